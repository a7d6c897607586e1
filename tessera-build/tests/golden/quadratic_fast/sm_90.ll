; ModuleID = 'quadratic_fast'
source_filename = "quadratic_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_fast_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %quad_normal = alloca [1 x float], align 4
  %quad_held = alloca [4 x float], align 4
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
  %last_row = sub i64 %n_rows, 1
  %row_read = select i1 %present, i64 %row, i64 %last_row
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %2 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %3 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %4 = getelementptr inbounds float, ptr %state_regs, i64 0
  %5 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done37, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %4, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %430, %noise.done ]
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
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then36, label %store.done37

quad_noise.then:                                  ; preds = %step.body
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %step.body
  %draw15 = icmp ne i32 %draw_noise, 0
  br i1 %draw15, label %noise, label %quiet

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_slot = and i64 %quad_lane, 0
  %14 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %14
  %15 = mul i64 %quad_slot, 4
  %quad_feature = add i64 %lane, %15
  %feature4 = add i64 %quad_feature, 0
  %16 = add i64 %n_features, 3
  %groups = lshr i64 %16, 2
  %17 = mul i64 %row_read, %groups
  %18 = lshr i64 %feature4, 2
  %group5 = add i64 %17, %18
  %19 = trunc i64 %key0 to i32
  %20 = lshr i64 %key0, 32
  %21 = trunc i64 %20 to i32
  %22 = trunc i64 %group5 to i32
  %23 = trunc i64 %quad_key1_step to i32
  %24 = lshr i64 %quad_key1_step, 32
  %25 = trunc i64 %24 to i32
  %26 = lshr i64 %group5, 32
  %27 = trunc i64 %26 to i32
  %28 = zext i32 %22 to i64
  %29 = mul i64 3528531795, %28
  %30 = zext i32 %25 to i64
  %31 = mul i64 3449720151, %30
  %32 = lshr i64 %29, 32
  %33 = trunc i64 %32 to i32
  %34 = trunc i64 %29 to i32
  %35 = lshr i64 %31, 32
  %36 = trunc i64 %35 to i32
  %37 = trunc i64 %31 to i32
  %38 = xor i32 %36, %23
  %39 = xor i32 %38, %19
  %40 = xor i32 %33, %27
  %41 = xor i32 %40, %21
  %42 = add i32 %19, -1640531527
  %43 = add i32 %21, -1150833019
  %44 = zext i32 %39 to i64
  %45 = mul i64 3528531795, %44
  %46 = zext i32 %41 to i64
  %47 = mul i64 3449720151, %46
  %48 = lshr i64 %45, 32
  %49 = trunc i64 %48 to i32
  %50 = trunc i64 %45 to i32
  %51 = lshr i64 %47, 32
  %52 = trunc i64 %51 to i32
  %53 = trunc i64 %47 to i32
  %54 = xor i32 %52, %37
  %55 = xor i32 %54, %42
  %56 = xor i32 %49, %34
  %57 = xor i32 %56, %43
  %58 = add i32 %42, -1640531527
  %59 = add i32 %43, -1150833019
  %60 = zext i32 %55 to i64
  %61 = mul i64 3528531795, %60
  %62 = zext i32 %57 to i64
  %63 = mul i64 3449720151, %62
  %64 = lshr i64 %61, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %61 to i32
  %67 = lshr i64 %63, 32
  %68 = trunc i64 %67 to i32
  %69 = trunc i64 %63 to i32
  %70 = xor i32 %68, %53
  %71 = xor i32 %70, %58
  %72 = xor i32 %65, %50
  %73 = xor i32 %72, %59
  %74 = add i32 %58, -1640531527
  %75 = add i32 %59, -1150833019
  %76 = zext i32 %71 to i64
  %77 = mul i64 3528531795, %76
  %78 = zext i32 %73 to i64
  %79 = mul i64 3449720151, %78
  %80 = lshr i64 %77, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %77 to i32
  %83 = lshr i64 %79, 32
  %84 = trunc i64 %83 to i32
  %85 = trunc i64 %79 to i32
  %86 = xor i32 %84, %69
  %87 = xor i32 %86, %74
  %88 = xor i32 %81, %66
  %89 = xor i32 %88, %75
  %90 = add i32 %74, -1640531527
  %91 = add i32 %75, -1150833019
  %92 = zext i32 %87 to i64
  %93 = mul i64 3528531795, %92
  %94 = zext i32 %89 to i64
  %95 = mul i64 3449720151, %94
  %96 = lshr i64 %93, 32
  %97 = trunc i64 %96 to i32
  %98 = trunc i64 %93 to i32
  %99 = lshr i64 %95, 32
  %100 = trunc i64 %99 to i32
  %101 = trunc i64 %95 to i32
  %102 = xor i32 %100, %85
  %103 = xor i32 %102, %90
  %104 = xor i32 %97, %82
  %105 = xor i32 %104, %91
  %106 = add i32 %90, -1640531527
  %107 = add i32 %91, -1150833019
  %108 = zext i32 %103 to i64
  %109 = mul i64 3528531795, %108
  %110 = zext i32 %105 to i64
  %111 = mul i64 3449720151, %110
  %112 = lshr i64 %109, 32
  %113 = trunc i64 %112 to i32
  %114 = trunc i64 %109 to i32
  %115 = lshr i64 %111, 32
  %116 = trunc i64 %115 to i32
  %117 = trunc i64 %111 to i32
  %118 = xor i32 %116, %101
  %119 = xor i32 %118, %106
  %120 = xor i32 %113, %98
  %121 = xor i32 %120, %107
  %122 = add i32 %106, -1640531527
  %123 = add i32 %107, -1150833019
  %124 = zext i32 %119 to i64
  %125 = mul i64 3528531795, %124
  %126 = zext i32 %121 to i64
  %127 = mul i64 3449720151, %126
  %128 = lshr i64 %125, 32
  %129 = trunc i64 %128 to i32
  %130 = trunc i64 %125 to i32
  %131 = lshr i64 %127, 32
  %132 = trunc i64 %131 to i32
  %133 = trunc i64 %127 to i32
  %134 = xor i32 %132, %117
  %135 = xor i32 %134, %122
  %136 = xor i32 %129, %114
  %137 = xor i32 %136, %123
  %138 = add i32 %122, -1640531527
  %139 = add i32 %123, -1150833019
  %140 = zext i32 %135 to i64
  %141 = mul i64 3528531795, %140
  %142 = zext i32 %137 to i64
  %143 = mul i64 3449720151, %142
  %144 = lshr i64 %141, 32
  %145 = trunc i64 %144 to i32
  %146 = trunc i64 %141 to i32
  %147 = lshr i64 %143, 32
  %148 = trunc i64 %147 to i32
  %149 = trunc i64 %143 to i32
  %150 = xor i32 %148, %133
  %151 = xor i32 %150, %138
  %152 = xor i32 %145, %130
  %153 = xor i32 %152, %139
  %154 = add i32 %138, -1640531527
  %155 = add i32 %139, -1150833019
  %156 = zext i32 %151 to i64
  %157 = mul i64 3528531795, %156
  %158 = zext i32 %153 to i64
  %159 = mul i64 3449720151, %158
  %160 = lshr i64 %157, 32
  %161 = trunc i64 %160 to i32
  %162 = trunc i64 %157 to i32
  %163 = lshr i64 %159, 32
  %164 = trunc i64 %163 to i32
  %165 = trunc i64 %159 to i32
  %166 = xor i32 %164, %149
  %167 = xor i32 %166, %154
  %168 = xor i32 %161, %146
  %169 = xor i32 %168, %155
  %170 = add i32 %154, -1640531527
  %171 = add i32 %155, -1150833019
  %172 = zext i32 %167 to i64
  %173 = mul i64 3528531795, %172
  %174 = zext i32 %169 to i64
  %175 = mul i64 3449720151, %174
  %176 = lshr i64 %173, 32
  %177 = trunc i64 %176 to i32
  %178 = trunc i64 %173 to i32
  %179 = lshr i64 %175, 32
  %180 = trunc i64 %179 to i32
  %181 = trunc i64 %175 to i32
  %182 = xor i32 %180, %165
  %183 = xor i32 %182, %170
  %184 = xor i32 %177, %162
  %185 = xor i32 %184, %171
  %186 = lshr i32 %183, 9
  %187 = sitofp i32 %186 to float
  %188 = fadd float %187, 5.000000e-01
  %189 = fmul float %188, 0x3E80000000000000
  %190 = lshr i32 %181, 9
  %191 = sitofp i32 %190 to float
  %192 = fadd float %191, 5.000000e-01
  %193 = fmul float %192, 0x3E80000000000000
  %194 = bitcast float %189 to i32
  %195 = add i32 %194, 4913933
  %196 = lshr i32 %195, 23
  %197 = sub i32 %196, 127
  %198 = and i32 %195, 8388607
  %199 = add i32 %198, 1060439283
  %200 = bitcast i32 %199 to float
  %201 = fsub float %200, 1.000000e+00
  %202 = fadd float 2.000000e+00, %201
  %203 = fdiv float %201, %202
  %204 = fmul float %203, %203
  %205 = fmul float %204, %204
  %206 = fmul float %205, 0x3FCF13C4C0000000
  %207 = fadd float 0x3FD999C260000000, %206
  %208 = fmul float %205, %207
  %209 = fmul float %205, 0x3FD23D3DC0000000
  %210 = fadd float 0x3FE5555540000000, %209
  %211 = fmul float %204, %210
  %212 = fadd float %211, %208
  %213 = fmul float 5.000000e-01, %201
  %214 = fmul float %213, %201
  %215 = sitofp i32 %197 to float
  %216 = fadd float %214, %212
  %217 = fmul float %203, %216
  %218 = fmul float %215, 0x3EE2FEFA20000000
  %219 = fadd float %217, %218
  %220 = fsub float %219, %214
  %221 = fadd float %220, %201
  %222 = fmul float %215, 0x3FE62E3000000000
  %223 = fadd float %221, %222
  %224 = fmul float -2.000000e+00, %223
  %225 = call float @llvm.sqrt.f32(float %224)
  %226 = fpext float %193 to double
  %227 = fmul double %226, 4.000000e+00
  %228 = fadd double %227, 0x4338000000000000
  %229 = fsub double %228, 0x4338000000000000
  %230 = fsub double %227, %229
  %231 = fmul double %230, 0x3FF921FB54442D18
  %232 = fmul double %231, %231
  %233 = fmul double %232, 0x3EC71DE3A556C734
  %234 = fadd double 0xBF2A01A01A01A01A, %233
  %235 = fmul double %232, %234
  %236 = fadd double 0x3F81111111111111, %235
  %237 = fmul double %232, %236
  %238 = fadd double 0xBFC5555555555555, %237
  %239 = fmul double %231, %232
  %240 = fmul double %239, %238
  %241 = fadd double %231, %240
  %242 = fmul double %232, 0xBE927E4FB7789F5C
  %243 = fadd double 0x3EFA01A01A01A01A, %242
  %244 = fmul double %232, %243
  %245 = fadd double 0xBF56C16C16C16C17, %244
  %246 = fmul double %232, %245
  %247 = fadd double 0x3FA5555555555555, %246
  %248 = fmul double %232, %232
  %249 = fmul double %248, %247
  %250 = fmul double 5.000000e-01, %232
  %251 = fsub double 1.000000e+00, %250
  %252 = fadd double %251, %249
  %253 = fneg double %241
  %254 = fneg double %252
  %255 = bitcast double %228 to i64
  %256 = and i64 %255, 1
  %257 = and i64 %255, 2
  %258 = icmp eq i64 %256, 1
  %259 = icmp eq i64 %257, 2
  %260 = select i1 %259, double %253, double %241
  %261 = select i1 %259, double %254, double %252
  %262 = select i1 %258, double %261, double %260
  %263 = select i1 %259, double %254, double %252
  %264 = select i1 %259, double %241, double %253
  %265 = select i1 %258, double %264, double %263
  %266 = fptrunc double %262 to float
  %267 = fptrunc double %265 to float
  %268 = fmul float %225, %267
  %269 = fmul float %225, %266
  %270 = lshr i32 %185, 9
  %271 = sitofp i32 %270 to float
  %272 = fadd float %271, 5.000000e-01
  %273 = fmul float %272, 0x3E80000000000000
  %274 = lshr i32 %178, 9
  %275 = sitofp i32 %274 to float
  %276 = fadd float %275, 5.000000e-01
  %277 = fmul float %276, 0x3E80000000000000
  %278 = bitcast float %273 to i32
  %279 = add i32 %278, 4913933
  %280 = lshr i32 %279, 23
  %281 = sub i32 %280, 127
  %282 = and i32 %279, 8388607
  %283 = add i32 %282, 1060439283
  %284 = bitcast i32 %283 to float
  %285 = fsub float %284, 1.000000e+00
  %286 = fadd float 2.000000e+00, %285
  %287 = fdiv float %285, %286
  %288 = fmul float %287, %287
  %289 = fmul float %288, %288
  %290 = fmul float %289, 0x3FCF13C4C0000000
  %291 = fadd float 0x3FD999C260000000, %290
  %292 = fmul float %289, %291
  %293 = fmul float %289, 0x3FD23D3DC0000000
  %294 = fadd float 0x3FE5555540000000, %293
  %295 = fmul float %288, %294
  %296 = fadd float %295, %292
  %297 = fmul float 5.000000e-01, %285
  %298 = fmul float %297, %285
  %299 = sitofp i32 %281 to float
  %300 = fadd float %298, %296
  %301 = fmul float %287, %300
  %302 = fmul float %299, 0x3EE2FEFA20000000
  %303 = fadd float %301, %302
  %304 = fsub float %303, %298
  %305 = fadd float %304, %285
  %306 = fmul float %299, 0x3FE62E3000000000
  %307 = fadd float %305, %306
  %308 = fmul float -2.000000e+00, %307
  %309 = call float @llvm.sqrt.f32(float %308)
  %310 = fpext float %277 to double
  %311 = fmul double %310, 4.000000e+00
  %312 = fadd double %311, 0x4338000000000000
  %313 = fsub double %312, 0x4338000000000000
  %314 = fsub double %311, %313
  %315 = fmul double %314, 0x3FF921FB54442D18
  %316 = fmul double %315, %315
  %317 = fmul double %316, 0x3EC71DE3A556C734
  %318 = fadd double 0xBF2A01A01A01A01A, %317
  %319 = fmul double %316, %318
  %320 = fadd double 0x3F81111111111111, %319
  %321 = fmul double %316, %320
  %322 = fadd double 0xBFC5555555555555, %321
  %323 = fmul double %315, %316
  %324 = fmul double %323, %322
  %325 = fadd double %315, %324
  %326 = fmul double %316, 0xBE927E4FB7789F5C
  %327 = fadd double 0x3EFA01A01A01A01A, %326
  %328 = fmul double %316, %327
  %329 = fadd double 0xBF56C16C16C16C17, %328
  %330 = fmul double %316, %329
  %331 = fadd double 0x3FA5555555555555, %330
  %332 = fmul double %316, %316
  %333 = fmul double %332, %331
  %334 = fmul double 5.000000e-01, %316
  %335 = fsub double 1.000000e+00, %334
  %336 = fadd double %335, %333
  %337 = fneg double %325
  %338 = fneg double %336
  %339 = bitcast double %312 to i64
  %340 = and i64 %339, 1
  %341 = and i64 %339, 2
  %342 = icmp eq i64 %340, 1
  %343 = icmp eq i64 %341, 2
  %344 = select i1 %343, double %337, double %325
  %345 = select i1 %343, double %338, double %336
  %346 = select i1 %342, double %345, double %344
  %347 = select i1 %343, double %338, double %336
  %348 = select i1 %343, double %325, double %337
  %349 = select i1 %342, double %348, double %347
  %350 = fptrunc double %346 to float
  %351 = fptrunc double %349 to float
  %352 = fmul float %309, %351
  %353 = fmul float %309, %350
  %354 = add i64 %quad_lane, 4
  %quad_send = and i64 %354, 3
  %355 = and i64 %quad_send, 1
  %356 = icmp ne i64 %355, 0
  %357 = and i64 %quad_send, 2
  %358 = icmp ne i64 %357, 0
  %359 = select i1 %356, float %269, float %268
  %360 = select i1 %356, float %353, float %352
  %361 = select i1 %358, float %360, float %359
  %362 = bitcast float %361 to i32
  %363 = bitcast i32 %362 to float
  %364 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %363, ptr %364, align 4
  %365 = add i64 %quad_lane, 3
  %quad_send6 = and i64 %365, 3
  %366 = and i64 %quad_send6, 1
  %367 = icmp ne i64 %366, 0
  %368 = and i64 %quad_send6, 2
  %369 = icmp ne i64 %368, 0
  %370 = select i1 %367, float %269, float %268
  %371 = select i1 %367, float %353, float %352
  %372 = select i1 %369, float %371, float %370
  %373 = bitcast float %372 to i32
  %374 = trunc i64 %thread to i32
  %warp_lane = and i32 %374, 31
  %375 = and i32 %warp_lane, -4
  %376 = add i32 %warp_lane, 1
  %377 = and i32 %376, 3
  %quad_source = or i32 %375, %377
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %373, i32 %quad_source, i32 31)
  %378 = bitcast i32 %quad to float
  %379 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %378, ptr %379, align 4
  %380 = add i64 %quad_lane, 2
  %quad_send7 = and i64 %380, 3
  %381 = and i64 %quad_send7, 1
  %382 = icmp ne i64 %381, 0
  %383 = and i64 %quad_send7, 2
  %384 = icmp ne i64 %383, 0
  %385 = select i1 %382, float %269, float %268
  %386 = select i1 %382, float %353, float %352
  %387 = select i1 %384, float %386, float %385
  %388 = bitcast float %387 to i32
  %389 = trunc i64 %thread to i32
  %warp_lane8 = and i32 %389, 31
  %390 = and i32 %warp_lane8, -4
  %391 = add i32 %warp_lane8, 2
  %392 = and i32 %391, 3
  %quad_source9 = or i32 %390, %392
  %quad10 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %388, i32 %quad_source9, i32 31)
  %393 = bitcast i32 %quad10 to float
  %394 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %393, ptr %394, align 4
  %395 = add i64 %quad_lane, 1
  %quad_send11 = and i64 %395, 3
  %396 = and i64 %quad_send11, 1
  %397 = icmp ne i64 %396, 0
  %398 = and i64 %quad_send11, 2
  %399 = icmp ne i64 %398, 0
  %400 = select i1 %397, float %269, float %268
  %401 = select i1 %397, float %353, float %352
  %402 = select i1 %399, float %401, float %400
  %403 = bitcast float %402 to i32
  %404 = trunc i64 %thread to i32
  %warp_lane12 = and i32 %404, 31
  %405 = and i32 %warp_lane12, -4
  %406 = add i32 %warp_lane12, 3
  %407 = and i32 %406, 3
  %quad_source13 = or i32 %405, %407
  %quad14 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %403, i32 %quad_source13, i32 31)
  %408 = bitcast i32 %quad14 to float
  %409 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %408, ptr %409, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %410 = sub i64 4, %quad_lane
  %411 = mul i64 %quad_step, 1
  %412 = add i64 %411, 0
  %413 = add i64 %412, %410
  %quad_round = and i64 %413, 3
  %414 = getelementptr inbounds float, ptr %quad_held, i64 0
  %415 = load float, ptr %414, align 4
  %416 = getelementptr inbounds float, ptr %quad_held, i64 1
  %417 = load float, ptr %416, align 4
  %418 = getelementptr inbounds float, ptr %quad_held, i64 2
  %419 = load float, ptr %418, align 4
  %420 = getelementptr inbounds float, ptr %quad_held, i64 3
  %421 = load float, ptr %420, align 4
  %422 = and i64 %quad_round, 1
  %423 = icmp ne i64 %422, 0
  %424 = and i64 %quad_round, 2
  %425 = icmp ne i64 %424, 0
  %426 = select i1 %423, float %417, float %415
  %427 = select i1 %423, float %421, float %419
  %428 = select i1 %425, float %427, float %426
  %429 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %428, ptr %429, align 4
  br label %quad_noise.done

noise:                                            ; preds = %quad_noise.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %quad_noise.done
  br i1 %present, label %store.then22, label %store.done23

noise.done:                                       ; preds = %store.done23, %store.done
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %430 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %431 = getelementptr inbounds float, ptr %state_regs, i64 0
  %432 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done21, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %433 = getelementptr inbounds float, ptr %state_regs, i64 0
  %434 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done
  %435 = load float, ptr %433, align 4
  %436 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature18
  %437 = load float, ptr addrspace(1) %436, align 4
  %438 = fsub float %437, %435
  %439 = fmul float 2.000000e+00, %438
  %440 = fmul float 5.000000e-01, %439
  %441 = fneg float %440
  %442 = fmul float %441, %eta
  %443 = fsub float %435, %442
  %444 = load float, ptr %434, align 4
  %445 = fmul float %444, %noise_scale3
  %446 = fadd float %443, %445
  %bits = bitcast float %446 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %433, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done
  br label %store.done

store.then22:                                     ; preds = %quiet
  %feature24 = add i64 %lane, 0
  %valid25 = icmp ult i64 %feature24, %n_features
  %447 = getelementptr inbounds float, ptr %state_regs, i64 0
  %448 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then26, label %uniform_sinks.done27

store.done23:                                     ; preds = %slot.done31, %quiet
  br label %noise.done

uniform_sinks.then26:                             ; preds = %store.then22
  br label %uniform_sinks.done27

uniform_sinks.done27:                             ; preds = %uniform_sinks.then26, %store.then22
  %feature28 = add i64 %lane, 0
  %valid29 = icmp ult i64 %feature28, %n_features
  %449 = getelementptr inbounds float, ptr %state_regs, i64 0
  %450 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %uniform_sinks.done27
  %451 = load float, ptr %449, align 4
  %452 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature28
  %453 = load float, ptr addrspace(1) %452, align 4
  %454 = fsub float %453, %451
  %455 = fmul float 2.000000e+00, %454
  %456 = fmul float 5.000000e-01, %455
  %457 = fneg float %456
  %458 = fmul float %457, %eta
  %459 = fsub float %451, %458
  %460 = fmul float 0.000000e+00, %noise_scale3
  %461 = fadd float %459, %460
  %bits32 = bitcast float %459 to i32
  %magnitude33 = and i32 %bits32, 2147483647
  %is_nan34 = icmp ugt i32 %magnitude33, 2139095040
  %canonical35 = select i1 %is_nan34, i32 2143289344, i32 %bits32
  store i32 %canonical35, ptr %449, align 4
  br label %slot.done31

slot.done31:                                      ; preds = %slot.then30, %uniform_sinks.done27
  br label %store.done23

store.then36:                                     ; preds = %step.exit
  %feature38 = add i64 %lane, 0
  %valid39 = icmp ult i64 %feature38, %n_features
  %462 = getelementptr inbounds float, ptr %state_regs, i64 0
  %463 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid39, label %slot.then40, label %slot.done41

store.done37:                                     ; preds = %slot.done41, %step.exit
  br label %row.done

slot.then40:                                      ; preds = %store.then36
  %464 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature38
  %465 = load float, ptr %462, align 4
  store float %465, ptr addrspace(1) %464, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %store.then36
  br label %store.done37
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %quad_normal = alloca [1 x float], align 4
  %quad_held = alloca [4 x float], align 4
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
  %6 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done36, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %7 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %8 = load float, ptr addrspace(1) %7, align 4
  store float %8, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %437, %noise.done ]
  %9 = icmp ult i64 %step, %steps
  br i1 %9, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %10 = load float, ptr %temperature1, align 4
  %11 = fmul float %two_eta, %10
  %12 = fcmp olt float 0.000000e+00, %11
  %13 = call float @llvm.sqrt.f32(float %11)
  %14 = select i1 %12, float %13, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %14, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

step.exit:                                        ; preds = %step.header
  %feature33 = add i64 %lane, 0
  %valid34 = icmp ult i64 %feature33, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  %16 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid34, label %slot.then35, label %slot.done36

quad_noise.then:                                  ; preds = %step.body
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %step.body
  %draw14 = icmp ne i32 %draw_noise, 0
  br i1 %draw14, label %noise, label %quiet

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_slot = and i64 %quad_lane, 0
  %17 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %17
  %18 = mul i64 %quad_slot, 1024
  %quad_feature = add i64 %lane, %18
  %feature4 = add i64 %quad_feature, 0
  %19 = add i64 %n_features, 3
  %groups = lshr i64 %19, 2
  %20 = mul i64 %row, %groups
  %21 = lshr i64 %feature4, 2
  %group = add i64 %20, %21
  %22 = trunc i64 %key0 to i32
  %23 = lshr i64 %key0, 32
  %24 = trunc i64 %23 to i32
  %25 = trunc i64 %group to i32
  %26 = trunc i64 %quad_key1_step to i32
  %27 = lshr i64 %quad_key1_step, 32
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %group, 32
  %30 = trunc i64 %29 to i32
  %31 = zext i32 %25 to i64
  %32 = mul i64 3528531795, %31
  %33 = zext i32 %28 to i64
  %34 = mul i64 3449720151, %33
  %35 = lshr i64 %32, 32
  %36 = trunc i64 %35 to i32
  %37 = trunc i64 %32 to i32
  %38 = lshr i64 %34, 32
  %39 = trunc i64 %38 to i32
  %40 = trunc i64 %34 to i32
  %41 = xor i32 %39, %26
  %42 = xor i32 %41, %22
  %43 = xor i32 %36, %30
  %44 = xor i32 %43, %24
  %45 = add i32 %22, -1640531527
  %46 = add i32 %24, -1150833019
  %47 = zext i32 %42 to i64
  %48 = mul i64 3528531795, %47
  %49 = zext i32 %44 to i64
  %50 = mul i64 3449720151, %49
  %51 = lshr i64 %48, 32
  %52 = trunc i64 %51 to i32
  %53 = trunc i64 %48 to i32
  %54 = lshr i64 %50, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %50 to i32
  %57 = xor i32 %55, %40
  %58 = xor i32 %57, %45
  %59 = xor i32 %52, %37
  %60 = xor i32 %59, %46
  %61 = add i32 %45, -1640531527
  %62 = add i32 %46, -1150833019
  %63 = zext i32 %58 to i64
  %64 = mul i64 3528531795, %63
  %65 = zext i32 %60 to i64
  %66 = mul i64 3449720151, %65
  %67 = lshr i64 %64, 32
  %68 = trunc i64 %67 to i32
  %69 = trunc i64 %64 to i32
  %70 = lshr i64 %66, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %66 to i32
  %73 = xor i32 %71, %56
  %74 = xor i32 %73, %61
  %75 = xor i32 %68, %53
  %76 = xor i32 %75, %62
  %77 = add i32 %61, -1640531527
  %78 = add i32 %62, -1150833019
  %79 = zext i32 %74 to i64
  %80 = mul i64 3528531795, %79
  %81 = zext i32 %76 to i64
  %82 = mul i64 3449720151, %81
  %83 = lshr i64 %80, 32
  %84 = trunc i64 %83 to i32
  %85 = trunc i64 %80 to i32
  %86 = lshr i64 %82, 32
  %87 = trunc i64 %86 to i32
  %88 = trunc i64 %82 to i32
  %89 = xor i32 %87, %72
  %90 = xor i32 %89, %77
  %91 = xor i32 %84, %69
  %92 = xor i32 %91, %78
  %93 = add i32 %77, -1640531527
  %94 = add i32 %78, -1150833019
  %95 = zext i32 %90 to i64
  %96 = mul i64 3528531795, %95
  %97 = zext i32 %92 to i64
  %98 = mul i64 3449720151, %97
  %99 = lshr i64 %96, 32
  %100 = trunc i64 %99 to i32
  %101 = trunc i64 %96 to i32
  %102 = lshr i64 %98, 32
  %103 = trunc i64 %102 to i32
  %104 = trunc i64 %98 to i32
  %105 = xor i32 %103, %88
  %106 = xor i32 %105, %93
  %107 = xor i32 %100, %85
  %108 = xor i32 %107, %94
  %109 = add i32 %93, -1640531527
  %110 = add i32 %94, -1150833019
  %111 = zext i32 %106 to i64
  %112 = mul i64 3528531795, %111
  %113 = zext i32 %108 to i64
  %114 = mul i64 3449720151, %113
  %115 = lshr i64 %112, 32
  %116 = trunc i64 %115 to i32
  %117 = trunc i64 %112 to i32
  %118 = lshr i64 %114, 32
  %119 = trunc i64 %118 to i32
  %120 = trunc i64 %114 to i32
  %121 = xor i32 %119, %104
  %122 = xor i32 %121, %109
  %123 = xor i32 %116, %101
  %124 = xor i32 %123, %110
  %125 = add i32 %109, -1640531527
  %126 = add i32 %110, -1150833019
  %127 = zext i32 %122 to i64
  %128 = mul i64 3528531795, %127
  %129 = zext i32 %124 to i64
  %130 = mul i64 3449720151, %129
  %131 = lshr i64 %128, 32
  %132 = trunc i64 %131 to i32
  %133 = trunc i64 %128 to i32
  %134 = lshr i64 %130, 32
  %135 = trunc i64 %134 to i32
  %136 = trunc i64 %130 to i32
  %137 = xor i32 %135, %120
  %138 = xor i32 %137, %125
  %139 = xor i32 %132, %117
  %140 = xor i32 %139, %126
  %141 = add i32 %125, -1640531527
  %142 = add i32 %126, -1150833019
  %143 = zext i32 %138 to i64
  %144 = mul i64 3528531795, %143
  %145 = zext i32 %140 to i64
  %146 = mul i64 3449720151, %145
  %147 = lshr i64 %144, 32
  %148 = trunc i64 %147 to i32
  %149 = trunc i64 %144 to i32
  %150 = lshr i64 %146, 32
  %151 = trunc i64 %150 to i32
  %152 = trunc i64 %146 to i32
  %153 = xor i32 %151, %136
  %154 = xor i32 %153, %141
  %155 = xor i32 %148, %133
  %156 = xor i32 %155, %142
  %157 = add i32 %141, -1640531527
  %158 = add i32 %142, -1150833019
  %159 = zext i32 %154 to i64
  %160 = mul i64 3528531795, %159
  %161 = zext i32 %156 to i64
  %162 = mul i64 3449720151, %161
  %163 = lshr i64 %160, 32
  %164 = trunc i64 %163 to i32
  %165 = trunc i64 %160 to i32
  %166 = lshr i64 %162, 32
  %167 = trunc i64 %166 to i32
  %168 = trunc i64 %162 to i32
  %169 = xor i32 %167, %152
  %170 = xor i32 %169, %157
  %171 = xor i32 %164, %149
  %172 = xor i32 %171, %158
  %173 = add i32 %157, -1640531527
  %174 = add i32 %158, -1150833019
  %175 = zext i32 %170 to i64
  %176 = mul i64 3528531795, %175
  %177 = zext i32 %172 to i64
  %178 = mul i64 3449720151, %177
  %179 = lshr i64 %176, 32
  %180 = trunc i64 %179 to i32
  %181 = trunc i64 %176 to i32
  %182 = lshr i64 %178, 32
  %183 = trunc i64 %182 to i32
  %184 = trunc i64 %178 to i32
  %185 = xor i32 %183, %168
  %186 = xor i32 %185, %173
  %187 = xor i32 %180, %165
  %188 = xor i32 %187, %174
  %189 = lshr i32 %186, 9
  %190 = sitofp i32 %189 to float
  %191 = fadd float %190, 5.000000e-01
  %192 = fmul float %191, 0x3E80000000000000
  %193 = lshr i32 %184, 9
  %194 = sitofp i32 %193 to float
  %195 = fadd float %194, 5.000000e-01
  %196 = fmul float %195, 0x3E80000000000000
  %197 = bitcast float %192 to i32
  %198 = add i32 %197, 4913933
  %199 = lshr i32 %198, 23
  %200 = sub i32 %199, 127
  %201 = and i32 %198, 8388607
  %202 = add i32 %201, 1060439283
  %203 = bitcast i32 %202 to float
  %204 = fsub float %203, 1.000000e+00
  %205 = fadd float 2.000000e+00, %204
  %206 = fdiv float %204, %205
  %207 = fmul float %206, %206
  %208 = fmul float %207, %207
  %209 = fmul float %208, 0x3FCF13C4C0000000
  %210 = fadd float 0x3FD999C260000000, %209
  %211 = fmul float %208, %210
  %212 = fmul float %208, 0x3FD23D3DC0000000
  %213 = fadd float 0x3FE5555540000000, %212
  %214 = fmul float %207, %213
  %215 = fadd float %214, %211
  %216 = fmul float 5.000000e-01, %204
  %217 = fmul float %216, %204
  %218 = sitofp i32 %200 to float
  %219 = fadd float %217, %215
  %220 = fmul float %206, %219
  %221 = fmul float %218, 0x3EE2FEFA20000000
  %222 = fadd float %220, %221
  %223 = fsub float %222, %217
  %224 = fadd float %223, %204
  %225 = fmul float %218, 0x3FE62E3000000000
  %226 = fadd float %224, %225
  %227 = fmul float -2.000000e+00, %226
  %228 = call float @llvm.sqrt.f32(float %227)
  %229 = fpext float %196 to double
  %230 = fmul double %229, 4.000000e+00
  %231 = fadd double %230, 0x4338000000000000
  %232 = fsub double %231, 0x4338000000000000
  %233 = fsub double %230, %232
  %234 = fmul double %233, 0x3FF921FB54442D18
  %235 = fmul double %234, %234
  %236 = fmul double %235, 0x3EC71DE3A556C734
  %237 = fadd double 0xBF2A01A01A01A01A, %236
  %238 = fmul double %235, %237
  %239 = fadd double 0x3F81111111111111, %238
  %240 = fmul double %235, %239
  %241 = fadd double 0xBFC5555555555555, %240
  %242 = fmul double %234, %235
  %243 = fmul double %242, %241
  %244 = fadd double %234, %243
  %245 = fmul double %235, 0xBE927E4FB7789F5C
  %246 = fadd double 0x3EFA01A01A01A01A, %245
  %247 = fmul double %235, %246
  %248 = fadd double 0xBF56C16C16C16C17, %247
  %249 = fmul double %235, %248
  %250 = fadd double 0x3FA5555555555555, %249
  %251 = fmul double %235, %235
  %252 = fmul double %251, %250
  %253 = fmul double 5.000000e-01, %235
  %254 = fsub double 1.000000e+00, %253
  %255 = fadd double %254, %252
  %256 = fneg double %244
  %257 = fneg double %255
  %258 = bitcast double %231 to i64
  %259 = and i64 %258, 1
  %260 = and i64 %258, 2
  %261 = icmp eq i64 %259, 1
  %262 = icmp eq i64 %260, 2
  %263 = select i1 %262, double %256, double %244
  %264 = select i1 %262, double %257, double %255
  %265 = select i1 %261, double %264, double %263
  %266 = select i1 %262, double %257, double %255
  %267 = select i1 %262, double %244, double %256
  %268 = select i1 %261, double %267, double %266
  %269 = fptrunc double %265 to float
  %270 = fptrunc double %268 to float
  %271 = fmul float %228, %270
  %272 = fmul float %228, %269
  %273 = lshr i32 %188, 9
  %274 = sitofp i32 %273 to float
  %275 = fadd float %274, 5.000000e-01
  %276 = fmul float %275, 0x3E80000000000000
  %277 = lshr i32 %181, 9
  %278 = sitofp i32 %277 to float
  %279 = fadd float %278, 5.000000e-01
  %280 = fmul float %279, 0x3E80000000000000
  %281 = bitcast float %276 to i32
  %282 = add i32 %281, 4913933
  %283 = lshr i32 %282, 23
  %284 = sub i32 %283, 127
  %285 = and i32 %282, 8388607
  %286 = add i32 %285, 1060439283
  %287 = bitcast i32 %286 to float
  %288 = fsub float %287, 1.000000e+00
  %289 = fadd float 2.000000e+00, %288
  %290 = fdiv float %288, %289
  %291 = fmul float %290, %290
  %292 = fmul float %291, %291
  %293 = fmul float %292, 0x3FCF13C4C0000000
  %294 = fadd float 0x3FD999C260000000, %293
  %295 = fmul float %292, %294
  %296 = fmul float %292, 0x3FD23D3DC0000000
  %297 = fadd float 0x3FE5555540000000, %296
  %298 = fmul float %291, %297
  %299 = fadd float %298, %295
  %300 = fmul float 5.000000e-01, %288
  %301 = fmul float %300, %288
  %302 = sitofp i32 %284 to float
  %303 = fadd float %301, %299
  %304 = fmul float %290, %303
  %305 = fmul float %302, 0x3EE2FEFA20000000
  %306 = fadd float %304, %305
  %307 = fsub float %306, %301
  %308 = fadd float %307, %288
  %309 = fmul float %302, 0x3FE62E3000000000
  %310 = fadd float %308, %309
  %311 = fmul float -2.000000e+00, %310
  %312 = call float @llvm.sqrt.f32(float %311)
  %313 = fpext float %280 to double
  %314 = fmul double %313, 4.000000e+00
  %315 = fadd double %314, 0x4338000000000000
  %316 = fsub double %315, 0x4338000000000000
  %317 = fsub double %314, %316
  %318 = fmul double %317, 0x3FF921FB54442D18
  %319 = fmul double %318, %318
  %320 = fmul double %319, 0x3EC71DE3A556C734
  %321 = fadd double 0xBF2A01A01A01A01A, %320
  %322 = fmul double %319, %321
  %323 = fadd double 0x3F81111111111111, %322
  %324 = fmul double %319, %323
  %325 = fadd double 0xBFC5555555555555, %324
  %326 = fmul double %318, %319
  %327 = fmul double %326, %325
  %328 = fadd double %318, %327
  %329 = fmul double %319, 0xBE927E4FB7789F5C
  %330 = fadd double 0x3EFA01A01A01A01A, %329
  %331 = fmul double %319, %330
  %332 = fadd double 0xBF56C16C16C16C17, %331
  %333 = fmul double %319, %332
  %334 = fadd double 0x3FA5555555555555, %333
  %335 = fmul double %319, %319
  %336 = fmul double %335, %334
  %337 = fmul double 5.000000e-01, %319
  %338 = fsub double 1.000000e+00, %337
  %339 = fadd double %338, %336
  %340 = fneg double %328
  %341 = fneg double %339
  %342 = bitcast double %315 to i64
  %343 = and i64 %342, 1
  %344 = and i64 %342, 2
  %345 = icmp eq i64 %343, 1
  %346 = icmp eq i64 %344, 2
  %347 = select i1 %346, double %340, double %328
  %348 = select i1 %346, double %341, double %339
  %349 = select i1 %345, double %348, double %347
  %350 = select i1 %346, double %341, double %339
  %351 = select i1 %346, double %328, double %340
  %352 = select i1 %345, double %351, double %350
  %353 = fptrunc double %349 to float
  %354 = fptrunc double %352 to float
  %355 = fmul float %312, %354
  %356 = fmul float %312, %353
  %357 = add i64 %quad_lane, 4
  %quad_send = and i64 %357, 3
  %358 = and i64 %quad_send, 1
  %359 = icmp ne i64 %358, 0
  %360 = and i64 %quad_send, 2
  %361 = icmp ne i64 %360, 0
  %362 = select i1 %359, float %272, float %271
  %363 = select i1 %359, float %356, float %355
  %364 = select i1 %361, float %363, float %362
  %365 = bitcast float %364 to i32
  %366 = bitcast i32 %365 to float
  %367 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %366, ptr %367, align 4
  %368 = add i64 %quad_lane, 3
  %quad_send5 = and i64 %368, 3
  %369 = and i64 %quad_send5, 1
  %370 = icmp ne i64 %369, 0
  %371 = and i64 %quad_send5, 2
  %372 = icmp ne i64 %371, 0
  %373 = select i1 %370, float %272, float %271
  %374 = select i1 %370, float %356, float %355
  %375 = select i1 %372, float %374, float %373
  %376 = bitcast float %375 to i32
  %377 = trunc i64 %lane to i32
  %warp_lane = and i32 %377, 31
  %378 = and i32 %warp_lane, -4
  %379 = add i32 %warp_lane, 1
  %380 = and i32 %379, 3
  %quad_source = or i32 %378, %380
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %376, i32 %quad_source, i32 31)
  %381 = bitcast i32 %quad to float
  %382 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %381, ptr %382, align 4
  %383 = add i64 %quad_lane, 2
  %quad_send6 = and i64 %383, 3
  %384 = and i64 %quad_send6, 1
  %385 = icmp ne i64 %384, 0
  %386 = and i64 %quad_send6, 2
  %387 = icmp ne i64 %386, 0
  %388 = select i1 %385, float %272, float %271
  %389 = select i1 %385, float %356, float %355
  %390 = select i1 %387, float %389, float %388
  %391 = bitcast float %390 to i32
  %392 = trunc i64 %lane to i32
  %warp_lane7 = and i32 %392, 31
  %393 = and i32 %warp_lane7, -4
  %394 = add i32 %warp_lane7, 2
  %395 = and i32 %394, 3
  %quad_source8 = or i32 %393, %395
  %quad9 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %391, i32 %quad_source8, i32 31)
  %396 = bitcast i32 %quad9 to float
  %397 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %396, ptr %397, align 4
  %398 = add i64 %quad_lane, 1
  %quad_send10 = and i64 %398, 3
  %399 = and i64 %quad_send10, 1
  %400 = icmp ne i64 %399, 0
  %401 = and i64 %quad_send10, 2
  %402 = icmp ne i64 %401, 0
  %403 = select i1 %400, float %272, float %271
  %404 = select i1 %400, float %356, float %355
  %405 = select i1 %402, float %404, float %403
  %406 = bitcast float %405 to i32
  %407 = trunc i64 %lane to i32
  %warp_lane11 = and i32 %407, 31
  %408 = and i32 %warp_lane11, -4
  %409 = add i32 %warp_lane11, 3
  %410 = and i32 %409, 3
  %quad_source12 = or i32 %408, %410
  %quad13 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %406, i32 %quad_source12, i32 31)
  %411 = bitcast i32 %quad13 to float
  %412 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %411, ptr %412, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %413 = sub i64 4, %quad_lane
  %414 = mul i64 %quad_step, 1
  %415 = add i64 %414, 0
  %416 = add i64 %415, %413
  %quad_round = and i64 %416, 3
  %417 = getelementptr inbounds float, ptr %quad_held, i64 0
  %418 = load float, ptr %417, align 4
  %419 = getelementptr inbounds float, ptr %quad_held, i64 1
  %420 = load float, ptr %419, align 4
  %421 = getelementptr inbounds float, ptr %quad_held, i64 2
  %422 = load float, ptr %421, align 4
  %423 = getelementptr inbounds float, ptr %quad_held, i64 3
  %424 = load float, ptr %423, align 4
  %425 = and i64 %quad_round, 1
  %426 = icmp ne i64 %425, 0
  %427 = and i64 %quad_round, 2
  %428 = icmp ne i64 %427, 0
  %429 = select i1 %426, float %420, float %418
  %430 = select i1 %426, float %424, float %422
  %431 = select i1 %428, float %430, float %429
  %432 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %431, ptr %432, align 4
  br label %quad_noise.done

noise:                                            ; preds = %quad_noise.done
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %433 = getelementptr inbounds float, ptr %state_regs, i64 0
  %434 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %quad_noise.done
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %435 = getelementptr inbounds float, ptr %state_regs, i64 0
  %436 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then23, label %uniform_sinks.done24

noise.done:                                       ; preds = %slot.done28, %slot.done20
  %t_next = fmul float %10, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %437 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %438 = getelementptr inbounds float, ptr %state_regs, i64 0
  %439 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %uniform_sinks.done
  %440 = load float, ptr %438, align 4
  %441 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature17
  %442 = load float, ptr addrspace(1) %441, align 4
  %443 = fsub float %442, %440
  %444 = fmul float 2.000000e+00, %443
  %445 = fmul float 5.000000e-01, %444
  %446 = fneg float %445
  %447 = fmul float %446, %eta
  %448 = fsub float %440, %447
  %449 = load float, ptr %439, align 4
  %450 = fmul float %449, %noise_scale3
  %451 = fadd float %448, %450
  %bits = bitcast float %451 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %438, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then23:                             ; preds = %quiet
  br label %uniform_sinks.done24

uniform_sinks.done24:                             ; preds = %uniform_sinks.then23, %quiet
  %feature25 = add i64 %lane, 0
  %valid26 = icmp ult i64 %feature25, %n_features
  %452 = getelementptr inbounds float, ptr %state_regs, i64 0
  %453 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %uniform_sinks.done24
  %454 = load float, ptr %452, align 4
  %455 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature25
  %456 = load float, ptr addrspace(1) %455, align 4
  %457 = fsub float %456, %454
  %458 = fmul float 2.000000e+00, %457
  %459 = fmul float 5.000000e-01, %458
  %460 = fneg float %459
  %461 = fmul float %460, %eta
  %462 = fsub float %454, %461
  %463 = fmul float 0.000000e+00, %noise_scale3
  %464 = fadd float %462, %463
  %bits29 = bitcast float %462 to i32
  %magnitude30 = and i32 %bits29, 2147483647
  %is_nan31 = icmp ugt i32 %magnitude30, 2139095040
  %canonical32 = select i1 %is_nan31, i32 2143289344, i32 %bits29
  store i32 %canonical32, ptr %452, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %uniform_sinks.done24
  br label %noise.done

slot.then35:                                      ; preds = %step.exit
  %465 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature33
  %466 = load float, ptr %15, align 4
  store float %466, ptr addrspace(1) %465, align 4
  br label %slot.done36

slot.done36:                                      ; preds = %slot.then35, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %4 = mul i64 %n_features, 1
  %5 = mul i64 %row, %4
  %6 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %5
  %7 = mul i64 %n_features, 0
  %8 = add i64 %7, 0
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %8
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %728, %noise.done ]
  %10 = icmp ult i64 %step, %steps
  br i1 %10, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %11 = load float, ptr %temperature1, align 4
  %12 = fmul float %two_eta, %11
  %13 = fcmp olt float 0.000000e+00, %12
  %14 = call float @llvm.sqrt.f32(float %12)
  %15 = select i1 %13, float %14, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %15, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %draw.then, label %draw.done

step.exit:                                        ; preds = %step.header
  br label %row.done

draw.then:                                        ; preds = %step.body
  %first_element = mul i64 %row, %n_features
  %full_groups_end = and i64 %n_features, -4
  %16 = add i64 %n_features, 3
  %groups = lshr i64 %16, 2
  %17 = mul i64 %row, %groups
  %group = add i64 %17, 0
  %full_groups = lshr i64 %full_groups_end, 2
  br label %philox.header

draw.done:                                        ; preds = %noise_tail.done, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw14 = icmp ne i32 %draw_noise, 0
  br i1 %draw14, label %noise15, label %quiet

philox.header:                                    ; preds = %philox.body, %draw.then
  %philox = phi i64 [ %lane, %draw.then ], [ %195, %philox.body ]
  %18 = icmp ult i64 %philox, %full_groups
  br i1 %18, label %philox.body, label %philox.exit

philox.body:                                      ; preds = %philox.header
  %19 = mul i64 %philox, 4
  %group4 = add i64 %group, %philox
  %20 = trunc i64 %key0 to i32
  %21 = lshr i64 %key0, 32
  %22 = trunc i64 %21 to i32
  %23 = trunc i64 %group4 to i32
  %24 = trunc i64 %key1_step to i32
  %25 = lshr i64 %key1_step, 32
  %26 = trunc i64 %25 to i32
  %27 = lshr i64 %group4, 32
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
  %187 = add i64 %19, 0
  %188 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %187
  store i32 %184, ptr addrspace(1) %188, align 4
  %189 = add i64 %19, 1
  %190 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %189
  store i32 %182, ptr addrspace(1) %190, align 4
  %191 = add i64 %19, 2
  %192 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %191
  store i32 %186, ptr addrspace(1) %192, align 4
  %193 = add i64 %19, 3
  %194 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %193
  store i32 %179, ptr addrspace(1) %194, align 4
  %195 = add i64 %philox, 256
  br label %philox.header

philox.exit:                                      ; preds = %philox.header
  br label %noise.header

noise.header:                                     ; preds = %noise.body, %philox.exit
  %noise = phi i64 [ %lane, %philox.exit ], [ %378, %noise.body ]
  %196 = icmp ult i64 %noise, %full_groups
  br i1 %196, label %noise.body, label %noise.exit

noise.body:                                       ; preds = %noise.header
  %197 = mul i64 %noise, 4
  %198 = add i64 %197, 0
  %199 = add i64 %197, 1
  %200 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %198
  %word = load i32, ptr addrspace(1) %200, align 4
  %201 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %199
  %word5 = load i32, ptr addrspace(1) %201, align 4
  %202 = lshr i32 %word, 9
  %203 = sitofp i32 %202 to float
  %204 = fadd float %203, 5.000000e-01
  %205 = fmul float %204, 0x3E80000000000000
  %206 = lshr i32 %word5, 9
  %207 = sitofp i32 %206 to float
  %208 = fadd float %207, 5.000000e-01
  %209 = fmul float %208, 0x3E80000000000000
  %210 = bitcast float %205 to i32
  %211 = add i32 %210, 4913933
  %212 = lshr i32 %211, 23
  %213 = sub i32 %212, 127
  %214 = and i32 %211, 8388607
  %215 = add i32 %214, 1060439283
  %216 = bitcast i32 %215 to float
  %217 = fsub float %216, 1.000000e+00
  %218 = fadd float 2.000000e+00, %217
  %219 = fdiv float %217, %218
  %220 = fmul float %219, %219
  %221 = fmul float %220, %220
  %222 = fmul float %221, 0x3FCF13C4C0000000
  %223 = fadd float 0x3FD999C260000000, %222
  %224 = fmul float %221, %223
  %225 = fmul float %221, 0x3FD23D3DC0000000
  %226 = fadd float 0x3FE5555540000000, %225
  %227 = fmul float %220, %226
  %228 = fadd float %227, %224
  %229 = fmul float 5.000000e-01, %217
  %230 = fmul float %229, %217
  %231 = sitofp i32 %213 to float
  %232 = fadd float %230, %228
  %233 = fmul float %219, %232
  %234 = fmul float %231, 0x3EE2FEFA20000000
  %235 = fadd float %233, %234
  %236 = fsub float %235, %230
  %237 = fadd float %236, %217
  %238 = fmul float %231, 0x3FE62E3000000000
  %239 = fadd float %237, %238
  %240 = fmul float -2.000000e+00, %239
  %241 = call float @llvm.sqrt.f32(float %240)
  %242 = fpext float %209 to double
  %243 = fmul double %242, 4.000000e+00
  %244 = fadd double %243, 0x4338000000000000
  %245 = fsub double %244, 0x4338000000000000
  %246 = fsub double %243, %245
  %247 = fmul double %246, 0x3FF921FB54442D18
  %248 = fmul double %247, %247
  %249 = fmul double %248, 0x3EC71DE3A556C734
  %250 = fadd double 0xBF2A01A01A01A01A, %249
  %251 = fmul double %248, %250
  %252 = fadd double 0x3F81111111111111, %251
  %253 = fmul double %248, %252
  %254 = fadd double 0xBFC5555555555555, %253
  %255 = fmul double %247, %248
  %256 = fmul double %255, %254
  %257 = fadd double %247, %256
  %258 = fmul double %248, 0xBE927E4FB7789F5C
  %259 = fadd double 0x3EFA01A01A01A01A, %258
  %260 = fmul double %248, %259
  %261 = fadd double 0xBF56C16C16C16C17, %260
  %262 = fmul double %248, %261
  %263 = fadd double 0x3FA5555555555555, %262
  %264 = fmul double %248, %248
  %265 = fmul double %264, %263
  %266 = fmul double 5.000000e-01, %248
  %267 = fsub double 1.000000e+00, %266
  %268 = fadd double %267, %265
  %269 = fneg double %257
  %270 = fneg double %268
  %271 = bitcast double %244 to i64
  %272 = and i64 %271, 1
  %273 = and i64 %271, 2
  %274 = icmp eq i64 %272, 1
  %275 = icmp eq i64 %273, 2
  %276 = select i1 %275, double %269, double %257
  %277 = select i1 %275, double %270, double %268
  %278 = select i1 %274, double %277, double %276
  %279 = select i1 %275, double %270, double %268
  %280 = select i1 %275, double %257, double %269
  %281 = select i1 %274, double %280, double %279
  %282 = fptrunc double %278 to float
  %283 = fptrunc double %281 to float
  %284 = fmul float %241, %283
  %285 = fmul float %241, %282
  %286 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %198
  store float %284, ptr addrspace(1) %286, align 4
  %287 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %199
  store float %285, ptr addrspace(1) %287, align 4
  %288 = add i64 %197, 2
  %289 = add i64 %197, 3
  %290 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %288
  %word6 = load i32, ptr addrspace(1) %290, align 4
  %291 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %289
  %word7 = load i32, ptr addrspace(1) %291, align 4
  %292 = lshr i32 %word6, 9
  %293 = sitofp i32 %292 to float
  %294 = fadd float %293, 5.000000e-01
  %295 = fmul float %294, 0x3E80000000000000
  %296 = lshr i32 %word7, 9
  %297 = sitofp i32 %296 to float
  %298 = fadd float %297, 5.000000e-01
  %299 = fmul float %298, 0x3E80000000000000
  %300 = bitcast float %295 to i32
  %301 = add i32 %300, 4913933
  %302 = lshr i32 %301, 23
  %303 = sub i32 %302, 127
  %304 = and i32 %301, 8388607
  %305 = add i32 %304, 1060439283
  %306 = bitcast i32 %305 to float
  %307 = fsub float %306, 1.000000e+00
  %308 = fadd float 2.000000e+00, %307
  %309 = fdiv float %307, %308
  %310 = fmul float %309, %309
  %311 = fmul float %310, %310
  %312 = fmul float %311, 0x3FCF13C4C0000000
  %313 = fadd float 0x3FD999C260000000, %312
  %314 = fmul float %311, %313
  %315 = fmul float %311, 0x3FD23D3DC0000000
  %316 = fadd float 0x3FE5555540000000, %315
  %317 = fmul float %310, %316
  %318 = fadd float %317, %314
  %319 = fmul float 5.000000e-01, %307
  %320 = fmul float %319, %307
  %321 = sitofp i32 %303 to float
  %322 = fadd float %320, %318
  %323 = fmul float %309, %322
  %324 = fmul float %321, 0x3EE2FEFA20000000
  %325 = fadd float %323, %324
  %326 = fsub float %325, %320
  %327 = fadd float %326, %307
  %328 = fmul float %321, 0x3FE62E3000000000
  %329 = fadd float %327, %328
  %330 = fmul float -2.000000e+00, %329
  %331 = call float @llvm.sqrt.f32(float %330)
  %332 = fpext float %299 to double
  %333 = fmul double %332, 4.000000e+00
  %334 = fadd double %333, 0x4338000000000000
  %335 = fsub double %334, 0x4338000000000000
  %336 = fsub double %333, %335
  %337 = fmul double %336, 0x3FF921FB54442D18
  %338 = fmul double %337, %337
  %339 = fmul double %338, 0x3EC71DE3A556C734
  %340 = fadd double 0xBF2A01A01A01A01A, %339
  %341 = fmul double %338, %340
  %342 = fadd double 0x3F81111111111111, %341
  %343 = fmul double %338, %342
  %344 = fadd double 0xBFC5555555555555, %343
  %345 = fmul double %337, %338
  %346 = fmul double %345, %344
  %347 = fadd double %337, %346
  %348 = fmul double %338, 0xBE927E4FB7789F5C
  %349 = fadd double 0x3EFA01A01A01A01A, %348
  %350 = fmul double %338, %349
  %351 = fadd double 0xBF56C16C16C16C17, %350
  %352 = fmul double %338, %351
  %353 = fadd double 0x3FA5555555555555, %352
  %354 = fmul double %338, %338
  %355 = fmul double %354, %353
  %356 = fmul double 5.000000e-01, %338
  %357 = fsub double 1.000000e+00, %356
  %358 = fadd double %357, %355
  %359 = fneg double %347
  %360 = fneg double %358
  %361 = bitcast double %334 to i64
  %362 = and i64 %361, 1
  %363 = and i64 %361, 2
  %364 = icmp eq i64 %362, 1
  %365 = icmp eq i64 %363, 2
  %366 = select i1 %365, double %359, double %347
  %367 = select i1 %365, double %360, double %358
  %368 = select i1 %364, double %367, double %366
  %369 = select i1 %365, double %360, double %358
  %370 = select i1 %365, double %347, double %359
  %371 = select i1 %364, double %370, double %369
  %372 = fptrunc double %368 to float
  %373 = fptrunc double %371 to float
  %374 = fmul float %331, %373
  %375 = fmul float %331, %372
  %376 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %288
  store float %374, ptr addrspace(1) %376, align 4
  %377 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %289
  store float %375, ptr addrspace(1) %377, align 4
  %378 = add i64 %noise, 256
  br label %noise.header

noise.exit:                                       ; preds = %noise.header
  %379 = icmp ult i64 %full_groups_end, %n_features
  %380 = and i1 %379, %lane0
  br i1 %380, label %noise_tail.then, label %noise_tail.done

noise_tail.then:                                  ; preds = %noise.exit
  %381 = add i64 %n_features, 3
  %groups8 = lshr i64 %381, 2
  %382 = mul i64 %row, %groups8
  %383 = lshr i64 %full_groups_end, 2
  %group9 = add i64 %382, %383
  %384 = trunc i64 %key0 to i32
  %385 = lshr i64 %key0, 32
  %386 = trunc i64 %385 to i32
  %387 = trunc i64 %group9 to i32
  %388 = trunc i64 %key1_step to i32
  %389 = lshr i64 %key1_step, 32
  %390 = trunc i64 %389 to i32
  %391 = lshr i64 %group9, 32
  %392 = trunc i64 %391 to i32
  %393 = zext i32 %387 to i64
  %394 = mul i64 3528531795, %393
  %395 = zext i32 %390 to i64
  %396 = mul i64 3449720151, %395
  %397 = lshr i64 %394, 32
  %398 = trunc i64 %397 to i32
  %399 = trunc i64 %394 to i32
  %400 = lshr i64 %396, 32
  %401 = trunc i64 %400 to i32
  %402 = trunc i64 %396 to i32
  %403 = xor i32 %401, %388
  %404 = xor i32 %403, %384
  %405 = xor i32 %398, %392
  %406 = xor i32 %405, %386
  %407 = add i32 %384, -1640531527
  %408 = add i32 %386, -1150833019
  %409 = zext i32 %404 to i64
  %410 = mul i64 3528531795, %409
  %411 = zext i32 %406 to i64
  %412 = mul i64 3449720151, %411
  %413 = lshr i64 %410, 32
  %414 = trunc i64 %413 to i32
  %415 = trunc i64 %410 to i32
  %416 = lshr i64 %412, 32
  %417 = trunc i64 %416 to i32
  %418 = trunc i64 %412 to i32
  %419 = xor i32 %417, %402
  %420 = xor i32 %419, %407
  %421 = xor i32 %414, %399
  %422 = xor i32 %421, %408
  %423 = add i32 %407, -1640531527
  %424 = add i32 %408, -1150833019
  %425 = zext i32 %420 to i64
  %426 = mul i64 3528531795, %425
  %427 = zext i32 %422 to i64
  %428 = mul i64 3449720151, %427
  %429 = lshr i64 %426, 32
  %430 = trunc i64 %429 to i32
  %431 = trunc i64 %426 to i32
  %432 = lshr i64 %428, 32
  %433 = trunc i64 %432 to i32
  %434 = trunc i64 %428 to i32
  %435 = xor i32 %433, %418
  %436 = xor i32 %435, %423
  %437 = xor i32 %430, %415
  %438 = xor i32 %437, %424
  %439 = add i32 %423, -1640531527
  %440 = add i32 %424, -1150833019
  %441 = zext i32 %436 to i64
  %442 = mul i64 3528531795, %441
  %443 = zext i32 %438 to i64
  %444 = mul i64 3449720151, %443
  %445 = lshr i64 %442, 32
  %446 = trunc i64 %445 to i32
  %447 = trunc i64 %442 to i32
  %448 = lshr i64 %444, 32
  %449 = trunc i64 %448 to i32
  %450 = trunc i64 %444 to i32
  %451 = xor i32 %449, %434
  %452 = xor i32 %451, %439
  %453 = xor i32 %446, %431
  %454 = xor i32 %453, %440
  %455 = add i32 %439, -1640531527
  %456 = add i32 %440, -1150833019
  %457 = zext i32 %452 to i64
  %458 = mul i64 3528531795, %457
  %459 = zext i32 %454 to i64
  %460 = mul i64 3449720151, %459
  %461 = lshr i64 %458, 32
  %462 = trunc i64 %461 to i32
  %463 = trunc i64 %458 to i32
  %464 = lshr i64 %460, 32
  %465 = trunc i64 %464 to i32
  %466 = trunc i64 %460 to i32
  %467 = xor i32 %465, %450
  %468 = xor i32 %467, %455
  %469 = xor i32 %462, %447
  %470 = xor i32 %469, %456
  %471 = add i32 %455, -1640531527
  %472 = add i32 %456, -1150833019
  %473 = zext i32 %468 to i64
  %474 = mul i64 3528531795, %473
  %475 = zext i32 %470 to i64
  %476 = mul i64 3449720151, %475
  %477 = lshr i64 %474, 32
  %478 = trunc i64 %477 to i32
  %479 = trunc i64 %474 to i32
  %480 = lshr i64 %476, 32
  %481 = trunc i64 %480 to i32
  %482 = trunc i64 %476 to i32
  %483 = xor i32 %481, %466
  %484 = xor i32 %483, %471
  %485 = xor i32 %478, %463
  %486 = xor i32 %485, %472
  %487 = add i32 %471, -1640531527
  %488 = add i32 %472, -1150833019
  %489 = zext i32 %484 to i64
  %490 = mul i64 3528531795, %489
  %491 = zext i32 %486 to i64
  %492 = mul i64 3449720151, %491
  %493 = lshr i64 %490, 32
  %494 = trunc i64 %493 to i32
  %495 = trunc i64 %490 to i32
  %496 = lshr i64 %492, 32
  %497 = trunc i64 %496 to i32
  %498 = trunc i64 %492 to i32
  %499 = xor i32 %497, %482
  %500 = xor i32 %499, %487
  %501 = xor i32 %494, %479
  %502 = xor i32 %501, %488
  %503 = add i32 %487, -1640531527
  %504 = add i32 %488, -1150833019
  %505 = zext i32 %500 to i64
  %506 = mul i64 3528531795, %505
  %507 = zext i32 %502 to i64
  %508 = mul i64 3449720151, %507
  %509 = lshr i64 %506, 32
  %510 = trunc i64 %509 to i32
  %511 = trunc i64 %506 to i32
  %512 = lshr i64 %508, 32
  %513 = trunc i64 %512 to i32
  %514 = trunc i64 %508 to i32
  %515 = xor i32 %513, %498
  %516 = xor i32 %515, %503
  %517 = xor i32 %510, %495
  %518 = xor i32 %517, %504
  %519 = add i32 %503, -1640531527
  %520 = add i32 %504, -1150833019
  %521 = zext i32 %516 to i64
  %522 = mul i64 3528531795, %521
  %523 = zext i32 %518 to i64
  %524 = mul i64 3449720151, %523
  %525 = lshr i64 %522, 32
  %526 = trunc i64 %525 to i32
  %527 = trunc i64 %522 to i32
  %528 = lshr i64 %524, 32
  %529 = trunc i64 %528 to i32
  %530 = trunc i64 %524 to i32
  %531 = xor i32 %529, %514
  %532 = xor i32 %531, %519
  %533 = xor i32 %526, %511
  %534 = xor i32 %533, %520
  %535 = add i32 %519, -1640531527
  %536 = add i32 %520, -1150833019
  %537 = zext i32 %532 to i64
  %538 = mul i64 3528531795, %537
  %539 = zext i32 %534 to i64
  %540 = mul i64 3449720151, %539
  %541 = lshr i64 %538, 32
  %542 = trunc i64 %541 to i32
  %543 = trunc i64 %538 to i32
  %544 = lshr i64 %540, 32
  %545 = trunc i64 %544 to i32
  %546 = trunc i64 %540 to i32
  %547 = xor i32 %545, %530
  %548 = xor i32 %547, %535
  %549 = xor i32 %542, %527
  %550 = xor i32 %549, %536
  %551 = lshr i32 %548, 9
  %552 = sitofp i32 %551 to float
  %553 = fadd float %552, 5.000000e-01
  %554 = fmul float %553, 0x3E80000000000000
  %555 = lshr i32 %546, 9
  %556 = sitofp i32 %555 to float
  %557 = fadd float %556, 5.000000e-01
  %558 = fmul float %557, 0x3E80000000000000
  %559 = bitcast float %554 to i32
  %560 = add i32 %559, 4913933
  %561 = lshr i32 %560, 23
  %562 = sub i32 %561, 127
  %563 = and i32 %560, 8388607
  %564 = add i32 %563, 1060439283
  %565 = bitcast i32 %564 to float
  %566 = fsub float %565, 1.000000e+00
  %567 = fadd float 2.000000e+00, %566
  %568 = fdiv float %566, %567
  %569 = fmul float %568, %568
  %570 = fmul float %569, %569
  %571 = fmul float %570, 0x3FCF13C4C0000000
  %572 = fadd float 0x3FD999C260000000, %571
  %573 = fmul float %570, %572
  %574 = fmul float %570, 0x3FD23D3DC0000000
  %575 = fadd float 0x3FE5555540000000, %574
  %576 = fmul float %569, %575
  %577 = fadd float %576, %573
  %578 = fmul float 5.000000e-01, %566
  %579 = fmul float %578, %566
  %580 = sitofp i32 %562 to float
  %581 = fadd float %579, %577
  %582 = fmul float %568, %581
  %583 = fmul float %580, 0x3EE2FEFA20000000
  %584 = fadd float %582, %583
  %585 = fsub float %584, %579
  %586 = fadd float %585, %566
  %587 = fmul float %580, 0x3FE62E3000000000
  %588 = fadd float %586, %587
  %589 = fmul float -2.000000e+00, %588
  %590 = call float @llvm.sqrt.f32(float %589)
  %591 = fpext float %558 to double
  %592 = fmul double %591, 4.000000e+00
  %593 = fadd double %592, 0x4338000000000000
  %594 = fsub double %593, 0x4338000000000000
  %595 = fsub double %592, %594
  %596 = fmul double %595, 0x3FF921FB54442D18
  %597 = fmul double %596, %596
  %598 = fmul double %597, 0x3EC71DE3A556C734
  %599 = fadd double 0xBF2A01A01A01A01A, %598
  %600 = fmul double %597, %599
  %601 = fadd double 0x3F81111111111111, %600
  %602 = fmul double %597, %601
  %603 = fadd double 0xBFC5555555555555, %602
  %604 = fmul double %596, %597
  %605 = fmul double %604, %603
  %606 = fadd double %596, %605
  %607 = fmul double %597, 0xBE927E4FB7789F5C
  %608 = fadd double 0x3EFA01A01A01A01A, %607
  %609 = fmul double %597, %608
  %610 = fadd double 0xBF56C16C16C16C17, %609
  %611 = fmul double %597, %610
  %612 = fadd double 0x3FA5555555555555, %611
  %613 = fmul double %597, %597
  %614 = fmul double %613, %612
  %615 = fmul double 5.000000e-01, %597
  %616 = fsub double 1.000000e+00, %615
  %617 = fadd double %616, %614
  %618 = fneg double %606
  %619 = fneg double %617
  %620 = bitcast double %593 to i64
  %621 = and i64 %620, 1
  %622 = and i64 %620, 2
  %623 = icmp eq i64 %621, 1
  %624 = icmp eq i64 %622, 2
  %625 = select i1 %624, double %618, double %606
  %626 = select i1 %624, double %619, double %617
  %627 = select i1 %623, double %626, double %625
  %628 = select i1 %624, double %619, double %617
  %629 = select i1 %624, double %606, double %618
  %630 = select i1 %623, double %629, double %628
  %631 = fptrunc double %627 to float
  %632 = fptrunc double %630 to float
  %633 = fmul float %590, %632
  %634 = fmul float %590, %631
  %635 = lshr i32 %550, 9
  %636 = sitofp i32 %635 to float
  %637 = fadd float %636, 5.000000e-01
  %638 = fmul float %637, 0x3E80000000000000
  %639 = lshr i32 %543, 9
  %640 = sitofp i32 %639 to float
  %641 = fadd float %640, 5.000000e-01
  %642 = fmul float %641, 0x3E80000000000000
  %643 = bitcast float %638 to i32
  %644 = add i32 %643, 4913933
  %645 = lshr i32 %644, 23
  %646 = sub i32 %645, 127
  %647 = and i32 %644, 8388607
  %648 = add i32 %647, 1060439283
  %649 = bitcast i32 %648 to float
  %650 = fsub float %649, 1.000000e+00
  %651 = fadd float 2.000000e+00, %650
  %652 = fdiv float %650, %651
  %653 = fmul float %652, %652
  %654 = fmul float %653, %653
  %655 = fmul float %654, 0x3FCF13C4C0000000
  %656 = fadd float 0x3FD999C260000000, %655
  %657 = fmul float %654, %656
  %658 = fmul float %654, 0x3FD23D3DC0000000
  %659 = fadd float 0x3FE5555540000000, %658
  %660 = fmul float %653, %659
  %661 = fadd float %660, %657
  %662 = fmul float 5.000000e-01, %650
  %663 = fmul float %662, %650
  %664 = sitofp i32 %646 to float
  %665 = fadd float %663, %661
  %666 = fmul float %652, %665
  %667 = fmul float %664, 0x3EE2FEFA20000000
  %668 = fadd float %666, %667
  %669 = fsub float %668, %663
  %670 = fadd float %669, %650
  %671 = fmul float %664, 0x3FE62E3000000000
  %672 = fadd float %670, %671
  %673 = fmul float -2.000000e+00, %672
  %674 = call float @llvm.sqrt.f32(float %673)
  %675 = fpext float %642 to double
  %676 = fmul double %675, 4.000000e+00
  %677 = fadd double %676, 0x4338000000000000
  %678 = fsub double %677, 0x4338000000000000
  %679 = fsub double %676, %678
  %680 = fmul double %679, 0x3FF921FB54442D18
  %681 = fmul double %680, %680
  %682 = fmul double %681, 0x3EC71DE3A556C734
  %683 = fadd double 0xBF2A01A01A01A01A, %682
  %684 = fmul double %681, %683
  %685 = fadd double 0x3F81111111111111, %684
  %686 = fmul double %681, %685
  %687 = fadd double 0xBFC5555555555555, %686
  %688 = fmul double %680, %681
  %689 = fmul double %688, %687
  %690 = fadd double %680, %689
  %691 = fmul double %681, 0xBE927E4FB7789F5C
  %692 = fadd double 0x3EFA01A01A01A01A, %691
  %693 = fmul double %681, %692
  %694 = fadd double 0xBF56C16C16C16C17, %693
  %695 = fmul double %681, %694
  %696 = fadd double 0x3FA5555555555555, %695
  %697 = fmul double %681, %681
  %698 = fmul double %697, %696
  %699 = fmul double 5.000000e-01, %681
  %700 = fsub double 1.000000e+00, %699
  %701 = fadd double %700, %698
  %702 = fneg double %690
  %703 = fneg double %701
  %704 = bitcast double %677 to i64
  %705 = and i64 %704, 1
  %706 = and i64 %704, 2
  %707 = icmp eq i64 %705, 1
  %708 = icmp eq i64 %706, 2
  %709 = select i1 %708, double %702, double %690
  %710 = select i1 %708, double %703, double %701
  %711 = select i1 %707, double %710, double %709
  %712 = select i1 %708, double %703, double %701
  %713 = select i1 %708, double %690, double %702
  %714 = select i1 %707, double %713, double %712
  %715 = fptrunc double %711 to float
  %716 = fptrunc double %714 to float
  %717 = fmul float %674, %716
  %718 = fmul float %674, %715
  %719 = add i64 %full_groups_end, 0
  %720 = icmp ult i64 %719, %n_features
  br i1 %720, label %noise_tail_element.then, label %noise_tail_element.done

noise_tail.done:                                  ; preds = %noise_tail_element.done13, %noise.exit
  br label %draw.done

noise_tail_element.then:                          ; preds = %noise_tail.then
  %721 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %719
  store float %633, ptr addrspace(1) %721, align 4
  br label %noise_tail_element.done

noise_tail_element.done:                          ; preds = %noise_tail_element.then, %noise_tail.then
  %722 = add i64 %full_groups_end, 1
  %723 = icmp ult i64 %722, %n_features
  br i1 %723, label %noise_tail_element.then10, label %noise_tail_element.done11

noise_tail_element.then10:                        ; preds = %noise_tail_element.done
  %724 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %722
  store float %634, ptr addrspace(1) %724, align 4
  br label %noise_tail_element.done11

noise_tail_element.done11:                        ; preds = %noise_tail_element.then10, %noise_tail_element.done
  %725 = add i64 %full_groups_end, 2
  %726 = icmp ult i64 %725, %n_features
  br i1 %726, label %noise_tail_element.then12, label %noise_tail_element.done13

noise_tail_element.then12:                        ; preds = %noise_tail_element.done11
  %727 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %725
  store float %717, ptr addrspace(1) %727, align 4
  br label %noise_tail_element.done13

noise_tail_element.done13:                        ; preds = %noise_tail_element.then12, %noise_tail_element.done11
  br label %noise_tail.done

noise15:                                          ; preds = %draw.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %draw.done
  br i1 %lane0, label %uniform_sinks.then16, label %uniform_sinks.done17

noise.done:                                       ; preds = %feature.exit20, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %11, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %728 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise15
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise15
  br label %feature.header

feature.header:                                   ; preds = %feature.body, %uniform_sinks.done
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %745, %feature.body ]
  %729 = icmp ult i64 %feature, %n_features
  br i1 %729, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %730 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %731 = load float, ptr addrspace(1) %730, align 4
  %732 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %733 = load float, ptr addrspace(1) %732, align 4
  %734 = fsub float %733, %731
  %735 = fmul float 2.000000e+00, %734
  %736 = fmul float 5.000000e-01, %735
  %737 = fneg float %736
  %738 = fmul float %737, %eta
  %739 = fsub float %731, %738
  %740 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %741 = load float, ptr addrspace(1) %740, align 4
  %742 = fmul float %741, %noise_scale3
  %743 = fadd float %739, %742
  %744 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %743 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %744, align 4
  %745 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  br label %feature.header18

feature.header18:                                 ; preds = %feature.body19, %uniform_sinks.done17
  %feature21 = phi i64 [ %lane, %uniform_sinks.done17 ], [ %760, %feature.body19 ]
  %746 = icmp ult i64 %feature21, %n_features
  br i1 %746, label %feature.body19, label %feature.exit20

feature.body19:                                   ; preds = %feature.header18
  %747 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature21
  %748 = load float, ptr addrspace(1) %747, align 4
  %749 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature21
  %750 = load float, ptr addrspace(1) %749, align 4
  %751 = fsub float %750, %748
  %752 = fmul float 2.000000e+00, %751
  %753 = fmul float 5.000000e-01, %752
  %754 = fneg float %753
  %755 = fmul float %754, %eta
  %756 = fsub float %748, %755
  %757 = fmul float 0.000000e+00, %noise_scale3
  %758 = fadd float %756, %757
  %759 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature21
  %bits22 = bitcast float %756 to i32
  %magnitude23 = and i32 %bits22, 2147483647
  %is_nan24 = icmp ugt i32 %magnitude23, 2139095040
  %canonical25 = select i1 %is_nan24, i32 2143289344, i32 %bits22
  store i32 %canonical25, ptr addrspace(1) %759, align 4
  %760 = add i64 %feature21, 256
  br label %feature.header18

feature.exit20:                                   ; preds = %feature.header18
  br label %noise.done
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #7

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nounwind "nvvm.maxntid"="512" }
attributes #5 = { nounwind "nvvm.maxntid"="1024" "nvvm.minctasm"="2" }
attributes #6 = { nounwind "nvvm.maxntid"="1024" }
attributes #7 = { convergent nocallback nounwind }
