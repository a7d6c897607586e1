; ModuleID = 'sphere_align'
source_filename = "sphere_align.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [768 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [256 x float] undef, align 4
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
@tessera_fold_scratch_w32 = internal addrspace(3) global [768 x float] undef, align 4
@tessera_uniforms_w32 = internal addrspace(3) global [32 x float] undef, align 4
@tessera_fold_scratch_w64 = internal addrspace(3) global [768 x float] undef, align 4
@tessera_uniforms_w64 = internal addrspace(3) global [16 x float] undef, align 4
@tessera_fold_scratch_w128 = internal addrspace(3) global [768 x float] undef, align 4
@tessera_uniforms_w128 = internal addrspace(3) global [8 x float] undef, align 4
@tessera_fold_scratch_w256 = internal addrspace(3) global [768 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_fold_scratch_w512 = internal addrspace(3) global [1536 x float] undef, align 4
@tessera_uniforms_w512 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [3072 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [6144 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_fold_scratch_w8192 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w8192 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_uniforms_wide = internal addrspace(3) global [4 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_sphere_align_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth73 = alloca i64, align 8
  %pairwise_levels72 = alloca [32 x i64], align 8
  %pairwise_sums71 = alloca [32 x float], align 4
  %fold_index70 = alloca i64, align 8
  %fold_value69 = alloca float, align 4
  %pairwise_depth58 = alloca i64, align 8
  %pairwise_levels57 = alloca [32 x i64], align 8
  %pairwise_sums56 = alloca [32 x float], align 4
  %fold_index55 = alloca i64, align 8
  %fold_value54 = alloca float, align 4
  %pairwise_depth38 = alloca i64, align 8
  %pairwise_levels37 = alloca [32 x i64], align 8
  %pairwise_sums36 = alloca [32 x float], align 4
  %fold_index35 = alloca i64, align 8
  %fold_value34 = alloca float, align 4
  %pairwise_depth33 = alloca i64, align 8
  %pairwise_levels32 = alloca [32 x i64], align 8
  %pairwise_sums31 = alloca [32 x float], align 4
  %fold_index30 = alloca i64, align 8
  %fold_value29 = alloca float, align 4
  %pairwise_depth28 = alloca i64, align 8
  %pairwise_levels27 = alloca [32 x i64], align 8
  %pairwise_sums26 = alloca [32 x float], align 4
  %fold_index25 = alloca i64, align 8
  %fold_value24 = alloca float, align 4
  %pairwise_depth17 = alloca i64, align 8
  %pairwise_levels16 = alloca [32 x i64], align 8
  %pairwise_sums15 = alloca [32 x float], align 4
  %fold_index14 = alloca i64, align 8
  %fold_value13 = alloca float, align 4
  %pairwise_depth12 = alloca i64, align 8
  %pairwise_levels11 = alloca [32 x i64], align 8
  %pairwise_sums10 = alloca [32 x float], align 4
  %fold_index9 = alloca i64, align 8
  %fold_value8 = alloca float, align 4
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
  %2 = mul i64 %row_in_group, 12
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4, i64 %2
  %4 = mul i64 %row_in_group, 4
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w4, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %8 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row_read
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done108, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %10 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %11 = load float, ptr addrspace(1) %10, align 4
  store float %11, ptr %9, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done81, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %681, %noise.done81 ]
  %12 = icmp ult i64 %step, %steps
  br i1 %12, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then107, label %store.done108

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
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %anneal.done
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %19 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

quiet:                                            ; preds = %anneal.done
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

noise.done:                                       ; preds = %fold.done23, %fold.done
  %draw43 = icmp ne i32 %draw_noise, 0
  br i1 %draw43, label %noise44, label %quiet45

slot.then6:                                       ; preds = %noise
  %21 = load float, ptr %19, align 4
  %22 = fmul float %21, %21
  %23 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature4
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = fmul float -1.000000e+00, %24
  %26 = fmul float %25, %21
  %27 = mul i64 %row_read, %n_features
  %element = add i64 %27, %feature4
  %28 = trunc i64 %key0 to i32
  %29 = lshr i64 %key0, 32
  %30 = trunc i64 %29 to i32
  %31 = trunc i64 %element to i32
  %32 = trunc i64 %key1_step to i32
  %33 = lshr i64 %key1_step, 32
  %34 = trunc i64 %33 to i32
  %35 = lshr i64 %element, 32
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
  %135 = uitofp i32 %132 to double
  %136 = fadd double %135, 5.000000e-01
  %137 = fmul double %136, 0x3DF0000000000000
  %138 = uitofp i32 %130 to double
  %139 = fadd double %138, 5.000000e-01
  %140 = fmul double %139, 0x3DF0000000000000
  %141 = bitcast double %137 to i64
  %142 = lshr i64 %141, 32
  %143 = add i64 %142, 614242
  %144 = lshr i64 %143, 20
  %145 = sub i64 %144, 1023
  %146 = and i64 %143, 1048575
  %147 = add i64 %146, 1072079006
  %148 = shl i64 %147, 32
  %149 = and i64 %141, 4294967295
  %150 = or i64 %148, %149
  %151 = bitcast i64 %150 to double
  %152 = fsub double %151, 1.000000e+00
  %153 = fmul double 5.000000e-01, %152
  %154 = fmul double %153, %152
  %155 = fadd double 2.000000e+00, %152
  %156 = fdiv double %152, %155
  %157 = fmul double %156, %156
  %158 = fmul double %157, %157
  %159 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %160 = fmul double %158, %159
  %161 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %162 = fadd double %161, %160
  %163 = fmul double %158, %162
  %164 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %165 = fadd double %164, %163
  %166 = fmul double %158, %165
  %167 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %168 = fmul double %158, %167
  %169 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %170 = fadd double %169, %168
  %171 = fmul double %158, %170
  %172 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %173 = fadd double %172, %171
  %174 = fmul double %158, %173
  %175 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %176 = fadd double %175, %174
  %177 = fmul double %157, %176
  %178 = fadd double %177, %166
  %179 = sitofp i64 %145 to double
  %180 = fadd double %154, %178
  %181 = fmul double %156, %180
  %182 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %183 = fmul double %179, %182
  %184 = fadd double %181, %183
  %185 = fsub double %184, %154
  %186 = fadd double %185, %152
  %187 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %188 = fmul double %179, %187
  %189 = fadd double %186, %188
  %190 = fmul double -2.000000e+00, %189
  %191 = call double @llvm.sqrt.f64(double %190)
  %192 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %193 = fmul double %192, %140
  %194 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %195 = fmul double %193, %194
  %196 = fadd double %195, 0x4338000000000000
  %197 = bitcast double %196 to i64
  %198 = fsub double %196, 0x4338000000000000
  %199 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %200 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %201 = fmul double %198, %199
  %202 = fsub double %193, %201
  %203 = fmul double %198, %200
  %204 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %205 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %206 = fmul double %198, %204
  %207 = fsub double %202, %206
  %208 = fmul double %198, %205
  %209 = fsub double %202, %207
  %210 = fsub double %209, %206
  %211 = fsub double %208, %210
  %212 = fsub double %202, %203
  %213 = bitcast double %193 to i64
  %214 = lshr i64 %213, 52
  %215 = and i64 %214, 2047
  %216 = bitcast double %212 to i64
  %217 = lshr i64 %216, 52
  %218 = and i64 %217, 2047
  %219 = add i64 %218, 16
  %220 = icmp ult i64 %219, %215
  %221 = select i1 %220, double %207, double %202
  %222 = select i1 %220, double %211, double %203
  %223 = fsub double %221, %222
  %224 = fsub double %221, %223
  %225 = fsub double %224, %222
  %226 = fmul double %223, %223
  %227 = fmul double %226, %226
  %228 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %229 = fmul double %226, %228
  %230 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %231 = fadd double %230, %229
  %232 = fmul double %226, %231
  %233 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %234 = fadd double %233, %232
  %235 = fmul double %226, %234
  %236 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %237 = fmul double %226, %236
  %238 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %239 = fadd double %238, %237
  %240 = fmul double %226, %239
  %241 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %242 = fadd double %241, %240
  %243 = fmul double %227, %227
  %244 = fmul double %243, %242
  %245 = fadd double %235, %244
  %246 = fmul double 5.000000e-01, %226
  %247 = fsub double 1.000000e+00, %246
  %248 = fsub double 1.000000e+00, %247
  %249 = fsub double %248, %246
  %250 = fmul double %226, %245
  %251 = fmul double %223, %225
  %252 = fsub double %250, %251
  %253 = fadd double %249, %252
  %254 = fadd double %247, %253
  %255 = fmul double %223, %223
  %256 = fmul double %255, %255
  %257 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %258 = fmul double %255, %257
  %259 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %260 = fadd double %259, %258
  %261 = fmul double %255, %260
  %262 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %263 = fadd double %262, %261
  %264 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %265 = fmul double %255, %264
  %266 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %267 = fadd double %266, %265
  %268 = fmul double %255, %256
  %269 = fmul double %268, %267
  %270 = fadd double %263, %269
  %271 = fmul double %255, %223
  %272 = fmul double 5.000000e-01, %225
  %273 = fmul double %271, %270
  %274 = fsub double %272, %273
  %275 = fmul double %255, %274
  %276 = fsub double %275, %225
  %277 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %278 = fmul double %271, %277
  %279 = fsub double %276, %278
  %280 = fsub double %223, %279
  %281 = fneg double %254
  %282 = fneg double %280
  %283 = and i64 %197, 1
  %284 = and i64 %197, 2
  %285 = icmp eq i64 %283, 1
  %286 = icmp eq i64 %284, 2
  %287 = select i1 %286, double %281, double %254
  %288 = select i1 %286, double %280, double %282
  %289 = select i1 %285, double %288, double %287
  %290 = fmul double %191, %289
  %291 = fptrunc double %290 to float
  %292 = fmul float %291, %21
  %293 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %294 = getelementptr inbounds float, ptr addrspace(3) %293, i64 %feature4
  store float %22, ptr addrspace(3) %294, align 4
  %295 = getelementptr inbounds float, ptr addrspace(3) %3, i64 4
  %296 = getelementptr inbounds float, ptr addrspace(3) %295, i64 %feature4
  store float %26, ptr addrspace(3) %296, align 4
  %297 = getelementptr inbounds float, ptr addrspace(3) %3, i64 8
  %298 = getelementptr inbounds float, ptr addrspace(3) %297, i64 %feature4
  store float %292, ptr addrspace(3) %298, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %noise
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %299 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %300 = getelementptr inbounds float, ptr addrspace(3) %3, i64 4
  %301 = getelementptr inbounds float, ptr addrspace(3) %3, i64 8
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value8, align 4
  store i64 0, ptr %fold_index9, align 8
  store i64 0, ptr %pairwise_depth12, align 8
  store float 0.000000e+00, ptr %fold_value13, align 4
  store i64 0, ptr %fold_index14, align 8
  store i64 0, ptr %pairwise_depth17, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %315, %fold_sums.body ]
  %302 = icmp ult i64 %fold_sums, %n_features
  br i1 %302, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %303 = getelementptr inbounds float, ptr addrspace(3) %299, i64 %fold_sums
  %304 = load float, ptr addrspace(3) %303, align 4
  %305 = load float, ptr %fold_value, align 4
  %306 = fadd float %304, %305
  store float %306, ptr %fold_value, align 4
  %307 = getelementptr inbounds float, ptr addrspace(3) %300, i64 %fold_sums
  %308 = load float, ptr addrspace(3) %307, align 4
  %309 = load float, ptr %fold_value8, align 4
  %310 = fadd float %308, %309
  store float %310, ptr %fold_value8, align 4
  %311 = getelementptr inbounds float, ptr addrspace(3) %301, i64 %fold_sums
  %312 = load float, ptr addrspace(3) %311, align 4
  %313 = load float, ptr %fold_value13, align 4
  %314 = fadd float %312, %313
  store float %314, ptr %fold_value13, align 4
  %315 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %316 = load float, ptr %fold_value, align 4
  %317 = load float, ptr %fold_value8, align 4
  %318 = load float, ptr %fold_value13, align 4
  %319 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %316, ptr addrspace(3) %319, align 4
  %320 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %317, ptr addrspace(3) %320, align 4
  %321 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  store float %318, ptr addrspace(3) %321, align 4
  br label %fold.done

slot.then20:                                      ; preds = %quiet
  %322 = load float, ptr %20, align 4
  %323 = fmul float %322, %322
  %324 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature18
  %325 = load float, ptr addrspace(1) %324, align 4
  %326 = fmul float -1.000000e+00, %325
  %327 = fmul float %326, %322
  %328 = fmul float 0.000000e+00, %322
  %329 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %330 = getelementptr inbounds float, ptr addrspace(3) %329, i64 %feature18
  store float %323, ptr addrspace(3) %330, align 4
  %331 = getelementptr inbounds float, ptr addrspace(3) %3, i64 4
  %332 = getelementptr inbounds float, ptr addrspace(3) %331, i64 %feature18
  store float %327, ptr addrspace(3) %332, align 4
  %333 = getelementptr inbounds float, ptr addrspace(3) %3, i64 8
  %334 = getelementptr inbounds float, ptr addrspace(3) %333, i64 %feature18
  store float %328, ptr addrspace(3) %334, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %quiet
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then22, label %fold.done23

fold.then22:                                      ; preds = %slot.done21
  %335 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %336 = getelementptr inbounds float, ptr addrspace(3) %3, i64 4
  %337 = getelementptr inbounds float, ptr addrspace(3) %3, i64 8
  store float 0.000000e+00, ptr %fold_value24, align 4
  store i64 0, ptr %fold_index25, align 8
  store i64 0, ptr %pairwise_depth28, align 8
  store float 0.000000e+00, ptr %fold_value29, align 4
  store i64 0, ptr %fold_index30, align 8
  store i64 0, ptr %pairwise_depth33, align 8
  store float 0.000000e+00, ptr %fold_value34, align 4
  store i64 0, ptr %fold_index35, align 8
  store i64 0, ptr %pairwise_depth38, align 8
  br label %fold_sums.header39

fold.done23:                                      ; preds = %fold_sums.exit41, %slot.done21
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done

fold_sums.header39:                               ; preds = %fold_sums.body40, %fold.then22
  %fold_sums42 = phi i64 [ 0, %fold.then22 ], [ %351, %fold_sums.body40 ]
  %338 = icmp ult i64 %fold_sums42, %n_features
  br i1 %338, label %fold_sums.body40, label %fold_sums.exit41

fold_sums.body40:                                 ; preds = %fold_sums.header39
  %339 = getelementptr inbounds float, ptr addrspace(3) %335, i64 %fold_sums42
  %340 = load float, ptr addrspace(3) %339, align 4
  %341 = load float, ptr %fold_value24, align 4
  %342 = fadd float %340, %341
  store float %342, ptr %fold_value24, align 4
  %343 = getelementptr inbounds float, ptr addrspace(3) %336, i64 %fold_sums42
  %344 = load float, ptr addrspace(3) %343, align 4
  %345 = load float, ptr %fold_value29, align 4
  %346 = fadd float %344, %345
  store float %346, ptr %fold_value29, align 4
  %347 = getelementptr inbounds float, ptr addrspace(3) %337, i64 %fold_sums42
  %348 = load float, ptr addrspace(3) %347, align 4
  %349 = load float, ptr %fold_value34, align 4
  %350 = fadd float %348, %349
  store float %350, ptr %fold_value34, align 4
  %351 = add i64 %fold_sums42, 1
  br label %fold_sums.header39

fold_sums.exit41:                                 ; preds = %fold_sums.header39
  %352 = load float, ptr %fold_value24, align 4
  %353 = load float, ptr %fold_value29, align 4
  %354 = load float, ptr %fold_value34, align 4
  %355 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %352, ptr addrspace(3) %355, align 4
  %356 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %353, ptr addrspace(3) %356, align 4
  %357 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  store float %354, ptr addrspace(3) %357, align 4
  br label %fold.done23

noise44:                                          ; preds = %noise.done
  %feature47 = add i64 %lane, 0
  %valid48 = icmp ult i64 %feature47, %n_features
  %358 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid48, label %slot.then49, label %slot.done50

quiet45:                                          ; preds = %noise.done
  %feature63 = add i64 %lane, 0
  %valid64 = icmp ult i64 %feature63, %n_features
  %359 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid64, label %slot.then65, label %slot.done66

noise.done46:                                     ; preds = %fold.done68, %fold.done53
  %draw78 = icmp ne i32 %draw_noise, 0
  br i1 %draw78, label %noise79, label %quiet80

slot.then49:                                      ; preds = %noise44
  %360 = load float, ptr %358, align 4
  %361 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature47
  %362 = load float, ptr addrspace(1) %361, align 4
  %363 = fmul float -1.000000e+00, %362
  %364 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %365 = load float, ptr addrspace(3) %364, align 4
  %366 = fmul float %365, %360
  %367 = fsub float %363, %366
  %368 = fmul float %367, %eta
  %369 = fsub float %360, %368
  %370 = mul i64 %row_read, %n_features
  %element51 = add i64 %370, %feature47
  %371 = trunc i64 %key0 to i32
  %372 = lshr i64 %key0, 32
  %373 = trunc i64 %372 to i32
  %374 = trunc i64 %element51 to i32
  %375 = trunc i64 %key1_step to i32
  %376 = lshr i64 %key1_step, 32
  %377 = trunc i64 %376 to i32
  %378 = lshr i64 %element51, 32
  %379 = trunc i64 %378 to i32
  %380 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %374)
  %381 = mul i32 -766435501, %374
  %382 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %377)
  %383 = mul i32 -845247145, %377
  %384 = xor i32 %382, %375
  %385 = xor i32 %384, %371
  %386 = xor i32 %380, %379
  %387 = xor i32 %386, %373
  %388 = add i32 %371, -1640531527
  %389 = add i32 %373, -1150833019
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
  %458 = add i32 %448, -1640531527
  %459 = add i32 %449, -1150833019
  %460 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %455)
  %461 = mul i32 -766435501, %455
  %462 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %457)
  %463 = mul i32 -845247145, %457
  %464 = xor i32 %462, %453
  %465 = xor i32 %464, %458
  %466 = xor i32 %460, %451
  %467 = xor i32 %466, %459
  %468 = add i32 %458, -1640531527
  %469 = add i32 %459, -1150833019
  %470 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %465)
  %471 = mul i32 -766435501, %465
  %472 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %467)
  %473 = mul i32 -845247145, %467
  %474 = xor i32 %472, %463
  %475 = xor i32 %474, %468
  %476 = xor i32 %470, %461
  %477 = xor i32 %476, %469
  %478 = uitofp i32 %475 to double
  %479 = fadd double %478, 5.000000e-01
  %480 = fmul double %479, 0x3DF0000000000000
  %481 = uitofp i32 %473 to double
  %482 = fadd double %481, 5.000000e-01
  %483 = fmul double %482, 0x3DF0000000000000
  %484 = bitcast double %480 to i64
  %485 = lshr i64 %484, 32
  %486 = add i64 %485, 614242
  %487 = lshr i64 %486, 20
  %488 = sub i64 %487, 1023
  %489 = and i64 %486, 1048575
  %490 = add i64 %489, 1072079006
  %491 = shl i64 %490, 32
  %492 = and i64 %484, 4294967295
  %493 = or i64 %491, %492
  %494 = bitcast i64 %493 to double
  %495 = fsub double %494, 1.000000e+00
  %496 = fmul double 5.000000e-01, %495
  %497 = fmul double %496, %495
  %498 = fadd double 2.000000e+00, %495
  %499 = fdiv double %495, %498
  %500 = fmul double %499, %499
  %501 = fmul double %500, %500
  %502 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %503 = fmul double %501, %502
  %504 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %505 = fadd double %504, %503
  %506 = fmul double %501, %505
  %507 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %508 = fadd double %507, %506
  %509 = fmul double %501, %508
  %510 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %511 = fmul double %501, %510
  %512 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %513 = fadd double %512, %511
  %514 = fmul double %501, %513
  %515 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %516 = fadd double %515, %514
  %517 = fmul double %501, %516
  %518 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %519 = fadd double %518, %517
  %520 = fmul double %500, %519
  %521 = fadd double %520, %509
  %522 = sitofp i64 %488 to double
  %523 = fadd double %497, %521
  %524 = fmul double %499, %523
  %525 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %526 = fmul double %522, %525
  %527 = fadd double %524, %526
  %528 = fsub double %527, %497
  %529 = fadd double %528, %495
  %530 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %531 = fmul double %522, %530
  %532 = fadd double %529, %531
  %533 = fmul double -2.000000e+00, %532
  %534 = call double @llvm.sqrt.f64(double %533)
  %535 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %536 = fmul double %535, %483
  %537 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %538 = fmul double %536, %537
  %539 = fadd double %538, 0x4338000000000000
  %540 = bitcast double %539 to i64
  %541 = fsub double %539, 0x4338000000000000
  %542 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %543 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %544 = fmul double %541, %542
  %545 = fsub double %536, %544
  %546 = fmul double %541, %543
  %547 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %548 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %549 = fmul double %541, %547
  %550 = fsub double %545, %549
  %551 = fmul double %541, %548
  %552 = fsub double %545, %550
  %553 = fsub double %552, %549
  %554 = fsub double %551, %553
  %555 = fsub double %545, %546
  %556 = bitcast double %536 to i64
  %557 = lshr i64 %556, 52
  %558 = and i64 %557, 2047
  %559 = bitcast double %555 to i64
  %560 = lshr i64 %559, 52
  %561 = and i64 %560, 2047
  %562 = add i64 %561, 16
  %563 = icmp ult i64 %562, %558
  %564 = select i1 %563, double %550, double %545
  %565 = select i1 %563, double %554, double %546
  %566 = fsub double %564, %565
  %567 = fsub double %564, %566
  %568 = fsub double %567, %565
  %569 = fmul double %566, %566
  %570 = fmul double %569, %569
  %571 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %572 = fmul double %569, %571
  %573 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %574 = fadd double %573, %572
  %575 = fmul double %569, %574
  %576 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %577 = fadd double %576, %575
  %578 = fmul double %569, %577
  %579 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %580 = fmul double %569, %579
  %581 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %582 = fadd double %581, %580
  %583 = fmul double %569, %582
  %584 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %585 = fadd double %584, %583
  %586 = fmul double %570, %570
  %587 = fmul double %586, %585
  %588 = fadd double %578, %587
  %589 = fmul double 5.000000e-01, %569
  %590 = fsub double 1.000000e+00, %589
  %591 = fsub double 1.000000e+00, %590
  %592 = fsub double %591, %589
  %593 = fmul double %569, %588
  %594 = fmul double %566, %568
  %595 = fsub double %593, %594
  %596 = fadd double %592, %595
  %597 = fadd double %590, %596
  %598 = fmul double %566, %566
  %599 = fmul double %598, %598
  %600 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %601 = fmul double %598, %600
  %602 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %603 = fadd double %602, %601
  %604 = fmul double %598, %603
  %605 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %606 = fadd double %605, %604
  %607 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %608 = fmul double %598, %607
  %609 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %610 = fadd double %609, %608
  %611 = fmul double %598, %599
  %612 = fmul double %611, %610
  %613 = fadd double %606, %612
  %614 = fmul double %598, %566
  %615 = fmul double 5.000000e-01, %568
  %616 = fmul double %614, %613
  %617 = fsub double %615, %616
  %618 = fmul double %598, %617
  %619 = fsub double %618, %568
  %620 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %621 = fmul double %614, %620
  %622 = fsub double %619, %621
  %623 = fsub double %566, %622
  %624 = fneg double %597
  %625 = fneg double %623
  %626 = and i64 %540, 1
  %627 = and i64 %540, 2
  %628 = icmp eq i64 %626, 1
  %629 = icmp eq i64 %627, 2
  %630 = select i1 %629, double %624, double %597
  %631 = select i1 %629, double %623, double %625
  %632 = select i1 %628, double %631, double %630
  %633 = fmul double %534, %632
  %634 = fptrunc double %633 to float
  %635 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %636 = load float, ptr addrspace(3) %635, align 4
  %637 = fmul float %636, %360
  %638 = fsub float %634, %637
  %639 = fmul float %638, %18
  %640 = fadd float %369, %639
  %641 = fmul float %640, %640
  %642 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %643 = getelementptr inbounds float, ptr addrspace(3) %642, i64 %feature47
  store float %641, ptr addrspace(3) %643, align 4
  br label %slot.done50

slot.done50:                                      ; preds = %slot.then49, %noise44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then52, label %fold.done53

fold.then52:                                      ; preds = %slot.done50
  %644 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value54, align 4
  store i64 0, ptr %fold_index55, align 8
  store i64 0, ptr %pairwise_depth58, align 8
  br label %fold_sums.header59

fold.done53:                                      ; preds = %fold_sums.exit61, %slot.done50
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done46

fold_sums.header59:                               ; preds = %fold_sums.body60, %fold.then52
  %fold_sums62 = phi i64 [ 0, %fold.then52 ], [ %650, %fold_sums.body60 ]
  %645 = icmp ult i64 %fold_sums62, %n_features
  br i1 %645, label %fold_sums.body60, label %fold_sums.exit61

fold_sums.body60:                                 ; preds = %fold_sums.header59
  %646 = getelementptr inbounds float, ptr addrspace(3) %644, i64 %fold_sums62
  %647 = load float, ptr addrspace(3) %646, align 4
  %648 = load float, ptr %fold_value54, align 4
  %649 = fadd float %647, %648
  store float %649, ptr %fold_value54, align 4
  %650 = add i64 %fold_sums62, 1
  br label %fold_sums.header59

fold_sums.exit61:                                 ; preds = %fold_sums.header59
  %651 = load float, ptr %fold_value54, align 4
  %652 = getelementptr inbounds float, ptr addrspace(3) %5, i64 3
  store float %651, ptr addrspace(3) %652, align 4
  br label %fold.done53

slot.then65:                                      ; preds = %quiet45
  %653 = load float, ptr %359, align 4
  %654 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature63
  %655 = load float, ptr addrspace(1) %654, align 4
  %656 = fmul float -1.000000e+00, %655
  %657 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %658 = load float, ptr addrspace(3) %657, align 4
  %659 = fmul float %658, %653
  %660 = fsub float %656, %659
  %661 = fmul float %660, %eta
  %662 = fsub float %653, %661
  %663 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %664 = load float, ptr addrspace(3) %663, align 4
  %665 = fmul float %664, %653
  %666 = fsub float 0.000000e+00, %665
  %667 = fmul float %666, %18
  %668 = fadd float %662, %667
  %669 = fmul float %662, %662
  %670 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %671 = getelementptr inbounds float, ptr addrspace(3) %670, i64 %feature63
  store float %669, ptr addrspace(3) %671, align 4
  br label %slot.done66

slot.done66:                                      ; preds = %slot.then65, %quiet45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then67, label %fold.done68

fold.then67:                                      ; preds = %slot.done66
  %672 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value69, align 4
  store i64 0, ptr %fold_index70, align 8
  store i64 0, ptr %pairwise_depth73, align 8
  br label %fold_sums.header74

fold.done68:                                      ; preds = %fold_sums.exit76, %slot.done66
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done46

fold_sums.header74:                               ; preds = %fold_sums.body75, %fold.then67
  %fold_sums77 = phi i64 [ 0, %fold.then67 ], [ %678, %fold_sums.body75 ]
  %673 = icmp ult i64 %fold_sums77, %n_features
  br i1 %673, label %fold_sums.body75, label %fold_sums.exit76

fold_sums.body75:                                 ; preds = %fold_sums.header74
  %674 = getelementptr inbounds float, ptr addrspace(3) %672, i64 %fold_sums77
  %675 = load float, ptr addrspace(3) %674, align 4
  %676 = load float, ptr %fold_value69, align 4
  %677 = fadd float %675, %676
  store float %677, ptr %fold_value69, align 4
  %678 = add i64 %fold_sums77, 1
  br label %fold_sums.header74

fold_sums.exit76:                                 ; preds = %fold_sums.header74
  %679 = load float, ptr %fold_value69, align 4
  %680 = getelementptr inbounds float, ptr addrspace(3) %5, i64 3
  store float %679, ptr addrspace(3) %680, align 4
  br label %fold.done68

noise79:                                          ; preds = %noise.done46
  br i1 %present, label %store.then, label %store.done

quiet80:                                          ; preds = %noise.done46
  br i1 %present, label %store.then91, label %store.done92

noise.done81:                                     ; preds = %store.done92, %store.done
  %681 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise79
  %feature82 = add i64 %lane, 0
  %valid83 = icmp ult i64 %feature82, %n_features
  %682 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done89, %noise79
  br label %noise.done81

uniform_sinks.then:                               ; preds = %store.then
  %683 = getelementptr inbounds float, ptr addrspace(3) %5, i64 3
  %684 = load float, ptr addrspace(3) %683, align 4
  %685 = fcmp olt float %684, 0x3D71979980000000
  %686 = select i1 %685, float 1.000000e+00, float 0.000000e+00
  %687 = load float, ptr %682, align 4
  %688 = getelementptr inbounds float, ptr addrspace(1) %7, i64 0
  %689 = load float, ptr addrspace(1) %688, align 4
  %690 = fmul float -1.000000e+00, %689
  %691 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %692 = load float, ptr addrspace(3) %691, align 4
  %693 = fmul float %692, %687
  %694 = fsub float %690, %693
  %695 = fmul float %694, %eta
  %696 = fsub float %687, %695
  %697 = mul i64 %row_read, %n_features
  %element84 = add i64 %697, 0
  %698 = trunc i64 %key0 to i32
  %699 = lshr i64 %key0, 32
  %700 = trunc i64 %699 to i32
  %701 = trunc i64 %element84 to i32
  %702 = trunc i64 %key1_step to i32
  %703 = lshr i64 %key1_step, 32
  %704 = trunc i64 %703 to i32
  %705 = lshr i64 %element84, 32
  %706 = trunc i64 %705 to i32
  %707 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %701)
  %708 = mul i32 -766435501, %701
  %709 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %704)
  %710 = mul i32 -845247145, %704
  %711 = xor i32 %709, %702
  %712 = xor i32 %711, %698
  %713 = xor i32 %707, %706
  %714 = xor i32 %713, %700
  %715 = add i32 %698, -1640531527
  %716 = add i32 %700, -1150833019
  %717 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %712)
  %718 = mul i32 -766435501, %712
  %719 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %714)
  %720 = mul i32 -845247145, %714
  %721 = xor i32 %719, %710
  %722 = xor i32 %721, %715
  %723 = xor i32 %717, %708
  %724 = xor i32 %723, %716
  %725 = add i32 %715, -1640531527
  %726 = add i32 %716, -1150833019
  %727 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %722)
  %728 = mul i32 -766435501, %722
  %729 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %724)
  %730 = mul i32 -845247145, %724
  %731 = xor i32 %729, %720
  %732 = xor i32 %731, %725
  %733 = xor i32 %727, %718
  %734 = xor i32 %733, %726
  %735 = add i32 %725, -1640531527
  %736 = add i32 %726, -1150833019
  %737 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %732)
  %738 = mul i32 -766435501, %732
  %739 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %734)
  %740 = mul i32 -845247145, %734
  %741 = xor i32 %739, %730
  %742 = xor i32 %741, %735
  %743 = xor i32 %737, %728
  %744 = xor i32 %743, %736
  %745 = add i32 %735, -1640531527
  %746 = add i32 %736, -1150833019
  %747 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %742)
  %748 = mul i32 -766435501, %742
  %749 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %744)
  %750 = mul i32 -845247145, %744
  %751 = xor i32 %749, %740
  %752 = xor i32 %751, %745
  %753 = xor i32 %747, %738
  %754 = xor i32 %753, %746
  %755 = add i32 %745, -1640531527
  %756 = add i32 %746, -1150833019
  %757 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %752)
  %758 = mul i32 -766435501, %752
  %759 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %754)
  %760 = mul i32 -845247145, %754
  %761 = xor i32 %759, %750
  %762 = xor i32 %761, %755
  %763 = xor i32 %757, %748
  %764 = xor i32 %763, %756
  %765 = add i32 %755, -1640531527
  %766 = add i32 %756, -1150833019
  %767 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %762)
  %768 = mul i32 -766435501, %762
  %769 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %764)
  %770 = mul i32 -845247145, %764
  %771 = xor i32 %769, %760
  %772 = xor i32 %771, %765
  %773 = xor i32 %767, %758
  %774 = xor i32 %773, %766
  %775 = add i32 %765, -1640531527
  %776 = add i32 %766, -1150833019
  %777 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %772)
  %778 = mul i32 -766435501, %772
  %779 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %774)
  %780 = mul i32 -845247145, %774
  %781 = xor i32 %779, %770
  %782 = xor i32 %781, %775
  %783 = xor i32 %777, %768
  %784 = xor i32 %783, %776
  %785 = add i32 %775, -1640531527
  %786 = add i32 %776, -1150833019
  %787 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %782)
  %788 = mul i32 -766435501, %782
  %789 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %784)
  %790 = mul i32 -845247145, %784
  %791 = xor i32 %789, %780
  %792 = xor i32 %791, %785
  %793 = xor i32 %787, %778
  %794 = xor i32 %793, %786
  %795 = add i32 %785, -1640531527
  %796 = add i32 %786, -1150833019
  %797 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %792)
  %798 = mul i32 -766435501, %792
  %799 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %794)
  %800 = mul i32 -845247145, %794
  %801 = xor i32 %799, %790
  %802 = xor i32 %801, %795
  %803 = xor i32 %797, %788
  %804 = xor i32 %803, %796
  %805 = uitofp i32 %802 to double
  %806 = fadd double %805, 5.000000e-01
  %807 = fmul double %806, 0x3DF0000000000000
  %808 = uitofp i32 %800 to double
  %809 = fadd double %808, 5.000000e-01
  %810 = fmul double %809, 0x3DF0000000000000
  %811 = bitcast double %807 to i64
  %812 = lshr i64 %811, 32
  %813 = add i64 %812, 614242
  %814 = lshr i64 %813, 20
  %815 = sub i64 %814, 1023
  %816 = and i64 %813, 1048575
  %817 = add i64 %816, 1072079006
  %818 = shl i64 %817, 32
  %819 = and i64 %811, 4294967295
  %820 = or i64 %818, %819
  %821 = bitcast i64 %820 to double
  %822 = fsub double %821, 1.000000e+00
  %823 = fmul double 5.000000e-01, %822
  %824 = fmul double %823, %822
  %825 = fadd double 2.000000e+00, %822
  %826 = fdiv double %822, %825
  %827 = fmul double %826, %826
  %828 = fmul double %827, %827
  %829 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %830 = fmul double %828, %829
  %831 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %832 = fadd double %831, %830
  %833 = fmul double %828, %832
  %834 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %835 = fadd double %834, %833
  %836 = fmul double %828, %835
  %837 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %838 = fmul double %828, %837
  %839 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %840 = fadd double %839, %838
  %841 = fmul double %828, %840
  %842 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %843 = fadd double %842, %841
  %844 = fmul double %828, %843
  %845 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %846 = fadd double %845, %844
  %847 = fmul double %827, %846
  %848 = fadd double %847, %836
  %849 = sitofp i64 %815 to double
  %850 = fadd double %824, %848
  %851 = fmul double %826, %850
  %852 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %853 = fmul double %849, %852
  %854 = fadd double %851, %853
  %855 = fsub double %854, %824
  %856 = fadd double %855, %822
  %857 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %858 = fmul double %849, %857
  %859 = fadd double %856, %858
  %860 = fmul double -2.000000e+00, %859
  %861 = call double @llvm.sqrt.f64(double %860)
  %862 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %863 = fmul double %862, %810
  %864 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %865 = fmul double %863, %864
  %866 = fadd double %865, 0x4338000000000000
  %867 = bitcast double %866 to i64
  %868 = fsub double %866, 0x4338000000000000
  %869 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %870 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %871 = fmul double %868, %869
  %872 = fsub double %863, %871
  %873 = fmul double %868, %870
  %874 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %875 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %876 = fmul double %868, %874
  %877 = fsub double %872, %876
  %878 = fmul double %868, %875
  %879 = fsub double %872, %877
  %880 = fsub double %879, %876
  %881 = fsub double %878, %880
  %882 = fsub double %872, %873
  %883 = bitcast double %863 to i64
  %884 = lshr i64 %883, 52
  %885 = and i64 %884, 2047
  %886 = bitcast double %882 to i64
  %887 = lshr i64 %886, 52
  %888 = and i64 %887, 2047
  %889 = add i64 %888, 16
  %890 = icmp ult i64 %889, %885
  %891 = select i1 %890, double %877, double %872
  %892 = select i1 %890, double %881, double %873
  %893 = fsub double %891, %892
  %894 = fsub double %891, %893
  %895 = fsub double %894, %892
  %896 = fmul double %893, %893
  %897 = fmul double %896, %896
  %898 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %899 = fmul double %896, %898
  %900 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %901 = fadd double %900, %899
  %902 = fmul double %896, %901
  %903 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %904 = fadd double %903, %902
  %905 = fmul double %896, %904
  %906 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %907 = fmul double %896, %906
  %908 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %909 = fadd double %908, %907
  %910 = fmul double %896, %909
  %911 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %912 = fadd double %911, %910
  %913 = fmul double %897, %897
  %914 = fmul double %913, %912
  %915 = fadd double %905, %914
  %916 = fmul double 5.000000e-01, %896
  %917 = fsub double 1.000000e+00, %916
  %918 = fsub double 1.000000e+00, %917
  %919 = fsub double %918, %916
  %920 = fmul double %896, %915
  %921 = fmul double %893, %895
  %922 = fsub double %920, %921
  %923 = fadd double %919, %922
  %924 = fadd double %917, %923
  %925 = fmul double %893, %893
  %926 = fmul double %925, %925
  %927 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %928 = fmul double %925, %927
  %929 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %930 = fadd double %929, %928
  %931 = fmul double %925, %930
  %932 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %933 = fadd double %932, %931
  %934 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %935 = fmul double %925, %934
  %936 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %937 = fadd double %936, %935
  %938 = fmul double %925, %926
  %939 = fmul double %938, %937
  %940 = fadd double %933, %939
  %941 = fmul double %925, %893
  %942 = fmul double 5.000000e-01, %895
  %943 = fmul double %941, %940
  %944 = fsub double %942, %943
  %945 = fmul double %925, %944
  %946 = fsub double %945, %895
  %947 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %948 = fmul double %941, %947
  %949 = fsub double %946, %948
  %950 = fsub double %893, %949
  %951 = fneg double %924
  %952 = fneg double %950
  %953 = and i64 %867, 1
  %954 = and i64 %867, 2
  %955 = icmp eq i64 %953, 1
  %956 = icmp eq i64 %954, 2
  %957 = select i1 %956, double %951, double %924
  %958 = select i1 %956, double %950, double %952
  %959 = select i1 %955, double %958, double %957
  %960 = fmul double %861, %959
  %961 = fptrunc double %960 to float
  %962 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %963 = load float, ptr addrspace(3) %962, align 4
  %964 = fmul float %963, %687
  %965 = fsub float %961, %964
  %966 = fmul float %965, %18
  %967 = fadd float %696, %966
  %968 = call float @llvm.sqrt.f32(float %684)
  %969 = fdiv float %967, %968
  %970 = fcmp une float %686, 0.000000e+00
  %971 = select i1 %970, float %687, float %969
  %972 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %973 = load float, ptr addrspace(3) %972, align 4
  %974 = fsub float %973, 1.000000e+00
  %975 = bitcast float %974 to i32
  %976 = and i32 %975, 2147483647
  %977 = bitcast i32 %976 to float
  %978 = fcmp ogt float %977, 0x3F60624DE0000000
  %979 = select i1 %978, float 1.000000e+00, float 0.000000e+00
  %980 = fmul float %686, 2.000000e+00
  %981 = fadd float %979, %980
  %status_bits = fptoui float %981 to i32
  %status85 = load i32, ptr addrspace(1) %8, align 4
  %982 = or i32 %status85, %status_bits
  store i32 %982, ptr addrspace(1) %8, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature86 = add i64 %lane, 0
  %valid87 = icmp ult i64 %feature86, %n_features
  %983 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid87, label %slot.then88, label %slot.done89

slot.then88:                                      ; preds = %uniform_sinks.done
  %984 = getelementptr inbounds float, ptr addrspace(3) %5, i64 3
  %985 = load float, ptr addrspace(3) %984, align 4
  %986 = fcmp olt float %985, 0x3D71979980000000
  %987 = select i1 %986, float 1.000000e+00, float 0.000000e+00
  %988 = load float, ptr %983, align 4
  %989 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature86
  %990 = load float, ptr addrspace(1) %989, align 4
  %991 = fmul float -1.000000e+00, %990
  %992 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %993 = load float, ptr addrspace(3) %992, align 4
  %994 = fmul float %993, %988
  %995 = fsub float %991, %994
  %996 = fmul float %995, %eta
  %997 = fsub float %988, %996
  %998 = mul i64 %row_read, %n_features
  %element90 = add i64 %998, %feature86
  %999 = trunc i64 %key0 to i32
  %1000 = lshr i64 %key0, 32
  %1001 = trunc i64 %1000 to i32
  %1002 = trunc i64 %element90 to i32
  %1003 = trunc i64 %key1_step to i32
  %1004 = lshr i64 %key1_step, 32
  %1005 = trunc i64 %1004 to i32
  %1006 = lshr i64 %element90, 32
  %1007 = trunc i64 %1006 to i32
  %1008 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1002)
  %1009 = mul i32 -766435501, %1002
  %1010 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1005)
  %1011 = mul i32 -845247145, %1005
  %1012 = xor i32 %1010, %1003
  %1013 = xor i32 %1012, %999
  %1014 = xor i32 %1008, %1007
  %1015 = xor i32 %1014, %1001
  %1016 = add i32 %999, -1640531527
  %1017 = add i32 %1001, -1150833019
  %1018 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1013)
  %1019 = mul i32 -766435501, %1013
  %1020 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1015)
  %1021 = mul i32 -845247145, %1015
  %1022 = xor i32 %1020, %1011
  %1023 = xor i32 %1022, %1016
  %1024 = xor i32 %1018, %1009
  %1025 = xor i32 %1024, %1017
  %1026 = add i32 %1016, -1640531527
  %1027 = add i32 %1017, -1150833019
  %1028 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1023)
  %1029 = mul i32 -766435501, %1023
  %1030 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1025)
  %1031 = mul i32 -845247145, %1025
  %1032 = xor i32 %1030, %1021
  %1033 = xor i32 %1032, %1026
  %1034 = xor i32 %1028, %1019
  %1035 = xor i32 %1034, %1027
  %1036 = add i32 %1026, -1640531527
  %1037 = add i32 %1027, -1150833019
  %1038 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1033)
  %1039 = mul i32 -766435501, %1033
  %1040 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1035)
  %1041 = mul i32 -845247145, %1035
  %1042 = xor i32 %1040, %1031
  %1043 = xor i32 %1042, %1036
  %1044 = xor i32 %1038, %1029
  %1045 = xor i32 %1044, %1037
  %1046 = add i32 %1036, -1640531527
  %1047 = add i32 %1037, -1150833019
  %1048 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1043)
  %1049 = mul i32 -766435501, %1043
  %1050 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1045)
  %1051 = mul i32 -845247145, %1045
  %1052 = xor i32 %1050, %1041
  %1053 = xor i32 %1052, %1046
  %1054 = xor i32 %1048, %1039
  %1055 = xor i32 %1054, %1047
  %1056 = add i32 %1046, -1640531527
  %1057 = add i32 %1047, -1150833019
  %1058 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1053)
  %1059 = mul i32 -766435501, %1053
  %1060 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1055)
  %1061 = mul i32 -845247145, %1055
  %1062 = xor i32 %1060, %1051
  %1063 = xor i32 %1062, %1056
  %1064 = xor i32 %1058, %1049
  %1065 = xor i32 %1064, %1057
  %1066 = add i32 %1056, -1640531527
  %1067 = add i32 %1057, -1150833019
  %1068 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1063)
  %1069 = mul i32 -766435501, %1063
  %1070 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1065)
  %1071 = mul i32 -845247145, %1065
  %1072 = xor i32 %1070, %1061
  %1073 = xor i32 %1072, %1066
  %1074 = xor i32 %1068, %1059
  %1075 = xor i32 %1074, %1067
  %1076 = add i32 %1066, -1640531527
  %1077 = add i32 %1067, -1150833019
  %1078 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1073)
  %1079 = mul i32 -766435501, %1073
  %1080 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1075)
  %1081 = mul i32 -845247145, %1075
  %1082 = xor i32 %1080, %1071
  %1083 = xor i32 %1082, %1076
  %1084 = xor i32 %1078, %1069
  %1085 = xor i32 %1084, %1077
  %1086 = add i32 %1076, -1640531527
  %1087 = add i32 %1077, -1150833019
  %1088 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1083)
  %1089 = mul i32 -766435501, %1083
  %1090 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1085)
  %1091 = mul i32 -845247145, %1085
  %1092 = xor i32 %1090, %1081
  %1093 = xor i32 %1092, %1086
  %1094 = xor i32 %1088, %1079
  %1095 = xor i32 %1094, %1087
  %1096 = add i32 %1086, -1640531527
  %1097 = add i32 %1087, -1150833019
  %1098 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1093)
  %1099 = mul i32 -766435501, %1093
  %1100 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1095)
  %1101 = mul i32 -845247145, %1095
  %1102 = xor i32 %1100, %1091
  %1103 = xor i32 %1102, %1096
  %1104 = xor i32 %1098, %1089
  %1105 = xor i32 %1104, %1097
  %1106 = uitofp i32 %1103 to double
  %1107 = fadd double %1106, 5.000000e-01
  %1108 = fmul double %1107, 0x3DF0000000000000
  %1109 = uitofp i32 %1101 to double
  %1110 = fadd double %1109, 5.000000e-01
  %1111 = fmul double %1110, 0x3DF0000000000000
  %1112 = bitcast double %1108 to i64
  %1113 = lshr i64 %1112, 32
  %1114 = add i64 %1113, 614242
  %1115 = lshr i64 %1114, 20
  %1116 = sub i64 %1115, 1023
  %1117 = and i64 %1114, 1048575
  %1118 = add i64 %1117, 1072079006
  %1119 = shl i64 %1118, 32
  %1120 = and i64 %1112, 4294967295
  %1121 = or i64 %1119, %1120
  %1122 = bitcast i64 %1121 to double
  %1123 = fsub double %1122, 1.000000e+00
  %1124 = fmul double 5.000000e-01, %1123
  %1125 = fmul double %1124, %1123
  %1126 = fadd double 2.000000e+00, %1123
  %1127 = fdiv double %1123, %1126
  %1128 = fmul double %1127, %1127
  %1129 = fmul double %1128, %1128
  %1130 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1131 = fmul double %1129, %1130
  %1132 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1133 = fadd double %1132, %1131
  %1134 = fmul double %1129, %1133
  %1135 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1136 = fadd double %1135, %1134
  %1137 = fmul double %1129, %1136
  %1138 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1139 = fmul double %1129, %1138
  %1140 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1141 = fadd double %1140, %1139
  %1142 = fmul double %1129, %1141
  %1143 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1144 = fadd double %1143, %1142
  %1145 = fmul double %1129, %1144
  %1146 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1147 = fadd double %1146, %1145
  %1148 = fmul double %1128, %1147
  %1149 = fadd double %1148, %1137
  %1150 = sitofp i64 %1116 to double
  %1151 = fadd double %1125, %1149
  %1152 = fmul double %1127, %1151
  %1153 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1154 = fmul double %1150, %1153
  %1155 = fadd double %1152, %1154
  %1156 = fsub double %1155, %1125
  %1157 = fadd double %1156, %1123
  %1158 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1159 = fmul double %1150, %1158
  %1160 = fadd double %1157, %1159
  %1161 = fmul double -2.000000e+00, %1160
  %1162 = call double @llvm.sqrt.f64(double %1161)
  %1163 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1164 = fmul double %1163, %1111
  %1165 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1166 = fmul double %1164, %1165
  %1167 = fadd double %1166, 0x4338000000000000
  %1168 = bitcast double %1167 to i64
  %1169 = fsub double %1167, 0x4338000000000000
  %1170 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1171 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1172 = fmul double %1169, %1170
  %1173 = fsub double %1164, %1172
  %1174 = fmul double %1169, %1171
  %1175 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1176 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1177 = fmul double %1169, %1175
  %1178 = fsub double %1173, %1177
  %1179 = fmul double %1169, %1176
  %1180 = fsub double %1173, %1178
  %1181 = fsub double %1180, %1177
  %1182 = fsub double %1179, %1181
  %1183 = fsub double %1173, %1174
  %1184 = bitcast double %1164 to i64
  %1185 = lshr i64 %1184, 52
  %1186 = and i64 %1185, 2047
  %1187 = bitcast double %1183 to i64
  %1188 = lshr i64 %1187, 52
  %1189 = and i64 %1188, 2047
  %1190 = add i64 %1189, 16
  %1191 = icmp ult i64 %1190, %1186
  %1192 = select i1 %1191, double %1178, double %1173
  %1193 = select i1 %1191, double %1182, double %1174
  %1194 = fsub double %1192, %1193
  %1195 = fsub double %1192, %1194
  %1196 = fsub double %1195, %1193
  %1197 = fmul double %1194, %1194
  %1198 = fmul double %1197, %1197
  %1199 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1200 = fmul double %1197, %1199
  %1201 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1202 = fadd double %1201, %1200
  %1203 = fmul double %1197, %1202
  %1204 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1205 = fadd double %1204, %1203
  %1206 = fmul double %1197, %1205
  %1207 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1208 = fmul double %1197, %1207
  %1209 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1210 = fadd double %1209, %1208
  %1211 = fmul double %1197, %1210
  %1212 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1213 = fadd double %1212, %1211
  %1214 = fmul double %1198, %1198
  %1215 = fmul double %1214, %1213
  %1216 = fadd double %1206, %1215
  %1217 = fmul double 5.000000e-01, %1197
  %1218 = fsub double 1.000000e+00, %1217
  %1219 = fsub double 1.000000e+00, %1218
  %1220 = fsub double %1219, %1217
  %1221 = fmul double %1197, %1216
  %1222 = fmul double %1194, %1196
  %1223 = fsub double %1221, %1222
  %1224 = fadd double %1220, %1223
  %1225 = fadd double %1218, %1224
  %1226 = fmul double %1194, %1194
  %1227 = fmul double %1226, %1226
  %1228 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1229 = fmul double %1226, %1228
  %1230 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1231 = fadd double %1230, %1229
  %1232 = fmul double %1226, %1231
  %1233 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1234 = fadd double %1233, %1232
  %1235 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1236 = fmul double %1226, %1235
  %1237 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1238 = fadd double %1237, %1236
  %1239 = fmul double %1226, %1227
  %1240 = fmul double %1239, %1238
  %1241 = fadd double %1234, %1240
  %1242 = fmul double %1226, %1194
  %1243 = fmul double 5.000000e-01, %1196
  %1244 = fmul double %1242, %1241
  %1245 = fsub double %1243, %1244
  %1246 = fmul double %1226, %1245
  %1247 = fsub double %1246, %1196
  %1248 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1249 = fmul double %1242, %1248
  %1250 = fsub double %1247, %1249
  %1251 = fsub double %1194, %1250
  %1252 = fneg double %1225
  %1253 = fneg double %1251
  %1254 = and i64 %1168, 1
  %1255 = and i64 %1168, 2
  %1256 = icmp eq i64 %1254, 1
  %1257 = icmp eq i64 %1255, 2
  %1258 = select i1 %1257, double %1252, double %1225
  %1259 = select i1 %1257, double %1251, double %1253
  %1260 = select i1 %1256, double %1259, double %1258
  %1261 = fmul double %1162, %1260
  %1262 = fptrunc double %1261 to float
  %1263 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %1264 = load float, ptr addrspace(3) %1263, align 4
  %1265 = fmul float %1264, %988
  %1266 = fsub float %1262, %1265
  %1267 = fmul float %1266, %18
  %1268 = fadd float %997, %1267
  %1269 = call float @llvm.sqrt.f32(float %985)
  %1270 = fdiv float %1268, %1269
  %1271 = fcmp une float %987, 0.000000e+00
  %1272 = select i1 %1271, float %988, float %1270
  %1273 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %1274 = load float, ptr addrspace(3) %1273, align 4
  %1275 = fsub float %1274, 1.000000e+00
  %1276 = bitcast float %1275 to i32
  %1277 = and i32 %1276, 2147483647
  %1278 = bitcast i32 %1277 to float
  %1279 = fcmp ogt float %1278, 0x3F60624DE0000000
  %1280 = select i1 %1279, float 1.000000e+00, float 0.000000e+00
  %1281 = fmul float %987, 2.000000e+00
  %1282 = fadd float %1280, %1281
  %bits = bitcast float %1272 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %983, align 4
  br label %slot.done89

slot.done89:                                      ; preds = %slot.then88, %uniform_sinks.done
  br label %store.done

store.then91:                                     ; preds = %quiet80
  %feature93 = add i64 %lane, 0
  %valid94 = icmp ult i64 %feature93, %n_features
  %1283 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then95, label %uniform_sinks.done96

store.done92:                                     ; preds = %slot.done102, %quiet80
  br label %noise.done81

uniform_sinks.then95:                             ; preds = %store.then91
  %1284 = getelementptr inbounds float, ptr addrspace(3) %5, i64 3
  %1285 = load float, ptr addrspace(3) %1284, align 4
  %1286 = fcmp olt float %1285, 0x3D71979980000000
  %1287 = select i1 %1286, float 1.000000e+00, float 0.000000e+00
  %1288 = load float, ptr %1283, align 4
  %1289 = getelementptr inbounds float, ptr addrspace(1) %7, i64 0
  %1290 = load float, ptr addrspace(1) %1289, align 4
  %1291 = fmul float -1.000000e+00, %1290
  %1292 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %1293 = load float, ptr addrspace(3) %1292, align 4
  %1294 = fmul float %1293, %1288
  %1295 = fsub float %1291, %1294
  %1296 = fmul float %1295, %eta
  %1297 = fsub float %1288, %1296
  %1298 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %1299 = load float, ptr addrspace(3) %1298, align 4
  %1300 = fmul float %1299, %1288
  %1301 = fsub float 0.000000e+00, %1300
  %1302 = fmul float %1301, %18
  %1303 = fadd float %1297, %1302
  %1304 = call float @llvm.sqrt.f32(float %1285)
  %1305 = fdiv float %1297, %1304
  %1306 = fcmp une float %1287, 0.000000e+00
  %1307 = select i1 %1306, float %1288, float %1305
  %1308 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %1309 = load float, ptr addrspace(3) %1308, align 4
  %1310 = fsub float %1309, 1.000000e+00
  %1311 = bitcast float %1310 to i32
  %1312 = and i32 %1311, 2147483647
  %1313 = bitcast i32 %1312 to float
  %1314 = fcmp ogt float %1313, 0x3F60624DE0000000
  %1315 = select i1 %1314, float 1.000000e+00, float 0.000000e+00
  %1316 = fmul float %1287, 2.000000e+00
  %1317 = fadd float %1315, %1316
  %status_bits97 = fptoui float %1317 to i32
  %status98 = load i32, ptr addrspace(1) %8, align 4
  %1318 = or i32 %status98, %status_bits97
  store i32 %1318, ptr addrspace(1) %8, align 4
  br label %uniform_sinks.done96

uniform_sinks.done96:                             ; preds = %uniform_sinks.then95, %store.then91
  %feature99 = add i64 %lane, 0
  %valid100 = icmp ult i64 %feature99, %n_features
  %1319 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid100, label %slot.then101, label %slot.done102

slot.then101:                                     ; preds = %uniform_sinks.done96
  %1320 = getelementptr inbounds float, ptr addrspace(3) %5, i64 3
  %1321 = load float, ptr addrspace(3) %1320, align 4
  %1322 = fcmp olt float %1321, 0x3D71979980000000
  %1323 = select i1 %1322, float 1.000000e+00, float 0.000000e+00
  %1324 = load float, ptr %1319, align 4
  %1325 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature99
  %1326 = load float, ptr addrspace(1) %1325, align 4
  %1327 = fmul float -1.000000e+00, %1326
  %1328 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %1329 = load float, ptr addrspace(3) %1328, align 4
  %1330 = fmul float %1329, %1324
  %1331 = fsub float %1327, %1330
  %1332 = fmul float %1331, %eta
  %1333 = fsub float %1324, %1332
  %1334 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %1335 = load float, ptr addrspace(3) %1334, align 4
  %1336 = fmul float %1335, %1324
  %1337 = fsub float 0.000000e+00, %1336
  %1338 = fmul float %1337, %18
  %1339 = fadd float %1333, %1338
  %1340 = call float @llvm.sqrt.f32(float %1321)
  %1341 = fdiv float %1333, %1340
  %1342 = fcmp une float %1323, 0.000000e+00
  %1343 = select i1 %1342, float %1324, float %1341
  %1344 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %1345 = load float, ptr addrspace(3) %1344, align 4
  %1346 = fsub float %1345, 1.000000e+00
  %1347 = bitcast float %1346 to i32
  %1348 = and i32 %1347, 2147483647
  %1349 = bitcast i32 %1348 to float
  %1350 = fcmp ogt float %1349, 0x3F60624DE0000000
  %1351 = select i1 %1350, float 1.000000e+00, float 0.000000e+00
  %1352 = fmul float %1323, 2.000000e+00
  %1353 = fadd float %1351, %1352
  %bits103 = bitcast float %1343 to i32
  %magnitude104 = and i32 %bits103, 2147483647
  %is_nan105 = icmp ugt i32 %magnitude104, 2139095040
  %canonical106 = select i1 %is_nan105, i32 2143289344, i32 %bits103
  store i32 %canonical106, ptr %1319, align 4
  br label %slot.done102

slot.done102:                                     ; preds = %slot.then101, %uniform_sinks.done96
  br label %store.done92

store.then107:                                    ; preds = %step.exit
  %feature109 = add i64 %lane, 0
  %valid110 = icmp ult i64 %feature109, %n_features
  %1354 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid110, label %slot.then111, label %slot.done112

store.done108:                                    ; preds = %slot.done112, %step.exit
  br label %row.done

slot.then111:                                     ; preds = %store.then107
  %1355 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature109
  %1356 = load float, ptr %1354, align 4
  store float %1356, ptr addrspace(1) %1355, align 4
  br label %slot.done112

slot.done112:                                     ; preds = %slot.then111, %store.then107
  br label %store.done108
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_sphere_align_w1024(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth139 = alloca i64, align 8
  %pairwise_levels138 = alloca [32 x i64], align 8
  %pairwise_sums137 = alloca [32 x float], align 4
  %fold_index136 = alloca i64, align 8
  %fold_value135 = alloca float, align 4
  %pairwise_depth112 = alloca i64, align 8
  %pairwise_levels111 = alloca [32 x i64], align 8
  %pairwise_sums110 = alloca [32 x float], align 4
  %fold_index109 = alloca i64, align 8
  %fold_value108 = alloca float, align 4
  %pairwise_depth77 = alloca i64, align 8
  %pairwise_levels76 = alloca [32 x i64], align 8
  %pairwise_sums75 = alloca [32 x float], align 4
  %fold_index74 = alloca i64, align 8
  %fold_value73 = alloca float, align 4
  %pairwise_depth72 = alloca i64, align 8
  %pairwise_levels71 = alloca [32 x i64], align 8
  %pairwise_sums70 = alloca [32 x float], align 4
  %fold_index69 = alloca i64, align 8
  %fold_value68 = alloca float, align 4
  %pairwise_depth67 = alloca i64, align 8
  %pairwise_levels66 = alloca [32 x i64], align 8
  %pairwise_sums65 = alloca [32 x float], align 4
  %fold_index64 = alloca i64, align 8
  %fold_value63 = alloca float, align 4
  %pairwise_depth44 = alloca i64, align 8
  %pairwise_levels43 = alloca [32 x i64], align 8
  %pairwise_sums42 = alloca [32 x float], align 4
  %fold_index41 = alloca i64, align 8
  %fold_value40 = alloca float, align 4
  %pairwise_depth39 = alloca i64, align 8
  %pairwise_levels38 = alloca [32 x i64], align 8
  %pairwise_sums37 = alloca [32 x float], align 4
  %fold_index36 = alloca i64, align 8
  %fold_value35 = alloca float, align 4
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
  %5 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %6 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done237, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %7 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %8 = load float, ptr addrspace(1) %7, align 4
  store float %8, ptr %6, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %10 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %11 = load float, ptr addrspace(1) %10, align 4
  store float %11, ptr %9, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %12 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %13 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %14 = load float, ptr addrspace(1) %13, align 4
  store float %14, ptr %12, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %16 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %17 = load float, ptr addrspace(1) %16, align 4
  store float %17, ptr %15, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  store float %temperature, ptr %temperature13, align 4
  %anneal14 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale15, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done147, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %2420, %noise.done147 ]
  %18 = icmp ult i64 %step, %steps
  br i1 %18, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal14, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature222 = add i64 %lane, 0
  %valid223 = icmp ult i64 %feature222, %n_features
  %19 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid223, label %slot.then224, label %slot.done225

anneal.then:                                      ; preds = %step.body
  %20 = load float, ptr %temperature13, align 4
  %21 = fmul float %two_eta, %20
  %22 = fcmp olt float 0.000000e+00, %21
  %23 = call float @llvm.sqrt.f32(float %21)
  %24 = select i1 %22, float %23, float 0.000000e+00
  store float %24, ptr %noise_scale15, align 4
  %t_next = fmul float %20, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %25 = load float, ptr %noise_scale15, align 4
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %anneal.done
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %26 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

quiet:                                            ; preds = %anneal.done
  %feature45 = add i64 %lane, 0
  %valid46 = icmp ult i64 %feature45, %n_features
  %27 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid46, label %slot.then47, label %slot.done48

noise.done:                                       ; preds = %fold.done62, %fold.done
  %draw82 = icmp ne i32 %draw_noise, 0
  br i1 %draw82, label %noise83, label %quiet84

slot.then18:                                      ; preds = %noise
  %28 = load float, ptr %26, align 4
  %29 = fmul float %28, %28
  %30 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature16
  %31 = load float, ptr addrspace(1) %30, align 4
  %32 = fmul float -1.000000e+00, %31
  %33 = fmul float %32, %28
  %34 = mul i64 %row, %n_features
  %element = add i64 %34, %feature16
  %35 = trunc i64 %key0 to i32
  %36 = lshr i64 %key0, 32
  %37 = trunc i64 %36 to i32
  %38 = trunc i64 %element to i32
  %39 = trunc i64 %key1_step to i32
  %40 = lshr i64 %key1_step, 32
  %41 = trunc i64 %40 to i32
  %42 = lshr i64 %element, 32
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
  %142 = uitofp i32 %139 to double
  %143 = fadd double %142, 5.000000e-01
  %144 = fmul double %143, 0x3DF0000000000000
  %145 = uitofp i32 %137 to double
  %146 = fadd double %145, 5.000000e-01
  %147 = fmul double %146, 0x3DF0000000000000
  %148 = bitcast double %144 to i64
  %149 = lshr i64 %148, 32
  %150 = add i64 %149, 614242
  %151 = lshr i64 %150, 20
  %152 = sub i64 %151, 1023
  %153 = and i64 %150, 1048575
  %154 = add i64 %153, 1072079006
  %155 = shl i64 %154, 32
  %156 = and i64 %148, 4294967295
  %157 = or i64 %155, %156
  %158 = bitcast i64 %157 to double
  %159 = fsub double %158, 1.000000e+00
  %160 = fmul double 5.000000e-01, %159
  %161 = fmul double %160, %159
  %162 = fadd double 2.000000e+00, %159
  %163 = fdiv double %159, %162
  %164 = fmul double %163, %163
  %165 = fmul double %164, %164
  %166 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %167 = fmul double %165, %166
  %168 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %169 = fadd double %168, %167
  %170 = fmul double %165, %169
  %171 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %172 = fadd double %171, %170
  %173 = fmul double %165, %172
  %174 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %175 = fmul double %165, %174
  %176 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %177 = fadd double %176, %175
  %178 = fmul double %165, %177
  %179 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %180 = fadd double %179, %178
  %181 = fmul double %165, %180
  %182 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %183 = fadd double %182, %181
  %184 = fmul double %164, %183
  %185 = fadd double %184, %173
  %186 = sitofp i64 %152 to double
  %187 = fadd double %161, %185
  %188 = fmul double %163, %187
  %189 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %190 = fmul double %186, %189
  %191 = fadd double %188, %190
  %192 = fsub double %191, %161
  %193 = fadd double %192, %159
  %194 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %195 = fmul double %186, %194
  %196 = fadd double %193, %195
  %197 = fmul double -2.000000e+00, %196
  %198 = call double @llvm.sqrt.f64(double %197)
  %199 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %200 = fmul double %199, %147
  %201 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %202 = fmul double %200, %201
  %203 = fadd double %202, 0x4338000000000000
  %204 = bitcast double %203 to i64
  %205 = fsub double %203, 0x4338000000000000
  %206 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %207 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %208 = fmul double %205, %206
  %209 = fsub double %200, %208
  %210 = fmul double %205, %207
  %211 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %212 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %213 = fmul double %205, %211
  %214 = fsub double %209, %213
  %215 = fmul double %205, %212
  %216 = fsub double %209, %214
  %217 = fsub double %216, %213
  %218 = fsub double %215, %217
  %219 = fsub double %209, %210
  %220 = bitcast double %200 to i64
  %221 = lshr i64 %220, 52
  %222 = and i64 %221, 2047
  %223 = bitcast double %219 to i64
  %224 = lshr i64 %223, 52
  %225 = and i64 %224, 2047
  %226 = add i64 %225, 16
  %227 = icmp ult i64 %226, %222
  %228 = select i1 %227, double %214, double %209
  %229 = select i1 %227, double %218, double %210
  %230 = fsub double %228, %229
  %231 = fsub double %228, %230
  %232 = fsub double %231, %229
  %233 = fmul double %230, %230
  %234 = fmul double %233, %233
  %235 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %236 = fmul double %233, %235
  %237 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %238 = fadd double %237, %236
  %239 = fmul double %233, %238
  %240 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %241 = fadd double %240, %239
  %242 = fmul double %233, %241
  %243 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %244 = fmul double %233, %243
  %245 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %246 = fadd double %245, %244
  %247 = fmul double %233, %246
  %248 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %249 = fadd double %248, %247
  %250 = fmul double %234, %234
  %251 = fmul double %250, %249
  %252 = fadd double %242, %251
  %253 = fmul double 5.000000e-01, %233
  %254 = fsub double 1.000000e+00, %253
  %255 = fsub double 1.000000e+00, %254
  %256 = fsub double %255, %253
  %257 = fmul double %233, %252
  %258 = fmul double %230, %232
  %259 = fsub double %257, %258
  %260 = fadd double %256, %259
  %261 = fadd double %254, %260
  %262 = fmul double %230, %230
  %263 = fmul double %262, %262
  %264 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %265 = fmul double %262, %264
  %266 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %267 = fadd double %266, %265
  %268 = fmul double %262, %267
  %269 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %270 = fadd double %269, %268
  %271 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %272 = fmul double %262, %271
  %273 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %274 = fadd double %273, %272
  %275 = fmul double %262, %263
  %276 = fmul double %275, %274
  %277 = fadd double %270, %276
  %278 = fmul double %262, %230
  %279 = fmul double 5.000000e-01, %232
  %280 = fmul double %278, %277
  %281 = fsub double %279, %280
  %282 = fmul double %262, %281
  %283 = fsub double %282, %232
  %284 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %285 = fmul double %278, %284
  %286 = fsub double %283, %285
  %287 = fsub double %230, %286
  %288 = fneg double %261
  %289 = fneg double %287
  %290 = and i64 %204, 1
  %291 = and i64 %204, 2
  %292 = icmp eq i64 %290, 1
  %293 = icmp eq i64 %291, 2
  %294 = select i1 %293, double %288, double %261
  %295 = select i1 %293, double %287, double %289
  %296 = select i1 %292, double %295, double %294
  %297 = fmul double %198, %296
  %298 = fptrunc double %297 to float
  %299 = fmul float %298, %28
  %300 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature16
  store float %29, ptr addrspace(3) %300, align 4
  %301 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature16
  store float %33, ptr addrspace(3) %301, align 4
  %302 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %feature16
  store float %299, ptr addrspace(3) %302, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %noise
  %feature20 = add i64 %lane, 256
  %valid21 = icmp ult i64 %feature20, %n_features
  %303 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %304 = load float, ptr %303, align 4
  %305 = fmul float %304, %304
  %306 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature20
  %307 = load float, ptr addrspace(1) %306, align 4
  %308 = fmul float -1.000000e+00, %307
  %309 = fmul float %308, %304
  %310 = mul i64 %row, %n_features
  %element24 = add i64 %310, %feature20
  %311 = trunc i64 %key0 to i32
  %312 = lshr i64 %key0, 32
  %313 = trunc i64 %312 to i32
  %314 = trunc i64 %element24 to i32
  %315 = trunc i64 %key1_step to i32
  %316 = lshr i64 %key1_step, 32
  %317 = trunc i64 %316 to i32
  %318 = lshr i64 %element24, 32
  %319 = trunc i64 %318 to i32
  %320 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %314)
  %321 = mul i32 -766435501, %314
  %322 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %317)
  %323 = mul i32 -845247145, %317
  %324 = xor i32 %322, %315
  %325 = xor i32 %324, %311
  %326 = xor i32 %320, %319
  %327 = xor i32 %326, %313
  %328 = add i32 %311, -1640531527
  %329 = add i32 %313, -1150833019
  %330 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %325)
  %331 = mul i32 -766435501, %325
  %332 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %327)
  %333 = mul i32 -845247145, %327
  %334 = xor i32 %332, %323
  %335 = xor i32 %334, %328
  %336 = xor i32 %330, %321
  %337 = xor i32 %336, %329
  %338 = add i32 %328, -1640531527
  %339 = add i32 %329, -1150833019
  %340 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %335)
  %341 = mul i32 -766435501, %335
  %342 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %337)
  %343 = mul i32 -845247145, %337
  %344 = xor i32 %342, %333
  %345 = xor i32 %344, %338
  %346 = xor i32 %340, %331
  %347 = xor i32 %346, %339
  %348 = add i32 %338, -1640531527
  %349 = add i32 %339, -1150833019
  %350 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %345)
  %351 = mul i32 -766435501, %345
  %352 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %347)
  %353 = mul i32 -845247145, %347
  %354 = xor i32 %352, %343
  %355 = xor i32 %354, %348
  %356 = xor i32 %350, %341
  %357 = xor i32 %356, %349
  %358 = add i32 %348, -1640531527
  %359 = add i32 %349, -1150833019
  %360 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %355)
  %361 = mul i32 -766435501, %355
  %362 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %357)
  %363 = mul i32 -845247145, %357
  %364 = xor i32 %362, %353
  %365 = xor i32 %364, %358
  %366 = xor i32 %360, %351
  %367 = xor i32 %366, %359
  %368 = add i32 %358, -1640531527
  %369 = add i32 %359, -1150833019
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
  %418 = uitofp i32 %415 to double
  %419 = fadd double %418, 5.000000e-01
  %420 = fmul double %419, 0x3DF0000000000000
  %421 = uitofp i32 %413 to double
  %422 = fadd double %421, 5.000000e-01
  %423 = fmul double %422, 0x3DF0000000000000
  %424 = bitcast double %420 to i64
  %425 = lshr i64 %424, 32
  %426 = add i64 %425, 614242
  %427 = lshr i64 %426, 20
  %428 = sub i64 %427, 1023
  %429 = and i64 %426, 1048575
  %430 = add i64 %429, 1072079006
  %431 = shl i64 %430, 32
  %432 = and i64 %424, 4294967295
  %433 = or i64 %431, %432
  %434 = bitcast i64 %433 to double
  %435 = fsub double %434, 1.000000e+00
  %436 = fmul double 5.000000e-01, %435
  %437 = fmul double %436, %435
  %438 = fadd double 2.000000e+00, %435
  %439 = fdiv double %435, %438
  %440 = fmul double %439, %439
  %441 = fmul double %440, %440
  %442 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %443 = fmul double %441, %442
  %444 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %445 = fadd double %444, %443
  %446 = fmul double %441, %445
  %447 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %448 = fadd double %447, %446
  %449 = fmul double %441, %448
  %450 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %451 = fmul double %441, %450
  %452 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %453 = fadd double %452, %451
  %454 = fmul double %441, %453
  %455 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %456 = fadd double %455, %454
  %457 = fmul double %441, %456
  %458 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %459 = fadd double %458, %457
  %460 = fmul double %440, %459
  %461 = fadd double %460, %449
  %462 = sitofp i64 %428 to double
  %463 = fadd double %437, %461
  %464 = fmul double %439, %463
  %465 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %466 = fmul double %462, %465
  %467 = fadd double %464, %466
  %468 = fsub double %467, %437
  %469 = fadd double %468, %435
  %470 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %471 = fmul double %462, %470
  %472 = fadd double %469, %471
  %473 = fmul double -2.000000e+00, %472
  %474 = call double @llvm.sqrt.f64(double %473)
  %475 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %476 = fmul double %475, %423
  %477 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %478 = fmul double %476, %477
  %479 = fadd double %478, 0x4338000000000000
  %480 = bitcast double %479 to i64
  %481 = fsub double %479, 0x4338000000000000
  %482 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %483 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %484 = fmul double %481, %482
  %485 = fsub double %476, %484
  %486 = fmul double %481, %483
  %487 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %488 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %489 = fmul double %481, %487
  %490 = fsub double %485, %489
  %491 = fmul double %481, %488
  %492 = fsub double %485, %490
  %493 = fsub double %492, %489
  %494 = fsub double %491, %493
  %495 = fsub double %485, %486
  %496 = bitcast double %476 to i64
  %497 = lshr i64 %496, 52
  %498 = and i64 %497, 2047
  %499 = bitcast double %495 to i64
  %500 = lshr i64 %499, 52
  %501 = and i64 %500, 2047
  %502 = add i64 %501, 16
  %503 = icmp ult i64 %502, %498
  %504 = select i1 %503, double %490, double %485
  %505 = select i1 %503, double %494, double %486
  %506 = fsub double %504, %505
  %507 = fsub double %504, %506
  %508 = fsub double %507, %505
  %509 = fmul double %506, %506
  %510 = fmul double %509, %509
  %511 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %512 = fmul double %509, %511
  %513 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %514 = fadd double %513, %512
  %515 = fmul double %509, %514
  %516 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %517 = fadd double %516, %515
  %518 = fmul double %509, %517
  %519 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %520 = fmul double %509, %519
  %521 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %522 = fadd double %521, %520
  %523 = fmul double %509, %522
  %524 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %525 = fadd double %524, %523
  %526 = fmul double %510, %510
  %527 = fmul double %526, %525
  %528 = fadd double %518, %527
  %529 = fmul double 5.000000e-01, %509
  %530 = fsub double 1.000000e+00, %529
  %531 = fsub double 1.000000e+00, %530
  %532 = fsub double %531, %529
  %533 = fmul double %509, %528
  %534 = fmul double %506, %508
  %535 = fsub double %533, %534
  %536 = fadd double %532, %535
  %537 = fadd double %530, %536
  %538 = fmul double %506, %506
  %539 = fmul double %538, %538
  %540 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %541 = fmul double %538, %540
  %542 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %543 = fadd double %542, %541
  %544 = fmul double %538, %543
  %545 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %546 = fadd double %545, %544
  %547 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %548 = fmul double %538, %547
  %549 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %550 = fadd double %549, %548
  %551 = fmul double %538, %539
  %552 = fmul double %551, %550
  %553 = fadd double %546, %552
  %554 = fmul double %538, %506
  %555 = fmul double 5.000000e-01, %508
  %556 = fmul double %554, %553
  %557 = fsub double %555, %556
  %558 = fmul double %538, %557
  %559 = fsub double %558, %508
  %560 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %561 = fmul double %554, %560
  %562 = fsub double %559, %561
  %563 = fsub double %506, %562
  %564 = fneg double %537
  %565 = fneg double %563
  %566 = and i64 %480, 1
  %567 = and i64 %480, 2
  %568 = icmp eq i64 %566, 1
  %569 = icmp eq i64 %567, 2
  %570 = select i1 %569, double %564, double %537
  %571 = select i1 %569, double %563, double %565
  %572 = select i1 %568, double %571, double %570
  %573 = fmul double %474, %572
  %574 = fptrunc double %573 to float
  %575 = fmul float %574, %304
  %576 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature20
  store float %305, ptr addrspace(3) %576, align 4
  %577 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature20
  store float %309, ptr addrspace(3) %577, align 4
  %578 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %feature20
  store float %575, ptr addrspace(3) %578, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature25 = add i64 %lane, 512
  %valid26 = icmp ult i64 %feature25, %n_features
  %579 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done23
  %580 = load float, ptr %579, align 4
  %581 = fmul float %580, %580
  %582 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature25
  %583 = load float, ptr addrspace(1) %582, align 4
  %584 = fmul float -1.000000e+00, %583
  %585 = fmul float %584, %580
  %586 = mul i64 %row, %n_features
  %element29 = add i64 %586, %feature25
  %587 = trunc i64 %key0 to i32
  %588 = lshr i64 %key0, 32
  %589 = trunc i64 %588 to i32
  %590 = trunc i64 %element29 to i32
  %591 = trunc i64 %key1_step to i32
  %592 = lshr i64 %key1_step, 32
  %593 = trunc i64 %592 to i32
  %594 = lshr i64 %element29, 32
  %595 = trunc i64 %594 to i32
  %596 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %590)
  %597 = mul i32 -766435501, %590
  %598 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %593)
  %599 = mul i32 -845247145, %593
  %600 = xor i32 %598, %591
  %601 = xor i32 %600, %587
  %602 = xor i32 %596, %595
  %603 = xor i32 %602, %589
  %604 = add i32 %587, -1640531527
  %605 = add i32 %589, -1150833019
  %606 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %601)
  %607 = mul i32 -766435501, %601
  %608 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %603)
  %609 = mul i32 -845247145, %603
  %610 = xor i32 %608, %599
  %611 = xor i32 %610, %604
  %612 = xor i32 %606, %597
  %613 = xor i32 %612, %605
  %614 = add i32 %604, -1640531527
  %615 = add i32 %605, -1150833019
  %616 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %611)
  %617 = mul i32 -766435501, %611
  %618 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %613)
  %619 = mul i32 -845247145, %613
  %620 = xor i32 %618, %609
  %621 = xor i32 %620, %614
  %622 = xor i32 %616, %607
  %623 = xor i32 %622, %615
  %624 = add i32 %614, -1640531527
  %625 = add i32 %615, -1150833019
  %626 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %621)
  %627 = mul i32 -766435501, %621
  %628 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %623)
  %629 = mul i32 -845247145, %623
  %630 = xor i32 %628, %619
  %631 = xor i32 %630, %624
  %632 = xor i32 %626, %617
  %633 = xor i32 %632, %625
  %634 = add i32 %624, -1640531527
  %635 = add i32 %625, -1150833019
  %636 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %631)
  %637 = mul i32 -766435501, %631
  %638 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %633)
  %639 = mul i32 -845247145, %633
  %640 = xor i32 %638, %629
  %641 = xor i32 %640, %634
  %642 = xor i32 %636, %627
  %643 = xor i32 %642, %635
  %644 = add i32 %634, -1640531527
  %645 = add i32 %635, -1150833019
  %646 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %641)
  %647 = mul i32 -766435501, %641
  %648 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %643)
  %649 = mul i32 -845247145, %643
  %650 = xor i32 %648, %639
  %651 = xor i32 %650, %644
  %652 = xor i32 %646, %637
  %653 = xor i32 %652, %645
  %654 = add i32 %644, -1640531527
  %655 = add i32 %645, -1150833019
  %656 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %651)
  %657 = mul i32 -766435501, %651
  %658 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %653)
  %659 = mul i32 -845247145, %653
  %660 = xor i32 %658, %649
  %661 = xor i32 %660, %654
  %662 = xor i32 %656, %647
  %663 = xor i32 %662, %655
  %664 = add i32 %654, -1640531527
  %665 = add i32 %655, -1150833019
  %666 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %661)
  %667 = mul i32 -766435501, %661
  %668 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %663)
  %669 = mul i32 -845247145, %663
  %670 = xor i32 %668, %659
  %671 = xor i32 %670, %664
  %672 = xor i32 %666, %657
  %673 = xor i32 %672, %665
  %674 = add i32 %664, -1640531527
  %675 = add i32 %665, -1150833019
  %676 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %671)
  %677 = mul i32 -766435501, %671
  %678 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %673)
  %679 = mul i32 -845247145, %673
  %680 = xor i32 %678, %669
  %681 = xor i32 %680, %674
  %682 = xor i32 %676, %667
  %683 = xor i32 %682, %675
  %684 = add i32 %674, -1640531527
  %685 = add i32 %675, -1150833019
  %686 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %681)
  %687 = mul i32 -766435501, %681
  %688 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %683)
  %689 = mul i32 -845247145, %683
  %690 = xor i32 %688, %679
  %691 = xor i32 %690, %684
  %692 = xor i32 %686, %677
  %693 = xor i32 %692, %685
  %694 = uitofp i32 %691 to double
  %695 = fadd double %694, 5.000000e-01
  %696 = fmul double %695, 0x3DF0000000000000
  %697 = uitofp i32 %689 to double
  %698 = fadd double %697, 5.000000e-01
  %699 = fmul double %698, 0x3DF0000000000000
  %700 = bitcast double %696 to i64
  %701 = lshr i64 %700, 32
  %702 = add i64 %701, 614242
  %703 = lshr i64 %702, 20
  %704 = sub i64 %703, 1023
  %705 = and i64 %702, 1048575
  %706 = add i64 %705, 1072079006
  %707 = shl i64 %706, 32
  %708 = and i64 %700, 4294967295
  %709 = or i64 %707, %708
  %710 = bitcast i64 %709 to double
  %711 = fsub double %710, 1.000000e+00
  %712 = fmul double 5.000000e-01, %711
  %713 = fmul double %712, %711
  %714 = fadd double 2.000000e+00, %711
  %715 = fdiv double %711, %714
  %716 = fmul double %715, %715
  %717 = fmul double %716, %716
  %718 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %719 = fmul double %717, %718
  %720 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %721 = fadd double %720, %719
  %722 = fmul double %717, %721
  %723 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %724 = fadd double %723, %722
  %725 = fmul double %717, %724
  %726 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %727 = fmul double %717, %726
  %728 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %729 = fadd double %728, %727
  %730 = fmul double %717, %729
  %731 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %732 = fadd double %731, %730
  %733 = fmul double %717, %732
  %734 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %735 = fadd double %734, %733
  %736 = fmul double %716, %735
  %737 = fadd double %736, %725
  %738 = sitofp i64 %704 to double
  %739 = fadd double %713, %737
  %740 = fmul double %715, %739
  %741 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %742 = fmul double %738, %741
  %743 = fadd double %740, %742
  %744 = fsub double %743, %713
  %745 = fadd double %744, %711
  %746 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %747 = fmul double %738, %746
  %748 = fadd double %745, %747
  %749 = fmul double -2.000000e+00, %748
  %750 = call double @llvm.sqrt.f64(double %749)
  %751 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %752 = fmul double %751, %699
  %753 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %754 = fmul double %752, %753
  %755 = fadd double %754, 0x4338000000000000
  %756 = bitcast double %755 to i64
  %757 = fsub double %755, 0x4338000000000000
  %758 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %759 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %760 = fmul double %757, %758
  %761 = fsub double %752, %760
  %762 = fmul double %757, %759
  %763 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %764 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %765 = fmul double %757, %763
  %766 = fsub double %761, %765
  %767 = fmul double %757, %764
  %768 = fsub double %761, %766
  %769 = fsub double %768, %765
  %770 = fsub double %767, %769
  %771 = fsub double %761, %762
  %772 = bitcast double %752 to i64
  %773 = lshr i64 %772, 52
  %774 = and i64 %773, 2047
  %775 = bitcast double %771 to i64
  %776 = lshr i64 %775, 52
  %777 = and i64 %776, 2047
  %778 = add i64 %777, 16
  %779 = icmp ult i64 %778, %774
  %780 = select i1 %779, double %766, double %761
  %781 = select i1 %779, double %770, double %762
  %782 = fsub double %780, %781
  %783 = fsub double %780, %782
  %784 = fsub double %783, %781
  %785 = fmul double %782, %782
  %786 = fmul double %785, %785
  %787 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %788 = fmul double %785, %787
  %789 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %790 = fadd double %789, %788
  %791 = fmul double %785, %790
  %792 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %793 = fadd double %792, %791
  %794 = fmul double %785, %793
  %795 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %796 = fmul double %785, %795
  %797 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %798 = fadd double %797, %796
  %799 = fmul double %785, %798
  %800 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %801 = fadd double %800, %799
  %802 = fmul double %786, %786
  %803 = fmul double %802, %801
  %804 = fadd double %794, %803
  %805 = fmul double 5.000000e-01, %785
  %806 = fsub double 1.000000e+00, %805
  %807 = fsub double 1.000000e+00, %806
  %808 = fsub double %807, %805
  %809 = fmul double %785, %804
  %810 = fmul double %782, %784
  %811 = fsub double %809, %810
  %812 = fadd double %808, %811
  %813 = fadd double %806, %812
  %814 = fmul double %782, %782
  %815 = fmul double %814, %814
  %816 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %817 = fmul double %814, %816
  %818 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %819 = fadd double %818, %817
  %820 = fmul double %814, %819
  %821 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %822 = fadd double %821, %820
  %823 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %824 = fmul double %814, %823
  %825 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %826 = fadd double %825, %824
  %827 = fmul double %814, %815
  %828 = fmul double %827, %826
  %829 = fadd double %822, %828
  %830 = fmul double %814, %782
  %831 = fmul double 5.000000e-01, %784
  %832 = fmul double %830, %829
  %833 = fsub double %831, %832
  %834 = fmul double %814, %833
  %835 = fsub double %834, %784
  %836 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %837 = fmul double %830, %836
  %838 = fsub double %835, %837
  %839 = fsub double %782, %838
  %840 = fneg double %813
  %841 = fneg double %839
  %842 = and i64 %756, 1
  %843 = and i64 %756, 2
  %844 = icmp eq i64 %842, 1
  %845 = icmp eq i64 %843, 2
  %846 = select i1 %845, double %840, double %813
  %847 = select i1 %845, double %839, double %841
  %848 = select i1 %844, double %847, double %846
  %849 = fmul double %750, %848
  %850 = fptrunc double %849 to float
  %851 = fmul float %850, %580
  %852 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature25
  store float %581, ptr addrspace(3) %852, align 4
  %853 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature25
  store float %585, ptr addrspace(3) %853, align 4
  %854 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %feature25
  store float %851, ptr addrspace(3) %854, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done23
  %feature30 = add i64 %lane, 768
  %valid31 = icmp ult i64 %feature30, %n_features
  %855 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid31, label %slot.then32, label %slot.done33

slot.then32:                                      ; preds = %slot.done28
  %856 = load float, ptr %855, align 4
  %857 = fmul float %856, %856
  %858 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature30
  %859 = load float, ptr addrspace(1) %858, align 4
  %860 = fmul float -1.000000e+00, %859
  %861 = fmul float %860, %856
  %862 = mul i64 %row, %n_features
  %element34 = add i64 %862, %feature30
  %863 = trunc i64 %key0 to i32
  %864 = lshr i64 %key0, 32
  %865 = trunc i64 %864 to i32
  %866 = trunc i64 %element34 to i32
  %867 = trunc i64 %key1_step to i32
  %868 = lshr i64 %key1_step, 32
  %869 = trunc i64 %868 to i32
  %870 = lshr i64 %element34, 32
  %871 = trunc i64 %870 to i32
  %872 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %866)
  %873 = mul i32 -766435501, %866
  %874 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %869)
  %875 = mul i32 -845247145, %869
  %876 = xor i32 %874, %867
  %877 = xor i32 %876, %863
  %878 = xor i32 %872, %871
  %879 = xor i32 %878, %865
  %880 = add i32 %863, -1640531527
  %881 = add i32 %865, -1150833019
  %882 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %877)
  %883 = mul i32 -766435501, %877
  %884 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %879)
  %885 = mul i32 -845247145, %879
  %886 = xor i32 %884, %875
  %887 = xor i32 %886, %880
  %888 = xor i32 %882, %873
  %889 = xor i32 %888, %881
  %890 = add i32 %880, -1640531527
  %891 = add i32 %881, -1150833019
  %892 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %887)
  %893 = mul i32 -766435501, %887
  %894 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %889)
  %895 = mul i32 -845247145, %889
  %896 = xor i32 %894, %885
  %897 = xor i32 %896, %890
  %898 = xor i32 %892, %883
  %899 = xor i32 %898, %891
  %900 = add i32 %890, -1640531527
  %901 = add i32 %891, -1150833019
  %902 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %897)
  %903 = mul i32 -766435501, %897
  %904 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %899)
  %905 = mul i32 -845247145, %899
  %906 = xor i32 %904, %895
  %907 = xor i32 %906, %900
  %908 = xor i32 %902, %893
  %909 = xor i32 %908, %901
  %910 = add i32 %900, -1640531527
  %911 = add i32 %901, -1150833019
  %912 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %907)
  %913 = mul i32 -766435501, %907
  %914 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %909)
  %915 = mul i32 -845247145, %909
  %916 = xor i32 %914, %905
  %917 = xor i32 %916, %910
  %918 = xor i32 %912, %903
  %919 = xor i32 %918, %911
  %920 = add i32 %910, -1640531527
  %921 = add i32 %911, -1150833019
  %922 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %917)
  %923 = mul i32 -766435501, %917
  %924 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %919)
  %925 = mul i32 -845247145, %919
  %926 = xor i32 %924, %915
  %927 = xor i32 %926, %920
  %928 = xor i32 %922, %913
  %929 = xor i32 %928, %921
  %930 = add i32 %920, -1640531527
  %931 = add i32 %921, -1150833019
  %932 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %927)
  %933 = mul i32 -766435501, %927
  %934 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %929)
  %935 = mul i32 -845247145, %929
  %936 = xor i32 %934, %925
  %937 = xor i32 %936, %930
  %938 = xor i32 %932, %923
  %939 = xor i32 %938, %931
  %940 = add i32 %930, -1640531527
  %941 = add i32 %931, -1150833019
  %942 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %937)
  %943 = mul i32 -766435501, %937
  %944 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %939)
  %945 = mul i32 -845247145, %939
  %946 = xor i32 %944, %935
  %947 = xor i32 %946, %940
  %948 = xor i32 %942, %933
  %949 = xor i32 %948, %941
  %950 = add i32 %940, -1640531527
  %951 = add i32 %941, -1150833019
  %952 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %947)
  %953 = mul i32 -766435501, %947
  %954 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %949)
  %955 = mul i32 -845247145, %949
  %956 = xor i32 %954, %945
  %957 = xor i32 %956, %950
  %958 = xor i32 %952, %943
  %959 = xor i32 %958, %951
  %960 = add i32 %950, -1640531527
  %961 = add i32 %951, -1150833019
  %962 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %957)
  %963 = mul i32 -766435501, %957
  %964 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %959)
  %965 = mul i32 -845247145, %959
  %966 = xor i32 %964, %955
  %967 = xor i32 %966, %960
  %968 = xor i32 %962, %953
  %969 = xor i32 %968, %961
  %970 = uitofp i32 %967 to double
  %971 = fadd double %970, 5.000000e-01
  %972 = fmul double %971, 0x3DF0000000000000
  %973 = uitofp i32 %965 to double
  %974 = fadd double %973, 5.000000e-01
  %975 = fmul double %974, 0x3DF0000000000000
  %976 = bitcast double %972 to i64
  %977 = lshr i64 %976, 32
  %978 = add i64 %977, 614242
  %979 = lshr i64 %978, 20
  %980 = sub i64 %979, 1023
  %981 = and i64 %978, 1048575
  %982 = add i64 %981, 1072079006
  %983 = shl i64 %982, 32
  %984 = and i64 %976, 4294967295
  %985 = or i64 %983, %984
  %986 = bitcast i64 %985 to double
  %987 = fsub double %986, 1.000000e+00
  %988 = fmul double 5.000000e-01, %987
  %989 = fmul double %988, %987
  %990 = fadd double 2.000000e+00, %987
  %991 = fdiv double %987, %990
  %992 = fmul double %991, %991
  %993 = fmul double %992, %992
  %994 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %995 = fmul double %993, %994
  %996 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %997 = fadd double %996, %995
  %998 = fmul double %993, %997
  %999 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1000 = fadd double %999, %998
  %1001 = fmul double %993, %1000
  %1002 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1003 = fmul double %993, %1002
  %1004 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1005 = fadd double %1004, %1003
  %1006 = fmul double %993, %1005
  %1007 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1008 = fadd double %1007, %1006
  %1009 = fmul double %993, %1008
  %1010 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1011 = fadd double %1010, %1009
  %1012 = fmul double %992, %1011
  %1013 = fadd double %1012, %1001
  %1014 = sitofp i64 %980 to double
  %1015 = fadd double %989, %1013
  %1016 = fmul double %991, %1015
  %1017 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1018 = fmul double %1014, %1017
  %1019 = fadd double %1016, %1018
  %1020 = fsub double %1019, %989
  %1021 = fadd double %1020, %987
  %1022 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1023 = fmul double %1014, %1022
  %1024 = fadd double %1021, %1023
  %1025 = fmul double -2.000000e+00, %1024
  %1026 = call double @llvm.sqrt.f64(double %1025)
  %1027 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1028 = fmul double %1027, %975
  %1029 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1030 = fmul double %1028, %1029
  %1031 = fadd double %1030, 0x4338000000000000
  %1032 = bitcast double %1031 to i64
  %1033 = fsub double %1031, 0x4338000000000000
  %1034 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1035 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1036 = fmul double %1033, %1034
  %1037 = fsub double %1028, %1036
  %1038 = fmul double %1033, %1035
  %1039 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1040 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1041 = fmul double %1033, %1039
  %1042 = fsub double %1037, %1041
  %1043 = fmul double %1033, %1040
  %1044 = fsub double %1037, %1042
  %1045 = fsub double %1044, %1041
  %1046 = fsub double %1043, %1045
  %1047 = fsub double %1037, %1038
  %1048 = bitcast double %1028 to i64
  %1049 = lshr i64 %1048, 52
  %1050 = and i64 %1049, 2047
  %1051 = bitcast double %1047 to i64
  %1052 = lshr i64 %1051, 52
  %1053 = and i64 %1052, 2047
  %1054 = add i64 %1053, 16
  %1055 = icmp ult i64 %1054, %1050
  %1056 = select i1 %1055, double %1042, double %1037
  %1057 = select i1 %1055, double %1046, double %1038
  %1058 = fsub double %1056, %1057
  %1059 = fsub double %1056, %1058
  %1060 = fsub double %1059, %1057
  %1061 = fmul double %1058, %1058
  %1062 = fmul double %1061, %1061
  %1063 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1064 = fmul double %1061, %1063
  %1065 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1066 = fadd double %1065, %1064
  %1067 = fmul double %1061, %1066
  %1068 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1069 = fadd double %1068, %1067
  %1070 = fmul double %1061, %1069
  %1071 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1072 = fmul double %1061, %1071
  %1073 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1074 = fadd double %1073, %1072
  %1075 = fmul double %1061, %1074
  %1076 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1077 = fadd double %1076, %1075
  %1078 = fmul double %1062, %1062
  %1079 = fmul double %1078, %1077
  %1080 = fadd double %1070, %1079
  %1081 = fmul double 5.000000e-01, %1061
  %1082 = fsub double 1.000000e+00, %1081
  %1083 = fsub double 1.000000e+00, %1082
  %1084 = fsub double %1083, %1081
  %1085 = fmul double %1061, %1080
  %1086 = fmul double %1058, %1060
  %1087 = fsub double %1085, %1086
  %1088 = fadd double %1084, %1087
  %1089 = fadd double %1082, %1088
  %1090 = fmul double %1058, %1058
  %1091 = fmul double %1090, %1090
  %1092 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1093 = fmul double %1090, %1092
  %1094 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1095 = fadd double %1094, %1093
  %1096 = fmul double %1090, %1095
  %1097 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1098 = fadd double %1097, %1096
  %1099 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1100 = fmul double %1090, %1099
  %1101 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1102 = fadd double %1101, %1100
  %1103 = fmul double %1090, %1091
  %1104 = fmul double %1103, %1102
  %1105 = fadd double %1098, %1104
  %1106 = fmul double %1090, %1058
  %1107 = fmul double 5.000000e-01, %1060
  %1108 = fmul double %1106, %1105
  %1109 = fsub double %1107, %1108
  %1110 = fmul double %1090, %1109
  %1111 = fsub double %1110, %1060
  %1112 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1113 = fmul double %1106, %1112
  %1114 = fsub double %1111, %1113
  %1115 = fsub double %1058, %1114
  %1116 = fneg double %1089
  %1117 = fneg double %1115
  %1118 = and i64 %1032, 1
  %1119 = and i64 %1032, 2
  %1120 = icmp eq i64 %1118, 1
  %1121 = icmp eq i64 %1119, 2
  %1122 = select i1 %1121, double %1116, double %1089
  %1123 = select i1 %1121, double %1115, double %1117
  %1124 = select i1 %1120, double %1123, double %1122
  %1125 = fmul double %1026, %1124
  %1126 = fptrunc double %1125 to float
  %1127 = fmul float %1126, %856
  %1128 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature30
  store float %857, ptr addrspace(3) %1128, align 4
  %1129 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature30
  store float %861, ptr addrspace(3) %1129, align 4
  %1130 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %feature30
  store float %1127, ptr addrspace(3) %1130, align 4
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %slot.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done33
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value35, align 4
  store i64 0, ptr %fold_index36, align 8
  store i64 0, ptr %pairwise_depth39, align 8
  store float 0.000000e+00, ptr %fold_value40, align 4
  store i64 0, ptr %fold_index41, align 8
  store i64 0, ptr %pairwise_depth44, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done33
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %1144, %fold_sums.body ]
  %1131 = icmp ult i64 %fold_sums, %n_features
  br i1 %1131, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %1132 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %1133 = load float, ptr addrspace(3) %1132, align 4
  %1134 = load float, ptr %fold_value, align 4
  %1135 = fadd float %1133, %1134
  store float %1135, ptr %fold_value, align 4
  %1136 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %fold_sums
  %1137 = load float, ptr addrspace(3) %1136, align 4
  %1138 = load float, ptr %fold_value35, align 4
  %1139 = fadd float %1137, %1138
  store float %1139, ptr %fold_value35, align 4
  %1140 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %fold_sums
  %1141 = load float, ptr addrspace(3) %1140, align 4
  %1142 = load float, ptr %fold_value40, align 4
  %1143 = fadd float %1141, %1142
  store float %1143, ptr %fold_value40, align 4
  %1144 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %1145 = load float, ptr %fold_value, align 4
  %1146 = load float, ptr %fold_value35, align 4
  %1147 = load float, ptr %fold_value40, align 4
  store float %1145, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  store float %1146, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  store float %1147, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %fold.done

slot.then47:                                      ; preds = %quiet
  %1148 = load float, ptr %27, align 4
  %1149 = fmul float %1148, %1148
  %1150 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature45
  %1151 = load float, ptr addrspace(1) %1150, align 4
  %1152 = fmul float -1.000000e+00, %1151
  %1153 = fmul float %1152, %1148
  %1154 = fmul float 0.000000e+00, %1148
  %1155 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature45
  store float %1149, ptr addrspace(3) %1155, align 4
  %1156 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature45
  store float %1153, ptr addrspace(3) %1156, align 4
  %1157 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %feature45
  store float %1154, ptr addrspace(3) %1157, align 4
  br label %slot.done48

slot.done48:                                      ; preds = %slot.then47, %quiet
  %feature49 = add i64 %lane, 256
  %valid50 = icmp ult i64 %feature49, %n_features
  %1158 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid50, label %slot.then51, label %slot.done52

slot.then51:                                      ; preds = %slot.done48
  %1159 = load float, ptr %1158, align 4
  %1160 = fmul float %1159, %1159
  %1161 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature49
  %1162 = load float, ptr addrspace(1) %1161, align 4
  %1163 = fmul float -1.000000e+00, %1162
  %1164 = fmul float %1163, %1159
  %1165 = fmul float 0.000000e+00, %1159
  %1166 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature49
  store float %1160, ptr addrspace(3) %1166, align 4
  %1167 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature49
  store float %1164, ptr addrspace(3) %1167, align 4
  %1168 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %feature49
  store float %1165, ptr addrspace(3) %1168, align 4
  br label %slot.done52

slot.done52:                                      ; preds = %slot.then51, %slot.done48
  %feature53 = add i64 %lane, 512
  %valid54 = icmp ult i64 %feature53, %n_features
  %1169 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid54, label %slot.then55, label %slot.done56

slot.then55:                                      ; preds = %slot.done52
  %1170 = load float, ptr %1169, align 4
  %1171 = fmul float %1170, %1170
  %1172 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature53
  %1173 = load float, ptr addrspace(1) %1172, align 4
  %1174 = fmul float -1.000000e+00, %1173
  %1175 = fmul float %1174, %1170
  %1176 = fmul float 0.000000e+00, %1170
  %1177 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature53
  store float %1171, ptr addrspace(3) %1177, align 4
  %1178 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature53
  store float %1175, ptr addrspace(3) %1178, align 4
  %1179 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %feature53
  store float %1176, ptr addrspace(3) %1179, align 4
  br label %slot.done56

slot.done56:                                      ; preds = %slot.then55, %slot.done52
  %feature57 = add i64 %lane, 768
  %valid58 = icmp ult i64 %feature57, %n_features
  %1180 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid58, label %slot.then59, label %slot.done60

slot.then59:                                      ; preds = %slot.done56
  %1181 = load float, ptr %1180, align 4
  %1182 = fmul float %1181, %1181
  %1183 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature57
  %1184 = load float, ptr addrspace(1) %1183, align 4
  %1185 = fmul float -1.000000e+00, %1184
  %1186 = fmul float %1185, %1181
  %1187 = fmul float 0.000000e+00, %1181
  %1188 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature57
  store float %1182, ptr addrspace(3) %1188, align 4
  %1189 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature57
  store float %1186, ptr addrspace(3) %1189, align 4
  %1190 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %feature57
  store float %1187, ptr addrspace(3) %1190, align 4
  br label %slot.done60

slot.done60:                                      ; preds = %slot.then59, %slot.done56
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then61, label %fold.done62

fold.then61:                                      ; preds = %slot.done60
  store float 0.000000e+00, ptr %fold_value63, align 4
  store i64 0, ptr %fold_index64, align 8
  store i64 0, ptr %pairwise_depth67, align 8
  store float 0.000000e+00, ptr %fold_value68, align 4
  store i64 0, ptr %fold_index69, align 8
  store i64 0, ptr %pairwise_depth72, align 8
  store float 0.000000e+00, ptr %fold_value73, align 4
  store i64 0, ptr %fold_index74, align 8
  store i64 0, ptr %pairwise_depth77, align 8
  br label %fold_sums.header78

fold.done62:                                      ; preds = %fold_sums.exit80, %slot.done60
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done

fold_sums.header78:                               ; preds = %fold_sums.body79, %fold.then61
  %fold_sums81 = phi i64 [ 0, %fold.then61 ], [ %1204, %fold_sums.body79 ]
  %1191 = icmp ult i64 %fold_sums81, %n_features
  br i1 %1191, label %fold_sums.body79, label %fold_sums.exit80

fold_sums.body79:                                 ; preds = %fold_sums.header78
  %1192 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums81
  %1193 = load float, ptr addrspace(3) %1192, align 4
  %1194 = load float, ptr %fold_value63, align 4
  %1195 = fadd float %1193, %1194
  store float %1195, ptr %fold_value63, align 4
  %1196 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %fold_sums81
  %1197 = load float, ptr addrspace(3) %1196, align 4
  %1198 = load float, ptr %fold_value68, align 4
  %1199 = fadd float %1197, %1198
  store float %1199, ptr %fold_value68, align 4
  %1200 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 2048), i64 %fold_sums81
  %1201 = load float, ptr addrspace(3) %1200, align 4
  %1202 = load float, ptr %fold_value73, align 4
  %1203 = fadd float %1201, %1202
  store float %1203, ptr %fold_value73, align 4
  %1204 = add i64 %fold_sums81, 1
  br label %fold_sums.header78

fold_sums.exit80:                                 ; preds = %fold_sums.header78
  %1205 = load float, ptr %fold_value63, align 4
  %1206 = load float, ptr %fold_value68, align 4
  %1207 = load float, ptr %fold_value73, align 4
  store float %1205, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  store float %1206, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  store float %1207, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %fold.done62

noise83:                                          ; preds = %noise.done
  %feature86 = add i64 %lane, 0
  %valid87 = icmp ult i64 %feature86, %n_features
  %1208 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid87, label %slot.then88, label %slot.done89

quiet84:                                          ; preds = %noise.done
  %feature117 = add i64 %lane, 0
  %valid118 = icmp ult i64 %feature117, %n_features
  %1209 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid118, label %slot.then119, label %slot.done120

noise.done85:                                     ; preds = %fold.done134, %fold.done107
  %draw144 = icmp ne i32 %draw_noise, 0
  br i1 %draw144, label %noise145, label %quiet146

slot.then88:                                      ; preds = %noise83
  %1210 = load float, ptr %1208, align 4
  %1211 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature86
  %1212 = load float, ptr addrspace(1) %1211, align 4
  %1213 = fmul float -1.000000e+00, %1212
  %1214 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1215 = fmul float %1214, %1210
  %1216 = fsub float %1213, %1215
  %1217 = fmul float %1216, %eta
  %1218 = fsub float %1210, %1217
  %1219 = mul i64 %row, %n_features
  %element90 = add i64 %1219, %feature86
  %1220 = trunc i64 %key0 to i32
  %1221 = lshr i64 %key0, 32
  %1222 = trunc i64 %1221 to i32
  %1223 = trunc i64 %element90 to i32
  %1224 = trunc i64 %key1_step to i32
  %1225 = lshr i64 %key1_step, 32
  %1226 = trunc i64 %1225 to i32
  %1227 = lshr i64 %element90, 32
  %1228 = trunc i64 %1227 to i32
  %1229 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1223)
  %1230 = mul i32 -766435501, %1223
  %1231 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1226)
  %1232 = mul i32 -845247145, %1226
  %1233 = xor i32 %1231, %1224
  %1234 = xor i32 %1233, %1220
  %1235 = xor i32 %1229, %1228
  %1236 = xor i32 %1235, %1222
  %1237 = add i32 %1220, -1640531527
  %1238 = add i32 %1222, -1150833019
  %1239 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1234)
  %1240 = mul i32 -766435501, %1234
  %1241 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1236)
  %1242 = mul i32 -845247145, %1236
  %1243 = xor i32 %1241, %1232
  %1244 = xor i32 %1243, %1237
  %1245 = xor i32 %1239, %1230
  %1246 = xor i32 %1245, %1238
  %1247 = add i32 %1237, -1640531527
  %1248 = add i32 %1238, -1150833019
  %1249 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1244)
  %1250 = mul i32 -766435501, %1244
  %1251 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1246)
  %1252 = mul i32 -845247145, %1246
  %1253 = xor i32 %1251, %1242
  %1254 = xor i32 %1253, %1247
  %1255 = xor i32 %1249, %1240
  %1256 = xor i32 %1255, %1248
  %1257 = add i32 %1247, -1640531527
  %1258 = add i32 %1248, -1150833019
  %1259 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1254)
  %1260 = mul i32 -766435501, %1254
  %1261 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1256)
  %1262 = mul i32 -845247145, %1256
  %1263 = xor i32 %1261, %1252
  %1264 = xor i32 %1263, %1257
  %1265 = xor i32 %1259, %1250
  %1266 = xor i32 %1265, %1258
  %1267 = add i32 %1257, -1640531527
  %1268 = add i32 %1258, -1150833019
  %1269 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1264)
  %1270 = mul i32 -766435501, %1264
  %1271 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1266)
  %1272 = mul i32 -845247145, %1266
  %1273 = xor i32 %1271, %1262
  %1274 = xor i32 %1273, %1267
  %1275 = xor i32 %1269, %1260
  %1276 = xor i32 %1275, %1268
  %1277 = add i32 %1267, -1640531527
  %1278 = add i32 %1268, -1150833019
  %1279 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1274)
  %1280 = mul i32 -766435501, %1274
  %1281 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1276)
  %1282 = mul i32 -845247145, %1276
  %1283 = xor i32 %1281, %1272
  %1284 = xor i32 %1283, %1277
  %1285 = xor i32 %1279, %1270
  %1286 = xor i32 %1285, %1278
  %1287 = add i32 %1277, -1640531527
  %1288 = add i32 %1278, -1150833019
  %1289 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1284)
  %1290 = mul i32 -766435501, %1284
  %1291 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1286)
  %1292 = mul i32 -845247145, %1286
  %1293 = xor i32 %1291, %1282
  %1294 = xor i32 %1293, %1287
  %1295 = xor i32 %1289, %1280
  %1296 = xor i32 %1295, %1288
  %1297 = add i32 %1287, -1640531527
  %1298 = add i32 %1288, -1150833019
  %1299 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1294)
  %1300 = mul i32 -766435501, %1294
  %1301 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1296)
  %1302 = mul i32 -845247145, %1296
  %1303 = xor i32 %1301, %1292
  %1304 = xor i32 %1303, %1297
  %1305 = xor i32 %1299, %1290
  %1306 = xor i32 %1305, %1298
  %1307 = add i32 %1297, -1640531527
  %1308 = add i32 %1298, -1150833019
  %1309 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1304)
  %1310 = mul i32 -766435501, %1304
  %1311 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1306)
  %1312 = mul i32 -845247145, %1306
  %1313 = xor i32 %1311, %1302
  %1314 = xor i32 %1313, %1307
  %1315 = xor i32 %1309, %1300
  %1316 = xor i32 %1315, %1308
  %1317 = add i32 %1307, -1640531527
  %1318 = add i32 %1308, -1150833019
  %1319 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1314)
  %1320 = mul i32 -766435501, %1314
  %1321 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1316)
  %1322 = mul i32 -845247145, %1316
  %1323 = xor i32 %1321, %1312
  %1324 = xor i32 %1323, %1317
  %1325 = xor i32 %1319, %1310
  %1326 = xor i32 %1325, %1318
  %1327 = uitofp i32 %1324 to double
  %1328 = fadd double %1327, 5.000000e-01
  %1329 = fmul double %1328, 0x3DF0000000000000
  %1330 = uitofp i32 %1322 to double
  %1331 = fadd double %1330, 5.000000e-01
  %1332 = fmul double %1331, 0x3DF0000000000000
  %1333 = bitcast double %1329 to i64
  %1334 = lshr i64 %1333, 32
  %1335 = add i64 %1334, 614242
  %1336 = lshr i64 %1335, 20
  %1337 = sub i64 %1336, 1023
  %1338 = and i64 %1335, 1048575
  %1339 = add i64 %1338, 1072079006
  %1340 = shl i64 %1339, 32
  %1341 = and i64 %1333, 4294967295
  %1342 = or i64 %1340, %1341
  %1343 = bitcast i64 %1342 to double
  %1344 = fsub double %1343, 1.000000e+00
  %1345 = fmul double 5.000000e-01, %1344
  %1346 = fmul double %1345, %1344
  %1347 = fadd double 2.000000e+00, %1344
  %1348 = fdiv double %1344, %1347
  %1349 = fmul double %1348, %1348
  %1350 = fmul double %1349, %1349
  %1351 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1352 = fmul double %1350, %1351
  %1353 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1354 = fadd double %1353, %1352
  %1355 = fmul double %1350, %1354
  %1356 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1357 = fadd double %1356, %1355
  %1358 = fmul double %1350, %1357
  %1359 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1360 = fmul double %1350, %1359
  %1361 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1362 = fadd double %1361, %1360
  %1363 = fmul double %1350, %1362
  %1364 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1365 = fadd double %1364, %1363
  %1366 = fmul double %1350, %1365
  %1367 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1368 = fadd double %1367, %1366
  %1369 = fmul double %1349, %1368
  %1370 = fadd double %1369, %1358
  %1371 = sitofp i64 %1337 to double
  %1372 = fadd double %1346, %1370
  %1373 = fmul double %1348, %1372
  %1374 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1375 = fmul double %1371, %1374
  %1376 = fadd double %1373, %1375
  %1377 = fsub double %1376, %1346
  %1378 = fadd double %1377, %1344
  %1379 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1380 = fmul double %1371, %1379
  %1381 = fadd double %1378, %1380
  %1382 = fmul double -2.000000e+00, %1381
  %1383 = call double @llvm.sqrt.f64(double %1382)
  %1384 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1385 = fmul double %1384, %1332
  %1386 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1387 = fmul double %1385, %1386
  %1388 = fadd double %1387, 0x4338000000000000
  %1389 = bitcast double %1388 to i64
  %1390 = fsub double %1388, 0x4338000000000000
  %1391 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1392 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1393 = fmul double %1390, %1391
  %1394 = fsub double %1385, %1393
  %1395 = fmul double %1390, %1392
  %1396 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1397 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1398 = fmul double %1390, %1396
  %1399 = fsub double %1394, %1398
  %1400 = fmul double %1390, %1397
  %1401 = fsub double %1394, %1399
  %1402 = fsub double %1401, %1398
  %1403 = fsub double %1400, %1402
  %1404 = fsub double %1394, %1395
  %1405 = bitcast double %1385 to i64
  %1406 = lshr i64 %1405, 52
  %1407 = and i64 %1406, 2047
  %1408 = bitcast double %1404 to i64
  %1409 = lshr i64 %1408, 52
  %1410 = and i64 %1409, 2047
  %1411 = add i64 %1410, 16
  %1412 = icmp ult i64 %1411, %1407
  %1413 = select i1 %1412, double %1399, double %1394
  %1414 = select i1 %1412, double %1403, double %1395
  %1415 = fsub double %1413, %1414
  %1416 = fsub double %1413, %1415
  %1417 = fsub double %1416, %1414
  %1418 = fmul double %1415, %1415
  %1419 = fmul double %1418, %1418
  %1420 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1421 = fmul double %1418, %1420
  %1422 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1423 = fadd double %1422, %1421
  %1424 = fmul double %1418, %1423
  %1425 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1426 = fadd double %1425, %1424
  %1427 = fmul double %1418, %1426
  %1428 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1429 = fmul double %1418, %1428
  %1430 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1431 = fadd double %1430, %1429
  %1432 = fmul double %1418, %1431
  %1433 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1434 = fadd double %1433, %1432
  %1435 = fmul double %1419, %1419
  %1436 = fmul double %1435, %1434
  %1437 = fadd double %1427, %1436
  %1438 = fmul double 5.000000e-01, %1418
  %1439 = fsub double 1.000000e+00, %1438
  %1440 = fsub double 1.000000e+00, %1439
  %1441 = fsub double %1440, %1438
  %1442 = fmul double %1418, %1437
  %1443 = fmul double %1415, %1417
  %1444 = fsub double %1442, %1443
  %1445 = fadd double %1441, %1444
  %1446 = fadd double %1439, %1445
  %1447 = fmul double %1415, %1415
  %1448 = fmul double %1447, %1447
  %1449 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1450 = fmul double %1447, %1449
  %1451 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1452 = fadd double %1451, %1450
  %1453 = fmul double %1447, %1452
  %1454 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1455 = fadd double %1454, %1453
  %1456 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1457 = fmul double %1447, %1456
  %1458 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1459 = fadd double %1458, %1457
  %1460 = fmul double %1447, %1448
  %1461 = fmul double %1460, %1459
  %1462 = fadd double %1455, %1461
  %1463 = fmul double %1447, %1415
  %1464 = fmul double 5.000000e-01, %1417
  %1465 = fmul double %1463, %1462
  %1466 = fsub double %1464, %1465
  %1467 = fmul double %1447, %1466
  %1468 = fsub double %1467, %1417
  %1469 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1470 = fmul double %1463, %1469
  %1471 = fsub double %1468, %1470
  %1472 = fsub double %1415, %1471
  %1473 = fneg double %1446
  %1474 = fneg double %1472
  %1475 = and i64 %1389, 1
  %1476 = and i64 %1389, 2
  %1477 = icmp eq i64 %1475, 1
  %1478 = icmp eq i64 %1476, 2
  %1479 = select i1 %1478, double %1473, double %1446
  %1480 = select i1 %1478, double %1472, double %1474
  %1481 = select i1 %1477, double %1480, double %1479
  %1482 = fmul double %1383, %1481
  %1483 = fptrunc double %1482 to float
  %1484 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1485 = fmul float %1484, %1210
  %1486 = fsub float %1483, %1485
  %1487 = fmul float %1486, %25
  %1488 = fadd float %1218, %1487
  %1489 = fmul float %1488, %1488
  %1490 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature86
  store float %1489, ptr addrspace(3) %1490, align 4
  br label %slot.done89

slot.done89:                                      ; preds = %slot.then88, %noise83
  %feature91 = add i64 %lane, 256
  %valid92 = icmp ult i64 %feature91, %n_features
  %1491 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid92, label %slot.then93, label %slot.done94

slot.then93:                                      ; preds = %slot.done89
  %1492 = load float, ptr %1491, align 4
  %1493 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature91
  %1494 = load float, ptr addrspace(1) %1493, align 4
  %1495 = fmul float -1.000000e+00, %1494
  %1496 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1497 = fmul float %1496, %1492
  %1498 = fsub float %1495, %1497
  %1499 = fmul float %1498, %eta
  %1500 = fsub float %1492, %1499
  %1501 = mul i64 %row, %n_features
  %element95 = add i64 %1501, %feature91
  %1502 = trunc i64 %key0 to i32
  %1503 = lshr i64 %key0, 32
  %1504 = trunc i64 %1503 to i32
  %1505 = trunc i64 %element95 to i32
  %1506 = trunc i64 %key1_step to i32
  %1507 = lshr i64 %key1_step, 32
  %1508 = trunc i64 %1507 to i32
  %1509 = lshr i64 %element95, 32
  %1510 = trunc i64 %1509 to i32
  %1511 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1505)
  %1512 = mul i32 -766435501, %1505
  %1513 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1508)
  %1514 = mul i32 -845247145, %1508
  %1515 = xor i32 %1513, %1506
  %1516 = xor i32 %1515, %1502
  %1517 = xor i32 %1511, %1510
  %1518 = xor i32 %1517, %1504
  %1519 = add i32 %1502, -1640531527
  %1520 = add i32 %1504, -1150833019
  %1521 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1516)
  %1522 = mul i32 -766435501, %1516
  %1523 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1518)
  %1524 = mul i32 -845247145, %1518
  %1525 = xor i32 %1523, %1514
  %1526 = xor i32 %1525, %1519
  %1527 = xor i32 %1521, %1512
  %1528 = xor i32 %1527, %1520
  %1529 = add i32 %1519, -1640531527
  %1530 = add i32 %1520, -1150833019
  %1531 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1526)
  %1532 = mul i32 -766435501, %1526
  %1533 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1528)
  %1534 = mul i32 -845247145, %1528
  %1535 = xor i32 %1533, %1524
  %1536 = xor i32 %1535, %1529
  %1537 = xor i32 %1531, %1522
  %1538 = xor i32 %1537, %1530
  %1539 = add i32 %1529, -1640531527
  %1540 = add i32 %1530, -1150833019
  %1541 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1536)
  %1542 = mul i32 -766435501, %1536
  %1543 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1538)
  %1544 = mul i32 -845247145, %1538
  %1545 = xor i32 %1543, %1534
  %1546 = xor i32 %1545, %1539
  %1547 = xor i32 %1541, %1532
  %1548 = xor i32 %1547, %1540
  %1549 = add i32 %1539, -1640531527
  %1550 = add i32 %1540, -1150833019
  %1551 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1546)
  %1552 = mul i32 -766435501, %1546
  %1553 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1548)
  %1554 = mul i32 -845247145, %1548
  %1555 = xor i32 %1553, %1544
  %1556 = xor i32 %1555, %1549
  %1557 = xor i32 %1551, %1542
  %1558 = xor i32 %1557, %1550
  %1559 = add i32 %1549, -1640531527
  %1560 = add i32 %1550, -1150833019
  %1561 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1556)
  %1562 = mul i32 -766435501, %1556
  %1563 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1558)
  %1564 = mul i32 -845247145, %1558
  %1565 = xor i32 %1563, %1554
  %1566 = xor i32 %1565, %1559
  %1567 = xor i32 %1561, %1552
  %1568 = xor i32 %1567, %1560
  %1569 = add i32 %1559, -1640531527
  %1570 = add i32 %1560, -1150833019
  %1571 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1566)
  %1572 = mul i32 -766435501, %1566
  %1573 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1568)
  %1574 = mul i32 -845247145, %1568
  %1575 = xor i32 %1573, %1564
  %1576 = xor i32 %1575, %1569
  %1577 = xor i32 %1571, %1562
  %1578 = xor i32 %1577, %1570
  %1579 = add i32 %1569, -1640531527
  %1580 = add i32 %1570, -1150833019
  %1581 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1576)
  %1582 = mul i32 -766435501, %1576
  %1583 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1578)
  %1584 = mul i32 -845247145, %1578
  %1585 = xor i32 %1583, %1574
  %1586 = xor i32 %1585, %1579
  %1587 = xor i32 %1581, %1572
  %1588 = xor i32 %1587, %1580
  %1589 = add i32 %1579, -1640531527
  %1590 = add i32 %1580, -1150833019
  %1591 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1586)
  %1592 = mul i32 -766435501, %1586
  %1593 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1588)
  %1594 = mul i32 -845247145, %1588
  %1595 = xor i32 %1593, %1584
  %1596 = xor i32 %1595, %1589
  %1597 = xor i32 %1591, %1582
  %1598 = xor i32 %1597, %1590
  %1599 = add i32 %1589, -1640531527
  %1600 = add i32 %1590, -1150833019
  %1601 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1596)
  %1602 = mul i32 -766435501, %1596
  %1603 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1598)
  %1604 = mul i32 -845247145, %1598
  %1605 = xor i32 %1603, %1594
  %1606 = xor i32 %1605, %1599
  %1607 = xor i32 %1601, %1592
  %1608 = xor i32 %1607, %1600
  %1609 = uitofp i32 %1606 to double
  %1610 = fadd double %1609, 5.000000e-01
  %1611 = fmul double %1610, 0x3DF0000000000000
  %1612 = uitofp i32 %1604 to double
  %1613 = fadd double %1612, 5.000000e-01
  %1614 = fmul double %1613, 0x3DF0000000000000
  %1615 = bitcast double %1611 to i64
  %1616 = lshr i64 %1615, 32
  %1617 = add i64 %1616, 614242
  %1618 = lshr i64 %1617, 20
  %1619 = sub i64 %1618, 1023
  %1620 = and i64 %1617, 1048575
  %1621 = add i64 %1620, 1072079006
  %1622 = shl i64 %1621, 32
  %1623 = and i64 %1615, 4294967295
  %1624 = or i64 %1622, %1623
  %1625 = bitcast i64 %1624 to double
  %1626 = fsub double %1625, 1.000000e+00
  %1627 = fmul double 5.000000e-01, %1626
  %1628 = fmul double %1627, %1626
  %1629 = fadd double 2.000000e+00, %1626
  %1630 = fdiv double %1626, %1629
  %1631 = fmul double %1630, %1630
  %1632 = fmul double %1631, %1631
  %1633 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1634 = fmul double %1632, %1633
  %1635 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1636 = fadd double %1635, %1634
  %1637 = fmul double %1632, %1636
  %1638 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1639 = fadd double %1638, %1637
  %1640 = fmul double %1632, %1639
  %1641 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1642 = fmul double %1632, %1641
  %1643 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1644 = fadd double %1643, %1642
  %1645 = fmul double %1632, %1644
  %1646 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1647 = fadd double %1646, %1645
  %1648 = fmul double %1632, %1647
  %1649 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1650 = fadd double %1649, %1648
  %1651 = fmul double %1631, %1650
  %1652 = fadd double %1651, %1640
  %1653 = sitofp i64 %1619 to double
  %1654 = fadd double %1628, %1652
  %1655 = fmul double %1630, %1654
  %1656 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1657 = fmul double %1653, %1656
  %1658 = fadd double %1655, %1657
  %1659 = fsub double %1658, %1628
  %1660 = fadd double %1659, %1626
  %1661 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1662 = fmul double %1653, %1661
  %1663 = fadd double %1660, %1662
  %1664 = fmul double -2.000000e+00, %1663
  %1665 = call double @llvm.sqrt.f64(double %1664)
  %1666 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1667 = fmul double %1666, %1614
  %1668 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1669 = fmul double %1667, %1668
  %1670 = fadd double %1669, 0x4338000000000000
  %1671 = bitcast double %1670 to i64
  %1672 = fsub double %1670, 0x4338000000000000
  %1673 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1674 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1675 = fmul double %1672, %1673
  %1676 = fsub double %1667, %1675
  %1677 = fmul double %1672, %1674
  %1678 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1679 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1680 = fmul double %1672, %1678
  %1681 = fsub double %1676, %1680
  %1682 = fmul double %1672, %1679
  %1683 = fsub double %1676, %1681
  %1684 = fsub double %1683, %1680
  %1685 = fsub double %1682, %1684
  %1686 = fsub double %1676, %1677
  %1687 = bitcast double %1667 to i64
  %1688 = lshr i64 %1687, 52
  %1689 = and i64 %1688, 2047
  %1690 = bitcast double %1686 to i64
  %1691 = lshr i64 %1690, 52
  %1692 = and i64 %1691, 2047
  %1693 = add i64 %1692, 16
  %1694 = icmp ult i64 %1693, %1689
  %1695 = select i1 %1694, double %1681, double %1676
  %1696 = select i1 %1694, double %1685, double %1677
  %1697 = fsub double %1695, %1696
  %1698 = fsub double %1695, %1697
  %1699 = fsub double %1698, %1696
  %1700 = fmul double %1697, %1697
  %1701 = fmul double %1700, %1700
  %1702 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1703 = fmul double %1700, %1702
  %1704 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1705 = fadd double %1704, %1703
  %1706 = fmul double %1700, %1705
  %1707 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1708 = fadd double %1707, %1706
  %1709 = fmul double %1700, %1708
  %1710 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1711 = fmul double %1700, %1710
  %1712 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1713 = fadd double %1712, %1711
  %1714 = fmul double %1700, %1713
  %1715 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1716 = fadd double %1715, %1714
  %1717 = fmul double %1701, %1701
  %1718 = fmul double %1717, %1716
  %1719 = fadd double %1709, %1718
  %1720 = fmul double 5.000000e-01, %1700
  %1721 = fsub double 1.000000e+00, %1720
  %1722 = fsub double 1.000000e+00, %1721
  %1723 = fsub double %1722, %1720
  %1724 = fmul double %1700, %1719
  %1725 = fmul double %1697, %1699
  %1726 = fsub double %1724, %1725
  %1727 = fadd double %1723, %1726
  %1728 = fadd double %1721, %1727
  %1729 = fmul double %1697, %1697
  %1730 = fmul double %1729, %1729
  %1731 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1732 = fmul double %1729, %1731
  %1733 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1734 = fadd double %1733, %1732
  %1735 = fmul double %1729, %1734
  %1736 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1737 = fadd double %1736, %1735
  %1738 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1739 = fmul double %1729, %1738
  %1740 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1741 = fadd double %1740, %1739
  %1742 = fmul double %1729, %1730
  %1743 = fmul double %1742, %1741
  %1744 = fadd double %1737, %1743
  %1745 = fmul double %1729, %1697
  %1746 = fmul double 5.000000e-01, %1699
  %1747 = fmul double %1745, %1744
  %1748 = fsub double %1746, %1747
  %1749 = fmul double %1729, %1748
  %1750 = fsub double %1749, %1699
  %1751 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1752 = fmul double %1745, %1751
  %1753 = fsub double %1750, %1752
  %1754 = fsub double %1697, %1753
  %1755 = fneg double %1728
  %1756 = fneg double %1754
  %1757 = and i64 %1671, 1
  %1758 = and i64 %1671, 2
  %1759 = icmp eq i64 %1757, 1
  %1760 = icmp eq i64 %1758, 2
  %1761 = select i1 %1760, double %1755, double %1728
  %1762 = select i1 %1760, double %1754, double %1756
  %1763 = select i1 %1759, double %1762, double %1761
  %1764 = fmul double %1665, %1763
  %1765 = fptrunc double %1764 to float
  %1766 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1767 = fmul float %1766, %1492
  %1768 = fsub float %1765, %1767
  %1769 = fmul float %1768, %25
  %1770 = fadd float %1500, %1769
  %1771 = fmul float %1770, %1770
  %1772 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature91
  store float %1771, ptr addrspace(3) %1772, align 4
  br label %slot.done94

slot.done94:                                      ; preds = %slot.then93, %slot.done89
  %feature96 = add i64 %lane, 512
  %valid97 = icmp ult i64 %feature96, %n_features
  %1773 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid97, label %slot.then98, label %slot.done99

slot.then98:                                      ; preds = %slot.done94
  %1774 = load float, ptr %1773, align 4
  %1775 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature96
  %1776 = load float, ptr addrspace(1) %1775, align 4
  %1777 = fmul float -1.000000e+00, %1776
  %1778 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1779 = fmul float %1778, %1774
  %1780 = fsub float %1777, %1779
  %1781 = fmul float %1780, %eta
  %1782 = fsub float %1774, %1781
  %1783 = mul i64 %row, %n_features
  %element100 = add i64 %1783, %feature96
  %1784 = trunc i64 %key0 to i32
  %1785 = lshr i64 %key0, 32
  %1786 = trunc i64 %1785 to i32
  %1787 = trunc i64 %element100 to i32
  %1788 = trunc i64 %key1_step to i32
  %1789 = lshr i64 %key1_step, 32
  %1790 = trunc i64 %1789 to i32
  %1791 = lshr i64 %element100, 32
  %1792 = trunc i64 %1791 to i32
  %1793 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1787)
  %1794 = mul i32 -766435501, %1787
  %1795 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1790)
  %1796 = mul i32 -845247145, %1790
  %1797 = xor i32 %1795, %1788
  %1798 = xor i32 %1797, %1784
  %1799 = xor i32 %1793, %1792
  %1800 = xor i32 %1799, %1786
  %1801 = add i32 %1784, -1640531527
  %1802 = add i32 %1786, -1150833019
  %1803 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1798)
  %1804 = mul i32 -766435501, %1798
  %1805 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1800)
  %1806 = mul i32 -845247145, %1800
  %1807 = xor i32 %1805, %1796
  %1808 = xor i32 %1807, %1801
  %1809 = xor i32 %1803, %1794
  %1810 = xor i32 %1809, %1802
  %1811 = add i32 %1801, -1640531527
  %1812 = add i32 %1802, -1150833019
  %1813 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1808)
  %1814 = mul i32 -766435501, %1808
  %1815 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1810)
  %1816 = mul i32 -845247145, %1810
  %1817 = xor i32 %1815, %1806
  %1818 = xor i32 %1817, %1811
  %1819 = xor i32 %1813, %1804
  %1820 = xor i32 %1819, %1812
  %1821 = add i32 %1811, -1640531527
  %1822 = add i32 %1812, -1150833019
  %1823 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1818)
  %1824 = mul i32 -766435501, %1818
  %1825 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1820)
  %1826 = mul i32 -845247145, %1820
  %1827 = xor i32 %1825, %1816
  %1828 = xor i32 %1827, %1821
  %1829 = xor i32 %1823, %1814
  %1830 = xor i32 %1829, %1822
  %1831 = add i32 %1821, -1640531527
  %1832 = add i32 %1822, -1150833019
  %1833 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1828)
  %1834 = mul i32 -766435501, %1828
  %1835 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1830)
  %1836 = mul i32 -845247145, %1830
  %1837 = xor i32 %1835, %1826
  %1838 = xor i32 %1837, %1831
  %1839 = xor i32 %1833, %1824
  %1840 = xor i32 %1839, %1832
  %1841 = add i32 %1831, -1640531527
  %1842 = add i32 %1832, -1150833019
  %1843 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1838)
  %1844 = mul i32 -766435501, %1838
  %1845 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1840)
  %1846 = mul i32 -845247145, %1840
  %1847 = xor i32 %1845, %1836
  %1848 = xor i32 %1847, %1841
  %1849 = xor i32 %1843, %1834
  %1850 = xor i32 %1849, %1842
  %1851 = add i32 %1841, -1640531527
  %1852 = add i32 %1842, -1150833019
  %1853 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1848)
  %1854 = mul i32 -766435501, %1848
  %1855 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1850)
  %1856 = mul i32 -845247145, %1850
  %1857 = xor i32 %1855, %1846
  %1858 = xor i32 %1857, %1851
  %1859 = xor i32 %1853, %1844
  %1860 = xor i32 %1859, %1852
  %1861 = add i32 %1851, -1640531527
  %1862 = add i32 %1852, -1150833019
  %1863 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1858)
  %1864 = mul i32 -766435501, %1858
  %1865 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1860)
  %1866 = mul i32 -845247145, %1860
  %1867 = xor i32 %1865, %1856
  %1868 = xor i32 %1867, %1861
  %1869 = xor i32 %1863, %1854
  %1870 = xor i32 %1869, %1862
  %1871 = add i32 %1861, -1640531527
  %1872 = add i32 %1862, -1150833019
  %1873 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1868)
  %1874 = mul i32 -766435501, %1868
  %1875 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1870)
  %1876 = mul i32 -845247145, %1870
  %1877 = xor i32 %1875, %1866
  %1878 = xor i32 %1877, %1871
  %1879 = xor i32 %1873, %1864
  %1880 = xor i32 %1879, %1872
  %1881 = add i32 %1871, -1640531527
  %1882 = add i32 %1872, -1150833019
  %1883 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1878)
  %1884 = mul i32 -766435501, %1878
  %1885 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1880)
  %1886 = mul i32 -845247145, %1880
  %1887 = xor i32 %1885, %1876
  %1888 = xor i32 %1887, %1881
  %1889 = xor i32 %1883, %1874
  %1890 = xor i32 %1889, %1882
  %1891 = uitofp i32 %1888 to double
  %1892 = fadd double %1891, 5.000000e-01
  %1893 = fmul double %1892, 0x3DF0000000000000
  %1894 = uitofp i32 %1886 to double
  %1895 = fadd double %1894, 5.000000e-01
  %1896 = fmul double %1895, 0x3DF0000000000000
  %1897 = bitcast double %1893 to i64
  %1898 = lshr i64 %1897, 32
  %1899 = add i64 %1898, 614242
  %1900 = lshr i64 %1899, 20
  %1901 = sub i64 %1900, 1023
  %1902 = and i64 %1899, 1048575
  %1903 = add i64 %1902, 1072079006
  %1904 = shl i64 %1903, 32
  %1905 = and i64 %1897, 4294967295
  %1906 = or i64 %1904, %1905
  %1907 = bitcast i64 %1906 to double
  %1908 = fsub double %1907, 1.000000e+00
  %1909 = fmul double 5.000000e-01, %1908
  %1910 = fmul double %1909, %1908
  %1911 = fadd double 2.000000e+00, %1908
  %1912 = fdiv double %1908, %1911
  %1913 = fmul double %1912, %1912
  %1914 = fmul double %1913, %1913
  %1915 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1916 = fmul double %1914, %1915
  %1917 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1918 = fadd double %1917, %1916
  %1919 = fmul double %1914, %1918
  %1920 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1921 = fadd double %1920, %1919
  %1922 = fmul double %1914, %1921
  %1923 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1924 = fmul double %1914, %1923
  %1925 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1926 = fadd double %1925, %1924
  %1927 = fmul double %1914, %1926
  %1928 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1929 = fadd double %1928, %1927
  %1930 = fmul double %1914, %1929
  %1931 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1932 = fadd double %1931, %1930
  %1933 = fmul double %1913, %1932
  %1934 = fadd double %1933, %1922
  %1935 = sitofp i64 %1901 to double
  %1936 = fadd double %1910, %1934
  %1937 = fmul double %1912, %1936
  %1938 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1939 = fmul double %1935, %1938
  %1940 = fadd double %1937, %1939
  %1941 = fsub double %1940, %1910
  %1942 = fadd double %1941, %1908
  %1943 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1944 = fmul double %1935, %1943
  %1945 = fadd double %1942, %1944
  %1946 = fmul double -2.000000e+00, %1945
  %1947 = call double @llvm.sqrt.f64(double %1946)
  %1948 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1949 = fmul double %1948, %1896
  %1950 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1951 = fmul double %1949, %1950
  %1952 = fadd double %1951, 0x4338000000000000
  %1953 = bitcast double %1952 to i64
  %1954 = fsub double %1952, 0x4338000000000000
  %1955 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1956 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1957 = fmul double %1954, %1955
  %1958 = fsub double %1949, %1957
  %1959 = fmul double %1954, %1956
  %1960 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1961 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1962 = fmul double %1954, %1960
  %1963 = fsub double %1958, %1962
  %1964 = fmul double %1954, %1961
  %1965 = fsub double %1958, %1963
  %1966 = fsub double %1965, %1962
  %1967 = fsub double %1964, %1966
  %1968 = fsub double %1958, %1959
  %1969 = bitcast double %1949 to i64
  %1970 = lshr i64 %1969, 52
  %1971 = and i64 %1970, 2047
  %1972 = bitcast double %1968 to i64
  %1973 = lshr i64 %1972, 52
  %1974 = and i64 %1973, 2047
  %1975 = add i64 %1974, 16
  %1976 = icmp ult i64 %1975, %1971
  %1977 = select i1 %1976, double %1963, double %1958
  %1978 = select i1 %1976, double %1967, double %1959
  %1979 = fsub double %1977, %1978
  %1980 = fsub double %1977, %1979
  %1981 = fsub double %1980, %1978
  %1982 = fmul double %1979, %1979
  %1983 = fmul double %1982, %1982
  %1984 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1985 = fmul double %1982, %1984
  %1986 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1987 = fadd double %1986, %1985
  %1988 = fmul double %1982, %1987
  %1989 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1990 = fadd double %1989, %1988
  %1991 = fmul double %1982, %1990
  %1992 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1993 = fmul double %1982, %1992
  %1994 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1995 = fadd double %1994, %1993
  %1996 = fmul double %1982, %1995
  %1997 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1998 = fadd double %1997, %1996
  %1999 = fmul double %1983, %1983
  %2000 = fmul double %1999, %1998
  %2001 = fadd double %1991, %2000
  %2002 = fmul double 5.000000e-01, %1982
  %2003 = fsub double 1.000000e+00, %2002
  %2004 = fsub double 1.000000e+00, %2003
  %2005 = fsub double %2004, %2002
  %2006 = fmul double %1982, %2001
  %2007 = fmul double %1979, %1981
  %2008 = fsub double %2006, %2007
  %2009 = fadd double %2005, %2008
  %2010 = fadd double %2003, %2009
  %2011 = fmul double %1979, %1979
  %2012 = fmul double %2011, %2011
  %2013 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %2014 = fmul double %2011, %2013
  %2015 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %2016 = fadd double %2015, %2014
  %2017 = fmul double %2011, %2016
  %2018 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %2019 = fadd double %2018, %2017
  %2020 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %2021 = fmul double %2011, %2020
  %2022 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %2023 = fadd double %2022, %2021
  %2024 = fmul double %2011, %2012
  %2025 = fmul double %2024, %2023
  %2026 = fadd double %2019, %2025
  %2027 = fmul double %2011, %1979
  %2028 = fmul double 5.000000e-01, %1981
  %2029 = fmul double %2027, %2026
  %2030 = fsub double %2028, %2029
  %2031 = fmul double %2011, %2030
  %2032 = fsub double %2031, %1981
  %2033 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %2034 = fmul double %2027, %2033
  %2035 = fsub double %2032, %2034
  %2036 = fsub double %1979, %2035
  %2037 = fneg double %2010
  %2038 = fneg double %2036
  %2039 = and i64 %1953, 1
  %2040 = and i64 %1953, 2
  %2041 = icmp eq i64 %2039, 1
  %2042 = icmp eq i64 %2040, 2
  %2043 = select i1 %2042, double %2037, double %2010
  %2044 = select i1 %2042, double %2036, double %2038
  %2045 = select i1 %2041, double %2044, double %2043
  %2046 = fmul double %1947, %2045
  %2047 = fptrunc double %2046 to float
  %2048 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2049 = fmul float %2048, %1774
  %2050 = fsub float %2047, %2049
  %2051 = fmul float %2050, %25
  %2052 = fadd float %1782, %2051
  %2053 = fmul float %2052, %2052
  %2054 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature96
  store float %2053, ptr addrspace(3) %2054, align 4
  br label %slot.done99

slot.done99:                                      ; preds = %slot.then98, %slot.done94
  %feature101 = add i64 %lane, 768
  %valid102 = icmp ult i64 %feature101, %n_features
  %2055 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid102, label %slot.then103, label %slot.done104

slot.then103:                                     ; preds = %slot.done99
  %2056 = load float, ptr %2055, align 4
  %2057 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature101
  %2058 = load float, ptr addrspace(1) %2057, align 4
  %2059 = fmul float -1.000000e+00, %2058
  %2060 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2061 = fmul float %2060, %2056
  %2062 = fsub float %2059, %2061
  %2063 = fmul float %2062, %eta
  %2064 = fsub float %2056, %2063
  %2065 = mul i64 %row, %n_features
  %element105 = add i64 %2065, %feature101
  %2066 = trunc i64 %key0 to i32
  %2067 = lshr i64 %key0, 32
  %2068 = trunc i64 %2067 to i32
  %2069 = trunc i64 %element105 to i32
  %2070 = trunc i64 %key1_step to i32
  %2071 = lshr i64 %key1_step, 32
  %2072 = trunc i64 %2071 to i32
  %2073 = lshr i64 %element105, 32
  %2074 = trunc i64 %2073 to i32
  %2075 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2069)
  %2076 = mul i32 -766435501, %2069
  %2077 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2072)
  %2078 = mul i32 -845247145, %2072
  %2079 = xor i32 %2077, %2070
  %2080 = xor i32 %2079, %2066
  %2081 = xor i32 %2075, %2074
  %2082 = xor i32 %2081, %2068
  %2083 = add i32 %2066, -1640531527
  %2084 = add i32 %2068, -1150833019
  %2085 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2080)
  %2086 = mul i32 -766435501, %2080
  %2087 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2082)
  %2088 = mul i32 -845247145, %2082
  %2089 = xor i32 %2087, %2078
  %2090 = xor i32 %2089, %2083
  %2091 = xor i32 %2085, %2076
  %2092 = xor i32 %2091, %2084
  %2093 = add i32 %2083, -1640531527
  %2094 = add i32 %2084, -1150833019
  %2095 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2090)
  %2096 = mul i32 -766435501, %2090
  %2097 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2092)
  %2098 = mul i32 -845247145, %2092
  %2099 = xor i32 %2097, %2088
  %2100 = xor i32 %2099, %2093
  %2101 = xor i32 %2095, %2086
  %2102 = xor i32 %2101, %2094
  %2103 = add i32 %2093, -1640531527
  %2104 = add i32 %2094, -1150833019
  %2105 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2100)
  %2106 = mul i32 -766435501, %2100
  %2107 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2102)
  %2108 = mul i32 -845247145, %2102
  %2109 = xor i32 %2107, %2098
  %2110 = xor i32 %2109, %2103
  %2111 = xor i32 %2105, %2096
  %2112 = xor i32 %2111, %2104
  %2113 = add i32 %2103, -1640531527
  %2114 = add i32 %2104, -1150833019
  %2115 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2110)
  %2116 = mul i32 -766435501, %2110
  %2117 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2112)
  %2118 = mul i32 -845247145, %2112
  %2119 = xor i32 %2117, %2108
  %2120 = xor i32 %2119, %2113
  %2121 = xor i32 %2115, %2106
  %2122 = xor i32 %2121, %2114
  %2123 = add i32 %2113, -1640531527
  %2124 = add i32 %2114, -1150833019
  %2125 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2120)
  %2126 = mul i32 -766435501, %2120
  %2127 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2122)
  %2128 = mul i32 -845247145, %2122
  %2129 = xor i32 %2127, %2118
  %2130 = xor i32 %2129, %2123
  %2131 = xor i32 %2125, %2116
  %2132 = xor i32 %2131, %2124
  %2133 = add i32 %2123, -1640531527
  %2134 = add i32 %2124, -1150833019
  %2135 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2130)
  %2136 = mul i32 -766435501, %2130
  %2137 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2132)
  %2138 = mul i32 -845247145, %2132
  %2139 = xor i32 %2137, %2128
  %2140 = xor i32 %2139, %2133
  %2141 = xor i32 %2135, %2126
  %2142 = xor i32 %2141, %2134
  %2143 = add i32 %2133, -1640531527
  %2144 = add i32 %2134, -1150833019
  %2145 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2140)
  %2146 = mul i32 -766435501, %2140
  %2147 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2142)
  %2148 = mul i32 -845247145, %2142
  %2149 = xor i32 %2147, %2138
  %2150 = xor i32 %2149, %2143
  %2151 = xor i32 %2145, %2136
  %2152 = xor i32 %2151, %2144
  %2153 = add i32 %2143, -1640531527
  %2154 = add i32 %2144, -1150833019
  %2155 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2150)
  %2156 = mul i32 -766435501, %2150
  %2157 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2152)
  %2158 = mul i32 -845247145, %2152
  %2159 = xor i32 %2157, %2148
  %2160 = xor i32 %2159, %2153
  %2161 = xor i32 %2155, %2146
  %2162 = xor i32 %2161, %2154
  %2163 = add i32 %2153, -1640531527
  %2164 = add i32 %2154, -1150833019
  %2165 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2160)
  %2166 = mul i32 -766435501, %2160
  %2167 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2162)
  %2168 = mul i32 -845247145, %2162
  %2169 = xor i32 %2167, %2158
  %2170 = xor i32 %2169, %2163
  %2171 = xor i32 %2165, %2156
  %2172 = xor i32 %2171, %2164
  %2173 = uitofp i32 %2170 to double
  %2174 = fadd double %2173, 5.000000e-01
  %2175 = fmul double %2174, 0x3DF0000000000000
  %2176 = uitofp i32 %2168 to double
  %2177 = fadd double %2176, 5.000000e-01
  %2178 = fmul double %2177, 0x3DF0000000000000
  %2179 = bitcast double %2175 to i64
  %2180 = lshr i64 %2179, 32
  %2181 = add i64 %2180, 614242
  %2182 = lshr i64 %2181, 20
  %2183 = sub i64 %2182, 1023
  %2184 = and i64 %2181, 1048575
  %2185 = add i64 %2184, 1072079006
  %2186 = shl i64 %2185, 32
  %2187 = and i64 %2179, 4294967295
  %2188 = or i64 %2186, %2187
  %2189 = bitcast i64 %2188 to double
  %2190 = fsub double %2189, 1.000000e+00
  %2191 = fmul double 5.000000e-01, %2190
  %2192 = fmul double %2191, %2190
  %2193 = fadd double 2.000000e+00, %2190
  %2194 = fdiv double %2190, %2193
  %2195 = fmul double %2194, %2194
  %2196 = fmul double %2195, %2195
  %2197 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %2198 = fmul double %2196, %2197
  %2199 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %2200 = fadd double %2199, %2198
  %2201 = fmul double %2196, %2200
  %2202 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %2203 = fadd double %2202, %2201
  %2204 = fmul double %2196, %2203
  %2205 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %2206 = fmul double %2196, %2205
  %2207 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %2208 = fadd double %2207, %2206
  %2209 = fmul double %2196, %2208
  %2210 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %2211 = fadd double %2210, %2209
  %2212 = fmul double %2196, %2211
  %2213 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %2214 = fadd double %2213, %2212
  %2215 = fmul double %2195, %2214
  %2216 = fadd double %2215, %2204
  %2217 = sitofp i64 %2183 to double
  %2218 = fadd double %2192, %2216
  %2219 = fmul double %2194, %2218
  %2220 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %2221 = fmul double %2217, %2220
  %2222 = fadd double %2219, %2221
  %2223 = fsub double %2222, %2192
  %2224 = fadd double %2223, %2190
  %2225 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %2226 = fmul double %2217, %2225
  %2227 = fadd double %2224, %2226
  %2228 = fmul double -2.000000e+00, %2227
  %2229 = call double @llvm.sqrt.f64(double %2228)
  %2230 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %2231 = fmul double %2230, %2178
  %2232 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %2233 = fmul double %2231, %2232
  %2234 = fadd double %2233, 0x4338000000000000
  %2235 = bitcast double %2234 to i64
  %2236 = fsub double %2234, 0x4338000000000000
  %2237 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %2238 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %2239 = fmul double %2236, %2237
  %2240 = fsub double %2231, %2239
  %2241 = fmul double %2236, %2238
  %2242 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %2243 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %2244 = fmul double %2236, %2242
  %2245 = fsub double %2240, %2244
  %2246 = fmul double %2236, %2243
  %2247 = fsub double %2240, %2245
  %2248 = fsub double %2247, %2244
  %2249 = fsub double %2246, %2248
  %2250 = fsub double %2240, %2241
  %2251 = bitcast double %2231 to i64
  %2252 = lshr i64 %2251, 52
  %2253 = and i64 %2252, 2047
  %2254 = bitcast double %2250 to i64
  %2255 = lshr i64 %2254, 52
  %2256 = and i64 %2255, 2047
  %2257 = add i64 %2256, 16
  %2258 = icmp ult i64 %2257, %2253
  %2259 = select i1 %2258, double %2245, double %2240
  %2260 = select i1 %2258, double %2249, double %2241
  %2261 = fsub double %2259, %2260
  %2262 = fsub double %2259, %2261
  %2263 = fsub double %2262, %2260
  %2264 = fmul double %2261, %2261
  %2265 = fmul double %2264, %2264
  %2266 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %2267 = fmul double %2264, %2266
  %2268 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %2269 = fadd double %2268, %2267
  %2270 = fmul double %2264, %2269
  %2271 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %2272 = fadd double %2271, %2270
  %2273 = fmul double %2264, %2272
  %2274 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %2275 = fmul double %2264, %2274
  %2276 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %2277 = fadd double %2276, %2275
  %2278 = fmul double %2264, %2277
  %2279 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %2280 = fadd double %2279, %2278
  %2281 = fmul double %2265, %2265
  %2282 = fmul double %2281, %2280
  %2283 = fadd double %2273, %2282
  %2284 = fmul double 5.000000e-01, %2264
  %2285 = fsub double 1.000000e+00, %2284
  %2286 = fsub double 1.000000e+00, %2285
  %2287 = fsub double %2286, %2284
  %2288 = fmul double %2264, %2283
  %2289 = fmul double %2261, %2263
  %2290 = fsub double %2288, %2289
  %2291 = fadd double %2287, %2290
  %2292 = fadd double %2285, %2291
  %2293 = fmul double %2261, %2261
  %2294 = fmul double %2293, %2293
  %2295 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %2296 = fmul double %2293, %2295
  %2297 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %2298 = fadd double %2297, %2296
  %2299 = fmul double %2293, %2298
  %2300 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %2301 = fadd double %2300, %2299
  %2302 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %2303 = fmul double %2293, %2302
  %2304 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %2305 = fadd double %2304, %2303
  %2306 = fmul double %2293, %2294
  %2307 = fmul double %2306, %2305
  %2308 = fadd double %2301, %2307
  %2309 = fmul double %2293, %2261
  %2310 = fmul double 5.000000e-01, %2263
  %2311 = fmul double %2309, %2308
  %2312 = fsub double %2310, %2311
  %2313 = fmul double %2293, %2312
  %2314 = fsub double %2313, %2263
  %2315 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %2316 = fmul double %2309, %2315
  %2317 = fsub double %2314, %2316
  %2318 = fsub double %2261, %2317
  %2319 = fneg double %2292
  %2320 = fneg double %2318
  %2321 = and i64 %2235, 1
  %2322 = and i64 %2235, 2
  %2323 = icmp eq i64 %2321, 1
  %2324 = icmp eq i64 %2322, 2
  %2325 = select i1 %2324, double %2319, double %2292
  %2326 = select i1 %2324, double %2318, double %2320
  %2327 = select i1 %2323, double %2326, double %2325
  %2328 = fmul double %2229, %2327
  %2329 = fptrunc double %2328 to float
  %2330 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2331 = fmul float %2330, %2056
  %2332 = fsub float %2329, %2331
  %2333 = fmul float %2332, %25
  %2334 = fadd float %2064, %2333
  %2335 = fmul float %2334, %2334
  %2336 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature101
  store float %2335, ptr addrspace(3) %2336, align 4
  br label %slot.done104

slot.done104:                                     ; preds = %slot.then103, %slot.done99
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then106, label %fold.done107

fold.then106:                                     ; preds = %slot.done104
  store float 0.000000e+00, ptr %fold_value108, align 4
  store i64 0, ptr %fold_index109, align 8
  store i64 0, ptr %pairwise_depth112, align 8
  br label %fold_sums.header113

fold.done107:                                     ; preds = %fold_sums.exit115, %slot.done104
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done85

fold_sums.header113:                              ; preds = %fold_sums.body114, %fold.then106
  %fold_sums116 = phi i64 [ 0, %fold.then106 ], [ %2342, %fold_sums.body114 ]
  %2337 = icmp ult i64 %fold_sums116, %n_features
  br i1 %2337, label %fold_sums.body114, label %fold_sums.exit115

fold_sums.body114:                                ; preds = %fold_sums.header113
  %2338 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums116
  %2339 = load float, ptr addrspace(3) %2338, align 4
  %2340 = load float, ptr %fold_value108, align 4
  %2341 = fadd float %2339, %2340
  store float %2341, ptr %fold_value108, align 4
  %2342 = add i64 %fold_sums116, 1
  br label %fold_sums.header113

fold_sums.exit115:                                ; preds = %fold_sums.header113
  %2343 = load float, ptr %fold_value108, align 4
  store float %2343, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  br label %fold.done107

slot.then119:                                     ; preds = %quiet84
  %2344 = load float, ptr %1209, align 4
  %2345 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature117
  %2346 = load float, ptr addrspace(1) %2345, align 4
  %2347 = fmul float -1.000000e+00, %2346
  %2348 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2349 = fmul float %2348, %2344
  %2350 = fsub float %2347, %2349
  %2351 = fmul float %2350, %eta
  %2352 = fsub float %2344, %2351
  %2353 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2354 = fmul float %2353, %2344
  %2355 = fsub float 0.000000e+00, %2354
  %2356 = fmul float %2355, %25
  %2357 = fadd float %2352, %2356
  %2358 = fmul float %2352, %2352
  %2359 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature117
  store float %2358, ptr addrspace(3) %2359, align 4
  br label %slot.done120

slot.done120:                                     ; preds = %slot.then119, %quiet84
  %feature121 = add i64 %lane, 256
  %valid122 = icmp ult i64 %feature121, %n_features
  %2360 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid122, label %slot.then123, label %slot.done124

slot.then123:                                     ; preds = %slot.done120
  %2361 = load float, ptr %2360, align 4
  %2362 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature121
  %2363 = load float, ptr addrspace(1) %2362, align 4
  %2364 = fmul float -1.000000e+00, %2363
  %2365 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2366 = fmul float %2365, %2361
  %2367 = fsub float %2364, %2366
  %2368 = fmul float %2367, %eta
  %2369 = fsub float %2361, %2368
  %2370 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2371 = fmul float %2370, %2361
  %2372 = fsub float 0.000000e+00, %2371
  %2373 = fmul float %2372, %25
  %2374 = fadd float %2369, %2373
  %2375 = fmul float %2369, %2369
  %2376 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature121
  store float %2375, ptr addrspace(3) %2376, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %slot.done120
  %feature125 = add i64 %lane, 512
  %valid126 = icmp ult i64 %feature125, %n_features
  %2377 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid126, label %slot.then127, label %slot.done128

slot.then127:                                     ; preds = %slot.done124
  %2378 = load float, ptr %2377, align 4
  %2379 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature125
  %2380 = load float, ptr addrspace(1) %2379, align 4
  %2381 = fmul float -1.000000e+00, %2380
  %2382 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2383 = fmul float %2382, %2378
  %2384 = fsub float %2381, %2383
  %2385 = fmul float %2384, %eta
  %2386 = fsub float %2378, %2385
  %2387 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2388 = fmul float %2387, %2378
  %2389 = fsub float 0.000000e+00, %2388
  %2390 = fmul float %2389, %25
  %2391 = fadd float %2386, %2390
  %2392 = fmul float %2386, %2386
  %2393 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature125
  store float %2392, ptr addrspace(3) %2393, align 4
  br label %slot.done128

slot.done128:                                     ; preds = %slot.then127, %slot.done124
  %feature129 = add i64 %lane, 768
  %valid130 = icmp ult i64 %feature129, %n_features
  %2394 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid130, label %slot.then131, label %slot.done132

slot.then131:                                     ; preds = %slot.done128
  %2395 = load float, ptr %2394, align 4
  %2396 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature129
  %2397 = load float, ptr addrspace(1) %2396, align 4
  %2398 = fmul float -1.000000e+00, %2397
  %2399 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2400 = fmul float %2399, %2395
  %2401 = fsub float %2398, %2400
  %2402 = fmul float %2401, %eta
  %2403 = fsub float %2395, %2402
  %2404 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2405 = fmul float %2404, %2395
  %2406 = fsub float 0.000000e+00, %2405
  %2407 = fmul float %2406, %25
  %2408 = fadd float %2403, %2407
  %2409 = fmul float %2403, %2403
  %2410 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature129
  store float %2409, ptr addrspace(3) %2410, align 4
  br label %slot.done132

slot.done132:                                     ; preds = %slot.then131, %slot.done128
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then133, label %fold.done134

fold.then133:                                     ; preds = %slot.done132
  store float 0.000000e+00, ptr %fold_value135, align 4
  store i64 0, ptr %fold_index136, align 8
  store i64 0, ptr %pairwise_depth139, align 8
  br label %fold_sums.header140

fold.done134:                                     ; preds = %fold_sums.exit142, %slot.done132
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done85

fold_sums.header140:                              ; preds = %fold_sums.body141, %fold.then133
  %fold_sums143 = phi i64 [ 0, %fold.then133 ], [ %2416, %fold_sums.body141 ]
  %2411 = icmp ult i64 %fold_sums143, %n_features
  br i1 %2411, label %fold_sums.body141, label %fold_sums.exit142

fold_sums.body141:                                ; preds = %fold_sums.header140
  %2412 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums143
  %2413 = load float, ptr addrspace(3) %2412, align 4
  %2414 = load float, ptr %fold_value135, align 4
  %2415 = fadd float %2413, %2414
  store float %2415, ptr %fold_value135, align 4
  %2416 = add i64 %fold_sums143, 1
  br label %fold_sums.header140

fold_sums.exit142:                                ; preds = %fold_sums.header140
  %2417 = load float, ptr %fold_value135, align 4
  store float %2417, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  br label %fold.done134

noise145:                                         ; preds = %noise.done85
  %feature148 = add i64 %lane, 0
  %valid149 = icmp ult i64 %feature148, %n_features
  %2418 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet146:                                         ; preds = %noise.done85
  %feature184 = add i64 %lane, 0
  %valid185 = icmp ult i64 %feature184, %n_features
  %2419 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then186, label %uniform_sinks.done187

noise.done147:                                    ; preds = %slot.done217, %slot.done178
  %2420 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise145
  %2421 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %2422 = fcmp olt float %2421, 0x3D71979980000000
  %2423 = select i1 %2422, float 1.000000e+00, float 0.000000e+00
  %2424 = load float, ptr %2418, align 4
  %2425 = getelementptr inbounds float, ptr addrspace(1) %4, i64 0
  %2426 = load float, ptr addrspace(1) %2425, align 4
  %2427 = fmul float -1.000000e+00, %2426
  %2428 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2429 = fmul float %2428, %2424
  %2430 = fsub float %2427, %2429
  %2431 = fmul float %2430, %eta
  %2432 = fsub float %2424, %2431
  %2433 = mul i64 %row, %n_features
  %element150 = add i64 %2433, 0
  %2434 = trunc i64 %key0 to i32
  %2435 = lshr i64 %key0, 32
  %2436 = trunc i64 %2435 to i32
  %2437 = trunc i64 %element150 to i32
  %2438 = trunc i64 %key1_step to i32
  %2439 = lshr i64 %key1_step, 32
  %2440 = trunc i64 %2439 to i32
  %2441 = lshr i64 %element150, 32
  %2442 = trunc i64 %2441 to i32
  %2443 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2437)
  %2444 = mul i32 -766435501, %2437
  %2445 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2440)
  %2446 = mul i32 -845247145, %2440
  %2447 = xor i32 %2445, %2438
  %2448 = xor i32 %2447, %2434
  %2449 = xor i32 %2443, %2442
  %2450 = xor i32 %2449, %2436
  %2451 = add i32 %2434, -1640531527
  %2452 = add i32 %2436, -1150833019
  %2453 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2448)
  %2454 = mul i32 -766435501, %2448
  %2455 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2450)
  %2456 = mul i32 -845247145, %2450
  %2457 = xor i32 %2455, %2446
  %2458 = xor i32 %2457, %2451
  %2459 = xor i32 %2453, %2444
  %2460 = xor i32 %2459, %2452
  %2461 = add i32 %2451, -1640531527
  %2462 = add i32 %2452, -1150833019
  %2463 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2458)
  %2464 = mul i32 -766435501, %2458
  %2465 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2460)
  %2466 = mul i32 -845247145, %2460
  %2467 = xor i32 %2465, %2456
  %2468 = xor i32 %2467, %2461
  %2469 = xor i32 %2463, %2454
  %2470 = xor i32 %2469, %2462
  %2471 = add i32 %2461, -1640531527
  %2472 = add i32 %2462, -1150833019
  %2473 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2468)
  %2474 = mul i32 -766435501, %2468
  %2475 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2470)
  %2476 = mul i32 -845247145, %2470
  %2477 = xor i32 %2475, %2466
  %2478 = xor i32 %2477, %2471
  %2479 = xor i32 %2473, %2464
  %2480 = xor i32 %2479, %2472
  %2481 = add i32 %2471, -1640531527
  %2482 = add i32 %2472, -1150833019
  %2483 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2478)
  %2484 = mul i32 -766435501, %2478
  %2485 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2480)
  %2486 = mul i32 -845247145, %2480
  %2487 = xor i32 %2485, %2476
  %2488 = xor i32 %2487, %2481
  %2489 = xor i32 %2483, %2474
  %2490 = xor i32 %2489, %2482
  %2491 = add i32 %2481, -1640531527
  %2492 = add i32 %2482, -1150833019
  %2493 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2488)
  %2494 = mul i32 -766435501, %2488
  %2495 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2490)
  %2496 = mul i32 -845247145, %2490
  %2497 = xor i32 %2495, %2486
  %2498 = xor i32 %2497, %2491
  %2499 = xor i32 %2493, %2484
  %2500 = xor i32 %2499, %2492
  %2501 = add i32 %2491, -1640531527
  %2502 = add i32 %2492, -1150833019
  %2503 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2498)
  %2504 = mul i32 -766435501, %2498
  %2505 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2500)
  %2506 = mul i32 -845247145, %2500
  %2507 = xor i32 %2505, %2496
  %2508 = xor i32 %2507, %2501
  %2509 = xor i32 %2503, %2494
  %2510 = xor i32 %2509, %2502
  %2511 = add i32 %2501, -1640531527
  %2512 = add i32 %2502, -1150833019
  %2513 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2508)
  %2514 = mul i32 -766435501, %2508
  %2515 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2510)
  %2516 = mul i32 -845247145, %2510
  %2517 = xor i32 %2515, %2506
  %2518 = xor i32 %2517, %2511
  %2519 = xor i32 %2513, %2504
  %2520 = xor i32 %2519, %2512
  %2521 = add i32 %2511, -1640531527
  %2522 = add i32 %2512, -1150833019
  %2523 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2518)
  %2524 = mul i32 -766435501, %2518
  %2525 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2520)
  %2526 = mul i32 -845247145, %2520
  %2527 = xor i32 %2525, %2516
  %2528 = xor i32 %2527, %2521
  %2529 = xor i32 %2523, %2514
  %2530 = xor i32 %2529, %2522
  %2531 = add i32 %2521, -1640531527
  %2532 = add i32 %2522, -1150833019
  %2533 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2528)
  %2534 = mul i32 -766435501, %2528
  %2535 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2530)
  %2536 = mul i32 -845247145, %2530
  %2537 = xor i32 %2535, %2526
  %2538 = xor i32 %2537, %2531
  %2539 = xor i32 %2533, %2524
  %2540 = xor i32 %2539, %2532
  %2541 = uitofp i32 %2538 to double
  %2542 = fadd double %2541, 5.000000e-01
  %2543 = fmul double %2542, 0x3DF0000000000000
  %2544 = uitofp i32 %2536 to double
  %2545 = fadd double %2544, 5.000000e-01
  %2546 = fmul double %2545, 0x3DF0000000000000
  %2547 = bitcast double %2543 to i64
  %2548 = lshr i64 %2547, 32
  %2549 = add i64 %2548, 614242
  %2550 = lshr i64 %2549, 20
  %2551 = sub i64 %2550, 1023
  %2552 = and i64 %2549, 1048575
  %2553 = add i64 %2552, 1072079006
  %2554 = shl i64 %2553, 32
  %2555 = and i64 %2547, 4294967295
  %2556 = or i64 %2554, %2555
  %2557 = bitcast i64 %2556 to double
  %2558 = fsub double %2557, 1.000000e+00
  %2559 = fmul double 5.000000e-01, %2558
  %2560 = fmul double %2559, %2558
  %2561 = fadd double 2.000000e+00, %2558
  %2562 = fdiv double %2558, %2561
  %2563 = fmul double %2562, %2562
  %2564 = fmul double %2563, %2563
  %2565 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %2566 = fmul double %2564, %2565
  %2567 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %2568 = fadd double %2567, %2566
  %2569 = fmul double %2564, %2568
  %2570 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %2571 = fadd double %2570, %2569
  %2572 = fmul double %2564, %2571
  %2573 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %2574 = fmul double %2564, %2573
  %2575 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %2576 = fadd double %2575, %2574
  %2577 = fmul double %2564, %2576
  %2578 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %2579 = fadd double %2578, %2577
  %2580 = fmul double %2564, %2579
  %2581 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %2582 = fadd double %2581, %2580
  %2583 = fmul double %2563, %2582
  %2584 = fadd double %2583, %2572
  %2585 = sitofp i64 %2551 to double
  %2586 = fadd double %2560, %2584
  %2587 = fmul double %2562, %2586
  %2588 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %2589 = fmul double %2585, %2588
  %2590 = fadd double %2587, %2589
  %2591 = fsub double %2590, %2560
  %2592 = fadd double %2591, %2558
  %2593 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %2594 = fmul double %2585, %2593
  %2595 = fadd double %2592, %2594
  %2596 = fmul double -2.000000e+00, %2595
  %2597 = call double @llvm.sqrt.f64(double %2596)
  %2598 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %2599 = fmul double %2598, %2546
  %2600 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %2601 = fmul double %2599, %2600
  %2602 = fadd double %2601, 0x4338000000000000
  %2603 = bitcast double %2602 to i64
  %2604 = fsub double %2602, 0x4338000000000000
  %2605 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %2606 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %2607 = fmul double %2604, %2605
  %2608 = fsub double %2599, %2607
  %2609 = fmul double %2604, %2606
  %2610 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %2611 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %2612 = fmul double %2604, %2610
  %2613 = fsub double %2608, %2612
  %2614 = fmul double %2604, %2611
  %2615 = fsub double %2608, %2613
  %2616 = fsub double %2615, %2612
  %2617 = fsub double %2614, %2616
  %2618 = fsub double %2608, %2609
  %2619 = bitcast double %2599 to i64
  %2620 = lshr i64 %2619, 52
  %2621 = and i64 %2620, 2047
  %2622 = bitcast double %2618 to i64
  %2623 = lshr i64 %2622, 52
  %2624 = and i64 %2623, 2047
  %2625 = add i64 %2624, 16
  %2626 = icmp ult i64 %2625, %2621
  %2627 = select i1 %2626, double %2613, double %2608
  %2628 = select i1 %2626, double %2617, double %2609
  %2629 = fsub double %2627, %2628
  %2630 = fsub double %2627, %2629
  %2631 = fsub double %2630, %2628
  %2632 = fmul double %2629, %2629
  %2633 = fmul double %2632, %2632
  %2634 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %2635 = fmul double %2632, %2634
  %2636 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %2637 = fadd double %2636, %2635
  %2638 = fmul double %2632, %2637
  %2639 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %2640 = fadd double %2639, %2638
  %2641 = fmul double %2632, %2640
  %2642 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %2643 = fmul double %2632, %2642
  %2644 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %2645 = fadd double %2644, %2643
  %2646 = fmul double %2632, %2645
  %2647 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %2648 = fadd double %2647, %2646
  %2649 = fmul double %2633, %2633
  %2650 = fmul double %2649, %2648
  %2651 = fadd double %2641, %2650
  %2652 = fmul double 5.000000e-01, %2632
  %2653 = fsub double 1.000000e+00, %2652
  %2654 = fsub double 1.000000e+00, %2653
  %2655 = fsub double %2654, %2652
  %2656 = fmul double %2632, %2651
  %2657 = fmul double %2629, %2631
  %2658 = fsub double %2656, %2657
  %2659 = fadd double %2655, %2658
  %2660 = fadd double %2653, %2659
  %2661 = fmul double %2629, %2629
  %2662 = fmul double %2661, %2661
  %2663 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %2664 = fmul double %2661, %2663
  %2665 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %2666 = fadd double %2665, %2664
  %2667 = fmul double %2661, %2666
  %2668 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %2669 = fadd double %2668, %2667
  %2670 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %2671 = fmul double %2661, %2670
  %2672 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %2673 = fadd double %2672, %2671
  %2674 = fmul double %2661, %2662
  %2675 = fmul double %2674, %2673
  %2676 = fadd double %2669, %2675
  %2677 = fmul double %2661, %2629
  %2678 = fmul double 5.000000e-01, %2631
  %2679 = fmul double %2677, %2676
  %2680 = fsub double %2678, %2679
  %2681 = fmul double %2661, %2680
  %2682 = fsub double %2681, %2631
  %2683 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %2684 = fmul double %2677, %2683
  %2685 = fsub double %2682, %2684
  %2686 = fsub double %2629, %2685
  %2687 = fneg double %2660
  %2688 = fneg double %2686
  %2689 = and i64 %2603, 1
  %2690 = and i64 %2603, 2
  %2691 = icmp eq i64 %2689, 1
  %2692 = icmp eq i64 %2690, 2
  %2693 = select i1 %2692, double %2687, double %2660
  %2694 = select i1 %2692, double %2686, double %2688
  %2695 = select i1 %2691, double %2694, double %2693
  %2696 = fmul double %2597, %2695
  %2697 = fptrunc double %2696 to float
  %2698 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2699 = fmul float %2698, %2424
  %2700 = fsub float %2697, %2699
  %2701 = fmul float %2700, %25
  %2702 = fadd float %2432, %2701
  %2703 = call float @llvm.sqrt.f32(float %2421)
  %2704 = fdiv float %2702, %2703
  %2705 = fcmp une float %2423, 0.000000e+00
  %2706 = select i1 %2705, float %2424, float %2704
  %2707 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2708 = fsub float %2707, 1.000000e+00
  %2709 = bitcast float %2708 to i32
  %2710 = and i32 %2709, 2147483647
  %2711 = bitcast i32 %2710 to float
  %2712 = fcmp ogt float %2711, 0x3F60624DE0000000
  %2713 = select i1 %2712, float 1.000000e+00, float 0.000000e+00
  %2714 = fmul float %2423, 2.000000e+00
  %2715 = fadd float %2713, %2714
  %status_bits = fptoui float %2715 to i32
  %status151 = load i32, ptr addrspace(1) %5, align 4
  %2716 = or i32 %status151, %status_bits
  store i32 %2716, ptr addrspace(1) %5, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise145
  %feature152 = add i64 %lane, 0
  %valid153 = icmp ult i64 %feature152, %n_features
  %2717 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid153, label %slot.then154, label %slot.done155

slot.then154:                                     ; preds = %uniform_sinks.done
  %2718 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %2719 = fcmp olt float %2718, 0x3D71979980000000
  %2720 = select i1 %2719, float 1.000000e+00, float 0.000000e+00
  %2721 = load float, ptr %2717, align 4
  %2722 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature152
  %2723 = load float, ptr addrspace(1) %2722, align 4
  %2724 = fmul float -1.000000e+00, %2723
  %2725 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2726 = fmul float %2725, %2721
  %2727 = fsub float %2724, %2726
  %2728 = fmul float %2727, %eta
  %2729 = fsub float %2721, %2728
  %2730 = mul i64 %row, %n_features
  %element156 = add i64 %2730, %feature152
  %2731 = trunc i64 %key0 to i32
  %2732 = lshr i64 %key0, 32
  %2733 = trunc i64 %2732 to i32
  %2734 = trunc i64 %element156 to i32
  %2735 = trunc i64 %key1_step to i32
  %2736 = lshr i64 %key1_step, 32
  %2737 = trunc i64 %2736 to i32
  %2738 = lshr i64 %element156, 32
  %2739 = trunc i64 %2738 to i32
  %2740 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2734)
  %2741 = mul i32 -766435501, %2734
  %2742 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2737)
  %2743 = mul i32 -845247145, %2737
  %2744 = xor i32 %2742, %2735
  %2745 = xor i32 %2744, %2731
  %2746 = xor i32 %2740, %2739
  %2747 = xor i32 %2746, %2733
  %2748 = add i32 %2731, -1640531527
  %2749 = add i32 %2733, -1150833019
  %2750 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2745)
  %2751 = mul i32 -766435501, %2745
  %2752 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2747)
  %2753 = mul i32 -845247145, %2747
  %2754 = xor i32 %2752, %2743
  %2755 = xor i32 %2754, %2748
  %2756 = xor i32 %2750, %2741
  %2757 = xor i32 %2756, %2749
  %2758 = add i32 %2748, -1640531527
  %2759 = add i32 %2749, -1150833019
  %2760 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2755)
  %2761 = mul i32 -766435501, %2755
  %2762 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2757)
  %2763 = mul i32 -845247145, %2757
  %2764 = xor i32 %2762, %2753
  %2765 = xor i32 %2764, %2758
  %2766 = xor i32 %2760, %2751
  %2767 = xor i32 %2766, %2759
  %2768 = add i32 %2758, -1640531527
  %2769 = add i32 %2759, -1150833019
  %2770 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2765)
  %2771 = mul i32 -766435501, %2765
  %2772 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2767)
  %2773 = mul i32 -845247145, %2767
  %2774 = xor i32 %2772, %2763
  %2775 = xor i32 %2774, %2768
  %2776 = xor i32 %2770, %2761
  %2777 = xor i32 %2776, %2769
  %2778 = add i32 %2768, -1640531527
  %2779 = add i32 %2769, -1150833019
  %2780 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2775)
  %2781 = mul i32 -766435501, %2775
  %2782 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2777)
  %2783 = mul i32 -845247145, %2777
  %2784 = xor i32 %2782, %2773
  %2785 = xor i32 %2784, %2778
  %2786 = xor i32 %2780, %2771
  %2787 = xor i32 %2786, %2779
  %2788 = add i32 %2778, -1640531527
  %2789 = add i32 %2779, -1150833019
  %2790 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2785)
  %2791 = mul i32 -766435501, %2785
  %2792 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2787)
  %2793 = mul i32 -845247145, %2787
  %2794 = xor i32 %2792, %2783
  %2795 = xor i32 %2794, %2788
  %2796 = xor i32 %2790, %2781
  %2797 = xor i32 %2796, %2789
  %2798 = add i32 %2788, -1640531527
  %2799 = add i32 %2789, -1150833019
  %2800 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2795)
  %2801 = mul i32 -766435501, %2795
  %2802 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2797)
  %2803 = mul i32 -845247145, %2797
  %2804 = xor i32 %2802, %2793
  %2805 = xor i32 %2804, %2798
  %2806 = xor i32 %2800, %2791
  %2807 = xor i32 %2806, %2799
  %2808 = add i32 %2798, -1640531527
  %2809 = add i32 %2799, -1150833019
  %2810 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2805)
  %2811 = mul i32 -766435501, %2805
  %2812 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2807)
  %2813 = mul i32 -845247145, %2807
  %2814 = xor i32 %2812, %2803
  %2815 = xor i32 %2814, %2808
  %2816 = xor i32 %2810, %2801
  %2817 = xor i32 %2816, %2809
  %2818 = add i32 %2808, -1640531527
  %2819 = add i32 %2809, -1150833019
  %2820 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2815)
  %2821 = mul i32 -766435501, %2815
  %2822 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2817)
  %2823 = mul i32 -845247145, %2817
  %2824 = xor i32 %2822, %2813
  %2825 = xor i32 %2824, %2818
  %2826 = xor i32 %2820, %2811
  %2827 = xor i32 %2826, %2819
  %2828 = add i32 %2818, -1640531527
  %2829 = add i32 %2819, -1150833019
  %2830 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %2825)
  %2831 = mul i32 -766435501, %2825
  %2832 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %2827)
  %2833 = mul i32 -845247145, %2827
  %2834 = xor i32 %2832, %2823
  %2835 = xor i32 %2834, %2828
  %2836 = xor i32 %2830, %2821
  %2837 = xor i32 %2836, %2829
  %2838 = uitofp i32 %2835 to double
  %2839 = fadd double %2838, 5.000000e-01
  %2840 = fmul double %2839, 0x3DF0000000000000
  %2841 = uitofp i32 %2833 to double
  %2842 = fadd double %2841, 5.000000e-01
  %2843 = fmul double %2842, 0x3DF0000000000000
  %2844 = bitcast double %2840 to i64
  %2845 = lshr i64 %2844, 32
  %2846 = add i64 %2845, 614242
  %2847 = lshr i64 %2846, 20
  %2848 = sub i64 %2847, 1023
  %2849 = and i64 %2846, 1048575
  %2850 = add i64 %2849, 1072079006
  %2851 = shl i64 %2850, 32
  %2852 = and i64 %2844, 4294967295
  %2853 = or i64 %2851, %2852
  %2854 = bitcast i64 %2853 to double
  %2855 = fsub double %2854, 1.000000e+00
  %2856 = fmul double 5.000000e-01, %2855
  %2857 = fmul double %2856, %2855
  %2858 = fadd double 2.000000e+00, %2855
  %2859 = fdiv double %2855, %2858
  %2860 = fmul double %2859, %2859
  %2861 = fmul double %2860, %2860
  %2862 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %2863 = fmul double %2861, %2862
  %2864 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %2865 = fadd double %2864, %2863
  %2866 = fmul double %2861, %2865
  %2867 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %2868 = fadd double %2867, %2866
  %2869 = fmul double %2861, %2868
  %2870 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %2871 = fmul double %2861, %2870
  %2872 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %2873 = fadd double %2872, %2871
  %2874 = fmul double %2861, %2873
  %2875 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %2876 = fadd double %2875, %2874
  %2877 = fmul double %2861, %2876
  %2878 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %2879 = fadd double %2878, %2877
  %2880 = fmul double %2860, %2879
  %2881 = fadd double %2880, %2869
  %2882 = sitofp i64 %2848 to double
  %2883 = fadd double %2857, %2881
  %2884 = fmul double %2859, %2883
  %2885 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %2886 = fmul double %2882, %2885
  %2887 = fadd double %2884, %2886
  %2888 = fsub double %2887, %2857
  %2889 = fadd double %2888, %2855
  %2890 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %2891 = fmul double %2882, %2890
  %2892 = fadd double %2889, %2891
  %2893 = fmul double -2.000000e+00, %2892
  %2894 = call double @llvm.sqrt.f64(double %2893)
  %2895 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %2896 = fmul double %2895, %2843
  %2897 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %2898 = fmul double %2896, %2897
  %2899 = fadd double %2898, 0x4338000000000000
  %2900 = bitcast double %2899 to i64
  %2901 = fsub double %2899, 0x4338000000000000
  %2902 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %2903 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %2904 = fmul double %2901, %2902
  %2905 = fsub double %2896, %2904
  %2906 = fmul double %2901, %2903
  %2907 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %2908 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %2909 = fmul double %2901, %2907
  %2910 = fsub double %2905, %2909
  %2911 = fmul double %2901, %2908
  %2912 = fsub double %2905, %2910
  %2913 = fsub double %2912, %2909
  %2914 = fsub double %2911, %2913
  %2915 = fsub double %2905, %2906
  %2916 = bitcast double %2896 to i64
  %2917 = lshr i64 %2916, 52
  %2918 = and i64 %2917, 2047
  %2919 = bitcast double %2915 to i64
  %2920 = lshr i64 %2919, 52
  %2921 = and i64 %2920, 2047
  %2922 = add i64 %2921, 16
  %2923 = icmp ult i64 %2922, %2918
  %2924 = select i1 %2923, double %2910, double %2905
  %2925 = select i1 %2923, double %2914, double %2906
  %2926 = fsub double %2924, %2925
  %2927 = fsub double %2924, %2926
  %2928 = fsub double %2927, %2925
  %2929 = fmul double %2926, %2926
  %2930 = fmul double %2929, %2929
  %2931 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %2932 = fmul double %2929, %2931
  %2933 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %2934 = fadd double %2933, %2932
  %2935 = fmul double %2929, %2934
  %2936 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %2937 = fadd double %2936, %2935
  %2938 = fmul double %2929, %2937
  %2939 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %2940 = fmul double %2929, %2939
  %2941 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %2942 = fadd double %2941, %2940
  %2943 = fmul double %2929, %2942
  %2944 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %2945 = fadd double %2944, %2943
  %2946 = fmul double %2930, %2930
  %2947 = fmul double %2946, %2945
  %2948 = fadd double %2938, %2947
  %2949 = fmul double 5.000000e-01, %2929
  %2950 = fsub double 1.000000e+00, %2949
  %2951 = fsub double 1.000000e+00, %2950
  %2952 = fsub double %2951, %2949
  %2953 = fmul double %2929, %2948
  %2954 = fmul double %2926, %2928
  %2955 = fsub double %2953, %2954
  %2956 = fadd double %2952, %2955
  %2957 = fadd double %2950, %2956
  %2958 = fmul double %2926, %2926
  %2959 = fmul double %2958, %2958
  %2960 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %2961 = fmul double %2958, %2960
  %2962 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %2963 = fadd double %2962, %2961
  %2964 = fmul double %2958, %2963
  %2965 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %2966 = fadd double %2965, %2964
  %2967 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %2968 = fmul double %2958, %2967
  %2969 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %2970 = fadd double %2969, %2968
  %2971 = fmul double %2958, %2959
  %2972 = fmul double %2971, %2970
  %2973 = fadd double %2966, %2972
  %2974 = fmul double %2958, %2926
  %2975 = fmul double 5.000000e-01, %2928
  %2976 = fmul double %2974, %2973
  %2977 = fsub double %2975, %2976
  %2978 = fmul double %2958, %2977
  %2979 = fsub double %2978, %2928
  %2980 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %2981 = fmul double %2974, %2980
  %2982 = fsub double %2979, %2981
  %2983 = fsub double %2926, %2982
  %2984 = fneg double %2957
  %2985 = fneg double %2983
  %2986 = and i64 %2900, 1
  %2987 = and i64 %2900, 2
  %2988 = icmp eq i64 %2986, 1
  %2989 = icmp eq i64 %2987, 2
  %2990 = select i1 %2989, double %2984, double %2957
  %2991 = select i1 %2989, double %2983, double %2985
  %2992 = select i1 %2988, double %2991, double %2990
  %2993 = fmul double %2894, %2992
  %2994 = fptrunc double %2993 to float
  %2995 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2996 = fmul float %2995, %2721
  %2997 = fsub float %2994, %2996
  %2998 = fmul float %2997, %25
  %2999 = fadd float %2729, %2998
  %3000 = call float @llvm.sqrt.f32(float %2718)
  %3001 = fdiv float %2999, %3000
  %3002 = fcmp une float %2720, 0.000000e+00
  %3003 = select i1 %3002, float %2721, float %3001
  %3004 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %3005 = fsub float %3004, 1.000000e+00
  %3006 = bitcast float %3005 to i32
  %3007 = and i32 %3006, 2147483647
  %3008 = bitcast i32 %3007 to float
  %3009 = fcmp ogt float %3008, 0x3F60624DE0000000
  %3010 = select i1 %3009, float 1.000000e+00, float 0.000000e+00
  %3011 = fmul float %2720, 2.000000e+00
  %3012 = fadd float %3010, %3011
  %bits = bitcast float %3003 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %2717, align 4
  br label %slot.done155

slot.done155:                                     ; preds = %slot.then154, %uniform_sinks.done
  %feature157 = add i64 %lane, 256
  %valid158 = icmp ult i64 %feature157, %n_features
  %3013 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid158, label %slot.then159, label %slot.done160

slot.then159:                                     ; preds = %slot.done155
  %3014 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %3015 = fcmp olt float %3014, 0x3D71979980000000
  %3016 = select i1 %3015, float 1.000000e+00, float 0.000000e+00
  %3017 = load float, ptr %3013, align 4
  %3018 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature157
  %3019 = load float, ptr addrspace(1) %3018, align 4
  %3020 = fmul float -1.000000e+00, %3019
  %3021 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %3022 = fmul float %3021, %3017
  %3023 = fsub float %3020, %3022
  %3024 = fmul float %3023, %eta
  %3025 = fsub float %3017, %3024
  %3026 = mul i64 %row, %n_features
  %element161 = add i64 %3026, %feature157
  %3027 = trunc i64 %key0 to i32
  %3028 = lshr i64 %key0, 32
  %3029 = trunc i64 %3028 to i32
  %3030 = trunc i64 %element161 to i32
  %3031 = trunc i64 %key1_step to i32
  %3032 = lshr i64 %key1_step, 32
  %3033 = trunc i64 %3032 to i32
  %3034 = lshr i64 %element161, 32
  %3035 = trunc i64 %3034 to i32
  %3036 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3030)
  %3037 = mul i32 -766435501, %3030
  %3038 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3033)
  %3039 = mul i32 -845247145, %3033
  %3040 = xor i32 %3038, %3031
  %3041 = xor i32 %3040, %3027
  %3042 = xor i32 %3036, %3035
  %3043 = xor i32 %3042, %3029
  %3044 = add i32 %3027, -1640531527
  %3045 = add i32 %3029, -1150833019
  %3046 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3041)
  %3047 = mul i32 -766435501, %3041
  %3048 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3043)
  %3049 = mul i32 -845247145, %3043
  %3050 = xor i32 %3048, %3039
  %3051 = xor i32 %3050, %3044
  %3052 = xor i32 %3046, %3037
  %3053 = xor i32 %3052, %3045
  %3054 = add i32 %3044, -1640531527
  %3055 = add i32 %3045, -1150833019
  %3056 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3051)
  %3057 = mul i32 -766435501, %3051
  %3058 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3053)
  %3059 = mul i32 -845247145, %3053
  %3060 = xor i32 %3058, %3049
  %3061 = xor i32 %3060, %3054
  %3062 = xor i32 %3056, %3047
  %3063 = xor i32 %3062, %3055
  %3064 = add i32 %3054, -1640531527
  %3065 = add i32 %3055, -1150833019
  %3066 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3061)
  %3067 = mul i32 -766435501, %3061
  %3068 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3063)
  %3069 = mul i32 -845247145, %3063
  %3070 = xor i32 %3068, %3059
  %3071 = xor i32 %3070, %3064
  %3072 = xor i32 %3066, %3057
  %3073 = xor i32 %3072, %3065
  %3074 = add i32 %3064, -1640531527
  %3075 = add i32 %3065, -1150833019
  %3076 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3071)
  %3077 = mul i32 -766435501, %3071
  %3078 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3073)
  %3079 = mul i32 -845247145, %3073
  %3080 = xor i32 %3078, %3069
  %3081 = xor i32 %3080, %3074
  %3082 = xor i32 %3076, %3067
  %3083 = xor i32 %3082, %3075
  %3084 = add i32 %3074, -1640531527
  %3085 = add i32 %3075, -1150833019
  %3086 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3081)
  %3087 = mul i32 -766435501, %3081
  %3088 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3083)
  %3089 = mul i32 -845247145, %3083
  %3090 = xor i32 %3088, %3079
  %3091 = xor i32 %3090, %3084
  %3092 = xor i32 %3086, %3077
  %3093 = xor i32 %3092, %3085
  %3094 = add i32 %3084, -1640531527
  %3095 = add i32 %3085, -1150833019
  %3096 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3091)
  %3097 = mul i32 -766435501, %3091
  %3098 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3093)
  %3099 = mul i32 -845247145, %3093
  %3100 = xor i32 %3098, %3089
  %3101 = xor i32 %3100, %3094
  %3102 = xor i32 %3096, %3087
  %3103 = xor i32 %3102, %3095
  %3104 = add i32 %3094, -1640531527
  %3105 = add i32 %3095, -1150833019
  %3106 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3101)
  %3107 = mul i32 -766435501, %3101
  %3108 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3103)
  %3109 = mul i32 -845247145, %3103
  %3110 = xor i32 %3108, %3099
  %3111 = xor i32 %3110, %3104
  %3112 = xor i32 %3106, %3097
  %3113 = xor i32 %3112, %3105
  %3114 = add i32 %3104, -1640531527
  %3115 = add i32 %3105, -1150833019
  %3116 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3111)
  %3117 = mul i32 -766435501, %3111
  %3118 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3113)
  %3119 = mul i32 -845247145, %3113
  %3120 = xor i32 %3118, %3109
  %3121 = xor i32 %3120, %3114
  %3122 = xor i32 %3116, %3107
  %3123 = xor i32 %3122, %3115
  %3124 = add i32 %3114, -1640531527
  %3125 = add i32 %3115, -1150833019
  %3126 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3121)
  %3127 = mul i32 -766435501, %3121
  %3128 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3123)
  %3129 = mul i32 -845247145, %3123
  %3130 = xor i32 %3128, %3119
  %3131 = xor i32 %3130, %3124
  %3132 = xor i32 %3126, %3117
  %3133 = xor i32 %3132, %3125
  %3134 = uitofp i32 %3131 to double
  %3135 = fadd double %3134, 5.000000e-01
  %3136 = fmul double %3135, 0x3DF0000000000000
  %3137 = uitofp i32 %3129 to double
  %3138 = fadd double %3137, 5.000000e-01
  %3139 = fmul double %3138, 0x3DF0000000000000
  %3140 = bitcast double %3136 to i64
  %3141 = lshr i64 %3140, 32
  %3142 = add i64 %3141, 614242
  %3143 = lshr i64 %3142, 20
  %3144 = sub i64 %3143, 1023
  %3145 = and i64 %3142, 1048575
  %3146 = add i64 %3145, 1072079006
  %3147 = shl i64 %3146, 32
  %3148 = and i64 %3140, 4294967295
  %3149 = or i64 %3147, %3148
  %3150 = bitcast i64 %3149 to double
  %3151 = fsub double %3150, 1.000000e+00
  %3152 = fmul double 5.000000e-01, %3151
  %3153 = fmul double %3152, %3151
  %3154 = fadd double 2.000000e+00, %3151
  %3155 = fdiv double %3151, %3154
  %3156 = fmul double %3155, %3155
  %3157 = fmul double %3156, %3156
  %3158 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %3159 = fmul double %3157, %3158
  %3160 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %3161 = fadd double %3160, %3159
  %3162 = fmul double %3157, %3161
  %3163 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %3164 = fadd double %3163, %3162
  %3165 = fmul double %3157, %3164
  %3166 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %3167 = fmul double %3157, %3166
  %3168 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %3169 = fadd double %3168, %3167
  %3170 = fmul double %3157, %3169
  %3171 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %3172 = fadd double %3171, %3170
  %3173 = fmul double %3157, %3172
  %3174 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %3175 = fadd double %3174, %3173
  %3176 = fmul double %3156, %3175
  %3177 = fadd double %3176, %3165
  %3178 = sitofp i64 %3144 to double
  %3179 = fadd double %3153, %3177
  %3180 = fmul double %3155, %3179
  %3181 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %3182 = fmul double %3178, %3181
  %3183 = fadd double %3180, %3182
  %3184 = fsub double %3183, %3153
  %3185 = fadd double %3184, %3151
  %3186 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %3187 = fmul double %3178, %3186
  %3188 = fadd double %3185, %3187
  %3189 = fmul double -2.000000e+00, %3188
  %3190 = call double @llvm.sqrt.f64(double %3189)
  %3191 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %3192 = fmul double %3191, %3139
  %3193 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %3194 = fmul double %3192, %3193
  %3195 = fadd double %3194, 0x4338000000000000
  %3196 = bitcast double %3195 to i64
  %3197 = fsub double %3195, 0x4338000000000000
  %3198 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %3199 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %3200 = fmul double %3197, %3198
  %3201 = fsub double %3192, %3200
  %3202 = fmul double %3197, %3199
  %3203 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %3204 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %3205 = fmul double %3197, %3203
  %3206 = fsub double %3201, %3205
  %3207 = fmul double %3197, %3204
  %3208 = fsub double %3201, %3206
  %3209 = fsub double %3208, %3205
  %3210 = fsub double %3207, %3209
  %3211 = fsub double %3201, %3202
  %3212 = bitcast double %3192 to i64
  %3213 = lshr i64 %3212, 52
  %3214 = and i64 %3213, 2047
  %3215 = bitcast double %3211 to i64
  %3216 = lshr i64 %3215, 52
  %3217 = and i64 %3216, 2047
  %3218 = add i64 %3217, 16
  %3219 = icmp ult i64 %3218, %3214
  %3220 = select i1 %3219, double %3206, double %3201
  %3221 = select i1 %3219, double %3210, double %3202
  %3222 = fsub double %3220, %3221
  %3223 = fsub double %3220, %3222
  %3224 = fsub double %3223, %3221
  %3225 = fmul double %3222, %3222
  %3226 = fmul double %3225, %3225
  %3227 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %3228 = fmul double %3225, %3227
  %3229 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %3230 = fadd double %3229, %3228
  %3231 = fmul double %3225, %3230
  %3232 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %3233 = fadd double %3232, %3231
  %3234 = fmul double %3225, %3233
  %3235 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %3236 = fmul double %3225, %3235
  %3237 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %3238 = fadd double %3237, %3236
  %3239 = fmul double %3225, %3238
  %3240 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %3241 = fadd double %3240, %3239
  %3242 = fmul double %3226, %3226
  %3243 = fmul double %3242, %3241
  %3244 = fadd double %3234, %3243
  %3245 = fmul double 5.000000e-01, %3225
  %3246 = fsub double 1.000000e+00, %3245
  %3247 = fsub double 1.000000e+00, %3246
  %3248 = fsub double %3247, %3245
  %3249 = fmul double %3225, %3244
  %3250 = fmul double %3222, %3224
  %3251 = fsub double %3249, %3250
  %3252 = fadd double %3248, %3251
  %3253 = fadd double %3246, %3252
  %3254 = fmul double %3222, %3222
  %3255 = fmul double %3254, %3254
  %3256 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %3257 = fmul double %3254, %3256
  %3258 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %3259 = fadd double %3258, %3257
  %3260 = fmul double %3254, %3259
  %3261 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %3262 = fadd double %3261, %3260
  %3263 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %3264 = fmul double %3254, %3263
  %3265 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %3266 = fadd double %3265, %3264
  %3267 = fmul double %3254, %3255
  %3268 = fmul double %3267, %3266
  %3269 = fadd double %3262, %3268
  %3270 = fmul double %3254, %3222
  %3271 = fmul double 5.000000e-01, %3224
  %3272 = fmul double %3270, %3269
  %3273 = fsub double %3271, %3272
  %3274 = fmul double %3254, %3273
  %3275 = fsub double %3274, %3224
  %3276 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %3277 = fmul double %3270, %3276
  %3278 = fsub double %3275, %3277
  %3279 = fsub double %3222, %3278
  %3280 = fneg double %3253
  %3281 = fneg double %3279
  %3282 = and i64 %3196, 1
  %3283 = and i64 %3196, 2
  %3284 = icmp eq i64 %3282, 1
  %3285 = icmp eq i64 %3283, 2
  %3286 = select i1 %3285, double %3280, double %3253
  %3287 = select i1 %3285, double %3279, double %3281
  %3288 = select i1 %3284, double %3287, double %3286
  %3289 = fmul double %3190, %3288
  %3290 = fptrunc double %3289 to float
  %3291 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %3292 = fmul float %3291, %3017
  %3293 = fsub float %3290, %3292
  %3294 = fmul float %3293, %25
  %3295 = fadd float %3025, %3294
  %3296 = call float @llvm.sqrt.f32(float %3014)
  %3297 = fdiv float %3295, %3296
  %3298 = fcmp une float %3016, 0.000000e+00
  %3299 = select i1 %3298, float %3017, float %3297
  %3300 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %3301 = fsub float %3300, 1.000000e+00
  %3302 = bitcast float %3301 to i32
  %3303 = and i32 %3302, 2147483647
  %3304 = bitcast i32 %3303 to float
  %3305 = fcmp ogt float %3304, 0x3F60624DE0000000
  %3306 = select i1 %3305, float 1.000000e+00, float 0.000000e+00
  %3307 = fmul float %3016, 2.000000e+00
  %3308 = fadd float %3306, %3307
  %bits162 = bitcast float %3299 to i32
  %magnitude163 = and i32 %bits162, 2147483647
  %is_nan164 = icmp ugt i32 %magnitude163, 2139095040
  %canonical165 = select i1 %is_nan164, i32 2143289344, i32 %bits162
  store i32 %canonical165, ptr %3013, align 4
  br label %slot.done160

slot.done160:                                     ; preds = %slot.then159, %slot.done155
  %feature166 = add i64 %lane, 512
  %valid167 = icmp ult i64 %feature166, %n_features
  %3309 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid167, label %slot.then168, label %slot.done169

slot.then168:                                     ; preds = %slot.done160
  %3310 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %3311 = fcmp olt float %3310, 0x3D71979980000000
  %3312 = select i1 %3311, float 1.000000e+00, float 0.000000e+00
  %3313 = load float, ptr %3309, align 4
  %3314 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature166
  %3315 = load float, ptr addrspace(1) %3314, align 4
  %3316 = fmul float -1.000000e+00, %3315
  %3317 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %3318 = fmul float %3317, %3313
  %3319 = fsub float %3316, %3318
  %3320 = fmul float %3319, %eta
  %3321 = fsub float %3313, %3320
  %3322 = mul i64 %row, %n_features
  %element170 = add i64 %3322, %feature166
  %3323 = trunc i64 %key0 to i32
  %3324 = lshr i64 %key0, 32
  %3325 = trunc i64 %3324 to i32
  %3326 = trunc i64 %element170 to i32
  %3327 = trunc i64 %key1_step to i32
  %3328 = lshr i64 %key1_step, 32
  %3329 = trunc i64 %3328 to i32
  %3330 = lshr i64 %element170, 32
  %3331 = trunc i64 %3330 to i32
  %3332 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3326)
  %3333 = mul i32 -766435501, %3326
  %3334 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3329)
  %3335 = mul i32 -845247145, %3329
  %3336 = xor i32 %3334, %3327
  %3337 = xor i32 %3336, %3323
  %3338 = xor i32 %3332, %3331
  %3339 = xor i32 %3338, %3325
  %3340 = add i32 %3323, -1640531527
  %3341 = add i32 %3325, -1150833019
  %3342 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3337)
  %3343 = mul i32 -766435501, %3337
  %3344 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3339)
  %3345 = mul i32 -845247145, %3339
  %3346 = xor i32 %3344, %3335
  %3347 = xor i32 %3346, %3340
  %3348 = xor i32 %3342, %3333
  %3349 = xor i32 %3348, %3341
  %3350 = add i32 %3340, -1640531527
  %3351 = add i32 %3341, -1150833019
  %3352 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3347)
  %3353 = mul i32 -766435501, %3347
  %3354 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3349)
  %3355 = mul i32 -845247145, %3349
  %3356 = xor i32 %3354, %3345
  %3357 = xor i32 %3356, %3350
  %3358 = xor i32 %3352, %3343
  %3359 = xor i32 %3358, %3351
  %3360 = add i32 %3350, -1640531527
  %3361 = add i32 %3351, -1150833019
  %3362 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3357)
  %3363 = mul i32 -766435501, %3357
  %3364 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3359)
  %3365 = mul i32 -845247145, %3359
  %3366 = xor i32 %3364, %3355
  %3367 = xor i32 %3366, %3360
  %3368 = xor i32 %3362, %3353
  %3369 = xor i32 %3368, %3361
  %3370 = add i32 %3360, -1640531527
  %3371 = add i32 %3361, -1150833019
  %3372 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3367)
  %3373 = mul i32 -766435501, %3367
  %3374 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3369)
  %3375 = mul i32 -845247145, %3369
  %3376 = xor i32 %3374, %3365
  %3377 = xor i32 %3376, %3370
  %3378 = xor i32 %3372, %3363
  %3379 = xor i32 %3378, %3371
  %3380 = add i32 %3370, -1640531527
  %3381 = add i32 %3371, -1150833019
  %3382 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3377)
  %3383 = mul i32 -766435501, %3377
  %3384 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3379)
  %3385 = mul i32 -845247145, %3379
  %3386 = xor i32 %3384, %3375
  %3387 = xor i32 %3386, %3380
  %3388 = xor i32 %3382, %3373
  %3389 = xor i32 %3388, %3381
  %3390 = add i32 %3380, -1640531527
  %3391 = add i32 %3381, -1150833019
  %3392 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3387)
  %3393 = mul i32 -766435501, %3387
  %3394 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3389)
  %3395 = mul i32 -845247145, %3389
  %3396 = xor i32 %3394, %3385
  %3397 = xor i32 %3396, %3390
  %3398 = xor i32 %3392, %3383
  %3399 = xor i32 %3398, %3391
  %3400 = add i32 %3390, -1640531527
  %3401 = add i32 %3391, -1150833019
  %3402 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3397)
  %3403 = mul i32 -766435501, %3397
  %3404 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3399)
  %3405 = mul i32 -845247145, %3399
  %3406 = xor i32 %3404, %3395
  %3407 = xor i32 %3406, %3400
  %3408 = xor i32 %3402, %3393
  %3409 = xor i32 %3408, %3401
  %3410 = add i32 %3400, -1640531527
  %3411 = add i32 %3401, -1150833019
  %3412 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3407)
  %3413 = mul i32 -766435501, %3407
  %3414 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3409)
  %3415 = mul i32 -845247145, %3409
  %3416 = xor i32 %3414, %3405
  %3417 = xor i32 %3416, %3410
  %3418 = xor i32 %3412, %3403
  %3419 = xor i32 %3418, %3411
  %3420 = add i32 %3410, -1640531527
  %3421 = add i32 %3411, -1150833019
  %3422 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3417)
  %3423 = mul i32 -766435501, %3417
  %3424 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3419)
  %3425 = mul i32 -845247145, %3419
  %3426 = xor i32 %3424, %3415
  %3427 = xor i32 %3426, %3420
  %3428 = xor i32 %3422, %3413
  %3429 = xor i32 %3428, %3421
  %3430 = uitofp i32 %3427 to double
  %3431 = fadd double %3430, 5.000000e-01
  %3432 = fmul double %3431, 0x3DF0000000000000
  %3433 = uitofp i32 %3425 to double
  %3434 = fadd double %3433, 5.000000e-01
  %3435 = fmul double %3434, 0x3DF0000000000000
  %3436 = bitcast double %3432 to i64
  %3437 = lshr i64 %3436, 32
  %3438 = add i64 %3437, 614242
  %3439 = lshr i64 %3438, 20
  %3440 = sub i64 %3439, 1023
  %3441 = and i64 %3438, 1048575
  %3442 = add i64 %3441, 1072079006
  %3443 = shl i64 %3442, 32
  %3444 = and i64 %3436, 4294967295
  %3445 = or i64 %3443, %3444
  %3446 = bitcast i64 %3445 to double
  %3447 = fsub double %3446, 1.000000e+00
  %3448 = fmul double 5.000000e-01, %3447
  %3449 = fmul double %3448, %3447
  %3450 = fadd double 2.000000e+00, %3447
  %3451 = fdiv double %3447, %3450
  %3452 = fmul double %3451, %3451
  %3453 = fmul double %3452, %3452
  %3454 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %3455 = fmul double %3453, %3454
  %3456 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %3457 = fadd double %3456, %3455
  %3458 = fmul double %3453, %3457
  %3459 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %3460 = fadd double %3459, %3458
  %3461 = fmul double %3453, %3460
  %3462 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %3463 = fmul double %3453, %3462
  %3464 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %3465 = fadd double %3464, %3463
  %3466 = fmul double %3453, %3465
  %3467 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %3468 = fadd double %3467, %3466
  %3469 = fmul double %3453, %3468
  %3470 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %3471 = fadd double %3470, %3469
  %3472 = fmul double %3452, %3471
  %3473 = fadd double %3472, %3461
  %3474 = sitofp i64 %3440 to double
  %3475 = fadd double %3449, %3473
  %3476 = fmul double %3451, %3475
  %3477 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %3478 = fmul double %3474, %3477
  %3479 = fadd double %3476, %3478
  %3480 = fsub double %3479, %3449
  %3481 = fadd double %3480, %3447
  %3482 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %3483 = fmul double %3474, %3482
  %3484 = fadd double %3481, %3483
  %3485 = fmul double -2.000000e+00, %3484
  %3486 = call double @llvm.sqrt.f64(double %3485)
  %3487 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %3488 = fmul double %3487, %3435
  %3489 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %3490 = fmul double %3488, %3489
  %3491 = fadd double %3490, 0x4338000000000000
  %3492 = bitcast double %3491 to i64
  %3493 = fsub double %3491, 0x4338000000000000
  %3494 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %3495 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %3496 = fmul double %3493, %3494
  %3497 = fsub double %3488, %3496
  %3498 = fmul double %3493, %3495
  %3499 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %3500 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %3501 = fmul double %3493, %3499
  %3502 = fsub double %3497, %3501
  %3503 = fmul double %3493, %3500
  %3504 = fsub double %3497, %3502
  %3505 = fsub double %3504, %3501
  %3506 = fsub double %3503, %3505
  %3507 = fsub double %3497, %3498
  %3508 = bitcast double %3488 to i64
  %3509 = lshr i64 %3508, 52
  %3510 = and i64 %3509, 2047
  %3511 = bitcast double %3507 to i64
  %3512 = lshr i64 %3511, 52
  %3513 = and i64 %3512, 2047
  %3514 = add i64 %3513, 16
  %3515 = icmp ult i64 %3514, %3510
  %3516 = select i1 %3515, double %3502, double %3497
  %3517 = select i1 %3515, double %3506, double %3498
  %3518 = fsub double %3516, %3517
  %3519 = fsub double %3516, %3518
  %3520 = fsub double %3519, %3517
  %3521 = fmul double %3518, %3518
  %3522 = fmul double %3521, %3521
  %3523 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %3524 = fmul double %3521, %3523
  %3525 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %3526 = fadd double %3525, %3524
  %3527 = fmul double %3521, %3526
  %3528 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %3529 = fadd double %3528, %3527
  %3530 = fmul double %3521, %3529
  %3531 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %3532 = fmul double %3521, %3531
  %3533 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %3534 = fadd double %3533, %3532
  %3535 = fmul double %3521, %3534
  %3536 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %3537 = fadd double %3536, %3535
  %3538 = fmul double %3522, %3522
  %3539 = fmul double %3538, %3537
  %3540 = fadd double %3530, %3539
  %3541 = fmul double 5.000000e-01, %3521
  %3542 = fsub double 1.000000e+00, %3541
  %3543 = fsub double 1.000000e+00, %3542
  %3544 = fsub double %3543, %3541
  %3545 = fmul double %3521, %3540
  %3546 = fmul double %3518, %3520
  %3547 = fsub double %3545, %3546
  %3548 = fadd double %3544, %3547
  %3549 = fadd double %3542, %3548
  %3550 = fmul double %3518, %3518
  %3551 = fmul double %3550, %3550
  %3552 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %3553 = fmul double %3550, %3552
  %3554 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %3555 = fadd double %3554, %3553
  %3556 = fmul double %3550, %3555
  %3557 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %3558 = fadd double %3557, %3556
  %3559 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %3560 = fmul double %3550, %3559
  %3561 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %3562 = fadd double %3561, %3560
  %3563 = fmul double %3550, %3551
  %3564 = fmul double %3563, %3562
  %3565 = fadd double %3558, %3564
  %3566 = fmul double %3550, %3518
  %3567 = fmul double 5.000000e-01, %3520
  %3568 = fmul double %3566, %3565
  %3569 = fsub double %3567, %3568
  %3570 = fmul double %3550, %3569
  %3571 = fsub double %3570, %3520
  %3572 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %3573 = fmul double %3566, %3572
  %3574 = fsub double %3571, %3573
  %3575 = fsub double %3518, %3574
  %3576 = fneg double %3549
  %3577 = fneg double %3575
  %3578 = and i64 %3492, 1
  %3579 = and i64 %3492, 2
  %3580 = icmp eq i64 %3578, 1
  %3581 = icmp eq i64 %3579, 2
  %3582 = select i1 %3581, double %3576, double %3549
  %3583 = select i1 %3581, double %3575, double %3577
  %3584 = select i1 %3580, double %3583, double %3582
  %3585 = fmul double %3486, %3584
  %3586 = fptrunc double %3585 to float
  %3587 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %3588 = fmul float %3587, %3313
  %3589 = fsub float %3586, %3588
  %3590 = fmul float %3589, %25
  %3591 = fadd float %3321, %3590
  %3592 = call float @llvm.sqrt.f32(float %3310)
  %3593 = fdiv float %3591, %3592
  %3594 = fcmp une float %3312, 0.000000e+00
  %3595 = select i1 %3594, float %3313, float %3593
  %3596 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %3597 = fsub float %3596, 1.000000e+00
  %3598 = bitcast float %3597 to i32
  %3599 = and i32 %3598, 2147483647
  %3600 = bitcast i32 %3599 to float
  %3601 = fcmp ogt float %3600, 0x3F60624DE0000000
  %3602 = select i1 %3601, float 1.000000e+00, float 0.000000e+00
  %3603 = fmul float %3312, 2.000000e+00
  %3604 = fadd float %3602, %3603
  %bits171 = bitcast float %3595 to i32
  %magnitude172 = and i32 %bits171, 2147483647
  %is_nan173 = icmp ugt i32 %magnitude172, 2139095040
  %canonical174 = select i1 %is_nan173, i32 2143289344, i32 %bits171
  store i32 %canonical174, ptr %3309, align 4
  br label %slot.done169

slot.done169:                                     ; preds = %slot.then168, %slot.done160
  %feature175 = add i64 %lane, 768
  %valid176 = icmp ult i64 %feature175, %n_features
  %3605 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid176, label %slot.then177, label %slot.done178

slot.then177:                                     ; preds = %slot.done169
  %3606 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %3607 = fcmp olt float %3606, 0x3D71979980000000
  %3608 = select i1 %3607, float 1.000000e+00, float 0.000000e+00
  %3609 = load float, ptr %3605, align 4
  %3610 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature175
  %3611 = load float, ptr addrspace(1) %3610, align 4
  %3612 = fmul float -1.000000e+00, %3611
  %3613 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %3614 = fmul float %3613, %3609
  %3615 = fsub float %3612, %3614
  %3616 = fmul float %3615, %eta
  %3617 = fsub float %3609, %3616
  %3618 = mul i64 %row, %n_features
  %element179 = add i64 %3618, %feature175
  %3619 = trunc i64 %key0 to i32
  %3620 = lshr i64 %key0, 32
  %3621 = trunc i64 %3620 to i32
  %3622 = trunc i64 %element179 to i32
  %3623 = trunc i64 %key1_step to i32
  %3624 = lshr i64 %key1_step, 32
  %3625 = trunc i64 %3624 to i32
  %3626 = lshr i64 %element179, 32
  %3627 = trunc i64 %3626 to i32
  %3628 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3622)
  %3629 = mul i32 -766435501, %3622
  %3630 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3625)
  %3631 = mul i32 -845247145, %3625
  %3632 = xor i32 %3630, %3623
  %3633 = xor i32 %3632, %3619
  %3634 = xor i32 %3628, %3627
  %3635 = xor i32 %3634, %3621
  %3636 = add i32 %3619, -1640531527
  %3637 = add i32 %3621, -1150833019
  %3638 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3633)
  %3639 = mul i32 -766435501, %3633
  %3640 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3635)
  %3641 = mul i32 -845247145, %3635
  %3642 = xor i32 %3640, %3631
  %3643 = xor i32 %3642, %3636
  %3644 = xor i32 %3638, %3629
  %3645 = xor i32 %3644, %3637
  %3646 = add i32 %3636, -1640531527
  %3647 = add i32 %3637, -1150833019
  %3648 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3643)
  %3649 = mul i32 -766435501, %3643
  %3650 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3645)
  %3651 = mul i32 -845247145, %3645
  %3652 = xor i32 %3650, %3641
  %3653 = xor i32 %3652, %3646
  %3654 = xor i32 %3648, %3639
  %3655 = xor i32 %3654, %3647
  %3656 = add i32 %3646, -1640531527
  %3657 = add i32 %3647, -1150833019
  %3658 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3653)
  %3659 = mul i32 -766435501, %3653
  %3660 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3655)
  %3661 = mul i32 -845247145, %3655
  %3662 = xor i32 %3660, %3651
  %3663 = xor i32 %3662, %3656
  %3664 = xor i32 %3658, %3649
  %3665 = xor i32 %3664, %3657
  %3666 = add i32 %3656, -1640531527
  %3667 = add i32 %3657, -1150833019
  %3668 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3663)
  %3669 = mul i32 -766435501, %3663
  %3670 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3665)
  %3671 = mul i32 -845247145, %3665
  %3672 = xor i32 %3670, %3661
  %3673 = xor i32 %3672, %3666
  %3674 = xor i32 %3668, %3659
  %3675 = xor i32 %3674, %3667
  %3676 = add i32 %3666, -1640531527
  %3677 = add i32 %3667, -1150833019
  %3678 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3673)
  %3679 = mul i32 -766435501, %3673
  %3680 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3675)
  %3681 = mul i32 -845247145, %3675
  %3682 = xor i32 %3680, %3671
  %3683 = xor i32 %3682, %3676
  %3684 = xor i32 %3678, %3669
  %3685 = xor i32 %3684, %3677
  %3686 = add i32 %3676, -1640531527
  %3687 = add i32 %3677, -1150833019
  %3688 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3683)
  %3689 = mul i32 -766435501, %3683
  %3690 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3685)
  %3691 = mul i32 -845247145, %3685
  %3692 = xor i32 %3690, %3681
  %3693 = xor i32 %3692, %3686
  %3694 = xor i32 %3688, %3679
  %3695 = xor i32 %3694, %3687
  %3696 = add i32 %3686, -1640531527
  %3697 = add i32 %3687, -1150833019
  %3698 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3693)
  %3699 = mul i32 -766435501, %3693
  %3700 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3695)
  %3701 = mul i32 -845247145, %3695
  %3702 = xor i32 %3700, %3691
  %3703 = xor i32 %3702, %3696
  %3704 = xor i32 %3698, %3689
  %3705 = xor i32 %3704, %3697
  %3706 = add i32 %3696, -1640531527
  %3707 = add i32 %3697, -1150833019
  %3708 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3703)
  %3709 = mul i32 -766435501, %3703
  %3710 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3705)
  %3711 = mul i32 -845247145, %3705
  %3712 = xor i32 %3710, %3701
  %3713 = xor i32 %3712, %3706
  %3714 = xor i32 %3708, %3699
  %3715 = xor i32 %3714, %3707
  %3716 = add i32 %3706, -1640531527
  %3717 = add i32 %3707, -1150833019
  %3718 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %3713)
  %3719 = mul i32 -766435501, %3713
  %3720 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %3715)
  %3721 = mul i32 -845247145, %3715
  %3722 = xor i32 %3720, %3711
  %3723 = xor i32 %3722, %3716
  %3724 = xor i32 %3718, %3709
  %3725 = xor i32 %3724, %3717
  %3726 = uitofp i32 %3723 to double
  %3727 = fadd double %3726, 5.000000e-01
  %3728 = fmul double %3727, 0x3DF0000000000000
  %3729 = uitofp i32 %3721 to double
  %3730 = fadd double %3729, 5.000000e-01
  %3731 = fmul double %3730, 0x3DF0000000000000
  %3732 = bitcast double %3728 to i64
  %3733 = lshr i64 %3732, 32
  %3734 = add i64 %3733, 614242
  %3735 = lshr i64 %3734, 20
  %3736 = sub i64 %3735, 1023
  %3737 = and i64 %3734, 1048575
  %3738 = add i64 %3737, 1072079006
  %3739 = shl i64 %3738, 32
  %3740 = and i64 %3732, 4294967295
  %3741 = or i64 %3739, %3740
  %3742 = bitcast i64 %3741 to double
  %3743 = fsub double %3742, 1.000000e+00
  %3744 = fmul double 5.000000e-01, %3743
  %3745 = fmul double %3744, %3743
  %3746 = fadd double 2.000000e+00, %3743
  %3747 = fdiv double %3743, %3746
  %3748 = fmul double %3747, %3747
  %3749 = fmul double %3748, %3748
  %3750 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %3751 = fmul double %3749, %3750
  %3752 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %3753 = fadd double %3752, %3751
  %3754 = fmul double %3749, %3753
  %3755 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %3756 = fadd double %3755, %3754
  %3757 = fmul double %3749, %3756
  %3758 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %3759 = fmul double %3749, %3758
  %3760 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %3761 = fadd double %3760, %3759
  %3762 = fmul double %3749, %3761
  %3763 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %3764 = fadd double %3763, %3762
  %3765 = fmul double %3749, %3764
  %3766 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %3767 = fadd double %3766, %3765
  %3768 = fmul double %3748, %3767
  %3769 = fadd double %3768, %3757
  %3770 = sitofp i64 %3736 to double
  %3771 = fadd double %3745, %3769
  %3772 = fmul double %3747, %3771
  %3773 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %3774 = fmul double %3770, %3773
  %3775 = fadd double %3772, %3774
  %3776 = fsub double %3775, %3745
  %3777 = fadd double %3776, %3743
  %3778 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %3779 = fmul double %3770, %3778
  %3780 = fadd double %3777, %3779
  %3781 = fmul double -2.000000e+00, %3780
  %3782 = call double @llvm.sqrt.f64(double %3781)
  %3783 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %3784 = fmul double %3783, %3731
  %3785 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %3786 = fmul double %3784, %3785
  %3787 = fadd double %3786, 0x4338000000000000
  %3788 = bitcast double %3787 to i64
  %3789 = fsub double %3787, 0x4338000000000000
  %3790 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %3791 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %3792 = fmul double %3789, %3790
  %3793 = fsub double %3784, %3792
  %3794 = fmul double %3789, %3791
  %3795 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %3796 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %3797 = fmul double %3789, %3795
  %3798 = fsub double %3793, %3797
  %3799 = fmul double %3789, %3796
  %3800 = fsub double %3793, %3798
  %3801 = fsub double %3800, %3797
  %3802 = fsub double %3799, %3801
  %3803 = fsub double %3793, %3794
  %3804 = bitcast double %3784 to i64
  %3805 = lshr i64 %3804, 52
  %3806 = and i64 %3805, 2047
  %3807 = bitcast double %3803 to i64
  %3808 = lshr i64 %3807, 52
  %3809 = and i64 %3808, 2047
  %3810 = add i64 %3809, 16
  %3811 = icmp ult i64 %3810, %3806
  %3812 = select i1 %3811, double %3798, double %3793
  %3813 = select i1 %3811, double %3802, double %3794
  %3814 = fsub double %3812, %3813
  %3815 = fsub double %3812, %3814
  %3816 = fsub double %3815, %3813
  %3817 = fmul double %3814, %3814
  %3818 = fmul double %3817, %3817
  %3819 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %3820 = fmul double %3817, %3819
  %3821 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %3822 = fadd double %3821, %3820
  %3823 = fmul double %3817, %3822
  %3824 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %3825 = fadd double %3824, %3823
  %3826 = fmul double %3817, %3825
  %3827 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %3828 = fmul double %3817, %3827
  %3829 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %3830 = fadd double %3829, %3828
  %3831 = fmul double %3817, %3830
  %3832 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %3833 = fadd double %3832, %3831
  %3834 = fmul double %3818, %3818
  %3835 = fmul double %3834, %3833
  %3836 = fadd double %3826, %3835
  %3837 = fmul double 5.000000e-01, %3817
  %3838 = fsub double 1.000000e+00, %3837
  %3839 = fsub double 1.000000e+00, %3838
  %3840 = fsub double %3839, %3837
  %3841 = fmul double %3817, %3836
  %3842 = fmul double %3814, %3816
  %3843 = fsub double %3841, %3842
  %3844 = fadd double %3840, %3843
  %3845 = fadd double %3838, %3844
  %3846 = fmul double %3814, %3814
  %3847 = fmul double %3846, %3846
  %3848 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %3849 = fmul double %3846, %3848
  %3850 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %3851 = fadd double %3850, %3849
  %3852 = fmul double %3846, %3851
  %3853 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %3854 = fadd double %3853, %3852
  %3855 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %3856 = fmul double %3846, %3855
  %3857 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %3858 = fadd double %3857, %3856
  %3859 = fmul double %3846, %3847
  %3860 = fmul double %3859, %3858
  %3861 = fadd double %3854, %3860
  %3862 = fmul double %3846, %3814
  %3863 = fmul double 5.000000e-01, %3816
  %3864 = fmul double %3862, %3861
  %3865 = fsub double %3863, %3864
  %3866 = fmul double %3846, %3865
  %3867 = fsub double %3866, %3816
  %3868 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %3869 = fmul double %3862, %3868
  %3870 = fsub double %3867, %3869
  %3871 = fsub double %3814, %3870
  %3872 = fneg double %3845
  %3873 = fneg double %3871
  %3874 = and i64 %3788, 1
  %3875 = and i64 %3788, 2
  %3876 = icmp eq i64 %3874, 1
  %3877 = icmp eq i64 %3875, 2
  %3878 = select i1 %3877, double %3872, double %3845
  %3879 = select i1 %3877, double %3871, double %3873
  %3880 = select i1 %3876, double %3879, double %3878
  %3881 = fmul double %3782, %3880
  %3882 = fptrunc double %3881 to float
  %3883 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %3884 = fmul float %3883, %3609
  %3885 = fsub float %3882, %3884
  %3886 = fmul float %3885, %25
  %3887 = fadd float %3617, %3886
  %3888 = call float @llvm.sqrt.f32(float %3606)
  %3889 = fdiv float %3887, %3888
  %3890 = fcmp une float %3608, 0.000000e+00
  %3891 = select i1 %3890, float %3609, float %3889
  %3892 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %3893 = fsub float %3892, 1.000000e+00
  %3894 = bitcast float %3893 to i32
  %3895 = and i32 %3894, 2147483647
  %3896 = bitcast i32 %3895 to float
  %3897 = fcmp ogt float %3896, 0x3F60624DE0000000
  %3898 = select i1 %3897, float 1.000000e+00, float 0.000000e+00
  %3899 = fmul float %3608, 2.000000e+00
  %3900 = fadd float %3898, %3899
  %bits180 = bitcast float %3891 to i32
  %magnitude181 = and i32 %bits180, 2147483647
  %is_nan182 = icmp ugt i32 %magnitude181, 2139095040
  %canonical183 = select i1 %is_nan182, i32 2143289344, i32 %bits180
  store i32 %canonical183, ptr %3605, align 4
  br label %slot.done178

slot.done178:                                     ; preds = %slot.then177, %slot.done169
  br label %noise.done147

uniform_sinks.then186:                            ; preds = %quiet146
  %3901 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %3902 = fcmp olt float %3901, 0x3D71979980000000
  %3903 = select i1 %3902, float 1.000000e+00, float 0.000000e+00
  %3904 = load float, ptr %2419, align 4
  %3905 = getelementptr inbounds float, ptr addrspace(1) %4, i64 0
  %3906 = load float, ptr addrspace(1) %3905, align 4
  %3907 = fmul float -1.000000e+00, %3906
  %3908 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %3909 = fmul float %3908, %3904
  %3910 = fsub float %3907, %3909
  %3911 = fmul float %3910, %eta
  %3912 = fsub float %3904, %3911
  %3913 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %3914 = fmul float %3913, %3904
  %3915 = fsub float 0.000000e+00, %3914
  %3916 = fmul float %3915, %25
  %3917 = fadd float %3912, %3916
  %3918 = call float @llvm.sqrt.f32(float %3901)
  %3919 = fdiv float %3912, %3918
  %3920 = fcmp une float %3903, 0.000000e+00
  %3921 = select i1 %3920, float %3904, float %3919
  %3922 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %3923 = fsub float %3922, 1.000000e+00
  %3924 = bitcast float %3923 to i32
  %3925 = and i32 %3924, 2147483647
  %3926 = bitcast i32 %3925 to float
  %3927 = fcmp ogt float %3926, 0x3F60624DE0000000
  %3928 = select i1 %3927, float 1.000000e+00, float 0.000000e+00
  %3929 = fmul float %3903, 2.000000e+00
  %3930 = fadd float %3928, %3929
  %status_bits188 = fptoui float %3930 to i32
  %status189 = load i32, ptr addrspace(1) %5, align 4
  %3931 = or i32 %status189, %status_bits188
  store i32 %3931, ptr addrspace(1) %5, align 4
  br label %uniform_sinks.done187

uniform_sinks.done187:                            ; preds = %uniform_sinks.then186, %quiet146
  %feature190 = add i64 %lane, 0
  %valid191 = icmp ult i64 %feature190, %n_features
  %3932 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid191, label %slot.then192, label %slot.done193

slot.then192:                                     ; preds = %uniform_sinks.done187
  %3933 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %3934 = fcmp olt float %3933, 0x3D71979980000000
  %3935 = select i1 %3934, float 1.000000e+00, float 0.000000e+00
  %3936 = load float, ptr %3932, align 4
  %3937 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature190
  %3938 = load float, ptr addrspace(1) %3937, align 4
  %3939 = fmul float -1.000000e+00, %3938
  %3940 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %3941 = fmul float %3940, %3936
  %3942 = fsub float %3939, %3941
  %3943 = fmul float %3942, %eta
  %3944 = fsub float %3936, %3943
  %3945 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %3946 = fmul float %3945, %3936
  %3947 = fsub float 0.000000e+00, %3946
  %3948 = fmul float %3947, %25
  %3949 = fadd float %3944, %3948
  %3950 = call float @llvm.sqrt.f32(float %3933)
  %3951 = fdiv float %3944, %3950
  %3952 = fcmp une float %3935, 0.000000e+00
  %3953 = select i1 %3952, float %3936, float %3951
  %3954 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %3955 = fsub float %3954, 1.000000e+00
  %3956 = bitcast float %3955 to i32
  %3957 = and i32 %3956, 2147483647
  %3958 = bitcast i32 %3957 to float
  %3959 = fcmp ogt float %3958, 0x3F60624DE0000000
  %3960 = select i1 %3959, float 1.000000e+00, float 0.000000e+00
  %3961 = fmul float %3935, 2.000000e+00
  %3962 = fadd float %3960, %3961
  %bits194 = bitcast float %3953 to i32
  %magnitude195 = and i32 %bits194, 2147483647
  %is_nan196 = icmp ugt i32 %magnitude195, 2139095040
  %canonical197 = select i1 %is_nan196, i32 2143289344, i32 %bits194
  store i32 %canonical197, ptr %3932, align 4
  br label %slot.done193

slot.done193:                                     ; preds = %slot.then192, %uniform_sinks.done187
  %feature198 = add i64 %lane, 256
  %valid199 = icmp ult i64 %feature198, %n_features
  %3963 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid199, label %slot.then200, label %slot.done201

slot.then200:                                     ; preds = %slot.done193
  %3964 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %3965 = fcmp olt float %3964, 0x3D71979980000000
  %3966 = select i1 %3965, float 1.000000e+00, float 0.000000e+00
  %3967 = load float, ptr %3963, align 4
  %3968 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature198
  %3969 = load float, ptr addrspace(1) %3968, align 4
  %3970 = fmul float -1.000000e+00, %3969
  %3971 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %3972 = fmul float %3971, %3967
  %3973 = fsub float %3970, %3972
  %3974 = fmul float %3973, %eta
  %3975 = fsub float %3967, %3974
  %3976 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %3977 = fmul float %3976, %3967
  %3978 = fsub float 0.000000e+00, %3977
  %3979 = fmul float %3978, %25
  %3980 = fadd float %3975, %3979
  %3981 = call float @llvm.sqrt.f32(float %3964)
  %3982 = fdiv float %3975, %3981
  %3983 = fcmp une float %3966, 0.000000e+00
  %3984 = select i1 %3983, float %3967, float %3982
  %3985 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %3986 = fsub float %3985, 1.000000e+00
  %3987 = bitcast float %3986 to i32
  %3988 = and i32 %3987, 2147483647
  %3989 = bitcast i32 %3988 to float
  %3990 = fcmp ogt float %3989, 0x3F60624DE0000000
  %3991 = select i1 %3990, float 1.000000e+00, float 0.000000e+00
  %3992 = fmul float %3966, 2.000000e+00
  %3993 = fadd float %3991, %3992
  %bits202 = bitcast float %3984 to i32
  %magnitude203 = and i32 %bits202, 2147483647
  %is_nan204 = icmp ugt i32 %magnitude203, 2139095040
  %canonical205 = select i1 %is_nan204, i32 2143289344, i32 %bits202
  store i32 %canonical205, ptr %3963, align 4
  br label %slot.done201

slot.done201:                                     ; preds = %slot.then200, %slot.done193
  %feature206 = add i64 %lane, 512
  %valid207 = icmp ult i64 %feature206, %n_features
  %3994 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid207, label %slot.then208, label %slot.done209

slot.then208:                                     ; preds = %slot.done201
  %3995 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %3996 = fcmp olt float %3995, 0x3D71979980000000
  %3997 = select i1 %3996, float 1.000000e+00, float 0.000000e+00
  %3998 = load float, ptr %3994, align 4
  %3999 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature206
  %4000 = load float, ptr addrspace(1) %3999, align 4
  %4001 = fmul float -1.000000e+00, %4000
  %4002 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %4003 = fmul float %4002, %3998
  %4004 = fsub float %4001, %4003
  %4005 = fmul float %4004, %eta
  %4006 = fsub float %3998, %4005
  %4007 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %4008 = fmul float %4007, %3998
  %4009 = fsub float 0.000000e+00, %4008
  %4010 = fmul float %4009, %25
  %4011 = fadd float %4006, %4010
  %4012 = call float @llvm.sqrt.f32(float %3995)
  %4013 = fdiv float %4006, %4012
  %4014 = fcmp une float %3997, 0.000000e+00
  %4015 = select i1 %4014, float %3998, float %4013
  %4016 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %4017 = fsub float %4016, 1.000000e+00
  %4018 = bitcast float %4017 to i32
  %4019 = and i32 %4018, 2147483647
  %4020 = bitcast i32 %4019 to float
  %4021 = fcmp ogt float %4020, 0x3F60624DE0000000
  %4022 = select i1 %4021, float 1.000000e+00, float 0.000000e+00
  %4023 = fmul float %3997, 2.000000e+00
  %4024 = fadd float %4022, %4023
  %bits210 = bitcast float %4015 to i32
  %magnitude211 = and i32 %bits210, 2147483647
  %is_nan212 = icmp ugt i32 %magnitude211, 2139095040
  %canonical213 = select i1 %is_nan212, i32 2143289344, i32 %bits210
  store i32 %canonical213, ptr %3994, align 4
  br label %slot.done209

slot.done209:                                     ; preds = %slot.then208, %slot.done201
  %feature214 = add i64 %lane, 768
  %valid215 = icmp ult i64 %feature214, %n_features
  %4025 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid215, label %slot.then216, label %slot.done217

slot.then216:                                     ; preds = %slot.done209
  %4026 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %4027 = fcmp olt float %4026, 0x3D71979980000000
  %4028 = select i1 %4027, float 1.000000e+00, float 0.000000e+00
  %4029 = load float, ptr %4025, align 4
  %4030 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature214
  %4031 = load float, ptr addrspace(1) %4030, align 4
  %4032 = fmul float -1.000000e+00, %4031
  %4033 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %4034 = fmul float %4033, %4029
  %4035 = fsub float %4032, %4034
  %4036 = fmul float %4035, %eta
  %4037 = fsub float %4029, %4036
  %4038 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %4039 = fmul float %4038, %4029
  %4040 = fsub float 0.000000e+00, %4039
  %4041 = fmul float %4040, %25
  %4042 = fadd float %4037, %4041
  %4043 = call float @llvm.sqrt.f32(float %4026)
  %4044 = fdiv float %4037, %4043
  %4045 = fcmp une float %4028, 0.000000e+00
  %4046 = select i1 %4045, float %4029, float %4044
  %4047 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %4048 = fsub float %4047, 1.000000e+00
  %4049 = bitcast float %4048 to i32
  %4050 = and i32 %4049, 2147483647
  %4051 = bitcast i32 %4050 to float
  %4052 = fcmp ogt float %4051, 0x3F60624DE0000000
  %4053 = select i1 %4052, float 1.000000e+00, float 0.000000e+00
  %4054 = fmul float %4028, 2.000000e+00
  %4055 = fadd float %4053, %4054
  %bits218 = bitcast float %4046 to i32
  %magnitude219 = and i32 %bits218, 2147483647
  %is_nan220 = icmp ugt i32 %magnitude219, 2139095040
  %canonical221 = select i1 %is_nan220, i32 2143289344, i32 %bits218
  store i32 %canonical221, ptr %4025, align 4
  br label %slot.done217

slot.done217:                                     ; preds = %slot.then216, %slot.done209
  br label %noise.done147

slot.then224:                                     ; preds = %step.exit
  %4056 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature222
  %4057 = load float, ptr %19, align 4
  store float %4057, ptr addrspace(1) %4056, align 4
  br label %slot.done225

slot.done225:                                     ; preds = %slot.then224, %step.exit
  %feature226 = add i64 %lane, 256
  %valid227 = icmp ult i64 %feature226, %n_features
  %4058 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid227, label %slot.then228, label %slot.done229

slot.then228:                                     ; preds = %slot.done225
  %4059 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature226
  %4060 = load float, ptr %4058, align 4
  store float %4060, ptr addrspace(1) %4059, align 4
  br label %slot.done229

slot.done229:                                     ; preds = %slot.then228, %slot.done225
  %feature230 = add i64 %lane, 512
  %valid231 = icmp ult i64 %feature230, %n_features
  %4061 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid231, label %slot.then232, label %slot.done233

slot.then232:                                     ; preds = %slot.done229
  %4062 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature230
  %4063 = load float, ptr %4061, align 4
  store float %4063, ptr addrspace(1) %4062, align 4
  br label %slot.done233

slot.done233:                                     ; preds = %slot.then232, %slot.done229
  %feature234 = add i64 %lane, 768
  %valid235 = icmp ult i64 %feature234, %n_features
  %4064 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid235, label %slot.then236, label %slot.done237

slot.then236:                                     ; preds = %slot.done233
  %4065 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature234
  %4066 = load float, ptr %4064, align 4
  store float %4066, ptr addrspace(1) %4065, align 4
  br label %slot.done237

slot.done237:                                     ; preds = %slot.then236, %slot.done233
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_sphere_align_wide(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth70 = alloca i64, align 8
  %pairwise_levels69 = alloca [32 x i64], align 8
  %pairwise_sums68 = alloca [32 x float], align 4
  %fold_index67 = alloca i64, align 8
  %fold_value66 = alloca float, align 4
  %pairwise_depth55 = alloca i64, align 8
  %pairwise_levels54 = alloca [32 x i64], align 8
  %pairwise_sums53 = alloca [32 x float], align 4
  %fold_index52 = alloca i64, align 8
  %fold_value51 = alloca float, align 4
  %pairwise_depth36 = alloca i64, align 8
  %pairwise_levels35 = alloca [32 x i64], align 8
  %pairwise_sums34 = alloca [32 x float], align 4
  %fold_index33 = alloca i64, align 8
  %fold_value32 = alloca float, align 4
  %pairwise_depth31 = alloca i64, align 8
  %pairwise_levels30 = alloca [32 x i64], align 8
  %pairwise_sums29 = alloca [32 x float], align 4
  %fold_index28 = alloca i64, align 8
  %fold_value27 = alloca float, align 4
  %pairwise_depth26 = alloca i64, align 8
  %pairwise_levels25 = alloca [32 x i64], align 8
  %pairwise_sums24 = alloca [32 x float], align 4
  %fold_index23 = alloca i64, align 8
  %fold_value22 = alloca float, align 4
  %pairwise_depth15 = alloca i64, align 8
  %pairwise_levels14 = alloca [32 x i64], align 8
  %pairwise_sums13 = alloca [32 x float], align 4
  %fold_index12 = alloca i64, align 8
  %fold_value11 = alloca float, align 4
  %pairwise_depth10 = alloca i64, align 8
  %pairwise_levels9 = alloca [32 x i64], align 8
  %pairwise_sums8 = alloca [32 x float], align 4
  %fold_index7 = alloca i64, align 8
  %fold_value6 = alloca float, align 4
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
  %4 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %5 = mul i64 %n_features, 4
  %6 = mul i64 %row, %5
  %7 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %6
  %8 = mul i64 %n_features, 3
  %9 = add i64 %8, 0
  %10 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %9
  %11 = mul i64 %n_features, 0
  %12 = add i64 %11, 0
  %13 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %12
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done78, %row.then
  %step = phi i64 [ 0, %row.then ], [ %450, %noise.done78 ]
  %14 = icmp ult i64 %step, %steps
  br i1 %14, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br label %row.done

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
  br i1 %draw, label %draw.then, label %draw.done

draw.then:                                        ; preds = %anneal.done
  %first_element = mul i64 %row, %n_features
  br label %philox.header

draw.done:                                        ; preds = %noise.exit, %anneal.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

philox.header:                                    ; preds = %philox.body, %draw.then
  %philox = phi i64 [ %lane, %draw.then ], [ %131, %philox.body ]
  %21 = icmp ult i64 %philox, %n_features
  br i1 %21, label %philox.body, label %philox.exit

philox.body:                                      ; preds = %philox.header
  %element = add i64 %first_element, %philox
  %22 = trunc i64 %key0 to i32
  %23 = lshr i64 %key0, 32
  %24 = trunc i64 %23 to i32
  %25 = trunc i64 %element to i32
  %26 = trunc i64 %key1_step to i32
  %27 = lshr i64 %key1_step, 32
  %28 = trunc i64 %27 to i32
  %29 = lshr i64 %element, 32
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
  %129 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %philox
  store i32 %126, ptr addrspace(1) %129, align 4, !alias.scope !1, !noalias !4
  %130 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %philox
  store i32 %124, ptr addrspace(1) %130, align 4, !alias.scope !4, !noalias !1
  %131 = add i64 %philox, 256
  br label %philox.header

philox.exit:                                      ; preds = %philox.header
  br label %noise.header

noise.header:                                     ; preds = %noise.body, %philox.exit
  %noise = phi i64 [ %lane, %philox.exit ], [ %293, %noise.body ]
  %132 = icmp ult i64 %noise, %n_features
  br i1 %132, label %noise.body, label %noise.exit

noise.body:                                       ; preds = %noise.header
  %133 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %noise
  %w0 = load i32, ptr addrspace(1) %133, align 4, !alias.scope !1, !noalias !4
  %134 = getelementptr inbounds float, ptr addrspace(1) %13, i64 %noise
  %w1 = load i32, ptr addrspace(1) %134, align 4, !alias.scope !4, !noalias !1
  %135 = uitofp i32 %w0 to double
  %136 = fadd double %135, 5.000000e-01
  %137 = fmul double %136, 0x3DF0000000000000
  %138 = uitofp i32 %w1 to double
  %139 = fadd double %138, 5.000000e-01
  %140 = fmul double %139, 0x3DF0000000000000
  %141 = bitcast double %137 to i64
  %142 = lshr i64 %141, 32
  %143 = add i64 %142, 614242
  %144 = lshr i64 %143, 20
  %145 = sub i64 %144, 1023
  %146 = and i64 %143, 1048575
  %147 = add i64 %146, 1072079006
  %148 = shl i64 %147, 32
  %149 = and i64 %141, 4294967295
  %150 = or i64 %148, %149
  %151 = bitcast i64 %150 to double
  %152 = fsub double %151, 1.000000e+00
  %153 = fmul double 5.000000e-01, %152
  %154 = fmul double %153, %152
  %155 = fadd double 2.000000e+00, %152
  %156 = fdiv double %152, %155
  %157 = fmul double %156, %156
  %158 = fmul double %157, %157
  %159 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %160 = fmul double %158, %159
  %161 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %162 = fadd double %161, %160
  %163 = fmul double %158, %162
  %164 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %165 = fadd double %164, %163
  %166 = fmul double %158, %165
  %167 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %168 = fmul double %158, %167
  %169 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %170 = fadd double %169, %168
  %171 = fmul double %158, %170
  %172 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %173 = fadd double %172, %171
  %174 = fmul double %158, %173
  %175 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %176 = fadd double %175, %174
  %177 = fmul double %157, %176
  %178 = fadd double %177, %166
  %179 = sitofp i64 %145 to double
  %180 = fadd double %154, %178
  %181 = fmul double %156, %180
  %182 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %183 = fmul double %179, %182
  %184 = fadd double %181, %183
  %185 = fsub double %184, %154
  %186 = fadd double %185, %152
  %187 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %188 = fmul double %179, %187
  %189 = fadd double %186, %188
  %190 = fmul double -2.000000e+00, %189
  %191 = call double @llvm.sqrt.f64(double %190)
  %192 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %193 = fmul double %192, %140
  %194 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %195 = fmul double %193, %194
  %196 = fadd double %195, 0x4338000000000000
  %197 = bitcast double %196 to i64
  %198 = fsub double %196, 0x4338000000000000
  %199 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %200 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %201 = fmul double %198, %199
  %202 = fsub double %193, %201
  %203 = fmul double %198, %200
  %204 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %205 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %206 = fmul double %198, %204
  %207 = fsub double %202, %206
  %208 = fmul double %198, %205
  %209 = fsub double %202, %207
  %210 = fsub double %209, %206
  %211 = fsub double %208, %210
  %212 = fsub double %202, %203
  %213 = bitcast double %193 to i64
  %214 = lshr i64 %213, 52
  %215 = and i64 %214, 2047
  %216 = bitcast double %212 to i64
  %217 = lshr i64 %216, 52
  %218 = and i64 %217, 2047
  %219 = add i64 %218, 16
  %220 = icmp ult i64 %219, %215
  %221 = select i1 %220, double %207, double %202
  %222 = select i1 %220, double %211, double %203
  %223 = fsub double %221, %222
  %224 = fsub double %221, %223
  %225 = fsub double %224, %222
  %226 = fmul double %223, %223
  %227 = fmul double %226, %226
  %228 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %229 = fmul double %226, %228
  %230 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %231 = fadd double %230, %229
  %232 = fmul double %226, %231
  %233 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %234 = fadd double %233, %232
  %235 = fmul double %226, %234
  %236 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %237 = fmul double %226, %236
  %238 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %239 = fadd double %238, %237
  %240 = fmul double %226, %239
  %241 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %242 = fadd double %241, %240
  %243 = fmul double %227, %227
  %244 = fmul double %243, %242
  %245 = fadd double %235, %244
  %246 = fmul double 5.000000e-01, %226
  %247 = fsub double 1.000000e+00, %246
  %248 = fsub double 1.000000e+00, %247
  %249 = fsub double %248, %246
  %250 = fmul double %226, %245
  %251 = fmul double %223, %225
  %252 = fsub double %250, %251
  %253 = fadd double %249, %252
  %254 = fadd double %247, %253
  %255 = fmul double %223, %223
  %256 = fmul double %255, %255
  %257 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %258 = fmul double %255, %257
  %259 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %260 = fadd double %259, %258
  %261 = fmul double %255, %260
  %262 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %263 = fadd double %262, %261
  %264 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %265 = fmul double %255, %264
  %266 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %267 = fadd double %266, %265
  %268 = fmul double %255, %256
  %269 = fmul double %268, %267
  %270 = fadd double %263, %269
  %271 = fmul double %255, %223
  %272 = fmul double 5.000000e-01, %225
  %273 = fmul double %271, %270
  %274 = fsub double %272, %273
  %275 = fmul double %255, %274
  %276 = fsub double %275, %225
  %277 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %278 = fmul double %271, %277
  %279 = fsub double %276, %278
  %280 = fsub double %223, %279
  %281 = fneg double %254
  %282 = fneg double %280
  %283 = and i64 %197, 1
  %284 = and i64 %197, 2
  %285 = icmp eq i64 %283, 1
  %286 = icmp eq i64 %284, 2
  %287 = select i1 %286, double %281, double %254
  %288 = select i1 %286, double %280, double %282
  %289 = select i1 %285, double %288, double %287
  %290 = fmul double %191, %289
  %291 = fptrunc double %290 to float
  %292 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %noise
  store float %291, ptr addrspace(1) %292, align 4, !alias.scope !1, !noalias !4
  %293 = add i64 %noise, 256
  br label %noise.header

noise.exit:                                       ; preds = %noise.header
  br label %draw.done

noise5:                                           ; preds = %draw.done
  br label %feature.header

quiet:                                            ; preds = %draw.done
  br label %feature.header16

noise.done:                                       ; preds = %reduce.done21, %reduce.done
  %draw41 = icmp ne i32 %draw_noise, 0
  br i1 %draw41, label %noise42, label %quiet43

feature.header:                                   ; preds = %feature.body, %noise5
  %feature = phi i64 [ %lane, %noise5 ], [ %314, %feature.body ]
  %294 = icmp ult i64 %feature, %n_features
  br i1 %294, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %295 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %296 = load float, ptr addrspace(1) %295, align 4
  %297 = fmul float %296, %296
  %298 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %299 = load float, ptr addrspace(1) %298, align 4
  %300 = fmul float -1.000000e+00, %299
  %301 = fmul float %300, %296
  %302 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature
  %303 = load float, ptr addrspace(1) %302, align 4
  %304 = fmul float %303, %296
  %305 = mul i64 %n_features, 0
  %306 = add i64 %305, %feature
  %307 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %306
  store float %297, ptr addrspace(1) %307, align 4
  %308 = mul i64 %n_features, 1
  %309 = add i64 %308, %feature
  %310 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %309
  store float %301, ptr addrspace(1) %310, align 4
  %311 = mul i64 %n_features, 2
  %312 = add i64 %311, %feature
  %313 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %312
  store float %304, ptr addrspace(1) %313, align 4
  %314 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %315 = mul i64 %n_features, 0
  %316 = add i64 %315, 0
  %317 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %316
  %318 = mul i64 %n_features, 1
  %319 = add i64 %318, 0
  %320 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %319
  %321 = mul i64 %n_features, 2
  %322 = add i64 %321, 0
  %323 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %322
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value6, align 4
  store i64 0, ptr %fold_index7, align 8
  store i64 0, ptr %pairwise_depth10, align 8
  store float 0.000000e+00, ptr %fold_value11, align 4
  store i64 0, ptr %fold_index12, align 8
  store i64 0, ptr %pairwise_depth15, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %337, %fold_sums.body ]
  %324 = icmp ult i64 %fold_sums, %n_features
  br i1 %324, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %325 = getelementptr inbounds float, ptr addrspace(1) %317, i64 %fold_sums
  %326 = load float, ptr addrspace(1) %325, align 4
  %327 = load float, ptr %fold_value, align 4
  %328 = fadd float %326, %327
  store float %328, ptr %fold_value, align 4
  %329 = getelementptr inbounds float, ptr addrspace(1) %320, i64 %fold_sums
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = load float, ptr %fold_value6, align 4
  %332 = fadd float %330, %331
  store float %332, ptr %fold_value6, align 4
  %333 = getelementptr inbounds float, ptr addrspace(1) %323, i64 %fold_sums
  %334 = load float, ptr addrspace(1) %333, align 4
  %335 = load float, ptr %fold_value11, align 4
  %336 = fadd float %334, %335
  store float %336, ptr %fold_value11, align 4
  %337 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %338 = load float, ptr %fold_value, align 4
  %339 = load float, ptr %fold_value6, align 4
  %340 = load float, ptr %fold_value11, align 4
  store float %338, ptr addrspace(3) @tessera_uniforms_wide, align 4
  store float %339, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  store float %340, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  br label %reduce.done

feature.header16:                                 ; preds = %feature.body17, %quiet
  %feature19 = phi i64 [ %lane, %quiet ], [ %359, %feature.body17 ]
  %341 = icmp ult i64 %feature19, %n_features
  br i1 %341, label %feature.body17, label %feature.exit18

feature.body17:                                   ; preds = %feature.header16
  %342 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature19
  %343 = load float, ptr addrspace(1) %342, align 4
  %344 = fmul float %343, %343
  %345 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature19
  %346 = load float, ptr addrspace(1) %345, align 4
  %347 = fmul float -1.000000e+00, %346
  %348 = fmul float %347, %343
  %349 = fmul float 0.000000e+00, %343
  %350 = mul i64 %n_features, 0
  %351 = add i64 %350, %feature19
  %352 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %351
  store float %344, ptr addrspace(1) %352, align 4
  %353 = mul i64 %n_features, 1
  %354 = add i64 %353, %feature19
  %355 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %354
  store float %348, ptr addrspace(1) %355, align 4
  %356 = mul i64 %n_features, 2
  %357 = add i64 %356, %feature19
  %358 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %357
  store float %349, ptr addrspace(1) %358, align 4
  %359 = add i64 %feature19, 256
  br label %feature.header16

feature.exit18:                                   ; preds = %feature.header16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then20, label %reduce.done21

reduce.then20:                                    ; preds = %feature.exit18
  %360 = mul i64 %n_features, 0
  %361 = add i64 %360, 0
  %362 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %361
  %363 = mul i64 %n_features, 1
  %364 = add i64 %363, 0
  %365 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %364
  %366 = mul i64 %n_features, 2
  %367 = add i64 %366, 0
  %368 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %367
  store float 0.000000e+00, ptr %fold_value22, align 4
  store i64 0, ptr %fold_index23, align 8
  store i64 0, ptr %pairwise_depth26, align 8
  store float 0.000000e+00, ptr %fold_value27, align 4
  store i64 0, ptr %fold_index28, align 8
  store i64 0, ptr %pairwise_depth31, align 8
  store float 0.000000e+00, ptr %fold_value32, align 4
  store i64 0, ptr %fold_index33, align 8
  store i64 0, ptr %pairwise_depth36, align 8
  br label %fold_sums.header37

reduce.done21:                                    ; preds = %fold_sums.exit39, %feature.exit18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done

fold_sums.header37:                               ; preds = %fold_sums.body38, %reduce.then20
  %fold_sums40 = phi i64 [ 0, %reduce.then20 ], [ %382, %fold_sums.body38 ]
  %369 = icmp ult i64 %fold_sums40, %n_features
  br i1 %369, label %fold_sums.body38, label %fold_sums.exit39

fold_sums.body38:                                 ; preds = %fold_sums.header37
  %370 = getelementptr inbounds float, ptr addrspace(1) %362, i64 %fold_sums40
  %371 = load float, ptr addrspace(1) %370, align 4
  %372 = load float, ptr %fold_value22, align 4
  %373 = fadd float %371, %372
  store float %373, ptr %fold_value22, align 4
  %374 = getelementptr inbounds float, ptr addrspace(1) %365, i64 %fold_sums40
  %375 = load float, ptr addrspace(1) %374, align 4
  %376 = load float, ptr %fold_value27, align 4
  %377 = fadd float %375, %376
  store float %377, ptr %fold_value27, align 4
  %378 = getelementptr inbounds float, ptr addrspace(1) %368, i64 %fold_sums40
  %379 = load float, ptr addrspace(1) %378, align 4
  %380 = load float, ptr %fold_value32, align 4
  %381 = fadd float %379, %380
  store float %381, ptr %fold_value32, align 4
  %382 = add i64 %fold_sums40, 1
  br label %fold_sums.header37

fold_sums.exit39:                                 ; preds = %fold_sums.header37
  %383 = load float, ptr %fold_value22, align 4
  %384 = load float, ptr %fold_value27, align 4
  %385 = load float, ptr %fold_value32, align 4
  store float %383, ptr addrspace(3) @tessera_uniforms_wide, align 4
  store float %384, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  store float %385, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  br label %reduce.done21

noise42:                                          ; preds = %noise.done
  br label %feature.header45

quiet43:                                          ; preds = %noise.done
  br label %feature.header60

noise.done44:                                     ; preds = %reduce.done65, %reduce.done50
  %draw75 = icmp ne i32 %draw_noise, 0
  br i1 %draw75, label %noise76, label %quiet77

feature.header45:                                 ; preds = %feature.body46, %noise42
  %feature48 = phi i64 [ %lane, %noise42 ], [ %408, %feature.body46 ]
  %386 = icmp ult i64 %feature48, %n_features
  br i1 %386, label %feature.body46, label %feature.exit47

feature.body46:                                   ; preds = %feature.header45
  %387 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature48
  %388 = load float, ptr addrspace(1) %387, align 4
  %389 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature48
  %390 = load float, ptr addrspace(1) %389, align 4
  %391 = fmul float -1.000000e+00, %390
  %392 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %393 = fmul float %392, %388
  %394 = fsub float %391, %393
  %395 = fmul float %394, %eta
  %396 = fsub float %388, %395
  %397 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature48
  %398 = load float, ptr addrspace(1) %397, align 4
  %399 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %400 = fmul float %399, %388
  %401 = fsub float %398, %400
  %402 = fmul float %401, %20
  %403 = fadd float %396, %402
  %404 = fmul float %403, %403
  %405 = mul i64 %n_features, 0
  %406 = add i64 %405, %feature48
  %407 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %406
  store float %404, ptr addrspace(1) %407, align 4
  %408 = add i64 %feature48, 256
  br label %feature.header45

feature.exit47:                                   ; preds = %feature.header45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then49, label %reduce.done50

reduce.then49:                                    ; preds = %feature.exit47
  %409 = mul i64 %n_features, 0
  %410 = add i64 %409, 0
  %411 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %410
  store float 0.000000e+00, ptr %fold_value51, align 4
  store i64 0, ptr %fold_index52, align 8
  store i64 0, ptr %pairwise_depth55, align 8
  br label %fold_sums.header56

reduce.done50:                                    ; preds = %fold_sums.exit58, %feature.exit47
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done44

fold_sums.header56:                               ; preds = %fold_sums.body57, %reduce.then49
  %fold_sums59 = phi i64 [ 0, %reduce.then49 ], [ %417, %fold_sums.body57 ]
  %412 = icmp ult i64 %fold_sums59, %n_features
  br i1 %412, label %fold_sums.body57, label %fold_sums.exit58

fold_sums.body57:                                 ; preds = %fold_sums.header56
  %413 = getelementptr inbounds float, ptr addrspace(1) %411, i64 %fold_sums59
  %414 = load float, ptr addrspace(1) %413, align 4
  %415 = load float, ptr %fold_value51, align 4
  %416 = fadd float %414, %415
  store float %416, ptr %fold_value51, align 4
  %417 = add i64 %fold_sums59, 1
  br label %fold_sums.header56

fold_sums.exit58:                                 ; preds = %fold_sums.header56
  %418 = load float, ptr %fold_value51, align 4
  store float %418, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  br label %reduce.done50

feature.header60:                                 ; preds = %feature.body61, %quiet43
  %feature63 = phi i64 [ %lane, %quiet43 ], [ %439, %feature.body61 ]
  %419 = icmp ult i64 %feature63, %n_features
  br i1 %419, label %feature.body61, label %feature.exit62

feature.body61:                                   ; preds = %feature.header60
  %420 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature63
  %421 = load float, ptr addrspace(1) %420, align 4
  %422 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature63
  %423 = load float, ptr addrspace(1) %422, align 4
  %424 = fmul float -1.000000e+00, %423
  %425 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %426 = fmul float %425, %421
  %427 = fsub float %424, %426
  %428 = fmul float %427, %eta
  %429 = fsub float %421, %428
  %430 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %431 = fmul float %430, %421
  %432 = fsub float 0.000000e+00, %431
  %433 = fmul float %432, %20
  %434 = fadd float %429, %433
  %435 = fmul float %429, %429
  %436 = mul i64 %n_features, 0
  %437 = add i64 %436, %feature63
  %438 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %437
  store float %435, ptr addrspace(1) %438, align 4
  %439 = add i64 %feature63, 256
  br label %feature.header60

feature.exit62:                                   ; preds = %feature.header60
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then64, label %reduce.done65

reduce.then64:                                    ; preds = %feature.exit62
  %440 = mul i64 %n_features, 0
  %441 = add i64 %440, 0
  %442 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %441
  store float 0.000000e+00, ptr %fold_value66, align 4
  store i64 0, ptr %fold_index67, align 8
  store i64 0, ptr %pairwise_depth70, align 8
  br label %fold_sums.header71

reduce.done65:                                    ; preds = %fold_sums.exit73, %feature.exit62
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %noise.done44

fold_sums.header71:                               ; preds = %fold_sums.body72, %reduce.then64
  %fold_sums74 = phi i64 [ 0, %reduce.then64 ], [ %448, %fold_sums.body72 ]
  %443 = icmp ult i64 %fold_sums74, %n_features
  br i1 %443, label %fold_sums.body72, label %fold_sums.exit73

fold_sums.body72:                                 ; preds = %fold_sums.header71
  %444 = getelementptr inbounds float, ptr addrspace(1) %442, i64 %fold_sums74
  %445 = load float, ptr addrspace(1) %444, align 4
  %446 = load float, ptr %fold_value66, align 4
  %447 = fadd float %445, %446
  store float %447, ptr %fold_value66, align 4
  %448 = add i64 %fold_sums74, 1
  br label %fold_sums.header71

fold_sums.exit73:                                 ; preds = %fold_sums.header71
  %449 = load float, ptr %fold_value66, align 4
  store float %449, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  br label %reduce.done65

noise76:                                          ; preds = %noise.done44
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet77:                                          ; preds = %noise.done44
  br i1 %lane0, label %uniform_sinks.then84, label %uniform_sinks.done85

noise.done78:                                     ; preds = %feature.exit90, %feature.exit82
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %450 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise76
  %451 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %452 = fcmp olt float %451, 0x3D71979980000000
  %453 = select i1 %452, float 1.000000e+00, float 0.000000e+00
  %454 = getelementptr inbounds float, ptr addrspace(1) %2, i64 0
  %455 = load float, ptr addrspace(1) %454, align 4
  %456 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %457 = load float, ptr addrspace(1) %456, align 4
  %458 = fmul float -1.000000e+00, %457
  %459 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %460 = fmul float %459, %455
  %461 = fsub float %458, %460
  %462 = fmul float %461, %eta
  %463 = fsub float %455, %462
  %464 = getelementptr inbounds float, ptr addrspace(1) %10, i64 0
  %465 = load float, ptr addrspace(1) %464, align 4
  %466 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %467 = fmul float %466, %455
  %468 = fsub float %465, %467
  %469 = fmul float %468, %20
  %470 = fadd float %463, %469
  %471 = call float @llvm.sqrt.f32(float %451)
  %472 = fdiv float %470, %471
  %473 = fcmp une float %453, 0.000000e+00
  %474 = select i1 %473, float %455, float %472
  %475 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %476 = fsub float %475, 1.000000e+00
  %477 = bitcast float %476 to i32
  %478 = and i32 %477, 2147483647
  %479 = bitcast i32 %478 to float
  %480 = fcmp ogt float %479, 0x3F60624DE0000000
  %481 = select i1 %480, float 1.000000e+00, float 0.000000e+00
  %482 = fmul float %453, 2.000000e+00
  %483 = fadd float %481, %482
  %status_bits = fptoui float %483 to i32
  %status79 = load i32, ptr addrspace(1) %4, align 4
  %484 = or i32 %status79, %status_bits
  store i32 %484, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise76
  br label %feature.header80

feature.header80:                                 ; preds = %feature.body81, %uniform_sinks.done
  %feature83 = phi i64 [ %lane, %uniform_sinks.done ], [ %520, %feature.body81 ]
  %485 = icmp ult i64 %feature83, %n_features
  br i1 %485, label %feature.body81, label %feature.exit82

feature.body81:                                   ; preds = %feature.header80
  %486 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %487 = fcmp olt float %486, 0x3D71979980000000
  %488 = select i1 %487, float 1.000000e+00, float 0.000000e+00
  %489 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature83
  %490 = load float, ptr addrspace(1) %489, align 4
  %491 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature83
  %492 = load float, ptr addrspace(1) %491, align 4
  %493 = fmul float -1.000000e+00, %492
  %494 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %495 = fmul float %494, %490
  %496 = fsub float %493, %495
  %497 = fmul float %496, %eta
  %498 = fsub float %490, %497
  %499 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature83
  %500 = load float, ptr addrspace(1) %499, align 4
  %501 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %502 = fmul float %501, %490
  %503 = fsub float %500, %502
  %504 = fmul float %503, %20
  %505 = fadd float %498, %504
  %506 = call float @llvm.sqrt.f32(float %486)
  %507 = fdiv float %505, %506
  %508 = fcmp une float %488, 0.000000e+00
  %509 = select i1 %508, float %490, float %507
  %510 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %511 = fsub float %510, 1.000000e+00
  %512 = bitcast float %511 to i32
  %513 = and i32 %512, 2147483647
  %514 = bitcast i32 %513 to float
  %515 = fcmp ogt float %514, 0x3F60624DE0000000
  %516 = select i1 %515, float 1.000000e+00, float 0.000000e+00
  %517 = fmul float %488, 2.000000e+00
  %518 = fadd float %516, %517
  %519 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature83
  %bits = bitcast float %509 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %519, align 4
  %520 = add i64 %feature83, 256
  br label %feature.header80

feature.exit82:                                   ; preds = %feature.header80
  br label %noise.done78

uniform_sinks.then84:                             ; preds = %quiet77
  %521 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %522 = fcmp olt float %521, 0x3D71979980000000
  %523 = select i1 %522, float 1.000000e+00, float 0.000000e+00
  %524 = getelementptr inbounds float, ptr addrspace(1) %2, i64 0
  %525 = load float, ptr addrspace(1) %524, align 4
  %526 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %527 = load float, ptr addrspace(1) %526, align 4
  %528 = fmul float -1.000000e+00, %527
  %529 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %530 = fmul float %529, %525
  %531 = fsub float %528, %530
  %532 = fmul float %531, %eta
  %533 = fsub float %525, %532
  %534 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %535 = fmul float %534, %525
  %536 = fsub float 0.000000e+00, %535
  %537 = fmul float %536, %20
  %538 = fadd float %533, %537
  %539 = call float @llvm.sqrt.f32(float %521)
  %540 = fdiv float %533, %539
  %541 = fcmp une float %523, 0.000000e+00
  %542 = select i1 %541, float %525, float %540
  %543 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %544 = fsub float %543, 1.000000e+00
  %545 = bitcast float %544 to i32
  %546 = and i32 %545, 2147483647
  %547 = bitcast i32 %546 to float
  %548 = fcmp ogt float %547, 0x3F60624DE0000000
  %549 = select i1 %548, float 1.000000e+00, float 0.000000e+00
  %550 = fmul float %523, 2.000000e+00
  %551 = fadd float %549, %550
  %status_bits86 = fptoui float %551 to i32
  %status87 = load i32, ptr addrspace(1) %4, align 4
  %552 = or i32 %status87, %status_bits86
  store i32 %552, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done85

uniform_sinks.done85:                             ; preds = %uniform_sinks.then84, %quiet77
  br label %feature.header88

feature.header88:                                 ; preds = %feature.body89, %uniform_sinks.done85
  %feature91 = phi i64 [ %lane, %uniform_sinks.done85 ], [ %586, %feature.body89 ]
  %553 = icmp ult i64 %feature91, %n_features
  br i1 %553, label %feature.body89, label %feature.exit90

feature.body89:                                   ; preds = %feature.header88
  %554 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %555 = fcmp olt float %554, 0x3D71979980000000
  %556 = select i1 %555, float 1.000000e+00, float 0.000000e+00
  %557 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature91
  %558 = load float, ptr addrspace(1) %557, align 4
  %559 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature91
  %560 = load float, ptr addrspace(1) %559, align 4
  %561 = fmul float -1.000000e+00, %560
  %562 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %563 = fmul float %562, %558
  %564 = fsub float %561, %563
  %565 = fmul float %564, %eta
  %566 = fsub float %558, %565
  %567 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %568 = fmul float %567, %558
  %569 = fsub float 0.000000e+00, %568
  %570 = fmul float %569, %20
  %571 = fadd float %566, %570
  %572 = call float @llvm.sqrt.f32(float %554)
  %573 = fdiv float %566, %572
  %574 = fcmp une float %556, 0.000000e+00
  %575 = select i1 %574, float %558, float %573
  %576 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %577 = fsub float %576, 1.000000e+00
  %578 = bitcast float %577 to i32
  %579 = and i32 %578, 2147483647
  %580 = bitcast i32 %579 to float
  %581 = fcmp ogt float %580, 0x3F60624DE0000000
  %582 = select i1 %581, float 1.000000e+00, float 0.000000e+00
  %583 = fmul float %556, 2.000000e+00
  %584 = fadd float %582, %583
  %585 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature91
  %bits92 = bitcast float %575 to i32
  %magnitude93 = and i32 %bits92, 2147483647
  %is_nan94 = icmp ugt i32 %magnitude93, 2139095040
  %canonical95 = select i1 %is_nan94, i32 2143289344, i32 %bits92
  store i32 %canonical95, ptr addrspace(1) %585, align 4
  %586 = add i64 %feature91, 256
  br label %feature.header88

feature.exit90:                                   ; preds = %feature.header88
  br label %noise.done78
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
