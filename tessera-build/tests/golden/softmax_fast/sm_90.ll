; ModuleID = 'softmax_fast'
source_filename = "softmax_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [192 x float] undef, align 4
@tessera_quad_normals_w4 = internal addrspace(3) global [1024 x float] undef, align 4
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
@tessera_quad_normals_w32 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_values_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w64 = internal addrspace(3) global [12 x float] undef, align 4
@tessera_quad_normals_w64 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_values_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w128 = internal addrspace(3) global [6 x float] undef, align 4
@tessera_quad_normals_w128 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_values_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_quad_normals_w256 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_values_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w512 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_quad_normals_w512 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_tree_values_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_tree_indices_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_quad_normals_w1024 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_tree_values_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_quad_normals_w2048 = internal addrspace(3) global [4096 x float] undef, align 4
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
  %pairwise_depth41 = alloca i64, align 8
  %pairwise_levels40 = alloca [32 x i64], align 8
  %pairwise_sums39 = alloca [32 x float], align 4
  %fold_index38 = alloca i64, align 8
  %fold_value37 = alloca float, align 4
  %pairwise_depth22 = alloca i64, align 8
  %pairwise_levels21 = alloca [32 x i64], align 8
  %pairwise_sums20 = alloca [32 x float], align 4
  %fold_index19 = alloca i64, align 8
  %fold_value18 = alloca float, align 4
  %pairwise_depth17 = alloca i64, align 8
  %pairwise_levels16 = alloca [32 x i64], align 8
  %pairwise_sums15 = alloca [32 x float], align 4
  %fold_index14 = alloca i64, align 8
  %fold_value13 = alloca float, align 4
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %noise_scale3 = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %quad_normal = alloca [1 x float], align 4
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
  %6 = mul i64 %row_in_group, 16
  %7 = getelementptr inbounds float, ptr addrspace(3) @tessera_quad_normals_w4, i64 %6
  %8 = mul i64 %row_in_group, 4
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4, i64 %8
  %10 = mul i64 %row_in_group, 4
  %11 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4, i64 %10
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %12 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %13 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  %15 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done71, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %16 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %feature
  %17 = load float, ptr addrspace(1) %16, align 4
  store float %17, ptr %14, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %557, %noise.done ]
  %18 = icmp ult i64 %step, %steps
  br i1 %18, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then70, label %store.done71

anneal.then:                                      ; preds = %step.body
  %19 = load float, ptr %temperature1, align 4
  %20 = fmul float %two_eta, %19
  %21 = fcmp olt float 0.000000e+00, %20
  %22 = call float @llvm.sqrt.f32(float %20)
  %23 = select i1 %21, float %22, float 0.000000e+00
  store float %23, ptr %noise_scale3, align 4
  %t_next = fmul float %19, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %24 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

quad_noise.then:                                  ; preds = %anneal.done
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %anneal.done
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 0
  %26 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid7, label %slot.then8, label %slot.done9

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_lane = and i64 %lane, 3
  %quad_slot = and i64 %quad_lane, 0
  %27 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %27
  %28 = mul i64 %quad_slot, 4
  %quad_feature = add i64 %lane, %28
  %feature4 = add i64 %quad_feature, 0
  %29 = add i64 %n_features, 3
  %groups = lshr i64 %29, 2
  %30 = mul i64 %row_read, %groups
  %31 = lshr i64 %feature4, 2
  %group5 = add i64 %30, %31
  %32 = trunc i64 %key0 to i32
  %33 = lshr i64 %key0, 32
  %34 = trunc i64 %33 to i32
  %35 = trunc i64 %group5 to i32
  %36 = trunc i64 %quad_key1_step to i32
  %37 = lshr i64 %quad_key1_step, 32
  %38 = trunc i64 %37 to i32
  %39 = lshr i64 %group5, 32
  %40 = trunc i64 %39 to i32
  %41 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %35)
  %42 = mul i32 -766435501, %35
  %43 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %38)
  %44 = mul i32 -845247145, %38
  %45 = xor i32 %43, %36
  %46 = xor i32 %45, %32
  %47 = xor i32 %41, %40
  %48 = xor i32 %47, %34
  %49 = add i32 %32, -1640531527
  %50 = add i32 %34, -1150833019
  %51 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %46)
  %52 = mul i32 -766435501, %46
  %53 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %48)
  %54 = mul i32 -845247145, %48
  %55 = xor i32 %53, %44
  %56 = xor i32 %55, %49
  %57 = xor i32 %51, %42
  %58 = xor i32 %57, %50
  %59 = add i32 %49, -1640531527
  %60 = add i32 %50, -1150833019
  %61 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %56)
  %62 = mul i32 -766435501, %56
  %63 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %58)
  %64 = mul i32 -845247145, %58
  %65 = xor i32 %63, %54
  %66 = xor i32 %65, %59
  %67 = xor i32 %61, %52
  %68 = xor i32 %67, %60
  %69 = add i32 %59, -1640531527
  %70 = add i32 %60, -1150833019
  %71 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %66)
  %72 = mul i32 -766435501, %66
  %73 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %68)
  %74 = mul i32 -845247145, %68
  %75 = xor i32 %73, %64
  %76 = xor i32 %75, %69
  %77 = xor i32 %71, %62
  %78 = xor i32 %77, %70
  %79 = add i32 %69, -1640531527
  %80 = add i32 %70, -1150833019
  %81 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %76)
  %82 = mul i32 -766435501, %76
  %83 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %78)
  %84 = mul i32 -845247145, %78
  %85 = xor i32 %83, %74
  %86 = xor i32 %85, %79
  %87 = xor i32 %81, %72
  %88 = xor i32 %87, %80
  %89 = add i32 %79, -1640531527
  %90 = add i32 %80, -1150833019
  %91 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %86)
  %92 = mul i32 -766435501, %86
  %93 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %88)
  %94 = mul i32 -845247145, %88
  %95 = xor i32 %93, %84
  %96 = xor i32 %95, %89
  %97 = xor i32 %91, %82
  %98 = xor i32 %97, %90
  %99 = add i32 %89, -1640531527
  %100 = add i32 %90, -1150833019
  %101 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %96)
  %102 = mul i32 -766435501, %96
  %103 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %98)
  %104 = mul i32 -845247145, %98
  %105 = xor i32 %103, %94
  %106 = xor i32 %105, %99
  %107 = xor i32 %101, %92
  %108 = xor i32 %107, %100
  %109 = add i32 %99, -1640531527
  %110 = add i32 %100, -1150833019
  %111 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %106)
  %112 = mul i32 -766435501, %106
  %113 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %108)
  %114 = mul i32 -845247145, %108
  %115 = xor i32 %113, %104
  %116 = xor i32 %115, %109
  %117 = xor i32 %111, %102
  %118 = xor i32 %117, %110
  %119 = add i32 %109, -1640531527
  %120 = add i32 %110, -1150833019
  %121 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %116)
  %122 = mul i32 -766435501, %116
  %123 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %118)
  %124 = mul i32 -845247145, %118
  %125 = xor i32 %123, %114
  %126 = xor i32 %125, %119
  %127 = xor i32 %121, %112
  %128 = xor i32 %127, %120
  %129 = add i32 %119, -1640531527
  %130 = add i32 %120, -1150833019
  %131 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %126)
  %132 = mul i32 -766435501, %126
  %133 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %128)
  %134 = mul i32 -845247145, %128
  %135 = xor i32 %133, %124
  %136 = xor i32 %135, %129
  %137 = xor i32 %131, %122
  %138 = xor i32 %137, %130
  %139 = lshr i32 %136, 9
  %140 = sitofp i32 %139 to float
  %141 = fadd float %140, 5.000000e-01
  %142 = fmul float %141, 0x3E80000000000000
  %143 = lshr i32 %134, 9
  %144 = sitofp i32 %143 to float
  %145 = fadd float %144, 5.000000e-01
  %146 = fmul float %145, 0x3E80000000000000
  %147 = bitcast float %142 to i32
  %148 = add i32 %147, 4913933
  %149 = lshr i32 %148, 23
  %150 = sub i32 %149, 127
  %151 = and i32 %148, 8388607
  %152 = add i32 %151, 1060439283
  %153 = bitcast i32 %152 to float
  %154 = fsub float %153, 1.000000e+00
  %155 = fadd float 2.000000e+00, %154
  %156 = fdiv float %154, %155
  %157 = fmul float %156, %156
  %158 = fmul float %157, %157
  %159 = fmul float %158, 0x3FCF13C4C0000000
  %160 = fadd float 0x3FD999C260000000, %159
  %161 = fmul float %158, %160
  %162 = fmul float %158, 0x3FD23D3DC0000000
  %163 = fadd float 0x3FE5555540000000, %162
  %164 = fmul float %157, %163
  %165 = fadd float %164, %161
  %166 = fmul float 5.000000e-01, %154
  %167 = fmul float %166, %154
  %168 = sitofp i32 %150 to float
  %169 = fadd float %167, %165
  %170 = fmul float %156, %169
  %171 = fmul float %168, 0x3EE2FEFA20000000
  %172 = fadd float %170, %171
  %173 = fsub float %172, %167
  %174 = fadd float %173, %154
  %175 = fmul float %168, 0x3FE62E3000000000
  %176 = fadd float %174, %175
  %177 = fmul float -2.000000e+00, %176
  %178 = call float @llvm.sqrt.f32(float %177)
  %179 = fpext float %146 to double
  %180 = fmul double %179, 4.000000e+00
  %181 = fadd double %180, 0x4338000000000000
  %182 = fsub double %181, 0x4338000000000000
  %183 = fsub double %180, %182
  %184 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %185 = fmul double %183, %184
  %186 = fmul double %185, %185
  %187 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %188 = fmul double %186, %187
  %189 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %190 = fadd double %189, %188
  %191 = fmul double %186, %190
  %192 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %193 = fadd double %192, %191
  %194 = fmul double %186, %193
  %195 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %196 = fadd double %195, %194
  %197 = fmul double %185, %186
  %198 = fmul double %197, %196
  %199 = fadd double %185, %198
  %200 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %201 = fmul double %186, %200
  %202 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %203 = fadd double %202, %201
  %204 = fmul double %186, %203
  %205 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %206 = fadd double %205, %204
  %207 = fmul double %186, %206
  %208 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %209 = fadd double %208, %207
  %210 = fmul double %186, %186
  %211 = fmul double %210, %209
  %212 = fmul double 5.000000e-01, %186
  %213 = fsub double 1.000000e+00, %212
  %214 = fadd double %213, %211
  %215 = fptrunc double %199 to float
  %216 = fptrunc double %214 to float
  %217 = fneg float %215
  %218 = fneg float %216
  %219 = bitcast double %181 to i64
  %220 = and i64 %219, 1
  %221 = and i64 %219, 2
  %222 = icmp eq i64 %220, 1
  %223 = icmp eq i64 %221, 2
  %224 = select i1 %223, float %217, float %215
  %225 = select i1 %223, float %218, float %216
  %226 = select i1 %222, float %225, float %224
  %227 = select i1 %223, float %218, float %216
  %228 = select i1 %223, float %215, float %217
  %229 = select i1 %222, float %228, float %227
  %230 = fmul float %178, %229
  %231 = fmul float %178, %226
  %232 = lshr i32 %138, 9
  %233 = sitofp i32 %232 to float
  %234 = fadd float %233, 5.000000e-01
  %235 = fmul float %234, 0x3E80000000000000
  %236 = lshr i32 %132, 9
  %237 = sitofp i32 %236 to float
  %238 = fadd float %237, 5.000000e-01
  %239 = fmul float %238, 0x3E80000000000000
  %240 = bitcast float %235 to i32
  %241 = add i32 %240, 4913933
  %242 = lshr i32 %241, 23
  %243 = sub i32 %242, 127
  %244 = and i32 %241, 8388607
  %245 = add i32 %244, 1060439283
  %246 = bitcast i32 %245 to float
  %247 = fsub float %246, 1.000000e+00
  %248 = fadd float 2.000000e+00, %247
  %249 = fdiv float %247, %248
  %250 = fmul float %249, %249
  %251 = fmul float %250, %250
  %252 = fmul float %251, 0x3FCF13C4C0000000
  %253 = fadd float 0x3FD999C260000000, %252
  %254 = fmul float %251, %253
  %255 = fmul float %251, 0x3FD23D3DC0000000
  %256 = fadd float 0x3FE5555540000000, %255
  %257 = fmul float %250, %256
  %258 = fadd float %257, %254
  %259 = fmul float 5.000000e-01, %247
  %260 = fmul float %259, %247
  %261 = sitofp i32 %243 to float
  %262 = fadd float %260, %258
  %263 = fmul float %249, %262
  %264 = fmul float %261, 0x3EE2FEFA20000000
  %265 = fadd float %263, %264
  %266 = fsub float %265, %260
  %267 = fadd float %266, %247
  %268 = fmul float %261, 0x3FE62E3000000000
  %269 = fadd float %267, %268
  %270 = fmul float -2.000000e+00, %269
  %271 = call float @llvm.sqrt.f32(float %270)
  %272 = fpext float %239 to double
  %273 = fmul double %272, 4.000000e+00
  %274 = fadd double %273, 0x4338000000000000
  %275 = fsub double %274, 0x4338000000000000
  %276 = fsub double %273, %275
  %277 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %278 = fmul double %276, %277
  %279 = fmul double %278, %278
  %280 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %281 = fmul double %279, %280
  %282 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %283 = fadd double %282, %281
  %284 = fmul double %279, %283
  %285 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %286 = fadd double %285, %284
  %287 = fmul double %279, %286
  %288 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %289 = fadd double %288, %287
  %290 = fmul double %278, %279
  %291 = fmul double %290, %289
  %292 = fadd double %278, %291
  %293 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %294 = fmul double %279, %293
  %295 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %296 = fadd double %295, %294
  %297 = fmul double %279, %296
  %298 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %299 = fadd double %298, %297
  %300 = fmul double %279, %299
  %301 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %302 = fadd double %301, %300
  %303 = fmul double %279, %279
  %304 = fmul double %303, %302
  %305 = fmul double 5.000000e-01, %279
  %306 = fsub double 1.000000e+00, %305
  %307 = fadd double %306, %304
  %308 = fptrunc double %292 to float
  %309 = fptrunc double %307 to float
  %310 = fneg float %308
  %311 = fneg float %309
  %312 = bitcast double %274 to i64
  %313 = and i64 %312, 1
  %314 = and i64 %312, 2
  %315 = icmp eq i64 %313, 1
  %316 = icmp eq i64 %314, 2
  %317 = select i1 %316, float %310, float %308
  %318 = select i1 %316, float %311, float %309
  %319 = select i1 %315, float %318, float %317
  %320 = select i1 %316, float %311, float %309
  %321 = select i1 %316, float %308, float %310
  %322 = select i1 %315, float %321, float %320
  %323 = fmul float %271, %322
  %324 = fmul float %271, %319
  %quad_first = and i64 %lane, -4
  %325 = mul i64 %quad_lane, 4
  %326 = add i64 %325, %quad_first
  %327 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %326
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %328 = getelementptr inbounds float, ptr addrspace(3) %327, i64 0
  store float %230, ptr addrspace(3) %328, align 4
  %329 = getelementptr inbounds float, ptr addrspace(3) %327, i64 1
  store float %231, ptr addrspace(3) %329, align 4
  %330 = getelementptr inbounds float, ptr addrspace(3) %327, i64 2
  store float %323, ptr addrspace(3) %330, align 4
  %331 = getelementptr inbounds float, ptr addrspace(3) %327, i64 3
  store float %324, ptr addrspace(3) %331, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %332 = mul i64 %quad_step, 1
  %quad_unit = add i64 %332, 0
  %333 = getelementptr inbounds float, ptr %quad_normal, i64 0
  %334 = mul i64 %quad_unit, 4
  %quad_at = add i64 %334, %lane
  %335 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %quad_at
  %336 = load float, ptr addrspace(3) %335, align 4
  store float %336, ptr %333, align 4
  br label %quad_noise.done

slot.then8:                                       ; preds = %quad_noise.done
  %337 = load float, ptr %25, align 4
  %338 = load float, ptr %fold_value, align 4
  %339 = fcmp ogt float %337, %338
  %340 = fcmp uno float %337, %337
  %341 = fcmp ord float %338, %338
  %342 = and i1 %340, %341
  %take = or i1 %339, %342
  %343 = select i1 %take, float %337, float %338
  store float %343, ptr %fold_value, align 4
  %344 = load i64, ptr %fold_index, align 8
  %345 = select i1 %take, i64 %feature6, i64 %344
  store i64 %345, ptr %fold_index, align 8
  br label %slot.done9

slot.done9:                                       ; preds = %slot.then8, %quad_noise.done
  %346 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %347 = load float, ptr %fold_value, align 4
  %348 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store float %347, ptr addrspace(3) %348, align 4
  %349 = trunc i64 %best_index to i32
  %350 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  store i32 %349, ptr addrspace(3) %350, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 2
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done9
  %351 = add i64 %lane, 2
  %352 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  %353 = load i32, ptr addrspace(3) %352, align 4
  %354 = zext i32 %353 to i64
  %355 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %356 = load float, ptr addrspace(3) %355, align 4
  %357 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %351
  %358 = load i32, ptr addrspace(3) %357, align 4
  %359 = zext i32 %358 to i64
  %360 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %351
  %361 = load float, ptr addrspace(3) %360, align 4
  %362 = fcmp uno float %361, %361
  %363 = fcmp uno float %356, %356
  %364 = icmp ult i64 %359, %354
  %365 = fcmp ogt float %361, %356
  %366 = fcmp oeq float %361, %356
  %367 = xor i1 %363, true
  %368 = or i1 %367, %364
  %369 = and i1 %366, %364
  %370 = or i1 %365, %369
  %371 = xor i1 %363, true
  %372 = and i1 %371, %370
  %373 = select i1 %362, i1 %368, i1 %372
  %374 = select i1 %373, float %361, float %356
  %375 = select i1 %373, i64 %359, i64 %354
  %376 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store float %374, ptr addrspace(3) %376, align 4
  %377 = trunc i64 %375 to i32
  %378 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  store i32 %377, ptr addrspace(3) %378, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done9
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane10 = icmp ult i64 %lane, 1
  br i1 %tree_lane10, label %tree.then11, label %tree.done12

tree.then11:                                      ; preds = %tree.done
  %379 = add i64 %lane, 1
  %380 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  %381 = load i32, ptr addrspace(3) %380, align 4
  %382 = zext i32 %381 to i64
  %383 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %384 = load float, ptr addrspace(3) %383, align 4
  %385 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %379
  %386 = load i32, ptr addrspace(3) %385, align 4
  %387 = zext i32 %386 to i64
  %388 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %379
  %389 = load float, ptr addrspace(3) %388, align 4
  %390 = fcmp uno float %389, %389
  %391 = fcmp uno float %384, %384
  %392 = icmp ult i64 %387, %382
  %393 = fcmp ogt float %389, %384
  %394 = fcmp oeq float %389, %384
  %395 = xor i1 %391, true
  %396 = or i1 %395, %392
  %397 = and i1 %394, %392
  %398 = or i1 %393, %397
  %399 = xor i1 %391, true
  %400 = and i1 %399, %398
  %401 = select i1 %390, i1 %396, i1 %400
  %402 = select i1 %401, float %389, float %384
  %403 = select i1 %401, i64 %387, i64 %382
  %404 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store float %402, ptr addrspace(3) %404, align 4
  %405 = trunc i64 %403 to i32
  %406 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  store i32 %405, ptr addrspace(3) %406, align 4
  br label %tree.done12

tree.done12:                                      ; preds = %tree.then11, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done12
  %407 = getelementptr inbounds float, ptr addrspace(3) %11, i64 0
  %408 = load i32, ptr addrspace(3) %407, align 4
  %409 = zext i32 %408 to i64
  %410 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %411 = load float, ptr addrspace(3) %410, align 4
  store float 0xFFF0000000000000, ptr %fold_value13, align 4
  store i64 0, ptr %fold_index14, align 8
  store i64 0, ptr %pairwise_depth17, align 8
  store float %411, ptr %fold_value13, align 4
  store i64 %409, ptr %fold_index14, align 8
  %412 = load float, ptr %fold_value13, align 4
  store float %412, ptr addrspace(3) %346, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value18, align 4
  store i64 0, ptr %fold_index19, align 8
  store i64 0, ptr %pairwise_depth22, align 8
  %feature23 = add i64 %lane, 0
  %valid24 = icmp ult i64 %feature23, %n_features
  %413 = getelementptr inbounds float, ptr %state_regs, i64 0
  %414 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid24, label %slot.then25, label %slot.done26

slot.then25:                                      ; preds = %tree.result.done
  %415 = load float, ptr %413, align 4
  %416 = load float, ptr %fold_value18, align 4
  %417 = fcmp ogt float %415, %416
  %418 = fcmp uno float %415, %415
  %419 = fcmp ord float %416, %416
  %420 = and i1 %418, %419
  %take27 = or i1 %417, %420
  %421 = select i1 %take27, float %415, float %416
  store float %421, ptr %fold_value18, align 4
  %422 = load i64, ptr %fold_index19, align 8
  %423 = select i1 %take27, i64 %feature23, i64 %422
  store i64 %423, ptr %fold_index19, align 8
  br label %slot.done26

slot.done26:                                      ; preds = %slot.then25, %tree.result.done
  %424 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index28 = load i64, ptr %fold_index19, align 8
  %425 = load float, ptr %fold_value18, align 4
  %426 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store float %425, ptr addrspace(3) %426, align 4
  %427 = trunc i64 %best_index28 to i32
  %428 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  store i32 %427, ptr addrspace(3) %428, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane29 = icmp ult i64 %lane, 2
  br i1 %tree_lane29, label %tree.then30, label %tree.done31

tree.then30:                                      ; preds = %slot.done26
  %429 = add i64 %lane, 2
  %430 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  %431 = load i32, ptr addrspace(3) %430, align 4
  %432 = zext i32 %431 to i64
  %433 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %434 = load float, ptr addrspace(3) %433, align 4
  %435 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %429
  %436 = load i32, ptr addrspace(3) %435, align 4
  %437 = zext i32 %436 to i64
  %438 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %429
  %439 = load float, ptr addrspace(3) %438, align 4
  %440 = fcmp uno float %439, %439
  %441 = fcmp uno float %434, %434
  %442 = icmp ult i64 %437, %432
  %443 = fcmp ogt float %439, %434
  %444 = fcmp oeq float %439, %434
  %445 = xor i1 %441, true
  %446 = or i1 %445, %442
  %447 = and i1 %444, %442
  %448 = or i1 %443, %447
  %449 = xor i1 %441, true
  %450 = and i1 %449, %448
  %451 = select i1 %440, i1 %446, i1 %450
  %452 = select i1 %451, float %439, float %434
  %453 = select i1 %451, i64 %437, i64 %432
  %454 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store float %452, ptr addrspace(3) %454, align 4
  %455 = trunc i64 %453 to i32
  %456 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  store i32 %455, ptr addrspace(3) %456, align 4
  br label %tree.done31

tree.done31:                                      ; preds = %tree.then30, %slot.done26
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane32 = icmp ult i64 %lane, 1
  br i1 %tree_lane32, label %tree.then33, label %tree.done34

tree.then33:                                      ; preds = %tree.done31
  %457 = add i64 %lane, 1
  %458 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  %459 = load i32, ptr addrspace(3) %458, align 4
  %460 = zext i32 %459 to i64
  %461 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %462 = load float, ptr addrspace(3) %461, align 4
  %463 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %457
  %464 = load i32, ptr addrspace(3) %463, align 4
  %465 = zext i32 %464 to i64
  %466 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %457
  %467 = load float, ptr addrspace(3) %466, align 4
  %468 = fcmp uno float %467, %467
  %469 = fcmp uno float %462, %462
  %470 = icmp ult i64 %465, %460
  %471 = fcmp ogt float %467, %462
  %472 = fcmp oeq float %467, %462
  %473 = xor i1 %469, true
  %474 = or i1 %473, %470
  %475 = and i1 %472, %470
  %476 = or i1 %471, %475
  %477 = xor i1 %469, true
  %478 = and i1 %477, %476
  %479 = select i1 %468, i1 %474, i1 %478
  %480 = select i1 %479, float %467, float %462
  %481 = select i1 %479, i64 %465, i64 %460
  %482 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store float %480, ptr addrspace(3) %482, align 4
  %483 = trunc i64 %481 to i32
  %484 = getelementptr inbounds float, ptr addrspace(3) %11, i64 %lane
  store i32 %483, ptr addrspace(3) %484, align 4
  br label %tree.done34

tree.done34:                                      ; preds = %tree.then33, %tree.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then35, label %tree.result.done36

tree.result.then35:                               ; preds = %tree.done34
  %485 = getelementptr inbounds float, ptr addrspace(3) %11, i64 0
  %486 = load i32, ptr addrspace(3) %485, align 4
  %487 = zext i32 %486 to i64
  %488 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %489 = load float, ptr addrspace(3) %488, align 4
  store float 0xFFF0000000000000, ptr %fold_value37, align 4
  store i64 0, ptr %fold_index38, align 8
  store i64 0, ptr %pairwise_depth41, align 8
  store float %489, ptr %fold_value37, align 4
  store i64 %487, ptr %fold_index38, align 8
  %490 = load i64, ptr %fold_index38, align 8
  %argmax = uitofp i64 %490 to float
  store float %argmax, ptr addrspace(3) %424, align 4
  br label %tree.result.done36

tree.result.done36:                               ; preds = %tree.result.then35, %tree.done34
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature42 = add i64 %lane, 0
  %valid43 = icmp ult i64 %feature42, %n_features
  %491 = getelementptr inbounds float, ptr %state_regs, i64 0
  %492 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid43, label %slot.then44, label %slot.done45

slot.then44:                                      ; preds = %tree.result.done36
  %493 = load float, ptr %491, align 4
  %494 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %495 = load float, ptr addrspace(3) %494, align 4
  %496 = fsub float %493, %495
  %497 = fcmp olt float %496, -1.040000e+02
  %498 = select i1 %497, float -1.040000e+02, float %496
  %499 = fcmp olt float 8.900000e+01, %498
  %500 = select i1 %499, float 8.900000e+01, float %498
  %501 = fmul float %500, 0x3FF7154760000000
  %502 = fadd float %501, 0x4168000000000000
  %503 = fsub float %502, 0x4168000000000000
  %504 = bitcast float %502 to i32
  %505 = sub i32 %504, 1262485504
  %506 = fmul float %503, 0x3FE62E4000000000
  %507 = fsub float %500, %506
  %508 = fmul float %503, 0x3EB7F7D1C0000000
  %509 = fsub float %507, %508
  %510 = fmul float %509, %509
  %511 = fmul float %510, 0x3E66376980000000
  %512 = fadd float 0xBEBBBD41C0000000, %511
  %513 = fmul float %510, %512
  %514 = fadd float 0x3F11566AA0000000, %513
  %515 = fmul float %510, %514
  %516 = fadd float 0xBF66C16C20000000, %515
  %517 = fmul float %510, %516
  %518 = fadd float 0x3FC5555560000000, %517
  %519 = fmul float %510, %518
  %520 = fsub float %509, %519
  %521 = fmul float %509, %520
  %522 = fsub float 2.000000e+00, %520
  %523 = fdiv float %521, %522
  %524 = fsub float %508, %523
  %525 = fsub float %524, %507
  %526 = fsub float 1.000000e+00, %525
  %527 = add i32 %505, 256
  %528 = lshr i32 %527, 1
  %529 = sub i32 %528, 1
  %530 = add i32 %505, 255
  %531 = sub i32 %530, %528
  %532 = shl i32 %529, 23
  %533 = shl i32 %531, 23
  %534 = bitcast i32 %532 to float
  %535 = bitcast i32 %533 to float
  %536 = fmul float %526, %534
  %537 = fmul float %536, %535
  %538 = fcmp uno float %496, %496
  %539 = select i1 %538, float 0x7FF8000000000000, float %537
  %540 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %541 = getelementptr inbounds float, ptr addrspace(3) %540, i64 %feature42
  store float %539, ptr addrspace(3) %541, align 4
  br label %slot.done45

slot.done45:                                      ; preds = %slot.then44, %tree.result.done36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %542 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %543 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %543, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done45
  %tree_sum = phi i64 [ 0, %slot.done45 ], [ %553, %tree_sum.pairs.exit ]
  %544 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %544, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %545 = add i64 %543, %span
  %pairs = lshr i64 %545, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %552, %tree_sum.pairs.body ]
  %546 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %546, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %547 = getelementptr inbounds float, ptr addrspace(3) %542, i64 %left
  %548 = getelementptr inbounds float, ptr addrspace(3) %542, i64 %right
  %549 = load float, ptr addrspace(3) %547, align 4
  %550 = load float, ptr addrspace(3) %548, align 4
  %551 = fadd float %549, %550
  store float %551, ptr addrspace(3) %547, align 4
  %552 = add i64 %tree_sum.pairs, 4
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %553 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %554 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %555 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %556 = load float, ptr addrspace(3) %555, align 4
  store float %556, ptr addrspace(3) %554, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw46 = icmp ne i32 %draw_noise, 0
  br i1 %draw46, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then55, label %store.done56

noise.done:                                       ; preds = %store.done56, %store.done
  %557 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature47 = add i64 %lane, 0
  %valid48 = icmp ult i64 %feature47, %n_features
  %558 = getelementptr inbounds float, ptr %state_regs, i64 0
  %559 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done52, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature49 = add i64 %lane, 0
  %valid50 = icmp ult i64 %feature49, %n_features
  %560 = getelementptr inbounds float, ptr %state_regs, i64 0
  %561 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid50, label %slot.then51, label %slot.done52

slot.then51:                                      ; preds = %uniform_sinks.done
  %562 = load float, ptr %560, align 4
  %563 = fmul float 2.000000e+00, %562
  %564 = fmul float 0x3FA99999A0000000, %563
  %565 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %feature49
  %566 = load float, ptr addrspace(1) %565, align 4
  %567 = fmul float -1.000000e+00, %566
  %568 = fadd float %564, %567
  %569 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %570 = load float, ptr addrspace(3) %569, align 4
  %571 = fdiv float 1.000000e+00, %570
  %572 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %573 = load float, ptr addrspace(3) %572, align 4
  %574 = fsub float %562, %573
  %575 = fcmp olt float %574, -1.040000e+02
  %576 = select i1 %575, float -1.040000e+02, float %574
  %577 = fcmp olt float 8.900000e+01, %576
  %578 = select i1 %577, float 8.900000e+01, float %576
  %579 = fmul float %578, 0x3FF7154760000000
  %580 = fadd float %579, 0x4168000000000000
  %581 = fsub float %580, 0x4168000000000000
  %582 = bitcast float %580 to i32
  %583 = sub i32 %582, 1262485504
  %584 = fmul float %581, 0x3FE62E4000000000
  %585 = fsub float %578, %584
  %586 = fmul float %581, 0x3EB7F7D1C0000000
  %587 = fsub float %585, %586
  %588 = fmul float %587, %587
  %589 = fmul float %588, 0x3E66376980000000
  %590 = fadd float 0xBEBBBD41C0000000, %589
  %591 = fmul float %588, %590
  %592 = fadd float 0x3F11566AA0000000, %591
  %593 = fmul float %588, %592
  %594 = fadd float 0xBF66C16C20000000, %593
  %595 = fmul float %588, %594
  %596 = fadd float 0x3FC5555560000000, %595
  %597 = fmul float %588, %596
  %598 = fsub float %587, %597
  %599 = fmul float %587, %598
  %600 = fsub float 2.000000e+00, %598
  %601 = fdiv float %599, %600
  %602 = fsub float %586, %601
  %603 = fsub float %602, %585
  %604 = fsub float 1.000000e+00, %603
  %605 = add i32 %583, 256
  %606 = lshr i32 %605, 1
  %607 = sub i32 %606, 1
  %608 = add i32 %583, 255
  %609 = sub i32 %608, %606
  %610 = shl i32 %607, 23
  %611 = shl i32 %609, 23
  %612 = bitcast i32 %610 to float
  %613 = bitcast i32 %611 to float
  %614 = fmul float %604, %612
  %615 = fmul float %614, %613
  %616 = fcmp uno float %574, %574
  %617 = select i1 %616, float 0x7FF8000000000000, float %615
  %618 = fmul float %571, %617
  %619 = fadd float %568, %618
  %feature53 = uitofp i64 %feature49 to float
  %620 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %621 = load float, ptr addrspace(3) %620, align 4
  %622 = fcmp oeq float %feature53, %621
  %623 = select i1 %622, float 1.000000e+00, float 0.000000e+00
  %624 = fcmp une float %623, 0.000000e+00
  %625 = select i1 %624, float 0x3FB99999A0000000, float 0.000000e+00
  %626 = fadd float %619, %625
  %627 = fmul float %626, %eta
  %628 = fsub float %562, %627
  %629 = load float, ptr %561, align 4
  %630 = fmul float %629, %24
  %631 = fadd float %628, %630
  %bits54 = bitcast float %631 to i32
  %magnitude = and i32 %bits54, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits54
  store i32 %canonical, ptr %560, align 4
  br label %slot.done52

slot.done52:                                      ; preds = %slot.then51, %uniform_sinks.done
  br label %store.done

store.then55:                                     ; preds = %quiet
  %feature57 = add i64 %lane, 0
  %valid58 = icmp ult i64 %feature57, %n_features
  %632 = getelementptr inbounds float, ptr %state_regs, i64 0
  %633 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then59, label %uniform_sinks.done60

store.done56:                                     ; preds = %slot.done64, %quiet
  br label %noise.done

uniform_sinks.then59:                             ; preds = %store.then55
  br label %uniform_sinks.done60

uniform_sinks.done60:                             ; preds = %uniform_sinks.then59, %store.then55
  %feature61 = add i64 %lane, 0
  %valid62 = icmp ult i64 %feature61, %n_features
  %634 = getelementptr inbounds float, ptr %state_regs, i64 0
  %635 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid62, label %slot.then63, label %slot.done64

slot.then63:                                      ; preds = %uniform_sinks.done60
  %636 = load float, ptr %634, align 4
  %637 = fmul float 2.000000e+00, %636
  %638 = fmul float 0x3FA99999A0000000, %637
  %639 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %feature61
  %640 = load float, ptr addrspace(1) %639, align 4
  %641 = fmul float -1.000000e+00, %640
  %642 = fadd float %638, %641
  %643 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %644 = load float, ptr addrspace(3) %643, align 4
  %645 = fdiv float 1.000000e+00, %644
  %646 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %647 = load float, ptr addrspace(3) %646, align 4
  %648 = fsub float %636, %647
  %649 = fcmp olt float %648, -1.040000e+02
  %650 = select i1 %649, float -1.040000e+02, float %648
  %651 = fcmp olt float 8.900000e+01, %650
  %652 = select i1 %651, float 8.900000e+01, float %650
  %653 = fmul float %652, 0x3FF7154760000000
  %654 = fadd float %653, 0x4168000000000000
  %655 = fsub float %654, 0x4168000000000000
  %656 = bitcast float %654 to i32
  %657 = sub i32 %656, 1262485504
  %658 = fmul float %655, 0x3FE62E4000000000
  %659 = fsub float %652, %658
  %660 = fmul float %655, 0x3EB7F7D1C0000000
  %661 = fsub float %659, %660
  %662 = fmul float %661, %661
  %663 = fmul float %662, 0x3E66376980000000
  %664 = fadd float 0xBEBBBD41C0000000, %663
  %665 = fmul float %662, %664
  %666 = fadd float 0x3F11566AA0000000, %665
  %667 = fmul float %662, %666
  %668 = fadd float 0xBF66C16C20000000, %667
  %669 = fmul float %662, %668
  %670 = fadd float 0x3FC5555560000000, %669
  %671 = fmul float %662, %670
  %672 = fsub float %661, %671
  %673 = fmul float %661, %672
  %674 = fsub float 2.000000e+00, %672
  %675 = fdiv float %673, %674
  %676 = fsub float %660, %675
  %677 = fsub float %676, %659
  %678 = fsub float 1.000000e+00, %677
  %679 = add i32 %657, 256
  %680 = lshr i32 %679, 1
  %681 = sub i32 %680, 1
  %682 = add i32 %657, 255
  %683 = sub i32 %682, %680
  %684 = shl i32 %681, 23
  %685 = shl i32 %683, 23
  %686 = bitcast i32 %684 to float
  %687 = bitcast i32 %685 to float
  %688 = fmul float %678, %686
  %689 = fmul float %688, %687
  %690 = fcmp uno float %648, %648
  %691 = select i1 %690, float 0x7FF8000000000000, float %689
  %692 = fmul float %645, %691
  %693 = fadd float %642, %692
  %feature65 = uitofp i64 %feature61 to float
  %694 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %695 = load float, ptr addrspace(3) %694, align 4
  %696 = fcmp oeq float %feature65, %695
  %697 = select i1 %696, float 1.000000e+00, float 0.000000e+00
  %698 = fcmp une float %697, 0.000000e+00
  %699 = select i1 %698, float 0x3FB99999A0000000, float 0.000000e+00
  %700 = fadd float %693, %699
  %701 = fmul float %700, %eta
  %702 = fsub float %636, %701
  %703 = fmul float 0.000000e+00, %24
  %704 = fadd float %702, %703
  %bits66 = bitcast float %702 to i32
  %magnitude67 = and i32 %bits66, 2147483647
  %is_nan68 = icmp ugt i32 %magnitude67, 2139095040
  %canonical69 = select i1 %is_nan68, i32 2143289344, i32 %bits66
  store i32 %canonical69, ptr %634, align 4
  br label %slot.done64

slot.done64:                                      ; preds = %slot.then63, %uniform_sinks.done60
  br label %store.done56

store.then70:                                     ; preds = %step.exit
  %feature72 = add i64 %lane, 0
  %valid73 = icmp ult i64 %feature72, %n_features
  %705 = getelementptr inbounds float, ptr %state_regs, i64 0
  %706 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid73, label %slot.then74, label %slot.done75

store.done71:                                     ; preds = %slot.done75, %step.exit
  br label %row.done

slot.then74:                                      ; preds = %store.then70
  %707 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %feature72
  %708 = load float, ptr %705, align 4
  store float %708, ptr addrspace(1) %707, align 4
  br label %slot.done75

slot.done75:                                      ; preds = %slot.then74, %store.then70
  br label %store.done71
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth88 = alloca i64, align 8
  %pairwise_levels87 = alloca [32 x i64], align 8
  %pairwise_sums86 = alloca [32 x float], align 4
  %fold_index85 = alloca i64, align 8
  %fold_value84 = alloca float, align 4
  %pairwise_depth45 = alloca i64, align 8
  %pairwise_levels44 = alloca [32 x i64], align 8
  %pairwise_sums43 = alloca [32 x float], align 4
  %fold_index42 = alloca i64, align 8
  %fold_value41 = alloca float, align 4
  %pairwise_depth40 = alloca i64, align 8
  %pairwise_levels39 = alloca [32 x i64], align 8
  %pairwise_sums38 = alloca [32 x float], align 4
  %fold_index37 = alloca i64, align 8
  %fold_value36 = alloca float, align 4
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %noise_scale3 = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %quad_normal = alloca [1 x float], align 4
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

row.done:                                         ; preds = %slot.done118, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %991, %noise.done ]
  %9 = icmp ult i64 %step, %steps
  br i1 %9, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature115 = add i64 %lane, 0
  %valid116 = icmp ult i64 %feature115, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  %11 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid116, label %slot.then117, label %slot.done118

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
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %anneal.done
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature5 = add i64 %lane, 0
  %valid6 = icmp ult i64 %feature5, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  %19 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid6, label %slot.then7, label %slot.done8

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_lane = and i64 %lane, 3
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
  %quad_first = and i64 %lane, -4
  %318 = mul i64 %quad_lane, 1024
  %319 = add i64 %318, %quad_first
  %320 = getelementptr inbounds float, ptr addrspace(3) @tessera_quad_normals_w1024, i64 %319
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %321 = getelementptr inbounds float, ptr addrspace(3) %320, i64 0
  store float %223, ptr addrspace(3) %321, align 4
  %322 = getelementptr inbounds float, ptr addrspace(3) %320, i64 1
  store float %224, ptr addrspace(3) %322, align 4
  %323 = getelementptr inbounds float, ptr addrspace(3) %320, i64 2
  store float %316, ptr addrspace(3) %323, align 4
  %324 = getelementptr inbounds float, ptr addrspace(3) %320, i64 3
  store float %317, ptr addrspace(3) %324, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %325 = mul i64 %quad_step, 1
  %quad_unit = add i64 %325, 0
  %326 = getelementptr inbounds float, ptr %quad_normal, i64 0
  %327 = mul i64 %quad_unit, 1024
  %quad_at = add i64 %327, %lane
  %328 = getelementptr inbounds float, ptr addrspace(3) @tessera_quad_normals_w1024, i64 %quad_at
  %329 = load float, ptr addrspace(3) %328, align 4
  store float %329, ptr %326, align 4
  br label %quad_noise.done

slot.then7:                                       ; preds = %quad_noise.done
  %330 = load float, ptr %18, align 4
  %331 = load float, ptr %fold_value, align 4
  %332 = fcmp ogt float %330, %331
  %333 = fcmp uno float %330, %330
  %334 = fcmp ord float %331, %331
  %335 = and i1 %333, %334
  %take = or i1 %332, %335
  %336 = select i1 %take, float %330, float %331
  store float %336, ptr %fold_value, align 4
  %337 = load i64, ptr %fold_index, align 8
  %338 = select i1 %take, i64 %feature5, i64 %337
  store i64 %338, ptr %fold_index, align 8
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %quad_noise.done
  %best_index = load i64, ptr %fold_index, align 8
  %339 = load float, ptr %fold_value, align 4
  %340 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %339, ptr addrspace(3) %340, align 4
  %341 = trunc i64 %best_index to i32
  %342 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %341, ptr addrspace(3) %342, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 512
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done8
  %343 = add i64 %lane, 512
  %344 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %345 = load i32, ptr addrspace(3) %344, align 4
  %346 = zext i32 %345 to i64
  %347 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %348 = load float, ptr addrspace(3) %347, align 4
  %349 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %343
  %350 = load i32, ptr addrspace(3) %349, align 4
  %351 = zext i32 %350 to i64
  %352 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %343
  %353 = load float, ptr addrspace(3) %352, align 4
  %354 = fcmp uno float %353, %353
  %355 = fcmp uno float %348, %348
  %356 = icmp ult i64 %351, %346
  %357 = fcmp ogt float %353, %348
  %358 = fcmp oeq float %353, %348
  %359 = xor i1 %355, true
  %360 = or i1 %359, %356
  %361 = and i1 %358, %356
  %362 = or i1 %357, %361
  %363 = xor i1 %355, true
  %364 = and i1 %363, %362
  %365 = select i1 %354, i1 %360, i1 %364
  %366 = select i1 %365, float %353, float %348
  %367 = select i1 %365, i64 %351, i64 %346
  %368 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %366, ptr addrspace(3) %368, align 4
  %369 = trunc i64 %367 to i32
  %370 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %369, ptr addrspace(3) %370, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane9 = icmp ult i64 %lane, 256
  br i1 %tree_lane9, label %tree.then10, label %tree.done11

tree.then10:                                      ; preds = %tree.done
  %371 = add i64 %lane, 256
  %372 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %373 = load i32, ptr addrspace(3) %372, align 4
  %374 = zext i32 %373 to i64
  %375 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %376 = load float, ptr addrspace(3) %375, align 4
  %377 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %371
  %378 = load i32, ptr addrspace(3) %377, align 4
  %379 = zext i32 %378 to i64
  %380 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %371
  %381 = load float, ptr addrspace(3) %380, align 4
  %382 = fcmp uno float %381, %381
  %383 = fcmp uno float %376, %376
  %384 = icmp ult i64 %379, %374
  %385 = fcmp ogt float %381, %376
  %386 = fcmp oeq float %381, %376
  %387 = xor i1 %383, true
  %388 = or i1 %387, %384
  %389 = and i1 %386, %384
  %390 = or i1 %385, %389
  %391 = xor i1 %383, true
  %392 = and i1 %391, %390
  %393 = select i1 %382, i1 %388, i1 %392
  %394 = select i1 %393, float %381, float %376
  %395 = select i1 %393, i64 %379, i64 %374
  %396 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %394, ptr addrspace(3) %396, align 4
  %397 = trunc i64 %395 to i32
  %398 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %397, ptr addrspace(3) %398, align 4
  br label %tree.done11

tree.done11:                                      ; preds = %tree.then10, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane12 = icmp ult i64 %lane, 128
  br i1 %tree_lane12, label %tree.then13, label %tree.done14

tree.then13:                                      ; preds = %tree.done11
  %399 = add i64 %lane, 128
  %400 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %401 = load i32, ptr addrspace(3) %400, align 4
  %402 = zext i32 %401 to i64
  %403 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %404 = load float, ptr addrspace(3) %403, align 4
  %405 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %399
  %406 = load i32, ptr addrspace(3) %405, align 4
  %407 = zext i32 %406 to i64
  %408 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %399
  %409 = load float, ptr addrspace(3) %408, align 4
  %410 = fcmp uno float %409, %409
  %411 = fcmp uno float %404, %404
  %412 = icmp ult i64 %407, %402
  %413 = fcmp ogt float %409, %404
  %414 = fcmp oeq float %409, %404
  %415 = xor i1 %411, true
  %416 = or i1 %415, %412
  %417 = and i1 %414, %412
  %418 = or i1 %413, %417
  %419 = xor i1 %411, true
  %420 = and i1 %419, %418
  %421 = select i1 %410, i1 %416, i1 %420
  %422 = select i1 %421, float %409, float %404
  %423 = select i1 %421, i64 %407, i64 %402
  %424 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %422, ptr addrspace(3) %424, align 4
  %425 = trunc i64 %423 to i32
  %426 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %425, ptr addrspace(3) %426, align 4
  br label %tree.done14

tree.done14:                                      ; preds = %tree.then13, %tree.done11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane15 = icmp ult i64 %lane, 64
  br i1 %tree_lane15, label %tree.then16, label %tree.done17

tree.then16:                                      ; preds = %tree.done14
  %427 = add i64 %lane, 64
  %428 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %429 = load i32, ptr addrspace(3) %428, align 4
  %430 = zext i32 %429 to i64
  %431 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %432 = load float, ptr addrspace(3) %431, align 4
  %433 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %427
  %434 = load i32, ptr addrspace(3) %433, align 4
  %435 = zext i32 %434 to i64
  %436 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %427
  %437 = load float, ptr addrspace(3) %436, align 4
  %438 = fcmp uno float %437, %437
  %439 = fcmp uno float %432, %432
  %440 = icmp ult i64 %435, %430
  %441 = fcmp ogt float %437, %432
  %442 = fcmp oeq float %437, %432
  %443 = xor i1 %439, true
  %444 = or i1 %443, %440
  %445 = and i1 %442, %440
  %446 = or i1 %441, %445
  %447 = xor i1 %439, true
  %448 = and i1 %447, %446
  %449 = select i1 %438, i1 %444, i1 %448
  %450 = select i1 %449, float %437, float %432
  %451 = select i1 %449, i64 %435, i64 %430
  %452 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %450, ptr addrspace(3) %452, align 4
  %453 = trunc i64 %451 to i32
  %454 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %453, ptr addrspace(3) %454, align 4
  br label %tree.done17

tree.done17:                                      ; preds = %tree.then16, %tree.done14
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane18 = icmp ult i64 %lane, 32
  br i1 %tree_lane18, label %tree.then19, label %tree.done20

tree.then19:                                      ; preds = %tree.done17
  %455 = add i64 %lane, 32
  %456 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %457 = load i32, ptr addrspace(3) %456, align 4
  %458 = zext i32 %457 to i64
  %459 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %460 = load float, ptr addrspace(3) %459, align 4
  %461 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %455
  %462 = load i32, ptr addrspace(3) %461, align 4
  %463 = zext i32 %462 to i64
  %464 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %455
  %465 = load float, ptr addrspace(3) %464, align 4
  %466 = fcmp uno float %465, %465
  %467 = fcmp uno float %460, %460
  %468 = icmp ult i64 %463, %458
  %469 = fcmp ogt float %465, %460
  %470 = fcmp oeq float %465, %460
  %471 = xor i1 %467, true
  %472 = or i1 %471, %468
  %473 = and i1 %470, %468
  %474 = or i1 %469, %473
  %475 = xor i1 %467, true
  %476 = and i1 %475, %474
  %477 = select i1 %466, i1 %472, i1 %476
  %478 = select i1 %477, float %465, float %460
  %479 = select i1 %477, i64 %463, i64 %458
  %480 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %478, ptr addrspace(3) %480, align 4
  %481 = trunc i64 %479 to i32
  %482 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %481, ptr addrspace(3) %482, align 4
  br label %tree.done20

tree.done20:                                      ; preds = %tree.then19, %tree.done17
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane21 = icmp ult i64 %lane, 16
  br i1 %tree_lane21, label %tree.then22, label %tree.done23

tree.then22:                                      ; preds = %tree.done20
  %483 = add i64 %lane, 16
  %484 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %485 = load i32, ptr addrspace(3) %484, align 4
  %486 = zext i32 %485 to i64
  %487 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %488 = load float, ptr addrspace(3) %487, align 4
  %489 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %483
  %490 = load i32, ptr addrspace(3) %489, align 4
  %491 = zext i32 %490 to i64
  %492 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %483
  %493 = load float, ptr addrspace(3) %492, align 4
  %494 = fcmp uno float %493, %493
  %495 = fcmp uno float %488, %488
  %496 = icmp ult i64 %491, %486
  %497 = fcmp ogt float %493, %488
  %498 = fcmp oeq float %493, %488
  %499 = xor i1 %495, true
  %500 = or i1 %499, %496
  %501 = and i1 %498, %496
  %502 = or i1 %497, %501
  %503 = xor i1 %495, true
  %504 = and i1 %503, %502
  %505 = select i1 %494, i1 %500, i1 %504
  %506 = select i1 %505, float %493, float %488
  %507 = select i1 %505, i64 %491, i64 %486
  %508 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %506, ptr addrspace(3) %508, align 4
  %509 = trunc i64 %507 to i32
  %510 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %509, ptr addrspace(3) %510, align 4
  br label %tree.done23

tree.done23:                                      ; preds = %tree.then22, %tree.done20
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane24 = icmp ult i64 %lane, 8
  br i1 %tree_lane24, label %tree.then25, label %tree.done26

tree.then25:                                      ; preds = %tree.done23
  %511 = add i64 %lane, 8
  %512 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %513 = load i32, ptr addrspace(3) %512, align 4
  %514 = zext i32 %513 to i64
  %515 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %516 = load float, ptr addrspace(3) %515, align 4
  %517 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %511
  %518 = load i32, ptr addrspace(3) %517, align 4
  %519 = zext i32 %518 to i64
  %520 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %511
  %521 = load float, ptr addrspace(3) %520, align 4
  %522 = fcmp uno float %521, %521
  %523 = fcmp uno float %516, %516
  %524 = icmp ult i64 %519, %514
  %525 = fcmp ogt float %521, %516
  %526 = fcmp oeq float %521, %516
  %527 = xor i1 %523, true
  %528 = or i1 %527, %524
  %529 = and i1 %526, %524
  %530 = or i1 %525, %529
  %531 = xor i1 %523, true
  %532 = and i1 %531, %530
  %533 = select i1 %522, i1 %528, i1 %532
  %534 = select i1 %533, float %521, float %516
  %535 = select i1 %533, i64 %519, i64 %514
  %536 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %534, ptr addrspace(3) %536, align 4
  %537 = trunc i64 %535 to i32
  %538 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %537, ptr addrspace(3) %538, align 4
  br label %tree.done26

tree.done26:                                      ; preds = %tree.then25, %tree.done23
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane27 = icmp ult i64 %lane, 4
  br i1 %tree_lane27, label %tree.then28, label %tree.done29

tree.then28:                                      ; preds = %tree.done26
  %539 = add i64 %lane, 4
  %540 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %541 = load i32, ptr addrspace(3) %540, align 4
  %542 = zext i32 %541 to i64
  %543 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %544 = load float, ptr addrspace(3) %543, align 4
  %545 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %539
  %546 = load i32, ptr addrspace(3) %545, align 4
  %547 = zext i32 %546 to i64
  %548 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %539
  %549 = load float, ptr addrspace(3) %548, align 4
  %550 = fcmp uno float %549, %549
  %551 = fcmp uno float %544, %544
  %552 = icmp ult i64 %547, %542
  %553 = fcmp ogt float %549, %544
  %554 = fcmp oeq float %549, %544
  %555 = xor i1 %551, true
  %556 = or i1 %555, %552
  %557 = and i1 %554, %552
  %558 = or i1 %553, %557
  %559 = xor i1 %551, true
  %560 = and i1 %559, %558
  %561 = select i1 %550, i1 %556, i1 %560
  %562 = select i1 %561, float %549, float %544
  %563 = select i1 %561, i64 %547, i64 %542
  %564 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %562, ptr addrspace(3) %564, align 4
  %565 = trunc i64 %563 to i32
  %566 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %565, ptr addrspace(3) %566, align 4
  br label %tree.done29

tree.done29:                                      ; preds = %tree.then28, %tree.done26
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane30 = icmp ult i64 %lane, 2
  br i1 %tree_lane30, label %tree.then31, label %tree.done32

tree.then31:                                      ; preds = %tree.done29
  %567 = add i64 %lane, 2
  %568 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %569 = load i32, ptr addrspace(3) %568, align 4
  %570 = zext i32 %569 to i64
  %571 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %572 = load float, ptr addrspace(3) %571, align 4
  %573 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %567
  %574 = load i32, ptr addrspace(3) %573, align 4
  %575 = zext i32 %574 to i64
  %576 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %567
  %577 = load float, ptr addrspace(3) %576, align 4
  %578 = fcmp uno float %577, %577
  %579 = fcmp uno float %572, %572
  %580 = icmp ult i64 %575, %570
  %581 = fcmp ogt float %577, %572
  %582 = fcmp oeq float %577, %572
  %583 = xor i1 %579, true
  %584 = or i1 %583, %580
  %585 = and i1 %582, %580
  %586 = or i1 %581, %585
  %587 = xor i1 %579, true
  %588 = and i1 %587, %586
  %589 = select i1 %578, i1 %584, i1 %588
  %590 = select i1 %589, float %577, float %572
  %591 = select i1 %589, i64 %575, i64 %570
  %592 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %590, ptr addrspace(3) %592, align 4
  %593 = trunc i64 %591 to i32
  %594 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %593, ptr addrspace(3) %594, align 4
  br label %tree.done32

tree.done32:                                      ; preds = %tree.then31, %tree.done29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane33 = icmp ult i64 %lane, 1
  br i1 %tree_lane33, label %tree.then34, label %tree.done35

tree.then34:                                      ; preds = %tree.done32
  %595 = add i64 %lane, 1
  %596 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %597 = load i32, ptr addrspace(3) %596, align 4
  %598 = zext i32 %597 to i64
  %599 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %600 = load float, ptr addrspace(3) %599, align 4
  %601 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %595
  %602 = load i32, ptr addrspace(3) %601, align 4
  %603 = zext i32 %602 to i64
  %604 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %595
  %605 = load float, ptr addrspace(3) %604, align 4
  %606 = fcmp uno float %605, %605
  %607 = fcmp uno float %600, %600
  %608 = icmp ult i64 %603, %598
  %609 = fcmp ogt float %605, %600
  %610 = fcmp oeq float %605, %600
  %611 = xor i1 %607, true
  %612 = or i1 %611, %608
  %613 = and i1 %610, %608
  %614 = or i1 %609, %613
  %615 = xor i1 %607, true
  %616 = and i1 %615, %614
  %617 = select i1 %606, i1 %612, i1 %616
  %618 = select i1 %617, float %605, float %600
  %619 = select i1 %617, i64 %603, i64 %598
  %620 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %618, ptr addrspace(3) %620, align 4
  %621 = trunc i64 %619 to i32
  %622 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %621, ptr addrspace(3) %622, align 4
  br label %tree.done35

tree.done35:                                      ; preds = %tree.then34, %tree.done32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done35
  %623 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %624 = zext i32 %623 to i64
  %625 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value36, align 4
  store i64 0, ptr %fold_index37, align 8
  store i64 0, ptr %pairwise_depth40, align 8
  store float %625, ptr %fold_value36, align 4
  store i64 %624, ptr %fold_index37, align 8
  %626 = load float, ptr %fold_value36, align 4
  store float %626, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value41, align 4
  store i64 0, ptr %fold_index42, align 8
  store i64 0, ptr %pairwise_depth45, align 8
  %feature46 = add i64 %lane, 0
  %valid47 = icmp ult i64 %feature46, %n_features
  %627 = getelementptr inbounds float, ptr %state_regs, i64 0
  %628 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid47, label %slot.then48, label %slot.done49

slot.then48:                                      ; preds = %tree.result.done
  %629 = load float, ptr %627, align 4
  %630 = load float, ptr %fold_value41, align 4
  %631 = fcmp ogt float %629, %630
  %632 = fcmp uno float %629, %629
  %633 = fcmp ord float %630, %630
  %634 = and i1 %632, %633
  %take50 = or i1 %631, %634
  %635 = select i1 %take50, float %629, float %630
  store float %635, ptr %fold_value41, align 4
  %636 = load i64, ptr %fold_index42, align 8
  %637 = select i1 %take50, i64 %feature46, i64 %636
  store i64 %637, ptr %fold_index42, align 8
  br label %slot.done49

slot.done49:                                      ; preds = %slot.then48, %tree.result.done
  %best_index51 = load i64, ptr %fold_index42, align 8
  %638 = load float, ptr %fold_value41, align 4
  %639 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %638, ptr addrspace(3) %639, align 4
  %640 = trunc i64 %best_index51 to i32
  %641 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %640, ptr addrspace(3) %641, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane52 = icmp ult i64 %lane, 512
  br i1 %tree_lane52, label %tree.then53, label %tree.done54

tree.then53:                                      ; preds = %slot.done49
  %642 = add i64 %lane, 512
  %643 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %644 = load i32, ptr addrspace(3) %643, align 4
  %645 = zext i32 %644 to i64
  %646 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %647 = load float, ptr addrspace(3) %646, align 4
  %648 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %642
  %649 = load i32, ptr addrspace(3) %648, align 4
  %650 = zext i32 %649 to i64
  %651 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %642
  %652 = load float, ptr addrspace(3) %651, align 4
  %653 = fcmp uno float %652, %652
  %654 = fcmp uno float %647, %647
  %655 = icmp ult i64 %650, %645
  %656 = fcmp ogt float %652, %647
  %657 = fcmp oeq float %652, %647
  %658 = xor i1 %654, true
  %659 = or i1 %658, %655
  %660 = and i1 %657, %655
  %661 = or i1 %656, %660
  %662 = xor i1 %654, true
  %663 = and i1 %662, %661
  %664 = select i1 %653, i1 %659, i1 %663
  %665 = select i1 %664, float %652, float %647
  %666 = select i1 %664, i64 %650, i64 %645
  %667 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %665, ptr addrspace(3) %667, align 4
  %668 = trunc i64 %666 to i32
  %669 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %668, ptr addrspace(3) %669, align 4
  br label %tree.done54

tree.done54:                                      ; preds = %tree.then53, %slot.done49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane55 = icmp ult i64 %lane, 256
  br i1 %tree_lane55, label %tree.then56, label %tree.done57

tree.then56:                                      ; preds = %tree.done54
  %670 = add i64 %lane, 256
  %671 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %672 = load i32, ptr addrspace(3) %671, align 4
  %673 = zext i32 %672 to i64
  %674 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %675 = load float, ptr addrspace(3) %674, align 4
  %676 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %670
  %677 = load i32, ptr addrspace(3) %676, align 4
  %678 = zext i32 %677 to i64
  %679 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %670
  %680 = load float, ptr addrspace(3) %679, align 4
  %681 = fcmp uno float %680, %680
  %682 = fcmp uno float %675, %675
  %683 = icmp ult i64 %678, %673
  %684 = fcmp ogt float %680, %675
  %685 = fcmp oeq float %680, %675
  %686 = xor i1 %682, true
  %687 = or i1 %686, %683
  %688 = and i1 %685, %683
  %689 = or i1 %684, %688
  %690 = xor i1 %682, true
  %691 = and i1 %690, %689
  %692 = select i1 %681, i1 %687, i1 %691
  %693 = select i1 %692, float %680, float %675
  %694 = select i1 %692, i64 %678, i64 %673
  %695 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %693, ptr addrspace(3) %695, align 4
  %696 = trunc i64 %694 to i32
  %697 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %696, ptr addrspace(3) %697, align 4
  br label %tree.done57

tree.done57:                                      ; preds = %tree.then56, %tree.done54
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane58 = icmp ult i64 %lane, 128
  br i1 %tree_lane58, label %tree.then59, label %tree.done60

tree.then59:                                      ; preds = %tree.done57
  %698 = add i64 %lane, 128
  %699 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %700 = load i32, ptr addrspace(3) %699, align 4
  %701 = zext i32 %700 to i64
  %702 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %703 = load float, ptr addrspace(3) %702, align 4
  %704 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %698
  %705 = load i32, ptr addrspace(3) %704, align 4
  %706 = zext i32 %705 to i64
  %707 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %698
  %708 = load float, ptr addrspace(3) %707, align 4
  %709 = fcmp uno float %708, %708
  %710 = fcmp uno float %703, %703
  %711 = icmp ult i64 %706, %701
  %712 = fcmp ogt float %708, %703
  %713 = fcmp oeq float %708, %703
  %714 = xor i1 %710, true
  %715 = or i1 %714, %711
  %716 = and i1 %713, %711
  %717 = or i1 %712, %716
  %718 = xor i1 %710, true
  %719 = and i1 %718, %717
  %720 = select i1 %709, i1 %715, i1 %719
  %721 = select i1 %720, float %708, float %703
  %722 = select i1 %720, i64 %706, i64 %701
  %723 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %721, ptr addrspace(3) %723, align 4
  %724 = trunc i64 %722 to i32
  %725 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %724, ptr addrspace(3) %725, align 4
  br label %tree.done60

tree.done60:                                      ; preds = %tree.then59, %tree.done57
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane61 = icmp ult i64 %lane, 64
  br i1 %tree_lane61, label %tree.then62, label %tree.done63

tree.then62:                                      ; preds = %tree.done60
  %726 = add i64 %lane, 64
  %727 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %728 = load i32, ptr addrspace(3) %727, align 4
  %729 = zext i32 %728 to i64
  %730 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %731 = load float, ptr addrspace(3) %730, align 4
  %732 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %726
  %733 = load i32, ptr addrspace(3) %732, align 4
  %734 = zext i32 %733 to i64
  %735 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %726
  %736 = load float, ptr addrspace(3) %735, align 4
  %737 = fcmp uno float %736, %736
  %738 = fcmp uno float %731, %731
  %739 = icmp ult i64 %734, %729
  %740 = fcmp ogt float %736, %731
  %741 = fcmp oeq float %736, %731
  %742 = xor i1 %738, true
  %743 = or i1 %742, %739
  %744 = and i1 %741, %739
  %745 = or i1 %740, %744
  %746 = xor i1 %738, true
  %747 = and i1 %746, %745
  %748 = select i1 %737, i1 %743, i1 %747
  %749 = select i1 %748, float %736, float %731
  %750 = select i1 %748, i64 %734, i64 %729
  %751 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %749, ptr addrspace(3) %751, align 4
  %752 = trunc i64 %750 to i32
  %753 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %752, ptr addrspace(3) %753, align 4
  br label %tree.done63

tree.done63:                                      ; preds = %tree.then62, %tree.done60
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane64 = icmp ult i64 %lane, 32
  br i1 %tree_lane64, label %tree.then65, label %tree.done66

tree.then65:                                      ; preds = %tree.done63
  %754 = add i64 %lane, 32
  %755 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %756 = load i32, ptr addrspace(3) %755, align 4
  %757 = zext i32 %756 to i64
  %758 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %759 = load float, ptr addrspace(3) %758, align 4
  %760 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %754
  %761 = load i32, ptr addrspace(3) %760, align 4
  %762 = zext i32 %761 to i64
  %763 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %754
  %764 = load float, ptr addrspace(3) %763, align 4
  %765 = fcmp uno float %764, %764
  %766 = fcmp uno float %759, %759
  %767 = icmp ult i64 %762, %757
  %768 = fcmp ogt float %764, %759
  %769 = fcmp oeq float %764, %759
  %770 = xor i1 %766, true
  %771 = or i1 %770, %767
  %772 = and i1 %769, %767
  %773 = or i1 %768, %772
  %774 = xor i1 %766, true
  %775 = and i1 %774, %773
  %776 = select i1 %765, i1 %771, i1 %775
  %777 = select i1 %776, float %764, float %759
  %778 = select i1 %776, i64 %762, i64 %757
  %779 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %777, ptr addrspace(3) %779, align 4
  %780 = trunc i64 %778 to i32
  %781 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %780, ptr addrspace(3) %781, align 4
  br label %tree.done66

tree.done66:                                      ; preds = %tree.then65, %tree.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane67 = icmp ult i64 %lane, 16
  br i1 %tree_lane67, label %tree.then68, label %tree.done69

tree.then68:                                      ; preds = %tree.done66
  %782 = add i64 %lane, 16
  %783 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %784 = load i32, ptr addrspace(3) %783, align 4
  %785 = zext i32 %784 to i64
  %786 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %787 = load float, ptr addrspace(3) %786, align 4
  %788 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %782
  %789 = load i32, ptr addrspace(3) %788, align 4
  %790 = zext i32 %789 to i64
  %791 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %782
  %792 = load float, ptr addrspace(3) %791, align 4
  %793 = fcmp uno float %792, %792
  %794 = fcmp uno float %787, %787
  %795 = icmp ult i64 %790, %785
  %796 = fcmp ogt float %792, %787
  %797 = fcmp oeq float %792, %787
  %798 = xor i1 %794, true
  %799 = or i1 %798, %795
  %800 = and i1 %797, %795
  %801 = or i1 %796, %800
  %802 = xor i1 %794, true
  %803 = and i1 %802, %801
  %804 = select i1 %793, i1 %799, i1 %803
  %805 = select i1 %804, float %792, float %787
  %806 = select i1 %804, i64 %790, i64 %785
  %807 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %805, ptr addrspace(3) %807, align 4
  %808 = trunc i64 %806 to i32
  %809 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %808, ptr addrspace(3) %809, align 4
  br label %tree.done69

tree.done69:                                      ; preds = %tree.then68, %tree.done66
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane70 = icmp ult i64 %lane, 8
  br i1 %tree_lane70, label %tree.then71, label %tree.done72

tree.then71:                                      ; preds = %tree.done69
  %810 = add i64 %lane, 8
  %811 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %812 = load i32, ptr addrspace(3) %811, align 4
  %813 = zext i32 %812 to i64
  %814 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %815 = load float, ptr addrspace(3) %814, align 4
  %816 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %810
  %817 = load i32, ptr addrspace(3) %816, align 4
  %818 = zext i32 %817 to i64
  %819 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %810
  %820 = load float, ptr addrspace(3) %819, align 4
  %821 = fcmp uno float %820, %820
  %822 = fcmp uno float %815, %815
  %823 = icmp ult i64 %818, %813
  %824 = fcmp ogt float %820, %815
  %825 = fcmp oeq float %820, %815
  %826 = xor i1 %822, true
  %827 = or i1 %826, %823
  %828 = and i1 %825, %823
  %829 = or i1 %824, %828
  %830 = xor i1 %822, true
  %831 = and i1 %830, %829
  %832 = select i1 %821, i1 %827, i1 %831
  %833 = select i1 %832, float %820, float %815
  %834 = select i1 %832, i64 %818, i64 %813
  %835 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %833, ptr addrspace(3) %835, align 4
  %836 = trunc i64 %834 to i32
  %837 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %836, ptr addrspace(3) %837, align 4
  br label %tree.done72

tree.done72:                                      ; preds = %tree.then71, %tree.done69
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane73 = icmp ult i64 %lane, 4
  br i1 %tree_lane73, label %tree.then74, label %tree.done75

tree.then74:                                      ; preds = %tree.done72
  %838 = add i64 %lane, 4
  %839 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %840 = load i32, ptr addrspace(3) %839, align 4
  %841 = zext i32 %840 to i64
  %842 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %843 = load float, ptr addrspace(3) %842, align 4
  %844 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %838
  %845 = load i32, ptr addrspace(3) %844, align 4
  %846 = zext i32 %845 to i64
  %847 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %838
  %848 = load float, ptr addrspace(3) %847, align 4
  %849 = fcmp uno float %848, %848
  %850 = fcmp uno float %843, %843
  %851 = icmp ult i64 %846, %841
  %852 = fcmp ogt float %848, %843
  %853 = fcmp oeq float %848, %843
  %854 = xor i1 %850, true
  %855 = or i1 %854, %851
  %856 = and i1 %853, %851
  %857 = or i1 %852, %856
  %858 = xor i1 %850, true
  %859 = and i1 %858, %857
  %860 = select i1 %849, i1 %855, i1 %859
  %861 = select i1 %860, float %848, float %843
  %862 = select i1 %860, i64 %846, i64 %841
  %863 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %861, ptr addrspace(3) %863, align 4
  %864 = trunc i64 %862 to i32
  %865 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %864, ptr addrspace(3) %865, align 4
  br label %tree.done75

tree.done75:                                      ; preds = %tree.then74, %tree.done72
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane76 = icmp ult i64 %lane, 2
  br i1 %tree_lane76, label %tree.then77, label %tree.done78

tree.then77:                                      ; preds = %tree.done75
  %866 = add i64 %lane, 2
  %867 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %868 = load i32, ptr addrspace(3) %867, align 4
  %869 = zext i32 %868 to i64
  %870 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %871 = load float, ptr addrspace(3) %870, align 4
  %872 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %866
  %873 = load i32, ptr addrspace(3) %872, align 4
  %874 = zext i32 %873 to i64
  %875 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %866
  %876 = load float, ptr addrspace(3) %875, align 4
  %877 = fcmp uno float %876, %876
  %878 = fcmp uno float %871, %871
  %879 = icmp ult i64 %874, %869
  %880 = fcmp ogt float %876, %871
  %881 = fcmp oeq float %876, %871
  %882 = xor i1 %878, true
  %883 = or i1 %882, %879
  %884 = and i1 %881, %879
  %885 = or i1 %880, %884
  %886 = xor i1 %878, true
  %887 = and i1 %886, %885
  %888 = select i1 %877, i1 %883, i1 %887
  %889 = select i1 %888, float %876, float %871
  %890 = select i1 %888, i64 %874, i64 %869
  %891 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %889, ptr addrspace(3) %891, align 4
  %892 = trunc i64 %890 to i32
  %893 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %892, ptr addrspace(3) %893, align 4
  br label %tree.done78

tree.done78:                                      ; preds = %tree.then77, %tree.done75
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane79 = icmp ult i64 %lane, 1
  br i1 %tree_lane79, label %tree.then80, label %tree.done81

tree.then80:                                      ; preds = %tree.done78
  %894 = add i64 %lane, 1
  %895 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %896 = load i32, ptr addrspace(3) %895, align 4
  %897 = zext i32 %896 to i64
  %898 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %899 = load float, ptr addrspace(3) %898, align 4
  %900 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %894
  %901 = load i32, ptr addrspace(3) %900, align 4
  %902 = zext i32 %901 to i64
  %903 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %894
  %904 = load float, ptr addrspace(3) %903, align 4
  %905 = fcmp uno float %904, %904
  %906 = fcmp uno float %899, %899
  %907 = icmp ult i64 %902, %897
  %908 = fcmp ogt float %904, %899
  %909 = fcmp oeq float %904, %899
  %910 = xor i1 %906, true
  %911 = or i1 %910, %907
  %912 = and i1 %909, %907
  %913 = or i1 %908, %912
  %914 = xor i1 %906, true
  %915 = and i1 %914, %913
  %916 = select i1 %905, i1 %911, i1 %915
  %917 = select i1 %916, float %904, float %899
  %918 = select i1 %916, i64 %902, i64 %897
  %919 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %917, ptr addrspace(3) %919, align 4
  %920 = trunc i64 %918 to i32
  %921 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %920, ptr addrspace(3) %921, align 4
  br label %tree.done81

tree.done81:                                      ; preds = %tree.then80, %tree.done78
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then82, label %tree.result.done83

tree.result.then82:                               ; preds = %tree.done81
  %922 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %923 = zext i32 %922 to i64
  %924 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value84, align 4
  store i64 0, ptr %fold_index85, align 8
  store i64 0, ptr %pairwise_depth88, align 8
  store float %924, ptr %fold_value84, align 4
  store i64 %923, ptr %fold_index85, align 8
  %925 = load i64, ptr %fold_index85, align 8
  %argmax = uitofp i64 %925 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %tree.result.done83

tree.result.done83:                               ; preds = %tree.result.then82, %tree.done81
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature89 = add i64 %lane, 0
  %valid90 = icmp ult i64 %feature89, %n_features
  %926 = getelementptr inbounds float, ptr %state_regs, i64 0
  %927 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid90, label %slot.then91, label %slot.done92

slot.then91:                                      ; preds = %tree.result.done83
  %928 = load float, ptr %926, align 4
  %929 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %930 = fsub float %928, %929
  %931 = fcmp olt float %930, -1.040000e+02
  %932 = select i1 %931, float -1.040000e+02, float %930
  %933 = fcmp olt float 8.900000e+01, %932
  %934 = select i1 %933, float 8.900000e+01, float %932
  %935 = fmul float %934, 0x3FF7154760000000
  %936 = fadd float %935, 0x4168000000000000
  %937 = fsub float %936, 0x4168000000000000
  %938 = bitcast float %936 to i32
  %939 = sub i32 %938, 1262485504
  %940 = fmul float %937, 0x3FE62E4000000000
  %941 = fsub float %934, %940
  %942 = fmul float %937, 0x3EB7F7D1C0000000
  %943 = fsub float %941, %942
  %944 = fmul float %943, %943
  %945 = fmul float %944, 0x3E66376980000000
  %946 = fadd float 0xBEBBBD41C0000000, %945
  %947 = fmul float %944, %946
  %948 = fadd float 0x3F11566AA0000000, %947
  %949 = fmul float %944, %948
  %950 = fadd float 0xBF66C16C20000000, %949
  %951 = fmul float %944, %950
  %952 = fadd float 0x3FC5555560000000, %951
  %953 = fmul float %944, %952
  %954 = fsub float %943, %953
  %955 = fmul float %943, %954
  %956 = fsub float 2.000000e+00, %954
  %957 = fdiv float %955, %956
  %958 = fsub float %942, %957
  %959 = fsub float %958, %941
  %960 = fsub float 1.000000e+00, %959
  %961 = add i32 %939, 256
  %962 = lshr i32 %961, 1
  %963 = sub i32 %962, 1
  %964 = add i32 %939, 255
  %965 = sub i32 %964, %962
  %966 = shl i32 %963, 23
  %967 = shl i32 %965, 23
  %968 = bitcast i32 %966 to float
  %969 = bitcast i32 %967 to float
  %970 = fmul float %960, %968
  %971 = fmul float %970, %969
  %972 = fcmp uno float %930, %930
  %973 = select i1 %972, float 0x7FF8000000000000, float %971
  %974 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature89
  store float %973, ptr addrspace(3) %974, align 4
  br label %slot.done92

slot.done92:                                      ; preds = %slot.then91, %tree.result.done83
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %975 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %975, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done92
  %tree_sum = phi i64 [ 0, %slot.done92 ], [ %985, %tree_sum.pairs.exit ]
  %976 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %976, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %977 = add i64 %975, %span
  %pairs = lshr i64 %977, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %984, %tree_sum.pairs.body ]
  %978 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %978, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %979 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %left
  %980 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %right
  %981 = load float, ptr addrspace(3) %979, align 4
  %982 = load float, ptr addrspace(3) %980, align 4
  %983 = fadd float %981, %982
  store float %983, ptr addrspace(3) %979, align 4
  %984 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %985 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %986 = load float, ptr addrspace(3) @tessera_fold_scratch_w1024, align 4
  store float %986, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw93 = icmp ne i32 %draw_noise, 0
  br i1 %draw93, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature94 = add i64 %lane, 0
  %valid95 = icmp ult i64 %feature94, %n_features
  %987 = getelementptr inbounds float, ptr %state_regs, i64 0
  %988 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature102 = add i64 %lane, 0
  %valid103 = icmp ult i64 %feature102, %n_features
  %989 = getelementptr inbounds float, ptr %state_regs, i64 0
  %990 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then104, label %uniform_sinks.done105

noise.done:                                       ; preds = %slot.done109, %slot.done99
  %991 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature96 = add i64 %lane, 0
  %valid97 = icmp ult i64 %feature96, %n_features
  %992 = getelementptr inbounds float, ptr %state_regs, i64 0
  %993 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid97, label %slot.then98, label %slot.done99

slot.then98:                                      ; preds = %uniform_sinks.done
  %994 = load float, ptr %992, align 4
  %995 = fmul float 2.000000e+00, %994
  %996 = fmul float 0x3FA99999A0000000, %995
  %997 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature96
  %998 = load float, ptr addrspace(1) %997, align 4
  %999 = fmul float -1.000000e+00, %998
  %1000 = fadd float %996, %999
  %1001 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1002 = fdiv float 1.000000e+00, %1001
  %1003 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1004 = fsub float %994, %1003
  %1005 = fcmp olt float %1004, -1.040000e+02
  %1006 = select i1 %1005, float -1.040000e+02, float %1004
  %1007 = fcmp olt float 8.900000e+01, %1006
  %1008 = select i1 %1007, float 8.900000e+01, float %1006
  %1009 = fmul float %1008, 0x3FF7154760000000
  %1010 = fadd float %1009, 0x4168000000000000
  %1011 = fsub float %1010, 0x4168000000000000
  %1012 = bitcast float %1010 to i32
  %1013 = sub i32 %1012, 1262485504
  %1014 = fmul float %1011, 0x3FE62E4000000000
  %1015 = fsub float %1008, %1014
  %1016 = fmul float %1011, 0x3EB7F7D1C0000000
  %1017 = fsub float %1015, %1016
  %1018 = fmul float %1017, %1017
  %1019 = fmul float %1018, 0x3E66376980000000
  %1020 = fadd float 0xBEBBBD41C0000000, %1019
  %1021 = fmul float %1018, %1020
  %1022 = fadd float 0x3F11566AA0000000, %1021
  %1023 = fmul float %1018, %1022
  %1024 = fadd float 0xBF66C16C20000000, %1023
  %1025 = fmul float %1018, %1024
  %1026 = fadd float 0x3FC5555560000000, %1025
  %1027 = fmul float %1018, %1026
  %1028 = fsub float %1017, %1027
  %1029 = fmul float %1017, %1028
  %1030 = fsub float 2.000000e+00, %1028
  %1031 = fdiv float %1029, %1030
  %1032 = fsub float %1016, %1031
  %1033 = fsub float %1032, %1015
  %1034 = fsub float 1.000000e+00, %1033
  %1035 = add i32 %1013, 256
  %1036 = lshr i32 %1035, 1
  %1037 = sub i32 %1036, 1
  %1038 = add i32 %1013, 255
  %1039 = sub i32 %1038, %1036
  %1040 = shl i32 %1037, 23
  %1041 = shl i32 %1039, 23
  %1042 = bitcast i32 %1040 to float
  %1043 = bitcast i32 %1041 to float
  %1044 = fmul float %1034, %1042
  %1045 = fmul float %1044, %1043
  %1046 = fcmp uno float %1004, %1004
  %1047 = select i1 %1046, float 0x7FF8000000000000, float %1045
  %1048 = fmul float %1002, %1047
  %1049 = fadd float %1000, %1048
  %feature100 = uitofp i64 %feature96 to float
  %1050 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1051 = fcmp oeq float %feature100, %1050
  %1052 = select i1 %1051, float 1.000000e+00, float 0.000000e+00
  %1053 = fcmp une float %1052, 0.000000e+00
  %1054 = select i1 %1053, float 0x3FB99999A0000000, float 0.000000e+00
  %1055 = fadd float %1049, %1054
  %1056 = fmul float %1055, %eta
  %1057 = fsub float %994, %1056
  %1058 = load float, ptr %993, align 4
  %1059 = fmul float %1058, %17
  %1060 = fadd float %1057, %1059
  %bits101 = bitcast float %1060 to i32
  %magnitude = and i32 %bits101, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits101
  store i32 %canonical, ptr %992, align 4
  br label %slot.done99

slot.done99:                                      ; preds = %slot.then98, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then104:                            ; preds = %quiet
  br label %uniform_sinks.done105

uniform_sinks.done105:                            ; preds = %uniform_sinks.then104, %quiet
  %feature106 = add i64 %lane, 0
  %valid107 = icmp ult i64 %feature106, %n_features
  %1061 = getelementptr inbounds float, ptr %state_regs, i64 0
  %1062 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid107, label %slot.then108, label %slot.done109

slot.then108:                                     ; preds = %uniform_sinks.done105
  %1063 = load float, ptr %1061, align 4
  %1064 = fmul float 2.000000e+00, %1063
  %1065 = fmul float 0x3FA99999A0000000, %1064
  %1066 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature106
  %1067 = load float, ptr addrspace(1) %1066, align 4
  %1068 = fmul float -1.000000e+00, %1067
  %1069 = fadd float %1065, %1068
  %1070 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1071 = fdiv float 1.000000e+00, %1070
  %1072 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1073 = fsub float %1063, %1072
  %1074 = fcmp olt float %1073, -1.040000e+02
  %1075 = select i1 %1074, float -1.040000e+02, float %1073
  %1076 = fcmp olt float 8.900000e+01, %1075
  %1077 = select i1 %1076, float 8.900000e+01, float %1075
  %1078 = fmul float %1077, 0x3FF7154760000000
  %1079 = fadd float %1078, 0x4168000000000000
  %1080 = fsub float %1079, 0x4168000000000000
  %1081 = bitcast float %1079 to i32
  %1082 = sub i32 %1081, 1262485504
  %1083 = fmul float %1080, 0x3FE62E4000000000
  %1084 = fsub float %1077, %1083
  %1085 = fmul float %1080, 0x3EB7F7D1C0000000
  %1086 = fsub float %1084, %1085
  %1087 = fmul float %1086, %1086
  %1088 = fmul float %1087, 0x3E66376980000000
  %1089 = fadd float 0xBEBBBD41C0000000, %1088
  %1090 = fmul float %1087, %1089
  %1091 = fadd float 0x3F11566AA0000000, %1090
  %1092 = fmul float %1087, %1091
  %1093 = fadd float 0xBF66C16C20000000, %1092
  %1094 = fmul float %1087, %1093
  %1095 = fadd float 0x3FC5555560000000, %1094
  %1096 = fmul float %1087, %1095
  %1097 = fsub float %1086, %1096
  %1098 = fmul float %1086, %1097
  %1099 = fsub float 2.000000e+00, %1097
  %1100 = fdiv float %1098, %1099
  %1101 = fsub float %1085, %1100
  %1102 = fsub float %1101, %1084
  %1103 = fsub float 1.000000e+00, %1102
  %1104 = add i32 %1082, 256
  %1105 = lshr i32 %1104, 1
  %1106 = sub i32 %1105, 1
  %1107 = add i32 %1082, 255
  %1108 = sub i32 %1107, %1105
  %1109 = shl i32 %1106, 23
  %1110 = shl i32 %1108, 23
  %1111 = bitcast i32 %1109 to float
  %1112 = bitcast i32 %1110 to float
  %1113 = fmul float %1103, %1111
  %1114 = fmul float %1113, %1112
  %1115 = fcmp uno float %1073, %1073
  %1116 = select i1 %1115, float 0x7FF8000000000000, float %1114
  %1117 = fmul float %1071, %1116
  %1118 = fadd float %1069, %1117
  %feature110 = uitofp i64 %feature106 to float
  %1119 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1120 = fcmp oeq float %feature110, %1119
  %1121 = select i1 %1120, float 1.000000e+00, float 0.000000e+00
  %1122 = fcmp une float %1121, 0.000000e+00
  %1123 = select i1 %1122, float 0x3FB99999A0000000, float 0.000000e+00
  %1124 = fadd float %1118, %1123
  %1125 = fmul float %1124, %eta
  %1126 = fsub float %1063, %1125
  %1127 = fmul float 0.000000e+00, %17
  %1128 = fadd float %1126, %1127
  %bits111 = bitcast float %1126 to i32
  %magnitude112 = and i32 %bits111, 2147483647
  %is_nan113 = icmp ugt i32 %magnitude112, 2139095040
  %canonical114 = select i1 %is_nan113, i32 2143289344, i32 %bits111
  store i32 %canonical114, ptr %1061, align 4
  br label %slot.done109

slot.done109:                                     ; preds = %slot.then108, %uniform_sinks.done105
  br label %noise.done

slot.then117:                                     ; preds = %step.exit
  %1129 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature115
  %1130 = load float, ptr %10, align 4
  store float %1130, ptr addrspace(1) %1129, align 4
  br label %slot.done118

slot.done118:                                     ; preds = %slot.then117, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth77 = alloca i64, align 8
  %pairwise_levels76 = alloca [32 x i64], align 8
  %pairwise_sums75 = alloca [32 x float], align 4
  %fold_index74 = alloca i64, align 8
  %fold_value73 = alloca float, align 4
  %pairwise_depth45 = alloca i64, align 8
  %pairwise_levels44 = alloca [32 x i64], align 8
  %pairwise_sums43 = alloca [32 x float], align 4
  %fold_index42 = alloca i64, align 8
  %fold_value41 = alloca float, align 4
  %pairwise_depth18 = alloca i64, align 8
  %pairwise_levels17 = alloca [32 x i64], align 8
  %pairwise_sums16 = alloca [32 x float], align 4
  %fold_index15 = alloca i64, align 8
  %fold_value14 = alloca float, align 4
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
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
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="512" }
attributes #5 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!"branch_weights", i32 1, i32 1000}
