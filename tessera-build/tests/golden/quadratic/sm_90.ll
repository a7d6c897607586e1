; ModuleID = 'quadratic'
source_filename = "quadratic.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i64 %key0, i64 %key1) #0 {
entry:
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %2 = icmp ult i64 %row, %n_rows
  br i1 %2, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %3 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %stored, %row.then
  %step = phi i64 [ 0, %row.then ], [ %7, %stored ]
  %5 = icmp ult i64 %step, %steps
  br i1 %5, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %key1_step = add i64 %key1, %step
  %6 = icmp ne i32 %draw_noise, 0
  br i1 %6, label %noise, label %quiet

step.exit:                                        ; preds = %step.header
  br label %row.done

noise:                                            ; preds = %step.body
  br label %feature.header

quiet:                                            ; preds = %step.body
  br label %feature.header1

stored:                                           ; preds = %feature.exit3, %feature.exit
  %7 = add i64 %step, 1
  br label %step.header

feature.header:                                   ; preds = %feature.body, %noise
  %feature = phi i64 [ %lane, %noise ], [ %352, %feature.body ]
  %8 = icmp ult i64 %feature, %n_features
  br i1 %8, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %9 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fsub float %10, %12
  %14 = fmul float 2.000000e+00, %13
  %15 = fmul float 5.000000e-01, %14
  %16 = fneg float %15
  %17 = fmul float %16, %eta
  %18 = fsub float %12, %17
  %19 = mul i64 %row, %n_features
  %20 = add i64 %19, %feature
  %21 = trunc i64 %key0 to i32
  %22 = lshr i64 %key0, 32
  %23 = trunc i64 %22 to i32
  %24 = trunc i64 %20 to i32
  %25 = trunc i64 %key1_step to i32
  %26 = lshr i64 %key1_step, 32
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %20, 32
  %29 = trunc i64 %28 to i32
  %30 = zext i32 %24 to i64
  %31 = mul i64 3528531795, %30
  %32 = zext i32 %27 to i64
  %33 = mul i64 3449720151, %32
  %34 = lshr i64 %31, 32
  %35 = trunc i64 %34 to i32
  %36 = trunc i64 %31 to i32
  %37 = lshr i64 %33, 32
  %38 = trunc i64 %37 to i32
  %39 = trunc i64 %33 to i32
  %40 = xor i32 %38, %25
  %41 = xor i32 %40, %21
  %42 = xor i32 %35, %29
  %43 = xor i32 %42, %23
  %44 = add i32 %21, -1640531527
  %45 = add i32 %23, -1150833019
  %46 = zext i32 %41 to i64
  %47 = mul i64 3528531795, %46
  %48 = zext i32 %43 to i64
  %49 = mul i64 3449720151, %48
  %50 = lshr i64 %47, 32
  %51 = trunc i64 %50 to i32
  %52 = trunc i64 %47 to i32
  %53 = lshr i64 %49, 32
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %49 to i32
  %56 = xor i32 %54, %39
  %57 = xor i32 %56, %44
  %58 = xor i32 %51, %36
  %59 = xor i32 %58, %45
  %60 = add i32 %44, -1640531527
  %61 = add i32 %45, -1150833019
  %62 = zext i32 %57 to i64
  %63 = mul i64 3528531795, %62
  %64 = zext i32 %59 to i64
  %65 = mul i64 3449720151, %64
  %66 = lshr i64 %63, 32
  %67 = trunc i64 %66 to i32
  %68 = trunc i64 %63 to i32
  %69 = lshr i64 %65, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %65 to i32
  %72 = xor i32 %70, %55
  %73 = xor i32 %72, %60
  %74 = xor i32 %67, %52
  %75 = xor i32 %74, %61
  %76 = add i32 %60, -1640531527
  %77 = add i32 %61, -1150833019
  %78 = zext i32 %73 to i64
  %79 = mul i64 3528531795, %78
  %80 = zext i32 %75 to i64
  %81 = mul i64 3449720151, %80
  %82 = lshr i64 %79, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %79 to i32
  %85 = lshr i64 %81, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %81 to i32
  %88 = xor i32 %86, %71
  %89 = xor i32 %88, %76
  %90 = xor i32 %83, %68
  %91 = xor i32 %90, %77
  %92 = add i32 %76, -1640531527
  %93 = add i32 %77, -1150833019
  %94 = zext i32 %89 to i64
  %95 = mul i64 3528531795, %94
  %96 = zext i32 %91 to i64
  %97 = mul i64 3449720151, %96
  %98 = lshr i64 %95, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %95 to i32
  %101 = lshr i64 %97, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %97 to i32
  %104 = xor i32 %102, %87
  %105 = xor i32 %104, %92
  %106 = xor i32 %99, %84
  %107 = xor i32 %106, %93
  %108 = add i32 %92, -1640531527
  %109 = add i32 %93, -1150833019
  %110 = zext i32 %105 to i64
  %111 = mul i64 3528531795, %110
  %112 = zext i32 %107 to i64
  %113 = mul i64 3449720151, %112
  %114 = lshr i64 %111, 32
  %115 = trunc i64 %114 to i32
  %116 = trunc i64 %111 to i32
  %117 = lshr i64 %113, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %113 to i32
  %120 = xor i32 %118, %103
  %121 = xor i32 %120, %108
  %122 = xor i32 %115, %100
  %123 = xor i32 %122, %109
  %124 = add i32 %108, -1640531527
  %125 = add i32 %109, -1150833019
  %126 = zext i32 %121 to i64
  %127 = mul i64 3528531795, %126
  %128 = zext i32 %123 to i64
  %129 = mul i64 3449720151, %128
  %130 = lshr i64 %127, 32
  %131 = trunc i64 %130 to i32
  %132 = trunc i64 %127 to i32
  %133 = lshr i64 %129, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %129 to i32
  %136 = xor i32 %134, %119
  %137 = xor i32 %136, %124
  %138 = xor i32 %131, %116
  %139 = xor i32 %138, %125
  %140 = add i32 %124, -1640531527
  %141 = add i32 %125, -1150833019
  %142 = zext i32 %137 to i64
  %143 = mul i64 3528531795, %142
  %144 = zext i32 %139 to i64
  %145 = mul i64 3449720151, %144
  %146 = lshr i64 %143, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %143 to i32
  %149 = lshr i64 %145, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %145 to i32
  %152 = xor i32 %150, %135
  %153 = xor i32 %152, %140
  %154 = xor i32 %147, %132
  %155 = xor i32 %154, %141
  %156 = add i32 %140, -1640531527
  %157 = add i32 %141, -1150833019
  %158 = zext i32 %153 to i64
  %159 = mul i64 3528531795, %158
  %160 = zext i32 %155 to i64
  %161 = mul i64 3449720151, %160
  %162 = lshr i64 %159, 32
  %163 = trunc i64 %162 to i32
  %164 = trunc i64 %159 to i32
  %165 = lshr i64 %161, 32
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %161 to i32
  %168 = xor i32 %166, %151
  %169 = xor i32 %168, %156
  %170 = xor i32 %163, %148
  %171 = xor i32 %170, %157
  %172 = add i32 %156, -1640531527
  %173 = add i32 %157, -1150833019
  %174 = zext i32 %169 to i64
  %175 = mul i64 3528531795, %174
  %176 = zext i32 %171 to i64
  %177 = mul i64 3449720151, %176
  %178 = lshr i64 %175, 32
  %179 = trunc i64 %178 to i32
  %180 = trunc i64 %175 to i32
  %181 = lshr i64 %177, 32
  %182 = trunc i64 %181 to i32
  %183 = trunc i64 %177 to i32
  %184 = xor i32 %182, %167
  %185 = xor i32 %184, %172
  %186 = xor i32 %179, %164
  %187 = xor i32 %186, %173
  %188 = uitofp i32 %185 to double
  %189 = fadd double %188, 5.000000e-01
  %190 = fmul double %189, 0x3DF0000000000000
  %191 = uitofp i32 %183 to double
  %192 = fadd double %191, 5.000000e-01
  %193 = fmul double %192, 0x3DF0000000000000
  %194 = fcmp olt double %190, 0x10000000000000
  %195 = fmul double %190, 0x4350000000000000
  %196 = select i1 %194, double %195, double %190
  %197 = select i1 %194, i64 1077, i64 1023
  %198 = bitcast double %196 to i64
  %199 = lshr i64 %198, 32
  %200 = add i64 %199, 614242
  %201 = lshr i64 %200, 20
  %202 = sub i64 %201, %197
  %203 = and i64 %200, 1048575
  %204 = add i64 %203, 1072079006
  %205 = shl i64 %204, 32
  %206 = and i64 %198, 4294967295
  %207 = or i64 %205, %206
  %208 = bitcast i64 %207 to double
  %209 = fsub double %208, 1.000000e+00
  %210 = fmul double 5.000000e-01, %209
  %211 = fmul double %210, %209
  %212 = fadd double 2.000000e+00, %209
  %213 = fdiv double %209, %212
  %214 = fmul double %213, %213
  %215 = fmul double %214, %214
  %216 = fmul double %215, 0x3FC39A09D078C69F
  %217 = fadd double 0x3FCC71C51D8E78AF, %216
  %218 = fmul double %215, %217
  %219 = fadd double 0x3FD999999997FA04, %218
  %220 = fmul double %215, %219
  %221 = fmul double %215, 0x3FC2F112DF3E5244
  %222 = fadd double 0x3FC7466496CB03DE, %221
  %223 = fmul double %215, %222
  %224 = fadd double 0x3FD2492494229359, %223
  %225 = fmul double %215, %224
  %226 = fadd double 0x3FE5555555555593, %225
  %227 = fmul double %214, %226
  %228 = fadd double %227, %220
  %229 = sitofp i64 %202 to double
  %230 = fadd double %211, %228
  %231 = fmul double %213, %230
  %232 = fmul double %229, 0x3DEA39EF35793C76
  %233 = fadd double %231, %232
  %234 = fsub double %233, %211
  %235 = fadd double %234, %209
  %236 = fmul double %229, 0x3FE62E42FEE00000
  %237 = fadd double %235, %236
  %238 = fcmp oeq double %190, 0x7FF0000000000000
  %239 = select i1 %238, double 0x7FF0000000000000, double %237
  %240 = fcmp oeq double %190, 0.000000e+00
  %241 = select i1 %240, double 0xFFF0000000000000, double %239
  %242 = fcmp olt double %190, 0.000000e+00
  %243 = fcmp uno double %190, %190
  %244 = or i1 %242, %243
  %245 = select i1 %244, double 0x7FF8000000000000, double %241
  %246 = fmul double -2.000000e+00, %245
  %247 = call double @llvm.sqrt.f64(double %246)
  %248 = fmul double 0x401921FB54442D18, %193
  %249 = fmul double %248, 0x3FE45F306DC9C883
  %250 = fadd double %249, 0x4338000000000000
  %251 = bitcast double %250 to i64
  %252 = fsub double %250, 0x4338000000000000
  %253 = fmul double %252, 0x3FF921FB54400000
  %254 = fsub double %248, %253
  %255 = fmul double %252, 0x3DD0B4611A626331
  %256 = fmul double %252, 0x3DD0B4611A600000
  %257 = fsub double %254, %256
  %258 = fmul double %252, 0x3BA3198A2E037073
  %259 = fsub double %254, %257
  %260 = fsub double %259, %256
  %261 = fsub double %258, %260
  %262 = fmul double %252, 0x3BA3198A2E000000
  %263 = fsub double %257, %262
  %264 = fmul double %252, 0x397B839A252049C1
  %265 = fsub double %257, %263
  %266 = fsub double %265, %262
  %267 = fsub double %264, %266
  %268 = fsub double %254, %255
  %269 = fsub double %257, %261
  %270 = bitcast double %248 to i64
  %271 = lshr i64 %270, 52
  %272 = and i64 %271, 2047
  %273 = bitcast double %268 to i64
  %274 = lshr i64 %273, 52
  %275 = and i64 %274, 2047
  %276 = bitcast double %269 to i64
  %277 = lshr i64 %276, 52
  %278 = and i64 %277, 2047
  %279 = add i64 %275, 16
  %280 = icmp ult i64 %279, %272
  %281 = add i64 %278, 49
  %282 = icmp ult i64 %281, %272
  %283 = select i1 %282, double %263, double %257
  %284 = select i1 %282, double %267, double %261
  %285 = select i1 %280, double %283, double %254
  %286 = select i1 %280, double %284, double %255
  %287 = fsub double %285, %286
  %288 = fsub double %285, %287
  %289 = fsub double %288, %286
  %290 = fmul double %287, %287
  %291 = fmul double %290, %290
  %292 = fmul double %290, 0x3EFA01A019CB1590
  %293 = fadd double 0xBF56C16C16C15177, %292
  %294 = fmul double %290, %293
  %295 = fadd double 0x3FA555555555554C, %294
  %296 = fmul double %290, %295
  %297 = fmul double %290, 0xBDA8FAE9BE8838D4
  %298 = fadd double 0x3E21EE9EBDB4B1C4, %297
  %299 = fmul double %290, %298
  %300 = fadd double 0xBE927E4F809C52AD, %299
  %301 = fmul double %291, %291
  %302 = fmul double %301, %300
  %303 = fadd double %296, %302
  %304 = fmul double 5.000000e-01, %290
  %305 = fsub double 1.000000e+00, %304
  %306 = fsub double 1.000000e+00, %305
  %307 = fsub double %306, %304
  %308 = fmul double %290, %303
  %309 = fmul double %287, %289
  %310 = fsub double %308, %309
  %311 = fadd double %307, %310
  %312 = fadd double %305, %311
  %313 = fmul double %287, %287
  %314 = fmul double %313, %313
  %315 = fmul double %313, 0x3EC71DE357B1FE7D
  %316 = fadd double 0xBF2A01A019C161D5, %315
  %317 = fmul double %313, %316
  %318 = fadd double 0x3F8111111110F8A6, %317
  %319 = fmul double %313, 0x3DE5D93A5ACFD57C
  %320 = fadd double 0xBE5AE5E68A2B9CEB, %319
  %321 = fmul double %313, %314
  %322 = fmul double %321, %320
  %323 = fadd double %318, %322
  %324 = fmul double %313, %287
  %325 = fmul double 5.000000e-01, %289
  %326 = fmul double %324, %323
  %327 = fsub double %325, %326
  %328 = fmul double %313, %327
  %329 = fsub double %328, %289
  %330 = fmul double %324, 0xBFC5555555555549
  %331 = fsub double %329, %330
  %332 = fsub double %287, %331
  %333 = fneg double %312
  %334 = fneg double %332
  %335 = and i64 %251, 1
  %336 = and i64 %251, 2
  %337 = icmp eq i64 %335, 1
  %338 = icmp eq i64 %336, 2
  %339 = select i1 %338, double %333, double %312
  %340 = select i1 %338, double %332, double %334
  %341 = select i1 %337, double %340, double %339
  %342 = bitcast double %248 to i64
  %343 = and i64 %342, 9223372036854775807
  %344 = bitcast i64 %343 to double
  %345 = fcmp olt double %344, 0x413921FB00000000
  %346 = select i1 %345, double %341, double 0x7FF8000000000000
  %347 = fmul double %247, %346
  %348 = fptrunc double %347 to float
  %349 = fmul float %348, %noise_scale
  %350 = fadd float %18, %349
  %351 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  store float %350, ptr addrspace(1) %351, align 4
  %352 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %stored

feature.header1:                                  ; preds = %feature.body2, %quiet
  %feature4 = phi i64 [ %lane, %quiet ], [ %365, %feature.body2 ]
  %353 = icmp ult i64 %feature4, %n_features
  br i1 %353, label %feature.body2, label %feature.exit3

feature.body2:                                    ; preds = %feature.header1
  %354 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature4
  %355 = load float, ptr addrspace(1) %354, align 4
  %356 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature4
  %357 = load float, ptr addrspace(1) %356, align 4
  %358 = fsub float %355, %357
  %359 = fmul float 2.000000e+00, %358
  %360 = fmul float 5.000000e-01, %359
  %361 = fneg float %360
  %362 = fmul float %361, %eta
  %363 = fsub float %357, %362
  %364 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature4
  store float %363, ptr addrspace(1) %364, align 4
  %365 = add i64 %feature4, 256
  br label %feature.header1

feature.exit3:                                    ; preds = %feature.header1
  br label %stored
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
