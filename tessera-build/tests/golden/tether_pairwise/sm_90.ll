; ModuleID = 'tether_pairwise'
source_filename = "tether_pairwise.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_fold_scratch_w8192 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w8192 = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w256(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_acc = alloca float, align 4
  %item_level = alloca i64, align 8
  %item_value = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 256
  %2 = and i1 %inside, %fits
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
  %step = phi i64 [ 0, %slot.done ], [ %56, %noise.done ]
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
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

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
  br label %fold.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header:                                      ; preds = %merge.done, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %44, %merge.done ]
  %19 = icmp ult i64 %fold, %n_features
  br i1 %19, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold
  %21 = load float, ptr addrspace(3) %20, align 4
  store float %21, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold.exit:                                        ; preds = %fold.header
  %22 = load i64, ptr %pairwise_depth, align 8
  %23 = icmp ugt i64 %22, 0
  %24 = sub i64 %22, 1
  %25 = select i1 %23, i64 %24, i64 0
  %26 = getelementptr inbounds float, ptr %pairwise_sums, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = select i1 %23, float %27, float 0.000000e+00
  store float %28, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %29 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %30 = select i1 %29, i64 %top, i64 0
  %31 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = icmp eq i64 %32, %level
  %34 = and i1 %29, %33
  br i1 %34, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %35 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %36 = load float, ptr %35, align 4
  %37 = load float, ptr %item_value, align 4
  %38 = fadd float %36, %37
  store float %38, ptr %item_value, align 4
  %39 = add i64 %level, 1
  store i64 %39, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %40 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %41 = load float, ptr %item_value, align 4
  store float %41, ptr %40, align 4
  %42 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %42, align 8
  %43 = add i64 %depth, 1
  store i64 %43, ptr %pairwise_depth, align 8
  %44 = add i64 %fold, 1
  br label %fold.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold.exit
  %pairwise_finish = phi i64 [ 0, %fold.exit ], [ %52, %pairwise_finish.body ]
  %45 = icmp ult i64 %pairwise_finish, %25
  br i1 %45, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %46 = sub i64 %25, 1
  %47 = sub i64 %46, %pairwise_finish
  %48 = getelementptr inbounds float, ptr %pairwise_sums, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = load float, ptr %pairwise_acc, align 4
  %51 = fadd float %49, %50
  store float %51, ptr %pairwise_acc, align 4
  %52 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %53 = load float, ptr %pairwise_acc, align 4
  store float %53, ptr addrspace(3) @tessera_uniforms_w256, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %54 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then16, label %uniform_sinks.done17

noise.done:                                       ; preds = %slot.done21, %slot.done13
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %56 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %57 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %58 = load float, ptr %57, align 4
  %59 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %60 = fsub float %59, 4.000000e+00
  %61 = fmul float 2.000000e+00, %60
  %62 = fmul float 0x3F847AE140000000, %61
  %63 = fmul float 2.000000e+00, %58
  %64 = fmul float %62, %63
  %65 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature10
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fsub float %58, %66
  %68 = fmul float 2.000000e+00, %67
  %69 = fmul float 5.000000e-01, %68
  %70 = fadd float %64, %69
  %71 = fmul float %70, %eta
  %72 = fsub float %58, %71
  %73 = mul i64 %row, %n_features
  %element = add i64 %73, %feature10
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
  %247 = fcmp olt double %243, 0x10000000000000
  %248 = fmul double %243, 0x4350000000000000
  %249 = select i1 %247, double %248, double %243
  %250 = select i1 %247, i64 1077, i64 1023
  %251 = bitcast double %249 to i64
  %252 = lshr i64 %251, 32
  %253 = add i64 %252, 614242
  %254 = lshr i64 %253, 20
  %255 = sub i64 %254, %250
  %256 = and i64 %253, 1048575
  %257 = add i64 %256, 1072079006
  %258 = shl i64 %257, 32
  %259 = and i64 %251, 4294967295
  %260 = or i64 %258, %259
  %261 = bitcast i64 %260 to double
  %262 = fsub double %261, 1.000000e+00
  %263 = fmul double 5.000000e-01, %262
  %264 = fmul double %263, %262
  %265 = fadd double 2.000000e+00, %262
  %266 = fdiv double %262, %265
  %267 = fmul double %266, %266
  %268 = fmul double %267, %267
  %269 = fmul double %268, 0x3FC39A09D078C69F
  %270 = fadd double 0x3FCC71C51D8E78AF, %269
  %271 = fmul double %268, %270
  %272 = fadd double 0x3FD999999997FA04, %271
  %273 = fmul double %268, %272
  %274 = fmul double %268, 0x3FC2F112DF3E5244
  %275 = fadd double 0x3FC7466496CB03DE, %274
  %276 = fmul double %268, %275
  %277 = fadd double 0x3FD2492494229359, %276
  %278 = fmul double %268, %277
  %279 = fadd double 0x3FE5555555555593, %278
  %280 = fmul double %267, %279
  %281 = fadd double %280, %273
  %282 = sitofp i64 %255 to double
  %283 = fadd double %264, %281
  %284 = fmul double %266, %283
  %285 = fmul double %282, 0x3DEA39EF35793C76
  %286 = fadd double %284, %285
  %287 = fsub double %286, %264
  %288 = fadd double %287, %262
  %289 = fmul double %282, 0x3FE62E42FEE00000
  %290 = fadd double %288, %289
  %291 = fcmp oeq double %243, 0x7FF0000000000000
  %292 = select i1 %291, double 0x7FF0000000000000, double %290
  %293 = fcmp oeq double %243, 0.000000e+00
  %294 = select i1 %293, double 0xFFF0000000000000, double %292
  %295 = fcmp olt double %243, 0.000000e+00
  %296 = fcmp uno double %243, %243
  %297 = or i1 %295, %296
  %298 = select i1 %297, double 0x7FF8000000000000, double %294
  %299 = fmul double -2.000000e+00, %298
  %300 = call double @llvm.sqrt.f64(double %299)
  %301 = fmul double 0x401921FB54442D18, %246
  %302 = fmul double %301, 0x3FE45F306DC9C883
  %303 = fadd double %302, 0x4338000000000000
  %304 = bitcast double %303 to i64
  %305 = fsub double %303, 0x4338000000000000
  %306 = fmul double %305, 0x3FF921FB54400000
  %307 = fsub double %301, %306
  %308 = fmul double %305, 0x3DD0B4611A626331
  %309 = fmul double %305, 0x3DD0B4611A600000
  %310 = fsub double %307, %309
  %311 = fmul double %305, 0x3BA3198A2E037073
  %312 = fsub double %307, %310
  %313 = fsub double %312, %309
  %314 = fsub double %311, %313
  %315 = fmul double %305, 0x3BA3198A2E000000
  %316 = fsub double %310, %315
  %317 = fmul double %305, 0x397B839A252049C1
  %318 = fsub double %310, %316
  %319 = fsub double %318, %315
  %320 = fsub double %317, %319
  %321 = fsub double %307, %308
  %322 = fsub double %310, %314
  %323 = bitcast double %301 to i64
  %324 = lshr i64 %323, 52
  %325 = and i64 %324, 2047
  %326 = bitcast double %321 to i64
  %327 = lshr i64 %326, 52
  %328 = and i64 %327, 2047
  %329 = bitcast double %322 to i64
  %330 = lshr i64 %329, 52
  %331 = and i64 %330, 2047
  %332 = add i64 %328, 16
  %333 = icmp ult i64 %332, %325
  %334 = add i64 %331, 49
  %335 = icmp ult i64 %334, %325
  %336 = select i1 %335, double %316, double %310
  %337 = select i1 %335, double %320, double %314
  %338 = select i1 %333, double %336, double %307
  %339 = select i1 %333, double %337, double %308
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
  %388 = and i64 %304, 1
  %389 = and i64 %304, 2
  %390 = icmp eq i64 %388, 1
  %391 = icmp eq i64 %389, 2
  %392 = select i1 %391, double %386, double %365
  %393 = select i1 %391, double %385, double %387
  %394 = select i1 %390, double %393, double %392
  %395 = bitcast double %301 to i64
  %396 = and i64 %395, 9223372036854775807
  %397 = bitcast i64 %396 to double
  %398 = fcmp olt double %397, 0x413921FB00000000
  %399 = select i1 %398, double %394, double 0x7FF8000000000000
  %400 = fmul double %300, %399
  %401 = fptrunc double %400 to float
  %402 = fmul float %401, %noise_scale3
  %403 = fadd float %72, %402
  store float %403, ptr %57, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %404 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done17
  %405 = load float, ptr %404, align 4
  %406 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %407 = fsub float %406, 4.000000e+00
  %408 = fmul float 2.000000e+00, %407
  %409 = fmul float 0x3F847AE140000000, %408
  %410 = fmul float 2.000000e+00, %405
  %411 = fmul float %409, %410
  %412 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %413 = load float, ptr addrspace(1) %412, align 4
  %414 = fsub float %405, %413
  %415 = fmul float 2.000000e+00, %414
  %416 = fmul float 5.000000e-01, %415
  %417 = fadd float %411, %416
  %418 = fmul float %417, %eta
  %419 = fsub float %405, %418
  %420 = fmul float 0.000000e+00, %noise_scale3
  %421 = fadd float %419, %420
  store float %419, ptr %404, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done17
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %422 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %423 = load float, ptr %15, align 4
  store float %423, ptr addrspace(1) %422, align 4
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_acc = alloca float, align 4
  %item_level = alloca i64, align 8
  %item_value = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 1024
  %2 = and i1 %inside, %fits
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
  %step = phi i64 [ 0, %slot.done ], [ %56, %noise.done ]
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
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = fmul float %16, %16
  %18 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature4
  store float %17, ptr addrspace(3) %18, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header:                                      ; preds = %merge.done, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %44, %merge.done ]
  %19 = icmp ult i64 %fold, %n_features
  br i1 %19, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold
  %21 = load float, ptr addrspace(3) %20, align 4
  store float %21, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold.exit:                                        ; preds = %fold.header
  %22 = load i64, ptr %pairwise_depth, align 8
  %23 = icmp ugt i64 %22, 0
  %24 = sub i64 %22, 1
  %25 = select i1 %23, i64 %24, i64 0
  %26 = getelementptr inbounds float, ptr %pairwise_sums, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = select i1 %23, float %27, float 0.000000e+00
  store float %28, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %29 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %30 = select i1 %29, i64 %top, i64 0
  %31 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %30
  %32 = load i64, ptr %31, align 8
  %33 = icmp eq i64 %32, %level
  %34 = and i1 %29, %33
  br i1 %34, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %35 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %36 = load float, ptr %35, align 4
  %37 = load float, ptr %item_value, align 4
  %38 = fadd float %36, %37
  store float %38, ptr %item_value, align 4
  %39 = add i64 %level, 1
  store i64 %39, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %40 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %41 = load float, ptr %item_value, align 4
  store float %41, ptr %40, align 4
  %42 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %42, align 8
  %43 = add i64 %depth, 1
  store i64 %43, ptr %pairwise_depth, align 8
  %44 = add i64 %fold, 1
  br label %fold.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold.exit
  %pairwise_finish = phi i64 [ 0, %fold.exit ], [ %52, %pairwise_finish.body ]
  %45 = icmp ult i64 %pairwise_finish, %25
  br i1 %45, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %46 = sub i64 %25, 1
  %47 = sub i64 %46, %pairwise_finish
  %48 = getelementptr inbounds float, ptr %pairwise_sums, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = load float, ptr %pairwise_acc, align 4
  %51 = fadd float %49, %50
  store float %51, ptr %pairwise_acc, align 4
  %52 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %53 = load float, ptr %pairwise_acc, align 4
  store float %53, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %54 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then16, label %uniform_sinks.done17

noise.done:                                       ; preds = %slot.done21, %slot.done13
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %56 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %57 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %58 = load float, ptr %57, align 4
  %59 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %60 = fsub float %59, 4.000000e+00
  %61 = fmul float 2.000000e+00, %60
  %62 = fmul float 0x3F847AE140000000, %61
  %63 = fmul float 2.000000e+00, %58
  %64 = fmul float %62, %63
  %65 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature10
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fsub float %58, %66
  %68 = fmul float 2.000000e+00, %67
  %69 = fmul float 5.000000e-01, %68
  %70 = fadd float %64, %69
  %71 = fmul float %70, %eta
  %72 = fsub float %58, %71
  %73 = mul i64 %row, %n_features
  %element = add i64 %73, %feature10
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
  %247 = fcmp olt double %243, 0x10000000000000
  %248 = fmul double %243, 0x4350000000000000
  %249 = select i1 %247, double %248, double %243
  %250 = select i1 %247, i64 1077, i64 1023
  %251 = bitcast double %249 to i64
  %252 = lshr i64 %251, 32
  %253 = add i64 %252, 614242
  %254 = lshr i64 %253, 20
  %255 = sub i64 %254, %250
  %256 = and i64 %253, 1048575
  %257 = add i64 %256, 1072079006
  %258 = shl i64 %257, 32
  %259 = and i64 %251, 4294967295
  %260 = or i64 %258, %259
  %261 = bitcast i64 %260 to double
  %262 = fsub double %261, 1.000000e+00
  %263 = fmul double 5.000000e-01, %262
  %264 = fmul double %263, %262
  %265 = fadd double 2.000000e+00, %262
  %266 = fdiv double %262, %265
  %267 = fmul double %266, %266
  %268 = fmul double %267, %267
  %269 = fmul double %268, 0x3FC39A09D078C69F
  %270 = fadd double 0x3FCC71C51D8E78AF, %269
  %271 = fmul double %268, %270
  %272 = fadd double 0x3FD999999997FA04, %271
  %273 = fmul double %268, %272
  %274 = fmul double %268, 0x3FC2F112DF3E5244
  %275 = fadd double 0x3FC7466496CB03DE, %274
  %276 = fmul double %268, %275
  %277 = fadd double 0x3FD2492494229359, %276
  %278 = fmul double %268, %277
  %279 = fadd double 0x3FE5555555555593, %278
  %280 = fmul double %267, %279
  %281 = fadd double %280, %273
  %282 = sitofp i64 %255 to double
  %283 = fadd double %264, %281
  %284 = fmul double %266, %283
  %285 = fmul double %282, 0x3DEA39EF35793C76
  %286 = fadd double %284, %285
  %287 = fsub double %286, %264
  %288 = fadd double %287, %262
  %289 = fmul double %282, 0x3FE62E42FEE00000
  %290 = fadd double %288, %289
  %291 = fcmp oeq double %243, 0x7FF0000000000000
  %292 = select i1 %291, double 0x7FF0000000000000, double %290
  %293 = fcmp oeq double %243, 0.000000e+00
  %294 = select i1 %293, double 0xFFF0000000000000, double %292
  %295 = fcmp olt double %243, 0.000000e+00
  %296 = fcmp uno double %243, %243
  %297 = or i1 %295, %296
  %298 = select i1 %297, double 0x7FF8000000000000, double %294
  %299 = fmul double -2.000000e+00, %298
  %300 = call double @llvm.sqrt.f64(double %299)
  %301 = fmul double 0x401921FB54442D18, %246
  %302 = fmul double %301, 0x3FE45F306DC9C883
  %303 = fadd double %302, 0x4338000000000000
  %304 = bitcast double %303 to i64
  %305 = fsub double %303, 0x4338000000000000
  %306 = fmul double %305, 0x3FF921FB54400000
  %307 = fsub double %301, %306
  %308 = fmul double %305, 0x3DD0B4611A626331
  %309 = fmul double %305, 0x3DD0B4611A600000
  %310 = fsub double %307, %309
  %311 = fmul double %305, 0x3BA3198A2E037073
  %312 = fsub double %307, %310
  %313 = fsub double %312, %309
  %314 = fsub double %311, %313
  %315 = fmul double %305, 0x3BA3198A2E000000
  %316 = fsub double %310, %315
  %317 = fmul double %305, 0x397B839A252049C1
  %318 = fsub double %310, %316
  %319 = fsub double %318, %315
  %320 = fsub double %317, %319
  %321 = fsub double %307, %308
  %322 = fsub double %310, %314
  %323 = bitcast double %301 to i64
  %324 = lshr i64 %323, 52
  %325 = and i64 %324, 2047
  %326 = bitcast double %321 to i64
  %327 = lshr i64 %326, 52
  %328 = and i64 %327, 2047
  %329 = bitcast double %322 to i64
  %330 = lshr i64 %329, 52
  %331 = and i64 %330, 2047
  %332 = add i64 %328, 16
  %333 = icmp ult i64 %332, %325
  %334 = add i64 %331, 49
  %335 = icmp ult i64 %334, %325
  %336 = select i1 %335, double %316, double %310
  %337 = select i1 %335, double %320, double %314
  %338 = select i1 %333, double %336, double %307
  %339 = select i1 %333, double %337, double %308
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
  %388 = and i64 %304, 1
  %389 = and i64 %304, 2
  %390 = icmp eq i64 %388, 1
  %391 = icmp eq i64 %389, 2
  %392 = select i1 %391, double %386, double %365
  %393 = select i1 %391, double %385, double %387
  %394 = select i1 %390, double %393, double %392
  %395 = bitcast double %301 to i64
  %396 = and i64 %395, 9223372036854775807
  %397 = bitcast i64 %396 to double
  %398 = fcmp olt double %397, 0x413921FB00000000
  %399 = select i1 %398, double %394, double 0x7FF8000000000000
  %400 = fmul double %300, %399
  %401 = fptrunc double %400 to float
  %402 = fmul float %401, %noise_scale3
  %403 = fadd float %72, %402
  store float %403, ptr %57, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %404 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done17
  %405 = load float, ptr %404, align 4
  %406 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %407 = fsub float %406, 4.000000e+00
  %408 = fmul float 2.000000e+00, %407
  %409 = fmul float 0x3F847AE140000000, %408
  %410 = fmul float 2.000000e+00, %405
  %411 = fmul float %409, %410
  %412 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %413 = load float, ptr addrspace(1) %412, align 4
  %414 = fsub float %405, %413
  %415 = fmul float 2.000000e+00, %414
  %416 = fmul float 5.000000e-01, %415
  %417 = fadd float %411, %416
  %418 = fmul float %417, %eta
  %419 = fsub float %405, %418
  %420 = fmul float 0.000000e+00, %noise_scale3
  %421 = fadd float %419, %420
  store float %419, ptr %404, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done17
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %422 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %423 = load float, ptr %15, align 4
  store float %423, ptr addrspace(1) %422, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w2048(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_acc = alloca float, align 4
  %item_level = alloca i64, align 8
  %item_value = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 2048
  %2 = and i1 %inside, %fits
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

row.done:                                         ; preds = %slot.done46, %entry
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
  %step = phi i64 [ 0, %slot.done4 ], [ %63, %noise.done ]
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
  %feature39 = add i64 %lane, 0
  %valid40 = icmp ult i64 %feature39, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid40, label %slot.then41, label %slot.done42

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done15
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header:                                      ; preds = %merge.done, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %51, %merge.done ]
  %26 = icmp ult i64 %fold, %n_features
  br i1 %26, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold
  %28 = load float, ptr addrspace(3) %27, align 4
  store float %28, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold.exit:                                        ; preds = %fold.header
  %29 = load i64, ptr %pairwise_depth, align 8
  %30 = icmp ugt i64 %29, 0
  %31 = sub i64 %29, 1
  %32 = select i1 %30, i64 %31, i64 0
  %33 = getelementptr inbounds float, ptr %pairwise_sums, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = select i1 %30, float %34, float 0.000000e+00
  store float %35, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %36 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %37 = select i1 %36, i64 %top, i64 0
  %38 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = icmp eq i64 %39, %level
  %41 = and i1 %36, %40
  br i1 %41, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %42 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %43 = load float, ptr %42, align 4
  %44 = load float, ptr %item_value, align 4
  %45 = fadd float %43, %44
  store float %45, ptr %item_value, align 4
  %46 = add i64 %level, 1
  store i64 %46, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %47 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %48 = load float, ptr %item_value, align 4
  store float %48, ptr %47, align 4
  %49 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %49, align 8
  %50 = add i64 %depth, 1
  store i64 %50, ptr %pairwise_depth, align 8
  %51 = add i64 %fold, 1
  br label %fold.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold.exit
  %pairwise_finish = phi i64 [ 0, %fold.exit ], [ %59, %pairwise_finish.body ]
  %52 = icmp ult i64 %pairwise_finish, %32
  br i1 %52, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %53 = sub i64 %32, 1
  %54 = sub i64 %53, %pairwise_finish
  %55 = getelementptr inbounds float, ptr %pairwise_sums, i64 %54
  %56 = load float, ptr %55, align 4
  %57 = load float, ptr %pairwise_acc, align 4
  %58 = fadd float %56, %57
  store float %58, ptr %pairwise_acc, align 4
  %59 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %60 = load float, ptr %pairwise_acc, align 4
  store float %60, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %61 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature27 = add i64 %lane, 0
  %valid28 = icmp ult i64 %feature27, %n_features
  %62 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then29, label %uniform_sinks.done30

noise.done:                                       ; preds = %slot.done38, %slot.done25
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature5, align 4
  %63 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %64 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done
  %65 = load float, ptr %64, align 4
  %66 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %67 = fsub float %66, 4.000000e+00
  %68 = fmul float 2.000000e+00, %67
  %69 = fmul float 0x3F847AE140000000, %68
  %70 = fmul float 2.000000e+00, %65
  %71 = fmul float %69, %70
  %72 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fsub float %65, %73
  %75 = fmul float 2.000000e+00, %74
  %76 = fmul float 5.000000e-01, %75
  %77 = fadd float %71, %76
  %78 = fmul float %77, %eta
  %79 = fsub float %65, %78
  %80 = mul i64 %row, %n_features
  %element = add i64 %80, %feature18
  %81 = trunc i64 %key0 to i32
  %82 = lshr i64 %key0, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %element to i32
  %85 = trunc i64 %key1_step to i32
  %86 = lshr i64 %key1_step, 32
  %87 = trunc i64 %86 to i32
  %88 = lshr i64 %element, 32
  %89 = trunc i64 %88 to i32
  %90 = zext i32 %84 to i64
  %91 = mul i64 3528531795, %90
  %92 = zext i32 %87 to i64
  %93 = mul i64 3449720151, %92
  %94 = lshr i64 %91, 32
  %95 = trunc i64 %94 to i32
  %96 = trunc i64 %91 to i32
  %97 = lshr i64 %93, 32
  %98 = trunc i64 %97 to i32
  %99 = trunc i64 %93 to i32
  %100 = xor i32 %98, %85
  %101 = xor i32 %100, %81
  %102 = xor i32 %95, %89
  %103 = xor i32 %102, %83
  %104 = add i32 %81, -1640531527
  %105 = add i32 %83, -1150833019
  %106 = zext i32 %101 to i64
  %107 = mul i64 3528531795, %106
  %108 = zext i32 %103 to i64
  %109 = mul i64 3449720151, %108
  %110 = lshr i64 %107, 32
  %111 = trunc i64 %110 to i32
  %112 = trunc i64 %107 to i32
  %113 = lshr i64 %109, 32
  %114 = trunc i64 %113 to i32
  %115 = trunc i64 %109 to i32
  %116 = xor i32 %114, %99
  %117 = xor i32 %116, %104
  %118 = xor i32 %111, %96
  %119 = xor i32 %118, %105
  %120 = add i32 %104, -1640531527
  %121 = add i32 %105, -1150833019
  %122 = zext i32 %117 to i64
  %123 = mul i64 3528531795, %122
  %124 = zext i32 %119 to i64
  %125 = mul i64 3449720151, %124
  %126 = lshr i64 %123, 32
  %127 = trunc i64 %126 to i32
  %128 = trunc i64 %123 to i32
  %129 = lshr i64 %125, 32
  %130 = trunc i64 %129 to i32
  %131 = trunc i64 %125 to i32
  %132 = xor i32 %130, %115
  %133 = xor i32 %132, %120
  %134 = xor i32 %127, %112
  %135 = xor i32 %134, %121
  %136 = add i32 %120, -1640531527
  %137 = add i32 %121, -1150833019
  %138 = zext i32 %133 to i64
  %139 = mul i64 3528531795, %138
  %140 = zext i32 %135 to i64
  %141 = mul i64 3449720151, %140
  %142 = lshr i64 %139, 32
  %143 = trunc i64 %142 to i32
  %144 = trunc i64 %139 to i32
  %145 = lshr i64 %141, 32
  %146 = trunc i64 %145 to i32
  %147 = trunc i64 %141 to i32
  %148 = xor i32 %146, %131
  %149 = xor i32 %148, %136
  %150 = xor i32 %143, %128
  %151 = xor i32 %150, %137
  %152 = add i32 %136, -1640531527
  %153 = add i32 %137, -1150833019
  %154 = zext i32 %149 to i64
  %155 = mul i64 3528531795, %154
  %156 = zext i32 %151 to i64
  %157 = mul i64 3449720151, %156
  %158 = lshr i64 %155, 32
  %159 = trunc i64 %158 to i32
  %160 = trunc i64 %155 to i32
  %161 = lshr i64 %157, 32
  %162 = trunc i64 %161 to i32
  %163 = trunc i64 %157 to i32
  %164 = xor i32 %162, %147
  %165 = xor i32 %164, %152
  %166 = xor i32 %159, %144
  %167 = xor i32 %166, %153
  %168 = add i32 %152, -1640531527
  %169 = add i32 %153, -1150833019
  %170 = zext i32 %165 to i64
  %171 = mul i64 3528531795, %170
  %172 = zext i32 %167 to i64
  %173 = mul i64 3449720151, %172
  %174 = lshr i64 %171, 32
  %175 = trunc i64 %174 to i32
  %176 = trunc i64 %171 to i32
  %177 = lshr i64 %173, 32
  %178 = trunc i64 %177 to i32
  %179 = trunc i64 %173 to i32
  %180 = xor i32 %178, %163
  %181 = xor i32 %180, %168
  %182 = xor i32 %175, %160
  %183 = xor i32 %182, %169
  %184 = add i32 %168, -1640531527
  %185 = add i32 %169, -1150833019
  %186 = zext i32 %181 to i64
  %187 = mul i64 3528531795, %186
  %188 = zext i32 %183 to i64
  %189 = mul i64 3449720151, %188
  %190 = lshr i64 %187, 32
  %191 = trunc i64 %190 to i32
  %192 = trunc i64 %187 to i32
  %193 = lshr i64 %189, 32
  %194 = trunc i64 %193 to i32
  %195 = trunc i64 %189 to i32
  %196 = xor i32 %194, %179
  %197 = xor i32 %196, %184
  %198 = xor i32 %191, %176
  %199 = xor i32 %198, %185
  %200 = add i32 %184, -1640531527
  %201 = add i32 %185, -1150833019
  %202 = zext i32 %197 to i64
  %203 = mul i64 3528531795, %202
  %204 = zext i32 %199 to i64
  %205 = mul i64 3449720151, %204
  %206 = lshr i64 %203, 32
  %207 = trunc i64 %206 to i32
  %208 = trunc i64 %203 to i32
  %209 = lshr i64 %205, 32
  %210 = trunc i64 %209 to i32
  %211 = trunc i64 %205 to i32
  %212 = xor i32 %210, %195
  %213 = xor i32 %212, %200
  %214 = xor i32 %207, %192
  %215 = xor i32 %214, %201
  %216 = add i32 %200, -1640531527
  %217 = add i32 %201, -1150833019
  %218 = zext i32 %213 to i64
  %219 = mul i64 3528531795, %218
  %220 = zext i32 %215 to i64
  %221 = mul i64 3449720151, %220
  %222 = lshr i64 %219, 32
  %223 = trunc i64 %222 to i32
  %224 = trunc i64 %219 to i32
  %225 = lshr i64 %221, 32
  %226 = trunc i64 %225 to i32
  %227 = trunc i64 %221 to i32
  %228 = xor i32 %226, %211
  %229 = xor i32 %228, %216
  %230 = xor i32 %223, %208
  %231 = xor i32 %230, %217
  %232 = add i32 %216, -1640531527
  %233 = add i32 %217, -1150833019
  %234 = zext i32 %229 to i64
  %235 = mul i64 3528531795, %234
  %236 = zext i32 %231 to i64
  %237 = mul i64 3449720151, %236
  %238 = lshr i64 %235, 32
  %239 = trunc i64 %238 to i32
  %240 = trunc i64 %235 to i32
  %241 = lshr i64 %237, 32
  %242 = trunc i64 %241 to i32
  %243 = trunc i64 %237 to i32
  %244 = xor i32 %242, %227
  %245 = xor i32 %244, %232
  %246 = xor i32 %239, %224
  %247 = xor i32 %246, %233
  %248 = uitofp i32 %245 to double
  %249 = fadd double %248, 5.000000e-01
  %250 = fmul double %249, 0x3DF0000000000000
  %251 = uitofp i32 %243 to double
  %252 = fadd double %251, 5.000000e-01
  %253 = fmul double %252, 0x3DF0000000000000
  %254 = fcmp olt double %250, 0x10000000000000
  %255 = fmul double %250, 0x4350000000000000
  %256 = select i1 %254, double %255, double %250
  %257 = select i1 %254, i64 1077, i64 1023
  %258 = bitcast double %256 to i64
  %259 = lshr i64 %258, 32
  %260 = add i64 %259, 614242
  %261 = lshr i64 %260, 20
  %262 = sub i64 %261, %257
  %263 = and i64 %260, 1048575
  %264 = add i64 %263, 1072079006
  %265 = shl i64 %264, 32
  %266 = and i64 %258, 4294967295
  %267 = or i64 %265, %266
  %268 = bitcast i64 %267 to double
  %269 = fsub double %268, 1.000000e+00
  %270 = fmul double 5.000000e-01, %269
  %271 = fmul double %270, %269
  %272 = fadd double 2.000000e+00, %269
  %273 = fdiv double %269, %272
  %274 = fmul double %273, %273
  %275 = fmul double %274, %274
  %276 = fmul double %275, 0x3FC39A09D078C69F
  %277 = fadd double 0x3FCC71C51D8E78AF, %276
  %278 = fmul double %275, %277
  %279 = fadd double 0x3FD999999997FA04, %278
  %280 = fmul double %275, %279
  %281 = fmul double %275, 0x3FC2F112DF3E5244
  %282 = fadd double 0x3FC7466496CB03DE, %281
  %283 = fmul double %275, %282
  %284 = fadd double 0x3FD2492494229359, %283
  %285 = fmul double %275, %284
  %286 = fadd double 0x3FE5555555555593, %285
  %287 = fmul double %274, %286
  %288 = fadd double %287, %280
  %289 = sitofp i64 %262 to double
  %290 = fadd double %271, %288
  %291 = fmul double %273, %290
  %292 = fmul double %289, 0x3DEA39EF35793C76
  %293 = fadd double %291, %292
  %294 = fsub double %293, %271
  %295 = fadd double %294, %269
  %296 = fmul double %289, 0x3FE62E42FEE00000
  %297 = fadd double %295, %296
  %298 = fcmp oeq double %250, 0x7FF0000000000000
  %299 = select i1 %298, double 0x7FF0000000000000, double %297
  %300 = fcmp oeq double %250, 0.000000e+00
  %301 = select i1 %300, double 0xFFF0000000000000, double %299
  %302 = fcmp olt double %250, 0.000000e+00
  %303 = fcmp uno double %250, %250
  %304 = or i1 %302, %303
  %305 = select i1 %304, double 0x7FF8000000000000, double %301
  %306 = fmul double -2.000000e+00, %305
  %307 = call double @llvm.sqrt.f64(double %306)
  %308 = fmul double 0x401921FB54442D18, %253
  %309 = fmul double %308, 0x3FE45F306DC9C883
  %310 = fadd double %309, 0x4338000000000000
  %311 = bitcast double %310 to i64
  %312 = fsub double %310, 0x4338000000000000
  %313 = fmul double %312, 0x3FF921FB54400000
  %314 = fsub double %308, %313
  %315 = fmul double %312, 0x3DD0B4611A626331
  %316 = fmul double %312, 0x3DD0B4611A600000
  %317 = fsub double %314, %316
  %318 = fmul double %312, 0x3BA3198A2E037073
  %319 = fsub double %314, %317
  %320 = fsub double %319, %316
  %321 = fsub double %318, %320
  %322 = fmul double %312, 0x3BA3198A2E000000
  %323 = fsub double %317, %322
  %324 = fmul double %312, 0x397B839A252049C1
  %325 = fsub double %317, %323
  %326 = fsub double %325, %322
  %327 = fsub double %324, %326
  %328 = fsub double %314, %315
  %329 = fsub double %317, %321
  %330 = bitcast double %308 to i64
  %331 = lshr i64 %330, 52
  %332 = and i64 %331, 2047
  %333 = bitcast double %328 to i64
  %334 = lshr i64 %333, 52
  %335 = and i64 %334, 2047
  %336 = bitcast double %329 to i64
  %337 = lshr i64 %336, 52
  %338 = and i64 %337, 2047
  %339 = add i64 %335, 16
  %340 = icmp ult i64 %339, %332
  %341 = add i64 %338, 49
  %342 = icmp ult i64 %341, %332
  %343 = select i1 %342, double %323, double %317
  %344 = select i1 %342, double %327, double %321
  %345 = select i1 %340, double %343, double %314
  %346 = select i1 %340, double %344, double %315
  %347 = fsub double %345, %346
  %348 = fsub double %345, %347
  %349 = fsub double %348, %346
  %350 = fmul double %347, %347
  %351 = fmul double %350, %350
  %352 = fmul double %350, 0x3EFA01A019CB1590
  %353 = fadd double 0xBF56C16C16C15177, %352
  %354 = fmul double %350, %353
  %355 = fadd double 0x3FA555555555554C, %354
  %356 = fmul double %350, %355
  %357 = fmul double %350, 0xBDA8FAE9BE8838D4
  %358 = fadd double 0x3E21EE9EBDB4B1C4, %357
  %359 = fmul double %350, %358
  %360 = fadd double 0xBE927E4F809C52AD, %359
  %361 = fmul double %351, %351
  %362 = fmul double %361, %360
  %363 = fadd double %356, %362
  %364 = fmul double 5.000000e-01, %350
  %365 = fsub double 1.000000e+00, %364
  %366 = fsub double 1.000000e+00, %365
  %367 = fsub double %366, %364
  %368 = fmul double %350, %363
  %369 = fmul double %347, %349
  %370 = fsub double %368, %369
  %371 = fadd double %367, %370
  %372 = fadd double %365, %371
  %373 = fmul double %347, %347
  %374 = fmul double %373, %373
  %375 = fmul double %373, 0x3EC71DE357B1FE7D
  %376 = fadd double 0xBF2A01A019C161D5, %375
  %377 = fmul double %373, %376
  %378 = fadd double 0x3F8111111110F8A6, %377
  %379 = fmul double %373, 0x3DE5D93A5ACFD57C
  %380 = fadd double 0xBE5AE5E68A2B9CEB, %379
  %381 = fmul double %373, %374
  %382 = fmul double %381, %380
  %383 = fadd double %378, %382
  %384 = fmul double %373, %347
  %385 = fmul double 5.000000e-01, %349
  %386 = fmul double %384, %383
  %387 = fsub double %385, %386
  %388 = fmul double %373, %387
  %389 = fsub double %388, %349
  %390 = fmul double %384, 0xBFC5555555555549
  %391 = fsub double %389, %390
  %392 = fsub double %347, %391
  %393 = fneg double %372
  %394 = fneg double %392
  %395 = and i64 %311, 1
  %396 = and i64 %311, 2
  %397 = icmp eq i64 %395, 1
  %398 = icmp eq i64 %396, 2
  %399 = select i1 %398, double %393, double %372
  %400 = select i1 %398, double %392, double %394
  %401 = select i1 %397, double %400, double %399
  %402 = bitcast double %308 to i64
  %403 = and i64 %402, 9223372036854775807
  %404 = bitcast i64 %403 to double
  %405 = fcmp olt double %404, 0x413921FB00000000
  %406 = select i1 %405, double %401, double 0x7FF8000000000000
  %407 = fmul double %307, %406
  %408 = fptrunc double %407 to float
  %409 = fmul float %408, %noise_scale7
  %410 = fadd float %79, %409
  store float %410, ptr %64, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done
  %feature22 = add i64 %lane, 1024
  %valid23 = icmp ult i64 %feature22, %n_features
  %411 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid23, label %slot.then24, label %slot.done25

slot.then24:                                      ; preds = %slot.done21
  %412 = load float, ptr %411, align 4
  %413 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %414 = fsub float %413, 4.000000e+00
  %415 = fmul float 2.000000e+00, %414
  %416 = fmul float 0x3F847AE140000000, %415
  %417 = fmul float 2.000000e+00, %412
  %418 = fmul float %416, %417
  %419 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature22
  %420 = load float, ptr addrspace(1) %419, align 4
  %421 = fsub float %412, %420
  %422 = fmul float 2.000000e+00, %421
  %423 = fmul float 5.000000e-01, %422
  %424 = fadd float %418, %423
  %425 = fmul float %424, %eta
  %426 = fsub float %412, %425
  %427 = mul i64 %row, %n_features
  %element26 = add i64 %427, %feature22
  %428 = trunc i64 %key0 to i32
  %429 = lshr i64 %key0, 32
  %430 = trunc i64 %429 to i32
  %431 = trunc i64 %element26 to i32
  %432 = trunc i64 %key1_step to i32
  %433 = lshr i64 %key1_step, 32
  %434 = trunc i64 %433 to i32
  %435 = lshr i64 %element26, 32
  %436 = trunc i64 %435 to i32
  %437 = zext i32 %431 to i64
  %438 = mul i64 3528531795, %437
  %439 = zext i32 %434 to i64
  %440 = mul i64 3449720151, %439
  %441 = lshr i64 %438, 32
  %442 = trunc i64 %441 to i32
  %443 = trunc i64 %438 to i32
  %444 = lshr i64 %440, 32
  %445 = trunc i64 %444 to i32
  %446 = trunc i64 %440 to i32
  %447 = xor i32 %445, %432
  %448 = xor i32 %447, %428
  %449 = xor i32 %442, %436
  %450 = xor i32 %449, %430
  %451 = add i32 %428, -1640531527
  %452 = add i32 %430, -1150833019
  %453 = zext i32 %448 to i64
  %454 = mul i64 3528531795, %453
  %455 = zext i32 %450 to i64
  %456 = mul i64 3449720151, %455
  %457 = lshr i64 %454, 32
  %458 = trunc i64 %457 to i32
  %459 = trunc i64 %454 to i32
  %460 = lshr i64 %456, 32
  %461 = trunc i64 %460 to i32
  %462 = trunc i64 %456 to i32
  %463 = xor i32 %461, %446
  %464 = xor i32 %463, %451
  %465 = xor i32 %458, %443
  %466 = xor i32 %465, %452
  %467 = add i32 %451, -1640531527
  %468 = add i32 %452, -1150833019
  %469 = zext i32 %464 to i64
  %470 = mul i64 3528531795, %469
  %471 = zext i32 %466 to i64
  %472 = mul i64 3449720151, %471
  %473 = lshr i64 %470, 32
  %474 = trunc i64 %473 to i32
  %475 = trunc i64 %470 to i32
  %476 = lshr i64 %472, 32
  %477 = trunc i64 %476 to i32
  %478 = trunc i64 %472 to i32
  %479 = xor i32 %477, %462
  %480 = xor i32 %479, %467
  %481 = xor i32 %474, %459
  %482 = xor i32 %481, %468
  %483 = add i32 %467, -1640531527
  %484 = add i32 %468, -1150833019
  %485 = zext i32 %480 to i64
  %486 = mul i64 3528531795, %485
  %487 = zext i32 %482 to i64
  %488 = mul i64 3449720151, %487
  %489 = lshr i64 %486, 32
  %490 = trunc i64 %489 to i32
  %491 = trunc i64 %486 to i32
  %492 = lshr i64 %488, 32
  %493 = trunc i64 %492 to i32
  %494 = trunc i64 %488 to i32
  %495 = xor i32 %493, %478
  %496 = xor i32 %495, %483
  %497 = xor i32 %490, %475
  %498 = xor i32 %497, %484
  %499 = add i32 %483, -1640531527
  %500 = add i32 %484, -1150833019
  %501 = zext i32 %496 to i64
  %502 = mul i64 3528531795, %501
  %503 = zext i32 %498 to i64
  %504 = mul i64 3449720151, %503
  %505 = lshr i64 %502, 32
  %506 = trunc i64 %505 to i32
  %507 = trunc i64 %502 to i32
  %508 = lshr i64 %504, 32
  %509 = trunc i64 %508 to i32
  %510 = trunc i64 %504 to i32
  %511 = xor i32 %509, %494
  %512 = xor i32 %511, %499
  %513 = xor i32 %506, %491
  %514 = xor i32 %513, %500
  %515 = add i32 %499, -1640531527
  %516 = add i32 %500, -1150833019
  %517 = zext i32 %512 to i64
  %518 = mul i64 3528531795, %517
  %519 = zext i32 %514 to i64
  %520 = mul i64 3449720151, %519
  %521 = lshr i64 %518, 32
  %522 = trunc i64 %521 to i32
  %523 = trunc i64 %518 to i32
  %524 = lshr i64 %520, 32
  %525 = trunc i64 %524 to i32
  %526 = trunc i64 %520 to i32
  %527 = xor i32 %525, %510
  %528 = xor i32 %527, %515
  %529 = xor i32 %522, %507
  %530 = xor i32 %529, %516
  %531 = add i32 %515, -1640531527
  %532 = add i32 %516, -1150833019
  %533 = zext i32 %528 to i64
  %534 = mul i64 3528531795, %533
  %535 = zext i32 %530 to i64
  %536 = mul i64 3449720151, %535
  %537 = lshr i64 %534, 32
  %538 = trunc i64 %537 to i32
  %539 = trunc i64 %534 to i32
  %540 = lshr i64 %536, 32
  %541 = trunc i64 %540 to i32
  %542 = trunc i64 %536 to i32
  %543 = xor i32 %541, %526
  %544 = xor i32 %543, %531
  %545 = xor i32 %538, %523
  %546 = xor i32 %545, %532
  %547 = add i32 %531, -1640531527
  %548 = add i32 %532, -1150833019
  %549 = zext i32 %544 to i64
  %550 = mul i64 3528531795, %549
  %551 = zext i32 %546 to i64
  %552 = mul i64 3449720151, %551
  %553 = lshr i64 %550, 32
  %554 = trunc i64 %553 to i32
  %555 = trunc i64 %550 to i32
  %556 = lshr i64 %552, 32
  %557 = trunc i64 %556 to i32
  %558 = trunc i64 %552 to i32
  %559 = xor i32 %557, %542
  %560 = xor i32 %559, %547
  %561 = xor i32 %554, %539
  %562 = xor i32 %561, %548
  %563 = add i32 %547, -1640531527
  %564 = add i32 %548, -1150833019
  %565 = zext i32 %560 to i64
  %566 = mul i64 3528531795, %565
  %567 = zext i32 %562 to i64
  %568 = mul i64 3449720151, %567
  %569 = lshr i64 %566, 32
  %570 = trunc i64 %569 to i32
  %571 = trunc i64 %566 to i32
  %572 = lshr i64 %568, 32
  %573 = trunc i64 %572 to i32
  %574 = trunc i64 %568 to i32
  %575 = xor i32 %573, %558
  %576 = xor i32 %575, %563
  %577 = xor i32 %570, %555
  %578 = xor i32 %577, %564
  %579 = add i32 %563, -1640531527
  %580 = add i32 %564, -1150833019
  %581 = zext i32 %576 to i64
  %582 = mul i64 3528531795, %581
  %583 = zext i32 %578 to i64
  %584 = mul i64 3449720151, %583
  %585 = lshr i64 %582, 32
  %586 = trunc i64 %585 to i32
  %587 = trunc i64 %582 to i32
  %588 = lshr i64 %584, 32
  %589 = trunc i64 %588 to i32
  %590 = trunc i64 %584 to i32
  %591 = xor i32 %589, %574
  %592 = xor i32 %591, %579
  %593 = xor i32 %586, %571
  %594 = xor i32 %593, %580
  %595 = uitofp i32 %592 to double
  %596 = fadd double %595, 5.000000e-01
  %597 = fmul double %596, 0x3DF0000000000000
  %598 = uitofp i32 %590 to double
  %599 = fadd double %598, 5.000000e-01
  %600 = fmul double %599, 0x3DF0000000000000
  %601 = fcmp olt double %597, 0x10000000000000
  %602 = fmul double %597, 0x4350000000000000
  %603 = select i1 %601, double %602, double %597
  %604 = select i1 %601, i64 1077, i64 1023
  %605 = bitcast double %603 to i64
  %606 = lshr i64 %605, 32
  %607 = add i64 %606, 614242
  %608 = lshr i64 %607, 20
  %609 = sub i64 %608, %604
  %610 = and i64 %607, 1048575
  %611 = add i64 %610, 1072079006
  %612 = shl i64 %611, 32
  %613 = and i64 %605, 4294967295
  %614 = or i64 %612, %613
  %615 = bitcast i64 %614 to double
  %616 = fsub double %615, 1.000000e+00
  %617 = fmul double 5.000000e-01, %616
  %618 = fmul double %617, %616
  %619 = fadd double 2.000000e+00, %616
  %620 = fdiv double %616, %619
  %621 = fmul double %620, %620
  %622 = fmul double %621, %621
  %623 = fmul double %622, 0x3FC39A09D078C69F
  %624 = fadd double 0x3FCC71C51D8E78AF, %623
  %625 = fmul double %622, %624
  %626 = fadd double 0x3FD999999997FA04, %625
  %627 = fmul double %622, %626
  %628 = fmul double %622, 0x3FC2F112DF3E5244
  %629 = fadd double 0x3FC7466496CB03DE, %628
  %630 = fmul double %622, %629
  %631 = fadd double 0x3FD2492494229359, %630
  %632 = fmul double %622, %631
  %633 = fadd double 0x3FE5555555555593, %632
  %634 = fmul double %621, %633
  %635 = fadd double %634, %627
  %636 = sitofp i64 %609 to double
  %637 = fadd double %618, %635
  %638 = fmul double %620, %637
  %639 = fmul double %636, 0x3DEA39EF35793C76
  %640 = fadd double %638, %639
  %641 = fsub double %640, %618
  %642 = fadd double %641, %616
  %643 = fmul double %636, 0x3FE62E42FEE00000
  %644 = fadd double %642, %643
  %645 = fcmp oeq double %597, 0x7FF0000000000000
  %646 = select i1 %645, double 0x7FF0000000000000, double %644
  %647 = fcmp oeq double %597, 0.000000e+00
  %648 = select i1 %647, double 0xFFF0000000000000, double %646
  %649 = fcmp olt double %597, 0.000000e+00
  %650 = fcmp uno double %597, %597
  %651 = or i1 %649, %650
  %652 = select i1 %651, double 0x7FF8000000000000, double %648
  %653 = fmul double -2.000000e+00, %652
  %654 = call double @llvm.sqrt.f64(double %653)
  %655 = fmul double 0x401921FB54442D18, %600
  %656 = fmul double %655, 0x3FE45F306DC9C883
  %657 = fadd double %656, 0x4338000000000000
  %658 = bitcast double %657 to i64
  %659 = fsub double %657, 0x4338000000000000
  %660 = fmul double %659, 0x3FF921FB54400000
  %661 = fsub double %655, %660
  %662 = fmul double %659, 0x3DD0B4611A626331
  %663 = fmul double %659, 0x3DD0B4611A600000
  %664 = fsub double %661, %663
  %665 = fmul double %659, 0x3BA3198A2E037073
  %666 = fsub double %661, %664
  %667 = fsub double %666, %663
  %668 = fsub double %665, %667
  %669 = fmul double %659, 0x3BA3198A2E000000
  %670 = fsub double %664, %669
  %671 = fmul double %659, 0x397B839A252049C1
  %672 = fsub double %664, %670
  %673 = fsub double %672, %669
  %674 = fsub double %671, %673
  %675 = fsub double %661, %662
  %676 = fsub double %664, %668
  %677 = bitcast double %655 to i64
  %678 = lshr i64 %677, 52
  %679 = and i64 %678, 2047
  %680 = bitcast double %675 to i64
  %681 = lshr i64 %680, 52
  %682 = and i64 %681, 2047
  %683 = bitcast double %676 to i64
  %684 = lshr i64 %683, 52
  %685 = and i64 %684, 2047
  %686 = add i64 %682, 16
  %687 = icmp ult i64 %686, %679
  %688 = add i64 %685, 49
  %689 = icmp ult i64 %688, %679
  %690 = select i1 %689, double %670, double %664
  %691 = select i1 %689, double %674, double %668
  %692 = select i1 %687, double %690, double %661
  %693 = select i1 %687, double %691, double %662
  %694 = fsub double %692, %693
  %695 = fsub double %692, %694
  %696 = fsub double %695, %693
  %697 = fmul double %694, %694
  %698 = fmul double %697, %697
  %699 = fmul double %697, 0x3EFA01A019CB1590
  %700 = fadd double 0xBF56C16C16C15177, %699
  %701 = fmul double %697, %700
  %702 = fadd double 0x3FA555555555554C, %701
  %703 = fmul double %697, %702
  %704 = fmul double %697, 0xBDA8FAE9BE8838D4
  %705 = fadd double 0x3E21EE9EBDB4B1C4, %704
  %706 = fmul double %697, %705
  %707 = fadd double 0xBE927E4F809C52AD, %706
  %708 = fmul double %698, %698
  %709 = fmul double %708, %707
  %710 = fadd double %703, %709
  %711 = fmul double 5.000000e-01, %697
  %712 = fsub double 1.000000e+00, %711
  %713 = fsub double 1.000000e+00, %712
  %714 = fsub double %713, %711
  %715 = fmul double %697, %710
  %716 = fmul double %694, %696
  %717 = fsub double %715, %716
  %718 = fadd double %714, %717
  %719 = fadd double %712, %718
  %720 = fmul double %694, %694
  %721 = fmul double %720, %720
  %722 = fmul double %720, 0x3EC71DE357B1FE7D
  %723 = fadd double 0xBF2A01A019C161D5, %722
  %724 = fmul double %720, %723
  %725 = fadd double 0x3F8111111110F8A6, %724
  %726 = fmul double %720, 0x3DE5D93A5ACFD57C
  %727 = fadd double 0xBE5AE5E68A2B9CEB, %726
  %728 = fmul double %720, %721
  %729 = fmul double %728, %727
  %730 = fadd double %725, %729
  %731 = fmul double %720, %694
  %732 = fmul double 5.000000e-01, %696
  %733 = fmul double %731, %730
  %734 = fsub double %732, %733
  %735 = fmul double %720, %734
  %736 = fsub double %735, %696
  %737 = fmul double %731, 0xBFC5555555555549
  %738 = fsub double %736, %737
  %739 = fsub double %694, %738
  %740 = fneg double %719
  %741 = fneg double %739
  %742 = and i64 %658, 1
  %743 = and i64 %658, 2
  %744 = icmp eq i64 %742, 1
  %745 = icmp eq i64 %743, 2
  %746 = select i1 %745, double %740, double %719
  %747 = select i1 %745, double %739, double %741
  %748 = select i1 %744, double %747, double %746
  %749 = bitcast double %655 to i64
  %750 = and i64 %749, 9223372036854775807
  %751 = bitcast i64 %750 to double
  %752 = fcmp olt double %751, 0x413921FB00000000
  %753 = select i1 %752, double %748, double 0x7FF8000000000000
  %754 = fmul double %654, %753
  %755 = fptrunc double %754 to float
  %756 = fmul float %755, %noise_scale7
  %757 = fadd float %426, %756
  store float %757, ptr %411, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %slot.done21
  br label %noise.done

uniform_sinks.then29:                             ; preds = %quiet
  br label %uniform_sinks.done30

uniform_sinks.done30:                             ; preds = %uniform_sinks.then29, %quiet
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %758 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

slot.then33:                                      ; preds = %uniform_sinks.done30
  %759 = load float, ptr %758, align 4
  %760 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %761 = fsub float %760, 4.000000e+00
  %762 = fmul float 2.000000e+00, %761
  %763 = fmul float 0x3F847AE140000000, %762
  %764 = fmul float 2.000000e+00, %759
  %765 = fmul float %763, %764
  %766 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature31
  %767 = load float, ptr addrspace(1) %766, align 4
  %768 = fsub float %759, %767
  %769 = fmul float 2.000000e+00, %768
  %770 = fmul float 5.000000e-01, %769
  %771 = fadd float %765, %770
  %772 = fmul float %771, %eta
  %773 = fsub float %759, %772
  %774 = fmul float 0.000000e+00, %noise_scale7
  %775 = fadd float %773, %774
  store float %773, ptr %758, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %uniform_sinks.done30
  %feature35 = add i64 %lane, 1024
  %valid36 = icmp ult i64 %feature35, %n_features
  %776 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid36, label %slot.then37, label %slot.done38

slot.then37:                                      ; preds = %slot.done34
  %777 = load float, ptr %776, align 4
  %778 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %779 = fsub float %778, 4.000000e+00
  %780 = fmul float 2.000000e+00, %779
  %781 = fmul float 0x3F847AE140000000, %780
  %782 = fmul float 2.000000e+00, %777
  %783 = fmul float %781, %782
  %784 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature35
  %785 = load float, ptr addrspace(1) %784, align 4
  %786 = fsub float %777, %785
  %787 = fmul float 2.000000e+00, %786
  %788 = fmul float 5.000000e-01, %787
  %789 = fadd float %783, %788
  %790 = fmul float %789, %eta
  %791 = fsub float %777, %790
  %792 = fmul float 0.000000e+00, %noise_scale7
  %793 = fadd float %791, %792
  store float %791, ptr %776, align 4
  br label %slot.done38

slot.done38:                                      ; preds = %slot.then37, %slot.done34
  br label %noise.done

slot.then41:                                      ; preds = %step.exit
  %794 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature39
  %795 = load float, ptr %18, align 4
  store float %795, ptr addrspace(1) %794, align 4
  br label %slot.done42

slot.done42:                                      ; preds = %slot.then41, %step.exit
  %feature43 = add i64 %lane, 1024
  %valid44 = icmp ult i64 %feature43, %n_features
  %796 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %slot.done42
  %797 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature43
  %798 = load float, ptr %796, align 4
  store float %798, ptr addrspace(1) %797, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %slot.done42
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w4096(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_acc = alloca float, align 4
  %item_level = alloca i64, align 8
  %item_value = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 4096
  %2 = and i1 %inside, %fits
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

row.done:                                         ; preds = %slot.done88, %entry
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
  %step = phi i64 [ 0, %slot.done12 ], [ %77, %noise.done ]
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
  %feature73 = add i64 %lane, 0
  %valid74 = icmp ult i64 %feature73, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid74, label %slot.then75, label %slot.done76

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
  br label %fold.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header:                                      ; preds = %merge.done, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %65, %merge.done ]
  %40 = icmp ult i64 %fold, %n_features
  br i1 %40, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold
  %42 = load float, ptr addrspace(3) %41, align 4
  store float %42, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold.exit:                                        ; preds = %fold.header
  %43 = load i64, ptr %pairwise_depth, align 8
  %44 = icmp ugt i64 %43, 0
  %45 = sub i64 %43, 1
  %46 = select i1 %44, i64 %45, i64 0
  %47 = getelementptr inbounds float, ptr %pairwise_sums, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = select i1 %44, float %48, float 0.000000e+00
  store float %49, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %50 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %51 = select i1 %50, i64 %top, i64 0
  %52 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %51
  %53 = load i64, ptr %52, align 8
  %54 = icmp eq i64 %53, %level
  %55 = and i1 %50, %54
  br i1 %55, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %56 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %57 = load float, ptr %56, align 4
  %58 = load float, ptr %item_value, align 4
  %59 = fadd float %57, %58
  store float %59, ptr %item_value, align 4
  %60 = add i64 %level, 1
  store i64 %60, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %61 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %62 = load float, ptr %item_value, align 4
  store float %62, ptr %61, align 4
  %63 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %63, align 8
  %64 = add i64 %depth, 1
  store i64 %64, ptr %pairwise_depth, align 8
  %65 = add i64 %fold, 1
  br label %fold.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold.exit
  %pairwise_finish = phi i64 [ 0, %fold.exit ], [ %73, %pairwise_finish.body ]
  %66 = icmp ult i64 %pairwise_finish, %46
  br i1 %66, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %67 = sub i64 %46, 1
  %68 = sub i64 %67, %pairwise_finish
  %69 = getelementptr inbounds float, ptr %pairwise_sums, i64 %68
  %70 = load float, ptr %69, align 4
  %71 = load float, ptr %pairwise_acc, align 4
  %72 = fadd float %70, %71
  store float %72, ptr %pairwise_acc, align 4
  %73 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %74 = load float, ptr %pairwise_acc, align 4
  store float %74, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %75 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature53 = add i64 %lane, 0
  %valid54 = icmp ult i64 %feature53, %n_features
  %76 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then55, label %uniform_sinks.done56

noise.done:                                       ; preds = %slot.done72, %slot.done51
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %77 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature34 = add i64 %lane, 0
  %valid35 = icmp ult i64 %feature34, %n_features
  %78 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid35, label %slot.then36, label %slot.done37

slot.then36:                                      ; preds = %uniform_sinks.done
  %79 = load float, ptr %78, align 4
  %80 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %81 = fsub float %80, 4.000000e+00
  %82 = fmul float 2.000000e+00, %81
  %83 = fmul float 0x3F847AE140000000, %82
  %84 = fmul float 2.000000e+00, %79
  %85 = fmul float %83, %84
  %86 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature34
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = fsub float %79, %87
  %89 = fmul float 2.000000e+00, %88
  %90 = fmul float 5.000000e-01, %89
  %91 = fadd float %85, %90
  %92 = fmul float %91, %eta
  %93 = fsub float %79, %92
  %94 = mul i64 %row, %n_features
  %element = add i64 %94, %feature34
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
  %268 = fcmp olt double %264, 0x10000000000000
  %269 = fmul double %264, 0x4350000000000000
  %270 = select i1 %268, double %269, double %264
  %271 = select i1 %268, i64 1077, i64 1023
  %272 = bitcast double %270 to i64
  %273 = lshr i64 %272, 32
  %274 = add i64 %273, 614242
  %275 = lshr i64 %274, 20
  %276 = sub i64 %275, %271
  %277 = and i64 %274, 1048575
  %278 = add i64 %277, 1072079006
  %279 = shl i64 %278, 32
  %280 = and i64 %272, 4294967295
  %281 = or i64 %279, %280
  %282 = bitcast i64 %281 to double
  %283 = fsub double %282, 1.000000e+00
  %284 = fmul double 5.000000e-01, %283
  %285 = fmul double %284, %283
  %286 = fadd double 2.000000e+00, %283
  %287 = fdiv double %283, %286
  %288 = fmul double %287, %287
  %289 = fmul double %288, %288
  %290 = fmul double %289, 0x3FC39A09D078C69F
  %291 = fadd double 0x3FCC71C51D8E78AF, %290
  %292 = fmul double %289, %291
  %293 = fadd double 0x3FD999999997FA04, %292
  %294 = fmul double %289, %293
  %295 = fmul double %289, 0x3FC2F112DF3E5244
  %296 = fadd double 0x3FC7466496CB03DE, %295
  %297 = fmul double %289, %296
  %298 = fadd double 0x3FD2492494229359, %297
  %299 = fmul double %289, %298
  %300 = fadd double 0x3FE5555555555593, %299
  %301 = fmul double %288, %300
  %302 = fadd double %301, %294
  %303 = sitofp i64 %276 to double
  %304 = fadd double %285, %302
  %305 = fmul double %287, %304
  %306 = fmul double %303, 0x3DEA39EF35793C76
  %307 = fadd double %305, %306
  %308 = fsub double %307, %285
  %309 = fadd double %308, %283
  %310 = fmul double %303, 0x3FE62E42FEE00000
  %311 = fadd double %309, %310
  %312 = fcmp oeq double %264, 0x7FF0000000000000
  %313 = select i1 %312, double 0x7FF0000000000000, double %311
  %314 = fcmp oeq double %264, 0.000000e+00
  %315 = select i1 %314, double 0xFFF0000000000000, double %313
  %316 = fcmp olt double %264, 0.000000e+00
  %317 = fcmp uno double %264, %264
  %318 = or i1 %316, %317
  %319 = select i1 %318, double 0x7FF8000000000000, double %315
  %320 = fmul double -2.000000e+00, %319
  %321 = call double @llvm.sqrt.f64(double %320)
  %322 = fmul double 0x401921FB54442D18, %267
  %323 = fmul double %322, 0x3FE45F306DC9C883
  %324 = fadd double %323, 0x4338000000000000
  %325 = bitcast double %324 to i64
  %326 = fsub double %324, 0x4338000000000000
  %327 = fmul double %326, 0x3FF921FB54400000
  %328 = fsub double %322, %327
  %329 = fmul double %326, 0x3DD0B4611A626331
  %330 = fmul double %326, 0x3DD0B4611A600000
  %331 = fsub double %328, %330
  %332 = fmul double %326, 0x3BA3198A2E037073
  %333 = fsub double %328, %331
  %334 = fsub double %333, %330
  %335 = fsub double %332, %334
  %336 = fmul double %326, 0x3BA3198A2E000000
  %337 = fsub double %331, %336
  %338 = fmul double %326, 0x397B839A252049C1
  %339 = fsub double %331, %337
  %340 = fsub double %339, %336
  %341 = fsub double %338, %340
  %342 = fsub double %328, %329
  %343 = fsub double %331, %335
  %344 = bitcast double %322 to i64
  %345 = lshr i64 %344, 52
  %346 = and i64 %345, 2047
  %347 = bitcast double %342 to i64
  %348 = lshr i64 %347, 52
  %349 = and i64 %348, 2047
  %350 = bitcast double %343 to i64
  %351 = lshr i64 %350, 52
  %352 = and i64 %351, 2047
  %353 = add i64 %349, 16
  %354 = icmp ult i64 %353, %346
  %355 = add i64 %352, 49
  %356 = icmp ult i64 %355, %346
  %357 = select i1 %356, double %337, double %331
  %358 = select i1 %356, double %341, double %335
  %359 = select i1 %354, double %357, double %328
  %360 = select i1 %354, double %358, double %329
  %361 = fsub double %359, %360
  %362 = fsub double %359, %361
  %363 = fsub double %362, %360
  %364 = fmul double %361, %361
  %365 = fmul double %364, %364
  %366 = fmul double %364, 0x3EFA01A019CB1590
  %367 = fadd double 0xBF56C16C16C15177, %366
  %368 = fmul double %364, %367
  %369 = fadd double 0x3FA555555555554C, %368
  %370 = fmul double %364, %369
  %371 = fmul double %364, 0xBDA8FAE9BE8838D4
  %372 = fadd double 0x3E21EE9EBDB4B1C4, %371
  %373 = fmul double %364, %372
  %374 = fadd double 0xBE927E4F809C52AD, %373
  %375 = fmul double %365, %365
  %376 = fmul double %375, %374
  %377 = fadd double %370, %376
  %378 = fmul double 5.000000e-01, %364
  %379 = fsub double 1.000000e+00, %378
  %380 = fsub double 1.000000e+00, %379
  %381 = fsub double %380, %378
  %382 = fmul double %364, %377
  %383 = fmul double %361, %363
  %384 = fsub double %382, %383
  %385 = fadd double %381, %384
  %386 = fadd double %379, %385
  %387 = fmul double %361, %361
  %388 = fmul double %387, %387
  %389 = fmul double %387, 0x3EC71DE357B1FE7D
  %390 = fadd double 0xBF2A01A019C161D5, %389
  %391 = fmul double %387, %390
  %392 = fadd double 0x3F8111111110F8A6, %391
  %393 = fmul double %387, 0x3DE5D93A5ACFD57C
  %394 = fadd double 0xBE5AE5E68A2B9CEB, %393
  %395 = fmul double %387, %388
  %396 = fmul double %395, %394
  %397 = fadd double %392, %396
  %398 = fmul double %387, %361
  %399 = fmul double 5.000000e-01, %363
  %400 = fmul double %398, %397
  %401 = fsub double %399, %400
  %402 = fmul double %387, %401
  %403 = fsub double %402, %363
  %404 = fmul double %398, 0xBFC5555555555549
  %405 = fsub double %403, %404
  %406 = fsub double %361, %405
  %407 = fneg double %386
  %408 = fneg double %406
  %409 = and i64 %325, 1
  %410 = and i64 %325, 2
  %411 = icmp eq i64 %409, 1
  %412 = icmp eq i64 %410, 2
  %413 = select i1 %412, double %407, double %386
  %414 = select i1 %412, double %406, double %408
  %415 = select i1 %411, double %414, double %413
  %416 = bitcast double %322 to i64
  %417 = and i64 %416, 9223372036854775807
  %418 = bitcast i64 %417 to double
  %419 = fcmp olt double %418, 0x413921FB00000000
  %420 = select i1 %419, double %415, double 0x7FF8000000000000
  %421 = fmul double %321, %420
  %422 = fptrunc double %421 to float
  %423 = fmul float %422, %noise_scale15
  %424 = fadd float %93, %423
  store float %424, ptr %78, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature38 = add i64 %lane, 1024
  %valid39 = icmp ult i64 %feature38, %n_features
  %425 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid39, label %slot.then40, label %slot.done41

slot.then40:                                      ; preds = %slot.done37
  %426 = load float, ptr %425, align 4
  %427 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %428 = fsub float %427, 4.000000e+00
  %429 = fmul float 2.000000e+00, %428
  %430 = fmul float 0x3F847AE140000000, %429
  %431 = fmul float 2.000000e+00, %426
  %432 = fmul float %430, %431
  %433 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature38
  %434 = load float, ptr addrspace(1) %433, align 4
  %435 = fsub float %426, %434
  %436 = fmul float 2.000000e+00, %435
  %437 = fmul float 5.000000e-01, %436
  %438 = fadd float %432, %437
  %439 = fmul float %438, %eta
  %440 = fsub float %426, %439
  %441 = mul i64 %row, %n_features
  %element42 = add i64 %441, %feature38
  %442 = trunc i64 %key0 to i32
  %443 = lshr i64 %key0, 32
  %444 = trunc i64 %443 to i32
  %445 = trunc i64 %element42 to i32
  %446 = trunc i64 %key1_step to i32
  %447 = lshr i64 %key1_step, 32
  %448 = trunc i64 %447 to i32
  %449 = lshr i64 %element42, 32
  %450 = trunc i64 %449 to i32
  %451 = zext i32 %445 to i64
  %452 = mul i64 3528531795, %451
  %453 = zext i32 %448 to i64
  %454 = mul i64 3449720151, %453
  %455 = lshr i64 %452, 32
  %456 = trunc i64 %455 to i32
  %457 = trunc i64 %452 to i32
  %458 = lshr i64 %454, 32
  %459 = trunc i64 %458 to i32
  %460 = trunc i64 %454 to i32
  %461 = xor i32 %459, %446
  %462 = xor i32 %461, %442
  %463 = xor i32 %456, %450
  %464 = xor i32 %463, %444
  %465 = add i32 %442, -1640531527
  %466 = add i32 %444, -1150833019
  %467 = zext i32 %462 to i64
  %468 = mul i64 3528531795, %467
  %469 = zext i32 %464 to i64
  %470 = mul i64 3449720151, %469
  %471 = lshr i64 %468, 32
  %472 = trunc i64 %471 to i32
  %473 = trunc i64 %468 to i32
  %474 = lshr i64 %470, 32
  %475 = trunc i64 %474 to i32
  %476 = trunc i64 %470 to i32
  %477 = xor i32 %475, %460
  %478 = xor i32 %477, %465
  %479 = xor i32 %472, %457
  %480 = xor i32 %479, %466
  %481 = add i32 %465, -1640531527
  %482 = add i32 %466, -1150833019
  %483 = zext i32 %478 to i64
  %484 = mul i64 3528531795, %483
  %485 = zext i32 %480 to i64
  %486 = mul i64 3449720151, %485
  %487 = lshr i64 %484, 32
  %488 = trunc i64 %487 to i32
  %489 = trunc i64 %484 to i32
  %490 = lshr i64 %486, 32
  %491 = trunc i64 %490 to i32
  %492 = trunc i64 %486 to i32
  %493 = xor i32 %491, %476
  %494 = xor i32 %493, %481
  %495 = xor i32 %488, %473
  %496 = xor i32 %495, %482
  %497 = add i32 %481, -1640531527
  %498 = add i32 %482, -1150833019
  %499 = zext i32 %494 to i64
  %500 = mul i64 3528531795, %499
  %501 = zext i32 %496 to i64
  %502 = mul i64 3449720151, %501
  %503 = lshr i64 %500, 32
  %504 = trunc i64 %503 to i32
  %505 = trunc i64 %500 to i32
  %506 = lshr i64 %502, 32
  %507 = trunc i64 %506 to i32
  %508 = trunc i64 %502 to i32
  %509 = xor i32 %507, %492
  %510 = xor i32 %509, %497
  %511 = xor i32 %504, %489
  %512 = xor i32 %511, %498
  %513 = add i32 %497, -1640531527
  %514 = add i32 %498, -1150833019
  %515 = zext i32 %510 to i64
  %516 = mul i64 3528531795, %515
  %517 = zext i32 %512 to i64
  %518 = mul i64 3449720151, %517
  %519 = lshr i64 %516, 32
  %520 = trunc i64 %519 to i32
  %521 = trunc i64 %516 to i32
  %522 = lshr i64 %518, 32
  %523 = trunc i64 %522 to i32
  %524 = trunc i64 %518 to i32
  %525 = xor i32 %523, %508
  %526 = xor i32 %525, %513
  %527 = xor i32 %520, %505
  %528 = xor i32 %527, %514
  %529 = add i32 %513, -1640531527
  %530 = add i32 %514, -1150833019
  %531 = zext i32 %526 to i64
  %532 = mul i64 3528531795, %531
  %533 = zext i32 %528 to i64
  %534 = mul i64 3449720151, %533
  %535 = lshr i64 %532, 32
  %536 = trunc i64 %535 to i32
  %537 = trunc i64 %532 to i32
  %538 = lshr i64 %534, 32
  %539 = trunc i64 %538 to i32
  %540 = trunc i64 %534 to i32
  %541 = xor i32 %539, %524
  %542 = xor i32 %541, %529
  %543 = xor i32 %536, %521
  %544 = xor i32 %543, %530
  %545 = add i32 %529, -1640531527
  %546 = add i32 %530, -1150833019
  %547 = zext i32 %542 to i64
  %548 = mul i64 3528531795, %547
  %549 = zext i32 %544 to i64
  %550 = mul i64 3449720151, %549
  %551 = lshr i64 %548, 32
  %552 = trunc i64 %551 to i32
  %553 = trunc i64 %548 to i32
  %554 = lshr i64 %550, 32
  %555 = trunc i64 %554 to i32
  %556 = trunc i64 %550 to i32
  %557 = xor i32 %555, %540
  %558 = xor i32 %557, %545
  %559 = xor i32 %552, %537
  %560 = xor i32 %559, %546
  %561 = add i32 %545, -1640531527
  %562 = add i32 %546, -1150833019
  %563 = zext i32 %558 to i64
  %564 = mul i64 3528531795, %563
  %565 = zext i32 %560 to i64
  %566 = mul i64 3449720151, %565
  %567 = lshr i64 %564, 32
  %568 = trunc i64 %567 to i32
  %569 = trunc i64 %564 to i32
  %570 = lshr i64 %566, 32
  %571 = trunc i64 %570 to i32
  %572 = trunc i64 %566 to i32
  %573 = xor i32 %571, %556
  %574 = xor i32 %573, %561
  %575 = xor i32 %568, %553
  %576 = xor i32 %575, %562
  %577 = add i32 %561, -1640531527
  %578 = add i32 %562, -1150833019
  %579 = zext i32 %574 to i64
  %580 = mul i64 3528531795, %579
  %581 = zext i32 %576 to i64
  %582 = mul i64 3449720151, %581
  %583 = lshr i64 %580, 32
  %584 = trunc i64 %583 to i32
  %585 = trunc i64 %580 to i32
  %586 = lshr i64 %582, 32
  %587 = trunc i64 %586 to i32
  %588 = trunc i64 %582 to i32
  %589 = xor i32 %587, %572
  %590 = xor i32 %589, %577
  %591 = xor i32 %584, %569
  %592 = xor i32 %591, %578
  %593 = add i32 %577, -1640531527
  %594 = add i32 %578, -1150833019
  %595 = zext i32 %590 to i64
  %596 = mul i64 3528531795, %595
  %597 = zext i32 %592 to i64
  %598 = mul i64 3449720151, %597
  %599 = lshr i64 %596, 32
  %600 = trunc i64 %599 to i32
  %601 = trunc i64 %596 to i32
  %602 = lshr i64 %598, 32
  %603 = trunc i64 %602 to i32
  %604 = trunc i64 %598 to i32
  %605 = xor i32 %603, %588
  %606 = xor i32 %605, %593
  %607 = xor i32 %600, %585
  %608 = xor i32 %607, %594
  %609 = uitofp i32 %606 to double
  %610 = fadd double %609, 5.000000e-01
  %611 = fmul double %610, 0x3DF0000000000000
  %612 = uitofp i32 %604 to double
  %613 = fadd double %612, 5.000000e-01
  %614 = fmul double %613, 0x3DF0000000000000
  %615 = fcmp olt double %611, 0x10000000000000
  %616 = fmul double %611, 0x4350000000000000
  %617 = select i1 %615, double %616, double %611
  %618 = select i1 %615, i64 1077, i64 1023
  %619 = bitcast double %617 to i64
  %620 = lshr i64 %619, 32
  %621 = add i64 %620, 614242
  %622 = lshr i64 %621, 20
  %623 = sub i64 %622, %618
  %624 = and i64 %621, 1048575
  %625 = add i64 %624, 1072079006
  %626 = shl i64 %625, 32
  %627 = and i64 %619, 4294967295
  %628 = or i64 %626, %627
  %629 = bitcast i64 %628 to double
  %630 = fsub double %629, 1.000000e+00
  %631 = fmul double 5.000000e-01, %630
  %632 = fmul double %631, %630
  %633 = fadd double 2.000000e+00, %630
  %634 = fdiv double %630, %633
  %635 = fmul double %634, %634
  %636 = fmul double %635, %635
  %637 = fmul double %636, 0x3FC39A09D078C69F
  %638 = fadd double 0x3FCC71C51D8E78AF, %637
  %639 = fmul double %636, %638
  %640 = fadd double 0x3FD999999997FA04, %639
  %641 = fmul double %636, %640
  %642 = fmul double %636, 0x3FC2F112DF3E5244
  %643 = fadd double 0x3FC7466496CB03DE, %642
  %644 = fmul double %636, %643
  %645 = fadd double 0x3FD2492494229359, %644
  %646 = fmul double %636, %645
  %647 = fadd double 0x3FE5555555555593, %646
  %648 = fmul double %635, %647
  %649 = fadd double %648, %641
  %650 = sitofp i64 %623 to double
  %651 = fadd double %632, %649
  %652 = fmul double %634, %651
  %653 = fmul double %650, 0x3DEA39EF35793C76
  %654 = fadd double %652, %653
  %655 = fsub double %654, %632
  %656 = fadd double %655, %630
  %657 = fmul double %650, 0x3FE62E42FEE00000
  %658 = fadd double %656, %657
  %659 = fcmp oeq double %611, 0x7FF0000000000000
  %660 = select i1 %659, double 0x7FF0000000000000, double %658
  %661 = fcmp oeq double %611, 0.000000e+00
  %662 = select i1 %661, double 0xFFF0000000000000, double %660
  %663 = fcmp olt double %611, 0.000000e+00
  %664 = fcmp uno double %611, %611
  %665 = or i1 %663, %664
  %666 = select i1 %665, double 0x7FF8000000000000, double %662
  %667 = fmul double -2.000000e+00, %666
  %668 = call double @llvm.sqrt.f64(double %667)
  %669 = fmul double 0x401921FB54442D18, %614
  %670 = fmul double %669, 0x3FE45F306DC9C883
  %671 = fadd double %670, 0x4338000000000000
  %672 = bitcast double %671 to i64
  %673 = fsub double %671, 0x4338000000000000
  %674 = fmul double %673, 0x3FF921FB54400000
  %675 = fsub double %669, %674
  %676 = fmul double %673, 0x3DD0B4611A626331
  %677 = fmul double %673, 0x3DD0B4611A600000
  %678 = fsub double %675, %677
  %679 = fmul double %673, 0x3BA3198A2E037073
  %680 = fsub double %675, %678
  %681 = fsub double %680, %677
  %682 = fsub double %679, %681
  %683 = fmul double %673, 0x3BA3198A2E000000
  %684 = fsub double %678, %683
  %685 = fmul double %673, 0x397B839A252049C1
  %686 = fsub double %678, %684
  %687 = fsub double %686, %683
  %688 = fsub double %685, %687
  %689 = fsub double %675, %676
  %690 = fsub double %678, %682
  %691 = bitcast double %669 to i64
  %692 = lshr i64 %691, 52
  %693 = and i64 %692, 2047
  %694 = bitcast double %689 to i64
  %695 = lshr i64 %694, 52
  %696 = and i64 %695, 2047
  %697 = bitcast double %690 to i64
  %698 = lshr i64 %697, 52
  %699 = and i64 %698, 2047
  %700 = add i64 %696, 16
  %701 = icmp ult i64 %700, %693
  %702 = add i64 %699, 49
  %703 = icmp ult i64 %702, %693
  %704 = select i1 %703, double %684, double %678
  %705 = select i1 %703, double %688, double %682
  %706 = select i1 %701, double %704, double %675
  %707 = select i1 %701, double %705, double %676
  %708 = fsub double %706, %707
  %709 = fsub double %706, %708
  %710 = fsub double %709, %707
  %711 = fmul double %708, %708
  %712 = fmul double %711, %711
  %713 = fmul double %711, 0x3EFA01A019CB1590
  %714 = fadd double 0xBF56C16C16C15177, %713
  %715 = fmul double %711, %714
  %716 = fadd double 0x3FA555555555554C, %715
  %717 = fmul double %711, %716
  %718 = fmul double %711, 0xBDA8FAE9BE8838D4
  %719 = fadd double 0x3E21EE9EBDB4B1C4, %718
  %720 = fmul double %711, %719
  %721 = fadd double 0xBE927E4F809C52AD, %720
  %722 = fmul double %712, %712
  %723 = fmul double %722, %721
  %724 = fadd double %717, %723
  %725 = fmul double 5.000000e-01, %711
  %726 = fsub double 1.000000e+00, %725
  %727 = fsub double 1.000000e+00, %726
  %728 = fsub double %727, %725
  %729 = fmul double %711, %724
  %730 = fmul double %708, %710
  %731 = fsub double %729, %730
  %732 = fadd double %728, %731
  %733 = fadd double %726, %732
  %734 = fmul double %708, %708
  %735 = fmul double %734, %734
  %736 = fmul double %734, 0x3EC71DE357B1FE7D
  %737 = fadd double 0xBF2A01A019C161D5, %736
  %738 = fmul double %734, %737
  %739 = fadd double 0x3F8111111110F8A6, %738
  %740 = fmul double %734, 0x3DE5D93A5ACFD57C
  %741 = fadd double 0xBE5AE5E68A2B9CEB, %740
  %742 = fmul double %734, %735
  %743 = fmul double %742, %741
  %744 = fadd double %739, %743
  %745 = fmul double %734, %708
  %746 = fmul double 5.000000e-01, %710
  %747 = fmul double %745, %744
  %748 = fsub double %746, %747
  %749 = fmul double %734, %748
  %750 = fsub double %749, %710
  %751 = fmul double %745, 0xBFC5555555555549
  %752 = fsub double %750, %751
  %753 = fsub double %708, %752
  %754 = fneg double %733
  %755 = fneg double %753
  %756 = and i64 %672, 1
  %757 = and i64 %672, 2
  %758 = icmp eq i64 %756, 1
  %759 = icmp eq i64 %757, 2
  %760 = select i1 %759, double %754, double %733
  %761 = select i1 %759, double %753, double %755
  %762 = select i1 %758, double %761, double %760
  %763 = bitcast double %669 to i64
  %764 = and i64 %763, 9223372036854775807
  %765 = bitcast i64 %764 to double
  %766 = fcmp olt double %765, 0x413921FB00000000
  %767 = select i1 %766, double %762, double 0x7FF8000000000000
  %768 = fmul double %668, %767
  %769 = fptrunc double %768 to float
  %770 = fmul float %769, %noise_scale15
  %771 = fadd float %440, %770
  store float %771, ptr %425, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %slot.done37
  %feature43 = add i64 %lane, 2048
  %valid44 = icmp ult i64 %feature43, %n_features
  %772 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %slot.done41
  %773 = load float, ptr %772, align 4
  %774 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %775 = fsub float %774, 4.000000e+00
  %776 = fmul float 2.000000e+00, %775
  %777 = fmul float 0x3F847AE140000000, %776
  %778 = fmul float 2.000000e+00, %773
  %779 = fmul float %777, %778
  %780 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature43
  %781 = load float, ptr addrspace(1) %780, align 4
  %782 = fsub float %773, %781
  %783 = fmul float 2.000000e+00, %782
  %784 = fmul float 5.000000e-01, %783
  %785 = fadd float %779, %784
  %786 = fmul float %785, %eta
  %787 = fsub float %773, %786
  %788 = mul i64 %row, %n_features
  %element47 = add i64 %788, %feature43
  %789 = trunc i64 %key0 to i32
  %790 = lshr i64 %key0, 32
  %791 = trunc i64 %790 to i32
  %792 = trunc i64 %element47 to i32
  %793 = trunc i64 %key1_step to i32
  %794 = lshr i64 %key1_step, 32
  %795 = trunc i64 %794 to i32
  %796 = lshr i64 %element47, 32
  %797 = trunc i64 %796 to i32
  %798 = zext i32 %792 to i64
  %799 = mul i64 3528531795, %798
  %800 = zext i32 %795 to i64
  %801 = mul i64 3449720151, %800
  %802 = lshr i64 %799, 32
  %803 = trunc i64 %802 to i32
  %804 = trunc i64 %799 to i32
  %805 = lshr i64 %801, 32
  %806 = trunc i64 %805 to i32
  %807 = trunc i64 %801 to i32
  %808 = xor i32 %806, %793
  %809 = xor i32 %808, %789
  %810 = xor i32 %803, %797
  %811 = xor i32 %810, %791
  %812 = add i32 %789, -1640531527
  %813 = add i32 %791, -1150833019
  %814 = zext i32 %809 to i64
  %815 = mul i64 3528531795, %814
  %816 = zext i32 %811 to i64
  %817 = mul i64 3449720151, %816
  %818 = lshr i64 %815, 32
  %819 = trunc i64 %818 to i32
  %820 = trunc i64 %815 to i32
  %821 = lshr i64 %817, 32
  %822 = trunc i64 %821 to i32
  %823 = trunc i64 %817 to i32
  %824 = xor i32 %822, %807
  %825 = xor i32 %824, %812
  %826 = xor i32 %819, %804
  %827 = xor i32 %826, %813
  %828 = add i32 %812, -1640531527
  %829 = add i32 %813, -1150833019
  %830 = zext i32 %825 to i64
  %831 = mul i64 3528531795, %830
  %832 = zext i32 %827 to i64
  %833 = mul i64 3449720151, %832
  %834 = lshr i64 %831, 32
  %835 = trunc i64 %834 to i32
  %836 = trunc i64 %831 to i32
  %837 = lshr i64 %833, 32
  %838 = trunc i64 %837 to i32
  %839 = trunc i64 %833 to i32
  %840 = xor i32 %838, %823
  %841 = xor i32 %840, %828
  %842 = xor i32 %835, %820
  %843 = xor i32 %842, %829
  %844 = add i32 %828, -1640531527
  %845 = add i32 %829, -1150833019
  %846 = zext i32 %841 to i64
  %847 = mul i64 3528531795, %846
  %848 = zext i32 %843 to i64
  %849 = mul i64 3449720151, %848
  %850 = lshr i64 %847, 32
  %851 = trunc i64 %850 to i32
  %852 = trunc i64 %847 to i32
  %853 = lshr i64 %849, 32
  %854 = trunc i64 %853 to i32
  %855 = trunc i64 %849 to i32
  %856 = xor i32 %854, %839
  %857 = xor i32 %856, %844
  %858 = xor i32 %851, %836
  %859 = xor i32 %858, %845
  %860 = add i32 %844, -1640531527
  %861 = add i32 %845, -1150833019
  %862 = zext i32 %857 to i64
  %863 = mul i64 3528531795, %862
  %864 = zext i32 %859 to i64
  %865 = mul i64 3449720151, %864
  %866 = lshr i64 %863, 32
  %867 = trunc i64 %866 to i32
  %868 = trunc i64 %863 to i32
  %869 = lshr i64 %865, 32
  %870 = trunc i64 %869 to i32
  %871 = trunc i64 %865 to i32
  %872 = xor i32 %870, %855
  %873 = xor i32 %872, %860
  %874 = xor i32 %867, %852
  %875 = xor i32 %874, %861
  %876 = add i32 %860, -1640531527
  %877 = add i32 %861, -1150833019
  %878 = zext i32 %873 to i64
  %879 = mul i64 3528531795, %878
  %880 = zext i32 %875 to i64
  %881 = mul i64 3449720151, %880
  %882 = lshr i64 %879, 32
  %883 = trunc i64 %882 to i32
  %884 = trunc i64 %879 to i32
  %885 = lshr i64 %881, 32
  %886 = trunc i64 %885 to i32
  %887 = trunc i64 %881 to i32
  %888 = xor i32 %886, %871
  %889 = xor i32 %888, %876
  %890 = xor i32 %883, %868
  %891 = xor i32 %890, %877
  %892 = add i32 %876, -1640531527
  %893 = add i32 %877, -1150833019
  %894 = zext i32 %889 to i64
  %895 = mul i64 3528531795, %894
  %896 = zext i32 %891 to i64
  %897 = mul i64 3449720151, %896
  %898 = lshr i64 %895, 32
  %899 = trunc i64 %898 to i32
  %900 = trunc i64 %895 to i32
  %901 = lshr i64 %897, 32
  %902 = trunc i64 %901 to i32
  %903 = trunc i64 %897 to i32
  %904 = xor i32 %902, %887
  %905 = xor i32 %904, %892
  %906 = xor i32 %899, %884
  %907 = xor i32 %906, %893
  %908 = add i32 %892, -1640531527
  %909 = add i32 %893, -1150833019
  %910 = zext i32 %905 to i64
  %911 = mul i64 3528531795, %910
  %912 = zext i32 %907 to i64
  %913 = mul i64 3449720151, %912
  %914 = lshr i64 %911, 32
  %915 = trunc i64 %914 to i32
  %916 = trunc i64 %911 to i32
  %917 = lshr i64 %913, 32
  %918 = trunc i64 %917 to i32
  %919 = trunc i64 %913 to i32
  %920 = xor i32 %918, %903
  %921 = xor i32 %920, %908
  %922 = xor i32 %915, %900
  %923 = xor i32 %922, %909
  %924 = add i32 %908, -1640531527
  %925 = add i32 %909, -1150833019
  %926 = zext i32 %921 to i64
  %927 = mul i64 3528531795, %926
  %928 = zext i32 %923 to i64
  %929 = mul i64 3449720151, %928
  %930 = lshr i64 %927, 32
  %931 = trunc i64 %930 to i32
  %932 = trunc i64 %927 to i32
  %933 = lshr i64 %929, 32
  %934 = trunc i64 %933 to i32
  %935 = trunc i64 %929 to i32
  %936 = xor i32 %934, %919
  %937 = xor i32 %936, %924
  %938 = xor i32 %931, %916
  %939 = xor i32 %938, %925
  %940 = add i32 %924, -1640531527
  %941 = add i32 %925, -1150833019
  %942 = zext i32 %937 to i64
  %943 = mul i64 3528531795, %942
  %944 = zext i32 %939 to i64
  %945 = mul i64 3449720151, %944
  %946 = lshr i64 %943, 32
  %947 = trunc i64 %946 to i32
  %948 = trunc i64 %943 to i32
  %949 = lshr i64 %945, 32
  %950 = trunc i64 %949 to i32
  %951 = trunc i64 %945 to i32
  %952 = xor i32 %950, %935
  %953 = xor i32 %952, %940
  %954 = xor i32 %947, %932
  %955 = xor i32 %954, %941
  %956 = uitofp i32 %953 to double
  %957 = fadd double %956, 5.000000e-01
  %958 = fmul double %957, 0x3DF0000000000000
  %959 = uitofp i32 %951 to double
  %960 = fadd double %959, 5.000000e-01
  %961 = fmul double %960, 0x3DF0000000000000
  %962 = fcmp olt double %958, 0x10000000000000
  %963 = fmul double %958, 0x4350000000000000
  %964 = select i1 %962, double %963, double %958
  %965 = select i1 %962, i64 1077, i64 1023
  %966 = bitcast double %964 to i64
  %967 = lshr i64 %966, 32
  %968 = add i64 %967, 614242
  %969 = lshr i64 %968, 20
  %970 = sub i64 %969, %965
  %971 = and i64 %968, 1048575
  %972 = add i64 %971, 1072079006
  %973 = shl i64 %972, 32
  %974 = and i64 %966, 4294967295
  %975 = or i64 %973, %974
  %976 = bitcast i64 %975 to double
  %977 = fsub double %976, 1.000000e+00
  %978 = fmul double 5.000000e-01, %977
  %979 = fmul double %978, %977
  %980 = fadd double 2.000000e+00, %977
  %981 = fdiv double %977, %980
  %982 = fmul double %981, %981
  %983 = fmul double %982, %982
  %984 = fmul double %983, 0x3FC39A09D078C69F
  %985 = fadd double 0x3FCC71C51D8E78AF, %984
  %986 = fmul double %983, %985
  %987 = fadd double 0x3FD999999997FA04, %986
  %988 = fmul double %983, %987
  %989 = fmul double %983, 0x3FC2F112DF3E5244
  %990 = fadd double 0x3FC7466496CB03DE, %989
  %991 = fmul double %983, %990
  %992 = fadd double 0x3FD2492494229359, %991
  %993 = fmul double %983, %992
  %994 = fadd double 0x3FE5555555555593, %993
  %995 = fmul double %982, %994
  %996 = fadd double %995, %988
  %997 = sitofp i64 %970 to double
  %998 = fadd double %979, %996
  %999 = fmul double %981, %998
  %1000 = fmul double %997, 0x3DEA39EF35793C76
  %1001 = fadd double %999, %1000
  %1002 = fsub double %1001, %979
  %1003 = fadd double %1002, %977
  %1004 = fmul double %997, 0x3FE62E42FEE00000
  %1005 = fadd double %1003, %1004
  %1006 = fcmp oeq double %958, 0x7FF0000000000000
  %1007 = select i1 %1006, double 0x7FF0000000000000, double %1005
  %1008 = fcmp oeq double %958, 0.000000e+00
  %1009 = select i1 %1008, double 0xFFF0000000000000, double %1007
  %1010 = fcmp olt double %958, 0.000000e+00
  %1011 = fcmp uno double %958, %958
  %1012 = or i1 %1010, %1011
  %1013 = select i1 %1012, double 0x7FF8000000000000, double %1009
  %1014 = fmul double -2.000000e+00, %1013
  %1015 = call double @llvm.sqrt.f64(double %1014)
  %1016 = fmul double 0x401921FB54442D18, %961
  %1017 = fmul double %1016, 0x3FE45F306DC9C883
  %1018 = fadd double %1017, 0x4338000000000000
  %1019 = bitcast double %1018 to i64
  %1020 = fsub double %1018, 0x4338000000000000
  %1021 = fmul double %1020, 0x3FF921FB54400000
  %1022 = fsub double %1016, %1021
  %1023 = fmul double %1020, 0x3DD0B4611A626331
  %1024 = fmul double %1020, 0x3DD0B4611A600000
  %1025 = fsub double %1022, %1024
  %1026 = fmul double %1020, 0x3BA3198A2E037073
  %1027 = fsub double %1022, %1025
  %1028 = fsub double %1027, %1024
  %1029 = fsub double %1026, %1028
  %1030 = fmul double %1020, 0x3BA3198A2E000000
  %1031 = fsub double %1025, %1030
  %1032 = fmul double %1020, 0x397B839A252049C1
  %1033 = fsub double %1025, %1031
  %1034 = fsub double %1033, %1030
  %1035 = fsub double %1032, %1034
  %1036 = fsub double %1022, %1023
  %1037 = fsub double %1025, %1029
  %1038 = bitcast double %1016 to i64
  %1039 = lshr i64 %1038, 52
  %1040 = and i64 %1039, 2047
  %1041 = bitcast double %1036 to i64
  %1042 = lshr i64 %1041, 52
  %1043 = and i64 %1042, 2047
  %1044 = bitcast double %1037 to i64
  %1045 = lshr i64 %1044, 52
  %1046 = and i64 %1045, 2047
  %1047 = add i64 %1043, 16
  %1048 = icmp ult i64 %1047, %1040
  %1049 = add i64 %1046, 49
  %1050 = icmp ult i64 %1049, %1040
  %1051 = select i1 %1050, double %1031, double %1025
  %1052 = select i1 %1050, double %1035, double %1029
  %1053 = select i1 %1048, double %1051, double %1022
  %1054 = select i1 %1048, double %1052, double %1023
  %1055 = fsub double %1053, %1054
  %1056 = fsub double %1053, %1055
  %1057 = fsub double %1056, %1054
  %1058 = fmul double %1055, %1055
  %1059 = fmul double %1058, %1058
  %1060 = fmul double %1058, 0x3EFA01A019CB1590
  %1061 = fadd double 0xBF56C16C16C15177, %1060
  %1062 = fmul double %1058, %1061
  %1063 = fadd double 0x3FA555555555554C, %1062
  %1064 = fmul double %1058, %1063
  %1065 = fmul double %1058, 0xBDA8FAE9BE8838D4
  %1066 = fadd double 0x3E21EE9EBDB4B1C4, %1065
  %1067 = fmul double %1058, %1066
  %1068 = fadd double 0xBE927E4F809C52AD, %1067
  %1069 = fmul double %1059, %1059
  %1070 = fmul double %1069, %1068
  %1071 = fadd double %1064, %1070
  %1072 = fmul double 5.000000e-01, %1058
  %1073 = fsub double 1.000000e+00, %1072
  %1074 = fsub double 1.000000e+00, %1073
  %1075 = fsub double %1074, %1072
  %1076 = fmul double %1058, %1071
  %1077 = fmul double %1055, %1057
  %1078 = fsub double %1076, %1077
  %1079 = fadd double %1075, %1078
  %1080 = fadd double %1073, %1079
  %1081 = fmul double %1055, %1055
  %1082 = fmul double %1081, %1081
  %1083 = fmul double %1081, 0x3EC71DE357B1FE7D
  %1084 = fadd double 0xBF2A01A019C161D5, %1083
  %1085 = fmul double %1081, %1084
  %1086 = fadd double 0x3F8111111110F8A6, %1085
  %1087 = fmul double %1081, 0x3DE5D93A5ACFD57C
  %1088 = fadd double 0xBE5AE5E68A2B9CEB, %1087
  %1089 = fmul double %1081, %1082
  %1090 = fmul double %1089, %1088
  %1091 = fadd double %1086, %1090
  %1092 = fmul double %1081, %1055
  %1093 = fmul double 5.000000e-01, %1057
  %1094 = fmul double %1092, %1091
  %1095 = fsub double %1093, %1094
  %1096 = fmul double %1081, %1095
  %1097 = fsub double %1096, %1057
  %1098 = fmul double %1092, 0xBFC5555555555549
  %1099 = fsub double %1097, %1098
  %1100 = fsub double %1055, %1099
  %1101 = fneg double %1080
  %1102 = fneg double %1100
  %1103 = and i64 %1019, 1
  %1104 = and i64 %1019, 2
  %1105 = icmp eq i64 %1103, 1
  %1106 = icmp eq i64 %1104, 2
  %1107 = select i1 %1106, double %1101, double %1080
  %1108 = select i1 %1106, double %1100, double %1102
  %1109 = select i1 %1105, double %1108, double %1107
  %1110 = bitcast double %1016 to i64
  %1111 = and i64 %1110, 9223372036854775807
  %1112 = bitcast i64 %1111 to double
  %1113 = fcmp olt double %1112, 0x413921FB00000000
  %1114 = select i1 %1113, double %1109, double 0x7FF8000000000000
  %1115 = fmul double %1015, %1114
  %1116 = fptrunc double %1115 to float
  %1117 = fmul float %1116, %noise_scale15
  %1118 = fadd float %787, %1117
  store float %1118, ptr %772, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %slot.done41
  %feature48 = add i64 %lane, 3072
  %valid49 = icmp ult i64 %feature48, %n_features
  %1119 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done46
  %1120 = load float, ptr %1119, align 4
  %1121 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1122 = fsub float %1121, 4.000000e+00
  %1123 = fmul float 2.000000e+00, %1122
  %1124 = fmul float 0x3F847AE140000000, %1123
  %1125 = fmul float 2.000000e+00, %1120
  %1126 = fmul float %1124, %1125
  %1127 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature48
  %1128 = load float, ptr addrspace(1) %1127, align 4
  %1129 = fsub float %1120, %1128
  %1130 = fmul float 2.000000e+00, %1129
  %1131 = fmul float 5.000000e-01, %1130
  %1132 = fadd float %1126, %1131
  %1133 = fmul float %1132, %eta
  %1134 = fsub float %1120, %1133
  %1135 = mul i64 %row, %n_features
  %element52 = add i64 %1135, %feature48
  %1136 = trunc i64 %key0 to i32
  %1137 = lshr i64 %key0, 32
  %1138 = trunc i64 %1137 to i32
  %1139 = trunc i64 %element52 to i32
  %1140 = trunc i64 %key1_step to i32
  %1141 = lshr i64 %key1_step, 32
  %1142 = trunc i64 %1141 to i32
  %1143 = lshr i64 %element52, 32
  %1144 = trunc i64 %1143 to i32
  %1145 = zext i32 %1139 to i64
  %1146 = mul i64 3528531795, %1145
  %1147 = zext i32 %1142 to i64
  %1148 = mul i64 3449720151, %1147
  %1149 = lshr i64 %1146, 32
  %1150 = trunc i64 %1149 to i32
  %1151 = trunc i64 %1146 to i32
  %1152 = lshr i64 %1148, 32
  %1153 = trunc i64 %1152 to i32
  %1154 = trunc i64 %1148 to i32
  %1155 = xor i32 %1153, %1140
  %1156 = xor i32 %1155, %1136
  %1157 = xor i32 %1150, %1144
  %1158 = xor i32 %1157, %1138
  %1159 = add i32 %1136, -1640531527
  %1160 = add i32 %1138, -1150833019
  %1161 = zext i32 %1156 to i64
  %1162 = mul i64 3528531795, %1161
  %1163 = zext i32 %1158 to i64
  %1164 = mul i64 3449720151, %1163
  %1165 = lshr i64 %1162, 32
  %1166 = trunc i64 %1165 to i32
  %1167 = trunc i64 %1162 to i32
  %1168 = lshr i64 %1164, 32
  %1169 = trunc i64 %1168 to i32
  %1170 = trunc i64 %1164 to i32
  %1171 = xor i32 %1169, %1154
  %1172 = xor i32 %1171, %1159
  %1173 = xor i32 %1166, %1151
  %1174 = xor i32 %1173, %1160
  %1175 = add i32 %1159, -1640531527
  %1176 = add i32 %1160, -1150833019
  %1177 = zext i32 %1172 to i64
  %1178 = mul i64 3528531795, %1177
  %1179 = zext i32 %1174 to i64
  %1180 = mul i64 3449720151, %1179
  %1181 = lshr i64 %1178, 32
  %1182 = trunc i64 %1181 to i32
  %1183 = trunc i64 %1178 to i32
  %1184 = lshr i64 %1180, 32
  %1185 = trunc i64 %1184 to i32
  %1186 = trunc i64 %1180 to i32
  %1187 = xor i32 %1185, %1170
  %1188 = xor i32 %1187, %1175
  %1189 = xor i32 %1182, %1167
  %1190 = xor i32 %1189, %1176
  %1191 = add i32 %1175, -1640531527
  %1192 = add i32 %1176, -1150833019
  %1193 = zext i32 %1188 to i64
  %1194 = mul i64 3528531795, %1193
  %1195 = zext i32 %1190 to i64
  %1196 = mul i64 3449720151, %1195
  %1197 = lshr i64 %1194, 32
  %1198 = trunc i64 %1197 to i32
  %1199 = trunc i64 %1194 to i32
  %1200 = lshr i64 %1196, 32
  %1201 = trunc i64 %1200 to i32
  %1202 = trunc i64 %1196 to i32
  %1203 = xor i32 %1201, %1186
  %1204 = xor i32 %1203, %1191
  %1205 = xor i32 %1198, %1183
  %1206 = xor i32 %1205, %1192
  %1207 = add i32 %1191, -1640531527
  %1208 = add i32 %1192, -1150833019
  %1209 = zext i32 %1204 to i64
  %1210 = mul i64 3528531795, %1209
  %1211 = zext i32 %1206 to i64
  %1212 = mul i64 3449720151, %1211
  %1213 = lshr i64 %1210, 32
  %1214 = trunc i64 %1213 to i32
  %1215 = trunc i64 %1210 to i32
  %1216 = lshr i64 %1212, 32
  %1217 = trunc i64 %1216 to i32
  %1218 = trunc i64 %1212 to i32
  %1219 = xor i32 %1217, %1202
  %1220 = xor i32 %1219, %1207
  %1221 = xor i32 %1214, %1199
  %1222 = xor i32 %1221, %1208
  %1223 = add i32 %1207, -1640531527
  %1224 = add i32 %1208, -1150833019
  %1225 = zext i32 %1220 to i64
  %1226 = mul i64 3528531795, %1225
  %1227 = zext i32 %1222 to i64
  %1228 = mul i64 3449720151, %1227
  %1229 = lshr i64 %1226, 32
  %1230 = trunc i64 %1229 to i32
  %1231 = trunc i64 %1226 to i32
  %1232 = lshr i64 %1228, 32
  %1233 = trunc i64 %1232 to i32
  %1234 = trunc i64 %1228 to i32
  %1235 = xor i32 %1233, %1218
  %1236 = xor i32 %1235, %1223
  %1237 = xor i32 %1230, %1215
  %1238 = xor i32 %1237, %1224
  %1239 = add i32 %1223, -1640531527
  %1240 = add i32 %1224, -1150833019
  %1241 = zext i32 %1236 to i64
  %1242 = mul i64 3528531795, %1241
  %1243 = zext i32 %1238 to i64
  %1244 = mul i64 3449720151, %1243
  %1245 = lshr i64 %1242, 32
  %1246 = trunc i64 %1245 to i32
  %1247 = trunc i64 %1242 to i32
  %1248 = lshr i64 %1244, 32
  %1249 = trunc i64 %1248 to i32
  %1250 = trunc i64 %1244 to i32
  %1251 = xor i32 %1249, %1234
  %1252 = xor i32 %1251, %1239
  %1253 = xor i32 %1246, %1231
  %1254 = xor i32 %1253, %1240
  %1255 = add i32 %1239, -1640531527
  %1256 = add i32 %1240, -1150833019
  %1257 = zext i32 %1252 to i64
  %1258 = mul i64 3528531795, %1257
  %1259 = zext i32 %1254 to i64
  %1260 = mul i64 3449720151, %1259
  %1261 = lshr i64 %1258, 32
  %1262 = trunc i64 %1261 to i32
  %1263 = trunc i64 %1258 to i32
  %1264 = lshr i64 %1260, 32
  %1265 = trunc i64 %1264 to i32
  %1266 = trunc i64 %1260 to i32
  %1267 = xor i32 %1265, %1250
  %1268 = xor i32 %1267, %1255
  %1269 = xor i32 %1262, %1247
  %1270 = xor i32 %1269, %1256
  %1271 = add i32 %1255, -1640531527
  %1272 = add i32 %1256, -1150833019
  %1273 = zext i32 %1268 to i64
  %1274 = mul i64 3528531795, %1273
  %1275 = zext i32 %1270 to i64
  %1276 = mul i64 3449720151, %1275
  %1277 = lshr i64 %1274, 32
  %1278 = trunc i64 %1277 to i32
  %1279 = trunc i64 %1274 to i32
  %1280 = lshr i64 %1276, 32
  %1281 = trunc i64 %1280 to i32
  %1282 = trunc i64 %1276 to i32
  %1283 = xor i32 %1281, %1266
  %1284 = xor i32 %1283, %1271
  %1285 = xor i32 %1278, %1263
  %1286 = xor i32 %1285, %1272
  %1287 = add i32 %1271, -1640531527
  %1288 = add i32 %1272, -1150833019
  %1289 = zext i32 %1284 to i64
  %1290 = mul i64 3528531795, %1289
  %1291 = zext i32 %1286 to i64
  %1292 = mul i64 3449720151, %1291
  %1293 = lshr i64 %1290, 32
  %1294 = trunc i64 %1293 to i32
  %1295 = trunc i64 %1290 to i32
  %1296 = lshr i64 %1292, 32
  %1297 = trunc i64 %1296 to i32
  %1298 = trunc i64 %1292 to i32
  %1299 = xor i32 %1297, %1282
  %1300 = xor i32 %1299, %1287
  %1301 = xor i32 %1294, %1279
  %1302 = xor i32 %1301, %1288
  %1303 = uitofp i32 %1300 to double
  %1304 = fadd double %1303, 5.000000e-01
  %1305 = fmul double %1304, 0x3DF0000000000000
  %1306 = uitofp i32 %1298 to double
  %1307 = fadd double %1306, 5.000000e-01
  %1308 = fmul double %1307, 0x3DF0000000000000
  %1309 = fcmp olt double %1305, 0x10000000000000
  %1310 = fmul double %1305, 0x4350000000000000
  %1311 = select i1 %1309, double %1310, double %1305
  %1312 = select i1 %1309, i64 1077, i64 1023
  %1313 = bitcast double %1311 to i64
  %1314 = lshr i64 %1313, 32
  %1315 = add i64 %1314, 614242
  %1316 = lshr i64 %1315, 20
  %1317 = sub i64 %1316, %1312
  %1318 = and i64 %1315, 1048575
  %1319 = add i64 %1318, 1072079006
  %1320 = shl i64 %1319, 32
  %1321 = and i64 %1313, 4294967295
  %1322 = or i64 %1320, %1321
  %1323 = bitcast i64 %1322 to double
  %1324 = fsub double %1323, 1.000000e+00
  %1325 = fmul double 5.000000e-01, %1324
  %1326 = fmul double %1325, %1324
  %1327 = fadd double 2.000000e+00, %1324
  %1328 = fdiv double %1324, %1327
  %1329 = fmul double %1328, %1328
  %1330 = fmul double %1329, %1329
  %1331 = fmul double %1330, 0x3FC39A09D078C69F
  %1332 = fadd double 0x3FCC71C51D8E78AF, %1331
  %1333 = fmul double %1330, %1332
  %1334 = fadd double 0x3FD999999997FA04, %1333
  %1335 = fmul double %1330, %1334
  %1336 = fmul double %1330, 0x3FC2F112DF3E5244
  %1337 = fadd double 0x3FC7466496CB03DE, %1336
  %1338 = fmul double %1330, %1337
  %1339 = fadd double 0x3FD2492494229359, %1338
  %1340 = fmul double %1330, %1339
  %1341 = fadd double 0x3FE5555555555593, %1340
  %1342 = fmul double %1329, %1341
  %1343 = fadd double %1342, %1335
  %1344 = sitofp i64 %1317 to double
  %1345 = fadd double %1326, %1343
  %1346 = fmul double %1328, %1345
  %1347 = fmul double %1344, 0x3DEA39EF35793C76
  %1348 = fadd double %1346, %1347
  %1349 = fsub double %1348, %1326
  %1350 = fadd double %1349, %1324
  %1351 = fmul double %1344, 0x3FE62E42FEE00000
  %1352 = fadd double %1350, %1351
  %1353 = fcmp oeq double %1305, 0x7FF0000000000000
  %1354 = select i1 %1353, double 0x7FF0000000000000, double %1352
  %1355 = fcmp oeq double %1305, 0.000000e+00
  %1356 = select i1 %1355, double 0xFFF0000000000000, double %1354
  %1357 = fcmp olt double %1305, 0.000000e+00
  %1358 = fcmp uno double %1305, %1305
  %1359 = or i1 %1357, %1358
  %1360 = select i1 %1359, double 0x7FF8000000000000, double %1356
  %1361 = fmul double -2.000000e+00, %1360
  %1362 = call double @llvm.sqrt.f64(double %1361)
  %1363 = fmul double 0x401921FB54442D18, %1308
  %1364 = fmul double %1363, 0x3FE45F306DC9C883
  %1365 = fadd double %1364, 0x4338000000000000
  %1366 = bitcast double %1365 to i64
  %1367 = fsub double %1365, 0x4338000000000000
  %1368 = fmul double %1367, 0x3FF921FB54400000
  %1369 = fsub double %1363, %1368
  %1370 = fmul double %1367, 0x3DD0B4611A626331
  %1371 = fmul double %1367, 0x3DD0B4611A600000
  %1372 = fsub double %1369, %1371
  %1373 = fmul double %1367, 0x3BA3198A2E037073
  %1374 = fsub double %1369, %1372
  %1375 = fsub double %1374, %1371
  %1376 = fsub double %1373, %1375
  %1377 = fmul double %1367, 0x3BA3198A2E000000
  %1378 = fsub double %1372, %1377
  %1379 = fmul double %1367, 0x397B839A252049C1
  %1380 = fsub double %1372, %1378
  %1381 = fsub double %1380, %1377
  %1382 = fsub double %1379, %1381
  %1383 = fsub double %1369, %1370
  %1384 = fsub double %1372, %1376
  %1385 = bitcast double %1363 to i64
  %1386 = lshr i64 %1385, 52
  %1387 = and i64 %1386, 2047
  %1388 = bitcast double %1383 to i64
  %1389 = lshr i64 %1388, 52
  %1390 = and i64 %1389, 2047
  %1391 = bitcast double %1384 to i64
  %1392 = lshr i64 %1391, 52
  %1393 = and i64 %1392, 2047
  %1394 = add i64 %1390, 16
  %1395 = icmp ult i64 %1394, %1387
  %1396 = add i64 %1393, 49
  %1397 = icmp ult i64 %1396, %1387
  %1398 = select i1 %1397, double %1378, double %1372
  %1399 = select i1 %1397, double %1382, double %1376
  %1400 = select i1 %1395, double %1398, double %1369
  %1401 = select i1 %1395, double %1399, double %1370
  %1402 = fsub double %1400, %1401
  %1403 = fsub double %1400, %1402
  %1404 = fsub double %1403, %1401
  %1405 = fmul double %1402, %1402
  %1406 = fmul double %1405, %1405
  %1407 = fmul double %1405, 0x3EFA01A019CB1590
  %1408 = fadd double 0xBF56C16C16C15177, %1407
  %1409 = fmul double %1405, %1408
  %1410 = fadd double 0x3FA555555555554C, %1409
  %1411 = fmul double %1405, %1410
  %1412 = fmul double %1405, 0xBDA8FAE9BE8838D4
  %1413 = fadd double 0x3E21EE9EBDB4B1C4, %1412
  %1414 = fmul double %1405, %1413
  %1415 = fadd double 0xBE927E4F809C52AD, %1414
  %1416 = fmul double %1406, %1406
  %1417 = fmul double %1416, %1415
  %1418 = fadd double %1411, %1417
  %1419 = fmul double 5.000000e-01, %1405
  %1420 = fsub double 1.000000e+00, %1419
  %1421 = fsub double 1.000000e+00, %1420
  %1422 = fsub double %1421, %1419
  %1423 = fmul double %1405, %1418
  %1424 = fmul double %1402, %1404
  %1425 = fsub double %1423, %1424
  %1426 = fadd double %1422, %1425
  %1427 = fadd double %1420, %1426
  %1428 = fmul double %1402, %1402
  %1429 = fmul double %1428, %1428
  %1430 = fmul double %1428, 0x3EC71DE357B1FE7D
  %1431 = fadd double 0xBF2A01A019C161D5, %1430
  %1432 = fmul double %1428, %1431
  %1433 = fadd double 0x3F8111111110F8A6, %1432
  %1434 = fmul double %1428, 0x3DE5D93A5ACFD57C
  %1435 = fadd double 0xBE5AE5E68A2B9CEB, %1434
  %1436 = fmul double %1428, %1429
  %1437 = fmul double %1436, %1435
  %1438 = fadd double %1433, %1437
  %1439 = fmul double %1428, %1402
  %1440 = fmul double 5.000000e-01, %1404
  %1441 = fmul double %1439, %1438
  %1442 = fsub double %1440, %1441
  %1443 = fmul double %1428, %1442
  %1444 = fsub double %1443, %1404
  %1445 = fmul double %1439, 0xBFC5555555555549
  %1446 = fsub double %1444, %1445
  %1447 = fsub double %1402, %1446
  %1448 = fneg double %1427
  %1449 = fneg double %1447
  %1450 = and i64 %1366, 1
  %1451 = and i64 %1366, 2
  %1452 = icmp eq i64 %1450, 1
  %1453 = icmp eq i64 %1451, 2
  %1454 = select i1 %1453, double %1448, double %1427
  %1455 = select i1 %1453, double %1447, double %1449
  %1456 = select i1 %1452, double %1455, double %1454
  %1457 = bitcast double %1363 to i64
  %1458 = and i64 %1457, 9223372036854775807
  %1459 = bitcast i64 %1458 to double
  %1460 = fcmp olt double %1459, 0x413921FB00000000
  %1461 = select i1 %1460, double %1456, double 0x7FF8000000000000
  %1462 = fmul double %1362, %1461
  %1463 = fptrunc double %1462 to float
  %1464 = fmul float %1463, %noise_scale15
  %1465 = fadd float %1134, %1464
  store float %1465, ptr %1119, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done46
  br label %noise.done

uniform_sinks.then55:                             ; preds = %quiet
  br label %uniform_sinks.done56

uniform_sinks.done56:                             ; preds = %uniform_sinks.then55, %quiet
  %feature57 = add i64 %lane, 0
  %valid58 = icmp ult i64 %feature57, %n_features
  %1466 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid58, label %slot.then59, label %slot.done60

slot.then59:                                      ; preds = %uniform_sinks.done56
  %1467 = load float, ptr %1466, align 4
  %1468 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1469 = fsub float %1468, 4.000000e+00
  %1470 = fmul float 2.000000e+00, %1469
  %1471 = fmul float 0x3F847AE140000000, %1470
  %1472 = fmul float 2.000000e+00, %1467
  %1473 = fmul float %1471, %1472
  %1474 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature57
  %1475 = load float, ptr addrspace(1) %1474, align 4
  %1476 = fsub float %1467, %1475
  %1477 = fmul float 2.000000e+00, %1476
  %1478 = fmul float 5.000000e-01, %1477
  %1479 = fadd float %1473, %1478
  %1480 = fmul float %1479, %eta
  %1481 = fsub float %1467, %1480
  %1482 = fmul float 0.000000e+00, %noise_scale15
  %1483 = fadd float %1481, %1482
  store float %1481, ptr %1466, align 4
  br label %slot.done60

slot.done60:                                      ; preds = %slot.then59, %uniform_sinks.done56
  %feature61 = add i64 %lane, 1024
  %valid62 = icmp ult i64 %feature61, %n_features
  %1484 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid62, label %slot.then63, label %slot.done64

slot.then63:                                      ; preds = %slot.done60
  %1485 = load float, ptr %1484, align 4
  %1486 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1487 = fsub float %1486, 4.000000e+00
  %1488 = fmul float 2.000000e+00, %1487
  %1489 = fmul float 0x3F847AE140000000, %1488
  %1490 = fmul float 2.000000e+00, %1485
  %1491 = fmul float %1489, %1490
  %1492 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature61
  %1493 = load float, ptr addrspace(1) %1492, align 4
  %1494 = fsub float %1485, %1493
  %1495 = fmul float 2.000000e+00, %1494
  %1496 = fmul float 5.000000e-01, %1495
  %1497 = fadd float %1491, %1496
  %1498 = fmul float %1497, %eta
  %1499 = fsub float %1485, %1498
  %1500 = fmul float 0.000000e+00, %noise_scale15
  %1501 = fadd float %1499, %1500
  store float %1499, ptr %1484, align 4
  br label %slot.done64

slot.done64:                                      ; preds = %slot.then63, %slot.done60
  %feature65 = add i64 %lane, 2048
  %valid66 = icmp ult i64 %feature65, %n_features
  %1502 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid66, label %slot.then67, label %slot.done68

slot.then67:                                      ; preds = %slot.done64
  %1503 = load float, ptr %1502, align 4
  %1504 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1505 = fsub float %1504, 4.000000e+00
  %1506 = fmul float 2.000000e+00, %1505
  %1507 = fmul float 0x3F847AE140000000, %1506
  %1508 = fmul float 2.000000e+00, %1503
  %1509 = fmul float %1507, %1508
  %1510 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature65
  %1511 = load float, ptr addrspace(1) %1510, align 4
  %1512 = fsub float %1503, %1511
  %1513 = fmul float 2.000000e+00, %1512
  %1514 = fmul float 5.000000e-01, %1513
  %1515 = fadd float %1509, %1514
  %1516 = fmul float %1515, %eta
  %1517 = fsub float %1503, %1516
  %1518 = fmul float 0.000000e+00, %noise_scale15
  %1519 = fadd float %1517, %1518
  store float %1517, ptr %1502, align 4
  br label %slot.done68

slot.done68:                                      ; preds = %slot.then67, %slot.done64
  %feature69 = add i64 %lane, 3072
  %valid70 = icmp ult i64 %feature69, %n_features
  %1520 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid70, label %slot.then71, label %slot.done72

slot.then71:                                      ; preds = %slot.done68
  %1521 = load float, ptr %1520, align 4
  %1522 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1523 = fsub float %1522, 4.000000e+00
  %1524 = fmul float 2.000000e+00, %1523
  %1525 = fmul float 0x3F847AE140000000, %1524
  %1526 = fmul float 2.000000e+00, %1521
  %1527 = fmul float %1525, %1526
  %1528 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature69
  %1529 = load float, ptr addrspace(1) %1528, align 4
  %1530 = fsub float %1521, %1529
  %1531 = fmul float 2.000000e+00, %1530
  %1532 = fmul float 5.000000e-01, %1531
  %1533 = fadd float %1527, %1532
  %1534 = fmul float %1533, %eta
  %1535 = fsub float %1521, %1534
  %1536 = fmul float 0.000000e+00, %noise_scale15
  %1537 = fadd float %1535, %1536
  store float %1535, ptr %1520, align 4
  br label %slot.done72

slot.done72:                                      ; preds = %slot.then71, %slot.done68
  br label %noise.done

slot.then75:                                      ; preds = %step.exit
  %1538 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature73
  %1539 = load float, ptr %24, align 4
  store float %1539, ptr addrspace(1) %1538, align 4
  br label %slot.done76

slot.done76:                                      ; preds = %slot.then75, %step.exit
  %feature77 = add i64 %lane, 1024
  %valid78 = icmp ult i64 %feature77, %n_features
  %1540 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %slot.done76
  %1541 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature77
  %1542 = load float, ptr %1540, align 4
  store float %1542, ptr addrspace(1) %1541, align 4
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %slot.done76
  %feature81 = add i64 %lane, 2048
  %valid82 = icmp ult i64 %feature81, %n_features
  %1543 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid82, label %slot.then83, label %slot.done84

slot.then83:                                      ; preds = %slot.done80
  %1544 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature81
  %1545 = load float, ptr %1543, align 4
  store float %1545, ptr addrspace(1) %1544, align 4
  br label %slot.done84

slot.done84:                                      ; preds = %slot.then83, %slot.done80
  %feature85 = add i64 %lane, 3072
  %valid86 = icmp ult i64 %feature85, %n_features
  %1546 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid86, label %slot.then87, label %slot.done88

slot.then87:                                      ; preds = %slot.done84
  %1547 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature85
  %1548 = load float, ptr %1546, align 4
  store float %1548, ptr addrspace(1) %1547, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %slot.done84
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w8192(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_acc = alloca float, align 4
  %item_level = alloca i64, align 8
  %item_value = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 8192
  %2 = and i1 %inside, %fits
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

row.done:                                         ; preds = %slot.done172, %entry
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
  %step = phi i64 [ 0, %slot.done28 ], [ %105, %noise.done ]
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
  %feature141 = add i64 %lane, 0
  %valid142 = icmp ult i64 %feature141, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid142, label %slot.then143, label %slot.done144

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
  br label %fold.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header:                                      ; preds = %merge.done, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %93, %merge.done ]
  %68 = icmp ult i64 %fold, %n_features
  br i1 %68, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold
  %70 = load float, ptr addrspace(3) %69, align 4
  store float %70, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold.exit:                                        ; preds = %fold.header
  %71 = load i64, ptr %pairwise_depth, align 8
  %72 = icmp ugt i64 %71, 0
  %73 = sub i64 %71, 1
  %74 = select i1 %72, i64 %73, i64 0
  %75 = getelementptr inbounds float, ptr %pairwise_sums, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = select i1 %72, float %76, float 0.000000e+00
  store float %77, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %78 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %79 = select i1 %78, i64 %top, i64 0
  %80 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %79
  %81 = load i64, ptr %80, align 8
  %82 = icmp eq i64 %81, %level
  %83 = and i1 %78, %82
  br i1 %83, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %84 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %85 = load float, ptr %84, align 4
  %86 = load float, ptr %item_value, align 4
  %87 = fadd float %85, %86
  store float %87, ptr %item_value, align 4
  %88 = add i64 %level, 1
  store i64 %88, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %89 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %90 = load float, ptr %item_value, align 4
  store float %90, ptr %89, align 4
  %91 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %91, align 8
  %92 = add i64 %depth, 1
  store i64 %92, ptr %pairwise_depth, align 8
  %93 = add i64 %fold, 1
  br label %fold.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold.exit
  %pairwise_finish = phi i64 [ 0, %fold.exit ], [ %101, %pairwise_finish.body ]
  %94 = icmp ult i64 %pairwise_finish, %74
  br i1 %94, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %95 = sub i64 %74, 1
  %96 = sub i64 %95, %pairwise_finish
  %97 = getelementptr inbounds float, ptr %pairwise_sums, i64 %96
  %98 = load float, ptr %97, align 4
  %99 = load float, ptr %pairwise_acc, align 4
  %100 = fadd float %98, %99
  store float %100, ptr %pairwise_acc, align 4
  %101 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %102 = load float, ptr %pairwise_acc, align 4
  store float %102, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %103 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature105 = add i64 %lane, 0
  %valid106 = icmp ult i64 %feature105, %n_features
  %104 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then107, label %uniform_sinks.done108

noise.done:                                       ; preds = %slot.done140, %slot.done103
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %105 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %106 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %uniform_sinks.done
  %107 = load float, ptr %106, align 4
  %108 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %109 = fsub float %108, 4.000000e+00
  %110 = fmul float 2.000000e+00, %109
  %111 = fmul float 0x3F847AE140000000, %110
  %112 = fmul float 2.000000e+00, %107
  %113 = fmul float %111, %112
  %114 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %115 = load float, ptr addrspace(1) %114, align 4
  %116 = fsub float %107, %115
  %117 = fmul float 2.000000e+00, %116
  %118 = fmul float 5.000000e-01, %117
  %119 = fadd float %113, %118
  %120 = fmul float %119, %eta
  %121 = fsub float %107, %120
  %122 = mul i64 %row, %n_features
  %element = add i64 %122, %feature66
  %123 = trunc i64 %key0 to i32
  %124 = lshr i64 %key0, 32
  %125 = trunc i64 %124 to i32
  %126 = trunc i64 %element to i32
  %127 = trunc i64 %key1_step to i32
  %128 = lshr i64 %key1_step, 32
  %129 = trunc i64 %128 to i32
  %130 = lshr i64 %element, 32
  %131 = trunc i64 %130 to i32
  %132 = zext i32 %126 to i64
  %133 = mul i64 3528531795, %132
  %134 = zext i32 %129 to i64
  %135 = mul i64 3449720151, %134
  %136 = lshr i64 %133, 32
  %137 = trunc i64 %136 to i32
  %138 = trunc i64 %133 to i32
  %139 = lshr i64 %135, 32
  %140 = trunc i64 %139 to i32
  %141 = trunc i64 %135 to i32
  %142 = xor i32 %140, %127
  %143 = xor i32 %142, %123
  %144 = xor i32 %137, %131
  %145 = xor i32 %144, %125
  %146 = add i32 %123, -1640531527
  %147 = add i32 %125, -1150833019
  %148 = zext i32 %143 to i64
  %149 = mul i64 3528531795, %148
  %150 = zext i32 %145 to i64
  %151 = mul i64 3449720151, %150
  %152 = lshr i64 %149, 32
  %153 = trunc i64 %152 to i32
  %154 = trunc i64 %149 to i32
  %155 = lshr i64 %151, 32
  %156 = trunc i64 %155 to i32
  %157 = trunc i64 %151 to i32
  %158 = xor i32 %156, %141
  %159 = xor i32 %158, %146
  %160 = xor i32 %153, %138
  %161 = xor i32 %160, %147
  %162 = add i32 %146, -1640531527
  %163 = add i32 %147, -1150833019
  %164 = zext i32 %159 to i64
  %165 = mul i64 3528531795, %164
  %166 = zext i32 %161 to i64
  %167 = mul i64 3449720151, %166
  %168 = lshr i64 %165, 32
  %169 = trunc i64 %168 to i32
  %170 = trunc i64 %165 to i32
  %171 = lshr i64 %167, 32
  %172 = trunc i64 %171 to i32
  %173 = trunc i64 %167 to i32
  %174 = xor i32 %172, %157
  %175 = xor i32 %174, %162
  %176 = xor i32 %169, %154
  %177 = xor i32 %176, %163
  %178 = add i32 %162, -1640531527
  %179 = add i32 %163, -1150833019
  %180 = zext i32 %175 to i64
  %181 = mul i64 3528531795, %180
  %182 = zext i32 %177 to i64
  %183 = mul i64 3449720151, %182
  %184 = lshr i64 %181, 32
  %185 = trunc i64 %184 to i32
  %186 = trunc i64 %181 to i32
  %187 = lshr i64 %183, 32
  %188 = trunc i64 %187 to i32
  %189 = trunc i64 %183 to i32
  %190 = xor i32 %188, %173
  %191 = xor i32 %190, %178
  %192 = xor i32 %185, %170
  %193 = xor i32 %192, %179
  %194 = add i32 %178, -1640531527
  %195 = add i32 %179, -1150833019
  %196 = zext i32 %191 to i64
  %197 = mul i64 3528531795, %196
  %198 = zext i32 %193 to i64
  %199 = mul i64 3449720151, %198
  %200 = lshr i64 %197, 32
  %201 = trunc i64 %200 to i32
  %202 = trunc i64 %197 to i32
  %203 = lshr i64 %199, 32
  %204 = trunc i64 %203 to i32
  %205 = trunc i64 %199 to i32
  %206 = xor i32 %204, %189
  %207 = xor i32 %206, %194
  %208 = xor i32 %201, %186
  %209 = xor i32 %208, %195
  %210 = add i32 %194, -1640531527
  %211 = add i32 %195, -1150833019
  %212 = zext i32 %207 to i64
  %213 = mul i64 3528531795, %212
  %214 = zext i32 %209 to i64
  %215 = mul i64 3449720151, %214
  %216 = lshr i64 %213, 32
  %217 = trunc i64 %216 to i32
  %218 = trunc i64 %213 to i32
  %219 = lshr i64 %215, 32
  %220 = trunc i64 %219 to i32
  %221 = trunc i64 %215 to i32
  %222 = xor i32 %220, %205
  %223 = xor i32 %222, %210
  %224 = xor i32 %217, %202
  %225 = xor i32 %224, %211
  %226 = add i32 %210, -1640531527
  %227 = add i32 %211, -1150833019
  %228 = zext i32 %223 to i64
  %229 = mul i64 3528531795, %228
  %230 = zext i32 %225 to i64
  %231 = mul i64 3449720151, %230
  %232 = lshr i64 %229, 32
  %233 = trunc i64 %232 to i32
  %234 = trunc i64 %229 to i32
  %235 = lshr i64 %231, 32
  %236 = trunc i64 %235 to i32
  %237 = trunc i64 %231 to i32
  %238 = xor i32 %236, %221
  %239 = xor i32 %238, %226
  %240 = xor i32 %233, %218
  %241 = xor i32 %240, %227
  %242 = add i32 %226, -1640531527
  %243 = add i32 %227, -1150833019
  %244 = zext i32 %239 to i64
  %245 = mul i64 3528531795, %244
  %246 = zext i32 %241 to i64
  %247 = mul i64 3449720151, %246
  %248 = lshr i64 %245, 32
  %249 = trunc i64 %248 to i32
  %250 = trunc i64 %245 to i32
  %251 = lshr i64 %247, 32
  %252 = trunc i64 %251 to i32
  %253 = trunc i64 %247 to i32
  %254 = xor i32 %252, %237
  %255 = xor i32 %254, %242
  %256 = xor i32 %249, %234
  %257 = xor i32 %256, %243
  %258 = add i32 %242, -1640531527
  %259 = add i32 %243, -1150833019
  %260 = zext i32 %255 to i64
  %261 = mul i64 3528531795, %260
  %262 = zext i32 %257 to i64
  %263 = mul i64 3449720151, %262
  %264 = lshr i64 %261, 32
  %265 = trunc i64 %264 to i32
  %266 = trunc i64 %261 to i32
  %267 = lshr i64 %263, 32
  %268 = trunc i64 %267 to i32
  %269 = trunc i64 %263 to i32
  %270 = xor i32 %268, %253
  %271 = xor i32 %270, %258
  %272 = xor i32 %265, %250
  %273 = xor i32 %272, %259
  %274 = add i32 %258, -1640531527
  %275 = add i32 %259, -1150833019
  %276 = zext i32 %271 to i64
  %277 = mul i64 3528531795, %276
  %278 = zext i32 %273 to i64
  %279 = mul i64 3449720151, %278
  %280 = lshr i64 %277, 32
  %281 = trunc i64 %280 to i32
  %282 = trunc i64 %277 to i32
  %283 = lshr i64 %279, 32
  %284 = trunc i64 %283 to i32
  %285 = trunc i64 %279 to i32
  %286 = xor i32 %284, %269
  %287 = xor i32 %286, %274
  %288 = xor i32 %281, %266
  %289 = xor i32 %288, %275
  %290 = uitofp i32 %287 to double
  %291 = fadd double %290, 5.000000e-01
  %292 = fmul double %291, 0x3DF0000000000000
  %293 = uitofp i32 %285 to double
  %294 = fadd double %293, 5.000000e-01
  %295 = fmul double %294, 0x3DF0000000000000
  %296 = fcmp olt double %292, 0x10000000000000
  %297 = fmul double %292, 0x4350000000000000
  %298 = select i1 %296, double %297, double %292
  %299 = select i1 %296, i64 1077, i64 1023
  %300 = bitcast double %298 to i64
  %301 = lshr i64 %300, 32
  %302 = add i64 %301, 614242
  %303 = lshr i64 %302, 20
  %304 = sub i64 %303, %299
  %305 = and i64 %302, 1048575
  %306 = add i64 %305, 1072079006
  %307 = shl i64 %306, 32
  %308 = and i64 %300, 4294967295
  %309 = or i64 %307, %308
  %310 = bitcast i64 %309 to double
  %311 = fsub double %310, 1.000000e+00
  %312 = fmul double 5.000000e-01, %311
  %313 = fmul double %312, %311
  %314 = fadd double 2.000000e+00, %311
  %315 = fdiv double %311, %314
  %316 = fmul double %315, %315
  %317 = fmul double %316, %316
  %318 = fmul double %317, 0x3FC39A09D078C69F
  %319 = fadd double 0x3FCC71C51D8E78AF, %318
  %320 = fmul double %317, %319
  %321 = fadd double 0x3FD999999997FA04, %320
  %322 = fmul double %317, %321
  %323 = fmul double %317, 0x3FC2F112DF3E5244
  %324 = fadd double 0x3FC7466496CB03DE, %323
  %325 = fmul double %317, %324
  %326 = fadd double 0x3FD2492494229359, %325
  %327 = fmul double %317, %326
  %328 = fadd double 0x3FE5555555555593, %327
  %329 = fmul double %316, %328
  %330 = fadd double %329, %322
  %331 = sitofp i64 %304 to double
  %332 = fadd double %313, %330
  %333 = fmul double %315, %332
  %334 = fmul double %331, 0x3DEA39EF35793C76
  %335 = fadd double %333, %334
  %336 = fsub double %335, %313
  %337 = fadd double %336, %311
  %338 = fmul double %331, 0x3FE62E42FEE00000
  %339 = fadd double %337, %338
  %340 = fcmp oeq double %292, 0x7FF0000000000000
  %341 = select i1 %340, double 0x7FF0000000000000, double %339
  %342 = fcmp oeq double %292, 0.000000e+00
  %343 = select i1 %342, double 0xFFF0000000000000, double %341
  %344 = fcmp olt double %292, 0.000000e+00
  %345 = fcmp uno double %292, %292
  %346 = or i1 %344, %345
  %347 = select i1 %346, double 0x7FF8000000000000, double %343
  %348 = fmul double -2.000000e+00, %347
  %349 = call double @llvm.sqrt.f64(double %348)
  %350 = fmul double 0x401921FB54442D18, %295
  %351 = fmul double %350, 0x3FE45F306DC9C883
  %352 = fadd double %351, 0x4338000000000000
  %353 = bitcast double %352 to i64
  %354 = fsub double %352, 0x4338000000000000
  %355 = fmul double %354, 0x3FF921FB54400000
  %356 = fsub double %350, %355
  %357 = fmul double %354, 0x3DD0B4611A626331
  %358 = fmul double %354, 0x3DD0B4611A600000
  %359 = fsub double %356, %358
  %360 = fmul double %354, 0x3BA3198A2E037073
  %361 = fsub double %356, %359
  %362 = fsub double %361, %358
  %363 = fsub double %360, %362
  %364 = fmul double %354, 0x3BA3198A2E000000
  %365 = fsub double %359, %364
  %366 = fmul double %354, 0x397B839A252049C1
  %367 = fsub double %359, %365
  %368 = fsub double %367, %364
  %369 = fsub double %366, %368
  %370 = fsub double %356, %357
  %371 = fsub double %359, %363
  %372 = bitcast double %350 to i64
  %373 = lshr i64 %372, 52
  %374 = and i64 %373, 2047
  %375 = bitcast double %370 to i64
  %376 = lshr i64 %375, 52
  %377 = and i64 %376, 2047
  %378 = bitcast double %371 to i64
  %379 = lshr i64 %378, 52
  %380 = and i64 %379, 2047
  %381 = add i64 %377, 16
  %382 = icmp ult i64 %381, %374
  %383 = add i64 %380, 49
  %384 = icmp ult i64 %383, %374
  %385 = select i1 %384, double %365, double %359
  %386 = select i1 %384, double %369, double %363
  %387 = select i1 %382, double %385, double %356
  %388 = select i1 %382, double %386, double %357
  %389 = fsub double %387, %388
  %390 = fsub double %387, %389
  %391 = fsub double %390, %388
  %392 = fmul double %389, %389
  %393 = fmul double %392, %392
  %394 = fmul double %392, 0x3EFA01A019CB1590
  %395 = fadd double 0xBF56C16C16C15177, %394
  %396 = fmul double %392, %395
  %397 = fadd double 0x3FA555555555554C, %396
  %398 = fmul double %392, %397
  %399 = fmul double %392, 0xBDA8FAE9BE8838D4
  %400 = fadd double 0x3E21EE9EBDB4B1C4, %399
  %401 = fmul double %392, %400
  %402 = fadd double 0xBE927E4F809C52AD, %401
  %403 = fmul double %393, %393
  %404 = fmul double %403, %402
  %405 = fadd double %398, %404
  %406 = fmul double 5.000000e-01, %392
  %407 = fsub double 1.000000e+00, %406
  %408 = fsub double 1.000000e+00, %407
  %409 = fsub double %408, %406
  %410 = fmul double %392, %405
  %411 = fmul double %389, %391
  %412 = fsub double %410, %411
  %413 = fadd double %409, %412
  %414 = fadd double %407, %413
  %415 = fmul double %389, %389
  %416 = fmul double %415, %415
  %417 = fmul double %415, 0x3EC71DE357B1FE7D
  %418 = fadd double 0xBF2A01A019C161D5, %417
  %419 = fmul double %415, %418
  %420 = fadd double 0x3F8111111110F8A6, %419
  %421 = fmul double %415, 0x3DE5D93A5ACFD57C
  %422 = fadd double 0xBE5AE5E68A2B9CEB, %421
  %423 = fmul double %415, %416
  %424 = fmul double %423, %422
  %425 = fadd double %420, %424
  %426 = fmul double %415, %389
  %427 = fmul double 5.000000e-01, %391
  %428 = fmul double %426, %425
  %429 = fsub double %427, %428
  %430 = fmul double %415, %429
  %431 = fsub double %430, %391
  %432 = fmul double %426, 0xBFC5555555555549
  %433 = fsub double %431, %432
  %434 = fsub double %389, %433
  %435 = fneg double %414
  %436 = fneg double %434
  %437 = and i64 %353, 1
  %438 = and i64 %353, 2
  %439 = icmp eq i64 %437, 1
  %440 = icmp eq i64 %438, 2
  %441 = select i1 %440, double %435, double %414
  %442 = select i1 %440, double %434, double %436
  %443 = select i1 %439, double %442, double %441
  %444 = bitcast double %350 to i64
  %445 = and i64 %444, 9223372036854775807
  %446 = bitcast i64 %445 to double
  %447 = fcmp olt double %446, 0x413921FB00000000
  %448 = select i1 %447, double %443, double 0x7FF8000000000000
  %449 = fmul double %349, %448
  %450 = fptrunc double %449 to float
  %451 = fmul float %450, %noise_scale31
  %452 = fadd float %121, %451
  store float %452, ptr %106, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %uniform_sinks.done
  %feature70 = add i64 %lane, 1024
  %valid71 = icmp ult i64 %feature70, %n_features
  %453 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %slot.done69
  %454 = load float, ptr %453, align 4
  %455 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %456 = fsub float %455, 4.000000e+00
  %457 = fmul float 2.000000e+00, %456
  %458 = fmul float 0x3F847AE140000000, %457
  %459 = fmul float 2.000000e+00, %454
  %460 = fmul float %458, %459
  %461 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature70
  %462 = load float, ptr addrspace(1) %461, align 4
  %463 = fsub float %454, %462
  %464 = fmul float 2.000000e+00, %463
  %465 = fmul float 5.000000e-01, %464
  %466 = fadd float %460, %465
  %467 = fmul float %466, %eta
  %468 = fsub float %454, %467
  %469 = mul i64 %row, %n_features
  %element74 = add i64 %469, %feature70
  %470 = trunc i64 %key0 to i32
  %471 = lshr i64 %key0, 32
  %472 = trunc i64 %471 to i32
  %473 = trunc i64 %element74 to i32
  %474 = trunc i64 %key1_step to i32
  %475 = lshr i64 %key1_step, 32
  %476 = trunc i64 %475 to i32
  %477 = lshr i64 %element74, 32
  %478 = trunc i64 %477 to i32
  %479 = zext i32 %473 to i64
  %480 = mul i64 3528531795, %479
  %481 = zext i32 %476 to i64
  %482 = mul i64 3449720151, %481
  %483 = lshr i64 %480, 32
  %484 = trunc i64 %483 to i32
  %485 = trunc i64 %480 to i32
  %486 = lshr i64 %482, 32
  %487 = trunc i64 %486 to i32
  %488 = trunc i64 %482 to i32
  %489 = xor i32 %487, %474
  %490 = xor i32 %489, %470
  %491 = xor i32 %484, %478
  %492 = xor i32 %491, %472
  %493 = add i32 %470, -1640531527
  %494 = add i32 %472, -1150833019
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
  %541 = add i32 %525, -1640531527
  %542 = add i32 %526, -1150833019
  %543 = zext i32 %538 to i64
  %544 = mul i64 3528531795, %543
  %545 = zext i32 %540 to i64
  %546 = mul i64 3449720151, %545
  %547 = lshr i64 %544, 32
  %548 = trunc i64 %547 to i32
  %549 = trunc i64 %544 to i32
  %550 = lshr i64 %546, 32
  %551 = trunc i64 %550 to i32
  %552 = trunc i64 %546 to i32
  %553 = xor i32 %551, %536
  %554 = xor i32 %553, %541
  %555 = xor i32 %548, %533
  %556 = xor i32 %555, %542
  %557 = add i32 %541, -1640531527
  %558 = add i32 %542, -1150833019
  %559 = zext i32 %554 to i64
  %560 = mul i64 3528531795, %559
  %561 = zext i32 %556 to i64
  %562 = mul i64 3449720151, %561
  %563 = lshr i64 %560, 32
  %564 = trunc i64 %563 to i32
  %565 = trunc i64 %560 to i32
  %566 = lshr i64 %562, 32
  %567 = trunc i64 %566 to i32
  %568 = trunc i64 %562 to i32
  %569 = xor i32 %567, %552
  %570 = xor i32 %569, %557
  %571 = xor i32 %564, %549
  %572 = xor i32 %571, %558
  %573 = add i32 %557, -1640531527
  %574 = add i32 %558, -1150833019
  %575 = zext i32 %570 to i64
  %576 = mul i64 3528531795, %575
  %577 = zext i32 %572 to i64
  %578 = mul i64 3449720151, %577
  %579 = lshr i64 %576, 32
  %580 = trunc i64 %579 to i32
  %581 = trunc i64 %576 to i32
  %582 = lshr i64 %578, 32
  %583 = trunc i64 %582 to i32
  %584 = trunc i64 %578 to i32
  %585 = xor i32 %583, %568
  %586 = xor i32 %585, %573
  %587 = xor i32 %580, %565
  %588 = xor i32 %587, %574
  %589 = add i32 %573, -1640531527
  %590 = add i32 %574, -1150833019
  %591 = zext i32 %586 to i64
  %592 = mul i64 3528531795, %591
  %593 = zext i32 %588 to i64
  %594 = mul i64 3449720151, %593
  %595 = lshr i64 %592, 32
  %596 = trunc i64 %595 to i32
  %597 = trunc i64 %592 to i32
  %598 = lshr i64 %594, 32
  %599 = trunc i64 %598 to i32
  %600 = trunc i64 %594 to i32
  %601 = xor i32 %599, %584
  %602 = xor i32 %601, %589
  %603 = xor i32 %596, %581
  %604 = xor i32 %603, %590
  %605 = add i32 %589, -1640531527
  %606 = add i32 %590, -1150833019
  %607 = zext i32 %602 to i64
  %608 = mul i64 3528531795, %607
  %609 = zext i32 %604 to i64
  %610 = mul i64 3449720151, %609
  %611 = lshr i64 %608, 32
  %612 = trunc i64 %611 to i32
  %613 = trunc i64 %608 to i32
  %614 = lshr i64 %610, 32
  %615 = trunc i64 %614 to i32
  %616 = trunc i64 %610 to i32
  %617 = xor i32 %615, %600
  %618 = xor i32 %617, %605
  %619 = xor i32 %612, %597
  %620 = xor i32 %619, %606
  %621 = add i32 %605, -1640531527
  %622 = add i32 %606, -1150833019
  %623 = zext i32 %618 to i64
  %624 = mul i64 3528531795, %623
  %625 = zext i32 %620 to i64
  %626 = mul i64 3449720151, %625
  %627 = lshr i64 %624, 32
  %628 = trunc i64 %627 to i32
  %629 = trunc i64 %624 to i32
  %630 = lshr i64 %626, 32
  %631 = trunc i64 %630 to i32
  %632 = trunc i64 %626 to i32
  %633 = xor i32 %631, %616
  %634 = xor i32 %633, %621
  %635 = xor i32 %628, %613
  %636 = xor i32 %635, %622
  %637 = uitofp i32 %634 to double
  %638 = fadd double %637, 5.000000e-01
  %639 = fmul double %638, 0x3DF0000000000000
  %640 = uitofp i32 %632 to double
  %641 = fadd double %640, 5.000000e-01
  %642 = fmul double %641, 0x3DF0000000000000
  %643 = fcmp olt double %639, 0x10000000000000
  %644 = fmul double %639, 0x4350000000000000
  %645 = select i1 %643, double %644, double %639
  %646 = select i1 %643, i64 1077, i64 1023
  %647 = bitcast double %645 to i64
  %648 = lshr i64 %647, 32
  %649 = add i64 %648, 614242
  %650 = lshr i64 %649, 20
  %651 = sub i64 %650, %646
  %652 = and i64 %649, 1048575
  %653 = add i64 %652, 1072079006
  %654 = shl i64 %653, 32
  %655 = and i64 %647, 4294967295
  %656 = or i64 %654, %655
  %657 = bitcast i64 %656 to double
  %658 = fsub double %657, 1.000000e+00
  %659 = fmul double 5.000000e-01, %658
  %660 = fmul double %659, %658
  %661 = fadd double 2.000000e+00, %658
  %662 = fdiv double %658, %661
  %663 = fmul double %662, %662
  %664 = fmul double %663, %663
  %665 = fmul double %664, 0x3FC39A09D078C69F
  %666 = fadd double 0x3FCC71C51D8E78AF, %665
  %667 = fmul double %664, %666
  %668 = fadd double 0x3FD999999997FA04, %667
  %669 = fmul double %664, %668
  %670 = fmul double %664, 0x3FC2F112DF3E5244
  %671 = fadd double 0x3FC7466496CB03DE, %670
  %672 = fmul double %664, %671
  %673 = fadd double 0x3FD2492494229359, %672
  %674 = fmul double %664, %673
  %675 = fadd double 0x3FE5555555555593, %674
  %676 = fmul double %663, %675
  %677 = fadd double %676, %669
  %678 = sitofp i64 %651 to double
  %679 = fadd double %660, %677
  %680 = fmul double %662, %679
  %681 = fmul double %678, 0x3DEA39EF35793C76
  %682 = fadd double %680, %681
  %683 = fsub double %682, %660
  %684 = fadd double %683, %658
  %685 = fmul double %678, 0x3FE62E42FEE00000
  %686 = fadd double %684, %685
  %687 = fcmp oeq double %639, 0x7FF0000000000000
  %688 = select i1 %687, double 0x7FF0000000000000, double %686
  %689 = fcmp oeq double %639, 0.000000e+00
  %690 = select i1 %689, double 0xFFF0000000000000, double %688
  %691 = fcmp olt double %639, 0.000000e+00
  %692 = fcmp uno double %639, %639
  %693 = or i1 %691, %692
  %694 = select i1 %693, double 0x7FF8000000000000, double %690
  %695 = fmul double -2.000000e+00, %694
  %696 = call double @llvm.sqrt.f64(double %695)
  %697 = fmul double 0x401921FB54442D18, %642
  %698 = fmul double %697, 0x3FE45F306DC9C883
  %699 = fadd double %698, 0x4338000000000000
  %700 = bitcast double %699 to i64
  %701 = fsub double %699, 0x4338000000000000
  %702 = fmul double %701, 0x3FF921FB54400000
  %703 = fsub double %697, %702
  %704 = fmul double %701, 0x3DD0B4611A626331
  %705 = fmul double %701, 0x3DD0B4611A600000
  %706 = fsub double %703, %705
  %707 = fmul double %701, 0x3BA3198A2E037073
  %708 = fsub double %703, %706
  %709 = fsub double %708, %705
  %710 = fsub double %707, %709
  %711 = fmul double %701, 0x3BA3198A2E000000
  %712 = fsub double %706, %711
  %713 = fmul double %701, 0x397B839A252049C1
  %714 = fsub double %706, %712
  %715 = fsub double %714, %711
  %716 = fsub double %713, %715
  %717 = fsub double %703, %704
  %718 = fsub double %706, %710
  %719 = bitcast double %697 to i64
  %720 = lshr i64 %719, 52
  %721 = and i64 %720, 2047
  %722 = bitcast double %717 to i64
  %723 = lshr i64 %722, 52
  %724 = and i64 %723, 2047
  %725 = bitcast double %718 to i64
  %726 = lshr i64 %725, 52
  %727 = and i64 %726, 2047
  %728 = add i64 %724, 16
  %729 = icmp ult i64 %728, %721
  %730 = add i64 %727, 49
  %731 = icmp ult i64 %730, %721
  %732 = select i1 %731, double %712, double %706
  %733 = select i1 %731, double %716, double %710
  %734 = select i1 %729, double %732, double %703
  %735 = select i1 %729, double %733, double %704
  %736 = fsub double %734, %735
  %737 = fsub double %734, %736
  %738 = fsub double %737, %735
  %739 = fmul double %736, %736
  %740 = fmul double %739, %739
  %741 = fmul double %739, 0x3EFA01A019CB1590
  %742 = fadd double 0xBF56C16C16C15177, %741
  %743 = fmul double %739, %742
  %744 = fadd double 0x3FA555555555554C, %743
  %745 = fmul double %739, %744
  %746 = fmul double %739, 0xBDA8FAE9BE8838D4
  %747 = fadd double 0x3E21EE9EBDB4B1C4, %746
  %748 = fmul double %739, %747
  %749 = fadd double 0xBE927E4F809C52AD, %748
  %750 = fmul double %740, %740
  %751 = fmul double %750, %749
  %752 = fadd double %745, %751
  %753 = fmul double 5.000000e-01, %739
  %754 = fsub double 1.000000e+00, %753
  %755 = fsub double 1.000000e+00, %754
  %756 = fsub double %755, %753
  %757 = fmul double %739, %752
  %758 = fmul double %736, %738
  %759 = fsub double %757, %758
  %760 = fadd double %756, %759
  %761 = fadd double %754, %760
  %762 = fmul double %736, %736
  %763 = fmul double %762, %762
  %764 = fmul double %762, 0x3EC71DE357B1FE7D
  %765 = fadd double 0xBF2A01A019C161D5, %764
  %766 = fmul double %762, %765
  %767 = fadd double 0x3F8111111110F8A6, %766
  %768 = fmul double %762, 0x3DE5D93A5ACFD57C
  %769 = fadd double 0xBE5AE5E68A2B9CEB, %768
  %770 = fmul double %762, %763
  %771 = fmul double %770, %769
  %772 = fadd double %767, %771
  %773 = fmul double %762, %736
  %774 = fmul double 5.000000e-01, %738
  %775 = fmul double %773, %772
  %776 = fsub double %774, %775
  %777 = fmul double %762, %776
  %778 = fsub double %777, %738
  %779 = fmul double %773, 0xBFC5555555555549
  %780 = fsub double %778, %779
  %781 = fsub double %736, %780
  %782 = fneg double %761
  %783 = fneg double %781
  %784 = and i64 %700, 1
  %785 = and i64 %700, 2
  %786 = icmp eq i64 %784, 1
  %787 = icmp eq i64 %785, 2
  %788 = select i1 %787, double %782, double %761
  %789 = select i1 %787, double %781, double %783
  %790 = select i1 %786, double %789, double %788
  %791 = bitcast double %697 to i64
  %792 = and i64 %791, 9223372036854775807
  %793 = bitcast i64 %792 to double
  %794 = fcmp olt double %793, 0x413921FB00000000
  %795 = select i1 %794, double %790, double 0x7FF8000000000000
  %796 = fmul double %696, %795
  %797 = fptrunc double %796 to float
  %798 = fmul float %797, %noise_scale31
  %799 = fadd float %468, %798
  store float %799, ptr %453, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %slot.done69
  %feature75 = add i64 %lane, 2048
  %valid76 = icmp ult i64 %feature75, %n_features
  %800 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid76, label %slot.then77, label %slot.done78

slot.then77:                                      ; preds = %slot.done73
  %801 = load float, ptr %800, align 4
  %802 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %803 = fsub float %802, 4.000000e+00
  %804 = fmul float 2.000000e+00, %803
  %805 = fmul float 0x3F847AE140000000, %804
  %806 = fmul float 2.000000e+00, %801
  %807 = fmul float %805, %806
  %808 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature75
  %809 = load float, ptr addrspace(1) %808, align 4
  %810 = fsub float %801, %809
  %811 = fmul float 2.000000e+00, %810
  %812 = fmul float 5.000000e-01, %811
  %813 = fadd float %807, %812
  %814 = fmul float %813, %eta
  %815 = fsub float %801, %814
  %816 = mul i64 %row, %n_features
  %element79 = add i64 %816, %feature75
  %817 = trunc i64 %key0 to i32
  %818 = lshr i64 %key0, 32
  %819 = trunc i64 %818 to i32
  %820 = trunc i64 %element79 to i32
  %821 = trunc i64 %key1_step to i32
  %822 = lshr i64 %key1_step, 32
  %823 = trunc i64 %822 to i32
  %824 = lshr i64 %element79, 32
  %825 = trunc i64 %824 to i32
  %826 = zext i32 %820 to i64
  %827 = mul i64 3528531795, %826
  %828 = zext i32 %823 to i64
  %829 = mul i64 3449720151, %828
  %830 = lshr i64 %827, 32
  %831 = trunc i64 %830 to i32
  %832 = trunc i64 %827 to i32
  %833 = lshr i64 %829, 32
  %834 = trunc i64 %833 to i32
  %835 = trunc i64 %829 to i32
  %836 = xor i32 %834, %821
  %837 = xor i32 %836, %817
  %838 = xor i32 %831, %825
  %839 = xor i32 %838, %819
  %840 = add i32 %817, -1640531527
  %841 = add i32 %819, -1150833019
  %842 = zext i32 %837 to i64
  %843 = mul i64 3528531795, %842
  %844 = zext i32 %839 to i64
  %845 = mul i64 3449720151, %844
  %846 = lshr i64 %843, 32
  %847 = trunc i64 %846 to i32
  %848 = trunc i64 %843 to i32
  %849 = lshr i64 %845, 32
  %850 = trunc i64 %849 to i32
  %851 = trunc i64 %845 to i32
  %852 = xor i32 %850, %835
  %853 = xor i32 %852, %840
  %854 = xor i32 %847, %832
  %855 = xor i32 %854, %841
  %856 = add i32 %840, -1640531527
  %857 = add i32 %841, -1150833019
  %858 = zext i32 %853 to i64
  %859 = mul i64 3528531795, %858
  %860 = zext i32 %855 to i64
  %861 = mul i64 3449720151, %860
  %862 = lshr i64 %859, 32
  %863 = trunc i64 %862 to i32
  %864 = trunc i64 %859 to i32
  %865 = lshr i64 %861, 32
  %866 = trunc i64 %865 to i32
  %867 = trunc i64 %861 to i32
  %868 = xor i32 %866, %851
  %869 = xor i32 %868, %856
  %870 = xor i32 %863, %848
  %871 = xor i32 %870, %857
  %872 = add i32 %856, -1640531527
  %873 = add i32 %857, -1150833019
  %874 = zext i32 %869 to i64
  %875 = mul i64 3528531795, %874
  %876 = zext i32 %871 to i64
  %877 = mul i64 3449720151, %876
  %878 = lshr i64 %875, 32
  %879 = trunc i64 %878 to i32
  %880 = trunc i64 %875 to i32
  %881 = lshr i64 %877, 32
  %882 = trunc i64 %881 to i32
  %883 = trunc i64 %877 to i32
  %884 = xor i32 %882, %867
  %885 = xor i32 %884, %872
  %886 = xor i32 %879, %864
  %887 = xor i32 %886, %873
  %888 = add i32 %872, -1640531527
  %889 = add i32 %873, -1150833019
  %890 = zext i32 %885 to i64
  %891 = mul i64 3528531795, %890
  %892 = zext i32 %887 to i64
  %893 = mul i64 3449720151, %892
  %894 = lshr i64 %891, 32
  %895 = trunc i64 %894 to i32
  %896 = trunc i64 %891 to i32
  %897 = lshr i64 %893, 32
  %898 = trunc i64 %897 to i32
  %899 = trunc i64 %893 to i32
  %900 = xor i32 %898, %883
  %901 = xor i32 %900, %888
  %902 = xor i32 %895, %880
  %903 = xor i32 %902, %889
  %904 = add i32 %888, -1640531527
  %905 = add i32 %889, -1150833019
  %906 = zext i32 %901 to i64
  %907 = mul i64 3528531795, %906
  %908 = zext i32 %903 to i64
  %909 = mul i64 3449720151, %908
  %910 = lshr i64 %907, 32
  %911 = trunc i64 %910 to i32
  %912 = trunc i64 %907 to i32
  %913 = lshr i64 %909, 32
  %914 = trunc i64 %913 to i32
  %915 = trunc i64 %909 to i32
  %916 = xor i32 %914, %899
  %917 = xor i32 %916, %904
  %918 = xor i32 %911, %896
  %919 = xor i32 %918, %905
  %920 = add i32 %904, -1640531527
  %921 = add i32 %905, -1150833019
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
  %984 = uitofp i32 %981 to double
  %985 = fadd double %984, 5.000000e-01
  %986 = fmul double %985, 0x3DF0000000000000
  %987 = uitofp i32 %979 to double
  %988 = fadd double %987, 5.000000e-01
  %989 = fmul double %988, 0x3DF0000000000000
  %990 = fcmp olt double %986, 0x10000000000000
  %991 = fmul double %986, 0x4350000000000000
  %992 = select i1 %990, double %991, double %986
  %993 = select i1 %990, i64 1077, i64 1023
  %994 = bitcast double %992 to i64
  %995 = lshr i64 %994, 32
  %996 = add i64 %995, 614242
  %997 = lshr i64 %996, 20
  %998 = sub i64 %997, %993
  %999 = and i64 %996, 1048575
  %1000 = add i64 %999, 1072079006
  %1001 = shl i64 %1000, 32
  %1002 = and i64 %994, 4294967295
  %1003 = or i64 %1001, %1002
  %1004 = bitcast i64 %1003 to double
  %1005 = fsub double %1004, 1.000000e+00
  %1006 = fmul double 5.000000e-01, %1005
  %1007 = fmul double %1006, %1005
  %1008 = fadd double 2.000000e+00, %1005
  %1009 = fdiv double %1005, %1008
  %1010 = fmul double %1009, %1009
  %1011 = fmul double %1010, %1010
  %1012 = fmul double %1011, 0x3FC39A09D078C69F
  %1013 = fadd double 0x3FCC71C51D8E78AF, %1012
  %1014 = fmul double %1011, %1013
  %1015 = fadd double 0x3FD999999997FA04, %1014
  %1016 = fmul double %1011, %1015
  %1017 = fmul double %1011, 0x3FC2F112DF3E5244
  %1018 = fadd double 0x3FC7466496CB03DE, %1017
  %1019 = fmul double %1011, %1018
  %1020 = fadd double 0x3FD2492494229359, %1019
  %1021 = fmul double %1011, %1020
  %1022 = fadd double 0x3FE5555555555593, %1021
  %1023 = fmul double %1010, %1022
  %1024 = fadd double %1023, %1016
  %1025 = sitofp i64 %998 to double
  %1026 = fadd double %1007, %1024
  %1027 = fmul double %1009, %1026
  %1028 = fmul double %1025, 0x3DEA39EF35793C76
  %1029 = fadd double %1027, %1028
  %1030 = fsub double %1029, %1007
  %1031 = fadd double %1030, %1005
  %1032 = fmul double %1025, 0x3FE62E42FEE00000
  %1033 = fadd double %1031, %1032
  %1034 = fcmp oeq double %986, 0x7FF0000000000000
  %1035 = select i1 %1034, double 0x7FF0000000000000, double %1033
  %1036 = fcmp oeq double %986, 0.000000e+00
  %1037 = select i1 %1036, double 0xFFF0000000000000, double %1035
  %1038 = fcmp olt double %986, 0.000000e+00
  %1039 = fcmp uno double %986, %986
  %1040 = or i1 %1038, %1039
  %1041 = select i1 %1040, double 0x7FF8000000000000, double %1037
  %1042 = fmul double -2.000000e+00, %1041
  %1043 = call double @llvm.sqrt.f64(double %1042)
  %1044 = fmul double 0x401921FB54442D18, %989
  %1045 = fmul double %1044, 0x3FE45F306DC9C883
  %1046 = fadd double %1045, 0x4338000000000000
  %1047 = bitcast double %1046 to i64
  %1048 = fsub double %1046, 0x4338000000000000
  %1049 = fmul double %1048, 0x3FF921FB54400000
  %1050 = fsub double %1044, %1049
  %1051 = fmul double %1048, 0x3DD0B4611A626331
  %1052 = fmul double %1048, 0x3DD0B4611A600000
  %1053 = fsub double %1050, %1052
  %1054 = fmul double %1048, 0x3BA3198A2E037073
  %1055 = fsub double %1050, %1053
  %1056 = fsub double %1055, %1052
  %1057 = fsub double %1054, %1056
  %1058 = fmul double %1048, 0x3BA3198A2E000000
  %1059 = fsub double %1053, %1058
  %1060 = fmul double %1048, 0x397B839A252049C1
  %1061 = fsub double %1053, %1059
  %1062 = fsub double %1061, %1058
  %1063 = fsub double %1060, %1062
  %1064 = fsub double %1050, %1051
  %1065 = fsub double %1053, %1057
  %1066 = bitcast double %1044 to i64
  %1067 = lshr i64 %1066, 52
  %1068 = and i64 %1067, 2047
  %1069 = bitcast double %1064 to i64
  %1070 = lshr i64 %1069, 52
  %1071 = and i64 %1070, 2047
  %1072 = bitcast double %1065 to i64
  %1073 = lshr i64 %1072, 52
  %1074 = and i64 %1073, 2047
  %1075 = add i64 %1071, 16
  %1076 = icmp ult i64 %1075, %1068
  %1077 = add i64 %1074, 49
  %1078 = icmp ult i64 %1077, %1068
  %1079 = select i1 %1078, double %1059, double %1053
  %1080 = select i1 %1078, double %1063, double %1057
  %1081 = select i1 %1076, double %1079, double %1050
  %1082 = select i1 %1076, double %1080, double %1051
  %1083 = fsub double %1081, %1082
  %1084 = fsub double %1081, %1083
  %1085 = fsub double %1084, %1082
  %1086 = fmul double %1083, %1083
  %1087 = fmul double %1086, %1086
  %1088 = fmul double %1086, 0x3EFA01A019CB1590
  %1089 = fadd double 0xBF56C16C16C15177, %1088
  %1090 = fmul double %1086, %1089
  %1091 = fadd double 0x3FA555555555554C, %1090
  %1092 = fmul double %1086, %1091
  %1093 = fmul double %1086, 0xBDA8FAE9BE8838D4
  %1094 = fadd double 0x3E21EE9EBDB4B1C4, %1093
  %1095 = fmul double %1086, %1094
  %1096 = fadd double 0xBE927E4F809C52AD, %1095
  %1097 = fmul double %1087, %1087
  %1098 = fmul double %1097, %1096
  %1099 = fadd double %1092, %1098
  %1100 = fmul double 5.000000e-01, %1086
  %1101 = fsub double 1.000000e+00, %1100
  %1102 = fsub double 1.000000e+00, %1101
  %1103 = fsub double %1102, %1100
  %1104 = fmul double %1086, %1099
  %1105 = fmul double %1083, %1085
  %1106 = fsub double %1104, %1105
  %1107 = fadd double %1103, %1106
  %1108 = fadd double %1101, %1107
  %1109 = fmul double %1083, %1083
  %1110 = fmul double %1109, %1109
  %1111 = fmul double %1109, 0x3EC71DE357B1FE7D
  %1112 = fadd double 0xBF2A01A019C161D5, %1111
  %1113 = fmul double %1109, %1112
  %1114 = fadd double 0x3F8111111110F8A6, %1113
  %1115 = fmul double %1109, 0x3DE5D93A5ACFD57C
  %1116 = fadd double 0xBE5AE5E68A2B9CEB, %1115
  %1117 = fmul double %1109, %1110
  %1118 = fmul double %1117, %1116
  %1119 = fadd double %1114, %1118
  %1120 = fmul double %1109, %1083
  %1121 = fmul double 5.000000e-01, %1085
  %1122 = fmul double %1120, %1119
  %1123 = fsub double %1121, %1122
  %1124 = fmul double %1109, %1123
  %1125 = fsub double %1124, %1085
  %1126 = fmul double %1120, 0xBFC5555555555549
  %1127 = fsub double %1125, %1126
  %1128 = fsub double %1083, %1127
  %1129 = fneg double %1108
  %1130 = fneg double %1128
  %1131 = and i64 %1047, 1
  %1132 = and i64 %1047, 2
  %1133 = icmp eq i64 %1131, 1
  %1134 = icmp eq i64 %1132, 2
  %1135 = select i1 %1134, double %1129, double %1108
  %1136 = select i1 %1134, double %1128, double %1130
  %1137 = select i1 %1133, double %1136, double %1135
  %1138 = bitcast double %1044 to i64
  %1139 = and i64 %1138, 9223372036854775807
  %1140 = bitcast i64 %1139 to double
  %1141 = fcmp olt double %1140, 0x413921FB00000000
  %1142 = select i1 %1141, double %1137, double 0x7FF8000000000000
  %1143 = fmul double %1043, %1142
  %1144 = fptrunc double %1143 to float
  %1145 = fmul float %1144, %noise_scale31
  %1146 = fadd float %815, %1145
  store float %1146, ptr %800, align 4
  br label %slot.done78

slot.done78:                                      ; preds = %slot.then77, %slot.done73
  %feature80 = add i64 %lane, 3072
  %valid81 = icmp ult i64 %feature80, %n_features
  %1147 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid81, label %slot.then82, label %slot.done83

slot.then82:                                      ; preds = %slot.done78
  %1148 = load float, ptr %1147, align 4
  %1149 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1150 = fsub float %1149, 4.000000e+00
  %1151 = fmul float 2.000000e+00, %1150
  %1152 = fmul float 0x3F847AE140000000, %1151
  %1153 = fmul float 2.000000e+00, %1148
  %1154 = fmul float %1152, %1153
  %1155 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature80
  %1156 = load float, ptr addrspace(1) %1155, align 4
  %1157 = fsub float %1148, %1156
  %1158 = fmul float 2.000000e+00, %1157
  %1159 = fmul float 5.000000e-01, %1158
  %1160 = fadd float %1154, %1159
  %1161 = fmul float %1160, %eta
  %1162 = fsub float %1148, %1161
  %1163 = mul i64 %row, %n_features
  %element84 = add i64 %1163, %feature80
  %1164 = trunc i64 %key0 to i32
  %1165 = lshr i64 %key0, 32
  %1166 = trunc i64 %1165 to i32
  %1167 = trunc i64 %element84 to i32
  %1168 = trunc i64 %key1_step to i32
  %1169 = lshr i64 %key1_step, 32
  %1170 = trunc i64 %1169 to i32
  %1171 = lshr i64 %element84, 32
  %1172 = trunc i64 %1171 to i32
  %1173 = zext i32 %1167 to i64
  %1174 = mul i64 3528531795, %1173
  %1175 = zext i32 %1170 to i64
  %1176 = mul i64 3449720151, %1175
  %1177 = lshr i64 %1174, 32
  %1178 = trunc i64 %1177 to i32
  %1179 = trunc i64 %1174 to i32
  %1180 = lshr i64 %1176, 32
  %1181 = trunc i64 %1180 to i32
  %1182 = trunc i64 %1176 to i32
  %1183 = xor i32 %1181, %1168
  %1184 = xor i32 %1183, %1164
  %1185 = xor i32 %1178, %1172
  %1186 = xor i32 %1185, %1166
  %1187 = add i32 %1164, -1640531527
  %1188 = add i32 %1166, -1150833019
  %1189 = zext i32 %1184 to i64
  %1190 = mul i64 3528531795, %1189
  %1191 = zext i32 %1186 to i64
  %1192 = mul i64 3449720151, %1191
  %1193 = lshr i64 %1190, 32
  %1194 = trunc i64 %1193 to i32
  %1195 = trunc i64 %1190 to i32
  %1196 = lshr i64 %1192, 32
  %1197 = trunc i64 %1196 to i32
  %1198 = trunc i64 %1192 to i32
  %1199 = xor i32 %1197, %1182
  %1200 = xor i32 %1199, %1187
  %1201 = xor i32 %1194, %1179
  %1202 = xor i32 %1201, %1188
  %1203 = add i32 %1187, -1640531527
  %1204 = add i32 %1188, -1150833019
  %1205 = zext i32 %1200 to i64
  %1206 = mul i64 3528531795, %1205
  %1207 = zext i32 %1202 to i64
  %1208 = mul i64 3449720151, %1207
  %1209 = lshr i64 %1206, 32
  %1210 = trunc i64 %1209 to i32
  %1211 = trunc i64 %1206 to i32
  %1212 = lshr i64 %1208, 32
  %1213 = trunc i64 %1212 to i32
  %1214 = trunc i64 %1208 to i32
  %1215 = xor i32 %1213, %1198
  %1216 = xor i32 %1215, %1203
  %1217 = xor i32 %1210, %1195
  %1218 = xor i32 %1217, %1204
  %1219 = add i32 %1203, -1640531527
  %1220 = add i32 %1204, -1150833019
  %1221 = zext i32 %1216 to i64
  %1222 = mul i64 3528531795, %1221
  %1223 = zext i32 %1218 to i64
  %1224 = mul i64 3449720151, %1223
  %1225 = lshr i64 %1222, 32
  %1226 = trunc i64 %1225 to i32
  %1227 = trunc i64 %1222 to i32
  %1228 = lshr i64 %1224, 32
  %1229 = trunc i64 %1228 to i32
  %1230 = trunc i64 %1224 to i32
  %1231 = xor i32 %1229, %1214
  %1232 = xor i32 %1231, %1219
  %1233 = xor i32 %1226, %1211
  %1234 = xor i32 %1233, %1220
  %1235 = add i32 %1219, -1640531527
  %1236 = add i32 %1220, -1150833019
  %1237 = zext i32 %1232 to i64
  %1238 = mul i64 3528531795, %1237
  %1239 = zext i32 %1234 to i64
  %1240 = mul i64 3449720151, %1239
  %1241 = lshr i64 %1238, 32
  %1242 = trunc i64 %1241 to i32
  %1243 = trunc i64 %1238 to i32
  %1244 = lshr i64 %1240, 32
  %1245 = trunc i64 %1244 to i32
  %1246 = trunc i64 %1240 to i32
  %1247 = xor i32 %1245, %1230
  %1248 = xor i32 %1247, %1235
  %1249 = xor i32 %1242, %1227
  %1250 = xor i32 %1249, %1236
  %1251 = add i32 %1235, -1640531527
  %1252 = add i32 %1236, -1150833019
  %1253 = zext i32 %1248 to i64
  %1254 = mul i64 3528531795, %1253
  %1255 = zext i32 %1250 to i64
  %1256 = mul i64 3449720151, %1255
  %1257 = lshr i64 %1254, 32
  %1258 = trunc i64 %1257 to i32
  %1259 = trunc i64 %1254 to i32
  %1260 = lshr i64 %1256, 32
  %1261 = trunc i64 %1260 to i32
  %1262 = trunc i64 %1256 to i32
  %1263 = xor i32 %1261, %1246
  %1264 = xor i32 %1263, %1251
  %1265 = xor i32 %1258, %1243
  %1266 = xor i32 %1265, %1252
  %1267 = add i32 %1251, -1640531527
  %1268 = add i32 %1252, -1150833019
  %1269 = zext i32 %1264 to i64
  %1270 = mul i64 3528531795, %1269
  %1271 = zext i32 %1266 to i64
  %1272 = mul i64 3449720151, %1271
  %1273 = lshr i64 %1270, 32
  %1274 = trunc i64 %1273 to i32
  %1275 = trunc i64 %1270 to i32
  %1276 = lshr i64 %1272, 32
  %1277 = trunc i64 %1276 to i32
  %1278 = trunc i64 %1272 to i32
  %1279 = xor i32 %1277, %1262
  %1280 = xor i32 %1279, %1267
  %1281 = xor i32 %1274, %1259
  %1282 = xor i32 %1281, %1268
  %1283 = add i32 %1267, -1640531527
  %1284 = add i32 %1268, -1150833019
  %1285 = zext i32 %1280 to i64
  %1286 = mul i64 3528531795, %1285
  %1287 = zext i32 %1282 to i64
  %1288 = mul i64 3449720151, %1287
  %1289 = lshr i64 %1286, 32
  %1290 = trunc i64 %1289 to i32
  %1291 = trunc i64 %1286 to i32
  %1292 = lshr i64 %1288, 32
  %1293 = trunc i64 %1292 to i32
  %1294 = trunc i64 %1288 to i32
  %1295 = xor i32 %1293, %1278
  %1296 = xor i32 %1295, %1283
  %1297 = xor i32 %1290, %1275
  %1298 = xor i32 %1297, %1284
  %1299 = add i32 %1283, -1640531527
  %1300 = add i32 %1284, -1150833019
  %1301 = zext i32 %1296 to i64
  %1302 = mul i64 3528531795, %1301
  %1303 = zext i32 %1298 to i64
  %1304 = mul i64 3449720151, %1303
  %1305 = lshr i64 %1302, 32
  %1306 = trunc i64 %1305 to i32
  %1307 = trunc i64 %1302 to i32
  %1308 = lshr i64 %1304, 32
  %1309 = trunc i64 %1308 to i32
  %1310 = trunc i64 %1304 to i32
  %1311 = xor i32 %1309, %1294
  %1312 = xor i32 %1311, %1299
  %1313 = xor i32 %1306, %1291
  %1314 = xor i32 %1313, %1300
  %1315 = add i32 %1299, -1640531527
  %1316 = add i32 %1300, -1150833019
  %1317 = zext i32 %1312 to i64
  %1318 = mul i64 3528531795, %1317
  %1319 = zext i32 %1314 to i64
  %1320 = mul i64 3449720151, %1319
  %1321 = lshr i64 %1318, 32
  %1322 = trunc i64 %1321 to i32
  %1323 = trunc i64 %1318 to i32
  %1324 = lshr i64 %1320, 32
  %1325 = trunc i64 %1324 to i32
  %1326 = trunc i64 %1320 to i32
  %1327 = xor i32 %1325, %1310
  %1328 = xor i32 %1327, %1315
  %1329 = xor i32 %1322, %1307
  %1330 = xor i32 %1329, %1316
  %1331 = uitofp i32 %1328 to double
  %1332 = fadd double %1331, 5.000000e-01
  %1333 = fmul double %1332, 0x3DF0000000000000
  %1334 = uitofp i32 %1326 to double
  %1335 = fadd double %1334, 5.000000e-01
  %1336 = fmul double %1335, 0x3DF0000000000000
  %1337 = fcmp olt double %1333, 0x10000000000000
  %1338 = fmul double %1333, 0x4350000000000000
  %1339 = select i1 %1337, double %1338, double %1333
  %1340 = select i1 %1337, i64 1077, i64 1023
  %1341 = bitcast double %1339 to i64
  %1342 = lshr i64 %1341, 32
  %1343 = add i64 %1342, 614242
  %1344 = lshr i64 %1343, 20
  %1345 = sub i64 %1344, %1340
  %1346 = and i64 %1343, 1048575
  %1347 = add i64 %1346, 1072079006
  %1348 = shl i64 %1347, 32
  %1349 = and i64 %1341, 4294967295
  %1350 = or i64 %1348, %1349
  %1351 = bitcast i64 %1350 to double
  %1352 = fsub double %1351, 1.000000e+00
  %1353 = fmul double 5.000000e-01, %1352
  %1354 = fmul double %1353, %1352
  %1355 = fadd double 2.000000e+00, %1352
  %1356 = fdiv double %1352, %1355
  %1357 = fmul double %1356, %1356
  %1358 = fmul double %1357, %1357
  %1359 = fmul double %1358, 0x3FC39A09D078C69F
  %1360 = fadd double 0x3FCC71C51D8E78AF, %1359
  %1361 = fmul double %1358, %1360
  %1362 = fadd double 0x3FD999999997FA04, %1361
  %1363 = fmul double %1358, %1362
  %1364 = fmul double %1358, 0x3FC2F112DF3E5244
  %1365 = fadd double 0x3FC7466496CB03DE, %1364
  %1366 = fmul double %1358, %1365
  %1367 = fadd double 0x3FD2492494229359, %1366
  %1368 = fmul double %1358, %1367
  %1369 = fadd double 0x3FE5555555555593, %1368
  %1370 = fmul double %1357, %1369
  %1371 = fadd double %1370, %1363
  %1372 = sitofp i64 %1345 to double
  %1373 = fadd double %1354, %1371
  %1374 = fmul double %1356, %1373
  %1375 = fmul double %1372, 0x3DEA39EF35793C76
  %1376 = fadd double %1374, %1375
  %1377 = fsub double %1376, %1354
  %1378 = fadd double %1377, %1352
  %1379 = fmul double %1372, 0x3FE62E42FEE00000
  %1380 = fadd double %1378, %1379
  %1381 = fcmp oeq double %1333, 0x7FF0000000000000
  %1382 = select i1 %1381, double 0x7FF0000000000000, double %1380
  %1383 = fcmp oeq double %1333, 0.000000e+00
  %1384 = select i1 %1383, double 0xFFF0000000000000, double %1382
  %1385 = fcmp olt double %1333, 0.000000e+00
  %1386 = fcmp uno double %1333, %1333
  %1387 = or i1 %1385, %1386
  %1388 = select i1 %1387, double 0x7FF8000000000000, double %1384
  %1389 = fmul double -2.000000e+00, %1388
  %1390 = call double @llvm.sqrt.f64(double %1389)
  %1391 = fmul double 0x401921FB54442D18, %1336
  %1392 = fmul double %1391, 0x3FE45F306DC9C883
  %1393 = fadd double %1392, 0x4338000000000000
  %1394 = bitcast double %1393 to i64
  %1395 = fsub double %1393, 0x4338000000000000
  %1396 = fmul double %1395, 0x3FF921FB54400000
  %1397 = fsub double %1391, %1396
  %1398 = fmul double %1395, 0x3DD0B4611A626331
  %1399 = fmul double %1395, 0x3DD0B4611A600000
  %1400 = fsub double %1397, %1399
  %1401 = fmul double %1395, 0x3BA3198A2E037073
  %1402 = fsub double %1397, %1400
  %1403 = fsub double %1402, %1399
  %1404 = fsub double %1401, %1403
  %1405 = fmul double %1395, 0x3BA3198A2E000000
  %1406 = fsub double %1400, %1405
  %1407 = fmul double %1395, 0x397B839A252049C1
  %1408 = fsub double %1400, %1406
  %1409 = fsub double %1408, %1405
  %1410 = fsub double %1407, %1409
  %1411 = fsub double %1397, %1398
  %1412 = fsub double %1400, %1404
  %1413 = bitcast double %1391 to i64
  %1414 = lshr i64 %1413, 52
  %1415 = and i64 %1414, 2047
  %1416 = bitcast double %1411 to i64
  %1417 = lshr i64 %1416, 52
  %1418 = and i64 %1417, 2047
  %1419 = bitcast double %1412 to i64
  %1420 = lshr i64 %1419, 52
  %1421 = and i64 %1420, 2047
  %1422 = add i64 %1418, 16
  %1423 = icmp ult i64 %1422, %1415
  %1424 = add i64 %1421, 49
  %1425 = icmp ult i64 %1424, %1415
  %1426 = select i1 %1425, double %1406, double %1400
  %1427 = select i1 %1425, double %1410, double %1404
  %1428 = select i1 %1423, double %1426, double %1397
  %1429 = select i1 %1423, double %1427, double %1398
  %1430 = fsub double %1428, %1429
  %1431 = fsub double %1428, %1430
  %1432 = fsub double %1431, %1429
  %1433 = fmul double %1430, %1430
  %1434 = fmul double %1433, %1433
  %1435 = fmul double %1433, 0x3EFA01A019CB1590
  %1436 = fadd double 0xBF56C16C16C15177, %1435
  %1437 = fmul double %1433, %1436
  %1438 = fadd double 0x3FA555555555554C, %1437
  %1439 = fmul double %1433, %1438
  %1440 = fmul double %1433, 0xBDA8FAE9BE8838D4
  %1441 = fadd double 0x3E21EE9EBDB4B1C4, %1440
  %1442 = fmul double %1433, %1441
  %1443 = fadd double 0xBE927E4F809C52AD, %1442
  %1444 = fmul double %1434, %1434
  %1445 = fmul double %1444, %1443
  %1446 = fadd double %1439, %1445
  %1447 = fmul double 5.000000e-01, %1433
  %1448 = fsub double 1.000000e+00, %1447
  %1449 = fsub double 1.000000e+00, %1448
  %1450 = fsub double %1449, %1447
  %1451 = fmul double %1433, %1446
  %1452 = fmul double %1430, %1432
  %1453 = fsub double %1451, %1452
  %1454 = fadd double %1450, %1453
  %1455 = fadd double %1448, %1454
  %1456 = fmul double %1430, %1430
  %1457 = fmul double %1456, %1456
  %1458 = fmul double %1456, 0x3EC71DE357B1FE7D
  %1459 = fadd double 0xBF2A01A019C161D5, %1458
  %1460 = fmul double %1456, %1459
  %1461 = fadd double 0x3F8111111110F8A6, %1460
  %1462 = fmul double %1456, 0x3DE5D93A5ACFD57C
  %1463 = fadd double 0xBE5AE5E68A2B9CEB, %1462
  %1464 = fmul double %1456, %1457
  %1465 = fmul double %1464, %1463
  %1466 = fadd double %1461, %1465
  %1467 = fmul double %1456, %1430
  %1468 = fmul double 5.000000e-01, %1432
  %1469 = fmul double %1467, %1466
  %1470 = fsub double %1468, %1469
  %1471 = fmul double %1456, %1470
  %1472 = fsub double %1471, %1432
  %1473 = fmul double %1467, 0xBFC5555555555549
  %1474 = fsub double %1472, %1473
  %1475 = fsub double %1430, %1474
  %1476 = fneg double %1455
  %1477 = fneg double %1475
  %1478 = and i64 %1394, 1
  %1479 = and i64 %1394, 2
  %1480 = icmp eq i64 %1478, 1
  %1481 = icmp eq i64 %1479, 2
  %1482 = select i1 %1481, double %1476, double %1455
  %1483 = select i1 %1481, double %1475, double %1477
  %1484 = select i1 %1480, double %1483, double %1482
  %1485 = bitcast double %1391 to i64
  %1486 = and i64 %1485, 9223372036854775807
  %1487 = bitcast i64 %1486 to double
  %1488 = fcmp olt double %1487, 0x413921FB00000000
  %1489 = select i1 %1488, double %1484, double 0x7FF8000000000000
  %1490 = fmul double %1390, %1489
  %1491 = fptrunc double %1490 to float
  %1492 = fmul float %1491, %noise_scale31
  %1493 = fadd float %1162, %1492
  store float %1493, ptr %1147, align 4
  br label %slot.done83

slot.done83:                                      ; preds = %slot.then82, %slot.done78
  %feature85 = add i64 %lane, 4096
  %valid86 = icmp ult i64 %feature85, %n_features
  %1494 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid86, label %slot.then87, label %slot.done88

slot.then87:                                      ; preds = %slot.done83
  %1495 = load float, ptr %1494, align 4
  %1496 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1497 = fsub float %1496, 4.000000e+00
  %1498 = fmul float 2.000000e+00, %1497
  %1499 = fmul float 0x3F847AE140000000, %1498
  %1500 = fmul float 2.000000e+00, %1495
  %1501 = fmul float %1499, %1500
  %1502 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature85
  %1503 = load float, ptr addrspace(1) %1502, align 4
  %1504 = fsub float %1495, %1503
  %1505 = fmul float 2.000000e+00, %1504
  %1506 = fmul float 5.000000e-01, %1505
  %1507 = fadd float %1501, %1506
  %1508 = fmul float %1507, %eta
  %1509 = fsub float %1495, %1508
  %1510 = mul i64 %row, %n_features
  %element89 = add i64 %1510, %feature85
  %1511 = trunc i64 %key0 to i32
  %1512 = lshr i64 %key0, 32
  %1513 = trunc i64 %1512 to i32
  %1514 = trunc i64 %element89 to i32
  %1515 = trunc i64 %key1_step to i32
  %1516 = lshr i64 %key1_step, 32
  %1517 = trunc i64 %1516 to i32
  %1518 = lshr i64 %element89, 32
  %1519 = trunc i64 %1518 to i32
  %1520 = zext i32 %1514 to i64
  %1521 = mul i64 3528531795, %1520
  %1522 = zext i32 %1517 to i64
  %1523 = mul i64 3449720151, %1522
  %1524 = lshr i64 %1521, 32
  %1525 = trunc i64 %1524 to i32
  %1526 = trunc i64 %1521 to i32
  %1527 = lshr i64 %1523, 32
  %1528 = trunc i64 %1527 to i32
  %1529 = trunc i64 %1523 to i32
  %1530 = xor i32 %1528, %1515
  %1531 = xor i32 %1530, %1511
  %1532 = xor i32 %1525, %1519
  %1533 = xor i32 %1532, %1513
  %1534 = add i32 %1511, -1640531527
  %1535 = add i32 %1513, -1150833019
  %1536 = zext i32 %1531 to i64
  %1537 = mul i64 3528531795, %1536
  %1538 = zext i32 %1533 to i64
  %1539 = mul i64 3449720151, %1538
  %1540 = lshr i64 %1537, 32
  %1541 = trunc i64 %1540 to i32
  %1542 = trunc i64 %1537 to i32
  %1543 = lshr i64 %1539, 32
  %1544 = trunc i64 %1543 to i32
  %1545 = trunc i64 %1539 to i32
  %1546 = xor i32 %1544, %1529
  %1547 = xor i32 %1546, %1534
  %1548 = xor i32 %1541, %1526
  %1549 = xor i32 %1548, %1535
  %1550 = add i32 %1534, -1640531527
  %1551 = add i32 %1535, -1150833019
  %1552 = zext i32 %1547 to i64
  %1553 = mul i64 3528531795, %1552
  %1554 = zext i32 %1549 to i64
  %1555 = mul i64 3449720151, %1554
  %1556 = lshr i64 %1553, 32
  %1557 = trunc i64 %1556 to i32
  %1558 = trunc i64 %1553 to i32
  %1559 = lshr i64 %1555, 32
  %1560 = trunc i64 %1559 to i32
  %1561 = trunc i64 %1555 to i32
  %1562 = xor i32 %1560, %1545
  %1563 = xor i32 %1562, %1550
  %1564 = xor i32 %1557, %1542
  %1565 = xor i32 %1564, %1551
  %1566 = add i32 %1550, -1640531527
  %1567 = add i32 %1551, -1150833019
  %1568 = zext i32 %1563 to i64
  %1569 = mul i64 3528531795, %1568
  %1570 = zext i32 %1565 to i64
  %1571 = mul i64 3449720151, %1570
  %1572 = lshr i64 %1569, 32
  %1573 = trunc i64 %1572 to i32
  %1574 = trunc i64 %1569 to i32
  %1575 = lshr i64 %1571, 32
  %1576 = trunc i64 %1575 to i32
  %1577 = trunc i64 %1571 to i32
  %1578 = xor i32 %1576, %1561
  %1579 = xor i32 %1578, %1566
  %1580 = xor i32 %1573, %1558
  %1581 = xor i32 %1580, %1567
  %1582 = add i32 %1566, -1640531527
  %1583 = add i32 %1567, -1150833019
  %1584 = zext i32 %1579 to i64
  %1585 = mul i64 3528531795, %1584
  %1586 = zext i32 %1581 to i64
  %1587 = mul i64 3449720151, %1586
  %1588 = lshr i64 %1585, 32
  %1589 = trunc i64 %1588 to i32
  %1590 = trunc i64 %1585 to i32
  %1591 = lshr i64 %1587, 32
  %1592 = trunc i64 %1591 to i32
  %1593 = trunc i64 %1587 to i32
  %1594 = xor i32 %1592, %1577
  %1595 = xor i32 %1594, %1582
  %1596 = xor i32 %1589, %1574
  %1597 = xor i32 %1596, %1583
  %1598 = add i32 %1582, -1640531527
  %1599 = add i32 %1583, -1150833019
  %1600 = zext i32 %1595 to i64
  %1601 = mul i64 3528531795, %1600
  %1602 = zext i32 %1597 to i64
  %1603 = mul i64 3449720151, %1602
  %1604 = lshr i64 %1601, 32
  %1605 = trunc i64 %1604 to i32
  %1606 = trunc i64 %1601 to i32
  %1607 = lshr i64 %1603, 32
  %1608 = trunc i64 %1607 to i32
  %1609 = trunc i64 %1603 to i32
  %1610 = xor i32 %1608, %1593
  %1611 = xor i32 %1610, %1598
  %1612 = xor i32 %1605, %1590
  %1613 = xor i32 %1612, %1599
  %1614 = add i32 %1598, -1640531527
  %1615 = add i32 %1599, -1150833019
  %1616 = zext i32 %1611 to i64
  %1617 = mul i64 3528531795, %1616
  %1618 = zext i32 %1613 to i64
  %1619 = mul i64 3449720151, %1618
  %1620 = lshr i64 %1617, 32
  %1621 = trunc i64 %1620 to i32
  %1622 = trunc i64 %1617 to i32
  %1623 = lshr i64 %1619, 32
  %1624 = trunc i64 %1623 to i32
  %1625 = trunc i64 %1619 to i32
  %1626 = xor i32 %1624, %1609
  %1627 = xor i32 %1626, %1614
  %1628 = xor i32 %1621, %1606
  %1629 = xor i32 %1628, %1615
  %1630 = add i32 %1614, -1640531527
  %1631 = add i32 %1615, -1150833019
  %1632 = zext i32 %1627 to i64
  %1633 = mul i64 3528531795, %1632
  %1634 = zext i32 %1629 to i64
  %1635 = mul i64 3449720151, %1634
  %1636 = lshr i64 %1633, 32
  %1637 = trunc i64 %1636 to i32
  %1638 = trunc i64 %1633 to i32
  %1639 = lshr i64 %1635, 32
  %1640 = trunc i64 %1639 to i32
  %1641 = trunc i64 %1635 to i32
  %1642 = xor i32 %1640, %1625
  %1643 = xor i32 %1642, %1630
  %1644 = xor i32 %1637, %1622
  %1645 = xor i32 %1644, %1631
  %1646 = add i32 %1630, -1640531527
  %1647 = add i32 %1631, -1150833019
  %1648 = zext i32 %1643 to i64
  %1649 = mul i64 3528531795, %1648
  %1650 = zext i32 %1645 to i64
  %1651 = mul i64 3449720151, %1650
  %1652 = lshr i64 %1649, 32
  %1653 = trunc i64 %1652 to i32
  %1654 = trunc i64 %1649 to i32
  %1655 = lshr i64 %1651, 32
  %1656 = trunc i64 %1655 to i32
  %1657 = trunc i64 %1651 to i32
  %1658 = xor i32 %1656, %1641
  %1659 = xor i32 %1658, %1646
  %1660 = xor i32 %1653, %1638
  %1661 = xor i32 %1660, %1647
  %1662 = add i32 %1646, -1640531527
  %1663 = add i32 %1647, -1150833019
  %1664 = zext i32 %1659 to i64
  %1665 = mul i64 3528531795, %1664
  %1666 = zext i32 %1661 to i64
  %1667 = mul i64 3449720151, %1666
  %1668 = lshr i64 %1665, 32
  %1669 = trunc i64 %1668 to i32
  %1670 = trunc i64 %1665 to i32
  %1671 = lshr i64 %1667, 32
  %1672 = trunc i64 %1671 to i32
  %1673 = trunc i64 %1667 to i32
  %1674 = xor i32 %1672, %1657
  %1675 = xor i32 %1674, %1662
  %1676 = xor i32 %1669, %1654
  %1677 = xor i32 %1676, %1663
  %1678 = uitofp i32 %1675 to double
  %1679 = fadd double %1678, 5.000000e-01
  %1680 = fmul double %1679, 0x3DF0000000000000
  %1681 = uitofp i32 %1673 to double
  %1682 = fadd double %1681, 5.000000e-01
  %1683 = fmul double %1682, 0x3DF0000000000000
  %1684 = fcmp olt double %1680, 0x10000000000000
  %1685 = fmul double %1680, 0x4350000000000000
  %1686 = select i1 %1684, double %1685, double %1680
  %1687 = select i1 %1684, i64 1077, i64 1023
  %1688 = bitcast double %1686 to i64
  %1689 = lshr i64 %1688, 32
  %1690 = add i64 %1689, 614242
  %1691 = lshr i64 %1690, 20
  %1692 = sub i64 %1691, %1687
  %1693 = and i64 %1690, 1048575
  %1694 = add i64 %1693, 1072079006
  %1695 = shl i64 %1694, 32
  %1696 = and i64 %1688, 4294967295
  %1697 = or i64 %1695, %1696
  %1698 = bitcast i64 %1697 to double
  %1699 = fsub double %1698, 1.000000e+00
  %1700 = fmul double 5.000000e-01, %1699
  %1701 = fmul double %1700, %1699
  %1702 = fadd double 2.000000e+00, %1699
  %1703 = fdiv double %1699, %1702
  %1704 = fmul double %1703, %1703
  %1705 = fmul double %1704, %1704
  %1706 = fmul double %1705, 0x3FC39A09D078C69F
  %1707 = fadd double 0x3FCC71C51D8E78AF, %1706
  %1708 = fmul double %1705, %1707
  %1709 = fadd double 0x3FD999999997FA04, %1708
  %1710 = fmul double %1705, %1709
  %1711 = fmul double %1705, 0x3FC2F112DF3E5244
  %1712 = fadd double 0x3FC7466496CB03DE, %1711
  %1713 = fmul double %1705, %1712
  %1714 = fadd double 0x3FD2492494229359, %1713
  %1715 = fmul double %1705, %1714
  %1716 = fadd double 0x3FE5555555555593, %1715
  %1717 = fmul double %1704, %1716
  %1718 = fadd double %1717, %1710
  %1719 = sitofp i64 %1692 to double
  %1720 = fadd double %1701, %1718
  %1721 = fmul double %1703, %1720
  %1722 = fmul double %1719, 0x3DEA39EF35793C76
  %1723 = fadd double %1721, %1722
  %1724 = fsub double %1723, %1701
  %1725 = fadd double %1724, %1699
  %1726 = fmul double %1719, 0x3FE62E42FEE00000
  %1727 = fadd double %1725, %1726
  %1728 = fcmp oeq double %1680, 0x7FF0000000000000
  %1729 = select i1 %1728, double 0x7FF0000000000000, double %1727
  %1730 = fcmp oeq double %1680, 0.000000e+00
  %1731 = select i1 %1730, double 0xFFF0000000000000, double %1729
  %1732 = fcmp olt double %1680, 0.000000e+00
  %1733 = fcmp uno double %1680, %1680
  %1734 = or i1 %1732, %1733
  %1735 = select i1 %1734, double 0x7FF8000000000000, double %1731
  %1736 = fmul double -2.000000e+00, %1735
  %1737 = call double @llvm.sqrt.f64(double %1736)
  %1738 = fmul double 0x401921FB54442D18, %1683
  %1739 = fmul double %1738, 0x3FE45F306DC9C883
  %1740 = fadd double %1739, 0x4338000000000000
  %1741 = bitcast double %1740 to i64
  %1742 = fsub double %1740, 0x4338000000000000
  %1743 = fmul double %1742, 0x3FF921FB54400000
  %1744 = fsub double %1738, %1743
  %1745 = fmul double %1742, 0x3DD0B4611A626331
  %1746 = fmul double %1742, 0x3DD0B4611A600000
  %1747 = fsub double %1744, %1746
  %1748 = fmul double %1742, 0x3BA3198A2E037073
  %1749 = fsub double %1744, %1747
  %1750 = fsub double %1749, %1746
  %1751 = fsub double %1748, %1750
  %1752 = fmul double %1742, 0x3BA3198A2E000000
  %1753 = fsub double %1747, %1752
  %1754 = fmul double %1742, 0x397B839A252049C1
  %1755 = fsub double %1747, %1753
  %1756 = fsub double %1755, %1752
  %1757 = fsub double %1754, %1756
  %1758 = fsub double %1744, %1745
  %1759 = fsub double %1747, %1751
  %1760 = bitcast double %1738 to i64
  %1761 = lshr i64 %1760, 52
  %1762 = and i64 %1761, 2047
  %1763 = bitcast double %1758 to i64
  %1764 = lshr i64 %1763, 52
  %1765 = and i64 %1764, 2047
  %1766 = bitcast double %1759 to i64
  %1767 = lshr i64 %1766, 52
  %1768 = and i64 %1767, 2047
  %1769 = add i64 %1765, 16
  %1770 = icmp ult i64 %1769, %1762
  %1771 = add i64 %1768, 49
  %1772 = icmp ult i64 %1771, %1762
  %1773 = select i1 %1772, double %1753, double %1747
  %1774 = select i1 %1772, double %1757, double %1751
  %1775 = select i1 %1770, double %1773, double %1744
  %1776 = select i1 %1770, double %1774, double %1745
  %1777 = fsub double %1775, %1776
  %1778 = fsub double %1775, %1777
  %1779 = fsub double %1778, %1776
  %1780 = fmul double %1777, %1777
  %1781 = fmul double %1780, %1780
  %1782 = fmul double %1780, 0x3EFA01A019CB1590
  %1783 = fadd double 0xBF56C16C16C15177, %1782
  %1784 = fmul double %1780, %1783
  %1785 = fadd double 0x3FA555555555554C, %1784
  %1786 = fmul double %1780, %1785
  %1787 = fmul double %1780, 0xBDA8FAE9BE8838D4
  %1788 = fadd double 0x3E21EE9EBDB4B1C4, %1787
  %1789 = fmul double %1780, %1788
  %1790 = fadd double 0xBE927E4F809C52AD, %1789
  %1791 = fmul double %1781, %1781
  %1792 = fmul double %1791, %1790
  %1793 = fadd double %1786, %1792
  %1794 = fmul double 5.000000e-01, %1780
  %1795 = fsub double 1.000000e+00, %1794
  %1796 = fsub double 1.000000e+00, %1795
  %1797 = fsub double %1796, %1794
  %1798 = fmul double %1780, %1793
  %1799 = fmul double %1777, %1779
  %1800 = fsub double %1798, %1799
  %1801 = fadd double %1797, %1800
  %1802 = fadd double %1795, %1801
  %1803 = fmul double %1777, %1777
  %1804 = fmul double %1803, %1803
  %1805 = fmul double %1803, 0x3EC71DE357B1FE7D
  %1806 = fadd double 0xBF2A01A019C161D5, %1805
  %1807 = fmul double %1803, %1806
  %1808 = fadd double 0x3F8111111110F8A6, %1807
  %1809 = fmul double %1803, 0x3DE5D93A5ACFD57C
  %1810 = fadd double 0xBE5AE5E68A2B9CEB, %1809
  %1811 = fmul double %1803, %1804
  %1812 = fmul double %1811, %1810
  %1813 = fadd double %1808, %1812
  %1814 = fmul double %1803, %1777
  %1815 = fmul double 5.000000e-01, %1779
  %1816 = fmul double %1814, %1813
  %1817 = fsub double %1815, %1816
  %1818 = fmul double %1803, %1817
  %1819 = fsub double %1818, %1779
  %1820 = fmul double %1814, 0xBFC5555555555549
  %1821 = fsub double %1819, %1820
  %1822 = fsub double %1777, %1821
  %1823 = fneg double %1802
  %1824 = fneg double %1822
  %1825 = and i64 %1741, 1
  %1826 = and i64 %1741, 2
  %1827 = icmp eq i64 %1825, 1
  %1828 = icmp eq i64 %1826, 2
  %1829 = select i1 %1828, double %1823, double %1802
  %1830 = select i1 %1828, double %1822, double %1824
  %1831 = select i1 %1827, double %1830, double %1829
  %1832 = bitcast double %1738 to i64
  %1833 = and i64 %1832, 9223372036854775807
  %1834 = bitcast i64 %1833 to double
  %1835 = fcmp olt double %1834, 0x413921FB00000000
  %1836 = select i1 %1835, double %1831, double 0x7FF8000000000000
  %1837 = fmul double %1737, %1836
  %1838 = fptrunc double %1837 to float
  %1839 = fmul float %1838, %noise_scale31
  %1840 = fadd float %1509, %1839
  store float %1840, ptr %1494, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %slot.done83
  %feature90 = add i64 %lane, 5120
  %valid91 = icmp ult i64 %feature90, %n_features
  %1841 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid91, label %slot.then92, label %slot.done93

slot.then92:                                      ; preds = %slot.done88
  %1842 = load float, ptr %1841, align 4
  %1843 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1844 = fsub float %1843, 4.000000e+00
  %1845 = fmul float 2.000000e+00, %1844
  %1846 = fmul float 0x3F847AE140000000, %1845
  %1847 = fmul float 2.000000e+00, %1842
  %1848 = fmul float %1846, %1847
  %1849 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature90
  %1850 = load float, ptr addrspace(1) %1849, align 4
  %1851 = fsub float %1842, %1850
  %1852 = fmul float 2.000000e+00, %1851
  %1853 = fmul float 5.000000e-01, %1852
  %1854 = fadd float %1848, %1853
  %1855 = fmul float %1854, %eta
  %1856 = fsub float %1842, %1855
  %1857 = mul i64 %row, %n_features
  %element94 = add i64 %1857, %feature90
  %1858 = trunc i64 %key0 to i32
  %1859 = lshr i64 %key0, 32
  %1860 = trunc i64 %1859 to i32
  %1861 = trunc i64 %element94 to i32
  %1862 = trunc i64 %key1_step to i32
  %1863 = lshr i64 %key1_step, 32
  %1864 = trunc i64 %1863 to i32
  %1865 = lshr i64 %element94, 32
  %1866 = trunc i64 %1865 to i32
  %1867 = zext i32 %1861 to i64
  %1868 = mul i64 3528531795, %1867
  %1869 = zext i32 %1864 to i64
  %1870 = mul i64 3449720151, %1869
  %1871 = lshr i64 %1868, 32
  %1872 = trunc i64 %1871 to i32
  %1873 = trunc i64 %1868 to i32
  %1874 = lshr i64 %1870, 32
  %1875 = trunc i64 %1874 to i32
  %1876 = trunc i64 %1870 to i32
  %1877 = xor i32 %1875, %1862
  %1878 = xor i32 %1877, %1858
  %1879 = xor i32 %1872, %1866
  %1880 = xor i32 %1879, %1860
  %1881 = add i32 %1858, -1640531527
  %1882 = add i32 %1860, -1150833019
  %1883 = zext i32 %1878 to i64
  %1884 = mul i64 3528531795, %1883
  %1885 = zext i32 %1880 to i64
  %1886 = mul i64 3449720151, %1885
  %1887 = lshr i64 %1884, 32
  %1888 = trunc i64 %1887 to i32
  %1889 = trunc i64 %1884 to i32
  %1890 = lshr i64 %1886, 32
  %1891 = trunc i64 %1890 to i32
  %1892 = trunc i64 %1886 to i32
  %1893 = xor i32 %1891, %1876
  %1894 = xor i32 %1893, %1881
  %1895 = xor i32 %1888, %1873
  %1896 = xor i32 %1895, %1882
  %1897 = add i32 %1881, -1640531527
  %1898 = add i32 %1882, -1150833019
  %1899 = zext i32 %1894 to i64
  %1900 = mul i64 3528531795, %1899
  %1901 = zext i32 %1896 to i64
  %1902 = mul i64 3449720151, %1901
  %1903 = lshr i64 %1900, 32
  %1904 = trunc i64 %1903 to i32
  %1905 = trunc i64 %1900 to i32
  %1906 = lshr i64 %1902, 32
  %1907 = trunc i64 %1906 to i32
  %1908 = trunc i64 %1902 to i32
  %1909 = xor i32 %1907, %1892
  %1910 = xor i32 %1909, %1897
  %1911 = xor i32 %1904, %1889
  %1912 = xor i32 %1911, %1898
  %1913 = add i32 %1897, -1640531527
  %1914 = add i32 %1898, -1150833019
  %1915 = zext i32 %1910 to i64
  %1916 = mul i64 3528531795, %1915
  %1917 = zext i32 %1912 to i64
  %1918 = mul i64 3449720151, %1917
  %1919 = lshr i64 %1916, 32
  %1920 = trunc i64 %1919 to i32
  %1921 = trunc i64 %1916 to i32
  %1922 = lshr i64 %1918, 32
  %1923 = trunc i64 %1922 to i32
  %1924 = trunc i64 %1918 to i32
  %1925 = xor i32 %1923, %1908
  %1926 = xor i32 %1925, %1913
  %1927 = xor i32 %1920, %1905
  %1928 = xor i32 %1927, %1914
  %1929 = add i32 %1913, -1640531527
  %1930 = add i32 %1914, -1150833019
  %1931 = zext i32 %1926 to i64
  %1932 = mul i64 3528531795, %1931
  %1933 = zext i32 %1928 to i64
  %1934 = mul i64 3449720151, %1933
  %1935 = lshr i64 %1932, 32
  %1936 = trunc i64 %1935 to i32
  %1937 = trunc i64 %1932 to i32
  %1938 = lshr i64 %1934, 32
  %1939 = trunc i64 %1938 to i32
  %1940 = trunc i64 %1934 to i32
  %1941 = xor i32 %1939, %1924
  %1942 = xor i32 %1941, %1929
  %1943 = xor i32 %1936, %1921
  %1944 = xor i32 %1943, %1930
  %1945 = add i32 %1929, -1640531527
  %1946 = add i32 %1930, -1150833019
  %1947 = zext i32 %1942 to i64
  %1948 = mul i64 3528531795, %1947
  %1949 = zext i32 %1944 to i64
  %1950 = mul i64 3449720151, %1949
  %1951 = lshr i64 %1948, 32
  %1952 = trunc i64 %1951 to i32
  %1953 = trunc i64 %1948 to i32
  %1954 = lshr i64 %1950, 32
  %1955 = trunc i64 %1954 to i32
  %1956 = trunc i64 %1950 to i32
  %1957 = xor i32 %1955, %1940
  %1958 = xor i32 %1957, %1945
  %1959 = xor i32 %1952, %1937
  %1960 = xor i32 %1959, %1946
  %1961 = add i32 %1945, -1640531527
  %1962 = add i32 %1946, -1150833019
  %1963 = zext i32 %1958 to i64
  %1964 = mul i64 3528531795, %1963
  %1965 = zext i32 %1960 to i64
  %1966 = mul i64 3449720151, %1965
  %1967 = lshr i64 %1964, 32
  %1968 = trunc i64 %1967 to i32
  %1969 = trunc i64 %1964 to i32
  %1970 = lshr i64 %1966, 32
  %1971 = trunc i64 %1970 to i32
  %1972 = trunc i64 %1966 to i32
  %1973 = xor i32 %1971, %1956
  %1974 = xor i32 %1973, %1961
  %1975 = xor i32 %1968, %1953
  %1976 = xor i32 %1975, %1962
  %1977 = add i32 %1961, -1640531527
  %1978 = add i32 %1962, -1150833019
  %1979 = zext i32 %1974 to i64
  %1980 = mul i64 3528531795, %1979
  %1981 = zext i32 %1976 to i64
  %1982 = mul i64 3449720151, %1981
  %1983 = lshr i64 %1980, 32
  %1984 = trunc i64 %1983 to i32
  %1985 = trunc i64 %1980 to i32
  %1986 = lshr i64 %1982, 32
  %1987 = trunc i64 %1986 to i32
  %1988 = trunc i64 %1982 to i32
  %1989 = xor i32 %1987, %1972
  %1990 = xor i32 %1989, %1977
  %1991 = xor i32 %1984, %1969
  %1992 = xor i32 %1991, %1978
  %1993 = add i32 %1977, -1640531527
  %1994 = add i32 %1978, -1150833019
  %1995 = zext i32 %1990 to i64
  %1996 = mul i64 3528531795, %1995
  %1997 = zext i32 %1992 to i64
  %1998 = mul i64 3449720151, %1997
  %1999 = lshr i64 %1996, 32
  %2000 = trunc i64 %1999 to i32
  %2001 = trunc i64 %1996 to i32
  %2002 = lshr i64 %1998, 32
  %2003 = trunc i64 %2002 to i32
  %2004 = trunc i64 %1998 to i32
  %2005 = xor i32 %2003, %1988
  %2006 = xor i32 %2005, %1993
  %2007 = xor i32 %2000, %1985
  %2008 = xor i32 %2007, %1994
  %2009 = add i32 %1993, -1640531527
  %2010 = add i32 %1994, -1150833019
  %2011 = zext i32 %2006 to i64
  %2012 = mul i64 3528531795, %2011
  %2013 = zext i32 %2008 to i64
  %2014 = mul i64 3449720151, %2013
  %2015 = lshr i64 %2012, 32
  %2016 = trunc i64 %2015 to i32
  %2017 = trunc i64 %2012 to i32
  %2018 = lshr i64 %2014, 32
  %2019 = trunc i64 %2018 to i32
  %2020 = trunc i64 %2014 to i32
  %2021 = xor i32 %2019, %2004
  %2022 = xor i32 %2021, %2009
  %2023 = xor i32 %2016, %2001
  %2024 = xor i32 %2023, %2010
  %2025 = uitofp i32 %2022 to double
  %2026 = fadd double %2025, 5.000000e-01
  %2027 = fmul double %2026, 0x3DF0000000000000
  %2028 = uitofp i32 %2020 to double
  %2029 = fadd double %2028, 5.000000e-01
  %2030 = fmul double %2029, 0x3DF0000000000000
  %2031 = fcmp olt double %2027, 0x10000000000000
  %2032 = fmul double %2027, 0x4350000000000000
  %2033 = select i1 %2031, double %2032, double %2027
  %2034 = select i1 %2031, i64 1077, i64 1023
  %2035 = bitcast double %2033 to i64
  %2036 = lshr i64 %2035, 32
  %2037 = add i64 %2036, 614242
  %2038 = lshr i64 %2037, 20
  %2039 = sub i64 %2038, %2034
  %2040 = and i64 %2037, 1048575
  %2041 = add i64 %2040, 1072079006
  %2042 = shl i64 %2041, 32
  %2043 = and i64 %2035, 4294967295
  %2044 = or i64 %2042, %2043
  %2045 = bitcast i64 %2044 to double
  %2046 = fsub double %2045, 1.000000e+00
  %2047 = fmul double 5.000000e-01, %2046
  %2048 = fmul double %2047, %2046
  %2049 = fadd double 2.000000e+00, %2046
  %2050 = fdiv double %2046, %2049
  %2051 = fmul double %2050, %2050
  %2052 = fmul double %2051, %2051
  %2053 = fmul double %2052, 0x3FC39A09D078C69F
  %2054 = fadd double 0x3FCC71C51D8E78AF, %2053
  %2055 = fmul double %2052, %2054
  %2056 = fadd double 0x3FD999999997FA04, %2055
  %2057 = fmul double %2052, %2056
  %2058 = fmul double %2052, 0x3FC2F112DF3E5244
  %2059 = fadd double 0x3FC7466496CB03DE, %2058
  %2060 = fmul double %2052, %2059
  %2061 = fadd double 0x3FD2492494229359, %2060
  %2062 = fmul double %2052, %2061
  %2063 = fadd double 0x3FE5555555555593, %2062
  %2064 = fmul double %2051, %2063
  %2065 = fadd double %2064, %2057
  %2066 = sitofp i64 %2039 to double
  %2067 = fadd double %2048, %2065
  %2068 = fmul double %2050, %2067
  %2069 = fmul double %2066, 0x3DEA39EF35793C76
  %2070 = fadd double %2068, %2069
  %2071 = fsub double %2070, %2048
  %2072 = fadd double %2071, %2046
  %2073 = fmul double %2066, 0x3FE62E42FEE00000
  %2074 = fadd double %2072, %2073
  %2075 = fcmp oeq double %2027, 0x7FF0000000000000
  %2076 = select i1 %2075, double 0x7FF0000000000000, double %2074
  %2077 = fcmp oeq double %2027, 0.000000e+00
  %2078 = select i1 %2077, double 0xFFF0000000000000, double %2076
  %2079 = fcmp olt double %2027, 0.000000e+00
  %2080 = fcmp uno double %2027, %2027
  %2081 = or i1 %2079, %2080
  %2082 = select i1 %2081, double 0x7FF8000000000000, double %2078
  %2083 = fmul double -2.000000e+00, %2082
  %2084 = call double @llvm.sqrt.f64(double %2083)
  %2085 = fmul double 0x401921FB54442D18, %2030
  %2086 = fmul double %2085, 0x3FE45F306DC9C883
  %2087 = fadd double %2086, 0x4338000000000000
  %2088 = bitcast double %2087 to i64
  %2089 = fsub double %2087, 0x4338000000000000
  %2090 = fmul double %2089, 0x3FF921FB54400000
  %2091 = fsub double %2085, %2090
  %2092 = fmul double %2089, 0x3DD0B4611A626331
  %2093 = fmul double %2089, 0x3DD0B4611A600000
  %2094 = fsub double %2091, %2093
  %2095 = fmul double %2089, 0x3BA3198A2E037073
  %2096 = fsub double %2091, %2094
  %2097 = fsub double %2096, %2093
  %2098 = fsub double %2095, %2097
  %2099 = fmul double %2089, 0x3BA3198A2E000000
  %2100 = fsub double %2094, %2099
  %2101 = fmul double %2089, 0x397B839A252049C1
  %2102 = fsub double %2094, %2100
  %2103 = fsub double %2102, %2099
  %2104 = fsub double %2101, %2103
  %2105 = fsub double %2091, %2092
  %2106 = fsub double %2094, %2098
  %2107 = bitcast double %2085 to i64
  %2108 = lshr i64 %2107, 52
  %2109 = and i64 %2108, 2047
  %2110 = bitcast double %2105 to i64
  %2111 = lshr i64 %2110, 52
  %2112 = and i64 %2111, 2047
  %2113 = bitcast double %2106 to i64
  %2114 = lshr i64 %2113, 52
  %2115 = and i64 %2114, 2047
  %2116 = add i64 %2112, 16
  %2117 = icmp ult i64 %2116, %2109
  %2118 = add i64 %2115, 49
  %2119 = icmp ult i64 %2118, %2109
  %2120 = select i1 %2119, double %2100, double %2094
  %2121 = select i1 %2119, double %2104, double %2098
  %2122 = select i1 %2117, double %2120, double %2091
  %2123 = select i1 %2117, double %2121, double %2092
  %2124 = fsub double %2122, %2123
  %2125 = fsub double %2122, %2124
  %2126 = fsub double %2125, %2123
  %2127 = fmul double %2124, %2124
  %2128 = fmul double %2127, %2127
  %2129 = fmul double %2127, 0x3EFA01A019CB1590
  %2130 = fadd double 0xBF56C16C16C15177, %2129
  %2131 = fmul double %2127, %2130
  %2132 = fadd double 0x3FA555555555554C, %2131
  %2133 = fmul double %2127, %2132
  %2134 = fmul double %2127, 0xBDA8FAE9BE8838D4
  %2135 = fadd double 0x3E21EE9EBDB4B1C4, %2134
  %2136 = fmul double %2127, %2135
  %2137 = fadd double 0xBE927E4F809C52AD, %2136
  %2138 = fmul double %2128, %2128
  %2139 = fmul double %2138, %2137
  %2140 = fadd double %2133, %2139
  %2141 = fmul double 5.000000e-01, %2127
  %2142 = fsub double 1.000000e+00, %2141
  %2143 = fsub double 1.000000e+00, %2142
  %2144 = fsub double %2143, %2141
  %2145 = fmul double %2127, %2140
  %2146 = fmul double %2124, %2126
  %2147 = fsub double %2145, %2146
  %2148 = fadd double %2144, %2147
  %2149 = fadd double %2142, %2148
  %2150 = fmul double %2124, %2124
  %2151 = fmul double %2150, %2150
  %2152 = fmul double %2150, 0x3EC71DE357B1FE7D
  %2153 = fadd double 0xBF2A01A019C161D5, %2152
  %2154 = fmul double %2150, %2153
  %2155 = fadd double 0x3F8111111110F8A6, %2154
  %2156 = fmul double %2150, 0x3DE5D93A5ACFD57C
  %2157 = fadd double 0xBE5AE5E68A2B9CEB, %2156
  %2158 = fmul double %2150, %2151
  %2159 = fmul double %2158, %2157
  %2160 = fadd double %2155, %2159
  %2161 = fmul double %2150, %2124
  %2162 = fmul double 5.000000e-01, %2126
  %2163 = fmul double %2161, %2160
  %2164 = fsub double %2162, %2163
  %2165 = fmul double %2150, %2164
  %2166 = fsub double %2165, %2126
  %2167 = fmul double %2161, 0xBFC5555555555549
  %2168 = fsub double %2166, %2167
  %2169 = fsub double %2124, %2168
  %2170 = fneg double %2149
  %2171 = fneg double %2169
  %2172 = and i64 %2088, 1
  %2173 = and i64 %2088, 2
  %2174 = icmp eq i64 %2172, 1
  %2175 = icmp eq i64 %2173, 2
  %2176 = select i1 %2175, double %2170, double %2149
  %2177 = select i1 %2175, double %2169, double %2171
  %2178 = select i1 %2174, double %2177, double %2176
  %2179 = bitcast double %2085 to i64
  %2180 = and i64 %2179, 9223372036854775807
  %2181 = bitcast i64 %2180 to double
  %2182 = fcmp olt double %2181, 0x413921FB00000000
  %2183 = select i1 %2182, double %2178, double 0x7FF8000000000000
  %2184 = fmul double %2084, %2183
  %2185 = fptrunc double %2184 to float
  %2186 = fmul float %2185, %noise_scale31
  %2187 = fadd float %1856, %2186
  store float %2187, ptr %1841, align 4
  br label %slot.done93

slot.done93:                                      ; preds = %slot.then92, %slot.done88
  %feature95 = add i64 %lane, 6144
  %valid96 = icmp ult i64 %feature95, %n_features
  %2188 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid96, label %slot.then97, label %slot.done98

slot.then97:                                      ; preds = %slot.done93
  %2189 = load float, ptr %2188, align 4
  %2190 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2191 = fsub float %2190, 4.000000e+00
  %2192 = fmul float 2.000000e+00, %2191
  %2193 = fmul float 0x3F847AE140000000, %2192
  %2194 = fmul float 2.000000e+00, %2189
  %2195 = fmul float %2193, %2194
  %2196 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature95
  %2197 = load float, ptr addrspace(1) %2196, align 4
  %2198 = fsub float %2189, %2197
  %2199 = fmul float 2.000000e+00, %2198
  %2200 = fmul float 5.000000e-01, %2199
  %2201 = fadd float %2195, %2200
  %2202 = fmul float %2201, %eta
  %2203 = fsub float %2189, %2202
  %2204 = mul i64 %row, %n_features
  %element99 = add i64 %2204, %feature95
  %2205 = trunc i64 %key0 to i32
  %2206 = lshr i64 %key0, 32
  %2207 = trunc i64 %2206 to i32
  %2208 = trunc i64 %element99 to i32
  %2209 = trunc i64 %key1_step to i32
  %2210 = lshr i64 %key1_step, 32
  %2211 = trunc i64 %2210 to i32
  %2212 = lshr i64 %element99, 32
  %2213 = trunc i64 %2212 to i32
  %2214 = zext i32 %2208 to i64
  %2215 = mul i64 3528531795, %2214
  %2216 = zext i32 %2211 to i64
  %2217 = mul i64 3449720151, %2216
  %2218 = lshr i64 %2215, 32
  %2219 = trunc i64 %2218 to i32
  %2220 = trunc i64 %2215 to i32
  %2221 = lshr i64 %2217, 32
  %2222 = trunc i64 %2221 to i32
  %2223 = trunc i64 %2217 to i32
  %2224 = xor i32 %2222, %2209
  %2225 = xor i32 %2224, %2205
  %2226 = xor i32 %2219, %2213
  %2227 = xor i32 %2226, %2207
  %2228 = add i32 %2205, -1640531527
  %2229 = add i32 %2207, -1150833019
  %2230 = zext i32 %2225 to i64
  %2231 = mul i64 3528531795, %2230
  %2232 = zext i32 %2227 to i64
  %2233 = mul i64 3449720151, %2232
  %2234 = lshr i64 %2231, 32
  %2235 = trunc i64 %2234 to i32
  %2236 = trunc i64 %2231 to i32
  %2237 = lshr i64 %2233, 32
  %2238 = trunc i64 %2237 to i32
  %2239 = trunc i64 %2233 to i32
  %2240 = xor i32 %2238, %2223
  %2241 = xor i32 %2240, %2228
  %2242 = xor i32 %2235, %2220
  %2243 = xor i32 %2242, %2229
  %2244 = add i32 %2228, -1640531527
  %2245 = add i32 %2229, -1150833019
  %2246 = zext i32 %2241 to i64
  %2247 = mul i64 3528531795, %2246
  %2248 = zext i32 %2243 to i64
  %2249 = mul i64 3449720151, %2248
  %2250 = lshr i64 %2247, 32
  %2251 = trunc i64 %2250 to i32
  %2252 = trunc i64 %2247 to i32
  %2253 = lshr i64 %2249, 32
  %2254 = trunc i64 %2253 to i32
  %2255 = trunc i64 %2249 to i32
  %2256 = xor i32 %2254, %2239
  %2257 = xor i32 %2256, %2244
  %2258 = xor i32 %2251, %2236
  %2259 = xor i32 %2258, %2245
  %2260 = add i32 %2244, -1640531527
  %2261 = add i32 %2245, -1150833019
  %2262 = zext i32 %2257 to i64
  %2263 = mul i64 3528531795, %2262
  %2264 = zext i32 %2259 to i64
  %2265 = mul i64 3449720151, %2264
  %2266 = lshr i64 %2263, 32
  %2267 = trunc i64 %2266 to i32
  %2268 = trunc i64 %2263 to i32
  %2269 = lshr i64 %2265, 32
  %2270 = trunc i64 %2269 to i32
  %2271 = trunc i64 %2265 to i32
  %2272 = xor i32 %2270, %2255
  %2273 = xor i32 %2272, %2260
  %2274 = xor i32 %2267, %2252
  %2275 = xor i32 %2274, %2261
  %2276 = add i32 %2260, -1640531527
  %2277 = add i32 %2261, -1150833019
  %2278 = zext i32 %2273 to i64
  %2279 = mul i64 3528531795, %2278
  %2280 = zext i32 %2275 to i64
  %2281 = mul i64 3449720151, %2280
  %2282 = lshr i64 %2279, 32
  %2283 = trunc i64 %2282 to i32
  %2284 = trunc i64 %2279 to i32
  %2285 = lshr i64 %2281, 32
  %2286 = trunc i64 %2285 to i32
  %2287 = trunc i64 %2281 to i32
  %2288 = xor i32 %2286, %2271
  %2289 = xor i32 %2288, %2276
  %2290 = xor i32 %2283, %2268
  %2291 = xor i32 %2290, %2277
  %2292 = add i32 %2276, -1640531527
  %2293 = add i32 %2277, -1150833019
  %2294 = zext i32 %2289 to i64
  %2295 = mul i64 3528531795, %2294
  %2296 = zext i32 %2291 to i64
  %2297 = mul i64 3449720151, %2296
  %2298 = lshr i64 %2295, 32
  %2299 = trunc i64 %2298 to i32
  %2300 = trunc i64 %2295 to i32
  %2301 = lshr i64 %2297, 32
  %2302 = trunc i64 %2301 to i32
  %2303 = trunc i64 %2297 to i32
  %2304 = xor i32 %2302, %2287
  %2305 = xor i32 %2304, %2292
  %2306 = xor i32 %2299, %2284
  %2307 = xor i32 %2306, %2293
  %2308 = add i32 %2292, -1640531527
  %2309 = add i32 %2293, -1150833019
  %2310 = zext i32 %2305 to i64
  %2311 = mul i64 3528531795, %2310
  %2312 = zext i32 %2307 to i64
  %2313 = mul i64 3449720151, %2312
  %2314 = lshr i64 %2311, 32
  %2315 = trunc i64 %2314 to i32
  %2316 = trunc i64 %2311 to i32
  %2317 = lshr i64 %2313, 32
  %2318 = trunc i64 %2317 to i32
  %2319 = trunc i64 %2313 to i32
  %2320 = xor i32 %2318, %2303
  %2321 = xor i32 %2320, %2308
  %2322 = xor i32 %2315, %2300
  %2323 = xor i32 %2322, %2309
  %2324 = add i32 %2308, -1640531527
  %2325 = add i32 %2309, -1150833019
  %2326 = zext i32 %2321 to i64
  %2327 = mul i64 3528531795, %2326
  %2328 = zext i32 %2323 to i64
  %2329 = mul i64 3449720151, %2328
  %2330 = lshr i64 %2327, 32
  %2331 = trunc i64 %2330 to i32
  %2332 = trunc i64 %2327 to i32
  %2333 = lshr i64 %2329, 32
  %2334 = trunc i64 %2333 to i32
  %2335 = trunc i64 %2329 to i32
  %2336 = xor i32 %2334, %2319
  %2337 = xor i32 %2336, %2324
  %2338 = xor i32 %2331, %2316
  %2339 = xor i32 %2338, %2325
  %2340 = add i32 %2324, -1640531527
  %2341 = add i32 %2325, -1150833019
  %2342 = zext i32 %2337 to i64
  %2343 = mul i64 3528531795, %2342
  %2344 = zext i32 %2339 to i64
  %2345 = mul i64 3449720151, %2344
  %2346 = lshr i64 %2343, 32
  %2347 = trunc i64 %2346 to i32
  %2348 = trunc i64 %2343 to i32
  %2349 = lshr i64 %2345, 32
  %2350 = trunc i64 %2349 to i32
  %2351 = trunc i64 %2345 to i32
  %2352 = xor i32 %2350, %2335
  %2353 = xor i32 %2352, %2340
  %2354 = xor i32 %2347, %2332
  %2355 = xor i32 %2354, %2341
  %2356 = add i32 %2340, -1640531527
  %2357 = add i32 %2341, -1150833019
  %2358 = zext i32 %2353 to i64
  %2359 = mul i64 3528531795, %2358
  %2360 = zext i32 %2355 to i64
  %2361 = mul i64 3449720151, %2360
  %2362 = lshr i64 %2359, 32
  %2363 = trunc i64 %2362 to i32
  %2364 = trunc i64 %2359 to i32
  %2365 = lshr i64 %2361, 32
  %2366 = trunc i64 %2365 to i32
  %2367 = trunc i64 %2361 to i32
  %2368 = xor i32 %2366, %2351
  %2369 = xor i32 %2368, %2356
  %2370 = xor i32 %2363, %2348
  %2371 = xor i32 %2370, %2357
  %2372 = uitofp i32 %2369 to double
  %2373 = fadd double %2372, 5.000000e-01
  %2374 = fmul double %2373, 0x3DF0000000000000
  %2375 = uitofp i32 %2367 to double
  %2376 = fadd double %2375, 5.000000e-01
  %2377 = fmul double %2376, 0x3DF0000000000000
  %2378 = fcmp olt double %2374, 0x10000000000000
  %2379 = fmul double %2374, 0x4350000000000000
  %2380 = select i1 %2378, double %2379, double %2374
  %2381 = select i1 %2378, i64 1077, i64 1023
  %2382 = bitcast double %2380 to i64
  %2383 = lshr i64 %2382, 32
  %2384 = add i64 %2383, 614242
  %2385 = lshr i64 %2384, 20
  %2386 = sub i64 %2385, %2381
  %2387 = and i64 %2384, 1048575
  %2388 = add i64 %2387, 1072079006
  %2389 = shl i64 %2388, 32
  %2390 = and i64 %2382, 4294967295
  %2391 = or i64 %2389, %2390
  %2392 = bitcast i64 %2391 to double
  %2393 = fsub double %2392, 1.000000e+00
  %2394 = fmul double 5.000000e-01, %2393
  %2395 = fmul double %2394, %2393
  %2396 = fadd double 2.000000e+00, %2393
  %2397 = fdiv double %2393, %2396
  %2398 = fmul double %2397, %2397
  %2399 = fmul double %2398, %2398
  %2400 = fmul double %2399, 0x3FC39A09D078C69F
  %2401 = fadd double 0x3FCC71C51D8E78AF, %2400
  %2402 = fmul double %2399, %2401
  %2403 = fadd double 0x3FD999999997FA04, %2402
  %2404 = fmul double %2399, %2403
  %2405 = fmul double %2399, 0x3FC2F112DF3E5244
  %2406 = fadd double 0x3FC7466496CB03DE, %2405
  %2407 = fmul double %2399, %2406
  %2408 = fadd double 0x3FD2492494229359, %2407
  %2409 = fmul double %2399, %2408
  %2410 = fadd double 0x3FE5555555555593, %2409
  %2411 = fmul double %2398, %2410
  %2412 = fadd double %2411, %2404
  %2413 = sitofp i64 %2386 to double
  %2414 = fadd double %2395, %2412
  %2415 = fmul double %2397, %2414
  %2416 = fmul double %2413, 0x3DEA39EF35793C76
  %2417 = fadd double %2415, %2416
  %2418 = fsub double %2417, %2395
  %2419 = fadd double %2418, %2393
  %2420 = fmul double %2413, 0x3FE62E42FEE00000
  %2421 = fadd double %2419, %2420
  %2422 = fcmp oeq double %2374, 0x7FF0000000000000
  %2423 = select i1 %2422, double 0x7FF0000000000000, double %2421
  %2424 = fcmp oeq double %2374, 0.000000e+00
  %2425 = select i1 %2424, double 0xFFF0000000000000, double %2423
  %2426 = fcmp olt double %2374, 0.000000e+00
  %2427 = fcmp uno double %2374, %2374
  %2428 = or i1 %2426, %2427
  %2429 = select i1 %2428, double 0x7FF8000000000000, double %2425
  %2430 = fmul double -2.000000e+00, %2429
  %2431 = call double @llvm.sqrt.f64(double %2430)
  %2432 = fmul double 0x401921FB54442D18, %2377
  %2433 = fmul double %2432, 0x3FE45F306DC9C883
  %2434 = fadd double %2433, 0x4338000000000000
  %2435 = bitcast double %2434 to i64
  %2436 = fsub double %2434, 0x4338000000000000
  %2437 = fmul double %2436, 0x3FF921FB54400000
  %2438 = fsub double %2432, %2437
  %2439 = fmul double %2436, 0x3DD0B4611A626331
  %2440 = fmul double %2436, 0x3DD0B4611A600000
  %2441 = fsub double %2438, %2440
  %2442 = fmul double %2436, 0x3BA3198A2E037073
  %2443 = fsub double %2438, %2441
  %2444 = fsub double %2443, %2440
  %2445 = fsub double %2442, %2444
  %2446 = fmul double %2436, 0x3BA3198A2E000000
  %2447 = fsub double %2441, %2446
  %2448 = fmul double %2436, 0x397B839A252049C1
  %2449 = fsub double %2441, %2447
  %2450 = fsub double %2449, %2446
  %2451 = fsub double %2448, %2450
  %2452 = fsub double %2438, %2439
  %2453 = fsub double %2441, %2445
  %2454 = bitcast double %2432 to i64
  %2455 = lshr i64 %2454, 52
  %2456 = and i64 %2455, 2047
  %2457 = bitcast double %2452 to i64
  %2458 = lshr i64 %2457, 52
  %2459 = and i64 %2458, 2047
  %2460 = bitcast double %2453 to i64
  %2461 = lshr i64 %2460, 52
  %2462 = and i64 %2461, 2047
  %2463 = add i64 %2459, 16
  %2464 = icmp ult i64 %2463, %2456
  %2465 = add i64 %2462, 49
  %2466 = icmp ult i64 %2465, %2456
  %2467 = select i1 %2466, double %2447, double %2441
  %2468 = select i1 %2466, double %2451, double %2445
  %2469 = select i1 %2464, double %2467, double %2438
  %2470 = select i1 %2464, double %2468, double %2439
  %2471 = fsub double %2469, %2470
  %2472 = fsub double %2469, %2471
  %2473 = fsub double %2472, %2470
  %2474 = fmul double %2471, %2471
  %2475 = fmul double %2474, %2474
  %2476 = fmul double %2474, 0x3EFA01A019CB1590
  %2477 = fadd double 0xBF56C16C16C15177, %2476
  %2478 = fmul double %2474, %2477
  %2479 = fadd double 0x3FA555555555554C, %2478
  %2480 = fmul double %2474, %2479
  %2481 = fmul double %2474, 0xBDA8FAE9BE8838D4
  %2482 = fadd double 0x3E21EE9EBDB4B1C4, %2481
  %2483 = fmul double %2474, %2482
  %2484 = fadd double 0xBE927E4F809C52AD, %2483
  %2485 = fmul double %2475, %2475
  %2486 = fmul double %2485, %2484
  %2487 = fadd double %2480, %2486
  %2488 = fmul double 5.000000e-01, %2474
  %2489 = fsub double 1.000000e+00, %2488
  %2490 = fsub double 1.000000e+00, %2489
  %2491 = fsub double %2490, %2488
  %2492 = fmul double %2474, %2487
  %2493 = fmul double %2471, %2473
  %2494 = fsub double %2492, %2493
  %2495 = fadd double %2491, %2494
  %2496 = fadd double %2489, %2495
  %2497 = fmul double %2471, %2471
  %2498 = fmul double %2497, %2497
  %2499 = fmul double %2497, 0x3EC71DE357B1FE7D
  %2500 = fadd double 0xBF2A01A019C161D5, %2499
  %2501 = fmul double %2497, %2500
  %2502 = fadd double 0x3F8111111110F8A6, %2501
  %2503 = fmul double %2497, 0x3DE5D93A5ACFD57C
  %2504 = fadd double 0xBE5AE5E68A2B9CEB, %2503
  %2505 = fmul double %2497, %2498
  %2506 = fmul double %2505, %2504
  %2507 = fadd double %2502, %2506
  %2508 = fmul double %2497, %2471
  %2509 = fmul double 5.000000e-01, %2473
  %2510 = fmul double %2508, %2507
  %2511 = fsub double %2509, %2510
  %2512 = fmul double %2497, %2511
  %2513 = fsub double %2512, %2473
  %2514 = fmul double %2508, 0xBFC5555555555549
  %2515 = fsub double %2513, %2514
  %2516 = fsub double %2471, %2515
  %2517 = fneg double %2496
  %2518 = fneg double %2516
  %2519 = and i64 %2435, 1
  %2520 = and i64 %2435, 2
  %2521 = icmp eq i64 %2519, 1
  %2522 = icmp eq i64 %2520, 2
  %2523 = select i1 %2522, double %2517, double %2496
  %2524 = select i1 %2522, double %2516, double %2518
  %2525 = select i1 %2521, double %2524, double %2523
  %2526 = bitcast double %2432 to i64
  %2527 = and i64 %2526, 9223372036854775807
  %2528 = bitcast i64 %2527 to double
  %2529 = fcmp olt double %2528, 0x413921FB00000000
  %2530 = select i1 %2529, double %2525, double 0x7FF8000000000000
  %2531 = fmul double %2431, %2530
  %2532 = fptrunc double %2531 to float
  %2533 = fmul float %2532, %noise_scale31
  %2534 = fadd float %2203, %2533
  store float %2534, ptr %2188, align 4
  br label %slot.done98

slot.done98:                                      ; preds = %slot.then97, %slot.done93
  %feature100 = add i64 %lane, 7168
  %valid101 = icmp ult i64 %feature100, %n_features
  %2535 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid101, label %slot.then102, label %slot.done103

slot.then102:                                     ; preds = %slot.done98
  %2536 = load float, ptr %2535, align 4
  %2537 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2538 = fsub float %2537, 4.000000e+00
  %2539 = fmul float 2.000000e+00, %2538
  %2540 = fmul float 0x3F847AE140000000, %2539
  %2541 = fmul float 2.000000e+00, %2536
  %2542 = fmul float %2540, %2541
  %2543 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature100
  %2544 = load float, ptr addrspace(1) %2543, align 4
  %2545 = fsub float %2536, %2544
  %2546 = fmul float 2.000000e+00, %2545
  %2547 = fmul float 5.000000e-01, %2546
  %2548 = fadd float %2542, %2547
  %2549 = fmul float %2548, %eta
  %2550 = fsub float %2536, %2549
  %2551 = mul i64 %row, %n_features
  %element104 = add i64 %2551, %feature100
  %2552 = trunc i64 %key0 to i32
  %2553 = lshr i64 %key0, 32
  %2554 = trunc i64 %2553 to i32
  %2555 = trunc i64 %element104 to i32
  %2556 = trunc i64 %key1_step to i32
  %2557 = lshr i64 %key1_step, 32
  %2558 = trunc i64 %2557 to i32
  %2559 = lshr i64 %element104, 32
  %2560 = trunc i64 %2559 to i32
  %2561 = zext i32 %2555 to i64
  %2562 = mul i64 3528531795, %2561
  %2563 = zext i32 %2558 to i64
  %2564 = mul i64 3449720151, %2563
  %2565 = lshr i64 %2562, 32
  %2566 = trunc i64 %2565 to i32
  %2567 = trunc i64 %2562 to i32
  %2568 = lshr i64 %2564, 32
  %2569 = trunc i64 %2568 to i32
  %2570 = trunc i64 %2564 to i32
  %2571 = xor i32 %2569, %2556
  %2572 = xor i32 %2571, %2552
  %2573 = xor i32 %2566, %2560
  %2574 = xor i32 %2573, %2554
  %2575 = add i32 %2552, -1640531527
  %2576 = add i32 %2554, -1150833019
  %2577 = zext i32 %2572 to i64
  %2578 = mul i64 3528531795, %2577
  %2579 = zext i32 %2574 to i64
  %2580 = mul i64 3449720151, %2579
  %2581 = lshr i64 %2578, 32
  %2582 = trunc i64 %2581 to i32
  %2583 = trunc i64 %2578 to i32
  %2584 = lshr i64 %2580, 32
  %2585 = trunc i64 %2584 to i32
  %2586 = trunc i64 %2580 to i32
  %2587 = xor i32 %2585, %2570
  %2588 = xor i32 %2587, %2575
  %2589 = xor i32 %2582, %2567
  %2590 = xor i32 %2589, %2576
  %2591 = add i32 %2575, -1640531527
  %2592 = add i32 %2576, -1150833019
  %2593 = zext i32 %2588 to i64
  %2594 = mul i64 3528531795, %2593
  %2595 = zext i32 %2590 to i64
  %2596 = mul i64 3449720151, %2595
  %2597 = lshr i64 %2594, 32
  %2598 = trunc i64 %2597 to i32
  %2599 = trunc i64 %2594 to i32
  %2600 = lshr i64 %2596, 32
  %2601 = trunc i64 %2600 to i32
  %2602 = trunc i64 %2596 to i32
  %2603 = xor i32 %2601, %2586
  %2604 = xor i32 %2603, %2591
  %2605 = xor i32 %2598, %2583
  %2606 = xor i32 %2605, %2592
  %2607 = add i32 %2591, -1640531527
  %2608 = add i32 %2592, -1150833019
  %2609 = zext i32 %2604 to i64
  %2610 = mul i64 3528531795, %2609
  %2611 = zext i32 %2606 to i64
  %2612 = mul i64 3449720151, %2611
  %2613 = lshr i64 %2610, 32
  %2614 = trunc i64 %2613 to i32
  %2615 = trunc i64 %2610 to i32
  %2616 = lshr i64 %2612, 32
  %2617 = trunc i64 %2616 to i32
  %2618 = trunc i64 %2612 to i32
  %2619 = xor i32 %2617, %2602
  %2620 = xor i32 %2619, %2607
  %2621 = xor i32 %2614, %2599
  %2622 = xor i32 %2621, %2608
  %2623 = add i32 %2607, -1640531527
  %2624 = add i32 %2608, -1150833019
  %2625 = zext i32 %2620 to i64
  %2626 = mul i64 3528531795, %2625
  %2627 = zext i32 %2622 to i64
  %2628 = mul i64 3449720151, %2627
  %2629 = lshr i64 %2626, 32
  %2630 = trunc i64 %2629 to i32
  %2631 = trunc i64 %2626 to i32
  %2632 = lshr i64 %2628, 32
  %2633 = trunc i64 %2632 to i32
  %2634 = trunc i64 %2628 to i32
  %2635 = xor i32 %2633, %2618
  %2636 = xor i32 %2635, %2623
  %2637 = xor i32 %2630, %2615
  %2638 = xor i32 %2637, %2624
  %2639 = add i32 %2623, -1640531527
  %2640 = add i32 %2624, -1150833019
  %2641 = zext i32 %2636 to i64
  %2642 = mul i64 3528531795, %2641
  %2643 = zext i32 %2638 to i64
  %2644 = mul i64 3449720151, %2643
  %2645 = lshr i64 %2642, 32
  %2646 = trunc i64 %2645 to i32
  %2647 = trunc i64 %2642 to i32
  %2648 = lshr i64 %2644, 32
  %2649 = trunc i64 %2648 to i32
  %2650 = trunc i64 %2644 to i32
  %2651 = xor i32 %2649, %2634
  %2652 = xor i32 %2651, %2639
  %2653 = xor i32 %2646, %2631
  %2654 = xor i32 %2653, %2640
  %2655 = add i32 %2639, -1640531527
  %2656 = add i32 %2640, -1150833019
  %2657 = zext i32 %2652 to i64
  %2658 = mul i64 3528531795, %2657
  %2659 = zext i32 %2654 to i64
  %2660 = mul i64 3449720151, %2659
  %2661 = lshr i64 %2658, 32
  %2662 = trunc i64 %2661 to i32
  %2663 = trunc i64 %2658 to i32
  %2664 = lshr i64 %2660, 32
  %2665 = trunc i64 %2664 to i32
  %2666 = trunc i64 %2660 to i32
  %2667 = xor i32 %2665, %2650
  %2668 = xor i32 %2667, %2655
  %2669 = xor i32 %2662, %2647
  %2670 = xor i32 %2669, %2656
  %2671 = add i32 %2655, -1640531527
  %2672 = add i32 %2656, -1150833019
  %2673 = zext i32 %2668 to i64
  %2674 = mul i64 3528531795, %2673
  %2675 = zext i32 %2670 to i64
  %2676 = mul i64 3449720151, %2675
  %2677 = lshr i64 %2674, 32
  %2678 = trunc i64 %2677 to i32
  %2679 = trunc i64 %2674 to i32
  %2680 = lshr i64 %2676, 32
  %2681 = trunc i64 %2680 to i32
  %2682 = trunc i64 %2676 to i32
  %2683 = xor i32 %2681, %2666
  %2684 = xor i32 %2683, %2671
  %2685 = xor i32 %2678, %2663
  %2686 = xor i32 %2685, %2672
  %2687 = add i32 %2671, -1640531527
  %2688 = add i32 %2672, -1150833019
  %2689 = zext i32 %2684 to i64
  %2690 = mul i64 3528531795, %2689
  %2691 = zext i32 %2686 to i64
  %2692 = mul i64 3449720151, %2691
  %2693 = lshr i64 %2690, 32
  %2694 = trunc i64 %2693 to i32
  %2695 = trunc i64 %2690 to i32
  %2696 = lshr i64 %2692, 32
  %2697 = trunc i64 %2696 to i32
  %2698 = trunc i64 %2692 to i32
  %2699 = xor i32 %2697, %2682
  %2700 = xor i32 %2699, %2687
  %2701 = xor i32 %2694, %2679
  %2702 = xor i32 %2701, %2688
  %2703 = add i32 %2687, -1640531527
  %2704 = add i32 %2688, -1150833019
  %2705 = zext i32 %2700 to i64
  %2706 = mul i64 3528531795, %2705
  %2707 = zext i32 %2702 to i64
  %2708 = mul i64 3449720151, %2707
  %2709 = lshr i64 %2706, 32
  %2710 = trunc i64 %2709 to i32
  %2711 = trunc i64 %2706 to i32
  %2712 = lshr i64 %2708, 32
  %2713 = trunc i64 %2712 to i32
  %2714 = trunc i64 %2708 to i32
  %2715 = xor i32 %2713, %2698
  %2716 = xor i32 %2715, %2703
  %2717 = xor i32 %2710, %2695
  %2718 = xor i32 %2717, %2704
  %2719 = uitofp i32 %2716 to double
  %2720 = fadd double %2719, 5.000000e-01
  %2721 = fmul double %2720, 0x3DF0000000000000
  %2722 = uitofp i32 %2714 to double
  %2723 = fadd double %2722, 5.000000e-01
  %2724 = fmul double %2723, 0x3DF0000000000000
  %2725 = fcmp olt double %2721, 0x10000000000000
  %2726 = fmul double %2721, 0x4350000000000000
  %2727 = select i1 %2725, double %2726, double %2721
  %2728 = select i1 %2725, i64 1077, i64 1023
  %2729 = bitcast double %2727 to i64
  %2730 = lshr i64 %2729, 32
  %2731 = add i64 %2730, 614242
  %2732 = lshr i64 %2731, 20
  %2733 = sub i64 %2732, %2728
  %2734 = and i64 %2731, 1048575
  %2735 = add i64 %2734, 1072079006
  %2736 = shl i64 %2735, 32
  %2737 = and i64 %2729, 4294967295
  %2738 = or i64 %2736, %2737
  %2739 = bitcast i64 %2738 to double
  %2740 = fsub double %2739, 1.000000e+00
  %2741 = fmul double 5.000000e-01, %2740
  %2742 = fmul double %2741, %2740
  %2743 = fadd double 2.000000e+00, %2740
  %2744 = fdiv double %2740, %2743
  %2745 = fmul double %2744, %2744
  %2746 = fmul double %2745, %2745
  %2747 = fmul double %2746, 0x3FC39A09D078C69F
  %2748 = fadd double 0x3FCC71C51D8E78AF, %2747
  %2749 = fmul double %2746, %2748
  %2750 = fadd double 0x3FD999999997FA04, %2749
  %2751 = fmul double %2746, %2750
  %2752 = fmul double %2746, 0x3FC2F112DF3E5244
  %2753 = fadd double 0x3FC7466496CB03DE, %2752
  %2754 = fmul double %2746, %2753
  %2755 = fadd double 0x3FD2492494229359, %2754
  %2756 = fmul double %2746, %2755
  %2757 = fadd double 0x3FE5555555555593, %2756
  %2758 = fmul double %2745, %2757
  %2759 = fadd double %2758, %2751
  %2760 = sitofp i64 %2733 to double
  %2761 = fadd double %2742, %2759
  %2762 = fmul double %2744, %2761
  %2763 = fmul double %2760, 0x3DEA39EF35793C76
  %2764 = fadd double %2762, %2763
  %2765 = fsub double %2764, %2742
  %2766 = fadd double %2765, %2740
  %2767 = fmul double %2760, 0x3FE62E42FEE00000
  %2768 = fadd double %2766, %2767
  %2769 = fcmp oeq double %2721, 0x7FF0000000000000
  %2770 = select i1 %2769, double 0x7FF0000000000000, double %2768
  %2771 = fcmp oeq double %2721, 0.000000e+00
  %2772 = select i1 %2771, double 0xFFF0000000000000, double %2770
  %2773 = fcmp olt double %2721, 0.000000e+00
  %2774 = fcmp uno double %2721, %2721
  %2775 = or i1 %2773, %2774
  %2776 = select i1 %2775, double 0x7FF8000000000000, double %2772
  %2777 = fmul double -2.000000e+00, %2776
  %2778 = call double @llvm.sqrt.f64(double %2777)
  %2779 = fmul double 0x401921FB54442D18, %2724
  %2780 = fmul double %2779, 0x3FE45F306DC9C883
  %2781 = fadd double %2780, 0x4338000000000000
  %2782 = bitcast double %2781 to i64
  %2783 = fsub double %2781, 0x4338000000000000
  %2784 = fmul double %2783, 0x3FF921FB54400000
  %2785 = fsub double %2779, %2784
  %2786 = fmul double %2783, 0x3DD0B4611A626331
  %2787 = fmul double %2783, 0x3DD0B4611A600000
  %2788 = fsub double %2785, %2787
  %2789 = fmul double %2783, 0x3BA3198A2E037073
  %2790 = fsub double %2785, %2788
  %2791 = fsub double %2790, %2787
  %2792 = fsub double %2789, %2791
  %2793 = fmul double %2783, 0x3BA3198A2E000000
  %2794 = fsub double %2788, %2793
  %2795 = fmul double %2783, 0x397B839A252049C1
  %2796 = fsub double %2788, %2794
  %2797 = fsub double %2796, %2793
  %2798 = fsub double %2795, %2797
  %2799 = fsub double %2785, %2786
  %2800 = fsub double %2788, %2792
  %2801 = bitcast double %2779 to i64
  %2802 = lshr i64 %2801, 52
  %2803 = and i64 %2802, 2047
  %2804 = bitcast double %2799 to i64
  %2805 = lshr i64 %2804, 52
  %2806 = and i64 %2805, 2047
  %2807 = bitcast double %2800 to i64
  %2808 = lshr i64 %2807, 52
  %2809 = and i64 %2808, 2047
  %2810 = add i64 %2806, 16
  %2811 = icmp ult i64 %2810, %2803
  %2812 = add i64 %2809, 49
  %2813 = icmp ult i64 %2812, %2803
  %2814 = select i1 %2813, double %2794, double %2788
  %2815 = select i1 %2813, double %2798, double %2792
  %2816 = select i1 %2811, double %2814, double %2785
  %2817 = select i1 %2811, double %2815, double %2786
  %2818 = fsub double %2816, %2817
  %2819 = fsub double %2816, %2818
  %2820 = fsub double %2819, %2817
  %2821 = fmul double %2818, %2818
  %2822 = fmul double %2821, %2821
  %2823 = fmul double %2821, 0x3EFA01A019CB1590
  %2824 = fadd double 0xBF56C16C16C15177, %2823
  %2825 = fmul double %2821, %2824
  %2826 = fadd double 0x3FA555555555554C, %2825
  %2827 = fmul double %2821, %2826
  %2828 = fmul double %2821, 0xBDA8FAE9BE8838D4
  %2829 = fadd double 0x3E21EE9EBDB4B1C4, %2828
  %2830 = fmul double %2821, %2829
  %2831 = fadd double 0xBE927E4F809C52AD, %2830
  %2832 = fmul double %2822, %2822
  %2833 = fmul double %2832, %2831
  %2834 = fadd double %2827, %2833
  %2835 = fmul double 5.000000e-01, %2821
  %2836 = fsub double 1.000000e+00, %2835
  %2837 = fsub double 1.000000e+00, %2836
  %2838 = fsub double %2837, %2835
  %2839 = fmul double %2821, %2834
  %2840 = fmul double %2818, %2820
  %2841 = fsub double %2839, %2840
  %2842 = fadd double %2838, %2841
  %2843 = fadd double %2836, %2842
  %2844 = fmul double %2818, %2818
  %2845 = fmul double %2844, %2844
  %2846 = fmul double %2844, 0x3EC71DE357B1FE7D
  %2847 = fadd double 0xBF2A01A019C161D5, %2846
  %2848 = fmul double %2844, %2847
  %2849 = fadd double 0x3F8111111110F8A6, %2848
  %2850 = fmul double %2844, 0x3DE5D93A5ACFD57C
  %2851 = fadd double 0xBE5AE5E68A2B9CEB, %2850
  %2852 = fmul double %2844, %2845
  %2853 = fmul double %2852, %2851
  %2854 = fadd double %2849, %2853
  %2855 = fmul double %2844, %2818
  %2856 = fmul double 5.000000e-01, %2820
  %2857 = fmul double %2855, %2854
  %2858 = fsub double %2856, %2857
  %2859 = fmul double %2844, %2858
  %2860 = fsub double %2859, %2820
  %2861 = fmul double %2855, 0xBFC5555555555549
  %2862 = fsub double %2860, %2861
  %2863 = fsub double %2818, %2862
  %2864 = fneg double %2843
  %2865 = fneg double %2863
  %2866 = and i64 %2782, 1
  %2867 = and i64 %2782, 2
  %2868 = icmp eq i64 %2866, 1
  %2869 = icmp eq i64 %2867, 2
  %2870 = select i1 %2869, double %2864, double %2843
  %2871 = select i1 %2869, double %2863, double %2865
  %2872 = select i1 %2868, double %2871, double %2870
  %2873 = bitcast double %2779 to i64
  %2874 = and i64 %2873, 9223372036854775807
  %2875 = bitcast i64 %2874 to double
  %2876 = fcmp olt double %2875, 0x413921FB00000000
  %2877 = select i1 %2876, double %2872, double 0x7FF8000000000000
  %2878 = fmul double %2778, %2877
  %2879 = fptrunc double %2878 to float
  %2880 = fmul float %2879, %noise_scale31
  %2881 = fadd float %2550, %2880
  store float %2881, ptr %2535, align 4
  br label %slot.done103

slot.done103:                                     ; preds = %slot.then102, %slot.done98
  br label %noise.done

uniform_sinks.then107:                            ; preds = %quiet
  br label %uniform_sinks.done108

uniform_sinks.done108:                            ; preds = %uniform_sinks.then107, %quiet
  %feature109 = add i64 %lane, 0
  %valid110 = icmp ult i64 %feature109, %n_features
  %2882 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid110, label %slot.then111, label %slot.done112

slot.then111:                                     ; preds = %uniform_sinks.done108
  %2883 = load float, ptr %2882, align 4
  %2884 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2885 = fsub float %2884, 4.000000e+00
  %2886 = fmul float 2.000000e+00, %2885
  %2887 = fmul float 0x3F847AE140000000, %2886
  %2888 = fmul float 2.000000e+00, %2883
  %2889 = fmul float %2887, %2888
  %2890 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature109
  %2891 = load float, ptr addrspace(1) %2890, align 4
  %2892 = fsub float %2883, %2891
  %2893 = fmul float 2.000000e+00, %2892
  %2894 = fmul float 5.000000e-01, %2893
  %2895 = fadd float %2889, %2894
  %2896 = fmul float %2895, %eta
  %2897 = fsub float %2883, %2896
  %2898 = fmul float 0.000000e+00, %noise_scale31
  %2899 = fadd float %2897, %2898
  store float %2897, ptr %2882, align 4
  br label %slot.done112

slot.done112:                                     ; preds = %slot.then111, %uniform_sinks.done108
  %feature113 = add i64 %lane, 1024
  %valid114 = icmp ult i64 %feature113, %n_features
  %2900 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid114, label %slot.then115, label %slot.done116

slot.then115:                                     ; preds = %slot.done112
  %2901 = load float, ptr %2900, align 4
  %2902 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2903 = fsub float %2902, 4.000000e+00
  %2904 = fmul float 2.000000e+00, %2903
  %2905 = fmul float 0x3F847AE140000000, %2904
  %2906 = fmul float 2.000000e+00, %2901
  %2907 = fmul float %2905, %2906
  %2908 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature113
  %2909 = load float, ptr addrspace(1) %2908, align 4
  %2910 = fsub float %2901, %2909
  %2911 = fmul float 2.000000e+00, %2910
  %2912 = fmul float 5.000000e-01, %2911
  %2913 = fadd float %2907, %2912
  %2914 = fmul float %2913, %eta
  %2915 = fsub float %2901, %2914
  %2916 = fmul float 0.000000e+00, %noise_scale31
  %2917 = fadd float %2915, %2916
  store float %2915, ptr %2900, align 4
  br label %slot.done116

slot.done116:                                     ; preds = %slot.then115, %slot.done112
  %feature117 = add i64 %lane, 2048
  %valid118 = icmp ult i64 %feature117, %n_features
  %2918 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid118, label %slot.then119, label %slot.done120

slot.then119:                                     ; preds = %slot.done116
  %2919 = load float, ptr %2918, align 4
  %2920 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2921 = fsub float %2920, 4.000000e+00
  %2922 = fmul float 2.000000e+00, %2921
  %2923 = fmul float 0x3F847AE140000000, %2922
  %2924 = fmul float 2.000000e+00, %2919
  %2925 = fmul float %2923, %2924
  %2926 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature117
  %2927 = load float, ptr addrspace(1) %2926, align 4
  %2928 = fsub float %2919, %2927
  %2929 = fmul float 2.000000e+00, %2928
  %2930 = fmul float 5.000000e-01, %2929
  %2931 = fadd float %2925, %2930
  %2932 = fmul float %2931, %eta
  %2933 = fsub float %2919, %2932
  %2934 = fmul float 0.000000e+00, %noise_scale31
  %2935 = fadd float %2933, %2934
  store float %2933, ptr %2918, align 4
  br label %slot.done120

slot.done120:                                     ; preds = %slot.then119, %slot.done116
  %feature121 = add i64 %lane, 3072
  %valid122 = icmp ult i64 %feature121, %n_features
  %2936 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid122, label %slot.then123, label %slot.done124

slot.then123:                                     ; preds = %slot.done120
  %2937 = load float, ptr %2936, align 4
  %2938 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2939 = fsub float %2938, 4.000000e+00
  %2940 = fmul float 2.000000e+00, %2939
  %2941 = fmul float 0x3F847AE140000000, %2940
  %2942 = fmul float 2.000000e+00, %2937
  %2943 = fmul float %2941, %2942
  %2944 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature121
  %2945 = load float, ptr addrspace(1) %2944, align 4
  %2946 = fsub float %2937, %2945
  %2947 = fmul float 2.000000e+00, %2946
  %2948 = fmul float 5.000000e-01, %2947
  %2949 = fadd float %2943, %2948
  %2950 = fmul float %2949, %eta
  %2951 = fsub float %2937, %2950
  %2952 = fmul float 0.000000e+00, %noise_scale31
  %2953 = fadd float %2951, %2952
  store float %2951, ptr %2936, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %slot.done120
  %feature125 = add i64 %lane, 4096
  %valid126 = icmp ult i64 %feature125, %n_features
  %2954 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid126, label %slot.then127, label %slot.done128

slot.then127:                                     ; preds = %slot.done124
  %2955 = load float, ptr %2954, align 4
  %2956 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2957 = fsub float %2956, 4.000000e+00
  %2958 = fmul float 2.000000e+00, %2957
  %2959 = fmul float 0x3F847AE140000000, %2958
  %2960 = fmul float 2.000000e+00, %2955
  %2961 = fmul float %2959, %2960
  %2962 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature125
  %2963 = load float, ptr addrspace(1) %2962, align 4
  %2964 = fsub float %2955, %2963
  %2965 = fmul float 2.000000e+00, %2964
  %2966 = fmul float 5.000000e-01, %2965
  %2967 = fadd float %2961, %2966
  %2968 = fmul float %2967, %eta
  %2969 = fsub float %2955, %2968
  %2970 = fmul float 0.000000e+00, %noise_scale31
  %2971 = fadd float %2969, %2970
  store float %2969, ptr %2954, align 4
  br label %slot.done128

slot.done128:                                     ; preds = %slot.then127, %slot.done124
  %feature129 = add i64 %lane, 5120
  %valid130 = icmp ult i64 %feature129, %n_features
  %2972 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid130, label %slot.then131, label %slot.done132

slot.then131:                                     ; preds = %slot.done128
  %2973 = load float, ptr %2972, align 4
  %2974 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2975 = fsub float %2974, 4.000000e+00
  %2976 = fmul float 2.000000e+00, %2975
  %2977 = fmul float 0x3F847AE140000000, %2976
  %2978 = fmul float 2.000000e+00, %2973
  %2979 = fmul float %2977, %2978
  %2980 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature129
  %2981 = load float, ptr addrspace(1) %2980, align 4
  %2982 = fsub float %2973, %2981
  %2983 = fmul float 2.000000e+00, %2982
  %2984 = fmul float 5.000000e-01, %2983
  %2985 = fadd float %2979, %2984
  %2986 = fmul float %2985, %eta
  %2987 = fsub float %2973, %2986
  %2988 = fmul float 0.000000e+00, %noise_scale31
  %2989 = fadd float %2987, %2988
  store float %2987, ptr %2972, align 4
  br label %slot.done132

slot.done132:                                     ; preds = %slot.then131, %slot.done128
  %feature133 = add i64 %lane, 6144
  %valid134 = icmp ult i64 %feature133, %n_features
  %2990 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid134, label %slot.then135, label %slot.done136

slot.then135:                                     ; preds = %slot.done132
  %2991 = load float, ptr %2990, align 4
  %2992 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2993 = fsub float %2992, 4.000000e+00
  %2994 = fmul float 2.000000e+00, %2993
  %2995 = fmul float 0x3F847AE140000000, %2994
  %2996 = fmul float 2.000000e+00, %2991
  %2997 = fmul float %2995, %2996
  %2998 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature133
  %2999 = load float, ptr addrspace(1) %2998, align 4
  %3000 = fsub float %2991, %2999
  %3001 = fmul float 2.000000e+00, %3000
  %3002 = fmul float 5.000000e-01, %3001
  %3003 = fadd float %2997, %3002
  %3004 = fmul float %3003, %eta
  %3005 = fsub float %2991, %3004
  %3006 = fmul float 0.000000e+00, %noise_scale31
  %3007 = fadd float %3005, %3006
  store float %3005, ptr %2990, align 4
  br label %slot.done136

slot.done136:                                     ; preds = %slot.then135, %slot.done132
  %feature137 = add i64 %lane, 7168
  %valid138 = icmp ult i64 %feature137, %n_features
  %3008 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid138, label %slot.then139, label %slot.done140

slot.then139:                                     ; preds = %slot.done136
  %3009 = load float, ptr %3008, align 4
  %3010 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3011 = fsub float %3010, 4.000000e+00
  %3012 = fmul float 2.000000e+00, %3011
  %3013 = fmul float 0x3F847AE140000000, %3012
  %3014 = fmul float 2.000000e+00, %3009
  %3015 = fmul float %3013, %3014
  %3016 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature137
  %3017 = load float, ptr addrspace(1) %3016, align 4
  %3018 = fsub float %3009, %3017
  %3019 = fmul float 2.000000e+00, %3018
  %3020 = fmul float 5.000000e-01, %3019
  %3021 = fadd float %3015, %3020
  %3022 = fmul float %3021, %eta
  %3023 = fsub float %3009, %3022
  %3024 = fmul float 0.000000e+00, %noise_scale31
  %3025 = fadd float %3023, %3024
  store float %3023, ptr %3008, align 4
  br label %slot.done140

slot.done140:                                     ; preds = %slot.then139, %slot.done136
  br label %noise.done

slot.then143:                                     ; preds = %step.exit
  %3026 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature141
  %3027 = load float, ptr %36, align 4
  store float %3027, ptr addrspace(1) %3026, align 4
  br label %slot.done144

slot.done144:                                     ; preds = %slot.then143, %step.exit
  %feature145 = add i64 %lane, 1024
  %valid146 = icmp ult i64 %feature145, %n_features
  %3028 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid146, label %slot.then147, label %slot.done148

slot.then147:                                     ; preds = %slot.done144
  %3029 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature145
  %3030 = load float, ptr %3028, align 4
  store float %3030, ptr addrspace(1) %3029, align 4
  br label %slot.done148

slot.done148:                                     ; preds = %slot.then147, %slot.done144
  %feature149 = add i64 %lane, 2048
  %valid150 = icmp ult i64 %feature149, %n_features
  %3031 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid150, label %slot.then151, label %slot.done152

slot.then151:                                     ; preds = %slot.done148
  %3032 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature149
  %3033 = load float, ptr %3031, align 4
  store float %3033, ptr addrspace(1) %3032, align 4
  br label %slot.done152

slot.done152:                                     ; preds = %slot.then151, %slot.done148
  %feature153 = add i64 %lane, 3072
  %valid154 = icmp ult i64 %feature153, %n_features
  %3034 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid154, label %slot.then155, label %slot.done156

slot.then155:                                     ; preds = %slot.done152
  %3035 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature153
  %3036 = load float, ptr %3034, align 4
  store float %3036, ptr addrspace(1) %3035, align 4
  br label %slot.done156

slot.done156:                                     ; preds = %slot.then155, %slot.done152
  %feature157 = add i64 %lane, 4096
  %valid158 = icmp ult i64 %feature157, %n_features
  %3037 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid158, label %slot.then159, label %slot.done160

slot.then159:                                     ; preds = %slot.done156
  %3038 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature157
  %3039 = load float, ptr %3037, align 4
  store float %3039, ptr addrspace(1) %3038, align 4
  br label %slot.done160

slot.done160:                                     ; preds = %slot.then159, %slot.done156
  %feature161 = add i64 %lane, 5120
  %valid162 = icmp ult i64 %feature161, %n_features
  %3040 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid162, label %slot.then163, label %slot.done164

slot.then163:                                     ; preds = %slot.done160
  %3041 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature161
  %3042 = load float, ptr %3040, align 4
  store float %3042, ptr addrspace(1) %3041, align 4
  br label %slot.done164

slot.done164:                                     ; preds = %slot.then163, %slot.done160
  %feature165 = add i64 %lane, 6144
  %valid166 = icmp ult i64 %feature165, %n_features
  %3043 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid166, label %slot.then167, label %slot.done168

slot.then167:                                     ; preds = %slot.done164
  %3044 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature165
  %3045 = load float, ptr %3043, align 4
  store float %3045, ptr addrspace(1) %3044, align 4
  br label %slot.done168

slot.done168:                                     ; preds = %slot.then167, %slot.done164
  %feature169 = add i64 %lane, 7168
  %valid170 = icmp ult i64 %feature169, %n_features
  %3046 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid170, label %slot.then171, label %slot.done172

slot.then171:                                     ; preds = %slot.done168
  %3047 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature169
  %3048 = load float, ptr %3046, align 4
  store float %3048, ptr addrspace(1) %3047, align 4
  br label %slot.done172

slot.done172:                                     ; preds = %slot.then171, %slot.done168
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }
