; ModuleID = 'tether_pairwise'
source_filename = "tether_pairwise.toml"
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
define ptx_kernel void @tessera_tether_pairwise_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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

row.done:                                         ; preds = %store.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %38, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then29, label %store.done30

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
  %23 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %24 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %24, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %34, %tree_sum.pairs.exit ]
  %25 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %25, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %26 = add i64 %24, %span
  %pairs = lshr i64 %26, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %33, %tree_sum.pairs.body ]
  %27 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %27, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %28 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %left
  %29 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %right
  %30 = load float, ptr addrspace(3) %28, align 4
  %31 = load float, ptr addrspace(3) %29, align 4
  %32 = fadd float %30, %31
  store float %32, ptr addrspace(3) %28, align 4
  %33 = add i64 %tree_sum.pairs, 4
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %34 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %37 = load float, ptr addrspace(3) %36, align 4
  store float %37, ptr addrspace(3) %35, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %38 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %43 = load float, ptr addrspace(3) %42, align 4
  %44 = fsub float %43, 4.000000e+00
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 0x3F847AE140000000, %45
  %47 = fmul float 2.000000e+00, %41
  %48 = fmul float %46, %47
  %49 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = fsub float %41, %50
  %52 = fmul float 2.000000e+00, %51
  %53 = fmul float 5.000000e-01, %52
  %54 = fadd float %48, %53
  %55 = fmul float %54, %eta
  %56 = fsub float %41, %55
  %57 = mul i64 %row_read, %n_features
  %element = add i64 %57, %feature10
  %58 = trunc i64 %key0 to i32
  %59 = lshr i64 %key0, 32
  %60 = trunc i64 %59 to i32
  %61 = trunc i64 %element to i32
  %62 = trunc i64 %key1_step to i32
  %63 = lshr i64 %key1_step, 32
  %64 = trunc i64 %63 to i32
  %65 = lshr i64 %element, 32
  %66 = trunc i64 %65 to i32
  %67 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %61)
  %68 = mul i32 -766435501, %61
  %69 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %64)
  %70 = mul i32 -845247145, %64
  %71 = xor i32 %69, %62
  %72 = xor i32 %71, %58
  %73 = xor i32 %67, %66
  %74 = xor i32 %73, %60
  %75 = add i32 %58, -1640531527
  %76 = add i32 %60, -1150833019
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
  %165 = uitofp i32 %162 to double
  %166 = fadd double %165, 5.000000e-01
  %167 = fmul double %166, 0x3DF0000000000000
  %168 = uitofp i32 %160 to double
  %169 = fadd double %168, 5.000000e-01
  %170 = fmul double %169, 0x3DF0000000000000
  %171 = bitcast double %167 to i64
  %172 = lshr i64 %171, 32
  %173 = add i64 %172, 614242
  %174 = lshr i64 %173, 20
  %175 = sub i64 %174, 1023
  %176 = and i64 %173, 1048575
  %177 = add i64 %176, 1072079006
  %178 = shl i64 %177, 32
  %179 = and i64 %171, 4294967295
  %180 = or i64 %178, %179
  %181 = bitcast i64 %180 to double
  %182 = fsub double %181, 1.000000e+00
  %183 = fmul double 5.000000e-01, %182
  %184 = fmul double %183, %182
  %185 = fadd double 2.000000e+00, %182
  %186 = fdiv double %182, %185
  %187 = fmul double %186, %186
  %188 = fmul double %187, %187
  %189 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %190 = fmul double %188, %189
  %191 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %192 = fadd double %191, %190
  %193 = fmul double %188, %192
  %194 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %195 = fadd double %194, %193
  %196 = fmul double %188, %195
  %197 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %198 = fmul double %188, %197
  %199 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %200 = fadd double %199, %198
  %201 = fmul double %188, %200
  %202 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %203 = fadd double %202, %201
  %204 = fmul double %188, %203
  %205 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %206 = fadd double %205, %204
  %207 = fmul double %187, %206
  %208 = fadd double %207, %196
  %209 = sitofp i64 %175 to double
  %210 = fadd double %184, %208
  %211 = fmul double %186, %210
  %212 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %213 = fmul double %209, %212
  %214 = fadd double %211, %213
  %215 = fsub double %214, %184
  %216 = fadd double %215, %182
  %217 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %218 = fmul double %209, %217
  %219 = fadd double %216, %218
  %220 = fmul double -2.000000e+00, %219
  %221 = call double @llvm.sqrt.f64(double %220)
  %222 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %223 = fmul double %222, %170
  %224 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %225 = fmul double %223, %224
  %226 = fadd double %225, 0x4338000000000000
  %227 = bitcast double %226 to i64
  %228 = fsub double %226, 0x4338000000000000
  %229 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %230 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %231 = fmul double %228, %229
  %232 = fsub double %223, %231
  %233 = fmul double %228, %230
  %234 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %235 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %236 = fmul double %228, %234
  %237 = fsub double %232, %236
  %238 = fmul double %228, %235
  %239 = fsub double %232, %237
  %240 = fsub double %239, %236
  %241 = fsub double %238, %240
  %242 = fsub double %232, %233
  %243 = bitcast double %223 to i64
  %244 = lshr i64 %243, 52
  %245 = and i64 %244, 2047
  %246 = bitcast double %242 to i64
  %247 = lshr i64 %246, 52
  %248 = and i64 %247, 2047
  %249 = add i64 %248, 16
  %250 = icmp ult i64 %249, %245
  %251 = select i1 %250, double %237, double %232
  %252 = select i1 %250, double %241, double %233
  %253 = fsub double %251, %252
  %254 = fsub double %251, %253
  %255 = fsub double %254, %252
  %256 = fmul double %253, %253
  %257 = fmul double %256, %256
  %258 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %259 = fmul double %256, %258
  %260 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %261 = fadd double %260, %259
  %262 = fmul double %256, %261
  %263 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %264 = fadd double %263, %262
  %265 = fmul double %256, %264
  %266 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %267 = fmul double %256, %266
  %268 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %269 = fadd double %268, %267
  %270 = fmul double %256, %269
  %271 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %272 = fadd double %271, %270
  %273 = fmul double %257, %257
  %274 = fmul double %273, %272
  %275 = fadd double %265, %274
  %276 = fmul double 5.000000e-01, %256
  %277 = fsub double 1.000000e+00, %276
  %278 = fsub double 1.000000e+00, %277
  %279 = fsub double %278, %276
  %280 = fmul double %256, %275
  %281 = fmul double %253, %255
  %282 = fsub double %280, %281
  %283 = fadd double %279, %282
  %284 = fadd double %277, %283
  %285 = fmul double %253, %253
  %286 = fmul double %285, %285
  %287 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %288 = fmul double %285, %287
  %289 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %290 = fadd double %289, %288
  %291 = fmul double %285, %290
  %292 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %293 = fadd double %292, %291
  %294 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %295 = fmul double %285, %294
  %296 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %297 = fadd double %296, %295
  %298 = fmul double %285, %286
  %299 = fmul double %298, %297
  %300 = fadd double %293, %299
  %301 = fmul double %285, %253
  %302 = fmul double 5.000000e-01, %255
  %303 = fmul double %301, %300
  %304 = fsub double %302, %303
  %305 = fmul double %285, %304
  %306 = fsub double %305, %255
  %307 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %308 = fmul double %301, %307
  %309 = fsub double %306, %308
  %310 = fsub double %253, %309
  %311 = fneg double %284
  %312 = fneg double %310
  %313 = and i64 %227, 1
  %314 = and i64 %227, 2
  %315 = icmp eq i64 %313, 1
  %316 = icmp eq i64 %314, 2
  %317 = select i1 %316, double %311, double %284
  %318 = select i1 %316, double %310, double %312
  %319 = select i1 %315, double %318, double %317
  %320 = fmul double %221, %319
  %321 = fptrunc double %320 to float
  %322 = fmul float %321, %17
  %323 = fadd float %56, %322
  %bits14 = bitcast float %323 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %40, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %324 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %325 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %326 = load float, ptr %325, align 4
  %327 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %328 = load float, ptr addrspace(3) %327, align 4
  %329 = fsub float %328, 4.000000e+00
  %330 = fmul float 2.000000e+00, %329
  %331 = fmul float 0x3F847AE140000000, %330
  %332 = fmul float 2.000000e+00, %326
  %333 = fmul float %331, %332
  %334 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = fsub float %326, %335
  %337 = fmul float 2.000000e+00, %336
  %338 = fmul float 5.000000e-01, %337
  %339 = fadd float %333, %338
  %340 = fmul float %339, %eta
  %341 = fsub float %326, %340
  %342 = fmul float 0.000000e+00, %17
  %343 = fadd float %341, %342
  %bits25 = bitcast float %341 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %325, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %344 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %345 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %346 = load float, ptr %344, align 4
  store float %346, ptr addrspace(1) %345, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %store.then29
  br label %store.done30
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
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

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
define ptx_kernel void @tessera_tether_pairwise_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
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

row.done:                                         ; preds = %slot.done30, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %34, %noise.done ]
  %8 = icmp ult i64 %step, %steps
  br i1 %8, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature27 = add i64 %lane, 0
  %valid28 = icmp ult i64 %feature27, %n_features
  %9 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid28, label %slot.then29, label %slot.done30

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
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %16 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

slot.then6:                                       ; preds = %anneal.done
  %17 = load float, ptr %16, align 4
  %18 = fmul float %17, %17
  %19 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature4
  store float %18, ptr addrspace(3) %19, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %anneal.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %20 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %20, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done7
  %tree_sum = phi i64 [ 0, %slot.done7 ], [ %30, %tree_sum.pairs.exit ]
  %21 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %21, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %22 = add i64 %20, %span
  %pairs = lshr i64 %22, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %29, %tree_sum.pairs.body ]
  %23 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %23, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %left
  %25 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %right
  %26 = load float, ptr addrspace(3) %24, align 4
  %27 = load float, ptr addrspace(3) %25, align 4
  %28 = fadd float %26, %27
  store float %28, ptr addrspace(3) %24, align 4
  %29 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %30 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %31 = load float, ptr addrspace(3) @tessera_fold_scratch_w1024, align 4
  store float %31, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then17, label %uniform_sinks.done18

noise.done:                                       ; preds = %slot.done22, %slot.done13
  %34 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %35 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %36 = load float, ptr %35, align 4
  %37 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %38 = fsub float %37, 4.000000e+00
  %39 = fmul float 2.000000e+00, %38
  %40 = fmul float 0x3F847AE140000000, %39
  %41 = fmul float 2.000000e+00, %36
  %42 = fmul float %40, %41
  %43 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature10
  %44 = load float, ptr addrspace(1) %43, align 4
  %45 = fsub float %36, %44
  %46 = fmul float 2.000000e+00, %45
  %47 = fmul float 5.000000e-01, %46
  %48 = fadd float %42, %47
  %49 = fmul float %48, %eta
  %50 = fsub float %36, %49
  %51 = mul i64 %row, %n_features
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
  %316 = fmul float %315, %15
  %317 = fadd float %50, %316
  %bits14 = bitcast float %317 to i32
  %magnitude = and i32 %bits14, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits14
  store i32 %canonical, ptr %35, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then17:                             ; preds = %quiet
  br label %uniform_sinks.done18

uniform_sinks.done18:                             ; preds = %uniform_sinks.then17, %quiet
  %feature19 = add i64 %lane, 0
  %valid20 = icmp ult i64 %feature19, %n_features
  %318 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid20, label %slot.then21, label %slot.done22

slot.then21:                                      ; preds = %uniform_sinks.done18
  %319 = load float, ptr %318, align 4
  %320 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %321 = fsub float %320, 4.000000e+00
  %322 = fmul float 2.000000e+00, %321
  %323 = fmul float 0x3F847AE140000000, %322
  %324 = fmul float 2.000000e+00, %319
  %325 = fmul float %323, %324
  %326 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature19
  %327 = load float, ptr addrspace(1) %326, align 4
  %328 = fsub float %319, %327
  %329 = fmul float 2.000000e+00, %328
  %330 = fmul float 5.000000e-01, %329
  %331 = fadd float %325, %330
  %332 = fmul float %331, %eta
  %333 = fsub float %319, %332
  %334 = fmul float 0.000000e+00, %15
  %335 = fadd float %333, %334
  %bits23 = bitcast float %333 to i32
  %magnitude24 = and i32 %bits23, 2147483647
  %is_nan25 = icmp ugt i32 %magnitude24, 2139095040
  %canonical26 = select i1 %is_nan25, i32 2143289344, i32 %bits23
  store i32 %canonical26, ptr %318, align 4
  br label %slot.done22

slot.done22:                                      ; preds = %slot.then21, %uniform_sinks.done18
  br label %noise.done

slot.then29:                                      ; preds = %step.exit
  %336 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature27
  %337 = load float, ptr %9, align 4
  store float %337, ptr addrspace(1) %336, align 4
  br label %slot.done30

slot.done30:                                      ; preds = %slot.then29, %step.exit
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_pairwise_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
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
  %step = phi i64 [ 0, %row.then ], [ %319, %noise.done ]
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
  %301 = mul i64 %n_features, 0
  %302 = add i64 %301, 0
  %303 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %302
  %304 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %304, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %feature.exit
  %tree_sum = phi i64 [ 0, %feature.exit ], [ %314, %tree_sum.pairs.exit ]
  %305 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %305, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %306 = add i64 %304, %span
  %pairs = lshr i64 %306, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %reduce.then, label %reduce.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %313, %tree_sum.pairs.body ]
  %307 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %307, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %308 = getelementptr inbounds float, ptr addrspace(1) %303, i64 %left
  %309 = getelementptr inbounds float, ptr addrspace(1) %303, i64 %right
  %310 = load float, ptr addrspace(1) %308, align 4
  %311 = load float, ptr addrspace(1) %309, align 4
  %312 = fadd float %310, %311
  store float %312, ptr addrspace(1) %308, align 4
  %313 = add i64 %tree_sum.pairs, 256
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %314 = add i64 %tree_sum, 1
  br label %tree_sum.header

reduce.then:                                      ; preds = %tree_sum.exit
  %315 = mul i64 %n_features, 0
  %316 = add i64 %315, 0
  %317 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %316
  %318 = load float, ptr addrspace(1) %317, align 4
  store float %318, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

reduce.done:                                      ; preds = %reduce.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw4 = icmp ne i32 %draw_noise, 0
  br i1 %draw4, label %noise5, label %quiet

noise5:                                           ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then11, label %uniform_sinks.done12

noise.done:                                       ; preds = %feature.exit15, %feature.exit8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %319 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise5
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise5
  br label %feature.header6

feature.header6:                                  ; preds = %feature.body7, %uniform_sinks.done
  %feature9 = phi i64 [ %lane, %uniform_sinks.done ], [ %342, %feature.body7 ]
  %320 = icmp ult i64 %feature9, %n_features
  br i1 %320, label %feature.body7, label %feature.exit8

feature.body7:                                    ; preds = %feature.header6
  %321 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %322 = load float, ptr addrspace(1) %321, align 4
  %323 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %324 = fsub float %323, 4.000000e+00
  %325 = fmul float 2.000000e+00, %324
  %326 = fmul float 0x3F847AE140000000, %325
  %327 = fmul float 2.000000e+00, %322
  %328 = fmul float %326, %327
  %329 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %330 = load float, ptr addrspace(1) %329, align 4
  %331 = fsub float %322, %330
  %332 = fmul float 2.000000e+00, %331
  %333 = fmul float 5.000000e-01, %332
  %334 = fadd float %328, %333
  %335 = fmul float %334, %eta
  %336 = fsub float %322, %335
  %337 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature9
  %338 = load float, ptr addrspace(1) %337, align 4
  %339 = fmul float %338, %19
  %340 = fadd float %336, %339
  %341 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature9
  %bits10 = bitcast float %340 to i32
  %magnitude = and i32 %bits10, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits10
  store i32 %canonical, ptr addrspace(1) %341, align 4
  %342 = add i64 %feature9, 256
  br label %feature.header6

feature.exit8:                                    ; preds = %feature.header6
  br label %noise.done

uniform_sinks.then11:                             ; preds = %quiet
  br label %uniform_sinks.done12

uniform_sinks.done12:                             ; preds = %uniform_sinks.then11, %quiet
  br label %feature.header13

feature.header13:                                 ; preds = %feature.body14, %uniform_sinks.done12
  %feature16 = phi i64 [ %lane, %uniform_sinks.done12 ], [ %363, %feature.body14 ]
  %343 = icmp ult i64 %feature16, %n_features
  br i1 %343, label %feature.body14, label %feature.exit15

feature.body14:                                   ; preds = %feature.header13
  %344 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature16
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %347 = fsub float %346, 4.000000e+00
  %348 = fmul float 2.000000e+00, %347
  %349 = fmul float 0x3F847AE140000000, %348
  %350 = fmul float 2.000000e+00, %345
  %351 = fmul float %349, %350
  %352 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature16
  %353 = load float, ptr addrspace(1) %352, align 4
  %354 = fsub float %345, %353
  %355 = fmul float 2.000000e+00, %354
  %356 = fmul float 5.000000e-01, %355
  %357 = fadd float %351, %356
  %358 = fmul float %357, %eta
  %359 = fsub float %345, %358
  %360 = fmul float 0.000000e+00, %19
  %361 = fadd float %359, %360
  %362 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature16
  %bits17 = bitcast float %359 to i32
  %magnitude18 = and i32 %bits17, 2147483647
  %is_nan19 = icmp ugt i32 %magnitude18, 2139095040
  %canonical20 = select i1 %is_nan19, i32 2143289344, i32 %bits17
  store i32 %canonical20, ptr addrspace(1) %362, align 4
  %363 = add i64 %feature16, 256
  br label %feature.header13

feature.exit15:                                   ; preds = %feature.header13
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="512" }
attributes #5 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!"branch_weights", i32 1, i32 1000}
!1 = !{!2}
!2 = distinct !{!2, !3}
!3 = distinct !{!3}
!4 = !{!5}
!5 = distinct !{!5, !3}
