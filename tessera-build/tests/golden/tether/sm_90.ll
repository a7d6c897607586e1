; ModuleID = 'tether'
source_filename = "tether.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [64 x float] undef, align 4
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
define ptx_kernel void @tessera_tether_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done29, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %32, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then28, label %store.done29

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
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

slot.then6:                                       ; preds = %anneal.done
  %19 = load float, ptr %18, align 4
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %22 = getelementptr inbounds float, ptr addrspace(3) %21, i64 %feature4
  store float %20, ptr addrspace(3) %22, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %anneal.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %23 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %29, %fold_sums.body ]
  %24 = icmp ult i64 %fold_sums, %n_features
  br i1 %24, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %25 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %fold_sums
  %26 = load float, ptr addrspace(3) %25, align 4
  %27 = load float, ptr %fold_value, align 4
  %28 = fadd float %26, %27
  store float %28, ptr %fold_value, align 4
  %29 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %30 = load float, ptr %fold_value, align 4
  %31 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %30, ptr addrspace(3) %31, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then14, label %store.done15

noise.done:                                       ; preds = %store.done15, %store.done
  %32 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %37 = load float, ptr addrspace(3) %36, align 4
  %38 = fsub float %37, 4.000000e+00
  %39 = fmul float 2.000000e+00, %38
  %40 = fmul float 0x3F847AE140000000, %39
  %41 = fmul float 2.000000e+00, %35
  %42 = fmul float %40, %41
  %43 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %44 = load float, ptr addrspace(1) %43, align 4
  %45 = fsub float %35, %44
  %46 = fmul float 2.000000e+00, %45
  %47 = fmul float 5.000000e-01, %46
  %48 = fadd float %42, %47
  %49 = fmul float %48, %eta
  %50 = fsub float %35, %49
  %51 = mul i64 %row_read, %n_features
  %element = add i64 %51, %feature10
  %52 = trunc i64 %key0 to i32
  %53 = lshr i64 %key0, 32
  %54 = trunc i64 %53 to i32
  %55 = trunc i64 %element to i32
  %56 = trunc i64 %key1_step to i32
  %57 = lshr i64 %key1_step, 32
  %58 = trunc i64 %57 to i32
  %59 = lshr i64 %element, 32
  %60 = trunc i64 %59 to i32
  %61 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %55)
  %62 = mul i32 -766435501, %55
  %63 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %58)
  %64 = mul i32 -845247145, %58
  %65 = xor i32 %63, %56
  %66 = xor i32 %65, %52
  %67 = xor i32 %61, %60
  %68 = xor i32 %67, %54
  %69 = add i32 %52, -1640531527
  %70 = add i32 %54, -1150833019
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
  %139 = add i32 %129, -1640531527
  %140 = add i32 %130, -1150833019
  %141 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %136)
  %142 = mul i32 -766435501, %136
  %143 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %138)
  %144 = mul i32 -845247145, %138
  %145 = xor i32 %143, %134
  %146 = xor i32 %145, %139
  %147 = xor i32 %141, %132
  %148 = xor i32 %147, %140
  %149 = add i32 %139, -1640531527
  %150 = add i32 %140, -1150833019
  %151 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %146)
  %152 = mul i32 -766435501, %146
  %153 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %148)
  %154 = mul i32 -845247145, %148
  %155 = xor i32 %153, %144
  %156 = xor i32 %155, %149
  %157 = xor i32 %151, %142
  %158 = xor i32 %157, %150
  %159 = uitofp i32 %156 to double
  %160 = fadd double %159, 5.000000e-01
  %161 = fmul double %160, 0x3DF0000000000000
  %162 = uitofp i32 %154 to double
  %163 = fadd double %162, 5.000000e-01
  %164 = fmul double %163, 0x3DF0000000000000
  %165 = bitcast double %161 to i64
  %166 = lshr i64 %165, 32
  %167 = add i64 %166, 614242
  %168 = lshr i64 %167, 20
  %169 = sub i64 %168, 1023
  %170 = and i64 %167, 1048575
  %171 = add i64 %170, 1072079006
  %172 = shl i64 %171, 32
  %173 = and i64 %165, 4294967295
  %174 = or i64 %172, %173
  %175 = bitcast i64 %174 to double
  %176 = fsub double %175, 1.000000e+00
  %177 = fmul double 5.000000e-01, %176
  %178 = fmul double %177, %176
  %179 = fadd double 2.000000e+00, %176
  %180 = fdiv double %176, %179
  %181 = fmul double %180, %180
  %182 = fmul double %181, %181
  %183 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %184 = fmul double %182, %183
  %185 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %186 = fadd double %185, %184
  %187 = fmul double %182, %186
  %188 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %189 = fadd double %188, %187
  %190 = fmul double %182, %189
  %191 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %192 = fmul double %182, %191
  %193 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %194 = fadd double %193, %192
  %195 = fmul double %182, %194
  %196 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %197 = fadd double %196, %195
  %198 = fmul double %182, %197
  %199 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %200 = fadd double %199, %198
  %201 = fmul double %181, %200
  %202 = fadd double %201, %190
  %203 = sitofp i64 %169 to double
  %204 = fadd double %178, %202
  %205 = fmul double %180, %204
  %206 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %207 = fmul double %203, %206
  %208 = fadd double %205, %207
  %209 = fsub double %208, %178
  %210 = fadd double %209, %176
  %211 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %212 = fmul double %203, %211
  %213 = fadd double %210, %212
  %214 = fmul double -2.000000e+00, %213
  %215 = call double @llvm.sqrt.f64(double %214)
  %216 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %217 = fmul double %216, %164
  %218 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %219 = fmul double %217, %218
  %220 = fadd double %219, 0x4338000000000000
  %221 = bitcast double %220 to i64
  %222 = fsub double %220, 0x4338000000000000
  %223 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %224 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %225 = fmul double %222, %223
  %226 = fsub double %217, %225
  %227 = fmul double %222, %224
  %228 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %229 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %230 = fmul double %222, %228
  %231 = fsub double %226, %230
  %232 = fmul double %222, %229
  %233 = fsub double %226, %231
  %234 = fsub double %233, %230
  %235 = fsub double %232, %234
  %236 = fsub double %226, %227
  %237 = bitcast double %217 to i64
  %238 = lshr i64 %237, 52
  %239 = and i64 %238, 2047
  %240 = bitcast double %236 to i64
  %241 = lshr i64 %240, 52
  %242 = and i64 %241, 2047
  %243 = add i64 %242, 16
  %244 = icmp ult i64 %243, %239
  %245 = select i1 %244, double %231, double %226
  %246 = select i1 %244, double %235, double %227
  %247 = fsub double %245, %246
  %248 = fsub double %245, %247
  %249 = fsub double %248, %246
  %250 = fmul double %247, %247
  %251 = fmul double %250, %250
  %252 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %253 = fmul double %250, %252
  %254 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %255 = fadd double %254, %253
  %256 = fmul double %250, %255
  %257 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %258 = fadd double %257, %256
  %259 = fmul double %250, %258
  %260 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %261 = fmul double %250, %260
  %262 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %263 = fadd double %262, %261
  %264 = fmul double %250, %263
  %265 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %266 = fadd double %265, %264
  %267 = fmul double %251, %251
  %268 = fmul double %267, %266
  %269 = fadd double %259, %268
  %270 = fmul double 5.000000e-01, %250
  %271 = fsub double 1.000000e+00, %270
  %272 = fsub double 1.000000e+00, %271
  %273 = fsub double %272, %270
  %274 = fmul double %250, %269
  %275 = fmul double %247, %249
  %276 = fsub double %274, %275
  %277 = fadd double %273, %276
  %278 = fadd double %271, %277
  %279 = fmul double %247, %247
  %280 = fmul double %279, %279
  %281 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %282 = fmul double %279, %281
  %283 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %284 = fadd double %283, %282
  %285 = fmul double %279, %284
  %286 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %287 = fadd double %286, %285
  %288 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %289 = fmul double %279, %288
  %290 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %291 = fadd double %290, %289
  %292 = fmul double %279, %280
  %293 = fmul double %292, %291
  %294 = fadd double %287, %293
  %295 = fmul double %279, %247
  %296 = fmul double 5.000000e-01, %249
  %297 = fmul double %295, %294
  %298 = fsub double %296, %297
  %299 = fmul double %279, %298
  %300 = fsub double %299, %249
  %301 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %302 = fmul double %295, %301
  %303 = fsub double %300, %302
  %304 = fsub double %247, %303
  %305 = fneg double %278
  %306 = fneg double %304
  %307 = and i64 %221, 1
  %308 = and i64 %221, 2
  %309 = icmp eq i64 %307, 1
  %310 = icmp eq i64 %308, 2
  %311 = select i1 %310, double %305, double %278
  %312 = select i1 %310, double %304, double %306
  %313 = select i1 %309, double %312, double %311
  %314 = fmul double %215, %313
  %315 = fptrunc double %314 to float
  %316 = fmul float %315, %17
  %317 = fadd float %50, %316
  %bits = bitcast float %317 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %34, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then14:                                     ; preds = %quiet
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %318 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then18, label %uniform_sinks.done19

store.done15:                                     ; preds = %slot.done23, %quiet
  br label %noise.done

uniform_sinks.then18:                             ; preds = %store.then14
  br label %uniform_sinks.done19

uniform_sinks.done19:                             ; preds = %uniform_sinks.then18, %store.then14
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %319 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done19
  %320 = load float, ptr %319, align 4
  %321 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %322 = load float, ptr addrspace(3) %321, align 4
  %323 = fsub float %322, 4.000000e+00
  %324 = fmul float 2.000000e+00, %323
  %325 = fmul float 0x3F847AE140000000, %324
  %326 = fmul float 2.000000e+00, %320
  %327 = fmul float %325, %326
  %328 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature20
  %329 = load float, ptr addrspace(1) %328, align 4
  %330 = fsub float %320, %329
  %331 = fmul float 2.000000e+00, %330
  %332 = fmul float 5.000000e-01, %331
  %333 = fadd float %327, %332
  %334 = fmul float %333, %eta
  %335 = fsub float %320, %334
  %336 = fmul float 0.000000e+00, %17
  %337 = fadd float %335, %336
  %bits24 = bitcast float %335 to i32
  %magnitude25 = and i32 %bits24, 2147483647
  %is_nan26 = icmp ugt i32 %magnitude25, 2139095040
  %canonical27 = select i1 %is_nan26, i32 2143289344, i32 %bits24
  store i32 %canonical27, ptr %319, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done19
  br label %store.done15

store.then28:                                     ; preds = %step.exit
  %feature30 = add i64 %lane, 0
  %valid31 = icmp ult i64 %feature30, %n_features
  %338 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid31, label %slot.then32, label %slot.done33

store.done29:                                     ; preds = %slot.done33, %step.exit
  br label %row.done

slot.then32:                                      ; preds = %store.then28
  %339 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature30
  %340 = load float, ptr %338, align 4
  store float %340, ptr addrspace(1) %339, align 4
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %store.then28
  br label %store.done29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

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
define ptx_kernel void @tessera_tether_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %noise_scale15 = alloca float, align 4
  %temperature13 = alloca float, align 4
  %state_regs = alloca [4 x float], align 4
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

row.done:                                         ; preds = %slot.done116, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %9 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %11 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %12 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %13 = load float, ptr addrspace(1) %12, align 4
  store float %13, ptr %11, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %15 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %16 = load float, ptr addrspace(1) %15, align 4
  store float %16, ptr %14, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  store float %temperature, ptr %temperature13, align 4
  %anneal14 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale15, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %50, %noise.done ]
  %17 = icmp ult i64 %step, %steps
  br i1 %17, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal14, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature101 = add i64 %lane, 0
  %valid102 = icmp ult i64 %feature101, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid102, label %slot.then103, label %slot.done104

anneal.then:                                      ; preds = %step.body
  %19 = load float, ptr %temperature13, align 4
  %20 = fmul float %two_eta, %19
  %21 = fcmp olt float 0.000000e+00, %20
  %22 = call float @llvm.sqrt.f32(float %20)
  %23 = select i1 %21, float %22, float 0.000000e+00
  store float %23, ptr %noise_scale15, align 4
  %t_next = fmul float %19, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %24 = load float, ptr %noise_scale15, align 4
  %key1_step = add i64 %key1, %step
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

slot.then18:                                      ; preds = %anneal.done
  %26 = load float, ptr %25, align 4
  %27 = fmul float %26, %26
  %28 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature16
  store float %27, ptr addrspace(3) %28, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %anneal.done
  %feature20 = add i64 %lane, 256
  %valid21 = icmp ult i64 %feature20, %n_features
  %29 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %30 = load float, ptr %29, align 4
  %31 = fmul float %30, %30
  %32 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature20
  store float %31, ptr addrspace(3) %32, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature24 = add i64 %lane, 512
  %valid25 = icmp ult i64 %feature24, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid25, label %slot.then26, label %slot.done27

slot.then26:                                      ; preds = %slot.done23
  %34 = load float, ptr %33, align 4
  %35 = fmul float %34, %34
  %36 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature24
  store float %35, ptr addrspace(3) %36, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %slot.done23
  %feature28 = add i64 %lane, 768
  %valid29 = icmp ult i64 %feature28, %n_features
  %37 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done27
  %38 = load float, ptr %37, align 4
  %39 = fmul float %38, %38
  %40 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature28
  store float %39, ptr addrspace(3) %40, align 4
  br label %slot.done31

slot.done31:                                      ; preds = %slot.then30, %slot.done27
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done31
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %46, %fold_sums.body ]
  %41 = icmp ult i64 %fold_sums, %n_features
  br i1 %41, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %42 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %43 = load float, ptr addrspace(3) %42, align 4
  %44 = load float, ptr %fold_value, align 4
  %45 = fadd float %43, %44
  store float %45, ptr %fold_value, align 4
  %46 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %47 = load float, ptr %fold_value, align 4
  store float %47, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature65 = add i64 %lane, 0
  %valid66 = icmp ult i64 %feature65, %n_features
  %49 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then67, label %uniform_sinks.done68

noise.done:                                       ; preds = %slot.done96, %slot.done59
  %50 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature34 = add i64 %lane, 0
  %valid35 = icmp ult i64 %feature34, %n_features
  %51 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid35, label %slot.then36, label %slot.done37

slot.then36:                                      ; preds = %uniform_sinks.done
  %52 = load float, ptr %51, align 4
  %53 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %54 = fsub float %53, 4.000000e+00
  %55 = fmul float 2.000000e+00, %54
  %56 = fmul float 0x3F847AE140000000, %55
  %57 = fmul float 2.000000e+00, %52
  %58 = fmul float %56, %57
  %59 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature34
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = fsub float %52, %60
  %62 = fmul float 2.000000e+00, %61
  %63 = fmul float 5.000000e-01, %62
  %64 = fadd float %58, %63
  %65 = fmul float %64, %eta
  %66 = fsub float %52, %65
  %67 = mul i64 %row, %n_features
  %element = add i64 %67, %feature34
  %68 = trunc i64 %key0 to i32
  %69 = lshr i64 %key0, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %element to i32
  %72 = trunc i64 %key1_step to i32
  %73 = lshr i64 %key1_step, 32
  %74 = trunc i64 %73 to i32
  %75 = lshr i64 %element, 32
  %76 = trunc i64 %75 to i32
  %77 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %71)
  %78 = mul i32 -766435501, %71
  %79 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %74)
  %80 = mul i32 -845247145, %74
  %81 = xor i32 %79, %72
  %82 = xor i32 %81, %68
  %83 = xor i32 %77, %76
  %84 = xor i32 %83, %70
  %85 = add i32 %68, -1640531527
  %86 = add i32 %70, -1150833019
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
  %135 = add i32 %125, -1640531527
  %136 = add i32 %126, -1150833019
  %137 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %132)
  %138 = mul i32 -766435501, %132
  %139 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %134)
  %140 = mul i32 -845247145, %134
  %141 = xor i32 %139, %130
  %142 = xor i32 %141, %135
  %143 = xor i32 %137, %128
  %144 = xor i32 %143, %136
  %145 = add i32 %135, -1640531527
  %146 = add i32 %136, -1150833019
  %147 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %142)
  %148 = mul i32 -766435501, %142
  %149 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %144)
  %150 = mul i32 -845247145, %144
  %151 = xor i32 %149, %140
  %152 = xor i32 %151, %145
  %153 = xor i32 %147, %138
  %154 = xor i32 %153, %146
  %155 = add i32 %145, -1640531527
  %156 = add i32 %146, -1150833019
  %157 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %152)
  %158 = mul i32 -766435501, %152
  %159 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %154)
  %160 = mul i32 -845247145, %154
  %161 = xor i32 %159, %150
  %162 = xor i32 %161, %155
  %163 = xor i32 %157, %148
  %164 = xor i32 %163, %156
  %165 = add i32 %155, -1640531527
  %166 = add i32 %156, -1150833019
  %167 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %162)
  %168 = mul i32 -766435501, %162
  %169 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %164)
  %170 = mul i32 -845247145, %164
  %171 = xor i32 %169, %160
  %172 = xor i32 %171, %165
  %173 = xor i32 %167, %158
  %174 = xor i32 %173, %166
  %175 = uitofp i32 %172 to double
  %176 = fadd double %175, 5.000000e-01
  %177 = fmul double %176, 0x3DF0000000000000
  %178 = uitofp i32 %170 to double
  %179 = fadd double %178, 5.000000e-01
  %180 = fmul double %179, 0x3DF0000000000000
  %181 = bitcast double %177 to i64
  %182 = lshr i64 %181, 32
  %183 = add i64 %182, 614242
  %184 = lshr i64 %183, 20
  %185 = sub i64 %184, 1023
  %186 = and i64 %183, 1048575
  %187 = add i64 %186, 1072079006
  %188 = shl i64 %187, 32
  %189 = and i64 %181, 4294967295
  %190 = or i64 %188, %189
  %191 = bitcast i64 %190 to double
  %192 = fsub double %191, 1.000000e+00
  %193 = fmul double 5.000000e-01, %192
  %194 = fmul double %193, %192
  %195 = fadd double 2.000000e+00, %192
  %196 = fdiv double %192, %195
  %197 = fmul double %196, %196
  %198 = fmul double %197, %197
  %199 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %200 = fmul double %198, %199
  %201 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %202 = fadd double %201, %200
  %203 = fmul double %198, %202
  %204 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %205 = fadd double %204, %203
  %206 = fmul double %198, %205
  %207 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %208 = fmul double %198, %207
  %209 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %210 = fadd double %209, %208
  %211 = fmul double %198, %210
  %212 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %213 = fadd double %212, %211
  %214 = fmul double %198, %213
  %215 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %216 = fadd double %215, %214
  %217 = fmul double %197, %216
  %218 = fadd double %217, %206
  %219 = sitofp i64 %185 to double
  %220 = fadd double %194, %218
  %221 = fmul double %196, %220
  %222 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %223 = fmul double %219, %222
  %224 = fadd double %221, %223
  %225 = fsub double %224, %194
  %226 = fadd double %225, %192
  %227 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %228 = fmul double %219, %227
  %229 = fadd double %226, %228
  %230 = fmul double -2.000000e+00, %229
  %231 = call double @llvm.sqrt.f64(double %230)
  %232 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %233 = fmul double %232, %180
  %234 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %235 = fmul double %233, %234
  %236 = fadd double %235, 0x4338000000000000
  %237 = bitcast double %236 to i64
  %238 = fsub double %236, 0x4338000000000000
  %239 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %240 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %241 = fmul double %238, %239
  %242 = fsub double %233, %241
  %243 = fmul double %238, %240
  %244 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %245 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %246 = fmul double %238, %244
  %247 = fsub double %242, %246
  %248 = fmul double %238, %245
  %249 = fsub double %242, %247
  %250 = fsub double %249, %246
  %251 = fsub double %248, %250
  %252 = fsub double %242, %243
  %253 = bitcast double %233 to i64
  %254 = lshr i64 %253, 52
  %255 = and i64 %254, 2047
  %256 = bitcast double %252 to i64
  %257 = lshr i64 %256, 52
  %258 = and i64 %257, 2047
  %259 = add i64 %258, 16
  %260 = icmp ult i64 %259, %255
  %261 = select i1 %260, double %247, double %242
  %262 = select i1 %260, double %251, double %243
  %263 = fsub double %261, %262
  %264 = fsub double %261, %263
  %265 = fsub double %264, %262
  %266 = fmul double %263, %263
  %267 = fmul double %266, %266
  %268 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %269 = fmul double %266, %268
  %270 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %271 = fadd double %270, %269
  %272 = fmul double %266, %271
  %273 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %274 = fadd double %273, %272
  %275 = fmul double %266, %274
  %276 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %277 = fmul double %266, %276
  %278 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %279 = fadd double %278, %277
  %280 = fmul double %266, %279
  %281 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %282 = fadd double %281, %280
  %283 = fmul double %267, %267
  %284 = fmul double %283, %282
  %285 = fadd double %275, %284
  %286 = fmul double 5.000000e-01, %266
  %287 = fsub double 1.000000e+00, %286
  %288 = fsub double 1.000000e+00, %287
  %289 = fsub double %288, %286
  %290 = fmul double %266, %285
  %291 = fmul double %263, %265
  %292 = fsub double %290, %291
  %293 = fadd double %289, %292
  %294 = fadd double %287, %293
  %295 = fmul double %263, %263
  %296 = fmul double %295, %295
  %297 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %298 = fmul double %295, %297
  %299 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %300 = fadd double %299, %298
  %301 = fmul double %295, %300
  %302 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %303 = fadd double %302, %301
  %304 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %305 = fmul double %295, %304
  %306 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %307 = fadd double %306, %305
  %308 = fmul double %295, %296
  %309 = fmul double %308, %307
  %310 = fadd double %303, %309
  %311 = fmul double %295, %263
  %312 = fmul double 5.000000e-01, %265
  %313 = fmul double %311, %310
  %314 = fsub double %312, %313
  %315 = fmul double %295, %314
  %316 = fsub double %315, %265
  %317 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %318 = fmul double %311, %317
  %319 = fsub double %316, %318
  %320 = fsub double %263, %319
  %321 = fneg double %294
  %322 = fneg double %320
  %323 = and i64 %237, 1
  %324 = and i64 %237, 2
  %325 = icmp eq i64 %323, 1
  %326 = icmp eq i64 %324, 2
  %327 = select i1 %326, double %321, double %294
  %328 = select i1 %326, double %320, double %322
  %329 = select i1 %325, double %328, double %327
  %330 = fmul double %231, %329
  %331 = fptrunc double %330 to float
  %332 = fmul float %331, %24
  %333 = fadd float %66, %332
  %bits = bitcast float %333 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %51, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature38 = add i64 %lane, 256
  %valid39 = icmp ult i64 %feature38, %n_features
  %334 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid39, label %slot.then40, label %slot.done41

slot.then40:                                      ; preds = %slot.done37
  %335 = load float, ptr %334, align 4
  %336 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %337 = fsub float %336, 4.000000e+00
  %338 = fmul float 2.000000e+00, %337
  %339 = fmul float 0x3F847AE140000000, %338
  %340 = fmul float 2.000000e+00, %335
  %341 = fmul float %339, %340
  %342 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature38
  %343 = load float, ptr addrspace(1) %342, align 4
  %344 = fsub float %335, %343
  %345 = fmul float 2.000000e+00, %344
  %346 = fmul float 5.000000e-01, %345
  %347 = fadd float %341, %346
  %348 = fmul float %347, %eta
  %349 = fsub float %335, %348
  %350 = mul i64 %row, %n_features
  %element42 = add i64 %350, %feature38
  %351 = trunc i64 %key0 to i32
  %352 = lshr i64 %key0, 32
  %353 = trunc i64 %352 to i32
  %354 = trunc i64 %element42 to i32
  %355 = trunc i64 %key1_step to i32
  %356 = lshr i64 %key1_step, 32
  %357 = trunc i64 %356 to i32
  %358 = lshr i64 %element42, 32
  %359 = trunc i64 %358 to i32
  %360 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %354)
  %361 = mul i32 -766435501, %354
  %362 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %357)
  %363 = mul i32 -845247145, %357
  %364 = xor i32 %362, %355
  %365 = xor i32 %364, %351
  %366 = xor i32 %360, %359
  %367 = xor i32 %366, %353
  %368 = add i32 %351, -1640531527
  %369 = add i32 %353, -1150833019
  %370 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %365)
  %371 = mul i32 -766435501, %365
  %372 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %367)
  %373 = mul i32 -845247145, %367
  %374 = xor i32 %372, %363
  %375 = xor i32 %374, %368
  %376 = xor i32 %370, %361
  %377 = xor i32 %376, %369
  %378 = add i32 %368, -1640531527
  %379 = add i32 %369, -1150833019
  %380 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %375)
  %381 = mul i32 -766435501, %375
  %382 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %377)
  %383 = mul i32 -845247145, %377
  %384 = xor i32 %382, %373
  %385 = xor i32 %384, %378
  %386 = xor i32 %380, %371
  %387 = xor i32 %386, %379
  %388 = add i32 %378, -1640531527
  %389 = add i32 %379, -1150833019
  %390 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %385)
  %391 = mul i32 -766435501, %385
  %392 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %387)
  %393 = mul i32 -845247145, %387
  %394 = xor i32 %392, %383
  %395 = xor i32 %394, %388
  %396 = xor i32 %390, %381
  %397 = xor i32 %396, %389
  %398 = add i32 %388, -1640531527
  %399 = add i32 %389, -1150833019
  %400 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %395)
  %401 = mul i32 -766435501, %395
  %402 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %397)
  %403 = mul i32 -845247145, %397
  %404 = xor i32 %402, %393
  %405 = xor i32 %404, %398
  %406 = xor i32 %400, %391
  %407 = xor i32 %406, %399
  %408 = add i32 %398, -1640531527
  %409 = add i32 %399, -1150833019
  %410 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %405)
  %411 = mul i32 -766435501, %405
  %412 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %407)
  %413 = mul i32 -845247145, %407
  %414 = xor i32 %412, %403
  %415 = xor i32 %414, %408
  %416 = xor i32 %410, %401
  %417 = xor i32 %416, %409
  %418 = add i32 %408, -1640531527
  %419 = add i32 %409, -1150833019
  %420 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %415)
  %421 = mul i32 -766435501, %415
  %422 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %417)
  %423 = mul i32 -845247145, %417
  %424 = xor i32 %422, %413
  %425 = xor i32 %424, %418
  %426 = xor i32 %420, %411
  %427 = xor i32 %426, %419
  %428 = add i32 %418, -1640531527
  %429 = add i32 %419, -1150833019
  %430 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %425)
  %431 = mul i32 -766435501, %425
  %432 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %427)
  %433 = mul i32 -845247145, %427
  %434 = xor i32 %432, %423
  %435 = xor i32 %434, %428
  %436 = xor i32 %430, %421
  %437 = xor i32 %436, %429
  %438 = add i32 %428, -1640531527
  %439 = add i32 %429, -1150833019
  %440 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %435)
  %441 = mul i32 -766435501, %435
  %442 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %437)
  %443 = mul i32 -845247145, %437
  %444 = xor i32 %442, %433
  %445 = xor i32 %444, %438
  %446 = xor i32 %440, %431
  %447 = xor i32 %446, %439
  %448 = add i32 %438, -1640531527
  %449 = add i32 %439, -1150833019
  %450 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %445)
  %451 = mul i32 -766435501, %445
  %452 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %447)
  %453 = mul i32 -845247145, %447
  %454 = xor i32 %452, %443
  %455 = xor i32 %454, %448
  %456 = xor i32 %450, %441
  %457 = xor i32 %456, %449
  %458 = uitofp i32 %455 to double
  %459 = fadd double %458, 5.000000e-01
  %460 = fmul double %459, 0x3DF0000000000000
  %461 = uitofp i32 %453 to double
  %462 = fadd double %461, 5.000000e-01
  %463 = fmul double %462, 0x3DF0000000000000
  %464 = bitcast double %460 to i64
  %465 = lshr i64 %464, 32
  %466 = add i64 %465, 614242
  %467 = lshr i64 %466, 20
  %468 = sub i64 %467, 1023
  %469 = and i64 %466, 1048575
  %470 = add i64 %469, 1072079006
  %471 = shl i64 %470, 32
  %472 = and i64 %464, 4294967295
  %473 = or i64 %471, %472
  %474 = bitcast i64 %473 to double
  %475 = fsub double %474, 1.000000e+00
  %476 = fmul double 5.000000e-01, %475
  %477 = fmul double %476, %475
  %478 = fadd double 2.000000e+00, %475
  %479 = fdiv double %475, %478
  %480 = fmul double %479, %479
  %481 = fmul double %480, %480
  %482 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %483 = fmul double %481, %482
  %484 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %485 = fadd double %484, %483
  %486 = fmul double %481, %485
  %487 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %488 = fadd double %487, %486
  %489 = fmul double %481, %488
  %490 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %491 = fmul double %481, %490
  %492 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %493 = fadd double %492, %491
  %494 = fmul double %481, %493
  %495 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %496 = fadd double %495, %494
  %497 = fmul double %481, %496
  %498 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %499 = fadd double %498, %497
  %500 = fmul double %480, %499
  %501 = fadd double %500, %489
  %502 = sitofp i64 %468 to double
  %503 = fadd double %477, %501
  %504 = fmul double %479, %503
  %505 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %506 = fmul double %502, %505
  %507 = fadd double %504, %506
  %508 = fsub double %507, %477
  %509 = fadd double %508, %475
  %510 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %511 = fmul double %502, %510
  %512 = fadd double %509, %511
  %513 = fmul double -2.000000e+00, %512
  %514 = call double @llvm.sqrt.f64(double %513)
  %515 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %516 = fmul double %515, %463
  %517 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %518 = fmul double %516, %517
  %519 = fadd double %518, 0x4338000000000000
  %520 = bitcast double %519 to i64
  %521 = fsub double %519, 0x4338000000000000
  %522 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %523 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %524 = fmul double %521, %522
  %525 = fsub double %516, %524
  %526 = fmul double %521, %523
  %527 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %528 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %529 = fmul double %521, %527
  %530 = fsub double %525, %529
  %531 = fmul double %521, %528
  %532 = fsub double %525, %530
  %533 = fsub double %532, %529
  %534 = fsub double %531, %533
  %535 = fsub double %525, %526
  %536 = bitcast double %516 to i64
  %537 = lshr i64 %536, 52
  %538 = and i64 %537, 2047
  %539 = bitcast double %535 to i64
  %540 = lshr i64 %539, 52
  %541 = and i64 %540, 2047
  %542 = add i64 %541, 16
  %543 = icmp ult i64 %542, %538
  %544 = select i1 %543, double %530, double %525
  %545 = select i1 %543, double %534, double %526
  %546 = fsub double %544, %545
  %547 = fsub double %544, %546
  %548 = fsub double %547, %545
  %549 = fmul double %546, %546
  %550 = fmul double %549, %549
  %551 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %552 = fmul double %549, %551
  %553 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %554 = fadd double %553, %552
  %555 = fmul double %549, %554
  %556 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %557 = fadd double %556, %555
  %558 = fmul double %549, %557
  %559 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %560 = fmul double %549, %559
  %561 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %562 = fadd double %561, %560
  %563 = fmul double %549, %562
  %564 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %565 = fadd double %564, %563
  %566 = fmul double %550, %550
  %567 = fmul double %566, %565
  %568 = fadd double %558, %567
  %569 = fmul double 5.000000e-01, %549
  %570 = fsub double 1.000000e+00, %569
  %571 = fsub double 1.000000e+00, %570
  %572 = fsub double %571, %569
  %573 = fmul double %549, %568
  %574 = fmul double %546, %548
  %575 = fsub double %573, %574
  %576 = fadd double %572, %575
  %577 = fadd double %570, %576
  %578 = fmul double %546, %546
  %579 = fmul double %578, %578
  %580 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %581 = fmul double %578, %580
  %582 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %583 = fadd double %582, %581
  %584 = fmul double %578, %583
  %585 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %586 = fadd double %585, %584
  %587 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %588 = fmul double %578, %587
  %589 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %590 = fadd double %589, %588
  %591 = fmul double %578, %579
  %592 = fmul double %591, %590
  %593 = fadd double %586, %592
  %594 = fmul double %578, %546
  %595 = fmul double 5.000000e-01, %548
  %596 = fmul double %594, %593
  %597 = fsub double %595, %596
  %598 = fmul double %578, %597
  %599 = fsub double %598, %548
  %600 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %601 = fmul double %594, %600
  %602 = fsub double %599, %601
  %603 = fsub double %546, %602
  %604 = fneg double %577
  %605 = fneg double %603
  %606 = and i64 %520, 1
  %607 = and i64 %520, 2
  %608 = icmp eq i64 %606, 1
  %609 = icmp eq i64 %607, 2
  %610 = select i1 %609, double %604, double %577
  %611 = select i1 %609, double %603, double %605
  %612 = select i1 %608, double %611, double %610
  %613 = fmul double %514, %612
  %614 = fptrunc double %613 to float
  %615 = fmul float %614, %24
  %616 = fadd float %349, %615
  %bits43 = bitcast float %616 to i32
  %magnitude44 = and i32 %bits43, 2147483647
  %is_nan45 = icmp ugt i32 %magnitude44, 2139095040
  %canonical46 = select i1 %is_nan45, i32 2143289344, i32 %bits43
  store i32 %canonical46, ptr %334, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %slot.done37
  %feature47 = add i64 %lane, 512
  %valid48 = icmp ult i64 %feature47, %n_features
  %617 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid48, label %slot.then49, label %slot.done50

slot.then49:                                      ; preds = %slot.done41
  %618 = load float, ptr %617, align 4
  %619 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %620 = fsub float %619, 4.000000e+00
  %621 = fmul float 2.000000e+00, %620
  %622 = fmul float 0x3F847AE140000000, %621
  %623 = fmul float 2.000000e+00, %618
  %624 = fmul float %622, %623
  %625 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature47
  %626 = load float, ptr addrspace(1) %625, align 4
  %627 = fsub float %618, %626
  %628 = fmul float 2.000000e+00, %627
  %629 = fmul float 5.000000e-01, %628
  %630 = fadd float %624, %629
  %631 = fmul float %630, %eta
  %632 = fsub float %618, %631
  %633 = mul i64 %row, %n_features
  %element51 = add i64 %633, %feature47
  %634 = trunc i64 %key0 to i32
  %635 = lshr i64 %key0, 32
  %636 = trunc i64 %635 to i32
  %637 = trunc i64 %element51 to i32
  %638 = trunc i64 %key1_step to i32
  %639 = lshr i64 %key1_step, 32
  %640 = trunc i64 %639 to i32
  %641 = lshr i64 %element51, 32
  %642 = trunc i64 %641 to i32
  %643 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %637)
  %644 = mul i32 -766435501, %637
  %645 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %640)
  %646 = mul i32 -845247145, %640
  %647 = xor i32 %645, %638
  %648 = xor i32 %647, %634
  %649 = xor i32 %643, %642
  %650 = xor i32 %649, %636
  %651 = add i32 %634, -1640531527
  %652 = add i32 %636, -1150833019
  %653 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %648)
  %654 = mul i32 -766435501, %648
  %655 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %650)
  %656 = mul i32 -845247145, %650
  %657 = xor i32 %655, %646
  %658 = xor i32 %657, %651
  %659 = xor i32 %653, %644
  %660 = xor i32 %659, %652
  %661 = add i32 %651, -1640531527
  %662 = add i32 %652, -1150833019
  %663 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %658)
  %664 = mul i32 -766435501, %658
  %665 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %660)
  %666 = mul i32 -845247145, %660
  %667 = xor i32 %665, %656
  %668 = xor i32 %667, %661
  %669 = xor i32 %663, %654
  %670 = xor i32 %669, %662
  %671 = add i32 %661, -1640531527
  %672 = add i32 %662, -1150833019
  %673 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %668)
  %674 = mul i32 -766435501, %668
  %675 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %670)
  %676 = mul i32 -845247145, %670
  %677 = xor i32 %675, %666
  %678 = xor i32 %677, %671
  %679 = xor i32 %673, %664
  %680 = xor i32 %679, %672
  %681 = add i32 %671, -1640531527
  %682 = add i32 %672, -1150833019
  %683 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %678)
  %684 = mul i32 -766435501, %678
  %685 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %680)
  %686 = mul i32 -845247145, %680
  %687 = xor i32 %685, %676
  %688 = xor i32 %687, %681
  %689 = xor i32 %683, %674
  %690 = xor i32 %689, %682
  %691 = add i32 %681, -1640531527
  %692 = add i32 %682, -1150833019
  %693 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %688)
  %694 = mul i32 -766435501, %688
  %695 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %690)
  %696 = mul i32 -845247145, %690
  %697 = xor i32 %695, %686
  %698 = xor i32 %697, %691
  %699 = xor i32 %693, %684
  %700 = xor i32 %699, %692
  %701 = add i32 %691, -1640531527
  %702 = add i32 %692, -1150833019
  %703 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %698)
  %704 = mul i32 -766435501, %698
  %705 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %700)
  %706 = mul i32 -845247145, %700
  %707 = xor i32 %705, %696
  %708 = xor i32 %707, %701
  %709 = xor i32 %703, %694
  %710 = xor i32 %709, %702
  %711 = add i32 %701, -1640531527
  %712 = add i32 %702, -1150833019
  %713 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %708)
  %714 = mul i32 -766435501, %708
  %715 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %710)
  %716 = mul i32 -845247145, %710
  %717 = xor i32 %715, %706
  %718 = xor i32 %717, %711
  %719 = xor i32 %713, %704
  %720 = xor i32 %719, %712
  %721 = add i32 %711, -1640531527
  %722 = add i32 %712, -1150833019
  %723 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %718)
  %724 = mul i32 -766435501, %718
  %725 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %720)
  %726 = mul i32 -845247145, %720
  %727 = xor i32 %725, %716
  %728 = xor i32 %727, %721
  %729 = xor i32 %723, %714
  %730 = xor i32 %729, %722
  %731 = add i32 %721, -1640531527
  %732 = add i32 %722, -1150833019
  %733 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %728)
  %734 = mul i32 -766435501, %728
  %735 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %730)
  %736 = mul i32 -845247145, %730
  %737 = xor i32 %735, %726
  %738 = xor i32 %737, %731
  %739 = xor i32 %733, %724
  %740 = xor i32 %739, %732
  %741 = uitofp i32 %738 to double
  %742 = fadd double %741, 5.000000e-01
  %743 = fmul double %742, 0x3DF0000000000000
  %744 = uitofp i32 %736 to double
  %745 = fadd double %744, 5.000000e-01
  %746 = fmul double %745, 0x3DF0000000000000
  %747 = bitcast double %743 to i64
  %748 = lshr i64 %747, 32
  %749 = add i64 %748, 614242
  %750 = lshr i64 %749, 20
  %751 = sub i64 %750, 1023
  %752 = and i64 %749, 1048575
  %753 = add i64 %752, 1072079006
  %754 = shl i64 %753, 32
  %755 = and i64 %747, 4294967295
  %756 = or i64 %754, %755
  %757 = bitcast i64 %756 to double
  %758 = fsub double %757, 1.000000e+00
  %759 = fmul double 5.000000e-01, %758
  %760 = fmul double %759, %758
  %761 = fadd double 2.000000e+00, %758
  %762 = fdiv double %758, %761
  %763 = fmul double %762, %762
  %764 = fmul double %763, %763
  %765 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %766 = fmul double %764, %765
  %767 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %768 = fadd double %767, %766
  %769 = fmul double %764, %768
  %770 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %771 = fadd double %770, %769
  %772 = fmul double %764, %771
  %773 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %774 = fmul double %764, %773
  %775 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %776 = fadd double %775, %774
  %777 = fmul double %764, %776
  %778 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %779 = fadd double %778, %777
  %780 = fmul double %764, %779
  %781 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %782 = fadd double %781, %780
  %783 = fmul double %763, %782
  %784 = fadd double %783, %772
  %785 = sitofp i64 %751 to double
  %786 = fadd double %760, %784
  %787 = fmul double %762, %786
  %788 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %789 = fmul double %785, %788
  %790 = fadd double %787, %789
  %791 = fsub double %790, %760
  %792 = fadd double %791, %758
  %793 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %794 = fmul double %785, %793
  %795 = fadd double %792, %794
  %796 = fmul double -2.000000e+00, %795
  %797 = call double @llvm.sqrt.f64(double %796)
  %798 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %799 = fmul double %798, %746
  %800 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %801 = fmul double %799, %800
  %802 = fadd double %801, 0x4338000000000000
  %803 = bitcast double %802 to i64
  %804 = fsub double %802, 0x4338000000000000
  %805 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %806 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %807 = fmul double %804, %805
  %808 = fsub double %799, %807
  %809 = fmul double %804, %806
  %810 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %811 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %812 = fmul double %804, %810
  %813 = fsub double %808, %812
  %814 = fmul double %804, %811
  %815 = fsub double %808, %813
  %816 = fsub double %815, %812
  %817 = fsub double %814, %816
  %818 = fsub double %808, %809
  %819 = bitcast double %799 to i64
  %820 = lshr i64 %819, 52
  %821 = and i64 %820, 2047
  %822 = bitcast double %818 to i64
  %823 = lshr i64 %822, 52
  %824 = and i64 %823, 2047
  %825 = add i64 %824, 16
  %826 = icmp ult i64 %825, %821
  %827 = select i1 %826, double %813, double %808
  %828 = select i1 %826, double %817, double %809
  %829 = fsub double %827, %828
  %830 = fsub double %827, %829
  %831 = fsub double %830, %828
  %832 = fmul double %829, %829
  %833 = fmul double %832, %832
  %834 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %835 = fmul double %832, %834
  %836 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %837 = fadd double %836, %835
  %838 = fmul double %832, %837
  %839 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %840 = fadd double %839, %838
  %841 = fmul double %832, %840
  %842 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %843 = fmul double %832, %842
  %844 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %845 = fadd double %844, %843
  %846 = fmul double %832, %845
  %847 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %848 = fadd double %847, %846
  %849 = fmul double %833, %833
  %850 = fmul double %849, %848
  %851 = fadd double %841, %850
  %852 = fmul double 5.000000e-01, %832
  %853 = fsub double 1.000000e+00, %852
  %854 = fsub double 1.000000e+00, %853
  %855 = fsub double %854, %852
  %856 = fmul double %832, %851
  %857 = fmul double %829, %831
  %858 = fsub double %856, %857
  %859 = fadd double %855, %858
  %860 = fadd double %853, %859
  %861 = fmul double %829, %829
  %862 = fmul double %861, %861
  %863 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %864 = fmul double %861, %863
  %865 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %866 = fadd double %865, %864
  %867 = fmul double %861, %866
  %868 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %869 = fadd double %868, %867
  %870 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %871 = fmul double %861, %870
  %872 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %873 = fadd double %872, %871
  %874 = fmul double %861, %862
  %875 = fmul double %874, %873
  %876 = fadd double %869, %875
  %877 = fmul double %861, %829
  %878 = fmul double 5.000000e-01, %831
  %879 = fmul double %877, %876
  %880 = fsub double %878, %879
  %881 = fmul double %861, %880
  %882 = fsub double %881, %831
  %883 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %884 = fmul double %877, %883
  %885 = fsub double %882, %884
  %886 = fsub double %829, %885
  %887 = fneg double %860
  %888 = fneg double %886
  %889 = and i64 %803, 1
  %890 = and i64 %803, 2
  %891 = icmp eq i64 %889, 1
  %892 = icmp eq i64 %890, 2
  %893 = select i1 %892, double %887, double %860
  %894 = select i1 %892, double %886, double %888
  %895 = select i1 %891, double %894, double %893
  %896 = fmul double %797, %895
  %897 = fptrunc double %896 to float
  %898 = fmul float %897, %24
  %899 = fadd float %632, %898
  %bits52 = bitcast float %899 to i32
  %magnitude53 = and i32 %bits52, 2147483647
  %is_nan54 = icmp ugt i32 %magnitude53, 2139095040
  %canonical55 = select i1 %is_nan54, i32 2143289344, i32 %bits52
  store i32 %canonical55, ptr %617, align 4
  br label %slot.done50

slot.done50:                                      ; preds = %slot.then49, %slot.done41
  %feature56 = add i64 %lane, 768
  %valid57 = icmp ult i64 %feature56, %n_features
  %900 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done50
  %901 = load float, ptr %900, align 4
  %902 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %903 = fsub float %902, 4.000000e+00
  %904 = fmul float 2.000000e+00, %903
  %905 = fmul float 0x3F847AE140000000, %904
  %906 = fmul float 2.000000e+00, %901
  %907 = fmul float %905, %906
  %908 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature56
  %909 = load float, ptr addrspace(1) %908, align 4
  %910 = fsub float %901, %909
  %911 = fmul float 2.000000e+00, %910
  %912 = fmul float 5.000000e-01, %911
  %913 = fadd float %907, %912
  %914 = fmul float %913, %eta
  %915 = fsub float %901, %914
  %916 = mul i64 %row, %n_features
  %element60 = add i64 %916, %feature56
  %917 = trunc i64 %key0 to i32
  %918 = lshr i64 %key0, 32
  %919 = trunc i64 %918 to i32
  %920 = trunc i64 %element60 to i32
  %921 = trunc i64 %key1_step to i32
  %922 = lshr i64 %key1_step, 32
  %923 = trunc i64 %922 to i32
  %924 = lshr i64 %element60, 32
  %925 = trunc i64 %924 to i32
  %926 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %920)
  %927 = mul i32 -766435501, %920
  %928 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %923)
  %929 = mul i32 -845247145, %923
  %930 = xor i32 %928, %921
  %931 = xor i32 %930, %917
  %932 = xor i32 %926, %925
  %933 = xor i32 %932, %919
  %934 = add i32 %917, -1640531527
  %935 = add i32 %919, -1150833019
  %936 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %931)
  %937 = mul i32 -766435501, %931
  %938 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %933)
  %939 = mul i32 -845247145, %933
  %940 = xor i32 %938, %929
  %941 = xor i32 %940, %934
  %942 = xor i32 %936, %927
  %943 = xor i32 %942, %935
  %944 = add i32 %934, -1640531527
  %945 = add i32 %935, -1150833019
  %946 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %941)
  %947 = mul i32 -766435501, %941
  %948 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %943)
  %949 = mul i32 -845247145, %943
  %950 = xor i32 %948, %939
  %951 = xor i32 %950, %944
  %952 = xor i32 %946, %937
  %953 = xor i32 %952, %945
  %954 = add i32 %944, -1640531527
  %955 = add i32 %945, -1150833019
  %956 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %951)
  %957 = mul i32 -766435501, %951
  %958 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %953)
  %959 = mul i32 -845247145, %953
  %960 = xor i32 %958, %949
  %961 = xor i32 %960, %954
  %962 = xor i32 %956, %947
  %963 = xor i32 %962, %955
  %964 = add i32 %954, -1640531527
  %965 = add i32 %955, -1150833019
  %966 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %961)
  %967 = mul i32 -766435501, %961
  %968 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %963)
  %969 = mul i32 -845247145, %963
  %970 = xor i32 %968, %959
  %971 = xor i32 %970, %964
  %972 = xor i32 %966, %957
  %973 = xor i32 %972, %965
  %974 = add i32 %964, -1640531527
  %975 = add i32 %965, -1150833019
  %976 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %971)
  %977 = mul i32 -766435501, %971
  %978 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %973)
  %979 = mul i32 -845247145, %973
  %980 = xor i32 %978, %969
  %981 = xor i32 %980, %974
  %982 = xor i32 %976, %967
  %983 = xor i32 %982, %975
  %984 = add i32 %974, -1640531527
  %985 = add i32 %975, -1150833019
  %986 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %981)
  %987 = mul i32 -766435501, %981
  %988 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %983)
  %989 = mul i32 -845247145, %983
  %990 = xor i32 %988, %979
  %991 = xor i32 %990, %984
  %992 = xor i32 %986, %977
  %993 = xor i32 %992, %985
  %994 = add i32 %984, -1640531527
  %995 = add i32 %985, -1150833019
  %996 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %991)
  %997 = mul i32 -766435501, %991
  %998 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %993)
  %999 = mul i32 -845247145, %993
  %1000 = xor i32 %998, %989
  %1001 = xor i32 %1000, %994
  %1002 = xor i32 %996, %987
  %1003 = xor i32 %1002, %995
  %1004 = add i32 %994, -1640531527
  %1005 = add i32 %995, -1150833019
  %1006 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1001)
  %1007 = mul i32 -766435501, %1001
  %1008 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1003)
  %1009 = mul i32 -845247145, %1003
  %1010 = xor i32 %1008, %999
  %1011 = xor i32 %1010, %1004
  %1012 = xor i32 %1006, %997
  %1013 = xor i32 %1012, %1005
  %1014 = add i32 %1004, -1640531527
  %1015 = add i32 %1005, -1150833019
  %1016 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1011)
  %1017 = mul i32 -766435501, %1011
  %1018 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1013)
  %1019 = mul i32 -845247145, %1013
  %1020 = xor i32 %1018, %1009
  %1021 = xor i32 %1020, %1014
  %1022 = xor i32 %1016, %1007
  %1023 = xor i32 %1022, %1015
  %1024 = uitofp i32 %1021 to double
  %1025 = fadd double %1024, 5.000000e-01
  %1026 = fmul double %1025, 0x3DF0000000000000
  %1027 = uitofp i32 %1019 to double
  %1028 = fadd double %1027, 5.000000e-01
  %1029 = fmul double %1028, 0x3DF0000000000000
  %1030 = bitcast double %1026 to i64
  %1031 = lshr i64 %1030, 32
  %1032 = add i64 %1031, 614242
  %1033 = lshr i64 %1032, 20
  %1034 = sub i64 %1033, 1023
  %1035 = and i64 %1032, 1048575
  %1036 = add i64 %1035, 1072079006
  %1037 = shl i64 %1036, 32
  %1038 = and i64 %1030, 4294967295
  %1039 = or i64 %1037, %1038
  %1040 = bitcast i64 %1039 to double
  %1041 = fsub double %1040, 1.000000e+00
  %1042 = fmul double 5.000000e-01, %1041
  %1043 = fmul double %1042, %1041
  %1044 = fadd double 2.000000e+00, %1041
  %1045 = fdiv double %1041, %1044
  %1046 = fmul double %1045, %1045
  %1047 = fmul double %1046, %1046
  %1048 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1049 = fmul double %1047, %1048
  %1050 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1051 = fadd double %1050, %1049
  %1052 = fmul double %1047, %1051
  %1053 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1054 = fadd double %1053, %1052
  %1055 = fmul double %1047, %1054
  %1056 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1057 = fmul double %1047, %1056
  %1058 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1059 = fadd double %1058, %1057
  %1060 = fmul double %1047, %1059
  %1061 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1062 = fadd double %1061, %1060
  %1063 = fmul double %1047, %1062
  %1064 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1065 = fadd double %1064, %1063
  %1066 = fmul double %1046, %1065
  %1067 = fadd double %1066, %1055
  %1068 = sitofp i64 %1034 to double
  %1069 = fadd double %1043, %1067
  %1070 = fmul double %1045, %1069
  %1071 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1072 = fmul double %1068, %1071
  %1073 = fadd double %1070, %1072
  %1074 = fsub double %1073, %1043
  %1075 = fadd double %1074, %1041
  %1076 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1077 = fmul double %1068, %1076
  %1078 = fadd double %1075, %1077
  %1079 = fmul double -2.000000e+00, %1078
  %1080 = call double @llvm.sqrt.f64(double %1079)
  %1081 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1082 = fmul double %1081, %1029
  %1083 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1084 = fmul double %1082, %1083
  %1085 = fadd double %1084, 0x4338000000000000
  %1086 = bitcast double %1085 to i64
  %1087 = fsub double %1085, 0x4338000000000000
  %1088 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1089 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1090 = fmul double %1087, %1088
  %1091 = fsub double %1082, %1090
  %1092 = fmul double %1087, %1089
  %1093 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1094 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1095 = fmul double %1087, %1093
  %1096 = fsub double %1091, %1095
  %1097 = fmul double %1087, %1094
  %1098 = fsub double %1091, %1096
  %1099 = fsub double %1098, %1095
  %1100 = fsub double %1097, %1099
  %1101 = fsub double %1091, %1092
  %1102 = bitcast double %1082 to i64
  %1103 = lshr i64 %1102, 52
  %1104 = and i64 %1103, 2047
  %1105 = bitcast double %1101 to i64
  %1106 = lshr i64 %1105, 52
  %1107 = and i64 %1106, 2047
  %1108 = add i64 %1107, 16
  %1109 = icmp ult i64 %1108, %1104
  %1110 = select i1 %1109, double %1096, double %1091
  %1111 = select i1 %1109, double %1100, double %1092
  %1112 = fsub double %1110, %1111
  %1113 = fsub double %1110, %1112
  %1114 = fsub double %1113, %1111
  %1115 = fmul double %1112, %1112
  %1116 = fmul double %1115, %1115
  %1117 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1118 = fmul double %1115, %1117
  %1119 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1120 = fadd double %1119, %1118
  %1121 = fmul double %1115, %1120
  %1122 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1123 = fadd double %1122, %1121
  %1124 = fmul double %1115, %1123
  %1125 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1126 = fmul double %1115, %1125
  %1127 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1128 = fadd double %1127, %1126
  %1129 = fmul double %1115, %1128
  %1130 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1131 = fadd double %1130, %1129
  %1132 = fmul double %1116, %1116
  %1133 = fmul double %1132, %1131
  %1134 = fadd double %1124, %1133
  %1135 = fmul double 5.000000e-01, %1115
  %1136 = fsub double 1.000000e+00, %1135
  %1137 = fsub double 1.000000e+00, %1136
  %1138 = fsub double %1137, %1135
  %1139 = fmul double %1115, %1134
  %1140 = fmul double %1112, %1114
  %1141 = fsub double %1139, %1140
  %1142 = fadd double %1138, %1141
  %1143 = fadd double %1136, %1142
  %1144 = fmul double %1112, %1112
  %1145 = fmul double %1144, %1144
  %1146 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1147 = fmul double %1144, %1146
  %1148 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1149 = fadd double %1148, %1147
  %1150 = fmul double %1144, %1149
  %1151 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1152 = fadd double %1151, %1150
  %1153 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1154 = fmul double %1144, %1153
  %1155 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1156 = fadd double %1155, %1154
  %1157 = fmul double %1144, %1145
  %1158 = fmul double %1157, %1156
  %1159 = fadd double %1152, %1158
  %1160 = fmul double %1144, %1112
  %1161 = fmul double 5.000000e-01, %1114
  %1162 = fmul double %1160, %1159
  %1163 = fsub double %1161, %1162
  %1164 = fmul double %1144, %1163
  %1165 = fsub double %1164, %1114
  %1166 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1167 = fmul double %1160, %1166
  %1168 = fsub double %1165, %1167
  %1169 = fsub double %1112, %1168
  %1170 = fneg double %1143
  %1171 = fneg double %1169
  %1172 = and i64 %1086, 1
  %1173 = and i64 %1086, 2
  %1174 = icmp eq i64 %1172, 1
  %1175 = icmp eq i64 %1173, 2
  %1176 = select i1 %1175, double %1170, double %1143
  %1177 = select i1 %1175, double %1169, double %1171
  %1178 = select i1 %1174, double %1177, double %1176
  %1179 = fmul double %1080, %1178
  %1180 = fptrunc double %1179 to float
  %1181 = fmul float %1180, %24
  %1182 = fadd float %915, %1181
  %bits61 = bitcast float %1182 to i32
  %magnitude62 = and i32 %bits61, 2147483647
  %is_nan63 = icmp ugt i32 %magnitude62, 2139095040
  %canonical64 = select i1 %is_nan63, i32 2143289344, i32 %bits61
  store i32 %canonical64, ptr %900, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done50
  br label %noise.done

uniform_sinks.then67:                             ; preds = %quiet
  br label %uniform_sinks.done68

uniform_sinks.done68:                             ; preds = %uniform_sinks.then67, %quiet
  %feature69 = add i64 %lane, 0
  %valid70 = icmp ult i64 %feature69, %n_features
  %1183 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid70, label %slot.then71, label %slot.done72

slot.then71:                                      ; preds = %uniform_sinks.done68
  %1184 = load float, ptr %1183, align 4
  %1185 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1186 = fsub float %1185, 4.000000e+00
  %1187 = fmul float 2.000000e+00, %1186
  %1188 = fmul float 0x3F847AE140000000, %1187
  %1189 = fmul float 2.000000e+00, %1184
  %1190 = fmul float %1188, %1189
  %1191 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature69
  %1192 = load float, ptr addrspace(1) %1191, align 4
  %1193 = fsub float %1184, %1192
  %1194 = fmul float 2.000000e+00, %1193
  %1195 = fmul float 5.000000e-01, %1194
  %1196 = fadd float %1190, %1195
  %1197 = fmul float %1196, %eta
  %1198 = fsub float %1184, %1197
  %1199 = fmul float 0.000000e+00, %24
  %1200 = fadd float %1198, %1199
  %bits73 = bitcast float %1198 to i32
  %magnitude74 = and i32 %bits73, 2147483647
  %is_nan75 = icmp ugt i32 %magnitude74, 2139095040
  %canonical76 = select i1 %is_nan75, i32 2143289344, i32 %bits73
  store i32 %canonical76, ptr %1183, align 4
  br label %slot.done72

slot.done72:                                      ; preds = %slot.then71, %uniform_sinks.done68
  %feature77 = add i64 %lane, 256
  %valid78 = icmp ult i64 %feature77, %n_features
  %1201 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %slot.done72
  %1202 = load float, ptr %1201, align 4
  %1203 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1204 = fsub float %1203, 4.000000e+00
  %1205 = fmul float 2.000000e+00, %1204
  %1206 = fmul float 0x3F847AE140000000, %1205
  %1207 = fmul float 2.000000e+00, %1202
  %1208 = fmul float %1206, %1207
  %1209 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature77
  %1210 = load float, ptr addrspace(1) %1209, align 4
  %1211 = fsub float %1202, %1210
  %1212 = fmul float 2.000000e+00, %1211
  %1213 = fmul float 5.000000e-01, %1212
  %1214 = fadd float %1208, %1213
  %1215 = fmul float %1214, %eta
  %1216 = fsub float %1202, %1215
  %1217 = fmul float 0.000000e+00, %24
  %1218 = fadd float %1216, %1217
  %bits81 = bitcast float %1216 to i32
  %magnitude82 = and i32 %bits81, 2147483647
  %is_nan83 = icmp ugt i32 %magnitude82, 2139095040
  %canonical84 = select i1 %is_nan83, i32 2143289344, i32 %bits81
  store i32 %canonical84, ptr %1201, align 4
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %slot.done72
  %feature85 = add i64 %lane, 512
  %valid86 = icmp ult i64 %feature85, %n_features
  %1219 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid86, label %slot.then87, label %slot.done88

slot.then87:                                      ; preds = %slot.done80
  %1220 = load float, ptr %1219, align 4
  %1221 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1222 = fsub float %1221, 4.000000e+00
  %1223 = fmul float 2.000000e+00, %1222
  %1224 = fmul float 0x3F847AE140000000, %1223
  %1225 = fmul float 2.000000e+00, %1220
  %1226 = fmul float %1224, %1225
  %1227 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature85
  %1228 = load float, ptr addrspace(1) %1227, align 4
  %1229 = fsub float %1220, %1228
  %1230 = fmul float 2.000000e+00, %1229
  %1231 = fmul float 5.000000e-01, %1230
  %1232 = fadd float %1226, %1231
  %1233 = fmul float %1232, %eta
  %1234 = fsub float %1220, %1233
  %1235 = fmul float 0.000000e+00, %24
  %1236 = fadd float %1234, %1235
  %bits89 = bitcast float %1234 to i32
  %magnitude90 = and i32 %bits89, 2147483647
  %is_nan91 = icmp ugt i32 %magnitude90, 2139095040
  %canonical92 = select i1 %is_nan91, i32 2143289344, i32 %bits89
  store i32 %canonical92, ptr %1219, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %slot.done80
  %feature93 = add i64 %lane, 768
  %valid94 = icmp ult i64 %feature93, %n_features
  %1237 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid94, label %slot.then95, label %slot.done96

slot.then95:                                      ; preds = %slot.done88
  %1238 = load float, ptr %1237, align 4
  %1239 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1240 = fsub float %1239, 4.000000e+00
  %1241 = fmul float 2.000000e+00, %1240
  %1242 = fmul float 0x3F847AE140000000, %1241
  %1243 = fmul float 2.000000e+00, %1238
  %1244 = fmul float %1242, %1243
  %1245 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature93
  %1246 = load float, ptr addrspace(1) %1245, align 4
  %1247 = fsub float %1238, %1246
  %1248 = fmul float 2.000000e+00, %1247
  %1249 = fmul float 5.000000e-01, %1248
  %1250 = fadd float %1244, %1249
  %1251 = fmul float %1250, %eta
  %1252 = fsub float %1238, %1251
  %1253 = fmul float 0.000000e+00, %24
  %1254 = fadd float %1252, %1253
  %bits97 = bitcast float %1252 to i32
  %magnitude98 = and i32 %bits97, 2147483647
  %is_nan99 = icmp ugt i32 %magnitude98, 2139095040
  %canonical100 = select i1 %is_nan99, i32 2143289344, i32 %bits97
  store i32 %canonical100, ptr %1237, align 4
  br label %slot.done96

slot.done96:                                      ; preds = %slot.then95, %slot.done88
  br label %noise.done

slot.then103:                                     ; preds = %step.exit
  %1255 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature101
  %1256 = load float, ptr %18, align 4
  store float %1256, ptr addrspace(1) %1255, align 4
  br label %slot.done104

slot.done104:                                     ; preds = %slot.then103, %step.exit
  %feature105 = add i64 %lane, 256
  %valid106 = icmp ult i64 %feature105, %n_features
  %1257 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid106, label %slot.then107, label %slot.done108

slot.then107:                                     ; preds = %slot.done104
  %1258 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature105
  %1259 = load float, ptr %1257, align 4
  store float %1259, ptr addrspace(1) %1258, align 4
  br label %slot.done108

slot.done108:                                     ; preds = %slot.then107, %slot.done104
  %feature109 = add i64 %lane, 512
  %valid110 = icmp ult i64 %feature109, %n_features
  %1260 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid110, label %slot.then111, label %slot.done112

slot.then111:                                     ; preds = %slot.done108
  %1261 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature109
  %1262 = load float, ptr %1260, align 4
  store float %1262, ptr addrspace(1) %1261, align 4
  br label %slot.done112

slot.done112:                                     ; preds = %slot.then111, %slot.done108
  %feature113 = add i64 %lane, 768
  %valid114 = icmp ult i64 %feature113, %n_features
  %1263 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid114, label %slot.then115, label %slot.done116

slot.then115:                                     ; preds = %slot.done112
  %1264 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature113
  %1265 = load float, ptr %1263, align 4
  store float %1265, ptr addrspace(1) %1264, align 4
  br label %slot.done116

slot.done116:                                     ; preds = %slot.then115, %slot.done112
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %step = phi i64 [ 0, %row.then ], [ %311, %noise.done ]
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
  br label %feature.header

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

feature.header:                                   ; preds = %feature.body, %draw.done
  %feature = phi i64 [ %lane, %draw.done ], [ %300, %feature.body ]
  %293 = icmp ult i64 %feature, %n_features
  br i1 %293, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %294 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %295 = load float, ptr addrspace(1) %294, align 4
  %296 = fmul float %295, %295
  %297 = mul i64 %n_features, 0
  %298 = add i64 %297, %feature
  %299 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %298
  store float %296, ptr addrspace(1) %299, align 4
  %300 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %301 = mul i64 %n_features, 0
  %302 = add i64 %301, 0
  %303 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %302
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %309, %fold_sums.body ]
  %304 = icmp ult i64 %fold_sums, %n_features
  br i1 %304, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %305 = getelementptr inbounds float, ptr addrspace(1) %303, i64 %fold_sums
  %306 = load float, ptr addrspace(1) %305, align 4
  %307 = load float, ptr %fold_value, align 4
  %308 = fadd float %306, %307
  store float %308, ptr %fold_value, align 4
  %309 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %310 = load float, ptr %fold_value, align 4
  store float %310, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

noise5:                                           ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then10, label %uniform_sinks.done11

noise.done:                                       ; preds = %feature.exit14, %feature.exit8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %311 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header6

feature.header6:                                  ; preds = %feature.body7, %uniform_sinks.done
  %feature9 = phi i64 [ %lane, %uniform_sinks.done ], [ %334, %feature.body7 ]
  %312 = icmp ult i64 %feature9, %n_features
  br i1 %312, label %feature.body7, label %feature.exit8

feature.body7:                                    ; preds = %feature.header6
  %313 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %314 = load float, ptr addrspace(1) %313, align 4
  %315 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %316 = fsub float %315, 4.000000e+00
  %317 = fmul float 2.000000e+00, %316
  %318 = fmul float 0x3F847AE140000000, %317
  %319 = fmul float 2.000000e+00, %314
  %320 = fmul float %318, %319
  %321 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %322 = load float, ptr addrspace(1) %321, align 4
  %323 = fsub float %314, %322
  %324 = fmul float 2.000000e+00, %323
  %325 = fmul float 5.000000e-01, %324
  %326 = fadd float %320, %325
  %327 = fmul float %326, %eta
  %328 = fsub float %314, %327
  %329 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature9
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = fmul float %330, %19
  %332 = fadd float %328, %331
  %333 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %bits = bitcast float %332 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %333, align 4
  %334 = add i64 %feature9, 256
  br label %feature.header6

feature.exit8:                                    ; preds = %feature.header6
  br label %noise.done

uniform_sinks.then10:                             ; preds = %quiet
  br label %uniform_sinks.done11

uniform_sinks.done11:                             ; preds = %uniform_sinks.then10, %quiet
  br label %feature.header12

feature.header12:                                 ; preds = %feature.body13, %uniform_sinks.done11
  %feature15 = phi i64 [ %lane, %uniform_sinks.done11 ], [ %355, %feature.body13 ]
  %335 = icmp ult i64 %feature15, %n_features
  br i1 %335, label %feature.body13, label %feature.exit14

feature.body13:                                   ; preds = %feature.header12
  %336 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature15
  %337 = load float, ptr addrspace(1) %336, align 4
  %338 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %339 = fsub float %338, 4.000000e+00
  %340 = fmul float 2.000000e+00, %339
  %341 = fmul float 0x3F847AE140000000, %340
  %342 = fmul float 2.000000e+00, %337
  %343 = fmul float %341, %342
  %344 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature15
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = fsub float %337, %345
  %347 = fmul float 2.000000e+00, %346
  %348 = fmul float 5.000000e-01, %347
  %349 = fadd float %343, %348
  %350 = fmul float %349, %eta
  %351 = fsub float %337, %350
  %352 = fmul float 0.000000e+00, %19
  %353 = fadd float %351, %352
  %354 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature15
  %bits16 = bitcast float %351 to i32
  %magnitude17 = and i32 %bits16, 2147483647
  %is_nan18 = icmp ugt i32 %magnitude17, 2139095040
  %canonical19 = select i1 %is_nan18, i32 2143289344, i32 %bits16
  store i32 %canonical19, ptr addrspace(1) %354, align 4
  %355 = add i64 %feature15, 256
  br label %feature.header12

feature.exit14:                                   ; preds = %feature.header12
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!"branch_weights", i32 1, i32 1000}
!1 = !{!2}
!2 = distinct !{!2, !3}
!3 = distinct !{!3}
!4 = !{!5}
!5 = distinct !{!5, !3}
