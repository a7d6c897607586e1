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
  %step = phi i64 [ 0, %slot.done ], [ %449, %noise.done ]
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
  %quad_slot = and i64 %quad_lane, 0
  %20 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %20
  %21 = mul i64 %quad_slot, 4
  %quad_feature = add i64 %lane, %21
  %feature4 = add i64 %quad_feature, 0
  %22 = add i64 %n_features, 3
  %groups = lshr i64 %22, 2
  %23 = mul i64 %row_read, %groups
  %24 = lshr i64 %feature4, 2
  %group5 = add i64 %23, %24
  %25 = trunc i64 %key0 to i32
  %26 = lshr i64 %key0, 32
  %27 = trunc i64 %26 to i32
  %28 = trunc i64 %group5 to i32
  %29 = trunc i64 %quad_key1_step to i32
  %30 = lshr i64 %quad_key1_step, 32
  %31 = trunc i64 %30 to i32
  %32 = lshr i64 %group5, 32
  %33 = trunc i64 %32 to i32
  %34 = zext i32 %28 to i64
  %35 = mul i64 3528531795, %34
  %36 = zext i32 %31 to i64
  %37 = mul i64 3449720151, %36
  %38 = lshr i64 %35, 32
  %39 = trunc i64 %38 to i32
  %40 = trunc i64 %35 to i32
  %41 = lshr i64 %37, 32
  %42 = trunc i64 %41 to i32
  %43 = trunc i64 %37 to i32
  %44 = xor i32 %42, %29
  %45 = xor i32 %44, %25
  %46 = xor i32 %39, %33
  %47 = xor i32 %46, %27
  %48 = add i32 %25, -1640531527
  %49 = add i32 %27, -1150833019
  %50 = zext i32 %45 to i64
  %51 = mul i64 3528531795, %50
  %52 = zext i32 %47 to i64
  %53 = mul i64 3449720151, %52
  %54 = lshr i64 %51, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %51 to i32
  %57 = lshr i64 %53, 32
  %58 = trunc i64 %57 to i32
  %59 = trunc i64 %53 to i32
  %60 = xor i32 %58, %43
  %61 = xor i32 %60, %48
  %62 = xor i32 %55, %40
  %63 = xor i32 %62, %49
  %64 = add i32 %48, -1640531527
  %65 = add i32 %49, -1150833019
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
  %192 = lshr i32 %189, 9
  %193 = sitofp i32 %192 to float
  %194 = fadd float %193, 5.000000e-01
  %195 = fmul float %194, 0x3E80000000000000
  %196 = lshr i32 %187, 9
  %197 = sitofp i32 %196 to float
  %198 = fadd float %197, 5.000000e-01
  %199 = fmul float %198, 0x3E80000000000000
  %200 = bitcast float %195 to i32
  %201 = add i32 %200, 4913933
  %202 = lshr i32 %201, 23
  %203 = sub i32 %202, 127
  %204 = and i32 %201, 8388607
  %205 = add i32 %204, 1060439283
  %206 = bitcast i32 %205 to float
  %207 = fsub float %206, 1.000000e+00
  %208 = fadd float 2.000000e+00, %207
  %209 = fdiv float %207, %208
  %210 = fmul float %209, %209
  %211 = fmul float %210, %210
  %212 = fmul float %211, 0x3FCF13C4C0000000
  %213 = fadd float 0x3FD999C260000000, %212
  %214 = fmul float %211, %213
  %215 = fmul float %211, 0x3FD23D3DC0000000
  %216 = fadd float 0x3FE5555540000000, %215
  %217 = fmul float %210, %216
  %218 = fadd float %217, %214
  %219 = fmul float 5.000000e-01, %207
  %220 = fmul float %219, %207
  %221 = sitofp i32 %203 to float
  %222 = fadd float %220, %218
  %223 = fmul float %209, %222
  %224 = fmul float %221, 0x3EE2FEFA20000000
  %225 = fadd float %223, %224
  %226 = fsub float %225, %220
  %227 = fadd float %226, %207
  %228 = fmul float %221, 0x3FE62E3000000000
  %229 = fadd float %227, %228
  %230 = fmul float -2.000000e+00, %229
  %231 = call float @llvm.sqrt.f32(float %230)
  %232 = fpext float %199 to double
  %233 = fmul double %232, 4.000000e+00
  %234 = fadd double %233, 0x4338000000000000
  %235 = fsub double %234, 0x4338000000000000
  %236 = fsub double %233, %235
  %237 = fmul double %236, 0x3FF921FB54442D18
  %238 = fmul double %237, %237
  %239 = fmul double %238, 0x3EC71DE3A556C734
  %240 = fadd double 0xBF2A01A01A01A01A, %239
  %241 = fmul double %238, %240
  %242 = fadd double 0x3F81111111111111, %241
  %243 = fmul double %238, %242
  %244 = fadd double 0xBFC5555555555555, %243
  %245 = fmul double %237, %238
  %246 = fmul double %245, %244
  %247 = fadd double %237, %246
  %248 = fmul double %238, 0xBE927E4FB7789F5C
  %249 = fadd double 0x3EFA01A01A01A01A, %248
  %250 = fmul double %238, %249
  %251 = fadd double 0xBF56C16C16C16C17, %250
  %252 = fmul double %238, %251
  %253 = fadd double 0x3FA5555555555555, %252
  %254 = fmul double %238, %238
  %255 = fmul double %254, %253
  %256 = fmul double 5.000000e-01, %238
  %257 = fsub double 1.000000e+00, %256
  %258 = fadd double %257, %255
  %259 = fneg double %247
  %260 = fneg double %258
  %261 = bitcast double %234 to i64
  %262 = and i64 %261, 1
  %263 = and i64 %261, 2
  %264 = icmp eq i64 %262, 1
  %265 = icmp eq i64 %263, 2
  %266 = select i1 %265, double %259, double %247
  %267 = select i1 %265, double %260, double %258
  %268 = select i1 %264, double %267, double %266
  %269 = select i1 %265, double %260, double %258
  %270 = select i1 %265, double %247, double %259
  %271 = select i1 %264, double %270, double %269
  %272 = fptrunc double %268 to float
  %273 = fptrunc double %271 to float
  %274 = fmul float %231, %273
  %275 = fmul float %231, %272
  %276 = lshr i32 %191, 9
  %277 = sitofp i32 %276 to float
  %278 = fadd float %277, 5.000000e-01
  %279 = fmul float %278, 0x3E80000000000000
  %280 = lshr i32 %184, 9
  %281 = sitofp i32 %280 to float
  %282 = fadd float %281, 5.000000e-01
  %283 = fmul float %282, 0x3E80000000000000
  %284 = bitcast float %279 to i32
  %285 = add i32 %284, 4913933
  %286 = lshr i32 %285, 23
  %287 = sub i32 %286, 127
  %288 = and i32 %285, 8388607
  %289 = add i32 %288, 1060439283
  %290 = bitcast i32 %289 to float
  %291 = fsub float %290, 1.000000e+00
  %292 = fadd float 2.000000e+00, %291
  %293 = fdiv float %291, %292
  %294 = fmul float %293, %293
  %295 = fmul float %294, %294
  %296 = fmul float %295, 0x3FCF13C4C0000000
  %297 = fadd float 0x3FD999C260000000, %296
  %298 = fmul float %295, %297
  %299 = fmul float %295, 0x3FD23D3DC0000000
  %300 = fadd float 0x3FE5555540000000, %299
  %301 = fmul float %294, %300
  %302 = fadd float %301, %298
  %303 = fmul float 5.000000e-01, %291
  %304 = fmul float %303, %291
  %305 = sitofp i32 %287 to float
  %306 = fadd float %304, %302
  %307 = fmul float %293, %306
  %308 = fmul float %305, 0x3EE2FEFA20000000
  %309 = fadd float %307, %308
  %310 = fsub float %309, %304
  %311 = fadd float %310, %291
  %312 = fmul float %305, 0x3FE62E3000000000
  %313 = fadd float %311, %312
  %314 = fmul float -2.000000e+00, %313
  %315 = call float @llvm.sqrt.f32(float %314)
  %316 = fpext float %283 to double
  %317 = fmul double %316, 4.000000e+00
  %318 = fadd double %317, 0x4338000000000000
  %319 = fsub double %318, 0x4338000000000000
  %320 = fsub double %317, %319
  %321 = fmul double %320, 0x3FF921FB54442D18
  %322 = fmul double %321, %321
  %323 = fmul double %322, 0x3EC71DE3A556C734
  %324 = fadd double 0xBF2A01A01A01A01A, %323
  %325 = fmul double %322, %324
  %326 = fadd double 0x3F81111111111111, %325
  %327 = fmul double %322, %326
  %328 = fadd double 0xBFC5555555555555, %327
  %329 = fmul double %321, %322
  %330 = fmul double %329, %328
  %331 = fadd double %321, %330
  %332 = fmul double %322, 0xBE927E4FB7789F5C
  %333 = fadd double 0x3EFA01A01A01A01A, %332
  %334 = fmul double %322, %333
  %335 = fadd double 0xBF56C16C16C16C17, %334
  %336 = fmul double %322, %335
  %337 = fadd double 0x3FA5555555555555, %336
  %338 = fmul double %322, %322
  %339 = fmul double %338, %337
  %340 = fmul double 5.000000e-01, %322
  %341 = fsub double 1.000000e+00, %340
  %342 = fadd double %341, %339
  %343 = fneg double %331
  %344 = fneg double %342
  %345 = bitcast double %318 to i64
  %346 = and i64 %345, 1
  %347 = and i64 %345, 2
  %348 = icmp eq i64 %346, 1
  %349 = icmp eq i64 %347, 2
  %350 = select i1 %349, double %343, double %331
  %351 = select i1 %349, double %344, double %342
  %352 = select i1 %348, double %351, double %350
  %353 = select i1 %349, double %344, double %342
  %354 = select i1 %349, double %331, double %343
  %355 = select i1 %348, double %354, double %353
  %356 = fptrunc double %352 to float
  %357 = fptrunc double %355 to float
  %358 = fmul float %315, %357
  %359 = fmul float %315, %356
  %360 = add i64 %quad_lane, 4
  %quad_send = and i64 %360, 3
  %361 = and i64 %quad_send, 1
  %362 = icmp ne i64 %361, 0
  %363 = and i64 %quad_send, 2
  %364 = icmp ne i64 %363, 0
  %365 = select i1 %362, float %275, float %274
  %366 = select i1 %362, float %359, float %358
  %367 = select i1 %364, float %366, float %365
  %368 = bitcast float %367 to i32
  %369 = bitcast i32 %368 to float
  %370 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %369, ptr %370, align 4
  %371 = add i64 %quad_lane, 3
  %quad_send6 = and i64 %371, 3
  %372 = and i64 %quad_send6, 1
  %373 = icmp ne i64 %372, 0
  %374 = and i64 %quad_send6, 2
  %375 = icmp ne i64 %374, 0
  %376 = select i1 %373, float %275, float %274
  %377 = select i1 %373, float %359, float %358
  %378 = select i1 %375, float %377, float %376
  %379 = bitcast float %378 to i32
  %380 = trunc i64 %thread to i32
  %warp_lane = and i32 %380, 31
  %381 = and i32 %warp_lane, -4
  %382 = add i32 %warp_lane, 1
  %383 = and i32 %382, 3
  %quad_source = or i32 %381, %383
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %379, i32 %quad_source, i32 31)
  %384 = bitcast i32 %quad to float
  %385 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %384, ptr %385, align 4
  %386 = add i64 %quad_lane, 2
  %quad_send7 = and i64 %386, 3
  %387 = and i64 %quad_send7, 1
  %388 = icmp ne i64 %387, 0
  %389 = and i64 %quad_send7, 2
  %390 = icmp ne i64 %389, 0
  %391 = select i1 %388, float %275, float %274
  %392 = select i1 %388, float %359, float %358
  %393 = select i1 %390, float %392, float %391
  %394 = bitcast float %393 to i32
  %395 = trunc i64 %thread to i32
  %warp_lane8 = and i32 %395, 31
  %396 = and i32 %warp_lane8, -4
  %397 = add i32 %warp_lane8, 2
  %398 = and i32 %397, 3
  %quad_source9 = or i32 %396, %398
  %quad10 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %394, i32 %quad_source9, i32 31)
  %399 = bitcast i32 %quad10 to float
  %400 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %399, ptr %400, align 4
  %401 = add i64 %quad_lane, 1
  %quad_send11 = and i64 %401, 3
  %402 = and i64 %quad_send11, 1
  %403 = icmp ne i64 %402, 0
  %404 = and i64 %quad_send11, 2
  %405 = icmp ne i64 %404, 0
  %406 = select i1 %403, float %275, float %274
  %407 = select i1 %403, float %359, float %358
  %408 = select i1 %405, float %407, float %406
  %409 = bitcast float %408 to i32
  %410 = trunc i64 %thread to i32
  %warp_lane12 = and i32 %410, 31
  %411 = and i32 %warp_lane12, -4
  %412 = add i32 %warp_lane12, 3
  %413 = and i32 %412, 3
  %quad_source13 = or i32 %411, %413
  %quad14 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %409, i32 %quad_source13, i32 31)
  %414 = bitcast i32 %quad14 to float
  %415 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %414, ptr %415, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %416 = sub i64 4, %quad_lane
  %417 = mul i64 %quad_step, 1
  %418 = add i64 %417, 0
  %419 = add i64 %418, %416
  %quad_round = and i64 %419, 3
  %420 = getelementptr inbounds float, ptr %quad_held, i64 0
  %421 = load float, ptr %420, align 4
  %422 = getelementptr inbounds float, ptr %quad_held, i64 1
  %423 = load float, ptr %422, align 4
  %424 = getelementptr inbounds float, ptr %quad_held, i64 2
  %425 = load float, ptr %424, align 4
  %426 = getelementptr inbounds float, ptr %quad_held, i64 3
  %427 = load float, ptr %426, align 4
  %428 = and i64 %quad_round, 1
  %429 = icmp ne i64 %428, 0
  %430 = and i64 %quad_round, 2
  %431 = icmp ne i64 %430, 0
  %432 = select i1 %429, float %423, float %421
  %433 = select i1 %429, float %427, float %425
  %434 = select i1 %431, float %433, float %432
  %435 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %434, ptr %435, align 4
  br label %quad_noise.done

slot.then17:                                      ; preds = %quad_noise.done
  %436 = load float, ptr %18, align 4
  %437 = fmul float %436, %436
  %438 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %439 = getelementptr inbounds float, ptr addrspace(3) %438, i64 %feature15
  store float %437, ptr addrspace(3) %439, align 4
  br label %slot.done18

slot.done18:                                      ; preds = %slot.then17, %quad_noise.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done18
  %440 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw19 = icmp ne i32 %draw_noise, 0
  br i1 %draw19, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %446, %fold_sums.body ]
  %441 = icmp ult i64 %fold_sums, %n_features
  br i1 %441, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %442 = getelementptr inbounds float, ptr addrspace(3) %440, i64 %fold_sums
  %443 = load float, ptr addrspace(3) %442, align 4
  %444 = load float, ptr %fold_value, align 4
  %445 = fadd float %443, %444
  store float %445, ptr %fold_value, align 4
  %446 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %447 = load float, ptr %fold_value, align 4
  %448 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %447, ptr addrspace(3) %448, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then26, label %store.done27

noise.done:                                       ; preds = %store.done27, %store.done
  %t_next = fmul float %13, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %449 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %450 = getelementptr inbounds float, ptr %state_regs, i64 0
  %451 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done25, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %452 = getelementptr inbounds float, ptr %state_regs, i64 0
  %453 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

slot.then24:                                      ; preds = %uniform_sinks.done
  %454 = load float, ptr %452, align 4
  %455 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %456 = load float, ptr addrspace(3) %455, align 4
  %457 = fsub float %456, 4.000000e+00
  %458 = fmul float 2.000000e+00, %457
  %459 = fmul float 0x3F847AE140000000, %458
  %460 = fmul float 2.000000e+00, %454
  %461 = fmul float %459, %460
  %462 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature22
  %463 = load float, ptr addrspace(1) %462, align 4
  %464 = fsub float %454, %463
  %465 = fmul float 2.000000e+00, %464
  %466 = fmul float 5.000000e-01, %465
  %467 = fadd float %461, %466
  %468 = fmul float %467, %eta
  %469 = fsub float %454, %468
  %470 = load float, ptr %453, align 4
  %471 = fmul float %470, %noise_scale3
  %472 = fadd float %469, %471
  %bits = bitcast float %472 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %452, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %uniform_sinks.done
  br label %store.done

store.then26:                                     ; preds = %quiet
  %feature28 = add i64 %lane, 0
  %valid29 = icmp ult i64 %feature28, %n_features
  %473 = getelementptr inbounds float, ptr %state_regs, i64 0
  %474 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then30, label %uniform_sinks.done31

store.done27:                                     ; preds = %slot.done35, %quiet
  br label %noise.done

uniform_sinks.then30:                             ; preds = %store.then26
  br label %uniform_sinks.done31

uniform_sinks.done31:                             ; preds = %uniform_sinks.then30, %store.then26
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %475 = getelementptr inbounds float, ptr %state_regs, i64 0
  %476 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %uniform_sinks.done31
  %477 = load float, ptr %475, align 4
  %478 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %479 = load float, ptr addrspace(3) %478, align 4
  %480 = fsub float %479, 4.000000e+00
  %481 = fmul float 2.000000e+00, %480
  %482 = fmul float 0x3F847AE140000000, %481
  %483 = fmul float 2.000000e+00, %477
  %484 = fmul float %482, %483
  %485 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature32
  %486 = load float, ptr addrspace(1) %485, align 4
  %487 = fsub float %477, %486
  %488 = fmul float 2.000000e+00, %487
  %489 = fmul float 5.000000e-01, %488
  %490 = fadd float %484, %489
  %491 = fmul float %490, %eta
  %492 = fsub float %477, %491
  %493 = fmul float 0.000000e+00, %noise_scale3
  %494 = fadd float %492, %493
  %bits36 = bitcast float %492 to i32
  %magnitude37 = and i32 %bits36, 2147483647
  %is_nan38 = icmp ugt i32 %magnitude37, 2139095040
  %canonical39 = select i1 %is_nan38, i32 2143289344, i32 %bits36
  store i32 %canonical39, ptr %475, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %uniform_sinks.done31
  br label %store.done27

store.then40:                                     ; preds = %step.exit
  %feature42 = add i64 %lane, 0
  %valid43 = icmp ult i64 %feature42, %n_features
  %495 = getelementptr inbounds float, ptr %state_regs, i64 0
  %496 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid43, label %slot.then44, label %slot.done45

store.done41:                                     ; preds = %slot.done45, %step.exit
  br label %row.done

slot.then44:                                      ; preds = %store.then40
  %497 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature42
  %498 = load float, ptr %495, align 4
  store float %498, ptr addrspace(1) %497, align 4
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
  %quad_normal = alloca [4 x float], align 4
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

row.done:                                         ; preds = %slot.done127, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %7 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %8 = load float, ptr addrspace(1) %7, align 4
  store float %8, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 1
  %10 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %11 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %12 = load float, ptr addrspace(1) %11, align 4
  store float %12, ptr %9, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %13 = getelementptr inbounds float, ptr %state_regs, i64 2
  %14 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %15 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %16 = load float, ptr addrspace(1) %15, align 4
  store float %16, ptr %13, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 3
  %18 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %19 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %20 = load float, ptr addrspace(1) %19, align 4
  store float %20, ptr %17, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  store float %temperature, ptr %temperature13, align 4
  %anneal14 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %530, %noise.done ]
  %21 = icmp ult i64 %step, %steps
  br i1 %21, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %22 = load float, ptr %temperature13, align 4
  %23 = fmul float %two_eta, %22
  %24 = fcmp olt float 0.000000e+00, %23
  %25 = call float @llvm.sqrt.f32(float %23)
  %26 = select i1 %24, float %25, float 0.000000e+00
  %noise_scale15 = select i1 %anneal14, float %26, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

step.exit:                                        ; preds = %step.header
  %feature112 = add i64 %lane, 0
  %valid113 = icmp ult i64 %feature112, %n_features
  %27 = getelementptr inbounds float, ptr %state_regs, i64 0
  %28 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid113, label %slot.then114, label %slot.done115

quad_noise.then:                                  ; preds = %step.body
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 0
  %quad_slot = and i64 %quad_lane, 3
  %29 = lshr i64 %quad_lane, 2
  %quad_key1_step = add i64 %key1_step, %29
  %30 = mul i64 %quad_slot, 256
  %quad_feature = add i64 %lane, %30
  %feature16 = add i64 %quad_feature, 0
  %31 = add i64 %n_features, 3
  %groups = lshr i64 %31, 2
  %32 = mul i64 %row, %groups
  %33 = lshr i64 %feature16, 2
  %group = add i64 %32, %33
  %34 = trunc i64 %key0 to i32
  %35 = lshr i64 %key0, 32
  %36 = trunc i64 %35 to i32
  %37 = trunc i64 %group to i32
  %38 = trunc i64 %quad_key1_step to i32
  %39 = lshr i64 %quad_key1_step, 32
  %40 = trunc i64 %39 to i32
  %41 = lshr i64 %group, 32
  %42 = trunc i64 %41 to i32
  %43 = zext i32 %37 to i64
  %44 = mul i64 3528531795, %43
  %45 = zext i32 %40 to i64
  %46 = mul i64 3449720151, %45
  %47 = lshr i64 %44, 32
  %48 = trunc i64 %47 to i32
  %49 = trunc i64 %44 to i32
  %50 = lshr i64 %46, 32
  %51 = trunc i64 %50 to i32
  %52 = trunc i64 %46 to i32
  %53 = xor i32 %51, %38
  %54 = xor i32 %53, %34
  %55 = xor i32 %48, %42
  %56 = xor i32 %55, %36
  %57 = add i32 %34, -1640531527
  %58 = add i32 %36, -1150833019
  %59 = zext i32 %54 to i64
  %60 = mul i64 3528531795, %59
  %61 = zext i32 %56 to i64
  %62 = mul i64 3449720151, %61
  %63 = lshr i64 %60, 32
  %64 = trunc i64 %63 to i32
  %65 = trunc i64 %60 to i32
  %66 = lshr i64 %62, 32
  %67 = trunc i64 %66 to i32
  %68 = trunc i64 %62 to i32
  %69 = xor i32 %67, %52
  %70 = xor i32 %69, %57
  %71 = xor i32 %64, %49
  %72 = xor i32 %71, %58
  %73 = add i32 %57, -1640531527
  %74 = add i32 %58, -1150833019
  %75 = zext i32 %70 to i64
  %76 = mul i64 3528531795, %75
  %77 = zext i32 %72 to i64
  %78 = mul i64 3449720151, %77
  %79 = lshr i64 %76, 32
  %80 = trunc i64 %79 to i32
  %81 = trunc i64 %76 to i32
  %82 = lshr i64 %78, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %78 to i32
  %85 = xor i32 %83, %68
  %86 = xor i32 %85, %73
  %87 = xor i32 %80, %65
  %88 = xor i32 %87, %74
  %89 = add i32 %73, -1640531527
  %90 = add i32 %74, -1150833019
  %91 = zext i32 %86 to i64
  %92 = mul i64 3528531795, %91
  %93 = zext i32 %88 to i64
  %94 = mul i64 3449720151, %93
  %95 = lshr i64 %92, 32
  %96 = trunc i64 %95 to i32
  %97 = trunc i64 %92 to i32
  %98 = lshr i64 %94, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %94 to i32
  %101 = xor i32 %99, %84
  %102 = xor i32 %101, %89
  %103 = xor i32 %96, %81
  %104 = xor i32 %103, %90
  %105 = add i32 %89, -1640531527
  %106 = add i32 %90, -1150833019
  %107 = zext i32 %102 to i64
  %108 = mul i64 3528531795, %107
  %109 = zext i32 %104 to i64
  %110 = mul i64 3449720151, %109
  %111 = lshr i64 %108, 32
  %112 = trunc i64 %111 to i32
  %113 = trunc i64 %108 to i32
  %114 = lshr i64 %110, 32
  %115 = trunc i64 %114 to i32
  %116 = trunc i64 %110 to i32
  %117 = xor i32 %115, %100
  %118 = xor i32 %117, %105
  %119 = xor i32 %112, %97
  %120 = xor i32 %119, %106
  %121 = add i32 %105, -1640531527
  %122 = add i32 %106, -1150833019
  %123 = zext i32 %118 to i64
  %124 = mul i64 3528531795, %123
  %125 = zext i32 %120 to i64
  %126 = mul i64 3449720151, %125
  %127 = lshr i64 %124, 32
  %128 = trunc i64 %127 to i32
  %129 = trunc i64 %124 to i32
  %130 = lshr i64 %126, 32
  %131 = trunc i64 %130 to i32
  %132 = trunc i64 %126 to i32
  %133 = xor i32 %131, %116
  %134 = xor i32 %133, %121
  %135 = xor i32 %128, %113
  %136 = xor i32 %135, %122
  %137 = add i32 %121, -1640531527
  %138 = add i32 %122, -1150833019
  %139 = zext i32 %134 to i64
  %140 = mul i64 3528531795, %139
  %141 = zext i32 %136 to i64
  %142 = mul i64 3449720151, %141
  %143 = lshr i64 %140, 32
  %144 = trunc i64 %143 to i32
  %145 = trunc i64 %140 to i32
  %146 = lshr i64 %142, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %142 to i32
  %149 = xor i32 %147, %132
  %150 = xor i32 %149, %137
  %151 = xor i32 %144, %129
  %152 = xor i32 %151, %138
  %153 = add i32 %137, -1640531527
  %154 = add i32 %138, -1150833019
  %155 = zext i32 %150 to i64
  %156 = mul i64 3528531795, %155
  %157 = zext i32 %152 to i64
  %158 = mul i64 3449720151, %157
  %159 = lshr i64 %156, 32
  %160 = trunc i64 %159 to i32
  %161 = trunc i64 %156 to i32
  %162 = lshr i64 %158, 32
  %163 = trunc i64 %162 to i32
  %164 = trunc i64 %158 to i32
  %165 = xor i32 %163, %148
  %166 = xor i32 %165, %153
  %167 = xor i32 %160, %145
  %168 = xor i32 %167, %154
  %169 = add i32 %153, -1640531527
  %170 = add i32 %154, -1150833019
  %171 = zext i32 %166 to i64
  %172 = mul i64 3528531795, %171
  %173 = zext i32 %168 to i64
  %174 = mul i64 3449720151, %173
  %175 = lshr i64 %172, 32
  %176 = trunc i64 %175 to i32
  %177 = trunc i64 %172 to i32
  %178 = lshr i64 %174, 32
  %179 = trunc i64 %178 to i32
  %180 = trunc i64 %174 to i32
  %181 = xor i32 %179, %164
  %182 = xor i32 %181, %169
  %183 = xor i32 %176, %161
  %184 = xor i32 %183, %170
  %185 = add i32 %169, -1640531527
  %186 = add i32 %170, -1150833019
  %187 = zext i32 %182 to i64
  %188 = mul i64 3528531795, %187
  %189 = zext i32 %184 to i64
  %190 = mul i64 3449720151, %189
  %191 = lshr i64 %188, 32
  %192 = trunc i64 %191 to i32
  %193 = trunc i64 %188 to i32
  %194 = lshr i64 %190, 32
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %190 to i32
  %197 = xor i32 %195, %180
  %198 = xor i32 %197, %185
  %199 = xor i32 %192, %177
  %200 = xor i32 %199, %186
  %201 = lshr i32 %198, 9
  %202 = sitofp i32 %201 to float
  %203 = fadd float %202, 5.000000e-01
  %204 = fmul float %203, 0x3E80000000000000
  %205 = lshr i32 %196, 9
  %206 = sitofp i32 %205 to float
  %207 = fadd float %206, 5.000000e-01
  %208 = fmul float %207, 0x3E80000000000000
  %209 = bitcast float %204 to i32
  %210 = add i32 %209, 4913933
  %211 = lshr i32 %210, 23
  %212 = sub i32 %211, 127
  %213 = and i32 %210, 8388607
  %214 = add i32 %213, 1060439283
  %215 = bitcast i32 %214 to float
  %216 = fsub float %215, 1.000000e+00
  %217 = fadd float 2.000000e+00, %216
  %218 = fdiv float %216, %217
  %219 = fmul float %218, %218
  %220 = fmul float %219, %219
  %221 = fmul float %220, 0x3FCF13C4C0000000
  %222 = fadd float 0x3FD999C260000000, %221
  %223 = fmul float %220, %222
  %224 = fmul float %220, 0x3FD23D3DC0000000
  %225 = fadd float 0x3FE5555540000000, %224
  %226 = fmul float %219, %225
  %227 = fadd float %226, %223
  %228 = fmul float 5.000000e-01, %216
  %229 = fmul float %228, %216
  %230 = sitofp i32 %212 to float
  %231 = fadd float %229, %227
  %232 = fmul float %218, %231
  %233 = fmul float %230, 0x3EE2FEFA20000000
  %234 = fadd float %232, %233
  %235 = fsub float %234, %229
  %236 = fadd float %235, %216
  %237 = fmul float %230, 0x3FE62E3000000000
  %238 = fadd float %236, %237
  %239 = fmul float -2.000000e+00, %238
  %240 = call float @llvm.sqrt.f32(float %239)
  %241 = fpext float %208 to double
  %242 = fmul double %241, 4.000000e+00
  %243 = fadd double %242, 0x4338000000000000
  %244 = fsub double %243, 0x4338000000000000
  %245 = fsub double %242, %244
  %246 = fmul double %245, 0x3FF921FB54442D18
  %247 = fmul double %246, %246
  %248 = fmul double %247, 0x3EC71DE3A556C734
  %249 = fadd double 0xBF2A01A01A01A01A, %248
  %250 = fmul double %247, %249
  %251 = fadd double 0x3F81111111111111, %250
  %252 = fmul double %247, %251
  %253 = fadd double 0xBFC5555555555555, %252
  %254 = fmul double %246, %247
  %255 = fmul double %254, %253
  %256 = fadd double %246, %255
  %257 = fmul double %247, 0xBE927E4FB7789F5C
  %258 = fadd double 0x3EFA01A01A01A01A, %257
  %259 = fmul double %247, %258
  %260 = fadd double 0xBF56C16C16C16C17, %259
  %261 = fmul double %247, %260
  %262 = fadd double 0x3FA5555555555555, %261
  %263 = fmul double %247, %247
  %264 = fmul double %263, %262
  %265 = fmul double 5.000000e-01, %247
  %266 = fsub double 1.000000e+00, %265
  %267 = fadd double %266, %264
  %268 = fneg double %256
  %269 = fneg double %267
  %270 = bitcast double %243 to i64
  %271 = and i64 %270, 1
  %272 = and i64 %270, 2
  %273 = icmp eq i64 %271, 1
  %274 = icmp eq i64 %272, 2
  %275 = select i1 %274, double %268, double %256
  %276 = select i1 %274, double %269, double %267
  %277 = select i1 %273, double %276, double %275
  %278 = select i1 %274, double %269, double %267
  %279 = select i1 %274, double %256, double %268
  %280 = select i1 %273, double %279, double %278
  %281 = fptrunc double %277 to float
  %282 = fptrunc double %280 to float
  %283 = fmul float %240, %282
  %284 = fmul float %240, %281
  %285 = lshr i32 %200, 9
  %286 = sitofp i32 %285 to float
  %287 = fadd float %286, 5.000000e-01
  %288 = fmul float %287, 0x3E80000000000000
  %289 = lshr i32 %193, 9
  %290 = sitofp i32 %289 to float
  %291 = fadd float %290, 5.000000e-01
  %292 = fmul float %291, 0x3E80000000000000
  %293 = bitcast float %288 to i32
  %294 = add i32 %293, 4913933
  %295 = lshr i32 %294, 23
  %296 = sub i32 %295, 127
  %297 = and i32 %294, 8388607
  %298 = add i32 %297, 1060439283
  %299 = bitcast i32 %298 to float
  %300 = fsub float %299, 1.000000e+00
  %301 = fadd float 2.000000e+00, %300
  %302 = fdiv float %300, %301
  %303 = fmul float %302, %302
  %304 = fmul float %303, %303
  %305 = fmul float %304, 0x3FCF13C4C0000000
  %306 = fadd float 0x3FD999C260000000, %305
  %307 = fmul float %304, %306
  %308 = fmul float %304, 0x3FD23D3DC0000000
  %309 = fadd float 0x3FE5555540000000, %308
  %310 = fmul float %303, %309
  %311 = fadd float %310, %307
  %312 = fmul float 5.000000e-01, %300
  %313 = fmul float %312, %300
  %314 = sitofp i32 %296 to float
  %315 = fadd float %313, %311
  %316 = fmul float %302, %315
  %317 = fmul float %314, 0x3EE2FEFA20000000
  %318 = fadd float %316, %317
  %319 = fsub float %318, %313
  %320 = fadd float %319, %300
  %321 = fmul float %314, 0x3FE62E3000000000
  %322 = fadd float %320, %321
  %323 = fmul float -2.000000e+00, %322
  %324 = call float @llvm.sqrt.f32(float %323)
  %325 = fpext float %292 to double
  %326 = fmul double %325, 4.000000e+00
  %327 = fadd double %326, 0x4338000000000000
  %328 = fsub double %327, 0x4338000000000000
  %329 = fsub double %326, %328
  %330 = fmul double %329, 0x3FF921FB54442D18
  %331 = fmul double %330, %330
  %332 = fmul double %331, 0x3EC71DE3A556C734
  %333 = fadd double 0xBF2A01A01A01A01A, %332
  %334 = fmul double %331, %333
  %335 = fadd double 0x3F81111111111111, %334
  %336 = fmul double %331, %335
  %337 = fadd double 0xBFC5555555555555, %336
  %338 = fmul double %330, %331
  %339 = fmul double %338, %337
  %340 = fadd double %330, %339
  %341 = fmul double %331, 0xBE927E4FB7789F5C
  %342 = fadd double 0x3EFA01A01A01A01A, %341
  %343 = fmul double %331, %342
  %344 = fadd double 0xBF56C16C16C16C17, %343
  %345 = fmul double %331, %344
  %346 = fadd double 0x3FA5555555555555, %345
  %347 = fmul double %331, %331
  %348 = fmul double %347, %346
  %349 = fmul double 5.000000e-01, %331
  %350 = fsub double 1.000000e+00, %349
  %351 = fadd double %350, %348
  %352 = fneg double %340
  %353 = fneg double %351
  %354 = bitcast double %327 to i64
  %355 = and i64 %354, 1
  %356 = and i64 %354, 2
  %357 = icmp eq i64 %355, 1
  %358 = icmp eq i64 %356, 2
  %359 = select i1 %358, double %352, double %340
  %360 = select i1 %358, double %353, double %351
  %361 = select i1 %357, double %360, double %359
  %362 = select i1 %358, double %353, double %351
  %363 = select i1 %358, double %340, double %352
  %364 = select i1 %357, double %363, double %362
  %365 = fptrunc double %361 to float
  %366 = fptrunc double %364 to float
  %367 = fmul float %324, %366
  %368 = fmul float %324, %365
  %369 = add i64 %quad_lane, 4
  %quad_send = and i64 %369, 3
  %370 = and i64 %quad_send, 1
  %371 = icmp ne i64 %370, 0
  %372 = and i64 %quad_send, 2
  %373 = icmp ne i64 %372, 0
  %374 = select i1 %371, float %284, float %283
  %375 = select i1 %371, float %368, float %367
  %376 = select i1 %373, float %375, float %374
  %377 = bitcast float %376 to i32
  %378 = bitcast i32 %377 to float
  %379 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %378, ptr %379, align 4
  %380 = add i64 %quad_lane, 3
  %quad_send17 = and i64 %380, 3
  %381 = and i64 %quad_send17, 1
  %382 = icmp ne i64 %381, 0
  %383 = and i64 %quad_send17, 2
  %384 = icmp ne i64 %383, 0
  %385 = select i1 %382, float %284, float %283
  %386 = select i1 %382, float %368, float %367
  %387 = select i1 %384, float %386, float %385
  %388 = bitcast float %387 to i32
  %389 = trunc i64 %lane to i32
  %warp_lane = and i32 %389, 31
  %390 = and i32 %warp_lane, -4
  %391 = add i32 %warp_lane, 1
  %392 = and i32 %391, 3
  %quad_source = or i32 %390, %392
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %388, i32 %quad_source, i32 31)
  %393 = bitcast i32 %quad to float
  %394 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %393, ptr %394, align 4
  %395 = add i64 %quad_lane, 2
  %quad_send18 = and i64 %395, 3
  %396 = and i64 %quad_send18, 1
  %397 = icmp ne i64 %396, 0
  %398 = and i64 %quad_send18, 2
  %399 = icmp ne i64 %398, 0
  %400 = select i1 %397, float %284, float %283
  %401 = select i1 %397, float %368, float %367
  %402 = select i1 %399, float %401, float %400
  %403 = bitcast float %402 to i32
  %404 = trunc i64 %lane to i32
  %warp_lane19 = and i32 %404, 31
  %405 = and i32 %warp_lane19, -4
  %406 = add i32 %warp_lane19, 2
  %407 = and i32 %406, 3
  %quad_source20 = or i32 %405, %407
  %quad21 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %403, i32 %quad_source20, i32 31)
  %408 = bitcast i32 %quad21 to float
  %409 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %408, ptr %409, align 4
  %410 = add i64 %quad_lane, 1
  %quad_send22 = and i64 %410, 3
  %411 = and i64 %quad_send22, 1
  %412 = icmp ne i64 %411, 0
  %413 = and i64 %quad_send22, 2
  %414 = icmp ne i64 %413, 0
  %415 = select i1 %412, float %284, float %283
  %416 = select i1 %412, float %368, float %367
  %417 = select i1 %414, float %416, float %415
  %418 = bitcast float %417 to i32
  %419 = trunc i64 %lane to i32
  %warp_lane23 = and i32 %419, 31
  %420 = and i32 %warp_lane23, -4
  %421 = add i32 %warp_lane23, 3
  %422 = and i32 %421, 3
  %quad_source24 = or i32 %420, %422
  %quad25 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %418, i32 %quad_source24, i32 31)
  %423 = bitcast i32 %quad25 to float
  %424 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %423, ptr %424, align 4
  %425 = sub i64 4, %quad_lane
  %426 = mul i64 %quad_step, 4
  %427 = add i64 %426, 0
  %428 = add i64 %427, %425
  %quad_round = and i64 %428, 3
  %429 = getelementptr inbounds float, ptr %quad_held, i64 0
  %430 = load float, ptr %429, align 4
  %431 = getelementptr inbounds float, ptr %quad_held, i64 1
  %432 = load float, ptr %431, align 4
  %433 = getelementptr inbounds float, ptr %quad_held, i64 2
  %434 = load float, ptr %433, align 4
  %435 = getelementptr inbounds float, ptr %quad_held, i64 3
  %436 = load float, ptr %435, align 4
  %437 = and i64 %quad_round, 1
  %438 = icmp ne i64 %437, 0
  %439 = and i64 %quad_round, 2
  %440 = icmp ne i64 %439, 0
  %441 = select i1 %438, float %432, float %430
  %442 = select i1 %438, float %436, float %434
  %443 = select i1 %440, float %442, float %441
  %444 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %443, ptr %444, align 4
  %445 = add i64 %426, 1
  %446 = add i64 %445, %425
  %quad_round26 = and i64 %446, 3
  %447 = getelementptr inbounds float, ptr %quad_held, i64 0
  %448 = load float, ptr %447, align 4
  %449 = getelementptr inbounds float, ptr %quad_held, i64 1
  %450 = load float, ptr %449, align 4
  %451 = getelementptr inbounds float, ptr %quad_held, i64 2
  %452 = load float, ptr %451, align 4
  %453 = getelementptr inbounds float, ptr %quad_held, i64 3
  %454 = load float, ptr %453, align 4
  %455 = and i64 %quad_round26, 1
  %456 = icmp ne i64 %455, 0
  %457 = and i64 %quad_round26, 2
  %458 = icmp ne i64 %457, 0
  %459 = select i1 %456, float %450, float %448
  %460 = select i1 %456, float %454, float %452
  %461 = select i1 %458, float %460, float %459
  %462 = getelementptr inbounds float, ptr %quad_normal, i64 1
  store float %461, ptr %462, align 4
  %463 = add i64 %426, 2
  %464 = add i64 %463, %425
  %quad_round27 = and i64 %464, 3
  %465 = getelementptr inbounds float, ptr %quad_held, i64 0
  %466 = load float, ptr %465, align 4
  %467 = getelementptr inbounds float, ptr %quad_held, i64 1
  %468 = load float, ptr %467, align 4
  %469 = getelementptr inbounds float, ptr %quad_held, i64 2
  %470 = load float, ptr %469, align 4
  %471 = getelementptr inbounds float, ptr %quad_held, i64 3
  %472 = load float, ptr %471, align 4
  %473 = and i64 %quad_round27, 1
  %474 = icmp ne i64 %473, 0
  %475 = and i64 %quad_round27, 2
  %476 = icmp ne i64 %475, 0
  %477 = select i1 %474, float %468, float %466
  %478 = select i1 %474, float %472, float %470
  %479 = select i1 %476, float %478, float %477
  %480 = getelementptr inbounds float, ptr %quad_normal, i64 2
  store float %479, ptr %480, align 4
  %481 = add i64 %426, 3
  %482 = add i64 %481, %425
  %quad_round28 = and i64 %482, 3
  %483 = getelementptr inbounds float, ptr %quad_held, i64 0
  %484 = load float, ptr %483, align 4
  %485 = getelementptr inbounds float, ptr %quad_held, i64 1
  %486 = load float, ptr %485, align 4
  %487 = getelementptr inbounds float, ptr %quad_held, i64 2
  %488 = load float, ptr %487, align 4
  %489 = getelementptr inbounds float, ptr %quad_held, i64 3
  %490 = load float, ptr %489, align 4
  %491 = and i64 %quad_round28, 1
  %492 = icmp ne i64 %491, 0
  %493 = and i64 %quad_round28, 2
  %494 = icmp ne i64 %493, 0
  %495 = select i1 %492, float %486, float %484
  %496 = select i1 %492, float %490, float %488
  %497 = select i1 %494, float %496, float %495
  %498 = getelementptr inbounds float, ptr %quad_normal, i64 3
  store float %497, ptr %498, align 4
  br label %quad_noise.done

quad_noise.done:                                  ; preds = %quad_noise.then, %step.body
  %feature29 = add i64 %lane, 0
  %valid30 = icmp ult i64 %feature29, %n_features
  %499 = getelementptr inbounds float, ptr %state_regs, i64 0
  %500 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid30, label %slot.then31, label %slot.done32

slot.then31:                                      ; preds = %quad_noise.done
  %501 = load float, ptr %499, align 4
  %502 = fmul float %501, %501
  %503 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature29
  store float %502, ptr addrspace(3) %503, align 4
  br label %slot.done32

slot.done32:                                      ; preds = %slot.then31, %quad_noise.done
  %feature33 = add i64 %lane, 256
  %valid34 = icmp ult i64 %feature33, %n_features
  %504 = getelementptr inbounds float, ptr %state_regs, i64 1
  %505 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid34, label %slot.then35, label %slot.done36

slot.then35:                                      ; preds = %slot.done32
  %506 = load float, ptr %504, align 4
  %507 = fmul float %506, %506
  %508 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature33
  store float %507, ptr addrspace(3) %508, align 4
  br label %slot.done36

slot.done36:                                      ; preds = %slot.then35, %slot.done32
  %feature37 = add i64 %lane, 512
  %valid38 = icmp ult i64 %feature37, %n_features
  %509 = getelementptr inbounds float, ptr %state_regs, i64 2
  %510 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid38, label %slot.then39, label %slot.done40

slot.then39:                                      ; preds = %slot.done36
  %511 = load float, ptr %509, align 4
  %512 = fmul float %511, %511
  %513 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature37
  store float %512, ptr addrspace(3) %513, align 4
  br label %slot.done40

slot.done40:                                      ; preds = %slot.then39, %slot.done36
  %feature41 = add i64 %lane, 768
  %valid42 = icmp ult i64 %feature41, %n_features
  %514 = getelementptr inbounds float, ptr %state_regs, i64 3
  %515 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid42, label %slot.then43, label %slot.done44

slot.then43:                                      ; preds = %slot.done40
  %516 = load float, ptr %514, align 4
  %517 = fmul float %516, %516
  %518 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature41
  store float %517, ptr addrspace(3) %518, align 4
  br label %slot.done44

slot.done44:                                      ; preds = %slot.then43, %slot.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done44
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw45 = icmp ne i32 %draw_noise, 0
  br i1 %draw45, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %524, %fold_sums.body ]
  %519 = icmp ult i64 %fold_sums, %n_features
  br i1 %519, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %520 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %521 = load float, ptr addrspace(3) %520, align 4
  %522 = load float, ptr %fold_value, align 4
  %523 = fadd float %521, %522
  store float %523, ptr %fold_value, align 4
  %524 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %525 = load float, ptr %fold_value, align 4
  store float %525, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature46 = add i64 %lane, 0
  %valid47 = icmp ult i64 %feature46, %n_features
  %526 = getelementptr inbounds float, ptr %state_regs, i64 0
  %527 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature76 = add i64 %lane, 0
  %valid77 = icmp ult i64 %feature76, %n_features
  %528 = getelementptr inbounds float, ptr %state_regs, i64 0
  %529 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then78, label %uniform_sinks.done79

noise.done:                                       ; preds = %slot.done107, %slot.done71
  %t_next = fmul float %22, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %530 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature48 = add i64 %lane, 0
  %valid49 = icmp ult i64 %feature48, %n_features
  %531 = getelementptr inbounds float, ptr %state_regs, i64 0
  %532 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %uniform_sinks.done
  %533 = load float, ptr %531, align 4
  %534 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %535 = fsub float %534, 4.000000e+00
  %536 = fmul float 2.000000e+00, %535
  %537 = fmul float 0x3F847AE140000000, %536
  %538 = fmul float 2.000000e+00, %533
  %539 = fmul float %537, %538
  %540 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature48
  %541 = load float, ptr addrspace(1) %540, align 4
  %542 = fsub float %533, %541
  %543 = fmul float 2.000000e+00, %542
  %544 = fmul float 5.000000e-01, %543
  %545 = fadd float %539, %544
  %546 = fmul float %545, %eta
  %547 = fsub float %533, %546
  %548 = load float, ptr %532, align 4
  %549 = fmul float %548, %noise_scale15
  %550 = fadd float %547, %549
  %bits = bitcast float %550 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %531, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %uniform_sinks.done
  %feature52 = add i64 %lane, 256
  %valid53 = icmp ult i64 %feature52, %n_features
  %551 = getelementptr inbounds float, ptr %state_regs, i64 1
  %552 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done51
  %553 = load float, ptr %551, align 4
  %554 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %555 = fsub float %554, 4.000000e+00
  %556 = fmul float 2.000000e+00, %555
  %557 = fmul float 0x3F847AE140000000, %556
  %558 = fmul float 2.000000e+00, %553
  %559 = fmul float %557, %558
  %560 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature52
  %561 = load float, ptr addrspace(1) %560, align 4
  %562 = fsub float %553, %561
  %563 = fmul float 2.000000e+00, %562
  %564 = fmul float 5.000000e-01, %563
  %565 = fadd float %559, %564
  %566 = fmul float %565, %eta
  %567 = fsub float %553, %566
  %568 = load float, ptr %552, align 4
  %569 = fmul float %568, %noise_scale15
  %570 = fadd float %567, %569
  %bits56 = bitcast float %570 to i32
  %magnitude57 = and i32 %bits56, 2147483647
  %is_nan58 = icmp ugt i32 %magnitude57, 2139095040
  %canonical59 = select i1 %is_nan58, i32 2143289344, i32 %bits56
  store i32 %canonical59, ptr %551, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done51
  %feature60 = add i64 %lane, 512
  %valid61 = icmp ult i64 %feature60, %n_features
  %571 = getelementptr inbounds float, ptr %state_regs, i64 2
  %572 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done55
  %573 = load float, ptr %571, align 4
  %574 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %575 = fsub float %574, 4.000000e+00
  %576 = fmul float 2.000000e+00, %575
  %577 = fmul float 0x3F847AE140000000, %576
  %578 = fmul float 2.000000e+00, %573
  %579 = fmul float %577, %578
  %580 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature60
  %581 = load float, ptr addrspace(1) %580, align 4
  %582 = fsub float %573, %581
  %583 = fmul float 2.000000e+00, %582
  %584 = fmul float 5.000000e-01, %583
  %585 = fadd float %579, %584
  %586 = fmul float %585, %eta
  %587 = fsub float %573, %586
  %588 = load float, ptr %572, align 4
  %589 = fmul float %588, %noise_scale15
  %590 = fadd float %587, %589
  %bits64 = bitcast float %590 to i32
  %magnitude65 = and i32 %bits64, 2147483647
  %is_nan66 = icmp ugt i32 %magnitude65, 2139095040
  %canonical67 = select i1 %is_nan66, i32 2143289344, i32 %bits64
  store i32 %canonical67, ptr %571, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done55
  %feature68 = add i64 %lane, 768
  %valid69 = icmp ult i64 %feature68, %n_features
  %591 = getelementptr inbounds float, ptr %state_regs, i64 3
  %592 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid69, label %slot.then70, label %slot.done71

slot.then70:                                      ; preds = %slot.done63
  %593 = load float, ptr %591, align 4
  %594 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %595 = fsub float %594, 4.000000e+00
  %596 = fmul float 2.000000e+00, %595
  %597 = fmul float 0x3F847AE140000000, %596
  %598 = fmul float 2.000000e+00, %593
  %599 = fmul float %597, %598
  %600 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature68
  %601 = load float, ptr addrspace(1) %600, align 4
  %602 = fsub float %593, %601
  %603 = fmul float 2.000000e+00, %602
  %604 = fmul float 5.000000e-01, %603
  %605 = fadd float %599, %604
  %606 = fmul float %605, %eta
  %607 = fsub float %593, %606
  %608 = load float, ptr %592, align 4
  %609 = fmul float %608, %noise_scale15
  %610 = fadd float %607, %609
  %bits72 = bitcast float %610 to i32
  %magnitude73 = and i32 %bits72, 2147483647
  %is_nan74 = icmp ugt i32 %magnitude73, 2139095040
  %canonical75 = select i1 %is_nan74, i32 2143289344, i32 %bits72
  store i32 %canonical75, ptr %591, align 4
  br label %slot.done71

slot.done71:                                      ; preds = %slot.then70, %slot.done63
  br label %noise.done

uniform_sinks.then78:                             ; preds = %quiet
  br label %uniform_sinks.done79

uniform_sinks.done79:                             ; preds = %uniform_sinks.then78, %quiet
  %feature80 = add i64 %lane, 0
  %valid81 = icmp ult i64 %feature80, %n_features
  %611 = getelementptr inbounds float, ptr %state_regs, i64 0
  %612 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid81, label %slot.then82, label %slot.done83

slot.then82:                                      ; preds = %uniform_sinks.done79
  %613 = load float, ptr %611, align 4
  %614 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %615 = fsub float %614, 4.000000e+00
  %616 = fmul float 2.000000e+00, %615
  %617 = fmul float 0x3F847AE140000000, %616
  %618 = fmul float 2.000000e+00, %613
  %619 = fmul float %617, %618
  %620 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature80
  %621 = load float, ptr addrspace(1) %620, align 4
  %622 = fsub float %613, %621
  %623 = fmul float 2.000000e+00, %622
  %624 = fmul float 5.000000e-01, %623
  %625 = fadd float %619, %624
  %626 = fmul float %625, %eta
  %627 = fsub float %613, %626
  %628 = fmul float 0.000000e+00, %noise_scale15
  %629 = fadd float %627, %628
  %bits84 = bitcast float %627 to i32
  %magnitude85 = and i32 %bits84, 2147483647
  %is_nan86 = icmp ugt i32 %magnitude85, 2139095040
  %canonical87 = select i1 %is_nan86, i32 2143289344, i32 %bits84
  store i32 %canonical87, ptr %611, align 4
  br label %slot.done83

slot.done83:                                      ; preds = %slot.then82, %uniform_sinks.done79
  %feature88 = add i64 %lane, 256
  %valid89 = icmp ult i64 %feature88, %n_features
  %630 = getelementptr inbounds float, ptr %state_regs, i64 1
  %631 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid89, label %slot.then90, label %slot.done91

slot.then90:                                      ; preds = %slot.done83
  %632 = load float, ptr %630, align 4
  %633 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %634 = fsub float %633, 4.000000e+00
  %635 = fmul float 2.000000e+00, %634
  %636 = fmul float 0x3F847AE140000000, %635
  %637 = fmul float 2.000000e+00, %632
  %638 = fmul float %636, %637
  %639 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature88
  %640 = load float, ptr addrspace(1) %639, align 4
  %641 = fsub float %632, %640
  %642 = fmul float 2.000000e+00, %641
  %643 = fmul float 5.000000e-01, %642
  %644 = fadd float %638, %643
  %645 = fmul float %644, %eta
  %646 = fsub float %632, %645
  %647 = fmul float 0.000000e+00, %noise_scale15
  %648 = fadd float %646, %647
  %bits92 = bitcast float %646 to i32
  %magnitude93 = and i32 %bits92, 2147483647
  %is_nan94 = icmp ugt i32 %magnitude93, 2139095040
  %canonical95 = select i1 %is_nan94, i32 2143289344, i32 %bits92
  store i32 %canonical95, ptr %630, align 4
  br label %slot.done91

slot.done91:                                      ; preds = %slot.then90, %slot.done83
  %feature96 = add i64 %lane, 512
  %valid97 = icmp ult i64 %feature96, %n_features
  %649 = getelementptr inbounds float, ptr %state_regs, i64 2
  %650 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid97, label %slot.then98, label %slot.done99

slot.then98:                                      ; preds = %slot.done91
  %651 = load float, ptr %649, align 4
  %652 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %653 = fsub float %652, 4.000000e+00
  %654 = fmul float 2.000000e+00, %653
  %655 = fmul float 0x3F847AE140000000, %654
  %656 = fmul float 2.000000e+00, %651
  %657 = fmul float %655, %656
  %658 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature96
  %659 = load float, ptr addrspace(1) %658, align 4
  %660 = fsub float %651, %659
  %661 = fmul float 2.000000e+00, %660
  %662 = fmul float 5.000000e-01, %661
  %663 = fadd float %657, %662
  %664 = fmul float %663, %eta
  %665 = fsub float %651, %664
  %666 = fmul float 0.000000e+00, %noise_scale15
  %667 = fadd float %665, %666
  %bits100 = bitcast float %665 to i32
  %magnitude101 = and i32 %bits100, 2147483647
  %is_nan102 = icmp ugt i32 %magnitude101, 2139095040
  %canonical103 = select i1 %is_nan102, i32 2143289344, i32 %bits100
  store i32 %canonical103, ptr %649, align 4
  br label %slot.done99

slot.done99:                                      ; preds = %slot.then98, %slot.done91
  %feature104 = add i64 %lane, 768
  %valid105 = icmp ult i64 %feature104, %n_features
  %668 = getelementptr inbounds float, ptr %state_regs, i64 3
  %669 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid105, label %slot.then106, label %slot.done107

slot.then106:                                     ; preds = %slot.done99
  %670 = load float, ptr %668, align 4
  %671 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %672 = fsub float %671, 4.000000e+00
  %673 = fmul float 2.000000e+00, %672
  %674 = fmul float 0x3F847AE140000000, %673
  %675 = fmul float 2.000000e+00, %670
  %676 = fmul float %674, %675
  %677 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature104
  %678 = load float, ptr addrspace(1) %677, align 4
  %679 = fsub float %670, %678
  %680 = fmul float 2.000000e+00, %679
  %681 = fmul float 5.000000e-01, %680
  %682 = fadd float %676, %681
  %683 = fmul float %682, %eta
  %684 = fsub float %670, %683
  %685 = fmul float 0.000000e+00, %noise_scale15
  %686 = fadd float %684, %685
  %bits108 = bitcast float %684 to i32
  %magnitude109 = and i32 %bits108, 2147483647
  %is_nan110 = icmp ugt i32 %magnitude109, 2139095040
  %canonical111 = select i1 %is_nan110, i32 2143289344, i32 %bits108
  store i32 %canonical111, ptr %668, align 4
  br label %slot.done107

slot.done107:                                     ; preds = %slot.then106, %slot.done99
  br label %noise.done

slot.then114:                                     ; preds = %step.exit
  %687 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature112
  %688 = load float, ptr %27, align 4
  store float %688, ptr addrspace(1) %687, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %step.exit
  %feature116 = add i64 %lane, 256
  %valid117 = icmp ult i64 %feature116, %n_features
  %689 = getelementptr inbounds float, ptr %state_regs, i64 1
  %690 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid117, label %slot.then118, label %slot.done119

slot.then118:                                     ; preds = %slot.done115
  %691 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature116
  %692 = load float, ptr %689, align 4
  store float %692, ptr addrspace(1) %691, align 4
  br label %slot.done119

slot.done119:                                     ; preds = %slot.then118, %slot.done115
  %feature120 = add i64 %lane, 512
  %valid121 = icmp ult i64 %feature120, %n_features
  %693 = getelementptr inbounds float, ptr %state_regs, i64 2
  %694 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid121, label %slot.then122, label %slot.done123

slot.then122:                                     ; preds = %slot.done119
  %695 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature120
  %696 = load float, ptr %693, align 4
  store float %696, ptr addrspace(1) %695, align 4
  br label %slot.done123

slot.done123:                                     ; preds = %slot.then122, %slot.done119
  %feature124 = add i64 %lane, 768
  %valid125 = icmp ult i64 %feature124, %n_features
  %697 = getelementptr inbounds float, ptr %state_regs, i64 3
  %698 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid125, label %slot.then126, label %slot.done127

slot.then126:                                     ; preds = %slot.done123
  %699 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature124
  %700 = load float, ptr %697, align 4
  store float %700, ptr addrspace(1) %699, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %slot.done123
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
