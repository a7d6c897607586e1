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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

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

; Function Attrs: nounwind

; Function Attrs: nounwind

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
