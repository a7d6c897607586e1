; ModuleID = 'softmax_fast'
source_filename = "softmax_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [192 x float] undef, align 4
@tessera_tree_values_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_f64_3ff921fb54442d18 = internal addrspace(4) externally_initialized constant double 0x3FF921FB54442D18, align 8
@tessera_f64_3ec71de3a556c734 = internal addrspace(4) externally_initialized constant double 0x3EC71DE3A556C734, align 8
@tessera_f64_bf2a01a01a01a01a = internal addrspace(4) externally_initialized constant double 0xBF2A01A01A01A01A, align 8
@tessera_f64_3f81111111111111 = internal addrspace(4) externally_initialized constant double 0x3F81111111111111, align 8
@tessera_f64_bfc5555555555555 = internal addrspace(4) externally_initialized constant double 0xBFC5555555555555, align 8
@tessera_f64_be927e4fb7789f5c = internal addrspace(4) externally_initialized constant double 0xBE927E4FB7789F5C, align 8
@tessera_f64_3efa01a01a01a01a = internal addrspace(4) externally_initialized constant double 0x3EFA01A01A01A01A, align 8
@tessera_f64_bf56c16c16c16c17 = internal addrspace(4) externally_initialized constant double 0xBF56C16C16C16C17, align 8
@tessera_f64_3fa5555555555555 = internal addrspace(4) externally_initialized constant double 0x3FA5555555555555, align 8
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
  %noise_scale3 = alloca float, align 4
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
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %619, %noise.done ]
  %16 = icmp ult i64 %step, %steps
  br i1 %16, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then79, label %store.done80

anneal.then:                                      ; preds = %step.body
  %17 = load float, ptr %temperature1, align 4
  %18 = fmul float %two_eta, %17
  %19 = fcmp olt float 0.000000e+00, %18
  %20 = call float @llvm.sqrt.f32(float %18)
  %21 = select i1 %19, float %20, float 0.000000e+00
  store float %21, ptr %noise_scale3, align 4
  %t_next = fmul float %17, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %22 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

quad_noise.then:                                  ; preds = %anneal.done
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %anneal.done
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  %24 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid16, label %slot.then17, label %slot.done18

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_slot = and i64 %quad_lane, 0
  %25 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %25
  %26 = mul i64 %quad_slot, 4
  %quad_feature = add i64 %lane, %26
  %feature4 = add i64 %quad_feature, 0
  %27 = add i64 %n_features, 3
  %groups = lshr i64 %27, 2
  %28 = mul i64 %row_read, %groups
  %29 = lshr i64 %feature4, 2
  %group5 = add i64 %28, %29
  %30 = trunc i64 %key0 to i32
  %31 = lshr i64 %key0, 32
  %32 = trunc i64 %31 to i32
  %33 = trunc i64 %group5 to i32
  %34 = trunc i64 %quad_key1_step to i32
  %35 = lshr i64 %quad_key1_step, 32
  %36 = trunc i64 %35 to i32
  %37 = lshr i64 %group5, 32
  %38 = trunc i64 %37 to i32
  %39 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %33)
  %40 = mul i32 -766435501, %33
  %41 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %36)
  %42 = mul i32 -845247145, %36
  %43 = xor i32 %41, %34
  %44 = xor i32 %43, %30
  %45 = xor i32 %39, %38
  %46 = xor i32 %45, %32
  %47 = add i32 %30, -1640531527
  %48 = add i32 %32, -1150833019
  %49 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %44)
  %50 = mul i32 -766435501, %44
  %51 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %46)
  %52 = mul i32 -845247145, %46
  %53 = xor i32 %51, %42
  %54 = xor i32 %53, %47
  %55 = xor i32 %49, %40
  %56 = xor i32 %55, %48
  %57 = add i32 %47, -1640531527
  %58 = add i32 %48, -1150833019
  %59 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %54)
  %60 = mul i32 -766435501, %54
  %61 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %56)
  %62 = mul i32 -845247145, %56
  %63 = xor i32 %61, %52
  %64 = xor i32 %63, %57
  %65 = xor i32 %59, %50
  %66 = xor i32 %65, %58
  %67 = add i32 %57, -1640531527
  %68 = add i32 %58, -1150833019
  %69 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %64)
  %70 = mul i32 -766435501, %64
  %71 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %66)
  %72 = mul i32 -845247145, %66
  %73 = xor i32 %71, %62
  %74 = xor i32 %73, %67
  %75 = xor i32 %69, %60
  %76 = xor i32 %75, %68
  %77 = add i32 %67, -1640531527
  %78 = add i32 %68, -1150833019
  %79 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %74)
  %80 = mul i32 -766435501, %74
  %81 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %76)
  %82 = mul i32 -845247145, %76
  %83 = xor i32 %81, %72
  %84 = xor i32 %83, %77
  %85 = xor i32 %79, %70
  %86 = xor i32 %85, %78
  %87 = add i32 %77, -1640531527
  %88 = add i32 %78, -1150833019
  %89 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %84)
  %90 = mul i32 -766435501, %84
  %91 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %86)
  %92 = mul i32 -845247145, %86
  %93 = xor i32 %91, %82
  %94 = xor i32 %93, %87
  %95 = xor i32 %89, %80
  %96 = xor i32 %95, %88
  %97 = add i32 %87, -1640531527
  %98 = add i32 %88, -1150833019
  %99 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %94)
  %100 = mul i32 -766435501, %94
  %101 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %96)
  %102 = mul i32 -845247145, %96
  %103 = xor i32 %101, %92
  %104 = xor i32 %103, %97
  %105 = xor i32 %99, %90
  %106 = xor i32 %105, %98
  %107 = add i32 %97, -1640531527
  %108 = add i32 %98, -1150833019
  %109 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %104)
  %110 = mul i32 -766435501, %104
  %111 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %106)
  %112 = mul i32 -845247145, %106
  %113 = xor i32 %111, %102
  %114 = xor i32 %113, %107
  %115 = xor i32 %109, %100
  %116 = xor i32 %115, %108
  %117 = add i32 %107, -1640531527
  %118 = add i32 %108, -1150833019
  %119 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %114)
  %120 = mul i32 -766435501, %114
  %121 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %116)
  %122 = mul i32 -845247145, %116
  %123 = xor i32 %121, %112
  %124 = xor i32 %123, %117
  %125 = xor i32 %119, %110
  %126 = xor i32 %125, %118
  %127 = add i32 %117, -1640531527
  %128 = add i32 %118, -1150833019
  %129 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %124)
  %130 = mul i32 -766435501, %124
  %131 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %126)
  %132 = mul i32 -845247145, %126
  %133 = xor i32 %131, %122
  %134 = xor i32 %133, %127
  %135 = xor i32 %129, %120
  %136 = xor i32 %135, %128
  %137 = lshr i32 %134, 9
  %138 = sitofp i32 %137 to float
  %139 = fadd float %138, 5.000000e-01
  %140 = fmul float %139, 0x3E80000000000000
  %141 = lshr i32 %132, 9
  %142 = sitofp i32 %141 to float
  %143 = fadd float %142, 5.000000e-01
  %144 = fmul float %143, 0x3E80000000000000
  %145 = bitcast float %140 to i32
  %146 = add i32 %145, 4913933
  %147 = lshr i32 %146, 23
  %148 = sub i32 %147, 127
  %149 = and i32 %146, 8388607
  %150 = add i32 %149, 1060439283
  %151 = bitcast i32 %150 to float
  %152 = fsub float %151, 1.000000e+00
  %153 = fadd float 2.000000e+00, %152
  %154 = fdiv float %152, %153
  %155 = fmul float %154, %154
  %156 = fmul float %155, %155
  %157 = fmul float %156, 0x3FCF13C4C0000000
  %158 = fadd float 0x3FD999C260000000, %157
  %159 = fmul float %156, %158
  %160 = fmul float %156, 0x3FD23D3DC0000000
  %161 = fadd float 0x3FE5555540000000, %160
  %162 = fmul float %155, %161
  %163 = fadd float %162, %159
  %164 = fmul float 5.000000e-01, %152
  %165 = fmul float %164, %152
  %166 = sitofp i32 %148 to float
  %167 = fadd float %165, %163
  %168 = fmul float %154, %167
  %169 = fmul float %166, 0x3EE2FEFA20000000
  %170 = fadd float %168, %169
  %171 = fsub float %170, %165
  %172 = fadd float %171, %152
  %173 = fmul float %166, 0x3FE62E3000000000
  %174 = fadd float %172, %173
  %175 = fmul float -2.000000e+00, %174
  %176 = call float @llvm.sqrt.f32(float %175)
  %177 = fpext float %144 to double
  %178 = fmul double %177, 4.000000e+00
  %179 = fadd double %178, 0x4338000000000000
  %180 = fsub double %179, 0x4338000000000000
  %181 = fsub double %178, %180
  %182 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %183 = fmul double %181, %182
  %184 = fmul double %183, %183
  %185 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %186 = fmul double %184, %185
  %187 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %188 = fadd double %187, %186
  %189 = fmul double %184, %188
  %190 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %191 = fadd double %190, %189
  %192 = fmul double %184, %191
  %193 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %194 = fadd double %193, %192
  %195 = fmul double %183, %184
  %196 = fmul double %195, %194
  %197 = fadd double %183, %196
  %198 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %199 = fmul double %184, %198
  %200 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %201 = fadd double %200, %199
  %202 = fmul double %184, %201
  %203 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %204 = fadd double %203, %202
  %205 = fmul double %184, %204
  %206 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %207 = fadd double %206, %205
  %208 = fmul double %184, %184
  %209 = fmul double %208, %207
  %210 = fmul double 5.000000e-01, %184
  %211 = fsub double 1.000000e+00, %210
  %212 = fadd double %211, %209
  %213 = fptrunc double %197 to float
  %214 = fptrunc double %212 to float
  %215 = fneg float %213
  %216 = fneg float %214
  %217 = bitcast double %179 to i64
  %218 = and i64 %217, 1
  %219 = and i64 %217, 2
  %220 = icmp eq i64 %218, 1
  %221 = icmp eq i64 %219, 2
  %222 = select i1 %221, float %215, float %213
  %223 = select i1 %221, float %216, float %214
  %224 = select i1 %220, float %223, float %222
  %225 = select i1 %221, float %216, float %214
  %226 = select i1 %221, float %213, float %215
  %227 = select i1 %220, float %226, float %225
  %228 = fmul float %176, %227
  %229 = fmul float %176, %224
  %230 = lshr i32 %136, 9
  %231 = sitofp i32 %230 to float
  %232 = fadd float %231, 5.000000e-01
  %233 = fmul float %232, 0x3E80000000000000
  %234 = lshr i32 %130, 9
  %235 = sitofp i32 %234 to float
  %236 = fadd float %235, 5.000000e-01
  %237 = fmul float %236, 0x3E80000000000000
  %238 = bitcast float %233 to i32
  %239 = add i32 %238, 4913933
  %240 = lshr i32 %239, 23
  %241 = sub i32 %240, 127
  %242 = and i32 %239, 8388607
  %243 = add i32 %242, 1060439283
  %244 = bitcast i32 %243 to float
  %245 = fsub float %244, 1.000000e+00
  %246 = fadd float 2.000000e+00, %245
  %247 = fdiv float %245, %246
  %248 = fmul float %247, %247
  %249 = fmul float %248, %248
  %250 = fmul float %249, 0x3FCF13C4C0000000
  %251 = fadd float 0x3FD999C260000000, %250
  %252 = fmul float %249, %251
  %253 = fmul float %249, 0x3FD23D3DC0000000
  %254 = fadd float 0x3FE5555540000000, %253
  %255 = fmul float %248, %254
  %256 = fadd float %255, %252
  %257 = fmul float 5.000000e-01, %245
  %258 = fmul float %257, %245
  %259 = sitofp i32 %241 to float
  %260 = fadd float %258, %256
  %261 = fmul float %247, %260
  %262 = fmul float %259, 0x3EE2FEFA20000000
  %263 = fadd float %261, %262
  %264 = fsub float %263, %258
  %265 = fadd float %264, %245
  %266 = fmul float %259, 0x3FE62E3000000000
  %267 = fadd float %265, %266
  %268 = fmul float -2.000000e+00, %267
  %269 = call float @llvm.sqrt.f32(float %268)
  %270 = fpext float %237 to double
  %271 = fmul double %270, 4.000000e+00
  %272 = fadd double %271, 0x4338000000000000
  %273 = fsub double %272, 0x4338000000000000
  %274 = fsub double %271, %273
  %275 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %276 = fmul double %274, %275
  %277 = fmul double %276, %276
  %278 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %279 = fmul double %277, %278
  %280 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %281 = fadd double %280, %279
  %282 = fmul double %277, %281
  %283 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %284 = fadd double %283, %282
  %285 = fmul double %277, %284
  %286 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %287 = fadd double %286, %285
  %288 = fmul double %276, %277
  %289 = fmul double %288, %287
  %290 = fadd double %276, %289
  %291 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %292 = fmul double %277, %291
  %293 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %294 = fadd double %293, %292
  %295 = fmul double %277, %294
  %296 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %297 = fadd double %296, %295
  %298 = fmul double %277, %297
  %299 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %300 = fadd double %299, %298
  %301 = fmul double %277, %277
  %302 = fmul double %301, %300
  %303 = fmul double 5.000000e-01, %277
  %304 = fsub double 1.000000e+00, %303
  %305 = fadd double %304, %302
  %306 = fptrunc double %290 to float
  %307 = fptrunc double %305 to float
  %308 = fneg float %306
  %309 = fneg float %307
  %310 = bitcast double %272 to i64
  %311 = and i64 %310, 1
  %312 = and i64 %310, 2
  %313 = icmp eq i64 %311, 1
  %314 = icmp eq i64 %312, 2
  %315 = select i1 %314, float %308, float %306
  %316 = select i1 %314, float %309, float %307
  %317 = select i1 %313, float %316, float %315
  %318 = select i1 %314, float %309, float %307
  %319 = select i1 %314, float %306, float %308
  %320 = select i1 %313, float %319, float %318
  %321 = fmul float %269, %320
  %322 = fmul float %269, %317
  %323 = add i64 %quad_lane, 4
  %quad_send = and i64 %323, 3
  %324 = and i64 %quad_send, 1
  %325 = icmp ne i64 %324, 0
  %326 = and i64 %quad_send, 2
  %327 = icmp ne i64 %326, 0
  %328 = select i1 %325, float %229, float %228
  %329 = select i1 %325, float %322, float %321
  %330 = select i1 %327, float %329, float %328
  %331 = bitcast float %330 to i32
  %332 = bitcast i32 %331 to float
  %333 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %332, ptr %333, align 4
  %334 = add i64 %quad_lane, 3
  %quad_send6 = and i64 %334, 3
  %335 = and i64 %quad_send6, 1
  %336 = icmp ne i64 %335, 0
  %337 = and i64 %quad_send6, 2
  %338 = icmp ne i64 %337, 0
  %339 = select i1 %336, float %229, float %228
  %340 = select i1 %336, float %322, float %321
  %341 = select i1 %338, float %340, float %339
  %342 = bitcast float %341 to i32
  %343 = trunc i64 %thread to i32
  %warp_lane = and i32 %343, 31
  %344 = and i32 %warp_lane, -4
  %345 = add i32 %warp_lane, 1
  %346 = and i32 %345, 3
  %quad_source = or i32 %344, %346
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %342, i32 %quad_source, i32 31)
  %347 = bitcast i32 %quad to float
  %348 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %347, ptr %348, align 4
  %349 = add i64 %quad_lane, 2
  %quad_send7 = and i64 %349, 3
  %350 = and i64 %quad_send7, 1
  %351 = icmp ne i64 %350, 0
  %352 = and i64 %quad_send7, 2
  %353 = icmp ne i64 %352, 0
  %354 = select i1 %351, float %229, float %228
  %355 = select i1 %351, float %322, float %321
  %356 = select i1 %353, float %355, float %354
  %357 = bitcast float %356 to i32
  %358 = trunc i64 %thread to i32
  %warp_lane8 = and i32 %358, 31
  %359 = and i32 %warp_lane8, -4
  %360 = add i32 %warp_lane8, 2
  %361 = and i32 %360, 3
  %quad_source9 = or i32 %359, %361
  %quad10 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %357, i32 %quad_source9, i32 31)
  %362 = bitcast i32 %quad10 to float
  %363 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %362, ptr %363, align 4
  %364 = add i64 %quad_lane, 1
  %quad_send11 = and i64 %364, 3
  %365 = and i64 %quad_send11, 1
  %366 = icmp ne i64 %365, 0
  %367 = and i64 %quad_send11, 2
  %368 = icmp ne i64 %367, 0
  %369 = select i1 %366, float %229, float %228
  %370 = select i1 %366, float %322, float %321
  %371 = select i1 %368, float %370, float %369
  %372 = bitcast float %371 to i32
  %373 = trunc i64 %thread to i32
  %warp_lane12 = and i32 %373, 31
  %374 = and i32 %warp_lane12, -4
  %375 = add i32 %warp_lane12, 3
  %376 = and i32 %375, 3
  %quad_source13 = or i32 %374, %376
  %quad14 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %372, i32 %quad_source13, i32 31)
  %377 = bitcast i32 %quad14 to float
  %378 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %377, ptr %378, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %379 = sub i64 4, %quad_lane
  %380 = mul i64 %quad_step, 1
  %381 = add i64 %380, 0
  %382 = add i64 %381, %379
  %quad_round = and i64 %382, 3
  %383 = getelementptr inbounds float, ptr %quad_held, i64 0
  %384 = load float, ptr %383, align 4
  %385 = getelementptr inbounds float, ptr %quad_held, i64 1
  %386 = load float, ptr %385, align 4
  %387 = getelementptr inbounds float, ptr %quad_held, i64 2
  %388 = load float, ptr %387, align 4
  %389 = getelementptr inbounds float, ptr %quad_held, i64 3
  %390 = load float, ptr %389, align 4
  %391 = and i64 %quad_round, 1
  %392 = icmp ne i64 %391, 0
  %393 = and i64 %quad_round, 2
  %394 = icmp ne i64 %393, 0
  %395 = select i1 %392, float %386, float %384
  %396 = select i1 %392, float %390, float %388
  %397 = select i1 %394, float %396, float %395
  %398 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %397, ptr %398, align 4
  br label %quad_noise.done

slot.then17:                                      ; preds = %quad_noise.done
  %399 = load float, ptr %23, align 4
  %400 = load float, ptr %fold_value, align 4
  %401 = fcmp ogt float %399, %400
  %402 = fcmp uno float %399, %399
  %403 = fcmp ord float %400, %400
  %404 = and i1 %402, %403
  %take = or i1 %401, %404
  %405 = select i1 %take, float %399, float %400
  store float %405, ptr %fold_value, align 4
  %406 = load i64, ptr %fold_index, align 8
  %407 = select i1 %take, i64 %feature15, i64 %406
  store i64 %407, ptr %fold_index, align 8
  br label %slot.done18

slot.done18:                                      ; preds = %slot.then17, %quad_noise.done
  %408 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %409 = load float, ptr %fold_value, align 4
  %410 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %409, ptr addrspace(3) %410, align 4
  %411 = trunc i64 %best_index to i32
  %412 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %411, ptr addrspace(3) %412, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 2
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done18
  %413 = add i64 %lane, 2
  %414 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %415 = load i32, ptr addrspace(3) %414, align 4
  %416 = zext i32 %415 to i64
  %417 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %418 = load float, ptr addrspace(3) %417, align 4
  %419 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %413
  %420 = load i32, ptr addrspace(3) %419, align 4
  %421 = zext i32 %420 to i64
  %422 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %413
  %423 = load float, ptr addrspace(3) %422, align 4
  %424 = fcmp uno float %423, %423
  %425 = fcmp uno float %418, %418
  %426 = icmp ult i64 %421, %416
  %427 = fcmp ogt float %423, %418
  %428 = fcmp oeq float %423, %418
  %429 = xor i1 %425, true
  %430 = or i1 %429, %426
  %431 = and i1 %428, %426
  %432 = or i1 %427, %431
  %433 = xor i1 %425, true
  %434 = and i1 %433, %432
  %435 = select i1 %424, i1 %430, i1 %434
  %436 = select i1 %435, float %423, float %418
  %437 = select i1 %435, i64 %421, i64 %416
  %438 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %436, ptr addrspace(3) %438, align 4
  %439 = trunc i64 %437 to i32
  %440 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %439, ptr addrspace(3) %440, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane19 = icmp ult i64 %lane, 1
  br i1 %tree_lane19, label %tree.then20, label %tree.done21

tree.then20:                                      ; preds = %tree.done
  %441 = add i64 %lane, 1
  %442 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %443 = load i32, ptr addrspace(3) %442, align 4
  %444 = zext i32 %443 to i64
  %445 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %446 = load float, ptr addrspace(3) %445, align 4
  %447 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %441
  %448 = load i32, ptr addrspace(3) %447, align 4
  %449 = zext i32 %448 to i64
  %450 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %441
  %451 = load float, ptr addrspace(3) %450, align 4
  %452 = fcmp uno float %451, %451
  %453 = fcmp uno float %446, %446
  %454 = icmp ult i64 %449, %444
  %455 = fcmp ogt float %451, %446
  %456 = fcmp oeq float %451, %446
  %457 = xor i1 %453, true
  %458 = or i1 %457, %454
  %459 = and i1 %456, %454
  %460 = or i1 %455, %459
  %461 = xor i1 %453, true
  %462 = and i1 %461, %460
  %463 = select i1 %452, i1 %458, i1 %462
  %464 = select i1 %463, float %451, float %446
  %465 = select i1 %463, i64 %449, i64 %444
  %466 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %464, ptr addrspace(3) %466, align 4
  %467 = trunc i64 %465 to i32
  %468 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %467, ptr addrspace(3) %468, align 4
  br label %tree.done21

tree.done21:                                      ; preds = %tree.then20, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done21
  %469 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %470 = load i32, ptr addrspace(3) %469, align 4
  %471 = zext i32 %470 to i64
  %472 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %473 = load float, ptr addrspace(3) %472, align 4
  store float 0xFFF0000000000000, ptr %fold_value22, align 4
  store i64 0, ptr %fold_index23, align 8
  store i64 0, ptr %pairwise_depth26, align 8
  store float %473, ptr %fold_value22, align 4
  store i64 %471, ptr %fold_index23, align 8
  %474 = load float, ptr %fold_value22, align 4
  store float %474, ptr addrspace(3) %408, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done21
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value27, align 4
  store i64 0, ptr %fold_index28, align 8
  store i64 0, ptr %pairwise_depth31, align 8
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %475 = getelementptr inbounds float, ptr %state_regs, i64 0
  %476 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %tree.result.done
  %477 = load float, ptr %475, align 4
  %478 = load float, ptr %fold_value27, align 4
  %479 = fcmp ogt float %477, %478
  %480 = fcmp uno float %477, %477
  %481 = fcmp ord float %478, %478
  %482 = and i1 %480, %481
  %take36 = or i1 %479, %482
  %483 = select i1 %take36, float %477, float %478
  store float %483, ptr %fold_value27, align 4
  %484 = load i64, ptr %fold_index28, align 8
  %485 = select i1 %take36, i64 %feature32, i64 %484
  store i64 %485, ptr %fold_index28, align 8
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %tree.result.done
  %486 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index37 = load i64, ptr %fold_index28, align 8
  %487 = load float, ptr %fold_value27, align 4
  %488 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %487, ptr addrspace(3) %488, align 4
  %489 = trunc i64 %best_index37 to i32
  %490 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %489, ptr addrspace(3) %490, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 2
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %slot.done35
  %491 = add i64 %lane, 2
  %492 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %493 = load i32, ptr addrspace(3) %492, align 4
  %494 = zext i32 %493 to i64
  %495 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %496 = load float, ptr addrspace(3) %495, align 4
  %497 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %491
  %498 = load i32, ptr addrspace(3) %497, align 4
  %499 = zext i32 %498 to i64
  %500 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %491
  %501 = load float, ptr addrspace(3) %500, align 4
  %502 = fcmp uno float %501, %501
  %503 = fcmp uno float %496, %496
  %504 = icmp ult i64 %499, %494
  %505 = fcmp ogt float %501, %496
  %506 = fcmp oeq float %501, %496
  %507 = xor i1 %503, true
  %508 = or i1 %507, %504
  %509 = and i1 %506, %504
  %510 = or i1 %505, %509
  %511 = xor i1 %503, true
  %512 = and i1 %511, %510
  %513 = select i1 %502, i1 %508, i1 %512
  %514 = select i1 %513, float %501, float %496
  %515 = select i1 %513, i64 %499, i64 %494
  %516 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %514, ptr addrspace(3) %516, align 4
  %517 = trunc i64 %515 to i32
  %518 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %517, ptr addrspace(3) %518, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %slot.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane41 = icmp ult i64 %lane, 1
  br i1 %tree_lane41, label %tree.then42, label %tree.done43

tree.then42:                                      ; preds = %tree.done40
  %519 = add i64 %lane, 1
  %520 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %521 = load i32, ptr addrspace(3) %520, align 4
  %522 = zext i32 %521 to i64
  %523 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %524 = load float, ptr addrspace(3) %523, align 4
  %525 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %519
  %526 = load i32, ptr addrspace(3) %525, align 4
  %527 = zext i32 %526 to i64
  %528 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %519
  %529 = load float, ptr addrspace(3) %528, align 4
  %530 = fcmp uno float %529, %529
  %531 = fcmp uno float %524, %524
  %532 = icmp ult i64 %527, %522
  %533 = fcmp ogt float %529, %524
  %534 = fcmp oeq float %529, %524
  %535 = xor i1 %531, true
  %536 = or i1 %535, %532
  %537 = and i1 %534, %532
  %538 = or i1 %533, %537
  %539 = xor i1 %531, true
  %540 = and i1 %539, %538
  %541 = select i1 %530, i1 %536, i1 %540
  %542 = select i1 %541, float %529, float %524
  %543 = select i1 %541, i64 %527, i64 %522
  %544 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %542, ptr addrspace(3) %544, align 4
  %545 = trunc i64 %543 to i32
  %546 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %545, ptr addrspace(3) %546, align 4
  br label %tree.done43

tree.done43:                                      ; preds = %tree.then42, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then44, label %tree.result.done45

tree.result.then44:                               ; preds = %tree.done43
  %547 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %548 = load i32, ptr addrspace(3) %547, align 4
  %549 = zext i32 %548 to i64
  %550 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %551 = load float, ptr addrspace(3) %550, align 4
  store float 0xFFF0000000000000, ptr %fold_value46, align 4
  store i64 0, ptr %fold_index47, align 8
  store i64 0, ptr %pairwise_depth50, align 8
  store float %551, ptr %fold_value46, align 4
  store i64 %549, ptr %fold_index47, align 8
  %552 = load i64, ptr %fold_index47, align 8
  %argmax = uitofp i64 %552 to float
  store float %argmax, ptr addrspace(3) %486, align 4
  br label %tree.result.done45

tree.result.done45:                               ; preds = %tree.result.then44, %tree.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature51 = add i64 %lane, 0
  %valid52 = icmp ult i64 %feature51, %n_features
  %553 = getelementptr inbounds float, ptr %state_regs, i64 0
  %554 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %tree.result.done45
  %555 = load float, ptr %553, align 4
  %556 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %557 = load float, ptr addrspace(3) %556, align 4
  %558 = fsub float %555, %557
  %559 = fcmp olt float %558, -1.040000e+02
  %560 = select i1 %559, float -1.040000e+02, float %558
  %561 = fcmp olt float 8.900000e+01, %560
  %562 = select i1 %561, float 8.900000e+01, float %560
  %563 = fmul float %562, 0x3FF7154760000000
  %564 = fadd float %563, 0x4168000000000000
  %565 = fsub float %564, 0x4168000000000000
  %566 = bitcast float %564 to i32
  %567 = sub i32 %566, 1262485504
  %568 = fmul float %565, 0x3FE62E4000000000
  %569 = fsub float %562, %568
  %570 = fmul float %565, 0x3EB7F7D1C0000000
  %571 = fsub float %569, %570
  %572 = fmul float %571, %571
  %573 = fmul float %572, 0x3E66376980000000
  %574 = fadd float 0xBEBBBD41C0000000, %573
  %575 = fmul float %572, %574
  %576 = fadd float 0x3F11566AA0000000, %575
  %577 = fmul float %572, %576
  %578 = fadd float 0xBF66C16C20000000, %577
  %579 = fmul float %572, %578
  %580 = fadd float 0x3FC5555560000000, %579
  %581 = fmul float %572, %580
  %582 = fsub float %571, %581
  %583 = fmul float %571, %582
  %584 = fsub float 2.000000e+00, %582
  %585 = fdiv float %583, %584
  %586 = fsub float %570, %585
  %587 = fsub float %586, %569
  %588 = fsub float 1.000000e+00, %587
  %589 = add i32 %567, 256
  %590 = lshr i32 %589, 1
  %591 = sub i32 %590, 1
  %592 = add i32 %567, 255
  %593 = sub i32 %592, %590
  %594 = shl i32 %591, 23
  %595 = shl i32 %593, 23
  %596 = bitcast i32 %594 to float
  %597 = bitcast i32 %595 to float
  %598 = fmul float %588, %596
  %599 = fmul float %598, %597
  %600 = fcmp uno float %558, %558
  %601 = select i1 %600, float 0x7FF8000000000000, float %599
  %602 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %603 = getelementptr inbounds float, ptr addrspace(3) %602, i64 %feature51
  store float %601, ptr addrspace(3) %603, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %tree.result.done45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %604 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %605 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %605, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done54
  %tree_sum = phi i64 [ 0, %slot.done54 ], [ %615, %tree_sum.pairs.exit ]
  %606 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %606, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %607 = add i64 %605, %span
  %pairs = lshr i64 %607, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %614, %tree_sum.pairs.body ]
  %608 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %608, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %609 = getelementptr inbounds float, ptr addrspace(3) %604, i64 %left
  %610 = getelementptr inbounds float, ptr addrspace(3) %604, i64 %right
  %611 = load float, ptr addrspace(3) %609, align 4
  %612 = load float, ptr addrspace(3) %610, align 4
  %613 = fadd float %611, %612
  store float %613, ptr addrspace(3) %609, align 4
  %614 = add i64 %tree_sum.pairs, 4
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %615 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %616 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %617 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %618 = load float, ptr addrspace(3) %617, align 4
  store float %618, ptr addrspace(3) %616, align 4
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
  %619 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature56 = add i64 %lane, 0
  %valid57 = icmp ult i64 %feature56, %n_features
  %620 = getelementptr inbounds float, ptr %state_regs, i64 0
  %621 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done61, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature58 = add i64 %lane, 0
  %valid59 = icmp ult i64 %feature58, %n_features
  %622 = getelementptr inbounds float, ptr %state_regs, i64 0
  %623 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid59, label %slot.then60, label %slot.done61

slot.then60:                                      ; preds = %uniform_sinks.done
  %624 = load float, ptr %622, align 4
  %625 = fmul float 2.000000e+00, %624
  %626 = fmul float 0x3FA99999A0000000, %625
  %627 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature58
  %628 = load float, ptr addrspace(1) %627, align 4
  %629 = fmul float -1.000000e+00, %628
  %630 = fadd float %626, %629
  %631 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %632 = load float, ptr addrspace(3) %631, align 4
  %633 = fdiv float 1.000000e+00, %632
  %634 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %635 = load float, ptr addrspace(3) %634, align 4
  %636 = fsub float %624, %635
  %637 = fcmp olt float %636, -1.040000e+02
  %638 = select i1 %637, float -1.040000e+02, float %636
  %639 = fcmp olt float 8.900000e+01, %638
  %640 = select i1 %639, float 8.900000e+01, float %638
  %641 = fmul float %640, 0x3FF7154760000000
  %642 = fadd float %641, 0x4168000000000000
  %643 = fsub float %642, 0x4168000000000000
  %644 = bitcast float %642 to i32
  %645 = sub i32 %644, 1262485504
  %646 = fmul float %643, 0x3FE62E4000000000
  %647 = fsub float %640, %646
  %648 = fmul float %643, 0x3EB7F7D1C0000000
  %649 = fsub float %647, %648
  %650 = fmul float %649, %649
  %651 = fmul float %650, 0x3E66376980000000
  %652 = fadd float 0xBEBBBD41C0000000, %651
  %653 = fmul float %650, %652
  %654 = fadd float 0x3F11566AA0000000, %653
  %655 = fmul float %650, %654
  %656 = fadd float 0xBF66C16C20000000, %655
  %657 = fmul float %650, %656
  %658 = fadd float 0x3FC5555560000000, %657
  %659 = fmul float %650, %658
  %660 = fsub float %649, %659
  %661 = fmul float %649, %660
  %662 = fsub float 2.000000e+00, %660
  %663 = fdiv float %661, %662
  %664 = fsub float %648, %663
  %665 = fsub float %664, %647
  %666 = fsub float 1.000000e+00, %665
  %667 = add i32 %645, 256
  %668 = lshr i32 %667, 1
  %669 = sub i32 %668, 1
  %670 = add i32 %645, 255
  %671 = sub i32 %670, %668
  %672 = shl i32 %669, 23
  %673 = shl i32 %671, 23
  %674 = bitcast i32 %672 to float
  %675 = bitcast i32 %673 to float
  %676 = fmul float %666, %674
  %677 = fmul float %676, %675
  %678 = fcmp uno float %636, %636
  %679 = select i1 %678, float 0x7FF8000000000000, float %677
  %680 = fmul float %633, %679
  %681 = fadd float %630, %680
  %feature62 = uitofp i64 %feature58 to float
  %682 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %683 = load float, ptr addrspace(3) %682, align 4
  %684 = fcmp oeq float %feature62, %683
  %685 = select i1 %684, float 1.000000e+00, float 0.000000e+00
  %686 = fcmp une float %685, 0.000000e+00
  %687 = select i1 %686, float 0x3FB99999A0000000, float 0.000000e+00
  %688 = fadd float %681, %687
  %689 = fmul float %688, %eta
  %690 = fsub float %624, %689
  %691 = load float, ptr %623, align 4
  %692 = fmul float %691, %22
  %693 = fadd float %690, %692
  %bits63 = bitcast float %693 to i32
  %magnitude = and i32 %bits63, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits63
  store i32 %canonical, ptr %622, align 4
  br label %slot.done61

slot.done61:                                      ; preds = %slot.then60, %uniform_sinks.done
  br label %store.done

store.then64:                                     ; preds = %quiet
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %694 = getelementptr inbounds float, ptr %state_regs, i64 0
  %695 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then68, label %uniform_sinks.done69

store.done65:                                     ; preds = %slot.done73, %quiet
  br label %noise.done

uniform_sinks.then68:                             ; preds = %store.then64
  br label %uniform_sinks.done69

uniform_sinks.done69:                             ; preds = %uniform_sinks.then68, %store.then64
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %696 = getelementptr inbounds float, ptr %state_regs, i64 0
  %697 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %uniform_sinks.done69
  %698 = load float, ptr %696, align 4
  %699 = fmul float 2.000000e+00, %698
  %700 = fmul float 0x3FA99999A0000000, %699
  %701 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature70
  %702 = load float, ptr addrspace(1) %701, align 4
  %703 = fmul float -1.000000e+00, %702
  %704 = fadd float %700, %703
  %705 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %706 = load float, ptr addrspace(3) %705, align 4
  %707 = fdiv float 1.000000e+00, %706
  %708 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %709 = load float, ptr addrspace(3) %708, align 4
  %710 = fsub float %698, %709
  %711 = fcmp olt float %710, -1.040000e+02
  %712 = select i1 %711, float -1.040000e+02, float %710
  %713 = fcmp olt float 8.900000e+01, %712
  %714 = select i1 %713, float 8.900000e+01, float %712
  %715 = fmul float %714, 0x3FF7154760000000
  %716 = fadd float %715, 0x4168000000000000
  %717 = fsub float %716, 0x4168000000000000
  %718 = bitcast float %716 to i32
  %719 = sub i32 %718, 1262485504
  %720 = fmul float %717, 0x3FE62E4000000000
  %721 = fsub float %714, %720
  %722 = fmul float %717, 0x3EB7F7D1C0000000
  %723 = fsub float %721, %722
  %724 = fmul float %723, %723
  %725 = fmul float %724, 0x3E66376980000000
  %726 = fadd float 0xBEBBBD41C0000000, %725
  %727 = fmul float %724, %726
  %728 = fadd float 0x3F11566AA0000000, %727
  %729 = fmul float %724, %728
  %730 = fadd float 0xBF66C16C20000000, %729
  %731 = fmul float %724, %730
  %732 = fadd float 0x3FC5555560000000, %731
  %733 = fmul float %724, %732
  %734 = fsub float %723, %733
  %735 = fmul float %723, %734
  %736 = fsub float 2.000000e+00, %734
  %737 = fdiv float %735, %736
  %738 = fsub float %722, %737
  %739 = fsub float %738, %721
  %740 = fsub float 1.000000e+00, %739
  %741 = add i32 %719, 256
  %742 = lshr i32 %741, 1
  %743 = sub i32 %742, 1
  %744 = add i32 %719, 255
  %745 = sub i32 %744, %742
  %746 = shl i32 %743, 23
  %747 = shl i32 %745, 23
  %748 = bitcast i32 %746 to float
  %749 = bitcast i32 %747 to float
  %750 = fmul float %740, %748
  %751 = fmul float %750, %749
  %752 = fcmp uno float %710, %710
  %753 = select i1 %752, float 0x7FF8000000000000, float %751
  %754 = fmul float %707, %753
  %755 = fadd float %704, %754
  %feature74 = uitofp i64 %feature70 to float
  %756 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %757 = load float, ptr addrspace(3) %756, align 4
  %758 = fcmp oeq float %feature74, %757
  %759 = select i1 %758, float 1.000000e+00, float 0.000000e+00
  %760 = fcmp une float %759, 0.000000e+00
  %761 = select i1 %760, float 0x3FB99999A0000000, float 0.000000e+00
  %762 = fadd float %755, %761
  %763 = fmul float %762, %eta
  %764 = fsub float %698, %763
  %765 = fmul float 0.000000e+00, %22
  %766 = fadd float %764, %765
  %bits75 = bitcast float %764 to i32
  %magnitude76 = and i32 %bits75, 2147483647
  %is_nan77 = icmp ugt i32 %magnitude76, 2139095040
  %canonical78 = select i1 %is_nan77, i32 2143289344, i32 %bits75
  store i32 %canonical78, ptr %696, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %uniform_sinks.done69
  br label %store.done65

store.then79:                                     ; preds = %step.exit
  %feature81 = add i64 %lane, 0
  %valid82 = icmp ult i64 %feature81, %n_features
  %767 = getelementptr inbounds float, ptr %state_regs, i64 0
  %768 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid82, label %slot.then83, label %slot.done84

store.done80:                                     ; preds = %slot.done84, %step.exit
  br label %row.done

slot.then83:                                      ; preds = %store.then79
  %769 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature81
  %770 = load float, ptr %767, align 4
  store float %770, ptr addrspace(1) %769, align 4
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

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
  %noise_scale3 = alloca float, align 4
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
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %1055, %noise.done ]
  %9 = icmp ult i64 %step, %steps
  br i1 %9, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature124 = add i64 %lane, 0
  %valid125 = icmp ult i64 %feature124, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  %11 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid125, label %slot.then126, label %slot.done127

anneal.then:                                      ; preds = %step.body
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  store float %16, ptr %noise_scale3, align 4
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %17 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

quad_noise.then:                                  ; preds = %anneal.done
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %anneal.done
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  %19 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_slot = and i64 %quad_lane, 0
  %20 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %20
  %21 = mul i64 %quad_slot, 1024
  %quad_feature = add i64 %lane, %21
  %feature4 = add i64 %quad_feature, 0
  %22 = add i64 %n_features, 3
  %groups = lshr i64 %22, 2
  %23 = mul i64 %row, %groups
  %24 = lshr i64 %feature4, 2
  %group = add i64 %23, %24
  %25 = trunc i64 %key0 to i32
  %26 = lshr i64 %key0, 32
  %27 = trunc i64 %26 to i32
  %28 = trunc i64 %group to i32
  %29 = trunc i64 %quad_key1_step to i32
  %30 = lshr i64 %quad_key1_step, 32
  %31 = trunc i64 %30 to i32
  %32 = lshr i64 %group, 32
  %33 = trunc i64 %32 to i32
  %34 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %28)
  %35 = mul i32 -766435501, %28
  %36 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %31)
  %37 = mul i32 -845247145, %31
  %38 = xor i32 %36, %29
  %39 = xor i32 %38, %25
  %40 = xor i32 %34, %33
  %41 = xor i32 %40, %27
  %42 = add i32 %25, -1640531527
  %43 = add i32 %27, -1150833019
  %44 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %39)
  %45 = mul i32 -766435501, %39
  %46 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %41)
  %47 = mul i32 -845247145, %41
  %48 = xor i32 %46, %37
  %49 = xor i32 %48, %42
  %50 = xor i32 %44, %35
  %51 = xor i32 %50, %43
  %52 = add i32 %42, -1640531527
  %53 = add i32 %43, -1150833019
  %54 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %49)
  %55 = mul i32 -766435501, %49
  %56 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %51)
  %57 = mul i32 -845247145, %51
  %58 = xor i32 %56, %47
  %59 = xor i32 %58, %52
  %60 = xor i32 %54, %45
  %61 = xor i32 %60, %53
  %62 = add i32 %52, -1640531527
  %63 = add i32 %53, -1150833019
  %64 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %59)
  %65 = mul i32 -766435501, %59
  %66 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %61)
  %67 = mul i32 -845247145, %61
  %68 = xor i32 %66, %57
  %69 = xor i32 %68, %62
  %70 = xor i32 %64, %55
  %71 = xor i32 %70, %63
  %72 = add i32 %62, -1640531527
  %73 = add i32 %63, -1150833019
  %74 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %69)
  %75 = mul i32 -766435501, %69
  %76 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %71)
  %77 = mul i32 -845247145, %71
  %78 = xor i32 %76, %67
  %79 = xor i32 %78, %72
  %80 = xor i32 %74, %65
  %81 = xor i32 %80, %73
  %82 = add i32 %72, -1640531527
  %83 = add i32 %73, -1150833019
  %84 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %79)
  %85 = mul i32 -766435501, %79
  %86 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %81)
  %87 = mul i32 -845247145, %81
  %88 = xor i32 %86, %77
  %89 = xor i32 %88, %82
  %90 = xor i32 %84, %75
  %91 = xor i32 %90, %83
  %92 = add i32 %82, -1640531527
  %93 = add i32 %83, -1150833019
  %94 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %89)
  %95 = mul i32 -766435501, %89
  %96 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %91)
  %97 = mul i32 -845247145, %91
  %98 = xor i32 %96, %87
  %99 = xor i32 %98, %92
  %100 = xor i32 %94, %85
  %101 = xor i32 %100, %93
  %102 = add i32 %92, -1640531527
  %103 = add i32 %93, -1150833019
  %104 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %99)
  %105 = mul i32 -766435501, %99
  %106 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %101)
  %107 = mul i32 -845247145, %101
  %108 = xor i32 %106, %97
  %109 = xor i32 %108, %102
  %110 = xor i32 %104, %95
  %111 = xor i32 %110, %103
  %112 = add i32 %102, -1640531527
  %113 = add i32 %103, -1150833019
  %114 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %109)
  %115 = mul i32 -766435501, %109
  %116 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %111)
  %117 = mul i32 -845247145, %111
  %118 = xor i32 %116, %107
  %119 = xor i32 %118, %112
  %120 = xor i32 %114, %105
  %121 = xor i32 %120, %113
  %122 = add i32 %112, -1640531527
  %123 = add i32 %113, -1150833019
  %124 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %119)
  %125 = mul i32 -766435501, %119
  %126 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %121)
  %127 = mul i32 -845247145, %121
  %128 = xor i32 %126, %117
  %129 = xor i32 %128, %122
  %130 = xor i32 %124, %115
  %131 = xor i32 %130, %123
  %132 = lshr i32 %129, 9
  %133 = sitofp i32 %132 to float
  %134 = fadd float %133, 5.000000e-01
  %135 = fmul float %134, 0x3E80000000000000
  %136 = lshr i32 %127, 9
  %137 = sitofp i32 %136 to float
  %138 = fadd float %137, 5.000000e-01
  %139 = fmul float %138, 0x3E80000000000000
  %140 = bitcast float %135 to i32
  %141 = add i32 %140, 4913933
  %142 = lshr i32 %141, 23
  %143 = sub i32 %142, 127
  %144 = and i32 %141, 8388607
  %145 = add i32 %144, 1060439283
  %146 = bitcast i32 %145 to float
  %147 = fsub float %146, 1.000000e+00
  %148 = fadd float 2.000000e+00, %147
  %149 = fdiv float %147, %148
  %150 = fmul float %149, %149
  %151 = fmul float %150, %150
  %152 = fmul float %151, 0x3FCF13C4C0000000
  %153 = fadd float 0x3FD999C260000000, %152
  %154 = fmul float %151, %153
  %155 = fmul float %151, 0x3FD23D3DC0000000
  %156 = fadd float 0x3FE5555540000000, %155
  %157 = fmul float %150, %156
  %158 = fadd float %157, %154
  %159 = fmul float 5.000000e-01, %147
  %160 = fmul float %159, %147
  %161 = sitofp i32 %143 to float
  %162 = fadd float %160, %158
  %163 = fmul float %149, %162
  %164 = fmul float %161, 0x3EE2FEFA20000000
  %165 = fadd float %163, %164
  %166 = fsub float %165, %160
  %167 = fadd float %166, %147
  %168 = fmul float %161, 0x3FE62E3000000000
  %169 = fadd float %167, %168
  %170 = fmul float -2.000000e+00, %169
  %171 = call float @llvm.sqrt.f32(float %170)
  %172 = fpext float %139 to double
  %173 = fmul double %172, 4.000000e+00
  %174 = fadd double %173, 0x4338000000000000
  %175 = fsub double %174, 0x4338000000000000
  %176 = fsub double %173, %175
  %177 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %178 = fmul double %176, %177
  %179 = fmul double %178, %178
  %180 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %181 = fmul double %179, %180
  %182 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %183 = fadd double %182, %181
  %184 = fmul double %179, %183
  %185 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %186 = fadd double %185, %184
  %187 = fmul double %179, %186
  %188 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %189 = fadd double %188, %187
  %190 = fmul double %178, %179
  %191 = fmul double %190, %189
  %192 = fadd double %178, %191
  %193 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %194 = fmul double %179, %193
  %195 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %196 = fadd double %195, %194
  %197 = fmul double %179, %196
  %198 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %199 = fadd double %198, %197
  %200 = fmul double %179, %199
  %201 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %202 = fadd double %201, %200
  %203 = fmul double %179, %179
  %204 = fmul double %203, %202
  %205 = fmul double 5.000000e-01, %179
  %206 = fsub double 1.000000e+00, %205
  %207 = fadd double %206, %204
  %208 = fptrunc double %192 to float
  %209 = fptrunc double %207 to float
  %210 = fneg float %208
  %211 = fneg float %209
  %212 = bitcast double %174 to i64
  %213 = and i64 %212, 1
  %214 = and i64 %212, 2
  %215 = icmp eq i64 %213, 1
  %216 = icmp eq i64 %214, 2
  %217 = select i1 %216, float %210, float %208
  %218 = select i1 %216, float %211, float %209
  %219 = select i1 %215, float %218, float %217
  %220 = select i1 %216, float %211, float %209
  %221 = select i1 %216, float %208, float %210
  %222 = select i1 %215, float %221, float %220
  %223 = fmul float %171, %222
  %224 = fmul float %171, %219
  %225 = lshr i32 %131, 9
  %226 = sitofp i32 %225 to float
  %227 = fadd float %226, 5.000000e-01
  %228 = fmul float %227, 0x3E80000000000000
  %229 = lshr i32 %125, 9
  %230 = sitofp i32 %229 to float
  %231 = fadd float %230, 5.000000e-01
  %232 = fmul float %231, 0x3E80000000000000
  %233 = bitcast float %228 to i32
  %234 = add i32 %233, 4913933
  %235 = lshr i32 %234, 23
  %236 = sub i32 %235, 127
  %237 = and i32 %234, 8388607
  %238 = add i32 %237, 1060439283
  %239 = bitcast i32 %238 to float
  %240 = fsub float %239, 1.000000e+00
  %241 = fadd float 2.000000e+00, %240
  %242 = fdiv float %240, %241
  %243 = fmul float %242, %242
  %244 = fmul float %243, %243
  %245 = fmul float %244, 0x3FCF13C4C0000000
  %246 = fadd float 0x3FD999C260000000, %245
  %247 = fmul float %244, %246
  %248 = fmul float %244, 0x3FD23D3DC0000000
  %249 = fadd float 0x3FE5555540000000, %248
  %250 = fmul float %243, %249
  %251 = fadd float %250, %247
  %252 = fmul float 5.000000e-01, %240
  %253 = fmul float %252, %240
  %254 = sitofp i32 %236 to float
  %255 = fadd float %253, %251
  %256 = fmul float %242, %255
  %257 = fmul float %254, 0x3EE2FEFA20000000
  %258 = fadd float %256, %257
  %259 = fsub float %258, %253
  %260 = fadd float %259, %240
  %261 = fmul float %254, 0x3FE62E3000000000
  %262 = fadd float %260, %261
  %263 = fmul float -2.000000e+00, %262
  %264 = call float @llvm.sqrt.f32(float %263)
  %265 = fpext float %232 to double
  %266 = fmul double %265, 4.000000e+00
  %267 = fadd double %266, 0x4338000000000000
  %268 = fsub double %267, 0x4338000000000000
  %269 = fsub double %266, %268
  %270 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %271 = fmul double %269, %270
  %272 = fmul double %271, %271
  %273 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %274 = fmul double %272, %273
  %275 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %276 = fadd double %275, %274
  %277 = fmul double %272, %276
  %278 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %279 = fadd double %278, %277
  %280 = fmul double %272, %279
  %281 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %282 = fadd double %281, %280
  %283 = fmul double %271, %272
  %284 = fmul double %283, %282
  %285 = fadd double %271, %284
  %286 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %287 = fmul double %272, %286
  %288 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %289 = fadd double %288, %287
  %290 = fmul double %272, %289
  %291 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %292 = fadd double %291, %290
  %293 = fmul double %272, %292
  %294 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %295 = fadd double %294, %293
  %296 = fmul double %272, %272
  %297 = fmul double %296, %295
  %298 = fmul double 5.000000e-01, %272
  %299 = fsub double 1.000000e+00, %298
  %300 = fadd double %299, %297
  %301 = fptrunc double %285 to float
  %302 = fptrunc double %300 to float
  %303 = fneg float %301
  %304 = fneg float %302
  %305 = bitcast double %267 to i64
  %306 = and i64 %305, 1
  %307 = and i64 %305, 2
  %308 = icmp eq i64 %306, 1
  %309 = icmp eq i64 %307, 2
  %310 = select i1 %309, float %303, float %301
  %311 = select i1 %309, float %304, float %302
  %312 = select i1 %308, float %311, float %310
  %313 = select i1 %309, float %304, float %302
  %314 = select i1 %309, float %301, float %303
  %315 = select i1 %308, float %314, float %313
  %316 = fmul float %264, %315
  %317 = fmul float %264, %312
  %318 = add i64 %quad_lane, 4
  %quad_send = and i64 %318, 3
  %319 = and i64 %quad_send, 1
  %320 = icmp ne i64 %319, 0
  %321 = and i64 %quad_send, 2
  %322 = icmp ne i64 %321, 0
  %323 = select i1 %320, float %224, float %223
  %324 = select i1 %320, float %317, float %316
  %325 = select i1 %322, float %324, float %323
  %326 = bitcast float %325 to i32
  %327 = bitcast i32 %326 to float
  %328 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %327, ptr %328, align 4
  %329 = add i64 %quad_lane, 3
  %quad_send5 = and i64 %329, 3
  %330 = and i64 %quad_send5, 1
  %331 = icmp ne i64 %330, 0
  %332 = and i64 %quad_send5, 2
  %333 = icmp ne i64 %332, 0
  %334 = select i1 %331, float %224, float %223
  %335 = select i1 %331, float %317, float %316
  %336 = select i1 %333, float %335, float %334
  %337 = bitcast float %336 to i32
  %338 = trunc i64 %lane to i32
  %warp_lane = and i32 %338, 31
  %339 = and i32 %warp_lane, -4
  %340 = add i32 %warp_lane, 1
  %341 = and i32 %340, 3
  %quad_source = or i32 %339, %341
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %337, i32 %quad_source, i32 31)
  %342 = bitcast i32 %quad to float
  %343 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %342, ptr %343, align 4
  %344 = add i64 %quad_lane, 2
  %quad_send6 = and i64 %344, 3
  %345 = and i64 %quad_send6, 1
  %346 = icmp ne i64 %345, 0
  %347 = and i64 %quad_send6, 2
  %348 = icmp ne i64 %347, 0
  %349 = select i1 %346, float %224, float %223
  %350 = select i1 %346, float %317, float %316
  %351 = select i1 %348, float %350, float %349
  %352 = bitcast float %351 to i32
  %353 = trunc i64 %lane to i32
  %warp_lane7 = and i32 %353, 31
  %354 = and i32 %warp_lane7, -4
  %355 = add i32 %warp_lane7, 2
  %356 = and i32 %355, 3
  %quad_source8 = or i32 %354, %356
  %quad9 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %352, i32 %quad_source8, i32 31)
  %357 = bitcast i32 %quad9 to float
  %358 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %357, ptr %358, align 4
  %359 = add i64 %quad_lane, 1
  %quad_send10 = and i64 %359, 3
  %360 = and i64 %quad_send10, 1
  %361 = icmp ne i64 %360, 0
  %362 = and i64 %quad_send10, 2
  %363 = icmp ne i64 %362, 0
  %364 = select i1 %361, float %224, float %223
  %365 = select i1 %361, float %317, float %316
  %366 = select i1 %363, float %365, float %364
  %367 = bitcast float %366 to i32
  %368 = trunc i64 %lane to i32
  %warp_lane11 = and i32 %368, 31
  %369 = and i32 %warp_lane11, -4
  %370 = add i32 %warp_lane11, 3
  %371 = and i32 %370, 3
  %quad_source12 = or i32 %369, %371
  %quad13 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %367, i32 %quad_source12, i32 31)
  %372 = bitcast i32 %quad13 to float
  %373 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %372, ptr %373, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %374 = sub i64 4, %quad_lane
  %375 = mul i64 %quad_step, 1
  %376 = add i64 %375, 0
  %377 = add i64 %376, %374
  %quad_round = and i64 %377, 3
  %378 = getelementptr inbounds float, ptr %quad_held, i64 0
  %379 = load float, ptr %378, align 4
  %380 = getelementptr inbounds float, ptr %quad_held, i64 1
  %381 = load float, ptr %380, align 4
  %382 = getelementptr inbounds float, ptr %quad_held, i64 2
  %383 = load float, ptr %382, align 4
  %384 = getelementptr inbounds float, ptr %quad_held, i64 3
  %385 = load float, ptr %384, align 4
  %386 = and i64 %quad_round, 1
  %387 = icmp ne i64 %386, 0
  %388 = and i64 %quad_round, 2
  %389 = icmp ne i64 %388, 0
  %390 = select i1 %387, float %381, float %379
  %391 = select i1 %387, float %385, float %383
  %392 = select i1 %389, float %391, float %390
  %393 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %392, ptr %393, align 4
  br label %quad_noise.done

slot.then16:                                      ; preds = %quad_noise.done
  %394 = load float, ptr %18, align 4
  %395 = load float, ptr %fold_value, align 4
  %396 = fcmp ogt float %394, %395
  %397 = fcmp uno float %394, %394
  %398 = fcmp ord float %395, %395
  %399 = and i1 %397, %398
  %take = or i1 %396, %399
  %400 = select i1 %take, float %394, float %395
  store float %400, ptr %fold_value, align 4
  %401 = load i64, ptr %fold_index, align 8
  %402 = select i1 %take, i64 %feature14, i64 %401
  store i64 %402, ptr %fold_index, align 8
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %quad_noise.done
  %best_index = load i64, ptr %fold_index, align 8
  %403 = load float, ptr %fold_value, align 4
  %404 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %403, ptr addrspace(3) %404, align 4
  %405 = trunc i64 %best_index to i32
  %406 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %405, ptr addrspace(3) %406, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 512
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done17
  %407 = add i64 %lane, 512
  %408 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %409 = load i32, ptr addrspace(3) %408, align 4
  %410 = zext i32 %409 to i64
  %411 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %412 = load float, ptr addrspace(3) %411, align 4
  %413 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %407
  %414 = load i32, ptr addrspace(3) %413, align 4
  %415 = zext i32 %414 to i64
  %416 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %407
  %417 = load float, ptr addrspace(3) %416, align 4
  %418 = fcmp uno float %417, %417
  %419 = fcmp uno float %412, %412
  %420 = icmp ult i64 %415, %410
  %421 = fcmp ogt float %417, %412
  %422 = fcmp oeq float %417, %412
  %423 = xor i1 %419, true
  %424 = or i1 %423, %420
  %425 = and i1 %422, %420
  %426 = or i1 %421, %425
  %427 = xor i1 %419, true
  %428 = and i1 %427, %426
  %429 = select i1 %418, i1 %424, i1 %428
  %430 = select i1 %429, float %417, float %412
  %431 = select i1 %429, i64 %415, i64 %410
  %432 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %430, ptr addrspace(3) %432, align 4
  %433 = trunc i64 %431 to i32
  %434 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %433, ptr addrspace(3) %434, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done17
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane18 = icmp ult i64 %lane, 256
  br i1 %tree_lane18, label %tree.then19, label %tree.done20

tree.then19:                                      ; preds = %tree.done
  %435 = add i64 %lane, 256
  %436 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %437 = load i32, ptr addrspace(3) %436, align 4
  %438 = zext i32 %437 to i64
  %439 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %440 = load float, ptr addrspace(3) %439, align 4
  %441 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %435
  %442 = load i32, ptr addrspace(3) %441, align 4
  %443 = zext i32 %442 to i64
  %444 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %435
  %445 = load float, ptr addrspace(3) %444, align 4
  %446 = fcmp uno float %445, %445
  %447 = fcmp uno float %440, %440
  %448 = icmp ult i64 %443, %438
  %449 = fcmp ogt float %445, %440
  %450 = fcmp oeq float %445, %440
  %451 = xor i1 %447, true
  %452 = or i1 %451, %448
  %453 = and i1 %450, %448
  %454 = or i1 %449, %453
  %455 = xor i1 %447, true
  %456 = and i1 %455, %454
  %457 = select i1 %446, i1 %452, i1 %456
  %458 = select i1 %457, float %445, float %440
  %459 = select i1 %457, i64 %443, i64 %438
  %460 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %458, ptr addrspace(3) %460, align 4
  %461 = trunc i64 %459 to i32
  %462 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %461, ptr addrspace(3) %462, align 4
  br label %tree.done20

tree.done20:                                      ; preds = %tree.then19, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane21 = icmp ult i64 %lane, 128
  br i1 %tree_lane21, label %tree.then22, label %tree.done23

tree.then22:                                      ; preds = %tree.done20
  %463 = add i64 %lane, 128
  %464 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %465 = load i32, ptr addrspace(3) %464, align 4
  %466 = zext i32 %465 to i64
  %467 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %468 = load float, ptr addrspace(3) %467, align 4
  %469 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %463
  %470 = load i32, ptr addrspace(3) %469, align 4
  %471 = zext i32 %470 to i64
  %472 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %463
  %473 = load float, ptr addrspace(3) %472, align 4
  %474 = fcmp uno float %473, %473
  %475 = fcmp uno float %468, %468
  %476 = icmp ult i64 %471, %466
  %477 = fcmp ogt float %473, %468
  %478 = fcmp oeq float %473, %468
  %479 = xor i1 %475, true
  %480 = or i1 %479, %476
  %481 = and i1 %478, %476
  %482 = or i1 %477, %481
  %483 = xor i1 %475, true
  %484 = and i1 %483, %482
  %485 = select i1 %474, i1 %480, i1 %484
  %486 = select i1 %485, float %473, float %468
  %487 = select i1 %485, i64 %471, i64 %466
  %488 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %486, ptr addrspace(3) %488, align 4
  %489 = trunc i64 %487 to i32
  %490 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %489, ptr addrspace(3) %490, align 4
  br label %tree.done23

tree.done23:                                      ; preds = %tree.then22, %tree.done20
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane24 = icmp ult i64 %lane, 64
  br i1 %tree_lane24, label %tree.then25, label %tree.done26

tree.then25:                                      ; preds = %tree.done23
  %491 = add i64 %lane, 64
  %492 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %493 = load i32, ptr addrspace(3) %492, align 4
  %494 = zext i32 %493 to i64
  %495 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %496 = load float, ptr addrspace(3) %495, align 4
  %497 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %491
  %498 = load i32, ptr addrspace(3) %497, align 4
  %499 = zext i32 %498 to i64
  %500 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %491
  %501 = load float, ptr addrspace(3) %500, align 4
  %502 = fcmp uno float %501, %501
  %503 = fcmp uno float %496, %496
  %504 = icmp ult i64 %499, %494
  %505 = fcmp ogt float %501, %496
  %506 = fcmp oeq float %501, %496
  %507 = xor i1 %503, true
  %508 = or i1 %507, %504
  %509 = and i1 %506, %504
  %510 = or i1 %505, %509
  %511 = xor i1 %503, true
  %512 = and i1 %511, %510
  %513 = select i1 %502, i1 %508, i1 %512
  %514 = select i1 %513, float %501, float %496
  %515 = select i1 %513, i64 %499, i64 %494
  %516 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %514, ptr addrspace(3) %516, align 4
  %517 = trunc i64 %515 to i32
  %518 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %517, ptr addrspace(3) %518, align 4
  br label %tree.done26

tree.done26:                                      ; preds = %tree.then25, %tree.done23
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane27 = icmp ult i64 %lane, 32
  br i1 %tree_lane27, label %tree.then28, label %tree.done29

tree.then28:                                      ; preds = %tree.done26
  %519 = add i64 %lane, 32
  %520 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %521 = load i32, ptr addrspace(3) %520, align 4
  %522 = zext i32 %521 to i64
  %523 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %524 = load float, ptr addrspace(3) %523, align 4
  %525 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %519
  %526 = load i32, ptr addrspace(3) %525, align 4
  %527 = zext i32 %526 to i64
  %528 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %519
  %529 = load float, ptr addrspace(3) %528, align 4
  %530 = fcmp uno float %529, %529
  %531 = fcmp uno float %524, %524
  %532 = icmp ult i64 %527, %522
  %533 = fcmp ogt float %529, %524
  %534 = fcmp oeq float %529, %524
  %535 = xor i1 %531, true
  %536 = or i1 %535, %532
  %537 = and i1 %534, %532
  %538 = or i1 %533, %537
  %539 = xor i1 %531, true
  %540 = and i1 %539, %538
  %541 = select i1 %530, i1 %536, i1 %540
  %542 = select i1 %541, float %529, float %524
  %543 = select i1 %541, i64 %527, i64 %522
  %544 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %542, ptr addrspace(3) %544, align 4
  %545 = trunc i64 %543 to i32
  %546 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %545, ptr addrspace(3) %546, align 4
  br label %tree.done29

tree.done29:                                      ; preds = %tree.then28, %tree.done26
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane30 = icmp ult i64 %lane, 16
  br i1 %tree_lane30, label %tree.then31, label %tree.done32

tree.then31:                                      ; preds = %tree.done29
  %547 = add i64 %lane, 16
  %548 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %549 = load i32, ptr addrspace(3) %548, align 4
  %550 = zext i32 %549 to i64
  %551 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %552 = load float, ptr addrspace(3) %551, align 4
  %553 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %547
  %554 = load i32, ptr addrspace(3) %553, align 4
  %555 = zext i32 %554 to i64
  %556 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %547
  %557 = load float, ptr addrspace(3) %556, align 4
  %558 = fcmp uno float %557, %557
  %559 = fcmp uno float %552, %552
  %560 = icmp ult i64 %555, %550
  %561 = fcmp ogt float %557, %552
  %562 = fcmp oeq float %557, %552
  %563 = xor i1 %559, true
  %564 = or i1 %563, %560
  %565 = and i1 %562, %560
  %566 = or i1 %561, %565
  %567 = xor i1 %559, true
  %568 = and i1 %567, %566
  %569 = select i1 %558, i1 %564, i1 %568
  %570 = select i1 %569, float %557, float %552
  %571 = select i1 %569, i64 %555, i64 %550
  %572 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %570, ptr addrspace(3) %572, align 4
  %573 = trunc i64 %571 to i32
  %574 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %573, ptr addrspace(3) %574, align 4
  br label %tree.done32

tree.done32:                                      ; preds = %tree.then31, %tree.done29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane33 = icmp ult i64 %lane, 8
  br i1 %tree_lane33, label %tree.then34, label %tree.done35

tree.then34:                                      ; preds = %tree.done32
  %575 = add i64 %lane, 8
  %576 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %577 = load i32, ptr addrspace(3) %576, align 4
  %578 = zext i32 %577 to i64
  %579 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %580 = load float, ptr addrspace(3) %579, align 4
  %581 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %575
  %582 = load i32, ptr addrspace(3) %581, align 4
  %583 = zext i32 %582 to i64
  %584 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %575
  %585 = load float, ptr addrspace(3) %584, align 4
  %586 = fcmp uno float %585, %585
  %587 = fcmp uno float %580, %580
  %588 = icmp ult i64 %583, %578
  %589 = fcmp ogt float %585, %580
  %590 = fcmp oeq float %585, %580
  %591 = xor i1 %587, true
  %592 = or i1 %591, %588
  %593 = and i1 %590, %588
  %594 = or i1 %589, %593
  %595 = xor i1 %587, true
  %596 = and i1 %595, %594
  %597 = select i1 %586, i1 %592, i1 %596
  %598 = select i1 %597, float %585, float %580
  %599 = select i1 %597, i64 %583, i64 %578
  %600 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %598, ptr addrspace(3) %600, align 4
  %601 = trunc i64 %599 to i32
  %602 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %601, ptr addrspace(3) %602, align 4
  br label %tree.done35

tree.done35:                                      ; preds = %tree.then34, %tree.done32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane36 = icmp ult i64 %lane, 4
  br i1 %tree_lane36, label %tree.then37, label %tree.done38

tree.then37:                                      ; preds = %tree.done35
  %603 = add i64 %lane, 4
  %604 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %605 = load i32, ptr addrspace(3) %604, align 4
  %606 = zext i32 %605 to i64
  %607 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %608 = load float, ptr addrspace(3) %607, align 4
  %609 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %603
  %610 = load i32, ptr addrspace(3) %609, align 4
  %611 = zext i32 %610 to i64
  %612 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %603
  %613 = load float, ptr addrspace(3) %612, align 4
  %614 = fcmp uno float %613, %613
  %615 = fcmp uno float %608, %608
  %616 = icmp ult i64 %611, %606
  %617 = fcmp ogt float %613, %608
  %618 = fcmp oeq float %613, %608
  %619 = xor i1 %615, true
  %620 = or i1 %619, %616
  %621 = and i1 %618, %616
  %622 = or i1 %617, %621
  %623 = xor i1 %615, true
  %624 = and i1 %623, %622
  %625 = select i1 %614, i1 %620, i1 %624
  %626 = select i1 %625, float %613, float %608
  %627 = select i1 %625, i64 %611, i64 %606
  %628 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %626, ptr addrspace(3) %628, align 4
  %629 = trunc i64 %627 to i32
  %630 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %629, ptr addrspace(3) %630, align 4
  br label %tree.done38

tree.done38:                                      ; preds = %tree.then37, %tree.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane39 = icmp ult i64 %lane, 2
  br i1 %tree_lane39, label %tree.then40, label %tree.done41

tree.then40:                                      ; preds = %tree.done38
  %631 = add i64 %lane, 2
  %632 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %633 = load i32, ptr addrspace(3) %632, align 4
  %634 = zext i32 %633 to i64
  %635 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %636 = load float, ptr addrspace(3) %635, align 4
  %637 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %631
  %638 = load i32, ptr addrspace(3) %637, align 4
  %639 = zext i32 %638 to i64
  %640 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %631
  %641 = load float, ptr addrspace(3) %640, align 4
  %642 = fcmp uno float %641, %641
  %643 = fcmp uno float %636, %636
  %644 = icmp ult i64 %639, %634
  %645 = fcmp ogt float %641, %636
  %646 = fcmp oeq float %641, %636
  %647 = xor i1 %643, true
  %648 = or i1 %647, %644
  %649 = and i1 %646, %644
  %650 = or i1 %645, %649
  %651 = xor i1 %643, true
  %652 = and i1 %651, %650
  %653 = select i1 %642, i1 %648, i1 %652
  %654 = select i1 %653, float %641, float %636
  %655 = select i1 %653, i64 %639, i64 %634
  %656 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %654, ptr addrspace(3) %656, align 4
  %657 = trunc i64 %655 to i32
  %658 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %657, ptr addrspace(3) %658, align 4
  br label %tree.done41

tree.done41:                                      ; preds = %tree.then40, %tree.done38
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane42 = icmp ult i64 %lane, 1
  br i1 %tree_lane42, label %tree.then43, label %tree.done44

tree.then43:                                      ; preds = %tree.done41
  %659 = add i64 %lane, 1
  %660 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %661 = load i32, ptr addrspace(3) %660, align 4
  %662 = zext i32 %661 to i64
  %663 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %664 = load float, ptr addrspace(3) %663, align 4
  %665 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %659
  %666 = load i32, ptr addrspace(3) %665, align 4
  %667 = zext i32 %666 to i64
  %668 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %659
  %669 = load float, ptr addrspace(3) %668, align 4
  %670 = fcmp uno float %669, %669
  %671 = fcmp uno float %664, %664
  %672 = icmp ult i64 %667, %662
  %673 = fcmp ogt float %669, %664
  %674 = fcmp oeq float %669, %664
  %675 = xor i1 %671, true
  %676 = or i1 %675, %672
  %677 = and i1 %674, %672
  %678 = or i1 %673, %677
  %679 = xor i1 %671, true
  %680 = and i1 %679, %678
  %681 = select i1 %670, i1 %676, i1 %680
  %682 = select i1 %681, float %669, float %664
  %683 = select i1 %681, i64 %667, i64 %662
  %684 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %682, ptr addrspace(3) %684, align 4
  %685 = trunc i64 %683 to i32
  %686 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %685, ptr addrspace(3) %686, align 4
  br label %tree.done44

tree.done44:                                      ; preds = %tree.then43, %tree.done41
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done44
  %687 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %688 = zext i32 %687 to i64
  %689 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value45, align 4
  store i64 0, ptr %fold_index46, align 8
  store i64 0, ptr %pairwise_depth49, align 8
  store float %689, ptr %fold_value45, align 4
  store i64 %688, ptr %fold_index46, align 8
  %690 = load float, ptr %fold_value45, align 4
  store float %690, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value50, align 4
  store i64 0, ptr %fold_index51, align 8
  store i64 0, ptr %pairwise_depth54, align 8
  %feature55 = add i64 %lane, 0
  %valid56 = icmp ult i64 %feature55, %n_features
  %691 = getelementptr inbounds float, ptr %state_regs, i64 0
  %692 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid56, label %slot.then57, label %slot.done58

slot.then57:                                      ; preds = %tree.result.done
  %693 = load float, ptr %691, align 4
  %694 = load float, ptr %fold_value50, align 4
  %695 = fcmp ogt float %693, %694
  %696 = fcmp uno float %693, %693
  %697 = fcmp ord float %694, %694
  %698 = and i1 %696, %697
  %take59 = or i1 %695, %698
  %699 = select i1 %take59, float %693, float %694
  store float %699, ptr %fold_value50, align 4
  %700 = load i64, ptr %fold_index51, align 8
  %701 = select i1 %take59, i64 %feature55, i64 %700
  store i64 %701, ptr %fold_index51, align 8
  br label %slot.done58

slot.done58:                                      ; preds = %slot.then57, %tree.result.done
  %best_index60 = load i64, ptr %fold_index51, align 8
  %702 = load float, ptr %fold_value50, align 4
  %703 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %702, ptr addrspace(3) %703, align 4
  %704 = trunc i64 %best_index60 to i32
  %705 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %704, ptr addrspace(3) %705, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane61 = icmp ult i64 %lane, 512
  br i1 %tree_lane61, label %tree.then62, label %tree.done63

tree.then62:                                      ; preds = %slot.done58
  %706 = add i64 %lane, 512
  %707 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %708 = load i32, ptr addrspace(3) %707, align 4
  %709 = zext i32 %708 to i64
  %710 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %711 = load float, ptr addrspace(3) %710, align 4
  %712 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %706
  %713 = load i32, ptr addrspace(3) %712, align 4
  %714 = zext i32 %713 to i64
  %715 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %706
  %716 = load float, ptr addrspace(3) %715, align 4
  %717 = fcmp uno float %716, %716
  %718 = fcmp uno float %711, %711
  %719 = icmp ult i64 %714, %709
  %720 = fcmp ogt float %716, %711
  %721 = fcmp oeq float %716, %711
  %722 = xor i1 %718, true
  %723 = or i1 %722, %719
  %724 = and i1 %721, %719
  %725 = or i1 %720, %724
  %726 = xor i1 %718, true
  %727 = and i1 %726, %725
  %728 = select i1 %717, i1 %723, i1 %727
  %729 = select i1 %728, float %716, float %711
  %730 = select i1 %728, i64 %714, i64 %709
  %731 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %729, ptr addrspace(3) %731, align 4
  %732 = trunc i64 %730 to i32
  %733 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %732, ptr addrspace(3) %733, align 4
  br label %tree.done63

tree.done63:                                      ; preds = %tree.then62, %slot.done58
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane64 = icmp ult i64 %lane, 256
  br i1 %tree_lane64, label %tree.then65, label %tree.done66

tree.then65:                                      ; preds = %tree.done63
  %734 = add i64 %lane, 256
  %735 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %736 = load i32, ptr addrspace(3) %735, align 4
  %737 = zext i32 %736 to i64
  %738 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %739 = load float, ptr addrspace(3) %738, align 4
  %740 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %734
  %741 = load i32, ptr addrspace(3) %740, align 4
  %742 = zext i32 %741 to i64
  %743 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %734
  %744 = load float, ptr addrspace(3) %743, align 4
  %745 = fcmp uno float %744, %744
  %746 = fcmp uno float %739, %739
  %747 = icmp ult i64 %742, %737
  %748 = fcmp ogt float %744, %739
  %749 = fcmp oeq float %744, %739
  %750 = xor i1 %746, true
  %751 = or i1 %750, %747
  %752 = and i1 %749, %747
  %753 = or i1 %748, %752
  %754 = xor i1 %746, true
  %755 = and i1 %754, %753
  %756 = select i1 %745, i1 %751, i1 %755
  %757 = select i1 %756, float %744, float %739
  %758 = select i1 %756, i64 %742, i64 %737
  %759 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %757, ptr addrspace(3) %759, align 4
  %760 = trunc i64 %758 to i32
  %761 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %760, ptr addrspace(3) %761, align 4
  br label %tree.done66

tree.done66:                                      ; preds = %tree.then65, %tree.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane67 = icmp ult i64 %lane, 128
  br i1 %tree_lane67, label %tree.then68, label %tree.done69

tree.then68:                                      ; preds = %tree.done66
  %762 = add i64 %lane, 128
  %763 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %764 = load i32, ptr addrspace(3) %763, align 4
  %765 = zext i32 %764 to i64
  %766 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %767 = load float, ptr addrspace(3) %766, align 4
  %768 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %762
  %769 = load i32, ptr addrspace(3) %768, align 4
  %770 = zext i32 %769 to i64
  %771 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %762
  %772 = load float, ptr addrspace(3) %771, align 4
  %773 = fcmp uno float %772, %772
  %774 = fcmp uno float %767, %767
  %775 = icmp ult i64 %770, %765
  %776 = fcmp ogt float %772, %767
  %777 = fcmp oeq float %772, %767
  %778 = xor i1 %774, true
  %779 = or i1 %778, %775
  %780 = and i1 %777, %775
  %781 = or i1 %776, %780
  %782 = xor i1 %774, true
  %783 = and i1 %782, %781
  %784 = select i1 %773, i1 %779, i1 %783
  %785 = select i1 %784, float %772, float %767
  %786 = select i1 %784, i64 %770, i64 %765
  %787 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %785, ptr addrspace(3) %787, align 4
  %788 = trunc i64 %786 to i32
  %789 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %788, ptr addrspace(3) %789, align 4
  br label %tree.done69

tree.done69:                                      ; preds = %tree.then68, %tree.done66
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane70 = icmp ult i64 %lane, 64
  br i1 %tree_lane70, label %tree.then71, label %tree.done72

tree.then71:                                      ; preds = %tree.done69
  %790 = add i64 %lane, 64
  %791 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %792 = load i32, ptr addrspace(3) %791, align 4
  %793 = zext i32 %792 to i64
  %794 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %795 = load float, ptr addrspace(3) %794, align 4
  %796 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %790
  %797 = load i32, ptr addrspace(3) %796, align 4
  %798 = zext i32 %797 to i64
  %799 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %790
  %800 = load float, ptr addrspace(3) %799, align 4
  %801 = fcmp uno float %800, %800
  %802 = fcmp uno float %795, %795
  %803 = icmp ult i64 %798, %793
  %804 = fcmp ogt float %800, %795
  %805 = fcmp oeq float %800, %795
  %806 = xor i1 %802, true
  %807 = or i1 %806, %803
  %808 = and i1 %805, %803
  %809 = or i1 %804, %808
  %810 = xor i1 %802, true
  %811 = and i1 %810, %809
  %812 = select i1 %801, i1 %807, i1 %811
  %813 = select i1 %812, float %800, float %795
  %814 = select i1 %812, i64 %798, i64 %793
  %815 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %813, ptr addrspace(3) %815, align 4
  %816 = trunc i64 %814 to i32
  %817 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %816, ptr addrspace(3) %817, align 4
  br label %tree.done72

tree.done72:                                      ; preds = %tree.then71, %tree.done69
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane73 = icmp ult i64 %lane, 32
  br i1 %tree_lane73, label %tree.then74, label %tree.done75

tree.then74:                                      ; preds = %tree.done72
  %818 = add i64 %lane, 32
  %819 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %820 = load i32, ptr addrspace(3) %819, align 4
  %821 = zext i32 %820 to i64
  %822 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %823 = load float, ptr addrspace(3) %822, align 4
  %824 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %818
  %825 = load i32, ptr addrspace(3) %824, align 4
  %826 = zext i32 %825 to i64
  %827 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %818
  %828 = load float, ptr addrspace(3) %827, align 4
  %829 = fcmp uno float %828, %828
  %830 = fcmp uno float %823, %823
  %831 = icmp ult i64 %826, %821
  %832 = fcmp ogt float %828, %823
  %833 = fcmp oeq float %828, %823
  %834 = xor i1 %830, true
  %835 = or i1 %834, %831
  %836 = and i1 %833, %831
  %837 = or i1 %832, %836
  %838 = xor i1 %830, true
  %839 = and i1 %838, %837
  %840 = select i1 %829, i1 %835, i1 %839
  %841 = select i1 %840, float %828, float %823
  %842 = select i1 %840, i64 %826, i64 %821
  %843 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %841, ptr addrspace(3) %843, align 4
  %844 = trunc i64 %842 to i32
  %845 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %844, ptr addrspace(3) %845, align 4
  br label %tree.done75

tree.done75:                                      ; preds = %tree.then74, %tree.done72
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane76 = icmp ult i64 %lane, 16
  br i1 %tree_lane76, label %tree.then77, label %tree.done78

tree.then77:                                      ; preds = %tree.done75
  %846 = add i64 %lane, 16
  %847 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %848 = load i32, ptr addrspace(3) %847, align 4
  %849 = zext i32 %848 to i64
  %850 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %851 = load float, ptr addrspace(3) %850, align 4
  %852 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %846
  %853 = load i32, ptr addrspace(3) %852, align 4
  %854 = zext i32 %853 to i64
  %855 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %846
  %856 = load float, ptr addrspace(3) %855, align 4
  %857 = fcmp uno float %856, %856
  %858 = fcmp uno float %851, %851
  %859 = icmp ult i64 %854, %849
  %860 = fcmp ogt float %856, %851
  %861 = fcmp oeq float %856, %851
  %862 = xor i1 %858, true
  %863 = or i1 %862, %859
  %864 = and i1 %861, %859
  %865 = or i1 %860, %864
  %866 = xor i1 %858, true
  %867 = and i1 %866, %865
  %868 = select i1 %857, i1 %863, i1 %867
  %869 = select i1 %868, float %856, float %851
  %870 = select i1 %868, i64 %854, i64 %849
  %871 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %869, ptr addrspace(3) %871, align 4
  %872 = trunc i64 %870 to i32
  %873 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %872, ptr addrspace(3) %873, align 4
  br label %tree.done78

tree.done78:                                      ; preds = %tree.then77, %tree.done75
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane79 = icmp ult i64 %lane, 8
  br i1 %tree_lane79, label %tree.then80, label %tree.done81

tree.then80:                                      ; preds = %tree.done78
  %874 = add i64 %lane, 8
  %875 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %876 = load i32, ptr addrspace(3) %875, align 4
  %877 = zext i32 %876 to i64
  %878 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %879 = load float, ptr addrspace(3) %878, align 4
  %880 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %874
  %881 = load i32, ptr addrspace(3) %880, align 4
  %882 = zext i32 %881 to i64
  %883 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %874
  %884 = load float, ptr addrspace(3) %883, align 4
  %885 = fcmp uno float %884, %884
  %886 = fcmp uno float %879, %879
  %887 = icmp ult i64 %882, %877
  %888 = fcmp ogt float %884, %879
  %889 = fcmp oeq float %884, %879
  %890 = xor i1 %886, true
  %891 = or i1 %890, %887
  %892 = and i1 %889, %887
  %893 = or i1 %888, %892
  %894 = xor i1 %886, true
  %895 = and i1 %894, %893
  %896 = select i1 %885, i1 %891, i1 %895
  %897 = select i1 %896, float %884, float %879
  %898 = select i1 %896, i64 %882, i64 %877
  %899 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %897, ptr addrspace(3) %899, align 4
  %900 = trunc i64 %898 to i32
  %901 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %900, ptr addrspace(3) %901, align 4
  br label %tree.done81

tree.done81:                                      ; preds = %tree.then80, %tree.done78
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane82 = icmp ult i64 %lane, 4
  br i1 %tree_lane82, label %tree.then83, label %tree.done84

tree.then83:                                      ; preds = %tree.done81
  %902 = add i64 %lane, 4
  %903 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %904 = load i32, ptr addrspace(3) %903, align 4
  %905 = zext i32 %904 to i64
  %906 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %907 = load float, ptr addrspace(3) %906, align 4
  %908 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %902
  %909 = load i32, ptr addrspace(3) %908, align 4
  %910 = zext i32 %909 to i64
  %911 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %902
  %912 = load float, ptr addrspace(3) %911, align 4
  %913 = fcmp uno float %912, %912
  %914 = fcmp uno float %907, %907
  %915 = icmp ult i64 %910, %905
  %916 = fcmp ogt float %912, %907
  %917 = fcmp oeq float %912, %907
  %918 = xor i1 %914, true
  %919 = or i1 %918, %915
  %920 = and i1 %917, %915
  %921 = or i1 %916, %920
  %922 = xor i1 %914, true
  %923 = and i1 %922, %921
  %924 = select i1 %913, i1 %919, i1 %923
  %925 = select i1 %924, float %912, float %907
  %926 = select i1 %924, i64 %910, i64 %905
  %927 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %925, ptr addrspace(3) %927, align 4
  %928 = trunc i64 %926 to i32
  %929 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %928, ptr addrspace(3) %929, align 4
  br label %tree.done84

tree.done84:                                      ; preds = %tree.then83, %tree.done81
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane85 = icmp ult i64 %lane, 2
  br i1 %tree_lane85, label %tree.then86, label %tree.done87

tree.then86:                                      ; preds = %tree.done84
  %930 = add i64 %lane, 2
  %931 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %932 = load i32, ptr addrspace(3) %931, align 4
  %933 = zext i32 %932 to i64
  %934 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %935 = load float, ptr addrspace(3) %934, align 4
  %936 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %930
  %937 = load i32, ptr addrspace(3) %936, align 4
  %938 = zext i32 %937 to i64
  %939 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %930
  %940 = load float, ptr addrspace(3) %939, align 4
  %941 = fcmp uno float %940, %940
  %942 = fcmp uno float %935, %935
  %943 = icmp ult i64 %938, %933
  %944 = fcmp ogt float %940, %935
  %945 = fcmp oeq float %940, %935
  %946 = xor i1 %942, true
  %947 = or i1 %946, %943
  %948 = and i1 %945, %943
  %949 = or i1 %944, %948
  %950 = xor i1 %942, true
  %951 = and i1 %950, %949
  %952 = select i1 %941, i1 %947, i1 %951
  %953 = select i1 %952, float %940, float %935
  %954 = select i1 %952, i64 %938, i64 %933
  %955 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %953, ptr addrspace(3) %955, align 4
  %956 = trunc i64 %954 to i32
  %957 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %956, ptr addrspace(3) %957, align 4
  br label %tree.done87

tree.done87:                                      ; preds = %tree.then86, %tree.done84
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane88 = icmp ult i64 %lane, 1
  br i1 %tree_lane88, label %tree.then89, label %tree.done90

tree.then89:                                      ; preds = %tree.done87
  %958 = add i64 %lane, 1
  %959 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %960 = load i32, ptr addrspace(3) %959, align 4
  %961 = zext i32 %960 to i64
  %962 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %963 = load float, ptr addrspace(3) %962, align 4
  %964 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %958
  %965 = load i32, ptr addrspace(3) %964, align 4
  %966 = zext i32 %965 to i64
  %967 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %958
  %968 = load float, ptr addrspace(3) %967, align 4
  %969 = fcmp uno float %968, %968
  %970 = fcmp uno float %963, %963
  %971 = icmp ult i64 %966, %961
  %972 = fcmp ogt float %968, %963
  %973 = fcmp oeq float %968, %963
  %974 = xor i1 %970, true
  %975 = or i1 %974, %971
  %976 = and i1 %973, %971
  %977 = or i1 %972, %976
  %978 = xor i1 %970, true
  %979 = and i1 %978, %977
  %980 = select i1 %969, i1 %975, i1 %979
  %981 = select i1 %980, float %968, float %963
  %982 = select i1 %980, i64 %966, i64 %961
  %983 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %981, ptr addrspace(3) %983, align 4
  %984 = trunc i64 %982 to i32
  %985 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %984, ptr addrspace(3) %985, align 4
  br label %tree.done90

tree.done90:                                      ; preds = %tree.then89, %tree.done87
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then91, label %tree.result.done92

tree.result.then91:                               ; preds = %tree.done90
  %986 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %987 = zext i32 %986 to i64
  %988 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value93, align 4
  store i64 0, ptr %fold_index94, align 8
  store i64 0, ptr %pairwise_depth97, align 8
  store float %988, ptr %fold_value93, align 4
  store i64 %987, ptr %fold_index94, align 8
  %989 = load i64, ptr %fold_index94, align 8
  %argmax = uitofp i64 %989 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %tree.result.done92

tree.result.done92:                               ; preds = %tree.result.then91, %tree.done90
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature98 = add i64 %lane, 0
  %valid99 = icmp ult i64 %feature98, %n_features
  %990 = getelementptr inbounds float, ptr %state_regs, i64 0
  %991 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid99, label %slot.then100, label %slot.done101

slot.then100:                                     ; preds = %tree.result.done92
  %992 = load float, ptr %990, align 4
  %993 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %994 = fsub float %992, %993
  %995 = fcmp olt float %994, -1.040000e+02
  %996 = select i1 %995, float -1.040000e+02, float %994
  %997 = fcmp olt float 8.900000e+01, %996
  %998 = select i1 %997, float 8.900000e+01, float %996
  %999 = fmul float %998, 0x3FF7154760000000
  %1000 = fadd float %999, 0x4168000000000000
  %1001 = fsub float %1000, 0x4168000000000000
  %1002 = bitcast float %1000 to i32
  %1003 = sub i32 %1002, 1262485504
  %1004 = fmul float %1001, 0x3FE62E4000000000
  %1005 = fsub float %998, %1004
  %1006 = fmul float %1001, 0x3EB7F7D1C0000000
  %1007 = fsub float %1005, %1006
  %1008 = fmul float %1007, %1007
  %1009 = fmul float %1008, 0x3E66376980000000
  %1010 = fadd float 0xBEBBBD41C0000000, %1009
  %1011 = fmul float %1008, %1010
  %1012 = fadd float 0x3F11566AA0000000, %1011
  %1013 = fmul float %1008, %1012
  %1014 = fadd float 0xBF66C16C20000000, %1013
  %1015 = fmul float %1008, %1014
  %1016 = fadd float 0x3FC5555560000000, %1015
  %1017 = fmul float %1008, %1016
  %1018 = fsub float %1007, %1017
  %1019 = fmul float %1007, %1018
  %1020 = fsub float 2.000000e+00, %1018
  %1021 = fdiv float %1019, %1020
  %1022 = fsub float %1006, %1021
  %1023 = fsub float %1022, %1005
  %1024 = fsub float 1.000000e+00, %1023
  %1025 = add i32 %1003, 256
  %1026 = lshr i32 %1025, 1
  %1027 = sub i32 %1026, 1
  %1028 = add i32 %1003, 255
  %1029 = sub i32 %1028, %1026
  %1030 = shl i32 %1027, 23
  %1031 = shl i32 %1029, 23
  %1032 = bitcast i32 %1030 to float
  %1033 = bitcast i32 %1031 to float
  %1034 = fmul float %1024, %1032
  %1035 = fmul float %1034, %1033
  %1036 = fcmp uno float %994, %994
  %1037 = select i1 %1036, float 0x7FF8000000000000, float %1035
  %1038 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature98
  store float %1037, ptr addrspace(3) %1038, align 4
  br label %slot.done101

slot.done101:                                     ; preds = %slot.then100, %tree.result.done92
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1039 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %1039, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done101
  %tree_sum = phi i64 [ 0, %slot.done101 ], [ %1049, %tree_sum.pairs.exit ]
  %1040 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %1040, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %1041 = add i64 %1039, %span
  %pairs = lshr i64 %1041, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %1048, %tree_sum.pairs.body ]
  %1042 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %1042, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %1043 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %left
  %1044 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %right
  %1045 = load float, ptr addrspace(3) %1043, align 4
  %1046 = load float, ptr addrspace(3) %1044, align 4
  %1047 = fadd float %1045, %1046
  store float %1047, ptr addrspace(3) %1043, align 4
  %1048 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1049 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %1050 = load float, ptr addrspace(3) @tessera_fold_scratch_w1024, align 4
  store float %1050, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw102 = icmp ne i32 %draw_noise, 0
  br i1 %draw102, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature103 = add i64 %lane, 0
  %valid104 = icmp ult i64 %feature103, %n_features
  %1051 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1052 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature111 = add i64 %lane, 0
  %valid112 = icmp ult i64 %feature111, %n_features
  %1053 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1054 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then113, label %uniform_sinks.done114

noise.done:                                       ; preds = %slot.done118, %slot.done108
  %1055 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature105 = add i64 %lane, 0
  %valid106 = icmp ult i64 %feature105, %n_features
  %1056 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1057 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid106, label %slot.then107, label %slot.done108

slot.then107:                                     ; preds = %uniform_sinks.done
  %1058 = load float, ptr %1056, align 4
  %1059 = fmul float 2.000000e+00, %1058
  %1060 = fmul float 0x3FA99999A0000000, %1059
  %1061 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature105
  %1062 = load float, ptr addrspace(1) %1061, align 4
  %1063 = fmul float -1.000000e+00, %1062
  %1064 = fadd float %1060, %1063
  %1065 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1066 = fdiv float 1.000000e+00, %1065
  %1067 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1068 = fsub float %1058, %1067
  %1069 = fcmp olt float %1068, -1.040000e+02
  %1070 = select i1 %1069, float -1.040000e+02, float %1068
  %1071 = fcmp olt float 8.900000e+01, %1070
  %1072 = select i1 %1071, float 8.900000e+01, float %1070
  %1073 = fmul float %1072, 0x3FF7154760000000
  %1074 = fadd float %1073, 0x4168000000000000
  %1075 = fsub float %1074, 0x4168000000000000
  %1076 = bitcast float %1074 to i32
  %1077 = sub i32 %1076, 1262485504
  %1078 = fmul float %1075, 0x3FE62E4000000000
  %1079 = fsub float %1072, %1078
  %1080 = fmul float %1075, 0x3EB7F7D1C0000000
  %1081 = fsub float %1079, %1080
  %1082 = fmul float %1081, %1081
  %1083 = fmul float %1082, 0x3E66376980000000
  %1084 = fadd float 0xBEBBBD41C0000000, %1083
  %1085 = fmul float %1082, %1084
  %1086 = fadd float 0x3F11566AA0000000, %1085
  %1087 = fmul float %1082, %1086
  %1088 = fadd float 0xBF66C16C20000000, %1087
  %1089 = fmul float %1082, %1088
  %1090 = fadd float 0x3FC5555560000000, %1089
  %1091 = fmul float %1082, %1090
  %1092 = fsub float %1081, %1091
  %1093 = fmul float %1081, %1092
  %1094 = fsub float 2.000000e+00, %1092
  %1095 = fdiv float %1093, %1094
  %1096 = fsub float %1080, %1095
  %1097 = fsub float %1096, %1079
  %1098 = fsub float 1.000000e+00, %1097
  %1099 = add i32 %1077, 256
  %1100 = lshr i32 %1099, 1
  %1101 = sub i32 %1100, 1
  %1102 = add i32 %1077, 255
  %1103 = sub i32 %1102, %1100
  %1104 = shl i32 %1101, 23
  %1105 = shl i32 %1103, 23
  %1106 = bitcast i32 %1104 to float
  %1107 = bitcast i32 %1105 to float
  %1108 = fmul float %1098, %1106
  %1109 = fmul float %1108, %1107
  %1110 = fcmp uno float %1068, %1068
  %1111 = select i1 %1110, float 0x7FF8000000000000, float %1109
  %1112 = fmul float %1066, %1111
  %1113 = fadd float %1064, %1112
  %feature109 = uitofp i64 %feature105 to float
  %1114 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1115 = fcmp oeq float %feature109, %1114
  %1116 = select i1 %1115, float 1.000000e+00, float 0.000000e+00
  %1117 = fcmp une float %1116, 0.000000e+00
  %1118 = select i1 %1117, float 0x3FB99999A0000000, float 0.000000e+00
  %1119 = fadd float %1113, %1118
  %1120 = fmul float %1119, %eta
  %1121 = fsub float %1058, %1120
  %1122 = load float, ptr %1057, align 4
  %1123 = fmul float %1122, %17
  %1124 = fadd float %1121, %1123
  %bits110 = bitcast float %1124 to i32
  %magnitude = and i32 %bits110, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits110
  store i32 %canonical, ptr %1056, align 4
  br label %slot.done108

slot.done108:                                     ; preds = %slot.then107, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then113:                            ; preds = %quiet
  br label %uniform_sinks.done114

uniform_sinks.done114:                            ; preds = %uniform_sinks.then113, %quiet
  %feature115 = add i64 %lane, 0
  %valid116 = icmp ult i64 %feature115, %n_features
  %1125 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1126 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid116, label %slot.then117, label %slot.done118

slot.then117:                                     ; preds = %uniform_sinks.done114
  %1127 = load float, ptr %1125, align 4
  %1128 = fmul float 2.000000e+00, %1127
  %1129 = fmul float 0x3FA99999A0000000, %1128
  %1130 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature115
  %1131 = load float, ptr addrspace(1) %1130, align 4
  %1132 = fmul float -1.000000e+00, %1131
  %1133 = fadd float %1129, %1132
  %1134 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1135 = fdiv float 1.000000e+00, %1134
  %1136 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1137 = fsub float %1127, %1136
  %1138 = fcmp olt float %1137, -1.040000e+02
  %1139 = select i1 %1138, float -1.040000e+02, float %1137
  %1140 = fcmp olt float 8.900000e+01, %1139
  %1141 = select i1 %1140, float 8.900000e+01, float %1139
  %1142 = fmul float %1141, 0x3FF7154760000000
  %1143 = fadd float %1142, 0x4168000000000000
  %1144 = fsub float %1143, 0x4168000000000000
  %1145 = bitcast float %1143 to i32
  %1146 = sub i32 %1145, 1262485504
  %1147 = fmul float %1144, 0x3FE62E4000000000
  %1148 = fsub float %1141, %1147
  %1149 = fmul float %1144, 0x3EB7F7D1C0000000
  %1150 = fsub float %1148, %1149
  %1151 = fmul float %1150, %1150
  %1152 = fmul float %1151, 0x3E66376980000000
  %1153 = fadd float 0xBEBBBD41C0000000, %1152
  %1154 = fmul float %1151, %1153
  %1155 = fadd float 0x3F11566AA0000000, %1154
  %1156 = fmul float %1151, %1155
  %1157 = fadd float 0xBF66C16C20000000, %1156
  %1158 = fmul float %1151, %1157
  %1159 = fadd float 0x3FC5555560000000, %1158
  %1160 = fmul float %1151, %1159
  %1161 = fsub float %1150, %1160
  %1162 = fmul float %1150, %1161
  %1163 = fsub float 2.000000e+00, %1161
  %1164 = fdiv float %1162, %1163
  %1165 = fsub float %1149, %1164
  %1166 = fsub float %1165, %1148
  %1167 = fsub float 1.000000e+00, %1166
  %1168 = add i32 %1146, 256
  %1169 = lshr i32 %1168, 1
  %1170 = sub i32 %1169, 1
  %1171 = add i32 %1146, 255
  %1172 = sub i32 %1171, %1169
  %1173 = shl i32 %1170, 23
  %1174 = shl i32 %1172, 23
  %1175 = bitcast i32 %1173 to float
  %1176 = bitcast i32 %1174 to float
  %1177 = fmul float %1167, %1175
  %1178 = fmul float %1177, %1176
  %1179 = fcmp uno float %1137, %1137
  %1180 = select i1 %1179, float 0x7FF8000000000000, float %1178
  %1181 = fmul float %1135, %1180
  %1182 = fadd float %1133, %1181
  %feature119 = uitofp i64 %feature115 to float
  %1183 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1184 = fcmp oeq float %feature119, %1183
  %1185 = select i1 %1184, float 1.000000e+00, float 0.000000e+00
  %1186 = fcmp une float %1185, 0.000000e+00
  %1187 = select i1 %1186, float 0x3FB99999A0000000, float 0.000000e+00
  %1188 = fadd float %1182, %1187
  %1189 = fmul float %1188, %eta
  %1190 = fsub float %1127, %1189
  %1191 = fmul float 0.000000e+00, %17
  %1192 = fadd float %1190, %1191
  %bits120 = bitcast float %1190 to i32
  %magnitude121 = and i32 %bits120, 2147483647
  %is_nan122 = icmp ugt i32 %magnitude121, 2139095040
  %canonical123 = select i1 %is_nan122, i32 2143289344, i32 %bits120
  store i32 %canonical123, ptr %1125, align 4
  br label %slot.done118

slot.done118:                                     ; preds = %slot.then117, %uniform_sinks.done114
  br label %noise.done

slot.then126:                                     ; preds = %step.exit
  %1193 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature124
  %1194 = load float, ptr %10, align 4
  store float %1194, ptr addrspace(1) %1193, align 4
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
  %noise_scale3 = alloca float, align 4
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
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %1199, %noise.done ]
  %10 = icmp ult i64 %step, %steps
  br i1 %10, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br label %row.done

anneal.then:                                      ; preds = %step.body
  %11 = load float, ptr %temperature1, align 4
  %12 = fmul float %two_eta, %11
  %13 = fcmp olt float 0.000000e+00, %12
  %14 = call float @llvm.sqrt.f32(float %12)
  %15 = select i1 %13, float %14, float 0.000000e+00
  store float %15, ptr %noise_scale3, align 4
  %t_next = fmul float %11, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %16 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %draw.then, label %draw.done

draw.then:                                        ; preds = %anneal.done
  %first_element = mul i64 %row, %n_features
  %full_groups_end = and i64 %n_features, -4
  %17 = add i64 %n_features, 3
  %groups = lshr i64 %17, 2
  %18 = mul i64 %row, %groups
  %group = add i64 %18, 0
  %full_groups = lshr i64 %full_groups_end, 2
  br label %philox.header

draw.done:                                        ; preds = %noise_tail.done, %anneal.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0xFFF0000000000000, ptr %fold_value14, align 4
  store i64 0, ptr %fold_index15, align 8
  store i64 0, ptr %pairwise_depth18, align 8
  br label %feature.header

philox.header:                                    ; preds = %philox.body, %draw.then
  %philox = phi i64 [ %lane, %draw.then ], [ %136, %philox.body ]
  %19 = icmp ult i64 %philox, %full_groups
  br i1 %19, label %philox.body, label %philox.exit

philox.body:                                      ; preds = %philox.header
  %20 = mul i64 %philox, 4
  %group4 = add i64 %group, %philox
  %21 = trunc i64 %key0 to i32
  %22 = lshr i64 %key0, 32
  %23 = trunc i64 %22 to i32
  %24 = trunc i64 %group4 to i32
  %25 = trunc i64 %key1_step to i32
  %26 = lshr i64 %key1_step, 32
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %group4, 32
  %29 = trunc i64 %28 to i32
  %30 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %24)
  %31 = mul i32 -766435501, %24
  %32 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %27)
  %33 = mul i32 -845247145, %27
  %34 = xor i32 %32, %25
  %35 = xor i32 %34, %21
  %36 = xor i32 %30, %29
  %37 = xor i32 %36, %23
  %38 = add i32 %21, -1640531527
  %39 = add i32 %23, -1150833019
  %40 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %35)
  %41 = mul i32 -766435501, %35
  %42 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %37)
  %43 = mul i32 -845247145, %37
  %44 = xor i32 %42, %33
  %45 = xor i32 %44, %38
  %46 = xor i32 %40, %31
  %47 = xor i32 %46, %39
  %48 = add i32 %38, -1640531527
  %49 = add i32 %39, -1150833019
  %50 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %45)
  %51 = mul i32 -766435501, %45
  %52 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %47)
  %53 = mul i32 -845247145, %47
  %54 = xor i32 %52, %43
  %55 = xor i32 %54, %48
  %56 = xor i32 %50, %41
  %57 = xor i32 %56, %49
  %58 = add i32 %48, -1640531527
  %59 = add i32 %49, -1150833019
  %60 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %55)
  %61 = mul i32 -766435501, %55
  %62 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %57)
  %63 = mul i32 -845247145, %57
  %64 = xor i32 %62, %53
  %65 = xor i32 %64, %58
  %66 = xor i32 %60, %51
  %67 = xor i32 %66, %59
  %68 = add i32 %58, -1640531527
  %69 = add i32 %59, -1150833019
  %70 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %65)
  %71 = mul i32 -766435501, %65
  %72 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %67)
  %73 = mul i32 -845247145, %67
  %74 = xor i32 %72, %63
  %75 = xor i32 %74, %68
  %76 = xor i32 %70, %61
  %77 = xor i32 %76, %69
  %78 = add i32 %68, -1640531527
  %79 = add i32 %69, -1150833019
  %80 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %75)
  %81 = mul i32 -766435501, %75
  %82 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %77)
  %83 = mul i32 -845247145, %77
  %84 = xor i32 %82, %73
  %85 = xor i32 %84, %78
  %86 = xor i32 %80, %71
  %87 = xor i32 %86, %79
  %88 = add i32 %78, -1640531527
  %89 = add i32 %79, -1150833019
  %90 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %85)
  %91 = mul i32 -766435501, %85
  %92 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %87)
  %93 = mul i32 -845247145, %87
  %94 = xor i32 %92, %83
  %95 = xor i32 %94, %88
  %96 = xor i32 %90, %81
  %97 = xor i32 %96, %89
  %98 = add i32 %88, -1640531527
  %99 = add i32 %89, -1150833019
  %100 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %95)
  %101 = mul i32 -766435501, %95
  %102 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %97)
  %103 = mul i32 -845247145, %97
  %104 = xor i32 %102, %93
  %105 = xor i32 %104, %98
  %106 = xor i32 %100, %91
  %107 = xor i32 %106, %99
  %108 = add i32 %98, -1640531527
  %109 = add i32 %99, -1150833019
  %110 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %105)
  %111 = mul i32 -766435501, %105
  %112 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %107)
  %113 = mul i32 -845247145, %107
  %114 = xor i32 %112, %103
  %115 = xor i32 %114, %108
  %116 = xor i32 %110, %101
  %117 = xor i32 %116, %109
  %118 = add i32 %108, -1640531527
  %119 = add i32 %109, -1150833019
  %120 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %115)
  %121 = mul i32 -766435501, %115
  %122 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %117)
  %123 = mul i32 -845247145, %117
  %124 = xor i32 %122, %113
  %125 = xor i32 %124, %118
  %126 = xor i32 %120, %111
  %127 = xor i32 %126, %119
  %128 = add i64 %20, 0
  %129 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %128
  store i32 %125, ptr addrspace(1) %129, align 4
  %130 = add i64 %20, 1
  %131 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %130
  store i32 %123, ptr addrspace(1) %131, align 4
  %132 = add i64 %20, 2
  %133 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %132
  store i32 %127, ptr addrspace(1) %133, align 4
  %134 = add i64 %20, 3
  %135 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %134
  store i32 %121, ptr addrspace(1) %135, align 4
  %136 = add i64 %philox, 256
  br label %philox.header

philox.exit:                                      ; preds = %philox.header
  br label %noise.header

noise.header:                                     ; preds = %noise.body, %philox.exit
  %noise = phi i64 [ %lane, %philox.exit ], [ %337, %noise.body ]
  %137 = icmp ult i64 %noise, %full_groups
  br i1 %137, label %noise.body, label %noise.exit

noise.body:                                       ; preds = %noise.header
  %138 = mul i64 %noise, 4
  %139 = add i64 %138, 0
  %140 = add i64 %138, 1
  %141 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %139
  %word = load i32, ptr addrspace(1) %141, align 4
  %142 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %140
  %word5 = load i32, ptr addrspace(1) %142, align 4
  %143 = lshr i32 %word, 9
  %144 = sitofp i32 %143 to float
  %145 = fadd float %144, 5.000000e-01
  %146 = fmul float %145, 0x3E80000000000000
  %147 = lshr i32 %word5, 9
  %148 = sitofp i32 %147 to float
  %149 = fadd float %148, 5.000000e-01
  %150 = fmul float %149, 0x3E80000000000000
  %151 = bitcast float %146 to i32
  %152 = add i32 %151, 4913933
  %153 = lshr i32 %152, 23
  %154 = sub i32 %153, 127
  %155 = and i32 %152, 8388607
  %156 = add i32 %155, 1060439283
  %157 = bitcast i32 %156 to float
  %158 = fsub float %157, 1.000000e+00
  %159 = fadd float 2.000000e+00, %158
  %160 = fdiv float %158, %159
  %161 = fmul float %160, %160
  %162 = fmul float %161, %161
  %163 = fmul float %162, 0x3FCF13C4C0000000
  %164 = fadd float 0x3FD999C260000000, %163
  %165 = fmul float %162, %164
  %166 = fmul float %162, 0x3FD23D3DC0000000
  %167 = fadd float 0x3FE5555540000000, %166
  %168 = fmul float %161, %167
  %169 = fadd float %168, %165
  %170 = fmul float 5.000000e-01, %158
  %171 = fmul float %170, %158
  %172 = sitofp i32 %154 to float
  %173 = fadd float %171, %169
  %174 = fmul float %160, %173
  %175 = fmul float %172, 0x3EE2FEFA20000000
  %176 = fadd float %174, %175
  %177 = fsub float %176, %171
  %178 = fadd float %177, %158
  %179 = fmul float %172, 0x3FE62E3000000000
  %180 = fadd float %178, %179
  %181 = fmul float -2.000000e+00, %180
  %182 = call float @llvm.sqrt.f32(float %181)
  %183 = fpext float %150 to double
  %184 = fmul double %183, 4.000000e+00
  %185 = fadd double %184, 0x4338000000000000
  %186 = fsub double %185, 0x4338000000000000
  %187 = fsub double %184, %186
  %188 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %189 = fmul double %187, %188
  %190 = fmul double %189, %189
  %191 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %192 = fmul double %190, %191
  %193 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %194 = fadd double %193, %192
  %195 = fmul double %190, %194
  %196 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %197 = fadd double %196, %195
  %198 = fmul double %190, %197
  %199 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %200 = fadd double %199, %198
  %201 = fmul double %189, %190
  %202 = fmul double %201, %200
  %203 = fadd double %189, %202
  %204 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %205 = fmul double %190, %204
  %206 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %207 = fadd double %206, %205
  %208 = fmul double %190, %207
  %209 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %210 = fadd double %209, %208
  %211 = fmul double %190, %210
  %212 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %213 = fadd double %212, %211
  %214 = fmul double %190, %190
  %215 = fmul double %214, %213
  %216 = fmul double 5.000000e-01, %190
  %217 = fsub double 1.000000e+00, %216
  %218 = fadd double %217, %215
  %219 = fptrunc double %203 to float
  %220 = fptrunc double %218 to float
  %221 = fneg float %219
  %222 = fneg float %220
  %223 = bitcast double %185 to i64
  %224 = and i64 %223, 1
  %225 = and i64 %223, 2
  %226 = icmp eq i64 %224, 1
  %227 = icmp eq i64 %225, 2
  %228 = select i1 %227, float %221, float %219
  %229 = select i1 %227, float %222, float %220
  %230 = select i1 %226, float %229, float %228
  %231 = select i1 %227, float %222, float %220
  %232 = select i1 %227, float %219, float %221
  %233 = select i1 %226, float %232, float %231
  %234 = fmul float %182, %233
  %235 = fmul float %182, %230
  %236 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %139
  store float %234, ptr addrspace(1) %236, align 4
  %237 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %140
  store float %235, ptr addrspace(1) %237, align 4
  %238 = add i64 %138, 2
  %239 = add i64 %138, 3
  %240 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %238
  %word6 = load i32, ptr addrspace(1) %240, align 4
  %241 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %239
  %word7 = load i32, ptr addrspace(1) %241, align 4
  %242 = lshr i32 %word6, 9
  %243 = sitofp i32 %242 to float
  %244 = fadd float %243, 5.000000e-01
  %245 = fmul float %244, 0x3E80000000000000
  %246 = lshr i32 %word7, 9
  %247 = sitofp i32 %246 to float
  %248 = fadd float %247, 5.000000e-01
  %249 = fmul float %248, 0x3E80000000000000
  %250 = bitcast float %245 to i32
  %251 = add i32 %250, 4913933
  %252 = lshr i32 %251, 23
  %253 = sub i32 %252, 127
  %254 = and i32 %251, 8388607
  %255 = add i32 %254, 1060439283
  %256 = bitcast i32 %255 to float
  %257 = fsub float %256, 1.000000e+00
  %258 = fadd float 2.000000e+00, %257
  %259 = fdiv float %257, %258
  %260 = fmul float %259, %259
  %261 = fmul float %260, %260
  %262 = fmul float %261, 0x3FCF13C4C0000000
  %263 = fadd float 0x3FD999C260000000, %262
  %264 = fmul float %261, %263
  %265 = fmul float %261, 0x3FD23D3DC0000000
  %266 = fadd float 0x3FE5555540000000, %265
  %267 = fmul float %260, %266
  %268 = fadd float %267, %264
  %269 = fmul float 5.000000e-01, %257
  %270 = fmul float %269, %257
  %271 = sitofp i32 %253 to float
  %272 = fadd float %270, %268
  %273 = fmul float %259, %272
  %274 = fmul float %271, 0x3EE2FEFA20000000
  %275 = fadd float %273, %274
  %276 = fsub float %275, %270
  %277 = fadd float %276, %257
  %278 = fmul float %271, 0x3FE62E3000000000
  %279 = fadd float %277, %278
  %280 = fmul float -2.000000e+00, %279
  %281 = call float @llvm.sqrt.f32(float %280)
  %282 = fpext float %249 to double
  %283 = fmul double %282, 4.000000e+00
  %284 = fadd double %283, 0x4338000000000000
  %285 = fsub double %284, 0x4338000000000000
  %286 = fsub double %283, %285
  %287 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %288 = fmul double %286, %287
  %289 = fmul double %288, %288
  %290 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %291 = fmul double %289, %290
  %292 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %293 = fadd double %292, %291
  %294 = fmul double %289, %293
  %295 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %296 = fadd double %295, %294
  %297 = fmul double %289, %296
  %298 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %299 = fadd double %298, %297
  %300 = fmul double %288, %289
  %301 = fmul double %300, %299
  %302 = fadd double %288, %301
  %303 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %304 = fmul double %289, %303
  %305 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %306 = fadd double %305, %304
  %307 = fmul double %289, %306
  %308 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %309 = fadd double %308, %307
  %310 = fmul double %289, %309
  %311 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %312 = fadd double %311, %310
  %313 = fmul double %289, %289
  %314 = fmul double %313, %312
  %315 = fmul double 5.000000e-01, %289
  %316 = fsub double 1.000000e+00, %315
  %317 = fadd double %316, %314
  %318 = fptrunc double %302 to float
  %319 = fptrunc double %317 to float
  %320 = fneg float %318
  %321 = fneg float %319
  %322 = bitcast double %284 to i64
  %323 = and i64 %322, 1
  %324 = and i64 %322, 2
  %325 = icmp eq i64 %323, 1
  %326 = icmp eq i64 %324, 2
  %327 = select i1 %326, float %320, float %318
  %328 = select i1 %326, float %321, float %319
  %329 = select i1 %325, float %328, float %327
  %330 = select i1 %326, float %321, float %319
  %331 = select i1 %326, float %318, float %320
  %332 = select i1 %325, float %331, float %330
  %333 = fmul float %281, %332
  %334 = fmul float %281, %329
  %335 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %238
  store float %333, ptr addrspace(1) %335, align 4
  %336 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %239
  store float %334, ptr addrspace(1) %336, align 4
  %337 = add i64 %noise, 256
  br label %noise.header

noise.exit:                                       ; preds = %noise.header
  %338 = icmp ult i64 %full_groups_end, %n_features
  %339 = and i1 %338, %lane0
  br i1 %339, label %noise_tail.then, label %noise_tail.done

noise_tail.then:                                  ; preds = %noise.exit
  %340 = add i64 %n_features, 3
  %groups8 = lshr i64 %340, 2
  %341 = mul i64 %row, %groups8
  %342 = lshr i64 %full_groups_end, 2
  %group9 = add i64 %341, %342
  %343 = trunc i64 %key0 to i32
  %344 = lshr i64 %key0, 32
  %345 = trunc i64 %344 to i32
  %346 = trunc i64 %group9 to i32
  %347 = trunc i64 %key1_step to i32
  %348 = lshr i64 %key1_step, 32
  %349 = trunc i64 %348 to i32
  %350 = lshr i64 %group9, 32
  %351 = trunc i64 %350 to i32
  %352 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %346)
  %353 = mul i32 -766435501, %346
  %354 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %349)
  %355 = mul i32 -845247145, %349
  %356 = xor i32 %354, %347
  %357 = xor i32 %356, %343
  %358 = xor i32 %352, %351
  %359 = xor i32 %358, %345
  %360 = add i32 %343, -1640531527
  %361 = add i32 %345, -1150833019
  %362 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %357)
  %363 = mul i32 -766435501, %357
  %364 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %359)
  %365 = mul i32 -845247145, %359
  %366 = xor i32 %364, %355
  %367 = xor i32 %366, %360
  %368 = xor i32 %362, %353
  %369 = xor i32 %368, %361
  %370 = add i32 %360, -1640531527
  %371 = add i32 %361, -1150833019
  %372 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %367)
  %373 = mul i32 -766435501, %367
  %374 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %369)
  %375 = mul i32 -845247145, %369
  %376 = xor i32 %374, %365
  %377 = xor i32 %376, %370
  %378 = xor i32 %372, %363
  %379 = xor i32 %378, %371
  %380 = add i32 %370, -1640531527
  %381 = add i32 %371, -1150833019
  %382 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %377)
  %383 = mul i32 -766435501, %377
  %384 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %379)
  %385 = mul i32 -845247145, %379
  %386 = xor i32 %384, %375
  %387 = xor i32 %386, %380
  %388 = xor i32 %382, %373
  %389 = xor i32 %388, %381
  %390 = add i32 %380, -1640531527
  %391 = add i32 %381, -1150833019
  %392 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %387)
  %393 = mul i32 -766435501, %387
  %394 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %389)
  %395 = mul i32 -845247145, %389
  %396 = xor i32 %394, %385
  %397 = xor i32 %396, %390
  %398 = xor i32 %392, %383
  %399 = xor i32 %398, %391
  %400 = add i32 %390, -1640531527
  %401 = add i32 %391, -1150833019
  %402 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %397)
  %403 = mul i32 -766435501, %397
  %404 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %399)
  %405 = mul i32 -845247145, %399
  %406 = xor i32 %404, %395
  %407 = xor i32 %406, %400
  %408 = xor i32 %402, %393
  %409 = xor i32 %408, %401
  %410 = add i32 %400, -1640531527
  %411 = add i32 %401, -1150833019
  %412 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %407)
  %413 = mul i32 -766435501, %407
  %414 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %409)
  %415 = mul i32 -845247145, %409
  %416 = xor i32 %414, %405
  %417 = xor i32 %416, %410
  %418 = xor i32 %412, %403
  %419 = xor i32 %418, %411
  %420 = add i32 %410, -1640531527
  %421 = add i32 %411, -1150833019
  %422 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %417)
  %423 = mul i32 -766435501, %417
  %424 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %419)
  %425 = mul i32 -845247145, %419
  %426 = xor i32 %424, %415
  %427 = xor i32 %426, %420
  %428 = xor i32 %422, %413
  %429 = xor i32 %428, %421
  %430 = add i32 %420, -1640531527
  %431 = add i32 %421, -1150833019
  %432 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %427)
  %433 = mul i32 -766435501, %427
  %434 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %429)
  %435 = mul i32 -845247145, %429
  %436 = xor i32 %434, %425
  %437 = xor i32 %436, %430
  %438 = xor i32 %432, %423
  %439 = xor i32 %438, %431
  %440 = add i32 %430, -1640531527
  %441 = add i32 %431, -1150833019
  %442 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %437)
  %443 = mul i32 -766435501, %437
  %444 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %439)
  %445 = mul i32 -845247145, %439
  %446 = xor i32 %444, %435
  %447 = xor i32 %446, %440
  %448 = xor i32 %442, %433
  %449 = xor i32 %448, %441
  %450 = lshr i32 %447, 9
  %451 = sitofp i32 %450 to float
  %452 = fadd float %451, 5.000000e-01
  %453 = fmul float %452, 0x3E80000000000000
  %454 = lshr i32 %445, 9
  %455 = sitofp i32 %454 to float
  %456 = fadd float %455, 5.000000e-01
  %457 = fmul float %456, 0x3E80000000000000
  %458 = bitcast float %453 to i32
  %459 = add i32 %458, 4913933
  %460 = lshr i32 %459, 23
  %461 = sub i32 %460, 127
  %462 = and i32 %459, 8388607
  %463 = add i32 %462, 1060439283
  %464 = bitcast i32 %463 to float
  %465 = fsub float %464, 1.000000e+00
  %466 = fadd float 2.000000e+00, %465
  %467 = fdiv float %465, %466
  %468 = fmul float %467, %467
  %469 = fmul float %468, %468
  %470 = fmul float %469, 0x3FCF13C4C0000000
  %471 = fadd float 0x3FD999C260000000, %470
  %472 = fmul float %469, %471
  %473 = fmul float %469, 0x3FD23D3DC0000000
  %474 = fadd float 0x3FE5555540000000, %473
  %475 = fmul float %468, %474
  %476 = fadd float %475, %472
  %477 = fmul float 5.000000e-01, %465
  %478 = fmul float %477, %465
  %479 = sitofp i32 %461 to float
  %480 = fadd float %478, %476
  %481 = fmul float %467, %480
  %482 = fmul float %479, 0x3EE2FEFA20000000
  %483 = fadd float %481, %482
  %484 = fsub float %483, %478
  %485 = fadd float %484, %465
  %486 = fmul float %479, 0x3FE62E3000000000
  %487 = fadd float %485, %486
  %488 = fmul float -2.000000e+00, %487
  %489 = call float @llvm.sqrt.f32(float %488)
  %490 = fpext float %457 to double
  %491 = fmul double %490, 4.000000e+00
  %492 = fadd double %491, 0x4338000000000000
  %493 = fsub double %492, 0x4338000000000000
  %494 = fsub double %491, %493
  %495 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %496 = fmul double %494, %495
  %497 = fmul double %496, %496
  %498 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %499 = fmul double %497, %498
  %500 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %501 = fadd double %500, %499
  %502 = fmul double %497, %501
  %503 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %504 = fadd double %503, %502
  %505 = fmul double %497, %504
  %506 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %507 = fadd double %506, %505
  %508 = fmul double %496, %497
  %509 = fmul double %508, %507
  %510 = fadd double %496, %509
  %511 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %512 = fmul double %497, %511
  %513 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %514 = fadd double %513, %512
  %515 = fmul double %497, %514
  %516 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %517 = fadd double %516, %515
  %518 = fmul double %497, %517
  %519 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %520 = fadd double %519, %518
  %521 = fmul double %497, %497
  %522 = fmul double %521, %520
  %523 = fmul double 5.000000e-01, %497
  %524 = fsub double 1.000000e+00, %523
  %525 = fadd double %524, %522
  %526 = fptrunc double %510 to float
  %527 = fptrunc double %525 to float
  %528 = fneg float %526
  %529 = fneg float %527
  %530 = bitcast double %492 to i64
  %531 = and i64 %530, 1
  %532 = and i64 %530, 2
  %533 = icmp eq i64 %531, 1
  %534 = icmp eq i64 %532, 2
  %535 = select i1 %534, float %528, float %526
  %536 = select i1 %534, float %529, float %527
  %537 = select i1 %533, float %536, float %535
  %538 = select i1 %534, float %529, float %527
  %539 = select i1 %534, float %526, float %528
  %540 = select i1 %533, float %539, float %538
  %541 = fmul float %489, %540
  %542 = fmul float %489, %537
  %543 = lshr i32 %449, 9
  %544 = sitofp i32 %543 to float
  %545 = fadd float %544, 5.000000e-01
  %546 = fmul float %545, 0x3E80000000000000
  %547 = lshr i32 %443, 9
  %548 = sitofp i32 %547 to float
  %549 = fadd float %548, 5.000000e-01
  %550 = fmul float %549, 0x3E80000000000000
  %551 = bitcast float %546 to i32
  %552 = add i32 %551, 4913933
  %553 = lshr i32 %552, 23
  %554 = sub i32 %553, 127
  %555 = and i32 %552, 8388607
  %556 = add i32 %555, 1060439283
  %557 = bitcast i32 %556 to float
  %558 = fsub float %557, 1.000000e+00
  %559 = fadd float 2.000000e+00, %558
  %560 = fdiv float %558, %559
  %561 = fmul float %560, %560
  %562 = fmul float %561, %561
  %563 = fmul float %562, 0x3FCF13C4C0000000
  %564 = fadd float 0x3FD999C260000000, %563
  %565 = fmul float %562, %564
  %566 = fmul float %562, 0x3FD23D3DC0000000
  %567 = fadd float 0x3FE5555540000000, %566
  %568 = fmul float %561, %567
  %569 = fadd float %568, %565
  %570 = fmul float 5.000000e-01, %558
  %571 = fmul float %570, %558
  %572 = sitofp i32 %554 to float
  %573 = fadd float %571, %569
  %574 = fmul float %560, %573
  %575 = fmul float %572, 0x3EE2FEFA20000000
  %576 = fadd float %574, %575
  %577 = fsub float %576, %571
  %578 = fadd float %577, %558
  %579 = fmul float %572, 0x3FE62E3000000000
  %580 = fadd float %578, %579
  %581 = fmul float -2.000000e+00, %580
  %582 = call float @llvm.sqrt.f32(float %581)
  %583 = fpext float %550 to double
  %584 = fmul double %583, 4.000000e+00
  %585 = fadd double %584, 0x4338000000000000
  %586 = fsub double %585, 0x4338000000000000
  %587 = fsub double %584, %586
  %588 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %589 = fmul double %587, %588
  %590 = fmul double %589, %589
  %591 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %592 = fmul double %590, %591
  %593 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %594 = fadd double %593, %592
  %595 = fmul double %590, %594
  %596 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %597 = fadd double %596, %595
  %598 = fmul double %590, %597
  %599 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %600 = fadd double %599, %598
  %601 = fmul double %589, %590
  %602 = fmul double %601, %600
  %603 = fadd double %589, %602
  %604 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %605 = fmul double %590, %604
  %606 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %607 = fadd double %606, %605
  %608 = fmul double %590, %607
  %609 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %610 = fadd double %609, %608
  %611 = fmul double %590, %610
  %612 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %613 = fadd double %612, %611
  %614 = fmul double %590, %590
  %615 = fmul double %614, %613
  %616 = fmul double 5.000000e-01, %590
  %617 = fsub double 1.000000e+00, %616
  %618 = fadd double %617, %615
  %619 = fptrunc double %603 to float
  %620 = fptrunc double %618 to float
  %621 = fneg float %619
  %622 = fneg float %620
  %623 = bitcast double %585 to i64
  %624 = and i64 %623, 1
  %625 = and i64 %623, 2
  %626 = icmp eq i64 %624, 1
  %627 = icmp eq i64 %625, 2
  %628 = select i1 %627, float %621, float %619
  %629 = select i1 %627, float %622, float %620
  %630 = select i1 %626, float %629, float %628
  %631 = select i1 %627, float %622, float %620
  %632 = select i1 %627, float %619, float %621
  %633 = select i1 %626, float %632, float %631
  %634 = fmul float %582, %633
  %635 = fmul float %582, %630
  %636 = add i64 %full_groups_end, 0
  %637 = icmp ult i64 %636, %n_features
  br i1 %637, label %noise_tail_element.then, label %noise_tail_element.done

noise_tail.done:                                  ; preds = %noise_tail_element.done13, %noise.exit
  br label %draw.done

noise_tail_element.then:                          ; preds = %noise_tail.then
  %638 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %636
  store float %541, ptr addrspace(1) %638, align 4
  br label %noise_tail_element.done

noise_tail_element.done:                          ; preds = %noise_tail_element.then, %noise_tail.then
  %639 = add i64 %full_groups_end, 1
  %640 = icmp ult i64 %639, %n_features
  br i1 %640, label %noise_tail_element.then10, label %noise_tail_element.done11

noise_tail_element.then10:                        ; preds = %noise_tail_element.done
  %641 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %639
  store float %542, ptr addrspace(1) %641, align 4
  br label %noise_tail_element.done11

noise_tail_element.done11:                        ; preds = %noise_tail_element.then10, %noise_tail_element.done
  %642 = add i64 %full_groups_end, 2
  %643 = icmp ult i64 %642, %n_features
  br i1 %643, label %noise_tail_element.then12, label %noise_tail_element.done13

noise_tail_element.then12:                        ; preds = %noise_tail_element.done11
  %644 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %642
  store float %634, ptr addrspace(1) %644, align 4
  br label %noise_tail_element.done13

noise_tail_element.done13:                        ; preds = %noise_tail_element.then12, %noise_tail_element.done11
  br label %noise_tail.done

feature.header:                                   ; preds = %feature.body, %draw.done
  %feature = phi i64 [ %lane, %draw.done ], [ %664, %feature.body ]
  %645 = icmp ult i64 %feature, %n_features
  br i1 %645, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %646 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %647 = load float, ptr addrspace(1) %646, align 4
  %648 = load float, ptr %fold_value, align 4
  %649 = fcmp ogt float %647, %648
  %650 = fcmp uno float %647, %647
  %651 = fcmp ord float %648, %648
  %652 = and i1 %650, %651
  %take = or i1 %649, %652
  %653 = select i1 %take, float %647, float %648
  store float %653, ptr %fold_value, align 4
  %654 = load i64, ptr %fold_index, align 8
  %655 = select i1 %take, i64 %feature, i64 %654
  store i64 %655, ptr %fold_index, align 8
  %656 = load float, ptr %fold_value14, align 4
  %657 = fcmp ogt float %647, %656
  %658 = fcmp uno float %647, %647
  %659 = fcmp ord float %656, %656
  %660 = and i1 %658, %659
  %take19 = or i1 %657, %660
  %661 = select i1 %take19, float %647, float %656
  store float %661, ptr %fold_value14, align 4
  %662 = load i64, ptr %fold_index15, align 8
  %663 = select i1 %take19, i64 %feature, i64 %662
  store i64 %663, ptr %fold_index15, align 8
  %664 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  %best_index = load i64, ptr %fold_index, align 8
  %665 = load float, ptr %fold_value, align 4
  %666 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %665, ptr addrspace(3) %666, align 4
  %667 = trunc i64 %best_index to i32
  %668 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %667, ptr addrspace(3) %668, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 128
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %feature.exit
  %669 = add i64 %lane, 128
  %670 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %671 = load i32, ptr addrspace(3) %670, align 4
  %672 = zext i32 %671 to i64
  %673 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %674 = load float, ptr addrspace(3) %673, align 4
  %675 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %669
  %676 = load i32, ptr addrspace(3) %675, align 4
  %677 = zext i32 %676 to i64
  %678 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %669
  %679 = load float, ptr addrspace(3) %678, align 4
  %680 = fcmp uno float %679, %679
  %681 = fcmp uno float %674, %674
  %682 = icmp ult i64 %677, %672
  %683 = fcmp ogt float %679, %674
  %684 = fcmp oeq float %679, %674
  %685 = xor i1 %681, true
  %686 = or i1 %685, %682
  %687 = and i1 %684, %682
  %688 = or i1 %683, %687
  %689 = xor i1 %681, true
  %690 = and i1 %689, %688
  %691 = select i1 %680, i1 %686, i1 %690
  %692 = select i1 %691, float %679, float %674
  %693 = select i1 %691, i64 %677, i64 %672
  %694 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %692, ptr addrspace(3) %694, align 4
  %695 = trunc i64 %693 to i32
  %696 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %695, ptr addrspace(3) %696, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 64
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done
  %697 = add i64 %lane, 64
  %698 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %699 = load i32, ptr addrspace(3) %698, align 4
  %700 = zext i32 %699 to i64
  %701 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %702 = load float, ptr addrspace(3) %701, align 4
  %703 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %697
  %704 = load i32, ptr addrspace(3) %703, align 4
  %705 = zext i32 %704 to i64
  %706 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %697
  %707 = load float, ptr addrspace(3) %706, align 4
  %708 = fcmp uno float %707, %707
  %709 = fcmp uno float %702, %702
  %710 = icmp ult i64 %705, %700
  %711 = fcmp ogt float %707, %702
  %712 = fcmp oeq float %707, %702
  %713 = xor i1 %709, true
  %714 = or i1 %713, %710
  %715 = and i1 %712, %710
  %716 = or i1 %711, %715
  %717 = xor i1 %709, true
  %718 = and i1 %717, %716
  %719 = select i1 %708, i1 %714, i1 %718
  %720 = select i1 %719, float %707, float %702
  %721 = select i1 %719, i64 %705, i64 %700
  %722 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %720, ptr addrspace(3) %722, align 4
  %723 = trunc i64 %721 to i32
  %724 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %723, ptr addrspace(3) %724, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane23 = icmp ult i64 %lane, 32
  br i1 %tree_lane23, label %tree.then24, label %tree.done25

tree.then24:                                      ; preds = %tree.done22
  %725 = add i64 %lane, 32
  %726 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %727 = load i32, ptr addrspace(3) %726, align 4
  %728 = zext i32 %727 to i64
  %729 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %730 = load float, ptr addrspace(3) %729, align 4
  %731 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %725
  %732 = load i32, ptr addrspace(3) %731, align 4
  %733 = zext i32 %732 to i64
  %734 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %725
  %735 = load float, ptr addrspace(3) %734, align 4
  %736 = fcmp uno float %735, %735
  %737 = fcmp uno float %730, %730
  %738 = icmp ult i64 %733, %728
  %739 = fcmp ogt float %735, %730
  %740 = fcmp oeq float %735, %730
  %741 = xor i1 %737, true
  %742 = or i1 %741, %738
  %743 = and i1 %740, %738
  %744 = or i1 %739, %743
  %745 = xor i1 %737, true
  %746 = and i1 %745, %744
  %747 = select i1 %736, i1 %742, i1 %746
  %748 = select i1 %747, float %735, float %730
  %749 = select i1 %747, i64 %733, i64 %728
  %750 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %748, ptr addrspace(3) %750, align 4
  %751 = trunc i64 %749 to i32
  %752 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %751, ptr addrspace(3) %752, align 4
  br label %tree.done25

tree.done25:                                      ; preds = %tree.then24, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane26 = icmp ult i64 %lane, 16
  br i1 %tree_lane26, label %tree.then27, label %tree.done28

tree.then27:                                      ; preds = %tree.done25
  %753 = add i64 %lane, 16
  %754 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %755 = load i32, ptr addrspace(3) %754, align 4
  %756 = zext i32 %755 to i64
  %757 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %758 = load float, ptr addrspace(3) %757, align 4
  %759 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %753
  %760 = load i32, ptr addrspace(3) %759, align 4
  %761 = zext i32 %760 to i64
  %762 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %753
  %763 = load float, ptr addrspace(3) %762, align 4
  %764 = fcmp uno float %763, %763
  %765 = fcmp uno float %758, %758
  %766 = icmp ult i64 %761, %756
  %767 = fcmp ogt float %763, %758
  %768 = fcmp oeq float %763, %758
  %769 = xor i1 %765, true
  %770 = or i1 %769, %766
  %771 = and i1 %768, %766
  %772 = or i1 %767, %771
  %773 = xor i1 %765, true
  %774 = and i1 %773, %772
  %775 = select i1 %764, i1 %770, i1 %774
  %776 = select i1 %775, float %763, float %758
  %777 = select i1 %775, i64 %761, i64 %756
  %778 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %776, ptr addrspace(3) %778, align 4
  %779 = trunc i64 %777 to i32
  %780 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %779, ptr addrspace(3) %780, align 4
  br label %tree.done28

tree.done28:                                      ; preds = %tree.then27, %tree.done25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane29 = icmp ult i64 %lane, 8
  br i1 %tree_lane29, label %tree.then30, label %tree.done31

tree.then30:                                      ; preds = %tree.done28
  %781 = add i64 %lane, 8
  %782 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %783 = load i32, ptr addrspace(3) %782, align 4
  %784 = zext i32 %783 to i64
  %785 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %786 = load float, ptr addrspace(3) %785, align 4
  %787 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %781
  %788 = load i32, ptr addrspace(3) %787, align 4
  %789 = zext i32 %788 to i64
  %790 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %781
  %791 = load float, ptr addrspace(3) %790, align 4
  %792 = fcmp uno float %791, %791
  %793 = fcmp uno float %786, %786
  %794 = icmp ult i64 %789, %784
  %795 = fcmp ogt float %791, %786
  %796 = fcmp oeq float %791, %786
  %797 = xor i1 %793, true
  %798 = or i1 %797, %794
  %799 = and i1 %796, %794
  %800 = or i1 %795, %799
  %801 = xor i1 %793, true
  %802 = and i1 %801, %800
  %803 = select i1 %792, i1 %798, i1 %802
  %804 = select i1 %803, float %791, float %786
  %805 = select i1 %803, i64 %789, i64 %784
  %806 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %804, ptr addrspace(3) %806, align 4
  %807 = trunc i64 %805 to i32
  %808 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %807, ptr addrspace(3) %808, align 4
  br label %tree.done31

tree.done31:                                      ; preds = %tree.then30, %tree.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane32 = icmp ult i64 %lane, 4
  br i1 %tree_lane32, label %tree.then33, label %tree.done34

tree.then33:                                      ; preds = %tree.done31
  %809 = add i64 %lane, 4
  %810 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %811 = load i32, ptr addrspace(3) %810, align 4
  %812 = zext i32 %811 to i64
  %813 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %814 = load float, ptr addrspace(3) %813, align 4
  %815 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %809
  %816 = load i32, ptr addrspace(3) %815, align 4
  %817 = zext i32 %816 to i64
  %818 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %809
  %819 = load float, ptr addrspace(3) %818, align 4
  %820 = fcmp uno float %819, %819
  %821 = fcmp uno float %814, %814
  %822 = icmp ult i64 %817, %812
  %823 = fcmp ogt float %819, %814
  %824 = fcmp oeq float %819, %814
  %825 = xor i1 %821, true
  %826 = or i1 %825, %822
  %827 = and i1 %824, %822
  %828 = or i1 %823, %827
  %829 = xor i1 %821, true
  %830 = and i1 %829, %828
  %831 = select i1 %820, i1 %826, i1 %830
  %832 = select i1 %831, float %819, float %814
  %833 = select i1 %831, i64 %817, i64 %812
  %834 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %832, ptr addrspace(3) %834, align 4
  %835 = trunc i64 %833 to i32
  %836 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %835, ptr addrspace(3) %836, align 4
  br label %tree.done34

tree.done34:                                      ; preds = %tree.then33, %tree.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane35 = icmp ult i64 %lane, 2
  br i1 %tree_lane35, label %tree.then36, label %tree.done37

tree.then36:                                      ; preds = %tree.done34
  %837 = add i64 %lane, 2
  %838 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %839 = load i32, ptr addrspace(3) %838, align 4
  %840 = zext i32 %839 to i64
  %841 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %842 = load float, ptr addrspace(3) %841, align 4
  %843 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %837
  %844 = load i32, ptr addrspace(3) %843, align 4
  %845 = zext i32 %844 to i64
  %846 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %837
  %847 = load float, ptr addrspace(3) %846, align 4
  %848 = fcmp uno float %847, %847
  %849 = fcmp uno float %842, %842
  %850 = icmp ult i64 %845, %840
  %851 = fcmp ogt float %847, %842
  %852 = fcmp oeq float %847, %842
  %853 = xor i1 %849, true
  %854 = or i1 %853, %850
  %855 = and i1 %852, %850
  %856 = or i1 %851, %855
  %857 = xor i1 %849, true
  %858 = and i1 %857, %856
  %859 = select i1 %848, i1 %854, i1 %858
  %860 = select i1 %859, float %847, float %842
  %861 = select i1 %859, i64 %845, i64 %840
  %862 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %860, ptr addrspace(3) %862, align 4
  %863 = trunc i64 %861 to i32
  %864 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %863, ptr addrspace(3) %864, align 4
  br label %tree.done37

tree.done37:                                      ; preds = %tree.then36, %tree.done34
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 1
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %tree.done37
  %865 = add i64 %lane, 1
  %866 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %867 = load i32, ptr addrspace(3) %866, align 4
  %868 = zext i32 %867 to i64
  %869 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %870 = load float, ptr addrspace(3) %869, align 4
  %871 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %865
  %872 = load i32, ptr addrspace(3) %871, align 4
  %873 = zext i32 %872 to i64
  %874 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %865
  %875 = load float, ptr addrspace(3) %874, align 4
  %876 = fcmp uno float %875, %875
  %877 = fcmp uno float %870, %870
  %878 = icmp ult i64 %873, %868
  %879 = fcmp ogt float %875, %870
  %880 = fcmp oeq float %875, %870
  %881 = xor i1 %877, true
  %882 = or i1 %881, %878
  %883 = and i1 %880, %878
  %884 = or i1 %879, %883
  %885 = xor i1 %877, true
  %886 = and i1 %885, %884
  %887 = select i1 %876, i1 %882, i1 %886
  %888 = select i1 %887, float %875, float %870
  %889 = select i1 %887, i64 %873, i64 %868
  %890 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %888, ptr addrspace(3) %890, align 4
  %891 = trunc i64 %889 to i32
  %892 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %891, ptr addrspace(3) %892, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %tree.done37
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done40
  %893 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %894 = zext i32 %893 to i64
  %895 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value41, align 4
  store i64 0, ptr %fold_index42, align 8
  store i64 0, ptr %pairwise_depth45, align 8
  store float %895, ptr %fold_value41, align 4
  store i64 %894, ptr %fold_index42, align 8
  %896 = load float, ptr %fold_value41, align 4
  store float %896, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %best_index46 = load i64, ptr %fold_index15, align 8
  %897 = load float, ptr %fold_value14, align 4
  %898 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %897, ptr addrspace(3) %898, align 4
  %899 = trunc i64 %best_index46 to i32
  %900 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %899, ptr addrspace(3) %900, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane47 = icmp ult i64 %lane, 128
  br i1 %tree_lane47, label %tree.then48, label %tree.done49

tree.then48:                                      ; preds = %tree.result.done
  %901 = add i64 %lane, 128
  %902 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %903 = load i32, ptr addrspace(3) %902, align 4
  %904 = zext i32 %903 to i64
  %905 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %906 = load float, ptr addrspace(3) %905, align 4
  %907 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %901
  %908 = load i32, ptr addrspace(3) %907, align 4
  %909 = zext i32 %908 to i64
  %910 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %901
  %911 = load float, ptr addrspace(3) %910, align 4
  %912 = fcmp uno float %911, %911
  %913 = fcmp uno float %906, %906
  %914 = icmp ult i64 %909, %904
  %915 = fcmp ogt float %911, %906
  %916 = fcmp oeq float %911, %906
  %917 = xor i1 %913, true
  %918 = or i1 %917, %914
  %919 = and i1 %916, %914
  %920 = or i1 %915, %919
  %921 = xor i1 %913, true
  %922 = and i1 %921, %920
  %923 = select i1 %912, i1 %918, i1 %922
  %924 = select i1 %923, float %911, float %906
  %925 = select i1 %923, i64 %909, i64 %904
  %926 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %924, ptr addrspace(3) %926, align 4
  %927 = trunc i64 %925 to i32
  %928 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %927, ptr addrspace(3) %928, align 4
  br label %tree.done49

tree.done49:                                      ; preds = %tree.then48, %tree.result.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane50 = icmp ult i64 %lane, 64
  br i1 %tree_lane50, label %tree.then51, label %tree.done52

tree.then51:                                      ; preds = %tree.done49
  %929 = add i64 %lane, 64
  %930 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %931 = load i32, ptr addrspace(3) %930, align 4
  %932 = zext i32 %931 to i64
  %933 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %934 = load float, ptr addrspace(3) %933, align 4
  %935 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %929
  %936 = load i32, ptr addrspace(3) %935, align 4
  %937 = zext i32 %936 to i64
  %938 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %929
  %939 = load float, ptr addrspace(3) %938, align 4
  %940 = fcmp uno float %939, %939
  %941 = fcmp uno float %934, %934
  %942 = icmp ult i64 %937, %932
  %943 = fcmp ogt float %939, %934
  %944 = fcmp oeq float %939, %934
  %945 = xor i1 %941, true
  %946 = or i1 %945, %942
  %947 = and i1 %944, %942
  %948 = or i1 %943, %947
  %949 = xor i1 %941, true
  %950 = and i1 %949, %948
  %951 = select i1 %940, i1 %946, i1 %950
  %952 = select i1 %951, float %939, float %934
  %953 = select i1 %951, i64 %937, i64 %932
  %954 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %952, ptr addrspace(3) %954, align 4
  %955 = trunc i64 %953 to i32
  %956 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %955, ptr addrspace(3) %956, align 4
  br label %tree.done52

tree.done52:                                      ; preds = %tree.then51, %tree.done49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane53 = icmp ult i64 %lane, 32
  br i1 %tree_lane53, label %tree.then54, label %tree.done55

tree.then54:                                      ; preds = %tree.done52
  %957 = add i64 %lane, 32
  %958 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %959 = load i32, ptr addrspace(3) %958, align 4
  %960 = zext i32 %959 to i64
  %961 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %962 = load float, ptr addrspace(3) %961, align 4
  %963 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %957
  %964 = load i32, ptr addrspace(3) %963, align 4
  %965 = zext i32 %964 to i64
  %966 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %957
  %967 = load float, ptr addrspace(3) %966, align 4
  %968 = fcmp uno float %967, %967
  %969 = fcmp uno float %962, %962
  %970 = icmp ult i64 %965, %960
  %971 = fcmp ogt float %967, %962
  %972 = fcmp oeq float %967, %962
  %973 = xor i1 %969, true
  %974 = or i1 %973, %970
  %975 = and i1 %972, %970
  %976 = or i1 %971, %975
  %977 = xor i1 %969, true
  %978 = and i1 %977, %976
  %979 = select i1 %968, i1 %974, i1 %978
  %980 = select i1 %979, float %967, float %962
  %981 = select i1 %979, i64 %965, i64 %960
  %982 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %980, ptr addrspace(3) %982, align 4
  %983 = trunc i64 %981 to i32
  %984 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %983, ptr addrspace(3) %984, align 4
  br label %tree.done55

tree.done55:                                      ; preds = %tree.then54, %tree.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane56 = icmp ult i64 %lane, 16
  br i1 %tree_lane56, label %tree.then57, label %tree.done58

tree.then57:                                      ; preds = %tree.done55
  %985 = add i64 %lane, 16
  %986 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %987 = load i32, ptr addrspace(3) %986, align 4
  %988 = zext i32 %987 to i64
  %989 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %990 = load float, ptr addrspace(3) %989, align 4
  %991 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %985
  %992 = load i32, ptr addrspace(3) %991, align 4
  %993 = zext i32 %992 to i64
  %994 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %985
  %995 = load float, ptr addrspace(3) %994, align 4
  %996 = fcmp uno float %995, %995
  %997 = fcmp uno float %990, %990
  %998 = icmp ult i64 %993, %988
  %999 = fcmp ogt float %995, %990
  %1000 = fcmp oeq float %995, %990
  %1001 = xor i1 %997, true
  %1002 = or i1 %1001, %998
  %1003 = and i1 %1000, %998
  %1004 = or i1 %999, %1003
  %1005 = xor i1 %997, true
  %1006 = and i1 %1005, %1004
  %1007 = select i1 %996, i1 %1002, i1 %1006
  %1008 = select i1 %1007, float %995, float %990
  %1009 = select i1 %1007, i64 %993, i64 %988
  %1010 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1008, ptr addrspace(3) %1010, align 4
  %1011 = trunc i64 %1009 to i32
  %1012 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1011, ptr addrspace(3) %1012, align 4
  br label %tree.done58

tree.done58:                                      ; preds = %tree.then57, %tree.done55
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane59 = icmp ult i64 %lane, 8
  br i1 %tree_lane59, label %tree.then60, label %tree.done61

tree.then60:                                      ; preds = %tree.done58
  %1013 = add i64 %lane, 8
  %1014 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1015 = load i32, ptr addrspace(3) %1014, align 4
  %1016 = zext i32 %1015 to i64
  %1017 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1018 = load float, ptr addrspace(3) %1017, align 4
  %1019 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1013
  %1020 = load i32, ptr addrspace(3) %1019, align 4
  %1021 = zext i32 %1020 to i64
  %1022 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1013
  %1023 = load float, ptr addrspace(3) %1022, align 4
  %1024 = fcmp uno float %1023, %1023
  %1025 = fcmp uno float %1018, %1018
  %1026 = icmp ult i64 %1021, %1016
  %1027 = fcmp ogt float %1023, %1018
  %1028 = fcmp oeq float %1023, %1018
  %1029 = xor i1 %1025, true
  %1030 = or i1 %1029, %1026
  %1031 = and i1 %1028, %1026
  %1032 = or i1 %1027, %1031
  %1033 = xor i1 %1025, true
  %1034 = and i1 %1033, %1032
  %1035 = select i1 %1024, i1 %1030, i1 %1034
  %1036 = select i1 %1035, float %1023, float %1018
  %1037 = select i1 %1035, i64 %1021, i64 %1016
  %1038 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1036, ptr addrspace(3) %1038, align 4
  %1039 = trunc i64 %1037 to i32
  %1040 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1039, ptr addrspace(3) %1040, align 4
  br label %tree.done61

tree.done61:                                      ; preds = %tree.then60, %tree.done58
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane62 = icmp ult i64 %lane, 4
  br i1 %tree_lane62, label %tree.then63, label %tree.done64

tree.then63:                                      ; preds = %tree.done61
  %1041 = add i64 %lane, 4
  %1042 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1043 = load i32, ptr addrspace(3) %1042, align 4
  %1044 = zext i32 %1043 to i64
  %1045 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1046 = load float, ptr addrspace(3) %1045, align 4
  %1047 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1041
  %1048 = load i32, ptr addrspace(3) %1047, align 4
  %1049 = zext i32 %1048 to i64
  %1050 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1041
  %1051 = load float, ptr addrspace(3) %1050, align 4
  %1052 = fcmp uno float %1051, %1051
  %1053 = fcmp uno float %1046, %1046
  %1054 = icmp ult i64 %1049, %1044
  %1055 = fcmp ogt float %1051, %1046
  %1056 = fcmp oeq float %1051, %1046
  %1057 = xor i1 %1053, true
  %1058 = or i1 %1057, %1054
  %1059 = and i1 %1056, %1054
  %1060 = or i1 %1055, %1059
  %1061 = xor i1 %1053, true
  %1062 = and i1 %1061, %1060
  %1063 = select i1 %1052, i1 %1058, i1 %1062
  %1064 = select i1 %1063, float %1051, float %1046
  %1065 = select i1 %1063, i64 %1049, i64 %1044
  %1066 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1064, ptr addrspace(3) %1066, align 4
  %1067 = trunc i64 %1065 to i32
  %1068 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1067, ptr addrspace(3) %1068, align 4
  br label %tree.done64

tree.done64:                                      ; preds = %tree.then63, %tree.done61
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane65 = icmp ult i64 %lane, 2
  br i1 %tree_lane65, label %tree.then66, label %tree.done67

tree.then66:                                      ; preds = %tree.done64
  %1069 = add i64 %lane, 2
  %1070 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1071 = load i32, ptr addrspace(3) %1070, align 4
  %1072 = zext i32 %1071 to i64
  %1073 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1074 = load float, ptr addrspace(3) %1073, align 4
  %1075 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1069
  %1076 = load i32, ptr addrspace(3) %1075, align 4
  %1077 = zext i32 %1076 to i64
  %1078 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1069
  %1079 = load float, ptr addrspace(3) %1078, align 4
  %1080 = fcmp uno float %1079, %1079
  %1081 = fcmp uno float %1074, %1074
  %1082 = icmp ult i64 %1077, %1072
  %1083 = fcmp ogt float %1079, %1074
  %1084 = fcmp oeq float %1079, %1074
  %1085 = xor i1 %1081, true
  %1086 = or i1 %1085, %1082
  %1087 = and i1 %1084, %1082
  %1088 = or i1 %1083, %1087
  %1089 = xor i1 %1081, true
  %1090 = and i1 %1089, %1088
  %1091 = select i1 %1080, i1 %1086, i1 %1090
  %1092 = select i1 %1091, float %1079, float %1074
  %1093 = select i1 %1091, i64 %1077, i64 %1072
  %1094 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1092, ptr addrspace(3) %1094, align 4
  %1095 = trunc i64 %1093 to i32
  %1096 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1095, ptr addrspace(3) %1096, align 4
  br label %tree.done67

tree.done67:                                      ; preds = %tree.then66, %tree.done64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane68 = icmp ult i64 %lane, 1
  br i1 %tree_lane68, label %tree.then69, label %tree.done70

tree.then69:                                      ; preds = %tree.done67
  %1097 = add i64 %lane, 1
  %1098 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1099 = load i32, ptr addrspace(3) %1098, align 4
  %1100 = zext i32 %1099 to i64
  %1101 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1102 = load float, ptr addrspace(3) %1101, align 4
  %1103 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1097
  %1104 = load i32, ptr addrspace(3) %1103, align 4
  %1105 = zext i32 %1104 to i64
  %1106 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1097
  %1107 = load float, ptr addrspace(3) %1106, align 4
  %1108 = fcmp uno float %1107, %1107
  %1109 = fcmp uno float %1102, %1102
  %1110 = icmp ult i64 %1105, %1100
  %1111 = fcmp ogt float %1107, %1102
  %1112 = fcmp oeq float %1107, %1102
  %1113 = xor i1 %1109, true
  %1114 = or i1 %1113, %1110
  %1115 = and i1 %1112, %1110
  %1116 = or i1 %1111, %1115
  %1117 = xor i1 %1109, true
  %1118 = and i1 %1117, %1116
  %1119 = select i1 %1108, i1 %1114, i1 %1118
  %1120 = select i1 %1119, float %1107, float %1102
  %1121 = select i1 %1119, i64 %1105, i64 %1100
  %1122 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1120, ptr addrspace(3) %1122, align 4
  %1123 = trunc i64 %1121 to i32
  %1124 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1123, ptr addrspace(3) %1124, align 4
  br label %tree.done70

tree.done70:                                      ; preds = %tree.then69, %tree.done67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then71, label %tree.result.done72

tree.result.then71:                               ; preds = %tree.done70
  %1125 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %1126 = zext i32 %1125 to i64
  %1127 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value73, align 4
  store i64 0, ptr %fold_index74, align 8
  store i64 0, ptr %pairwise_depth77, align 8
  store float %1127, ptr %fold_value73, align 4
  store i64 %1126, ptr %fold_index74, align 8
  %1128 = load i64, ptr %fold_index74, align 8
  %argmax = uitofp i64 %1128 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  br label %tree.result.done72

tree.result.done72:                               ; preds = %tree.result.then71, %tree.done70
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %feature.header78

feature.header78:                                 ; preds = %feature.body79, %tree.result.done72
  %feature81 = phi i64 [ %lane, %tree.result.done72 ], [ %1180, %feature.body79 ]
  %1129 = icmp ult i64 %feature81, %n_features
  br i1 %1129, label %feature.body79, label %feature.exit80

feature.body79:                                   ; preds = %feature.header78
  %1130 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature81
  %1131 = load float, ptr addrspace(1) %1130, align 4
  %1132 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1133 = fsub float %1131, %1132
  %1134 = fcmp olt float %1133, -1.040000e+02
  %1135 = select i1 %1134, float -1.040000e+02, float %1133
  %1136 = fcmp olt float 8.900000e+01, %1135
  %1137 = select i1 %1136, float 8.900000e+01, float %1135
  %1138 = fmul float %1137, 0x3FF7154760000000
  %1139 = fadd float %1138, 0x4168000000000000
  %1140 = fsub float %1139, 0x4168000000000000
  %1141 = bitcast float %1139 to i32
  %1142 = sub i32 %1141, 1262485504
  %1143 = fmul float %1140, 0x3FE62E4000000000
  %1144 = fsub float %1137, %1143
  %1145 = fmul float %1140, 0x3EB7F7D1C0000000
  %1146 = fsub float %1144, %1145
  %1147 = fmul float %1146, %1146
  %1148 = fmul float %1147, 0x3E66376980000000
  %1149 = fadd float 0xBEBBBD41C0000000, %1148
  %1150 = fmul float %1147, %1149
  %1151 = fadd float 0x3F11566AA0000000, %1150
  %1152 = fmul float %1147, %1151
  %1153 = fadd float 0xBF66C16C20000000, %1152
  %1154 = fmul float %1147, %1153
  %1155 = fadd float 0x3FC5555560000000, %1154
  %1156 = fmul float %1147, %1155
  %1157 = fsub float %1146, %1156
  %1158 = fmul float %1146, %1157
  %1159 = fsub float 2.000000e+00, %1157
  %1160 = fdiv float %1158, %1159
  %1161 = fsub float %1145, %1160
  %1162 = fsub float %1161, %1144
  %1163 = fsub float 1.000000e+00, %1162
  %1164 = add i32 %1142, 256
  %1165 = lshr i32 %1164, 1
  %1166 = sub i32 %1165, 1
  %1167 = add i32 %1142, 255
  %1168 = sub i32 %1167, %1165
  %1169 = shl i32 %1166, 23
  %1170 = shl i32 %1168, 23
  %1171 = bitcast i32 %1169 to float
  %1172 = bitcast i32 %1170 to float
  %1173 = fmul float %1163, %1171
  %1174 = fmul float %1173, %1172
  %1175 = fcmp uno float %1133, %1133
  %1176 = select i1 %1175, float 0x7FF8000000000000, float %1174
  %1177 = mul i64 %n_features, 0
  %1178 = add i64 %1177, %feature81
  %1179 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1178
  store float %1176, ptr addrspace(1) %1179, align 4
  %1180 = add i64 %feature81, 256
  br label %feature.header78

feature.exit80:                                   ; preds = %feature.header78
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1181 = mul i64 %n_features, 0
  %1182 = add i64 %1181, 0
  %1183 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1182
  %1184 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %1184, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %feature.exit80
  %tree_sum = phi i64 [ 0, %feature.exit80 ], [ %1194, %tree_sum.pairs.exit ]
  %1185 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %1185, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %1186 = add i64 %1184, %span
  %pairs = lshr i64 %1186, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %reduce.then, label %reduce.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %1193, %tree_sum.pairs.body ]
  %1187 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %1187, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %1188 = getelementptr inbounds float, ptr addrspace(1) %1183, i64 %left
  %1189 = getelementptr inbounds float, ptr addrspace(1) %1183, i64 %right
  %1190 = load float, ptr addrspace(1) %1188, align 4
  %1191 = load float, ptr addrspace(1) %1189, align 4
  %1192 = fadd float %1190, %1191
  store float %1192, ptr addrspace(1) %1188, align 4
  %1193 = add i64 %tree_sum.pairs, 256
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1194 = add i64 %tree_sum, 1
  br label %tree_sum.header

reduce.then:                                      ; preds = %tree_sum.exit
  %1195 = mul i64 %n_features, 0
  %1196 = add i64 %1195, 0
  %1197 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1196
  %1198 = load float, ptr addrspace(1) %1197, align 4
  store float %1198, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
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
  %1199 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise83
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise83
  br label %feature.header84

feature.header84:                                 ; preds = %feature.body85, %uniform_sinks.done
  %feature87 = phi i64 [ %lane, %uniform_sinks.done ], [ %1271, %feature.body85 ]
  %1200 = icmp ult i64 %feature87, %n_features
  br i1 %1200, label %feature.body85, label %feature.exit86

feature.body85:                                   ; preds = %feature.header84
  %1201 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature87
  %1202 = load float, ptr addrspace(1) %1201, align 4
  %1203 = fmul float 2.000000e+00, %1202
  %1204 = fmul float 0x3FA99999A0000000, %1203
  %1205 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature87
  %1206 = load float, ptr addrspace(1) %1205, align 4
  %1207 = fmul float -1.000000e+00, %1206
  %1208 = fadd float %1204, %1207
  %1209 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %1210 = fdiv float 1.000000e+00, %1209
  %1211 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1212 = fsub float %1202, %1211
  %1213 = fcmp olt float %1212, -1.040000e+02
  %1214 = select i1 %1213, float -1.040000e+02, float %1212
  %1215 = fcmp olt float 8.900000e+01, %1214
  %1216 = select i1 %1215, float 8.900000e+01, float %1214
  %1217 = fmul float %1216, 0x3FF7154760000000
  %1218 = fadd float %1217, 0x4168000000000000
  %1219 = fsub float %1218, 0x4168000000000000
  %1220 = bitcast float %1218 to i32
  %1221 = sub i32 %1220, 1262485504
  %1222 = fmul float %1219, 0x3FE62E4000000000
  %1223 = fsub float %1216, %1222
  %1224 = fmul float %1219, 0x3EB7F7D1C0000000
  %1225 = fsub float %1223, %1224
  %1226 = fmul float %1225, %1225
  %1227 = fmul float %1226, 0x3E66376980000000
  %1228 = fadd float 0xBEBBBD41C0000000, %1227
  %1229 = fmul float %1226, %1228
  %1230 = fadd float 0x3F11566AA0000000, %1229
  %1231 = fmul float %1226, %1230
  %1232 = fadd float 0xBF66C16C20000000, %1231
  %1233 = fmul float %1226, %1232
  %1234 = fadd float 0x3FC5555560000000, %1233
  %1235 = fmul float %1226, %1234
  %1236 = fsub float %1225, %1235
  %1237 = fmul float %1225, %1236
  %1238 = fsub float 2.000000e+00, %1236
  %1239 = fdiv float %1237, %1238
  %1240 = fsub float %1224, %1239
  %1241 = fsub float %1240, %1223
  %1242 = fsub float 1.000000e+00, %1241
  %1243 = add i32 %1221, 256
  %1244 = lshr i32 %1243, 1
  %1245 = sub i32 %1244, 1
  %1246 = add i32 %1221, 255
  %1247 = sub i32 %1246, %1244
  %1248 = shl i32 %1245, 23
  %1249 = shl i32 %1247, 23
  %1250 = bitcast i32 %1248 to float
  %1251 = bitcast i32 %1249 to float
  %1252 = fmul float %1242, %1250
  %1253 = fmul float %1252, %1251
  %1254 = fcmp uno float %1212, %1212
  %1255 = select i1 %1254, float 0x7FF8000000000000, float %1253
  %1256 = fmul float %1210, %1255
  %1257 = fadd float %1208, %1256
  %feature88 = uitofp i64 %feature87 to float
  %1258 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1259 = fcmp oeq float %feature88, %1258
  %1260 = select i1 %1259, float 1.000000e+00, float 0.000000e+00
  %1261 = fcmp une float %1260, 0.000000e+00
  %1262 = select i1 %1261, float 0x3FB99999A0000000, float 0.000000e+00
  %1263 = fadd float %1257, %1262
  %1264 = fmul float %1263, %eta
  %1265 = fsub float %1202, %1264
  %1266 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature87
  %1267 = load float, ptr addrspace(1) %1266, align 4
  %1268 = fmul float %1267, %16
  %1269 = fadd float %1265, %1268
  %1270 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature87
  %bits89 = bitcast float %1269 to i32
  %magnitude = and i32 %bits89, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits89
  store i32 %canonical, ptr addrspace(1) %1270, align 4
  %1271 = add i64 %feature87, 256
  br label %feature.header84

feature.exit86:                                   ; preds = %feature.header84
  br label %noise.done

uniform_sinks.then90:                             ; preds = %quiet
  br label %uniform_sinks.done91

uniform_sinks.done91:                             ; preds = %uniform_sinks.then90, %quiet
  br label %feature.header92

feature.header92:                                 ; preds = %feature.body93, %uniform_sinks.done91
  %feature95 = phi i64 [ %lane, %uniform_sinks.done91 ], [ %1341, %feature.body93 ]
  %1272 = icmp ult i64 %feature95, %n_features
  br i1 %1272, label %feature.body93, label %feature.exit94

feature.body93:                                   ; preds = %feature.header92
  %1273 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature95
  %1274 = load float, ptr addrspace(1) %1273, align 4
  %1275 = fmul float 2.000000e+00, %1274
  %1276 = fmul float 0x3FA99999A0000000, %1275
  %1277 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature95
  %1278 = load float, ptr addrspace(1) %1277, align 4
  %1279 = fmul float -1.000000e+00, %1278
  %1280 = fadd float %1276, %1279
  %1281 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %1282 = fdiv float 1.000000e+00, %1281
  %1283 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1284 = fsub float %1274, %1283
  %1285 = fcmp olt float %1284, -1.040000e+02
  %1286 = select i1 %1285, float -1.040000e+02, float %1284
  %1287 = fcmp olt float 8.900000e+01, %1286
  %1288 = select i1 %1287, float 8.900000e+01, float %1286
  %1289 = fmul float %1288, 0x3FF7154760000000
  %1290 = fadd float %1289, 0x4168000000000000
  %1291 = fsub float %1290, 0x4168000000000000
  %1292 = bitcast float %1290 to i32
  %1293 = sub i32 %1292, 1262485504
  %1294 = fmul float %1291, 0x3FE62E4000000000
  %1295 = fsub float %1288, %1294
  %1296 = fmul float %1291, 0x3EB7F7D1C0000000
  %1297 = fsub float %1295, %1296
  %1298 = fmul float %1297, %1297
  %1299 = fmul float %1298, 0x3E66376980000000
  %1300 = fadd float 0xBEBBBD41C0000000, %1299
  %1301 = fmul float %1298, %1300
  %1302 = fadd float 0x3F11566AA0000000, %1301
  %1303 = fmul float %1298, %1302
  %1304 = fadd float 0xBF66C16C20000000, %1303
  %1305 = fmul float %1298, %1304
  %1306 = fadd float 0x3FC5555560000000, %1305
  %1307 = fmul float %1298, %1306
  %1308 = fsub float %1297, %1307
  %1309 = fmul float %1297, %1308
  %1310 = fsub float 2.000000e+00, %1308
  %1311 = fdiv float %1309, %1310
  %1312 = fsub float %1296, %1311
  %1313 = fsub float %1312, %1295
  %1314 = fsub float 1.000000e+00, %1313
  %1315 = add i32 %1293, 256
  %1316 = lshr i32 %1315, 1
  %1317 = sub i32 %1316, 1
  %1318 = add i32 %1293, 255
  %1319 = sub i32 %1318, %1316
  %1320 = shl i32 %1317, 23
  %1321 = shl i32 %1319, 23
  %1322 = bitcast i32 %1320 to float
  %1323 = bitcast i32 %1321 to float
  %1324 = fmul float %1314, %1322
  %1325 = fmul float %1324, %1323
  %1326 = fcmp uno float %1284, %1284
  %1327 = select i1 %1326, float 0x7FF8000000000000, float %1325
  %1328 = fmul float %1282, %1327
  %1329 = fadd float %1280, %1328
  %feature96 = uitofp i64 %feature95 to float
  %1330 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1331 = fcmp oeq float %feature96, %1330
  %1332 = select i1 %1331, float 1.000000e+00, float 0.000000e+00
  %1333 = fcmp une float %1332, 0.000000e+00
  %1334 = select i1 %1333, float 0x3FB99999A0000000, float 0.000000e+00
  %1335 = fadd float %1329, %1334
  %1336 = fmul float %1335, %eta
  %1337 = fsub float %1274, %1336
  %1338 = fmul float 0.000000e+00, %16
  %1339 = fadd float %1337, %1338
  %1340 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature95
  %bits97 = bitcast float %1337 to i32
  %magnitude98 = and i32 %bits97, 2147483647
  %is_nan99 = icmp ugt i32 %magnitude98, 2139095040
  %canonical100 = select i1 %is_nan99, i32 2143289344, i32 %bits97
  store i32 %canonical100, ptr addrspace(1) %1340, align 4
  %1341 = add i64 %feature95, 256
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

!0 = !{!"branch_weights", i32 1, i32 1000}
