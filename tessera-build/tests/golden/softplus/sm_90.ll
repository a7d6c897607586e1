; ModuleID = 'softplus'
source_filename = "softplus.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_f64_3ff71547652b82fe = internal addrspace(4) externally_initialized constant double 0x3FF71547652B82FE, align 8
@tessera_f64_3fe62e42fee00000 = internal addrspace(4) externally_initialized constant double 0x3FE62E42FEE00000, align 8
@tessera_f64_3dea39ef35793c76 = internal addrspace(4) externally_initialized constant double 0x3DEA39EF35793C76, align 8
@tessera_f64_3de6124613a86d09 = internal addrspace(4) externally_initialized constant double 0x3DE6124613A86D09, align 8
@tessera_f64_3e21eed8eff8d898 = internal addrspace(4) externally_initialized constant double 0x3E21EED8EFF8D898, align 8
@tessera_f64_3e5ae64567f544e4 = internal addrspace(4) externally_initialized constant double 0x3E5AE64567F544E4, align 8
@tessera_f64_3e927e4fb7789f5c = internal addrspace(4) externally_initialized constant double 0x3E927E4FB7789F5C, align 8
@tessera_f64_3ec71de3a556c734 = internal addrspace(4) externally_initialized constant double 0x3EC71DE3A556C734, align 8
@tessera_f64_3efa01a01a01a01a = internal addrspace(4) externally_initialized constant double 0x3EFA01A01A01A01A, align 8
@tessera_f64_3f2a01a01a01a01a = internal addrspace(4) externally_initialized constant double 0x3F2A01A01A01A01A, align 8
@tessera_f64_3f56c16c16c16c17 = internal addrspace(4) externally_initialized constant double 0x3F56C16C16C16C17, align 8
@tessera_f64_3f81111111111111 = internal addrspace(4) externally_initialized constant double 0x3F81111111111111, align 8
@tessera_f64_3fa5555555555555 = internal addrspace(4) externally_initialized constant double 0x3FA5555555555555, align 8
@tessera_f64_3fc5555555555555 = internal addrspace(4) externally_initialized constant double 0x3FC5555555555555, align 8
@tessera_f64_3fc39a09d078c69f = internal addrspace(4) externally_initialized constant double 0x3FC39A09D078C69F, align 8
@tessera_f64_3fcc71c51d8e78af = internal addrspace(4) externally_initialized constant double 0x3FCC71C51D8E78AF, align 8
@tessera_f64_3fd999999997fa04 = internal addrspace(4) externally_initialized constant double 0x3FD999999997FA04, align 8
@tessera_f64_3fc2f112df3e5244 = internal addrspace(4) externally_initialized constant double 0x3FC2F112DF3E5244, align 8
@tessera_f64_3fc7466496cb03de = internal addrspace(4) externally_initialized constant double 0x3FC7466496CB03DE, align 8
@tessera_f64_3fd2492494229359 = internal addrspace(4) externally_initialized constant double 0x3FD2492494229359, align 8
@tessera_f64_3fe5555555555593 = internal addrspace(4) externally_initialized constant double 0x3FE5555555555593, align 8
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
define ptx_kernel void @tessera_softplus_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %24 = fpext float %23 to double
  %25 = fneg double %24
  %26 = fcmp olt double 1.200000e+02, %25
  %27 = select i1 %26, double 1.200000e+02, double %25
  %28 = fcmp olt double %27, -1.200000e+02
  %29 = select i1 %28, double -1.200000e+02, double %27
  %30 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %31 = fmul double %29, %30
  %32 = fadd double %31, 0x4338000000000000
  %33 = fsub double %32, 0x4338000000000000
  %34 = bitcast double %32 to i64
  %35 = sub i64 %34, 4843621399236968448
  %36 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %37 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %38 = fmul double %33, %36
  %39 = fsub double %29, %38
  %40 = fmul double %33, %37
  %41 = fsub double %39, %40
  %42 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %43 = fmul double %41, %42
  %44 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %45 = fadd double %44, %43
  %46 = fmul double %41, %45
  %47 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %48 = fadd double %47, %46
  %49 = fmul double %41, %48
  %50 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %51 = fadd double %50, %49
  %52 = fmul double %41, %51
  %53 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %54 = fadd double %53, %52
  %55 = fmul double %41, %54
  %56 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %57 = fadd double %56, %55
  %58 = fmul double %41, %57
  %59 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %60 = fadd double %59, %58
  %61 = fmul double %41, %60
  %62 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %63 = fadd double %62, %61
  %64 = fmul double %41, %63
  %65 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %66 = fadd double %65, %64
  %67 = fmul double %41, %66
  %68 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %69 = fadd double %68, %67
  %70 = fmul double %41, %69
  %71 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %72 = fadd double %71, %70
  %73 = fmul double %41, %72
  %74 = fadd double 5.000000e-01, %73
  %75 = fmul double %41, %74
  %76 = fadd double 1.000000e+00, %75
  %77 = fmul double %41, %76
  %78 = add i64 %35, 1023
  %79 = shl i64 %78, 52
  %80 = bitcast i64 %79 to double
  %81 = fadd double 1.000000e+00, %77
  %82 = fmul double %80, %81
  %83 = fadd double 1.000000e+00, %82
  %84 = fdiv double 1.000000e+00, %83
  %85 = fptrunc double %84 to float
  %86 = fcmp uno float %23, %23
  %87 = select i1 %86, float 0x7FF8000000000000, float %85
  %88 = fmul float %87, %eta
  %89 = fsub float %20, %88
  %90 = mul i64 %row, %n_features
  %element = add i64 %90, %feature6
  %91 = trunc i64 %key0 to i32
  %92 = lshr i64 %key0, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %element to i32
  %95 = trunc i64 %key1_step to i32
  %96 = lshr i64 %key1_step, 32
  %97 = trunc i64 %96 to i32
  %98 = lshr i64 %element, 32
  %99 = trunc i64 %98 to i32
  %100 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %94)
  %101 = mul i32 -766435501, %94
  %102 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %97)
  %103 = mul i32 -845247145, %97
  %104 = xor i32 %102, %95
  %105 = xor i32 %104, %91
  %106 = xor i32 %100, %99
  %107 = xor i32 %106, %93
  %108 = add i32 %91, -1640531527
  %109 = add i32 %93, -1150833019
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
  %128 = add i32 %118, -1640531527
  %129 = add i32 %119, -1150833019
  %130 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %125)
  %131 = mul i32 -766435501, %125
  %132 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %127)
  %133 = mul i32 -845247145, %127
  %134 = xor i32 %132, %123
  %135 = xor i32 %134, %128
  %136 = xor i32 %130, %121
  %137 = xor i32 %136, %129
  %138 = add i32 %128, -1640531527
  %139 = add i32 %129, -1150833019
  %140 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %135)
  %141 = mul i32 -766435501, %135
  %142 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %137)
  %143 = mul i32 -845247145, %137
  %144 = xor i32 %142, %133
  %145 = xor i32 %144, %138
  %146 = xor i32 %140, %131
  %147 = xor i32 %146, %139
  %148 = add i32 %138, -1640531527
  %149 = add i32 %139, -1150833019
  %150 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %145)
  %151 = mul i32 -766435501, %145
  %152 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %147)
  %153 = mul i32 -845247145, %147
  %154 = xor i32 %152, %143
  %155 = xor i32 %154, %148
  %156 = xor i32 %150, %141
  %157 = xor i32 %156, %149
  %158 = add i32 %148, -1640531527
  %159 = add i32 %149, -1150833019
  %160 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %155)
  %161 = mul i32 -766435501, %155
  %162 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %157)
  %163 = mul i32 -845247145, %157
  %164 = xor i32 %162, %153
  %165 = xor i32 %164, %158
  %166 = xor i32 %160, %151
  %167 = xor i32 %166, %159
  %168 = add i32 %158, -1640531527
  %169 = add i32 %159, -1150833019
  %170 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %165)
  %171 = mul i32 -766435501, %165
  %172 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %167)
  %173 = mul i32 -845247145, %167
  %174 = xor i32 %172, %163
  %175 = xor i32 %174, %168
  %176 = xor i32 %170, %161
  %177 = xor i32 %176, %169
  %178 = add i32 %168, -1640531527
  %179 = add i32 %169, -1150833019
  %180 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %175)
  %181 = mul i32 -766435501, %175
  %182 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %177)
  %183 = mul i32 -845247145, %177
  %184 = xor i32 %182, %173
  %185 = xor i32 %184, %178
  %186 = xor i32 %180, %171
  %187 = xor i32 %186, %179
  %188 = add i32 %178, -1640531527
  %189 = add i32 %179, -1150833019
  %190 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %185)
  %191 = mul i32 -766435501, %185
  %192 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %187)
  %193 = mul i32 -845247145, %187
  %194 = xor i32 %192, %183
  %195 = xor i32 %194, %188
  %196 = xor i32 %190, %181
  %197 = xor i32 %196, %189
  %198 = uitofp i32 %195 to double
  %199 = fadd double %198, 5.000000e-01
  %200 = fmul double %199, 0x3DF0000000000000
  %201 = uitofp i32 %193 to double
  %202 = fadd double %201, 5.000000e-01
  %203 = fmul double %202, 0x3DF0000000000000
  %204 = bitcast double %200 to i64
  %205 = lshr i64 %204, 32
  %206 = add i64 %205, 614242
  %207 = lshr i64 %206, 20
  %208 = sub i64 %207, 1023
  %209 = and i64 %206, 1048575
  %210 = add i64 %209, 1072079006
  %211 = shl i64 %210, 32
  %212 = and i64 %204, 4294967295
  %213 = or i64 %211, %212
  %214 = bitcast i64 %213 to double
  %215 = fsub double %214, 1.000000e+00
  %216 = fmul double 5.000000e-01, %215
  %217 = fmul double %216, %215
  %218 = fadd double 2.000000e+00, %215
  %219 = fdiv double %215, %218
  %220 = fmul double %219, %219
  %221 = fmul double %220, %220
  %222 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %223 = fmul double %221, %222
  %224 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %225 = fadd double %224, %223
  %226 = fmul double %221, %225
  %227 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %228 = fadd double %227, %226
  %229 = fmul double %221, %228
  %230 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %231 = fmul double %221, %230
  %232 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %233 = fadd double %232, %231
  %234 = fmul double %221, %233
  %235 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %236 = fadd double %235, %234
  %237 = fmul double %221, %236
  %238 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %239 = fadd double %238, %237
  %240 = fmul double %220, %239
  %241 = fadd double %240, %229
  %242 = sitofp i64 %208 to double
  %243 = fadd double %217, %241
  %244 = fmul double %219, %243
  %245 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %246 = fmul double %242, %245
  %247 = fadd double %244, %246
  %248 = fsub double %247, %217
  %249 = fadd double %248, %215
  %250 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %251 = fmul double %242, %250
  %252 = fadd double %249, %251
  %253 = fmul double -2.000000e+00, %252
  %254 = call double @llvm.sqrt.f64(double %253)
  %255 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %256 = fmul double %255, %203
  %257 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %258 = fmul double %256, %257
  %259 = fadd double %258, 0x4338000000000000
  %260 = bitcast double %259 to i64
  %261 = fsub double %259, 0x4338000000000000
  %262 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %263 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %264 = fmul double %261, %262
  %265 = fsub double %256, %264
  %266 = fmul double %261, %263
  %267 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %268 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %269 = fmul double %261, %267
  %270 = fsub double %265, %269
  %271 = fmul double %261, %268
  %272 = fsub double %265, %270
  %273 = fsub double %272, %269
  %274 = fsub double %271, %273
  %275 = fsub double %265, %266
  %276 = bitcast double %256 to i64
  %277 = lshr i64 %276, 52
  %278 = and i64 %277, 2047
  %279 = bitcast double %275 to i64
  %280 = lshr i64 %279, 52
  %281 = and i64 %280, 2047
  %282 = add i64 %281, 16
  %283 = icmp ult i64 %282, %278
  %284 = select i1 %283, double %270, double %265
  %285 = select i1 %283, double %274, double %266
  %286 = fsub double %284, %285
  %287 = fsub double %284, %286
  %288 = fsub double %287, %285
  %289 = fmul double %286, %286
  %290 = fmul double %289, %289
  %291 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %292 = fmul double %289, %291
  %293 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %294 = fadd double %293, %292
  %295 = fmul double %289, %294
  %296 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %297 = fadd double %296, %295
  %298 = fmul double %289, %297
  %299 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %300 = fmul double %289, %299
  %301 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %302 = fadd double %301, %300
  %303 = fmul double %289, %302
  %304 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %305 = fadd double %304, %303
  %306 = fmul double %290, %290
  %307 = fmul double %306, %305
  %308 = fadd double %298, %307
  %309 = fmul double 5.000000e-01, %289
  %310 = fsub double 1.000000e+00, %309
  %311 = fsub double 1.000000e+00, %310
  %312 = fsub double %311, %309
  %313 = fmul double %289, %308
  %314 = fmul double %286, %288
  %315 = fsub double %313, %314
  %316 = fadd double %312, %315
  %317 = fadd double %310, %316
  %318 = fmul double %286, %286
  %319 = fmul double %318, %318
  %320 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %321 = fmul double %318, %320
  %322 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %323 = fadd double %322, %321
  %324 = fmul double %318, %323
  %325 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %326 = fadd double %325, %324
  %327 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %328 = fmul double %318, %327
  %329 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %330 = fadd double %329, %328
  %331 = fmul double %318, %319
  %332 = fmul double %331, %330
  %333 = fadd double %326, %332
  %334 = fmul double %318, %286
  %335 = fmul double 5.000000e-01, %288
  %336 = fmul double %334, %333
  %337 = fsub double %335, %336
  %338 = fmul double %318, %337
  %339 = fsub double %338, %288
  %340 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %341 = fmul double %334, %340
  %342 = fsub double %339, %341
  %343 = fsub double %286, %342
  %344 = fneg double %317
  %345 = fneg double %343
  %346 = and i64 %260, 1
  %347 = and i64 %260, 2
  %348 = icmp eq i64 %346, 1
  %349 = icmp eq i64 %347, 2
  %350 = select i1 %349, double %344, double %317
  %351 = select i1 %349, double %343, double %345
  %352 = select i1 %348, double %351, double %350
  %353 = fmul double %254, %352
  %354 = fptrunc double %353 to float
  %355 = fmul float %354, %15
  %356 = fadd float %89, %355
  %bits = bitcast float %356 to i32
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
  %357 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %358 = load float, ptr %357, align 4
  %359 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %360 = load float, ptr addrspace(1) %359, align 4
  %361 = fsub float %358, %360
  %362 = fpext float %361 to double
  %363 = fneg double %362
  %364 = fcmp olt double 1.200000e+02, %363
  %365 = select i1 %364, double 1.200000e+02, double %363
  %366 = fcmp olt double %365, -1.200000e+02
  %367 = select i1 %366, double -1.200000e+02, double %365
  %368 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %369 = fmul double %367, %368
  %370 = fadd double %369, 0x4338000000000000
  %371 = fsub double %370, 0x4338000000000000
  %372 = bitcast double %370 to i64
  %373 = sub i64 %372, 4843621399236968448
  %374 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %375 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %376 = fmul double %371, %374
  %377 = fsub double %367, %376
  %378 = fmul double %371, %375
  %379 = fsub double %377, %378
  %380 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %381 = fmul double %379, %380
  %382 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %383 = fadd double %382, %381
  %384 = fmul double %379, %383
  %385 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %386 = fadd double %385, %384
  %387 = fmul double %379, %386
  %388 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %389 = fadd double %388, %387
  %390 = fmul double %379, %389
  %391 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %392 = fadd double %391, %390
  %393 = fmul double %379, %392
  %394 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %395 = fadd double %394, %393
  %396 = fmul double %379, %395
  %397 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %398 = fadd double %397, %396
  %399 = fmul double %379, %398
  %400 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %401 = fadd double %400, %399
  %402 = fmul double %379, %401
  %403 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %404 = fadd double %403, %402
  %405 = fmul double %379, %404
  %406 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %407 = fadd double %406, %405
  %408 = fmul double %379, %407
  %409 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %410 = fadd double %409, %408
  %411 = fmul double %379, %410
  %412 = fadd double 5.000000e-01, %411
  %413 = fmul double %379, %412
  %414 = fadd double 1.000000e+00, %413
  %415 = fmul double %379, %414
  %416 = add i64 %373, 1023
  %417 = shl i64 %416, 52
  %418 = bitcast i64 %417 to double
  %419 = fadd double 1.000000e+00, %415
  %420 = fmul double %418, %419
  %421 = fadd double 1.000000e+00, %420
  %422 = fdiv double 1.000000e+00, %421
  %423 = fptrunc double %422 to float
  %424 = fcmp uno float %361, %361
  %425 = select i1 %424, float 0x7FF8000000000000, float %423
  %426 = fmul float %425, %eta
  %427 = fsub float %358, %426
  %428 = fmul float 0.000000e+00, %15
  %429 = fadd float %427, %428
  %bits18 = bitcast float %427 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %357, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %430 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %431 = load float, ptr %9, align 4
  store float %431, ptr addrspace(1) %430, align 4
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
define ptx_kernel void @tessera_softplus_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
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
  %24 = fpext float %23 to double
  %25 = fneg double %24
  %26 = fcmp olt double 1.200000e+02, %25
  %27 = select i1 %26, double 1.200000e+02, double %25
  %28 = fcmp olt double %27, -1.200000e+02
  %29 = select i1 %28, double -1.200000e+02, double %27
  %30 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %31 = fmul double %29, %30
  %32 = fadd double %31, 0x4338000000000000
  %33 = fsub double %32, 0x4338000000000000
  %34 = bitcast double %32 to i64
  %35 = sub i64 %34, 4843621399236968448
  %36 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %37 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %38 = fmul double %33, %36
  %39 = fsub double %29, %38
  %40 = fmul double %33, %37
  %41 = fsub double %39, %40
  %42 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %43 = fmul double %41, %42
  %44 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %45 = fadd double %44, %43
  %46 = fmul double %41, %45
  %47 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %48 = fadd double %47, %46
  %49 = fmul double %41, %48
  %50 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %51 = fadd double %50, %49
  %52 = fmul double %41, %51
  %53 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %54 = fadd double %53, %52
  %55 = fmul double %41, %54
  %56 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %57 = fadd double %56, %55
  %58 = fmul double %41, %57
  %59 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %60 = fadd double %59, %58
  %61 = fmul double %41, %60
  %62 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %63 = fadd double %62, %61
  %64 = fmul double %41, %63
  %65 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %66 = fadd double %65, %64
  %67 = fmul double %41, %66
  %68 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %69 = fadd double %68, %67
  %70 = fmul double %41, %69
  %71 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %72 = fadd double %71, %70
  %73 = fmul double %41, %72
  %74 = fadd double 5.000000e-01, %73
  %75 = fmul double %41, %74
  %76 = fadd double 1.000000e+00, %75
  %77 = fmul double %41, %76
  %78 = add i64 %35, 1023
  %79 = shl i64 %78, 52
  %80 = bitcast i64 %79 to double
  %81 = fadd double 1.000000e+00, %77
  %82 = fmul double %80, %81
  %83 = fadd double 1.000000e+00, %82
  %84 = fdiv double 1.000000e+00, %83
  %85 = fptrunc double %84 to float
  %86 = fcmp uno float %23, %23
  %87 = select i1 %86, float 0x7FF8000000000000, float %85
  %88 = fmul float %87, %eta
  %89 = fsub float %20, %88
  %90 = mul i64 %row, %n_features
  %element = add i64 %90, %feature6
  %91 = trunc i64 %key0 to i32
  %92 = lshr i64 %key0, 32
  %93 = trunc i64 %92 to i32
  %94 = trunc i64 %element to i32
  %95 = trunc i64 %key1_step to i32
  %96 = lshr i64 %key1_step, 32
  %97 = trunc i64 %96 to i32
  %98 = lshr i64 %element, 32
  %99 = trunc i64 %98 to i32
  %100 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %94)
  %101 = mul i32 -766435501, %94
  %102 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %97)
  %103 = mul i32 -845247145, %97
  %104 = xor i32 %102, %95
  %105 = xor i32 %104, %91
  %106 = xor i32 %100, %99
  %107 = xor i32 %106, %93
  %108 = add i32 %91, -1640531527
  %109 = add i32 %93, -1150833019
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
  %128 = add i32 %118, -1640531527
  %129 = add i32 %119, -1150833019
  %130 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %125)
  %131 = mul i32 -766435501, %125
  %132 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %127)
  %133 = mul i32 -845247145, %127
  %134 = xor i32 %132, %123
  %135 = xor i32 %134, %128
  %136 = xor i32 %130, %121
  %137 = xor i32 %136, %129
  %138 = add i32 %128, -1640531527
  %139 = add i32 %129, -1150833019
  %140 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %135)
  %141 = mul i32 -766435501, %135
  %142 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %137)
  %143 = mul i32 -845247145, %137
  %144 = xor i32 %142, %133
  %145 = xor i32 %144, %138
  %146 = xor i32 %140, %131
  %147 = xor i32 %146, %139
  %148 = add i32 %138, -1640531527
  %149 = add i32 %139, -1150833019
  %150 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %145)
  %151 = mul i32 -766435501, %145
  %152 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %147)
  %153 = mul i32 -845247145, %147
  %154 = xor i32 %152, %143
  %155 = xor i32 %154, %148
  %156 = xor i32 %150, %141
  %157 = xor i32 %156, %149
  %158 = add i32 %148, -1640531527
  %159 = add i32 %149, -1150833019
  %160 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %155)
  %161 = mul i32 -766435501, %155
  %162 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %157)
  %163 = mul i32 -845247145, %157
  %164 = xor i32 %162, %153
  %165 = xor i32 %164, %158
  %166 = xor i32 %160, %151
  %167 = xor i32 %166, %159
  %168 = add i32 %158, -1640531527
  %169 = add i32 %159, -1150833019
  %170 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %165)
  %171 = mul i32 -766435501, %165
  %172 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %167)
  %173 = mul i32 -845247145, %167
  %174 = xor i32 %172, %163
  %175 = xor i32 %174, %168
  %176 = xor i32 %170, %161
  %177 = xor i32 %176, %169
  %178 = add i32 %168, -1640531527
  %179 = add i32 %169, -1150833019
  %180 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %175)
  %181 = mul i32 -766435501, %175
  %182 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %177)
  %183 = mul i32 -845247145, %177
  %184 = xor i32 %182, %173
  %185 = xor i32 %184, %178
  %186 = xor i32 %180, %171
  %187 = xor i32 %186, %179
  %188 = add i32 %178, -1640531527
  %189 = add i32 %179, -1150833019
  %190 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %185)
  %191 = mul i32 -766435501, %185
  %192 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %187)
  %193 = mul i32 -845247145, %187
  %194 = xor i32 %192, %183
  %195 = xor i32 %194, %188
  %196 = xor i32 %190, %181
  %197 = xor i32 %196, %189
  %198 = uitofp i32 %195 to double
  %199 = fadd double %198, 5.000000e-01
  %200 = fmul double %199, 0x3DF0000000000000
  %201 = uitofp i32 %193 to double
  %202 = fadd double %201, 5.000000e-01
  %203 = fmul double %202, 0x3DF0000000000000
  %204 = bitcast double %200 to i64
  %205 = lshr i64 %204, 32
  %206 = add i64 %205, 614242
  %207 = lshr i64 %206, 20
  %208 = sub i64 %207, 1023
  %209 = and i64 %206, 1048575
  %210 = add i64 %209, 1072079006
  %211 = shl i64 %210, 32
  %212 = and i64 %204, 4294967295
  %213 = or i64 %211, %212
  %214 = bitcast i64 %213 to double
  %215 = fsub double %214, 1.000000e+00
  %216 = fmul double 5.000000e-01, %215
  %217 = fmul double %216, %215
  %218 = fadd double 2.000000e+00, %215
  %219 = fdiv double %215, %218
  %220 = fmul double %219, %219
  %221 = fmul double %220, %220
  %222 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %223 = fmul double %221, %222
  %224 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %225 = fadd double %224, %223
  %226 = fmul double %221, %225
  %227 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %228 = fadd double %227, %226
  %229 = fmul double %221, %228
  %230 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %231 = fmul double %221, %230
  %232 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %233 = fadd double %232, %231
  %234 = fmul double %221, %233
  %235 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %236 = fadd double %235, %234
  %237 = fmul double %221, %236
  %238 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %239 = fadd double %238, %237
  %240 = fmul double %220, %239
  %241 = fadd double %240, %229
  %242 = sitofp i64 %208 to double
  %243 = fadd double %217, %241
  %244 = fmul double %219, %243
  %245 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %246 = fmul double %242, %245
  %247 = fadd double %244, %246
  %248 = fsub double %247, %217
  %249 = fadd double %248, %215
  %250 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %251 = fmul double %242, %250
  %252 = fadd double %249, %251
  %253 = fmul double -2.000000e+00, %252
  %254 = call double @llvm.sqrt.f64(double %253)
  %255 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %256 = fmul double %255, %203
  %257 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %258 = fmul double %256, %257
  %259 = fadd double %258, 0x4338000000000000
  %260 = bitcast double %259 to i64
  %261 = fsub double %259, 0x4338000000000000
  %262 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %263 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %264 = fmul double %261, %262
  %265 = fsub double %256, %264
  %266 = fmul double %261, %263
  %267 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %268 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %269 = fmul double %261, %267
  %270 = fsub double %265, %269
  %271 = fmul double %261, %268
  %272 = fsub double %265, %270
  %273 = fsub double %272, %269
  %274 = fsub double %271, %273
  %275 = fsub double %265, %266
  %276 = bitcast double %256 to i64
  %277 = lshr i64 %276, 52
  %278 = and i64 %277, 2047
  %279 = bitcast double %275 to i64
  %280 = lshr i64 %279, 52
  %281 = and i64 %280, 2047
  %282 = add i64 %281, 16
  %283 = icmp ult i64 %282, %278
  %284 = select i1 %283, double %270, double %265
  %285 = select i1 %283, double %274, double %266
  %286 = fsub double %284, %285
  %287 = fsub double %284, %286
  %288 = fsub double %287, %285
  %289 = fmul double %286, %286
  %290 = fmul double %289, %289
  %291 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %292 = fmul double %289, %291
  %293 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %294 = fadd double %293, %292
  %295 = fmul double %289, %294
  %296 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %297 = fadd double %296, %295
  %298 = fmul double %289, %297
  %299 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %300 = fmul double %289, %299
  %301 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %302 = fadd double %301, %300
  %303 = fmul double %289, %302
  %304 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %305 = fadd double %304, %303
  %306 = fmul double %290, %290
  %307 = fmul double %306, %305
  %308 = fadd double %298, %307
  %309 = fmul double 5.000000e-01, %289
  %310 = fsub double 1.000000e+00, %309
  %311 = fsub double 1.000000e+00, %310
  %312 = fsub double %311, %309
  %313 = fmul double %289, %308
  %314 = fmul double %286, %288
  %315 = fsub double %313, %314
  %316 = fadd double %312, %315
  %317 = fadd double %310, %316
  %318 = fmul double %286, %286
  %319 = fmul double %318, %318
  %320 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %321 = fmul double %318, %320
  %322 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %323 = fadd double %322, %321
  %324 = fmul double %318, %323
  %325 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %326 = fadd double %325, %324
  %327 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %328 = fmul double %318, %327
  %329 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %330 = fadd double %329, %328
  %331 = fmul double %318, %319
  %332 = fmul double %331, %330
  %333 = fadd double %326, %332
  %334 = fmul double %318, %286
  %335 = fmul double 5.000000e-01, %288
  %336 = fmul double %334, %333
  %337 = fsub double %335, %336
  %338 = fmul double %318, %337
  %339 = fsub double %338, %288
  %340 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %341 = fmul double %334, %340
  %342 = fsub double %339, %341
  %343 = fsub double %286, %342
  %344 = fneg double %317
  %345 = fneg double %343
  %346 = and i64 %260, 1
  %347 = and i64 %260, 2
  %348 = icmp eq i64 %346, 1
  %349 = icmp eq i64 %347, 2
  %350 = select i1 %349, double %344, double %317
  %351 = select i1 %349, double %343, double %345
  %352 = select i1 %348, double %351, double %350
  %353 = fmul double %254, %352
  %354 = fptrunc double %353 to float
  %355 = fmul float %354, %15
  %356 = fadd float %89, %355
  %bits = bitcast float %356 to i32
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
  %357 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid15, label %slot.then16, label %slot.done17

slot.then16:                                      ; preds = %uniform_sinks.done13
  %358 = load float, ptr %357, align 4
  %359 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature14
  %360 = load float, ptr addrspace(1) %359, align 4
  %361 = fsub float %358, %360
  %362 = fpext float %361 to double
  %363 = fneg double %362
  %364 = fcmp olt double 1.200000e+02, %363
  %365 = select i1 %364, double 1.200000e+02, double %363
  %366 = fcmp olt double %365, -1.200000e+02
  %367 = select i1 %366, double -1.200000e+02, double %365
  %368 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %369 = fmul double %367, %368
  %370 = fadd double %369, 0x4338000000000000
  %371 = fsub double %370, 0x4338000000000000
  %372 = bitcast double %370 to i64
  %373 = sub i64 %372, 4843621399236968448
  %374 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %375 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %376 = fmul double %371, %374
  %377 = fsub double %367, %376
  %378 = fmul double %371, %375
  %379 = fsub double %377, %378
  %380 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %381 = fmul double %379, %380
  %382 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %383 = fadd double %382, %381
  %384 = fmul double %379, %383
  %385 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %386 = fadd double %385, %384
  %387 = fmul double %379, %386
  %388 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %389 = fadd double %388, %387
  %390 = fmul double %379, %389
  %391 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %392 = fadd double %391, %390
  %393 = fmul double %379, %392
  %394 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %395 = fadd double %394, %393
  %396 = fmul double %379, %395
  %397 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %398 = fadd double %397, %396
  %399 = fmul double %379, %398
  %400 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %401 = fadd double %400, %399
  %402 = fmul double %379, %401
  %403 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %404 = fadd double %403, %402
  %405 = fmul double %379, %404
  %406 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %407 = fadd double %406, %405
  %408 = fmul double %379, %407
  %409 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %410 = fadd double %409, %408
  %411 = fmul double %379, %410
  %412 = fadd double 5.000000e-01, %411
  %413 = fmul double %379, %412
  %414 = fadd double 1.000000e+00, %413
  %415 = fmul double %379, %414
  %416 = add i64 %373, 1023
  %417 = shl i64 %416, 52
  %418 = bitcast i64 %417 to double
  %419 = fadd double 1.000000e+00, %415
  %420 = fmul double %418, %419
  %421 = fadd double 1.000000e+00, %420
  %422 = fdiv double 1.000000e+00, %421
  %423 = fptrunc double %422 to float
  %424 = fcmp uno float %361, %361
  %425 = select i1 %424, float 0x7FF8000000000000, float %423
  %426 = fmul float %425, %eta
  %427 = fsub float %358, %426
  %428 = fmul float 0.000000e+00, %15
  %429 = fadd float %427, %428
  %bits18 = bitcast float %427 to i32
  %magnitude19 = and i32 %bits18, 2147483647
  %is_nan20 = icmp ugt i32 %magnitude19, 2139095040
  %canonical21 = select i1 %is_nan20, i32 2143289344, i32 %bits18
  store i32 %canonical21, ptr %357, align 4
  br label %slot.done17

slot.done17:                                      ; preds = %slot.then16, %uniform_sinks.done13
  br label %noise.done

slot.then24:                                      ; preds = %step.exit
  %430 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature22
  %431 = load float, ptr %9, align 4
  store float %431, ptr addrspace(1) %430, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_softplus_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %371, %feature.body ]
  %294 = icmp ult i64 %feature, %n_features
  br i1 %294, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %295 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %296 = load float, ptr addrspace(1) %295, align 4
  %297 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %298 = load float, ptr addrspace(1) %297, align 4
  %299 = fsub float %296, %298
  %300 = fpext float %299 to double
  %301 = fneg double %300
  %302 = fcmp olt double 1.200000e+02, %301
  %303 = select i1 %302, double 1.200000e+02, double %301
  %304 = fcmp olt double %303, -1.200000e+02
  %305 = select i1 %304, double -1.200000e+02, double %303
  %306 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %307 = fmul double %305, %306
  %308 = fadd double %307, 0x4338000000000000
  %309 = fsub double %308, 0x4338000000000000
  %310 = bitcast double %308 to i64
  %311 = sub i64 %310, 4843621399236968448
  %312 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %313 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %314 = fmul double %309, %312
  %315 = fsub double %305, %314
  %316 = fmul double %309, %313
  %317 = fsub double %315, %316
  %318 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %319 = fmul double %317, %318
  %320 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %321 = fadd double %320, %319
  %322 = fmul double %317, %321
  %323 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %324 = fadd double %323, %322
  %325 = fmul double %317, %324
  %326 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %327 = fadd double %326, %325
  %328 = fmul double %317, %327
  %329 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %330 = fadd double %329, %328
  %331 = fmul double %317, %330
  %332 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %333 = fadd double %332, %331
  %334 = fmul double %317, %333
  %335 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %336 = fadd double %335, %334
  %337 = fmul double %317, %336
  %338 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %339 = fadd double %338, %337
  %340 = fmul double %317, %339
  %341 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %342 = fadd double %341, %340
  %343 = fmul double %317, %342
  %344 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %345 = fadd double %344, %343
  %346 = fmul double %317, %345
  %347 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %348 = fadd double %347, %346
  %349 = fmul double %317, %348
  %350 = fadd double 5.000000e-01, %349
  %351 = fmul double %317, %350
  %352 = fadd double 1.000000e+00, %351
  %353 = fmul double %317, %352
  %354 = add i64 %311, 1023
  %355 = shl i64 %354, 52
  %356 = bitcast i64 %355 to double
  %357 = fadd double 1.000000e+00, %353
  %358 = fmul double %356, %357
  %359 = fadd double 1.000000e+00, %358
  %360 = fdiv double 1.000000e+00, %359
  %361 = fptrunc double %360 to float
  %362 = fcmp uno float %299, %299
  %363 = select i1 %362, float 0x7FF8000000000000, float %361
  %364 = fmul float %363, %eta
  %365 = fsub float %296, %364
  %366 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %367 = load float, ptr addrspace(1) %366, align 4
  %368 = fmul float %367, %19
  %369 = fadd float %365, %368
  %370 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %369 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %370, align 4
  %371 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %noise.done

uniform_sinks.then6:                              ; preds = %quiet
  br label %uniform_sinks.done7

uniform_sinks.done7:                              ; preds = %uniform_sinks.then6, %quiet
  br label %feature.header8

feature.header8:                                  ; preds = %feature.body9, %uniform_sinks.done7
  %feature11 = phi i64 [ %lane, %uniform_sinks.done7 ], [ %447, %feature.body9 ]
  %372 = icmp ult i64 %feature11, %n_features
  br i1 %372, label %feature.body9, label %feature.exit10

feature.body9:                                    ; preds = %feature.header8
  %373 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %374 = load float, ptr addrspace(1) %373, align 4
  %375 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %376 = load float, ptr addrspace(1) %375, align 4
  %377 = fsub float %374, %376
  %378 = fpext float %377 to double
  %379 = fneg double %378
  %380 = fcmp olt double 1.200000e+02, %379
  %381 = select i1 %380, double 1.200000e+02, double %379
  %382 = fcmp olt double %381, -1.200000e+02
  %383 = select i1 %382, double -1.200000e+02, double %381
  %384 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %385 = fmul double %383, %384
  %386 = fadd double %385, 0x4338000000000000
  %387 = fsub double %386, 0x4338000000000000
  %388 = bitcast double %386 to i64
  %389 = sub i64 %388, 4843621399236968448
  %390 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %391 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %392 = fmul double %387, %390
  %393 = fsub double %383, %392
  %394 = fmul double %387, %391
  %395 = fsub double %393, %394
  %396 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %397 = fmul double %395, %396
  %398 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %399 = fadd double %398, %397
  %400 = fmul double %395, %399
  %401 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %402 = fadd double %401, %400
  %403 = fmul double %395, %402
  %404 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %405 = fadd double %404, %403
  %406 = fmul double %395, %405
  %407 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %408 = fadd double %407, %406
  %409 = fmul double %395, %408
  %410 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %411 = fadd double %410, %409
  %412 = fmul double %395, %411
  %413 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %414 = fadd double %413, %412
  %415 = fmul double %395, %414
  %416 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %417 = fadd double %416, %415
  %418 = fmul double %395, %417
  %419 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %420 = fadd double %419, %418
  %421 = fmul double %395, %420
  %422 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %423 = fadd double %422, %421
  %424 = fmul double %395, %423
  %425 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %426 = fadd double %425, %424
  %427 = fmul double %395, %426
  %428 = fadd double 5.000000e-01, %427
  %429 = fmul double %395, %428
  %430 = fadd double 1.000000e+00, %429
  %431 = fmul double %395, %430
  %432 = add i64 %389, 1023
  %433 = shl i64 %432, 52
  %434 = bitcast i64 %433 to double
  %435 = fadd double 1.000000e+00, %431
  %436 = fmul double %434, %435
  %437 = fadd double 1.000000e+00, %436
  %438 = fdiv double 1.000000e+00, %437
  %439 = fptrunc double %438 to float
  %440 = fcmp uno float %377, %377
  %441 = select i1 %440, float 0x7FF8000000000000, float %439
  %442 = fmul float %441, %eta
  %443 = fsub float %374, %442
  %444 = fmul float 0.000000e+00, %19
  %445 = fadd float %443, %444
  %446 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature11
  %bits12 = bitcast float %443 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %446, align 4
  %447 = add i64 %feature11, 256
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
