; ModuleID = 'huber'
source_filename = "huber.toml"
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
define ptx_kernel void @tessera_huber_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %23 = fsub float %20, %22
  %24 = bitcast float %23 to i32
  %25 = and i32 %24, 2147483647
  %26 = bitcast i32 %25 to float
  %27 = fcmp ole float %26, 1.000000e+00
  %28 = select i1 %27, float 1.000000e+00, float 0.000000e+00
  %29 = fcmp une float %28, 0.000000e+00
  %30 = select i1 %29, float 1.000000e+00, float 0.000000e+00
  %31 = fmul float %30, 5.000000e-01
  %32 = fmul float 2.000000e+00, %23
  %33 = fmul float %31, %32
  %34 = fcmp une float %28, 0.000000e+00
  %35 = select i1 %34, float 0.000000e+00, float 1.000000e+00
  %36 = fcmp olt float 0.000000e+00, %23
  %37 = fcmp olt float %23, 0.000000e+00
  %38 = select i1 %37, float -1.000000e+00, float %23
  %39 = select i1 %36, float 1.000000e+00, float %38
  %40 = fmul float %35, %39
  %41 = fadd float %33, %40
  %42 = fmul float %41, %eta
  %43 = fsub float %20, %42
  %44 = mul i64 %row, %n_features
  %element = add i64 %44, %feature6
  %45 = trunc i64 %key0 to i32
  %46 = lshr i64 %key0, 32
  %47 = trunc i64 %46 to i32
  %48 = trunc i64 %element to i32
  %49 = trunc i64 %key1_step to i32
  %50 = lshr i64 %key1_step, 32
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %element, 32
  %53 = trunc i64 %52 to i32
  %54 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %48)
  %55 = mul i32 -766435501, %48
  %56 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %51)
  %57 = mul i32 -845247145, %51
  %58 = xor i32 %56, %49
  %59 = xor i32 %58, %45
  %60 = xor i32 %54, %53
  %61 = xor i32 %60, %47
  %62 = add i32 %45, -1640531527
  %63 = add i32 %47, -1150833019
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
  %142 = add i32 %132, -1640531527
  %143 = add i32 %133, -1150833019
  %144 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %139)
  %145 = mul i32 -766435501, %139
  %146 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %141)
  %147 = mul i32 -845247145, %141
  %148 = xor i32 %146, %137
  %149 = xor i32 %148, %142
  %150 = xor i32 %144, %135
  %151 = xor i32 %150, %143
  %152 = uitofp i32 %149 to double
  %153 = fadd double %152, 5.000000e-01
  %154 = fmul double %153, 0x3DF0000000000000
  %155 = uitofp i32 %147 to double
  %156 = fadd double %155, 5.000000e-01
  %157 = fmul double %156, 0x3DF0000000000000
  %158 = bitcast double %154 to i64
  %159 = lshr i64 %158, 32
  %160 = add i64 %159, 614242
  %161 = lshr i64 %160, 20
  %162 = sub i64 %161, 1023
  %163 = and i64 %160, 1048575
  %164 = add i64 %163, 1072079006
  %165 = shl i64 %164, 32
  %166 = and i64 %158, 4294967295
  %167 = or i64 %165, %166
  %168 = bitcast i64 %167 to double
  %169 = fsub double %168, 1.000000e+00
  %170 = fmul double 5.000000e-01, %169
  %171 = fmul double %170, %169
  %172 = fadd double 2.000000e+00, %169
  %173 = fdiv double %169, %172
  %174 = fmul double %173, %173
  %175 = fmul double %174, %174
  %176 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %177 = fmul double %175, %176
  %178 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %179 = fadd double %178, %177
  %180 = fmul double %175, %179
  %181 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %182 = fadd double %181, %180
  %183 = fmul double %175, %182
  %184 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %185 = fmul double %175, %184
  %186 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %187 = fadd double %186, %185
  %188 = fmul double %175, %187
  %189 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %190 = fadd double %189, %188
  %191 = fmul double %175, %190
  %192 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %193 = fadd double %192, %191
  %194 = fmul double %174, %193
  %195 = fadd double %194, %183
  %196 = sitofp i64 %162 to double
  %197 = fadd double %171, %195
  %198 = fmul double %173, %197
  %199 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %200 = fmul double %196, %199
  %201 = fadd double %198, %200
  %202 = fsub double %201, %171
  %203 = fadd double %202, %169
  %204 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %205 = fmul double %196, %204
  %206 = fadd double %203, %205
  %207 = fmul double -2.000000e+00, %206
  %208 = call double @llvm.sqrt.f64(double %207)
  %209 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %210 = fmul double %209, %157
  %211 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %212 = fmul double %210, %211
  %213 = fadd double %212, 0x4338000000000000
  %214 = bitcast double %213 to i64
  %215 = fsub double %213, 0x4338000000000000
  %216 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %217 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %218 = fmul double %215, %216
  %219 = fsub double %210, %218
  %220 = fmul double %215, %217
  %221 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %222 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %223 = fmul double %215, %221
  %224 = fsub double %219, %223
  %225 = fmul double %215, %222
  %226 = fsub double %219, %224
  %227 = fsub double %226, %223
  %228 = fsub double %225, %227
  %229 = fsub double %219, %220
  %230 = bitcast double %210 to i64
  %231 = lshr i64 %230, 52
  %232 = and i64 %231, 2047
  %233 = bitcast double %229 to i64
  %234 = lshr i64 %233, 52
  %235 = and i64 %234, 2047
  %236 = add i64 %235, 16
  %237 = icmp ult i64 %236, %232
  %238 = select i1 %237, double %224, double %219
  %239 = select i1 %237, double %228, double %220
  %240 = fsub double %238, %239
  %241 = fsub double %238, %240
  %242 = fsub double %241, %239
  %243 = fmul double %240, %240
  %244 = fmul double %243, %243
  %245 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %246 = fmul double %243, %245
  %247 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %248 = fadd double %247, %246
  %249 = fmul double %243, %248
  %250 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %251 = fadd double %250, %249
  %252 = fmul double %243, %251
  %253 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %254 = fmul double %243, %253
  %255 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %256 = fadd double %255, %254
  %257 = fmul double %243, %256
  %258 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %259 = fadd double %258, %257
  %260 = fmul double %244, %244
  %261 = fmul double %260, %259
  %262 = fadd double %252, %261
  %263 = fmul double 5.000000e-01, %243
  %264 = fsub double 1.000000e+00, %263
  %265 = fsub double 1.000000e+00, %264
  %266 = fsub double %265, %263
  %267 = fmul double %243, %262
  %268 = fmul double %240, %242
  %269 = fsub double %267, %268
  %270 = fadd double %266, %269
  %271 = fadd double %264, %270
  %272 = fmul double %240, %240
  %273 = fmul double %272, %272
  %274 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %275 = fmul double %272, %274
  %276 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %277 = fadd double %276, %275
  %278 = fmul double %272, %277
  %279 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %280 = fadd double %279, %278
  %281 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %282 = fmul double %272, %281
  %283 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %284 = fadd double %283, %282
  %285 = fmul double %272, %273
  %286 = fmul double %285, %284
  %287 = fadd double %280, %286
  %288 = fmul double %272, %240
  %289 = fmul double 5.000000e-01, %242
  %290 = fmul double %288, %287
  %291 = fsub double %289, %290
  %292 = fmul double %272, %291
  %293 = fsub double %292, %242
  %294 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %295 = fmul double %288, %294
  %296 = fsub double %293, %295
  %297 = fsub double %240, %296
  %298 = fneg double %271
  %299 = fneg double %297
  %300 = and i64 %214, 1
  %301 = and i64 %214, 2
  %302 = icmp eq i64 %300, 1
  %303 = icmp eq i64 %301, 2
  %304 = select i1 %303, double %298, double %271
  %305 = select i1 %303, double %297, double %299
  %306 = select i1 %302, double %305, double %304
  %307 = fmul double %208, %306
  %308 = fptrunc double %307 to float
  %309 = fmul float %308, %15
  %310 = fadd float %43, %309
  %bits = bitcast float %310 to i32
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
  %311 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %312 = load float, ptr %311, align 4
  %313 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %314 = load float, ptr addrspace(1) %313, align 4
  %315 = fsub float %312, %314
  %316 = bitcast float %315 to i32
  %317 = and i32 %316, 2147483647
  %318 = bitcast i32 %317 to float
  %319 = fcmp ole float %318, 1.000000e+00
  %320 = select i1 %319, float 1.000000e+00, float 0.000000e+00
  %321 = fcmp une float %320, 0.000000e+00
  %322 = select i1 %321, float 1.000000e+00, float 0.000000e+00
  %323 = fmul float %322, 5.000000e-01
  %324 = fmul float 2.000000e+00, %315
  %325 = fmul float %323, %324
  %326 = fcmp une float %320, 0.000000e+00
  %327 = select i1 %326, float 0.000000e+00, float 1.000000e+00
  %328 = fcmp olt float 0.000000e+00, %315
  %329 = fcmp olt float %315, 0.000000e+00
  %330 = select i1 %329, float -1.000000e+00, float %315
  %331 = select i1 %328, float 1.000000e+00, float %330
  %332 = fmul float %327, %331
  %333 = fadd float %325, %332
  %334 = fmul float %333, %eta
  %335 = fsub float %312, %334
  %336 = fmul float 0.000000e+00, %15
  %337 = fadd float %335, %336
  %bits18 = bitcast float %335 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %311, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %338 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %339 = load float, ptr %9, align 4
  store float %339, ptr addrspace(1) %338, align 4
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
define ptx_kernel void @tessera_huber_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
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
  %23 = fsub float %20, %22
  %24 = bitcast float %23 to i32
  %25 = and i32 %24, 2147483647
  %26 = bitcast i32 %25 to float
  %27 = fcmp ole float %26, 1.000000e+00
  %28 = select i1 %27, float 1.000000e+00, float 0.000000e+00
  %29 = fcmp une float %28, 0.000000e+00
  %30 = select i1 %29, float 1.000000e+00, float 0.000000e+00
  %31 = fmul float %30, 5.000000e-01
  %32 = fmul float 2.000000e+00, %23
  %33 = fmul float %31, %32
  %34 = fcmp une float %28, 0.000000e+00
  %35 = select i1 %34, float 0.000000e+00, float 1.000000e+00
  %36 = fcmp olt float 0.000000e+00, %23
  %37 = fcmp olt float %23, 0.000000e+00
  %38 = select i1 %37, float -1.000000e+00, float %23
  %39 = select i1 %36, float 1.000000e+00, float %38
  %40 = fmul float %35, %39
  %41 = fadd float %33, %40
  %42 = fmul float %41, %eta
  %43 = fsub float %20, %42
  %44 = mul i64 %row, %n_features
  %element = add i64 %44, %feature6
  %45 = trunc i64 %key0 to i32
  %46 = lshr i64 %key0, 32
  %47 = trunc i64 %46 to i32
  %48 = trunc i64 %element to i32
  %49 = trunc i64 %key1_step to i32
  %50 = lshr i64 %key1_step, 32
  %51 = trunc i64 %50 to i32
  %52 = lshr i64 %element, 32
  %53 = trunc i64 %52 to i32
  %54 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %48)
  %55 = mul i32 -766435501, %48
  %56 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %51)
  %57 = mul i32 -845247145, %51
  %58 = xor i32 %56, %49
  %59 = xor i32 %58, %45
  %60 = xor i32 %54, %53
  %61 = xor i32 %60, %47
  %62 = add i32 %45, -1640531527
  %63 = add i32 %47, -1150833019
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
  %142 = add i32 %132, -1640531527
  %143 = add i32 %133, -1150833019
  %144 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %139)
  %145 = mul i32 -766435501, %139
  %146 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %141)
  %147 = mul i32 -845247145, %141
  %148 = xor i32 %146, %137
  %149 = xor i32 %148, %142
  %150 = xor i32 %144, %135
  %151 = xor i32 %150, %143
  %152 = uitofp i32 %149 to double
  %153 = fadd double %152, 5.000000e-01
  %154 = fmul double %153, 0x3DF0000000000000
  %155 = uitofp i32 %147 to double
  %156 = fadd double %155, 5.000000e-01
  %157 = fmul double %156, 0x3DF0000000000000
  %158 = bitcast double %154 to i64
  %159 = lshr i64 %158, 32
  %160 = add i64 %159, 614242
  %161 = lshr i64 %160, 20
  %162 = sub i64 %161, 1023
  %163 = and i64 %160, 1048575
  %164 = add i64 %163, 1072079006
  %165 = shl i64 %164, 32
  %166 = and i64 %158, 4294967295
  %167 = or i64 %165, %166
  %168 = bitcast i64 %167 to double
  %169 = fsub double %168, 1.000000e+00
  %170 = fmul double 5.000000e-01, %169
  %171 = fmul double %170, %169
  %172 = fadd double 2.000000e+00, %169
  %173 = fdiv double %169, %172
  %174 = fmul double %173, %173
  %175 = fmul double %174, %174
  %176 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %177 = fmul double %175, %176
  %178 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %179 = fadd double %178, %177
  %180 = fmul double %175, %179
  %181 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %182 = fadd double %181, %180
  %183 = fmul double %175, %182
  %184 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %185 = fmul double %175, %184
  %186 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %187 = fadd double %186, %185
  %188 = fmul double %175, %187
  %189 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %190 = fadd double %189, %188
  %191 = fmul double %175, %190
  %192 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %193 = fadd double %192, %191
  %194 = fmul double %174, %193
  %195 = fadd double %194, %183
  %196 = sitofp i64 %162 to double
  %197 = fadd double %171, %195
  %198 = fmul double %173, %197
  %199 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %200 = fmul double %196, %199
  %201 = fadd double %198, %200
  %202 = fsub double %201, %171
  %203 = fadd double %202, %169
  %204 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %205 = fmul double %196, %204
  %206 = fadd double %203, %205
  %207 = fmul double -2.000000e+00, %206
  %208 = call double @llvm.sqrt.f64(double %207)
  %209 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %210 = fmul double %209, %157
  %211 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %212 = fmul double %210, %211
  %213 = fadd double %212, 0x4338000000000000
  %214 = bitcast double %213 to i64
  %215 = fsub double %213, 0x4338000000000000
  %216 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %217 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %218 = fmul double %215, %216
  %219 = fsub double %210, %218
  %220 = fmul double %215, %217
  %221 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %222 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %223 = fmul double %215, %221
  %224 = fsub double %219, %223
  %225 = fmul double %215, %222
  %226 = fsub double %219, %224
  %227 = fsub double %226, %223
  %228 = fsub double %225, %227
  %229 = fsub double %219, %220
  %230 = bitcast double %210 to i64
  %231 = lshr i64 %230, 52
  %232 = and i64 %231, 2047
  %233 = bitcast double %229 to i64
  %234 = lshr i64 %233, 52
  %235 = and i64 %234, 2047
  %236 = add i64 %235, 16
  %237 = icmp ult i64 %236, %232
  %238 = select i1 %237, double %224, double %219
  %239 = select i1 %237, double %228, double %220
  %240 = fsub double %238, %239
  %241 = fsub double %238, %240
  %242 = fsub double %241, %239
  %243 = fmul double %240, %240
  %244 = fmul double %243, %243
  %245 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %246 = fmul double %243, %245
  %247 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %248 = fadd double %247, %246
  %249 = fmul double %243, %248
  %250 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %251 = fadd double %250, %249
  %252 = fmul double %243, %251
  %253 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %254 = fmul double %243, %253
  %255 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %256 = fadd double %255, %254
  %257 = fmul double %243, %256
  %258 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %259 = fadd double %258, %257
  %260 = fmul double %244, %244
  %261 = fmul double %260, %259
  %262 = fadd double %252, %261
  %263 = fmul double 5.000000e-01, %243
  %264 = fsub double 1.000000e+00, %263
  %265 = fsub double 1.000000e+00, %264
  %266 = fsub double %265, %263
  %267 = fmul double %243, %262
  %268 = fmul double %240, %242
  %269 = fsub double %267, %268
  %270 = fadd double %266, %269
  %271 = fadd double %264, %270
  %272 = fmul double %240, %240
  %273 = fmul double %272, %272
  %274 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %275 = fmul double %272, %274
  %276 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %277 = fadd double %276, %275
  %278 = fmul double %272, %277
  %279 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %280 = fadd double %279, %278
  %281 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %282 = fmul double %272, %281
  %283 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %284 = fadd double %283, %282
  %285 = fmul double %272, %273
  %286 = fmul double %285, %284
  %287 = fadd double %280, %286
  %288 = fmul double %272, %240
  %289 = fmul double 5.000000e-01, %242
  %290 = fmul double %288, %287
  %291 = fsub double %289, %290
  %292 = fmul double %272, %291
  %293 = fsub double %292, %242
  %294 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %295 = fmul double %288, %294
  %296 = fsub double %293, %295
  %297 = fsub double %240, %296
  %298 = fneg double %271
  %299 = fneg double %297
  %300 = and i64 %214, 1
  %301 = and i64 %214, 2
  %302 = icmp eq i64 %300, 1
  %303 = icmp eq i64 %301, 2
  %304 = select i1 %303, double %298, double %271
  %305 = select i1 %303, double %297, double %299
  %306 = select i1 %302, double %305, double %304
  %307 = fmul double %208, %306
  %308 = fptrunc double %307 to float
  %309 = fmul float %308, %15
  %310 = fadd float %43, %309
  %bits = bitcast float %310 to i32
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
  %311 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %312 = load float, ptr %311, align 4
  %313 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %314 = load float, ptr addrspace(1) %313, align 4
  %315 = fsub float %312, %314
  %316 = bitcast float %315 to i32
  %317 = and i32 %316, 2147483647
  %318 = bitcast i32 %317 to float
  %319 = fcmp ole float %318, 1.000000e+00
  %320 = select i1 %319, float 1.000000e+00, float 0.000000e+00
  %321 = fcmp une float %320, 0.000000e+00
  %322 = select i1 %321, float 1.000000e+00, float 0.000000e+00
  %323 = fmul float %322, 5.000000e-01
  %324 = fmul float 2.000000e+00, %315
  %325 = fmul float %323, %324
  %326 = fcmp une float %320, 0.000000e+00
  %327 = select i1 %326, float 0.000000e+00, float 1.000000e+00
  %328 = fcmp olt float 0.000000e+00, %315
  %329 = fcmp olt float %315, 0.000000e+00
  %330 = select i1 %329, float -1.000000e+00, float %315
  %331 = select i1 %328, float 1.000000e+00, float %330
  %332 = fmul float %327, %331
  %333 = fadd float %325, %332
  %334 = fmul float %333, %eta
  %335 = fsub float %312, %334
  %336 = fmul float 0.000000e+00, %15
  %337 = fadd float %335, %336
  %bits18 = bitcast float %335 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %311, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %338 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %339 = load float, ptr %9, align 4
  store float %339, ptr addrspace(1) %338, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_huber_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %325, %feature.body ]
  %294 = icmp ult i64 %feature, %n_features
  br i1 %294, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %295 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %296 = load float, ptr addrspace(1) %295, align 4
  %297 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %298 = load float, ptr addrspace(1) %297, align 4
  %299 = fsub float %296, %298
  %300 = bitcast float %299 to i32
  %301 = and i32 %300, 2147483647
  %302 = bitcast i32 %301 to float
  %303 = fcmp ole float %302, 1.000000e+00
  %304 = select i1 %303, float 1.000000e+00, float 0.000000e+00
  %305 = fcmp une float %304, 0.000000e+00
  %306 = select i1 %305, float 1.000000e+00, float 0.000000e+00
  %307 = fmul float %306, 5.000000e-01
  %308 = fmul float 2.000000e+00, %299
  %309 = fmul float %307, %308
  %310 = fcmp une float %304, 0.000000e+00
  %311 = select i1 %310, float 0.000000e+00, float 1.000000e+00
  %312 = fcmp olt float 0.000000e+00, %299
  %313 = fcmp olt float %299, 0.000000e+00
  %314 = select i1 %313, float -1.000000e+00, float %299
  %315 = select i1 %312, float 1.000000e+00, float %314
  %316 = fmul float %311, %315
  %317 = fadd float %309, %316
  %318 = fmul float %317, %eta
  %319 = fsub float %296, %318
  %320 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = fmul float %321, %19
  %323 = fadd float %319, %322
  %324 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %323 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %324, align 4
  %325 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then6:                              ; preds = %quiet
  br label %uniform_sinks.done7

uniform_sinks.done7:                              ; preds = %uniform_sinks.then6, %quiet
  br label %feature.header8

feature.header8:                                  ; preds = %feature.body9, %uniform_sinks.done7
  %feature11 = phi i64 [ %lane, %uniform_sinks.done7 ], [ %355, %feature.body9 ]
  %326 = icmp ult i64 %feature11, %n_features
  br i1 %326, label %feature.body9, label %feature.exit10

feature.body9:                                    ; preds = %feature.header8
  %327 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %328 = load float, ptr addrspace(1) %327, align 4
  %329 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = fsub float %328, %330
  %332 = bitcast float %331 to i32
  %333 = and i32 %332, 2147483647
  %334 = bitcast i32 %333 to float
  %335 = fcmp ole float %334, 1.000000e+00
  %336 = select i1 %335, float 1.000000e+00, float 0.000000e+00
  %337 = fcmp une float %336, 0.000000e+00
  %338 = select i1 %337, float 1.000000e+00, float 0.000000e+00
  %339 = fmul float %338, 5.000000e-01
  %340 = fmul float 2.000000e+00, %331
  %341 = fmul float %339, %340
  %342 = fcmp une float %336, 0.000000e+00
  %343 = select i1 %342, float 0.000000e+00, float 1.000000e+00
  %344 = fcmp olt float 0.000000e+00, %331
  %345 = fcmp olt float %331, 0.000000e+00
  %346 = select i1 %345, float -1.000000e+00, float %331
  %347 = select i1 %344, float 1.000000e+00, float %346
  %348 = fmul float %343, %347
  %349 = fadd float %341, %348
  %350 = fmul float %349, %eta
  %351 = fsub float %328, %350
  %352 = fmul float 0.000000e+00, %19
  %353 = fadd float %351, %352
  %354 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %bits12 = bitcast float %351 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %354, align 4
  %355 = add i64 %feature11, 256
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
