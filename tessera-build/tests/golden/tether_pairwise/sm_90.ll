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

row.done:                                         ; preds = %store.done25, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %59, %noise.done ]
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
  br i1 %present, label %store.then24, label %store.done25

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

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %48, %merge.done ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  store float %25, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %26 = load i64, ptr %pairwise_depth, align 8
  %27 = icmp ugt i64 %26, 0
  %28 = sub i64 %26, 1
  %29 = select i1 %27, i64 %28, i64 0
  %30 = getelementptr inbounds float, ptr %pairwise_sums, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = select i1 %27, float %31, float 0.000000e+00
  store float %32, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %33 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %34 = select i1 %33, i64 %top, i64 0
  %35 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = icmp eq i64 %36, %level
  %38 = and i1 %33, %37
  br i1 %38, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %39 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %40 = load float, ptr %39, align 4
  %41 = load float, ptr %item_value, align 4
  %42 = fadd float %40, %41
  store float %42, ptr %item_value, align 4
  %43 = add i64 %level, 1
  store i64 %43, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %44 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %45 = load float, ptr %item_value, align 4
  store float %45, ptr %44, align 4
  %46 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %46, align 8
  %47 = add i64 %depth, 1
  store i64 %47, ptr %pairwise_depth, align 8
  %48 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %56, %pairwise_finish.body ]
  %49 = icmp ult i64 %pairwise_finish, %29
  br i1 %49, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %50 = sub i64 %29, 1
  %51 = sub i64 %50, %pairwise_finish
  %52 = getelementptr inbounds float, ptr %pairwise_sums, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = load float, ptr %pairwise_acc, align 4
  %55 = fadd float %53, %54
  store float %55, ptr %pairwise_acc, align 4
  %56 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %57 = load float, ptr %pairwise_acc, align 4
  %58 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %57, ptr addrspace(3) %58, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %59 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %61 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %64 = load float, ptr addrspace(3) %63, align 4
  %65 = fsub float %64, 4.000000e+00
  %66 = fmul float 2.000000e+00, %65
  %67 = fmul float 0x3F847AE140000000, %66
  %68 = fmul float 2.000000e+00, %62
  %69 = fmul float %67, %68
  %70 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = fsub float %62, %71
  %73 = fmul float 2.000000e+00, %72
  %74 = fmul float 5.000000e-01, %73
  %75 = fadd float %69, %74
  %76 = fmul float %75, %eta
  %77 = fsub float %62, %76
  %78 = mul i64 %row_read, %n_features
  %element = add i64 %78, %feature10
  %79 = trunc i64 %key0 to i32
  %80 = lshr i64 %key0, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %element to i32
  %83 = trunc i64 %key1_step to i32
  %84 = lshr i64 %key1_step, 32
  %85 = trunc i64 %84 to i32
  %86 = lshr i64 %element, 32
  %87 = trunc i64 %86 to i32
  %88 = zext i32 %82 to i64
  %89 = mul i64 3528531795, %88
  %90 = zext i32 %85 to i64
  %91 = mul i64 3449720151, %90
  %92 = lshr i64 %89, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %89 to i32
  %95 = lshr i64 %91, 32
  %96 = trunc i64 %95 to i32
  %97 = trunc i64 %91 to i32
  %98 = xor i32 %96, %83
  %99 = xor i32 %98, %79
  %100 = xor i32 %93, %87
  %101 = xor i32 %100, %81
  %102 = add i32 %79, -1640531527
  %103 = add i32 %81, -1150833019
  %104 = zext i32 %99 to i64
  %105 = mul i64 3528531795, %104
  %106 = zext i32 %101 to i64
  %107 = mul i64 3449720151, %106
  %108 = lshr i64 %105, 32
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %105 to i32
  %111 = lshr i64 %107, 32
  %112 = trunc i64 %111 to i32
  %113 = trunc i64 %107 to i32
  %114 = xor i32 %112, %97
  %115 = xor i32 %114, %102
  %116 = xor i32 %109, %94
  %117 = xor i32 %116, %103
  %118 = add i32 %102, -1640531527
  %119 = add i32 %103, -1150833019
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
  %246 = uitofp i32 %243 to double
  %247 = fadd double %246, 5.000000e-01
  %248 = fmul double %247, 0x3DF0000000000000
  %249 = uitofp i32 %241 to double
  %250 = fadd double %249, 5.000000e-01
  %251 = fmul double %250, 0x3DF0000000000000
  %252 = bitcast double %248 to i64
  %253 = lshr i64 %252, 32
  %254 = add i64 %253, 614242
  %255 = lshr i64 %254, 20
  %256 = sub i64 %255, 1023
  %257 = and i64 %254, 1048575
  %258 = add i64 %257, 1072079006
  %259 = shl i64 %258, 32
  %260 = and i64 %252, 4294967295
  %261 = or i64 %259, %260
  %262 = bitcast i64 %261 to double
  %263 = fsub double %262, 1.000000e+00
  %264 = fmul double 5.000000e-01, %263
  %265 = fmul double %264, %263
  %266 = fadd double 2.000000e+00, %263
  %267 = fdiv double %263, %266
  %268 = fmul double %267, %267
  %269 = fmul double %268, %268
  %270 = fmul double %269, 0x3FC39A09D078C69F
  %271 = fadd double 0x3FCC71C51D8E78AF, %270
  %272 = fmul double %269, %271
  %273 = fadd double 0x3FD999999997FA04, %272
  %274 = fmul double %269, %273
  %275 = fmul double %269, 0x3FC2F112DF3E5244
  %276 = fadd double 0x3FC7466496CB03DE, %275
  %277 = fmul double %269, %276
  %278 = fadd double 0x3FD2492494229359, %277
  %279 = fmul double %269, %278
  %280 = fadd double 0x3FE5555555555593, %279
  %281 = fmul double %268, %280
  %282 = fadd double %281, %274
  %283 = sitofp i64 %256 to double
  %284 = fadd double %265, %282
  %285 = fmul double %267, %284
  %286 = fmul double %283, 0x3DEA39EF35793C76
  %287 = fadd double %285, %286
  %288 = fsub double %287, %265
  %289 = fadd double %288, %263
  %290 = fmul double %283, 0x3FE62E42FEE00000
  %291 = fadd double %289, %290
  %292 = fmul double -2.000000e+00, %291
  %293 = call double @llvm.sqrt.f64(double %292)
  %294 = fmul double 0x401921FB54442D18, %251
  %295 = fmul double %294, 0x3FE45F306DC9C883
  %296 = fadd double %295, 0x4338000000000000
  %297 = bitcast double %296 to i64
  %298 = fsub double %296, 0x4338000000000000
  %299 = fmul double %298, 0x3FF921FB54400000
  %300 = fsub double %294, %299
  %301 = fmul double %298, 0x3DD0B4611A626331
  %302 = fmul double %298, 0x3DD0B4611A600000
  %303 = fsub double %300, %302
  %304 = fmul double %298, 0x3BA3198A2E037073
  %305 = fsub double %300, %303
  %306 = fsub double %305, %302
  %307 = fsub double %304, %306
  %308 = fsub double %300, %301
  %309 = bitcast double %294 to i64
  %310 = lshr i64 %309, 52
  %311 = and i64 %310, 2047
  %312 = bitcast double %308 to i64
  %313 = lshr i64 %312, 52
  %314 = and i64 %313, 2047
  %315 = add i64 %314, 16
  %316 = icmp ult i64 %315, %311
  %317 = select i1 %316, double %303, double %300
  %318 = select i1 %316, double %307, double %301
  %319 = fsub double %317, %318
  %320 = fsub double %317, %319
  %321 = fsub double %320, %318
  %322 = fmul double %319, %319
  %323 = fmul double %322, %322
  %324 = fmul double %322, 0x3EFA01A019CB1590
  %325 = fadd double 0xBF56C16C16C15177, %324
  %326 = fmul double %322, %325
  %327 = fadd double 0x3FA555555555554C, %326
  %328 = fmul double %322, %327
  %329 = fmul double %322, 0xBDA8FAE9BE8838D4
  %330 = fadd double 0x3E21EE9EBDB4B1C4, %329
  %331 = fmul double %322, %330
  %332 = fadd double 0xBE927E4F809C52AD, %331
  %333 = fmul double %323, %323
  %334 = fmul double %333, %332
  %335 = fadd double %328, %334
  %336 = fmul double 5.000000e-01, %322
  %337 = fsub double 1.000000e+00, %336
  %338 = fsub double 1.000000e+00, %337
  %339 = fsub double %338, %336
  %340 = fmul double %322, %335
  %341 = fmul double %319, %321
  %342 = fsub double %340, %341
  %343 = fadd double %339, %342
  %344 = fadd double %337, %343
  %345 = fmul double %319, %319
  %346 = fmul double %345, %345
  %347 = fmul double %345, 0x3EC71DE357B1FE7D
  %348 = fadd double 0xBF2A01A019C161D5, %347
  %349 = fmul double %345, %348
  %350 = fadd double 0x3F8111111110F8A6, %349
  %351 = fmul double %345, 0x3DE5D93A5ACFD57C
  %352 = fadd double 0xBE5AE5E68A2B9CEB, %351
  %353 = fmul double %345, %346
  %354 = fmul double %353, %352
  %355 = fadd double %350, %354
  %356 = fmul double %345, %319
  %357 = fmul double 5.000000e-01, %321
  %358 = fmul double %356, %355
  %359 = fsub double %357, %358
  %360 = fmul double %345, %359
  %361 = fsub double %360, %321
  %362 = fmul double %356, 0xBFC5555555555549
  %363 = fsub double %361, %362
  %364 = fsub double %319, %363
  %365 = fneg double %344
  %366 = fneg double %364
  %367 = and i64 %297, 1
  %368 = and i64 %297, 2
  %369 = icmp eq i64 %367, 1
  %370 = icmp eq i64 %368, 2
  %371 = select i1 %370, double %365, double %344
  %372 = select i1 %370, double %364, double %366
  %373 = select i1 %369, double %372, double %371
  %374 = fmul double %293, %373
  %375 = fptrunc double %374 to float
  %376 = fmul float %375, %noise_scale3
  %377 = fadd float %77, %376
  store float %377, ptr %61, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %378 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %379 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %380 = load float, ptr %379, align 4
  %381 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %382 = load float, ptr addrspace(3) %381, align 4
  %383 = fsub float %382, 4.000000e+00
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 0x3F847AE140000000, %384
  %386 = fmul float 2.000000e+00, %380
  %387 = fmul float %385, %386
  %388 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %389 = load float, ptr addrspace(1) %388, align 4
  %390 = fsub float %380, %389
  %391 = fmul float 2.000000e+00, %390
  %392 = fmul float 5.000000e-01, %391
  %393 = fadd float %387, %392
  %394 = fmul float %393, %eta
  %395 = fsub float %380, %394
  %396 = fmul float 0.000000e+00, %noise_scale3
  %397 = fadd float %395, %396
  store float %395, ptr %379, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then24:                                     ; preds = %step.exit
  %feature26 = add i64 %lane, 0
  %valid27 = icmp ult i64 %feature26, %n_features
  %398 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid27, label %slot.then28, label %slot.done29

store.done25:                                     ; preds = %slot.done29, %step.exit
  br label %row.done

slot.then28:                                      ; preds = %store.then24
  %399 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature26
  %400 = load float, ptr %398, align 4
  store float %400, ptr addrspace(1) %399, align 4
  br label %slot.done29

slot.done29:                                      ; preds = %slot.then28, %store.then24
  br label %store.done25
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
define ptx_kernel void @tessera_tether_pairwise_w32x8(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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

row.done:                                         ; preds = %store.done25, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %59, %noise.done ]
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
  br i1 %present, label %store.then24, label %store.done25

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

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %48, %merge.done ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  store float %25, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %26 = load i64, ptr %pairwise_depth, align 8
  %27 = icmp ugt i64 %26, 0
  %28 = sub i64 %26, 1
  %29 = select i1 %27, i64 %28, i64 0
  %30 = getelementptr inbounds float, ptr %pairwise_sums, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = select i1 %27, float %31, float 0.000000e+00
  store float %32, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %33 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %34 = select i1 %33, i64 %top, i64 0
  %35 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = icmp eq i64 %36, %level
  %38 = and i1 %33, %37
  br i1 %38, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %39 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %40 = load float, ptr %39, align 4
  %41 = load float, ptr %item_value, align 4
  %42 = fadd float %40, %41
  store float %42, ptr %item_value, align 4
  %43 = add i64 %level, 1
  store i64 %43, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %44 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %45 = load float, ptr %item_value, align 4
  store float %45, ptr %44, align 4
  %46 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %46, align 8
  %47 = add i64 %depth, 1
  store i64 %47, ptr %pairwise_depth, align 8
  %48 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %56, %pairwise_finish.body ]
  %49 = icmp ult i64 %pairwise_finish, %29
  br i1 %49, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %50 = sub i64 %29, 1
  %51 = sub i64 %50, %pairwise_finish
  %52 = getelementptr inbounds float, ptr %pairwise_sums, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = load float, ptr %pairwise_acc, align 4
  %55 = fadd float %53, %54
  store float %55, ptr %pairwise_acc, align 4
  %56 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %57 = load float, ptr %pairwise_acc, align 4
  %58 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %57, ptr addrspace(3) %58, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %59 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %61 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %64 = load float, ptr addrspace(3) %63, align 4
  %65 = fsub float %64, 4.000000e+00
  %66 = fmul float 2.000000e+00, %65
  %67 = fmul float 0x3F847AE140000000, %66
  %68 = fmul float 2.000000e+00, %62
  %69 = fmul float %67, %68
  %70 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = fsub float %62, %71
  %73 = fmul float 2.000000e+00, %72
  %74 = fmul float 5.000000e-01, %73
  %75 = fadd float %69, %74
  %76 = fmul float %75, %eta
  %77 = fsub float %62, %76
  %78 = mul i64 %row_read, %n_features
  %element = add i64 %78, %feature10
  %79 = trunc i64 %key0 to i32
  %80 = lshr i64 %key0, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %element to i32
  %83 = trunc i64 %key1_step to i32
  %84 = lshr i64 %key1_step, 32
  %85 = trunc i64 %84 to i32
  %86 = lshr i64 %element, 32
  %87 = trunc i64 %86 to i32
  %88 = zext i32 %82 to i64
  %89 = mul i64 3528531795, %88
  %90 = zext i32 %85 to i64
  %91 = mul i64 3449720151, %90
  %92 = lshr i64 %89, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %89 to i32
  %95 = lshr i64 %91, 32
  %96 = trunc i64 %95 to i32
  %97 = trunc i64 %91 to i32
  %98 = xor i32 %96, %83
  %99 = xor i32 %98, %79
  %100 = xor i32 %93, %87
  %101 = xor i32 %100, %81
  %102 = add i32 %79, -1640531527
  %103 = add i32 %81, -1150833019
  %104 = zext i32 %99 to i64
  %105 = mul i64 3528531795, %104
  %106 = zext i32 %101 to i64
  %107 = mul i64 3449720151, %106
  %108 = lshr i64 %105, 32
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %105 to i32
  %111 = lshr i64 %107, 32
  %112 = trunc i64 %111 to i32
  %113 = trunc i64 %107 to i32
  %114 = xor i32 %112, %97
  %115 = xor i32 %114, %102
  %116 = xor i32 %109, %94
  %117 = xor i32 %116, %103
  %118 = add i32 %102, -1640531527
  %119 = add i32 %103, -1150833019
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
  %246 = uitofp i32 %243 to double
  %247 = fadd double %246, 5.000000e-01
  %248 = fmul double %247, 0x3DF0000000000000
  %249 = uitofp i32 %241 to double
  %250 = fadd double %249, 5.000000e-01
  %251 = fmul double %250, 0x3DF0000000000000
  %252 = bitcast double %248 to i64
  %253 = lshr i64 %252, 32
  %254 = add i64 %253, 614242
  %255 = lshr i64 %254, 20
  %256 = sub i64 %255, 1023
  %257 = and i64 %254, 1048575
  %258 = add i64 %257, 1072079006
  %259 = shl i64 %258, 32
  %260 = and i64 %252, 4294967295
  %261 = or i64 %259, %260
  %262 = bitcast i64 %261 to double
  %263 = fsub double %262, 1.000000e+00
  %264 = fmul double 5.000000e-01, %263
  %265 = fmul double %264, %263
  %266 = fadd double 2.000000e+00, %263
  %267 = fdiv double %263, %266
  %268 = fmul double %267, %267
  %269 = fmul double %268, %268
  %270 = fmul double %269, 0x3FC39A09D078C69F
  %271 = fadd double 0x3FCC71C51D8E78AF, %270
  %272 = fmul double %269, %271
  %273 = fadd double 0x3FD999999997FA04, %272
  %274 = fmul double %269, %273
  %275 = fmul double %269, 0x3FC2F112DF3E5244
  %276 = fadd double 0x3FC7466496CB03DE, %275
  %277 = fmul double %269, %276
  %278 = fadd double 0x3FD2492494229359, %277
  %279 = fmul double %269, %278
  %280 = fadd double 0x3FE5555555555593, %279
  %281 = fmul double %268, %280
  %282 = fadd double %281, %274
  %283 = sitofp i64 %256 to double
  %284 = fadd double %265, %282
  %285 = fmul double %267, %284
  %286 = fmul double %283, 0x3DEA39EF35793C76
  %287 = fadd double %285, %286
  %288 = fsub double %287, %265
  %289 = fadd double %288, %263
  %290 = fmul double %283, 0x3FE62E42FEE00000
  %291 = fadd double %289, %290
  %292 = fmul double -2.000000e+00, %291
  %293 = call double @llvm.sqrt.f64(double %292)
  %294 = fmul double 0x401921FB54442D18, %251
  %295 = fmul double %294, 0x3FE45F306DC9C883
  %296 = fadd double %295, 0x4338000000000000
  %297 = bitcast double %296 to i64
  %298 = fsub double %296, 0x4338000000000000
  %299 = fmul double %298, 0x3FF921FB54400000
  %300 = fsub double %294, %299
  %301 = fmul double %298, 0x3DD0B4611A626331
  %302 = fmul double %298, 0x3DD0B4611A600000
  %303 = fsub double %300, %302
  %304 = fmul double %298, 0x3BA3198A2E037073
  %305 = fsub double %300, %303
  %306 = fsub double %305, %302
  %307 = fsub double %304, %306
  %308 = fsub double %300, %301
  %309 = bitcast double %294 to i64
  %310 = lshr i64 %309, 52
  %311 = and i64 %310, 2047
  %312 = bitcast double %308 to i64
  %313 = lshr i64 %312, 52
  %314 = and i64 %313, 2047
  %315 = add i64 %314, 16
  %316 = icmp ult i64 %315, %311
  %317 = select i1 %316, double %303, double %300
  %318 = select i1 %316, double %307, double %301
  %319 = fsub double %317, %318
  %320 = fsub double %317, %319
  %321 = fsub double %320, %318
  %322 = fmul double %319, %319
  %323 = fmul double %322, %322
  %324 = fmul double %322, 0x3EFA01A019CB1590
  %325 = fadd double 0xBF56C16C16C15177, %324
  %326 = fmul double %322, %325
  %327 = fadd double 0x3FA555555555554C, %326
  %328 = fmul double %322, %327
  %329 = fmul double %322, 0xBDA8FAE9BE8838D4
  %330 = fadd double 0x3E21EE9EBDB4B1C4, %329
  %331 = fmul double %322, %330
  %332 = fadd double 0xBE927E4F809C52AD, %331
  %333 = fmul double %323, %323
  %334 = fmul double %333, %332
  %335 = fadd double %328, %334
  %336 = fmul double 5.000000e-01, %322
  %337 = fsub double 1.000000e+00, %336
  %338 = fsub double 1.000000e+00, %337
  %339 = fsub double %338, %336
  %340 = fmul double %322, %335
  %341 = fmul double %319, %321
  %342 = fsub double %340, %341
  %343 = fadd double %339, %342
  %344 = fadd double %337, %343
  %345 = fmul double %319, %319
  %346 = fmul double %345, %345
  %347 = fmul double %345, 0x3EC71DE357B1FE7D
  %348 = fadd double 0xBF2A01A019C161D5, %347
  %349 = fmul double %345, %348
  %350 = fadd double 0x3F8111111110F8A6, %349
  %351 = fmul double %345, 0x3DE5D93A5ACFD57C
  %352 = fadd double 0xBE5AE5E68A2B9CEB, %351
  %353 = fmul double %345, %346
  %354 = fmul double %353, %352
  %355 = fadd double %350, %354
  %356 = fmul double %345, %319
  %357 = fmul double 5.000000e-01, %321
  %358 = fmul double %356, %355
  %359 = fsub double %357, %358
  %360 = fmul double %345, %359
  %361 = fsub double %360, %321
  %362 = fmul double %356, 0xBFC5555555555549
  %363 = fsub double %361, %362
  %364 = fsub double %319, %363
  %365 = fneg double %344
  %366 = fneg double %364
  %367 = and i64 %297, 1
  %368 = and i64 %297, 2
  %369 = icmp eq i64 %367, 1
  %370 = icmp eq i64 %368, 2
  %371 = select i1 %370, double %365, double %344
  %372 = select i1 %370, double %364, double %366
  %373 = select i1 %369, double %372, double %371
  %374 = fmul double %293, %373
  %375 = fptrunc double %374 to float
  %376 = fmul float %375, %noise_scale3
  %377 = fadd float %77, %376
  store float %377, ptr %61, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %378 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %379 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %380 = load float, ptr %379, align 4
  %381 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %382 = load float, ptr addrspace(3) %381, align 4
  %383 = fsub float %382, 4.000000e+00
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 0x3F847AE140000000, %384
  %386 = fmul float 2.000000e+00, %380
  %387 = fmul float %385, %386
  %388 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %389 = load float, ptr addrspace(1) %388, align 4
  %390 = fsub float %380, %389
  %391 = fmul float 2.000000e+00, %390
  %392 = fmul float 5.000000e-01, %391
  %393 = fadd float %387, %392
  %394 = fmul float %393, %eta
  %395 = fsub float %380, %394
  %396 = fmul float 0.000000e+00, %noise_scale3
  %397 = fadd float %395, %396
  store float %395, ptr %379, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then24:                                     ; preds = %step.exit
  %feature26 = add i64 %lane, 0
  %valid27 = icmp ult i64 %feature26, %n_features
  %398 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid27, label %slot.then28, label %slot.done29

store.done25:                                     ; preds = %slot.done29, %step.exit
  br label %row.done

slot.then28:                                      ; preds = %store.then24
  %399 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature26
  %400 = load float, ptr %398, align 4
  store float %400, ptr addrspace(1) %399, align 4
  br label %slot.done29

slot.done29:                                      ; preds = %slot.then28, %store.then24
  br label %store.done25
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w64x4(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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

row.done:                                         ; preds = %store.done25, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %59, %noise.done ]
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
  br i1 %present, label %store.then24, label %store.done25

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

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %48, %merge.done ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  store float %25, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %26 = load i64, ptr %pairwise_depth, align 8
  %27 = icmp ugt i64 %26, 0
  %28 = sub i64 %26, 1
  %29 = select i1 %27, i64 %28, i64 0
  %30 = getelementptr inbounds float, ptr %pairwise_sums, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = select i1 %27, float %31, float 0.000000e+00
  store float %32, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %33 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %34 = select i1 %33, i64 %top, i64 0
  %35 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = icmp eq i64 %36, %level
  %38 = and i1 %33, %37
  br i1 %38, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %39 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %40 = load float, ptr %39, align 4
  %41 = load float, ptr %item_value, align 4
  %42 = fadd float %40, %41
  store float %42, ptr %item_value, align 4
  %43 = add i64 %level, 1
  store i64 %43, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %44 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %45 = load float, ptr %item_value, align 4
  store float %45, ptr %44, align 4
  %46 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %46, align 8
  %47 = add i64 %depth, 1
  store i64 %47, ptr %pairwise_depth, align 8
  %48 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %56, %pairwise_finish.body ]
  %49 = icmp ult i64 %pairwise_finish, %29
  br i1 %49, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %50 = sub i64 %29, 1
  %51 = sub i64 %50, %pairwise_finish
  %52 = getelementptr inbounds float, ptr %pairwise_sums, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = load float, ptr %pairwise_acc, align 4
  %55 = fadd float %53, %54
  store float %55, ptr %pairwise_acc, align 4
  %56 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %57 = load float, ptr %pairwise_acc, align 4
  %58 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %57, ptr addrspace(3) %58, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %59 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %61 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %64 = load float, ptr addrspace(3) %63, align 4
  %65 = fsub float %64, 4.000000e+00
  %66 = fmul float 2.000000e+00, %65
  %67 = fmul float 0x3F847AE140000000, %66
  %68 = fmul float 2.000000e+00, %62
  %69 = fmul float %67, %68
  %70 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = fsub float %62, %71
  %73 = fmul float 2.000000e+00, %72
  %74 = fmul float 5.000000e-01, %73
  %75 = fadd float %69, %74
  %76 = fmul float %75, %eta
  %77 = fsub float %62, %76
  %78 = mul i64 %row_read, %n_features
  %element = add i64 %78, %feature10
  %79 = trunc i64 %key0 to i32
  %80 = lshr i64 %key0, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %element to i32
  %83 = trunc i64 %key1_step to i32
  %84 = lshr i64 %key1_step, 32
  %85 = trunc i64 %84 to i32
  %86 = lshr i64 %element, 32
  %87 = trunc i64 %86 to i32
  %88 = zext i32 %82 to i64
  %89 = mul i64 3528531795, %88
  %90 = zext i32 %85 to i64
  %91 = mul i64 3449720151, %90
  %92 = lshr i64 %89, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %89 to i32
  %95 = lshr i64 %91, 32
  %96 = trunc i64 %95 to i32
  %97 = trunc i64 %91 to i32
  %98 = xor i32 %96, %83
  %99 = xor i32 %98, %79
  %100 = xor i32 %93, %87
  %101 = xor i32 %100, %81
  %102 = add i32 %79, -1640531527
  %103 = add i32 %81, -1150833019
  %104 = zext i32 %99 to i64
  %105 = mul i64 3528531795, %104
  %106 = zext i32 %101 to i64
  %107 = mul i64 3449720151, %106
  %108 = lshr i64 %105, 32
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %105 to i32
  %111 = lshr i64 %107, 32
  %112 = trunc i64 %111 to i32
  %113 = trunc i64 %107 to i32
  %114 = xor i32 %112, %97
  %115 = xor i32 %114, %102
  %116 = xor i32 %109, %94
  %117 = xor i32 %116, %103
  %118 = add i32 %102, -1640531527
  %119 = add i32 %103, -1150833019
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
  %246 = uitofp i32 %243 to double
  %247 = fadd double %246, 5.000000e-01
  %248 = fmul double %247, 0x3DF0000000000000
  %249 = uitofp i32 %241 to double
  %250 = fadd double %249, 5.000000e-01
  %251 = fmul double %250, 0x3DF0000000000000
  %252 = bitcast double %248 to i64
  %253 = lshr i64 %252, 32
  %254 = add i64 %253, 614242
  %255 = lshr i64 %254, 20
  %256 = sub i64 %255, 1023
  %257 = and i64 %254, 1048575
  %258 = add i64 %257, 1072079006
  %259 = shl i64 %258, 32
  %260 = and i64 %252, 4294967295
  %261 = or i64 %259, %260
  %262 = bitcast i64 %261 to double
  %263 = fsub double %262, 1.000000e+00
  %264 = fmul double 5.000000e-01, %263
  %265 = fmul double %264, %263
  %266 = fadd double 2.000000e+00, %263
  %267 = fdiv double %263, %266
  %268 = fmul double %267, %267
  %269 = fmul double %268, %268
  %270 = fmul double %269, 0x3FC39A09D078C69F
  %271 = fadd double 0x3FCC71C51D8E78AF, %270
  %272 = fmul double %269, %271
  %273 = fadd double 0x3FD999999997FA04, %272
  %274 = fmul double %269, %273
  %275 = fmul double %269, 0x3FC2F112DF3E5244
  %276 = fadd double 0x3FC7466496CB03DE, %275
  %277 = fmul double %269, %276
  %278 = fadd double 0x3FD2492494229359, %277
  %279 = fmul double %269, %278
  %280 = fadd double 0x3FE5555555555593, %279
  %281 = fmul double %268, %280
  %282 = fadd double %281, %274
  %283 = sitofp i64 %256 to double
  %284 = fadd double %265, %282
  %285 = fmul double %267, %284
  %286 = fmul double %283, 0x3DEA39EF35793C76
  %287 = fadd double %285, %286
  %288 = fsub double %287, %265
  %289 = fadd double %288, %263
  %290 = fmul double %283, 0x3FE62E42FEE00000
  %291 = fadd double %289, %290
  %292 = fmul double -2.000000e+00, %291
  %293 = call double @llvm.sqrt.f64(double %292)
  %294 = fmul double 0x401921FB54442D18, %251
  %295 = fmul double %294, 0x3FE45F306DC9C883
  %296 = fadd double %295, 0x4338000000000000
  %297 = bitcast double %296 to i64
  %298 = fsub double %296, 0x4338000000000000
  %299 = fmul double %298, 0x3FF921FB54400000
  %300 = fsub double %294, %299
  %301 = fmul double %298, 0x3DD0B4611A626331
  %302 = fmul double %298, 0x3DD0B4611A600000
  %303 = fsub double %300, %302
  %304 = fmul double %298, 0x3BA3198A2E037073
  %305 = fsub double %300, %303
  %306 = fsub double %305, %302
  %307 = fsub double %304, %306
  %308 = fsub double %300, %301
  %309 = bitcast double %294 to i64
  %310 = lshr i64 %309, 52
  %311 = and i64 %310, 2047
  %312 = bitcast double %308 to i64
  %313 = lshr i64 %312, 52
  %314 = and i64 %313, 2047
  %315 = add i64 %314, 16
  %316 = icmp ult i64 %315, %311
  %317 = select i1 %316, double %303, double %300
  %318 = select i1 %316, double %307, double %301
  %319 = fsub double %317, %318
  %320 = fsub double %317, %319
  %321 = fsub double %320, %318
  %322 = fmul double %319, %319
  %323 = fmul double %322, %322
  %324 = fmul double %322, 0x3EFA01A019CB1590
  %325 = fadd double 0xBF56C16C16C15177, %324
  %326 = fmul double %322, %325
  %327 = fadd double 0x3FA555555555554C, %326
  %328 = fmul double %322, %327
  %329 = fmul double %322, 0xBDA8FAE9BE8838D4
  %330 = fadd double 0x3E21EE9EBDB4B1C4, %329
  %331 = fmul double %322, %330
  %332 = fadd double 0xBE927E4F809C52AD, %331
  %333 = fmul double %323, %323
  %334 = fmul double %333, %332
  %335 = fadd double %328, %334
  %336 = fmul double 5.000000e-01, %322
  %337 = fsub double 1.000000e+00, %336
  %338 = fsub double 1.000000e+00, %337
  %339 = fsub double %338, %336
  %340 = fmul double %322, %335
  %341 = fmul double %319, %321
  %342 = fsub double %340, %341
  %343 = fadd double %339, %342
  %344 = fadd double %337, %343
  %345 = fmul double %319, %319
  %346 = fmul double %345, %345
  %347 = fmul double %345, 0x3EC71DE357B1FE7D
  %348 = fadd double 0xBF2A01A019C161D5, %347
  %349 = fmul double %345, %348
  %350 = fadd double 0x3F8111111110F8A6, %349
  %351 = fmul double %345, 0x3DE5D93A5ACFD57C
  %352 = fadd double 0xBE5AE5E68A2B9CEB, %351
  %353 = fmul double %345, %346
  %354 = fmul double %353, %352
  %355 = fadd double %350, %354
  %356 = fmul double %345, %319
  %357 = fmul double 5.000000e-01, %321
  %358 = fmul double %356, %355
  %359 = fsub double %357, %358
  %360 = fmul double %345, %359
  %361 = fsub double %360, %321
  %362 = fmul double %356, 0xBFC5555555555549
  %363 = fsub double %361, %362
  %364 = fsub double %319, %363
  %365 = fneg double %344
  %366 = fneg double %364
  %367 = and i64 %297, 1
  %368 = and i64 %297, 2
  %369 = icmp eq i64 %367, 1
  %370 = icmp eq i64 %368, 2
  %371 = select i1 %370, double %365, double %344
  %372 = select i1 %370, double %364, double %366
  %373 = select i1 %369, double %372, double %371
  %374 = fmul double %293, %373
  %375 = fptrunc double %374 to float
  %376 = fmul float %375, %noise_scale3
  %377 = fadd float %77, %376
  store float %377, ptr %61, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %378 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %379 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %380 = load float, ptr %379, align 4
  %381 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %382 = load float, ptr addrspace(3) %381, align 4
  %383 = fsub float %382, 4.000000e+00
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 0x3F847AE140000000, %384
  %386 = fmul float 2.000000e+00, %380
  %387 = fmul float %385, %386
  %388 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %389 = load float, ptr addrspace(1) %388, align 4
  %390 = fsub float %380, %389
  %391 = fmul float 2.000000e+00, %390
  %392 = fmul float 5.000000e-01, %391
  %393 = fadd float %387, %392
  %394 = fmul float %393, %eta
  %395 = fsub float %380, %394
  %396 = fmul float 0.000000e+00, %noise_scale3
  %397 = fadd float %395, %396
  store float %395, ptr %379, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then24:                                     ; preds = %step.exit
  %feature26 = add i64 %lane, 0
  %valid27 = icmp ult i64 %feature26, %n_features
  %398 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid27, label %slot.then28, label %slot.done29

store.done25:                                     ; preds = %slot.done29, %step.exit
  br label %row.done

slot.then28:                                      ; preds = %store.then24
  %399 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature26
  %400 = load float, ptr %398, align 4
  store float %400, ptr addrspace(1) %399, align 4
  br label %slot.done29

slot.done29:                                      ; preds = %slot.then28, %store.then24
  br label %store.done25
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w128x2(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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

row.done:                                         ; preds = %store.done25, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %59, %noise.done ]
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
  br i1 %present, label %store.then24, label %store.done25

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

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %48, %merge.done ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  store float %25, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %26 = load i64, ptr %pairwise_depth, align 8
  %27 = icmp ugt i64 %26, 0
  %28 = sub i64 %26, 1
  %29 = select i1 %27, i64 %28, i64 0
  %30 = getelementptr inbounds float, ptr %pairwise_sums, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = select i1 %27, float %31, float 0.000000e+00
  store float %32, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %33 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %34 = select i1 %33, i64 %top, i64 0
  %35 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %34
  %36 = load i64, ptr %35, align 8
  %37 = icmp eq i64 %36, %level
  %38 = and i1 %33, %37
  br i1 %38, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %39 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %40 = load float, ptr %39, align 4
  %41 = load float, ptr %item_value, align 4
  %42 = fadd float %40, %41
  store float %42, ptr %item_value, align 4
  %43 = add i64 %level, 1
  store i64 %43, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %44 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %45 = load float, ptr %item_value, align 4
  store float %45, ptr %44, align 4
  %46 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %46, align 8
  %47 = add i64 %depth, 1
  store i64 %47, ptr %pairwise_depth, align 8
  %48 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %56, %pairwise_finish.body ]
  %49 = icmp ult i64 %pairwise_finish, %29
  br i1 %49, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %50 = sub i64 %29, 1
  %51 = sub i64 %50, %pairwise_finish
  %52 = getelementptr inbounds float, ptr %pairwise_sums, i64 %51
  %53 = load float, ptr %52, align 4
  %54 = load float, ptr %pairwise_acc, align 4
  %55 = fadd float %53, %54
  store float %55, ptr %pairwise_acc, align 4
  %56 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %57 = load float, ptr %pairwise_acc, align 4
  %58 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %57, ptr addrspace(3) %58, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %59 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %61 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %64 = load float, ptr addrspace(3) %63, align 4
  %65 = fsub float %64, 4.000000e+00
  %66 = fmul float 2.000000e+00, %65
  %67 = fmul float 0x3F847AE140000000, %66
  %68 = fmul float 2.000000e+00, %62
  %69 = fmul float %67, %68
  %70 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %71 = load float, ptr addrspace(1) %70, align 4
  %72 = fsub float %62, %71
  %73 = fmul float 2.000000e+00, %72
  %74 = fmul float 5.000000e-01, %73
  %75 = fadd float %69, %74
  %76 = fmul float %75, %eta
  %77 = fsub float %62, %76
  %78 = mul i64 %row_read, %n_features
  %element = add i64 %78, %feature10
  %79 = trunc i64 %key0 to i32
  %80 = lshr i64 %key0, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %element to i32
  %83 = trunc i64 %key1_step to i32
  %84 = lshr i64 %key1_step, 32
  %85 = trunc i64 %84 to i32
  %86 = lshr i64 %element, 32
  %87 = trunc i64 %86 to i32
  %88 = zext i32 %82 to i64
  %89 = mul i64 3528531795, %88
  %90 = zext i32 %85 to i64
  %91 = mul i64 3449720151, %90
  %92 = lshr i64 %89, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %89 to i32
  %95 = lshr i64 %91, 32
  %96 = trunc i64 %95 to i32
  %97 = trunc i64 %91 to i32
  %98 = xor i32 %96, %83
  %99 = xor i32 %98, %79
  %100 = xor i32 %93, %87
  %101 = xor i32 %100, %81
  %102 = add i32 %79, -1640531527
  %103 = add i32 %81, -1150833019
  %104 = zext i32 %99 to i64
  %105 = mul i64 3528531795, %104
  %106 = zext i32 %101 to i64
  %107 = mul i64 3449720151, %106
  %108 = lshr i64 %105, 32
  %109 = trunc i64 %108 to i32
  %110 = trunc i64 %105 to i32
  %111 = lshr i64 %107, 32
  %112 = trunc i64 %111 to i32
  %113 = trunc i64 %107 to i32
  %114 = xor i32 %112, %97
  %115 = xor i32 %114, %102
  %116 = xor i32 %109, %94
  %117 = xor i32 %116, %103
  %118 = add i32 %102, -1640531527
  %119 = add i32 %103, -1150833019
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
  %246 = uitofp i32 %243 to double
  %247 = fadd double %246, 5.000000e-01
  %248 = fmul double %247, 0x3DF0000000000000
  %249 = uitofp i32 %241 to double
  %250 = fadd double %249, 5.000000e-01
  %251 = fmul double %250, 0x3DF0000000000000
  %252 = bitcast double %248 to i64
  %253 = lshr i64 %252, 32
  %254 = add i64 %253, 614242
  %255 = lshr i64 %254, 20
  %256 = sub i64 %255, 1023
  %257 = and i64 %254, 1048575
  %258 = add i64 %257, 1072079006
  %259 = shl i64 %258, 32
  %260 = and i64 %252, 4294967295
  %261 = or i64 %259, %260
  %262 = bitcast i64 %261 to double
  %263 = fsub double %262, 1.000000e+00
  %264 = fmul double 5.000000e-01, %263
  %265 = fmul double %264, %263
  %266 = fadd double 2.000000e+00, %263
  %267 = fdiv double %263, %266
  %268 = fmul double %267, %267
  %269 = fmul double %268, %268
  %270 = fmul double %269, 0x3FC39A09D078C69F
  %271 = fadd double 0x3FCC71C51D8E78AF, %270
  %272 = fmul double %269, %271
  %273 = fadd double 0x3FD999999997FA04, %272
  %274 = fmul double %269, %273
  %275 = fmul double %269, 0x3FC2F112DF3E5244
  %276 = fadd double 0x3FC7466496CB03DE, %275
  %277 = fmul double %269, %276
  %278 = fadd double 0x3FD2492494229359, %277
  %279 = fmul double %269, %278
  %280 = fadd double 0x3FE5555555555593, %279
  %281 = fmul double %268, %280
  %282 = fadd double %281, %274
  %283 = sitofp i64 %256 to double
  %284 = fadd double %265, %282
  %285 = fmul double %267, %284
  %286 = fmul double %283, 0x3DEA39EF35793C76
  %287 = fadd double %285, %286
  %288 = fsub double %287, %265
  %289 = fadd double %288, %263
  %290 = fmul double %283, 0x3FE62E42FEE00000
  %291 = fadd double %289, %290
  %292 = fmul double -2.000000e+00, %291
  %293 = call double @llvm.sqrt.f64(double %292)
  %294 = fmul double 0x401921FB54442D18, %251
  %295 = fmul double %294, 0x3FE45F306DC9C883
  %296 = fadd double %295, 0x4338000000000000
  %297 = bitcast double %296 to i64
  %298 = fsub double %296, 0x4338000000000000
  %299 = fmul double %298, 0x3FF921FB54400000
  %300 = fsub double %294, %299
  %301 = fmul double %298, 0x3DD0B4611A626331
  %302 = fmul double %298, 0x3DD0B4611A600000
  %303 = fsub double %300, %302
  %304 = fmul double %298, 0x3BA3198A2E037073
  %305 = fsub double %300, %303
  %306 = fsub double %305, %302
  %307 = fsub double %304, %306
  %308 = fsub double %300, %301
  %309 = bitcast double %294 to i64
  %310 = lshr i64 %309, 52
  %311 = and i64 %310, 2047
  %312 = bitcast double %308 to i64
  %313 = lshr i64 %312, 52
  %314 = and i64 %313, 2047
  %315 = add i64 %314, 16
  %316 = icmp ult i64 %315, %311
  %317 = select i1 %316, double %303, double %300
  %318 = select i1 %316, double %307, double %301
  %319 = fsub double %317, %318
  %320 = fsub double %317, %319
  %321 = fsub double %320, %318
  %322 = fmul double %319, %319
  %323 = fmul double %322, %322
  %324 = fmul double %322, 0x3EFA01A019CB1590
  %325 = fadd double 0xBF56C16C16C15177, %324
  %326 = fmul double %322, %325
  %327 = fadd double 0x3FA555555555554C, %326
  %328 = fmul double %322, %327
  %329 = fmul double %322, 0xBDA8FAE9BE8838D4
  %330 = fadd double 0x3E21EE9EBDB4B1C4, %329
  %331 = fmul double %322, %330
  %332 = fadd double 0xBE927E4F809C52AD, %331
  %333 = fmul double %323, %323
  %334 = fmul double %333, %332
  %335 = fadd double %328, %334
  %336 = fmul double 5.000000e-01, %322
  %337 = fsub double 1.000000e+00, %336
  %338 = fsub double 1.000000e+00, %337
  %339 = fsub double %338, %336
  %340 = fmul double %322, %335
  %341 = fmul double %319, %321
  %342 = fsub double %340, %341
  %343 = fadd double %339, %342
  %344 = fadd double %337, %343
  %345 = fmul double %319, %319
  %346 = fmul double %345, %345
  %347 = fmul double %345, 0x3EC71DE357B1FE7D
  %348 = fadd double 0xBF2A01A019C161D5, %347
  %349 = fmul double %345, %348
  %350 = fadd double 0x3F8111111110F8A6, %349
  %351 = fmul double %345, 0x3DE5D93A5ACFD57C
  %352 = fadd double 0xBE5AE5E68A2B9CEB, %351
  %353 = fmul double %345, %346
  %354 = fmul double %353, %352
  %355 = fadd double %350, %354
  %356 = fmul double %345, %319
  %357 = fmul double 5.000000e-01, %321
  %358 = fmul double %356, %355
  %359 = fsub double %357, %358
  %360 = fmul double %345, %359
  %361 = fsub double %360, %321
  %362 = fmul double %356, 0xBFC5555555555549
  %363 = fsub double %361, %362
  %364 = fsub double %319, %363
  %365 = fneg double %344
  %366 = fneg double %364
  %367 = and i64 %297, 1
  %368 = and i64 %297, 2
  %369 = icmp eq i64 %367, 1
  %370 = icmp eq i64 %368, 2
  %371 = select i1 %370, double %365, double %344
  %372 = select i1 %370, double %364, double %366
  %373 = select i1 %369, double %372, double %371
  %374 = fmul double %293, %373
  %375 = fptrunc double %374 to float
  %376 = fmul float %375, %noise_scale3
  %377 = fadd float %77, %376
  store float %377, ptr %61, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %378 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %379 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %380 = load float, ptr %379, align 4
  %381 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %382 = load float, ptr addrspace(3) %381, align 4
  %383 = fsub float %382, 4.000000e+00
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 0x3F847AE140000000, %384
  %386 = fmul float 2.000000e+00, %380
  %387 = fmul float %385, %386
  %388 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %389 = load float, ptr addrspace(1) %388, align 4
  %390 = fsub float %380, %389
  %391 = fmul float 2.000000e+00, %390
  %392 = fmul float 5.000000e-01, %391
  %393 = fadd float %387, %392
  %394 = fmul float %393, %eta
  %395 = fsub float %380, %394
  %396 = fmul float 0.000000e+00, %noise_scale3
  %397 = fadd float %395, %396
  store float %395, ptr %379, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then24:                                     ; preds = %step.exit
  %feature26 = add i64 %lane, 0
  %valid27 = icmp ult i64 %feature26, %n_features
  %398 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid27, label %slot.then28, label %slot.done29

store.done25:                                     ; preds = %slot.done29, %step.exit
  br label %row.done

slot.then28:                                      ; preds = %store.then24
  %399 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature26
  %400 = load float, ptr %398, align 4
  store float %400, ptr addrspace(1) %399, align 4
  br label %slot.done29

slot.done29:                                      ; preds = %slot.then28, %store.then24
  br label %store.done25
}

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
  br label %fold_sums.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %44, %merge.done ]
  %19 = icmp ult i64 %fold_sums, %n_features
  br i1 %19, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold_sums
  %21 = load float, ptr addrspace(3) %20, align 4
  store float %21, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %22 = load i64, ptr %pairwise_depth, align 8
  %23 = icmp ugt i64 %22, 0
  %24 = sub i64 %22, 1
  %25 = select i1 %23, i64 %24, i64 0
  %26 = getelementptr inbounds float, ptr %pairwise_sums, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = select i1 %23, float %27, float 0.000000e+00
  store float %28, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
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
  %44 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %52, %pairwise_finish.body ]
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
  %371 = fmul float %370, %noise_scale3
  %372 = fadd float %72, %371
  store float %372, ptr %57, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %373 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done17
  %374 = load float, ptr %373, align 4
  %375 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %376 = fsub float %375, 4.000000e+00
  %377 = fmul float 2.000000e+00, %376
  %378 = fmul float 0x3F847AE140000000, %377
  %379 = fmul float 2.000000e+00, %374
  %380 = fmul float %378, %379
  %381 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %382 = load float, ptr addrspace(1) %381, align 4
  %383 = fsub float %374, %382
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 5.000000e-01, %384
  %386 = fadd float %380, %385
  %387 = fmul float %386, %eta
  %388 = fsub float %374, %387
  %389 = fmul float 0.000000e+00, %noise_scale3
  %390 = fadd float %388, %389
  store float %388, ptr %373, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done17
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %391 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %392 = load float, ptr %15, align 4
  store float %392, ptr addrspace(1) %391, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w512(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
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
  %18 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature4
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

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %44, %merge.done ]
  %19 = icmp ult i64 %fold_sums, %n_features
  br i1 %19, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %fold_sums
  %21 = load float, ptr addrspace(3) %20, align 4
  store float %21, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %22 = load i64, ptr %pairwise_depth, align 8
  %23 = icmp ugt i64 %22, 0
  %24 = sub i64 %22, 1
  %25 = select i1 %23, i64 %24, i64 0
  %26 = getelementptr inbounds float, ptr %pairwise_sums, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = select i1 %23, float %27, float 0.000000e+00
  store float %28, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
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
  %44 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %52, %pairwise_finish.body ]
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
  store float %53, ptr addrspace(3) @tessera_uniforms_w512, align 4
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
  %59 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
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
  %371 = fmul float %370, %noise_scale3
  %372 = fadd float %72, %371
  store float %372, ptr %57, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %373 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done17
  %374 = load float, ptr %373, align 4
  %375 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %376 = fsub float %375, 4.000000e+00
  %377 = fmul float 2.000000e+00, %376
  %378 = fmul float 0x3F847AE140000000, %377
  %379 = fmul float 2.000000e+00, %374
  %380 = fmul float %378, %379
  %381 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %382 = load float, ptr addrspace(1) %381, align 4
  %383 = fsub float %374, %382
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 5.000000e-01, %384
  %386 = fadd float %380, %385
  %387 = fmul float %386, %eta
  %388 = fsub float %374, %387
  %389 = fmul float 0.000000e+00, %noise_scale3
  %390 = fadd float %388, %389
  store float %388, ptr %373, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done17
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %391 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %392 = load float, ptr %15, align 4
  store float %392, ptr addrspace(1) %391, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
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
  br label %fold_sums.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %44, %merge.done ]
  %19 = icmp ult i64 %fold_sums, %n_features
  br i1 %19, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %21 = load float, ptr addrspace(3) %20, align 4
  store float %21, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %22 = load i64, ptr %pairwise_depth, align 8
  %23 = icmp ugt i64 %22, 0
  %24 = sub i64 %22, 1
  %25 = select i1 %23, i64 %24, i64 0
  %26 = getelementptr inbounds float, ptr %pairwise_sums, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = select i1 %23, float %27, float 0.000000e+00
  store float %28, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
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
  %44 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %52, %pairwise_finish.body ]
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
  %371 = fmul float %370, %noise_scale3
  %372 = fadd float %72, %371
  store float %372, ptr %57, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %373 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done17
  %374 = load float, ptr %373, align 4
  %375 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %376 = fsub float %375, 4.000000e+00
  %377 = fmul float 2.000000e+00, %376
  %378 = fmul float 0x3F847AE140000000, %377
  %379 = fmul float 2.000000e+00, %374
  %380 = fmul float %378, %379
  %381 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %382 = load float, ptr addrspace(1) %381, align 4
  %383 = fsub float %374, %382
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 5.000000e-01, %384
  %386 = fadd float %380, %385
  %387 = fmul float %386, %eta
  %388 = fsub float %374, %387
  %389 = fmul float 0.000000e+00, %noise_scale3
  %390 = fadd float %388, %389
  store float %388, ptr %373, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done17
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %391 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %392 = load float, ptr %15, align 4
  store float %392, ptr addrspace(1) %391, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w2048(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
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
  br label %fold_sums.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %51, %merge.done ]
  %26 = icmp ult i64 %fold_sums, %n_features
  br i1 %26, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold_sums
  %28 = load float, ptr addrspace(3) %27, align 4
  store float %28, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load i64, ptr %pairwise_depth, align 8
  %30 = icmp ugt i64 %29, 0
  %31 = sub i64 %29, 1
  %32 = select i1 %30, i64 %31, i64 0
  %33 = getelementptr inbounds float, ptr %pairwise_sums, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = select i1 %30, float %34, float 0.000000e+00
  store float %35, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
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
  %51 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %59, %pairwise_finish.body ]
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
  %254 = bitcast double %250 to i64
  %255 = lshr i64 %254, 32
  %256 = add i64 %255, 614242
  %257 = lshr i64 %256, 20
  %258 = sub i64 %257, 1023
  %259 = and i64 %256, 1048575
  %260 = add i64 %259, 1072079006
  %261 = shl i64 %260, 32
  %262 = and i64 %254, 4294967295
  %263 = or i64 %261, %262
  %264 = bitcast i64 %263 to double
  %265 = fsub double %264, 1.000000e+00
  %266 = fmul double 5.000000e-01, %265
  %267 = fmul double %266, %265
  %268 = fadd double 2.000000e+00, %265
  %269 = fdiv double %265, %268
  %270 = fmul double %269, %269
  %271 = fmul double %270, %270
  %272 = fmul double %271, 0x3FC39A09D078C69F
  %273 = fadd double 0x3FCC71C51D8E78AF, %272
  %274 = fmul double %271, %273
  %275 = fadd double 0x3FD999999997FA04, %274
  %276 = fmul double %271, %275
  %277 = fmul double %271, 0x3FC2F112DF3E5244
  %278 = fadd double 0x3FC7466496CB03DE, %277
  %279 = fmul double %271, %278
  %280 = fadd double 0x3FD2492494229359, %279
  %281 = fmul double %271, %280
  %282 = fadd double 0x3FE5555555555593, %281
  %283 = fmul double %270, %282
  %284 = fadd double %283, %276
  %285 = sitofp i64 %258 to double
  %286 = fadd double %267, %284
  %287 = fmul double %269, %286
  %288 = fmul double %285, 0x3DEA39EF35793C76
  %289 = fadd double %287, %288
  %290 = fsub double %289, %267
  %291 = fadd double %290, %265
  %292 = fmul double %285, 0x3FE62E42FEE00000
  %293 = fadd double %291, %292
  %294 = fmul double -2.000000e+00, %293
  %295 = call double @llvm.sqrt.f64(double %294)
  %296 = fmul double 0x401921FB54442D18, %253
  %297 = fmul double %296, 0x3FE45F306DC9C883
  %298 = fadd double %297, 0x4338000000000000
  %299 = bitcast double %298 to i64
  %300 = fsub double %298, 0x4338000000000000
  %301 = fmul double %300, 0x3FF921FB54400000
  %302 = fsub double %296, %301
  %303 = fmul double %300, 0x3DD0B4611A626331
  %304 = fmul double %300, 0x3DD0B4611A600000
  %305 = fsub double %302, %304
  %306 = fmul double %300, 0x3BA3198A2E037073
  %307 = fsub double %302, %305
  %308 = fsub double %307, %304
  %309 = fsub double %306, %308
  %310 = fsub double %302, %303
  %311 = bitcast double %296 to i64
  %312 = lshr i64 %311, 52
  %313 = and i64 %312, 2047
  %314 = bitcast double %310 to i64
  %315 = lshr i64 %314, 52
  %316 = and i64 %315, 2047
  %317 = add i64 %316, 16
  %318 = icmp ult i64 %317, %313
  %319 = select i1 %318, double %305, double %302
  %320 = select i1 %318, double %309, double %303
  %321 = fsub double %319, %320
  %322 = fsub double %319, %321
  %323 = fsub double %322, %320
  %324 = fmul double %321, %321
  %325 = fmul double %324, %324
  %326 = fmul double %324, 0x3EFA01A019CB1590
  %327 = fadd double 0xBF56C16C16C15177, %326
  %328 = fmul double %324, %327
  %329 = fadd double 0x3FA555555555554C, %328
  %330 = fmul double %324, %329
  %331 = fmul double %324, 0xBDA8FAE9BE8838D4
  %332 = fadd double 0x3E21EE9EBDB4B1C4, %331
  %333 = fmul double %324, %332
  %334 = fadd double 0xBE927E4F809C52AD, %333
  %335 = fmul double %325, %325
  %336 = fmul double %335, %334
  %337 = fadd double %330, %336
  %338 = fmul double 5.000000e-01, %324
  %339 = fsub double 1.000000e+00, %338
  %340 = fsub double 1.000000e+00, %339
  %341 = fsub double %340, %338
  %342 = fmul double %324, %337
  %343 = fmul double %321, %323
  %344 = fsub double %342, %343
  %345 = fadd double %341, %344
  %346 = fadd double %339, %345
  %347 = fmul double %321, %321
  %348 = fmul double %347, %347
  %349 = fmul double %347, 0x3EC71DE357B1FE7D
  %350 = fadd double 0xBF2A01A019C161D5, %349
  %351 = fmul double %347, %350
  %352 = fadd double 0x3F8111111110F8A6, %351
  %353 = fmul double %347, 0x3DE5D93A5ACFD57C
  %354 = fadd double 0xBE5AE5E68A2B9CEB, %353
  %355 = fmul double %347, %348
  %356 = fmul double %355, %354
  %357 = fadd double %352, %356
  %358 = fmul double %347, %321
  %359 = fmul double 5.000000e-01, %323
  %360 = fmul double %358, %357
  %361 = fsub double %359, %360
  %362 = fmul double %347, %361
  %363 = fsub double %362, %323
  %364 = fmul double %358, 0xBFC5555555555549
  %365 = fsub double %363, %364
  %366 = fsub double %321, %365
  %367 = fneg double %346
  %368 = fneg double %366
  %369 = and i64 %299, 1
  %370 = and i64 %299, 2
  %371 = icmp eq i64 %369, 1
  %372 = icmp eq i64 %370, 2
  %373 = select i1 %372, double %367, double %346
  %374 = select i1 %372, double %366, double %368
  %375 = select i1 %371, double %374, double %373
  %376 = fmul double %295, %375
  %377 = fptrunc double %376 to float
  %378 = fmul float %377, %noise_scale7
  %379 = fadd float %79, %378
  store float %379, ptr %64, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done
  %feature22 = add i64 %lane, 1024
  %valid23 = icmp ult i64 %feature22, %n_features
  %380 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid23, label %slot.then24, label %slot.done25

slot.then24:                                      ; preds = %slot.done21
  %381 = load float, ptr %380, align 4
  %382 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %383 = fsub float %382, 4.000000e+00
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 0x3F847AE140000000, %384
  %386 = fmul float 2.000000e+00, %381
  %387 = fmul float %385, %386
  %388 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature22
  %389 = load float, ptr addrspace(1) %388, align 4
  %390 = fsub float %381, %389
  %391 = fmul float 2.000000e+00, %390
  %392 = fmul float 5.000000e-01, %391
  %393 = fadd float %387, %392
  %394 = fmul float %393, %eta
  %395 = fsub float %381, %394
  %396 = mul i64 %row, %n_features
  %element26 = add i64 %396, %feature22
  %397 = trunc i64 %key0 to i32
  %398 = lshr i64 %key0, 32
  %399 = trunc i64 %398 to i32
  %400 = trunc i64 %element26 to i32
  %401 = trunc i64 %key1_step to i32
  %402 = lshr i64 %key1_step, 32
  %403 = trunc i64 %402 to i32
  %404 = lshr i64 %element26, 32
  %405 = trunc i64 %404 to i32
  %406 = zext i32 %400 to i64
  %407 = mul i64 3528531795, %406
  %408 = zext i32 %403 to i64
  %409 = mul i64 3449720151, %408
  %410 = lshr i64 %407, 32
  %411 = trunc i64 %410 to i32
  %412 = trunc i64 %407 to i32
  %413 = lshr i64 %409, 32
  %414 = trunc i64 %413 to i32
  %415 = trunc i64 %409 to i32
  %416 = xor i32 %414, %401
  %417 = xor i32 %416, %397
  %418 = xor i32 %411, %405
  %419 = xor i32 %418, %399
  %420 = add i32 %397, -1640531527
  %421 = add i32 %399, -1150833019
  %422 = zext i32 %417 to i64
  %423 = mul i64 3528531795, %422
  %424 = zext i32 %419 to i64
  %425 = mul i64 3449720151, %424
  %426 = lshr i64 %423, 32
  %427 = trunc i64 %426 to i32
  %428 = trunc i64 %423 to i32
  %429 = lshr i64 %425, 32
  %430 = trunc i64 %429 to i32
  %431 = trunc i64 %425 to i32
  %432 = xor i32 %430, %415
  %433 = xor i32 %432, %420
  %434 = xor i32 %427, %412
  %435 = xor i32 %434, %421
  %436 = add i32 %420, -1640531527
  %437 = add i32 %421, -1150833019
  %438 = zext i32 %433 to i64
  %439 = mul i64 3528531795, %438
  %440 = zext i32 %435 to i64
  %441 = mul i64 3449720151, %440
  %442 = lshr i64 %439, 32
  %443 = trunc i64 %442 to i32
  %444 = trunc i64 %439 to i32
  %445 = lshr i64 %441, 32
  %446 = trunc i64 %445 to i32
  %447 = trunc i64 %441 to i32
  %448 = xor i32 %446, %431
  %449 = xor i32 %448, %436
  %450 = xor i32 %443, %428
  %451 = xor i32 %450, %437
  %452 = add i32 %436, -1640531527
  %453 = add i32 %437, -1150833019
  %454 = zext i32 %449 to i64
  %455 = mul i64 3528531795, %454
  %456 = zext i32 %451 to i64
  %457 = mul i64 3449720151, %456
  %458 = lshr i64 %455, 32
  %459 = trunc i64 %458 to i32
  %460 = trunc i64 %455 to i32
  %461 = lshr i64 %457, 32
  %462 = trunc i64 %461 to i32
  %463 = trunc i64 %457 to i32
  %464 = xor i32 %462, %447
  %465 = xor i32 %464, %452
  %466 = xor i32 %459, %444
  %467 = xor i32 %466, %453
  %468 = add i32 %452, -1640531527
  %469 = add i32 %453, -1150833019
  %470 = zext i32 %465 to i64
  %471 = mul i64 3528531795, %470
  %472 = zext i32 %467 to i64
  %473 = mul i64 3449720151, %472
  %474 = lshr i64 %471, 32
  %475 = trunc i64 %474 to i32
  %476 = trunc i64 %471 to i32
  %477 = lshr i64 %473, 32
  %478 = trunc i64 %477 to i32
  %479 = trunc i64 %473 to i32
  %480 = xor i32 %478, %463
  %481 = xor i32 %480, %468
  %482 = xor i32 %475, %460
  %483 = xor i32 %482, %469
  %484 = add i32 %468, -1640531527
  %485 = add i32 %469, -1150833019
  %486 = zext i32 %481 to i64
  %487 = mul i64 3528531795, %486
  %488 = zext i32 %483 to i64
  %489 = mul i64 3449720151, %488
  %490 = lshr i64 %487, 32
  %491 = trunc i64 %490 to i32
  %492 = trunc i64 %487 to i32
  %493 = lshr i64 %489, 32
  %494 = trunc i64 %493 to i32
  %495 = trunc i64 %489 to i32
  %496 = xor i32 %494, %479
  %497 = xor i32 %496, %484
  %498 = xor i32 %491, %476
  %499 = xor i32 %498, %485
  %500 = add i32 %484, -1640531527
  %501 = add i32 %485, -1150833019
  %502 = zext i32 %497 to i64
  %503 = mul i64 3528531795, %502
  %504 = zext i32 %499 to i64
  %505 = mul i64 3449720151, %504
  %506 = lshr i64 %503, 32
  %507 = trunc i64 %506 to i32
  %508 = trunc i64 %503 to i32
  %509 = lshr i64 %505, 32
  %510 = trunc i64 %509 to i32
  %511 = trunc i64 %505 to i32
  %512 = xor i32 %510, %495
  %513 = xor i32 %512, %500
  %514 = xor i32 %507, %492
  %515 = xor i32 %514, %501
  %516 = add i32 %500, -1640531527
  %517 = add i32 %501, -1150833019
  %518 = zext i32 %513 to i64
  %519 = mul i64 3528531795, %518
  %520 = zext i32 %515 to i64
  %521 = mul i64 3449720151, %520
  %522 = lshr i64 %519, 32
  %523 = trunc i64 %522 to i32
  %524 = trunc i64 %519 to i32
  %525 = lshr i64 %521, 32
  %526 = trunc i64 %525 to i32
  %527 = trunc i64 %521 to i32
  %528 = xor i32 %526, %511
  %529 = xor i32 %528, %516
  %530 = xor i32 %523, %508
  %531 = xor i32 %530, %517
  %532 = add i32 %516, -1640531527
  %533 = add i32 %517, -1150833019
  %534 = zext i32 %529 to i64
  %535 = mul i64 3528531795, %534
  %536 = zext i32 %531 to i64
  %537 = mul i64 3449720151, %536
  %538 = lshr i64 %535, 32
  %539 = trunc i64 %538 to i32
  %540 = trunc i64 %535 to i32
  %541 = lshr i64 %537, 32
  %542 = trunc i64 %541 to i32
  %543 = trunc i64 %537 to i32
  %544 = xor i32 %542, %527
  %545 = xor i32 %544, %532
  %546 = xor i32 %539, %524
  %547 = xor i32 %546, %533
  %548 = add i32 %532, -1640531527
  %549 = add i32 %533, -1150833019
  %550 = zext i32 %545 to i64
  %551 = mul i64 3528531795, %550
  %552 = zext i32 %547 to i64
  %553 = mul i64 3449720151, %552
  %554 = lshr i64 %551, 32
  %555 = trunc i64 %554 to i32
  %556 = trunc i64 %551 to i32
  %557 = lshr i64 %553, 32
  %558 = trunc i64 %557 to i32
  %559 = trunc i64 %553 to i32
  %560 = xor i32 %558, %543
  %561 = xor i32 %560, %548
  %562 = xor i32 %555, %540
  %563 = xor i32 %562, %549
  %564 = uitofp i32 %561 to double
  %565 = fadd double %564, 5.000000e-01
  %566 = fmul double %565, 0x3DF0000000000000
  %567 = uitofp i32 %559 to double
  %568 = fadd double %567, 5.000000e-01
  %569 = fmul double %568, 0x3DF0000000000000
  %570 = bitcast double %566 to i64
  %571 = lshr i64 %570, 32
  %572 = add i64 %571, 614242
  %573 = lshr i64 %572, 20
  %574 = sub i64 %573, 1023
  %575 = and i64 %572, 1048575
  %576 = add i64 %575, 1072079006
  %577 = shl i64 %576, 32
  %578 = and i64 %570, 4294967295
  %579 = or i64 %577, %578
  %580 = bitcast i64 %579 to double
  %581 = fsub double %580, 1.000000e+00
  %582 = fmul double 5.000000e-01, %581
  %583 = fmul double %582, %581
  %584 = fadd double 2.000000e+00, %581
  %585 = fdiv double %581, %584
  %586 = fmul double %585, %585
  %587 = fmul double %586, %586
  %588 = fmul double %587, 0x3FC39A09D078C69F
  %589 = fadd double 0x3FCC71C51D8E78AF, %588
  %590 = fmul double %587, %589
  %591 = fadd double 0x3FD999999997FA04, %590
  %592 = fmul double %587, %591
  %593 = fmul double %587, 0x3FC2F112DF3E5244
  %594 = fadd double 0x3FC7466496CB03DE, %593
  %595 = fmul double %587, %594
  %596 = fadd double 0x3FD2492494229359, %595
  %597 = fmul double %587, %596
  %598 = fadd double 0x3FE5555555555593, %597
  %599 = fmul double %586, %598
  %600 = fadd double %599, %592
  %601 = sitofp i64 %574 to double
  %602 = fadd double %583, %600
  %603 = fmul double %585, %602
  %604 = fmul double %601, 0x3DEA39EF35793C76
  %605 = fadd double %603, %604
  %606 = fsub double %605, %583
  %607 = fadd double %606, %581
  %608 = fmul double %601, 0x3FE62E42FEE00000
  %609 = fadd double %607, %608
  %610 = fmul double -2.000000e+00, %609
  %611 = call double @llvm.sqrt.f64(double %610)
  %612 = fmul double 0x401921FB54442D18, %569
  %613 = fmul double %612, 0x3FE45F306DC9C883
  %614 = fadd double %613, 0x4338000000000000
  %615 = bitcast double %614 to i64
  %616 = fsub double %614, 0x4338000000000000
  %617 = fmul double %616, 0x3FF921FB54400000
  %618 = fsub double %612, %617
  %619 = fmul double %616, 0x3DD0B4611A626331
  %620 = fmul double %616, 0x3DD0B4611A600000
  %621 = fsub double %618, %620
  %622 = fmul double %616, 0x3BA3198A2E037073
  %623 = fsub double %618, %621
  %624 = fsub double %623, %620
  %625 = fsub double %622, %624
  %626 = fsub double %618, %619
  %627 = bitcast double %612 to i64
  %628 = lshr i64 %627, 52
  %629 = and i64 %628, 2047
  %630 = bitcast double %626 to i64
  %631 = lshr i64 %630, 52
  %632 = and i64 %631, 2047
  %633 = add i64 %632, 16
  %634 = icmp ult i64 %633, %629
  %635 = select i1 %634, double %621, double %618
  %636 = select i1 %634, double %625, double %619
  %637 = fsub double %635, %636
  %638 = fsub double %635, %637
  %639 = fsub double %638, %636
  %640 = fmul double %637, %637
  %641 = fmul double %640, %640
  %642 = fmul double %640, 0x3EFA01A019CB1590
  %643 = fadd double 0xBF56C16C16C15177, %642
  %644 = fmul double %640, %643
  %645 = fadd double 0x3FA555555555554C, %644
  %646 = fmul double %640, %645
  %647 = fmul double %640, 0xBDA8FAE9BE8838D4
  %648 = fadd double 0x3E21EE9EBDB4B1C4, %647
  %649 = fmul double %640, %648
  %650 = fadd double 0xBE927E4F809C52AD, %649
  %651 = fmul double %641, %641
  %652 = fmul double %651, %650
  %653 = fadd double %646, %652
  %654 = fmul double 5.000000e-01, %640
  %655 = fsub double 1.000000e+00, %654
  %656 = fsub double 1.000000e+00, %655
  %657 = fsub double %656, %654
  %658 = fmul double %640, %653
  %659 = fmul double %637, %639
  %660 = fsub double %658, %659
  %661 = fadd double %657, %660
  %662 = fadd double %655, %661
  %663 = fmul double %637, %637
  %664 = fmul double %663, %663
  %665 = fmul double %663, 0x3EC71DE357B1FE7D
  %666 = fadd double 0xBF2A01A019C161D5, %665
  %667 = fmul double %663, %666
  %668 = fadd double 0x3F8111111110F8A6, %667
  %669 = fmul double %663, 0x3DE5D93A5ACFD57C
  %670 = fadd double 0xBE5AE5E68A2B9CEB, %669
  %671 = fmul double %663, %664
  %672 = fmul double %671, %670
  %673 = fadd double %668, %672
  %674 = fmul double %663, %637
  %675 = fmul double 5.000000e-01, %639
  %676 = fmul double %674, %673
  %677 = fsub double %675, %676
  %678 = fmul double %663, %677
  %679 = fsub double %678, %639
  %680 = fmul double %674, 0xBFC5555555555549
  %681 = fsub double %679, %680
  %682 = fsub double %637, %681
  %683 = fneg double %662
  %684 = fneg double %682
  %685 = and i64 %615, 1
  %686 = and i64 %615, 2
  %687 = icmp eq i64 %685, 1
  %688 = icmp eq i64 %686, 2
  %689 = select i1 %688, double %683, double %662
  %690 = select i1 %688, double %682, double %684
  %691 = select i1 %687, double %690, double %689
  %692 = fmul double %611, %691
  %693 = fptrunc double %692 to float
  %694 = fmul float %693, %noise_scale7
  %695 = fadd float %395, %694
  store float %695, ptr %380, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %slot.done21
  br label %noise.done

uniform_sinks.then29:                             ; preds = %quiet
  br label %uniform_sinks.done30

uniform_sinks.done30:                             ; preds = %uniform_sinks.then29, %quiet
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %696 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

slot.then33:                                      ; preds = %uniform_sinks.done30
  %697 = load float, ptr %696, align 4
  %698 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %699 = fsub float %698, 4.000000e+00
  %700 = fmul float 2.000000e+00, %699
  %701 = fmul float 0x3F847AE140000000, %700
  %702 = fmul float 2.000000e+00, %697
  %703 = fmul float %701, %702
  %704 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature31
  %705 = load float, ptr addrspace(1) %704, align 4
  %706 = fsub float %697, %705
  %707 = fmul float 2.000000e+00, %706
  %708 = fmul float 5.000000e-01, %707
  %709 = fadd float %703, %708
  %710 = fmul float %709, %eta
  %711 = fsub float %697, %710
  %712 = fmul float 0.000000e+00, %noise_scale7
  %713 = fadd float %711, %712
  store float %711, ptr %696, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %uniform_sinks.done30
  %feature35 = add i64 %lane, 1024
  %valid36 = icmp ult i64 %feature35, %n_features
  %714 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid36, label %slot.then37, label %slot.done38

slot.then37:                                      ; preds = %slot.done34
  %715 = load float, ptr %714, align 4
  %716 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %717 = fsub float %716, 4.000000e+00
  %718 = fmul float 2.000000e+00, %717
  %719 = fmul float 0x3F847AE140000000, %718
  %720 = fmul float 2.000000e+00, %715
  %721 = fmul float %719, %720
  %722 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature35
  %723 = load float, ptr addrspace(1) %722, align 4
  %724 = fsub float %715, %723
  %725 = fmul float 2.000000e+00, %724
  %726 = fmul float 5.000000e-01, %725
  %727 = fadd float %721, %726
  %728 = fmul float %727, %eta
  %729 = fsub float %715, %728
  %730 = fmul float 0.000000e+00, %noise_scale7
  %731 = fadd float %729, %730
  store float %729, ptr %714, align 4
  br label %slot.done38

slot.done38:                                      ; preds = %slot.then37, %slot.done34
  br label %noise.done

slot.then41:                                      ; preds = %step.exit
  %732 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature39
  %733 = load float, ptr %18, align 4
  store float %733, ptr addrspace(1) %732, align 4
  br label %slot.done42

slot.done42:                                      ; preds = %slot.then41, %step.exit
  %feature43 = add i64 %lane, 1024
  %valid44 = icmp ult i64 %feature43, %n_features
  %734 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %slot.done42
  %735 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature43
  %736 = load float, ptr %734, align 4
  store float %736, ptr addrspace(1) %735, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %slot.done42
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w4096(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
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
  br label %fold_sums.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %65, %merge.done ]
  %40 = icmp ult i64 %fold_sums, %n_features
  br i1 %40, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold_sums
  %42 = load float, ptr addrspace(3) %41, align 4
  store float %42, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %43 = load i64, ptr %pairwise_depth, align 8
  %44 = icmp ugt i64 %43, 0
  %45 = sub i64 %43, 1
  %46 = select i1 %44, i64 %45, i64 0
  %47 = getelementptr inbounds float, ptr %pairwise_sums, i64 %46
  %48 = load float, ptr %47, align 4
  %49 = select i1 %44, float %48, float 0.000000e+00
  store float %49, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
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
  %65 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %73, %pairwise_finish.body ]
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
  %392 = fmul float %391, %noise_scale15
  %393 = fadd float %93, %392
  store float %393, ptr %78, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature38 = add i64 %lane, 1024
  %valid39 = icmp ult i64 %feature38, %n_features
  %394 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid39, label %slot.then40, label %slot.done41

slot.then40:                                      ; preds = %slot.done37
  %395 = load float, ptr %394, align 4
  %396 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %397 = fsub float %396, 4.000000e+00
  %398 = fmul float 2.000000e+00, %397
  %399 = fmul float 0x3F847AE140000000, %398
  %400 = fmul float 2.000000e+00, %395
  %401 = fmul float %399, %400
  %402 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature38
  %403 = load float, ptr addrspace(1) %402, align 4
  %404 = fsub float %395, %403
  %405 = fmul float 2.000000e+00, %404
  %406 = fmul float 5.000000e-01, %405
  %407 = fadd float %401, %406
  %408 = fmul float %407, %eta
  %409 = fsub float %395, %408
  %410 = mul i64 %row, %n_features
  %element42 = add i64 %410, %feature38
  %411 = trunc i64 %key0 to i32
  %412 = lshr i64 %key0, 32
  %413 = trunc i64 %412 to i32
  %414 = trunc i64 %element42 to i32
  %415 = trunc i64 %key1_step to i32
  %416 = lshr i64 %key1_step, 32
  %417 = trunc i64 %416 to i32
  %418 = lshr i64 %element42, 32
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
  %708 = fmul float %707, %noise_scale15
  %709 = fadd float %409, %708
  store float %709, ptr %394, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %slot.done37
  %feature43 = add i64 %lane, 2048
  %valid44 = icmp ult i64 %feature43, %n_features
  %710 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %slot.done41
  %711 = load float, ptr %710, align 4
  %712 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %713 = fsub float %712, 4.000000e+00
  %714 = fmul float 2.000000e+00, %713
  %715 = fmul float 0x3F847AE140000000, %714
  %716 = fmul float 2.000000e+00, %711
  %717 = fmul float %715, %716
  %718 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature43
  %719 = load float, ptr addrspace(1) %718, align 4
  %720 = fsub float %711, %719
  %721 = fmul float 2.000000e+00, %720
  %722 = fmul float 5.000000e-01, %721
  %723 = fadd float %717, %722
  %724 = fmul float %723, %eta
  %725 = fsub float %711, %724
  %726 = mul i64 %row, %n_features
  %element47 = add i64 %726, %feature43
  %727 = trunc i64 %key0 to i32
  %728 = lshr i64 %key0, 32
  %729 = trunc i64 %728 to i32
  %730 = trunc i64 %element47 to i32
  %731 = trunc i64 %key1_step to i32
  %732 = lshr i64 %key1_step, 32
  %733 = trunc i64 %732 to i32
  %734 = lshr i64 %element47, 32
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
  %1024 = fmul float %1023, %noise_scale15
  %1025 = fadd float %725, %1024
  store float %1025, ptr %710, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %slot.done41
  %feature48 = add i64 %lane, 3072
  %valid49 = icmp ult i64 %feature48, %n_features
  %1026 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done46
  %1027 = load float, ptr %1026, align 4
  %1028 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1029 = fsub float %1028, 4.000000e+00
  %1030 = fmul float 2.000000e+00, %1029
  %1031 = fmul float 0x3F847AE140000000, %1030
  %1032 = fmul float 2.000000e+00, %1027
  %1033 = fmul float %1031, %1032
  %1034 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature48
  %1035 = load float, ptr addrspace(1) %1034, align 4
  %1036 = fsub float %1027, %1035
  %1037 = fmul float 2.000000e+00, %1036
  %1038 = fmul float 5.000000e-01, %1037
  %1039 = fadd float %1033, %1038
  %1040 = fmul float %1039, %eta
  %1041 = fsub float %1027, %1040
  %1042 = mul i64 %row, %n_features
  %element52 = add i64 %1042, %feature48
  %1043 = trunc i64 %key0 to i32
  %1044 = lshr i64 %key0, 32
  %1045 = trunc i64 %1044 to i32
  %1046 = trunc i64 %element52 to i32
  %1047 = trunc i64 %key1_step to i32
  %1048 = lshr i64 %key1_step, 32
  %1049 = trunc i64 %1048 to i32
  %1050 = lshr i64 %element52, 32
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
  %1340 = fmul float %1339, %noise_scale15
  %1341 = fadd float %1041, %1340
  store float %1341, ptr %1026, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done46
  br label %noise.done

uniform_sinks.then55:                             ; preds = %quiet
  br label %uniform_sinks.done56

uniform_sinks.done56:                             ; preds = %uniform_sinks.then55, %quiet
  %feature57 = add i64 %lane, 0
  %valid58 = icmp ult i64 %feature57, %n_features
  %1342 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid58, label %slot.then59, label %slot.done60

slot.then59:                                      ; preds = %uniform_sinks.done56
  %1343 = load float, ptr %1342, align 4
  %1344 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1345 = fsub float %1344, 4.000000e+00
  %1346 = fmul float 2.000000e+00, %1345
  %1347 = fmul float 0x3F847AE140000000, %1346
  %1348 = fmul float 2.000000e+00, %1343
  %1349 = fmul float %1347, %1348
  %1350 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature57
  %1351 = load float, ptr addrspace(1) %1350, align 4
  %1352 = fsub float %1343, %1351
  %1353 = fmul float 2.000000e+00, %1352
  %1354 = fmul float 5.000000e-01, %1353
  %1355 = fadd float %1349, %1354
  %1356 = fmul float %1355, %eta
  %1357 = fsub float %1343, %1356
  %1358 = fmul float 0.000000e+00, %noise_scale15
  %1359 = fadd float %1357, %1358
  store float %1357, ptr %1342, align 4
  br label %slot.done60

slot.done60:                                      ; preds = %slot.then59, %uniform_sinks.done56
  %feature61 = add i64 %lane, 1024
  %valid62 = icmp ult i64 %feature61, %n_features
  %1360 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid62, label %slot.then63, label %slot.done64

slot.then63:                                      ; preds = %slot.done60
  %1361 = load float, ptr %1360, align 4
  %1362 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1363 = fsub float %1362, 4.000000e+00
  %1364 = fmul float 2.000000e+00, %1363
  %1365 = fmul float 0x3F847AE140000000, %1364
  %1366 = fmul float 2.000000e+00, %1361
  %1367 = fmul float %1365, %1366
  %1368 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature61
  %1369 = load float, ptr addrspace(1) %1368, align 4
  %1370 = fsub float %1361, %1369
  %1371 = fmul float 2.000000e+00, %1370
  %1372 = fmul float 5.000000e-01, %1371
  %1373 = fadd float %1367, %1372
  %1374 = fmul float %1373, %eta
  %1375 = fsub float %1361, %1374
  %1376 = fmul float 0.000000e+00, %noise_scale15
  %1377 = fadd float %1375, %1376
  store float %1375, ptr %1360, align 4
  br label %slot.done64

slot.done64:                                      ; preds = %slot.then63, %slot.done60
  %feature65 = add i64 %lane, 2048
  %valid66 = icmp ult i64 %feature65, %n_features
  %1378 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid66, label %slot.then67, label %slot.done68

slot.then67:                                      ; preds = %slot.done64
  %1379 = load float, ptr %1378, align 4
  %1380 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1381 = fsub float %1380, 4.000000e+00
  %1382 = fmul float 2.000000e+00, %1381
  %1383 = fmul float 0x3F847AE140000000, %1382
  %1384 = fmul float 2.000000e+00, %1379
  %1385 = fmul float %1383, %1384
  %1386 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature65
  %1387 = load float, ptr addrspace(1) %1386, align 4
  %1388 = fsub float %1379, %1387
  %1389 = fmul float 2.000000e+00, %1388
  %1390 = fmul float 5.000000e-01, %1389
  %1391 = fadd float %1385, %1390
  %1392 = fmul float %1391, %eta
  %1393 = fsub float %1379, %1392
  %1394 = fmul float 0.000000e+00, %noise_scale15
  %1395 = fadd float %1393, %1394
  store float %1393, ptr %1378, align 4
  br label %slot.done68

slot.done68:                                      ; preds = %slot.then67, %slot.done64
  %feature69 = add i64 %lane, 3072
  %valid70 = icmp ult i64 %feature69, %n_features
  %1396 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid70, label %slot.then71, label %slot.done72

slot.then71:                                      ; preds = %slot.done68
  %1397 = load float, ptr %1396, align 4
  %1398 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1399 = fsub float %1398, 4.000000e+00
  %1400 = fmul float 2.000000e+00, %1399
  %1401 = fmul float 0x3F847AE140000000, %1400
  %1402 = fmul float 2.000000e+00, %1397
  %1403 = fmul float %1401, %1402
  %1404 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature69
  %1405 = load float, ptr addrspace(1) %1404, align 4
  %1406 = fsub float %1397, %1405
  %1407 = fmul float 2.000000e+00, %1406
  %1408 = fmul float 5.000000e-01, %1407
  %1409 = fadd float %1403, %1408
  %1410 = fmul float %1409, %eta
  %1411 = fsub float %1397, %1410
  %1412 = fmul float 0.000000e+00, %noise_scale15
  %1413 = fadd float %1411, %1412
  store float %1411, ptr %1396, align 4
  br label %slot.done72

slot.done72:                                      ; preds = %slot.then71, %slot.done68
  br label %noise.done

slot.then75:                                      ; preds = %step.exit
  %1414 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature73
  %1415 = load float, ptr %24, align 4
  store float %1415, ptr addrspace(1) %1414, align 4
  br label %slot.done76

slot.done76:                                      ; preds = %slot.then75, %step.exit
  %feature77 = add i64 %lane, 1024
  %valid78 = icmp ult i64 %feature77, %n_features
  %1416 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %slot.done76
  %1417 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature77
  %1418 = load float, ptr %1416, align 4
  store float %1418, ptr addrspace(1) %1417, align 4
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %slot.done76
  %feature81 = add i64 %lane, 2048
  %valid82 = icmp ult i64 %feature81, %n_features
  %1419 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid82, label %slot.then83, label %slot.done84

slot.then83:                                      ; preds = %slot.done80
  %1420 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature81
  %1421 = load float, ptr %1419, align 4
  store float %1421, ptr addrspace(1) %1420, align 4
  br label %slot.done84

slot.done84:                                      ; preds = %slot.then83, %slot.done80
  %feature85 = add i64 %lane, 3072
  %valid86 = icmp ult i64 %feature85, %n_features
  %1422 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid86, label %slot.then87, label %slot.done88

slot.then87:                                      ; preds = %slot.done84
  %1423 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature85
  %1424 = load float, ptr %1422, align 4
  store float %1424, ptr addrspace(1) %1423, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %slot.done84
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_w8192(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
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
  br label %fold_sums.header

fold.done:                                        ; preds = %pairwise_finish.exit, %slot.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %93, %merge.done ]
  %68 = icmp ult i64 %fold_sums, %n_features
  br i1 %68, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold_sums
  %70 = load float, ptr addrspace(3) %69, align 4
  store float %70, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %71 = load i64, ptr %pairwise_depth, align 8
  %72 = icmp ugt i64 %71, 0
  %73 = sub i64 %71, 1
  %74 = select i1 %72, i64 %73, i64 0
  %75 = getelementptr inbounds float, ptr %pairwise_sums, i64 %74
  %76 = load float, ptr %75, align 4
  %77 = select i1 %72, float %76, float 0.000000e+00
  store float %77, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
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
  %93 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %101, %pairwise_finish.body ]
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
  %296 = bitcast double %292 to i64
  %297 = lshr i64 %296, 32
  %298 = add i64 %297, 614242
  %299 = lshr i64 %298, 20
  %300 = sub i64 %299, 1023
  %301 = and i64 %298, 1048575
  %302 = add i64 %301, 1072079006
  %303 = shl i64 %302, 32
  %304 = and i64 %296, 4294967295
  %305 = or i64 %303, %304
  %306 = bitcast i64 %305 to double
  %307 = fsub double %306, 1.000000e+00
  %308 = fmul double 5.000000e-01, %307
  %309 = fmul double %308, %307
  %310 = fadd double 2.000000e+00, %307
  %311 = fdiv double %307, %310
  %312 = fmul double %311, %311
  %313 = fmul double %312, %312
  %314 = fmul double %313, 0x3FC39A09D078C69F
  %315 = fadd double 0x3FCC71C51D8E78AF, %314
  %316 = fmul double %313, %315
  %317 = fadd double 0x3FD999999997FA04, %316
  %318 = fmul double %313, %317
  %319 = fmul double %313, 0x3FC2F112DF3E5244
  %320 = fadd double 0x3FC7466496CB03DE, %319
  %321 = fmul double %313, %320
  %322 = fadd double 0x3FD2492494229359, %321
  %323 = fmul double %313, %322
  %324 = fadd double 0x3FE5555555555593, %323
  %325 = fmul double %312, %324
  %326 = fadd double %325, %318
  %327 = sitofp i64 %300 to double
  %328 = fadd double %309, %326
  %329 = fmul double %311, %328
  %330 = fmul double %327, 0x3DEA39EF35793C76
  %331 = fadd double %329, %330
  %332 = fsub double %331, %309
  %333 = fadd double %332, %307
  %334 = fmul double %327, 0x3FE62E42FEE00000
  %335 = fadd double %333, %334
  %336 = fmul double -2.000000e+00, %335
  %337 = call double @llvm.sqrt.f64(double %336)
  %338 = fmul double 0x401921FB54442D18, %295
  %339 = fmul double %338, 0x3FE45F306DC9C883
  %340 = fadd double %339, 0x4338000000000000
  %341 = bitcast double %340 to i64
  %342 = fsub double %340, 0x4338000000000000
  %343 = fmul double %342, 0x3FF921FB54400000
  %344 = fsub double %338, %343
  %345 = fmul double %342, 0x3DD0B4611A626331
  %346 = fmul double %342, 0x3DD0B4611A600000
  %347 = fsub double %344, %346
  %348 = fmul double %342, 0x3BA3198A2E037073
  %349 = fsub double %344, %347
  %350 = fsub double %349, %346
  %351 = fsub double %348, %350
  %352 = fsub double %344, %345
  %353 = bitcast double %338 to i64
  %354 = lshr i64 %353, 52
  %355 = and i64 %354, 2047
  %356 = bitcast double %352 to i64
  %357 = lshr i64 %356, 52
  %358 = and i64 %357, 2047
  %359 = add i64 %358, 16
  %360 = icmp ult i64 %359, %355
  %361 = select i1 %360, double %347, double %344
  %362 = select i1 %360, double %351, double %345
  %363 = fsub double %361, %362
  %364 = fsub double %361, %363
  %365 = fsub double %364, %362
  %366 = fmul double %363, %363
  %367 = fmul double %366, %366
  %368 = fmul double %366, 0x3EFA01A019CB1590
  %369 = fadd double 0xBF56C16C16C15177, %368
  %370 = fmul double %366, %369
  %371 = fadd double 0x3FA555555555554C, %370
  %372 = fmul double %366, %371
  %373 = fmul double %366, 0xBDA8FAE9BE8838D4
  %374 = fadd double 0x3E21EE9EBDB4B1C4, %373
  %375 = fmul double %366, %374
  %376 = fadd double 0xBE927E4F809C52AD, %375
  %377 = fmul double %367, %367
  %378 = fmul double %377, %376
  %379 = fadd double %372, %378
  %380 = fmul double 5.000000e-01, %366
  %381 = fsub double 1.000000e+00, %380
  %382 = fsub double 1.000000e+00, %381
  %383 = fsub double %382, %380
  %384 = fmul double %366, %379
  %385 = fmul double %363, %365
  %386 = fsub double %384, %385
  %387 = fadd double %383, %386
  %388 = fadd double %381, %387
  %389 = fmul double %363, %363
  %390 = fmul double %389, %389
  %391 = fmul double %389, 0x3EC71DE357B1FE7D
  %392 = fadd double 0xBF2A01A019C161D5, %391
  %393 = fmul double %389, %392
  %394 = fadd double 0x3F8111111110F8A6, %393
  %395 = fmul double %389, 0x3DE5D93A5ACFD57C
  %396 = fadd double 0xBE5AE5E68A2B9CEB, %395
  %397 = fmul double %389, %390
  %398 = fmul double %397, %396
  %399 = fadd double %394, %398
  %400 = fmul double %389, %363
  %401 = fmul double 5.000000e-01, %365
  %402 = fmul double %400, %399
  %403 = fsub double %401, %402
  %404 = fmul double %389, %403
  %405 = fsub double %404, %365
  %406 = fmul double %400, 0xBFC5555555555549
  %407 = fsub double %405, %406
  %408 = fsub double %363, %407
  %409 = fneg double %388
  %410 = fneg double %408
  %411 = and i64 %341, 1
  %412 = and i64 %341, 2
  %413 = icmp eq i64 %411, 1
  %414 = icmp eq i64 %412, 2
  %415 = select i1 %414, double %409, double %388
  %416 = select i1 %414, double %408, double %410
  %417 = select i1 %413, double %416, double %415
  %418 = fmul double %337, %417
  %419 = fptrunc double %418 to float
  %420 = fmul float %419, %noise_scale31
  %421 = fadd float %121, %420
  store float %421, ptr %106, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %uniform_sinks.done
  %feature70 = add i64 %lane, 1024
  %valid71 = icmp ult i64 %feature70, %n_features
  %422 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %slot.done69
  %423 = load float, ptr %422, align 4
  %424 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %425 = fsub float %424, 4.000000e+00
  %426 = fmul float 2.000000e+00, %425
  %427 = fmul float 0x3F847AE140000000, %426
  %428 = fmul float 2.000000e+00, %423
  %429 = fmul float %427, %428
  %430 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature70
  %431 = load float, ptr addrspace(1) %430, align 4
  %432 = fsub float %423, %431
  %433 = fmul float 2.000000e+00, %432
  %434 = fmul float 5.000000e-01, %433
  %435 = fadd float %429, %434
  %436 = fmul float %435, %eta
  %437 = fsub float %423, %436
  %438 = mul i64 %row, %n_features
  %element74 = add i64 %438, %feature70
  %439 = trunc i64 %key0 to i32
  %440 = lshr i64 %key0, 32
  %441 = trunc i64 %440 to i32
  %442 = trunc i64 %element74 to i32
  %443 = trunc i64 %key1_step to i32
  %444 = lshr i64 %key1_step, 32
  %445 = trunc i64 %444 to i32
  %446 = lshr i64 %element74, 32
  %447 = trunc i64 %446 to i32
  %448 = zext i32 %442 to i64
  %449 = mul i64 3528531795, %448
  %450 = zext i32 %445 to i64
  %451 = mul i64 3449720151, %450
  %452 = lshr i64 %449, 32
  %453 = trunc i64 %452 to i32
  %454 = trunc i64 %449 to i32
  %455 = lshr i64 %451, 32
  %456 = trunc i64 %455 to i32
  %457 = trunc i64 %451 to i32
  %458 = xor i32 %456, %443
  %459 = xor i32 %458, %439
  %460 = xor i32 %453, %447
  %461 = xor i32 %460, %441
  %462 = add i32 %439, -1640531527
  %463 = add i32 %441, -1150833019
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
  %558 = add i32 %542, -1640531527
  %559 = add i32 %543, -1150833019
  %560 = zext i32 %555 to i64
  %561 = mul i64 3528531795, %560
  %562 = zext i32 %557 to i64
  %563 = mul i64 3449720151, %562
  %564 = lshr i64 %561, 32
  %565 = trunc i64 %564 to i32
  %566 = trunc i64 %561 to i32
  %567 = lshr i64 %563, 32
  %568 = trunc i64 %567 to i32
  %569 = trunc i64 %563 to i32
  %570 = xor i32 %568, %553
  %571 = xor i32 %570, %558
  %572 = xor i32 %565, %550
  %573 = xor i32 %572, %559
  %574 = add i32 %558, -1640531527
  %575 = add i32 %559, -1150833019
  %576 = zext i32 %571 to i64
  %577 = mul i64 3528531795, %576
  %578 = zext i32 %573 to i64
  %579 = mul i64 3449720151, %578
  %580 = lshr i64 %577, 32
  %581 = trunc i64 %580 to i32
  %582 = trunc i64 %577 to i32
  %583 = lshr i64 %579, 32
  %584 = trunc i64 %583 to i32
  %585 = trunc i64 %579 to i32
  %586 = xor i32 %584, %569
  %587 = xor i32 %586, %574
  %588 = xor i32 %581, %566
  %589 = xor i32 %588, %575
  %590 = add i32 %574, -1640531527
  %591 = add i32 %575, -1150833019
  %592 = zext i32 %587 to i64
  %593 = mul i64 3528531795, %592
  %594 = zext i32 %589 to i64
  %595 = mul i64 3449720151, %594
  %596 = lshr i64 %593, 32
  %597 = trunc i64 %596 to i32
  %598 = trunc i64 %593 to i32
  %599 = lshr i64 %595, 32
  %600 = trunc i64 %599 to i32
  %601 = trunc i64 %595 to i32
  %602 = xor i32 %600, %585
  %603 = xor i32 %602, %590
  %604 = xor i32 %597, %582
  %605 = xor i32 %604, %591
  %606 = uitofp i32 %603 to double
  %607 = fadd double %606, 5.000000e-01
  %608 = fmul double %607, 0x3DF0000000000000
  %609 = uitofp i32 %601 to double
  %610 = fadd double %609, 5.000000e-01
  %611 = fmul double %610, 0x3DF0000000000000
  %612 = bitcast double %608 to i64
  %613 = lshr i64 %612, 32
  %614 = add i64 %613, 614242
  %615 = lshr i64 %614, 20
  %616 = sub i64 %615, 1023
  %617 = and i64 %614, 1048575
  %618 = add i64 %617, 1072079006
  %619 = shl i64 %618, 32
  %620 = and i64 %612, 4294967295
  %621 = or i64 %619, %620
  %622 = bitcast i64 %621 to double
  %623 = fsub double %622, 1.000000e+00
  %624 = fmul double 5.000000e-01, %623
  %625 = fmul double %624, %623
  %626 = fadd double 2.000000e+00, %623
  %627 = fdiv double %623, %626
  %628 = fmul double %627, %627
  %629 = fmul double %628, %628
  %630 = fmul double %629, 0x3FC39A09D078C69F
  %631 = fadd double 0x3FCC71C51D8E78AF, %630
  %632 = fmul double %629, %631
  %633 = fadd double 0x3FD999999997FA04, %632
  %634 = fmul double %629, %633
  %635 = fmul double %629, 0x3FC2F112DF3E5244
  %636 = fadd double 0x3FC7466496CB03DE, %635
  %637 = fmul double %629, %636
  %638 = fadd double 0x3FD2492494229359, %637
  %639 = fmul double %629, %638
  %640 = fadd double 0x3FE5555555555593, %639
  %641 = fmul double %628, %640
  %642 = fadd double %641, %634
  %643 = sitofp i64 %616 to double
  %644 = fadd double %625, %642
  %645 = fmul double %627, %644
  %646 = fmul double %643, 0x3DEA39EF35793C76
  %647 = fadd double %645, %646
  %648 = fsub double %647, %625
  %649 = fadd double %648, %623
  %650 = fmul double %643, 0x3FE62E42FEE00000
  %651 = fadd double %649, %650
  %652 = fmul double -2.000000e+00, %651
  %653 = call double @llvm.sqrt.f64(double %652)
  %654 = fmul double 0x401921FB54442D18, %611
  %655 = fmul double %654, 0x3FE45F306DC9C883
  %656 = fadd double %655, 0x4338000000000000
  %657 = bitcast double %656 to i64
  %658 = fsub double %656, 0x4338000000000000
  %659 = fmul double %658, 0x3FF921FB54400000
  %660 = fsub double %654, %659
  %661 = fmul double %658, 0x3DD0B4611A626331
  %662 = fmul double %658, 0x3DD0B4611A600000
  %663 = fsub double %660, %662
  %664 = fmul double %658, 0x3BA3198A2E037073
  %665 = fsub double %660, %663
  %666 = fsub double %665, %662
  %667 = fsub double %664, %666
  %668 = fsub double %660, %661
  %669 = bitcast double %654 to i64
  %670 = lshr i64 %669, 52
  %671 = and i64 %670, 2047
  %672 = bitcast double %668 to i64
  %673 = lshr i64 %672, 52
  %674 = and i64 %673, 2047
  %675 = add i64 %674, 16
  %676 = icmp ult i64 %675, %671
  %677 = select i1 %676, double %663, double %660
  %678 = select i1 %676, double %667, double %661
  %679 = fsub double %677, %678
  %680 = fsub double %677, %679
  %681 = fsub double %680, %678
  %682 = fmul double %679, %679
  %683 = fmul double %682, %682
  %684 = fmul double %682, 0x3EFA01A019CB1590
  %685 = fadd double 0xBF56C16C16C15177, %684
  %686 = fmul double %682, %685
  %687 = fadd double 0x3FA555555555554C, %686
  %688 = fmul double %682, %687
  %689 = fmul double %682, 0xBDA8FAE9BE8838D4
  %690 = fadd double 0x3E21EE9EBDB4B1C4, %689
  %691 = fmul double %682, %690
  %692 = fadd double 0xBE927E4F809C52AD, %691
  %693 = fmul double %683, %683
  %694 = fmul double %693, %692
  %695 = fadd double %688, %694
  %696 = fmul double 5.000000e-01, %682
  %697 = fsub double 1.000000e+00, %696
  %698 = fsub double 1.000000e+00, %697
  %699 = fsub double %698, %696
  %700 = fmul double %682, %695
  %701 = fmul double %679, %681
  %702 = fsub double %700, %701
  %703 = fadd double %699, %702
  %704 = fadd double %697, %703
  %705 = fmul double %679, %679
  %706 = fmul double %705, %705
  %707 = fmul double %705, 0x3EC71DE357B1FE7D
  %708 = fadd double 0xBF2A01A019C161D5, %707
  %709 = fmul double %705, %708
  %710 = fadd double 0x3F8111111110F8A6, %709
  %711 = fmul double %705, 0x3DE5D93A5ACFD57C
  %712 = fadd double 0xBE5AE5E68A2B9CEB, %711
  %713 = fmul double %705, %706
  %714 = fmul double %713, %712
  %715 = fadd double %710, %714
  %716 = fmul double %705, %679
  %717 = fmul double 5.000000e-01, %681
  %718 = fmul double %716, %715
  %719 = fsub double %717, %718
  %720 = fmul double %705, %719
  %721 = fsub double %720, %681
  %722 = fmul double %716, 0xBFC5555555555549
  %723 = fsub double %721, %722
  %724 = fsub double %679, %723
  %725 = fneg double %704
  %726 = fneg double %724
  %727 = and i64 %657, 1
  %728 = and i64 %657, 2
  %729 = icmp eq i64 %727, 1
  %730 = icmp eq i64 %728, 2
  %731 = select i1 %730, double %725, double %704
  %732 = select i1 %730, double %724, double %726
  %733 = select i1 %729, double %732, double %731
  %734 = fmul double %653, %733
  %735 = fptrunc double %734 to float
  %736 = fmul float %735, %noise_scale31
  %737 = fadd float %437, %736
  store float %737, ptr %422, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %slot.done69
  %feature75 = add i64 %lane, 2048
  %valid76 = icmp ult i64 %feature75, %n_features
  %738 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid76, label %slot.then77, label %slot.done78

slot.then77:                                      ; preds = %slot.done73
  %739 = load float, ptr %738, align 4
  %740 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %741 = fsub float %740, 4.000000e+00
  %742 = fmul float 2.000000e+00, %741
  %743 = fmul float 0x3F847AE140000000, %742
  %744 = fmul float 2.000000e+00, %739
  %745 = fmul float %743, %744
  %746 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature75
  %747 = load float, ptr addrspace(1) %746, align 4
  %748 = fsub float %739, %747
  %749 = fmul float 2.000000e+00, %748
  %750 = fmul float 5.000000e-01, %749
  %751 = fadd float %745, %750
  %752 = fmul float %751, %eta
  %753 = fsub float %739, %752
  %754 = mul i64 %row, %n_features
  %element79 = add i64 %754, %feature75
  %755 = trunc i64 %key0 to i32
  %756 = lshr i64 %key0, 32
  %757 = trunc i64 %756 to i32
  %758 = trunc i64 %element79 to i32
  %759 = trunc i64 %key1_step to i32
  %760 = lshr i64 %key1_step, 32
  %761 = trunc i64 %760 to i32
  %762 = lshr i64 %element79, 32
  %763 = trunc i64 %762 to i32
  %764 = zext i32 %758 to i64
  %765 = mul i64 3528531795, %764
  %766 = zext i32 %761 to i64
  %767 = mul i64 3449720151, %766
  %768 = lshr i64 %765, 32
  %769 = trunc i64 %768 to i32
  %770 = trunc i64 %765 to i32
  %771 = lshr i64 %767, 32
  %772 = trunc i64 %771 to i32
  %773 = trunc i64 %767 to i32
  %774 = xor i32 %772, %759
  %775 = xor i32 %774, %755
  %776 = xor i32 %769, %763
  %777 = xor i32 %776, %757
  %778 = add i32 %755, -1640531527
  %779 = add i32 %757, -1150833019
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
  %874 = add i32 %858, -1640531527
  %875 = add i32 %859, -1150833019
  %876 = zext i32 %871 to i64
  %877 = mul i64 3528531795, %876
  %878 = zext i32 %873 to i64
  %879 = mul i64 3449720151, %878
  %880 = lshr i64 %877, 32
  %881 = trunc i64 %880 to i32
  %882 = trunc i64 %877 to i32
  %883 = lshr i64 %879, 32
  %884 = trunc i64 %883 to i32
  %885 = trunc i64 %879 to i32
  %886 = xor i32 %884, %869
  %887 = xor i32 %886, %874
  %888 = xor i32 %881, %866
  %889 = xor i32 %888, %875
  %890 = add i32 %874, -1640531527
  %891 = add i32 %875, -1150833019
  %892 = zext i32 %887 to i64
  %893 = mul i64 3528531795, %892
  %894 = zext i32 %889 to i64
  %895 = mul i64 3449720151, %894
  %896 = lshr i64 %893, 32
  %897 = trunc i64 %896 to i32
  %898 = trunc i64 %893 to i32
  %899 = lshr i64 %895, 32
  %900 = trunc i64 %899 to i32
  %901 = trunc i64 %895 to i32
  %902 = xor i32 %900, %885
  %903 = xor i32 %902, %890
  %904 = xor i32 %897, %882
  %905 = xor i32 %904, %891
  %906 = add i32 %890, -1640531527
  %907 = add i32 %891, -1150833019
  %908 = zext i32 %903 to i64
  %909 = mul i64 3528531795, %908
  %910 = zext i32 %905 to i64
  %911 = mul i64 3449720151, %910
  %912 = lshr i64 %909, 32
  %913 = trunc i64 %912 to i32
  %914 = trunc i64 %909 to i32
  %915 = lshr i64 %911, 32
  %916 = trunc i64 %915 to i32
  %917 = trunc i64 %911 to i32
  %918 = xor i32 %916, %901
  %919 = xor i32 %918, %906
  %920 = xor i32 %913, %898
  %921 = xor i32 %920, %907
  %922 = uitofp i32 %919 to double
  %923 = fadd double %922, 5.000000e-01
  %924 = fmul double %923, 0x3DF0000000000000
  %925 = uitofp i32 %917 to double
  %926 = fadd double %925, 5.000000e-01
  %927 = fmul double %926, 0x3DF0000000000000
  %928 = bitcast double %924 to i64
  %929 = lshr i64 %928, 32
  %930 = add i64 %929, 614242
  %931 = lshr i64 %930, 20
  %932 = sub i64 %931, 1023
  %933 = and i64 %930, 1048575
  %934 = add i64 %933, 1072079006
  %935 = shl i64 %934, 32
  %936 = and i64 %928, 4294967295
  %937 = or i64 %935, %936
  %938 = bitcast i64 %937 to double
  %939 = fsub double %938, 1.000000e+00
  %940 = fmul double 5.000000e-01, %939
  %941 = fmul double %940, %939
  %942 = fadd double 2.000000e+00, %939
  %943 = fdiv double %939, %942
  %944 = fmul double %943, %943
  %945 = fmul double %944, %944
  %946 = fmul double %945, 0x3FC39A09D078C69F
  %947 = fadd double 0x3FCC71C51D8E78AF, %946
  %948 = fmul double %945, %947
  %949 = fadd double 0x3FD999999997FA04, %948
  %950 = fmul double %945, %949
  %951 = fmul double %945, 0x3FC2F112DF3E5244
  %952 = fadd double 0x3FC7466496CB03DE, %951
  %953 = fmul double %945, %952
  %954 = fadd double 0x3FD2492494229359, %953
  %955 = fmul double %945, %954
  %956 = fadd double 0x3FE5555555555593, %955
  %957 = fmul double %944, %956
  %958 = fadd double %957, %950
  %959 = sitofp i64 %932 to double
  %960 = fadd double %941, %958
  %961 = fmul double %943, %960
  %962 = fmul double %959, 0x3DEA39EF35793C76
  %963 = fadd double %961, %962
  %964 = fsub double %963, %941
  %965 = fadd double %964, %939
  %966 = fmul double %959, 0x3FE62E42FEE00000
  %967 = fadd double %965, %966
  %968 = fmul double -2.000000e+00, %967
  %969 = call double @llvm.sqrt.f64(double %968)
  %970 = fmul double 0x401921FB54442D18, %927
  %971 = fmul double %970, 0x3FE45F306DC9C883
  %972 = fadd double %971, 0x4338000000000000
  %973 = bitcast double %972 to i64
  %974 = fsub double %972, 0x4338000000000000
  %975 = fmul double %974, 0x3FF921FB54400000
  %976 = fsub double %970, %975
  %977 = fmul double %974, 0x3DD0B4611A626331
  %978 = fmul double %974, 0x3DD0B4611A600000
  %979 = fsub double %976, %978
  %980 = fmul double %974, 0x3BA3198A2E037073
  %981 = fsub double %976, %979
  %982 = fsub double %981, %978
  %983 = fsub double %980, %982
  %984 = fsub double %976, %977
  %985 = bitcast double %970 to i64
  %986 = lshr i64 %985, 52
  %987 = and i64 %986, 2047
  %988 = bitcast double %984 to i64
  %989 = lshr i64 %988, 52
  %990 = and i64 %989, 2047
  %991 = add i64 %990, 16
  %992 = icmp ult i64 %991, %987
  %993 = select i1 %992, double %979, double %976
  %994 = select i1 %992, double %983, double %977
  %995 = fsub double %993, %994
  %996 = fsub double %993, %995
  %997 = fsub double %996, %994
  %998 = fmul double %995, %995
  %999 = fmul double %998, %998
  %1000 = fmul double %998, 0x3EFA01A019CB1590
  %1001 = fadd double 0xBF56C16C16C15177, %1000
  %1002 = fmul double %998, %1001
  %1003 = fadd double 0x3FA555555555554C, %1002
  %1004 = fmul double %998, %1003
  %1005 = fmul double %998, 0xBDA8FAE9BE8838D4
  %1006 = fadd double 0x3E21EE9EBDB4B1C4, %1005
  %1007 = fmul double %998, %1006
  %1008 = fadd double 0xBE927E4F809C52AD, %1007
  %1009 = fmul double %999, %999
  %1010 = fmul double %1009, %1008
  %1011 = fadd double %1004, %1010
  %1012 = fmul double 5.000000e-01, %998
  %1013 = fsub double 1.000000e+00, %1012
  %1014 = fsub double 1.000000e+00, %1013
  %1015 = fsub double %1014, %1012
  %1016 = fmul double %998, %1011
  %1017 = fmul double %995, %997
  %1018 = fsub double %1016, %1017
  %1019 = fadd double %1015, %1018
  %1020 = fadd double %1013, %1019
  %1021 = fmul double %995, %995
  %1022 = fmul double %1021, %1021
  %1023 = fmul double %1021, 0x3EC71DE357B1FE7D
  %1024 = fadd double 0xBF2A01A019C161D5, %1023
  %1025 = fmul double %1021, %1024
  %1026 = fadd double 0x3F8111111110F8A6, %1025
  %1027 = fmul double %1021, 0x3DE5D93A5ACFD57C
  %1028 = fadd double 0xBE5AE5E68A2B9CEB, %1027
  %1029 = fmul double %1021, %1022
  %1030 = fmul double %1029, %1028
  %1031 = fadd double %1026, %1030
  %1032 = fmul double %1021, %995
  %1033 = fmul double 5.000000e-01, %997
  %1034 = fmul double %1032, %1031
  %1035 = fsub double %1033, %1034
  %1036 = fmul double %1021, %1035
  %1037 = fsub double %1036, %997
  %1038 = fmul double %1032, 0xBFC5555555555549
  %1039 = fsub double %1037, %1038
  %1040 = fsub double %995, %1039
  %1041 = fneg double %1020
  %1042 = fneg double %1040
  %1043 = and i64 %973, 1
  %1044 = and i64 %973, 2
  %1045 = icmp eq i64 %1043, 1
  %1046 = icmp eq i64 %1044, 2
  %1047 = select i1 %1046, double %1041, double %1020
  %1048 = select i1 %1046, double %1040, double %1042
  %1049 = select i1 %1045, double %1048, double %1047
  %1050 = fmul double %969, %1049
  %1051 = fptrunc double %1050 to float
  %1052 = fmul float %1051, %noise_scale31
  %1053 = fadd float %753, %1052
  store float %1053, ptr %738, align 4
  br label %slot.done78

slot.done78:                                      ; preds = %slot.then77, %slot.done73
  %feature80 = add i64 %lane, 3072
  %valid81 = icmp ult i64 %feature80, %n_features
  %1054 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid81, label %slot.then82, label %slot.done83

slot.then82:                                      ; preds = %slot.done78
  %1055 = load float, ptr %1054, align 4
  %1056 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1057 = fsub float %1056, 4.000000e+00
  %1058 = fmul float 2.000000e+00, %1057
  %1059 = fmul float 0x3F847AE140000000, %1058
  %1060 = fmul float 2.000000e+00, %1055
  %1061 = fmul float %1059, %1060
  %1062 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature80
  %1063 = load float, ptr addrspace(1) %1062, align 4
  %1064 = fsub float %1055, %1063
  %1065 = fmul float 2.000000e+00, %1064
  %1066 = fmul float 5.000000e-01, %1065
  %1067 = fadd float %1061, %1066
  %1068 = fmul float %1067, %eta
  %1069 = fsub float %1055, %1068
  %1070 = mul i64 %row, %n_features
  %element84 = add i64 %1070, %feature80
  %1071 = trunc i64 %key0 to i32
  %1072 = lshr i64 %key0, 32
  %1073 = trunc i64 %1072 to i32
  %1074 = trunc i64 %element84 to i32
  %1075 = trunc i64 %key1_step to i32
  %1076 = lshr i64 %key1_step, 32
  %1077 = trunc i64 %1076 to i32
  %1078 = lshr i64 %element84, 32
  %1079 = trunc i64 %1078 to i32
  %1080 = zext i32 %1074 to i64
  %1081 = mul i64 3528531795, %1080
  %1082 = zext i32 %1077 to i64
  %1083 = mul i64 3449720151, %1082
  %1084 = lshr i64 %1081, 32
  %1085 = trunc i64 %1084 to i32
  %1086 = trunc i64 %1081 to i32
  %1087 = lshr i64 %1083, 32
  %1088 = trunc i64 %1087 to i32
  %1089 = trunc i64 %1083 to i32
  %1090 = xor i32 %1088, %1075
  %1091 = xor i32 %1090, %1071
  %1092 = xor i32 %1085, %1079
  %1093 = xor i32 %1092, %1073
  %1094 = add i32 %1071, -1640531527
  %1095 = add i32 %1073, -1150833019
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
  %1190 = add i32 %1174, -1640531527
  %1191 = add i32 %1175, -1150833019
  %1192 = zext i32 %1187 to i64
  %1193 = mul i64 3528531795, %1192
  %1194 = zext i32 %1189 to i64
  %1195 = mul i64 3449720151, %1194
  %1196 = lshr i64 %1193, 32
  %1197 = trunc i64 %1196 to i32
  %1198 = trunc i64 %1193 to i32
  %1199 = lshr i64 %1195, 32
  %1200 = trunc i64 %1199 to i32
  %1201 = trunc i64 %1195 to i32
  %1202 = xor i32 %1200, %1185
  %1203 = xor i32 %1202, %1190
  %1204 = xor i32 %1197, %1182
  %1205 = xor i32 %1204, %1191
  %1206 = add i32 %1190, -1640531527
  %1207 = add i32 %1191, -1150833019
  %1208 = zext i32 %1203 to i64
  %1209 = mul i64 3528531795, %1208
  %1210 = zext i32 %1205 to i64
  %1211 = mul i64 3449720151, %1210
  %1212 = lshr i64 %1209, 32
  %1213 = trunc i64 %1212 to i32
  %1214 = trunc i64 %1209 to i32
  %1215 = lshr i64 %1211, 32
  %1216 = trunc i64 %1215 to i32
  %1217 = trunc i64 %1211 to i32
  %1218 = xor i32 %1216, %1201
  %1219 = xor i32 %1218, %1206
  %1220 = xor i32 %1213, %1198
  %1221 = xor i32 %1220, %1207
  %1222 = add i32 %1206, -1640531527
  %1223 = add i32 %1207, -1150833019
  %1224 = zext i32 %1219 to i64
  %1225 = mul i64 3528531795, %1224
  %1226 = zext i32 %1221 to i64
  %1227 = mul i64 3449720151, %1226
  %1228 = lshr i64 %1225, 32
  %1229 = trunc i64 %1228 to i32
  %1230 = trunc i64 %1225 to i32
  %1231 = lshr i64 %1227, 32
  %1232 = trunc i64 %1231 to i32
  %1233 = trunc i64 %1227 to i32
  %1234 = xor i32 %1232, %1217
  %1235 = xor i32 %1234, %1222
  %1236 = xor i32 %1229, %1214
  %1237 = xor i32 %1236, %1223
  %1238 = uitofp i32 %1235 to double
  %1239 = fadd double %1238, 5.000000e-01
  %1240 = fmul double %1239, 0x3DF0000000000000
  %1241 = uitofp i32 %1233 to double
  %1242 = fadd double %1241, 5.000000e-01
  %1243 = fmul double %1242, 0x3DF0000000000000
  %1244 = bitcast double %1240 to i64
  %1245 = lshr i64 %1244, 32
  %1246 = add i64 %1245, 614242
  %1247 = lshr i64 %1246, 20
  %1248 = sub i64 %1247, 1023
  %1249 = and i64 %1246, 1048575
  %1250 = add i64 %1249, 1072079006
  %1251 = shl i64 %1250, 32
  %1252 = and i64 %1244, 4294967295
  %1253 = or i64 %1251, %1252
  %1254 = bitcast i64 %1253 to double
  %1255 = fsub double %1254, 1.000000e+00
  %1256 = fmul double 5.000000e-01, %1255
  %1257 = fmul double %1256, %1255
  %1258 = fadd double 2.000000e+00, %1255
  %1259 = fdiv double %1255, %1258
  %1260 = fmul double %1259, %1259
  %1261 = fmul double %1260, %1260
  %1262 = fmul double %1261, 0x3FC39A09D078C69F
  %1263 = fadd double 0x3FCC71C51D8E78AF, %1262
  %1264 = fmul double %1261, %1263
  %1265 = fadd double 0x3FD999999997FA04, %1264
  %1266 = fmul double %1261, %1265
  %1267 = fmul double %1261, 0x3FC2F112DF3E5244
  %1268 = fadd double 0x3FC7466496CB03DE, %1267
  %1269 = fmul double %1261, %1268
  %1270 = fadd double 0x3FD2492494229359, %1269
  %1271 = fmul double %1261, %1270
  %1272 = fadd double 0x3FE5555555555593, %1271
  %1273 = fmul double %1260, %1272
  %1274 = fadd double %1273, %1266
  %1275 = sitofp i64 %1248 to double
  %1276 = fadd double %1257, %1274
  %1277 = fmul double %1259, %1276
  %1278 = fmul double %1275, 0x3DEA39EF35793C76
  %1279 = fadd double %1277, %1278
  %1280 = fsub double %1279, %1257
  %1281 = fadd double %1280, %1255
  %1282 = fmul double %1275, 0x3FE62E42FEE00000
  %1283 = fadd double %1281, %1282
  %1284 = fmul double -2.000000e+00, %1283
  %1285 = call double @llvm.sqrt.f64(double %1284)
  %1286 = fmul double 0x401921FB54442D18, %1243
  %1287 = fmul double %1286, 0x3FE45F306DC9C883
  %1288 = fadd double %1287, 0x4338000000000000
  %1289 = bitcast double %1288 to i64
  %1290 = fsub double %1288, 0x4338000000000000
  %1291 = fmul double %1290, 0x3FF921FB54400000
  %1292 = fsub double %1286, %1291
  %1293 = fmul double %1290, 0x3DD0B4611A626331
  %1294 = fmul double %1290, 0x3DD0B4611A600000
  %1295 = fsub double %1292, %1294
  %1296 = fmul double %1290, 0x3BA3198A2E037073
  %1297 = fsub double %1292, %1295
  %1298 = fsub double %1297, %1294
  %1299 = fsub double %1296, %1298
  %1300 = fsub double %1292, %1293
  %1301 = bitcast double %1286 to i64
  %1302 = lshr i64 %1301, 52
  %1303 = and i64 %1302, 2047
  %1304 = bitcast double %1300 to i64
  %1305 = lshr i64 %1304, 52
  %1306 = and i64 %1305, 2047
  %1307 = add i64 %1306, 16
  %1308 = icmp ult i64 %1307, %1303
  %1309 = select i1 %1308, double %1295, double %1292
  %1310 = select i1 %1308, double %1299, double %1293
  %1311 = fsub double %1309, %1310
  %1312 = fsub double %1309, %1311
  %1313 = fsub double %1312, %1310
  %1314 = fmul double %1311, %1311
  %1315 = fmul double %1314, %1314
  %1316 = fmul double %1314, 0x3EFA01A019CB1590
  %1317 = fadd double 0xBF56C16C16C15177, %1316
  %1318 = fmul double %1314, %1317
  %1319 = fadd double 0x3FA555555555554C, %1318
  %1320 = fmul double %1314, %1319
  %1321 = fmul double %1314, 0xBDA8FAE9BE8838D4
  %1322 = fadd double 0x3E21EE9EBDB4B1C4, %1321
  %1323 = fmul double %1314, %1322
  %1324 = fadd double 0xBE927E4F809C52AD, %1323
  %1325 = fmul double %1315, %1315
  %1326 = fmul double %1325, %1324
  %1327 = fadd double %1320, %1326
  %1328 = fmul double 5.000000e-01, %1314
  %1329 = fsub double 1.000000e+00, %1328
  %1330 = fsub double 1.000000e+00, %1329
  %1331 = fsub double %1330, %1328
  %1332 = fmul double %1314, %1327
  %1333 = fmul double %1311, %1313
  %1334 = fsub double %1332, %1333
  %1335 = fadd double %1331, %1334
  %1336 = fadd double %1329, %1335
  %1337 = fmul double %1311, %1311
  %1338 = fmul double %1337, %1337
  %1339 = fmul double %1337, 0x3EC71DE357B1FE7D
  %1340 = fadd double 0xBF2A01A019C161D5, %1339
  %1341 = fmul double %1337, %1340
  %1342 = fadd double 0x3F8111111110F8A6, %1341
  %1343 = fmul double %1337, 0x3DE5D93A5ACFD57C
  %1344 = fadd double 0xBE5AE5E68A2B9CEB, %1343
  %1345 = fmul double %1337, %1338
  %1346 = fmul double %1345, %1344
  %1347 = fadd double %1342, %1346
  %1348 = fmul double %1337, %1311
  %1349 = fmul double 5.000000e-01, %1313
  %1350 = fmul double %1348, %1347
  %1351 = fsub double %1349, %1350
  %1352 = fmul double %1337, %1351
  %1353 = fsub double %1352, %1313
  %1354 = fmul double %1348, 0xBFC5555555555549
  %1355 = fsub double %1353, %1354
  %1356 = fsub double %1311, %1355
  %1357 = fneg double %1336
  %1358 = fneg double %1356
  %1359 = and i64 %1289, 1
  %1360 = and i64 %1289, 2
  %1361 = icmp eq i64 %1359, 1
  %1362 = icmp eq i64 %1360, 2
  %1363 = select i1 %1362, double %1357, double %1336
  %1364 = select i1 %1362, double %1356, double %1358
  %1365 = select i1 %1361, double %1364, double %1363
  %1366 = fmul double %1285, %1365
  %1367 = fptrunc double %1366 to float
  %1368 = fmul float %1367, %noise_scale31
  %1369 = fadd float %1069, %1368
  store float %1369, ptr %1054, align 4
  br label %slot.done83

slot.done83:                                      ; preds = %slot.then82, %slot.done78
  %feature85 = add i64 %lane, 4096
  %valid86 = icmp ult i64 %feature85, %n_features
  %1370 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid86, label %slot.then87, label %slot.done88

slot.then87:                                      ; preds = %slot.done83
  %1371 = load float, ptr %1370, align 4
  %1372 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1373 = fsub float %1372, 4.000000e+00
  %1374 = fmul float 2.000000e+00, %1373
  %1375 = fmul float 0x3F847AE140000000, %1374
  %1376 = fmul float 2.000000e+00, %1371
  %1377 = fmul float %1375, %1376
  %1378 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature85
  %1379 = load float, ptr addrspace(1) %1378, align 4
  %1380 = fsub float %1371, %1379
  %1381 = fmul float 2.000000e+00, %1380
  %1382 = fmul float 5.000000e-01, %1381
  %1383 = fadd float %1377, %1382
  %1384 = fmul float %1383, %eta
  %1385 = fsub float %1371, %1384
  %1386 = mul i64 %row, %n_features
  %element89 = add i64 %1386, %feature85
  %1387 = trunc i64 %key0 to i32
  %1388 = lshr i64 %key0, 32
  %1389 = trunc i64 %1388 to i32
  %1390 = trunc i64 %element89 to i32
  %1391 = trunc i64 %key1_step to i32
  %1392 = lshr i64 %key1_step, 32
  %1393 = trunc i64 %1392 to i32
  %1394 = lshr i64 %element89, 32
  %1395 = trunc i64 %1394 to i32
  %1396 = zext i32 %1390 to i64
  %1397 = mul i64 3528531795, %1396
  %1398 = zext i32 %1393 to i64
  %1399 = mul i64 3449720151, %1398
  %1400 = lshr i64 %1397, 32
  %1401 = trunc i64 %1400 to i32
  %1402 = trunc i64 %1397 to i32
  %1403 = lshr i64 %1399, 32
  %1404 = trunc i64 %1403 to i32
  %1405 = trunc i64 %1399 to i32
  %1406 = xor i32 %1404, %1391
  %1407 = xor i32 %1406, %1387
  %1408 = xor i32 %1401, %1395
  %1409 = xor i32 %1408, %1389
  %1410 = add i32 %1387, -1640531527
  %1411 = add i32 %1389, -1150833019
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
  %1506 = add i32 %1490, -1640531527
  %1507 = add i32 %1491, -1150833019
  %1508 = zext i32 %1503 to i64
  %1509 = mul i64 3528531795, %1508
  %1510 = zext i32 %1505 to i64
  %1511 = mul i64 3449720151, %1510
  %1512 = lshr i64 %1509, 32
  %1513 = trunc i64 %1512 to i32
  %1514 = trunc i64 %1509 to i32
  %1515 = lshr i64 %1511, 32
  %1516 = trunc i64 %1515 to i32
  %1517 = trunc i64 %1511 to i32
  %1518 = xor i32 %1516, %1501
  %1519 = xor i32 %1518, %1506
  %1520 = xor i32 %1513, %1498
  %1521 = xor i32 %1520, %1507
  %1522 = add i32 %1506, -1640531527
  %1523 = add i32 %1507, -1150833019
  %1524 = zext i32 %1519 to i64
  %1525 = mul i64 3528531795, %1524
  %1526 = zext i32 %1521 to i64
  %1527 = mul i64 3449720151, %1526
  %1528 = lshr i64 %1525, 32
  %1529 = trunc i64 %1528 to i32
  %1530 = trunc i64 %1525 to i32
  %1531 = lshr i64 %1527, 32
  %1532 = trunc i64 %1531 to i32
  %1533 = trunc i64 %1527 to i32
  %1534 = xor i32 %1532, %1517
  %1535 = xor i32 %1534, %1522
  %1536 = xor i32 %1529, %1514
  %1537 = xor i32 %1536, %1523
  %1538 = add i32 %1522, -1640531527
  %1539 = add i32 %1523, -1150833019
  %1540 = zext i32 %1535 to i64
  %1541 = mul i64 3528531795, %1540
  %1542 = zext i32 %1537 to i64
  %1543 = mul i64 3449720151, %1542
  %1544 = lshr i64 %1541, 32
  %1545 = trunc i64 %1544 to i32
  %1546 = trunc i64 %1541 to i32
  %1547 = lshr i64 %1543, 32
  %1548 = trunc i64 %1547 to i32
  %1549 = trunc i64 %1543 to i32
  %1550 = xor i32 %1548, %1533
  %1551 = xor i32 %1550, %1538
  %1552 = xor i32 %1545, %1530
  %1553 = xor i32 %1552, %1539
  %1554 = uitofp i32 %1551 to double
  %1555 = fadd double %1554, 5.000000e-01
  %1556 = fmul double %1555, 0x3DF0000000000000
  %1557 = uitofp i32 %1549 to double
  %1558 = fadd double %1557, 5.000000e-01
  %1559 = fmul double %1558, 0x3DF0000000000000
  %1560 = bitcast double %1556 to i64
  %1561 = lshr i64 %1560, 32
  %1562 = add i64 %1561, 614242
  %1563 = lshr i64 %1562, 20
  %1564 = sub i64 %1563, 1023
  %1565 = and i64 %1562, 1048575
  %1566 = add i64 %1565, 1072079006
  %1567 = shl i64 %1566, 32
  %1568 = and i64 %1560, 4294967295
  %1569 = or i64 %1567, %1568
  %1570 = bitcast i64 %1569 to double
  %1571 = fsub double %1570, 1.000000e+00
  %1572 = fmul double 5.000000e-01, %1571
  %1573 = fmul double %1572, %1571
  %1574 = fadd double 2.000000e+00, %1571
  %1575 = fdiv double %1571, %1574
  %1576 = fmul double %1575, %1575
  %1577 = fmul double %1576, %1576
  %1578 = fmul double %1577, 0x3FC39A09D078C69F
  %1579 = fadd double 0x3FCC71C51D8E78AF, %1578
  %1580 = fmul double %1577, %1579
  %1581 = fadd double 0x3FD999999997FA04, %1580
  %1582 = fmul double %1577, %1581
  %1583 = fmul double %1577, 0x3FC2F112DF3E5244
  %1584 = fadd double 0x3FC7466496CB03DE, %1583
  %1585 = fmul double %1577, %1584
  %1586 = fadd double 0x3FD2492494229359, %1585
  %1587 = fmul double %1577, %1586
  %1588 = fadd double 0x3FE5555555555593, %1587
  %1589 = fmul double %1576, %1588
  %1590 = fadd double %1589, %1582
  %1591 = sitofp i64 %1564 to double
  %1592 = fadd double %1573, %1590
  %1593 = fmul double %1575, %1592
  %1594 = fmul double %1591, 0x3DEA39EF35793C76
  %1595 = fadd double %1593, %1594
  %1596 = fsub double %1595, %1573
  %1597 = fadd double %1596, %1571
  %1598 = fmul double %1591, 0x3FE62E42FEE00000
  %1599 = fadd double %1597, %1598
  %1600 = fmul double -2.000000e+00, %1599
  %1601 = call double @llvm.sqrt.f64(double %1600)
  %1602 = fmul double 0x401921FB54442D18, %1559
  %1603 = fmul double %1602, 0x3FE45F306DC9C883
  %1604 = fadd double %1603, 0x4338000000000000
  %1605 = bitcast double %1604 to i64
  %1606 = fsub double %1604, 0x4338000000000000
  %1607 = fmul double %1606, 0x3FF921FB54400000
  %1608 = fsub double %1602, %1607
  %1609 = fmul double %1606, 0x3DD0B4611A626331
  %1610 = fmul double %1606, 0x3DD0B4611A600000
  %1611 = fsub double %1608, %1610
  %1612 = fmul double %1606, 0x3BA3198A2E037073
  %1613 = fsub double %1608, %1611
  %1614 = fsub double %1613, %1610
  %1615 = fsub double %1612, %1614
  %1616 = fsub double %1608, %1609
  %1617 = bitcast double %1602 to i64
  %1618 = lshr i64 %1617, 52
  %1619 = and i64 %1618, 2047
  %1620 = bitcast double %1616 to i64
  %1621 = lshr i64 %1620, 52
  %1622 = and i64 %1621, 2047
  %1623 = add i64 %1622, 16
  %1624 = icmp ult i64 %1623, %1619
  %1625 = select i1 %1624, double %1611, double %1608
  %1626 = select i1 %1624, double %1615, double %1609
  %1627 = fsub double %1625, %1626
  %1628 = fsub double %1625, %1627
  %1629 = fsub double %1628, %1626
  %1630 = fmul double %1627, %1627
  %1631 = fmul double %1630, %1630
  %1632 = fmul double %1630, 0x3EFA01A019CB1590
  %1633 = fadd double 0xBF56C16C16C15177, %1632
  %1634 = fmul double %1630, %1633
  %1635 = fadd double 0x3FA555555555554C, %1634
  %1636 = fmul double %1630, %1635
  %1637 = fmul double %1630, 0xBDA8FAE9BE8838D4
  %1638 = fadd double 0x3E21EE9EBDB4B1C4, %1637
  %1639 = fmul double %1630, %1638
  %1640 = fadd double 0xBE927E4F809C52AD, %1639
  %1641 = fmul double %1631, %1631
  %1642 = fmul double %1641, %1640
  %1643 = fadd double %1636, %1642
  %1644 = fmul double 5.000000e-01, %1630
  %1645 = fsub double 1.000000e+00, %1644
  %1646 = fsub double 1.000000e+00, %1645
  %1647 = fsub double %1646, %1644
  %1648 = fmul double %1630, %1643
  %1649 = fmul double %1627, %1629
  %1650 = fsub double %1648, %1649
  %1651 = fadd double %1647, %1650
  %1652 = fadd double %1645, %1651
  %1653 = fmul double %1627, %1627
  %1654 = fmul double %1653, %1653
  %1655 = fmul double %1653, 0x3EC71DE357B1FE7D
  %1656 = fadd double 0xBF2A01A019C161D5, %1655
  %1657 = fmul double %1653, %1656
  %1658 = fadd double 0x3F8111111110F8A6, %1657
  %1659 = fmul double %1653, 0x3DE5D93A5ACFD57C
  %1660 = fadd double 0xBE5AE5E68A2B9CEB, %1659
  %1661 = fmul double %1653, %1654
  %1662 = fmul double %1661, %1660
  %1663 = fadd double %1658, %1662
  %1664 = fmul double %1653, %1627
  %1665 = fmul double 5.000000e-01, %1629
  %1666 = fmul double %1664, %1663
  %1667 = fsub double %1665, %1666
  %1668 = fmul double %1653, %1667
  %1669 = fsub double %1668, %1629
  %1670 = fmul double %1664, 0xBFC5555555555549
  %1671 = fsub double %1669, %1670
  %1672 = fsub double %1627, %1671
  %1673 = fneg double %1652
  %1674 = fneg double %1672
  %1675 = and i64 %1605, 1
  %1676 = and i64 %1605, 2
  %1677 = icmp eq i64 %1675, 1
  %1678 = icmp eq i64 %1676, 2
  %1679 = select i1 %1678, double %1673, double %1652
  %1680 = select i1 %1678, double %1672, double %1674
  %1681 = select i1 %1677, double %1680, double %1679
  %1682 = fmul double %1601, %1681
  %1683 = fptrunc double %1682 to float
  %1684 = fmul float %1683, %noise_scale31
  %1685 = fadd float %1385, %1684
  store float %1685, ptr %1370, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %slot.done83
  %feature90 = add i64 %lane, 5120
  %valid91 = icmp ult i64 %feature90, %n_features
  %1686 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid91, label %slot.then92, label %slot.done93

slot.then92:                                      ; preds = %slot.done88
  %1687 = load float, ptr %1686, align 4
  %1688 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1689 = fsub float %1688, 4.000000e+00
  %1690 = fmul float 2.000000e+00, %1689
  %1691 = fmul float 0x3F847AE140000000, %1690
  %1692 = fmul float 2.000000e+00, %1687
  %1693 = fmul float %1691, %1692
  %1694 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature90
  %1695 = load float, ptr addrspace(1) %1694, align 4
  %1696 = fsub float %1687, %1695
  %1697 = fmul float 2.000000e+00, %1696
  %1698 = fmul float 5.000000e-01, %1697
  %1699 = fadd float %1693, %1698
  %1700 = fmul float %1699, %eta
  %1701 = fsub float %1687, %1700
  %1702 = mul i64 %row, %n_features
  %element94 = add i64 %1702, %feature90
  %1703 = trunc i64 %key0 to i32
  %1704 = lshr i64 %key0, 32
  %1705 = trunc i64 %1704 to i32
  %1706 = trunc i64 %element94 to i32
  %1707 = trunc i64 %key1_step to i32
  %1708 = lshr i64 %key1_step, 32
  %1709 = trunc i64 %1708 to i32
  %1710 = lshr i64 %element94, 32
  %1711 = trunc i64 %1710 to i32
  %1712 = zext i32 %1706 to i64
  %1713 = mul i64 3528531795, %1712
  %1714 = zext i32 %1709 to i64
  %1715 = mul i64 3449720151, %1714
  %1716 = lshr i64 %1713, 32
  %1717 = trunc i64 %1716 to i32
  %1718 = trunc i64 %1713 to i32
  %1719 = lshr i64 %1715, 32
  %1720 = trunc i64 %1719 to i32
  %1721 = trunc i64 %1715 to i32
  %1722 = xor i32 %1720, %1707
  %1723 = xor i32 %1722, %1703
  %1724 = xor i32 %1717, %1711
  %1725 = xor i32 %1724, %1705
  %1726 = add i32 %1703, -1640531527
  %1727 = add i32 %1705, -1150833019
  %1728 = zext i32 %1723 to i64
  %1729 = mul i64 3528531795, %1728
  %1730 = zext i32 %1725 to i64
  %1731 = mul i64 3449720151, %1730
  %1732 = lshr i64 %1729, 32
  %1733 = trunc i64 %1732 to i32
  %1734 = trunc i64 %1729 to i32
  %1735 = lshr i64 %1731, 32
  %1736 = trunc i64 %1735 to i32
  %1737 = trunc i64 %1731 to i32
  %1738 = xor i32 %1736, %1721
  %1739 = xor i32 %1738, %1726
  %1740 = xor i32 %1733, %1718
  %1741 = xor i32 %1740, %1727
  %1742 = add i32 %1726, -1640531527
  %1743 = add i32 %1727, -1150833019
  %1744 = zext i32 %1739 to i64
  %1745 = mul i64 3528531795, %1744
  %1746 = zext i32 %1741 to i64
  %1747 = mul i64 3449720151, %1746
  %1748 = lshr i64 %1745, 32
  %1749 = trunc i64 %1748 to i32
  %1750 = trunc i64 %1745 to i32
  %1751 = lshr i64 %1747, 32
  %1752 = trunc i64 %1751 to i32
  %1753 = trunc i64 %1747 to i32
  %1754 = xor i32 %1752, %1737
  %1755 = xor i32 %1754, %1742
  %1756 = xor i32 %1749, %1734
  %1757 = xor i32 %1756, %1743
  %1758 = add i32 %1742, -1640531527
  %1759 = add i32 %1743, -1150833019
  %1760 = zext i32 %1755 to i64
  %1761 = mul i64 3528531795, %1760
  %1762 = zext i32 %1757 to i64
  %1763 = mul i64 3449720151, %1762
  %1764 = lshr i64 %1761, 32
  %1765 = trunc i64 %1764 to i32
  %1766 = trunc i64 %1761 to i32
  %1767 = lshr i64 %1763, 32
  %1768 = trunc i64 %1767 to i32
  %1769 = trunc i64 %1763 to i32
  %1770 = xor i32 %1768, %1753
  %1771 = xor i32 %1770, %1758
  %1772 = xor i32 %1765, %1750
  %1773 = xor i32 %1772, %1759
  %1774 = add i32 %1758, -1640531527
  %1775 = add i32 %1759, -1150833019
  %1776 = zext i32 %1771 to i64
  %1777 = mul i64 3528531795, %1776
  %1778 = zext i32 %1773 to i64
  %1779 = mul i64 3449720151, %1778
  %1780 = lshr i64 %1777, 32
  %1781 = trunc i64 %1780 to i32
  %1782 = trunc i64 %1777 to i32
  %1783 = lshr i64 %1779, 32
  %1784 = trunc i64 %1783 to i32
  %1785 = trunc i64 %1779 to i32
  %1786 = xor i32 %1784, %1769
  %1787 = xor i32 %1786, %1774
  %1788 = xor i32 %1781, %1766
  %1789 = xor i32 %1788, %1775
  %1790 = add i32 %1774, -1640531527
  %1791 = add i32 %1775, -1150833019
  %1792 = zext i32 %1787 to i64
  %1793 = mul i64 3528531795, %1792
  %1794 = zext i32 %1789 to i64
  %1795 = mul i64 3449720151, %1794
  %1796 = lshr i64 %1793, 32
  %1797 = trunc i64 %1796 to i32
  %1798 = trunc i64 %1793 to i32
  %1799 = lshr i64 %1795, 32
  %1800 = trunc i64 %1799 to i32
  %1801 = trunc i64 %1795 to i32
  %1802 = xor i32 %1800, %1785
  %1803 = xor i32 %1802, %1790
  %1804 = xor i32 %1797, %1782
  %1805 = xor i32 %1804, %1791
  %1806 = add i32 %1790, -1640531527
  %1807 = add i32 %1791, -1150833019
  %1808 = zext i32 %1803 to i64
  %1809 = mul i64 3528531795, %1808
  %1810 = zext i32 %1805 to i64
  %1811 = mul i64 3449720151, %1810
  %1812 = lshr i64 %1809, 32
  %1813 = trunc i64 %1812 to i32
  %1814 = trunc i64 %1809 to i32
  %1815 = lshr i64 %1811, 32
  %1816 = trunc i64 %1815 to i32
  %1817 = trunc i64 %1811 to i32
  %1818 = xor i32 %1816, %1801
  %1819 = xor i32 %1818, %1806
  %1820 = xor i32 %1813, %1798
  %1821 = xor i32 %1820, %1807
  %1822 = add i32 %1806, -1640531527
  %1823 = add i32 %1807, -1150833019
  %1824 = zext i32 %1819 to i64
  %1825 = mul i64 3528531795, %1824
  %1826 = zext i32 %1821 to i64
  %1827 = mul i64 3449720151, %1826
  %1828 = lshr i64 %1825, 32
  %1829 = trunc i64 %1828 to i32
  %1830 = trunc i64 %1825 to i32
  %1831 = lshr i64 %1827, 32
  %1832 = trunc i64 %1831 to i32
  %1833 = trunc i64 %1827 to i32
  %1834 = xor i32 %1832, %1817
  %1835 = xor i32 %1834, %1822
  %1836 = xor i32 %1829, %1814
  %1837 = xor i32 %1836, %1823
  %1838 = add i32 %1822, -1640531527
  %1839 = add i32 %1823, -1150833019
  %1840 = zext i32 %1835 to i64
  %1841 = mul i64 3528531795, %1840
  %1842 = zext i32 %1837 to i64
  %1843 = mul i64 3449720151, %1842
  %1844 = lshr i64 %1841, 32
  %1845 = trunc i64 %1844 to i32
  %1846 = trunc i64 %1841 to i32
  %1847 = lshr i64 %1843, 32
  %1848 = trunc i64 %1847 to i32
  %1849 = trunc i64 %1843 to i32
  %1850 = xor i32 %1848, %1833
  %1851 = xor i32 %1850, %1838
  %1852 = xor i32 %1845, %1830
  %1853 = xor i32 %1852, %1839
  %1854 = add i32 %1838, -1640531527
  %1855 = add i32 %1839, -1150833019
  %1856 = zext i32 %1851 to i64
  %1857 = mul i64 3528531795, %1856
  %1858 = zext i32 %1853 to i64
  %1859 = mul i64 3449720151, %1858
  %1860 = lshr i64 %1857, 32
  %1861 = trunc i64 %1860 to i32
  %1862 = trunc i64 %1857 to i32
  %1863 = lshr i64 %1859, 32
  %1864 = trunc i64 %1863 to i32
  %1865 = trunc i64 %1859 to i32
  %1866 = xor i32 %1864, %1849
  %1867 = xor i32 %1866, %1854
  %1868 = xor i32 %1861, %1846
  %1869 = xor i32 %1868, %1855
  %1870 = uitofp i32 %1867 to double
  %1871 = fadd double %1870, 5.000000e-01
  %1872 = fmul double %1871, 0x3DF0000000000000
  %1873 = uitofp i32 %1865 to double
  %1874 = fadd double %1873, 5.000000e-01
  %1875 = fmul double %1874, 0x3DF0000000000000
  %1876 = bitcast double %1872 to i64
  %1877 = lshr i64 %1876, 32
  %1878 = add i64 %1877, 614242
  %1879 = lshr i64 %1878, 20
  %1880 = sub i64 %1879, 1023
  %1881 = and i64 %1878, 1048575
  %1882 = add i64 %1881, 1072079006
  %1883 = shl i64 %1882, 32
  %1884 = and i64 %1876, 4294967295
  %1885 = or i64 %1883, %1884
  %1886 = bitcast i64 %1885 to double
  %1887 = fsub double %1886, 1.000000e+00
  %1888 = fmul double 5.000000e-01, %1887
  %1889 = fmul double %1888, %1887
  %1890 = fadd double 2.000000e+00, %1887
  %1891 = fdiv double %1887, %1890
  %1892 = fmul double %1891, %1891
  %1893 = fmul double %1892, %1892
  %1894 = fmul double %1893, 0x3FC39A09D078C69F
  %1895 = fadd double 0x3FCC71C51D8E78AF, %1894
  %1896 = fmul double %1893, %1895
  %1897 = fadd double 0x3FD999999997FA04, %1896
  %1898 = fmul double %1893, %1897
  %1899 = fmul double %1893, 0x3FC2F112DF3E5244
  %1900 = fadd double 0x3FC7466496CB03DE, %1899
  %1901 = fmul double %1893, %1900
  %1902 = fadd double 0x3FD2492494229359, %1901
  %1903 = fmul double %1893, %1902
  %1904 = fadd double 0x3FE5555555555593, %1903
  %1905 = fmul double %1892, %1904
  %1906 = fadd double %1905, %1898
  %1907 = sitofp i64 %1880 to double
  %1908 = fadd double %1889, %1906
  %1909 = fmul double %1891, %1908
  %1910 = fmul double %1907, 0x3DEA39EF35793C76
  %1911 = fadd double %1909, %1910
  %1912 = fsub double %1911, %1889
  %1913 = fadd double %1912, %1887
  %1914 = fmul double %1907, 0x3FE62E42FEE00000
  %1915 = fadd double %1913, %1914
  %1916 = fmul double -2.000000e+00, %1915
  %1917 = call double @llvm.sqrt.f64(double %1916)
  %1918 = fmul double 0x401921FB54442D18, %1875
  %1919 = fmul double %1918, 0x3FE45F306DC9C883
  %1920 = fadd double %1919, 0x4338000000000000
  %1921 = bitcast double %1920 to i64
  %1922 = fsub double %1920, 0x4338000000000000
  %1923 = fmul double %1922, 0x3FF921FB54400000
  %1924 = fsub double %1918, %1923
  %1925 = fmul double %1922, 0x3DD0B4611A626331
  %1926 = fmul double %1922, 0x3DD0B4611A600000
  %1927 = fsub double %1924, %1926
  %1928 = fmul double %1922, 0x3BA3198A2E037073
  %1929 = fsub double %1924, %1927
  %1930 = fsub double %1929, %1926
  %1931 = fsub double %1928, %1930
  %1932 = fsub double %1924, %1925
  %1933 = bitcast double %1918 to i64
  %1934 = lshr i64 %1933, 52
  %1935 = and i64 %1934, 2047
  %1936 = bitcast double %1932 to i64
  %1937 = lshr i64 %1936, 52
  %1938 = and i64 %1937, 2047
  %1939 = add i64 %1938, 16
  %1940 = icmp ult i64 %1939, %1935
  %1941 = select i1 %1940, double %1927, double %1924
  %1942 = select i1 %1940, double %1931, double %1925
  %1943 = fsub double %1941, %1942
  %1944 = fsub double %1941, %1943
  %1945 = fsub double %1944, %1942
  %1946 = fmul double %1943, %1943
  %1947 = fmul double %1946, %1946
  %1948 = fmul double %1946, 0x3EFA01A019CB1590
  %1949 = fadd double 0xBF56C16C16C15177, %1948
  %1950 = fmul double %1946, %1949
  %1951 = fadd double 0x3FA555555555554C, %1950
  %1952 = fmul double %1946, %1951
  %1953 = fmul double %1946, 0xBDA8FAE9BE8838D4
  %1954 = fadd double 0x3E21EE9EBDB4B1C4, %1953
  %1955 = fmul double %1946, %1954
  %1956 = fadd double 0xBE927E4F809C52AD, %1955
  %1957 = fmul double %1947, %1947
  %1958 = fmul double %1957, %1956
  %1959 = fadd double %1952, %1958
  %1960 = fmul double 5.000000e-01, %1946
  %1961 = fsub double 1.000000e+00, %1960
  %1962 = fsub double 1.000000e+00, %1961
  %1963 = fsub double %1962, %1960
  %1964 = fmul double %1946, %1959
  %1965 = fmul double %1943, %1945
  %1966 = fsub double %1964, %1965
  %1967 = fadd double %1963, %1966
  %1968 = fadd double %1961, %1967
  %1969 = fmul double %1943, %1943
  %1970 = fmul double %1969, %1969
  %1971 = fmul double %1969, 0x3EC71DE357B1FE7D
  %1972 = fadd double 0xBF2A01A019C161D5, %1971
  %1973 = fmul double %1969, %1972
  %1974 = fadd double 0x3F8111111110F8A6, %1973
  %1975 = fmul double %1969, 0x3DE5D93A5ACFD57C
  %1976 = fadd double 0xBE5AE5E68A2B9CEB, %1975
  %1977 = fmul double %1969, %1970
  %1978 = fmul double %1977, %1976
  %1979 = fadd double %1974, %1978
  %1980 = fmul double %1969, %1943
  %1981 = fmul double 5.000000e-01, %1945
  %1982 = fmul double %1980, %1979
  %1983 = fsub double %1981, %1982
  %1984 = fmul double %1969, %1983
  %1985 = fsub double %1984, %1945
  %1986 = fmul double %1980, 0xBFC5555555555549
  %1987 = fsub double %1985, %1986
  %1988 = fsub double %1943, %1987
  %1989 = fneg double %1968
  %1990 = fneg double %1988
  %1991 = and i64 %1921, 1
  %1992 = and i64 %1921, 2
  %1993 = icmp eq i64 %1991, 1
  %1994 = icmp eq i64 %1992, 2
  %1995 = select i1 %1994, double %1989, double %1968
  %1996 = select i1 %1994, double %1988, double %1990
  %1997 = select i1 %1993, double %1996, double %1995
  %1998 = fmul double %1917, %1997
  %1999 = fptrunc double %1998 to float
  %2000 = fmul float %1999, %noise_scale31
  %2001 = fadd float %1701, %2000
  store float %2001, ptr %1686, align 4
  br label %slot.done93

slot.done93:                                      ; preds = %slot.then92, %slot.done88
  %feature95 = add i64 %lane, 6144
  %valid96 = icmp ult i64 %feature95, %n_features
  %2002 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid96, label %slot.then97, label %slot.done98

slot.then97:                                      ; preds = %slot.done93
  %2003 = load float, ptr %2002, align 4
  %2004 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2005 = fsub float %2004, 4.000000e+00
  %2006 = fmul float 2.000000e+00, %2005
  %2007 = fmul float 0x3F847AE140000000, %2006
  %2008 = fmul float 2.000000e+00, %2003
  %2009 = fmul float %2007, %2008
  %2010 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature95
  %2011 = load float, ptr addrspace(1) %2010, align 4
  %2012 = fsub float %2003, %2011
  %2013 = fmul float 2.000000e+00, %2012
  %2014 = fmul float 5.000000e-01, %2013
  %2015 = fadd float %2009, %2014
  %2016 = fmul float %2015, %eta
  %2017 = fsub float %2003, %2016
  %2018 = mul i64 %row, %n_features
  %element99 = add i64 %2018, %feature95
  %2019 = trunc i64 %key0 to i32
  %2020 = lshr i64 %key0, 32
  %2021 = trunc i64 %2020 to i32
  %2022 = trunc i64 %element99 to i32
  %2023 = trunc i64 %key1_step to i32
  %2024 = lshr i64 %key1_step, 32
  %2025 = trunc i64 %2024 to i32
  %2026 = lshr i64 %element99, 32
  %2027 = trunc i64 %2026 to i32
  %2028 = zext i32 %2022 to i64
  %2029 = mul i64 3528531795, %2028
  %2030 = zext i32 %2025 to i64
  %2031 = mul i64 3449720151, %2030
  %2032 = lshr i64 %2029, 32
  %2033 = trunc i64 %2032 to i32
  %2034 = trunc i64 %2029 to i32
  %2035 = lshr i64 %2031, 32
  %2036 = trunc i64 %2035 to i32
  %2037 = trunc i64 %2031 to i32
  %2038 = xor i32 %2036, %2023
  %2039 = xor i32 %2038, %2019
  %2040 = xor i32 %2033, %2027
  %2041 = xor i32 %2040, %2021
  %2042 = add i32 %2019, -1640531527
  %2043 = add i32 %2021, -1150833019
  %2044 = zext i32 %2039 to i64
  %2045 = mul i64 3528531795, %2044
  %2046 = zext i32 %2041 to i64
  %2047 = mul i64 3449720151, %2046
  %2048 = lshr i64 %2045, 32
  %2049 = trunc i64 %2048 to i32
  %2050 = trunc i64 %2045 to i32
  %2051 = lshr i64 %2047, 32
  %2052 = trunc i64 %2051 to i32
  %2053 = trunc i64 %2047 to i32
  %2054 = xor i32 %2052, %2037
  %2055 = xor i32 %2054, %2042
  %2056 = xor i32 %2049, %2034
  %2057 = xor i32 %2056, %2043
  %2058 = add i32 %2042, -1640531527
  %2059 = add i32 %2043, -1150833019
  %2060 = zext i32 %2055 to i64
  %2061 = mul i64 3528531795, %2060
  %2062 = zext i32 %2057 to i64
  %2063 = mul i64 3449720151, %2062
  %2064 = lshr i64 %2061, 32
  %2065 = trunc i64 %2064 to i32
  %2066 = trunc i64 %2061 to i32
  %2067 = lshr i64 %2063, 32
  %2068 = trunc i64 %2067 to i32
  %2069 = trunc i64 %2063 to i32
  %2070 = xor i32 %2068, %2053
  %2071 = xor i32 %2070, %2058
  %2072 = xor i32 %2065, %2050
  %2073 = xor i32 %2072, %2059
  %2074 = add i32 %2058, -1640531527
  %2075 = add i32 %2059, -1150833019
  %2076 = zext i32 %2071 to i64
  %2077 = mul i64 3528531795, %2076
  %2078 = zext i32 %2073 to i64
  %2079 = mul i64 3449720151, %2078
  %2080 = lshr i64 %2077, 32
  %2081 = trunc i64 %2080 to i32
  %2082 = trunc i64 %2077 to i32
  %2083 = lshr i64 %2079, 32
  %2084 = trunc i64 %2083 to i32
  %2085 = trunc i64 %2079 to i32
  %2086 = xor i32 %2084, %2069
  %2087 = xor i32 %2086, %2074
  %2088 = xor i32 %2081, %2066
  %2089 = xor i32 %2088, %2075
  %2090 = add i32 %2074, -1640531527
  %2091 = add i32 %2075, -1150833019
  %2092 = zext i32 %2087 to i64
  %2093 = mul i64 3528531795, %2092
  %2094 = zext i32 %2089 to i64
  %2095 = mul i64 3449720151, %2094
  %2096 = lshr i64 %2093, 32
  %2097 = trunc i64 %2096 to i32
  %2098 = trunc i64 %2093 to i32
  %2099 = lshr i64 %2095, 32
  %2100 = trunc i64 %2099 to i32
  %2101 = trunc i64 %2095 to i32
  %2102 = xor i32 %2100, %2085
  %2103 = xor i32 %2102, %2090
  %2104 = xor i32 %2097, %2082
  %2105 = xor i32 %2104, %2091
  %2106 = add i32 %2090, -1640531527
  %2107 = add i32 %2091, -1150833019
  %2108 = zext i32 %2103 to i64
  %2109 = mul i64 3528531795, %2108
  %2110 = zext i32 %2105 to i64
  %2111 = mul i64 3449720151, %2110
  %2112 = lshr i64 %2109, 32
  %2113 = trunc i64 %2112 to i32
  %2114 = trunc i64 %2109 to i32
  %2115 = lshr i64 %2111, 32
  %2116 = trunc i64 %2115 to i32
  %2117 = trunc i64 %2111 to i32
  %2118 = xor i32 %2116, %2101
  %2119 = xor i32 %2118, %2106
  %2120 = xor i32 %2113, %2098
  %2121 = xor i32 %2120, %2107
  %2122 = add i32 %2106, -1640531527
  %2123 = add i32 %2107, -1150833019
  %2124 = zext i32 %2119 to i64
  %2125 = mul i64 3528531795, %2124
  %2126 = zext i32 %2121 to i64
  %2127 = mul i64 3449720151, %2126
  %2128 = lshr i64 %2125, 32
  %2129 = trunc i64 %2128 to i32
  %2130 = trunc i64 %2125 to i32
  %2131 = lshr i64 %2127, 32
  %2132 = trunc i64 %2131 to i32
  %2133 = trunc i64 %2127 to i32
  %2134 = xor i32 %2132, %2117
  %2135 = xor i32 %2134, %2122
  %2136 = xor i32 %2129, %2114
  %2137 = xor i32 %2136, %2123
  %2138 = add i32 %2122, -1640531527
  %2139 = add i32 %2123, -1150833019
  %2140 = zext i32 %2135 to i64
  %2141 = mul i64 3528531795, %2140
  %2142 = zext i32 %2137 to i64
  %2143 = mul i64 3449720151, %2142
  %2144 = lshr i64 %2141, 32
  %2145 = trunc i64 %2144 to i32
  %2146 = trunc i64 %2141 to i32
  %2147 = lshr i64 %2143, 32
  %2148 = trunc i64 %2147 to i32
  %2149 = trunc i64 %2143 to i32
  %2150 = xor i32 %2148, %2133
  %2151 = xor i32 %2150, %2138
  %2152 = xor i32 %2145, %2130
  %2153 = xor i32 %2152, %2139
  %2154 = add i32 %2138, -1640531527
  %2155 = add i32 %2139, -1150833019
  %2156 = zext i32 %2151 to i64
  %2157 = mul i64 3528531795, %2156
  %2158 = zext i32 %2153 to i64
  %2159 = mul i64 3449720151, %2158
  %2160 = lshr i64 %2157, 32
  %2161 = trunc i64 %2160 to i32
  %2162 = trunc i64 %2157 to i32
  %2163 = lshr i64 %2159, 32
  %2164 = trunc i64 %2163 to i32
  %2165 = trunc i64 %2159 to i32
  %2166 = xor i32 %2164, %2149
  %2167 = xor i32 %2166, %2154
  %2168 = xor i32 %2161, %2146
  %2169 = xor i32 %2168, %2155
  %2170 = add i32 %2154, -1640531527
  %2171 = add i32 %2155, -1150833019
  %2172 = zext i32 %2167 to i64
  %2173 = mul i64 3528531795, %2172
  %2174 = zext i32 %2169 to i64
  %2175 = mul i64 3449720151, %2174
  %2176 = lshr i64 %2173, 32
  %2177 = trunc i64 %2176 to i32
  %2178 = trunc i64 %2173 to i32
  %2179 = lshr i64 %2175, 32
  %2180 = trunc i64 %2179 to i32
  %2181 = trunc i64 %2175 to i32
  %2182 = xor i32 %2180, %2165
  %2183 = xor i32 %2182, %2170
  %2184 = xor i32 %2177, %2162
  %2185 = xor i32 %2184, %2171
  %2186 = uitofp i32 %2183 to double
  %2187 = fadd double %2186, 5.000000e-01
  %2188 = fmul double %2187, 0x3DF0000000000000
  %2189 = uitofp i32 %2181 to double
  %2190 = fadd double %2189, 5.000000e-01
  %2191 = fmul double %2190, 0x3DF0000000000000
  %2192 = bitcast double %2188 to i64
  %2193 = lshr i64 %2192, 32
  %2194 = add i64 %2193, 614242
  %2195 = lshr i64 %2194, 20
  %2196 = sub i64 %2195, 1023
  %2197 = and i64 %2194, 1048575
  %2198 = add i64 %2197, 1072079006
  %2199 = shl i64 %2198, 32
  %2200 = and i64 %2192, 4294967295
  %2201 = or i64 %2199, %2200
  %2202 = bitcast i64 %2201 to double
  %2203 = fsub double %2202, 1.000000e+00
  %2204 = fmul double 5.000000e-01, %2203
  %2205 = fmul double %2204, %2203
  %2206 = fadd double 2.000000e+00, %2203
  %2207 = fdiv double %2203, %2206
  %2208 = fmul double %2207, %2207
  %2209 = fmul double %2208, %2208
  %2210 = fmul double %2209, 0x3FC39A09D078C69F
  %2211 = fadd double 0x3FCC71C51D8E78AF, %2210
  %2212 = fmul double %2209, %2211
  %2213 = fadd double 0x3FD999999997FA04, %2212
  %2214 = fmul double %2209, %2213
  %2215 = fmul double %2209, 0x3FC2F112DF3E5244
  %2216 = fadd double 0x3FC7466496CB03DE, %2215
  %2217 = fmul double %2209, %2216
  %2218 = fadd double 0x3FD2492494229359, %2217
  %2219 = fmul double %2209, %2218
  %2220 = fadd double 0x3FE5555555555593, %2219
  %2221 = fmul double %2208, %2220
  %2222 = fadd double %2221, %2214
  %2223 = sitofp i64 %2196 to double
  %2224 = fadd double %2205, %2222
  %2225 = fmul double %2207, %2224
  %2226 = fmul double %2223, 0x3DEA39EF35793C76
  %2227 = fadd double %2225, %2226
  %2228 = fsub double %2227, %2205
  %2229 = fadd double %2228, %2203
  %2230 = fmul double %2223, 0x3FE62E42FEE00000
  %2231 = fadd double %2229, %2230
  %2232 = fmul double -2.000000e+00, %2231
  %2233 = call double @llvm.sqrt.f64(double %2232)
  %2234 = fmul double 0x401921FB54442D18, %2191
  %2235 = fmul double %2234, 0x3FE45F306DC9C883
  %2236 = fadd double %2235, 0x4338000000000000
  %2237 = bitcast double %2236 to i64
  %2238 = fsub double %2236, 0x4338000000000000
  %2239 = fmul double %2238, 0x3FF921FB54400000
  %2240 = fsub double %2234, %2239
  %2241 = fmul double %2238, 0x3DD0B4611A626331
  %2242 = fmul double %2238, 0x3DD0B4611A600000
  %2243 = fsub double %2240, %2242
  %2244 = fmul double %2238, 0x3BA3198A2E037073
  %2245 = fsub double %2240, %2243
  %2246 = fsub double %2245, %2242
  %2247 = fsub double %2244, %2246
  %2248 = fsub double %2240, %2241
  %2249 = bitcast double %2234 to i64
  %2250 = lshr i64 %2249, 52
  %2251 = and i64 %2250, 2047
  %2252 = bitcast double %2248 to i64
  %2253 = lshr i64 %2252, 52
  %2254 = and i64 %2253, 2047
  %2255 = add i64 %2254, 16
  %2256 = icmp ult i64 %2255, %2251
  %2257 = select i1 %2256, double %2243, double %2240
  %2258 = select i1 %2256, double %2247, double %2241
  %2259 = fsub double %2257, %2258
  %2260 = fsub double %2257, %2259
  %2261 = fsub double %2260, %2258
  %2262 = fmul double %2259, %2259
  %2263 = fmul double %2262, %2262
  %2264 = fmul double %2262, 0x3EFA01A019CB1590
  %2265 = fadd double 0xBF56C16C16C15177, %2264
  %2266 = fmul double %2262, %2265
  %2267 = fadd double 0x3FA555555555554C, %2266
  %2268 = fmul double %2262, %2267
  %2269 = fmul double %2262, 0xBDA8FAE9BE8838D4
  %2270 = fadd double 0x3E21EE9EBDB4B1C4, %2269
  %2271 = fmul double %2262, %2270
  %2272 = fadd double 0xBE927E4F809C52AD, %2271
  %2273 = fmul double %2263, %2263
  %2274 = fmul double %2273, %2272
  %2275 = fadd double %2268, %2274
  %2276 = fmul double 5.000000e-01, %2262
  %2277 = fsub double 1.000000e+00, %2276
  %2278 = fsub double 1.000000e+00, %2277
  %2279 = fsub double %2278, %2276
  %2280 = fmul double %2262, %2275
  %2281 = fmul double %2259, %2261
  %2282 = fsub double %2280, %2281
  %2283 = fadd double %2279, %2282
  %2284 = fadd double %2277, %2283
  %2285 = fmul double %2259, %2259
  %2286 = fmul double %2285, %2285
  %2287 = fmul double %2285, 0x3EC71DE357B1FE7D
  %2288 = fadd double 0xBF2A01A019C161D5, %2287
  %2289 = fmul double %2285, %2288
  %2290 = fadd double 0x3F8111111110F8A6, %2289
  %2291 = fmul double %2285, 0x3DE5D93A5ACFD57C
  %2292 = fadd double 0xBE5AE5E68A2B9CEB, %2291
  %2293 = fmul double %2285, %2286
  %2294 = fmul double %2293, %2292
  %2295 = fadd double %2290, %2294
  %2296 = fmul double %2285, %2259
  %2297 = fmul double 5.000000e-01, %2261
  %2298 = fmul double %2296, %2295
  %2299 = fsub double %2297, %2298
  %2300 = fmul double %2285, %2299
  %2301 = fsub double %2300, %2261
  %2302 = fmul double %2296, 0xBFC5555555555549
  %2303 = fsub double %2301, %2302
  %2304 = fsub double %2259, %2303
  %2305 = fneg double %2284
  %2306 = fneg double %2304
  %2307 = and i64 %2237, 1
  %2308 = and i64 %2237, 2
  %2309 = icmp eq i64 %2307, 1
  %2310 = icmp eq i64 %2308, 2
  %2311 = select i1 %2310, double %2305, double %2284
  %2312 = select i1 %2310, double %2304, double %2306
  %2313 = select i1 %2309, double %2312, double %2311
  %2314 = fmul double %2233, %2313
  %2315 = fptrunc double %2314 to float
  %2316 = fmul float %2315, %noise_scale31
  %2317 = fadd float %2017, %2316
  store float %2317, ptr %2002, align 4
  br label %slot.done98

slot.done98:                                      ; preds = %slot.then97, %slot.done93
  %feature100 = add i64 %lane, 7168
  %valid101 = icmp ult i64 %feature100, %n_features
  %2318 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid101, label %slot.then102, label %slot.done103

slot.then102:                                     ; preds = %slot.done98
  %2319 = load float, ptr %2318, align 4
  %2320 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2321 = fsub float %2320, 4.000000e+00
  %2322 = fmul float 2.000000e+00, %2321
  %2323 = fmul float 0x3F847AE140000000, %2322
  %2324 = fmul float 2.000000e+00, %2319
  %2325 = fmul float %2323, %2324
  %2326 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature100
  %2327 = load float, ptr addrspace(1) %2326, align 4
  %2328 = fsub float %2319, %2327
  %2329 = fmul float 2.000000e+00, %2328
  %2330 = fmul float 5.000000e-01, %2329
  %2331 = fadd float %2325, %2330
  %2332 = fmul float %2331, %eta
  %2333 = fsub float %2319, %2332
  %2334 = mul i64 %row, %n_features
  %element104 = add i64 %2334, %feature100
  %2335 = trunc i64 %key0 to i32
  %2336 = lshr i64 %key0, 32
  %2337 = trunc i64 %2336 to i32
  %2338 = trunc i64 %element104 to i32
  %2339 = trunc i64 %key1_step to i32
  %2340 = lshr i64 %key1_step, 32
  %2341 = trunc i64 %2340 to i32
  %2342 = lshr i64 %element104, 32
  %2343 = trunc i64 %2342 to i32
  %2344 = zext i32 %2338 to i64
  %2345 = mul i64 3528531795, %2344
  %2346 = zext i32 %2341 to i64
  %2347 = mul i64 3449720151, %2346
  %2348 = lshr i64 %2345, 32
  %2349 = trunc i64 %2348 to i32
  %2350 = trunc i64 %2345 to i32
  %2351 = lshr i64 %2347, 32
  %2352 = trunc i64 %2351 to i32
  %2353 = trunc i64 %2347 to i32
  %2354 = xor i32 %2352, %2339
  %2355 = xor i32 %2354, %2335
  %2356 = xor i32 %2349, %2343
  %2357 = xor i32 %2356, %2337
  %2358 = add i32 %2335, -1640531527
  %2359 = add i32 %2337, -1150833019
  %2360 = zext i32 %2355 to i64
  %2361 = mul i64 3528531795, %2360
  %2362 = zext i32 %2357 to i64
  %2363 = mul i64 3449720151, %2362
  %2364 = lshr i64 %2361, 32
  %2365 = trunc i64 %2364 to i32
  %2366 = trunc i64 %2361 to i32
  %2367 = lshr i64 %2363, 32
  %2368 = trunc i64 %2367 to i32
  %2369 = trunc i64 %2363 to i32
  %2370 = xor i32 %2368, %2353
  %2371 = xor i32 %2370, %2358
  %2372 = xor i32 %2365, %2350
  %2373 = xor i32 %2372, %2359
  %2374 = add i32 %2358, -1640531527
  %2375 = add i32 %2359, -1150833019
  %2376 = zext i32 %2371 to i64
  %2377 = mul i64 3528531795, %2376
  %2378 = zext i32 %2373 to i64
  %2379 = mul i64 3449720151, %2378
  %2380 = lshr i64 %2377, 32
  %2381 = trunc i64 %2380 to i32
  %2382 = trunc i64 %2377 to i32
  %2383 = lshr i64 %2379, 32
  %2384 = trunc i64 %2383 to i32
  %2385 = trunc i64 %2379 to i32
  %2386 = xor i32 %2384, %2369
  %2387 = xor i32 %2386, %2374
  %2388 = xor i32 %2381, %2366
  %2389 = xor i32 %2388, %2375
  %2390 = add i32 %2374, -1640531527
  %2391 = add i32 %2375, -1150833019
  %2392 = zext i32 %2387 to i64
  %2393 = mul i64 3528531795, %2392
  %2394 = zext i32 %2389 to i64
  %2395 = mul i64 3449720151, %2394
  %2396 = lshr i64 %2393, 32
  %2397 = trunc i64 %2396 to i32
  %2398 = trunc i64 %2393 to i32
  %2399 = lshr i64 %2395, 32
  %2400 = trunc i64 %2399 to i32
  %2401 = trunc i64 %2395 to i32
  %2402 = xor i32 %2400, %2385
  %2403 = xor i32 %2402, %2390
  %2404 = xor i32 %2397, %2382
  %2405 = xor i32 %2404, %2391
  %2406 = add i32 %2390, -1640531527
  %2407 = add i32 %2391, -1150833019
  %2408 = zext i32 %2403 to i64
  %2409 = mul i64 3528531795, %2408
  %2410 = zext i32 %2405 to i64
  %2411 = mul i64 3449720151, %2410
  %2412 = lshr i64 %2409, 32
  %2413 = trunc i64 %2412 to i32
  %2414 = trunc i64 %2409 to i32
  %2415 = lshr i64 %2411, 32
  %2416 = trunc i64 %2415 to i32
  %2417 = trunc i64 %2411 to i32
  %2418 = xor i32 %2416, %2401
  %2419 = xor i32 %2418, %2406
  %2420 = xor i32 %2413, %2398
  %2421 = xor i32 %2420, %2407
  %2422 = add i32 %2406, -1640531527
  %2423 = add i32 %2407, -1150833019
  %2424 = zext i32 %2419 to i64
  %2425 = mul i64 3528531795, %2424
  %2426 = zext i32 %2421 to i64
  %2427 = mul i64 3449720151, %2426
  %2428 = lshr i64 %2425, 32
  %2429 = trunc i64 %2428 to i32
  %2430 = trunc i64 %2425 to i32
  %2431 = lshr i64 %2427, 32
  %2432 = trunc i64 %2431 to i32
  %2433 = trunc i64 %2427 to i32
  %2434 = xor i32 %2432, %2417
  %2435 = xor i32 %2434, %2422
  %2436 = xor i32 %2429, %2414
  %2437 = xor i32 %2436, %2423
  %2438 = add i32 %2422, -1640531527
  %2439 = add i32 %2423, -1150833019
  %2440 = zext i32 %2435 to i64
  %2441 = mul i64 3528531795, %2440
  %2442 = zext i32 %2437 to i64
  %2443 = mul i64 3449720151, %2442
  %2444 = lshr i64 %2441, 32
  %2445 = trunc i64 %2444 to i32
  %2446 = trunc i64 %2441 to i32
  %2447 = lshr i64 %2443, 32
  %2448 = trunc i64 %2447 to i32
  %2449 = trunc i64 %2443 to i32
  %2450 = xor i32 %2448, %2433
  %2451 = xor i32 %2450, %2438
  %2452 = xor i32 %2445, %2430
  %2453 = xor i32 %2452, %2439
  %2454 = add i32 %2438, -1640531527
  %2455 = add i32 %2439, -1150833019
  %2456 = zext i32 %2451 to i64
  %2457 = mul i64 3528531795, %2456
  %2458 = zext i32 %2453 to i64
  %2459 = mul i64 3449720151, %2458
  %2460 = lshr i64 %2457, 32
  %2461 = trunc i64 %2460 to i32
  %2462 = trunc i64 %2457 to i32
  %2463 = lshr i64 %2459, 32
  %2464 = trunc i64 %2463 to i32
  %2465 = trunc i64 %2459 to i32
  %2466 = xor i32 %2464, %2449
  %2467 = xor i32 %2466, %2454
  %2468 = xor i32 %2461, %2446
  %2469 = xor i32 %2468, %2455
  %2470 = add i32 %2454, -1640531527
  %2471 = add i32 %2455, -1150833019
  %2472 = zext i32 %2467 to i64
  %2473 = mul i64 3528531795, %2472
  %2474 = zext i32 %2469 to i64
  %2475 = mul i64 3449720151, %2474
  %2476 = lshr i64 %2473, 32
  %2477 = trunc i64 %2476 to i32
  %2478 = trunc i64 %2473 to i32
  %2479 = lshr i64 %2475, 32
  %2480 = trunc i64 %2479 to i32
  %2481 = trunc i64 %2475 to i32
  %2482 = xor i32 %2480, %2465
  %2483 = xor i32 %2482, %2470
  %2484 = xor i32 %2477, %2462
  %2485 = xor i32 %2484, %2471
  %2486 = add i32 %2470, -1640531527
  %2487 = add i32 %2471, -1150833019
  %2488 = zext i32 %2483 to i64
  %2489 = mul i64 3528531795, %2488
  %2490 = zext i32 %2485 to i64
  %2491 = mul i64 3449720151, %2490
  %2492 = lshr i64 %2489, 32
  %2493 = trunc i64 %2492 to i32
  %2494 = trunc i64 %2489 to i32
  %2495 = lshr i64 %2491, 32
  %2496 = trunc i64 %2495 to i32
  %2497 = trunc i64 %2491 to i32
  %2498 = xor i32 %2496, %2481
  %2499 = xor i32 %2498, %2486
  %2500 = xor i32 %2493, %2478
  %2501 = xor i32 %2500, %2487
  %2502 = uitofp i32 %2499 to double
  %2503 = fadd double %2502, 5.000000e-01
  %2504 = fmul double %2503, 0x3DF0000000000000
  %2505 = uitofp i32 %2497 to double
  %2506 = fadd double %2505, 5.000000e-01
  %2507 = fmul double %2506, 0x3DF0000000000000
  %2508 = bitcast double %2504 to i64
  %2509 = lshr i64 %2508, 32
  %2510 = add i64 %2509, 614242
  %2511 = lshr i64 %2510, 20
  %2512 = sub i64 %2511, 1023
  %2513 = and i64 %2510, 1048575
  %2514 = add i64 %2513, 1072079006
  %2515 = shl i64 %2514, 32
  %2516 = and i64 %2508, 4294967295
  %2517 = or i64 %2515, %2516
  %2518 = bitcast i64 %2517 to double
  %2519 = fsub double %2518, 1.000000e+00
  %2520 = fmul double 5.000000e-01, %2519
  %2521 = fmul double %2520, %2519
  %2522 = fadd double 2.000000e+00, %2519
  %2523 = fdiv double %2519, %2522
  %2524 = fmul double %2523, %2523
  %2525 = fmul double %2524, %2524
  %2526 = fmul double %2525, 0x3FC39A09D078C69F
  %2527 = fadd double 0x3FCC71C51D8E78AF, %2526
  %2528 = fmul double %2525, %2527
  %2529 = fadd double 0x3FD999999997FA04, %2528
  %2530 = fmul double %2525, %2529
  %2531 = fmul double %2525, 0x3FC2F112DF3E5244
  %2532 = fadd double 0x3FC7466496CB03DE, %2531
  %2533 = fmul double %2525, %2532
  %2534 = fadd double 0x3FD2492494229359, %2533
  %2535 = fmul double %2525, %2534
  %2536 = fadd double 0x3FE5555555555593, %2535
  %2537 = fmul double %2524, %2536
  %2538 = fadd double %2537, %2530
  %2539 = sitofp i64 %2512 to double
  %2540 = fadd double %2521, %2538
  %2541 = fmul double %2523, %2540
  %2542 = fmul double %2539, 0x3DEA39EF35793C76
  %2543 = fadd double %2541, %2542
  %2544 = fsub double %2543, %2521
  %2545 = fadd double %2544, %2519
  %2546 = fmul double %2539, 0x3FE62E42FEE00000
  %2547 = fadd double %2545, %2546
  %2548 = fmul double -2.000000e+00, %2547
  %2549 = call double @llvm.sqrt.f64(double %2548)
  %2550 = fmul double 0x401921FB54442D18, %2507
  %2551 = fmul double %2550, 0x3FE45F306DC9C883
  %2552 = fadd double %2551, 0x4338000000000000
  %2553 = bitcast double %2552 to i64
  %2554 = fsub double %2552, 0x4338000000000000
  %2555 = fmul double %2554, 0x3FF921FB54400000
  %2556 = fsub double %2550, %2555
  %2557 = fmul double %2554, 0x3DD0B4611A626331
  %2558 = fmul double %2554, 0x3DD0B4611A600000
  %2559 = fsub double %2556, %2558
  %2560 = fmul double %2554, 0x3BA3198A2E037073
  %2561 = fsub double %2556, %2559
  %2562 = fsub double %2561, %2558
  %2563 = fsub double %2560, %2562
  %2564 = fsub double %2556, %2557
  %2565 = bitcast double %2550 to i64
  %2566 = lshr i64 %2565, 52
  %2567 = and i64 %2566, 2047
  %2568 = bitcast double %2564 to i64
  %2569 = lshr i64 %2568, 52
  %2570 = and i64 %2569, 2047
  %2571 = add i64 %2570, 16
  %2572 = icmp ult i64 %2571, %2567
  %2573 = select i1 %2572, double %2559, double %2556
  %2574 = select i1 %2572, double %2563, double %2557
  %2575 = fsub double %2573, %2574
  %2576 = fsub double %2573, %2575
  %2577 = fsub double %2576, %2574
  %2578 = fmul double %2575, %2575
  %2579 = fmul double %2578, %2578
  %2580 = fmul double %2578, 0x3EFA01A019CB1590
  %2581 = fadd double 0xBF56C16C16C15177, %2580
  %2582 = fmul double %2578, %2581
  %2583 = fadd double 0x3FA555555555554C, %2582
  %2584 = fmul double %2578, %2583
  %2585 = fmul double %2578, 0xBDA8FAE9BE8838D4
  %2586 = fadd double 0x3E21EE9EBDB4B1C4, %2585
  %2587 = fmul double %2578, %2586
  %2588 = fadd double 0xBE927E4F809C52AD, %2587
  %2589 = fmul double %2579, %2579
  %2590 = fmul double %2589, %2588
  %2591 = fadd double %2584, %2590
  %2592 = fmul double 5.000000e-01, %2578
  %2593 = fsub double 1.000000e+00, %2592
  %2594 = fsub double 1.000000e+00, %2593
  %2595 = fsub double %2594, %2592
  %2596 = fmul double %2578, %2591
  %2597 = fmul double %2575, %2577
  %2598 = fsub double %2596, %2597
  %2599 = fadd double %2595, %2598
  %2600 = fadd double %2593, %2599
  %2601 = fmul double %2575, %2575
  %2602 = fmul double %2601, %2601
  %2603 = fmul double %2601, 0x3EC71DE357B1FE7D
  %2604 = fadd double 0xBF2A01A019C161D5, %2603
  %2605 = fmul double %2601, %2604
  %2606 = fadd double 0x3F8111111110F8A6, %2605
  %2607 = fmul double %2601, 0x3DE5D93A5ACFD57C
  %2608 = fadd double 0xBE5AE5E68A2B9CEB, %2607
  %2609 = fmul double %2601, %2602
  %2610 = fmul double %2609, %2608
  %2611 = fadd double %2606, %2610
  %2612 = fmul double %2601, %2575
  %2613 = fmul double 5.000000e-01, %2577
  %2614 = fmul double %2612, %2611
  %2615 = fsub double %2613, %2614
  %2616 = fmul double %2601, %2615
  %2617 = fsub double %2616, %2577
  %2618 = fmul double %2612, 0xBFC5555555555549
  %2619 = fsub double %2617, %2618
  %2620 = fsub double %2575, %2619
  %2621 = fneg double %2600
  %2622 = fneg double %2620
  %2623 = and i64 %2553, 1
  %2624 = and i64 %2553, 2
  %2625 = icmp eq i64 %2623, 1
  %2626 = icmp eq i64 %2624, 2
  %2627 = select i1 %2626, double %2621, double %2600
  %2628 = select i1 %2626, double %2620, double %2622
  %2629 = select i1 %2625, double %2628, double %2627
  %2630 = fmul double %2549, %2629
  %2631 = fptrunc double %2630 to float
  %2632 = fmul float %2631, %noise_scale31
  %2633 = fadd float %2333, %2632
  store float %2633, ptr %2318, align 4
  br label %slot.done103

slot.done103:                                     ; preds = %slot.then102, %slot.done98
  br label %noise.done

uniform_sinks.then107:                            ; preds = %quiet
  br label %uniform_sinks.done108

uniform_sinks.done108:                            ; preds = %uniform_sinks.then107, %quiet
  %feature109 = add i64 %lane, 0
  %valid110 = icmp ult i64 %feature109, %n_features
  %2634 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid110, label %slot.then111, label %slot.done112

slot.then111:                                     ; preds = %uniform_sinks.done108
  %2635 = load float, ptr %2634, align 4
  %2636 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2637 = fsub float %2636, 4.000000e+00
  %2638 = fmul float 2.000000e+00, %2637
  %2639 = fmul float 0x3F847AE140000000, %2638
  %2640 = fmul float 2.000000e+00, %2635
  %2641 = fmul float %2639, %2640
  %2642 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature109
  %2643 = load float, ptr addrspace(1) %2642, align 4
  %2644 = fsub float %2635, %2643
  %2645 = fmul float 2.000000e+00, %2644
  %2646 = fmul float 5.000000e-01, %2645
  %2647 = fadd float %2641, %2646
  %2648 = fmul float %2647, %eta
  %2649 = fsub float %2635, %2648
  %2650 = fmul float 0.000000e+00, %noise_scale31
  %2651 = fadd float %2649, %2650
  store float %2649, ptr %2634, align 4
  br label %slot.done112

slot.done112:                                     ; preds = %slot.then111, %uniform_sinks.done108
  %feature113 = add i64 %lane, 1024
  %valid114 = icmp ult i64 %feature113, %n_features
  %2652 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid114, label %slot.then115, label %slot.done116

slot.then115:                                     ; preds = %slot.done112
  %2653 = load float, ptr %2652, align 4
  %2654 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2655 = fsub float %2654, 4.000000e+00
  %2656 = fmul float 2.000000e+00, %2655
  %2657 = fmul float 0x3F847AE140000000, %2656
  %2658 = fmul float 2.000000e+00, %2653
  %2659 = fmul float %2657, %2658
  %2660 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature113
  %2661 = load float, ptr addrspace(1) %2660, align 4
  %2662 = fsub float %2653, %2661
  %2663 = fmul float 2.000000e+00, %2662
  %2664 = fmul float 5.000000e-01, %2663
  %2665 = fadd float %2659, %2664
  %2666 = fmul float %2665, %eta
  %2667 = fsub float %2653, %2666
  %2668 = fmul float 0.000000e+00, %noise_scale31
  %2669 = fadd float %2667, %2668
  store float %2667, ptr %2652, align 4
  br label %slot.done116

slot.done116:                                     ; preds = %slot.then115, %slot.done112
  %feature117 = add i64 %lane, 2048
  %valid118 = icmp ult i64 %feature117, %n_features
  %2670 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid118, label %slot.then119, label %slot.done120

slot.then119:                                     ; preds = %slot.done116
  %2671 = load float, ptr %2670, align 4
  %2672 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2673 = fsub float %2672, 4.000000e+00
  %2674 = fmul float 2.000000e+00, %2673
  %2675 = fmul float 0x3F847AE140000000, %2674
  %2676 = fmul float 2.000000e+00, %2671
  %2677 = fmul float %2675, %2676
  %2678 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature117
  %2679 = load float, ptr addrspace(1) %2678, align 4
  %2680 = fsub float %2671, %2679
  %2681 = fmul float 2.000000e+00, %2680
  %2682 = fmul float 5.000000e-01, %2681
  %2683 = fadd float %2677, %2682
  %2684 = fmul float %2683, %eta
  %2685 = fsub float %2671, %2684
  %2686 = fmul float 0.000000e+00, %noise_scale31
  %2687 = fadd float %2685, %2686
  store float %2685, ptr %2670, align 4
  br label %slot.done120

slot.done120:                                     ; preds = %slot.then119, %slot.done116
  %feature121 = add i64 %lane, 3072
  %valid122 = icmp ult i64 %feature121, %n_features
  %2688 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid122, label %slot.then123, label %slot.done124

slot.then123:                                     ; preds = %slot.done120
  %2689 = load float, ptr %2688, align 4
  %2690 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2691 = fsub float %2690, 4.000000e+00
  %2692 = fmul float 2.000000e+00, %2691
  %2693 = fmul float 0x3F847AE140000000, %2692
  %2694 = fmul float 2.000000e+00, %2689
  %2695 = fmul float %2693, %2694
  %2696 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature121
  %2697 = load float, ptr addrspace(1) %2696, align 4
  %2698 = fsub float %2689, %2697
  %2699 = fmul float 2.000000e+00, %2698
  %2700 = fmul float 5.000000e-01, %2699
  %2701 = fadd float %2695, %2700
  %2702 = fmul float %2701, %eta
  %2703 = fsub float %2689, %2702
  %2704 = fmul float 0.000000e+00, %noise_scale31
  %2705 = fadd float %2703, %2704
  store float %2703, ptr %2688, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %slot.done120
  %feature125 = add i64 %lane, 4096
  %valid126 = icmp ult i64 %feature125, %n_features
  %2706 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid126, label %slot.then127, label %slot.done128

slot.then127:                                     ; preds = %slot.done124
  %2707 = load float, ptr %2706, align 4
  %2708 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2709 = fsub float %2708, 4.000000e+00
  %2710 = fmul float 2.000000e+00, %2709
  %2711 = fmul float 0x3F847AE140000000, %2710
  %2712 = fmul float 2.000000e+00, %2707
  %2713 = fmul float %2711, %2712
  %2714 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature125
  %2715 = load float, ptr addrspace(1) %2714, align 4
  %2716 = fsub float %2707, %2715
  %2717 = fmul float 2.000000e+00, %2716
  %2718 = fmul float 5.000000e-01, %2717
  %2719 = fadd float %2713, %2718
  %2720 = fmul float %2719, %eta
  %2721 = fsub float %2707, %2720
  %2722 = fmul float 0.000000e+00, %noise_scale31
  %2723 = fadd float %2721, %2722
  store float %2721, ptr %2706, align 4
  br label %slot.done128

slot.done128:                                     ; preds = %slot.then127, %slot.done124
  %feature129 = add i64 %lane, 5120
  %valid130 = icmp ult i64 %feature129, %n_features
  %2724 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid130, label %slot.then131, label %slot.done132

slot.then131:                                     ; preds = %slot.done128
  %2725 = load float, ptr %2724, align 4
  %2726 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2727 = fsub float %2726, 4.000000e+00
  %2728 = fmul float 2.000000e+00, %2727
  %2729 = fmul float 0x3F847AE140000000, %2728
  %2730 = fmul float 2.000000e+00, %2725
  %2731 = fmul float %2729, %2730
  %2732 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature129
  %2733 = load float, ptr addrspace(1) %2732, align 4
  %2734 = fsub float %2725, %2733
  %2735 = fmul float 2.000000e+00, %2734
  %2736 = fmul float 5.000000e-01, %2735
  %2737 = fadd float %2731, %2736
  %2738 = fmul float %2737, %eta
  %2739 = fsub float %2725, %2738
  %2740 = fmul float 0.000000e+00, %noise_scale31
  %2741 = fadd float %2739, %2740
  store float %2739, ptr %2724, align 4
  br label %slot.done132

slot.done132:                                     ; preds = %slot.then131, %slot.done128
  %feature133 = add i64 %lane, 6144
  %valid134 = icmp ult i64 %feature133, %n_features
  %2742 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid134, label %slot.then135, label %slot.done136

slot.then135:                                     ; preds = %slot.done132
  %2743 = load float, ptr %2742, align 4
  %2744 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2745 = fsub float %2744, 4.000000e+00
  %2746 = fmul float 2.000000e+00, %2745
  %2747 = fmul float 0x3F847AE140000000, %2746
  %2748 = fmul float 2.000000e+00, %2743
  %2749 = fmul float %2747, %2748
  %2750 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature133
  %2751 = load float, ptr addrspace(1) %2750, align 4
  %2752 = fsub float %2743, %2751
  %2753 = fmul float 2.000000e+00, %2752
  %2754 = fmul float 5.000000e-01, %2753
  %2755 = fadd float %2749, %2754
  %2756 = fmul float %2755, %eta
  %2757 = fsub float %2743, %2756
  %2758 = fmul float 0.000000e+00, %noise_scale31
  %2759 = fadd float %2757, %2758
  store float %2757, ptr %2742, align 4
  br label %slot.done136

slot.done136:                                     ; preds = %slot.then135, %slot.done132
  %feature137 = add i64 %lane, 7168
  %valid138 = icmp ult i64 %feature137, %n_features
  %2760 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid138, label %slot.then139, label %slot.done140

slot.then139:                                     ; preds = %slot.done136
  %2761 = load float, ptr %2760, align 4
  %2762 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2763 = fsub float %2762, 4.000000e+00
  %2764 = fmul float 2.000000e+00, %2763
  %2765 = fmul float 0x3F847AE140000000, %2764
  %2766 = fmul float 2.000000e+00, %2761
  %2767 = fmul float %2765, %2766
  %2768 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature137
  %2769 = load float, ptr addrspace(1) %2768, align 4
  %2770 = fsub float %2761, %2769
  %2771 = fmul float 2.000000e+00, %2770
  %2772 = fmul float 5.000000e-01, %2771
  %2773 = fadd float %2767, %2772
  %2774 = fmul float %2773, %eta
  %2775 = fsub float %2761, %2774
  %2776 = fmul float 0.000000e+00, %noise_scale31
  %2777 = fadd float %2775, %2776
  store float %2775, ptr %2760, align 4
  br label %slot.done140

slot.done140:                                     ; preds = %slot.then139, %slot.done136
  br label %noise.done

slot.then143:                                     ; preds = %step.exit
  %2778 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature141
  %2779 = load float, ptr %36, align 4
  store float %2779, ptr addrspace(1) %2778, align 4
  br label %slot.done144

slot.done144:                                     ; preds = %slot.then143, %step.exit
  %feature145 = add i64 %lane, 1024
  %valid146 = icmp ult i64 %feature145, %n_features
  %2780 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid146, label %slot.then147, label %slot.done148

slot.then147:                                     ; preds = %slot.done144
  %2781 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature145
  %2782 = load float, ptr %2780, align 4
  store float %2782, ptr addrspace(1) %2781, align 4
  br label %slot.done148

slot.done148:                                     ; preds = %slot.then147, %slot.done144
  %feature149 = add i64 %lane, 2048
  %valid150 = icmp ult i64 %feature149, %n_features
  %2783 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid150, label %slot.then151, label %slot.done152

slot.then151:                                     ; preds = %slot.done148
  %2784 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature149
  %2785 = load float, ptr %2783, align 4
  store float %2785, ptr addrspace(1) %2784, align 4
  br label %slot.done152

slot.done152:                                     ; preds = %slot.then151, %slot.done148
  %feature153 = add i64 %lane, 3072
  %valid154 = icmp ult i64 %feature153, %n_features
  %2786 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid154, label %slot.then155, label %slot.done156

slot.then155:                                     ; preds = %slot.done152
  %2787 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature153
  %2788 = load float, ptr %2786, align 4
  store float %2788, ptr addrspace(1) %2787, align 4
  br label %slot.done156

slot.done156:                                     ; preds = %slot.then155, %slot.done152
  %feature157 = add i64 %lane, 4096
  %valid158 = icmp ult i64 %feature157, %n_features
  %2789 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid158, label %slot.then159, label %slot.done160

slot.then159:                                     ; preds = %slot.done156
  %2790 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature157
  %2791 = load float, ptr %2789, align 4
  store float %2791, ptr addrspace(1) %2790, align 4
  br label %slot.done160

slot.done160:                                     ; preds = %slot.then159, %slot.done156
  %feature161 = add i64 %lane, 5120
  %valid162 = icmp ult i64 %feature161, %n_features
  %2792 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid162, label %slot.then163, label %slot.done164

slot.then163:                                     ; preds = %slot.done160
  %2793 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature161
  %2794 = load float, ptr %2792, align 4
  store float %2794, ptr addrspace(1) %2793, align 4
  br label %slot.done164

slot.done164:                                     ; preds = %slot.then163, %slot.done160
  %feature165 = add i64 %lane, 6144
  %valid166 = icmp ult i64 %feature165, %n_features
  %2795 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid166, label %slot.then167, label %slot.done168

slot.then167:                                     ; preds = %slot.done164
  %2796 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature165
  %2797 = load float, ptr %2795, align 4
  store float %2797, ptr addrspace(1) %2796, align 4
  br label %slot.done168

slot.done168:                                     ; preds = %slot.then167, %slot.done164
  %feature169 = add i64 %lane, 7168
  %valid170 = icmp ult i64 %feature169, %n_features
  %2798 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid170, label %slot.then171, label %slot.done172

slot.then171:                                     ; preds = %slot.done168
  %2799 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature169
  %2800 = load float, ptr %2798, align 4
  store float %2800, ptr addrspace(1) %2799, align 4
  br label %slot.done172

slot.done172:                                     ; preds = %slot.then171, %slot.done168
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %step = phi i64 [ 0, %row.then ], [ %371, %noise.done ]
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
  store i32 %184, ptr addrspace(1) %187, align 4
  %188 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %philox
  store i32 %182, ptr addrspace(1) %188, align 4
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
  %w0 = load i32, ptr addrspace(1) %191, align 4
  %192 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %noise
  %w1 = load i32, ptr addrspace(1) %192, align 4
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
  store float %322, ptr addrspace(1) %323, align 4
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

reduce.done:                                      ; preds = %pairwise_finish.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

fold_sums.header:                                 ; preds = %merge.done, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %361, %merge.done ]
  %336 = icmp ult i64 %fold_sums, %n_features
  br i1 %336, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %337 = getelementptr inbounds float, ptr addrspace(1) %335, i64 %fold_sums
  %338 = load float, ptr addrspace(1) %337, align 4
  store float %338, ptr %item_value, align 4
  store i64 0, ptr %item_level, align 8
  br label %merge.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %339 = load i64, ptr %pairwise_depth, align 8
  %340 = icmp ugt i64 %339, 0
  %341 = sub i64 %339, 1
  %342 = select i1 %340, i64 %341, i64 0
  %343 = getelementptr inbounds float, ptr %pairwise_sums, i64 %342
  %344 = load float, ptr %343, align 4
  %345 = select i1 %340, float %344, float 0.000000e+00
  store float %345, ptr %pairwise_acc, align 4
  br label %pairwise_finish.header

merge.header:                                     ; preds = %merge.body, %fold_sums.body
  %depth = load i64, ptr %pairwise_depth, align 8
  %level = load i64, ptr %item_level, align 8
  %346 = icmp ugt i64 %depth, 0
  %top = sub i64 %depth, 1
  %347 = select i1 %346, i64 %top, i64 0
  %348 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %347
  %349 = load i64, ptr %348, align 8
  %350 = icmp eq i64 %349, %level
  %351 = and i1 %346, %350
  br i1 %351, label %merge.body, label %merge.done

merge.body:                                       ; preds = %merge.header
  %352 = getelementptr inbounds float, ptr %pairwise_sums, i64 %top
  %353 = load float, ptr %352, align 4
  %354 = load float, ptr %item_value, align 4
  %355 = fadd float %353, %354
  store float %355, ptr %item_value, align 4
  %356 = add i64 %level, 1
  store i64 %356, ptr %item_level, align 8
  store i64 %top, ptr %pairwise_depth, align 8
  br label %merge.header

merge.done:                                       ; preds = %merge.header
  %357 = getelementptr inbounds float, ptr %pairwise_sums, i64 %depth
  %358 = load float, ptr %item_value, align 4
  store float %358, ptr %357, align 4
  %359 = getelementptr inbounds i64, ptr %pairwise_levels, i64 %depth
  store i64 %level, ptr %359, align 8
  %360 = add i64 %depth, 1
  store i64 %360, ptr %pairwise_depth, align 8
  %361 = add i64 %fold_sums, 1
  br label %fold_sums.header

pairwise_finish.header:                           ; preds = %pairwise_finish.body, %fold_sums.exit
  %pairwise_finish = phi i64 [ 0, %fold_sums.exit ], [ %369, %pairwise_finish.body ]
  %362 = icmp ult i64 %pairwise_finish, %342
  br i1 %362, label %pairwise_finish.body, label %pairwise_finish.exit

pairwise_finish.body:                             ; preds = %pairwise_finish.header
  %363 = sub i64 %342, 1
  %364 = sub i64 %363, %pairwise_finish
  %365 = getelementptr inbounds float, ptr %pairwise_sums, i64 %364
  %366 = load float, ptr %365, align 4
  %367 = load float, ptr %pairwise_acc, align 4
  %368 = fadd float %366, %367
  store float %368, ptr %pairwise_acc, align 4
  %369 = add i64 %pairwise_finish, 1
  br label %pairwise_finish.header

pairwise_finish.exit:                             ; preds = %pairwise_finish.header
  %370 = load float, ptr %pairwise_acc, align 4
  store float %370, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

noise5:                                           ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then10, label %uniform_sinks.done11

noise.done:                                       ; preds = %feature.exit14, %feature.exit8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %14, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %371 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header6

feature.header6:                                  ; preds = %feature.body7, %uniform_sinks.done
  %feature9 = phi i64 [ %lane, %uniform_sinks.done ], [ %394, %feature.body7 ]
  %372 = icmp ult i64 %feature9, %n_features
  br i1 %372, label %feature.body7, label %feature.exit8

feature.body7:                                    ; preds = %feature.header6
  %373 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %374 = load float, ptr addrspace(1) %373, align 4
  %375 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %376 = fsub float %375, 4.000000e+00
  %377 = fmul float 2.000000e+00, %376
  %378 = fmul float 0x3F847AE140000000, %377
  %379 = fmul float 2.000000e+00, %374
  %380 = fmul float %378, %379
  %381 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %382 = load float, ptr addrspace(1) %381, align 4
  %383 = fsub float %374, %382
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 5.000000e-01, %384
  %386 = fadd float %380, %385
  %387 = fmul float %386, %eta
  %388 = fsub float %374, %387
  %389 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature9
  %390 = load float, ptr addrspace(1) %389, align 4
  %391 = fmul float %390, %noise_scale3
  %392 = fadd float %388, %391
  %393 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  store float %392, ptr addrspace(1) %393, align 4
  %394 = add i64 %feature9, 256
  br label %feature.header6

feature.exit8:                                    ; preds = %feature.header6
  br label %noise.done

uniform_sinks.then10:                             ; preds = %quiet
  br label %uniform_sinks.done11

uniform_sinks.done11:                             ; preds = %uniform_sinks.then10, %quiet
  br label %feature.header12

feature.header12:                                 ; preds = %feature.body13, %uniform_sinks.done11
  %feature15 = phi i64 [ %lane, %uniform_sinks.done11 ], [ %415, %feature.body13 ]
  %395 = icmp ult i64 %feature15, %n_features
  br i1 %395, label %feature.body13, label %feature.exit14

feature.body13:                                   ; preds = %feature.header12
  %396 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature15
  %397 = load float, ptr addrspace(1) %396, align 4
  %398 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %399 = fsub float %398, 4.000000e+00
  %400 = fmul float 2.000000e+00, %399
  %401 = fmul float 0x3F847AE140000000, %400
  %402 = fmul float 2.000000e+00, %397
  %403 = fmul float %401, %402
  %404 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature15
  %405 = load float, ptr addrspace(1) %404, align 4
  %406 = fsub float %397, %405
  %407 = fmul float 2.000000e+00, %406
  %408 = fmul float 5.000000e-01, %407
  %409 = fadd float %403, %408
  %410 = fmul float %409, %eta
  %411 = fsub float %397, %410
  %412 = fmul float 0.000000e+00, %noise_scale3
  %413 = fadd float %411, %412
  %414 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature15
  store float %411, ptr addrspace(1) %414, align 4
  %415 = add i64 %feature15, 256
  br label %feature.header12

feature.exit14:                                   ; preds = %feature.header12
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="512" }
attributes #5 = { nounwind "nvvm.maxntid"="1024" }
