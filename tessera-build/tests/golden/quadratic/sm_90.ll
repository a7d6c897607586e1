; ModuleID = 'quadratic'
source_filename = "quadratic.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %22 = fsub float %21, %19
  %23 = fmul float 2.000000e+00, %22
  %24 = fmul float 5.000000e-01, %23
  %25 = fneg float %24
  %26 = fmul float %25, %eta
  %27 = fsub float %19, %26
  %28 = mul i64 %row, %n_features
  %element = add i64 %28, %feature6
  %29 = trunc i64 %key0 to i32
  %30 = lshr i64 %key0, 32
  %31 = trunc i64 %30 to i32
  %32 = trunc i64 %element to i32
  %33 = trunc i64 %key1_step to i32
  %34 = lshr i64 %key1_step, 32
  %35 = trunc i64 %34 to i32
  %36 = lshr i64 %element, 32
  %37 = trunc i64 %36 to i32
  %38 = zext i32 %32 to i64
  %39 = mul i64 3528531795, %38
  %40 = zext i32 %35 to i64
  %41 = mul i64 3449720151, %40
  %42 = lshr i64 %39, 32
  %43 = trunc i64 %42 to i32
  %44 = trunc i64 %39 to i32
  %45 = lshr i64 %41, 32
  %46 = trunc i64 %45 to i32
  %47 = trunc i64 %41 to i32
  %48 = xor i32 %46, %33
  %49 = xor i32 %48, %29
  %50 = xor i32 %43, %37
  %51 = xor i32 %50, %31
  %52 = add i32 %29, -1640531527
  %53 = add i32 %31, -1150833019
  %54 = zext i32 %49 to i64
  %55 = mul i64 3528531795, %54
  %56 = zext i32 %51 to i64
  %57 = mul i64 3449720151, %56
  %58 = lshr i64 %55, 32
  %59 = trunc i64 %58 to i32
  %60 = trunc i64 %55 to i32
  %61 = lshr i64 %57, 32
  %62 = trunc i64 %61 to i32
  %63 = trunc i64 %57 to i32
  %64 = xor i32 %62, %47
  %65 = xor i32 %64, %52
  %66 = xor i32 %59, %44
  %67 = xor i32 %66, %53
  %68 = add i32 %52, -1640531527
  %69 = add i32 %53, -1150833019
  %70 = zext i32 %65 to i64
  %71 = mul i64 3528531795, %70
  %72 = zext i32 %67 to i64
  %73 = mul i64 3449720151, %72
  %74 = lshr i64 %71, 32
  %75 = trunc i64 %74 to i32
  %76 = trunc i64 %71 to i32
  %77 = lshr i64 %73, 32
  %78 = trunc i64 %77 to i32
  %79 = trunc i64 %73 to i32
  %80 = xor i32 %78, %63
  %81 = xor i32 %80, %68
  %82 = xor i32 %75, %60
  %83 = xor i32 %82, %69
  %84 = add i32 %68, -1640531527
  %85 = add i32 %69, -1150833019
  %86 = zext i32 %81 to i64
  %87 = mul i64 3528531795, %86
  %88 = zext i32 %83 to i64
  %89 = mul i64 3449720151, %88
  %90 = lshr i64 %87, 32
  %91 = trunc i64 %90 to i32
  %92 = trunc i64 %87 to i32
  %93 = lshr i64 %89, 32
  %94 = trunc i64 %93 to i32
  %95 = trunc i64 %89 to i32
  %96 = xor i32 %94, %79
  %97 = xor i32 %96, %84
  %98 = xor i32 %91, %76
  %99 = xor i32 %98, %85
  %100 = add i32 %84, -1640531527
  %101 = add i32 %85, -1150833019
  %102 = zext i32 %97 to i64
  %103 = mul i64 3528531795, %102
  %104 = zext i32 %99 to i64
  %105 = mul i64 3449720151, %104
  %106 = lshr i64 %103, 32
  %107 = trunc i64 %106 to i32
  %108 = trunc i64 %103 to i32
  %109 = lshr i64 %105, 32
  %110 = trunc i64 %109 to i32
  %111 = trunc i64 %105 to i32
  %112 = xor i32 %110, %95
  %113 = xor i32 %112, %100
  %114 = xor i32 %107, %92
  %115 = xor i32 %114, %101
  %116 = add i32 %100, -1640531527
  %117 = add i32 %101, -1150833019
  %118 = zext i32 %113 to i64
  %119 = mul i64 3528531795, %118
  %120 = zext i32 %115 to i64
  %121 = mul i64 3449720151, %120
  %122 = lshr i64 %119, 32
  %123 = trunc i64 %122 to i32
  %124 = trunc i64 %119 to i32
  %125 = lshr i64 %121, 32
  %126 = trunc i64 %125 to i32
  %127 = trunc i64 %121 to i32
  %128 = xor i32 %126, %111
  %129 = xor i32 %128, %116
  %130 = xor i32 %123, %108
  %131 = xor i32 %130, %117
  %132 = add i32 %116, -1640531527
  %133 = add i32 %117, -1150833019
  %134 = zext i32 %129 to i64
  %135 = mul i64 3528531795, %134
  %136 = zext i32 %131 to i64
  %137 = mul i64 3449720151, %136
  %138 = lshr i64 %135, 32
  %139 = trunc i64 %138 to i32
  %140 = trunc i64 %135 to i32
  %141 = lshr i64 %137, 32
  %142 = trunc i64 %141 to i32
  %143 = trunc i64 %137 to i32
  %144 = xor i32 %142, %127
  %145 = xor i32 %144, %132
  %146 = xor i32 %139, %124
  %147 = xor i32 %146, %133
  %148 = add i32 %132, -1640531527
  %149 = add i32 %133, -1150833019
  %150 = zext i32 %145 to i64
  %151 = mul i64 3528531795, %150
  %152 = zext i32 %147 to i64
  %153 = mul i64 3449720151, %152
  %154 = lshr i64 %151, 32
  %155 = trunc i64 %154 to i32
  %156 = trunc i64 %151 to i32
  %157 = lshr i64 %153, 32
  %158 = trunc i64 %157 to i32
  %159 = trunc i64 %153 to i32
  %160 = xor i32 %158, %143
  %161 = xor i32 %160, %148
  %162 = xor i32 %155, %140
  %163 = xor i32 %162, %149
  %164 = add i32 %148, -1640531527
  %165 = add i32 %149, -1150833019
  %166 = zext i32 %161 to i64
  %167 = mul i64 3528531795, %166
  %168 = zext i32 %163 to i64
  %169 = mul i64 3449720151, %168
  %170 = lshr i64 %167, 32
  %171 = trunc i64 %170 to i32
  %172 = trunc i64 %167 to i32
  %173 = lshr i64 %169, 32
  %174 = trunc i64 %173 to i32
  %175 = trunc i64 %169 to i32
  %176 = xor i32 %174, %159
  %177 = xor i32 %176, %164
  %178 = xor i32 %171, %156
  %179 = xor i32 %178, %165
  %180 = add i32 %164, -1640531527
  %181 = add i32 %165, -1150833019
  %182 = zext i32 %177 to i64
  %183 = mul i64 3528531795, %182
  %184 = zext i32 %179 to i64
  %185 = mul i64 3449720151, %184
  %186 = lshr i64 %183, 32
  %187 = trunc i64 %186 to i32
  %188 = trunc i64 %183 to i32
  %189 = lshr i64 %185, 32
  %190 = trunc i64 %189 to i32
  %191 = trunc i64 %185 to i32
  %192 = xor i32 %190, %175
  %193 = xor i32 %192, %180
  %194 = xor i32 %187, %172
  %195 = xor i32 %194, %181
  %196 = uitofp i32 %193 to double
  %197 = fadd double %196, 5.000000e-01
  %198 = fmul double %197, 0x3DF0000000000000
  %199 = uitofp i32 %191 to double
  %200 = fadd double %199, 5.000000e-01
  %201 = fmul double %200, 0x3DF0000000000000
  %202 = bitcast double %198 to i64
  %203 = lshr i64 %202, 32
  %204 = add i64 %203, 614242
  %205 = lshr i64 %204, 20
  %206 = sub i64 %205, 1023
  %207 = and i64 %204, 1048575
  %208 = add i64 %207, 1072079006
  %209 = shl i64 %208, 32
  %210 = and i64 %202, 4294967295
  %211 = or i64 %209, %210
  %212 = bitcast i64 %211 to double
  %213 = fsub double %212, 1.000000e+00
  %214 = fmul double 5.000000e-01, %213
  %215 = fmul double %214, %213
  %216 = fadd double 2.000000e+00, %213
  %217 = fdiv double %213, %216
  %218 = fmul double %217, %217
  %219 = fmul double %218, %218
  %220 = fmul double %219, 0x3FC39A09D078C69F
  %221 = fadd double 0x3FCC71C51D8E78AF, %220
  %222 = fmul double %219, %221
  %223 = fadd double 0x3FD999999997FA04, %222
  %224 = fmul double %219, %223
  %225 = fmul double %219, 0x3FC2F112DF3E5244
  %226 = fadd double 0x3FC7466496CB03DE, %225
  %227 = fmul double %219, %226
  %228 = fadd double 0x3FD2492494229359, %227
  %229 = fmul double %219, %228
  %230 = fadd double 0x3FE5555555555593, %229
  %231 = fmul double %218, %230
  %232 = fadd double %231, %224
  %233 = sitofp i64 %206 to double
  %234 = fadd double %215, %232
  %235 = fmul double %217, %234
  %236 = fmul double %233, 0x3DEA39EF35793C76
  %237 = fadd double %235, %236
  %238 = fsub double %237, %215
  %239 = fadd double %238, %213
  %240 = fmul double %233, 0x3FE62E42FEE00000
  %241 = fadd double %239, %240
  %242 = fmul double -2.000000e+00, %241
  %243 = call double @llvm.sqrt.f64(double %242)
  %244 = fmul double 0x401921FB54442D18, %201
  %245 = fmul double %244, 0x3FE45F306DC9C883
  %246 = fadd double %245, 0x4338000000000000
  %247 = bitcast double %246 to i64
  %248 = fsub double %246, 0x4338000000000000
  %249 = fmul double %248, 0x3FF921FB54400000
  %250 = fsub double %244, %249
  %251 = fmul double %248, 0x3DD0B4611A626331
  %252 = fmul double %248, 0x3DD0B4611A600000
  %253 = fsub double %250, %252
  %254 = fmul double %248, 0x3BA3198A2E037073
  %255 = fsub double %250, %253
  %256 = fsub double %255, %252
  %257 = fsub double %254, %256
  %258 = fsub double %250, %251
  %259 = bitcast double %244 to i64
  %260 = lshr i64 %259, 52
  %261 = and i64 %260, 2047
  %262 = bitcast double %258 to i64
  %263 = lshr i64 %262, 52
  %264 = and i64 %263, 2047
  %265 = add i64 %264, 16
  %266 = icmp ult i64 %265, %261
  %267 = select i1 %266, double %253, double %250
  %268 = select i1 %266, double %257, double %251
  %269 = fsub double %267, %268
  %270 = fsub double %267, %269
  %271 = fsub double %270, %268
  %272 = fmul double %269, %269
  %273 = fmul double %272, %272
  %274 = fmul double %272, 0x3EFA01A019CB1590
  %275 = fadd double 0xBF56C16C16C15177, %274
  %276 = fmul double %272, %275
  %277 = fadd double 0x3FA555555555554C, %276
  %278 = fmul double %272, %277
  %279 = fmul double %272, 0xBDA8FAE9BE8838D4
  %280 = fadd double 0x3E21EE9EBDB4B1C4, %279
  %281 = fmul double %272, %280
  %282 = fadd double 0xBE927E4F809C52AD, %281
  %283 = fmul double %273, %273
  %284 = fmul double %283, %282
  %285 = fadd double %278, %284
  %286 = fmul double 5.000000e-01, %272
  %287 = fsub double 1.000000e+00, %286
  %288 = fsub double 1.000000e+00, %287
  %289 = fsub double %288, %286
  %290 = fmul double %272, %285
  %291 = fmul double %269, %271
  %292 = fsub double %290, %291
  %293 = fadd double %289, %292
  %294 = fadd double %287, %293
  %295 = fmul double %269, %269
  %296 = fmul double %295, %295
  %297 = fmul double %295, 0x3EC71DE357B1FE7D
  %298 = fadd double 0xBF2A01A019C161D5, %297
  %299 = fmul double %295, %298
  %300 = fadd double 0x3F8111111110F8A6, %299
  %301 = fmul double %295, 0x3DE5D93A5ACFD57C
  %302 = fadd double 0xBE5AE5E68A2B9CEB, %301
  %303 = fmul double %295, %296
  %304 = fmul double %303, %302
  %305 = fadd double %300, %304
  %306 = fmul double %295, %269
  %307 = fmul double 5.000000e-01, %271
  %308 = fmul double %306, %305
  %309 = fsub double %307, %308
  %310 = fmul double %295, %309
  %311 = fsub double %310, %271
  %312 = fmul double %306, 0xBFC5555555555549
  %313 = fsub double %311, %312
  %314 = fsub double %269, %313
  %315 = fneg double %294
  %316 = fneg double %314
  %317 = and i64 %247, 1
  %318 = and i64 %247, 2
  %319 = icmp eq i64 %317, 1
  %320 = icmp eq i64 %318, 2
  %321 = select i1 %320, double %315, double %294
  %322 = select i1 %320, double %314, double %316
  %323 = select i1 %319, double %322, double %321
  %324 = fmul double %243, %323
  %325 = fptrunc double %324 to float
  %326 = fmul float %325, %noise_scale3
  %327 = fadd float %27, %326
  %bits = bitcast float %327 to i32
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
  %328 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %329 = load float, ptr %328, align 4
  %330 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %331 = load float, ptr addrspace(1) %330, align 4
  %332 = fsub float %331, %329
  %333 = fmul float 2.000000e+00, %332
  %334 = fmul float 5.000000e-01, %333
  %335 = fneg float %334
  %336 = fmul float %335, %eta
  %337 = fsub float %329, %336
  %338 = fmul float 0.000000e+00, %noise_scale3
  %339 = fadd float %337, %338
  %bits18 = bitcast float %337 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %328, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %340 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %341 = load float, ptr %14, align 4
  store float %341, ptr addrspace(1) %340, align 4
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
define ptx_kernel void @tessera_quadratic_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
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
  %22 = fsub float %21, %19
  %23 = fmul float 2.000000e+00, %22
  %24 = fmul float 5.000000e-01, %23
  %25 = fneg float %24
  %26 = fmul float %25, %eta
  %27 = fsub float %19, %26
  %28 = mul i64 %row, %n_features
  %element = add i64 %28, %feature6
  %29 = trunc i64 %key0 to i32
  %30 = lshr i64 %key0, 32
  %31 = trunc i64 %30 to i32
  %32 = trunc i64 %element to i32
  %33 = trunc i64 %key1_step to i32
  %34 = lshr i64 %key1_step, 32
  %35 = trunc i64 %34 to i32
  %36 = lshr i64 %element, 32
  %37 = trunc i64 %36 to i32
  %38 = zext i32 %32 to i64
  %39 = mul i64 3528531795, %38
  %40 = zext i32 %35 to i64
  %41 = mul i64 3449720151, %40
  %42 = lshr i64 %39, 32
  %43 = trunc i64 %42 to i32
  %44 = trunc i64 %39 to i32
  %45 = lshr i64 %41, 32
  %46 = trunc i64 %45 to i32
  %47 = trunc i64 %41 to i32
  %48 = xor i32 %46, %33
  %49 = xor i32 %48, %29
  %50 = xor i32 %43, %37
  %51 = xor i32 %50, %31
  %52 = add i32 %29, -1640531527
  %53 = add i32 %31, -1150833019
  %54 = zext i32 %49 to i64
  %55 = mul i64 3528531795, %54
  %56 = zext i32 %51 to i64
  %57 = mul i64 3449720151, %56
  %58 = lshr i64 %55, 32
  %59 = trunc i64 %58 to i32
  %60 = trunc i64 %55 to i32
  %61 = lshr i64 %57, 32
  %62 = trunc i64 %61 to i32
  %63 = trunc i64 %57 to i32
  %64 = xor i32 %62, %47
  %65 = xor i32 %64, %52
  %66 = xor i32 %59, %44
  %67 = xor i32 %66, %53
  %68 = add i32 %52, -1640531527
  %69 = add i32 %53, -1150833019
  %70 = zext i32 %65 to i64
  %71 = mul i64 3528531795, %70
  %72 = zext i32 %67 to i64
  %73 = mul i64 3449720151, %72
  %74 = lshr i64 %71, 32
  %75 = trunc i64 %74 to i32
  %76 = trunc i64 %71 to i32
  %77 = lshr i64 %73, 32
  %78 = trunc i64 %77 to i32
  %79 = trunc i64 %73 to i32
  %80 = xor i32 %78, %63
  %81 = xor i32 %80, %68
  %82 = xor i32 %75, %60
  %83 = xor i32 %82, %69
  %84 = add i32 %68, -1640531527
  %85 = add i32 %69, -1150833019
  %86 = zext i32 %81 to i64
  %87 = mul i64 3528531795, %86
  %88 = zext i32 %83 to i64
  %89 = mul i64 3449720151, %88
  %90 = lshr i64 %87, 32
  %91 = trunc i64 %90 to i32
  %92 = trunc i64 %87 to i32
  %93 = lshr i64 %89, 32
  %94 = trunc i64 %93 to i32
  %95 = trunc i64 %89 to i32
  %96 = xor i32 %94, %79
  %97 = xor i32 %96, %84
  %98 = xor i32 %91, %76
  %99 = xor i32 %98, %85
  %100 = add i32 %84, -1640531527
  %101 = add i32 %85, -1150833019
  %102 = zext i32 %97 to i64
  %103 = mul i64 3528531795, %102
  %104 = zext i32 %99 to i64
  %105 = mul i64 3449720151, %104
  %106 = lshr i64 %103, 32
  %107 = trunc i64 %106 to i32
  %108 = trunc i64 %103 to i32
  %109 = lshr i64 %105, 32
  %110 = trunc i64 %109 to i32
  %111 = trunc i64 %105 to i32
  %112 = xor i32 %110, %95
  %113 = xor i32 %112, %100
  %114 = xor i32 %107, %92
  %115 = xor i32 %114, %101
  %116 = add i32 %100, -1640531527
  %117 = add i32 %101, -1150833019
  %118 = zext i32 %113 to i64
  %119 = mul i64 3528531795, %118
  %120 = zext i32 %115 to i64
  %121 = mul i64 3449720151, %120
  %122 = lshr i64 %119, 32
  %123 = trunc i64 %122 to i32
  %124 = trunc i64 %119 to i32
  %125 = lshr i64 %121, 32
  %126 = trunc i64 %125 to i32
  %127 = trunc i64 %121 to i32
  %128 = xor i32 %126, %111
  %129 = xor i32 %128, %116
  %130 = xor i32 %123, %108
  %131 = xor i32 %130, %117
  %132 = add i32 %116, -1640531527
  %133 = add i32 %117, -1150833019
  %134 = zext i32 %129 to i64
  %135 = mul i64 3528531795, %134
  %136 = zext i32 %131 to i64
  %137 = mul i64 3449720151, %136
  %138 = lshr i64 %135, 32
  %139 = trunc i64 %138 to i32
  %140 = trunc i64 %135 to i32
  %141 = lshr i64 %137, 32
  %142 = trunc i64 %141 to i32
  %143 = trunc i64 %137 to i32
  %144 = xor i32 %142, %127
  %145 = xor i32 %144, %132
  %146 = xor i32 %139, %124
  %147 = xor i32 %146, %133
  %148 = add i32 %132, -1640531527
  %149 = add i32 %133, -1150833019
  %150 = zext i32 %145 to i64
  %151 = mul i64 3528531795, %150
  %152 = zext i32 %147 to i64
  %153 = mul i64 3449720151, %152
  %154 = lshr i64 %151, 32
  %155 = trunc i64 %154 to i32
  %156 = trunc i64 %151 to i32
  %157 = lshr i64 %153, 32
  %158 = trunc i64 %157 to i32
  %159 = trunc i64 %153 to i32
  %160 = xor i32 %158, %143
  %161 = xor i32 %160, %148
  %162 = xor i32 %155, %140
  %163 = xor i32 %162, %149
  %164 = add i32 %148, -1640531527
  %165 = add i32 %149, -1150833019
  %166 = zext i32 %161 to i64
  %167 = mul i64 3528531795, %166
  %168 = zext i32 %163 to i64
  %169 = mul i64 3449720151, %168
  %170 = lshr i64 %167, 32
  %171 = trunc i64 %170 to i32
  %172 = trunc i64 %167 to i32
  %173 = lshr i64 %169, 32
  %174 = trunc i64 %173 to i32
  %175 = trunc i64 %169 to i32
  %176 = xor i32 %174, %159
  %177 = xor i32 %176, %164
  %178 = xor i32 %171, %156
  %179 = xor i32 %178, %165
  %180 = add i32 %164, -1640531527
  %181 = add i32 %165, -1150833019
  %182 = zext i32 %177 to i64
  %183 = mul i64 3528531795, %182
  %184 = zext i32 %179 to i64
  %185 = mul i64 3449720151, %184
  %186 = lshr i64 %183, 32
  %187 = trunc i64 %186 to i32
  %188 = trunc i64 %183 to i32
  %189 = lshr i64 %185, 32
  %190 = trunc i64 %189 to i32
  %191 = trunc i64 %185 to i32
  %192 = xor i32 %190, %175
  %193 = xor i32 %192, %180
  %194 = xor i32 %187, %172
  %195 = xor i32 %194, %181
  %196 = uitofp i32 %193 to double
  %197 = fadd double %196, 5.000000e-01
  %198 = fmul double %197, 0x3DF0000000000000
  %199 = uitofp i32 %191 to double
  %200 = fadd double %199, 5.000000e-01
  %201 = fmul double %200, 0x3DF0000000000000
  %202 = bitcast double %198 to i64
  %203 = lshr i64 %202, 32
  %204 = add i64 %203, 614242
  %205 = lshr i64 %204, 20
  %206 = sub i64 %205, 1023
  %207 = and i64 %204, 1048575
  %208 = add i64 %207, 1072079006
  %209 = shl i64 %208, 32
  %210 = and i64 %202, 4294967295
  %211 = or i64 %209, %210
  %212 = bitcast i64 %211 to double
  %213 = fsub double %212, 1.000000e+00
  %214 = fmul double 5.000000e-01, %213
  %215 = fmul double %214, %213
  %216 = fadd double 2.000000e+00, %213
  %217 = fdiv double %213, %216
  %218 = fmul double %217, %217
  %219 = fmul double %218, %218
  %220 = fmul double %219, 0x3FC39A09D078C69F
  %221 = fadd double 0x3FCC71C51D8E78AF, %220
  %222 = fmul double %219, %221
  %223 = fadd double 0x3FD999999997FA04, %222
  %224 = fmul double %219, %223
  %225 = fmul double %219, 0x3FC2F112DF3E5244
  %226 = fadd double 0x3FC7466496CB03DE, %225
  %227 = fmul double %219, %226
  %228 = fadd double 0x3FD2492494229359, %227
  %229 = fmul double %219, %228
  %230 = fadd double 0x3FE5555555555593, %229
  %231 = fmul double %218, %230
  %232 = fadd double %231, %224
  %233 = sitofp i64 %206 to double
  %234 = fadd double %215, %232
  %235 = fmul double %217, %234
  %236 = fmul double %233, 0x3DEA39EF35793C76
  %237 = fadd double %235, %236
  %238 = fsub double %237, %215
  %239 = fadd double %238, %213
  %240 = fmul double %233, 0x3FE62E42FEE00000
  %241 = fadd double %239, %240
  %242 = fmul double -2.000000e+00, %241
  %243 = call double @llvm.sqrt.f64(double %242)
  %244 = fmul double 0x401921FB54442D18, %201
  %245 = fmul double %244, 0x3FE45F306DC9C883
  %246 = fadd double %245, 0x4338000000000000
  %247 = bitcast double %246 to i64
  %248 = fsub double %246, 0x4338000000000000
  %249 = fmul double %248, 0x3FF921FB54400000
  %250 = fsub double %244, %249
  %251 = fmul double %248, 0x3DD0B4611A626331
  %252 = fmul double %248, 0x3DD0B4611A600000
  %253 = fsub double %250, %252
  %254 = fmul double %248, 0x3BA3198A2E037073
  %255 = fsub double %250, %253
  %256 = fsub double %255, %252
  %257 = fsub double %254, %256
  %258 = fsub double %250, %251
  %259 = bitcast double %244 to i64
  %260 = lshr i64 %259, 52
  %261 = and i64 %260, 2047
  %262 = bitcast double %258 to i64
  %263 = lshr i64 %262, 52
  %264 = and i64 %263, 2047
  %265 = add i64 %264, 16
  %266 = icmp ult i64 %265, %261
  %267 = select i1 %266, double %253, double %250
  %268 = select i1 %266, double %257, double %251
  %269 = fsub double %267, %268
  %270 = fsub double %267, %269
  %271 = fsub double %270, %268
  %272 = fmul double %269, %269
  %273 = fmul double %272, %272
  %274 = fmul double %272, 0x3EFA01A019CB1590
  %275 = fadd double 0xBF56C16C16C15177, %274
  %276 = fmul double %272, %275
  %277 = fadd double 0x3FA555555555554C, %276
  %278 = fmul double %272, %277
  %279 = fmul double %272, 0xBDA8FAE9BE8838D4
  %280 = fadd double 0x3E21EE9EBDB4B1C4, %279
  %281 = fmul double %272, %280
  %282 = fadd double 0xBE927E4F809C52AD, %281
  %283 = fmul double %273, %273
  %284 = fmul double %283, %282
  %285 = fadd double %278, %284
  %286 = fmul double 5.000000e-01, %272
  %287 = fsub double 1.000000e+00, %286
  %288 = fsub double 1.000000e+00, %287
  %289 = fsub double %288, %286
  %290 = fmul double %272, %285
  %291 = fmul double %269, %271
  %292 = fsub double %290, %291
  %293 = fadd double %289, %292
  %294 = fadd double %287, %293
  %295 = fmul double %269, %269
  %296 = fmul double %295, %295
  %297 = fmul double %295, 0x3EC71DE357B1FE7D
  %298 = fadd double 0xBF2A01A019C161D5, %297
  %299 = fmul double %295, %298
  %300 = fadd double 0x3F8111111110F8A6, %299
  %301 = fmul double %295, 0x3DE5D93A5ACFD57C
  %302 = fadd double 0xBE5AE5E68A2B9CEB, %301
  %303 = fmul double %295, %296
  %304 = fmul double %303, %302
  %305 = fadd double %300, %304
  %306 = fmul double %295, %269
  %307 = fmul double 5.000000e-01, %271
  %308 = fmul double %306, %305
  %309 = fsub double %307, %308
  %310 = fmul double %295, %309
  %311 = fsub double %310, %271
  %312 = fmul double %306, 0xBFC5555555555549
  %313 = fsub double %311, %312
  %314 = fsub double %269, %313
  %315 = fneg double %294
  %316 = fneg double %314
  %317 = and i64 %247, 1
  %318 = and i64 %247, 2
  %319 = icmp eq i64 %317, 1
  %320 = icmp eq i64 %318, 2
  %321 = select i1 %320, double %315, double %294
  %322 = select i1 %320, double %314, double %316
  %323 = select i1 %319, double %322, double %321
  %324 = fmul double %243, %323
  %325 = fptrunc double %324 to float
  %326 = fmul float %325, %noise_scale3
  %327 = fadd float %27, %326
  %bits = bitcast float %327 to i32
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
  %328 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %329 = load float, ptr %328, align 4
  %330 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %331 = load float, ptr addrspace(1) %330, align 4
  %332 = fsub float %331, %329
  %333 = fmul float 2.000000e+00, %332
  %334 = fmul float 5.000000e-01, %333
  %335 = fneg float %334
  %336 = fmul float %335, %eta
  %337 = fsub float %329, %336
  %338 = fmul float 0.000000e+00, %noise_scale3
  %339 = fadd float %337, %338
  %bits18 = bitcast float %337 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %328, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %340 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %341 = load float, ptr %14, align 4
  store float %341, ptr addrspace(1) %340, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %342, %feature.body ]
  %326 = icmp ult i64 %feature, %n_features
  br i1 %326, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %327 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %328 = load float, ptr addrspace(1) %327, align 4
  %329 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = fsub float %330, %328
  %332 = fmul float 2.000000e+00, %331
  %333 = fmul float 5.000000e-01, %332
  %334 = fneg float %333
  %335 = fmul float %334, %eta
  %336 = fsub float %328, %335
  %337 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %338 = load float, ptr addrspace(1) %337, align 4
  %339 = fmul float %338, %noise_scale3
  %340 = fadd float %336, %339
  %341 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %340 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %341, align 4
  %342 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then6:                              ; preds = %quiet
  br label %uniform_sinks.done7

uniform_sinks.done7:                              ; preds = %uniform_sinks.then6, %quiet
  br label %feature.header8

feature.header8:                                  ; preds = %feature.body9, %uniform_sinks.done7
  %feature11 = phi i64 [ %lane, %uniform_sinks.done7 ], [ %357, %feature.body9 ]
  %343 = icmp ult i64 %feature11, %n_features
  br i1 %343, label %feature.body9, label %feature.exit10

feature.body9:                                    ; preds = %feature.header8
  %344 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %347 = load float, ptr addrspace(1) %346, align 4
  %348 = fsub float %347, %345
  %349 = fmul float 2.000000e+00, %348
  %350 = fmul float 5.000000e-01, %349
  %351 = fneg float %350
  %352 = fmul float %351, %eta
  %353 = fsub float %345, %352
  %354 = fmul float 0.000000e+00, %noise_scale3
  %355 = fadd float %353, %354
  %356 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %bits12 = bitcast float %353 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %356, align 4
  %357 = add i64 %feature11, 256
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
