; ModuleID = 'tether_fast'
source_filename = "tether_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [64 x float] undef, align 4
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
define ptx_kernel void @tessera_tether_fast_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
  %9 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done41, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %10 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %11 = load float, ptr addrspace(1) %10, align 4
  store float %11, ptr %8, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %408, %noise.done ]
  %12 = icmp ult i64 %step, %steps
  br i1 %12, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then40, label %store.done41

anneal.then:                                      ; preds = %step.body
  %13 = load float, ptr %temperature1, align 4
  %14 = fmul float %two_eta, %13
  %15 = fcmp olt float 0.000000e+00, %14
  %16 = call float @llvm.sqrt.f32(float %14)
  %17 = select i1 %15, float %16, float 0.000000e+00
  store float %17, ptr %noise_scale3, align 4
  %t_next = fmul float %13, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %18 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

quad_noise.then:                                  ; preds = %anneal.done
  %quad_lane = and i64 %lane, 3
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %anneal.done
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %19 = getelementptr inbounds float, ptr %state_regs, i64 0
  %20 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid16, label %slot.then17, label %slot.done18

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_slot = and i64 %quad_lane, 0
  %21 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %21
  %22 = mul i64 %quad_slot, 4
  %quad_feature = add i64 %lane, %22
  %feature4 = add i64 %quad_feature, 0
  %23 = add i64 %n_features, 3
  %groups = lshr i64 %23, 2
  %24 = mul i64 %row_read, %groups
  %25 = lshr i64 %feature4, 2
  %group5 = add i64 %24, %25
  %26 = trunc i64 %key0 to i32
  %27 = lshr i64 %key0, 32
  %28 = trunc i64 %27 to i32
  %29 = trunc i64 %group5 to i32
  %30 = trunc i64 %quad_key1_step to i32
  %31 = lshr i64 %quad_key1_step, 32
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %group5, 32
  %34 = trunc i64 %33 to i32
  %35 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %29)
  %36 = mul i32 -766435501, %29
  %37 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %32)
  %38 = mul i32 -845247145, %32
  %39 = xor i32 %37, %30
  %40 = xor i32 %39, %26
  %41 = xor i32 %35, %34
  %42 = xor i32 %41, %28
  %43 = add i32 %26, -1640531527
  %44 = add i32 %28, -1150833019
  %45 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %40)
  %46 = mul i32 -766435501, %40
  %47 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %42)
  %48 = mul i32 -845247145, %42
  %49 = xor i32 %47, %38
  %50 = xor i32 %49, %43
  %51 = xor i32 %45, %36
  %52 = xor i32 %51, %44
  %53 = add i32 %43, -1640531527
  %54 = add i32 %44, -1150833019
  %55 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %50)
  %56 = mul i32 -766435501, %50
  %57 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %52)
  %58 = mul i32 -845247145, %52
  %59 = xor i32 %57, %48
  %60 = xor i32 %59, %53
  %61 = xor i32 %55, %46
  %62 = xor i32 %61, %54
  %63 = add i32 %53, -1640531527
  %64 = add i32 %54, -1150833019
  %65 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %60)
  %66 = mul i32 -766435501, %60
  %67 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %62)
  %68 = mul i32 -845247145, %62
  %69 = xor i32 %67, %58
  %70 = xor i32 %69, %63
  %71 = xor i32 %65, %56
  %72 = xor i32 %71, %64
  %73 = add i32 %63, -1640531527
  %74 = add i32 %64, -1150833019
  %75 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %70)
  %76 = mul i32 -766435501, %70
  %77 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %72)
  %78 = mul i32 -845247145, %72
  %79 = xor i32 %77, %68
  %80 = xor i32 %79, %73
  %81 = xor i32 %75, %66
  %82 = xor i32 %81, %74
  %83 = add i32 %73, -1640531527
  %84 = add i32 %74, -1150833019
  %85 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %80)
  %86 = mul i32 -766435501, %80
  %87 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %82)
  %88 = mul i32 -845247145, %82
  %89 = xor i32 %87, %78
  %90 = xor i32 %89, %83
  %91 = xor i32 %85, %76
  %92 = xor i32 %91, %84
  %93 = add i32 %83, -1640531527
  %94 = add i32 %84, -1150833019
  %95 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %90)
  %96 = mul i32 -766435501, %90
  %97 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %92)
  %98 = mul i32 -845247145, %92
  %99 = xor i32 %97, %88
  %100 = xor i32 %99, %93
  %101 = xor i32 %95, %86
  %102 = xor i32 %101, %94
  %103 = add i32 %93, -1640531527
  %104 = add i32 %94, -1150833019
  %105 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %100)
  %106 = mul i32 -766435501, %100
  %107 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %102)
  %108 = mul i32 -845247145, %102
  %109 = xor i32 %107, %98
  %110 = xor i32 %109, %103
  %111 = xor i32 %105, %96
  %112 = xor i32 %111, %104
  %113 = add i32 %103, -1640531527
  %114 = add i32 %104, -1150833019
  %115 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %110)
  %116 = mul i32 -766435501, %110
  %117 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %112)
  %118 = mul i32 -845247145, %112
  %119 = xor i32 %117, %108
  %120 = xor i32 %119, %113
  %121 = xor i32 %115, %106
  %122 = xor i32 %121, %114
  %123 = add i32 %113, -1640531527
  %124 = add i32 %114, -1150833019
  %125 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %120)
  %126 = mul i32 -766435501, %120
  %127 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %122)
  %128 = mul i32 -845247145, %122
  %129 = xor i32 %127, %118
  %130 = xor i32 %129, %123
  %131 = xor i32 %125, %116
  %132 = xor i32 %131, %124
  %133 = lshr i32 %130, 9
  %134 = sitofp i32 %133 to float
  %135 = fadd float %134, 5.000000e-01
  %136 = fmul float %135, 0x3E80000000000000
  %137 = lshr i32 %128, 9
  %138 = sitofp i32 %137 to float
  %139 = fadd float %138, 5.000000e-01
  %140 = fmul float %139, 0x3E80000000000000
  %141 = bitcast float %136 to i32
  %142 = add i32 %141, 4913933
  %143 = lshr i32 %142, 23
  %144 = sub i32 %143, 127
  %145 = and i32 %142, 8388607
  %146 = add i32 %145, 1060439283
  %147 = bitcast i32 %146 to float
  %148 = fsub float %147, 1.000000e+00
  %149 = fadd float 2.000000e+00, %148
  %150 = fdiv float %148, %149
  %151 = fmul float %150, %150
  %152 = fmul float %151, %151
  %153 = fmul float %152, 0x3FCF13C4C0000000
  %154 = fadd float 0x3FD999C260000000, %153
  %155 = fmul float %152, %154
  %156 = fmul float %152, 0x3FD23D3DC0000000
  %157 = fadd float 0x3FE5555540000000, %156
  %158 = fmul float %151, %157
  %159 = fadd float %158, %155
  %160 = fmul float 5.000000e-01, %148
  %161 = fmul float %160, %148
  %162 = sitofp i32 %144 to float
  %163 = fadd float %161, %159
  %164 = fmul float %150, %163
  %165 = fmul float %162, 0x3EE2FEFA20000000
  %166 = fadd float %164, %165
  %167 = fsub float %166, %161
  %168 = fadd float %167, %148
  %169 = fmul float %162, 0x3FE62E3000000000
  %170 = fadd float %168, %169
  %171 = fmul float -2.000000e+00, %170
  %172 = call float @llvm.sqrt.f32(float %171)
  %173 = fpext float %140 to double
  %174 = fmul double %173, 4.000000e+00
  %175 = fadd double %174, 0x4338000000000000
  %176 = fsub double %175, 0x4338000000000000
  %177 = fsub double %174, %176
  %178 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %179 = fmul double %177, %178
  %180 = fmul double %179, %179
  %181 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %182 = fmul double %180, %181
  %183 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %184 = fadd double %183, %182
  %185 = fmul double %180, %184
  %186 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %187 = fadd double %186, %185
  %188 = fmul double %180, %187
  %189 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %190 = fadd double %189, %188
  %191 = fmul double %179, %180
  %192 = fmul double %191, %190
  %193 = fadd double %179, %192
  %194 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %195 = fmul double %180, %194
  %196 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %197 = fadd double %196, %195
  %198 = fmul double %180, %197
  %199 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %200 = fadd double %199, %198
  %201 = fmul double %180, %200
  %202 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %203 = fadd double %202, %201
  %204 = fmul double %180, %180
  %205 = fmul double %204, %203
  %206 = fmul double 5.000000e-01, %180
  %207 = fsub double 1.000000e+00, %206
  %208 = fadd double %207, %205
  %209 = fptrunc double %193 to float
  %210 = fptrunc double %208 to float
  %211 = fneg float %209
  %212 = fneg float %210
  %213 = bitcast double %175 to i64
  %214 = and i64 %213, 1
  %215 = and i64 %213, 2
  %216 = icmp eq i64 %214, 1
  %217 = icmp eq i64 %215, 2
  %218 = select i1 %217, float %211, float %209
  %219 = select i1 %217, float %212, float %210
  %220 = select i1 %216, float %219, float %218
  %221 = select i1 %217, float %212, float %210
  %222 = select i1 %217, float %209, float %211
  %223 = select i1 %216, float %222, float %221
  %224 = fmul float %172, %223
  %225 = fmul float %172, %220
  %226 = lshr i32 %132, 9
  %227 = sitofp i32 %226 to float
  %228 = fadd float %227, 5.000000e-01
  %229 = fmul float %228, 0x3E80000000000000
  %230 = lshr i32 %126, 9
  %231 = sitofp i32 %230 to float
  %232 = fadd float %231, 5.000000e-01
  %233 = fmul float %232, 0x3E80000000000000
  %234 = bitcast float %229 to i32
  %235 = add i32 %234, 4913933
  %236 = lshr i32 %235, 23
  %237 = sub i32 %236, 127
  %238 = and i32 %235, 8388607
  %239 = add i32 %238, 1060439283
  %240 = bitcast i32 %239 to float
  %241 = fsub float %240, 1.000000e+00
  %242 = fadd float 2.000000e+00, %241
  %243 = fdiv float %241, %242
  %244 = fmul float %243, %243
  %245 = fmul float %244, %244
  %246 = fmul float %245, 0x3FCF13C4C0000000
  %247 = fadd float 0x3FD999C260000000, %246
  %248 = fmul float %245, %247
  %249 = fmul float %245, 0x3FD23D3DC0000000
  %250 = fadd float 0x3FE5555540000000, %249
  %251 = fmul float %244, %250
  %252 = fadd float %251, %248
  %253 = fmul float 5.000000e-01, %241
  %254 = fmul float %253, %241
  %255 = sitofp i32 %237 to float
  %256 = fadd float %254, %252
  %257 = fmul float %243, %256
  %258 = fmul float %255, 0x3EE2FEFA20000000
  %259 = fadd float %257, %258
  %260 = fsub float %259, %254
  %261 = fadd float %260, %241
  %262 = fmul float %255, 0x3FE62E3000000000
  %263 = fadd float %261, %262
  %264 = fmul float -2.000000e+00, %263
  %265 = call float @llvm.sqrt.f32(float %264)
  %266 = fpext float %233 to double
  %267 = fmul double %266, 4.000000e+00
  %268 = fadd double %267, 0x4338000000000000
  %269 = fsub double %268, 0x4338000000000000
  %270 = fsub double %267, %269
  %271 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %272 = fmul double %270, %271
  %273 = fmul double %272, %272
  %274 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %275 = fmul double %273, %274
  %276 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %277 = fadd double %276, %275
  %278 = fmul double %273, %277
  %279 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %280 = fadd double %279, %278
  %281 = fmul double %273, %280
  %282 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %283 = fadd double %282, %281
  %284 = fmul double %272, %273
  %285 = fmul double %284, %283
  %286 = fadd double %272, %285
  %287 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %288 = fmul double %273, %287
  %289 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %290 = fadd double %289, %288
  %291 = fmul double %273, %290
  %292 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %293 = fadd double %292, %291
  %294 = fmul double %273, %293
  %295 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %296 = fadd double %295, %294
  %297 = fmul double %273, %273
  %298 = fmul double %297, %296
  %299 = fmul double 5.000000e-01, %273
  %300 = fsub double 1.000000e+00, %299
  %301 = fadd double %300, %298
  %302 = fptrunc double %286 to float
  %303 = fptrunc double %301 to float
  %304 = fneg float %302
  %305 = fneg float %303
  %306 = bitcast double %268 to i64
  %307 = and i64 %306, 1
  %308 = and i64 %306, 2
  %309 = icmp eq i64 %307, 1
  %310 = icmp eq i64 %308, 2
  %311 = select i1 %310, float %304, float %302
  %312 = select i1 %310, float %305, float %303
  %313 = select i1 %309, float %312, float %311
  %314 = select i1 %310, float %305, float %303
  %315 = select i1 %310, float %302, float %304
  %316 = select i1 %309, float %315, float %314
  %317 = fmul float %265, %316
  %318 = fmul float %265, %313
  %319 = add i64 %quad_lane, 4
  %quad_send = and i64 %319, 3
  %320 = and i64 %quad_send, 1
  %321 = icmp ne i64 %320, 0
  %322 = and i64 %quad_send, 2
  %323 = icmp ne i64 %322, 0
  %324 = select i1 %321, float %225, float %224
  %325 = select i1 %321, float %318, float %317
  %326 = select i1 %323, float %325, float %324
  %327 = bitcast float %326 to i32
  %328 = bitcast i32 %327 to float
  %329 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %328, ptr %329, align 4
  %330 = add i64 %quad_lane, 3
  %quad_send6 = and i64 %330, 3
  %331 = and i64 %quad_send6, 1
  %332 = icmp ne i64 %331, 0
  %333 = and i64 %quad_send6, 2
  %334 = icmp ne i64 %333, 0
  %335 = select i1 %332, float %225, float %224
  %336 = select i1 %332, float %318, float %317
  %337 = select i1 %334, float %336, float %335
  %338 = bitcast float %337 to i32
  %339 = trunc i64 %thread to i32
  %warp_lane = and i32 %339, 31
  %340 = and i32 %warp_lane, -4
  %341 = add i32 %warp_lane, 1
  %342 = and i32 %341, 3
  %quad_source = or i32 %340, %342
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %338, i32 %quad_source, i32 31)
  %343 = bitcast i32 %quad to float
  %344 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %343, ptr %344, align 4
  %345 = add i64 %quad_lane, 2
  %quad_send7 = and i64 %345, 3
  %346 = and i64 %quad_send7, 1
  %347 = icmp ne i64 %346, 0
  %348 = and i64 %quad_send7, 2
  %349 = icmp ne i64 %348, 0
  %350 = select i1 %347, float %225, float %224
  %351 = select i1 %347, float %318, float %317
  %352 = select i1 %349, float %351, float %350
  %353 = bitcast float %352 to i32
  %354 = trunc i64 %thread to i32
  %warp_lane8 = and i32 %354, 31
  %355 = and i32 %warp_lane8, -4
  %356 = add i32 %warp_lane8, 2
  %357 = and i32 %356, 3
  %quad_source9 = or i32 %355, %357
  %quad10 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %353, i32 %quad_source9, i32 31)
  %358 = bitcast i32 %quad10 to float
  %359 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %358, ptr %359, align 4
  %360 = add i64 %quad_lane, 1
  %quad_send11 = and i64 %360, 3
  %361 = and i64 %quad_send11, 1
  %362 = icmp ne i64 %361, 0
  %363 = and i64 %quad_send11, 2
  %364 = icmp ne i64 %363, 0
  %365 = select i1 %362, float %225, float %224
  %366 = select i1 %362, float %318, float %317
  %367 = select i1 %364, float %366, float %365
  %368 = bitcast float %367 to i32
  %369 = trunc i64 %thread to i32
  %warp_lane12 = and i32 %369, 31
  %370 = and i32 %warp_lane12, -4
  %371 = add i32 %warp_lane12, 3
  %372 = and i32 %371, 3
  %quad_source13 = or i32 %370, %372
  %quad14 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %368, i32 %quad_source13, i32 31)
  %373 = bitcast i32 %quad14 to float
  %374 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %373, ptr %374, align 4
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %375 = sub i64 4, %quad_lane
  %376 = mul i64 %quad_step, 1
  %377 = add i64 %376, 0
  %378 = add i64 %377, %375
  %quad_round = and i64 %378, 3
  %379 = getelementptr inbounds float, ptr %quad_held, i64 0
  %380 = load float, ptr %379, align 4
  %381 = getelementptr inbounds float, ptr %quad_held, i64 1
  %382 = load float, ptr %381, align 4
  %383 = getelementptr inbounds float, ptr %quad_held, i64 2
  %384 = load float, ptr %383, align 4
  %385 = getelementptr inbounds float, ptr %quad_held, i64 3
  %386 = load float, ptr %385, align 4
  %387 = and i64 %quad_round, 1
  %388 = icmp ne i64 %387, 0
  %389 = and i64 %quad_round, 2
  %390 = icmp ne i64 %389, 0
  %391 = select i1 %388, float %382, float %380
  %392 = select i1 %388, float %386, float %384
  %393 = select i1 %390, float %392, float %391
  %394 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %393, ptr %394, align 4
  br label %quad_noise.done

slot.then17:                                      ; preds = %quad_noise.done
  %395 = load float, ptr %19, align 4
  %396 = fmul float %395, %395
  %397 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %398 = getelementptr inbounds float, ptr addrspace(3) %397, i64 %feature15
  store float %396, ptr addrspace(3) %398, align 4
  br label %slot.done18

slot.done18:                                      ; preds = %slot.then17, %quad_noise.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done18
  %399 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw19 = icmp ne i32 %draw_noise, 0
  br i1 %draw19, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %405, %fold_sums.body ]
  %400 = icmp ult i64 %fold_sums, %n_features
  br i1 %400, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %401 = getelementptr inbounds float, ptr addrspace(3) %399, i64 %fold_sums
  %402 = load float, ptr addrspace(3) %401, align 4
  %403 = load float, ptr %fold_value, align 4
  %404 = fadd float %402, %403
  store float %404, ptr %fold_value, align 4
  %405 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %406 = load float, ptr %fold_value, align 4
  %407 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %406, ptr addrspace(3) %407, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then26, label %store.done27

noise.done:                                       ; preds = %store.done27, %store.done
  %408 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %409 = getelementptr inbounds float, ptr %state_regs, i64 0
  %410 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done25, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %411 = getelementptr inbounds float, ptr %state_regs, i64 0
  %412 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

slot.then24:                                      ; preds = %uniform_sinks.done
  %413 = load float, ptr %411, align 4
  %414 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %415 = load float, ptr addrspace(3) %414, align 4
  %416 = fsub float %415, 4.000000e+00
  %417 = fmul float 2.000000e+00, %416
  %418 = fmul float 0x3F847AE140000000, %417
  %419 = fmul float 2.000000e+00, %413
  %420 = fmul float %418, %419
  %421 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature22
  %422 = load float, ptr addrspace(1) %421, align 4
  %423 = fsub float %413, %422
  %424 = fmul float 2.000000e+00, %423
  %425 = fmul float 5.000000e-01, %424
  %426 = fadd float %420, %425
  %427 = fmul float %426, %eta
  %428 = fsub float %413, %427
  %429 = load float, ptr %412, align 4
  %430 = fmul float %429, %18
  %431 = fadd float %428, %430
  %bits = bitcast float %431 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %411, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %uniform_sinks.done
  br label %store.done

store.then26:                                     ; preds = %quiet
  %feature28 = add i64 %lane, 0
  %valid29 = icmp ult i64 %feature28, %n_features
  %432 = getelementptr inbounds float, ptr %state_regs, i64 0
  %433 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then30, label %uniform_sinks.done31

store.done27:                                     ; preds = %slot.done35, %quiet
  br label %noise.done

uniform_sinks.then30:                             ; preds = %store.then26
  br label %uniform_sinks.done31

uniform_sinks.done31:                             ; preds = %uniform_sinks.then30, %store.then26
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %434 = getelementptr inbounds float, ptr %state_regs, i64 0
  %435 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %uniform_sinks.done31
  %436 = load float, ptr %434, align 4
  %437 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %438 = load float, ptr addrspace(3) %437, align 4
  %439 = fsub float %438, 4.000000e+00
  %440 = fmul float 2.000000e+00, %439
  %441 = fmul float 0x3F847AE140000000, %440
  %442 = fmul float 2.000000e+00, %436
  %443 = fmul float %441, %442
  %444 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature32
  %445 = load float, ptr addrspace(1) %444, align 4
  %446 = fsub float %436, %445
  %447 = fmul float 2.000000e+00, %446
  %448 = fmul float 5.000000e-01, %447
  %449 = fadd float %443, %448
  %450 = fmul float %449, %eta
  %451 = fsub float %436, %450
  %452 = fmul float 0.000000e+00, %18
  %453 = fadd float %451, %452
  %bits36 = bitcast float %451 to i32
  %magnitude37 = and i32 %bits36, 2147483647
  %is_nan38 = icmp ugt i32 %magnitude37, 2139095040
  %canonical39 = select i1 %is_nan38, i32 2143289344, i32 %bits36
  store i32 %canonical39, ptr %434, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %uniform_sinks.done31
  br label %store.done27

store.then40:                                     ; preds = %step.exit
  %feature42 = add i64 %lane, 0
  %valid43 = icmp ult i64 %feature42, %n_features
  %454 = getelementptr inbounds float, ptr %state_regs, i64 0
  %455 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid43, label %slot.then44, label %slot.done45

store.done41:                                     ; preds = %slot.done45, %step.exit
  br label %row.done

slot.then44:                                      ; preds = %store.then40
  %456 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature42
  %457 = load float, ptr %454, align 4
  store float %457, ptr addrspace(1) %456, align 4
  br label %slot.done45

slot.done45:                                      ; preds = %slot.then44, %store.then40
  br label %store.done41
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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %noise_scale15 = alloca float, align 4
  %temperature13 = alloca float, align 4
  %state_regs = alloca [4 x float], align 4
  %quad_normal = alloca [4 x float], align 4
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
  %step = phi i64 [ 0, %slot.done12 ], [ %489, %noise.done ]
  %21 = icmp ult i64 %step, %steps
  br i1 %21, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal14, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature112 = add i64 %lane, 0
  %valid113 = icmp ult i64 %feature112, %n_features
  %22 = getelementptr inbounds float, ptr %state_regs, i64 0
  %23 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid113, label %slot.then114, label %slot.done115

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
  %quad_step = and i64 %step, 0
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
  %328 = add i64 %quad_lane, 4
  %quad_send = and i64 %328, 3
  %329 = and i64 %quad_send, 1
  %330 = icmp ne i64 %329, 0
  %331 = and i64 %quad_send, 2
  %332 = icmp ne i64 %331, 0
  %333 = select i1 %330, float %234, float %233
  %334 = select i1 %330, float %327, float %326
  %335 = select i1 %332, float %334, float %333
  %336 = bitcast float %335 to i32
  %337 = bitcast i32 %336 to float
  %338 = getelementptr inbounds float, ptr %quad_held, i64 0
  store float %337, ptr %338, align 4
  %339 = add i64 %quad_lane, 3
  %quad_send17 = and i64 %339, 3
  %340 = and i64 %quad_send17, 1
  %341 = icmp ne i64 %340, 0
  %342 = and i64 %quad_send17, 2
  %343 = icmp ne i64 %342, 0
  %344 = select i1 %341, float %234, float %233
  %345 = select i1 %341, float %327, float %326
  %346 = select i1 %343, float %345, float %344
  %347 = bitcast float %346 to i32
  %348 = trunc i64 %lane to i32
  %warp_lane = and i32 %348, 31
  %349 = and i32 %warp_lane, -4
  %350 = add i32 %warp_lane, 1
  %351 = and i32 %350, 3
  %quad_source = or i32 %349, %351
  %quad = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %347, i32 %quad_source, i32 31)
  %352 = bitcast i32 %quad to float
  %353 = getelementptr inbounds float, ptr %quad_held, i64 1
  store float %352, ptr %353, align 4
  %354 = add i64 %quad_lane, 2
  %quad_send18 = and i64 %354, 3
  %355 = and i64 %quad_send18, 1
  %356 = icmp ne i64 %355, 0
  %357 = and i64 %quad_send18, 2
  %358 = icmp ne i64 %357, 0
  %359 = select i1 %356, float %234, float %233
  %360 = select i1 %356, float %327, float %326
  %361 = select i1 %358, float %360, float %359
  %362 = bitcast float %361 to i32
  %363 = trunc i64 %lane to i32
  %warp_lane19 = and i32 %363, 31
  %364 = and i32 %warp_lane19, -4
  %365 = add i32 %warp_lane19, 2
  %366 = and i32 %365, 3
  %quad_source20 = or i32 %364, %366
  %quad21 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %362, i32 %quad_source20, i32 31)
  %367 = bitcast i32 %quad21 to float
  %368 = getelementptr inbounds float, ptr %quad_held, i64 2
  store float %367, ptr %368, align 4
  %369 = add i64 %quad_lane, 1
  %quad_send22 = and i64 %369, 3
  %370 = and i64 %quad_send22, 1
  %371 = icmp ne i64 %370, 0
  %372 = and i64 %quad_send22, 2
  %373 = icmp ne i64 %372, 0
  %374 = select i1 %371, float %234, float %233
  %375 = select i1 %371, float %327, float %326
  %376 = select i1 %373, float %375, float %374
  %377 = bitcast float %376 to i32
  %378 = trunc i64 %lane to i32
  %warp_lane23 = and i32 %378, 31
  %379 = and i32 %warp_lane23, -4
  %380 = add i32 %warp_lane23, 3
  %381 = and i32 %380, 3
  %quad_source24 = or i32 %379, %381
  %quad25 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %377, i32 %quad_source24, i32 31)
  %382 = bitcast i32 %quad25 to float
  %383 = getelementptr inbounds float, ptr %quad_held, i64 3
  store float %382, ptr %383, align 4
  %384 = sub i64 4, %quad_lane
  %385 = mul i64 %quad_step, 4
  %386 = add i64 %385, 0
  %387 = add i64 %386, %384
  %quad_round = and i64 %387, 3
  %388 = getelementptr inbounds float, ptr %quad_held, i64 0
  %389 = load float, ptr %388, align 4
  %390 = getelementptr inbounds float, ptr %quad_held, i64 1
  %391 = load float, ptr %390, align 4
  %392 = getelementptr inbounds float, ptr %quad_held, i64 2
  %393 = load float, ptr %392, align 4
  %394 = getelementptr inbounds float, ptr %quad_held, i64 3
  %395 = load float, ptr %394, align 4
  %396 = and i64 %quad_round, 1
  %397 = icmp ne i64 %396, 0
  %398 = and i64 %quad_round, 2
  %399 = icmp ne i64 %398, 0
  %400 = select i1 %397, float %391, float %389
  %401 = select i1 %397, float %395, float %393
  %402 = select i1 %399, float %401, float %400
  %403 = getelementptr inbounds float, ptr %quad_normal, i64 0
  store float %402, ptr %403, align 4
  %404 = add i64 %385, 1
  %405 = add i64 %404, %384
  %quad_round26 = and i64 %405, 3
  %406 = getelementptr inbounds float, ptr %quad_held, i64 0
  %407 = load float, ptr %406, align 4
  %408 = getelementptr inbounds float, ptr %quad_held, i64 1
  %409 = load float, ptr %408, align 4
  %410 = getelementptr inbounds float, ptr %quad_held, i64 2
  %411 = load float, ptr %410, align 4
  %412 = getelementptr inbounds float, ptr %quad_held, i64 3
  %413 = load float, ptr %412, align 4
  %414 = and i64 %quad_round26, 1
  %415 = icmp ne i64 %414, 0
  %416 = and i64 %quad_round26, 2
  %417 = icmp ne i64 %416, 0
  %418 = select i1 %415, float %409, float %407
  %419 = select i1 %415, float %413, float %411
  %420 = select i1 %417, float %419, float %418
  %421 = getelementptr inbounds float, ptr %quad_normal, i64 1
  store float %420, ptr %421, align 4
  %422 = add i64 %385, 2
  %423 = add i64 %422, %384
  %quad_round27 = and i64 %423, 3
  %424 = getelementptr inbounds float, ptr %quad_held, i64 0
  %425 = load float, ptr %424, align 4
  %426 = getelementptr inbounds float, ptr %quad_held, i64 1
  %427 = load float, ptr %426, align 4
  %428 = getelementptr inbounds float, ptr %quad_held, i64 2
  %429 = load float, ptr %428, align 4
  %430 = getelementptr inbounds float, ptr %quad_held, i64 3
  %431 = load float, ptr %430, align 4
  %432 = and i64 %quad_round27, 1
  %433 = icmp ne i64 %432, 0
  %434 = and i64 %quad_round27, 2
  %435 = icmp ne i64 %434, 0
  %436 = select i1 %433, float %427, float %425
  %437 = select i1 %433, float %431, float %429
  %438 = select i1 %435, float %437, float %436
  %439 = getelementptr inbounds float, ptr %quad_normal, i64 2
  store float %438, ptr %439, align 4
  %440 = add i64 %385, 3
  %441 = add i64 %440, %384
  %quad_round28 = and i64 %441, 3
  %442 = getelementptr inbounds float, ptr %quad_held, i64 0
  %443 = load float, ptr %442, align 4
  %444 = getelementptr inbounds float, ptr %quad_held, i64 1
  %445 = load float, ptr %444, align 4
  %446 = getelementptr inbounds float, ptr %quad_held, i64 2
  %447 = load float, ptr %446, align 4
  %448 = getelementptr inbounds float, ptr %quad_held, i64 3
  %449 = load float, ptr %448, align 4
  %450 = and i64 %quad_round28, 1
  %451 = icmp ne i64 %450, 0
  %452 = and i64 %quad_round28, 2
  %453 = icmp ne i64 %452, 0
  %454 = select i1 %451, float %445, float %443
  %455 = select i1 %451, float %449, float %447
  %456 = select i1 %453, float %455, float %454
  %457 = getelementptr inbounds float, ptr %quad_normal, i64 3
  store float %456, ptr %457, align 4
  br label %quad_noise.done

quad_noise.done:                                  ; preds = %quad_noise.then, %anneal.done
  %feature29 = add i64 %lane, 0
  %valid30 = icmp ult i64 %feature29, %n_features
  %458 = getelementptr inbounds float, ptr %state_regs, i64 0
  %459 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid30, label %slot.then31, label %slot.done32

slot.then31:                                      ; preds = %quad_noise.done
  %460 = load float, ptr %458, align 4
  %461 = fmul float %460, %460
  %462 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature29
  store float %461, ptr addrspace(3) %462, align 4
  br label %slot.done32

slot.done32:                                      ; preds = %slot.then31, %quad_noise.done
  %feature33 = add i64 %lane, 256
  %valid34 = icmp ult i64 %feature33, %n_features
  %463 = getelementptr inbounds float, ptr %state_regs, i64 1
  %464 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid34, label %slot.then35, label %slot.done36

slot.then35:                                      ; preds = %slot.done32
  %465 = load float, ptr %463, align 4
  %466 = fmul float %465, %465
  %467 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature33
  store float %466, ptr addrspace(3) %467, align 4
  br label %slot.done36

slot.done36:                                      ; preds = %slot.then35, %slot.done32
  %feature37 = add i64 %lane, 512
  %valid38 = icmp ult i64 %feature37, %n_features
  %468 = getelementptr inbounds float, ptr %state_regs, i64 2
  %469 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid38, label %slot.then39, label %slot.done40

slot.then39:                                      ; preds = %slot.done36
  %470 = load float, ptr %468, align 4
  %471 = fmul float %470, %470
  %472 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature37
  store float %471, ptr addrspace(3) %472, align 4
  br label %slot.done40

slot.done40:                                      ; preds = %slot.then39, %slot.done36
  %feature41 = add i64 %lane, 768
  %valid42 = icmp ult i64 %feature41, %n_features
  %473 = getelementptr inbounds float, ptr %state_regs, i64 3
  %474 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid42, label %slot.then43, label %slot.done44

slot.then43:                                      ; preds = %slot.done40
  %475 = load float, ptr %473, align 4
  %476 = fmul float %475, %475
  %477 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature41
  store float %476, ptr addrspace(3) %477, align 4
  br label %slot.done44

slot.done44:                                      ; preds = %slot.then43, %slot.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done44
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw45 = icmp ne i32 %draw_noise, 0
  br i1 %draw45, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %483, %fold_sums.body ]
  %478 = icmp ult i64 %fold_sums, %n_features
  br i1 %478, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %479 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %480 = load float, ptr addrspace(3) %479, align 4
  %481 = load float, ptr %fold_value, align 4
  %482 = fadd float %480, %481
  store float %482, ptr %fold_value, align 4
  %483 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %484 = load float, ptr %fold_value, align 4
  store float %484, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature46 = add i64 %lane, 0
  %valid47 = icmp ult i64 %feature46, %n_features
  %485 = getelementptr inbounds float, ptr %state_regs, i64 0
  %486 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature76 = add i64 %lane, 0
  %valid77 = icmp ult i64 %feature76, %n_features
  %487 = getelementptr inbounds float, ptr %state_regs, i64 0
  %488 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then78, label %uniform_sinks.done79

noise.done:                                       ; preds = %slot.done107, %slot.done71
  %489 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature48 = add i64 %lane, 0
  %valid49 = icmp ult i64 %feature48, %n_features
  %490 = getelementptr inbounds float, ptr %state_regs, i64 0
  %491 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %uniform_sinks.done
  %492 = load float, ptr %490, align 4
  %493 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %494 = fsub float %493, 4.000000e+00
  %495 = fmul float 2.000000e+00, %494
  %496 = fmul float 0x3F847AE140000000, %495
  %497 = fmul float 2.000000e+00, %492
  %498 = fmul float %496, %497
  %499 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature48
  %500 = load float, ptr addrspace(1) %499, align 4
  %501 = fsub float %492, %500
  %502 = fmul float 2.000000e+00, %501
  %503 = fmul float 5.000000e-01, %502
  %504 = fadd float %498, %503
  %505 = fmul float %504, %eta
  %506 = fsub float %492, %505
  %507 = load float, ptr %491, align 4
  %508 = fmul float %507, %29
  %509 = fadd float %506, %508
  %bits = bitcast float %509 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %490, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %uniform_sinks.done
  %feature52 = add i64 %lane, 256
  %valid53 = icmp ult i64 %feature52, %n_features
  %510 = getelementptr inbounds float, ptr %state_regs, i64 1
  %511 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done51
  %512 = load float, ptr %510, align 4
  %513 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %514 = fsub float %513, 4.000000e+00
  %515 = fmul float 2.000000e+00, %514
  %516 = fmul float 0x3F847AE140000000, %515
  %517 = fmul float 2.000000e+00, %512
  %518 = fmul float %516, %517
  %519 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature52
  %520 = load float, ptr addrspace(1) %519, align 4
  %521 = fsub float %512, %520
  %522 = fmul float 2.000000e+00, %521
  %523 = fmul float 5.000000e-01, %522
  %524 = fadd float %518, %523
  %525 = fmul float %524, %eta
  %526 = fsub float %512, %525
  %527 = load float, ptr %511, align 4
  %528 = fmul float %527, %29
  %529 = fadd float %526, %528
  %bits56 = bitcast float %529 to i32
  %magnitude57 = and i32 %bits56, 2147483647
  %is_nan58 = icmp ugt i32 %magnitude57, 2139095040
  %canonical59 = select i1 %is_nan58, i32 2143289344, i32 %bits56
  store i32 %canonical59, ptr %510, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done51
  %feature60 = add i64 %lane, 512
  %valid61 = icmp ult i64 %feature60, %n_features
  %530 = getelementptr inbounds float, ptr %state_regs, i64 2
  %531 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done55
  %532 = load float, ptr %530, align 4
  %533 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %534 = fsub float %533, 4.000000e+00
  %535 = fmul float 2.000000e+00, %534
  %536 = fmul float 0x3F847AE140000000, %535
  %537 = fmul float 2.000000e+00, %532
  %538 = fmul float %536, %537
  %539 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature60
  %540 = load float, ptr addrspace(1) %539, align 4
  %541 = fsub float %532, %540
  %542 = fmul float 2.000000e+00, %541
  %543 = fmul float 5.000000e-01, %542
  %544 = fadd float %538, %543
  %545 = fmul float %544, %eta
  %546 = fsub float %532, %545
  %547 = load float, ptr %531, align 4
  %548 = fmul float %547, %29
  %549 = fadd float %546, %548
  %bits64 = bitcast float %549 to i32
  %magnitude65 = and i32 %bits64, 2147483647
  %is_nan66 = icmp ugt i32 %magnitude65, 2139095040
  %canonical67 = select i1 %is_nan66, i32 2143289344, i32 %bits64
  store i32 %canonical67, ptr %530, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done55
  %feature68 = add i64 %lane, 768
  %valid69 = icmp ult i64 %feature68, %n_features
  %550 = getelementptr inbounds float, ptr %state_regs, i64 3
  %551 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid69, label %slot.then70, label %slot.done71

slot.then70:                                      ; preds = %slot.done63
  %552 = load float, ptr %550, align 4
  %553 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %554 = fsub float %553, 4.000000e+00
  %555 = fmul float 2.000000e+00, %554
  %556 = fmul float 0x3F847AE140000000, %555
  %557 = fmul float 2.000000e+00, %552
  %558 = fmul float %556, %557
  %559 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature68
  %560 = load float, ptr addrspace(1) %559, align 4
  %561 = fsub float %552, %560
  %562 = fmul float 2.000000e+00, %561
  %563 = fmul float 5.000000e-01, %562
  %564 = fadd float %558, %563
  %565 = fmul float %564, %eta
  %566 = fsub float %552, %565
  %567 = load float, ptr %551, align 4
  %568 = fmul float %567, %29
  %569 = fadd float %566, %568
  %bits72 = bitcast float %569 to i32
  %magnitude73 = and i32 %bits72, 2147483647
  %is_nan74 = icmp ugt i32 %magnitude73, 2139095040
  %canonical75 = select i1 %is_nan74, i32 2143289344, i32 %bits72
  store i32 %canonical75, ptr %550, align 4
  br label %slot.done71

slot.done71:                                      ; preds = %slot.then70, %slot.done63
  br label %noise.done

uniform_sinks.then78:                             ; preds = %quiet
  br label %uniform_sinks.done79

uniform_sinks.done79:                             ; preds = %uniform_sinks.then78, %quiet
  %feature80 = add i64 %lane, 0
  %valid81 = icmp ult i64 %feature80, %n_features
  %570 = getelementptr inbounds float, ptr %state_regs, i64 0
  %571 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid81, label %slot.then82, label %slot.done83

slot.then82:                                      ; preds = %uniform_sinks.done79
  %572 = load float, ptr %570, align 4
  %573 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %574 = fsub float %573, 4.000000e+00
  %575 = fmul float 2.000000e+00, %574
  %576 = fmul float 0x3F847AE140000000, %575
  %577 = fmul float 2.000000e+00, %572
  %578 = fmul float %576, %577
  %579 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature80
  %580 = load float, ptr addrspace(1) %579, align 4
  %581 = fsub float %572, %580
  %582 = fmul float 2.000000e+00, %581
  %583 = fmul float 5.000000e-01, %582
  %584 = fadd float %578, %583
  %585 = fmul float %584, %eta
  %586 = fsub float %572, %585
  %587 = fmul float 0.000000e+00, %29
  %588 = fadd float %586, %587
  %bits84 = bitcast float %586 to i32
  %magnitude85 = and i32 %bits84, 2147483647
  %is_nan86 = icmp ugt i32 %magnitude85, 2139095040
  %canonical87 = select i1 %is_nan86, i32 2143289344, i32 %bits84
  store i32 %canonical87, ptr %570, align 4
  br label %slot.done83

slot.done83:                                      ; preds = %slot.then82, %uniform_sinks.done79
  %feature88 = add i64 %lane, 256
  %valid89 = icmp ult i64 %feature88, %n_features
  %589 = getelementptr inbounds float, ptr %state_regs, i64 1
  %590 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid89, label %slot.then90, label %slot.done91

slot.then90:                                      ; preds = %slot.done83
  %591 = load float, ptr %589, align 4
  %592 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %593 = fsub float %592, 4.000000e+00
  %594 = fmul float 2.000000e+00, %593
  %595 = fmul float 0x3F847AE140000000, %594
  %596 = fmul float 2.000000e+00, %591
  %597 = fmul float %595, %596
  %598 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature88
  %599 = load float, ptr addrspace(1) %598, align 4
  %600 = fsub float %591, %599
  %601 = fmul float 2.000000e+00, %600
  %602 = fmul float 5.000000e-01, %601
  %603 = fadd float %597, %602
  %604 = fmul float %603, %eta
  %605 = fsub float %591, %604
  %606 = fmul float 0.000000e+00, %29
  %607 = fadd float %605, %606
  %bits92 = bitcast float %605 to i32
  %magnitude93 = and i32 %bits92, 2147483647
  %is_nan94 = icmp ugt i32 %magnitude93, 2139095040
  %canonical95 = select i1 %is_nan94, i32 2143289344, i32 %bits92
  store i32 %canonical95, ptr %589, align 4
  br label %slot.done91

slot.done91:                                      ; preds = %slot.then90, %slot.done83
  %feature96 = add i64 %lane, 512
  %valid97 = icmp ult i64 %feature96, %n_features
  %608 = getelementptr inbounds float, ptr %state_regs, i64 2
  %609 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid97, label %slot.then98, label %slot.done99

slot.then98:                                      ; preds = %slot.done91
  %610 = load float, ptr %608, align 4
  %611 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %612 = fsub float %611, 4.000000e+00
  %613 = fmul float 2.000000e+00, %612
  %614 = fmul float 0x3F847AE140000000, %613
  %615 = fmul float 2.000000e+00, %610
  %616 = fmul float %614, %615
  %617 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature96
  %618 = load float, ptr addrspace(1) %617, align 4
  %619 = fsub float %610, %618
  %620 = fmul float 2.000000e+00, %619
  %621 = fmul float 5.000000e-01, %620
  %622 = fadd float %616, %621
  %623 = fmul float %622, %eta
  %624 = fsub float %610, %623
  %625 = fmul float 0.000000e+00, %29
  %626 = fadd float %624, %625
  %bits100 = bitcast float %624 to i32
  %magnitude101 = and i32 %bits100, 2147483647
  %is_nan102 = icmp ugt i32 %magnitude101, 2139095040
  %canonical103 = select i1 %is_nan102, i32 2143289344, i32 %bits100
  store i32 %canonical103, ptr %608, align 4
  br label %slot.done99

slot.done99:                                      ; preds = %slot.then98, %slot.done91
  %feature104 = add i64 %lane, 768
  %valid105 = icmp ult i64 %feature104, %n_features
  %627 = getelementptr inbounds float, ptr %state_regs, i64 3
  %628 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid105, label %slot.then106, label %slot.done107

slot.then106:                                     ; preds = %slot.done99
  %629 = load float, ptr %627, align 4
  %630 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %631 = fsub float %630, 4.000000e+00
  %632 = fmul float 2.000000e+00, %631
  %633 = fmul float 0x3F847AE140000000, %632
  %634 = fmul float 2.000000e+00, %629
  %635 = fmul float %633, %634
  %636 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature104
  %637 = load float, ptr addrspace(1) %636, align 4
  %638 = fsub float %629, %637
  %639 = fmul float 2.000000e+00, %638
  %640 = fmul float 5.000000e-01, %639
  %641 = fadd float %635, %640
  %642 = fmul float %641, %eta
  %643 = fsub float %629, %642
  %644 = fmul float 0.000000e+00, %29
  %645 = fadd float %643, %644
  %bits108 = bitcast float %643 to i32
  %magnitude109 = and i32 %bits108, 2147483647
  %is_nan110 = icmp ugt i32 %magnitude109, 2139095040
  %canonical111 = select i1 %is_nan110, i32 2143289344, i32 %bits108
  store i32 %canonical111, ptr %627, align 4
  br label %slot.done107

slot.done107:                                     ; preds = %slot.then106, %slot.done99
  br label %noise.done

slot.then114:                                     ; preds = %step.exit
  %646 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature112
  %647 = load float, ptr %22, align 4
  store float %647, ptr addrspace(1) %646, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %step.exit
  %feature116 = add i64 %lane, 256
  %valid117 = icmp ult i64 %feature116, %n_features
  %648 = getelementptr inbounds float, ptr %state_regs, i64 1
  %649 = getelementptr inbounds float, ptr %quad_normal, i64 1
  br i1 %valid117, label %slot.then118, label %slot.done119

slot.then118:                                     ; preds = %slot.done115
  %650 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature116
  %651 = load float, ptr %648, align 4
  store float %651, ptr addrspace(1) %650, align 4
  br label %slot.done119

slot.done119:                                     ; preds = %slot.then118, %slot.done115
  %feature120 = add i64 %lane, 512
  %valid121 = icmp ult i64 %feature120, %n_features
  %652 = getelementptr inbounds float, ptr %state_regs, i64 2
  %653 = getelementptr inbounds float, ptr %quad_normal, i64 2
  br i1 %valid121, label %slot.then122, label %slot.done123

slot.then122:                                     ; preds = %slot.done119
  %654 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature120
  %655 = load float, ptr %652, align 4
  store float %655, ptr addrspace(1) %654, align 4
  br label %slot.done123

slot.done123:                                     ; preds = %slot.then122, %slot.done119
  %feature124 = add i64 %lane, 768
  %valid125 = icmp ult i64 %feature124, %n_features
  %656 = getelementptr inbounds float, ptr %state_regs, i64 3
  %657 = getelementptr inbounds float, ptr %quad_normal, i64 3
  br i1 %valid125, label %slot.then126, label %slot.done127

slot.then126:                                     ; preds = %slot.done123
  %658 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature124
  %659 = load float, ptr %656, align 4
  store float %659, ptr addrspace(1) %658, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %slot.done123
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!"branch_weights", i32 1, i32 1000}
