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
  %step = phi i64 [ 0, %slot.done ], [ %656, %noise.done ]
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
  %quad_key1_step = add i64 %key1_step, %quad_lane
  %feature4 = add i64 %lane, 0
  %24 = add i64 %n_features, 3
  %groups = lshr i64 %24, 2
  %25 = mul i64 %row_read, %groups
  %26 = lshr i64 %feature4, 2
  %group5 = add i64 %25, %26
  %27 = trunc i64 %key0 to i32
  %28 = lshr i64 %key0, 32
  %29 = trunc i64 %28 to i32
  %30 = trunc i64 %group5 to i32
  %31 = trunc i64 %quad_key1_step to i32
  %32 = lshr i64 %quad_key1_step, 32
  %33 = trunc i64 %32 to i32
  %34 = lshr i64 %group5, 32
  %35 = trunc i64 %34 to i32
  %36 = zext i32 %30 to i64
  %37 = mul i64 3528531795, %36
  %38 = zext i32 %33 to i64
  %39 = mul i64 3449720151, %38
  %40 = lshr i64 %37, 32
  %41 = trunc i64 %40 to i32
  %42 = trunc i64 %37 to i32
  %43 = lshr i64 %39, 32
  %44 = trunc i64 %43 to i32
  %45 = trunc i64 %39 to i32
  %46 = xor i32 %44, %31
  %47 = xor i32 %46, %27
  %48 = xor i32 %41, %35
  %49 = xor i32 %48, %29
  %50 = add i32 %27, -1640531527
  %51 = add i32 %29, -1150833019
  %52 = zext i32 %47 to i64
  %53 = mul i64 3528531795, %52
  %54 = zext i32 %49 to i64
  %55 = mul i64 3449720151, %54
  %56 = lshr i64 %53, 32
  %57 = trunc i64 %56 to i32
  %58 = trunc i64 %53 to i32
  %59 = lshr i64 %55, 32
  %60 = trunc i64 %59 to i32
  %61 = trunc i64 %55 to i32
  %62 = xor i32 %60, %45
  %63 = xor i32 %62, %50
  %64 = xor i32 %57, %42
  %65 = xor i32 %64, %51
  %66 = add i32 %50, -1640531527
  %67 = add i32 %51, -1150833019
  %68 = zext i32 %63 to i64
  %69 = mul i64 3528531795, %68
  %70 = zext i32 %65 to i64
  %71 = mul i64 3449720151, %70
  %72 = lshr i64 %69, 32
  %73 = trunc i64 %72 to i32
  %74 = trunc i64 %69 to i32
  %75 = lshr i64 %71, 32
  %76 = trunc i64 %75 to i32
  %77 = trunc i64 %71 to i32
  %78 = xor i32 %76, %61
  %79 = xor i32 %78, %66
  %80 = xor i32 %73, %58
  %81 = xor i32 %80, %67
  %82 = add i32 %66, -1640531527
  %83 = add i32 %67, -1150833019
  %84 = zext i32 %79 to i64
  %85 = mul i64 3528531795, %84
  %86 = zext i32 %81 to i64
  %87 = mul i64 3449720151, %86
  %88 = lshr i64 %85, 32
  %89 = trunc i64 %88 to i32
  %90 = trunc i64 %85 to i32
  %91 = lshr i64 %87, 32
  %92 = trunc i64 %91 to i32
  %93 = trunc i64 %87 to i32
  %94 = xor i32 %92, %77
  %95 = xor i32 %94, %82
  %96 = xor i32 %89, %74
  %97 = xor i32 %96, %83
  %98 = add i32 %82, -1640531527
  %99 = add i32 %83, -1150833019
  %100 = zext i32 %95 to i64
  %101 = mul i64 3528531795, %100
  %102 = zext i32 %97 to i64
  %103 = mul i64 3449720151, %102
  %104 = lshr i64 %101, 32
  %105 = trunc i64 %104 to i32
  %106 = trunc i64 %101 to i32
  %107 = lshr i64 %103, 32
  %108 = trunc i64 %107 to i32
  %109 = trunc i64 %103 to i32
  %110 = xor i32 %108, %93
  %111 = xor i32 %110, %98
  %112 = xor i32 %105, %90
  %113 = xor i32 %112, %99
  %114 = add i32 %98, -1640531527
  %115 = add i32 %99, -1150833019
  %116 = zext i32 %111 to i64
  %117 = mul i64 3528531795, %116
  %118 = zext i32 %113 to i64
  %119 = mul i64 3449720151, %118
  %120 = lshr i64 %117, 32
  %121 = trunc i64 %120 to i32
  %122 = trunc i64 %117 to i32
  %123 = lshr i64 %119, 32
  %124 = trunc i64 %123 to i32
  %125 = trunc i64 %119 to i32
  %126 = xor i32 %124, %109
  %127 = xor i32 %126, %114
  %128 = xor i32 %121, %106
  %129 = xor i32 %128, %115
  %130 = add i32 %114, -1640531527
  %131 = add i32 %115, -1150833019
  %132 = zext i32 %127 to i64
  %133 = mul i64 3528531795, %132
  %134 = zext i32 %129 to i64
  %135 = mul i64 3449720151, %134
  %136 = lshr i64 %133, 32
  %137 = trunc i64 %136 to i32
  %138 = trunc i64 %133 to i32
  %139 = lshr i64 %135, 32
  %140 = trunc i64 %139 to i32
  %141 = trunc i64 %135 to i32
  %142 = xor i32 %140, %125
  %143 = xor i32 %142, %130
  %144 = xor i32 %137, %122
  %145 = xor i32 %144, %131
  %146 = add i32 %130, -1640531527
  %147 = add i32 %131, -1150833019
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
  %194 = lshr i32 %191, 9
  %195 = sitofp i32 %194 to float
  %196 = fadd float %195, 5.000000e-01
  %197 = fmul float %196, 0x3E80000000000000
  %198 = lshr i32 %189, 9
  %199 = sitofp i32 %198 to float
  %200 = fadd float %199, 5.000000e-01
  %201 = fmul float %200, 0x3E80000000000000
  %202 = bitcast float %197 to i32
  %203 = add i32 %202, 4913933
  %204 = lshr i32 %203, 23
  %205 = sub i32 %204, 127
  %206 = and i32 %203, 8388607
  %207 = add i32 %206, 1060439283
  %208 = bitcast i32 %207 to float
  %209 = fsub float %208, 1.000000e+00
  %210 = fadd float 2.000000e+00, %209
  %211 = fdiv float %209, %210
  %212 = fmul float %211, %211
  %213 = fmul float %212, %212
  %214 = fmul float %213, 0x3FCF13C4C0000000
  %215 = fadd float 0x3FD999C260000000, %214
  %216 = fmul float %213, %215
  %217 = fmul float %213, 0x3FD23D3DC0000000
  %218 = fadd float 0x3FE5555540000000, %217
  %219 = fmul float %212, %218
  %220 = fadd float %219, %216
  %221 = fmul float 5.000000e-01, %209
  %222 = fmul float %221, %209
  %223 = sitofp i32 %205 to float
  %224 = fadd float %222, %220
  %225 = fmul float %211, %224
  %226 = fmul float %223, 0x3EE2FEFA20000000
  %227 = fadd float %225, %226
  %228 = fsub float %227, %222
  %229 = fadd float %228, %209
  %230 = fmul float %223, 0x3FE62E3000000000
  %231 = fadd float %229, %230
  %232 = fmul float -2.000000e+00, %231
  %233 = call float @llvm.sqrt.f32(float %232)
  %234 = fpext float %201 to double
  %235 = fmul double %234, 4.000000e+00
  %236 = fadd double %235, 0x4338000000000000
  %237 = fsub double %236, 0x4338000000000000
  %238 = fsub double %235, %237
  %239 = fmul double %238, 0x3FF921FB54442D18
  %240 = fmul double %239, %239
  %241 = fmul double %240, 0x3EC71DE3A556C734
  %242 = fadd double 0xBF2A01A01A01A01A, %241
  %243 = fmul double %240, %242
  %244 = fadd double 0x3F81111111111111, %243
  %245 = fmul double %240, %244
  %246 = fadd double 0xBFC5555555555555, %245
  %247 = fmul double %239, %240
  %248 = fmul double %247, %246
  %249 = fadd double %239, %248
  %250 = fmul double %240, 0xBE927E4FB7789F5C
  %251 = fadd double 0x3EFA01A01A01A01A, %250
  %252 = fmul double %240, %251
  %253 = fadd double 0xBF56C16C16C16C17, %252
  %254 = fmul double %240, %253
  %255 = fadd double 0x3FA5555555555555, %254
  %256 = fmul double %240, %240
  %257 = fmul double %256, %255
  %258 = fmul double 5.000000e-01, %240
  %259 = fsub double 1.000000e+00, %258
  %260 = fadd double %259, %257
  %261 = fneg double %249
  %262 = fneg double %260
  %263 = bitcast double %236 to i64
  %264 = and i64 %263, 1
  %265 = and i64 %263, 2
  %266 = icmp eq i64 %264, 1
  %267 = icmp eq i64 %265, 2
  %268 = select i1 %267, double %261, double %249
  %269 = select i1 %267, double %262, double %260
  %270 = select i1 %266, double %269, double %268
  %271 = select i1 %267, double %262, double %260
  %272 = select i1 %267, double %249, double %261
  %273 = select i1 %266, double %272, double %271
  %274 = fptrunc double %270 to float
  %275 = fptrunc double %273 to float
  %276 = fmul float %233, %275
  %277 = fmul float %233, %274
  %278 = lshr i32 %193, 9
  %279 = sitofp i32 %278 to float
  %280 = fadd float %279, 5.000000e-01
  %281 = fmul float %280, 0x3E80000000000000
  %282 = lshr i32 %186, 9
  %283 = sitofp i32 %282 to float
  %284 = fadd float %283, 5.000000e-01
  %285 = fmul float %284, 0x3E80000000000000
  %286 = bitcast float %281 to i32
  %287 = add i32 %286, 4913933
  %288 = lshr i32 %287, 23
  %289 = sub i32 %288, 127
  %290 = and i32 %287, 8388607
  %291 = add i32 %290, 1060439283
  %292 = bitcast i32 %291 to float
  %293 = fsub float %292, 1.000000e+00
  %294 = fadd float 2.000000e+00, %293
  %295 = fdiv float %293, %294
  %296 = fmul float %295, %295
  %297 = fmul float %296, %296
  %298 = fmul float %297, 0x3FCF13C4C0000000
  %299 = fadd float 0x3FD999C260000000, %298
  %300 = fmul float %297, %299
  %301 = fmul float %297, 0x3FD23D3DC0000000
  %302 = fadd float 0x3FE5555540000000, %301
  %303 = fmul float %296, %302
  %304 = fadd float %303, %300
  %305 = fmul float 5.000000e-01, %293
  %306 = fmul float %305, %293
  %307 = sitofp i32 %289 to float
  %308 = fadd float %306, %304
  %309 = fmul float %295, %308
  %310 = fmul float %307, 0x3EE2FEFA20000000
  %311 = fadd float %309, %310
  %312 = fsub float %311, %306
  %313 = fadd float %312, %293
  %314 = fmul float %307, 0x3FE62E3000000000
  %315 = fadd float %313, %314
  %316 = fmul float -2.000000e+00, %315
  %317 = call float @llvm.sqrt.f32(float %316)
  %318 = fpext float %285 to double
  %319 = fmul double %318, 4.000000e+00
  %320 = fadd double %319, 0x4338000000000000
  %321 = fsub double %320, 0x4338000000000000
  %322 = fsub double %319, %321
  %323 = fmul double %322, 0x3FF921FB54442D18
  %324 = fmul double %323, %323
  %325 = fmul double %324, 0x3EC71DE3A556C734
  %326 = fadd double 0xBF2A01A01A01A01A, %325
  %327 = fmul double %324, %326
  %328 = fadd double 0x3F81111111111111, %327
  %329 = fmul double %324, %328
  %330 = fadd double 0xBFC5555555555555, %329
  %331 = fmul double %323, %324
  %332 = fmul double %331, %330
  %333 = fadd double %323, %332
  %334 = fmul double %324, 0xBE927E4FB7789F5C
  %335 = fadd double 0x3EFA01A01A01A01A, %334
  %336 = fmul double %324, %335
  %337 = fadd double 0xBF56C16C16C16C17, %336
  %338 = fmul double %324, %337
  %339 = fadd double 0x3FA5555555555555, %338
  %340 = fmul double %324, %324
  %341 = fmul double %340, %339
  %342 = fmul double 5.000000e-01, %324
  %343 = fsub double 1.000000e+00, %342
  %344 = fadd double %343, %341
  %345 = fneg double %333
  %346 = fneg double %344
  %347 = bitcast double %320 to i64
  %348 = and i64 %347, 1
  %349 = and i64 %347, 2
  %350 = icmp eq i64 %348, 1
  %351 = icmp eq i64 %349, 2
  %352 = select i1 %351, double %345, double %333
  %353 = select i1 %351, double %346, double %344
  %354 = select i1 %350, double %353, double %352
  %355 = select i1 %351, double %346, double %344
  %356 = select i1 %351, double %333, double %345
  %357 = select i1 %350, double %356, double %355
  %358 = fptrunc double %354 to float
  %359 = fptrunc double %357 to float
  %360 = fmul float %317, %359
  %361 = fmul float %317, %358
  %362 = add i64 %quad_lane, 4
  %quad_send = and i64 %362, 3
  %363 = and i64 %quad_send, 1
  %364 = icmp ne i64 %363, 0
  %365 = and i64 %quad_send, 2
  %366 = icmp ne i64 %365, 0
  %367 = select i1 %364, float %277, float %276
  %368 = select i1 %364, float %361, float %360
  %369 = select i1 %366, float %368, float %367
  %370 = bitcast float %369 to i32
  %371 = bitcast i32 %370 to float
  %372 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %371, ptr %372, align 4
  %373 = add i64 %quad_lane, 3
  %quad_send6 = and i64 %373, 3
  %374 = and i64 %quad_send6, 1
  %375 = icmp ne i64 %374, 0
  %376 = and i64 %quad_send6, 2
  %377 = icmp ne i64 %376, 0
  %378 = select i1 %375, float %277, float %276
  %379 = select i1 %375, float %361, float %360
  %380 = select i1 %377, float %379, float %378
  %381 = bitcast float %380 to i32
  %382 = trunc i64 %thread to i32
  %warp_lane = and i32 %382, 31
  %383 = and i32 %warp_lane, -4
  %384 = add i32 %warp_lane, 1
  %385 = and i32 %384, 3
  %quad_source = or i32 %383, %385
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %381, i32 %quad_source, i32 31)
  %386 = bitcast i32 %quad to float
  %387 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %386, ptr %387, align 4
  %388 = add i64 %quad_lane, 2
  %quad_send7 = and i64 %388, 3
  %389 = and i64 %quad_send7, 1
  %390 = icmp ne i64 %389, 0
  %391 = and i64 %quad_send7, 2
  %392 = icmp ne i64 %391, 0
  %393 = select i1 %390, float %277, float %276
  %394 = select i1 %390, float %361, float %360
  %395 = select i1 %392, float %394, float %393
  %396 = bitcast float %395 to i32
  %397 = trunc i64 %thread to i32
  %warp_lane8 = and i32 %397, 31
  %398 = and i32 %warp_lane8, -4
  %399 = add i32 %warp_lane8, 2
  %400 = and i32 %399, 3
  %quad_source9 = or i32 %398, %400
  %quad10 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %396, i32 %quad_source9, i32 31)
  %401 = bitcast i32 %quad10 to float
  %402 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %401, ptr %402, align 4
  %403 = add i64 %quad_lane, 1
  %quad_send11 = and i64 %403, 3
  %404 = and i64 %quad_send11, 1
  %405 = icmp ne i64 %404, 0
  %406 = and i64 %quad_send11, 2
  %407 = icmp ne i64 %406, 0
  %408 = select i1 %405, float %277, float %276
  %409 = select i1 %405, float %361, float %360
  %410 = select i1 %407, float %409, float %408
  %411 = bitcast float %410 to i32
  %412 = trunc i64 %thread to i32
  %warp_lane12 = and i32 %412, 31
  %413 = and i32 %warp_lane12, -4
  %414 = add i32 %warp_lane12, 3
  %415 = and i32 %414, 3
  %quad_source13 = or i32 %413, %415
  %quad14 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %411, i32 %quad_source13, i32 31)
  %416 = bitcast i32 %quad14 to float
  %417 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %416, ptr %417, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %418 = sub i64 4, %quad_lane
  %419 = add i64 %quad_step, %418
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
  %436 = load float, ptr %22, align 4
  %437 = load float, ptr %fold_value, align 4
  %438 = fcmp ogt float %436, %437
  %439 = fcmp uno float %436, %436
  %440 = fcmp ord float %437, %437
  %441 = and i1 %439, %440
  %take = or i1 %438, %441
  %442 = select i1 %take, float %436, float %437
  store float %442, ptr %fold_value, align 4
  %443 = load i64, ptr %fold_index, align 8
  %444 = select i1 %take, i64 %feature15, i64 %443
  store i64 %444, ptr %fold_index, align 8
  br label %slot.done18

slot.done18:                                      ; preds = %slot.then17, %quad_noise.done
  %445 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %446 = load float, ptr %fold_value, align 4
  %447 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %446, ptr addrspace(3) %447, align 4
  %448 = trunc i64 %best_index to i32
  %449 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %448, ptr addrspace(3) %449, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 2
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done18
  %450 = add i64 %lane, 2
  %451 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %452 = load i32, ptr addrspace(3) %451, align 4
  %453 = zext i32 %452 to i64
  %454 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %455 = load float, ptr addrspace(3) %454, align 4
  %456 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %450
  %457 = load i32, ptr addrspace(3) %456, align 4
  %458 = zext i32 %457 to i64
  %459 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %450
  %460 = load float, ptr addrspace(3) %459, align 4
  %461 = fcmp uno float %460, %460
  %462 = fcmp uno float %455, %455
  %463 = icmp ult i64 %458, %453
  %464 = fcmp ogt float %460, %455
  %465 = fcmp oeq float %460, %455
  %466 = xor i1 %462, true
  %467 = or i1 %466, %463
  %468 = and i1 %465, %463
  %469 = or i1 %464, %468
  %470 = xor i1 %462, true
  %471 = and i1 %470, %469
  %472 = select i1 %461, i1 %467, i1 %471
  %473 = select i1 %472, float %460, float %455
  %474 = select i1 %472, i64 %458, i64 %453
  %475 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %473, ptr addrspace(3) %475, align 4
  %476 = trunc i64 %474 to i32
  %477 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %476, ptr addrspace(3) %477, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane19 = icmp ult i64 %lane, 1
  br i1 %tree_lane19, label %tree.then20, label %tree.done21

tree.then20:                                      ; preds = %tree.done
  %478 = add i64 %lane, 1
  %479 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %480 = load i32, ptr addrspace(3) %479, align 4
  %481 = zext i32 %480 to i64
  %482 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %483 = load float, ptr addrspace(3) %482, align 4
  %484 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %478
  %485 = load i32, ptr addrspace(3) %484, align 4
  %486 = zext i32 %485 to i64
  %487 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %478
  %488 = load float, ptr addrspace(3) %487, align 4
  %489 = fcmp uno float %488, %488
  %490 = fcmp uno float %483, %483
  %491 = icmp ult i64 %486, %481
  %492 = fcmp ogt float %488, %483
  %493 = fcmp oeq float %488, %483
  %494 = xor i1 %490, true
  %495 = or i1 %494, %491
  %496 = and i1 %493, %491
  %497 = or i1 %492, %496
  %498 = xor i1 %490, true
  %499 = and i1 %498, %497
  %500 = select i1 %489, i1 %495, i1 %499
  %501 = select i1 %500, float %488, float %483
  %502 = select i1 %500, i64 %486, i64 %481
  %503 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %501, ptr addrspace(3) %503, align 4
  %504 = trunc i64 %502 to i32
  %505 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %504, ptr addrspace(3) %505, align 4
  br label %tree.done21

tree.done21:                                      ; preds = %tree.then20, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done21
  %506 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %507 = load i32, ptr addrspace(3) %506, align 4
  %508 = zext i32 %507 to i64
  %509 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %510 = load float, ptr addrspace(3) %509, align 4
  store float 0xFFF0000000000000, ptr %fold_value22, align 4
  store i64 0, ptr %fold_index23, align 8
  store i64 0, ptr %pairwise_depth26, align 8
  store float %510, ptr %fold_value22, align 4
  store i64 %508, ptr %fold_index23, align 8
  %511 = load float, ptr %fold_value22, align 4
  store float %511, ptr addrspace(3) %445, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done21
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value27, align 4
  store i64 0, ptr %fold_index28, align 8
  store i64 0, ptr %pairwise_depth31, align 8
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %512 = getelementptr inbounds float, ptr %state_regs, i64 0
  %513 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %tree.result.done
  %514 = load float, ptr %512, align 4
  %515 = load float, ptr %fold_value27, align 4
  %516 = fcmp ogt float %514, %515
  %517 = fcmp uno float %514, %514
  %518 = fcmp ord float %515, %515
  %519 = and i1 %517, %518
  %take36 = or i1 %516, %519
  %520 = select i1 %take36, float %514, float %515
  store float %520, ptr %fold_value27, align 4
  %521 = load i64, ptr %fold_index28, align 8
  %522 = select i1 %take36, i64 %feature32, i64 %521
  store i64 %522, ptr %fold_index28, align 8
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %tree.result.done
  %523 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index37 = load i64, ptr %fold_index28, align 8
  %524 = load float, ptr %fold_value27, align 4
  %525 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %524, ptr addrspace(3) %525, align 4
  %526 = trunc i64 %best_index37 to i32
  %527 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %526, ptr addrspace(3) %527, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 2
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %slot.done35
  %528 = add i64 %lane, 2
  %529 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %530 = load i32, ptr addrspace(3) %529, align 4
  %531 = zext i32 %530 to i64
  %532 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %533 = load float, ptr addrspace(3) %532, align 4
  %534 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %528
  %535 = load i32, ptr addrspace(3) %534, align 4
  %536 = zext i32 %535 to i64
  %537 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %528
  %538 = load float, ptr addrspace(3) %537, align 4
  %539 = fcmp uno float %538, %538
  %540 = fcmp uno float %533, %533
  %541 = icmp ult i64 %536, %531
  %542 = fcmp ogt float %538, %533
  %543 = fcmp oeq float %538, %533
  %544 = xor i1 %540, true
  %545 = or i1 %544, %541
  %546 = and i1 %543, %541
  %547 = or i1 %542, %546
  %548 = xor i1 %540, true
  %549 = and i1 %548, %547
  %550 = select i1 %539, i1 %545, i1 %549
  %551 = select i1 %550, float %538, float %533
  %552 = select i1 %550, i64 %536, i64 %531
  %553 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %551, ptr addrspace(3) %553, align 4
  %554 = trunc i64 %552 to i32
  %555 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %554, ptr addrspace(3) %555, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %slot.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane41 = icmp ult i64 %lane, 1
  br i1 %tree_lane41, label %tree.then42, label %tree.done43

tree.then42:                                      ; preds = %tree.done40
  %556 = add i64 %lane, 1
  %557 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %558 = load i32, ptr addrspace(3) %557, align 4
  %559 = zext i32 %558 to i64
  %560 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %561 = load float, ptr addrspace(3) %560, align 4
  %562 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %556
  %563 = load i32, ptr addrspace(3) %562, align 4
  %564 = zext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %556
  %566 = load float, ptr addrspace(3) %565, align 4
  %567 = fcmp uno float %566, %566
  %568 = fcmp uno float %561, %561
  %569 = icmp ult i64 %564, %559
  %570 = fcmp ogt float %566, %561
  %571 = fcmp oeq float %566, %561
  %572 = xor i1 %568, true
  %573 = or i1 %572, %569
  %574 = and i1 %571, %569
  %575 = or i1 %570, %574
  %576 = xor i1 %568, true
  %577 = and i1 %576, %575
  %578 = select i1 %567, i1 %573, i1 %577
  %579 = select i1 %578, float %566, float %561
  %580 = select i1 %578, i64 %564, i64 %559
  %581 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %579, ptr addrspace(3) %581, align 4
  %582 = trunc i64 %580 to i32
  %583 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %582, ptr addrspace(3) %583, align 4
  br label %tree.done43

tree.done43:                                      ; preds = %tree.then42, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then44, label %tree.result.done45

tree.result.then44:                               ; preds = %tree.done43
  %584 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %585 = load i32, ptr addrspace(3) %584, align 4
  %586 = zext i32 %585 to i64
  %587 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %588 = load float, ptr addrspace(3) %587, align 4
  store float 0xFFF0000000000000, ptr %fold_value46, align 4
  store i64 0, ptr %fold_index47, align 8
  store i64 0, ptr %pairwise_depth50, align 8
  store float %588, ptr %fold_value46, align 4
  store i64 %586, ptr %fold_index47, align 8
  %589 = load i64, ptr %fold_index47, align 8
  %argmax = uitofp i64 %589 to float
  store float %argmax, ptr addrspace(3) %523, align 4
  br label %tree.result.done45

tree.result.done45:                               ; preds = %tree.result.then44, %tree.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature51 = add i64 %lane, 0
  %valid52 = icmp ult i64 %feature51, %n_features
  %590 = getelementptr inbounds float, ptr %state_regs, i64 0
  %591 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %tree.result.done45
  %592 = load float, ptr %590, align 4
  %593 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %594 = load float, ptr addrspace(3) %593, align 4
  %595 = fsub float %592, %594
  %596 = fcmp olt float %595, -1.040000e+02
  %597 = select i1 %596, float -1.040000e+02, float %595
  %598 = fcmp olt float 8.900000e+01, %597
  %599 = select i1 %598, float 8.900000e+01, float %597
  %600 = fmul float %599, 0x3FF7154760000000
  %601 = fadd float %600, 0x4168000000000000
  %602 = fsub float %601, 0x4168000000000000
  %603 = bitcast float %601 to i32
  %604 = sub i32 %603, 1262485504
  %605 = fmul float %602, 0x3FE62E4000000000
  %606 = fsub float %599, %605
  %607 = fmul float %602, 0x3EB7F7D1C0000000
  %608 = fsub float %606, %607
  %609 = fmul float %608, %608
  %610 = fmul float %609, 0x3E66376980000000
  %611 = fadd float 0xBEBBBD41C0000000, %610
  %612 = fmul float %609, %611
  %613 = fadd float 0x3F11566AA0000000, %612
  %614 = fmul float %609, %613
  %615 = fadd float 0xBF66C16C20000000, %614
  %616 = fmul float %609, %615
  %617 = fadd float 0x3FC5555560000000, %616
  %618 = fmul float %609, %617
  %619 = fsub float %608, %618
  %620 = fmul float %608, %619
  %621 = fsub float 2.000000e+00, %619
  %622 = fdiv float %620, %621
  %623 = fsub float %607, %622
  %624 = fsub float %623, %606
  %625 = fsub float 1.000000e+00, %624
  %626 = add i32 %604, 256
  %627 = lshr i32 %626, 1
  %628 = sub i32 %627, 1
  %629 = add i32 %604, 255
  %630 = sub i32 %629, %627
  %631 = shl i32 %628, 23
  %632 = shl i32 %630, 23
  %633 = bitcast i32 %631 to float
  %634 = bitcast i32 %632 to float
  %635 = fmul float %625, %633
  %636 = fmul float %635, %634
  %637 = fcmp uno float %595, %595
  %638 = select i1 %637, float 0x7FF8000000000000, float %636
  %639 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %640 = getelementptr inbounds float, ptr addrspace(3) %639, i64 %feature51
  store float %638, ptr addrspace(3) %640, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %tree.result.done45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %641 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %642 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %642, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done54
  %tree_sum = phi i64 [ 0, %slot.done54 ], [ %652, %tree_sum.pairs.exit ]
  %643 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %643, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %644 = add i64 %642, %span
  %pairs = lshr i64 %644, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %651, %tree_sum.pairs.body ]
  %645 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %645, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %646 = getelementptr inbounds float, ptr addrspace(3) %641, i64 %left
  %647 = getelementptr inbounds float, ptr addrspace(3) %641, i64 %right
  %648 = load float, ptr addrspace(3) %646, align 4
  %649 = load float, ptr addrspace(3) %647, align 4
  %650 = fadd float %648, %649
  store float %650, ptr addrspace(3) %646, align 4
  %651 = add i64 %tree_sum.pairs, 4
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %652 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %653 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %654 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %655 = load float, ptr addrspace(3) %654, align 4
  store float %655, ptr addrspace(3) %653, align 4
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
  %656 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature56 = add i64 %lane, 0
  %valid57 = icmp ult i64 %feature56, %n_features
  %657 = getelementptr inbounds float, ptr %state_regs, i64 0
  %658 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done61, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature58 = add i64 %lane, 0
  %valid59 = icmp ult i64 %feature58, %n_features
  %659 = getelementptr inbounds float, ptr %state_regs, i64 0
  %660 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid59, label %slot.then60, label %slot.done61

slot.then60:                                      ; preds = %uniform_sinks.done
  %661 = load float, ptr %659, align 4
  %662 = fmul float 2.000000e+00, %661
  %663 = fmul float 0x3FA99999A0000000, %662
  %664 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature58
  %665 = load float, ptr addrspace(1) %664, align 4
  %666 = fmul float -1.000000e+00, %665
  %667 = fadd float %663, %666
  %668 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %669 = load float, ptr addrspace(3) %668, align 4
  %670 = fdiv float 1.000000e+00, %669
  %671 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %672 = load float, ptr addrspace(3) %671, align 4
  %673 = fsub float %661, %672
  %674 = fcmp olt float %673, -1.040000e+02
  %675 = select i1 %674, float -1.040000e+02, float %673
  %676 = fcmp olt float 8.900000e+01, %675
  %677 = select i1 %676, float 8.900000e+01, float %675
  %678 = fmul float %677, 0x3FF7154760000000
  %679 = fadd float %678, 0x4168000000000000
  %680 = fsub float %679, 0x4168000000000000
  %681 = bitcast float %679 to i32
  %682 = sub i32 %681, 1262485504
  %683 = fmul float %680, 0x3FE62E4000000000
  %684 = fsub float %677, %683
  %685 = fmul float %680, 0x3EB7F7D1C0000000
  %686 = fsub float %684, %685
  %687 = fmul float %686, %686
  %688 = fmul float %687, 0x3E66376980000000
  %689 = fadd float 0xBEBBBD41C0000000, %688
  %690 = fmul float %687, %689
  %691 = fadd float 0x3F11566AA0000000, %690
  %692 = fmul float %687, %691
  %693 = fadd float 0xBF66C16C20000000, %692
  %694 = fmul float %687, %693
  %695 = fadd float 0x3FC5555560000000, %694
  %696 = fmul float %687, %695
  %697 = fsub float %686, %696
  %698 = fmul float %686, %697
  %699 = fsub float 2.000000e+00, %697
  %700 = fdiv float %698, %699
  %701 = fsub float %685, %700
  %702 = fsub float %701, %684
  %703 = fsub float 1.000000e+00, %702
  %704 = add i32 %682, 256
  %705 = lshr i32 %704, 1
  %706 = sub i32 %705, 1
  %707 = add i32 %682, 255
  %708 = sub i32 %707, %705
  %709 = shl i32 %706, 23
  %710 = shl i32 %708, 23
  %711 = bitcast i32 %709 to float
  %712 = bitcast i32 %710 to float
  %713 = fmul float %703, %711
  %714 = fmul float %713, %712
  %715 = fcmp uno float %673, %673
  %716 = select i1 %715, float 0x7FF8000000000000, float %714
  %717 = fmul float %670, %716
  %718 = fadd float %667, %717
  %feature62 = uitofp i64 %feature58 to float
  %719 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %720 = load float, ptr addrspace(3) %719, align 4
  %721 = fcmp oeq float %feature62, %720
  %722 = select i1 %721, float 1.000000e+00, float 0.000000e+00
  %723 = fcmp une float %722, 0.000000e+00
  %724 = select i1 %723, float 0x3FB99999A0000000, float 0.000000e+00
  %725 = fadd float %718, %724
  %726 = fmul float %725, %eta
  %727 = fsub float %661, %726
  %728 = load float, ptr %660, align 4
  %729 = fmul float %728, %noise_scale3
  %730 = fadd float %727, %729
  %bits63 = bitcast float %730 to i32
  %magnitude = and i32 %bits63, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits63
  store i32 %canonical, ptr %659, align 4
  br label %slot.done61

slot.done61:                                      ; preds = %slot.then60, %uniform_sinks.done
  br label %store.done

store.then64:                                     ; preds = %quiet
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %731 = getelementptr inbounds float, ptr %state_regs, i64 0
  %732 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then68, label %uniform_sinks.done69

store.done65:                                     ; preds = %slot.done73, %quiet
  br label %noise.done

uniform_sinks.then68:                             ; preds = %store.then64
  br label %uniform_sinks.done69

uniform_sinks.done69:                             ; preds = %uniform_sinks.then68, %store.then64
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %733 = getelementptr inbounds float, ptr %state_regs, i64 0
  %734 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %uniform_sinks.done69
  %735 = load float, ptr %733, align 4
  %736 = fmul float 2.000000e+00, %735
  %737 = fmul float 0x3FA99999A0000000, %736
  %738 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature70
  %739 = load float, ptr addrspace(1) %738, align 4
  %740 = fmul float -1.000000e+00, %739
  %741 = fadd float %737, %740
  %742 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %743 = load float, ptr addrspace(3) %742, align 4
  %744 = fdiv float 1.000000e+00, %743
  %745 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %746 = load float, ptr addrspace(3) %745, align 4
  %747 = fsub float %735, %746
  %748 = fcmp olt float %747, -1.040000e+02
  %749 = select i1 %748, float -1.040000e+02, float %747
  %750 = fcmp olt float 8.900000e+01, %749
  %751 = select i1 %750, float 8.900000e+01, float %749
  %752 = fmul float %751, 0x3FF7154760000000
  %753 = fadd float %752, 0x4168000000000000
  %754 = fsub float %753, 0x4168000000000000
  %755 = bitcast float %753 to i32
  %756 = sub i32 %755, 1262485504
  %757 = fmul float %754, 0x3FE62E4000000000
  %758 = fsub float %751, %757
  %759 = fmul float %754, 0x3EB7F7D1C0000000
  %760 = fsub float %758, %759
  %761 = fmul float %760, %760
  %762 = fmul float %761, 0x3E66376980000000
  %763 = fadd float 0xBEBBBD41C0000000, %762
  %764 = fmul float %761, %763
  %765 = fadd float 0x3F11566AA0000000, %764
  %766 = fmul float %761, %765
  %767 = fadd float 0xBF66C16C20000000, %766
  %768 = fmul float %761, %767
  %769 = fadd float 0x3FC5555560000000, %768
  %770 = fmul float %761, %769
  %771 = fsub float %760, %770
  %772 = fmul float %760, %771
  %773 = fsub float 2.000000e+00, %771
  %774 = fdiv float %772, %773
  %775 = fsub float %759, %774
  %776 = fsub float %775, %758
  %777 = fsub float 1.000000e+00, %776
  %778 = add i32 %756, 256
  %779 = lshr i32 %778, 1
  %780 = sub i32 %779, 1
  %781 = add i32 %756, 255
  %782 = sub i32 %781, %779
  %783 = shl i32 %780, 23
  %784 = shl i32 %782, 23
  %785 = bitcast i32 %783 to float
  %786 = bitcast i32 %784 to float
  %787 = fmul float %777, %785
  %788 = fmul float %787, %786
  %789 = fcmp uno float %747, %747
  %790 = select i1 %789, float 0x7FF8000000000000, float %788
  %791 = fmul float %744, %790
  %792 = fadd float %741, %791
  %feature74 = uitofp i64 %feature70 to float
  %793 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %794 = load float, ptr addrspace(3) %793, align 4
  %795 = fcmp oeq float %feature74, %794
  %796 = select i1 %795, float 1.000000e+00, float 0.000000e+00
  %797 = fcmp une float %796, 0.000000e+00
  %798 = select i1 %797, float 0x3FB99999A0000000, float 0.000000e+00
  %799 = fadd float %792, %798
  %800 = fmul float %799, %eta
  %801 = fsub float %735, %800
  %802 = fmul float 0.000000e+00, %noise_scale3
  %803 = fadd float %801, %802
  %bits75 = bitcast float %801 to i32
  %magnitude76 = and i32 %bits75, 2147483647
  %is_nan77 = icmp ugt i32 %magnitude76, 2139095040
  %canonical78 = select i1 %is_nan77, i32 2143289344, i32 %bits75
  store i32 %canonical78, ptr %733, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %uniform_sinks.done69
  br label %store.done65

store.then79:                                     ; preds = %step.exit
  %feature81 = add i64 %lane, 0
  %valid82 = icmp ult i64 %feature81, %n_features
  %804 = getelementptr inbounds float, ptr %state_regs, i64 0
  %805 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid82, label %slot.then83, label %slot.done84

store.done80:                                     ; preds = %slot.done84, %step.exit
  br label %row.done

slot.then83:                                      ; preds = %store.then79
  %806 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature81
  %807 = load float, ptr %804, align 4
  store float %807, ptr addrspace(1) %806, align 4
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
  %step = phi i64 [ 0, %slot.done ], [ %1092, %noise.done ]
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
  %quad_key1_step = add i64 %key1_step, %quad_lane
  %feature4 = add i64 %lane, 0
  %19 = add i64 %n_features, 3
  %groups = lshr i64 %19, 2
  %20 = mul i64 %row, %groups
  %21 = lshr i64 %feature4, 2
  %group = add i64 %20, %21
  %22 = trunc i64 %key0 to i32
  %23 = lshr i64 %key0, 32
  %24 = trunc i64 %23 to i32
  %25 = trunc i64 %group to i32
  %26 = trunc i64 %quad_key1_step to i32
  %27 = lshr i64 %quad_key1_step, 32
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %group, 32
  %30 = trunc i64 %29 to i32
  %31 = zext i32 %25 to i64
  %32 = mul i64 3528531795, %31
  %33 = zext i32 %28 to i64
  %34 = mul i64 3449720151, %33
  %35 = lshr i64 %32, 32
  %36 = trunc i64 %35 to i32
  %37 = trunc i64 %32 to i32
  %38 = lshr i64 %34, 32
  %39 = trunc i64 %38 to i32
  %40 = trunc i64 %34 to i32
  %41 = xor i32 %39, %26
  %42 = xor i32 %41, %22
  %43 = xor i32 %36, %30
  %44 = xor i32 %43, %24
  %45 = add i32 %22, -1640531527
  %46 = add i32 %24, -1150833019
  %47 = zext i32 %42 to i64
  %48 = mul i64 3528531795, %47
  %49 = zext i32 %44 to i64
  %50 = mul i64 3449720151, %49
  %51 = lshr i64 %48, 32
  %52 = trunc i64 %51 to i32
  %53 = trunc i64 %48 to i32
  %54 = lshr i64 %50, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %50 to i32
  %57 = xor i32 %55, %40
  %58 = xor i32 %57, %45
  %59 = xor i32 %52, %37
  %60 = xor i32 %59, %46
  %61 = add i32 %45, -1640531527
  %62 = add i32 %46, -1150833019
  %63 = zext i32 %58 to i64
  %64 = mul i64 3528531795, %63
  %65 = zext i32 %60 to i64
  %66 = mul i64 3449720151, %65
  %67 = lshr i64 %64, 32
  %68 = trunc i64 %67 to i32
  %69 = trunc i64 %64 to i32
  %70 = lshr i64 %66, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %66 to i32
  %73 = xor i32 %71, %56
  %74 = xor i32 %73, %61
  %75 = xor i32 %68, %53
  %76 = xor i32 %75, %62
  %77 = add i32 %61, -1640531527
  %78 = add i32 %62, -1150833019
  %79 = zext i32 %74 to i64
  %80 = mul i64 3528531795, %79
  %81 = zext i32 %76 to i64
  %82 = mul i64 3449720151, %81
  %83 = lshr i64 %80, 32
  %84 = trunc i64 %83 to i32
  %85 = trunc i64 %80 to i32
  %86 = lshr i64 %82, 32
  %87 = trunc i64 %86 to i32
  %88 = trunc i64 %82 to i32
  %89 = xor i32 %87, %72
  %90 = xor i32 %89, %77
  %91 = xor i32 %84, %69
  %92 = xor i32 %91, %78
  %93 = add i32 %77, -1640531527
  %94 = add i32 %78, -1150833019
  %95 = zext i32 %90 to i64
  %96 = mul i64 3528531795, %95
  %97 = zext i32 %92 to i64
  %98 = mul i64 3449720151, %97
  %99 = lshr i64 %96, 32
  %100 = trunc i64 %99 to i32
  %101 = trunc i64 %96 to i32
  %102 = lshr i64 %98, 32
  %103 = trunc i64 %102 to i32
  %104 = trunc i64 %98 to i32
  %105 = xor i32 %103, %88
  %106 = xor i32 %105, %93
  %107 = xor i32 %100, %85
  %108 = xor i32 %107, %94
  %109 = add i32 %93, -1640531527
  %110 = add i32 %94, -1150833019
  %111 = zext i32 %106 to i64
  %112 = mul i64 3528531795, %111
  %113 = zext i32 %108 to i64
  %114 = mul i64 3449720151, %113
  %115 = lshr i64 %112, 32
  %116 = trunc i64 %115 to i32
  %117 = trunc i64 %112 to i32
  %118 = lshr i64 %114, 32
  %119 = trunc i64 %118 to i32
  %120 = trunc i64 %114 to i32
  %121 = xor i32 %119, %104
  %122 = xor i32 %121, %109
  %123 = xor i32 %116, %101
  %124 = xor i32 %123, %110
  %125 = add i32 %109, -1640531527
  %126 = add i32 %110, -1150833019
  %127 = zext i32 %122 to i64
  %128 = mul i64 3528531795, %127
  %129 = zext i32 %124 to i64
  %130 = mul i64 3449720151, %129
  %131 = lshr i64 %128, 32
  %132 = trunc i64 %131 to i32
  %133 = trunc i64 %128 to i32
  %134 = lshr i64 %130, 32
  %135 = trunc i64 %134 to i32
  %136 = trunc i64 %130 to i32
  %137 = xor i32 %135, %120
  %138 = xor i32 %137, %125
  %139 = xor i32 %132, %117
  %140 = xor i32 %139, %126
  %141 = add i32 %125, -1640531527
  %142 = add i32 %126, -1150833019
  %143 = zext i32 %138 to i64
  %144 = mul i64 3528531795, %143
  %145 = zext i32 %140 to i64
  %146 = mul i64 3449720151, %145
  %147 = lshr i64 %144, 32
  %148 = trunc i64 %147 to i32
  %149 = trunc i64 %144 to i32
  %150 = lshr i64 %146, 32
  %151 = trunc i64 %150 to i32
  %152 = trunc i64 %146 to i32
  %153 = xor i32 %151, %136
  %154 = xor i32 %153, %141
  %155 = xor i32 %148, %133
  %156 = xor i32 %155, %142
  %157 = add i32 %141, -1640531527
  %158 = add i32 %142, -1150833019
  %159 = zext i32 %154 to i64
  %160 = mul i64 3528531795, %159
  %161 = zext i32 %156 to i64
  %162 = mul i64 3449720151, %161
  %163 = lshr i64 %160, 32
  %164 = trunc i64 %163 to i32
  %165 = trunc i64 %160 to i32
  %166 = lshr i64 %162, 32
  %167 = trunc i64 %166 to i32
  %168 = trunc i64 %162 to i32
  %169 = xor i32 %167, %152
  %170 = xor i32 %169, %157
  %171 = xor i32 %164, %149
  %172 = xor i32 %171, %158
  %173 = add i32 %157, -1640531527
  %174 = add i32 %158, -1150833019
  %175 = zext i32 %170 to i64
  %176 = mul i64 3528531795, %175
  %177 = zext i32 %172 to i64
  %178 = mul i64 3449720151, %177
  %179 = lshr i64 %176, 32
  %180 = trunc i64 %179 to i32
  %181 = trunc i64 %176 to i32
  %182 = lshr i64 %178, 32
  %183 = trunc i64 %182 to i32
  %184 = trunc i64 %178 to i32
  %185 = xor i32 %183, %168
  %186 = xor i32 %185, %173
  %187 = xor i32 %180, %165
  %188 = xor i32 %187, %174
  %189 = lshr i32 %186, 9
  %190 = sitofp i32 %189 to float
  %191 = fadd float %190, 5.000000e-01
  %192 = fmul float %191, 0x3E80000000000000
  %193 = lshr i32 %184, 9
  %194 = sitofp i32 %193 to float
  %195 = fadd float %194, 5.000000e-01
  %196 = fmul float %195, 0x3E80000000000000
  %197 = bitcast float %192 to i32
  %198 = add i32 %197, 4913933
  %199 = lshr i32 %198, 23
  %200 = sub i32 %199, 127
  %201 = and i32 %198, 8388607
  %202 = add i32 %201, 1060439283
  %203 = bitcast i32 %202 to float
  %204 = fsub float %203, 1.000000e+00
  %205 = fadd float 2.000000e+00, %204
  %206 = fdiv float %204, %205
  %207 = fmul float %206, %206
  %208 = fmul float %207, %207
  %209 = fmul float %208, 0x3FCF13C4C0000000
  %210 = fadd float 0x3FD999C260000000, %209
  %211 = fmul float %208, %210
  %212 = fmul float %208, 0x3FD23D3DC0000000
  %213 = fadd float 0x3FE5555540000000, %212
  %214 = fmul float %207, %213
  %215 = fadd float %214, %211
  %216 = fmul float 5.000000e-01, %204
  %217 = fmul float %216, %204
  %218 = sitofp i32 %200 to float
  %219 = fadd float %217, %215
  %220 = fmul float %206, %219
  %221 = fmul float %218, 0x3EE2FEFA20000000
  %222 = fadd float %220, %221
  %223 = fsub float %222, %217
  %224 = fadd float %223, %204
  %225 = fmul float %218, 0x3FE62E3000000000
  %226 = fadd float %224, %225
  %227 = fmul float -2.000000e+00, %226
  %228 = call float @llvm.sqrt.f32(float %227)
  %229 = fpext float %196 to double
  %230 = fmul double %229, 4.000000e+00
  %231 = fadd double %230, 0x4338000000000000
  %232 = fsub double %231, 0x4338000000000000
  %233 = fsub double %230, %232
  %234 = fmul double %233, 0x3FF921FB54442D18
  %235 = fmul double %234, %234
  %236 = fmul double %235, 0x3EC71DE3A556C734
  %237 = fadd double 0xBF2A01A01A01A01A, %236
  %238 = fmul double %235, %237
  %239 = fadd double 0x3F81111111111111, %238
  %240 = fmul double %235, %239
  %241 = fadd double 0xBFC5555555555555, %240
  %242 = fmul double %234, %235
  %243 = fmul double %242, %241
  %244 = fadd double %234, %243
  %245 = fmul double %235, 0xBE927E4FB7789F5C
  %246 = fadd double 0x3EFA01A01A01A01A, %245
  %247 = fmul double %235, %246
  %248 = fadd double 0xBF56C16C16C16C17, %247
  %249 = fmul double %235, %248
  %250 = fadd double 0x3FA5555555555555, %249
  %251 = fmul double %235, %235
  %252 = fmul double %251, %250
  %253 = fmul double 5.000000e-01, %235
  %254 = fsub double 1.000000e+00, %253
  %255 = fadd double %254, %252
  %256 = fneg double %244
  %257 = fneg double %255
  %258 = bitcast double %231 to i64
  %259 = and i64 %258, 1
  %260 = and i64 %258, 2
  %261 = icmp eq i64 %259, 1
  %262 = icmp eq i64 %260, 2
  %263 = select i1 %262, double %256, double %244
  %264 = select i1 %262, double %257, double %255
  %265 = select i1 %261, double %264, double %263
  %266 = select i1 %262, double %257, double %255
  %267 = select i1 %262, double %244, double %256
  %268 = select i1 %261, double %267, double %266
  %269 = fptrunc double %265 to float
  %270 = fptrunc double %268 to float
  %271 = fmul float %228, %270
  %272 = fmul float %228, %269
  %273 = lshr i32 %188, 9
  %274 = sitofp i32 %273 to float
  %275 = fadd float %274, 5.000000e-01
  %276 = fmul float %275, 0x3E80000000000000
  %277 = lshr i32 %181, 9
  %278 = sitofp i32 %277 to float
  %279 = fadd float %278, 5.000000e-01
  %280 = fmul float %279, 0x3E80000000000000
  %281 = bitcast float %276 to i32
  %282 = add i32 %281, 4913933
  %283 = lshr i32 %282, 23
  %284 = sub i32 %283, 127
  %285 = and i32 %282, 8388607
  %286 = add i32 %285, 1060439283
  %287 = bitcast i32 %286 to float
  %288 = fsub float %287, 1.000000e+00
  %289 = fadd float 2.000000e+00, %288
  %290 = fdiv float %288, %289
  %291 = fmul float %290, %290
  %292 = fmul float %291, %291
  %293 = fmul float %292, 0x3FCF13C4C0000000
  %294 = fadd float 0x3FD999C260000000, %293
  %295 = fmul float %292, %294
  %296 = fmul float %292, 0x3FD23D3DC0000000
  %297 = fadd float 0x3FE5555540000000, %296
  %298 = fmul float %291, %297
  %299 = fadd float %298, %295
  %300 = fmul float 5.000000e-01, %288
  %301 = fmul float %300, %288
  %302 = sitofp i32 %284 to float
  %303 = fadd float %301, %299
  %304 = fmul float %290, %303
  %305 = fmul float %302, 0x3EE2FEFA20000000
  %306 = fadd float %304, %305
  %307 = fsub float %306, %301
  %308 = fadd float %307, %288
  %309 = fmul float %302, 0x3FE62E3000000000
  %310 = fadd float %308, %309
  %311 = fmul float -2.000000e+00, %310
  %312 = call float @llvm.sqrt.f32(float %311)
  %313 = fpext float %280 to double
  %314 = fmul double %313, 4.000000e+00
  %315 = fadd double %314, 0x4338000000000000
  %316 = fsub double %315, 0x4338000000000000
  %317 = fsub double %314, %316
  %318 = fmul double %317, 0x3FF921FB54442D18
  %319 = fmul double %318, %318
  %320 = fmul double %319, 0x3EC71DE3A556C734
  %321 = fadd double 0xBF2A01A01A01A01A, %320
  %322 = fmul double %319, %321
  %323 = fadd double 0x3F81111111111111, %322
  %324 = fmul double %319, %323
  %325 = fadd double 0xBFC5555555555555, %324
  %326 = fmul double %318, %319
  %327 = fmul double %326, %325
  %328 = fadd double %318, %327
  %329 = fmul double %319, 0xBE927E4FB7789F5C
  %330 = fadd double 0x3EFA01A01A01A01A, %329
  %331 = fmul double %319, %330
  %332 = fadd double 0xBF56C16C16C16C17, %331
  %333 = fmul double %319, %332
  %334 = fadd double 0x3FA5555555555555, %333
  %335 = fmul double %319, %319
  %336 = fmul double %335, %334
  %337 = fmul double 5.000000e-01, %319
  %338 = fsub double 1.000000e+00, %337
  %339 = fadd double %338, %336
  %340 = fneg double %328
  %341 = fneg double %339
  %342 = bitcast double %315 to i64
  %343 = and i64 %342, 1
  %344 = and i64 %342, 2
  %345 = icmp eq i64 %343, 1
  %346 = icmp eq i64 %344, 2
  %347 = select i1 %346, double %340, double %328
  %348 = select i1 %346, double %341, double %339
  %349 = select i1 %345, double %348, double %347
  %350 = select i1 %346, double %341, double %339
  %351 = select i1 %346, double %328, double %340
  %352 = select i1 %345, double %351, double %350
  %353 = fptrunc double %349 to float
  %354 = fptrunc double %352 to float
  %355 = fmul float %312, %354
  %356 = fmul float %312, %353
  %357 = add i64 %quad_lane, 4
  %quad_send = and i64 %357, 3
  %358 = and i64 %quad_send, 1
  %359 = icmp ne i64 %358, 0
  %360 = and i64 %quad_send, 2
  %361 = icmp ne i64 %360, 0
  %362 = select i1 %359, float %272, float %271
  %363 = select i1 %359, float %356, float %355
  %364 = select i1 %361, float %363, float %362
  %365 = bitcast float %364 to i32
  %366 = bitcast i32 %365 to float
  %367 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %366, ptr %367, align 4
  %368 = add i64 %quad_lane, 3
  %quad_send5 = and i64 %368, 3
  %369 = and i64 %quad_send5, 1
  %370 = icmp ne i64 %369, 0
  %371 = and i64 %quad_send5, 2
  %372 = icmp ne i64 %371, 0
  %373 = select i1 %370, float %272, float %271
  %374 = select i1 %370, float %356, float %355
  %375 = select i1 %372, float %374, float %373
  %376 = bitcast float %375 to i32
  %377 = trunc i64 %lane to i32
  %warp_lane = and i32 %377, 31
  %378 = and i32 %warp_lane, -4
  %379 = add i32 %warp_lane, 1
  %380 = and i32 %379, 3
  %quad_source = or i32 %378, %380
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %376, i32 %quad_source, i32 31)
  %381 = bitcast i32 %quad to float
  %382 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %381, ptr %382, align 4
  %383 = add i64 %quad_lane, 2
  %quad_send6 = and i64 %383, 3
  %384 = and i64 %quad_send6, 1
  %385 = icmp ne i64 %384, 0
  %386 = and i64 %quad_send6, 2
  %387 = icmp ne i64 %386, 0
  %388 = select i1 %385, float %272, float %271
  %389 = select i1 %385, float %356, float %355
  %390 = select i1 %387, float %389, float %388
  %391 = bitcast float %390 to i32
  %392 = trunc i64 %lane to i32
  %warp_lane7 = and i32 %392, 31
  %393 = and i32 %warp_lane7, -4
  %394 = add i32 %warp_lane7, 2
  %395 = and i32 %394, 3
  %quad_source8 = or i32 %393, %395
  %quad9 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %391, i32 %quad_source8, i32 31)
  %396 = bitcast i32 %quad9 to float
  %397 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %396, ptr %397, align 4
  %398 = add i64 %quad_lane, 1
  %quad_send10 = and i64 %398, 3
  %399 = and i64 %quad_send10, 1
  %400 = icmp ne i64 %399, 0
  %401 = and i64 %quad_send10, 2
  %402 = icmp ne i64 %401, 0
  %403 = select i1 %400, float %272, float %271
  %404 = select i1 %400, float %356, float %355
  %405 = select i1 %402, float %404, float %403
  %406 = bitcast float %405 to i32
  %407 = trunc i64 %lane to i32
  %warp_lane11 = and i32 %407, 31
  %408 = and i32 %warp_lane11, -4
  %409 = add i32 %warp_lane11, 3
  %410 = and i32 %409, 3
  %quad_source12 = or i32 %408, %410
  %quad13 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %406, i32 %quad_source12, i32 31)
  %411 = bitcast i32 %quad13 to float
  %412 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %411, ptr %412, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %413 = sub i64 4, %quad_lane
  %414 = add i64 %quad_step, %413
  %quad_round = and i64 %414, 3
  %415 = getelementptr inbounds float, ptr %quad_held, i64 0
  %416 = load float, ptr %415, align 4
  %417 = getelementptr inbounds float, ptr %quad_held, i64 1
  %418 = load float, ptr %417, align 4
  %419 = getelementptr inbounds float, ptr %quad_held, i64 2
  %420 = load float, ptr %419, align 4
  %421 = getelementptr inbounds float, ptr %quad_held, i64 3
  %422 = load float, ptr %421, align 4
  %423 = and i64 %quad_round, 1
  %424 = icmp ne i64 %423, 0
  %425 = and i64 %quad_round, 2
  %426 = icmp ne i64 %425, 0
  %427 = select i1 %424, float %418, float %416
  %428 = select i1 %424, float %422, float %420
  %429 = select i1 %426, float %428, float %427
  %430 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %429, ptr %430, align 4
  br label %quad_noise.done

slot.then16:                                      ; preds = %quad_noise.done
  %431 = load float, ptr %17, align 4
  %432 = load float, ptr %fold_value, align 4
  %433 = fcmp ogt float %431, %432
  %434 = fcmp uno float %431, %431
  %435 = fcmp ord float %432, %432
  %436 = and i1 %434, %435
  %take = or i1 %433, %436
  %437 = select i1 %take, float %431, float %432
  store float %437, ptr %fold_value, align 4
  %438 = load i64, ptr %fold_index, align 8
  %439 = select i1 %take, i64 %feature14, i64 %438
  store i64 %439, ptr %fold_index, align 8
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %quad_noise.done
  %best_index = load i64, ptr %fold_index, align 8
  %440 = load float, ptr %fold_value, align 4
  %441 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %440, ptr addrspace(3) %441, align 4
  %442 = trunc i64 %best_index to i32
  %443 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %442, ptr addrspace(3) %443, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 512
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done17
  %444 = add i64 %lane, 512
  %445 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %446 = load i32, ptr addrspace(3) %445, align 4
  %447 = zext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %449 = load float, ptr addrspace(3) %448, align 4
  %450 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %444
  %451 = load i32, ptr addrspace(3) %450, align 4
  %452 = zext i32 %451 to i64
  %453 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %444
  %454 = load float, ptr addrspace(3) %453, align 4
  %455 = fcmp uno float %454, %454
  %456 = fcmp uno float %449, %449
  %457 = icmp ult i64 %452, %447
  %458 = fcmp ogt float %454, %449
  %459 = fcmp oeq float %454, %449
  %460 = xor i1 %456, true
  %461 = or i1 %460, %457
  %462 = and i1 %459, %457
  %463 = or i1 %458, %462
  %464 = xor i1 %456, true
  %465 = and i1 %464, %463
  %466 = select i1 %455, i1 %461, i1 %465
  %467 = select i1 %466, float %454, float %449
  %468 = select i1 %466, i64 %452, i64 %447
  %469 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %467, ptr addrspace(3) %469, align 4
  %470 = trunc i64 %468 to i32
  %471 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %470, ptr addrspace(3) %471, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done17
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane18 = icmp ult i64 %lane, 256
  br i1 %tree_lane18, label %tree.then19, label %tree.done20

tree.then19:                                      ; preds = %tree.done
  %472 = add i64 %lane, 256
  %473 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %474 = load i32, ptr addrspace(3) %473, align 4
  %475 = zext i32 %474 to i64
  %476 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %477 = load float, ptr addrspace(3) %476, align 4
  %478 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %472
  %479 = load i32, ptr addrspace(3) %478, align 4
  %480 = zext i32 %479 to i64
  %481 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %472
  %482 = load float, ptr addrspace(3) %481, align 4
  %483 = fcmp uno float %482, %482
  %484 = fcmp uno float %477, %477
  %485 = icmp ult i64 %480, %475
  %486 = fcmp ogt float %482, %477
  %487 = fcmp oeq float %482, %477
  %488 = xor i1 %484, true
  %489 = or i1 %488, %485
  %490 = and i1 %487, %485
  %491 = or i1 %486, %490
  %492 = xor i1 %484, true
  %493 = and i1 %492, %491
  %494 = select i1 %483, i1 %489, i1 %493
  %495 = select i1 %494, float %482, float %477
  %496 = select i1 %494, i64 %480, i64 %475
  %497 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %495, ptr addrspace(3) %497, align 4
  %498 = trunc i64 %496 to i32
  %499 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %498, ptr addrspace(3) %499, align 4
  br label %tree.done20

tree.done20:                                      ; preds = %tree.then19, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane21 = icmp ult i64 %lane, 128
  br i1 %tree_lane21, label %tree.then22, label %tree.done23

tree.then22:                                      ; preds = %tree.done20
  %500 = add i64 %lane, 128
  %501 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %502 = load i32, ptr addrspace(3) %501, align 4
  %503 = zext i32 %502 to i64
  %504 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %505 = load float, ptr addrspace(3) %504, align 4
  %506 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %500
  %507 = load i32, ptr addrspace(3) %506, align 4
  %508 = zext i32 %507 to i64
  %509 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %500
  %510 = load float, ptr addrspace(3) %509, align 4
  %511 = fcmp uno float %510, %510
  %512 = fcmp uno float %505, %505
  %513 = icmp ult i64 %508, %503
  %514 = fcmp ogt float %510, %505
  %515 = fcmp oeq float %510, %505
  %516 = xor i1 %512, true
  %517 = or i1 %516, %513
  %518 = and i1 %515, %513
  %519 = or i1 %514, %518
  %520 = xor i1 %512, true
  %521 = and i1 %520, %519
  %522 = select i1 %511, i1 %517, i1 %521
  %523 = select i1 %522, float %510, float %505
  %524 = select i1 %522, i64 %508, i64 %503
  %525 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %523, ptr addrspace(3) %525, align 4
  %526 = trunc i64 %524 to i32
  %527 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %526, ptr addrspace(3) %527, align 4
  br label %tree.done23

tree.done23:                                      ; preds = %tree.then22, %tree.done20
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane24 = icmp ult i64 %lane, 64
  br i1 %tree_lane24, label %tree.then25, label %tree.done26

tree.then25:                                      ; preds = %tree.done23
  %528 = add i64 %lane, 64
  %529 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %530 = load i32, ptr addrspace(3) %529, align 4
  %531 = zext i32 %530 to i64
  %532 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %533 = load float, ptr addrspace(3) %532, align 4
  %534 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %528
  %535 = load i32, ptr addrspace(3) %534, align 4
  %536 = zext i32 %535 to i64
  %537 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %528
  %538 = load float, ptr addrspace(3) %537, align 4
  %539 = fcmp uno float %538, %538
  %540 = fcmp uno float %533, %533
  %541 = icmp ult i64 %536, %531
  %542 = fcmp ogt float %538, %533
  %543 = fcmp oeq float %538, %533
  %544 = xor i1 %540, true
  %545 = or i1 %544, %541
  %546 = and i1 %543, %541
  %547 = or i1 %542, %546
  %548 = xor i1 %540, true
  %549 = and i1 %548, %547
  %550 = select i1 %539, i1 %545, i1 %549
  %551 = select i1 %550, float %538, float %533
  %552 = select i1 %550, i64 %536, i64 %531
  %553 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %551, ptr addrspace(3) %553, align 4
  %554 = trunc i64 %552 to i32
  %555 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %554, ptr addrspace(3) %555, align 4
  br label %tree.done26

tree.done26:                                      ; preds = %tree.then25, %tree.done23
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane27 = icmp ult i64 %lane, 32
  br i1 %tree_lane27, label %tree.then28, label %tree.done29

tree.then28:                                      ; preds = %tree.done26
  %556 = add i64 %lane, 32
  %557 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %558 = load i32, ptr addrspace(3) %557, align 4
  %559 = zext i32 %558 to i64
  %560 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %561 = load float, ptr addrspace(3) %560, align 4
  %562 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %556
  %563 = load i32, ptr addrspace(3) %562, align 4
  %564 = zext i32 %563 to i64
  %565 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %556
  %566 = load float, ptr addrspace(3) %565, align 4
  %567 = fcmp uno float %566, %566
  %568 = fcmp uno float %561, %561
  %569 = icmp ult i64 %564, %559
  %570 = fcmp ogt float %566, %561
  %571 = fcmp oeq float %566, %561
  %572 = xor i1 %568, true
  %573 = or i1 %572, %569
  %574 = and i1 %571, %569
  %575 = or i1 %570, %574
  %576 = xor i1 %568, true
  %577 = and i1 %576, %575
  %578 = select i1 %567, i1 %573, i1 %577
  %579 = select i1 %578, float %566, float %561
  %580 = select i1 %578, i64 %564, i64 %559
  %581 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %579, ptr addrspace(3) %581, align 4
  %582 = trunc i64 %580 to i32
  %583 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %582, ptr addrspace(3) %583, align 4
  br label %tree.done29

tree.done29:                                      ; preds = %tree.then28, %tree.done26
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane30 = icmp ult i64 %lane, 16
  br i1 %tree_lane30, label %tree.then31, label %tree.done32

tree.then31:                                      ; preds = %tree.done29
  %584 = add i64 %lane, 16
  %585 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %586 = load i32, ptr addrspace(3) %585, align 4
  %587 = zext i32 %586 to i64
  %588 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %589 = load float, ptr addrspace(3) %588, align 4
  %590 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %584
  %591 = load i32, ptr addrspace(3) %590, align 4
  %592 = zext i32 %591 to i64
  %593 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %584
  %594 = load float, ptr addrspace(3) %593, align 4
  %595 = fcmp uno float %594, %594
  %596 = fcmp uno float %589, %589
  %597 = icmp ult i64 %592, %587
  %598 = fcmp ogt float %594, %589
  %599 = fcmp oeq float %594, %589
  %600 = xor i1 %596, true
  %601 = or i1 %600, %597
  %602 = and i1 %599, %597
  %603 = or i1 %598, %602
  %604 = xor i1 %596, true
  %605 = and i1 %604, %603
  %606 = select i1 %595, i1 %601, i1 %605
  %607 = select i1 %606, float %594, float %589
  %608 = select i1 %606, i64 %592, i64 %587
  %609 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %607, ptr addrspace(3) %609, align 4
  %610 = trunc i64 %608 to i32
  %611 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %610, ptr addrspace(3) %611, align 4
  br label %tree.done32

tree.done32:                                      ; preds = %tree.then31, %tree.done29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane33 = icmp ult i64 %lane, 8
  br i1 %tree_lane33, label %tree.then34, label %tree.done35

tree.then34:                                      ; preds = %tree.done32
  %612 = add i64 %lane, 8
  %613 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %614 = load i32, ptr addrspace(3) %613, align 4
  %615 = zext i32 %614 to i64
  %616 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %617 = load float, ptr addrspace(3) %616, align 4
  %618 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %612
  %619 = load i32, ptr addrspace(3) %618, align 4
  %620 = zext i32 %619 to i64
  %621 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %612
  %622 = load float, ptr addrspace(3) %621, align 4
  %623 = fcmp uno float %622, %622
  %624 = fcmp uno float %617, %617
  %625 = icmp ult i64 %620, %615
  %626 = fcmp ogt float %622, %617
  %627 = fcmp oeq float %622, %617
  %628 = xor i1 %624, true
  %629 = or i1 %628, %625
  %630 = and i1 %627, %625
  %631 = or i1 %626, %630
  %632 = xor i1 %624, true
  %633 = and i1 %632, %631
  %634 = select i1 %623, i1 %629, i1 %633
  %635 = select i1 %634, float %622, float %617
  %636 = select i1 %634, i64 %620, i64 %615
  %637 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %635, ptr addrspace(3) %637, align 4
  %638 = trunc i64 %636 to i32
  %639 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %638, ptr addrspace(3) %639, align 4
  br label %tree.done35

tree.done35:                                      ; preds = %tree.then34, %tree.done32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane36 = icmp ult i64 %lane, 4
  br i1 %tree_lane36, label %tree.then37, label %tree.done38

tree.then37:                                      ; preds = %tree.done35
  %640 = add i64 %lane, 4
  %641 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %642 = load i32, ptr addrspace(3) %641, align 4
  %643 = zext i32 %642 to i64
  %644 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %645 = load float, ptr addrspace(3) %644, align 4
  %646 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %640
  %647 = load i32, ptr addrspace(3) %646, align 4
  %648 = zext i32 %647 to i64
  %649 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %640
  %650 = load float, ptr addrspace(3) %649, align 4
  %651 = fcmp uno float %650, %650
  %652 = fcmp uno float %645, %645
  %653 = icmp ult i64 %648, %643
  %654 = fcmp ogt float %650, %645
  %655 = fcmp oeq float %650, %645
  %656 = xor i1 %652, true
  %657 = or i1 %656, %653
  %658 = and i1 %655, %653
  %659 = or i1 %654, %658
  %660 = xor i1 %652, true
  %661 = and i1 %660, %659
  %662 = select i1 %651, i1 %657, i1 %661
  %663 = select i1 %662, float %650, float %645
  %664 = select i1 %662, i64 %648, i64 %643
  %665 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %663, ptr addrspace(3) %665, align 4
  %666 = trunc i64 %664 to i32
  %667 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %666, ptr addrspace(3) %667, align 4
  br label %tree.done38

tree.done38:                                      ; preds = %tree.then37, %tree.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane39 = icmp ult i64 %lane, 2
  br i1 %tree_lane39, label %tree.then40, label %tree.done41

tree.then40:                                      ; preds = %tree.done38
  %668 = add i64 %lane, 2
  %669 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %670 = load i32, ptr addrspace(3) %669, align 4
  %671 = zext i32 %670 to i64
  %672 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %673 = load float, ptr addrspace(3) %672, align 4
  %674 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %668
  %675 = load i32, ptr addrspace(3) %674, align 4
  %676 = zext i32 %675 to i64
  %677 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %668
  %678 = load float, ptr addrspace(3) %677, align 4
  %679 = fcmp uno float %678, %678
  %680 = fcmp uno float %673, %673
  %681 = icmp ult i64 %676, %671
  %682 = fcmp ogt float %678, %673
  %683 = fcmp oeq float %678, %673
  %684 = xor i1 %680, true
  %685 = or i1 %684, %681
  %686 = and i1 %683, %681
  %687 = or i1 %682, %686
  %688 = xor i1 %680, true
  %689 = and i1 %688, %687
  %690 = select i1 %679, i1 %685, i1 %689
  %691 = select i1 %690, float %678, float %673
  %692 = select i1 %690, i64 %676, i64 %671
  %693 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %691, ptr addrspace(3) %693, align 4
  %694 = trunc i64 %692 to i32
  %695 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %694, ptr addrspace(3) %695, align 4
  br label %tree.done41

tree.done41:                                      ; preds = %tree.then40, %tree.done38
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane42 = icmp ult i64 %lane, 1
  br i1 %tree_lane42, label %tree.then43, label %tree.done44

tree.then43:                                      ; preds = %tree.done41
  %696 = add i64 %lane, 1
  %697 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %698 = load i32, ptr addrspace(3) %697, align 4
  %699 = zext i32 %698 to i64
  %700 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %701 = load float, ptr addrspace(3) %700, align 4
  %702 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %696
  %703 = load i32, ptr addrspace(3) %702, align 4
  %704 = zext i32 %703 to i64
  %705 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %696
  %706 = load float, ptr addrspace(3) %705, align 4
  %707 = fcmp uno float %706, %706
  %708 = fcmp uno float %701, %701
  %709 = icmp ult i64 %704, %699
  %710 = fcmp ogt float %706, %701
  %711 = fcmp oeq float %706, %701
  %712 = xor i1 %708, true
  %713 = or i1 %712, %709
  %714 = and i1 %711, %709
  %715 = or i1 %710, %714
  %716 = xor i1 %708, true
  %717 = and i1 %716, %715
  %718 = select i1 %707, i1 %713, i1 %717
  %719 = select i1 %718, float %706, float %701
  %720 = select i1 %718, i64 %704, i64 %699
  %721 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %719, ptr addrspace(3) %721, align 4
  %722 = trunc i64 %720 to i32
  %723 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %722, ptr addrspace(3) %723, align 4
  br label %tree.done44

tree.done44:                                      ; preds = %tree.then43, %tree.done41
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done44
  %724 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %725 = zext i32 %724 to i64
  %726 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value45, align 4
  store i64 0, ptr %fold_index46, align 8
  store i64 0, ptr %pairwise_depth49, align 8
  store float %726, ptr %fold_value45, align 4
  store i64 %725, ptr %fold_index46, align 8
  %727 = load float, ptr %fold_value45, align 4
  store float %727, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value50, align 4
  store i64 0, ptr %fold_index51, align 8
  store i64 0, ptr %pairwise_depth54, align 8
  %feature55 = add i64 %lane, 0
  %valid56 = icmp ult i64 %feature55, %n_features
  %728 = getelementptr inbounds float, ptr %state_regs, i64 0
  %729 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid56, label %slot.then57, label %slot.done58

slot.then57:                                      ; preds = %tree.result.done
  %730 = load float, ptr %728, align 4
  %731 = load float, ptr %fold_value50, align 4
  %732 = fcmp ogt float %730, %731
  %733 = fcmp uno float %730, %730
  %734 = fcmp ord float %731, %731
  %735 = and i1 %733, %734
  %take59 = or i1 %732, %735
  %736 = select i1 %take59, float %730, float %731
  store float %736, ptr %fold_value50, align 4
  %737 = load i64, ptr %fold_index51, align 8
  %738 = select i1 %take59, i64 %feature55, i64 %737
  store i64 %738, ptr %fold_index51, align 8
  br label %slot.done58

slot.done58:                                      ; preds = %slot.then57, %tree.result.done
  %best_index60 = load i64, ptr %fold_index51, align 8
  %739 = load float, ptr %fold_value50, align 4
  %740 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %739, ptr addrspace(3) %740, align 4
  %741 = trunc i64 %best_index60 to i32
  %742 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %741, ptr addrspace(3) %742, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane61 = icmp ult i64 %lane, 512
  br i1 %tree_lane61, label %tree.then62, label %tree.done63

tree.then62:                                      ; preds = %slot.done58
  %743 = add i64 %lane, 512
  %744 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %745 = load i32, ptr addrspace(3) %744, align 4
  %746 = zext i32 %745 to i64
  %747 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %748 = load float, ptr addrspace(3) %747, align 4
  %749 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %743
  %750 = load i32, ptr addrspace(3) %749, align 4
  %751 = zext i32 %750 to i64
  %752 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %743
  %753 = load float, ptr addrspace(3) %752, align 4
  %754 = fcmp uno float %753, %753
  %755 = fcmp uno float %748, %748
  %756 = icmp ult i64 %751, %746
  %757 = fcmp ogt float %753, %748
  %758 = fcmp oeq float %753, %748
  %759 = xor i1 %755, true
  %760 = or i1 %759, %756
  %761 = and i1 %758, %756
  %762 = or i1 %757, %761
  %763 = xor i1 %755, true
  %764 = and i1 %763, %762
  %765 = select i1 %754, i1 %760, i1 %764
  %766 = select i1 %765, float %753, float %748
  %767 = select i1 %765, i64 %751, i64 %746
  %768 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %766, ptr addrspace(3) %768, align 4
  %769 = trunc i64 %767 to i32
  %770 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %769, ptr addrspace(3) %770, align 4
  br label %tree.done63

tree.done63:                                      ; preds = %tree.then62, %slot.done58
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane64 = icmp ult i64 %lane, 256
  br i1 %tree_lane64, label %tree.then65, label %tree.done66

tree.then65:                                      ; preds = %tree.done63
  %771 = add i64 %lane, 256
  %772 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %773 = load i32, ptr addrspace(3) %772, align 4
  %774 = zext i32 %773 to i64
  %775 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %776 = load float, ptr addrspace(3) %775, align 4
  %777 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %771
  %778 = load i32, ptr addrspace(3) %777, align 4
  %779 = zext i32 %778 to i64
  %780 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %771
  %781 = load float, ptr addrspace(3) %780, align 4
  %782 = fcmp uno float %781, %781
  %783 = fcmp uno float %776, %776
  %784 = icmp ult i64 %779, %774
  %785 = fcmp ogt float %781, %776
  %786 = fcmp oeq float %781, %776
  %787 = xor i1 %783, true
  %788 = or i1 %787, %784
  %789 = and i1 %786, %784
  %790 = or i1 %785, %789
  %791 = xor i1 %783, true
  %792 = and i1 %791, %790
  %793 = select i1 %782, i1 %788, i1 %792
  %794 = select i1 %793, float %781, float %776
  %795 = select i1 %793, i64 %779, i64 %774
  %796 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %794, ptr addrspace(3) %796, align 4
  %797 = trunc i64 %795 to i32
  %798 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %797, ptr addrspace(3) %798, align 4
  br label %tree.done66

tree.done66:                                      ; preds = %tree.then65, %tree.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane67 = icmp ult i64 %lane, 128
  br i1 %tree_lane67, label %tree.then68, label %tree.done69

tree.then68:                                      ; preds = %tree.done66
  %799 = add i64 %lane, 128
  %800 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %801 = load i32, ptr addrspace(3) %800, align 4
  %802 = zext i32 %801 to i64
  %803 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %804 = load float, ptr addrspace(3) %803, align 4
  %805 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %799
  %806 = load i32, ptr addrspace(3) %805, align 4
  %807 = zext i32 %806 to i64
  %808 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %799
  %809 = load float, ptr addrspace(3) %808, align 4
  %810 = fcmp uno float %809, %809
  %811 = fcmp uno float %804, %804
  %812 = icmp ult i64 %807, %802
  %813 = fcmp ogt float %809, %804
  %814 = fcmp oeq float %809, %804
  %815 = xor i1 %811, true
  %816 = or i1 %815, %812
  %817 = and i1 %814, %812
  %818 = or i1 %813, %817
  %819 = xor i1 %811, true
  %820 = and i1 %819, %818
  %821 = select i1 %810, i1 %816, i1 %820
  %822 = select i1 %821, float %809, float %804
  %823 = select i1 %821, i64 %807, i64 %802
  %824 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %822, ptr addrspace(3) %824, align 4
  %825 = trunc i64 %823 to i32
  %826 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %825, ptr addrspace(3) %826, align 4
  br label %tree.done69

tree.done69:                                      ; preds = %tree.then68, %tree.done66
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane70 = icmp ult i64 %lane, 64
  br i1 %tree_lane70, label %tree.then71, label %tree.done72

tree.then71:                                      ; preds = %tree.done69
  %827 = add i64 %lane, 64
  %828 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %829 = load i32, ptr addrspace(3) %828, align 4
  %830 = zext i32 %829 to i64
  %831 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %832 = load float, ptr addrspace(3) %831, align 4
  %833 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %827
  %834 = load i32, ptr addrspace(3) %833, align 4
  %835 = zext i32 %834 to i64
  %836 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %827
  %837 = load float, ptr addrspace(3) %836, align 4
  %838 = fcmp uno float %837, %837
  %839 = fcmp uno float %832, %832
  %840 = icmp ult i64 %835, %830
  %841 = fcmp ogt float %837, %832
  %842 = fcmp oeq float %837, %832
  %843 = xor i1 %839, true
  %844 = or i1 %843, %840
  %845 = and i1 %842, %840
  %846 = or i1 %841, %845
  %847 = xor i1 %839, true
  %848 = and i1 %847, %846
  %849 = select i1 %838, i1 %844, i1 %848
  %850 = select i1 %849, float %837, float %832
  %851 = select i1 %849, i64 %835, i64 %830
  %852 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %850, ptr addrspace(3) %852, align 4
  %853 = trunc i64 %851 to i32
  %854 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %853, ptr addrspace(3) %854, align 4
  br label %tree.done72

tree.done72:                                      ; preds = %tree.then71, %tree.done69
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane73 = icmp ult i64 %lane, 32
  br i1 %tree_lane73, label %tree.then74, label %tree.done75

tree.then74:                                      ; preds = %tree.done72
  %855 = add i64 %lane, 32
  %856 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %857 = load i32, ptr addrspace(3) %856, align 4
  %858 = zext i32 %857 to i64
  %859 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %860 = load float, ptr addrspace(3) %859, align 4
  %861 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %855
  %862 = load i32, ptr addrspace(3) %861, align 4
  %863 = zext i32 %862 to i64
  %864 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %855
  %865 = load float, ptr addrspace(3) %864, align 4
  %866 = fcmp uno float %865, %865
  %867 = fcmp uno float %860, %860
  %868 = icmp ult i64 %863, %858
  %869 = fcmp ogt float %865, %860
  %870 = fcmp oeq float %865, %860
  %871 = xor i1 %867, true
  %872 = or i1 %871, %868
  %873 = and i1 %870, %868
  %874 = or i1 %869, %873
  %875 = xor i1 %867, true
  %876 = and i1 %875, %874
  %877 = select i1 %866, i1 %872, i1 %876
  %878 = select i1 %877, float %865, float %860
  %879 = select i1 %877, i64 %863, i64 %858
  %880 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %878, ptr addrspace(3) %880, align 4
  %881 = trunc i64 %879 to i32
  %882 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %881, ptr addrspace(3) %882, align 4
  br label %tree.done75

tree.done75:                                      ; preds = %tree.then74, %tree.done72
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane76 = icmp ult i64 %lane, 16
  br i1 %tree_lane76, label %tree.then77, label %tree.done78

tree.then77:                                      ; preds = %tree.done75
  %883 = add i64 %lane, 16
  %884 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %885 = load i32, ptr addrspace(3) %884, align 4
  %886 = zext i32 %885 to i64
  %887 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %888 = load float, ptr addrspace(3) %887, align 4
  %889 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %883
  %890 = load i32, ptr addrspace(3) %889, align 4
  %891 = zext i32 %890 to i64
  %892 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %883
  %893 = load float, ptr addrspace(3) %892, align 4
  %894 = fcmp uno float %893, %893
  %895 = fcmp uno float %888, %888
  %896 = icmp ult i64 %891, %886
  %897 = fcmp ogt float %893, %888
  %898 = fcmp oeq float %893, %888
  %899 = xor i1 %895, true
  %900 = or i1 %899, %896
  %901 = and i1 %898, %896
  %902 = or i1 %897, %901
  %903 = xor i1 %895, true
  %904 = and i1 %903, %902
  %905 = select i1 %894, i1 %900, i1 %904
  %906 = select i1 %905, float %893, float %888
  %907 = select i1 %905, i64 %891, i64 %886
  %908 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %906, ptr addrspace(3) %908, align 4
  %909 = trunc i64 %907 to i32
  %910 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %909, ptr addrspace(3) %910, align 4
  br label %tree.done78

tree.done78:                                      ; preds = %tree.then77, %tree.done75
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane79 = icmp ult i64 %lane, 8
  br i1 %tree_lane79, label %tree.then80, label %tree.done81

tree.then80:                                      ; preds = %tree.done78
  %911 = add i64 %lane, 8
  %912 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %913 = load i32, ptr addrspace(3) %912, align 4
  %914 = zext i32 %913 to i64
  %915 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %916 = load float, ptr addrspace(3) %915, align 4
  %917 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %911
  %918 = load i32, ptr addrspace(3) %917, align 4
  %919 = zext i32 %918 to i64
  %920 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %911
  %921 = load float, ptr addrspace(3) %920, align 4
  %922 = fcmp uno float %921, %921
  %923 = fcmp uno float %916, %916
  %924 = icmp ult i64 %919, %914
  %925 = fcmp ogt float %921, %916
  %926 = fcmp oeq float %921, %916
  %927 = xor i1 %923, true
  %928 = or i1 %927, %924
  %929 = and i1 %926, %924
  %930 = or i1 %925, %929
  %931 = xor i1 %923, true
  %932 = and i1 %931, %930
  %933 = select i1 %922, i1 %928, i1 %932
  %934 = select i1 %933, float %921, float %916
  %935 = select i1 %933, i64 %919, i64 %914
  %936 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %934, ptr addrspace(3) %936, align 4
  %937 = trunc i64 %935 to i32
  %938 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %937, ptr addrspace(3) %938, align 4
  br label %tree.done81

tree.done81:                                      ; preds = %tree.then80, %tree.done78
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane82 = icmp ult i64 %lane, 4
  br i1 %tree_lane82, label %tree.then83, label %tree.done84

tree.then83:                                      ; preds = %tree.done81
  %939 = add i64 %lane, 4
  %940 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %941 = load i32, ptr addrspace(3) %940, align 4
  %942 = zext i32 %941 to i64
  %943 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %944 = load float, ptr addrspace(3) %943, align 4
  %945 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %939
  %946 = load i32, ptr addrspace(3) %945, align 4
  %947 = zext i32 %946 to i64
  %948 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %939
  %949 = load float, ptr addrspace(3) %948, align 4
  %950 = fcmp uno float %949, %949
  %951 = fcmp uno float %944, %944
  %952 = icmp ult i64 %947, %942
  %953 = fcmp ogt float %949, %944
  %954 = fcmp oeq float %949, %944
  %955 = xor i1 %951, true
  %956 = or i1 %955, %952
  %957 = and i1 %954, %952
  %958 = or i1 %953, %957
  %959 = xor i1 %951, true
  %960 = and i1 %959, %958
  %961 = select i1 %950, i1 %956, i1 %960
  %962 = select i1 %961, float %949, float %944
  %963 = select i1 %961, i64 %947, i64 %942
  %964 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %962, ptr addrspace(3) %964, align 4
  %965 = trunc i64 %963 to i32
  %966 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %965, ptr addrspace(3) %966, align 4
  br label %tree.done84

tree.done84:                                      ; preds = %tree.then83, %tree.done81
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane85 = icmp ult i64 %lane, 2
  br i1 %tree_lane85, label %tree.then86, label %tree.done87

tree.then86:                                      ; preds = %tree.done84
  %967 = add i64 %lane, 2
  %968 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %969 = load i32, ptr addrspace(3) %968, align 4
  %970 = zext i32 %969 to i64
  %971 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %972 = load float, ptr addrspace(3) %971, align 4
  %973 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %967
  %974 = load i32, ptr addrspace(3) %973, align 4
  %975 = zext i32 %974 to i64
  %976 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %967
  %977 = load float, ptr addrspace(3) %976, align 4
  %978 = fcmp uno float %977, %977
  %979 = fcmp uno float %972, %972
  %980 = icmp ult i64 %975, %970
  %981 = fcmp ogt float %977, %972
  %982 = fcmp oeq float %977, %972
  %983 = xor i1 %979, true
  %984 = or i1 %983, %980
  %985 = and i1 %982, %980
  %986 = or i1 %981, %985
  %987 = xor i1 %979, true
  %988 = and i1 %987, %986
  %989 = select i1 %978, i1 %984, i1 %988
  %990 = select i1 %989, float %977, float %972
  %991 = select i1 %989, i64 %975, i64 %970
  %992 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %990, ptr addrspace(3) %992, align 4
  %993 = trunc i64 %991 to i32
  %994 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %993, ptr addrspace(3) %994, align 4
  br label %tree.done87

tree.done87:                                      ; preds = %tree.then86, %tree.done84
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane88 = icmp ult i64 %lane, 1
  br i1 %tree_lane88, label %tree.then89, label %tree.done90

tree.then89:                                      ; preds = %tree.done87
  %995 = add i64 %lane, 1
  %996 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %997 = load i32, ptr addrspace(3) %996, align 4
  %998 = zext i32 %997 to i64
  %999 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %1000 = load float, ptr addrspace(3) %999, align 4
  %1001 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %995
  %1002 = load i32, ptr addrspace(3) %1001, align 4
  %1003 = zext i32 %1002 to i64
  %1004 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %995
  %1005 = load float, ptr addrspace(3) %1004, align 4
  %1006 = fcmp uno float %1005, %1005
  %1007 = fcmp uno float %1000, %1000
  %1008 = icmp ult i64 %1003, %998
  %1009 = fcmp ogt float %1005, %1000
  %1010 = fcmp oeq float %1005, %1000
  %1011 = xor i1 %1007, true
  %1012 = or i1 %1011, %1008
  %1013 = and i1 %1010, %1008
  %1014 = or i1 %1009, %1013
  %1015 = xor i1 %1007, true
  %1016 = and i1 %1015, %1014
  %1017 = select i1 %1006, i1 %1012, i1 %1016
  %1018 = select i1 %1017, float %1005, float %1000
  %1019 = select i1 %1017, i64 %1003, i64 %998
  %1020 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %1018, ptr addrspace(3) %1020, align 4
  %1021 = trunc i64 %1019 to i32
  %1022 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %1021, ptr addrspace(3) %1022, align 4
  br label %tree.done90

tree.done90:                                      ; preds = %tree.then89, %tree.done87
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then91, label %tree.result.done92

tree.result.then91:                               ; preds = %tree.done90
  %1023 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %1024 = zext i32 %1023 to i64
  %1025 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value93, align 4
  store i64 0, ptr %fold_index94, align 8
  store i64 0, ptr %pairwise_depth97, align 8
  store float %1025, ptr %fold_value93, align 4
  store i64 %1024, ptr %fold_index94, align 8
  %1026 = load i64, ptr %fold_index94, align 8
  %argmax = uitofp i64 %1026 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %tree.result.done92

tree.result.done92:                               ; preds = %tree.result.then91, %tree.done90
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature98 = add i64 %lane, 0
  %valid99 = icmp ult i64 %feature98, %n_features
  %1027 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1028 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid99, label %slot.then100, label %slot.done101

slot.then100:                                     ; preds = %tree.result.done92
  %1029 = load float, ptr %1027, align 4
  %1030 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1031 = fsub float %1029, %1030
  %1032 = fcmp olt float %1031, -1.040000e+02
  %1033 = select i1 %1032, float -1.040000e+02, float %1031
  %1034 = fcmp olt float 8.900000e+01, %1033
  %1035 = select i1 %1034, float 8.900000e+01, float %1033
  %1036 = fmul float %1035, 0x3FF7154760000000
  %1037 = fadd float %1036, 0x4168000000000000
  %1038 = fsub float %1037, 0x4168000000000000
  %1039 = bitcast float %1037 to i32
  %1040 = sub i32 %1039, 1262485504
  %1041 = fmul float %1038, 0x3FE62E4000000000
  %1042 = fsub float %1035, %1041
  %1043 = fmul float %1038, 0x3EB7F7D1C0000000
  %1044 = fsub float %1042, %1043
  %1045 = fmul float %1044, %1044
  %1046 = fmul float %1045, 0x3E66376980000000
  %1047 = fadd float 0xBEBBBD41C0000000, %1046
  %1048 = fmul float %1045, %1047
  %1049 = fadd float 0x3F11566AA0000000, %1048
  %1050 = fmul float %1045, %1049
  %1051 = fadd float 0xBF66C16C20000000, %1050
  %1052 = fmul float %1045, %1051
  %1053 = fadd float 0x3FC5555560000000, %1052
  %1054 = fmul float %1045, %1053
  %1055 = fsub float %1044, %1054
  %1056 = fmul float %1044, %1055
  %1057 = fsub float 2.000000e+00, %1055
  %1058 = fdiv float %1056, %1057
  %1059 = fsub float %1043, %1058
  %1060 = fsub float %1059, %1042
  %1061 = fsub float 1.000000e+00, %1060
  %1062 = add i32 %1040, 256
  %1063 = lshr i32 %1062, 1
  %1064 = sub i32 %1063, 1
  %1065 = add i32 %1040, 255
  %1066 = sub i32 %1065, %1063
  %1067 = shl i32 %1064, 23
  %1068 = shl i32 %1066, 23
  %1069 = bitcast i32 %1067 to float
  %1070 = bitcast i32 %1068 to float
  %1071 = fmul float %1061, %1069
  %1072 = fmul float %1071, %1070
  %1073 = fcmp uno float %1031, %1031
  %1074 = select i1 %1073, float 0x7FF8000000000000, float %1072
  %1075 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature98
  store float %1074, ptr addrspace(3) %1075, align 4
  br label %slot.done101

slot.done101:                                     ; preds = %slot.then100, %tree.result.done92
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1076 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %1076, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done101
  %tree_sum = phi i64 [ 0, %slot.done101 ], [ %1086, %tree_sum.pairs.exit ]
  %1077 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %1077, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %1078 = add i64 %1076, %span
  %pairs = lshr i64 %1078, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %1085, %tree_sum.pairs.body ]
  %1079 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %1079, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %1080 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %left
  %1081 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %right
  %1082 = load float, ptr addrspace(3) %1080, align 4
  %1083 = load float, ptr addrspace(3) %1081, align 4
  %1084 = fadd float %1082, %1083
  store float %1084, ptr addrspace(3) %1080, align 4
  %1085 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1086 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %1087 = load float, ptr addrspace(3) @tessera_fold_scratch_w1024, align 4
  store float %1087, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw102 = icmp ne i32 %draw_noise, 0
  br i1 %draw102, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature103 = add i64 %lane, 0
  %valid104 = icmp ult i64 %feature103, %n_features
  %1088 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1089 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature111 = add i64 %lane, 0
  %valid112 = icmp ult i64 %feature111, %n_features
  %1090 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1091 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then113, label %uniform_sinks.done114

noise.done:                                       ; preds = %slot.done118, %slot.done108
  %t_next = fmul float %10, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %1092 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature105 = add i64 %lane, 0
  %valid106 = icmp ult i64 %feature105, %n_features
  %1093 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1094 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid106, label %slot.then107, label %slot.done108

slot.then107:                                     ; preds = %uniform_sinks.done
  %1095 = load float, ptr %1093, align 4
  %1096 = fmul float 2.000000e+00, %1095
  %1097 = fmul float 0x3FA99999A0000000, %1096
  %1098 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature105
  %1099 = load float, ptr addrspace(1) %1098, align 4
  %1100 = fmul float -1.000000e+00, %1099
  %1101 = fadd float %1097, %1100
  %1102 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1103 = fdiv float 1.000000e+00, %1102
  %1104 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1105 = fsub float %1095, %1104
  %1106 = fcmp olt float %1105, -1.040000e+02
  %1107 = select i1 %1106, float -1.040000e+02, float %1105
  %1108 = fcmp olt float 8.900000e+01, %1107
  %1109 = select i1 %1108, float 8.900000e+01, float %1107
  %1110 = fmul float %1109, 0x3FF7154760000000
  %1111 = fadd float %1110, 0x4168000000000000
  %1112 = fsub float %1111, 0x4168000000000000
  %1113 = bitcast float %1111 to i32
  %1114 = sub i32 %1113, 1262485504
  %1115 = fmul float %1112, 0x3FE62E4000000000
  %1116 = fsub float %1109, %1115
  %1117 = fmul float %1112, 0x3EB7F7D1C0000000
  %1118 = fsub float %1116, %1117
  %1119 = fmul float %1118, %1118
  %1120 = fmul float %1119, 0x3E66376980000000
  %1121 = fadd float 0xBEBBBD41C0000000, %1120
  %1122 = fmul float %1119, %1121
  %1123 = fadd float 0x3F11566AA0000000, %1122
  %1124 = fmul float %1119, %1123
  %1125 = fadd float 0xBF66C16C20000000, %1124
  %1126 = fmul float %1119, %1125
  %1127 = fadd float 0x3FC5555560000000, %1126
  %1128 = fmul float %1119, %1127
  %1129 = fsub float %1118, %1128
  %1130 = fmul float %1118, %1129
  %1131 = fsub float 2.000000e+00, %1129
  %1132 = fdiv float %1130, %1131
  %1133 = fsub float %1117, %1132
  %1134 = fsub float %1133, %1116
  %1135 = fsub float 1.000000e+00, %1134
  %1136 = add i32 %1114, 256
  %1137 = lshr i32 %1136, 1
  %1138 = sub i32 %1137, 1
  %1139 = add i32 %1114, 255
  %1140 = sub i32 %1139, %1137
  %1141 = shl i32 %1138, 23
  %1142 = shl i32 %1140, 23
  %1143 = bitcast i32 %1141 to float
  %1144 = bitcast i32 %1142 to float
  %1145 = fmul float %1135, %1143
  %1146 = fmul float %1145, %1144
  %1147 = fcmp uno float %1105, %1105
  %1148 = select i1 %1147, float 0x7FF8000000000000, float %1146
  %1149 = fmul float %1103, %1148
  %1150 = fadd float %1101, %1149
  %feature109 = uitofp i64 %feature105 to float
  %1151 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1152 = fcmp oeq float %feature109, %1151
  %1153 = select i1 %1152, float 1.000000e+00, float 0.000000e+00
  %1154 = fcmp une float %1153, 0.000000e+00
  %1155 = select i1 %1154, float 0x3FB99999A0000000, float 0.000000e+00
  %1156 = fadd float %1150, %1155
  %1157 = fmul float %1156, %eta
  %1158 = fsub float %1095, %1157
  %1159 = load float, ptr %1094, align 4
  %1160 = fmul float %1159, %noise_scale3
  %1161 = fadd float %1158, %1160
  %bits110 = bitcast float %1161 to i32
  %magnitude = and i32 %bits110, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits110
  store i32 %canonical, ptr %1093, align 4
  br label %slot.done108

slot.done108:                                     ; preds = %slot.then107, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then113:                            ; preds = %quiet
  br label %uniform_sinks.done114

uniform_sinks.done114:                            ; preds = %uniform_sinks.then113, %quiet
  %feature115 = add i64 %lane, 0
  %valid116 = icmp ult i64 %feature115, %n_features
  %1162 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1163 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid116, label %slot.then117, label %slot.done118

slot.then117:                                     ; preds = %uniform_sinks.done114
  %1164 = load float, ptr %1162, align 4
  %1165 = fmul float 2.000000e+00, %1164
  %1166 = fmul float 0x3FA99999A0000000, %1165
  %1167 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature115
  %1168 = load float, ptr addrspace(1) %1167, align 4
  %1169 = fmul float -1.000000e+00, %1168
  %1170 = fadd float %1166, %1169
  %1171 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1172 = fdiv float 1.000000e+00, %1171
  %1173 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1174 = fsub float %1164, %1173
  %1175 = fcmp olt float %1174, -1.040000e+02
  %1176 = select i1 %1175, float -1.040000e+02, float %1174
  %1177 = fcmp olt float 8.900000e+01, %1176
  %1178 = select i1 %1177, float 8.900000e+01, float %1176
  %1179 = fmul float %1178, 0x3FF7154760000000
  %1180 = fadd float %1179, 0x4168000000000000
  %1181 = fsub float %1180, 0x4168000000000000
  %1182 = bitcast float %1180 to i32
  %1183 = sub i32 %1182, 1262485504
  %1184 = fmul float %1181, 0x3FE62E4000000000
  %1185 = fsub float %1178, %1184
  %1186 = fmul float %1181, 0x3EB7F7D1C0000000
  %1187 = fsub float %1185, %1186
  %1188 = fmul float %1187, %1187
  %1189 = fmul float %1188, 0x3E66376980000000
  %1190 = fadd float 0xBEBBBD41C0000000, %1189
  %1191 = fmul float %1188, %1190
  %1192 = fadd float 0x3F11566AA0000000, %1191
  %1193 = fmul float %1188, %1192
  %1194 = fadd float 0xBF66C16C20000000, %1193
  %1195 = fmul float %1188, %1194
  %1196 = fadd float 0x3FC5555560000000, %1195
  %1197 = fmul float %1188, %1196
  %1198 = fsub float %1187, %1197
  %1199 = fmul float %1187, %1198
  %1200 = fsub float 2.000000e+00, %1198
  %1201 = fdiv float %1199, %1200
  %1202 = fsub float %1186, %1201
  %1203 = fsub float %1202, %1185
  %1204 = fsub float 1.000000e+00, %1203
  %1205 = add i32 %1183, 256
  %1206 = lshr i32 %1205, 1
  %1207 = sub i32 %1206, 1
  %1208 = add i32 %1183, 255
  %1209 = sub i32 %1208, %1206
  %1210 = shl i32 %1207, 23
  %1211 = shl i32 %1209, 23
  %1212 = bitcast i32 %1210 to float
  %1213 = bitcast i32 %1211 to float
  %1214 = fmul float %1204, %1212
  %1215 = fmul float %1214, %1213
  %1216 = fcmp uno float %1174, %1174
  %1217 = select i1 %1216, float 0x7FF8000000000000, float %1215
  %1218 = fmul float %1172, %1217
  %1219 = fadd float %1170, %1218
  %feature119 = uitofp i64 %feature115 to float
  %1220 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1221 = fcmp oeq float %feature119, %1220
  %1222 = select i1 %1221, float 1.000000e+00, float 0.000000e+00
  %1223 = fcmp une float %1222, 0.000000e+00
  %1224 = select i1 %1223, float 0x3FB99999A0000000, float 0.000000e+00
  %1225 = fadd float %1219, %1224
  %1226 = fmul float %1225, %eta
  %1227 = fsub float %1164, %1226
  %1228 = fmul float 0.000000e+00, %noise_scale3
  %1229 = fadd float %1227, %1228
  %bits120 = bitcast float %1227 to i32
  %magnitude121 = and i32 %bits120, 2147483647
  %is_nan122 = icmp ugt i32 %magnitude121, 2139095040
  %canonical123 = select i1 %is_nan122, i32 2143289344, i32 %bits120
  store i32 %canonical123, ptr %1162, align 4
  br label %slot.done118

slot.done118:                                     ; preds = %slot.then117, %uniform_sinks.done114
  br label %noise.done

slot.then126:                                     ; preds = %step.exit
  %1230 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature124
  %1231 = load float, ptr %15, align 4
  store float %1231, ptr addrspace(1) %1230, align 4
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
