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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

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

; Function Attrs: nounwind

; Function Attrs: nounwind

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
