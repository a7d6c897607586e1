; ModuleID = 'quadratic'
source_filename = "quadratic.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_f64_3fc39a09d078c69f = internal addrspace(4) externally_initialized constant double 0x3FC39A09D078C69F, align 8
@tessera_f64_3fcc71c51d8e78af = internal addrspace(4) externally_initialized constant double 0x3FCC71C51D8E78AF, align 8
@tessera_f64_3fd999999997fa04 = internal addrspace(4) externally_initialized constant double 0x3FD999999997FA04, align 8
@tessera_f64_3fc2f112df3e5244 = internal addrspace(4) externally_initialized constant double 0x3FC2F112DF3E5244, align 8
@tessera_f64_3fc7466496cb03de = internal addrspace(4) externally_initialized constant double 0x3FC7466496CB03DE, align 8
@tessera_f64_3fd2492494229359 = internal addrspace(4) externally_initialized constant double 0x3FD2492494229359, align 8
@tessera_f64_3fe5555555555593 = internal addrspace(4) externally_initialized constant double 0x3FE5555555555593, align 8
@tessera_f64_3dea39ef35793c76 = internal addrspace(4) externally_initialized constant double 0x3DEA39EF35793C76, align 8
@tessera_f64_3fe62e42fee00000 = internal addrspace(4) externally_initialized constant double 0x3FE62E42FEE00000, align 8
@tessera_f64_401921fb54442d18 = internal addrspace(4) externally_initialized constant double 0x401921FB54442D18, align 8
@tessera_f64_3fe45f306dc9c883 = internal addrspace(4) externally_initialized constant double 0x3FE45F306DC9C883, align 8
@tessera_f64_3ff921fb54400000 = internal addrspace(4) externally_initialized constant double 0x3FF921FB54400000, align 8
@tessera_f64_3dd0b4611a626331 = internal addrspace(4) externally_initialized constant double 0x3DD0B4611A626331, align 8
@tessera_f64_3dd0b4611a600000 = internal addrspace(4) externally_initialized constant double 0x3DD0B4611A600000, align 8
@tessera_f64_3ba3198a2e037073 = internal addrspace(4) externally_initialized constant double 0x3BA3198A2E037073, align 8
@tessera_f64_3efa01a019cb1590 = internal addrspace(4) externally_initialized constant double 0x3EFA01A019CB1590, align 8
@tessera_f64_bf56c16c16c15177 = internal addrspace(4) externally_initialized constant double 0xBF56C16C16C15177, align 8
@tessera_f64_3fa555555555554c = internal addrspace(4) externally_initialized constant double 0x3FA555555555554C, align 8
@tessera_f64_bda8fae9be8838d4 = internal addrspace(4) externally_initialized constant double 0xBDA8FAE9BE8838D4, align 8
@tessera_f64_3e21ee9ebdb4b1c4 = internal addrspace(4) externally_initialized constant double 0x3E21EE9EBDB4B1C4, align 8
@tessera_f64_be927e4f809c52ad = internal addrspace(4) externally_initialized constant double 0xBE927E4F809C52AD, align 8
@tessera_f64_3ec71de357b1fe7d = internal addrspace(4) externally_initialized constant double 0x3EC71DE357B1FE7D, align 8
@tessera_f64_bf2a01a019c161d5 = internal addrspace(4) externally_initialized constant double 0xBF2A01A019C161D5, align 8
@tessera_f64_3f8111111110f8a6 = internal addrspace(4) externally_initialized constant double 0x3F8111111110F8A6, align 8
@tessera_f64_3de5d93a5acfd57c = internal addrspace(4) externally_initialized constant double 0x3DE5D93A5ACFD57C, align 8
@tessera_f64_be5ae5e68a2b9ceb = internal addrspace(4) externally_initialized constant double 0xBE5AE5E68A2B9CEB, align 8
@tessera_f64_bfc5555555555549 = internal addrspace(4) externally_initialized constant double 0xBFC5555555555549, align 8
@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %noise_scale3 = alloca float, align 4
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
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %18, %noise.done ]
  %8 = icmp ult i64 %step, %steps
  br i1 %8, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

anneal.then:                                      ; preds = %step.body
  %10 = load float, ptr %temperature1, align 4
  %11 = fmul float %two_eta, %10
  %12 = fcmp olt float 0.000000e+00, %11
  %13 = call float @llvm.sqrt.f32(float %11)
  %14 = select i1 %12, float %13, float 0.000000e+00
  store float %14, ptr %noise_scale3, align 4
  %t_next = fmul float %10, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %15 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %anneal.done
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %16 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %anneal.done
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then12, label %uniform_sinks.done13

noise.done:                                       ; preds = %slot.done17, %slot.done9
  %18 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %19 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid7, label %slot.then8, label %slot.done9

slot.then8:                                       ; preds = %uniform_sinks.done
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature6
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = fsub float %22, %20
  %24 = fmul float 2.000000e+00, %23
  %25 = fmul float 5.000000e-01, %24
  %26 = fneg float %25
  %27 = fmul float %26, %eta
  %28 = fsub float %20, %27
  %29 = mul i64 %row, %n_features
  %element = add i64 %29, %feature6
  %30 = trunc i64 %key0 to i32
  %31 = lshr i64 %key0, 32
  %32 = trunc i64 %31 to i32
  %33 = trunc i64 %element to i32
  %34 = trunc i64 %key1_step to i32
  %35 = lshr i64 %key1_step, 32
  %36 = trunc i64 %35 to i32
  %37 = lshr i64 %element, 32
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
  %137 = uitofp i32 %134 to double
  %138 = fadd double %137, 5.000000e-01
  %139 = fmul double %138, 0x3DF0000000000000
  %140 = uitofp i32 %132 to double
  %141 = fadd double %140, 5.000000e-01
  %142 = fmul double %141, 0x3DF0000000000000
  %143 = bitcast double %139 to i64
  %144 = lshr i64 %143, 32
  %145 = add i64 %144, 614242
  %146 = lshr i64 %145, 20
  %147 = sub i64 %146, 1023
  %148 = and i64 %145, 1048575
  %149 = add i64 %148, 1072079006
  %150 = shl i64 %149, 32
  %151 = and i64 %143, 4294967295
  %152 = or i64 %150, %151
  %153 = bitcast i64 %152 to double
  %154 = fsub double %153, 1.000000e+00
  %155 = fmul double 5.000000e-01, %154
  %156 = fmul double %155, %154
  %157 = fadd double 2.000000e+00, %154
  %158 = fdiv double %154, %157
  %159 = fmul double %158, %158
  %160 = fmul double %159, %159
  %161 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %162 = fmul double %160, %161
  %163 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %164 = fadd double %163, %162
  %165 = fmul double %160, %164
  %166 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %167 = fadd double %166, %165
  %168 = fmul double %160, %167
  %169 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %170 = fmul double %160, %169
  %171 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %172 = fadd double %171, %170
  %173 = fmul double %160, %172
  %174 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %175 = fadd double %174, %173
  %176 = fmul double %160, %175
  %177 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %178 = fadd double %177, %176
  %179 = fmul double %159, %178
  %180 = fadd double %179, %168
  %181 = sitofp i64 %147 to double
  %182 = fadd double %156, %180
  %183 = fmul double %158, %182
  %184 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %185 = fmul double %181, %184
  %186 = fadd double %183, %185
  %187 = fsub double %186, %156
  %188 = fadd double %187, %154
  %189 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %190 = fmul double %181, %189
  %191 = fadd double %188, %190
  %192 = fmul double -2.000000e+00, %191
  %193 = call double @llvm.sqrt.f64(double %192)
  %194 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %195 = fmul double %194, %142
  %196 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %197 = fmul double %195, %196
  %198 = fadd double %197, 0x4338000000000000
  %199 = bitcast double %198 to i64
  %200 = fsub double %198, 0x4338000000000000
  %201 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %202 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %203 = fmul double %200, %201
  %204 = fsub double %195, %203
  %205 = fmul double %200, %202
  %206 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %207 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %208 = fmul double %200, %206
  %209 = fsub double %204, %208
  %210 = fmul double %200, %207
  %211 = fsub double %204, %209
  %212 = fsub double %211, %208
  %213 = fsub double %210, %212
  %214 = fsub double %204, %205
  %215 = bitcast double %195 to i64
  %216 = lshr i64 %215, 52
  %217 = and i64 %216, 2047
  %218 = bitcast double %214 to i64
  %219 = lshr i64 %218, 52
  %220 = and i64 %219, 2047
  %221 = add i64 %220, 16
  %222 = icmp ult i64 %221, %217
  %223 = select i1 %222, double %209, double %204
  %224 = select i1 %222, double %213, double %205
  %225 = fsub double %223, %224
  %226 = fsub double %223, %225
  %227 = fsub double %226, %224
  %228 = fmul double %225, %225
  %229 = fmul double %228, %228
  %230 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %231 = fmul double %228, %230
  %232 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %233 = fadd double %232, %231
  %234 = fmul double %228, %233
  %235 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %236 = fadd double %235, %234
  %237 = fmul double %228, %236
  %238 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %239 = fmul double %228, %238
  %240 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %241 = fadd double %240, %239
  %242 = fmul double %228, %241
  %243 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %244 = fadd double %243, %242
  %245 = fmul double %229, %229
  %246 = fmul double %245, %244
  %247 = fadd double %237, %246
  %248 = fmul double 5.000000e-01, %228
  %249 = fsub double 1.000000e+00, %248
  %250 = fsub double 1.000000e+00, %249
  %251 = fsub double %250, %248
  %252 = fmul double %228, %247
  %253 = fmul double %225, %227
  %254 = fsub double %252, %253
  %255 = fadd double %251, %254
  %256 = fadd double %249, %255
  %257 = fmul double %225, %225
  %258 = fmul double %257, %257
  %259 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %260 = fmul double %257, %259
  %261 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %262 = fadd double %261, %260
  %263 = fmul double %257, %262
  %264 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %265 = fadd double %264, %263
  %266 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %267 = fmul double %257, %266
  %268 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %269 = fadd double %268, %267
  %270 = fmul double %257, %258
  %271 = fmul double %270, %269
  %272 = fadd double %265, %271
  %273 = fmul double %257, %225
  %274 = fmul double 5.000000e-01, %227
  %275 = fmul double %273, %272
  %276 = fsub double %274, %275
  %277 = fmul double %257, %276
  %278 = fsub double %277, %227
  %279 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %280 = fmul double %273, %279
  %281 = fsub double %278, %280
  %282 = fsub double %225, %281
  %283 = fneg double %256
  %284 = fneg double %282
  %285 = and i64 %199, 1
  %286 = and i64 %199, 2
  %287 = icmp eq i64 %285, 1
  %288 = icmp eq i64 %286, 2
  %289 = select i1 %288, double %283, double %256
  %290 = select i1 %288, double %282, double %284
  %291 = select i1 %287, double %290, double %289
  %292 = fmul double %193, %291
  %293 = fptrunc double %292 to float
  %294 = fmul float %293, %15
  %295 = fadd float %28, %294
  %bits = bitcast float %295 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %19, align 4
  br label %slot.done9

slot.done9:                                       ; preds = %slot.then8, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then12:                             ; preds = %quiet
  br label %uniform_sinks.done13

uniform_sinks.done13:                             ; preds = %uniform_sinks.then12, %quiet
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %296 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %297 = load float, ptr %296, align 4
  %298 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %299 = load float, ptr addrspace(1) %298, align 4
  %300 = fsub float %299, %297
  %301 = fmul float 2.000000e+00, %300
  %302 = fmul float 5.000000e-01, %301
  %303 = fneg float %302
  %304 = fmul float %303, %eta
  %305 = fsub float %297, %304
  %306 = fmul float 0.000000e+00, %15
  %307 = fadd float %305, %306
  %bits18 = bitcast float %305 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %296, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %308 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %309 = load float, ptr %9, align 4
  store float %309, ptr addrspace(1) %308, align 4
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %noise_scale3 = alloca float, align 4
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
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %18, %noise.done ]
  %8 = icmp ult i64 %step, %steps
  br i1 %8, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature22 = add i64 %lane, 0
  %valid23 = icmp ult i64 %feature22, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid23, label %slot.then24, label %slot.done25

anneal.then:                                      ; preds = %step.body
  %10 = load float, ptr %temperature1, align 4
  %11 = fmul float %two_eta, %10
  %12 = fcmp olt float 0.000000e+00, %11
  %13 = call float @llvm.sqrt.f32(float %11)
  %14 = select i1 %12, float %13, float 0.000000e+00
  store float %14, ptr %noise_scale3, align 4
  %t_next = fmul float %10, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %15 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %anneal.done
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %16 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %anneal.done
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then12, label %uniform_sinks.done13

noise.done:                                       ; preds = %slot.done17, %slot.done9
  %18 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %19 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid7, label %slot.then8, label %slot.done9

slot.then8:                                       ; preds = %uniform_sinks.done
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature6
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = fsub float %22, %20
  %24 = fmul float 2.000000e+00, %23
  %25 = fmul float 5.000000e-01, %24
  %26 = fneg float %25
  %27 = fmul float %26, %eta
  %28 = fsub float %20, %27
  %29 = mul i64 %row, %n_features
  %element = add i64 %29, %feature6
  %30 = trunc i64 %key0 to i32
  %31 = lshr i64 %key0, 32
  %32 = trunc i64 %31 to i32
  %33 = trunc i64 %element to i32
  %34 = trunc i64 %key1_step to i32
  %35 = lshr i64 %key1_step, 32
  %36 = trunc i64 %35 to i32
  %37 = lshr i64 %element, 32
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
  %137 = uitofp i32 %134 to double
  %138 = fadd double %137, 5.000000e-01
  %139 = fmul double %138, 0x3DF0000000000000
  %140 = uitofp i32 %132 to double
  %141 = fadd double %140, 5.000000e-01
  %142 = fmul double %141, 0x3DF0000000000000
  %143 = bitcast double %139 to i64
  %144 = lshr i64 %143, 32
  %145 = add i64 %144, 614242
  %146 = lshr i64 %145, 20
  %147 = sub i64 %146, 1023
  %148 = and i64 %145, 1048575
  %149 = add i64 %148, 1072079006
  %150 = shl i64 %149, 32
  %151 = and i64 %143, 4294967295
  %152 = or i64 %150, %151
  %153 = bitcast i64 %152 to double
  %154 = fsub double %153, 1.000000e+00
  %155 = fmul double 5.000000e-01, %154
  %156 = fmul double %155, %154
  %157 = fadd double 2.000000e+00, %154
  %158 = fdiv double %154, %157
  %159 = fmul double %158, %158
  %160 = fmul double %159, %159
  %161 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %162 = fmul double %160, %161
  %163 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %164 = fadd double %163, %162
  %165 = fmul double %160, %164
  %166 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %167 = fadd double %166, %165
  %168 = fmul double %160, %167
  %169 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %170 = fmul double %160, %169
  %171 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %172 = fadd double %171, %170
  %173 = fmul double %160, %172
  %174 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %175 = fadd double %174, %173
  %176 = fmul double %160, %175
  %177 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %178 = fadd double %177, %176
  %179 = fmul double %159, %178
  %180 = fadd double %179, %168
  %181 = sitofp i64 %147 to double
  %182 = fadd double %156, %180
  %183 = fmul double %158, %182
  %184 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %185 = fmul double %181, %184
  %186 = fadd double %183, %185
  %187 = fsub double %186, %156
  %188 = fadd double %187, %154
  %189 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %190 = fmul double %181, %189
  %191 = fadd double %188, %190
  %192 = fmul double -2.000000e+00, %191
  %193 = call double @llvm.sqrt.f64(double %192)
  %194 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %195 = fmul double %194, %142
  %196 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %197 = fmul double %195, %196
  %198 = fadd double %197, 0x4338000000000000
  %199 = bitcast double %198 to i64
  %200 = fsub double %198, 0x4338000000000000
  %201 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %202 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %203 = fmul double %200, %201
  %204 = fsub double %195, %203
  %205 = fmul double %200, %202
  %206 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %207 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %208 = fmul double %200, %206
  %209 = fsub double %204, %208
  %210 = fmul double %200, %207
  %211 = fsub double %204, %209
  %212 = fsub double %211, %208
  %213 = fsub double %210, %212
  %214 = fsub double %204, %205
  %215 = bitcast double %195 to i64
  %216 = lshr i64 %215, 52
  %217 = and i64 %216, 2047
  %218 = bitcast double %214 to i64
  %219 = lshr i64 %218, 52
  %220 = and i64 %219, 2047
  %221 = add i64 %220, 16
  %222 = icmp ult i64 %221, %217
  %223 = select i1 %222, double %209, double %204
  %224 = select i1 %222, double %213, double %205
  %225 = fsub double %223, %224
  %226 = fsub double %223, %225
  %227 = fsub double %226, %224
  %228 = fmul double %225, %225
  %229 = fmul double %228, %228
  %230 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %231 = fmul double %228, %230
  %232 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %233 = fadd double %232, %231
  %234 = fmul double %228, %233
  %235 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %236 = fadd double %235, %234
  %237 = fmul double %228, %236
  %238 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %239 = fmul double %228, %238
  %240 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %241 = fadd double %240, %239
  %242 = fmul double %228, %241
  %243 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %244 = fadd double %243, %242
  %245 = fmul double %229, %229
  %246 = fmul double %245, %244
  %247 = fadd double %237, %246
  %248 = fmul double 5.000000e-01, %228
  %249 = fsub double 1.000000e+00, %248
  %250 = fsub double 1.000000e+00, %249
  %251 = fsub double %250, %248
  %252 = fmul double %228, %247
  %253 = fmul double %225, %227
  %254 = fsub double %252, %253
  %255 = fadd double %251, %254
  %256 = fadd double %249, %255
  %257 = fmul double %225, %225
  %258 = fmul double %257, %257
  %259 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %260 = fmul double %257, %259
  %261 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %262 = fadd double %261, %260
  %263 = fmul double %257, %262
  %264 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %265 = fadd double %264, %263
  %266 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %267 = fmul double %257, %266
  %268 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %269 = fadd double %268, %267
  %270 = fmul double %257, %258
  %271 = fmul double %270, %269
  %272 = fadd double %265, %271
  %273 = fmul double %257, %225
  %274 = fmul double 5.000000e-01, %227
  %275 = fmul double %273, %272
  %276 = fsub double %274, %275
  %277 = fmul double %257, %276
  %278 = fsub double %277, %227
  %279 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %280 = fmul double %273, %279
  %281 = fsub double %278, %280
  %282 = fsub double %225, %281
  %283 = fneg double %256
  %284 = fneg double %282
  %285 = and i64 %199, 1
  %286 = and i64 %199, 2
  %287 = icmp eq i64 %285, 1
  %288 = icmp eq i64 %286, 2
  %289 = select i1 %288, double %283, double %256
  %290 = select i1 %288, double %282, double %284
  %291 = select i1 %287, double %290, double %289
  %292 = fmul double %193, %291
  %293 = fptrunc double %292 to float
  %294 = fmul float %293, %15
  %295 = fadd float %28, %294
  %bits = bitcast float %295 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %19, align 4
  br label %slot.done9

slot.done9:                                       ; preds = %slot.then8, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then12:                             ; preds = %quiet
  br label %uniform_sinks.done13

uniform_sinks.done13:                             ; preds = %uniform_sinks.then12, %quiet
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %296 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %297 = load float, ptr %296, align 4
  %298 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %299 = load float, ptr addrspace(1) %298, align 4
  %300 = fsub float %299, %297
  %301 = fmul float 2.000000e+00, %300
  %302 = fmul float 5.000000e-01, %301
  %303 = fneg float %302
  %304 = fmul float %303, %eta
  %305 = fsub float %297, %304
  %306 = fmul float 0.000000e+00, %15
  %307 = fadd float %305, %306
  %bits18 = bitcast float %305 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %296, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %308 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %309 = load float, ptr %9, align 4
  store float %309, ptr addrspace(1) %308, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_quadratic_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %293, %noise.done ]
  %13 = icmp ult i64 %step, %steps
  br i1 %13, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br label %row.done

anneal.then:                                      ; preds = %step.body
  %14 = load float, ptr %temperature1, align 4
  %15 = fmul float %two_eta, %14
  %16 = fcmp olt float 0.000000e+00, %15
  %17 = call float @llvm.sqrt.f32(float %15)
  %18 = select i1 %16, float %17, float 0.000000e+00
  store float %18, ptr %noise_scale3, align 4
  %t_next = fmul float %14, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %19 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %draw.then, label %draw.done

draw.then:                                        ; preds = %anneal.done
  %first_element = mul i64 %row, %n_features
  br label %philox.header

draw.done:                                        ; preds = %noise.exit, %anneal.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

philox.header:                                    ; preds = %philox.body, %draw.then
  %philox = phi i64 [ %lane, %draw.then ], [ %130, %philox.body ]
  %20 = icmp ult i64 %philox, %n_features
  br i1 %20, label %philox.body, label %philox.exit

philox.body:                                      ; preds = %philox.header
  %element = add i64 %first_element, %philox
  %21 = trunc i64 %key0 to i32
  %22 = lshr i64 %key0, 32
  %23 = trunc i64 %22 to i32
  %24 = trunc i64 %element to i32
  %25 = trunc i64 %key1_step to i32
  %26 = lshr i64 %key1_step, 32
  %27 = trunc i64 %26 to i32
  %28 = lshr i64 %element, 32
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
  %128 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %philox
  store i32 %125, ptr addrspace(1) %128, align 4, !alias.scope !1, !noalias !4
  %129 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %philox
  store i32 %123, ptr addrspace(1) %129, align 4, !alias.scope !4, !noalias !1
  %130 = add i64 %philox, 256
  br label %philox.header

philox.exit:                                      ; preds = %philox.header
  br label %noise.header

noise.header:                                     ; preds = %noise.body, %philox.exit
  %noise = phi i64 [ %lane, %philox.exit ], [ %292, %noise.body ]
  %131 = icmp ult i64 %noise, %n_features
  br i1 %131, label %noise.body, label %noise.exit

noise.body:                                       ; preds = %noise.header
  %132 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %noise
  %w0 = load i32, ptr addrspace(1) %132, align 4, !alias.scope !1, !noalias !4
  %133 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %noise
  %w1 = load i32, ptr addrspace(1) %133, align 4, !alias.scope !4, !noalias !1
  %134 = uitofp i32 %w0 to double
  %135 = fadd double %134, 5.000000e-01
  %136 = fmul double %135, 0x3DF0000000000000
  %137 = uitofp i32 %w1 to double
  %138 = fadd double %137, 5.000000e-01
  %139 = fmul double %138, 0x3DF0000000000000
  %140 = bitcast double %136 to i64
  %141 = lshr i64 %140, 32
  %142 = add i64 %141, 614242
  %143 = lshr i64 %142, 20
  %144 = sub i64 %143, 1023
  %145 = and i64 %142, 1048575
  %146 = add i64 %145, 1072079006
  %147 = shl i64 %146, 32
  %148 = and i64 %140, 4294967295
  %149 = or i64 %147, %148
  %150 = bitcast i64 %149 to double
  %151 = fsub double %150, 1.000000e+00
  %152 = fmul double 5.000000e-01, %151
  %153 = fmul double %152, %151
  %154 = fadd double 2.000000e+00, %151
  %155 = fdiv double %151, %154
  %156 = fmul double %155, %155
  %157 = fmul double %156, %156
  %158 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %159 = fmul double %157, %158
  %160 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %161 = fadd double %160, %159
  %162 = fmul double %157, %161
  %163 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %164 = fadd double %163, %162
  %165 = fmul double %157, %164
  %166 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %167 = fmul double %157, %166
  %168 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %169 = fadd double %168, %167
  %170 = fmul double %157, %169
  %171 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %172 = fadd double %171, %170
  %173 = fmul double %157, %172
  %174 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %175 = fadd double %174, %173
  %176 = fmul double %156, %175
  %177 = fadd double %176, %165
  %178 = sitofp i64 %144 to double
  %179 = fadd double %153, %177
  %180 = fmul double %155, %179
  %181 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %182 = fmul double %178, %181
  %183 = fadd double %180, %182
  %184 = fsub double %183, %153
  %185 = fadd double %184, %151
  %186 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %187 = fmul double %178, %186
  %188 = fadd double %185, %187
  %189 = fmul double -2.000000e+00, %188
  %190 = call double @llvm.sqrt.f64(double %189)
  %191 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %192 = fmul double %191, %139
  %193 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %194 = fmul double %192, %193
  %195 = fadd double %194, 0x4338000000000000
  %196 = bitcast double %195 to i64
  %197 = fsub double %195, 0x4338000000000000
  %198 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %199 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %200 = fmul double %197, %198
  %201 = fsub double %192, %200
  %202 = fmul double %197, %199
  %203 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %204 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %205 = fmul double %197, %203
  %206 = fsub double %201, %205
  %207 = fmul double %197, %204
  %208 = fsub double %201, %206
  %209 = fsub double %208, %205
  %210 = fsub double %207, %209
  %211 = fsub double %201, %202
  %212 = bitcast double %192 to i64
  %213 = lshr i64 %212, 52
  %214 = and i64 %213, 2047
  %215 = bitcast double %211 to i64
  %216 = lshr i64 %215, 52
  %217 = and i64 %216, 2047
  %218 = add i64 %217, 16
  %219 = icmp ult i64 %218, %214
  %220 = select i1 %219, double %206, double %201
  %221 = select i1 %219, double %210, double %202
  %222 = fsub double %220, %221
  %223 = fsub double %220, %222
  %224 = fsub double %223, %221
  %225 = fmul double %222, %222
  %226 = fmul double %225, %225
  %227 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %228 = fmul double %225, %227
  %229 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %230 = fadd double %229, %228
  %231 = fmul double %225, %230
  %232 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %233 = fadd double %232, %231
  %234 = fmul double %225, %233
  %235 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %236 = fmul double %225, %235
  %237 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %238 = fadd double %237, %236
  %239 = fmul double %225, %238
  %240 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %241 = fadd double %240, %239
  %242 = fmul double %226, %226
  %243 = fmul double %242, %241
  %244 = fadd double %234, %243
  %245 = fmul double 5.000000e-01, %225
  %246 = fsub double 1.000000e+00, %245
  %247 = fsub double 1.000000e+00, %246
  %248 = fsub double %247, %245
  %249 = fmul double %225, %244
  %250 = fmul double %222, %224
  %251 = fsub double %249, %250
  %252 = fadd double %248, %251
  %253 = fadd double %246, %252
  %254 = fmul double %222, %222
  %255 = fmul double %254, %254
  %256 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %257 = fmul double %254, %256
  %258 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %259 = fadd double %258, %257
  %260 = fmul double %254, %259
  %261 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %262 = fadd double %261, %260
  %263 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %264 = fmul double %254, %263
  %265 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %266 = fadd double %265, %264
  %267 = fmul double %254, %255
  %268 = fmul double %267, %266
  %269 = fadd double %262, %268
  %270 = fmul double %254, %222
  %271 = fmul double 5.000000e-01, %224
  %272 = fmul double %270, %269
  %273 = fsub double %271, %272
  %274 = fmul double %254, %273
  %275 = fsub double %274, %224
  %276 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %277 = fmul double %270, %276
  %278 = fsub double %275, %277
  %279 = fsub double %222, %278
  %280 = fneg double %253
  %281 = fneg double %279
  %282 = and i64 %196, 1
  %283 = and i64 %196, 2
  %284 = icmp eq i64 %282, 1
  %285 = icmp eq i64 %283, 2
  %286 = select i1 %285, double %280, double %253
  %287 = select i1 %285, double %279, double %281
  %288 = select i1 %284, double %287, double %286
  %289 = fmul double %190, %288
  %290 = fptrunc double %289 to float
  %291 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %noise
  store float %290, ptr addrspace(1) %291, align 4, !alias.scope !1, !noalias !4
  %292 = add i64 %noise, 256
  br label %noise.header

noise.exit:                                       ; preds = %noise.header
  br label %draw.done

noise5:                                           ; preds = %draw.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %draw.done
  br i1 %lane0, label %uniform_sinks.then6, label %uniform_sinks.done7

noise.done:                                       ; preds = %feature.exit10, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %293 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header

feature.header:                                   ; preds = %feature.body, %uniform_sinks.done
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %310, %feature.body ]
  %294 = icmp ult i64 %feature, %n_features
  br i1 %294, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %295 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %296 = load float, ptr addrspace(1) %295, align 4
  %297 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %298 = load float, ptr addrspace(1) %297, align 4
  %299 = fsub float %298, %296
  %300 = fmul float 2.000000e+00, %299
  %301 = fmul float 5.000000e-01, %300
  %302 = fneg float %301
  %303 = fmul float %302, %eta
  %304 = fsub float %296, %303
  %305 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %306 = load float, ptr addrspace(1) %305, align 4
  %307 = fmul float %306, %19
  %308 = fadd float %304, %307
  %309 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %308 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %309, align 4
  %310 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then6:                              ; preds = %quiet
  br label %uniform_sinks.done7

uniform_sinks.done7:                              ; preds = %uniform_sinks.then6, %quiet
  br label %feature.header8

feature.header8:                                  ; preds = %feature.body9, %uniform_sinks.done7
  %feature11 = phi i64 [ %lane, %uniform_sinks.done7 ], [ %325, %feature.body9 ]
  %311 = icmp ult i64 %feature11, %n_features
  br i1 %311, label %feature.body9, label %feature.exit10

feature.body9:                                    ; preds = %feature.header8
  %312 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %313 = load float, ptr addrspace(1) %312, align 4
  %314 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %315 = load float, ptr addrspace(1) %314, align 4
  %316 = fsub float %315, %313
  %317 = fmul float 2.000000e+00, %316
  %318 = fmul float 5.000000e-01, %317
  %319 = fneg float %318
  %320 = fmul float %319, %eta
  %321 = fsub float %313, %320
  %322 = fmul float 0.000000e+00, %19
  %323 = fadd float %321, %322
  %324 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %bits12 = bitcast float %321 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %324, align 4
  %325 = add i64 %feature11, 256
  br label %feature.header8

feature.exit10:                                   ; preds = %feature.header8
  br label %noise.done
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #5

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "nvvm.maxntid"="512" }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }
attributes #5 = { convergent nocallback nounwind }

!0 = !{!"branch_weights", i32 1, i32 1000}
!1 = !{!2}
!2 = distinct !{!2, !3}
!3 = distinct !{!3}
!4 = !{!5}
!5 = distinct !{!5, !3}
