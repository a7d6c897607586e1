; ModuleID = 'tether_pairwise'
source_filename = "tether_pairwise.toml"
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
define ptx_kernel void @tessera_tether_pairwise_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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

row.done:                                         ; preds = %store.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %37, %noise.done ]
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
  br i1 %present, label %store.then29, label %store.done30

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %23 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %23, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %33, %tree_sum.pairs.exit ]
  %24 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %24, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %25 = add i64 %23, %span
  %pairs = lshr i64 %25, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %32, %tree_sum.pairs.body ]
  %26 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %26, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %27 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %left
  %28 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %right
  %29 = load float, ptr addrspace(3) %27, align 4
  %30 = load float, ptr addrspace(3) %28, align 4
  %31 = fadd float %29, %30
  store float %31, ptr addrspace(3) %27, align 4
  %32 = add i64 %tree_sum.pairs, 4
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %34 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %35 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  store float %36, ptr addrspace(3) %34, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %37 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %38 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = fsub float %42, 4.000000e+00
  %44 = fmul float 2.000000e+00, %43
  %45 = fmul float 0x3F847AE140000000, %44
  %46 = fmul float 2.000000e+00, %40
  %47 = fmul float %45, %46
  %48 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = fsub float %40, %49
  %51 = fmul float 2.000000e+00, %50
  %52 = fmul float 5.000000e-01, %51
  %53 = fadd float %47, %52
  %54 = fmul float %53, %eta
  %55 = fsub float %40, %54
  %56 = mul i64 %row_read, %n_features
  %element = add i64 %56, %feature10
  %57 = trunc i64 %key0 to i32
  %58 = lshr i64 %key0, 32
  %59 = trunc i64 %58 to i32
  %60 = trunc i64 %element to i32
  %61 = trunc i64 %key1_step to i32
  %62 = lshr i64 %key1_step, 32
  %63 = trunc i64 %62 to i32
  %64 = lshr i64 %element, 32
  %65 = trunc i64 %64 to i32
  %66 = zext i32 %60 to i64
  %67 = mul i64 3528531795, %66
  %68 = zext i32 %63 to i64
  %69 = mul i64 3449720151, %68
  %70 = lshr i64 %67, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %67 to i32
  %73 = lshr i64 %69, 32
  %74 = trunc i64 %73 to i32
  %75 = trunc i64 %69 to i32
  %76 = xor i32 %74, %61
  %77 = xor i32 %76, %57
  %78 = xor i32 %71, %65
  %79 = xor i32 %78, %59
  %80 = add i32 %57, -1640531527
  %81 = add i32 %59, -1150833019
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
  %192 = add i32 %176, -1640531527
  %193 = add i32 %177, -1150833019
  %194 = zext i32 %189 to i64
  %195 = mul i64 3528531795, %194
  %196 = zext i32 %191 to i64
  %197 = mul i64 3449720151, %196
  %198 = lshr i64 %195, 32
  %199 = trunc i64 %198 to i32
  %200 = trunc i64 %195 to i32
  %201 = lshr i64 %197, 32
  %202 = trunc i64 %201 to i32
  %203 = trunc i64 %197 to i32
  %204 = xor i32 %202, %187
  %205 = xor i32 %204, %192
  %206 = xor i32 %199, %184
  %207 = xor i32 %206, %193
  %208 = add i32 %192, -1640531527
  %209 = add i32 %193, -1150833019
  %210 = zext i32 %205 to i64
  %211 = mul i64 3528531795, %210
  %212 = zext i32 %207 to i64
  %213 = mul i64 3449720151, %212
  %214 = lshr i64 %211, 32
  %215 = trunc i64 %214 to i32
  %216 = trunc i64 %211 to i32
  %217 = lshr i64 %213, 32
  %218 = trunc i64 %217 to i32
  %219 = trunc i64 %213 to i32
  %220 = xor i32 %218, %203
  %221 = xor i32 %220, %208
  %222 = xor i32 %215, %200
  %223 = xor i32 %222, %209
  %224 = uitofp i32 %221 to double
  %225 = fadd double %224, 5.000000e-01
  %226 = fmul double %225, 0x3DF0000000000000
  %227 = uitofp i32 %219 to double
  %228 = fadd double %227, 5.000000e-01
  %229 = fmul double %228, 0x3DF0000000000000
  %230 = bitcast double %226 to i64
  %231 = lshr i64 %230, 32
  %232 = add i64 %231, 614242
  %233 = lshr i64 %232, 20
  %234 = sub i64 %233, 1023
  %235 = and i64 %232, 1048575
  %236 = add i64 %235, 1072079006
  %237 = shl i64 %236, 32
  %238 = and i64 %230, 4294967295
  %239 = or i64 %237, %238
  %240 = bitcast i64 %239 to double
  %241 = fsub double %240, 1.000000e+00
  %242 = fmul double 5.000000e-01, %241
  %243 = fmul double %242, %241
  %244 = fadd double 2.000000e+00, %241
  %245 = fdiv double %241, %244
  %246 = fmul double %245, %245
  %247 = fmul double %246, %246
  %248 = fmul double %247, 0x3FC39A09D078C69F
  %249 = fadd double 0x3FCC71C51D8E78AF, %248
  %250 = fmul double %247, %249
  %251 = fadd double 0x3FD999999997FA04, %250
  %252 = fmul double %247, %251
  %253 = fmul double %247, 0x3FC2F112DF3E5244
  %254 = fadd double 0x3FC7466496CB03DE, %253
  %255 = fmul double %247, %254
  %256 = fadd double 0x3FD2492494229359, %255
  %257 = fmul double %247, %256
  %258 = fadd double 0x3FE5555555555593, %257
  %259 = fmul double %246, %258
  %260 = fadd double %259, %252
  %261 = sitofp i64 %234 to double
  %262 = fadd double %243, %260
  %263 = fmul double %245, %262
  %264 = fmul double %261, 0x3DEA39EF35793C76
  %265 = fadd double %263, %264
  %266 = fsub double %265, %243
  %267 = fadd double %266, %241
  %268 = fmul double %261, 0x3FE62E42FEE00000
  %269 = fadd double %267, %268
  %270 = fmul double -2.000000e+00, %269
  %271 = call double @llvm.sqrt.f64(double %270)
  %272 = fmul double 0x401921FB54442D18, %229
  %273 = fmul double %272, 0x3FE45F306DC9C883
  %274 = fadd double %273, 0x4338000000000000
  %275 = bitcast double %274 to i64
  %276 = fsub double %274, 0x4338000000000000
  %277 = fmul double %276, 0x3FF921FB54400000
  %278 = fsub double %272, %277
  %279 = fmul double %276, 0x3DD0B4611A626331
  %280 = fmul double %276, 0x3DD0B4611A600000
  %281 = fsub double %278, %280
  %282 = fmul double %276, 0x3BA3198A2E037073
  %283 = fsub double %278, %281
  %284 = fsub double %283, %280
  %285 = fsub double %282, %284
  %286 = fsub double %278, %279
  %287 = bitcast double %272 to i64
  %288 = lshr i64 %287, 52
  %289 = and i64 %288, 2047
  %290 = bitcast double %286 to i64
  %291 = lshr i64 %290, 52
  %292 = and i64 %291, 2047
  %293 = add i64 %292, 16
  %294 = icmp ult i64 %293, %289
  %295 = select i1 %294, double %281, double %278
  %296 = select i1 %294, double %285, double %279
  %297 = fsub double %295, %296
  %298 = fsub double %295, %297
  %299 = fsub double %298, %296
  %300 = fmul double %297, %297
  %301 = fmul double %300, %300
  %302 = fmul double %300, 0x3EFA01A019CB1590
  %303 = fadd double 0xBF56C16C16C15177, %302
  %304 = fmul double %300, %303
  %305 = fadd double 0x3FA555555555554C, %304
  %306 = fmul double %300, %305
  %307 = fmul double %300, 0xBDA8FAE9BE8838D4
  %308 = fadd double 0x3E21EE9EBDB4B1C4, %307
  %309 = fmul double %300, %308
  %310 = fadd double 0xBE927E4F809C52AD, %309
  %311 = fmul double %301, %301
  %312 = fmul double %311, %310
  %313 = fadd double %306, %312
  %314 = fmul double 5.000000e-01, %300
  %315 = fsub double 1.000000e+00, %314
  %316 = fsub double 1.000000e+00, %315
  %317 = fsub double %316, %314
  %318 = fmul double %300, %313
  %319 = fmul double %297, %299
  %320 = fsub double %318, %319
  %321 = fadd double %317, %320
  %322 = fadd double %315, %321
  %323 = fmul double %297, %297
  %324 = fmul double %323, %323
  %325 = fmul double %323, 0x3EC71DE357B1FE7D
  %326 = fadd double 0xBF2A01A019C161D5, %325
  %327 = fmul double %323, %326
  %328 = fadd double 0x3F8111111110F8A6, %327
  %329 = fmul double %323, 0x3DE5D93A5ACFD57C
  %330 = fadd double 0xBE5AE5E68A2B9CEB, %329
  %331 = fmul double %323, %324
  %332 = fmul double %331, %330
  %333 = fadd double %328, %332
  %334 = fmul double %323, %297
  %335 = fmul double 5.000000e-01, %299
  %336 = fmul double %334, %333
  %337 = fsub double %335, %336
  %338 = fmul double %323, %337
  %339 = fsub double %338, %299
  %340 = fmul double %334, 0xBFC5555555555549
  %341 = fsub double %339, %340
  %342 = fsub double %297, %341
  %343 = fneg double %322
  %344 = fneg double %342
  %345 = and i64 %275, 1
  %346 = and i64 %275, 2
  %347 = icmp eq i64 %345, 1
  %348 = icmp eq i64 %346, 2
  %349 = select i1 %348, double %343, double %322
  %350 = select i1 %348, double %342, double %344
  %351 = select i1 %347, double %350, double %349
  %352 = fmul double %271, %351
  %353 = fptrunc double %352 to float
  %354 = fmul float %353, %noise_scale3
  %355 = fadd float %55, %354
  %bits14 = bitcast float %355 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %39, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %356 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %357 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %358 = load float, ptr %357, align 4
  %359 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %360 = load float, ptr addrspace(3) %359, align 4
  %361 = fsub float %360, 4.000000e+00
  %362 = fmul float 2.000000e+00, %361
  %363 = fmul float 0x3F847AE140000000, %362
  %364 = fmul float 2.000000e+00, %358
  %365 = fmul float %363, %364
  %366 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %367 = load float, ptr addrspace(1) %366, align 4
  %368 = fsub float %358, %367
  %369 = fmul float 2.000000e+00, %368
  %370 = fmul float 5.000000e-01, %369
  %371 = fadd float %365, %370
  %372 = fmul float %371, %eta
  %373 = fsub float %358, %372
  %374 = fmul float 0.000000e+00, %noise_scale3
  %375 = fadd float %373, %374
  %bits25 = bitcast float %373 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %357, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %376 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %377 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %378 = load float, ptr %376, align 4
  store float %378, ptr addrspace(1) %377, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %store.then29
  br label %store.done30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w32x8(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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

row.done:                                         ; preds = %store.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %37, %noise.done ]
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
  br i1 %present, label %store.then29, label %store.done30

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %23 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %23, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %33, %tree_sum.pairs.exit ]
  %24 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %24, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %25 = add i64 %23, %span
  %pairs = lshr i64 %25, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %32, %tree_sum.pairs.body ]
  %26 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %26, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %27 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %left
  %28 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %right
  %29 = load float, ptr addrspace(3) %27, align 4
  %30 = load float, ptr addrspace(3) %28, align 4
  %31 = fadd float %29, %30
  store float %31, ptr addrspace(3) %27, align 4
  %32 = add i64 %tree_sum.pairs, 32
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %34 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %35 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  store float %36, ptr addrspace(3) %34, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %37 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %38 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = fsub float %42, 4.000000e+00
  %44 = fmul float 2.000000e+00, %43
  %45 = fmul float 0x3F847AE140000000, %44
  %46 = fmul float 2.000000e+00, %40
  %47 = fmul float %45, %46
  %48 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = fsub float %40, %49
  %51 = fmul float 2.000000e+00, %50
  %52 = fmul float 5.000000e-01, %51
  %53 = fadd float %47, %52
  %54 = fmul float %53, %eta
  %55 = fsub float %40, %54
  %56 = mul i64 %row_read, %n_features
  %element = add i64 %56, %feature10
  %57 = trunc i64 %key0 to i32
  %58 = lshr i64 %key0, 32
  %59 = trunc i64 %58 to i32
  %60 = trunc i64 %element to i32
  %61 = trunc i64 %key1_step to i32
  %62 = lshr i64 %key1_step, 32
  %63 = trunc i64 %62 to i32
  %64 = lshr i64 %element, 32
  %65 = trunc i64 %64 to i32
  %66 = zext i32 %60 to i64
  %67 = mul i64 3528531795, %66
  %68 = zext i32 %63 to i64
  %69 = mul i64 3449720151, %68
  %70 = lshr i64 %67, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %67 to i32
  %73 = lshr i64 %69, 32
  %74 = trunc i64 %73 to i32
  %75 = trunc i64 %69 to i32
  %76 = xor i32 %74, %61
  %77 = xor i32 %76, %57
  %78 = xor i32 %71, %65
  %79 = xor i32 %78, %59
  %80 = add i32 %57, -1640531527
  %81 = add i32 %59, -1150833019
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
  %192 = add i32 %176, -1640531527
  %193 = add i32 %177, -1150833019
  %194 = zext i32 %189 to i64
  %195 = mul i64 3528531795, %194
  %196 = zext i32 %191 to i64
  %197 = mul i64 3449720151, %196
  %198 = lshr i64 %195, 32
  %199 = trunc i64 %198 to i32
  %200 = trunc i64 %195 to i32
  %201 = lshr i64 %197, 32
  %202 = trunc i64 %201 to i32
  %203 = trunc i64 %197 to i32
  %204 = xor i32 %202, %187
  %205 = xor i32 %204, %192
  %206 = xor i32 %199, %184
  %207 = xor i32 %206, %193
  %208 = add i32 %192, -1640531527
  %209 = add i32 %193, -1150833019
  %210 = zext i32 %205 to i64
  %211 = mul i64 3528531795, %210
  %212 = zext i32 %207 to i64
  %213 = mul i64 3449720151, %212
  %214 = lshr i64 %211, 32
  %215 = trunc i64 %214 to i32
  %216 = trunc i64 %211 to i32
  %217 = lshr i64 %213, 32
  %218 = trunc i64 %217 to i32
  %219 = trunc i64 %213 to i32
  %220 = xor i32 %218, %203
  %221 = xor i32 %220, %208
  %222 = xor i32 %215, %200
  %223 = xor i32 %222, %209
  %224 = uitofp i32 %221 to double
  %225 = fadd double %224, 5.000000e-01
  %226 = fmul double %225, 0x3DF0000000000000
  %227 = uitofp i32 %219 to double
  %228 = fadd double %227, 5.000000e-01
  %229 = fmul double %228, 0x3DF0000000000000
  %230 = bitcast double %226 to i64
  %231 = lshr i64 %230, 32
  %232 = add i64 %231, 614242
  %233 = lshr i64 %232, 20
  %234 = sub i64 %233, 1023
  %235 = and i64 %232, 1048575
  %236 = add i64 %235, 1072079006
  %237 = shl i64 %236, 32
  %238 = and i64 %230, 4294967295
  %239 = or i64 %237, %238
  %240 = bitcast i64 %239 to double
  %241 = fsub double %240, 1.000000e+00
  %242 = fmul double 5.000000e-01, %241
  %243 = fmul double %242, %241
  %244 = fadd double 2.000000e+00, %241
  %245 = fdiv double %241, %244
  %246 = fmul double %245, %245
  %247 = fmul double %246, %246
  %248 = fmul double %247, 0x3FC39A09D078C69F
  %249 = fadd double 0x3FCC71C51D8E78AF, %248
  %250 = fmul double %247, %249
  %251 = fadd double 0x3FD999999997FA04, %250
  %252 = fmul double %247, %251
  %253 = fmul double %247, 0x3FC2F112DF3E5244
  %254 = fadd double 0x3FC7466496CB03DE, %253
  %255 = fmul double %247, %254
  %256 = fadd double 0x3FD2492494229359, %255
  %257 = fmul double %247, %256
  %258 = fadd double 0x3FE5555555555593, %257
  %259 = fmul double %246, %258
  %260 = fadd double %259, %252
  %261 = sitofp i64 %234 to double
  %262 = fadd double %243, %260
  %263 = fmul double %245, %262
  %264 = fmul double %261, 0x3DEA39EF35793C76
  %265 = fadd double %263, %264
  %266 = fsub double %265, %243
  %267 = fadd double %266, %241
  %268 = fmul double %261, 0x3FE62E42FEE00000
  %269 = fadd double %267, %268
  %270 = fmul double -2.000000e+00, %269
  %271 = call double @llvm.sqrt.f64(double %270)
  %272 = fmul double 0x401921FB54442D18, %229
  %273 = fmul double %272, 0x3FE45F306DC9C883
  %274 = fadd double %273, 0x4338000000000000
  %275 = bitcast double %274 to i64
  %276 = fsub double %274, 0x4338000000000000
  %277 = fmul double %276, 0x3FF921FB54400000
  %278 = fsub double %272, %277
  %279 = fmul double %276, 0x3DD0B4611A626331
  %280 = fmul double %276, 0x3DD0B4611A600000
  %281 = fsub double %278, %280
  %282 = fmul double %276, 0x3BA3198A2E037073
  %283 = fsub double %278, %281
  %284 = fsub double %283, %280
  %285 = fsub double %282, %284
  %286 = fsub double %278, %279
  %287 = bitcast double %272 to i64
  %288 = lshr i64 %287, 52
  %289 = and i64 %288, 2047
  %290 = bitcast double %286 to i64
  %291 = lshr i64 %290, 52
  %292 = and i64 %291, 2047
  %293 = add i64 %292, 16
  %294 = icmp ult i64 %293, %289
  %295 = select i1 %294, double %281, double %278
  %296 = select i1 %294, double %285, double %279
  %297 = fsub double %295, %296
  %298 = fsub double %295, %297
  %299 = fsub double %298, %296
  %300 = fmul double %297, %297
  %301 = fmul double %300, %300
  %302 = fmul double %300, 0x3EFA01A019CB1590
  %303 = fadd double 0xBF56C16C16C15177, %302
  %304 = fmul double %300, %303
  %305 = fadd double 0x3FA555555555554C, %304
  %306 = fmul double %300, %305
  %307 = fmul double %300, 0xBDA8FAE9BE8838D4
  %308 = fadd double 0x3E21EE9EBDB4B1C4, %307
  %309 = fmul double %300, %308
  %310 = fadd double 0xBE927E4F809C52AD, %309
  %311 = fmul double %301, %301
  %312 = fmul double %311, %310
  %313 = fadd double %306, %312
  %314 = fmul double 5.000000e-01, %300
  %315 = fsub double 1.000000e+00, %314
  %316 = fsub double 1.000000e+00, %315
  %317 = fsub double %316, %314
  %318 = fmul double %300, %313
  %319 = fmul double %297, %299
  %320 = fsub double %318, %319
  %321 = fadd double %317, %320
  %322 = fadd double %315, %321
  %323 = fmul double %297, %297
  %324 = fmul double %323, %323
  %325 = fmul double %323, 0x3EC71DE357B1FE7D
  %326 = fadd double 0xBF2A01A019C161D5, %325
  %327 = fmul double %323, %326
  %328 = fadd double 0x3F8111111110F8A6, %327
  %329 = fmul double %323, 0x3DE5D93A5ACFD57C
  %330 = fadd double 0xBE5AE5E68A2B9CEB, %329
  %331 = fmul double %323, %324
  %332 = fmul double %331, %330
  %333 = fadd double %328, %332
  %334 = fmul double %323, %297
  %335 = fmul double 5.000000e-01, %299
  %336 = fmul double %334, %333
  %337 = fsub double %335, %336
  %338 = fmul double %323, %337
  %339 = fsub double %338, %299
  %340 = fmul double %334, 0xBFC5555555555549
  %341 = fsub double %339, %340
  %342 = fsub double %297, %341
  %343 = fneg double %322
  %344 = fneg double %342
  %345 = and i64 %275, 1
  %346 = and i64 %275, 2
  %347 = icmp eq i64 %345, 1
  %348 = icmp eq i64 %346, 2
  %349 = select i1 %348, double %343, double %322
  %350 = select i1 %348, double %342, double %344
  %351 = select i1 %347, double %350, double %349
  %352 = fmul double %271, %351
  %353 = fptrunc double %352 to float
  %354 = fmul float %353, %noise_scale3
  %355 = fadd float %55, %354
  %bits14 = bitcast float %355 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %39, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %356 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %357 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %358 = load float, ptr %357, align 4
  %359 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %360 = load float, ptr addrspace(3) %359, align 4
  %361 = fsub float %360, 4.000000e+00
  %362 = fmul float 2.000000e+00, %361
  %363 = fmul float 0x3F847AE140000000, %362
  %364 = fmul float 2.000000e+00, %358
  %365 = fmul float %363, %364
  %366 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %367 = load float, ptr addrspace(1) %366, align 4
  %368 = fsub float %358, %367
  %369 = fmul float 2.000000e+00, %368
  %370 = fmul float 5.000000e-01, %369
  %371 = fadd float %365, %370
  %372 = fmul float %371, %eta
  %373 = fsub float %358, %372
  %374 = fmul float 0.000000e+00, %noise_scale3
  %375 = fadd float %373, %374
  %bits25 = bitcast float %373 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %357, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %376 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %377 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %378 = load float, ptr %376, align 4
  store float %378, ptr addrspace(1) %377, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %store.then29
  br label %store.done30
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w64x4(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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

row.done:                                         ; preds = %store.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %37, %noise.done ]
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
  br i1 %present, label %store.then29, label %store.done30

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %23 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %23, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %33, %tree_sum.pairs.exit ]
  %24 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %24, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %25 = add i64 %23, %span
  %pairs = lshr i64 %25, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %32, %tree_sum.pairs.body ]
  %26 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %26, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %27 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %left
  %28 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %right
  %29 = load float, ptr addrspace(3) %27, align 4
  %30 = load float, ptr addrspace(3) %28, align 4
  %31 = fadd float %29, %30
  store float %31, ptr addrspace(3) %27, align 4
  %32 = add i64 %tree_sum.pairs, 64
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %34 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %35 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  store float %36, ptr addrspace(3) %34, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %37 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %38 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = fsub float %42, 4.000000e+00
  %44 = fmul float 2.000000e+00, %43
  %45 = fmul float 0x3F847AE140000000, %44
  %46 = fmul float 2.000000e+00, %40
  %47 = fmul float %45, %46
  %48 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = fsub float %40, %49
  %51 = fmul float 2.000000e+00, %50
  %52 = fmul float 5.000000e-01, %51
  %53 = fadd float %47, %52
  %54 = fmul float %53, %eta
  %55 = fsub float %40, %54
  %56 = mul i64 %row_read, %n_features
  %element = add i64 %56, %feature10
  %57 = trunc i64 %key0 to i32
  %58 = lshr i64 %key0, 32
  %59 = trunc i64 %58 to i32
  %60 = trunc i64 %element to i32
  %61 = trunc i64 %key1_step to i32
  %62 = lshr i64 %key1_step, 32
  %63 = trunc i64 %62 to i32
  %64 = lshr i64 %element, 32
  %65 = trunc i64 %64 to i32
  %66 = zext i32 %60 to i64
  %67 = mul i64 3528531795, %66
  %68 = zext i32 %63 to i64
  %69 = mul i64 3449720151, %68
  %70 = lshr i64 %67, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %67 to i32
  %73 = lshr i64 %69, 32
  %74 = trunc i64 %73 to i32
  %75 = trunc i64 %69 to i32
  %76 = xor i32 %74, %61
  %77 = xor i32 %76, %57
  %78 = xor i32 %71, %65
  %79 = xor i32 %78, %59
  %80 = add i32 %57, -1640531527
  %81 = add i32 %59, -1150833019
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
  %192 = add i32 %176, -1640531527
  %193 = add i32 %177, -1150833019
  %194 = zext i32 %189 to i64
  %195 = mul i64 3528531795, %194
  %196 = zext i32 %191 to i64
  %197 = mul i64 3449720151, %196
  %198 = lshr i64 %195, 32
  %199 = trunc i64 %198 to i32
  %200 = trunc i64 %195 to i32
  %201 = lshr i64 %197, 32
  %202 = trunc i64 %201 to i32
  %203 = trunc i64 %197 to i32
  %204 = xor i32 %202, %187
  %205 = xor i32 %204, %192
  %206 = xor i32 %199, %184
  %207 = xor i32 %206, %193
  %208 = add i32 %192, -1640531527
  %209 = add i32 %193, -1150833019
  %210 = zext i32 %205 to i64
  %211 = mul i64 3528531795, %210
  %212 = zext i32 %207 to i64
  %213 = mul i64 3449720151, %212
  %214 = lshr i64 %211, 32
  %215 = trunc i64 %214 to i32
  %216 = trunc i64 %211 to i32
  %217 = lshr i64 %213, 32
  %218 = trunc i64 %217 to i32
  %219 = trunc i64 %213 to i32
  %220 = xor i32 %218, %203
  %221 = xor i32 %220, %208
  %222 = xor i32 %215, %200
  %223 = xor i32 %222, %209
  %224 = uitofp i32 %221 to double
  %225 = fadd double %224, 5.000000e-01
  %226 = fmul double %225, 0x3DF0000000000000
  %227 = uitofp i32 %219 to double
  %228 = fadd double %227, 5.000000e-01
  %229 = fmul double %228, 0x3DF0000000000000
  %230 = bitcast double %226 to i64
  %231 = lshr i64 %230, 32
  %232 = add i64 %231, 614242
  %233 = lshr i64 %232, 20
  %234 = sub i64 %233, 1023
  %235 = and i64 %232, 1048575
  %236 = add i64 %235, 1072079006
  %237 = shl i64 %236, 32
  %238 = and i64 %230, 4294967295
  %239 = or i64 %237, %238
  %240 = bitcast i64 %239 to double
  %241 = fsub double %240, 1.000000e+00
  %242 = fmul double 5.000000e-01, %241
  %243 = fmul double %242, %241
  %244 = fadd double 2.000000e+00, %241
  %245 = fdiv double %241, %244
  %246 = fmul double %245, %245
  %247 = fmul double %246, %246
  %248 = fmul double %247, 0x3FC39A09D078C69F
  %249 = fadd double 0x3FCC71C51D8E78AF, %248
  %250 = fmul double %247, %249
  %251 = fadd double 0x3FD999999997FA04, %250
  %252 = fmul double %247, %251
  %253 = fmul double %247, 0x3FC2F112DF3E5244
  %254 = fadd double 0x3FC7466496CB03DE, %253
  %255 = fmul double %247, %254
  %256 = fadd double 0x3FD2492494229359, %255
  %257 = fmul double %247, %256
  %258 = fadd double 0x3FE5555555555593, %257
  %259 = fmul double %246, %258
  %260 = fadd double %259, %252
  %261 = sitofp i64 %234 to double
  %262 = fadd double %243, %260
  %263 = fmul double %245, %262
  %264 = fmul double %261, 0x3DEA39EF35793C76
  %265 = fadd double %263, %264
  %266 = fsub double %265, %243
  %267 = fadd double %266, %241
  %268 = fmul double %261, 0x3FE62E42FEE00000
  %269 = fadd double %267, %268
  %270 = fmul double -2.000000e+00, %269
  %271 = call double @llvm.sqrt.f64(double %270)
  %272 = fmul double 0x401921FB54442D18, %229
  %273 = fmul double %272, 0x3FE45F306DC9C883
  %274 = fadd double %273, 0x4338000000000000
  %275 = bitcast double %274 to i64
  %276 = fsub double %274, 0x4338000000000000
  %277 = fmul double %276, 0x3FF921FB54400000
  %278 = fsub double %272, %277
  %279 = fmul double %276, 0x3DD0B4611A626331
  %280 = fmul double %276, 0x3DD0B4611A600000
  %281 = fsub double %278, %280
  %282 = fmul double %276, 0x3BA3198A2E037073
  %283 = fsub double %278, %281
  %284 = fsub double %283, %280
  %285 = fsub double %282, %284
  %286 = fsub double %278, %279
  %287 = bitcast double %272 to i64
  %288 = lshr i64 %287, 52
  %289 = and i64 %288, 2047
  %290 = bitcast double %286 to i64
  %291 = lshr i64 %290, 52
  %292 = and i64 %291, 2047
  %293 = add i64 %292, 16
  %294 = icmp ult i64 %293, %289
  %295 = select i1 %294, double %281, double %278
  %296 = select i1 %294, double %285, double %279
  %297 = fsub double %295, %296
  %298 = fsub double %295, %297
  %299 = fsub double %298, %296
  %300 = fmul double %297, %297
  %301 = fmul double %300, %300
  %302 = fmul double %300, 0x3EFA01A019CB1590
  %303 = fadd double 0xBF56C16C16C15177, %302
  %304 = fmul double %300, %303
  %305 = fadd double 0x3FA555555555554C, %304
  %306 = fmul double %300, %305
  %307 = fmul double %300, 0xBDA8FAE9BE8838D4
  %308 = fadd double 0x3E21EE9EBDB4B1C4, %307
  %309 = fmul double %300, %308
  %310 = fadd double 0xBE927E4F809C52AD, %309
  %311 = fmul double %301, %301
  %312 = fmul double %311, %310
  %313 = fadd double %306, %312
  %314 = fmul double 5.000000e-01, %300
  %315 = fsub double 1.000000e+00, %314
  %316 = fsub double 1.000000e+00, %315
  %317 = fsub double %316, %314
  %318 = fmul double %300, %313
  %319 = fmul double %297, %299
  %320 = fsub double %318, %319
  %321 = fadd double %317, %320
  %322 = fadd double %315, %321
  %323 = fmul double %297, %297
  %324 = fmul double %323, %323
  %325 = fmul double %323, 0x3EC71DE357B1FE7D
  %326 = fadd double 0xBF2A01A019C161D5, %325
  %327 = fmul double %323, %326
  %328 = fadd double 0x3F8111111110F8A6, %327
  %329 = fmul double %323, 0x3DE5D93A5ACFD57C
  %330 = fadd double 0xBE5AE5E68A2B9CEB, %329
  %331 = fmul double %323, %324
  %332 = fmul double %331, %330
  %333 = fadd double %328, %332
  %334 = fmul double %323, %297
  %335 = fmul double 5.000000e-01, %299
  %336 = fmul double %334, %333
  %337 = fsub double %335, %336
  %338 = fmul double %323, %337
  %339 = fsub double %338, %299
  %340 = fmul double %334, 0xBFC5555555555549
  %341 = fsub double %339, %340
  %342 = fsub double %297, %341
  %343 = fneg double %322
  %344 = fneg double %342
  %345 = and i64 %275, 1
  %346 = and i64 %275, 2
  %347 = icmp eq i64 %345, 1
  %348 = icmp eq i64 %346, 2
  %349 = select i1 %348, double %343, double %322
  %350 = select i1 %348, double %342, double %344
  %351 = select i1 %347, double %350, double %349
  %352 = fmul double %271, %351
  %353 = fptrunc double %352 to float
  %354 = fmul float %353, %noise_scale3
  %355 = fadd float %55, %354
  %bits14 = bitcast float %355 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %39, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %356 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %357 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %358 = load float, ptr %357, align 4
  %359 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %360 = load float, ptr addrspace(3) %359, align 4
  %361 = fsub float %360, 4.000000e+00
  %362 = fmul float 2.000000e+00, %361
  %363 = fmul float 0x3F847AE140000000, %362
  %364 = fmul float 2.000000e+00, %358
  %365 = fmul float %363, %364
  %366 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %367 = load float, ptr addrspace(1) %366, align 4
  %368 = fsub float %358, %367
  %369 = fmul float 2.000000e+00, %368
  %370 = fmul float 5.000000e-01, %369
  %371 = fadd float %365, %370
  %372 = fmul float %371, %eta
  %373 = fsub float %358, %372
  %374 = fmul float 0.000000e+00, %noise_scale3
  %375 = fadd float %373, %374
  %bits25 = bitcast float %373 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %357, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %376 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %377 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %378 = load float, ptr %376, align 4
  store float %378, ptr addrspace(1) %377, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %store.then29
  br label %store.done30
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w128x2(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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

row.done:                                         ; preds = %store.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %37, %noise.done ]
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
  br i1 %present, label %store.then29, label %store.done30

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %23 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %23, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %33, %tree_sum.pairs.exit ]
  %24 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %24, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %25 = add i64 %23, %span
  %pairs = lshr i64 %25, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %32, %tree_sum.pairs.body ]
  %26 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %26, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %27 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %left
  %28 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %right
  %29 = load float, ptr addrspace(3) %27, align 4
  %30 = load float, ptr addrspace(3) %28, align 4
  %31 = fadd float %29, %30
  store float %31, ptr addrspace(3) %27, align 4
  %32 = add i64 %tree_sum.pairs, 128
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %33 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %34 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %35 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  store float %36, ptr addrspace(3) %34, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %37 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %38 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = fsub float %42, 4.000000e+00
  %44 = fmul float 2.000000e+00, %43
  %45 = fmul float 0x3F847AE140000000, %44
  %46 = fmul float 2.000000e+00, %40
  %47 = fmul float %45, %46
  %48 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = fsub float %40, %49
  %51 = fmul float 2.000000e+00, %50
  %52 = fmul float 5.000000e-01, %51
  %53 = fadd float %47, %52
  %54 = fmul float %53, %eta
  %55 = fsub float %40, %54
  %56 = mul i64 %row_read, %n_features
  %element = add i64 %56, %feature10
  %57 = trunc i64 %key0 to i32
  %58 = lshr i64 %key0, 32
  %59 = trunc i64 %58 to i32
  %60 = trunc i64 %element to i32
  %61 = trunc i64 %key1_step to i32
  %62 = lshr i64 %key1_step, 32
  %63 = trunc i64 %62 to i32
  %64 = lshr i64 %element, 32
  %65 = trunc i64 %64 to i32
  %66 = zext i32 %60 to i64
  %67 = mul i64 3528531795, %66
  %68 = zext i32 %63 to i64
  %69 = mul i64 3449720151, %68
  %70 = lshr i64 %67, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %67 to i32
  %73 = lshr i64 %69, 32
  %74 = trunc i64 %73 to i32
  %75 = trunc i64 %69 to i32
  %76 = xor i32 %74, %61
  %77 = xor i32 %76, %57
  %78 = xor i32 %71, %65
  %79 = xor i32 %78, %59
  %80 = add i32 %57, -1640531527
  %81 = add i32 %59, -1150833019
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
  %192 = add i32 %176, -1640531527
  %193 = add i32 %177, -1150833019
  %194 = zext i32 %189 to i64
  %195 = mul i64 3528531795, %194
  %196 = zext i32 %191 to i64
  %197 = mul i64 3449720151, %196
  %198 = lshr i64 %195, 32
  %199 = trunc i64 %198 to i32
  %200 = trunc i64 %195 to i32
  %201 = lshr i64 %197, 32
  %202 = trunc i64 %201 to i32
  %203 = trunc i64 %197 to i32
  %204 = xor i32 %202, %187
  %205 = xor i32 %204, %192
  %206 = xor i32 %199, %184
  %207 = xor i32 %206, %193
  %208 = add i32 %192, -1640531527
  %209 = add i32 %193, -1150833019
  %210 = zext i32 %205 to i64
  %211 = mul i64 3528531795, %210
  %212 = zext i32 %207 to i64
  %213 = mul i64 3449720151, %212
  %214 = lshr i64 %211, 32
  %215 = trunc i64 %214 to i32
  %216 = trunc i64 %211 to i32
  %217 = lshr i64 %213, 32
  %218 = trunc i64 %217 to i32
  %219 = trunc i64 %213 to i32
  %220 = xor i32 %218, %203
  %221 = xor i32 %220, %208
  %222 = xor i32 %215, %200
  %223 = xor i32 %222, %209
  %224 = uitofp i32 %221 to double
  %225 = fadd double %224, 5.000000e-01
  %226 = fmul double %225, 0x3DF0000000000000
  %227 = uitofp i32 %219 to double
  %228 = fadd double %227, 5.000000e-01
  %229 = fmul double %228, 0x3DF0000000000000
  %230 = bitcast double %226 to i64
  %231 = lshr i64 %230, 32
  %232 = add i64 %231, 614242
  %233 = lshr i64 %232, 20
  %234 = sub i64 %233, 1023
  %235 = and i64 %232, 1048575
  %236 = add i64 %235, 1072079006
  %237 = shl i64 %236, 32
  %238 = and i64 %230, 4294967295
  %239 = or i64 %237, %238
  %240 = bitcast i64 %239 to double
  %241 = fsub double %240, 1.000000e+00
  %242 = fmul double 5.000000e-01, %241
  %243 = fmul double %242, %241
  %244 = fadd double 2.000000e+00, %241
  %245 = fdiv double %241, %244
  %246 = fmul double %245, %245
  %247 = fmul double %246, %246
  %248 = fmul double %247, 0x3FC39A09D078C69F
  %249 = fadd double 0x3FCC71C51D8E78AF, %248
  %250 = fmul double %247, %249
  %251 = fadd double 0x3FD999999997FA04, %250
  %252 = fmul double %247, %251
  %253 = fmul double %247, 0x3FC2F112DF3E5244
  %254 = fadd double 0x3FC7466496CB03DE, %253
  %255 = fmul double %247, %254
  %256 = fadd double 0x3FD2492494229359, %255
  %257 = fmul double %247, %256
  %258 = fadd double 0x3FE5555555555593, %257
  %259 = fmul double %246, %258
  %260 = fadd double %259, %252
  %261 = sitofp i64 %234 to double
  %262 = fadd double %243, %260
  %263 = fmul double %245, %262
  %264 = fmul double %261, 0x3DEA39EF35793C76
  %265 = fadd double %263, %264
  %266 = fsub double %265, %243
  %267 = fadd double %266, %241
  %268 = fmul double %261, 0x3FE62E42FEE00000
  %269 = fadd double %267, %268
  %270 = fmul double -2.000000e+00, %269
  %271 = call double @llvm.sqrt.f64(double %270)
  %272 = fmul double 0x401921FB54442D18, %229
  %273 = fmul double %272, 0x3FE45F306DC9C883
  %274 = fadd double %273, 0x4338000000000000
  %275 = bitcast double %274 to i64
  %276 = fsub double %274, 0x4338000000000000
  %277 = fmul double %276, 0x3FF921FB54400000
  %278 = fsub double %272, %277
  %279 = fmul double %276, 0x3DD0B4611A626331
  %280 = fmul double %276, 0x3DD0B4611A600000
  %281 = fsub double %278, %280
  %282 = fmul double %276, 0x3BA3198A2E037073
  %283 = fsub double %278, %281
  %284 = fsub double %283, %280
  %285 = fsub double %282, %284
  %286 = fsub double %278, %279
  %287 = bitcast double %272 to i64
  %288 = lshr i64 %287, 52
  %289 = and i64 %288, 2047
  %290 = bitcast double %286 to i64
  %291 = lshr i64 %290, 52
  %292 = and i64 %291, 2047
  %293 = add i64 %292, 16
  %294 = icmp ult i64 %293, %289
  %295 = select i1 %294, double %281, double %278
  %296 = select i1 %294, double %285, double %279
  %297 = fsub double %295, %296
  %298 = fsub double %295, %297
  %299 = fsub double %298, %296
  %300 = fmul double %297, %297
  %301 = fmul double %300, %300
  %302 = fmul double %300, 0x3EFA01A019CB1590
  %303 = fadd double 0xBF56C16C16C15177, %302
  %304 = fmul double %300, %303
  %305 = fadd double 0x3FA555555555554C, %304
  %306 = fmul double %300, %305
  %307 = fmul double %300, 0xBDA8FAE9BE8838D4
  %308 = fadd double 0x3E21EE9EBDB4B1C4, %307
  %309 = fmul double %300, %308
  %310 = fadd double 0xBE927E4F809C52AD, %309
  %311 = fmul double %301, %301
  %312 = fmul double %311, %310
  %313 = fadd double %306, %312
  %314 = fmul double 5.000000e-01, %300
  %315 = fsub double 1.000000e+00, %314
  %316 = fsub double 1.000000e+00, %315
  %317 = fsub double %316, %314
  %318 = fmul double %300, %313
  %319 = fmul double %297, %299
  %320 = fsub double %318, %319
  %321 = fadd double %317, %320
  %322 = fadd double %315, %321
  %323 = fmul double %297, %297
  %324 = fmul double %323, %323
  %325 = fmul double %323, 0x3EC71DE357B1FE7D
  %326 = fadd double 0xBF2A01A019C161D5, %325
  %327 = fmul double %323, %326
  %328 = fadd double 0x3F8111111110F8A6, %327
  %329 = fmul double %323, 0x3DE5D93A5ACFD57C
  %330 = fadd double 0xBE5AE5E68A2B9CEB, %329
  %331 = fmul double %323, %324
  %332 = fmul double %331, %330
  %333 = fadd double %328, %332
  %334 = fmul double %323, %297
  %335 = fmul double 5.000000e-01, %299
  %336 = fmul double %334, %333
  %337 = fsub double %335, %336
  %338 = fmul double %323, %337
  %339 = fsub double %338, %299
  %340 = fmul double %334, 0xBFC5555555555549
  %341 = fsub double %339, %340
  %342 = fsub double %297, %341
  %343 = fneg double %322
  %344 = fneg double %342
  %345 = and i64 %275, 1
  %346 = and i64 %275, 2
  %347 = icmp eq i64 %345, 1
  %348 = icmp eq i64 %346, 2
  %349 = select i1 %348, double %343, double %322
  %350 = select i1 %348, double %342, double %344
  %351 = select i1 %347, double %350, double %349
  %352 = fmul double %271, %351
  %353 = fptrunc double %352 to float
  %354 = fmul float %353, %noise_scale3
  %355 = fadd float %55, %354
  %bits14 = bitcast float %355 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %39, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %356 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %357 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %358 = load float, ptr %357, align 4
  %359 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %360 = load float, ptr addrspace(3) %359, align 4
  %361 = fsub float %360, 4.000000e+00
  %362 = fmul float 2.000000e+00, %361
  %363 = fmul float 0x3F847AE140000000, %362
  %364 = fmul float 2.000000e+00, %358
  %365 = fmul float %363, %364
  %366 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %367 = load float, ptr addrspace(1) %366, align 4
  %368 = fsub float %358, %367
  %369 = fmul float 2.000000e+00, %368
  %370 = fmul float 5.000000e-01, %369
  %371 = fadd float %365, %370
  %372 = fmul float %371, %eta
  %373 = fsub float %358, %372
  %374 = fmul float 0.000000e+00, %noise_scale3
  %375 = fadd float %373, %374
  %bits25 = bitcast float %373 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %357, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %376 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %377 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %378 = load float, ptr %376, align 4
  store float %378, ptr addrspace(1) %377, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %store.then29
  br label %store.done30
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w256(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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

row.done:                                         ; preds = %slot.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %33, %noise.done ]
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
  %feature27 = add i64 %lane, 0
  %valid28 = icmp ult i64 %feature27, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid28, label %slot.then29, label %slot.done30

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = fmul float %16, %16
  %18 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature4
  store float %17, ptr addrspace(3) %18, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %19, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %29, %tree_sum.pairs.exit ]
  %20 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %20, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %21 = add i64 %19, %span
  %pairs = lshr i64 %21, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %28, %tree_sum.pairs.body ]
  %22 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %22, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %23 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %left
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %right
  %25 = load float, ptr addrspace(3) %23, align 4
  %26 = load float, ptr addrspace(3) %24, align 4
  %27 = fadd float %25, %26
  store float %27, ptr addrspace(3) %23, align 4
  %28 = add i64 %tree_sum.pairs, 256
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %30 = load float, ptr addrspace(3) @tessera_fold_scratch_w256, align 4
  store float %30, ptr addrspace(3) @tessera_uniforms_w256, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %31 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then17, label %uniform_sinks.done18

noise.done:                                       ; preds = %slot.done22, %slot.done13
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %33 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %35
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %35, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %35, %48
  %50 = mul i64 %row, %n_features
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
  %bits14 = bitcast float %349 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %34, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then17:                             ; preds = %quiet
  br label %uniform_sinks.done18

uniform_sinks.done18:                             ; preds = %uniform_sinks.then17, %quiet
  %feature19 = add i64 %lane, 0
  %valid20 = icmp ult i64 %feature19, %n_features
  %350 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid20, label %slot.then21, label %slot.done22

slot.then21:                                      ; preds = %uniform_sinks.done18
  %351 = load float, ptr %350, align 4
  %352 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %353 = fsub float %352, 4.000000e+00
  %354 = fmul float 2.000000e+00, %353
  %355 = fmul float 0x3F847AE140000000, %354
  %356 = fmul float 2.000000e+00, %351
  %357 = fmul float %355, %356
  %358 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature19
  %359 = load float, ptr addrspace(1) %358, align 4
  %360 = fsub float %351, %359
  %361 = fmul float 2.000000e+00, %360
  %362 = fmul float 5.000000e-01, %361
  %363 = fadd float %357, %362
  %364 = fmul float %363, %eta
  %365 = fsub float %351, %364
  %366 = fmul float 0.000000e+00, %noise_scale3
  %367 = fadd float %365, %366
  %bits23 = bitcast float %365 to i32
  %magnitude24 = and i32 %bits23, 2147483647
  %is_nan25 = icmp ugt i32 %magnitude24, 2139095040
  %canonical26 = select i1 %is_nan25, i32 2143289344, i32 %bits23
  store i32 %canonical26, ptr %350, align 4
  br label %slot.done22

slot.done22:                                      ; preds = %slot.then21, %uniform_sinks.done18
  br label %noise.done

slot.then29:                                      ; preds = %step.exit
  %368 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature27
  %369 = load float, ptr %15, align 4
  store float %369, ptr addrspace(1) %368, align 4
  br label %slot.done30

slot.done30:                                      ; preds = %slot.then29, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w512(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
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

row.done:                                         ; preds = %slot.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %33, %noise.done ]
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
  %feature27 = add i64 %lane, 0
  %valid28 = icmp ult i64 %feature27, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid28, label %slot.then29, label %slot.done30

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = fmul float %16, %16
  %18 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature4
  store float %17, ptr addrspace(3) %18, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %19, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %29, %tree_sum.pairs.exit ]
  %20 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %20, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %21 = add i64 %19, %span
  %pairs = lshr i64 %21, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %28, %tree_sum.pairs.body ]
  %22 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %22, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %23 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %left
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %right
  %25 = load float, ptr addrspace(3) %23, align 4
  %26 = load float, ptr addrspace(3) %24, align 4
  %27 = fadd float %25, %26
  store float %27, ptr addrspace(3) %23, align 4
  %28 = add i64 %tree_sum.pairs, 512
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %30 = load float, ptr addrspace(3) @tessera_fold_scratch_w512, align 4
  store float %30, ptr addrspace(3) @tessera_uniforms_w512, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %31 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then17, label %uniform_sinks.done18

noise.done:                                       ; preds = %slot.done22, %slot.done13
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %33 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %35
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %35, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %35, %48
  %50 = mul i64 %row, %n_features
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
  %bits14 = bitcast float %349 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %34, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then17:                             ; preds = %quiet
  br label %uniform_sinks.done18

uniform_sinks.done18:                             ; preds = %uniform_sinks.then17, %quiet
  %feature19 = add i64 %lane, 0
  %valid20 = icmp ult i64 %feature19, %n_features
  %350 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid20, label %slot.then21, label %slot.done22

slot.then21:                                      ; preds = %uniform_sinks.done18
  %351 = load float, ptr %350, align 4
  %352 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %353 = fsub float %352, 4.000000e+00
  %354 = fmul float 2.000000e+00, %353
  %355 = fmul float 0x3F847AE140000000, %354
  %356 = fmul float 2.000000e+00, %351
  %357 = fmul float %355, %356
  %358 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature19
  %359 = load float, ptr addrspace(1) %358, align 4
  %360 = fsub float %351, %359
  %361 = fmul float 2.000000e+00, %360
  %362 = fmul float 5.000000e-01, %361
  %363 = fadd float %357, %362
  %364 = fmul float %363, %eta
  %365 = fsub float %351, %364
  %366 = fmul float 0.000000e+00, %noise_scale3
  %367 = fadd float %365, %366
  %bits23 = bitcast float %365 to i32
  %magnitude24 = and i32 %bits23, 2147483647
  %is_nan25 = icmp ugt i32 %magnitude24, 2139095040
  %canonical26 = select i1 %is_nan25, i32 2143289344, i32 %bits23
  store i32 %canonical26, ptr %350, align 4
  br label %slot.done22

slot.done22:                                      ; preds = %slot.then21, %uniform_sinks.done18
  br label %noise.done

slot.then29:                                      ; preds = %step.exit
  %368 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature27
  %369 = load float, ptr %15, align 4
  store float %369, ptr addrspace(1) %368, align 4
  br label %slot.done30

slot.done30:                                      ; preds = %slot.then29, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
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

row.done:                                         ; preds = %slot.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %33, %noise.done ]
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
  %feature27 = add i64 %lane, 0
  %valid28 = icmp ult i64 %feature27, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid28, label %slot.then29, label %slot.done30

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = fmul float %16, %16
  %18 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature4
  store float %17, ptr addrspace(3) %18, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %19 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %19, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %29, %tree_sum.pairs.exit ]
  %20 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %20, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %21 = add i64 %19, %span
  %pairs = lshr i64 %21, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %28, %tree_sum.pairs.body ]
  %22 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %22, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %23 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %left
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %right
  %25 = load float, ptr addrspace(3) %23, align 4
  %26 = load float, ptr addrspace(3) %24, align 4
  %27 = fadd float %25, %26
  store float %27, ptr addrspace(3) %23, align 4
  %28 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %29 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %30 = load float, ptr addrspace(3) @tessera_fold_scratch_w1024, align 4
  store float %30, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %31 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then17, label %uniform_sinks.done18

noise.done:                                       ; preds = %slot.done22, %slot.done13
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %33 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %35
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %35, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %35, %48
  %50 = mul i64 %row, %n_features
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
  %bits14 = bitcast float %349 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %34, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then17:                             ; preds = %quiet
  br label %uniform_sinks.done18

uniform_sinks.done18:                             ; preds = %uniform_sinks.then17, %quiet
  %feature19 = add i64 %lane, 0
  %valid20 = icmp ult i64 %feature19, %n_features
  %350 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid20, label %slot.then21, label %slot.done22

slot.then21:                                      ; preds = %uniform_sinks.done18
  %351 = load float, ptr %350, align 4
  %352 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %353 = fsub float %352, 4.000000e+00
  %354 = fmul float 2.000000e+00, %353
  %355 = fmul float 0x3F847AE140000000, %354
  %356 = fmul float 2.000000e+00, %351
  %357 = fmul float %355, %356
  %358 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature19
  %359 = load float, ptr addrspace(1) %358, align 4
  %360 = fsub float %351, %359
  %361 = fmul float 2.000000e+00, %360
  %362 = fmul float 5.000000e-01, %361
  %363 = fadd float %357, %362
  %364 = fmul float %363, %eta
  %365 = fsub float %351, %364
  %366 = fmul float 0.000000e+00, %noise_scale3
  %367 = fadd float %365, %366
  %bits23 = bitcast float %365 to i32
  %magnitude24 = and i32 %bits23, 2147483647
  %is_nan25 = icmp ugt i32 %magnitude24, 2139095040
  %canonical26 = select i1 %is_nan25, i32 2143289344, i32 %bits23
  store i32 %canonical26, ptr %350, align 4
  br label %slot.done22

slot.done22:                                      ; preds = %slot.then21, %uniform_sinks.done18
  br label %noise.done

slot.then29:                                      ; preds = %step.exit
  %368 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature27
  %369 = load float, ptr %15, align 4
  store float %369, ptr addrspace(1) %368, align 4
  br label %slot.done30

slot.done30:                                      ; preds = %slot.then29, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w2048(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %temperature5 = alloca float, align 4
  %state_regs = alloca [2 x float], align 4
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

row.done:                                         ; preds = %slot.done59, %entry
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
  store float %temperature, ptr %temperature5, align 4
  %anneal6 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done4
  %step = phi i64 [ 0, %slot.done4 ], [ %40, %noise.done ]
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
  %feature52 = add i64 %lane, 0
  %valid53 = icmp ult i64 %feature52, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then10:                                      ; preds = %step.body
  %19 = load float, ptr %17, align 4
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature8
  store float %20, ptr addrspace(3) %21, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %step.body
  %feature12 = add i64 %lane, 1024
  %valid13 = icmp ult i64 %feature12, %n_features
  %22 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid13, label %slot.then14, label %slot.done15

slot.then14:                                      ; preds = %slot.done11
  %23 = load float, ptr %22, align 4
  %24 = fmul float %23, %23
  %25 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature12
  store float %24, ptr addrspace(3) %25, align 4
  br label %slot.done15

slot.done15:                                      ; preds = %slot.then14, %slot.done11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %26 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %26, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done15
  %tree_sum = phi i64 [ 0, %slot.done15 ], [ %36, %tree_sum.pairs.exit ]
  %27 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %27, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %28 = add i64 %26, %span
  %pairs = lshr i64 %28, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %35, %tree_sum.pairs.body ]
  %29 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %29, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %30 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %left
  %31 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %right
  %32 = load float, ptr addrspace(3) %30, align 4
  %33 = load float, ptr addrspace(3) %31, align 4
  %34 = fadd float %32, %33
  store float %34, ptr addrspace(3) %30, align 4
  %35 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %36 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %37 = load float, ptr addrspace(3) @tessera_fold_scratch_w2048, align 4
  store float %37, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %38 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then34, label %uniform_sinks.done35

noise.done:                                       ; preds = %slot.done47, %slot.done26
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature5, align 4
  %40 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %41 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done
  %42 = load float, ptr %41, align 4
  %43 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %44 = fsub float %43, 4.000000e+00
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 0x3F847AE140000000, %45
  %47 = fmul float 2.000000e+00, %42
  %48 = fmul float %46, %47
  %49 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = fsub float %42, %50
  %52 = fmul float 2.000000e+00, %51
  %53 = fmul float 5.000000e-01, %52
  %54 = fadd float %48, %53
  %55 = fmul float %54, %eta
  %56 = fsub float %42, %55
  %57 = mul i64 %row, %n_features
  %element = add i64 %57, %feature18
  %58 = trunc i64 %key0 to i32
  %59 = lshr i64 %key0, 32
  %60 = trunc i64 %59 to i32
  %61 = trunc i64 %element to i32
  %62 = trunc i64 %key1_step to i32
  %63 = lshr i64 %key1_step, 32
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %element, 32
  %66 = trunc i64 %65 to i32
  %67 = zext i32 %61 to i64
  %68 = mul i64 3528531795, %67
  %69 = zext i32 %64 to i64
  %70 = mul i64 3449720151, %69
  %71 = lshr i64 %68, 32
  %72 = trunc i64 %71 to i32
  %73 = trunc i64 %68 to i32
  %74 = lshr i64 %70, 32
  %75 = trunc i64 %74 to i32
  %76 = trunc i64 %70 to i32
  %77 = xor i32 %75, %62
  %78 = xor i32 %77, %58
  %79 = xor i32 %72, %66
  %80 = xor i32 %79, %60
  %81 = add i32 %58, -1640531527
  %82 = add i32 %60, -1150833019
  %83 = zext i32 %78 to i64
  %84 = mul i64 3528531795, %83
  %85 = zext i32 %80 to i64
  %86 = mul i64 3449720151, %85
  %87 = lshr i64 %84, 32
  %88 = trunc i64 %87 to i32
  %89 = trunc i64 %84 to i32
  %90 = lshr i64 %86, 32
  %91 = trunc i64 %90 to i32
  %92 = trunc i64 %86 to i32
  %93 = xor i32 %91, %76
  %94 = xor i32 %93, %81
  %95 = xor i32 %88, %73
  %96 = xor i32 %95, %82
  %97 = add i32 %81, -1640531527
  %98 = add i32 %82, -1150833019
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
  %225 = uitofp i32 %222 to double
  %226 = fadd double %225, 5.000000e-01
  %227 = fmul double %226, 0x3DF0000000000000
  %228 = uitofp i32 %220 to double
  %229 = fadd double %228, 5.000000e-01
  %230 = fmul double %229, 0x3DF0000000000000
  %231 = bitcast double %227 to i64
  %232 = lshr i64 %231, 32
  %233 = add i64 %232, 614242
  %234 = lshr i64 %233, 20
  %235 = sub i64 %234, 1023
  %236 = and i64 %233, 1048575
  %237 = add i64 %236, 1072079006
  %238 = shl i64 %237, 32
  %239 = and i64 %231, 4294967295
  %240 = or i64 %238, %239
  %241 = bitcast i64 %240 to double
  %242 = fsub double %241, 1.000000e+00
  %243 = fmul double 5.000000e-01, %242
  %244 = fmul double %243, %242
  %245 = fadd double 2.000000e+00, %242
  %246 = fdiv double %242, %245
  %247 = fmul double %246, %246
  %248 = fmul double %247, %247
  %249 = fmul double %248, 0x3FC39A09D078C69F
  %250 = fadd double 0x3FCC71C51D8E78AF, %249
  %251 = fmul double %248, %250
  %252 = fadd double 0x3FD999999997FA04, %251
  %253 = fmul double %248, %252
  %254 = fmul double %248, 0x3FC2F112DF3E5244
  %255 = fadd double 0x3FC7466496CB03DE, %254
  %256 = fmul double %248, %255
  %257 = fadd double 0x3FD2492494229359, %256
  %258 = fmul double %248, %257
  %259 = fadd double 0x3FE5555555555593, %258
  %260 = fmul double %247, %259
  %261 = fadd double %260, %253
  %262 = sitofp i64 %235 to double
  %263 = fadd double %244, %261
  %264 = fmul double %246, %263
  %265 = fmul double %262, 0x3DEA39EF35793C76
  %266 = fadd double %264, %265
  %267 = fsub double %266, %244
  %268 = fadd double %267, %242
  %269 = fmul double %262, 0x3FE62E42FEE00000
  %270 = fadd double %268, %269
  %271 = fmul double -2.000000e+00, %270
  %272 = call double @llvm.sqrt.f64(double %271)
  %273 = fmul double 0x401921FB54442D18, %230
  %274 = fmul double %273, 0x3FE45F306DC9C883
  %275 = fadd double %274, 0x4338000000000000
  %276 = bitcast double %275 to i64
  %277 = fsub double %275, 0x4338000000000000
  %278 = fmul double %277, 0x3FF921FB54400000
  %279 = fsub double %273, %278
  %280 = fmul double %277, 0x3DD0B4611A626331
  %281 = fmul double %277, 0x3DD0B4611A600000
  %282 = fsub double %279, %281
  %283 = fmul double %277, 0x3BA3198A2E037073
  %284 = fsub double %279, %282
  %285 = fsub double %284, %281
  %286 = fsub double %283, %285
  %287 = fsub double %279, %280
  %288 = bitcast double %273 to i64
  %289 = lshr i64 %288, 52
  %290 = and i64 %289, 2047
  %291 = bitcast double %287 to i64
  %292 = lshr i64 %291, 52
  %293 = and i64 %292, 2047
  %294 = add i64 %293, 16
  %295 = icmp ult i64 %294, %290
  %296 = select i1 %295, double %282, double %279
  %297 = select i1 %295, double %286, double %280
  %298 = fsub double %296, %297
  %299 = fsub double %296, %298
  %300 = fsub double %299, %297
  %301 = fmul double %298, %298
  %302 = fmul double %301, %301
  %303 = fmul double %301, 0x3EFA01A019CB1590
  %304 = fadd double 0xBF56C16C16C15177, %303
  %305 = fmul double %301, %304
  %306 = fadd double 0x3FA555555555554C, %305
  %307 = fmul double %301, %306
  %308 = fmul double %301, 0xBDA8FAE9BE8838D4
  %309 = fadd double 0x3E21EE9EBDB4B1C4, %308
  %310 = fmul double %301, %309
  %311 = fadd double 0xBE927E4F809C52AD, %310
  %312 = fmul double %302, %302
  %313 = fmul double %312, %311
  %314 = fadd double %307, %313
  %315 = fmul double 5.000000e-01, %301
  %316 = fsub double 1.000000e+00, %315
  %317 = fsub double 1.000000e+00, %316
  %318 = fsub double %317, %315
  %319 = fmul double %301, %314
  %320 = fmul double %298, %300
  %321 = fsub double %319, %320
  %322 = fadd double %318, %321
  %323 = fadd double %316, %322
  %324 = fmul double %298, %298
  %325 = fmul double %324, %324
  %326 = fmul double %324, 0x3EC71DE357B1FE7D
  %327 = fadd double 0xBF2A01A019C161D5, %326
  %328 = fmul double %324, %327
  %329 = fadd double 0x3F8111111110F8A6, %328
  %330 = fmul double %324, 0x3DE5D93A5ACFD57C
  %331 = fadd double 0xBE5AE5E68A2B9CEB, %330
  %332 = fmul double %324, %325
  %333 = fmul double %332, %331
  %334 = fadd double %329, %333
  %335 = fmul double %324, %298
  %336 = fmul double 5.000000e-01, %300
  %337 = fmul double %335, %334
  %338 = fsub double %336, %337
  %339 = fmul double %324, %338
  %340 = fsub double %339, %300
  %341 = fmul double %335, 0xBFC5555555555549
  %342 = fsub double %340, %341
  %343 = fsub double %298, %342
  %344 = fneg double %323
  %345 = fneg double %343
  %346 = and i64 %276, 1
  %347 = and i64 %276, 2
  %348 = icmp eq i64 %346, 1
  %349 = icmp eq i64 %347, 2
  %350 = select i1 %349, double %344, double %323
  %351 = select i1 %349, double %343, double %345
  %352 = select i1 %348, double %351, double %350
  %353 = fmul double %272, %352
  %354 = fptrunc double %353 to float
  %355 = fmul float %354, %noise_scale7
  %356 = fadd float %56, %355
  %bits22 = bitcast float %356 to i32
  %magnitude = and i32 %bits22, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits22
  store i32 %canonical, ptr %41, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done
  %feature23 = add i64 %lane, 1024
  %valid24 = icmp ult i64 %feature23, %n_features
  %357 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid24, label %slot.then25, label %slot.done26

slot.then25:                                      ; preds = %slot.done21
  %358 = load float, ptr %357, align 4
  %359 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %360 = fsub float %359, 4.000000e+00
  %361 = fmul float 2.000000e+00, %360
  %362 = fmul float 0x3F847AE140000000, %361
  %363 = fmul float 2.000000e+00, %358
  %364 = fmul float %362, %363
  %365 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature23
  %366 = load float, ptr addrspace(1) %365, align 4
  %367 = fsub float %358, %366
  %368 = fmul float 2.000000e+00, %367
  %369 = fmul float 5.000000e-01, %368
  %370 = fadd float %364, %369
  %371 = fmul float %370, %eta
  %372 = fsub float %358, %371
  %373 = mul i64 %row, %n_features
  %element27 = add i64 %373, %feature23
  %374 = trunc i64 %key0 to i32
  %375 = lshr i64 %key0, 32
  %376 = trunc i64 %375 to i32
  %377 = trunc i64 %element27 to i32
  %378 = trunc i64 %key1_step to i32
  %379 = lshr i64 %key1_step, 32
  %380 = trunc i64 %379 to i32
  %381 = lshr i64 %element27, 32
  %382 = trunc i64 %381 to i32
  %383 = zext i32 %377 to i64
  %384 = mul i64 3528531795, %383
  %385 = zext i32 %380 to i64
  %386 = mul i64 3449720151, %385
  %387 = lshr i64 %384, 32
  %388 = trunc i64 %387 to i32
  %389 = trunc i64 %384 to i32
  %390 = lshr i64 %386, 32
  %391 = trunc i64 %390 to i32
  %392 = trunc i64 %386 to i32
  %393 = xor i32 %391, %378
  %394 = xor i32 %393, %374
  %395 = xor i32 %388, %382
  %396 = xor i32 %395, %376
  %397 = add i32 %374, -1640531527
  %398 = add i32 %376, -1150833019
  %399 = zext i32 %394 to i64
  %400 = mul i64 3528531795, %399
  %401 = zext i32 %396 to i64
  %402 = mul i64 3449720151, %401
  %403 = lshr i64 %400, 32
  %404 = trunc i64 %403 to i32
  %405 = trunc i64 %400 to i32
  %406 = lshr i64 %402, 32
  %407 = trunc i64 %406 to i32
  %408 = trunc i64 %402 to i32
  %409 = xor i32 %407, %392
  %410 = xor i32 %409, %397
  %411 = xor i32 %404, %389
  %412 = xor i32 %411, %398
  %413 = add i32 %397, -1640531527
  %414 = add i32 %398, -1150833019
  %415 = zext i32 %410 to i64
  %416 = mul i64 3528531795, %415
  %417 = zext i32 %412 to i64
  %418 = mul i64 3449720151, %417
  %419 = lshr i64 %416, 32
  %420 = trunc i64 %419 to i32
  %421 = trunc i64 %416 to i32
  %422 = lshr i64 %418, 32
  %423 = trunc i64 %422 to i32
  %424 = trunc i64 %418 to i32
  %425 = xor i32 %423, %408
  %426 = xor i32 %425, %413
  %427 = xor i32 %420, %405
  %428 = xor i32 %427, %414
  %429 = add i32 %413, -1640531527
  %430 = add i32 %414, -1150833019
  %431 = zext i32 %426 to i64
  %432 = mul i64 3528531795, %431
  %433 = zext i32 %428 to i64
  %434 = mul i64 3449720151, %433
  %435 = lshr i64 %432, 32
  %436 = trunc i64 %435 to i32
  %437 = trunc i64 %432 to i32
  %438 = lshr i64 %434, 32
  %439 = trunc i64 %438 to i32
  %440 = trunc i64 %434 to i32
  %441 = xor i32 %439, %424
  %442 = xor i32 %441, %429
  %443 = xor i32 %436, %421
  %444 = xor i32 %443, %430
  %445 = add i32 %429, -1640531527
  %446 = add i32 %430, -1150833019
  %447 = zext i32 %442 to i64
  %448 = mul i64 3528531795, %447
  %449 = zext i32 %444 to i64
  %450 = mul i64 3449720151, %449
  %451 = lshr i64 %448, 32
  %452 = trunc i64 %451 to i32
  %453 = trunc i64 %448 to i32
  %454 = lshr i64 %450, 32
  %455 = trunc i64 %454 to i32
  %456 = trunc i64 %450 to i32
  %457 = xor i32 %455, %440
  %458 = xor i32 %457, %445
  %459 = xor i32 %452, %437
  %460 = xor i32 %459, %446
  %461 = add i32 %445, -1640531527
  %462 = add i32 %446, -1150833019
  %463 = zext i32 %458 to i64
  %464 = mul i64 3528531795, %463
  %465 = zext i32 %460 to i64
  %466 = mul i64 3449720151, %465
  %467 = lshr i64 %464, 32
  %468 = trunc i64 %467 to i32
  %469 = trunc i64 %464 to i32
  %470 = lshr i64 %466, 32
  %471 = trunc i64 %470 to i32
  %472 = trunc i64 %466 to i32
  %473 = xor i32 %471, %456
  %474 = xor i32 %473, %461
  %475 = xor i32 %468, %453
  %476 = xor i32 %475, %462
  %477 = add i32 %461, -1640531527
  %478 = add i32 %462, -1150833019
  %479 = zext i32 %474 to i64
  %480 = mul i64 3528531795, %479
  %481 = zext i32 %476 to i64
  %482 = mul i64 3449720151, %481
  %483 = lshr i64 %480, 32
  %484 = trunc i64 %483 to i32
  %485 = trunc i64 %480 to i32
  %486 = lshr i64 %482, 32
  %487 = trunc i64 %486 to i32
  %488 = trunc i64 %482 to i32
  %489 = xor i32 %487, %472
  %490 = xor i32 %489, %477
  %491 = xor i32 %484, %469
  %492 = xor i32 %491, %478
  %493 = add i32 %477, -1640531527
  %494 = add i32 %478, -1150833019
  %495 = zext i32 %490 to i64
  %496 = mul i64 3528531795, %495
  %497 = zext i32 %492 to i64
  %498 = mul i64 3449720151, %497
  %499 = lshr i64 %496, 32
  %500 = trunc i64 %499 to i32
  %501 = trunc i64 %496 to i32
  %502 = lshr i64 %498, 32
  %503 = trunc i64 %502 to i32
  %504 = trunc i64 %498 to i32
  %505 = xor i32 %503, %488
  %506 = xor i32 %505, %493
  %507 = xor i32 %500, %485
  %508 = xor i32 %507, %494
  %509 = add i32 %493, -1640531527
  %510 = add i32 %494, -1150833019
  %511 = zext i32 %506 to i64
  %512 = mul i64 3528531795, %511
  %513 = zext i32 %508 to i64
  %514 = mul i64 3449720151, %513
  %515 = lshr i64 %512, 32
  %516 = trunc i64 %515 to i32
  %517 = trunc i64 %512 to i32
  %518 = lshr i64 %514, 32
  %519 = trunc i64 %518 to i32
  %520 = trunc i64 %514 to i32
  %521 = xor i32 %519, %504
  %522 = xor i32 %521, %509
  %523 = xor i32 %516, %501
  %524 = xor i32 %523, %510
  %525 = add i32 %509, -1640531527
  %526 = add i32 %510, -1150833019
  %527 = zext i32 %522 to i64
  %528 = mul i64 3528531795, %527
  %529 = zext i32 %524 to i64
  %530 = mul i64 3449720151, %529
  %531 = lshr i64 %528, 32
  %532 = trunc i64 %531 to i32
  %533 = trunc i64 %528 to i32
  %534 = lshr i64 %530, 32
  %535 = trunc i64 %534 to i32
  %536 = trunc i64 %530 to i32
  %537 = xor i32 %535, %520
  %538 = xor i32 %537, %525
  %539 = xor i32 %532, %517
  %540 = xor i32 %539, %526
  %541 = uitofp i32 %538 to double
  %542 = fadd double %541, 5.000000e-01
  %543 = fmul double %542, 0x3DF0000000000000
  %544 = uitofp i32 %536 to double
  %545 = fadd double %544, 5.000000e-01
  %546 = fmul double %545, 0x3DF0000000000000
  %547 = bitcast double %543 to i64
  %548 = lshr i64 %547, 32
  %549 = add i64 %548, 614242
  %550 = lshr i64 %549, 20
  %551 = sub i64 %550, 1023
  %552 = and i64 %549, 1048575
  %553 = add i64 %552, 1072079006
  %554 = shl i64 %553, 32
  %555 = and i64 %547, 4294967295
  %556 = or i64 %554, %555
  %557 = bitcast i64 %556 to double
  %558 = fsub double %557, 1.000000e+00
  %559 = fmul double 5.000000e-01, %558
  %560 = fmul double %559, %558
  %561 = fadd double 2.000000e+00, %558
  %562 = fdiv double %558, %561
  %563 = fmul double %562, %562
  %564 = fmul double %563, %563
  %565 = fmul double %564, 0x3FC39A09D078C69F
  %566 = fadd double 0x3FCC71C51D8E78AF, %565
  %567 = fmul double %564, %566
  %568 = fadd double 0x3FD999999997FA04, %567
  %569 = fmul double %564, %568
  %570 = fmul double %564, 0x3FC2F112DF3E5244
  %571 = fadd double 0x3FC7466496CB03DE, %570
  %572 = fmul double %564, %571
  %573 = fadd double 0x3FD2492494229359, %572
  %574 = fmul double %564, %573
  %575 = fadd double 0x3FE5555555555593, %574
  %576 = fmul double %563, %575
  %577 = fadd double %576, %569
  %578 = sitofp i64 %551 to double
  %579 = fadd double %560, %577
  %580 = fmul double %562, %579
  %581 = fmul double %578, 0x3DEA39EF35793C76
  %582 = fadd double %580, %581
  %583 = fsub double %582, %560
  %584 = fadd double %583, %558
  %585 = fmul double %578, 0x3FE62E42FEE00000
  %586 = fadd double %584, %585
  %587 = fmul double -2.000000e+00, %586
  %588 = call double @llvm.sqrt.f64(double %587)
  %589 = fmul double 0x401921FB54442D18, %546
  %590 = fmul double %589, 0x3FE45F306DC9C883
  %591 = fadd double %590, 0x4338000000000000
  %592 = bitcast double %591 to i64
  %593 = fsub double %591, 0x4338000000000000
  %594 = fmul double %593, 0x3FF921FB54400000
  %595 = fsub double %589, %594
  %596 = fmul double %593, 0x3DD0B4611A626331
  %597 = fmul double %593, 0x3DD0B4611A600000
  %598 = fsub double %595, %597
  %599 = fmul double %593, 0x3BA3198A2E037073
  %600 = fsub double %595, %598
  %601 = fsub double %600, %597
  %602 = fsub double %599, %601
  %603 = fsub double %595, %596
  %604 = bitcast double %589 to i64
  %605 = lshr i64 %604, 52
  %606 = and i64 %605, 2047
  %607 = bitcast double %603 to i64
  %608 = lshr i64 %607, 52
  %609 = and i64 %608, 2047
  %610 = add i64 %609, 16
  %611 = icmp ult i64 %610, %606
  %612 = select i1 %611, double %598, double %595
  %613 = select i1 %611, double %602, double %596
  %614 = fsub double %612, %613
  %615 = fsub double %612, %614
  %616 = fsub double %615, %613
  %617 = fmul double %614, %614
  %618 = fmul double %617, %617
  %619 = fmul double %617, 0x3EFA01A019CB1590
  %620 = fadd double 0xBF56C16C16C15177, %619
  %621 = fmul double %617, %620
  %622 = fadd double 0x3FA555555555554C, %621
  %623 = fmul double %617, %622
  %624 = fmul double %617, 0xBDA8FAE9BE8838D4
  %625 = fadd double 0x3E21EE9EBDB4B1C4, %624
  %626 = fmul double %617, %625
  %627 = fadd double 0xBE927E4F809C52AD, %626
  %628 = fmul double %618, %618
  %629 = fmul double %628, %627
  %630 = fadd double %623, %629
  %631 = fmul double 5.000000e-01, %617
  %632 = fsub double 1.000000e+00, %631
  %633 = fsub double 1.000000e+00, %632
  %634 = fsub double %633, %631
  %635 = fmul double %617, %630
  %636 = fmul double %614, %616
  %637 = fsub double %635, %636
  %638 = fadd double %634, %637
  %639 = fadd double %632, %638
  %640 = fmul double %614, %614
  %641 = fmul double %640, %640
  %642 = fmul double %640, 0x3EC71DE357B1FE7D
  %643 = fadd double 0xBF2A01A019C161D5, %642
  %644 = fmul double %640, %643
  %645 = fadd double 0x3F8111111110F8A6, %644
  %646 = fmul double %640, 0x3DE5D93A5ACFD57C
  %647 = fadd double 0xBE5AE5E68A2B9CEB, %646
  %648 = fmul double %640, %641
  %649 = fmul double %648, %647
  %650 = fadd double %645, %649
  %651 = fmul double %640, %614
  %652 = fmul double 5.000000e-01, %616
  %653 = fmul double %651, %650
  %654 = fsub double %652, %653
  %655 = fmul double %640, %654
  %656 = fsub double %655, %616
  %657 = fmul double %651, 0xBFC5555555555549
  %658 = fsub double %656, %657
  %659 = fsub double %614, %658
  %660 = fneg double %639
  %661 = fneg double %659
  %662 = and i64 %592, 1
  %663 = and i64 %592, 2
  %664 = icmp eq i64 %662, 1
  %665 = icmp eq i64 %663, 2
  %666 = select i1 %665, double %660, double %639
  %667 = select i1 %665, double %659, double %661
  %668 = select i1 %664, double %667, double %666
  %669 = fmul double %588, %668
  %670 = fptrunc double %669 to float
  %671 = fmul float %670, %noise_scale7
  %672 = fadd float %372, %671
  %bits28 = bitcast float %672 to i32
  %magnitude29 = and i32 %bits28, 2147483647
  %is_nan30 = icmp ugt i32 %magnitude29, 2139095040
  %canonical31 = select i1 %is_nan30, i32 2143289344, i32 %bits28
  store i32 %canonical31, ptr %357, align 4
  br label %slot.done26

slot.done26:                                      ; preds = %slot.then25, %slot.done21
  br label %noise.done

uniform_sinks.then34:                             ; preds = %quiet
  br label %uniform_sinks.done35

uniform_sinks.done35:                             ; preds = %uniform_sinks.then34, %quiet
  %feature36 = add i64 %lane, 0
  %valid37 = icmp ult i64 %feature36, %n_features
  %673 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %uniform_sinks.done35
  %674 = load float, ptr %673, align 4
  %675 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %676 = fsub float %675, 4.000000e+00
  %677 = fmul float 2.000000e+00, %676
  %678 = fmul float 0x3F847AE140000000, %677
  %679 = fmul float 2.000000e+00, %674
  %680 = fmul float %678, %679
  %681 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature36
  %682 = load float, ptr addrspace(1) %681, align 4
  %683 = fsub float %674, %682
  %684 = fmul float 2.000000e+00, %683
  %685 = fmul float 5.000000e-01, %684
  %686 = fadd float %680, %685
  %687 = fmul float %686, %eta
  %688 = fsub float %674, %687
  %689 = fmul float 0.000000e+00, %noise_scale7
  %690 = fadd float %688, %689
  %bits40 = bitcast float %688 to i32
  %magnitude41 = and i32 %bits40, 2147483647
  %is_nan42 = icmp ugt i32 %magnitude41, 2139095040
  %canonical43 = select i1 %is_nan42, i32 2143289344, i32 %bits40
  store i32 %canonical43, ptr %673, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %uniform_sinks.done35
  %feature44 = add i64 %lane, 1024
  %valid45 = icmp ult i64 %feature44, %n_features
  %691 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done39
  %692 = load float, ptr %691, align 4
  %693 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %694 = fsub float %693, 4.000000e+00
  %695 = fmul float 2.000000e+00, %694
  %696 = fmul float 0x3F847AE140000000, %695
  %697 = fmul float 2.000000e+00, %692
  %698 = fmul float %696, %697
  %699 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature44
  %700 = load float, ptr addrspace(1) %699, align 4
  %701 = fsub float %692, %700
  %702 = fmul float 2.000000e+00, %701
  %703 = fmul float 5.000000e-01, %702
  %704 = fadd float %698, %703
  %705 = fmul float %704, %eta
  %706 = fsub float %692, %705
  %707 = fmul float 0.000000e+00, %noise_scale7
  %708 = fadd float %706, %707
  %bits48 = bitcast float %706 to i32
  %magnitude49 = and i32 %bits48, 2147483647
  %is_nan50 = icmp ugt i32 %magnitude49, 2139095040
  %canonical51 = select i1 %is_nan50, i32 2143289344, i32 %bits48
  store i32 %canonical51, ptr %691, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done39
  br label %noise.done

slot.then54:                                      ; preds = %step.exit
  %709 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature52
  %710 = load float, ptr %18, align 4
  store float %710, ptr addrspace(1) %709, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %step.exit
  %feature56 = add i64 %lane, 1024
  %valid57 = icmp ult i64 %feature56, %n_features
  %711 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done55
  %712 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature56
  %713 = load float, ptr %711, align 4
  store float %713, ptr addrspace(1) %712, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done55
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w4096(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
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

row.done:                                         ; preds = %slot.done117, %entry
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
  %step = phi i64 [ 0, %slot.done12 ], [ %54, %noise.done ]
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
  %feature102 = add i64 %lane, 0
  %valid103 = icmp ult i64 %feature102, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid103, label %slot.then104, label %slot.done105

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
  %40 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %40, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done31
  %tree_sum = phi i64 [ 0, %slot.done31 ], [ %50, %tree_sum.pairs.exit ]
  %41 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %41, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %42 = add i64 %40, %span
  %pairs = lshr i64 %42, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %49, %tree_sum.pairs.body ]
  %43 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %43, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %44 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %left
  %45 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %right
  %46 = load float, ptr addrspace(3) %44, align 4
  %47 = load float, ptr addrspace(3) %45, align 4
  %48 = fadd float %46, %47
  store float %48, ptr addrspace(3) %44, align 4
  %49 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %50 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %51 = load float, ptr addrspace(3) @tessera_fold_scratch_w4096, align 4
  store float %51, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %52 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %53 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then68, label %uniform_sinks.done69

noise.done:                                       ; preds = %slot.done97, %slot.done60
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %54 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature34 = add i64 %lane, 0
  %valid35 = icmp ult i64 %feature34, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid35, label %slot.then36, label %slot.done37

slot.then36:                                      ; preds = %uniform_sinks.done
  %56 = load float, ptr %55, align 4
  %57 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %58 = fsub float %57, 4.000000e+00
  %59 = fmul float 2.000000e+00, %58
  %60 = fmul float 0x3F847AE140000000, %59
  %61 = fmul float 2.000000e+00, %56
  %62 = fmul float %60, %61
  %63 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature34
  %64 = load float, ptr addrspace(1) %63, align 4
  %65 = fsub float %56, %64
  %66 = fmul float 2.000000e+00, %65
  %67 = fmul float 5.000000e-01, %66
  %68 = fadd float %62, %67
  %69 = fmul float %68, %eta
  %70 = fsub float %56, %69
  %71 = mul i64 %row, %n_features
  %element = add i64 %71, %feature34
  %72 = trunc i64 %key0 to i32
  %73 = lshr i64 %key0, 32
  %74 = trunc i64 %73 to i32
  %75 = trunc i64 %element to i32
  %76 = trunc i64 %key1_step to i32
  %77 = lshr i64 %key1_step, 32
  %78 = trunc i64 %77 to i32
  %79 = lshr i64 %element, 32
  %80 = trunc i64 %79 to i32
  %81 = zext i32 %75 to i64
  %82 = mul i64 3528531795, %81
  %83 = zext i32 %78 to i64
  %84 = mul i64 3449720151, %83
  %85 = lshr i64 %82, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %82 to i32
  %88 = lshr i64 %84, 32
  %89 = trunc i64 %88 to i32
  %90 = trunc i64 %84 to i32
  %91 = xor i32 %89, %76
  %92 = xor i32 %91, %72
  %93 = xor i32 %86, %80
  %94 = xor i32 %93, %74
  %95 = add i32 %72, -1640531527
  %96 = add i32 %74, -1150833019
  %97 = zext i32 %92 to i64
  %98 = mul i64 3528531795, %97
  %99 = zext i32 %94 to i64
  %100 = mul i64 3449720151, %99
  %101 = lshr i64 %98, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %98 to i32
  %104 = lshr i64 %100, 32
  %105 = trunc i64 %104 to i32
  %106 = trunc i64 %100 to i32
  %107 = xor i32 %105, %90
  %108 = xor i32 %107, %95
  %109 = xor i32 %102, %87
  %110 = xor i32 %109, %96
  %111 = add i32 %95, -1640531527
  %112 = add i32 %96, -1150833019
  %113 = zext i32 %108 to i64
  %114 = mul i64 3528531795, %113
  %115 = zext i32 %110 to i64
  %116 = mul i64 3449720151, %115
  %117 = lshr i64 %114, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %114 to i32
  %120 = lshr i64 %116, 32
  %121 = trunc i64 %120 to i32
  %122 = trunc i64 %116 to i32
  %123 = xor i32 %121, %106
  %124 = xor i32 %123, %111
  %125 = xor i32 %118, %103
  %126 = xor i32 %125, %112
  %127 = add i32 %111, -1640531527
  %128 = add i32 %112, -1150833019
  %129 = zext i32 %124 to i64
  %130 = mul i64 3528531795, %129
  %131 = zext i32 %126 to i64
  %132 = mul i64 3449720151, %131
  %133 = lshr i64 %130, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %130 to i32
  %136 = lshr i64 %132, 32
  %137 = trunc i64 %136 to i32
  %138 = trunc i64 %132 to i32
  %139 = xor i32 %137, %122
  %140 = xor i32 %139, %127
  %141 = xor i32 %134, %119
  %142 = xor i32 %141, %128
  %143 = add i32 %127, -1640531527
  %144 = add i32 %128, -1150833019
  %145 = zext i32 %140 to i64
  %146 = mul i64 3528531795, %145
  %147 = zext i32 %142 to i64
  %148 = mul i64 3449720151, %147
  %149 = lshr i64 %146, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %146 to i32
  %152 = lshr i64 %148, 32
  %153 = trunc i64 %152 to i32
  %154 = trunc i64 %148 to i32
  %155 = xor i32 %153, %138
  %156 = xor i32 %155, %143
  %157 = xor i32 %150, %135
  %158 = xor i32 %157, %144
  %159 = add i32 %143, -1640531527
  %160 = add i32 %144, -1150833019
  %161 = zext i32 %156 to i64
  %162 = mul i64 3528531795, %161
  %163 = zext i32 %158 to i64
  %164 = mul i64 3449720151, %163
  %165 = lshr i64 %162, 32
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %162 to i32
  %168 = lshr i64 %164, 32
  %169 = trunc i64 %168 to i32
  %170 = trunc i64 %164 to i32
  %171 = xor i32 %169, %154
  %172 = xor i32 %171, %159
  %173 = xor i32 %166, %151
  %174 = xor i32 %173, %160
  %175 = add i32 %159, -1640531527
  %176 = add i32 %160, -1150833019
  %177 = zext i32 %172 to i64
  %178 = mul i64 3528531795, %177
  %179 = zext i32 %174 to i64
  %180 = mul i64 3449720151, %179
  %181 = lshr i64 %178, 32
  %182 = trunc i64 %181 to i32
  %183 = trunc i64 %178 to i32
  %184 = lshr i64 %180, 32
  %185 = trunc i64 %184 to i32
  %186 = trunc i64 %180 to i32
  %187 = xor i32 %185, %170
  %188 = xor i32 %187, %175
  %189 = xor i32 %182, %167
  %190 = xor i32 %189, %176
  %191 = add i32 %175, -1640531527
  %192 = add i32 %176, -1150833019
  %193 = zext i32 %188 to i64
  %194 = mul i64 3528531795, %193
  %195 = zext i32 %190 to i64
  %196 = mul i64 3449720151, %195
  %197 = lshr i64 %194, 32
  %198 = trunc i64 %197 to i32
  %199 = trunc i64 %194 to i32
  %200 = lshr i64 %196, 32
  %201 = trunc i64 %200 to i32
  %202 = trunc i64 %196 to i32
  %203 = xor i32 %201, %186
  %204 = xor i32 %203, %191
  %205 = xor i32 %198, %183
  %206 = xor i32 %205, %192
  %207 = add i32 %191, -1640531527
  %208 = add i32 %192, -1150833019
  %209 = zext i32 %204 to i64
  %210 = mul i64 3528531795, %209
  %211 = zext i32 %206 to i64
  %212 = mul i64 3449720151, %211
  %213 = lshr i64 %210, 32
  %214 = trunc i64 %213 to i32
  %215 = trunc i64 %210 to i32
  %216 = lshr i64 %212, 32
  %217 = trunc i64 %216 to i32
  %218 = trunc i64 %212 to i32
  %219 = xor i32 %217, %202
  %220 = xor i32 %219, %207
  %221 = xor i32 %214, %199
  %222 = xor i32 %221, %208
  %223 = add i32 %207, -1640531527
  %224 = add i32 %208, -1150833019
  %225 = zext i32 %220 to i64
  %226 = mul i64 3528531795, %225
  %227 = zext i32 %222 to i64
  %228 = mul i64 3449720151, %227
  %229 = lshr i64 %226, 32
  %230 = trunc i64 %229 to i32
  %231 = trunc i64 %226 to i32
  %232 = lshr i64 %228, 32
  %233 = trunc i64 %232 to i32
  %234 = trunc i64 %228 to i32
  %235 = xor i32 %233, %218
  %236 = xor i32 %235, %223
  %237 = xor i32 %230, %215
  %238 = xor i32 %237, %224
  %239 = uitofp i32 %236 to double
  %240 = fadd double %239, 5.000000e-01
  %241 = fmul double %240, 0x3DF0000000000000
  %242 = uitofp i32 %234 to double
  %243 = fadd double %242, 5.000000e-01
  %244 = fmul double %243, 0x3DF0000000000000
  %245 = bitcast double %241 to i64
  %246 = lshr i64 %245, 32
  %247 = add i64 %246, 614242
  %248 = lshr i64 %247, 20
  %249 = sub i64 %248, 1023
  %250 = and i64 %247, 1048575
  %251 = add i64 %250, 1072079006
  %252 = shl i64 %251, 32
  %253 = and i64 %245, 4294967295
  %254 = or i64 %252, %253
  %255 = bitcast i64 %254 to double
  %256 = fsub double %255, 1.000000e+00
  %257 = fmul double 5.000000e-01, %256
  %258 = fmul double %257, %256
  %259 = fadd double 2.000000e+00, %256
  %260 = fdiv double %256, %259
  %261 = fmul double %260, %260
  %262 = fmul double %261, %261
  %263 = fmul double %262, 0x3FC39A09D078C69F
  %264 = fadd double 0x3FCC71C51D8E78AF, %263
  %265 = fmul double %262, %264
  %266 = fadd double 0x3FD999999997FA04, %265
  %267 = fmul double %262, %266
  %268 = fmul double %262, 0x3FC2F112DF3E5244
  %269 = fadd double 0x3FC7466496CB03DE, %268
  %270 = fmul double %262, %269
  %271 = fadd double 0x3FD2492494229359, %270
  %272 = fmul double %262, %271
  %273 = fadd double 0x3FE5555555555593, %272
  %274 = fmul double %261, %273
  %275 = fadd double %274, %267
  %276 = sitofp i64 %249 to double
  %277 = fadd double %258, %275
  %278 = fmul double %260, %277
  %279 = fmul double %276, 0x3DEA39EF35793C76
  %280 = fadd double %278, %279
  %281 = fsub double %280, %258
  %282 = fadd double %281, %256
  %283 = fmul double %276, 0x3FE62E42FEE00000
  %284 = fadd double %282, %283
  %285 = fmul double -2.000000e+00, %284
  %286 = call double @llvm.sqrt.f64(double %285)
  %287 = fmul double 0x401921FB54442D18, %244
  %288 = fmul double %287, 0x3FE45F306DC9C883
  %289 = fadd double %288, 0x4338000000000000
  %290 = bitcast double %289 to i64
  %291 = fsub double %289, 0x4338000000000000
  %292 = fmul double %291, 0x3FF921FB54400000
  %293 = fsub double %287, %292
  %294 = fmul double %291, 0x3DD0B4611A626331
  %295 = fmul double %291, 0x3DD0B4611A600000
  %296 = fsub double %293, %295
  %297 = fmul double %291, 0x3BA3198A2E037073
  %298 = fsub double %293, %296
  %299 = fsub double %298, %295
  %300 = fsub double %297, %299
  %301 = fsub double %293, %294
  %302 = bitcast double %287 to i64
  %303 = lshr i64 %302, 52
  %304 = and i64 %303, 2047
  %305 = bitcast double %301 to i64
  %306 = lshr i64 %305, 52
  %307 = and i64 %306, 2047
  %308 = add i64 %307, 16
  %309 = icmp ult i64 %308, %304
  %310 = select i1 %309, double %296, double %293
  %311 = select i1 %309, double %300, double %294
  %312 = fsub double %310, %311
  %313 = fsub double %310, %312
  %314 = fsub double %313, %311
  %315 = fmul double %312, %312
  %316 = fmul double %315, %315
  %317 = fmul double %315, 0x3EFA01A019CB1590
  %318 = fadd double 0xBF56C16C16C15177, %317
  %319 = fmul double %315, %318
  %320 = fadd double 0x3FA555555555554C, %319
  %321 = fmul double %315, %320
  %322 = fmul double %315, 0xBDA8FAE9BE8838D4
  %323 = fadd double 0x3E21EE9EBDB4B1C4, %322
  %324 = fmul double %315, %323
  %325 = fadd double 0xBE927E4F809C52AD, %324
  %326 = fmul double %316, %316
  %327 = fmul double %326, %325
  %328 = fadd double %321, %327
  %329 = fmul double 5.000000e-01, %315
  %330 = fsub double 1.000000e+00, %329
  %331 = fsub double 1.000000e+00, %330
  %332 = fsub double %331, %329
  %333 = fmul double %315, %328
  %334 = fmul double %312, %314
  %335 = fsub double %333, %334
  %336 = fadd double %332, %335
  %337 = fadd double %330, %336
  %338 = fmul double %312, %312
  %339 = fmul double %338, %338
  %340 = fmul double %338, 0x3EC71DE357B1FE7D
  %341 = fadd double 0xBF2A01A019C161D5, %340
  %342 = fmul double %338, %341
  %343 = fadd double 0x3F8111111110F8A6, %342
  %344 = fmul double %338, 0x3DE5D93A5ACFD57C
  %345 = fadd double 0xBE5AE5E68A2B9CEB, %344
  %346 = fmul double %338, %339
  %347 = fmul double %346, %345
  %348 = fadd double %343, %347
  %349 = fmul double %338, %312
  %350 = fmul double 5.000000e-01, %314
  %351 = fmul double %349, %348
  %352 = fsub double %350, %351
  %353 = fmul double %338, %352
  %354 = fsub double %353, %314
  %355 = fmul double %349, 0xBFC5555555555549
  %356 = fsub double %354, %355
  %357 = fsub double %312, %356
  %358 = fneg double %337
  %359 = fneg double %357
  %360 = and i64 %290, 1
  %361 = and i64 %290, 2
  %362 = icmp eq i64 %360, 1
  %363 = icmp eq i64 %361, 2
  %364 = select i1 %363, double %358, double %337
  %365 = select i1 %363, double %357, double %359
  %366 = select i1 %362, double %365, double %364
  %367 = fmul double %286, %366
  %368 = fptrunc double %367 to float
  %369 = fmul float %368, %noise_scale15
  %370 = fadd float %70, %369
  %bits38 = bitcast float %370 to i32
  %magnitude = and i32 %bits38, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits38
  store i32 %canonical, ptr %55, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature39 = add i64 %lane, 1024
  %valid40 = icmp ult i64 %feature39, %n_features
  %371 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid40, label %slot.then41, label %slot.done42

slot.then41:                                      ; preds = %slot.done37
  %372 = load float, ptr %371, align 4
  %373 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %374 = fsub float %373, 4.000000e+00
  %375 = fmul float 2.000000e+00, %374
  %376 = fmul float 0x3F847AE140000000, %375
  %377 = fmul float 2.000000e+00, %372
  %378 = fmul float %376, %377
  %379 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature39
  %380 = load float, ptr addrspace(1) %379, align 4
  %381 = fsub float %372, %380
  %382 = fmul float 2.000000e+00, %381
  %383 = fmul float 5.000000e-01, %382
  %384 = fadd float %378, %383
  %385 = fmul float %384, %eta
  %386 = fsub float %372, %385
  %387 = mul i64 %row, %n_features
  %element43 = add i64 %387, %feature39
  %388 = trunc i64 %key0 to i32
  %389 = lshr i64 %key0, 32
  %390 = trunc i64 %389 to i32
  %391 = trunc i64 %element43 to i32
  %392 = trunc i64 %key1_step to i32
  %393 = lshr i64 %key1_step, 32
  %394 = trunc i64 %393 to i32
  %395 = lshr i64 %element43, 32
  %396 = trunc i64 %395 to i32
  %397 = zext i32 %391 to i64
  %398 = mul i64 3528531795, %397
  %399 = zext i32 %394 to i64
  %400 = mul i64 3449720151, %399
  %401 = lshr i64 %398, 32
  %402 = trunc i64 %401 to i32
  %403 = trunc i64 %398 to i32
  %404 = lshr i64 %400, 32
  %405 = trunc i64 %404 to i32
  %406 = trunc i64 %400 to i32
  %407 = xor i32 %405, %392
  %408 = xor i32 %407, %388
  %409 = xor i32 %402, %396
  %410 = xor i32 %409, %390
  %411 = add i32 %388, -1640531527
  %412 = add i32 %390, -1150833019
  %413 = zext i32 %408 to i64
  %414 = mul i64 3528531795, %413
  %415 = zext i32 %410 to i64
  %416 = mul i64 3449720151, %415
  %417 = lshr i64 %414, 32
  %418 = trunc i64 %417 to i32
  %419 = trunc i64 %414 to i32
  %420 = lshr i64 %416, 32
  %421 = trunc i64 %420 to i32
  %422 = trunc i64 %416 to i32
  %423 = xor i32 %421, %406
  %424 = xor i32 %423, %411
  %425 = xor i32 %418, %403
  %426 = xor i32 %425, %412
  %427 = add i32 %411, -1640531527
  %428 = add i32 %412, -1150833019
  %429 = zext i32 %424 to i64
  %430 = mul i64 3528531795, %429
  %431 = zext i32 %426 to i64
  %432 = mul i64 3449720151, %431
  %433 = lshr i64 %430, 32
  %434 = trunc i64 %433 to i32
  %435 = trunc i64 %430 to i32
  %436 = lshr i64 %432, 32
  %437 = trunc i64 %436 to i32
  %438 = trunc i64 %432 to i32
  %439 = xor i32 %437, %422
  %440 = xor i32 %439, %427
  %441 = xor i32 %434, %419
  %442 = xor i32 %441, %428
  %443 = add i32 %427, -1640531527
  %444 = add i32 %428, -1150833019
  %445 = zext i32 %440 to i64
  %446 = mul i64 3528531795, %445
  %447 = zext i32 %442 to i64
  %448 = mul i64 3449720151, %447
  %449 = lshr i64 %446, 32
  %450 = trunc i64 %449 to i32
  %451 = trunc i64 %446 to i32
  %452 = lshr i64 %448, 32
  %453 = trunc i64 %452 to i32
  %454 = trunc i64 %448 to i32
  %455 = xor i32 %453, %438
  %456 = xor i32 %455, %443
  %457 = xor i32 %450, %435
  %458 = xor i32 %457, %444
  %459 = add i32 %443, -1640531527
  %460 = add i32 %444, -1150833019
  %461 = zext i32 %456 to i64
  %462 = mul i64 3528531795, %461
  %463 = zext i32 %458 to i64
  %464 = mul i64 3449720151, %463
  %465 = lshr i64 %462, 32
  %466 = trunc i64 %465 to i32
  %467 = trunc i64 %462 to i32
  %468 = lshr i64 %464, 32
  %469 = trunc i64 %468 to i32
  %470 = trunc i64 %464 to i32
  %471 = xor i32 %469, %454
  %472 = xor i32 %471, %459
  %473 = xor i32 %466, %451
  %474 = xor i32 %473, %460
  %475 = add i32 %459, -1640531527
  %476 = add i32 %460, -1150833019
  %477 = zext i32 %472 to i64
  %478 = mul i64 3528531795, %477
  %479 = zext i32 %474 to i64
  %480 = mul i64 3449720151, %479
  %481 = lshr i64 %478, 32
  %482 = trunc i64 %481 to i32
  %483 = trunc i64 %478 to i32
  %484 = lshr i64 %480, 32
  %485 = trunc i64 %484 to i32
  %486 = trunc i64 %480 to i32
  %487 = xor i32 %485, %470
  %488 = xor i32 %487, %475
  %489 = xor i32 %482, %467
  %490 = xor i32 %489, %476
  %491 = add i32 %475, -1640531527
  %492 = add i32 %476, -1150833019
  %493 = zext i32 %488 to i64
  %494 = mul i64 3528531795, %493
  %495 = zext i32 %490 to i64
  %496 = mul i64 3449720151, %495
  %497 = lshr i64 %494, 32
  %498 = trunc i64 %497 to i32
  %499 = trunc i64 %494 to i32
  %500 = lshr i64 %496, 32
  %501 = trunc i64 %500 to i32
  %502 = trunc i64 %496 to i32
  %503 = xor i32 %501, %486
  %504 = xor i32 %503, %491
  %505 = xor i32 %498, %483
  %506 = xor i32 %505, %492
  %507 = add i32 %491, -1640531527
  %508 = add i32 %492, -1150833019
  %509 = zext i32 %504 to i64
  %510 = mul i64 3528531795, %509
  %511 = zext i32 %506 to i64
  %512 = mul i64 3449720151, %511
  %513 = lshr i64 %510, 32
  %514 = trunc i64 %513 to i32
  %515 = trunc i64 %510 to i32
  %516 = lshr i64 %512, 32
  %517 = trunc i64 %516 to i32
  %518 = trunc i64 %512 to i32
  %519 = xor i32 %517, %502
  %520 = xor i32 %519, %507
  %521 = xor i32 %514, %499
  %522 = xor i32 %521, %508
  %523 = add i32 %507, -1640531527
  %524 = add i32 %508, -1150833019
  %525 = zext i32 %520 to i64
  %526 = mul i64 3528531795, %525
  %527 = zext i32 %522 to i64
  %528 = mul i64 3449720151, %527
  %529 = lshr i64 %526, 32
  %530 = trunc i64 %529 to i32
  %531 = trunc i64 %526 to i32
  %532 = lshr i64 %528, 32
  %533 = trunc i64 %532 to i32
  %534 = trunc i64 %528 to i32
  %535 = xor i32 %533, %518
  %536 = xor i32 %535, %523
  %537 = xor i32 %530, %515
  %538 = xor i32 %537, %524
  %539 = add i32 %523, -1640531527
  %540 = add i32 %524, -1150833019
  %541 = zext i32 %536 to i64
  %542 = mul i64 3528531795, %541
  %543 = zext i32 %538 to i64
  %544 = mul i64 3449720151, %543
  %545 = lshr i64 %542, 32
  %546 = trunc i64 %545 to i32
  %547 = trunc i64 %542 to i32
  %548 = lshr i64 %544, 32
  %549 = trunc i64 %548 to i32
  %550 = trunc i64 %544 to i32
  %551 = xor i32 %549, %534
  %552 = xor i32 %551, %539
  %553 = xor i32 %546, %531
  %554 = xor i32 %553, %540
  %555 = uitofp i32 %552 to double
  %556 = fadd double %555, 5.000000e-01
  %557 = fmul double %556, 0x3DF0000000000000
  %558 = uitofp i32 %550 to double
  %559 = fadd double %558, 5.000000e-01
  %560 = fmul double %559, 0x3DF0000000000000
  %561 = bitcast double %557 to i64
  %562 = lshr i64 %561, 32
  %563 = add i64 %562, 614242
  %564 = lshr i64 %563, 20
  %565 = sub i64 %564, 1023
  %566 = and i64 %563, 1048575
  %567 = add i64 %566, 1072079006
  %568 = shl i64 %567, 32
  %569 = and i64 %561, 4294967295
  %570 = or i64 %568, %569
  %571 = bitcast i64 %570 to double
  %572 = fsub double %571, 1.000000e+00
  %573 = fmul double 5.000000e-01, %572
  %574 = fmul double %573, %572
  %575 = fadd double 2.000000e+00, %572
  %576 = fdiv double %572, %575
  %577 = fmul double %576, %576
  %578 = fmul double %577, %577
  %579 = fmul double %578, 0x3FC39A09D078C69F
  %580 = fadd double 0x3FCC71C51D8E78AF, %579
  %581 = fmul double %578, %580
  %582 = fadd double 0x3FD999999997FA04, %581
  %583 = fmul double %578, %582
  %584 = fmul double %578, 0x3FC2F112DF3E5244
  %585 = fadd double 0x3FC7466496CB03DE, %584
  %586 = fmul double %578, %585
  %587 = fadd double 0x3FD2492494229359, %586
  %588 = fmul double %578, %587
  %589 = fadd double 0x3FE5555555555593, %588
  %590 = fmul double %577, %589
  %591 = fadd double %590, %583
  %592 = sitofp i64 %565 to double
  %593 = fadd double %574, %591
  %594 = fmul double %576, %593
  %595 = fmul double %592, 0x3DEA39EF35793C76
  %596 = fadd double %594, %595
  %597 = fsub double %596, %574
  %598 = fadd double %597, %572
  %599 = fmul double %592, 0x3FE62E42FEE00000
  %600 = fadd double %598, %599
  %601 = fmul double -2.000000e+00, %600
  %602 = call double @llvm.sqrt.f64(double %601)
  %603 = fmul double 0x401921FB54442D18, %560
  %604 = fmul double %603, 0x3FE45F306DC9C883
  %605 = fadd double %604, 0x4338000000000000
  %606 = bitcast double %605 to i64
  %607 = fsub double %605, 0x4338000000000000
  %608 = fmul double %607, 0x3FF921FB54400000
  %609 = fsub double %603, %608
  %610 = fmul double %607, 0x3DD0B4611A626331
  %611 = fmul double %607, 0x3DD0B4611A600000
  %612 = fsub double %609, %611
  %613 = fmul double %607, 0x3BA3198A2E037073
  %614 = fsub double %609, %612
  %615 = fsub double %614, %611
  %616 = fsub double %613, %615
  %617 = fsub double %609, %610
  %618 = bitcast double %603 to i64
  %619 = lshr i64 %618, 52
  %620 = and i64 %619, 2047
  %621 = bitcast double %617 to i64
  %622 = lshr i64 %621, 52
  %623 = and i64 %622, 2047
  %624 = add i64 %623, 16
  %625 = icmp ult i64 %624, %620
  %626 = select i1 %625, double %612, double %609
  %627 = select i1 %625, double %616, double %610
  %628 = fsub double %626, %627
  %629 = fsub double %626, %628
  %630 = fsub double %629, %627
  %631 = fmul double %628, %628
  %632 = fmul double %631, %631
  %633 = fmul double %631, 0x3EFA01A019CB1590
  %634 = fadd double 0xBF56C16C16C15177, %633
  %635 = fmul double %631, %634
  %636 = fadd double 0x3FA555555555554C, %635
  %637 = fmul double %631, %636
  %638 = fmul double %631, 0xBDA8FAE9BE8838D4
  %639 = fadd double 0x3E21EE9EBDB4B1C4, %638
  %640 = fmul double %631, %639
  %641 = fadd double 0xBE927E4F809C52AD, %640
  %642 = fmul double %632, %632
  %643 = fmul double %642, %641
  %644 = fadd double %637, %643
  %645 = fmul double 5.000000e-01, %631
  %646 = fsub double 1.000000e+00, %645
  %647 = fsub double 1.000000e+00, %646
  %648 = fsub double %647, %645
  %649 = fmul double %631, %644
  %650 = fmul double %628, %630
  %651 = fsub double %649, %650
  %652 = fadd double %648, %651
  %653 = fadd double %646, %652
  %654 = fmul double %628, %628
  %655 = fmul double %654, %654
  %656 = fmul double %654, 0x3EC71DE357B1FE7D
  %657 = fadd double 0xBF2A01A019C161D5, %656
  %658 = fmul double %654, %657
  %659 = fadd double 0x3F8111111110F8A6, %658
  %660 = fmul double %654, 0x3DE5D93A5ACFD57C
  %661 = fadd double 0xBE5AE5E68A2B9CEB, %660
  %662 = fmul double %654, %655
  %663 = fmul double %662, %661
  %664 = fadd double %659, %663
  %665 = fmul double %654, %628
  %666 = fmul double 5.000000e-01, %630
  %667 = fmul double %665, %664
  %668 = fsub double %666, %667
  %669 = fmul double %654, %668
  %670 = fsub double %669, %630
  %671 = fmul double %665, 0xBFC5555555555549
  %672 = fsub double %670, %671
  %673 = fsub double %628, %672
  %674 = fneg double %653
  %675 = fneg double %673
  %676 = and i64 %606, 1
  %677 = and i64 %606, 2
  %678 = icmp eq i64 %676, 1
  %679 = icmp eq i64 %677, 2
  %680 = select i1 %679, double %674, double %653
  %681 = select i1 %679, double %673, double %675
  %682 = select i1 %678, double %681, double %680
  %683 = fmul double %602, %682
  %684 = fptrunc double %683 to float
  %685 = fmul float %684, %noise_scale15
  %686 = fadd float %386, %685
  %bits44 = bitcast float %686 to i32
  %magnitude45 = and i32 %bits44, 2147483647
  %is_nan46 = icmp ugt i32 %magnitude45, 2139095040
  %canonical47 = select i1 %is_nan46, i32 2143289344, i32 %bits44
  store i32 %canonical47, ptr %371, align 4
  br label %slot.done42

slot.done42:                                      ; preds = %slot.then41, %slot.done37
  %feature48 = add i64 %lane, 2048
  %valid49 = icmp ult i64 %feature48, %n_features
  %687 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done42
  %688 = load float, ptr %687, align 4
  %689 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %690 = fsub float %689, 4.000000e+00
  %691 = fmul float 2.000000e+00, %690
  %692 = fmul float 0x3F847AE140000000, %691
  %693 = fmul float 2.000000e+00, %688
  %694 = fmul float %692, %693
  %695 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature48
  %696 = load float, ptr addrspace(1) %695, align 4
  %697 = fsub float %688, %696
  %698 = fmul float 2.000000e+00, %697
  %699 = fmul float 5.000000e-01, %698
  %700 = fadd float %694, %699
  %701 = fmul float %700, %eta
  %702 = fsub float %688, %701
  %703 = mul i64 %row, %n_features
  %element52 = add i64 %703, %feature48
  %704 = trunc i64 %key0 to i32
  %705 = lshr i64 %key0, 32
  %706 = trunc i64 %705 to i32
  %707 = trunc i64 %element52 to i32
  %708 = trunc i64 %key1_step to i32
  %709 = lshr i64 %key1_step, 32
  %710 = trunc i64 %709 to i32
  %711 = lshr i64 %element52, 32
  %712 = trunc i64 %711 to i32
  %713 = zext i32 %707 to i64
  %714 = mul i64 3528531795, %713
  %715 = zext i32 %710 to i64
  %716 = mul i64 3449720151, %715
  %717 = lshr i64 %714, 32
  %718 = trunc i64 %717 to i32
  %719 = trunc i64 %714 to i32
  %720 = lshr i64 %716, 32
  %721 = trunc i64 %720 to i32
  %722 = trunc i64 %716 to i32
  %723 = xor i32 %721, %708
  %724 = xor i32 %723, %704
  %725 = xor i32 %718, %712
  %726 = xor i32 %725, %706
  %727 = add i32 %704, -1640531527
  %728 = add i32 %706, -1150833019
  %729 = zext i32 %724 to i64
  %730 = mul i64 3528531795, %729
  %731 = zext i32 %726 to i64
  %732 = mul i64 3449720151, %731
  %733 = lshr i64 %730, 32
  %734 = trunc i64 %733 to i32
  %735 = trunc i64 %730 to i32
  %736 = lshr i64 %732, 32
  %737 = trunc i64 %736 to i32
  %738 = trunc i64 %732 to i32
  %739 = xor i32 %737, %722
  %740 = xor i32 %739, %727
  %741 = xor i32 %734, %719
  %742 = xor i32 %741, %728
  %743 = add i32 %727, -1640531527
  %744 = add i32 %728, -1150833019
  %745 = zext i32 %740 to i64
  %746 = mul i64 3528531795, %745
  %747 = zext i32 %742 to i64
  %748 = mul i64 3449720151, %747
  %749 = lshr i64 %746, 32
  %750 = trunc i64 %749 to i32
  %751 = trunc i64 %746 to i32
  %752 = lshr i64 %748, 32
  %753 = trunc i64 %752 to i32
  %754 = trunc i64 %748 to i32
  %755 = xor i32 %753, %738
  %756 = xor i32 %755, %743
  %757 = xor i32 %750, %735
  %758 = xor i32 %757, %744
  %759 = add i32 %743, -1640531527
  %760 = add i32 %744, -1150833019
  %761 = zext i32 %756 to i64
  %762 = mul i64 3528531795, %761
  %763 = zext i32 %758 to i64
  %764 = mul i64 3449720151, %763
  %765 = lshr i64 %762, 32
  %766 = trunc i64 %765 to i32
  %767 = trunc i64 %762 to i32
  %768 = lshr i64 %764, 32
  %769 = trunc i64 %768 to i32
  %770 = trunc i64 %764 to i32
  %771 = xor i32 %769, %754
  %772 = xor i32 %771, %759
  %773 = xor i32 %766, %751
  %774 = xor i32 %773, %760
  %775 = add i32 %759, -1640531527
  %776 = add i32 %760, -1150833019
  %777 = zext i32 %772 to i64
  %778 = mul i64 3528531795, %777
  %779 = zext i32 %774 to i64
  %780 = mul i64 3449720151, %779
  %781 = lshr i64 %778, 32
  %782 = trunc i64 %781 to i32
  %783 = trunc i64 %778 to i32
  %784 = lshr i64 %780, 32
  %785 = trunc i64 %784 to i32
  %786 = trunc i64 %780 to i32
  %787 = xor i32 %785, %770
  %788 = xor i32 %787, %775
  %789 = xor i32 %782, %767
  %790 = xor i32 %789, %776
  %791 = add i32 %775, -1640531527
  %792 = add i32 %776, -1150833019
  %793 = zext i32 %788 to i64
  %794 = mul i64 3528531795, %793
  %795 = zext i32 %790 to i64
  %796 = mul i64 3449720151, %795
  %797 = lshr i64 %794, 32
  %798 = trunc i64 %797 to i32
  %799 = trunc i64 %794 to i32
  %800 = lshr i64 %796, 32
  %801 = trunc i64 %800 to i32
  %802 = trunc i64 %796 to i32
  %803 = xor i32 %801, %786
  %804 = xor i32 %803, %791
  %805 = xor i32 %798, %783
  %806 = xor i32 %805, %792
  %807 = add i32 %791, -1640531527
  %808 = add i32 %792, -1150833019
  %809 = zext i32 %804 to i64
  %810 = mul i64 3528531795, %809
  %811 = zext i32 %806 to i64
  %812 = mul i64 3449720151, %811
  %813 = lshr i64 %810, 32
  %814 = trunc i64 %813 to i32
  %815 = trunc i64 %810 to i32
  %816 = lshr i64 %812, 32
  %817 = trunc i64 %816 to i32
  %818 = trunc i64 %812 to i32
  %819 = xor i32 %817, %802
  %820 = xor i32 %819, %807
  %821 = xor i32 %814, %799
  %822 = xor i32 %821, %808
  %823 = add i32 %807, -1640531527
  %824 = add i32 %808, -1150833019
  %825 = zext i32 %820 to i64
  %826 = mul i64 3528531795, %825
  %827 = zext i32 %822 to i64
  %828 = mul i64 3449720151, %827
  %829 = lshr i64 %826, 32
  %830 = trunc i64 %829 to i32
  %831 = trunc i64 %826 to i32
  %832 = lshr i64 %828, 32
  %833 = trunc i64 %832 to i32
  %834 = trunc i64 %828 to i32
  %835 = xor i32 %833, %818
  %836 = xor i32 %835, %823
  %837 = xor i32 %830, %815
  %838 = xor i32 %837, %824
  %839 = add i32 %823, -1640531527
  %840 = add i32 %824, -1150833019
  %841 = zext i32 %836 to i64
  %842 = mul i64 3528531795, %841
  %843 = zext i32 %838 to i64
  %844 = mul i64 3449720151, %843
  %845 = lshr i64 %842, 32
  %846 = trunc i64 %845 to i32
  %847 = trunc i64 %842 to i32
  %848 = lshr i64 %844, 32
  %849 = trunc i64 %848 to i32
  %850 = trunc i64 %844 to i32
  %851 = xor i32 %849, %834
  %852 = xor i32 %851, %839
  %853 = xor i32 %846, %831
  %854 = xor i32 %853, %840
  %855 = add i32 %839, -1640531527
  %856 = add i32 %840, -1150833019
  %857 = zext i32 %852 to i64
  %858 = mul i64 3528531795, %857
  %859 = zext i32 %854 to i64
  %860 = mul i64 3449720151, %859
  %861 = lshr i64 %858, 32
  %862 = trunc i64 %861 to i32
  %863 = trunc i64 %858 to i32
  %864 = lshr i64 %860, 32
  %865 = trunc i64 %864 to i32
  %866 = trunc i64 %860 to i32
  %867 = xor i32 %865, %850
  %868 = xor i32 %867, %855
  %869 = xor i32 %862, %847
  %870 = xor i32 %869, %856
  %871 = uitofp i32 %868 to double
  %872 = fadd double %871, 5.000000e-01
  %873 = fmul double %872, 0x3DF0000000000000
  %874 = uitofp i32 %866 to double
  %875 = fadd double %874, 5.000000e-01
  %876 = fmul double %875, 0x3DF0000000000000
  %877 = bitcast double %873 to i64
  %878 = lshr i64 %877, 32
  %879 = add i64 %878, 614242
  %880 = lshr i64 %879, 20
  %881 = sub i64 %880, 1023
  %882 = and i64 %879, 1048575
  %883 = add i64 %882, 1072079006
  %884 = shl i64 %883, 32
  %885 = and i64 %877, 4294967295
  %886 = or i64 %884, %885
  %887 = bitcast i64 %886 to double
  %888 = fsub double %887, 1.000000e+00
  %889 = fmul double 5.000000e-01, %888
  %890 = fmul double %889, %888
  %891 = fadd double 2.000000e+00, %888
  %892 = fdiv double %888, %891
  %893 = fmul double %892, %892
  %894 = fmul double %893, %893
  %895 = fmul double %894, 0x3FC39A09D078C69F
  %896 = fadd double 0x3FCC71C51D8E78AF, %895
  %897 = fmul double %894, %896
  %898 = fadd double 0x3FD999999997FA04, %897
  %899 = fmul double %894, %898
  %900 = fmul double %894, 0x3FC2F112DF3E5244
  %901 = fadd double 0x3FC7466496CB03DE, %900
  %902 = fmul double %894, %901
  %903 = fadd double 0x3FD2492494229359, %902
  %904 = fmul double %894, %903
  %905 = fadd double 0x3FE5555555555593, %904
  %906 = fmul double %893, %905
  %907 = fadd double %906, %899
  %908 = sitofp i64 %881 to double
  %909 = fadd double %890, %907
  %910 = fmul double %892, %909
  %911 = fmul double %908, 0x3DEA39EF35793C76
  %912 = fadd double %910, %911
  %913 = fsub double %912, %890
  %914 = fadd double %913, %888
  %915 = fmul double %908, 0x3FE62E42FEE00000
  %916 = fadd double %914, %915
  %917 = fmul double -2.000000e+00, %916
  %918 = call double @llvm.sqrt.f64(double %917)
  %919 = fmul double 0x401921FB54442D18, %876
  %920 = fmul double %919, 0x3FE45F306DC9C883
  %921 = fadd double %920, 0x4338000000000000
  %922 = bitcast double %921 to i64
  %923 = fsub double %921, 0x4338000000000000
  %924 = fmul double %923, 0x3FF921FB54400000
  %925 = fsub double %919, %924
  %926 = fmul double %923, 0x3DD0B4611A626331
  %927 = fmul double %923, 0x3DD0B4611A600000
  %928 = fsub double %925, %927
  %929 = fmul double %923, 0x3BA3198A2E037073
  %930 = fsub double %925, %928
  %931 = fsub double %930, %927
  %932 = fsub double %929, %931
  %933 = fsub double %925, %926
  %934 = bitcast double %919 to i64
  %935 = lshr i64 %934, 52
  %936 = and i64 %935, 2047
  %937 = bitcast double %933 to i64
  %938 = lshr i64 %937, 52
  %939 = and i64 %938, 2047
  %940 = add i64 %939, 16
  %941 = icmp ult i64 %940, %936
  %942 = select i1 %941, double %928, double %925
  %943 = select i1 %941, double %932, double %926
  %944 = fsub double %942, %943
  %945 = fsub double %942, %944
  %946 = fsub double %945, %943
  %947 = fmul double %944, %944
  %948 = fmul double %947, %947
  %949 = fmul double %947, 0x3EFA01A019CB1590
  %950 = fadd double 0xBF56C16C16C15177, %949
  %951 = fmul double %947, %950
  %952 = fadd double 0x3FA555555555554C, %951
  %953 = fmul double %947, %952
  %954 = fmul double %947, 0xBDA8FAE9BE8838D4
  %955 = fadd double 0x3E21EE9EBDB4B1C4, %954
  %956 = fmul double %947, %955
  %957 = fadd double 0xBE927E4F809C52AD, %956
  %958 = fmul double %948, %948
  %959 = fmul double %958, %957
  %960 = fadd double %953, %959
  %961 = fmul double 5.000000e-01, %947
  %962 = fsub double 1.000000e+00, %961
  %963 = fsub double 1.000000e+00, %962
  %964 = fsub double %963, %961
  %965 = fmul double %947, %960
  %966 = fmul double %944, %946
  %967 = fsub double %965, %966
  %968 = fadd double %964, %967
  %969 = fadd double %962, %968
  %970 = fmul double %944, %944
  %971 = fmul double %970, %970
  %972 = fmul double %970, 0x3EC71DE357B1FE7D
  %973 = fadd double 0xBF2A01A019C161D5, %972
  %974 = fmul double %970, %973
  %975 = fadd double 0x3F8111111110F8A6, %974
  %976 = fmul double %970, 0x3DE5D93A5ACFD57C
  %977 = fadd double 0xBE5AE5E68A2B9CEB, %976
  %978 = fmul double %970, %971
  %979 = fmul double %978, %977
  %980 = fadd double %975, %979
  %981 = fmul double %970, %944
  %982 = fmul double 5.000000e-01, %946
  %983 = fmul double %981, %980
  %984 = fsub double %982, %983
  %985 = fmul double %970, %984
  %986 = fsub double %985, %946
  %987 = fmul double %981, 0xBFC5555555555549
  %988 = fsub double %986, %987
  %989 = fsub double %944, %988
  %990 = fneg double %969
  %991 = fneg double %989
  %992 = and i64 %922, 1
  %993 = and i64 %922, 2
  %994 = icmp eq i64 %992, 1
  %995 = icmp eq i64 %993, 2
  %996 = select i1 %995, double %990, double %969
  %997 = select i1 %995, double %989, double %991
  %998 = select i1 %994, double %997, double %996
  %999 = fmul double %918, %998
  %1000 = fptrunc double %999 to float
  %1001 = fmul float %1000, %noise_scale15
  %1002 = fadd float %702, %1001
  %bits53 = bitcast float %1002 to i32
  %magnitude54 = and i32 %bits53, 2147483647
  %is_nan55 = icmp ugt i32 %magnitude54, 2139095040
  %canonical56 = select i1 %is_nan55, i32 2143289344, i32 %bits53
  store i32 %canonical56, ptr %687, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done42
  %feature57 = add i64 %lane, 3072
  %valid58 = icmp ult i64 %feature57, %n_features
  %1003 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid58, label %slot.then59, label %slot.done60

slot.then59:                                      ; preds = %slot.done51
  %1004 = load float, ptr %1003, align 4
  %1005 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1006 = fsub float %1005, 4.000000e+00
  %1007 = fmul float 2.000000e+00, %1006
  %1008 = fmul float 0x3F847AE140000000, %1007
  %1009 = fmul float 2.000000e+00, %1004
  %1010 = fmul float %1008, %1009
  %1011 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature57
  %1012 = load float, ptr addrspace(1) %1011, align 4
  %1013 = fsub float %1004, %1012
  %1014 = fmul float 2.000000e+00, %1013
  %1015 = fmul float 5.000000e-01, %1014
  %1016 = fadd float %1010, %1015
  %1017 = fmul float %1016, %eta
  %1018 = fsub float %1004, %1017
  %1019 = mul i64 %row, %n_features
  %element61 = add i64 %1019, %feature57
  %1020 = trunc i64 %key0 to i32
  %1021 = lshr i64 %key0, 32
  %1022 = trunc i64 %1021 to i32
  %1023 = trunc i64 %element61 to i32
  %1024 = trunc i64 %key1_step to i32
  %1025 = lshr i64 %key1_step, 32
  %1026 = trunc i64 %1025 to i32
  %1027 = lshr i64 %element61, 32
  %1028 = trunc i64 %1027 to i32
  %1029 = zext i32 %1023 to i64
  %1030 = mul i64 3528531795, %1029
  %1031 = zext i32 %1026 to i64
  %1032 = mul i64 3449720151, %1031
  %1033 = lshr i64 %1030, 32
  %1034 = trunc i64 %1033 to i32
  %1035 = trunc i64 %1030 to i32
  %1036 = lshr i64 %1032, 32
  %1037 = trunc i64 %1036 to i32
  %1038 = trunc i64 %1032 to i32
  %1039 = xor i32 %1037, %1024
  %1040 = xor i32 %1039, %1020
  %1041 = xor i32 %1034, %1028
  %1042 = xor i32 %1041, %1022
  %1043 = add i32 %1020, -1640531527
  %1044 = add i32 %1022, -1150833019
  %1045 = zext i32 %1040 to i64
  %1046 = mul i64 3528531795, %1045
  %1047 = zext i32 %1042 to i64
  %1048 = mul i64 3449720151, %1047
  %1049 = lshr i64 %1046, 32
  %1050 = trunc i64 %1049 to i32
  %1051 = trunc i64 %1046 to i32
  %1052 = lshr i64 %1048, 32
  %1053 = trunc i64 %1052 to i32
  %1054 = trunc i64 %1048 to i32
  %1055 = xor i32 %1053, %1038
  %1056 = xor i32 %1055, %1043
  %1057 = xor i32 %1050, %1035
  %1058 = xor i32 %1057, %1044
  %1059 = add i32 %1043, -1640531527
  %1060 = add i32 %1044, -1150833019
  %1061 = zext i32 %1056 to i64
  %1062 = mul i64 3528531795, %1061
  %1063 = zext i32 %1058 to i64
  %1064 = mul i64 3449720151, %1063
  %1065 = lshr i64 %1062, 32
  %1066 = trunc i64 %1065 to i32
  %1067 = trunc i64 %1062 to i32
  %1068 = lshr i64 %1064, 32
  %1069 = trunc i64 %1068 to i32
  %1070 = trunc i64 %1064 to i32
  %1071 = xor i32 %1069, %1054
  %1072 = xor i32 %1071, %1059
  %1073 = xor i32 %1066, %1051
  %1074 = xor i32 %1073, %1060
  %1075 = add i32 %1059, -1640531527
  %1076 = add i32 %1060, -1150833019
  %1077 = zext i32 %1072 to i64
  %1078 = mul i64 3528531795, %1077
  %1079 = zext i32 %1074 to i64
  %1080 = mul i64 3449720151, %1079
  %1081 = lshr i64 %1078, 32
  %1082 = trunc i64 %1081 to i32
  %1083 = trunc i64 %1078 to i32
  %1084 = lshr i64 %1080, 32
  %1085 = trunc i64 %1084 to i32
  %1086 = trunc i64 %1080 to i32
  %1087 = xor i32 %1085, %1070
  %1088 = xor i32 %1087, %1075
  %1089 = xor i32 %1082, %1067
  %1090 = xor i32 %1089, %1076
  %1091 = add i32 %1075, -1640531527
  %1092 = add i32 %1076, -1150833019
  %1093 = zext i32 %1088 to i64
  %1094 = mul i64 3528531795, %1093
  %1095 = zext i32 %1090 to i64
  %1096 = mul i64 3449720151, %1095
  %1097 = lshr i64 %1094, 32
  %1098 = trunc i64 %1097 to i32
  %1099 = trunc i64 %1094 to i32
  %1100 = lshr i64 %1096, 32
  %1101 = trunc i64 %1100 to i32
  %1102 = trunc i64 %1096 to i32
  %1103 = xor i32 %1101, %1086
  %1104 = xor i32 %1103, %1091
  %1105 = xor i32 %1098, %1083
  %1106 = xor i32 %1105, %1092
  %1107 = add i32 %1091, -1640531527
  %1108 = add i32 %1092, -1150833019
  %1109 = zext i32 %1104 to i64
  %1110 = mul i64 3528531795, %1109
  %1111 = zext i32 %1106 to i64
  %1112 = mul i64 3449720151, %1111
  %1113 = lshr i64 %1110, 32
  %1114 = trunc i64 %1113 to i32
  %1115 = trunc i64 %1110 to i32
  %1116 = lshr i64 %1112, 32
  %1117 = trunc i64 %1116 to i32
  %1118 = trunc i64 %1112 to i32
  %1119 = xor i32 %1117, %1102
  %1120 = xor i32 %1119, %1107
  %1121 = xor i32 %1114, %1099
  %1122 = xor i32 %1121, %1108
  %1123 = add i32 %1107, -1640531527
  %1124 = add i32 %1108, -1150833019
  %1125 = zext i32 %1120 to i64
  %1126 = mul i64 3528531795, %1125
  %1127 = zext i32 %1122 to i64
  %1128 = mul i64 3449720151, %1127
  %1129 = lshr i64 %1126, 32
  %1130 = trunc i64 %1129 to i32
  %1131 = trunc i64 %1126 to i32
  %1132 = lshr i64 %1128, 32
  %1133 = trunc i64 %1132 to i32
  %1134 = trunc i64 %1128 to i32
  %1135 = xor i32 %1133, %1118
  %1136 = xor i32 %1135, %1123
  %1137 = xor i32 %1130, %1115
  %1138 = xor i32 %1137, %1124
  %1139 = add i32 %1123, -1640531527
  %1140 = add i32 %1124, -1150833019
  %1141 = zext i32 %1136 to i64
  %1142 = mul i64 3528531795, %1141
  %1143 = zext i32 %1138 to i64
  %1144 = mul i64 3449720151, %1143
  %1145 = lshr i64 %1142, 32
  %1146 = trunc i64 %1145 to i32
  %1147 = trunc i64 %1142 to i32
  %1148 = lshr i64 %1144, 32
  %1149 = trunc i64 %1148 to i32
  %1150 = trunc i64 %1144 to i32
  %1151 = xor i32 %1149, %1134
  %1152 = xor i32 %1151, %1139
  %1153 = xor i32 %1146, %1131
  %1154 = xor i32 %1153, %1140
  %1155 = add i32 %1139, -1640531527
  %1156 = add i32 %1140, -1150833019
  %1157 = zext i32 %1152 to i64
  %1158 = mul i64 3528531795, %1157
  %1159 = zext i32 %1154 to i64
  %1160 = mul i64 3449720151, %1159
  %1161 = lshr i64 %1158, 32
  %1162 = trunc i64 %1161 to i32
  %1163 = trunc i64 %1158 to i32
  %1164 = lshr i64 %1160, 32
  %1165 = trunc i64 %1164 to i32
  %1166 = trunc i64 %1160 to i32
  %1167 = xor i32 %1165, %1150
  %1168 = xor i32 %1167, %1155
  %1169 = xor i32 %1162, %1147
  %1170 = xor i32 %1169, %1156
  %1171 = add i32 %1155, -1640531527
  %1172 = add i32 %1156, -1150833019
  %1173 = zext i32 %1168 to i64
  %1174 = mul i64 3528531795, %1173
  %1175 = zext i32 %1170 to i64
  %1176 = mul i64 3449720151, %1175
  %1177 = lshr i64 %1174, 32
  %1178 = trunc i64 %1177 to i32
  %1179 = trunc i64 %1174 to i32
  %1180 = lshr i64 %1176, 32
  %1181 = trunc i64 %1180 to i32
  %1182 = trunc i64 %1176 to i32
  %1183 = xor i32 %1181, %1166
  %1184 = xor i32 %1183, %1171
  %1185 = xor i32 %1178, %1163
  %1186 = xor i32 %1185, %1172
  %1187 = uitofp i32 %1184 to double
  %1188 = fadd double %1187, 5.000000e-01
  %1189 = fmul double %1188, 0x3DF0000000000000
  %1190 = uitofp i32 %1182 to double
  %1191 = fadd double %1190, 5.000000e-01
  %1192 = fmul double %1191, 0x3DF0000000000000
  %1193 = bitcast double %1189 to i64
  %1194 = lshr i64 %1193, 32
  %1195 = add i64 %1194, 614242
  %1196 = lshr i64 %1195, 20
  %1197 = sub i64 %1196, 1023
  %1198 = and i64 %1195, 1048575
  %1199 = add i64 %1198, 1072079006
  %1200 = shl i64 %1199, 32
  %1201 = and i64 %1193, 4294967295
  %1202 = or i64 %1200, %1201
  %1203 = bitcast i64 %1202 to double
  %1204 = fsub double %1203, 1.000000e+00
  %1205 = fmul double 5.000000e-01, %1204
  %1206 = fmul double %1205, %1204
  %1207 = fadd double 2.000000e+00, %1204
  %1208 = fdiv double %1204, %1207
  %1209 = fmul double %1208, %1208
  %1210 = fmul double %1209, %1209
  %1211 = fmul double %1210, 0x3FC39A09D078C69F
  %1212 = fadd double 0x3FCC71C51D8E78AF, %1211
  %1213 = fmul double %1210, %1212
  %1214 = fadd double 0x3FD999999997FA04, %1213
  %1215 = fmul double %1210, %1214
  %1216 = fmul double %1210, 0x3FC2F112DF3E5244
  %1217 = fadd double 0x3FC7466496CB03DE, %1216
  %1218 = fmul double %1210, %1217
  %1219 = fadd double 0x3FD2492494229359, %1218
  %1220 = fmul double %1210, %1219
  %1221 = fadd double 0x3FE5555555555593, %1220
  %1222 = fmul double %1209, %1221
  %1223 = fadd double %1222, %1215
  %1224 = sitofp i64 %1197 to double
  %1225 = fadd double %1206, %1223
  %1226 = fmul double %1208, %1225
  %1227 = fmul double %1224, 0x3DEA39EF35793C76
  %1228 = fadd double %1226, %1227
  %1229 = fsub double %1228, %1206
  %1230 = fadd double %1229, %1204
  %1231 = fmul double %1224, 0x3FE62E42FEE00000
  %1232 = fadd double %1230, %1231
  %1233 = fmul double -2.000000e+00, %1232
  %1234 = call double @llvm.sqrt.f64(double %1233)
  %1235 = fmul double 0x401921FB54442D18, %1192
  %1236 = fmul double %1235, 0x3FE45F306DC9C883
  %1237 = fadd double %1236, 0x4338000000000000
  %1238 = bitcast double %1237 to i64
  %1239 = fsub double %1237, 0x4338000000000000
  %1240 = fmul double %1239, 0x3FF921FB54400000
  %1241 = fsub double %1235, %1240
  %1242 = fmul double %1239, 0x3DD0B4611A626331
  %1243 = fmul double %1239, 0x3DD0B4611A600000
  %1244 = fsub double %1241, %1243
  %1245 = fmul double %1239, 0x3BA3198A2E037073
  %1246 = fsub double %1241, %1244
  %1247 = fsub double %1246, %1243
  %1248 = fsub double %1245, %1247
  %1249 = fsub double %1241, %1242
  %1250 = bitcast double %1235 to i64
  %1251 = lshr i64 %1250, 52
  %1252 = and i64 %1251, 2047
  %1253 = bitcast double %1249 to i64
  %1254 = lshr i64 %1253, 52
  %1255 = and i64 %1254, 2047
  %1256 = add i64 %1255, 16
  %1257 = icmp ult i64 %1256, %1252
  %1258 = select i1 %1257, double %1244, double %1241
  %1259 = select i1 %1257, double %1248, double %1242
  %1260 = fsub double %1258, %1259
  %1261 = fsub double %1258, %1260
  %1262 = fsub double %1261, %1259
  %1263 = fmul double %1260, %1260
  %1264 = fmul double %1263, %1263
  %1265 = fmul double %1263, 0x3EFA01A019CB1590
  %1266 = fadd double 0xBF56C16C16C15177, %1265
  %1267 = fmul double %1263, %1266
  %1268 = fadd double 0x3FA555555555554C, %1267
  %1269 = fmul double %1263, %1268
  %1270 = fmul double %1263, 0xBDA8FAE9BE8838D4
  %1271 = fadd double 0x3E21EE9EBDB4B1C4, %1270
  %1272 = fmul double %1263, %1271
  %1273 = fadd double 0xBE927E4F809C52AD, %1272
  %1274 = fmul double %1264, %1264
  %1275 = fmul double %1274, %1273
  %1276 = fadd double %1269, %1275
  %1277 = fmul double 5.000000e-01, %1263
  %1278 = fsub double 1.000000e+00, %1277
  %1279 = fsub double 1.000000e+00, %1278
  %1280 = fsub double %1279, %1277
  %1281 = fmul double %1263, %1276
  %1282 = fmul double %1260, %1262
  %1283 = fsub double %1281, %1282
  %1284 = fadd double %1280, %1283
  %1285 = fadd double %1278, %1284
  %1286 = fmul double %1260, %1260
  %1287 = fmul double %1286, %1286
  %1288 = fmul double %1286, 0x3EC71DE357B1FE7D
  %1289 = fadd double 0xBF2A01A019C161D5, %1288
  %1290 = fmul double %1286, %1289
  %1291 = fadd double 0x3F8111111110F8A6, %1290
  %1292 = fmul double %1286, 0x3DE5D93A5ACFD57C
  %1293 = fadd double 0xBE5AE5E68A2B9CEB, %1292
  %1294 = fmul double %1286, %1287
  %1295 = fmul double %1294, %1293
  %1296 = fadd double %1291, %1295
  %1297 = fmul double %1286, %1260
  %1298 = fmul double 5.000000e-01, %1262
  %1299 = fmul double %1297, %1296
  %1300 = fsub double %1298, %1299
  %1301 = fmul double %1286, %1300
  %1302 = fsub double %1301, %1262
  %1303 = fmul double %1297, 0xBFC5555555555549
  %1304 = fsub double %1302, %1303
  %1305 = fsub double %1260, %1304
  %1306 = fneg double %1285
  %1307 = fneg double %1305
  %1308 = and i64 %1238, 1
  %1309 = and i64 %1238, 2
  %1310 = icmp eq i64 %1308, 1
  %1311 = icmp eq i64 %1309, 2
  %1312 = select i1 %1311, double %1306, double %1285
  %1313 = select i1 %1311, double %1305, double %1307
  %1314 = select i1 %1310, double %1313, double %1312
  %1315 = fmul double %1234, %1314
  %1316 = fptrunc double %1315 to float
  %1317 = fmul float %1316, %noise_scale15
  %1318 = fadd float %1018, %1317
  %bits62 = bitcast float %1318 to i32
  %magnitude63 = and i32 %bits62, 2147483647
  %is_nan64 = icmp ugt i32 %magnitude63, 2139095040
  %canonical65 = select i1 %is_nan64, i32 2143289344, i32 %bits62
  store i32 %canonical65, ptr %1003, align 4
  br label %slot.done60

slot.done60:                                      ; preds = %slot.then59, %slot.done51
  br label %noise.done

uniform_sinks.then68:                             ; preds = %quiet
  br label %uniform_sinks.done69

uniform_sinks.done69:                             ; preds = %uniform_sinks.then68, %quiet
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %1319 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %uniform_sinks.done69
  %1320 = load float, ptr %1319, align 4
  %1321 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1322 = fsub float %1321, 4.000000e+00
  %1323 = fmul float 2.000000e+00, %1322
  %1324 = fmul float 0x3F847AE140000000, %1323
  %1325 = fmul float 2.000000e+00, %1320
  %1326 = fmul float %1324, %1325
  %1327 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature70
  %1328 = load float, ptr addrspace(1) %1327, align 4
  %1329 = fsub float %1320, %1328
  %1330 = fmul float 2.000000e+00, %1329
  %1331 = fmul float 5.000000e-01, %1330
  %1332 = fadd float %1326, %1331
  %1333 = fmul float %1332, %eta
  %1334 = fsub float %1320, %1333
  %1335 = fmul float 0.000000e+00, %noise_scale15
  %1336 = fadd float %1334, %1335
  %bits74 = bitcast float %1334 to i32
  %magnitude75 = and i32 %bits74, 2147483647
  %is_nan76 = icmp ugt i32 %magnitude75, 2139095040
  %canonical77 = select i1 %is_nan76, i32 2143289344, i32 %bits74
  store i32 %canonical77, ptr %1319, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %uniform_sinks.done69
  %feature78 = add i64 %lane, 1024
  %valid79 = icmp ult i64 %feature78, %n_features
  %1337 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid79, label %slot.then80, label %slot.done81

slot.then80:                                      ; preds = %slot.done73
  %1338 = load float, ptr %1337, align 4
  %1339 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1340 = fsub float %1339, 4.000000e+00
  %1341 = fmul float 2.000000e+00, %1340
  %1342 = fmul float 0x3F847AE140000000, %1341
  %1343 = fmul float 2.000000e+00, %1338
  %1344 = fmul float %1342, %1343
  %1345 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature78
  %1346 = load float, ptr addrspace(1) %1345, align 4
  %1347 = fsub float %1338, %1346
  %1348 = fmul float 2.000000e+00, %1347
  %1349 = fmul float 5.000000e-01, %1348
  %1350 = fadd float %1344, %1349
  %1351 = fmul float %1350, %eta
  %1352 = fsub float %1338, %1351
  %1353 = fmul float 0.000000e+00, %noise_scale15
  %1354 = fadd float %1352, %1353
  %bits82 = bitcast float %1352 to i32
  %magnitude83 = and i32 %bits82, 2147483647
  %is_nan84 = icmp ugt i32 %magnitude83, 2139095040
  %canonical85 = select i1 %is_nan84, i32 2143289344, i32 %bits82
  store i32 %canonical85, ptr %1337, align 4
  br label %slot.done81

slot.done81:                                      ; preds = %slot.then80, %slot.done73
  %feature86 = add i64 %lane, 2048
  %valid87 = icmp ult i64 %feature86, %n_features
  %1355 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid87, label %slot.then88, label %slot.done89

slot.then88:                                      ; preds = %slot.done81
  %1356 = load float, ptr %1355, align 4
  %1357 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1358 = fsub float %1357, 4.000000e+00
  %1359 = fmul float 2.000000e+00, %1358
  %1360 = fmul float 0x3F847AE140000000, %1359
  %1361 = fmul float 2.000000e+00, %1356
  %1362 = fmul float %1360, %1361
  %1363 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature86
  %1364 = load float, ptr addrspace(1) %1363, align 4
  %1365 = fsub float %1356, %1364
  %1366 = fmul float 2.000000e+00, %1365
  %1367 = fmul float 5.000000e-01, %1366
  %1368 = fadd float %1362, %1367
  %1369 = fmul float %1368, %eta
  %1370 = fsub float %1356, %1369
  %1371 = fmul float 0.000000e+00, %noise_scale15
  %1372 = fadd float %1370, %1371
  %bits90 = bitcast float %1370 to i32
  %magnitude91 = and i32 %bits90, 2147483647
  %is_nan92 = icmp ugt i32 %magnitude91, 2139095040
  %canonical93 = select i1 %is_nan92, i32 2143289344, i32 %bits90
  store i32 %canonical93, ptr %1355, align 4
  br label %slot.done89

slot.done89:                                      ; preds = %slot.then88, %slot.done81
  %feature94 = add i64 %lane, 3072
  %valid95 = icmp ult i64 %feature94, %n_features
  %1373 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid95, label %slot.then96, label %slot.done97

slot.then96:                                      ; preds = %slot.done89
  %1374 = load float, ptr %1373, align 4
  %1375 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1376 = fsub float %1375, 4.000000e+00
  %1377 = fmul float 2.000000e+00, %1376
  %1378 = fmul float 0x3F847AE140000000, %1377
  %1379 = fmul float 2.000000e+00, %1374
  %1380 = fmul float %1378, %1379
  %1381 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature94
  %1382 = load float, ptr addrspace(1) %1381, align 4
  %1383 = fsub float %1374, %1382
  %1384 = fmul float 2.000000e+00, %1383
  %1385 = fmul float 5.000000e-01, %1384
  %1386 = fadd float %1380, %1385
  %1387 = fmul float %1386, %eta
  %1388 = fsub float %1374, %1387
  %1389 = fmul float 0.000000e+00, %noise_scale15
  %1390 = fadd float %1388, %1389
  %bits98 = bitcast float %1388 to i32
  %magnitude99 = and i32 %bits98, 2147483647
  %is_nan100 = icmp ugt i32 %magnitude99, 2139095040
  %canonical101 = select i1 %is_nan100, i32 2143289344, i32 %bits98
  store i32 %canonical101, ptr %1373, align 4
  br label %slot.done97

slot.done97:                                      ; preds = %slot.then96, %slot.done89
  br label %noise.done

slot.then104:                                     ; preds = %step.exit
  %1391 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature102
  %1392 = load float, ptr %24, align 4
  store float %1392, ptr addrspace(1) %1391, align 4
  br label %slot.done105

slot.done105:                                     ; preds = %slot.then104, %step.exit
  %feature106 = add i64 %lane, 1024
  %valid107 = icmp ult i64 %feature106, %n_features
  %1393 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid107, label %slot.then108, label %slot.done109

slot.then108:                                     ; preds = %slot.done105
  %1394 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature106
  %1395 = load float, ptr %1393, align 4
  store float %1395, ptr addrspace(1) %1394, align 4
  br label %slot.done109

slot.done109:                                     ; preds = %slot.then108, %slot.done105
  %feature110 = add i64 %lane, 2048
  %valid111 = icmp ult i64 %feature110, %n_features
  %1396 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid111, label %slot.then112, label %slot.done113

slot.then112:                                     ; preds = %slot.done109
  %1397 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature110
  %1398 = load float, ptr %1396, align 4
  store float %1398, ptr addrspace(1) %1397, align 4
  br label %slot.done113

slot.done113:                                     ; preds = %slot.then112, %slot.done109
  %feature114 = add i64 %lane, 3072
  %valid115 = icmp ult i64 %feature114, %n_features
  %1399 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid115, label %slot.then116, label %slot.done117

slot.then116:                                     ; preds = %slot.done113
  %1400 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature114
  %1401 = load float, ptr %1399, align 4
  store float %1401, ptr addrspace(1) %1400, align 4
  br label %slot.done117

slot.done117:                                     ; preds = %slot.then116, %slot.done113
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w8192(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
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

row.done:                                         ; preds = %slot.done233, %entry
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
  %step = phi i64 [ 0, %slot.done28 ], [ %82, %noise.done ]
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
  %feature202 = add i64 %lane, 0
  %valid203 = icmp ult i64 %feature202, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid203, label %slot.then204, label %slot.done205

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
  %68 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %68, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done63
  %tree_sum = phi i64 [ 0, %slot.done63 ], [ %78, %tree_sum.pairs.exit ]
  %69 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %69, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %70 = add i64 %68, %span
  %pairs = lshr i64 %70, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %77, %tree_sum.pairs.body ]
  %71 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %71, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %72 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %left
  %73 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %right
  %74 = load float, ptr addrspace(3) %72, align 4
  %75 = load float, ptr addrspace(3) %73, align 4
  %76 = fadd float %74, %75
  store float %76, ptr addrspace(3) %72, align 4
  %77 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %78 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %79 = load float, ptr addrspace(3) @tessera_fold_scratch_w8192, align 4
  store float %79, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %80 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature134 = add i64 %lane, 0
  %valid135 = icmp ult i64 %feature134, %n_features
  %81 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then136, label %uniform_sinks.done137

noise.done:                                       ; preds = %slot.done197, %slot.done128
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %82 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %83 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %uniform_sinks.done
  %84 = load float, ptr %83, align 4
  %85 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %86 = fsub float %85, 4.000000e+00
  %87 = fmul float 2.000000e+00, %86
  %88 = fmul float 0x3F847AE140000000, %87
  %89 = fmul float 2.000000e+00, %84
  %90 = fmul float %88, %89
  %91 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %92 = load float, ptr addrspace(1) %91, align 4
  %93 = fsub float %84, %92
  %94 = fmul float 2.000000e+00, %93
  %95 = fmul float 5.000000e-01, %94
  %96 = fadd float %90, %95
  %97 = fmul float %96, %eta
  %98 = fsub float %84, %97
  %99 = mul i64 %row, %n_features
  %element = add i64 %99, %feature66
  %100 = trunc i64 %key0 to i32
  %101 = lshr i64 %key0, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %element to i32
  %104 = trunc i64 %key1_step to i32
  %105 = lshr i64 %key1_step, 32
  %106 = trunc i64 %105 to i32
  %107 = lshr i64 %element, 32
  %108 = trunc i64 %107 to i32
  %109 = zext i32 %103 to i64
  %110 = mul i64 3528531795, %109
  %111 = zext i32 %106 to i64
  %112 = mul i64 3449720151, %111
  %113 = lshr i64 %110, 32
  %114 = trunc i64 %113 to i32
  %115 = trunc i64 %110 to i32
  %116 = lshr i64 %112, 32
  %117 = trunc i64 %116 to i32
  %118 = trunc i64 %112 to i32
  %119 = xor i32 %117, %104
  %120 = xor i32 %119, %100
  %121 = xor i32 %114, %108
  %122 = xor i32 %121, %102
  %123 = add i32 %100, -1640531527
  %124 = add i32 %102, -1150833019
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
  %203 = add i32 %187, -1640531527
  %204 = add i32 %188, -1150833019
  %205 = zext i32 %200 to i64
  %206 = mul i64 3528531795, %205
  %207 = zext i32 %202 to i64
  %208 = mul i64 3449720151, %207
  %209 = lshr i64 %206, 32
  %210 = trunc i64 %209 to i32
  %211 = trunc i64 %206 to i32
  %212 = lshr i64 %208, 32
  %213 = trunc i64 %212 to i32
  %214 = trunc i64 %208 to i32
  %215 = xor i32 %213, %198
  %216 = xor i32 %215, %203
  %217 = xor i32 %210, %195
  %218 = xor i32 %217, %204
  %219 = add i32 %203, -1640531527
  %220 = add i32 %204, -1150833019
  %221 = zext i32 %216 to i64
  %222 = mul i64 3528531795, %221
  %223 = zext i32 %218 to i64
  %224 = mul i64 3449720151, %223
  %225 = lshr i64 %222, 32
  %226 = trunc i64 %225 to i32
  %227 = trunc i64 %222 to i32
  %228 = lshr i64 %224, 32
  %229 = trunc i64 %228 to i32
  %230 = trunc i64 %224 to i32
  %231 = xor i32 %229, %214
  %232 = xor i32 %231, %219
  %233 = xor i32 %226, %211
  %234 = xor i32 %233, %220
  %235 = add i32 %219, -1640531527
  %236 = add i32 %220, -1150833019
  %237 = zext i32 %232 to i64
  %238 = mul i64 3528531795, %237
  %239 = zext i32 %234 to i64
  %240 = mul i64 3449720151, %239
  %241 = lshr i64 %238, 32
  %242 = trunc i64 %241 to i32
  %243 = trunc i64 %238 to i32
  %244 = lshr i64 %240, 32
  %245 = trunc i64 %244 to i32
  %246 = trunc i64 %240 to i32
  %247 = xor i32 %245, %230
  %248 = xor i32 %247, %235
  %249 = xor i32 %242, %227
  %250 = xor i32 %249, %236
  %251 = add i32 %235, -1640531527
  %252 = add i32 %236, -1150833019
  %253 = zext i32 %248 to i64
  %254 = mul i64 3528531795, %253
  %255 = zext i32 %250 to i64
  %256 = mul i64 3449720151, %255
  %257 = lshr i64 %254, 32
  %258 = trunc i64 %257 to i32
  %259 = trunc i64 %254 to i32
  %260 = lshr i64 %256, 32
  %261 = trunc i64 %260 to i32
  %262 = trunc i64 %256 to i32
  %263 = xor i32 %261, %246
  %264 = xor i32 %263, %251
  %265 = xor i32 %258, %243
  %266 = xor i32 %265, %252
  %267 = uitofp i32 %264 to double
  %268 = fadd double %267, 5.000000e-01
  %269 = fmul double %268, 0x3DF0000000000000
  %270 = uitofp i32 %262 to double
  %271 = fadd double %270, 5.000000e-01
  %272 = fmul double %271, 0x3DF0000000000000
  %273 = bitcast double %269 to i64
  %274 = lshr i64 %273, 32
  %275 = add i64 %274, 614242
  %276 = lshr i64 %275, 20
  %277 = sub i64 %276, 1023
  %278 = and i64 %275, 1048575
  %279 = add i64 %278, 1072079006
  %280 = shl i64 %279, 32
  %281 = and i64 %273, 4294967295
  %282 = or i64 %280, %281
  %283 = bitcast i64 %282 to double
  %284 = fsub double %283, 1.000000e+00
  %285 = fmul double 5.000000e-01, %284
  %286 = fmul double %285, %284
  %287 = fadd double 2.000000e+00, %284
  %288 = fdiv double %284, %287
  %289 = fmul double %288, %288
  %290 = fmul double %289, %289
  %291 = fmul double %290, 0x3FC39A09D078C69F
  %292 = fadd double 0x3FCC71C51D8E78AF, %291
  %293 = fmul double %290, %292
  %294 = fadd double 0x3FD999999997FA04, %293
  %295 = fmul double %290, %294
  %296 = fmul double %290, 0x3FC2F112DF3E5244
  %297 = fadd double 0x3FC7466496CB03DE, %296
  %298 = fmul double %290, %297
  %299 = fadd double 0x3FD2492494229359, %298
  %300 = fmul double %290, %299
  %301 = fadd double 0x3FE5555555555593, %300
  %302 = fmul double %289, %301
  %303 = fadd double %302, %295
  %304 = sitofp i64 %277 to double
  %305 = fadd double %286, %303
  %306 = fmul double %288, %305
  %307 = fmul double %304, 0x3DEA39EF35793C76
  %308 = fadd double %306, %307
  %309 = fsub double %308, %286
  %310 = fadd double %309, %284
  %311 = fmul double %304, 0x3FE62E42FEE00000
  %312 = fadd double %310, %311
  %313 = fmul double -2.000000e+00, %312
  %314 = call double @llvm.sqrt.f64(double %313)
  %315 = fmul double 0x401921FB54442D18, %272
  %316 = fmul double %315, 0x3FE45F306DC9C883
  %317 = fadd double %316, 0x4338000000000000
  %318 = bitcast double %317 to i64
  %319 = fsub double %317, 0x4338000000000000
  %320 = fmul double %319, 0x3FF921FB54400000
  %321 = fsub double %315, %320
  %322 = fmul double %319, 0x3DD0B4611A626331
  %323 = fmul double %319, 0x3DD0B4611A600000
  %324 = fsub double %321, %323
  %325 = fmul double %319, 0x3BA3198A2E037073
  %326 = fsub double %321, %324
  %327 = fsub double %326, %323
  %328 = fsub double %325, %327
  %329 = fsub double %321, %322
  %330 = bitcast double %315 to i64
  %331 = lshr i64 %330, 52
  %332 = and i64 %331, 2047
  %333 = bitcast double %329 to i64
  %334 = lshr i64 %333, 52
  %335 = and i64 %334, 2047
  %336 = add i64 %335, 16
  %337 = icmp ult i64 %336, %332
  %338 = select i1 %337, double %324, double %321
  %339 = select i1 %337, double %328, double %322
  %340 = fsub double %338, %339
  %341 = fsub double %338, %340
  %342 = fsub double %341, %339
  %343 = fmul double %340, %340
  %344 = fmul double %343, %343
  %345 = fmul double %343, 0x3EFA01A019CB1590
  %346 = fadd double 0xBF56C16C16C15177, %345
  %347 = fmul double %343, %346
  %348 = fadd double 0x3FA555555555554C, %347
  %349 = fmul double %343, %348
  %350 = fmul double %343, 0xBDA8FAE9BE8838D4
  %351 = fadd double 0x3E21EE9EBDB4B1C4, %350
  %352 = fmul double %343, %351
  %353 = fadd double 0xBE927E4F809C52AD, %352
  %354 = fmul double %344, %344
  %355 = fmul double %354, %353
  %356 = fadd double %349, %355
  %357 = fmul double 5.000000e-01, %343
  %358 = fsub double 1.000000e+00, %357
  %359 = fsub double 1.000000e+00, %358
  %360 = fsub double %359, %357
  %361 = fmul double %343, %356
  %362 = fmul double %340, %342
  %363 = fsub double %361, %362
  %364 = fadd double %360, %363
  %365 = fadd double %358, %364
  %366 = fmul double %340, %340
  %367 = fmul double %366, %366
  %368 = fmul double %366, 0x3EC71DE357B1FE7D
  %369 = fadd double 0xBF2A01A019C161D5, %368
  %370 = fmul double %366, %369
  %371 = fadd double 0x3F8111111110F8A6, %370
  %372 = fmul double %366, 0x3DE5D93A5ACFD57C
  %373 = fadd double 0xBE5AE5E68A2B9CEB, %372
  %374 = fmul double %366, %367
  %375 = fmul double %374, %373
  %376 = fadd double %371, %375
  %377 = fmul double %366, %340
  %378 = fmul double 5.000000e-01, %342
  %379 = fmul double %377, %376
  %380 = fsub double %378, %379
  %381 = fmul double %366, %380
  %382 = fsub double %381, %342
  %383 = fmul double %377, 0xBFC5555555555549
  %384 = fsub double %382, %383
  %385 = fsub double %340, %384
  %386 = fneg double %365
  %387 = fneg double %385
  %388 = and i64 %318, 1
  %389 = and i64 %318, 2
  %390 = icmp eq i64 %388, 1
  %391 = icmp eq i64 %389, 2
  %392 = select i1 %391, double %386, double %365
  %393 = select i1 %391, double %385, double %387
  %394 = select i1 %390, double %393, double %392
  %395 = fmul double %314, %394
  %396 = fptrunc double %395 to float
  %397 = fmul float %396, %noise_scale31
  %398 = fadd float %98, %397
  %bits70 = bitcast float %398 to i32
  %magnitude = and i32 %bits70, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits70
  store i32 %canonical, ptr %83, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %uniform_sinks.done
  %feature71 = add i64 %lane, 1024
  %valid72 = icmp ult i64 %feature71, %n_features
  %399 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid72, label %slot.then73, label %slot.done74

slot.then73:                                      ; preds = %slot.done69
  %400 = load float, ptr %399, align 4
  %401 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %402 = fsub float %401, 4.000000e+00
  %403 = fmul float 2.000000e+00, %402
  %404 = fmul float 0x3F847AE140000000, %403
  %405 = fmul float 2.000000e+00, %400
  %406 = fmul float %404, %405
  %407 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature71
  %408 = load float, ptr addrspace(1) %407, align 4
  %409 = fsub float %400, %408
  %410 = fmul float 2.000000e+00, %409
  %411 = fmul float 5.000000e-01, %410
  %412 = fadd float %406, %411
  %413 = fmul float %412, %eta
  %414 = fsub float %400, %413
  %415 = mul i64 %row, %n_features
  %element75 = add i64 %415, %feature71
  %416 = trunc i64 %key0 to i32
  %417 = lshr i64 %key0, 32
  %418 = trunc i64 %417 to i32
  %419 = trunc i64 %element75 to i32
  %420 = trunc i64 %key1_step to i32
  %421 = lshr i64 %key1_step, 32
  %422 = trunc i64 %421 to i32
  %423 = lshr i64 %element75, 32
  %424 = trunc i64 %423 to i32
  %425 = zext i32 %419 to i64
  %426 = mul i64 3528531795, %425
  %427 = zext i32 %422 to i64
  %428 = mul i64 3449720151, %427
  %429 = lshr i64 %426, 32
  %430 = trunc i64 %429 to i32
  %431 = trunc i64 %426 to i32
  %432 = lshr i64 %428, 32
  %433 = trunc i64 %432 to i32
  %434 = trunc i64 %428 to i32
  %435 = xor i32 %433, %420
  %436 = xor i32 %435, %416
  %437 = xor i32 %430, %424
  %438 = xor i32 %437, %418
  %439 = add i32 %416, -1640531527
  %440 = add i32 %418, -1150833019
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
  %551 = add i32 %535, -1640531527
  %552 = add i32 %536, -1150833019
  %553 = zext i32 %548 to i64
  %554 = mul i64 3528531795, %553
  %555 = zext i32 %550 to i64
  %556 = mul i64 3449720151, %555
  %557 = lshr i64 %554, 32
  %558 = trunc i64 %557 to i32
  %559 = trunc i64 %554 to i32
  %560 = lshr i64 %556, 32
  %561 = trunc i64 %560 to i32
  %562 = trunc i64 %556 to i32
  %563 = xor i32 %561, %546
  %564 = xor i32 %563, %551
  %565 = xor i32 %558, %543
  %566 = xor i32 %565, %552
  %567 = add i32 %551, -1640531527
  %568 = add i32 %552, -1150833019
  %569 = zext i32 %564 to i64
  %570 = mul i64 3528531795, %569
  %571 = zext i32 %566 to i64
  %572 = mul i64 3449720151, %571
  %573 = lshr i64 %570, 32
  %574 = trunc i64 %573 to i32
  %575 = trunc i64 %570 to i32
  %576 = lshr i64 %572, 32
  %577 = trunc i64 %576 to i32
  %578 = trunc i64 %572 to i32
  %579 = xor i32 %577, %562
  %580 = xor i32 %579, %567
  %581 = xor i32 %574, %559
  %582 = xor i32 %581, %568
  %583 = uitofp i32 %580 to double
  %584 = fadd double %583, 5.000000e-01
  %585 = fmul double %584, 0x3DF0000000000000
  %586 = uitofp i32 %578 to double
  %587 = fadd double %586, 5.000000e-01
  %588 = fmul double %587, 0x3DF0000000000000
  %589 = bitcast double %585 to i64
  %590 = lshr i64 %589, 32
  %591 = add i64 %590, 614242
  %592 = lshr i64 %591, 20
  %593 = sub i64 %592, 1023
  %594 = and i64 %591, 1048575
  %595 = add i64 %594, 1072079006
  %596 = shl i64 %595, 32
  %597 = and i64 %589, 4294967295
  %598 = or i64 %596, %597
  %599 = bitcast i64 %598 to double
  %600 = fsub double %599, 1.000000e+00
  %601 = fmul double 5.000000e-01, %600
  %602 = fmul double %601, %600
  %603 = fadd double 2.000000e+00, %600
  %604 = fdiv double %600, %603
  %605 = fmul double %604, %604
  %606 = fmul double %605, %605
  %607 = fmul double %606, 0x3FC39A09D078C69F
  %608 = fadd double 0x3FCC71C51D8E78AF, %607
  %609 = fmul double %606, %608
  %610 = fadd double 0x3FD999999997FA04, %609
  %611 = fmul double %606, %610
  %612 = fmul double %606, 0x3FC2F112DF3E5244
  %613 = fadd double 0x3FC7466496CB03DE, %612
  %614 = fmul double %606, %613
  %615 = fadd double 0x3FD2492494229359, %614
  %616 = fmul double %606, %615
  %617 = fadd double 0x3FE5555555555593, %616
  %618 = fmul double %605, %617
  %619 = fadd double %618, %611
  %620 = sitofp i64 %593 to double
  %621 = fadd double %602, %619
  %622 = fmul double %604, %621
  %623 = fmul double %620, 0x3DEA39EF35793C76
  %624 = fadd double %622, %623
  %625 = fsub double %624, %602
  %626 = fadd double %625, %600
  %627 = fmul double %620, 0x3FE62E42FEE00000
  %628 = fadd double %626, %627
  %629 = fmul double -2.000000e+00, %628
  %630 = call double @llvm.sqrt.f64(double %629)
  %631 = fmul double 0x401921FB54442D18, %588
  %632 = fmul double %631, 0x3FE45F306DC9C883
  %633 = fadd double %632, 0x4338000000000000
  %634 = bitcast double %633 to i64
  %635 = fsub double %633, 0x4338000000000000
  %636 = fmul double %635, 0x3FF921FB54400000
  %637 = fsub double %631, %636
  %638 = fmul double %635, 0x3DD0B4611A626331
  %639 = fmul double %635, 0x3DD0B4611A600000
  %640 = fsub double %637, %639
  %641 = fmul double %635, 0x3BA3198A2E037073
  %642 = fsub double %637, %640
  %643 = fsub double %642, %639
  %644 = fsub double %641, %643
  %645 = fsub double %637, %638
  %646 = bitcast double %631 to i64
  %647 = lshr i64 %646, 52
  %648 = and i64 %647, 2047
  %649 = bitcast double %645 to i64
  %650 = lshr i64 %649, 52
  %651 = and i64 %650, 2047
  %652 = add i64 %651, 16
  %653 = icmp ult i64 %652, %648
  %654 = select i1 %653, double %640, double %637
  %655 = select i1 %653, double %644, double %638
  %656 = fsub double %654, %655
  %657 = fsub double %654, %656
  %658 = fsub double %657, %655
  %659 = fmul double %656, %656
  %660 = fmul double %659, %659
  %661 = fmul double %659, 0x3EFA01A019CB1590
  %662 = fadd double 0xBF56C16C16C15177, %661
  %663 = fmul double %659, %662
  %664 = fadd double 0x3FA555555555554C, %663
  %665 = fmul double %659, %664
  %666 = fmul double %659, 0xBDA8FAE9BE8838D4
  %667 = fadd double 0x3E21EE9EBDB4B1C4, %666
  %668 = fmul double %659, %667
  %669 = fadd double 0xBE927E4F809C52AD, %668
  %670 = fmul double %660, %660
  %671 = fmul double %670, %669
  %672 = fadd double %665, %671
  %673 = fmul double 5.000000e-01, %659
  %674 = fsub double 1.000000e+00, %673
  %675 = fsub double 1.000000e+00, %674
  %676 = fsub double %675, %673
  %677 = fmul double %659, %672
  %678 = fmul double %656, %658
  %679 = fsub double %677, %678
  %680 = fadd double %676, %679
  %681 = fadd double %674, %680
  %682 = fmul double %656, %656
  %683 = fmul double %682, %682
  %684 = fmul double %682, 0x3EC71DE357B1FE7D
  %685 = fadd double 0xBF2A01A019C161D5, %684
  %686 = fmul double %682, %685
  %687 = fadd double 0x3F8111111110F8A6, %686
  %688 = fmul double %682, 0x3DE5D93A5ACFD57C
  %689 = fadd double 0xBE5AE5E68A2B9CEB, %688
  %690 = fmul double %682, %683
  %691 = fmul double %690, %689
  %692 = fadd double %687, %691
  %693 = fmul double %682, %656
  %694 = fmul double 5.000000e-01, %658
  %695 = fmul double %693, %692
  %696 = fsub double %694, %695
  %697 = fmul double %682, %696
  %698 = fsub double %697, %658
  %699 = fmul double %693, 0xBFC5555555555549
  %700 = fsub double %698, %699
  %701 = fsub double %656, %700
  %702 = fneg double %681
  %703 = fneg double %701
  %704 = and i64 %634, 1
  %705 = and i64 %634, 2
  %706 = icmp eq i64 %704, 1
  %707 = icmp eq i64 %705, 2
  %708 = select i1 %707, double %702, double %681
  %709 = select i1 %707, double %701, double %703
  %710 = select i1 %706, double %709, double %708
  %711 = fmul double %630, %710
  %712 = fptrunc double %711 to float
  %713 = fmul float %712, %noise_scale31
  %714 = fadd float %414, %713
  %bits76 = bitcast float %714 to i32
  %magnitude77 = and i32 %bits76, 2147483647
  %is_nan78 = icmp ugt i32 %magnitude77, 2139095040
  %canonical79 = select i1 %is_nan78, i32 2143289344, i32 %bits76
  store i32 %canonical79, ptr %399, align 4
  br label %slot.done74

slot.done74:                                      ; preds = %slot.then73, %slot.done69
  %feature80 = add i64 %lane, 2048
  %valid81 = icmp ult i64 %feature80, %n_features
  %715 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid81, label %slot.then82, label %slot.done83

slot.then82:                                      ; preds = %slot.done74
  %716 = load float, ptr %715, align 4
  %717 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %718 = fsub float %717, 4.000000e+00
  %719 = fmul float 2.000000e+00, %718
  %720 = fmul float 0x3F847AE140000000, %719
  %721 = fmul float 2.000000e+00, %716
  %722 = fmul float %720, %721
  %723 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature80
  %724 = load float, ptr addrspace(1) %723, align 4
  %725 = fsub float %716, %724
  %726 = fmul float 2.000000e+00, %725
  %727 = fmul float 5.000000e-01, %726
  %728 = fadd float %722, %727
  %729 = fmul float %728, %eta
  %730 = fsub float %716, %729
  %731 = mul i64 %row, %n_features
  %element84 = add i64 %731, %feature80
  %732 = trunc i64 %key0 to i32
  %733 = lshr i64 %key0, 32
  %734 = trunc i64 %733 to i32
  %735 = trunc i64 %element84 to i32
  %736 = trunc i64 %key1_step to i32
  %737 = lshr i64 %key1_step, 32
  %738 = trunc i64 %737 to i32
  %739 = lshr i64 %element84, 32
  %740 = trunc i64 %739 to i32
  %741 = zext i32 %735 to i64
  %742 = mul i64 3528531795, %741
  %743 = zext i32 %738 to i64
  %744 = mul i64 3449720151, %743
  %745 = lshr i64 %742, 32
  %746 = trunc i64 %745 to i32
  %747 = trunc i64 %742 to i32
  %748 = lshr i64 %744, 32
  %749 = trunc i64 %748 to i32
  %750 = trunc i64 %744 to i32
  %751 = xor i32 %749, %736
  %752 = xor i32 %751, %732
  %753 = xor i32 %746, %740
  %754 = xor i32 %753, %734
  %755 = add i32 %732, -1640531527
  %756 = add i32 %734, -1150833019
  %757 = zext i32 %752 to i64
  %758 = mul i64 3528531795, %757
  %759 = zext i32 %754 to i64
  %760 = mul i64 3449720151, %759
  %761 = lshr i64 %758, 32
  %762 = trunc i64 %761 to i32
  %763 = trunc i64 %758 to i32
  %764 = lshr i64 %760, 32
  %765 = trunc i64 %764 to i32
  %766 = trunc i64 %760 to i32
  %767 = xor i32 %765, %750
  %768 = xor i32 %767, %755
  %769 = xor i32 %762, %747
  %770 = xor i32 %769, %756
  %771 = add i32 %755, -1640531527
  %772 = add i32 %756, -1150833019
  %773 = zext i32 %768 to i64
  %774 = mul i64 3528531795, %773
  %775 = zext i32 %770 to i64
  %776 = mul i64 3449720151, %775
  %777 = lshr i64 %774, 32
  %778 = trunc i64 %777 to i32
  %779 = trunc i64 %774 to i32
  %780 = lshr i64 %776, 32
  %781 = trunc i64 %780 to i32
  %782 = trunc i64 %776 to i32
  %783 = xor i32 %781, %766
  %784 = xor i32 %783, %771
  %785 = xor i32 %778, %763
  %786 = xor i32 %785, %772
  %787 = add i32 %771, -1640531527
  %788 = add i32 %772, -1150833019
  %789 = zext i32 %784 to i64
  %790 = mul i64 3528531795, %789
  %791 = zext i32 %786 to i64
  %792 = mul i64 3449720151, %791
  %793 = lshr i64 %790, 32
  %794 = trunc i64 %793 to i32
  %795 = trunc i64 %790 to i32
  %796 = lshr i64 %792, 32
  %797 = trunc i64 %796 to i32
  %798 = trunc i64 %792 to i32
  %799 = xor i32 %797, %782
  %800 = xor i32 %799, %787
  %801 = xor i32 %794, %779
  %802 = xor i32 %801, %788
  %803 = add i32 %787, -1640531527
  %804 = add i32 %788, -1150833019
  %805 = zext i32 %800 to i64
  %806 = mul i64 3528531795, %805
  %807 = zext i32 %802 to i64
  %808 = mul i64 3449720151, %807
  %809 = lshr i64 %806, 32
  %810 = trunc i64 %809 to i32
  %811 = trunc i64 %806 to i32
  %812 = lshr i64 %808, 32
  %813 = trunc i64 %812 to i32
  %814 = trunc i64 %808 to i32
  %815 = xor i32 %813, %798
  %816 = xor i32 %815, %803
  %817 = xor i32 %810, %795
  %818 = xor i32 %817, %804
  %819 = add i32 %803, -1640531527
  %820 = add i32 %804, -1150833019
  %821 = zext i32 %816 to i64
  %822 = mul i64 3528531795, %821
  %823 = zext i32 %818 to i64
  %824 = mul i64 3449720151, %823
  %825 = lshr i64 %822, 32
  %826 = trunc i64 %825 to i32
  %827 = trunc i64 %822 to i32
  %828 = lshr i64 %824, 32
  %829 = trunc i64 %828 to i32
  %830 = trunc i64 %824 to i32
  %831 = xor i32 %829, %814
  %832 = xor i32 %831, %819
  %833 = xor i32 %826, %811
  %834 = xor i32 %833, %820
  %835 = add i32 %819, -1640531527
  %836 = add i32 %820, -1150833019
  %837 = zext i32 %832 to i64
  %838 = mul i64 3528531795, %837
  %839 = zext i32 %834 to i64
  %840 = mul i64 3449720151, %839
  %841 = lshr i64 %838, 32
  %842 = trunc i64 %841 to i32
  %843 = trunc i64 %838 to i32
  %844 = lshr i64 %840, 32
  %845 = trunc i64 %844 to i32
  %846 = trunc i64 %840 to i32
  %847 = xor i32 %845, %830
  %848 = xor i32 %847, %835
  %849 = xor i32 %842, %827
  %850 = xor i32 %849, %836
  %851 = add i32 %835, -1640531527
  %852 = add i32 %836, -1150833019
  %853 = zext i32 %848 to i64
  %854 = mul i64 3528531795, %853
  %855 = zext i32 %850 to i64
  %856 = mul i64 3449720151, %855
  %857 = lshr i64 %854, 32
  %858 = trunc i64 %857 to i32
  %859 = trunc i64 %854 to i32
  %860 = lshr i64 %856, 32
  %861 = trunc i64 %860 to i32
  %862 = trunc i64 %856 to i32
  %863 = xor i32 %861, %846
  %864 = xor i32 %863, %851
  %865 = xor i32 %858, %843
  %866 = xor i32 %865, %852
  %867 = add i32 %851, -1640531527
  %868 = add i32 %852, -1150833019
  %869 = zext i32 %864 to i64
  %870 = mul i64 3528531795, %869
  %871 = zext i32 %866 to i64
  %872 = mul i64 3449720151, %871
  %873 = lshr i64 %870, 32
  %874 = trunc i64 %873 to i32
  %875 = trunc i64 %870 to i32
  %876 = lshr i64 %872, 32
  %877 = trunc i64 %876 to i32
  %878 = trunc i64 %872 to i32
  %879 = xor i32 %877, %862
  %880 = xor i32 %879, %867
  %881 = xor i32 %874, %859
  %882 = xor i32 %881, %868
  %883 = add i32 %867, -1640531527
  %884 = add i32 %868, -1150833019
  %885 = zext i32 %880 to i64
  %886 = mul i64 3528531795, %885
  %887 = zext i32 %882 to i64
  %888 = mul i64 3449720151, %887
  %889 = lshr i64 %886, 32
  %890 = trunc i64 %889 to i32
  %891 = trunc i64 %886 to i32
  %892 = lshr i64 %888, 32
  %893 = trunc i64 %892 to i32
  %894 = trunc i64 %888 to i32
  %895 = xor i32 %893, %878
  %896 = xor i32 %895, %883
  %897 = xor i32 %890, %875
  %898 = xor i32 %897, %884
  %899 = uitofp i32 %896 to double
  %900 = fadd double %899, 5.000000e-01
  %901 = fmul double %900, 0x3DF0000000000000
  %902 = uitofp i32 %894 to double
  %903 = fadd double %902, 5.000000e-01
  %904 = fmul double %903, 0x3DF0000000000000
  %905 = bitcast double %901 to i64
  %906 = lshr i64 %905, 32
  %907 = add i64 %906, 614242
  %908 = lshr i64 %907, 20
  %909 = sub i64 %908, 1023
  %910 = and i64 %907, 1048575
  %911 = add i64 %910, 1072079006
  %912 = shl i64 %911, 32
  %913 = and i64 %905, 4294967295
  %914 = or i64 %912, %913
  %915 = bitcast i64 %914 to double
  %916 = fsub double %915, 1.000000e+00
  %917 = fmul double 5.000000e-01, %916
  %918 = fmul double %917, %916
  %919 = fadd double 2.000000e+00, %916
  %920 = fdiv double %916, %919
  %921 = fmul double %920, %920
  %922 = fmul double %921, %921
  %923 = fmul double %922, 0x3FC39A09D078C69F
  %924 = fadd double 0x3FCC71C51D8E78AF, %923
  %925 = fmul double %922, %924
  %926 = fadd double 0x3FD999999997FA04, %925
  %927 = fmul double %922, %926
  %928 = fmul double %922, 0x3FC2F112DF3E5244
  %929 = fadd double 0x3FC7466496CB03DE, %928
  %930 = fmul double %922, %929
  %931 = fadd double 0x3FD2492494229359, %930
  %932 = fmul double %922, %931
  %933 = fadd double 0x3FE5555555555593, %932
  %934 = fmul double %921, %933
  %935 = fadd double %934, %927
  %936 = sitofp i64 %909 to double
  %937 = fadd double %918, %935
  %938 = fmul double %920, %937
  %939 = fmul double %936, 0x3DEA39EF35793C76
  %940 = fadd double %938, %939
  %941 = fsub double %940, %918
  %942 = fadd double %941, %916
  %943 = fmul double %936, 0x3FE62E42FEE00000
  %944 = fadd double %942, %943
  %945 = fmul double -2.000000e+00, %944
  %946 = call double @llvm.sqrt.f64(double %945)
  %947 = fmul double 0x401921FB54442D18, %904
  %948 = fmul double %947, 0x3FE45F306DC9C883
  %949 = fadd double %948, 0x4338000000000000
  %950 = bitcast double %949 to i64
  %951 = fsub double %949, 0x4338000000000000
  %952 = fmul double %951, 0x3FF921FB54400000
  %953 = fsub double %947, %952
  %954 = fmul double %951, 0x3DD0B4611A626331
  %955 = fmul double %951, 0x3DD0B4611A600000
  %956 = fsub double %953, %955
  %957 = fmul double %951, 0x3BA3198A2E037073
  %958 = fsub double %953, %956
  %959 = fsub double %958, %955
  %960 = fsub double %957, %959
  %961 = fsub double %953, %954
  %962 = bitcast double %947 to i64
  %963 = lshr i64 %962, 52
  %964 = and i64 %963, 2047
  %965 = bitcast double %961 to i64
  %966 = lshr i64 %965, 52
  %967 = and i64 %966, 2047
  %968 = add i64 %967, 16
  %969 = icmp ult i64 %968, %964
  %970 = select i1 %969, double %956, double %953
  %971 = select i1 %969, double %960, double %954
  %972 = fsub double %970, %971
  %973 = fsub double %970, %972
  %974 = fsub double %973, %971
  %975 = fmul double %972, %972
  %976 = fmul double %975, %975
  %977 = fmul double %975, 0x3EFA01A019CB1590
  %978 = fadd double 0xBF56C16C16C15177, %977
  %979 = fmul double %975, %978
  %980 = fadd double 0x3FA555555555554C, %979
  %981 = fmul double %975, %980
  %982 = fmul double %975, 0xBDA8FAE9BE8838D4
  %983 = fadd double 0x3E21EE9EBDB4B1C4, %982
  %984 = fmul double %975, %983
  %985 = fadd double 0xBE927E4F809C52AD, %984
  %986 = fmul double %976, %976
  %987 = fmul double %986, %985
  %988 = fadd double %981, %987
  %989 = fmul double 5.000000e-01, %975
  %990 = fsub double 1.000000e+00, %989
  %991 = fsub double 1.000000e+00, %990
  %992 = fsub double %991, %989
  %993 = fmul double %975, %988
  %994 = fmul double %972, %974
  %995 = fsub double %993, %994
  %996 = fadd double %992, %995
  %997 = fadd double %990, %996
  %998 = fmul double %972, %972
  %999 = fmul double %998, %998
  %1000 = fmul double %998, 0x3EC71DE357B1FE7D
  %1001 = fadd double 0xBF2A01A019C161D5, %1000
  %1002 = fmul double %998, %1001
  %1003 = fadd double 0x3F8111111110F8A6, %1002
  %1004 = fmul double %998, 0x3DE5D93A5ACFD57C
  %1005 = fadd double 0xBE5AE5E68A2B9CEB, %1004
  %1006 = fmul double %998, %999
  %1007 = fmul double %1006, %1005
  %1008 = fadd double %1003, %1007
  %1009 = fmul double %998, %972
  %1010 = fmul double 5.000000e-01, %974
  %1011 = fmul double %1009, %1008
  %1012 = fsub double %1010, %1011
  %1013 = fmul double %998, %1012
  %1014 = fsub double %1013, %974
  %1015 = fmul double %1009, 0xBFC5555555555549
  %1016 = fsub double %1014, %1015
  %1017 = fsub double %972, %1016
  %1018 = fneg double %997
  %1019 = fneg double %1017
  %1020 = and i64 %950, 1
  %1021 = and i64 %950, 2
  %1022 = icmp eq i64 %1020, 1
  %1023 = icmp eq i64 %1021, 2
  %1024 = select i1 %1023, double %1018, double %997
  %1025 = select i1 %1023, double %1017, double %1019
  %1026 = select i1 %1022, double %1025, double %1024
  %1027 = fmul double %946, %1026
  %1028 = fptrunc double %1027 to float
  %1029 = fmul float %1028, %noise_scale31
  %1030 = fadd float %730, %1029
  %bits85 = bitcast float %1030 to i32
  %magnitude86 = and i32 %bits85, 2147483647
  %is_nan87 = icmp ugt i32 %magnitude86, 2139095040
  %canonical88 = select i1 %is_nan87, i32 2143289344, i32 %bits85
  store i32 %canonical88, ptr %715, align 4
  br label %slot.done83

slot.done83:                                      ; preds = %slot.then82, %slot.done74
  %feature89 = add i64 %lane, 3072
  %valid90 = icmp ult i64 %feature89, %n_features
  %1031 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid90, label %slot.then91, label %slot.done92

slot.then91:                                      ; preds = %slot.done83
  %1032 = load float, ptr %1031, align 4
  %1033 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1034 = fsub float %1033, 4.000000e+00
  %1035 = fmul float 2.000000e+00, %1034
  %1036 = fmul float 0x3F847AE140000000, %1035
  %1037 = fmul float 2.000000e+00, %1032
  %1038 = fmul float %1036, %1037
  %1039 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature89
  %1040 = load float, ptr addrspace(1) %1039, align 4
  %1041 = fsub float %1032, %1040
  %1042 = fmul float 2.000000e+00, %1041
  %1043 = fmul float 5.000000e-01, %1042
  %1044 = fadd float %1038, %1043
  %1045 = fmul float %1044, %eta
  %1046 = fsub float %1032, %1045
  %1047 = mul i64 %row, %n_features
  %element93 = add i64 %1047, %feature89
  %1048 = trunc i64 %key0 to i32
  %1049 = lshr i64 %key0, 32
  %1050 = trunc i64 %1049 to i32
  %1051 = trunc i64 %element93 to i32
  %1052 = trunc i64 %key1_step to i32
  %1053 = lshr i64 %key1_step, 32
  %1054 = trunc i64 %1053 to i32
  %1055 = lshr i64 %element93, 32
  %1056 = trunc i64 %1055 to i32
  %1057 = zext i32 %1051 to i64
  %1058 = mul i64 3528531795, %1057
  %1059 = zext i32 %1054 to i64
  %1060 = mul i64 3449720151, %1059
  %1061 = lshr i64 %1058, 32
  %1062 = trunc i64 %1061 to i32
  %1063 = trunc i64 %1058 to i32
  %1064 = lshr i64 %1060, 32
  %1065 = trunc i64 %1064 to i32
  %1066 = trunc i64 %1060 to i32
  %1067 = xor i32 %1065, %1052
  %1068 = xor i32 %1067, %1048
  %1069 = xor i32 %1062, %1056
  %1070 = xor i32 %1069, %1050
  %1071 = add i32 %1048, -1640531527
  %1072 = add i32 %1050, -1150833019
  %1073 = zext i32 %1068 to i64
  %1074 = mul i64 3528531795, %1073
  %1075 = zext i32 %1070 to i64
  %1076 = mul i64 3449720151, %1075
  %1077 = lshr i64 %1074, 32
  %1078 = trunc i64 %1077 to i32
  %1079 = trunc i64 %1074 to i32
  %1080 = lshr i64 %1076, 32
  %1081 = trunc i64 %1080 to i32
  %1082 = trunc i64 %1076 to i32
  %1083 = xor i32 %1081, %1066
  %1084 = xor i32 %1083, %1071
  %1085 = xor i32 %1078, %1063
  %1086 = xor i32 %1085, %1072
  %1087 = add i32 %1071, -1640531527
  %1088 = add i32 %1072, -1150833019
  %1089 = zext i32 %1084 to i64
  %1090 = mul i64 3528531795, %1089
  %1091 = zext i32 %1086 to i64
  %1092 = mul i64 3449720151, %1091
  %1093 = lshr i64 %1090, 32
  %1094 = trunc i64 %1093 to i32
  %1095 = trunc i64 %1090 to i32
  %1096 = lshr i64 %1092, 32
  %1097 = trunc i64 %1096 to i32
  %1098 = trunc i64 %1092 to i32
  %1099 = xor i32 %1097, %1082
  %1100 = xor i32 %1099, %1087
  %1101 = xor i32 %1094, %1079
  %1102 = xor i32 %1101, %1088
  %1103 = add i32 %1087, -1640531527
  %1104 = add i32 %1088, -1150833019
  %1105 = zext i32 %1100 to i64
  %1106 = mul i64 3528531795, %1105
  %1107 = zext i32 %1102 to i64
  %1108 = mul i64 3449720151, %1107
  %1109 = lshr i64 %1106, 32
  %1110 = trunc i64 %1109 to i32
  %1111 = trunc i64 %1106 to i32
  %1112 = lshr i64 %1108, 32
  %1113 = trunc i64 %1112 to i32
  %1114 = trunc i64 %1108 to i32
  %1115 = xor i32 %1113, %1098
  %1116 = xor i32 %1115, %1103
  %1117 = xor i32 %1110, %1095
  %1118 = xor i32 %1117, %1104
  %1119 = add i32 %1103, -1640531527
  %1120 = add i32 %1104, -1150833019
  %1121 = zext i32 %1116 to i64
  %1122 = mul i64 3528531795, %1121
  %1123 = zext i32 %1118 to i64
  %1124 = mul i64 3449720151, %1123
  %1125 = lshr i64 %1122, 32
  %1126 = trunc i64 %1125 to i32
  %1127 = trunc i64 %1122 to i32
  %1128 = lshr i64 %1124, 32
  %1129 = trunc i64 %1128 to i32
  %1130 = trunc i64 %1124 to i32
  %1131 = xor i32 %1129, %1114
  %1132 = xor i32 %1131, %1119
  %1133 = xor i32 %1126, %1111
  %1134 = xor i32 %1133, %1120
  %1135 = add i32 %1119, -1640531527
  %1136 = add i32 %1120, -1150833019
  %1137 = zext i32 %1132 to i64
  %1138 = mul i64 3528531795, %1137
  %1139 = zext i32 %1134 to i64
  %1140 = mul i64 3449720151, %1139
  %1141 = lshr i64 %1138, 32
  %1142 = trunc i64 %1141 to i32
  %1143 = trunc i64 %1138 to i32
  %1144 = lshr i64 %1140, 32
  %1145 = trunc i64 %1144 to i32
  %1146 = trunc i64 %1140 to i32
  %1147 = xor i32 %1145, %1130
  %1148 = xor i32 %1147, %1135
  %1149 = xor i32 %1142, %1127
  %1150 = xor i32 %1149, %1136
  %1151 = add i32 %1135, -1640531527
  %1152 = add i32 %1136, -1150833019
  %1153 = zext i32 %1148 to i64
  %1154 = mul i64 3528531795, %1153
  %1155 = zext i32 %1150 to i64
  %1156 = mul i64 3449720151, %1155
  %1157 = lshr i64 %1154, 32
  %1158 = trunc i64 %1157 to i32
  %1159 = trunc i64 %1154 to i32
  %1160 = lshr i64 %1156, 32
  %1161 = trunc i64 %1160 to i32
  %1162 = trunc i64 %1156 to i32
  %1163 = xor i32 %1161, %1146
  %1164 = xor i32 %1163, %1151
  %1165 = xor i32 %1158, %1143
  %1166 = xor i32 %1165, %1152
  %1167 = add i32 %1151, -1640531527
  %1168 = add i32 %1152, -1150833019
  %1169 = zext i32 %1164 to i64
  %1170 = mul i64 3528531795, %1169
  %1171 = zext i32 %1166 to i64
  %1172 = mul i64 3449720151, %1171
  %1173 = lshr i64 %1170, 32
  %1174 = trunc i64 %1173 to i32
  %1175 = trunc i64 %1170 to i32
  %1176 = lshr i64 %1172, 32
  %1177 = trunc i64 %1176 to i32
  %1178 = trunc i64 %1172 to i32
  %1179 = xor i32 %1177, %1162
  %1180 = xor i32 %1179, %1167
  %1181 = xor i32 %1174, %1159
  %1182 = xor i32 %1181, %1168
  %1183 = add i32 %1167, -1640531527
  %1184 = add i32 %1168, -1150833019
  %1185 = zext i32 %1180 to i64
  %1186 = mul i64 3528531795, %1185
  %1187 = zext i32 %1182 to i64
  %1188 = mul i64 3449720151, %1187
  %1189 = lshr i64 %1186, 32
  %1190 = trunc i64 %1189 to i32
  %1191 = trunc i64 %1186 to i32
  %1192 = lshr i64 %1188, 32
  %1193 = trunc i64 %1192 to i32
  %1194 = trunc i64 %1188 to i32
  %1195 = xor i32 %1193, %1178
  %1196 = xor i32 %1195, %1183
  %1197 = xor i32 %1190, %1175
  %1198 = xor i32 %1197, %1184
  %1199 = add i32 %1183, -1640531527
  %1200 = add i32 %1184, -1150833019
  %1201 = zext i32 %1196 to i64
  %1202 = mul i64 3528531795, %1201
  %1203 = zext i32 %1198 to i64
  %1204 = mul i64 3449720151, %1203
  %1205 = lshr i64 %1202, 32
  %1206 = trunc i64 %1205 to i32
  %1207 = trunc i64 %1202 to i32
  %1208 = lshr i64 %1204, 32
  %1209 = trunc i64 %1208 to i32
  %1210 = trunc i64 %1204 to i32
  %1211 = xor i32 %1209, %1194
  %1212 = xor i32 %1211, %1199
  %1213 = xor i32 %1206, %1191
  %1214 = xor i32 %1213, %1200
  %1215 = uitofp i32 %1212 to double
  %1216 = fadd double %1215, 5.000000e-01
  %1217 = fmul double %1216, 0x3DF0000000000000
  %1218 = uitofp i32 %1210 to double
  %1219 = fadd double %1218, 5.000000e-01
  %1220 = fmul double %1219, 0x3DF0000000000000
  %1221 = bitcast double %1217 to i64
  %1222 = lshr i64 %1221, 32
  %1223 = add i64 %1222, 614242
  %1224 = lshr i64 %1223, 20
  %1225 = sub i64 %1224, 1023
  %1226 = and i64 %1223, 1048575
  %1227 = add i64 %1226, 1072079006
  %1228 = shl i64 %1227, 32
  %1229 = and i64 %1221, 4294967295
  %1230 = or i64 %1228, %1229
  %1231 = bitcast i64 %1230 to double
  %1232 = fsub double %1231, 1.000000e+00
  %1233 = fmul double 5.000000e-01, %1232
  %1234 = fmul double %1233, %1232
  %1235 = fadd double 2.000000e+00, %1232
  %1236 = fdiv double %1232, %1235
  %1237 = fmul double %1236, %1236
  %1238 = fmul double %1237, %1237
  %1239 = fmul double %1238, 0x3FC39A09D078C69F
  %1240 = fadd double 0x3FCC71C51D8E78AF, %1239
  %1241 = fmul double %1238, %1240
  %1242 = fadd double 0x3FD999999997FA04, %1241
  %1243 = fmul double %1238, %1242
  %1244 = fmul double %1238, 0x3FC2F112DF3E5244
  %1245 = fadd double 0x3FC7466496CB03DE, %1244
  %1246 = fmul double %1238, %1245
  %1247 = fadd double 0x3FD2492494229359, %1246
  %1248 = fmul double %1238, %1247
  %1249 = fadd double 0x3FE5555555555593, %1248
  %1250 = fmul double %1237, %1249
  %1251 = fadd double %1250, %1243
  %1252 = sitofp i64 %1225 to double
  %1253 = fadd double %1234, %1251
  %1254 = fmul double %1236, %1253
  %1255 = fmul double %1252, 0x3DEA39EF35793C76
  %1256 = fadd double %1254, %1255
  %1257 = fsub double %1256, %1234
  %1258 = fadd double %1257, %1232
  %1259 = fmul double %1252, 0x3FE62E42FEE00000
  %1260 = fadd double %1258, %1259
  %1261 = fmul double -2.000000e+00, %1260
  %1262 = call double @llvm.sqrt.f64(double %1261)
  %1263 = fmul double 0x401921FB54442D18, %1220
  %1264 = fmul double %1263, 0x3FE45F306DC9C883
  %1265 = fadd double %1264, 0x4338000000000000
  %1266 = bitcast double %1265 to i64
  %1267 = fsub double %1265, 0x4338000000000000
  %1268 = fmul double %1267, 0x3FF921FB54400000
  %1269 = fsub double %1263, %1268
  %1270 = fmul double %1267, 0x3DD0B4611A626331
  %1271 = fmul double %1267, 0x3DD0B4611A600000
  %1272 = fsub double %1269, %1271
  %1273 = fmul double %1267, 0x3BA3198A2E037073
  %1274 = fsub double %1269, %1272
  %1275 = fsub double %1274, %1271
  %1276 = fsub double %1273, %1275
  %1277 = fsub double %1269, %1270
  %1278 = bitcast double %1263 to i64
  %1279 = lshr i64 %1278, 52
  %1280 = and i64 %1279, 2047
  %1281 = bitcast double %1277 to i64
  %1282 = lshr i64 %1281, 52
  %1283 = and i64 %1282, 2047
  %1284 = add i64 %1283, 16
  %1285 = icmp ult i64 %1284, %1280
  %1286 = select i1 %1285, double %1272, double %1269
  %1287 = select i1 %1285, double %1276, double %1270
  %1288 = fsub double %1286, %1287
  %1289 = fsub double %1286, %1288
  %1290 = fsub double %1289, %1287
  %1291 = fmul double %1288, %1288
  %1292 = fmul double %1291, %1291
  %1293 = fmul double %1291, 0x3EFA01A019CB1590
  %1294 = fadd double 0xBF56C16C16C15177, %1293
  %1295 = fmul double %1291, %1294
  %1296 = fadd double 0x3FA555555555554C, %1295
  %1297 = fmul double %1291, %1296
  %1298 = fmul double %1291, 0xBDA8FAE9BE8838D4
  %1299 = fadd double 0x3E21EE9EBDB4B1C4, %1298
  %1300 = fmul double %1291, %1299
  %1301 = fadd double 0xBE927E4F809C52AD, %1300
  %1302 = fmul double %1292, %1292
  %1303 = fmul double %1302, %1301
  %1304 = fadd double %1297, %1303
  %1305 = fmul double 5.000000e-01, %1291
  %1306 = fsub double 1.000000e+00, %1305
  %1307 = fsub double 1.000000e+00, %1306
  %1308 = fsub double %1307, %1305
  %1309 = fmul double %1291, %1304
  %1310 = fmul double %1288, %1290
  %1311 = fsub double %1309, %1310
  %1312 = fadd double %1308, %1311
  %1313 = fadd double %1306, %1312
  %1314 = fmul double %1288, %1288
  %1315 = fmul double %1314, %1314
  %1316 = fmul double %1314, 0x3EC71DE357B1FE7D
  %1317 = fadd double 0xBF2A01A019C161D5, %1316
  %1318 = fmul double %1314, %1317
  %1319 = fadd double 0x3F8111111110F8A6, %1318
  %1320 = fmul double %1314, 0x3DE5D93A5ACFD57C
  %1321 = fadd double 0xBE5AE5E68A2B9CEB, %1320
  %1322 = fmul double %1314, %1315
  %1323 = fmul double %1322, %1321
  %1324 = fadd double %1319, %1323
  %1325 = fmul double %1314, %1288
  %1326 = fmul double 5.000000e-01, %1290
  %1327 = fmul double %1325, %1324
  %1328 = fsub double %1326, %1327
  %1329 = fmul double %1314, %1328
  %1330 = fsub double %1329, %1290
  %1331 = fmul double %1325, 0xBFC5555555555549
  %1332 = fsub double %1330, %1331
  %1333 = fsub double %1288, %1332
  %1334 = fneg double %1313
  %1335 = fneg double %1333
  %1336 = and i64 %1266, 1
  %1337 = and i64 %1266, 2
  %1338 = icmp eq i64 %1336, 1
  %1339 = icmp eq i64 %1337, 2
  %1340 = select i1 %1339, double %1334, double %1313
  %1341 = select i1 %1339, double %1333, double %1335
  %1342 = select i1 %1338, double %1341, double %1340
  %1343 = fmul double %1262, %1342
  %1344 = fptrunc double %1343 to float
  %1345 = fmul float %1344, %noise_scale31
  %1346 = fadd float %1046, %1345
  %bits94 = bitcast float %1346 to i32
  %magnitude95 = and i32 %bits94, 2147483647
  %is_nan96 = icmp ugt i32 %magnitude95, 2139095040
  %canonical97 = select i1 %is_nan96, i32 2143289344, i32 %bits94
  store i32 %canonical97, ptr %1031, align 4
  br label %slot.done92

slot.done92:                                      ; preds = %slot.then91, %slot.done83
  %feature98 = add i64 %lane, 4096
  %valid99 = icmp ult i64 %feature98, %n_features
  %1347 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid99, label %slot.then100, label %slot.done101

slot.then100:                                     ; preds = %slot.done92
  %1348 = load float, ptr %1347, align 4
  %1349 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1350 = fsub float %1349, 4.000000e+00
  %1351 = fmul float 2.000000e+00, %1350
  %1352 = fmul float 0x3F847AE140000000, %1351
  %1353 = fmul float 2.000000e+00, %1348
  %1354 = fmul float %1352, %1353
  %1355 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature98
  %1356 = load float, ptr addrspace(1) %1355, align 4
  %1357 = fsub float %1348, %1356
  %1358 = fmul float 2.000000e+00, %1357
  %1359 = fmul float 5.000000e-01, %1358
  %1360 = fadd float %1354, %1359
  %1361 = fmul float %1360, %eta
  %1362 = fsub float %1348, %1361
  %1363 = mul i64 %row, %n_features
  %element102 = add i64 %1363, %feature98
  %1364 = trunc i64 %key0 to i32
  %1365 = lshr i64 %key0, 32
  %1366 = trunc i64 %1365 to i32
  %1367 = trunc i64 %element102 to i32
  %1368 = trunc i64 %key1_step to i32
  %1369 = lshr i64 %key1_step, 32
  %1370 = trunc i64 %1369 to i32
  %1371 = lshr i64 %element102, 32
  %1372 = trunc i64 %1371 to i32
  %1373 = zext i32 %1367 to i64
  %1374 = mul i64 3528531795, %1373
  %1375 = zext i32 %1370 to i64
  %1376 = mul i64 3449720151, %1375
  %1377 = lshr i64 %1374, 32
  %1378 = trunc i64 %1377 to i32
  %1379 = trunc i64 %1374 to i32
  %1380 = lshr i64 %1376, 32
  %1381 = trunc i64 %1380 to i32
  %1382 = trunc i64 %1376 to i32
  %1383 = xor i32 %1381, %1368
  %1384 = xor i32 %1383, %1364
  %1385 = xor i32 %1378, %1372
  %1386 = xor i32 %1385, %1366
  %1387 = add i32 %1364, -1640531527
  %1388 = add i32 %1366, -1150833019
  %1389 = zext i32 %1384 to i64
  %1390 = mul i64 3528531795, %1389
  %1391 = zext i32 %1386 to i64
  %1392 = mul i64 3449720151, %1391
  %1393 = lshr i64 %1390, 32
  %1394 = trunc i64 %1393 to i32
  %1395 = trunc i64 %1390 to i32
  %1396 = lshr i64 %1392, 32
  %1397 = trunc i64 %1396 to i32
  %1398 = trunc i64 %1392 to i32
  %1399 = xor i32 %1397, %1382
  %1400 = xor i32 %1399, %1387
  %1401 = xor i32 %1394, %1379
  %1402 = xor i32 %1401, %1388
  %1403 = add i32 %1387, -1640531527
  %1404 = add i32 %1388, -1150833019
  %1405 = zext i32 %1400 to i64
  %1406 = mul i64 3528531795, %1405
  %1407 = zext i32 %1402 to i64
  %1408 = mul i64 3449720151, %1407
  %1409 = lshr i64 %1406, 32
  %1410 = trunc i64 %1409 to i32
  %1411 = trunc i64 %1406 to i32
  %1412 = lshr i64 %1408, 32
  %1413 = trunc i64 %1412 to i32
  %1414 = trunc i64 %1408 to i32
  %1415 = xor i32 %1413, %1398
  %1416 = xor i32 %1415, %1403
  %1417 = xor i32 %1410, %1395
  %1418 = xor i32 %1417, %1404
  %1419 = add i32 %1403, -1640531527
  %1420 = add i32 %1404, -1150833019
  %1421 = zext i32 %1416 to i64
  %1422 = mul i64 3528531795, %1421
  %1423 = zext i32 %1418 to i64
  %1424 = mul i64 3449720151, %1423
  %1425 = lshr i64 %1422, 32
  %1426 = trunc i64 %1425 to i32
  %1427 = trunc i64 %1422 to i32
  %1428 = lshr i64 %1424, 32
  %1429 = trunc i64 %1428 to i32
  %1430 = trunc i64 %1424 to i32
  %1431 = xor i32 %1429, %1414
  %1432 = xor i32 %1431, %1419
  %1433 = xor i32 %1426, %1411
  %1434 = xor i32 %1433, %1420
  %1435 = add i32 %1419, -1640531527
  %1436 = add i32 %1420, -1150833019
  %1437 = zext i32 %1432 to i64
  %1438 = mul i64 3528531795, %1437
  %1439 = zext i32 %1434 to i64
  %1440 = mul i64 3449720151, %1439
  %1441 = lshr i64 %1438, 32
  %1442 = trunc i64 %1441 to i32
  %1443 = trunc i64 %1438 to i32
  %1444 = lshr i64 %1440, 32
  %1445 = trunc i64 %1444 to i32
  %1446 = trunc i64 %1440 to i32
  %1447 = xor i32 %1445, %1430
  %1448 = xor i32 %1447, %1435
  %1449 = xor i32 %1442, %1427
  %1450 = xor i32 %1449, %1436
  %1451 = add i32 %1435, -1640531527
  %1452 = add i32 %1436, -1150833019
  %1453 = zext i32 %1448 to i64
  %1454 = mul i64 3528531795, %1453
  %1455 = zext i32 %1450 to i64
  %1456 = mul i64 3449720151, %1455
  %1457 = lshr i64 %1454, 32
  %1458 = trunc i64 %1457 to i32
  %1459 = trunc i64 %1454 to i32
  %1460 = lshr i64 %1456, 32
  %1461 = trunc i64 %1460 to i32
  %1462 = trunc i64 %1456 to i32
  %1463 = xor i32 %1461, %1446
  %1464 = xor i32 %1463, %1451
  %1465 = xor i32 %1458, %1443
  %1466 = xor i32 %1465, %1452
  %1467 = add i32 %1451, -1640531527
  %1468 = add i32 %1452, -1150833019
  %1469 = zext i32 %1464 to i64
  %1470 = mul i64 3528531795, %1469
  %1471 = zext i32 %1466 to i64
  %1472 = mul i64 3449720151, %1471
  %1473 = lshr i64 %1470, 32
  %1474 = trunc i64 %1473 to i32
  %1475 = trunc i64 %1470 to i32
  %1476 = lshr i64 %1472, 32
  %1477 = trunc i64 %1476 to i32
  %1478 = trunc i64 %1472 to i32
  %1479 = xor i32 %1477, %1462
  %1480 = xor i32 %1479, %1467
  %1481 = xor i32 %1474, %1459
  %1482 = xor i32 %1481, %1468
  %1483 = add i32 %1467, -1640531527
  %1484 = add i32 %1468, -1150833019
  %1485 = zext i32 %1480 to i64
  %1486 = mul i64 3528531795, %1485
  %1487 = zext i32 %1482 to i64
  %1488 = mul i64 3449720151, %1487
  %1489 = lshr i64 %1486, 32
  %1490 = trunc i64 %1489 to i32
  %1491 = trunc i64 %1486 to i32
  %1492 = lshr i64 %1488, 32
  %1493 = trunc i64 %1492 to i32
  %1494 = trunc i64 %1488 to i32
  %1495 = xor i32 %1493, %1478
  %1496 = xor i32 %1495, %1483
  %1497 = xor i32 %1490, %1475
  %1498 = xor i32 %1497, %1484
  %1499 = add i32 %1483, -1640531527
  %1500 = add i32 %1484, -1150833019
  %1501 = zext i32 %1496 to i64
  %1502 = mul i64 3528531795, %1501
  %1503 = zext i32 %1498 to i64
  %1504 = mul i64 3449720151, %1503
  %1505 = lshr i64 %1502, 32
  %1506 = trunc i64 %1505 to i32
  %1507 = trunc i64 %1502 to i32
  %1508 = lshr i64 %1504, 32
  %1509 = trunc i64 %1508 to i32
  %1510 = trunc i64 %1504 to i32
  %1511 = xor i32 %1509, %1494
  %1512 = xor i32 %1511, %1499
  %1513 = xor i32 %1506, %1491
  %1514 = xor i32 %1513, %1500
  %1515 = add i32 %1499, -1640531527
  %1516 = add i32 %1500, -1150833019
  %1517 = zext i32 %1512 to i64
  %1518 = mul i64 3528531795, %1517
  %1519 = zext i32 %1514 to i64
  %1520 = mul i64 3449720151, %1519
  %1521 = lshr i64 %1518, 32
  %1522 = trunc i64 %1521 to i32
  %1523 = trunc i64 %1518 to i32
  %1524 = lshr i64 %1520, 32
  %1525 = trunc i64 %1524 to i32
  %1526 = trunc i64 %1520 to i32
  %1527 = xor i32 %1525, %1510
  %1528 = xor i32 %1527, %1515
  %1529 = xor i32 %1522, %1507
  %1530 = xor i32 %1529, %1516
  %1531 = uitofp i32 %1528 to double
  %1532 = fadd double %1531, 5.000000e-01
  %1533 = fmul double %1532, 0x3DF0000000000000
  %1534 = uitofp i32 %1526 to double
  %1535 = fadd double %1534, 5.000000e-01
  %1536 = fmul double %1535, 0x3DF0000000000000
  %1537 = bitcast double %1533 to i64
  %1538 = lshr i64 %1537, 32
  %1539 = add i64 %1538, 614242
  %1540 = lshr i64 %1539, 20
  %1541 = sub i64 %1540, 1023
  %1542 = and i64 %1539, 1048575
  %1543 = add i64 %1542, 1072079006
  %1544 = shl i64 %1543, 32
  %1545 = and i64 %1537, 4294967295
  %1546 = or i64 %1544, %1545
  %1547 = bitcast i64 %1546 to double
  %1548 = fsub double %1547, 1.000000e+00
  %1549 = fmul double 5.000000e-01, %1548
  %1550 = fmul double %1549, %1548
  %1551 = fadd double 2.000000e+00, %1548
  %1552 = fdiv double %1548, %1551
  %1553 = fmul double %1552, %1552
  %1554 = fmul double %1553, %1553
  %1555 = fmul double %1554, 0x3FC39A09D078C69F
  %1556 = fadd double 0x3FCC71C51D8E78AF, %1555
  %1557 = fmul double %1554, %1556
  %1558 = fadd double 0x3FD999999997FA04, %1557
  %1559 = fmul double %1554, %1558
  %1560 = fmul double %1554, 0x3FC2F112DF3E5244
  %1561 = fadd double 0x3FC7466496CB03DE, %1560
  %1562 = fmul double %1554, %1561
  %1563 = fadd double 0x3FD2492494229359, %1562
  %1564 = fmul double %1554, %1563
  %1565 = fadd double 0x3FE5555555555593, %1564
  %1566 = fmul double %1553, %1565
  %1567 = fadd double %1566, %1559
  %1568 = sitofp i64 %1541 to double
  %1569 = fadd double %1550, %1567
  %1570 = fmul double %1552, %1569
  %1571 = fmul double %1568, 0x3DEA39EF35793C76
  %1572 = fadd double %1570, %1571
  %1573 = fsub double %1572, %1550
  %1574 = fadd double %1573, %1548
  %1575 = fmul double %1568, 0x3FE62E42FEE00000
  %1576 = fadd double %1574, %1575
  %1577 = fmul double -2.000000e+00, %1576
  %1578 = call double @llvm.sqrt.f64(double %1577)
  %1579 = fmul double 0x401921FB54442D18, %1536
  %1580 = fmul double %1579, 0x3FE45F306DC9C883
  %1581 = fadd double %1580, 0x4338000000000000
  %1582 = bitcast double %1581 to i64
  %1583 = fsub double %1581, 0x4338000000000000
  %1584 = fmul double %1583, 0x3FF921FB54400000
  %1585 = fsub double %1579, %1584
  %1586 = fmul double %1583, 0x3DD0B4611A626331
  %1587 = fmul double %1583, 0x3DD0B4611A600000
  %1588 = fsub double %1585, %1587
  %1589 = fmul double %1583, 0x3BA3198A2E037073
  %1590 = fsub double %1585, %1588
  %1591 = fsub double %1590, %1587
  %1592 = fsub double %1589, %1591
  %1593 = fsub double %1585, %1586
  %1594 = bitcast double %1579 to i64
  %1595 = lshr i64 %1594, 52
  %1596 = and i64 %1595, 2047
  %1597 = bitcast double %1593 to i64
  %1598 = lshr i64 %1597, 52
  %1599 = and i64 %1598, 2047
  %1600 = add i64 %1599, 16
  %1601 = icmp ult i64 %1600, %1596
  %1602 = select i1 %1601, double %1588, double %1585
  %1603 = select i1 %1601, double %1592, double %1586
  %1604 = fsub double %1602, %1603
  %1605 = fsub double %1602, %1604
  %1606 = fsub double %1605, %1603
  %1607 = fmul double %1604, %1604
  %1608 = fmul double %1607, %1607
  %1609 = fmul double %1607, 0x3EFA01A019CB1590
  %1610 = fadd double 0xBF56C16C16C15177, %1609
  %1611 = fmul double %1607, %1610
  %1612 = fadd double 0x3FA555555555554C, %1611
  %1613 = fmul double %1607, %1612
  %1614 = fmul double %1607, 0xBDA8FAE9BE8838D4
  %1615 = fadd double 0x3E21EE9EBDB4B1C4, %1614
  %1616 = fmul double %1607, %1615
  %1617 = fadd double 0xBE927E4F809C52AD, %1616
  %1618 = fmul double %1608, %1608
  %1619 = fmul double %1618, %1617
  %1620 = fadd double %1613, %1619
  %1621 = fmul double 5.000000e-01, %1607
  %1622 = fsub double 1.000000e+00, %1621
  %1623 = fsub double 1.000000e+00, %1622
  %1624 = fsub double %1623, %1621
  %1625 = fmul double %1607, %1620
  %1626 = fmul double %1604, %1606
  %1627 = fsub double %1625, %1626
  %1628 = fadd double %1624, %1627
  %1629 = fadd double %1622, %1628
  %1630 = fmul double %1604, %1604
  %1631 = fmul double %1630, %1630
  %1632 = fmul double %1630, 0x3EC71DE357B1FE7D
  %1633 = fadd double 0xBF2A01A019C161D5, %1632
  %1634 = fmul double %1630, %1633
  %1635 = fadd double 0x3F8111111110F8A6, %1634
  %1636 = fmul double %1630, 0x3DE5D93A5ACFD57C
  %1637 = fadd double 0xBE5AE5E68A2B9CEB, %1636
  %1638 = fmul double %1630, %1631
  %1639 = fmul double %1638, %1637
  %1640 = fadd double %1635, %1639
  %1641 = fmul double %1630, %1604
  %1642 = fmul double 5.000000e-01, %1606
  %1643 = fmul double %1641, %1640
  %1644 = fsub double %1642, %1643
  %1645 = fmul double %1630, %1644
  %1646 = fsub double %1645, %1606
  %1647 = fmul double %1641, 0xBFC5555555555549
  %1648 = fsub double %1646, %1647
  %1649 = fsub double %1604, %1648
  %1650 = fneg double %1629
  %1651 = fneg double %1649
  %1652 = and i64 %1582, 1
  %1653 = and i64 %1582, 2
  %1654 = icmp eq i64 %1652, 1
  %1655 = icmp eq i64 %1653, 2
  %1656 = select i1 %1655, double %1650, double %1629
  %1657 = select i1 %1655, double %1649, double %1651
  %1658 = select i1 %1654, double %1657, double %1656
  %1659 = fmul double %1578, %1658
  %1660 = fptrunc double %1659 to float
  %1661 = fmul float %1660, %noise_scale31
  %1662 = fadd float %1362, %1661
  %bits103 = bitcast float %1662 to i32
  %magnitude104 = and i32 %bits103, 2147483647
  %is_nan105 = icmp ugt i32 %magnitude104, 2139095040
  %canonical106 = select i1 %is_nan105, i32 2143289344, i32 %bits103
  store i32 %canonical106, ptr %1347, align 4
  br label %slot.done101

slot.done101:                                     ; preds = %slot.then100, %slot.done92
  %feature107 = add i64 %lane, 5120
  %valid108 = icmp ult i64 %feature107, %n_features
  %1663 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid108, label %slot.then109, label %slot.done110

slot.then109:                                     ; preds = %slot.done101
  %1664 = load float, ptr %1663, align 4
  %1665 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1666 = fsub float %1665, 4.000000e+00
  %1667 = fmul float 2.000000e+00, %1666
  %1668 = fmul float 0x3F847AE140000000, %1667
  %1669 = fmul float 2.000000e+00, %1664
  %1670 = fmul float %1668, %1669
  %1671 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature107
  %1672 = load float, ptr addrspace(1) %1671, align 4
  %1673 = fsub float %1664, %1672
  %1674 = fmul float 2.000000e+00, %1673
  %1675 = fmul float 5.000000e-01, %1674
  %1676 = fadd float %1670, %1675
  %1677 = fmul float %1676, %eta
  %1678 = fsub float %1664, %1677
  %1679 = mul i64 %row, %n_features
  %element111 = add i64 %1679, %feature107
  %1680 = trunc i64 %key0 to i32
  %1681 = lshr i64 %key0, 32
  %1682 = trunc i64 %1681 to i32
  %1683 = trunc i64 %element111 to i32
  %1684 = trunc i64 %key1_step to i32
  %1685 = lshr i64 %key1_step, 32
  %1686 = trunc i64 %1685 to i32
  %1687 = lshr i64 %element111, 32
  %1688 = trunc i64 %1687 to i32
  %1689 = zext i32 %1683 to i64
  %1690 = mul i64 3528531795, %1689
  %1691 = zext i32 %1686 to i64
  %1692 = mul i64 3449720151, %1691
  %1693 = lshr i64 %1690, 32
  %1694 = trunc i64 %1693 to i32
  %1695 = trunc i64 %1690 to i32
  %1696 = lshr i64 %1692, 32
  %1697 = trunc i64 %1696 to i32
  %1698 = trunc i64 %1692 to i32
  %1699 = xor i32 %1697, %1684
  %1700 = xor i32 %1699, %1680
  %1701 = xor i32 %1694, %1688
  %1702 = xor i32 %1701, %1682
  %1703 = add i32 %1680, -1640531527
  %1704 = add i32 %1682, -1150833019
  %1705 = zext i32 %1700 to i64
  %1706 = mul i64 3528531795, %1705
  %1707 = zext i32 %1702 to i64
  %1708 = mul i64 3449720151, %1707
  %1709 = lshr i64 %1706, 32
  %1710 = trunc i64 %1709 to i32
  %1711 = trunc i64 %1706 to i32
  %1712 = lshr i64 %1708, 32
  %1713 = trunc i64 %1712 to i32
  %1714 = trunc i64 %1708 to i32
  %1715 = xor i32 %1713, %1698
  %1716 = xor i32 %1715, %1703
  %1717 = xor i32 %1710, %1695
  %1718 = xor i32 %1717, %1704
  %1719 = add i32 %1703, -1640531527
  %1720 = add i32 %1704, -1150833019
  %1721 = zext i32 %1716 to i64
  %1722 = mul i64 3528531795, %1721
  %1723 = zext i32 %1718 to i64
  %1724 = mul i64 3449720151, %1723
  %1725 = lshr i64 %1722, 32
  %1726 = trunc i64 %1725 to i32
  %1727 = trunc i64 %1722 to i32
  %1728 = lshr i64 %1724, 32
  %1729 = trunc i64 %1728 to i32
  %1730 = trunc i64 %1724 to i32
  %1731 = xor i32 %1729, %1714
  %1732 = xor i32 %1731, %1719
  %1733 = xor i32 %1726, %1711
  %1734 = xor i32 %1733, %1720
  %1735 = add i32 %1719, -1640531527
  %1736 = add i32 %1720, -1150833019
  %1737 = zext i32 %1732 to i64
  %1738 = mul i64 3528531795, %1737
  %1739 = zext i32 %1734 to i64
  %1740 = mul i64 3449720151, %1739
  %1741 = lshr i64 %1738, 32
  %1742 = trunc i64 %1741 to i32
  %1743 = trunc i64 %1738 to i32
  %1744 = lshr i64 %1740, 32
  %1745 = trunc i64 %1744 to i32
  %1746 = trunc i64 %1740 to i32
  %1747 = xor i32 %1745, %1730
  %1748 = xor i32 %1747, %1735
  %1749 = xor i32 %1742, %1727
  %1750 = xor i32 %1749, %1736
  %1751 = add i32 %1735, -1640531527
  %1752 = add i32 %1736, -1150833019
  %1753 = zext i32 %1748 to i64
  %1754 = mul i64 3528531795, %1753
  %1755 = zext i32 %1750 to i64
  %1756 = mul i64 3449720151, %1755
  %1757 = lshr i64 %1754, 32
  %1758 = trunc i64 %1757 to i32
  %1759 = trunc i64 %1754 to i32
  %1760 = lshr i64 %1756, 32
  %1761 = trunc i64 %1760 to i32
  %1762 = trunc i64 %1756 to i32
  %1763 = xor i32 %1761, %1746
  %1764 = xor i32 %1763, %1751
  %1765 = xor i32 %1758, %1743
  %1766 = xor i32 %1765, %1752
  %1767 = add i32 %1751, -1640531527
  %1768 = add i32 %1752, -1150833019
  %1769 = zext i32 %1764 to i64
  %1770 = mul i64 3528531795, %1769
  %1771 = zext i32 %1766 to i64
  %1772 = mul i64 3449720151, %1771
  %1773 = lshr i64 %1770, 32
  %1774 = trunc i64 %1773 to i32
  %1775 = trunc i64 %1770 to i32
  %1776 = lshr i64 %1772, 32
  %1777 = trunc i64 %1776 to i32
  %1778 = trunc i64 %1772 to i32
  %1779 = xor i32 %1777, %1762
  %1780 = xor i32 %1779, %1767
  %1781 = xor i32 %1774, %1759
  %1782 = xor i32 %1781, %1768
  %1783 = add i32 %1767, -1640531527
  %1784 = add i32 %1768, -1150833019
  %1785 = zext i32 %1780 to i64
  %1786 = mul i64 3528531795, %1785
  %1787 = zext i32 %1782 to i64
  %1788 = mul i64 3449720151, %1787
  %1789 = lshr i64 %1786, 32
  %1790 = trunc i64 %1789 to i32
  %1791 = trunc i64 %1786 to i32
  %1792 = lshr i64 %1788, 32
  %1793 = trunc i64 %1792 to i32
  %1794 = trunc i64 %1788 to i32
  %1795 = xor i32 %1793, %1778
  %1796 = xor i32 %1795, %1783
  %1797 = xor i32 %1790, %1775
  %1798 = xor i32 %1797, %1784
  %1799 = add i32 %1783, -1640531527
  %1800 = add i32 %1784, -1150833019
  %1801 = zext i32 %1796 to i64
  %1802 = mul i64 3528531795, %1801
  %1803 = zext i32 %1798 to i64
  %1804 = mul i64 3449720151, %1803
  %1805 = lshr i64 %1802, 32
  %1806 = trunc i64 %1805 to i32
  %1807 = trunc i64 %1802 to i32
  %1808 = lshr i64 %1804, 32
  %1809 = trunc i64 %1808 to i32
  %1810 = trunc i64 %1804 to i32
  %1811 = xor i32 %1809, %1794
  %1812 = xor i32 %1811, %1799
  %1813 = xor i32 %1806, %1791
  %1814 = xor i32 %1813, %1800
  %1815 = add i32 %1799, -1640531527
  %1816 = add i32 %1800, -1150833019
  %1817 = zext i32 %1812 to i64
  %1818 = mul i64 3528531795, %1817
  %1819 = zext i32 %1814 to i64
  %1820 = mul i64 3449720151, %1819
  %1821 = lshr i64 %1818, 32
  %1822 = trunc i64 %1821 to i32
  %1823 = trunc i64 %1818 to i32
  %1824 = lshr i64 %1820, 32
  %1825 = trunc i64 %1824 to i32
  %1826 = trunc i64 %1820 to i32
  %1827 = xor i32 %1825, %1810
  %1828 = xor i32 %1827, %1815
  %1829 = xor i32 %1822, %1807
  %1830 = xor i32 %1829, %1816
  %1831 = add i32 %1815, -1640531527
  %1832 = add i32 %1816, -1150833019
  %1833 = zext i32 %1828 to i64
  %1834 = mul i64 3528531795, %1833
  %1835 = zext i32 %1830 to i64
  %1836 = mul i64 3449720151, %1835
  %1837 = lshr i64 %1834, 32
  %1838 = trunc i64 %1837 to i32
  %1839 = trunc i64 %1834 to i32
  %1840 = lshr i64 %1836, 32
  %1841 = trunc i64 %1840 to i32
  %1842 = trunc i64 %1836 to i32
  %1843 = xor i32 %1841, %1826
  %1844 = xor i32 %1843, %1831
  %1845 = xor i32 %1838, %1823
  %1846 = xor i32 %1845, %1832
  %1847 = uitofp i32 %1844 to double
  %1848 = fadd double %1847, 5.000000e-01
  %1849 = fmul double %1848, 0x3DF0000000000000
  %1850 = uitofp i32 %1842 to double
  %1851 = fadd double %1850, 5.000000e-01
  %1852 = fmul double %1851, 0x3DF0000000000000
  %1853 = bitcast double %1849 to i64
  %1854 = lshr i64 %1853, 32
  %1855 = add i64 %1854, 614242
  %1856 = lshr i64 %1855, 20
  %1857 = sub i64 %1856, 1023
  %1858 = and i64 %1855, 1048575
  %1859 = add i64 %1858, 1072079006
  %1860 = shl i64 %1859, 32
  %1861 = and i64 %1853, 4294967295
  %1862 = or i64 %1860, %1861
  %1863 = bitcast i64 %1862 to double
  %1864 = fsub double %1863, 1.000000e+00
  %1865 = fmul double 5.000000e-01, %1864
  %1866 = fmul double %1865, %1864
  %1867 = fadd double 2.000000e+00, %1864
  %1868 = fdiv double %1864, %1867
  %1869 = fmul double %1868, %1868
  %1870 = fmul double %1869, %1869
  %1871 = fmul double %1870, 0x3FC39A09D078C69F
  %1872 = fadd double 0x3FCC71C51D8E78AF, %1871
  %1873 = fmul double %1870, %1872
  %1874 = fadd double 0x3FD999999997FA04, %1873
  %1875 = fmul double %1870, %1874
  %1876 = fmul double %1870, 0x3FC2F112DF3E5244
  %1877 = fadd double 0x3FC7466496CB03DE, %1876
  %1878 = fmul double %1870, %1877
  %1879 = fadd double 0x3FD2492494229359, %1878
  %1880 = fmul double %1870, %1879
  %1881 = fadd double 0x3FE5555555555593, %1880
  %1882 = fmul double %1869, %1881
  %1883 = fadd double %1882, %1875
  %1884 = sitofp i64 %1857 to double
  %1885 = fadd double %1866, %1883
  %1886 = fmul double %1868, %1885
  %1887 = fmul double %1884, 0x3DEA39EF35793C76
  %1888 = fadd double %1886, %1887
  %1889 = fsub double %1888, %1866
  %1890 = fadd double %1889, %1864
  %1891 = fmul double %1884, 0x3FE62E42FEE00000
  %1892 = fadd double %1890, %1891
  %1893 = fmul double -2.000000e+00, %1892
  %1894 = call double @llvm.sqrt.f64(double %1893)
  %1895 = fmul double 0x401921FB54442D18, %1852
  %1896 = fmul double %1895, 0x3FE45F306DC9C883
  %1897 = fadd double %1896, 0x4338000000000000
  %1898 = bitcast double %1897 to i64
  %1899 = fsub double %1897, 0x4338000000000000
  %1900 = fmul double %1899, 0x3FF921FB54400000
  %1901 = fsub double %1895, %1900
  %1902 = fmul double %1899, 0x3DD0B4611A626331
  %1903 = fmul double %1899, 0x3DD0B4611A600000
  %1904 = fsub double %1901, %1903
  %1905 = fmul double %1899, 0x3BA3198A2E037073
  %1906 = fsub double %1901, %1904
  %1907 = fsub double %1906, %1903
  %1908 = fsub double %1905, %1907
  %1909 = fsub double %1901, %1902
  %1910 = bitcast double %1895 to i64
  %1911 = lshr i64 %1910, 52
  %1912 = and i64 %1911, 2047
  %1913 = bitcast double %1909 to i64
  %1914 = lshr i64 %1913, 52
  %1915 = and i64 %1914, 2047
  %1916 = add i64 %1915, 16
  %1917 = icmp ult i64 %1916, %1912
  %1918 = select i1 %1917, double %1904, double %1901
  %1919 = select i1 %1917, double %1908, double %1902
  %1920 = fsub double %1918, %1919
  %1921 = fsub double %1918, %1920
  %1922 = fsub double %1921, %1919
  %1923 = fmul double %1920, %1920
  %1924 = fmul double %1923, %1923
  %1925 = fmul double %1923, 0x3EFA01A019CB1590
  %1926 = fadd double 0xBF56C16C16C15177, %1925
  %1927 = fmul double %1923, %1926
  %1928 = fadd double 0x3FA555555555554C, %1927
  %1929 = fmul double %1923, %1928
  %1930 = fmul double %1923, 0xBDA8FAE9BE8838D4
  %1931 = fadd double 0x3E21EE9EBDB4B1C4, %1930
  %1932 = fmul double %1923, %1931
  %1933 = fadd double 0xBE927E4F809C52AD, %1932
  %1934 = fmul double %1924, %1924
  %1935 = fmul double %1934, %1933
  %1936 = fadd double %1929, %1935
  %1937 = fmul double 5.000000e-01, %1923
  %1938 = fsub double 1.000000e+00, %1937
  %1939 = fsub double 1.000000e+00, %1938
  %1940 = fsub double %1939, %1937
  %1941 = fmul double %1923, %1936
  %1942 = fmul double %1920, %1922
  %1943 = fsub double %1941, %1942
  %1944 = fadd double %1940, %1943
  %1945 = fadd double %1938, %1944
  %1946 = fmul double %1920, %1920
  %1947 = fmul double %1946, %1946
  %1948 = fmul double %1946, 0x3EC71DE357B1FE7D
  %1949 = fadd double 0xBF2A01A019C161D5, %1948
  %1950 = fmul double %1946, %1949
  %1951 = fadd double 0x3F8111111110F8A6, %1950
  %1952 = fmul double %1946, 0x3DE5D93A5ACFD57C
  %1953 = fadd double 0xBE5AE5E68A2B9CEB, %1952
  %1954 = fmul double %1946, %1947
  %1955 = fmul double %1954, %1953
  %1956 = fadd double %1951, %1955
  %1957 = fmul double %1946, %1920
  %1958 = fmul double 5.000000e-01, %1922
  %1959 = fmul double %1957, %1956
  %1960 = fsub double %1958, %1959
  %1961 = fmul double %1946, %1960
  %1962 = fsub double %1961, %1922
  %1963 = fmul double %1957, 0xBFC5555555555549
  %1964 = fsub double %1962, %1963
  %1965 = fsub double %1920, %1964
  %1966 = fneg double %1945
  %1967 = fneg double %1965
  %1968 = and i64 %1898, 1
  %1969 = and i64 %1898, 2
  %1970 = icmp eq i64 %1968, 1
  %1971 = icmp eq i64 %1969, 2
  %1972 = select i1 %1971, double %1966, double %1945
  %1973 = select i1 %1971, double %1965, double %1967
  %1974 = select i1 %1970, double %1973, double %1972
  %1975 = fmul double %1894, %1974
  %1976 = fptrunc double %1975 to float
  %1977 = fmul float %1976, %noise_scale31
  %1978 = fadd float %1678, %1977
  %bits112 = bitcast float %1978 to i32
  %magnitude113 = and i32 %bits112, 2147483647
  %is_nan114 = icmp ugt i32 %magnitude113, 2139095040
  %canonical115 = select i1 %is_nan114, i32 2143289344, i32 %bits112
  store i32 %canonical115, ptr %1663, align 4
  br label %slot.done110

slot.done110:                                     ; preds = %slot.then109, %slot.done101
  %feature116 = add i64 %lane, 6144
  %valid117 = icmp ult i64 %feature116, %n_features
  %1979 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid117, label %slot.then118, label %slot.done119

slot.then118:                                     ; preds = %slot.done110
  %1980 = load float, ptr %1979, align 4
  %1981 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1982 = fsub float %1981, 4.000000e+00
  %1983 = fmul float 2.000000e+00, %1982
  %1984 = fmul float 0x3F847AE140000000, %1983
  %1985 = fmul float 2.000000e+00, %1980
  %1986 = fmul float %1984, %1985
  %1987 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature116
  %1988 = load float, ptr addrspace(1) %1987, align 4
  %1989 = fsub float %1980, %1988
  %1990 = fmul float 2.000000e+00, %1989
  %1991 = fmul float 5.000000e-01, %1990
  %1992 = fadd float %1986, %1991
  %1993 = fmul float %1992, %eta
  %1994 = fsub float %1980, %1993
  %1995 = mul i64 %row, %n_features
  %element120 = add i64 %1995, %feature116
  %1996 = trunc i64 %key0 to i32
  %1997 = lshr i64 %key0, 32
  %1998 = trunc i64 %1997 to i32
  %1999 = trunc i64 %element120 to i32
  %2000 = trunc i64 %key1_step to i32
  %2001 = lshr i64 %key1_step, 32
  %2002 = trunc i64 %2001 to i32
  %2003 = lshr i64 %element120, 32
  %2004 = trunc i64 %2003 to i32
  %2005 = zext i32 %1999 to i64
  %2006 = mul i64 3528531795, %2005
  %2007 = zext i32 %2002 to i64
  %2008 = mul i64 3449720151, %2007
  %2009 = lshr i64 %2006, 32
  %2010 = trunc i64 %2009 to i32
  %2011 = trunc i64 %2006 to i32
  %2012 = lshr i64 %2008, 32
  %2013 = trunc i64 %2012 to i32
  %2014 = trunc i64 %2008 to i32
  %2015 = xor i32 %2013, %2000
  %2016 = xor i32 %2015, %1996
  %2017 = xor i32 %2010, %2004
  %2018 = xor i32 %2017, %1998
  %2019 = add i32 %1996, -1640531527
  %2020 = add i32 %1998, -1150833019
  %2021 = zext i32 %2016 to i64
  %2022 = mul i64 3528531795, %2021
  %2023 = zext i32 %2018 to i64
  %2024 = mul i64 3449720151, %2023
  %2025 = lshr i64 %2022, 32
  %2026 = trunc i64 %2025 to i32
  %2027 = trunc i64 %2022 to i32
  %2028 = lshr i64 %2024, 32
  %2029 = trunc i64 %2028 to i32
  %2030 = trunc i64 %2024 to i32
  %2031 = xor i32 %2029, %2014
  %2032 = xor i32 %2031, %2019
  %2033 = xor i32 %2026, %2011
  %2034 = xor i32 %2033, %2020
  %2035 = add i32 %2019, -1640531527
  %2036 = add i32 %2020, -1150833019
  %2037 = zext i32 %2032 to i64
  %2038 = mul i64 3528531795, %2037
  %2039 = zext i32 %2034 to i64
  %2040 = mul i64 3449720151, %2039
  %2041 = lshr i64 %2038, 32
  %2042 = trunc i64 %2041 to i32
  %2043 = trunc i64 %2038 to i32
  %2044 = lshr i64 %2040, 32
  %2045 = trunc i64 %2044 to i32
  %2046 = trunc i64 %2040 to i32
  %2047 = xor i32 %2045, %2030
  %2048 = xor i32 %2047, %2035
  %2049 = xor i32 %2042, %2027
  %2050 = xor i32 %2049, %2036
  %2051 = add i32 %2035, -1640531527
  %2052 = add i32 %2036, -1150833019
  %2053 = zext i32 %2048 to i64
  %2054 = mul i64 3528531795, %2053
  %2055 = zext i32 %2050 to i64
  %2056 = mul i64 3449720151, %2055
  %2057 = lshr i64 %2054, 32
  %2058 = trunc i64 %2057 to i32
  %2059 = trunc i64 %2054 to i32
  %2060 = lshr i64 %2056, 32
  %2061 = trunc i64 %2060 to i32
  %2062 = trunc i64 %2056 to i32
  %2063 = xor i32 %2061, %2046
  %2064 = xor i32 %2063, %2051
  %2065 = xor i32 %2058, %2043
  %2066 = xor i32 %2065, %2052
  %2067 = add i32 %2051, -1640531527
  %2068 = add i32 %2052, -1150833019
  %2069 = zext i32 %2064 to i64
  %2070 = mul i64 3528531795, %2069
  %2071 = zext i32 %2066 to i64
  %2072 = mul i64 3449720151, %2071
  %2073 = lshr i64 %2070, 32
  %2074 = trunc i64 %2073 to i32
  %2075 = trunc i64 %2070 to i32
  %2076 = lshr i64 %2072, 32
  %2077 = trunc i64 %2076 to i32
  %2078 = trunc i64 %2072 to i32
  %2079 = xor i32 %2077, %2062
  %2080 = xor i32 %2079, %2067
  %2081 = xor i32 %2074, %2059
  %2082 = xor i32 %2081, %2068
  %2083 = add i32 %2067, -1640531527
  %2084 = add i32 %2068, -1150833019
  %2085 = zext i32 %2080 to i64
  %2086 = mul i64 3528531795, %2085
  %2087 = zext i32 %2082 to i64
  %2088 = mul i64 3449720151, %2087
  %2089 = lshr i64 %2086, 32
  %2090 = trunc i64 %2089 to i32
  %2091 = trunc i64 %2086 to i32
  %2092 = lshr i64 %2088, 32
  %2093 = trunc i64 %2092 to i32
  %2094 = trunc i64 %2088 to i32
  %2095 = xor i32 %2093, %2078
  %2096 = xor i32 %2095, %2083
  %2097 = xor i32 %2090, %2075
  %2098 = xor i32 %2097, %2084
  %2099 = add i32 %2083, -1640531527
  %2100 = add i32 %2084, -1150833019
  %2101 = zext i32 %2096 to i64
  %2102 = mul i64 3528531795, %2101
  %2103 = zext i32 %2098 to i64
  %2104 = mul i64 3449720151, %2103
  %2105 = lshr i64 %2102, 32
  %2106 = trunc i64 %2105 to i32
  %2107 = trunc i64 %2102 to i32
  %2108 = lshr i64 %2104, 32
  %2109 = trunc i64 %2108 to i32
  %2110 = trunc i64 %2104 to i32
  %2111 = xor i32 %2109, %2094
  %2112 = xor i32 %2111, %2099
  %2113 = xor i32 %2106, %2091
  %2114 = xor i32 %2113, %2100
  %2115 = add i32 %2099, -1640531527
  %2116 = add i32 %2100, -1150833019
  %2117 = zext i32 %2112 to i64
  %2118 = mul i64 3528531795, %2117
  %2119 = zext i32 %2114 to i64
  %2120 = mul i64 3449720151, %2119
  %2121 = lshr i64 %2118, 32
  %2122 = trunc i64 %2121 to i32
  %2123 = trunc i64 %2118 to i32
  %2124 = lshr i64 %2120, 32
  %2125 = trunc i64 %2124 to i32
  %2126 = trunc i64 %2120 to i32
  %2127 = xor i32 %2125, %2110
  %2128 = xor i32 %2127, %2115
  %2129 = xor i32 %2122, %2107
  %2130 = xor i32 %2129, %2116
  %2131 = add i32 %2115, -1640531527
  %2132 = add i32 %2116, -1150833019
  %2133 = zext i32 %2128 to i64
  %2134 = mul i64 3528531795, %2133
  %2135 = zext i32 %2130 to i64
  %2136 = mul i64 3449720151, %2135
  %2137 = lshr i64 %2134, 32
  %2138 = trunc i64 %2137 to i32
  %2139 = trunc i64 %2134 to i32
  %2140 = lshr i64 %2136, 32
  %2141 = trunc i64 %2140 to i32
  %2142 = trunc i64 %2136 to i32
  %2143 = xor i32 %2141, %2126
  %2144 = xor i32 %2143, %2131
  %2145 = xor i32 %2138, %2123
  %2146 = xor i32 %2145, %2132
  %2147 = add i32 %2131, -1640531527
  %2148 = add i32 %2132, -1150833019
  %2149 = zext i32 %2144 to i64
  %2150 = mul i64 3528531795, %2149
  %2151 = zext i32 %2146 to i64
  %2152 = mul i64 3449720151, %2151
  %2153 = lshr i64 %2150, 32
  %2154 = trunc i64 %2153 to i32
  %2155 = trunc i64 %2150 to i32
  %2156 = lshr i64 %2152, 32
  %2157 = trunc i64 %2156 to i32
  %2158 = trunc i64 %2152 to i32
  %2159 = xor i32 %2157, %2142
  %2160 = xor i32 %2159, %2147
  %2161 = xor i32 %2154, %2139
  %2162 = xor i32 %2161, %2148
  %2163 = uitofp i32 %2160 to double
  %2164 = fadd double %2163, 5.000000e-01
  %2165 = fmul double %2164, 0x3DF0000000000000
  %2166 = uitofp i32 %2158 to double
  %2167 = fadd double %2166, 5.000000e-01
  %2168 = fmul double %2167, 0x3DF0000000000000
  %2169 = bitcast double %2165 to i64
  %2170 = lshr i64 %2169, 32
  %2171 = add i64 %2170, 614242
  %2172 = lshr i64 %2171, 20
  %2173 = sub i64 %2172, 1023
  %2174 = and i64 %2171, 1048575
  %2175 = add i64 %2174, 1072079006
  %2176 = shl i64 %2175, 32
  %2177 = and i64 %2169, 4294967295
  %2178 = or i64 %2176, %2177
  %2179 = bitcast i64 %2178 to double
  %2180 = fsub double %2179, 1.000000e+00
  %2181 = fmul double 5.000000e-01, %2180
  %2182 = fmul double %2181, %2180
  %2183 = fadd double 2.000000e+00, %2180
  %2184 = fdiv double %2180, %2183
  %2185 = fmul double %2184, %2184
  %2186 = fmul double %2185, %2185
  %2187 = fmul double %2186, 0x3FC39A09D078C69F
  %2188 = fadd double 0x3FCC71C51D8E78AF, %2187
  %2189 = fmul double %2186, %2188
  %2190 = fadd double 0x3FD999999997FA04, %2189
  %2191 = fmul double %2186, %2190
  %2192 = fmul double %2186, 0x3FC2F112DF3E5244
  %2193 = fadd double 0x3FC7466496CB03DE, %2192
  %2194 = fmul double %2186, %2193
  %2195 = fadd double 0x3FD2492494229359, %2194
  %2196 = fmul double %2186, %2195
  %2197 = fadd double 0x3FE5555555555593, %2196
  %2198 = fmul double %2185, %2197
  %2199 = fadd double %2198, %2191
  %2200 = sitofp i64 %2173 to double
  %2201 = fadd double %2182, %2199
  %2202 = fmul double %2184, %2201
  %2203 = fmul double %2200, 0x3DEA39EF35793C76
  %2204 = fadd double %2202, %2203
  %2205 = fsub double %2204, %2182
  %2206 = fadd double %2205, %2180
  %2207 = fmul double %2200, 0x3FE62E42FEE00000
  %2208 = fadd double %2206, %2207
  %2209 = fmul double -2.000000e+00, %2208
  %2210 = call double @llvm.sqrt.f64(double %2209)
  %2211 = fmul double 0x401921FB54442D18, %2168
  %2212 = fmul double %2211, 0x3FE45F306DC9C883
  %2213 = fadd double %2212, 0x4338000000000000
  %2214 = bitcast double %2213 to i64
  %2215 = fsub double %2213, 0x4338000000000000
  %2216 = fmul double %2215, 0x3FF921FB54400000
  %2217 = fsub double %2211, %2216
  %2218 = fmul double %2215, 0x3DD0B4611A626331
  %2219 = fmul double %2215, 0x3DD0B4611A600000
  %2220 = fsub double %2217, %2219
  %2221 = fmul double %2215, 0x3BA3198A2E037073
  %2222 = fsub double %2217, %2220
  %2223 = fsub double %2222, %2219
  %2224 = fsub double %2221, %2223
  %2225 = fsub double %2217, %2218
  %2226 = bitcast double %2211 to i64
  %2227 = lshr i64 %2226, 52
  %2228 = and i64 %2227, 2047
  %2229 = bitcast double %2225 to i64
  %2230 = lshr i64 %2229, 52
  %2231 = and i64 %2230, 2047
  %2232 = add i64 %2231, 16
  %2233 = icmp ult i64 %2232, %2228
  %2234 = select i1 %2233, double %2220, double %2217
  %2235 = select i1 %2233, double %2224, double %2218
  %2236 = fsub double %2234, %2235
  %2237 = fsub double %2234, %2236
  %2238 = fsub double %2237, %2235
  %2239 = fmul double %2236, %2236
  %2240 = fmul double %2239, %2239
  %2241 = fmul double %2239, 0x3EFA01A019CB1590
  %2242 = fadd double 0xBF56C16C16C15177, %2241
  %2243 = fmul double %2239, %2242
  %2244 = fadd double 0x3FA555555555554C, %2243
  %2245 = fmul double %2239, %2244
  %2246 = fmul double %2239, 0xBDA8FAE9BE8838D4
  %2247 = fadd double 0x3E21EE9EBDB4B1C4, %2246
  %2248 = fmul double %2239, %2247
  %2249 = fadd double 0xBE927E4F809C52AD, %2248
  %2250 = fmul double %2240, %2240
  %2251 = fmul double %2250, %2249
  %2252 = fadd double %2245, %2251
  %2253 = fmul double 5.000000e-01, %2239
  %2254 = fsub double 1.000000e+00, %2253
  %2255 = fsub double 1.000000e+00, %2254
  %2256 = fsub double %2255, %2253
  %2257 = fmul double %2239, %2252
  %2258 = fmul double %2236, %2238
  %2259 = fsub double %2257, %2258
  %2260 = fadd double %2256, %2259
  %2261 = fadd double %2254, %2260
  %2262 = fmul double %2236, %2236
  %2263 = fmul double %2262, %2262
  %2264 = fmul double %2262, 0x3EC71DE357B1FE7D
  %2265 = fadd double 0xBF2A01A019C161D5, %2264
  %2266 = fmul double %2262, %2265
  %2267 = fadd double 0x3F8111111110F8A6, %2266
  %2268 = fmul double %2262, 0x3DE5D93A5ACFD57C
  %2269 = fadd double 0xBE5AE5E68A2B9CEB, %2268
  %2270 = fmul double %2262, %2263
  %2271 = fmul double %2270, %2269
  %2272 = fadd double %2267, %2271
  %2273 = fmul double %2262, %2236
  %2274 = fmul double 5.000000e-01, %2238
  %2275 = fmul double %2273, %2272
  %2276 = fsub double %2274, %2275
  %2277 = fmul double %2262, %2276
  %2278 = fsub double %2277, %2238
  %2279 = fmul double %2273, 0xBFC5555555555549
  %2280 = fsub double %2278, %2279
  %2281 = fsub double %2236, %2280
  %2282 = fneg double %2261
  %2283 = fneg double %2281
  %2284 = and i64 %2214, 1
  %2285 = and i64 %2214, 2
  %2286 = icmp eq i64 %2284, 1
  %2287 = icmp eq i64 %2285, 2
  %2288 = select i1 %2287, double %2282, double %2261
  %2289 = select i1 %2287, double %2281, double %2283
  %2290 = select i1 %2286, double %2289, double %2288
  %2291 = fmul double %2210, %2290
  %2292 = fptrunc double %2291 to float
  %2293 = fmul float %2292, %noise_scale31
  %2294 = fadd float %1994, %2293
  %bits121 = bitcast float %2294 to i32
  %magnitude122 = and i32 %bits121, 2147483647
  %is_nan123 = icmp ugt i32 %magnitude122, 2139095040
  %canonical124 = select i1 %is_nan123, i32 2143289344, i32 %bits121
  store i32 %canonical124, ptr %1979, align 4
  br label %slot.done119

slot.done119:                                     ; preds = %slot.then118, %slot.done110
  %feature125 = add i64 %lane, 7168
  %valid126 = icmp ult i64 %feature125, %n_features
  %2295 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid126, label %slot.then127, label %slot.done128

slot.then127:                                     ; preds = %slot.done119
  %2296 = load float, ptr %2295, align 4
  %2297 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2298 = fsub float %2297, 4.000000e+00
  %2299 = fmul float 2.000000e+00, %2298
  %2300 = fmul float 0x3F847AE140000000, %2299
  %2301 = fmul float 2.000000e+00, %2296
  %2302 = fmul float %2300, %2301
  %2303 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature125
  %2304 = load float, ptr addrspace(1) %2303, align 4
  %2305 = fsub float %2296, %2304
  %2306 = fmul float 2.000000e+00, %2305
  %2307 = fmul float 5.000000e-01, %2306
  %2308 = fadd float %2302, %2307
  %2309 = fmul float %2308, %eta
  %2310 = fsub float %2296, %2309
  %2311 = mul i64 %row, %n_features
  %element129 = add i64 %2311, %feature125
  %2312 = trunc i64 %key0 to i32
  %2313 = lshr i64 %key0, 32
  %2314 = trunc i64 %2313 to i32
  %2315 = trunc i64 %element129 to i32
  %2316 = trunc i64 %key1_step to i32
  %2317 = lshr i64 %key1_step, 32
  %2318 = trunc i64 %2317 to i32
  %2319 = lshr i64 %element129, 32
  %2320 = trunc i64 %2319 to i32
  %2321 = zext i32 %2315 to i64
  %2322 = mul i64 3528531795, %2321
  %2323 = zext i32 %2318 to i64
  %2324 = mul i64 3449720151, %2323
  %2325 = lshr i64 %2322, 32
  %2326 = trunc i64 %2325 to i32
  %2327 = trunc i64 %2322 to i32
  %2328 = lshr i64 %2324, 32
  %2329 = trunc i64 %2328 to i32
  %2330 = trunc i64 %2324 to i32
  %2331 = xor i32 %2329, %2316
  %2332 = xor i32 %2331, %2312
  %2333 = xor i32 %2326, %2320
  %2334 = xor i32 %2333, %2314
  %2335 = add i32 %2312, -1640531527
  %2336 = add i32 %2314, -1150833019
  %2337 = zext i32 %2332 to i64
  %2338 = mul i64 3528531795, %2337
  %2339 = zext i32 %2334 to i64
  %2340 = mul i64 3449720151, %2339
  %2341 = lshr i64 %2338, 32
  %2342 = trunc i64 %2341 to i32
  %2343 = trunc i64 %2338 to i32
  %2344 = lshr i64 %2340, 32
  %2345 = trunc i64 %2344 to i32
  %2346 = trunc i64 %2340 to i32
  %2347 = xor i32 %2345, %2330
  %2348 = xor i32 %2347, %2335
  %2349 = xor i32 %2342, %2327
  %2350 = xor i32 %2349, %2336
  %2351 = add i32 %2335, -1640531527
  %2352 = add i32 %2336, -1150833019
  %2353 = zext i32 %2348 to i64
  %2354 = mul i64 3528531795, %2353
  %2355 = zext i32 %2350 to i64
  %2356 = mul i64 3449720151, %2355
  %2357 = lshr i64 %2354, 32
  %2358 = trunc i64 %2357 to i32
  %2359 = trunc i64 %2354 to i32
  %2360 = lshr i64 %2356, 32
  %2361 = trunc i64 %2360 to i32
  %2362 = trunc i64 %2356 to i32
  %2363 = xor i32 %2361, %2346
  %2364 = xor i32 %2363, %2351
  %2365 = xor i32 %2358, %2343
  %2366 = xor i32 %2365, %2352
  %2367 = add i32 %2351, -1640531527
  %2368 = add i32 %2352, -1150833019
  %2369 = zext i32 %2364 to i64
  %2370 = mul i64 3528531795, %2369
  %2371 = zext i32 %2366 to i64
  %2372 = mul i64 3449720151, %2371
  %2373 = lshr i64 %2370, 32
  %2374 = trunc i64 %2373 to i32
  %2375 = trunc i64 %2370 to i32
  %2376 = lshr i64 %2372, 32
  %2377 = trunc i64 %2376 to i32
  %2378 = trunc i64 %2372 to i32
  %2379 = xor i32 %2377, %2362
  %2380 = xor i32 %2379, %2367
  %2381 = xor i32 %2374, %2359
  %2382 = xor i32 %2381, %2368
  %2383 = add i32 %2367, -1640531527
  %2384 = add i32 %2368, -1150833019
  %2385 = zext i32 %2380 to i64
  %2386 = mul i64 3528531795, %2385
  %2387 = zext i32 %2382 to i64
  %2388 = mul i64 3449720151, %2387
  %2389 = lshr i64 %2386, 32
  %2390 = trunc i64 %2389 to i32
  %2391 = trunc i64 %2386 to i32
  %2392 = lshr i64 %2388, 32
  %2393 = trunc i64 %2392 to i32
  %2394 = trunc i64 %2388 to i32
  %2395 = xor i32 %2393, %2378
  %2396 = xor i32 %2395, %2383
  %2397 = xor i32 %2390, %2375
  %2398 = xor i32 %2397, %2384
  %2399 = add i32 %2383, -1640531527
  %2400 = add i32 %2384, -1150833019
  %2401 = zext i32 %2396 to i64
  %2402 = mul i64 3528531795, %2401
  %2403 = zext i32 %2398 to i64
  %2404 = mul i64 3449720151, %2403
  %2405 = lshr i64 %2402, 32
  %2406 = trunc i64 %2405 to i32
  %2407 = trunc i64 %2402 to i32
  %2408 = lshr i64 %2404, 32
  %2409 = trunc i64 %2408 to i32
  %2410 = trunc i64 %2404 to i32
  %2411 = xor i32 %2409, %2394
  %2412 = xor i32 %2411, %2399
  %2413 = xor i32 %2406, %2391
  %2414 = xor i32 %2413, %2400
  %2415 = add i32 %2399, -1640531527
  %2416 = add i32 %2400, -1150833019
  %2417 = zext i32 %2412 to i64
  %2418 = mul i64 3528531795, %2417
  %2419 = zext i32 %2414 to i64
  %2420 = mul i64 3449720151, %2419
  %2421 = lshr i64 %2418, 32
  %2422 = trunc i64 %2421 to i32
  %2423 = trunc i64 %2418 to i32
  %2424 = lshr i64 %2420, 32
  %2425 = trunc i64 %2424 to i32
  %2426 = trunc i64 %2420 to i32
  %2427 = xor i32 %2425, %2410
  %2428 = xor i32 %2427, %2415
  %2429 = xor i32 %2422, %2407
  %2430 = xor i32 %2429, %2416
  %2431 = add i32 %2415, -1640531527
  %2432 = add i32 %2416, -1150833019
  %2433 = zext i32 %2428 to i64
  %2434 = mul i64 3528531795, %2433
  %2435 = zext i32 %2430 to i64
  %2436 = mul i64 3449720151, %2435
  %2437 = lshr i64 %2434, 32
  %2438 = trunc i64 %2437 to i32
  %2439 = trunc i64 %2434 to i32
  %2440 = lshr i64 %2436, 32
  %2441 = trunc i64 %2440 to i32
  %2442 = trunc i64 %2436 to i32
  %2443 = xor i32 %2441, %2426
  %2444 = xor i32 %2443, %2431
  %2445 = xor i32 %2438, %2423
  %2446 = xor i32 %2445, %2432
  %2447 = add i32 %2431, -1640531527
  %2448 = add i32 %2432, -1150833019
  %2449 = zext i32 %2444 to i64
  %2450 = mul i64 3528531795, %2449
  %2451 = zext i32 %2446 to i64
  %2452 = mul i64 3449720151, %2451
  %2453 = lshr i64 %2450, 32
  %2454 = trunc i64 %2453 to i32
  %2455 = trunc i64 %2450 to i32
  %2456 = lshr i64 %2452, 32
  %2457 = trunc i64 %2456 to i32
  %2458 = trunc i64 %2452 to i32
  %2459 = xor i32 %2457, %2442
  %2460 = xor i32 %2459, %2447
  %2461 = xor i32 %2454, %2439
  %2462 = xor i32 %2461, %2448
  %2463 = add i32 %2447, -1640531527
  %2464 = add i32 %2448, -1150833019
  %2465 = zext i32 %2460 to i64
  %2466 = mul i64 3528531795, %2465
  %2467 = zext i32 %2462 to i64
  %2468 = mul i64 3449720151, %2467
  %2469 = lshr i64 %2466, 32
  %2470 = trunc i64 %2469 to i32
  %2471 = trunc i64 %2466 to i32
  %2472 = lshr i64 %2468, 32
  %2473 = trunc i64 %2472 to i32
  %2474 = trunc i64 %2468 to i32
  %2475 = xor i32 %2473, %2458
  %2476 = xor i32 %2475, %2463
  %2477 = xor i32 %2470, %2455
  %2478 = xor i32 %2477, %2464
  %2479 = uitofp i32 %2476 to double
  %2480 = fadd double %2479, 5.000000e-01
  %2481 = fmul double %2480, 0x3DF0000000000000
  %2482 = uitofp i32 %2474 to double
  %2483 = fadd double %2482, 5.000000e-01
  %2484 = fmul double %2483, 0x3DF0000000000000
  %2485 = bitcast double %2481 to i64
  %2486 = lshr i64 %2485, 32
  %2487 = add i64 %2486, 614242
  %2488 = lshr i64 %2487, 20
  %2489 = sub i64 %2488, 1023
  %2490 = and i64 %2487, 1048575
  %2491 = add i64 %2490, 1072079006
  %2492 = shl i64 %2491, 32
  %2493 = and i64 %2485, 4294967295
  %2494 = or i64 %2492, %2493
  %2495 = bitcast i64 %2494 to double
  %2496 = fsub double %2495, 1.000000e+00
  %2497 = fmul double 5.000000e-01, %2496
  %2498 = fmul double %2497, %2496
  %2499 = fadd double 2.000000e+00, %2496
  %2500 = fdiv double %2496, %2499
  %2501 = fmul double %2500, %2500
  %2502 = fmul double %2501, %2501
  %2503 = fmul double %2502, 0x3FC39A09D078C69F
  %2504 = fadd double 0x3FCC71C51D8E78AF, %2503
  %2505 = fmul double %2502, %2504
  %2506 = fadd double 0x3FD999999997FA04, %2505
  %2507 = fmul double %2502, %2506
  %2508 = fmul double %2502, 0x3FC2F112DF3E5244
  %2509 = fadd double 0x3FC7466496CB03DE, %2508
  %2510 = fmul double %2502, %2509
  %2511 = fadd double 0x3FD2492494229359, %2510
  %2512 = fmul double %2502, %2511
  %2513 = fadd double 0x3FE5555555555593, %2512
  %2514 = fmul double %2501, %2513
  %2515 = fadd double %2514, %2507
  %2516 = sitofp i64 %2489 to double
  %2517 = fadd double %2498, %2515
  %2518 = fmul double %2500, %2517
  %2519 = fmul double %2516, 0x3DEA39EF35793C76
  %2520 = fadd double %2518, %2519
  %2521 = fsub double %2520, %2498
  %2522 = fadd double %2521, %2496
  %2523 = fmul double %2516, 0x3FE62E42FEE00000
  %2524 = fadd double %2522, %2523
  %2525 = fmul double -2.000000e+00, %2524
  %2526 = call double @llvm.sqrt.f64(double %2525)
  %2527 = fmul double 0x401921FB54442D18, %2484
  %2528 = fmul double %2527, 0x3FE45F306DC9C883
  %2529 = fadd double %2528, 0x4338000000000000
  %2530 = bitcast double %2529 to i64
  %2531 = fsub double %2529, 0x4338000000000000
  %2532 = fmul double %2531, 0x3FF921FB54400000
  %2533 = fsub double %2527, %2532
  %2534 = fmul double %2531, 0x3DD0B4611A626331
  %2535 = fmul double %2531, 0x3DD0B4611A600000
  %2536 = fsub double %2533, %2535
  %2537 = fmul double %2531, 0x3BA3198A2E037073
  %2538 = fsub double %2533, %2536
  %2539 = fsub double %2538, %2535
  %2540 = fsub double %2537, %2539
  %2541 = fsub double %2533, %2534
  %2542 = bitcast double %2527 to i64
  %2543 = lshr i64 %2542, 52
  %2544 = and i64 %2543, 2047
  %2545 = bitcast double %2541 to i64
  %2546 = lshr i64 %2545, 52
  %2547 = and i64 %2546, 2047
  %2548 = add i64 %2547, 16
  %2549 = icmp ult i64 %2548, %2544
  %2550 = select i1 %2549, double %2536, double %2533
  %2551 = select i1 %2549, double %2540, double %2534
  %2552 = fsub double %2550, %2551
  %2553 = fsub double %2550, %2552
  %2554 = fsub double %2553, %2551
  %2555 = fmul double %2552, %2552
  %2556 = fmul double %2555, %2555
  %2557 = fmul double %2555, 0x3EFA01A019CB1590
  %2558 = fadd double 0xBF56C16C16C15177, %2557
  %2559 = fmul double %2555, %2558
  %2560 = fadd double 0x3FA555555555554C, %2559
  %2561 = fmul double %2555, %2560
  %2562 = fmul double %2555, 0xBDA8FAE9BE8838D4
  %2563 = fadd double 0x3E21EE9EBDB4B1C4, %2562
  %2564 = fmul double %2555, %2563
  %2565 = fadd double 0xBE927E4F809C52AD, %2564
  %2566 = fmul double %2556, %2556
  %2567 = fmul double %2566, %2565
  %2568 = fadd double %2561, %2567
  %2569 = fmul double 5.000000e-01, %2555
  %2570 = fsub double 1.000000e+00, %2569
  %2571 = fsub double 1.000000e+00, %2570
  %2572 = fsub double %2571, %2569
  %2573 = fmul double %2555, %2568
  %2574 = fmul double %2552, %2554
  %2575 = fsub double %2573, %2574
  %2576 = fadd double %2572, %2575
  %2577 = fadd double %2570, %2576
  %2578 = fmul double %2552, %2552
  %2579 = fmul double %2578, %2578
  %2580 = fmul double %2578, 0x3EC71DE357B1FE7D
  %2581 = fadd double 0xBF2A01A019C161D5, %2580
  %2582 = fmul double %2578, %2581
  %2583 = fadd double 0x3F8111111110F8A6, %2582
  %2584 = fmul double %2578, 0x3DE5D93A5ACFD57C
  %2585 = fadd double 0xBE5AE5E68A2B9CEB, %2584
  %2586 = fmul double %2578, %2579
  %2587 = fmul double %2586, %2585
  %2588 = fadd double %2583, %2587
  %2589 = fmul double %2578, %2552
  %2590 = fmul double 5.000000e-01, %2554
  %2591 = fmul double %2589, %2588
  %2592 = fsub double %2590, %2591
  %2593 = fmul double %2578, %2592
  %2594 = fsub double %2593, %2554
  %2595 = fmul double %2589, 0xBFC5555555555549
  %2596 = fsub double %2594, %2595
  %2597 = fsub double %2552, %2596
  %2598 = fneg double %2577
  %2599 = fneg double %2597
  %2600 = and i64 %2530, 1
  %2601 = and i64 %2530, 2
  %2602 = icmp eq i64 %2600, 1
  %2603 = icmp eq i64 %2601, 2
  %2604 = select i1 %2603, double %2598, double %2577
  %2605 = select i1 %2603, double %2597, double %2599
  %2606 = select i1 %2602, double %2605, double %2604
  %2607 = fmul double %2526, %2606
  %2608 = fptrunc double %2607 to float
  %2609 = fmul float %2608, %noise_scale31
  %2610 = fadd float %2310, %2609
  %bits130 = bitcast float %2610 to i32
  %magnitude131 = and i32 %bits130, 2147483647
  %is_nan132 = icmp ugt i32 %magnitude131, 2139095040
  %canonical133 = select i1 %is_nan132, i32 2143289344, i32 %bits130
  store i32 %canonical133, ptr %2295, align 4
  br label %slot.done128

slot.done128:                                     ; preds = %slot.then127, %slot.done119
  br label %noise.done

uniform_sinks.then136:                            ; preds = %quiet
  br label %uniform_sinks.done137

uniform_sinks.done137:                            ; preds = %uniform_sinks.then136, %quiet
  %feature138 = add i64 %lane, 0
  %valid139 = icmp ult i64 %feature138, %n_features
  %2611 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid139, label %slot.then140, label %slot.done141

slot.then140:                                     ; preds = %uniform_sinks.done137
  %2612 = load float, ptr %2611, align 4
  %2613 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2614 = fsub float %2613, 4.000000e+00
  %2615 = fmul float 2.000000e+00, %2614
  %2616 = fmul float 0x3F847AE140000000, %2615
  %2617 = fmul float 2.000000e+00, %2612
  %2618 = fmul float %2616, %2617
  %2619 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature138
  %2620 = load float, ptr addrspace(1) %2619, align 4
  %2621 = fsub float %2612, %2620
  %2622 = fmul float 2.000000e+00, %2621
  %2623 = fmul float 5.000000e-01, %2622
  %2624 = fadd float %2618, %2623
  %2625 = fmul float %2624, %eta
  %2626 = fsub float %2612, %2625
  %2627 = fmul float 0.000000e+00, %noise_scale31
  %2628 = fadd float %2626, %2627
  %bits142 = bitcast float %2626 to i32
  %magnitude143 = and i32 %bits142, 2147483647
  %is_nan144 = icmp ugt i32 %magnitude143, 2139095040
  %canonical145 = select i1 %is_nan144, i32 2143289344, i32 %bits142
  store i32 %canonical145, ptr %2611, align 4
  br label %slot.done141

slot.done141:                                     ; preds = %slot.then140, %uniform_sinks.done137
  %feature146 = add i64 %lane, 1024
  %valid147 = icmp ult i64 %feature146, %n_features
  %2629 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid147, label %slot.then148, label %slot.done149

slot.then148:                                     ; preds = %slot.done141
  %2630 = load float, ptr %2629, align 4
  %2631 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2632 = fsub float %2631, 4.000000e+00
  %2633 = fmul float 2.000000e+00, %2632
  %2634 = fmul float 0x3F847AE140000000, %2633
  %2635 = fmul float 2.000000e+00, %2630
  %2636 = fmul float %2634, %2635
  %2637 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature146
  %2638 = load float, ptr addrspace(1) %2637, align 4
  %2639 = fsub float %2630, %2638
  %2640 = fmul float 2.000000e+00, %2639
  %2641 = fmul float 5.000000e-01, %2640
  %2642 = fadd float %2636, %2641
  %2643 = fmul float %2642, %eta
  %2644 = fsub float %2630, %2643
  %2645 = fmul float 0.000000e+00, %noise_scale31
  %2646 = fadd float %2644, %2645
  %bits150 = bitcast float %2644 to i32
  %magnitude151 = and i32 %bits150, 2147483647
  %is_nan152 = icmp ugt i32 %magnitude151, 2139095040
  %canonical153 = select i1 %is_nan152, i32 2143289344, i32 %bits150
  store i32 %canonical153, ptr %2629, align 4
  br label %slot.done149

slot.done149:                                     ; preds = %slot.then148, %slot.done141
  %feature154 = add i64 %lane, 2048
  %valid155 = icmp ult i64 %feature154, %n_features
  %2647 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid155, label %slot.then156, label %slot.done157

slot.then156:                                     ; preds = %slot.done149
  %2648 = load float, ptr %2647, align 4
  %2649 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2650 = fsub float %2649, 4.000000e+00
  %2651 = fmul float 2.000000e+00, %2650
  %2652 = fmul float 0x3F847AE140000000, %2651
  %2653 = fmul float 2.000000e+00, %2648
  %2654 = fmul float %2652, %2653
  %2655 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature154
  %2656 = load float, ptr addrspace(1) %2655, align 4
  %2657 = fsub float %2648, %2656
  %2658 = fmul float 2.000000e+00, %2657
  %2659 = fmul float 5.000000e-01, %2658
  %2660 = fadd float %2654, %2659
  %2661 = fmul float %2660, %eta
  %2662 = fsub float %2648, %2661
  %2663 = fmul float 0.000000e+00, %noise_scale31
  %2664 = fadd float %2662, %2663
  %bits158 = bitcast float %2662 to i32
  %magnitude159 = and i32 %bits158, 2147483647
  %is_nan160 = icmp ugt i32 %magnitude159, 2139095040
  %canonical161 = select i1 %is_nan160, i32 2143289344, i32 %bits158
  store i32 %canonical161, ptr %2647, align 4
  br label %slot.done157

slot.done157:                                     ; preds = %slot.then156, %slot.done149
  %feature162 = add i64 %lane, 3072
  %valid163 = icmp ult i64 %feature162, %n_features
  %2665 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid163, label %slot.then164, label %slot.done165

slot.then164:                                     ; preds = %slot.done157
  %2666 = load float, ptr %2665, align 4
  %2667 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2668 = fsub float %2667, 4.000000e+00
  %2669 = fmul float 2.000000e+00, %2668
  %2670 = fmul float 0x3F847AE140000000, %2669
  %2671 = fmul float 2.000000e+00, %2666
  %2672 = fmul float %2670, %2671
  %2673 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature162
  %2674 = load float, ptr addrspace(1) %2673, align 4
  %2675 = fsub float %2666, %2674
  %2676 = fmul float 2.000000e+00, %2675
  %2677 = fmul float 5.000000e-01, %2676
  %2678 = fadd float %2672, %2677
  %2679 = fmul float %2678, %eta
  %2680 = fsub float %2666, %2679
  %2681 = fmul float 0.000000e+00, %noise_scale31
  %2682 = fadd float %2680, %2681
  %bits166 = bitcast float %2680 to i32
  %magnitude167 = and i32 %bits166, 2147483647
  %is_nan168 = icmp ugt i32 %magnitude167, 2139095040
  %canonical169 = select i1 %is_nan168, i32 2143289344, i32 %bits166
  store i32 %canonical169, ptr %2665, align 4
  br label %slot.done165

slot.done165:                                     ; preds = %slot.then164, %slot.done157
  %feature170 = add i64 %lane, 4096
  %valid171 = icmp ult i64 %feature170, %n_features
  %2683 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid171, label %slot.then172, label %slot.done173

slot.then172:                                     ; preds = %slot.done165
  %2684 = load float, ptr %2683, align 4
  %2685 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2686 = fsub float %2685, 4.000000e+00
  %2687 = fmul float 2.000000e+00, %2686
  %2688 = fmul float 0x3F847AE140000000, %2687
  %2689 = fmul float 2.000000e+00, %2684
  %2690 = fmul float %2688, %2689
  %2691 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature170
  %2692 = load float, ptr addrspace(1) %2691, align 4
  %2693 = fsub float %2684, %2692
  %2694 = fmul float 2.000000e+00, %2693
  %2695 = fmul float 5.000000e-01, %2694
  %2696 = fadd float %2690, %2695
  %2697 = fmul float %2696, %eta
  %2698 = fsub float %2684, %2697
  %2699 = fmul float 0.000000e+00, %noise_scale31
  %2700 = fadd float %2698, %2699
  %bits174 = bitcast float %2698 to i32
  %magnitude175 = and i32 %bits174, 2147483647
  %is_nan176 = icmp ugt i32 %magnitude175, 2139095040
  %canonical177 = select i1 %is_nan176, i32 2143289344, i32 %bits174
  store i32 %canonical177, ptr %2683, align 4
  br label %slot.done173

slot.done173:                                     ; preds = %slot.then172, %slot.done165
  %feature178 = add i64 %lane, 5120
  %valid179 = icmp ult i64 %feature178, %n_features
  %2701 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid179, label %slot.then180, label %slot.done181

slot.then180:                                     ; preds = %slot.done173
  %2702 = load float, ptr %2701, align 4
  %2703 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2704 = fsub float %2703, 4.000000e+00
  %2705 = fmul float 2.000000e+00, %2704
  %2706 = fmul float 0x3F847AE140000000, %2705
  %2707 = fmul float 2.000000e+00, %2702
  %2708 = fmul float %2706, %2707
  %2709 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature178
  %2710 = load float, ptr addrspace(1) %2709, align 4
  %2711 = fsub float %2702, %2710
  %2712 = fmul float 2.000000e+00, %2711
  %2713 = fmul float 5.000000e-01, %2712
  %2714 = fadd float %2708, %2713
  %2715 = fmul float %2714, %eta
  %2716 = fsub float %2702, %2715
  %2717 = fmul float 0.000000e+00, %noise_scale31
  %2718 = fadd float %2716, %2717
  %bits182 = bitcast float %2716 to i32
  %magnitude183 = and i32 %bits182, 2147483647
  %is_nan184 = icmp ugt i32 %magnitude183, 2139095040
  %canonical185 = select i1 %is_nan184, i32 2143289344, i32 %bits182
  store i32 %canonical185, ptr %2701, align 4
  br label %slot.done181

slot.done181:                                     ; preds = %slot.then180, %slot.done173
  %feature186 = add i64 %lane, 6144
  %valid187 = icmp ult i64 %feature186, %n_features
  %2719 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid187, label %slot.then188, label %slot.done189

slot.then188:                                     ; preds = %slot.done181
  %2720 = load float, ptr %2719, align 4
  %2721 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2722 = fsub float %2721, 4.000000e+00
  %2723 = fmul float 2.000000e+00, %2722
  %2724 = fmul float 0x3F847AE140000000, %2723
  %2725 = fmul float 2.000000e+00, %2720
  %2726 = fmul float %2724, %2725
  %2727 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature186
  %2728 = load float, ptr addrspace(1) %2727, align 4
  %2729 = fsub float %2720, %2728
  %2730 = fmul float 2.000000e+00, %2729
  %2731 = fmul float 5.000000e-01, %2730
  %2732 = fadd float %2726, %2731
  %2733 = fmul float %2732, %eta
  %2734 = fsub float %2720, %2733
  %2735 = fmul float 0.000000e+00, %noise_scale31
  %2736 = fadd float %2734, %2735
  %bits190 = bitcast float %2734 to i32
  %magnitude191 = and i32 %bits190, 2147483647
  %is_nan192 = icmp ugt i32 %magnitude191, 2139095040
  %canonical193 = select i1 %is_nan192, i32 2143289344, i32 %bits190
  store i32 %canonical193, ptr %2719, align 4
  br label %slot.done189

slot.done189:                                     ; preds = %slot.then188, %slot.done181
  %feature194 = add i64 %lane, 7168
  %valid195 = icmp ult i64 %feature194, %n_features
  %2737 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid195, label %slot.then196, label %slot.done197

slot.then196:                                     ; preds = %slot.done189
  %2738 = load float, ptr %2737, align 4
  %2739 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2740 = fsub float %2739, 4.000000e+00
  %2741 = fmul float 2.000000e+00, %2740
  %2742 = fmul float 0x3F847AE140000000, %2741
  %2743 = fmul float 2.000000e+00, %2738
  %2744 = fmul float %2742, %2743
  %2745 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature194
  %2746 = load float, ptr addrspace(1) %2745, align 4
  %2747 = fsub float %2738, %2746
  %2748 = fmul float 2.000000e+00, %2747
  %2749 = fmul float 5.000000e-01, %2748
  %2750 = fadd float %2744, %2749
  %2751 = fmul float %2750, %eta
  %2752 = fsub float %2738, %2751
  %2753 = fmul float 0.000000e+00, %noise_scale31
  %2754 = fadd float %2752, %2753
  %bits198 = bitcast float %2752 to i32
  %magnitude199 = and i32 %bits198, 2147483647
  %is_nan200 = icmp ugt i32 %magnitude199, 2139095040
  %canonical201 = select i1 %is_nan200, i32 2143289344, i32 %bits198
  store i32 %canonical201, ptr %2737, align 4
  br label %slot.done197

slot.done197:                                     ; preds = %slot.then196, %slot.done189
  br label %noise.done

slot.then204:                                     ; preds = %step.exit
  %2755 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature202
  %2756 = load float, ptr %36, align 4
  store float %2756, ptr addrspace(1) %2755, align 4
  br label %slot.done205

slot.done205:                                     ; preds = %slot.then204, %step.exit
  %feature206 = add i64 %lane, 1024
  %valid207 = icmp ult i64 %feature206, %n_features
  %2757 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid207, label %slot.then208, label %slot.done209

slot.then208:                                     ; preds = %slot.done205
  %2758 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature206
  %2759 = load float, ptr %2757, align 4
  store float %2759, ptr addrspace(1) %2758, align 4
  br label %slot.done209

slot.done209:                                     ; preds = %slot.then208, %slot.done205
  %feature210 = add i64 %lane, 2048
  %valid211 = icmp ult i64 %feature210, %n_features
  %2760 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid211, label %slot.then212, label %slot.done213

slot.then212:                                     ; preds = %slot.done209
  %2761 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature210
  %2762 = load float, ptr %2760, align 4
  store float %2762, ptr addrspace(1) %2761, align 4
  br label %slot.done213

slot.done213:                                     ; preds = %slot.then212, %slot.done209
  %feature214 = add i64 %lane, 3072
  %valid215 = icmp ult i64 %feature214, %n_features
  %2763 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid215, label %slot.then216, label %slot.done217

slot.then216:                                     ; preds = %slot.done213
  %2764 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature214
  %2765 = load float, ptr %2763, align 4
  store float %2765, ptr addrspace(1) %2764, align 4
  br label %slot.done217

slot.done217:                                     ; preds = %slot.then216, %slot.done213
  %feature218 = add i64 %lane, 4096
  %valid219 = icmp ult i64 %feature218, %n_features
  %2766 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid219, label %slot.then220, label %slot.done221

slot.then220:                                     ; preds = %slot.done217
  %2767 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature218
  %2768 = load float, ptr %2766, align 4
  store float %2768, ptr addrspace(1) %2767, align 4
  br label %slot.done221

slot.done221:                                     ; preds = %slot.then220, %slot.done217
  %feature222 = add i64 %lane, 5120
  %valid223 = icmp ult i64 %feature222, %n_features
  %2769 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid223, label %slot.then224, label %slot.done225

slot.then224:                                     ; preds = %slot.done221
  %2770 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature222
  %2771 = load float, ptr %2769, align 4
  store float %2771, ptr addrspace(1) %2770, align 4
  br label %slot.done225

slot.done225:                                     ; preds = %slot.then224, %slot.done221
  %feature226 = add i64 %lane, 6144
  %valid227 = icmp ult i64 %feature226, %n_features
  %2772 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid227, label %slot.then228, label %slot.done229

slot.then228:                                     ; preds = %slot.done225
  %2773 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature226
  %2774 = load float, ptr %2772, align 4
  store float %2774, ptr addrspace(1) %2773, align 4
  br label %slot.done229

slot.done229:                                     ; preds = %slot.then228, %slot.done225
  %feature230 = add i64 %lane, 7168
  %valid231 = icmp ult i64 %feature230, %n_features
  %2775 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid231, label %slot.then232, label %slot.done233

slot.then232:                                     ; preds = %slot.done229
  %2776 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature230
  %2777 = load float, ptr %2775, align 4
  store float %2777, ptr addrspace(1) %2776, align 4
  br label %slot.done233

slot.done233:                                     ; preds = %slot.then232, %slot.done229
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %step = phi i64 [ 0, %row.then ], [ %351, %noise.done ]
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
  %333 = mul i64 %n_features, 0
  %334 = add i64 %333, 0
  %335 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %334
  %336 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %336, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %feature.exit
  %tree_sum = phi i64 [ 0, %feature.exit ], [ %346, %tree_sum.pairs.exit ]
  %337 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %337, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %338 = add i64 %336, %span
  %pairs = lshr i64 %338, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %reduce.then, label %reduce.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %345, %tree_sum.pairs.body ]
  %339 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %339, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %340 = getelementptr inbounds float, ptr addrspace(1) %335, i64 %left
  %341 = getelementptr inbounds float, ptr addrspace(1) %335, i64 %right
  %342 = load float, ptr addrspace(1) %340, align 4
  %343 = load float, ptr addrspace(1) %341, align 4
  %344 = fadd float %342, %343
  store float %344, ptr addrspace(1) %340, align 4
  %345 = add i64 %tree_sum.pairs, 256
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %346 = add i64 %tree_sum, 1
  br label %tree_sum.header

reduce.then:                                      ; preds = %tree_sum.exit
  %347 = mul i64 %n_features, 0
  %348 = add i64 %347, 0
  %349 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %348
  %350 = load float, ptr addrspace(1) %349, align 4
  store float %350, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

reduce.done:                                      ; preds = %reduce.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

noise5:                                           ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then11, label %uniform_sinks.done12

noise.done:                                       ; preds = %feature.exit15, %feature.exit8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %14, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %351 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header6

feature.header6:                                  ; preds = %feature.body7, %uniform_sinks.done
  %feature9 = phi i64 [ %lane, %uniform_sinks.done ], [ %374, %feature.body7 ]
  %352 = icmp ult i64 %feature9, %n_features
  br i1 %352, label %feature.body7, label %feature.exit8

feature.body7:                                    ; preds = %feature.header6
  %353 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %354 = load float, ptr addrspace(1) %353, align 4
  %355 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %356 = fsub float %355, 4.000000e+00
  %357 = fmul float 2.000000e+00, %356
  %358 = fmul float 0x3F847AE140000000, %357
  %359 = fmul float 2.000000e+00, %354
  %360 = fmul float %358, %359
  %361 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %362 = load float, ptr addrspace(1) %361, align 4
  %363 = fsub float %354, %362
  %364 = fmul float 2.000000e+00, %363
  %365 = fmul float 5.000000e-01, %364
  %366 = fadd float %360, %365
  %367 = fmul float %366, %eta
  %368 = fsub float %354, %367
  %369 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature9
  %370 = load float, ptr addrspace(1) %369, align 4
  %371 = fmul float %370, %noise_scale3
  %372 = fadd float %368, %371
  %373 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %bits10 = bitcast float %372 to i32
  %magnitude = and i32 %bits10, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits10
  store i32 %canonical, ptr addrspace(1) %373, align 4
  %374 = add i64 %feature9, 256
  br label %feature.header6

feature.exit8:                                    ; preds = %feature.header6
  br label %noise.done

uniform_sinks.then11:                             ; preds = %quiet
  br label %uniform_sinks.done12

uniform_sinks.done12:                             ; preds = %uniform_sinks.then11, %quiet
  br label %feature.header13

feature.header13:                                 ; preds = %feature.body14, %uniform_sinks.done12
  %feature16 = phi i64 [ %lane, %uniform_sinks.done12 ], [ %395, %feature.body14 ]
  %375 = icmp ult i64 %feature16, %n_features
  br i1 %375, label %feature.body14, label %feature.exit15

feature.body14:                                   ; preds = %feature.header13
  %376 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature16
  %377 = load float, ptr addrspace(1) %376, align 4
  %378 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %379 = fsub float %378, 4.000000e+00
  %380 = fmul float 2.000000e+00, %379
  %381 = fmul float 0x3F847AE140000000, %380
  %382 = fmul float 2.000000e+00, %377
  %383 = fmul float %381, %382
  %384 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature16
  %385 = load float, ptr addrspace(1) %384, align 4
  %386 = fsub float %377, %385
  %387 = fmul float 2.000000e+00, %386
  %388 = fmul float 5.000000e-01, %387
  %389 = fadd float %383, %388
  %390 = fmul float %389, %eta
  %391 = fsub float %377, %390
  %392 = fmul float 0.000000e+00, %noise_scale3
  %393 = fadd float %391, %392
  %394 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature16
  %bits17 = bitcast float %391 to i32
  %magnitude18 = and i32 %bits17, 2147483647
  %is_nan19 = icmp ugt i32 %magnitude18, 2139095040
  %canonical20 = select i1 %is_nan19, i32 2143289344, i32 %bits17
  store i32 %canonical20, ptr addrspace(1) %394, align 4
  %395 = add i64 %feature16, 256
  br label %feature.header13

feature.exit15:                                   ; preds = %feature.header13
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="512" }
attributes #5 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
!3 = !{!4}
!4 = distinct !{!4, !2}
