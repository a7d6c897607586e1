; ModuleID = 'tether_fast'
source_filename = "tether_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [64 x float] undef, align 4
@tessera_fold_scratch_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w32 = internal addrspace(3) global [8 x float] undef, align 4
@tessera_fold_scratch_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w64 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_fold_scratch_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w128 = internal addrspace(3) global [2 x float] undef, align 4
@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w512 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w8192 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w8192 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %2 = mul i64 %row_in_group, 4
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4, i64 %2
  %4 = mul i64 %row_in_group, 1
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w4, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 0
  %9 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done41, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %10 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %11 = load float, ptr addrspace(1) %10, align 4
  store float %11, ptr %8, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %445, %noise.done ]
  %12 = icmp ult i64 %step, %steps
  br i1 %12, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %13 = load float, ptr %temperature1, align 4
  %14 = fmul float %two_eta, %13
  %15 = fcmp olt float 0.000000e+00, %14
  %16 = call float @llvm.sqrt.f32(float %14)
  %17 = select i1 %15, float %16, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %17, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then40, label %store.done41

quad_noise.then:                                  ; preds = %step.body
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %step.body
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  %19 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid16, label %slot.then17, label %slot.done18

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_key1_step = add i64 %key1_step, %quad_lane
  %feature4 = add i64 %lane, 0
  %20 = add i64 %n_features, 3
  %groups = lshr i64 %20, 2
  %21 = mul i64 %row_read, %groups
  %22 = lshr i64 %feature4, 2
  %group5 = add i64 %21, %22
  %23 = trunc i64 %key0 to i32
  %24 = lshr i64 %key0, 32
  %25 = trunc i64 %24 to i32
  %26 = trunc i64 %group5 to i32
  %27 = trunc i64 %quad_key1_step to i32
  %28 = lshr i64 %quad_key1_step, 32
  %29 = trunc i64 %28 to i32
  %30 = lshr i64 %group5, 32
  %31 = trunc i64 %30 to i32
  %32 = zext i32 %26 to i64
  %33 = mul i64 3528531795, %32
  %34 = zext i32 %29 to i64
  %35 = mul i64 3449720151, %34
  %36 = lshr i64 %33, 32
  %37 = trunc i64 %36 to i32
  %38 = trunc i64 %33 to i32
  %39 = lshr i64 %35, 32
  %40 = trunc i64 %39 to i32
  %41 = trunc i64 %35 to i32
  %42 = xor i32 %40, %27
  %43 = xor i32 %42, %23
  %44 = xor i32 %37, %31
  %45 = xor i32 %44, %25
  %46 = add i32 %23, -1640531527
  %47 = add i32 %25, -1150833019
  %48 = zext i32 %43 to i64
  %49 = mul i64 3528531795, %48
  %50 = zext i32 %45 to i64
  %51 = mul i64 3449720151, %50
  %52 = lshr i64 %49, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %49 to i32
  %55 = lshr i64 %51, 32
  %56 = trunc i64 %55 to i32
  %57 = trunc i64 %51 to i32
  %58 = xor i32 %56, %41
  %59 = xor i32 %58, %46
  %60 = xor i32 %53, %38
  %61 = xor i32 %60, %47
  %62 = add i32 %46, -1640531527
  %63 = add i32 %47, -1150833019
  %64 = zext i32 %59 to i64
  %65 = mul i64 3528531795, %64
  %66 = zext i32 %61 to i64
  %67 = mul i64 3449720151, %66
  %68 = lshr i64 %65, 32
  %69 = trunc i64 %68 to i32
  %70 = trunc i64 %65 to i32
  %71 = lshr i64 %67, 32
  %72 = trunc i64 %71 to i32
  %73 = trunc i64 %67 to i32
  %74 = xor i32 %72, %57
  %75 = xor i32 %74, %62
  %76 = xor i32 %69, %54
  %77 = xor i32 %76, %63
  %78 = add i32 %62, -1640531527
  %79 = add i32 %63, -1150833019
  %80 = zext i32 %75 to i64
  %81 = mul i64 3528531795, %80
  %82 = zext i32 %77 to i64
  %83 = mul i64 3449720151, %82
  %84 = lshr i64 %81, 32
  %85 = trunc i64 %84 to i32
  %86 = trunc i64 %81 to i32
  %87 = lshr i64 %83, 32
  %88 = trunc i64 %87 to i32
  %89 = trunc i64 %83 to i32
  %90 = xor i32 %88, %73
  %91 = xor i32 %90, %78
  %92 = xor i32 %85, %70
  %93 = xor i32 %92, %79
  %94 = add i32 %78, -1640531527
  %95 = add i32 %79, -1150833019
  %96 = zext i32 %91 to i64
  %97 = mul i64 3528531795, %96
  %98 = zext i32 %93 to i64
  %99 = mul i64 3449720151, %98
  %100 = lshr i64 %97, 32
  %101 = trunc i64 %100 to i32
  %102 = trunc i64 %97 to i32
  %103 = lshr i64 %99, 32
  %104 = trunc i64 %103 to i32
  %105 = trunc i64 %99 to i32
  %106 = xor i32 %104, %89
  %107 = xor i32 %106, %94
  %108 = xor i32 %101, %86
  %109 = xor i32 %108, %95
  %110 = add i32 %94, -1640531527
  %111 = add i32 %95, -1150833019
  %112 = zext i32 %107 to i64
  %113 = mul i64 3528531795, %112
  %114 = zext i32 %109 to i64
  %115 = mul i64 3449720151, %114
  %116 = lshr i64 %113, 32
  %117 = trunc i64 %116 to i32
  %118 = trunc i64 %113 to i32
  %119 = lshr i64 %115, 32
  %120 = trunc i64 %119 to i32
  %121 = trunc i64 %115 to i32
  %122 = xor i32 %120, %105
  %123 = xor i32 %122, %110
  %124 = xor i32 %117, %102
  %125 = xor i32 %124, %111
  %126 = add i32 %110, -1640531527
  %127 = add i32 %111, -1150833019
  %128 = zext i32 %123 to i64
  %129 = mul i64 3528531795, %128
  %130 = zext i32 %125 to i64
  %131 = mul i64 3449720151, %130
  %132 = lshr i64 %129, 32
  %133 = trunc i64 %132 to i32
  %134 = trunc i64 %129 to i32
  %135 = lshr i64 %131, 32
  %136 = trunc i64 %135 to i32
  %137 = trunc i64 %131 to i32
  %138 = xor i32 %136, %121
  %139 = xor i32 %138, %126
  %140 = xor i32 %133, %118
  %141 = xor i32 %140, %127
  %142 = add i32 %126, -1640531527
  %143 = add i32 %127, -1150833019
  %144 = zext i32 %139 to i64
  %145 = mul i64 3528531795, %144
  %146 = zext i32 %141 to i64
  %147 = mul i64 3449720151, %146
  %148 = lshr i64 %145, 32
  %149 = trunc i64 %148 to i32
  %150 = trunc i64 %145 to i32
  %151 = lshr i64 %147, 32
  %152 = trunc i64 %151 to i32
  %153 = trunc i64 %147 to i32
  %154 = xor i32 %152, %137
  %155 = xor i32 %154, %142
  %156 = xor i32 %149, %134
  %157 = xor i32 %156, %143
  %158 = add i32 %142, -1640531527
  %159 = add i32 %143, -1150833019
  %160 = zext i32 %155 to i64
  %161 = mul i64 3528531795, %160
  %162 = zext i32 %157 to i64
  %163 = mul i64 3449720151, %162
  %164 = lshr i64 %161, 32
  %165 = trunc i64 %164 to i32
  %166 = trunc i64 %161 to i32
  %167 = lshr i64 %163, 32
  %168 = trunc i64 %167 to i32
  %169 = trunc i64 %163 to i32
  %170 = xor i32 %168, %153
  %171 = xor i32 %170, %158
  %172 = xor i32 %165, %150
  %173 = xor i32 %172, %159
  %174 = add i32 %158, -1640531527
  %175 = add i32 %159, -1150833019
  %176 = zext i32 %171 to i64
  %177 = mul i64 3528531795, %176
  %178 = zext i32 %173 to i64
  %179 = mul i64 3449720151, %178
  %180 = lshr i64 %177, 32
  %181 = trunc i64 %180 to i32
  %182 = trunc i64 %177 to i32
  %183 = lshr i64 %179, 32
  %184 = trunc i64 %183 to i32
  %185 = trunc i64 %179 to i32
  %186 = xor i32 %184, %169
  %187 = xor i32 %186, %174
  %188 = xor i32 %181, %166
  %189 = xor i32 %188, %175
  %190 = lshr i32 %187, 9
  %191 = sitofp i32 %190 to float
  %192 = fadd float %191, 5.000000e-01
  %193 = fmul float %192, 0x3E80000000000000
  %194 = lshr i32 %185, 9
  %195 = sitofp i32 %194 to float
  %196 = fadd float %195, 5.000000e-01
  %197 = fmul float %196, 0x3E80000000000000
  %198 = bitcast float %193 to i32
  %199 = add i32 %198, 4913933
  %200 = lshr i32 %199, 23
  %201 = sub i32 %200, 127
  %202 = and i32 %199, 8388607
  %203 = add i32 %202, 1060439283
  %204 = bitcast i32 %203 to float
  %205 = fsub float %204, 1.000000e+00
  %206 = fadd float 2.000000e+00, %205
  %207 = fdiv float %205, %206
  %208 = fmul float %207, %207
  %209 = fmul float %208, %208
  %210 = fmul float %209, 0x3FCF13C4C0000000
  %211 = fadd float 0x3FD999C260000000, %210
  %212 = fmul float %209, %211
  %213 = fmul float %209, 0x3FD23D3DC0000000
  %214 = fadd float 0x3FE5555540000000, %213
  %215 = fmul float %208, %214
  %216 = fadd float %215, %212
  %217 = fmul float 5.000000e-01, %205
  %218 = fmul float %217, %205
  %219 = sitofp i32 %201 to float
  %220 = fadd float %218, %216
  %221 = fmul float %207, %220
  %222 = fmul float %219, 0x3EE2FEFA20000000
  %223 = fadd float %221, %222
  %224 = fsub float %223, %218
  %225 = fadd float %224, %205
  %226 = fmul float %219, 0x3FE62E3000000000
  %227 = fadd float %225, %226
  %228 = fmul float -2.000000e+00, %227
  %229 = call float @llvm.sqrt.f32(float %228)
  %230 = fpext float %197 to double
  %231 = fmul double %230, 4.000000e+00
  %232 = fadd double %231, 0x4338000000000000
  %233 = fsub double %232, 0x4338000000000000
  %234 = fsub double %231, %233
  %235 = fmul double %234, 0x3FF921FB54442D18
  %236 = fmul double %235, %235
  %237 = fmul double %236, 0x3EC71DE3A556C734
  %238 = fadd double 0xBF2A01A01A01A01A, %237
  %239 = fmul double %236, %238
  %240 = fadd double 0x3F81111111111111, %239
  %241 = fmul double %236, %240
  %242 = fadd double 0xBFC5555555555555, %241
  %243 = fmul double %235, %236
  %244 = fmul double %243, %242
  %245 = fadd double %235, %244
  %246 = fmul double %236, 0xBE927E4FB7789F5C
  %247 = fadd double 0x3EFA01A01A01A01A, %246
  %248 = fmul double %236, %247
  %249 = fadd double 0xBF56C16C16C16C17, %248
  %250 = fmul double %236, %249
  %251 = fadd double 0x3FA5555555555555, %250
  %252 = fmul double %236, %236
  %253 = fmul double %252, %251
  %254 = fmul double 5.000000e-01, %236
  %255 = fsub double 1.000000e+00, %254
  %256 = fadd double %255, %253
  %257 = fneg double %245
  %258 = fneg double %256
  %259 = bitcast double %232 to i64
  %260 = and i64 %259, 1
  %261 = and i64 %259, 2
  %262 = icmp eq i64 %260, 1
  %263 = icmp eq i64 %261, 2
  %264 = select i1 %263, double %257, double %245
  %265 = select i1 %263, double %258, double %256
  %266 = select i1 %262, double %265, double %264
  %267 = select i1 %263, double %258, double %256
  %268 = select i1 %263, double %245, double %257
  %269 = select i1 %262, double %268, double %267
  %270 = fptrunc double %266 to float
  %271 = fptrunc double %269 to float
  %272 = fmul float %229, %271
  %273 = fmul float %229, %270
  %274 = lshr i32 %189, 9
  %275 = sitofp i32 %274 to float
  %276 = fadd float %275, 5.000000e-01
  %277 = fmul float %276, 0x3E80000000000000
  %278 = lshr i32 %182, 9
  %279 = sitofp i32 %278 to float
  %280 = fadd float %279, 5.000000e-01
  %281 = fmul float %280, 0x3E80000000000000
  %282 = bitcast float %277 to i32
  %283 = add i32 %282, 4913933
  %284 = lshr i32 %283, 23
  %285 = sub i32 %284, 127
  %286 = and i32 %283, 8388607
  %287 = add i32 %286, 1060439283
  %288 = bitcast i32 %287 to float
  %289 = fsub float %288, 1.000000e+00
  %290 = fadd float 2.000000e+00, %289
  %291 = fdiv float %289, %290
  %292 = fmul float %291, %291
  %293 = fmul float %292, %292
  %294 = fmul float %293, 0x3FCF13C4C0000000
  %295 = fadd float 0x3FD999C260000000, %294
  %296 = fmul float %293, %295
  %297 = fmul float %293, 0x3FD23D3DC0000000
  %298 = fadd float 0x3FE5555540000000, %297
  %299 = fmul float %292, %298
  %300 = fadd float %299, %296
  %301 = fmul float 5.000000e-01, %289
  %302 = fmul float %301, %289
  %303 = sitofp i32 %285 to float
  %304 = fadd float %302, %300
  %305 = fmul float %291, %304
  %306 = fmul float %303, 0x3EE2FEFA20000000
  %307 = fadd float %305, %306
  %308 = fsub float %307, %302
  %309 = fadd float %308, %289
  %310 = fmul float %303, 0x3FE62E3000000000
  %311 = fadd float %309, %310
  %312 = fmul float -2.000000e+00, %311
  %313 = call float @llvm.sqrt.f32(float %312)
  %314 = fpext float %281 to double
  %315 = fmul double %314, 4.000000e+00
  %316 = fadd double %315, 0x4338000000000000
  %317 = fsub double %316, 0x4338000000000000
  %318 = fsub double %315, %317
  %319 = fmul double %318, 0x3FF921FB54442D18
  %320 = fmul double %319, %319
  %321 = fmul double %320, 0x3EC71DE3A556C734
  %322 = fadd double 0xBF2A01A01A01A01A, %321
  %323 = fmul double %320, %322
  %324 = fadd double 0x3F81111111111111, %323
  %325 = fmul double %320, %324
  %326 = fadd double 0xBFC5555555555555, %325
  %327 = fmul double %319, %320
  %328 = fmul double %327, %326
  %329 = fadd double %319, %328
  %330 = fmul double %320, 0xBE927E4FB7789F5C
  %331 = fadd double 0x3EFA01A01A01A01A, %330
  %332 = fmul double %320, %331
  %333 = fadd double 0xBF56C16C16C16C17, %332
  %334 = fmul double %320, %333
  %335 = fadd double 0x3FA5555555555555, %334
  %336 = fmul double %320, %320
  %337 = fmul double %336, %335
  %338 = fmul double 5.000000e-01, %320
  %339 = fsub double 1.000000e+00, %338
  %340 = fadd double %339, %337
  %341 = fneg double %329
  %342 = fneg double %340
  %343 = bitcast double %316 to i64
  %344 = and i64 %343, 1
  %345 = and i64 %343, 2
  %346 = icmp eq i64 %344, 1
  %347 = icmp eq i64 %345, 2
  %348 = select i1 %347, double %341, double %329
  %349 = select i1 %347, double %342, double %340
  %350 = select i1 %346, double %349, double %348
  %351 = select i1 %347, double %342, double %340
  %352 = select i1 %347, double %329, double %341
  %353 = select i1 %346, double %352, double %351
  %354 = fptrunc double %350 to float
  %355 = fptrunc double %353 to float
  %356 = fmul float %313, %355
  %357 = fmul float %313, %354
  %358 = add i64 %quad_lane, 4
  %quad_send = and i64 %358, 3
  %359 = and i64 %quad_send, 1
  %360 = icmp ne i64 %359, 0
  %361 = and i64 %quad_send, 2
  %362 = icmp ne i64 %361, 0
  %363 = select i1 %360, float %273, float %272
  %364 = select i1 %360, float %357, float %356
  %365 = select i1 %362, float %364, float %363
  %366 = bitcast float %365 to i32
  %367 = bitcast i32 %366 to float
  %368 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %367, ptr %368, align 4
  %369 = add i64 %quad_lane, 3
  %quad_send6 = and i64 %369, 3
  %370 = and i64 %quad_send6, 1
  %371 = icmp ne i64 %370, 0
  %372 = and i64 %quad_send6, 2
  %373 = icmp ne i64 %372, 0
  %374 = select i1 %371, float %273, float %272
  %375 = select i1 %371, float %357, float %356
  %376 = select i1 %373, float %375, float %374
  %377 = bitcast float %376 to i32
  %378 = trunc i64 %thread to i32
  %warp_lane = and i32 %378, 31
  %379 = and i32 %warp_lane, -4
  %380 = add i32 %warp_lane, 1
  %381 = and i32 %380, 3
  %quad_source = or i32 %379, %381
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %377, i32 %quad_source, i32 31)
  %382 = bitcast i32 %quad to float
  %383 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %382, ptr %383, align 4
  %384 = add i64 %quad_lane, 2
  %quad_send7 = and i64 %384, 3
  %385 = and i64 %quad_send7, 1
  %386 = icmp ne i64 %385, 0
  %387 = and i64 %quad_send7, 2
  %388 = icmp ne i64 %387, 0
  %389 = select i1 %386, float %273, float %272
  %390 = select i1 %386, float %357, float %356
  %391 = select i1 %388, float %390, float %389
  %392 = bitcast float %391 to i32
  %393 = trunc i64 %thread to i32
  %warp_lane8 = and i32 %393, 31
  %394 = and i32 %warp_lane8, -4
  %395 = add i32 %warp_lane8, 2
  %396 = and i32 %395, 3
  %quad_source9 = or i32 %394, %396
  %quad10 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %392, i32 %quad_source9, i32 31)
  %397 = bitcast i32 %quad10 to float
  %398 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %397, ptr %398, align 4
  %399 = add i64 %quad_lane, 1
  %quad_send11 = and i64 %399, 3
  %400 = and i64 %quad_send11, 1
  %401 = icmp ne i64 %400, 0
  %402 = and i64 %quad_send11, 2
  %403 = icmp ne i64 %402, 0
  %404 = select i1 %401, float %273, float %272
  %405 = select i1 %401, float %357, float %356
  %406 = select i1 %403, float %405, float %404
  %407 = bitcast float %406 to i32
  %408 = trunc i64 %thread to i32
  %warp_lane12 = and i32 %408, 31
  %409 = and i32 %warp_lane12, -4
  %410 = add i32 %warp_lane12, 3
  %411 = and i32 %410, 3
  %quad_source13 = or i32 %409, %411
  %quad14 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %407, i32 %quad_source13, i32 31)
  %412 = bitcast i32 %quad14 to float
  %413 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %412, ptr %413, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %414 = sub i64 4, %quad_lane
  %415 = add i64 %quad_step, %414
  %quad_round = and i64 %415, 3
  %416 = getelementptr inbounds float, ptr %quad_held, i64 0
  %417 = load float, ptr %416, align 4
  %418 = getelementptr inbounds float, ptr %quad_held, i64 1
  %419 = load float, ptr %418, align 4
  %420 = getelementptr inbounds float, ptr %quad_held, i64 2
  %421 = load float, ptr %420, align 4
  %422 = getelementptr inbounds float, ptr %quad_held, i64 3
  %423 = load float, ptr %422, align 4
  %424 = and i64 %quad_round, 1
  %425 = icmp ne i64 %424, 0
  %426 = and i64 %quad_round, 2
  %427 = icmp ne i64 %426, 0
  %428 = select i1 %425, float %419, float %417
  %429 = select i1 %425, float %423, float %421
  %430 = select i1 %427, float %429, float %428
  %431 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %430, ptr %431, align 4
  br label %quad_noise.done

slot.then17:                                      ; preds = %quad_noise.done
  %432 = load float, ptr %18, align 4
  %433 = fmul float %432, %432
  %434 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %435 = getelementptr inbounds float, ptr addrspace(3) %434, i64 %feature15
  store float %433, ptr addrspace(3) %435, align 4
  br label %slot.done18

slot.done18:                                      ; preds = %slot.then17, %quad_noise.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done18
  %436 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw19 = icmp ne i32 %draw_noise, 0
  br i1 %draw19, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %442, %fold_sums.body ]
  %437 = icmp ult i64 %fold_sums, %n_features
  br i1 %437, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %438 = getelementptr inbounds float, ptr addrspace(3) %436, i64 %fold_sums
  %439 = load float, ptr addrspace(3) %438, align 4
  %440 = load float, ptr %fold_value, align 4
  %441 = fadd float %439, %440
  store float %441, ptr %fold_value, align 4
  %442 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %443 = load float, ptr %fold_value, align 4
  %444 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %443, ptr addrspace(3) %444, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then26, label %store.done27

noise.done:                                       ; preds = %store.done27, %store.done
  %t_next = fmul float %13, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %445 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %446 = getelementptr inbounds float, ptr %state_regs, i64 0
  %447 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done25, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %448 = getelementptr inbounds float, ptr %state_regs, i64 0
  %449 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

slot.then24:                                      ; preds = %uniform_sinks.done
  %450 = load float, ptr %448, align 4
  %451 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %452 = load float, ptr addrspace(3) %451, align 4
  %453 = fsub float %452, 4.000000e+00
  %454 = fmul float 2.000000e+00, %453
  %455 = fmul float 0x3F847AE140000000, %454
  %456 = fmul float 2.000000e+00, %450
  %457 = fmul float %455, %456
  %458 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature22
  %459 = load float, ptr addrspace(1) %458, align 4
  %460 = fsub float %450, %459
  %461 = fmul float 2.000000e+00, %460
  %462 = fmul float 5.000000e-01, %461
  %463 = fadd float %457, %462
  %464 = fmul float %463, %eta
  %465 = fsub float %450, %464
  %466 = load float, ptr %449, align 4
  %467 = fmul float %466, %noise_scale3
  %468 = fadd float %465, %467
  %bits = bitcast float %468 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %448, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %uniform_sinks.done
  br label %store.done

store.then26:                                     ; preds = %quiet
  %feature28 = add i64 %lane, 0
  %valid29 = icmp ult i64 %feature28, %n_features
  %469 = getelementptr inbounds float, ptr %state_regs, i64 0
  %470 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then30, label %uniform_sinks.done31

store.done27:                                     ; preds = %slot.done35, %quiet
  br label %noise.done

uniform_sinks.then30:                             ; preds = %store.then26
  br label %uniform_sinks.done31

uniform_sinks.done31:                             ; preds = %uniform_sinks.then30, %store.then26
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %471 = getelementptr inbounds float, ptr %state_regs, i64 0
  %472 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %uniform_sinks.done31
  %473 = load float, ptr %471, align 4
  %474 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %475 = load float, ptr addrspace(3) %474, align 4
  %476 = fsub float %475, 4.000000e+00
  %477 = fmul float 2.000000e+00, %476
  %478 = fmul float 0x3F847AE140000000, %477
  %479 = fmul float 2.000000e+00, %473
  %480 = fmul float %478, %479
  %481 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature32
  %482 = load float, ptr addrspace(1) %481, align 4
  %483 = fsub float %473, %482
  %484 = fmul float 2.000000e+00, %483
  %485 = fmul float 5.000000e-01, %484
  %486 = fadd float %480, %485
  %487 = fmul float %486, %eta
  %488 = fsub float %473, %487
  %489 = fmul float 0.000000e+00, %noise_scale3
  %490 = fadd float %488, %489
  %bits36 = bitcast float %488 to i32
  %magnitude37 = and i32 %bits36, 2147483647
  %is_nan38 = icmp ugt i32 %magnitude37, 2139095040
  %canonical39 = select i1 %is_nan38, i32 2143289344, i32 %bits36
  store i32 %canonical39, ptr %471, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %uniform_sinks.done31
  br label %store.done27

store.then40:                                     ; preds = %step.exit
  %feature42 = add i64 %lane, 0
  %valid43 = icmp ult i64 %feature42, %n_features
  %491 = getelementptr inbounds float, ptr %state_regs, i64 0
  %492 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid43, label %slot.then44, label %slot.done45

store.done41:                                     ; preds = %slot.done45, %step.exit
  br label %row.done

slot.then44:                                      ; preds = %store.then40
  %493 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature42
  %494 = load float, ptr %491, align 4
  store float %494, ptr addrspace(1) %493, align 4
  br label %slot.done45

slot.done45:                                      ; preds = %slot.then44, %store.then40
  br label %store.done41
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #4

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature13 = alloca float, align 4
  %state_regs = alloca [4 x float], align 4
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

row.done:                                         ; preds = %slot.done131, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %9 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %11 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %12 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %13 = load float, ptr addrspace(1) %12, align 4
  store float %13, ptr %11, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %15 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %16 = load float, ptr addrspace(1) %15, align 4
  store float %16, ptr %14, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  store float %temperature, ptr %temperature13, align 4
  %anneal14 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %49, %noise.done ]
  %17 = icmp ult i64 %step, %steps
  br i1 %17, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %18 = load float, ptr %temperature13, align 4
  %19 = fmul float %two_eta, %18
  %20 = fcmp olt float 0.000000e+00, %19
  %21 = call float @llvm.sqrt.f32(float %19)
  %22 = select i1 %20, float %21, float 0.000000e+00
  %noise_scale15 = select i1 %anneal14, float %22, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

step.exit:                                        ; preds = %step.header
  %feature116 = add i64 %lane, 0
  %valid117 = icmp ult i64 %feature116, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid117, label %slot.then118, label %slot.done119

slot.then18:                                      ; preds = %step.body
  %25 = load float, ptr %23, align 4
  %26 = fmul float %25, %25
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature16
  store float %26, ptr addrspace(3) %27, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %step.body
  %feature20 = add i64 %lane, 256
  %valid21 = icmp ult i64 %feature20, %n_features
  %28 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %29 = load float, ptr %28, align 4
  %30 = fmul float %29, %29
  %31 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature20
  store float %30, ptr addrspace(3) %31, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature24 = add i64 %lane, 512
  %valid25 = icmp ult i64 %feature24, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid25, label %slot.then26, label %slot.done27

slot.then26:                                      ; preds = %slot.done23
  %33 = load float, ptr %32, align 4
  %34 = fmul float %33, %33
  %35 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature24
  store float %34, ptr addrspace(3) %35, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %slot.done23
  %feature28 = add i64 %lane, 768
  %valid29 = icmp ult i64 %feature28, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done27
  %37 = load float, ptr %36, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature28
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done31

slot.done31:                                      ; preds = %slot.then30, %slot.done27
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done31
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %45, %fold_sums.body ]
  %40 = icmp ult i64 %fold_sums, %n_features
  br i1 %40, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = load float, ptr %fold_value, align 4
  %44 = fadd float %42, %43
  store float %44, ptr %fold_value, align 4
  %45 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %46 = load float, ptr %fold_value, align 4
  store float %46, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %47 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature80 = add i64 %lane, 0
  %valid81 = icmp ult i64 %feature80, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then82, label %uniform_sinks.done83

noise.done:                                       ; preds = %slot.done111, %slot.done69
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %49 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature34 = add i64 %lane, 0
  %valid35 = icmp ult i64 %feature34, %n_features
  %50 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid35, label %slot.then36, label %slot.done37

slot.then36:                                      ; preds = %uniform_sinks.done
  %51 = load float, ptr %50, align 4
  %52 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %53 = fsub float %52, 4.000000e+00
  %54 = fmul float 2.000000e+00, %53
  %55 = fmul float 0x3F847AE140000000, %54
  %56 = fmul float 2.000000e+00, %51
  %57 = fmul float %55, %56
  %58 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature34
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = fsub float %51, %59
  %61 = fmul float 2.000000e+00, %60
  %62 = fmul float 5.000000e-01, %61
  %63 = fadd float %57, %62
  %64 = fmul float %63, %eta
  %65 = fsub float %51, %64
  %66 = add i64 %n_features, 3
  %groups = lshr i64 %66, 2
  %67 = mul i64 %row, %groups
  %68 = lshr i64 %feature34, 2
  %group = add i64 %67, %68
  %69 = trunc i64 %key0 to i32
  %70 = lshr i64 %key0, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %group to i32
  %73 = trunc i64 %key1_step to i32
  %74 = lshr i64 %key1_step, 32
  %75 = trunc i64 %74 to i32
  %76 = lshr i64 %group, 32
  %77 = trunc i64 %76 to i32
  %78 = zext i32 %72 to i64
  %79 = mul i64 3528531795, %78
  %80 = zext i32 %75 to i64
  %81 = mul i64 3449720151, %80
  %82 = lshr i64 %79, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %79 to i32
  %85 = lshr i64 %81, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %81 to i32
  %88 = xor i32 %86, %73
  %89 = xor i32 %88, %69
  %90 = xor i32 %83, %77
  %91 = xor i32 %90, %71
  %92 = add i32 %69, -1640531527
  %93 = add i32 %71, -1150833019
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
  %188 = add i32 %172, -1640531527
  %189 = add i32 %173, -1150833019
  %190 = zext i32 %185 to i64
  %191 = mul i64 3528531795, %190
  %192 = zext i32 %187 to i64
  %193 = mul i64 3449720151, %192
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %191 to i32
  %197 = lshr i64 %193, 32
  %198 = trunc i64 %197 to i32
  %199 = trunc i64 %193 to i32
  %200 = xor i32 %198, %183
  %201 = xor i32 %200, %188
  %202 = xor i32 %195, %180
  %203 = xor i32 %202, %189
  %204 = add i32 %188, -1640531527
  %205 = add i32 %189, -1150833019
  %206 = zext i32 %201 to i64
  %207 = mul i64 3528531795, %206
  %208 = zext i32 %203 to i64
  %209 = mul i64 3449720151, %208
  %210 = lshr i64 %207, 32
  %211 = trunc i64 %210 to i32
  %212 = trunc i64 %207 to i32
  %213 = lshr i64 %209, 32
  %214 = trunc i64 %213 to i32
  %215 = trunc i64 %209 to i32
  %216 = xor i32 %214, %199
  %217 = xor i32 %216, %204
  %218 = xor i32 %211, %196
  %219 = xor i32 %218, %205
  %220 = add i32 %204, -1640531527
  %221 = add i32 %205, -1150833019
  %222 = zext i32 %217 to i64
  %223 = mul i64 3528531795, %222
  %224 = zext i32 %219 to i64
  %225 = mul i64 3449720151, %224
  %226 = lshr i64 %223, 32
  %227 = trunc i64 %226 to i32
  %228 = trunc i64 %223 to i32
  %229 = lshr i64 %225, 32
  %230 = trunc i64 %229 to i32
  %231 = trunc i64 %225 to i32
  %232 = xor i32 %230, %215
  %233 = xor i32 %232, %220
  %234 = xor i32 %227, %212
  %235 = xor i32 %234, %221
  %which = and i64 %feature34, 3
  %236 = and i64 %which, 2
  %second_pair = icmp ne i64 %236, 0
  %237 = select i1 %second_pair, i32 %235, i32 %233
  %238 = select i1 %second_pair, i32 %228, i32 %231
  %239 = lshr i32 %237, 9
  %240 = sitofp i32 %239 to float
  %241 = fadd float %240, 5.000000e-01
  %242 = fmul float %241, 0x3E80000000000000
  %243 = lshr i32 %238, 9
  %244 = sitofp i32 %243 to float
  %245 = fadd float %244, 5.000000e-01
  %246 = fmul float %245, 0x3E80000000000000
  %247 = bitcast float %242 to i32
  %248 = add i32 %247, 4913933
  %249 = lshr i32 %248, 23
  %250 = sub i32 %249, 127
  %251 = and i32 %248, 8388607
  %252 = add i32 %251, 1060439283
  %253 = bitcast i32 %252 to float
  %254 = fsub float %253, 1.000000e+00
  %255 = fadd float 2.000000e+00, %254
  %256 = fdiv float %254, %255
  %257 = fmul float %256, %256
  %258 = fmul float %257, %257
  %259 = fmul float %258, 0x3FCF13C4C0000000
  %260 = fadd float 0x3FD999C260000000, %259
  %261 = fmul float %258, %260
  %262 = fmul float %258, 0x3FD23D3DC0000000
  %263 = fadd float 0x3FE5555540000000, %262
  %264 = fmul float %257, %263
  %265 = fadd float %264, %261
  %266 = fmul float 5.000000e-01, %254
  %267 = fmul float %266, %254
  %268 = sitofp i32 %250 to float
  %269 = fadd float %267, %265
  %270 = fmul float %256, %269
  %271 = fmul float %268, 0x3EE2FEFA20000000
  %272 = fadd float %270, %271
  %273 = fsub float %272, %267
  %274 = fadd float %273, %254
  %275 = fmul float %268, 0x3FE62E3000000000
  %276 = fadd float %274, %275
  %277 = fmul float -2.000000e+00, %276
  %278 = call float @llvm.sqrt.f32(float %277)
  %279 = fpext float %246 to double
  %280 = fmul double %279, 4.000000e+00
  %281 = fadd double %280, 0x4338000000000000
  %282 = fsub double %281, 0x4338000000000000
  %283 = fsub double %280, %282
  %284 = fmul double %283, 0x3FF921FB54442D18
  %285 = fmul double %284, %284
  %286 = fmul double %285, 0x3EC71DE3A556C734
  %287 = fadd double 0xBF2A01A01A01A01A, %286
  %288 = fmul double %285, %287
  %289 = fadd double 0x3F81111111111111, %288
  %290 = fmul double %285, %289
  %291 = fadd double 0xBFC5555555555555, %290
  %292 = fmul double %284, %285
  %293 = fmul double %292, %291
  %294 = fadd double %284, %293
  %295 = fmul double %285, 0xBE927E4FB7789F5C
  %296 = fadd double 0x3EFA01A01A01A01A, %295
  %297 = fmul double %285, %296
  %298 = fadd double 0xBF56C16C16C16C17, %297
  %299 = fmul double %285, %298
  %300 = fadd double 0x3FA5555555555555, %299
  %301 = fmul double %285, %285
  %302 = fmul double %301, %300
  %303 = fmul double 5.000000e-01, %285
  %304 = fsub double 1.000000e+00, %303
  %305 = fadd double %304, %302
  %306 = fneg double %294
  %307 = fneg double %305
  %308 = bitcast double %281 to i64
  %309 = and i64 %308, 1
  %310 = and i64 %308, 2
  %311 = icmp eq i64 %309, 1
  %312 = icmp eq i64 %310, 2
  %313 = select i1 %312, double %306, double %294
  %314 = select i1 %312, double %307, double %305
  %315 = select i1 %311, double %314, double %313
  %316 = select i1 %312, double %307, double %305
  %317 = select i1 %312, double %294, double %306
  %318 = select i1 %311, double %317, double %316
  %319 = fptrunc double %315 to float
  %320 = fptrunc double %318 to float
  %321 = fmul float %278, %320
  %322 = fmul float %278, %319
  %323 = and i64 %which, 1
  %odd = icmp ne i64 %323, 0
  %normal = select i1 %odd, float %322, float %321
  %324 = fmul float %normal, %noise_scale15
  %325 = fadd float %65, %324
  %bits = bitcast float %325 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %50, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature38 = add i64 %lane, 256
  %valid39 = icmp ult i64 %feature38, %n_features
  %326 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid39, label %slot.then40, label %slot.done41

slot.then40:                                      ; preds = %slot.done37
  %327 = load float, ptr %326, align 4
  %328 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %329 = fsub float %328, 4.000000e+00
  %330 = fmul float 2.000000e+00, %329
  %331 = fmul float 0x3F847AE140000000, %330
  %332 = fmul float 2.000000e+00, %327
  %333 = fmul float %331, %332
  %334 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature38
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = fsub float %327, %335
  %337 = fmul float 2.000000e+00, %336
  %338 = fmul float 5.000000e-01, %337
  %339 = fadd float %333, %338
  %340 = fmul float %339, %eta
  %341 = fsub float %327, %340
  %342 = add i64 %n_features, 3
  %groups42 = lshr i64 %342, 2
  %343 = mul i64 %row, %groups42
  %344 = lshr i64 %feature38, 2
  %group43 = add i64 %343, %344
  %345 = trunc i64 %key0 to i32
  %346 = lshr i64 %key0, 32
  %347 = trunc i64 %346 to i32
  %348 = trunc i64 %group43 to i32
  %349 = trunc i64 %key1_step to i32
  %350 = lshr i64 %key1_step, 32
  %351 = trunc i64 %350 to i32
  %352 = lshr i64 %group43, 32
  %353 = trunc i64 %352 to i32
  %354 = zext i32 %348 to i64
  %355 = mul i64 3528531795, %354
  %356 = zext i32 %351 to i64
  %357 = mul i64 3449720151, %356
  %358 = lshr i64 %355, 32
  %359 = trunc i64 %358 to i32
  %360 = trunc i64 %355 to i32
  %361 = lshr i64 %357, 32
  %362 = trunc i64 %361 to i32
  %363 = trunc i64 %357 to i32
  %364 = xor i32 %362, %349
  %365 = xor i32 %364, %345
  %366 = xor i32 %359, %353
  %367 = xor i32 %366, %347
  %368 = add i32 %345, -1640531527
  %369 = add i32 %347, -1150833019
  %370 = zext i32 %365 to i64
  %371 = mul i64 3528531795, %370
  %372 = zext i32 %367 to i64
  %373 = mul i64 3449720151, %372
  %374 = lshr i64 %371, 32
  %375 = trunc i64 %374 to i32
  %376 = trunc i64 %371 to i32
  %377 = lshr i64 %373, 32
  %378 = trunc i64 %377 to i32
  %379 = trunc i64 %373 to i32
  %380 = xor i32 %378, %363
  %381 = xor i32 %380, %368
  %382 = xor i32 %375, %360
  %383 = xor i32 %382, %369
  %384 = add i32 %368, -1640531527
  %385 = add i32 %369, -1150833019
  %386 = zext i32 %381 to i64
  %387 = mul i64 3528531795, %386
  %388 = zext i32 %383 to i64
  %389 = mul i64 3449720151, %388
  %390 = lshr i64 %387, 32
  %391 = trunc i64 %390 to i32
  %392 = trunc i64 %387 to i32
  %393 = lshr i64 %389, 32
  %394 = trunc i64 %393 to i32
  %395 = trunc i64 %389 to i32
  %396 = xor i32 %394, %379
  %397 = xor i32 %396, %384
  %398 = xor i32 %391, %376
  %399 = xor i32 %398, %385
  %400 = add i32 %384, -1640531527
  %401 = add i32 %385, -1150833019
  %402 = zext i32 %397 to i64
  %403 = mul i64 3528531795, %402
  %404 = zext i32 %399 to i64
  %405 = mul i64 3449720151, %404
  %406 = lshr i64 %403, 32
  %407 = trunc i64 %406 to i32
  %408 = trunc i64 %403 to i32
  %409 = lshr i64 %405, 32
  %410 = trunc i64 %409 to i32
  %411 = trunc i64 %405 to i32
  %412 = xor i32 %410, %395
  %413 = xor i32 %412, %400
  %414 = xor i32 %407, %392
  %415 = xor i32 %414, %401
  %416 = add i32 %400, -1640531527
  %417 = add i32 %401, -1150833019
  %418 = zext i32 %413 to i64
  %419 = mul i64 3528531795, %418
  %420 = zext i32 %415 to i64
  %421 = mul i64 3449720151, %420
  %422 = lshr i64 %419, 32
  %423 = trunc i64 %422 to i32
  %424 = trunc i64 %419 to i32
  %425 = lshr i64 %421, 32
  %426 = trunc i64 %425 to i32
  %427 = trunc i64 %421 to i32
  %428 = xor i32 %426, %411
  %429 = xor i32 %428, %416
  %430 = xor i32 %423, %408
  %431 = xor i32 %430, %417
  %432 = add i32 %416, -1640531527
  %433 = add i32 %417, -1150833019
  %434 = zext i32 %429 to i64
  %435 = mul i64 3528531795, %434
  %436 = zext i32 %431 to i64
  %437 = mul i64 3449720151, %436
  %438 = lshr i64 %435, 32
  %439 = trunc i64 %438 to i32
  %440 = trunc i64 %435 to i32
  %441 = lshr i64 %437, 32
  %442 = trunc i64 %441 to i32
  %443 = trunc i64 %437 to i32
  %444 = xor i32 %442, %427
  %445 = xor i32 %444, %432
  %446 = xor i32 %439, %424
  %447 = xor i32 %446, %433
  %448 = add i32 %432, -1640531527
  %449 = add i32 %433, -1150833019
  %450 = zext i32 %445 to i64
  %451 = mul i64 3528531795, %450
  %452 = zext i32 %447 to i64
  %453 = mul i64 3449720151, %452
  %454 = lshr i64 %451, 32
  %455 = trunc i64 %454 to i32
  %456 = trunc i64 %451 to i32
  %457 = lshr i64 %453, 32
  %458 = trunc i64 %457 to i32
  %459 = trunc i64 %453 to i32
  %460 = xor i32 %458, %443
  %461 = xor i32 %460, %448
  %462 = xor i32 %455, %440
  %463 = xor i32 %462, %449
  %464 = add i32 %448, -1640531527
  %465 = add i32 %449, -1150833019
  %466 = zext i32 %461 to i64
  %467 = mul i64 3528531795, %466
  %468 = zext i32 %463 to i64
  %469 = mul i64 3449720151, %468
  %470 = lshr i64 %467, 32
  %471 = trunc i64 %470 to i32
  %472 = trunc i64 %467 to i32
  %473 = lshr i64 %469, 32
  %474 = trunc i64 %473 to i32
  %475 = trunc i64 %469 to i32
  %476 = xor i32 %474, %459
  %477 = xor i32 %476, %464
  %478 = xor i32 %471, %456
  %479 = xor i32 %478, %465
  %480 = add i32 %464, -1640531527
  %481 = add i32 %465, -1150833019
  %482 = zext i32 %477 to i64
  %483 = mul i64 3528531795, %482
  %484 = zext i32 %479 to i64
  %485 = mul i64 3449720151, %484
  %486 = lshr i64 %483, 32
  %487 = trunc i64 %486 to i32
  %488 = trunc i64 %483 to i32
  %489 = lshr i64 %485, 32
  %490 = trunc i64 %489 to i32
  %491 = trunc i64 %485 to i32
  %492 = xor i32 %490, %475
  %493 = xor i32 %492, %480
  %494 = xor i32 %487, %472
  %495 = xor i32 %494, %481
  %496 = add i32 %480, -1640531527
  %497 = add i32 %481, -1150833019
  %498 = zext i32 %493 to i64
  %499 = mul i64 3528531795, %498
  %500 = zext i32 %495 to i64
  %501 = mul i64 3449720151, %500
  %502 = lshr i64 %499, 32
  %503 = trunc i64 %502 to i32
  %504 = trunc i64 %499 to i32
  %505 = lshr i64 %501, 32
  %506 = trunc i64 %505 to i32
  %507 = trunc i64 %501 to i32
  %508 = xor i32 %506, %491
  %509 = xor i32 %508, %496
  %510 = xor i32 %503, %488
  %511 = xor i32 %510, %497
  %which44 = and i64 %feature38, 3
  %512 = and i64 %which44, 2
  %second_pair45 = icmp ne i64 %512, 0
  %513 = select i1 %second_pair45, i32 %511, i32 %509
  %514 = select i1 %second_pair45, i32 %504, i32 %507
  %515 = lshr i32 %513, 9
  %516 = sitofp i32 %515 to float
  %517 = fadd float %516, 5.000000e-01
  %518 = fmul float %517, 0x3E80000000000000
  %519 = lshr i32 %514, 9
  %520 = sitofp i32 %519 to float
  %521 = fadd float %520, 5.000000e-01
  %522 = fmul float %521, 0x3E80000000000000
  %523 = bitcast float %518 to i32
  %524 = add i32 %523, 4913933
  %525 = lshr i32 %524, 23
  %526 = sub i32 %525, 127
  %527 = and i32 %524, 8388607
  %528 = add i32 %527, 1060439283
  %529 = bitcast i32 %528 to float
  %530 = fsub float %529, 1.000000e+00
  %531 = fadd float 2.000000e+00, %530
  %532 = fdiv float %530, %531
  %533 = fmul float %532, %532
  %534 = fmul float %533, %533
  %535 = fmul float %534, 0x3FCF13C4C0000000
  %536 = fadd float 0x3FD999C260000000, %535
  %537 = fmul float %534, %536
  %538 = fmul float %534, 0x3FD23D3DC0000000
  %539 = fadd float 0x3FE5555540000000, %538
  %540 = fmul float %533, %539
  %541 = fadd float %540, %537
  %542 = fmul float 5.000000e-01, %530
  %543 = fmul float %542, %530
  %544 = sitofp i32 %526 to float
  %545 = fadd float %543, %541
  %546 = fmul float %532, %545
  %547 = fmul float %544, 0x3EE2FEFA20000000
  %548 = fadd float %546, %547
  %549 = fsub float %548, %543
  %550 = fadd float %549, %530
  %551 = fmul float %544, 0x3FE62E3000000000
  %552 = fadd float %550, %551
  %553 = fmul float -2.000000e+00, %552
  %554 = call float @llvm.sqrt.f32(float %553)
  %555 = fpext float %522 to double
  %556 = fmul double %555, 4.000000e+00
  %557 = fadd double %556, 0x4338000000000000
  %558 = fsub double %557, 0x4338000000000000
  %559 = fsub double %556, %558
  %560 = fmul double %559, 0x3FF921FB54442D18
  %561 = fmul double %560, %560
  %562 = fmul double %561, 0x3EC71DE3A556C734
  %563 = fadd double 0xBF2A01A01A01A01A, %562
  %564 = fmul double %561, %563
  %565 = fadd double 0x3F81111111111111, %564
  %566 = fmul double %561, %565
  %567 = fadd double 0xBFC5555555555555, %566
  %568 = fmul double %560, %561
  %569 = fmul double %568, %567
  %570 = fadd double %560, %569
  %571 = fmul double %561, 0xBE927E4FB7789F5C
  %572 = fadd double 0x3EFA01A01A01A01A, %571
  %573 = fmul double %561, %572
  %574 = fadd double 0xBF56C16C16C16C17, %573
  %575 = fmul double %561, %574
  %576 = fadd double 0x3FA5555555555555, %575
  %577 = fmul double %561, %561
  %578 = fmul double %577, %576
  %579 = fmul double 5.000000e-01, %561
  %580 = fsub double 1.000000e+00, %579
  %581 = fadd double %580, %578
  %582 = fneg double %570
  %583 = fneg double %581
  %584 = bitcast double %557 to i64
  %585 = and i64 %584, 1
  %586 = and i64 %584, 2
  %587 = icmp eq i64 %585, 1
  %588 = icmp eq i64 %586, 2
  %589 = select i1 %588, double %582, double %570
  %590 = select i1 %588, double %583, double %581
  %591 = select i1 %587, double %590, double %589
  %592 = select i1 %588, double %583, double %581
  %593 = select i1 %588, double %570, double %582
  %594 = select i1 %587, double %593, double %592
  %595 = fptrunc double %591 to float
  %596 = fptrunc double %594 to float
  %597 = fmul float %554, %596
  %598 = fmul float %554, %595
  %599 = and i64 %which44, 1
  %odd46 = icmp ne i64 %599, 0
  %normal47 = select i1 %odd46, float %598, float %597
  %600 = fmul float %normal47, %noise_scale15
  %601 = fadd float %341, %600
  %bits48 = bitcast float %601 to i32
  %magnitude49 = and i32 %bits48, 2147483647
  %is_nan50 = icmp ugt i32 %magnitude49, 2139095040
  %canonical51 = select i1 %is_nan50, i32 2143289344, i32 %bits48
  store i32 %canonical51, ptr %326, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %slot.done37
  %feature52 = add i64 %lane, 512
  %valid53 = icmp ult i64 %feature52, %n_features
  %602 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done41
  %603 = load float, ptr %602, align 4
  %604 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %605 = fsub float %604, 4.000000e+00
  %606 = fmul float 2.000000e+00, %605
  %607 = fmul float 0x3F847AE140000000, %606
  %608 = fmul float 2.000000e+00, %603
  %609 = fmul float %607, %608
  %610 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature52
  %611 = load float, ptr addrspace(1) %610, align 4
  %612 = fsub float %603, %611
  %613 = fmul float 2.000000e+00, %612
  %614 = fmul float 5.000000e-01, %613
  %615 = fadd float %609, %614
  %616 = fmul float %615, %eta
  %617 = fsub float %603, %616
  %618 = add i64 %n_features, 3
  %groups56 = lshr i64 %618, 2
  %619 = mul i64 %row, %groups56
  %620 = lshr i64 %feature52, 2
  %group57 = add i64 %619, %620
  %621 = trunc i64 %key0 to i32
  %622 = lshr i64 %key0, 32
  %623 = trunc i64 %622 to i32
  %624 = trunc i64 %group57 to i32
  %625 = trunc i64 %key1_step to i32
  %626 = lshr i64 %key1_step, 32
  %627 = trunc i64 %626 to i32
  %628 = lshr i64 %group57, 32
  %629 = trunc i64 %628 to i32
  %630 = zext i32 %624 to i64
  %631 = mul i64 3528531795, %630
  %632 = zext i32 %627 to i64
  %633 = mul i64 3449720151, %632
  %634 = lshr i64 %631, 32
  %635 = trunc i64 %634 to i32
  %636 = trunc i64 %631 to i32
  %637 = lshr i64 %633, 32
  %638 = trunc i64 %637 to i32
  %639 = trunc i64 %633 to i32
  %640 = xor i32 %638, %625
  %641 = xor i32 %640, %621
  %642 = xor i32 %635, %629
  %643 = xor i32 %642, %623
  %644 = add i32 %621, -1640531527
  %645 = add i32 %623, -1150833019
  %646 = zext i32 %641 to i64
  %647 = mul i64 3528531795, %646
  %648 = zext i32 %643 to i64
  %649 = mul i64 3449720151, %648
  %650 = lshr i64 %647, 32
  %651 = trunc i64 %650 to i32
  %652 = trunc i64 %647 to i32
  %653 = lshr i64 %649, 32
  %654 = trunc i64 %653 to i32
  %655 = trunc i64 %649 to i32
  %656 = xor i32 %654, %639
  %657 = xor i32 %656, %644
  %658 = xor i32 %651, %636
  %659 = xor i32 %658, %645
  %660 = add i32 %644, -1640531527
  %661 = add i32 %645, -1150833019
  %662 = zext i32 %657 to i64
  %663 = mul i64 3528531795, %662
  %664 = zext i32 %659 to i64
  %665 = mul i64 3449720151, %664
  %666 = lshr i64 %663, 32
  %667 = trunc i64 %666 to i32
  %668 = trunc i64 %663 to i32
  %669 = lshr i64 %665, 32
  %670 = trunc i64 %669 to i32
  %671 = trunc i64 %665 to i32
  %672 = xor i32 %670, %655
  %673 = xor i32 %672, %660
  %674 = xor i32 %667, %652
  %675 = xor i32 %674, %661
  %676 = add i32 %660, -1640531527
  %677 = add i32 %661, -1150833019
  %678 = zext i32 %673 to i64
  %679 = mul i64 3528531795, %678
  %680 = zext i32 %675 to i64
  %681 = mul i64 3449720151, %680
  %682 = lshr i64 %679, 32
  %683 = trunc i64 %682 to i32
  %684 = trunc i64 %679 to i32
  %685 = lshr i64 %681, 32
  %686 = trunc i64 %685 to i32
  %687 = trunc i64 %681 to i32
  %688 = xor i32 %686, %671
  %689 = xor i32 %688, %676
  %690 = xor i32 %683, %668
  %691 = xor i32 %690, %677
  %692 = add i32 %676, -1640531527
  %693 = add i32 %677, -1150833019
  %694 = zext i32 %689 to i64
  %695 = mul i64 3528531795, %694
  %696 = zext i32 %691 to i64
  %697 = mul i64 3449720151, %696
  %698 = lshr i64 %695, 32
  %699 = trunc i64 %698 to i32
  %700 = trunc i64 %695 to i32
  %701 = lshr i64 %697, 32
  %702 = trunc i64 %701 to i32
  %703 = trunc i64 %697 to i32
  %704 = xor i32 %702, %687
  %705 = xor i32 %704, %692
  %706 = xor i32 %699, %684
  %707 = xor i32 %706, %693
  %708 = add i32 %692, -1640531527
  %709 = add i32 %693, -1150833019
  %710 = zext i32 %705 to i64
  %711 = mul i64 3528531795, %710
  %712 = zext i32 %707 to i64
  %713 = mul i64 3449720151, %712
  %714 = lshr i64 %711, 32
  %715 = trunc i64 %714 to i32
  %716 = trunc i64 %711 to i32
  %717 = lshr i64 %713, 32
  %718 = trunc i64 %717 to i32
  %719 = trunc i64 %713 to i32
  %720 = xor i32 %718, %703
  %721 = xor i32 %720, %708
  %722 = xor i32 %715, %700
  %723 = xor i32 %722, %709
  %724 = add i32 %708, -1640531527
  %725 = add i32 %709, -1150833019
  %726 = zext i32 %721 to i64
  %727 = mul i64 3528531795, %726
  %728 = zext i32 %723 to i64
  %729 = mul i64 3449720151, %728
  %730 = lshr i64 %727, 32
  %731 = trunc i64 %730 to i32
  %732 = trunc i64 %727 to i32
  %733 = lshr i64 %729, 32
  %734 = trunc i64 %733 to i32
  %735 = trunc i64 %729 to i32
  %736 = xor i32 %734, %719
  %737 = xor i32 %736, %724
  %738 = xor i32 %731, %716
  %739 = xor i32 %738, %725
  %740 = add i32 %724, -1640531527
  %741 = add i32 %725, -1150833019
  %742 = zext i32 %737 to i64
  %743 = mul i64 3528531795, %742
  %744 = zext i32 %739 to i64
  %745 = mul i64 3449720151, %744
  %746 = lshr i64 %743, 32
  %747 = trunc i64 %746 to i32
  %748 = trunc i64 %743 to i32
  %749 = lshr i64 %745, 32
  %750 = trunc i64 %749 to i32
  %751 = trunc i64 %745 to i32
  %752 = xor i32 %750, %735
  %753 = xor i32 %752, %740
  %754 = xor i32 %747, %732
  %755 = xor i32 %754, %741
  %756 = add i32 %740, -1640531527
  %757 = add i32 %741, -1150833019
  %758 = zext i32 %753 to i64
  %759 = mul i64 3528531795, %758
  %760 = zext i32 %755 to i64
  %761 = mul i64 3449720151, %760
  %762 = lshr i64 %759, 32
  %763 = trunc i64 %762 to i32
  %764 = trunc i64 %759 to i32
  %765 = lshr i64 %761, 32
  %766 = trunc i64 %765 to i32
  %767 = trunc i64 %761 to i32
  %768 = xor i32 %766, %751
  %769 = xor i32 %768, %756
  %770 = xor i32 %763, %748
  %771 = xor i32 %770, %757
  %772 = add i32 %756, -1640531527
  %773 = add i32 %757, -1150833019
  %774 = zext i32 %769 to i64
  %775 = mul i64 3528531795, %774
  %776 = zext i32 %771 to i64
  %777 = mul i64 3449720151, %776
  %778 = lshr i64 %775, 32
  %779 = trunc i64 %778 to i32
  %780 = trunc i64 %775 to i32
  %781 = lshr i64 %777, 32
  %782 = trunc i64 %781 to i32
  %783 = trunc i64 %777 to i32
  %784 = xor i32 %782, %767
  %785 = xor i32 %784, %772
  %786 = xor i32 %779, %764
  %787 = xor i32 %786, %773
  %which58 = and i64 %feature52, 3
  %788 = and i64 %which58, 2
  %second_pair59 = icmp ne i64 %788, 0
  %789 = select i1 %second_pair59, i32 %787, i32 %785
  %790 = select i1 %second_pair59, i32 %780, i32 %783
  %791 = lshr i32 %789, 9
  %792 = sitofp i32 %791 to float
  %793 = fadd float %792, 5.000000e-01
  %794 = fmul float %793, 0x3E80000000000000
  %795 = lshr i32 %790, 9
  %796 = sitofp i32 %795 to float
  %797 = fadd float %796, 5.000000e-01
  %798 = fmul float %797, 0x3E80000000000000
  %799 = bitcast float %794 to i32
  %800 = add i32 %799, 4913933
  %801 = lshr i32 %800, 23
  %802 = sub i32 %801, 127
  %803 = and i32 %800, 8388607
  %804 = add i32 %803, 1060439283
  %805 = bitcast i32 %804 to float
  %806 = fsub float %805, 1.000000e+00
  %807 = fadd float 2.000000e+00, %806
  %808 = fdiv float %806, %807
  %809 = fmul float %808, %808
  %810 = fmul float %809, %809
  %811 = fmul float %810, 0x3FCF13C4C0000000
  %812 = fadd float 0x3FD999C260000000, %811
  %813 = fmul float %810, %812
  %814 = fmul float %810, 0x3FD23D3DC0000000
  %815 = fadd float 0x3FE5555540000000, %814
  %816 = fmul float %809, %815
  %817 = fadd float %816, %813
  %818 = fmul float 5.000000e-01, %806
  %819 = fmul float %818, %806
  %820 = sitofp i32 %802 to float
  %821 = fadd float %819, %817
  %822 = fmul float %808, %821
  %823 = fmul float %820, 0x3EE2FEFA20000000
  %824 = fadd float %822, %823
  %825 = fsub float %824, %819
  %826 = fadd float %825, %806
  %827 = fmul float %820, 0x3FE62E3000000000
  %828 = fadd float %826, %827
  %829 = fmul float -2.000000e+00, %828
  %830 = call float @llvm.sqrt.f32(float %829)
  %831 = fpext float %798 to double
  %832 = fmul double %831, 4.000000e+00
  %833 = fadd double %832, 0x4338000000000000
  %834 = fsub double %833, 0x4338000000000000
  %835 = fsub double %832, %834
  %836 = fmul double %835, 0x3FF921FB54442D18
  %837 = fmul double %836, %836
  %838 = fmul double %837, 0x3EC71DE3A556C734
  %839 = fadd double 0xBF2A01A01A01A01A, %838
  %840 = fmul double %837, %839
  %841 = fadd double 0x3F81111111111111, %840
  %842 = fmul double %837, %841
  %843 = fadd double 0xBFC5555555555555, %842
  %844 = fmul double %836, %837
  %845 = fmul double %844, %843
  %846 = fadd double %836, %845
  %847 = fmul double %837, 0xBE927E4FB7789F5C
  %848 = fadd double 0x3EFA01A01A01A01A, %847
  %849 = fmul double %837, %848
  %850 = fadd double 0xBF56C16C16C16C17, %849
  %851 = fmul double %837, %850
  %852 = fadd double 0x3FA5555555555555, %851
  %853 = fmul double %837, %837
  %854 = fmul double %853, %852
  %855 = fmul double 5.000000e-01, %837
  %856 = fsub double 1.000000e+00, %855
  %857 = fadd double %856, %854
  %858 = fneg double %846
  %859 = fneg double %857
  %860 = bitcast double %833 to i64
  %861 = and i64 %860, 1
  %862 = and i64 %860, 2
  %863 = icmp eq i64 %861, 1
  %864 = icmp eq i64 %862, 2
  %865 = select i1 %864, double %858, double %846
  %866 = select i1 %864, double %859, double %857
  %867 = select i1 %863, double %866, double %865
  %868 = select i1 %864, double %859, double %857
  %869 = select i1 %864, double %846, double %858
  %870 = select i1 %863, double %869, double %868
  %871 = fptrunc double %867 to float
  %872 = fptrunc double %870 to float
  %873 = fmul float %830, %872
  %874 = fmul float %830, %871
  %875 = and i64 %which58, 1
  %odd60 = icmp ne i64 %875, 0
  %normal61 = select i1 %odd60, float %874, float %873
  %876 = fmul float %normal61, %noise_scale15
  %877 = fadd float %617, %876
  %bits62 = bitcast float %877 to i32
  %magnitude63 = and i32 %bits62, 2147483647
  %is_nan64 = icmp ugt i32 %magnitude63, 2139095040
  %canonical65 = select i1 %is_nan64, i32 2143289344, i32 %bits62
  store i32 %canonical65, ptr %602, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done41
  %feature66 = add i64 %lane, 768
  %valid67 = icmp ult i64 %feature66, %n_features
  %878 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %slot.done55
  %879 = load float, ptr %878, align 4
  %880 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %881 = fsub float %880, 4.000000e+00
  %882 = fmul float 2.000000e+00, %881
  %883 = fmul float 0x3F847AE140000000, %882
  %884 = fmul float 2.000000e+00, %879
  %885 = fmul float %883, %884
  %886 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %887 = load float, ptr addrspace(1) %886, align 4
  %888 = fsub float %879, %887
  %889 = fmul float 2.000000e+00, %888
  %890 = fmul float 5.000000e-01, %889
  %891 = fadd float %885, %890
  %892 = fmul float %891, %eta
  %893 = fsub float %879, %892
  %894 = add i64 %n_features, 3
  %groups70 = lshr i64 %894, 2
  %895 = mul i64 %row, %groups70
  %896 = lshr i64 %feature66, 2
  %group71 = add i64 %895, %896
  %897 = trunc i64 %key0 to i32
  %898 = lshr i64 %key0, 32
  %899 = trunc i64 %898 to i32
  %900 = trunc i64 %group71 to i32
  %901 = trunc i64 %key1_step to i32
  %902 = lshr i64 %key1_step, 32
  %903 = trunc i64 %902 to i32
  %904 = lshr i64 %group71, 32
  %905 = trunc i64 %904 to i32
  %906 = zext i32 %900 to i64
  %907 = mul i64 3528531795, %906
  %908 = zext i32 %903 to i64
  %909 = mul i64 3449720151, %908
  %910 = lshr i64 %907, 32
  %911 = trunc i64 %910 to i32
  %912 = trunc i64 %907 to i32
  %913 = lshr i64 %909, 32
  %914 = trunc i64 %913 to i32
  %915 = trunc i64 %909 to i32
  %916 = xor i32 %914, %901
  %917 = xor i32 %916, %897
  %918 = xor i32 %911, %905
  %919 = xor i32 %918, %899
  %920 = add i32 %897, -1640531527
  %921 = add i32 %899, -1150833019
  %922 = zext i32 %917 to i64
  %923 = mul i64 3528531795, %922
  %924 = zext i32 %919 to i64
  %925 = mul i64 3449720151, %924
  %926 = lshr i64 %923, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %923 to i32
  %929 = lshr i64 %925, 32
  %930 = trunc i64 %929 to i32
  %931 = trunc i64 %925 to i32
  %932 = xor i32 %930, %915
  %933 = xor i32 %932, %920
  %934 = xor i32 %927, %912
  %935 = xor i32 %934, %921
  %936 = add i32 %920, -1640531527
  %937 = add i32 %921, -1150833019
  %938 = zext i32 %933 to i64
  %939 = mul i64 3528531795, %938
  %940 = zext i32 %935 to i64
  %941 = mul i64 3449720151, %940
  %942 = lshr i64 %939, 32
  %943 = trunc i64 %942 to i32
  %944 = trunc i64 %939 to i32
  %945 = lshr i64 %941, 32
  %946 = trunc i64 %945 to i32
  %947 = trunc i64 %941 to i32
  %948 = xor i32 %946, %931
  %949 = xor i32 %948, %936
  %950 = xor i32 %943, %928
  %951 = xor i32 %950, %937
  %952 = add i32 %936, -1640531527
  %953 = add i32 %937, -1150833019
  %954 = zext i32 %949 to i64
  %955 = mul i64 3528531795, %954
  %956 = zext i32 %951 to i64
  %957 = mul i64 3449720151, %956
  %958 = lshr i64 %955, 32
  %959 = trunc i64 %958 to i32
  %960 = trunc i64 %955 to i32
  %961 = lshr i64 %957, 32
  %962 = trunc i64 %961 to i32
  %963 = trunc i64 %957 to i32
  %964 = xor i32 %962, %947
  %965 = xor i32 %964, %952
  %966 = xor i32 %959, %944
  %967 = xor i32 %966, %953
  %968 = add i32 %952, -1640531527
  %969 = add i32 %953, -1150833019
  %970 = zext i32 %965 to i64
  %971 = mul i64 3528531795, %970
  %972 = zext i32 %967 to i64
  %973 = mul i64 3449720151, %972
  %974 = lshr i64 %971, 32
  %975 = trunc i64 %974 to i32
  %976 = trunc i64 %971 to i32
  %977 = lshr i64 %973, 32
  %978 = trunc i64 %977 to i32
  %979 = trunc i64 %973 to i32
  %980 = xor i32 %978, %963
  %981 = xor i32 %980, %968
  %982 = xor i32 %975, %960
  %983 = xor i32 %982, %969
  %984 = add i32 %968, -1640531527
  %985 = add i32 %969, -1150833019
  %986 = zext i32 %981 to i64
  %987 = mul i64 3528531795, %986
  %988 = zext i32 %983 to i64
  %989 = mul i64 3449720151, %988
  %990 = lshr i64 %987, 32
  %991 = trunc i64 %990 to i32
  %992 = trunc i64 %987 to i32
  %993 = lshr i64 %989, 32
  %994 = trunc i64 %993 to i32
  %995 = trunc i64 %989 to i32
  %996 = xor i32 %994, %979
  %997 = xor i32 %996, %984
  %998 = xor i32 %991, %976
  %999 = xor i32 %998, %985
  %1000 = add i32 %984, -1640531527
  %1001 = add i32 %985, -1150833019
  %1002 = zext i32 %997 to i64
  %1003 = mul i64 3528531795, %1002
  %1004 = zext i32 %999 to i64
  %1005 = mul i64 3449720151, %1004
  %1006 = lshr i64 %1003, 32
  %1007 = trunc i64 %1006 to i32
  %1008 = trunc i64 %1003 to i32
  %1009 = lshr i64 %1005, 32
  %1010 = trunc i64 %1009 to i32
  %1011 = trunc i64 %1005 to i32
  %1012 = xor i32 %1010, %995
  %1013 = xor i32 %1012, %1000
  %1014 = xor i32 %1007, %992
  %1015 = xor i32 %1014, %1001
  %1016 = add i32 %1000, -1640531527
  %1017 = add i32 %1001, -1150833019
  %1018 = zext i32 %1013 to i64
  %1019 = mul i64 3528531795, %1018
  %1020 = zext i32 %1015 to i64
  %1021 = mul i64 3449720151, %1020
  %1022 = lshr i64 %1019, 32
  %1023 = trunc i64 %1022 to i32
  %1024 = trunc i64 %1019 to i32
  %1025 = lshr i64 %1021, 32
  %1026 = trunc i64 %1025 to i32
  %1027 = trunc i64 %1021 to i32
  %1028 = xor i32 %1026, %1011
  %1029 = xor i32 %1028, %1016
  %1030 = xor i32 %1023, %1008
  %1031 = xor i32 %1030, %1017
  %1032 = add i32 %1016, -1640531527
  %1033 = add i32 %1017, -1150833019
  %1034 = zext i32 %1029 to i64
  %1035 = mul i64 3528531795, %1034
  %1036 = zext i32 %1031 to i64
  %1037 = mul i64 3449720151, %1036
  %1038 = lshr i64 %1035, 32
  %1039 = trunc i64 %1038 to i32
  %1040 = trunc i64 %1035 to i32
  %1041 = lshr i64 %1037, 32
  %1042 = trunc i64 %1041 to i32
  %1043 = trunc i64 %1037 to i32
  %1044 = xor i32 %1042, %1027
  %1045 = xor i32 %1044, %1032
  %1046 = xor i32 %1039, %1024
  %1047 = xor i32 %1046, %1033
  %1048 = add i32 %1032, -1640531527
  %1049 = add i32 %1033, -1150833019
  %1050 = zext i32 %1045 to i64
  %1051 = mul i64 3528531795, %1050
  %1052 = zext i32 %1047 to i64
  %1053 = mul i64 3449720151, %1052
  %1054 = lshr i64 %1051, 32
  %1055 = trunc i64 %1054 to i32
  %1056 = trunc i64 %1051 to i32
  %1057 = lshr i64 %1053, 32
  %1058 = trunc i64 %1057 to i32
  %1059 = trunc i64 %1053 to i32
  %1060 = xor i32 %1058, %1043
  %1061 = xor i32 %1060, %1048
  %1062 = xor i32 %1055, %1040
  %1063 = xor i32 %1062, %1049
  %which72 = and i64 %feature66, 3
  %1064 = and i64 %which72, 2
  %second_pair73 = icmp ne i64 %1064, 0
  %1065 = select i1 %second_pair73, i32 %1063, i32 %1061
  %1066 = select i1 %second_pair73, i32 %1056, i32 %1059
  %1067 = lshr i32 %1065, 9
  %1068 = sitofp i32 %1067 to float
  %1069 = fadd float %1068, 5.000000e-01
  %1070 = fmul float %1069, 0x3E80000000000000
  %1071 = lshr i32 %1066, 9
  %1072 = sitofp i32 %1071 to float
  %1073 = fadd float %1072, 5.000000e-01
  %1074 = fmul float %1073, 0x3E80000000000000
  %1075 = bitcast float %1070 to i32
  %1076 = add i32 %1075, 4913933
  %1077 = lshr i32 %1076, 23
  %1078 = sub i32 %1077, 127
  %1079 = and i32 %1076, 8388607
  %1080 = add i32 %1079, 1060439283
  %1081 = bitcast i32 %1080 to float
  %1082 = fsub float %1081, 1.000000e+00
  %1083 = fadd float 2.000000e+00, %1082
  %1084 = fdiv float %1082, %1083
  %1085 = fmul float %1084, %1084
  %1086 = fmul float %1085, %1085
  %1087 = fmul float %1086, 0x3FCF13C4C0000000
  %1088 = fadd float 0x3FD999C260000000, %1087
  %1089 = fmul float %1086, %1088
  %1090 = fmul float %1086, 0x3FD23D3DC0000000
  %1091 = fadd float 0x3FE5555540000000, %1090
  %1092 = fmul float %1085, %1091
  %1093 = fadd float %1092, %1089
  %1094 = fmul float 5.000000e-01, %1082
  %1095 = fmul float %1094, %1082
  %1096 = sitofp i32 %1078 to float
  %1097 = fadd float %1095, %1093
  %1098 = fmul float %1084, %1097
  %1099 = fmul float %1096, 0x3EE2FEFA20000000
  %1100 = fadd float %1098, %1099
  %1101 = fsub float %1100, %1095
  %1102 = fadd float %1101, %1082
  %1103 = fmul float %1096, 0x3FE62E3000000000
  %1104 = fadd float %1102, %1103
  %1105 = fmul float -2.000000e+00, %1104
  %1106 = call float @llvm.sqrt.f32(float %1105)
  %1107 = fpext float %1074 to double
  %1108 = fmul double %1107, 4.000000e+00
  %1109 = fadd double %1108, 0x4338000000000000
  %1110 = fsub double %1109, 0x4338000000000000
  %1111 = fsub double %1108, %1110
  %1112 = fmul double %1111, 0x3FF921FB54442D18
  %1113 = fmul double %1112, %1112
  %1114 = fmul double %1113, 0x3EC71DE3A556C734
  %1115 = fadd double 0xBF2A01A01A01A01A, %1114
  %1116 = fmul double %1113, %1115
  %1117 = fadd double 0x3F81111111111111, %1116
  %1118 = fmul double %1113, %1117
  %1119 = fadd double 0xBFC5555555555555, %1118
  %1120 = fmul double %1112, %1113
  %1121 = fmul double %1120, %1119
  %1122 = fadd double %1112, %1121
  %1123 = fmul double %1113, 0xBE927E4FB7789F5C
  %1124 = fadd double 0x3EFA01A01A01A01A, %1123
  %1125 = fmul double %1113, %1124
  %1126 = fadd double 0xBF56C16C16C16C17, %1125
  %1127 = fmul double %1113, %1126
  %1128 = fadd double 0x3FA5555555555555, %1127
  %1129 = fmul double %1113, %1113
  %1130 = fmul double %1129, %1128
  %1131 = fmul double 5.000000e-01, %1113
  %1132 = fsub double 1.000000e+00, %1131
  %1133 = fadd double %1132, %1130
  %1134 = fneg double %1122
  %1135 = fneg double %1133
  %1136 = bitcast double %1109 to i64
  %1137 = and i64 %1136, 1
  %1138 = and i64 %1136, 2
  %1139 = icmp eq i64 %1137, 1
  %1140 = icmp eq i64 %1138, 2
  %1141 = select i1 %1140, double %1134, double %1122
  %1142 = select i1 %1140, double %1135, double %1133
  %1143 = select i1 %1139, double %1142, double %1141
  %1144 = select i1 %1140, double %1135, double %1133
  %1145 = select i1 %1140, double %1122, double %1134
  %1146 = select i1 %1139, double %1145, double %1144
  %1147 = fptrunc double %1143 to float
  %1148 = fptrunc double %1146 to float
  %1149 = fmul float %1106, %1148
  %1150 = fmul float %1106, %1147
  %1151 = and i64 %which72, 1
  %odd74 = icmp ne i64 %1151, 0
  %normal75 = select i1 %odd74, float %1150, float %1149
  %1152 = fmul float %normal75, %noise_scale15
  %1153 = fadd float %893, %1152
  %bits76 = bitcast float %1153 to i32
  %magnitude77 = and i32 %bits76, 2147483647
  %is_nan78 = icmp ugt i32 %magnitude77, 2139095040
  %canonical79 = select i1 %is_nan78, i32 2143289344, i32 %bits76
  store i32 %canonical79, ptr %878, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %slot.done55
  br label %noise.done

uniform_sinks.then82:                             ; preds = %quiet
  br label %uniform_sinks.done83

uniform_sinks.done83:                             ; preds = %uniform_sinks.then82, %quiet
  %feature84 = add i64 %lane, 0
  %valid85 = icmp ult i64 %feature84, %n_features
  %1154 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid85, label %slot.then86, label %slot.done87

slot.then86:                                      ; preds = %uniform_sinks.done83
  %1155 = load float, ptr %1154, align 4
  %1156 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1157 = fsub float %1156, 4.000000e+00
  %1158 = fmul float 2.000000e+00, %1157
  %1159 = fmul float 0x3F847AE140000000, %1158
  %1160 = fmul float 2.000000e+00, %1155
  %1161 = fmul float %1159, %1160
  %1162 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature84
  %1163 = load float, ptr addrspace(1) %1162, align 4
  %1164 = fsub float %1155, %1163
  %1165 = fmul float 2.000000e+00, %1164
  %1166 = fmul float 5.000000e-01, %1165
  %1167 = fadd float %1161, %1166
  %1168 = fmul float %1167, %eta
  %1169 = fsub float %1155, %1168
  %1170 = fmul float 0.000000e+00, %noise_scale15
  %1171 = fadd float %1169, %1170
  %bits88 = bitcast float %1169 to i32
  %magnitude89 = and i32 %bits88, 2147483647
  %is_nan90 = icmp ugt i32 %magnitude89, 2139095040
  %canonical91 = select i1 %is_nan90, i32 2143289344, i32 %bits88
  store i32 %canonical91, ptr %1154, align 4
  br label %slot.done87

slot.done87:                                      ; preds = %slot.then86, %uniform_sinks.done83
  %feature92 = add i64 %lane, 256
  %valid93 = icmp ult i64 %feature92, %n_features
  %1172 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %slot.done87
  %1173 = load float, ptr %1172, align 4
  %1174 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1175 = fsub float %1174, 4.000000e+00
  %1176 = fmul float 2.000000e+00, %1175
  %1177 = fmul float 0x3F847AE140000000, %1176
  %1178 = fmul float 2.000000e+00, %1173
  %1179 = fmul float %1177, %1178
  %1180 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature92
  %1181 = load float, ptr addrspace(1) %1180, align 4
  %1182 = fsub float %1173, %1181
  %1183 = fmul float 2.000000e+00, %1182
  %1184 = fmul float 5.000000e-01, %1183
  %1185 = fadd float %1179, %1184
  %1186 = fmul float %1185, %eta
  %1187 = fsub float %1173, %1186
  %1188 = fmul float 0.000000e+00, %noise_scale15
  %1189 = fadd float %1187, %1188
  %bits96 = bitcast float %1187 to i32
  %magnitude97 = and i32 %bits96, 2147483647
  %is_nan98 = icmp ugt i32 %magnitude97, 2139095040
  %canonical99 = select i1 %is_nan98, i32 2143289344, i32 %bits96
  store i32 %canonical99, ptr %1172, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %slot.done87
  %feature100 = add i64 %lane, 512
  %valid101 = icmp ult i64 %feature100, %n_features
  %1190 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid101, label %slot.then102, label %slot.done103

slot.then102:                                     ; preds = %slot.done95
  %1191 = load float, ptr %1190, align 4
  %1192 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1193 = fsub float %1192, 4.000000e+00
  %1194 = fmul float 2.000000e+00, %1193
  %1195 = fmul float 0x3F847AE140000000, %1194
  %1196 = fmul float 2.000000e+00, %1191
  %1197 = fmul float %1195, %1196
  %1198 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature100
  %1199 = load float, ptr addrspace(1) %1198, align 4
  %1200 = fsub float %1191, %1199
  %1201 = fmul float 2.000000e+00, %1200
  %1202 = fmul float 5.000000e-01, %1201
  %1203 = fadd float %1197, %1202
  %1204 = fmul float %1203, %eta
  %1205 = fsub float %1191, %1204
  %1206 = fmul float 0.000000e+00, %noise_scale15
  %1207 = fadd float %1205, %1206
  %bits104 = bitcast float %1205 to i32
  %magnitude105 = and i32 %bits104, 2147483647
  %is_nan106 = icmp ugt i32 %magnitude105, 2139095040
  %canonical107 = select i1 %is_nan106, i32 2143289344, i32 %bits104
  store i32 %canonical107, ptr %1190, align 4
  br label %slot.done103

slot.done103:                                     ; preds = %slot.then102, %slot.done95
  %feature108 = add i64 %lane, 768
  %valid109 = icmp ult i64 %feature108, %n_features
  %1208 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid109, label %slot.then110, label %slot.done111

slot.then110:                                     ; preds = %slot.done103
  %1209 = load float, ptr %1208, align 4
  %1210 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1211 = fsub float %1210, 4.000000e+00
  %1212 = fmul float 2.000000e+00, %1211
  %1213 = fmul float 0x3F847AE140000000, %1212
  %1214 = fmul float 2.000000e+00, %1209
  %1215 = fmul float %1213, %1214
  %1216 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature108
  %1217 = load float, ptr addrspace(1) %1216, align 4
  %1218 = fsub float %1209, %1217
  %1219 = fmul float 2.000000e+00, %1218
  %1220 = fmul float 5.000000e-01, %1219
  %1221 = fadd float %1215, %1220
  %1222 = fmul float %1221, %eta
  %1223 = fsub float %1209, %1222
  %1224 = fmul float 0.000000e+00, %noise_scale15
  %1225 = fadd float %1223, %1224
  %bits112 = bitcast float %1223 to i32
  %magnitude113 = and i32 %bits112, 2147483647
  %is_nan114 = icmp ugt i32 %magnitude113, 2139095040
  %canonical115 = select i1 %is_nan114, i32 2143289344, i32 %bits112
  store i32 %canonical115, ptr %1208, align 4
  br label %slot.done111

slot.done111:                                     ; preds = %slot.then110, %slot.done103
  br label %noise.done

slot.then118:                                     ; preds = %step.exit
  %1226 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature116
  %1227 = load float, ptr %24, align 4
  store float %1227, ptr addrspace(1) %1226, align 4
  br label %slot.done119

slot.done119:                                     ; preds = %slot.then118, %step.exit
  %feature120 = add i64 %lane, 256
  %valid121 = icmp ult i64 %feature120, %n_features
  %1228 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid121, label %slot.then122, label %slot.done123

slot.then122:                                     ; preds = %slot.done119
  %1229 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature120
  %1230 = load float, ptr %1228, align 4
  store float %1230, ptr addrspace(1) %1229, align 4
  br label %slot.done123

slot.done123:                                     ; preds = %slot.then122, %slot.done119
  %feature124 = add i64 %lane, 512
  %valid125 = icmp ult i64 %feature124, %n_features
  %1231 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid125, label %slot.then126, label %slot.done127

slot.then126:                                     ; preds = %slot.done123
  %1232 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature124
  %1233 = load float, ptr %1231, align 4
  store float %1233, ptr addrspace(1) %1232, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %slot.done123
  %feature128 = add i64 %lane, 768
  %valid129 = icmp ult i64 %feature128, %n_features
  %1234 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid129, label %slot.then130, label %slot.done131

slot.then130:                                     ; preds = %slot.done127
  %1235 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature128
  %1236 = load float, ptr %1234, align 4
  store float %1236, ptr addrspace(1) %1235, align 4
  br label %slot.done131

slot.done131:                                     ; preds = %slot.then130, %slot.done127
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %746, %noise.done ]
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
  br label %feature.header

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

feature.header:                                   ; preds = %feature.body, %draw.done
  %feature = phi i64 [ %lane, %draw.done ], [ %735, %feature.body ]
  %728 = icmp ult i64 %feature, %n_features
  br i1 %728, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %729 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %730 = load float, ptr addrspace(1) %729, align 4
  %731 = fmul float %730, %730
  %732 = mul i64 %n_features, 0
  %733 = add i64 %732, %feature
  %734 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %733
  store float %731, ptr addrspace(1) %734, align 4
  %735 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %736 = mul i64 %n_features, 0
  %737 = add i64 %736, 0
  %738 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %737
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw14 = icmp ne i32 %draw_noise, 0
  br i1 %draw14, label %noise15, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %744, %fold_sums.body ]
  %739 = icmp ult i64 %fold_sums, %n_features
  br i1 %739, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %740 = getelementptr inbounds float, ptr addrspace(1) %738, i64 %fold_sums
  %741 = load float, ptr addrspace(1) %740, align 4
  %742 = load float, ptr %fold_value, align 4
  %743 = fadd float %741, %742
  store float %743, ptr %fold_value, align 4
  %744 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %745 = load float, ptr %fold_value, align 4
  store float %745, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

noise15:                                          ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then20, label %uniform_sinks.done21

noise.done:                                       ; preds = %feature.exit24, %feature.exit18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %11, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %746 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise15
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise15
  br label %feature.header16

feature.header16:                                 ; preds = %feature.body17, %uniform_sinks.done
  %feature19 = phi i64 [ %lane, %uniform_sinks.done ], [ %769, %feature.body17 ]
  %747 = icmp ult i64 %feature19, %n_features
  br i1 %747, label %feature.body17, label %feature.exit18

feature.body17:                                   ; preds = %feature.header16
  %748 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature19
  %749 = load float, ptr addrspace(1) %748, align 4
  %750 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %751 = fsub float %750, 4.000000e+00
  %752 = fmul float 2.000000e+00, %751
  %753 = fmul float 0x3F847AE140000000, %752
  %754 = fmul float 2.000000e+00, %749
  %755 = fmul float %753, %754
  %756 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature19
  %757 = load float, ptr addrspace(1) %756, align 4
  %758 = fsub float %749, %757
  %759 = fmul float 2.000000e+00, %758
  %760 = fmul float 5.000000e-01, %759
  %761 = fadd float %755, %760
  %762 = fmul float %761, %eta
  %763 = fsub float %749, %762
  %764 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature19
  %765 = load float, ptr addrspace(1) %764, align 4
  %766 = fmul float %765, %noise_scale3
  %767 = fadd float %763, %766
  %768 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature19
  %bits = bitcast float %767 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %768, align 4
  %769 = add i64 %feature19, 256
  br label %feature.header16

feature.exit18:                                   ; preds = %feature.header16
  br label %noise.done

uniform_sinks.then20:                             ; preds = %quiet
  br label %uniform_sinks.done21

uniform_sinks.done21:                             ; preds = %uniform_sinks.then20, %quiet
  br label %feature.header22

feature.header22:                                 ; preds = %feature.body23, %uniform_sinks.done21
  %feature25 = phi i64 [ %lane, %uniform_sinks.done21 ], [ %790, %feature.body23 ]
  %770 = icmp ult i64 %feature25, %n_features
  br i1 %770, label %feature.body23, label %feature.exit24

feature.body23:                                   ; preds = %feature.header22
  %771 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %772 = load float, ptr addrspace(1) %771, align 4
  %773 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %774 = fsub float %773, 4.000000e+00
  %775 = fmul float 2.000000e+00, %774
  %776 = fmul float 0x3F847AE140000000, %775
  %777 = fmul float 2.000000e+00, %772
  %778 = fmul float %776, %777
  %779 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %780 = load float, ptr addrspace(1) %779, align 4
  %781 = fsub float %772, %780
  %782 = fmul float 2.000000e+00, %781
  %783 = fmul float 5.000000e-01, %782
  %784 = fadd float %778, %783
  %785 = fmul float %784, %eta
  %786 = fsub float %772, %785
  %787 = fmul float 0.000000e+00, %noise_scale3
  %788 = fadd float %786, %787
  %789 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %bits26 = bitcast float %786 to i32
  %magnitude27 = and i32 %bits26, 2147483647
  %is_nan28 = icmp ugt i32 %magnitude27, 2139095040
  %canonical29 = select i1 %is_nan28, i32 2143289344, i32 %bits26
  store i32 %canonical29, ptr addrspace(1) %789, align 4
  %790 = add i64 %feature25, 256
  br label %feature.header22

feature.exit24:                                   ; preds = %feature.header22
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind "nvvm.maxntid"="1024" }
