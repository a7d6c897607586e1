; ModuleID = 'weighted'
source_filename = "weighted.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_weighted_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %vector_0, float %param_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %20 = fmul float 5.000000e-01, %param_0
  %21 = getelementptr inbounds float, ptr addrspace(1) %vector_0, i64 %feature6
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = fmul float %20, %22
  %24 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature6
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = fsub float %19, %25
  %27 = fmul float 2.000000e+00, %26
  %28 = fmul float %23, %27
  %29 = fmul float %28, %eta
  %30 = fsub float %19, %29
  %31 = mul i64 %row, %n_features
  %element = add i64 %31, %feature6
  %32 = trunc i64 %key0 to i32
  %33 = lshr i64 %key0, 32
  %34 = trunc i64 %33 to i32
  %35 = trunc i64 %element to i32
  %36 = trunc i64 %key1_step to i32
  %37 = lshr i64 %key1_step, 32
  %38 = trunc i64 %37 to i32
  %39 = lshr i64 %element, 32
  %40 = trunc i64 %39 to i32
  %41 = zext i32 %35 to i64
  %42 = mul i64 3528531795, %41
  %43 = zext i32 %38 to i64
  %44 = mul i64 3449720151, %43
  %45 = lshr i64 %42, 32
  %46 = trunc i64 %45 to i32
  %47 = trunc i64 %42 to i32
  %48 = lshr i64 %44, 32
  %49 = trunc i64 %48 to i32
  %50 = trunc i64 %44 to i32
  %51 = xor i32 %49, %36
  %52 = xor i32 %51, %32
  %53 = xor i32 %46, %40
  %54 = xor i32 %53, %34
  %55 = add i32 %32, -1640531527
  %56 = add i32 %34, -1150833019
  %57 = zext i32 %52 to i64
  %58 = mul i64 3528531795, %57
  %59 = zext i32 %54 to i64
  %60 = mul i64 3449720151, %59
  %61 = lshr i64 %58, 32
  %62 = trunc i64 %61 to i32
  %63 = trunc i64 %58 to i32
  %64 = lshr i64 %60, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %60 to i32
  %67 = xor i32 %65, %50
  %68 = xor i32 %67, %55
  %69 = xor i32 %62, %47
  %70 = xor i32 %69, %56
  %71 = add i32 %55, -1640531527
  %72 = add i32 %56, -1150833019
  %73 = zext i32 %68 to i64
  %74 = mul i64 3528531795, %73
  %75 = zext i32 %70 to i64
  %76 = mul i64 3449720151, %75
  %77 = lshr i64 %74, 32
  %78 = trunc i64 %77 to i32
  %79 = trunc i64 %74 to i32
  %80 = lshr i64 %76, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %76 to i32
  %83 = xor i32 %81, %66
  %84 = xor i32 %83, %71
  %85 = xor i32 %78, %63
  %86 = xor i32 %85, %72
  %87 = add i32 %71, -1640531527
  %88 = add i32 %72, -1150833019
  %89 = zext i32 %84 to i64
  %90 = mul i64 3528531795, %89
  %91 = zext i32 %86 to i64
  %92 = mul i64 3449720151, %91
  %93 = lshr i64 %90, 32
  %94 = trunc i64 %93 to i32
  %95 = trunc i64 %90 to i32
  %96 = lshr i64 %92, 32
  %97 = trunc i64 %96 to i32
  %98 = trunc i64 %92 to i32
  %99 = xor i32 %97, %82
  %100 = xor i32 %99, %87
  %101 = xor i32 %94, %79
  %102 = xor i32 %101, %88
  %103 = add i32 %87, -1640531527
  %104 = add i32 %88, -1150833019
  %105 = zext i32 %100 to i64
  %106 = mul i64 3528531795, %105
  %107 = zext i32 %102 to i64
  %108 = mul i64 3449720151, %107
  %109 = lshr i64 %106, 32
  %110 = trunc i64 %109 to i32
  %111 = trunc i64 %106 to i32
  %112 = lshr i64 %108, 32
  %113 = trunc i64 %112 to i32
  %114 = trunc i64 %108 to i32
  %115 = xor i32 %113, %98
  %116 = xor i32 %115, %103
  %117 = xor i32 %110, %95
  %118 = xor i32 %117, %104
  %119 = add i32 %103, -1640531527
  %120 = add i32 %104, -1150833019
  %121 = zext i32 %116 to i64
  %122 = mul i64 3528531795, %121
  %123 = zext i32 %118 to i64
  %124 = mul i64 3449720151, %123
  %125 = lshr i64 %122, 32
  %126 = trunc i64 %125 to i32
  %127 = trunc i64 %122 to i32
  %128 = lshr i64 %124, 32
  %129 = trunc i64 %128 to i32
  %130 = trunc i64 %124 to i32
  %131 = xor i32 %129, %114
  %132 = xor i32 %131, %119
  %133 = xor i32 %126, %111
  %134 = xor i32 %133, %120
  %135 = add i32 %119, -1640531527
  %136 = add i32 %120, -1150833019
  %137 = zext i32 %132 to i64
  %138 = mul i64 3528531795, %137
  %139 = zext i32 %134 to i64
  %140 = mul i64 3449720151, %139
  %141 = lshr i64 %138, 32
  %142 = trunc i64 %141 to i32
  %143 = trunc i64 %138 to i32
  %144 = lshr i64 %140, 32
  %145 = trunc i64 %144 to i32
  %146 = trunc i64 %140 to i32
  %147 = xor i32 %145, %130
  %148 = xor i32 %147, %135
  %149 = xor i32 %142, %127
  %150 = xor i32 %149, %136
  %151 = add i32 %135, -1640531527
  %152 = add i32 %136, -1150833019
  %153 = zext i32 %148 to i64
  %154 = mul i64 3528531795, %153
  %155 = zext i32 %150 to i64
  %156 = mul i64 3449720151, %155
  %157 = lshr i64 %154, 32
  %158 = trunc i64 %157 to i32
  %159 = trunc i64 %154 to i32
  %160 = lshr i64 %156, 32
  %161 = trunc i64 %160 to i32
  %162 = trunc i64 %156 to i32
  %163 = xor i32 %161, %146
  %164 = xor i32 %163, %151
  %165 = xor i32 %158, %143
  %166 = xor i32 %165, %152
  %167 = add i32 %151, -1640531527
  %168 = add i32 %152, -1150833019
  %169 = zext i32 %164 to i64
  %170 = mul i64 3528531795, %169
  %171 = zext i32 %166 to i64
  %172 = mul i64 3449720151, %171
  %173 = lshr i64 %170, 32
  %174 = trunc i64 %173 to i32
  %175 = trunc i64 %170 to i32
  %176 = lshr i64 %172, 32
  %177 = trunc i64 %176 to i32
  %178 = trunc i64 %172 to i32
  %179 = xor i32 %177, %162
  %180 = xor i32 %179, %167
  %181 = xor i32 %174, %159
  %182 = xor i32 %181, %168
  %183 = add i32 %167, -1640531527
  %184 = add i32 %168, -1150833019
  %185 = zext i32 %180 to i64
  %186 = mul i64 3528531795, %185
  %187 = zext i32 %182 to i64
  %188 = mul i64 3449720151, %187
  %189 = lshr i64 %186, 32
  %190 = trunc i64 %189 to i32
  %191 = trunc i64 %186 to i32
  %192 = lshr i64 %188, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %188 to i32
  %195 = xor i32 %193, %178
  %196 = xor i32 %195, %183
  %197 = xor i32 %190, %175
  %198 = xor i32 %197, %184
  %199 = uitofp i32 %196 to double
  %200 = fadd double %199, 5.000000e-01
  %201 = fmul double %200, 0x3DF0000000000000
  %202 = uitofp i32 %194 to double
  %203 = fadd double %202, 5.000000e-01
  %204 = fmul double %203, 0x3DF0000000000000
  %205 = bitcast double %201 to i64
  %206 = lshr i64 %205, 32
  %207 = add i64 %206, 614242
  %208 = lshr i64 %207, 20
  %209 = sub i64 %208, 1023
  %210 = and i64 %207, 1048575
  %211 = add i64 %210, 1072079006
  %212 = shl i64 %211, 32
  %213 = and i64 %205, 4294967295
  %214 = or i64 %212, %213
  %215 = bitcast i64 %214 to double
  %216 = fsub double %215, 1.000000e+00
  %217 = fmul double 5.000000e-01, %216
  %218 = fmul double %217, %216
  %219 = fadd double 2.000000e+00, %216
  %220 = fdiv double %216, %219
  %221 = fmul double %220, %220
  %222 = fmul double %221, %221
  %223 = fmul double %222, 0x3FC39A09D078C69F
  %224 = fadd double 0x3FCC71C51D8E78AF, %223
  %225 = fmul double %222, %224
  %226 = fadd double 0x3FD999999997FA04, %225
  %227 = fmul double %222, %226
  %228 = fmul double %222, 0x3FC2F112DF3E5244
  %229 = fadd double 0x3FC7466496CB03DE, %228
  %230 = fmul double %222, %229
  %231 = fadd double 0x3FD2492494229359, %230
  %232 = fmul double %222, %231
  %233 = fadd double 0x3FE5555555555593, %232
  %234 = fmul double %221, %233
  %235 = fadd double %234, %227
  %236 = sitofp i64 %209 to double
  %237 = fadd double %218, %235
  %238 = fmul double %220, %237
  %239 = fmul double %236, 0x3DEA39EF35793C76
  %240 = fadd double %238, %239
  %241 = fsub double %240, %218
  %242 = fadd double %241, %216
  %243 = fmul double %236, 0x3FE62E42FEE00000
  %244 = fadd double %242, %243
  %245 = fmul double -2.000000e+00, %244
  %246 = call double @llvm.sqrt.f64(double %245)
  %247 = fmul double 0x401921FB54442D18, %204
  %248 = fmul double %247, 0x3FE45F306DC9C883
  %249 = fadd double %248, 0x4338000000000000
  %250 = bitcast double %249 to i64
  %251 = fsub double %249, 0x4338000000000000
  %252 = fmul double %251, 0x3FF921FB54400000
  %253 = fsub double %247, %252
  %254 = fmul double %251, 0x3DD0B4611A626331
  %255 = fmul double %251, 0x3DD0B4611A600000
  %256 = fsub double %253, %255
  %257 = fmul double %251, 0x3BA3198A2E037073
  %258 = fsub double %253, %256
  %259 = fsub double %258, %255
  %260 = fsub double %257, %259
  %261 = fsub double %253, %254
  %262 = bitcast double %247 to i64
  %263 = lshr i64 %262, 52
  %264 = and i64 %263, 2047
  %265 = bitcast double %261 to i64
  %266 = lshr i64 %265, 52
  %267 = and i64 %266, 2047
  %268 = add i64 %267, 16
  %269 = icmp ult i64 %268, %264
  %270 = select i1 %269, double %256, double %253
  %271 = select i1 %269, double %260, double %254
  %272 = fsub double %270, %271
  %273 = fsub double %270, %272
  %274 = fsub double %273, %271
  %275 = fmul double %272, %272
  %276 = fmul double %275, %275
  %277 = fmul double %275, 0x3EFA01A019CB1590
  %278 = fadd double 0xBF56C16C16C15177, %277
  %279 = fmul double %275, %278
  %280 = fadd double 0x3FA555555555554C, %279
  %281 = fmul double %275, %280
  %282 = fmul double %275, 0xBDA8FAE9BE8838D4
  %283 = fadd double 0x3E21EE9EBDB4B1C4, %282
  %284 = fmul double %275, %283
  %285 = fadd double 0xBE927E4F809C52AD, %284
  %286 = fmul double %276, %276
  %287 = fmul double %286, %285
  %288 = fadd double %281, %287
  %289 = fmul double 5.000000e-01, %275
  %290 = fsub double 1.000000e+00, %289
  %291 = fsub double 1.000000e+00, %290
  %292 = fsub double %291, %289
  %293 = fmul double %275, %288
  %294 = fmul double %272, %274
  %295 = fsub double %293, %294
  %296 = fadd double %292, %295
  %297 = fadd double %290, %296
  %298 = fmul double %272, %272
  %299 = fmul double %298, %298
  %300 = fmul double %298, 0x3EC71DE357B1FE7D
  %301 = fadd double 0xBF2A01A019C161D5, %300
  %302 = fmul double %298, %301
  %303 = fadd double 0x3F8111111110F8A6, %302
  %304 = fmul double %298, 0x3DE5D93A5ACFD57C
  %305 = fadd double 0xBE5AE5E68A2B9CEB, %304
  %306 = fmul double %298, %299
  %307 = fmul double %306, %305
  %308 = fadd double %303, %307
  %309 = fmul double %298, %272
  %310 = fmul double 5.000000e-01, %274
  %311 = fmul double %309, %308
  %312 = fsub double %310, %311
  %313 = fmul double %298, %312
  %314 = fsub double %313, %274
  %315 = fmul double %309, 0xBFC5555555555549
  %316 = fsub double %314, %315
  %317 = fsub double %272, %316
  %318 = fneg double %297
  %319 = fneg double %317
  %320 = and i64 %250, 1
  %321 = and i64 %250, 2
  %322 = icmp eq i64 %320, 1
  %323 = icmp eq i64 %321, 2
  %324 = select i1 %323, double %318, double %297
  %325 = select i1 %323, double %317, double %319
  %326 = select i1 %322, double %325, double %324
  %327 = fmul double %246, %326
  %328 = fptrunc double %327 to float
  %329 = fmul float %328, %noise_scale3
  %330 = fadd float %30, %329
  %bits = bitcast float %330 to i32
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
  %331 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %332 = load float, ptr %331, align 4
  %333 = fmul float 5.000000e-01, %param_0
  %334 = getelementptr inbounds float, ptr addrspace(1) %vector_0, i64 %feature14
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = fmul float %333, %335
  %337 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %338 = load float, ptr addrspace(1) %337, align 4
  %339 = fsub float %332, %338
  %340 = fmul float 2.000000e+00, %339
  %341 = fmul float %336, %340
  %342 = fmul float %341, %eta
  %343 = fsub float %332, %342
  %344 = fmul float 0.000000e+00, %noise_scale3
  %345 = fadd float %343, %344
  %bits18 = bitcast float %343 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %331, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %346 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %347 = load float, ptr %14, align 4
  store float %347, ptr addrspace(1) %346, align 4
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
define ptx_kernel void @tessera_weighted_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %vector_0, float %param_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
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
  %20 = fmul float 5.000000e-01, %param_0
  %21 = getelementptr inbounds float, ptr addrspace(1) %vector_0, i64 %feature6
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = fmul float %20, %22
  %24 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature6
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = fsub float %19, %25
  %27 = fmul float 2.000000e+00, %26
  %28 = fmul float %23, %27
  %29 = fmul float %28, %eta
  %30 = fsub float %19, %29
  %31 = mul i64 %row, %n_features
  %element = add i64 %31, %feature6
  %32 = trunc i64 %key0 to i32
  %33 = lshr i64 %key0, 32
  %34 = trunc i64 %33 to i32
  %35 = trunc i64 %element to i32
  %36 = trunc i64 %key1_step to i32
  %37 = lshr i64 %key1_step, 32
  %38 = trunc i64 %37 to i32
  %39 = lshr i64 %element, 32
  %40 = trunc i64 %39 to i32
  %41 = zext i32 %35 to i64
  %42 = mul i64 3528531795, %41
  %43 = zext i32 %38 to i64
  %44 = mul i64 3449720151, %43
  %45 = lshr i64 %42, 32
  %46 = trunc i64 %45 to i32
  %47 = trunc i64 %42 to i32
  %48 = lshr i64 %44, 32
  %49 = trunc i64 %48 to i32
  %50 = trunc i64 %44 to i32
  %51 = xor i32 %49, %36
  %52 = xor i32 %51, %32
  %53 = xor i32 %46, %40
  %54 = xor i32 %53, %34
  %55 = add i32 %32, -1640531527
  %56 = add i32 %34, -1150833019
  %57 = zext i32 %52 to i64
  %58 = mul i64 3528531795, %57
  %59 = zext i32 %54 to i64
  %60 = mul i64 3449720151, %59
  %61 = lshr i64 %58, 32
  %62 = trunc i64 %61 to i32
  %63 = trunc i64 %58 to i32
  %64 = lshr i64 %60, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %60 to i32
  %67 = xor i32 %65, %50
  %68 = xor i32 %67, %55
  %69 = xor i32 %62, %47
  %70 = xor i32 %69, %56
  %71 = add i32 %55, -1640531527
  %72 = add i32 %56, -1150833019
  %73 = zext i32 %68 to i64
  %74 = mul i64 3528531795, %73
  %75 = zext i32 %70 to i64
  %76 = mul i64 3449720151, %75
  %77 = lshr i64 %74, 32
  %78 = trunc i64 %77 to i32
  %79 = trunc i64 %74 to i32
  %80 = lshr i64 %76, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %76 to i32
  %83 = xor i32 %81, %66
  %84 = xor i32 %83, %71
  %85 = xor i32 %78, %63
  %86 = xor i32 %85, %72
  %87 = add i32 %71, -1640531527
  %88 = add i32 %72, -1150833019
  %89 = zext i32 %84 to i64
  %90 = mul i64 3528531795, %89
  %91 = zext i32 %86 to i64
  %92 = mul i64 3449720151, %91
  %93 = lshr i64 %90, 32
  %94 = trunc i64 %93 to i32
  %95 = trunc i64 %90 to i32
  %96 = lshr i64 %92, 32
  %97 = trunc i64 %96 to i32
  %98 = trunc i64 %92 to i32
  %99 = xor i32 %97, %82
  %100 = xor i32 %99, %87
  %101 = xor i32 %94, %79
  %102 = xor i32 %101, %88
  %103 = add i32 %87, -1640531527
  %104 = add i32 %88, -1150833019
  %105 = zext i32 %100 to i64
  %106 = mul i64 3528531795, %105
  %107 = zext i32 %102 to i64
  %108 = mul i64 3449720151, %107
  %109 = lshr i64 %106, 32
  %110 = trunc i64 %109 to i32
  %111 = trunc i64 %106 to i32
  %112 = lshr i64 %108, 32
  %113 = trunc i64 %112 to i32
  %114 = trunc i64 %108 to i32
  %115 = xor i32 %113, %98
  %116 = xor i32 %115, %103
  %117 = xor i32 %110, %95
  %118 = xor i32 %117, %104
  %119 = add i32 %103, -1640531527
  %120 = add i32 %104, -1150833019
  %121 = zext i32 %116 to i64
  %122 = mul i64 3528531795, %121
  %123 = zext i32 %118 to i64
  %124 = mul i64 3449720151, %123
  %125 = lshr i64 %122, 32
  %126 = trunc i64 %125 to i32
  %127 = trunc i64 %122 to i32
  %128 = lshr i64 %124, 32
  %129 = trunc i64 %128 to i32
  %130 = trunc i64 %124 to i32
  %131 = xor i32 %129, %114
  %132 = xor i32 %131, %119
  %133 = xor i32 %126, %111
  %134 = xor i32 %133, %120
  %135 = add i32 %119, -1640531527
  %136 = add i32 %120, -1150833019
  %137 = zext i32 %132 to i64
  %138 = mul i64 3528531795, %137
  %139 = zext i32 %134 to i64
  %140 = mul i64 3449720151, %139
  %141 = lshr i64 %138, 32
  %142 = trunc i64 %141 to i32
  %143 = trunc i64 %138 to i32
  %144 = lshr i64 %140, 32
  %145 = trunc i64 %144 to i32
  %146 = trunc i64 %140 to i32
  %147 = xor i32 %145, %130
  %148 = xor i32 %147, %135
  %149 = xor i32 %142, %127
  %150 = xor i32 %149, %136
  %151 = add i32 %135, -1640531527
  %152 = add i32 %136, -1150833019
  %153 = zext i32 %148 to i64
  %154 = mul i64 3528531795, %153
  %155 = zext i32 %150 to i64
  %156 = mul i64 3449720151, %155
  %157 = lshr i64 %154, 32
  %158 = trunc i64 %157 to i32
  %159 = trunc i64 %154 to i32
  %160 = lshr i64 %156, 32
  %161 = trunc i64 %160 to i32
  %162 = trunc i64 %156 to i32
  %163 = xor i32 %161, %146
  %164 = xor i32 %163, %151
  %165 = xor i32 %158, %143
  %166 = xor i32 %165, %152
  %167 = add i32 %151, -1640531527
  %168 = add i32 %152, -1150833019
  %169 = zext i32 %164 to i64
  %170 = mul i64 3528531795, %169
  %171 = zext i32 %166 to i64
  %172 = mul i64 3449720151, %171
  %173 = lshr i64 %170, 32
  %174 = trunc i64 %173 to i32
  %175 = trunc i64 %170 to i32
  %176 = lshr i64 %172, 32
  %177 = trunc i64 %176 to i32
  %178 = trunc i64 %172 to i32
  %179 = xor i32 %177, %162
  %180 = xor i32 %179, %167
  %181 = xor i32 %174, %159
  %182 = xor i32 %181, %168
  %183 = add i32 %167, -1640531527
  %184 = add i32 %168, -1150833019
  %185 = zext i32 %180 to i64
  %186 = mul i64 3528531795, %185
  %187 = zext i32 %182 to i64
  %188 = mul i64 3449720151, %187
  %189 = lshr i64 %186, 32
  %190 = trunc i64 %189 to i32
  %191 = trunc i64 %186 to i32
  %192 = lshr i64 %188, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %188 to i32
  %195 = xor i32 %193, %178
  %196 = xor i32 %195, %183
  %197 = xor i32 %190, %175
  %198 = xor i32 %197, %184
  %199 = uitofp i32 %196 to double
  %200 = fadd double %199, 5.000000e-01
  %201 = fmul double %200, 0x3DF0000000000000
  %202 = uitofp i32 %194 to double
  %203 = fadd double %202, 5.000000e-01
  %204 = fmul double %203, 0x3DF0000000000000
  %205 = bitcast double %201 to i64
  %206 = lshr i64 %205, 32
  %207 = add i64 %206, 614242
  %208 = lshr i64 %207, 20
  %209 = sub i64 %208, 1023
  %210 = and i64 %207, 1048575
  %211 = add i64 %210, 1072079006
  %212 = shl i64 %211, 32
  %213 = and i64 %205, 4294967295
  %214 = or i64 %212, %213
  %215 = bitcast i64 %214 to double
  %216 = fsub double %215, 1.000000e+00
  %217 = fmul double 5.000000e-01, %216
  %218 = fmul double %217, %216
  %219 = fadd double 2.000000e+00, %216
  %220 = fdiv double %216, %219
  %221 = fmul double %220, %220
  %222 = fmul double %221, %221
  %223 = fmul double %222, 0x3FC39A09D078C69F
  %224 = fadd double 0x3FCC71C51D8E78AF, %223
  %225 = fmul double %222, %224
  %226 = fadd double 0x3FD999999997FA04, %225
  %227 = fmul double %222, %226
  %228 = fmul double %222, 0x3FC2F112DF3E5244
  %229 = fadd double 0x3FC7466496CB03DE, %228
  %230 = fmul double %222, %229
  %231 = fadd double 0x3FD2492494229359, %230
  %232 = fmul double %222, %231
  %233 = fadd double 0x3FE5555555555593, %232
  %234 = fmul double %221, %233
  %235 = fadd double %234, %227
  %236 = sitofp i64 %209 to double
  %237 = fadd double %218, %235
  %238 = fmul double %220, %237
  %239 = fmul double %236, 0x3DEA39EF35793C76
  %240 = fadd double %238, %239
  %241 = fsub double %240, %218
  %242 = fadd double %241, %216
  %243 = fmul double %236, 0x3FE62E42FEE00000
  %244 = fadd double %242, %243
  %245 = fmul double -2.000000e+00, %244
  %246 = call double @llvm.sqrt.f64(double %245)
  %247 = fmul double 0x401921FB54442D18, %204
  %248 = fmul double %247, 0x3FE45F306DC9C883
  %249 = fadd double %248, 0x4338000000000000
  %250 = bitcast double %249 to i64
  %251 = fsub double %249, 0x4338000000000000
  %252 = fmul double %251, 0x3FF921FB54400000
  %253 = fsub double %247, %252
  %254 = fmul double %251, 0x3DD0B4611A626331
  %255 = fmul double %251, 0x3DD0B4611A600000
  %256 = fsub double %253, %255
  %257 = fmul double %251, 0x3BA3198A2E037073
  %258 = fsub double %253, %256
  %259 = fsub double %258, %255
  %260 = fsub double %257, %259
  %261 = fsub double %253, %254
  %262 = bitcast double %247 to i64
  %263 = lshr i64 %262, 52
  %264 = and i64 %263, 2047
  %265 = bitcast double %261 to i64
  %266 = lshr i64 %265, 52
  %267 = and i64 %266, 2047
  %268 = add i64 %267, 16
  %269 = icmp ult i64 %268, %264
  %270 = select i1 %269, double %256, double %253
  %271 = select i1 %269, double %260, double %254
  %272 = fsub double %270, %271
  %273 = fsub double %270, %272
  %274 = fsub double %273, %271
  %275 = fmul double %272, %272
  %276 = fmul double %275, %275
  %277 = fmul double %275, 0x3EFA01A019CB1590
  %278 = fadd double 0xBF56C16C16C15177, %277
  %279 = fmul double %275, %278
  %280 = fadd double 0x3FA555555555554C, %279
  %281 = fmul double %275, %280
  %282 = fmul double %275, 0xBDA8FAE9BE8838D4
  %283 = fadd double 0x3E21EE9EBDB4B1C4, %282
  %284 = fmul double %275, %283
  %285 = fadd double 0xBE927E4F809C52AD, %284
  %286 = fmul double %276, %276
  %287 = fmul double %286, %285
  %288 = fadd double %281, %287
  %289 = fmul double 5.000000e-01, %275
  %290 = fsub double 1.000000e+00, %289
  %291 = fsub double 1.000000e+00, %290
  %292 = fsub double %291, %289
  %293 = fmul double %275, %288
  %294 = fmul double %272, %274
  %295 = fsub double %293, %294
  %296 = fadd double %292, %295
  %297 = fadd double %290, %296
  %298 = fmul double %272, %272
  %299 = fmul double %298, %298
  %300 = fmul double %298, 0x3EC71DE357B1FE7D
  %301 = fadd double 0xBF2A01A019C161D5, %300
  %302 = fmul double %298, %301
  %303 = fadd double 0x3F8111111110F8A6, %302
  %304 = fmul double %298, 0x3DE5D93A5ACFD57C
  %305 = fadd double 0xBE5AE5E68A2B9CEB, %304
  %306 = fmul double %298, %299
  %307 = fmul double %306, %305
  %308 = fadd double %303, %307
  %309 = fmul double %298, %272
  %310 = fmul double 5.000000e-01, %274
  %311 = fmul double %309, %308
  %312 = fsub double %310, %311
  %313 = fmul double %298, %312
  %314 = fsub double %313, %274
  %315 = fmul double %309, 0xBFC5555555555549
  %316 = fsub double %314, %315
  %317 = fsub double %272, %316
  %318 = fneg double %297
  %319 = fneg double %317
  %320 = and i64 %250, 1
  %321 = and i64 %250, 2
  %322 = icmp eq i64 %320, 1
  %323 = icmp eq i64 %321, 2
  %324 = select i1 %323, double %318, double %297
  %325 = select i1 %323, double %317, double %319
  %326 = select i1 %322, double %325, double %324
  %327 = fmul double %246, %326
  %328 = fptrunc double %327 to float
  %329 = fmul float %328, %noise_scale3
  %330 = fadd float %30, %329
  %bits = bitcast float %330 to i32
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
  %331 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %332 = load float, ptr %331, align 4
  %333 = fmul float 5.000000e-01, %param_0
  %334 = getelementptr inbounds float, ptr addrspace(1) %vector_0, i64 %feature14
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = fmul float %333, %335
  %337 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %338 = load float, ptr addrspace(1) %337, align 4
  %339 = fsub float %332, %338
  %340 = fmul float 2.000000e+00, %339
  %341 = fmul float %336, %340
  %342 = fmul float %341, %eta
  %343 = fsub float %332, %342
  %344 = fmul float 0.000000e+00, %noise_scale3
  %345 = fadd float %343, %344
  %bits18 = bitcast float %343 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %331, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %346 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %347 = load float, ptr %14, align 4
  store float %347, ptr addrspace(1) %346, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_weighted_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %vector_0, float %param_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %345, %feature.body ]
  %326 = icmp ult i64 %feature, %n_features
  br i1 %326, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %327 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %328 = load float, ptr addrspace(1) %327, align 4
  %329 = fmul float 5.000000e-01, %param_0
  %330 = getelementptr inbounds float, ptr addrspace(1) %vector_0, i64 %feature
  %331 = load float, ptr addrspace(1) %330, align 4
  %332 = fmul float %329, %331
  %333 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %334 = load float, ptr addrspace(1) %333, align 4
  %335 = fsub float %328, %334
  %336 = fmul float 2.000000e+00, %335
  %337 = fmul float %332, %336
  %338 = fmul float %337, %eta
  %339 = fsub float %328, %338
  %340 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = fmul float %341, %noise_scale3
  %343 = fadd float %339, %342
  %344 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %343 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %344, align 4
  %345 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then6:                              ; preds = %quiet
  br label %uniform_sinks.done7

uniform_sinks.done7:                              ; preds = %uniform_sinks.then6, %quiet
  br label %feature.header8

feature.header8:                                  ; preds = %feature.body9, %uniform_sinks.done7
  %feature11 = phi i64 [ %lane, %uniform_sinks.done7 ], [ %363, %feature.body9 ]
  %346 = icmp ult i64 %feature11, %n_features
  br i1 %346, label %feature.body9, label %feature.exit10

feature.body9:                                    ; preds = %feature.header8
  %347 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %348 = load float, ptr addrspace(1) %347, align 4
  %349 = fmul float 5.000000e-01, %param_0
  %350 = getelementptr inbounds float, ptr addrspace(1) %vector_0, i64 %feature11
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = fmul float %349, %351
  %353 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %354 = load float, ptr addrspace(1) %353, align 4
  %355 = fsub float %348, %354
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float %352, %356
  %358 = fmul float %357, %eta
  %359 = fsub float %348, %358
  %360 = fmul float 0.000000e+00, %noise_scale3
  %361 = fadd float %359, %360
  %362 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %bits12 = bitcast float %359 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %362, align 4
  %363 = add i64 %feature11, 256
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
