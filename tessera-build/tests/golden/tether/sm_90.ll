; ModuleID = 'tether'
source_filename = "tether.toml"
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
define ptx_kernel void @tessera_tether_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done29, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %31, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then28, label %store.done29

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %28, %fold_sums.body ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fadd float %25, %26
  store float %27, ptr %fold_value, align 4
  %28 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load float, ptr %fold_value, align 4
  %30 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %29, ptr addrspace(3) %30, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %31 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %34
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %34, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %34, %48
  %50 = mul i64 %row_read, %n_features
  %element = add i64 %50, %feature10
  %51 = trunc i64 %key0 to i32
  %52 = lshr i64 %key0, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %element to i32
  %55 = trunc i64 %key1_step to i32
  %56 = lshr i64 %key1_step, 32
  %57 = trunc i64 %56 to i32
  %58 = lshr i64 %element, 32
  %59 = trunc i64 %58 to i32
  %60 = zext i32 %54 to i64
  %61 = mul i64 3528531795, %60
  %62 = zext i32 %57 to i64
  %63 = mul i64 3449720151, %62
  %64 = lshr i64 %61, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %61 to i32
  %67 = lshr i64 %63, 32
  %68 = trunc i64 %67 to i32
  %69 = trunc i64 %63 to i32
  %70 = xor i32 %68, %55
  %71 = xor i32 %70, %51
  %72 = xor i32 %65, %59
  %73 = xor i32 %72, %53
  %74 = add i32 %51, -1640531527
  %75 = add i32 %53, -1150833019
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
  %186 = add i32 %170, -1640531527
  %187 = add i32 %171, -1150833019
  %188 = zext i32 %183 to i64
  %189 = mul i64 3528531795, %188
  %190 = zext i32 %185 to i64
  %191 = mul i64 3449720151, %190
  %192 = lshr i64 %189, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %189 to i32
  %195 = lshr i64 %191, 32
  %196 = trunc i64 %195 to i32
  %197 = trunc i64 %191 to i32
  %198 = xor i32 %196, %181
  %199 = xor i32 %198, %186
  %200 = xor i32 %193, %178
  %201 = xor i32 %200, %187
  %202 = add i32 %186, -1640531527
  %203 = add i32 %187, -1150833019
  %204 = zext i32 %199 to i64
  %205 = mul i64 3528531795, %204
  %206 = zext i32 %201 to i64
  %207 = mul i64 3449720151, %206
  %208 = lshr i64 %205, 32
  %209 = trunc i64 %208 to i32
  %210 = trunc i64 %205 to i32
  %211 = lshr i64 %207, 32
  %212 = trunc i64 %211 to i32
  %213 = trunc i64 %207 to i32
  %214 = xor i32 %212, %197
  %215 = xor i32 %214, %202
  %216 = xor i32 %209, %194
  %217 = xor i32 %216, %203
  %218 = uitofp i32 %215 to double
  %219 = fadd double %218, 5.000000e-01
  %220 = fmul double %219, 0x3DF0000000000000
  %221 = uitofp i32 %213 to double
  %222 = fadd double %221, 5.000000e-01
  %223 = fmul double %222, 0x3DF0000000000000
  %224 = bitcast double %220 to i64
  %225 = lshr i64 %224, 32
  %226 = add i64 %225, 614242
  %227 = lshr i64 %226, 20
  %228 = sub i64 %227, 1023
  %229 = and i64 %226, 1048575
  %230 = add i64 %229, 1072079006
  %231 = shl i64 %230, 32
  %232 = and i64 %224, 4294967295
  %233 = or i64 %231, %232
  %234 = bitcast i64 %233 to double
  %235 = fsub double %234, 1.000000e+00
  %236 = fmul double 5.000000e-01, %235
  %237 = fmul double %236, %235
  %238 = fadd double 2.000000e+00, %235
  %239 = fdiv double %235, %238
  %240 = fmul double %239, %239
  %241 = fmul double %240, %240
  %242 = fmul double %241, 0x3FC39A09D078C69F
  %243 = fadd double 0x3FCC71C51D8E78AF, %242
  %244 = fmul double %241, %243
  %245 = fadd double 0x3FD999999997FA04, %244
  %246 = fmul double %241, %245
  %247 = fmul double %241, 0x3FC2F112DF3E5244
  %248 = fadd double 0x3FC7466496CB03DE, %247
  %249 = fmul double %241, %248
  %250 = fadd double 0x3FD2492494229359, %249
  %251 = fmul double %241, %250
  %252 = fadd double 0x3FE5555555555593, %251
  %253 = fmul double %240, %252
  %254 = fadd double %253, %246
  %255 = sitofp i64 %228 to double
  %256 = fadd double %237, %254
  %257 = fmul double %239, %256
  %258 = fmul double %255, 0x3DEA39EF35793C76
  %259 = fadd double %257, %258
  %260 = fsub double %259, %237
  %261 = fadd double %260, %235
  %262 = fmul double %255, 0x3FE62E42FEE00000
  %263 = fadd double %261, %262
  %264 = fmul double -2.000000e+00, %263
  %265 = call double @llvm.sqrt.f64(double %264)
  %266 = fmul double 0x401921FB54442D18, %223
  %267 = fmul double %266, 0x3FE45F306DC9C883
  %268 = fadd double %267, 0x4338000000000000
  %269 = bitcast double %268 to i64
  %270 = fsub double %268, 0x4338000000000000
  %271 = fmul double %270, 0x3FF921FB54400000
  %272 = fsub double %266, %271
  %273 = fmul double %270, 0x3DD0B4611A626331
  %274 = fmul double %270, 0x3DD0B4611A600000
  %275 = fsub double %272, %274
  %276 = fmul double %270, 0x3BA3198A2E037073
  %277 = fsub double %272, %275
  %278 = fsub double %277, %274
  %279 = fsub double %276, %278
  %280 = fsub double %272, %273
  %281 = bitcast double %266 to i64
  %282 = lshr i64 %281, 52
  %283 = and i64 %282, 2047
  %284 = bitcast double %280 to i64
  %285 = lshr i64 %284, 52
  %286 = and i64 %285, 2047
  %287 = add i64 %286, 16
  %288 = icmp ult i64 %287, %283
  %289 = select i1 %288, double %275, double %272
  %290 = select i1 %288, double %279, double %273
  %291 = fsub double %289, %290
  %292 = fsub double %289, %291
  %293 = fsub double %292, %290
  %294 = fmul double %291, %291
  %295 = fmul double %294, %294
  %296 = fmul double %294, 0x3EFA01A019CB1590
  %297 = fadd double 0xBF56C16C16C15177, %296
  %298 = fmul double %294, %297
  %299 = fadd double 0x3FA555555555554C, %298
  %300 = fmul double %294, %299
  %301 = fmul double %294, 0xBDA8FAE9BE8838D4
  %302 = fadd double 0x3E21EE9EBDB4B1C4, %301
  %303 = fmul double %294, %302
  %304 = fadd double 0xBE927E4F809C52AD, %303
  %305 = fmul double %295, %295
  %306 = fmul double %305, %304
  %307 = fadd double %300, %306
  %308 = fmul double 5.000000e-01, %294
  %309 = fsub double 1.000000e+00, %308
  %310 = fsub double 1.000000e+00, %309
  %311 = fsub double %310, %308
  %312 = fmul double %294, %307
  %313 = fmul double %291, %293
  %314 = fsub double %312, %313
  %315 = fadd double %311, %314
  %316 = fadd double %309, %315
  %317 = fmul double %291, %291
  %318 = fmul double %317, %317
  %319 = fmul double %317, 0x3EC71DE357B1FE7D
  %320 = fadd double 0xBF2A01A019C161D5, %319
  %321 = fmul double %317, %320
  %322 = fadd double 0x3F8111111110F8A6, %321
  %323 = fmul double %317, 0x3DE5D93A5ACFD57C
  %324 = fadd double 0xBE5AE5E68A2B9CEB, %323
  %325 = fmul double %317, %318
  %326 = fmul double %325, %324
  %327 = fadd double %322, %326
  %328 = fmul double %317, %291
  %329 = fmul double 5.000000e-01, %293
  %330 = fmul double %328, %327
  %331 = fsub double %329, %330
  %332 = fmul double %317, %331
  %333 = fsub double %332, %293
  %334 = fmul double %328, 0xBFC5555555555549
  %335 = fsub double %333, %334
  %336 = fsub double %291, %335
  %337 = fneg double %316
  %338 = fneg double %336
  %339 = and i64 %269, 1
  %340 = and i64 %269, 2
  %341 = icmp eq i64 %339, 1
  %342 = icmp eq i64 %340, 2
  %343 = select i1 %342, double %337, double %316
  %344 = select i1 %342, double %336, double %338
  %345 = select i1 %341, double %344, double %343
  %346 = fmul double %265, %345
  %347 = fptrunc double %346 to float
  %348 = fmul float %347, %noise_scale3
  %349 = fadd float %49, %348
  %bits = bitcast float %349 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %33, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %350 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %351 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %352 = load float, ptr %351, align 4
  %353 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %354 = load float, ptr addrspace(3) %353, align 4
  %355 = fsub float %354, 4.000000e+00
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float 0x3F847AE140000000, %356
  %358 = fmul float 2.000000e+00, %352
  %359 = fmul float %357, %358
  %360 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = fsub float %352, %361
  %363 = fmul float 2.000000e+00, %362
  %364 = fmul float 5.000000e-01, %363
  %365 = fadd float %359, %364
  %366 = fmul float %365, %eta
  %367 = fsub float %352, %366
  %368 = fmul float 0.000000e+00, %noise_scale3
  %369 = fadd float %367, %368
  %bits24 = bitcast float %367 to i32
  %magnitude25 = and i32 %bits24, 2147483647
  %is_nan26 = icmp ugt i32 %magnitude25, 2139095040
  %canonical27 = select i1 %is_nan26, i32 2143289344, i32 %bits24
  store i32 %canonical27, ptr %351, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then28:                                     ; preds = %step.exit
  %feature30 = add i64 %lane, 0
  %valid31 = icmp ult i64 %feature30, %n_features
  %370 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid31, label %slot.then32, label %slot.done33

store.done29:                                     ; preds = %slot.done33, %step.exit
  br label %row.done

slot.then32:                                      ; preds = %store.then28
  %371 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature30
  %372 = load float, ptr %370, align 4
  store float %372, ptr addrspace(1) %371, align 4
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %store.then28
  br label %store.done29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w32x8(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %group = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %thread = zext i32 %1 to i64
  %first_row = mul i64 %group, 8
  %row_in_group = udiv i64 %thread, 32
  %row = add i64 %first_row, %row_in_group
  %lane = urem i64 %thread, 32
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 32
  %last_row = sub i64 %n_rows, 1
  %row_read = select i1 %present, i64 %row, i64 %last_row
  %2 = mul i64 %row_in_group, 32
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w32, i64 %2
  %4 = mul i64 %row_in_group, 1
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w32, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done29, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %31, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then28, label %store.done29

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %28, %fold_sums.body ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fadd float %25, %26
  store float %27, ptr %fold_value, align 4
  %28 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load float, ptr %fold_value, align 4
  %30 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %29, ptr addrspace(3) %30, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %31 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %34
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %34, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %34, %48
  %50 = mul i64 %row_read, %n_features
  %element = add i64 %50, %feature10
  %51 = trunc i64 %key0 to i32
  %52 = lshr i64 %key0, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %element to i32
  %55 = trunc i64 %key1_step to i32
  %56 = lshr i64 %key1_step, 32
  %57 = trunc i64 %56 to i32
  %58 = lshr i64 %element, 32
  %59 = trunc i64 %58 to i32
  %60 = zext i32 %54 to i64
  %61 = mul i64 3528531795, %60
  %62 = zext i32 %57 to i64
  %63 = mul i64 3449720151, %62
  %64 = lshr i64 %61, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %61 to i32
  %67 = lshr i64 %63, 32
  %68 = trunc i64 %67 to i32
  %69 = trunc i64 %63 to i32
  %70 = xor i32 %68, %55
  %71 = xor i32 %70, %51
  %72 = xor i32 %65, %59
  %73 = xor i32 %72, %53
  %74 = add i32 %51, -1640531527
  %75 = add i32 %53, -1150833019
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
  %186 = add i32 %170, -1640531527
  %187 = add i32 %171, -1150833019
  %188 = zext i32 %183 to i64
  %189 = mul i64 3528531795, %188
  %190 = zext i32 %185 to i64
  %191 = mul i64 3449720151, %190
  %192 = lshr i64 %189, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %189 to i32
  %195 = lshr i64 %191, 32
  %196 = trunc i64 %195 to i32
  %197 = trunc i64 %191 to i32
  %198 = xor i32 %196, %181
  %199 = xor i32 %198, %186
  %200 = xor i32 %193, %178
  %201 = xor i32 %200, %187
  %202 = add i32 %186, -1640531527
  %203 = add i32 %187, -1150833019
  %204 = zext i32 %199 to i64
  %205 = mul i64 3528531795, %204
  %206 = zext i32 %201 to i64
  %207 = mul i64 3449720151, %206
  %208 = lshr i64 %205, 32
  %209 = trunc i64 %208 to i32
  %210 = trunc i64 %205 to i32
  %211 = lshr i64 %207, 32
  %212 = trunc i64 %211 to i32
  %213 = trunc i64 %207 to i32
  %214 = xor i32 %212, %197
  %215 = xor i32 %214, %202
  %216 = xor i32 %209, %194
  %217 = xor i32 %216, %203
  %218 = uitofp i32 %215 to double
  %219 = fadd double %218, 5.000000e-01
  %220 = fmul double %219, 0x3DF0000000000000
  %221 = uitofp i32 %213 to double
  %222 = fadd double %221, 5.000000e-01
  %223 = fmul double %222, 0x3DF0000000000000
  %224 = bitcast double %220 to i64
  %225 = lshr i64 %224, 32
  %226 = add i64 %225, 614242
  %227 = lshr i64 %226, 20
  %228 = sub i64 %227, 1023
  %229 = and i64 %226, 1048575
  %230 = add i64 %229, 1072079006
  %231 = shl i64 %230, 32
  %232 = and i64 %224, 4294967295
  %233 = or i64 %231, %232
  %234 = bitcast i64 %233 to double
  %235 = fsub double %234, 1.000000e+00
  %236 = fmul double 5.000000e-01, %235
  %237 = fmul double %236, %235
  %238 = fadd double 2.000000e+00, %235
  %239 = fdiv double %235, %238
  %240 = fmul double %239, %239
  %241 = fmul double %240, %240
  %242 = fmul double %241, 0x3FC39A09D078C69F
  %243 = fadd double 0x3FCC71C51D8E78AF, %242
  %244 = fmul double %241, %243
  %245 = fadd double 0x3FD999999997FA04, %244
  %246 = fmul double %241, %245
  %247 = fmul double %241, 0x3FC2F112DF3E5244
  %248 = fadd double 0x3FC7466496CB03DE, %247
  %249 = fmul double %241, %248
  %250 = fadd double 0x3FD2492494229359, %249
  %251 = fmul double %241, %250
  %252 = fadd double 0x3FE5555555555593, %251
  %253 = fmul double %240, %252
  %254 = fadd double %253, %246
  %255 = sitofp i64 %228 to double
  %256 = fadd double %237, %254
  %257 = fmul double %239, %256
  %258 = fmul double %255, 0x3DEA39EF35793C76
  %259 = fadd double %257, %258
  %260 = fsub double %259, %237
  %261 = fadd double %260, %235
  %262 = fmul double %255, 0x3FE62E42FEE00000
  %263 = fadd double %261, %262
  %264 = fmul double -2.000000e+00, %263
  %265 = call double @llvm.sqrt.f64(double %264)
  %266 = fmul double 0x401921FB54442D18, %223
  %267 = fmul double %266, 0x3FE45F306DC9C883
  %268 = fadd double %267, 0x4338000000000000
  %269 = bitcast double %268 to i64
  %270 = fsub double %268, 0x4338000000000000
  %271 = fmul double %270, 0x3FF921FB54400000
  %272 = fsub double %266, %271
  %273 = fmul double %270, 0x3DD0B4611A626331
  %274 = fmul double %270, 0x3DD0B4611A600000
  %275 = fsub double %272, %274
  %276 = fmul double %270, 0x3BA3198A2E037073
  %277 = fsub double %272, %275
  %278 = fsub double %277, %274
  %279 = fsub double %276, %278
  %280 = fsub double %272, %273
  %281 = bitcast double %266 to i64
  %282 = lshr i64 %281, 52
  %283 = and i64 %282, 2047
  %284 = bitcast double %280 to i64
  %285 = lshr i64 %284, 52
  %286 = and i64 %285, 2047
  %287 = add i64 %286, 16
  %288 = icmp ult i64 %287, %283
  %289 = select i1 %288, double %275, double %272
  %290 = select i1 %288, double %279, double %273
  %291 = fsub double %289, %290
  %292 = fsub double %289, %291
  %293 = fsub double %292, %290
  %294 = fmul double %291, %291
  %295 = fmul double %294, %294
  %296 = fmul double %294, 0x3EFA01A019CB1590
  %297 = fadd double 0xBF56C16C16C15177, %296
  %298 = fmul double %294, %297
  %299 = fadd double 0x3FA555555555554C, %298
  %300 = fmul double %294, %299
  %301 = fmul double %294, 0xBDA8FAE9BE8838D4
  %302 = fadd double 0x3E21EE9EBDB4B1C4, %301
  %303 = fmul double %294, %302
  %304 = fadd double 0xBE927E4F809C52AD, %303
  %305 = fmul double %295, %295
  %306 = fmul double %305, %304
  %307 = fadd double %300, %306
  %308 = fmul double 5.000000e-01, %294
  %309 = fsub double 1.000000e+00, %308
  %310 = fsub double 1.000000e+00, %309
  %311 = fsub double %310, %308
  %312 = fmul double %294, %307
  %313 = fmul double %291, %293
  %314 = fsub double %312, %313
  %315 = fadd double %311, %314
  %316 = fadd double %309, %315
  %317 = fmul double %291, %291
  %318 = fmul double %317, %317
  %319 = fmul double %317, 0x3EC71DE357B1FE7D
  %320 = fadd double 0xBF2A01A019C161D5, %319
  %321 = fmul double %317, %320
  %322 = fadd double 0x3F8111111110F8A6, %321
  %323 = fmul double %317, 0x3DE5D93A5ACFD57C
  %324 = fadd double 0xBE5AE5E68A2B9CEB, %323
  %325 = fmul double %317, %318
  %326 = fmul double %325, %324
  %327 = fadd double %322, %326
  %328 = fmul double %317, %291
  %329 = fmul double 5.000000e-01, %293
  %330 = fmul double %328, %327
  %331 = fsub double %329, %330
  %332 = fmul double %317, %331
  %333 = fsub double %332, %293
  %334 = fmul double %328, 0xBFC5555555555549
  %335 = fsub double %333, %334
  %336 = fsub double %291, %335
  %337 = fneg double %316
  %338 = fneg double %336
  %339 = and i64 %269, 1
  %340 = and i64 %269, 2
  %341 = icmp eq i64 %339, 1
  %342 = icmp eq i64 %340, 2
  %343 = select i1 %342, double %337, double %316
  %344 = select i1 %342, double %336, double %338
  %345 = select i1 %341, double %344, double %343
  %346 = fmul double %265, %345
  %347 = fptrunc double %346 to float
  %348 = fmul float %347, %noise_scale3
  %349 = fadd float %49, %348
  %bits = bitcast float %349 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %33, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %350 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %351 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %352 = load float, ptr %351, align 4
  %353 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %354 = load float, ptr addrspace(3) %353, align 4
  %355 = fsub float %354, 4.000000e+00
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float 0x3F847AE140000000, %356
  %358 = fmul float 2.000000e+00, %352
  %359 = fmul float %357, %358
  %360 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = fsub float %352, %361
  %363 = fmul float 2.000000e+00, %362
  %364 = fmul float 5.000000e-01, %363
  %365 = fadd float %359, %364
  %366 = fmul float %365, %eta
  %367 = fsub float %352, %366
  %368 = fmul float 0.000000e+00, %noise_scale3
  %369 = fadd float %367, %368
  %bits24 = bitcast float %367 to i32
  %magnitude25 = and i32 %bits24, 2147483647
  %is_nan26 = icmp ugt i32 %magnitude25, 2139095040
  %canonical27 = select i1 %is_nan26, i32 2143289344, i32 %bits24
  store i32 %canonical27, ptr %351, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then28:                                     ; preds = %step.exit
  %feature30 = add i64 %lane, 0
  %valid31 = icmp ult i64 %feature30, %n_features
  %370 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid31, label %slot.then32, label %slot.done33

store.done29:                                     ; preds = %slot.done33, %step.exit
  br label %row.done

slot.then32:                                      ; preds = %store.then28
  %371 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature30
  %372 = load float, ptr %370, align 4
  store float %372, ptr addrspace(1) %371, align 4
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %store.then28
  br label %store.done29
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w64x4(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %group = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %thread = zext i32 %1 to i64
  %first_row = mul i64 %group, 4
  %row_in_group = udiv i64 %thread, 64
  %row = add i64 %first_row, %row_in_group
  %lane = urem i64 %thread, 64
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 64
  %last_row = sub i64 %n_rows, 1
  %row_read = select i1 %present, i64 %row, i64 %last_row
  %2 = mul i64 %row_in_group, 64
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w64, i64 %2
  %4 = mul i64 %row_in_group, 1
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w64, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done29, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %31, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then28, label %store.done29

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %28, %fold_sums.body ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fadd float %25, %26
  store float %27, ptr %fold_value, align 4
  %28 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load float, ptr %fold_value, align 4
  %30 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %29, ptr addrspace(3) %30, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %31 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %34
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %34, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %34, %48
  %50 = mul i64 %row_read, %n_features
  %element = add i64 %50, %feature10
  %51 = trunc i64 %key0 to i32
  %52 = lshr i64 %key0, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %element to i32
  %55 = trunc i64 %key1_step to i32
  %56 = lshr i64 %key1_step, 32
  %57 = trunc i64 %56 to i32
  %58 = lshr i64 %element, 32
  %59 = trunc i64 %58 to i32
  %60 = zext i32 %54 to i64
  %61 = mul i64 3528531795, %60
  %62 = zext i32 %57 to i64
  %63 = mul i64 3449720151, %62
  %64 = lshr i64 %61, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %61 to i32
  %67 = lshr i64 %63, 32
  %68 = trunc i64 %67 to i32
  %69 = trunc i64 %63 to i32
  %70 = xor i32 %68, %55
  %71 = xor i32 %70, %51
  %72 = xor i32 %65, %59
  %73 = xor i32 %72, %53
  %74 = add i32 %51, -1640531527
  %75 = add i32 %53, -1150833019
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
  %186 = add i32 %170, -1640531527
  %187 = add i32 %171, -1150833019
  %188 = zext i32 %183 to i64
  %189 = mul i64 3528531795, %188
  %190 = zext i32 %185 to i64
  %191 = mul i64 3449720151, %190
  %192 = lshr i64 %189, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %189 to i32
  %195 = lshr i64 %191, 32
  %196 = trunc i64 %195 to i32
  %197 = trunc i64 %191 to i32
  %198 = xor i32 %196, %181
  %199 = xor i32 %198, %186
  %200 = xor i32 %193, %178
  %201 = xor i32 %200, %187
  %202 = add i32 %186, -1640531527
  %203 = add i32 %187, -1150833019
  %204 = zext i32 %199 to i64
  %205 = mul i64 3528531795, %204
  %206 = zext i32 %201 to i64
  %207 = mul i64 3449720151, %206
  %208 = lshr i64 %205, 32
  %209 = trunc i64 %208 to i32
  %210 = trunc i64 %205 to i32
  %211 = lshr i64 %207, 32
  %212 = trunc i64 %211 to i32
  %213 = trunc i64 %207 to i32
  %214 = xor i32 %212, %197
  %215 = xor i32 %214, %202
  %216 = xor i32 %209, %194
  %217 = xor i32 %216, %203
  %218 = uitofp i32 %215 to double
  %219 = fadd double %218, 5.000000e-01
  %220 = fmul double %219, 0x3DF0000000000000
  %221 = uitofp i32 %213 to double
  %222 = fadd double %221, 5.000000e-01
  %223 = fmul double %222, 0x3DF0000000000000
  %224 = bitcast double %220 to i64
  %225 = lshr i64 %224, 32
  %226 = add i64 %225, 614242
  %227 = lshr i64 %226, 20
  %228 = sub i64 %227, 1023
  %229 = and i64 %226, 1048575
  %230 = add i64 %229, 1072079006
  %231 = shl i64 %230, 32
  %232 = and i64 %224, 4294967295
  %233 = or i64 %231, %232
  %234 = bitcast i64 %233 to double
  %235 = fsub double %234, 1.000000e+00
  %236 = fmul double 5.000000e-01, %235
  %237 = fmul double %236, %235
  %238 = fadd double 2.000000e+00, %235
  %239 = fdiv double %235, %238
  %240 = fmul double %239, %239
  %241 = fmul double %240, %240
  %242 = fmul double %241, 0x3FC39A09D078C69F
  %243 = fadd double 0x3FCC71C51D8E78AF, %242
  %244 = fmul double %241, %243
  %245 = fadd double 0x3FD999999997FA04, %244
  %246 = fmul double %241, %245
  %247 = fmul double %241, 0x3FC2F112DF3E5244
  %248 = fadd double 0x3FC7466496CB03DE, %247
  %249 = fmul double %241, %248
  %250 = fadd double 0x3FD2492494229359, %249
  %251 = fmul double %241, %250
  %252 = fadd double 0x3FE5555555555593, %251
  %253 = fmul double %240, %252
  %254 = fadd double %253, %246
  %255 = sitofp i64 %228 to double
  %256 = fadd double %237, %254
  %257 = fmul double %239, %256
  %258 = fmul double %255, 0x3DEA39EF35793C76
  %259 = fadd double %257, %258
  %260 = fsub double %259, %237
  %261 = fadd double %260, %235
  %262 = fmul double %255, 0x3FE62E42FEE00000
  %263 = fadd double %261, %262
  %264 = fmul double -2.000000e+00, %263
  %265 = call double @llvm.sqrt.f64(double %264)
  %266 = fmul double 0x401921FB54442D18, %223
  %267 = fmul double %266, 0x3FE45F306DC9C883
  %268 = fadd double %267, 0x4338000000000000
  %269 = bitcast double %268 to i64
  %270 = fsub double %268, 0x4338000000000000
  %271 = fmul double %270, 0x3FF921FB54400000
  %272 = fsub double %266, %271
  %273 = fmul double %270, 0x3DD0B4611A626331
  %274 = fmul double %270, 0x3DD0B4611A600000
  %275 = fsub double %272, %274
  %276 = fmul double %270, 0x3BA3198A2E037073
  %277 = fsub double %272, %275
  %278 = fsub double %277, %274
  %279 = fsub double %276, %278
  %280 = fsub double %272, %273
  %281 = bitcast double %266 to i64
  %282 = lshr i64 %281, 52
  %283 = and i64 %282, 2047
  %284 = bitcast double %280 to i64
  %285 = lshr i64 %284, 52
  %286 = and i64 %285, 2047
  %287 = add i64 %286, 16
  %288 = icmp ult i64 %287, %283
  %289 = select i1 %288, double %275, double %272
  %290 = select i1 %288, double %279, double %273
  %291 = fsub double %289, %290
  %292 = fsub double %289, %291
  %293 = fsub double %292, %290
  %294 = fmul double %291, %291
  %295 = fmul double %294, %294
  %296 = fmul double %294, 0x3EFA01A019CB1590
  %297 = fadd double 0xBF56C16C16C15177, %296
  %298 = fmul double %294, %297
  %299 = fadd double 0x3FA555555555554C, %298
  %300 = fmul double %294, %299
  %301 = fmul double %294, 0xBDA8FAE9BE8838D4
  %302 = fadd double 0x3E21EE9EBDB4B1C4, %301
  %303 = fmul double %294, %302
  %304 = fadd double 0xBE927E4F809C52AD, %303
  %305 = fmul double %295, %295
  %306 = fmul double %305, %304
  %307 = fadd double %300, %306
  %308 = fmul double 5.000000e-01, %294
  %309 = fsub double 1.000000e+00, %308
  %310 = fsub double 1.000000e+00, %309
  %311 = fsub double %310, %308
  %312 = fmul double %294, %307
  %313 = fmul double %291, %293
  %314 = fsub double %312, %313
  %315 = fadd double %311, %314
  %316 = fadd double %309, %315
  %317 = fmul double %291, %291
  %318 = fmul double %317, %317
  %319 = fmul double %317, 0x3EC71DE357B1FE7D
  %320 = fadd double 0xBF2A01A019C161D5, %319
  %321 = fmul double %317, %320
  %322 = fadd double 0x3F8111111110F8A6, %321
  %323 = fmul double %317, 0x3DE5D93A5ACFD57C
  %324 = fadd double 0xBE5AE5E68A2B9CEB, %323
  %325 = fmul double %317, %318
  %326 = fmul double %325, %324
  %327 = fadd double %322, %326
  %328 = fmul double %317, %291
  %329 = fmul double 5.000000e-01, %293
  %330 = fmul double %328, %327
  %331 = fsub double %329, %330
  %332 = fmul double %317, %331
  %333 = fsub double %332, %293
  %334 = fmul double %328, 0xBFC5555555555549
  %335 = fsub double %333, %334
  %336 = fsub double %291, %335
  %337 = fneg double %316
  %338 = fneg double %336
  %339 = and i64 %269, 1
  %340 = and i64 %269, 2
  %341 = icmp eq i64 %339, 1
  %342 = icmp eq i64 %340, 2
  %343 = select i1 %342, double %337, double %316
  %344 = select i1 %342, double %336, double %338
  %345 = select i1 %341, double %344, double %343
  %346 = fmul double %265, %345
  %347 = fptrunc double %346 to float
  %348 = fmul float %347, %noise_scale3
  %349 = fadd float %49, %348
  %bits = bitcast float %349 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %33, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %350 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %351 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %352 = load float, ptr %351, align 4
  %353 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %354 = load float, ptr addrspace(3) %353, align 4
  %355 = fsub float %354, 4.000000e+00
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float 0x3F847AE140000000, %356
  %358 = fmul float 2.000000e+00, %352
  %359 = fmul float %357, %358
  %360 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = fsub float %352, %361
  %363 = fmul float 2.000000e+00, %362
  %364 = fmul float 5.000000e-01, %363
  %365 = fadd float %359, %364
  %366 = fmul float %365, %eta
  %367 = fsub float %352, %366
  %368 = fmul float 0.000000e+00, %noise_scale3
  %369 = fadd float %367, %368
  %bits24 = bitcast float %367 to i32
  %magnitude25 = and i32 %bits24, 2147483647
  %is_nan26 = icmp ugt i32 %magnitude25, 2139095040
  %canonical27 = select i1 %is_nan26, i32 2143289344, i32 %bits24
  store i32 %canonical27, ptr %351, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then28:                                     ; preds = %step.exit
  %feature30 = add i64 %lane, 0
  %valid31 = icmp ult i64 %feature30, %n_features
  %370 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid31, label %slot.then32, label %slot.done33

store.done29:                                     ; preds = %slot.done33, %step.exit
  br label %row.done

slot.then32:                                      ; preds = %store.then28
  %371 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature30
  %372 = load float, ptr %370, align 4
  store float %372, ptr addrspace(1) %371, align 4
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %store.then28
  br label %store.done29
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w128x2(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %group = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %thread = zext i32 %1 to i64
  %first_row = mul i64 %group, 2
  %row_in_group = udiv i64 %thread, 128
  %row = add i64 %first_row, %row_in_group
  %lane = urem i64 %thread, 128
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 128
  %last_row = sub i64 %n_rows, 1
  %row_read = select i1 %present, i64 %row, i64 %last_row
  %2 = mul i64 %row_in_group, 128
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w128, i64 %2
  %4 = mul i64 %row_in_group, 1
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w128, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done29, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %31, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then28, label %store.done29

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %28, %fold_sums.body ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fadd float %25, %26
  store float %27, ptr %fold_value, align 4
  %28 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load float, ptr %fold_value, align 4
  %30 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %29, ptr addrspace(3) %30, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %31 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %34
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %34, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %34, %48
  %50 = mul i64 %row_read, %n_features
  %element = add i64 %50, %feature10
  %51 = trunc i64 %key0 to i32
  %52 = lshr i64 %key0, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %element to i32
  %55 = trunc i64 %key1_step to i32
  %56 = lshr i64 %key1_step, 32
  %57 = trunc i64 %56 to i32
  %58 = lshr i64 %element, 32
  %59 = trunc i64 %58 to i32
  %60 = zext i32 %54 to i64
  %61 = mul i64 3528531795, %60
  %62 = zext i32 %57 to i64
  %63 = mul i64 3449720151, %62
  %64 = lshr i64 %61, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %61 to i32
  %67 = lshr i64 %63, 32
  %68 = trunc i64 %67 to i32
  %69 = trunc i64 %63 to i32
  %70 = xor i32 %68, %55
  %71 = xor i32 %70, %51
  %72 = xor i32 %65, %59
  %73 = xor i32 %72, %53
  %74 = add i32 %51, -1640531527
  %75 = add i32 %53, -1150833019
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
  %186 = add i32 %170, -1640531527
  %187 = add i32 %171, -1150833019
  %188 = zext i32 %183 to i64
  %189 = mul i64 3528531795, %188
  %190 = zext i32 %185 to i64
  %191 = mul i64 3449720151, %190
  %192 = lshr i64 %189, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %189 to i32
  %195 = lshr i64 %191, 32
  %196 = trunc i64 %195 to i32
  %197 = trunc i64 %191 to i32
  %198 = xor i32 %196, %181
  %199 = xor i32 %198, %186
  %200 = xor i32 %193, %178
  %201 = xor i32 %200, %187
  %202 = add i32 %186, -1640531527
  %203 = add i32 %187, -1150833019
  %204 = zext i32 %199 to i64
  %205 = mul i64 3528531795, %204
  %206 = zext i32 %201 to i64
  %207 = mul i64 3449720151, %206
  %208 = lshr i64 %205, 32
  %209 = trunc i64 %208 to i32
  %210 = trunc i64 %205 to i32
  %211 = lshr i64 %207, 32
  %212 = trunc i64 %211 to i32
  %213 = trunc i64 %207 to i32
  %214 = xor i32 %212, %197
  %215 = xor i32 %214, %202
  %216 = xor i32 %209, %194
  %217 = xor i32 %216, %203
  %218 = uitofp i32 %215 to double
  %219 = fadd double %218, 5.000000e-01
  %220 = fmul double %219, 0x3DF0000000000000
  %221 = uitofp i32 %213 to double
  %222 = fadd double %221, 5.000000e-01
  %223 = fmul double %222, 0x3DF0000000000000
  %224 = bitcast double %220 to i64
  %225 = lshr i64 %224, 32
  %226 = add i64 %225, 614242
  %227 = lshr i64 %226, 20
  %228 = sub i64 %227, 1023
  %229 = and i64 %226, 1048575
  %230 = add i64 %229, 1072079006
  %231 = shl i64 %230, 32
  %232 = and i64 %224, 4294967295
  %233 = or i64 %231, %232
  %234 = bitcast i64 %233 to double
  %235 = fsub double %234, 1.000000e+00
  %236 = fmul double 5.000000e-01, %235
  %237 = fmul double %236, %235
  %238 = fadd double 2.000000e+00, %235
  %239 = fdiv double %235, %238
  %240 = fmul double %239, %239
  %241 = fmul double %240, %240
  %242 = fmul double %241, 0x3FC39A09D078C69F
  %243 = fadd double 0x3FCC71C51D8E78AF, %242
  %244 = fmul double %241, %243
  %245 = fadd double 0x3FD999999997FA04, %244
  %246 = fmul double %241, %245
  %247 = fmul double %241, 0x3FC2F112DF3E5244
  %248 = fadd double 0x3FC7466496CB03DE, %247
  %249 = fmul double %241, %248
  %250 = fadd double 0x3FD2492494229359, %249
  %251 = fmul double %241, %250
  %252 = fadd double 0x3FE5555555555593, %251
  %253 = fmul double %240, %252
  %254 = fadd double %253, %246
  %255 = sitofp i64 %228 to double
  %256 = fadd double %237, %254
  %257 = fmul double %239, %256
  %258 = fmul double %255, 0x3DEA39EF35793C76
  %259 = fadd double %257, %258
  %260 = fsub double %259, %237
  %261 = fadd double %260, %235
  %262 = fmul double %255, 0x3FE62E42FEE00000
  %263 = fadd double %261, %262
  %264 = fmul double -2.000000e+00, %263
  %265 = call double @llvm.sqrt.f64(double %264)
  %266 = fmul double 0x401921FB54442D18, %223
  %267 = fmul double %266, 0x3FE45F306DC9C883
  %268 = fadd double %267, 0x4338000000000000
  %269 = bitcast double %268 to i64
  %270 = fsub double %268, 0x4338000000000000
  %271 = fmul double %270, 0x3FF921FB54400000
  %272 = fsub double %266, %271
  %273 = fmul double %270, 0x3DD0B4611A626331
  %274 = fmul double %270, 0x3DD0B4611A600000
  %275 = fsub double %272, %274
  %276 = fmul double %270, 0x3BA3198A2E037073
  %277 = fsub double %272, %275
  %278 = fsub double %277, %274
  %279 = fsub double %276, %278
  %280 = fsub double %272, %273
  %281 = bitcast double %266 to i64
  %282 = lshr i64 %281, 52
  %283 = and i64 %282, 2047
  %284 = bitcast double %280 to i64
  %285 = lshr i64 %284, 52
  %286 = and i64 %285, 2047
  %287 = add i64 %286, 16
  %288 = icmp ult i64 %287, %283
  %289 = select i1 %288, double %275, double %272
  %290 = select i1 %288, double %279, double %273
  %291 = fsub double %289, %290
  %292 = fsub double %289, %291
  %293 = fsub double %292, %290
  %294 = fmul double %291, %291
  %295 = fmul double %294, %294
  %296 = fmul double %294, 0x3EFA01A019CB1590
  %297 = fadd double 0xBF56C16C16C15177, %296
  %298 = fmul double %294, %297
  %299 = fadd double 0x3FA555555555554C, %298
  %300 = fmul double %294, %299
  %301 = fmul double %294, 0xBDA8FAE9BE8838D4
  %302 = fadd double 0x3E21EE9EBDB4B1C4, %301
  %303 = fmul double %294, %302
  %304 = fadd double 0xBE927E4F809C52AD, %303
  %305 = fmul double %295, %295
  %306 = fmul double %305, %304
  %307 = fadd double %300, %306
  %308 = fmul double 5.000000e-01, %294
  %309 = fsub double 1.000000e+00, %308
  %310 = fsub double 1.000000e+00, %309
  %311 = fsub double %310, %308
  %312 = fmul double %294, %307
  %313 = fmul double %291, %293
  %314 = fsub double %312, %313
  %315 = fadd double %311, %314
  %316 = fadd double %309, %315
  %317 = fmul double %291, %291
  %318 = fmul double %317, %317
  %319 = fmul double %317, 0x3EC71DE357B1FE7D
  %320 = fadd double 0xBF2A01A019C161D5, %319
  %321 = fmul double %317, %320
  %322 = fadd double 0x3F8111111110F8A6, %321
  %323 = fmul double %317, 0x3DE5D93A5ACFD57C
  %324 = fadd double 0xBE5AE5E68A2B9CEB, %323
  %325 = fmul double %317, %318
  %326 = fmul double %325, %324
  %327 = fadd double %322, %326
  %328 = fmul double %317, %291
  %329 = fmul double 5.000000e-01, %293
  %330 = fmul double %328, %327
  %331 = fsub double %329, %330
  %332 = fmul double %317, %331
  %333 = fsub double %332, %293
  %334 = fmul double %328, 0xBFC5555555555549
  %335 = fsub double %333, %334
  %336 = fsub double %291, %335
  %337 = fneg double %316
  %338 = fneg double %336
  %339 = and i64 %269, 1
  %340 = and i64 %269, 2
  %341 = icmp eq i64 %339, 1
  %342 = icmp eq i64 %340, 2
  %343 = select i1 %342, double %337, double %316
  %344 = select i1 %342, double %336, double %338
  %345 = select i1 %341, double %344, double %343
  %346 = fmul double %265, %345
  %347 = fptrunc double %346 to float
  %348 = fmul float %347, %noise_scale3
  %349 = fadd float %49, %348
  %bits = bitcast float %349 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %33, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %350 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %351 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %352 = load float, ptr %351, align 4
  %353 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %354 = load float, ptr addrspace(3) %353, align 4
  %355 = fsub float %354, 4.000000e+00
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float 0x3F847AE140000000, %356
  %358 = fmul float 2.000000e+00, %352
  %359 = fmul float %357, %358
  %360 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = fsub float %352, %361
  %363 = fmul float 2.000000e+00, %362
  %364 = fmul float 5.000000e-01, %363
  %365 = fadd float %359, %364
  %366 = fmul float %365, %eta
  %367 = fsub float %352, %366
  %368 = fmul float 0.000000e+00, %noise_scale3
  %369 = fadd float %367, %368
  %bits24 = bitcast float %367 to i32
  %magnitude25 = and i32 %bits24, 2147483647
  %is_nan26 = icmp ugt i32 %magnitude25, 2139095040
  %canonical27 = select i1 %is_nan26, i32 2143289344, i32 %bits24
  store i32 %canonical27, ptr %351, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then28:                                     ; preds = %step.exit
  %feature30 = add i64 %lane, 0
  %valid31 = icmp ult i64 %feature30, %n_features
  %370 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid31, label %slot.then32, label %slot.done33

store.done29:                                     ; preds = %slot.done33, %step.exit
  br label %row.done

slot.then32:                                      ; preds = %store.then28
  %371 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature30
  %372 = load float, ptr %370, align 4
  store float %372, ptr addrspace(1) %371, align 4
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %store.then28
  br label %store.done29
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w256(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 256
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

row.done:                                         ; preds = %slot.done29, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %28, %noise.done ]
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
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  %feature26 = add i64 %lane, 0
  %valid27 = icmp ult i64 %feature26, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid27, label %slot.then28, label %slot.done29

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = fmul float %16, %16
  %18 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature4
  store float %17, ptr addrspace(3) %18, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %24, %fold_sums.body ]
  %19 = icmp ult i64 %fold_sums, %n_features
  br i1 %19, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold_sums
  %21 = load float, ptr addrspace(3) %20, align 4
  %22 = load float, ptr %fold_value, align 4
  %23 = fadd float %21, %22
  store float %23, ptr %fold_value, align 4
  %24 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %25 = load float, ptr %fold_value, align 4
  store float %25, ptr addrspace(3) @tessera_uniforms_w256, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %26 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %27 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then16, label %uniform_sinks.done17

noise.done:                                       ; preds = %slot.done21, %slot.done13
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %28 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %29 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %30 = load float, ptr %29, align 4
  %31 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %32 = fsub float %31, 4.000000e+00
  %33 = fmul float 2.000000e+00, %32
  %34 = fmul float 0x3F847AE140000000, %33
  %35 = fmul float 2.000000e+00, %30
  %36 = fmul float %34, %35
  %37 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature10
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = fsub float %30, %38
  %40 = fmul float 2.000000e+00, %39
  %41 = fmul float 5.000000e-01, %40
  %42 = fadd float %36, %41
  %43 = fmul float %42, %eta
  %44 = fsub float %30, %43
  %45 = mul i64 %row, %n_features
  %element = add i64 %45, %feature10
  %46 = trunc i64 %key0 to i32
  %47 = lshr i64 %key0, 32
  %48 = trunc i64 %47 to i32
  %49 = trunc i64 %element to i32
  %50 = trunc i64 %key1_step to i32
  %51 = lshr i64 %key1_step, 32
  %52 = trunc i64 %51 to i32
  %53 = lshr i64 %element, 32
  %54 = trunc i64 %53 to i32
  %55 = zext i32 %49 to i64
  %56 = mul i64 3528531795, %55
  %57 = zext i32 %52 to i64
  %58 = mul i64 3449720151, %57
  %59 = lshr i64 %56, 32
  %60 = trunc i64 %59 to i32
  %61 = trunc i64 %56 to i32
  %62 = lshr i64 %58, 32
  %63 = trunc i64 %62 to i32
  %64 = trunc i64 %58 to i32
  %65 = xor i32 %63, %50
  %66 = xor i32 %65, %46
  %67 = xor i32 %60, %54
  %68 = xor i32 %67, %48
  %69 = add i32 %46, -1640531527
  %70 = add i32 %48, -1150833019
  %71 = zext i32 %66 to i64
  %72 = mul i64 3528531795, %71
  %73 = zext i32 %68 to i64
  %74 = mul i64 3449720151, %73
  %75 = lshr i64 %72, 32
  %76 = trunc i64 %75 to i32
  %77 = trunc i64 %72 to i32
  %78 = lshr i64 %74, 32
  %79 = trunc i64 %78 to i32
  %80 = trunc i64 %74 to i32
  %81 = xor i32 %79, %64
  %82 = xor i32 %81, %69
  %83 = xor i32 %76, %61
  %84 = xor i32 %83, %70
  %85 = add i32 %69, -1640531527
  %86 = add i32 %70, -1150833019
  %87 = zext i32 %82 to i64
  %88 = mul i64 3528531795, %87
  %89 = zext i32 %84 to i64
  %90 = mul i64 3449720151, %89
  %91 = lshr i64 %88, 32
  %92 = trunc i64 %91 to i32
  %93 = trunc i64 %88 to i32
  %94 = lshr i64 %90, 32
  %95 = trunc i64 %94 to i32
  %96 = trunc i64 %90 to i32
  %97 = xor i32 %95, %80
  %98 = xor i32 %97, %85
  %99 = xor i32 %92, %77
  %100 = xor i32 %99, %86
  %101 = add i32 %85, -1640531527
  %102 = add i32 %86, -1150833019
  %103 = zext i32 %98 to i64
  %104 = mul i64 3528531795, %103
  %105 = zext i32 %100 to i64
  %106 = mul i64 3449720151, %105
  %107 = lshr i64 %104, 32
  %108 = trunc i64 %107 to i32
  %109 = trunc i64 %104 to i32
  %110 = lshr i64 %106, 32
  %111 = trunc i64 %110 to i32
  %112 = trunc i64 %106 to i32
  %113 = xor i32 %111, %96
  %114 = xor i32 %113, %101
  %115 = xor i32 %108, %93
  %116 = xor i32 %115, %102
  %117 = add i32 %101, -1640531527
  %118 = add i32 %102, -1150833019
  %119 = zext i32 %114 to i64
  %120 = mul i64 3528531795, %119
  %121 = zext i32 %116 to i64
  %122 = mul i64 3449720151, %121
  %123 = lshr i64 %120, 32
  %124 = trunc i64 %123 to i32
  %125 = trunc i64 %120 to i32
  %126 = lshr i64 %122, 32
  %127 = trunc i64 %126 to i32
  %128 = trunc i64 %122 to i32
  %129 = xor i32 %127, %112
  %130 = xor i32 %129, %117
  %131 = xor i32 %124, %109
  %132 = xor i32 %131, %118
  %133 = add i32 %117, -1640531527
  %134 = add i32 %118, -1150833019
  %135 = zext i32 %130 to i64
  %136 = mul i64 3528531795, %135
  %137 = zext i32 %132 to i64
  %138 = mul i64 3449720151, %137
  %139 = lshr i64 %136, 32
  %140 = trunc i64 %139 to i32
  %141 = trunc i64 %136 to i32
  %142 = lshr i64 %138, 32
  %143 = trunc i64 %142 to i32
  %144 = trunc i64 %138 to i32
  %145 = xor i32 %143, %128
  %146 = xor i32 %145, %133
  %147 = xor i32 %140, %125
  %148 = xor i32 %147, %134
  %149 = add i32 %133, -1640531527
  %150 = add i32 %134, -1150833019
  %151 = zext i32 %146 to i64
  %152 = mul i64 3528531795, %151
  %153 = zext i32 %148 to i64
  %154 = mul i64 3449720151, %153
  %155 = lshr i64 %152, 32
  %156 = trunc i64 %155 to i32
  %157 = trunc i64 %152 to i32
  %158 = lshr i64 %154, 32
  %159 = trunc i64 %158 to i32
  %160 = trunc i64 %154 to i32
  %161 = xor i32 %159, %144
  %162 = xor i32 %161, %149
  %163 = xor i32 %156, %141
  %164 = xor i32 %163, %150
  %165 = add i32 %149, -1640531527
  %166 = add i32 %150, -1150833019
  %167 = zext i32 %162 to i64
  %168 = mul i64 3528531795, %167
  %169 = zext i32 %164 to i64
  %170 = mul i64 3449720151, %169
  %171 = lshr i64 %168, 32
  %172 = trunc i64 %171 to i32
  %173 = trunc i64 %168 to i32
  %174 = lshr i64 %170, 32
  %175 = trunc i64 %174 to i32
  %176 = trunc i64 %170 to i32
  %177 = xor i32 %175, %160
  %178 = xor i32 %177, %165
  %179 = xor i32 %172, %157
  %180 = xor i32 %179, %166
  %181 = add i32 %165, -1640531527
  %182 = add i32 %166, -1150833019
  %183 = zext i32 %178 to i64
  %184 = mul i64 3528531795, %183
  %185 = zext i32 %180 to i64
  %186 = mul i64 3449720151, %185
  %187 = lshr i64 %184, 32
  %188 = trunc i64 %187 to i32
  %189 = trunc i64 %184 to i32
  %190 = lshr i64 %186, 32
  %191 = trunc i64 %190 to i32
  %192 = trunc i64 %186 to i32
  %193 = xor i32 %191, %176
  %194 = xor i32 %193, %181
  %195 = xor i32 %188, %173
  %196 = xor i32 %195, %182
  %197 = add i32 %181, -1640531527
  %198 = add i32 %182, -1150833019
  %199 = zext i32 %194 to i64
  %200 = mul i64 3528531795, %199
  %201 = zext i32 %196 to i64
  %202 = mul i64 3449720151, %201
  %203 = lshr i64 %200, 32
  %204 = trunc i64 %203 to i32
  %205 = trunc i64 %200 to i32
  %206 = lshr i64 %202, 32
  %207 = trunc i64 %206 to i32
  %208 = trunc i64 %202 to i32
  %209 = xor i32 %207, %192
  %210 = xor i32 %209, %197
  %211 = xor i32 %204, %189
  %212 = xor i32 %211, %198
  %213 = uitofp i32 %210 to double
  %214 = fadd double %213, 5.000000e-01
  %215 = fmul double %214, 0x3DF0000000000000
  %216 = uitofp i32 %208 to double
  %217 = fadd double %216, 5.000000e-01
  %218 = fmul double %217, 0x3DF0000000000000
  %219 = bitcast double %215 to i64
  %220 = lshr i64 %219, 32
  %221 = add i64 %220, 614242
  %222 = lshr i64 %221, 20
  %223 = sub i64 %222, 1023
  %224 = and i64 %221, 1048575
  %225 = add i64 %224, 1072079006
  %226 = shl i64 %225, 32
  %227 = and i64 %219, 4294967295
  %228 = or i64 %226, %227
  %229 = bitcast i64 %228 to double
  %230 = fsub double %229, 1.000000e+00
  %231 = fmul double 5.000000e-01, %230
  %232 = fmul double %231, %230
  %233 = fadd double 2.000000e+00, %230
  %234 = fdiv double %230, %233
  %235 = fmul double %234, %234
  %236 = fmul double %235, %235
  %237 = fmul double %236, 0x3FC39A09D078C69F
  %238 = fadd double 0x3FCC71C51D8E78AF, %237
  %239 = fmul double %236, %238
  %240 = fadd double 0x3FD999999997FA04, %239
  %241 = fmul double %236, %240
  %242 = fmul double %236, 0x3FC2F112DF3E5244
  %243 = fadd double 0x3FC7466496CB03DE, %242
  %244 = fmul double %236, %243
  %245 = fadd double 0x3FD2492494229359, %244
  %246 = fmul double %236, %245
  %247 = fadd double 0x3FE5555555555593, %246
  %248 = fmul double %235, %247
  %249 = fadd double %248, %241
  %250 = sitofp i64 %223 to double
  %251 = fadd double %232, %249
  %252 = fmul double %234, %251
  %253 = fmul double %250, 0x3DEA39EF35793C76
  %254 = fadd double %252, %253
  %255 = fsub double %254, %232
  %256 = fadd double %255, %230
  %257 = fmul double %250, 0x3FE62E42FEE00000
  %258 = fadd double %256, %257
  %259 = fmul double -2.000000e+00, %258
  %260 = call double @llvm.sqrt.f64(double %259)
  %261 = fmul double 0x401921FB54442D18, %218
  %262 = fmul double %261, 0x3FE45F306DC9C883
  %263 = fadd double %262, 0x4338000000000000
  %264 = bitcast double %263 to i64
  %265 = fsub double %263, 0x4338000000000000
  %266 = fmul double %265, 0x3FF921FB54400000
  %267 = fsub double %261, %266
  %268 = fmul double %265, 0x3DD0B4611A626331
  %269 = fmul double %265, 0x3DD0B4611A600000
  %270 = fsub double %267, %269
  %271 = fmul double %265, 0x3BA3198A2E037073
  %272 = fsub double %267, %270
  %273 = fsub double %272, %269
  %274 = fsub double %271, %273
  %275 = fsub double %267, %268
  %276 = bitcast double %261 to i64
  %277 = lshr i64 %276, 52
  %278 = and i64 %277, 2047
  %279 = bitcast double %275 to i64
  %280 = lshr i64 %279, 52
  %281 = and i64 %280, 2047
  %282 = add i64 %281, 16
  %283 = icmp ult i64 %282, %278
  %284 = select i1 %283, double %270, double %267
  %285 = select i1 %283, double %274, double %268
  %286 = fsub double %284, %285
  %287 = fsub double %284, %286
  %288 = fsub double %287, %285
  %289 = fmul double %286, %286
  %290 = fmul double %289, %289
  %291 = fmul double %289, 0x3EFA01A019CB1590
  %292 = fadd double 0xBF56C16C16C15177, %291
  %293 = fmul double %289, %292
  %294 = fadd double 0x3FA555555555554C, %293
  %295 = fmul double %289, %294
  %296 = fmul double %289, 0xBDA8FAE9BE8838D4
  %297 = fadd double 0x3E21EE9EBDB4B1C4, %296
  %298 = fmul double %289, %297
  %299 = fadd double 0xBE927E4F809C52AD, %298
  %300 = fmul double %290, %290
  %301 = fmul double %300, %299
  %302 = fadd double %295, %301
  %303 = fmul double 5.000000e-01, %289
  %304 = fsub double 1.000000e+00, %303
  %305 = fsub double 1.000000e+00, %304
  %306 = fsub double %305, %303
  %307 = fmul double %289, %302
  %308 = fmul double %286, %288
  %309 = fsub double %307, %308
  %310 = fadd double %306, %309
  %311 = fadd double %304, %310
  %312 = fmul double %286, %286
  %313 = fmul double %312, %312
  %314 = fmul double %312, 0x3EC71DE357B1FE7D
  %315 = fadd double 0xBF2A01A019C161D5, %314
  %316 = fmul double %312, %315
  %317 = fadd double 0x3F8111111110F8A6, %316
  %318 = fmul double %312, 0x3DE5D93A5ACFD57C
  %319 = fadd double 0xBE5AE5E68A2B9CEB, %318
  %320 = fmul double %312, %313
  %321 = fmul double %320, %319
  %322 = fadd double %317, %321
  %323 = fmul double %312, %286
  %324 = fmul double 5.000000e-01, %288
  %325 = fmul double %323, %322
  %326 = fsub double %324, %325
  %327 = fmul double %312, %326
  %328 = fsub double %327, %288
  %329 = fmul double %323, 0xBFC5555555555549
  %330 = fsub double %328, %329
  %331 = fsub double %286, %330
  %332 = fneg double %311
  %333 = fneg double %331
  %334 = and i64 %264, 1
  %335 = and i64 %264, 2
  %336 = icmp eq i64 %334, 1
  %337 = icmp eq i64 %335, 2
  %338 = select i1 %337, double %332, double %311
  %339 = select i1 %337, double %331, double %333
  %340 = select i1 %336, double %339, double %338
  %341 = fmul double %260, %340
  %342 = fptrunc double %341 to float
  %343 = fmul float %342, %noise_scale3
  %344 = fadd float %44, %343
  %bits = bitcast float %344 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %29, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %345 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done17
  %346 = load float, ptr %345, align 4
  %347 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %348 = fsub float %347, 4.000000e+00
  %349 = fmul float 2.000000e+00, %348
  %350 = fmul float 0x3F847AE140000000, %349
  %351 = fmul float 2.000000e+00, %346
  %352 = fmul float %350, %351
  %353 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %354 = load float, ptr addrspace(1) %353, align 4
  %355 = fsub float %346, %354
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float 5.000000e-01, %356
  %358 = fadd float %352, %357
  %359 = fmul float %358, %eta
  %360 = fsub float %346, %359
  %361 = fmul float 0.000000e+00, %noise_scale3
  %362 = fadd float %360, %361
  %bits22 = bitcast float %360 to i32
  %magnitude23 = and i32 %bits22, 2147483647
  %is_nan24 = icmp ugt i32 %magnitude23, 2139095040
  %canonical25 = select i1 %is_nan24, i32 2143289344, i32 %bits22
  store i32 %canonical25, ptr %345, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done17
  br label %noise.done

slot.then28:                                      ; preds = %step.exit
  %363 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature26
  %364 = load float, ptr %15, align 4
  store float %364, ptr addrspace(1) %363, align 4
  br label %slot.done29

slot.done29:                                      ; preds = %slot.then28, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w512(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature5 = alloca float, align 4
  %state_regs = alloca [2 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 512
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

row.done:                                         ; preds = %slot.done58, %entry
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
  store float %temperature, ptr %temperature5, align 4
  %anneal6 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done4
  %step = phi i64 [ 0, %slot.done4 ], [ %35, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature5, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale7 = select i1 %anneal6, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

step.exit:                                        ; preds = %step.header
  %feature51 = add i64 %lane, 0
  %valid52 = icmp ult i64 %feature51, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then10:                                      ; preds = %step.body
  %19 = load float, ptr %17, align 4
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature8
  store float %20, ptr addrspace(3) %21, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %step.body
  %feature12 = add i64 %lane, 256
  %valid13 = icmp ult i64 %feature12, %n_features
  %22 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid13, label %slot.then14, label %slot.done15

slot.then14:                                      ; preds = %slot.done11
  %23 = load float, ptr %22, align 4
  %24 = fmul float %23, %23
  %25 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature12
  store float %24, ptr addrspace(3) %25, align 4
  br label %slot.done15

slot.done15:                                      ; preds = %slot.then14, %slot.done11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done15
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %31, %fold_sums.body ]
  %26 = icmp ult i64 %fold_sums, %n_features
  br i1 %26, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %fold_sums
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = load float, ptr %fold_value, align 4
  %30 = fadd float %28, %29
  store float %30, ptr %fold_value, align 4
  %31 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %32 = load float, ptr %fold_value, align 4
  store float %32, ptr addrspace(3) @tessera_uniforms_w512, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then33, label %uniform_sinks.done34

noise.done:                                       ; preds = %slot.done46, %slot.done25
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature5, align 4
  %35 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done
  %37 = load float, ptr %36, align 4
  %38 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %39 = fsub float %38, 4.000000e+00
  %40 = fmul float 2.000000e+00, %39
  %41 = fmul float 0x3F847AE140000000, %40
  %42 = fmul float 2.000000e+00, %37
  %43 = fmul float %41, %42
  %44 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = fsub float %37, %45
  %47 = fmul float 2.000000e+00, %46
  %48 = fmul float 5.000000e-01, %47
  %49 = fadd float %43, %48
  %50 = fmul float %49, %eta
  %51 = fsub float %37, %50
  %52 = mul i64 %row, %n_features
  %element = add i64 %52, %feature18
  %53 = trunc i64 %key0 to i32
  %54 = lshr i64 %key0, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %element to i32
  %57 = trunc i64 %key1_step to i32
  %58 = lshr i64 %key1_step, 32
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %element, 32
  %61 = trunc i64 %60 to i32
  %62 = zext i32 %56 to i64
  %63 = mul i64 3528531795, %62
  %64 = zext i32 %59 to i64
  %65 = mul i64 3449720151, %64
  %66 = lshr i64 %63, 32
  %67 = trunc i64 %66 to i32
  %68 = trunc i64 %63 to i32
  %69 = lshr i64 %65, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %65 to i32
  %72 = xor i32 %70, %57
  %73 = xor i32 %72, %53
  %74 = xor i32 %67, %61
  %75 = xor i32 %74, %55
  %76 = add i32 %53, -1640531527
  %77 = add i32 %55, -1150833019
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
  %220 = uitofp i32 %217 to double
  %221 = fadd double %220, 5.000000e-01
  %222 = fmul double %221, 0x3DF0000000000000
  %223 = uitofp i32 %215 to double
  %224 = fadd double %223, 5.000000e-01
  %225 = fmul double %224, 0x3DF0000000000000
  %226 = bitcast double %222 to i64
  %227 = lshr i64 %226, 32
  %228 = add i64 %227, 614242
  %229 = lshr i64 %228, 20
  %230 = sub i64 %229, 1023
  %231 = and i64 %228, 1048575
  %232 = add i64 %231, 1072079006
  %233 = shl i64 %232, 32
  %234 = and i64 %226, 4294967295
  %235 = or i64 %233, %234
  %236 = bitcast i64 %235 to double
  %237 = fsub double %236, 1.000000e+00
  %238 = fmul double 5.000000e-01, %237
  %239 = fmul double %238, %237
  %240 = fadd double 2.000000e+00, %237
  %241 = fdiv double %237, %240
  %242 = fmul double %241, %241
  %243 = fmul double %242, %242
  %244 = fmul double %243, 0x3FC39A09D078C69F
  %245 = fadd double 0x3FCC71C51D8E78AF, %244
  %246 = fmul double %243, %245
  %247 = fadd double 0x3FD999999997FA04, %246
  %248 = fmul double %243, %247
  %249 = fmul double %243, 0x3FC2F112DF3E5244
  %250 = fadd double 0x3FC7466496CB03DE, %249
  %251 = fmul double %243, %250
  %252 = fadd double 0x3FD2492494229359, %251
  %253 = fmul double %243, %252
  %254 = fadd double 0x3FE5555555555593, %253
  %255 = fmul double %242, %254
  %256 = fadd double %255, %248
  %257 = sitofp i64 %230 to double
  %258 = fadd double %239, %256
  %259 = fmul double %241, %258
  %260 = fmul double %257, 0x3DEA39EF35793C76
  %261 = fadd double %259, %260
  %262 = fsub double %261, %239
  %263 = fadd double %262, %237
  %264 = fmul double %257, 0x3FE62E42FEE00000
  %265 = fadd double %263, %264
  %266 = fmul double -2.000000e+00, %265
  %267 = call double @llvm.sqrt.f64(double %266)
  %268 = fmul double 0x401921FB54442D18, %225
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
  %282 = fsub double %274, %275
  %283 = bitcast double %268 to i64
  %284 = lshr i64 %283, 52
  %285 = and i64 %284, 2047
  %286 = bitcast double %282 to i64
  %287 = lshr i64 %286, 52
  %288 = and i64 %287, 2047
  %289 = add i64 %288, 16
  %290 = icmp ult i64 %289, %285
  %291 = select i1 %290, double %277, double %274
  %292 = select i1 %290, double %281, double %275
  %293 = fsub double %291, %292
  %294 = fsub double %291, %293
  %295 = fsub double %294, %292
  %296 = fmul double %293, %293
  %297 = fmul double %296, %296
  %298 = fmul double %296, 0x3EFA01A019CB1590
  %299 = fadd double 0xBF56C16C16C15177, %298
  %300 = fmul double %296, %299
  %301 = fadd double 0x3FA555555555554C, %300
  %302 = fmul double %296, %301
  %303 = fmul double %296, 0xBDA8FAE9BE8838D4
  %304 = fadd double 0x3E21EE9EBDB4B1C4, %303
  %305 = fmul double %296, %304
  %306 = fadd double 0xBE927E4F809C52AD, %305
  %307 = fmul double %297, %297
  %308 = fmul double %307, %306
  %309 = fadd double %302, %308
  %310 = fmul double 5.000000e-01, %296
  %311 = fsub double 1.000000e+00, %310
  %312 = fsub double 1.000000e+00, %311
  %313 = fsub double %312, %310
  %314 = fmul double %296, %309
  %315 = fmul double %293, %295
  %316 = fsub double %314, %315
  %317 = fadd double %313, %316
  %318 = fadd double %311, %317
  %319 = fmul double %293, %293
  %320 = fmul double %319, %319
  %321 = fmul double %319, 0x3EC71DE357B1FE7D
  %322 = fadd double 0xBF2A01A019C161D5, %321
  %323 = fmul double %319, %322
  %324 = fadd double 0x3F8111111110F8A6, %323
  %325 = fmul double %319, 0x3DE5D93A5ACFD57C
  %326 = fadd double 0xBE5AE5E68A2B9CEB, %325
  %327 = fmul double %319, %320
  %328 = fmul double %327, %326
  %329 = fadd double %324, %328
  %330 = fmul double %319, %293
  %331 = fmul double 5.000000e-01, %295
  %332 = fmul double %330, %329
  %333 = fsub double %331, %332
  %334 = fmul double %319, %333
  %335 = fsub double %334, %295
  %336 = fmul double %330, 0xBFC5555555555549
  %337 = fsub double %335, %336
  %338 = fsub double %293, %337
  %339 = fneg double %318
  %340 = fneg double %338
  %341 = and i64 %271, 1
  %342 = and i64 %271, 2
  %343 = icmp eq i64 %341, 1
  %344 = icmp eq i64 %342, 2
  %345 = select i1 %344, double %339, double %318
  %346 = select i1 %344, double %338, double %340
  %347 = select i1 %343, double %346, double %345
  %348 = fmul double %267, %347
  %349 = fptrunc double %348 to float
  %350 = fmul float %349, %noise_scale7
  %351 = fadd float %51, %350
  %bits = bitcast float %351 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %36, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done
  %feature22 = add i64 %lane, 256
  %valid23 = icmp ult i64 %feature22, %n_features
  %352 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid23, label %slot.then24, label %slot.done25

slot.then24:                                      ; preds = %slot.done21
  %353 = load float, ptr %352, align 4
  %354 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %355 = fsub float %354, 4.000000e+00
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float 0x3F847AE140000000, %356
  %358 = fmul float 2.000000e+00, %353
  %359 = fmul float %357, %358
  %360 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature22
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = fsub float %353, %361
  %363 = fmul float 2.000000e+00, %362
  %364 = fmul float 5.000000e-01, %363
  %365 = fadd float %359, %364
  %366 = fmul float %365, %eta
  %367 = fsub float %353, %366
  %368 = mul i64 %row, %n_features
  %element26 = add i64 %368, %feature22
  %369 = trunc i64 %key0 to i32
  %370 = lshr i64 %key0, 32
  %371 = trunc i64 %370 to i32
  %372 = trunc i64 %element26 to i32
  %373 = trunc i64 %key1_step to i32
  %374 = lshr i64 %key1_step, 32
  %375 = trunc i64 %374 to i32
  %376 = lshr i64 %element26, 32
  %377 = trunc i64 %376 to i32
  %378 = zext i32 %372 to i64
  %379 = mul i64 3528531795, %378
  %380 = zext i32 %375 to i64
  %381 = mul i64 3449720151, %380
  %382 = lshr i64 %379, 32
  %383 = trunc i64 %382 to i32
  %384 = trunc i64 %379 to i32
  %385 = lshr i64 %381, 32
  %386 = trunc i64 %385 to i32
  %387 = trunc i64 %381 to i32
  %388 = xor i32 %386, %373
  %389 = xor i32 %388, %369
  %390 = xor i32 %383, %377
  %391 = xor i32 %390, %371
  %392 = add i32 %369, -1640531527
  %393 = add i32 %371, -1150833019
  %394 = zext i32 %389 to i64
  %395 = mul i64 3528531795, %394
  %396 = zext i32 %391 to i64
  %397 = mul i64 3449720151, %396
  %398 = lshr i64 %395, 32
  %399 = trunc i64 %398 to i32
  %400 = trunc i64 %395 to i32
  %401 = lshr i64 %397, 32
  %402 = trunc i64 %401 to i32
  %403 = trunc i64 %397 to i32
  %404 = xor i32 %402, %387
  %405 = xor i32 %404, %392
  %406 = xor i32 %399, %384
  %407 = xor i32 %406, %393
  %408 = add i32 %392, -1640531527
  %409 = add i32 %393, -1150833019
  %410 = zext i32 %405 to i64
  %411 = mul i64 3528531795, %410
  %412 = zext i32 %407 to i64
  %413 = mul i64 3449720151, %412
  %414 = lshr i64 %411, 32
  %415 = trunc i64 %414 to i32
  %416 = trunc i64 %411 to i32
  %417 = lshr i64 %413, 32
  %418 = trunc i64 %417 to i32
  %419 = trunc i64 %413 to i32
  %420 = xor i32 %418, %403
  %421 = xor i32 %420, %408
  %422 = xor i32 %415, %400
  %423 = xor i32 %422, %409
  %424 = add i32 %408, -1640531527
  %425 = add i32 %409, -1150833019
  %426 = zext i32 %421 to i64
  %427 = mul i64 3528531795, %426
  %428 = zext i32 %423 to i64
  %429 = mul i64 3449720151, %428
  %430 = lshr i64 %427, 32
  %431 = trunc i64 %430 to i32
  %432 = trunc i64 %427 to i32
  %433 = lshr i64 %429, 32
  %434 = trunc i64 %433 to i32
  %435 = trunc i64 %429 to i32
  %436 = xor i32 %434, %419
  %437 = xor i32 %436, %424
  %438 = xor i32 %431, %416
  %439 = xor i32 %438, %425
  %440 = add i32 %424, -1640531527
  %441 = add i32 %425, -1150833019
  %442 = zext i32 %437 to i64
  %443 = mul i64 3528531795, %442
  %444 = zext i32 %439 to i64
  %445 = mul i64 3449720151, %444
  %446 = lshr i64 %443, 32
  %447 = trunc i64 %446 to i32
  %448 = trunc i64 %443 to i32
  %449 = lshr i64 %445, 32
  %450 = trunc i64 %449 to i32
  %451 = trunc i64 %445 to i32
  %452 = xor i32 %450, %435
  %453 = xor i32 %452, %440
  %454 = xor i32 %447, %432
  %455 = xor i32 %454, %441
  %456 = add i32 %440, -1640531527
  %457 = add i32 %441, -1150833019
  %458 = zext i32 %453 to i64
  %459 = mul i64 3528531795, %458
  %460 = zext i32 %455 to i64
  %461 = mul i64 3449720151, %460
  %462 = lshr i64 %459, 32
  %463 = trunc i64 %462 to i32
  %464 = trunc i64 %459 to i32
  %465 = lshr i64 %461, 32
  %466 = trunc i64 %465 to i32
  %467 = trunc i64 %461 to i32
  %468 = xor i32 %466, %451
  %469 = xor i32 %468, %456
  %470 = xor i32 %463, %448
  %471 = xor i32 %470, %457
  %472 = add i32 %456, -1640531527
  %473 = add i32 %457, -1150833019
  %474 = zext i32 %469 to i64
  %475 = mul i64 3528531795, %474
  %476 = zext i32 %471 to i64
  %477 = mul i64 3449720151, %476
  %478 = lshr i64 %475, 32
  %479 = trunc i64 %478 to i32
  %480 = trunc i64 %475 to i32
  %481 = lshr i64 %477, 32
  %482 = trunc i64 %481 to i32
  %483 = trunc i64 %477 to i32
  %484 = xor i32 %482, %467
  %485 = xor i32 %484, %472
  %486 = xor i32 %479, %464
  %487 = xor i32 %486, %473
  %488 = add i32 %472, -1640531527
  %489 = add i32 %473, -1150833019
  %490 = zext i32 %485 to i64
  %491 = mul i64 3528531795, %490
  %492 = zext i32 %487 to i64
  %493 = mul i64 3449720151, %492
  %494 = lshr i64 %491, 32
  %495 = trunc i64 %494 to i32
  %496 = trunc i64 %491 to i32
  %497 = lshr i64 %493, 32
  %498 = trunc i64 %497 to i32
  %499 = trunc i64 %493 to i32
  %500 = xor i32 %498, %483
  %501 = xor i32 %500, %488
  %502 = xor i32 %495, %480
  %503 = xor i32 %502, %489
  %504 = add i32 %488, -1640531527
  %505 = add i32 %489, -1150833019
  %506 = zext i32 %501 to i64
  %507 = mul i64 3528531795, %506
  %508 = zext i32 %503 to i64
  %509 = mul i64 3449720151, %508
  %510 = lshr i64 %507, 32
  %511 = trunc i64 %510 to i32
  %512 = trunc i64 %507 to i32
  %513 = lshr i64 %509, 32
  %514 = trunc i64 %513 to i32
  %515 = trunc i64 %509 to i32
  %516 = xor i32 %514, %499
  %517 = xor i32 %516, %504
  %518 = xor i32 %511, %496
  %519 = xor i32 %518, %505
  %520 = add i32 %504, -1640531527
  %521 = add i32 %505, -1150833019
  %522 = zext i32 %517 to i64
  %523 = mul i64 3528531795, %522
  %524 = zext i32 %519 to i64
  %525 = mul i64 3449720151, %524
  %526 = lshr i64 %523, 32
  %527 = trunc i64 %526 to i32
  %528 = trunc i64 %523 to i32
  %529 = lshr i64 %525, 32
  %530 = trunc i64 %529 to i32
  %531 = trunc i64 %525 to i32
  %532 = xor i32 %530, %515
  %533 = xor i32 %532, %520
  %534 = xor i32 %527, %512
  %535 = xor i32 %534, %521
  %536 = uitofp i32 %533 to double
  %537 = fadd double %536, 5.000000e-01
  %538 = fmul double %537, 0x3DF0000000000000
  %539 = uitofp i32 %531 to double
  %540 = fadd double %539, 5.000000e-01
  %541 = fmul double %540, 0x3DF0000000000000
  %542 = bitcast double %538 to i64
  %543 = lshr i64 %542, 32
  %544 = add i64 %543, 614242
  %545 = lshr i64 %544, 20
  %546 = sub i64 %545, 1023
  %547 = and i64 %544, 1048575
  %548 = add i64 %547, 1072079006
  %549 = shl i64 %548, 32
  %550 = and i64 %542, 4294967295
  %551 = or i64 %549, %550
  %552 = bitcast i64 %551 to double
  %553 = fsub double %552, 1.000000e+00
  %554 = fmul double 5.000000e-01, %553
  %555 = fmul double %554, %553
  %556 = fadd double 2.000000e+00, %553
  %557 = fdiv double %553, %556
  %558 = fmul double %557, %557
  %559 = fmul double %558, %558
  %560 = fmul double %559, 0x3FC39A09D078C69F
  %561 = fadd double 0x3FCC71C51D8E78AF, %560
  %562 = fmul double %559, %561
  %563 = fadd double 0x3FD999999997FA04, %562
  %564 = fmul double %559, %563
  %565 = fmul double %559, 0x3FC2F112DF3E5244
  %566 = fadd double 0x3FC7466496CB03DE, %565
  %567 = fmul double %559, %566
  %568 = fadd double 0x3FD2492494229359, %567
  %569 = fmul double %559, %568
  %570 = fadd double 0x3FE5555555555593, %569
  %571 = fmul double %558, %570
  %572 = fadd double %571, %564
  %573 = sitofp i64 %546 to double
  %574 = fadd double %555, %572
  %575 = fmul double %557, %574
  %576 = fmul double %573, 0x3DEA39EF35793C76
  %577 = fadd double %575, %576
  %578 = fsub double %577, %555
  %579 = fadd double %578, %553
  %580 = fmul double %573, 0x3FE62E42FEE00000
  %581 = fadd double %579, %580
  %582 = fmul double -2.000000e+00, %581
  %583 = call double @llvm.sqrt.f64(double %582)
  %584 = fmul double 0x401921FB54442D18, %541
  %585 = fmul double %584, 0x3FE45F306DC9C883
  %586 = fadd double %585, 0x4338000000000000
  %587 = bitcast double %586 to i64
  %588 = fsub double %586, 0x4338000000000000
  %589 = fmul double %588, 0x3FF921FB54400000
  %590 = fsub double %584, %589
  %591 = fmul double %588, 0x3DD0B4611A626331
  %592 = fmul double %588, 0x3DD0B4611A600000
  %593 = fsub double %590, %592
  %594 = fmul double %588, 0x3BA3198A2E037073
  %595 = fsub double %590, %593
  %596 = fsub double %595, %592
  %597 = fsub double %594, %596
  %598 = fsub double %590, %591
  %599 = bitcast double %584 to i64
  %600 = lshr i64 %599, 52
  %601 = and i64 %600, 2047
  %602 = bitcast double %598 to i64
  %603 = lshr i64 %602, 52
  %604 = and i64 %603, 2047
  %605 = add i64 %604, 16
  %606 = icmp ult i64 %605, %601
  %607 = select i1 %606, double %593, double %590
  %608 = select i1 %606, double %597, double %591
  %609 = fsub double %607, %608
  %610 = fsub double %607, %609
  %611 = fsub double %610, %608
  %612 = fmul double %609, %609
  %613 = fmul double %612, %612
  %614 = fmul double %612, 0x3EFA01A019CB1590
  %615 = fadd double 0xBF56C16C16C15177, %614
  %616 = fmul double %612, %615
  %617 = fadd double 0x3FA555555555554C, %616
  %618 = fmul double %612, %617
  %619 = fmul double %612, 0xBDA8FAE9BE8838D4
  %620 = fadd double 0x3E21EE9EBDB4B1C4, %619
  %621 = fmul double %612, %620
  %622 = fadd double 0xBE927E4F809C52AD, %621
  %623 = fmul double %613, %613
  %624 = fmul double %623, %622
  %625 = fadd double %618, %624
  %626 = fmul double 5.000000e-01, %612
  %627 = fsub double 1.000000e+00, %626
  %628 = fsub double 1.000000e+00, %627
  %629 = fsub double %628, %626
  %630 = fmul double %612, %625
  %631 = fmul double %609, %611
  %632 = fsub double %630, %631
  %633 = fadd double %629, %632
  %634 = fadd double %627, %633
  %635 = fmul double %609, %609
  %636 = fmul double %635, %635
  %637 = fmul double %635, 0x3EC71DE357B1FE7D
  %638 = fadd double 0xBF2A01A019C161D5, %637
  %639 = fmul double %635, %638
  %640 = fadd double 0x3F8111111110F8A6, %639
  %641 = fmul double %635, 0x3DE5D93A5ACFD57C
  %642 = fadd double 0xBE5AE5E68A2B9CEB, %641
  %643 = fmul double %635, %636
  %644 = fmul double %643, %642
  %645 = fadd double %640, %644
  %646 = fmul double %635, %609
  %647 = fmul double 5.000000e-01, %611
  %648 = fmul double %646, %645
  %649 = fsub double %647, %648
  %650 = fmul double %635, %649
  %651 = fsub double %650, %611
  %652 = fmul double %646, 0xBFC5555555555549
  %653 = fsub double %651, %652
  %654 = fsub double %609, %653
  %655 = fneg double %634
  %656 = fneg double %654
  %657 = and i64 %587, 1
  %658 = and i64 %587, 2
  %659 = icmp eq i64 %657, 1
  %660 = icmp eq i64 %658, 2
  %661 = select i1 %660, double %655, double %634
  %662 = select i1 %660, double %654, double %656
  %663 = select i1 %659, double %662, double %661
  %664 = fmul double %583, %663
  %665 = fptrunc double %664 to float
  %666 = fmul float %665, %noise_scale7
  %667 = fadd float %367, %666
  %bits27 = bitcast float %667 to i32
  %magnitude28 = and i32 %bits27, 2147483647
  %is_nan29 = icmp ugt i32 %magnitude28, 2139095040
  %canonical30 = select i1 %is_nan29, i32 2143289344, i32 %bits27
  store i32 %canonical30, ptr %352, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %slot.done21
  br label %noise.done

uniform_sinks.then33:                             ; preds = %quiet
  br label %uniform_sinks.done34

uniform_sinks.done34:                             ; preds = %uniform_sinks.then33, %quiet
  %feature35 = add i64 %lane, 0
  %valid36 = icmp ult i64 %feature35, %n_features
  %668 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid36, label %slot.then37, label %slot.done38

slot.then37:                                      ; preds = %uniform_sinks.done34
  %669 = load float, ptr %668, align 4
  %670 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %671 = fsub float %670, 4.000000e+00
  %672 = fmul float 2.000000e+00, %671
  %673 = fmul float 0x3F847AE140000000, %672
  %674 = fmul float 2.000000e+00, %669
  %675 = fmul float %673, %674
  %676 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature35
  %677 = load float, ptr addrspace(1) %676, align 4
  %678 = fsub float %669, %677
  %679 = fmul float 2.000000e+00, %678
  %680 = fmul float 5.000000e-01, %679
  %681 = fadd float %675, %680
  %682 = fmul float %681, %eta
  %683 = fsub float %669, %682
  %684 = fmul float 0.000000e+00, %noise_scale7
  %685 = fadd float %683, %684
  %bits39 = bitcast float %683 to i32
  %magnitude40 = and i32 %bits39, 2147483647
  %is_nan41 = icmp ugt i32 %magnitude40, 2139095040
  %canonical42 = select i1 %is_nan41, i32 2143289344, i32 %bits39
  store i32 %canonical42, ptr %668, align 4
  br label %slot.done38

slot.done38:                                      ; preds = %slot.then37, %uniform_sinks.done34
  %feature43 = add i64 %lane, 256
  %valid44 = icmp ult i64 %feature43, %n_features
  %686 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %slot.done38
  %687 = load float, ptr %686, align 4
  %688 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %689 = fsub float %688, 4.000000e+00
  %690 = fmul float 2.000000e+00, %689
  %691 = fmul float 0x3F847AE140000000, %690
  %692 = fmul float 2.000000e+00, %687
  %693 = fmul float %691, %692
  %694 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature43
  %695 = load float, ptr addrspace(1) %694, align 4
  %696 = fsub float %687, %695
  %697 = fmul float 2.000000e+00, %696
  %698 = fmul float 5.000000e-01, %697
  %699 = fadd float %693, %698
  %700 = fmul float %699, %eta
  %701 = fsub float %687, %700
  %702 = fmul float 0.000000e+00, %noise_scale7
  %703 = fadd float %701, %702
  %bits47 = bitcast float %701 to i32
  %magnitude48 = and i32 %bits47, 2147483647
  %is_nan49 = icmp ugt i32 %magnitude48, 2139095040
  %canonical50 = select i1 %is_nan49, i32 2143289344, i32 %bits47
  store i32 %canonical50, ptr %686, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %slot.done38
  br label %noise.done

slot.then53:                                      ; preds = %step.exit
  %704 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature51
  %705 = load float, ptr %18, align 4
  store float %705, ptr addrspace(1) %704, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %step.exit
  %feature55 = add i64 %lane, 256
  %valid56 = icmp ult i64 %feature55, %n_features
  %706 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid56, label %slot.then57, label %slot.done58

slot.then57:                                      ; preds = %slot.done54
  %707 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature55
  %708 = load float, ptr %706, align 4
  store float %708, ptr addrspace(1) %707, align 4
  br label %slot.done58

slot.done58:                                      ; preds = %slot.then57, %slot.done54
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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

row.done:                                         ; preds = %slot.done116, %entry
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
  %feature101 = add i64 %lane, 0
  %valid102 = icmp ult i64 %feature101, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid102, label %slot.then103, label %slot.done104

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
  %feature65 = add i64 %lane, 0
  %valid66 = icmp ult i64 %feature65, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then67, label %uniform_sinks.done68

noise.done:                                       ; preds = %slot.done96, %slot.done59
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
  %66 = mul i64 %row, %n_features
  %element = add i64 %66, %feature34
  %67 = trunc i64 %key0 to i32
  %68 = lshr i64 %key0, 32
  %69 = trunc i64 %68 to i32
  %70 = trunc i64 %element to i32
  %71 = trunc i64 %key1_step to i32
  %72 = lshr i64 %key1_step, 32
  %73 = trunc i64 %72 to i32
  %74 = lshr i64 %element, 32
  %75 = trunc i64 %74 to i32
  %76 = zext i32 %70 to i64
  %77 = mul i64 3528531795, %76
  %78 = zext i32 %73 to i64
  %79 = mul i64 3449720151, %78
  %80 = lshr i64 %77, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %77 to i32
  %83 = lshr i64 %79, 32
  %84 = trunc i64 %83 to i32
  %85 = trunc i64 %79 to i32
  %86 = xor i32 %84, %71
  %87 = xor i32 %86, %67
  %88 = xor i32 %81, %75
  %89 = xor i32 %88, %69
  %90 = add i32 %67, -1640531527
  %91 = add i32 %69, -1150833019
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
  %186 = add i32 %170, -1640531527
  %187 = add i32 %171, -1150833019
  %188 = zext i32 %183 to i64
  %189 = mul i64 3528531795, %188
  %190 = zext i32 %185 to i64
  %191 = mul i64 3449720151, %190
  %192 = lshr i64 %189, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %189 to i32
  %195 = lshr i64 %191, 32
  %196 = trunc i64 %195 to i32
  %197 = trunc i64 %191 to i32
  %198 = xor i32 %196, %181
  %199 = xor i32 %198, %186
  %200 = xor i32 %193, %178
  %201 = xor i32 %200, %187
  %202 = add i32 %186, -1640531527
  %203 = add i32 %187, -1150833019
  %204 = zext i32 %199 to i64
  %205 = mul i64 3528531795, %204
  %206 = zext i32 %201 to i64
  %207 = mul i64 3449720151, %206
  %208 = lshr i64 %205, 32
  %209 = trunc i64 %208 to i32
  %210 = trunc i64 %205 to i32
  %211 = lshr i64 %207, 32
  %212 = trunc i64 %211 to i32
  %213 = trunc i64 %207 to i32
  %214 = xor i32 %212, %197
  %215 = xor i32 %214, %202
  %216 = xor i32 %209, %194
  %217 = xor i32 %216, %203
  %218 = add i32 %202, -1640531527
  %219 = add i32 %203, -1150833019
  %220 = zext i32 %215 to i64
  %221 = mul i64 3528531795, %220
  %222 = zext i32 %217 to i64
  %223 = mul i64 3449720151, %222
  %224 = lshr i64 %221, 32
  %225 = trunc i64 %224 to i32
  %226 = trunc i64 %221 to i32
  %227 = lshr i64 %223, 32
  %228 = trunc i64 %227 to i32
  %229 = trunc i64 %223 to i32
  %230 = xor i32 %228, %213
  %231 = xor i32 %230, %218
  %232 = xor i32 %225, %210
  %233 = xor i32 %232, %219
  %234 = uitofp i32 %231 to double
  %235 = fadd double %234, 5.000000e-01
  %236 = fmul double %235, 0x3DF0000000000000
  %237 = uitofp i32 %229 to double
  %238 = fadd double %237, 5.000000e-01
  %239 = fmul double %238, 0x3DF0000000000000
  %240 = bitcast double %236 to i64
  %241 = lshr i64 %240, 32
  %242 = add i64 %241, 614242
  %243 = lshr i64 %242, 20
  %244 = sub i64 %243, 1023
  %245 = and i64 %242, 1048575
  %246 = add i64 %245, 1072079006
  %247 = shl i64 %246, 32
  %248 = and i64 %240, 4294967295
  %249 = or i64 %247, %248
  %250 = bitcast i64 %249 to double
  %251 = fsub double %250, 1.000000e+00
  %252 = fmul double 5.000000e-01, %251
  %253 = fmul double %252, %251
  %254 = fadd double 2.000000e+00, %251
  %255 = fdiv double %251, %254
  %256 = fmul double %255, %255
  %257 = fmul double %256, %256
  %258 = fmul double %257, 0x3FC39A09D078C69F
  %259 = fadd double 0x3FCC71C51D8E78AF, %258
  %260 = fmul double %257, %259
  %261 = fadd double 0x3FD999999997FA04, %260
  %262 = fmul double %257, %261
  %263 = fmul double %257, 0x3FC2F112DF3E5244
  %264 = fadd double 0x3FC7466496CB03DE, %263
  %265 = fmul double %257, %264
  %266 = fadd double 0x3FD2492494229359, %265
  %267 = fmul double %257, %266
  %268 = fadd double 0x3FE5555555555593, %267
  %269 = fmul double %256, %268
  %270 = fadd double %269, %262
  %271 = sitofp i64 %244 to double
  %272 = fadd double %253, %270
  %273 = fmul double %255, %272
  %274 = fmul double %271, 0x3DEA39EF35793C76
  %275 = fadd double %273, %274
  %276 = fsub double %275, %253
  %277 = fadd double %276, %251
  %278 = fmul double %271, 0x3FE62E42FEE00000
  %279 = fadd double %277, %278
  %280 = fmul double -2.000000e+00, %279
  %281 = call double @llvm.sqrt.f64(double %280)
  %282 = fmul double 0x401921FB54442D18, %239
  %283 = fmul double %282, 0x3FE45F306DC9C883
  %284 = fadd double %283, 0x4338000000000000
  %285 = bitcast double %284 to i64
  %286 = fsub double %284, 0x4338000000000000
  %287 = fmul double %286, 0x3FF921FB54400000
  %288 = fsub double %282, %287
  %289 = fmul double %286, 0x3DD0B4611A626331
  %290 = fmul double %286, 0x3DD0B4611A600000
  %291 = fsub double %288, %290
  %292 = fmul double %286, 0x3BA3198A2E037073
  %293 = fsub double %288, %291
  %294 = fsub double %293, %290
  %295 = fsub double %292, %294
  %296 = fsub double %288, %289
  %297 = bitcast double %282 to i64
  %298 = lshr i64 %297, 52
  %299 = and i64 %298, 2047
  %300 = bitcast double %296 to i64
  %301 = lshr i64 %300, 52
  %302 = and i64 %301, 2047
  %303 = add i64 %302, 16
  %304 = icmp ult i64 %303, %299
  %305 = select i1 %304, double %291, double %288
  %306 = select i1 %304, double %295, double %289
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
  %355 = and i64 %285, 1
  %356 = and i64 %285, 2
  %357 = icmp eq i64 %355, 1
  %358 = icmp eq i64 %356, 2
  %359 = select i1 %358, double %353, double %332
  %360 = select i1 %358, double %352, double %354
  %361 = select i1 %357, double %360, double %359
  %362 = fmul double %281, %361
  %363 = fptrunc double %362 to float
  %364 = fmul float %363, %noise_scale15
  %365 = fadd float %65, %364
  %bits = bitcast float %365 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %50, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature38 = add i64 %lane, 256
  %valid39 = icmp ult i64 %feature38, %n_features
  %366 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid39, label %slot.then40, label %slot.done41

slot.then40:                                      ; preds = %slot.done37
  %367 = load float, ptr %366, align 4
  %368 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %369 = fsub float %368, 4.000000e+00
  %370 = fmul float 2.000000e+00, %369
  %371 = fmul float 0x3F847AE140000000, %370
  %372 = fmul float 2.000000e+00, %367
  %373 = fmul float %371, %372
  %374 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature38
  %375 = load float, ptr addrspace(1) %374, align 4
  %376 = fsub float %367, %375
  %377 = fmul float 2.000000e+00, %376
  %378 = fmul float 5.000000e-01, %377
  %379 = fadd float %373, %378
  %380 = fmul float %379, %eta
  %381 = fsub float %367, %380
  %382 = mul i64 %row, %n_features
  %element42 = add i64 %382, %feature38
  %383 = trunc i64 %key0 to i32
  %384 = lshr i64 %key0, 32
  %385 = trunc i64 %384 to i32
  %386 = trunc i64 %element42 to i32
  %387 = trunc i64 %key1_step to i32
  %388 = lshr i64 %key1_step, 32
  %389 = trunc i64 %388 to i32
  %390 = lshr i64 %element42, 32
  %391 = trunc i64 %390 to i32
  %392 = zext i32 %386 to i64
  %393 = mul i64 3528531795, %392
  %394 = zext i32 %389 to i64
  %395 = mul i64 3449720151, %394
  %396 = lshr i64 %393, 32
  %397 = trunc i64 %396 to i32
  %398 = trunc i64 %393 to i32
  %399 = lshr i64 %395, 32
  %400 = trunc i64 %399 to i32
  %401 = trunc i64 %395 to i32
  %402 = xor i32 %400, %387
  %403 = xor i32 %402, %383
  %404 = xor i32 %397, %391
  %405 = xor i32 %404, %385
  %406 = add i32 %383, -1640531527
  %407 = add i32 %385, -1150833019
  %408 = zext i32 %403 to i64
  %409 = mul i64 3528531795, %408
  %410 = zext i32 %405 to i64
  %411 = mul i64 3449720151, %410
  %412 = lshr i64 %409, 32
  %413 = trunc i64 %412 to i32
  %414 = trunc i64 %409 to i32
  %415 = lshr i64 %411, 32
  %416 = trunc i64 %415 to i32
  %417 = trunc i64 %411 to i32
  %418 = xor i32 %416, %401
  %419 = xor i32 %418, %406
  %420 = xor i32 %413, %398
  %421 = xor i32 %420, %407
  %422 = add i32 %406, -1640531527
  %423 = add i32 %407, -1150833019
  %424 = zext i32 %419 to i64
  %425 = mul i64 3528531795, %424
  %426 = zext i32 %421 to i64
  %427 = mul i64 3449720151, %426
  %428 = lshr i64 %425, 32
  %429 = trunc i64 %428 to i32
  %430 = trunc i64 %425 to i32
  %431 = lshr i64 %427, 32
  %432 = trunc i64 %431 to i32
  %433 = trunc i64 %427 to i32
  %434 = xor i32 %432, %417
  %435 = xor i32 %434, %422
  %436 = xor i32 %429, %414
  %437 = xor i32 %436, %423
  %438 = add i32 %422, -1640531527
  %439 = add i32 %423, -1150833019
  %440 = zext i32 %435 to i64
  %441 = mul i64 3528531795, %440
  %442 = zext i32 %437 to i64
  %443 = mul i64 3449720151, %442
  %444 = lshr i64 %441, 32
  %445 = trunc i64 %444 to i32
  %446 = trunc i64 %441 to i32
  %447 = lshr i64 %443, 32
  %448 = trunc i64 %447 to i32
  %449 = trunc i64 %443 to i32
  %450 = xor i32 %448, %433
  %451 = xor i32 %450, %438
  %452 = xor i32 %445, %430
  %453 = xor i32 %452, %439
  %454 = add i32 %438, -1640531527
  %455 = add i32 %439, -1150833019
  %456 = zext i32 %451 to i64
  %457 = mul i64 3528531795, %456
  %458 = zext i32 %453 to i64
  %459 = mul i64 3449720151, %458
  %460 = lshr i64 %457, 32
  %461 = trunc i64 %460 to i32
  %462 = trunc i64 %457 to i32
  %463 = lshr i64 %459, 32
  %464 = trunc i64 %463 to i32
  %465 = trunc i64 %459 to i32
  %466 = xor i32 %464, %449
  %467 = xor i32 %466, %454
  %468 = xor i32 %461, %446
  %469 = xor i32 %468, %455
  %470 = add i32 %454, -1640531527
  %471 = add i32 %455, -1150833019
  %472 = zext i32 %467 to i64
  %473 = mul i64 3528531795, %472
  %474 = zext i32 %469 to i64
  %475 = mul i64 3449720151, %474
  %476 = lshr i64 %473, 32
  %477 = trunc i64 %476 to i32
  %478 = trunc i64 %473 to i32
  %479 = lshr i64 %475, 32
  %480 = trunc i64 %479 to i32
  %481 = trunc i64 %475 to i32
  %482 = xor i32 %480, %465
  %483 = xor i32 %482, %470
  %484 = xor i32 %477, %462
  %485 = xor i32 %484, %471
  %486 = add i32 %470, -1640531527
  %487 = add i32 %471, -1150833019
  %488 = zext i32 %483 to i64
  %489 = mul i64 3528531795, %488
  %490 = zext i32 %485 to i64
  %491 = mul i64 3449720151, %490
  %492 = lshr i64 %489, 32
  %493 = trunc i64 %492 to i32
  %494 = trunc i64 %489 to i32
  %495 = lshr i64 %491, 32
  %496 = trunc i64 %495 to i32
  %497 = trunc i64 %491 to i32
  %498 = xor i32 %496, %481
  %499 = xor i32 %498, %486
  %500 = xor i32 %493, %478
  %501 = xor i32 %500, %487
  %502 = add i32 %486, -1640531527
  %503 = add i32 %487, -1150833019
  %504 = zext i32 %499 to i64
  %505 = mul i64 3528531795, %504
  %506 = zext i32 %501 to i64
  %507 = mul i64 3449720151, %506
  %508 = lshr i64 %505, 32
  %509 = trunc i64 %508 to i32
  %510 = trunc i64 %505 to i32
  %511 = lshr i64 %507, 32
  %512 = trunc i64 %511 to i32
  %513 = trunc i64 %507 to i32
  %514 = xor i32 %512, %497
  %515 = xor i32 %514, %502
  %516 = xor i32 %509, %494
  %517 = xor i32 %516, %503
  %518 = add i32 %502, -1640531527
  %519 = add i32 %503, -1150833019
  %520 = zext i32 %515 to i64
  %521 = mul i64 3528531795, %520
  %522 = zext i32 %517 to i64
  %523 = mul i64 3449720151, %522
  %524 = lshr i64 %521, 32
  %525 = trunc i64 %524 to i32
  %526 = trunc i64 %521 to i32
  %527 = lshr i64 %523, 32
  %528 = trunc i64 %527 to i32
  %529 = trunc i64 %523 to i32
  %530 = xor i32 %528, %513
  %531 = xor i32 %530, %518
  %532 = xor i32 %525, %510
  %533 = xor i32 %532, %519
  %534 = add i32 %518, -1640531527
  %535 = add i32 %519, -1150833019
  %536 = zext i32 %531 to i64
  %537 = mul i64 3528531795, %536
  %538 = zext i32 %533 to i64
  %539 = mul i64 3449720151, %538
  %540 = lshr i64 %537, 32
  %541 = trunc i64 %540 to i32
  %542 = trunc i64 %537 to i32
  %543 = lshr i64 %539, 32
  %544 = trunc i64 %543 to i32
  %545 = trunc i64 %539 to i32
  %546 = xor i32 %544, %529
  %547 = xor i32 %546, %534
  %548 = xor i32 %541, %526
  %549 = xor i32 %548, %535
  %550 = uitofp i32 %547 to double
  %551 = fadd double %550, 5.000000e-01
  %552 = fmul double %551, 0x3DF0000000000000
  %553 = uitofp i32 %545 to double
  %554 = fadd double %553, 5.000000e-01
  %555 = fmul double %554, 0x3DF0000000000000
  %556 = bitcast double %552 to i64
  %557 = lshr i64 %556, 32
  %558 = add i64 %557, 614242
  %559 = lshr i64 %558, 20
  %560 = sub i64 %559, 1023
  %561 = and i64 %558, 1048575
  %562 = add i64 %561, 1072079006
  %563 = shl i64 %562, 32
  %564 = and i64 %556, 4294967295
  %565 = or i64 %563, %564
  %566 = bitcast i64 %565 to double
  %567 = fsub double %566, 1.000000e+00
  %568 = fmul double 5.000000e-01, %567
  %569 = fmul double %568, %567
  %570 = fadd double 2.000000e+00, %567
  %571 = fdiv double %567, %570
  %572 = fmul double %571, %571
  %573 = fmul double %572, %572
  %574 = fmul double %573, 0x3FC39A09D078C69F
  %575 = fadd double 0x3FCC71C51D8E78AF, %574
  %576 = fmul double %573, %575
  %577 = fadd double 0x3FD999999997FA04, %576
  %578 = fmul double %573, %577
  %579 = fmul double %573, 0x3FC2F112DF3E5244
  %580 = fadd double 0x3FC7466496CB03DE, %579
  %581 = fmul double %573, %580
  %582 = fadd double 0x3FD2492494229359, %581
  %583 = fmul double %573, %582
  %584 = fadd double 0x3FE5555555555593, %583
  %585 = fmul double %572, %584
  %586 = fadd double %585, %578
  %587 = sitofp i64 %560 to double
  %588 = fadd double %569, %586
  %589 = fmul double %571, %588
  %590 = fmul double %587, 0x3DEA39EF35793C76
  %591 = fadd double %589, %590
  %592 = fsub double %591, %569
  %593 = fadd double %592, %567
  %594 = fmul double %587, 0x3FE62E42FEE00000
  %595 = fadd double %593, %594
  %596 = fmul double -2.000000e+00, %595
  %597 = call double @llvm.sqrt.f64(double %596)
  %598 = fmul double 0x401921FB54442D18, %555
  %599 = fmul double %598, 0x3FE45F306DC9C883
  %600 = fadd double %599, 0x4338000000000000
  %601 = bitcast double %600 to i64
  %602 = fsub double %600, 0x4338000000000000
  %603 = fmul double %602, 0x3FF921FB54400000
  %604 = fsub double %598, %603
  %605 = fmul double %602, 0x3DD0B4611A626331
  %606 = fmul double %602, 0x3DD0B4611A600000
  %607 = fsub double %604, %606
  %608 = fmul double %602, 0x3BA3198A2E037073
  %609 = fsub double %604, %607
  %610 = fsub double %609, %606
  %611 = fsub double %608, %610
  %612 = fsub double %604, %605
  %613 = bitcast double %598 to i64
  %614 = lshr i64 %613, 52
  %615 = and i64 %614, 2047
  %616 = bitcast double %612 to i64
  %617 = lshr i64 %616, 52
  %618 = and i64 %617, 2047
  %619 = add i64 %618, 16
  %620 = icmp ult i64 %619, %615
  %621 = select i1 %620, double %607, double %604
  %622 = select i1 %620, double %611, double %605
  %623 = fsub double %621, %622
  %624 = fsub double %621, %623
  %625 = fsub double %624, %622
  %626 = fmul double %623, %623
  %627 = fmul double %626, %626
  %628 = fmul double %626, 0x3EFA01A019CB1590
  %629 = fadd double 0xBF56C16C16C15177, %628
  %630 = fmul double %626, %629
  %631 = fadd double 0x3FA555555555554C, %630
  %632 = fmul double %626, %631
  %633 = fmul double %626, 0xBDA8FAE9BE8838D4
  %634 = fadd double 0x3E21EE9EBDB4B1C4, %633
  %635 = fmul double %626, %634
  %636 = fadd double 0xBE927E4F809C52AD, %635
  %637 = fmul double %627, %627
  %638 = fmul double %637, %636
  %639 = fadd double %632, %638
  %640 = fmul double 5.000000e-01, %626
  %641 = fsub double 1.000000e+00, %640
  %642 = fsub double 1.000000e+00, %641
  %643 = fsub double %642, %640
  %644 = fmul double %626, %639
  %645 = fmul double %623, %625
  %646 = fsub double %644, %645
  %647 = fadd double %643, %646
  %648 = fadd double %641, %647
  %649 = fmul double %623, %623
  %650 = fmul double %649, %649
  %651 = fmul double %649, 0x3EC71DE357B1FE7D
  %652 = fadd double 0xBF2A01A019C161D5, %651
  %653 = fmul double %649, %652
  %654 = fadd double 0x3F8111111110F8A6, %653
  %655 = fmul double %649, 0x3DE5D93A5ACFD57C
  %656 = fadd double 0xBE5AE5E68A2B9CEB, %655
  %657 = fmul double %649, %650
  %658 = fmul double %657, %656
  %659 = fadd double %654, %658
  %660 = fmul double %649, %623
  %661 = fmul double 5.000000e-01, %625
  %662 = fmul double %660, %659
  %663 = fsub double %661, %662
  %664 = fmul double %649, %663
  %665 = fsub double %664, %625
  %666 = fmul double %660, 0xBFC5555555555549
  %667 = fsub double %665, %666
  %668 = fsub double %623, %667
  %669 = fneg double %648
  %670 = fneg double %668
  %671 = and i64 %601, 1
  %672 = and i64 %601, 2
  %673 = icmp eq i64 %671, 1
  %674 = icmp eq i64 %672, 2
  %675 = select i1 %674, double %669, double %648
  %676 = select i1 %674, double %668, double %670
  %677 = select i1 %673, double %676, double %675
  %678 = fmul double %597, %677
  %679 = fptrunc double %678 to float
  %680 = fmul float %679, %noise_scale15
  %681 = fadd float %381, %680
  %bits43 = bitcast float %681 to i32
  %magnitude44 = and i32 %bits43, 2147483647
  %is_nan45 = icmp ugt i32 %magnitude44, 2139095040
  %canonical46 = select i1 %is_nan45, i32 2143289344, i32 %bits43
  store i32 %canonical46, ptr %366, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %slot.done37
  %feature47 = add i64 %lane, 512
  %valid48 = icmp ult i64 %feature47, %n_features
  %682 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid48, label %slot.then49, label %slot.done50

slot.then49:                                      ; preds = %slot.done41
  %683 = load float, ptr %682, align 4
  %684 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %685 = fsub float %684, 4.000000e+00
  %686 = fmul float 2.000000e+00, %685
  %687 = fmul float 0x3F847AE140000000, %686
  %688 = fmul float 2.000000e+00, %683
  %689 = fmul float %687, %688
  %690 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature47
  %691 = load float, ptr addrspace(1) %690, align 4
  %692 = fsub float %683, %691
  %693 = fmul float 2.000000e+00, %692
  %694 = fmul float 5.000000e-01, %693
  %695 = fadd float %689, %694
  %696 = fmul float %695, %eta
  %697 = fsub float %683, %696
  %698 = mul i64 %row, %n_features
  %element51 = add i64 %698, %feature47
  %699 = trunc i64 %key0 to i32
  %700 = lshr i64 %key0, 32
  %701 = trunc i64 %700 to i32
  %702 = trunc i64 %element51 to i32
  %703 = trunc i64 %key1_step to i32
  %704 = lshr i64 %key1_step, 32
  %705 = trunc i64 %704 to i32
  %706 = lshr i64 %element51, 32
  %707 = trunc i64 %706 to i32
  %708 = zext i32 %702 to i64
  %709 = mul i64 3528531795, %708
  %710 = zext i32 %705 to i64
  %711 = mul i64 3449720151, %710
  %712 = lshr i64 %709, 32
  %713 = trunc i64 %712 to i32
  %714 = trunc i64 %709 to i32
  %715 = lshr i64 %711, 32
  %716 = trunc i64 %715 to i32
  %717 = trunc i64 %711 to i32
  %718 = xor i32 %716, %703
  %719 = xor i32 %718, %699
  %720 = xor i32 %713, %707
  %721 = xor i32 %720, %701
  %722 = add i32 %699, -1640531527
  %723 = add i32 %701, -1150833019
  %724 = zext i32 %719 to i64
  %725 = mul i64 3528531795, %724
  %726 = zext i32 %721 to i64
  %727 = mul i64 3449720151, %726
  %728 = lshr i64 %725, 32
  %729 = trunc i64 %728 to i32
  %730 = trunc i64 %725 to i32
  %731 = lshr i64 %727, 32
  %732 = trunc i64 %731 to i32
  %733 = trunc i64 %727 to i32
  %734 = xor i32 %732, %717
  %735 = xor i32 %734, %722
  %736 = xor i32 %729, %714
  %737 = xor i32 %736, %723
  %738 = add i32 %722, -1640531527
  %739 = add i32 %723, -1150833019
  %740 = zext i32 %735 to i64
  %741 = mul i64 3528531795, %740
  %742 = zext i32 %737 to i64
  %743 = mul i64 3449720151, %742
  %744 = lshr i64 %741, 32
  %745 = trunc i64 %744 to i32
  %746 = trunc i64 %741 to i32
  %747 = lshr i64 %743, 32
  %748 = trunc i64 %747 to i32
  %749 = trunc i64 %743 to i32
  %750 = xor i32 %748, %733
  %751 = xor i32 %750, %738
  %752 = xor i32 %745, %730
  %753 = xor i32 %752, %739
  %754 = add i32 %738, -1640531527
  %755 = add i32 %739, -1150833019
  %756 = zext i32 %751 to i64
  %757 = mul i64 3528531795, %756
  %758 = zext i32 %753 to i64
  %759 = mul i64 3449720151, %758
  %760 = lshr i64 %757, 32
  %761 = trunc i64 %760 to i32
  %762 = trunc i64 %757 to i32
  %763 = lshr i64 %759, 32
  %764 = trunc i64 %763 to i32
  %765 = trunc i64 %759 to i32
  %766 = xor i32 %764, %749
  %767 = xor i32 %766, %754
  %768 = xor i32 %761, %746
  %769 = xor i32 %768, %755
  %770 = add i32 %754, -1640531527
  %771 = add i32 %755, -1150833019
  %772 = zext i32 %767 to i64
  %773 = mul i64 3528531795, %772
  %774 = zext i32 %769 to i64
  %775 = mul i64 3449720151, %774
  %776 = lshr i64 %773, 32
  %777 = trunc i64 %776 to i32
  %778 = trunc i64 %773 to i32
  %779 = lshr i64 %775, 32
  %780 = trunc i64 %779 to i32
  %781 = trunc i64 %775 to i32
  %782 = xor i32 %780, %765
  %783 = xor i32 %782, %770
  %784 = xor i32 %777, %762
  %785 = xor i32 %784, %771
  %786 = add i32 %770, -1640531527
  %787 = add i32 %771, -1150833019
  %788 = zext i32 %783 to i64
  %789 = mul i64 3528531795, %788
  %790 = zext i32 %785 to i64
  %791 = mul i64 3449720151, %790
  %792 = lshr i64 %789, 32
  %793 = trunc i64 %792 to i32
  %794 = trunc i64 %789 to i32
  %795 = lshr i64 %791, 32
  %796 = trunc i64 %795 to i32
  %797 = trunc i64 %791 to i32
  %798 = xor i32 %796, %781
  %799 = xor i32 %798, %786
  %800 = xor i32 %793, %778
  %801 = xor i32 %800, %787
  %802 = add i32 %786, -1640531527
  %803 = add i32 %787, -1150833019
  %804 = zext i32 %799 to i64
  %805 = mul i64 3528531795, %804
  %806 = zext i32 %801 to i64
  %807 = mul i64 3449720151, %806
  %808 = lshr i64 %805, 32
  %809 = trunc i64 %808 to i32
  %810 = trunc i64 %805 to i32
  %811 = lshr i64 %807, 32
  %812 = trunc i64 %811 to i32
  %813 = trunc i64 %807 to i32
  %814 = xor i32 %812, %797
  %815 = xor i32 %814, %802
  %816 = xor i32 %809, %794
  %817 = xor i32 %816, %803
  %818 = add i32 %802, -1640531527
  %819 = add i32 %803, -1150833019
  %820 = zext i32 %815 to i64
  %821 = mul i64 3528531795, %820
  %822 = zext i32 %817 to i64
  %823 = mul i64 3449720151, %822
  %824 = lshr i64 %821, 32
  %825 = trunc i64 %824 to i32
  %826 = trunc i64 %821 to i32
  %827 = lshr i64 %823, 32
  %828 = trunc i64 %827 to i32
  %829 = trunc i64 %823 to i32
  %830 = xor i32 %828, %813
  %831 = xor i32 %830, %818
  %832 = xor i32 %825, %810
  %833 = xor i32 %832, %819
  %834 = add i32 %818, -1640531527
  %835 = add i32 %819, -1150833019
  %836 = zext i32 %831 to i64
  %837 = mul i64 3528531795, %836
  %838 = zext i32 %833 to i64
  %839 = mul i64 3449720151, %838
  %840 = lshr i64 %837, 32
  %841 = trunc i64 %840 to i32
  %842 = trunc i64 %837 to i32
  %843 = lshr i64 %839, 32
  %844 = trunc i64 %843 to i32
  %845 = trunc i64 %839 to i32
  %846 = xor i32 %844, %829
  %847 = xor i32 %846, %834
  %848 = xor i32 %841, %826
  %849 = xor i32 %848, %835
  %850 = add i32 %834, -1640531527
  %851 = add i32 %835, -1150833019
  %852 = zext i32 %847 to i64
  %853 = mul i64 3528531795, %852
  %854 = zext i32 %849 to i64
  %855 = mul i64 3449720151, %854
  %856 = lshr i64 %853, 32
  %857 = trunc i64 %856 to i32
  %858 = trunc i64 %853 to i32
  %859 = lshr i64 %855, 32
  %860 = trunc i64 %859 to i32
  %861 = trunc i64 %855 to i32
  %862 = xor i32 %860, %845
  %863 = xor i32 %862, %850
  %864 = xor i32 %857, %842
  %865 = xor i32 %864, %851
  %866 = uitofp i32 %863 to double
  %867 = fadd double %866, 5.000000e-01
  %868 = fmul double %867, 0x3DF0000000000000
  %869 = uitofp i32 %861 to double
  %870 = fadd double %869, 5.000000e-01
  %871 = fmul double %870, 0x3DF0000000000000
  %872 = bitcast double %868 to i64
  %873 = lshr i64 %872, 32
  %874 = add i64 %873, 614242
  %875 = lshr i64 %874, 20
  %876 = sub i64 %875, 1023
  %877 = and i64 %874, 1048575
  %878 = add i64 %877, 1072079006
  %879 = shl i64 %878, 32
  %880 = and i64 %872, 4294967295
  %881 = or i64 %879, %880
  %882 = bitcast i64 %881 to double
  %883 = fsub double %882, 1.000000e+00
  %884 = fmul double 5.000000e-01, %883
  %885 = fmul double %884, %883
  %886 = fadd double 2.000000e+00, %883
  %887 = fdiv double %883, %886
  %888 = fmul double %887, %887
  %889 = fmul double %888, %888
  %890 = fmul double %889, 0x3FC39A09D078C69F
  %891 = fadd double 0x3FCC71C51D8E78AF, %890
  %892 = fmul double %889, %891
  %893 = fadd double 0x3FD999999997FA04, %892
  %894 = fmul double %889, %893
  %895 = fmul double %889, 0x3FC2F112DF3E5244
  %896 = fadd double 0x3FC7466496CB03DE, %895
  %897 = fmul double %889, %896
  %898 = fadd double 0x3FD2492494229359, %897
  %899 = fmul double %889, %898
  %900 = fadd double 0x3FE5555555555593, %899
  %901 = fmul double %888, %900
  %902 = fadd double %901, %894
  %903 = sitofp i64 %876 to double
  %904 = fadd double %885, %902
  %905 = fmul double %887, %904
  %906 = fmul double %903, 0x3DEA39EF35793C76
  %907 = fadd double %905, %906
  %908 = fsub double %907, %885
  %909 = fadd double %908, %883
  %910 = fmul double %903, 0x3FE62E42FEE00000
  %911 = fadd double %909, %910
  %912 = fmul double -2.000000e+00, %911
  %913 = call double @llvm.sqrt.f64(double %912)
  %914 = fmul double 0x401921FB54442D18, %871
  %915 = fmul double %914, 0x3FE45F306DC9C883
  %916 = fadd double %915, 0x4338000000000000
  %917 = bitcast double %916 to i64
  %918 = fsub double %916, 0x4338000000000000
  %919 = fmul double %918, 0x3FF921FB54400000
  %920 = fsub double %914, %919
  %921 = fmul double %918, 0x3DD0B4611A626331
  %922 = fmul double %918, 0x3DD0B4611A600000
  %923 = fsub double %920, %922
  %924 = fmul double %918, 0x3BA3198A2E037073
  %925 = fsub double %920, %923
  %926 = fsub double %925, %922
  %927 = fsub double %924, %926
  %928 = fsub double %920, %921
  %929 = bitcast double %914 to i64
  %930 = lshr i64 %929, 52
  %931 = and i64 %930, 2047
  %932 = bitcast double %928 to i64
  %933 = lshr i64 %932, 52
  %934 = and i64 %933, 2047
  %935 = add i64 %934, 16
  %936 = icmp ult i64 %935, %931
  %937 = select i1 %936, double %923, double %920
  %938 = select i1 %936, double %927, double %921
  %939 = fsub double %937, %938
  %940 = fsub double %937, %939
  %941 = fsub double %940, %938
  %942 = fmul double %939, %939
  %943 = fmul double %942, %942
  %944 = fmul double %942, 0x3EFA01A019CB1590
  %945 = fadd double 0xBF56C16C16C15177, %944
  %946 = fmul double %942, %945
  %947 = fadd double 0x3FA555555555554C, %946
  %948 = fmul double %942, %947
  %949 = fmul double %942, 0xBDA8FAE9BE8838D4
  %950 = fadd double 0x3E21EE9EBDB4B1C4, %949
  %951 = fmul double %942, %950
  %952 = fadd double 0xBE927E4F809C52AD, %951
  %953 = fmul double %943, %943
  %954 = fmul double %953, %952
  %955 = fadd double %948, %954
  %956 = fmul double 5.000000e-01, %942
  %957 = fsub double 1.000000e+00, %956
  %958 = fsub double 1.000000e+00, %957
  %959 = fsub double %958, %956
  %960 = fmul double %942, %955
  %961 = fmul double %939, %941
  %962 = fsub double %960, %961
  %963 = fadd double %959, %962
  %964 = fadd double %957, %963
  %965 = fmul double %939, %939
  %966 = fmul double %965, %965
  %967 = fmul double %965, 0x3EC71DE357B1FE7D
  %968 = fadd double 0xBF2A01A019C161D5, %967
  %969 = fmul double %965, %968
  %970 = fadd double 0x3F8111111110F8A6, %969
  %971 = fmul double %965, 0x3DE5D93A5ACFD57C
  %972 = fadd double 0xBE5AE5E68A2B9CEB, %971
  %973 = fmul double %965, %966
  %974 = fmul double %973, %972
  %975 = fadd double %970, %974
  %976 = fmul double %965, %939
  %977 = fmul double 5.000000e-01, %941
  %978 = fmul double %976, %975
  %979 = fsub double %977, %978
  %980 = fmul double %965, %979
  %981 = fsub double %980, %941
  %982 = fmul double %976, 0xBFC5555555555549
  %983 = fsub double %981, %982
  %984 = fsub double %939, %983
  %985 = fneg double %964
  %986 = fneg double %984
  %987 = and i64 %917, 1
  %988 = and i64 %917, 2
  %989 = icmp eq i64 %987, 1
  %990 = icmp eq i64 %988, 2
  %991 = select i1 %990, double %985, double %964
  %992 = select i1 %990, double %984, double %986
  %993 = select i1 %989, double %992, double %991
  %994 = fmul double %913, %993
  %995 = fptrunc double %994 to float
  %996 = fmul float %995, %noise_scale15
  %997 = fadd float %697, %996
  %bits52 = bitcast float %997 to i32
  %magnitude53 = and i32 %bits52, 2147483647
  %is_nan54 = icmp ugt i32 %magnitude53, 2139095040
  %canonical55 = select i1 %is_nan54, i32 2143289344, i32 %bits52
  store i32 %canonical55, ptr %682, align 4
  br label %slot.done50

slot.done50:                                      ; preds = %slot.then49, %slot.done41
  %feature56 = add i64 %lane, 768
  %valid57 = icmp ult i64 %feature56, %n_features
  %998 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done50
  %999 = load float, ptr %998, align 4
  %1000 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1001 = fsub float %1000, 4.000000e+00
  %1002 = fmul float 2.000000e+00, %1001
  %1003 = fmul float 0x3F847AE140000000, %1002
  %1004 = fmul float 2.000000e+00, %999
  %1005 = fmul float %1003, %1004
  %1006 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature56
  %1007 = load float, ptr addrspace(1) %1006, align 4
  %1008 = fsub float %999, %1007
  %1009 = fmul float 2.000000e+00, %1008
  %1010 = fmul float 5.000000e-01, %1009
  %1011 = fadd float %1005, %1010
  %1012 = fmul float %1011, %eta
  %1013 = fsub float %999, %1012
  %1014 = mul i64 %row, %n_features
  %element60 = add i64 %1014, %feature56
  %1015 = trunc i64 %key0 to i32
  %1016 = lshr i64 %key0, 32
  %1017 = trunc i64 %1016 to i32
  %1018 = trunc i64 %element60 to i32
  %1019 = trunc i64 %key1_step to i32
  %1020 = lshr i64 %key1_step, 32
  %1021 = trunc i64 %1020 to i32
  %1022 = lshr i64 %element60, 32
  %1023 = trunc i64 %1022 to i32
  %1024 = zext i32 %1018 to i64
  %1025 = mul i64 3528531795, %1024
  %1026 = zext i32 %1021 to i64
  %1027 = mul i64 3449720151, %1026
  %1028 = lshr i64 %1025, 32
  %1029 = trunc i64 %1028 to i32
  %1030 = trunc i64 %1025 to i32
  %1031 = lshr i64 %1027, 32
  %1032 = trunc i64 %1031 to i32
  %1033 = trunc i64 %1027 to i32
  %1034 = xor i32 %1032, %1019
  %1035 = xor i32 %1034, %1015
  %1036 = xor i32 %1029, %1023
  %1037 = xor i32 %1036, %1017
  %1038 = add i32 %1015, -1640531527
  %1039 = add i32 %1017, -1150833019
  %1040 = zext i32 %1035 to i64
  %1041 = mul i64 3528531795, %1040
  %1042 = zext i32 %1037 to i64
  %1043 = mul i64 3449720151, %1042
  %1044 = lshr i64 %1041, 32
  %1045 = trunc i64 %1044 to i32
  %1046 = trunc i64 %1041 to i32
  %1047 = lshr i64 %1043, 32
  %1048 = trunc i64 %1047 to i32
  %1049 = trunc i64 %1043 to i32
  %1050 = xor i32 %1048, %1033
  %1051 = xor i32 %1050, %1038
  %1052 = xor i32 %1045, %1030
  %1053 = xor i32 %1052, %1039
  %1054 = add i32 %1038, -1640531527
  %1055 = add i32 %1039, -1150833019
  %1056 = zext i32 %1051 to i64
  %1057 = mul i64 3528531795, %1056
  %1058 = zext i32 %1053 to i64
  %1059 = mul i64 3449720151, %1058
  %1060 = lshr i64 %1057, 32
  %1061 = trunc i64 %1060 to i32
  %1062 = trunc i64 %1057 to i32
  %1063 = lshr i64 %1059, 32
  %1064 = trunc i64 %1063 to i32
  %1065 = trunc i64 %1059 to i32
  %1066 = xor i32 %1064, %1049
  %1067 = xor i32 %1066, %1054
  %1068 = xor i32 %1061, %1046
  %1069 = xor i32 %1068, %1055
  %1070 = add i32 %1054, -1640531527
  %1071 = add i32 %1055, -1150833019
  %1072 = zext i32 %1067 to i64
  %1073 = mul i64 3528531795, %1072
  %1074 = zext i32 %1069 to i64
  %1075 = mul i64 3449720151, %1074
  %1076 = lshr i64 %1073, 32
  %1077 = trunc i64 %1076 to i32
  %1078 = trunc i64 %1073 to i32
  %1079 = lshr i64 %1075, 32
  %1080 = trunc i64 %1079 to i32
  %1081 = trunc i64 %1075 to i32
  %1082 = xor i32 %1080, %1065
  %1083 = xor i32 %1082, %1070
  %1084 = xor i32 %1077, %1062
  %1085 = xor i32 %1084, %1071
  %1086 = add i32 %1070, -1640531527
  %1087 = add i32 %1071, -1150833019
  %1088 = zext i32 %1083 to i64
  %1089 = mul i64 3528531795, %1088
  %1090 = zext i32 %1085 to i64
  %1091 = mul i64 3449720151, %1090
  %1092 = lshr i64 %1089, 32
  %1093 = trunc i64 %1092 to i32
  %1094 = trunc i64 %1089 to i32
  %1095 = lshr i64 %1091, 32
  %1096 = trunc i64 %1095 to i32
  %1097 = trunc i64 %1091 to i32
  %1098 = xor i32 %1096, %1081
  %1099 = xor i32 %1098, %1086
  %1100 = xor i32 %1093, %1078
  %1101 = xor i32 %1100, %1087
  %1102 = add i32 %1086, -1640531527
  %1103 = add i32 %1087, -1150833019
  %1104 = zext i32 %1099 to i64
  %1105 = mul i64 3528531795, %1104
  %1106 = zext i32 %1101 to i64
  %1107 = mul i64 3449720151, %1106
  %1108 = lshr i64 %1105, 32
  %1109 = trunc i64 %1108 to i32
  %1110 = trunc i64 %1105 to i32
  %1111 = lshr i64 %1107, 32
  %1112 = trunc i64 %1111 to i32
  %1113 = trunc i64 %1107 to i32
  %1114 = xor i32 %1112, %1097
  %1115 = xor i32 %1114, %1102
  %1116 = xor i32 %1109, %1094
  %1117 = xor i32 %1116, %1103
  %1118 = add i32 %1102, -1640531527
  %1119 = add i32 %1103, -1150833019
  %1120 = zext i32 %1115 to i64
  %1121 = mul i64 3528531795, %1120
  %1122 = zext i32 %1117 to i64
  %1123 = mul i64 3449720151, %1122
  %1124 = lshr i64 %1121, 32
  %1125 = trunc i64 %1124 to i32
  %1126 = trunc i64 %1121 to i32
  %1127 = lshr i64 %1123, 32
  %1128 = trunc i64 %1127 to i32
  %1129 = trunc i64 %1123 to i32
  %1130 = xor i32 %1128, %1113
  %1131 = xor i32 %1130, %1118
  %1132 = xor i32 %1125, %1110
  %1133 = xor i32 %1132, %1119
  %1134 = add i32 %1118, -1640531527
  %1135 = add i32 %1119, -1150833019
  %1136 = zext i32 %1131 to i64
  %1137 = mul i64 3528531795, %1136
  %1138 = zext i32 %1133 to i64
  %1139 = mul i64 3449720151, %1138
  %1140 = lshr i64 %1137, 32
  %1141 = trunc i64 %1140 to i32
  %1142 = trunc i64 %1137 to i32
  %1143 = lshr i64 %1139, 32
  %1144 = trunc i64 %1143 to i32
  %1145 = trunc i64 %1139 to i32
  %1146 = xor i32 %1144, %1129
  %1147 = xor i32 %1146, %1134
  %1148 = xor i32 %1141, %1126
  %1149 = xor i32 %1148, %1135
  %1150 = add i32 %1134, -1640531527
  %1151 = add i32 %1135, -1150833019
  %1152 = zext i32 %1147 to i64
  %1153 = mul i64 3528531795, %1152
  %1154 = zext i32 %1149 to i64
  %1155 = mul i64 3449720151, %1154
  %1156 = lshr i64 %1153, 32
  %1157 = trunc i64 %1156 to i32
  %1158 = trunc i64 %1153 to i32
  %1159 = lshr i64 %1155, 32
  %1160 = trunc i64 %1159 to i32
  %1161 = trunc i64 %1155 to i32
  %1162 = xor i32 %1160, %1145
  %1163 = xor i32 %1162, %1150
  %1164 = xor i32 %1157, %1142
  %1165 = xor i32 %1164, %1151
  %1166 = add i32 %1150, -1640531527
  %1167 = add i32 %1151, -1150833019
  %1168 = zext i32 %1163 to i64
  %1169 = mul i64 3528531795, %1168
  %1170 = zext i32 %1165 to i64
  %1171 = mul i64 3449720151, %1170
  %1172 = lshr i64 %1169, 32
  %1173 = trunc i64 %1172 to i32
  %1174 = trunc i64 %1169 to i32
  %1175 = lshr i64 %1171, 32
  %1176 = trunc i64 %1175 to i32
  %1177 = trunc i64 %1171 to i32
  %1178 = xor i32 %1176, %1161
  %1179 = xor i32 %1178, %1166
  %1180 = xor i32 %1173, %1158
  %1181 = xor i32 %1180, %1167
  %1182 = uitofp i32 %1179 to double
  %1183 = fadd double %1182, 5.000000e-01
  %1184 = fmul double %1183, 0x3DF0000000000000
  %1185 = uitofp i32 %1177 to double
  %1186 = fadd double %1185, 5.000000e-01
  %1187 = fmul double %1186, 0x3DF0000000000000
  %1188 = bitcast double %1184 to i64
  %1189 = lshr i64 %1188, 32
  %1190 = add i64 %1189, 614242
  %1191 = lshr i64 %1190, 20
  %1192 = sub i64 %1191, 1023
  %1193 = and i64 %1190, 1048575
  %1194 = add i64 %1193, 1072079006
  %1195 = shl i64 %1194, 32
  %1196 = and i64 %1188, 4294967295
  %1197 = or i64 %1195, %1196
  %1198 = bitcast i64 %1197 to double
  %1199 = fsub double %1198, 1.000000e+00
  %1200 = fmul double 5.000000e-01, %1199
  %1201 = fmul double %1200, %1199
  %1202 = fadd double 2.000000e+00, %1199
  %1203 = fdiv double %1199, %1202
  %1204 = fmul double %1203, %1203
  %1205 = fmul double %1204, %1204
  %1206 = fmul double %1205, 0x3FC39A09D078C69F
  %1207 = fadd double 0x3FCC71C51D8E78AF, %1206
  %1208 = fmul double %1205, %1207
  %1209 = fadd double 0x3FD999999997FA04, %1208
  %1210 = fmul double %1205, %1209
  %1211 = fmul double %1205, 0x3FC2F112DF3E5244
  %1212 = fadd double 0x3FC7466496CB03DE, %1211
  %1213 = fmul double %1205, %1212
  %1214 = fadd double 0x3FD2492494229359, %1213
  %1215 = fmul double %1205, %1214
  %1216 = fadd double 0x3FE5555555555593, %1215
  %1217 = fmul double %1204, %1216
  %1218 = fadd double %1217, %1210
  %1219 = sitofp i64 %1192 to double
  %1220 = fadd double %1201, %1218
  %1221 = fmul double %1203, %1220
  %1222 = fmul double %1219, 0x3DEA39EF35793C76
  %1223 = fadd double %1221, %1222
  %1224 = fsub double %1223, %1201
  %1225 = fadd double %1224, %1199
  %1226 = fmul double %1219, 0x3FE62E42FEE00000
  %1227 = fadd double %1225, %1226
  %1228 = fmul double -2.000000e+00, %1227
  %1229 = call double @llvm.sqrt.f64(double %1228)
  %1230 = fmul double 0x401921FB54442D18, %1187
  %1231 = fmul double %1230, 0x3FE45F306DC9C883
  %1232 = fadd double %1231, 0x4338000000000000
  %1233 = bitcast double %1232 to i64
  %1234 = fsub double %1232, 0x4338000000000000
  %1235 = fmul double %1234, 0x3FF921FB54400000
  %1236 = fsub double %1230, %1235
  %1237 = fmul double %1234, 0x3DD0B4611A626331
  %1238 = fmul double %1234, 0x3DD0B4611A600000
  %1239 = fsub double %1236, %1238
  %1240 = fmul double %1234, 0x3BA3198A2E037073
  %1241 = fsub double %1236, %1239
  %1242 = fsub double %1241, %1238
  %1243 = fsub double %1240, %1242
  %1244 = fsub double %1236, %1237
  %1245 = bitcast double %1230 to i64
  %1246 = lshr i64 %1245, 52
  %1247 = and i64 %1246, 2047
  %1248 = bitcast double %1244 to i64
  %1249 = lshr i64 %1248, 52
  %1250 = and i64 %1249, 2047
  %1251 = add i64 %1250, 16
  %1252 = icmp ult i64 %1251, %1247
  %1253 = select i1 %1252, double %1239, double %1236
  %1254 = select i1 %1252, double %1243, double %1237
  %1255 = fsub double %1253, %1254
  %1256 = fsub double %1253, %1255
  %1257 = fsub double %1256, %1254
  %1258 = fmul double %1255, %1255
  %1259 = fmul double %1258, %1258
  %1260 = fmul double %1258, 0x3EFA01A019CB1590
  %1261 = fadd double 0xBF56C16C16C15177, %1260
  %1262 = fmul double %1258, %1261
  %1263 = fadd double 0x3FA555555555554C, %1262
  %1264 = fmul double %1258, %1263
  %1265 = fmul double %1258, 0xBDA8FAE9BE8838D4
  %1266 = fadd double 0x3E21EE9EBDB4B1C4, %1265
  %1267 = fmul double %1258, %1266
  %1268 = fadd double 0xBE927E4F809C52AD, %1267
  %1269 = fmul double %1259, %1259
  %1270 = fmul double %1269, %1268
  %1271 = fadd double %1264, %1270
  %1272 = fmul double 5.000000e-01, %1258
  %1273 = fsub double 1.000000e+00, %1272
  %1274 = fsub double 1.000000e+00, %1273
  %1275 = fsub double %1274, %1272
  %1276 = fmul double %1258, %1271
  %1277 = fmul double %1255, %1257
  %1278 = fsub double %1276, %1277
  %1279 = fadd double %1275, %1278
  %1280 = fadd double %1273, %1279
  %1281 = fmul double %1255, %1255
  %1282 = fmul double %1281, %1281
  %1283 = fmul double %1281, 0x3EC71DE357B1FE7D
  %1284 = fadd double 0xBF2A01A019C161D5, %1283
  %1285 = fmul double %1281, %1284
  %1286 = fadd double 0x3F8111111110F8A6, %1285
  %1287 = fmul double %1281, 0x3DE5D93A5ACFD57C
  %1288 = fadd double 0xBE5AE5E68A2B9CEB, %1287
  %1289 = fmul double %1281, %1282
  %1290 = fmul double %1289, %1288
  %1291 = fadd double %1286, %1290
  %1292 = fmul double %1281, %1255
  %1293 = fmul double 5.000000e-01, %1257
  %1294 = fmul double %1292, %1291
  %1295 = fsub double %1293, %1294
  %1296 = fmul double %1281, %1295
  %1297 = fsub double %1296, %1257
  %1298 = fmul double %1292, 0xBFC5555555555549
  %1299 = fsub double %1297, %1298
  %1300 = fsub double %1255, %1299
  %1301 = fneg double %1280
  %1302 = fneg double %1300
  %1303 = and i64 %1233, 1
  %1304 = and i64 %1233, 2
  %1305 = icmp eq i64 %1303, 1
  %1306 = icmp eq i64 %1304, 2
  %1307 = select i1 %1306, double %1301, double %1280
  %1308 = select i1 %1306, double %1300, double %1302
  %1309 = select i1 %1305, double %1308, double %1307
  %1310 = fmul double %1229, %1309
  %1311 = fptrunc double %1310 to float
  %1312 = fmul float %1311, %noise_scale15
  %1313 = fadd float %1013, %1312
  %bits61 = bitcast float %1313 to i32
  %magnitude62 = and i32 %bits61, 2147483647
  %is_nan63 = icmp ugt i32 %magnitude62, 2139095040
  %canonical64 = select i1 %is_nan63, i32 2143289344, i32 %bits61
  store i32 %canonical64, ptr %998, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done50
  br label %noise.done

uniform_sinks.then67:                             ; preds = %quiet
  br label %uniform_sinks.done68

uniform_sinks.done68:                             ; preds = %uniform_sinks.then67, %quiet
  %feature69 = add i64 %lane, 0
  %valid70 = icmp ult i64 %feature69, %n_features
  %1314 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid70, label %slot.then71, label %slot.done72

slot.then71:                                      ; preds = %uniform_sinks.done68
  %1315 = load float, ptr %1314, align 4
  %1316 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1317 = fsub float %1316, 4.000000e+00
  %1318 = fmul float 2.000000e+00, %1317
  %1319 = fmul float 0x3F847AE140000000, %1318
  %1320 = fmul float 2.000000e+00, %1315
  %1321 = fmul float %1319, %1320
  %1322 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature69
  %1323 = load float, ptr addrspace(1) %1322, align 4
  %1324 = fsub float %1315, %1323
  %1325 = fmul float 2.000000e+00, %1324
  %1326 = fmul float 5.000000e-01, %1325
  %1327 = fadd float %1321, %1326
  %1328 = fmul float %1327, %eta
  %1329 = fsub float %1315, %1328
  %1330 = fmul float 0.000000e+00, %noise_scale15
  %1331 = fadd float %1329, %1330
  %bits73 = bitcast float %1329 to i32
  %magnitude74 = and i32 %bits73, 2147483647
  %is_nan75 = icmp ugt i32 %magnitude74, 2139095040
  %canonical76 = select i1 %is_nan75, i32 2143289344, i32 %bits73
  store i32 %canonical76, ptr %1314, align 4
  br label %slot.done72

slot.done72:                                      ; preds = %slot.then71, %uniform_sinks.done68
  %feature77 = add i64 %lane, 256
  %valid78 = icmp ult i64 %feature77, %n_features
  %1332 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %slot.done72
  %1333 = load float, ptr %1332, align 4
  %1334 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1335 = fsub float %1334, 4.000000e+00
  %1336 = fmul float 2.000000e+00, %1335
  %1337 = fmul float 0x3F847AE140000000, %1336
  %1338 = fmul float 2.000000e+00, %1333
  %1339 = fmul float %1337, %1338
  %1340 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature77
  %1341 = load float, ptr addrspace(1) %1340, align 4
  %1342 = fsub float %1333, %1341
  %1343 = fmul float 2.000000e+00, %1342
  %1344 = fmul float 5.000000e-01, %1343
  %1345 = fadd float %1339, %1344
  %1346 = fmul float %1345, %eta
  %1347 = fsub float %1333, %1346
  %1348 = fmul float 0.000000e+00, %noise_scale15
  %1349 = fadd float %1347, %1348
  %bits81 = bitcast float %1347 to i32
  %magnitude82 = and i32 %bits81, 2147483647
  %is_nan83 = icmp ugt i32 %magnitude82, 2139095040
  %canonical84 = select i1 %is_nan83, i32 2143289344, i32 %bits81
  store i32 %canonical84, ptr %1332, align 4
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %slot.done72
  %feature85 = add i64 %lane, 512
  %valid86 = icmp ult i64 %feature85, %n_features
  %1350 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid86, label %slot.then87, label %slot.done88

slot.then87:                                      ; preds = %slot.done80
  %1351 = load float, ptr %1350, align 4
  %1352 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1353 = fsub float %1352, 4.000000e+00
  %1354 = fmul float 2.000000e+00, %1353
  %1355 = fmul float 0x3F847AE140000000, %1354
  %1356 = fmul float 2.000000e+00, %1351
  %1357 = fmul float %1355, %1356
  %1358 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature85
  %1359 = load float, ptr addrspace(1) %1358, align 4
  %1360 = fsub float %1351, %1359
  %1361 = fmul float 2.000000e+00, %1360
  %1362 = fmul float 5.000000e-01, %1361
  %1363 = fadd float %1357, %1362
  %1364 = fmul float %1363, %eta
  %1365 = fsub float %1351, %1364
  %1366 = fmul float 0.000000e+00, %noise_scale15
  %1367 = fadd float %1365, %1366
  %bits89 = bitcast float %1365 to i32
  %magnitude90 = and i32 %bits89, 2147483647
  %is_nan91 = icmp ugt i32 %magnitude90, 2139095040
  %canonical92 = select i1 %is_nan91, i32 2143289344, i32 %bits89
  store i32 %canonical92, ptr %1350, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %slot.done80
  %feature93 = add i64 %lane, 768
  %valid94 = icmp ult i64 %feature93, %n_features
  %1368 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid94, label %slot.then95, label %slot.done96

slot.then95:                                      ; preds = %slot.done88
  %1369 = load float, ptr %1368, align 4
  %1370 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1371 = fsub float %1370, 4.000000e+00
  %1372 = fmul float 2.000000e+00, %1371
  %1373 = fmul float 0x3F847AE140000000, %1372
  %1374 = fmul float 2.000000e+00, %1369
  %1375 = fmul float %1373, %1374
  %1376 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature93
  %1377 = load float, ptr addrspace(1) %1376, align 4
  %1378 = fsub float %1369, %1377
  %1379 = fmul float 2.000000e+00, %1378
  %1380 = fmul float 5.000000e-01, %1379
  %1381 = fadd float %1375, %1380
  %1382 = fmul float %1381, %eta
  %1383 = fsub float %1369, %1382
  %1384 = fmul float 0.000000e+00, %noise_scale15
  %1385 = fadd float %1383, %1384
  %bits97 = bitcast float %1383 to i32
  %magnitude98 = and i32 %bits97, 2147483647
  %is_nan99 = icmp ugt i32 %magnitude98, 2139095040
  %canonical100 = select i1 %is_nan99, i32 2143289344, i32 %bits97
  store i32 %canonical100, ptr %1368, align 4
  br label %slot.done96

slot.done96:                                      ; preds = %slot.then95, %slot.done88
  br label %noise.done

slot.then103:                                     ; preds = %step.exit
  %1386 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature101
  %1387 = load float, ptr %24, align 4
  store float %1387, ptr addrspace(1) %1386, align 4
  br label %slot.done104

slot.done104:                                     ; preds = %slot.then103, %step.exit
  %feature105 = add i64 %lane, 256
  %valid106 = icmp ult i64 %feature105, %n_features
  %1388 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid106, label %slot.then107, label %slot.done108

slot.then107:                                     ; preds = %slot.done104
  %1389 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature105
  %1390 = load float, ptr %1388, align 4
  store float %1390, ptr addrspace(1) %1389, align 4
  br label %slot.done108

slot.done108:                                     ; preds = %slot.then107, %slot.done104
  %feature109 = add i64 %lane, 512
  %valid110 = icmp ult i64 %feature109, %n_features
  %1391 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid110, label %slot.then111, label %slot.done112

slot.then111:                                     ; preds = %slot.done108
  %1392 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature109
  %1393 = load float, ptr %1391, align 4
  store float %1393, ptr addrspace(1) %1392, align 4
  br label %slot.done112

slot.done112:                                     ; preds = %slot.then111, %slot.done108
  %feature113 = add i64 %lane, 768
  %valid114 = icmp ult i64 %feature113, %n_features
  %1394 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid114, label %slot.then115, label %slot.done116

slot.then115:                                     ; preds = %slot.done112
  %1395 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature113
  %1396 = load float, ptr %1394, align 4
  store float %1396, ptr addrspace(1) %1395, align 4
  br label %slot.done116

slot.done116:                                     ; preds = %slot.then115, %slot.done112
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w2048(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature29 = alloca float, align 4
  %state_regs = alloca [8 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 2048
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

row.done:                                         ; preds = %slot.done232, %entry
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
  %feature13 = add i64 %lane, 1024
  %valid14 = icmp ult i64 %feature13, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %slot.done12
  %18 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature13
  %19 = load float, ptr addrspace(1) %18, align 4
  store float %19, ptr %17, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %slot.done12
  %feature17 = add i64 %lane, 1280
  %valid18 = icmp ult i64 %feature17, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature17
  %22 = load float, ptr addrspace(1) %21, align 4
  store float %22, ptr %20, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 1536
  %valid22 = icmp ult i64 %feature21, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature21
  %25 = load float, ptr addrspace(1) %24, align 4
  store float %25, ptr %23, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 1792
  %valid26 = icmp ult i64 %feature25, %n_features
  %26 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done24
  %27 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %28 = load float, ptr addrspace(1) %27, align 4
  store float %28, ptr %26, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done24
  store float %temperature, ptr %temperature29, align 4
  %anneal30 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done28
  %step = phi i64 [ 0, %slot.done28 ], [ %77, %noise.done ]
  %29 = icmp ult i64 %step, %steps
  br i1 %29, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %30 = load float, ptr %temperature29, align 4
  %31 = fmul float %two_eta, %30
  %32 = fcmp olt float 0.000000e+00, %31
  %33 = call float @llvm.sqrt.f32(float %31)
  %34 = select i1 %32, float %33, float 0.000000e+00
  %noise_scale31 = select i1 %anneal30, float %34, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %35 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

step.exit:                                        ; preds = %step.header
  %feature201 = add i64 %lane, 0
  %valid202 = icmp ult i64 %feature201, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid202, label %slot.then203, label %slot.done204

slot.then34:                                      ; preds = %step.body
  %37 = load float, ptr %35, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature32
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %step.body
  %feature36 = add i64 %lane, 256
  %valid37 = icmp ult i64 %feature36, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done35
  %41 = load float, ptr %40, align 4
  %42 = fmul float %41, %41
  %43 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature36
  store float %42, ptr addrspace(3) %43, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done35
  %feature40 = add i64 %lane, 512
  %valid41 = icmp ult i64 %feature40, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %slot.done39
  %45 = load float, ptr %44, align 4
  %46 = fmul float %45, %45
  %47 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature40
  store float %46, ptr addrspace(3) %47, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %slot.done39
  %feature44 = add i64 %lane, 768
  %valid45 = icmp ult i64 %feature44, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done43
  %49 = load float, ptr %48, align 4
  %50 = fmul float %49, %49
  %51 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature44
  store float %50, ptr addrspace(3) %51, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done43
  %feature48 = add i64 %lane, 1024
  %valid49 = icmp ult i64 %feature48, %n_features
  %52 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done47
  %53 = load float, ptr %52, align 4
  %54 = fmul float %53, %53
  %55 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature48
  store float %54, ptr addrspace(3) %55, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done47
  %feature52 = add i64 %lane, 1280
  %valid53 = icmp ult i64 %feature52, %n_features
  %56 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done51
  %57 = load float, ptr %56, align 4
  %58 = fmul float %57, %57
  %59 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature52
  store float %58, ptr addrspace(3) %59, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done51
  %feature56 = add i64 %lane, 1536
  %valid57 = icmp ult i64 %feature56, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done55
  %61 = load float, ptr %60, align 4
  %62 = fmul float %61, %61
  %63 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature56
  store float %62, ptr addrspace(3) %63, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done55
  %feature60 = add i64 %lane, 1792
  %valid61 = icmp ult i64 %feature60, %n_features
  %64 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done59
  %65 = load float, ptr %64, align 4
  %66 = fmul float %65, %65
  %67 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature60
  store float %66, ptr addrspace(3) %67, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done63
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %73, %fold_sums.body ]
  %68 = icmp ult i64 %fold_sums, %n_features
  br i1 %68, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold_sums
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = load float, ptr %fold_value, align 4
  %72 = fadd float %70, %71
  store float %72, ptr %fold_value, align 4
  %73 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %74 = load float, ptr %fold_value, align 4
  store float %74, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %75 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature133 = add i64 %lane, 0
  %valid134 = icmp ult i64 %feature133, %n_features
  %76 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then135, label %uniform_sinks.done136

noise.done:                                       ; preds = %slot.done196, %slot.done127
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %77 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %78 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %uniform_sinks.done
  %79 = load float, ptr %78, align 4
  %80 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %81 = fsub float %80, 4.000000e+00
  %82 = fmul float 2.000000e+00, %81
  %83 = fmul float 0x3F847AE140000000, %82
  %84 = fmul float 2.000000e+00, %79
  %85 = fmul float %83, %84
  %86 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = fsub float %79, %87
  %89 = fmul float 2.000000e+00, %88
  %90 = fmul float 5.000000e-01, %89
  %91 = fadd float %85, %90
  %92 = fmul float %91, %eta
  %93 = fsub float %79, %92
  %94 = mul i64 %row, %n_features
  %element = add i64 %94, %feature66
  %95 = trunc i64 %key0 to i32
  %96 = lshr i64 %key0, 32
  %97 = trunc i64 %96 to i32
  %98 = trunc i64 %element to i32
  %99 = trunc i64 %key1_step to i32
  %100 = lshr i64 %key1_step, 32
  %101 = trunc i64 %100 to i32
  %102 = lshr i64 %element, 32
  %103 = trunc i64 %102 to i32
  %104 = zext i32 %98 to i64
  %105 = mul i64 3528531795, %104
  %106 = zext i32 %101 to i64
  %107 = mul i64 3449720151, %106
  %108 = lshr i64 %105, 32
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %105 to i32
  %111 = lshr i64 %107, 32
  %112 = trunc i64 %111 to i32
  %113 = trunc i64 %107 to i32
  %114 = xor i32 %112, %99
  %115 = xor i32 %114, %95
  %116 = xor i32 %109, %103
  %117 = xor i32 %116, %97
  %118 = add i32 %95, -1640531527
  %119 = add i32 %97, -1150833019
  %120 = zext i32 %115 to i64
  %121 = mul i64 3528531795, %120
  %122 = zext i32 %117 to i64
  %123 = mul i64 3449720151, %122
  %124 = lshr i64 %121, 32
  %125 = trunc i64 %124 to i32
  %126 = trunc i64 %121 to i32
  %127 = lshr i64 %123, 32
  %128 = trunc i64 %127 to i32
  %129 = trunc i64 %123 to i32
  %130 = xor i32 %128, %113
  %131 = xor i32 %130, %118
  %132 = xor i32 %125, %110
  %133 = xor i32 %132, %119
  %134 = add i32 %118, -1640531527
  %135 = add i32 %119, -1150833019
  %136 = zext i32 %131 to i64
  %137 = mul i64 3528531795, %136
  %138 = zext i32 %133 to i64
  %139 = mul i64 3449720151, %138
  %140 = lshr i64 %137, 32
  %141 = trunc i64 %140 to i32
  %142 = trunc i64 %137 to i32
  %143 = lshr i64 %139, 32
  %144 = trunc i64 %143 to i32
  %145 = trunc i64 %139 to i32
  %146 = xor i32 %144, %129
  %147 = xor i32 %146, %134
  %148 = xor i32 %141, %126
  %149 = xor i32 %148, %135
  %150 = add i32 %134, -1640531527
  %151 = add i32 %135, -1150833019
  %152 = zext i32 %147 to i64
  %153 = mul i64 3528531795, %152
  %154 = zext i32 %149 to i64
  %155 = mul i64 3449720151, %154
  %156 = lshr i64 %153, 32
  %157 = trunc i64 %156 to i32
  %158 = trunc i64 %153 to i32
  %159 = lshr i64 %155, 32
  %160 = trunc i64 %159 to i32
  %161 = trunc i64 %155 to i32
  %162 = xor i32 %160, %145
  %163 = xor i32 %162, %150
  %164 = xor i32 %157, %142
  %165 = xor i32 %164, %151
  %166 = add i32 %150, -1640531527
  %167 = add i32 %151, -1150833019
  %168 = zext i32 %163 to i64
  %169 = mul i64 3528531795, %168
  %170 = zext i32 %165 to i64
  %171 = mul i64 3449720151, %170
  %172 = lshr i64 %169, 32
  %173 = trunc i64 %172 to i32
  %174 = trunc i64 %169 to i32
  %175 = lshr i64 %171, 32
  %176 = trunc i64 %175 to i32
  %177 = trunc i64 %171 to i32
  %178 = xor i32 %176, %161
  %179 = xor i32 %178, %166
  %180 = xor i32 %173, %158
  %181 = xor i32 %180, %167
  %182 = add i32 %166, -1640531527
  %183 = add i32 %167, -1150833019
  %184 = zext i32 %179 to i64
  %185 = mul i64 3528531795, %184
  %186 = zext i32 %181 to i64
  %187 = mul i64 3449720151, %186
  %188 = lshr i64 %185, 32
  %189 = trunc i64 %188 to i32
  %190 = trunc i64 %185 to i32
  %191 = lshr i64 %187, 32
  %192 = trunc i64 %191 to i32
  %193 = trunc i64 %187 to i32
  %194 = xor i32 %192, %177
  %195 = xor i32 %194, %182
  %196 = xor i32 %189, %174
  %197 = xor i32 %196, %183
  %198 = add i32 %182, -1640531527
  %199 = add i32 %183, -1150833019
  %200 = zext i32 %195 to i64
  %201 = mul i64 3528531795, %200
  %202 = zext i32 %197 to i64
  %203 = mul i64 3449720151, %202
  %204 = lshr i64 %201, 32
  %205 = trunc i64 %204 to i32
  %206 = trunc i64 %201 to i32
  %207 = lshr i64 %203, 32
  %208 = trunc i64 %207 to i32
  %209 = trunc i64 %203 to i32
  %210 = xor i32 %208, %193
  %211 = xor i32 %210, %198
  %212 = xor i32 %205, %190
  %213 = xor i32 %212, %199
  %214 = add i32 %198, -1640531527
  %215 = add i32 %199, -1150833019
  %216 = zext i32 %211 to i64
  %217 = mul i64 3528531795, %216
  %218 = zext i32 %213 to i64
  %219 = mul i64 3449720151, %218
  %220 = lshr i64 %217, 32
  %221 = trunc i64 %220 to i32
  %222 = trunc i64 %217 to i32
  %223 = lshr i64 %219, 32
  %224 = trunc i64 %223 to i32
  %225 = trunc i64 %219 to i32
  %226 = xor i32 %224, %209
  %227 = xor i32 %226, %214
  %228 = xor i32 %221, %206
  %229 = xor i32 %228, %215
  %230 = add i32 %214, -1640531527
  %231 = add i32 %215, -1150833019
  %232 = zext i32 %227 to i64
  %233 = mul i64 3528531795, %232
  %234 = zext i32 %229 to i64
  %235 = mul i64 3449720151, %234
  %236 = lshr i64 %233, 32
  %237 = trunc i64 %236 to i32
  %238 = trunc i64 %233 to i32
  %239 = lshr i64 %235, 32
  %240 = trunc i64 %239 to i32
  %241 = trunc i64 %235 to i32
  %242 = xor i32 %240, %225
  %243 = xor i32 %242, %230
  %244 = xor i32 %237, %222
  %245 = xor i32 %244, %231
  %246 = add i32 %230, -1640531527
  %247 = add i32 %231, -1150833019
  %248 = zext i32 %243 to i64
  %249 = mul i64 3528531795, %248
  %250 = zext i32 %245 to i64
  %251 = mul i64 3449720151, %250
  %252 = lshr i64 %249, 32
  %253 = trunc i64 %252 to i32
  %254 = trunc i64 %249 to i32
  %255 = lshr i64 %251, 32
  %256 = trunc i64 %255 to i32
  %257 = trunc i64 %251 to i32
  %258 = xor i32 %256, %241
  %259 = xor i32 %258, %246
  %260 = xor i32 %253, %238
  %261 = xor i32 %260, %247
  %262 = uitofp i32 %259 to double
  %263 = fadd double %262, 5.000000e-01
  %264 = fmul double %263, 0x3DF0000000000000
  %265 = uitofp i32 %257 to double
  %266 = fadd double %265, 5.000000e-01
  %267 = fmul double %266, 0x3DF0000000000000
  %268 = bitcast double %264 to i64
  %269 = lshr i64 %268, 32
  %270 = add i64 %269, 614242
  %271 = lshr i64 %270, 20
  %272 = sub i64 %271, 1023
  %273 = and i64 %270, 1048575
  %274 = add i64 %273, 1072079006
  %275 = shl i64 %274, 32
  %276 = and i64 %268, 4294967295
  %277 = or i64 %275, %276
  %278 = bitcast i64 %277 to double
  %279 = fsub double %278, 1.000000e+00
  %280 = fmul double 5.000000e-01, %279
  %281 = fmul double %280, %279
  %282 = fadd double 2.000000e+00, %279
  %283 = fdiv double %279, %282
  %284 = fmul double %283, %283
  %285 = fmul double %284, %284
  %286 = fmul double %285, 0x3FC39A09D078C69F
  %287 = fadd double 0x3FCC71C51D8E78AF, %286
  %288 = fmul double %285, %287
  %289 = fadd double 0x3FD999999997FA04, %288
  %290 = fmul double %285, %289
  %291 = fmul double %285, 0x3FC2F112DF3E5244
  %292 = fadd double 0x3FC7466496CB03DE, %291
  %293 = fmul double %285, %292
  %294 = fadd double 0x3FD2492494229359, %293
  %295 = fmul double %285, %294
  %296 = fadd double 0x3FE5555555555593, %295
  %297 = fmul double %284, %296
  %298 = fadd double %297, %290
  %299 = sitofp i64 %272 to double
  %300 = fadd double %281, %298
  %301 = fmul double %283, %300
  %302 = fmul double %299, 0x3DEA39EF35793C76
  %303 = fadd double %301, %302
  %304 = fsub double %303, %281
  %305 = fadd double %304, %279
  %306 = fmul double %299, 0x3FE62E42FEE00000
  %307 = fadd double %305, %306
  %308 = fmul double -2.000000e+00, %307
  %309 = call double @llvm.sqrt.f64(double %308)
  %310 = fmul double 0x401921FB54442D18, %267
  %311 = fmul double %310, 0x3FE45F306DC9C883
  %312 = fadd double %311, 0x4338000000000000
  %313 = bitcast double %312 to i64
  %314 = fsub double %312, 0x4338000000000000
  %315 = fmul double %314, 0x3FF921FB54400000
  %316 = fsub double %310, %315
  %317 = fmul double %314, 0x3DD0B4611A626331
  %318 = fmul double %314, 0x3DD0B4611A600000
  %319 = fsub double %316, %318
  %320 = fmul double %314, 0x3BA3198A2E037073
  %321 = fsub double %316, %319
  %322 = fsub double %321, %318
  %323 = fsub double %320, %322
  %324 = fsub double %316, %317
  %325 = bitcast double %310 to i64
  %326 = lshr i64 %325, 52
  %327 = and i64 %326, 2047
  %328 = bitcast double %324 to i64
  %329 = lshr i64 %328, 52
  %330 = and i64 %329, 2047
  %331 = add i64 %330, 16
  %332 = icmp ult i64 %331, %327
  %333 = select i1 %332, double %319, double %316
  %334 = select i1 %332, double %323, double %317
  %335 = fsub double %333, %334
  %336 = fsub double %333, %335
  %337 = fsub double %336, %334
  %338 = fmul double %335, %335
  %339 = fmul double %338, %338
  %340 = fmul double %338, 0x3EFA01A019CB1590
  %341 = fadd double 0xBF56C16C16C15177, %340
  %342 = fmul double %338, %341
  %343 = fadd double 0x3FA555555555554C, %342
  %344 = fmul double %338, %343
  %345 = fmul double %338, 0xBDA8FAE9BE8838D4
  %346 = fadd double 0x3E21EE9EBDB4B1C4, %345
  %347 = fmul double %338, %346
  %348 = fadd double 0xBE927E4F809C52AD, %347
  %349 = fmul double %339, %339
  %350 = fmul double %349, %348
  %351 = fadd double %344, %350
  %352 = fmul double 5.000000e-01, %338
  %353 = fsub double 1.000000e+00, %352
  %354 = fsub double 1.000000e+00, %353
  %355 = fsub double %354, %352
  %356 = fmul double %338, %351
  %357 = fmul double %335, %337
  %358 = fsub double %356, %357
  %359 = fadd double %355, %358
  %360 = fadd double %353, %359
  %361 = fmul double %335, %335
  %362 = fmul double %361, %361
  %363 = fmul double %361, 0x3EC71DE357B1FE7D
  %364 = fadd double 0xBF2A01A019C161D5, %363
  %365 = fmul double %361, %364
  %366 = fadd double 0x3F8111111110F8A6, %365
  %367 = fmul double %361, 0x3DE5D93A5ACFD57C
  %368 = fadd double 0xBE5AE5E68A2B9CEB, %367
  %369 = fmul double %361, %362
  %370 = fmul double %369, %368
  %371 = fadd double %366, %370
  %372 = fmul double %361, %335
  %373 = fmul double 5.000000e-01, %337
  %374 = fmul double %372, %371
  %375 = fsub double %373, %374
  %376 = fmul double %361, %375
  %377 = fsub double %376, %337
  %378 = fmul double %372, 0xBFC5555555555549
  %379 = fsub double %377, %378
  %380 = fsub double %335, %379
  %381 = fneg double %360
  %382 = fneg double %380
  %383 = and i64 %313, 1
  %384 = and i64 %313, 2
  %385 = icmp eq i64 %383, 1
  %386 = icmp eq i64 %384, 2
  %387 = select i1 %386, double %381, double %360
  %388 = select i1 %386, double %380, double %382
  %389 = select i1 %385, double %388, double %387
  %390 = fmul double %309, %389
  %391 = fptrunc double %390 to float
  %392 = fmul float %391, %noise_scale31
  %393 = fadd float %93, %392
  %bits = bitcast float %393 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %78, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %uniform_sinks.done
  %feature70 = add i64 %lane, 256
  %valid71 = icmp ult i64 %feature70, %n_features
  %394 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %slot.done69
  %395 = load float, ptr %394, align 4
  %396 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %397 = fsub float %396, 4.000000e+00
  %398 = fmul float 2.000000e+00, %397
  %399 = fmul float 0x3F847AE140000000, %398
  %400 = fmul float 2.000000e+00, %395
  %401 = fmul float %399, %400
  %402 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature70
  %403 = load float, ptr addrspace(1) %402, align 4
  %404 = fsub float %395, %403
  %405 = fmul float 2.000000e+00, %404
  %406 = fmul float 5.000000e-01, %405
  %407 = fadd float %401, %406
  %408 = fmul float %407, %eta
  %409 = fsub float %395, %408
  %410 = mul i64 %row, %n_features
  %element74 = add i64 %410, %feature70
  %411 = trunc i64 %key0 to i32
  %412 = lshr i64 %key0, 32
  %413 = trunc i64 %412 to i32
  %414 = trunc i64 %element74 to i32
  %415 = trunc i64 %key1_step to i32
  %416 = lshr i64 %key1_step, 32
  %417 = trunc i64 %416 to i32
  %418 = lshr i64 %element74, 32
  %419 = trunc i64 %418 to i32
  %420 = zext i32 %414 to i64
  %421 = mul i64 3528531795, %420
  %422 = zext i32 %417 to i64
  %423 = mul i64 3449720151, %422
  %424 = lshr i64 %421, 32
  %425 = trunc i64 %424 to i32
  %426 = trunc i64 %421 to i32
  %427 = lshr i64 %423, 32
  %428 = trunc i64 %427 to i32
  %429 = trunc i64 %423 to i32
  %430 = xor i32 %428, %415
  %431 = xor i32 %430, %411
  %432 = xor i32 %425, %419
  %433 = xor i32 %432, %413
  %434 = add i32 %411, -1640531527
  %435 = add i32 %413, -1150833019
  %436 = zext i32 %431 to i64
  %437 = mul i64 3528531795, %436
  %438 = zext i32 %433 to i64
  %439 = mul i64 3449720151, %438
  %440 = lshr i64 %437, 32
  %441 = trunc i64 %440 to i32
  %442 = trunc i64 %437 to i32
  %443 = lshr i64 %439, 32
  %444 = trunc i64 %443 to i32
  %445 = trunc i64 %439 to i32
  %446 = xor i32 %444, %429
  %447 = xor i32 %446, %434
  %448 = xor i32 %441, %426
  %449 = xor i32 %448, %435
  %450 = add i32 %434, -1640531527
  %451 = add i32 %435, -1150833019
  %452 = zext i32 %447 to i64
  %453 = mul i64 3528531795, %452
  %454 = zext i32 %449 to i64
  %455 = mul i64 3449720151, %454
  %456 = lshr i64 %453, 32
  %457 = trunc i64 %456 to i32
  %458 = trunc i64 %453 to i32
  %459 = lshr i64 %455, 32
  %460 = trunc i64 %459 to i32
  %461 = trunc i64 %455 to i32
  %462 = xor i32 %460, %445
  %463 = xor i32 %462, %450
  %464 = xor i32 %457, %442
  %465 = xor i32 %464, %451
  %466 = add i32 %450, -1640531527
  %467 = add i32 %451, -1150833019
  %468 = zext i32 %463 to i64
  %469 = mul i64 3528531795, %468
  %470 = zext i32 %465 to i64
  %471 = mul i64 3449720151, %470
  %472 = lshr i64 %469, 32
  %473 = trunc i64 %472 to i32
  %474 = trunc i64 %469 to i32
  %475 = lshr i64 %471, 32
  %476 = trunc i64 %475 to i32
  %477 = trunc i64 %471 to i32
  %478 = xor i32 %476, %461
  %479 = xor i32 %478, %466
  %480 = xor i32 %473, %458
  %481 = xor i32 %480, %467
  %482 = add i32 %466, -1640531527
  %483 = add i32 %467, -1150833019
  %484 = zext i32 %479 to i64
  %485 = mul i64 3528531795, %484
  %486 = zext i32 %481 to i64
  %487 = mul i64 3449720151, %486
  %488 = lshr i64 %485, 32
  %489 = trunc i64 %488 to i32
  %490 = trunc i64 %485 to i32
  %491 = lshr i64 %487, 32
  %492 = trunc i64 %491 to i32
  %493 = trunc i64 %487 to i32
  %494 = xor i32 %492, %477
  %495 = xor i32 %494, %482
  %496 = xor i32 %489, %474
  %497 = xor i32 %496, %483
  %498 = add i32 %482, -1640531527
  %499 = add i32 %483, -1150833019
  %500 = zext i32 %495 to i64
  %501 = mul i64 3528531795, %500
  %502 = zext i32 %497 to i64
  %503 = mul i64 3449720151, %502
  %504 = lshr i64 %501, 32
  %505 = trunc i64 %504 to i32
  %506 = trunc i64 %501 to i32
  %507 = lshr i64 %503, 32
  %508 = trunc i64 %507 to i32
  %509 = trunc i64 %503 to i32
  %510 = xor i32 %508, %493
  %511 = xor i32 %510, %498
  %512 = xor i32 %505, %490
  %513 = xor i32 %512, %499
  %514 = add i32 %498, -1640531527
  %515 = add i32 %499, -1150833019
  %516 = zext i32 %511 to i64
  %517 = mul i64 3528531795, %516
  %518 = zext i32 %513 to i64
  %519 = mul i64 3449720151, %518
  %520 = lshr i64 %517, 32
  %521 = trunc i64 %520 to i32
  %522 = trunc i64 %517 to i32
  %523 = lshr i64 %519, 32
  %524 = trunc i64 %523 to i32
  %525 = trunc i64 %519 to i32
  %526 = xor i32 %524, %509
  %527 = xor i32 %526, %514
  %528 = xor i32 %521, %506
  %529 = xor i32 %528, %515
  %530 = add i32 %514, -1640531527
  %531 = add i32 %515, -1150833019
  %532 = zext i32 %527 to i64
  %533 = mul i64 3528531795, %532
  %534 = zext i32 %529 to i64
  %535 = mul i64 3449720151, %534
  %536 = lshr i64 %533, 32
  %537 = trunc i64 %536 to i32
  %538 = trunc i64 %533 to i32
  %539 = lshr i64 %535, 32
  %540 = trunc i64 %539 to i32
  %541 = trunc i64 %535 to i32
  %542 = xor i32 %540, %525
  %543 = xor i32 %542, %530
  %544 = xor i32 %537, %522
  %545 = xor i32 %544, %531
  %546 = add i32 %530, -1640531527
  %547 = add i32 %531, -1150833019
  %548 = zext i32 %543 to i64
  %549 = mul i64 3528531795, %548
  %550 = zext i32 %545 to i64
  %551 = mul i64 3449720151, %550
  %552 = lshr i64 %549, 32
  %553 = trunc i64 %552 to i32
  %554 = trunc i64 %549 to i32
  %555 = lshr i64 %551, 32
  %556 = trunc i64 %555 to i32
  %557 = trunc i64 %551 to i32
  %558 = xor i32 %556, %541
  %559 = xor i32 %558, %546
  %560 = xor i32 %553, %538
  %561 = xor i32 %560, %547
  %562 = add i32 %546, -1640531527
  %563 = add i32 %547, -1150833019
  %564 = zext i32 %559 to i64
  %565 = mul i64 3528531795, %564
  %566 = zext i32 %561 to i64
  %567 = mul i64 3449720151, %566
  %568 = lshr i64 %565, 32
  %569 = trunc i64 %568 to i32
  %570 = trunc i64 %565 to i32
  %571 = lshr i64 %567, 32
  %572 = trunc i64 %571 to i32
  %573 = trunc i64 %567 to i32
  %574 = xor i32 %572, %557
  %575 = xor i32 %574, %562
  %576 = xor i32 %569, %554
  %577 = xor i32 %576, %563
  %578 = uitofp i32 %575 to double
  %579 = fadd double %578, 5.000000e-01
  %580 = fmul double %579, 0x3DF0000000000000
  %581 = uitofp i32 %573 to double
  %582 = fadd double %581, 5.000000e-01
  %583 = fmul double %582, 0x3DF0000000000000
  %584 = bitcast double %580 to i64
  %585 = lshr i64 %584, 32
  %586 = add i64 %585, 614242
  %587 = lshr i64 %586, 20
  %588 = sub i64 %587, 1023
  %589 = and i64 %586, 1048575
  %590 = add i64 %589, 1072079006
  %591 = shl i64 %590, 32
  %592 = and i64 %584, 4294967295
  %593 = or i64 %591, %592
  %594 = bitcast i64 %593 to double
  %595 = fsub double %594, 1.000000e+00
  %596 = fmul double 5.000000e-01, %595
  %597 = fmul double %596, %595
  %598 = fadd double 2.000000e+00, %595
  %599 = fdiv double %595, %598
  %600 = fmul double %599, %599
  %601 = fmul double %600, %600
  %602 = fmul double %601, 0x3FC39A09D078C69F
  %603 = fadd double 0x3FCC71C51D8E78AF, %602
  %604 = fmul double %601, %603
  %605 = fadd double 0x3FD999999997FA04, %604
  %606 = fmul double %601, %605
  %607 = fmul double %601, 0x3FC2F112DF3E5244
  %608 = fadd double 0x3FC7466496CB03DE, %607
  %609 = fmul double %601, %608
  %610 = fadd double 0x3FD2492494229359, %609
  %611 = fmul double %601, %610
  %612 = fadd double 0x3FE5555555555593, %611
  %613 = fmul double %600, %612
  %614 = fadd double %613, %606
  %615 = sitofp i64 %588 to double
  %616 = fadd double %597, %614
  %617 = fmul double %599, %616
  %618 = fmul double %615, 0x3DEA39EF35793C76
  %619 = fadd double %617, %618
  %620 = fsub double %619, %597
  %621 = fadd double %620, %595
  %622 = fmul double %615, 0x3FE62E42FEE00000
  %623 = fadd double %621, %622
  %624 = fmul double -2.000000e+00, %623
  %625 = call double @llvm.sqrt.f64(double %624)
  %626 = fmul double 0x401921FB54442D18, %583
  %627 = fmul double %626, 0x3FE45F306DC9C883
  %628 = fadd double %627, 0x4338000000000000
  %629 = bitcast double %628 to i64
  %630 = fsub double %628, 0x4338000000000000
  %631 = fmul double %630, 0x3FF921FB54400000
  %632 = fsub double %626, %631
  %633 = fmul double %630, 0x3DD0B4611A626331
  %634 = fmul double %630, 0x3DD0B4611A600000
  %635 = fsub double %632, %634
  %636 = fmul double %630, 0x3BA3198A2E037073
  %637 = fsub double %632, %635
  %638 = fsub double %637, %634
  %639 = fsub double %636, %638
  %640 = fsub double %632, %633
  %641 = bitcast double %626 to i64
  %642 = lshr i64 %641, 52
  %643 = and i64 %642, 2047
  %644 = bitcast double %640 to i64
  %645 = lshr i64 %644, 52
  %646 = and i64 %645, 2047
  %647 = add i64 %646, 16
  %648 = icmp ult i64 %647, %643
  %649 = select i1 %648, double %635, double %632
  %650 = select i1 %648, double %639, double %633
  %651 = fsub double %649, %650
  %652 = fsub double %649, %651
  %653 = fsub double %652, %650
  %654 = fmul double %651, %651
  %655 = fmul double %654, %654
  %656 = fmul double %654, 0x3EFA01A019CB1590
  %657 = fadd double 0xBF56C16C16C15177, %656
  %658 = fmul double %654, %657
  %659 = fadd double 0x3FA555555555554C, %658
  %660 = fmul double %654, %659
  %661 = fmul double %654, 0xBDA8FAE9BE8838D4
  %662 = fadd double 0x3E21EE9EBDB4B1C4, %661
  %663 = fmul double %654, %662
  %664 = fadd double 0xBE927E4F809C52AD, %663
  %665 = fmul double %655, %655
  %666 = fmul double %665, %664
  %667 = fadd double %660, %666
  %668 = fmul double 5.000000e-01, %654
  %669 = fsub double 1.000000e+00, %668
  %670 = fsub double 1.000000e+00, %669
  %671 = fsub double %670, %668
  %672 = fmul double %654, %667
  %673 = fmul double %651, %653
  %674 = fsub double %672, %673
  %675 = fadd double %671, %674
  %676 = fadd double %669, %675
  %677 = fmul double %651, %651
  %678 = fmul double %677, %677
  %679 = fmul double %677, 0x3EC71DE357B1FE7D
  %680 = fadd double 0xBF2A01A019C161D5, %679
  %681 = fmul double %677, %680
  %682 = fadd double 0x3F8111111110F8A6, %681
  %683 = fmul double %677, 0x3DE5D93A5ACFD57C
  %684 = fadd double 0xBE5AE5E68A2B9CEB, %683
  %685 = fmul double %677, %678
  %686 = fmul double %685, %684
  %687 = fadd double %682, %686
  %688 = fmul double %677, %651
  %689 = fmul double 5.000000e-01, %653
  %690 = fmul double %688, %687
  %691 = fsub double %689, %690
  %692 = fmul double %677, %691
  %693 = fsub double %692, %653
  %694 = fmul double %688, 0xBFC5555555555549
  %695 = fsub double %693, %694
  %696 = fsub double %651, %695
  %697 = fneg double %676
  %698 = fneg double %696
  %699 = and i64 %629, 1
  %700 = and i64 %629, 2
  %701 = icmp eq i64 %699, 1
  %702 = icmp eq i64 %700, 2
  %703 = select i1 %702, double %697, double %676
  %704 = select i1 %702, double %696, double %698
  %705 = select i1 %701, double %704, double %703
  %706 = fmul double %625, %705
  %707 = fptrunc double %706 to float
  %708 = fmul float %707, %noise_scale31
  %709 = fadd float %409, %708
  %bits75 = bitcast float %709 to i32
  %magnitude76 = and i32 %bits75, 2147483647
  %is_nan77 = icmp ugt i32 %magnitude76, 2139095040
  %canonical78 = select i1 %is_nan77, i32 2143289344, i32 %bits75
  store i32 %canonical78, ptr %394, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %slot.done69
  %feature79 = add i64 %lane, 512
  %valid80 = icmp ult i64 %feature79, %n_features
  %710 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid80, label %slot.then81, label %slot.done82

slot.then81:                                      ; preds = %slot.done73
  %711 = load float, ptr %710, align 4
  %712 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %713 = fsub float %712, 4.000000e+00
  %714 = fmul float 2.000000e+00, %713
  %715 = fmul float 0x3F847AE140000000, %714
  %716 = fmul float 2.000000e+00, %711
  %717 = fmul float %715, %716
  %718 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature79
  %719 = load float, ptr addrspace(1) %718, align 4
  %720 = fsub float %711, %719
  %721 = fmul float 2.000000e+00, %720
  %722 = fmul float 5.000000e-01, %721
  %723 = fadd float %717, %722
  %724 = fmul float %723, %eta
  %725 = fsub float %711, %724
  %726 = mul i64 %row, %n_features
  %element83 = add i64 %726, %feature79
  %727 = trunc i64 %key0 to i32
  %728 = lshr i64 %key0, 32
  %729 = trunc i64 %728 to i32
  %730 = trunc i64 %element83 to i32
  %731 = trunc i64 %key1_step to i32
  %732 = lshr i64 %key1_step, 32
  %733 = trunc i64 %732 to i32
  %734 = lshr i64 %element83, 32
  %735 = trunc i64 %734 to i32
  %736 = zext i32 %730 to i64
  %737 = mul i64 3528531795, %736
  %738 = zext i32 %733 to i64
  %739 = mul i64 3449720151, %738
  %740 = lshr i64 %737, 32
  %741 = trunc i64 %740 to i32
  %742 = trunc i64 %737 to i32
  %743 = lshr i64 %739, 32
  %744 = trunc i64 %743 to i32
  %745 = trunc i64 %739 to i32
  %746 = xor i32 %744, %731
  %747 = xor i32 %746, %727
  %748 = xor i32 %741, %735
  %749 = xor i32 %748, %729
  %750 = add i32 %727, -1640531527
  %751 = add i32 %729, -1150833019
  %752 = zext i32 %747 to i64
  %753 = mul i64 3528531795, %752
  %754 = zext i32 %749 to i64
  %755 = mul i64 3449720151, %754
  %756 = lshr i64 %753, 32
  %757 = trunc i64 %756 to i32
  %758 = trunc i64 %753 to i32
  %759 = lshr i64 %755, 32
  %760 = trunc i64 %759 to i32
  %761 = trunc i64 %755 to i32
  %762 = xor i32 %760, %745
  %763 = xor i32 %762, %750
  %764 = xor i32 %757, %742
  %765 = xor i32 %764, %751
  %766 = add i32 %750, -1640531527
  %767 = add i32 %751, -1150833019
  %768 = zext i32 %763 to i64
  %769 = mul i64 3528531795, %768
  %770 = zext i32 %765 to i64
  %771 = mul i64 3449720151, %770
  %772 = lshr i64 %769, 32
  %773 = trunc i64 %772 to i32
  %774 = trunc i64 %769 to i32
  %775 = lshr i64 %771, 32
  %776 = trunc i64 %775 to i32
  %777 = trunc i64 %771 to i32
  %778 = xor i32 %776, %761
  %779 = xor i32 %778, %766
  %780 = xor i32 %773, %758
  %781 = xor i32 %780, %767
  %782 = add i32 %766, -1640531527
  %783 = add i32 %767, -1150833019
  %784 = zext i32 %779 to i64
  %785 = mul i64 3528531795, %784
  %786 = zext i32 %781 to i64
  %787 = mul i64 3449720151, %786
  %788 = lshr i64 %785, 32
  %789 = trunc i64 %788 to i32
  %790 = trunc i64 %785 to i32
  %791 = lshr i64 %787, 32
  %792 = trunc i64 %791 to i32
  %793 = trunc i64 %787 to i32
  %794 = xor i32 %792, %777
  %795 = xor i32 %794, %782
  %796 = xor i32 %789, %774
  %797 = xor i32 %796, %783
  %798 = add i32 %782, -1640531527
  %799 = add i32 %783, -1150833019
  %800 = zext i32 %795 to i64
  %801 = mul i64 3528531795, %800
  %802 = zext i32 %797 to i64
  %803 = mul i64 3449720151, %802
  %804 = lshr i64 %801, 32
  %805 = trunc i64 %804 to i32
  %806 = trunc i64 %801 to i32
  %807 = lshr i64 %803, 32
  %808 = trunc i64 %807 to i32
  %809 = trunc i64 %803 to i32
  %810 = xor i32 %808, %793
  %811 = xor i32 %810, %798
  %812 = xor i32 %805, %790
  %813 = xor i32 %812, %799
  %814 = add i32 %798, -1640531527
  %815 = add i32 %799, -1150833019
  %816 = zext i32 %811 to i64
  %817 = mul i64 3528531795, %816
  %818 = zext i32 %813 to i64
  %819 = mul i64 3449720151, %818
  %820 = lshr i64 %817, 32
  %821 = trunc i64 %820 to i32
  %822 = trunc i64 %817 to i32
  %823 = lshr i64 %819, 32
  %824 = trunc i64 %823 to i32
  %825 = trunc i64 %819 to i32
  %826 = xor i32 %824, %809
  %827 = xor i32 %826, %814
  %828 = xor i32 %821, %806
  %829 = xor i32 %828, %815
  %830 = add i32 %814, -1640531527
  %831 = add i32 %815, -1150833019
  %832 = zext i32 %827 to i64
  %833 = mul i64 3528531795, %832
  %834 = zext i32 %829 to i64
  %835 = mul i64 3449720151, %834
  %836 = lshr i64 %833, 32
  %837 = trunc i64 %836 to i32
  %838 = trunc i64 %833 to i32
  %839 = lshr i64 %835, 32
  %840 = trunc i64 %839 to i32
  %841 = trunc i64 %835 to i32
  %842 = xor i32 %840, %825
  %843 = xor i32 %842, %830
  %844 = xor i32 %837, %822
  %845 = xor i32 %844, %831
  %846 = add i32 %830, -1640531527
  %847 = add i32 %831, -1150833019
  %848 = zext i32 %843 to i64
  %849 = mul i64 3528531795, %848
  %850 = zext i32 %845 to i64
  %851 = mul i64 3449720151, %850
  %852 = lshr i64 %849, 32
  %853 = trunc i64 %852 to i32
  %854 = trunc i64 %849 to i32
  %855 = lshr i64 %851, 32
  %856 = trunc i64 %855 to i32
  %857 = trunc i64 %851 to i32
  %858 = xor i32 %856, %841
  %859 = xor i32 %858, %846
  %860 = xor i32 %853, %838
  %861 = xor i32 %860, %847
  %862 = add i32 %846, -1640531527
  %863 = add i32 %847, -1150833019
  %864 = zext i32 %859 to i64
  %865 = mul i64 3528531795, %864
  %866 = zext i32 %861 to i64
  %867 = mul i64 3449720151, %866
  %868 = lshr i64 %865, 32
  %869 = trunc i64 %868 to i32
  %870 = trunc i64 %865 to i32
  %871 = lshr i64 %867, 32
  %872 = trunc i64 %871 to i32
  %873 = trunc i64 %867 to i32
  %874 = xor i32 %872, %857
  %875 = xor i32 %874, %862
  %876 = xor i32 %869, %854
  %877 = xor i32 %876, %863
  %878 = add i32 %862, -1640531527
  %879 = add i32 %863, -1150833019
  %880 = zext i32 %875 to i64
  %881 = mul i64 3528531795, %880
  %882 = zext i32 %877 to i64
  %883 = mul i64 3449720151, %882
  %884 = lshr i64 %881, 32
  %885 = trunc i64 %884 to i32
  %886 = trunc i64 %881 to i32
  %887 = lshr i64 %883, 32
  %888 = trunc i64 %887 to i32
  %889 = trunc i64 %883 to i32
  %890 = xor i32 %888, %873
  %891 = xor i32 %890, %878
  %892 = xor i32 %885, %870
  %893 = xor i32 %892, %879
  %894 = uitofp i32 %891 to double
  %895 = fadd double %894, 5.000000e-01
  %896 = fmul double %895, 0x3DF0000000000000
  %897 = uitofp i32 %889 to double
  %898 = fadd double %897, 5.000000e-01
  %899 = fmul double %898, 0x3DF0000000000000
  %900 = bitcast double %896 to i64
  %901 = lshr i64 %900, 32
  %902 = add i64 %901, 614242
  %903 = lshr i64 %902, 20
  %904 = sub i64 %903, 1023
  %905 = and i64 %902, 1048575
  %906 = add i64 %905, 1072079006
  %907 = shl i64 %906, 32
  %908 = and i64 %900, 4294967295
  %909 = or i64 %907, %908
  %910 = bitcast i64 %909 to double
  %911 = fsub double %910, 1.000000e+00
  %912 = fmul double 5.000000e-01, %911
  %913 = fmul double %912, %911
  %914 = fadd double 2.000000e+00, %911
  %915 = fdiv double %911, %914
  %916 = fmul double %915, %915
  %917 = fmul double %916, %916
  %918 = fmul double %917, 0x3FC39A09D078C69F
  %919 = fadd double 0x3FCC71C51D8E78AF, %918
  %920 = fmul double %917, %919
  %921 = fadd double 0x3FD999999997FA04, %920
  %922 = fmul double %917, %921
  %923 = fmul double %917, 0x3FC2F112DF3E5244
  %924 = fadd double 0x3FC7466496CB03DE, %923
  %925 = fmul double %917, %924
  %926 = fadd double 0x3FD2492494229359, %925
  %927 = fmul double %917, %926
  %928 = fadd double 0x3FE5555555555593, %927
  %929 = fmul double %916, %928
  %930 = fadd double %929, %922
  %931 = sitofp i64 %904 to double
  %932 = fadd double %913, %930
  %933 = fmul double %915, %932
  %934 = fmul double %931, 0x3DEA39EF35793C76
  %935 = fadd double %933, %934
  %936 = fsub double %935, %913
  %937 = fadd double %936, %911
  %938 = fmul double %931, 0x3FE62E42FEE00000
  %939 = fadd double %937, %938
  %940 = fmul double -2.000000e+00, %939
  %941 = call double @llvm.sqrt.f64(double %940)
  %942 = fmul double 0x401921FB54442D18, %899
  %943 = fmul double %942, 0x3FE45F306DC9C883
  %944 = fadd double %943, 0x4338000000000000
  %945 = bitcast double %944 to i64
  %946 = fsub double %944, 0x4338000000000000
  %947 = fmul double %946, 0x3FF921FB54400000
  %948 = fsub double %942, %947
  %949 = fmul double %946, 0x3DD0B4611A626331
  %950 = fmul double %946, 0x3DD0B4611A600000
  %951 = fsub double %948, %950
  %952 = fmul double %946, 0x3BA3198A2E037073
  %953 = fsub double %948, %951
  %954 = fsub double %953, %950
  %955 = fsub double %952, %954
  %956 = fsub double %948, %949
  %957 = bitcast double %942 to i64
  %958 = lshr i64 %957, 52
  %959 = and i64 %958, 2047
  %960 = bitcast double %956 to i64
  %961 = lshr i64 %960, 52
  %962 = and i64 %961, 2047
  %963 = add i64 %962, 16
  %964 = icmp ult i64 %963, %959
  %965 = select i1 %964, double %951, double %948
  %966 = select i1 %964, double %955, double %949
  %967 = fsub double %965, %966
  %968 = fsub double %965, %967
  %969 = fsub double %968, %966
  %970 = fmul double %967, %967
  %971 = fmul double %970, %970
  %972 = fmul double %970, 0x3EFA01A019CB1590
  %973 = fadd double 0xBF56C16C16C15177, %972
  %974 = fmul double %970, %973
  %975 = fadd double 0x3FA555555555554C, %974
  %976 = fmul double %970, %975
  %977 = fmul double %970, 0xBDA8FAE9BE8838D4
  %978 = fadd double 0x3E21EE9EBDB4B1C4, %977
  %979 = fmul double %970, %978
  %980 = fadd double 0xBE927E4F809C52AD, %979
  %981 = fmul double %971, %971
  %982 = fmul double %981, %980
  %983 = fadd double %976, %982
  %984 = fmul double 5.000000e-01, %970
  %985 = fsub double 1.000000e+00, %984
  %986 = fsub double 1.000000e+00, %985
  %987 = fsub double %986, %984
  %988 = fmul double %970, %983
  %989 = fmul double %967, %969
  %990 = fsub double %988, %989
  %991 = fadd double %987, %990
  %992 = fadd double %985, %991
  %993 = fmul double %967, %967
  %994 = fmul double %993, %993
  %995 = fmul double %993, 0x3EC71DE357B1FE7D
  %996 = fadd double 0xBF2A01A019C161D5, %995
  %997 = fmul double %993, %996
  %998 = fadd double 0x3F8111111110F8A6, %997
  %999 = fmul double %993, 0x3DE5D93A5ACFD57C
  %1000 = fadd double 0xBE5AE5E68A2B9CEB, %999
  %1001 = fmul double %993, %994
  %1002 = fmul double %1001, %1000
  %1003 = fadd double %998, %1002
  %1004 = fmul double %993, %967
  %1005 = fmul double 5.000000e-01, %969
  %1006 = fmul double %1004, %1003
  %1007 = fsub double %1005, %1006
  %1008 = fmul double %993, %1007
  %1009 = fsub double %1008, %969
  %1010 = fmul double %1004, 0xBFC5555555555549
  %1011 = fsub double %1009, %1010
  %1012 = fsub double %967, %1011
  %1013 = fneg double %992
  %1014 = fneg double %1012
  %1015 = and i64 %945, 1
  %1016 = and i64 %945, 2
  %1017 = icmp eq i64 %1015, 1
  %1018 = icmp eq i64 %1016, 2
  %1019 = select i1 %1018, double %1013, double %992
  %1020 = select i1 %1018, double %1012, double %1014
  %1021 = select i1 %1017, double %1020, double %1019
  %1022 = fmul double %941, %1021
  %1023 = fptrunc double %1022 to float
  %1024 = fmul float %1023, %noise_scale31
  %1025 = fadd float %725, %1024
  %bits84 = bitcast float %1025 to i32
  %magnitude85 = and i32 %bits84, 2147483647
  %is_nan86 = icmp ugt i32 %magnitude85, 2139095040
  %canonical87 = select i1 %is_nan86, i32 2143289344, i32 %bits84
  store i32 %canonical87, ptr %710, align 4
  br label %slot.done82

slot.done82:                                      ; preds = %slot.then81, %slot.done73
  %feature88 = add i64 %lane, 768
  %valid89 = icmp ult i64 %feature88, %n_features
  %1026 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid89, label %slot.then90, label %slot.done91

slot.then90:                                      ; preds = %slot.done82
  %1027 = load float, ptr %1026, align 4
  %1028 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1029 = fsub float %1028, 4.000000e+00
  %1030 = fmul float 2.000000e+00, %1029
  %1031 = fmul float 0x3F847AE140000000, %1030
  %1032 = fmul float 2.000000e+00, %1027
  %1033 = fmul float %1031, %1032
  %1034 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature88
  %1035 = load float, ptr addrspace(1) %1034, align 4
  %1036 = fsub float %1027, %1035
  %1037 = fmul float 2.000000e+00, %1036
  %1038 = fmul float 5.000000e-01, %1037
  %1039 = fadd float %1033, %1038
  %1040 = fmul float %1039, %eta
  %1041 = fsub float %1027, %1040
  %1042 = mul i64 %row, %n_features
  %element92 = add i64 %1042, %feature88
  %1043 = trunc i64 %key0 to i32
  %1044 = lshr i64 %key0, 32
  %1045 = trunc i64 %1044 to i32
  %1046 = trunc i64 %element92 to i32
  %1047 = trunc i64 %key1_step to i32
  %1048 = lshr i64 %key1_step, 32
  %1049 = trunc i64 %1048 to i32
  %1050 = lshr i64 %element92, 32
  %1051 = trunc i64 %1050 to i32
  %1052 = zext i32 %1046 to i64
  %1053 = mul i64 3528531795, %1052
  %1054 = zext i32 %1049 to i64
  %1055 = mul i64 3449720151, %1054
  %1056 = lshr i64 %1053, 32
  %1057 = trunc i64 %1056 to i32
  %1058 = trunc i64 %1053 to i32
  %1059 = lshr i64 %1055, 32
  %1060 = trunc i64 %1059 to i32
  %1061 = trunc i64 %1055 to i32
  %1062 = xor i32 %1060, %1047
  %1063 = xor i32 %1062, %1043
  %1064 = xor i32 %1057, %1051
  %1065 = xor i32 %1064, %1045
  %1066 = add i32 %1043, -1640531527
  %1067 = add i32 %1045, -1150833019
  %1068 = zext i32 %1063 to i64
  %1069 = mul i64 3528531795, %1068
  %1070 = zext i32 %1065 to i64
  %1071 = mul i64 3449720151, %1070
  %1072 = lshr i64 %1069, 32
  %1073 = trunc i64 %1072 to i32
  %1074 = trunc i64 %1069 to i32
  %1075 = lshr i64 %1071, 32
  %1076 = trunc i64 %1075 to i32
  %1077 = trunc i64 %1071 to i32
  %1078 = xor i32 %1076, %1061
  %1079 = xor i32 %1078, %1066
  %1080 = xor i32 %1073, %1058
  %1081 = xor i32 %1080, %1067
  %1082 = add i32 %1066, -1640531527
  %1083 = add i32 %1067, -1150833019
  %1084 = zext i32 %1079 to i64
  %1085 = mul i64 3528531795, %1084
  %1086 = zext i32 %1081 to i64
  %1087 = mul i64 3449720151, %1086
  %1088 = lshr i64 %1085, 32
  %1089 = trunc i64 %1088 to i32
  %1090 = trunc i64 %1085 to i32
  %1091 = lshr i64 %1087, 32
  %1092 = trunc i64 %1091 to i32
  %1093 = trunc i64 %1087 to i32
  %1094 = xor i32 %1092, %1077
  %1095 = xor i32 %1094, %1082
  %1096 = xor i32 %1089, %1074
  %1097 = xor i32 %1096, %1083
  %1098 = add i32 %1082, -1640531527
  %1099 = add i32 %1083, -1150833019
  %1100 = zext i32 %1095 to i64
  %1101 = mul i64 3528531795, %1100
  %1102 = zext i32 %1097 to i64
  %1103 = mul i64 3449720151, %1102
  %1104 = lshr i64 %1101, 32
  %1105 = trunc i64 %1104 to i32
  %1106 = trunc i64 %1101 to i32
  %1107 = lshr i64 %1103, 32
  %1108 = trunc i64 %1107 to i32
  %1109 = trunc i64 %1103 to i32
  %1110 = xor i32 %1108, %1093
  %1111 = xor i32 %1110, %1098
  %1112 = xor i32 %1105, %1090
  %1113 = xor i32 %1112, %1099
  %1114 = add i32 %1098, -1640531527
  %1115 = add i32 %1099, -1150833019
  %1116 = zext i32 %1111 to i64
  %1117 = mul i64 3528531795, %1116
  %1118 = zext i32 %1113 to i64
  %1119 = mul i64 3449720151, %1118
  %1120 = lshr i64 %1117, 32
  %1121 = trunc i64 %1120 to i32
  %1122 = trunc i64 %1117 to i32
  %1123 = lshr i64 %1119, 32
  %1124 = trunc i64 %1123 to i32
  %1125 = trunc i64 %1119 to i32
  %1126 = xor i32 %1124, %1109
  %1127 = xor i32 %1126, %1114
  %1128 = xor i32 %1121, %1106
  %1129 = xor i32 %1128, %1115
  %1130 = add i32 %1114, -1640531527
  %1131 = add i32 %1115, -1150833019
  %1132 = zext i32 %1127 to i64
  %1133 = mul i64 3528531795, %1132
  %1134 = zext i32 %1129 to i64
  %1135 = mul i64 3449720151, %1134
  %1136 = lshr i64 %1133, 32
  %1137 = trunc i64 %1136 to i32
  %1138 = trunc i64 %1133 to i32
  %1139 = lshr i64 %1135, 32
  %1140 = trunc i64 %1139 to i32
  %1141 = trunc i64 %1135 to i32
  %1142 = xor i32 %1140, %1125
  %1143 = xor i32 %1142, %1130
  %1144 = xor i32 %1137, %1122
  %1145 = xor i32 %1144, %1131
  %1146 = add i32 %1130, -1640531527
  %1147 = add i32 %1131, -1150833019
  %1148 = zext i32 %1143 to i64
  %1149 = mul i64 3528531795, %1148
  %1150 = zext i32 %1145 to i64
  %1151 = mul i64 3449720151, %1150
  %1152 = lshr i64 %1149, 32
  %1153 = trunc i64 %1152 to i32
  %1154 = trunc i64 %1149 to i32
  %1155 = lshr i64 %1151, 32
  %1156 = trunc i64 %1155 to i32
  %1157 = trunc i64 %1151 to i32
  %1158 = xor i32 %1156, %1141
  %1159 = xor i32 %1158, %1146
  %1160 = xor i32 %1153, %1138
  %1161 = xor i32 %1160, %1147
  %1162 = add i32 %1146, -1640531527
  %1163 = add i32 %1147, -1150833019
  %1164 = zext i32 %1159 to i64
  %1165 = mul i64 3528531795, %1164
  %1166 = zext i32 %1161 to i64
  %1167 = mul i64 3449720151, %1166
  %1168 = lshr i64 %1165, 32
  %1169 = trunc i64 %1168 to i32
  %1170 = trunc i64 %1165 to i32
  %1171 = lshr i64 %1167, 32
  %1172 = trunc i64 %1171 to i32
  %1173 = trunc i64 %1167 to i32
  %1174 = xor i32 %1172, %1157
  %1175 = xor i32 %1174, %1162
  %1176 = xor i32 %1169, %1154
  %1177 = xor i32 %1176, %1163
  %1178 = add i32 %1162, -1640531527
  %1179 = add i32 %1163, -1150833019
  %1180 = zext i32 %1175 to i64
  %1181 = mul i64 3528531795, %1180
  %1182 = zext i32 %1177 to i64
  %1183 = mul i64 3449720151, %1182
  %1184 = lshr i64 %1181, 32
  %1185 = trunc i64 %1184 to i32
  %1186 = trunc i64 %1181 to i32
  %1187 = lshr i64 %1183, 32
  %1188 = trunc i64 %1187 to i32
  %1189 = trunc i64 %1183 to i32
  %1190 = xor i32 %1188, %1173
  %1191 = xor i32 %1190, %1178
  %1192 = xor i32 %1185, %1170
  %1193 = xor i32 %1192, %1179
  %1194 = add i32 %1178, -1640531527
  %1195 = add i32 %1179, -1150833019
  %1196 = zext i32 %1191 to i64
  %1197 = mul i64 3528531795, %1196
  %1198 = zext i32 %1193 to i64
  %1199 = mul i64 3449720151, %1198
  %1200 = lshr i64 %1197, 32
  %1201 = trunc i64 %1200 to i32
  %1202 = trunc i64 %1197 to i32
  %1203 = lshr i64 %1199, 32
  %1204 = trunc i64 %1203 to i32
  %1205 = trunc i64 %1199 to i32
  %1206 = xor i32 %1204, %1189
  %1207 = xor i32 %1206, %1194
  %1208 = xor i32 %1201, %1186
  %1209 = xor i32 %1208, %1195
  %1210 = uitofp i32 %1207 to double
  %1211 = fadd double %1210, 5.000000e-01
  %1212 = fmul double %1211, 0x3DF0000000000000
  %1213 = uitofp i32 %1205 to double
  %1214 = fadd double %1213, 5.000000e-01
  %1215 = fmul double %1214, 0x3DF0000000000000
  %1216 = bitcast double %1212 to i64
  %1217 = lshr i64 %1216, 32
  %1218 = add i64 %1217, 614242
  %1219 = lshr i64 %1218, 20
  %1220 = sub i64 %1219, 1023
  %1221 = and i64 %1218, 1048575
  %1222 = add i64 %1221, 1072079006
  %1223 = shl i64 %1222, 32
  %1224 = and i64 %1216, 4294967295
  %1225 = or i64 %1223, %1224
  %1226 = bitcast i64 %1225 to double
  %1227 = fsub double %1226, 1.000000e+00
  %1228 = fmul double 5.000000e-01, %1227
  %1229 = fmul double %1228, %1227
  %1230 = fadd double 2.000000e+00, %1227
  %1231 = fdiv double %1227, %1230
  %1232 = fmul double %1231, %1231
  %1233 = fmul double %1232, %1232
  %1234 = fmul double %1233, 0x3FC39A09D078C69F
  %1235 = fadd double 0x3FCC71C51D8E78AF, %1234
  %1236 = fmul double %1233, %1235
  %1237 = fadd double 0x3FD999999997FA04, %1236
  %1238 = fmul double %1233, %1237
  %1239 = fmul double %1233, 0x3FC2F112DF3E5244
  %1240 = fadd double 0x3FC7466496CB03DE, %1239
  %1241 = fmul double %1233, %1240
  %1242 = fadd double 0x3FD2492494229359, %1241
  %1243 = fmul double %1233, %1242
  %1244 = fadd double 0x3FE5555555555593, %1243
  %1245 = fmul double %1232, %1244
  %1246 = fadd double %1245, %1238
  %1247 = sitofp i64 %1220 to double
  %1248 = fadd double %1229, %1246
  %1249 = fmul double %1231, %1248
  %1250 = fmul double %1247, 0x3DEA39EF35793C76
  %1251 = fadd double %1249, %1250
  %1252 = fsub double %1251, %1229
  %1253 = fadd double %1252, %1227
  %1254 = fmul double %1247, 0x3FE62E42FEE00000
  %1255 = fadd double %1253, %1254
  %1256 = fmul double -2.000000e+00, %1255
  %1257 = call double @llvm.sqrt.f64(double %1256)
  %1258 = fmul double 0x401921FB54442D18, %1215
  %1259 = fmul double %1258, 0x3FE45F306DC9C883
  %1260 = fadd double %1259, 0x4338000000000000
  %1261 = bitcast double %1260 to i64
  %1262 = fsub double %1260, 0x4338000000000000
  %1263 = fmul double %1262, 0x3FF921FB54400000
  %1264 = fsub double %1258, %1263
  %1265 = fmul double %1262, 0x3DD0B4611A626331
  %1266 = fmul double %1262, 0x3DD0B4611A600000
  %1267 = fsub double %1264, %1266
  %1268 = fmul double %1262, 0x3BA3198A2E037073
  %1269 = fsub double %1264, %1267
  %1270 = fsub double %1269, %1266
  %1271 = fsub double %1268, %1270
  %1272 = fsub double %1264, %1265
  %1273 = bitcast double %1258 to i64
  %1274 = lshr i64 %1273, 52
  %1275 = and i64 %1274, 2047
  %1276 = bitcast double %1272 to i64
  %1277 = lshr i64 %1276, 52
  %1278 = and i64 %1277, 2047
  %1279 = add i64 %1278, 16
  %1280 = icmp ult i64 %1279, %1275
  %1281 = select i1 %1280, double %1267, double %1264
  %1282 = select i1 %1280, double %1271, double %1265
  %1283 = fsub double %1281, %1282
  %1284 = fsub double %1281, %1283
  %1285 = fsub double %1284, %1282
  %1286 = fmul double %1283, %1283
  %1287 = fmul double %1286, %1286
  %1288 = fmul double %1286, 0x3EFA01A019CB1590
  %1289 = fadd double 0xBF56C16C16C15177, %1288
  %1290 = fmul double %1286, %1289
  %1291 = fadd double 0x3FA555555555554C, %1290
  %1292 = fmul double %1286, %1291
  %1293 = fmul double %1286, 0xBDA8FAE9BE8838D4
  %1294 = fadd double 0x3E21EE9EBDB4B1C4, %1293
  %1295 = fmul double %1286, %1294
  %1296 = fadd double 0xBE927E4F809C52AD, %1295
  %1297 = fmul double %1287, %1287
  %1298 = fmul double %1297, %1296
  %1299 = fadd double %1292, %1298
  %1300 = fmul double 5.000000e-01, %1286
  %1301 = fsub double 1.000000e+00, %1300
  %1302 = fsub double 1.000000e+00, %1301
  %1303 = fsub double %1302, %1300
  %1304 = fmul double %1286, %1299
  %1305 = fmul double %1283, %1285
  %1306 = fsub double %1304, %1305
  %1307 = fadd double %1303, %1306
  %1308 = fadd double %1301, %1307
  %1309 = fmul double %1283, %1283
  %1310 = fmul double %1309, %1309
  %1311 = fmul double %1309, 0x3EC71DE357B1FE7D
  %1312 = fadd double 0xBF2A01A019C161D5, %1311
  %1313 = fmul double %1309, %1312
  %1314 = fadd double 0x3F8111111110F8A6, %1313
  %1315 = fmul double %1309, 0x3DE5D93A5ACFD57C
  %1316 = fadd double 0xBE5AE5E68A2B9CEB, %1315
  %1317 = fmul double %1309, %1310
  %1318 = fmul double %1317, %1316
  %1319 = fadd double %1314, %1318
  %1320 = fmul double %1309, %1283
  %1321 = fmul double 5.000000e-01, %1285
  %1322 = fmul double %1320, %1319
  %1323 = fsub double %1321, %1322
  %1324 = fmul double %1309, %1323
  %1325 = fsub double %1324, %1285
  %1326 = fmul double %1320, 0xBFC5555555555549
  %1327 = fsub double %1325, %1326
  %1328 = fsub double %1283, %1327
  %1329 = fneg double %1308
  %1330 = fneg double %1328
  %1331 = and i64 %1261, 1
  %1332 = and i64 %1261, 2
  %1333 = icmp eq i64 %1331, 1
  %1334 = icmp eq i64 %1332, 2
  %1335 = select i1 %1334, double %1329, double %1308
  %1336 = select i1 %1334, double %1328, double %1330
  %1337 = select i1 %1333, double %1336, double %1335
  %1338 = fmul double %1257, %1337
  %1339 = fptrunc double %1338 to float
  %1340 = fmul float %1339, %noise_scale31
  %1341 = fadd float %1041, %1340
  %bits93 = bitcast float %1341 to i32
  %magnitude94 = and i32 %bits93, 2147483647
  %is_nan95 = icmp ugt i32 %magnitude94, 2139095040
  %canonical96 = select i1 %is_nan95, i32 2143289344, i32 %bits93
  store i32 %canonical96, ptr %1026, align 4
  br label %slot.done91

slot.done91:                                      ; preds = %slot.then90, %slot.done82
  %feature97 = add i64 %lane, 1024
  %valid98 = icmp ult i64 %feature97, %n_features
  %1342 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid98, label %slot.then99, label %slot.done100

slot.then99:                                      ; preds = %slot.done91
  %1343 = load float, ptr %1342, align 4
  %1344 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1345 = fsub float %1344, 4.000000e+00
  %1346 = fmul float 2.000000e+00, %1345
  %1347 = fmul float 0x3F847AE140000000, %1346
  %1348 = fmul float 2.000000e+00, %1343
  %1349 = fmul float %1347, %1348
  %1350 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature97
  %1351 = load float, ptr addrspace(1) %1350, align 4
  %1352 = fsub float %1343, %1351
  %1353 = fmul float 2.000000e+00, %1352
  %1354 = fmul float 5.000000e-01, %1353
  %1355 = fadd float %1349, %1354
  %1356 = fmul float %1355, %eta
  %1357 = fsub float %1343, %1356
  %1358 = mul i64 %row, %n_features
  %element101 = add i64 %1358, %feature97
  %1359 = trunc i64 %key0 to i32
  %1360 = lshr i64 %key0, 32
  %1361 = trunc i64 %1360 to i32
  %1362 = trunc i64 %element101 to i32
  %1363 = trunc i64 %key1_step to i32
  %1364 = lshr i64 %key1_step, 32
  %1365 = trunc i64 %1364 to i32
  %1366 = lshr i64 %element101, 32
  %1367 = trunc i64 %1366 to i32
  %1368 = zext i32 %1362 to i64
  %1369 = mul i64 3528531795, %1368
  %1370 = zext i32 %1365 to i64
  %1371 = mul i64 3449720151, %1370
  %1372 = lshr i64 %1369, 32
  %1373 = trunc i64 %1372 to i32
  %1374 = trunc i64 %1369 to i32
  %1375 = lshr i64 %1371, 32
  %1376 = trunc i64 %1375 to i32
  %1377 = trunc i64 %1371 to i32
  %1378 = xor i32 %1376, %1363
  %1379 = xor i32 %1378, %1359
  %1380 = xor i32 %1373, %1367
  %1381 = xor i32 %1380, %1361
  %1382 = add i32 %1359, -1640531527
  %1383 = add i32 %1361, -1150833019
  %1384 = zext i32 %1379 to i64
  %1385 = mul i64 3528531795, %1384
  %1386 = zext i32 %1381 to i64
  %1387 = mul i64 3449720151, %1386
  %1388 = lshr i64 %1385, 32
  %1389 = trunc i64 %1388 to i32
  %1390 = trunc i64 %1385 to i32
  %1391 = lshr i64 %1387, 32
  %1392 = trunc i64 %1391 to i32
  %1393 = trunc i64 %1387 to i32
  %1394 = xor i32 %1392, %1377
  %1395 = xor i32 %1394, %1382
  %1396 = xor i32 %1389, %1374
  %1397 = xor i32 %1396, %1383
  %1398 = add i32 %1382, -1640531527
  %1399 = add i32 %1383, -1150833019
  %1400 = zext i32 %1395 to i64
  %1401 = mul i64 3528531795, %1400
  %1402 = zext i32 %1397 to i64
  %1403 = mul i64 3449720151, %1402
  %1404 = lshr i64 %1401, 32
  %1405 = trunc i64 %1404 to i32
  %1406 = trunc i64 %1401 to i32
  %1407 = lshr i64 %1403, 32
  %1408 = trunc i64 %1407 to i32
  %1409 = trunc i64 %1403 to i32
  %1410 = xor i32 %1408, %1393
  %1411 = xor i32 %1410, %1398
  %1412 = xor i32 %1405, %1390
  %1413 = xor i32 %1412, %1399
  %1414 = add i32 %1398, -1640531527
  %1415 = add i32 %1399, -1150833019
  %1416 = zext i32 %1411 to i64
  %1417 = mul i64 3528531795, %1416
  %1418 = zext i32 %1413 to i64
  %1419 = mul i64 3449720151, %1418
  %1420 = lshr i64 %1417, 32
  %1421 = trunc i64 %1420 to i32
  %1422 = trunc i64 %1417 to i32
  %1423 = lshr i64 %1419, 32
  %1424 = trunc i64 %1423 to i32
  %1425 = trunc i64 %1419 to i32
  %1426 = xor i32 %1424, %1409
  %1427 = xor i32 %1426, %1414
  %1428 = xor i32 %1421, %1406
  %1429 = xor i32 %1428, %1415
  %1430 = add i32 %1414, -1640531527
  %1431 = add i32 %1415, -1150833019
  %1432 = zext i32 %1427 to i64
  %1433 = mul i64 3528531795, %1432
  %1434 = zext i32 %1429 to i64
  %1435 = mul i64 3449720151, %1434
  %1436 = lshr i64 %1433, 32
  %1437 = trunc i64 %1436 to i32
  %1438 = trunc i64 %1433 to i32
  %1439 = lshr i64 %1435, 32
  %1440 = trunc i64 %1439 to i32
  %1441 = trunc i64 %1435 to i32
  %1442 = xor i32 %1440, %1425
  %1443 = xor i32 %1442, %1430
  %1444 = xor i32 %1437, %1422
  %1445 = xor i32 %1444, %1431
  %1446 = add i32 %1430, -1640531527
  %1447 = add i32 %1431, -1150833019
  %1448 = zext i32 %1443 to i64
  %1449 = mul i64 3528531795, %1448
  %1450 = zext i32 %1445 to i64
  %1451 = mul i64 3449720151, %1450
  %1452 = lshr i64 %1449, 32
  %1453 = trunc i64 %1452 to i32
  %1454 = trunc i64 %1449 to i32
  %1455 = lshr i64 %1451, 32
  %1456 = trunc i64 %1455 to i32
  %1457 = trunc i64 %1451 to i32
  %1458 = xor i32 %1456, %1441
  %1459 = xor i32 %1458, %1446
  %1460 = xor i32 %1453, %1438
  %1461 = xor i32 %1460, %1447
  %1462 = add i32 %1446, -1640531527
  %1463 = add i32 %1447, -1150833019
  %1464 = zext i32 %1459 to i64
  %1465 = mul i64 3528531795, %1464
  %1466 = zext i32 %1461 to i64
  %1467 = mul i64 3449720151, %1466
  %1468 = lshr i64 %1465, 32
  %1469 = trunc i64 %1468 to i32
  %1470 = trunc i64 %1465 to i32
  %1471 = lshr i64 %1467, 32
  %1472 = trunc i64 %1471 to i32
  %1473 = trunc i64 %1467 to i32
  %1474 = xor i32 %1472, %1457
  %1475 = xor i32 %1474, %1462
  %1476 = xor i32 %1469, %1454
  %1477 = xor i32 %1476, %1463
  %1478 = add i32 %1462, -1640531527
  %1479 = add i32 %1463, -1150833019
  %1480 = zext i32 %1475 to i64
  %1481 = mul i64 3528531795, %1480
  %1482 = zext i32 %1477 to i64
  %1483 = mul i64 3449720151, %1482
  %1484 = lshr i64 %1481, 32
  %1485 = trunc i64 %1484 to i32
  %1486 = trunc i64 %1481 to i32
  %1487 = lshr i64 %1483, 32
  %1488 = trunc i64 %1487 to i32
  %1489 = trunc i64 %1483 to i32
  %1490 = xor i32 %1488, %1473
  %1491 = xor i32 %1490, %1478
  %1492 = xor i32 %1485, %1470
  %1493 = xor i32 %1492, %1479
  %1494 = add i32 %1478, -1640531527
  %1495 = add i32 %1479, -1150833019
  %1496 = zext i32 %1491 to i64
  %1497 = mul i64 3528531795, %1496
  %1498 = zext i32 %1493 to i64
  %1499 = mul i64 3449720151, %1498
  %1500 = lshr i64 %1497, 32
  %1501 = trunc i64 %1500 to i32
  %1502 = trunc i64 %1497 to i32
  %1503 = lshr i64 %1499, 32
  %1504 = trunc i64 %1503 to i32
  %1505 = trunc i64 %1499 to i32
  %1506 = xor i32 %1504, %1489
  %1507 = xor i32 %1506, %1494
  %1508 = xor i32 %1501, %1486
  %1509 = xor i32 %1508, %1495
  %1510 = add i32 %1494, -1640531527
  %1511 = add i32 %1495, -1150833019
  %1512 = zext i32 %1507 to i64
  %1513 = mul i64 3528531795, %1512
  %1514 = zext i32 %1509 to i64
  %1515 = mul i64 3449720151, %1514
  %1516 = lshr i64 %1513, 32
  %1517 = trunc i64 %1516 to i32
  %1518 = trunc i64 %1513 to i32
  %1519 = lshr i64 %1515, 32
  %1520 = trunc i64 %1519 to i32
  %1521 = trunc i64 %1515 to i32
  %1522 = xor i32 %1520, %1505
  %1523 = xor i32 %1522, %1510
  %1524 = xor i32 %1517, %1502
  %1525 = xor i32 %1524, %1511
  %1526 = uitofp i32 %1523 to double
  %1527 = fadd double %1526, 5.000000e-01
  %1528 = fmul double %1527, 0x3DF0000000000000
  %1529 = uitofp i32 %1521 to double
  %1530 = fadd double %1529, 5.000000e-01
  %1531 = fmul double %1530, 0x3DF0000000000000
  %1532 = bitcast double %1528 to i64
  %1533 = lshr i64 %1532, 32
  %1534 = add i64 %1533, 614242
  %1535 = lshr i64 %1534, 20
  %1536 = sub i64 %1535, 1023
  %1537 = and i64 %1534, 1048575
  %1538 = add i64 %1537, 1072079006
  %1539 = shl i64 %1538, 32
  %1540 = and i64 %1532, 4294967295
  %1541 = or i64 %1539, %1540
  %1542 = bitcast i64 %1541 to double
  %1543 = fsub double %1542, 1.000000e+00
  %1544 = fmul double 5.000000e-01, %1543
  %1545 = fmul double %1544, %1543
  %1546 = fadd double 2.000000e+00, %1543
  %1547 = fdiv double %1543, %1546
  %1548 = fmul double %1547, %1547
  %1549 = fmul double %1548, %1548
  %1550 = fmul double %1549, 0x3FC39A09D078C69F
  %1551 = fadd double 0x3FCC71C51D8E78AF, %1550
  %1552 = fmul double %1549, %1551
  %1553 = fadd double 0x3FD999999997FA04, %1552
  %1554 = fmul double %1549, %1553
  %1555 = fmul double %1549, 0x3FC2F112DF3E5244
  %1556 = fadd double 0x3FC7466496CB03DE, %1555
  %1557 = fmul double %1549, %1556
  %1558 = fadd double 0x3FD2492494229359, %1557
  %1559 = fmul double %1549, %1558
  %1560 = fadd double 0x3FE5555555555593, %1559
  %1561 = fmul double %1548, %1560
  %1562 = fadd double %1561, %1554
  %1563 = sitofp i64 %1536 to double
  %1564 = fadd double %1545, %1562
  %1565 = fmul double %1547, %1564
  %1566 = fmul double %1563, 0x3DEA39EF35793C76
  %1567 = fadd double %1565, %1566
  %1568 = fsub double %1567, %1545
  %1569 = fadd double %1568, %1543
  %1570 = fmul double %1563, 0x3FE62E42FEE00000
  %1571 = fadd double %1569, %1570
  %1572 = fmul double -2.000000e+00, %1571
  %1573 = call double @llvm.sqrt.f64(double %1572)
  %1574 = fmul double 0x401921FB54442D18, %1531
  %1575 = fmul double %1574, 0x3FE45F306DC9C883
  %1576 = fadd double %1575, 0x4338000000000000
  %1577 = bitcast double %1576 to i64
  %1578 = fsub double %1576, 0x4338000000000000
  %1579 = fmul double %1578, 0x3FF921FB54400000
  %1580 = fsub double %1574, %1579
  %1581 = fmul double %1578, 0x3DD0B4611A626331
  %1582 = fmul double %1578, 0x3DD0B4611A600000
  %1583 = fsub double %1580, %1582
  %1584 = fmul double %1578, 0x3BA3198A2E037073
  %1585 = fsub double %1580, %1583
  %1586 = fsub double %1585, %1582
  %1587 = fsub double %1584, %1586
  %1588 = fsub double %1580, %1581
  %1589 = bitcast double %1574 to i64
  %1590 = lshr i64 %1589, 52
  %1591 = and i64 %1590, 2047
  %1592 = bitcast double %1588 to i64
  %1593 = lshr i64 %1592, 52
  %1594 = and i64 %1593, 2047
  %1595 = add i64 %1594, 16
  %1596 = icmp ult i64 %1595, %1591
  %1597 = select i1 %1596, double %1583, double %1580
  %1598 = select i1 %1596, double %1587, double %1581
  %1599 = fsub double %1597, %1598
  %1600 = fsub double %1597, %1599
  %1601 = fsub double %1600, %1598
  %1602 = fmul double %1599, %1599
  %1603 = fmul double %1602, %1602
  %1604 = fmul double %1602, 0x3EFA01A019CB1590
  %1605 = fadd double 0xBF56C16C16C15177, %1604
  %1606 = fmul double %1602, %1605
  %1607 = fadd double 0x3FA555555555554C, %1606
  %1608 = fmul double %1602, %1607
  %1609 = fmul double %1602, 0xBDA8FAE9BE8838D4
  %1610 = fadd double 0x3E21EE9EBDB4B1C4, %1609
  %1611 = fmul double %1602, %1610
  %1612 = fadd double 0xBE927E4F809C52AD, %1611
  %1613 = fmul double %1603, %1603
  %1614 = fmul double %1613, %1612
  %1615 = fadd double %1608, %1614
  %1616 = fmul double 5.000000e-01, %1602
  %1617 = fsub double 1.000000e+00, %1616
  %1618 = fsub double 1.000000e+00, %1617
  %1619 = fsub double %1618, %1616
  %1620 = fmul double %1602, %1615
  %1621 = fmul double %1599, %1601
  %1622 = fsub double %1620, %1621
  %1623 = fadd double %1619, %1622
  %1624 = fadd double %1617, %1623
  %1625 = fmul double %1599, %1599
  %1626 = fmul double %1625, %1625
  %1627 = fmul double %1625, 0x3EC71DE357B1FE7D
  %1628 = fadd double 0xBF2A01A019C161D5, %1627
  %1629 = fmul double %1625, %1628
  %1630 = fadd double 0x3F8111111110F8A6, %1629
  %1631 = fmul double %1625, 0x3DE5D93A5ACFD57C
  %1632 = fadd double 0xBE5AE5E68A2B9CEB, %1631
  %1633 = fmul double %1625, %1626
  %1634 = fmul double %1633, %1632
  %1635 = fadd double %1630, %1634
  %1636 = fmul double %1625, %1599
  %1637 = fmul double 5.000000e-01, %1601
  %1638 = fmul double %1636, %1635
  %1639 = fsub double %1637, %1638
  %1640 = fmul double %1625, %1639
  %1641 = fsub double %1640, %1601
  %1642 = fmul double %1636, 0xBFC5555555555549
  %1643 = fsub double %1641, %1642
  %1644 = fsub double %1599, %1643
  %1645 = fneg double %1624
  %1646 = fneg double %1644
  %1647 = and i64 %1577, 1
  %1648 = and i64 %1577, 2
  %1649 = icmp eq i64 %1647, 1
  %1650 = icmp eq i64 %1648, 2
  %1651 = select i1 %1650, double %1645, double %1624
  %1652 = select i1 %1650, double %1644, double %1646
  %1653 = select i1 %1649, double %1652, double %1651
  %1654 = fmul double %1573, %1653
  %1655 = fptrunc double %1654 to float
  %1656 = fmul float %1655, %noise_scale31
  %1657 = fadd float %1357, %1656
  %bits102 = bitcast float %1657 to i32
  %magnitude103 = and i32 %bits102, 2147483647
  %is_nan104 = icmp ugt i32 %magnitude103, 2139095040
  %canonical105 = select i1 %is_nan104, i32 2143289344, i32 %bits102
  store i32 %canonical105, ptr %1342, align 4
  br label %slot.done100

slot.done100:                                     ; preds = %slot.then99, %slot.done91
  %feature106 = add i64 %lane, 1280
  %valid107 = icmp ult i64 %feature106, %n_features
  %1658 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid107, label %slot.then108, label %slot.done109

slot.then108:                                     ; preds = %slot.done100
  %1659 = load float, ptr %1658, align 4
  %1660 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1661 = fsub float %1660, 4.000000e+00
  %1662 = fmul float 2.000000e+00, %1661
  %1663 = fmul float 0x3F847AE140000000, %1662
  %1664 = fmul float 2.000000e+00, %1659
  %1665 = fmul float %1663, %1664
  %1666 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature106
  %1667 = load float, ptr addrspace(1) %1666, align 4
  %1668 = fsub float %1659, %1667
  %1669 = fmul float 2.000000e+00, %1668
  %1670 = fmul float 5.000000e-01, %1669
  %1671 = fadd float %1665, %1670
  %1672 = fmul float %1671, %eta
  %1673 = fsub float %1659, %1672
  %1674 = mul i64 %row, %n_features
  %element110 = add i64 %1674, %feature106
  %1675 = trunc i64 %key0 to i32
  %1676 = lshr i64 %key0, 32
  %1677 = trunc i64 %1676 to i32
  %1678 = trunc i64 %element110 to i32
  %1679 = trunc i64 %key1_step to i32
  %1680 = lshr i64 %key1_step, 32
  %1681 = trunc i64 %1680 to i32
  %1682 = lshr i64 %element110, 32
  %1683 = trunc i64 %1682 to i32
  %1684 = zext i32 %1678 to i64
  %1685 = mul i64 3528531795, %1684
  %1686 = zext i32 %1681 to i64
  %1687 = mul i64 3449720151, %1686
  %1688 = lshr i64 %1685, 32
  %1689 = trunc i64 %1688 to i32
  %1690 = trunc i64 %1685 to i32
  %1691 = lshr i64 %1687, 32
  %1692 = trunc i64 %1691 to i32
  %1693 = trunc i64 %1687 to i32
  %1694 = xor i32 %1692, %1679
  %1695 = xor i32 %1694, %1675
  %1696 = xor i32 %1689, %1683
  %1697 = xor i32 %1696, %1677
  %1698 = add i32 %1675, -1640531527
  %1699 = add i32 %1677, -1150833019
  %1700 = zext i32 %1695 to i64
  %1701 = mul i64 3528531795, %1700
  %1702 = zext i32 %1697 to i64
  %1703 = mul i64 3449720151, %1702
  %1704 = lshr i64 %1701, 32
  %1705 = trunc i64 %1704 to i32
  %1706 = trunc i64 %1701 to i32
  %1707 = lshr i64 %1703, 32
  %1708 = trunc i64 %1707 to i32
  %1709 = trunc i64 %1703 to i32
  %1710 = xor i32 %1708, %1693
  %1711 = xor i32 %1710, %1698
  %1712 = xor i32 %1705, %1690
  %1713 = xor i32 %1712, %1699
  %1714 = add i32 %1698, -1640531527
  %1715 = add i32 %1699, -1150833019
  %1716 = zext i32 %1711 to i64
  %1717 = mul i64 3528531795, %1716
  %1718 = zext i32 %1713 to i64
  %1719 = mul i64 3449720151, %1718
  %1720 = lshr i64 %1717, 32
  %1721 = trunc i64 %1720 to i32
  %1722 = trunc i64 %1717 to i32
  %1723 = lshr i64 %1719, 32
  %1724 = trunc i64 %1723 to i32
  %1725 = trunc i64 %1719 to i32
  %1726 = xor i32 %1724, %1709
  %1727 = xor i32 %1726, %1714
  %1728 = xor i32 %1721, %1706
  %1729 = xor i32 %1728, %1715
  %1730 = add i32 %1714, -1640531527
  %1731 = add i32 %1715, -1150833019
  %1732 = zext i32 %1727 to i64
  %1733 = mul i64 3528531795, %1732
  %1734 = zext i32 %1729 to i64
  %1735 = mul i64 3449720151, %1734
  %1736 = lshr i64 %1733, 32
  %1737 = trunc i64 %1736 to i32
  %1738 = trunc i64 %1733 to i32
  %1739 = lshr i64 %1735, 32
  %1740 = trunc i64 %1739 to i32
  %1741 = trunc i64 %1735 to i32
  %1742 = xor i32 %1740, %1725
  %1743 = xor i32 %1742, %1730
  %1744 = xor i32 %1737, %1722
  %1745 = xor i32 %1744, %1731
  %1746 = add i32 %1730, -1640531527
  %1747 = add i32 %1731, -1150833019
  %1748 = zext i32 %1743 to i64
  %1749 = mul i64 3528531795, %1748
  %1750 = zext i32 %1745 to i64
  %1751 = mul i64 3449720151, %1750
  %1752 = lshr i64 %1749, 32
  %1753 = trunc i64 %1752 to i32
  %1754 = trunc i64 %1749 to i32
  %1755 = lshr i64 %1751, 32
  %1756 = trunc i64 %1755 to i32
  %1757 = trunc i64 %1751 to i32
  %1758 = xor i32 %1756, %1741
  %1759 = xor i32 %1758, %1746
  %1760 = xor i32 %1753, %1738
  %1761 = xor i32 %1760, %1747
  %1762 = add i32 %1746, -1640531527
  %1763 = add i32 %1747, -1150833019
  %1764 = zext i32 %1759 to i64
  %1765 = mul i64 3528531795, %1764
  %1766 = zext i32 %1761 to i64
  %1767 = mul i64 3449720151, %1766
  %1768 = lshr i64 %1765, 32
  %1769 = trunc i64 %1768 to i32
  %1770 = trunc i64 %1765 to i32
  %1771 = lshr i64 %1767, 32
  %1772 = trunc i64 %1771 to i32
  %1773 = trunc i64 %1767 to i32
  %1774 = xor i32 %1772, %1757
  %1775 = xor i32 %1774, %1762
  %1776 = xor i32 %1769, %1754
  %1777 = xor i32 %1776, %1763
  %1778 = add i32 %1762, -1640531527
  %1779 = add i32 %1763, -1150833019
  %1780 = zext i32 %1775 to i64
  %1781 = mul i64 3528531795, %1780
  %1782 = zext i32 %1777 to i64
  %1783 = mul i64 3449720151, %1782
  %1784 = lshr i64 %1781, 32
  %1785 = trunc i64 %1784 to i32
  %1786 = trunc i64 %1781 to i32
  %1787 = lshr i64 %1783, 32
  %1788 = trunc i64 %1787 to i32
  %1789 = trunc i64 %1783 to i32
  %1790 = xor i32 %1788, %1773
  %1791 = xor i32 %1790, %1778
  %1792 = xor i32 %1785, %1770
  %1793 = xor i32 %1792, %1779
  %1794 = add i32 %1778, -1640531527
  %1795 = add i32 %1779, -1150833019
  %1796 = zext i32 %1791 to i64
  %1797 = mul i64 3528531795, %1796
  %1798 = zext i32 %1793 to i64
  %1799 = mul i64 3449720151, %1798
  %1800 = lshr i64 %1797, 32
  %1801 = trunc i64 %1800 to i32
  %1802 = trunc i64 %1797 to i32
  %1803 = lshr i64 %1799, 32
  %1804 = trunc i64 %1803 to i32
  %1805 = trunc i64 %1799 to i32
  %1806 = xor i32 %1804, %1789
  %1807 = xor i32 %1806, %1794
  %1808 = xor i32 %1801, %1786
  %1809 = xor i32 %1808, %1795
  %1810 = add i32 %1794, -1640531527
  %1811 = add i32 %1795, -1150833019
  %1812 = zext i32 %1807 to i64
  %1813 = mul i64 3528531795, %1812
  %1814 = zext i32 %1809 to i64
  %1815 = mul i64 3449720151, %1814
  %1816 = lshr i64 %1813, 32
  %1817 = trunc i64 %1816 to i32
  %1818 = trunc i64 %1813 to i32
  %1819 = lshr i64 %1815, 32
  %1820 = trunc i64 %1819 to i32
  %1821 = trunc i64 %1815 to i32
  %1822 = xor i32 %1820, %1805
  %1823 = xor i32 %1822, %1810
  %1824 = xor i32 %1817, %1802
  %1825 = xor i32 %1824, %1811
  %1826 = add i32 %1810, -1640531527
  %1827 = add i32 %1811, -1150833019
  %1828 = zext i32 %1823 to i64
  %1829 = mul i64 3528531795, %1828
  %1830 = zext i32 %1825 to i64
  %1831 = mul i64 3449720151, %1830
  %1832 = lshr i64 %1829, 32
  %1833 = trunc i64 %1832 to i32
  %1834 = trunc i64 %1829 to i32
  %1835 = lshr i64 %1831, 32
  %1836 = trunc i64 %1835 to i32
  %1837 = trunc i64 %1831 to i32
  %1838 = xor i32 %1836, %1821
  %1839 = xor i32 %1838, %1826
  %1840 = xor i32 %1833, %1818
  %1841 = xor i32 %1840, %1827
  %1842 = uitofp i32 %1839 to double
  %1843 = fadd double %1842, 5.000000e-01
  %1844 = fmul double %1843, 0x3DF0000000000000
  %1845 = uitofp i32 %1837 to double
  %1846 = fadd double %1845, 5.000000e-01
  %1847 = fmul double %1846, 0x3DF0000000000000
  %1848 = bitcast double %1844 to i64
  %1849 = lshr i64 %1848, 32
  %1850 = add i64 %1849, 614242
  %1851 = lshr i64 %1850, 20
  %1852 = sub i64 %1851, 1023
  %1853 = and i64 %1850, 1048575
  %1854 = add i64 %1853, 1072079006
  %1855 = shl i64 %1854, 32
  %1856 = and i64 %1848, 4294967295
  %1857 = or i64 %1855, %1856
  %1858 = bitcast i64 %1857 to double
  %1859 = fsub double %1858, 1.000000e+00
  %1860 = fmul double 5.000000e-01, %1859
  %1861 = fmul double %1860, %1859
  %1862 = fadd double 2.000000e+00, %1859
  %1863 = fdiv double %1859, %1862
  %1864 = fmul double %1863, %1863
  %1865 = fmul double %1864, %1864
  %1866 = fmul double %1865, 0x3FC39A09D078C69F
  %1867 = fadd double 0x3FCC71C51D8E78AF, %1866
  %1868 = fmul double %1865, %1867
  %1869 = fadd double 0x3FD999999997FA04, %1868
  %1870 = fmul double %1865, %1869
  %1871 = fmul double %1865, 0x3FC2F112DF3E5244
  %1872 = fadd double 0x3FC7466496CB03DE, %1871
  %1873 = fmul double %1865, %1872
  %1874 = fadd double 0x3FD2492494229359, %1873
  %1875 = fmul double %1865, %1874
  %1876 = fadd double 0x3FE5555555555593, %1875
  %1877 = fmul double %1864, %1876
  %1878 = fadd double %1877, %1870
  %1879 = sitofp i64 %1852 to double
  %1880 = fadd double %1861, %1878
  %1881 = fmul double %1863, %1880
  %1882 = fmul double %1879, 0x3DEA39EF35793C76
  %1883 = fadd double %1881, %1882
  %1884 = fsub double %1883, %1861
  %1885 = fadd double %1884, %1859
  %1886 = fmul double %1879, 0x3FE62E42FEE00000
  %1887 = fadd double %1885, %1886
  %1888 = fmul double -2.000000e+00, %1887
  %1889 = call double @llvm.sqrt.f64(double %1888)
  %1890 = fmul double 0x401921FB54442D18, %1847
  %1891 = fmul double %1890, 0x3FE45F306DC9C883
  %1892 = fadd double %1891, 0x4338000000000000
  %1893 = bitcast double %1892 to i64
  %1894 = fsub double %1892, 0x4338000000000000
  %1895 = fmul double %1894, 0x3FF921FB54400000
  %1896 = fsub double %1890, %1895
  %1897 = fmul double %1894, 0x3DD0B4611A626331
  %1898 = fmul double %1894, 0x3DD0B4611A600000
  %1899 = fsub double %1896, %1898
  %1900 = fmul double %1894, 0x3BA3198A2E037073
  %1901 = fsub double %1896, %1899
  %1902 = fsub double %1901, %1898
  %1903 = fsub double %1900, %1902
  %1904 = fsub double %1896, %1897
  %1905 = bitcast double %1890 to i64
  %1906 = lshr i64 %1905, 52
  %1907 = and i64 %1906, 2047
  %1908 = bitcast double %1904 to i64
  %1909 = lshr i64 %1908, 52
  %1910 = and i64 %1909, 2047
  %1911 = add i64 %1910, 16
  %1912 = icmp ult i64 %1911, %1907
  %1913 = select i1 %1912, double %1899, double %1896
  %1914 = select i1 %1912, double %1903, double %1897
  %1915 = fsub double %1913, %1914
  %1916 = fsub double %1913, %1915
  %1917 = fsub double %1916, %1914
  %1918 = fmul double %1915, %1915
  %1919 = fmul double %1918, %1918
  %1920 = fmul double %1918, 0x3EFA01A019CB1590
  %1921 = fadd double 0xBF56C16C16C15177, %1920
  %1922 = fmul double %1918, %1921
  %1923 = fadd double 0x3FA555555555554C, %1922
  %1924 = fmul double %1918, %1923
  %1925 = fmul double %1918, 0xBDA8FAE9BE8838D4
  %1926 = fadd double 0x3E21EE9EBDB4B1C4, %1925
  %1927 = fmul double %1918, %1926
  %1928 = fadd double 0xBE927E4F809C52AD, %1927
  %1929 = fmul double %1919, %1919
  %1930 = fmul double %1929, %1928
  %1931 = fadd double %1924, %1930
  %1932 = fmul double 5.000000e-01, %1918
  %1933 = fsub double 1.000000e+00, %1932
  %1934 = fsub double 1.000000e+00, %1933
  %1935 = fsub double %1934, %1932
  %1936 = fmul double %1918, %1931
  %1937 = fmul double %1915, %1917
  %1938 = fsub double %1936, %1937
  %1939 = fadd double %1935, %1938
  %1940 = fadd double %1933, %1939
  %1941 = fmul double %1915, %1915
  %1942 = fmul double %1941, %1941
  %1943 = fmul double %1941, 0x3EC71DE357B1FE7D
  %1944 = fadd double 0xBF2A01A019C161D5, %1943
  %1945 = fmul double %1941, %1944
  %1946 = fadd double 0x3F8111111110F8A6, %1945
  %1947 = fmul double %1941, 0x3DE5D93A5ACFD57C
  %1948 = fadd double 0xBE5AE5E68A2B9CEB, %1947
  %1949 = fmul double %1941, %1942
  %1950 = fmul double %1949, %1948
  %1951 = fadd double %1946, %1950
  %1952 = fmul double %1941, %1915
  %1953 = fmul double 5.000000e-01, %1917
  %1954 = fmul double %1952, %1951
  %1955 = fsub double %1953, %1954
  %1956 = fmul double %1941, %1955
  %1957 = fsub double %1956, %1917
  %1958 = fmul double %1952, 0xBFC5555555555549
  %1959 = fsub double %1957, %1958
  %1960 = fsub double %1915, %1959
  %1961 = fneg double %1940
  %1962 = fneg double %1960
  %1963 = and i64 %1893, 1
  %1964 = and i64 %1893, 2
  %1965 = icmp eq i64 %1963, 1
  %1966 = icmp eq i64 %1964, 2
  %1967 = select i1 %1966, double %1961, double %1940
  %1968 = select i1 %1966, double %1960, double %1962
  %1969 = select i1 %1965, double %1968, double %1967
  %1970 = fmul double %1889, %1969
  %1971 = fptrunc double %1970 to float
  %1972 = fmul float %1971, %noise_scale31
  %1973 = fadd float %1673, %1972
  %bits111 = bitcast float %1973 to i32
  %magnitude112 = and i32 %bits111, 2147483647
  %is_nan113 = icmp ugt i32 %magnitude112, 2139095040
  %canonical114 = select i1 %is_nan113, i32 2143289344, i32 %bits111
  store i32 %canonical114, ptr %1658, align 4
  br label %slot.done109

slot.done109:                                     ; preds = %slot.then108, %slot.done100
  %feature115 = add i64 %lane, 1536
  %valid116 = icmp ult i64 %feature115, %n_features
  %1974 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid116, label %slot.then117, label %slot.done118

slot.then117:                                     ; preds = %slot.done109
  %1975 = load float, ptr %1974, align 4
  %1976 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1977 = fsub float %1976, 4.000000e+00
  %1978 = fmul float 2.000000e+00, %1977
  %1979 = fmul float 0x3F847AE140000000, %1978
  %1980 = fmul float 2.000000e+00, %1975
  %1981 = fmul float %1979, %1980
  %1982 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature115
  %1983 = load float, ptr addrspace(1) %1982, align 4
  %1984 = fsub float %1975, %1983
  %1985 = fmul float 2.000000e+00, %1984
  %1986 = fmul float 5.000000e-01, %1985
  %1987 = fadd float %1981, %1986
  %1988 = fmul float %1987, %eta
  %1989 = fsub float %1975, %1988
  %1990 = mul i64 %row, %n_features
  %element119 = add i64 %1990, %feature115
  %1991 = trunc i64 %key0 to i32
  %1992 = lshr i64 %key0, 32
  %1993 = trunc i64 %1992 to i32
  %1994 = trunc i64 %element119 to i32
  %1995 = trunc i64 %key1_step to i32
  %1996 = lshr i64 %key1_step, 32
  %1997 = trunc i64 %1996 to i32
  %1998 = lshr i64 %element119, 32
  %1999 = trunc i64 %1998 to i32
  %2000 = zext i32 %1994 to i64
  %2001 = mul i64 3528531795, %2000
  %2002 = zext i32 %1997 to i64
  %2003 = mul i64 3449720151, %2002
  %2004 = lshr i64 %2001, 32
  %2005 = trunc i64 %2004 to i32
  %2006 = trunc i64 %2001 to i32
  %2007 = lshr i64 %2003, 32
  %2008 = trunc i64 %2007 to i32
  %2009 = trunc i64 %2003 to i32
  %2010 = xor i32 %2008, %1995
  %2011 = xor i32 %2010, %1991
  %2012 = xor i32 %2005, %1999
  %2013 = xor i32 %2012, %1993
  %2014 = add i32 %1991, -1640531527
  %2015 = add i32 %1993, -1150833019
  %2016 = zext i32 %2011 to i64
  %2017 = mul i64 3528531795, %2016
  %2018 = zext i32 %2013 to i64
  %2019 = mul i64 3449720151, %2018
  %2020 = lshr i64 %2017, 32
  %2021 = trunc i64 %2020 to i32
  %2022 = trunc i64 %2017 to i32
  %2023 = lshr i64 %2019, 32
  %2024 = trunc i64 %2023 to i32
  %2025 = trunc i64 %2019 to i32
  %2026 = xor i32 %2024, %2009
  %2027 = xor i32 %2026, %2014
  %2028 = xor i32 %2021, %2006
  %2029 = xor i32 %2028, %2015
  %2030 = add i32 %2014, -1640531527
  %2031 = add i32 %2015, -1150833019
  %2032 = zext i32 %2027 to i64
  %2033 = mul i64 3528531795, %2032
  %2034 = zext i32 %2029 to i64
  %2035 = mul i64 3449720151, %2034
  %2036 = lshr i64 %2033, 32
  %2037 = trunc i64 %2036 to i32
  %2038 = trunc i64 %2033 to i32
  %2039 = lshr i64 %2035, 32
  %2040 = trunc i64 %2039 to i32
  %2041 = trunc i64 %2035 to i32
  %2042 = xor i32 %2040, %2025
  %2043 = xor i32 %2042, %2030
  %2044 = xor i32 %2037, %2022
  %2045 = xor i32 %2044, %2031
  %2046 = add i32 %2030, -1640531527
  %2047 = add i32 %2031, -1150833019
  %2048 = zext i32 %2043 to i64
  %2049 = mul i64 3528531795, %2048
  %2050 = zext i32 %2045 to i64
  %2051 = mul i64 3449720151, %2050
  %2052 = lshr i64 %2049, 32
  %2053 = trunc i64 %2052 to i32
  %2054 = trunc i64 %2049 to i32
  %2055 = lshr i64 %2051, 32
  %2056 = trunc i64 %2055 to i32
  %2057 = trunc i64 %2051 to i32
  %2058 = xor i32 %2056, %2041
  %2059 = xor i32 %2058, %2046
  %2060 = xor i32 %2053, %2038
  %2061 = xor i32 %2060, %2047
  %2062 = add i32 %2046, -1640531527
  %2063 = add i32 %2047, -1150833019
  %2064 = zext i32 %2059 to i64
  %2065 = mul i64 3528531795, %2064
  %2066 = zext i32 %2061 to i64
  %2067 = mul i64 3449720151, %2066
  %2068 = lshr i64 %2065, 32
  %2069 = trunc i64 %2068 to i32
  %2070 = trunc i64 %2065 to i32
  %2071 = lshr i64 %2067, 32
  %2072 = trunc i64 %2071 to i32
  %2073 = trunc i64 %2067 to i32
  %2074 = xor i32 %2072, %2057
  %2075 = xor i32 %2074, %2062
  %2076 = xor i32 %2069, %2054
  %2077 = xor i32 %2076, %2063
  %2078 = add i32 %2062, -1640531527
  %2079 = add i32 %2063, -1150833019
  %2080 = zext i32 %2075 to i64
  %2081 = mul i64 3528531795, %2080
  %2082 = zext i32 %2077 to i64
  %2083 = mul i64 3449720151, %2082
  %2084 = lshr i64 %2081, 32
  %2085 = trunc i64 %2084 to i32
  %2086 = trunc i64 %2081 to i32
  %2087 = lshr i64 %2083, 32
  %2088 = trunc i64 %2087 to i32
  %2089 = trunc i64 %2083 to i32
  %2090 = xor i32 %2088, %2073
  %2091 = xor i32 %2090, %2078
  %2092 = xor i32 %2085, %2070
  %2093 = xor i32 %2092, %2079
  %2094 = add i32 %2078, -1640531527
  %2095 = add i32 %2079, -1150833019
  %2096 = zext i32 %2091 to i64
  %2097 = mul i64 3528531795, %2096
  %2098 = zext i32 %2093 to i64
  %2099 = mul i64 3449720151, %2098
  %2100 = lshr i64 %2097, 32
  %2101 = trunc i64 %2100 to i32
  %2102 = trunc i64 %2097 to i32
  %2103 = lshr i64 %2099, 32
  %2104 = trunc i64 %2103 to i32
  %2105 = trunc i64 %2099 to i32
  %2106 = xor i32 %2104, %2089
  %2107 = xor i32 %2106, %2094
  %2108 = xor i32 %2101, %2086
  %2109 = xor i32 %2108, %2095
  %2110 = add i32 %2094, -1640531527
  %2111 = add i32 %2095, -1150833019
  %2112 = zext i32 %2107 to i64
  %2113 = mul i64 3528531795, %2112
  %2114 = zext i32 %2109 to i64
  %2115 = mul i64 3449720151, %2114
  %2116 = lshr i64 %2113, 32
  %2117 = trunc i64 %2116 to i32
  %2118 = trunc i64 %2113 to i32
  %2119 = lshr i64 %2115, 32
  %2120 = trunc i64 %2119 to i32
  %2121 = trunc i64 %2115 to i32
  %2122 = xor i32 %2120, %2105
  %2123 = xor i32 %2122, %2110
  %2124 = xor i32 %2117, %2102
  %2125 = xor i32 %2124, %2111
  %2126 = add i32 %2110, -1640531527
  %2127 = add i32 %2111, -1150833019
  %2128 = zext i32 %2123 to i64
  %2129 = mul i64 3528531795, %2128
  %2130 = zext i32 %2125 to i64
  %2131 = mul i64 3449720151, %2130
  %2132 = lshr i64 %2129, 32
  %2133 = trunc i64 %2132 to i32
  %2134 = trunc i64 %2129 to i32
  %2135 = lshr i64 %2131, 32
  %2136 = trunc i64 %2135 to i32
  %2137 = trunc i64 %2131 to i32
  %2138 = xor i32 %2136, %2121
  %2139 = xor i32 %2138, %2126
  %2140 = xor i32 %2133, %2118
  %2141 = xor i32 %2140, %2127
  %2142 = add i32 %2126, -1640531527
  %2143 = add i32 %2127, -1150833019
  %2144 = zext i32 %2139 to i64
  %2145 = mul i64 3528531795, %2144
  %2146 = zext i32 %2141 to i64
  %2147 = mul i64 3449720151, %2146
  %2148 = lshr i64 %2145, 32
  %2149 = trunc i64 %2148 to i32
  %2150 = trunc i64 %2145 to i32
  %2151 = lshr i64 %2147, 32
  %2152 = trunc i64 %2151 to i32
  %2153 = trunc i64 %2147 to i32
  %2154 = xor i32 %2152, %2137
  %2155 = xor i32 %2154, %2142
  %2156 = xor i32 %2149, %2134
  %2157 = xor i32 %2156, %2143
  %2158 = uitofp i32 %2155 to double
  %2159 = fadd double %2158, 5.000000e-01
  %2160 = fmul double %2159, 0x3DF0000000000000
  %2161 = uitofp i32 %2153 to double
  %2162 = fadd double %2161, 5.000000e-01
  %2163 = fmul double %2162, 0x3DF0000000000000
  %2164 = bitcast double %2160 to i64
  %2165 = lshr i64 %2164, 32
  %2166 = add i64 %2165, 614242
  %2167 = lshr i64 %2166, 20
  %2168 = sub i64 %2167, 1023
  %2169 = and i64 %2166, 1048575
  %2170 = add i64 %2169, 1072079006
  %2171 = shl i64 %2170, 32
  %2172 = and i64 %2164, 4294967295
  %2173 = or i64 %2171, %2172
  %2174 = bitcast i64 %2173 to double
  %2175 = fsub double %2174, 1.000000e+00
  %2176 = fmul double 5.000000e-01, %2175
  %2177 = fmul double %2176, %2175
  %2178 = fadd double 2.000000e+00, %2175
  %2179 = fdiv double %2175, %2178
  %2180 = fmul double %2179, %2179
  %2181 = fmul double %2180, %2180
  %2182 = fmul double %2181, 0x3FC39A09D078C69F
  %2183 = fadd double 0x3FCC71C51D8E78AF, %2182
  %2184 = fmul double %2181, %2183
  %2185 = fadd double 0x3FD999999997FA04, %2184
  %2186 = fmul double %2181, %2185
  %2187 = fmul double %2181, 0x3FC2F112DF3E5244
  %2188 = fadd double 0x3FC7466496CB03DE, %2187
  %2189 = fmul double %2181, %2188
  %2190 = fadd double 0x3FD2492494229359, %2189
  %2191 = fmul double %2181, %2190
  %2192 = fadd double 0x3FE5555555555593, %2191
  %2193 = fmul double %2180, %2192
  %2194 = fadd double %2193, %2186
  %2195 = sitofp i64 %2168 to double
  %2196 = fadd double %2177, %2194
  %2197 = fmul double %2179, %2196
  %2198 = fmul double %2195, 0x3DEA39EF35793C76
  %2199 = fadd double %2197, %2198
  %2200 = fsub double %2199, %2177
  %2201 = fadd double %2200, %2175
  %2202 = fmul double %2195, 0x3FE62E42FEE00000
  %2203 = fadd double %2201, %2202
  %2204 = fmul double -2.000000e+00, %2203
  %2205 = call double @llvm.sqrt.f64(double %2204)
  %2206 = fmul double 0x401921FB54442D18, %2163
  %2207 = fmul double %2206, 0x3FE45F306DC9C883
  %2208 = fadd double %2207, 0x4338000000000000
  %2209 = bitcast double %2208 to i64
  %2210 = fsub double %2208, 0x4338000000000000
  %2211 = fmul double %2210, 0x3FF921FB54400000
  %2212 = fsub double %2206, %2211
  %2213 = fmul double %2210, 0x3DD0B4611A626331
  %2214 = fmul double %2210, 0x3DD0B4611A600000
  %2215 = fsub double %2212, %2214
  %2216 = fmul double %2210, 0x3BA3198A2E037073
  %2217 = fsub double %2212, %2215
  %2218 = fsub double %2217, %2214
  %2219 = fsub double %2216, %2218
  %2220 = fsub double %2212, %2213
  %2221 = bitcast double %2206 to i64
  %2222 = lshr i64 %2221, 52
  %2223 = and i64 %2222, 2047
  %2224 = bitcast double %2220 to i64
  %2225 = lshr i64 %2224, 52
  %2226 = and i64 %2225, 2047
  %2227 = add i64 %2226, 16
  %2228 = icmp ult i64 %2227, %2223
  %2229 = select i1 %2228, double %2215, double %2212
  %2230 = select i1 %2228, double %2219, double %2213
  %2231 = fsub double %2229, %2230
  %2232 = fsub double %2229, %2231
  %2233 = fsub double %2232, %2230
  %2234 = fmul double %2231, %2231
  %2235 = fmul double %2234, %2234
  %2236 = fmul double %2234, 0x3EFA01A019CB1590
  %2237 = fadd double 0xBF56C16C16C15177, %2236
  %2238 = fmul double %2234, %2237
  %2239 = fadd double 0x3FA555555555554C, %2238
  %2240 = fmul double %2234, %2239
  %2241 = fmul double %2234, 0xBDA8FAE9BE8838D4
  %2242 = fadd double 0x3E21EE9EBDB4B1C4, %2241
  %2243 = fmul double %2234, %2242
  %2244 = fadd double 0xBE927E4F809C52AD, %2243
  %2245 = fmul double %2235, %2235
  %2246 = fmul double %2245, %2244
  %2247 = fadd double %2240, %2246
  %2248 = fmul double 5.000000e-01, %2234
  %2249 = fsub double 1.000000e+00, %2248
  %2250 = fsub double 1.000000e+00, %2249
  %2251 = fsub double %2250, %2248
  %2252 = fmul double %2234, %2247
  %2253 = fmul double %2231, %2233
  %2254 = fsub double %2252, %2253
  %2255 = fadd double %2251, %2254
  %2256 = fadd double %2249, %2255
  %2257 = fmul double %2231, %2231
  %2258 = fmul double %2257, %2257
  %2259 = fmul double %2257, 0x3EC71DE357B1FE7D
  %2260 = fadd double 0xBF2A01A019C161D5, %2259
  %2261 = fmul double %2257, %2260
  %2262 = fadd double 0x3F8111111110F8A6, %2261
  %2263 = fmul double %2257, 0x3DE5D93A5ACFD57C
  %2264 = fadd double 0xBE5AE5E68A2B9CEB, %2263
  %2265 = fmul double %2257, %2258
  %2266 = fmul double %2265, %2264
  %2267 = fadd double %2262, %2266
  %2268 = fmul double %2257, %2231
  %2269 = fmul double 5.000000e-01, %2233
  %2270 = fmul double %2268, %2267
  %2271 = fsub double %2269, %2270
  %2272 = fmul double %2257, %2271
  %2273 = fsub double %2272, %2233
  %2274 = fmul double %2268, 0xBFC5555555555549
  %2275 = fsub double %2273, %2274
  %2276 = fsub double %2231, %2275
  %2277 = fneg double %2256
  %2278 = fneg double %2276
  %2279 = and i64 %2209, 1
  %2280 = and i64 %2209, 2
  %2281 = icmp eq i64 %2279, 1
  %2282 = icmp eq i64 %2280, 2
  %2283 = select i1 %2282, double %2277, double %2256
  %2284 = select i1 %2282, double %2276, double %2278
  %2285 = select i1 %2281, double %2284, double %2283
  %2286 = fmul double %2205, %2285
  %2287 = fptrunc double %2286 to float
  %2288 = fmul float %2287, %noise_scale31
  %2289 = fadd float %1989, %2288
  %bits120 = bitcast float %2289 to i32
  %magnitude121 = and i32 %bits120, 2147483647
  %is_nan122 = icmp ugt i32 %magnitude121, 2139095040
  %canonical123 = select i1 %is_nan122, i32 2143289344, i32 %bits120
  store i32 %canonical123, ptr %1974, align 4
  br label %slot.done118

slot.done118:                                     ; preds = %slot.then117, %slot.done109
  %feature124 = add i64 %lane, 1792
  %valid125 = icmp ult i64 %feature124, %n_features
  %2290 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid125, label %slot.then126, label %slot.done127

slot.then126:                                     ; preds = %slot.done118
  %2291 = load float, ptr %2290, align 4
  %2292 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2293 = fsub float %2292, 4.000000e+00
  %2294 = fmul float 2.000000e+00, %2293
  %2295 = fmul float 0x3F847AE140000000, %2294
  %2296 = fmul float 2.000000e+00, %2291
  %2297 = fmul float %2295, %2296
  %2298 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature124
  %2299 = load float, ptr addrspace(1) %2298, align 4
  %2300 = fsub float %2291, %2299
  %2301 = fmul float 2.000000e+00, %2300
  %2302 = fmul float 5.000000e-01, %2301
  %2303 = fadd float %2297, %2302
  %2304 = fmul float %2303, %eta
  %2305 = fsub float %2291, %2304
  %2306 = mul i64 %row, %n_features
  %element128 = add i64 %2306, %feature124
  %2307 = trunc i64 %key0 to i32
  %2308 = lshr i64 %key0, 32
  %2309 = trunc i64 %2308 to i32
  %2310 = trunc i64 %element128 to i32
  %2311 = trunc i64 %key1_step to i32
  %2312 = lshr i64 %key1_step, 32
  %2313 = trunc i64 %2312 to i32
  %2314 = lshr i64 %element128, 32
  %2315 = trunc i64 %2314 to i32
  %2316 = zext i32 %2310 to i64
  %2317 = mul i64 3528531795, %2316
  %2318 = zext i32 %2313 to i64
  %2319 = mul i64 3449720151, %2318
  %2320 = lshr i64 %2317, 32
  %2321 = trunc i64 %2320 to i32
  %2322 = trunc i64 %2317 to i32
  %2323 = lshr i64 %2319, 32
  %2324 = trunc i64 %2323 to i32
  %2325 = trunc i64 %2319 to i32
  %2326 = xor i32 %2324, %2311
  %2327 = xor i32 %2326, %2307
  %2328 = xor i32 %2321, %2315
  %2329 = xor i32 %2328, %2309
  %2330 = add i32 %2307, -1640531527
  %2331 = add i32 %2309, -1150833019
  %2332 = zext i32 %2327 to i64
  %2333 = mul i64 3528531795, %2332
  %2334 = zext i32 %2329 to i64
  %2335 = mul i64 3449720151, %2334
  %2336 = lshr i64 %2333, 32
  %2337 = trunc i64 %2336 to i32
  %2338 = trunc i64 %2333 to i32
  %2339 = lshr i64 %2335, 32
  %2340 = trunc i64 %2339 to i32
  %2341 = trunc i64 %2335 to i32
  %2342 = xor i32 %2340, %2325
  %2343 = xor i32 %2342, %2330
  %2344 = xor i32 %2337, %2322
  %2345 = xor i32 %2344, %2331
  %2346 = add i32 %2330, -1640531527
  %2347 = add i32 %2331, -1150833019
  %2348 = zext i32 %2343 to i64
  %2349 = mul i64 3528531795, %2348
  %2350 = zext i32 %2345 to i64
  %2351 = mul i64 3449720151, %2350
  %2352 = lshr i64 %2349, 32
  %2353 = trunc i64 %2352 to i32
  %2354 = trunc i64 %2349 to i32
  %2355 = lshr i64 %2351, 32
  %2356 = trunc i64 %2355 to i32
  %2357 = trunc i64 %2351 to i32
  %2358 = xor i32 %2356, %2341
  %2359 = xor i32 %2358, %2346
  %2360 = xor i32 %2353, %2338
  %2361 = xor i32 %2360, %2347
  %2362 = add i32 %2346, -1640531527
  %2363 = add i32 %2347, -1150833019
  %2364 = zext i32 %2359 to i64
  %2365 = mul i64 3528531795, %2364
  %2366 = zext i32 %2361 to i64
  %2367 = mul i64 3449720151, %2366
  %2368 = lshr i64 %2365, 32
  %2369 = trunc i64 %2368 to i32
  %2370 = trunc i64 %2365 to i32
  %2371 = lshr i64 %2367, 32
  %2372 = trunc i64 %2371 to i32
  %2373 = trunc i64 %2367 to i32
  %2374 = xor i32 %2372, %2357
  %2375 = xor i32 %2374, %2362
  %2376 = xor i32 %2369, %2354
  %2377 = xor i32 %2376, %2363
  %2378 = add i32 %2362, -1640531527
  %2379 = add i32 %2363, -1150833019
  %2380 = zext i32 %2375 to i64
  %2381 = mul i64 3528531795, %2380
  %2382 = zext i32 %2377 to i64
  %2383 = mul i64 3449720151, %2382
  %2384 = lshr i64 %2381, 32
  %2385 = trunc i64 %2384 to i32
  %2386 = trunc i64 %2381 to i32
  %2387 = lshr i64 %2383, 32
  %2388 = trunc i64 %2387 to i32
  %2389 = trunc i64 %2383 to i32
  %2390 = xor i32 %2388, %2373
  %2391 = xor i32 %2390, %2378
  %2392 = xor i32 %2385, %2370
  %2393 = xor i32 %2392, %2379
  %2394 = add i32 %2378, -1640531527
  %2395 = add i32 %2379, -1150833019
  %2396 = zext i32 %2391 to i64
  %2397 = mul i64 3528531795, %2396
  %2398 = zext i32 %2393 to i64
  %2399 = mul i64 3449720151, %2398
  %2400 = lshr i64 %2397, 32
  %2401 = trunc i64 %2400 to i32
  %2402 = trunc i64 %2397 to i32
  %2403 = lshr i64 %2399, 32
  %2404 = trunc i64 %2403 to i32
  %2405 = trunc i64 %2399 to i32
  %2406 = xor i32 %2404, %2389
  %2407 = xor i32 %2406, %2394
  %2408 = xor i32 %2401, %2386
  %2409 = xor i32 %2408, %2395
  %2410 = add i32 %2394, -1640531527
  %2411 = add i32 %2395, -1150833019
  %2412 = zext i32 %2407 to i64
  %2413 = mul i64 3528531795, %2412
  %2414 = zext i32 %2409 to i64
  %2415 = mul i64 3449720151, %2414
  %2416 = lshr i64 %2413, 32
  %2417 = trunc i64 %2416 to i32
  %2418 = trunc i64 %2413 to i32
  %2419 = lshr i64 %2415, 32
  %2420 = trunc i64 %2419 to i32
  %2421 = trunc i64 %2415 to i32
  %2422 = xor i32 %2420, %2405
  %2423 = xor i32 %2422, %2410
  %2424 = xor i32 %2417, %2402
  %2425 = xor i32 %2424, %2411
  %2426 = add i32 %2410, -1640531527
  %2427 = add i32 %2411, -1150833019
  %2428 = zext i32 %2423 to i64
  %2429 = mul i64 3528531795, %2428
  %2430 = zext i32 %2425 to i64
  %2431 = mul i64 3449720151, %2430
  %2432 = lshr i64 %2429, 32
  %2433 = trunc i64 %2432 to i32
  %2434 = trunc i64 %2429 to i32
  %2435 = lshr i64 %2431, 32
  %2436 = trunc i64 %2435 to i32
  %2437 = trunc i64 %2431 to i32
  %2438 = xor i32 %2436, %2421
  %2439 = xor i32 %2438, %2426
  %2440 = xor i32 %2433, %2418
  %2441 = xor i32 %2440, %2427
  %2442 = add i32 %2426, -1640531527
  %2443 = add i32 %2427, -1150833019
  %2444 = zext i32 %2439 to i64
  %2445 = mul i64 3528531795, %2444
  %2446 = zext i32 %2441 to i64
  %2447 = mul i64 3449720151, %2446
  %2448 = lshr i64 %2445, 32
  %2449 = trunc i64 %2448 to i32
  %2450 = trunc i64 %2445 to i32
  %2451 = lshr i64 %2447, 32
  %2452 = trunc i64 %2451 to i32
  %2453 = trunc i64 %2447 to i32
  %2454 = xor i32 %2452, %2437
  %2455 = xor i32 %2454, %2442
  %2456 = xor i32 %2449, %2434
  %2457 = xor i32 %2456, %2443
  %2458 = add i32 %2442, -1640531527
  %2459 = add i32 %2443, -1150833019
  %2460 = zext i32 %2455 to i64
  %2461 = mul i64 3528531795, %2460
  %2462 = zext i32 %2457 to i64
  %2463 = mul i64 3449720151, %2462
  %2464 = lshr i64 %2461, 32
  %2465 = trunc i64 %2464 to i32
  %2466 = trunc i64 %2461 to i32
  %2467 = lshr i64 %2463, 32
  %2468 = trunc i64 %2467 to i32
  %2469 = trunc i64 %2463 to i32
  %2470 = xor i32 %2468, %2453
  %2471 = xor i32 %2470, %2458
  %2472 = xor i32 %2465, %2450
  %2473 = xor i32 %2472, %2459
  %2474 = uitofp i32 %2471 to double
  %2475 = fadd double %2474, 5.000000e-01
  %2476 = fmul double %2475, 0x3DF0000000000000
  %2477 = uitofp i32 %2469 to double
  %2478 = fadd double %2477, 5.000000e-01
  %2479 = fmul double %2478, 0x3DF0000000000000
  %2480 = bitcast double %2476 to i64
  %2481 = lshr i64 %2480, 32
  %2482 = add i64 %2481, 614242
  %2483 = lshr i64 %2482, 20
  %2484 = sub i64 %2483, 1023
  %2485 = and i64 %2482, 1048575
  %2486 = add i64 %2485, 1072079006
  %2487 = shl i64 %2486, 32
  %2488 = and i64 %2480, 4294967295
  %2489 = or i64 %2487, %2488
  %2490 = bitcast i64 %2489 to double
  %2491 = fsub double %2490, 1.000000e+00
  %2492 = fmul double 5.000000e-01, %2491
  %2493 = fmul double %2492, %2491
  %2494 = fadd double 2.000000e+00, %2491
  %2495 = fdiv double %2491, %2494
  %2496 = fmul double %2495, %2495
  %2497 = fmul double %2496, %2496
  %2498 = fmul double %2497, 0x3FC39A09D078C69F
  %2499 = fadd double 0x3FCC71C51D8E78AF, %2498
  %2500 = fmul double %2497, %2499
  %2501 = fadd double 0x3FD999999997FA04, %2500
  %2502 = fmul double %2497, %2501
  %2503 = fmul double %2497, 0x3FC2F112DF3E5244
  %2504 = fadd double 0x3FC7466496CB03DE, %2503
  %2505 = fmul double %2497, %2504
  %2506 = fadd double 0x3FD2492494229359, %2505
  %2507 = fmul double %2497, %2506
  %2508 = fadd double 0x3FE5555555555593, %2507
  %2509 = fmul double %2496, %2508
  %2510 = fadd double %2509, %2502
  %2511 = sitofp i64 %2484 to double
  %2512 = fadd double %2493, %2510
  %2513 = fmul double %2495, %2512
  %2514 = fmul double %2511, 0x3DEA39EF35793C76
  %2515 = fadd double %2513, %2514
  %2516 = fsub double %2515, %2493
  %2517 = fadd double %2516, %2491
  %2518 = fmul double %2511, 0x3FE62E42FEE00000
  %2519 = fadd double %2517, %2518
  %2520 = fmul double -2.000000e+00, %2519
  %2521 = call double @llvm.sqrt.f64(double %2520)
  %2522 = fmul double 0x401921FB54442D18, %2479
  %2523 = fmul double %2522, 0x3FE45F306DC9C883
  %2524 = fadd double %2523, 0x4338000000000000
  %2525 = bitcast double %2524 to i64
  %2526 = fsub double %2524, 0x4338000000000000
  %2527 = fmul double %2526, 0x3FF921FB54400000
  %2528 = fsub double %2522, %2527
  %2529 = fmul double %2526, 0x3DD0B4611A626331
  %2530 = fmul double %2526, 0x3DD0B4611A600000
  %2531 = fsub double %2528, %2530
  %2532 = fmul double %2526, 0x3BA3198A2E037073
  %2533 = fsub double %2528, %2531
  %2534 = fsub double %2533, %2530
  %2535 = fsub double %2532, %2534
  %2536 = fsub double %2528, %2529
  %2537 = bitcast double %2522 to i64
  %2538 = lshr i64 %2537, 52
  %2539 = and i64 %2538, 2047
  %2540 = bitcast double %2536 to i64
  %2541 = lshr i64 %2540, 52
  %2542 = and i64 %2541, 2047
  %2543 = add i64 %2542, 16
  %2544 = icmp ult i64 %2543, %2539
  %2545 = select i1 %2544, double %2531, double %2528
  %2546 = select i1 %2544, double %2535, double %2529
  %2547 = fsub double %2545, %2546
  %2548 = fsub double %2545, %2547
  %2549 = fsub double %2548, %2546
  %2550 = fmul double %2547, %2547
  %2551 = fmul double %2550, %2550
  %2552 = fmul double %2550, 0x3EFA01A019CB1590
  %2553 = fadd double 0xBF56C16C16C15177, %2552
  %2554 = fmul double %2550, %2553
  %2555 = fadd double 0x3FA555555555554C, %2554
  %2556 = fmul double %2550, %2555
  %2557 = fmul double %2550, 0xBDA8FAE9BE8838D4
  %2558 = fadd double 0x3E21EE9EBDB4B1C4, %2557
  %2559 = fmul double %2550, %2558
  %2560 = fadd double 0xBE927E4F809C52AD, %2559
  %2561 = fmul double %2551, %2551
  %2562 = fmul double %2561, %2560
  %2563 = fadd double %2556, %2562
  %2564 = fmul double 5.000000e-01, %2550
  %2565 = fsub double 1.000000e+00, %2564
  %2566 = fsub double 1.000000e+00, %2565
  %2567 = fsub double %2566, %2564
  %2568 = fmul double %2550, %2563
  %2569 = fmul double %2547, %2549
  %2570 = fsub double %2568, %2569
  %2571 = fadd double %2567, %2570
  %2572 = fadd double %2565, %2571
  %2573 = fmul double %2547, %2547
  %2574 = fmul double %2573, %2573
  %2575 = fmul double %2573, 0x3EC71DE357B1FE7D
  %2576 = fadd double 0xBF2A01A019C161D5, %2575
  %2577 = fmul double %2573, %2576
  %2578 = fadd double 0x3F8111111110F8A6, %2577
  %2579 = fmul double %2573, 0x3DE5D93A5ACFD57C
  %2580 = fadd double 0xBE5AE5E68A2B9CEB, %2579
  %2581 = fmul double %2573, %2574
  %2582 = fmul double %2581, %2580
  %2583 = fadd double %2578, %2582
  %2584 = fmul double %2573, %2547
  %2585 = fmul double 5.000000e-01, %2549
  %2586 = fmul double %2584, %2583
  %2587 = fsub double %2585, %2586
  %2588 = fmul double %2573, %2587
  %2589 = fsub double %2588, %2549
  %2590 = fmul double %2584, 0xBFC5555555555549
  %2591 = fsub double %2589, %2590
  %2592 = fsub double %2547, %2591
  %2593 = fneg double %2572
  %2594 = fneg double %2592
  %2595 = and i64 %2525, 1
  %2596 = and i64 %2525, 2
  %2597 = icmp eq i64 %2595, 1
  %2598 = icmp eq i64 %2596, 2
  %2599 = select i1 %2598, double %2593, double %2572
  %2600 = select i1 %2598, double %2592, double %2594
  %2601 = select i1 %2597, double %2600, double %2599
  %2602 = fmul double %2521, %2601
  %2603 = fptrunc double %2602 to float
  %2604 = fmul float %2603, %noise_scale31
  %2605 = fadd float %2305, %2604
  %bits129 = bitcast float %2605 to i32
  %magnitude130 = and i32 %bits129, 2147483647
  %is_nan131 = icmp ugt i32 %magnitude130, 2139095040
  %canonical132 = select i1 %is_nan131, i32 2143289344, i32 %bits129
  store i32 %canonical132, ptr %2290, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %slot.done118
  br label %noise.done

uniform_sinks.then135:                            ; preds = %quiet
  br label %uniform_sinks.done136

uniform_sinks.done136:                            ; preds = %uniform_sinks.then135, %quiet
  %feature137 = add i64 %lane, 0
  %valid138 = icmp ult i64 %feature137, %n_features
  %2606 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid138, label %slot.then139, label %slot.done140

slot.then139:                                     ; preds = %uniform_sinks.done136
  %2607 = load float, ptr %2606, align 4
  %2608 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2609 = fsub float %2608, 4.000000e+00
  %2610 = fmul float 2.000000e+00, %2609
  %2611 = fmul float 0x3F847AE140000000, %2610
  %2612 = fmul float 2.000000e+00, %2607
  %2613 = fmul float %2611, %2612
  %2614 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature137
  %2615 = load float, ptr addrspace(1) %2614, align 4
  %2616 = fsub float %2607, %2615
  %2617 = fmul float 2.000000e+00, %2616
  %2618 = fmul float 5.000000e-01, %2617
  %2619 = fadd float %2613, %2618
  %2620 = fmul float %2619, %eta
  %2621 = fsub float %2607, %2620
  %2622 = fmul float 0.000000e+00, %noise_scale31
  %2623 = fadd float %2621, %2622
  %bits141 = bitcast float %2621 to i32
  %magnitude142 = and i32 %bits141, 2147483647
  %is_nan143 = icmp ugt i32 %magnitude142, 2139095040
  %canonical144 = select i1 %is_nan143, i32 2143289344, i32 %bits141
  store i32 %canonical144, ptr %2606, align 4
  br label %slot.done140

slot.done140:                                     ; preds = %slot.then139, %uniform_sinks.done136
  %feature145 = add i64 %lane, 256
  %valid146 = icmp ult i64 %feature145, %n_features
  %2624 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid146, label %slot.then147, label %slot.done148

slot.then147:                                     ; preds = %slot.done140
  %2625 = load float, ptr %2624, align 4
  %2626 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2627 = fsub float %2626, 4.000000e+00
  %2628 = fmul float 2.000000e+00, %2627
  %2629 = fmul float 0x3F847AE140000000, %2628
  %2630 = fmul float 2.000000e+00, %2625
  %2631 = fmul float %2629, %2630
  %2632 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature145
  %2633 = load float, ptr addrspace(1) %2632, align 4
  %2634 = fsub float %2625, %2633
  %2635 = fmul float 2.000000e+00, %2634
  %2636 = fmul float 5.000000e-01, %2635
  %2637 = fadd float %2631, %2636
  %2638 = fmul float %2637, %eta
  %2639 = fsub float %2625, %2638
  %2640 = fmul float 0.000000e+00, %noise_scale31
  %2641 = fadd float %2639, %2640
  %bits149 = bitcast float %2639 to i32
  %magnitude150 = and i32 %bits149, 2147483647
  %is_nan151 = icmp ugt i32 %magnitude150, 2139095040
  %canonical152 = select i1 %is_nan151, i32 2143289344, i32 %bits149
  store i32 %canonical152, ptr %2624, align 4
  br label %slot.done148

slot.done148:                                     ; preds = %slot.then147, %slot.done140
  %feature153 = add i64 %lane, 512
  %valid154 = icmp ult i64 %feature153, %n_features
  %2642 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid154, label %slot.then155, label %slot.done156

slot.then155:                                     ; preds = %slot.done148
  %2643 = load float, ptr %2642, align 4
  %2644 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2645 = fsub float %2644, 4.000000e+00
  %2646 = fmul float 2.000000e+00, %2645
  %2647 = fmul float 0x3F847AE140000000, %2646
  %2648 = fmul float 2.000000e+00, %2643
  %2649 = fmul float %2647, %2648
  %2650 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature153
  %2651 = load float, ptr addrspace(1) %2650, align 4
  %2652 = fsub float %2643, %2651
  %2653 = fmul float 2.000000e+00, %2652
  %2654 = fmul float 5.000000e-01, %2653
  %2655 = fadd float %2649, %2654
  %2656 = fmul float %2655, %eta
  %2657 = fsub float %2643, %2656
  %2658 = fmul float 0.000000e+00, %noise_scale31
  %2659 = fadd float %2657, %2658
  %bits157 = bitcast float %2657 to i32
  %magnitude158 = and i32 %bits157, 2147483647
  %is_nan159 = icmp ugt i32 %magnitude158, 2139095040
  %canonical160 = select i1 %is_nan159, i32 2143289344, i32 %bits157
  store i32 %canonical160, ptr %2642, align 4
  br label %slot.done156

slot.done156:                                     ; preds = %slot.then155, %slot.done148
  %feature161 = add i64 %lane, 768
  %valid162 = icmp ult i64 %feature161, %n_features
  %2660 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid162, label %slot.then163, label %slot.done164

slot.then163:                                     ; preds = %slot.done156
  %2661 = load float, ptr %2660, align 4
  %2662 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2663 = fsub float %2662, 4.000000e+00
  %2664 = fmul float 2.000000e+00, %2663
  %2665 = fmul float 0x3F847AE140000000, %2664
  %2666 = fmul float 2.000000e+00, %2661
  %2667 = fmul float %2665, %2666
  %2668 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature161
  %2669 = load float, ptr addrspace(1) %2668, align 4
  %2670 = fsub float %2661, %2669
  %2671 = fmul float 2.000000e+00, %2670
  %2672 = fmul float 5.000000e-01, %2671
  %2673 = fadd float %2667, %2672
  %2674 = fmul float %2673, %eta
  %2675 = fsub float %2661, %2674
  %2676 = fmul float 0.000000e+00, %noise_scale31
  %2677 = fadd float %2675, %2676
  %bits165 = bitcast float %2675 to i32
  %magnitude166 = and i32 %bits165, 2147483647
  %is_nan167 = icmp ugt i32 %magnitude166, 2139095040
  %canonical168 = select i1 %is_nan167, i32 2143289344, i32 %bits165
  store i32 %canonical168, ptr %2660, align 4
  br label %slot.done164

slot.done164:                                     ; preds = %slot.then163, %slot.done156
  %feature169 = add i64 %lane, 1024
  %valid170 = icmp ult i64 %feature169, %n_features
  %2678 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid170, label %slot.then171, label %slot.done172

slot.then171:                                     ; preds = %slot.done164
  %2679 = load float, ptr %2678, align 4
  %2680 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2681 = fsub float %2680, 4.000000e+00
  %2682 = fmul float 2.000000e+00, %2681
  %2683 = fmul float 0x3F847AE140000000, %2682
  %2684 = fmul float 2.000000e+00, %2679
  %2685 = fmul float %2683, %2684
  %2686 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature169
  %2687 = load float, ptr addrspace(1) %2686, align 4
  %2688 = fsub float %2679, %2687
  %2689 = fmul float 2.000000e+00, %2688
  %2690 = fmul float 5.000000e-01, %2689
  %2691 = fadd float %2685, %2690
  %2692 = fmul float %2691, %eta
  %2693 = fsub float %2679, %2692
  %2694 = fmul float 0.000000e+00, %noise_scale31
  %2695 = fadd float %2693, %2694
  %bits173 = bitcast float %2693 to i32
  %magnitude174 = and i32 %bits173, 2147483647
  %is_nan175 = icmp ugt i32 %magnitude174, 2139095040
  %canonical176 = select i1 %is_nan175, i32 2143289344, i32 %bits173
  store i32 %canonical176, ptr %2678, align 4
  br label %slot.done172

slot.done172:                                     ; preds = %slot.then171, %slot.done164
  %feature177 = add i64 %lane, 1280
  %valid178 = icmp ult i64 %feature177, %n_features
  %2696 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid178, label %slot.then179, label %slot.done180

slot.then179:                                     ; preds = %slot.done172
  %2697 = load float, ptr %2696, align 4
  %2698 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2699 = fsub float %2698, 4.000000e+00
  %2700 = fmul float 2.000000e+00, %2699
  %2701 = fmul float 0x3F847AE140000000, %2700
  %2702 = fmul float 2.000000e+00, %2697
  %2703 = fmul float %2701, %2702
  %2704 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature177
  %2705 = load float, ptr addrspace(1) %2704, align 4
  %2706 = fsub float %2697, %2705
  %2707 = fmul float 2.000000e+00, %2706
  %2708 = fmul float 5.000000e-01, %2707
  %2709 = fadd float %2703, %2708
  %2710 = fmul float %2709, %eta
  %2711 = fsub float %2697, %2710
  %2712 = fmul float 0.000000e+00, %noise_scale31
  %2713 = fadd float %2711, %2712
  %bits181 = bitcast float %2711 to i32
  %magnitude182 = and i32 %bits181, 2147483647
  %is_nan183 = icmp ugt i32 %magnitude182, 2139095040
  %canonical184 = select i1 %is_nan183, i32 2143289344, i32 %bits181
  store i32 %canonical184, ptr %2696, align 4
  br label %slot.done180

slot.done180:                                     ; preds = %slot.then179, %slot.done172
  %feature185 = add i64 %lane, 1536
  %valid186 = icmp ult i64 %feature185, %n_features
  %2714 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid186, label %slot.then187, label %slot.done188

slot.then187:                                     ; preds = %slot.done180
  %2715 = load float, ptr %2714, align 4
  %2716 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2717 = fsub float %2716, 4.000000e+00
  %2718 = fmul float 2.000000e+00, %2717
  %2719 = fmul float 0x3F847AE140000000, %2718
  %2720 = fmul float 2.000000e+00, %2715
  %2721 = fmul float %2719, %2720
  %2722 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature185
  %2723 = load float, ptr addrspace(1) %2722, align 4
  %2724 = fsub float %2715, %2723
  %2725 = fmul float 2.000000e+00, %2724
  %2726 = fmul float 5.000000e-01, %2725
  %2727 = fadd float %2721, %2726
  %2728 = fmul float %2727, %eta
  %2729 = fsub float %2715, %2728
  %2730 = fmul float 0.000000e+00, %noise_scale31
  %2731 = fadd float %2729, %2730
  %bits189 = bitcast float %2729 to i32
  %magnitude190 = and i32 %bits189, 2147483647
  %is_nan191 = icmp ugt i32 %magnitude190, 2139095040
  %canonical192 = select i1 %is_nan191, i32 2143289344, i32 %bits189
  store i32 %canonical192, ptr %2714, align 4
  br label %slot.done188

slot.done188:                                     ; preds = %slot.then187, %slot.done180
  %feature193 = add i64 %lane, 1792
  %valid194 = icmp ult i64 %feature193, %n_features
  %2732 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid194, label %slot.then195, label %slot.done196

slot.then195:                                     ; preds = %slot.done188
  %2733 = load float, ptr %2732, align 4
  %2734 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2735 = fsub float %2734, 4.000000e+00
  %2736 = fmul float 2.000000e+00, %2735
  %2737 = fmul float 0x3F847AE140000000, %2736
  %2738 = fmul float 2.000000e+00, %2733
  %2739 = fmul float %2737, %2738
  %2740 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature193
  %2741 = load float, ptr addrspace(1) %2740, align 4
  %2742 = fsub float %2733, %2741
  %2743 = fmul float 2.000000e+00, %2742
  %2744 = fmul float 5.000000e-01, %2743
  %2745 = fadd float %2739, %2744
  %2746 = fmul float %2745, %eta
  %2747 = fsub float %2733, %2746
  %2748 = fmul float 0.000000e+00, %noise_scale31
  %2749 = fadd float %2747, %2748
  %bits197 = bitcast float %2747 to i32
  %magnitude198 = and i32 %bits197, 2147483647
  %is_nan199 = icmp ugt i32 %magnitude198, 2139095040
  %canonical200 = select i1 %is_nan199, i32 2143289344, i32 %bits197
  store i32 %canonical200, ptr %2732, align 4
  br label %slot.done196

slot.done196:                                     ; preds = %slot.then195, %slot.done188
  br label %noise.done

slot.then203:                                     ; preds = %step.exit
  %2750 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature201
  %2751 = load float, ptr %36, align 4
  store float %2751, ptr addrspace(1) %2750, align 4
  br label %slot.done204

slot.done204:                                     ; preds = %slot.then203, %step.exit
  %feature205 = add i64 %lane, 256
  %valid206 = icmp ult i64 %feature205, %n_features
  %2752 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid206, label %slot.then207, label %slot.done208

slot.then207:                                     ; preds = %slot.done204
  %2753 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature205
  %2754 = load float, ptr %2752, align 4
  store float %2754, ptr addrspace(1) %2753, align 4
  br label %slot.done208

slot.done208:                                     ; preds = %slot.then207, %slot.done204
  %feature209 = add i64 %lane, 512
  %valid210 = icmp ult i64 %feature209, %n_features
  %2755 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid210, label %slot.then211, label %slot.done212

slot.then211:                                     ; preds = %slot.done208
  %2756 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature209
  %2757 = load float, ptr %2755, align 4
  store float %2757, ptr addrspace(1) %2756, align 4
  br label %slot.done212

slot.done212:                                     ; preds = %slot.then211, %slot.done208
  %feature213 = add i64 %lane, 768
  %valid214 = icmp ult i64 %feature213, %n_features
  %2758 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid214, label %slot.then215, label %slot.done216

slot.then215:                                     ; preds = %slot.done212
  %2759 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature213
  %2760 = load float, ptr %2758, align 4
  store float %2760, ptr addrspace(1) %2759, align 4
  br label %slot.done216

slot.done216:                                     ; preds = %slot.then215, %slot.done212
  %feature217 = add i64 %lane, 1024
  %valid218 = icmp ult i64 %feature217, %n_features
  %2761 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid218, label %slot.then219, label %slot.done220

slot.then219:                                     ; preds = %slot.done216
  %2762 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature217
  %2763 = load float, ptr %2761, align 4
  store float %2763, ptr addrspace(1) %2762, align 4
  br label %slot.done220

slot.done220:                                     ; preds = %slot.then219, %slot.done216
  %feature221 = add i64 %lane, 1280
  %valid222 = icmp ult i64 %feature221, %n_features
  %2764 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid222, label %slot.then223, label %slot.done224

slot.then223:                                     ; preds = %slot.done220
  %2765 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature221
  %2766 = load float, ptr %2764, align 4
  store float %2766, ptr addrspace(1) %2765, align 4
  br label %slot.done224

slot.done224:                                     ; preds = %slot.then223, %slot.done220
  %feature225 = add i64 %lane, 1536
  %valid226 = icmp ult i64 %feature225, %n_features
  %2767 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid226, label %slot.then227, label %slot.done228

slot.then227:                                     ; preds = %slot.done224
  %2768 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature225
  %2769 = load float, ptr %2767, align 4
  store float %2769, ptr addrspace(1) %2768, align 4
  br label %slot.done228

slot.done228:                                     ; preds = %slot.then227, %slot.done224
  %feature229 = add i64 %lane, 1792
  %valid230 = icmp ult i64 %feature229, %n_features
  %2770 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid230, label %slot.then231, label %slot.done232

slot.then231:                                     ; preds = %slot.done228
  %2771 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature229
  %2772 = load float, ptr %2770, align 4
  store float %2772, ptr addrspace(1) %2771, align 4
  br label %slot.done232

slot.done232:                                     ; preds = %slot.then231, %slot.done228
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w4096(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
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
  %fits = icmp ule i64 %n_features, 4096
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

row.done:                                         ; preds = %slot.done116, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %9 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %11 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %12 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %13 = load float, ptr addrspace(1) %12, align 4
  store float %13, ptr %11, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
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
  %feature101 = add i64 %lane, 0
  %valid102 = icmp ult i64 %feature101, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid102, label %slot.then103, label %slot.done104

slot.then18:                                      ; preds = %step.body
  %25 = load float, ptr %23, align 4
  %26 = fmul float %25, %25
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature16
  store float %26, ptr addrspace(3) %27, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %step.body
  %feature20 = add i64 %lane, 1024
  %valid21 = icmp ult i64 %feature20, %n_features
  %28 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %29 = load float, ptr %28, align 4
  %30 = fmul float %29, %29
  %31 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature20
  store float %30, ptr addrspace(3) %31, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature24 = add i64 %lane, 2048
  %valid25 = icmp ult i64 %feature24, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid25, label %slot.then26, label %slot.done27

slot.then26:                                      ; preds = %slot.done23
  %33 = load float, ptr %32, align 4
  %34 = fmul float %33, %33
  %35 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature24
  store float %34, ptr addrspace(3) %35, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %slot.done23
  %feature28 = add i64 %lane, 3072
  %valid29 = icmp ult i64 %feature28, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done27
  %37 = load float, ptr %36, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature28
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
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold_sums
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = load float, ptr %fold_value, align 4
  %44 = fadd float %42, %43
  store float %44, ptr %fold_value, align 4
  %45 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %46 = load float, ptr %fold_value, align 4
  store float %46, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %47 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature65 = add i64 %lane, 0
  %valid66 = icmp ult i64 %feature65, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then67, label %uniform_sinks.done68

noise.done:                                       ; preds = %slot.done96, %slot.done59
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
  %52 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
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
  %66 = mul i64 %row, %n_features
  %element = add i64 %66, %feature34
  %67 = trunc i64 %key0 to i32
  %68 = lshr i64 %key0, 32
  %69 = trunc i64 %68 to i32
  %70 = trunc i64 %element to i32
  %71 = trunc i64 %key1_step to i32
  %72 = lshr i64 %key1_step, 32
  %73 = trunc i64 %72 to i32
  %74 = lshr i64 %element, 32
  %75 = trunc i64 %74 to i32
  %76 = zext i32 %70 to i64
  %77 = mul i64 3528531795, %76
  %78 = zext i32 %73 to i64
  %79 = mul i64 3449720151, %78
  %80 = lshr i64 %77, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %77 to i32
  %83 = lshr i64 %79, 32
  %84 = trunc i64 %83 to i32
  %85 = trunc i64 %79 to i32
  %86 = xor i32 %84, %71
  %87 = xor i32 %86, %67
  %88 = xor i32 %81, %75
  %89 = xor i32 %88, %69
  %90 = add i32 %67, -1640531527
  %91 = add i32 %69, -1150833019
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
  %186 = add i32 %170, -1640531527
  %187 = add i32 %171, -1150833019
  %188 = zext i32 %183 to i64
  %189 = mul i64 3528531795, %188
  %190 = zext i32 %185 to i64
  %191 = mul i64 3449720151, %190
  %192 = lshr i64 %189, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %189 to i32
  %195 = lshr i64 %191, 32
  %196 = trunc i64 %195 to i32
  %197 = trunc i64 %191 to i32
  %198 = xor i32 %196, %181
  %199 = xor i32 %198, %186
  %200 = xor i32 %193, %178
  %201 = xor i32 %200, %187
  %202 = add i32 %186, -1640531527
  %203 = add i32 %187, -1150833019
  %204 = zext i32 %199 to i64
  %205 = mul i64 3528531795, %204
  %206 = zext i32 %201 to i64
  %207 = mul i64 3449720151, %206
  %208 = lshr i64 %205, 32
  %209 = trunc i64 %208 to i32
  %210 = trunc i64 %205 to i32
  %211 = lshr i64 %207, 32
  %212 = trunc i64 %211 to i32
  %213 = trunc i64 %207 to i32
  %214 = xor i32 %212, %197
  %215 = xor i32 %214, %202
  %216 = xor i32 %209, %194
  %217 = xor i32 %216, %203
  %218 = add i32 %202, -1640531527
  %219 = add i32 %203, -1150833019
  %220 = zext i32 %215 to i64
  %221 = mul i64 3528531795, %220
  %222 = zext i32 %217 to i64
  %223 = mul i64 3449720151, %222
  %224 = lshr i64 %221, 32
  %225 = trunc i64 %224 to i32
  %226 = trunc i64 %221 to i32
  %227 = lshr i64 %223, 32
  %228 = trunc i64 %227 to i32
  %229 = trunc i64 %223 to i32
  %230 = xor i32 %228, %213
  %231 = xor i32 %230, %218
  %232 = xor i32 %225, %210
  %233 = xor i32 %232, %219
  %234 = uitofp i32 %231 to double
  %235 = fadd double %234, 5.000000e-01
  %236 = fmul double %235, 0x3DF0000000000000
  %237 = uitofp i32 %229 to double
  %238 = fadd double %237, 5.000000e-01
  %239 = fmul double %238, 0x3DF0000000000000
  %240 = bitcast double %236 to i64
  %241 = lshr i64 %240, 32
  %242 = add i64 %241, 614242
  %243 = lshr i64 %242, 20
  %244 = sub i64 %243, 1023
  %245 = and i64 %242, 1048575
  %246 = add i64 %245, 1072079006
  %247 = shl i64 %246, 32
  %248 = and i64 %240, 4294967295
  %249 = or i64 %247, %248
  %250 = bitcast i64 %249 to double
  %251 = fsub double %250, 1.000000e+00
  %252 = fmul double 5.000000e-01, %251
  %253 = fmul double %252, %251
  %254 = fadd double 2.000000e+00, %251
  %255 = fdiv double %251, %254
  %256 = fmul double %255, %255
  %257 = fmul double %256, %256
  %258 = fmul double %257, 0x3FC39A09D078C69F
  %259 = fadd double 0x3FCC71C51D8E78AF, %258
  %260 = fmul double %257, %259
  %261 = fadd double 0x3FD999999997FA04, %260
  %262 = fmul double %257, %261
  %263 = fmul double %257, 0x3FC2F112DF3E5244
  %264 = fadd double 0x3FC7466496CB03DE, %263
  %265 = fmul double %257, %264
  %266 = fadd double 0x3FD2492494229359, %265
  %267 = fmul double %257, %266
  %268 = fadd double 0x3FE5555555555593, %267
  %269 = fmul double %256, %268
  %270 = fadd double %269, %262
  %271 = sitofp i64 %244 to double
  %272 = fadd double %253, %270
  %273 = fmul double %255, %272
  %274 = fmul double %271, 0x3DEA39EF35793C76
  %275 = fadd double %273, %274
  %276 = fsub double %275, %253
  %277 = fadd double %276, %251
  %278 = fmul double %271, 0x3FE62E42FEE00000
  %279 = fadd double %277, %278
  %280 = fmul double -2.000000e+00, %279
  %281 = call double @llvm.sqrt.f64(double %280)
  %282 = fmul double 0x401921FB54442D18, %239
  %283 = fmul double %282, 0x3FE45F306DC9C883
  %284 = fadd double %283, 0x4338000000000000
  %285 = bitcast double %284 to i64
  %286 = fsub double %284, 0x4338000000000000
  %287 = fmul double %286, 0x3FF921FB54400000
  %288 = fsub double %282, %287
  %289 = fmul double %286, 0x3DD0B4611A626331
  %290 = fmul double %286, 0x3DD0B4611A600000
  %291 = fsub double %288, %290
  %292 = fmul double %286, 0x3BA3198A2E037073
  %293 = fsub double %288, %291
  %294 = fsub double %293, %290
  %295 = fsub double %292, %294
  %296 = fsub double %288, %289
  %297 = bitcast double %282 to i64
  %298 = lshr i64 %297, 52
  %299 = and i64 %298, 2047
  %300 = bitcast double %296 to i64
  %301 = lshr i64 %300, 52
  %302 = and i64 %301, 2047
  %303 = add i64 %302, 16
  %304 = icmp ult i64 %303, %299
  %305 = select i1 %304, double %291, double %288
  %306 = select i1 %304, double %295, double %289
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
  %355 = and i64 %285, 1
  %356 = and i64 %285, 2
  %357 = icmp eq i64 %355, 1
  %358 = icmp eq i64 %356, 2
  %359 = select i1 %358, double %353, double %332
  %360 = select i1 %358, double %352, double %354
  %361 = select i1 %357, double %360, double %359
  %362 = fmul double %281, %361
  %363 = fptrunc double %362 to float
  %364 = fmul float %363, %noise_scale15
  %365 = fadd float %65, %364
  %bits = bitcast float %365 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %50, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature38 = add i64 %lane, 1024
  %valid39 = icmp ult i64 %feature38, %n_features
  %366 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid39, label %slot.then40, label %slot.done41

slot.then40:                                      ; preds = %slot.done37
  %367 = load float, ptr %366, align 4
  %368 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %369 = fsub float %368, 4.000000e+00
  %370 = fmul float 2.000000e+00, %369
  %371 = fmul float 0x3F847AE140000000, %370
  %372 = fmul float 2.000000e+00, %367
  %373 = fmul float %371, %372
  %374 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature38
  %375 = load float, ptr addrspace(1) %374, align 4
  %376 = fsub float %367, %375
  %377 = fmul float 2.000000e+00, %376
  %378 = fmul float 5.000000e-01, %377
  %379 = fadd float %373, %378
  %380 = fmul float %379, %eta
  %381 = fsub float %367, %380
  %382 = mul i64 %row, %n_features
  %element42 = add i64 %382, %feature38
  %383 = trunc i64 %key0 to i32
  %384 = lshr i64 %key0, 32
  %385 = trunc i64 %384 to i32
  %386 = trunc i64 %element42 to i32
  %387 = trunc i64 %key1_step to i32
  %388 = lshr i64 %key1_step, 32
  %389 = trunc i64 %388 to i32
  %390 = lshr i64 %element42, 32
  %391 = trunc i64 %390 to i32
  %392 = zext i32 %386 to i64
  %393 = mul i64 3528531795, %392
  %394 = zext i32 %389 to i64
  %395 = mul i64 3449720151, %394
  %396 = lshr i64 %393, 32
  %397 = trunc i64 %396 to i32
  %398 = trunc i64 %393 to i32
  %399 = lshr i64 %395, 32
  %400 = trunc i64 %399 to i32
  %401 = trunc i64 %395 to i32
  %402 = xor i32 %400, %387
  %403 = xor i32 %402, %383
  %404 = xor i32 %397, %391
  %405 = xor i32 %404, %385
  %406 = add i32 %383, -1640531527
  %407 = add i32 %385, -1150833019
  %408 = zext i32 %403 to i64
  %409 = mul i64 3528531795, %408
  %410 = zext i32 %405 to i64
  %411 = mul i64 3449720151, %410
  %412 = lshr i64 %409, 32
  %413 = trunc i64 %412 to i32
  %414 = trunc i64 %409 to i32
  %415 = lshr i64 %411, 32
  %416 = trunc i64 %415 to i32
  %417 = trunc i64 %411 to i32
  %418 = xor i32 %416, %401
  %419 = xor i32 %418, %406
  %420 = xor i32 %413, %398
  %421 = xor i32 %420, %407
  %422 = add i32 %406, -1640531527
  %423 = add i32 %407, -1150833019
  %424 = zext i32 %419 to i64
  %425 = mul i64 3528531795, %424
  %426 = zext i32 %421 to i64
  %427 = mul i64 3449720151, %426
  %428 = lshr i64 %425, 32
  %429 = trunc i64 %428 to i32
  %430 = trunc i64 %425 to i32
  %431 = lshr i64 %427, 32
  %432 = trunc i64 %431 to i32
  %433 = trunc i64 %427 to i32
  %434 = xor i32 %432, %417
  %435 = xor i32 %434, %422
  %436 = xor i32 %429, %414
  %437 = xor i32 %436, %423
  %438 = add i32 %422, -1640531527
  %439 = add i32 %423, -1150833019
  %440 = zext i32 %435 to i64
  %441 = mul i64 3528531795, %440
  %442 = zext i32 %437 to i64
  %443 = mul i64 3449720151, %442
  %444 = lshr i64 %441, 32
  %445 = trunc i64 %444 to i32
  %446 = trunc i64 %441 to i32
  %447 = lshr i64 %443, 32
  %448 = trunc i64 %447 to i32
  %449 = trunc i64 %443 to i32
  %450 = xor i32 %448, %433
  %451 = xor i32 %450, %438
  %452 = xor i32 %445, %430
  %453 = xor i32 %452, %439
  %454 = add i32 %438, -1640531527
  %455 = add i32 %439, -1150833019
  %456 = zext i32 %451 to i64
  %457 = mul i64 3528531795, %456
  %458 = zext i32 %453 to i64
  %459 = mul i64 3449720151, %458
  %460 = lshr i64 %457, 32
  %461 = trunc i64 %460 to i32
  %462 = trunc i64 %457 to i32
  %463 = lshr i64 %459, 32
  %464 = trunc i64 %463 to i32
  %465 = trunc i64 %459 to i32
  %466 = xor i32 %464, %449
  %467 = xor i32 %466, %454
  %468 = xor i32 %461, %446
  %469 = xor i32 %468, %455
  %470 = add i32 %454, -1640531527
  %471 = add i32 %455, -1150833019
  %472 = zext i32 %467 to i64
  %473 = mul i64 3528531795, %472
  %474 = zext i32 %469 to i64
  %475 = mul i64 3449720151, %474
  %476 = lshr i64 %473, 32
  %477 = trunc i64 %476 to i32
  %478 = trunc i64 %473 to i32
  %479 = lshr i64 %475, 32
  %480 = trunc i64 %479 to i32
  %481 = trunc i64 %475 to i32
  %482 = xor i32 %480, %465
  %483 = xor i32 %482, %470
  %484 = xor i32 %477, %462
  %485 = xor i32 %484, %471
  %486 = add i32 %470, -1640531527
  %487 = add i32 %471, -1150833019
  %488 = zext i32 %483 to i64
  %489 = mul i64 3528531795, %488
  %490 = zext i32 %485 to i64
  %491 = mul i64 3449720151, %490
  %492 = lshr i64 %489, 32
  %493 = trunc i64 %492 to i32
  %494 = trunc i64 %489 to i32
  %495 = lshr i64 %491, 32
  %496 = trunc i64 %495 to i32
  %497 = trunc i64 %491 to i32
  %498 = xor i32 %496, %481
  %499 = xor i32 %498, %486
  %500 = xor i32 %493, %478
  %501 = xor i32 %500, %487
  %502 = add i32 %486, -1640531527
  %503 = add i32 %487, -1150833019
  %504 = zext i32 %499 to i64
  %505 = mul i64 3528531795, %504
  %506 = zext i32 %501 to i64
  %507 = mul i64 3449720151, %506
  %508 = lshr i64 %505, 32
  %509 = trunc i64 %508 to i32
  %510 = trunc i64 %505 to i32
  %511 = lshr i64 %507, 32
  %512 = trunc i64 %511 to i32
  %513 = trunc i64 %507 to i32
  %514 = xor i32 %512, %497
  %515 = xor i32 %514, %502
  %516 = xor i32 %509, %494
  %517 = xor i32 %516, %503
  %518 = add i32 %502, -1640531527
  %519 = add i32 %503, -1150833019
  %520 = zext i32 %515 to i64
  %521 = mul i64 3528531795, %520
  %522 = zext i32 %517 to i64
  %523 = mul i64 3449720151, %522
  %524 = lshr i64 %521, 32
  %525 = trunc i64 %524 to i32
  %526 = trunc i64 %521 to i32
  %527 = lshr i64 %523, 32
  %528 = trunc i64 %527 to i32
  %529 = trunc i64 %523 to i32
  %530 = xor i32 %528, %513
  %531 = xor i32 %530, %518
  %532 = xor i32 %525, %510
  %533 = xor i32 %532, %519
  %534 = add i32 %518, -1640531527
  %535 = add i32 %519, -1150833019
  %536 = zext i32 %531 to i64
  %537 = mul i64 3528531795, %536
  %538 = zext i32 %533 to i64
  %539 = mul i64 3449720151, %538
  %540 = lshr i64 %537, 32
  %541 = trunc i64 %540 to i32
  %542 = trunc i64 %537 to i32
  %543 = lshr i64 %539, 32
  %544 = trunc i64 %543 to i32
  %545 = trunc i64 %539 to i32
  %546 = xor i32 %544, %529
  %547 = xor i32 %546, %534
  %548 = xor i32 %541, %526
  %549 = xor i32 %548, %535
  %550 = uitofp i32 %547 to double
  %551 = fadd double %550, 5.000000e-01
  %552 = fmul double %551, 0x3DF0000000000000
  %553 = uitofp i32 %545 to double
  %554 = fadd double %553, 5.000000e-01
  %555 = fmul double %554, 0x3DF0000000000000
  %556 = bitcast double %552 to i64
  %557 = lshr i64 %556, 32
  %558 = add i64 %557, 614242
  %559 = lshr i64 %558, 20
  %560 = sub i64 %559, 1023
  %561 = and i64 %558, 1048575
  %562 = add i64 %561, 1072079006
  %563 = shl i64 %562, 32
  %564 = and i64 %556, 4294967295
  %565 = or i64 %563, %564
  %566 = bitcast i64 %565 to double
  %567 = fsub double %566, 1.000000e+00
  %568 = fmul double 5.000000e-01, %567
  %569 = fmul double %568, %567
  %570 = fadd double 2.000000e+00, %567
  %571 = fdiv double %567, %570
  %572 = fmul double %571, %571
  %573 = fmul double %572, %572
  %574 = fmul double %573, 0x3FC39A09D078C69F
  %575 = fadd double 0x3FCC71C51D8E78AF, %574
  %576 = fmul double %573, %575
  %577 = fadd double 0x3FD999999997FA04, %576
  %578 = fmul double %573, %577
  %579 = fmul double %573, 0x3FC2F112DF3E5244
  %580 = fadd double 0x3FC7466496CB03DE, %579
  %581 = fmul double %573, %580
  %582 = fadd double 0x3FD2492494229359, %581
  %583 = fmul double %573, %582
  %584 = fadd double 0x3FE5555555555593, %583
  %585 = fmul double %572, %584
  %586 = fadd double %585, %578
  %587 = sitofp i64 %560 to double
  %588 = fadd double %569, %586
  %589 = fmul double %571, %588
  %590 = fmul double %587, 0x3DEA39EF35793C76
  %591 = fadd double %589, %590
  %592 = fsub double %591, %569
  %593 = fadd double %592, %567
  %594 = fmul double %587, 0x3FE62E42FEE00000
  %595 = fadd double %593, %594
  %596 = fmul double -2.000000e+00, %595
  %597 = call double @llvm.sqrt.f64(double %596)
  %598 = fmul double 0x401921FB54442D18, %555
  %599 = fmul double %598, 0x3FE45F306DC9C883
  %600 = fadd double %599, 0x4338000000000000
  %601 = bitcast double %600 to i64
  %602 = fsub double %600, 0x4338000000000000
  %603 = fmul double %602, 0x3FF921FB54400000
  %604 = fsub double %598, %603
  %605 = fmul double %602, 0x3DD0B4611A626331
  %606 = fmul double %602, 0x3DD0B4611A600000
  %607 = fsub double %604, %606
  %608 = fmul double %602, 0x3BA3198A2E037073
  %609 = fsub double %604, %607
  %610 = fsub double %609, %606
  %611 = fsub double %608, %610
  %612 = fsub double %604, %605
  %613 = bitcast double %598 to i64
  %614 = lshr i64 %613, 52
  %615 = and i64 %614, 2047
  %616 = bitcast double %612 to i64
  %617 = lshr i64 %616, 52
  %618 = and i64 %617, 2047
  %619 = add i64 %618, 16
  %620 = icmp ult i64 %619, %615
  %621 = select i1 %620, double %607, double %604
  %622 = select i1 %620, double %611, double %605
  %623 = fsub double %621, %622
  %624 = fsub double %621, %623
  %625 = fsub double %624, %622
  %626 = fmul double %623, %623
  %627 = fmul double %626, %626
  %628 = fmul double %626, 0x3EFA01A019CB1590
  %629 = fadd double 0xBF56C16C16C15177, %628
  %630 = fmul double %626, %629
  %631 = fadd double 0x3FA555555555554C, %630
  %632 = fmul double %626, %631
  %633 = fmul double %626, 0xBDA8FAE9BE8838D4
  %634 = fadd double 0x3E21EE9EBDB4B1C4, %633
  %635 = fmul double %626, %634
  %636 = fadd double 0xBE927E4F809C52AD, %635
  %637 = fmul double %627, %627
  %638 = fmul double %637, %636
  %639 = fadd double %632, %638
  %640 = fmul double 5.000000e-01, %626
  %641 = fsub double 1.000000e+00, %640
  %642 = fsub double 1.000000e+00, %641
  %643 = fsub double %642, %640
  %644 = fmul double %626, %639
  %645 = fmul double %623, %625
  %646 = fsub double %644, %645
  %647 = fadd double %643, %646
  %648 = fadd double %641, %647
  %649 = fmul double %623, %623
  %650 = fmul double %649, %649
  %651 = fmul double %649, 0x3EC71DE357B1FE7D
  %652 = fadd double 0xBF2A01A019C161D5, %651
  %653 = fmul double %649, %652
  %654 = fadd double 0x3F8111111110F8A6, %653
  %655 = fmul double %649, 0x3DE5D93A5ACFD57C
  %656 = fadd double 0xBE5AE5E68A2B9CEB, %655
  %657 = fmul double %649, %650
  %658 = fmul double %657, %656
  %659 = fadd double %654, %658
  %660 = fmul double %649, %623
  %661 = fmul double 5.000000e-01, %625
  %662 = fmul double %660, %659
  %663 = fsub double %661, %662
  %664 = fmul double %649, %663
  %665 = fsub double %664, %625
  %666 = fmul double %660, 0xBFC5555555555549
  %667 = fsub double %665, %666
  %668 = fsub double %623, %667
  %669 = fneg double %648
  %670 = fneg double %668
  %671 = and i64 %601, 1
  %672 = and i64 %601, 2
  %673 = icmp eq i64 %671, 1
  %674 = icmp eq i64 %672, 2
  %675 = select i1 %674, double %669, double %648
  %676 = select i1 %674, double %668, double %670
  %677 = select i1 %673, double %676, double %675
  %678 = fmul double %597, %677
  %679 = fptrunc double %678 to float
  %680 = fmul float %679, %noise_scale15
  %681 = fadd float %381, %680
  %bits43 = bitcast float %681 to i32
  %magnitude44 = and i32 %bits43, 2147483647
  %is_nan45 = icmp ugt i32 %magnitude44, 2139095040
  %canonical46 = select i1 %is_nan45, i32 2143289344, i32 %bits43
  store i32 %canonical46, ptr %366, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %slot.done37
  %feature47 = add i64 %lane, 2048
  %valid48 = icmp ult i64 %feature47, %n_features
  %682 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid48, label %slot.then49, label %slot.done50

slot.then49:                                      ; preds = %slot.done41
  %683 = load float, ptr %682, align 4
  %684 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %685 = fsub float %684, 4.000000e+00
  %686 = fmul float 2.000000e+00, %685
  %687 = fmul float 0x3F847AE140000000, %686
  %688 = fmul float 2.000000e+00, %683
  %689 = fmul float %687, %688
  %690 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature47
  %691 = load float, ptr addrspace(1) %690, align 4
  %692 = fsub float %683, %691
  %693 = fmul float 2.000000e+00, %692
  %694 = fmul float 5.000000e-01, %693
  %695 = fadd float %689, %694
  %696 = fmul float %695, %eta
  %697 = fsub float %683, %696
  %698 = mul i64 %row, %n_features
  %element51 = add i64 %698, %feature47
  %699 = trunc i64 %key0 to i32
  %700 = lshr i64 %key0, 32
  %701 = trunc i64 %700 to i32
  %702 = trunc i64 %element51 to i32
  %703 = trunc i64 %key1_step to i32
  %704 = lshr i64 %key1_step, 32
  %705 = trunc i64 %704 to i32
  %706 = lshr i64 %element51, 32
  %707 = trunc i64 %706 to i32
  %708 = zext i32 %702 to i64
  %709 = mul i64 3528531795, %708
  %710 = zext i32 %705 to i64
  %711 = mul i64 3449720151, %710
  %712 = lshr i64 %709, 32
  %713 = trunc i64 %712 to i32
  %714 = trunc i64 %709 to i32
  %715 = lshr i64 %711, 32
  %716 = trunc i64 %715 to i32
  %717 = trunc i64 %711 to i32
  %718 = xor i32 %716, %703
  %719 = xor i32 %718, %699
  %720 = xor i32 %713, %707
  %721 = xor i32 %720, %701
  %722 = add i32 %699, -1640531527
  %723 = add i32 %701, -1150833019
  %724 = zext i32 %719 to i64
  %725 = mul i64 3528531795, %724
  %726 = zext i32 %721 to i64
  %727 = mul i64 3449720151, %726
  %728 = lshr i64 %725, 32
  %729 = trunc i64 %728 to i32
  %730 = trunc i64 %725 to i32
  %731 = lshr i64 %727, 32
  %732 = trunc i64 %731 to i32
  %733 = trunc i64 %727 to i32
  %734 = xor i32 %732, %717
  %735 = xor i32 %734, %722
  %736 = xor i32 %729, %714
  %737 = xor i32 %736, %723
  %738 = add i32 %722, -1640531527
  %739 = add i32 %723, -1150833019
  %740 = zext i32 %735 to i64
  %741 = mul i64 3528531795, %740
  %742 = zext i32 %737 to i64
  %743 = mul i64 3449720151, %742
  %744 = lshr i64 %741, 32
  %745 = trunc i64 %744 to i32
  %746 = trunc i64 %741 to i32
  %747 = lshr i64 %743, 32
  %748 = trunc i64 %747 to i32
  %749 = trunc i64 %743 to i32
  %750 = xor i32 %748, %733
  %751 = xor i32 %750, %738
  %752 = xor i32 %745, %730
  %753 = xor i32 %752, %739
  %754 = add i32 %738, -1640531527
  %755 = add i32 %739, -1150833019
  %756 = zext i32 %751 to i64
  %757 = mul i64 3528531795, %756
  %758 = zext i32 %753 to i64
  %759 = mul i64 3449720151, %758
  %760 = lshr i64 %757, 32
  %761 = trunc i64 %760 to i32
  %762 = trunc i64 %757 to i32
  %763 = lshr i64 %759, 32
  %764 = trunc i64 %763 to i32
  %765 = trunc i64 %759 to i32
  %766 = xor i32 %764, %749
  %767 = xor i32 %766, %754
  %768 = xor i32 %761, %746
  %769 = xor i32 %768, %755
  %770 = add i32 %754, -1640531527
  %771 = add i32 %755, -1150833019
  %772 = zext i32 %767 to i64
  %773 = mul i64 3528531795, %772
  %774 = zext i32 %769 to i64
  %775 = mul i64 3449720151, %774
  %776 = lshr i64 %773, 32
  %777 = trunc i64 %776 to i32
  %778 = trunc i64 %773 to i32
  %779 = lshr i64 %775, 32
  %780 = trunc i64 %779 to i32
  %781 = trunc i64 %775 to i32
  %782 = xor i32 %780, %765
  %783 = xor i32 %782, %770
  %784 = xor i32 %777, %762
  %785 = xor i32 %784, %771
  %786 = add i32 %770, -1640531527
  %787 = add i32 %771, -1150833019
  %788 = zext i32 %783 to i64
  %789 = mul i64 3528531795, %788
  %790 = zext i32 %785 to i64
  %791 = mul i64 3449720151, %790
  %792 = lshr i64 %789, 32
  %793 = trunc i64 %792 to i32
  %794 = trunc i64 %789 to i32
  %795 = lshr i64 %791, 32
  %796 = trunc i64 %795 to i32
  %797 = trunc i64 %791 to i32
  %798 = xor i32 %796, %781
  %799 = xor i32 %798, %786
  %800 = xor i32 %793, %778
  %801 = xor i32 %800, %787
  %802 = add i32 %786, -1640531527
  %803 = add i32 %787, -1150833019
  %804 = zext i32 %799 to i64
  %805 = mul i64 3528531795, %804
  %806 = zext i32 %801 to i64
  %807 = mul i64 3449720151, %806
  %808 = lshr i64 %805, 32
  %809 = trunc i64 %808 to i32
  %810 = trunc i64 %805 to i32
  %811 = lshr i64 %807, 32
  %812 = trunc i64 %811 to i32
  %813 = trunc i64 %807 to i32
  %814 = xor i32 %812, %797
  %815 = xor i32 %814, %802
  %816 = xor i32 %809, %794
  %817 = xor i32 %816, %803
  %818 = add i32 %802, -1640531527
  %819 = add i32 %803, -1150833019
  %820 = zext i32 %815 to i64
  %821 = mul i64 3528531795, %820
  %822 = zext i32 %817 to i64
  %823 = mul i64 3449720151, %822
  %824 = lshr i64 %821, 32
  %825 = trunc i64 %824 to i32
  %826 = trunc i64 %821 to i32
  %827 = lshr i64 %823, 32
  %828 = trunc i64 %827 to i32
  %829 = trunc i64 %823 to i32
  %830 = xor i32 %828, %813
  %831 = xor i32 %830, %818
  %832 = xor i32 %825, %810
  %833 = xor i32 %832, %819
  %834 = add i32 %818, -1640531527
  %835 = add i32 %819, -1150833019
  %836 = zext i32 %831 to i64
  %837 = mul i64 3528531795, %836
  %838 = zext i32 %833 to i64
  %839 = mul i64 3449720151, %838
  %840 = lshr i64 %837, 32
  %841 = trunc i64 %840 to i32
  %842 = trunc i64 %837 to i32
  %843 = lshr i64 %839, 32
  %844 = trunc i64 %843 to i32
  %845 = trunc i64 %839 to i32
  %846 = xor i32 %844, %829
  %847 = xor i32 %846, %834
  %848 = xor i32 %841, %826
  %849 = xor i32 %848, %835
  %850 = add i32 %834, -1640531527
  %851 = add i32 %835, -1150833019
  %852 = zext i32 %847 to i64
  %853 = mul i64 3528531795, %852
  %854 = zext i32 %849 to i64
  %855 = mul i64 3449720151, %854
  %856 = lshr i64 %853, 32
  %857 = trunc i64 %856 to i32
  %858 = trunc i64 %853 to i32
  %859 = lshr i64 %855, 32
  %860 = trunc i64 %859 to i32
  %861 = trunc i64 %855 to i32
  %862 = xor i32 %860, %845
  %863 = xor i32 %862, %850
  %864 = xor i32 %857, %842
  %865 = xor i32 %864, %851
  %866 = uitofp i32 %863 to double
  %867 = fadd double %866, 5.000000e-01
  %868 = fmul double %867, 0x3DF0000000000000
  %869 = uitofp i32 %861 to double
  %870 = fadd double %869, 5.000000e-01
  %871 = fmul double %870, 0x3DF0000000000000
  %872 = bitcast double %868 to i64
  %873 = lshr i64 %872, 32
  %874 = add i64 %873, 614242
  %875 = lshr i64 %874, 20
  %876 = sub i64 %875, 1023
  %877 = and i64 %874, 1048575
  %878 = add i64 %877, 1072079006
  %879 = shl i64 %878, 32
  %880 = and i64 %872, 4294967295
  %881 = or i64 %879, %880
  %882 = bitcast i64 %881 to double
  %883 = fsub double %882, 1.000000e+00
  %884 = fmul double 5.000000e-01, %883
  %885 = fmul double %884, %883
  %886 = fadd double 2.000000e+00, %883
  %887 = fdiv double %883, %886
  %888 = fmul double %887, %887
  %889 = fmul double %888, %888
  %890 = fmul double %889, 0x3FC39A09D078C69F
  %891 = fadd double 0x3FCC71C51D8E78AF, %890
  %892 = fmul double %889, %891
  %893 = fadd double 0x3FD999999997FA04, %892
  %894 = fmul double %889, %893
  %895 = fmul double %889, 0x3FC2F112DF3E5244
  %896 = fadd double 0x3FC7466496CB03DE, %895
  %897 = fmul double %889, %896
  %898 = fadd double 0x3FD2492494229359, %897
  %899 = fmul double %889, %898
  %900 = fadd double 0x3FE5555555555593, %899
  %901 = fmul double %888, %900
  %902 = fadd double %901, %894
  %903 = sitofp i64 %876 to double
  %904 = fadd double %885, %902
  %905 = fmul double %887, %904
  %906 = fmul double %903, 0x3DEA39EF35793C76
  %907 = fadd double %905, %906
  %908 = fsub double %907, %885
  %909 = fadd double %908, %883
  %910 = fmul double %903, 0x3FE62E42FEE00000
  %911 = fadd double %909, %910
  %912 = fmul double -2.000000e+00, %911
  %913 = call double @llvm.sqrt.f64(double %912)
  %914 = fmul double 0x401921FB54442D18, %871
  %915 = fmul double %914, 0x3FE45F306DC9C883
  %916 = fadd double %915, 0x4338000000000000
  %917 = bitcast double %916 to i64
  %918 = fsub double %916, 0x4338000000000000
  %919 = fmul double %918, 0x3FF921FB54400000
  %920 = fsub double %914, %919
  %921 = fmul double %918, 0x3DD0B4611A626331
  %922 = fmul double %918, 0x3DD0B4611A600000
  %923 = fsub double %920, %922
  %924 = fmul double %918, 0x3BA3198A2E037073
  %925 = fsub double %920, %923
  %926 = fsub double %925, %922
  %927 = fsub double %924, %926
  %928 = fsub double %920, %921
  %929 = bitcast double %914 to i64
  %930 = lshr i64 %929, 52
  %931 = and i64 %930, 2047
  %932 = bitcast double %928 to i64
  %933 = lshr i64 %932, 52
  %934 = and i64 %933, 2047
  %935 = add i64 %934, 16
  %936 = icmp ult i64 %935, %931
  %937 = select i1 %936, double %923, double %920
  %938 = select i1 %936, double %927, double %921
  %939 = fsub double %937, %938
  %940 = fsub double %937, %939
  %941 = fsub double %940, %938
  %942 = fmul double %939, %939
  %943 = fmul double %942, %942
  %944 = fmul double %942, 0x3EFA01A019CB1590
  %945 = fadd double 0xBF56C16C16C15177, %944
  %946 = fmul double %942, %945
  %947 = fadd double 0x3FA555555555554C, %946
  %948 = fmul double %942, %947
  %949 = fmul double %942, 0xBDA8FAE9BE8838D4
  %950 = fadd double 0x3E21EE9EBDB4B1C4, %949
  %951 = fmul double %942, %950
  %952 = fadd double 0xBE927E4F809C52AD, %951
  %953 = fmul double %943, %943
  %954 = fmul double %953, %952
  %955 = fadd double %948, %954
  %956 = fmul double 5.000000e-01, %942
  %957 = fsub double 1.000000e+00, %956
  %958 = fsub double 1.000000e+00, %957
  %959 = fsub double %958, %956
  %960 = fmul double %942, %955
  %961 = fmul double %939, %941
  %962 = fsub double %960, %961
  %963 = fadd double %959, %962
  %964 = fadd double %957, %963
  %965 = fmul double %939, %939
  %966 = fmul double %965, %965
  %967 = fmul double %965, 0x3EC71DE357B1FE7D
  %968 = fadd double 0xBF2A01A019C161D5, %967
  %969 = fmul double %965, %968
  %970 = fadd double 0x3F8111111110F8A6, %969
  %971 = fmul double %965, 0x3DE5D93A5ACFD57C
  %972 = fadd double 0xBE5AE5E68A2B9CEB, %971
  %973 = fmul double %965, %966
  %974 = fmul double %973, %972
  %975 = fadd double %970, %974
  %976 = fmul double %965, %939
  %977 = fmul double 5.000000e-01, %941
  %978 = fmul double %976, %975
  %979 = fsub double %977, %978
  %980 = fmul double %965, %979
  %981 = fsub double %980, %941
  %982 = fmul double %976, 0xBFC5555555555549
  %983 = fsub double %981, %982
  %984 = fsub double %939, %983
  %985 = fneg double %964
  %986 = fneg double %984
  %987 = and i64 %917, 1
  %988 = and i64 %917, 2
  %989 = icmp eq i64 %987, 1
  %990 = icmp eq i64 %988, 2
  %991 = select i1 %990, double %985, double %964
  %992 = select i1 %990, double %984, double %986
  %993 = select i1 %989, double %992, double %991
  %994 = fmul double %913, %993
  %995 = fptrunc double %994 to float
  %996 = fmul float %995, %noise_scale15
  %997 = fadd float %697, %996
  %bits52 = bitcast float %997 to i32
  %magnitude53 = and i32 %bits52, 2147483647
  %is_nan54 = icmp ugt i32 %magnitude53, 2139095040
  %canonical55 = select i1 %is_nan54, i32 2143289344, i32 %bits52
  store i32 %canonical55, ptr %682, align 4
  br label %slot.done50

slot.done50:                                      ; preds = %slot.then49, %slot.done41
  %feature56 = add i64 %lane, 3072
  %valid57 = icmp ult i64 %feature56, %n_features
  %998 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done50
  %999 = load float, ptr %998, align 4
  %1000 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1001 = fsub float %1000, 4.000000e+00
  %1002 = fmul float 2.000000e+00, %1001
  %1003 = fmul float 0x3F847AE140000000, %1002
  %1004 = fmul float 2.000000e+00, %999
  %1005 = fmul float %1003, %1004
  %1006 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature56
  %1007 = load float, ptr addrspace(1) %1006, align 4
  %1008 = fsub float %999, %1007
  %1009 = fmul float 2.000000e+00, %1008
  %1010 = fmul float 5.000000e-01, %1009
  %1011 = fadd float %1005, %1010
  %1012 = fmul float %1011, %eta
  %1013 = fsub float %999, %1012
  %1014 = mul i64 %row, %n_features
  %element60 = add i64 %1014, %feature56
  %1015 = trunc i64 %key0 to i32
  %1016 = lshr i64 %key0, 32
  %1017 = trunc i64 %1016 to i32
  %1018 = trunc i64 %element60 to i32
  %1019 = trunc i64 %key1_step to i32
  %1020 = lshr i64 %key1_step, 32
  %1021 = trunc i64 %1020 to i32
  %1022 = lshr i64 %element60, 32
  %1023 = trunc i64 %1022 to i32
  %1024 = zext i32 %1018 to i64
  %1025 = mul i64 3528531795, %1024
  %1026 = zext i32 %1021 to i64
  %1027 = mul i64 3449720151, %1026
  %1028 = lshr i64 %1025, 32
  %1029 = trunc i64 %1028 to i32
  %1030 = trunc i64 %1025 to i32
  %1031 = lshr i64 %1027, 32
  %1032 = trunc i64 %1031 to i32
  %1033 = trunc i64 %1027 to i32
  %1034 = xor i32 %1032, %1019
  %1035 = xor i32 %1034, %1015
  %1036 = xor i32 %1029, %1023
  %1037 = xor i32 %1036, %1017
  %1038 = add i32 %1015, -1640531527
  %1039 = add i32 %1017, -1150833019
  %1040 = zext i32 %1035 to i64
  %1041 = mul i64 3528531795, %1040
  %1042 = zext i32 %1037 to i64
  %1043 = mul i64 3449720151, %1042
  %1044 = lshr i64 %1041, 32
  %1045 = trunc i64 %1044 to i32
  %1046 = trunc i64 %1041 to i32
  %1047 = lshr i64 %1043, 32
  %1048 = trunc i64 %1047 to i32
  %1049 = trunc i64 %1043 to i32
  %1050 = xor i32 %1048, %1033
  %1051 = xor i32 %1050, %1038
  %1052 = xor i32 %1045, %1030
  %1053 = xor i32 %1052, %1039
  %1054 = add i32 %1038, -1640531527
  %1055 = add i32 %1039, -1150833019
  %1056 = zext i32 %1051 to i64
  %1057 = mul i64 3528531795, %1056
  %1058 = zext i32 %1053 to i64
  %1059 = mul i64 3449720151, %1058
  %1060 = lshr i64 %1057, 32
  %1061 = trunc i64 %1060 to i32
  %1062 = trunc i64 %1057 to i32
  %1063 = lshr i64 %1059, 32
  %1064 = trunc i64 %1063 to i32
  %1065 = trunc i64 %1059 to i32
  %1066 = xor i32 %1064, %1049
  %1067 = xor i32 %1066, %1054
  %1068 = xor i32 %1061, %1046
  %1069 = xor i32 %1068, %1055
  %1070 = add i32 %1054, -1640531527
  %1071 = add i32 %1055, -1150833019
  %1072 = zext i32 %1067 to i64
  %1073 = mul i64 3528531795, %1072
  %1074 = zext i32 %1069 to i64
  %1075 = mul i64 3449720151, %1074
  %1076 = lshr i64 %1073, 32
  %1077 = trunc i64 %1076 to i32
  %1078 = trunc i64 %1073 to i32
  %1079 = lshr i64 %1075, 32
  %1080 = trunc i64 %1079 to i32
  %1081 = trunc i64 %1075 to i32
  %1082 = xor i32 %1080, %1065
  %1083 = xor i32 %1082, %1070
  %1084 = xor i32 %1077, %1062
  %1085 = xor i32 %1084, %1071
  %1086 = add i32 %1070, -1640531527
  %1087 = add i32 %1071, -1150833019
  %1088 = zext i32 %1083 to i64
  %1089 = mul i64 3528531795, %1088
  %1090 = zext i32 %1085 to i64
  %1091 = mul i64 3449720151, %1090
  %1092 = lshr i64 %1089, 32
  %1093 = trunc i64 %1092 to i32
  %1094 = trunc i64 %1089 to i32
  %1095 = lshr i64 %1091, 32
  %1096 = trunc i64 %1095 to i32
  %1097 = trunc i64 %1091 to i32
  %1098 = xor i32 %1096, %1081
  %1099 = xor i32 %1098, %1086
  %1100 = xor i32 %1093, %1078
  %1101 = xor i32 %1100, %1087
  %1102 = add i32 %1086, -1640531527
  %1103 = add i32 %1087, -1150833019
  %1104 = zext i32 %1099 to i64
  %1105 = mul i64 3528531795, %1104
  %1106 = zext i32 %1101 to i64
  %1107 = mul i64 3449720151, %1106
  %1108 = lshr i64 %1105, 32
  %1109 = trunc i64 %1108 to i32
  %1110 = trunc i64 %1105 to i32
  %1111 = lshr i64 %1107, 32
  %1112 = trunc i64 %1111 to i32
  %1113 = trunc i64 %1107 to i32
  %1114 = xor i32 %1112, %1097
  %1115 = xor i32 %1114, %1102
  %1116 = xor i32 %1109, %1094
  %1117 = xor i32 %1116, %1103
  %1118 = add i32 %1102, -1640531527
  %1119 = add i32 %1103, -1150833019
  %1120 = zext i32 %1115 to i64
  %1121 = mul i64 3528531795, %1120
  %1122 = zext i32 %1117 to i64
  %1123 = mul i64 3449720151, %1122
  %1124 = lshr i64 %1121, 32
  %1125 = trunc i64 %1124 to i32
  %1126 = trunc i64 %1121 to i32
  %1127 = lshr i64 %1123, 32
  %1128 = trunc i64 %1127 to i32
  %1129 = trunc i64 %1123 to i32
  %1130 = xor i32 %1128, %1113
  %1131 = xor i32 %1130, %1118
  %1132 = xor i32 %1125, %1110
  %1133 = xor i32 %1132, %1119
  %1134 = add i32 %1118, -1640531527
  %1135 = add i32 %1119, -1150833019
  %1136 = zext i32 %1131 to i64
  %1137 = mul i64 3528531795, %1136
  %1138 = zext i32 %1133 to i64
  %1139 = mul i64 3449720151, %1138
  %1140 = lshr i64 %1137, 32
  %1141 = trunc i64 %1140 to i32
  %1142 = trunc i64 %1137 to i32
  %1143 = lshr i64 %1139, 32
  %1144 = trunc i64 %1143 to i32
  %1145 = trunc i64 %1139 to i32
  %1146 = xor i32 %1144, %1129
  %1147 = xor i32 %1146, %1134
  %1148 = xor i32 %1141, %1126
  %1149 = xor i32 %1148, %1135
  %1150 = add i32 %1134, -1640531527
  %1151 = add i32 %1135, -1150833019
  %1152 = zext i32 %1147 to i64
  %1153 = mul i64 3528531795, %1152
  %1154 = zext i32 %1149 to i64
  %1155 = mul i64 3449720151, %1154
  %1156 = lshr i64 %1153, 32
  %1157 = trunc i64 %1156 to i32
  %1158 = trunc i64 %1153 to i32
  %1159 = lshr i64 %1155, 32
  %1160 = trunc i64 %1159 to i32
  %1161 = trunc i64 %1155 to i32
  %1162 = xor i32 %1160, %1145
  %1163 = xor i32 %1162, %1150
  %1164 = xor i32 %1157, %1142
  %1165 = xor i32 %1164, %1151
  %1166 = add i32 %1150, -1640531527
  %1167 = add i32 %1151, -1150833019
  %1168 = zext i32 %1163 to i64
  %1169 = mul i64 3528531795, %1168
  %1170 = zext i32 %1165 to i64
  %1171 = mul i64 3449720151, %1170
  %1172 = lshr i64 %1169, 32
  %1173 = trunc i64 %1172 to i32
  %1174 = trunc i64 %1169 to i32
  %1175 = lshr i64 %1171, 32
  %1176 = trunc i64 %1175 to i32
  %1177 = trunc i64 %1171 to i32
  %1178 = xor i32 %1176, %1161
  %1179 = xor i32 %1178, %1166
  %1180 = xor i32 %1173, %1158
  %1181 = xor i32 %1180, %1167
  %1182 = uitofp i32 %1179 to double
  %1183 = fadd double %1182, 5.000000e-01
  %1184 = fmul double %1183, 0x3DF0000000000000
  %1185 = uitofp i32 %1177 to double
  %1186 = fadd double %1185, 5.000000e-01
  %1187 = fmul double %1186, 0x3DF0000000000000
  %1188 = bitcast double %1184 to i64
  %1189 = lshr i64 %1188, 32
  %1190 = add i64 %1189, 614242
  %1191 = lshr i64 %1190, 20
  %1192 = sub i64 %1191, 1023
  %1193 = and i64 %1190, 1048575
  %1194 = add i64 %1193, 1072079006
  %1195 = shl i64 %1194, 32
  %1196 = and i64 %1188, 4294967295
  %1197 = or i64 %1195, %1196
  %1198 = bitcast i64 %1197 to double
  %1199 = fsub double %1198, 1.000000e+00
  %1200 = fmul double 5.000000e-01, %1199
  %1201 = fmul double %1200, %1199
  %1202 = fadd double 2.000000e+00, %1199
  %1203 = fdiv double %1199, %1202
  %1204 = fmul double %1203, %1203
  %1205 = fmul double %1204, %1204
  %1206 = fmul double %1205, 0x3FC39A09D078C69F
  %1207 = fadd double 0x3FCC71C51D8E78AF, %1206
  %1208 = fmul double %1205, %1207
  %1209 = fadd double 0x3FD999999997FA04, %1208
  %1210 = fmul double %1205, %1209
  %1211 = fmul double %1205, 0x3FC2F112DF3E5244
  %1212 = fadd double 0x3FC7466496CB03DE, %1211
  %1213 = fmul double %1205, %1212
  %1214 = fadd double 0x3FD2492494229359, %1213
  %1215 = fmul double %1205, %1214
  %1216 = fadd double 0x3FE5555555555593, %1215
  %1217 = fmul double %1204, %1216
  %1218 = fadd double %1217, %1210
  %1219 = sitofp i64 %1192 to double
  %1220 = fadd double %1201, %1218
  %1221 = fmul double %1203, %1220
  %1222 = fmul double %1219, 0x3DEA39EF35793C76
  %1223 = fadd double %1221, %1222
  %1224 = fsub double %1223, %1201
  %1225 = fadd double %1224, %1199
  %1226 = fmul double %1219, 0x3FE62E42FEE00000
  %1227 = fadd double %1225, %1226
  %1228 = fmul double -2.000000e+00, %1227
  %1229 = call double @llvm.sqrt.f64(double %1228)
  %1230 = fmul double 0x401921FB54442D18, %1187
  %1231 = fmul double %1230, 0x3FE45F306DC9C883
  %1232 = fadd double %1231, 0x4338000000000000
  %1233 = bitcast double %1232 to i64
  %1234 = fsub double %1232, 0x4338000000000000
  %1235 = fmul double %1234, 0x3FF921FB54400000
  %1236 = fsub double %1230, %1235
  %1237 = fmul double %1234, 0x3DD0B4611A626331
  %1238 = fmul double %1234, 0x3DD0B4611A600000
  %1239 = fsub double %1236, %1238
  %1240 = fmul double %1234, 0x3BA3198A2E037073
  %1241 = fsub double %1236, %1239
  %1242 = fsub double %1241, %1238
  %1243 = fsub double %1240, %1242
  %1244 = fsub double %1236, %1237
  %1245 = bitcast double %1230 to i64
  %1246 = lshr i64 %1245, 52
  %1247 = and i64 %1246, 2047
  %1248 = bitcast double %1244 to i64
  %1249 = lshr i64 %1248, 52
  %1250 = and i64 %1249, 2047
  %1251 = add i64 %1250, 16
  %1252 = icmp ult i64 %1251, %1247
  %1253 = select i1 %1252, double %1239, double %1236
  %1254 = select i1 %1252, double %1243, double %1237
  %1255 = fsub double %1253, %1254
  %1256 = fsub double %1253, %1255
  %1257 = fsub double %1256, %1254
  %1258 = fmul double %1255, %1255
  %1259 = fmul double %1258, %1258
  %1260 = fmul double %1258, 0x3EFA01A019CB1590
  %1261 = fadd double 0xBF56C16C16C15177, %1260
  %1262 = fmul double %1258, %1261
  %1263 = fadd double 0x3FA555555555554C, %1262
  %1264 = fmul double %1258, %1263
  %1265 = fmul double %1258, 0xBDA8FAE9BE8838D4
  %1266 = fadd double 0x3E21EE9EBDB4B1C4, %1265
  %1267 = fmul double %1258, %1266
  %1268 = fadd double 0xBE927E4F809C52AD, %1267
  %1269 = fmul double %1259, %1259
  %1270 = fmul double %1269, %1268
  %1271 = fadd double %1264, %1270
  %1272 = fmul double 5.000000e-01, %1258
  %1273 = fsub double 1.000000e+00, %1272
  %1274 = fsub double 1.000000e+00, %1273
  %1275 = fsub double %1274, %1272
  %1276 = fmul double %1258, %1271
  %1277 = fmul double %1255, %1257
  %1278 = fsub double %1276, %1277
  %1279 = fadd double %1275, %1278
  %1280 = fadd double %1273, %1279
  %1281 = fmul double %1255, %1255
  %1282 = fmul double %1281, %1281
  %1283 = fmul double %1281, 0x3EC71DE357B1FE7D
  %1284 = fadd double 0xBF2A01A019C161D5, %1283
  %1285 = fmul double %1281, %1284
  %1286 = fadd double 0x3F8111111110F8A6, %1285
  %1287 = fmul double %1281, 0x3DE5D93A5ACFD57C
  %1288 = fadd double 0xBE5AE5E68A2B9CEB, %1287
  %1289 = fmul double %1281, %1282
  %1290 = fmul double %1289, %1288
  %1291 = fadd double %1286, %1290
  %1292 = fmul double %1281, %1255
  %1293 = fmul double 5.000000e-01, %1257
  %1294 = fmul double %1292, %1291
  %1295 = fsub double %1293, %1294
  %1296 = fmul double %1281, %1295
  %1297 = fsub double %1296, %1257
  %1298 = fmul double %1292, 0xBFC5555555555549
  %1299 = fsub double %1297, %1298
  %1300 = fsub double %1255, %1299
  %1301 = fneg double %1280
  %1302 = fneg double %1300
  %1303 = and i64 %1233, 1
  %1304 = and i64 %1233, 2
  %1305 = icmp eq i64 %1303, 1
  %1306 = icmp eq i64 %1304, 2
  %1307 = select i1 %1306, double %1301, double %1280
  %1308 = select i1 %1306, double %1300, double %1302
  %1309 = select i1 %1305, double %1308, double %1307
  %1310 = fmul double %1229, %1309
  %1311 = fptrunc double %1310 to float
  %1312 = fmul float %1311, %noise_scale15
  %1313 = fadd float %1013, %1312
  %bits61 = bitcast float %1313 to i32
  %magnitude62 = and i32 %bits61, 2147483647
  %is_nan63 = icmp ugt i32 %magnitude62, 2139095040
  %canonical64 = select i1 %is_nan63, i32 2143289344, i32 %bits61
  store i32 %canonical64, ptr %998, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done50
  br label %noise.done

uniform_sinks.then67:                             ; preds = %quiet
  br label %uniform_sinks.done68

uniform_sinks.done68:                             ; preds = %uniform_sinks.then67, %quiet
  %feature69 = add i64 %lane, 0
  %valid70 = icmp ult i64 %feature69, %n_features
  %1314 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid70, label %slot.then71, label %slot.done72

slot.then71:                                      ; preds = %uniform_sinks.done68
  %1315 = load float, ptr %1314, align 4
  %1316 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1317 = fsub float %1316, 4.000000e+00
  %1318 = fmul float 2.000000e+00, %1317
  %1319 = fmul float 0x3F847AE140000000, %1318
  %1320 = fmul float 2.000000e+00, %1315
  %1321 = fmul float %1319, %1320
  %1322 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature69
  %1323 = load float, ptr addrspace(1) %1322, align 4
  %1324 = fsub float %1315, %1323
  %1325 = fmul float 2.000000e+00, %1324
  %1326 = fmul float 5.000000e-01, %1325
  %1327 = fadd float %1321, %1326
  %1328 = fmul float %1327, %eta
  %1329 = fsub float %1315, %1328
  %1330 = fmul float 0.000000e+00, %noise_scale15
  %1331 = fadd float %1329, %1330
  %bits73 = bitcast float %1329 to i32
  %magnitude74 = and i32 %bits73, 2147483647
  %is_nan75 = icmp ugt i32 %magnitude74, 2139095040
  %canonical76 = select i1 %is_nan75, i32 2143289344, i32 %bits73
  store i32 %canonical76, ptr %1314, align 4
  br label %slot.done72

slot.done72:                                      ; preds = %slot.then71, %uniform_sinks.done68
  %feature77 = add i64 %lane, 1024
  %valid78 = icmp ult i64 %feature77, %n_features
  %1332 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %slot.done72
  %1333 = load float, ptr %1332, align 4
  %1334 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1335 = fsub float %1334, 4.000000e+00
  %1336 = fmul float 2.000000e+00, %1335
  %1337 = fmul float 0x3F847AE140000000, %1336
  %1338 = fmul float 2.000000e+00, %1333
  %1339 = fmul float %1337, %1338
  %1340 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature77
  %1341 = load float, ptr addrspace(1) %1340, align 4
  %1342 = fsub float %1333, %1341
  %1343 = fmul float 2.000000e+00, %1342
  %1344 = fmul float 5.000000e-01, %1343
  %1345 = fadd float %1339, %1344
  %1346 = fmul float %1345, %eta
  %1347 = fsub float %1333, %1346
  %1348 = fmul float 0.000000e+00, %noise_scale15
  %1349 = fadd float %1347, %1348
  %bits81 = bitcast float %1347 to i32
  %magnitude82 = and i32 %bits81, 2147483647
  %is_nan83 = icmp ugt i32 %magnitude82, 2139095040
  %canonical84 = select i1 %is_nan83, i32 2143289344, i32 %bits81
  store i32 %canonical84, ptr %1332, align 4
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %slot.done72
  %feature85 = add i64 %lane, 2048
  %valid86 = icmp ult i64 %feature85, %n_features
  %1350 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid86, label %slot.then87, label %slot.done88

slot.then87:                                      ; preds = %slot.done80
  %1351 = load float, ptr %1350, align 4
  %1352 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1353 = fsub float %1352, 4.000000e+00
  %1354 = fmul float 2.000000e+00, %1353
  %1355 = fmul float 0x3F847AE140000000, %1354
  %1356 = fmul float 2.000000e+00, %1351
  %1357 = fmul float %1355, %1356
  %1358 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature85
  %1359 = load float, ptr addrspace(1) %1358, align 4
  %1360 = fsub float %1351, %1359
  %1361 = fmul float 2.000000e+00, %1360
  %1362 = fmul float 5.000000e-01, %1361
  %1363 = fadd float %1357, %1362
  %1364 = fmul float %1363, %eta
  %1365 = fsub float %1351, %1364
  %1366 = fmul float 0.000000e+00, %noise_scale15
  %1367 = fadd float %1365, %1366
  %bits89 = bitcast float %1365 to i32
  %magnitude90 = and i32 %bits89, 2147483647
  %is_nan91 = icmp ugt i32 %magnitude90, 2139095040
  %canonical92 = select i1 %is_nan91, i32 2143289344, i32 %bits89
  store i32 %canonical92, ptr %1350, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %slot.done80
  %feature93 = add i64 %lane, 3072
  %valid94 = icmp ult i64 %feature93, %n_features
  %1368 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid94, label %slot.then95, label %slot.done96

slot.then95:                                      ; preds = %slot.done88
  %1369 = load float, ptr %1368, align 4
  %1370 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1371 = fsub float %1370, 4.000000e+00
  %1372 = fmul float 2.000000e+00, %1371
  %1373 = fmul float 0x3F847AE140000000, %1372
  %1374 = fmul float 2.000000e+00, %1369
  %1375 = fmul float %1373, %1374
  %1376 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature93
  %1377 = load float, ptr addrspace(1) %1376, align 4
  %1378 = fsub float %1369, %1377
  %1379 = fmul float 2.000000e+00, %1378
  %1380 = fmul float 5.000000e-01, %1379
  %1381 = fadd float %1375, %1380
  %1382 = fmul float %1381, %eta
  %1383 = fsub float %1369, %1382
  %1384 = fmul float 0.000000e+00, %noise_scale15
  %1385 = fadd float %1383, %1384
  %bits97 = bitcast float %1383 to i32
  %magnitude98 = and i32 %bits97, 2147483647
  %is_nan99 = icmp ugt i32 %magnitude98, 2139095040
  %canonical100 = select i1 %is_nan99, i32 2143289344, i32 %bits97
  store i32 %canonical100, ptr %1368, align 4
  br label %slot.done96

slot.done96:                                      ; preds = %slot.then95, %slot.done88
  br label %noise.done

slot.then103:                                     ; preds = %step.exit
  %1386 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature101
  %1387 = load float, ptr %24, align 4
  store float %1387, ptr addrspace(1) %1386, align 4
  br label %slot.done104

slot.done104:                                     ; preds = %slot.then103, %step.exit
  %feature105 = add i64 %lane, 1024
  %valid106 = icmp ult i64 %feature105, %n_features
  %1388 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid106, label %slot.then107, label %slot.done108

slot.then107:                                     ; preds = %slot.done104
  %1389 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature105
  %1390 = load float, ptr %1388, align 4
  store float %1390, ptr addrspace(1) %1389, align 4
  br label %slot.done108

slot.done108:                                     ; preds = %slot.then107, %slot.done104
  %feature109 = add i64 %lane, 2048
  %valid110 = icmp ult i64 %feature109, %n_features
  %1391 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid110, label %slot.then111, label %slot.done112

slot.then111:                                     ; preds = %slot.done108
  %1392 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature109
  %1393 = load float, ptr %1391, align 4
  store float %1393, ptr addrspace(1) %1392, align 4
  br label %slot.done112

slot.done112:                                     ; preds = %slot.then111, %slot.done108
  %feature113 = add i64 %lane, 3072
  %valid114 = icmp ult i64 %feature113, %n_features
  %1394 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid114, label %slot.then115, label %slot.done116

slot.then115:                                     ; preds = %slot.done112
  %1395 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature113
  %1396 = load float, ptr %1394, align 4
  store float %1396, ptr addrspace(1) %1395, align 4
  br label %slot.done116

slot.done116:                                     ; preds = %slot.then115, %slot.done112
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_w8192(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature29 = alloca float, align 4
  %state_regs = alloca [8 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 8192
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

row.done:                                         ; preds = %slot.done232, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %9 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %11 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %12 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %13 = load float, ptr addrspace(1) %12, align 4
  store float %13, ptr %11, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
  %valid10 = icmp ult i64 %feature9, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %15 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %16 = load float, ptr addrspace(1) %15, align 4
  store float %16, ptr %14, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  %feature13 = add i64 %lane, 4096
  %valid14 = icmp ult i64 %feature13, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %slot.done12
  %18 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature13
  %19 = load float, ptr addrspace(1) %18, align 4
  store float %19, ptr %17, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %slot.done12
  %feature17 = add i64 %lane, 5120
  %valid18 = icmp ult i64 %feature17, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature17
  %22 = load float, ptr addrspace(1) %21, align 4
  store float %22, ptr %20, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 6144
  %valid22 = icmp ult i64 %feature21, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature21
  %25 = load float, ptr addrspace(1) %24, align 4
  store float %25, ptr %23, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 7168
  %valid26 = icmp ult i64 %feature25, %n_features
  %26 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done24
  %27 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %28 = load float, ptr addrspace(1) %27, align 4
  store float %28, ptr %26, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done24
  store float %temperature, ptr %temperature29, align 4
  %anneal30 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done28
  %step = phi i64 [ 0, %slot.done28 ], [ %77, %noise.done ]
  %29 = icmp ult i64 %step, %steps
  br i1 %29, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %30 = load float, ptr %temperature29, align 4
  %31 = fmul float %two_eta, %30
  %32 = fcmp olt float 0.000000e+00, %31
  %33 = call float @llvm.sqrt.f32(float %31)
  %34 = select i1 %32, float %33, float 0.000000e+00
  %noise_scale31 = select i1 %anneal30, float %34, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %35 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

step.exit:                                        ; preds = %step.header
  %feature201 = add i64 %lane, 0
  %valid202 = icmp ult i64 %feature201, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid202, label %slot.then203, label %slot.done204

slot.then34:                                      ; preds = %step.body
  %37 = load float, ptr %35, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature32
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %step.body
  %feature36 = add i64 %lane, 1024
  %valid37 = icmp ult i64 %feature36, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done35
  %41 = load float, ptr %40, align 4
  %42 = fmul float %41, %41
  %43 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature36
  store float %42, ptr addrspace(3) %43, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done35
  %feature40 = add i64 %lane, 2048
  %valid41 = icmp ult i64 %feature40, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %slot.done39
  %45 = load float, ptr %44, align 4
  %46 = fmul float %45, %45
  %47 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature40
  store float %46, ptr addrspace(3) %47, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %slot.done39
  %feature44 = add i64 %lane, 3072
  %valid45 = icmp ult i64 %feature44, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done43
  %49 = load float, ptr %48, align 4
  %50 = fmul float %49, %49
  %51 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature44
  store float %50, ptr addrspace(3) %51, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done43
  %feature48 = add i64 %lane, 4096
  %valid49 = icmp ult i64 %feature48, %n_features
  %52 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done47
  %53 = load float, ptr %52, align 4
  %54 = fmul float %53, %53
  %55 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature48
  store float %54, ptr addrspace(3) %55, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done47
  %feature52 = add i64 %lane, 5120
  %valid53 = icmp ult i64 %feature52, %n_features
  %56 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done51
  %57 = load float, ptr %56, align 4
  %58 = fmul float %57, %57
  %59 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature52
  store float %58, ptr addrspace(3) %59, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done51
  %feature56 = add i64 %lane, 6144
  %valid57 = icmp ult i64 %feature56, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done55
  %61 = load float, ptr %60, align 4
  %62 = fmul float %61, %61
  %63 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature56
  store float %62, ptr addrspace(3) %63, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done55
  %feature60 = add i64 %lane, 7168
  %valid61 = icmp ult i64 %feature60, %n_features
  %64 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done59
  %65 = load float, ptr %64, align 4
  %66 = fmul float %65, %65
  %67 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature60
  store float %66, ptr addrspace(3) %67, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done63
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %73, %fold_sums.body ]
  %68 = icmp ult i64 %fold_sums, %n_features
  br i1 %68, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold_sums
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = load float, ptr %fold_value, align 4
  %72 = fadd float %70, %71
  store float %72, ptr %fold_value, align 4
  %73 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %74 = load float, ptr %fold_value, align 4
  store float %74, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %75 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature133 = add i64 %lane, 0
  %valid134 = icmp ult i64 %feature133, %n_features
  %76 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then135, label %uniform_sinks.done136

noise.done:                                       ; preds = %slot.done196, %slot.done127
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %77 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %78 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %uniform_sinks.done
  %79 = load float, ptr %78, align 4
  %80 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %81 = fsub float %80, 4.000000e+00
  %82 = fmul float 2.000000e+00, %81
  %83 = fmul float 0x3F847AE140000000, %82
  %84 = fmul float 2.000000e+00, %79
  %85 = fmul float %83, %84
  %86 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = fsub float %79, %87
  %89 = fmul float 2.000000e+00, %88
  %90 = fmul float 5.000000e-01, %89
  %91 = fadd float %85, %90
  %92 = fmul float %91, %eta
  %93 = fsub float %79, %92
  %94 = mul i64 %row, %n_features
  %element = add i64 %94, %feature66
  %95 = trunc i64 %key0 to i32
  %96 = lshr i64 %key0, 32
  %97 = trunc i64 %96 to i32
  %98 = trunc i64 %element to i32
  %99 = trunc i64 %key1_step to i32
  %100 = lshr i64 %key1_step, 32
  %101 = trunc i64 %100 to i32
  %102 = lshr i64 %element, 32
  %103 = trunc i64 %102 to i32
  %104 = zext i32 %98 to i64
  %105 = mul i64 3528531795, %104
  %106 = zext i32 %101 to i64
  %107 = mul i64 3449720151, %106
  %108 = lshr i64 %105, 32
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %105 to i32
  %111 = lshr i64 %107, 32
  %112 = trunc i64 %111 to i32
  %113 = trunc i64 %107 to i32
  %114 = xor i32 %112, %99
  %115 = xor i32 %114, %95
  %116 = xor i32 %109, %103
  %117 = xor i32 %116, %97
  %118 = add i32 %95, -1640531527
  %119 = add i32 %97, -1150833019
  %120 = zext i32 %115 to i64
  %121 = mul i64 3528531795, %120
  %122 = zext i32 %117 to i64
  %123 = mul i64 3449720151, %122
  %124 = lshr i64 %121, 32
  %125 = trunc i64 %124 to i32
  %126 = trunc i64 %121 to i32
  %127 = lshr i64 %123, 32
  %128 = trunc i64 %127 to i32
  %129 = trunc i64 %123 to i32
  %130 = xor i32 %128, %113
  %131 = xor i32 %130, %118
  %132 = xor i32 %125, %110
  %133 = xor i32 %132, %119
  %134 = add i32 %118, -1640531527
  %135 = add i32 %119, -1150833019
  %136 = zext i32 %131 to i64
  %137 = mul i64 3528531795, %136
  %138 = zext i32 %133 to i64
  %139 = mul i64 3449720151, %138
  %140 = lshr i64 %137, 32
  %141 = trunc i64 %140 to i32
  %142 = trunc i64 %137 to i32
  %143 = lshr i64 %139, 32
  %144 = trunc i64 %143 to i32
  %145 = trunc i64 %139 to i32
  %146 = xor i32 %144, %129
  %147 = xor i32 %146, %134
  %148 = xor i32 %141, %126
  %149 = xor i32 %148, %135
  %150 = add i32 %134, -1640531527
  %151 = add i32 %135, -1150833019
  %152 = zext i32 %147 to i64
  %153 = mul i64 3528531795, %152
  %154 = zext i32 %149 to i64
  %155 = mul i64 3449720151, %154
  %156 = lshr i64 %153, 32
  %157 = trunc i64 %156 to i32
  %158 = trunc i64 %153 to i32
  %159 = lshr i64 %155, 32
  %160 = trunc i64 %159 to i32
  %161 = trunc i64 %155 to i32
  %162 = xor i32 %160, %145
  %163 = xor i32 %162, %150
  %164 = xor i32 %157, %142
  %165 = xor i32 %164, %151
  %166 = add i32 %150, -1640531527
  %167 = add i32 %151, -1150833019
  %168 = zext i32 %163 to i64
  %169 = mul i64 3528531795, %168
  %170 = zext i32 %165 to i64
  %171 = mul i64 3449720151, %170
  %172 = lshr i64 %169, 32
  %173 = trunc i64 %172 to i32
  %174 = trunc i64 %169 to i32
  %175 = lshr i64 %171, 32
  %176 = trunc i64 %175 to i32
  %177 = trunc i64 %171 to i32
  %178 = xor i32 %176, %161
  %179 = xor i32 %178, %166
  %180 = xor i32 %173, %158
  %181 = xor i32 %180, %167
  %182 = add i32 %166, -1640531527
  %183 = add i32 %167, -1150833019
  %184 = zext i32 %179 to i64
  %185 = mul i64 3528531795, %184
  %186 = zext i32 %181 to i64
  %187 = mul i64 3449720151, %186
  %188 = lshr i64 %185, 32
  %189 = trunc i64 %188 to i32
  %190 = trunc i64 %185 to i32
  %191 = lshr i64 %187, 32
  %192 = trunc i64 %191 to i32
  %193 = trunc i64 %187 to i32
  %194 = xor i32 %192, %177
  %195 = xor i32 %194, %182
  %196 = xor i32 %189, %174
  %197 = xor i32 %196, %183
  %198 = add i32 %182, -1640531527
  %199 = add i32 %183, -1150833019
  %200 = zext i32 %195 to i64
  %201 = mul i64 3528531795, %200
  %202 = zext i32 %197 to i64
  %203 = mul i64 3449720151, %202
  %204 = lshr i64 %201, 32
  %205 = trunc i64 %204 to i32
  %206 = trunc i64 %201 to i32
  %207 = lshr i64 %203, 32
  %208 = trunc i64 %207 to i32
  %209 = trunc i64 %203 to i32
  %210 = xor i32 %208, %193
  %211 = xor i32 %210, %198
  %212 = xor i32 %205, %190
  %213 = xor i32 %212, %199
  %214 = add i32 %198, -1640531527
  %215 = add i32 %199, -1150833019
  %216 = zext i32 %211 to i64
  %217 = mul i64 3528531795, %216
  %218 = zext i32 %213 to i64
  %219 = mul i64 3449720151, %218
  %220 = lshr i64 %217, 32
  %221 = trunc i64 %220 to i32
  %222 = trunc i64 %217 to i32
  %223 = lshr i64 %219, 32
  %224 = trunc i64 %223 to i32
  %225 = trunc i64 %219 to i32
  %226 = xor i32 %224, %209
  %227 = xor i32 %226, %214
  %228 = xor i32 %221, %206
  %229 = xor i32 %228, %215
  %230 = add i32 %214, -1640531527
  %231 = add i32 %215, -1150833019
  %232 = zext i32 %227 to i64
  %233 = mul i64 3528531795, %232
  %234 = zext i32 %229 to i64
  %235 = mul i64 3449720151, %234
  %236 = lshr i64 %233, 32
  %237 = trunc i64 %236 to i32
  %238 = trunc i64 %233 to i32
  %239 = lshr i64 %235, 32
  %240 = trunc i64 %239 to i32
  %241 = trunc i64 %235 to i32
  %242 = xor i32 %240, %225
  %243 = xor i32 %242, %230
  %244 = xor i32 %237, %222
  %245 = xor i32 %244, %231
  %246 = add i32 %230, -1640531527
  %247 = add i32 %231, -1150833019
  %248 = zext i32 %243 to i64
  %249 = mul i64 3528531795, %248
  %250 = zext i32 %245 to i64
  %251 = mul i64 3449720151, %250
  %252 = lshr i64 %249, 32
  %253 = trunc i64 %252 to i32
  %254 = trunc i64 %249 to i32
  %255 = lshr i64 %251, 32
  %256 = trunc i64 %255 to i32
  %257 = trunc i64 %251 to i32
  %258 = xor i32 %256, %241
  %259 = xor i32 %258, %246
  %260 = xor i32 %253, %238
  %261 = xor i32 %260, %247
  %262 = uitofp i32 %259 to double
  %263 = fadd double %262, 5.000000e-01
  %264 = fmul double %263, 0x3DF0000000000000
  %265 = uitofp i32 %257 to double
  %266 = fadd double %265, 5.000000e-01
  %267 = fmul double %266, 0x3DF0000000000000
  %268 = bitcast double %264 to i64
  %269 = lshr i64 %268, 32
  %270 = add i64 %269, 614242
  %271 = lshr i64 %270, 20
  %272 = sub i64 %271, 1023
  %273 = and i64 %270, 1048575
  %274 = add i64 %273, 1072079006
  %275 = shl i64 %274, 32
  %276 = and i64 %268, 4294967295
  %277 = or i64 %275, %276
  %278 = bitcast i64 %277 to double
  %279 = fsub double %278, 1.000000e+00
  %280 = fmul double 5.000000e-01, %279
  %281 = fmul double %280, %279
  %282 = fadd double 2.000000e+00, %279
  %283 = fdiv double %279, %282
  %284 = fmul double %283, %283
  %285 = fmul double %284, %284
  %286 = fmul double %285, 0x3FC39A09D078C69F
  %287 = fadd double 0x3FCC71C51D8E78AF, %286
  %288 = fmul double %285, %287
  %289 = fadd double 0x3FD999999997FA04, %288
  %290 = fmul double %285, %289
  %291 = fmul double %285, 0x3FC2F112DF3E5244
  %292 = fadd double 0x3FC7466496CB03DE, %291
  %293 = fmul double %285, %292
  %294 = fadd double 0x3FD2492494229359, %293
  %295 = fmul double %285, %294
  %296 = fadd double 0x3FE5555555555593, %295
  %297 = fmul double %284, %296
  %298 = fadd double %297, %290
  %299 = sitofp i64 %272 to double
  %300 = fadd double %281, %298
  %301 = fmul double %283, %300
  %302 = fmul double %299, 0x3DEA39EF35793C76
  %303 = fadd double %301, %302
  %304 = fsub double %303, %281
  %305 = fadd double %304, %279
  %306 = fmul double %299, 0x3FE62E42FEE00000
  %307 = fadd double %305, %306
  %308 = fmul double -2.000000e+00, %307
  %309 = call double @llvm.sqrt.f64(double %308)
  %310 = fmul double 0x401921FB54442D18, %267
  %311 = fmul double %310, 0x3FE45F306DC9C883
  %312 = fadd double %311, 0x4338000000000000
  %313 = bitcast double %312 to i64
  %314 = fsub double %312, 0x4338000000000000
  %315 = fmul double %314, 0x3FF921FB54400000
  %316 = fsub double %310, %315
  %317 = fmul double %314, 0x3DD0B4611A626331
  %318 = fmul double %314, 0x3DD0B4611A600000
  %319 = fsub double %316, %318
  %320 = fmul double %314, 0x3BA3198A2E037073
  %321 = fsub double %316, %319
  %322 = fsub double %321, %318
  %323 = fsub double %320, %322
  %324 = fsub double %316, %317
  %325 = bitcast double %310 to i64
  %326 = lshr i64 %325, 52
  %327 = and i64 %326, 2047
  %328 = bitcast double %324 to i64
  %329 = lshr i64 %328, 52
  %330 = and i64 %329, 2047
  %331 = add i64 %330, 16
  %332 = icmp ult i64 %331, %327
  %333 = select i1 %332, double %319, double %316
  %334 = select i1 %332, double %323, double %317
  %335 = fsub double %333, %334
  %336 = fsub double %333, %335
  %337 = fsub double %336, %334
  %338 = fmul double %335, %335
  %339 = fmul double %338, %338
  %340 = fmul double %338, 0x3EFA01A019CB1590
  %341 = fadd double 0xBF56C16C16C15177, %340
  %342 = fmul double %338, %341
  %343 = fadd double 0x3FA555555555554C, %342
  %344 = fmul double %338, %343
  %345 = fmul double %338, 0xBDA8FAE9BE8838D4
  %346 = fadd double 0x3E21EE9EBDB4B1C4, %345
  %347 = fmul double %338, %346
  %348 = fadd double 0xBE927E4F809C52AD, %347
  %349 = fmul double %339, %339
  %350 = fmul double %349, %348
  %351 = fadd double %344, %350
  %352 = fmul double 5.000000e-01, %338
  %353 = fsub double 1.000000e+00, %352
  %354 = fsub double 1.000000e+00, %353
  %355 = fsub double %354, %352
  %356 = fmul double %338, %351
  %357 = fmul double %335, %337
  %358 = fsub double %356, %357
  %359 = fadd double %355, %358
  %360 = fadd double %353, %359
  %361 = fmul double %335, %335
  %362 = fmul double %361, %361
  %363 = fmul double %361, 0x3EC71DE357B1FE7D
  %364 = fadd double 0xBF2A01A019C161D5, %363
  %365 = fmul double %361, %364
  %366 = fadd double 0x3F8111111110F8A6, %365
  %367 = fmul double %361, 0x3DE5D93A5ACFD57C
  %368 = fadd double 0xBE5AE5E68A2B9CEB, %367
  %369 = fmul double %361, %362
  %370 = fmul double %369, %368
  %371 = fadd double %366, %370
  %372 = fmul double %361, %335
  %373 = fmul double 5.000000e-01, %337
  %374 = fmul double %372, %371
  %375 = fsub double %373, %374
  %376 = fmul double %361, %375
  %377 = fsub double %376, %337
  %378 = fmul double %372, 0xBFC5555555555549
  %379 = fsub double %377, %378
  %380 = fsub double %335, %379
  %381 = fneg double %360
  %382 = fneg double %380
  %383 = and i64 %313, 1
  %384 = and i64 %313, 2
  %385 = icmp eq i64 %383, 1
  %386 = icmp eq i64 %384, 2
  %387 = select i1 %386, double %381, double %360
  %388 = select i1 %386, double %380, double %382
  %389 = select i1 %385, double %388, double %387
  %390 = fmul double %309, %389
  %391 = fptrunc double %390 to float
  %392 = fmul float %391, %noise_scale31
  %393 = fadd float %93, %392
  %bits = bitcast float %393 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %78, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %uniform_sinks.done
  %feature70 = add i64 %lane, 1024
  %valid71 = icmp ult i64 %feature70, %n_features
  %394 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %slot.done69
  %395 = load float, ptr %394, align 4
  %396 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %397 = fsub float %396, 4.000000e+00
  %398 = fmul float 2.000000e+00, %397
  %399 = fmul float 0x3F847AE140000000, %398
  %400 = fmul float 2.000000e+00, %395
  %401 = fmul float %399, %400
  %402 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature70
  %403 = load float, ptr addrspace(1) %402, align 4
  %404 = fsub float %395, %403
  %405 = fmul float 2.000000e+00, %404
  %406 = fmul float 5.000000e-01, %405
  %407 = fadd float %401, %406
  %408 = fmul float %407, %eta
  %409 = fsub float %395, %408
  %410 = mul i64 %row, %n_features
  %element74 = add i64 %410, %feature70
  %411 = trunc i64 %key0 to i32
  %412 = lshr i64 %key0, 32
  %413 = trunc i64 %412 to i32
  %414 = trunc i64 %element74 to i32
  %415 = trunc i64 %key1_step to i32
  %416 = lshr i64 %key1_step, 32
  %417 = trunc i64 %416 to i32
  %418 = lshr i64 %element74, 32
  %419 = trunc i64 %418 to i32
  %420 = zext i32 %414 to i64
  %421 = mul i64 3528531795, %420
  %422 = zext i32 %417 to i64
  %423 = mul i64 3449720151, %422
  %424 = lshr i64 %421, 32
  %425 = trunc i64 %424 to i32
  %426 = trunc i64 %421 to i32
  %427 = lshr i64 %423, 32
  %428 = trunc i64 %427 to i32
  %429 = trunc i64 %423 to i32
  %430 = xor i32 %428, %415
  %431 = xor i32 %430, %411
  %432 = xor i32 %425, %419
  %433 = xor i32 %432, %413
  %434 = add i32 %411, -1640531527
  %435 = add i32 %413, -1150833019
  %436 = zext i32 %431 to i64
  %437 = mul i64 3528531795, %436
  %438 = zext i32 %433 to i64
  %439 = mul i64 3449720151, %438
  %440 = lshr i64 %437, 32
  %441 = trunc i64 %440 to i32
  %442 = trunc i64 %437 to i32
  %443 = lshr i64 %439, 32
  %444 = trunc i64 %443 to i32
  %445 = trunc i64 %439 to i32
  %446 = xor i32 %444, %429
  %447 = xor i32 %446, %434
  %448 = xor i32 %441, %426
  %449 = xor i32 %448, %435
  %450 = add i32 %434, -1640531527
  %451 = add i32 %435, -1150833019
  %452 = zext i32 %447 to i64
  %453 = mul i64 3528531795, %452
  %454 = zext i32 %449 to i64
  %455 = mul i64 3449720151, %454
  %456 = lshr i64 %453, 32
  %457 = trunc i64 %456 to i32
  %458 = trunc i64 %453 to i32
  %459 = lshr i64 %455, 32
  %460 = trunc i64 %459 to i32
  %461 = trunc i64 %455 to i32
  %462 = xor i32 %460, %445
  %463 = xor i32 %462, %450
  %464 = xor i32 %457, %442
  %465 = xor i32 %464, %451
  %466 = add i32 %450, -1640531527
  %467 = add i32 %451, -1150833019
  %468 = zext i32 %463 to i64
  %469 = mul i64 3528531795, %468
  %470 = zext i32 %465 to i64
  %471 = mul i64 3449720151, %470
  %472 = lshr i64 %469, 32
  %473 = trunc i64 %472 to i32
  %474 = trunc i64 %469 to i32
  %475 = lshr i64 %471, 32
  %476 = trunc i64 %475 to i32
  %477 = trunc i64 %471 to i32
  %478 = xor i32 %476, %461
  %479 = xor i32 %478, %466
  %480 = xor i32 %473, %458
  %481 = xor i32 %480, %467
  %482 = add i32 %466, -1640531527
  %483 = add i32 %467, -1150833019
  %484 = zext i32 %479 to i64
  %485 = mul i64 3528531795, %484
  %486 = zext i32 %481 to i64
  %487 = mul i64 3449720151, %486
  %488 = lshr i64 %485, 32
  %489 = trunc i64 %488 to i32
  %490 = trunc i64 %485 to i32
  %491 = lshr i64 %487, 32
  %492 = trunc i64 %491 to i32
  %493 = trunc i64 %487 to i32
  %494 = xor i32 %492, %477
  %495 = xor i32 %494, %482
  %496 = xor i32 %489, %474
  %497 = xor i32 %496, %483
  %498 = add i32 %482, -1640531527
  %499 = add i32 %483, -1150833019
  %500 = zext i32 %495 to i64
  %501 = mul i64 3528531795, %500
  %502 = zext i32 %497 to i64
  %503 = mul i64 3449720151, %502
  %504 = lshr i64 %501, 32
  %505 = trunc i64 %504 to i32
  %506 = trunc i64 %501 to i32
  %507 = lshr i64 %503, 32
  %508 = trunc i64 %507 to i32
  %509 = trunc i64 %503 to i32
  %510 = xor i32 %508, %493
  %511 = xor i32 %510, %498
  %512 = xor i32 %505, %490
  %513 = xor i32 %512, %499
  %514 = add i32 %498, -1640531527
  %515 = add i32 %499, -1150833019
  %516 = zext i32 %511 to i64
  %517 = mul i64 3528531795, %516
  %518 = zext i32 %513 to i64
  %519 = mul i64 3449720151, %518
  %520 = lshr i64 %517, 32
  %521 = trunc i64 %520 to i32
  %522 = trunc i64 %517 to i32
  %523 = lshr i64 %519, 32
  %524 = trunc i64 %523 to i32
  %525 = trunc i64 %519 to i32
  %526 = xor i32 %524, %509
  %527 = xor i32 %526, %514
  %528 = xor i32 %521, %506
  %529 = xor i32 %528, %515
  %530 = add i32 %514, -1640531527
  %531 = add i32 %515, -1150833019
  %532 = zext i32 %527 to i64
  %533 = mul i64 3528531795, %532
  %534 = zext i32 %529 to i64
  %535 = mul i64 3449720151, %534
  %536 = lshr i64 %533, 32
  %537 = trunc i64 %536 to i32
  %538 = trunc i64 %533 to i32
  %539 = lshr i64 %535, 32
  %540 = trunc i64 %539 to i32
  %541 = trunc i64 %535 to i32
  %542 = xor i32 %540, %525
  %543 = xor i32 %542, %530
  %544 = xor i32 %537, %522
  %545 = xor i32 %544, %531
  %546 = add i32 %530, -1640531527
  %547 = add i32 %531, -1150833019
  %548 = zext i32 %543 to i64
  %549 = mul i64 3528531795, %548
  %550 = zext i32 %545 to i64
  %551 = mul i64 3449720151, %550
  %552 = lshr i64 %549, 32
  %553 = trunc i64 %552 to i32
  %554 = trunc i64 %549 to i32
  %555 = lshr i64 %551, 32
  %556 = trunc i64 %555 to i32
  %557 = trunc i64 %551 to i32
  %558 = xor i32 %556, %541
  %559 = xor i32 %558, %546
  %560 = xor i32 %553, %538
  %561 = xor i32 %560, %547
  %562 = add i32 %546, -1640531527
  %563 = add i32 %547, -1150833019
  %564 = zext i32 %559 to i64
  %565 = mul i64 3528531795, %564
  %566 = zext i32 %561 to i64
  %567 = mul i64 3449720151, %566
  %568 = lshr i64 %565, 32
  %569 = trunc i64 %568 to i32
  %570 = trunc i64 %565 to i32
  %571 = lshr i64 %567, 32
  %572 = trunc i64 %571 to i32
  %573 = trunc i64 %567 to i32
  %574 = xor i32 %572, %557
  %575 = xor i32 %574, %562
  %576 = xor i32 %569, %554
  %577 = xor i32 %576, %563
  %578 = uitofp i32 %575 to double
  %579 = fadd double %578, 5.000000e-01
  %580 = fmul double %579, 0x3DF0000000000000
  %581 = uitofp i32 %573 to double
  %582 = fadd double %581, 5.000000e-01
  %583 = fmul double %582, 0x3DF0000000000000
  %584 = bitcast double %580 to i64
  %585 = lshr i64 %584, 32
  %586 = add i64 %585, 614242
  %587 = lshr i64 %586, 20
  %588 = sub i64 %587, 1023
  %589 = and i64 %586, 1048575
  %590 = add i64 %589, 1072079006
  %591 = shl i64 %590, 32
  %592 = and i64 %584, 4294967295
  %593 = or i64 %591, %592
  %594 = bitcast i64 %593 to double
  %595 = fsub double %594, 1.000000e+00
  %596 = fmul double 5.000000e-01, %595
  %597 = fmul double %596, %595
  %598 = fadd double 2.000000e+00, %595
  %599 = fdiv double %595, %598
  %600 = fmul double %599, %599
  %601 = fmul double %600, %600
  %602 = fmul double %601, 0x3FC39A09D078C69F
  %603 = fadd double 0x3FCC71C51D8E78AF, %602
  %604 = fmul double %601, %603
  %605 = fadd double 0x3FD999999997FA04, %604
  %606 = fmul double %601, %605
  %607 = fmul double %601, 0x3FC2F112DF3E5244
  %608 = fadd double 0x3FC7466496CB03DE, %607
  %609 = fmul double %601, %608
  %610 = fadd double 0x3FD2492494229359, %609
  %611 = fmul double %601, %610
  %612 = fadd double 0x3FE5555555555593, %611
  %613 = fmul double %600, %612
  %614 = fadd double %613, %606
  %615 = sitofp i64 %588 to double
  %616 = fadd double %597, %614
  %617 = fmul double %599, %616
  %618 = fmul double %615, 0x3DEA39EF35793C76
  %619 = fadd double %617, %618
  %620 = fsub double %619, %597
  %621 = fadd double %620, %595
  %622 = fmul double %615, 0x3FE62E42FEE00000
  %623 = fadd double %621, %622
  %624 = fmul double -2.000000e+00, %623
  %625 = call double @llvm.sqrt.f64(double %624)
  %626 = fmul double 0x401921FB54442D18, %583
  %627 = fmul double %626, 0x3FE45F306DC9C883
  %628 = fadd double %627, 0x4338000000000000
  %629 = bitcast double %628 to i64
  %630 = fsub double %628, 0x4338000000000000
  %631 = fmul double %630, 0x3FF921FB54400000
  %632 = fsub double %626, %631
  %633 = fmul double %630, 0x3DD0B4611A626331
  %634 = fmul double %630, 0x3DD0B4611A600000
  %635 = fsub double %632, %634
  %636 = fmul double %630, 0x3BA3198A2E037073
  %637 = fsub double %632, %635
  %638 = fsub double %637, %634
  %639 = fsub double %636, %638
  %640 = fsub double %632, %633
  %641 = bitcast double %626 to i64
  %642 = lshr i64 %641, 52
  %643 = and i64 %642, 2047
  %644 = bitcast double %640 to i64
  %645 = lshr i64 %644, 52
  %646 = and i64 %645, 2047
  %647 = add i64 %646, 16
  %648 = icmp ult i64 %647, %643
  %649 = select i1 %648, double %635, double %632
  %650 = select i1 %648, double %639, double %633
  %651 = fsub double %649, %650
  %652 = fsub double %649, %651
  %653 = fsub double %652, %650
  %654 = fmul double %651, %651
  %655 = fmul double %654, %654
  %656 = fmul double %654, 0x3EFA01A019CB1590
  %657 = fadd double 0xBF56C16C16C15177, %656
  %658 = fmul double %654, %657
  %659 = fadd double 0x3FA555555555554C, %658
  %660 = fmul double %654, %659
  %661 = fmul double %654, 0xBDA8FAE9BE8838D4
  %662 = fadd double 0x3E21EE9EBDB4B1C4, %661
  %663 = fmul double %654, %662
  %664 = fadd double 0xBE927E4F809C52AD, %663
  %665 = fmul double %655, %655
  %666 = fmul double %665, %664
  %667 = fadd double %660, %666
  %668 = fmul double 5.000000e-01, %654
  %669 = fsub double 1.000000e+00, %668
  %670 = fsub double 1.000000e+00, %669
  %671 = fsub double %670, %668
  %672 = fmul double %654, %667
  %673 = fmul double %651, %653
  %674 = fsub double %672, %673
  %675 = fadd double %671, %674
  %676 = fadd double %669, %675
  %677 = fmul double %651, %651
  %678 = fmul double %677, %677
  %679 = fmul double %677, 0x3EC71DE357B1FE7D
  %680 = fadd double 0xBF2A01A019C161D5, %679
  %681 = fmul double %677, %680
  %682 = fadd double 0x3F8111111110F8A6, %681
  %683 = fmul double %677, 0x3DE5D93A5ACFD57C
  %684 = fadd double 0xBE5AE5E68A2B9CEB, %683
  %685 = fmul double %677, %678
  %686 = fmul double %685, %684
  %687 = fadd double %682, %686
  %688 = fmul double %677, %651
  %689 = fmul double 5.000000e-01, %653
  %690 = fmul double %688, %687
  %691 = fsub double %689, %690
  %692 = fmul double %677, %691
  %693 = fsub double %692, %653
  %694 = fmul double %688, 0xBFC5555555555549
  %695 = fsub double %693, %694
  %696 = fsub double %651, %695
  %697 = fneg double %676
  %698 = fneg double %696
  %699 = and i64 %629, 1
  %700 = and i64 %629, 2
  %701 = icmp eq i64 %699, 1
  %702 = icmp eq i64 %700, 2
  %703 = select i1 %702, double %697, double %676
  %704 = select i1 %702, double %696, double %698
  %705 = select i1 %701, double %704, double %703
  %706 = fmul double %625, %705
  %707 = fptrunc double %706 to float
  %708 = fmul float %707, %noise_scale31
  %709 = fadd float %409, %708
  %bits75 = bitcast float %709 to i32
  %magnitude76 = and i32 %bits75, 2147483647
  %is_nan77 = icmp ugt i32 %magnitude76, 2139095040
  %canonical78 = select i1 %is_nan77, i32 2143289344, i32 %bits75
  store i32 %canonical78, ptr %394, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %slot.done69
  %feature79 = add i64 %lane, 2048
  %valid80 = icmp ult i64 %feature79, %n_features
  %710 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid80, label %slot.then81, label %slot.done82

slot.then81:                                      ; preds = %slot.done73
  %711 = load float, ptr %710, align 4
  %712 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %713 = fsub float %712, 4.000000e+00
  %714 = fmul float 2.000000e+00, %713
  %715 = fmul float 0x3F847AE140000000, %714
  %716 = fmul float 2.000000e+00, %711
  %717 = fmul float %715, %716
  %718 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature79
  %719 = load float, ptr addrspace(1) %718, align 4
  %720 = fsub float %711, %719
  %721 = fmul float 2.000000e+00, %720
  %722 = fmul float 5.000000e-01, %721
  %723 = fadd float %717, %722
  %724 = fmul float %723, %eta
  %725 = fsub float %711, %724
  %726 = mul i64 %row, %n_features
  %element83 = add i64 %726, %feature79
  %727 = trunc i64 %key0 to i32
  %728 = lshr i64 %key0, 32
  %729 = trunc i64 %728 to i32
  %730 = trunc i64 %element83 to i32
  %731 = trunc i64 %key1_step to i32
  %732 = lshr i64 %key1_step, 32
  %733 = trunc i64 %732 to i32
  %734 = lshr i64 %element83, 32
  %735 = trunc i64 %734 to i32
  %736 = zext i32 %730 to i64
  %737 = mul i64 3528531795, %736
  %738 = zext i32 %733 to i64
  %739 = mul i64 3449720151, %738
  %740 = lshr i64 %737, 32
  %741 = trunc i64 %740 to i32
  %742 = trunc i64 %737 to i32
  %743 = lshr i64 %739, 32
  %744 = trunc i64 %743 to i32
  %745 = trunc i64 %739 to i32
  %746 = xor i32 %744, %731
  %747 = xor i32 %746, %727
  %748 = xor i32 %741, %735
  %749 = xor i32 %748, %729
  %750 = add i32 %727, -1640531527
  %751 = add i32 %729, -1150833019
  %752 = zext i32 %747 to i64
  %753 = mul i64 3528531795, %752
  %754 = zext i32 %749 to i64
  %755 = mul i64 3449720151, %754
  %756 = lshr i64 %753, 32
  %757 = trunc i64 %756 to i32
  %758 = trunc i64 %753 to i32
  %759 = lshr i64 %755, 32
  %760 = trunc i64 %759 to i32
  %761 = trunc i64 %755 to i32
  %762 = xor i32 %760, %745
  %763 = xor i32 %762, %750
  %764 = xor i32 %757, %742
  %765 = xor i32 %764, %751
  %766 = add i32 %750, -1640531527
  %767 = add i32 %751, -1150833019
  %768 = zext i32 %763 to i64
  %769 = mul i64 3528531795, %768
  %770 = zext i32 %765 to i64
  %771 = mul i64 3449720151, %770
  %772 = lshr i64 %769, 32
  %773 = trunc i64 %772 to i32
  %774 = trunc i64 %769 to i32
  %775 = lshr i64 %771, 32
  %776 = trunc i64 %775 to i32
  %777 = trunc i64 %771 to i32
  %778 = xor i32 %776, %761
  %779 = xor i32 %778, %766
  %780 = xor i32 %773, %758
  %781 = xor i32 %780, %767
  %782 = add i32 %766, -1640531527
  %783 = add i32 %767, -1150833019
  %784 = zext i32 %779 to i64
  %785 = mul i64 3528531795, %784
  %786 = zext i32 %781 to i64
  %787 = mul i64 3449720151, %786
  %788 = lshr i64 %785, 32
  %789 = trunc i64 %788 to i32
  %790 = trunc i64 %785 to i32
  %791 = lshr i64 %787, 32
  %792 = trunc i64 %791 to i32
  %793 = trunc i64 %787 to i32
  %794 = xor i32 %792, %777
  %795 = xor i32 %794, %782
  %796 = xor i32 %789, %774
  %797 = xor i32 %796, %783
  %798 = add i32 %782, -1640531527
  %799 = add i32 %783, -1150833019
  %800 = zext i32 %795 to i64
  %801 = mul i64 3528531795, %800
  %802 = zext i32 %797 to i64
  %803 = mul i64 3449720151, %802
  %804 = lshr i64 %801, 32
  %805 = trunc i64 %804 to i32
  %806 = trunc i64 %801 to i32
  %807 = lshr i64 %803, 32
  %808 = trunc i64 %807 to i32
  %809 = trunc i64 %803 to i32
  %810 = xor i32 %808, %793
  %811 = xor i32 %810, %798
  %812 = xor i32 %805, %790
  %813 = xor i32 %812, %799
  %814 = add i32 %798, -1640531527
  %815 = add i32 %799, -1150833019
  %816 = zext i32 %811 to i64
  %817 = mul i64 3528531795, %816
  %818 = zext i32 %813 to i64
  %819 = mul i64 3449720151, %818
  %820 = lshr i64 %817, 32
  %821 = trunc i64 %820 to i32
  %822 = trunc i64 %817 to i32
  %823 = lshr i64 %819, 32
  %824 = trunc i64 %823 to i32
  %825 = trunc i64 %819 to i32
  %826 = xor i32 %824, %809
  %827 = xor i32 %826, %814
  %828 = xor i32 %821, %806
  %829 = xor i32 %828, %815
  %830 = add i32 %814, -1640531527
  %831 = add i32 %815, -1150833019
  %832 = zext i32 %827 to i64
  %833 = mul i64 3528531795, %832
  %834 = zext i32 %829 to i64
  %835 = mul i64 3449720151, %834
  %836 = lshr i64 %833, 32
  %837 = trunc i64 %836 to i32
  %838 = trunc i64 %833 to i32
  %839 = lshr i64 %835, 32
  %840 = trunc i64 %839 to i32
  %841 = trunc i64 %835 to i32
  %842 = xor i32 %840, %825
  %843 = xor i32 %842, %830
  %844 = xor i32 %837, %822
  %845 = xor i32 %844, %831
  %846 = add i32 %830, -1640531527
  %847 = add i32 %831, -1150833019
  %848 = zext i32 %843 to i64
  %849 = mul i64 3528531795, %848
  %850 = zext i32 %845 to i64
  %851 = mul i64 3449720151, %850
  %852 = lshr i64 %849, 32
  %853 = trunc i64 %852 to i32
  %854 = trunc i64 %849 to i32
  %855 = lshr i64 %851, 32
  %856 = trunc i64 %855 to i32
  %857 = trunc i64 %851 to i32
  %858 = xor i32 %856, %841
  %859 = xor i32 %858, %846
  %860 = xor i32 %853, %838
  %861 = xor i32 %860, %847
  %862 = add i32 %846, -1640531527
  %863 = add i32 %847, -1150833019
  %864 = zext i32 %859 to i64
  %865 = mul i64 3528531795, %864
  %866 = zext i32 %861 to i64
  %867 = mul i64 3449720151, %866
  %868 = lshr i64 %865, 32
  %869 = trunc i64 %868 to i32
  %870 = trunc i64 %865 to i32
  %871 = lshr i64 %867, 32
  %872 = trunc i64 %871 to i32
  %873 = trunc i64 %867 to i32
  %874 = xor i32 %872, %857
  %875 = xor i32 %874, %862
  %876 = xor i32 %869, %854
  %877 = xor i32 %876, %863
  %878 = add i32 %862, -1640531527
  %879 = add i32 %863, -1150833019
  %880 = zext i32 %875 to i64
  %881 = mul i64 3528531795, %880
  %882 = zext i32 %877 to i64
  %883 = mul i64 3449720151, %882
  %884 = lshr i64 %881, 32
  %885 = trunc i64 %884 to i32
  %886 = trunc i64 %881 to i32
  %887 = lshr i64 %883, 32
  %888 = trunc i64 %887 to i32
  %889 = trunc i64 %883 to i32
  %890 = xor i32 %888, %873
  %891 = xor i32 %890, %878
  %892 = xor i32 %885, %870
  %893 = xor i32 %892, %879
  %894 = uitofp i32 %891 to double
  %895 = fadd double %894, 5.000000e-01
  %896 = fmul double %895, 0x3DF0000000000000
  %897 = uitofp i32 %889 to double
  %898 = fadd double %897, 5.000000e-01
  %899 = fmul double %898, 0x3DF0000000000000
  %900 = bitcast double %896 to i64
  %901 = lshr i64 %900, 32
  %902 = add i64 %901, 614242
  %903 = lshr i64 %902, 20
  %904 = sub i64 %903, 1023
  %905 = and i64 %902, 1048575
  %906 = add i64 %905, 1072079006
  %907 = shl i64 %906, 32
  %908 = and i64 %900, 4294967295
  %909 = or i64 %907, %908
  %910 = bitcast i64 %909 to double
  %911 = fsub double %910, 1.000000e+00
  %912 = fmul double 5.000000e-01, %911
  %913 = fmul double %912, %911
  %914 = fadd double 2.000000e+00, %911
  %915 = fdiv double %911, %914
  %916 = fmul double %915, %915
  %917 = fmul double %916, %916
  %918 = fmul double %917, 0x3FC39A09D078C69F
  %919 = fadd double 0x3FCC71C51D8E78AF, %918
  %920 = fmul double %917, %919
  %921 = fadd double 0x3FD999999997FA04, %920
  %922 = fmul double %917, %921
  %923 = fmul double %917, 0x3FC2F112DF3E5244
  %924 = fadd double 0x3FC7466496CB03DE, %923
  %925 = fmul double %917, %924
  %926 = fadd double 0x3FD2492494229359, %925
  %927 = fmul double %917, %926
  %928 = fadd double 0x3FE5555555555593, %927
  %929 = fmul double %916, %928
  %930 = fadd double %929, %922
  %931 = sitofp i64 %904 to double
  %932 = fadd double %913, %930
  %933 = fmul double %915, %932
  %934 = fmul double %931, 0x3DEA39EF35793C76
  %935 = fadd double %933, %934
  %936 = fsub double %935, %913
  %937 = fadd double %936, %911
  %938 = fmul double %931, 0x3FE62E42FEE00000
  %939 = fadd double %937, %938
  %940 = fmul double -2.000000e+00, %939
  %941 = call double @llvm.sqrt.f64(double %940)
  %942 = fmul double 0x401921FB54442D18, %899
  %943 = fmul double %942, 0x3FE45F306DC9C883
  %944 = fadd double %943, 0x4338000000000000
  %945 = bitcast double %944 to i64
  %946 = fsub double %944, 0x4338000000000000
  %947 = fmul double %946, 0x3FF921FB54400000
  %948 = fsub double %942, %947
  %949 = fmul double %946, 0x3DD0B4611A626331
  %950 = fmul double %946, 0x3DD0B4611A600000
  %951 = fsub double %948, %950
  %952 = fmul double %946, 0x3BA3198A2E037073
  %953 = fsub double %948, %951
  %954 = fsub double %953, %950
  %955 = fsub double %952, %954
  %956 = fsub double %948, %949
  %957 = bitcast double %942 to i64
  %958 = lshr i64 %957, 52
  %959 = and i64 %958, 2047
  %960 = bitcast double %956 to i64
  %961 = lshr i64 %960, 52
  %962 = and i64 %961, 2047
  %963 = add i64 %962, 16
  %964 = icmp ult i64 %963, %959
  %965 = select i1 %964, double %951, double %948
  %966 = select i1 %964, double %955, double %949
  %967 = fsub double %965, %966
  %968 = fsub double %965, %967
  %969 = fsub double %968, %966
  %970 = fmul double %967, %967
  %971 = fmul double %970, %970
  %972 = fmul double %970, 0x3EFA01A019CB1590
  %973 = fadd double 0xBF56C16C16C15177, %972
  %974 = fmul double %970, %973
  %975 = fadd double 0x3FA555555555554C, %974
  %976 = fmul double %970, %975
  %977 = fmul double %970, 0xBDA8FAE9BE8838D4
  %978 = fadd double 0x3E21EE9EBDB4B1C4, %977
  %979 = fmul double %970, %978
  %980 = fadd double 0xBE927E4F809C52AD, %979
  %981 = fmul double %971, %971
  %982 = fmul double %981, %980
  %983 = fadd double %976, %982
  %984 = fmul double 5.000000e-01, %970
  %985 = fsub double 1.000000e+00, %984
  %986 = fsub double 1.000000e+00, %985
  %987 = fsub double %986, %984
  %988 = fmul double %970, %983
  %989 = fmul double %967, %969
  %990 = fsub double %988, %989
  %991 = fadd double %987, %990
  %992 = fadd double %985, %991
  %993 = fmul double %967, %967
  %994 = fmul double %993, %993
  %995 = fmul double %993, 0x3EC71DE357B1FE7D
  %996 = fadd double 0xBF2A01A019C161D5, %995
  %997 = fmul double %993, %996
  %998 = fadd double 0x3F8111111110F8A6, %997
  %999 = fmul double %993, 0x3DE5D93A5ACFD57C
  %1000 = fadd double 0xBE5AE5E68A2B9CEB, %999
  %1001 = fmul double %993, %994
  %1002 = fmul double %1001, %1000
  %1003 = fadd double %998, %1002
  %1004 = fmul double %993, %967
  %1005 = fmul double 5.000000e-01, %969
  %1006 = fmul double %1004, %1003
  %1007 = fsub double %1005, %1006
  %1008 = fmul double %993, %1007
  %1009 = fsub double %1008, %969
  %1010 = fmul double %1004, 0xBFC5555555555549
  %1011 = fsub double %1009, %1010
  %1012 = fsub double %967, %1011
  %1013 = fneg double %992
  %1014 = fneg double %1012
  %1015 = and i64 %945, 1
  %1016 = and i64 %945, 2
  %1017 = icmp eq i64 %1015, 1
  %1018 = icmp eq i64 %1016, 2
  %1019 = select i1 %1018, double %1013, double %992
  %1020 = select i1 %1018, double %1012, double %1014
  %1021 = select i1 %1017, double %1020, double %1019
  %1022 = fmul double %941, %1021
  %1023 = fptrunc double %1022 to float
  %1024 = fmul float %1023, %noise_scale31
  %1025 = fadd float %725, %1024
  %bits84 = bitcast float %1025 to i32
  %magnitude85 = and i32 %bits84, 2147483647
  %is_nan86 = icmp ugt i32 %magnitude85, 2139095040
  %canonical87 = select i1 %is_nan86, i32 2143289344, i32 %bits84
  store i32 %canonical87, ptr %710, align 4
  br label %slot.done82

slot.done82:                                      ; preds = %slot.then81, %slot.done73
  %feature88 = add i64 %lane, 3072
  %valid89 = icmp ult i64 %feature88, %n_features
  %1026 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid89, label %slot.then90, label %slot.done91

slot.then90:                                      ; preds = %slot.done82
  %1027 = load float, ptr %1026, align 4
  %1028 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1029 = fsub float %1028, 4.000000e+00
  %1030 = fmul float 2.000000e+00, %1029
  %1031 = fmul float 0x3F847AE140000000, %1030
  %1032 = fmul float 2.000000e+00, %1027
  %1033 = fmul float %1031, %1032
  %1034 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature88
  %1035 = load float, ptr addrspace(1) %1034, align 4
  %1036 = fsub float %1027, %1035
  %1037 = fmul float 2.000000e+00, %1036
  %1038 = fmul float 5.000000e-01, %1037
  %1039 = fadd float %1033, %1038
  %1040 = fmul float %1039, %eta
  %1041 = fsub float %1027, %1040
  %1042 = mul i64 %row, %n_features
  %element92 = add i64 %1042, %feature88
  %1043 = trunc i64 %key0 to i32
  %1044 = lshr i64 %key0, 32
  %1045 = trunc i64 %1044 to i32
  %1046 = trunc i64 %element92 to i32
  %1047 = trunc i64 %key1_step to i32
  %1048 = lshr i64 %key1_step, 32
  %1049 = trunc i64 %1048 to i32
  %1050 = lshr i64 %element92, 32
  %1051 = trunc i64 %1050 to i32
  %1052 = zext i32 %1046 to i64
  %1053 = mul i64 3528531795, %1052
  %1054 = zext i32 %1049 to i64
  %1055 = mul i64 3449720151, %1054
  %1056 = lshr i64 %1053, 32
  %1057 = trunc i64 %1056 to i32
  %1058 = trunc i64 %1053 to i32
  %1059 = lshr i64 %1055, 32
  %1060 = trunc i64 %1059 to i32
  %1061 = trunc i64 %1055 to i32
  %1062 = xor i32 %1060, %1047
  %1063 = xor i32 %1062, %1043
  %1064 = xor i32 %1057, %1051
  %1065 = xor i32 %1064, %1045
  %1066 = add i32 %1043, -1640531527
  %1067 = add i32 %1045, -1150833019
  %1068 = zext i32 %1063 to i64
  %1069 = mul i64 3528531795, %1068
  %1070 = zext i32 %1065 to i64
  %1071 = mul i64 3449720151, %1070
  %1072 = lshr i64 %1069, 32
  %1073 = trunc i64 %1072 to i32
  %1074 = trunc i64 %1069 to i32
  %1075 = lshr i64 %1071, 32
  %1076 = trunc i64 %1075 to i32
  %1077 = trunc i64 %1071 to i32
  %1078 = xor i32 %1076, %1061
  %1079 = xor i32 %1078, %1066
  %1080 = xor i32 %1073, %1058
  %1081 = xor i32 %1080, %1067
  %1082 = add i32 %1066, -1640531527
  %1083 = add i32 %1067, -1150833019
  %1084 = zext i32 %1079 to i64
  %1085 = mul i64 3528531795, %1084
  %1086 = zext i32 %1081 to i64
  %1087 = mul i64 3449720151, %1086
  %1088 = lshr i64 %1085, 32
  %1089 = trunc i64 %1088 to i32
  %1090 = trunc i64 %1085 to i32
  %1091 = lshr i64 %1087, 32
  %1092 = trunc i64 %1091 to i32
  %1093 = trunc i64 %1087 to i32
  %1094 = xor i32 %1092, %1077
  %1095 = xor i32 %1094, %1082
  %1096 = xor i32 %1089, %1074
  %1097 = xor i32 %1096, %1083
  %1098 = add i32 %1082, -1640531527
  %1099 = add i32 %1083, -1150833019
  %1100 = zext i32 %1095 to i64
  %1101 = mul i64 3528531795, %1100
  %1102 = zext i32 %1097 to i64
  %1103 = mul i64 3449720151, %1102
  %1104 = lshr i64 %1101, 32
  %1105 = trunc i64 %1104 to i32
  %1106 = trunc i64 %1101 to i32
  %1107 = lshr i64 %1103, 32
  %1108 = trunc i64 %1107 to i32
  %1109 = trunc i64 %1103 to i32
  %1110 = xor i32 %1108, %1093
  %1111 = xor i32 %1110, %1098
  %1112 = xor i32 %1105, %1090
  %1113 = xor i32 %1112, %1099
  %1114 = add i32 %1098, -1640531527
  %1115 = add i32 %1099, -1150833019
  %1116 = zext i32 %1111 to i64
  %1117 = mul i64 3528531795, %1116
  %1118 = zext i32 %1113 to i64
  %1119 = mul i64 3449720151, %1118
  %1120 = lshr i64 %1117, 32
  %1121 = trunc i64 %1120 to i32
  %1122 = trunc i64 %1117 to i32
  %1123 = lshr i64 %1119, 32
  %1124 = trunc i64 %1123 to i32
  %1125 = trunc i64 %1119 to i32
  %1126 = xor i32 %1124, %1109
  %1127 = xor i32 %1126, %1114
  %1128 = xor i32 %1121, %1106
  %1129 = xor i32 %1128, %1115
  %1130 = add i32 %1114, -1640531527
  %1131 = add i32 %1115, -1150833019
  %1132 = zext i32 %1127 to i64
  %1133 = mul i64 3528531795, %1132
  %1134 = zext i32 %1129 to i64
  %1135 = mul i64 3449720151, %1134
  %1136 = lshr i64 %1133, 32
  %1137 = trunc i64 %1136 to i32
  %1138 = trunc i64 %1133 to i32
  %1139 = lshr i64 %1135, 32
  %1140 = trunc i64 %1139 to i32
  %1141 = trunc i64 %1135 to i32
  %1142 = xor i32 %1140, %1125
  %1143 = xor i32 %1142, %1130
  %1144 = xor i32 %1137, %1122
  %1145 = xor i32 %1144, %1131
  %1146 = add i32 %1130, -1640531527
  %1147 = add i32 %1131, -1150833019
  %1148 = zext i32 %1143 to i64
  %1149 = mul i64 3528531795, %1148
  %1150 = zext i32 %1145 to i64
  %1151 = mul i64 3449720151, %1150
  %1152 = lshr i64 %1149, 32
  %1153 = trunc i64 %1152 to i32
  %1154 = trunc i64 %1149 to i32
  %1155 = lshr i64 %1151, 32
  %1156 = trunc i64 %1155 to i32
  %1157 = trunc i64 %1151 to i32
  %1158 = xor i32 %1156, %1141
  %1159 = xor i32 %1158, %1146
  %1160 = xor i32 %1153, %1138
  %1161 = xor i32 %1160, %1147
  %1162 = add i32 %1146, -1640531527
  %1163 = add i32 %1147, -1150833019
  %1164 = zext i32 %1159 to i64
  %1165 = mul i64 3528531795, %1164
  %1166 = zext i32 %1161 to i64
  %1167 = mul i64 3449720151, %1166
  %1168 = lshr i64 %1165, 32
  %1169 = trunc i64 %1168 to i32
  %1170 = trunc i64 %1165 to i32
  %1171 = lshr i64 %1167, 32
  %1172 = trunc i64 %1171 to i32
  %1173 = trunc i64 %1167 to i32
  %1174 = xor i32 %1172, %1157
  %1175 = xor i32 %1174, %1162
  %1176 = xor i32 %1169, %1154
  %1177 = xor i32 %1176, %1163
  %1178 = add i32 %1162, -1640531527
  %1179 = add i32 %1163, -1150833019
  %1180 = zext i32 %1175 to i64
  %1181 = mul i64 3528531795, %1180
  %1182 = zext i32 %1177 to i64
  %1183 = mul i64 3449720151, %1182
  %1184 = lshr i64 %1181, 32
  %1185 = trunc i64 %1184 to i32
  %1186 = trunc i64 %1181 to i32
  %1187 = lshr i64 %1183, 32
  %1188 = trunc i64 %1187 to i32
  %1189 = trunc i64 %1183 to i32
  %1190 = xor i32 %1188, %1173
  %1191 = xor i32 %1190, %1178
  %1192 = xor i32 %1185, %1170
  %1193 = xor i32 %1192, %1179
  %1194 = add i32 %1178, -1640531527
  %1195 = add i32 %1179, -1150833019
  %1196 = zext i32 %1191 to i64
  %1197 = mul i64 3528531795, %1196
  %1198 = zext i32 %1193 to i64
  %1199 = mul i64 3449720151, %1198
  %1200 = lshr i64 %1197, 32
  %1201 = trunc i64 %1200 to i32
  %1202 = trunc i64 %1197 to i32
  %1203 = lshr i64 %1199, 32
  %1204 = trunc i64 %1203 to i32
  %1205 = trunc i64 %1199 to i32
  %1206 = xor i32 %1204, %1189
  %1207 = xor i32 %1206, %1194
  %1208 = xor i32 %1201, %1186
  %1209 = xor i32 %1208, %1195
  %1210 = uitofp i32 %1207 to double
  %1211 = fadd double %1210, 5.000000e-01
  %1212 = fmul double %1211, 0x3DF0000000000000
  %1213 = uitofp i32 %1205 to double
  %1214 = fadd double %1213, 5.000000e-01
  %1215 = fmul double %1214, 0x3DF0000000000000
  %1216 = bitcast double %1212 to i64
  %1217 = lshr i64 %1216, 32
  %1218 = add i64 %1217, 614242
  %1219 = lshr i64 %1218, 20
  %1220 = sub i64 %1219, 1023
  %1221 = and i64 %1218, 1048575
  %1222 = add i64 %1221, 1072079006
  %1223 = shl i64 %1222, 32
  %1224 = and i64 %1216, 4294967295
  %1225 = or i64 %1223, %1224
  %1226 = bitcast i64 %1225 to double
  %1227 = fsub double %1226, 1.000000e+00
  %1228 = fmul double 5.000000e-01, %1227
  %1229 = fmul double %1228, %1227
  %1230 = fadd double 2.000000e+00, %1227
  %1231 = fdiv double %1227, %1230
  %1232 = fmul double %1231, %1231
  %1233 = fmul double %1232, %1232
  %1234 = fmul double %1233, 0x3FC39A09D078C69F
  %1235 = fadd double 0x3FCC71C51D8E78AF, %1234
  %1236 = fmul double %1233, %1235
  %1237 = fadd double 0x3FD999999997FA04, %1236
  %1238 = fmul double %1233, %1237
  %1239 = fmul double %1233, 0x3FC2F112DF3E5244
  %1240 = fadd double 0x3FC7466496CB03DE, %1239
  %1241 = fmul double %1233, %1240
  %1242 = fadd double 0x3FD2492494229359, %1241
  %1243 = fmul double %1233, %1242
  %1244 = fadd double 0x3FE5555555555593, %1243
  %1245 = fmul double %1232, %1244
  %1246 = fadd double %1245, %1238
  %1247 = sitofp i64 %1220 to double
  %1248 = fadd double %1229, %1246
  %1249 = fmul double %1231, %1248
  %1250 = fmul double %1247, 0x3DEA39EF35793C76
  %1251 = fadd double %1249, %1250
  %1252 = fsub double %1251, %1229
  %1253 = fadd double %1252, %1227
  %1254 = fmul double %1247, 0x3FE62E42FEE00000
  %1255 = fadd double %1253, %1254
  %1256 = fmul double -2.000000e+00, %1255
  %1257 = call double @llvm.sqrt.f64(double %1256)
  %1258 = fmul double 0x401921FB54442D18, %1215
  %1259 = fmul double %1258, 0x3FE45F306DC9C883
  %1260 = fadd double %1259, 0x4338000000000000
  %1261 = bitcast double %1260 to i64
  %1262 = fsub double %1260, 0x4338000000000000
  %1263 = fmul double %1262, 0x3FF921FB54400000
  %1264 = fsub double %1258, %1263
  %1265 = fmul double %1262, 0x3DD0B4611A626331
  %1266 = fmul double %1262, 0x3DD0B4611A600000
  %1267 = fsub double %1264, %1266
  %1268 = fmul double %1262, 0x3BA3198A2E037073
  %1269 = fsub double %1264, %1267
  %1270 = fsub double %1269, %1266
  %1271 = fsub double %1268, %1270
  %1272 = fsub double %1264, %1265
  %1273 = bitcast double %1258 to i64
  %1274 = lshr i64 %1273, 52
  %1275 = and i64 %1274, 2047
  %1276 = bitcast double %1272 to i64
  %1277 = lshr i64 %1276, 52
  %1278 = and i64 %1277, 2047
  %1279 = add i64 %1278, 16
  %1280 = icmp ult i64 %1279, %1275
  %1281 = select i1 %1280, double %1267, double %1264
  %1282 = select i1 %1280, double %1271, double %1265
  %1283 = fsub double %1281, %1282
  %1284 = fsub double %1281, %1283
  %1285 = fsub double %1284, %1282
  %1286 = fmul double %1283, %1283
  %1287 = fmul double %1286, %1286
  %1288 = fmul double %1286, 0x3EFA01A019CB1590
  %1289 = fadd double 0xBF56C16C16C15177, %1288
  %1290 = fmul double %1286, %1289
  %1291 = fadd double 0x3FA555555555554C, %1290
  %1292 = fmul double %1286, %1291
  %1293 = fmul double %1286, 0xBDA8FAE9BE8838D4
  %1294 = fadd double 0x3E21EE9EBDB4B1C4, %1293
  %1295 = fmul double %1286, %1294
  %1296 = fadd double 0xBE927E4F809C52AD, %1295
  %1297 = fmul double %1287, %1287
  %1298 = fmul double %1297, %1296
  %1299 = fadd double %1292, %1298
  %1300 = fmul double 5.000000e-01, %1286
  %1301 = fsub double 1.000000e+00, %1300
  %1302 = fsub double 1.000000e+00, %1301
  %1303 = fsub double %1302, %1300
  %1304 = fmul double %1286, %1299
  %1305 = fmul double %1283, %1285
  %1306 = fsub double %1304, %1305
  %1307 = fadd double %1303, %1306
  %1308 = fadd double %1301, %1307
  %1309 = fmul double %1283, %1283
  %1310 = fmul double %1309, %1309
  %1311 = fmul double %1309, 0x3EC71DE357B1FE7D
  %1312 = fadd double 0xBF2A01A019C161D5, %1311
  %1313 = fmul double %1309, %1312
  %1314 = fadd double 0x3F8111111110F8A6, %1313
  %1315 = fmul double %1309, 0x3DE5D93A5ACFD57C
  %1316 = fadd double 0xBE5AE5E68A2B9CEB, %1315
  %1317 = fmul double %1309, %1310
  %1318 = fmul double %1317, %1316
  %1319 = fadd double %1314, %1318
  %1320 = fmul double %1309, %1283
  %1321 = fmul double 5.000000e-01, %1285
  %1322 = fmul double %1320, %1319
  %1323 = fsub double %1321, %1322
  %1324 = fmul double %1309, %1323
  %1325 = fsub double %1324, %1285
  %1326 = fmul double %1320, 0xBFC5555555555549
  %1327 = fsub double %1325, %1326
  %1328 = fsub double %1283, %1327
  %1329 = fneg double %1308
  %1330 = fneg double %1328
  %1331 = and i64 %1261, 1
  %1332 = and i64 %1261, 2
  %1333 = icmp eq i64 %1331, 1
  %1334 = icmp eq i64 %1332, 2
  %1335 = select i1 %1334, double %1329, double %1308
  %1336 = select i1 %1334, double %1328, double %1330
  %1337 = select i1 %1333, double %1336, double %1335
  %1338 = fmul double %1257, %1337
  %1339 = fptrunc double %1338 to float
  %1340 = fmul float %1339, %noise_scale31
  %1341 = fadd float %1041, %1340
  %bits93 = bitcast float %1341 to i32
  %magnitude94 = and i32 %bits93, 2147483647
  %is_nan95 = icmp ugt i32 %magnitude94, 2139095040
  %canonical96 = select i1 %is_nan95, i32 2143289344, i32 %bits93
  store i32 %canonical96, ptr %1026, align 4
  br label %slot.done91

slot.done91:                                      ; preds = %slot.then90, %slot.done82
  %feature97 = add i64 %lane, 4096
  %valid98 = icmp ult i64 %feature97, %n_features
  %1342 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid98, label %slot.then99, label %slot.done100

slot.then99:                                      ; preds = %slot.done91
  %1343 = load float, ptr %1342, align 4
  %1344 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1345 = fsub float %1344, 4.000000e+00
  %1346 = fmul float 2.000000e+00, %1345
  %1347 = fmul float 0x3F847AE140000000, %1346
  %1348 = fmul float 2.000000e+00, %1343
  %1349 = fmul float %1347, %1348
  %1350 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature97
  %1351 = load float, ptr addrspace(1) %1350, align 4
  %1352 = fsub float %1343, %1351
  %1353 = fmul float 2.000000e+00, %1352
  %1354 = fmul float 5.000000e-01, %1353
  %1355 = fadd float %1349, %1354
  %1356 = fmul float %1355, %eta
  %1357 = fsub float %1343, %1356
  %1358 = mul i64 %row, %n_features
  %element101 = add i64 %1358, %feature97
  %1359 = trunc i64 %key0 to i32
  %1360 = lshr i64 %key0, 32
  %1361 = trunc i64 %1360 to i32
  %1362 = trunc i64 %element101 to i32
  %1363 = trunc i64 %key1_step to i32
  %1364 = lshr i64 %key1_step, 32
  %1365 = trunc i64 %1364 to i32
  %1366 = lshr i64 %element101, 32
  %1367 = trunc i64 %1366 to i32
  %1368 = zext i32 %1362 to i64
  %1369 = mul i64 3528531795, %1368
  %1370 = zext i32 %1365 to i64
  %1371 = mul i64 3449720151, %1370
  %1372 = lshr i64 %1369, 32
  %1373 = trunc i64 %1372 to i32
  %1374 = trunc i64 %1369 to i32
  %1375 = lshr i64 %1371, 32
  %1376 = trunc i64 %1375 to i32
  %1377 = trunc i64 %1371 to i32
  %1378 = xor i32 %1376, %1363
  %1379 = xor i32 %1378, %1359
  %1380 = xor i32 %1373, %1367
  %1381 = xor i32 %1380, %1361
  %1382 = add i32 %1359, -1640531527
  %1383 = add i32 %1361, -1150833019
  %1384 = zext i32 %1379 to i64
  %1385 = mul i64 3528531795, %1384
  %1386 = zext i32 %1381 to i64
  %1387 = mul i64 3449720151, %1386
  %1388 = lshr i64 %1385, 32
  %1389 = trunc i64 %1388 to i32
  %1390 = trunc i64 %1385 to i32
  %1391 = lshr i64 %1387, 32
  %1392 = trunc i64 %1391 to i32
  %1393 = trunc i64 %1387 to i32
  %1394 = xor i32 %1392, %1377
  %1395 = xor i32 %1394, %1382
  %1396 = xor i32 %1389, %1374
  %1397 = xor i32 %1396, %1383
  %1398 = add i32 %1382, -1640531527
  %1399 = add i32 %1383, -1150833019
  %1400 = zext i32 %1395 to i64
  %1401 = mul i64 3528531795, %1400
  %1402 = zext i32 %1397 to i64
  %1403 = mul i64 3449720151, %1402
  %1404 = lshr i64 %1401, 32
  %1405 = trunc i64 %1404 to i32
  %1406 = trunc i64 %1401 to i32
  %1407 = lshr i64 %1403, 32
  %1408 = trunc i64 %1407 to i32
  %1409 = trunc i64 %1403 to i32
  %1410 = xor i32 %1408, %1393
  %1411 = xor i32 %1410, %1398
  %1412 = xor i32 %1405, %1390
  %1413 = xor i32 %1412, %1399
  %1414 = add i32 %1398, -1640531527
  %1415 = add i32 %1399, -1150833019
  %1416 = zext i32 %1411 to i64
  %1417 = mul i64 3528531795, %1416
  %1418 = zext i32 %1413 to i64
  %1419 = mul i64 3449720151, %1418
  %1420 = lshr i64 %1417, 32
  %1421 = trunc i64 %1420 to i32
  %1422 = trunc i64 %1417 to i32
  %1423 = lshr i64 %1419, 32
  %1424 = trunc i64 %1423 to i32
  %1425 = trunc i64 %1419 to i32
  %1426 = xor i32 %1424, %1409
  %1427 = xor i32 %1426, %1414
  %1428 = xor i32 %1421, %1406
  %1429 = xor i32 %1428, %1415
  %1430 = add i32 %1414, -1640531527
  %1431 = add i32 %1415, -1150833019
  %1432 = zext i32 %1427 to i64
  %1433 = mul i64 3528531795, %1432
  %1434 = zext i32 %1429 to i64
  %1435 = mul i64 3449720151, %1434
  %1436 = lshr i64 %1433, 32
  %1437 = trunc i64 %1436 to i32
  %1438 = trunc i64 %1433 to i32
  %1439 = lshr i64 %1435, 32
  %1440 = trunc i64 %1439 to i32
  %1441 = trunc i64 %1435 to i32
  %1442 = xor i32 %1440, %1425
  %1443 = xor i32 %1442, %1430
  %1444 = xor i32 %1437, %1422
  %1445 = xor i32 %1444, %1431
  %1446 = add i32 %1430, -1640531527
  %1447 = add i32 %1431, -1150833019
  %1448 = zext i32 %1443 to i64
  %1449 = mul i64 3528531795, %1448
  %1450 = zext i32 %1445 to i64
  %1451 = mul i64 3449720151, %1450
  %1452 = lshr i64 %1449, 32
  %1453 = trunc i64 %1452 to i32
  %1454 = trunc i64 %1449 to i32
  %1455 = lshr i64 %1451, 32
  %1456 = trunc i64 %1455 to i32
  %1457 = trunc i64 %1451 to i32
  %1458 = xor i32 %1456, %1441
  %1459 = xor i32 %1458, %1446
  %1460 = xor i32 %1453, %1438
  %1461 = xor i32 %1460, %1447
  %1462 = add i32 %1446, -1640531527
  %1463 = add i32 %1447, -1150833019
  %1464 = zext i32 %1459 to i64
  %1465 = mul i64 3528531795, %1464
  %1466 = zext i32 %1461 to i64
  %1467 = mul i64 3449720151, %1466
  %1468 = lshr i64 %1465, 32
  %1469 = trunc i64 %1468 to i32
  %1470 = trunc i64 %1465 to i32
  %1471 = lshr i64 %1467, 32
  %1472 = trunc i64 %1471 to i32
  %1473 = trunc i64 %1467 to i32
  %1474 = xor i32 %1472, %1457
  %1475 = xor i32 %1474, %1462
  %1476 = xor i32 %1469, %1454
  %1477 = xor i32 %1476, %1463
  %1478 = add i32 %1462, -1640531527
  %1479 = add i32 %1463, -1150833019
  %1480 = zext i32 %1475 to i64
  %1481 = mul i64 3528531795, %1480
  %1482 = zext i32 %1477 to i64
  %1483 = mul i64 3449720151, %1482
  %1484 = lshr i64 %1481, 32
  %1485 = trunc i64 %1484 to i32
  %1486 = trunc i64 %1481 to i32
  %1487 = lshr i64 %1483, 32
  %1488 = trunc i64 %1487 to i32
  %1489 = trunc i64 %1483 to i32
  %1490 = xor i32 %1488, %1473
  %1491 = xor i32 %1490, %1478
  %1492 = xor i32 %1485, %1470
  %1493 = xor i32 %1492, %1479
  %1494 = add i32 %1478, -1640531527
  %1495 = add i32 %1479, -1150833019
  %1496 = zext i32 %1491 to i64
  %1497 = mul i64 3528531795, %1496
  %1498 = zext i32 %1493 to i64
  %1499 = mul i64 3449720151, %1498
  %1500 = lshr i64 %1497, 32
  %1501 = trunc i64 %1500 to i32
  %1502 = trunc i64 %1497 to i32
  %1503 = lshr i64 %1499, 32
  %1504 = trunc i64 %1503 to i32
  %1505 = trunc i64 %1499 to i32
  %1506 = xor i32 %1504, %1489
  %1507 = xor i32 %1506, %1494
  %1508 = xor i32 %1501, %1486
  %1509 = xor i32 %1508, %1495
  %1510 = add i32 %1494, -1640531527
  %1511 = add i32 %1495, -1150833019
  %1512 = zext i32 %1507 to i64
  %1513 = mul i64 3528531795, %1512
  %1514 = zext i32 %1509 to i64
  %1515 = mul i64 3449720151, %1514
  %1516 = lshr i64 %1513, 32
  %1517 = trunc i64 %1516 to i32
  %1518 = trunc i64 %1513 to i32
  %1519 = lshr i64 %1515, 32
  %1520 = trunc i64 %1519 to i32
  %1521 = trunc i64 %1515 to i32
  %1522 = xor i32 %1520, %1505
  %1523 = xor i32 %1522, %1510
  %1524 = xor i32 %1517, %1502
  %1525 = xor i32 %1524, %1511
  %1526 = uitofp i32 %1523 to double
  %1527 = fadd double %1526, 5.000000e-01
  %1528 = fmul double %1527, 0x3DF0000000000000
  %1529 = uitofp i32 %1521 to double
  %1530 = fadd double %1529, 5.000000e-01
  %1531 = fmul double %1530, 0x3DF0000000000000
  %1532 = bitcast double %1528 to i64
  %1533 = lshr i64 %1532, 32
  %1534 = add i64 %1533, 614242
  %1535 = lshr i64 %1534, 20
  %1536 = sub i64 %1535, 1023
  %1537 = and i64 %1534, 1048575
  %1538 = add i64 %1537, 1072079006
  %1539 = shl i64 %1538, 32
  %1540 = and i64 %1532, 4294967295
  %1541 = or i64 %1539, %1540
  %1542 = bitcast i64 %1541 to double
  %1543 = fsub double %1542, 1.000000e+00
  %1544 = fmul double 5.000000e-01, %1543
  %1545 = fmul double %1544, %1543
  %1546 = fadd double 2.000000e+00, %1543
  %1547 = fdiv double %1543, %1546
  %1548 = fmul double %1547, %1547
  %1549 = fmul double %1548, %1548
  %1550 = fmul double %1549, 0x3FC39A09D078C69F
  %1551 = fadd double 0x3FCC71C51D8E78AF, %1550
  %1552 = fmul double %1549, %1551
  %1553 = fadd double 0x3FD999999997FA04, %1552
  %1554 = fmul double %1549, %1553
  %1555 = fmul double %1549, 0x3FC2F112DF3E5244
  %1556 = fadd double 0x3FC7466496CB03DE, %1555
  %1557 = fmul double %1549, %1556
  %1558 = fadd double 0x3FD2492494229359, %1557
  %1559 = fmul double %1549, %1558
  %1560 = fadd double 0x3FE5555555555593, %1559
  %1561 = fmul double %1548, %1560
  %1562 = fadd double %1561, %1554
  %1563 = sitofp i64 %1536 to double
  %1564 = fadd double %1545, %1562
  %1565 = fmul double %1547, %1564
  %1566 = fmul double %1563, 0x3DEA39EF35793C76
  %1567 = fadd double %1565, %1566
  %1568 = fsub double %1567, %1545
  %1569 = fadd double %1568, %1543
  %1570 = fmul double %1563, 0x3FE62E42FEE00000
  %1571 = fadd double %1569, %1570
  %1572 = fmul double -2.000000e+00, %1571
  %1573 = call double @llvm.sqrt.f64(double %1572)
  %1574 = fmul double 0x401921FB54442D18, %1531
  %1575 = fmul double %1574, 0x3FE45F306DC9C883
  %1576 = fadd double %1575, 0x4338000000000000
  %1577 = bitcast double %1576 to i64
  %1578 = fsub double %1576, 0x4338000000000000
  %1579 = fmul double %1578, 0x3FF921FB54400000
  %1580 = fsub double %1574, %1579
  %1581 = fmul double %1578, 0x3DD0B4611A626331
  %1582 = fmul double %1578, 0x3DD0B4611A600000
  %1583 = fsub double %1580, %1582
  %1584 = fmul double %1578, 0x3BA3198A2E037073
  %1585 = fsub double %1580, %1583
  %1586 = fsub double %1585, %1582
  %1587 = fsub double %1584, %1586
  %1588 = fsub double %1580, %1581
  %1589 = bitcast double %1574 to i64
  %1590 = lshr i64 %1589, 52
  %1591 = and i64 %1590, 2047
  %1592 = bitcast double %1588 to i64
  %1593 = lshr i64 %1592, 52
  %1594 = and i64 %1593, 2047
  %1595 = add i64 %1594, 16
  %1596 = icmp ult i64 %1595, %1591
  %1597 = select i1 %1596, double %1583, double %1580
  %1598 = select i1 %1596, double %1587, double %1581
  %1599 = fsub double %1597, %1598
  %1600 = fsub double %1597, %1599
  %1601 = fsub double %1600, %1598
  %1602 = fmul double %1599, %1599
  %1603 = fmul double %1602, %1602
  %1604 = fmul double %1602, 0x3EFA01A019CB1590
  %1605 = fadd double 0xBF56C16C16C15177, %1604
  %1606 = fmul double %1602, %1605
  %1607 = fadd double 0x3FA555555555554C, %1606
  %1608 = fmul double %1602, %1607
  %1609 = fmul double %1602, 0xBDA8FAE9BE8838D4
  %1610 = fadd double 0x3E21EE9EBDB4B1C4, %1609
  %1611 = fmul double %1602, %1610
  %1612 = fadd double 0xBE927E4F809C52AD, %1611
  %1613 = fmul double %1603, %1603
  %1614 = fmul double %1613, %1612
  %1615 = fadd double %1608, %1614
  %1616 = fmul double 5.000000e-01, %1602
  %1617 = fsub double 1.000000e+00, %1616
  %1618 = fsub double 1.000000e+00, %1617
  %1619 = fsub double %1618, %1616
  %1620 = fmul double %1602, %1615
  %1621 = fmul double %1599, %1601
  %1622 = fsub double %1620, %1621
  %1623 = fadd double %1619, %1622
  %1624 = fadd double %1617, %1623
  %1625 = fmul double %1599, %1599
  %1626 = fmul double %1625, %1625
  %1627 = fmul double %1625, 0x3EC71DE357B1FE7D
  %1628 = fadd double 0xBF2A01A019C161D5, %1627
  %1629 = fmul double %1625, %1628
  %1630 = fadd double 0x3F8111111110F8A6, %1629
  %1631 = fmul double %1625, 0x3DE5D93A5ACFD57C
  %1632 = fadd double 0xBE5AE5E68A2B9CEB, %1631
  %1633 = fmul double %1625, %1626
  %1634 = fmul double %1633, %1632
  %1635 = fadd double %1630, %1634
  %1636 = fmul double %1625, %1599
  %1637 = fmul double 5.000000e-01, %1601
  %1638 = fmul double %1636, %1635
  %1639 = fsub double %1637, %1638
  %1640 = fmul double %1625, %1639
  %1641 = fsub double %1640, %1601
  %1642 = fmul double %1636, 0xBFC5555555555549
  %1643 = fsub double %1641, %1642
  %1644 = fsub double %1599, %1643
  %1645 = fneg double %1624
  %1646 = fneg double %1644
  %1647 = and i64 %1577, 1
  %1648 = and i64 %1577, 2
  %1649 = icmp eq i64 %1647, 1
  %1650 = icmp eq i64 %1648, 2
  %1651 = select i1 %1650, double %1645, double %1624
  %1652 = select i1 %1650, double %1644, double %1646
  %1653 = select i1 %1649, double %1652, double %1651
  %1654 = fmul double %1573, %1653
  %1655 = fptrunc double %1654 to float
  %1656 = fmul float %1655, %noise_scale31
  %1657 = fadd float %1357, %1656
  %bits102 = bitcast float %1657 to i32
  %magnitude103 = and i32 %bits102, 2147483647
  %is_nan104 = icmp ugt i32 %magnitude103, 2139095040
  %canonical105 = select i1 %is_nan104, i32 2143289344, i32 %bits102
  store i32 %canonical105, ptr %1342, align 4
  br label %slot.done100

slot.done100:                                     ; preds = %slot.then99, %slot.done91
  %feature106 = add i64 %lane, 5120
  %valid107 = icmp ult i64 %feature106, %n_features
  %1658 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid107, label %slot.then108, label %slot.done109

slot.then108:                                     ; preds = %slot.done100
  %1659 = load float, ptr %1658, align 4
  %1660 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1661 = fsub float %1660, 4.000000e+00
  %1662 = fmul float 2.000000e+00, %1661
  %1663 = fmul float 0x3F847AE140000000, %1662
  %1664 = fmul float 2.000000e+00, %1659
  %1665 = fmul float %1663, %1664
  %1666 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature106
  %1667 = load float, ptr addrspace(1) %1666, align 4
  %1668 = fsub float %1659, %1667
  %1669 = fmul float 2.000000e+00, %1668
  %1670 = fmul float 5.000000e-01, %1669
  %1671 = fadd float %1665, %1670
  %1672 = fmul float %1671, %eta
  %1673 = fsub float %1659, %1672
  %1674 = mul i64 %row, %n_features
  %element110 = add i64 %1674, %feature106
  %1675 = trunc i64 %key0 to i32
  %1676 = lshr i64 %key0, 32
  %1677 = trunc i64 %1676 to i32
  %1678 = trunc i64 %element110 to i32
  %1679 = trunc i64 %key1_step to i32
  %1680 = lshr i64 %key1_step, 32
  %1681 = trunc i64 %1680 to i32
  %1682 = lshr i64 %element110, 32
  %1683 = trunc i64 %1682 to i32
  %1684 = zext i32 %1678 to i64
  %1685 = mul i64 3528531795, %1684
  %1686 = zext i32 %1681 to i64
  %1687 = mul i64 3449720151, %1686
  %1688 = lshr i64 %1685, 32
  %1689 = trunc i64 %1688 to i32
  %1690 = trunc i64 %1685 to i32
  %1691 = lshr i64 %1687, 32
  %1692 = trunc i64 %1691 to i32
  %1693 = trunc i64 %1687 to i32
  %1694 = xor i32 %1692, %1679
  %1695 = xor i32 %1694, %1675
  %1696 = xor i32 %1689, %1683
  %1697 = xor i32 %1696, %1677
  %1698 = add i32 %1675, -1640531527
  %1699 = add i32 %1677, -1150833019
  %1700 = zext i32 %1695 to i64
  %1701 = mul i64 3528531795, %1700
  %1702 = zext i32 %1697 to i64
  %1703 = mul i64 3449720151, %1702
  %1704 = lshr i64 %1701, 32
  %1705 = trunc i64 %1704 to i32
  %1706 = trunc i64 %1701 to i32
  %1707 = lshr i64 %1703, 32
  %1708 = trunc i64 %1707 to i32
  %1709 = trunc i64 %1703 to i32
  %1710 = xor i32 %1708, %1693
  %1711 = xor i32 %1710, %1698
  %1712 = xor i32 %1705, %1690
  %1713 = xor i32 %1712, %1699
  %1714 = add i32 %1698, -1640531527
  %1715 = add i32 %1699, -1150833019
  %1716 = zext i32 %1711 to i64
  %1717 = mul i64 3528531795, %1716
  %1718 = zext i32 %1713 to i64
  %1719 = mul i64 3449720151, %1718
  %1720 = lshr i64 %1717, 32
  %1721 = trunc i64 %1720 to i32
  %1722 = trunc i64 %1717 to i32
  %1723 = lshr i64 %1719, 32
  %1724 = trunc i64 %1723 to i32
  %1725 = trunc i64 %1719 to i32
  %1726 = xor i32 %1724, %1709
  %1727 = xor i32 %1726, %1714
  %1728 = xor i32 %1721, %1706
  %1729 = xor i32 %1728, %1715
  %1730 = add i32 %1714, -1640531527
  %1731 = add i32 %1715, -1150833019
  %1732 = zext i32 %1727 to i64
  %1733 = mul i64 3528531795, %1732
  %1734 = zext i32 %1729 to i64
  %1735 = mul i64 3449720151, %1734
  %1736 = lshr i64 %1733, 32
  %1737 = trunc i64 %1736 to i32
  %1738 = trunc i64 %1733 to i32
  %1739 = lshr i64 %1735, 32
  %1740 = trunc i64 %1739 to i32
  %1741 = trunc i64 %1735 to i32
  %1742 = xor i32 %1740, %1725
  %1743 = xor i32 %1742, %1730
  %1744 = xor i32 %1737, %1722
  %1745 = xor i32 %1744, %1731
  %1746 = add i32 %1730, -1640531527
  %1747 = add i32 %1731, -1150833019
  %1748 = zext i32 %1743 to i64
  %1749 = mul i64 3528531795, %1748
  %1750 = zext i32 %1745 to i64
  %1751 = mul i64 3449720151, %1750
  %1752 = lshr i64 %1749, 32
  %1753 = trunc i64 %1752 to i32
  %1754 = trunc i64 %1749 to i32
  %1755 = lshr i64 %1751, 32
  %1756 = trunc i64 %1755 to i32
  %1757 = trunc i64 %1751 to i32
  %1758 = xor i32 %1756, %1741
  %1759 = xor i32 %1758, %1746
  %1760 = xor i32 %1753, %1738
  %1761 = xor i32 %1760, %1747
  %1762 = add i32 %1746, -1640531527
  %1763 = add i32 %1747, -1150833019
  %1764 = zext i32 %1759 to i64
  %1765 = mul i64 3528531795, %1764
  %1766 = zext i32 %1761 to i64
  %1767 = mul i64 3449720151, %1766
  %1768 = lshr i64 %1765, 32
  %1769 = trunc i64 %1768 to i32
  %1770 = trunc i64 %1765 to i32
  %1771 = lshr i64 %1767, 32
  %1772 = trunc i64 %1771 to i32
  %1773 = trunc i64 %1767 to i32
  %1774 = xor i32 %1772, %1757
  %1775 = xor i32 %1774, %1762
  %1776 = xor i32 %1769, %1754
  %1777 = xor i32 %1776, %1763
  %1778 = add i32 %1762, -1640531527
  %1779 = add i32 %1763, -1150833019
  %1780 = zext i32 %1775 to i64
  %1781 = mul i64 3528531795, %1780
  %1782 = zext i32 %1777 to i64
  %1783 = mul i64 3449720151, %1782
  %1784 = lshr i64 %1781, 32
  %1785 = trunc i64 %1784 to i32
  %1786 = trunc i64 %1781 to i32
  %1787 = lshr i64 %1783, 32
  %1788 = trunc i64 %1787 to i32
  %1789 = trunc i64 %1783 to i32
  %1790 = xor i32 %1788, %1773
  %1791 = xor i32 %1790, %1778
  %1792 = xor i32 %1785, %1770
  %1793 = xor i32 %1792, %1779
  %1794 = add i32 %1778, -1640531527
  %1795 = add i32 %1779, -1150833019
  %1796 = zext i32 %1791 to i64
  %1797 = mul i64 3528531795, %1796
  %1798 = zext i32 %1793 to i64
  %1799 = mul i64 3449720151, %1798
  %1800 = lshr i64 %1797, 32
  %1801 = trunc i64 %1800 to i32
  %1802 = trunc i64 %1797 to i32
  %1803 = lshr i64 %1799, 32
  %1804 = trunc i64 %1803 to i32
  %1805 = trunc i64 %1799 to i32
  %1806 = xor i32 %1804, %1789
  %1807 = xor i32 %1806, %1794
  %1808 = xor i32 %1801, %1786
  %1809 = xor i32 %1808, %1795
  %1810 = add i32 %1794, -1640531527
  %1811 = add i32 %1795, -1150833019
  %1812 = zext i32 %1807 to i64
  %1813 = mul i64 3528531795, %1812
  %1814 = zext i32 %1809 to i64
  %1815 = mul i64 3449720151, %1814
  %1816 = lshr i64 %1813, 32
  %1817 = trunc i64 %1816 to i32
  %1818 = trunc i64 %1813 to i32
  %1819 = lshr i64 %1815, 32
  %1820 = trunc i64 %1819 to i32
  %1821 = trunc i64 %1815 to i32
  %1822 = xor i32 %1820, %1805
  %1823 = xor i32 %1822, %1810
  %1824 = xor i32 %1817, %1802
  %1825 = xor i32 %1824, %1811
  %1826 = add i32 %1810, -1640531527
  %1827 = add i32 %1811, -1150833019
  %1828 = zext i32 %1823 to i64
  %1829 = mul i64 3528531795, %1828
  %1830 = zext i32 %1825 to i64
  %1831 = mul i64 3449720151, %1830
  %1832 = lshr i64 %1829, 32
  %1833 = trunc i64 %1832 to i32
  %1834 = trunc i64 %1829 to i32
  %1835 = lshr i64 %1831, 32
  %1836 = trunc i64 %1835 to i32
  %1837 = trunc i64 %1831 to i32
  %1838 = xor i32 %1836, %1821
  %1839 = xor i32 %1838, %1826
  %1840 = xor i32 %1833, %1818
  %1841 = xor i32 %1840, %1827
  %1842 = uitofp i32 %1839 to double
  %1843 = fadd double %1842, 5.000000e-01
  %1844 = fmul double %1843, 0x3DF0000000000000
  %1845 = uitofp i32 %1837 to double
  %1846 = fadd double %1845, 5.000000e-01
  %1847 = fmul double %1846, 0x3DF0000000000000
  %1848 = bitcast double %1844 to i64
  %1849 = lshr i64 %1848, 32
  %1850 = add i64 %1849, 614242
  %1851 = lshr i64 %1850, 20
  %1852 = sub i64 %1851, 1023
  %1853 = and i64 %1850, 1048575
  %1854 = add i64 %1853, 1072079006
  %1855 = shl i64 %1854, 32
  %1856 = and i64 %1848, 4294967295
  %1857 = or i64 %1855, %1856
  %1858 = bitcast i64 %1857 to double
  %1859 = fsub double %1858, 1.000000e+00
  %1860 = fmul double 5.000000e-01, %1859
  %1861 = fmul double %1860, %1859
  %1862 = fadd double 2.000000e+00, %1859
  %1863 = fdiv double %1859, %1862
  %1864 = fmul double %1863, %1863
  %1865 = fmul double %1864, %1864
  %1866 = fmul double %1865, 0x3FC39A09D078C69F
  %1867 = fadd double 0x3FCC71C51D8E78AF, %1866
  %1868 = fmul double %1865, %1867
  %1869 = fadd double 0x3FD999999997FA04, %1868
  %1870 = fmul double %1865, %1869
  %1871 = fmul double %1865, 0x3FC2F112DF3E5244
  %1872 = fadd double 0x3FC7466496CB03DE, %1871
  %1873 = fmul double %1865, %1872
  %1874 = fadd double 0x3FD2492494229359, %1873
  %1875 = fmul double %1865, %1874
  %1876 = fadd double 0x3FE5555555555593, %1875
  %1877 = fmul double %1864, %1876
  %1878 = fadd double %1877, %1870
  %1879 = sitofp i64 %1852 to double
  %1880 = fadd double %1861, %1878
  %1881 = fmul double %1863, %1880
  %1882 = fmul double %1879, 0x3DEA39EF35793C76
  %1883 = fadd double %1881, %1882
  %1884 = fsub double %1883, %1861
  %1885 = fadd double %1884, %1859
  %1886 = fmul double %1879, 0x3FE62E42FEE00000
  %1887 = fadd double %1885, %1886
  %1888 = fmul double -2.000000e+00, %1887
  %1889 = call double @llvm.sqrt.f64(double %1888)
  %1890 = fmul double 0x401921FB54442D18, %1847
  %1891 = fmul double %1890, 0x3FE45F306DC9C883
  %1892 = fadd double %1891, 0x4338000000000000
  %1893 = bitcast double %1892 to i64
  %1894 = fsub double %1892, 0x4338000000000000
  %1895 = fmul double %1894, 0x3FF921FB54400000
  %1896 = fsub double %1890, %1895
  %1897 = fmul double %1894, 0x3DD0B4611A626331
  %1898 = fmul double %1894, 0x3DD0B4611A600000
  %1899 = fsub double %1896, %1898
  %1900 = fmul double %1894, 0x3BA3198A2E037073
  %1901 = fsub double %1896, %1899
  %1902 = fsub double %1901, %1898
  %1903 = fsub double %1900, %1902
  %1904 = fsub double %1896, %1897
  %1905 = bitcast double %1890 to i64
  %1906 = lshr i64 %1905, 52
  %1907 = and i64 %1906, 2047
  %1908 = bitcast double %1904 to i64
  %1909 = lshr i64 %1908, 52
  %1910 = and i64 %1909, 2047
  %1911 = add i64 %1910, 16
  %1912 = icmp ult i64 %1911, %1907
  %1913 = select i1 %1912, double %1899, double %1896
  %1914 = select i1 %1912, double %1903, double %1897
  %1915 = fsub double %1913, %1914
  %1916 = fsub double %1913, %1915
  %1917 = fsub double %1916, %1914
  %1918 = fmul double %1915, %1915
  %1919 = fmul double %1918, %1918
  %1920 = fmul double %1918, 0x3EFA01A019CB1590
  %1921 = fadd double 0xBF56C16C16C15177, %1920
  %1922 = fmul double %1918, %1921
  %1923 = fadd double 0x3FA555555555554C, %1922
  %1924 = fmul double %1918, %1923
  %1925 = fmul double %1918, 0xBDA8FAE9BE8838D4
  %1926 = fadd double 0x3E21EE9EBDB4B1C4, %1925
  %1927 = fmul double %1918, %1926
  %1928 = fadd double 0xBE927E4F809C52AD, %1927
  %1929 = fmul double %1919, %1919
  %1930 = fmul double %1929, %1928
  %1931 = fadd double %1924, %1930
  %1932 = fmul double 5.000000e-01, %1918
  %1933 = fsub double 1.000000e+00, %1932
  %1934 = fsub double 1.000000e+00, %1933
  %1935 = fsub double %1934, %1932
  %1936 = fmul double %1918, %1931
  %1937 = fmul double %1915, %1917
  %1938 = fsub double %1936, %1937
  %1939 = fadd double %1935, %1938
  %1940 = fadd double %1933, %1939
  %1941 = fmul double %1915, %1915
  %1942 = fmul double %1941, %1941
  %1943 = fmul double %1941, 0x3EC71DE357B1FE7D
  %1944 = fadd double 0xBF2A01A019C161D5, %1943
  %1945 = fmul double %1941, %1944
  %1946 = fadd double 0x3F8111111110F8A6, %1945
  %1947 = fmul double %1941, 0x3DE5D93A5ACFD57C
  %1948 = fadd double 0xBE5AE5E68A2B9CEB, %1947
  %1949 = fmul double %1941, %1942
  %1950 = fmul double %1949, %1948
  %1951 = fadd double %1946, %1950
  %1952 = fmul double %1941, %1915
  %1953 = fmul double 5.000000e-01, %1917
  %1954 = fmul double %1952, %1951
  %1955 = fsub double %1953, %1954
  %1956 = fmul double %1941, %1955
  %1957 = fsub double %1956, %1917
  %1958 = fmul double %1952, 0xBFC5555555555549
  %1959 = fsub double %1957, %1958
  %1960 = fsub double %1915, %1959
  %1961 = fneg double %1940
  %1962 = fneg double %1960
  %1963 = and i64 %1893, 1
  %1964 = and i64 %1893, 2
  %1965 = icmp eq i64 %1963, 1
  %1966 = icmp eq i64 %1964, 2
  %1967 = select i1 %1966, double %1961, double %1940
  %1968 = select i1 %1966, double %1960, double %1962
  %1969 = select i1 %1965, double %1968, double %1967
  %1970 = fmul double %1889, %1969
  %1971 = fptrunc double %1970 to float
  %1972 = fmul float %1971, %noise_scale31
  %1973 = fadd float %1673, %1972
  %bits111 = bitcast float %1973 to i32
  %magnitude112 = and i32 %bits111, 2147483647
  %is_nan113 = icmp ugt i32 %magnitude112, 2139095040
  %canonical114 = select i1 %is_nan113, i32 2143289344, i32 %bits111
  store i32 %canonical114, ptr %1658, align 4
  br label %slot.done109

slot.done109:                                     ; preds = %slot.then108, %slot.done100
  %feature115 = add i64 %lane, 6144
  %valid116 = icmp ult i64 %feature115, %n_features
  %1974 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid116, label %slot.then117, label %slot.done118

slot.then117:                                     ; preds = %slot.done109
  %1975 = load float, ptr %1974, align 4
  %1976 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1977 = fsub float %1976, 4.000000e+00
  %1978 = fmul float 2.000000e+00, %1977
  %1979 = fmul float 0x3F847AE140000000, %1978
  %1980 = fmul float 2.000000e+00, %1975
  %1981 = fmul float %1979, %1980
  %1982 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature115
  %1983 = load float, ptr addrspace(1) %1982, align 4
  %1984 = fsub float %1975, %1983
  %1985 = fmul float 2.000000e+00, %1984
  %1986 = fmul float 5.000000e-01, %1985
  %1987 = fadd float %1981, %1986
  %1988 = fmul float %1987, %eta
  %1989 = fsub float %1975, %1988
  %1990 = mul i64 %row, %n_features
  %element119 = add i64 %1990, %feature115
  %1991 = trunc i64 %key0 to i32
  %1992 = lshr i64 %key0, 32
  %1993 = trunc i64 %1992 to i32
  %1994 = trunc i64 %element119 to i32
  %1995 = trunc i64 %key1_step to i32
  %1996 = lshr i64 %key1_step, 32
  %1997 = trunc i64 %1996 to i32
  %1998 = lshr i64 %element119, 32
  %1999 = trunc i64 %1998 to i32
  %2000 = zext i32 %1994 to i64
  %2001 = mul i64 3528531795, %2000
  %2002 = zext i32 %1997 to i64
  %2003 = mul i64 3449720151, %2002
  %2004 = lshr i64 %2001, 32
  %2005 = trunc i64 %2004 to i32
  %2006 = trunc i64 %2001 to i32
  %2007 = lshr i64 %2003, 32
  %2008 = trunc i64 %2007 to i32
  %2009 = trunc i64 %2003 to i32
  %2010 = xor i32 %2008, %1995
  %2011 = xor i32 %2010, %1991
  %2012 = xor i32 %2005, %1999
  %2013 = xor i32 %2012, %1993
  %2014 = add i32 %1991, -1640531527
  %2015 = add i32 %1993, -1150833019
  %2016 = zext i32 %2011 to i64
  %2017 = mul i64 3528531795, %2016
  %2018 = zext i32 %2013 to i64
  %2019 = mul i64 3449720151, %2018
  %2020 = lshr i64 %2017, 32
  %2021 = trunc i64 %2020 to i32
  %2022 = trunc i64 %2017 to i32
  %2023 = lshr i64 %2019, 32
  %2024 = trunc i64 %2023 to i32
  %2025 = trunc i64 %2019 to i32
  %2026 = xor i32 %2024, %2009
  %2027 = xor i32 %2026, %2014
  %2028 = xor i32 %2021, %2006
  %2029 = xor i32 %2028, %2015
  %2030 = add i32 %2014, -1640531527
  %2031 = add i32 %2015, -1150833019
  %2032 = zext i32 %2027 to i64
  %2033 = mul i64 3528531795, %2032
  %2034 = zext i32 %2029 to i64
  %2035 = mul i64 3449720151, %2034
  %2036 = lshr i64 %2033, 32
  %2037 = trunc i64 %2036 to i32
  %2038 = trunc i64 %2033 to i32
  %2039 = lshr i64 %2035, 32
  %2040 = trunc i64 %2039 to i32
  %2041 = trunc i64 %2035 to i32
  %2042 = xor i32 %2040, %2025
  %2043 = xor i32 %2042, %2030
  %2044 = xor i32 %2037, %2022
  %2045 = xor i32 %2044, %2031
  %2046 = add i32 %2030, -1640531527
  %2047 = add i32 %2031, -1150833019
  %2048 = zext i32 %2043 to i64
  %2049 = mul i64 3528531795, %2048
  %2050 = zext i32 %2045 to i64
  %2051 = mul i64 3449720151, %2050
  %2052 = lshr i64 %2049, 32
  %2053 = trunc i64 %2052 to i32
  %2054 = trunc i64 %2049 to i32
  %2055 = lshr i64 %2051, 32
  %2056 = trunc i64 %2055 to i32
  %2057 = trunc i64 %2051 to i32
  %2058 = xor i32 %2056, %2041
  %2059 = xor i32 %2058, %2046
  %2060 = xor i32 %2053, %2038
  %2061 = xor i32 %2060, %2047
  %2062 = add i32 %2046, -1640531527
  %2063 = add i32 %2047, -1150833019
  %2064 = zext i32 %2059 to i64
  %2065 = mul i64 3528531795, %2064
  %2066 = zext i32 %2061 to i64
  %2067 = mul i64 3449720151, %2066
  %2068 = lshr i64 %2065, 32
  %2069 = trunc i64 %2068 to i32
  %2070 = trunc i64 %2065 to i32
  %2071 = lshr i64 %2067, 32
  %2072 = trunc i64 %2071 to i32
  %2073 = trunc i64 %2067 to i32
  %2074 = xor i32 %2072, %2057
  %2075 = xor i32 %2074, %2062
  %2076 = xor i32 %2069, %2054
  %2077 = xor i32 %2076, %2063
  %2078 = add i32 %2062, -1640531527
  %2079 = add i32 %2063, -1150833019
  %2080 = zext i32 %2075 to i64
  %2081 = mul i64 3528531795, %2080
  %2082 = zext i32 %2077 to i64
  %2083 = mul i64 3449720151, %2082
  %2084 = lshr i64 %2081, 32
  %2085 = trunc i64 %2084 to i32
  %2086 = trunc i64 %2081 to i32
  %2087 = lshr i64 %2083, 32
  %2088 = trunc i64 %2087 to i32
  %2089 = trunc i64 %2083 to i32
  %2090 = xor i32 %2088, %2073
  %2091 = xor i32 %2090, %2078
  %2092 = xor i32 %2085, %2070
  %2093 = xor i32 %2092, %2079
  %2094 = add i32 %2078, -1640531527
  %2095 = add i32 %2079, -1150833019
  %2096 = zext i32 %2091 to i64
  %2097 = mul i64 3528531795, %2096
  %2098 = zext i32 %2093 to i64
  %2099 = mul i64 3449720151, %2098
  %2100 = lshr i64 %2097, 32
  %2101 = trunc i64 %2100 to i32
  %2102 = trunc i64 %2097 to i32
  %2103 = lshr i64 %2099, 32
  %2104 = trunc i64 %2103 to i32
  %2105 = trunc i64 %2099 to i32
  %2106 = xor i32 %2104, %2089
  %2107 = xor i32 %2106, %2094
  %2108 = xor i32 %2101, %2086
  %2109 = xor i32 %2108, %2095
  %2110 = add i32 %2094, -1640531527
  %2111 = add i32 %2095, -1150833019
  %2112 = zext i32 %2107 to i64
  %2113 = mul i64 3528531795, %2112
  %2114 = zext i32 %2109 to i64
  %2115 = mul i64 3449720151, %2114
  %2116 = lshr i64 %2113, 32
  %2117 = trunc i64 %2116 to i32
  %2118 = trunc i64 %2113 to i32
  %2119 = lshr i64 %2115, 32
  %2120 = trunc i64 %2119 to i32
  %2121 = trunc i64 %2115 to i32
  %2122 = xor i32 %2120, %2105
  %2123 = xor i32 %2122, %2110
  %2124 = xor i32 %2117, %2102
  %2125 = xor i32 %2124, %2111
  %2126 = add i32 %2110, -1640531527
  %2127 = add i32 %2111, -1150833019
  %2128 = zext i32 %2123 to i64
  %2129 = mul i64 3528531795, %2128
  %2130 = zext i32 %2125 to i64
  %2131 = mul i64 3449720151, %2130
  %2132 = lshr i64 %2129, 32
  %2133 = trunc i64 %2132 to i32
  %2134 = trunc i64 %2129 to i32
  %2135 = lshr i64 %2131, 32
  %2136 = trunc i64 %2135 to i32
  %2137 = trunc i64 %2131 to i32
  %2138 = xor i32 %2136, %2121
  %2139 = xor i32 %2138, %2126
  %2140 = xor i32 %2133, %2118
  %2141 = xor i32 %2140, %2127
  %2142 = add i32 %2126, -1640531527
  %2143 = add i32 %2127, -1150833019
  %2144 = zext i32 %2139 to i64
  %2145 = mul i64 3528531795, %2144
  %2146 = zext i32 %2141 to i64
  %2147 = mul i64 3449720151, %2146
  %2148 = lshr i64 %2145, 32
  %2149 = trunc i64 %2148 to i32
  %2150 = trunc i64 %2145 to i32
  %2151 = lshr i64 %2147, 32
  %2152 = trunc i64 %2151 to i32
  %2153 = trunc i64 %2147 to i32
  %2154 = xor i32 %2152, %2137
  %2155 = xor i32 %2154, %2142
  %2156 = xor i32 %2149, %2134
  %2157 = xor i32 %2156, %2143
  %2158 = uitofp i32 %2155 to double
  %2159 = fadd double %2158, 5.000000e-01
  %2160 = fmul double %2159, 0x3DF0000000000000
  %2161 = uitofp i32 %2153 to double
  %2162 = fadd double %2161, 5.000000e-01
  %2163 = fmul double %2162, 0x3DF0000000000000
  %2164 = bitcast double %2160 to i64
  %2165 = lshr i64 %2164, 32
  %2166 = add i64 %2165, 614242
  %2167 = lshr i64 %2166, 20
  %2168 = sub i64 %2167, 1023
  %2169 = and i64 %2166, 1048575
  %2170 = add i64 %2169, 1072079006
  %2171 = shl i64 %2170, 32
  %2172 = and i64 %2164, 4294967295
  %2173 = or i64 %2171, %2172
  %2174 = bitcast i64 %2173 to double
  %2175 = fsub double %2174, 1.000000e+00
  %2176 = fmul double 5.000000e-01, %2175
  %2177 = fmul double %2176, %2175
  %2178 = fadd double 2.000000e+00, %2175
  %2179 = fdiv double %2175, %2178
  %2180 = fmul double %2179, %2179
  %2181 = fmul double %2180, %2180
  %2182 = fmul double %2181, 0x3FC39A09D078C69F
  %2183 = fadd double 0x3FCC71C51D8E78AF, %2182
  %2184 = fmul double %2181, %2183
  %2185 = fadd double 0x3FD999999997FA04, %2184
  %2186 = fmul double %2181, %2185
  %2187 = fmul double %2181, 0x3FC2F112DF3E5244
  %2188 = fadd double 0x3FC7466496CB03DE, %2187
  %2189 = fmul double %2181, %2188
  %2190 = fadd double 0x3FD2492494229359, %2189
  %2191 = fmul double %2181, %2190
  %2192 = fadd double 0x3FE5555555555593, %2191
  %2193 = fmul double %2180, %2192
  %2194 = fadd double %2193, %2186
  %2195 = sitofp i64 %2168 to double
  %2196 = fadd double %2177, %2194
  %2197 = fmul double %2179, %2196
  %2198 = fmul double %2195, 0x3DEA39EF35793C76
  %2199 = fadd double %2197, %2198
  %2200 = fsub double %2199, %2177
  %2201 = fadd double %2200, %2175
  %2202 = fmul double %2195, 0x3FE62E42FEE00000
  %2203 = fadd double %2201, %2202
  %2204 = fmul double -2.000000e+00, %2203
  %2205 = call double @llvm.sqrt.f64(double %2204)
  %2206 = fmul double 0x401921FB54442D18, %2163
  %2207 = fmul double %2206, 0x3FE45F306DC9C883
  %2208 = fadd double %2207, 0x4338000000000000
  %2209 = bitcast double %2208 to i64
  %2210 = fsub double %2208, 0x4338000000000000
  %2211 = fmul double %2210, 0x3FF921FB54400000
  %2212 = fsub double %2206, %2211
  %2213 = fmul double %2210, 0x3DD0B4611A626331
  %2214 = fmul double %2210, 0x3DD0B4611A600000
  %2215 = fsub double %2212, %2214
  %2216 = fmul double %2210, 0x3BA3198A2E037073
  %2217 = fsub double %2212, %2215
  %2218 = fsub double %2217, %2214
  %2219 = fsub double %2216, %2218
  %2220 = fsub double %2212, %2213
  %2221 = bitcast double %2206 to i64
  %2222 = lshr i64 %2221, 52
  %2223 = and i64 %2222, 2047
  %2224 = bitcast double %2220 to i64
  %2225 = lshr i64 %2224, 52
  %2226 = and i64 %2225, 2047
  %2227 = add i64 %2226, 16
  %2228 = icmp ult i64 %2227, %2223
  %2229 = select i1 %2228, double %2215, double %2212
  %2230 = select i1 %2228, double %2219, double %2213
  %2231 = fsub double %2229, %2230
  %2232 = fsub double %2229, %2231
  %2233 = fsub double %2232, %2230
  %2234 = fmul double %2231, %2231
  %2235 = fmul double %2234, %2234
  %2236 = fmul double %2234, 0x3EFA01A019CB1590
  %2237 = fadd double 0xBF56C16C16C15177, %2236
  %2238 = fmul double %2234, %2237
  %2239 = fadd double 0x3FA555555555554C, %2238
  %2240 = fmul double %2234, %2239
  %2241 = fmul double %2234, 0xBDA8FAE9BE8838D4
  %2242 = fadd double 0x3E21EE9EBDB4B1C4, %2241
  %2243 = fmul double %2234, %2242
  %2244 = fadd double 0xBE927E4F809C52AD, %2243
  %2245 = fmul double %2235, %2235
  %2246 = fmul double %2245, %2244
  %2247 = fadd double %2240, %2246
  %2248 = fmul double 5.000000e-01, %2234
  %2249 = fsub double 1.000000e+00, %2248
  %2250 = fsub double 1.000000e+00, %2249
  %2251 = fsub double %2250, %2248
  %2252 = fmul double %2234, %2247
  %2253 = fmul double %2231, %2233
  %2254 = fsub double %2252, %2253
  %2255 = fadd double %2251, %2254
  %2256 = fadd double %2249, %2255
  %2257 = fmul double %2231, %2231
  %2258 = fmul double %2257, %2257
  %2259 = fmul double %2257, 0x3EC71DE357B1FE7D
  %2260 = fadd double 0xBF2A01A019C161D5, %2259
  %2261 = fmul double %2257, %2260
  %2262 = fadd double 0x3F8111111110F8A6, %2261
  %2263 = fmul double %2257, 0x3DE5D93A5ACFD57C
  %2264 = fadd double 0xBE5AE5E68A2B9CEB, %2263
  %2265 = fmul double %2257, %2258
  %2266 = fmul double %2265, %2264
  %2267 = fadd double %2262, %2266
  %2268 = fmul double %2257, %2231
  %2269 = fmul double 5.000000e-01, %2233
  %2270 = fmul double %2268, %2267
  %2271 = fsub double %2269, %2270
  %2272 = fmul double %2257, %2271
  %2273 = fsub double %2272, %2233
  %2274 = fmul double %2268, 0xBFC5555555555549
  %2275 = fsub double %2273, %2274
  %2276 = fsub double %2231, %2275
  %2277 = fneg double %2256
  %2278 = fneg double %2276
  %2279 = and i64 %2209, 1
  %2280 = and i64 %2209, 2
  %2281 = icmp eq i64 %2279, 1
  %2282 = icmp eq i64 %2280, 2
  %2283 = select i1 %2282, double %2277, double %2256
  %2284 = select i1 %2282, double %2276, double %2278
  %2285 = select i1 %2281, double %2284, double %2283
  %2286 = fmul double %2205, %2285
  %2287 = fptrunc double %2286 to float
  %2288 = fmul float %2287, %noise_scale31
  %2289 = fadd float %1989, %2288
  %bits120 = bitcast float %2289 to i32
  %magnitude121 = and i32 %bits120, 2147483647
  %is_nan122 = icmp ugt i32 %magnitude121, 2139095040
  %canonical123 = select i1 %is_nan122, i32 2143289344, i32 %bits120
  store i32 %canonical123, ptr %1974, align 4
  br label %slot.done118

slot.done118:                                     ; preds = %slot.then117, %slot.done109
  %feature124 = add i64 %lane, 7168
  %valid125 = icmp ult i64 %feature124, %n_features
  %2290 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid125, label %slot.then126, label %slot.done127

slot.then126:                                     ; preds = %slot.done118
  %2291 = load float, ptr %2290, align 4
  %2292 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2293 = fsub float %2292, 4.000000e+00
  %2294 = fmul float 2.000000e+00, %2293
  %2295 = fmul float 0x3F847AE140000000, %2294
  %2296 = fmul float 2.000000e+00, %2291
  %2297 = fmul float %2295, %2296
  %2298 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature124
  %2299 = load float, ptr addrspace(1) %2298, align 4
  %2300 = fsub float %2291, %2299
  %2301 = fmul float 2.000000e+00, %2300
  %2302 = fmul float 5.000000e-01, %2301
  %2303 = fadd float %2297, %2302
  %2304 = fmul float %2303, %eta
  %2305 = fsub float %2291, %2304
  %2306 = mul i64 %row, %n_features
  %element128 = add i64 %2306, %feature124
  %2307 = trunc i64 %key0 to i32
  %2308 = lshr i64 %key0, 32
  %2309 = trunc i64 %2308 to i32
  %2310 = trunc i64 %element128 to i32
  %2311 = trunc i64 %key1_step to i32
  %2312 = lshr i64 %key1_step, 32
  %2313 = trunc i64 %2312 to i32
  %2314 = lshr i64 %element128, 32
  %2315 = trunc i64 %2314 to i32
  %2316 = zext i32 %2310 to i64
  %2317 = mul i64 3528531795, %2316
  %2318 = zext i32 %2313 to i64
  %2319 = mul i64 3449720151, %2318
  %2320 = lshr i64 %2317, 32
  %2321 = trunc i64 %2320 to i32
  %2322 = trunc i64 %2317 to i32
  %2323 = lshr i64 %2319, 32
  %2324 = trunc i64 %2323 to i32
  %2325 = trunc i64 %2319 to i32
  %2326 = xor i32 %2324, %2311
  %2327 = xor i32 %2326, %2307
  %2328 = xor i32 %2321, %2315
  %2329 = xor i32 %2328, %2309
  %2330 = add i32 %2307, -1640531527
  %2331 = add i32 %2309, -1150833019
  %2332 = zext i32 %2327 to i64
  %2333 = mul i64 3528531795, %2332
  %2334 = zext i32 %2329 to i64
  %2335 = mul i64 3449720151, %2334
  %2336 = lshr i64 %2333, 32
  %2337 = trunc i64 %2336 to i32
  %2338 = trunc i64 %2333 to i32
  %2339 = lshr i64 %2335, 32
  %2340 = trunc i64 %2339 to i32
  %2341 = trunc i64 %2335 to i32
  %2342 = xor i32 %2340, %2325
  %2343 = xor i32 %2342, %2330
  %2344 = xor i32 %2337, %2322
  %2345 = xor i32 %2344, %2331
  %2346 = add i32 %2330, -1640531527
  %2347 = add i32 %2331, -1150833019
  %2348 = zext i32 %2343 to i64
  %2349 = mul i64 3528531795, %2348
  %2350 = zext i32 %2345 to i64
  %2351 = mul i64 3449720151, %2350
  %2352 = lshr i64 %2349, 32
  %2353 = trunc i64 %2352 to i32
  %2354 = trunc i64 %2349 to i32
  %2355 = lshr i64 %2351, 32
  %2356 = trunc i64 %2355 to i32
  %2357 = trunc i64 %2351 to i32
  %2358 = xor i32 %2356, %2341
  %2359 = xor i32 %2358, %2346
  %2360 = xor i32 %2353, %2338
  %2361 = xor i32 %2360, %2347
  %2362 = add i32 %2346, -1640531527
  %2363 = add i32 %2347, -1150833019
  %2364 = zext i32 %2359 to i64
  %2365 = mul i64 3528531795, %2364
  %2366 = zext i32 %2361 to i64
  %2367 = mul i64 3449720151, %2366
  %2368 = lshr i64 %2365, 32
  %2369 = trunc i64 %2368 to i32
  %2370 = trunc i64 %2365 to i32
  %2371 = lshr i64 %2367, 32
  %2372 = trunc i64 %2371 to i32
  %2373 = trunc i64 %2367 to i32
  %2374 = xor i32 %2372, %2357
  %2375 = xor i32 %2374, %2362
  %2376 = xor i32 %2369, %2354
  %2377 = xor i32 %2376, %2363
  %2378 = add i32 %2362, -1640531527
  %2379 = add i32 %2363, -1150833019
  %2380 = zext i32 %2375 to i64
  %2381 = mul i64 3528531795, %2380
  %2382 = zext i32 %2377 to i64
  %2383 = mul i64 3449720151, %2382
  %2384 = lshr i64 %2381, 32
  %2385 = trunc i64 %2384 to i32
  %2386 = trunc i64 %2381 to i32
  %2387 = lshr i64 %2383, 32
  %2388 = trunc i64 %2387 to i32
  %2389 = trunc i64 %2383 to i32
  %2390 = xor i32 %2388, %2373
  %2391 = xor i32 %2390, %2378
  %2392 = xor i32 %2385, %2370
  %2393 = xor i32 %2392, %2379
  %2394 = add i32 %2378, -1640531527
  %2395 = add i32 %2379, -1150833019
  %2396 = zext i32 %2391 to i64
  %2397 = mul i64 3528531795, %2396
  %2398 = zext i32 %2393 to i64
  %2399 = mul i64 3449720151, %2398
  %2400 = lshr i64 %2397, 32
  %2401 = trunc i64 %2400 to i32
  %2402 = trunc i64 %2397 to i32
  %2403 = lshr i64 %2399, 32
  %2404 = trunc i64 %2403 to i32
  %2405 = trunc i64 %2399 to i32
  %2406 = xor i32 %2404, %2389
  %2407 = xor i32 %2406, %2394
  %2408 = xor i32 %2401, %2386
  %2409 = xor i32 %2408, %2395
  %2410 = add i32 %2394, -1640531527
  %2411 = add i32 %2395, -1150833019
  %2412 = zext i32 %2407 to i64
  %2413 = mul i64 3528531795, %2412
  %2414 = zext i32 %2409 to i64
  %2415 = mul i64 3449720151, %2414
  %2416 = lshr i64 %2413, 32
  %2417 = trunc i64 %2416 to i32
  %2418 = trunc i64 %2413 to i32
  %2419 = lshr i64 %2415, 32
  %2420 = trunc i64 %2419 to i32
  %2421 = trunc i64 %2415 to i32
  %2422 = xor i32 %2420, %2405
  %2423 = xor i32 %2422, %2410
  %2424 = xor i32 %2417, %2402
  %2425 = xor i32 %2424, %2411
  %2426 = add i32 %2410, -1640531527
  %2427 = add i32 %2411, -1150833019
  %2428 = zext i32 %2423 to i64
  %2429 = mul i64 3528531795, %2428
  %2430 = zext i32 %2425 to i64
  %2431 = mul i64 3449720151, %2430
  %2432 = lshr i64 %2429, 32
  %2433 = trunc i64 %2432 to i32
  %2434 = trunc i64 %2429 to i32
  %2435 = lshr i64 %2431, 32
  %2436 = trunc i64 %2435 to i32
  %2437 = trunc i64 %2431 to i32
  %2438 = xor i32 %2436, %2421
  %2439 = xor i32 %2438, %2426
  %2440 = xor i32 %2433, %2418
  %2441 = xor i32 %2440, %2427
  %2442 = add i32 %2426, -1640531527
  %2443 = add i32 %2427, -1150833019
  %2444 = zext i32 %2439 to i64
  %2445 = mul i64 3528531795, %2444
  %2446 = zext i32 %2441 to i64
  %2447 = mul i64 3449720151, %2446
  %2448 = lshr i64 %2445, 32
  %2449 = trunc i64 %2448 to i32
  %2450 = trunc i64 %2445 to i32
  %2451 = lshr i64 %2447, 32
  %2452 = trunc i64 %2451 to i32
  %2453 = trunc i64 %2447 to i32
  %2454 = xor i32 %2452, %2437
  %2455 = xor i32 %2454, %2442
  %2456 = xor i32 %2449, %2434
  %2457 = xor i32 %2456, %2443
  %2458 = add i32 %2442, -1640531527
  %2459 = add i32 %2443, -1150833019
  %2460 = zext i32 %2455 to i64
  %2461 = mul i64 3528531795, %2460
  %2462 = zext i32 %2457 to i64
  %2463 = mul i64 3449720151, %2462
  %2464 = lshr i64 %2461, 32
  %2465 = trunc i64 %2464 to i32
  %2466 = trunc i64 %2461 to i32
  %2467 = lshr i64 %2463, 32
  %2468 = trunc i64 %2467 to i32
  %2469 = trunc i64 %2463 to i32
  %2470 = xor i32 %2468, %2453
  %2471 = xor i32 %2470, %2458
  %2472 = xor i32 %2465, %2450
  %2473 = xor i32 %2472, %2459
  %2474 = uitofp i32 %2471 to double
  %2475 = fadd double %2474, 5.000000e-01
  %2476 = fmul double %2475, 0x3DF0000000000000
  %2477 = uitofp i32 %2469 to double
  %2478 = fadd double %2477, 5.000000e-01
  %2479 = fmul double %2478, 0x3DF0000000000000
  %2480 = bitcast double %2476 to i64
  %2481 = lshr i64 %2480, 32
  %2482 = add i64 %2481, 614242
  %2483 = lshr i64 %2482, 20
  %2484 = sub i64 %2483, 1023
  %2485 = and i64 %2482, 1048575
  %2486 = add i64 %2485, 1072079006
  %2487 = shl i64 %2486, 32
  %2488 = and i64 %2480, 4294967295
  %2489 = or i64 %2487, %2488
  %2490 = bitcast i64 %2489 to double
  %2491 = fsub double %2490, 1.000000e+00
  %2492 = fmul double 5.000000e-01, %2491
  %2493 = fmul double %2492, %2491
  %2494 = fadd double 2.000000e+00, %2491
  %2495 = fdiv double %2491, %2494
  %2496 = fmul double %2495, %2495
  %2497 = fmul double %2496, %2496
  %2498 = fmul double %2497, 0x3FC39A09D078C69F
  %2499 = fadd double 0x3FCC71C51D8E78AF, %2498
  %2500 = fmul double %2497, %2499
  %2501 = fadd double 0x3FD999999997FA04, %2500
  %2502 = fmul double %2497, %2501
  %2503 = fmul double %2497, 0x3FC2F112DF3E5244
  %2504 = fadd double 0x3FC7466496CB03DE, %2503
  %2505 = fmul double %2497, %2504
  %2506 = fadd double 0x3FD2492494229359, %2505
  %2507 = fmul double %2497, %2506
  %2508 = fadd double 0x3FE5555555555593, %2507
  %2509 = fmul double %2496, %2508
  %2510 = fadd double %2509, %2502
  %2511 = sitofp i64 %2484 to double
  %2512 = fadd double %2493, %2510
  %2513 = fmul double %2495, %2512
  %2514 = fmul double %2511, 0x3DEA39EF35793C76
  %2515 = fadd double %2513, %2514
  %2516 = fsub double %2515, %2493
  %2517 = fadd double %2516, %2491
  %2518 = fmul double %2511, 0x3FE62E42FEE00000
  %2519 = fadd double %2517, %2518
  %2520 = fmul double -2.000000e+00, %2519
  %2521 = call double @llvm.sqrt.f64(double %2520)
  %2522 = fmul double 0x401921FB54442D18, %2479
  %2523 = fmul double %2522, 0x3FE45F306DC9C883
  %2524 = fadd double %2523, 0x4338000000000000
  %2525 = bitcast double %2524 to i64
  %2526 = fsub double %2524, 0x4338000000000000
  %2527 = fmul double %2526, 0x3FF921FB54400000
  %2528 = fsub double %2522, %2527
  %2529 = fmul double %2526, 0x3DD0B4611A626331
  %2530 = fmul double %2526, 0x3DD0B4611A600000
  %2531 = fsub double %2528, %2530
  %2532 = fmul double %2526, 0x3BA3198A2E037073
  %2533 = fsub double %2528, %2531
  %2534 = fsub double %2533, %2530
  %2535 = fsub double %2532, %2534
  %2536 = fsub double %2528, %2529
  %2537 = bitcast double %2522 to i64
  %2538 = lshr i64 %2537, 52
  %2539 = and i64 %2538, 2047
  %2540 = bitcast double %2536 to i64
  %2541 = lshr i64 %2540, 52
  %2542 = and i64 %2541, 2047
  %2543 = add i64 %2542, 16
  %2544 = icmp ult i64 %2543, %2539
  %2545 = select i1 %2544, double %2531, double %2528
  %2546 = select i1 %2544, double %2535, double %2529
  %2547 = fsub double %2545, %2546
  %2548 = fsub double %2545, %2547
  %2549 = fsub double %2548, %2546
  %2550 = fmul double %2547, %2547
  %2551 = fmul double %2550, %2550
  %2552 = fmul double %2550, 0x3EFA01A019CB1590
  %2553 = fadd double 0xBF56C16C16C15177, %2552
  %2554 = fmul double %2550, %2553
  %2555 = fadd double 0x3FA555555555554C, %2554
  %2556 = fmul double %2550, %2555
  %2557 = fmul double %2550, 0xBDA8FAE9BE8838D4
  %2558 = fadd double 0x3E21EE9EBDB4B1C4, %2557
  %2559 = fmul double %2550, %2558
  %2560 = fadd double 0xBE927E4F809C52AD, %2559
  %2561 = fmul double %2551, %2551
  %2562 = fmul double %2561, %2560
  %2563 = fadd double %2556, %2562
  %2564 = fmul double 5.000000e-01, %2550
  %2565 = fsub double 1.000000e+00, %2564
  %2566 = fsub double 1.000000e+00, %2565
  %2567 = fsub double %2566, %2564
  %2568 = fmul double %2550, %2563
  %2569 = fmul double %2547, %2549
  %2570 = fsub double %2568, %2569
  %2571 = fadd double %2567, %2570
  %2572 = fadd double %2565, %2571
  %2573 = fmul double %2547, %2547
  %2574 = fmul double %2573, %2573
  %2575 = fmul double %2573, 0x3EC71DE357B1FE7D
  %2576 = fadd double 0xBF2A01A019C161D5, %2575
  %2577 = fmul double %2573, %2576
  %2578 = fadd double 0x3F8111111110F8A6, %2577
  %2579 = fmul double %2573, 0x3DE5D93A5ACFD57C
  %2580 = fadd double 0xBE5AE5E68A2B9CEB, %2579
  %2581 = fmul double %2573, %2574
  %2582 = fmul double %2581, %2580
  %2583 = fadd double %2578, %2582
  %2584 = fmul double %2573, %2547
  %2585 = fmul double 5.000000e-01, %2549
  %2586 = fmul double %2584, %2583
  %2587 = fsub double %2585, %2586
  %2588 = fmul double %2573, %2587
  %2589 = fsub double %2588, %2549
  %2590 = fmul double %2584, 0xBFC5555555555549
  %2591 = fsub double %2589, %2590
  %2592 = fsub double %2547, %2591
  %2593 = fneg double %2572
  %2594 = fneg double %2592
  %2595 = and i64 %2525, 1
  %2596 = and i64 %2525, 2
  %2597 = icmp eq i64 %2595, 1
  %2598 = icmp eq i64 %2596, 2
  %2599 = select i1 %2598, double %2593, double %2572
  %2600 = select i1 %2598, double %2592, double %2594
  %2601 = select i1 %2597, double %2600, double %2599
  %2602 = fmul double %2521, %2601
  %2603 = fptrunc double %2602 to float
  %2604 = fmul float %2603, %noise_scale31
  %2605 = fadd float %2305, %2604
  %bits129 = bitcast float %2605 to i32
  %magnitude130 = and i32 %bits129, 2147483647
  %is_nan131 = icmp ugt i32 %magnitude130, 2139095040
  %canonical132 = select i1 %is_nan131, i32 2143289344, i32 %bits129
  store i32 %canonical132, ptr %2290, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %slot.done118
  br label %noise.done

uniform_sinks.then135:                            ; preds = %quiet
  br label %uniform_sinks.done136

uniform_sinks.done136:                            ; preds = %uniform_sinks.then135, %quiet
  %feature137 = add i64 %lane, 0
  %valid138 = icmp ult i64 %feature137, %n_features
  %2606 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid138, label %slot.then139, label %slot.done140

slot.then139:                                     ; preds = %uniform_sinks.done136
  %2607 = load float, ptr %2606, align 4
  %2608 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2609 = fsub float %2608, 4.000000e+00
  %2610 = fmul float 2.000000e+00, %2609
  %2611 = fmul float 0x3F847AE140000000, %2610
  %2612 = fmul float 2.000000e+00, %2607
  %2613 = fmul float %2611, %2612
  %2614 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature137
  %2615 = load float, ptr addrspace(1) %2614, align 4
  %2616 = fsub float %2607, %2615
  %2617 = fmul float 2.000000e+00, %2616
  %2618 = fmul float 5.000000e-01, %2617
  %2619 = fadd float %2613, %2618
  %2620 = fmul float %2619, %eta
  %2621 = fsub float %2607, %2620
  %2622 = fmul float 0.000000e+00, %noise_scale31
  %2623 = fadd float %2621, %2622
  %bits141 = bitcast float %2621 to i32
  %magnitude142 = and i32 %bits141, 2147483647
  %is_nan143 = icmp ugt i32 %magnitude142, 2139095040
  %canonical144 = select i1 %is_nan143, i32 2143289344, i32 %bits141
  store i32 %canonical144, ptr %2606, align 4
  br label %slot.done140

slot.done140:                                     ; preds = %slot.then139, %uniform_sinks.done136
  %feature145 = add i64 %lane, 1024
  %valid146 = icmp ult i64 %feature145, %n_features
  %2624 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid146, label %slot.then147, label %slot.done148

slot.then147:                                     ; preds = %slot.done140
  %2625 = load float, ptr %2624, align 4
  %2626 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2627 = fsub float %2626, 4.000000e+00
  %2628 = fmul float 2.000000e+00, %2627
  %2629 = fmul float 0x3F847AE140000000, %2628
  %2630 = fmul float 2.000000e+00, %2625
  %2631 = fmul float %2629, %2630
  %2632 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature145
  %2633 = load float, ptr addrspace(1) %2632, align 4
  %2634 = fsub float %2625, %2633
  %2635 = fmul float 2.000000e+00, %2634
  %2636 = fmul float 5.000000e-01, %2635
  %2637 = fadd float %2631, %2636
  %2638 = fmul float %2637, %eta
  %2639 = fsub float %2625, %2638
  %2640 = fmul float 0.000000e+00, %noise_scale31
  %2641 = fadd float %2639, %2640
  %bits149 = bitcast float %2639 to i32
  %magnitude150 = and i32 %bits149, 2147483647
  %is_nan151 = icmp ugt i32 %magnitude150, 2139095040
  %canonical152 = select i1 %is_nan151, i32 2143289344, i32 %bits149
  store i32 %canonical152, ptr %2624, align 4
  br label %slot.done148

slot.done148:                                     ; preds = %slot.then147, %slot.done140
  %feature153 = add i64 %lane, 2048
  %valid154 = icmp ult i64 %feature153, %n_features
  %2642 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid154, label %slot.then155, label %slot.done156

slot.then155:                                     ; preds = %slot.done148
  %2643 = load float, ptr %2642, align 4
  %2644 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2645 = fsub float %2644, 4.000000e+00
  %2646 = fmul float 2.000000e+00, %2645
  %2647 = fmul float 0x3F847AE140000000, %2646
  %2648 = fmul float 2.000000e+00, %2643
  %2649 = fmul float %2647, %2648
  %2650 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature153
  %2651 = load float, ptr addrspace(1) %2650, align 4
  %2652 = fsub float %2643, %2651
  %2653 = fmul float 2.000000e+00, %2652
  %2654 = fmul float 5.000000e-01, %2653
  %2655 = fadd float %2649, %2654
  %2656 = fmul float %2655, %eta
  %2657 = fsub float %2643, %2656
  %2658 = fmul float 0.000000e+00, %noise_scale31
  %2659 = fadd float %2657, %2658
  %bits157 = bitcast float %2657 to i32
  %magnitude158 = and i32 %bits157, 2147483647
  %is_nan159 = icmp ugt i32 %magnitude158, 2139095040
  %canonical160 = select i1 %is_nan159, i32 2143289344, i32 %bits157
  store i32 %canonical160, ptr %2642, align 4
  br label %slot.done156

slot.done156:                                     ; preds = %slot.then155, %slot.done148
  %feature161 = add i64 %lane, 3072
  %valid162 = icmp ult i64 %feature161, %n_features
  %2660 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid162, label %slot.then163, label %slot.done164

slot.then163:                                     ; preds = %slot.done156
  %2661 = load float, ptr %2660, align 4
  %2662 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2663 = fsub float %2662, 4.000000e+00
  %2664 = fmul float 2.000000e+00, %2663
  %2665 = fmul float 0x3F847AE140000000, %2664
  %2666 = fmul float 2.000000e+00, %2661
  %2667 = fmul float %2665, %2666
  %2668 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature161
  %2669 = load float, ptr addrspace(1) %2668, align 4
  %2670 = fsub float %2661, %2669
  %2671 = fmul float 2.000000e+00, %2670
  %2672 = fmul float 5.000000e-01, %2671
  %2673 = fadd float %2667, %2672
  %2674 = fmul float %2673, %eta
  %2675 = fsub float %2661, %2674
  %2676 = fmul float 0.000000e+00, %noise_scale31
  %2677 = fadd float %2675, %2676
  %bits165 = bitcast float %2675 to i32
  %magnitude166 = and i32 %bits165, 2147483647
  %is_nan167 = icmp ugt i32 %magnitude166, 2139095040
  %canonical168 = select i1 %is_nan167, i32 2143289344, i32 %bits165
  store i32 %canonical168, ptr %2660, align 4
  br label %slot.done164

slot.done164:                                     ; preds = %slot.then163, %slot.done156
  %feature169 = add i64 %lane, 4096
  %valid170 = icmp ult i64 %feature169, %n_features
  %2678 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid170, label %slot.then171, label %slot.done172

slot.then171:                                     ; preds = %slot.done164
  %2679 = load float, ptr %2678, align 4
  %2680 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2681 = fsub float %2680, 4.000000e+00
  %2682 = fmul float 2.000000e+00, %2681
  %2683 = fmul float 0x3F847AE140000000, %2682
  %2684 = fmul float 2.000000e+00, %2679
  %2685 = fmul float %2683, %2684
  %2686 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature169
  %2687 = load float, ptr addrspace(1) %2686, align 4
  %2688 = fsub float %2679, %2687
  %2689 = fmul float 2.000000e+00, %2688
  %2690 = fmul float 5.000000e-01, %2689
  %2691 = fadd float %2685, %2690
  %2692 = fmul float %2691, %eta
  %2693 = fsub float %2679, %2692
  %2694 = fmul float 0.000000e+00, %noise_scale31
  %2695 = fadd float %2693, %2694
  %bits173 = bitcast float %2693 to i32
  %magnitude174 = and i32 %bits173, 2147483647
  %is_nan175 = icmp ugt i32 %magnitude174, 2139095040
  %canonical176 = select i1 %is_nan175, i32 2143289344, i32 %bits173
  store i32 %canonical176, ptr %2678, align 4
  br label %slot.done172

slot.done172:                                     ; preds = %slot.then171, %slot.done164
  %feature177 = add i64 %lane, 5120
  %valid178 = icmp ult i64 %feature177, %n_features
  %2696 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid178, label %slot.then179, label %slot.done180

slot.then179:                                     ; preds = %slot.done172
  %2697 = load float, ptr %2696, align 4
  %2698 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2699 = fsub float %2698, 4.000000e+00
  %2700 = fmul float 2.000000e+00, %2699
  %2701 = fmul float 0x3F847AE140000000, %2700
  %2702 = fmul float 2.000000e+00, %2697
  %2703 = fmul float %2701, %2702
  %2704 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature177
  %2705 = load float, ptr addrspace(1) %2704, align 4
  %2706 = fsub float %2697, %2705
  %2707 = fmul float 2.000000e+00, %2706
  %2708 = fmul float 5.000000e-01, %2707
  %2709 = fadd float %2703, %2708
  %2710 = fmul float %2709, %eta
  %2711 = fsub float %2697, %2710
  %2712 = fmul float 0.000000e+00, %noise_scale31
  %2713 = fadd float %2711, %2712
  %bits181 = bitcast float %2711 to i32
  %magnitude182 = and i32 %bits181, 2147483647
  %is_nan183 = icmp ugt i32 %magnitude182, 2139095040
  %canonical184 = select i1 %is_nan183, i32 2143289344, i32 %bits181
  store i32 %canonical184, ptr %2696, align 4
  br label %slot.done180

slot.done180:                                     ; preds = %slot.then179, %slot.done172
  %feature185 = add i64 %lane, 6144
  %valid186 = icmp ult i64 %feature185, %n_features
  %2714 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid186, label %slot.then187, label %slot.done188

slot.then187:                                     ; preds = %slot.done180
  %2715 = load float, ptr %2714, align 4
  %2716 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2717 = fsub float %2716, 4.000000e+00
  %2718 = fmul float 2.000000e+00, %2717
  %2719 = fmul float 0x3F847AE140000000, %2718
  %2720 = fmul float 2.000000e+00, %2715
  %2721 = fmul float %2719, %2720
  %2722 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature185
  %2723 = load float, ptr addrspace(1) %2722, align 4
  %2724 = fsub float %2715, %2723
  %2725 = fmul float 2.000000e+00, %2724
  %2726 = fmul float 5.000000e-01, %2725
  %2727 = fadd float %2721, %2726
  %2728 = fmul float %2727, %eta
  %2729 = fsub float %2715, %2728
  %2730 = fmul float 0.000000e+00, %noise_scale31
  %2731 = fadd float %2729, %2730
  %bits189 = bitcast float %2729 to i32
  %magnitude190 = and i32 %bits189, 2147483647
  %is_nan191 = icmp ugt i32 %magnitude190, 2139095040
  %canonical192 = select i1 %is_nan191, i32 2143289344, i32 %bits189
  store i32 %canonical192, ptr %2714, align 4
  br label %slot.done188

slot.done188:                                     ; preds = %slot.then187, %slot.done180
  %feature193 = add i64 %lane, 7168
  %valid194 = icmp ult i64 %feature193, %n_features
  %2732 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid194, label %slot.then195, label %slot.done196

slot.then195:                                     ; preds = %slot.done188
  %2733 = load float, ptr %2732, align 4
  %2734 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2735 = fsub float %2734, 4.000000e+00
  %2736 = fmul float 2.000000e+00, %2735
  %2737 = fmul float 0x3F847AE140000000, %2736
  %2738 = fmul float 2.000000e+00, %2733
  %2739 = fmul float %2737, %2738
  %2740 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature193
  %2741 = load float, ptr addrspace(1) %2740, align 4
  %2742 = fsub float %2733, %2741
  %2743 = fmul float 2.000000e+00, %2742
  %2744 = fmul float 5.000000e-01, %2743
  %2745 = fadd float %2739, %2744
  %2746 = fmul float %2745, %eta
  %2747 = fsub float %2733, %2746
  %2748 = fmul float 0.000000e+00, %noise_scale31
  %2749 = fadd float %2747, %2748
  %bits197 = bitcast float %2747 to i32
  %magnitude198 = and i32 %bits197, 2147483647
  %is_nan199 = icmp ugt i32 %magnitude198, 2139095040
  %canonical200 = select i1 %is_nan199, i32 2143289344, i32 %bits197
  store i32 %canonical200, ptr %2732, align 4
  br label %slot.done196

slot.done196:                                     ; preds = %slot.then195, %slot.done188
  br label %noise.done

slot.then203:                                     ; preds = %step.exit
  %2750 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature201
  %2751 = load float, ptr %36, align 4
  store float %2751, ptr addrspace(1) %2750, align 4
  br label %slot.done204

slot.done204:                                     ; preds = %slot.then203, %step.exit
  %feature205 = add i64 %lane, 1024
  %valid206 = icmp ult i64 %feature205, %n_features
  %2752 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid206, label %slot.then207, label %slot.done208

slot.then207:                                     ; preds = %slot.done204
  %2753 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature205
  %2754 = load float, ptr %2752, align 4
  store float %2754, ptr addrspace(1) %2753, align 4
  br label %slot.done208

slot.done208:                                     ; preds = %slot.then207, %slot.done204
  %feature209 = add i64 %lane, 2048
  %valid210 = icmp ult i64 %feature209, %n_features
  %2755 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid210, label %slot.then211, label %slot.done212

slot.then211:                                     ; preds = %slot.done208
  %2756 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature209
  %2757 = load float, ptr %2755, align 4
  store float %2757, ptr addrspace(1) %2756, align 4
  br label %slot.done212

slot.done212:                                     ; preds = %slot.then211, %slot.done208
  %feature213 = add i64 %lane, 3072
  %valid214 = icmp ult i64 %feature213, %n_features
  %2758 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid214, label %slot.then215, label %slot.done216

slot.then215:                                     ; preds = %slot.done212
  %2759 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature213
  %2760 = load float, ptr %2758, align 4
  store float %2760, ptr addrspace(1) %2759, align 4
  br label %slot.done216

slot.done216:                                     ; preds = %slot.then215, %slot.done212
  %feature217 = add i64 %lane, 4096
  %valid218 = icmp ult i64 %feature217, %n_features
  %2761 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid218, label %slot.then219, label %slot.done220

slot.then219:                                     ; preds = %slot.done216
  %2762 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature217
  %2763 = load float, ptr %2761, align 4
  store float %2763, ptr addrspace(1) %2762, align 4
  br label %slot.done220

slot.done220:                                     ; preds = %slot.then219, %slot.done216
  %feature221 = add i64 %lane, 5120
  %valid222 = icmp ult i64 %feature221, %n_features
  %2764 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid222, label %slot.then223, label %slot.done224

slot.then223:                                     ; preds = %slot.done220
  %2765 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature221
  %2766 = load float, ptr %2764, align 4
  store float %2766, ptr addrspace(1) %2765, align 4
  br label %slot.done224

slot.done224:                                     ; preds = %slot.then223, %slot.done220
  %feature225 = add i64 %lane, 6144
  %valid226 = icmp ult i64 %feature225, %n_features
  %2767 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid226, label %slot.then227, label %slot.done228

slot.then227:                                     ; preds = %slot.done224
  %2768 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature225
  %2769 = load float, ptr %2767, align 4
  store float %2769, ptr addrspace(1) %2768, align 4
  br label %slot.done228

slot.done228:                                     ; preds = %slot.then227, %slot.done224
  %feature229 = add i64 %lane, 7168
  %valid230 = icmp ult i64 %feature229, %n_features
  %2770 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid230, label %slot.then231, label %slot.done232

slot.then231:                                     ; preds = %slot.done228
  %2771 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature229
  %2772 = load float, ptr %2770, align 4
  store float %2772, ptr addrspace(1) %2771, align 4
  br label %slot.done232

slot.done232:                                     ; preds = %slot.then231, %slot.done228
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %10 = mul i64 %n_features, 0
  %11 = add i64 %10, 0
  %12 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %11
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %343, %noise.done ]
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
  br label %feature.header

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

feature.header:                                   ; preds = %feature.body, %draw.done
  %feature = phi i64 [ %lane, %draw.done ], [ %332, %feature.body ]
  %325 = icmp ult i64 %feature, %n_features
  br i1 %325, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %326 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %327 = load float, ptr addrspace(1) %326, align 4
  %328 = fmul float %327, %327
  %329 = mul i64 %n_features, 0
  %330 = add i64 %329, %feature
  %331 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %330
  store float %328, ptr addrspace(1) %331, align 4
  %332 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %333 = mul i64 %n_features, 0
  %334 = add i64 %333, 0
  %335 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %334
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %341, %fold_sums.body ]
  %336 = icmp ult i64 %fold_sums, %n_features
  br i1 %336, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %337 = getelementptr inbounds float, ptr addrspace(1) %335, i64 %fold_sums
  %338 = load float, ptr addrspace(1) %337, align 4
  %339 = load float, ptr %fold_value, align 4
  %340 = fadd float %338, %339
  store float %340, ptr %fold_value, align 4
  %341 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %342 = load float, ptr %fold_value, align 4
  store float %342, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

noise5:                                           ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then10, label %uniform_sinks.done11

noise.done:                                       ; preds = %feature.exit14, %feature.exit8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %14, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %343 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header6

feature.header6:                                  ; preds = %feature.body7, %uniform_sinks.done
  %feature9 = phi i64 [ %lane, %uniform_sinks.done ], [ %366, %feature.body7 ]
  %344 = icmp ult i64 %feature9, %n_features
  br i1 %344, label %feature.body7, label %feature.exit8

feature.body7:                                    ; preds = %feature.header6
  %345 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %346 = load float, ptr addrspace(1) %345, align 4
  %347 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %348 = fsub float %347, 4.000000e+00
  %349 = fmul float 2.000000e+00, %348
  %350 = fmul float 0x3F847AE140000000, %349
  %351 = fmul float 2.000000e+00, %346
  %352 = fmul float %350, %351
  %353 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %354 = load float, ptr addrspace(1) %353, align 4
  %355 = fsub float %346, %354
  %356 = fmul float 2.000000e+00, %355
  %357 = fmul float 5.000000e-01, %356
  %358 = fadd float %352, %357
  %359 = fmul float %358, %eta
  %360 = fsub float %346, %359
  %361 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature9
  %362 = load float, ptr addrspace(1) %361, align 4
  %363 = fmul float %362, %noise_scale3
  %364 = fadd float %360, %363
  %365 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %bits = bitcast float %364 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %365, align 4
  %366 = add i64 %feature9, 256
  br label %feature.header6

feature.exit8:                                    ; preds = %feature.header6
  br label %noise.done

uniform_sinks.then10:                             ; preds = %quiet
  br label %uniform_sinks.done11

uniform_sinks.done11:                             ; preds = %uniform_sinks.then10, %quiet
  br label %feature.header12

feature.header12:                                 ; preds = %feature.body13, %uniform_sinks.done11
  %feature15 = phi i64 [ %lane, %uniform_sinks.done11 ], [ %387, %feature.body13 ]
  %367 = icmp ult i64 %feature15, %n_features
  br i1 %367, label %feature.body13, label %feature.exit14

feature.body13:                                   ; preds = %feature.header12
  %368 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature15
  %369 = load float, ptr addrspace(1) %368, align 4
  %370 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %371 = fsub float %370, 4.000000e+00
  %372 = fmul float 2.000000e+00, %371
  %373 = fmul float 0x3F847AE140000000, %372
  %374 = fmul float 2.000000e+00, %369
  %375 = fmul float %373, %374
  %376 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature15
  %377 = load float, ptr addrspace(1) %376, align 4
  %378 = fsub float %369, %377
  %379 = fmul float 2.000000e+00, %378
  %380 = fmul float 5.000000e-01, %379
  %381 = fadd float %375, %380
  %382 = fmul float %381, %eta
  %383 = fsub float %369, %382
  %384 = fmul float 0.000000e+00, %noise_scale3
  %385 = fadd float %383, %384
  %386 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature15
  %bits16 = bitcast float %383 to i32
  %magnitude17 = and i32 %bits16, 2147483647
  %is_nan18 = icmp ugt i32 %magnitude17, 2139095040
  %canonical19 = select i1 %is_nan18, i32 2143289344, i32 %bits16
  store i32 %canonical19, ptr addrspace(1) %386, align 4
  %387 = add i64 %feature15, 256
  br label %feature.header12

feature.exit14:                                   ; preds = %feature.header12
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
!3 = !{!4}
!4 = distinct !{!4, !2}
