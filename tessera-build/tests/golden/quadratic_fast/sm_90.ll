; ModuleID = 'quadratic_fast'
source_filename = "quadratic_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

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
@tessera_quad_normals_w32 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_quad_normals_w64 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_quad_normals_w128 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_quad_normals_w256 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_quad_normals_w512 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_quad_normals_w1024 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_quad_normals_w2048 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_quad_normals_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_quad_normals_w8192 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_fast_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
  %2 = mul i64 %row_in_group, 16
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_quad_normals_w4, i64 %2
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %4 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %5 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %6 = getelementptr inbounds float, ptr %state_regs, i64 0
  %7 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done28, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %8 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  store float %9, ptr %6, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %327, %noise.done ]
  %10 = icmp ult i64 %step, %steps
  br i1 %10, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then27, label %store.done28

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
  br i1 %draw, label %quad_noise.then, label %quad_noise.done

quad_noise.then:                                  ; preds = %anneal.done
  %quad_step = and i64 %step, 3
  %quad_block = icmp eq i64 %quad_step, 0
  br i1 %quad_block, label %quad_draw.then, label %quad_draw.done

quad_noise.done:                                  ; preds = %quad_draw.done, %anneal.done
  %draw6 = icmp ne i32 %draw_noise, 0
  br i1 %draw6, label %noise, label %quiet

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_lane = and i64 %lane, 3
  %quad_slot = and i64 %quad_lane, 0
  %17 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %17
  %18 = mul i64 %quad_slot, 4
  %quad_feature = add i64 %lane, %18
  %feature4 = add i64 %quad_feature, 0
  %19 = add i64 %n_features, 3
  %groups = lshr i64 %19, 2
  %20 = mul i64 %row_read, %groups
  %21 = lshr i64 %feature4, 2
  %group5 = add i64 %20, %21
  %22 = trunc i64 %key0 to i32
  %23 = lshr i64 %key0, 32
  %24 = trunc i64 %23 to i32
  %25 = trunc i64 %group5 to i32
  %26 = trunc i64 %quad_key1_step to i32
  %27 = lshr i64 %quad_key1_step, 32
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %group5, 32
  %30 = trunc i64 %29 to i32
  %31 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %25)
  %32 = mul i32 -766435501, %25
  %33 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %28)
  %34 = mul i32 -845247145, %28
  %35 = xor i32 %33, %26
  %36 = xor i32 %35, %22
  %37 = xor i32 %31, %30
  %38 = xor i32 %37, %24
  %39 = add i32 %22, -1640531527
  %40 = add i32 %24, -1150833019
  %41 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %36)
  %42 = mul i32 -766435501, %36
  %43 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %38)
  %44 = mul i32 -845247145, %38
  %45 = xor i32 %43, %34
  %46 = xor i32 %45, %39
  %47 = xor i32 %41, %32
  %48 = xor i32 %47, %40
  %49 = add i32 %39, -1640531527
  %50 = add i32 %40, -1150833019
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
  %129 = lshr i32 %126, 9
  %130 = sitofp i32 %129 to float
  %131 = fadd float %130, 5.000000e-01
  %132 = fmul float %131, 0x3E80000000000000
  %133 = lshr i32 %124, 9
  %134 = sitofp i32 %133 to float
  %135 = fadd float %134, 5.000000e-01
  %136 = fmul float %135, 0x3E80000000000000
  %137 = bitcast float %132 to i32
  %138 = add i32 %137, 4913933
  %139 = lshr i32 %138, 23
  %140 = sub i32 %139, 127
  %141 = and i32 %138, 8388607
  %142 = add i32 %141, 1060439283
  %143 = bitcast i32 %142 to float
  %144 = fsub float %143, 1.000000e+00
  %145 = fadd float 2.000000e+00, %144
  %146 = fdiv float %144, %145
  %147 = fmul float %146, %146
  %148 = fmul float %147, %147
  %149 = fmul float %148, 0x3FCF13C4C0000000
  %150 = fadd float 0x3FD999C260000000, %149
  %151 = fmul float %148, %150
  %152 = fmul float %148, 0x3FD23D3DC0000000
  %153 = fadd float 0x3FE5555540000000, %152
  %154 = fmul float %147, %153
  %155 = fadd float %154, %151
  %156 = fmul float 5.000000e-01, %144
  %157 = fmul float %156, %144
  %158 = sitofp i32 %140 to float
  %159 = fadd float %157, %155
  %160 = fmul float %146, %159
  %161 = fmul float %158, 0x3EE2FEFA20000000
  %162 = fadd float %160, %161
  %163 = fsub float %162, %157
  %164 = fadd float %163, %144
  %165 = fmul float %158, 0x3FE62E3000000000
  %166 = fadd float %164, %165
  %167 = fmul float -2.000000e+00, %166
  %168 = call float @llvm.sqrt.f32(float %167)
  %169 = fpext float %136 to double
  %170 = fmul double %169, 4.000000e+00
  %171 = fadd double %170, 0x4338000000000000
  %172 = fsub double %171, 0x4338000000000000
  %173 = fsub double %170, %172
  %174 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %175 = fmul double %173, %174
  %176 = fmul double %175, %175
  %177 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %178 = fmul double %176, %177
  %179 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %180 = fadd double %179, %178
  %181 = fmul double %176, %180
  %182 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %183 = fadd double %182, %181
  %184 = fmul double %176, %183
  %185 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %186 = fadd double %185, %184
  %187 = fmul double %175, %176
  %188 = fmul double %187, %186
  %189 = fadd double %175, %188
  %190 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %191 = fmul double %176, %190
  %192 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %193 = fadd double %192, %191
  %194 = fmul double %176, %193
  %195 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %196 = fadd double %195, %194
  %197 = fmul double %176, %196
  %198 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %199 = fadd double %198, %197
  %200 = fmul double %176, %176
  %201 = fmul double %200, %199
  %202 = fmul double 5.000000e-01, %176
  %203 = fsub double 1.000000e+00, %202
  %204 = fadd double %203, %201
  %205 = fptrunc double %189 to float
  %206 = fptrunc double %204 to float
  %207 = fneg float %205
  %208 = fneg float %206
  %209 = bitcast double %171 to i64
  %210 = and i64 %209, 1
  %211 = and i64 %209, 2
  %212 = icmp eq i64 %210, 1
  %213 = icmp eq i64 %211, 2
  %214 = select i1 %213, float %207, float %205
  %215 = select i1 %213, float %208, float %206
  %216 = select i1 %212, float %215, float %214
  %217 = select i1 %213, float %208, float %206
  %218 = select i1 %213, float %205, float %207
  %219 = select i1 %212, float %218, float %217
  %220 = fmul float %168, %219
  %221 = fmul float %168, %216
  %222 = lshr i32 %128, 9
  %223 = sitofp i32 %222 to float
  %224 = fadd float %223, 5.000000e-01
  %225 = fmul float %224, 0x3E80000000000000
  %226 = lshr i32 %122, 9
  %227 = sitofp i32 %226 to float
  %228 = fadd float %227, 5.000000e-01
  %229 = fmul float %228, 0x3E80000000000000
  %230 = bitcast float %225 to i32
  %231 = add i32 %230, 4913933
  %232 = lshr i32 %231, 23
  %233 = sub i32 %232, 127
  %234 = and i32 %231, 8388607
  %235 = add i32 %234, 1060439283
  %236 = bitcast i32 %235 to float
  %237 = fsub float %236, 1.000000e+00
  %238 = fadd float 2.000000e+00, %237
  %239 = fdiv float %237, %238
  %240 = fmul float %239, %239
  %241 = fmul float %240, %240
  %242 = fmul float %241, 0x3FCF13C4C0000000
  %243 = fadd float 0x3FD999C260000000, %242
  %244 = fmul float %241, %243
  %245 = fmul float %241, 0x3FD23D3DC0000000
  %246 = fadd float 0x3FE5555540000000, %245
  %247 = fmul float %240, %246
  %248 = fadd float %247, %244
  %249 = fmul float 5.000000e-01, %237
  %250 = fmul float %249, %237
  %251 = sitofp i32 %233 to float
  %252 = fadd float %250, %248
  %253 = fmul float %239, %252
  %254 = fmul float %251, 0x3EE2FEFA20000000
  %255 = fadd float %253, %254
  %256 = fsub float %255, %250
  %257 = fadd float %256, %237
  %258 = fmul float %251, 0x3FE62E3000000000
  %259 = fadd float %257, %258
  %260 = fmul float -2.000000e+00, %259
  %261 = call float @llvm.sqrt.f32(float %260)
  %262 = fpext float %229 to double
  %263 = fmul double %262, 4.000000e+00
  %264 = fadd double %263, 0x4338000000000000
  %265 = fsub double %264, 0x4338000000000000
  %266 = fsub double %263, %265
  %267 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %268 = fmul double %266, %267
  %269 = fmul double %268, %268
  %270 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %271 = fmul double %269, %270
  %272 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %273 = fadd double %272, %271
  %274 = fmul double %269, %273
  %275 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %276 = fadd double %275, %274
  %277 = fmul double %269, %276
  %278 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %279 = fadd double %278, %277
  %280 = fmul double %268, %269
  %281 = fmul double %280, %279
  %282 = fadd double %268, %281
  %283 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %284 = fmul double %269, %283
  %285 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %286 = fadd double %285, %284
  %287 = fmul double %269, %286
  %288 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %289 = fadd double %288, %287
  %290 = fmul double %269, %289
  %291 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %292 = fadd double %291, %290
  %293 = fmul double %269, %269
  %294 = fmul double %293, %292
  %295 = fmul double 5.000000e-01, %269
  %296 = fsub double 1.000000e+00, %295
  %297 = fadd double %296, %294
  %298 = fptrunc double %282 to float
  %299 = fptrunc double %297 to float
  %300 = fneg float %298
  %301 = fneg float %299
  %302 = bitcast double %264 to i64
  %303 = and i64 %302, 1
  %304 = and i64 %302, 2
  %305 = icmp eq i64 %303, 1
  %306 = icmp eq i64 %304, 2
  %307 = select i1 %306, float %300, float %298
  %308 = select i1 %306, float %301, float %299
  %309 = select i1 %305, float %308, float %307
  %310 = select i1 %306, float %301, float %299
  %311 = select i1 %306, float %298, float %300
  %312 = select i1 %305, float %311, float %310
  %313 = fmul float %261, %312
  %314 = fmul float %261, %309
  %quad_first = and i64 %lane, -4
  %315 = mul i64 %quad_lane, 4
  %316 = add i64 %315, %quad_first
  %317 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %316
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %318 = getelementptr inbounds float, ptr addrspace(3) %317, i64 0
  store float %220, ptr addrspace(3) %318, align 4
  %319 = getelementptr inbounds float, ptr addrspace(3) %317, i64 1
  store float %221, ptr addrspace(3) %319, align 4
  %320 = getelementptr inbounds float, ptr addrspace(3) %317, i64 2
  store float %313, ptr addrspace(3) %320, align 4
  %321 = getelementptr inbounds float, ptr addrspace(3) %317, i64 3
  store float %314, ptr addrspace(3) %321, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %322 = mul i64 %quad_step, 1
  %quad_unit = add i64 %322, 0
  %323 = getelementptr inbounds float, ptr %quad_normal, i64 0
  %324 = mul i64 %quad_unit, 4
  %quad_at = add i64 %324, %lane
  %325 = getelementptr inbounds float, ptr addrspace(3) %3, i64 %quad_at
  %326 = load float, ptr addrspace(3) %325, align 4
  store float %326, ptr %323, align 4
  br label %quad_noise.done

noise:                                            ; preds = %quad_noise.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %quad_noise.done
  br i1 %present, label %store.then13, label %store.done14

noise.done:                                       ; preds = %store.done14, %store.done
  %327 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature7 = add i64 %lane, 0
  %valid8 = icmp ult i64 %feature7, %n_features
  %328 = getelementptr inbounds float, ptr %state_regs, i64 0
  %329 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done12, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature9 = add i64 %lane, 0
  %valid10 = icmp ult i64 %feature9, %n_features
  %330 = getelementptr inbounds float, ptr %state_regs, i64 0
  %331 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %uniform_sinks.done
  %332 = load float, ptr %330, align 4
  %333 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature9
  %334 = load float, ptr addrspace(1) %333, align 4
  %335 = fsub float %334, %332
  %336 = fmul float 2.000000e+00, %335
  %337 = fmul float 5.000000e-01, %336
  %338 = fneg float %337
  %339 = fmul float %338, %eta
  %340 = fsub float %332, %339
  %341 = load float, ptr %331, align 4
  %342 = fmul float %341, %16
  %343 = fadd float %340, %342
  %bits = bitcast float %343 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %330, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %uniform_sinks.done
  br label %store.done

store.then13:                                     ; preds = %quiet
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %344 = getelementptr inbounds float, ptr %state_regs, i64 0
  %345 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then17, label %uniform_sinks.done18

store.done14:                                     ; preds = %slot.done22, %quiet
  br label %noise.done

uniform_sinks.then17:                             ; preds = %store.then13
  br label %uniform_sinks.done18

uniform_sinks.done18:                             ; preds = %uniform_sinks.then17, %store.then13
  %feature19 = add i64 %lane, 0
  %valid20 = icmp ult i64 %feature19, %n_features
  %346 = getelementptr inbounds float, ptr %state_regs, i64 0
  %347 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid20, label %slot.then21, label %slot.done22

slot.then21:                                      ; preds = %uniform_sinks.done18
  %348 = load float, ptr %346, align 4
  %349 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature19
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = fsub float %350, %348
  %352 = fmul float 2.000000e+00, %351
  %353 = fmul float 5.000000e-01, %352
  %354 = fneg float %353
  %355 = fmul float %354, %eta
  %356 = fsub float %348, %355
  %357 = fmul float 0.000000e+00, %16
  %358 = fadd float %356, %357
  %bits23 = bitcast float %356 to i32
  %magnitude24 = and i32 %bits23, 2147483647
  %is_nan25 = icmp ugt i32 %magnitude24, 2139095040
  %canonical26 = select i1 %is_nan25, i32 2143289344, i32 %bits23
  store i32 %canonical26, ptr %346, align 4
  br label %slot.done22

slot.done22:                                      ; preds = %slot.then21, %uniform_sinks.done18
  br label %store.done14

store.then27:                                     ; preds = %step.exit
  %feature29 = add i64 %lane, 0
  %valid30 = icmp ult i64 %feature29, %n_features
  %359 = getelementptr inbounds float, ptr %state_regs, i64 0
  %360 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid30, label %slot.then31, label %slot.done32

store.done28:                                     ; preds = %slot.done32, %step.exit
  br label %row.done

slot.then31:                                      ; preds = %store.then27
  %361 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature29
  %362 = load float, ptr %359, align 4
  store float %362, ptr addrspace(1) %361, align 4
  br label %slot.done32

slot.done32:                                      ; preds = %slot.then31, %store.then27
  br label %store.done28
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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
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

row.done:                                         ; preds = %slot.done27, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %332, %noise.done ]
  %9 = icmp ult i64 %step, %steps
  br i1 %9, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature24 = add i64 %lane, 0
  %valid25 = icmp ult i64 %feature24, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  %11 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid25, label %slot.then26, label %slot.done27

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
  %draw5 = icmp ne i32 %draw_noise, 0
  br i1 %draw5, label %noise, label %quiet

quad_draw.then:                                   ; preds = %quad_noise.then
  %quad_lane = and i64 %lane, 3
  %quad_slot = and i64 %quad_lane, 0
  %18 = lshr i64 %quad_lane, 0
  %quad_key1_step = add i64 %key1_step, %18
  %19 = mul i64 %quad_slot, 1024
  %quad_feature = add i64 %lane, %19
  %feature4 = add i64 %quad_feature, 0
  %20 = add i64 %n_features, 3
  %groups = lshr i64 %20, 2
  %21 = mul i64 %row, %groups
  %22 = lshr i64 %feature4, 2
  %group = add i64 %21, %22
  %23 = trunc i64 %key0 to i32
  %24 = lshr i64 %key0, 32
  %25 = trunc i64 %24 to i32
  %26 = trunc i64 %group to i32
  %27 = trunc i64 %quad_key1_step to i32
  %28 = lshr i64 %quad_key1_step, 32
  %29 = trunc i64 %28 to i32
  %30 = lshr i64 %group, 32
  %31 = trunc i64 %30 to i32
  %32 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %26)
  %33 = mul i32 -766435501, %26
  %34 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %29)
  %35 = mul i32 -845247145, %29
  %36 = xor i32 %34, %27
  %37 = xor i32 %36, %23
  %38 = xor i32 %32, %31
  %39 = xor i32 %38, %25
  %40 = add i32 %23, -1640531527
  %41 = add i32 %25, -1150833019
  %42 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %37)
  %43 = mul i32 -766435501, %37
  %44 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %39)
  %45 = mul i32 -845247145, %39
  %46 = xor i32 %44, %35
  %47 = xor i32 %46, %40
  %48 = xor i32 %42, %33
  %49 = xor i32 %48, %41
  %50 = add i32 %40, -1640531527
  %51 = add i32 %41, -1150833019
  %52 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %47)
  %53 = mul i32 -766435501, %47
  %54 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %49)
  %55 = mul i32 -845247145, %49
  %56 = xor i32 %54, %45
  %57 = xor i32 %56, %50
  %58 = xor i32 %52, %43
  %59 = xor i32 %58, %51
  %60 = add i32 %50, -1640531527
  %61 = add i32 %51, -1150833019
  %62 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %57)
  %63 = mul i32 -766435501, %57
  %64 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %59)
  %65 = mul i32 -845247145, %59
  %66 = xor i32 %64, %55
  %67 = xor i32 %66, %60
  %68 = xor i32 %62, %53
  %69 = xor i32 %68, %61
  %70 = add i32 %60, -1640531527
  %71 = add i32 %61, -1150833019
  %72 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %67)
  %73 = mul i32 -766435501, %67
  %74 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %69)
  %75 = mul i32 -845247145, %69
  %76 = xor i32 %74, %65
  %77 = xor i32 %76, %70
  %78 = xor i32 %72, %63
  %79 = xor i32 %78, %71
  %80 = add i32 %70, -1640531527
  %81 = add i32 %71, -1150833019
  %82 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %77)
  %83 = mul i32 -766435501, %77
  %84 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %79)
  %85 = mul i32 -845247145, %79
  %86 = xor i32 %84, %75
  %87 = xor i32 %86, %80
  %88 = xor i32 %82, %73
  %89 = xor i32 %88, %81
  %90 = add i32 %80, -1640531527
  %91 = add i32 %81, -1150833019
  %92 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %87)
  %93 = mul i32 -766435501, %87
  %94 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %89)
  %95 = mul i32 -845247145, %89
  %96 = xor i32 %94, %85
  %97 = xor i32 %96, %90
  %98 = xor i32 %92, %83
  %99 = xor i32 %98, %91
  %100 = add i32 %90, -1640531527
  %101 = add i32 %91, -1150833019
  %102 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %97)
  %103 = mul i32 -766435501, %97
  %104 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %99)
  %105 = mul i32 -845247145, %99
  %106 = xor i32 %104, %95
  %107 = xor i32 %106, %100
  %108 = xor i32 %102, %93
  %109 = xor i32 %108, %101
  %110 = add i32 %100, -1640531527
  %111 = add i32 %101, -1150833019
  %112 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %107)
  %113 = mul i32 -766435501, %107
  %114 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %109)
  %115 = mul i32 -845247145, %109
  %116 = xor i32 %114, %105
  %117 = xor i32 %116, %110
  %118 = xor i32 %112, %103
  %119 = xor i32 %118, %111
  %120 = add i32 %110, -1640531527
  %121 = add i32 %111, -1150833019
  %122 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %117)
  %123 = mul i32 -766435501, %117
  %124 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %119)
  %125 = mul i32 -845247145, %119
  %126 = xor i32 %124, %115
  %127 = xor i32 %126, %120
  %128 = xor i32 %122, %113
  %129 = xor i32 %128, %121
  %130 = lshr i32 %127, 9
  %131 = sitofp i32 %130 to float
  %132 = fadd float %131, 5.000000e-01
  %133 = fmul float %132, 0x3E80000000000000
  %134 = lshr i32 %125, 9
  %135 = sitofp i32 %134 to float
  %136 = fadd float %135, 5.000000e-01
  %137 = fmul float %136, 0x3E80000000000000
  %138 = bitcast float %133 to i32
  %139 = add i32 %138, 4913933
  %140 = lshr i32 %139, 23
  %141 = sub i32 %140, 127
  %142 = and i32 %139, 8388607
  %143 = add i32 %142, 1060439283
  %144 = bitcast i32 %143 to float
  %145 = fsub float %144, 1.000000e+00
  %146 = fadd float 2.000000e+00, %145
  %147 = fdiv float %145, %146
  %148 = fmul float %147, %147
  %149 = fmul float %148, %148
  %150 = fmul float %149, 0x3FCF13C4C0000000
  %151 = fadd float 0x3FD999C260000000, %150
  %152 = fmul float %149, %151
  %153 = fmul float %149, 0x3FD23D3DC0000000
  %154 = fadd float 0x3FE5555540000000, %153
  %155 = fmul float %148, %154
  %156 = fadd float %155, %152
  %157 = fmul float 5.000000e-01, %145
  %158 = fmul float %157, %145
  %159 = sitofp i32 %141 to float
  %160 = fadd float %158, %156
  %161 = fmul float %147, %160
  %162 = fmul float %159, 0x3EE2FEFA20000000
  %163 = fadd float %161, %162
  %164 = fsub float %163, %158
  %165 = fadd float %164, %145
  %166 = fmul float %159, 0x3FE62E3000000000
  %167 = fadd float %165, %166
  %168 = fmul float -2.000000e+00, %167
  %169 = call float @llvm.sqrt.f32(float %168)
  %170 = fpext float %137 to double
  %171 = fmul double %170, 4.000000e+00
  %172 = fadd double %171, 0x4338000000000000
  %173 = fsub double %172, 0x4338000000000000
  %174 = fsub double %171, %173
  %175 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %176 = fmul double %174, %175
  %177 = fmul double %176, %176
  %178 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %179 = fmul double %177, %178
  %180 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %181 = fadd double %180, %179
  %182 = fmul double %177, %181
  %183 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %184 = fadd double %183, %182
  %185 = fmul double %177, %184
  %186 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %187 = fadd double %186, %185
  %188 = fmul double %176, %177
  %189 = fmul double %188, %187
  %190 = fadd double %176, %189
  %191 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %192 = fmul double %177, %191
  %193 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %194 = fadd double %193, %192
  %195 = fmul double %177, %194
  %196 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %197 = fadd double %196, %195
  %198 = fmul double %177, %197
  %199 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %200 = fadd double %199, %198
  %201 = fmul double %177, %177
  %202 = fmul double %201, %200
  %203 = fmul double 5.000000e-01, %177
  %204 = fsub double 1.000000e+00, %203
  %205 = fadd double %204, %202
  %206 = fptrunc double %190 to float
  %207 = fptrunc double %205 to float
  %208 = fneg float %206
  %209 = fneg float %207
  %210 = bitcast double %172 to i64
  %211 = and i64 %210, 1
  %212 = and i64 %210, 2
  %213 = icmp eq i64 %211, 1
  %214 = icmp eq i64 %212, 2
  %215 = select i1 %214, float %208, float %206
  %216 = select i1 %214, float %209, float %207
  %217 = select i1 %213, float %216, float %215
  %218 = select i1 %214, float %209, float %207
  %219 = select i1 %214, float %206, float %208
  %220 = select i1 %213, float %219, float %218
  %221 = fmul float %169, %220
  %222 = fmul float %169, %217
  %223 = lshr i32 %129, 9
  %224 = sitofp i32 %223 to float
  %225 = fadd float %224, 5.000000e-01
  %226 = fmul float %225, 0x3E80000000000000
  %227 = lshr i32 %123, 9
  %228 = sitofp i32 %227 to float
  %229 = fadd float %228, 5.000000e-01
  %230 = fmul float %229, 0x3E80000000000000
  %231 = bitcast float %226 to i32
  %232 = add i32 %231, 4913933
  %233 = lshr i32 %232, 23
  %234 = sub i32 %233, 127
  %235 = and i32 %232, 8388607
  %236 = add i32 %235, 1060439283
  %237 = bitcast i32 %236 to float
  %238 = fsub float %237, 1.000000e+00
  %239 = fadd float 2.000000e+00, %238
  %240 = fdiv float %238, %239
  %241 = fmul float %240, %240
  %242 = fmul float %241, %241
  %243 = fmul float %242, 0x3FCF13C4C0000000
  %244 = fadd float 0x3FD999C260000000, %243
  %245 = fmul float %242, %244
  %246 = fmul float %242, 0x3FD23D3DC0000000
  %247 = fadd float 0x3FE5555540000000, %246
  %248 = fmul float %241, %247
  %249 = fadd float %248, %245
  %250 = fmul float 5.000000e-01, %238
  %251 = fmul float %250, %238
  %252 = sitofp i32 %234 to float
  %253 = fadd float %251, %249
  %254 = fmul float %240, %253
  %255 = fmul float %252, 0x3EE2FEFA20000000
  %256 = fadd float %254, %255
  %257 = fsub float %256, %251
  %258 = fadd float %257, %238
  %259 = fmul float %252, 0x3FE62E3000000000
  %260 = fadd float %258, %259
  %261 = fmul float -2.000000e+00, %260
  %262 = call float @llvm.sqrt.f32(float %261)
  %263 = fpext float %230 to double
  %264 = fmul double %263, 4.000000e+00
  %265 = fadd double %264, 0x4338000000000000
  %266 = fsub double %265, 0x4338000000000000
  %267 = fsub double %264, %266
  %268 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54442d18, align 8
  %269 = fmul double %267, %268
  %270 = fmul double %269, %269
  %271 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %272 = fmul double %270, %271
  %273 = load double, ptr addrspace(4) @tessera_f64_bf2a01a01a01a01a, align 8
  %274 = fadd double %273, %272
  %275 = fmul double %270, %274
  %276 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %277 = fadd double %276, %275
  %278 = fmul double %270, %277
  %279 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555555, align 8
  %280 = fadd double %279, %278
  %281 = fmul double %269, %270
  %282 = fmul double %281, %280
  %283 = fadd double %269, %282
  %284 = load double, ptr addrspace(4) @tessera_f64_be927e4fb7789f5c, align 8
  %285 = fmul double %270, %284
  %286 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %287 = fadd double %286, %285
  %288 = fmul double %270, %287
  %289 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c16c17, align 8
  %290 = fadd double %289, %288
  %291 = fmul double %270, %290
  %292 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %293 = fadd double %292, %291
  %294 = fmul double %270, %270
  %295 = fmul double %294, %293
  %296 = fmul double 5.000000e-01, %270
  %297 = fsub double 1.000000e+00, %296
  %298 = fadd double %297, %295
  %299 = fptrunc double %283 to float
  %300 = fptrunc double %298 to float
  %301 = fneg float %299
  %302 = fneg float %300
  %303 = bitcast double %265 to i64
  %304 = and i64 %303, 1
  %305 = and i64 %303, 2
  %306 = icmp eq i64 %304, 1
  %307 = icmp eq i64 %305, 2
  %308 = select i1 %307, float %301, float %299
  %309 = select i1 %307, float %302, float %300
  %310 = select i1 %306, float %309, float %308
  %311 = select i1 %307, float %302, float %300
  %312 = select i1 %307, float %299, float %301
  %313 = select i1 %306, float %312, float %311
  %314 = fmul float %262, %313
  %315 = fmul float %262, %310
  %quad_first = and i64 %lane, -4
  %316 = mul i64 %quad_lane, 1024
  %317 = add i64 %316, %quad_first
  %318 = getelementptr inbounds float, ptr addrspace(3) @tessera_quad_normals_w1024, i64 %317
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %319 = getelementptr inbounds float, ptr addrspace(3) %318, i64 0
  store float %221, ptr addrspace(3) %319, align 4
  %320 = getelementptr inbounds float, ptr addrspace(3) %318, i64 1
  store float %222, ptr addrspace(3) %320, align 4
  %321 = getelementptr inbounds float, ptr addrspace(3) %318, i64 2
  store float %314, ptr addrspace(3) %321, align 4
  %322 = getelementptr inbounds float, ptr addrspace(3) %318, i64 3
  store float %315, ptr addrspace(3) %322, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br label %quad_draw.done

quad_draw.done:                                   ; preds = %quad_draw.then, %quad_noise.then
  %323 = mul i64 %quad_step, 1
  %quad_unit = add i64 %323, 0
  %324 = getelementptr inbounds float, ptr %quad_normal, i64 0
  %325 = mul i64 %quad_unit, 1024
  %quad_at = add i64 %325, %lane
  %326 = getelementptr inbounds float, ptr addrspace(3) @tessera_quad_normals_w1024, i64 %quad_at
  %327 = load float, ptr addrspace(3) %326, align 4
  store float %327, ptr %324, align 4
  br label %quad_noise.done

noise:                                            ; preds = %quad_noise.done
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %328 = getelementptr inbounds float, ptr %state_regs, i64 0
  %329 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %quad_noise.done
  %feature12 = add i64 %lane, 0
  %valid13 = icmp ult i64 %feature12, %n_features
  %330 = getelementptr inbounds float, ptr %state_regs, i64 0
  %331 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %lane0, label %uniform_sinks.then14, label %uniform_sinks.done15

noise.done:                                       ; preds = %slot.done19, %slot.done11
  %332 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %333 = getelementptr inbounds float, ptr %state_regs, i64 0
  %334 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

slot.then10:                                      ; preds = %uniform_sinks.done
  %335 = load float, ptr %333, align 4
  %336 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature8
  %337 = load float, ptr addrspace(1) %336, align 4
  %338 = fsub float %337, %335
  %339 = fmul float 2.000000e+00, %338
  %340 = fmul float 5.000000e-01, %339
  %341 = fneg float %340
  %342 = fmul float %341, %eta
  %343 = fsub float %335, %342
  %344 = load float, ptr %334, align 4
  %345 = fmul float %344, %17
  %346 = fadd float %343, %345
  %bits = bitcast float %346 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %333, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then14:                             ; preds = %quiet
  br label %uniform_sinks.done15

uniform_sinks.done15:                             ; preds = %uniform_sinks.then14, %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %347 = getelementptr inbounds float, ptr %state_regs, i64 0
  %348 = getelementptr inbounds float, ptr %quad_normal, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

slot.then18:                                      ; preds = %uniform_sinks.done15
  %349 = load float, ptr %347, align 4
  %350 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature16
  %351 = load float, ptr addrspace(1) %350, align 4
  %352 = fsub float %351, %349
  %353 = fmul float 2.000000e+00, %352
  %354 = fmul float 5.000000e-01, %353
  %355 = fneg float %354
  %356 = fmul float %355, %eta
  %357 = fsub float %349, %356
  %358 = fmul float 0.000000e+00, %17
  %359 = fadd float %357, %358
  %bits20 = bitcast float %357 to i32
  %magnitude21 = and i32 %bits20, 2147483647
  %is_nan22 = icmp ugt i32 %magnitude21, 2139095040
  %canonical23 = select i1 %is_nan22, i32 2143289344, i32 %bits20
  store i32 %canonical23, ptr %347, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %uniform_sinks.done15
  br label %noise.done

slot.then26:                                      ; preds = %step.exit
  %360 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature24
  %361 = load float, ptr %10, align 4
  store float %361, ptr addrspace(1) %360, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
  %4 = mul i64 %n_features, 1
  %5 = mul i64 %row, %4
  %6 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %5
  %7 = mul i64 %n_features, 0
  %8 = add i64 %7, 0
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %8
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %645, %noise.done ]
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
  %draw14 = icmp ne i32 %draw_noise, 0
  br i1 %draw14, label %noise15, label %quiet

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

noise15:                                          ; preds = %draw.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %draw.done
  br i1 %lane0, label %uniform_sinks.then16, label %uniform_sinks.done17

noise.done:                                       ; preds = %feature.exit20, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %645 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise15
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise15
  br label %feature.header

feature.header:                                   ; preds = %feature.body, %uniform_sinks.done
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %662, %feature.body ]
  %646 = icmp ult i64 %feature, %n_features
  br i1 %646, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %647 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %648 = load float, ptr addrspace(1) %647, align 4
  %649 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %650 = load float, ptr addrspace(1) %649, align 4
  %651 = fsub float %650, %648
  %652 = fmul float 2.000000e+00, %651
  %653 = fmul float 5.000000e-01, %652
  %654 = fneg float %653
  %655 = fmul float %654, %eta
  %656 = fsub float %648, %655
  %657 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %658 = load float, ptr addrspace(1) %657, align 4
  %659 = fmul float %658, %16
  %660 = fadd float %656, %659
  %661 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %660 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %661, align 4
  %662 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  br label %feature.header18

feature.header18:                                 ; preds = %feature.body19, %uniform_sinks.done17
  %feature21 = phi i64 [ %lane, %uniform_sinks.done17 ], [ %677, %feature.body19 ]
  %663 = icmp ult i64 %feature21, %n_features
  br i1 %663, label %feature.body19, label %feature.exit20

feature.body19:                                   ; preds = %feature.header18
  %664 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature21
  %665 = load float, ptr addrspace(1) %664, align 4
  %666 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature21
  %667 = load float, ptr addrspace(1) %666, align 4
  %668 = fsub float %667, %665
  %669 = fmul float 2.000000e+00, %668
  %670 = fmul float 5.000000e-01, %669
  %671 = fneg float %670
  %672 = fmul float %671, %eta
  %673 = fsub float %665, %672
  %674 = fmul float 0.000000e+00, %16
  %675 = fadd float %673, %674
  %676 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature21
  %bits22 = bitcast float %673 to i32
  %magnitude23 = and i32 %bits22, 2147483647
  %is_nan24 = icmp ugt i32 %magnitude23, 2139095040
  %canonical25 = select i1 %is_nan24, i32 2143289344, i32 %bits22
  store i32 %canonical25, ptr addrspace(1) %676, align 4
  %677 = add i64 %feature21, 256
  br label %feature.header18

feature.exit20:                                   ; preds = %feature.header18
  br label %noise.done
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="512" }
attributes #5 = { nounwind "nvvm.maxntid"="1024" "nvvm.minctasm"="2" }
attributes #6 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!"branch_weights", i32 1, i32 1000}
