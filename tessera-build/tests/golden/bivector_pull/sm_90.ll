; ModuleID = 'bivector_pull'
source_filename = "bivector_pull.toml"
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
define ptx_kernel void @tessera_bivector_pull_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %8 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row_read
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done42, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %10 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %11 = load float, ptr addrspace(1) %10, align 4
  store float %11, ptr %9, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %35, %noise.done ]
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
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then41, label %store.done42

slot.then6:                                       ; preds = %step.body
  %19 = load float, ptr %18, align 4
  %bits = call i64 @llvm.ctpop.i64(i64 %feature4)
  %20 = icmp eq i64 %bits, 2
  %grade = select i1 %20, float 1.000000e+00, float 0.000000e+00
  %21 = fmul float %19, %grade
  %22 = fsub float %19, %21
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %25 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %feature4
  store float %23, ptr addrspace(3) %25, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %26 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %32, %fold_sums.body ]
  %27 = icmp ult i64 %fold_sums, %n_features
  br i1 %27, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %28 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %fold_sums
  %29 = load float, ptr addrspace(3) %28, align 4
  %30 = load float, ptr %fold_value, align 4
  %31 = fadd float %29, %30
  store float %31, ptr %fold_value, align 4
  %32 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %33 = load float, ptr %fold_value, align 4
  %34 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %33, ptr addrspace(3) %34, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then21, label %store.done22

noise.done:                                       ; preds = %store.done22, %store.done
  %t_next = fmul float %13, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %35 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done16, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr addrspace(1) %7, i64 0
  %39 = load float, ptr addrspace(1) %38, align 4
  %40 = fsub float %37, %39
  %41 = fmul float 2.000000e+00, %40
  %42 = fmul float 5.000000e-01, %41
  %bits10 = call i64 @llvm.ctpop.i64(i64 0)
  %43 = icmp eq i64 %bits10, 2
  %grade11 = select i1 %43, float 1.000000e+00, float 0.000000e+00
  %44 = fmul float %42, %grade11
  %45 = fmul float %44, %eta
  %46 = fsub float %37, %45
  %47 = mul i64 %row_read, %n_features
  %element = add i64 %47, 0
  %48 = trunc i64 %key0 to i32
  %49 = lshr i64 %key0, 32
  %50 = trunc i64 %49 to i32
  %51 = trunc i64 %element to i32
  %52 = trunc i64 %key1_step to i32
  %53 = lshr i64 %key1_step, 32
  %54 = trunc i64 %53 to i32
  %55 = lshr i64 %element, 32
  %56 = trunc i64 %55 to i32
  %57 = zext i32 %51 to i64
  %58 = mul i64 3528531795, %57
  %59 = zext i32 %54 to i64
  %60 = mul i64 3449720151, %59
  %61 = lshr i64 %58, 32
  %62 = trunc i64 %61 to i32
  %63 = trunc i64 %58 to i32
  %64 = lshr i64 %60, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %60 to i32
  %67 = xor i32 %65, %52
  %68 = xor i32 %67, %48
  %69 = xor i32 %62, %56
  %70 = xor i32 %69, %50
  %71 = add i32 %48, -1640531527
  %72 = add i32 %50, -1150833019
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
  %199 = add i32 %183, -1640531527
  %200 = add i32 %184, -1150833019
  %201 = zext i32 %196 to i64
  %202 = mul i64 3528531795, %201
  %203 = zext i32 %198 to i64
  %204 = mul i64 3449720151, %203
  %205 = lshr i64 %202, 32
  %206 = trunc i64 %205 to i32
  %207 = trunc i64 %202 to i32
  %208 = lshr i64 %204, 32
  %209 = trunc i64 %208 to i32
  %210 = trunc i64 %204 to i32
  %211 = xor i32 %209, %194
  %212 = xor i32 %211, %199
  %213 = xor i32 %206, %191
  %214 = xor i32 %213, %200
  %215 = uitofp i32 %212 to double
  %216 = fadd double %215, 5.000000e-01
  %217 = fmul double %216, 0x3DF0000000000000
  %218 = uitofp i32 %210 to double
  %219 = fadd double %218, 5.000000e-01
  %220 = fmul double %219, 0x3DF0000000000000
  %221 = bitcast double %217 to i64
  %222 = lshr i64 %221, 32
  %223 = add i64 %222, 614242
  %224 = lshr i64 %223, 20
  %225 = sub i64 %224, 1023
  %226 = and i64 %223, 1048575
  %227 = add i64 %226, 1072079006
  %228 = shl i64 %227, 32
  %229 = and i64 %221, 4294967295
  %230 = or i64 %228, %229
  %231 = bitcast i64 %230 to double
  %232 = fsub double %231, 1.000000e+00
  %233 = fmul double 5.000000e-01, %232
  %234 = fmul double %233, %232
  %235 = fadd double 2.000000e+00, %232
  %236 = fdiv double %232, %235
  %237 = fmul double %236, %236
  %238 = fmul double %237, %237
  %239 = fmul double %238, 0x3FC39A09D078C69F
  %240 = fadd double 0x3FCC71C51D8E78AF, %239
  %241 = fmul double %238, %240
  %242 = fadd double 0x3FD999999997FA04, %241
  %243 = fmul double %238, %242
  %244 = fmul double %238, 0x3FC2F112DF3E5244
  %245 = fadd double 0x3FC7466496CB03DE, %244
  %246 = fmul double %238, %245
  %247 = fadd double 0x3FD2492494229359, %246
  %248 = fmul double %238, %247
  %249 = fadd double 0x3FE5555555555593, %248
  %250 = fmul double %237, %249
  %251 = fadd double %250, %243
  %252 = sitofp i64 %225 to double
  %253 = fadd double %234, %251
  %254 = fmul double %236, %253
  %255 = fmul double %252, 0x3DEA39EF35793C76
  %256 = fadd double %254, %255
  %257 = fsub double %256, %234
  %258 = fadd double %257, %232
  %259 = fmul double %252, 0x3FE62E42FEE00000
  %260 = fadd double %258, %259
  %261 = fmul double -2.000000e+00, %260
  %262 = call double @llvm.sqrt.f64(double %261)
  %263 = fmul double 0x401921FB54442D18, %220
  %264 = fmul double %263, 0x3FE45F306DC9C883
  %265 = fadd double %264, 0x4338000000000000
  %266 = bitcast double %265 to i64
  %267 = fsub double %265, 0x4338000000000000
  %268 = fmul double %267, 0x3FF921FB54400000
  %269 = fsub double %263, %268
  %270 = fmul double %267, 0x3DD0B4611A626331
  %271 = fmul double %267, 0x3DD0B4611A600000
  %272 = fsub double %269, %271
  %273 = fmul double %267, 0x3BA3198A2E037073
  %274 = fsub double %269, %272
  %275 = fsub double %274, %271
  %276 = fsub double %273, %275
  %277 = fsub double %269, %270
  %278 = bitcast double %263 to i64
  %279 = lshr i64 %278, 52
  %280 = and i64 %279, 2047
  %281 = bitcast double %277 to i64
  %282 = lshr i64 %281, 52
  %283 = and i64 %282, 2047
  %284 = add i64 %283, 16
  %285 = icmp ult i64 %284, %280
  %286 = select i1 %285, double %272, double %269
  %287 = select i1 %285, double %276, double %270
  %288 = fsub double %286, %287
  %289 = fsub double %286, %288
  %290 = fsub double %289, %287
  %291 = fmul double %288, %288
  %292 = fmul double %291, %291
  %293 = fmul double %291, 0x3EFA01A019CB1590
  %294 = fadd double 0xBF56C16C16C15177, %293
  %295 = fmul double %291, %294
  %296 = fadd double 0x3FA555555555554C, %295
  %297 = fmul double %291, %296
  %298 = fmul double %291, 0xBDA8FAE9BE8838D4
  %299 = fadd double 0x3E21EE9EBDB4B1C4, %298
  %300 = fmul double %291, %299
  %301 = fadd double 0xBE927E4F809C52AD, %300
  %302 = fmul double %292, %292
  %303 = fmul double %302, %301
  %304 = fadd double %297, %303
  %305 = fmul double 5.000000e-01, %291
  %306 = fsub double 1.000000e+00, %305
  %307 = fsub double 1.000000e+00, %306
  %308 = fsub double %307, %305
  %309 = fmul double %291, %304
  %310 = fmul double %288, %290
  %311 = fsub double %309, %310
  %312 = fadd double %308, %311
  %313 = fadd double %306, %312
  %314 = fmul double %288, %288
  %315 = fmul double %314, %314
  %316 = fmul double %314, 0x3EC71DE357B1FE7D
  %317 = fadd double 0xBF2A01A019C161D5, %316
  %318 = fmul double %314, %317
  %319 = fadd double 0x3F8111111110F8A6, %318
  %320 = fmul double %314, 0x3DE5D93A5ACFD57C
  %321 = fadd double 0xBE5AE5E68A2B9CEB, %320
  %322 = fmul double %314, %315
  %323 = fmul double %322, %321
  %324 = fadd double %319, %323
  %325 = fmul double %314, %288
  %326 = fmul double 5.000000e-01, %290
  %327 = fmul double %325, %324
  %328 = fsub double %326, %327
  %329 = fmul double %314, %328
  %330 = fsub double %329, %290
  %331 = fmul double %325, 0xBFC5555555555549
  %332 = fsub double %330, %331
  %333 = fsub double %288, %332
  %334 = fneg double %313
  %335 = fneg double %333
  %336 = and i64 %266, 1
  %337 = and i64 %266, 2
  %338 = icmp eq i64 %336, 1
  %339 = icmp eq i64 %337, 2
  %340 = select i1 %339, double %334, double %313
  %341 = select i1 %339, double %333, double %335
  %342 = select i1 %338, double %341, double %340
  %343 = fmul double %262, %342
  %344 = fptrunc double %343 to float
  %345 = fmul float %344, %grade11
  %346 = fmul float %345, %noise_scale3
  %347 = fadd float %46, %346
  %348 = fmul float %347, %grade11
  %349 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %350 = load float, ptr addrspace(3) %349, align 4
  %351 = fcmp ogt float %350, 0x3D71979980000000
  %352 = select i1 %351, float 1.000000e+00, float 0.000000e+00
  %status_bits = fptoui float %352 to i32
  %status12 = load i32, ptr addrspace(1) %8, align 4
  %353 = or i32 %status12, %status_bits
  store i32 %353, ptr addrspace(1) %8, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature13 = add i64 %lane, 0
  %valid14 = icmp ult i64 %feature13, %n_features
  %354 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %uniform_sinks.done
  %355 = load float, ptr %354, align 4
  %356 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature13
  %357 = load float, ptr addrspace(1) %356, align 4
  %358 = fsub float %355, %357
  %359 = fmul float 2.000000e+00, %358
  %360 = fmul float 5.000000e-01, %359
  %bits17 = call i64 @llvm.ctpop.i64(i64 %feature13)
  %361 = icmp eq i64 %bits17, 2
  %grade18 = select i1 %361, float 1.000000e+00, float 0.000000e+00
  %362 = fmul float %360, %grade18
  %363 = fmul float %362, %eta
  %364 = fsub float %355, %363
  %365 = mul i64 %row_read, %n_features
  %element19 = add i64 %365, %feature13
  %366 = trunc i64 %key0 to i32
  %367 = lshr i64 %key0, 32
  %368 = trunc i64 %367 to i32
  %369 = trunc i64 %element19 to i32
  %370 = trunc i64 %key1_step to i32
  %371 = lshr i64 %key1_step, 32
  %372 = trunc i64 %371 to i32
  %373 = lshr i64 %element19, 32
  %374 = trunc i64 %373 to i32
  %375 = zext i32 %369 to i64
  %376 = mul i64 3528531795, %375
  %377 = zext i32 %372 to i64
  %378 = mul i64 3449720151, %377
  %379 = lshr i64 %376, 32
  %380 = trunc i64 %379 to i32
  %381 = trunc i64 %376 to i32
  %382 = lshr i64 %378, 32
  %383 = trunc i64 %382 to i32
  %384 = trunc i64 %378 to i32
  %385 = xor i32 %383, %370
  %386 = xor i32 %385, %366
  %387 = xor i32 %380, %374
  %388 = xor i32 %387, %368
  %389 = add i32 %366, -1640531527
  %390 = add i32 %368, -1150833019
  %391 = zext i32 %386 to i64
  %392 = mul i64 3528531795, %391
  %393 = zext i32 %388 to i64
  %394 = mul i64 3449720151, %393
  %395 = lshr i64 %392, 32
  %396 = trunc i64 %395 to i32
  %397 = trunc i64 %392 to i32
  %398 = lshr i64 %394, 32
  %399 = trunc i64 %398 to i32
  %400 = trunc i64 %394 to i32
  %401 = xor i32 %399, %384
  %402 = xor i32 %401, %389
  %403 = xor i32 %396, %381
  %404 = xor i32 %403, %390
  %405 = add i32 %389, -1640531527
  %406 = add i32 %390, -1150833019
  %407 = zext i32 %402 to i64
  %408 = mul i64 3528531795, %407
  %409 = zext i32 %404 to i64
  %410 = mul i64 3449720151, %409
  %411 = lshr i64 %408, 32
  %412 = trunc i64 %411 to i32
  %413 = trunc i64 %408 to i32
  %414 = lshr i64 %410, 32
  %415 = trunc i64 %414 to i32
  %416 = trunc i64 %410 to i32
  %417 = xor i32 %415, %400
  %418 = xor i32 %417, %405
  %419 = xor i32 %412, %397
  %420 = xor i32 %419, %406
  %421 = add i32 %405, -1640531527
  %422 = add i32 %406, -1150833019
  %423 = zext i32 %418 to i64
  %424 = mul i64 3528531795, %423
  %425 = zext i32 %420 to i64
  %426 = mul i64 3449720151, %425
  %427 = lshr i64 %424, 32
  %428 = trunc i64 %427 to i32
  %429 = trunc i64 %424 to i32
  %430 = lshr i64 %426, 32
  %431 = trunc i64 %430 to i32
  %432 = trunc i64 %426 to i32
  %433 = xor i32 %431, %416
  %434 = xor i32 %433, %421
  %435 = xor i32 %428, %413
  %436 = xor i32 %435, %422
  %437 = add i32 %421, -1640531527
  %438 = add i32 %422, -1150833019
  %439 = zext i32 %434 to i64
  %440 = mul i64 3528531795, %439
  %441 = zext i32 %436 to i64
  %442 = mul i64 3449720151, %441
  %443 = lshr i64 %440, 32
  %444 = trunc i64 %443 to i32
  %445 = trunc i64 %440 to i32
  %446 = lshr i64 %442, 32
  %447 = trunc i64 %446 to i32
  %448 = trunc i64 %442 to i32
  %449 = xor i32 %447, %432
  %450 = xor i32 %449, %437
  %451 = xor i32 %444, %429
  %452 = xor i32 %451, %438
  %453 = add i32 %437, -1640531527
  %454 = add i32 %438, -1150833019
  %455 = zext i32 %450 to i64
  %456 = mul i64 3528531795, %455
  %457 = zext i32 %452 to i64
  %458 = mul i64 3449720151, %457
  %459 = lshr i64 %456, 32
  %460 = trunc i64 %459 to i32
  %461 = trunc i64 %456 to i32
  %462 = lshr i64 %458, 32
  %463 = trunc i64 %462 to i32
  %464 = trunc i64 %458 to i32
  %465 = xor i32 %463, %448
  %466 = xor i32 %465, %453
  %467 = xor i32 %460, %445
  %468 = xor i32 %467, %454
  %469 = add i32 %453, -1640531527
  %470 = add i32 %454, -1150833019
  %471 = zext i32 %466 to i64
  %472 = mul i64 3528531795, %471
  %473 = zext i32 %468 to i64
  %474 = mul i64 3449720151, %473
  %475 = lshr i64 %472, 32
  %476 = trunc i64 %475 to i32
  %477 = trunc i64 %472 to i32
  %478 = lshr i64 %474, 32
  %479 = trunc i64 %478 to i32
  %480 = trunc i64 %474 to i32
  %481 = xor i32 %479, %464
  %482 = xor i32 %481, %469
  %483 = xor i32 %476, %461
  %484 = xor i32 %483, %470
  %485 = add i32 %469, -1640531527
  %486 = add i32 %470, -1150833019
  %487 = zext i32 %482 to i64
  %488 = mul i64 3528531795, %487
  %489 = zext i32 %484 to i64
  %490 = mul i64 3449720151, %489
  %491 = lshr i64 %488, 32
  %492 = trunc i64 %491 to i32
  %493 = trunc i64 %488 to i32
  %494 = lshr i64 %490, 32
  %495 = trunc i64 %494 to i32
  %496 = trunc i64 %490 to i32
  %497 = xor i32 %495, %480
  %498 = xor i32 %497, %485
  %499 = xor i32 %492, %477
  %500 = xor i32 %499, %486
  %501 = add i32 %485, -1640531527
  %502 = add i32 %486, -1150833019
  %503 = zext i32 %498 to i64
  %504 = mul i64 3528531795, %503
  %505 = zext i32 %500 to i64
  %506 = mul i64 3449720151, %505
  %507 = lshr i64 %504, 32
  %508 = trunc i64 %507 to i32
  %509 = trunc i64 %504 to i32
  %510 = lshr i64 %506, 32
  %511 = trunc i64 %510 to i32
  %512 = trunc i64 %506 to i32
  %513 = xor i32 %511, %496
  %514 = xor i32 %513, %501
  %515 = xor i32 %508, %493
  %516 = xor i32 %515, %502
  %517 = add i32 %501, -1640531527
  %518 = add i32 %502, -1150833019
  %519 = zext i32 %514 to i64
  %520 = mul i64 3528531795, %519
  %521 = zext i32 %516 to i64
  %522 = mul i64 3449720151, %521
  %523 = lshr i64 %520, 32
  %524 = trunc i64 %523 to i32
  %525 = trunc i64 %520 to i32
  %526 = lshr i64 %522, 32
  %527 = trunc i64 %526 to i32
  %528 = trunc i64 %522 to i32
  %529 = xor i32 %527, %512
  %530 = xor i32 %529, %517
  %531 = xor i32 %524, %509
  %532 = xor i32 %531, %518
  %533 = uitofp i32 %530 to double
  %534 = fadd double %533, 5.000000e-01
  %535 = fmul double %534, 0x3DF0000000000000
  %536 = uitofp i32 %528 to double
  %537 = fadd double %536, 5.000000e-01
  %538 = fmul double %537, 0x3DF0000000000000
  %539 = bitcast double %535 to i64
  %540 = lshr i64 %539, 32
  %541 = add i64 %540, 614242
  %542 = lshr i64 %541, 20
  %543 = sub i64 %542, 1023
  %544 = and i64 %541, 1048575
  %545 = add i64 %544, 1072079006
  %546 = shl i64 %545, 32
  %547 = and i64 %539, 4294967295
  %548 = or i64 %546, %547
  %549 = bitcast i64 %548 to double
  %550 = fsub double %549, 1.000000e+00
  %551 = fmul double 5.000000e-01, %550
  %552 = fmul double %551, %550
  %553 = fadd double 2.000000e+00, %550
  %554 = fdiv double %550, %553
  %555 = fmul double %554, %554
  %556 = fmul double %555, %555
  %557 = fmul double %556, 0x3FC39A09D078C69F
  %558 = fadd double 0x3FCC71C51D8E78AF, %557
  %559 = fmul double %556, %558
  %560 = fadd double 0x3FD999999997FA04, %559
  %561 = fmul double %556, %560
  %562 = fmul double %556, 0x3FC2F112DF3E5244
  %563 = fadd double 0x3FC7466496CB03DE, %562
  %564 = fmul double %556, %563
  %565 = fadd double 0x3FD2492494229359, %564
  %566 = fmul double %556, %565
  %567 = fadd double 0x3FE5555555555593, %566
  %568 = fmul double %555, %567
  %569 = fadd double %568, %561
  %570 = sitofp i64 %543 to double
  %571 = fadd double %552, %569
  %572 = fmul double %554, %571
  %573 = fmul double %570, 0x3DEA39EF35793C76
  %574 = fadd double %572, %573
  %575 = fsub double %574, %552
  %576 = fadd double %575, %550
  %577 = fmul double %570, 0x3FE62E42FEE00000
  %578 = fadd double %576, %577
  %579 = fmul double -2.000000e+00, %578
  %580 = call double @llvm.sqrt.f64(double %579)
  %581 = fmul double 0x401921FB54442D18, %538
  %582 = fmul double %581, 0x3FE45F306DC9C883
  %583 = fadd double %582, 0x4338000000000000
  %584 = bitcast double %583 to i64
  %585 = fsub double %583, 0x4338000000000000
  %586 = fmul double %585, 0x3FF921FB54400000
  %587 = fsub double %581, %586
  %588 = fmul double %585, 0x3DD0B4611A626331
  %589 = fmul double %585, 0x3DD0B4611A600000
  %590 = fsub double %587, %589
  %591 = fmul double %585, 0x3BA3198A2E037073
  %592 = fsub double %587, %590
  %593 = fsub double %592, %589
  %594 = fsub double %591, %593
  %595 = fsub double %587, %588
  %596 = bitcast double %581 to i64
  %597 = lshr i64 %596, 52
  %598 = and i64 %597, 2047
  %599 = bitcast double %595 to i64
  %600 = lshr i64 %599, 52
  %601 = and i64 %600, 2047
  %602 = add i64 %601, 16
  %603 = icmp ult i64 %602, %598
  %604 = select i1 %603, double %590, double %587
  %605 = select i1 %603, double %594, double %588
  %606 = fsub double %604, %605
  %607 = fsub double %604, %606
  %608 = fsub double %607, %605
  %609 = fmul double %606, %606
  %610 = fmul double %609, %609
  %611 = fmul double %609, 0x3EFA01A019CB1590
  %612 = fadd double 0xBF56C16C16C15177, %611
  %613 = fmul double %609, %612
  %614 = fadd double 0x3FA555555555554C, %613
  %615 = fmul double %609, %614
  %616 = fmul double %609, 0xBDA8FAE9BE8838D4
  %617 = fadd double 0x3E21EE9EBDB4B1C4, %616
  %618 = fmul double %609, %617
  %619 = fadd double 0xBE927E4F809C52AD, %618
  %620 = fmul double %610, %610
  %621 = fmul double %620, %619
  %622 = fadd double %615, %621
  %623 = fmul double 5.000000e-01, %609
  %624 = fsub double 1.000000e+00, %623
  %625 = fsub double 1.000000e+00, %624
  %626 = fsub double %625, %623
  %627 = fmul double %609, %622
  %628 = fmul double %606, %608
  %629 = fsub double %627, %628
  %630 = fadd double %626, %629
  %631 = fadd double %624, %630
  %632 = fmul double %606, %606
  %633 = fmul double %632, %632
  %634 = fmul double %632, 0x3EC71DE357B1FE7D
  %635 = fadd double 0xBF2A01A019C161D5, %634
  %636 = fmul double %632, %635
  %637 = fadd double 0x3F8111111110F8A6, %636
  %638 = fmul double %632, 0x3DE5D93A5ACFD57C
  %639 = fadd double 0xBE5AE5E68A2B9CEB, %638
  %640 = fmul double %632, %633
  %641 = fmul double %640, %639
  %642 = fadd double %637, %641
  %643 = fmul double %632, %606
  %644 = fmul double 5.000000e-01, %608
  %645 = fmul double %643, %642
  %646 = fsub double %644, %645
  %647 = fmul double %632, %646
  %648 = fsub double %647, %608
  %649 = fmul double %643, 0xBFC5555555555549
  %650 = fsub double %648, %649
  %651 = fsub double %606, %650
  %652 = fneg double %631
  %653 = fneg double %651
  %654 = and i64 %584, 1
  %655 = and i64 %584, 2
  %656 = icmp eq i64 %654, 1
  %657 = icmp eq i64 %655, 2
  %658 = select i1 %657, double %652, double %631
  %659 = select i1 %657, double %651, double %653
  %660 = select i1 %656, double %659, double %658
  %661 = fmul double %580, %660
  %662 = fptrunc double %661 to float
  %663 = fmul float %662, %grade18
  %664 = fmul float %663, %noise_scale3
  %665 = fadd float %364, %664
  %666 = fmul float %665, %grade18
  %667 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %668 = load float, ptr addrspace(3) %667, align 4
  %669 = fcmp ogt float %668, 0x3D71979980000000
  %670 = select i1 %669, float 1.000000e+00, float 0.000000e+00
  %bits20 = bitcast float %666 to i32
  %magnitude = and i32 %bits20, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits20
  store i32 %canonical, ptr %354, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %uniform_sinks.done
  br label %store.done

store.then21:                                     ; preds = %quiet
  %feature23 = add i64 %lane, 0
  %valid24 = icmp ult i64 %feature23, %n_features
  %671 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then25, label %uniform_sinks.done26

store.done22:                                     ; preds = %slot.done34, %quiet
  br label %noise.done

uniform_sinks.then25:                             ; preds = %store.then21
  %672 = load float, ptr %671, align 4
  %673 = getelementptr inbounds float, ptr addrspace(1) %7, i64 0
  %674 = load float, ptr addrspace(1) %673, align 4
  %675 = fsub float %672, %674
  %676 = fmul float 2.000000e+00, %675
  %677 = fmul float 5.000000e-01, %676
  %bits27 = call i64 @llvm.ctpop.i64(i64 0)
  %678 = icmp eq i64 %bits27, 2
  %grade28 = select i1 %678, float 1.000000e+00, float 0.000000e+00
  %679 = fmul float %677, %grade28
  %680 = fmul float %679, %eta
  %681 = fsub float %672, %680
  %682 = fmul float 0.000000e+00, %grade28
  %683 = fmul float %682, %noise_scale3
  %684 = fadd float %681, %683
  %685 = fmul float %681, %grade28
  %686 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %687 = load float, ptr addrspace(3) %686, align 4
  %688 = fcmp ogt float %687, 0x3D71979980000000
  %689 = select i1 %688, float 1.000000e+00, float 0.000000e+00
  %status_bits29 = fptoui float %689 to i32
  %status30 = load i32, ptr addrspace(1) %8, align 4
  %690 = or i32 %status30, %status_bits29
  store i32 %690, ptr addrspace(1) %8, align 4
  br label %uniform_sinks.done26

uniform_sinks.done26:                             ; preds = %uniform_sinks.then25, %store.then21
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %691 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

slot.then33:                                      ; preds = %uniform_sinks.done26
  %692 = load float, ptr %691, align 4
  %693 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature31
  %694 = load float, ptr addrspace(1) %693, align 4
  %695 = fsub float %692, %694
  %696 = fmul float 2.000000e+00, %695
  %697 = fmul float 5.000000e-01, %696
  %bits35 = call i64 @llvm.ctpop.i64(i64 %feature31)
  %698 = icmp eq i64 %bits35, 2
  %grade36 = select i1 %698, float 1.000000e+00, float 0.000000e+00
  %699 = fmul float %697, %grade36
  %700 = fmul float %699, %eta
  %701 = fsub float %692, %700
  %702 = fmul float 0.000000e+00, %grade36
  %703 = fmul float %702, %noise_scale3
  %704 = fadd float %701, %703
  %705 = fmul float %701, %grade36
  %706 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %707 = load float, ptr addrspace(3) %706, align 4
  %708 = fcmp ogt float %707, 0x3D71979980000000
  %709 = select i1 %708, float 1.000000e+00, float 0.000000e+00
  %bits37 = bitcast float %705 to i32
  %magnitude38 = and i32 %bits37, 2147483647
  %is_nan39 = icmp ugt i32 %magnitude38, 2139095040
  %canonical40 = select i1 %is_nan39, i32 2143289344, i32 %bits37
  store i32 %canonical40, ptr %691, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %uniform_sinks.done26
  br label %store.done22

store.then41:                                     ; preds = %step.exit
  %feature43 = add i64 %lane, 0
  %valid44 = icmp ult i64 %feature43, %n_features
  %710 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid44, label %slot.then45, label %slot.done46

store.done42:                                     ; preds = %slot.done46, %step.exit
  br label %row.done

slot.then45:                                      ; preds = %store.then41
  %711 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature43
  %712 = load float, ptr %710, align 4
  store float %712, ptr addrspace(1) %711, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %store.then41
  br label %store.done42
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

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
define ptx_kernel void @tessera_bivector_pull_w1024(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %5 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %6 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done147, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %7 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %8 = load float, ptr addrspace(1) %7, align 4
  store float %8, ptr %6, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %10 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %11 = load float, ptr addrspace(1) %10, align 4
  store float %11, ptr %9, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %12 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %13 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %14 = load float, ptr addrspace(1) %13, align 4
  store float %14, ptr %12, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %16 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %17 = load float, ptr addrspace(1) %16, align 4
  store float %17, ptr %15, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  store float %temperature, ptr %temperature13, align 4
  %anneal14 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %62, %noise.done ]
  %18 = icmp ult i64 %step, %steps
  br i1 %18, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %19 = load float, ptr %temperature13, align 4
  %20 = fmul float %two_eta, %19
  %21 = fcmp olt float 0.000000e+00, %20
  %22 = call float @llvm.sqrt.f32(float %20)
  %23 = select i1 %21, float %22, float 0.000000e+00
  %noise_scale15 = select i1 %anneal14, float %23, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

step.exit:                                        ; preds = %step.header
  %feature132 = add i64 %lane, 0
  %valid133 = icmp ult i64 %feature132, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid133, label %slot.then134, label %slot.done135

slot.then18:                                      ; preds = %step.body
  %26 = load float, ptr %24, align 4
  %bits = call i64 @llvm.ctpop.i64(i64 %feature16)
  %27 = icmp eq i64 %bits, 2
  %grade = select i1 %27, float 1.000000e+00, float 0.000000e+00
  %28 = fmul float %26, %grade
  %29 = fsub float %26, %28
  %30 = fmul float %29, %29
  %31 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature16
  store float %30, ptr addrspace(3) %31, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %step.body
  %feature20 = add i64 %lane, 256
  %valid21 = icmp ult i64 %feature20, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %33 = load float, ptr %32, align 4
  %bits24 = call i64 @llvm.ctpop.i64(i64 %feature20)
  %34 = icmp eq i64 %bits24, 2
  %grade25 = select i1 %34, float 1.000000e+00, float 0.000000e+00
  %35 = fmul float %33, %grade25
  %36 = fsub float %33, %35
  %37 = fmul float %36, %36
  %38 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature20
  store float %37, ptr addrspace(3) %38, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature26 = add i64 %lane, 512
  %valid27 = icmp ult i64 %feature26, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid27, label %slot.then28, label %slot.done29

slot.then28:                                      ; preds = %slot.done23
  %40 = load float, ptr %39, align 4
  %bits30 = call i64 @llvm.ctpop.i64(i64 %feature26)
  %41 = icmp eq i64 %bits30, 2
  %grade31 = select i1 %41, float 1.000000e+00, float 0.000000e+00
  %42 = fmul float %40, %grade31
  %43 = fsub float %40, %42
  %44 = fmul float %43, %43
  %45 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature26
  store float %44, ptr addrspace(3) %45, align 4
  br label %slot.done29

slot.done29:                                      ; preds = %slot.then28, %slot.done23
  %feature32 = add i64 %lane, 768
  %valid33 = icmp ult i64 %feature32, %n_features
  %46 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %slot.done29
  %47 = load float, ptr %46, align 4
  %bits36 = call i64 @llvm.ctpop.i64(i64 %feature32)
  %48 = icmp eq i64 %bits36, 2
  %grade37 = select i1 %48, float 1.000000e+00, float 0.000000e+00
  %49 = fmul float %47, %grade37
  %50 = fsub float %47, %49
  %51 = fmul float %50, %50
  %52 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature32
  store float %51, ptr addrspace(3) %52, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %slot.done29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done35
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %58, %fold_sums.body ]
  %53 = icmp ult i64 %fold_sums, %n_features
  br i1 %53, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %54 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %55 = load float, ptr addrspace(3) %54, align 4
  %56 = load float, ptr %fold_value, align 4
  %57 = fadd float %55, %56
  store float %57, ptr %fold_value, align 4
  %58 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %59 = load float, ptr %fold_value, align 4
  store float %59, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature38 = add i64 %lane, 0
  %valid39 = icmp ult i64 %feature38, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature84 = add i64 %lane, 0
  %valid85 = icmp ult i64 %feature84, %n_features
  %61 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then86, label %uniform_sinks.done87

noise.done:                                       ; preds = %slot.done125, %slot.done76
  %t_next = fmul float %19, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %62 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  %63 = load float, ptr %60, align 4
  %64 = getelementptr inbounds float, ptr addrspace(1) %4, i64 0
  %65 = load float, ptr addrspace(1) %64, align 4
  %66 = fsub float %63, %65
  %67 = fmul float 2.000000e+00, %66
  %68 = fmul float 5.000000e-01, %67
  %bits40 = call i64 @llvm.ctpop.i64(i64 0)
  %69 = icmp eq i64 %bits40, 2
  %grade41 = select i1 %69, float 1.000000e+00, float 0.000000e+00
  %70 = fmul float %68, %grade41
  %71 = fmul float %70, %eta
  %72 = fsub float %63, %71
  %73 = mul i64 %row, %n_features
  %element = add i64 %73, 0
  %74 = trunc i64 %key0 to i32
  %75 = lshr i64 %key0, 32
  %76 = trunc i64 %75 to i32
  %77 = trunc i64 %element to i32
  %78 = trunc i64 %key1_step to i32
  %79 = lshr i64 %key1_step, 32
  %80 = trunc i64 %79 to i32
  %81 = lshr i64 %element, 32
  %82 = trunc i64 %81 to i32
  %83 = zext i32 %77 to i64
  %84 = mul i64 3528531795, %83
  %85 = zext i32 %80 to i64
  %86 = mul i64 3449720151, %85
  %87 = lshr i64 %84, 32
  %88 = trunc i64 %87 to i32
  %89 = trunc i64 %84 to i32
  %90 = lshr i64 %86, 32
  %91 = trunc i64 %90 to i32
  %92 = trunc i64 %86 to i32
  %93 = xor i32 %91, %78
  %94 = xor i32 %93, %74
  %95 = xor i32 %88, %82
  %96 = xor i32 %95, %76
  %97 = add i32 %74, -1640531527
  %98 = add i32 %76, -1150833019
  %99 = zext i32 %94 to i64
  %100 = mul i64 3528531795, %99
  %101 = zext i32 %96 to i64
  %102 = mul i64 3449720151, %101
  %103 = lshr i64 %100, 32
  %104 = trunc i64 %103 to i32
  %105 = trunc i64 %100 to i32
  %106 = lshr i64 %102, 32
  %107 = trunc i64 %106 to i32
  %108 = trunc i64 %102 to i32
  %109 = xor i32 %107, %92
  %110 = xor i32 %109, %97
  %111 = xor i32 %104, %89
  %112 = xor i32 %111, %98
  %113 = add i32 %97, -1640531527
  %114 = add i32 %98, -1150833019
  %115 = zext i32 %110 to i64
  %116 = mul i64 3528531795, %115
  %117 = zext i32 %112 to i64
  %118 = mul i64 3449720151, %117
  %119 = lshr i64 %116, 32
  %120 = trunc i64 %119 to i32
  %121 = trunc i64 %116 to i32
  %122 = lshr i64 %118, 32
  %123 = trunc i64 %122 to i32
  %124 = trunc i64 %118 to i32
  %125 = xor i32 %123, %108
  %126 = xor i32 %125, %113
  %127 = xor i32 %120, %105
  %128 = xor i32 %127, %114
  %129 = add i32 %113, -1640531527
  %130 = add i32 %114, -1150833019
  %131 = zext i32 %126 to i64
  %132 = mul i64 3528531795, %131
  %133 = zext i32 %128 to i64
  %134 = mul i64 3449720151, %133
  %135 = lshr i64 %132, 32
  %136 = trunc i64 %135 to i32
  %137 = trunc i64 %132 to i32
  %138 = lshr i64 %134, 32
  %139 = trunc i64 %138 to i32
  %140 = trunc i64 %134 to i32
  %141 = xor i32 %139, %124
  %142 = xor i32 %141, %129
  %143 = xor i32 %136, %121
  %144 = xor i32 %143, %130
  %145 = add i32 %129, -1640531527
  %146 = add i32 %130, -1150833019
  %147 = zext i32 %142 to i64
  %148 = mul i64 3528531795, %147
  %149 = zext i32 %144 to i64
  %150 = mul i64 3449720151, %149
  %151 = lshr i64 %148, 32
  %152 = trunc i64 %151 to i32
  %153 = trunc i64 %148 to i32
  %154 = lshr i64 %150, 32
  %155 = trunc i64 %154 to i32
  %156 = trunc i64 %150 to i32
  %157 = xor i32 %155, %140
  %158 = xor i32 %157, %145
  %159 = xor i32 %152, %137
  %160 = xor i32 %159, %146
  %161 = add i32 %145, -1640531527
  %162 = add i32 %146, -1150833019
  %163 = zext i32 %158 to i64
  %164 = mul i64 3528531795, %163
  %165 = zext i32 %160 to i64
  %166 = mul i64 3449720151, %165
  %167 = lshr i64 %164, 32
  %168 = trunc i64 %167 to i32
  %169 = trunc i64 %164 to i32
  %170 = lshr i64 %166, 32
  %171 = trunc i64 %170 to i32
  %172 = trunc i64 %166 to i32
  %173 = xor i32 %171, %156
  %174 = xor i32 %173, %161
  %175 = xor i32 %168, %153
  %176 = xor i32 %175, %162
  %177 = add i32 %161, -1640531527
  %178 = add i32 %162, -1150833019
  %179 = zext i32 %174 to i64
  %180 = mul i64 3528531795, %179
  %181 = zext i32 %176 to i64
  %182 = mul i64 3449720151, %181
  %183 = lshr i64 %180, 32
  %184 = trunc i64 %183 to i32
  %185 = trunc i64 %180 to i32
  %186 = lshr i64 %182, 32
  %187 = trunc i64 %186 to i32
  %188 = trunc i64 %182 to i32
  %189 = xor i32 %187, %172
  %190 = xor i32 %189, %177
  %191 = xor i32 %184, %169
  %192 = xor i32 %191, %178
  %193 = add i32 %177, -1640531527
  %194 = add i32 %178, -1150833019
  %195 = zext i32 %190 to i64
  %196 = mul i64 3528531795, %195
  %197 = zext i32 %192 to i64
  %198 = mul i64 3449720151, %197
  %199 = lshr i64 %196, 32
  %200 = trunc i64 %199 to i32
  %201 = trunc i64 %196 to i32
  %202 = lshr i64 %198, 32
  %203 = trunc i64 %202 to i32
  %204 = trunc i64 %198 to i32
  %205 = xor i32 %203, %188
  %206 = xor i32 %205, %193
  %207 = xor i32 %200, %185
  %208 = xor i32 %207, %194
  %209 = add i32 %193, -1640531527
  %210 = add i32 %194, -1150833019
  %211 = zext i32 %206 to i64
  %212 = mul i64 3528531795, %211
  %213 = zext i32 %208 to i64
  %214 = mul i64 3449720151, %213
  %215 = lshr i64 %212, 32
  %216 = trunc i64 %215 to i32
  %217 = trunc i64 %212 to i32
  %218 = lshr i64 %214, 32
  %219 = trunc i64 %218 to i32
  %220 = trunc i64 %214 to i32
  %221 = xor i32 %219, %204
  %222 = xor i32 %221, %209
  %223 = xor i32 %216, %201
  %224 = xor i32 %223, %210
  %225 = add i32 %209, -1640531527
  %226 = add i32 %210, -1150833019
  %227 = zext i32 %222 to i64
  %228 = mul i64 3528531795, %227
  %229 = zext i32 %224 to i64
  %230 = mul i64 3449720151, %229
  %231 = lshr i64 %228, 32
  %232 = trunc i64 %231 to i32
  %233 = trunc i64 %228 to i32
  %234 = lshr i64 %230, 32
  %235 = trunc i64 %234 to i32
  %236 = trunc i64 %230 to i32
  %237 = xor i32 %235, %220
  %238 = xor i32 %237, %225
  %239 = xor i32 %232, %217
  %240 = xor i32 %239, %226
  %241 = uitofp i32 %238 to double
  %242 = fadd double %241, 5.000000e-01
  %243 = fmul double %242, 0x3DF0000000000000
  %244 = uitofp i32 %236 to double
  %245 = fadd double %244, 5.000000e-01
  %246 = fmul double %245, 0x3DF0000000000000
  %247 = bitcast double %243 to i64
  %248 = lshr i64 %247, 32
  %249 = add i64 %248, 614242
  %250 = lshr i64 %249, 20
  %251 = sub i64 %250, 1023
  %252 = and i64 %249, 1048575
  %253 = add i64 %252, 1072079006
  %254 = shl i64 %253, 32
  %255 = and i64 %247, 4294967295
  %256 = or i64 %254, %255
  %257 = bitcast i64 %256 to double
  %258 = fsub double %257, 1.000000e+00
  %259 = fmul double 5.000000e-01, %258
  %260 = fmul double %259, %258
  %261 = fadd double 2.000000e+00, %258
  %262 = fdiv double %258, %261
  %263 = fmul double %262, %262
  %264 = fmul double %263, %263
  %265 = fmul double %264, 0x3FC39A09D078C69F
  %266 = fadd double 0x3FCC71C51D8E78AF, %265
  %267 = fmul double %264, %266
  %268 = fadd double 0x3FD999999997FA04, %267
  %269 = fmul double %264, %268
  %270 = fmul double %264, 0x3FC2F112DF3E5244
  %271 = fadd double 0x3FC7466496CB03DE, %270
  %272 = fmul double %264, %271
  %273 = fadd double 0x3FD2492494229359, %272
  %274 = fmul double %264, %273
  %275 = fadd double 0x3FE5555555555593, %274
  %276 = fmul double %263, %275
  %277 = fadd double %276, %269
  %278 = sitofp i64 %251 to double
  %279 = fadd double %260, %277
  %280 = fmul double %262, %279
  %281 = fmul double %278, 0x3DEA39EF35793C76
  %282 = fadd double %280, %281
  %283 = fsub double %282, %260
  %284 = fadd double %283, %258
  %285 = fmul double %278, 0x3FE62E42FEE00000
  %286 = fadd double %284, %285
  %287 = fmul double -2.000000e+00, %286
  %288 = call double @llvm.sqrt.f64(double %287)
  %289 = fmul double 0x401921FB54442D18, %246
  %290 = fmul double %289, 0x3FE45F306DC9C883
  %291 = fadd double %290, 0x4338000000000000
  %292 = bitcast double %291 to i64
  %293 = fsub double %291, 0x4338000000000000
  %294 = fmul double %293, 0x3FF921FB54400000
  %295 = fsub double %289, %294
  %296 = fmul double %293, 0x3DD0B4611A626331
  %297 = fmul double %293, 0x3DD0B4611A600000
  %298 = fsub double %295, %297
  %299 = fmul double %293, 0x3BA3198A2E037073
  %300 = fsub double %295, %298
  %301 = fsub double %300, %297
  %302 = fsub double %299, %301
  %303 = fsub double %295, %296
  %304 = bitcast double %289 to i64
  %305 = lshr i64 %304, 52
  %306 = and i64 %305, 2047
  %307 = bitcast double %303 to i64
  %308 = lshr i64 %307, 52
  %309 = and i64 %308, 2047
  %310 = add i64 %309, 16
  %311 = icmp ult i64 %310, %306
  %312 = select i1 %311, double %298, double %295
  %313 = select i1 %311, double %302, double %296
  %314 = fsub double %312, %313
  %315 = fsub double %312, %314
  %316 = fsub double %315, %313
  %317 = fmul double %314, %314
  %318 = fmul double %317, %317
  %319 = fmul double %317, 0x3EFA01A019CB1590
  %320 = fadd double 0xBF56C16C16C15177, %319
  %321 = fmul double %317, %320
  %322 = fadd double 0x3FA555555555554C, %321
  %323 = fmul double %317, %322
  %324 = fmul double %317, 0xBDA8FAE9BE8838D4
  %325 = fadd double 0x3E21EE9EBDB4B1C4, %324
  %326 = fmul double %317, %325
  %327 = fadd double 0xBE927E4F809C52AD, %326
  %328 = fmul double %318, %318
  %329 = fmul double %328, %327
  %330 = fadd double %323, %329
  %331 = fmul double 5.000000e-01, %317
  %332 = fsub double 1.000000e+00, %331
  %333 = fsub double 1.000000e+00, %332
  %334 = fsub double %333, %331
  %335 = fmul double %317, %330
  %336 = fmul double %314, %316
  %337 = fsub double %335, %336
  %338 = fadd double %334, %337
  %339 = fadd double %332, %338
  %340 = fmul double %314, %314
  %341 = fmul double %340, %340
  %342 = fmul double %340, 0x3EC71DE357B1FE7D
  %343 = fadd double 0xBF2A01A019C161D5, %342
  %344 = fmul double %340, %343
  %345 = fadd double 0x3F8111111110F8A6, %344
  %346 = fmul double %340, 0x3DE5D93A5ACFD57C
  %347 = fadd double 0xBE5AE5E68A2B9CEB, %346
  %348 = fmul double %340, %341
  %349 = fmul double %348, %347
  %350 = fadd double %345, %349
  %351 = fmul double %340, %314
  %352 = fmul double 5.000000e-01, %316
  %353 = fmul double %351, %350
  %354 = fsub double %352, %353
  %355 = fmul double %340, %354
  %356 = fsub double %355, %316
  %357 = fmul double %351, 0xBFC5555555555549
  %358 = fsub double %356, %357
  %359 = fsub double %314, %358
  %360 = fneg double %339
  %361 = fneg double %359
  %362 = and i64 %292, 1
  %363 = and i64 %292, 2
  %364 = icmp eq i64 %362, 1
  %365 = icmp eq i64 %363, 2
  %366 = select i1 %365, double %360, double %339
  %367 = select i1 %365, double %359, double %361
  %368 = select i1 %364, double %367, double %366
  %369 = fmul double %288, %368
  %370 = fptrunc double %369 to float
  %371 = fmul float %370, %grade41
  %372 = fmul float %371, %noise_scale15
  %373 = fadd float %72, %372
  %374 = fmul float %373, %grade41
  %375 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %376 = fcmp ogt float %375, 0x3D71979980000000
  %377 = select i1 %376, float 1.000000e+00, float 0.000000e+00
  %status_bits = fptoui float %377 to i32
  %status42 = load i32, ptr addrspace(1) %5, align 4
  %378 = or i32 %status42, %status_bits
  store i32 %378, ptr addrspace(1) %5, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature43 = add i64 %lane, 0
  %valid44 = icmp ult i64 %feature43, %n_features
  %379 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %uniform_sinks.done
  %380 = load float, ptr %379, align 4
  %381 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature43
  %382 = load float, ptr addrspace(1) %381, align 4
  %383 = fsub float %380, %382
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 5.000000e-01, %384
  %bits47 = call i64 @llvm.ctpop.i64(i64 %feature43)
  %386 = icmp eq i64 %bits47, 2
  %grade48 = select i1 %386, float 1.000000e+00, float 0.000000e+00
  %387 = fmul float %385, %grade48
  %388 = fmul float %387, %eta
  %389 = fsub float %380, %388
  %390 = mul i64 %row, %n_features
  %element49 = add i64 %390, %feature43
  %391 = trunc i64 %key0 to i32
  %392 = lshr i64 %key0, 32
  %393 = trunc i64 %392 to i32
  %394 = trunc i64 %element49 to i32
  %395 = trunc i64 %key1_step to i32
  %396 = lshr i64 %key1_step, 32
  %397 = trunc i64 %396 to i32
  %398 = lshr i64 %element49, 32
  %399 = trunc i64 %398 to i32
  %400 = zext i32 %394 to i64
  %401 = mul i64 3528531795, %400
  %402 = zext i32 %397 to i64
  %403 = mul i64 3449720151, %402
  %404 = lshr i64 %401, 32
  %405 = trunc i64 %404 to i32
  %406 = trunc i64 %401 to i32
  %407 = lshr i64 %403, 32
  %408 = trunc i64 %407 to i32
  %409 = trunc i64 %403 to i32
  %410 = xor i32 %408, %395
  %411 = xor i32 %410, %391
  %412 = xor i32 %405, %399
  %413 = xor i32 %412, %393
  %414 = add i32 %391, -1640531527
  %415 = add i32 %393, -1150833019
  %416 = zext i32 %411 to i64
  %417 = mul i64 3528531795, %416
  %418 = zext i32 %413 to i64
  %419 = mul i64 3449720151, %418
  %420 = lshr i64 %417, 32
  %421 = trunc i64 %420 to i32
  %422 = trunc i64 %417 to i32
  %423 = lshr i64 %419, 32
  %424 = trunc i64 %423 to i32
  %425 = trunc i64 %419 to i32
  %426 = xor i32 %424, %409
  %427 = xor i32 %426, %414
  %428 = xor i32 %421, %406
  %429 = xor i32 %428, %415
  %430 = add i32 %414, -1640531527
  %431 = add i32 %415, -1150833019
  %432 = zext i32 %427 to i64
  %433 = mul i64 3528531795, %432
  %434 = zext i32 %429 to i64
  %435 = mul i64 3449720151, %434
  %436 = lshr i64 %433, 32
  %437 = trunc i64 %436 to i32
  %438 = trunc i64 %433 to i32
  %439 = lshr i64 %435, 32
  %440 = trunc i64 %439 to i32
  %441 = trunc i64 %435 to i32
  %442 = xor i32 %440, %425
  %443 = xor i32 %442, %430
  %444 = xor i32 %437, %422
  %445 = xor i32 %444, %431
  %446 = add i32 %430, -1640531527
  %447 = add i32 %431, -1150833019
  %448 = zext i32 %443 to i64
  %449 = mul i64 3528531795, %448
  %450 = zext i32 %445 to i64
  %451 = mul i64 3449720151, %450
  %452 = lshr i64 %449, 32
  %453 = trunc i64 %452 to i32
  %454 = trunc i64 %449 to i32
  %455 = lshr i64 %451, 32
  %456 = trunc i64 %455 to i32
  %457 = trunc i64 %451 to i32
  %458 = xor i32 %456, %441
  %459 = xor i32 %458, %446
  %460 = xor i32 %453, %438
  %461 = xor i32 %460, %447
  %462 = add i32 %446, -1640531527
  %463 = add i32 %447, -1150833019
  %464 = zext i32 %459 to i64
  %465 = mul i64 3528531795, %464
  %466 = zext i32 %461 to i64
  %467 = mul i64 3449720151, %466
  %468 = lshr i64 %465, 32
  %469 = trunc i64 %468 to i32
  %470 = trunc i64 %465 to i32
  %471 = lshr i64 %467, 32
  %472 = trunc i64 %471 to i32
  %473 = trunc i64 %467 to i32
  %474 = xor i32 %472, %457
  %475 = xor i32 %474, %462
  %476 = xor i32 %469, %454
  %477 = xor i32 %476, %463
  %478 = add i32 %462, -1640531527
  %479 = add i32 %463, -1150833019
  %480 = zext i32 %475 to i64
  %481 = mul i64 3528531795, %480
  %482 = zext i32 %477 to i64
  %483 = mul i64 3449720151, %482
  %484 = lshr i64 %481, 32
  %485 = trunc i64 %484 to i32
  %486 = trunc i64 %481 to i32
  %487 = lshr i64 %483, 32
  %488 = trunc i64 %487 to i32
  %489 = trunc i64 %483 to i32
  %490 = xor i32 %488, %473
  %491 = xor i32 %490, %478
  %492 = xor i32 %485, %470
  %493 = xor i32 %492, %479
  %494 = add i32 %478, -1640531527
  %495 = add i32 %479, -1150833019
  %496 = zext i32 %491 to i64
  %497 = mul i64 3528531795, %496
  %498 = zext i32 %493 to i64
  %499 = mul i64 3449720151, %498
  %500 = lshr i64 %497, 32
  %501 = trunc i64 %500 to i32
  %502 = trunc i64 %497 to i32
  %503 = lshr i64 %499, 32
  %504 = trunc i64 %503 to i32
  %505 = trunc i64 %499 to i32
  %506 = xor i32 %504, %489
  %507 = xor i32 %506, %494
  %508 = xor i32 %501, %486
  %509 = xor i32 %508, %495
  %510 = add i32 %494, -1640531527
  %511 = add i32 %495, -1150833019
  %512 = zext i32 %507 to i64
  %513 = mul i64 3528531795, %512
  %514 = zext i32 %509 to i64
  %515 = mul i64 3449720151, %514
  %516 = lshr i64 %513, 32
  %517 = trunc i64 %516 to i32
  %518 = trunc i64 %513 to i32
  %519 = lshr i64 %515, 32
  %520 = trunc i64 %519 to i32
  %521 = trunc i64 %515 to i32
  %522 = xor i32 %520, %505
  %523 = xor i32 %522, %510
  %524 = xor i32 %517, %502
  %525 = xor i32 %524, %511
  %526 = add i32 %510, -1640531527
  %527 = add i32 %511, -1150833019
  %528 = zext i32 %523 to i64
  %529 = mul i64 3528531795, %528
  %530 = zext i32 %525 to i64
  %531 = mul i64 3449720151, %530
  %532 = lshr i64 %529, 32
  %533 = trunc i64 %532 to i32
  %534 = trunc i64 %529 to i32
  %535 = lshr i64 %531, 32
  %536 = trunc i64 %535 to i32
  %537 = trunc i64 %531 to i32
  %538 = xor i32 %536, %521
  %539 = xor i32 %538, %526
  %540 = xor i32 %533, %518
  %541 = xor i32 %540, %527
  %542 = add i32 %526, -1640531527
  %543 = add i32 %527, -1150833019
  %544 = zext i32 %539 to i64
  %545 = mul i64 3528531795, %544
  %546 = zext i32 %541 to i64
  %547 = mul i64 3449720151, %546
  %548 = lshr i64 %545, 32
  %549 = trunc i64 %548 to i32
  %550 = trunc i64 %545 to i32
  %551 = lshr i64 %547, 32
  %552 = trunc i64 %551 to i32
  %553 = trunc i64 %547 to i32
  %554 = xor i32 %552, %537
  %555 = xor i32 %554, %542
  %556 = xor i32 %549, %534
  %557 = xor i32 %556, %543
  %558 = uitofp i32 %555 to double
  %559 = fadd double %558, 5.000000e-01
  %560 = fmul double %559, 0x3DF0000000000000
  %561 = uitofp i32 %553 to double
  %562 = fadd double %561, 5.000000e-01
  %563 = fmul double %562, 0x3DF0000000000000
  %564 = bitcast double %560 to i64
  %565 = lshr i64 %564, 32
  %566 = add i64 %565, 614242
  %567 = lshr i64 %566, 20
  %568 = sub i64 %567, 1023
  %569 = and i64 %566, 1048575
  %570 = add i64 %569, 1072079006
  %571 = shl i64 %570, 32
  %572 = and i64 %564, 4294967295
  %573 = or i64 %571, %572
  %574 = bitcast i64 %573 to double
  %575 = fsub double %574, 1.000000e+00
  %576 = fmul double 5.000000e-01, %575
  %577 = fmul double %576, %575
  %578 = fadd double 2.000000e+00, %575
  %579 = fdiv double %575, %578
  %580 = fmul double %579, %579
  %581 = fmul double %580, %580
  %582 = fmul double %581, 0x3FC39A09D078C69F
  %583 = fadd double 0x3FCC71C51D8E78AF, %582
  %584 = fmul double %581, %583
  %585 = fadd double 0x3FD999999997FA04, %584
  %586 = fmul double %581, %585
  %587 = fmul double %581, 0x3FC2F112DF3E5244
  %588 = fadd double 0x3FC7466496CB03DE, %587
  %589 = fmul double %581, %588
  %590 = fadd double 0x3FD2492494229359, %589
  %591 = fmul double %581, %590
  %592 = fadd double 0x3FE5555555555593, %591
  %593 = fmul double %580, %592
  %594 = fadd double %593, %586
  %595 = sitofp i64 %568 to double
  %596 = fadd double %577, %594
  %597 = fmul double %579, %596
  %598 = fmul double %595, 0x3DEA39EF35793C76
  %599 = fadd double %597, %598
  %600 = fsub double %599, %577
  %601 = fadd double %600, %575
  %602 = fmul double %595, 0x3FE62E42FEE00000
  %603 = fadd double %601, %602
  %604 = fmul double -2.000000e+00, %603
  %605 = call double @llvm.sqrt.f64(double %604)
  %606 = fmul double 0x401921FB54442D18, %563
  %607 = fmul double %606, 0x3FE45F306DC9C883
  %608 = fadd double %607, 0x4338000000000000
  %609 = bitcast double %608 to i64
  %610 = fsub double %608, 0x4338000000000000
  %611 = fmul double %610, 0x3FF921FB54400000
  %612 = fsub double %606, %611
  %613 = fmul double %610, 0x3DD0B4611A626331
  %614 = fmul double %610, 0x3DD0B4611A600000
  %615 = fsub double %612, %614
  %616 = fmul double %610, 0x3BA3198A2E037073
  %617 = fsub double %612, %615
  %618 = fsub double %617, %614
  %619 = fsub double %616, %618
  %620 = fsub double %612, %613
  %621 = bitcast double %606 to i64
  %622 = lshr i64 %621, 52
  %623 = and i64 %622, 2047
  %624 = bitcast double %620 to i64
  %625 = lshr i64 %624, 52
  %626 = and i64 %625, 2047
  %627 = add i64 %626, 16
  %628 = icmp ult i64 %627, %623
  %629 = select i1 %628, double %615, double %612
  %630 = select i1 %628, double %619, double %613
  %631 = fsub double %629, %630
  %632 = fsub double %629, %631
  %633 = fsub double %632, %630
  %634 = fmul double %631, %631
  %635 = fmul double %634, %634
  %636 = fmul double %634, 0x3EFA01A019CB1590
  %637 = fadd double 0xBF56C16C16C15177, %636
  %638 = fmul double %634, %637
  %639 = fadd double 0x3FA555555555554C, %638
  %640 = fmul double %634, %639
  %641 = fmul double %634, 0xBDA8FAE9BE8838D4
  %642 = fadd double 0x3E21EE9EBDB4B1C4, %641
  %643 = fmul double %634, %642
  %644 = fadd double 0xBE927E4F809C52AD, %643
  %645 = fmul double %635, %635
  %646 = fmul double %645, %644
  %647 = fadd double %640, %646
  %648 = fmul double 5.000000e-01, %634
  %649 = fsub double 1.000000e+00, %648
  %650 = fsub double 1.000000e+00, %649
  %651 = fsub double %650, %648
  %652 = fmul double %634, %647
  %653 = fmul double %631, %633
  %654 = fsub double %652, %653
  %655 = fadd double %651, %654
  %656 = fadd double %649, %655
  %657 = fmul double %631, %631
  %658 = fmul double %657, %657
  %659 = fmul double %657, 0x3EC71DE357B1FE7D
  %660 = fadd double 0xBF2A01A019C161D5, %659
  %661 = fmul double %657, %660
  %662 = fadd double 0x3F8111111110F8A6, %661
  %663 = fmul double %657, 0x3DE5D93A5ACFD57C
  %664 = fadd double 0xBE5AE5E68A2B9CEB, %663
  %665 = fmul double %657, %658
  %666 = fmul double %665, %664
  %667 = fadd double %662, %666
  %668 = fmul double %657, %631
  %669 = fmul double 5.000000e-01, %633
  %670 = fmul double %668, %667
  %671 = fsub double %669, %670
  %672 = fmul double %657, %671
  %673 = fsub double %672, %633
  %674 = fmul double %668, 0xBFC5555555555549
  %675 = fsub double %673, %674
  %676 = fsub double %631, %675
  %677 = fneg double %656
  %678 = fneg double %676
  %679 = and i64 %609, 1
  %680 = and i64 %609, 2
  %681 = icmp eq i64 %679, 1
  %682 = icmp eq i64 %680, 2
  %683 = select i1 %682, double %677, double %656
  %684 = select i1 %682, double %676, double %678
  %685 = select i1 %681, double %684, double %683
  %686 = fmul double %605, %685
  %687 = fptrunc double %686 to float
  %688 = fmul float %687, %grade48
  %689 = fmul float %688, %noise_scale15
  %690 = fadd float %389, %689
  %691 = fmul float %690, %grade48
  %692 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %693 = fcmp ogt float %692, 0x3D71979980000000
  %694 = select i1 %693, float 1.000000e+00, float 0.000000e+00
  %bits50 = bitcast float %691 to i32
  %magnitude = and i32 %bits50, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits50
  store i32 %canonical, ptr %379, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %uniform_sinks.done
  %feature51 = add i64 %lane, 256
  %valid52 = icmp ult i64 %feature51, %n_features
  %695 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %slot.done46
  %696 = load float, ptr %695, align 4
  %697 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature51
  %698 = load float, ptr addrspace(1) %697, align 4
  %699 = fsub float %696, %698
  %700 = fmul float 2.000000e+00, %699
  %701 = fmul float 5.000000e-01, %700
  %bits55 = call i64 @llvm.ctpop.i64(i64 %feature51)
  %702 = icmp eq i64 %bits55, 2
  %grade56 = select i1 %702, float 1.000000e+00, float 0.000000e+00
  %703 = fmul float %701, %grade56
  %704 = fmul float %703, %eta
  %705 = fsub float %696, %704
  %706 = mul i64 %row, %n_features
  %element57 = add i64 %706, %feature51
  %707 = trunc i64 %key0 to i32
  %708 = lshr i64 %key0, 32
  %709 = trunc i64 %708 to i32
  %710 = trunc i64 %element57 to i32
  %711 = trunc i64 %key1_step to i32
  %712 = lshr i64 %key1_step, 32
  %713 = trunc i64 %712 to i32
  %714 = lshr i64 %element57, 32
  %715 = trunc i64 %714 to i32
  %716 = zext i32 %710 to i64
  %717 = mul i64 3528531795, %716
  %718 = zext i32 %713 to i64
  %719 = mul i64 3449720151, %718
  %720 = lshr i64 %717, 32
  %721 = trunc i64 %720 to i32
  %722 = trunc i64 %717 to i32
  %723 = lshr i64 %719, 32
  %724 = trunc i64 %723 to i32
  %725 = trunc i64 %719 to i32
  %726 = xor i32 %724, %711
  %727 = xor i32 %726, %707
  %728 = xor i32 %721, %715
  %729 = xor i32 %728, %709
  %730 = add i32 %707, -1640531527
  %731 = add i32 %709, -1150833019
  %732 = zext i32 %727 to i64
  %733 = mul i64 3528531795, %732
  %734 = zext i32 %729 to i64
  %735 = mul i64 3449720151, %734
  %736 = lshr i64 %733, 32
  %737 = trunc i64 %736 to i32
  %738 = trunc i64 %733 to i32
  %739 = lshr i64 %735, 32
  %740 = trunc i64 %739 to i32
  %741 = trunc i64 %735 to i32
  %742 = xor i32 %740, %725
  %743 = xor i32 %742, %730
  %744 = xor i32 %737, %722
  %745 = xor i32 %744, %731
  %746 = add i32 %730, -1640531527
  %747 = add i32 %731, -1150833019
  %748 = zext i32 %743 to i64
  %749 = mul i64 3528531795, %748
  %750 = zext i32 %745 to i64
  %751 = mul i64 3449720151, %750
  %752 = lshr i64 %749, 32
  %753 = trunc i64 %752 to i32
  %754 = trunc i64 %749 to i32
  %755 = lshr i64 %751, 32
  %756 = trunc i64 %755 to i32
  %757 = trunc i64 %751 to i32
  %758 = xor i32 %756, %741
  %759 = xor i32 %758, %746
  %760 = xor i32 %753, %738
  %761 = xor i32 %760, %747
  %762 = add i32 %746, -1640531527
  %763 = add i32 %747, -1150833019
  %764 = zext i32 %759 to i64
  %765 = mul i64 3528531795, %764
  %766 = zext i32 %761 to i64
  %767 = mul i64 3449720151, %766
  %768 = lshr i64 %765, 32
  %769 = trunc i64 %768 to i32
  %770 = trunc i64 %765 to i32
  %771 = lshr i64 %767, 32
  %772 = trunc i64 %771 to i32
  %773 = trunc i64 %767 to i32
  %774 = xor i32 %772, %757
  %775 = xor i32 %774, %762
  %776 = xor i32 %769, %754
  %777 = xor i32 %776, %763
  %778 = add i32 %762, -1640531527
  %779 = add i32 %763, -1150833019
  %780 = zext i32 %775 to i64
  %781 = mul i64 3528531795, %780
  %782 = zext i32 %777 to i64
  %783 = mul i64 3449720151, %782
  %784 = lshr i64 %781, 32
  %785 = trunc i64 %784 to i32
  %786 = trunc i64 %781 to i32
  %787 = lshr i64 %783, 32
  %788 = trunc i64 %787 to i32
  %789 = trunc i64 %783 to i32
  %790 = xor i32 %788, %773
  %791 = xor i32 %790, %778
  %792 = xor i32 %785, %770
  %793 = xor i32 %792, %779
  %794 = add i32 %778, -1640531527
  %795 = add i32 %779, -1150833019
  %796 = zext i32 %791 to i64
  %797 = mul i64 3528531795, %796
  %798 = zext i32 %793 to i64
  %799 = mul i64 3449720151, %798
  %800 = lshr i64 %797, 32
  %801 = trunc i64 %800 to i32
  %802 = trunc i64 %797 to i32
  %803 = lshr i64 %799, 32
  %804 = trunc i64 %803 to i32
  %805 = trunc i64 %799 to i32
  %806 = xor i32 %804, %789
  %807 = xor i32 %806, %794
  %808 = xor i32 %801, %786
  %809 = xor i32 %808, %795
  %810 = add i32 %794, -1640531527
  %811 = add i32 %795, -1150833019
  %812 = zext i32 %807 to i64
  %813 = mul i64 3528531795, %812
  %814 = zext i32 %809 to i64
  %815 = mul i64 3449720151, %814
  %816 = lshr i64 %813, 32
  %817 = trunc i64 %816 to i32
  %818 = trunc i64 %813 to i32
  %819 = lshr i64 %815, 32
  %820 = trunc i64 %819 to i32
  %821 = trunc i64 %815 to i32
  %822 = xor i32 %820, %805
  %823 = xor i32 %822, %810
  %824 = xor i32 %817, %802
  %825 = xor i32 %824, %811
  %826 = add i32 %810, -1640531527
  %827 = add i32 %811, -1150833019
  %828 = zext i32 %823 to i64
  %829 = mul i64 3528531795, %828
  %830 = zext i32 %825 to i64
  %831 = mul i64 3449720151, %830
  %832 = lshr i64 %829, 32
  %833 = trunc i64 %832 to i32
  %834 = trunc i64 %829 to i32
  %835 = lshr i64 %831, 32
  %836 = trunc i64 %835 to i32
  %837 = trunc i64 %831 to i32
  %838 = xor i32 %836, %821
  %839 = xor i32 %838, %826
  %840 = xor i32 %833, %818
  %841 = xor i32 %840, %827
  %842 = add i32 %826, -1640531527
  %843 = add i32 %827, -1150833019
  %844 = zext i32 %839 to i64
  %845 = mul i64 3528531795, %844
  %846 = zext i32 %841 to i64
  %847 = mul i64 3449720151, %846
  %848 = lshr i64 %845, 32
  %849 = trunc i64 %848 to i32
  %850 = trunc i64 %845 to i32
  %851 = lshr i64 %847, 32
  %852 = trunc i64 %851 to i32
  %853 = trunc i64 %847 to i32
  %854 = xor i32 %852, %837
  %855 = xor i32 %854, %842
  %856 = xor i32 %849, %834
  %857 = xor i32 %856, %843
  %858 = add i32 %842, -1640531527
  %859 = add i32 %843, -1150833019
  %860 = zext i32 %855 to i64
  %861 = mul i64 3528531795, %860
  %862 = zext i32 %857 to i64
  %863 = mul i64 3449720151, %862
  %864 = lshr i64 %861, 32
  %865 = trunc i64 %864 to i32
  %866 = trunc i64 %861 to i32
  %867 = lshr i64 %863, 32
  %868 = trunc i64 %867 to i32
  %869 = trunc i64 %863 to i32
  %870 = xor i32 %868, %853
  %871 = xor i32 %870, %858
  %872 = xor i32 %865, %850
  %873 = xor i32 %872, %859
  %874 = uitofp i32 %871 to double
  %875 = fadd double %874, 5.000000e-01
  %876 = fmul double %875, 0x3DF0000000000000
  %877 = uitofp i32 %869 to double
  %878 = fadd double %877, 5.000000e-01
  %879 = fmul double %878, 0x3DF0000000000000
  %880 = bitcast double %876 to i64
  %881 = lshr i64 %880, 32
  %882 = add i64 %881, 614242
  %883 = lshr i64 %882, 20
  %884 = sub i64 %883, 1023
  %885 = and i64 %882, 1048575
  %886 = add i64 %885, 1072079006
  %887 = shl i64 %886, 32
  %888 = and i64 %880, 4294967295
  %889 = or i64 %887, %888
  %890 = bitcast i64 %889 to double
  %891 = fsub double %890, 1.000000e+00
  %892 = fmul double 5.000000e-01, %891
  %893 = fmul double %892, %891
  %894 = fadd double 2.000000e+00, %891
  %895 = fdiv double %891, %894
  %896 = fmul double %895, %895
  %897 = fmul double %896, %896
  %898 = fmul double %897, 0x3FC39A09D078C69F
  %899 = fadd double 0x3FCC71C51D8E78AF, %898
  %900 = fmul double %897, %899
  %901 = fadd double 0x3FD999999997FA04, %900
  %902 = fmul double %897, %901
  %903 = fmul double %897, 0x3FC2F112DF3E5244
  %904 = fadd double 0x3FC7466496CB03DE, %903
  %905 = fmul double %897, %904
  %906 = fadd double 0x3FD2492494229359, %905
  %907 = fmul double %897, %906
  %908 = fadd double 0x3FE5555555555593, %907
  %909 = fmul double %896, %908
  %910 = fadd double %909, %902
  %911 = sitofp i64 %884 to double
  %912 = fadd double %893, %910
  %913 = fmul double %895, %912
  %914 = fmul double %911, 0x3DEA39EF35793C76
  %915 = fadd double %913, %914
  %916 = fsub double %915, %893
  %917 = fadd double %916, %891
  %918 = fmul double %911, 0x3FE62E42FEE00000
  %919 = fadd double %917, %918
  %920 = fmul double -2.000000e+00, %919
  %921 = call double @llvm.sqrt.f64(double %920)
  %922 = fmul double 0x401921FB54442D18, %879
  %923 = fmul double %922, 0x3FE45F306DC9C883
  %924 = fadd double %923, 0x4338000000000000
  %925 = bitcast double %924 to i64
  %926 = fsub double %924, 0x4338000000000000
  %927 = fmul double %926, 0x3FF921FB54400000
  %928 = fsub double %922, %927
  %929 = fmul double %926, 0x3DD0B4611A626331
  %930 = fmul double %926, 0x3DD0B4611A600000
  %931 = fsub double %928, %930
  %932 = fmul double %926, 0x3BA3198A2E037073
  %933 = fsub double %928, %931
  %934 = fsub double %933, %930
  %935 = fsub double %932, %934
  %936 = fsub double %928, %929
  %937 = bitcast double %922 to i64
  %938 = lshr i64 %937, 52
  %939 = and i64 %938, 2047
  %940 = bitcast double %936 to i64
  %941 = lshr i64 %940, 52
  %942 = and i64 %941, 2047
  %943 = add i64 %942, 16
  %944 = icmp ult i64 %943, %939
  %945 = select i1 %944, double %931, double %928
  %946 = select i1 %944, double %935, double %929
  %947 = fsub double %945, %946
  %948 = fsub double %945, %947
  %949 = fsub double %948, %946
  %950 = fmul double %947, %947
  %951 = fmul double %950, %950
  %952 = fmul double %950, 0x3EFA01A019CB1590
  %953 = fadd double 0xBF56C16C16C15177, %952
  %954 = fmul double %950, %953
  %955 = fadd double 0x3FA555555555554C, %954
  %956 = fmul double %950, %955
  %957 = fmul double %950, 0xBDA8FAE9BE8838D4
  %958 = fadd double 0x3E21EE9EBDB4B1C4, %957
  %959 = fmul double %950, %958
  %960 = fadd double 0xBE927E4F809C52AD, %959
  %961 = fmul double %951, %951
  %962 = fmul double %961, %960
  %963 = fadd double %956, %962
  %964 = fmul double 5.000000e-01, %950
  %965 = fsub double 1.000000e+00, %964
  %966 = fsub double 1.000000e+00, %965
  %967 = fsub double %966, %964
  %968 = fmul double %950, %963
  %969 = fmul double %947, %949
  %970 = fsub double %968, %969
  %971 = fadd double %967, %970
  %972 = fadd double %965, %971
  %973 = fmul double %947, %947
  %974 = fmul double %973, %973
  %975 = fmul double %973, 0x3EC71DE357B1FE7D
  %976 = fadd double 0xBF2A01A019C161D5, %975
  %977 = fmul double %973, %976
  %978 = fadd double 0x3F8111111110F8A6, %977
  %979 = fmul double %973, 0x3DE5D93A5ACFD57C
  %980 = fadd double 0xBE5AE5E68A2B9CEB, %979
  %981 = fmul double %973, %974
  %982 = fmul double %981, %980
  %983 = fadd double %978, %982
  %984 = fmul double %973, %947
  %985 = fmul double 5.000000e-01, %949
  %986 = fmul double %984, %983
  %987 = fsub double %985, %986
  %988 = fmul double %973, %987
  %989 = fsub double %988, %949
  %990 = fmul double %984, 0xBFC5555555555549
  %991 = fsub double %989, %990
  %992 = fsub double %947, %991
  %993 = fneg double %972
  %994 = fneg double %992
  %995 = and i64 %925, 1
  %996 = and i64 %925, 2
  %997 = icmp eq i64 %995, 1
  %998 = icmp eq i64 %996, 2
  %999 = select i1 %998, double %993, double %972
  %1000 = select i1 %998, double %992, double %994
  %1001 = select i1 %997, double %1000, double %999
  %1002 = fmul double %921, %1001
  %1003 = fptrunc double %1002 to float
  %1004 = fmul float %1003, %grade56
  %1005 = fmul float %1004, %noise_scale15
  %1006 = fadd float %705, %1005
  %1007 = fmul float %1006, %grade56
  %1008 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1009 = fcmp ogt float %1008, 0x3D71979980000000
  %1010 = select i1 %1009, float 1.000000e+00, float 0.000000e+00
  %bits58 = bitcast float %1007 to i32
  %magnitude59 = and i32 %bits58, 2147483647
  %is_nan60 = icmp ugt i32 %magnitude59, 2139095040
  %canonical61 = select i1 %is_nan60, i32 2143289344, i32 %bits58
  store i32 %canonical61, ptr %695, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %slot.done46
  %feature62 = add i64 %lane, 512
  %valid63 = icmp ult i64 %feature62, %n_features
  %1011 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid63, label %slot.then64, label %slot.done65

slot.then64:                                      ; preds = %slot.done54
  %1012 = load float, ptr %1011, align 4
  %1013 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature62
  %1014 = load float, ptr addrspace(1) %1013, align 4
  %1015 = fsub float %1012, %1014
  %1016 = fmul float 2.000000e+00, %1015
  %1017 = fmul float 5.000000e-01, %1016
  %bits66 = call i64 @llvm.ctpop.i64(i64 %feature62)
  %1018 = icmp eq i64 %bits66, 2
  %grade67 = select i1 %1018, float 1.000000e+00, float 0.000000e+00
  %1019 = fmul float %1017, %grade67
  %1020 = fmul float %1019, %eta
  %1021 = fsub float %1012, %1020
  %1022 = mul i64 %row, %n_features
  %element68 = add i64 %1022, %feature62
  %1023 = trunc i64 %key0 to i32
  %1024 = lshr i64 %key0, 32
  %1025 = trunc i64 %1024 to i32
  %1026 = trunc i64 %element68 to i32
  %1027 = trunc i64 %key1_step to i32
  %1028 = lshr i64 %key1_step, 32
  %1029 = trunc i64 %1028 to i32
  %1030 = lshr i64 %element68, 32
  %1031 = trunc i64 %1030 to i32
  %1032 = zext i32 %1026 to i64
  %1033 = mul i64 3528531795, %1032
  %1034 = zext i32 %1029 to i64
  %1035 = mul i64 3449720151, %1034
  %1036 = lshr i64 %1033, 32
  %1037 = trunc i64 %1036 to i32
  %1038 = trunc i64 %1033 to i32
  %1039 = lshr i64 %1035, 32
  %1040 = trunc i64 %1039 to i32
  %1041 = trunc i64 %1035 to i32
  %1042 = xor i32 %1040, %1027
  %1043 = xor i32 %1042, %1023
  %1044 = xor i32 %1037, %1031
  %1045 = xor i32 %1044, %1025
  %1046 = add i32 %1023, -1640531527
  %1047 = add i32 %1025, -1150833019
  %1048 = zext i32 %1043 to i64
  %1049 = mul i64 3528531795, %1048
  %1050 = zext i32 %1045 to i64
  %1051 = mul i64 3449720151, %1050
  %1052 = lshr i64 %1049, 32
  %1053 = trunc i64 %1052 to i32
  %1054 = trunc i64 %1049 to i32
  %1055 = lshr i64 %1051, 32
  %1056 = trunc i64 %1055 to i32
  %1057 = trunc i64 %1051 to i32
  %1058 = xor i32 %1056, %1041
  %1059 = xor i32 %1058, %1046
  %1060 = xor i32 %1053, %1038
  %1061 = xor i32 %1060, %1047
  %1062 = add i32 %1046, -1640531527
  %1063 = add i32 %1047, -1150833019
  %1064 = zext i32 %1059 to i64
  %1065 = mul i64 3528531795, %1064
  %1066 = zext i32 %1061 to i64
  %1067 = mul i64 3449720151, %1066
  %1068 = lshr i64 %1065, 32
  %1069 = trunc i64 %1068 to i32
  %1070 = trunc i64 %1065 to i32
  %1071 = lshr i64 %1067, 32
  %1072 = trunc i64 %1071 to i32
  %1073 = trunc i64 %1067 to i32
  %1074 = xor i32 %1072, %1057
  %1075 = xor i32 %1074, %1062
  %1076 = xor i32 %1069, %1054
  %1077 = xor i32 %1076, %1063
  %1078 = add i32 %1062, -1640531527
  %1079 = add i32 %1063, -1150833019
  %1080 = zext i32 %1075 to i64
  %1081 = mul i64 3528531795, %1080
  %1082 = zext i32 %1077 to i64
  %1083 = mul i64 3449720151, %1082
  %1084 = lshr i64 %1081, 32
  %1085 = trunc i64 %1084 to i32
  %1086 = trunc i64 %1081 to i32
  %1087 = lshr i64 %1083, 32
  %1088 = trunc i64 %1087 to i32
  %1089 = trunc i64 %1083 to i32
  %1090 = xor i32 %1088, %1073
  %1091 = xor i32 %1090, %1078
  %1092 = xor i32 %1085, %1070
  %1093 = xor i32 %1092, %1079
  %1094 = add i32 %1078, -1640531527
  %1095 = add i32 %1079, -1150833019
  %1096 = zext i32 %1091 to i64
  %1097 = mul i64 3528531795, %1096
  %1098 = zext i32 %1093 to i64
  %1099 = mul i64 3449720151, %1098
  %1100 = lshr i64 %1097, 32
  %1101 = trunc i64 %1100 to i32
  %1102 = trunc i64 %1097 to i32
  %1103 = lshr i64 %1099, 32
  %1104 = trunc i64 %1103 to i32
  %1105 = trunc i64 %1099 to i32
  %1106 = xor i32 %1104, %1089
  %1107 = xor i32 %1106, %1094
  %1108 = xor i32 %1101, %1086
  %1109 = xor i32 %1108, %1095
  %1110 = add i32 %1094, -1640531527
  %1111 = add i32 %1095, -1150833019
  %1112 = zext i32 %1107 to i64
  %1113 = mul i64 3528531795, %1112
  %1114 = zext i32 %1109 to i64
  %1115 = mul i64 3449720151, %1114
  %1116 = lshr i64 %1113, 32
  %1117 = trunc i64 %1116 to i32
  %1118 = trunc i64 %1113 to i32
  %1119 = lshr i64 %1115, 32
  %1120 = trunc i64 %1119 to i32
  %1121 = trunc i64 %1115 to i32
  %1122 = xor i32 %1120, %1105
  %1123 = xor i32 %1122, %1110
  %1124 = xor i32 %1117, %1102
  %1125 = xor i32 %1124, %1111
  %1126 = add i32 %1110, -1640531527
  %1127 = add i32 %1111, -1150833019
  %1128 = zext i32 %1123 to i64
  %1129 = mul i64 3528531795, %1128
  %1130 = zext i32 %1125 to i64
  %1131 = mul i64 3449720151, %1130
  %1132 = lshr i64 %1129, 32
  %1133 = trunc i64 %1132 to i32
  %1134 = trunc i64 %1129 to i32
  %1135 = lshr i64 %1131, 32
  %1136 = trunc i64 %1135 to i32
  %1137 = trunc i64 %1131 to i32
  %1138 = xor i32 %1136, %1121
  %1139 = xor i32 %1138, %1126
  %1140 = xor i32 %1133, %1118
  %1141 = xor i32 %1140, %1127
  %1142 = add i32 %1126, -1640531527
  %1143 = add i32 %1127, -1150833019
  %1144 = zext i32 %1139 to i64
  %1145 = mul i64 3528531795, %1144
  %1146 = zext i32 %1141 to i64
  %1147 = mul i64 3449720151, %1146
  %1148 = lshr i64 %1145, 32
  %1149 = trunc i64 %1148 to i32
  %1150 = trunc i64 %1145 to i32
  %1151 = lshr i64 %1147, 32
  %1152 = trunc i64 %1151 to i32
  %1153 = trunc i64 %1147 to i32
  %1154 = xor i32 %1152, %1137
  %1155 = xor i32 %1154, %1142
  %1156 = xor i32 %1149, %1134
  %1157 = xor i32 %1156, %1143
  %1158 = add i32 %1142, -1640531527
  %1159 = add i32 %1143, -1150833019
  %1160 = zext i32 %1155 to i64
  %1161 = mul i64 3528531795, %1160
  %1162 = zext i32 %1157 to i64
  %1163 = mul i64 3449720151, %1162
  %1164 = lshr i64 %1161, 32
  %1165 = trunc i64 %1164 to i32
  %1166 = trunc i64 %1161 to i32
  %1167 = lshr i64 %1163, 32
  %1168 = trunc i64 %1167 to i32
  %1169 = trunc i64 %1163 to i32
  %1170 = xor i32 %1168, %1153
  %1171 = xor i32 %1170, %1158
  %1172 = xor i32 %1165, %1150
  %1173 = xor i32 %1172, %1159
  %1174 = add i32 %1158, -1640531527
  %1175 = add i32 %1159, -1150833019
  %1176 = zext i32 %1171 to i64
  %1177 = mul i64 3528531795, %1176
  %1178 = zext i32 %1173 to i64
  %1179 = mul i64 3449720151, %1178
  %1180 = lshr i64 %1177, 32
  %1181 = trunc i64 %1180 to i32
  %1182 = trunc i64 %1177 to i32
  %1183 = lshr i64 %1179, 32
  %1184 = trunc i64 %1183 to i32
  %1185 = trunc i64 %1179 to i32
  %1186 = xor i32 %1184, %1169
  %1187 = xor i32 %1186, %1174
  %1188 = xor i32 %1181, %1166
  %1189 = xor i32 %1188, %1175
  %1190 = uitofp i32 %1187 to double
  %1191 = fadd double %1190, 5.000000e-01
  %1192 = fmul double %1191, 0x3DF0000000000000
  %1193 = uitofp i32 %1185 to double
  %1194 = fadd double %1193, 5.000000e-01
  %1195 = fmul double %1194, 0x3DF0000000000000
  %1196 = bitcast double %1192 to i64
  %1197 = lshr i64 %1196, 32
  %1198 = add i64 %1197, 614242
  %1199 = lshr i64 %1198, 20
  %1200 = sub i64 %1199, 1023
  %1201 = and i64 %1198, 1048575
  %1202 = add i64 %1201, 1072079006
  %1203 = shl i64 %1202, 32
  %1204 = and i64 %1196, 4294967295
  %1205 = or i64 %1203, %1204
  %1206 = bitcast i64 %1205 to double
  %1207 = fsub double %1206, 1.000000e+00
  %1208 = fmul double 5.000000e-01, %1207
  %1209 = fmul double %1208, %1207
  %1210 = fadd double 2.000000e+00, %1207
  %1211 = fdiv double %1207, %1210
  %1212 = fmul double %1211, %1211
  %1213 = fmul double %1212, %1212
  %1214 = fmul double %1213, 0x3FC39A09D078C69F
  %1215 = fadd double 0x3FCC71C51D8E78AF, %1214
  %1216 = fmul double %1213, %1215
  %1217 = fadd double 0x3FD999999997FA04, %1216
  %1218 = fmul double %1213, %1217
  %1219 = fmul double %1213, 0x3FC2F112DF3E5244
  %1220 = fadd double 0x3FC7466496CB03DE, %1219
  %1221 = fmul double %1213, %1220
  %1222 = fadd double 0x3FD2492494229359, %1221
  %1223 = fmul double %1213, %1222
  %1224 = fadd double 0x3FE5555555555593, %1223
  %1225 = fmul double %1212, %1224
  %1226 = fadd double %1225, %1218
  %1227 = sitofp i64 %1200 to double
  %1228 = fadd double %1209, %1226
  %1229 = fmul double %1211, %1228
  %1230 = fmul double %1227, 0x3DEA39EF35793C76
  %1231 = fadd double %1229, %1230
  %1232 = fsub double %1231, %1209
  %1233 = fadd double %1232, %1207
  %1234 = fmul double %1227, 0x3FE62E42FEE00000
  %1235 = fadd double %1233, %1234
  %1236 = fmul double -2.000000e+00, %1235
  %1237 = call double @llvm.sqrt.f64(double %1236)
  %1238 = fmul double 0x401921FB54442D18, %1195
  %1239 = fmul double %1238, 0x3FE45F306DC9C883
  %1240 = fadd double %1239, 0x4338000000000000
  %1241 = bitcast double %1240 to i64
  %1242 = fsub double %1240, 0x4338000000000000
  %1243 = fmul double %1242, 0x3FF921FB54400000
  %1244 = fsub double %1238, %1243
  %1245 = fmul double %1242, 0x3DD0B4611A626331
  %1246 = fmul double %1242, 0x3DD0B4611A600000
  %1247 = fsub double %1244, %1246
  %1248 = fmul double %1242, 0x3BA3198A2E037073
  %1249 = fsub double %1244, %1247
  %1250 = fsub double %1249, %1246
  %1251 = fsub double %1248, %1250
  %1252 = fsub double %1244, %1245
  %1253 = bitcast double %1238 to i64
  %1254 = lshr i64 %1253, 52
  %1255 = and i64 %1254, 2047
  %1256 = bitcast double %1252 to i64
  %1257 = lshr i64 %1256, 52
  %1258 = and i64 %1257, 2047
  %1259 = add i64 %1258, 16
  %1260 = icmp ult i64 %1259, %1255
  %1261 = select i1 %1260, double %1247, double %1244
  %1262 = select i1 %1260, double %1251, double %1245
  %1263 = fsub double %1261, %1262
  %1264 = fsub double %1261, %1263
  %1265 = fsub double %1264, %1262
  %1266 = fmul double %1263, %1263
  %1267 = fmul double %1266, %1266
  %1268 = fmul double %1266, 0x3EFA01A019CB1590
  %1269 = fadd double 0xBF56C16C16C15177, %1268
  %1270 = fmul double %1266, %1269
  %1271 = fadd double 0x3FA555555555554C, %1270
  %1272 = fmul double %1266, %1271
  %1273 = fmul double %1266, 0xBDA8FAE9BE8838D4
  %1274 = fadd double 0x3E21EE9EBDB4B1C4, %1273
  %1275 = fmul double %1266, %1274
  %1276 = fadd double 0xBE927E4F809C52AD, %1275
  %1277 = fmul double %1267, %1267
  %1278 = fmul double %1277, %1276
  %1279 = fadd double %1272, %1278
  %1280 = fmul double 5.000000e-01, %1266
  %1281 = fsub double 1.000000e+00, %1280
  %1282 = fsub double 1.000000e+00, %1281
  %1283 = fsub double %1282, %1280
  %1284 = fmul double %1266, %1279
  %1285 = fmul double %1263, %1265
  %1286 = fsub double %1284, %1285
  %1287 = fadd double %1283, %1286
  %1288 = fadd double %1281, %1287
  %1289 = fmul double %1263, %1263
  %1290 = fmul double %1289, %1289
  %1291 = fmul double %1289, 0x3EC71DE357B1FE7D
  %1292 = fadd double 0xBF2A01A019C161D5, %1291
  %1293 = fmul double %1289, %1292
  %1294 = fadd double 0x3F8111111110F8A6, %1293
  %1295 = fmul double %1289, 0x3DE5D93A5ACFD57C
  %1296 = fadd double 0xBE5AE5E68A2B9CEB, %1295
  %1297 = fmul double %1289, %1290
  %1298 = fmul double %1297, %1296
  %1299 = fadd double %1294, %1298
  %1300 = fmul double %1289, %1263
  %1301 = fmul double 5.000000e-01, %1265
  %1302 = fmul double %1300, %1299
  %1303 = fsub double %1301, %1302
  %1304 = fmul double %1289, %1303
  %1305 = fsub double %1304, %1265
  %1306 = fmul double %1300, 0xBFC5555555555549
  %1307 = fsub double %1305, %1306
  %1308 = fsub double %1263, %1307
  %1309 = fneg double %1288
  %1310 = fneg double %1308
  %1311 = and i64 %1241, 1
  %1312 = and i64 %1241, 2
  %1313 = icmp eq i64 %1311, 1
  %1314 = icmp eq i64 %1312, 2
  %1315 = select i1 %1314, double %1309, double %1288
  %1316 = select i1 %1314, double %1308, double %1310
  %1317 = select i1 %1313, double %1316, double %1315
  %1318 = fmul double %1237, %1317
  %1319 = fptrunc double %1318 to float
  %1320 = fmul float %1319, %grade67
  %1321 = fmul float %1320, %noise_scale15
  %1322 = fadd float %1021, %1321
  %1323 = fmul float %1322, %grade67
  %1324 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1325 = fcmp ogt float %1324, 0x3D71979980000000
  %1326 = select i1 %1325, float 1.000000e+00, float 0.000000e+00
  %bits69 = bitcast float %1323 to i32
  %magnitude70 = and i32 %bits69, 2147483647
  %is_nan71 = icmp ugt i32 %magnitude70, 2139095040
  %canonical72 = select i1 %is_nan71, i32 2143289344, i32 %bits69
  store i32 %canonical72, ptr %1011, align 4
  br label %slot.done65

slot.done65:                                      ; preds = %slot.then64, %slot.done54
  %feature73 = add i64 %lane, 768
  %valid74 = icmp ult i64 %feature73, %n_features
  %1327 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid74, label %slot.then75, label %slot.done76

slot.then75:                                      ; preds = %slot.done65
  %1328 = load float, ptr %1327, align 4
  %1329 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature73
  %1330 = load float, ptr addrspace(1) %1329, align 4
  %1331 = fsub float %1328, %1330
  %1332 = fmul float 2.000000e+00, %1331
  %1333 = fmul float 5.000000e-01, %1332
  %bits77 = call i64 @llvm.ctpop.i64(i64 %feature73)
  %1334 = icmp eq i64 %bits77, 2
  %grade78 = select i1 %1334, float 1.000000e+00, float 0.000000e+00
  %1335 = fmul float %1333, %grade78
  %1336 = fmul float %1335, %eta
  %1337 = fsub float %1328, %1336
  %1338 = mul i64 %row, %n_features
  %element79 = add i64 %1338, %feature73
  %1339 = trunc i64 %key0 to i32
  %1340 = lshr i64 %key0, 32
  %1341 = trunc i64 %1340 to i32
  %1342 = trunc i64 %element79 to i32
  %1343 = trunc i64 %key1_step to i32
  %1344 = lshr i64 %key1_step, 32
  %1345 = trunc i64 %1344 to i32
  %1346 = lshr i64 %element79, 32
  %1347 = trunc i64 %1346 to i32
  %1348 = zext i32 %1342 to i64
  %1349 = mul i64 3528531795, %1348
  %1350 = zext i32 %1345 to i64
  %1351 = mul i64 3449720151, %1350
  %1352 = lshr i64 %1349, 32
  %1353 = trunc i64 %1352 to i32
  %1354 = trunc i64 %1349 to i32
  %1355 = lshr i64 %1351, 32
  %1356 = trunc i64 %1355 to i32
  %1357 = trunc i64 %1351 to i32
  %1358 = xor i32 %1356, %1343
  %1359 = xor i32 %1358, %1339
  %1360 = xor i32 %1353, %1347
  %1361 = xor i32 %1360, %1341
  %1362 = add i32 %1339, -1640531527
  %1363 = add i32 %1341, -1150833019
  %1364 = zext i32 %1359 to i64
  %1365 = mul i64 3528531795, %1364
  %1366 = zext i32 %1361 to i64
  %1367 = mul i64 3449720151, %1366
  %1368 = lshr i64 %1365, 32
  %1369 = trunc i64 %1368 to i32
  %1370 = trunc i64 %1365 to i32
  %1371 = lshr i64 %1367, 32
  %1372 = trunc i64 %1371 to i32
  %1373 = trunc i64 %1367 to i32
  %1374 = xor i32 %1372, %1357
  %1375 = xor i32 %1374, %1362
  %1376 = xor i32 %1369, %1354
  %1377 = xor i32 %1376, %1363
  %1378 = add i32 %1362, -1640531527
  %1379 = add i32 %1363, -1150833019
  %1380 = zext i32 %1375 to i64
  %1381 = mul i64 3528531795, %1380
  %1382 = zext i32 %1377 to i64
  %1383 = mul i64 3449720151, %1382
  %1384 = lshr i64 %1381, 32
  %1385 = trunc i64 %1384 to i32
  %1386 = trunc i64 %1381 to i32
  %1387 = lshr i64 %1383, 32
  %1388 = trunc i64 %1387 to i32
  %1389 = trunc i64 %1383 to i32
  %1390 = xor i32 %1388, %1373
  %1391 = xor i32 %1390, %1378
  %1392 = xor i32 %1385, %1370
  %1393 = xor i32 %1392, %1379
  %1394 = add i32 %1378, -1640531527
  %1395 = add i32 %1379, -1150833019
  %1396 = zext i32 %1391 to i64
  %1397 = mul i64 3528531795, %1396
  %1398 = zext i32 %1393 to i64
  %1399 = mul i64 3449720151, %1398
  %1400 = lshr i64 %1397, 32
  %1401 = trunc i64 %1400 to i32
  %1402 = trunc i64 %1397 to i32
  %1403 = lshr i64 %1399, 32
  %1404 = trunc i64 %1403 to i32
  %1405 = trunc i64 %1399 to i32
  %1406 = xor i32 %1404, %1389
  %1407 = xor i32 %1406, %1394
  %1408 = xor i32 %1401, %1386
  %1409 = xor i32 %1408, %1395
  %1410 = add i32 %1394, -1640531527
  %1411 = add i32 %1395, -1150833019
  %1412 = zext i32 %1407 to i64
  %1413 = mul i64 3528531795, %1412
  %1414 = zext i32 %1409 to i64
  %1415 = mul i64 3449720151, %1414
  %1416 = lshr i64 %1413, 32
  %1417 = trunc i64 %1416 to i32
  %1418 = trunc i64 %1413 to i32
  %1419 = lshr i64 %1415, 32
  %1420 = trunc i64 %1419 to i32
  %1421 = trunc i64 %1415 to i32
  %1422 = xor i32 %1420, %1405
  %1423 = xor i32 %1422, %1410
  %1424 = xor i32 %1417, %1402
  %1425 = xor i32 %1424, %1411
  %1426 = add i32 %1410, -1640531527
  %1427 = add i32 %1411, -1150833019
  %1428 = zext i32 %1423 to i64
  %1429 = mul i64 3528531795, %1428
  %1430 = zext i32 %1425 to i64
  %1431 = mul i64 3449720151, %1430
  %1432 = lshr i64 %1429, 32
  %1433 = trunc i64 %1432 to i32
  %1434 = trunc i64 %1429 to i32
  %1435 = lshr i64 %1431, 32
  %1436 = trunc i64 %1435 to i32
  %1437 = trunc i64 %1431 to i32
  %1438 = xor i32 %1436, %1421
  %1439 = xor i32 %1438, %1426
  %1440 = xor i32 %1433, %1418
  %1441 = xor i32 %1440, %1427
  %1442 = add i32 %1426, -1640531527
  %1443 = add i32 %1427, -1150833019
  %1444 = zext i32 %1439 to i64
  %1445 = mul i64 3528531795, %1444
  %1446 = zext i32 %1441 to i64
  %1447 = mul i64 3449720151, %1446
  %1448 = lshr i64 %1445, 32
  %1449 = trunc i64 %1448 to i32
  %1450 = trunc i64 %1445 to i32
  %1451 = lshr i64 %1447, 32
  %1452 = trunc i64 %1451 to i32
  %1453 = trunc i64 %1447 to i32
  %1454 = xor i32 %1452, %1437
  %1455 = xor i32 %1454, %1442
  %1456 = xor i32 %1449, %1434
  %1457 = xor i32 %1456, %1443
  %1458 = add i32 %1442, -1640531527
  %1459 = add i32 %1443, -1150833019
  %1460 = zext i32 %1455 to i64
  %1461 = mul i64 3528531795, %1460
  %1462 = zext i32 %1457 to i64
  %1463 = mul i64 3449720151, %1462
  %1464 = lshr i64 %1461, 32
  %1465 = trunc i64 %1464 to i32
  %1466 = trunc i64 %1461 to i32
  %1467 = lshr i64 %1463, 32
  %1468 = trunc i64 %1467 to i32
  %1469 = trunc i64 %1463 to i32
  %1470 = xor i32 %1468, %1453
  %1471 = xor i32 %1470, %1458
  %1472 = xor i32 %1465, %1450
  %1473 = xor i32 %1472, %1459
  %1474 = add i32 %1458, -1640531527
  %1475 = add i32 %1459, -1150833019
  %1476 = zext i32 %1471 to i64
  %1477 = mul i64 3528531795, %1476
  %1478 = zext i32 %1473 to i64
  %1479 = mul i64 3449720151, %1478
  %1480 = lshr i64 %1477, 32
  %1481 = trunc i64 %1480 to i32
  %1482 = trunc i64 %1477 to i32
  %1483 = lshr i64 %1479, 32
  %1484 = trunc i64 %1483 to i32
  %1485 = trunc i64 %1479 to i32
  %1486 = xor i32 %1484, %1469
  %1487 = xor i32 %1486, %1474
  %1488 = xor i32 %1481, %1466
  %1489 = xor i32 %1488, %1475
  %1490 = add i32 %1474, -1640531527
  %1491 = add i32 %1475, -1150833019
  %1492 = zext i32 %1487 to i64
  %1493 = mul i64 3528531795, %1492
  %1494 = zext i32 %1489 to i64
  %1495 = mul i64 3449720151, %1494
  %1496 = lshr i64 %1493, 32
  %1497 = trunc i64 %1496 to i32
  %1498 = trunc i64 %1493 to i32
  %1499 = lshr i64 %1495, 32
  %1500 = trunc i64 %1499 to i32
  %1501 = trunc i64 %1495 to i32
  %1502 = xor i32 %1500, %1485
  %1503 = xor i32 %1502, %1490
  %1504 = xor i32 %1497, %1482
  %1505 = xor i32 %1504, %1491
  %1506 = uitofp i32 %1503 to double
  %1507 = fadd double %1506, 5.000000e-01
  %1508 = fmul double %1507, 0x3DF0000000000000
  %1509 = uitofp i32 %1501 to double
  %1510 = fadd double %1509, 5.000000e-01
  %1511 = fmul double %1510, 0x3DF0000000000000
  %1512 = bitcast double %1508 to i64
  %1513 = lshr i64 %1512, 32
  %1514 = add i64 %1513, 614242
  %1515 = lshr i64 %1514, 20
  %1516 = sub i64 %1515, 1023
  %1517 = and i64 %1514, 1048575
  %1518 = add i64 %1517, 1072079006
  %1519 = shl i64 %1518, 32
  %1520 = and i64 %1512, 4294967295
  %1521 = or i64 %1519, %1520
  %1522 = bitcast i64 %1521 to double
  %1523 = fsub double %1522, 1.000000e+00
  %1524 = fmul double 5.000000e-01, %1523
  %1525 = fmul double %1524, %1523
  %1526 = fadd double 2.000000e+00, %1523
  %1527 = fdiv double %1523, %1526
  %1528 = fmul double %1527, %1527
  %1529 = fmul double %1528, %1528
  %1530 = fmul double %1529, 0x3FC39A09D078C69F
  %1531 = fadd double 0x3FCC71C51D8E78AF, %1530
  %1532 = fmul double %1529, %1531
  %1533 = fadd double 0x3FD999999997FA04, %1532
  %1534 = fmul double %1529, %1533
  %1535 = fmul double %1529, 0x3FC2F112DF3E5244
  %1536 = fadd double 0x3FC7466496CB03DE, %1535
  %1537 = fmul double %1529, %1536
  %1538 = fadd double 0x3FD2492494229359, %1537
  %1539 = fmul double %1529, %1538
  %1540 = fadd double 0x3FE5555555555593, %1539
  %1541 = fmul double %1528, %1540
  %1542 = fadd double %1541, %1534
  %1543 = sitofp i64 %1516 to double
  %1544 = fadd double %1525, %1542
  %1545 = fmul double %1527, %1544
  %1546 = fmul double %1543, 0x3DEA39EF35793C76
  %1547 = fadd double %1545, %1546
  %1548 = fsub double %1547, %1525
  %1549 = fadd double %1548, %1523
  %1550 = fmul double %1543, 0x3FE62E42FEE00000
  %1551 = fadd double %1549, %1550
  %1552 = fmul double -2.000000e+00, %1551
  %1553 = call double @llvm.sqrt.f64(double %1552)
  %1554 = fmul double 0x401921FB54442D18, %1511
  %1555 = fmul double %1554, 0x3FE45F306DC9C883
  %1556 = fadd double %1555, 0x4338000000000000
  %1557 = bitcast double %1556 to i64
  %1558 = fsub double %1556, 0x4338000000000000
  %1559 = fmul double %1558, 0x3FF921FB54400000
  %1560 = fsub double %1554, %1559
  %1561 = fmul double %1558, 0x3DD0B4611A626331
  %1562 = fmul double %1558, 0x3DD0B4611A600000
  %1563 = fsub double %1560, %1562
  %1564 = fmul double %1558, 0x3BA3198A2E037073
  %1565 = fsub double %1560, %1563
  %1566 = fsub double %1565, %1562
  %1567 = fsub double %1564, %1566
  %1568 = fsub double %1560, %1561
  %1569 = bitcast double %1554 to i64
  %1570 = lshr i64 %1569, 52
  %1571 = and i64 %1570, 2047
  %1572 = bitcast double %1568 to i64
  %1573 = lshr i64 %1572, 52
  %1574 = and i64 %1573, 2047
  %1575 = add i64 %1574, 16
  %1576 = icmp ult i64 %1575, %1571
  %1577 = select i1 %1576, double %1563, double %1560
  %1578 = select i1 %1576, double %1567, double %1561
  %1579 = fsub double %1577, %1578
  %1580 = fsub double %1577, %1579
  %1581 = fsub double %1580, %1578
  %1582 = fmul double %1579, %1579
  %1583 = fmul double %1582, %1582
  %1584 = fmul double %1582, 0x3EFA01A019CB1590
  %1585 = fadd double 0xBF56C16C16C15177, %1584
  %1586 = fmul double %1582, %1585
  %1587 = fadd double 0x3FA555555555554C, %1586
  %1588 = fmul double %1582, %1587
  %1589 = fmul double %1582, 0xBDA8FAE9BE8838D4
  %1590 = fadd double 0x3E21EE9EBDB4B1C4, %1589
  %1591 = fmul double %1582, %1590
  %1592 = fadd double 0xBE927E4F809C52AD, %1591
  %1593 = fmul double %1583, %1583
  %1594 = fmul double %1593, %1592
  %1595 = fadd double %1588, %1594
  %1596 = fmul double 5.000000e-01, %1582
  %1597 = fsub double 1.000000e+00, %1596
  %1598 = fsub double 1.000000e+00, %1597
  %1599 = fsub double %1598, %1596
  %1600 = fmul double %1582, %1595
  %1601 = fmul double %1579, %1581
  %1602 = fsub double %1600, %1601
  %1603 = fadd double %1599, %1602
  %1604 = fadd double %1597, %1603
  %1605 = fmul double %1579, %1579
  %1606 = fmul double %1605, %1605
  %1607 = fmul double %1605, 0x3EC71DE357B1FE7D
  %1608 = fadd double 0xBF2A01A019C161D5, %1607
  %1609 = fmul double %1605, %1608
  %1610 = fadd double 0x3F8111111110F8A6, %1609
  %1611 = fmul double %1605, 0x3DE5D93A5ACFD57C
  %1612 = fadd double 0xBE5AE5E68A2B9CEB, %1611
  %1613 = fmul double %1605, %1606
  %1614 = fmul double %1613, %1612
  %1615 = fadd double %1610, %1614
  %1616 = fmul double %1605, %1579
  %1617 = fmul double 5.000000e-01, %1581
  %1618 = fmul double %1616, %1615
  %1619 = fsub double %1617, %1618
  %1620 = fmul double %1605, %1619
  %1621 = fsub double %1620, %1581
  %1622 = fmul double %1616, 0xBFC5555555555549
  %1623 = fsub double %1621, %1622
  %1624 = fsub double %1579, %1623
  %1625 = fneg double %1604
  %1626 = fneg double %1624
  %1627 = and i64 %1557, 1
  %1628 = and i64 %1557, 2
  %1629 = icmp eq i64 %1627, 1
  %1630 = icmp eq i64 %1628, 2
  %1631 = select i1 %1630, double %1625, double %1604
  %1632 = select i1 %1630, double %1624, double %1626
  %1633 = select i1 %1629, double %1632, double %1631
  %1634 = fmul double %1553, %1633
  %1635 = fptrunc double %1634 to float
  %1636 = fmul float %1635, %grade78
  %1637 = fmul float %1636, %noise_scale15
  %1638 = fadd float %1337, %1637
  %1639 = fmul float %1638, %grade78
  %1640 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1641 = fcmp ogt float %1640, 0x3D71979980000000
  %1642 = select i1 %1641, float 1.000000e+00, float 0.000000e+00
  %bits80 = bitcast float %1639 to i32
  %magnitude81 = and i32 %bits80, 2147483647
  %is_nan82 = icmp ugt i32 %magnitude81, 2139095040
  %canonical83 = select i1 %is_nan82, i32 2143289344, i32 %bits80
  store i32 %canonical83, ptr %1327, align 4
  br label %slot.done76

slot.done76:                                      ; preds = %slot.then75, %slot.done65
  br label %noise.done

uniform_sinks.then86:                             ; preds = %quiet
  %1643 = load float, ptr %61, align 4
  %1644 = getelementptr inbounds float, ptr addrspace(1) %4, i64 0
  %1645 = load float, ptr addrspace(1) %1644, align 4
  %1646 = fsub float %1643, %1645
  %1647 = fmul float 2.000000e+00, %1646
  %1648 = fmul float 5.000000e-01, %1647
  %bits88 = call i64 @llvm.ctpop.i64(i64 0)
  %1649 = icmp eq i64 %bits88, 2
  %grade89 = select i1 %1649, float 1.000000e+00, float 0.000000e+00
  %1650 = fmul float %1648, %grade89
  %1651 = fmul float %1650, %eta
  %1652 = fsub float %1643, %1651
  %1653 = fmul float 0.000000e+00, %grade89
  %1654 = fmul float %1653, %noise_scale15
  %1655 = fadd float %1652, %1654
  %1656 = fmul float %1652, %grade89
  %1657 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1658 = fcmp ogt float %1657, 0x3D71979980000000
  %1659 = select i1 %1658, float 1.000000e+00, float 0.000000e+00
  %status_bits90 = fptoui float %1659 to i32
  %status91 = load i32, ptr addrspace(1) %5, align 4
  %1660 = or i32 %status91, %status_bits90
  store i32 %1660, ptr addrspace(1) %5, align 4
  br label %uniform_sinks.done87

uniform_sinks.done87:                             ; preds = %uniform_sinks.then86, %quiet
  %feature92 = add i64 %lane, 0
  %valid93 = icmp ult i64 %feature92, %n_features
  %1661 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %uniform_sinks.done87
  %1662 = load float, ptr %1661, align 4
  %1663 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature92
  %1664 = load float, ptr addrspace(1) %1663, align 4
  %1665 = fsub float %1662, %1664
  %1666 = fmul float 2.000000e+00, %1665
  %1667 = fmul float 5.000000e-01, %1666
  %bits96 = call i64 @llvm.ctpop.i64(i64 %feature92)
  %1668 = icmp eq i64 %bits96, 2
  %grade97 = select i1 %1668, float 1.000000e+00, float 0.000000e+00
  %1669 = fmul float %1667, %grade97
  %1670 = fmul float %1669, %eta
  %1671 = fsub float %1662, %1670
  %1672 = fmul float 0.000000e+00, %grade97
  %1673 = fmul float %1672, %noise_scale15
  %1674 = fadd float %1671, %1673
  %1675 = fmul float %1671, %grade97
  %1676 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1677 = fcmp ogt float %1676, 0x3D71979980000000
  %1678 = select i1 %1677, float 1.000000e+00, float 0.000000e+00
  %bits98 = bitcast float %1675 to i32
  %magnitude99 = and i32 %bits98, 2147483647
  %is_nan100 = icmp ugt i32 %magnitude99, 2139095040
  %canonical101 = select i1 %is_nan100, i32 2143289344, i32 %bits98
  store i32 %canonical101, ptr %1661, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %uniform_sinks.done87
  %feature102 = add i64 %lane, 256
  %valid103 = icmp ult i64 %feature102, %n_features
  %1679 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid103, label %slot.then104, label %slot.done105

slot.then104:                                     ; preds = %slot.done95
  %1680 = load float, ptr %1679, align 4
  %1681 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature102
  %1682 = load float, ptr addrspace(1) %1681, align 4
  %1683 = fsub float %1680, %1682
  %1684 = fmul float 2.000000e+00, %1683
  %1685 = fmul float 5.000000e-01, %1684
  %bits106 = call i64 @llvm.ctpop.i64(i64 %feature102)
  %1686 = icmp eq i64 %bits106, 2
  %grade107 = select i1 %1686, float 1.000000e+00, float 0.000000e+00
  %1687 = fmul float %1685, %grade107
  %1688 = fmul float %1687, %eta
  %1689 = fsub float %1680, %1688
  %1690 = fmul float 0.000000e+00, %grade107
  %1691 = fmul float %1690, %noise_scale15
  %1692 = fadd float %1689, %1691
  %1693 = fmul float %1689, %grade107
  %1694 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1695 = fcmp ogt float %1694, 0x3D71979980000000
  %1696 = select i1 %1695, float 1.000000e+00, float 0.000000e+00
  %bits108 = bitcast float %1693 to i32
  %magnitude109 = and i32 %bits108, 2147483647
  %is_nan110 = icmp ugt i32 %magnitude109, 2139095040
  %canonical111 = select i1 %is_nan110, i32 2143289344, i32 %bits108
  store i32 %canonical111, ptr %1679, align 4
  br label %slot.done105

slot.done105:                                     ; preds = %slot.then104, %slot.done95
  %feature112 = add i64 %lane, 512
  %valid113 = icmp ult i64 %feature112, %n_features
  %1697 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid113, label %slot.then114, label %slot.done115

slot.then114:                                     ; preds = %slot.done105
  %1698 = load float, ptr %1697, align 4
  %1699 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature112
  %1700 = load float, ptr addrspace(1) %1699, align 4
  %1701 = fsub float %1698, %1700
  %1702 = fmul float 2.000000e+00, %1701
  %1703 = fmul float 5.000000e-01, %1702
  %bits116 = call i64 @llvm.ctpop.i64(i64 %feature112)
  %1704 = icmp eq i64 %bits116, 2
  %grade117 = select i1 %1704, float 1.000000e+00, float 0.000000e+00
  %1705 = fmul float %1703, %grade117
  %1706 = fmul float %1705, %eta
  %1707 = fsub float %1698, %1706
  %1708 = fmul float 0.000000e+00, %grade117
  %1709 = fmul float %1708, %noise_scale15
  %1710 = fadd float %1707, %1709
  %1711 = fmul float %1707, %grade117
  %1712 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1713 = fcmp ogt float %1712, 0x3D71979980000000
  %1714 = select i1 %1713, float 1.000000e+00, float 0.000000e+00
  %bits118 = bitcast float %1711 to i32
  %magnitude119 = and i32 %bits118, 2147483647
  %is_nan120 = icmp ugt i32 %magnitude119, 2139095040
  %canonical121 = select i1 %is_nan120, i32 2143289344, i32 %bits118
  store i32 %canonical121, ptr %1697, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %slot.done105
  %feature122 = add i64 %lane, 768
  %valid123 = icmp ult i64 %feature122, %n_features
  %1715 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid123, label %slot.then124, label %slot.done125

slot.then124:                                     ; preds = %slot.done115
  %1716 = load float, ptr %1715, align 4
  %1717 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature122
  %1718 = load float, ptr addrspace(1) %1717, align 4
  %1719 = fsub float %1716, %1718
  %1720 = fmul float 2.000000e+00, %1719
  %1721 = fmul float 5.000000e-01, %1720
  %bits126 = call i64 @llvm.ctpop.i64(i64 %feature122)
  %1722 = icmp eq i64 %bits126, 2
  %grade127 = select i1 %1722, float 1.000000e+00, float 0.000000e+00
  %1723 = fmul float %1721, %grade127
  %1724 = fmul float %1723, %eta
  %1725 = fsub float %1716, %1724
  %1726 = fmul float 0.000000e+00, %grade127
  %1727 = fmul float %1726, %noise_scale15
  %1728 = fadd float %1725, %1727
  %1729 = fmul float %1725, %grade127
  %1730 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1731 = fcmp ogt float %1730, 0x3D71979980000000
  %1732 = select i1 %1731, float 1.000000e+00, float 0.000000e+00
  %bits128 = bitcast float %1729 to i32
  %magnitude129 = and i32 %bits128, 2147483647
  %is_nan130 = icmp ugt i32 %magnitude129, 2139095040
  %canonical131 = select i1 %is_nan130, i32 2143289344, i32 %bits128
  store i32 %canonical131, ptr %1715, align 4
  br label %slot.done125

slot.done125:                                     ; preds = %slot.then124, %slot.done115
  br label %noise.done

slot.then134:                                     ; preds = %step.exit
  %1733 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature132
  %1734 = load float, ptr %25, align 4
  store float %1734, ptr addrspace(1) %1733, align 4
  br label %slot.done135

slot.done135:                                     ; preds = %slot.then134, %step.exit
  %feature136 = add i64 %lane, 256
  %valid137 = icmp ult i64 %feature136, %n_features
  %1735 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid137, label %slot.then138, label %slot.done139

slot.then138:                                     ; preds = %slot.done135
  %1736 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature136
  %1737 = load float, ptr %1735, align 4
  store float %1737, ptr addrspace(1) %1736, align 4
  br label %slot.done139

slot.done139:                                     ; preds = %slot.then138, %slot.done135
  %feature140 = add i64 %lane, 512
  %valid141 = icmp ult i64 %feature140, %n_features
  %1738 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid141, label %slot.then142, label %slot.done143

slot.then142:                                     ; preds = %slot.done139
  %1739 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature140
  %1740 = load float, ptr %1738, align 4
  store float %1740, ptr addrspace(1) %1739, align 4
  br label %slot.done143

slot.done143:                                     ; preds = %slot.then142, %slot.done139
  %feature144 = add i64 %lane, 768
  %valid145 = icmp ult i64 %feature144, %n_features
  %1741 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid145, label %slot.then146, label %slot.done147

slot.then146:                                     ; preds = %slot.done143
  %1742 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature144
  %1743 = load float, ptr %1741, align 4
  store float %1743, ptr addrspace(1) %1742, align 4
  br label %slot.done147

slot.done147:                                     ; preds = %slot.then146, %slot.done143
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_bivector_pull_wide(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %4 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %5 = mul i64 %n_features, 2
  %6 = mul i64 %row, %5
  %7 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %6
  %8 = mul i64 %n_features, 1
  %9 = add i64 %8, 0
  %10 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %9
  %11 = mul i64 %n_features, 0
  %12 = add i64 %11, 0
  %13 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %12
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %347, %noise.done ]
  %14 = icmp ult i64 %step, %steps
  br i1 %14, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %15 = load float, ptr %temperature1, align 4
  %16 = fmul float %two_eta, %15
  %17 = fcmp olt float 0.000000e+00, %16
  %18 = call float @llvm.sqrt.f32(float %16)
  %19 = select i1 %17, float %18, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %19, float %noise_scale
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
  %philox = phi i64 [ %lane, %draw.then ], [ %190, %philox.body ]
  %20 = icmp ult i64 %philox, %n_features
  br i1 %20, label %philox.body, label %philox.exit

philox.body:                                      ; preds = %philox.header
  %element = add i64 %first_element, %philox
  %21 = trunc i64 %key0 to i32
  %22 = lshr i64 %key0, 32
  %23 = trunc i64 %22 to i32
  %24 = trunc i64 %element to i32
  %25 = trunc i64 %key1_step to i32
  %26 = lshr i64 %key1_step, 32
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %element, 32
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
  %188 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %philox
  store i32 %185, ptr addrspace(1) %188, align 4, !alias.scope !0, !noalias !3
  %189 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %philox
  store i32 %183, ptr addrspace(1) %189, align 4, !alias.scope !3, !noalias !0
  %190 = add i64 %philox, 256
  br label %philox.header

philox.exit:                                      ; preds = %philox.header
  br label %noise.header

noise.header:                                     ; preds = %noise.body, %philox.exit
  %noise = phi i64 [ %lane, %philox.exit ], [ %325, %noise.body ]
  %191 = icmp ult i64 %noise, %n_features
  br i1 %191, label %noise.body, label %noise.exit

noise.body:                                       ; preds = %noise.header
  %192 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %noise
  %w0 = load i32, ptr addrspace(1) %192, align 4, !alias.scope !0, !noalias !3
  %193 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %noise
  %w1 = load i32, ptr addrspace(1) %193, align 4, !alias.scope !3, !noalias !0
  %194 = uitofp i32 %w0 to double
  %195 = fadd double %194, 5.000000e-01
  %196 = fmul double %195, 0x3DF0000000000000
  %197 = uitofp i32 %w1 to double
  %198 = fadd double %197, 5.000000e-01
  %199 = fmul double %198, 0x3DF0000000000000
  %200 = bitcast double %196 to i64
  %201 = lshr i64 %200, 32
  %202 = add i64 %201, 614242
  %203 = lshr i64 %202, 20
  %204 = sub i64 %203, 1023
  %205 = and i64 %202, 1048575
  %206 = add i64 %205, 1072079006
  %207 = shl i64 %206, 32
  %208 = and i64 %200, 4294967295
  %209 = or i64 %207, %208
  %210 = bitcast i64 %209 to double
  %211 = fsub double %210, 1.000000e+00
  %212 = fmul double 5.000000e-01, %211
  %213 = fmul double %212, %211
  %214 = fadd double 2.000000e+00, %211
  %215 = fdiv double %211, %214
  %216 = fmul double %215, %215
  %217 = fmul double %216, %216
  %218 = fmul double %217, 0x3FC39A09D078C69F
  %219 = fadd double 0x3FCC71C51D8E78AF, %218
  %220 = fmul double %217, %219
  %221 = fadd double 0x3FD999999997FA04, %220
  %222 = fmul double %217, %221
  %223 = fmul double %217, 0x3FC2F112DF3E5244
  %224 = fadd double 0x3FC7466496CB03DE, %223
  %225 = fmul double %217, %224
  %226 = fadd double 0x3FD2492494229359, %225
  %227 = fmul double %217, %226
  %228 = fadd double 0x3FE5555555555593, %227
  %229 = fmul double %216, %228
  %230 = fadd double %229, %222
  %231 = sitofp i64 %204 to double
  %232 = fadd double %213, %230
  %233 = fmul double %215, %232
  %234 = fmul double %231, 0x3DEA39EF35793C76
  %235 = fadd double %233, %234
  %236 = fsub double %235, %213
  %237 = fadd double %236, %211
  %238 = fmul double %231, 0x3FE62E42FEE00000
  %239 = fadd double %237, %238
  %240 = fmul double -2.000000e+00, %239
  %241 = call double @llvm.sqrt.f64(double %240)
  %242 = fmul double 0x401921FB54442D18, %199
  %243 = fmul double %242, 0x3FE45F306DC9C883
  %244 = fadd double %243, 0x4338000000000000
  %245 = bitcast double %244 to i64
  %246 = fsub double %244, 0x4338000000000000
  %247 = fmul double %246, 0x3FF921FB54400000
  %248 = fsub double %242, %247
  %249 = fmul double %246, 0x3DD0B4611A626331
  %250 = fmul double %246, 0x3DD0B4611A600000
  %251 = fsub double %248, %250
  %252 = fmul double %246, 0x3BA3198A2E037073
  %253 = fsub double %248, %251
  %254 = fsub double %253, %250
  %255 = fsub double %252, %254
  %256 = fsub double %248, %249
  %257 = bitcast double %242 to i64
  %258 = lshr i64 %257, 52
  %259 = and i64 %258, 2047
  %260 = bitcast double %256 to i64
  %261 = lshr i64 %260, 52
  %262 = and i64 %261, 2047
  %263 = add i64 %262, 16
  %264 = icmp ult i64 %263, %259
  %265 = select i1 %264, double %251, double %248
  %266 = select i1 %264, double %255, double %249
  %267 = fsub double %265, %266
  %268 = fsub double %265, %267
  %269 = fsub double %268, %266
  %270 = fmul double %267, %267
  %271 = fmul double %270, %270
  %272 = fmul double %270, 0x3EFA01A019CB1590
  %273 = fadd double 0xBF56C16C16C15177, %272
  %274 = fmul double %270, %273
  %275 = fadd double 0x3FA555555555554C, %274
  %276 = fmul double %270, %275
  %277 = fmul double %270, 0xBDA8FAE9BE8838D4
  %278 = fadd double 0x3E21EE9EBDB4B1C4, %277
  %279 = fmul double %270, %278
  %280 = fadd double 0xBE927E4F809C52AD, %279
  %281 = fmul double %271, %271
  %282 = fmul double %281, %280
  %283 = fadd double %276, %282
  %284 = fmul double 5.000000e-01, %270
  %285 = fsub double 1.000000e+00, %284
  %286 = fsub double 1.000000e+00, %285
  %287 = fsub double %286, %284
  %288 = fmul double %270, %283
  %289 = fmul double %267, %269
  %290 = fsub double %288, %289
  %291 = fadd double %287, %290
  %292 = fadd double %285, %291
  %293 = fmul double %267, %267
  %294 = fmul double %293, %293
  %295 = fmul double %293, 0x3EC71DE357B1FE7D
  %296 = fadd double 0xBF2A01A019C161D5, %295
  %297 = fmul double %293, %296
  %298 = fadd double 0x3F8111111110F8A6, %297
  %299 = fmul double %293, 0x3DE5D93A5ACFD57C
  %300 = fadd double 0xBE5AE5E68A2B9CEB, %299
  %301 = fmul double %293, %294
  %302 = fmul double %301, %300
  %303 = fadd double %298, %302
  %304 = fmul double %293, %267
  %305 = fmul double 5.000000e-01, %269
  %306 = fmul double %304, %303
  %307 = fsub double %305, %306
  %308 = fmul double %293, %307
  %309 = fsub double %308, %269
  %310 = fmul double %304, 0xBFC5555555555549
  %311 = fsub double %309, %310
  %312 = fsub double %267, %311
  %313 = fneg double %292
  %314 = fneg double %312
  %315 = and i64 %245, 1
  %316 = and i64 %245, 2
  %317 = icmp eq i64 %315, 1
  %318 = icmp eq i64 %316, 2
  %319 = select i1 %318, double %313, double %292
  %320 = select i1 %318, double %312, double %314
  %321 = select i1 %317, double %320, double %319
  %322 = fmul double %241, %321
  %323 = fptrunc double %322 to float
  %324 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %noise
  store float %323, ptr addrspace(1) %324, align 4, !alias.scope !0, !noalias !3
  %325 = add i64 %noise, 256
  br label %noise.header

noise.exit:                                       ; preds = %noise.header
  br label %draw.done

feature.header:                                   ; preds = %feature.body, %draw.done
  %feature = phi i64 [ %lane, %draw.done ], [ %336, %feature.body ]
  %326 = icmp ult i64 %feature, %n_features
  br i1 %326, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %327 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %328 = load float, ptr addrspace(1) %327, align 4
  %bits = call i64 @llvm.ctpop.i64(i64 %feature)
  %329 = icmp eq i64 %bits, 2
  %grade = select i1 %329, float 1.000000e+00, float 0.000000e+00
  %330 = fmul float %328, %grade
  %331 = fsub float %328, %330
  %332 = fmul float %331, %331
  %333 = mul i64 %n_features, 0
  %334 = add i64 %333, %feature
  %335 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %334
  store float %332, ptr addrspace(1) %335, align 4
  %336 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %337 = mul i64 %n_features, 0
  %338 = add i64 %337, 0
  %339 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %338
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %345, %fold_sums.body ]
  %340 = icmp ult i64 %fold_sums, %n_features
  br i1 %340, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %341 = getelementptr inbounds float, ptr addrspace(1) %339, i64 %fold_sums
  %342 = load float, ptr addrspace(1) %341, align 4
  %343 = load float, ptr %fold_value, align 4
  %344 = fadd float %342, %343
  store float %344, ptr %fold_value, align 4
  %345 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %346 = load float, ptr %fold_value, align 4
  store float %346, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

noise5:                                           ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then16, label %uniform_sinks.done17

noise.done:                                       ; preds = %feature.exit24, %feature.exit11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %15, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %347 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  %348 = getelementptr inbounds float, ptr addrspace(1) %2, i64 0
  %349 = load float, ptr addrspace(1) %348, align 4
  %350 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = fsub float %349, %351
  %353 = fmul float 2.000000e+00, %352
  %354 = fmul float 5.000000e-01, %353
  %bits6 = call i64 @llvm.ctpop.i64(i64 0)
  %355 = icmp eq i64 %bits6, 2
  %grade7 = select i1 %355, float 1.000000e+00, float 0.000000e+00
  %356 = fmul float %354, %grade7
  %357 = fmul float %356, %eta
  %358 = fsub float %349, %357
  %359 = getelementptr inbounds float, ptr addrspace(1) %10, i64 0
  %360 = load float, ptr addrspace(1) %359, align 4
  %361 = fmul float %360, %grade7
  %362 = fmul float %361, %noise_scale3
  %363 = fadd float %358, %362
  %364 = fmul float %363, %grade7
  %365 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %366 = fcmp ogt float %365, 0x3D71979980000000
  %367 = select i1 %366, float 1.000000e+00, float 0.000000e+00
  %status_bits = fptoui float %367 to i32
  %status8 = load i32, ptr addrspace(1) %4, align 4
  %368 = or i32 %status8, %status_bits
  store i32 %368, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header9

feature.header9:                                  ; preds = %feature.body10, %uniform_sinks.done
  %feature12 = phi i64 [ %lane, %uniform_sinks.done ], [ %391, %feature.body10 ]
  %369 = icmp ult i64 %feature12, %n_features
  br i1 %369, label %feature.body10, label %feature.exit11

feature.body10:                                   ; preds = %feature.header9
  %370 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature12
  %371 = load float, ptr addrspace(1) %370, align 4
  %372 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature12
  %373 = load float, ptr addrspace(1) %372, align 4
  %374 = fsub float %371, %373
  %375 = fmul float 2.000000e+00, %374
  %376 = fmul float 5.000000e-01, %375
  %bits13 = call i64 @llvm.ctpop.i64(i64 %feature12)
  %377 = icmp eq i64 %bits13, 2
  %grade14 = select i1 %377, float 1.000000e+00, float 0.000000e+00
  %378 = fmul float %376, %grade14
  %379 = fmul float %378, %eta
  %380 = fsub float %371, %379
  %381 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature12
  %382 = load float, ptr addrspace(1) %381, align 4
  %383 = fmul float %382, %grade14
  %384 = fmul float %383, %noise_scale3
  %385 = fadd float %380, %384
  %386 = fmul float %385, %grade14
  %387 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %388 = fcmp ogt float %387, 0x3D71979980000000
  %389 = select i1 %388, float 1.000000e+00, float 0.000000e+00
  %390 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature12
  %bits15 = bitcast float %386 to i32
  %magnitude = and i32 %bits15, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits15
  store i32 %canonical, ptr addrspace(1) %390, align 4
  %391 = add i64 %feature12, 256
  br label %feature.header9

feature.exit11:                                   ; preds = %feature.header9
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  %392 = getelementptr inbounds float, ptr addrspace(1) %2, i64 0
  %393 = load float, ptr addrspace(1) %392, align 4
  %394 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %395 = load float, ptr addrspace(1) %394, align 4
  %396 = fsub float %393, %395
  %397 = fmul float 2.000000e+00, %396
  %398 = fmul float 5.000000e-01, %397
  %bits18 = call i64 @llvm.ctpop.i64(i64 0)
  %399 = icmp eq i64 %bits18, 2
  %grade19 = select i1 %399, float 1.000000e+00, float 0.000000e+00
  %400 = fmul float %398, %grade19
  %401 = fmul float %400, %eta
  %402 = fsub float %393, %401
  %403 = fmul float 0.000000e+00, %grade19
  %404 = fmul float %403, %noise_scale3
  %405 = fadd float %402, %404
  %406 = fmul float %402, %grade19
  %407 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %408 = fcmp ogt float %407, 0x3D71979980000000
  %409 = select i1 %408, float 1.000000e+00, float 0.000000e+00
  %status_bits20 = fptoui float %409 to i32
  %status21 = load i32, ptr addrspace(1) %4, align 4
  %410 = or i32 %status21, %status_bits20
  store i32 %410, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  br label %feature.header22

feature.header22:                                 ; preds = %feature.body23, %uniform_sinks.done17
  %feature25 = phi i64 [ %lane, %uniform_sinks.done17 ], [ %431, %feature.body23 ]
  %411 = icmp ult i64 %feature25, %n_features
  br i1 %411, label %feature.body23, label %feature.exit24

feature.body23:                                   ; preds = %feature.header22
  %412 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %413 = load float, ptr addrspace(1) %412, align 4
  %414 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %415 = load float, ptr addrspace(1) %414, align 4
  %416 = fsub float %413, %415
  %417 = fmul float 2.000000e+00, %416
  %418 = fmul float 5.000000e-01, %417
  %bits26 = call i64 @llvm.ctpop.i64(i64 %feature25)
  %419 = icmp eq i64 %bits26, 2
  %grade27 = select i1 %419, float 1.000000e+00, float 0.000000e+00
  %420 = fmul float %418, %grade27
  %421 = fmul float %420, %eta
  %422 = fsub float %413, %421
  %423 = fmul float 0.000000e+00, %grade27
  %424 = fmul float %423, %noise_scale3
  %425 = fadd float %422, %424
  %426 = fmul float %422, %grade27
  %427 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %428 = fcmp ogt float %427, 0x3D71979980000000
  %429 = select i1 %428, float 1.000000e+00, float 0.000000e+00
  %430 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %bits28 = bitcast float %426 to i32
  %magnitude29 = and i32 %bits28, 2147483647
  %is_nan30 = icmp ugt i32 %magnitude29, 2139095040
  %canonical31 = select i1 %is_nan30, i32 2143289344, i32 %bits28
  store i32 %canonical31, ptr addrspace(1) %430, align 4
  %431 = add i64 %feature25, 256
  br label %feature.header22

feature.exit24:                                   ; preds = %feature.header22
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
