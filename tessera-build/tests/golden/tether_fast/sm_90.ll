; ModuleID = 'tether_fast'
source_filename = "tether_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [64 x float] undef, align 4
@tessera_quad_normals_w4 = internal addrspace(3) global [1024 x float] undef, align 4
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
@tessera_uniforms_w32 = internal addrspace(3) global [8 x float] undef, align 4
@tessera_quad_normals_w32 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w64 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_quad_normals_w64 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w128 = internal addrspace(3) global [2 x float] undef, align 4
@tessera_quad_normals_w128 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_quad_normals_w256 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w512 = internal addrspace(3) global [1 x float] undef, align 4
@tessera_quad_normals_w512 = internal addrspace(3) global [1024 x float] undef, align 4
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
define ptx_kernel void @tessera_tether_fast_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
  %4 = mul i64 %row_in_group, 1
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w4, i64 %4
  %6 = mul i64 %row_in_group, 16
  %7 = getelementptr inbounds float, ptr addrspace(3) @tessera_quad_normals_w4, i64 %6
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %8 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %9 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  %11 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done32, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %12 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature
  %13 = load float, ptr addrspace(1) %12, align 4
  store float %13, ptr %10, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %346, %noise.done ]
  %14 = icmp ult i64 %step, %steps
  br i1 %14, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then31, label %store.done32

anneal.then:                                      ; preds = %step.body
  %15 = load float, ptr %temperature1, align 4
  %16 = fmul float %two_eta, %15
  %17 = fcmp olt float 0.000000e+00, %16
  %18 = call float @llvm.sqrt.f32(float %16)
  %19 = select i1 %17, float %18, float 0.000000e+00
  store float %19, ptr %noise_scale3, align 4
  %t_next = fmul float %15, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %20 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

quad_noise.then:                                  ; preds = %anneal.done
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %anneal.done
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %21 = getelementptr inbounds float, ptr %state_regs, i64 0
  %22 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid7, label %slot.then8, label %slot.done9

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_lane = and i64 %lane, 3
  %quad_slot = and i64 %quad_lane, 0
  %23 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %23
  %24 = mul i64 %quad_slot, 4
  %quad_feature = add i64 %lane, %24
  %feature4 = add i64 %quad_feature, 0
  %25 = add i64 %n_features, 3
  %groups = lshr i64 %25, 2
  %26 = mul i64 %row_read, %groups
  %27 = lshr i64 %feature4, 2
  %group5 = add i64 %26, %27
  %28 = trunc i64 %key0 to i32
  %29 = lshr i64 %key0, 32
  %30 = trunc i64 %29 to i32
  %31 = trunc i64 %group5 to i32
  %32 = trunc i64 %quad_key1_step to i32
  %33 = lshr i64 %quad_key1_step, 32
  %34 = trunc i64 %33 to i32
  %35 = lshr i64 %group5, 32
  %36 = trunc i64 %35 to i32
  %37 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %31)
  %38 = mul i32 -766435501, %31
  %39 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %34)
  %40 = mul i32 -845247145, %34
  %41 = xor i32 %39, %32
  %42 = xor i32 %41, %28
  %43 = xor i32 %37, %36
  %44 = xor i32 %43, %30
  %45 = add i32 %28, -1640531527
  %46 = add i32 %30, -1150833019
  %47 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %42)
  %48 = mul i32 -766435501, %42
  %49 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %44)
  %50 = mul i32 -845247145, %44
  %51 = xor i32 %49, %40
  %52 = xor i32 %51, %45
  %53 = xor i32 %47, %38
  %54 = xor i32 %53, %46
  %55 = add i32 %45, -1640531527
  %56 = add i32 %46, -1150833019
  %57 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %52)
  %58 = mul i32 -766435501, %52
  %59 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %54)
  %60 = mul i32 -845247145, %54
  %61 = xor i32 %59, %50
  %62 = xor i32 %61, %55
  %63 = xor i32 %57, %48
  %64 = xor i32 %63, %56
  %65 = add i32 %55, -1640531527
  %66 = add i32 %56, -1150833019
  %67 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %62)
  %68 = mul i32 -766435501, %62
  %69 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %64)
  %70 = mul i32 -845247145, %64
  %71 = xor i32 %69, %60
  %72 = xor i32 %71, %65
  %73 = xor i32 %67, %58
  %74 = xor i32 %73, %66
  %75 = add i32 %65, -1640531527
  %76 = add i32 %66, -1150833019
  %77 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %72)
  %78 = mul i32 -766435501, %72
  %79 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %74)
  %80 = mul i32 -845247145, %74
  %81 = xor i32 %79, %70
  %82 = xor i32 %81, %75
  %83 = xor i32 %77, %68
  %84 = xor i32 %83, %76
  %85 = add i32 %75, -1640531527
  %86 = add i32 %76, -1150833019
  %87 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %82)
  %88 = mul i32 -766435501, %82
  %89 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %84)
  %90 = mul i32 -845247145, %84
  %91 = xor i32 %89, %80
  %92 = xor i32 %91, %85
  %93 = xor i32 %87, %78
  %94 = xor i32 %93, %86
  %95 = add i32 %85, -1640531527
  %96 = add i32 %86, -1150833019
  %97 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %92)
  %98 = mul i32 -766435501, %92
  %99 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %94)
  %100 = mul i32 -845247145, %94
  %101 = xor i32 %99, %90
  %102 = xor i32 %101, %95
  %103 = xor i32 %97, %88
  %104 = xor i32 %103, %96
  %105 = add i32 %95, -1640531527
  %106 = add i32 %96, -1150833019
  %107 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %102)
  %108 = mul i32 -766435501, %102
  %109 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %104)
  %110 = mul i32 -845247145, %104
  %111 = xor i32 %109, %100
  %112 = xor i32 %111, %105
  %113 = xor i32 %107, %98
  %114 = xor i32 %113, %106
  %115 = add i32 %105, -1640531527
  %116 = add i32 %106, -1150833019
  %117 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %112)
  %118 = mul i32 -766435501, %112
  %119 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %114)
  %120 = mul i32 -845247145, %114
  %121 = xor i32 %119, %110
  %122 = xor i32 %121, %115
  %123 = xor i32 %117, %108
  %124 = xor i32 %123, %116
  %125 = add i32 %115, -1640531527
  %126 = add i32 %116, -1150833019
  %127 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %122)
  %128 = mul i32 -766435501, %122
  %129 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %124)
  %130 = mul i32 -845247145, %124
  %131 = xor i32 %129, %120
  %132 = xor i32 %131, %125
  %133 = xor i32 %127, %118
  %134 = xor i32 %133, %126
  %135 = lshr i32 %132, 9
  %136 = sitofp i32 %135 to float
  %137 = fadd float %136, 5.000000e-01
  %138 = fmul float %137, 0x3E80000000000000
  %139 = lshr i32 %130, 9
  %140 = sitofp i32 %139 to float
  %141 = fadd float %140, 5.000000e-01
  %142 = fmul float %141, 0x3E80000000000000
  %143 = bitcast float %138 to i32
  %144 = add i32 %143, 4913933
  %145 = lshr i32 %144, 23
  %146 = sub i32 %145, 127
  %147 = and i32 %144, 8388607
  %148 = add i32 %147, 1060439283
  %149 = bitcast i32 %148 to float
  %150 = fsub float %149, 1.000000e+00
  %151 = fadd float 2.000000e+00, %150
  %152 = fdiv float %150, %151
  %153 = fmul float %152, %152
  %154 = fmul float %153, %153
  %155 = fmul float %154, 0x3FCF13C4C0000000
  %156 = fadd float 0x3FD999C260000000, %155
  %157 = fmul float %154, %156
  %158 = fmul float %154, 0x3FD23D3DC0000000
  %159 = fadd float 0x3FE5555540000000, %158
  %160 = fmul float %153, %159
  %161 = fadd float %160, %157
  %162 = fmul float 5.000000e-01, %150
  %163 = fmul float %162, %150
  %164 = sitofp i32 %146 to float
  %165 = fadd float %163, %161
  %166 = fmul float %152, %165
  %167 = fmul float %164, 0x3EE2FEFA20000000
  %168 = fadd float %166, %167
  %169 = fsub float %168, %163
  %170 = fadd float %169, %150
  %171 = fmul float %164, 0x3FE62E3000000000
  %172 = fadd float %170, %171
  %173 = fmul float -2.000000e+00, %172
  %174 = call float @llvm.sqrt.f32(float %173)
  %175 = fpext float %142 to double
  %176 = fmul double %175, 4.000000e+00
  %177 = fadd double %176, 0x4338000000000000
  %178 = fsub double %177, 0x4338000000000000
  %179 = fsub double %176, %178
  %180 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %181 = fmul double %179, %180
  %182 = fmul double %181, %181
  %183 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %184 = fmul double %182, %183
  %185 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %186 = fadd double %185, %184
  %187 = fmul double %182, %186
  %188 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %189 = fadd double %188, %187
  %190 = fmul double %182, %189
  %191 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %192 = fadd double %191, %190
  %193 = fmul double %181, %182
  %194 = fmul double %193, %192
  %195 = fadd double %181, %194
  %196 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %197 = fmul double %182, %196
  %198 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %199 = fadd double %198, %197
  %200 = fmul double %182, %199
  %201 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %202 = fadd double %201, %200
  %203 = fmul double %182, %202
  %204 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %205 = fadd double %204, %203
  %206 = fmul double %182, %182
  %207 = fmul double %206, %205
  %208 = fmul double 5.000000e-01, %182
  %209 = fsub double 1.000000e+00, %208
  %210 = fadd double %209, %207
  %211 = fptrunc double %195 to float
  %212 = fptrunc double %210 to float
  %213 = fneg float %211
  %214 = fneg float %212
  %215 = bitcast double %177 to i64
  %216 = and i64 %215, 1
  %217 = and i64 %215, 2
  %218 = icmp eq i64 %216, 1
  %219 = icmp eq i64 %217, 2
  %220 = select i1 %219, float %213, float %211
  %221 = select i1 %219, float %214, float %212
  %222 = select i1 %218, float %221, float %220
  %223 = select i1 %219, float %214, float %212
  %224 = select i1 %219, float %211, float %213
  %225 = select i1 %218, float %224, float %223
  %226 = fmul float %174, %225
  %227 = fmul float %174, %222
  %228 = lshr i32 %134, 9
  %229 = sitofp i32 %228 to float
  %230 = fadd float %229, 5.000000e-01
  %231 = fmul float %230, 0x3E80000000000000
  %232 = lshr i32 %128, 9
  %233 = sitofp i32 %232 to float
  %234 = fadd float %233, 5.000000e-01
  %235 = fmul float %234, 0x3E80000000000000
  %236 = bitcast float %231 to i32
  %237 = add i32 %236, 4913933
  %238 = lshr i32 %237, 23
  %239 = sub i32 %238, 127
  %240 = and i32 %237, 8388607
  %241 = add i32 %240, 1060439283
  %242 = bitcast i32 %241 to float
  %243 = fsub float %242, 1.000000e+00
  %244 = fadd float 2.000000e+00, %243
  %245 = fdiv float %243, %244
  %246 = fmul float %245, %245
  %247 = fmul float %246, %246
  %248 = fmul float %247, 0x3FCF13C4C0000000
  %249 = fadd float 0x3FD999C260000000, %248
  %250 = fmul float %247, %249
  %251 = fmul float %247, 0x3FD23D3DC0000000
  %252 = fadd float 0x3FE5555540000000, %251
  %253 = fmul float %246, %252
  %254 = fadd float %253, %250
  %255 = fmul float 5.000000e-01, %243
  %256 = fmul float %255, %243
  %257 = sitofp i32 %239 to float
  %258 = fadd float %256, %254
  %259 = fmul float %245, %258
  %260 = fmul float %257, 0x3EE2FEFA20000000
  %261 = fadd float %259, %260
  %262 = fsub float %261, %256
  %263 = fadd float %262, %243
  %264 = fmul float %257, 0x3FE62E3000000000
  %265 = fadd float %263, %264
  %266 = fmul float -2.000000e+00, %265
  %267 = call float @llvm.sqrt.f32(float %266)
  %268 = fpext float %235 to double
  %269 = fmul double %268, 4.000000e+00
  %270 = fadd double %269, 0x4338000000000000
  %271 = fsub double %270, 0x4338000000000000
  %272 = fsub double %269, %271
  %273 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %274 = fmul double %272, %273
  %275 = fmul double %274, %274
  %276 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %277 = fmul double %275, %276
  %278 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %279 = fadd double %278, %277
  %280 = fmul double %275, %279
  %281 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %282 = fadd double %281, %280
  %283 = fmul double %275, %282
  %284 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %285 = fadd double %284, %283
  %286 = fmul double %274, %275
  %287 = fmul double %286, %285
  %288 = fadd double %274, %287
  %289 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %290 = fmul double %275, %289
  %291 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %292 = fadd double %291, %290
  %293 = fmul double %275, %292
  %294 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %295 = fadd double %294, %293
  %296 = fmul double %275, %295
  %297 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %298 = fadd double %297, %296
  %299 = fmul double %275, %275
  %300 = fmul double %299, %298
  %301 = fmul double 5.000000e-01, %275
  %302 = fsub double 1.000000e+00, %301
  %303 = fadd double %302, %300
  %304 = fptrunc double %288 to float
  %305 = fptrunc double %303 to float
  %306 = fneg float %304
  %307 = fneg float %305
  %308 = bitcast double %270 to i64
  %309 = and i64 %308, 1
  %310 = and i64 %308, 2
  %311 = icmp eq i64 %309, 1
  %312 = icmp eq i64 %310, 2
  %313 = select i1 %312, float %306, float %304
  %314 = select i1 %312, float %307, float %305
  %315 = select i1 %311, float %314, float %313
  %316 = select i1 %312, float %307, float %305
  %317 = select i1 %312, float %304, float %306
  %318 = select i1 %311, float %317, float %316
  %319 = fmul float %267, %318
  %320 = fmul float %267, %315
  %quad_first = and i64 %lane, -4
  %321 = mul i64 %quad_lane, 4
  %322 = add i64 %321, %quad_first
  %323 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %322
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %324 = getelementptr inbounds float, ptr addrspace(3) %323, i64 0
  store float %226, ptr addrspace(3) %324, align 4
  %325 = getelementptr inbounds float, ptr addrspace(3) %323, i64 1
  store float %227, ptr addrspace(3) %325, align 4
  %326 = getelementptr inbounds float, ptr addrspace(3) %323, i64 2
  store float %319, ptr addrspace(3) %326, align 4
  %327 = getelementptr inbounds float, ptr addrspace(3) %323, i64 3
  store float %320, ptr addrspace(3) %327, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %328 = mul i64 %quad_step, 1
  %quad_unit = add i64 %328, 0
  %329 = getelementptr inbounds float, ptr %quad_normal, i64 0
  %330 = mul i64 %quad_unit, 4
  %quad_at = add i64 %330, %lane
  %331 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %quad_at
  %332 = load float, ptr addrspace(3) %331, align 4
  store float %332, ptr %329, align 4
  br label %quad_noise.done

slot.then8:                                       ; preds = %quad_noise.done
  %333 = load float, ptr %21, align 4
  %334 = fmul float %333, %333
  %335 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %336 = getelementptr inbounds float, ptr addrspace(3) %335, i64 %feature6
  store float %334, ptr addrspace(3) %336, align 4
  br label %slot.done9

slot.done9:                                       ; preds = %slot.then8, %quad_noise.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done9
  %337 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done9
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw10 = icmp ne i32 %draw_noise, 0
  br i1 %draw10, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %343, %fold_sums.body ]
  %338 = icmp ult i64 %fold_sums, %n_features
  br i1 %338, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %339 = getelementptr inbounds float, ptr addrspace(3) %337, i64 %fold_sums
  %340 = load float, ptr addrspace(3) %339, align 4
  %341 = load float, ptr %fold_value, align 4
  %342 = fadd float %340, %341
  store float %342, ptr %fold_value, align 4
  %343 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %344 = load float, ptr %fold_value, align 4
  %345 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %344, ptr addrspace(3) %345, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then17, label %store.done18

noise.done:                                       ; preds = %store.done18, %store.done
  %346 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature11 = add i64 %lane, 0
  %valid12 = icmp ult i64 %feature11, %n_features
  %347 = getelementptr inbounds float, ptr %state_regs, i64 0
  %348 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done16, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature13 = add i64 %lane, 0
  %valid14 = icmp ult i64 %feature13, %n_features
  %349 = getelementptr inbounds float, ptr %state_regs, i64 0
  %350 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %uniform_sinks.done
  %351 = load float, ptr %349, align 4
  %352 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %353 = load float, ptr addrspace(3) %352, align 4
  %354 = fsub float %353, 4.000000e+00
  %355 = fmul float 2.000000e+00, %354
  %356 = fmul float 0x3F847AE140000000, %355
  %357 = fmul float 2.000000e+00, %351
  %358 = fmul float %356, %357
  %359 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature13
  %360 = load float, ptr addrspace(1) %359, align 4
  %361 = fsub float %351, %360
  %362 = fmul float 2.000000e+00, %361
  %363 = fmul float 5.000000e-01, %362
  %364 = fadd float %358, %363
  %365 = fmul float %364, %eta
  %366 = fsub float %351, %365
  %367 = load float, ptr %350, align 4
  %368 = fmul float %367, %20
  %369 = fadd float %366, %368
  %bits = bitcast float %369 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %349, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %uniform_sinks.done
  br label %store.done

store.then17:                                     ; preds = %quiet
  %feature19 = add i64 %lane, 0
  %valid20 = icmp ult i64 %feature19, %n_features
  %370 = getelementptr inbounds float, ptr %state_regs, i64 0
  %371 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then21, label %uniform_sinks.done22

store.done18:                                     ; preds = %slot.done26, %quiet
  br label %noise.done

uniform_sinks.then21:                             ; preds = %store.then17
  br label %uniform_sinks.done22

uniform_sinks.done22:                             ; preds = %uniform_sinks.then21, %store.then17
  %feature23 = add i64 %lane, 0
  %valid24 = icmp ult i64 %feature23, %n_features
  %372 = getelementptr inbounds float, ptr %state_regs, i64 0
  %373 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid24, label %slot.then25, label %slot.done26

slot.then25:                                      ; preds = %uniform_sinks.done22
  %374 = load float, ptr %372, align 4
  %375 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %376 = load float, ptr addrspace(3) %375, align 4
  %377 = fsub float %376, 4.000000e+00
  %378 = fmul float 2.000000e+00, %377
  %379 = fmul float 0x3F847AE140000000, %378
  %380 = fmul float 2.000000e+00, %374
  %381 = fmul float %379, %380
  %382 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature23
  %383 = load float, ptr addrspace(1) %382, align 4
  %384 = fsub float %374, %383
  %385 = fmul float 2.000000e+00, %384
  %386 = fmul float 5.000000e-01, %385
  %387 = fadd float %381, %386
  %388 = fmul float %387, %eta
  %389 = fsub float %374, %388
  %390 = fmul float 0.000000e+00, %20
  %391 = fadd float %389, %390
  %bits27 = bitcast float %389 to i32
  %magnitude28 = and i32 %bits27, 2147483647
  %is_nan29 = icmp ugt i32 %magnitude28, 2139095040
  %canonical30 = select i1 %is_nan29, i32 2143289344, i32 %bits27
  store i32 %canonical30, ptr %372, align 4
  br label %slot.done26

slot.done26:                                      ; preds = %slot.then25, %uniform_sinks.done22
  br label %store.done18

store.then31:                                     ; preds = %step.exit
  %feature33 = add i64 %lane, 0
  %valid34 = icmp ult i64 %feature33, %n_features
  %392 = getelementptr inbounds float, ptr %state_regs, i64 0
  %393 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid34, label %slot.then35, label %slot.done36

store.done32:                                     ; preds = %slot.done36, %step.exit
  br label %row.done

slot.then35:                                      ; preds = %store.then31
  %394 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature33
  %395 = load float, ptr %392, align 4
  store float %395, ptr addrspace(1) %394, align 4
  br label %slot.done36

slot.done36:                                      ; preds = %slot.then35, %store.then31
  br label %store.done32
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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %noise_scale15 = alloca float, align 4
  %temperature13 = alloca float, align 4
  %state_regs = alloca [4 x float], align 4
  %quad_normal = alloca [4 x float], align 4
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
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 1
  %10 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %11 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %12 = load float, ptr addrspace(1) %11, align 4
  store float %12, ptr %9, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %13 = getelementptr inbounds float, ptr %state_regs, i64 2
  %14 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %15 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %16 = load float, ptr addrspace(1) %15, align 4
  store float %16, ptr %13, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 3
  %18 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %19 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %20 = load float, ptr addrspace(1) %19, align 4
  store float %20, ptr %17, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  store float %temperature, ptr %temperature13, align 4
  %anneal14 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale15, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %378, %noise.done ]
  %21 = icmp ult i64 %step, %steps
  br i1 %21, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal14, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature103 = add i64 %lane, 0
  %valid104 = icmp ult i64 %feature103, %n_features
  %22 = getelementptr inbounds float, ptr %state_regs, i64 0
  %23 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid104, label %slot.then105, label %slot.done106

anneal.then:                                      ; preds = %step.body
  %24 = load float, ptr %temperature13, align 4
  %25 = fmul float %two_eta, %24
  %26 = fcmp olt float 0.000000e+00, %25
  %27 = call float @llvm.sqrt.f32(float %25)
  %28 = select i1 %26, float %27, float 0.000000e+00
  store float %28, ptr %noise_scale15, align 4
  %t_next = fmul float %24, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %29 = load float, ptr %noise_scale15, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

quad_noise.then:                                  ; preds = %anneal.done
  %quad_lane = and i64 %lane, 3
  %quad_slot = and i64 %quad_lane, 3
  %30 = lshr i64 %quad_lane, 2
  %quad_key1_step = add i64 %key1_step, %30
  %31 = mul i64 %quad_slot, 256
  %quad_feature = add i64 %lane, %31
  %feature16 = add i64 %quad_feature, 0
  %32 = add i64 %n_features, 3
  %groups = lshr i64 %32, 2
  %33 = mul i64 %row, %groups
  %34 = lshr i64 %feature16, 2
  %group = add i64 %33, %34
  %35 = trunc i64 %key0 to i32
  %36 = lshr i64 %key0, 32
  %37 = trunc i64 %36 to i32
  %38 = trunc i64 %group to i32
  %39 = trunc i64 %quad_key1_step to i32
  %40 = lshr i64 %quad_key1_step, 32
  %41 = trunc i64 %40 to i32
  %42 = lshr i64 %group, 32
  %43 = trunc i64 %42 to i32
  %44 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %38)
  %45 = mul i32 -766435501, %38
  %46 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %41)
  %47 = mul i32 -845247145, %41
  %48 = xor i32 %46, %39
  %49 = xor i32 %48, %35
  %50 = xor i32 %44, %43
  %51 = xor i32 %50, %37
  %52 = add i32 %35, -1640531527
  %53 = add i32 %37, -1150833019
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
  %132 = add i32 %122, -1640531527
  %133 = add i32 %123, -1150833019
  %134 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %129)
  %135 = mul i32 -766435501, %129
  %136 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %131)
  %137 = mul i32 -845247145, %131
  %138 = xor i32 %136, %127
  %139 = xor i32 %138, %132
  %140 = xor i32 %134, %125
  %141 = xor i32 %140, %133
  %142 = lshr i32 %139, 9
  %143 = sitofp i32 %142 to float
  %144 = fadd float %143, 5.000000e-01
  %145 = fmul float %144, 0x3E80000000000000
  %146 = lshr i32 %137, 9
  %147 = sitofp i32 %146 to float
  %148 = fadd float %147, 5.000000e-01
  %149 = fmul float %148, 0x3E80000000000000
  %150 = bitcast float %145 to i32
  %151 = add i32 %150, 4913933
  %152 = lshr i32 %151, 23
  %153 = sub i32 %152, 127
  %154 = and i32 %151, 8388607
  %155 = add i32 %154, 1060439283
  %156 = bitcast i32 %155 to float
  %157 = fsub float %156, 1.000000e+00
  %158 = fadd float 2.000000e+00, %157
  %159 = fdiv float %157, %158
  %160 = fmul float %159, %159
  %161 = fmul float %160, %160
  %162 = fmul float %161, 0x3FCF13C4C0000000
  %163 = fadd float 0x3FD999C260000000, %162
  %164 = fmul float %161, %163
  %165 = fmul float %161, 0x3FD23D3DC0000000
  %166 = fadd float 0x3FE5555540000000, %165
  %167 = fmul float %160, %166
  %168 = fadd float %167, %164
  %169 = fmul float 5.000000e-01, %157
  %170 = fmul float %169, %157
  %171 = sitofp i32 %153 to float
  %172 = fadd float %170, %168
  %173 = fmul float %159, %172
  %174 = fmul float %171, 0x3EE2FEFA20000000
  %175 = fadd float %173, %174
  %176 = fsub float %175, %170
  %177 = fadd float %176, %157
  %178 = fmul float %171, 0x3FE62E3000000000
  %179 = fadd float %177, %178
  %180 = fmul float -2.000000e+00, %179
  %181 = call float @llvm.sqrt.f32(float %180)
  %182 = fpext float %149 to double
  %183 = fmul double %182, 4.000000e+00
  %184 = fadd double %183, 0x4338000000000000
  %185 = fsub double %184, 0x4338000000000000
  %186 = fsub double %183, %185
  %187 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %188 = fmul double %186, %187
  %189 = fmul double %188, %188
  %190 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %191 = fmul double %189, %190
  %192 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %193 = fadd double %192, %191
  %194 = fmul double %189, %193
  %195 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %196 = fadd double %195, %194
  %197 = fmul double %189, %196
  %198 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %199 = fadd double %198, %197
  %200 = fmul double %188, %189
  %201 = fmul double %200, %199
  %202 = fadd double %188, %201
  %203 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %204 = fmul double %189, %203
  %205 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %206 = fadd double %205, %204
  %207 = fmul double %189, %206
  %208 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %209 = fadd double %208, %207
  %210 = fmul double %189, %209
  %211 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %212 = fadd double %211, %210
  %213 = fmul double %189, %189
  %214 = fmul double %213, %212
  %215 = fmul double 5.000000e-01, %189
  %216 = fsub double 1.000000e+00, %215
  %217 = fadd double %216, %214
  %218 = fptrunc double %202 to float
  %219 = fptrunc double %217 to float
  %220 = fneg float %218
  %221 = fneg float %219
  %222 = bitcast double %184 to i64
  %223 = and i64 %222, 1
  %224 = and i64 %222, 2
  %225 = icmp eq i64 %223, 1
  %226 = icmp eq i64 %224, 2
  %227 = select i1 %226, float %220, float %218
  %228 = select i1 %226, float %221, float %219
  %229 = select i1 %225, float %228, float %227
  %230 = select i1 %226, float %221, float %219
  %231 = select i1 %226, float %218, float %220
  %232 = select i1 %225, float %231, float %230
  %233 = fmul float %181, %232
  %234 = fmul float %181, %229
  %235 = lshr i32 %141, 9
  %236 = sitofp i32 %235 to float
  %237 = fadd float %236, 5.000000e-01
  %238 = fmul float %237, 0x3E80000000000000
  %239 = lshr i32 %135, 9
  %240 = sitofp i32 %239 to float
  %241 = fadd float %240, 5.000000e-01
  %242 = fmul float %241, 0x3E80000000000000
  %243 = bitcast float %238 to i32
  %244 = add i32 %243, 4913933
  %245 = lshr i32 %244, 23
  %246 = sub i32 %245, 127
  %247 = and i32 %244, 8388607
  %248 = add i32 %247, 1060439283
  %249 = bitcast i32 %248 to float
  %250 = fsub float %249, 1.000000e+00
  %251 = fadd float 2.000000e+00, %250
  %252 = fdiv float %250, %251
  %253 = fmul float %252, %252
  %254 = fmul float %253, %253
  %255 = fmul float %254, 0x3FCF13C4C0000000
  %256 = fadd float 0x3FD999C260000000, %255
  %257 = fmul float %254, %256
  %258 = fmul float %254, 0x3FD23D3DC0000000
  %259 = fadd float 0x3FE5555540000000, %258
  %260 = fmul float %253, %259
  %261 = fadd float %260, %257
  %262 = fmul float 5.000000e-01, %250
  %263 = fmul float %262, %250
  %264 = sitofp i32 %246 to float
  %265 = fadd float %263, %261
  %266 = fmul float %252, %265
  %267 = fmul float %264, 0x3EE2FEFA20000000
  %268 = fadd float %266, %267
  %269 = fsub float %268, %263
  %270 = fadd float %269, %250
  %271 = fmul float %264, 0x3FE62E3000000000
  %272 = fadd float %270, %271
  %273 = fmul float -2.000000e+00, %272
  %274 = call float @llvm.sqrt.f32(float %273)
  %275 = fpext float %242 to double
  %276 = fmul double %275, 4.000000e+00
  %277 = fadd double %276, 0x4338000000000000
  %278 = fsub double %277, 0x4338000000000000
  %279 = fsub double %276, %278
  %280 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %281 = fmul double %279, %280
  %282 = fmul double %281, %281
  %283 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %284 = fmul double %282, %283
  %285 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %286 = fadd double %285, %284
  %287 = fmul double %282, %286
  %288 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %289 = fadd double %288, %287
  %290 = fmul double %282, %289
  %291 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %292 = fadd double %291, %290
  %293 = fmul double %281, %282
  %294 = fmul double %293, %292
  %295 = fadd double %281, %294
  %296 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %297 = fmul double %282, %296
  %298 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %299 = fadd double %298, %297
  %300 = fmul double %282, %299
  %301 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %302 = fadd double %301, %300
  %303 = fmul double %282, %302
  %304 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %305 = fadd double %304, %303
  %306 = fmul double %282, %282
  %307 = fmul double %306, %305
  %308 = fmul double 5.000000e-01, %282
  %309 = fsub double 1.000000e+00, %308
  %310 = fadd double %309, %307
  %311 = fptrunc double %295 to float
  %312 = fptrunc double %310 to float
  %313 = fneg float %311
  %314 = fneg float %312
  %315 = bitcast double %277 to i64
  %316 = and i64 %315, 1
  %317 = and i64 %315, 2
  %318 = icmp eq i64 %316, 1
  %319 = icmp eq i64 %317, 2
  %320 = select i1 %319, float %313, float %311
  %321 = select i1 %319, float %314, float %312
  %322 = select i1 %318, float %321, float %320
  %323 = select i1 %319, float %314, float %312
  %324 = select i1 %319, float %311, float %313
  %325 = select i1 %318, float %324, float %323
  %326 = fmul float %274, %325
  %327 = fmul float %274, %322
  %quad_first = and i64 %lane, -4
  %328 = mul i64 %quad_lane, 256
  %329 = add i64 %328, %quad_first
  %330 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %329
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %331 = getelementptr inbounds float, ptr addrspace(3) %330, i64 0
  store float %233, ptr addrspace(3) %331, align 4
  %332 = getelementptr inbounds float, ptr addrspace(3) %330, i64 1
  store float %234, ptr addrspace(3) %332, align 4
  %333 = getelementptr inbounds float, ptr addrspace(3) %330, i64 2
  store float %326, ptr addrspace(3) %333, align 4
  %334 = getelementptr inbounds float, ptr addrspace(3) %330, i64 3
  store float %327, ptr addrspace(3) %334, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %335 = getelementptr inbounds float, ptr %quad_normal, i64 0
  %quad_at = add i64 0, %lane
  %336 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %quad_at
  %337 = load float, ptr addrspace(3) %336, align 4
  store float %337, ptr %335, align 4
  %338 = getelementptr inbounds float, ptr %quad_normal, i64 1
  %quad_at17 = add i64 256, %lane
  %339 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %quad_at17
  %340 = load float, ptr addrspace(3) %339, align 4
  store float %340, ptr %338, align 4
  %341 = getelementptr inbounds float, ptr %quad_normal, i64 2
  %quad_at18 = add i64 512, %lane
  %342 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %quad_at18
  %343 = load float, ptr addrspace(3) %342, align 4
  store float %343, ptr %341, align 4
  %344 = getelementptr inbounds float, ptr %quad_normal, i64 3
  %quad_at19 = add i64 768, %lane
  %345 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %quad_at19
  %346 = load float, ptr addrspace(3) %345, align 4
  store float %346, ptr %344, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %quad_noise.done

quad_noise.done:                                  ; preds = %quad_noise.then, %anneal.done
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %347 = getelementptr inbounds float, ptr %state_regs, i64 0
  %348 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %quad_noise.done
  %349 = load float, ptr %347, align 4
  %350 = fmul float %349, %349
  %351 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature20
  store float %350, ptr addrspace(3) %351, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %quad_noise.done
  %feature24 = add i64 %lane, 256
  %valid25 = icmp ult i64 %feature24, %n_features
  %352 = getelementptr inbounds float, ptr %state_regs, i64 1
  %353 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid25, label %slot.then26, label %slot.done27

slot.then26:                                      ; preds = %slot.done23
  %354 = load float, ptr %352, align 4
  %355 = fmul float %354, %354
  %356 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature24
  store float %355, ptr addrspace(3) %356, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %slot.done23
  %feature28 = add i64 %lane, 512
  %valid29 = icmp ult i64 %feature28, %n_features
  %357 = getelementptr inbounds float, ptr %state_regs, i64 2
  %358 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done27
  %359 = load float, ptr %357, align 4
  %360 = fmul float %359, %359
  %361 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature28
  store float %360, ptr addrspace(3) %361, align 4
  br label %slot.done31

slot.done31:                                      ; preds = %slot.then30, %slot.done27
  %feature32 = add i64 %lane, 768
  %valid33 = icmp ult i64 %feature32, %n_features
  %362 = getelementptr inbounds float, ptr %state_regs, i64 3
  %363 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %slot.done31
  %364 = load float, ptr %362, align 4
  %365 = fmul float %364, %364
  %366 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature32
  store float %365, ptr addrspace(3) %366, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %slot.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done35
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw36 = icmp ne i32 %draw_noise, 0
  br i1 %draw36, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %372, %fold_sums.body ]
  %367 = icmp ult i64 %fold_sums, %n_features
  br i1 %367, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %368 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %369 = load float, ptr addrspace(3) %368, align 4
  %370 = load float, ptr %fold_value, align 4
  %371 = fadd float %369, %370
  store float %371, ptr %fold_value, align 4
  %372 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %373 = load float, ptr %fold_value, align 4
  store float %373, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature37 = add i64 %lane, 0
  %valid38 = icmp ult i64 %feature37, %n_features
  %374 = getelementptr inbounds float, ptr %state_regs, i64 0
  %375 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature67 = add i64 %lane, 0
  %valid68 = icmp ult i64 %feature67, %n_features
  %376 = getelementptr inbounds float, ptr %state_regs, i64 0
  %377 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then69, label %uniform_sinks.done70

noise.done:                                       ; preds = %slot.done98, %slot.done62
  %378 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature39 = add i64 %lane, 0
  %valid40 = icmp ult i64 %feature39, %n_features
  %379 = getelementptr inbounds float, ptr %state_regs, i64 0
  %380 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid40, label %slot.then41, label %slot.done42

slot.then41:                                      ; preds = %uniform_sinks.done
  %381 = load float, ptr %379, align 4
  %382 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %383 = fsub float %382, 4.000000e+00
  %384 = fmul float 2.000000e+00, %383
  %385 = fmul float 0x3F847AE140000000, %384
  %386 = fmul float 2.000000e+00, %381
  %387 = fmul float %385, %386
  %388 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature39
  %389 = load float, ptr addrspace(1) %388, align 4
  %390 = fsub float %381, %389
  %391 = fmul float 2.000000e+00, %390
  %392 = fmul float 5.000000e-01, %391
  %393 = fadd float %387, %392
  %394 = fmul float %393, %eta
  %395 = fsub float %381, %394
  %396 = load float, ptr %380, align 4
  %397 = fmul float %396, %29
  %398 = fadd float %395, %397
  %bits = bitcast float %398 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %379, align 4
  br label %slot.done42

slot.done42:                                      ; preds = %slot.then41, %uniform_sinks.done
  %feature43 = add i64 %lane, 256
  %valid44 = icmp ult i64 %feature43, %n_features
  %399 = getelementptr inbounds float, ptr %state_regs, i64 1
  %400 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %slot.done42
  %401 = load float, ptr %399, align 4
  %402 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %403 = fsub float %402, 4.000000e+00
  %404 = fmul float 2.000000e+00, %403
  %405 = fmul float 0x3F847AE140000000, %404
  %406 = fmul float 2.000000e+00, %401
  %407 = fmul float %405, %406
  %408 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature43
  %409 = load float, ptr addrspace(1) %408, align 4
  %410 = fsub float %401, %409
  %411 = fmul float 2.000000e+00, %410
  %412 = fmul float 5.000000e-01, %411
  %413 = fadd float %407, %412
  %414 = fmul float %413, %eta
  %415 = fsub float %401, %414
  %416 = load float, ptr %400, align 4
  %417 = fmul float %416, %29
  %418 = fadd float %415, %417
  %bits47 = bitcast float %418 to i32
  %magnitude48 = and i32 %bits47, 2147483647
  %is_nan49 = icmp ugt i32 %magnitude48, 2139095040
  %canonical50 = select i1 %is_nan49, i32 2143289344, i32 %bits47
  store i32 %canonical50, ptr %399, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %slot.done42
  %feature51 = add i64 %lane, 512
  %valid52 = icmp ult i64 %feature51, %n_features
  %419 = getelementptr inbounds float, ptr %state_regs, i64 2
  %420 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %slot.done46
  %421 = load float, ptr %419, align 4
  %422 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %423 = fsub float %422, 4.000000e+00
  %424 = fmul float 2.000000e+00, %423
  %425 = fmul float 0x3F847AE140000000, %424
  %426 = fmul float 2.000000e+00, %421
  %427 = fmul float %425, %426
  %428 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature51
  %429 = load float, ptr addrspace(1) %428, align 4
  %430 = fsub float %421, %429
  %431 = fmul float 2.000000e+00, %430
  %432 = fmul float 5.000000e-01, %431
  %433 = fadd float %427, %432
  %434 = fmul float %433, %eta
  %435 = fsub float %421, %434
  %436 = load float, ptr %420, align 4
  %437 = fmul float %436, %29
  %438 = fadd float %435, %437
  %bits55 = bitcast float %438 to i32
  %magnitude56 = and i32 %bits55, 2147483647
  %is_nan57 = icmp ugt i32 %magnitude56, 2139095040
  %canonical58 = select i1 %is_nan57, i32 2143289344, i32 %bits55
  store i32 %canonical58, ptr %419, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %slot.done46
  %feature59 = add i64 %lane, 768
  %valid60 = icmp ult i64 %feature59, %n_features
  %439 = getelementptr inbounds float, ptr %state_regs, i64 3
  %440 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid60, label %slot.then61, label %slot.done62

slot.then61:                                      ; preds = %slot.done54
  %441 = load float, ptr %439, align 4
  %442 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %443 = fsub float %442, 4.000000e+00
  %444 = fmul float 2.000000e+00, %443
  %445 = fmul float 0x3F847AE140000000, %444
  %446 = fmul float 2.000000e+00, %441
  %447 = fmul float %445, %446
  %448 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature59
  %449 = load float, ptr addrspace(1) %448, align 4
  %450 = fsub float %441, %449
  %451 = fmul float 2.000000e+00, %450
  %452 = fmul float 5.000000e-01, %451
  %453 = fadd float %447, %452
  %454 = fmul float %453, %eta
  %455 = fsub float %441, %454
  %456 = load float, ptr %440, align 4
  %457 = fmul float %456, %29
  %458 = fadd float %455, %457
  %bits63 = bitcast float %458 to i32
  %magnitude64 = and i32 %bits63, 2147483647
  %is_nan65 = icmp ugt i32 %magnitude64, 2139095040
  %canonical66 = select i1 %is_nan65, i32 2143289344, i32 %bits63
  store i32 %canonical66, ptr %439, align 4
  br label %slot.done62

slot.done62:                                      ; preds = %slot.then61, %slot.done54
  br label %noise.done

uniform_sinks.then69:                             ; preds = %quiet
  br label %uniform_sinks.done70

uniform_sinks.done70:                             ; preds = %uniform_sinks.then69, %quiet
  %feature71 = add i64 %lane, 0
  %valid72 = icmp ult i64 %feature71, %n_features
  %459 = getelementptr inbounds float, ptr %state_regs, i64 0
  %460 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid72, label %slot.then73, label %slot.done74

slot.then73:                                      ; preds = %uniform_sinks.done70
  %461 = load float, ptr %459, align 4
  %462 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %463 = fsub float %462, 4.000000e+00
  %464 = fmul float 2.000000e+00, %463
  %465 = fmul float 0x3F847AE140000000, %464
  %466 = fmul float 2.000000e+00, %461
  %467 = fmul float %465, %466
  %468 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature71
  %469 = load float, ptr addrspace(1) %468, align 4
  %470 = fsub float %461, %469
  %471 = fmul float 2.000000e+00, %470
  %472 = fmul float 5.000000e-01, %471
  %473 = fadd float %467, %472
  %474 = fmul float %473, %eta
  %475 = fsub float %461, %474
  %476 = fmul float 0.000000e+00, %29
  %477 = fadd float %475, %476
  %bits75 = bitcast float %475 to i32
  %magnitude76 = and i32 %bits75, 2147483647
  %is_nan77 = icmp ugt i32 %magnitude76, 2139095040
  %canonical78 = select i1 %is_nan77, i32 2143289344, i32 %bits75
  store i32 %canonical78, ptr %459, align 4
  br label %slot.done74

slot.done74:                                      ; preds = %slot.then73, %uniform_sinks.done70
  %feature79 = add i64 %lane, 256
  %valid80 = icmp ult i64 %feature79, %n_features
  %478 = getelementptr inbounds float, ptr %state_regs, i64 1
  %479 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid80, label %slot.then81, label %slot.done82

slot.then81:                                      ; preds = %slot.done74
  %480 = load float, ptr %478, align 4
  %481 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %482 = fsub float %481, 4.000000e+00
  %483 = fmul float 2.000000e+00, %482
  %484 = fmul float 0x3F847AE140000000, %483
  %485 = fmul float 2.000000e+00, %480
  %486 = fmul float %484, %485
  %487 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature79
  %488 = load float, ptr addrspace(1) %487, align 4
  %489 = fsub float %480, %488
  %490 = fmul float 2.000000e+00, %489
  %491 = fmul float 5.000000e-01, %490
  %492 = fadd float %486, %491
  %493 = fmul float %492, %eta
  %494 = fsub float %480, %493
  %495 = fmul float 0.000000e+00, %29
  %496 = fadd float %494, %495
  %bits83 = bitcast float %494 to i32
  %magnitude84 = and i32 %bits83, 2147483647
  %is_nan85 = icmp ugt i32 %magnitude84, 2139095040
  %canonical86 = select i1 %is_nan85, i32 2143289344, i32 %bits83
  store i32 %canonical86, ptr %478, align 4
  br label %slot.done82

slot.done82:                                      ; preds = %slot.then81, %slot.done74
  %feature87 = add i64 %lane, 512
  %valid88 = icmp ult i64 %feature87, %n_features
  %497 = getelementptr inbounds float, ptr %state_regs, i64 2
  %498 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid88, label %slot.then89, label %slot.done90

slot.then89:                                      ; preds = %slot.done82
  %499 = load float, ptr %497, align 4
  %500 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %501 = fsub float %500, 4.000000e+00
  %502 = fmul float 2.000000e+00, %501
  %503 = fmul float 0x3F847AE140000000, %502
  %504 = fmul float 2.000000e+00, %499
  %505 = fmul float %503, %504
  %506 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature87
  %507 = load float, ptr addrspace(1) %506, align 4
  %508 = fsub float %499, %507
  %509 = fmul float 2.000000e+00, %508
  %510 = fmul float 5.000000e-01, %509
  %511 = fadd float %505, %510
  %512 = fmul float %511, %eta
  %513 = fsub float %499, %512
  %514 = fmul float 0.000000e+00, %29
  %515 = fadd float %513, %514
  %bits91 = bitcast float %513 to i32
  %magnitude92 = and i32 %bits91, 2147483647
  %is_nan93 = icmp ugt i32 %magnitude92, 2139095040
  %canonical94 = select i1 %is_nan93, i32 2143289344, i32 %bits91
  store i32 %canonical94, ptr %497, align 4
  br label %slot.done90

slot.done90:                                      ; preds = %slot.then89, %slot.done82
  %feature95 = add i64 %lane, 768
  %valid96 = icmp ult i64 %feature95, %n_features
  %516 = getelementptr inbounds float, ptr %state_regs, i64 3
  %517 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid96, label %slot.then97, label %slot.done98

slot.then97:                                      ; preds = %slot.done90
  %518 = load float, ptr %516, align 4
  %519 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %520 = fsub float %519, 4.000000e+00
  %521 = fmul float 2.000000e+00, %520
  %522 = fmul float 0x3F847AE140000000, %521
  %523 = fmul float 2.000000e+00, %518
  %524 = fmul float %522, %523
  %525 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature95
  %526 = load float, ptr addrspace(1) %525, align 4
  %527 = fsub float %518, %526
  %528 = fmul float 2.000000e+00, %527
  %529 = fmul float 5.000000e-01, %528
  %530 = fadd float %524, %529
  %531 = fmul float %530, %eta
  %532 = fsub float %518, %531
  %533 = fmul float 0.000000e+00, %29
  %534 = fadd float %532, %533
  %bits99 = bitcast float %532 to i32
  %magnitude100 = and i32 %bits99, 2147483647
  %is_nan101 = icmp ugt i32 %magnitude100, 2139095040
  %canonical102 = select i1 %is_nan101, i32 2143289344, i32 %bits99
  store i32 %canonical102, ptr %516, align 4
  br label %slot.done98

slot.done98:                                      ; preds = %slot.then97, %slot.done90
  br label %noise.done

slot.then105:                                     ; preds = %step.exit
  %535 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature103
  %536 = load float, ptr %22, align 4
  store float %536, ptr addrspace(1) %535, align 4
  br label %slot.done106

slot.done106:                                     ; preds = %slot.then105, %step.exit
  %feature107 = add i64 %lane, 256
  %valid108 = icmp ult i64 %feature107, %n_features
  %537 = getelementptr inbounds float, ptr %state_regs, i64 1
  %538 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid108, label %slot.then109, label %slot.done110

slot.then109:                                     ; preds = %slot.done106
  %539 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature107
  %540 = load float, ptr %537, align 4
  store float %540, ptr addrspace(1) %539, align 4
  br label %slot.done110

slot.done110:                                     ; preds = %slot.then109, %slot.done106
  %feature111 = add i64 %lane, 512
  %valid112 = icmp ult i64 %feature111, %n_features
  %541 = getelementptr inbounds float, ptr %state_regs, i64 2
  %542 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid112, label %slot.then113, label %slot.done114

slot.then113:                                     ; preds = %slot.done110
  %543 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature111
  %544 = load float, ptr %541, align 4
  store float %544, ptr addrspace(1) %543, align 4
  br label %slot.done114

slot.done114:                                     ; preds = %slot.then113, %slot.done110
  %feature115 = add i64 %lane, 768
  %valid116 = icmp ult i64 %feature115, %n_features
  %545 = getelementptr inbounds float, ptr %state_regs, i64 3
  %546 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid116, label %slot.then117, label %slot.done118

slot.then117:                                     ; preds = %slot.done114
  %547 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature115
  %548 = load float, ptr %545, align 4
  store float %548, ptr addrspace(1) %547, align 4
  br label %slot.done118

slot.done118:                                     ; preds = %slot.then117, %slot.done114
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
  %4 = mul i64 %n_features, 2
  %5 = mul i64 %row, %4
  %6 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %5
  %7 = mul i64 %n_features, 1
  %8 = add i64 %7, 0
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %8
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %663, %noise.done ]
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
  %feature = phi i64 [ %lane, %draw.done ], [ %652, %feature.body ]
  %645 = icmp ult i64 %feature, %n_features
  br i1 %645, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %646 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %647 = load float, ptr addrspace(1) %646, align 4
  %648 = fmul float %647, %647
  %649 = mul i64 %n_features, 0
  %650 = add i64 %649, %feature
  %651 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %650
  store float %648, ptr addrspace(1) %651, align 4
  %652 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %653 = mul i64 %n_features, 0
  %654 = add i64 %653, 0
  %655 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %654
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw14 = icmp ne i32 %draw_noise, 0
  br i1 %draw14, label %noise15, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %661, %fold_sums.body ]
  %656 = icmp ult i64 %fold_sums, %n_features
  br i1 %656, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %657 = getelementptr inbounds float, ptr addrspace(1) %655, i64 %fold_sums
  %658 = load float, ptr addrspace(1) %657, align 4
  %659 = load float, ptr %fold_value, align 4
  %660 = fadd float %658, %659
  store float %660, ptr %fold_value, align 4
  %661 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %662 = load float, ptr %fold_value, align 4
  store float %662, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

noise15:                                          ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then20, label %uniform_sinks.done21

noise.done:                                       ; preds = %feature.exit24, %feature.exit18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %663 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise15
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise15
  br label %feature.header16

feature.header16:                                 ; preds = %feature.body17, %uniform_sinks.done
  %feature19 = phi i64 [ %lane, %uniform_sinks.done ], [ %686, %feature.body17 ]
  %664 = icmp ult i64 %feature19, %n_features
  br i1 %664, label %feature.body17, label %feature.exit18

feature.body17:                                   ; preds = %feature.header16
  %665 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature19
  %666 = load float, ptr addrspace(1) %665, align 4
  %667 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %668 = fsub float %667, 4.000000e+00
  %669 = fmul float 2.000000e+00, %668
  %670 = fmul float 0x3F847AE140000000, %669
  %671 = fmul float 2.000000e+00, %666
  %672 = fmul float %670, %671
  %673 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature19
  %674 = load float, ptr addrspace(1) %673, align 4
  %675 = fsub float %666, %674
  %676 = fmul float 2.000000e+00, %675
  %677 = fmul float 5.000000e-01, %676
  %678 = fadd float %672, %677
  %679 = fmul float %678, %eta
  %680 = fsub float %666, %679
  %681 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature19
  %682 = load float, ptr addrspace(1) %681, align 4
  %683 = fmul float %682, %16
  %684 = fadd float %680, %683
  %685 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature19
  %bits = bitcast float %684 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %685, align 4
  %686 = add i64 %feature19, 256
  br label %feature.header16

feature.exit18:                                   ; preds = %feature.header16
  br label %noise.done

uniform_sinks.then20:                             ; preds = %quiet
  br label %uniform_sinks.done21

uniform_sinks.done21:                             ; preds = %uniform_sinks.then20, %quiet
  br label %feature.header22

feature.header22:                                 ; preds = %feature.body23, %uniform_sinks.done21
  %feature25 = phi i64 [ %lane, %uniform_sinks.done21 ], [ %707, %feature.body23 ]
  %687 = icmp ult i64 %feature25, %n_features
  br i1 %687, label %feature.body23, label %feature.exit24

feature.body23:                                   ; preds = %feature.header22
  %688 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %689 = load float, ptr addrspace(1) %688, align 4
  %690 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %691 = fsub float %690, 4.000000e+00
  %692 = fmul float 2.000000e+00, %691
  %693 = fmul float 0x3F847AE140000000, %692
  %694 = fmul float 2.000000e+00, %689
  %695 = fmul float %693, %694
  %696 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %697 = load float, ptr addrspace(1) %696, align 4
  %698 = fsub float %689, %697
  %699 = fmul float 2.000000e+00, %698
  %700 = fmul float 5.000000e-01, %699
  %701 = fadd float %695, %700
  %702 = fmul float %701, %eta
  %703 = fsub float %689, %702
  %704 = fmul float 0.000000e+00, %16
  %705 = fadd float %703, %704
  %706 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %bits26 = bitcast float %703 to i32
  %magnitude27 = and i32 %bits26, 2147483647
  %is_nan28 = icmp ugt i32 %magnitude27, 2139095040
  %canonical29 = select i1 %is_nan28, i32 2143289344, i32 %bits26
  store i32 %canonical29, ptr addrspace(1) %706, align 4
  %707 = add i64 %feature25, 256
  br label %feature.header22

feature.exit24:                                   ; preds = %feature.header22
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!"branch_weights", i32 1, i32 1000}
