; ModuleID = 'bivector_pull'
source_filename = "bivector_pull.toml"
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
define ptx_kernel void @tessera_bivector_pull_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %8 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row_read
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done42, %entry
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

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %36, %noise.done ]
  %12 = icmp ult i64 %step, %steps
  br i1 %12, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then41, label %store.done42

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
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %19 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

slot.then6:                                       ; preds = %anneal.done
  %20 = load float, ptr %19, align 4
  %bits = call i64 @llvm.ctpop.i64(i64 %feature4)
  %21 = icmp eq i64 %bits, 2
  %grade = select i1 %21, float 1.000000e+00, float 0.000000e+00
  %22 = fmul float %20, %grade
  %23 = fsub float %20, %22
  %24 = fmul float %23, %23
  %25 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %26 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %feature4
  store float %24, ptr addrspace(3) %26, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %anneal.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %27 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %33, %fold_sums.body ]
  %28 = icmp ult i64 %fold_sums, %n_features
  br i1 %28, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %29 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %fold_sums
  %30 = load float, ptr addrspace(3) %29, align 4
  %31 = load float, ptr %fold_value, align 4
  %32 = fadd float %30, %31
  store float %32, ptr %fold_value, align 4
  %33 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %34 = load float, ptr %fold_value, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %34, ptr addrspace(3) %35, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then21, label %store.done22

noise.done:                                       ; preds = %store.done22, %store.done
  %36 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %37 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done16, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr addrspace(1) %7, i64 0
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = fsub float %38, %40
  %42 = fmul float 2.000000e+00, %41
  %43 = fmul float 5.000000e-01, %42
  %bits10 = call i64 @llvm.ctpop.i64(i64 0)
  %44 = icmp eq i64 %bits10, 2
  %grade11 = select i1 %44, float 1.000000e+00, float 0.000000e+00
  %45 = fmul float %43, %grade11
  %46 = fmul float %45, %eta
  %47 = fsub float %38, %46
  %48 = mul i64 %row_read, %n_features
  %element = add i64 %48, 0
  %49 = trunc i64 %key0 to i32
  %50 = lshr i64 %key0, 32
  %51 = trunc i64 %50 to i32
  %52 = trunc i64 %element to i32
  %53 = trunc i64 %key1_step to i32
  %54 = lshr i64 %key1_step, 32
  %55 = trunc i64 %54 to i32
  %56 = lshr i64 %element, 32
  %57 = trunc i64 %56 to i32
  %58 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %52)
  %59 = mul i32 -766435501, %52
  %60 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %55)
  %61 = mul i32 -845247145, %55
  %62 = xor i32 %60, %53
  %63 = xor i32 %62, %49
  %64 = xor i32 %58, %57
  %65 = xor i32 %64, %51
  %66 = add i32 %49, -1640531527
  %67 = add i32 %51, -1150833019
  %68 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %63)
  %69 = mul i32 -766435501, %63
  %70 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %65)
  %71 = mul i32 -845247145, %65
  %72 = xor i32 %70, %61
  %73 = xor i32 %72, %66
  %74 = xor i32 %68, %59
  %75 = xor i32 %74, %67
  %76 = add i32 %66, -1640531527
  %77 = add i32 %67, -1150833019
  %78 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %73)
  %79 = mul i32 -766435501, %73
  %80 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %75)
  %81 = mul i32 -845247145, %75
  %82 = xor i32 %80, %71
  %83 = xor i32 %82, %76
  %84 = xor i32 %78, %69
  %85 = xor i32 %84, %77
  %86 = add i32 %76, -1640531527
  %87 = add i32 %77, -1150833019
  %88 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %83)
  %89 = mul i32 -766435501, %83
  %90 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %85)
  %91 = mul i32 -845247145, %85
  %92 = xor i32 %90, %81
  %93 = xor i32 %92, %86
  %94 = xor i32 %88, %79
  %95 = xor i32 %94, %87
  %96 = add i32 %86, -1640531527
  %97 = add i32 %87, -1150833019
  %98 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %93)
  %99 = mul i32 -766435501, %93
  %100 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %95)
  %101 = mul i32 -845247145, %95
  %102 = xor i32 %100, %91
  %103 = xor i32 %102, %96
  %104 = xor i32 %98, %89
  %105 = xor i32 %104, %97
  %106 = add i32 %96, -1640531527
  %107 = add i32 %97, -1150833019
  %108 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %103)
  %109 = mul i32 -766435501, %103
  %110 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %105)
  %111 = mul i32 -845247145, %105
  %112 = xor i32 %110, %101
  %113 = xor i32 %112, %106
  %114 = xor i32 %108, %99
  %115 = xor i32 %114, %107
  %116 = add i32 %106, -1640531527
  %117 = add i32 %107, -1150833019
  %118 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %113)
  %119 = mul i32 -766435501, %113
  %120 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %115)
  %121 = mul i32 -845247145, %115
  %122 = xor i32 %120, %111
  %123 = xor i32 %122, %116
  %124 = xor i32 %118, %109
  %125 = xor i32 %124, %117
  %126 = add i32 %116, -1640531527
  %127 = add i32 %117, -1150833019
  %128 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %123)
  %129 = mul i32 -766435501, %123
  %130 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %125)
  %131 = mul i32 -845247145, %125
  %132 = xor i32 %130, %121
  %133 = xor i32 %132, %126
  %134 = xor i32 %128, %119
  %135 = xor i32 %134, %127
  %136 = add i32 %126, -1640531527
  %137 = add i32 %127, -1150833019
  %138 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %133)
  %139 = mul i32 -766435501, %133
  %140 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %135)
  %141 = mul i32 -845247145, %135
  %142 = xor i32 %140, %131
  %143 = xor i32 %142, %136
  %144 = xor i32 %138, %129
  %145 = xor i32 %144, %137
  %146 = add i32 %136, -1640531527
  %147 = add i32 %137, -1150833019
  %148 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %143)
  %149 = mul i32 -766435501, %143
  %150 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %145)
  %151 = mul i32 -845247145, %145
  %152 = xor i32 %150, %141
  %153 = xor i32 %152, %146
  %154 = xor i32 %148, %139
  %155 = xor i32 %154, %147
  %156 = uitofp i32 %153 to double
  %157 = fadd double %156, 5.000000e-01
  %158 = fmul double %157, 0x3DF0000000000000
  %159 = uitofp i32 %151 to double
  %160 = fadd double %159, 5.000000e-01
  %161 = fmul double %160, 0x3DF0000000000000
  %162 = bitcast double %158 to i64
  %163 = lshr i64 %162, 32
  %164 = add i64 %163, 614242
  %165 = lshr i64 %164, 20
  %166 = sub i64 %165, 1023
  %167 = and i64 %164, 1048575
  %168 = add i64 %167, 1072079006
  %169 = shl i64 %168, 32
  %170 = and i64 %162, 4294967295
  %171 = or i64 %169, %170
  %172 = bitcast i64 %171 to double
  %173 = fsub double %172, 1.000000e+00
  %174 = fmul double 5.000000e-01, %173
  %175 = fmul double %174, %173
  %176 = fadd double 2.000000e+00, %173
  %177 = fdiv double %173, %176
  %178 = fmul double %177, %177
  %179 = fmul double %178, %178
  %180 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %181 = fmul double %179, %180
  %182 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %183 = fadd double %182, %181
  %184 = fmul double %179, %183
  %185 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %186 = fadd double %185, %184
  %187 = fmul double %179, %186
  %188 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %189 = fmul double %179, %188
  %190 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %191 = fadd double %190, %189
  %192 = fmul double %179, %191
  %193 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %194 = fadd double %193, %192
  %195 = fmul double %179, %194
  %196 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %197 = fadd double %196, %195
  %198 = fmul double %178, %197
  %199 = fadd double %198, %187
  %200 = sitofp i64 %166 to double
  %201 = fadd double %175, %199
  %202 = fmul double %177, %201
  %203 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %204 = fmul double %200, %203
  %205 = fadd double %202, %204
  %206 = fsub double %205, %175
  %207 = fadd double %206, %173
  %208 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %209 = fmul double %200, %208
  %210 = fadd double %207, %209
  %211 = fmul double -2.000000e+00, %210
  %212 = call double @llvm.sqrt.f64(double %211)
  %213 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %214 = fmul double %213, %161
  %215 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %216 = fmul double %214, %215
  %217 = fadd double %216, 0x4338000000000000
  %218 = bitcast double %217 to i64
  %219 = fsub double %217, 0x4338000000000000
  %220 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %221 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %222 = fmul double %219, %220
  %223 = fsub double %214, %222
  %224 = fmul double %219, %221
  %225 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %226 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %227 = fmul double %219, %225
  %228 = fsub double %223, %227
  %229 = fmul double %219, %226
  %230 = fsub double %223, %228
  %231 = fsub double %230, %227
  %232 = fsub double %229, %231
  %233 = fsub double %223, %224
  %234 = bitcast double %214 to i64
  %235 = lshr i64 %234, 52
  %236 = and i64 %235, 2047
  %237 = bitcast double %233 to i64
  %238 = lshr i64 %237, 52
  %239 = and i64 %238, 2047
  %240 = add i64 %239, 16
  %241 = icmp ult i64 %240, %236
  %242 = select i1 %241, double %228, double %223
  %243 = select i1 %241, double %232, double %224
  %244 = fsub double %242, %243
  %245 = fsub double %242, %244
  %246 = fsub double %245, %243
  %247 = fmul double %244, %244
  %248 = fmul double %247, %247
  %249 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %250 = fmul double %247, %249
  %251 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %252 = fadd double %251, %250
  %253 = fmul double %247, %252
  %254 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %255 = fadd double %254, %253
  %256 = fmul double %247, %255
  %257 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %258 = fmul double %247, %257
  %259 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %260 = fadd double %259, %258
  %261 = fmul double %247, %260
  %262 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %263 = fadd double %262, %261
  %264 = fmul double %248, %248
  %265 = fmul double %264, %263
  %266 = fadd double %256, %265
  %267 = fmul double 5.000000e-01, %247
  %268 = fsub double 1.000000e+00, %267
  %269 = fsub double 1.000000e+00, %268
  %270 = fsub double %269, %267
  %271 = fmul double %247, %266
  %272 = fmul double %244, %246
  %273 = fsub double %271, %272
  %274 = fadd double %270, %273
  %275 = fadd double %268, %274
  %276 = fmul double %244, %244
  %277 = fmul double %276, %276
  %278 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %279 = fmul double %276, %278
  %280 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %281 = fadd double %280, %279
  %282 = fmul double %276, %281
  %283 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %284 = fadd double %283, %282
  %285 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %286 = fmul double %276, %285
  %287 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %288 = fadd double %287, %286
  %289 = fmul double %276, %277
  %290 = fmul double %289, %288
  %291 = fadd double %284, %290
  %292 = fmul double %276, %244
  %293 = fmul double 5.000000e-01, %246
  %294 = fmul double %292, %291
  %295 = fsub double %293, %294
  %296 = fmul double %276, %295
  %297 = fsub double %296, %246
  %298 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %299 = fmul double %292, %298
  %300 = fsub double %297, %299
  %301 = fsub double %244, %300
  %302 = fneg double %275
  %303 = fneg double %301
  %304 = and i64 %218, 1
  %305 = and i64 %218, 2
  %306 = icmp eq i64 %304, 1
  %307 = icmp eq i64 %305, 2
  %308 = select i1 %307, double %302, double %275
  %309 = select i1 %307, double %301, double %303
  %310 = select i1 %306, double %309, double %308
  %311 = fmul double %212, %310
  %312 = fptrunc double %311 to float
  %313 = fmul float %312, %grade11
  %314 = fmul float %313, %18
  %315 = fadd float %47, %314
  %316 = fmul float %315, %grade11
  %317 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %318 = load float, ptr addrspace(3) %317, align 4
  %319 = fcmp ogt float %318, 0x3D71979980000000
  %320 = select i1 %319, float 1.000000e+00, float 0.000000e+00
  %status_bits = fptoui float %320 to i32
  %status12 = load i32, ptr addrspace(1) %8, align 4
  %321 = or i32 %status12, %status_bits
  store i32 %321, ptr addrspace(1) %8, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature13 = add i64 %lane, 0
  %valid14 = icmp ult i64 %feature13, %n_features
  %322 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %uniform_sinks.done
  %323 = load float, ptr %322, align 4
  %324 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature13
  %325 = load float, ptr addrspace(1) %324, align 4
  %326 = fsub float %323, %325
  %327 = fmul float 2.000000e+00, %326
  %328 = fmul float 5.000000e-01, %327
  %bits17 = call i64 @llvm.ctpop.i64(i64 %feature13)
  %329 = icmp eq i64 %bits17, 2
  %grade18 = select i1 %329, float 1.000000e+00, float 0.000000e+00
  %330 = fmul float %328, %grade18
  %331 = fmul float %330, %eta
  %332 = fsub float %323, %331
  %333 = mul i64 %row_read, %n_features
  %element19 = add i64 %333, %feature13
  %334 = trunc i64 %key0 to i32
  %335 = lshr i64 %key0, 32
  %336 = trunc i64 %335 to i32
  %337 = trunc i64 %element19 to i32
  %338 = trunc i64 %key1_step to i32
  %339 = lshr i64 %key1_step, 32
  %340 = trunc i64 %339 to i32
  %341 = lshr i64 %element19, 32
  %342 = trunc i64 %341 to i32
  %343 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %337)
  %344 = mul i32 -766435501, %337
  %345 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %340)
  %346 = mul i32 -845247145, %340
  %347 = xor i32 %345, %338
  %348 = xor i32 %347, %334
  %349 = xor i32 %343, %342
  %350 = xor i32 %349, %336
  %351 = add i32 %334, -1640531527
  %352 = add i32 %336, -1150833019
  %353 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %348)
  %354 = mul i32 -766435501, %348
  %355 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %350)
  %356 = mul i32 -845247145, %350
  %357 = xor i32 %355, %346
  %358 = xor i32 %357, %351
  %359 = xor i32 %353, %344
  %360 = xor i32 %359, %352
  %361 = add i32 %351, -1640531527
  %362 = add i32 %352, -1150833019
  %363 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %358)
  %364 = mul i32 -766435501, %358
  %365 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %360)
  %366 = mul i32 -845247145, %360
  %367 = xor i32 %365, %356
  %368 = xor i32 %367, %361
  %369 = xor i32 %363, %354
  %370 = xor i32 %369, %362
  %371 = add i32 %361, -1640531527
  %372 = add i32 %362, -1150833019
  %373 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %368)
  %374 = mul i32 -766435501, %368
  %375 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %370)
  %376 = mul i32 -845247145, %370
  %377 = xor i32 %375, %366
  %378 = xor i32 %377, %371
  %379 = xor i32 %373, %364
  %380 = xor i32 %379, %372
  %381 = add i32 %371, -1640531527
  %382 = add i32 %372, -1150833019
  %383 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %378)
  %384 = mul i32 -766435501, %378
  %385 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %380)
  %386 = mul i32 -845247145, %380
  %387 = xor i32 %385, %376
  %388 = xor i32 %387, %381
  %389 = xor i32 %383, %374
  %390 = xor i32 %389, %382
  %391 = add i32 %381, -1640531527
  %392 = add i32 %382, -1150833019
  %393 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %388)
  %394 = mul i32 -766435501, %388
  %395 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %390)
  %396 = mul i32 -845247145, %390
  %397 = xor i32 %395, %386
  %398 = xor i32 %397, %391
  %399 = xor i32 %393, %384
  %400 = xor i32 %399, %392
  %401 = add i32 %391, -1640531527
  %402 = add i32 %392, -1150833019
  %403 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %398)
  %404 = mul i32 -766435501, %398
  %405 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %400)
  %406 = mul i32 -845247145, %400
  %407 = xor i32 %405, %396
  %408 = xor i32 %407, %401
  %409 = xor i32 %403, %394
  %410 = xor i32 %409, %402
  %411 = add i32 %401, -1640531527
  %412 = add i32 %402, -1150833019
  %413 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %408)
  %414 = mul i32 -766435501, %408
  %415 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %410)
  %416 = mul i32 -845247145, %410
  %417 = xor i32 %415, %406
  %418 = xor i32 %417, %411
  %419 = xor i32 %413, %404
  %420 = xor i32 %419, %412
  %421 = add i32 %411, -1640531527
  %422 = add i32 %412, -1150833019
  %423 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %418)
  %424 = mul i32 -766435501, %418
  %425 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %420)
  %426 = mul i32 -845247145, %420
  %427 = xor i32 %425, %416
  %428 = xor i32 %427, %421
  %429 = xor i32 %423, %414
  %430 = xor i32 %429, %422
  %431 = add i32 %421, -1640531527
  %432 = add i32 %422, -1150833019
  %433 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %428)
  %434 = mul i32 -766435501, %428
  %435 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %430)
  %436 = mul i32 -845247145, %430
  %437 = xor i32 %435, %426
  %438 = xor i32 %437, %431
  %439 = xor i32 %433, %424
  %440 = xor i32 %439, %432
  %441 = uitofp i32 %438 to double
  %442 = fadd double %441, 5.000000e-01
  %443 = fmul double %442, 0x3DF0000000000000
  %444 = uitofp i32 %436 to double
  %445 = fadd double %444, 5.000000e-01
  %446 = fmul double %445, 0x3DF0000000000000
  %447 = bitcast double %443 to i64
  %448 = lshr i64 %447, 32
  %449 = add i64 %448, 614242
  %450 = lshr i64 %449, 20
  %451 = sub i64 %450, 1023
  %452 = and i64 %449, 1048575
  %453 = add i64 %452, 1072079006
  %454 = shl i64 %453, 32
  %455 = and i64 %447, 4294967295
  %456 = or i64 %454, %455
  %457 = bitcast i64 %456 to double
  %458 = fsub double %457, 1.000000e+00
  %459 = fmul double 5.000000e-01, %458
  %460 = fmul double %459, %458
  %461 = fadd double 2.000000e+00, %458
  %462 = fdiv double %458, %461
  %463 = fmul double %462, %462
  %464 = fmul double %463, %463
  %465 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %466 = fmul double %464, %465
  %467 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %468 = fadd double %467, %466
  %469 = fmul double %464, %468
  %470 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %471 = fadd double %470, %469
  %472 = fmul double %464, %471
  %473 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %474 = fmul double %464, %473
  %475 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %476 = fadd double %475, %474
  %477 = fmul double %464, %476
  %478 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %479 = fadd double %478, %477
  %480 = fmul double %464, %479
  %481 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %482 = fadd double %481, %480
  %483 = fmul double %463, %482
  %484 = fadd double %483, %472
  %485 = sitofp i64 %451 to double
  %486 = fadd double %460, %484
  %487 = fmul double %462, %486
  %488 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %489 = fmul double %485, %488
  %490 = fadd double %487, %489
  %491 = fsub double %490, %460
  %492 = fadd double %491, %458
  %493 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %494 = fmul double %485, %493
  %495 = fadd double %492, %494
  %496 = fmul double -2.000000e+00, %495
  %497 = call double @llvm.sqrt.f64(double %496)
  %498 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %499 = fmul double %498, %446
  %500 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %501 = fmul double %499, %500
  %502 = fadd double %501, 0x4338000000000000
  %503 = bitcast double %502 to i64
  %504 = fsub double %502, 0x4338000000000000
  %505 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %506 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %507 = fmul double %504, %505
  %508 = fsub double %499, %507
  %509 = fmul double %504, %506
  %510 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %511 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %512 = fmul double %504, %510
  %513 = fsub double %508, %512
  %514 = fmul double %504, %511
  %515 = fsub double %508, %513
  %516 = fsub double %515, %512
  %517 = fsub double %514, %516
  %518 = fsub double %508, %509
  %519 = bitcast double %499 to i64
  %520 = lshr i64 %519, 52
  %521 = and i64 %520, 2047
  %522 = bitcast double %518 to i64
  %523 = lshr i64 %522, 52
  %524 = and i64 %523, 2047
  %525 = add i64 %524, 16
  %526 = icmp ult i64 %525, %521
  %527 = select i1 %526, double %513, double %508
  %528 = select i1 %526, double %517, double %509
  %529 = fsub double %527, %528
  %530 = fsub double %527, %529
  %531 = fsub double %530, %528
  %532 = fmul double %529, %529
  %533 = fmul double %532, %532
  %534 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %535 = fmul double %532, %534
  %536 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %537 = fadd double %536, %535
  %538 = fmul double %532, %537
  %539 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %540 = fadd double %539, %538
  %541 = fmul double %532, %540
  %542 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %543 = fmul double %532, %542
  %544 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %545 = fadd double %544, %543
  %546 = fmul double %532, %545
  %547 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %548 = fadd double %547, %546
  %549 = fmul double %533, %533
  %550 = fmul double %549, %548
  %551 = fadd double %541, %550
  %552 = fmul double 5.000000e-01, %532
  %553 = fsub double 1.000000e+00, %552
  %554 = fsub double 1.000000e+00, %553
  %555 = fsub double %554, %552
  %556 = fmul double %532, %551
  %557 = fmul double %529, %531
  %558 = fsub double %556, %557
  %559 = fadd double %555, %558
  %560 = fadd double %553, %559
  %561 = fmul double %529, %529
  %562 = fmul double %561, %561
  %563 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %564 = fmul double %561, %563
  %565 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %566 = fadd double %565, %564
  %567 = fmul double %561, %566
  %568 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %569 = fadd double %568, %567
  %570 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %571 = fmul double %561, %570
  %572 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %573 = fadd double %572, %571
  %574 = fmul double %561, %562
  %575 = fmul double %574, %573
  %576 = fadd double %569, %575
  %577 = fmul double %561, %529
  %578 = fmul double 5.000000e-01, %531
  %579 = fmul double %577, %576
  %580 = fsub double %578, %579
  %581 = fmul double %561, %580
  %582 = fsub double %581, %531
  %583 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %584 = fmul double %577, %583
  %585 = fsub double %582, %584
  %586 = fsub double %529, %585
  %587 = fneg double %560
  %588 = fneg double %586
  %589 = and i64 %503, 1
  %590 = and i64 %503, 2
  %591 = icmp eq i64 %589, 1
  %592 = icmp eq i64 %590, 2
  %593 = select i1 %592, double %587, double %560
  %594 = select i1 %592, double %586, double %588
  %595 = select i1 %591, double %594, double %593
  %596 = fmul double %497, %595
  %597 = fptrunc double %596 to float
  %598 = fmul float %597, %grade18
  %599 = fmul float %598, %18
  %600 = fadd float %332, %599
  %601 = fmul float %600, %grade18
  %602 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %603 = load float, ptr addrspace(3) %602, align 4
  %604 = fcmp ogt float %603, 0x3D71979980000000
  %605 = select i1 %604, float 1.000000e+00, float 0.000000e+00
  %bits20 = bitcast float %601 to i32
  %magnitude = and i32 %bits20, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits20
  store i32 %canonical, ptr %322, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %uniform_sinks.done
  br label %store.done

store.then21:                                     ; preds = %quiet
  %feature23 = add i64 %lane, 0
  %valid24 = icmp ult i64 %feature23, %n_features
  %606 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then25, label %uniform_sinks.done26

store.done22:                                     ; preds = %slot.done34, %quiet
  br label %noise.done

uniform_sinks.then25:                             ; preds = %store.then21
  %607 = load float, ptr %606, align 4
  %608 = getelementptr inbounds float, ptr addrspace(1) %7, i64 0
  %609 = load float, ptr addrspace(1) %608, align 4
  %610 = fsub float %607, %609
  %611 = fmul float 2.000000e+00, %610
  %612 = fmul float 5.000000e-01, %611
  %bits27 = call i64 @llvm.ctpop.i64(i64 0)
  %613 = icmp eq i64 %bits27, 2
  %grade28 = select i1 %613, float 1.000000e+00, float 0.000000e+00
  %614 = fmul float %612, %grade28
  %615 = fmul float %614, %eta
  %616 = fsub float %607, %615
  %617 = fmul float 0.000000e+00, %grade28
  %618 = fmul float %617, %18
  %619 = fadd float %616, %618
  %620 = fmul float %616, %grade28
  %621 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %622 = load float, ptr addrspace(3) %621, align 4
  %623 = fcmp ogt float %622, 0x3D71979980000000
  %624 = select i1 %623, float 1.000000e+00, float 0.000000e+00
  %status_bits29 = fptoui float %624 to i32
  %status30 = load i32, ptr addrspace(1) %8, align 4
  %625 = or i32 %status30, %status_bits29
  store i32 %625, ptr addrspace(1) %8, align 4
  br label %uniform_sinks.done26

uniform_sinks.done26:                             ; preds = %uniform_sinks.then25, %store.then21
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %626 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

slot.then33:                                      ; preds = %uniform_sinks.done26
  %627 = load float, ptr %626, align 4
  %628 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature31
  %629 = load float, ptr addrspace(1) %628, align 4
  %630 = fsub float %627, %629
  %631 = fmul float 2.000000e+00, %630
  %632 = fmul float 5.000000e-01, %631
  %bits35 = call i64 @llvm.ctpop.i64(i64 %feature31)
  %633 = icmp eq i64 %bits35, 2
  %grade36 = select i1 %633, float 1.000000e+00, float 0.000000e+00
  %634 = fmul float %632, %grade36
  %635 = fmul float %634, %eta
  %636 = fsub float %627, %635
  %637 = fmul float 0.000000e+00, %grade36
  %638 = fmul float %637, %18
  %639 = fadd float %636, %638
  %640 = fmul float %636, %grade36
  %641 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %642 = load float, ptr addrspace(3) %641, align 4
  %643 = fcmp ogt float %642, 0x3D71979980000000
  %644 = select i1 %643, float 1.000000e+00, float 0.000000e+00
  %bits37 = bitcast float %640 to i32
  %magnitude38 = and i32 %bits37, 2147483647
  %is_nan39 = icmp ugt i32 %magnitude38, 2139095040
  %canonical40 = select i1 %is_nan39, i32 2143289344, i32 %bits37
  store i32 %canonical40, ptr %626, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %uniform_sinks.done26
  br label %store.done22

store.then41:                                     ; preds = %step.exit
  %feature43 = add i64 %lane, 0
  %valid44 = icmp ult i64 %feature43, %n_features
  %645 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid44, label %slot.then45, label %slot.done46

store.done42:                                     ; preds = %slot.done46, %step.exit
  br label %row.done

slot.then45:                                      ; preds = %store.then41
  %646 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature43
  %647 = load float, ptr %645, align 4
  store float %647, ptr addrspace(1) %646, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %store.then41
  br label %store.done42
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

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
define ptx_kernel void @tessera_bivector_pull_w1024(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %5 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %6 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done147, %entry
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

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %63, %noise.done ]
  %18 = icmp ult i64 %step, %steps
  br i1 %18, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal14, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature132 = add i64 %lane, 0
  %valid133 = icmp ult i64 %feature132, %n_features
  %19 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid133, label %slot.then134, label %slot.done135

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
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %26 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

slot.then18:                                      ; preds = %anneal.done
  %27 = load float, ptr %26, align 4
  %bits = call i64 @llvm.ctpop.i64(i64 %feature16)
  %28 = icmp eq i64 %bits, 2
  %grade = select i1 %28, float 1.000000e+00, float 0.000000e+00
  %29 = fmul float %27, %grade
  %30 = fsub float %27, %29
  %31 = fmul float %30, %30
  %32 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature16
  store float %31, ptr addrspace(3) %32, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %anneal.done
  %feature20 = add i64 %lane, 256
  %valid21 = icmp ult i64 %feature20, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %34 = load float, ptr %33, align 4
  %bits24 = call i64 @llvm.ctpop.i64(i64 %feature20)
  %35 = icmp eq i64 %bits24, 2
  %grade25 = select i1 %35, float 1.000000e+00, float 0.000000e+00
  %36 = fmul float %34, %grade25
  %37 = fsub float %34, %36
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature20
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature26 = add i64 %lane, 512
  %valid27 = icmp ult i64 %feature26, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid27, label %slot.then28, label %slot.done29

slot.then28:                                      ; preds = %slot.done23
  %41 = load float, ptr %40, align 4
  %bits30 = call i64 @llvm.ctpop.i64(i64 %feature26)
  %42 = icmp eq i64 %bits30, 2
  %grade31 = select i1 %42, float 1.000000e+00, float 0.000000e+00
  %43 = fmul float %41, %grade31
  %44 = fsub float %41, %43
  %45 = fmul float %44, %44
  %46 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature26
  store float %45, ptr addrspace(3) %46, align 4
  br label %slot.done29

slot.done29:                                      ; preds = %slot.then28, %slot.done23
  %feature32 = add i64 %lane, 768
  %valid33 = icmp ult i64 %feature32, %n_features
  %47 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid33, label %slot.then34, label %slot.done35

slot.then34:                                      ; preds = %slot.done29
  %48 = load float, ptr %47, align 4
  %bits36 = call i64 @llvm.ctpop.i64(i64 %feature32)
  %49 = icmp eq i64 %bits36, 2
  %grade37 = select i1 %49, float 1.000000e+00, float 0.000000e+00
  %50 = fmul float %48, %grade37
  %51 = fsub float %48, %50
  %52 = fmul float %51, %51
  %53 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature32
  store float %52, ptr addrspace(3) %53, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %slot.done29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done35
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done35
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %59, %fold_sums.body ]
  %54 = icmp ult i64 %fold_sums, %n_features
  br i1 %54, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %55 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %56 = load float, ptr addrspace(3) %55, align 4
  %57 = load float, ptr %fold_value, align 4
  %58 = fadd float %56, %57
  store float %58, ptr %fold_value, align 4
  %59 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %60 = load float, ptr %fold_value, align 4
  store float %60, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature38 = add i64 %lane, 0
  %valid39 = icmp ult i64 %feature38, %n_features
  %61 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature84 = add i64 %lane, 0
  %valid85 = icmp ult i64 %feature84, %n_features
  %62 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then86, label %uniform_sinks.done87

noise.done:                                       ; preds = %slot.done125, %slot.done76
  %63 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  %64 = load float, ptr %61, align 4
  %65 = getelementptr inbounds float, ptr addrspace(1) %4, i64 0
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fsub float %64, %66
  %68 = fmul float 2.000000e+00, %67
  %69 = fmul float 5.000000e-01, %68
  %bits40 = call i64 @llvm.ctpop.i64(i64 0)
  %70 = icmp eq i64 %bits40, 2
  %grade41 = select i1 %70, float 1.000000e+00, float 0.000000e+00
  %71 = fmul float %69, %grade41
  %72 = fmul float %71, %eta
  %73 = fsub float %64, %72
  %74 = mul i64 %row, %n_features
  %element = add i64 %74, 0
  %75 = trunc i64 %key0 to i32
  %76 = lshr i64 %key0, 32
  %77 = trunc i64 %76 to i32
  %78 = trunc i64 %element to i32
  %79 = trunc i64 %key1_step to i32
  %80 = lshr i64 %key1_step, 32
  %81 = trunc i64 %80 to i32
  %82 = lshr i64 %element, 32
  %83 = trunc i64 %82 to i32
  %84 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %78)
  %85 = mul i32 -766435501, %78
  %86 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %81)
  %87 = mul i32 -845247145, %81
  %88 = xor i32 %86, %79
  %89 = xor i32 %88, %75
  %90 = xor i32 %84, %83
  %91 = xor i32 %90, %77
  %92 = add i32 %75, -1640531527
  %93 = add i32 %77, -1150833019
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
  %152 = add i32 %142, -1640531527
  %153 = add i32 %143, -1150833019
  %154 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %149)
  %155 = mul i32 -766435501, %149
  %156 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %151)
  %157 = mul i32 -845247145, %151
  %158 = xor i32 %156, %147
  %159 = xor i32 %158, %152
  %160 = xor i32 %154, %145
  %161 = xor i32 %160, %153
  %162 = add i32 %152, -1640531527
  %163 = add i32 %153, -1150833019
  %164 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %159)
  %165 = mul i32 -766435501, %159
  %166 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %161)
  %167 = mul i32 -845247145, %161
  %168 = xor i32 %166, %157
  %169 = xor i32 %168, %162
  %170 = xor i32 %164, %155
  %171 = xor i32 %170, %163
  %172 = add i32 %162, -1640531527
  %173 = add i32 %163, -1150833019
  %174 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %169)
  %175 = mul i32 -766435501, %169
  %176 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %171)
  %177 = mul i32 -845247145, %171
  %178 = xor i32 %176, %167
  %179 = xor i32 %178, %172
  %180 = xor i32 %174, %165
  %181 = xor i32 %180, %173
  %182 = uitofp i32 %179 to double
  %183 = fadd double %182, 5.000000e-01
  %184 = fmul double %183, 0x3DF0000000000000
  %185 = uitofp i32 %177 to double
  %186 = fadd double %185, 5.000000e-01
  %187 = fmul double %186, 0x3DF0000000000000
  %188 = bitcast double %184 to i64
  %189 = lshr i64 %188, 32
  %190 = add i64 %189, 614242
  %191 = lshr i64 %190, 20
  %192 = sub i64 %191, 1023
  %193 = and i64 %190, 1048575
  %194 = add i64 %193, 1072079006
  %195 = shl i64 %194, 32
  %196 = and i64 %188, 4294967295
  %197 = or i64 %195, %196
  %198 = bitcast i64 %197 to double
  %199 = fsub double %198, 1.000000e+00
  %200 = fmul double 5.000000e-01, %199
  %201 = fmul double %200, %199
  %202 = fadd double 2.000000e+00, %199
  %203 = fdiv double %199, %202
  %204 = fmul double %203, %203
  %205 = fmul double %204, %204
  %206 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %207 = fmul double %205, %206
  %208 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %209 = fadd double %208, %207
  %210 = fmul double %205, %209
  %211 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %212 = fadd double %211, %210
  %213 = fmul double %205, %212
  %214 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %215 = fmul double %205, %214
  %216 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %217 = fadd double %216, %215
  %218 = fmul double %205, %217
  %219 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %220 = fadd double %219, %218
  %221 = fmul double %205, %220
  %222 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %223 = fadd double %222, %221
  %224 = fmul double %204, %223
  %225 = fadd double %224, %213
  %226 = sitofp i64 %192 to double
  %227 = fadd double %201, %225
  %228 = fmul double %203, %227
  %229 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %230 = fmul double %226, %229
  %231 = fadd double %228, %230
  %232 = fsub double %231, %201
  %233 = fadd double %232, %199
  %234 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %235 = fmul double %226, %234
  %236 = fadd double %233, %235
  %237 = fmul double -2.000000e+00, %236
  %238 = call double @llvm.sqrt.f64(double %237)
  %239 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %240 = fmul double %239, %187
  %241 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %242 = fmul double %240, %241
  %243 = fadd double %242, 0x4338000000000000
  %244 = bitcast double %243 to i64
  %245 = fsub double %243, 0x4338000000000000
  %246 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %247 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %248 = fmul double %245, %246
  %249 = fsub double %240, %248
  %250 = fmul double %245, %247
  %251 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %252 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %253 = fmul double %245, %251
  %254 = fsub double %249, %253
  %255 = fmul double %245, %252
  %256 = fsub double %249, %254
  %257 = fsub double %256, %253
  %258 = fsub double %255, %257
  %259 = fsub double %249, %250
  %260 = bitcast double %240 to i64
  %261 = lshr i64 %260, 52
  %262 = and i64 %261, 2047
  %263 = bitcast double %259 to i64
  %264 = lshr i64 %263, 52
  %265 = and i64 %264, 2047
  %266 = add i64 %265, 16
  %267 = icmp ult i64 %266, %262
  %268 = select i1 %267, double %254, double %249
  %269 = select i1 %267, double %258, double %250
  %270 = fsub double %268, %269
  %271 = fsub double %268, %270
  %272 = fsub double %271, %269
  %273 = fmul double %270, %270
  %274 = fmul double %273, %273
  %275 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %276 = fmul double %273, %275
  %277 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %278 = fadd double %277, %276
  %279 = fmul double %273, %278
  %280 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %281 = fadd double %280, %279
  %282 = fmul double %273, %281
  %283 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %284 = fmul double %273, %283
  %285 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %286 = fadd double %285, %284
  %287 = fmul double %273, %286
  %288 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %289 = fadd double %288, %287
  %290 = fmul double %274, %274
  %291 = fmul double %290, %289
  %292 = fadd double %282, %291
  %293 = fmul double 5.000000e-01, %273
  %294 = fsub double 1.000000e+00, %293
  %295 = fsub double 1.000000e+00, %294
  %296 = fsub double %295, %293
  %297 = fmul double %273, %292
  %298 = fmul double %270, %272
  %299 = fsub double %297, %298
  %300 = fadd double %296, %299
  %301 = fadd double %294, %300
  %302 = fmul double %270, %270
  %303 = fmul double %302, %302
  %304 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %305 = fmul double %302, %304
  %306 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %307 = fadd double %306, %305
  %308 = fmul double %302, %307
  %309 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %310 = fadd double %309, %308
  %311 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %312 = fmul double %302, %311
  %313 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %314 = fadd double %313, %312
  %315 = fmul double %302, %303
  %316 = fmul double %315, %314
  %317 = fadd double %310, %316
  %318 = fmul double %302, %270
  %319 = fmul double 5.000000e-01, %272
  %320 = fmul double %318, %317
  %321 = fsub double %319, %320
  %322 = fmul double %302, %321
  %323 = fsub double %322, %272
  %324 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %325 = fmul double %318, %324
  %326 = fsub double %323, %325
  %327 = fsub double %270, %326
  %328 = fneg double %301
  %329 = fneg double %327
  %330 = and i64 %244, 1
  %331 = and i64 %244, 2
  %332 = icmp eq i64 %330, 1
  %333 = icmp eq i64 %331, 2
  %334 = select i1 %333, double %328, double %301
  %335 = select i1 %333, double %327, double %329
  %336 = select i1 %332, double %335, double %334
  %337 = fmul double %238, %336
  %338 = fptrunc double %337 to float
  %339 = fmul float %338, %grade41
  %340 = fmul float %339, %25
  %341 = fadd float %73, %340
  %342 = fmul float %341, %grade41
  %343 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %344 = fcmp ogt float %343, 0x3D71979980000000
  %345 = select i1 %344, float 1.000000e+00, float 0.000000e+00
  %status_bits = fptoui float %345 to i32
  %status42 = load i32, ptr addrspace(1) %5, align 4
  %346 = or i32 %status42, %status_bits
  store i32 %346, ptr addrspace(1) %5, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature43 = add i64 %lane, 0
  %valid44 = icmp ult i64 %feature43, %n_features
  %347 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %uniform_sinks.done
  %348 = load float, ptr %347, align 4
  %349 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature43
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = fsub float %348, %350
  %352 = fmul float 2.000000e+00, %351
  %353 = fmul float 5.000000e-01, %352
  %bits47 = call i64 @llvm.ctpop.i64(i64 %feature43)
  %354 = icmp eq i64 %bits47, 2
  %grade48 = select i1 %354, float 1.000000e+00, float 0.000000e+00
  %355 = fmul float %353, %grade48
  %356 = fmul float %355, %eta
  %357 = fsub float %348, %356
  %358 = mul i64 %row, %n_features
  %element49 = add i64 %358, %feature43
  %359 = trunc i64 %key0 to i32
  %360 = lshr i64 %key0, 32
  %361 = trunc i64 %360 to i32
  %362 = trunc i64 %element49 to i32
  %363 = trunc i64 %key1_step to i32
  %364 = lshr i64 %key1_step, 32
  %365 = trunc i64 %364 to i32
  %366 = lshr i64 %element49, 32
  %367 = trunc i64 %366 to i32
  %368 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %362)
  %369 = mul i32 -766435501, %362
  %370 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %365)
  %371 = mul i32 -845247145, %365
  %372 = xor i32 %370, %363
  %373 = xor i32 %372, %359
  %374 = xor i32 %368, %367
  %375 = xor i32 %374, %361
  %376 = add i32 %359, -1640531527
  %377 = add i32 %361, -1150833019
  %378 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %373)
  %379 = mul i32 -766435501, %373
  %380 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %375)
  %381 = mul i32 -845247145, %375
  %382 = xor i32 %380, %371
  %383 = xor i32 %382, %376
  %384 = xor i32 %378, %369
  %385 = xor i32 %384, %377
  %386 = add i32 %376, -1640531527
  %387 = add i32 %377, -1150833019
  %388 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %383)
  %389 = mul i32 -766435501, %383
  %390 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %385)
  %391 = mul i32 -845247145, %385
  %392 = xor i32 %390, %381
  %393 = xor i32 %392, %386
  %394 = xor i32 %388, %379
  %395 = xor i32 %394, %387
  %396 = add i32 %386, -1640531527
  %397 = add i32 %387, -1150833019
  %398 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %393)
  %399 = mul i32 -766435501, %393
  %400 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %395)
  %401 = mul i32 -845247145, %395
  %402 = xor i32 %400, %391
  %403 = xor i32 %402, %396
  %404 = xor i32 %398, %389
  %405 = xor i32 %404, %397
  %406 = add i32 %396, -1640531527
  %407 = add i32 %397, -1150833019
  %408 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %403)
  %409 = mul i32 -766435501, %403
  %410 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %405)
  %411 = mul i32 -845247145, %405
  %412 = xor i32 %410, %401
  %413 = xor i32 %412, %406
  %414 = xor i32 %408, %399
  %415 = xor i32 %414, %407
  %416 = add i32 %406, -1640531527
  %417 = add i32 %407, -1150833019
  %418 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %413)
  %419 = mul i32 -766435501, %413
  %420 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %415)
  %421 = mul i32 -845247145, %415
  %422 = xor i32 %420, %411
  %423 = xor i32 %422, %416
  %424 = xor i32 %418, %409
  %425 = xor i32 %424, %417
  %426 = add i32 %416, -1640531527
  %427 = add i32 %417, -1150833019
  %428 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %423)
  %429 = mul i32 -766435501, %423
  %430 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %425)
  %431 = mul i32 -845247145, %425
  %432 = xor i32 %430, %421
  %433 = xor i32 %432, %426
  %434 = xor i32 %428, %419
  %435 = xor i32 %434, %427
  %436 = add i32 %426, -1640531527
  %437 = add i32 %427, -1150833019
  %438 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %433)
  %439 = mul i32 -766435501, %433
  %440 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %435)
  %441 = mul i32 -845247145, %435
  %442 = xor i32 %440, %431
  %443 = xor i32 %442, %436
  %444 = xor i32 %438, %429
  %445 = xor i32 %444, %437
  %446 = add i32 %436, -1640531527
  %447 = add i32 %437, -1150833019
  %448 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %443)
  %449 = mul i32 -766435501, %443
  %450 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %445)
  %451 = mul i32 -845247145, %445
  %452 = xor i32 %450, %441
  %453 = xor i32 %452, %446
  %454 = xor i32 %448, %439
  %455 = xor i32 %454, %447
  %456 = add i32 %446, -1640531527
  %457 = add i32 %447, -1150833019
  %458 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %453)
  %459 = mul i32 -766435501, %453
  %460 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %455)
  %461 = mul i32 -845247145, %455
  %462 = xor i32 %460, %451
  %463 = xor i32 %462, %456
  %464 = xor i32 %458, %449
  %465 = xor i32 %464, %457
  %466 = uitofp i32 %463 to double
  %467 = fadd double %466, 5.000000e-01
  %468 = fmul double %467, 0x3DF0000000000000
  %469 = uitofp i32 %461 to double
  %470 = fadd double %469, 5.000000e-01
  %471 = fmul double %470, 0x3DF0000000000000
  %472 = bitcast double %468 to i64
  %473 = lshr i64 %472, 32
  %474 = add i64 %473, 614242
  %475 = lshr i64 %474, 20
  %476 = sub i64 %475, 1023
  %477 = and i64 %474, 1048575
  %478 = add i64 %477, 1072079006
  %479 = shl i64 %478, 32
  %480 = and i64 %472, 4294967295
  %481 = or i64 %479, %480
  %482 = bitcast i64 %481 to double
  %483 = fsub double %482, 1.000000e+00
  %484 = fmul double 5.000000e-01, %483
  %485 = fmul double %484, %483
  %486 = fadd double 2.000000e+00, %483
  %487 = fdiv double %483, %486
  %488 = fmul double %487, %487
  %489 = fmul double %488, %488
  %490 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %491 = fmul double %489, %490
  %492 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %493 = fadd double %492, %491
  %494 = fmul double %489, %493
  %495 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %496 = fadd double %495, %494
  %497 = fmul double %489, %496
  %498 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %499 = fmul double %489, %498
  %500 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %501 = fadd double %500, %499
  %502 = fmul double %489, %501
  %503 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %504 = fadd double %503, %502
  %505 = fmul double %489, %504
  %506 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %507 = fadd double %506, %505
  %508 = fmul double %488, %507
  %509 = fadd double %508, %497
  %510 = sitofp i64 %476 to double
  %511 = fadd double %485, %509
  %512 = fmul double %487, %511
  %513 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %514 = fmul double %510, %513
  %515 = fadd double %512, %514
  %516 = fsub double %515, %485
  %517 = fadd double %516, %483
  %518 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %519 = fmul double %510, %518
  %520 = fadd double %517, %519
  %521 = fmul double -2.000000e+00, %520
  %522 = call double @llvm.sqrt.f64(double %521)
  %523 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %524 = fmul double %523, %471
  %525 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %526 = fmul double %524, %525
  %527 = fadd double %526, 0x4338000000000000
  %528 = bitcast double %527 to i64
  %529 = fsub double %527, 0x4338000000000000
  %530 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %531 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %532 = fmul double %529, %530
  %533 = fsub double %524, %532
  %534 = fmul double %529, %531
  %535 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %536 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %537 = fmul double %529, %535
  %538 = fsub double %533, %537
  %539 = fmul double %529, %536
  %540 = fsub double %533, %538
  %541 = fsub double %540, %537
  %542 = fsub double %539, %541
  %543 = fsub double %533, %534
  %544 = bitcast double %524 to i64
  %545 = lshr i64 %544, 52
  %546 = and i64 %545, 2047
  %547 = bitcast double %543 to i64
  %548 = lshr i64 %547, 52
  %549 = and i64 %548, 2047
  %550 = add i64 %549, 16
  %551 = icmp ult i64 %550, %546
  %552 = select i1 %551, double %538, double %533
  %553 = select i1 %551, double %542, double %534
  %554 = fsub double %552, %553
  %555 = fsub double %552, %554
  %556 = fsub double %555, %553
  %557 = fmul double %554, %554
  %558 = fmul double %557, %557
  %559 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %560 = fmul double %557, %559
  %561 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %562 = fadd double %561, %560
  %563 = fmul double %557, %562
  %564 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %565 = fadd double %564, %563
  %566 = fmul double %557, %565
  %567 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %568 = fmul double %557, %567
  %569 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %570 = fadd double %569, %568
  %571 = fmul double %557, %570
  %572 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %573 = fadd double %572, %571
  %574 = fmul double %558, %558
  %575 = fmul double %574, %573
  %576 = fadd double %566, %575
  %577 = fmul double 5.000000e-01, %557
  %578 = fsub double 1.000000e+00, %577
  %579 = fsub double 1.000000e+00, %578
  %580 = fsub double %579, %577
  %581 = fmul double %557, %576
  %582 = fmul double %554, %556
  %583 = fsub double %581, %582
  %584 = fadd double %580, %583
  %585 = fadd double %578, %584
  %586 = fmul double %554, %554
  %587 = fmul double %586, %586
  %588 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %589 = fmul double %586, %588
  %590 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %591 = fadd double %590, %589
  %592 = fmul double %586, %591
  %593 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %594 = fadd double %593, %592
  %595 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %596 = fmul double %586, %595
  %597 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %598 = fadd double %597, %596
  %599 = fmul double %586, %587
  %600 = fmul double %599, %598
  %601 = fadd double %594, %600
  %602 = fmul double %586, %554
  %603 = fmul double 5.000000e-01, %556
  %604 = fmul double %602, %601
  %605 = fsub double %603, %604
  %606 = fmul double %586, %605
  %607 = fsub double %606, %556
  %608 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %609 = fmul double %602, %608
  %610 = fsub double %607, %609
  %611 = fsub double %554, %610
  %612 = fneg double %585
  %613 = fneg double %611
  %614 = and i64 %528, 1
  %615 = and i64 %528, 2
  %616 = icmp eq i64 %614, 1
  %617 = icmp eq i64 %615, 2
  %618 = select i1 %617, double %612, double %585
  %619 = select i1 %617, double %611, double %613
  %620 = select i1 %616, double %619, double %618
  %621 = fmul double %522, %620
  %622 = fptrunc double %621 to float
  %623 = fmul float %622, %grade48
  %624 = fmul float %623, %25
  %625 = fadd float %357, %624
  %626 = fmul float %625, %grade48
  %627 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %628 = fcmp ogt float %627, 0x3D71979980000000
  %629 = select i1 %628, float 1.000000e+00, float 0.000000e+00
  %bits50 = bitcast float %626 to i32
  %magnitude = and i32 %bits50, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits50
  store i32 %canonical, ptr %347, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %uniform_sinks.done
  %feature51 = add i64 %lane, 256
  %valid52 = icmp ult i64 %feature51, %n_features
  %630 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %slot.done46
  %631 = load float, ptr %630, align 4
  %632 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature51
  %633 = load float, ptr addrspace(1) %632, align 4
  %634 = fsub float %631, %633
  %635 = fmul float 2.000000e+00, %634
  %636 = fmul float 5.000000e-01, %635
  %bits55 = call i64 @llvm.ctpop.i64(i64 %feature51)
  %637 = icmp eq i64 %bits55, 2
  %grade56 = select i1 %637, float 1.000000e+00, float 0.000000e+00
  %638 = fmul float %636, %grade56
  %639 = fmul float %638, %eta
  %640 = fsub float %631, %639
  %641 = mul i64 %row, %n_features
  %element57 = add i64 %641, %feature51
  %642 = trunc i64 %key0 to i32
  %643 = lshr i64 %key0, 32
  %644 = trunc i64 %643 to i32
  %645 = trunc i64 %element57 to i32
  %646 = trunc i64 %key1_step to i32
  %647 = lshr i64 %key1_step, 32
  %648 = trunc i64 %647 to i32
  %649 = lshr i64 %element57, 32
  %650 = trunc i64 %649 to i32
  %651 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %645)
  %652 = mul i32 -766435501, %645
  %653 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %648)
  %654 = mul i32 -845247145, %648
  %655 = xor i32 %653, %646
  %656 = xor i32 %655, %642
  %657 = xor i32 %651, %650
  %658 = xor i32 %657, %644
  %659 = add i32 %642, -1640531527
  %660 = add i32 %644, -1150833019
  %661 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %656)
  %662 = mul i32 -766435501, %656
  %663 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %658)
  %664 = mul i32 -845247145, %658
  %665 = xor i32 %663, %654
  %666 = xor i32 %665, %659
  %667 = xor i32 %661, %652
  %668 = xor i32 %667, %660
  %669 = add i32 %659, -1640531527
  %670 = add i32 %660, -1150833019
  %671 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %666)
  %672 = mul i32 -766435501, %666
  %673 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %668)
  %674 = mul i32 -845247145, %668
  %675 = xor i32 %673, %664
  %676 = xor i32 %675, %669
  %677 = xor i32 %671, %662
  %678 = xor i32 %677, %670
  %679 = add i32 %669, -1640531527
  %680 = add i32 %670, -1150833019
  %681 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %676)
  %682 = mul i32 -766435501, %676
  %683 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %678)
  %684 = mul i32 -845247145, %678
  %685 = xor i32 %683, %674
  %686 = xor i32 %685, %679
  %687 = xor i32 %681, %672
  %688 = xor i32 %687, %680
  %689 = add i32 %679, -1640531527
  %690 = add i32 %680, -1150833019
  %691 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %686)
  %692 = mul i32 -766435501, %686
  %693 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %688)
  %694 = mul i32 -845247145, %688
  %695 = xor i32 %693, %684
  %696 = xor i32 %695, %689
  %697 = xor i32 %691, %682
  %698 = xor i32 %697, %690
  %699 = add i32 %689, -1640531527
  %700 = add i32 %690, -1150833019
  %701 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %696)
  %702 = mul i32 -766435501, %696
  %703 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %698)
  %704 = mul i32 -845247145, %698
  %705 = xor i32 %703, %694
  %706 = xor i32 %705, %699
  %707 = xor i32 %701, %692
  %708 = xor i32 %707, %700
  %709 = add i32 %699, -1640531527
  %710 = add i32 %700, -1150833019
  %711 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %706)
  %712 = mul i32 -766435501, %706
  %713 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %708)
  %714 = mul i32 -845247145, %708
  %715 = xor i32 %713, %704
  %716 = xor i32 %715, %709
  %717 = xor i32 %711, %702
  %718 = xor i32 %717, %710
  %719 = add i32 %709, -1640531527
  %720 = add i32 %710, -1150833019
  %721 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %716)
  %722 = mul i32 -766435501, %716
  %723 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %718)
  %724 = mul i32 -845247145, %718
  %725 = xor i32 %723, %714
  %726 = xor i32 %725, %719
  %727 = xor i32 %721, %712
  %728 = xor i32 %727, %720
  %729 = add i32 %719, -1640531527
  %730 = add i32 %720, -1150833019
  %731 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %726)
  %732 = mul i32 -766435501, %726
  %733 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %728)
  %734 = mul i32 -845247145, %728
  %735 = xor i32 %733, %724
  %736 = xor i32 %735, %729
  %737 = xor i32 %731, %722
  %738 = xor i32 %737, %730
  %739 = add i32 %729, -1640531527
  %740 = add i32 %730, -1150833019
  %741 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %736)
  %742 = mul i32 -766435501, %736
  %743 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %738)
  %744 = mul i32 -845247145, %738
  %745 = xor i32 %743, %734
  %746 = xor i32 %745, %739
  %747 = xor i32 %741, %732
  %748 = xor i32 %747, %740
  %749 = uitofp i32 %746 to double
  %750 = fadd double %749, 5.000000e-01
  %751 = fmul double %750, 0x3DF0000000000000
  %752 = uitofp i32 %744 to double
  %753 = fadd double %752, 5.000000e-01
  %754 = fmul double %753, 0x3DF0000000000000
  %755 = bitcast double %751 to i64
  %756 = lshr i64 %755, 32
  %757 = add i64 %756, 614242
  %758 = lshr i64 %757, 20
  %759 = sub i64 %758, 1023
  %760 = and i64 %757, 1048575
  %761 = add i64 %760, 1072079006
  %762 = shl i64 %761, 32
  %763 = and i64 %755, 4294967295
  %764 = or i64 %762, %763
  %765 = bitcast i64 %764 to double
  %766 = fsub double %765, 1.000000e+00
  %767 = fmul double 5.000000e-01, %766
  %768 = fmul double %767, %766
  %769 = fadd double 2.000000e+00, %766
  %770 = fdiv double %766, %769
  %771 = fmul double %770, %770
  %772 = fmul double %771, %771
  %773 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %774 = fmul double %772, %773
  %775 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %776 = fadd double %775, %774
  %777 = fmul double %772, %776
  %778 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %779 = fadd double %778, %777
  %780 = fmul double %772, %779
  %781 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %782 = fmul double %772, %781
  %783 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %784 = fadd double %783, %782
  %785 = fmul double %772, %784
  %786 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %787 = fadd double %786, %785
  %788 = fmul double %772, %787
  %789 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %790 = fadd double %789, %788
  %791 = fmul double %771, %790
  %792 = fadd double %791, %780
  %793 = sitofp i64 %759 to double
  %794 = fadd double %768, %792
  %795 = fmul double %770, %794
  %796 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %797 = fmul double %793, %796
  %798 = fadd double %795, %797
  %799 = fsub double %798, %768
  %800 = fadd double %799, %766
  %801 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %802 = fmul double %793, %801
  %803 = fadd double %800, %802
  %804 = fmul double -2.000000e+00, %803
  %805 = call double @llvm.sqrt.f64(double %804)
  %806 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %807 = fmul double %806, %754
  %808 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %809 = fmul double %807, %808
  %810 = fadd double %809, 0x4338000000000000
  %811 = bitcast double %810 to i64
  %812 = fsub double %810, 0x4338000000000000
  %813 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %814 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %815 = fmul double %812, %813
  %816 = fsub double %807, %815
  %817 = fmul double %812, %814
  %818 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %819 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %820 = fmul double %812, %818
  %821 = fsub double %816, %820
  %822 = fmul double %812, %819
  %823 = fsub double %816, %821
  %824 = fsub double %823, %820
  %825 = fsub double %822, %824
  %826 = fsub double %816, %817
  %827 = bitcast double %807 to i64
  %828 = lshr i64 %827, 52
  %829 = and i64 %828, 2047
  %830 = bitcast double %826 to i64
  %831 = lshr i64 %830, 52
  %832 = and i64 %831, 2047
  %833 = add i64 %832, 16
  %834 = icmp ult i64 %833, %829
  %835 = select i1 %834, double %821, double %816
  %836 = select i1 %834, double %825, double %817
  %837 = fsub double %835, %836
  %838 = fsub double %835, %837
  %839 = fsub double %838, %836
  %840 = fmul double %837, %837
  %841 = fmul double %840, %840
  %842 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %843 = fmul double %840, %842
  %844 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %845 = fadd double %844, %843
  %846 = fmul double %840, %845
  %847 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %848 = fadd double %847, %846
  %849 = fmul double %840, %848
  %850 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %851 = fmul double %840, %850
  %852 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %853 = fadd double %852, %851
  %854 = fmul double %840, %853
  %855 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %856 = fadd double %855, %854
  %857 = fmul double %841, %841
  %858 = fmul double %857, %856
  %859 = fadd double %849, %858
  %860 = fmul double 5.000000e-01, %840
  %861 = fsub double 1.000000e+00, %860
  %862 = fsub double 1.000000e+00, %861
  %863 = fsub double %862, %860
  %864 = fmul double %840, %859
  %865 = fmul double %837, %839
  %866 = fsub double %864, %865
  %867 = fadd double %863, %866
  %868 = fadd double %861, %867
  %869 = fmul double %837, %837
  %870 = fmul double %869, %869
  %871 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %872 = fmul double %869, %871
  %873 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %874 = fadd double %873, %872
  %875 = fmul double %869, %874
  %876 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %877 = fadd double %876, %875
  %878 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %879 = fmul double %869, %878
  %880 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %881 = fadd double %880, %879
  %882 = fmul double %869, %870
  %883 = fmul double %882, %881
  %884 = fadd double %877, %883
  %885 = fmul double %869, %837
  %886 = fmul double 5.000000e-01, %839
  %887 = fmul double %885, %884
  %888 = fsub double %886, %887
  %889 = fmul double %869, %888
  %890 = fsub double %889, %839
  %891 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %892 = fmul double %885, %891
  %893 = fsub double %890, %892
  %894 = fsub double %837, %893
  %895 = fneg double %868
  %896 = fneg double %894
  %897 = and i64 %811, 1
  %898 = and i64 %811, 2
  %899 = icmp eq i64 %897, 1
  %900 = icmp eq i64 %898, 2
  %901 = select i1 %900, double %895, double %868
  %902 = select i1 %900, double %894, double %896
  %903 = select i1 %899, double %902, double %901
  %904 = fmul double %805, %903
  %905 = fptrunc double %904 to float
  %906 = fmul float %905, %grade56
  %907 = fmul float %906, %25
  %908 = fadd float %640, %907
  %909 = fmul float %908, %grade56
  %910 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %911 = fcmp ogt float %910, 0x3D71979980000000
  %912 = select i1 %911, float 1.000000e+00, float 0.000000e+00
  %bits58 = bitcast float %909 to i32
  %magnitude59 = and i32 %bits58, 2147483647
  %is_nan60 = icmp ugt i32 %magnitude59, 2139095040
  %canonical61 = select i1 %is_nan60, i32 2143289344, i32 %bits58
  store i32 %canonical61, ptr %630, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %slot.done46
  %feature62 = add i64 %lane, 512
  %valid63 = icmp ult i64 %feature62, %n_features
  %913 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid63, label %slot.then64, label %slot.done65

slot.then64:                                      ; preds = %slot.done54
  %914 = load float, ptr %913, align 4
  %915 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature62
  %916 = load float, ptr addrspace(1) %915, align 4
  %917 = fsub float %914, %916
  %918 = fmul float 2.000000e+00, %917
  %919 = fmul float 5.000000e-01, %918
  %bits66 = call i64 @llvm.ctpop.i64(i64 %feature62)
  %920 = icmp eq i64 %bits66, 2
  %grade67 = select i1 %920, float 1.000000e+00, float 0.000000e+00
  %921 = fmul float %919, %grade67
  %922 = fmul float %921, %eta
  %923 = fsub float %914, %922
  %924 = mul i64 %row, %n_features
  %element68 = add i64 %924, %feature62
  %925 = trunc i64 %key0 to i32
  %926 = lshr i64 %key0, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %element68 to i32
  %929 = trunc i64 %key1_step to i32
  %930 = lshr i64 %key1_step, 32
  %931 = trunc i64 %930 to i32
  %932 = lshr i64 %element68, 32
  %933 = trunc i64 %932 to i32
  %934 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %928)
  %935 = mul i32 -766435501, %928
  %936 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %931)
  %937 = mul i32 -845247145, %931
  %938 = xor i32 %936, %929
  %939 = xor i32 %938, %925
  %940 = xor i32 %934, %933
  %941 = xor i32 %940, %927
  %942 = add i32 %925, -1640531527
  %943 = add i32 %927, -1150833019
  %944 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %939)
  %945 = mul i32 -766435501, %939
  %946 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %941)
  %947 = mul i32 -845247145, %941
  %948 = xor i32 %946, %937
  %949 = xor i32 %948, %942
  %950 = xor i32 %944, %935
  %951 = xor i32 %950, %943
  %952 = add i32 %942, -1640531527
  %953 = add i32 %943, -1150833019
  %954 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %949)
  %955 = mul i32 -766435501, %949
  %956 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %951)
  %957 = mul i32 -845247145, %951
  %958 = xor i32 %956, %947
  %959 = xor i32 %958, %952
  %960 = xor i32 %954, %945
  %961 = xor i32 %960, %953
  %962 = add i32 %952, -1640531527
  %963 = add i32 %953, -1150833019
  %964 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %959)
  %965 = mul i32 -766435501, %959
  %966 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %961)
  %967 = mul i32 -845247145, %961
  %968 = xor i32 %966, %957
  %969 = xor i32 %968, %962
  %970 = xor i32 %964, %955
  %971 = xor i32 %970, %963
  %972 = add i32 %962, -1640531527
  %973 = add i32 %963, -1150833019
  %974 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %969)
  %975 = mul i32 -766435501, %969
  %976 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %971)
  %977 = mul i32 -845247145, %971
  %978 = xor i32 %976, %967
  %979 = xor i32 %978, %972
  %980 = xor i32 %974, %965
  %981 = xor i32 %980, %973
  %982 = add i32 %972, -1640531527
  %983 = add i32 %973, -1150833019
  %984 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %979)
  %985 = mul i32 -766435501, %979
  %986 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %981)
  %987 = mul i32 -845247145, %981
  %988 = xor i32 %986, %977
  %989 = xor i32 %988, %982
  %990 = xor i32 %984, %975
  %991 = xor i32 %990, %983
  %992 = add i32 %982, -1640531527
  %993 = add i32 %983, -1150833019
  %994 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %989)
  %995 = mul i32 -766435501, %989
  %996 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %991)
  %997 = mul i32 -845247145, %991
  %998 = xor i32 %996, %987
  %999 = xor i32 %998, %992
  %1000 = xor i32 %994, %985
  %1001 = xor i32 %1000, %993
  %1002 = add i32 %992, -1640531527
  %1003 = add i32 %993, -1150833019
  %1004 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %999)
  %1005 = mul i32 -766435501, %999
  %1006 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1001)
  %1007 = mul i32 -845247145, %1001
  %1008 = xor i32 %1006, %997
  %1009 = xor i32 %1008, %1002
  %1010 = xor i32 %1004, %995
  %1011 = xor i32 %1010, %1003
  %1012 = add i32 %1002, -1640531527
  %1013 = add i32 %1003, -1150833019
  %1014 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1009)
  %1015 = mul i32 -766435501, %1009
  %1016 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1011)
  %1017 = mul i32 -845247145, %1011
  %1018 = xor i32 %1016, %1007
  %1019 = xor i32 %1018, %1012
  %1020 = xor i32 %1014, %1005
  %1021 = xor i32 %1020, %1013
  %1022 = add i32 %1012, -1640531527
  %1023 = add i32 %1013, -1150833019
  %1024 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1019)
  %1025 = mul i32 -766435501, %1019
  %1026 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1021)
  %1027 = mul i32 -845247145, %1021
  %1028 = xor i32 %1026, %1017
  %1029 = xor i32 %1028, %1022
  %1030 = xor i32 %1024, %1015
  %1031 = xor i32 %1030, %1023
  %1032 = uitofp i32 %1029 to double
  %1033 = fadd double %1032, 5.000000e-01
  %1034 = fmul double %1033, 0x3DF0000000000000
  %1035 = uitofp i32 %1027 to double
  %1036 = fadd double %1035, 5.000000e-01
  %1037 = fmul double %1036, 0x3DF0000000000000
  %1038 = bitcast double %1034 to i64
  %1039 = lshr i64 %1038, 32
  %1040 = add i64 %1039, 614242
  %1041 = lshr i64 %1040, 20
  %1042 = sub i64 %1041, 1023
  %1043 = and i64 %1040, 1048575
  %1044 = add i64 %1043, 1072079006
  %1045 = shl i64 %1044, 32
  %1046 = and i64 %1038, 4294967295
  %1047 = or i64 %1045, %1046
  %1048 = bitcast i64 %1047 to double
  %1049 = fsub double %1048, 1.000000e+00
  %1050 = fmul double 5.000000e-01, %1049
  %1051 = fmul double %1050, %1049
  %1052 = fadd double 2.000000e+00, %1049
  %1053 = fdiv double %1049, %1052
  %1054 = fmul double %1053, %1053
  %1055 = fmul double %1054, %1054
  %1056 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1057 = fmul double %1055, %1056
  %1058 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1059 = fadd double %1058, %1057
  %1060 = fmul double %1055, %1059
  %1061 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1062 = fadd double %1061, %1060
  %1063 = fmul double %1055, %1062
  %1064 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1065 = fmul double %1055, %1064
  %1066 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1067 = fadd double %1066, %1065
  %1068 = fmul double %1055, %1067
  %1069 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1070 = fadd double %1069, %1068
  %1071 = fmul double %1055, %1070
  %1072 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1073 = fadd double %1072, %1071
  %1074 = fmul double %1054, %1073
  %1075 = fadd double %1074, %1063
  %1076 = sitofp i64 %1042 to double
  %1077 = fadd double %1051, %1075
  %1078 = fmul double %1053, %1077
  %1079 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1080 = fmul double %1076, %1079
  %1081 = fadd double %1078, %1080
  %1082 = fsub double %1081, %1051
  %1083 = fadd double %1082, %1049
  %1084 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1085 = fmul double %1076, %1084
  %1086 = fadd double %1083, %1085
  %1087 = fmul double -2.000000e+00, %1086
  %1088 = call double @llvm.sqrt.f64(double %1087)
  %1089 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1090 = fmul double %1089, %1037
  %1091 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1092 = fmul double %1090, %1091
  %1093 = fadd double %1092, 0x4338000000000000
  %1094 = bitcast double %1093 to i64
  %1095 = fsub double %1093, 0x4338000000000000
  %1096 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1097 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1098 = fmul double %1095, %1096
  %1099 = fsub double %1090, %1098
  %1100 = fmul double %1095, %1097
  %1101 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1102 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1103 = fmul double %1095, %1101
  %1104 = fsub double %1099, %1103
  %1105 = fmul double %1095, %1102
  %1106 = fsub double %1099, %1104
  %1107 = fsub double %1106, %1103
  %1108 = fsub double %1105, %1107
  %1109 = fsub double %1099, %1100
  %1110 = bitcast double %1090 to i64
  %1111 = lshr i64 %1110, 52
  %1112 = and i64 %1111, 2047
  %1113 = bitcast double %1109 to i64
  %1114 = lshr i64 %1113, 52
  %1115 = and i64 %1114, 2047
  %1116 = add i64 %1115, 16
  %1117 = icmp ult i64 %1116, %1112
  %1118 = select i1 %1117, double %1104, double %1099
  %1119 = select i1 %1117, double %1108, double %1100
  %1120 = fsub double %1118, %1119
  %1121 = fsub double %1118, %1120
  %1122 = fsub double %1121, %1119
  %1123 = fmul double %1120, %1120
  %1124 = fmul double %1123, %1123
  %1125 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1126 = fmul double %1123, %1125
  %1127 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1128 = fadd double %1127, %1126
  %1129 = fmul double %1123, %1128
  %1130 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1131 = fadd double %1130, %1129
  %1132 = fmul double %1123, %1131
  %1133 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1134 = fmul double %1123, %1133
  %1135 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1136 = fadd double %1135, %1134
  %1137 = fmul double %1123, %1136
  %1138 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1139 = fadd double %1138, %1137
  %1140 = fmul double %1124, %1124
  %1141 = fmul double %1140, %1139
  %1142 = fadd double %1132, %1141
  %1143 = fmul double 5.000000e-01, %1123
  %1144 = fsub double 1.000000e+00, %1143
  %1145 = fsub double 1.000000e+00, %1144
  %1146 = fsub double %1145, %1143
  %1147 = fmul double %1123, %1142
  %1148 = fmul double %1120, %1122
  %1149 = fsub double %1147, %1148
  %1150 = fadd double %1146, %1149
  %1151 = fadd double %1144, %1150
  %1152 = fmul double %1120, %1120
  %1153 = fmul double %1152, %1152
  %1154 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1155 = fmul double %1152, %1154
  %1156 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1157 = fadd double %1156, %1155
  %1158 = fmul double %1152, %1157
  %1159 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1160 = fadd double %1159, %1158
  %1161 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1162 = fmul double %1152, %1161
  %1163 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1164 = fadd double %1163, %1162
  %1165 = fmul double %1152, %1153
  %1166 = fmul double %1165, %1164
  %1167 = fadd double %1160, %1166
  %1168 = fmul double %1152, %1120
  %1169 = fmul double 5.000000e-01, %1122
  %1170 = fmul double %1168, %1167
  %1171 = fsub double %1169, %1170
  %1172 = fmul double %1152, %1171
  %1173 = fsub double %1172, %1122
  %1174 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1175 = fmul double %1168, %1174
  %1176 = fsub double %1173, %1175
  %1177 = fsub double %1120, %1176
  %1178 = fneg double %1151
  %1179 = fneg double %1177
  %1180 = and i64 %1094, 1
  %1181 = and i64 %1094, 2
  %1182 = icmp eq i64 %1180, 1
  %1183 = icmp eq i64 %1181, 2
  %1184 = select i1 %1183, double %1178, double %1151
  %1185 = select i1 %1183, double %1177, double %1179
  %1186 = select i1 %1182, double %1185, double %1184
  %1187 = fmul double %1088, %1186
  %1188 = fptrunc double %1187 to float
  %1189 = fmul float %1188, %grade67
  %1190 = fmul float %1189, %25
  %1191 = fadd float %923, %1190
  %1192 = fmul float %1191, %grade67
  %1193 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1194 = fcmp ogt float %1193, 0x3D71979980000000
  %1195 = select i1 %1194, float 1.000000e+00, float 0.000000e+00
  %bits69 = bitcast float %1192 to i32
  %magnitude70 = and i32 %bits69, 2147483647
  %is_nan71 = icmp ugt i32 %magnitude70, 2139095040
  %canonical72 = select i1 %is_nan71, i32 2143289344, i32 %bits69
  store i32 %canonical72, ptr %913, align 4
  br label %slot.done65

slot.done65:                                      ; preds = %slot.then64, %slot.done54
  %feature73 = add i64 %lane, 768
  %valid74 = icmp ult i64 %feature73, %n_features
  %1196 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid74, label %slot.then75, label %slot.done76

slot.then75:                                      ; preds = %slot.done65
  %1197 = load float, ptr %1196, align 4
  %1198 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature73
  %1199 = load float, ptr addrspace(1) %1198, align 4
  %1200 = fsub float %1197, %1199
  %1201 = fmul float 2.000000e+00, %1200
  %1202 = fmul float 5.000000e-01, %1201
  %bits77 = call i64 @llvm.ctpop.i64(i64 %feature73)
  %1203 = icmp eq i64 %bits77, 2
  %grade78 = select i1 %1203, float 1.000000e+00, float 0.000000e+00
  %1204 = fmul float %1202, %grade78
  %1205 = fmul float %1204, %eta
  %1206 = fsub float %1197, %1205
  %1207 = mul i64 %row, %n_features
  %element79 = add i64 %1207, %feature73
  %1208 = trunc i64 %key0 to i32
  %1209 = lshr i64 %key0, 32
  %1210 = trunc i64 %1209 to i32
  %1211 = trunc i64 %element79 to i32
  %1212 = trunc i64 %key1_step to i32
  %1213 = lshr i64 %key1_step, 32
  %1214 = trunc i64 %1213 to i32
  %1215 = lshr i64 %element79, 32
  %1216 = trunc i64 %1215 to i32
  %1217 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1211)
  %1218 = mul i32 -766435501, %1211
  %1219 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1214)
  %1220 = mul i32 -845247145, %1214
  %1221 = xor i32 %1219, %1212
  %1222 = xor i32 %1221, %1208
  %1223 = xor i32 %1217, %1216
  %1224 = xor i32 %1223, %1210
  %1225 = add i32 %1208, -1640531527
  %1226 = add i32 %1210, -1150833019
  %1227 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1222)
  %1228 = mul i32 -766435501, %1222
  %1229 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1224)
  %1230 = mul i32 -845247145, %1224
  %1231 = xor i32 %1229, %1220
  %1232 = xor i32 %1231, %1225
  %1233 = xor i32 %1227, %1218
  %1234 = xor i32 %1233, %1226
  %1235 = add i32 %1225, -1640531527
  %1236 = add i32 %1226, -1150833019
  %1237 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1232)
  %1238 = mul i32 -766435501, %1232
  %1239 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1234)
  %1240 = mul i32 -845247145, %1234
  %1241 = xor i32 %1239, %1230
  %1242 = xor i32 %1241, %1235
  %1243 = xor i32 %1237, %1228
  %1244 = xor i32 %1243, %1236
  %1245 = add i32 %1235, -1640531527
  %1246 = add i32 %1236, -1150833019
  %1247 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1242)
  %1248 = mul i32 -766435501, %1242
  %1249 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1244)
  %1250 = mul i32 -845247145, %1244
  %1251 = xor i32 %1249, %1240
  %1252 = xor i32 %1251, %1245
  %1253 = xor i32 %1247, %1238
  %1254 = xor i32 %1253, %1246
  %1255 = add i32 %1245, -1640531527
  %1256 = add i32 %1246, -1150833019
  %1257 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1252)
  %1258 = mul i32 -766435501, %1252
  %1259 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1254)
  %1260 = mul i32 -845247145, %1254
  %1261 = xor i32 %1259, %1250
  %1262 = xor i32 %1261, %1255
  %1263 = xor i32 %1257, %1248
  %1264 = xor i32 %1263, %1256
  %1265 = add i32 %1255, -1640531527
  %1266 = add i32 %1256, -1150833019
  %1267 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1262)
  %1268 = mul i32 -766435501, %1262
  %1269 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1264)
  %1270 = mul i32 -845247145, %1264
  %1271 = xor i32 %1269, %1260
  %1272 = xor i32 %1271, %1265
  %1273 = xor i32 %1267, %1258
  %1274 = xor i32 %1273, %1266
  %1275 = add i32 %1265, -1640531527
  %1276 = add i32 %1266, -1150833019
  %1277 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1272)
  %1278 = mul i32 -766435501, %1272
  %1279 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1274)
  %1280 = mul i32 -845247145, %1274
  %1281 = xor i32 %1279, %1270
  %1282 = xor i32 %1281, %1275
  %1283 = xor i32 %1277, %1268
  %1284 = xor i32 %1283, %1276
  %1285 = add i32 %1275, -1640531527
  %1286 = add i32 %1276, -1150833019
  %1287 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1282)
  %1288 = mul i32 -766435501, %1282
  %1289 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1284)
  %1290 = mul i32 -845247145, %1284
  %1291 = xor i32 %1289, %1280
  %1292 = xor i32 %1291, %1285
  %1293 = xor i32 %1287, %1278
  %1294 = xor i32 %1293, %1286
  %1295 = add i32 %1285, -1640531527
  %1296 = add i32 %1286, -1150833019
  %1297 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1292)
  %1298 = mul i32 -766435501, %1292
  %1299 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1294)
  %1300 = mul i32 -845247145, %1294
  %1301 = xor i32 %1299, %1290
  %1302 = xor i32 %1301, %1295
  %1303 = xor i32 %1297, %1288
  %1304 = xor i32 %1303, %1296
  %1305 = add i32 %1295, -1640531527
  %1306 = add i32 %1296, -1150833019
  %1307 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1302)
  %1308 = mul i32 -766435501, %1302
  %1309 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1304)
  %1310 = mul i32 -845247145, %1304
  %1311 = xor i32 %1309, %1300
  %1312 = xor i32 %1311, %1305
  %1313 = xor i32 %1307, %1298
  %1314 = xor i32 %1313, %1306
  %1315 = uitofp i32 %1312 to double
  %1316 = fadd double %1315, 5.000000e-01
  %1317 = fmul double %1316, 0x3DF0000000000000
  %1318 = uitofp i32 %1310 to double
  %1319 = fadd double %1318, 5.000000e-01
  %1320 = fmul double %1319, 0x3DF0000000000000
  %1321 = bitcast double %1317 to i64
  %1322 = lshr i64 %1321, 32
  %1323 = add i64 %1322, 614242
  %1324 = lshr i64 %1323, 20
  %1325 = sub i64 %1324, 1023
  %1326 = and i64 %1323, 1048575
  %1327 = add i64 %1326, 1072079006
  %1328 = shl i64 %1327, 32
  %1329 = and i64 %1321, 4294967295
  %1330 = or i64 %1328, %1329
  %1331 = bitcast i64 %1330 to double
  %1332 = fsub double %1331, 1.000000e+00
  %1333 = fmul double 5.000000e-01, %1332
  %1334 = fmul double %1333, %1332
  %1335 = fadd double 2.000000e+00, %1332
  %1336 = fdiv double %1332, %1335
  %1337 = fmul double %1336, %1336
  %1338 = fmul double %1337, %1337
  %1339 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1340 = fmul double %1338, %1339
  %1341 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1342 = fadd double %1341, %1340
  %1343 = fmul double %1338, %1342
  %1344 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1345 = fadd double %1344, %1343
  %1346 = fmul double %1338, %1345
  %1347 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1348 = fmul double %1338, %1347
  %1349 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1350 = fadd double %1349, %1348
  %1351 = fmul double %1338, %1350
  %1352 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1353 = fadd double %1352, %1351
  %1354 = fmul double %1338, %1353
  %1355 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1356 = fadd double %1355, %1354
  %1357 = fmul double %1337, %1356
  %1358 = fadd double %1357, %1346
  %1359 = sitofp i64 %1325 to double
  %1360 = fadd double %1334, %1358
  %1361 = fmul double %1336, %1360
  %1362 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1363 = fmul double %1359, %1362
  %1364 = fadd double %1361, %1363
  %1365 = fsub double %1364, %1334
  %1366 = fadd double %1365, %1332
  %1367 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1368 = fmul double %1359, %1367
  %1369 = fadd double %1366, %1368
  %1370 = fmul double -2.000000e+00, %1369
  %1371 = call double @llvm.sqrt.f64(double %1370)
  %1372 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1373 = fmul double %1372, %1320
  %1374 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1375 = fmul double %1373, %1374
  %1376 = fadd double %1375, 0x4338000000000000
  %1377 = bitcast double %1376 to i64
  %1378 = fsub double %1376, 0x4338000000000000
  %1379 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1380 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1381 = fmul double %1378, %1379
  %1382 = fsub double %1373, %1381
  %1383 = fmul double %1378, %1380
  %1384 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1385 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1386 = fmul double %1378, %1384
  %1387 = fsub double %1382, %1386
  %1388 = fmul double %1378, %1385
  %1389 = fsub double %1382, %1387
  %1390 = fsub double %1389, %1386
  %1391 = fsub double %1388, %1390
  %1392 = fsub double %1382, %1383
  %1393 = bitcast double %1373 to i64
  %1394 = lshr i64 %1393, 52
  %1395 = and i64 %1394, 2047
  %1396 = bitcast double %1392 to i64
  %1397 = lshr i64 %1396, 52
  %1398 = and i64 %1397, 2047
  %1399 = add i64 %1398, 16
  %1400 = icmp ult i64 %1399, %1395
  %1401 = select i1 %1400, double %1387, double %1382
  %1402 = select i1 %1400, double %1391, double %1383
  %1403 = fsub double %1401, %1402
  %1404 = fsub double %1401, %1403
  %1405 = fsub double %1404, %1402
  %1406 = fmul double %1403, %1403
  %1407 = fmul double %1406, %1406
  %1408 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1409 = fmul double %1406, %1408
  %1410 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1411 = fadd double %1410, %1409
  %1412 = fmul double %1406, %1411
  %1413 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1414 = fadd double %1413, %1412
  %1415 = fmul double %1406, %1414
  %1416 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1417 = fmul double %1406, %1416
  %1418 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1419 = fadd double %1418, %1417
  %1420 = fmul double %1406, %1419
  %1421 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1422 = fadd double %1421, %1420
  %1423 = fmul double %1407, %1407
  %1424 = fmul double %1423, %1422
  %1425 = fadd double %1415, %1424
  %1426 = fmul double 5.000000e-01, %1406
  %1427 = fsub double 1.000000e+00, %1426
  %1428 = fsub double 1.000000e+00, %1427
  %1429 = fsub double %1428, %1426
  %1430 = fmul double %1406, %1425
  %1431 = fmul double %1403, %1405
  %1432 = fsub double %1430, %1431
  %1433 = fadd double %1429, %1432
  %1434 = fadd double %1427, %1433
  %1435 = fmul double %1403, %1403
  %1436 = fmul double %1435, %1435
  %1437 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1438 = fmul double %1435, %1437
  %1439 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1440 = fadd double %1439, %1438
  %1441 = fmul double %1435, %1440
  %1442 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1443 = fadd double %1442, %1441
  %1444 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1445 = fmul double %1435, %1444
  %1446 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1447 = fadd double %1446, %1445
  %1448 = fmul double %1435, %1436
  %1449 = fmul double %1448, %1447
  %1450 = fadd double %1443, %1449
  %1451 = fmul double %1435, %1403
  %1452 = fmul double 5.000000e-01, %1405
  %1453 = fmul double %1451, %1450
  %1454 = fsub double %1452, %1453
  %1455 = fmul double %1435, %1454
  %1456 = fsub double %1455, %1405
  %1457 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1458 = fmul double %1451, %1457
  %1459 = fsub double %1456, %1458
  %1460 = fsub double %1403, %1459
  %1461 = fneg double %1434
  %1462 = fneg double %1460
  %1463 = and i64 %1377, 1
  %1464 = and i64 %1377, 2
  %1465 = icmp eq i64 %1463, 1
  %1466 = icmp eq i64 %1464, 2
  %1467 = select i1 %1466, double %1461, double %1434
  %1468 = select i1 %1466, double %1460, double %1462
  %1469 = select i1 %1465, double %1468, double %1467
  %1470 = fmul double %1371, %1469
  %1471 = fptrunc double %1470 to float
  %1472 = fmul float %1471, %grade78
  %1473 = fmul float %1472, %25
  %1474 = fadd float %1206, %1473
  %1475 = fmul float %1474, %grade78
  %1476 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1477 = fcmp ogt float %1476, 0x3D71979980000000
  %1478 = select i1 %1477, float 1.000000e+00, float 0.000000e+00
  %bits80 = bitcast float %1475 to i32
  %magnitude81 = and i32 %bits80, 2147483647
  %is_nan82 = icmp ugt i32 %magnitude81, 2139095040
  %canonical83 = select i1 %is_nan82, i32 2143289344, i32 %bits80
  store i32 %canonical83, ptr %1196, align 4
  br label %slot.done76

slot.done76:                                      ; preds = %slot.then75, %slot.done65
  br label %noise.done

uniform_sinks.then86:                             ; preds = %quiet
  %1479 = load float, ptr %62, align 4
  %1480 = getelementptr inbounds float, ptr addrspace(1) %4, i64 0
  %1481 = load float, ptr addrspace(1) %1480, align 4
  %1482 = fsub float %1479, %1481
  %1483 = fmul float 2.000000e+00, %1482
  %1484 = fmul float 5.000000e-01, %1483
  %bits88 = call i64 @llvm.ctpop.i64(i64 0)
  %1485 = icmp eq i64 %bits88, 2
  %grade89 = select i1 %1485, float 1.000000e+00, float 0.000000e+00
  %1486 = fmul float %1484, %grade89
  %1487 = fmul float %1486, %eta
  %1488 = fsub float %1479, %1487
  %1489 = fmul float 0.000000e+00, %grade89
  %1490 = fmul float %1489, %25
  %1491 = fadd float %1488, %1490
  %1492 = fmul float %1488, %grade89
  %1493 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1494 = fcmp ogt float %1493, 0x3D71979980000000
  %1495 = select i1 %1494, float 1.000000e+00, float 0.000000e+00
  %status_bits90 = fptoui float %1495 to i32
  %status91 = load i32, ptr addrspace(1) %5, align 4
  %1496 = or i32 %status91, %status_bits90
  store i32 %1496, ptr addrspace(1) %5, align 4
  br label %uniform_sinks.done87

uniform_sinks.done87:                             ; preds = %uniform_sinks.then86, %quiet
  %feature92 = add i64 %lane, 0
  %valid93 = icmp ult i64 %feature92, %n_features
  %1497 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %uniform_sinks.done87
  %1498 = load float, ptr %1497, align 4
  %1499 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature92
  %1500 = load float, ptr addrspace(1) %1499, align 4
  %1501 = fsub float %1498, %1500
  %1502 = fmul float 2.000000e+00, %1501
  %1503 = fmul float 5.000000e-01, %1502
  %bits96 = call i64 @llvm.ctpop.i64(i64 %feature92)
  %1504 = icmp eq i64 %bits96, 2
  %grade97 = select i1 %1504, float 1.000000e+00, float 0.000000e+00
  %1505 = fmul float %1503, %grade97
  %1506 = fmul float %1505, %eta
  %1507 = fsub float %1498, %1506
  %1508 = fmul float 0.000000e+00, %grade97
  %1509 = fmul float %1508, %25
  %1510 = fadd float %1507, %1509
  %1511 = fmul float %1507, %grade97
  %1512 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1513 = fcmp ogt float %1512, 0x3D71979980000000
  %1514 = select i1 %1513, float 1.000000e+00, float 0.000000e+00
  %bits98 = bitcast float %1511 to i32
  %magnitude99 = and i32 %bits98, 2147483647
  %is_nan100 = icmp ugt i32 %magnitude99, 2139095040
  %canonical101 = select i1 %is_nan100, i32 2143289344, i32 %bits98
  store i32 %canonical101, ptr %1497, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %uniform_sinks.done87
  %feature102 = add i64 %lane, 256
  %valid103 = icmp ult i64 %feature102, %n_features
  %1515 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid103, label %slot.then104, label %slot.done105

slot.then104:                                     ; preds = %slot.done95
  %1516 = load float, ptr %1515, align 4
  %1517 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature102
  %1518 = load float, ptr addrspace(1) %1517, align 4
  %1519 = fsub float %1516, %1518
  %1520 = fmul float 2.000000e+00, %1519
  %1521 = fmul float 5.000000e-01, %1520
  %bits106 = call i64 @llvm.ctpop.i64(i64 %feature102)
  %1522 = icmp eq i64 %bits106, 2
  %grade107 = select i1 %1522, float 1.000000e+00, float 0.000000e+00
  %1523 = fmul float %1521, %grade107
  %1524 = fmul float %1523, %eta
  %1525 = fsub float %1516, %1524
  %1526 = fmul float 0.000000e+00, %grade107
  %1527 = fmul float %1526, %25
  %1528 = fadd float %1525, %1527
  %1529 = fmul float %1525, %grade107
  %1530 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1531 = fcmp ogt float %1530, 0x3D71979980000000
  %1532 = select i1 %1531, float 1.000000e+00, float 0.000000e+00
  %bits108 = bitcast float %1529 to i32
  %magnitude109 = and i32 %bits108, 2147483647
  %is_nan110 = icmp ugt i32 %magnitude109, 2139095040
  %canonical111 = select i1 %is_nan110, i32 2143289344, i32 %bits108
  store i32 %canonical111, ptr %1515, align 4
  br label %slot.done105

slot.done105:                                     ; preds = %slot.then104, %slot.done95
  %feature112 = add i64 %lane, 512
  %valid113 = icmp ult i64 %feature112, %n_features
  %1533 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid113, label %slot.then114, label %slot.done115

slot.then114:                                     ; preds = %slot.done105
  %1534 = load float, ptr %1533, align 4
  %1535 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature112
  %1536 = load float, ptr addrspace(1) %1535, align 4
  %1537 = fsub float %1534, %1536
  %1538 = fmul float 2.000000e+00, %1537
  %1539 = fmul float 5.000000e-01, %1538
  %bits116 = call i64 @llvm.ctpop.i64(i64 %feature112)
  %1540 = icmp eq i64 %bits116, 2
  %grade117 = select i1 %1540, float 1.000000e+00, float 0.000000e+00
  %1541 = fmul float %1539, %grade117
  %1542 = fmul float %1541, %eta
  %1543 = fsub float %1534, %1542
  %1544 = fmul float 0.000000e+00, %grade117
  %1545 = fmul float %1544, %25
  %1546 = fadd float %1543, %1545
  %1547 = fmul float %1543, %grade117
  %1548 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1549 = fcmp ogt float %1548, 0x3D71979980000000
  %1550 = select i1 %1549, float 1.000000e+00, float 0.000000e+00
  %bits118 = bitcast float %1547 to i32
  %magnitude119 = and i32 %bits118, 2147483647
  %is_nan120 = icmp ugt i32 %magnitude119, 2139095040
  %canonical121 = select i1 %is_nan120, i32 2143289344, i32 %bits118
  store i32 %canonical121, ptr %1533, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %slot.done105
  %feature122 = add i64 %lane, 768
  %valid123 = icmp ult i64 %feature122, %n_features
  %1551 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid123, label %slot.then124, label %slot.done125

slot.then124:                                     ; preds = %slot.done115
  %1552 = load float, ptr %1551, align 4
  %1553 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature122
  %1554 = load float, ptr addrspace(1) %1553, align 4
  %1555 = fsub float %1552, %1554
  %1556 = fmul float 2.000000e+00, %1555
  %1557 = fmul float 5.000000e-01, %1556
  %bits126 = call i64 @llvm.ctpop.i64(i64 %feature122)
  %1558 = icmp eq i64 %bits126, 2
  %grade127 = select i1 %1558, float 1.000000e+00, float 0.000000e+00
  %1559 = fmul float %1557, %grade127
  %1560 = fmul float %1559, %eta
  %1561 = fsub float %1552, %1560
  %1562 = fmul float 0.000000e+00, %grade127
  %1563 = fmul float %1562, %25
  %1564 = fadd float %1561, %1563
  %1565 = fmul float %1561, %grade127
  %1566 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1567 = fcmp ogt float %1566, 0x3D71979980000000
  %1568 = select i1 %1567, float 1.000000e+00, float 0.000000e+00
  %bits128 = bitcast float %1565 to i32
  %magnitude129 = and i32 %bits128, 2147483647
  %is_nan130 = icmp ugt i32 %magnitude129, 2139095040
  %canonical131 = select i1 %is_nan130, i32 2143289344, i32 %bits128
  store i32 %canonical131, ptr %1551, align 4
  br label %slot.done125

slot.done125:                                     ; preds = %slot.then124, %slot.done115
  br label %noise.done

slot.then134:                                     ; preds = %step.exit
  %1569 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature132
  %1570 = load float, ptr %19, align 4
  store float %1570, ptr addrspace(1) %1569, align 4
  br label %slot.done135

slot.done135:                                     ; preds = %slot.then134, %step.exit
  %feature136 = add i64 %lane, 256
  %valid137 = icmp ult i64 %feature136, %n_features
  %1571 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid137, label %slot.then138, label %slot.done139

slot.then138:                                     ; preds = %slot.done135
  %1572 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature136
  %1573 = load float, ptr %1571, align 4
  store float %1573, ptr addrspace(1) %1572, align 4
  br label %slot.done139

slot.done139:                                     ; preds = %slot.then138, %slot.done135
  %feature140 = add i64 %lane, 512
  %valid141 = icmp ult i64 %feature140, %n_features
  %1574 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid141, label %slot.then142, label %slot.done143

slot.then142:                                     ; preds = %slot.done139
  %1575 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature140
  %1576 = load float, ptr %1574, align 4
  store float %1576, ptr addrspace(1) %1575, align 4
  br label %slot.done143

slot.done143:                                     ; preds = %slot.then142, %slot.done139
  %feature144 = add i64 %lane, 768
  %valid145 = icmp ult i64 %feature144, %n_features
  %1577 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid145, label %slot.then146, label %slot.done147

slot.then146:                                     ; preds = %slot.done143
  %1578 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature144
  %1579 = load float, ptr %1577, align 4
  store float %1579, ptr addrspace(1) %1578, align 4
  br label %slot.done147

slot.done147:                                     ; preds = %slot.then146, %slot.done143
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_bivector_pull_wide(ptr addrspace(1) %state, ptr addrspace(1) %status, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %4 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %5 = mul i64 %n_features, 2
  %6 = mul i64 %row, %5
  %7 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %6
  %8 = mul i64 %n_features, 1
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

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %315, %noise.done ]
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
  br label %feature.header

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

feature.header:                                   ; preds = %feature.body, %draw.done
  %feature = phi i64 [ %lane, %draw.done ], [ %304, %feature.body ]
  %294 = icmp ult i64 %feature, %n_features
  br i1 %294, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %295 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %296 = load float, ptr addrspace(1) %295, align 4
  %bits = call i64 @llvm.ctpop.i64(i64 %feature)
  %297 = icmp eq i64 %bits, 2
  %grade = select i1 %297, float 1.000000e+00, float 0.000000e+00
  %298 = fmul float %296, %grade
  %299 = fsub float %296, %298
  %300 = fmul float %299, %299
  %301 = mul i64 %n_features, 0
  %302 = add i64 %301, %feature
  %303 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %302
  store float %300, ptr addrspace(1) %303, align 4
  %304 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %305 = mul i64 %n_features, 0
  %306 = add i64 %305, 0
  %307 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %306
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %313, %fold_sums.body ]
  %308 = icmp ult i64 %fold_sums, %n_features
  br i1 %308, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %309 = getelementptr inbounds float, ptr addrspace(1) %307, i64 %fold_sums
  %310 = load float, ptr addrspace(1) %309, align 4
  %311 = load float, ptr %fold_value, align 4
  %312 = fadd float %310, %311
  store float %312, ptr %fold_value, align 4
  %313 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %314 = load float, ptr %fold_value, align 4
  store float %314, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

noise5:                                           ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then16, label %uniform_sinks.done17

noise.done:                                       ; preds = %feature.exit24, %feature.exit11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %315 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  %316 = getelementptr inbounds float, ptr addrspace(1) %2, i64 0
  %317 = load float, ptr addrspace(1) %316, align 4
  %318 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %319 = load float, ptr addrspace(1) %318, align 4
  %320 = fsub float %317, %319
  %321 = fmul float 2.000000e+00, %320
  %322 = fmul float 5.000000e-01, %321
  %bits6 = call i64 @llvm.ctpop.i64(i64 0)
  %323 = icmp eq i64 %bits6, 2
  %grade7 = select i1 %323, float 1.000000e+00, float 0.000000e+00
  %324 = fmul float %322, %grade7
  %325 = fmul float %324, %eta
  %326 = fsub float %317, %325
  %327 = getelementptr inbounds float, ptr addrspace(1) %10, i64 0
  %328 = load float, ptr addrspace(1) %327, align 4
  %329 = fmul float %328, %grade7
  %330 = fmul float %329, %20
  %331 = fadd float %326, %330
  %332 = fmul float %331, %grade7
  %333 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %334 = fcmp ogt float %333, 0x3D71979980000000
  %335 = select i1 %334, float 1.000000e+00, float 0.000000e+00
  %status_bits = fptoui float %335 to i32
  %status8 = load i32, ptr addrspace(1) %4, align 4
  %336 = or i32 %status8, %status_bits
  store i32 %336, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header9

feature.header9:                                  ; preds = %feature.body10, %uniform_sinks.done
  %feature12 = phi i64 [ %lane, %uniform_sinks.done ], [ %359, %feature.body10 ]
  %337 = icmp ult i64 %feature12, %n_features
  br i1 %337, label %feature.body10, label %feature.exit11

feature.body10:                                   ; preds = %feature.header9
  %338 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature12
  %339 = load float, ptr addrspace(1) %338, align 4
  %340 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature12
  %341 = load float, ptr addrspace(1) %340, align 4
  %342 = fsub float %339, %341
  %343 = fmul float 2.000000e+00, %342
  %344 = fmul float 5.000000e-01, %343
  %bits13 = call i64 @llvm.ctpop.i64(i64 %feature12)
  %345 = icmp eq i64 %bits13, 2
  %grade14 = select i1 %345, float 1.000000e+00, float 0.000000e+00
  %346 = fmul float %344, %grade14
  %347 = fmul float %346, %eta
  %348 = fsub float %339, %347
  %349 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature12
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = fmul float %350, %grade14
  %352 = fmul float %351, %20
  %353 = fadd float %348, %352
  %354 = fmul float %353, %grade14
  %355 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %356 = fcmp ogt float %355, 0x3D71979980000000
  %357 = select i1 %356, float 1.000000e+00, float 0.000000e+00
  %358 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature12
  %bits15 = bitcast float %354 to i32
  %magnitude = and i32 %bits15, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits15
  store i32 %canonical, ptr addrspace(1) %358, align 4
  %359 = add i64 %feature12, 256
  br label %feature.header9

feature.exit11:                                   ; preds = %feature.header9
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  %360 = getelementptr inbounds float, ptr addrspace(1) %2, i64 0
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %363 = load float, ptr addrspace(1) %362, align 4
  %364 = fsub float %361, %363
  %365 = fmul float 2.000000e+00, %364
  %366 = fmul float 5.000000e-01, %365
  %bits18 = call i64 @llvm.ctpop.i64(i64 0)
  %367 = icmp eq i64 %bits18, 2
  %grade19 = select i1 %367, float 1.000000e+00, float 0.000000e+00
  %368 = fmul float %366, %grade19
  %369 = fmul float %368, %eta
  %370 = fsub float %361, %369
  %371 = fmul float 0.000000e+00, %grade19
  %372 = fmul float %371, %20
  %373 = fadd float %370, %372
  %374 = fmul float %370, %grade19
  %375 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %376 = fcmp ogt float %375, 0x3D71979980000000
  %377 = select i1 %376, float 1.000000e+00, float 0.000000e+00
  %status_bits20 = fptoui float %377 to i32
  %status21 = load i32, ptr addrspace(1) %4, align 4
  %378 = or i32 %status21, %status_bits20
  store i32 %378, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  br label %feature.header22

feature.header22:                                 ; preds = %feature.body23, %uniform_sinks.done17
  %feature25 = phi i64 [ %lane, %uniform_sinks.done17 ], [ %399, %feature.body23 ]
  %379 = icmp ult i64 %feature25, %n_features
  br i1 %379, label %feature.body23, label %feature.exit24

feature.body23:                                   ; preds = %feature.header22
  %380 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %381 = load float, ptr addrspace(1) %380, align 4
  %382 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %383 = load float, ptr addrspace(1) %382, align 4
  %384 = fsub float %381, %383
  %385 = fmul float 2.000000e+00, %384
  %386 = fmul float 5.000000e-01, %385
  %bits26 = call i64 @llvm.ctpop.i64(i64 %feature25)
  %387 = icmp eq i64 %bits26, 2
  %grade27 = select i1 %387, float 1.000000e+00, float 0.000000e+00
  %388 = fmul float %386, %grade27
  %389 = fmul float %388, %eta
  %390 = fsub float %381, %389
  %391 = fmul float 0.000000e+00, %grade27
  %392 = fmul float %391, %20
  %393 = fadd float %390, %392
  %394 = fmul float %390, %grade27
  %395 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %396 = fcmp ogt float %395, 0x3D71979980000000
  %397 = select i1 %396, float 1.000000e+00, float 0.000000e+00
  %398 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %bits28 = bitcast float %394 to i32
  %magnitude29 = and i32 %bits28, 2147483647
  %is_nan30 = icmp ugt i32 %magnitude29, 2139095040
  %canonical31 = select i1 %is_nan30, i32 2143289344, i32 %bits28
  store i32 %canonical31, ptr addrspace(1) %398, align 4
  %399 = add i64 %feature25, 256
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
!1 = !{!2}
!2 = distinct !{!2, !3}
!3 = distinct !{!3}
!4 = !{!5}
!5 = distinct !{!5, !3}
