; ModuleID = 'softmax_fast'
source_filename = "softmax_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [192 x float] undef, align 4
@tessera_tree_values_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w32 = internal addrspace(3) global [24 x float] undef, align 4
@tessera_tree_values_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w64 = internal addrspace(3) global [12 x float] undef, align 4
@tessera_tree_values_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w128 = internal addrspace(3) global [6 x float] undef, align 4
@tessera_tree_values_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w512 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_tree_indices_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w2048 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w2048 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w4096 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w4096 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w8192 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w8192 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w8192 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w8192 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_wide = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_wide = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_wide = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth50 = alloca i64, align 8
  %pairwise_levels49 = alloca [64 x i64], align 8
  %pairwise_sums48 = alloca [64 x float], align 4
  %fold_index47 = alloca i64, align 8
  %fold_value46 = alloca float, align 4
  %pairwise_depth31 = alloca i64, align 8
  %pairwise_levels30 = alloca [64 x i64], align 8
  %pairwise_sums29 = alloca [64 x float], align 4
  %fold_index28 = alloca i64, align 8
  %fold_value27 = alloca float, align 4
  %pairwise_depth26 = alloca i64, align 8
  %pairwise_levels25 = alloca [64 x i64], align 8
  %pairwise_sums24 = alloca [64 x float], align 4
  %fold_index23 = alloca i64, align 8
  %fold_value22 = alloca float, align 4
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
  %4 = mul i64 %row_in_group, 3
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w4, i64 %4
  %6 = mul i64 %row_in_group, 4
  %7 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4, i64 %6
  %8 = mul i64 %row_in_group, 4
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4, i64 %8
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %10 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %11 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %12 = getelementptr inbounds float, ptr %state_regs, i64 0
  %13 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done80, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %14 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature
  %15 = load float, ptr addrspace(1) %14, align 4
  store float %15, ptr %12, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %660, %noise.done ]
  %16 = icmp ult i64 %step, %steps
  br i1 %16, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %17 = load float, ptr %temperature1, align 4
  %18 = fmul float %two_eta, %17
  %19 = fcmp olt float 0.000000e+00, %18
  %20 = call float @llvm.sqrt.f32(float %18)
  %21 = select i1 %19, float %20, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %21, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then79, label %store.done80

quad_noise.then:                                  ; preds = %step.body
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %step.body
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %22 = getelementptr inbounds float, ptr %state_regs, i64 0
  %23 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid16, label %slot.then17, label %slot.done18

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_slot = and i64 %quad_lane, 0
  %24 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %24
  %25 = mul i64 %quad_slot, 4
  %quad_feature = add i64 %lane, %25
  %feature4 = add i64 %quad_feature, 0
  %26 = add i64 %n_features, 3
  %groups = lshr i64 %26, 2
  %27 = mul i64 %row_read, %groups
  %28 = lshr i64 %feature4, 2
  %group5 = add i64 %27, %28
  %29 = trunc i64 %key0 to i32
  %30 = lshr i64 %key0, 32
  %31 = trunc i64 %30 to i32
  %32 = trunc i64 %group5 to i32
  %33 = trunc i64 %quad_key1_step to i32
  %34 = lshr i64 %quad_key1_step, 32
  %35 = trunc i64 %34 to i32
  %36 = lshr i64 %group5, 32
  %37 = trunc i64 %36 to i32
  %38 = zext i32 %32 to i64
  %39 = mul i64 3528531795, %38
  %40 = zext i32 %35 to i64
  %41 = mul i64 3449720151, %40
  %42 = lshr i64 %39, 32
  %43 = trunc i64 %42 to i32
  %44 = trunc i64 %39 to i32
  %45 = lshr i64 %41, 32
  %46 = trunc i64 %45 to i32
  %47 = trunc i64 %41 to i32
  %48 = xor i32 %46, %33
  %49 = xor i32 %48, %29
  %50 = xor i32 %43, %37
  %51 = xor i32 %50, %31
  %52 = add i32 %29, -1640531527
  %53 = add i32 %31, -1150833019
  %54 = zext i32 %49 to i64
  %55 = mul i64 3528531795, %54
  %56 = zext i32 %51 to i64
  %57 = mul i64 3449720151, %56
  %58 = lshr i64 %55, 32
  %59 = trunc i64 %58 to i32
  %60 = trunc i64 %55 to i32
  %61 = lshr i64 %57, 32
  %62 = trunc i64 %61 to i32
  %63 = trunc i64 %57 to i32
  %64 = xor i32 %62, %47
  %65 = xor i32 %64, %52
  %66 = xor i32 %59, %44
  %67 = xor i32 %66, %53
  %68 = add i32 %52, -1640531527
  %69 = add i32 %53, -1150833019
  %70 = zext i32 %65 to i64
  %71 = mul i64 3528531795, %70
  %72 = zext i32 %67 to i64
  %73 = mul i64 3449720151, %72
  %74 = lshr i64 %71, 32
  %75 = trunc i64 %74 to i32
  %76 = trunc i64 %71 to i32
  %77 = lshr i64 %73, 32
  %78 = trunc i64 %77 to i32
  %79 = trunc i64 %73 to i32
  %80 = xor i32 %78, %63
  %81 = xor i32 %80, %68
  %82 = xor i32 %75, %60
  %83 = xor i32 %82, %69
  %84 = add i32 %68, -1640531527
  %85 = add i32 %69, -1150833019
  %86 = zext i32 %81 to i64
  %87 = mul i64 3528531795, %86
  %88 = zext i32 %83 to i64
  %89 = mul i64 3449720151, %88
  %90 = lshr i64 %87, 32
  %91 = trunc i64 %90 to i32
  %92 = trunc i64 %87 to i32
  %93 = lshr i64 %89, 32
  %94 = trunc i64 %93 to i32
  %95 = trunc i64 %89 to i32
  %96 = xor i32 %94, %79
  %97 = xor i32 %96, %84
  %98 = xor i32 %91, %76
  %99 = xor i32 %98, %85
  %100 = add i32 %84, -1640531527
  %101 = add i32 %85, -1150833019
  %102 = zext i32 %97 to i64
  %103 = mul i64 3528531795, %102
  %104 = zext i32 %99 to i64
  %105 = mul i64 3449720151, %104
  %106 = lshr i64 %103, 32
  %107 = trunc i64 %106 to i32
  %108 = trunc i64 %103 to i32
  %109 = lshr i64 %105, 32
  %110 = trunc i64 %109 to i32
  %111 = trunc i64 %105 to i32
  %112 = xor i32 %110, %95
  %113 = xor i32 %112, %100
  %114 = xor i32 %107, %92
  %115 = xor i32 %114, %101
  %116 = add i32 %100, -1640531527
  %117 = add i32 %101, -1150833019
  %118 = zext i32 %113 to i64
  %119 = mul i64 3528531795, %118
  %120 = zext i32 %115 to i64
  %121 = mul i64 3449720151, %120
  %122 = lshr i64 %119, 32
  %123 = trunc i64 %122 to i32
  %124 = trunc i64 %119 to i32
  %125 = lshr i64 %121, 32
  %126 = trunc i64 %125 to i32
  %127 = trunc i64 %121 to i32
  %128 = xor i32 %126, %111
  %129 = xor i32 %128, %116
  %130 = xor i32 %123, %108
  %131 = xor i32 %130, %117
  %132 = add i32 %116, -1640531527
  %133 = add i32 %117, -1150833019
  %134 = zext i32 %129 to i64
  %135 = mul i64 3528531795, %134
  %136 = zext i32 %131 to i64
  %137 = mul i64 3449720151, %136
  %138 = lshr i64 %135, 32
  %139 = trunc i64 %138 to i32
  %140 = trunc i64 %135 to i32
  %141 = lshr i64 %137, 32
  %142 = trunc i64 %141 to i32
  %143 = trunc i64 %137 to i32
  %144 = xor i32 %142, %127
  %145 = xor i32 %144, %132
  %146 = xor i32 %139, %124
  %147 = xor i32 %146, %133
  %148 = add i32 %132, -1640531527
  %149 = add i32 %133, -1150833019
  %150 = zext i32 %145 to i64
  %151 = mul i64 3528531795, %150
  %152 = zext i32 %147 to i64
  %153 = mul i64 3449720151, %152
  %154 = lshr i64 %151, 32
  %155 = trunc i64 %154 to i32
  %156 = trunc i64 %151 to i32
  %157 = lshr i64 %153, 32
  %158 = trunc i64 %157 to i32
  %159 = trunc i64 %153 to i32
  %160 = xor i32 %158, %143
  %161 = xor i32 %160, %148
  %162 = xor i32 %155, %140
  %163 = xor i32 %162, %149
  %164 = add i32 %148, -1640531527
  %165 = add i32 %149, -1150833019
  %166 = zext i32 %161 to i64
  %167 = mul i64 3528531795, %166
  %168 = zext i32 %163 to i64
  %169 = mul i64 3449720151, %168
  %170 = lshr i64 %167, 32
  %171 = trunc i64 %170 to i32
  %172 = trunc i64 %167 to i32
  %173 = lshr i64 %169, 32
  %174 = trunc i64 %173 to i32
  %175 = trunc i64 %169 to i32
  %176 = xor i32 %174, %159
  %177 = xor i32 %176, %164
  %178 = xor i32 %171, %156
  %179 = xor i32 %178, %165
  %180 = add i32 %164, -1640531527
  %181 = add i32 %165, -1150833019
  %182 = zext i32 %177 to i64
  %183 = mul i64 3528531795, %182
  %184 = zext i32 %179 to i64
  %185 = mul i64 3449720151, %184
  %186 = lshr i64 %183, 32
  %187 = trunc i64 %186 to i32
  %188 = trunc i64 %183 to i32
  %189 = lshr i64 %185, 32
  %190 = trunc i64 %189 to i32
  %191 = trunc i64 %185 to i32
  %192 = xor i32 %190, %175
  %193 = xor i32 %192, %180
  %194 = xor i32 %187, %172
  %195 = xor i32 %194, %181
  %196 = lshr i32 %193, 9
  %197 = sitofp i32 %196 to float
  %198 = fadd float %197, 5.000000e-01
  %199 = fmul float %198, 0x3E80000000000000
  %200 = lshr i32 %191, 9
  %201 = sitofp i32 %200 to float
  %202 = fadd float %201, 5.000000e-01
  %203 = fmul float %202, 0x3E80000000000000
  %204 = bitcast float %199 to i32
  %205 = add i32 %204, 4913933
  %206 = lshr i32 %205, 23
  %207 = sub i32 %206, 127
  %208 = and i32 %205, 8388607
  %209 = add i32 %208, 1060439283
  %210 = bitcast i32 %209 to float
  %211 = fsub float %210, 1.000000e+00
  %212 = fadd float 2.000000e+00, %211
  %213 = fdiv float %211, %212
  %214 = fmul float %213, %213
  %215 = fmul float %214, %214
  %216 = fmul float %215, 0x3FCF13C4C0000000
  %217 = fadd float 0x3FD999C260000000, %216
  %218 = fmul float %215, %217
  %219 = fmul float %215, 0x3FD23D3DC0000000
  %220 = fadd float 0x3FE5555540000000, %219
  %221 = fmul float %214, %220
  %222 = fadd float %221, %218
  %223 = fmul float 5.000000e-01, %211
  %224 = fmul float %223, %211
  %225 = sitofp i32 %207 to float
  %226 = fadd float %224, %222
  %227 = fmul float %213, %226
  %228 = fmul float %225, 0x3EE2FEFA20000000
  %229 = fadd float %227, %228
  %230 = fsub float %229, %224
  %231 = fadd float %230, %211
  %232 = fmul float %225, 0x3FE62E3000000000
  %233 = fadd float %231, %232
  %234 = fmul float -2.000000e+00, %233
  %235 = call float @llvm.sqrt.f32(float %234)
  %236 = fpext float %203 to double
  %237 = fmul double %236, 4.000000e+00
  %238 = fadd double %237, 0x4338000000000000
  %239 = fsub double %238, 0x4338000000000000
  %240 = fsub double %237, %239
  %241 = fmul double %240, 0x3FF921FB54442D18
  %242 = fmul double %241, %241
  %243 = fmul double %242, 0x3EC71DE3A556C734
  %244 = fadd double 0xBF2A01A01A01A01A, %243
  %245 = fmul double %242, %244
  %246 = fadd double 0x3F81111111111111, %245
  %247 = fmul double %242, %246
  %248 = fadd double 0xBFC5555555555555, %247
  %249 = fmul double %241, %242
  %250 = fmul double %249, %248
  %251 = fadd double %241, %250
  %252 = fmul double %242, 0xBE927E4FB7789F5C
  %253 = fadd double 0x3EFA01A01A01A01A, %252
  %254 = fmul double %242, %253
  %255 = fadd double 0xBF56C16C16C16C17, %254
  %256 = fmul double %242, %255
  %257 = fadd double 0x3FA5555555555555, %256
  %258 = fmul double %242, %242
  %259 = fmul double %258, %257
  %260 = fmul double 5.000000e-01, %242
  %261 = fsub double 1.000000e+00, %260
  %262 = fadd double %261, %259
  %263 = fneg double %251
  %264 = fneg double %262
  %265 = bitcast double %238 to i64
  %266 = and i64 %265, 1
  %267 = and i64 %265, 2
  %268 = icmp eq i64 %266, 1
  %269 = icmp eq i64 %267, 2
  %270 = select i1 %269, double %263, double %251
  %271 = select i1 %269, double %264, double %262
  %272 = select i1 %268, double %271, double %270
  %273 = select i1 %269, double %264, double %262
  %274 = select i1 %269, double %251, double %263
  %275 = select i1 %268, double %274, double %273
  %276 = fptrunc double %272 to float
  %277 = fptrunc double %275 to float
  %278 = fmul float %235, %277
  %279 = fmul float %235, %276
  %280 = lshr i32 %195, 9
  %281 = sitofp i32 %280 to float
  %282 = fadd float %281, 5.000000e-01
  %283 = fmul float %282, 0x3E80000000000000
  %284 = lshr i32 %188, 9
  %285 = sitofp i32 %284 to float
  %286 = fadd float %285, 5.000000e-01
  %287 = fmul float %286, 0x3E80000000000000
  %288 = bitcast float %283 to i32
  %289 = add i32 %288, 4913933
  %290 = lshr i32 %289, 23
  %291 = sub i32 %290, 127
  %292 = and i32 %289, 8388607
  %293 = add i32 %292, 1060439283
  %294 = bitcast i32 %293 to float
  %295 = fsub float %294, 1.000000e+00
  %296 = fadd float 2.000000e+00, %295
  %297 = fdiv float %295, %296
  %298 = fmul float %297, %297
  %299 = fmul float %298, %298
  %300 = fmul float %299, 0x3FCF13C4C0000000
  %301 = fadd float 0x3FD999C260000000, %300
  %302 = fmul float %299, %301
  %303 = fmul float %299, 0x3FD23D3DC0000000
  %304 = fadd float 0x3FE5555540000000, %303
  %305 = fmul float %298, %304
  %306 = fadd float %305, %302
  %307 = fmul float 5.000000e-01, %295
  %308 = fmul float %307, %295
  %309 = sitofp i32 %291 to float
  %310 = fadd float %308, %306
  %311 = fmul float %297, %310
  %312 = fmul float %309, 0x3EE2FEFA20000000
  %313 = fadd float %311, %312
  %314 = fsub float %313, %308
  %315 = fadd float %314, %295
  %316 = fmul float %309, 0x3FE62E3000000000
  %317 = fadd float %315, %316
  %318 = fmul float -2.000000e+00, %317
  %319 = call float @llvm.sqrt.f32(float %318)
  %320 = fpext float %287 to double
  %321 = fmul double %320, 4.000000e+00
  %322 = fadd double %321, 0x4338000000000000
  %323 = fsub double %322, 0x4338000000000000
  %324 = fsub double %321, %323
  %325 = fmul double %324, 0x3FF921FB54442D18
  %326 = fmul double %325, %325
  %327 = fmul double %326, 0x3EC71DE3A556C734
  %328 = fadd double 0xBF2A01A01A01A01A, %327
  %329 = fmul double %326, %328
  %330 = fadd double 0x3F81111111111111, %329
  %331 = fmul double %326, %330
  %332 = fadd double 0xBFC5555555555555, %331
  %333 = fmul double %325, %326
  %334 = fmul double %333, %332
  %335 = fadd double %325, %334
  %336 = fmul double %326, 0xBE927E4FB7789F5C
  %337 = fadd double 0x3EFA01A01A01A01A, %336
  %338 = fmul double %326, %337
  %339 = fadd double 0xBF56C16C16C16C17, %338
  %340 = fmul double %326, %339
  %341 = fadd double 0x3FA5555555555555, %340
  %342 = fmul double %326, %326
  %343 = fmul double %342, %341
  %344 = fmul double 5.000000e-01, %326
  %345 = fsub double 1.000000e+00, %344
  %346 = fadd double %345, %343
  %347 = fneg double %335
  %348 = fneg double %346
  %349 = bitcast double %322 to i64
  %350 = and i64 %349, 1
  %351 = and i64 %349, 2
  %352 = icmp eq i64 %350, 1
  %353 = icmp eq i64 %351, 2
  %354 = select i1 %353, double %347, double %335
  %355 = select i1 %353, double %348, double %346
  %356 = select i1 %352, double %355, double %354
  %357 = select i1 %353, double %348, double %346
  %358 = select i1 %353, double %335, double %347
  %359 = select i1 %352, double %358, double %357
  %360 = fptrunc double %356 to float
  %361 = fptrunc double %359 to float
  %362 = fmul float %319, %361
  %363 = fmul float %319, %360
  %364 = add i64 %quad_lane, 4
  %quad_send = and i64 %364, 3
  %365 = and i64 %quad_send, 1
  %366 = icmp ne i64 %365, 0
  %367 = and i64 %quad_send, 2
  %368 = icmp ne i64 %367, 0
  %369 = select i1 %366, float %279, float %278
  %370 = select i1 %366, float %363, float %362
  %371 = select i1 %368, float %370, float %369
  %372 = bitcast float %371 to i32
  %373 = bitcast i32 %372 to float
  %374 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %373, ptr %374, align 4
  %375 = add i64 %quad_lane, 3
  %quad_send6 = and i64 %375, 3
  %376 = and i64 %quad_send6, 1
  %377 = icmp ne i64 %376, 0
  %378 = and i64 %quad_send6, 2
  %379 = icmp ne i64 %378, 0
  %380 = select i1 %377, float %279, float %278
  %381 = select i1 %377, float %363, float %362
  %382 = select i1 %379, float %381, float %380
  %383 = bitcast float %382 to i32
  %384 = trunc i64 %thread to i32
  %warp_lane = and i32 %384, 31
  %385 = and i32 %warp_lane, -4
  %386 = add i32 %warp_lane, 1
  %387 = and i32 %386, 3
  %quad_source = or i32 %385, %387
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %383, i32 %quad_source, i32 31)
  %388 = bitcast i32 %quad to float
  %389 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %388, ptr %389, align 4
  %390 = add i64 %quad_lane, 2
  %quad_send7 = and i64 %390, 3
  %391 = and i64 %quad_send7, 1
  %392 = icmp ne i64 %391, 0
  %393 = and i64 %quad_send7, 2
  %394 = icmp ne i64 %393, 0
  %395 = select i1 %392, float %279, float %278
  %396 = select i1 %392, float %363, float %362
  %397 = select i1 %394, float %396, float %395
  %398 = bitcast float %397 to i32
  %399 = trunc i64 %thread to i32
  %warp_lane8 = and i32 %399, 31
  %400 = and i32 %warp_lane8, -4
  %401 = add i32 %warp_lane8, 2
  %402 = and i32 %401, 3
  %quad_source9 = or i32 %400, %402
  %quad10 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %398, i32 %quad_source9, i32 31)
  %403 = bitcast i32 %quad10 to float
  %404 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %403, ptr %404, align 4
  %405 = add i64 %quad_lane, 1
  %quad_send11 = and i64 %405, 3
  %406 = and i64 %quad_send11, 1
  %407 = icmp ne i64 %406, 0
  %408 = and i64 %quad_send11, 2
  %409 = icmp ne i64 %408, 0
  %410 = select i1 %407, float %279, float %278
  %411 = select i1 %407, float %363, float %362
  %412 = select i1 %409, float %411, float %410
  %413 = bitcast float %412 to i32
  %414 = trunc i64 %thread to i32
  %warp_lane12 = and i32 %414, 31
  %415 = and i32 %warp_lane12, -4
  %416 = add i32 %warp_lane12, 3
  %417 = and i32 %416, 3
  %quad_source13 = or i32 %415, %417
  %quad14 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %413, i32 %quad_source13, i32 31)
  %418 = bitcast i32 %quad14 to float
  %419 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %418, ptr %419, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %420 = sub i64 4, %quad_lane
  %421 = mul i64 %quad_step, 1
  %422 = add i64 %421, 0
  %423 = add i64 %422, %420
  %quad_round = and i64 %423, 3
  %424 = getelementptr inbounds float, ptr %quad_held, i64 0
  %425 = load float, ptr %424, align 4
  %426 = getelementptr inbounds float, ptr %quad_held, i64 1
  %427 = load float, ptr %426, align 4
  %428 = getelementptr inbounds float, ptr %quad_held, i64 2
  %429 = load float, ptr %428, align 4
  %430 = getelementptr inbounds float, ptr %quad_held, i64 3
  %431 = load float, ptr %430, align 4
  %432 = and i64 %quad_round, 1
  %433 = icmp ne i64 %432, 0
  %434 = and i64 %quad_round, 2
  %435 = icmp ne i64 %434, 0
  %436 = select i1 %433, float %427, float %425
  %437 = select i1 %433, float %431, float %429
  %438 = select i1 %435, float %437, float %436
  %439 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %438, ptr %439, align 4
  br label %quad_noise.done

slot.then17:                                      ; preds = %quad_noise.done
  %440 = load float, ptr %22, align 4
  %441 = load float, ptr %fold_value, align 4
  %442 = fcmp ogt float %440, %441
  %443 = fcmp uno float %440, %440
  %444 = fcmp ord float %441, %441
  %445 = and i1 %443, %444
  %take = or i1 %442, %445
  %446 = select i1 %take, float %440, float %441
  store float %446, ptr %fold_value, align 4
  %447 = load i64, ptr %fold_index, align 8
  %448 = select i1 %take, i64 %feature15, i64 %447
  store i64 %448, ptr %fold_index, align 8
  br label %slot.done18

slot.done18:                                      ; preds = %slot.then17, %quad_noise.done
  %449 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %450 = load float, ptr %fold_value, align 4
  %451 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %450, ptr addrspace(3) %451, align 4
  %452 = trunc i64 %best_index to i32
  %453 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %452, ptr addrspace(3) %453, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 2
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done18
  %454 = add i64 %lane, 2
  %455 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %456 = load i32, ptr addrspace(3) %455, align 4
  %457 = zext i32 %456 to i64
  %458 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %459 = load float, ptr addrspace(3) %458, align 4
  %460 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %454
  %461 = load i32, ptr addrspace(3) %460, align 4
  %462 = zext i32 %461 to i64
  %463 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %454
  %464 = load float, ptr addrspace(3) %463, align 4
  %465 = fcmp uno float %464, %464
  %466 = fcmp uno float %459, %459
  %467 = icmp ult i64 %462, %457
  %468 = fcmp ogt float %464, %459
  %469 = fcmp oeq float %464, %459
  %470 = xor i1 %466, true
  %471 = or i1 %470, %467
  %472 = and i1 %469, %467
  %473 = or i1 %468, %472
  %474 = xor i1 %466, true
  %475 = and i1 %474, %473
  %476 = select i1 %465, i1 %471, i1 %475
  %477 = select i1 %476, float %464, float %459
  %478 = select i1 %476, i64 %462, i64 %457
  %479 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %477, ptr addrspace(3) %479, align 4
  %480 = trunc i64 %478 to i32
  %481 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %480, ptr addrspace(3) %481, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane19 = icmp ult i64 %lane, 1
  br i1 %tree_lane19, label %tree.then20, label %tree.done21

tree.then20:                                      ; preds = %tree.done
  %482 = add i64 %lane, 1
  %483 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %484 = load i32, ptr addrspace(3) %483, align 4
  %485 = zext i32 %484 to i64
  %486 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %487 = load float, ptr addrspace(3) %486, align 4
  %488 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %482
  %489 = load i32, ptr addrspace(3) %488, align 4
  %490 = zext i32 %489 to i64
  %491 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %482
  %492 = load float, ptr addrspace(3) %491, align 4
  %493 = fcmp uno float %492, %492
  %494 = fcmp uno float %487, %487
  %495 = icmp ult i64 %490, %485
  %496 = fcmp ogt float %492, %487
  %497 = fcmp oeq float %492, %487
  %498 = xor i1 %494, true
  %499 = or i1 %498, %495
  %500 = and i1 %497, %495
  %501 = or i1 %496, %500
  %502 = xor i1 %494, true
  %503 = and i1 %502, %501
  %504 = select i1 %493, i1 %499, i1 %503
  %505 = select i1 %504, float %492, float %487
  %506 = select i1 %504, i64 %490, i64 %485
  %507 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %505, ptr addrspace(3) %507, align 4
  %508 = trunc i64 %506 to i32
  %509 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %508, ptr addrspace(3) %509, align 4
  br label %tree.done21

tree.done21:                                      ; preds = %tree.then20, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done21
  %510 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %511 = load i32, ptr addrspace(3) %510, align 4
  %512 = zext i32 %511 to i64
  %513 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %514 = load float, ptr addrspace(3) %513, align 4
  store float 0xFFF0000000000000, ptr %fold_value22, align 4
  store i64 0, ptr %fold_index23, align 8
  store i64 0, ptr %pairwise_depth26, align 8
  store float %514, ptr %fold_value22, align 4
  store i64 %512, ptr %fold_index23, align 8
  %515 = load float, ptr %fold_value22, align 4
  store float %515, ptr addrspace(3) %449, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done21
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value27, align 4
  store i64 0, ptr %fold_index28, align 8
  store i64 0, ptr %pairwise_depth31, align 8
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %516 = getelementptr inbounds float, ptr %state_regs, i64 0
  %517 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %tree.result.done
  %518 = load float, ptr %516, align 4
  %519 = load float, ptr %fold_value27, align 4
  %520 = fcmp ogt float %518, %519
  %521 = fcmp uno float %518, %518
  %522 = fcmp ord float %519, %519
  %523 = and i1 %521, %522
  %take36 = or i1 %520, %523
  %524 = select i1 %take36, float %518, float %519
  store float %524, ptr %fold_value27, align 4
  %525 = load i64, ptr %fold_index28, align 8
  %526 = select i1 %take36, i64 %feature32, i64 %525
  store i64 %526, ptr %fold_index28, align 8
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %tree.result.done
  %527 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index37 = load i64, ptr %fold_index28, align 8
  %528 = load float, ptr %fold_value27, align 4
  %529 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %528, ptr addrspace(3) %529, align 4
  %530 = trunc i64 %best_index37 to i32
  %531 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %530, ptr addrspace(3) %531, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 2
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %slot.done35
  %532 = add i64 %lane, 2
  %533 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %534 = load i32, ptr addrspace(3) %533, align 4
  %535 = zext i32 %534 to i64
  %536 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %537 = load float, ptr addrspace(3) %536, align 4
  %538 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %532
  %539 = load i32, ptr addrspace(3) %538, align 4
  %540 = zext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %532
  %542 = load float, ptr addrspace(3) %541, align 4
  %543 = fcmp uno float %542, %542
  %544 = fcmp uno float %537, %537
  %545 = icmp ult i64 %540, %535
  %546 = fcmp ogt float %542, %537
  %547 = fcmp oeq float %542, %537
  %548 = xor i1 %544, true
  %549 = or i1 %548, %545
  %550 = and i1 %547, %545
  %551 = or i1 %546, %550
  %552 = xor i1 %544, true
  %553 = and i1 %552, %551
  %554 = select i1 %543, i1 %549, i1 %553
  %555 = select i1 %554, float %542, float %537
  %556 = select i1 %554, i64 %540, i64 %535
  %557 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %555, ptr addrspace(3) %557, align 4
  %558 = trunc i64 %556 to i32
  %559 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %558, ptr addrspace(3) %559, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %slot.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane41 = icmp ult i64 %lane, 1
  br i1 %tree_lane41, label %tree.then42, label %tree.done43

tree.then42:                                      ; preds = %tree.done40
  %560 = add i64 %lane, 1
  %561 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %562 = load i32, ptr addrspace(3) %561, align 4
  %563 = zext i32 %562 to i64
  %564 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %565 = load float, ptr addrspace(3) %564, align 4
  %566 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %560
  %567 = load i32, ptr addrspace(3) %566, align 4
  %568 = zext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %560
  %570 = load float, ptr addrspace(3) %569, align 4
  %571 = fcmp uno float %570, %570
  %572 = fcmp uno float %565, %565
  %573 = icmp ult i64 %568, %563
  %574 = fcmp ogt float %570, %565
  %575 = fcmp oeq float %570, %565
  %576 = xor i1 %572, true
  %577 = or i1 %576, %573
  %578 = and i1 %575, %573
  %579 = or i1 %574, %578
  %580 = xor i1 %572, true
  %581 = and i1 %580, %579
  %582 = select i1 %571, i1 %577, i1 %581
  %583 = select i1 %582, float %570, float %565
  %584 = select i1 %582, i64 %568, i64 %563
  %585 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %583, ptr addrspace(3) %585, align 4
  %586 = trunc i64 %584 to i32
  %587 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %586, ptr addrspace(3) %587, align 4
  br label %tree.done43

tree.done43:                                      ; preds = %tree.then42, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then44, label %tree.result.done45

tree.result.then44:                               ; preds = %tree.done43
  %588 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %589 = load i32, ptr addrspace(3) %588, align 4
  %590 = zext i32 %589 to i64
  %591 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %592 = load float, ptr addrspace(3) %591, align 4
  store float 0xFFF0000000000000, ptr %fold_value46, align 4
  store i64 0, ptr %fold_index47, align 8
  store i64 0, ptr %pairwise_depth50, align 8
  store float %592, ptr %fold_value46, align 4
  store i64 %590, ptr %fold_index47, align 8
  %593 = load i64, ptr %fold_index47, align 8
  %argmax = uitofp i64 %593 to float
  store float %argmax, ptr addrspace(3) %527, align 4
  br label %tree.result.done45

tree.result.done45:                               ; preds = %tree.result.then44, %tree.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature51 = add i64 %lane, 0
  %valid52 = icmp ult i64 %feature51, %n_features
  %594 = getelementptr inbounds float, ptr %state_regs, i64 0
  %595 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %tree.result.done45
  %596 = load float, ptr %594, align 4
  %597 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %598 = load float, ptr addrspace(3) %597, align 4
  %599 = fsub float %596, %598
  %600 = fcmp olt float %599, -1.040000e+02
  %601 = select i1 %600, float -1.040000e+02, float %599
  %602 = fcmp olt float 8.900000e+01, %601
  %603 = select i1 %602, float 8.900000e+01, float %601
  %604 = fmul float %603, 0x3FF7154760000000
  %605 = fadd float %604, 0x4168000000000000
  %606 = fsub float %605, 0x4168000000000000
  %607 = bitcast float %605 to i32
  %608 = sub i32 %607, 1262485504
  %609 = fmul float %606, 0x3FE62E4000000000
  %610 = fsub float %603, %609
  %611 = fmul float %606, 0x3EB7F7D1C0000000
  %612 = fsub float %610, %611
  %613 = fmul float %612, %612
  %614 = fmul float %613, 0x3E66376980000000
  %615 = fadd float 0xBEBBBD41C0000000, %614
  %616 = fmul float %613, %615
  %617 = fadd float 0x3F11566AA0000000, %616
  %618 = fmul float %613, %617
  %619 = fadd float 0xBF66C16C20000000, %618
  %620 = fmul float %613, %619
  %621 = fadd float 0x3FC5555560000000, %620
  %622 = fmul float %613, %621
  %623 = fsub float %612, %622
  %624 = fmul float %612, %623
  %625 = fsub float 2.000000e+00, %623
  %626 = fdiv float %624, %625
  %627 = fsub float %611, %626
  %628 = fsub float %627, %610
  %629 = fsub float 1.000000e+00, %628
  %630 = add i32 %608, 256
  %631 = lshr i32 %630, 1
  %632 = sub i32 %631, 1
  %633 = add i32 %608, 255
  %634 = sub i32 %633, %631
  %635 = shl i32 %632, 23
  %636 = shl i32 %634, 23
  %637 = bitcast i32 %635 to float
  %638 = bitcast i32 %636 to float
  %639 = fmul float %629, %637
  %640 = fmul float %639, %638
  %641 = fcmp uno float %599, %599
  %642 = select i1 %641, float 0x7FF8000000000000, float %640
  %643 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %644 = getelementptr inbounds float, ptr addrspace(3) %643, i64 %feature51
  store float %642, ptr addrspace(3) %644, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %tree.result.done45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %645 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %646 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %646, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done54
  %tree_sum = phi i64 [ 0, %slot.done54 ], [ %656, %tree_sum.pairs.exit ]
  %647 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %647, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %648 = add i64 %646, %span
  %pairs = lshr i64 %648, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %655, %tree_sum.pairs.body ]
  %649 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %649, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %650 = getelementptr inbounds float, ptr addrspace(3) %645, i64 %left
  %651 = getelementptr inbounds float, ptr addrspace(3) %645, i64 %right
  %652 = load float, ptr addrspace(3) %650, align 4
  %653 = load float, ptr addrspace(3) %651, align 4
  %654 = fadd float %652, %653
  store float %654, ptr addrspace(3) %650, align 4
  %655 = add i64 %tree_sum.pairs, 4
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %656 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %657 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %658 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %659 = load float, ptr addrspace(3) %658, align 4
  store float %659, ptr addrspace(3) %657, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw55 = icmp ne i32 %draw_noise, 0
  br i1 %draw55, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then64, label %store.done65

noise.done:                                       ; preds = %store.done65, %store.done
  %t_next = fmul float %17, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %660 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature56 = add i64 %lane, 0
  %valid57 = icmp ult i64 %feature56, %n_features
  %661 = getelementptr inbounds float, ptr %state_regs, i64 0
  %662 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done61, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature58 = add i64 %lane, 0
  %valid59 = icmp ult i64 %feature58, %n_features
  %663 = getelementptr inbounds float, ptr %state_regs, i64 0
  %664 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid59, label %slot.then60, label %slot.done61

slot.then60:                                      ; preds = %uniform_sinks.done
  %665 = load float, ptr %663, align 4
  %666 = fmul float 2.000000e+00, %665
  %667 = fmul float 0x3FA99999A0000000, %666
  %668 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature58
  %669 = load float, ptr addrspace(1) %668, align 4
  %670 = fmul float -1.000000e+00, %669
  %671 = fadd float %667, %670
  %672 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %673 = load float, ptr addrspace(3) %672, align 4
  %674 = fdiv float 1.000000e+00, %673
  %675 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %676 = load float, ptr addrspace(3) %675, align 4
  %677 = fsub float %665, %676
  %678 = fcmp olt float %677, -1.040000e+02
  %679 = select i1 %678, float -1.040000e+02, float %677
  %680 = fcmp olt float 8.900000e+01, %679
  %681 = select i1 %680, float 8.900000e+01, float %679
  %682 = fmul float %681, 0x3FF7154760000000
  %683 = fadd float %682, 0x4168000000000000
  %684 = fsub float %683, 0x4168000000000000
  %685 = bitcast float %683 to i32
  %686 = sub i32 %685, 1262485504
  %687 = fmul float %684, 0x3FE62E4000000000
  %688 = fsub float %681, %687
  %689 = fmul float %684, 0x3EB7F7D1C0000000
  %690 = fsub float %688, %689
  %691 = fmul float %690, %690
  %692 = fmul float %691, 0x3E66376980000000
  %693 = fadd float 0xBEBBBD41C0000000, %692
  %694 = fmul float %691, %693
  %695 = fadd float 0x3F11566AA0000000, %694
  %696 = fmul float %691, %695
  %697 = fadd float 0xBF66C16C20000000, %696
  %698 = fmul float %691, %697
  %699 = fadd float 0x3FC5555560000000, %698
  %700 = fmul float %691, %699
  %701 = fsub float %690, %700
  %702 = fmul float %690, %701
  %703 = fsub float 2.000000e+00, %701
  %704 = fdiv float %702, %703
  %705 = fsub float %689, %704
  %706 = fsub float %705, %688
  %707 = fsub float 1.000000e+00, %706
  %708 = add i32 %686, 256
  %709 = lshr i32 %708, 1
  %710 = sub i32 %709, 1
  %711 = add i32 %686, 255
  %712 = sub i32 %711, %709
  %713 = shl i32 %710, 23
  %714 = shl i32 %712, 23
  %715 = bitcast i32 %713 to float
  %716 = bitcast i32 %714 to float
  %717 = fmul float %707, %715
  %718 = fmul float %717, %716
  %719 = fcmp uno float %677, %677
  %720 = select i1 %719, float 0x7FF8000000000000, float %718
  %721 = fmul float %674, %720
  %722 = fadd float %671, %721
  %feature62 = uitofp i64 %feature58 to float
  %723 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %724 = load float, ptr addrspace(3) %723, align 4
  %725 = fcmp oeq float %feature62, %724
  %726 = select i1 %725, float 1.000000e+00, float 0.000000e+00
  %727 = fcmp une float %726, 0.000000e+00
  %728 = select i1 %727, float 0x3FB99999A0000000, float 0.000000e+00
  %729 = fadd float %722, %728
  %730 = fmul float %729, %eta
  %731 = fsub float %665, %730
  %732 = load float, ptr %664, align 4
  %733 = fmul float %732, %noise_scale3
  %734 = fadd float %731, %733
  %bits63 = bitcast float %734 to i32
  %magnitude = and i32 %bits63, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits63
  store i32 %canonical, ptr %663, align 4
  br label %slot.done61

slot.done61:                                      ; preds = %slot.then60, %uniform_sinks.done
  br label %store.done

store.then64:                                     ; preds = %quiet
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %735 = getelementptr inbounds float, ptr %state_regs, i64 0
  %736 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then68, label %uniform_sinks.done69

store.done65:                                     ; preds = %slot.done73, %quiet
  br label %noise.done

uniform_sinks.then68:                             ; preds = %store.then64
  br label %uniform_sinks.done69

uniform_sinks.done69:                             ; preds = %uniform_sinks.then68, %store.then64
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %737 = getelementptr inbounds float, ptr %state_regs, i64 0
  %738 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %uniform_sinks.done69
  %739 = load float, ptr %737, align 4
  %740 = fmul float 2.000000e+00, %739
  %741 = fmul float 0x3FA99999A0000000, %740
  %742 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature70
  %743 = load float, ptr addrspace(1) %742, align 4
  %744 = fmul float -1.000000e+00, %743
  %745 = fadd float %741, %744
  %746 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %747 = load float, ptr addrspace(3) %746, align 4
  %748 = fdiv float 1.000000e+00, %747
  %749 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %750 = load float, ptr addrspace(3) %749, align 4
  %751 = fsub float %739, %750
  %752 = fcmp olt float %751, -1.040000e+02
  %753 = select i1 %752, float -1.040000e+02, float %751
  %754 = fcmp olt float 8.900000e+01, %753
  %755 = select i1 %754, float 8.900000e+01, float %753
  %756 = fmul float %755, 0x3FF7154760000000
  %757 = fadd float %756, 0x4168000000000000
  %758 = fsub float %757, 0x4168000000000000
  %759 = bitcast float %757 to i32
  %760 = sub i32 %759, 1262485504
  %761 = fmul float %758, 0x3FE62E4000000000
  %762 = fsub float %755, %761
  %763 = fmul float %758, 0x3EB7F7D1C0000000
  %764 = fsub float %762, %763
  %765 = fmul float %764, %764
  %766 = fmul float %765, 0x3E66376980000000
  %767 = fadd float 0xBEBBBD41C0000000, %766
  %768 = fmul float %765, %767
  %769 = fadd float 0x3F11566AA0000000, %768
  %770 = fmul float %765, %769
  %771 = fadd float 0xBF66C16C20000000, %770
  %772 = fmul float %765, %771
  %773 = fadd float 0x3FC5555560000000, %772
  %774 = fmul float %765, %773
  %775 = fsub float %764, %774
  %776 = fmul float %764, %775
  %777 = fsub float 2.000000e+00, %775
  %778 = fdiv float %776, %777
  %779 = fsub float %763, %778
  %780 = fsub float %779, %762
  %781 = fsub float 1.000000e+00, %780
  %782 = add i32 %760, 256
  %783 = lshr i32 %782, 1
  %784 = sub i32 %783, 1
  %785 = add i32 %760, 255
  %786 = sub i32 %785, %783
  %787 = shl i32 %784, 23
  %788 = shl i32 %786, 23
  %789 = bitcast i32 %787 to float
  %790 = bitcast i32 %788 to float
  %791 = fmul float %781, %789
  %792 = fmul float %791, %790
  %793 = fcmp uno float %751, %751
  %794 = select i1 %793, float 0x7FF8000000000000, float %792
  %795 = fmul float %748, %794
  %796 = fadd float %745, %795
  %feature74 = uitofp i64 %feature70 to float
  %797 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %798 = load float, ptr addrspace(3) %797, align 4
  %799 = fcmp oeq float %feature74, %798
  %800 = select i1 %799, float 1.000000e+00, float 0.000000e+00
  %801 = fcmp une float %800, 0.000000e+00
  %802 = select i1 %801, float 0x3FB99999A0000000, float 0.000000e+00
  %803 = fadd float %796, %802
  %804 = fmul float %803, %eta
  %805 = fsub float %739, %804
  %806 = fmul float 0.000000e+00, %noise_scale3
  %807 = fadd float %805, %806
  %bits75 = bitcast float %805 to i32
  %magnitude76 = and i32 %bits75, 2147483647
  %is_nan77 = icmp ugt i32 %magnitude76, 2139095040
  %canonical78 = select i1 %is_nan77, i32 2143289344, i32 %bits75
  store i32 %canonical78, ptr %737, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %uniform_sinks.done69
  br label %store.done65

store.then79:                                     ; preds = %step.exit
  %feature81 = add i64 %lane, 0
  %valid82 = icmp ult i64 %feature81, %n_features
  %808 = getelementptr inbounds float, ptr %state_regs, i64 0
  %809 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid82, label %slot.then83, label %slot.done84

store.done80:                                     ; preds = %slot.done84, %step.exit
  br label %row.done

slot.then83:                                      ; preds = %store.then79
  %810 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature81
  %811 = load float, ptr %808, align 4
  store float %811, ptr addrspace(1) %810, align 4
  br label %slot.done84

slot.done84:                                      ; preds = %slot.then83, %store.then79
  br label %store.done80
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #6 {
entry:
  %pairwise_depth97 = alloca i64, align 8
  %pairwise_levels96 = alloca [64 x i64], align 8
  %pairwise_sums95 = alloca [64 x float], align 4
  %fold_index94 = alloca i64, align 8
  %fold_value93 = alloca float, align 4
  %pairwise_depth54 = alloca i64, align 8
  %pairwise_levels53 = alloca [64 x i64], align 8
  %pairwise_sums52 = alloca [64 x float], align 4
  %fold_index51 = alloca i64, align 8
  %fold_value50 = alloca float, align 4
  %pairwise_depth49 = alloca i64, align 8
  %pairwise_levels48 = alloca [64 x i64], align 8
  %pairwise_sums47 = alloca [64 x float], align 4
  %fold_index46 = alloca i64, align 8
  %fold_value45 = alloca float, align 4
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
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %1096, %noise.done ]
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
  %feature124 = add i64 %lane, 0
  %valid125 = icmp ult i64 %feature124, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  %16 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid125, label %slot.then126, label %slot.done127

quad_noise.then:                                  ; preds = %step.body
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %step.body
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  %18 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_slot = and i64 %quad_lane, 0
  %19 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %19
  %20 = mul i64 %quad_slot, 1024
  %quad_feature = add i64 %lane, %20
  %feature4 = add i64 %quad_feature, 0
  %21 = add i64 %n_features, 3
  %groups = lshr i64 %21, 2
  %22 = mul i64 %row, %groups
  %23 = lshr i64 %feature4, 2
  %group = add i64 %22, %23
  %24 = trunc i64 %key0 to i32
  %25 = lshr i64 %key0, 32
  %26 = trunc i64 %25 to i32
  %27 = trunc i64 %group to i32
  %28 = trunc i64 %quad_key1_step to i32
  %29 = lshr i64 %quad_key1_step, 32
  %30 = trunc i64 %29 to i32
  %31 = lshr i64 %group, 32
  %32 = trunc i64 %31 to i32
  %33 = zext i32 %27 to i64
  %34 = mul i64 3528531795, %33
  %35 = zext i32 %30 to i64
  %36 = mul i64 3449720151, %35
  %37 = lshr i64 %34, 32
  %38 = trunc i64 %37 to i32
  %39 = trunc i64 %34 to i32
  %40 = lshr i64 %36, 32
  %41 = trunc i64 %40 to i32
  %42 = trunc i64 %36 to i32
  %43 = xor i32 %41, %28
  %44 = xor i32 %43, %24
  %45 = xor i32 %38, %32
  %46 = xor i32 %45, %26
  %47 = add i32 %24, -1640531527
  %48 = add i32 %26, -1150833019
  %49 = zext i32 %44 to i64
  %50 = mul i64 3528531795, %49
  %51 = zext i32 %46 to i64
  %52 = mul i64 3449720151, %51
  %53 = lshr i64 %50, 32
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %50 to i32
  %56 = lshr i64 %52, 32
  %57 = trunc i64 %56 to i32
  %58 = trunc i64 %52 to i32
  %59 = xor i32 %57, %42
  %60 = xor i32 %59, %47
  %61 = xor i32 %54, %39
  %62 = xor i32 %61, %48
  %63 = add i32 %47, -1640531527
  %64 = add i32 %48, -1150833019
  %65 = zext i32 %60 to i64
  %66 = mul i64 3528531795, %65
  %67 = zext i32 %62 to i64
  %68 = mul i64 3449720151, %67
  %69 = lshr i64 %66, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %66 to i32
  %72 = lshr i64 %68, 32
  %73 = trunc i64 %72 to i32
  %74 = trunc i64 %68 to i32
  %75 = xor i32 %73, %58
  %76 = xor i32 %75, %63
  %77 = xor i32 %70, %55
  %78 = xor i32 %77, %64
  %79 = add i32 %63, -1640531527
  %80 = add i32 %64, -1150833019
  %81 = zext i32 %76 to i64
  %82 = mul i64 3528531795, %81
  %83 = zext i32 %78 to i64
  %84 = mul i64 3449720151, %83
  %85 = lshr i64 %82, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %82 to i32
  %88 = lshr i64 %84, 32
  %89 = trunc i64 %88 to i32
  %90 = trunc i64 %84 to i32
  %91 = xor i32 %89, %74
  %92 = xor i32 %91, %79
  %93 = xor i32 %86, %71
  %94 = xor i32 %93, %80
  %95 = add i32 %79, -1640531527
  %96 = add i32 %80, -1150833019
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
  %191 = lshr i32 %188, 9
  %192 = sitofp i32 %191 to float
  %193 = fadd float %192, 5.000000e-01
  %194 = fmul float %193, 0x3E80000000000000
  %195 = lshr i32 %186, 9
  %196 = sitofp i32 %195 to float
  %197 = fadd float %196, 5.000000e-01
  %198 = fmul float %197, 0x3E80000000000000
  %199 = bitcast float %194 to i32
  %200 = add i32 %199, 4913933
  %201 = lshr i32 %200, 23
  %202 = sub i32 %201, 127
  %203 = and i32 %200, 8388607
  %204 = add i32 %203, 1060439283
  %205 = bitcast i32 %204 to float
  %206 = fsub float %205, 1.000000e+00
  %207 = fadd float 2.000000e+00, %206
  %208 = fdiv float %206, %207
  %209 = fmul float %208, %208
  %210 = fmul float %209, %209
  %211 = fmul float %210, 0x3FCF13C4C0000000
  %212 = fadd float 0x3FD999C260000000, %211
  %213 = fmul float %210, %212
  %214 = fmul float %210, 0x3FD23D3DC0000000
  %215 = fadd float 0x3FE5555540000000, %214
  %216 = fmul float %209, %215
  %217 = fadd float %216, %213
  %218 = fmul float 5.000000e-01, %206
  %219 = fmul float %218, %206
  %220 = sitofp i32 %202 to float
  %221 = fadd float %219, %217
  %222 = fmul float %208, %221
  %223 = fmul float %220, 0x3EE2FEFA20000000
  %224 = fadd float %222, %223
  %225 = fsub float %224, %219
  %226 = fadd float %225, %206
  %227 = fmul float %220, 0x3FE62E3000000000
  %228 = fadd float %226, %227
  %229 = fmul float -2.000000e+00, %228
  %230 = call float @llvm.sqrt.f32(float %229)
  %231 = fpext float %198 to double
  %232 = fmul double %231, 4.000000e+00
  %233 = fadd double %232, 0x4338000000000000
  %234 = fsub double %233, 0x4338000000000000
  %235 = fsub double %232, %234
  %236 = fmul double %235, 0x3FF921FB54442D18
  %237 = fmul double %236, %236
  %238 = fmul double %237, 0x3EC71DE3A556C734
  %239 = fadd double 0xBF2A01A01A01A01A, %238
  %240 = fmul double %237, %239
  %241 = fadd double 0x3F81111111111111, %240
  %242 = fmul double %237, %241
  %243 = fadd double 0xBFC5555555555555, %242
  %244 = fmul double %236, %237
  %245 = fmul double %244, %243
  %246 = fadd double %236, %245
  %247 = fmul double %237, 0xBE927E4FB7789F5C
  %248 = fadd double 0x3EFA01A01A01A01A, %247
  %249 = fmul double %237, %248
  %250 = fadd double 0xBF56C16C16C16C17, %249
  %251 = fmul double %237, %250
  %252 = fadd double 0x3FA5555555555555, %251
  %253 = fmul double %237, %237
  %254 = fmul double %253, %252
  %255 = fmul double 5.000000e-01, %237
  %256 = fsub double 1.000000e+00, %255
  %257 = fadd double %256, %254
  %258 = fneg double %246
  %259 = fneg double %257
  %260 = bitcast double %233 to i64
  %261 = and i64 %260, 1
  %262 = and i64 %260, 2
  %263 = icmp eq i64 %261, 1
  %264 = icmp eq i64 %262, 2
  %265 = select i1 %264, double %258, double %246
  %266 = select i1 %264, double %259, double %257
  %267 = select i1 %263, double %266, double %265
  %268 = select i1 %264, double %259, double %257
  %269 = select i1 %264, double %246, double %258
  %270 = select i1 %263, double %269, double %268
  %271 = fptrunc double %267 to float
  %272 = fptrunc double %270 to float
  %273 = fmul float %230, %272
  %274 = fmul float %230, %271
  %275 = lshr i32 %190, 9
  %276 = sitofp i32 %275 to float
  %277 = fadd float %276, 5.000000e-01
  %278 = fmul float %277, 0x3E80000000000000
  %279 = lshr i32 %183, 9
  %280 = sitofp i32 %279 to float
  %281 = fadd float %280, 5.000000e-01
  %282 = fmul float %281, 0x3E80000000000000
  %283 = bitcast float %278 to i32
  %284 = add i32 %283, 4913933
  %285 = lshr i32 %284, 23
  %286 = sub i32 %285, 127
  %287 = and i32 %284, 8388607
  %288 = add i32 %287, 1060439283
  %289 = bitcast i32 %288 to float
  %290 = fsub float %289, 1.000000e+00
  %291 = fadd float 2.000000e+00, %290
  %292 = fdiv float %290, %291
  %293 = fmul float %292, %292
  %294 = fmul float %293, %293
  %295 = fmul float %294, 0x3FCF13C4C0000000
  %296 = fadd float 0x3FD999C260000000, %295
  %297 = fmul float %294, %296
  %298 = fmul float %294, 0x3FD23D3DC0000000
  %299 = fadd float 0x3FE5555540000000, %298
  %300 = fmul float %293, %299
  %301 = fadd float %300, %297
  %302 = fmul float 5.000000e-01, %290
  %303 = fmul float %302, %290
  %304 = sitofp i32 %286 to float
  %305 = fadd float %303, %301
  %306 = fmul float %292, %305
  %307 = fmul float %304, 0x3EE2FEFA20000000
  %308 = fadd float %306, %307
  %309 = fsub float %308, %303
  %310 = fadd float %309, %290
  %311 = fmul float %304, 0x3FE62E3000000000
  %312 = fadd float %310, %311
  %313 = fmul float -2.000000e+00, %312
  %314 = call float @llvm.sqrt.f32(float %313)
  %315 = fpext float %282 to double
  %316 = fmul double %315, 4.000000e+00
  %317 = fadd double %316, 0x4338000000000000
  %318 = fsub double %317, 0x4338000000000000
  %319 = fsub double %316, %318
  %320 = fmul double %319, 0x3FF921FB54442D18
  %321 = fmul double %320, %320
  %322 = fmul double %321, 0x3EC71DE3A556C734
  %323 = fadd double 0xBF2A01A01A01A01A, %322
  %324 = fmul double %321, %323
  %325 = fadd double 0x3F81111111111111, %324
  %326 = fmul double %321, %325
  %327 = fadd double 0xBFC5555555555555, %326
  %328 = fmul double %320, %321
  %329 = fmul double %328, %327
  %330 = fadd double %320, %329
  %331 = fmul double %321, 0xBE927E4FB7789F5C
  %332 = fadd double 0x3EFA01A01A01A01A, %331
  %333 = fmul double %321, %332
  %334 = fadd double 0xBF56C16C16C16C17, %333
  %335 = fmul double %321, %334
  %336 = fadd double 0x3FA5555555555555, %335
  %337 = fmul double %321, %321
  %338 = fmul double %337, %336
  %339 = fmul double 5.000000e-01, %321
  %340 = fsub double 1.000000e+00, %339
  %341 = fadd double %340, %338
  %342 = fneg double %330
  %343 = fneg double %341
  %344 = bitcast double %317 to i64
  %345 = and i64 %344, 1
  %346 = and i64 %344, 2
  %347 = icmp eq i64 %345, 1
  %348 = icmp eq i64 %346, 2
  %349 = select i1 %348, double %342, double %330
  %350 = select i1 %348, double %343, double %341
  %351 = select i1 %347, double %350, double %349
  %352 = select i1 %348, double %343, double %341
  %353 = select i1 %348, double %330, double %342
  %354 = select i1 %347, double %353, double %352
  %355 = fptrunc double %351 to float
  %356 = fptrunc double %354 to float
  %357 = fmul float %314, %356
  %358 = fmul float %314, %355
  %359 = add i64 %quad_lane, 4
  %quad_send = and i64 %359, 3
  %360 = and i64 %quad_send, 1
  %361 = icmp ne i64 %360, 0
  %362 = and i64 %quad_send, 2
  %363 = icmp ne i64 %362, 0
  %364 = select i1 %361, float %274, float %273
  %365 = select i1 %361, float %358, float %357
  %366 = select i1 %363, float %365, float %364
  %367 = bitcast float %366 to i32
  %368 = bitcast i32 %367 to float
  %369 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %368, ptr %369, align 4
  %370 = add i64 %quad_lane, 3
  %quad_send5 = and i64 %370, 3
  %371 = and i64 %quad_send5, 1
  %372 = icmp ne i64 %371, 0
  %373 = and i64 %quad_send5, 2
  %374 = icmp ne i64 %373, 0
  %375 = select i1 %372, float %274, float %273
  %376 = select i1 %372, float %358, float %357
  %377 = select i1 %374, float %376, float %375
  %378 = bitcast float %377 to i32
  %379 = trunc i64 %lane to i32
  %warp_lane = and i32 %379, 31
  %380 = and i32 %warp_lane, -4
  %381 = add i32 %warp_lane, 1
  %382 = and i32 %381, 3
  %quad_source = or i32 %380, %382
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %378, i32 %quad_source, i32 31)
  %383 = bitcast i32 %quad to float
  %384 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %383, ptr %384, align 4
  %385 = add i64 %quad_lane, 2
  %quad_send6 = and i64 %385, 3
  %386 = and i64 %quad_send6, 1
  %387 = icmp ne i64 %386, 0
  %388 = and i64 %quad_send6, 2
  %389 = icmp ne i64 %388, 0
  %390 = select i1 %387, float %274, float %273
  %391 = select i1 %387, float %358, float %357
  %392 = select i1 %389, float %391, float %390
  %393 = bitcast float %392 to i32
  %394 = trunc i64 %lane to i32
  %warp_lane7 = and i32 %394, 31
  %395 = and i32 %warp_lane7, -4
  %396 = add i32 %warp_lane7, 2
  %397 = and i32 %396, 3
  %quad_source8 = or i32 %395, %397
  %quad9 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %393, i32 %quad_source8, i32 31)
  %398 = bitcast i32 %quad9 to float
  %399 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %398, ptr %399, align 4
  %400 = add i64 %quad_lane, 1
  %quad_send10 = and i64 %400, 3
  %401 = and i64 %quad_send10, 1
  %402 = icmp ne i64 %401, 0
  %403 = and i64 %quad_send10, 2
  %404 = icmp ne i64 %403, 0
  %405 = select i1 %402, float %274, float %273
  %406 = select i1 %402, float %358, float %357
  %407 = select i1 %404, float %406, float %405
  %408 = bitcast float %407 to i32
  %409 = trunc i64 %lane to i32
  %warp_lane11 = and i32 %409, 31
  %410 = and i32 %warp_lane11, -4
  %411 = add i32 %warp_lane11, 3
  %412 = and i32 %411, 3
  %quad_source12 = or i32 %410, %412
  %quad13 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %408, i32 %quad_source12, i32 31)
  %413 = bitcast i32 %quad13 to float
  %414 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %413, ptr %414, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %415 = sub i64 4, %quad_lane
  %416 = mul i64 %quad_step, 1
  %417 = add i64 %416, 0
  %418 = add i64 %417, %415
  %quad_round = and i64 %418, 3
  %419 = getelementptr inbounds float, ptr %quad_held, i64 0
  %420 = load float, ptr %419, align 4
  %421 = getelementptr inbounds float, ptr %quad_held, i64 1
  %422 = load float, ptr %421, align 4
  %423 = getelementptr inbounds float, ptr %quad_held, i64 2
  %424 = load float, ptr %423, align 4
  %425 = getelementptr inbounds float, ptr %quad_held, i64 3
  %426 = load float, ptr %425, align 4
  %427 = and i64 %quad_round, 1
  %428 = icmp ne i64 %427, 0
  %429 = and i64 %quad_round, 2
  %430 = icmp ne i64 %429, 0
  %431 = select i1 %428, float %422, float %420
  %432 = select i1 %428, float %426, float %424
  %433 = select i1 %430, float %432, float %431
  %434 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %433, ptr %434, align 4
  br label %quad_noise.done

slot.then16:                                      ; preds = %quad_noise.done
  %435 = load float, ptr %17, align 4
  %436 = load float, ptr %fold_value, align 4
  %437 = fcmp ogt float %435, %436
  %438 = fcmp uno float %435, %435
  %439 = fcmp ord float %436, %436
  %440 = and i1 %438, %439
  %take = or i1 %437, %440
  %441 = select i1 %take, float %435, float %436
  store float %441, ptr %fold_value, align 4
  %442 = load i64, ptr %fold_index, align 8
  %443 = select i1 %take, i64 %feature14, i64 %442
  store i64 %443, ptr %fold_index, align 8
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %quad_noise.done
  %best_index = load i64, ptr %fold_index, align 8
  %444 = load float, ptr %fold_value, align 4
  %445 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %444, ptr addrspace(3) %445, align 4
  %446 = trunc i64 %best_index to i32
  %447 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %446, ptr addrspace(3) %447, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 512
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done17
  %448 = add i64 %lane, 512
  %449 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %450 = load i32, ptr addrspace(3) %449, align 4
  %451 = zext i32 %450 to i64
  %452 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %453 = load float, ptr addrspace(3) %452, align 4
  %454 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %448
  %455 = load i32, ptr addrspace(3) %454, align 4
  %456 = zext i32 %455 to i64
  %457 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %448
  %458 = load float, ptr addrspace(3) %457, align 4
  %459 = fcmp uno float %458, %458
  %460 = fcmp uno float %453, %453
  %461 = icmp ult i64 %456, %451
  %462 = fcmp ogt float %458, %453
  %463 = fcmp oeq float %458, %453
  %464 = xor i1 %460, true
  %465 = or i1 %464, %461
  %466 = and i1 %463, %461
  %467 = or i1 %462, %466
  %468 = xor i1 %460, true
  %469 = and i1 %468, %467
  %470 = select i1 %459, i1 %465, i1 %469
  %471 = select i1 %470, float %458, float %453
  %472 = select i1 %470, i64 %456, i64 %451
  %473 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %471, ptr addrspace(3) %473, align 4
  %474 = trunc i64 %472 to i32
  %475 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %474, ptr addrspace(3) %475, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done17
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane18 = icmp ult i64 %lane, 256
  br i1 %tree_lane18, label %tree.then19, label %tree.done20

tree.then19:                                      ; preds = %tree.done
  %476 = add i64 %lane, 256
  %477 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %478 = load i32, ptr addrspace(3) %477, align 4
  %479 = zext i32 %478 to i64
  %480 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %481 = load float, ptr addrspace(3) %480, align 4
  %482 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %476
  %483 = load i32, ptr addrspace(3) %482, align 4
  %484 = zext i32 %483 to i64
  %485 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %476
  %486 = load float, ptr addrspace(3) %485, align 4
  %487 = fcmp uno float %486, %486
  %488 = fcmp uno float %481, %481
  %489 = icmp ult i64 %484, %479
  %490 = fcmp ogt float %486, %481
  %491 = fcmp oeq float %486, %481
  %492 = xor i1 %488, true
  %493 = or i1 %492, %489
  %494 = and i1 %491, %489
  %495 = or i1 %490, %494
  %496 = xor i1 %488, true
  %497 = and i1 %496, %495
  %498 = select i1 %487, i1 %493, i1 %497
  %499 = select i1 %498, float %486, float %481
  %500 = select i1 %498, i64 %484, i64 %479
  %501 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %499, ptr addrspace(3) %501, align 4
  %502 = trunc i64 %500 to i32
  %503 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %502, ptr addrspace(3) %503, align 4
  br label %tree.done20

tree.done20:                                      ; preds = %tree.then19, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane21 = icmp ult i64 %lane, 128
  br i1 %tree_lane21, label %tree.then22, label %tree.done23

tree.then22:                                      ; preds = %tree.done20
  %504 = add i64 %lane, 128
  %505 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %506 = load i32, ptr addrspace(3) %505, align 4
  %507 = zext i32 %506 to i64
  %508 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %509 = load float, ptr addrspace(3) %508, align 4
  %510 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %504
  %511 = load i32, ptr addrspace(3) %510, align 4
  %512 = zext i32 %511 to i64
  %513 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %504
  %514 = load float, ptr addrspace(3) %513, align 4
  %515 = fcmp uno float %514, %514
  %516 = fcmp uno float %509, %509
  %517 = icmp ult i64 %512, %507
  %518 = fcmp ogt float %514, %509
  %519 = fcmp oeq float %514, %509
  %520 = xor i1 %516, true
  %521 = or i1 %520, %517
  %522 = and i1 %519, %517
  %523 = or i1 %518, %522
  %524 = xor i1 %516, true
  %525 = and i1 %524, %523
  %526 = select i1 %515, i1 %521, i1 %525
  %527 = select i1 %526, float %514, float %509
  %528 = select i1 %526, i64 %512, i64 %507
  %529 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %527, ptr addrspace(3) %529, align 4
  %530 = trunc i64 %528 to i32
  %531 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %530, ptr addrspace(3) %531, align 4
  br label %tree.done23

tree.done23:                                      ; preds = %tree.then22, %tree.done20
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane24 = icmp ult i64 %lane, 64
  br i1 %tree_lane24, label %tree.then25, label %tree.done26

tree.then25:                                      ; preds = %tree.done23
  %532 = add i64 %lane, 64
  %533 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %534 = load i32, ptr addrspace(3) %533, align 4
  %535 = zext i32 %534 to i64
  %536 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %537 = load float, ptr addrspace(3) %536, align 4
  %538 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %532
  %539 = load i32, ptr addrspace(3) %538, align 4
  %540 = zext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %532
  %542 = load float, ptr addrspace(3) %541, align 4
  %543 = fcmp uno float %542, %542
  %544 = fcmp uno float %537, %537
  %545 = icmp ult i64 %540, %535
  %546 = fcmp ogt float %542, %537
  %547 = fcmp oeq float %542, %537
  %548 = xor i1 %544, true
  %549 = or i1 %548, %545
  %550 = and i1 %547, %545
  %551 = or i1 %546, %550
  %552 = xor i1 %544, true
  %553 = and i1 %552, %551
  %554 = select i1 %543, i1 %549, i1 %553
  %555 = select i1 %554, float %542, float %537
  %556 = select i1 %554, i64 %540, i64 %535
  %557 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %555, ptr addrspace(3) %557, align 4
  %558 = trunc i64 %556 to i32
  %559 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %558, ptr addrspace(3) %559, align 4
  br label %tree.done26

tree.done26:                                      ; preds = %tree.then25, %tree.done23
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane27 = icmp ult i64 %lane, 32
  br i1 %tree_lane27, label %tree.then28, label %tree.done29

tree.then28:                                      ; preds = %tree.done26
  %560 = add i64 %lane, 32
  %561 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %562 = load i32, ptr addrspace(3) %561, align 4
  %563 = zext i32 %562 to i64
  %564 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %565 = load float, ptr addrspace(3) %564, align 4
  %566 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %560
  %567 = load i32, ptr addrspace(3) %566, align 4
  %568 = zext i32 %567 to i64
  %569 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %560
  %570 = load float, ptr addrspace(3) %569, align 4
  %571 = fcmp uno float %570, %570
  %572 = fcmp uno float %565, %565
  %573 = icmp ult i64 %568, %563
  %574 = fcmp ogt float %570, %565
  %575 = fcmp oeq float %570, %565
  %576 = xor i1 %572, true
  %577 = or i1 %576, %573
  %578 = and i1 %575, %573
  %579 = or i1 %574, %578
  %580 = xor i1 %572, true
  %581 = and i1 %580, %579
  %582 = select i1 %571, i1 %577, i1 %581
  %583 = select i1 %582, float %570, float %565
  %584 = select i1 %582, i64 %568, i64 %563
  %585 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %583, ptr addrspace(3) %585, align 4
  %586 = trunc i64 %584 to i32
  %587 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %586, ptr addrspace(3) %587, align 4
  br label %tree.done29

tree.done29:                                      ; preds = %tree.then28, %tree.done26
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane30 = icmp ult i64 %lane, 16
  br i1 %tree_lane30, label %tree.then31, label %tree.done32

tree.then31:                                      ; preds = %tree.done29
  %588 = add i64 %lane, 16
  %589 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %590 = load i32, ptr addrspace(3) %589, align 4
  %591 = zext i32 %590 to i64
  %592 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %593 = load float, ptr addrspace(3) %592, align 4
  %594 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %588
  %595 = load i32, ptr addrspace(3) %594, align 4
  %596 = zext i32 %595 to i64
  %597 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %588
  %598 = load float, ptr addrspace(3) %597, align 4
  %599 = fcmp uno float %598, %598
  %600 = fcmp uno float %593, %593
  %601 = icmp ult i64 %596, %591
  %602 = fcmp ogt float %598, %593
  %603 = fcmp oeq float %598, %593
  %604 = xor i1 %600, true
  %605 = or i1 %604, %601
  %606 = and i1 %603, %601
  %607 = or i1 %602, %606
  %608 = xor i1 %600, true
  %609 = and i1 %608, %607
  %610 = select i1 %599, i1 %605, i1 %609
  %611 = select i1 %610, float %598, float %593
  %612 = select i1 %610, i64 %596, i64 %591
  %613 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %611, ptr addrspace(3) %613, align 4
  %614 = trunc i64 %612 to i32
  %615 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %614, ptr addrspace(3) %615, align 4
  br label %tree.done32

tree.done32:                                      ; preds = %tree.then31, %tree.done29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane33 = icmp ult i64 %lane, 8
  br i1 %tree_lane33, label %tree.then34, label %tree.done35

tree.then34:                                      ; preds = %tree.done32
  %616 = add i64 %lane, 8
  %617 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %618 = load i32, ptr addrspace(3) %617, align 4
  %619 = zext i32 %618 to i64
  %620 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %621 = load float, ptr addrspace(3) %620, align 4
  %622 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %616
  %623 = load i32, ptr addrspace(3) %622, align 4
  %624 = zext i32 %623 to i64
  %625 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %616
  %626 = load float, ptr addrspace(3) %625, align 4
  %627 = fcmp uno float %626, %626
  %628 = fcmp uno float %621, %621
  %629 = icmp ult i64 %624, %619
  %630 = fcmp ogt float %626, %621
  %631 = fcmp oeq float %626, %621
  %632 = xor i1 %628, true
  %633 = or i1 %632, %629
  %634 = and i1 %631, %629
  %635 = or i1 %630, %634
  %636 = xor i1 %628, true
  %637 = and i1 %636, %635
  %638 = select i1 %627, i1 %633, i1 %637
  %639 = select i1 %638, float %626, float %621
  %640 = select i1 %638, i64 %624, i64 %619
  %641 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %639, ptr addrspace(3) %641, align 4
  %642 = trunc i64 %640 to i32
  %643 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %642, ptr addrspace(3) %643, align 4
  br label %tree.done35

tree.done35:                                      ; preds = %tree.then34, %tree.done32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane36 = icmp ult i64 %lane, 4
  br i1 %tree_lane36, label %tree.then37, label %tree.done38

tree.then37:                                      ; preds = %tree.done35
  %644 = add i64 %lane, 4
  %645 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %646 = load i32, ptr addrspace(3) %645, align 4
  %647 = zext i32 %646 to i64
  %648 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %649 = load float, ptr addrspace(3) %648, align 4
  %650 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %644
  %651 = load i32, ptr addrspace(3) %650, align 4
  %652 = zext i32 %651 to i64
  %653 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %644
  %654 = load float, ptr addrspace(3) %653, align 4
  %655 = fcmp uno float %654, %654
  %656 = fcmp uno float %649, %649
  %657 = icmp ult i64 %652, %647
  %658 = fcmp ogt float %654, %649
  %659 = fcmp oeq float %654, %649
  %660 = xor i1 %656, true
  %661 = or i1 %660, %657
  %662 = and i1 %659, %657
  %663 = or i1 %658, %662
  %664 = xor i1 %656, true
  %665 = and i1 %664, %663
  %666 = select i1 %655, i1 %661, i1 %665
  %667 = select i1 %666, float %654, float %649
  %668 = select i1 %666, i64 %652, i64 %647
  %669 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %667, ptr addrspace(3) %669, align 4
  %670 = trunc i64 %668 to i32
  %671 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %670, ptr addrspace(3) %671, align 4
  br label %tree.done38

tree.done38:                                      ; preds = %tree.then37, %tree.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane39 = icmp ult i64 %lane, 2
  br i1 %tree_lane39, label %tree.then40, label %tree.done41

tree.then40:                                      ; preds = %tree.done38
  %672 = add i64 %lane, 2
  %673 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %674 = load i32, ptr addrspace(3) %673, align 4
  %675 = zext i32 %674 to i64
  %676 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %677 = load float, ptr addrspace(3) %676, align 4
  %678 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %672
  %679 = load i32, ptr addrspace(3) %678, align 4
  %680 = zext i32 %679 to i64
  %681 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %672
  %682 = load float, ptr addrspace(3) %681, align 4
  %683 = fcmp uno float %682, %682
  %684 = fcmp uno float %677, %677
  %685 = icmp ult i64 %680, %675
  %686 = fcmp ogt float %682, %677
  %687 = fcmp oeq float %682, %677
  %688 = xor i1 %684, true
  %689 = or i1 %688, %685
  %690 = and i1 %687, %685
  %691 = or i1 %686, %690
  %692 = xor i1 %684, true
  %693 = and i1 %692, %691
  %694 = select i1 %683, i1 %689, i1 %693
  %695 = select i1 %694, float %682, float %677
  %696 = select i1 %694, i64 %680, i64 %675
  %697 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %695, ptr addrspace(3) %697, align 4
  %698 = trunc i64 %696 to i32
  %699 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %698, ptr addrspace(3) %699, align 4
  br label %tree.done41

tree.done41:                                      ; preds = %tree.then40, %tree.done38
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane42 = icmp ult i64 %lane, 1
  br i1 %tree_lane42, label %tree.then43, label %tree.done44

tree.then43:                                      ; preds = %tree.done41
  %700 = add i64 %lane, 1
  %701 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %702 = load i32, ptr addrspace(3) %701, align 4
  %703 = zext i32 %702 to i64
  %704 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %705 = load float, ptr addrspace(3) %704, align 4
  %706 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %700
  %707 = load i32, ptr addrspace(3) %706, align 4
  %708 = zext i32 %707 to i64
  %709 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %700
  %710 = load float, ptr addrspace(3) %709, align 4
  %711 = fcmp uno float %710, %710
  %712 = fcmp uno float %705, %705
  %713 = icmp ult i64 %708, %703
  %714 = fcmp ogt float %710, %705
  %715 = fcmp oeq float %710, %705
  %716 = xor i1 %712, true
  %717 = or i1 %716, %713
  %718 = and i1 %715, %713
  %719 = or i1 %714, %718
  %720 = xor i1 %712, true
  %721 = and i1 %720, %719
  %722 = select i1 %711, i1 %717, i1 %721
  %723 = select i1 %722, float %710, float %705
  %724 = select i1 %722, i64 %708, i64 %703
  %725 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %723, ptr addrspace(3) %725, align 4
  %726 = trunc i64 %724 to i32
  %727 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %726, ptr addrspace(3) %727, align 4
  br label %tree.done44

tree.done44:                                      ; preds = %tree.then43, %tree.done41
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done44
  %728 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %729 = zext i32 %728 to i64
  %730 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value45, align 4
  store i64 0, ptr %fold_index46, align 8
  store i64 0, ptr %pairwise_depth49, align 8
  store float %730, ptr %fold_value45, align 4
  store i64 %729, ptr %fold_index46, align 8
  %731 = load float, ptr %fold_value45, align 4
  store float %731, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value50, align 4
  store i64 0, ptr %fold_index51, align 8
  store i64 0, ptr %pairwise_depth54, align 8
  %feature55 = add i64 %lane, 0
  %valid56 = icmp ult i64 %feature55, %n_features
  %732 = getelementptr inbounds float, ptr %state_regs, i64 0
  %733 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid56, label %slot.then57, label %slot.done58

slot.then57:                                      ; preds = %tree.result.done
  %734 = load float, ptr %732, align 4
  %735 = load float, ptr %fold_value50, align 4
  %736 = fcmp ogt float %734, %735
  %737 = fcmp uno float %734, %734
  %738 = fcmp ord float %735, %735
  %739 = and i1 %737, %738
  %take59 = or i1 %736, %739
  %740 = select i1 %take59, float %734, float %735
  store float %740, ptr %fold_value50, align 4
  %741 = load i64, ptr %fold_index51, align 8
  %742 = select i1 %take59, i64 %feature55, i64 %741
  store i64 %742, ptr %fold_index51, align 8
  br label %slot.done58

slot.done58:                                      ; preds = %slot.then57, %tree.result.done
  %best_index60 = load i64, ptr %fold_index51, align 8
  %743 = load float, ptr %fold_value50, align 4
  %744 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %743, ptr addrspace(3) %744, align 4
  %745 = trunc i64 %best_index60 to i32
  %746 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %745, ptr addrspace(3) %746, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane61 = icmp ult i64 %lane, 512
  br i1 %tree_lane61, label %tree.then62, label %tree.done63

tree.then62:                                      ; preds = %slot.done58
  %747 = add i64 %lane, 512
  %748 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %749 = load i32, ptr addrspace(3) %748, align 4
  %750 = zext i32 %749 to i64
  %751 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %752 = load float, ptr addrspace(3) %751, align 4
  %753 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %747
  %754 = load i32, ptr addrspace(3) %753, align 4
  %755 = zext i32 %754 to i64
  %756 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %747
  %757 = load float, ptr addrspace(3) %756, align 4
  %758 = fcmp uno float %757, %757
  %759 = fcmp uno float %752, %752
  %760 = icmp ult i64 %755, %750
  %761 = fcmp ogt float %757, %752
  %762 = fcmp oeq float %757, %752
  %763 = xor i1 %759, true
  %764 = or i1 %763, %760
  %765 = and i1 %762, %760
  %766 = or i1 %761, %765
  %767 = xor i1 %759, true
  %768 = and i1 %767, %766
  %769 = select i1 %758, i1 %764, i1 %768
  %770 = select i1 %769, float %757, float %752
  %771 = select i1 %769, i64 %755, i64 %750
  %772 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %770, ptr addrspace(3) %772, align 4
  %773 = trunc i64 %771 to i32
  %774 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %773, ptr addrspace(3) %774, align 4
  br label %tree.done63

tree.done63:                                      ; preds = %tree.then62, %slot.done58
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane64 = icmp ult i64 %lane, 256
  br i1 %tree_lane64, label %tree.then65, label %tree.done66

tree.then65:                                      ; preds = %tree.done63
  %775 = add i64 %lane, 256
  %776 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %777 = load i32, ptr addrspace(3) %776, align 4
  %778 = zext i32 %777 to i64
  %779 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %780 = load float, ptr addrspace(3) %779, align 4
  %781 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %775
  %782 = load i32, ptr addrspace(3) %781, align 4
  %783 = zext i32 %782 to i64
  %784 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %775
  %785 = load float, ptr addrspace(3) %784, align 4
  %786 = fcmp uno float %785, %785
  %787 = fcmp uno float %780, %780
  %788 = icmp ult i64 %783, %778
  %789 = fcmp ogt float %785, %780
  %790 = fcmp oeq float %785, %780
  %791 = xor i1 %787, true
  %792 = or i1 %791, %788
  %793 = and i1 %790, %788
  %794 = or i1 %789, %793
  %795 = xor i1 %787, true
  %796 = and i1 %795, %794
  %797 = select i1 %786, i1 %792, i1 %796
  %798 = select i1 %797, float %785, float %780
  %799 = select i1 %797, i64 %783, i64 %778
  %800 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %798, ptr addrspace(3) %800, align 4
  %801 = trunc i64 %799 to i32
  %802 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %801, ptr addrspace(3) %802, align 4
  br label %tree.done66

tree.done66:                                      ; preds = %tree.then65, %tree.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane67 = icmp ult i64 %lane, 128
  br i1 %tree_lane67, label %tree.then68, label %tree.done69

tree.then68:                                      ; preds = %tree.done66
  %803 = add i64 %lane, 128
  %804 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %805 = load i32, ptr addrspace(3) %804, align 4
  %806 = zext i32 %805 to i64
  %807 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %808 = load float, ptr addrspace(3) %807, align 4
  %809 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %803
  %810 = load i32, ptr addrspace(3) %809, align 4
  %811 = zext i32 %810 to i64
  %812 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %803
  %813 = load float, ptr addrspace(3) %812, align 4
  %814 = fcmp uno float %813, %813
  %815 = fcmp uno float %808, %808
  %816 = icmp ult i64 %811, %806
  %817 = fcmp ogt float %813, %808
  %818 = fcmp oeq float %813, %808
  %819 = xor i1 %815, true
  %820 = or i1 %819, %816
  %821 = and i1 %818, %816
  %822 = or i1 %817, %821
  %823 = xor i1 %815, true
  %824 = and i1 %823, %822
  %825 = select i1 %814, i1 %820, i1 %824
  %826 = select i1 %825, float %813, float %808
  %827 = select i1 %825, i64 %811, i64 %806
  %828 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %826, ptr addrspace(3) %828, align 4
  %829 = trunc i64 %827 to i32
  %830 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %829, ptr addrspace(3) %830, align 4
  br label %tree.done69

tree.done69:                                      ; preds = %tree.then68, %tree.done66
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane70 = icmp ult i64 %lane, 64
  br i1 %tree_lane70, label %tree.then71, label %tree.done72

tree.then71:                                      ; preds = %tree.done69
  %831 = add i64 %lane, 64
  %832 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %833 = load i32, ptr addrspace(3) %832, align 4
  %834 = zext i32 %833 to i64
  %835 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %836 = load float, ptr addrspace(3) %835, align 4
  %837 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %831
  %838 = load i32, ptr addrspace(3) %837, align 4
  %839 = zext i32 %838 to i64
  %840 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %831
  %841 = load float, ptr addrspace(3) %840, align 4
  %842 = fcmp uno float %841, %841
  %843 = fcmp uno float %836, %836
  %844 = icmp ult i64 %839, %834
  %845 = fcmp ogt float %841, %836
  %846 = fcmp oeq float %841, %836
  %847 = xor i1 %843, true
  %848 = or i1 %847, %844
  %849 = and i1 %846, %844
  %850 = or i1 %845, %849
  %851 = xor i1 %843, true
  %852 = and i1 %851, %850
  %853 = select i1 %842, i1 %848, i1 %852
  %854 = select i1 %853, float %841, float %836
  %855 = select i1 %853, i64 %839, i64 %834
  %856 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %854, ptr addrspace(3) %856, align 4
  %857 = trunc i64 %855 to i32
  %858 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %857, ptr addrspace(3) %858, align 4
  br label %tree.done72

tree.done72:                                      ; preds = %tree.then71, %tree.done69
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane73 = icmp ult i64 %lane, 32
  br i1 %tree_lane73, label %tree.then74, label %tree.done75

tree.then74:                                      ; preds = %tree.done72
  %859 = add i64 %lane, 32
  %860 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %861 = load i32, ptr addrspace(3) %860, align 4
  %862 = zext i32 %861 to i64
  %863 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %864 = load float, ptr addrspace(3) %863, align 4
  %865 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %859
  %866 = load i32, ptr addrspace(3) %865, align 4
  %867 = zext i32 %866 to i64
  %868 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %859
  %869 = load float, ptr addrspace(3) %868, align 4
  %870 = fcmp uno float %869, %869
  %871 = fcmp uno float %864, %864
  %872 = icmp ult i64 %867, %862
  %873 = fcmp ogt float %869, %864
  %874 = fcmp oeq float %869, %864
  %875 = xor i1 %871, true
  %876 = or i1 %875, %872
  %877 = and i1 %874, %872
  %878 = or i1 %873, %877
  %879 = xor i1 %871, true
  %880 = and i1 %879, %878
  %881 = select i1 %870, i1 %876, i1 %880
  %882 = select i1 %881, float %869, float %864
  %883 = select i1 %881, i64 %867, i64 %862
  %884 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %882, ptr addrspace(3) %884, align 4
  %885 = trunc i64 %883 to i32
  %886 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %885, ptr addrspace(3) %886, align 4
  br label %tree.done75

tree.done75:                                      ; preds = %tree.then74, %tree.done72
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane76 = icmp ult i64 %lane, 16
  br i1 %tree_lane76, label %tree.then77, label %tree.done78

tree.then77:                                      ; preds = %tree.done75
  %887 = add i64 %lane, 16
  %888 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %889 = load i32, ptr addrspace(3) %888, align 4
  %890 = zext i32 %889 to i64
  %891 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %892 = load float, ptr addrspace(3) %891, align 4
  %893 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %887
  %894 = load i32, ptr addrspace(3) %893, align 4
  %895 = zext i32 %894 to i64
  %896 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %887
  %897 = load float, ptr addrspace(3) %896, align 4
  %898 = fcmp uno float %897, %897
  %899 = fcmp uno float %892, %892
  %900 = icmp ult i64 %895, %890
  %901 = fcmp ogt float %897, %892
  %902 = fcmp oeq float %897, %892
  %903 = xor i1 %899, true
  %904 = or i1 %903, %900
  %905 = and i1 %902, %900
  %906 = or i1 %901, %905
  %907 = xor i1 %899, true
  %908 = and i1 %907, %906
  %909 = select i1 %898, i1 %904, i1 %908
  %910 = select i1 %909, float %897, float %892
  %911 = select i1 %909, i64 %895, i64 %890
  %912 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %910, ptr addrspace(3) %912, align 4
  %913 = trunc i64 %911 to i32
  %914 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %913, ptr addrspace(3) %914, align 4
  br label %tree.done78

tree.done78:                                      ; preds = %tree.then77, %tree.done75
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane79 = icmp ult i64 %lane, 8
  br i1 %tree_lane79, label %tree.then80, label %tree.done81

tree.then80:                                      ; preds = %tree.done78
  %915 = add i64 %lane, 8
  %916 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %917 = load i32, ptr addrspace(3) %916, align 4
  %918 = zext i32 %917 to i64
  %919 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %920 = load float, ptr addrspace(3) %919, align 4
  %921 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %915
  %922 = load i32, ptr addrspace(3) %921, align 4
  %923 = zext i32 %922 to i64
  %924 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %915
  %925 = load float, ptr addrspace(3) %924, align 4
  %926 = fcmp uno float %925, %925
  %927 = fcmp uno float %920, %920
  %928 = icmp ult i64 %923, %918
  %929 = fcmp ogt float %925, %920
  %930 = fcmp oeq float %925, %920
  %931 = xor i1 %927, true
  %932 = or i1 %931, %928
  %933 = and i1 %930, %928
  %934 = or i1 %929, %933
  %935 = xor i1 %927, true
  %936 = and i1 %935, %934
  %937 = select i1 %926, i1 %932, i1 %936
  %938 = select i1 %937, float %925, float %920
  %939 = select i1 %937, i64 %923, i64 %918
  %940 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %938, ptr addrspace(3) %940, align 4
  %941 = trunc i64 %939 to i32
  %942 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %941, ptr addrspace(3) %942, align 4
  br label %tree.done81

tree.done81:                                      ; preds = %tree.then80, %tree.done78
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane82 = icmp ult i64 %lane, 4
  br i1 %tree_lane82, label %tree.then83, label %tree.done84

tree.then83:                                      ; preds = %tree.done81
  %943 = add i64 %lane, 4
  %944 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %945 = load i32, ptr addrspace(3) %944, align 4
  %946 = zext i32 %945 to i64
  %947 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %948 = load float, ptr addrspace(3) %947, align 4
  %949 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %943
  %950 = load i32, ptr addrspace(3) %949, align 4
  %951 = zext i32 %950 to i64
  %952 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %943
  %953 = load float, ptr addrspace(3) %952, align 4
  %954 = fcmp uno float %953, %953
  %955 = fcmp uno float %948, %948
  %956 = icmp ult i64 %951, %946
  %957 = fcmp ogt float %953, %948
  %958 = fcmp oeq float %953, %948
  %959 = xor i1 %955, true
  %960 = or i1 %959, %956
  %961 = and i1 %958, %956
  %962 = or i1 %957, %961
  %963 = xor i1 %955, true
  %964 = and i1 %963, %962
  %965 = select i1 %954, i1 %960, i1 %964
  %966 = select i1 %965, float %953, float %948
  %967 = select i1 %965, i64 %951, i64 %946
  %968 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %966, ptr addrspace(3) %968, align 4
  %969 = trunc i64 %967 to i32
  %970 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %969, ptr addrspace(3) %970, align 4
  br label %tree.done84

tree.done84:                                      ; preds = %tree.then83, %tree.done81
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane85 = icmp ult i64 %lane, 2
  br i1 %tree_lane85, label %tree.then86, label %tree.done87

tree.then86:                                      ; preds = %tree.done84
  %971 = add i64 %lane, 2
  %972 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %973 = load i32, ptr addrspace(3) %972, align 4
  %974 = zext i32 %973 to i64
  %975 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %976 = load float, ptr addrspace(3) %975, align 4
  %977 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %971
  %978 = load i32, ptr addrspace(3) %977, align 4
  %979 = zext i32 %978 to i64
  %980 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %971
  %981 = load float, ptr addrspace(3) %980, align 4
  %982 = fcmp uno float %981, %981
  %983 = fcmp uno float %976, %976
  %984 = icmp ult i64 %979, %974
  %985 = fcmp ogt float %981, %976
  %986 = fcmp oeq float %981, %976
  %987 = xor i1 %983, true
  %988 = or i1 %987, %984
  %989 = and i1 %986, %984
  %990 = or i1 %985, %989
  %991 = xor i1 %983, true
  %992 = and i1 %991, %990
  %993 = select i1 %982, i1 %988, i1 %992
  %994 = select i1 %993, float %981, float %976
  %995 = select i1 %993, i64 %979, i64 %974
  %996 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %994, ptr addrspace(3) %996, align 4
  %997 = trunc i64 %995 to i32
  %998 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %997, ptr addrspace(3) %998, align 4
  br label %tree.done87

tree.done87:                                      ; preds = %tree.then86, %tree.done84
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane88 = icmp ult i64 %lane, 1
  br i1 %tree_lane88, label %tree.then89, label %tree.done90

tree.then89:                                      ; preds = %tree.done87
  %999 = add i64 %lane, 1
  %1000 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %1001 = load i32, ptr addrspace(3) %1000, align 4
  %1002 = zext i32 %1001 to i64
  %1003 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %1004 = load float, ptr addrspace(3) %1003, align 4
  %1005 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %999
  %1006 = load i32, ptr addrspace(3) %1005, align 4
  %1007 = zext i32 %1006 to i64
  %1008 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %999
  %1009 = load float, ptr addrspace(3) %1008, align 4
  %1010 = fcmp uno float %1009, %1009
  %1011 = fcmp uno float %1004, %1004
  %1012 = icmp ult i64 %1007, %1002
  %1013 = fcmp ogt float %1009, %1004
  %1014 = fcmp oeq float %1009, %1004
  %1015 = xor i1 %1011, true
  %1016 = or i1 %1015, %1012
  %1017 = and i1 %1014, %1012
  %1018 = or i1 %1013, %1017
  %1019 = xor i1 %1011, true
  %1020 = and i1 %1019, %1018
  %1021 = select i1 %1010, i1 %1016, i1 %1020
  %1022 = select i1 %1021, float %1009, float %1004
  %1023 = select i1 %1021, i64 %1007, i64 %1002
  %1024 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %1022, ptr addrspace(3) %1024, align 4
  %1025 = trunc i64 %1023 to i32
  %1026 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %1025, ptr addrspace(3) %1026, align 4
  br label %tree.done90

tree.done90:                                      ; preds = %tree.then89, %tree.done87
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then91, label %tree.result.done92

tree.result.then91:                               ; preds = %tree.done90
  %1027 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %1028 = zext i32 %1027 to i64
  %1029 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value93, align 4
  store i64 0, ptr %fold_index94, align 8
  store i64 0, ptr %pairwise_depth97, align 8
  store float %1029, ptr %fold_value93, align 4
  store i64 %1028, ptr %fold_index94, align 8
  %1030 = load i64, ptr %fold_index94, align 8
  %argmax = uitofp i64 %1030 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %tree.result.done92

tree.result.done92:                               ; preds = %tree.result.then91, %tree.done90
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature98 = add i64 %lane, 0
  %valid99 = icmp ult i64 %feature98, %n_features
  %1031 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1032 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid99, label %slot.then100, label %slot.done101

slot.then100:                                     ; preds = %tree.result.done92
  %1033 = load float, ptr %1031, align 4
  %1034 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1035 = fsub float %1033, %1034
  %1036 = fcmp olt float %1035, -1.040000e+02
  %1037 = select i1 %1036, float -1.040000e+02, float %1035
  %1038 = fcmp olt float 8.900000e+01, %1037
  %1039 = select i1 %1038, float 8.900000e+01, float %1037
  %1040 = fmul float %1039, 0x3FF7154760000000
  %1041 = fadd float %1040, 0x4168000000000000
  %1042 = fsub float %1041, 0x4168000000000000
  %1043 = bitcast float %1041 to i32
  %1044 = sub i32 %1043, 1262485504
  %1045 = fmul float %1042, 0x3FE62E4000000000
  %1046 = fsub float %1039, %1045
  %1047 = fmul float %1042, 0x3EB7F7D1C0000000
  %1048 = fsub float %1046, %1047
  %1049 = fmul float %1048, %1048
  %1050 = fmul float %1049, 0x3E66376980000000
  %1051 = fadd float 0xBEBBBD41C0000000, %1050
  %1052 = fmul float %1049, %1051
  %1053 = fadd float 0x3F11566AA0000000, %1052
  %1054 = fmul float %1049, %1053
  %1055 = fadd float 0xBF66C16C20000000, %1054
  %1056 = fmul float %1049, %1055
  %1057 = fadd float 0x3FC5555560000000, %1056
  %1058 = fmul float %1049, %1057
  %1059 = fsub float %1048, %1058
  %1060 = fmul float %1048, %1059
  %1061 = fsub float 2.000000e+00, %1059
  %1062 = fdiv float %1060, %1061
  %1063 = fsub float %1047, %1062
  %1064 = fsub float %1063, %1046
  %1065 = fsub float 1.000000e+00, %1064
  %1066 = add i32 %1044, 256
  %1067 = lshr i32 %1066, 1
  %1068 = sub i32 %1067, 1
  %1069 = add i32 %1044, 255
  %1070 = sub i32 %1069, %1067
  %1071 = shl i32 %1068, 23
  %1072 = shl i32 %1070, 23
  %1073 = bitcast i32 %1071 to float
  %1074 = bitcast i32 %1072 to float
  %1075 = fmul float %1065, %1073
  %1076 = fmul float %1075, %1074
  %1077 = fcmp uno float %1035, %1035
  %1078 = select i1 %1077, float 0x7FF8000000000000, float %1076
  %1079 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature98
  store float %1078, ptr addrspace(3) %1079, align 4
  br label %slot.done101

slot.done101:                                     ; preds = %slot.then100, %tree.result.done92
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1080 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %1080, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done101
  %tree_sum = phi i64 [ 0, %slot.done101 ], [ %1090, %tree_sum.pairs.exit ]
  %1081 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %1081, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %1082 = add i64 %1080, %span
  %pairs = lshr i64 %1082, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %1089, %tree_sum.pairs.body ]
  %1083 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %1083, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %1084 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %left
  %1085 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %right
  %1086 = load float, ptr addrspace(3) %1084, align 4
  %1087 = load float, ptr addrspace(3) %1085, align 4
  %1088 = fadd float %1086, %1087
  store float %1088, ptr addrspace(3) %1084, align 4
  %1089 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1090 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %1091 = load float, ptr addrspace(3) @tessera_fold_scratch_w1024, align 4
  store float %1091, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw102 = icmp ne i32 %draw_noise, 0
  br i1 %draw102, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature103 = add i64 %lane, 0
  %valid104 = icmp ult i64 %feature103, %n_features
  %1092 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1093 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature111 = add i64 %lane, 0
  %valid112 = icmp ult i64 %feature111, %n_features
  %1094 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1095 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then113, label %uniform_sinks.done114

noise.done:                                       ; preds = %slot.done118, %slot.done108
  %t_next = fmul float %10, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %1096 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature105 = add i64 %lane, 0
  %valid106 = icmp ult i64 %feature105, %n_features
  %1097 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1098 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid106, label %slot.then107, label %slot.done108

slot.then107:                                     ; preds = %uniform_sinks.done
  %1099 = load float, ptr %1097, align 4
  %1100 = fmul float 2.000000e+00, %1099
  %1101 = fmul float 0x3FA99999A0000000, %1100
  %1102 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature105
  %1103 = load float, ptr addrspace(1) %1102, align 4
  %1104 = fmul float -1.000000e+00, %1103
  %1105 = fadd float %1101, %1104
  %1106 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1107 = fdiv float 1.000000e+00, %1106
  %1108 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1109 = fsub float %1099, %1108
  %1110 = fcmp olt float %1109, -1.040000e+02
  %1111 = select i1 %1110, float -1.040000e+02, float %1109
  %1112 = fcmp olt float 8.900000e+01, %1111
  %1113 = select i1 %1112, float 8.900000e+01, float %1111
  %1114 = fmul float %1113, 0x3FF7154760000000
  %1115 = fadd float %1114, 0x4168000000000000
  %1116 = fsub float %1115, 0x4168000000000000
  %1117 = bitcast float %1115 to i32
  %1118 = sub i32 %1117, 1262485504
  %1119 = fmul float %1116, 0x3FE62E4000000000
  %1120 = fsub float %1113, %1119
  %1121 = fmul float %1116, 0x3EB7F7D1C0000000
  %1122 = fsub float %1120, %1121
  %1123 = fmul float %1122, %1122
  %1124 = fmul float %1123, 0x3E66376980000000
  %1125 = fadd float 0xBEBBBD41C0000000, %1124
  %1126 = fmul float %1123, %1125
  %1127 = fadd float 0x3F11566AA0000000, %1126
  %1128 = fmul float %1123, %1127
  %1129 = fadd float 0xBF66C16C20000000, %1128
  %1130 = fmul float %1123, %1129
  %1131 = fadd float 0x3FC5555560000000, %1130
  %1132 = fmul float %1123, %1131
  %1133 = fsub float %1122, %1132
  %1134 = fmul float %1122, %1133
  %1135 = fsub float 2.000000e+00, %1133
  %1136 = fdiv float %1134, %1135
  %1137 = fsub float %1121, %1136
  %1138 = fsub float %1137, %1120
  %1139 = fsub float 1.000000e+00, %1138
  %1140 = add i32 %1118, 256
  %1141 = lshr i32 %1140, 1
  %1142 = sub i32 %1141, 1
  %1143 = add i32 %1118, 255
  %1144 = sub i32 %1143, %1141
  %1145 = shl i32 %1142, 23
  %1146 = shl i32 %1144, 23
  %1147 = bitcast i32 %1145 to float
  %1148 = bitcast i32 %1146 to float
  %1149 = fmul float %1139, %1147
  %1150 = fmul float %1149, %1148
  %1151 = fcmp uno float %1109, %1109
  %1152 = select i1 %1151, float 0x7FF8000000000000, float %1150
  %1153 = fmul float %1107, %1152
  %1154 = fadd float %1105, %1153
  %feature109 = uitofp i64 %feature105 to float
  %1155 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1156 = fcmp oeq float %feature109, %1155
  %1157 = select i1 %1156, float 1.000000e+00, float 0.000000e+00
  %1158 = fcmp une float %1157, 0.000000e+00
  %1159 = select i1 %1158, float 0x3FB99999A0000000, float 0.000000e+00
  %1160 = fadd float %1154, %1159
  %1161 = fmul float %1160, %eta
  %1162 = fsub float %1099, %1161
  %1163 = load float, ptr %1098, align 4
  %1164 = fmul float %1163, %noise_scale3
  %1165 = fadd float %1162, %1164
  %bits110 = bitcast float %1165 to i32
  %magnitude = and i32 %bits110, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits110
  store i32 %canonical, ptr %1097, align 4
  br label %slot.done108

slot.done108:                                     ; preds = %slot.then107, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then113:                            ; preds = %quiet
  br label %uniform_sinks.done114

uniform_sinks.done114:                            ; preds = %uniform_sinks.then113, %quiet
  %feature115 = add i64 %lane, 0
  %valid116 = icmp ult i64 %feature115, %n_features
  %1166 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1167 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid116, label %slot.then117, label %slot.done118

slot.then117:                                     ; preds = %uniform_sinks.done114
  %1168 = load float, ptr %1166, align 4
  %1169 = fmul float 2.000000e+00, %1168
  %1170 = fmul float 0x3FA99999A0000000, %1169
  %1171 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature115
  %1172 = load float, ptr addrspace(1) %1171, align 4
  %1173 = fmul float -1.000000e+00, %1172
  %1174 = fadd float %1170, %1173
  %1175 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1176 = fdiv float 1.000000e+00, %1175
  %1177 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1178 = fsub float %1168, %1177
  %1179 = fcmp olt float %1178, -1.040000e+02
  %1180 = select i1 %1179, float -1.040000e+02, float %1178
  %1181 = fcmp olt float 8.900000e+01, %1180
  %1182 = select i1 %1181, float 8.900000e+01, float %1180
  %1183 = fmul float %1182, 0x3FF7154760000000
  %1184 = fadd float %1183, 0x4168000000000000
  %1185 = fsub float %1184, 0x4168000000000000
  %1186 = bitcast float %1184 to i32
  %1187 = sub i32 %1186, 1262485504
  %1188 = fmul float %1185, 0x3FE62E4000000000
  %1189 = fsub float %1182, %1188
  %1190 = fmul float %1185, 0x3EB7F7D1C0000000
  %1191 = fsub float %1189, %1190
  %1192 = fmul float %1191, %1191
  %1193 = fmul float %1192, 0x3E66376980000000
  %1194 = fadd float 0xBEBBBD41C0000000, %1193
  %1195 = fmul float %1192, %1194
  %1196 = fadd float 0x3F11566AA0000000, %1195
  %1197 = fmul float %1192, %1196
  %1198 = fadd float 0xBF66C16C20000000, %1197
  %1199 = fmul float %1192, %1198
  %1200 = fadd float 0x3FC5555560000000, %1199
  %1201 = fmul float %1192, %1200
  %1202 = fsub float %1191, %1201
  %1203 = fmul float %1191, %1202
  %1204 = fsub float 2.000000e+00, %1202
  %1205 = fdiv float %1203, %1204
  %1206 = fsub float %1190, %1205
  %1207 = fsub float %1206, %1189
  %1208 = fsub float 1.000000e+00, %1207
  %1209 = add i32 %1187, 256
  %1210 = lshr i32 %1209, 1
  %1211 = sub i32 %1210, 1
  %1212 = add i32 %1187, 255
  %1213 = sub i32 %1212, %1210
  %1214 = shl i32 %1211, 23
  %1215 = shl i32 %1213, 23
  %1216 = bitcast i32 %1214 to float
  %1217 = bitcast i32 %1215 to float
  %1218 = fmul float %1208, %1216
  %1219 = fmul float %1218, %1217
  %1220 = fcmp uno float %1178, %1178
  %1221 = select i1 %1220, float 0x7FF8000000000000, float %1219
  %1222 = fmul float %1176, %1221
  %1223 = fadd float %1174, %1222
  %feature119 = uitofp i64 %feature115 to float
  %1224 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1225 = fcmp oeq float %feature119, %1224
  %1226 = select i1 %1225, float 1.000000e+00, float 0.000000e+00
  %1227 = fcmp une float %1226, 0.000000e+00
  %1228 = select i1 %1227, float 0x3FB99999A0000000, float 0.000000e+00
  %1229 = fadd float %1223, %1228
  %1230 = fmul float %1229, %eta
  %1231 = fsub float %1168, %1230
  %1232 = fmul float 0.000000e+00, %noise_scale3
  %1233 = fadd float %1231, %1232
  %bits120 = bitcast float %1231 to i32
  %magnitude121 = and i32 %bits120, 2147483647
  %is_nan122 = icmp ugt i32 %magnitude121, 2139095040
  %canonical123 = select i1 %is_nan122, i32 2143289344, i32 %bits120
  store i32 %canonical123, ptr %1166, align 4
  br label %slot.done118

slot.done118:                                     ; preds = %slot.then117, %uniform_sinks.done114
  br label %noise.done

slot.then126:                                     ; preds = %step.exit
  %1234 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature124
  %1235 = load float, ptr %15, align 4
  store float %1235, ptr addrspace(1) %1234, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth77 = alloca i64, align 8
  %pairwise_levels76 = alloca [64 x i64], align 8
  %pairwise_sums75 = alloca [64 x float], align 4
  %fold_index74 = alloca i64, align 8
  %fold_value73 = alloca float, align 4
  %pairwise_depth45 = alloca i64, align 8
  %pairwise_levels44 = alloca [64 x i64], align 8
  %pairwise_sums43 = alloca [64 x float], align 4
  %fold_index42 = alloca i64, align 8
  %fold_value41 = alloca float, align 4
  %pairwise_depth18 = alloca i64, align 8
  %pairwise_levels17 = alloca [64 x i64], align 8
  %pairwise_sums16 = alloca [64 x float], align 4
  %fold_index15 = alloca i64, align 8
  %fold_value14 = alloca float, align 4
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
  %4 = mul i64 %n_features, 3
  %5 = mul i64 %row, %4
  %6 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %5
  %7 = mul i64 %n_features, 2
  %8 = add i64 %7, 0
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %8
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %1282, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0xFFF0000000000000, ptr %fold_value14, align 4
  store i64 0, ptr %fold_index15, align 8
  store i64 0, ptr %pairwise_depth18, align 8
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
  %feature = phi i64 [ %lane, %draw.done ], [ %747, %feature.body ]
  %728 = icmp ult i64 %feature, %n_features
  br i1 %728, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %729 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %730 = load float, ptr addrspace(1) %729, align 4
  %731 = load float, ptr %fold_value, align 4
  %732 = fcmp ogt float %730, %731
  %733 = fcmp uno float %730, %730
  %734 = fcmp ord float %731, %731
  %735 = and i1 %733, %734
  %take = or i1 %732, %735
  %736 = select i1 %take, float %730, float %731
  store float %736, ptr %fold_value, align 4
  %737 = load i64, ptr %fold_index, align 8
  %738 = select i1 %take, i64 %feature, i64 %737
  store i64 %738, ptr %fold_index, align 8
  %739 = load float, ptr %fold_value14, align 4
  %740 = fcmp ogt float %730, %739
  %741 = fcmp uno float %730, %730
  %742 = fcmp ord float %739, %739
  %743 = and i1 %741, %742
  %take19 = or i1 %740, %743
  %744 = select i1 %take19, float %730, float %739
  store float %744, ptr %fold_value14, align 4
  %745 = load i64, ptr %fold_index15, align 8
  %746 = select i1 %take19, i64 %feature, i64 %745
  store i64 %746, ptr %fold_index15, align 8
  %747 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  %best_index = load i64, ptr %fold_index, align 8
  %748 = load float, ptr %fold_value, align 4
  %749 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %748, ptr addrspace(3) %749, align 4
  %750 = trunc i64 %best_index to i32
  %751 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %750, ptr addrspace(3) %751, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 128
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %feature.exit
  %752 = add i64 %lane, 128
  %753 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %754 = load i32, ptr addrspace(3) %753, align 4
  %755 = zext i32 %754 to i64
  %756 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %757 = load float, ptr addrspace(3) %756, align 4
  %758 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %752
  %759 = load i32, ptr addrspace(3) %758, align 4
  %760 = zext i32 %759 to i64
  %761 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %752
  %762 = load float, ptr addrspace(3) %761, align 4
  %763 = fcmp uno float %762, %762
  %764 = fcmp uno float %757, %757
  %765 = icmp ult i64 %760, %755
  %766 = fcmp ogt float %762, %757
  %767 = fcmp oeq float %762, %757
  %768 = xor i1 %764, true
  %769 = or i1 %768, %765
  %770 = and i1 %767, %765
  %771 = or i1 %766, %770
  %772 = xor i1 %764, true
  %773 = and i1 %772, %771
  %774 = select i1 %763, i1 %769, i1 %773
  %775 = select i1 %774, float %762, float %757
  %776 = select i1 %774, i64 %760, i64 %755
  %777 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %775, ptr addrspace(3) %777, align 4
  %778 = trunc i64 %776 to i32
  %779 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %778, ptr addrspace(3) %779, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 64
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done
  %780 = add i64 %lane, 64
  %781 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %782 = load i32, ptr addrspace(3) %781, align 4
  %783 = zext i32 %782 to i64
  %784 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %785 = load float, ptr addrspace(3) %784, align 4
  %786 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %780
  %787 = load i32, ptr addrspace(3) %786, align 4
  %788 = zext i32 %787 to i64
  %789 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %780
  %790 = load float, ptr addrspace(3) %789, align 4
  %791 = fcmp uno float %790, %790
  %792 = fcmp uno float %785, %785
  %793 = icmp ult i64 %788, %783
  %794 = fcmp ogt float %790, %785
  %795 = fcmp oeq float %790, %785
  %796 = xor i1 %792, true
  %797 = or i1 %796, %793
  %798 = and i1 %795, %793
  %799 = or i1 %794, %798
  %800 = xor i1 %792, true
  %801 = and i1 %800, %799
  %802 = select i1 %791, i1 %797, i1 %801
  %803 = select i1 %802, float %790, float %785
  %804 = select i1 %802, i64 %788, i64 %783
  %805 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %803, ptr addrspace(3) %805, align 4
  %806 = trunc i64 %804 to i32
  %807 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %806, ptr addrspace(3) %807, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane23 = icmp ult i64 %lane, 32
  br i1 %tree_lane23, label %tree.then24, label %tree.done25

tree.then24:                                      ; preds = %tree.done22
  %808 = add i64 %lane, 32
  %809 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %810 = load i32, ptr addrspace(3) %809, align 4
  %811 = zext i32 %810 to i64
  %812 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %813 = load float, ptr addrspace(3) %812, align 4
  %814 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %808
  %815 = load i32, ptr addrspace(3) %814, align 4
  %816 = zext i32 %815 to i64
  %817 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %808
  %818 = load float, ptr addrspace(3) %817, align 4
  %819 = fcmp uno float %818, %818
  %820 = fcmp uno float %813, %813
  %821 = icmp ult i64 %816, %811
  %822 = fcmp ogt float %818, %813
  %823 = fcmp oeq float %818, %813
  %824 = xor i1 %820, true
  %825 = or i1 %824, %821
  %826 = and i1 %823, %821
  %827 = or i1 %822, %826
  %828 = xor i1 %820, true
  %829 = and i1 %828, %827
  %830 = select i1 %819, i1 %825, i1 %829
  %831 = select i1 %830, float %818, float %813
  %832 = select i1 %830, i64 %816, i64 %811
  %833 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %831, ptr addrspace(3) %833, align 4
  %834 = trunc i64 %832 to i32
  %835 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %834, ptr addrspace(3) %835, align 4
  br label %tree.done25

tree.done25:                                      ; preds = %tree.then24, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane26 = icmp ult i64 %lane, 16
  br i1 %tree_lane26, label %tree.then27, label %tree.done28

tree.then27:                                      ; preds = %tree.done25
  %836 = add i64 %lane, 16
  %837 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %838 = load i32, ptr addrspace(3) %837, align 4
  %839 = zext i32 %838 to i64
  %840 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %841 = load float, ptr addrspace(3) %840, align 4
  %842 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %836
  %843 = load i32, ptr addrspace(3) %842, align 4
  %844 = zext i32 %843 to i64
  %845 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %836
  %846 = load float, ptr addrspace(3) %845, align 4
  %847 = fcmp uno float %846, %846
  %848 = fcmp uno float %841, %841
  %849 = icmp ult i64 %844, %839
  %850 = fcmp ogt float %846, %841
  %851 = fcmp oeq float %846, %841
  %852 = xor i1 %848, true
  %853 = or i1 %852, %849
  %854 = and i1 %851, %849
  %855 = or i1 %850, %854
  %856 = xor i1 %848, true
  %857 = and i1 %856, %855
  %858 = select i1 %847, i1 %853, i1 %857
  %859 = select i1 %858, float %846, float %841
  %860 = select i1 %858, i64 %844, i64 %839
  %861 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %859, ptr addrspace(3) %861, align 4
  %862 = trunc i64 %860 to i32
  %863 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %862, ptr addrspace(3) %863, align 4
  br label %tree.done28

tree.done28:                                      ; preds = %tree.then27, %tree.done25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane29 = icmp ult i64 %lane, 8
  br i1 %tree_lane29, label %tree.then30, label %tree.done31

tree.then30:                                      ; preds = %tree.done28
  %864 = add i64 %lane, 8
  %865 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %866 = load i32, ptr addrspace(3) %865, align 4
  %867 = zext i32 %866 to i64
  %868 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %869 = load float, ptr addrspace(3) %868, align 4
  %870 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %864
  %871 = load i32, ptr addrspace(3) %870, align 4
  %872 = zext i32 %871 to i64
  %873 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %864
  %874 = load float, ptr addrspace(3) %873, align 4
  %875 = fcmp uno float %874, %874
  %876 = fcmp uno float %869, %869
  %877 = icmp ult i64 %872, %867
  %878 = fcmp ogt float %874, %869
  %879 = fcmp oeq float %874, %869
  %880 = xor i1 %876, true
  %881 = or i1 %880, %877
  %882 = and i1 %879, %877
  %883 = or i1 %878, %882
  %884 = xor i1 %876, true
  %885 = and i1 %884, %883
  %886 = select i1 %875, i1 %881, i1 %885
  %887 = select i1 %886, float %874, float %869
  %888 = select i1 %886, i64 %872, i64 %867
  %889 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %887, ptr addrspace(3) %889, align 4
  %890 = trunc i64 %888 to i32
  %891 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %890, ptr addrspace(3) %891, align 4
  br label %tree.done31

tree.done31:                                      ; preds = %tree.then30, %tree.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane32 = icmp ult i64 %lane, 4
  br i1 %tree_lane32, label %tree.then33, label %tree.done34

tree.then33:                                      ; preds = %tree.done31
  %892 = add i64 %lane, 4
  %893 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %894 = load i32, ptr addrspace(3) %893, align 4
  %895 = zext i32 %894 to i64
  %896 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %897 = load float, ptr addrspace(3) %896, align 4
  %898 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %892
  %899 = load i32, ptr addrspace(3) %898, align 4
  %900 = zext i32 %899 to i64
  %901 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %892
  %902 = load float, ptr addrspace(3) %901, align 4
  %903 = fcmp uno float %902, %902
  %904 = fcmp uno float %897, %897
  %905 = icmp ult i64 %900, %895
  %906 = fcmp ogt float %902, %897
  %907 = fcmp oeq float %902, %897
  %908 = xor i1 %904, true
  %909 = or i1 %908, %905
  %910 = and i1 %907, %905
  %911 = or i1 %906, %910
  %912 = xor i1 %904, true
  %913 = and i1 %912, %911
  %914 = select i1 %903, i1 %909, i1 %913
  %915 = select i1 %914, float %902, float %897
  %916 = select i1 %914, i64 %900, i64 %895
  %917 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %915, ptr addrspace(3) %917, align 4
  %918 = trunc i64 %916 to i32
  %919 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %918, ptr addrspace(3) %919, align 4
  br label %tree.done34

tree.done34:                                      ; preds = %tree.then33, %tree.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane35 = icmp ult i64 %lane, 2
  br i1 %tree_lane35, label %tree.then36, label %tree.done37

tree.then36:                                      ; preds = %tree.done34
  %920 = add i64 %lane, 2
  %921 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %922 = load i32, ptr addrspace(3) %921, align 4
  %923 = zext i32 %922 to i64
  %924 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %925 = load float, ptr addrspace(3) %924, align 4
  %926 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %920
  %927 = load i32, ptr addrspace(3) %926, align 4
  %928 = zext i32 %927 to i64
  %929 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %920
  %930 = load float, ptr addrspace(3) %929, align 4
  %931 = fcmp uno float %930, %930
  %932 = fcmp uno float %925, %925
  %933 = icmp ult i64 %928, %923
  %934 = fcmp ogt float %930, %925
  %935 = fcmp oeq float %930, %925
  %936 = xor i1 %932, true
  %937 = or i1 %936, %933
  %938 = and i1 %935, %933
  %939 = or i1 %934, %938
  %940 = xor i1 %932, true
  %941 = and i1 %940, %939
  %942 = select i1 %931, i1 %937, i1 %941
  %943 = select i1 %942, float %930, float %925
  %944 = select i1 %942, i64 %928, i64 %923
  %945 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %943, ptr addrspace(3) %945, align 4
  %946 = trunc i64 %944 to i32
  %947 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %946, ptr addrspace(3) %947, align 4
  br label %tree.done37

tree.done37:                                      ; preds = %tree.then36, %tree.done34
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 1
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %tree.done37
  %948 = add i64 %lane, 1
  %949 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %950 = load i32, ptr addrspace(3) %949, align 4
  %951 = zext i32 %950 to i64
  %952 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %953 = load float, ptr addrspace(3) %952, align 4
  %954 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %948
  %955 = load i32, ptr addrspace(3) %954, align 4
  %956 = zext i32 %955 to i64
  %957 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %948
  %958 = load float, ptr addrspace(3) %957, align 4
  %959 = fcmp uno float %958, %958
  %960 = fcmp uno float %953, %953
  %961 = icmp ult i64 %956, %951
  %962 = fcmp ogt float %958, %953
  %963 = fcmp oeq float %958, %953
  %964 = xor i1 %960, true
  %965 = or i1 %964, %961
  %966 = and i1 %963, %961
  %967 = or i1 %962, %966
  %968 = xor i1 %960, true
  %969 = and i1 %968, %967
  %970 = select i1 %959, i1 %965, i1 %969
  %971 = select i1 %970, float %958, float %953
  %972 = select i1 %970, i64 %956, i64 %951
  %973 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %971, ptr addrspace(3) %973, align 4
  %974 = trunc i64 %972 to i32
  %975 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %974, ptr addrspace(3) %975, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %tree.done37
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done40
  %976 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %977 = zext i32 %976 to i64
  %978 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value41, align 4
  store i64 0, ptr %fold_index42, align 8
  store i64 0, ptr %pairwise_depth45, align 8
  store float %978, ptr %fold_value41, align 4
  store i64 %977, ptr %fold_index42, align 8
  %979 = load float, ptr %fold_value41, align 4
  store float %979, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %best_index46 = load i64, ptr %fold_index15, align 8
  %980 = load float, ptr %fold_value14, align 4
  %981 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %980, ptr addrspace(3) %981, align 4
  %982 = trunc i64 %best_index46 to i32
  %983 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %982, ptr addrspace(3) %983, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane47 = icmp ult i64 %lane, 128
  br i1 %tree_lane47, label %tree.then48, label %tree.done49

tree.then48:                                      ; preds = %tree.result.done
  %984 = add i64 %lane, 128
  %985 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %986 = load i32, ptr addrspace(3) %985, align 4
  %987 = zext i32 %986 to i64
  %988 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %989 = load float, ptr addrspace(3) %988, align 4
  %990 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %984
  %991 = load i32, ptr addrspace(3) %990, align 4
  %992 = zext i32 %991 to i64
  %993 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %984
  %994 = load float, ptr addrspace(3) %993, align 4
  %995 = fcmp uno float %994, %994
  %996 = fcmp uno float %989, %989
  %997 = icmp ult i64 %992, %987
  %998 = fcmp ogt float %994, %989
  %999 = fcmp oeq float %994, %989
  %1000 = xor i1 %996, true
  %1001 = or i1 %1000, %997
  %1002 = and i1 %999, %997
  %1003 = or i1 %998, %1002
  %1004 = xor i1 %996, true
  %1005 = and i1 %1004, %1003
  %1006 = select i1 %995, i1 %1001, i1 %1005
  %1007 = select i1 %1006, float %994, float %989
  %1008 = select i1 %1006, i64 %992, i64 %987
  %1009 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1007, ptr addrspace(3) %1009, align 4
  %1010 = trunc i64 %1008 to i32
  %1011 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1010, ptr addrspace(3) %1011, align 4
  br label %tree.done49

tree.done49:                                      ; preds = %tree.then48, %tree.result.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane50 = icmp ult i64 %lane, 64
  br i1 %tree_lane50, label %tree.then51, label %tree.done52

tree.then51:                                      ; preds = %tree.done49
  %1012 = add i64 %lane, 64
  %1013 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1014 = load i32, ptr addrspace(3) %1013, align 4
  %1015 = zext i32 %1014 to i64
  %1016 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1017 = load float, ptr addrspace(3) %1016, align 4
  %1018 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1012
  %1019 = load i32, ptr addrspace(3) %1018, align 4
  %1020 = zext i32 %1019 to i64
  %1021 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1012
  %1022 = load float, ptr addrspace(3) %1021, align 4
  %1023 = fcmp uno float %1022, %1022
  %1024 = fcmp uno float %1017, %1017
  %1025 = icmp ult i64 %1020, %1015
  %1026 = fcmp ogt float %1022, %1017
  %1027 = fcmp oeq float %1022, %1017
  %1028 = xor i1 %1024, true
  %1029 = or i1 %1028, %1025
  %1030 = and i1 %1027, %1025
  %1031 = or i1 %1026, %1030
  %1032 = xor i1 %1024, true
  %1033 = and i1 %1032, %1031
  %1034 = select i1 %1023, i1 %1029, i1 %1033
  %1035 = select i1 %1034, float %1022, float %1017
  %1036 = select i1 %1034, i64 %1020, i64 %1015
  %1037 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1035, ptr addrspace(3) %1037, align 4
  %1038 = trunc i64 %1036 to i32
  %1039 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1038, ptr addrspace(3) %1039, align 4
  br label %tree.done52

tree.done52:                                      ; preds = %tree.then51, %tree.done49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane53 = icmp ult i64 %lane, 32
  br i1 %tree_lane53, label %tree.then54, label %tree.done55

tree.then54:                                      ; preds = %tree.done52
  %1040 = add i64 %lane, 32
  %1041 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1042 = load i32, ptr addrspace(3) %1041, align 4
  %1043 = zext i32 %1042 to i64
  %1044 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1045 = load float, ptr addrspace(3) %1044, align 4
  %1046 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1040
  %1047 = load i32, ptr addrspace(3) %1046, align 4
  %1048 = zext i32 %1047 to i64
  %1049 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1040
  %1050 = load float, ptr addrspace(3) %1049, align 4
  %1051 = fcmp uno float %1050, %1050
  %1052 = fcmp uno float %1045, %1045
  %1053 = icmp ult i64 %1048, %1043
  %1054 = fcmp ogt float %1050, %1045
  %1055 = fcmp oeq float %1050, %1045
  %1056 = xor i1 %1052, true
  %1057 = or i1 %1056, %1053
  %1058 = and i1 %1055, %1053
  %1059 = or i1 %1054, %1058
  %1060 = xor i1 %1052, true
  %1061 = and i1 %1060, %1059
  %1062 = select i1 %1051, i1 %1057, i1 %1061
  %1063 = select i1 %1062, float %1050, float %1045
  %1064 = select i1 %1062, i64 %1048, i64 %1043
  %1065 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1063, ptr addrspace(3) %1065, align 4
  %1066 = trunc i64 %1064 to i32
  %1067 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1066, ptr addrspace(3) %1067, align 4
  br label %tree.done55

tree.done55:                                      ; preds = %tree.then54, %tree.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane56 = icmp ult i64 %lane, 16
  br i1 %tree_lane56, label %tree.then57, label %tree.done58

tree.then57:                                      ; preds = %tree.done55
  %1068 = add i64 %lane, 16
  %1069 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1070 = load i32, ptr addrspace(3) %1069, align 4
  %1071 = zext i32 %1070 to i64
  %1072 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1073 = load float, ptr addrspace(3) %1072, align 4
  %1074 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1068
  %1075 = load i32, ptr addrspace(3) %1074, align 4
  %1076 = zext i32 %1075 to i64
  %1077 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1068
  %1078 = load float, ptr addrspace(3) %1077, align 4
  %1079 = fcmp uno float %1078, %1078
  %1080 = fcmp uno float %1073, %1073
  %1081 = icmp ult i64 %1076, %1071
  %1082 = fcmp ogt float %1078, %1073
  %1083 = fcmp oeq float %1078, %1073
  %1084 = xor i1 %1080, true
  %1085 = or i1 %1084, %1081
  %1086 = and i1 %1083, %1081
  %1087 = or i1 %1082, %1086
  %1088 = xor i1 %1080, true
  %1089 = and i1 %1088, %1087
  %1090 = select i1 %1079, i1 %1085, i1 %1089
  %1091 = select i1 %1090, float %1078, float %1073
  %1092 = select i1 %1090, i64 %1076, i64 %1071
  %1093 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1091, ptr addrspace(3) %1093, align 4
  %1094 = trunc i64 %1092 to i32
  %1095 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1094, ptr addrspace(3) %1095, align 4
  br label %tree.done58

tree.done58:                                      ; preds = %tree.then57, %tree.done55
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane59 = icmp ult i64 %lane, 8
  br i1 %tree_lane59, label %tree.then60, label %tree.done61

tree.then60:                                      ; preds = %tree.done58
  %1096 = add i64 %lane, 8
  %1097 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1098 = load i32, ptr addrspace(3) %1097, align 4
  %1099 = zext i32 %1098 to i64
  %1100 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1101 = load float, ptr addrspace(3) %1100, align 4
  %1102 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1096
  %1103 = load i32, ptr addrspace(3) %1102, align 4
  %1104 = zext i32 %1103 to i64
  %1105 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1096
  %1106 = load float, ptr addrspace(3) %1105, align 4
  %1107 = fcmp uno float %1106, %1106
  %1108 = fcmp uno float %1101, %1101
  %1109 = icmp ult i64 %1104, %1099
  %1110 = fcmp ogt float %1106, %1101
  %1111 = fcmp oeq float %1106, %1101
  %1112 = xor i1 %1108, true
  %1113 = or i1 %1112, %1109
  %1114 = and i1 %1111, %1109
  %1115 = or i1 %1110, %1114
  %1116 = xor i1 %1108, true
  %1117 = and i1 %1116, %1115
  %1118 = select i1 %1107, i1 %1113, i1 %1117
  %1119 = select i1 %1118, float %1106, float %1101
  %1120 = select i1 %1118, i64 %1104, i64 %1099
  %1121 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1119, ptr addrspace(3) %1121, align 4
  %1122 = trunc i64 %1120 to i32
  %1123 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1122, ptr addrspace(3) %1123, align 4
  br label %tree.done61

tree.done61:                                      ; preds = %tree.then60, %tree.done58
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane62 = icmp ult i64 %lane, 4
  br i1 %tree_lane62, label %tree.then63, label %tree.done64

tree.then63:                                      ; preds = %tree.done61
  %1124 = add i64 %lane, 4
  %1125 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1126 = load i32, ptr addrspace(3) %1125, align 4
  %1127 = zext i32 %1126 to i64
  %1128 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1129 = load float, ptr addrspace(3) %1128, align 4
  %1130 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1124
  %1131 = load i32, ptr addrspace(3) %1130, align 4
  %1132 = zext i32 %1131 to i64
  %1133 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1124
  %1134 = load float, ptr addrspace(3) %1133, align 4
  %1135 = fcmp uno float %1134, %1134
  %1136 = fcmp uno float %1129, %1129
  %1137 = icmp ult i64 %1132, %1127
  %1138 = fcmp ogt float %1134, %1129
  %1139 = fcmp oeq float %1134, %1129
  %1140 = xor i1 %1136, true
  %1141 = or i1 %1140, %1137
  %1142 = and i1 %1139, %1137
  %1143 = or i1 %1138, %1142
  %1144 = xor i1 %1136, true
  %1145 = and i1 %1144, %1143
  %1146 = select i1 %1135, i1 %1141, i1 %1145
  %1147 = select i1 %1146, float %1134, float %1129
  %1148 = select i1 %1146, i64 %1132, i64 %1127
  %1149 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1147, ptr addrspace(3) %1149, align 4
  %1150 = trunc i64 %1148 to i32
  %1151 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1150, ptr addrspace(3) %1151, align 4
  br label %tree.done64

tree.done64:                                      ; preds = %tree.then63, %tree.done61
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane65 = icmp ult i64 %lane, 2
  br i1 %tree_lane65, label %tree.then66, label %tree.done67

tree.then66:                                      ; preds = %tree.done64
  %1152 = add i64 %lane, 2
  %1153 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1154 = load i32, ptr addrspace(3) %1153, align 4
  %1155 = zext i32 %1154 to i64
  %1156 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1157 = load float, ptr addrspace(3) %1156, align 4
  %1158 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1152
  %1159 = load i32, ptr addrspace(3) %1158, align 4
  %1160 = zext i32 %1159 to i64
  %1161 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1152
  %1162 = load float, ptr addrspace(3) %1161, align 4
  %1163 = fcmp uno float %1162, %1162
  %1164 = fcmp uno float %1157, %1157
  %1165 = icmp ult i64 %1160, %1155
  %1166 = fcmp ogt float %1162, %1157
  %1167 = fcmp oeq float %1162, %1157
  %1168 = xor i1 %1164, true
  %1169 = or i1 %1168, %1165
  %1170 = and i1 %1167, %1165
  %1171 = or i1 %1166, %1170
  %1172 = xor i1 %1164, true
  %1173 = and i1 %1172, %1171
  %1174 = select i1 %1163, i1 %1169, i1 %1173
  %1175 = select i1 %1174, float %1162, float %1157
  %1176 = select i1 %1174, i64 %1160, i64 %1155
  %1177 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1175, ptr addrspace(3) %1177, align 4
  %1178 = trunc i64 %1176 to i32
  %1179 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1178, ptr addrspace(3) %1179, align 4
  br label %tree.done67

tree.done67:                                      ; preds = %tree.then66, %tree.done64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane68 = icmp ult i64 %lane, 1
  br i1 %tree_lane68, label %tree.then69, label %tree.done70

tree.then69:                                      ; preds = %tree.done67
  %1180 = add i64 %lane, 1
  %1181 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1182 = load i32, ptr addrspace(3) %1181, align 4
  %1183 = zext i32 %1182 to i64
  %1184 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1185 = load float, ptr addrspace(3) %1184, align 4
  %1186 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1180
  %1187 = load i32, ptr addrspace(3) %1186, align 4
  %1188 = zext i32 %1187 to i64
  %1189 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1180
  %1190 = load float, ptr addrspace(3) %1189, align 4
  %1191 = fcmp uno float %1190, %1190
  %1192 = fcmp uno float %1185, %1185
  %1193 = icmp ult i64 %1188, %1183
  %1194 = fcmp ogt float %1190, %1185
  %1195 = fcmp oeq float %1190, %1185
  %1196 = xor i1 %1192, true
  %1197 = or i1 %1196, %1193
  %1198 = and i1 %1195, %1193
  %1199 = or i1 %1194, %1198
  %1200 = xor i1 %1192, true
  %1201 = and i1 %1200, %1199
  %1202 = select i1 %1191, i1 %1197, i1 %1201
  %1203 = select i1 %1202, float %1190, float %1185
  %1204 = select i1 %1202, i64 %1188, i64 %1183
  %1205 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1203, ptr addrspace(3) %1205, align 4
  %1206 = trunc i64 %1204 to i32
  %1207 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1206, ptr addrspace(3) %1207, align 4
  br label %tree.done70

tree.done70:                                      ; preds = %tree.then69, %tree.done67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then71, label %tree.result.done72

tree.result.then71:                               ; preds = %tree.done70
  %1208 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %1209 = zext i32 %1208 to i64
  %1210 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value73, align 4
  store i64 0, ptr %fold_index74, align 8
  store i64 0, ptr %pairwise_depth77, align 8
  store float %1210, ptr %fold_value73, align 4
  store i64 %1209, ptr %fold_index74, align 8
  %1211 = load i64, ptr %fold_index74, align 8
  %argmax = uitofp i64 %1211 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  br label %tree.result.done72

tree.result.done72:                               ; preds = %tree.result.then71, %tree.done70
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %feature.header78

feature.header78:                                 ; preds = %feature.body79, %tree.result.done72
  %feature81 = phi i64 [ %lane, %tree.result.done72 ], [ %1263, %feature.body79 ]
  %1212 = icmp ult i64 %feature81, %n_features
  br i1 %1212, label %feature.body79, label %feature.exit80

feature.body79:                                   ; preds = %feature.header78
  %1213 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature81
  %1214 = load float, ptr addrspace(1) %1213, align 4
  %1215 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1216 = fsub float %1214, %1215
  %1217 = fcmp olt float %1216, -1.040000e+02
  %1218 = select i1 %1217, float -1.040000e+02, float %1216
  %1219 = fcmp olt float 8.900000e+01, %1218
  %1220 = select i1 %1219, float 8.900000e+01, float %1218
  %1221 = fmul float %1220, 0x3FF7154760000000
  %1222 = fadd float %1221, 0x4168000000000000
  %1223 = fsub float %1222, 0x4168000000000000
  %1224 = bitcast float %1222 to i32
  %1225 = sub i32 %1224, 1262485504
  %1226 = fmul float %1223, 0x3FE62E4000000000
  %1227 = fsub float %1220, %1226
  %1228 = fmul float %1223, 0x3EB7F7D1C0000000
  %1229 = fsub float %1227, %1228
  %1230 = fmul float %1229, %1229
  %1231 = fmul float %1230, 0x3E66376980000000
  %1232 = fadd float 0xBEBBBD41C0000000, %1231
  %1233 = fmul float %1230, %1232
  %1234 = fadd float 0x3F11566AA0000000, %1233
  %1235 = fmul float %1230, %1234
  %1236 = fadd float 0xBF66C16C20000000, %1235
  %1237 = fmul float %1230, %1236
  %1238 = fadd float 0x3FC5555560000000, %1237
  %1239 = fmul float %1230, %1238
  %1240 = fsub float %1229, %1239
  %1241 = fmul float %1229, %1240
  %1242 = fsub float 2.000000e+00, %1240
  %1243 = fdiv float %1241, %1242
  %1244 = fsub float %1228, %1243
  %1245 = fsub float %1244, %1227
  %1246 = fsub float 1.000000e+00, %1245
  %1247 = add i32 %1225, 256
  %1248 = lshr i32 %1247, 1
  %1249 = sub i32 %1248, 1
  %1250 = add i32 %1225, 255
  %1251 = sub i32 %1250, %1248
  %1252 = shl i32 %1249, 23
  %1253 = shl i32 %1251, 23
  %1254 = bitcast i32 %1252 to float
  %1255 = bitcast i32 %1253 to float
  %1256 = fmul float %1246, %1254
  %1257 = fmul float %1256, %1255
  %1258 = fcmp uno float %1216, %1216
  %1259 = select i1 %1258, float 0x7FF8000000000000, float %1257
  %1260 = mul i64 %n_features, 0
  %1261 = add i64 %1260, %feature81
  %1262 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1261
  store float %1259, ptr addrspace(1) %1262, align 4
  %1263 = add i64 %feature81, 256
  br label %feature.header78

feature.exit80:                                   ; preds = %feature.header78
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1264 = mul i64 %n_features, 0
  %1265 = add i64 %1264, 0
  %1266 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1265
  %1267 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %1267, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %feature.exit80
  %tree_sum = phi i64 [ 0, %feature.exit80 ], [ %1277, %tree_sum.pairs.exit ]
  %1268 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %1268, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %1269 = add i64 %1267, %span
  %pairs = lshr i64 %1269, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %reduce.then, label %reduce.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %1276, %tree_sum.pairs.body ]
  %1270 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %1270, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %1271 = getelementptr inbounds float, ptr addrspace(1) %1266, i64 %left
  %1272 = getelementptr inbounds float, ptr addrspace(1) %1266, i64 %right
  %1273 = load float, ptr addrspace(1) %1271, align 4
  %1274 = load float, ptr addrspace(1) %1272, align 4
  %1275 = fadd float %1273, %1274
  store float %1275, ptr addrspace(1) %1271, align 4
  %1276 = add i64 %tree_sum.pairs, 256
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1277 = add i64 %tree_sum, 1
  br label %tree_sum.header

reduce.then:                                      ; preds = %tree_sum.exit
  %1278 = mul i64 %n_features, 0
  %1279 = add i64 %1278, 0
  %1280 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1279
  %1281 = load float, ptr addrspace(1) %1280, align 4
  store float %1281, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  br label %reduce.done

reduce.done:                                      ; preds = %reduce.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw82 = icmp ne i32 %draw_noise, 0
  br i1 %draw82, label %noise83, label %quiet

noise83:                                          ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then90, label %uniform_sinks.done91

noise.done:                                       ; preds = %feature.exit94, %feature.exit86
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %11, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %1282 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise83
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise83
  br label %feature.header84

feature.header84:                                 ; preds = %feature.body85, %uniform_sinks.done
  %feature87 = phi i64 [ %lane, %uniform_sinks.done ], [ %1354, %feature.body85 ]
  %1283 = icmp ult i64 %feature87, %n_features
  br i1 %1283, label %feature.body85, label %feature.exit86

feature.body85:                                   ; preds = %feature.header84
  %1284 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature87
  %1285 = load float, ptr addrspace(1) %1284, align 4
  %1286 = fmul float 2.000000e+00, %1285
  %1287 = fmul float 0x3FA99999A0000000, %1286
  %1288 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature87
  %1289 = load float, ptr addrspace(1) %1288, align 4
  %1290 = fmul float -1.000000e+00, %1289
  %1291 = fadd float %1287, %1290
  %1292 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %1293 = fdiv float 1.000000e+00, %1292
  %1294 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1295 = fsub float %1285, %1294
  %1296 = fcmp olt float %1295, -1.040000e+02
  %1297 = select i1 %1296, float -1.040000e+02, float %1295
  %1298 = fcmp olt float 8.900000e+01, %1297
  %1299 = select i1 %1298, float 8.900000e+01, float %1297
  %1300 = fmul float %1299, 0x3FF7154760000000
  %1301 = fadd float %1300, 0x4168000000000000
  %1302 = fsub float %1301, 0x4168000000000000
  %1303 = bitcast float %1301 to i32
  %1304 = sub i32 %1303, 1262485504
  %1305 = fmul float %1302, 0x3FE62E4000000000
  %1306 = fsub float %1299, %1305
  %1307 = fmul float %1302, 0x3EB7F7D1C0000000
  %1308 = fsub float %1306, %1307
  %1309 = fmul float %1308, %1308
  %1310 = fmul float %1309, 0x3E66376980000000
  %1311 = fadd float 0xBEBBBD41C0000000, %1310
  %1312 = fmul float %1309, %1311
  %1313 = fadd float 0x3F11566AA0000000, %1312
  %1314 = fmul float %1309, %1313
  %1315 = fadd float 0xBF66C16C20000000, %1314
  %1316 = fmul float %1309, %1315
  %1317 = fadd float 0x3FC5555560000000, %1316
  %1318 = fmul float %1309, %1317
  %1319 = fsub float %1308, %1318
  %1320 = fmul float %1308, %1319
  %1321 = fsub float 2.000000e+00, %1319
  %1322 = fdiv float %1320, %1321
  %1323 = fsub float %1307, %1322
  %1324 = fsub float %1323, %1306
  %1325 = fsub float 1.000000e+00, %1324
  %1326 = add i32 %1304, 256
  %1327 = lshr i32 %1326, 1
  %1328 = sub i32 %1327, 1
  %1329 = add i32 %1304, 255
  %1330 = sub i32 %1329, %1327
  %1331 = shl i32 %1328, 23
  %1332 = shl i32 %1330, 23
  %1333 = bitcast i32 %1331 to float
  %1334 = bitcast i32 %1332 to float
  %1335 = fmul float %1325, %1333
  %1336 = fmul float %1335, %1334
  %1337 = fcmp uno float %1295, %1295
  %1338 = select i1 %1337, float 0x7FF8000000000000, float %1336
  %1339 = fmul float %1293, %1338
  %1340 = fadd float %1291, %1339
  %feature88 = uitofp i64 %feature87 to float
  %1341 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1342 = fcmp oeq float %feature88, %1341
  %1343 = select i1 %1342, float 1.000000e+00, float 0.000000e+00
  %1344 = fcmp une float %1343, 0.000000e+00
  %1345 = select i1 %1344, float 0x3FB99999A0000000, float 0.000000e+00
  %1346 = fadd float %1340, %1345
  %1347 = fmul float %1346, %eta
  %1348 = fsub float %1285, %1347
  %1349 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature87
  %1350 = load float, ptr addrspace(1) %1349, align 4
  %1351 = fmul float %1350, %noise_scale3
  %1352 = fadd float %1348, %1351
  %1353 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature87
  %bits89 = bitcast float %1352 to i32
  %magnitude = and i32 %bits89, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits89
  store i32 %canonical, ptr addrspace(1) %1353, align 4
  %1354 = add i64 %feature87, 256
  br label %feature.header84

feature.exit86:                                   ; preds = %feature.header84
  br label %noise.done

uniform_sinks.then90:                             ; preds = %quiet
  br label %uniform_sinks.done91

uniform_sinks.done91:                             ; preds = %uniform_sinks.then90, %quiet
  br label %feature.header92

feature.header92:                                 ; preds = %feature.body93, %uniform_sinks.done91
  %feature95 = phi i64 [ %lane, %uniform_sinks.done91 ], [ %1424, %feature.body93 ]
  %1355 = icmp ult i64 %feature95, %n_features
  br i1 %1355, label %feature.body93, label %feature.exit94

feature.body93:                                   ; preds = %feature.header92
  %1356 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature95
  %1357 = load float, ptr addrspace(1) %1356, align 4
  %1358 = fmul float 2.000000e+00, %1357
  %1359 = fmul float 0x3FA99999A0000000, %1358
  %1360 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature95
  %1361 = load float, ptr addrspace(1) %1360, align 4
  %1362 = fmul float -1.000000e+00, %1361
  %1363 = fadd float %1359, %1362
  %1364 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %1365 = fdiv float 1.000000e+00, %1364
  %1366 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1367 = fsub float %1357, %1366
  %1368 = fcmp olt float %1367, -1.040000e+02
  %1369 = select i1 %1368, float -1.040000e+02, float %1367
  %1370 = fcmp olt float 8.900000e+01, %1369
  %1371 = select i1 %1370, float 8.900000e+01, float %1369
  %1372 = fmul float %1371, 0x3FF7154760000000
  %1373 = fadd float %1372, 0x4168000000000000
  %1374 = fsub float %1373, 0x4168000000000000
  %1375 = bitcast float %1373 to i32
  %1376 = sub i32 %1375, 1262485504
  %1377 = fmul float %1374, 0x3FE62E4000000000
  %1378 = fsub float %1371, %1377
  %1379 = fmul float %1374, 0x3EB7F7D1C0000000
  %1380 = fsub float %1378, %1379
  %1381 = fmul float %1380, %1380
  %1382 = fmul float %1381, 0x3E66376980000000
  %1383 = fadd float 0xBEBBBD41C0000000, %1382
  %1384 = fmul float %1381, %1383
  %1385 = fadd float 0x3F11566AA0000000, %1384
  %1386 = fmul float %1381, %1385
  %1387 = fadd float 0xBF66C16C20000000, %1386
  %1388 = fmul float %1381, %1387
  %1389 = fadd float 0x3FC5555560000000, %1388
  %1390 = fmul float %1381, %1389
  %1391 = fsub float %1380, %1390
  %1392 = fmul float %1380, %1391
  %1393 = fsub float 2.000000e+00, %1391
  %1394 = fdiv float %1392, %1393
  %1395 = fsub float %1379, %1394
  %1396 = fsub float %1395, %1378
  %1397 = fsub float 1.000000e+00, %1396
  %1398 = add i32 %1376, 256
  %1399 = lshr i32 %1398, 1
  %1400 = sub i32 %1399, 1
  %1401 = add i32 %1376, 255
  %1402 = sub i32 %1401, %1399
  %1403 = shl i32 %1400, 23
  %1404 = shl i32 %1402, 23
  %1405 = bitcast i32 %1403 to float
  %1406 = bitcast i32 %1404 to float
  %1407 = fmul float %1397, %1405
  %1408 = fmul float %1407, %1406
  %1409 = fcmp uno float %1367, %1367
  %1410 = select i1 %1409, float 0x7FF8000000000000, float %1408
  %1411 = fmul float %1365, %1410
  %1412 = fadd float %1363, %1411
  %feature96 = uitofp i64 %feature95 to float
  %1413 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1414 = fcmp oeq float %feature96, %1413
  %1415 = select i1 %1414, float 1.000000e+00, float 0.000000e+00
  %1416 = fcmp une float %1415, 0.000000e+00
  %1417 = select i1 %1416, float 0x3FB99999A0000000, float 0.000000e+00
  %1418 = fadd float %1412, %1417
  %1419 = fmul float %1418, %eta
  %1420 = fsub float %1357, %1419
  %1421 = fmul float 0.000000e+00, %noise_scale3
  %1422 = fadd float %1420, %1421
  %1423 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature95
  %bits97 = bitcast float %1420 to i32
  %magnitude98 = and i32 %bits97, 2147483647
  %is_nan99 = icmp ugt i32 %magnitude98, 2139095040
  %canonical100 = select i1 %is_nan99, i32 2143289344, i32 %bits97
  store i32 %canonical100, ptr addrspace(1) %1423, align 4
  %1424 = add i64 %feature95, 256
  br label %feature.header92

feature.exit94:                                   ; preds = %feature.header92
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind "nvvm.maxntid"="512" }
attributes #6 = { nounwind "nvvm.maxntid"="1024" }
