; ModuleID = 'softmax_pull'
source_filename = "softmax_pull.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_fold_scratch_w8192 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w8192 = internal addrspace(3) global [3 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w256(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth34 = alloca i64, align 8
  %pairwise_levels33 = alloca [64 x i64], align 8
  %pairwise_sums32 = alloca [64 x float], align 4
  %fold_index31 = alloca i64, align 8
  %fold_value30 = alloca float, align 4
  %pairwise_depth18 = alloca i64, align 8
  %pairwise_levels17 = alloca [64 x i64], align 8
  %pairwise_sums16 = alloca [64 x float], align 4
  %fold_index15 = alloca i64, align 8
  %fold_value14 = alloca float, align 4
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 256
  %2 = and i1 %inside, %fits
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

row.done:                                         ; preds = %slot.done58, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %104, %noise.done ]
  %8 = icmp ult i64 %step, %steps
  br i1 %8, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %9 = load float, ptr %temperature1, align 4
  %10 = fmul float %two_eta, %9
  %11 = fcmp olt float 0.000000e+00, %10
  %12 = call float @llvm.sqrt.f32(float %10)
  %13 = select i1 %11, float %12, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %13, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  %feature55 = add i64 %lane, 0
  %valid56 = icmp ult i64 %feature55, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid56, label %slot.then57, label %slot.done58

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature4
  store float %16, ptr addrspace(3) %17, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %30, %fold.body ]
  %19 = icmp ult i64 %fold, %n_features
  br i1 %19, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold
  %21 = load float, ptr addrspace(3) %20, align 4
  %22 = load float, ptr %fold_value, align 4
  %23 = fcmp ogt float %21, %22
  %24 = fcmp uno float %21, %21
  %25 = fcmp ord float %22, %22
  %26 = and i1 %24, %25
  %take = or i1 %23, %26
  %27 = select i1 %take, float %21, float %22
  store float %27, ptr %fold_value, align 4
  %28 = load i64, ptr %fold_index, align 8
  %29 = select i1 %take, i64 %fold, i64 %28
  store i64 %29, ptr %fold_index, align 8
  %30 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %31 = load float, ptr %fold_value, align 4
  store float %31, ptr addrspace(3) @tessera_uniforms_w256, align 4
  br label %fold.done

slot.then10:                                      ; preds = %fold.done
  %32 = load float, ptr %18, align 4
  %33 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature8
  store float %32, ptr addrspace(3) %33, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %fold.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then12, label %fold.done13

fold.then12:                                      ; preds = %slot.done11
  store float 0xFFF0000000000000, ptr %fold_value14, align 4
  store i64 0, ptr %fold_index15, align 8
  store i64 0, ptr %pairwise_depth18, align 8
  br label %fold.header19

fold.done13:                                      ; preds = %fold.exit21, %slot.done11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature24 = add i64 %lane, 0
  %valid25 = icmp ult i64 %feature24, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid25, label %slot.then26, label %slot.done27

fold.header19:                                    ; preds = %fold.body20, %fold.then12
  %fold22 = phi i64 [ 0, %fold.then12 ], [ %46, %fold.body20 ]
  %35 = icmp ult i64 %fold22, %n_features
  br i1 %35, label %fold.body20, label %fold.exit21

fold.body20:                                      ; preds = %fold.header19
  %36 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold22
  %37 = load float, ptr addrspace(3) %36, align 4
  %38 = load float, ptr %fold_value14, align 4
  %39 = fcmp ogt float %37, %38
  %40 = fcmp uno float %37, %37
  %41 = fcmp ord float %38, %38
  %42 = and i1 %40, %41
  %take23 = or i1 %39, %42
  %43 = select i1 %take23, float %37, float %38
  store float %43, ptr %fold_value14, align 4
  %44 = load i64, ptr %fold_index15, align 8
  %45 = select i1 %take23, i64 %fold22, i64 %44
  store i64 %45, ptr %fold_index15, align 8
  %46 = add i64 %fold22, 1
  br label %fold.header19

fold.exit21:                                      ; preds = %fold.header19
  %47 = load i64, ptr %fold_index15, align 8
  %argmax = uitofp i64 %47 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  br label %fold.done13

slot.then26:                                      ; preds = %fold.done13
  %48 = load float, ptr %34, align 4
  %49 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %50 = fsub float %48, %49
  %51 = fcmp olt float %50, -1.040000e+02
  %52 = select i1 %51, float -1.040000e+02, float %50
  %53 = fcmp olt float 8.900000e+01, %52
  %54 = select i1 %53, float 8.900000e+01, float %52
  %55 = fmul float %54, 0x3FF7154760000000
  %56 = fadd float %55, 0x4168000000000000
  %57 = fsub float %56, 0x4168000000000000
  %58 = bitcast float %56 to i32
  %59 = sub i32 %58, 1262485504
  %60 = fmul float %57, 0x3FE62E4000000000
  %61 = fsub float %54, %60
  %62 = fmul float %57, 0x3EB7F7D1C0000000
  %63 = fsub float %61, %62
  %64 = fmul float %63, %63
  %65 = fmul float %64, 0x3E66376980000000
  %66 = fadd float 0xBEBBBD41C0000000, %65
  %67 = fmul float %64, %66
  %68 = fadd float 0x3F11566AA0000000, %67
  %69 = fmul float %64, %68
  %70 = fadd float 0xBF66C16C20000000, %69
  %71 = fmul float %64, %70
  %72 = fadd float 0x3FC5555560000000, %71
  %73 = fmul float %64, %72
  %74 = fsub float %63, %73
  %75 = fmul float %63, %74
  %76 = fsub float 2.000000e+00, %74
  %77 = fdiv float %75, %76
  %78 = fsub float %62, %77
  %79 = fsub float %78, %61
  %80 = fsub float 1.000000e+00, %79
  %81 = add i32 %59, 256
  %82 = lshr i32 %81, 1
  %83 = sub i32 %82, 1
  %84 = add i32 %59, 255
  %85 = sub i32 %84, %82
  %86 = shl i32 %83, 23
  %87 = shl i32 %85, 23
  %88 = bitcast i32 %86 to float
  %89 = bitcast i32 %87 to float
  %90 = fmul float %80, %88
  %91 = fmul float %90, %89
  %92 = fcmp uno float %50, %50
  %93 = select i1 %92, float 0x7FF8000000000000, float %91
  %94 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature24
  store float %93, ptr addrspace(3) %94, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %fold.done13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then28, label %fold.done29

fold.then28:                                      ; preds = %slot.done27
  store float 0.000000e+00, ptr %fold_value30, align 4
  store i64 0, ptr %fold_index31, align 8
  store i64 0, ptr %pairwise_depth34, align 8
  br label %fold.header35

fold.done29:                                      ; preds = %fold.exit37, %slot.done27
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header35:                                    ; preds = %fold.body36, %fold.then28
  %fold38 = phi i64 [ 0, %fold.then28 ], [ %100, %fold.body36 ]
  %95 = icmp ult i64 %fold38, %n_features
  br i1 %95, label %fold.body36, label %fold.exit37

fold.body36:                                      ; preds = %fold.header35
  %96 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold38
  %97 = load float, ptr addrspace(3) %96, align 4
  %98 = load float, ptr %fold_value30, align 4
  %99 = fadd float %97, %98
  store float %99, ptr %fold_value30, align 4
  %100 = add i64 %fold38, 1
  br label %fold.header35

fold.exit37:                                      ; preds = %fold.header35
  %101 = load float, ptr %fold_value30, align 4
  store float %101, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  br label %fold.done29

noise:                                            ; preds = %fold.done29
  %feature39 = add i64 %lane, 0
  %valid40 = icmp ult i64 %feature39, %n_features
  %102 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done29
  %feature46 = add i64 %lane, 0
  %valid47 = icmp ult i64 %feature46, %n_features
  %103 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then48, label %uniform_sinks.done49

noise.done:                                       ; preds = %slot.done53, %slot.done44
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %104 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature41 = add i64 %lane, 0
  %valid42 = icmp ult i64 %feature41, %n_features
  %105 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid42, label %slot.then43, label %slot.done44

slot.then43:                                      ; preds = %uniform_sinks.done
  %106 = load float, ptr %105, align 4
  %107 = fmul float 2.000000e+00, %106
  %108 = fmul float 0x3FA99999A0000000, %107
  %109 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature41
  %110 = load float, ptr addrspace(1) %109, align 4
  %111 = fmul float -1.000000e+00, %110
  %112 = fadd float %108, %111
  %113 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %114 = fdiv float 1.000000e+00, %113
  %115 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %116 = fsub float %106, %115
  %117 = fcmp olt float %116, -1.040000e+02
  %118 = select i1 %117, float -1.040000e+02, float %116
  %119 = fcmp olt float 8.900000e+01, %118
  %120 = select i1 %119, float 8.900000e+01, float %118
  %121 = fmul float %120, 0x3FF7154760000000
  %122 = fadd float %121, 0x4168000000000000
  %123 = fsub float %122, 0x4168000000000000
  %124 = bitcast float %122 to i32
  %125 = sub i32 %124, 1262485504
  %126 = fmul float %123, 0x3FE62E4000000000
  %127 = fsub float %120, %126
  %128 = fmul float %123, 0x3EB7F7D1C0000000
  %129 = fsub float %127, %128
  %130 = fmul float %129, %129
  %131 = fmul float %130, 0x3E66376980000000
  %132 = fadd float 0xBEBBBD41C0000000, %131
  %133 = fmul float %130, %132
  %134 = fadd float 0x3F11566AA0000000, %133
  %135 = fmul float %130, %134
  %136 = fadd float 0xBF66C16C20000000, %135
  %137 = fmul float %130, %136
  %138 = fadd float 0x3FC5555560000000, %137
  %139 = fmul float %130, %138
  %140 = fsub float %129, %139
  %141 = fmul float %129, %140
  %142 = fsub float 2.000000e+00, %140
  %143 = fdiv float %141, %142
  %144 = fsub float %128, %143
  %145 = fsub float %144, %127
  %146 = fsub float 1.000000e+00, %145
  %147 = add i32 %125, 256
  %148 = lshr i32 %147, 1
  %149 = sub i32 %148, 1
  %150 = add i32 %125, 255
  %151 = sub i32 %150, %148
  %152 = shl i32 %149, 23
  %153 = shl i32 %151, 23
  %154 = bitcast i32 %152 to float
  %155 = bitcast i32 %153 to float
  %156 = fmul float %146, %154
  %157 = fmul float %156, %155
  %158 = fcmp uno float %116, %116
  %159 = select i1 %158, float 0x7FF8000000000000, float %157
  %160 = fmul float %114, %159
  %161 = fadd float %112, %160
  %feature45 = uitofp i64 %feature41 to float
  %162 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %163 = fcmp oeq float %feature45, %162
  %164 = select i1 %163, float 1.000000e+00, float 0.000000e+00
  %165 = fcmp une float %164, 0.000000e+00
  %166 = select i1 %165, float 0x3FB99999A0000000, float 0.000000e+00
  %167 = fadd float %161, %166
  %168 = fmul float %167, %eta
  %169 = fsub float %106, %168
  %170 = mul i64 %row, %n_features
  %element = add i64 %170, %feature41
  %171 = trunc i64 %key0 to i32
  %172 = lshr i64 %key0, 32
  %173 = trunc i64 %172 to i32
  %174 = trunc i64 %element to i32
  %175 = trunc i64 %key1_step to i32
  %176 = lshr i64 %key1_step, 32
  %177 = trunc i64 %176 to i32
  %178 = lshr i64 %element, 32
  %179 = trunc i64 %178 to i32
  %180 = zext i32 %174 to i64
  %181 = mul i64 3528531795, %180
  %182 = zext i32 %177 to i64
  %183 = mul i64 3449720151, %182
  %184 = lshr i64 %181, 32
  %185 = trunc i64 %184 to i32
  %186 = trunc i64 %181 to i32
  %187 = lshr i64 %183, 32
  %188 = trunc i64 %187 to i32
  %189 = trunc i64 %183 to i32
  %190 = xor i32 %188, %175
  %191 = xor i32 %190, %171
  %192 = xor i32 %185, %179
  %193 = xor i32 %192, %173
  %194 = add i32 %171, -1640531527
  %195 = add i32 %173, -1150833019
  %196 = zext i32 %191 to i64
  %197 = mul i64 3528531795, %196
  %198 = zext i32 %193 to i64
  %199 = mul i64 3449720151, %198
  %200 = lshr i64 %197, 32
  %201 = trunc i64 %200 to i32
  %202 = trunc i64 %197 to i32
  %203 = lshr i64 %199, 32
  %204 = trunc i64 %203 to i32
  %205 = trunc i64 %199 to i32
  %206 = xor i32 %204, %189
  %207 = xor i32 %206, %194
  %208 = xor i32 %201, %186
  %209 = xor i32 %208, %195
  %210 = add i32 %194, -1640531527
  %211 = add i32 %195, -1150833019
  %212 = zext i32 %207 to i64
  %213 = mul i64 3528531795, %212
  %214 = zext i32 %209 to i64
  %215 = mul i64 3449720151, %214
  %216 = lshr i64 %213, 32
  %217 = trunc i64 %216 to i32
  %218 = trunc i64 %213 to i32
  %219 = lshr i64 %215, 32
  %220 = trunc i64 %219 to i32
  %221 = trunc i64 %215 to i32
  %222 = xor i32 %220, %205
  %223 = xor i32 %222, %210
  %224 = xor i32 %217, %202
  %225 = xor i32 %224, %211
  %226 = add i32 %210, -1640531527
  %227 = add i32 %211, -1150833019
  %228 = zext i32 %223 to i64
  %229 = mul i64 3528531795, %228
  %230 = zext i32 %225 to i64
  %231 = mul i64 3449720151, %230
  %232 = lshr i64 %229, 32
  %233 = trunc i64 %232 to i32
  %234 = trunc i64 %229 to i32
  %235 = lshr i64 %231, 32
  %236 = trunc i64 %235 to i32
  %237 = trunc i64 %231 to i32
  %238 = xor i32 %236, %221
  %239 = xor i32 %238, %226
  %240 = xor i32 %233, %218
  %241 = xor i32 %240, %227
  %242 = add i32 %226, -1640531527
  %243 = add i32 %227, -1150833019
  %244 = zext i32 %239 to i64
  %245 = mul i64 3528531795, %244
  %246 = zext i32 %241 to i64
  %247 = mul i64 3449720151, %246
  %248 = lshr i64 %245, 32
  %249 = trunc i64 %248 to i32
  %250 = trunc i64 %245 to i32
  %251 = lshr i64 %247, 32
  %252 = trunc i64 %251 to i32
  %253 = trunc i64 %247 to i32
  %254 = xor i32 %252, %237
  %255 = xor i32 %254, %242
  %256 = xor i32 %249, %234
  %257 = xor i32 %256, %243
  %258 = add i32 %242, -1640531527
  %259 = add i32 %243, -1150833019
  %260 = zext i32 %255 to i64
  %261 = mul i64 3528531795, %260
  %262 = zext i32 %257 to i64
  %263 = mul i64 3449720151, %262
  %264 = lshr i64 %261, 32
  %265 = trunc i64 %264 to i32
  %266 = trunc i64 %261 to i32
  %267 = lshr i64 %263, 32
  %268 = trunc i64 %267 to i32
  %269 = trunc i64 %263 to i32
  %270 = xor i32 %268, %253
  %271 = xor i32 %270, %258
  %272 = xor i32 %265, %250
  %273 = xor i32 %272, %259
  %274 = add i32 %258, -1640531527
  %275 = add i32 %259, -1150833019
  %276 = zext i32 %271 to i64
  %277 = mul i64 3528531795, %276
  %278 = zext i32 %273 to i64
  %279 = mul i64 3449720151, %278
  %280 = lshr i64 %277, 32
  %281 = trunc i64 %280 to i32
  %282 = trunc i64 %277 to i32
  %283 = lshr i64 %279, 32
  %284 = trunc i64 %283 to i32
  %285 = trunc i64 %279 to i32
  %286 = xor i32 %284, %269
  %287 = xor i32 %286, %274
  %288 = xor i32 %281, %266
  %289 = xor i32 %288, %275
  %290 = add i32 %274, -1640531527
  %291 = add i32 %275, -1150833019
  %292 = zext i32 %287 to i64
  %293 = mul i64 3528531795, %292
  %294 = zext i32 %289 to i64
  %295 = mul i64 3449720151, %294
  %296 = lshr i64 %293, 32
  %297 = trunc i64 %296 to i32
  %298 = trunc i64 %293 to i32
  %299 = lshr i64 %295, 32
  %300 = trunc i64 %299 to i32
  %301 = trunc i64 %295 to i32
  %302 = xor i32 %300, %285
  %303 = xor i32 %302, %290
  %304 = xor i32 %297, %282
  %305 = xor i32 %304, %291
  %306 = add i32 %290, -1640531527
  %307 = add i32 %291, -1150833019
  %308 = zext i32 %303 to i64
  %309 = mul i64 3528531795, %308
  %310 = zext i32 %305 to i64
  %311 = mul i64 3449720151, %310
  %312 = lshr i64 %309, 32
  %313 = trunc i64 %312 to i32
  %314 = trunc i64 %309 to i32
  %315 = lshr i64 %311, 32
  %316 = trunc i64 %315 to i32
  %317 = trunc i64 %311 to i32
  %318 = xor i32 %316, %301
  %319 = xor i32 %318, %306
  %320 = xor i32 %313, %298
  %321 = xor i32 %320, %307
  %322 = add i32 %306, -1640531527
  %323 = add i32 %307, -1150833019
  %324 = zext i32 %319 to i64
  %325 = mul i64 3528531795, %324
  %326 = zext i32 %321 to i64
  %327 = mul i64 3449720151, %326
  %328 = lshr i64 %325, 32
  %329 = trunc i64 %328 to i32
  %330 = trunc i64 %325 to i32
  %331 = lshr i64 %327, 32
  %332 = trunc i64 %331 to i32
  %333 = trunc i64 %327 to i32
  %334 = xor i32 %332, %317
  %335 = xor i32 %334, %322
  %336 = xor i32 %329, %314
  %337 = xor i32 %336, %323
  %338 = uitofp i32 %335 to double
  %339 = fadd double %338, 5.000000e-01
  %340 = fmul double %339, 0x3DF0000000000000
  %341 = uitofp i32 %333 to double
  %342 = fadd double %341, 5.000000e-01
  %343 = fmul double %342, 0x3DF0000000000000
  %344 = bitcast double %340 to i64
  %345 = lshr i64 %344, 32
  %346 = add i64 %345, 614242
  %347 = lshr i64 %346, 20
  %348 = sub i64 %347, 1023
  %349 = and i64 %346, 1048575
  %350 = add i64 %349, 1072079006
  %351 = shl i64 %350, 32
  %352 = and i64 %344, 4294967295
  %353 = or i64 %351, %352
  %354 = bitcast i64 %353 to double
  %355 = fsub double %354, 1.000000e+00
  %356 = fmul double 5.000000e-01, %355
  %357 = fmul double %356, %355
  %358 = fadd double 2.000000e+00, %355
  %359 = fdiv double %355, %358
  %360 = fmul double %359, %359
  %361 = fmul double %360, %360
  %362 = fmul double %361, 0x3FC39A09D078C69F
  %363 = fadd double 0x3FCC71C51D8E78AF, %362
  %364 = fmul double %361, %363
  %365 = fadd double 0x3FD999999997FA04, %364
  %366 = fmul double %361, %365
  %367 = fmul double %361, 0x3FC2F112DF3E5244
  %368 = fadd double 0x3FC7466496CB03DE, %367
  %369 = fmul double %361, %368
  %370 = fadd double 0x3FD2492494229359, %369
  %371 = fmul double %361, %370
  %372 = fadd double 0x3FE5555555555593, %371
  %373 = fmul double %360, %372
  %374 = fadd double %373, %366
  %375 = sitofp i64 %348 to double
  %376 = fadd double %357, %374
  %377 = fmul double %359, %376
  %378 = fmul double %375, 0x3DEA39EF35793C76
  %379 = fadd double %377, %378
  %380 = fsub double %379, %357
  %381 = fadd double %380, %355
  %382 = fmul double %375, 0x3FE62E42FEE00000
  %383 = fadd double %381, %382
  %384 = fmul double -2.000000e+00, %383
  %385 = call double @llvm.sqrt.f64(double %384)
  %386 = fmul double 0x401921FB54442D18, %343
  %387 = fmul double %386, 0x3FE45F306DC9C883
  %388 = fadd double %387, 0x4338000000000000
  %389 = bitcast double %388 to i64
  %390 = fsub double %388, 0x4338000000000000
  %391 = fmul double %390, 0x3FF921FB54400000
  %392 = fsub double %386, %391
  %393 = fmul double %390, 0x3DD0B4611A626331
  %394 = fmul double %390, 0x3DD0B4611A600000
  %395 = fsub double %392, %394
  %396 = fmul double %390, 0x3BA3198A2E037073
  %397 = fsub double %392, %395
  %398 = fsub double %397, %394
  %399 = fsub double %396, %398
  %400 = fsub double %392, %393
  %401 = bitcast double %386 to i64
  %402 = lshr i64 %401, 52
  %403 = and i64 %402, 2047
  %404 = bitcast double %400 to i64
  %405 = lshr i64 %404, 52
  %406 = and i64 %405, 2047
  %407 = add i64 %406, 16
  %408 = icmp ult i64 %407, %403
  %409 = select i1 %408, double %395, double %392
  %410 = select i1 %408, double %399, double %393
  %411 = fsub double %409, %410
  %412 = fsub double %409, %411
  %413 = fsub double %412, %410
  %414 = fmul double %411, %411
  %415 = fmul double %414, %414
  %416 = fmul double %414, 0x3EFA01A019CB1590
  %417 = fadd double 0xBF56C16C16C15177, %416
  %418 = fmul double %414, %417
  %419 = fadd double 0x3FA555555555554C, %418
  %420 = fmul double %414, %419
  %421 = fmul double %414, 0xBDA8FAE9BE8838D4
  %422 = fadd double 0x3E21EE9EBDB4B1C4, %421
  %423 = fmul double %414, %422
  %424 = fadd double 0xBE927E4F809C52AD, %423
  %425 = fmul double %415, %415
  %426 = fmul double %425, %424
  %427 = fadd double %420, %426
  %428 = fmul double 5.000000e-01, %414
  %429 = fsub double 1.000000e+00, %428
  %430 = fsub double 1.000000e+00, %429
  %431 = fsub double %430, %428
  %432 = fmul double %414, %427
  %433 = fmul double %411, %413
  %434 = fsub double %432, %433
  %435 = fadd double %431, %434
  %436 = fadd double %429, %435
  %437 = fmul double %411, %411
  %438 = fmul double %437, %437
  %439 = fmul double %437, 0x3EC71DE357B1FE7D
  %440 = fadd double 0xBF2A01A019C161D5, %439
  %441 = fmul double %437, %440
  %442 = fadd double 0x3F8111111110F8A6, %441
  %443 = fmul double %437, 0x3DE5D93A5ACFD57C
  %444 = fadd double 0xBE5AE5E68A2B9CEB, %443
  %445 = fmul double %437, %438
  %446 = fmul double %445, %444
  %447 = fadd double %442, %446
  %448 = fmul double %437, %411
  %449 = fmul double 5.000000e-01, %413
  %450 = fmul double %448, %447
  %451 = fsub double %449, %450
  %452 = fmul double %437, %451
  %453 = fsub double %452, %413
  %454 = fmul double %448, 0xBFC5555555555549
  %455 = fsub double %453, %454
  %456 = fsub double %411, %455
  %457 = fneg double %436
  %458 = fneg double %456
  %459 = and i64 %389, 1
  %460 = and i64 %389, 2
  %461 = icmp eq i64 %459, 1
  %462 = icmp eq i64 %460, 2
  %463 = select i1 %462, double %457, double %436
  %464 = select i1 %462, double %456, double %458
  %465 = select i1 %461, double %464, double %463
  %466 = fmul double %385, %465
  %467 = fptrunc double %466 to float
  %468 = fmul float %467, %noise_scale3
  %469 = fadd float %169, %468
  store float %469, ptr %105, align 4
  br label %slot.done44

slot.done44:                                      ; preds = %slot.then43, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then48:                             ; preds = %quiet
  br label %uniform_sinks.done49

uniform_sinks.done49:                             ; preds = %uniform_sinks.then48, %quiet
  %feature50 = add i64 %lane, 0
  %valid51 = icmp ult i64 %feature50, %n_features
  %470 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid51, label %slot.then52, label %slot.done53

slot.then52:                                      ; preds = %uniform_sinks.done49
  %471 = load float, ptr %470, align 4
  %472 = fmul float 2.000000e+00, %471
  %473 = fmul float 0x3FA99999A0000000, %472
  %474 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature50
  %475 = load float, ptr addrspace(1) %474, align 4
  %476 = fmul float -1.000000e+00, %475
  %477 = fadd float %473, %476
  %478 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %479 = fdiv float 1.000000e+00, %478
  %480 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %481 = fsub float %471, %480
  %482 = fcmp olt float %481, -1.040000e+02
  %483 = select i1 %482, float -1.040000e+02, float %481
  %484 = fcmp olt float 8.900000e+01, %483
  %485 = select i1 %484, float 8.900000e+01, float %483
  %486 = fmul float %485, 0x3FF7154760000000
  %487 = fadd float %486, 0x4168000000000000
  %488 = fsub float %487, 0x4168000000000000
  %489 = bitcast float %487 to i32
  %490 = sub i32 %489, 1262485504
  %491 = fmul float %488, 0x3FE62E4000000000
  %492 = fsub float %485, %491
  %493 = fmul float %488, 0x3EB7F7D1C0000000
  %494 = fsub float %492, %493
  %495 = fmul float %494, %494
  %496 = fmul float %495, 0x3E66376980000000
  %497 = fadd float 0xBEBBBD41C0000000, %496
  %498 = fmul float %495, %497
  %499 = fadd float 0x3F11566AA0000000, %498
  %500 = fmul float %495, %499
  %501 = fadd float 0xBF66C16C20000000, %500
  %502 = fmul float %495, %501
  %503 = fadd float 0x3FC5555560000000, %502
  %504 = fmul float %495, %503
  %505 = fsub float %494, %504
  %506 = fmul float %494, %505
  %507 = fsub float 2.000000e+00, %505
  %508 = fdiv float %506, %507
  %509 = fsub float %493, %508
  %510 = fsub float %509, %492
  %511 = fsub float 1.000000e+00, %510
  %512 = add i32 %490, 256
  %513 = lshr i32 %512, 1
  %514 = sub i32 %513, 1
  %515 = add i32 %490, 255
  %516 = sub i32 %515, %513
  %517 = shl i32 %514, 23
  %518 = shl i32 %516, 23
  %519 = bitcast i32 %517 to float
  %520 = bitcast i32 %518 to float
  %521 = fmul float %511, %519
  %522 = fmul float %521, %520
  %523 = fcmp uno float %481, %481
  %524 = select i1 %523, float 0x7FF8000000000000, float %522
  %525 = fmul float %479, %524
  %526 = fadd float %477, %525
  %feature54 = uitofp i64 %feature50 to float
  %527 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %528 = fcmp oeq float %feature54, %527
  %529 = select i1 %528, float 1.000000e+00, float 0.000000e+00
  %530 = fcmp une float %529, 0.000000e+00
  %531 = select i1 %530, float 0x3FB99999A0000000, float 0.000000e+00
  %532 = fadd float %526, %531
  %533 = fmul float %532, %eta
  %534 = fsub float %471, %533
  %535 = fmul float 0.000000e+00, %noise_scale3
  %536 = fadd float %534, %535
  store float %534, ptr %470, align 4
  br label %slot.done53

slot.done53:                                      ; preds = %slot.then52, %uniform_sinks.done49
  br label %noise.done

slot.then57:                                      ; preds = %step.exit
  %537 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature55
  %538 = load float, ptr %15, align 4
  store float %538, ptr addrspace(1) %537, align 4
  br label %slot.done58

slot.done58:                                      ; preds = %slot.then57, %step.exit
  br label %row.done
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_depth34 = alloca i64, align 8
  %pairwise_levels33 = alloca [64 x i64], align 8
  %pairwise_sums32 = alloca [64 x float], align 4
  %fold_index31 = alloca i64, align 8
  %fold_value30 = alloca float, align 4
  %pairwise_depth18 = alloca i64, align 8
  %pairwise_levels17 = alloca [64 x i64], align 8
  %pairwise_sums16 = alloca [64 x float], align 4
  %fold_index15 = alloca i64, align 8
  %fold_value14 = alloca float, align 4
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 1024
  %2 = and i1 %inside, %fits
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

row.done:                                         ; preds = %slot.done58, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %104, %noise.done ]
  %8 = icmp ult i64 %step, %steps
  br i1 %8, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %9 = load float, ptr %temperature1, align 4
  %10 = fmul float %two_eta, %9
  %11 = fcmp olt float 0.000000e+00, %10
  %12 = call float @llvm.sqrt.f32(float %10)
  %13 = select i1 %11, float %12, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %13, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  %feature55 = add i64 %lane, 0
  %valid56 = icmp ult i64 %feature55, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid56, label %slot.then57, label %slot.done58

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature4
  store float %16, ptr addrspace(3) %17, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %30, %fold.body ]
  %19 = icmp ult i64 %fold, %n_features
  br i1 %19, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold
  %21 = load float, ptr addrspace(3) %20, align 4
  %22 = load float, ptr %fold_value, align 4
  %23 = fcmp ogt float %21, %22
  %24 = fcmp uno float %21, %21
  %25 = fcmp ord float %22, %22
  %26 = and i1 %24, %25
  %take = or i1 %23, %26
  %27 = select i1 %take, float %21, float %22
  store float %27, ptr %fold_value, align 4
  %28 = load i64, ptr %fold_index, align 8
  %29 = select i1 %take, i64 %fold, i64 %28
  store i64 %29, ptr %fold_index, align 8
  %30 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %31 = load float, ptr %fold_value, align 4
  store float %31, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

slot.then10:                                      ; preds = %fold.done
  %32 = load float, ptr %18, align 4
  %33 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature8
  store float %32, ptr addrspace(3) %33, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %fold.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then12, label %fold.done13

fold.then12:                                      ; preds = %slot.done11
  store float 0xFFF0000000000000, ptr %fold_value14, align 4
  store i64 0, ptr %fold_index15, align 8
  store i64 0, ptr %pairwise_depth18, align 8
  br label %fold.header19

fold.done13:                                      ; preds = %fold.exit21, %slot.done11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature24 = add i64 %lane, 0
  %valid25 = icmp ult i64 %feature24, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid25, label %slot.then26, label %slot.done27

fold.header19:                                    ; preds = %fold.body20, %fold.then12
  %fold22 = phi i64 [ 0, %fold.then12 ], [ %46, %fold.body20 ]
  %35 = icmp ult i64 %fold22, %n_features
  br i1 %35, label %fold.body20, label %fold.exit21

fold.body20:                                      ; preds = %fold.header19
  %36 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold22
  %37 = load float, ptr addrspace(3) %36, align 4
  %38 = load float, ptr %fold_value14, align 4
  %39 = fcmp ogt float %37, %38
  %40 = fcmp uno float %37, %37
  %41 = fcmp ord float %38, %38
  %42 = and i1 %40, %41
  %take23 = or i1 %39, %42
  %43 = select i1 %take23, float %37, float %38
  store float %43, ptr %fold_value14, align 4
  %44 = load i64, ptr %fold_index15, align 8
  %45 = select i1 %take23, i64 %fold22, i64 %44
  store i64 %45, ptr %fold_index15, align 8
  %46 = add i64 %fold22, 1
  br label %fold.header19

fold.exit21:                                      ; preds = %fold.header19
  %47 = load i64, ptr %fold_index15, align 8
  %argmax = uitofp i64 %47 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %fold.done13

slot.then26:                                      ; preds = %fold.done13
  %48 = load float, ptr %34, align 4
  %49 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %50 = fsub float %48, %49
  %51 = fcmp olt float %50, -1.040000e+02
  %52 = select i1 %51, float -1.040000e+02, float %50
  %53 = fcmp olt float 8.900000e+01, %52
  %54 = select i1 %53, float 8.900000e+01, float %52
  %55 = fmul float %54, 0x3FF7154760000000
  %56 = fadd float %55, 0x4168000000000000
  %57 = fsub float %56, 0x4168000000000000
  %58 = bitcast float %56 to i32
  %59 = sub i32 %58, 1262485504
  %60 = fmul float %57, 0x3FE62E4000000000
  %61 = fsub float %54, %60
  %62 = fmul float %57, 0x3EB7F7D1C0000000
  %63 = fsub float %61, %62
  %64 = fmul float %63, %63
  %65 = fmul float %64, 0x3E66376980000000
  %66 = fadd float 0xBEBBBD41C0000000, %65
  %67 = fmul float %64, %66
  %68 = fadd float 0x3F11566AA0000000, %67
  %69 = fmul float %64, %68
  %70 = fadd float 0xBF66C16C20000000, %69
  %71 = fmul float %64, %70
  %72 = fadd float 0x3FC5555560000000, %71
  %73 = fmul float %64, %72
  %74 = fsub float %63, %73
  %75 = fmul float %63, %74
  %76 = fsub float 2.000000e+00, %74
  %77 = fdiv float %75, %76
  %78 = fsub float %62, %77
  %79 = fsub float %78, %61
  %80 = fsub float 1.000000e+00, %79
  %81 = add i32 %59, 256
  %82 = lshr i32 %81, 1
  %83 = sub i32 %82, 1
  %84 = add i32 %59, 255
  %85 = sub i32 %84, %82
  %86 = shl i32 %83, 23
  %87 = shl i32 %85, 23
  %88 = bitcast i32 %86 to float
  %89 = bitcast i32 %87 to float
  %90 = fmul float %80, %88
  %91 = fmul float %90, %89
  %92 = fcmp uno float %50, %50
  %93 = select i1 %92, float 0x7FF8000000000000, float %91
  %94 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature24
  store float %93, ptr addrspace(3) %94, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %fold.done13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then28, label %fold.done29

fold.then28:                                      ; preds = %slot.done27
  store float 0.000000e+00, ptr %fold_value30, align 4
  store i64 0, ptr %fold_index31, align 8
  store i64 0, ptr %pairwise_depth34, align 8
  br label %fold.header35

fold.done29:                                      ; preds = %fold.exit37, %slot.done27
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header35:                                    ; preds = %fold.body36, %fold.then28
  %fold38 = phi i64 [ 0, %fold.then28 ], [ %100, %fold.body36 ]
  %95 = icmp ult i64 %fold38, %n_features
  br i1 %95, label %fold.body36, label %fold.exit37

fold.body36:                                      ; preds = %fold.header35
  %96 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold38
  %97 = load float, ptr addrspace(3) %96, align 4
  %98 = load float, ptr %fold_value30, align 4
  %99 = fadd float %97, %98
  store float %99, ptr %fold_value30, align 4
  %100 = add i64 %fold38, 1
  br label %fold.header35

fold.exit37:                                      ; preds = %fold.header35
  %101 = load float, ptr %fold_value30, align 4
  store float %101, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done29

noise:                                            ; preds = %fold.done29
  %feature39 = add i64 %lane, 0
  %valid40 = icmp ult i64 %feature39, %n_features
  %102 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done29
  %feature46 = add i64 %lane, 0
  %valid47 = icmp ult i64 %feature46, %n_features
  %103 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then48, label %uniform_sinks.done49

noise.done:                                       ; preds = %slot.done53, %slot.done44
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %104 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature41 = add i64 %lane, 0
  %valid42 = icmp ult i64 %feature41, %n_features
  %105 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid42, label %slot.then43, label %slot.done44

slot.then43:                                      ; preds = %uniform_sinks.done
  %106 = load float, ptr %105, align 4
  %107 = fmul float 2.000000e+00, %106
  %108 = fmul float 0x3FA99999A0000000, %107
  %109 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature41
  %110 = load float, ptr addrspace(1) %109, align 4
  %111 = fmul float -1.000000e+00, %110
  %112 = fadd float %108, %111
  %113 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %114 = fdiv float 1.000000e+00, %113
  %115 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %116 = fsub float %106, %115
  %117 = fcmp olt float %116, -1.040000e+02
  %118 = select i1 %117, float -1.040000e+02, float %116
  %119 = fcmp olt float 8.900000e+01, %118
  %120 = select i1 %119, float 8.900000e+01, float %118
  %121 = fmul float %120, 0x3FF7154760000000
  %122 = fadd float %121, 0x4168000000000000
  %123 = fsub float %122, 0x4168000000000000
  %124 = bitcast float %122 to i32
  %125 = sub i32 %124, 1262485504
  %126 = fmul float %123, 0x3FE62E4000000000
  %127 = fsub float %120, %126
  %128 = fmul float %123, 0x3EB7F7D1C0000000
  %129 = fsub float %127, %128
  %130 = fmul float %129, %129
  %131 = fmul float %130, 0x3E66376980000000
  %132 = fadd float 0xBEBBBD41C0000000, %131
  %133 = fmul float %130, %132
  %134 = fadd float 0x3F11566AA0000000, %133
  %135 = fmul float %130, %134
  %136 = fadd float 0xBF66C16C20000000, %135
  %137 = fmul float %130, %136
  %138 = fadd float 0x3FC5555560000000, %137
  %139 = fmul float %130, %138
  %140 = fsub float %129, %139
  %141 = fmul float %129, %140
  %142 = fsub float 2.000000e+00, %140
  %143 = fdiv float %141, %142
  %144 = fsub float %128, %143
  %145 = fsub float %144, %127
  %146 = fsub float 1.000000e+00, %145
  %147 = add i32 %125, 256
  %148 = lshr i32 %147, 1
  %149 = sub i32 %148, 1
  %150 = add i32 %125, 255
  %151 = sub i32 %150, %148
  %152 = shl i32 %149, 23
  %153 = shl i32 %151, 23
  %154 = bitcast i32 %152 to float
  %155 = bitcast i32 %153 to float
  %156 = fmul float %146, %154
  %157 = fmul float %156, %155
  %158 = fcmp uno float %116, %116
  %159 = select i1 %158, float 0x7FF8000000000000, float %157
  %160 = fmul float %114, %159
  %161 = fadd float %112, %160
  %feature45 = uitofp i64 %feature41 to float
  %162 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %163 = fcmp oeq float %feature45, %162
  %164 = select i1 %163, float 1.000000e+00, float 0.000000e+00
  %165 = fcmp une float %164, 0.000000e+00
  %166 = select i1 %165, float 0x3FB99999A0000000, float 0.000000e+00
  %167 = fadd float %161, %166
  %168 = fmul float %167, %eta
  %169 = fsub float %106, %168
  %170 = mul i64 %row, %n_features
  %element = add i64 %170, %feature41
  %171 = trunc i64 %key0 to i32
  %172 = lshr i64 %key0, 32
  %173 = trunc i64 %172 to i32
  %174 = trunc i64 %element to i32
  %175 = trunc i64 %key1_step to i32
  %176 = lshr i64 %key1_step, 32
  %177 = trunc i64 %176 to i32
  %178 = lshr i64 %element, 32
  %179 = trunc i64 %178 to i32
  %180 = zext i32 %174 to i64
  %181 = mul i64 3528531795, %180
  %182 = zext i32 %177 to i64
  %183 = mul i64 3449720151, %182
  %184 = lshr i64 %181, 32
  %185 = trunc i64 %184 to i32
  %186 = trunc i64 %181 to i32
  %187 = lshr i64 %183, 32
  %188 = trunc i64 %187 to i32
  %189 = trunc i64 %183 to i32
  %190 = xor i32 %188, %175
  %191 = xor i32 %190, %171
  %192 = xor i32 %185, %179
  %193 = xor i32 %192, %173
  %194 = add i32 %171, -1640531527
  %195 = add i32 %173, -1150833019
  %196 = zext i32 %191 to i64
  %197 = mul i64 3528531795, %196
  %198 = zext i32 %193 to i64
  %199 = mul i64 3449720151, %198
  %200 = lshr i64 %197, 32
  %201 = trunc i64 %200 to i32
  %202 = trunc i64 %197 to i32
  %203 = lshr i64 %199, 32
  %204 = trunc i64 %203 to i32
  %205 = trunc i64 %199 to i32
  %206 = xor i32 %204, %189
  %207 = xor i32 %206, %194
  %208 = xor i32 %201, %186
  %209 = xor i32 %208, %195
  %210 = add i32 %194, -1640531527
  %211 = add i32 %195, -1150833019
  %212 = zext i32 %207 to i64
  %213 = mul i64 3528531795, %212
  %214 = zext i32 %209 to i64
  %215 = mul i64 3449720151, %214
  %216 = lshr i64 %213, 32
  %217 = trunc i64 %216 to i32
  %218 = trunc i64 %213 to i32
  %219 = lshr i64 %215, 32
  %220 = trunc i64 %219 to i32
  %221 = trunc i64 %215 to i32
  %222 = xor i32 %220, %205
  %223 = xor i32 %222, %210
  %224 = xor i32 %217, %202
  %225 = xor i32 %224, %211
  %226 = add i32 %210, -1640531527
  %227 = add i32 %211, -1150833019
  %228 = zext i32 %223 to i64
  %229 = mul i64 3528531795, %228
  %230 = zext i32 %225 to i64
  %231 = mul i64 3449720151, %230
  %232 = lshr i64 %229, 32
  %233 = trunc i64 %232 to i32
  %234 = trunc i64 %229 to i32
  %235 = lshr i64 %231, 32
  %236 = trunc i64 %235 to i32
  %237 = trunc i64 %231 to i32
  %238 = xor i32 %236, %221
  %239 = xor i32 %238, %226
  %240 = xor i32 %233, %218
  %241 = xor i32 %240, %227
  %242 = add i32 %226, -1640531527
  %243 = add i32 %227, -1150833019
  %244 = zext i32 %239 to i64
  %245 = mul i64 3528531795, %244
  %246 = zext i32 %241 to i64
  %247 = mul i64 3449720151, %246
  %248 = lshr i64 %245, 32
  %249 = trunc i64 %248 to i32
  %250 = trunc i64 %245 to i32
  %251 = lshr i64 %247, 32
  %252 = trunc i64 %251 to i32
  %253 = trunc i64 %247 to i32
  %254 = xor i32 %252, %237
  %255 = xor i32 %254, %242
  %256 = xor i32 %249, %234
  %257 = xor i32 %256, %243
  %258 = add i32 %242, -1640531527
  %259 = add i32 %243, -1150833019
  %260 = zext i32 %255 to i64
  %261 = mul i64 3528531795, %260
  %262 = zext i32 %257 to i64
  %263 = mul i64 3449720151, %262
  %264 = lshr i64 %261, 32
  %265 = trunc i64 %264 to i32
  %266 = trunc i64 %261 to i32
  %267 = lshr i64 %263, 32
  %268 = trunc i64 %267 to i32
  %269 = trunc i64 %263 to i32
  %270 = xor i32 %268, %253
  %271 = xor i32 %270, %258
  %272 = xor i32 %265, %250
  %273 = xor i32 %272, %259
  %274 = add i32 %258, -1640531527
  %275 = add i32 %259, -1150833019
  %276 = zext i32 %271 to i64
  %277 = mul i64 3528531795, %276
  %278 = zext i32 %273 to i64
  %279 = mul i64 3449720151, %278
  %280 = lshr i64 %277, 32
  %281 = trunc i64 %280 to i32
  %282 = trunc i64 %277 to i32
  %283 = lshr i64 %279, 32
  %284 = trunc i64 %283 to i32
  %285 = trunc i64 %279 to i32
  %286 = xor i32 %284, %269
  %287 = xor i32 %286, %274
  %288 = xor i32 %281, %266
  %289 = xor i32 %288, %275
  %290 = add i32 %274, -1640531527
  %291 = add i32 %275, -1150833019
  %292 = zext i32 %287 to i64
  %293 = mul i64 3528531795, %292
  %294 = zext i32 %289 to i64
  %295 = mul i64 3449720151, %294
  %296 = lshr i64 %293, 32
  %297 = trunc i64 %296 to i32
  %298 = trunc i64 %293 to i32
  %299 = lshr i64 %295, 32
  %300 = trunc i64 %299 to i32
  %301 = trunc i64 %295 to i32
  %302 = xor i32 %300, %285
  %303 = xor i32 %302, %290
  %304 = xor i32 %297, %282
  %305 = xor i32 %304, %291
  %306 = add i32 %290, -1640531527
  %307 = add i32 %291, -1150833019
  %308 = zext i32 %303 to i64
  %309 = mul i64 3528531795, %308
  %310 = zext i32 %305 to i64
  %311 = mul i64 3449720151, %310
  %312 = lshr i64 %309, 32
  %313 = trunc i64 %312 to i32
  %314 = trunc i64 %309 to i32
  %315 = lshr i64 %311, 32
  %316 = trunc i64 %315 to i32
  %317 = trunc i64 %311 to i32
  %318 = xor i32 %316, %301
  %319 = xor i32 %318, %306
  %320 = xor i32 %313, %298
  %321 = xor i32 %320, %307
  %322 = add i32 %306, -1640531527
  %323 = add i32 %307, -1150833019
  %324 = zext i32 %319 to i64
  %325 = mul i64 3528531795, %324
  %326 = zext i32 %321 to i64
  %327 = mul i64 3449720151, %326
  %328 = lshr i64 %325, 32
  %329 = trunc i64 %328 to i32
  %330 = trunc i64 %325 to i32
  %331 = lshr i64 %327, 32
  %332 = trunc i64 %331 to i32
  %333 = trunc i64 %327 to i32
  %334 = xor i32 %332, %317
  %335 = xor i32 %334, %322
  %336 = xor i32 %329, %314
  %337 = xor i32 %336, %323
  %338 = uitofp i32 %335 to double
  %339 = fadd double %338, 5.000000e-01
  %340 = fmul double %339, 0x3DF0000000000000
  %341 = uitofp i32 %333 to double
  %342 = fadd double %341, 5.000000e-01
  %343 = fmul double %342, 0x3DF0000000000000
  %344 = bitcast double %340 to i64
  %345 = lshr i64 %344, 32
  %346 = add i64 %345, 614242
  %347 = lshr i64 %346, 20
  %348 = sub i64 %347, 1023
  %349 = and i64 %346, 1048575
  %350 = add i64 %349, 1072079006
  %351 = shl i64 %350, 32
  %352 = and i64 %344, 4294967295
  %353 = or i64 %351, %352
  %354 = bitcast i64 %353 to double
  %355 = fsub double %354, 1.000000e+00
  %356 = fmul double 5.000000e-01, %355
  %357 = fmul double %356, %355
  %358 = fadd double 2.000000e+00, %355
  %359 = fdiv double %355, %358
  %360 = fmul double %359, %359
  %361 = fmul double %360, %360
  %362 = fmul double %361, 0x3FC39A09D078C69F
  %363 = fadd double 0x3FCC71C51D8E78AF, %362
  %364 = fmul double %361, %363
  %365 = fadd double 0x3FD999999997FA04, %364
  %366 = fmul double %361, %365
  %367 = fmul double %361, 0x3FC2F112DF3E5244
  %368 = fadd double 0x3FC7466496CB03DE, %367
  %369 = fmul double %361, %368
  %370 = fadd double 0x3FD2492494229359, %369
  %371 = fmul double %361, %370
  %372 = fadd double 0x3FE5555555555593, %371
  %373 = fmul double %360, %372
  %374 = fadd double %373, %366
  %375 = sitofp i64 %348 to double
  %376 = fadd double %357, %374
  %377 = fmul double %359, %376
  %378 = fmul double %375, 0x3DEA39EF35793C76
  %379 = fadd double %377, %378
  %380 = fsub double %379, %357
  %381 = fadd double %380, %355
  %382 = fmul double %375, 0x3FE62E42FEE00000
  %383 = fadd double %381, %382
  %384 = fmul double -2.000000e+00, %383
  %385 = call double @llvm.sqrt.f64(double %384)
  %386 = fmul double 0x401921FB54442D18, %343
  %387 = fmul double %386, 0x3FE45F306DC9C883
  %388 = fadd double %387, 0x4338000000000000
  %389 = bitcast double %388 to i64
  %390 = fsub double %388, 0x4338000000000000
  %391 = fmul double %390, 0x3FF921FB54400000
  %392 = fsub double %386, %391
  %393 = fmul double %390, 0x3DD0B4611A626331
  %394 = fmul double %390, 0x3DD0B4611A600000
  %395 = fsub double %392, %394
  %396 = fmul double %390, 0x3BA3198A2E037073
  %397 = fsub double %392, %395
  %398 = fsub double %397, %394
  %399 = fsub double %396, %398
  %400 = fsub double %392, %393
  %401 = bitcast double %386 to i64
  %402 = lshr i64 %401, 52
  %403 = and i64 %402, 2047
  %404 = bitcast double %400 to i64
  %405 = lshr i64 %404, 52
  %406 = and i64 %405, 2047
  %407 = add i64 %406, 16
  %408 = icmp ult i64 %407, %403
  %409 = select i1 %408, double %395, double %392
  %410 = select i1 %408, double %399, double %393
  %411 = fsub double %409, %410
  %412 = fsub double %409, %411
  %413 = fsub double %412, %410
  %414 = fmul double %411, %411
  %415 = fmul double %414, %414
  %416 = fmul double %414, 0x3EFA01A019CB1590
  %417 = fadd double 0xBF56C16C16C15177, %416
  %418 = fmul double %414, %417
  %419 = fadd double 0x3FA555555555554C, %418
  %420 = fmul double %414, %419
  %421 = fmul double %414, 0xBDA8FAE9BE8838D4
  %422 = fadd double 0x3E21EE9EBDB4B1C4, %421
  %423 = fmul double %414, %422
  %424 = fadd double 0xBE927E4F809C52AD, %423
  %425 = fmul double %415, %415
  %426 = fmul double %425, %424
  %427 = fadd double %420, %426
  %428 = fmul double 5.000000e-01, %414
  %429 = fsub double 1.000000e+00, %428
  %430 = fsub double 1.000000e+00, %429
  %431 = fsub double %430, %428
  %432 = fmul double %414, %427
  %433 = fmul double %411, %413
  %434 = fsub double %432, %433
  %435 = fadd double %431, %434
  %436 = fadd double %429, %435
  %437 = fmul double %411, %411
  %438 = fmul double %437, %437
  %439 = fmul double %437, 0x3EC71DE357B1FE7D
  %440 = fadd double 0xBF2A01A019C161D5, %439
  %441 = fmul double %437, %440
  %442 = fadd double 0x3F8111111110F8A6, %441
  %443 = fmul double %437, 0x3DE5D93A5ACFD57C
  %444 = fadd double 0xBE5AE5E68A2B9CEB, %443
  %445 = fmul double %437, %438
  %446 = fmul double %445, %444
  %447 = fadd double %442, %446
  %448 = fmul double %437, %411
  %449 = fmul double 5.000000e-01, %413
  %450 = fmul double %448, %447
  %451 = fsub double %449, %450
  %452 = fmul double %437, %451
  %453 = fsub double %452, %413
  %454 = fmul double %448, 0xBFC5555555555549
  %455 = fsub double %453, %454
  %456 = fsub double %411, %455
  %457 = fneg double %436
  %458 = fneg double %456
  %459 = and i64 %389, 1
  %460 = and i64 %389, 2
  %461 = icmp eq i64 %459, 1
  %462 = icmp eq i64 %460, 2
  %463 = select i1 %462, double %457, double %436
  %464 = select i1 %462, double %456, double %458
  %465 = select i1 %461, double %464, double %463
  %466 = fmul double %385, %465
  %467 = fptrunc double %466 to float
  %468 = fmul float %467, %noise_scale3
  %469 = fadd float %169, %468
  store float %469, ptr %105, align 4
  br label %slot.done44

slot.done44:                                      ; preds = %slot.then43, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then48:                             ; preds = %quiet
  br label %uniform_sinks.done49

uniform_sinks.done49:                             ; preds = %uniform_sinks.then48, %quiet
  %feature50 = add i64 %lane, 0
  %valid51 = icmp ult i64 %feature50, %n_features
  %470 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid51, label %slot.then52, label %slot.done53

slot.then52:                                      ; preds = %uniform_sinks.done49
  %471 = load float, ptr %470, align 4
  %472 = fmul float 2.000000e+00, %471
  %473 = fmul float 0x3FA99999A0000000, %472
  %474 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature50
  %475 = load float, ptr addrspace(1) %474, align 4
  %476 = fmul float -1.000000e+00, %475
  %477 = fadd float %473, %476
  %478 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %479 = fdiv float 1.000000e+00, %478
  %480 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %481 = fsub float %471, %480
  %482 = fcmp olt float %481, -1.040000e+02
  %483 = select i1 %482, float -1.040000e+02, float %481
  %484 = fcmp olt float 8.900000e+01, %483
  %485 = select i1 %484, float 8.900000e+01, float %483
  %486 = fmul float %485, 0x3FF7154760000000
  %487 = fadd float %486, 0x4168000000000000
  %488 = fsub float %487, 0x4168000000000000
  %489 = bitcast float %487 to i32
  %490 = sub i32 %489, 1262485504
  %491 = fmul float %488, 0x3FE62E4000000000
  %492 = fsub float %485, %491
  %493 = fmul float %488, 0x3EB7F7D1C0000000
  %494 = fsub float %492, %493
  %495 = fmul float %494, %494
  %496 = fmul float %495, 0x3E66376980000000
  %497 = fadd float 0xBEBBBD41C0000000, %496
  %498 = fmul float %495, %497
  %499 = fadd float 0x3F11566AA0000000, %498
  %500 = fmul float %495, %499
  %501 = fadd float 0xBF66C16C20000000, %500
  %502 = fmul float %495, %501
  %503 = fadd float 0x3FC5555560000000, %502
  %504 = fmul float %495, %503
  %505 = fsub float %494, %504
  %506 = fmul float %494, %505
  %507 = fsub float 2.000000e+00, %505
  %508 = fdiv float %506, %507
  %509 = fsub float %493, %508
  %510 = fsub float %509, %492
  %511 = fsub float 1.000000e+00, %510
  %512 = add i32 %490, 256
  %513 = lshr i32 %512, 1
  %514 = sub i32 %513, 1
  %515 = add i32 %490, 255
  %516 = sub i32 %515, %513
  %517 = shl i32 %514, 23
  %518 = shl i32 %516, 23
  %519 = bitcast i32 %517 to float
  %520 = bitcast i32 %518 to float
  %521 = fmul float %511, %519
  %522 = fmul float %521, %520
  %523 = fcmp uno float %481, %481
  %524 = select i1 %523, float 0x7FF8000000000000, float %522
  %525 = fmul float %479, %524
  %526 = fadd float %477, %525
  %feature54 = uitofp i64 %feature50 to float
  %527 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %528 = fcmp oeq float %feature54, %527
  %529 = select i1 %528, float 1.000000e+00, float 0.000000e+00
  %530 = fcmp une float %529, 0.000000e+00
  %531 = select i1 %530, float 0x3FB99999A0000000, float 0.000000e+00
  %532 = fadd float %526, %531
  %533 = fmul float %532, %eta
  %534 = fsub float %471, %533
  %535 = fmul float 0.000000e+00, %noise_scale3
  %536 = fadd float %534, %535
  store float %534, ptr %470, align 4
  br label %slot.done53

slot.done53:                                      ; preds = %slot.then52, %uniform_sinks.done49
  br label %noise.done

slot.then57:                                      ; preds = %step.exit
  %537 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature55
  %538 = load float, ptr %15, align 4
  store float %538, ptr addrspace(1) %537, align 4
  br label %slot.done58

slot.done58:                                      ; preds = %slot.then57, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w2048(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_depth50 = alloca i64, align 8
  %pairwise_levels49 = alloca [64 x i64], align 8
  %pairwise_sums48 = alloca [64 x float], align 4
  %fold_index47 = alloca i64, align 8
  %fold_value46 = alloca float, align 4
  %pairwise_depth30 = alloca i64, align 8
  %pairwise_levels29 = alloca [64 x i64], align 8
  %pairwise_sums28 = alloca [64 x float], align 4
  %fold_index27 = alloca i64, align 8
  %fold_value26 = alloca float, align 4
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature5 = alloca float, align 4
  %state_regs = alloca [2 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 2048
  %2 = and i1 %inside, %fits
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

row.done:                                         ; preds = %slot.done89, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %9 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  store float %temperature, ptr %temperature5, align 4
  %anneal6 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done4
  %step = phi i64 [ 0, %slot.done4 ], [ %161, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature5, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale7 = select i1 %anneal6, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

step.exit:                                        ; preds = %step.header
  %feature82 = add i64 %lane, 0
  %valid83 = icmp ult i64 %feature82, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid83, label %slot.then84, label %slot.done85

slot.then10:                                      ; preds = %step.body
  %19 = load float, ptr %17, align 4
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature8
  store float %19, ptr addrspace(3) %20, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %step.body
  %feature12 = add i64 %lane, 1024
  %valid13 = icmp ult i64 %feature12, %n_features
  %21 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid13, label %slot.then14, label %slot.done15

slot.then14:                                      ; preds = %slot.done11
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature12
  store float %22, ptr addrspace(3) %23, align 4
  br label %slot.done15

slot.done15:                                      ; preds = %slot.then14, %slot.done11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done15
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %36, %fold.body ]
  %25 = icmp ult i64 %fold, %n_features
  br i1 %25, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %26 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold
  %27 = load float, ptr addrspace(3) %26, align 4
  %28 = load float, ptr %fold_value, align 4
  %29 = fcmp ogt float %27, %28
  %30 = fcmp uno float %27, %27
  %31 = fcmp ord float %28, %28
  %32 = and i1 %30, %31
  %take = or i1 %29, %32
  %33 = select i1 %take, float %27, float %28
  store float %33, ptr %fold_value, align 4
  %34 = load i64, ptr %fold_index, align 8
  %35 = select i1 %take, i64 %fold, i64 %34
  store i64 %35, ptr %fold_index, align 8
  %36 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %37 = load float, ptr %fold_value, align 4
  store float %37, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  br label %fold.done

slot.then18:                                      ; preds = %fold.done
  %38 = load float, ptr %24, align 4
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature16
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %fold.done
  %feature20 = add i64 %lane, 1024
  %valid21 = icmp ult i64 %feature20, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature20
  store float %41, ptr addrspace(3) %42, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then24, label %fold.done25

fold.then24:                                      ; preds = %slot.done23
  store float 0xFFF0000000000000, ptr %fold_value26, align 4
  store i64 0, ptr %fold_index27, align 8
  store i64 0, ptr %pairwise_depth30, align 8
  br label %fold.header31

fold.done25:                                      ; preds = %fold.exit33, %slot.done23
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature36 = add i64 %lane, 0
  %valid37 = icmp ult i64 %feature36, %n_features
  %43 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid37, label %slot.then38, label %slot.done39

fold.header31:                                    ; preds = %fold.body32, %fold.then24
  %fold34 = phi i64 [ 0, %fold.then24 ], [ %55, %fold.body32 ]
  %44 = icmp ult i64 %fold34, %n_features
  br i1 %44, label %fold.body32, label %fold.exit33

fold.body32:                                      ; preds = %fold.header31
  %45 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold34
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = load float, ptr %fold_value26, align 4
  %48 = fcmp ogt float %46, %47
  %49 = fcmp uno float %46, %46
  %50 = fcmp ord float %47, %47
  %51 = and i1 %49, %50
  %take35 = or i1 %48, %51
  %52 = select i1 %take35, float %46, float %47
  store float %52, ptr %fold_value26, align 4
  %53 = load i64, ptr %fold_index27, align 8
  %54 = select i1 %take35, i64 %fold34, i64 %53
  store i64 %54, ptr %fold_index27, align 8
  %55 = add i64 %fold34, 1
  br label %fold.header31

fold.exit33:                                      ; preds = %fold.header31
  %56 = load i64, ptr %fold_index27, align 8
  %argmax = uitofp i64 %56 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  br label %fold.done25

slot.then38:                                      ; preds = %fold.done25
  %57 = load float, ptr %43, align 4
  %58 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %59 = fsub float %57, %58
  %60 = fcmp olt float %59, -1.040000e+02
  %61 = select i1 %60, float -1.040000e+02, float %59
  %62 = fcmp olt float 8.900000e+01, %61
  %63 = select i1 %62, float 8.900000e+01, float %61
  %64 = fmul float %63, 0x3FF7154760000000
  %65 = fadd float %64, 0x4168000000000000
  %66 = fsub float %65, 0x4168000000000000
  %67 = bitcast float %65 to i32
  %68 = sub i32 %67, 1262485504
  %69 = fmul float %66, 0x3FE62E4000000000
  %70 = fsub float %63, %69
  %71 = fmul float %66, 0x3EB7F7D1C0000000
  %72 = fsub float %70, %71
  %73 = fmul float %72, %72
  %74 = fmul float %73, 0x3E66376980000000
  %75 = fadd float 0xBEBBBD41C0000000, %74
  %76 = fmul float %73, %75
  %77 = fadd float 0x3F11566AA0000000, %76
  %78 = fmul float %73, %77
  %79 = fadd float 0xBF66C16C20000000, %78
  %80 = fmul float %73, %79
  %81 = fadd float 0x3FC5555560000000, %80
  %82 = fmul float %73, %81
  %83 = fsub float %72, %82
  %84 = fmul float %72, %83
  %85 = fsub float 2.000000e+00, %83
  %86 = fdiv float %84, %85
  %87 = fsub float %71, %86
  %88 = fsub float %87, %70
  %89 = fsub float 1.000000e+00, %88
  %90 = add i32 %68, 256
  %91 = lshr i32 %90, 1
  %92 = sub i32 %91, 1
  %93 = add i32 %68, 255
  %94 = sub i32 %93, %91
  %95 = shl i32 %92, 23
  %96 = shl i32 %94, 23
  %97 = bitcast i32 %95 to float
  %98 = bitcast i32 %96 to float
  %99 = fmul float %89, %97
  %100 = fmul float %99, %98
  %101 = fcmp uno float %59, %59
  %102 = select i1 %101, float 0x7FF8000000000000, float %100
  %103 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature36
  store float %102, ptr addrspace(3) %103, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %fold.done25
  %feature40 = add i64 %lane, 1024
  %valid41 = icmp ult i64 %feature40, %n_features
  %104 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %slot.done39
  %105 = load float, ptr %104, align 4
  %106 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %107 = fsub float %105, %106
  %108 = fcmp olt float %107, -1.040000e+02
  %109 = select i1 %108, float -1.040000e+02, float %107
  %110 = fcmp olt float 8.900000e+01, %109
  %111 = select i1 %110, float 8.900000e+01, float %109
  %112 = fmul float %111, 0x3FF7154760000000
  %113 = fadd float %112, 0x4168000000000000
  %114 = fsub float %113, 0x4168000000000000
  %115 = bitcast float %113 to i32
  %116 = sub i32 %115, 1262485504
  %117 = fmul float %114, 0x3FE62E4000000000
  %118 = fsub float %111, %117
  %119 = fmul float %114, 0x3EB7F7D1C0000000
  %120 = fsub float %118, %119
  %121 = fmul float %120, %120
  %122 = fmul float %121, 0x3E66376980000000
  %123 = fadd float 0xBEBBBD41C0000000, %122
  %124 = fmul float %121, %123
  %125 = fadd float 0x3F11566AA0000000, %124
  %126 = fmul float %121, %125
  %127 = fadd float 0xBF66C16C20000000, %126
  %128 = fmul float %121, %127
  %129 = fadd float 0x3FC5555560000000, %128
  %130 = fmul float %121, %129
  %131 = fsub float %120, %130
  %132 = fmul float %120, %131
  %133 = fsub float 2.000000e+00, %131
  %134 = fdiv float %132, %133
  %135 = fsub float %119, %134
  %136 = fsub float %135, %118
  %137 = fsub float 1.000000e+00, %136
  %138 = add i32 %116, 256
  %139 = lshr i32 %138, 1
  %140 = sub i32 %139, 1
  %141 = add i32 %116, 255
  %142 = sub i32 %141, %139
  %143 = shl i32 %140, 23
  %144 = shl i32 %142, 23
  %145 = bitcast i32 %143 to float
  %146 = bitcast i32 %144 to float
  %147 = fmul float %137, %145
  %148 = fmul float %147, %146
  %149 = fcmp uno float %107, %107
  %150 = select i1 %149, float 0x7FF8000000000000, float %148
  %151 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature40
  store float %150, ptr addrspace(3) %151, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %slot.done39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then44, label %fold.done45

fold.then44:                                      ; preds = %slot.done43
  store float 0.000000e+00, ptr %fold_value46, align 4
  store i64 0, ptr %fold_index47, align 8
  store i64 0, ptr %pairwise_depth50, align 8
  br label %fold.header51

fold.done45:                                      ; preds = %fold.exit53, %slot.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header51:                                    ; preds = %fold.body52, %fold.then44
  %fold54 = phi i64 [ 0, %fold.then44 ], [ %157, %fold.body52 ]
  %152 = icmp ult i64 %fold54, %n_features
  br i1 %152, label %fold.body52, label %fold.exit53

fold.body52:                                      ; preds = %fold.header51
  %153 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold54
  %154 = load float, ptr addrspace(3) %153, align 4
  %155 = load float, ptr %fold_value46, align 4
  %156 = fadd float %154, %155
  store float %156, ptr %fold_value46, align 4
  %157 = add i64 %fold54, 1
  br label %fold.header51

fold.exit53:                                      ; preds = %fold.header51
  %158 = load float, ptr %fold_value46, align 4
  store float %158, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  br label %fold.done45

noise:                                            ; preds = %fold.done45
  %feature55 = add i64 %lane, 0
  %valid56 = icmp ult i64 %feature55, %n_features
  %159 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done45
  %feature68 = add i64 %lane, 0
  %valid69 = icmp ult i64 %feature68, %n_features
  %160 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then70, label %uniform_sinks.done71

noise.done:                                       ; preds = %slot.done80, %slot.done65
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature5, align 4
  %161 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature57 = add i64 %lane, 0
  %valid58 = icmp ult i64 %feature57, %n_features
  %162 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid58, label %slot.then59, label %slot.done60

slot.then59:                                      ; preds = %uniform_sinks.done
  %163 = load float, ptr %162, align 4
  %164 = fmul float 2.000000e+00, %163
  %165 = fmul float 0x3FA99999A0000000, %164
  %166 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature57
  %167 = load float, ptr addrspace(1) %166, align 4
  %168 = fmul float -1.000000e+00, %167
  %169 = fadd float %165, %168
  %170 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %171 = fdiv float 1.000000e+00, %170
  %172 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %173 = fsub float %163, %172
  %174 = fcmp olt float %173, -1.040000e+02
  %175 = select i1 %174, float -1.040000e+02, float %173
  %176 = fcmp olt float 8.900000e+01, %175
  %177 = select i1 %176, float 8.900000e+01, float %175
  %178 = fmul float %177, 0x3FF7154760000000
  %179 = fadd float %178, 0x4168000000000000
  %180 = fsub float %179, 0x4168000000000000
  %181 = bitcast float %179 to i32
  %182 = sub i32 %181, 1262485504
  %183 = fmul float %180, 0x3FE62E4000000000
  %184 = fsub float %177, %183
  %185 = fmul float %180, 0x3EB7F7D1C0000000
  %186 = fsub float %184, %185
  %187 = fmul float %186, %186
  %188 = fmul float %187, 0x3E66376980000000
  %189 = fadd float 0xBEBBBD41C0000000, %188
  %190 = fmul float %187, %189
  %191 = fadd float 0x3F11566AA0000000, %190
  %192 = fmul float %187, %191
  %193 = fadd float 0xBF66C16C20000000, %192
  %194 = fmul float %187, %193
  %195 = fadd float 0x3FC5555560000000, %194
  %196 = fmul float %187, %195
  %197 = fsub float %186, %196
  %198 = fmul float %186, %197
  %199 = fsub float 2.000000e+00, %197
  %200 = fdiv float %198, %199
  %201 = fsub float %185, %200
  %202 = fsub float %201, %184
  %203 = fsub float 1.000000e+00, %202
  %204 = add i32 %182, 256
  %205 = lshr i32 %204, 1
  %206 = sub i32 %205, 1
  %207 = add i32 %182, 255
  %208 = sub i32 %207, %205
  %209 = shl i32 %206, 23
  %210 = shl i32 %208, 23
  %211 = bitcast i32 %209 to float
  %212 = bitcast i32 %210 to float
  %213 = fmul float %203, %211
  %214 = fmul float %213, %212
  %215 = fcmp uno float %173, %173
  %216 = select i1 %215, float 0x7FF8000000000000, float %214
  %217 = fmul float %171, %216
  %218 = fadd float %169, %217
  %feature61 = uitofp i64 %feature57 to float
  %219 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %220 = fcmp oeq float %feature61, %219
  %221 = select i1 %220, float 1.000000e+00, float 0.000000e+00
  %222 = fcmp une float %221, 0.000000e+00
  %223 = select i1 %222, float 0x3FB99999A0000000, float 0.000000e+00
  %224 = fadd float %218, %223
  %225 = fmul float %224, %eta
  %226 = fsub float %163, %225
  %227 = mul i64 %row, %n_features
  %element = add i64 %227, %feature57
  %228 = trunc i64 %key0 to i32
  %229 = lshr i64 %key0, 32
  %230 = trunc i64 %229 to i32
  %231 = trunc i64 %element to i32
  %232 = trunc i64 %key1_step to i32
  %233 = lshr i64 %key1_step, 32
  %234 = trunc i64 %233 to i32
  %235 = lshr i64 %element, 32
  %236 = trunc i64 %235 to i32
  %237 = zext i32 %231 to i64
  %238 = mul i64 3528531795, %237
  %239 = zext i32 %234 to i64
  %240 = mul i64 3449720151, %239
  %241 = lshr i64 %238, 32
  %242 = trunc i64 %241 to i32
  %243 = trunc i64 %238 to i32
  %244 = lshr i64 %240, 32
  %245 = trunc i64 %244 to i32
  %246 = trunc i64 %240 to i32
  %247 = xor i32 %245, %232
  %248 = xor i32 %247, %228
  %249 = xor i32 %242, %236
  %250 = xor i32 %249, %230
  %251 = add i32 %228, -1640531527
  %252 = add i32 %230, -1150833019
  %253 = zext i32 %248 to i64
  %254 = mul i64 3528531795, %253
  %255 = zext i32 %250 to i64
  %256 = mul i64 3449720151, %255
  %257 = lshr i64 %254, 32
  %258 = trunc i64 %257 to i32
  %259 = trunc i64 %254 to i32
  %260 = lshr i64 %256, 32
  %261 = trunc i64 %260 to i32
  %262 = trunc i64 %256 to i32
  %263 = xor i32 %261, %246
  %264 = xor i32 %263, %251
  %265 = xor i32 %258, %243
  %266 = xor i32 %265, %252
  %267 = add i32 %251, -1640531527
  %268 = add i32 %252, -1150833019
  %269 = zext i32 %264 to i64
  %270 = mul i64 3528531795, %269
  %271 = zext i32 %266 to i64
  %272 = mul i64 3449720151, %271
  %273 = lshr i64 %270, 32
  %274 = trunc i64 %273 to i32
  %275 = trunc i64 %270 to i32
  %276 = lshr i64 %272, 32
  %277 = trunc i64 %276 to i32
  %278 = trunc i64 %272 to i32
  %279 = xor i32 %277, %262
  %280 = xor i32 %279, %267
  %281 = xor i32 %274, %259
  %282 = xor i32 %281, %268
  %283 = add i32 %267, -1640531527
  %284 = add i32 %268, -1150833019
  %285 = zext i32 %280 to i64
  %286 = mul i64 3528531795, %285
  %287 = zext i32 %282 to i64
  %288 = mul i64 3449720151, %287
  %289 = lshr i64 %286, 32
  %290 = trunc i64 %289 to i32
  %291 = trunc i64 %286 to i32
  %292 = lshr i64 %288, 32
  %293 = trunc i64 %292 to i32
  %294 = trunc i64 %288 to i32
  %295 = xor i32 %293, %278
  %296 = xor i32 %295, %283
  %297 = xor i32 %290, %275
  %298 = xor i32 %297, %284
  %299 = add i32 %283, -1640531527
  %300 = add i32 %284, -1150833019
  %301 = zext i32 %296 to i64
  %302 = mul i64 3528531795, %301
  %303 = zext i32 %298 to i64
  %304 = mul i64 3449720151, %303
  %305 = lshr i64 %302, 32
  %306 = trunc i64 %305 to i32
  %307 = trunc i64 %302 to i32
  %308 = lshr i64 %304, 32
  %309 = trunc i64 %308 to i32
  %310 = trunc i64 %304 to i32
  %311 = xor i32 %309, %294
  %312 = xor i32 %311, %299
  %313 = xor i32 %306, %291
  %314 = xor i32 %313, %300
  %315 = add i32 %299, -1640531527
  %316 = add i32 %300, -1150833019
  %317 = zext i32 %312 to i64
  %318 = mul i64 3528531795, %317
  %319 = zext i32 %314 to i64
  %320 = mul i64 3449720151, %319
  %321 = lshr i64 %318, 32
  %322 = trunc i64 %321 to i32
  %323 = trunc i64 %318 to i32
  %324 = lshr i64 %320, 32
  %325 = trunc i64 %324 to i32
  %326 = trunc i64 %320 to i32
  %327 = xor i32 %325, %310
  %328 = xor i32 %327, %315
  %329 = xor i32 %322, %307
  %330 = xor i32 %329, %316
  %331 = add i32 %315, -1640531527
  %332 = add i32 %316, -1150833019
  %333 = zext i32 %328 to i64
  %334 = mul i64 3528531795, %333
  %335 = zext i32 %330 to i64
  %336 = mul i64 3449720151, %335
  %337 = lshr i64 %334, 32
  %338 = trunc i64 %337 to i32
  %339 = trunc i64 %334 to i32
  %340 = lshr i64 %336, 32
  %341 = trunc i64 %340 to i32
  %342 = trunc i64 %336 to i32
  %343 = xor i32 %341, %326
  %344 = xor i32 %343, %331
  %345 = xor i32 %338, %323
  %346 = xor i32 %345, %332
  %347 = add i32 %331, -1640531527
  %348 = add i32 %332, -1150833019
  %349 = zext i32 %344 to i64
  %350 = mul i64 3528531795, %349
  %351 = zext i32 %346 to i64
  %352 = mul i64 3449720151, %351
  %353 = lshr i64 %350, 32
  %354 = trunc i64 %353 to i32
  %355 = trunc i64 %350 to i32
  %356 = lshr i64 %352, 32
  %357 = trunc i64 %356 to i32
  %358 = trunc i64 %352 to i32
  %359 = xor i32 %357, %342
  %360 = xor i32 %359, %347
  %361 = xor i32 %354, %339
  %362 = xor i32 %361, %348
  %363 = add i32 %347, -1640531527
  %364 = add i32 %348, -1150833019
  %365 = zext i32 %360 to i64
  %366 = mul i64 3528531795, %365
  %367 = zext i32 %362 to i64
  %368 = mul i64 3449720151, %367
  %369 = lshr i64 %366, 32
  %370 = trunc i64 %369 to i32
  %371 = trunc i64 %366 to i32
  %372 = lshr i64 %368, 32
  %373 = trunc i64 %372 to i32
  %374 = trunc i64 %368 to i32
  %375 = xor i32 %373, %358
  %376 = xor i32 %375, %363
  %377 = xor i32 %370, %355
  %378 = xor i32 %377, %364
  %379 = add i32 %363, -1640531527
  %380 = add i32 %364, -1150833019
  %381 = zext i32 %376 to i64
  %382 = mul i64 3528531795, %381
  %383 = zext i32 %378 to i64
  %384 = mul i64 3449720151, %383
  %385 = lshr i64 %382, 32
  %386 = trunc i64 %385 to i32
  %387 = trunc i64 %382 to i32
  %388 = lshr i64 %384, 32
  %389 = trunc i64 %388 to i32
  %390 = trunc i64 %384 to i32
  %391 = xor i32 %389, %374
  %392 = xor i32 %391, %379
  %393 = xor i32 %386, %371
  %394 = xor i32 %393, %380
  %395 = uitofp i32 %392 to double
  %396 = fadd double %395, 5.000000e-01
  %397 = fmul double %396, 0x3DF0000000000000
  %398 = uitofp i32 %390 to double
  %399 = fadd double %398, 5.000000e-01
  %400 = fmul double %399, 0x3DF0000000000000
  %401 = bitcast double %397 to i64
  %402 = lshr i64 %401, 32
  %403 = add i64 %402, 614242
  %404 = lshr i64 %403, 20
  %405 = sub i64 %404, 1023
  %406 = and i64 %403, 1048575
  %407 = add i64 %406, 1072079006
  %408 = shl i64 %407, 32
  %409 = and i64 %401, 4294967295
  %410 = or i64 %408, %409
  %411 = bitcast i64 %410 to double
  %412 = fsub double %411, 1.000000e+00
  %413 = fmul double 5.000000e-01, %412
  %414 = fmul double %413, %412
  %415 = fadd double 2.000000e+00, %412
  %416 = fdiv double %412, %415
  %417 = fmul double %416, %416
  %418 = fmul double %417, %417
  %419 = fmul double %418, 0x3FC39A09D078C69F
  %420 = fadd double 0x3FCC71C51D8E78AF, %419
  %421 = fmul double %418, %420
  %422 = fadd double 0x3FD999999997FA04, %421
  %423 = fmul double %418, %422
  %424 = fmul double %418, 0x3FC2F112DF3E5244
  %425 = fadd double 0x3FC7466496CB03DE, %424
  %426 = fmul double %418, %425
  %427 = fadd double 0x3FD2492494229359, %426
  %428 = fmul double %418, %427
  %429 = fadd double 0x3FE5555555555593, %428
  %430 = fmul double %417, %429
  %431 = fadd double %430, %423
  %432 = sitofp i64 %405 to double
  %433 = fadd double %414, %431
  %434 = fmul double %416, %433
  %435 = fmul double %432, 0x3DEA39EF35793C76
  %436 = fadd double %434, %435
  %437 = fsub double %436, %414
  %438 = fadd double %437, %412
  %439 = fmul double %432, 0x3FE62E42FEE00000
  %440 = fadd double %438, %439
  %441 = fmul double -2.000000e+00, %440
  %442 = call double @llvm.sqrt.f64(double %441)
  %443 = fmul double 0x401921FB54442D18, %400
  %444 = fmul double %443, 0x3FE45F306DC9C883
  %445 = fadd double %444, 0x4338000000000000
  %446 = bitcast double %445 to i64
  %447 = fsub double %445, 0x4338000000000000
  %448 = fmul double %447, 0x3FF921FB54400000
  %449 = fsub double %443, %448
  %450 = fmul double %447, 0x3DD0B4611A626331
  %451 = fmul double %447, 0x3DD0B4611A600000
  %452 = fsub double %449, %451
  %453 = fmul double %447, 0x3BA3198A2E037073
  %454 = fsub double %449, %452
  %455 = fsub double %454, %451
  %456 = fsub double %453, %455
  %457 = fsub double %449, %450
  %458 = bitcast double %443 to i64
  %459 = lshr i64 %458, 52
  %460 = and i64 %459, 2047
  %461 = bitcast double %457 to i64
  %462 = lshr i64 %461, 52
  %463 = and i64 %462, 2047
  %464 = add i64 %463, 16
  %465 = icmp ult i64 %464, %460
  %466 = select i1 %465, double %452, double %449
  %467 = select i1 %465, double %456, double %450
  %468 = fsub double %466, %467
  %469 = fsub double %466, %468
  %470 = fsub double %469, %467
  %471 = fmul double %468, %468
  %472 = fmul double %471, %471
  %473 = fmul double %471, 0x3EFA01A019CB1590
  %474 = fadd double 0xBF56C16C16C15177, %473
  %475 = fmul double %471, %474
  %476 = fadd double 0x3FA555555555554C, %475
  %477 = fmul double %471, %476
  %478 = fmul double %471, 0xBDA8FAE9BE8838D4
  %479 = fadd double 0x3E21EE9EBDB4B1C4, %478
  %480 = fmul double %471, %479
  %481 = fadd double 0xBE927E4F809C52AD, %480
  %482 = fmul double %472, %472
  %483 = fmul double %482, %481
  %484 = fadd double %477, %483
  %485 = fmul double 5.000000e-01, %471
  %486 = fsub double 1.000000e+00, %485
  %487 = fsub double 1.000000e+00, %486
  %488 = fsub double %487, %485
  %489 = fmul double %471, %484
  %490 = fmul double %468, %470
  %491 = fsub double %489, %490
  %492 = fadd double %488, %491
  %493 = fadd double %486, %492
  %494 = fmul double %468, %468
  %495 = fmul double %494, %494
  %496 = fmul double %494, 0x3EC71DE357B1FE7D
  %497 = fadd double 0xBF2A01A019C161D5, %496
  %498 = fmul double %494, %497
  %499 = fadd double 0x3F8111111110F8A6, %498
  %500 = fmul double %494, 0x3DE5D93A5ACFD57C
  %501 = fadd double 0xBE5AE5E68A2B9CEB, %500
  %502 = fmul double %494, %495
  %503 = fmul double %502, %501
  %504 = fadd double %499, %503
  %505 = fmul double %494, %468
  %506 = fmul double 5.000000e-01, %470
  %507 = fmul double %505, %504
  %508 = fsub double %506, %507
  %509 = fmul double %494, %508
  %510 = fsub double %509, %470
  %511 = fmul double %505, 0xBFC5555555555549
  %512 = fsub double %510, %511
  %513 = fsub double %468, %512
  %514 = fneg double %493
  %515 = fneg double %513
  %516 = and i64 %446, 1
  %517 = and i64 %446, 2
  %518 = icmp eq i64 %516, 1
  %519 = icmp eq i64 %517, 2
  %520 = select i1 %519, double %514, double %493
  %521 = select i1 %519, double %513, double %515
  %522 = select i1 %518, double %521, double %520
  %523 = fmul double %442, %522
  %524 = fptrunc double %523 to float
  %525 = fmul float %524, %noise_scale7
  %526 = fadd float %226, %525
  store float %526, ptr %162, align 4
  br label %slot.done60

slot.done60:                                      ; preds = %slot.then59, %uniform_sinks.done
  %feature62 = add i64 %lane, 1024
  %valid63 = icmp ult i64 %feature62, %n_features
  %527 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid63, label %slot.then64, label %slot.done65

slot.then64:                                      ; preds = %slot.done60
  %528 = load float, ptr %527, align 4
  %529 = fmul float 2.000000e+00, %528
  %530 = fmul float 0x3FA99999A0000000, %529
  %531 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature62
  %532 = load float, ptr addrspace(1) %531, align 4
  %533 = fmul float -1.000000e+00, %532
  %534 = fadd float %530, %533
  %535 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %536 = fdiv float 1.000000e+00, %535
  %537 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %538 = fsub float %528, %537
  %539 = fcmp olt float %538, -1.040000e+02
  %540 = select i1 %539, float -1.040000e+02, float %538
  %541 = fcmp olt float 8.900000e+01, %540
  %542 = select i1 %541, float 8.900000e+01, float %540
  %543 = fmul float %542, 0x3FF7154760000000
  %544 = fadd float %543, 0x4168000000000000
  %545 = fsub float %544, 0x4168000000000000
  %546 = bitcast float %544 to i32
  %547 = sub i32 %546, 1262485504
  %548 = fmul float %545, 0x3FE62E4000000000
  %549 = fsub float %542, %548
  %550 = fmul float %545, 0x3EB7F7D1C0000000
  %551 = fsub float %549, %550
  %552 = fmul float %551, %551
  %553 = fmul float %552, 0x3E66376980000000
  %554 = fadd float 0xBEBBBD41C0000000, %553
  %555 = fmul float %552, %554
  %556 = fadd float 0x3F11566AA0000000, %555
  %557 = fmul float %552, %556
  %558 = fadd float 0xBF66C16C20000000, %557
  %559 = fmul float %552, %558
  %560 = fadd float 0x3FC5555560000000, %559
  %561 = fmul float %552, %560
  %562 = fsub float %551, %561
  %563 = fmul float %551, %562
  %564 = fsub float 2.000000e+00, %562
  %565 = fdiv float %563, %564
  %566 = fsub float %550, %565
  %567 = fsub float %566, %549
  %568 = fsub float 1.000000e+00, %567
  %569 = add i32 %547, 256
  %570 = lshr i32 %569, 1
  %571 = sub i32 %570, 1
  %572 = add i32 %547, 255
  %573 = sub i32 %572, %570
  %574 = shl i32 %571, 23
  %575 = shl i32 %573, 23
  %576 = bitcast i32 %574 to float
  %577 = bitcast i32 %575 to float
  %578 = fmul float %568, %576
  %579 = fmul float %578, %577
  %580 = fcmp uno float %538, %538
  %581 = select i1 %580, float 0x7FF8000000000000, float %579
  %582 = fmul float %536, %581
  %583 = fadd float %534, %582
  %feature66 = uitofp i64 %feature62 to float
  %584 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %585 = fcmp oeq float %feature66, %584
  %586 = select i1 %585, float 1.000000e+00, float 0.000000e+00
  %587 = fcmp une float %586, 0.000000e+00
  %588 = select i1 %587, float 0x3FB99999A0000000, float 0.000000e+00
  %589 = fadd float %583, %588
  %590 = fmul float %589, %eta
  %591 = fsub float %528, %590
  %592 = mul i64 %row, %n_features
  %element67 = add i64 %592, %feature62
  %593 = trunc i64 %key0 to i32
  %594 = lshr i64 %key0, 32
  %595 = trunc i64 %594 to i32
  %596 = trunc i64 %element67 to i32
  %597 = trunc i64 %key1_step to i32
  %598 = lshr i64 %key1_step, 32
  %599 = trunc i64 %598 to i32
  %600 = lshr i64 %element67, 32
  %601 = trunc i64 %600 to i32
  %602 = zext i32 %596 to i64
  %603 = mul i64 3528531795, %602
  %604 = zext i32 %599 to i64
  %605 = mul i64 3449720151, %604
  %606 = lshr i64 %603, 32
  %607 = trunc i64 %606 to i32
  %608 = trunc i64 %603 to i32
  %609 = lshr i64 %605, 32
  %610 = trunc i64 %609 to i32
  %611 = trunc i64 %605 to i32
  %612 = xor i32 %610, %597
  %613 = xor i32 %612, %593
  %614 = xor i32 %607, %601
  %615 = xor i32 %614, %595
  %616 = add i32 %593, -1640531527
  %617 = add i32 %595, -1150833019
  %618 = zext i32 %613 to i64
  %619 = mul i64 3528531795, %618
  %620 = zext i32 %615 to i64
  %621 = mul i64 3449720151, %620
  %622 = lshr i64 %619, 32
  %623 = trunc i64 %622 to i32
  %624 = trunc i64 %619 to i32
  %625 = lshr i64 %621, 32
  %626 = trunc i64 %625 to i32
  %627 = trunc i64 %621 to i32
  %628 = xor i32 %626, %611
  %629 = xor i32 %628, %616
  %630 = xor i32 %623, %608
  %631 = xor i32 %630, %617
  %632 = add i32 %616, -1640531527
  %633 = add i32 %617, -1150833019
  %634 = zext i32 %629 to i64
  %635 = mul i64 3528531795, %634
  %636 = zext i32 %631 to i64
  %637 = mul i64 3449720151, %636
  %638 = lshr i64 %635, 32
  %639 = trunc i64 %638 to i32
  %640 = trunc i64 %635 to i32
  %641 = lshr i64 %637, 32
  %642 = trunc i64 %641 to i32
  %643 = trunc i64 %637 to i32
  %644 = xor i32 %642, %627
  %645 = xor i32 %644, %632
  %646 = xor i32 %639, %624
  %647 = xor i32 %646, %633
  %648 = add i32 %632, -1640531527
  %649 = add i32 %633, -1150833019
  %650 = zext i32 %645 to i64
  %651 = mul i64 3528531795, %650
  %652 = zext i32 %647 to i64
  %653 = mul i64 3449720151, %652
  %654 = lshr i64 %651, 32
  %655 = trunc i64 %654 to i32
  %656 = trunc i64 %651 to i32
  %657 = lshr i64 %653, 32
  %658 = trunc i64 %657 to i32
  %659 = trunc i64 %653 to i32
  %660 = xor i32 %658, %643
  %661 = xor i32 %660, %648
  %662 = xor i32 %655, %640
  %663 = xor i32 %662, %649
  %664 = add i32 %648, -1640531527
  %665 = add i32 %649, -1150833019
  %666 = zext i32 %661 to i64
  %667 = mul i64 3528531795, %666
  %668 = zext i32 %663 to i64
  %669 = mul i64 3449720151, %668
  %670 = lshr i64 %667, 32
  %671 = trunc i64 %670 to i32
  %672 = trunc i64 %667 to i32
  %673 = lshr i64 %669, 32
  %674 = trunc i64 %673 to i32
  %675 = trunc i64 %669 to i32
  %676 = xor i32 %674, %659
  %677 = xor i32 %676, %664
  %678 = xor i32 %671, %656
  %679 = xor i32 %678, %665
  %680 = add i32 %664, -1640531527
  %681 = add i32 %665, -1150833019
  %682 = zext i32 %677 to i64
  %683 = mul i64 3528531795, %682
  %684 = zext i32 %679 to i64
  %685 = mul i64 3449720151, %684
  %686 = lshr i64 %683, 32
  %687 = trunc i64 %686 to i32
  %688 = trunc i64 %683 to i32
  %689 = lshr i64 %685, 32
  %690 = trunc i64 %689 to i32
  %691 = trunc i64 %685 to i32
  %692 = xor i32 %690, %675
  %693 = xor i32 %692, %680
  %694 = xor i32 %687, %672
  %695 = xor i32 %694, %681
  %696 = add i32 %680, -1640531527
  %697 = add i32 %681, -1150833019
  %698 = zext i32 %693 to i64
  %699 = mul i64 3528531795, %698
  %700 = zext i32 %695 to i64
  %701 = mul i64 3449720151, %700
  %702 = lshr i64 %699, 32
  %703 = trunc i64 %702 to i32
  %704 = trunc i64 %699 to i32
  %705 = lshr i64 %701, 32
  %706 = trunc i64 %705 to i32
  %707 = trunc i64 %701 to i32
  %708 = xor i32 %706, %691
  %709 = xor i32 %708, %696
  %710 = xor i32 %703, %688
  %711 = xor i32 %710, %697
  %712 = add i32 %696, -1640531527
  %713 = add i32 %697, -1150833019
  %714 = zext i32 %709 to i64
  %715 = mul i64 3528531795, %714
  %716 = zext i32 %711 to i64
  %717 = mul i64 3449720151, %716
  %718 = lshr i64 %715, 32
  %719 = trunc i64 %718 to i32
  %720 = trunc i64 %715 to i32
  %721 = lshr i64 %717, 32
  %722 = trunc i64 %721 to i32
  %723 = trunc i64 %717 to i32
  %724 = xor i32 %722, %707
  %725 = xor i32 %724, %712
  %726 = xor i32 %719, %704
  %727 = xor i32 %726, %713
  %728 = add i32 %712, -1640531527
  %729 = add i32 %713, -1150833019
  %730 = zext i32 %725 to i64
  %731 = mul i64 3528531795, %730
  %732 = zext i32 %727 to i64
  %733 = mul i64 3449720151, %732
  %734 = lshr i64 %731, 32
  %735 = trunc i64 %734 to i32
  %736 = trunc i64 %731 to i32
  %737 = lshr i64 %733, 32
  %738 = trunc i64 %737 to i32
  %739 = trunc i64 %733 to i32
  %740 = xor i32 %738, %723
  %741 = xor i32 %740, %728
  %742 = xor i32 %735, %720
  %743 = xor i32 %742, %729
  %744 = add i32 %728, -1640531527
  %745 = add i32 %729, -1150833019
  %746 = zext i32 %741 to i64
  %747 = mul i64 3528531795, %746
  %748 = zext i32 %743 to i64
  %749 = mul i64 3449720151, %748
  %750 = lshr i64 %747, 32
  %751 = trunc i64 %750 to i32
  %752 = trunc i64 %747 to i32
  %753 = lshr i64 %749, 32
  %754 = trunc i64 %753 to i32
  %755 = trunc i64 %749 to i32
  %756 = xor i32 %754, %739
  %757 = xor i32 %756, %744
  %758 = xor i32 %751, %736
  %759 = xor i32 %758, %745
  %760 = uitofp i32 %757 to double
  %761 = fadd double %760, 5.000000e-01
  %762 = fmul double %761, 0x3DF0000000000000
  %763 = uitofp i32 %755 to double
  %764 = fadd double %763, 5.000000e-01
  %765 = fmul double %764, 0x3DF0000000000000
  %766 = bitcast double %762 to i64
  %767 = lshr i64 %766, 32
  %768 = add i64 %767, 614242
  %769 = lshr i64 %768, 20
  %770 = sub i64 %769, 1023
  %771 = and i64 %768, 1048575
  %772 = add i64 %771, 1072079006
  %773 = shl i64 %772, 32
  %774 = and i64 %766, 4294967295
  %775 = or i64 %773, %774
  %776 = bitcast i64 %775 to double
  %777 = fsub double %776, 1.000000e+00
  %778 = fmul double 5.000000e-01, %777
  %779 = fmul double %778, %777
  %780 = fadd double 2.000000e+00, %777
  %781 = fdiv double %777, %780
  %782 = fmul double %781, %781
  %783 = fmul double %782, %782
  %784 = fmul double %783, 0x3FC39A09D078C69F
  %785 = fadd double 0x3FCC71C51D8E78AF, %784
  %786 = fmul double %783, %785
  %787 = fadd double 0x3FD999999997FA04, %786
  %788 = fmul double %783, %787
  %789 = fmul double %783, 0x3FC2F112DF3E5244
  %790 = fadd double 0x3FC7466496CB03DE, %789
  %791 = fmul double %783, %790
  %792 = fadd double 0x3FD2492494229359, %791
  %793 = fmul double %783, %792
  %794 = fadd double 0x3FE5555555555593, %793
  %795 = fmul double %782, %794
  %796 = fadd double %795, %788
  %797 = sitofp i64 %770 to double
  %798 = fadd double %779, %796
  %799 = fmul double %781, %798
  %800 = fmul double %797, 0x3DEA39EF35793C76
  %801 = fadd double %799, %800
  %802 = fsub double %801, %779
  %803 = fadd double %802, %777
  %804 = fmul double %797, 0x3FE62E42FEE00000
  %805 = fadd double %803, %804
  %806 = fmul double -2.000000e+00, %805
  %807 = call double @llvm.sqrt.f64(double %806)
  %808 = fmul double 0x401921FB54442D18, %765
  %809 = fmul double %808, 0x3FE45F306DC9C883
  %810 = fadd double %809, 0x4338000000000000
  %811 = bitcast double %810 to i64
  %812 = fsub double %810, 0x4338000000000000
  %813 = fmul double %812, 0x3FF921FB54400000
  %814 = fsub double %808, %813
  %815 = fmul double %812, 0x3DD0B4611A626331
  %816 = fmul double %812, 0x3DD0B4611A600000
  %817 = fsub double %814, %816
  %818 = fmul double %812, 0x3BA3198A2E037073
  %819 = fsub double %814, %817
  %820 = fsub double %819, %816
  %821 = fsub double %818, %820
  %822 = fsub double %814, %815
  %823 = bitcast double %808 to i64
  %824 = lshr i64 %823, 52
  %825 = and i64 %824, 2047
  %826 = bitcast double %822 to i64
  %827 = lshr i64 %826, 52
  %828 = and i64 %827, 2047
  %829 = add i64 %828, 16
  %830 = icmp ult i64 %829, %825
  %831 = select i1 %830, double %817, double %814
  %832 = select i1 %830, double %821, double %815
  %833 = fsub double %831, %832
  %834 = fsub double %831, %833
  %835 = fsub double %834, %832
  %836 = fmul double %833, %833
  %837 = fmul double %836, %836
  %838 = fmul double %836, 0x3EFA01A019CB1590
  %839 = fadd double 0xBF56C16C16C15177, %838
  %840 = fmul double %836, %839
  %841 = fadd double 0x3FA555555555554C, %840
  %842 = fmul double %836, %841
  %843 = fmul double %836, 0xBDA8FAE9BE8838D4
  %844 = fadd double 0x3E21EE9EBDB4B1C4, %843
  %845 = fmul double %836, %844
  %846 = fadd double 0xBE927E4F809C52AD, %845
  %847 = fmul double %837, %837
  %848 = fmul double %847, %846
  %849 = fadd double %842, %848
  %850 = fmul double 5.000000e-01, %836
  %851 = fsub double 1.000000e+00, %850
  %852 = fsub double 1.000000e+00, %851
  %853 = fsub double %852, %850
  %854 = fmul double %836, %849
  %855 = fmul double %833, %835
  %856 = fsub double %854, %855
  %857 = fadd double %853, %856
  %858 = fadd double %851, %857
  %859 = fmul double %833, %833
  %860 = fmul double %859, %859
  %861 = fmul double %859, 0x3EC71DE357B1FE7D
  %862 = fadd double 0xBF2A01A019C161D5, %861
  %863 = fmul double %859, %862
  %864 = fadd double 0x3F8111111110F8A6, %863
  %865 = fmul double %859, 0x3DE5D93A5ACFD57C
  %866 = fadd double 0xBE5AE5E68A2B9CEB, %865
  %867 = fmul double %859, %860
  %868 = fmul double %867, %866
  %869 = fadd double %864, %868
  %870 = fmul double %859, %833
  %871 = fmul double 5.000000e-01, %835
  %872 = fmul double %870, %869
  %873 = fsub double %871, %872
  %874 = fmul double %859, %873
  %875 = fsub double %874, %835
  %876 = fmul double %870, 0xBFC5555555555549
  %877 = fsub double %875, %876
  %878 = fsub double %833, %877
  %879 = fneg double %858
  %880 = fneg double %878
  %881 = and i64 %811, 1
  %882 = and i64 %811, 2
  %883 = icmp eq i64 %881, 1
  %884 = icmp eq i64 %882, 2
  %885 = select i1 %884, double %879, double %858
  %886 = select i1 %884, double %878, double %880
  %887 = select i1 %883, double %886, double %885
  %888 = fmul double %807, %887
  %889 = fptrunc double %888 to float
  %890 = fmul float %889, %noise_scale7
  %891 = fadd float %591, %890
  store float %891, ptr %527, align 4
  br label %slot.done65

slot.done65:                                      ; preds = %slot.then64, %slot.done60
  br label %noise.done

uniform_sinks.then70:                             ; preds = %quiet
  br label %uniform_sinks.done71

uniform_sinks.done71:                             ; preds = %uniform_sinks.then70, %quiet
  %feature72 = add i64 %lane, 0
  %valid73 = icmp ult i64 %feature72, %n_features
  %892 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid73, label %slot.then74, label %slot.done75

slot.then74:                                      ; preds = %uniform_sinks.done71
  %893 = load float, ptr %892, align 4
  %894 = fmul float 2.000000e+00, %893
  %895 = fmul float 0x3FA99999A0000000, %894
  %896 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature72
  %897 = load float, ptr addrspace(1) %896, align 4
  %898 = fmul float -1.000000e+00, %897
  %899 = fadd float %895, %898
  %900 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %901 = fdiv float 1.000000e+00, %900
  %902 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %903 = fsub float %893, %902
  %904 = fcmp olt float %903, -1.040000e+02
  %905 = select i1 %904, float -1.040000e+02, float %903
  %906 = fcmp olt float 8.900000e+01, %905
  %907 = select i1 %906, float 8.900000e+01, float %905
  %908 = fmul float %907, 0x3FF7154760000000
  %909 = fadd float %908, 0x4168000000000000
  %910 = fsub float %909, 0x4168000000000000
  %911 = bitcast float %909 to i32
  %912 = sub i32 %911, 1262485504
  %913 = fmul float %910, 0x3FE62E4000000000
  %914 = fsub float %907, %913
  %915 = fmul float %910, 0x3EB7F7D1C0000000
  %916 = fsub float %914, %915
  %917 = fmul float %916, %916
  %918 = fmul float %917, 0x3E66376980000000
  %919 = fadd float 0xBEBBBD41C0000000, %918
  %920 = fmul float %917, %919
  %921 = fadd float 0x3F11566AA0000000, %920
  %922 = fmul float %917, %921
  %923 = fadd float 0xBF66C16C20000000, %922
  %924 = fmul float %917, %923
  %925 = fadd float 0x3FC5555560000000, %924
  %926 = fmul float %917, %925
  %927 = fsub float %916, %926
  %928 = fmul float %916, %927
  %929 = fsub float 2.000000e+00, %927
  %930 = fdiv float %928, %929
  %931 = fsub float %915, %930
  %932 = fsub float %931, %914
  %933 = fsub float 1.000000e+00, %932
  %934 = add i32 %912, 256
  %935 = lshr i32 %934, 1
  %936 = sub i32 %935, 1
  %937 = add i32 %912, 255
  %938 = sub i32 %937, %935
  %939 = shl i32 %936, 23
  %940 = shl i32 %938, 23
  %941 = bitcast i32 %939 to float
  %942 = bitcast i32 %940 to float
  %943 = fmul float %933, %941
  %944 = fmul float %943, %942
  %945 = fcmp uno float %903, %903
  %946 = select i1 %945, float 0x7FF8000000000000, float %944
  %947 = fmul float %901, %946
  %948 = fadd float %899, %947
  %feature76 = uitofp i64 %feature72 to float
  %949 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %950 = fcmp oeq float %feature76, %949
  %951 = select i1 %950, float 1.000000e+00, float 0.000000e+00
  %952 = fcmp une float %951, 0.000000e+00
  %953 = select i1 %952, float 0x3FB99999A0000000, float 0.000000e+00
  %954 = fadd float %948, %953
  %955 = fmul float %954, %eta
  %956 = fsub float %893, %955
  %957 = fmul float 0.000000e+00, %noise_scale7
  %958 = fadd float %956, %957
  store float %956, ptr %892, align 4
  br label %slot.done75

slot.done75:                                      ; preds = %slot.then74, %uniform_sinks.done71
  %feature77 = add i64 %lane, 1024
  %valid78 = icmp ult i64 %feature77, %n_features
  %959 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %slot.done75
  %960 = load float, ptr %959, align 4
  %961 = fmul float 2.000000e+00, %960
  %962 = fmul float 0x3FA99999A0000000, %961
  %963 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature77
  %964 = load float, ptr addrspace(1) %963, align 4
  %965 = fmul float -1.000000e+00, %964
  %966 = fadd float %962, %965
  %967 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %968 = fdiv float 1.000000e+00, %967
  %969 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %970 = fsub float %960, %969
  %971 = fcmp olt float %970, -1.040000e+02
  %972 = select i1 %971, float -1.040000e+02, float %970
  %973 = fcmp olt float 8.900000e+01, %972
  %974 = select i1 %973, float 8.900000e+01, float %972
  %975 = fmul float %974, 0x3FF7154760000000
  %976 = fadd float %975, 0x4168000000000000
  %977 = fsub float %976, 0x4168000000000000
  %978 = bitcast float %976 to i32
  %979 = sub i32 %978, 1262485504
  %980 = fmul float %977, 0x3FE62E4000000000
  %981 = fsub float %974, %980
  %982 = fmul float %977, 0x3EB7F7D1C0000000
  %983 = fsub float %981, %982
  %984 = fmul float %983, %983
  %985 = fmul float %984, 0x3E66376980000000
  %986 = fadd float 0xBEBBBD41C0000000, %985
  %987 = fmul float %984, %986
  %988 = fadd float 0x3F11566AA0000000, %987
  %989 = fmul float %984, %988
  %990 = fadd float 0xBF66C16C20000000, %989
  %991 = fmul float %984, %990
  %992 = fadd float 0x3FC5555560000000, %991
  %993 = fmul float %984, %992
  %994 = fsub float %983, %993
  %995 = fmul float %983, %994
  %996 = fsub float 2.000000e+00, %994
  %997 = fdiv float %995, %996
  %998 = fsub float %982, %997
  %999 = fsub float %998, %981
  %1000 = fsub float 1.000000e+00, %999
  %1001 = add i32 %979, 256
  %1002 = lshr i32 %1001, 1
  %1003 = sub i32 %1002, 1
  %1004 = add i32 %979, 255
  %1005 = sub i32 %1004, %1002
  %1006 = shl i32 %1003, 23
  %1007 = shl i32 %1005, 23
  %1008 = bitcast i32 %1006 to float
  %1009 = bitcast i32 %1007 to float
  %1010 = fmul float %1000, %1008
  %1011 = fmul float %1010, %1009
  %1012 = fcmp uno float %970, %970
  %1013 = select i1 %1012, float 0x7FF8000000000000, float %1011
  %1014 = fmul float %968, %1013
  %1015 = fadd float %966, %1014
  %feature81 = uitofp i64 %feature77 to float
  %1016 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1017 = fcmp oeq float %feature81, %1016
  %1018 = select i1 %1017, float 1.000000e+00, float 0.000000e+00
  %1019 = fcmp une float %1018, 0.000000e+00
  %1020 = select i1 %1019, float 0x3FB99999A0000000, float 0.000000e+00
  %1021 = fadd float %1015, %1020
  %1022 = fmul float %1021, %eta
  %1023 = fsub float %960, %1022
  %1024 = fmul float 0.000000e+00, %noise_scale7
  %1025 = fadd float %1023, %1024
  store float %1023, ptr %959, align 4
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %slot.done75
  br label %noise.done

slot.then84:                                      ; preds = %step.exit
  %1026 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature82
  %1027 = load float, ptr %18, align 4
  store float %1027, ptr addrspace(1) %1026, align 4
  br label %slot.done85

slot.done85:                                      ; preds = %slot.then84, %step.exit
  %feature86 = add i64 %lane, 1024
  %valid87 = icmp ult i64 %feature86, %n_features
  %1028 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid87, label %slot.then88, label %slot.done89

slot.then88:                                      ; preds = %slot.done85
  %1029 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature86
  %1030 = load float, ptr %1028, align 4
  store float %1030, ptr addrspace(1) %1029, align 4
  br label %slot.done89

slot.done89:                                      ; preds = %slot.then88, %slot.done85
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w4096(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_depth82 = alloca i64, align 8
  %pairwise_levels81 = alloca [64 x i64], align 8
  %pairwise_sums80 = alloca [64 x float], align 4
  %fold_index79 = alloca i64, align 8
  %fold_value78 = alloca float, align 4
  %pairwise_depth54 = alloca i64, align 8
  %pairwise_levels53 = alloca [64 x i64], align 8
  %pairwise_sums52 = alloca [64 x float], align 4
  %fold_index51 = alloca i64, align 8
  %fold_value50 = alloca float, align 4
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature13 = alloca float, align 4
  %state_regs = alloca [4 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 4096
  %2 = and i1 %inside, %fits
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

row.done:                                         ; preds = %slot.done151, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %9 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %11 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %12 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %13 = load float, ptr addrspace(1) %12, align 4
  store float %13, ptr %11, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
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
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %275, %noise.done ]
  %17 = icmp ult i64 %step, %steps
  br i1 %17, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %18 = load float, ptr %temperature13, align 4
  %19 = fmul float %two_eta, %18
  %20 = fcmp olt float 0.000000e+00, %19
  %21 = call float @llvm.sqrt.f32(float %19)
  %22 = select i1 %20, float %21, float 0.000000e+00
  %noise_scale15 = select i1 %anneal14, float %22, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

step.exit:                                        ; preds = %step.header
  %feature136 = add i64 %lane, 0
  %valid137 = icmp ult i64 %feature136, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid137, label %slot.then138, label %slot.done139

slot.then18:                                      ; preds = %step.body
  %25 = load float, ptr %23, align 4
  %26 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature16
  store float %25, ptr addrspace(3) %26, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %step.body
  %feature20 = add i64 %lane, 1024
  %valid21 = icmp ult i64 %feature20, %n_features
  %27 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature20
  store float %28, ptr addrspace(3) %29, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature24 = add i64 %lane, 2048
  %valid25 = icmp ult i64 %feature24, %n_features
  %30 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid25, label %slot.then26, label %slot.done27

slot.then26:                                      ; preds = %slot.done23
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature24
  store float %31, ptr addrspace(3) %32, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %slot.done23
  %feature28 = add i64 %lane, 3072
  %valid29 = icmp ult i64 %feature28, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done27
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature28
  store float %34, ptr addrspace(3) %35, align 4
  br label %slot.done31

slot.done31:                                      ; preds = %slot.then30, %slot.done27
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done31
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %48, %fold.body ]
  %37 = icmp ult i64 %fold, %n_features
  br i1 %37, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %38 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold
  %39 = load float, ptr addrspace(3) %38, align 4
  %40 = load float, ptr %fold_value, align 4
  %41 = fcmp ogt float %39, %40
  %42 = fcmp uno float %39, %39
  %43 = fcmp ord float %40, %40
  %44 = and i1 %42, %43
  %take = or i1 %41, %44
  %45 = select i1 %take, float %39, float %40
  store float %45, ptr %fold_value, align 4
  %46 = load i64, ptr %fold_index, align 8
  %47 = select i1 %take, i64 %fold, i64 %46
  store i64 %47, ptr %fold_index, align 8
  %48 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %49 = load float, ptr %fold_value, align 4
  store float %49, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  br label %fold.done

slot.then34:                                      ; preds = %fold.done
  %50 = load float, ptr %36, align 4
  %51 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature32
  store float %50, ptr addrspace(3) %51, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %fold.done
  %feature36 = add i64 %lane, 1024
  %valid37 = icmp ult i64 %feature36, %n_features
  %52 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done35
  %53 = load float, ptr %52, align 4
  %54 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature36
  store float %53, ptr addrspace(3) %54, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done35
  %feature40 = add i64 %lane, 2048
  %valid41 = icmp ult i64 %feature40, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %slot.done39
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature40
  store float %56, ptr addrspace(3) %57, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %slot.done39
  %feature44 = add i64 %lane, 3072
  %valid45 = icmp ult i64 %feature44, %n_features
  %58 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done43
  %59 = load float, ptr %58, align 4
  %60 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature44
  store float %59, ptr addrspace(3) %60, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then48, label %fold.done49

fold.then48:                                      ; preds = %slot.done47
  store float 0xFFF0000000000000, ptr %fold_value50, align 4
  store i64 0, ptr %fold_index51, align 8
  store i64 0, ptr %pairwise_depth54, align 8
  br label %fold.header55

fold.done49:                                      ; preds = %fold.exit57, %slot.done47
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature60 = add i64 %lane, 0
  %valid61 = icmp ult i64 %feature60, %n_features
  %61 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid61, label %slot.then62, label %slot.done63

fold.header55:                                    ; preds = %fold.body56, %fold.then48
  %fold58 = phi i64 [ 0, %fold.then48 ], [ %73, %fold.body56 ]
  %62 = icmp ult i64 %fold58, %n_features
  br i1 %62, label %fold.body56, label %fold.exit57

fold.body56:                                      ; preds = %fold.header55
  %63 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold58
  %64 = load float, ptr addrspace(3) %63, align 4
  %65 = load float, ptr %fold_value50, align 4
  %66 = fcmp ogt float %64, %65
  %67 = fcmp uno float %64, %64
  %68 = fcmp ord float %65, %65
  %69 = and i1 %67, %68
  %take59 = or i1 %66, %69
  %70 = select i1 %take59, float %64, float %65
  store float %70, ptr %fold_value50, align 4
  %71 = load i64, ptr %fold_index51, align 8
  %72 = select i1 %take59, i64 %fold58, i64 %71
  store i64 %72, ptr %fold_index51, align 8
  %73 = add i64 %fold58, 1
  br label %fold.header55

fold.exit57:                                      ; preds = %fold.header55
  %74 = load i64, ptr %fold_index51, align 8
  %argmax = uitofp i64 %74 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  br label %fold.done49

slot.then62:                                      ; preds = %fold.done49
  %75 = load float, ptr %61, align 4
  %76 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %77 = fsub float %75, %76
  %78 = fcmp olt float %77, -1.040000e+02
  %79 = select i1 %78, float -1.040000e+02, float %77
  %80 = fcmp olt float 8.900000e+01, %79
  %81 = select i1 %80, float 8.900000e+01, float %79
  %82 = fmul float %81, 0x3FF7154760000000
  %83 = fadd float %82, 0x4168000000000000
  %84 = fsub float %83, 0x4168000000000000
  %85 = bitcast float %83 to i32
  %86 = sub i32 %85, 1262485504
  %87 = fmul float %84, 0x3FE62E4000000000
  %88 = fsub float %81, %87
  %89 = fmul float %84, 0x3EB7F7D1C0000000
  %90 = fsub float %88, %89
  %91 = fmul float %90, %90
  %92 = fmul float %91, 0x3E66376980000000
  %93 = fadd float 0xBEBBBD41C0000000, %92
  %94 = fmul float %91, %93
  %95 = fadd float 0x3F11566AA0000000, %94
  %96 = fmul float %91, %95
  %97 = fadd float 0xBF66C16C20000000, %96
  %98 = fmul float %91, %97
  %99 = fadd float 0x3FC5555560000000, %98
  %100 = fmul float %91, %99
  %101 = fsub float %90, %100
  %102 = fmul float %90, %101
  %103 = fsub float 2.000000e+00, %101
  %104 = fdiv float %102, %103
  %105 = fsub float %89, %104
  %106 = fsub float %105, %88
  %107 = fsub float 1.000000e+00, %106
  %108 = add i32 %86, 256
  %109 = lshr i32 %108, 1
  %110 = sub i32 %109, 1
  %111 = add i32 %86, 255
  %112 = sub i32 %111, %109
  %113 = shl i32 %110, 23
  %114 = shl i32 %112, 23
  %115 = bitcast i32 %113 to float
  %116 = bitcast i32 %114 to float
  %117 = fmul float %107, %115
  %118 = fmul float %117, %116
  %119 = fcmp uno float %77, %77
  %120 = select i1 %119, float 0x7FF8000000000000, float %118
  %121 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature60
  store float %120, ptr addrspace(3) %121, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %fold.done49
  %feature64 = add i64 %lane, 1024
  %valid65 = icmp ult i64 %feature64, %n_features
  %122 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid65, label %slot.then66, label %slot.done67

slot.then66:                                      ; preds = %slot.done63
  %123 = load float, ptr %122, align 4
  %124 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %125 = fsub float %123, %124
  %126 = fcmp olt float %125, -1.040000e+02
  %127 = select i1 %126, float -1.040000e+02, float %125
  %128 = fcmp olt float 8.900000e+01, %127
  %129 = select i1 %128, float 8.900000e+01, float %127
  %130 = fmul float %129, 0x3FF7154760000000
  %131 = fadd float %130, 0x4168000000000000
  %132 = fsub float %131, 0x4168000000000000
  %133 = bitcast float %131 to i32
  %134 = sub i32 %133, 1262485504
  %135 = fmul float %132, 0x3FE62E4000000000
  %136 = fsub float %129, %135
  %137 = fmul float %132, 0x3EB7F7D1C0000000
  %138 = fsub float %136, %137
  %139 = fmul float %138, %138
  %140 = fmul float %139, 0x3E66376980000000
  %141 = fadd float 0xBEBBBD41C0000000, %140
  %142 = fmul float %139, %141
  %143 = fadd float 0x3F11566AA0000000, %142
  %144 = fmul float %139, %143
  %145 = fadd float 0xBF66C16C20000000, %144
  %146 = fmul float %139, %145
  %147 = fadd float 0x3FC5555560000000, %146
  %148 = fmul float %139, %147
  %149 = fsub float %138, %148
  %150 = fmul float %138, %149
  %151 = fsub float 2.000000e+00, %149
  %152 = fdiv float %150, %151
  %153 = fsub float %137, %152
  %154 = fsub float %153, %136
  %155 = fsub float 1.000000e+00, %154
  %156 = add i32 %134, 256
  %157 = lshr i32 %156, 1
  %158 = sub i32 %157, 1
  %159 = add i32 %134, 255
  %160 = sub i32 %159, %157
  %161 = shl i32 %158, 23
  %162 = shl i32 %160, 23
  %163 = bitcast i32 %161 to float
  %164 = bitcast i32 %162 to float
  %165 = fmul float %155, %163
  %166 = fmul float %165, %164
  %167 = fcmp uno float %125, %125
  %168 = select i1 %167, float 0x7FF8000000000000, float %166
  %169 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature64
  store float %168, ptr addrspace(3) %169, align 4
  br label %slot.done67

slot.done67:                                      ; preds = %slot.then66, %slot.done63
  %feature68 = add i64 %lane, 2048
  %valid69 = icmp ult i64 %feature68, %n_features
  %170 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid69, label %slot.then70, label %slot.done71

slot.then70:                                      ; preds = %slot.done67
  %171 = load float, ptr %170, align 4
  %172 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %173 = fsub float %171, %172
  %174 = fcmp olt float %173, -1.040000e+02
  %175 = select i1 %174, float -1.040000e+02, float %173
  %176 = fcmp olt float 8.900000e+01, %175
  %177 = select i1 %176, float 8.900000e+01, float %175
  %178 = fmul float %177, 0x3FF7154760000000
  %179 = fadd float %178, 0x4168000000000000
  %180 = fsub float %179, 0x4168000000000000
  %181 = bitcast float %179 to i32
  %182 = sub i32 %181, 1262485504
  %183 = fmul float %180, 0x3FE62E4000000000
  %184 = fsub float %177, %183
  %185 = fmul float %180, 0x3EB7F7D1C0000000
  %186 = fsub float %184, %185
  %187 = fmul float %186, %186
  %188 = fmul float %187, 0x3E66376980000000
  %189 = fadd float 0xBEBBBD41C0000000, %188
  %190 = fmul float %187, %189
  %191 = fadd float 0x3F11566AA0000000, %190
  %192 = fmul float %187, %191
  %193 = fadd float 0xBF66C16C20000000, %192
  %194 = fmul float %187, %193
  %195 = fadd float 0x3FC5555560000000, %194
  %196 = fmul float %187, %195
  %197 = fsub float %186, %196
  %198 = fmul float %186, %197
  %199 = fsub float 2.000000e+00, %197
  %200 = fdiv float %198, %199
  %201 = fsub float %185, %200
  %202 = fsub float %201, %184
  %203 = fsub float 1.000000e+00, %202
  %204 = add i32 %182, 256
  %205 = lshr i32 %204, 1
  %206 = sub i32 %205, 1
  %207 = add i32 %182, 255
  %208 = sub i32 %207, %205
  %209 = shl i32 %206, 23
  %210 = shl i32 %208, 23
  %211 = bitcast i32 %209 to float
  %212 = bitcast i32 %210 to float
  %213 = fmul float %203, %211
  %214 = fmul float %213, %212
  %215 = fcmp uno float %173, %173
  %216 = select i1 %215, float 0x7FF8000000000000, float %214
  %217 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature68
  store float %216, ptr addrspace(3) %217, align 4
  br label %slot.done71

slot.done71:                                      ; preds = %slot.then70, %slot.done67
  %feature72 = add i64 %lane, 3072
  %valid73 = icmp ult i64 %feature72, %n_features
  %218 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid73, label %slot.then74, label %slot.done75

slot.then74:                                      ; preds = %slot.done71
  %219 = load float, ptr %218, align 4
  %220 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %221 = fsub float %219, %220
  %222 = fcmp olt float %221, -1.040000e+02
  %223 = select i1 %222, float -1.040000e+02, float %221
  %224 = fcmp olt float 8.900000e+01, %223
  %225 = select i1 %224, float 8.900000e+01, float %223
  %226 = fmul float %225, 0x3FF7154760000000
  %227 = fadd float %226, 0x4168000000000000
  %228 = fsub float %227, 0x4168000000000000
  %229 = bitcast float %227 to i32
  %230 = sub i32 %229, 1262485504
  %231 = fmul float %228, 0x3FE62E4000000000
  %232 = fsub float %225, %231
  %233 = fmul float %228, 0x3EB7F7D1C0000000
  %234 = fsub float %232, %233
  %235 = fmul float %234, %234
  %236 = fmul float %235, 0x3E66376980000000
  %237 = fadd float 0xBEBBBD41C0000000, %236
  %238 = fmul float %235, %237
  %239 = fadd float 0x3F11566AA0000000, %238
  %240 = fmul float %235, %239
  %241 = fadd float 0xBF66C16C20000000, %240
  %242 = fmul float %235, %241
  %243 = fadd float 0x3FC5555560000000, %242
  %244 = fmul float %235, %243
  %245 = fsub float %234, %244
  %246 = fmul float %234, %245
  %247 = fsub float 2.000000e+00, %245
  %248 = fdiv float %246, %247
  %249 = fsub float %233, %248
  %250 = fsub float %249, %232
  %251 = fsub float 1.000000e+00, %250
  %252 = add i32 %230, 256
  %253 = lshr i32 %252, 1
  %254 = sub i32 %253, 1
  %255 = add i32 %230, 255
  %256 = sub i32 %255, %253
  %257 = shl i32 %254, 23
  %258 = shl i32 %256, 23
  %259 = bitcast i32 %257 to float
  %260 = bitcast i32 %258 to float
  %261 = fmul float %251, %259
  %262 = fmul float %261, %260
  %263 = fcmp uno float %221, %221
  %264 = select i1 %263, float 0x7FF8000000000000, float %262
  %265 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature72
  store float %264, ptr addrspace(3) %265, align 4
  br label %slot.done75

slot.done75:                                      ; preds = %slot.then74, %slot.done71
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then76, label %fold.done77

fold.then76:                                      ; preds = %slot.done75
  store float 0.000000e+00, ptr %fold_value78, align 4
  store i64 0, ptr %fold_index79, align 8
  store i64 0, ptr %pairwise_depth82, align 8
  br label %fold.header83

fold.done77:                                      ; preds = %fold.exit85, %slot.done75
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header83:                                    ; preds = %fold.body84, %fold.then76
  %fold86 = phi i64 [ 0, %fold.then76 ], [ %271, %fold.body84 ]
  %266 = icmp ult i64 %fold86, %n_features
  br i1 %266, label %fold.body84, label %fold.exit85

fold.body84:                                      ; preds = %fold.header83
  %267 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold86
  %268 = load float, ptr addrspace(3) %267, align 4
  %269 = load float, ptr %fold_value78, align 4
  %270 = fadd float %268, %269
  store float %270, ptr %fold_value78, align 4
  %271 = add i64 %fold86, 1
  br label %fold.header83

fold.exit85:                                      ; preds = %fold.header83
  %272 = load float, ptr %fold_value78, align 4
  store float %272, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  br label %fold.done77

noise:                                            ; preds = %fold.done77
  %feature87 = add i64 %lane, 0
  %valid88 = icmp ult i64 %feature87, %n_features
  %273 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done77
  %feature112 = add i64 %lane, 0
  %valid113 = icmp ult i64 %feature112, %n_features
  %274 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then114, label %uniform_sinks.done115

noise.done:                                       ; preds = %slot.done134, %slot.done109
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %275 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature89 = add i64 %lane, 0
  %valid90 = icmp ult i64 %feature89, %n_features
  %276 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid90, label %slot.then91, label %slot.done92

slot.then91:                                      ; preds = %uniform_sinks.done
  %277 = load float, ptr %276, align 4
  %278 = fmul float 2.000000e+00, %277
  %279 = fmul float 0x3FA99999A0000000, %278
  %280 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature89
  %281 = load float, ptr addrspace(1) %280, align 4
  %282 = fmul float -1.000000e+00, %281
  %283 = fadd float %279, %282
  %284 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %285 = fdiv float 1.000000e+00, %284
  %286 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %287 = fsub float %277, %286
  %288 = fcmp olt float %287, -1.040000e+02
  %289 = select i1 %288, float -1.040000e+02, float %287
  %290 = fcmp olt float 8.900000e+01, %289
  %291 = select i1 %290, float 8.900000e+01, float %289
  %292 = fmul float %291, 0x3FF7154760000000
  %293 = fadd float %292, 0x4168000000000000
  %294 = fsub float %293, 0x4168000000000000
  %295 = bitcast float %293 to i32
  %296 = sub i32 %295, 1262485504
  %297 = fmul float %294, 0x3FE62E4000000000
  %298 = fsub float %291, %297
  %299 = fmul float %294, 0x3EB7F7D1C0000000
  %300 = fsub float %298, %299
  %301 = fmul float %300, %300
  %302 = fmul float %301, 0x3E66376980000000
  %303 = fadd float 0xBEBBBD41C0000000, %302
  %304 = fmul float %301, %303
  %305 = fadd float 0x3F11566AA0000000, %304
  %306 = fmul float %301, %305
  %307 = fadd float 0xBF66C16C20000000, %306
  %308 = fmul float %301, %307
  %309 = fadd float 0x3FC5555560000000, %308
  %310 = fmul float %301, %309
  %311 = fsub float %300, %310
  %312 = fmul float %300, %311
  %313 = fsub float 2.000000e+00, %311
  %314 = fdiv float %312, %313
  %315 = fsub float %299, %314
  %316 = fsub float %315, %298
  %317 = fsub float 1.000000e+00, %316
  %318 = add i32 %296, 256
  %319 = lshr i32 %318, 1
  %320 = sub i32 %319, 1
  %321 = add i32 %296, 255
  %322 = sub i32 %321, %319
  %323 = shl i32 %320, 23
  %324 = shl i32 %322, 23
  %325 = bitcast i32 %323 to float
  %326 = bitcast i32 %324 to float
  %327 = fmul float %317, %325
  %328 = fmul float %327, %326
  %329 = fcmp uno float %287, %287
  %330 = select i1 %329, float 0x7FF8000000000000, float %328
  %331 = fmul float %285, %330
  %332 = fadd float %283, %331
  %feature93 = uitofp i64 %feature89 to float
  %333 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %334 = fcmp oeq float %feature93, %333
  %335 = select i1 %334, float 1.000000e+00, float 0.000000e+00
  %336 = fcmp une float %335, 0.000000e+00
  %337 = select i1 %336, float 0x3FB99999A0000000, float 0.000000e+00
  %338 = fadd float %332, %337
  %339 = fmul float %338, %eta
  %340 = fsub float %277, %339
  %341 = mul i64 %row, %n_features
  %element = add i64 %341, %feature89
  %342 = trunc i64 %key0 to i32
  %343 = lshr i64 %key0, 32
  %344 = trunc i64 %343 to i32
  %345 = trunc i64 %element to i32
  %346 = trunc i64 %key1_step to i32
  %347 = lshr i64 %key1_step, 32
  %348 = trunc i64 %347 to i32
  %349 = lshr i64 %element, 32
  %350 = trunc i64 %349 to i32
  %351 = zext i32 %345 to i64
  %352 = mul i64 3528531795, %351
  %353 = zext i32 %348 to i64
  %354 = mul i64 3449720151, %353
  %355 = lshr i64 %352, 32
  %356 = trunc i64 %355 to i32
  %357 = trunc i64 %352 to i32
  %358 = lshr i64 %354, 32
  %359 = trunc i64 %358 to i32
  %360 = trunc i64 %354 to i32
  %361 = xor i32 %359, %346
  %362 = xor i32 %361, %342
  %363 = xor i32 %356, %350
  %364 = xor i32 %363, %344
  %365 = add i32 %342, -1640531527
  %366 = add i32 %344, -1150833019
  %367 = zext i32 %362 to i64
  %368 = mul i64 3528531795, %367
  %369 = zext i32 %364 to i64
  %370 = mul i64 3449720151, %369
  %371 = lshr i64 %368, 32
  %372 = trunc i64 %371 to i32
  %373 = trunc i64 %368 to i32
  %374 = lshr i64 %370, 32
  %375 = trunc i64 %374 to i32
  %376 = trunc i64 %370 to i32
  %377 = xor i32 %375, %360
  %378 = xor i32 %377, %365
  %379 = xor i32 %372, %357
  %380 = xor i32 %379, %366
  %381 = add i32 %365, -1640531527
  %382 = add i32 %366, -1150833019
  %383 = zext i32 %378 to i64
  %384 = mul i64 3528531795, %383
  %385 = zext i32 %380 to i64
  %386 = mul i64 3449720151, %385
  %387 = lshr i64 %384, 32
  %388 = trunc i64 %387 to i32
  %389 = trunc i64 %384 to i32
  %390 = lshr i64 %386, 32
  %391 = trunc i64 %390 to i32
  %392 = trunc i64 %386 to i32
  %393 = xor i32 %391, %376
  %394 = xor i32 %393, %381
  %395 = xor i32 %388, %373
  %396 = xor i32 %395, %382
  %397 = add i32 %381, -1640531527
  %398 = add i32 %382, -1150833019
  %399 = zext i32 %394 to i64
  %400 = mul i64 3528531795, %399
  %401 = zext i32 %396 to i64
  %402 = mul i64 3449720151, %401
  %403 = lshr i64 %400, 32
  %404 = trunc i64 %403 to i32
  %405 = trunc i64 %400 to i32
  %406 = lshr i64 %402, 32
  %407 = trunc i64 %406 to i32
  %408 = trunc i64 %402 to i32
  %409 = xor i32 %407, %392
  %410 = xor i32 %409, %397
  %411 = xor i32 %404, %389
  %412 = xor i32 %411, %398
  %413 = add i32 %397, -1640531527
  %414 = add i32 %398, -1150833019
  %415 = zext i32 %410 to i64
  %416 = mul i64 3528531795, %415
  %417 = zext i32 %412 to i64
  %418 = mul i64 3449720151, %417
  %419 = lshr i64 %416, 32
  %420 = trunc i64 %419 to i32
  %421 = trunc i64 %416 to i32
  %422 = lshr i64 %418, 32
  %423 = trunc i64 %422 to i32
  %424 = trunc i64 %418 to i32
  %425 = xor i32 %423, %408
  %426 = xor i32 %425, %413
  %427 = xor i32 %420, %405
  %428 = xor i32 %427, %414
  %429 = add i32 %413, -1640531527
  %430 = add i32 %414, -1150833019
  %431 = zext i32 %426 to i64
  %432 = mul i64 3528531795, %431
  %433 = zext i32 %428 to i64
  %434 = mul i64 3449720151, %433
  %435 = lshr i64 %432, 32
  %436 = trunc i64 %435 to i32
  %437 = trunc i64 %432 to i32
  %438 = lshr i64 %434, 32
  %439 = trunc i64 %438 to i32
  %440 = trunc i64 %434 to i32
  %441 = xor i32 %439, %424
  %442 = xor i32 %441, %429
  %443 = xor i32 %436, %421
  %444 = xor i32 %443, %430
  %445 = add i32 %429, -1640531527
  %446 = add i32 %430, -1150833019
  %447 = zext i32 %442 to i64
  %448 = mul i64 3528531795, %447
  %449 = zext i32 %444 to i64
  %450 = mul i64 3449720151, %449
  %451 = lshr i64 %448, 32
  %452 = trunc i64 %451 to i32
  %453 = trunc i64 %448 to i32
  %454 = lshr i64 %450, 32
  %455 = trunc i64 %454 to i32
  %456 = trunc i64 %450 to i32
  %457 = xor i32 %455, %440
  %458 = xor i32 %457, %445
  %459 = xor i32 %452, %437
  %460 = xor i32 %459, %446
  %461 = add i32 %445, -1640531527
  %462 = add i32 %446, -1150833019
  %463 = zext i32 %458 to i64
  %464 = mul i64 3528531795, %463
  %465 = zext i32 %460 to i64
  %466 = mul i64 3449720151, %465
  %467 = lshr i64 %464, 32
  %468 = trunc i64 %467 to i32
  %469 = trunc i64 %464 to i32
  %470 = lshr i64 %466, 32
  %471 = trunc i64 %470 to i32
  %472 = trunc i64 %466 to i32
  %473 = xor i32 %471, %456
  %474 = xor i32 %473, %461
  %475 = xor i32 %468, %453
  %476 = xor i32 %475, %462
  %477 = add i32 %461, -1640531527
  %478 = add i32 %462, -1150833019
  %479 = zext i32 %474 to i64
  %480 = mul i64 3528531795, %479
  %481 = zext i32 %476 to i64
  %482 = mul i64 3449720151, %481
  %483 = lshr i64 %480, 32
  %484 = trunc i64 %483 to i32
  %485 = trunc i64 %480 to i32
  %486 = lshr i64 %482, 32
  %487 = trunc i64 %486 to i32
  %488 = trunc i64 %482 to i32
  %489 = xor i32 %487, %472
  %490 = xor i32 %489, %477
  %491 = xor i32 %484, %469
  %492 = xor i32 %491, %478
  %493 = add i32 %477, -1640531527
  %494 = add i32 %478, -1150833019
  %495 = zext i32 %490 to i64
  %496 = mul i64 3528531795, %495
  %497 = zext i32 %492 to i64
  %498 = mul i64 3449720151, %497
  %499 = lshr i64 %496, 32
  %500 = trunc i64 %499 to i32
  %501 = trunc i64 %496 to i32
  %502 = lshr i64 %498, 32
  %503 = trunc i64 %502 to i32
  %504 = trunc i64 %498 to i32
  %505 = xor i32 %503, %488
  %506 = xor i32 %505, %493
  %507 = xor i32 %500, %485
  %508 = xor i32 %507, %494
  %509 = uitofp i32 %506 to double
  %510 = fadd double %509, 5.000000e-01
  %511 = fmul double %510, 0x3DF0000000000000
  %512 = uitofp i32 %504 to double
  %513 = fadd double %512, 5.000000e-01
  %514 = fmul double %513, 0x3DF0000000000000
  %515 = bitcast double %511 to i64
  %516 = lshr i64 %515, 32
  %517 = add i64 %516, 614242
  %518 = lshr i64 %517, 20
  %519 = sub i64 %518, 1023
  %520 = and i64 %517, 1048575
  %521 = add i64 %520, 1072079006
  %522 = shl i64 %521, 32
  %523 = and i64 %515, 4294967295
  %524 = or i64 %522, %523
  %525 = bitcast i64 %524 to double
  %526 = fsub double %525, 1.000000e+00
  %527 = fmul double 5.000000e-01, %526
  %528 = fmul double %527, %526
  %529 = fadd double 2.000000e+00, %526
  %530 = fdiv double %526, %529
  %531 = fmul double %530, %530
  %532 = fmul double %531, %531
  %533 = fmul double %532, 0x3FC39A09D078C69F
  %534 = fadd double 0x3FCC71C51D8E78AF, %533
  %535 = fmul double %532, %534
  %536 = fadd double 0x3FD999999997FA04, %535
  %537 = fmul double %532, %536
  %538 = fmul double %532, 0x3FC2F112DF3E5244
  %539 = fadd double 0x3FC7466496CB03DE, %538
  %540 = fmul double %532, %539
  %541 = fadd double 0x3FD2492494229359, %540
  %542 = fmul double %532, %541
  %543 = fadd double 0x3FE5555555555593, %542
  %544 = fmul double %531, %543
  %545 = fadd double %544, %537
  %546 = sitofp i64 %519 to double
  %547 = fadd double %528, %545
  %548 = fmul double %530, %547
  %549 = fmul double %546, 0x3DEA39EF35793C76
  %550 = fadd double %548, %549
  %551 = fsub double %550, %528
  %552 = fadd double %551, %526
  %553 = fmul double %546, 0x3FE62E42FEE00000
  %554 = fadd double %552, %553
  %555 = fmul double -2.000000e+00, %554
  %556 = call double @llvm.sqrt.f64(double %555)
  %557 = fmul double 0x401921FB54442D18, %514
  %558 = fmul double %557, 0x3FE45F306DC9C883
  %559 = fadd double %558, 0x4338000000000000
  %560 = bitcast double %559 to i64
  %561 = fsub double %559, 0x4338000000000000
  %562 = fmul double %561, 0x3FF921FB54400000
  %563 = fsub double %557, %562
  %564 = fmul double %561, 0x3DD0B4611A626331
  %565 = fmul double %561, 0x3DD0B4611A600000
  %566 = fsub double %563, %565
  %567 = fmul double %561, 0x3BA3198A2E037073
  %568 = fsub double %563, %566
  %569 = fsub double %568, %565
  %570 = fsub double %567, %569
  %571 = fsub double %563, %564
  %572 = bitcast double %557 to i64
  %573 = lshr i64 %572, 52
  %574 = and i64 %573, 2047
  %575 = bitcast double %571 to i64
  %576 = lshr i64 %575, 52
  %577 = and i64 %576, 2047
  %578 = add i64 %577, 16
  %579 = icmp ult i64 %578, %574
  %580 = select i1 %579, double %566, double %563
  %581 = select i1 %579, double %570, double %564
  %582 = fsub double %580, %581
  %583 = fsub double %580, %582
  %584 = fsub double %583, %581
  %585 = fmul double %582, %582
  %586 = fmul double %585, %585
  %587 = fmul double %585, 0x3EFA01A019CB1590
  %588 = fadd double 0xBF56C16C16C15177, %587
  %589 = fmul double %585, %588
  %590 = fadd double 0x3FA555555555554C, %589
  %591 = fmul double %585, %590
  %592 = fmul double %585, 0xBDA8FAE9BE8838D4
  %593 = fadd double 0x3E21EE9EBDB4B1C4, %592
  %594 = fmul double %585, %593
  %595 = fadd double 0xBE927E4F809C52AD, %594
  %596 = fmul double %586, %586
  %597 = fmul double %596, %595
  %598 = fadd double %591, %597
  %599 = fmul double 5.000000e-01, %585
  %600 = fsub double 1.000000e+00, %599
  %601 = fsub double 1.000000e+00, %600
  %602 = fsub double %601, %599
  %603 = fmul double %585, %598
  %604 = fmul double %582, %584
  %605 = fsub double %603, %604
  %606 = fadd double %602, %605
  %607 = fadd double %600, %606
  %608 = fmul double %582, %582
  %609 = fmul double %608, %608
  %610 = fmul double %608, 0x3EC71DE357B1FE7D
  %611 = fadd double 0xBF2A01A019C161D5, %610
  %612 = fmul double %608, %611
  %613 = fadd double 0x3F8111111110F8A6, %612
  %614 = fmul double %608, 0x3DE5D93A5ACFD57C
  %615 = fadd double 0xBE5AE5E68A2B9CEB, %614
  %616 = fmul double %608, %609
  %617 = fmul double %616, %615
  %618 = fadd double %613, %617
  %619 = fmul double %608, %582
  %620 = fmul double 5.000000e-01, %584
  %621 = fmul double %619, %618
  %622 = fsub double %620, %621
  %623 = fmul double %608, %622
  %624 = fsub double %623, %584
  %625 = fmul double %619, 0xBFC5555555555549
  %626 = fsub double %624, %625
  %627 = fsub double %582, %626
  %628 = fneg double %607
  %629 = fneg double %627
  %630 = and i64 %560, 1
  %631 = and i64 %560, 2
  %632 = icmp eq i64 %630, 1
  %633 = icmp eq i64 %631, 2
  %634 = select i1 %633, double %628, double %607
  %635 = select i1 %633, double %627, double %629
  %636 = select i1 %632, double %635, double %634
  %637 = fmul double %556, %636
  %638 = fptrunc double %637 to float
  %639 = fmul float %638, %noise_scale15
  %640 = fadd float %340, %639
  store float %640, ptr %276, align 4
  br label %slot.done92

slot.done92:                                      ; preds = %slot.then91, %uniform_sinks.done
  %feature94 = add i64 %lane, 1024
  %valid95 = icmp ult i64 %feature94, %n_features
  %641 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid95, label %slot.then96, label %slot.done97

slot.then96:                                      ; preds = %slot.done92
  %642 = load float, ptr %641, align 4
  %643 = fmul float 2.000000e+00, %642
  %644 = fmul float 0x3FA99999A0000000, %643
  %645 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature94
  %646 = load float, ptr addrspace(1) %645, align 4
  %647 = fmul float -1.000000e+00, %646
  %648 = fadd float %644, %647
  %649 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %650 = fdiv float 1.000000e+00, %649
  %651 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %652 = fsub float %642, %651
  %653 = fcmp olt float %652, -1.040000e+02
  %654 = select i1 %653, float -1.040000e+02, float %652
  %655 = fcmp olt float 8.900000e+01, %654
  %656 = select i1 %655, float 8.900000e+01, float %654
  %657 = fmul float %656, 0x3FF7154760000000
  %658 = fadd float %657, 0x4168000000000000
  %659 = fsub float %658, 0x4168000000000000
  %660 = bitcast float %658 to i32
  %661 = sub i32 %660, 1262485504
  %662 = fmul float %659, 0x3FE62E4000000000
  %663 = fsub float %656, %662
  %664 = fmul float %659, 0x3EB7F7D1C0000000
  %665 = fsub float %663, %664
  %666 = fmul float %665, %665
  %667 = fmul float %666, 0x3E66376980000000
  %668 = fadd float 0xBEBBBD41C0000000, %667
  %669 = fmul float %666, %668
  %670 = fadd float 0x3F11566AA0000000, %669
  %671 = fmul float %666, %670
  %672 = fadd float 0xBF66C16C20000000, %671
  %673 = fmul float %666, %672
  %674 = fadd float 0x3FC5555560000000, %673
  %675 = fmul float %666, %674
  %676 = fsub float %665, %675
  %677 = fmul float %665, %676
  %678 = fsub float 2.000000e+00, %676
  %679 = fdiv float %677, %678
  %680 = fsub float %664, %679
  %681 = fsub float %680, %663
  %682 = fsub float 1.000000e+00, %681
  %683 = add i32 %661, 256
  %684 = lshr i32 %683, 1
  %685 = sub i32 %684, 1
  %686 = add i32 %661, 255
  %687 = sub i32 %686, %684
  %688 = shl i32 %685, 23
  %689 = shl i32 %687, 23
  %690 = bitcast i32 %688 to float
  %691 = bitcast i32 %689 to float
  %692 = fmul float %682, %690
  %693 = fmul float %692, %691
  %694 = fcmp uno float %652, %652
  %695 = select i1 %694, float 0x7FF8000000000000, float %693
  %696 = fmul float %650, %695
  %697 = fadd float %648, %696
  %feature98 = uitofp i64 %feature94 to float
  %698 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %699 = fcmp oeq float %feature98, %698
  %700 = select i1 %699, float 1.000000e+00, float 0.000000e+00
  %701 = fcmp une float %700, 0.000000e+00
  %702 = select i1 %701, float 0x3FB99999A0000000, float 0.000000e+00
  %703 = fadd float %697, %702
  %704 = fmul float %703, %eta
  %705 = fsub float %642, %704
  %706 = mul i64 %row, %n_features
  %element99 = add i64 %706, %feature94
  %707 = trunc i64 %key0 to i32
  %708 = lshr i64 %key0, 32
  %709 = trunc i64 %708 to i32
  %710 = trunc i64 %element99 to i32
  %711 = trunc i64 %key1_step to i32
  %712 = lshr i64 %key1_step, 32
  %713 = trunc i64 %712 to i32
  %714 = lshr i64 %element99, 32
  %715 = trunc i64 %714 to i32
  %716 = zext i32 %710 to i64
  %717 = mul i64 3528531795, %716
  %718 = zext i32 %713 to i64
  %719 = mul i64 3449720151, %718
  %720 = lshr i64 %717, 32
  %721 = trunc i64 %720 to i32
  %722 = trunc i64 %717 to i32
  %723 = lshr i64 %719, 32
  %724 = trunc i64 %723 to i32
  %725 = trunc i64 %719 to i32
  %726 = xor i32 %724, %711
  %727 = xor i32 %726, %707
  %728 = xor i32 %721, %715
  %729 = xor i32 %728, %709
  %730 = add i32 %707, -1640531527
  %731 = add i32 %709, -1150833019
  %732 = zext i32 %727 to i64
  %733 = mul i64 3528531795, %732
  %734 = zext i32 %729 to i64
  %735 = mul i64 3449720151, %734
  %736 = lshr i64 %733, 32
  %737 = trunc i64 %736 to i32
  %738 = trunc i64 %733 to i32
  %739 = lshr i64 %735, 32
  %740 = trunc i64 %739 to i32
  %741 = trunc i64 %735 to i32
  %742 = xor i32 %740, %725
  %743 = xor i32 %742, %730
  %744 = xor i32 %737, %722
  %745 = xor i32 %744, %731
  %746 = add i32 %730, -1640531527
  %747 = add i32 %731, -1150833019
  %748 = zext i32 %743 to i64
  %749 = mul i64 3528531795, %748
  %750 = zext i32 %745 to i64
  %751 = mul i64 3449720151, %750
  %752 = lshr i64 %749, 32
  %753 = trunc i64 %752 to i32
  %754 = trunc i64 %749 to i32
  %755 = lshr i64 %751, 32
  %756 = trunc i64 %755 to i32
  %757 = trunc i64 %751 to i32
  %758 = xor i32 %756, %741
  %759 = xor i32 %758, %746
  %760 = xor i32 %753, %738
  %761 = xor i32 %760, %747
  %762 = add i32 %746, -1640531527
  %763 = add i32 %747, -1150833019
  %764 = zext i32 %759 to i64
  %765 = mul i64 3528531795, %764
  %766 = zext i32 %761 to i64
  %767 = mul i64 3449720151, %766
  %768 = lshr i64 %765, 32
  %769 = trunc i64 %768 to i32
  %770 = trunc i64 %765 to i32
  %771 = lshr i64 %767, 32
  %772 = trunc i64 %771 to i32
  %773 = trunc i64 %767 to i32
  %774 = xor i32 %772, %757
  %775 = xor i32 %774, %762
  %776 = xor i32 %769, %754
  %777 = xor i32 %776, %763
  %778 = add i32 %762, -1640531527
  %779 = add i32 %763, -1150833019
  %780 = zext i32 %775 to i64
  %781 = mul i64 3528531795, %780
  %782 = zext i32 %777 to i64
  %783 = mul i64 3449720151, %782
  %784 = lshr i64 %781, 32
  %785 = trunc i64 %784 to i32
  %786 = trunc i64 %781 to i32
  %787 = lshr i64 %783, 32
  %788 = trunc i64 %787 to i32
  %789 = trunc i64 %783 to i32
  %790 = xor i32 %788, %773
  %791 = xor i32 %790, %778
  %792 = xor i32 %785, %770
  %793 = xor i32 %792, %779
  %794 = add i32 %778, -1640531527
  %795 = add i32 %779, -1150833019
  %796 = zext i32 %791 to i64
  %797 = mul i64 3528531795, %796
  %798 = zext i32 %793 to i64
  %799 = mul i64 3449720151, %798
  %800 = lshr i64 %797, 32
  %801 = trunc i64 %800 to i32
  %802 = trunc i64 %797 to i32
  %803 = lshr i64 %799, 32
  %804 = trunc i64 %803 to i32
  %805 = trunc i64 %799 to i32
  %806 = xor i32 %804, %789
  %807 = xor i32 %806, %794
  %808 = xor i32 %801, %786
  %809 = xor i32 %808, %795
  %810 = add i32 %794, -1640531527
  %811 = add i32 %795, -1150833019
  %812 = zext i32 %807 to i64
  %813 = mul i64 3528531795, %812
  %814 = zext i32 %809 to i64
  %815 = mul i64 3449720151, %814
  %816 = lshr i64 %813, 32
  %817 = trunc i64 %816 to i32
  %818 = trunc i64 %813 to i32
  %819 = lshr i64 %815, 32
  %820 = trunc i64 %819 to i32
  %821 = trunc i64 %815 to i32
  %822 = xor i32 %820, %805
  %823 = xor i32 %822, %810
  %824 = xor i32 %817, %802
  %825 = xor i32 %824, %811
  %826 = add i32 %810, -1640531527
  %827 = add i32 %811, -1150833019
  %828 = zext i32 %823 to i64
  %829 = mul i64 3528531795, %828
  %830 = zext i32 %825 to i64
  %831 = mul i64 3449720151, %830
  %832 = lshr i64 %829, 32
  %833 = trunc i64 %832 to i32
  %834 = trunc i64 %829 to i32
  %835 = lshr i64 %831, 32
  %836 = trunc i64 %835 to i32
  %837 = trunc i64 %831 to i32
  %838 = xor i32 %836, %821
  %839 = xor i32 %838, %826
  %840 = xor i32 %833, %818
  %841 = xor i32 %840, %827
  %842 = add i32 %826, -1640531527
  %843 = add i32 %827, -1150833019
  %844 = zext i32 %839 to i64
  %845 = mul i64 3528531795, %844
  %846 = zext i32 %841 to i64
  %847 = mul i64 3449720151, %846
  %848 = lshr i64 %845, 32
  %849 = trunc i64 %848 to i32
  %850 = trunc i64 %845 to i32
  %851 = lshr i64 %847, 32
  %852 = trunc i64 %851 to i32
  %853 = trunc i64 %847 to i32
  %854 = xor i32 %852, %837
  %855 = xor i32 %854, %842
  %856 = xor i32 %849, %834
  %857 = xor i32 %856, %843
  %858 = add i32 %842, -1640531527
  %859 = add i32 %843, -1150833019
  %860 = zext i32 %855 to i64
  %861 = mul i64 3528531795, %860
  %862 = zext i32 %857 to i64
  %863 = mul i64 3449720151, %862
  %864 = lshr i64 %861, 32
  %865 = trunc i64 %864 to i32
  %866 = trunc i64 %861 to i32
  %867 = lshr i64 %863, 32
  %868 = trunc i64 %867 to i32
  %869 = trunc i64 %863 to i32
  %870 = xor i32 %868, %853
  %871 = xor i32 %870, %858
  %872 = xor i32 %865, %850
  %873 = xor i32 %872, %859
  %874 = uitofp i32 %871 to double
  %875 = fadd double %874, 5.000000e-01
  %876 = fmul double %875, 0x3DF0000000000000
  %877 = uitofp i32 %869 to double
  %878 = fadd double %877, 5.000000e-01
  %879 = fmul double %878, 0x3DF0000000000000
  %880 = bitcast double %876 to i64
  %881 = lshr i64 %880, 32
  %882 = add i64 %881, 614242
  %883 = lshr i64 %882, 20
  %884 = sub i64 %883, 1023
  %885 = and i64 %882, 1048575
  %886 = add i64 %885, 1072079006
  %887 = shl i64 %886, 32
  %888 = and i64 %880, 4294967295
  %889 = or i64 %887, %888
  %890 = bitcast i64 %889 to double
  %891 = fsub double %890, 1.000000e+00
  %892 = fmul double 5.000000e-01, %891
  %893 = fmul double %892, %891
  %894 = fadd double 2.000000e+00, %891
  %895 = fdiv double %891, %894
  %896 = fmul double %895, %895
  %897 = fmul double %896, %896
  %898 = fmul double %897, 0x3FC39A09D078C69F
  %899 = fadd double 0x3FCC71C51D8E78AF, %898
  %900 = fmul double %897, %899
  %901 = fadd double 0x3FD999999997FA04, %900
  %902 = fmul double %897, %901
  %903 = fmul double %897, 0x3FC2F112DF3E5244
  %904 = fadd double 0x3FC7466496CB03DE, %903
  %905 = fmul double %897, %904
  %906 = fadd double 0x3FD2492494229359, %905
  %907 = fmul double %897, %906
  %908 = fadd double 0x3FE5555555555593, %907
  %909 = fmul double %896, %908
  %910 = fadd double %909, %902
  %911 = sitofp i64 %884 to double
  %912 = fadd double %893, %910
  %913 = fmul double %895, %912
  %914 = fmul double %911, 0x3DEA39EF35793C76
  %915 = fadd double %913, %914
  %916 = fsub double %915, %893
  %917 = fadd double %916, %891
  %918 = fmul double %911, 0x3FE62E42FEE00000
  %919 = fadd double %917, %918
  %920 = fmul double -2.000000e+00, %919
  %921 = call double @llvm.sqrt.f64(double %920)
  %922 = fmul double 0x401921FB54442D18, %879
  %923 = fmul double %922, 0x3FE45F306DC9C883
  %924 = fadd double %923, 0x4338000000000000
  %925 = bitcast double %924 to i64
  %926 = fsub double %924, 0x4338000000000000
  %927 = fmul double %926, 0x3FF921FB54400000
  %928 = fsub double %922, %927
  %929 = fmul double %926, 0x3DD0B4611A626331
  %930 = fmul double %926, 0x3DD0B4611A600000
  %931 = fsub double %928, %930
  %932 = fmul double %926, 0x3BA3198A2E037073
  %933 = fsub double %928, %931
  %934 = fsub double %933, %930
  %935 = fsub double %932, %934
  %936 = fsub double %928, %929
  %937 = bitcast double %922 to i64
  %938 = lshr i64 %937, 52
  %939 = and i64 %938, 2047
  %940 = bitcast double %936 to i64
  %941 = lshr i64 %940, 52
  %942 = and i64 %941, 2047
  %943 = add i64 %942, 16
  %944 = icmp ult i64 %943, %939
  %945 = select i1 %944, double %931, double %928
  %946 = select i1 %944, double %935, double %929
  %947 = fsub double %945, %946
  %948 = fsub double %945, %947
  %949 = fsub double %948, %946
  %950 = fmul double %947, %947
  %951 = fmul double %950, %950
  %952 = fmul double %950, 0x3EFA01A019CB1590
  %953 = fadd double 0xBF56C16C16C15177, %952
  %954 = fmul double %950, %953
  %955 = fadd double 0x3FA555555555554C, %954
  %956 = fmul double %950, %955
  %957 = fmul double %950, 0xBDA8FAE9BE8838D4
  %958 = fadd double 0x3E21EE9EBDB4B1C4, %957
  %959 = fmul double %950, %958
  %960 = fadd double 0xBE927E4F809C52AD, %959
  %961 = fmul double %951, %951
  %962 = fmul double %961, %960
  %963 = fadd double %956, %962
  %964 = fmul double 5.000000e-01, %950
  %965 = fsub double 1.000000e+00, %964
  %966 = fsub double 1.000000e+00, %965
  %967 = fsub double %966, %964
  %968 = fmul double %950, %963
  %969 = fmul double %947, %949
  %970 = fsub double %968, %969
  %971 = fadd double %967, %970
  %972 = fadd double %965, %971
  %973 = fmul double %947, %947
  %974 = fmul double %973, %973
  %975 = fmul double %973, 0x3EC71DE357B1FE7D
  %976 = fadd double 0xBF2A01A019C161D5, %975
  %977 = fmul double %973, %976
  %978 = fadd double 0x3F8111111110F8A6, %977
  %979 = fmul double %973, 0x3DE5D93A5ACFD57C
  %980 = fadd double 0xBE5AE5E68A2B9CEB, %979
  %981 = fmul double %973, %974
  %982 = fmul double %981, %980
  %983 = fadd double %978, %982
  %984 = fmul double %973, %947
  %985 = fmul double 5.000000e-01, %949
  %986 = fmul double %984, %983
  %987 = fsub double %985, %986
  %988 = fmul double %973, %987
  %989 = fsub double %988, %949
  %990 = fmul double %984, 0xBFC5555555555549
  %991 = fsub double %989, %990
  %992 = fsub double %947, %991
  %993 = fneg double %972
  %994 = fneg double %992
  %995 = and i64 %925, 1
  %996 = and i64 %925, 2
  %997 = icmp eq i64 %995, 1
  %998 = icmp eq i64 %996, 2
  %999 = select i1 %998, double %993, double %972
  %1000 = select i1 %998, double %992, double %994
  %1001 = select i1 %997, double %1000, double %999
  %1002 = fmul double %921, %1001
  %1003 = fptrunc double %1002 to float
  %1004 = fmul float %1003, %noise_scale15
  %1005 = fadd float %705, %1004
  store float %1005, ptr %641, align 4
  br label %slot.done97

slot.done97:                                      ; preds = %slot.then96, %slot.done92
  %feature100 = add i64 %lane, 2048
  %valid101 = icmp ult i64 %feature100, %n_features
  %1006 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid101, label %slot.then102, label %slot.done103

slot.then102:                                     ; preds = %slot.done97
  %1007 = load float, ptr %1006, align 4
  %1008 = fmul float 2.000000e+00, %1007
  %1009 = fmul float 0x3FA99999A0000000, %1008
  %1010 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature100
  %1011 = load float, ptr addrspace(1) %1010, align 4
  %1012 = fmul float -1.000000e+00, %1011
  %1013 = fadd float %1009, %1012
  %1014 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1015 = fdiv float 1.000000e+00, %1014
  %1016 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1017 = fsub float %1007, %1016
  %1018 = fcmp olt float %1017, -1.040000e+02
  %1019 = select i1 %1018, float -1.040000e+02, float %1017
  %1020 = fcmp olt float 8.900000e+01, %1019
  %1021 = select i1 %1020, float 8.900000e+01, float %1019
  %1022 = fmul float %1021, 0x3FF7154760000000
  %1023 = fadd float %1022, 0x4168000000000000
  %1024 = fsub float %1023, 0x4168000000000000
  %1025 = bitcast float %1023 to i32
  %1026 = sub i32 %1025, 1262485504
  %1027 = fmul float %1024, 0x3FE62E4000000000
  %1028 = fsub float %1021, %1027
  %1029 = fmul float %1024, 0x3EB7F7D1C0000000
  %1030 = fsub float %1028, %1029
  %1031 = fmul float %1030, %1030
  %1032 = fmul float %1031, 0x3E66376980000000
  %1033 = fadd float 0xBEBBBD41C0000000, %1032
  %1034 = fmul float %1031, %1033
  %1035 = fadd float 0x3F11566AA0000000, %1034
  %1036 = fmul float %1031, %1035
  %1037 = fadd float 0xBF66C16C20000000, %1036
  %1038 = fmul float %1031, %1037
  %1039 = fadd float 0x3FC5555560000000, %1038
  %1040 = fmul float %1031, %1039
  %1041 = fsub float %1030, %1040
  %1042 = fmul float %1030, %1041
  %1043 = fsub float 2.000000e+00, %1041
  %1044 = fdiv float %1042, %1043
  %1045 = fsub float %1029, %1044
  %1046 = fsub float %1045, %1028
  %1047 = fsub float 1.000000e+00, %1046
  %1048 = add i32 %1026, 256
  %1049 = lshr i32 %1048, 1
  %1050 = sub i32 %1049, 1
  %1051 = add i32 %1026, 255
  %1052 = sub i32 %1051, %1049
  %1053 = shl i32 %1050, 23
  %1054 = shl i32 %1052, 23
  %1055 = bitcast i32 %1053 to float
  %1056 = bitcast i32 %1054 to float
  %1057 = fmul float %1047, %1055
  %1058 = fmul float %1057, %1056
  %1059 = fcmp uno float %1017, %1017
  %1060 = select i1 %1059, float 0x7FF8000000000000, float %1058
  %1061 = fmul float %1015, %1060
  %1062 = fadd float %1013, %1061
  %feature104 = uitofp i64 %feature100 to float
  %1063 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1064 = fcmp oeq float %feature104, %1063
  %1065 = select i1 %1064, float 1.000000e+00, float 0.000000e+00
  %1066 = fcmp une float %1065, 0.000000e+00
  %1067 = select i1 %1066, float 0x3FB99999A0000000, float 0.000000e+00
  %1068 = fadd float %1062, %1067
  %1069 = fmul float %1068, %eta
  %1070 = fsub float %1007, %1069
  %1071 = mul i64 %row, %n_features
  %element105 = add i64 %1071, %feature100
  %1072 = trunc i64 %key0 to i32
  %1073 = lshr i64 %key0, 32
  %1074 = trunc i64 %1073 to i32
  %1075 = trunc i64 %element105 to i32
  %1076 = trunc i64 %key1_step to i32
  %1077 = lshr i64 %key1_step, 32
  %1078 = trunc i64 %1077 to i32
  %1079 = lshr i64 %element105, 32
  %1080 = trunc i64 %1079 to i32
  %1081 = zext i32 %1075 to i64
  %1082 = mul i64 3528531795, %1081
  %1083 = zext i32 %1078 to i64
  %1084 = mul i64 3449720151, %1083
  %1085 = lshr i64 %1082, 32
  %1086 = trunc i64 %1085 to i32
  %1087 = trunc i64 %1082 to i32
  %1088 = lshr i64 %1084, 32
  %1089 = trunc i64 %1088 to i32
  %1090 = trunc i64 %1084 to i32
  %1091 = xor i32 %1089, %1076
  %1092 = xor i32 %1091, %1072
  %1093 = xor i32 %1086, %1080
  %1094 = xor i32 %1093, %1074
  %1095 = add i32 %1072, -1640531527
  %1096 = add i32 %1074, -1150833019
  %1097 = zext i32 %1092 to i64
  %1098 = mul i64 3528531795, %1097
  %1099 = zext i32 %1094 to i64
  %1100 = mul i64 3449720151, %1099
  %1101 = lshr i64 %1098, 32
  %1102 = trunc i64 %1101 to i32
  %1103 = trunc i64 %1098 to i32
  %1104 = lshr i64 %1100, 32
  %1105 = trunc i64 %1104 to i32
  %1106 = trunc i64 %1100 to i32
  %1107 = xor i32 %1105, %1090
  %1108 = xor i32 %1107, %1095
  %1109 = xor i32 %1102, %1087
  %1110 = xor i32 %1109, %1096
  %1111 = add i32 %1095, -1640531527
  %1112 = add i32 %1096, -1150833019
  %1113 = zext i32 %1108 to i64
  %1114 = mul i64 3528531795, %1113
  %1115 = zext i32 %1110 to i64
  %1116 = mul i64 3449720151, %1115
  %1117 = lshr i64 %1114, 32
  %1118 = trunc i64 %1117 to i32
  %1119 = trunc i64 %1114 to i32
  %1120 = lshr i64 %1116, 32
  %1121 = trunc i64 %1120 to i32
  %1122 = trunc i64 %1116 to i32
  %1123 = xor i32 %1121, %1106
  %1124 = xor i32 %1123, %1111
  %1125 = xor i32 %1118, %1103
  %1126 = xor i32 %1125, %1112
  %1127 = add i32 %1111, -1640531527
  %1128 = add i32 %1112, -1150833019
  %1129 = zext i32 %1124 to i64
  %1130 = mul i64 3528531795, %1129
  %1131 = zext i32 %1126 to i64
  %1132 = mul i64 3449720151, %1131
  %1133 = lshr i64 %1130, 32
  %1134 = trunc i64 %1133 to i32
  %1135 = trunc i64 %1130 to i32
  %1136 = lshr i64 %1132, 32
  %1137 = trunc i64 %1136 to i32
  %1138 = trunc i64 %1132 to i32
  %1139 = xor i32 %1137, %1122
  %1140 = xor i32 %1139, %1127
  %1141 = xor i32 %1134, %1119
  %1142 = xor i32 %1141, %1128
  %1143 = add i32 %1127, -1640531527
  %1144 = add i32 %1128, -1150833019
  %1145 = zext i32 %1140 to i64
  %1146 = mul i64 3528531795, %1145
  %1147 = zext i32 %1142 to i64
  %1148 = mul i64 3449720151, %1147
  %1149 = lshr i64 %1146, 32
  %1150 = trunc i64 %1149 to i32
  %1151 = trunc i64 %1146 to i32
  %1152 = lshr i64 %1148, 32
  %1153 = trunc i64 %1152 to i32
  %1154 = trunc i64 %1148 to i32
  %1155 = xor i32 %1153, %1138
  %1156 = xor i32 %1155, %1143
  %1157 = xor i32 %1150, %1135
  %1158 = xor i32 %1157, %1144
  %1159 = add i32 %1143, -1640531527
  %1160 = add i32 %1144, -1150833019
  %1161 = zext i32 %1156 to i64
  %1162 = mul i64 3528531795, %1161
  %1163 = zext i32 %1158 to i64
  %1164 = mul i64 3449720151, %1163
  %1165 = lshr i64 %1162, 32
  %1166 = trunc i64 %1165 to i32
  %1167 = trunc i64 %1162 to i32
  %1168 = lshr i64 %1164, 32
  %1169 = trunc i64 %1168 to i32
  %1170 = trunc i64 %1164 to i32
  %1171 = xor i32 %1169, %1154
  %1172 = xor i32 %1171, %1159
  %1173 = xor i32 %1166, %1151
  %1174 = xor i32 %1173, %1160
  %1175 = add i32 %1159, -1640531527
  %1176 = add i32 %1160, -1150833019
  %1177 = zext i32 %1172 to i64
  %1178 = mul i64 3528531795, %1177
  %1179 = zext i32 %1174 to i64
  %1180 = mul i64 3449720151, %1179
  %1181 = lshr i64 %1178, 32
  %1182 = trunc i64 %1181 to i32
  %1183 = trunc i64 %1178 to i32
  %1184 = lshr i64 %1180, 32
  %1185 = trunc i64 %1184 to i32
  %1186 = trunc i64 %1180 to i32
  %1187 = xor i32 %1185, %1170
  %1188 = xor i32 %1187, %1175
  %1189 = xor i32 %1182, %1167
  %1190 = xor i32 %1189, %1176
  %1191 = add i32 %1175, -1640531527
  %1192 = add i32 %1176, -1150833019
  %1193 = zext i32 %1188 to i64
  %1194 = mul i64 3528531795, %1193
  %1195 = zext i32 %1190 to i64
  %1196 = mul i64 3449720151, %1195
  %1197 = lshr i64 %1194, 32
  %1198 = trunc i64 %1197 to i32
  %1199 = trunc i64 %1194 to i32
  %1200 = lshr i64 %1196, 32
  %1201 = trunc i64 %1200 to i32
  %1202 = trunc i64 %1196 to i32
  %1203 = xor i32 %1201, %1186
  %1204 = xor i32 %1203, %1191
  %1205 = xor i32 %1198, %1183
  %1206 = xor i32 %1205, %1192
  %1207 = add i32 %1191, -1640531527
  %1208 = add i32 %1192, -1150833019
  %1209 = zext i32 %1204 to i64
  %1210 = mul i64 3528531795, %1209
  %1211 = zext i32 %1206 to i64
  %1212 = mul i64 3449720151, %1211
  %1213 = lshr i64 %1210, 32
  %1214 = trunc i64 %1213 to i32
  %1215 = trunc i64 %1210 to i32
  %1216 = lshr i64 %1212, 32
  %1217 = trunc i64 %1216 to i32
  %1218 = trunc i64 %1212 to i32
  %1219 = xor i32 %1217, %1202
  %1220 = xor i32 %1219, %1207
  %1221 = xor i32 %1214, %1199
  %1222 = xor i32 %1221, %1208
  %1223 = add i32 %1207, -1640531527
  %1224 = add i32 %1208, -1150833019
  %1225 = zext i32 %1220 to i64
  %1226 = mul i64 3528531795, %1225
  %1227 = zext i32 %1222 to i64
  %1228 = mul i64 3449720151, %1227
  %1229 = lshr i64 %1226, 32
  %1230 = trunc i64 %1229 to i32
  %1231 = trunc i64 %1226 to i32
  %1232 = lshr i64 %1228, 32
  %1233 = trunc i64 %1232 to i32
  %1234 = trunc i64 %1228 to i32
  %1235 = xor i32 %1233, %1218
  %1236 = xor i32 %1235, %1223
  %1237 = xor i32 %1230, %1215
  %1238 = xor i32 %1237, %1224
  %1239 = uitofp i32 %1236 to double
  %1240 = fadd double %1239, 5.000000e-01
  %1241 = fmul double %1240, 0x3DF0000000000000
  %1242 = uitofp i32 %1234 to double
  %1243 = fadd double %1242, 5.000000e-01
  %1244 = fmul double %1243, 0x3DF0000000000000
  %1245 = bitcast double %1241 to i64
  %1246 = lshr i64 %1245, 32
  %1247 = add i64 %1246, 614242
  %1248 = lshr i64 %1247, 20
  %1249 = sub i64 %1248, 1023
  %1250 = and i64 %1247, 1048575
  %1251 = add i64 %1250, 1072079006
  %1252 = shl i64 %1251, 32
  %1253 = and i64 %1245, 4294967295
  %1254 = or i64 %1252, %1253
  %1255 = bitcast i64 %1254 to double
  %1256 = fsub double %1255, 1.000000e+00
  %1257 = fmul double 5.000000e-01, %1256
  %1258 = fmul double %1257, %1256
  %1259 = fadd double 2.000000e+00, %1256
  %1260 = fdiv double %1256, %1259
  %1261 = fmul double %1260, %1260
  %1262 = fmul double %1261, %1261
  %1263 = fmul double %1262, 0x3FC39A09D078C69F
  %1264 = fadd double 0x3FCC71C51D8E78AF, %1263
  %1265 = fmul double %1262, %1264
  %1266 = fadd double 0x3FD999999997FA04, %1265
  %1267 = fmul double %1262, %1266
  %1268 = fmul double %1262, 0x3FC2F112DF3E5244
  %1269 = fadd double 0x3FC7466496CB03DE, %1268
  %1270 = fmul double %1262, %1269
  %1271 = fadd double 0x3FD2492494229359, %1270
  %1272 = fmul double %1262, %1271
  %1273 = fadd double 0x3FE5555555555593, %1272
  %1274 = fmul double %1261, %1273
  %1275 = fadd double %1274, %1267
  %1276 = sitofp i64 %1249 to double
  %1277 = fadd double %1258, %1275
  %1278 = fmul double %1260, %1277
  %1279 = fmul double %1276, 0x3DEA39EF35793C76
  %1280 = fadd double %1278, %1279
  %1281 = fsub double %1280, %1258
  %1282 = fadd double %1281, %1256
  %1283 = fmul double %1276, 0x3FE62E42FEE00000
  %1284 = fadd double %1282, %1283
  %1285 = fmul double -2.000000e+00, %1284
  %1286 = call double @llvm.sqrt.f64(double %1285)
  %1287 = fmul double 0x401921FB54442D18, %1244
  %1288 = fmul double %1287, 0x3FE45F306DC9C883
  %1289 = fadd double %1288, 0x4338000000000000
  %1290 = bitcast double %1289 to i64
  %1291 = fsub double %1289, 0x4338000000000000
  %1292 = fmul double %1291, 0x3FF921FB54400000
  %1293 = fsub double %1287, %1292
  %1294 = fmul double %1291, 0x3DD0B4611A626331
  %1295 = fmul double %1291, 0x3DD0B4611A600000
  %1296 = fsub double %1293, %1295
  %1297 = fmul double %1291, 0x3BA3198A2E037073
  %1298 = fsub double %1293, %1296
  %1299 = fsub double %1298, %1295
  %1300 = fsub double %1297, %1299
  %1301 = fsub double %1293, %1294
  %1302 = bitcast double %1287 to i64
  %1303 = lshr i64 %1302, 52
  %1304 = and i64 %1303, 2047
  %1305 = bitcast double %1301 to i64
  %1306 = lshr i64 %1305, 52
  %1307 = and i64 %1306, 2047
  %1308 = add i64 %1307, 16
  %1309 = icmp ult i64 %1308, %1304
  %1310 = select i1 %1309, double %1296, double %1293
  %1311 = select i1 %1309, double %1300, double %1294
  %1312 = fsub double %1310, %1311
  %1313 = fsub double %1310, %1312
  %1314 = fsub double %1313, %1311
  %1315 = fmul double %1312, %1312
  %1316 = fmul double %1315, %1315
  %1317 = fmul double %1315, 0x3EFA01A019CB1590
  %1318 = fadd double 0xBF56C16C16C15177, %1317
  %1319 = fmul double %1315, %1318
  %1320 = fadd double 0x3FA555555555554C, %1319
  %1321 = fmul double %1315, %1320
  %1322 = fmul double %1315, 0xBDA8FAE9BE8838D4
  %1323 = fadd double 0x3E21EE9EBDB4B1C4, %1322
  %1324 = fmul double %1315, %1323
  %1325 = fadd double 0xBE927E4F809C52AD, %1324
  %1326 = fmul double %1316, %1316
  %1327 = fmul double %1326, %1325
  %1328 = fadd double %1321, %1327
  %1329 = fmul double 5.000000e-01, %1315
  %1330 = fsub double 1.000000e+00, %1329
  %1331 = fsub double 1.000000e+00, %1330
  %1332 = fsub double %1331, %1329
  %1333 = fmul double %1315, %1328
  %1334 = fmul double %1312, %1314
  %1335 = fsub double %1333, %1334
  %1336 = fadd double %1332, %1335
  %1337 = fadd double %1330, %1336
  %1338 = fmul double %1312, %1312
  %1339 = fmul double %1338, %1338
  %1340 = fmul double %1338, 0x3EC71DE357B1FE7D
  %1341 = fadd double 0xBF2A01A019C161D5, %1340
  %1342 = fmul double %1338, %1341
  %1343 = fadd double 0x3F8111111110F8A6, %1342
  %1344 = fmul double %1338, 0x3DE5D93A5ACFD57C
  %1345 = fadd double 0xBE5AE5E68A2B9CEB, %1344
  %1346 = fmul double %1338, %1339
  %1347 = fmul double %1346, %1345
  %1348 = fadd double %1343, %1347
  %1349 = fmul double %1338, %1312
  %1350 = fmul double 5.000000e-01, %1314
  %1351 = fmul double %1349, %1348
  %1352 = fsub double %1350, %1351
  %1353 = fmul double %1338, %1352
  %1354 = fsub double %1353, %1314
  %1355 = fmul double %1349, 0xBFC5555555555549
  %1356 = fsub double %1354, %1355
  %1357 = fsub double %1312, %1356
  %1358 = fneg double %1337
  %1359 = fneg double %1357
  %1360 = and i64 %1290, 1
  %1361 = and i64 %1290, 2
  %1362 = icmp eq i64 %1360, 1
  %1363 = icmp eq i64 %1361, 2
  %1364 = select i1 %1363, double %1358, double %1337
  %1365 = select i1 %1363, double %1357, double %1359
  %1366 = select i1 %1362, double %1365, double %1364
  %1367 = fmul double %1286, %1366
  %1368 = fptrunc double %1367 to float
  %1369 = fmul float %1368, %noise_scale15
  %1370 = fadd float %1070, %1369
  store float %1370, ptr %1006, align 4
  br label %slot.done103

slot.done103:                                     ; preds = %slot.then102, %slot.done97
  %feature106 = add i64 %lane, 3072
  %valid107 = icmp ult i64 %feature106, %n_features
  %1371 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid107, label %slot.then108, label %slot.done109

slot.then108:                                     ; preds = %slot.done103
  %1372 = load float, ptr %1371, align 4
  %1373 = fmul float 2.000000e+00, %1372
  %1374 = fmul float 0x3FA99999A0000000, %1373
  %1375 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature106
  %1376 = load float, ptr addrspace(1) %1375, align 4
  %1377 = fmul float -1.000000e+00, %1376
  %1378 = fadd float %1374, %1377
  %1379 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1380 = fdiv float 1.000000e+00, %1379
  %1381 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1382 = fsub float %1372, %1381
  %1383 = fcmp olt float %1382, -1.040000e+02
  %1384 = select i1 %1383, float -1.040000e+02, float %1382
  %1385 = fcmp olt float 8.900000e+01, %1384
  %1386 = select i1 %1385, float 8.900000e+01, float %1384
  %1387 = fmul float %1386, 0x3FF7154760000000
  %1388 = fadd float %1387, 0x4168000000000000
  %1389 = fsub float %1388, 0x4168000000000000
  %1390 = bitcast float %1388 to i32
  %1391 = sub i32 %1390, 1262485504
  %1392 = fmul float %1389, 0x3FE62E4000000000
  %1393 = fsub float %1386, %1392
  %1394 = fmul float %1389, 0x3EB7F7D1C0000000
  %1395 = fsub float %1393, %1394
  %1396 = fmul float %1395, %1395
  %1397 = fmul float %1396, 0x3E66376980000000
  %1398 = fadd float 0xBEBBBD41C0000000, %1397
  %1399 = fmul float %1396, %1398
  %1400 = fadd float 0x3F11566AA0000000, %1399
  %1401 = fmul float %1396, %1400
  %1402 = fadd float 0xBF66C16C20000000, %1401
  %1403 = fmul float %1396, %1402
  %1404 = fadd float 0x3FC5555560000000, %1403
  %1405 = fmul float %1396, %1404
  %1406 = fsub float %1395, %1405
  %1407 = fmul float %1395, %1406
  %1408 = fsub float 2.000000e+00, %1406
  %1409 = fdiv float %1407, %1408
  %1410 = fsub float %1394, %1409
  %1411 = fsub float %1410, %1393
  %1412 = fsub float 1.000000e+00, %1411
  %1413 = add i32 %1391, 256
  %1414 = lshr i32 %1413, 1
  %1415 = sub i32 %1414, 1
  %1416 = add i32 %1391, 255
  %1417 = sub i32 %1416, %1414
  %1418 = shl i32 %1415, 23
  %1419 = shl i32 %1417, 23
  %1420 = bitcast i32 %1418 to float
  %1421 = bitcast i32 %1419 to float
  %1422 = fmul float %1412, %1420
  %1423 = fmul float %1422, %1421
  %1424 = fcmp uno float %1382, %1382
  %1425 = select i1 %1424, float 0x7FF8000000000000, float %1423
  %1426 = fmul float %1380, %1425
  %1427 = fadd float %1378, %1426
  %feature110 = uitofp i64 %feature106 to float
  %1428 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1429 = fcmp oeq float %feature110, %1428
  %1430 = select i1 %1429, float 1.000000e+00, float 0.000000e+00
  %1431 = fcmp une float %1430, 0.000000e+00
  %1432 = select i1 %1431, float 0x3FB99999A0000000, float 0.000000e+00
  %1433 = fadd float %1427, %1432
  %1434 = fmul float %1433, %eta
  %1435 = fsub float %1372, %1434
  %1436 = mul i64 %row, %n_features
  %element111 = add i64 %1436, %feature106
  %1437 = trunc i64 %key0 to i32
  %1438 = lshr i64 %key0, 32
  %1439 = trunc i64 %1438 to i32
  %1440 = trunc i64 %element111 to i32
  %1441 = trunc i64 %key1_step to i32
  %1442 = lshr i64 %key1_step, 32
  %1443 = trunc i64 %1442 to i32
  %1444 = lshr i64 %element111, 32
  %1445 = trunc i64 %1444 to i32
  %1446 = zext i32 %1440 to i64
  %1447 = mul i64 3528531795, %1446
  %1448 = zext i32 %1443 to i64
  %1449 = mul i64 3449720151, %1448
  %1450 = lshr i64 %1447, 32
  %1451 = trunc i64 %1450 to i32
  %1452 = trunc i64 %1447 to i32
  %1453 = lshr i64 %1449, 32
  %1454 = trunc i64 %1453 to i32
  %1455 = trunc i64 %1449 to i32
  %1456 = xor i32 %1454, %1441
  %1457 = xor i32 %1456, %1437
  %1458 = xor i32 %1451, %1445
  %1459 = xor i32 %1458, %1439
  %1460 = add i32 %1437, -1640531527
  %1461 = add i32 %1439, -1150833019
  %1462 = zext i32 %1457 to i64
  %1463 = mul i64 3528531795, %1462
  %1464 = zext i32 %1459 to i64
  %1465 = mul i64 3449720151, %1464
  %1466 = lshr i64 %1463, 32
  %1467 = trunc i64 %1466 to i32
  %1468 = trunc i64 %1463 to i32
  %1469 = lshr i64 %1465, 32
  %1470 = trunc i64 %1469 to i32
  %1471 = trunc i64 %1465 to i32
  %1472 = xor i32 %1470, %1455
  %1473 = xor i32 %1472, %1460
  %1474 = xor i32 %1467, %1452
  %1475 = xor i32 %1474, %1461
  %1476 = add i32 %1460, -1640531527
  %1477 = add i32 %1461, -1150833019
  %1478 = zext i32 %1473 to i64
  %1479 = mul i64 3528531795, %1478
  %1480 = zext i32 %1475 to i64
  %1481 = mul i64 3449720151, %1480
  %1482 = lshr i64 %1479, 32
  %1483 = trunc i64 %1482 to i32
  %1484 = trunc i64 %1479 to i32
  %1485 = lshr i64 %1481, 32
  %1486 = trunc i64 %1485 to i32
  %1487 = trunc i64 %1481 to i32
  %1488 = xor i32 %1486, %1471
  %1489 = xor i32 %1488, %1476
  %1490 = xor i32 %1483, %1468
  %1491 = xor i32 %1490, %1477
  %1492 = add i32 %1476, -1640531527
  %1493 = add i32 %1477, -1150833019
  %1494 = zext i32 %1489 to i64
  %1495 = mul i64 3528531795, %1494
  %1496 = zext i32 %1491 to i64
  %1497 = mul i64 3449720151, %1496
  %1498 = lshr i64 %1495, 32
  %1499 = trunc i64 %1498 to i32
  %1500 = trunc i64 %1495 to i32
  %1501 = lshr i64 %1497, 32
  %1502 = trunc i64 %1501 to i32
  %1503 = trunc i64 %1497 to i32
  %1504 = xor i32 %1502, %1487
  %1505 = xor i32 %1504, %1492
  %1506 = xor i32 %1499, %1484
  %1507 = xor i32 %1506, %1493
  %1508 = add i32 %1492, -1640531527
  %1509 = add i32 %1493, -1150833019
  %1510 = zext i32 %1505 to i64
  %1511 = mul i64 3528531795, %1510
  %1512 = zext i32 %1507 to i64
  %1513 = mul i64 3449720151, %1512
  %1514 = lshr i64 %1511, 32
  %1515 = trunc i64 %1514 to i32
  %1516 = trunc i64 %1511 to i32
  %1517 = lshr i64 %1513, 32
  %1518 = trunc i64 %1517 to i32
  %1519 = trunc i64 %1513 to i32
  %1520 = xor i32 %1518, %1503
  %1521 = xor i32 %1520, %1508
  %1522 = xor i32 %1515, %1500
  %1523 = xor i32 %1522, %1509
  %1524 = add i32 %1508, -1640531527
  %1525 = add i32 %1509, -1150833019
  %1526 = zext i32 %1521 to i64
  %1527 = mul i64 3528531795, %1526
  %1528 = zext i32 %1523 to i64
  %1529 = mul i64 3449720151, %1528
  %1530 = lshr i64 %1527, 32
  %1531 = trunc i64 %1530 to i32
  %1532 = trunc i64 %1527 to i32
  %1533 = lshr i64 %1529, 32
  %1534 = trunc i64 %1533 to i32
  %1535 = trunc i64 %1529 to i32
  %1536 = xor i32 %1534, %1519
  %1537 = xor i32 %1536, %1524
  %1538 = xor i32 %1531, %1516
  %1539 = xor i32 %1538, %1525
  %1540 = add i32 %1524, -1640531527
  %1541 = add i32 %1525, -1150833019
  %1542 = zext i32 %1537 to i64
  %1543 = mul i64 3528531795, %1542
  %1544 = zext i32 %1539 to i64
  %1545 = mul i64 3449720151, %1544
  %1546 = lshr i64 %1543, 32
  %1547 = trunc i64 %1546 to i32
  %1548 = trunc i64 %1543 to i32
  %1549 = lshr i64 %1545, 32
  %1550 = trunc i64 %1549 to i32
  %1551 = trunc i64 %1545 to i32
  %1552 = xor i32 %1550, %1535
  %1553 = xor i32 %1552, %1540
  %1554 = xor i32 %1547, %1532
  %1555 = xor i32 %1554, %1541
  %1556 = add i32 %1540, -1640531527
  %1557 = add i32 %1541, -1150833019
  %1558 = zext i32 %1553 to i64
  %1559 = mul i64 3528531795, %1558
  %1560 = zext i32 %1555 to i64
  %1561 = mul i64 3449720151, %1560
  %1562 = lshr i64 %1559, 32
  %1563 = trunc i64 %1562 to i32
  %1564 = trunc i64 %1559 to i32
  %1565 = lshr i64 %1561, 32
  %1566 = trunc i64 %1565 to i32
  %1567 = trunc i64 %1561 to i32
  %1568 = xor i32 %1566, %1551
  %1569 = xor i32 %1568, %1556
  %1570 = xor i32 %1563, %1548
  %1571 = xor i32 %1570, %1557
  %1572 = add i32 %1556, -1640531527
  %1573 = add i32 %1557, -1150833019
  %1574 = zext i32 %1569 to i64
  %1575 = mul i64 3528531795, %1574
  %1576 = zext i32 %1571 to i64
  %1577 = mul i64 3449720151, %1576
  %1578 = lshr i64 %1575, 32
  %1579 = trunc i64 %1578 to i32
  %1580 = trunc i64 %1575 to i32
  %1581 = lshr i64 %1577, 32
  %1582 = trunc i64 %1581 to i32
  %1583 = trunc i64 %1577 to i32
  %1584 = xor i32 %1582, %1567
  %1585 = xor i32 %1584, %1572
  %1586 = xor i32 %1579, %1564
  %1587 = xor i32 %1586, %1573
  %1588 = add i32 %1572, -1640531527
  %1589 = add i32 %1573, -1150833019
  %1590 = zext i32 %1585 to i64
  %1591 = mul i64 3528531795, %1590
  %1592 = zext i32 %1587 to i64
  %1593 = mul i64 3449720151, %1592
  %1594 = lshr i64 %1591, 32
  %1595 = trunc i64 %1594 to i32
  %1596 = trunc i64 %1591 to i32
  %1597 = lshr i64 %1593, 32
  %1598 = trunc i64 %1597 to i32
  %1599 = trunc i64 %1593 to i32
  %1600 = xor i32 %1598, %1583
  %1601 = xor i32 %1600, %1588
  %1602 = xor i32 %1595, %1580
  %1603 = xor i32 %1602, %1589
  %1604 = uitofp i32 %1601 to double
  %1605 = fadd double %1604, 5.000000e-01
  %1606 = fmul double %1605, 0x3DF0000000000000
  %1607 = uitofp i32 %1599 to double
  %1608 = fadd double %1607, 5.000000e-01
  %1609 = fmul double %1608, 0x3DF0000000000000
  %1610 = bitcast double %1606 to i64
  %1611 = lshr i64 %1610, 32
  %1612 = add i64 %1611, 614242
  %1613 = lshr i64 %1612, 20
  %1614 = sub i64 %1613, 1023
  %1615 = and i64 %1612, 1048575
  %1616 = add i64 %1615, 1072079006
  %1617 = shl i64 %1616, 32
  %1618 = and i64 %1610, 4294967295
  %1619 = or i64 %1617, %1618
  %1620 = bitcast i64 %1619 to double
  %1621 = fsub double %1620, 1.000000e+00
  %1622 = fmul double 5.000000e-01, %1621
  %1623 = fmul double %1622, %1621
  %1624 = fadd double 2.000000e+00, %1621
  %1625 = fdiv double %1621, %1624
  %1626 = fmul double %1625, %1625
  %1627 = fmul double %1626, %1626
  %1628 = fmul double %1627, 0x3FC39A09D078C69F
  %1629 = fadd double 0x3FCC71C51D8E78AF, %1628
  %1630 = fmul double %1627, %1629
  %1631 = fadd double 0x3FD999999997FA04, %1630
  %1632 = fmul double %1627, %1631
  %1633 = fmul double %1627, 0x3FC2F112DF3E5244
  %1634 = fadd double 0x3FC7466496CB03DE, %1633
  %1635 = fmul double %1627, %1634
  %1636 = fadd double 0x3FD2492494229359, %1635
  %1637 = fmul double %1627, %1636
  %1638 = fadd double 0x3FE5555555555593, %1637
  %1639 = fmul double %1626, %1638
  %1640 = fadd double %1639, %1632
  %1641 = sitofp i64 %1614 to double
  %1642 = fadd double %1623, %1640
  %1643 = fmul double %1625, %1642
  %1644 = fmul double %1641, 0x3DEA39EF35793C76
  %1645 = fadd double %1643, %1644
  %1646 = fsub double %1645, %1623
  %1647 = fadd double %1646, %1621
  %1648 = fmul double %1641, 0x3FE62E42FEE00000
  %1649 = fadd double %1647, %1648
  %1650 = fmul double -2.000000e+00, %1649
  %1651 = call double @llvm.sqrt.f64(double %1650)
  %1652 = fmul double 0x401921FB54442D18, %1609
  %1653 = fmul double %1652, 0x3FE45F306DC9C883
  %1654 = fadd double %1653, 0x4338000000000000
  %1655 = bitcast double %1654 to i64
  %1656 = fsub double %1654, 0x4338000000000000
  %1657 = fmul double %1656, 0x3FF921FB54400000
  %1658 = fsub double %1652, %1657
  %1659 = fmul double %1656, 0x3DD0B4611A626331
  %1660 = fmul double %1656, 0x3DD0B4611A600000
  %1661 = fsub double %1658, %1660
  %1662 = fmul double %1656, 0x3BA3198A2E037073
  %1663 = fsub double %1658, %1661
  %1664 = fsub double %1663, %1660
  %1665 = fsub double %1662, %1664
  %1666 = fsub double %1658, %1659
  %1667 = bitcast double %1652 to i64
  %1668 = lshr i64 %1667, 52
  %1669 = and i64 %1668, 2047
  %1670 = bitcast double %1666 to i64
  %1671 = lshr i64 %1670, 52
  %1672 = and i64 %1671, 2047
  %1673 = add i64 %1672, 16
  %1674 = icmp ult i64 %1673, %1669
  %1675 = select i1 %1674, double %1661, double %1658
  %1676 = select i1 %1674, double %1665, double %1659
  %1677 = fsub double %1675, %1676
  %1678 = fsub double %1675, %1677
  %1679 = fsub double %1678, %1676
  %1680 = fmul double %1677, %1677
  %1681 = fmul double %1680, %1680
  %1682 = fmul double %1680, 0x3EFA01A019CB1590
  %1683 = fadd double 0xBF56C16C16C15177, %1682
  %1684 = fmul double %1680, %1683
  %1685 = fadd double 0x3FA555555555554C, %1684
  %1686 = fmul double %1680, %1685
  %1687 = fmul double %1680, 0xBDA8FAE9BE8838D4
  %1688 = fadd double 0x3E21EE9EBDB4B1C4, %1687
  %1689 = fmul double %1680, %1688
  %1690 = fadd double 0xBE927E4F809C52AD, %1689
  %1691 = fmul double %1681, %1681
  %1692 = fmul double %1691, %1690
  %1693 = fadd double %1686, %1692
  %1694 = fmul double 5.000000e-01, %1680
  %1695 = fsub double 1.000000e+00, %1694
  %1696 = fsub double 1.000000e+00, %1695
  %1697 = fsub double %1696, %1694
  %1698 = fmul double %1680, %1693
  %1699 = fmul double %1677, %1679
  %1700 = fsub double %1698, %1699
  %1701 = fadd double %1697, %1700
  %1702 = fadd double %1695, %1701
  %1703 = fmul double %1677, %1677
  %1704 = fmul double %1703, %1703
  %1705 = fmul double %1703, 0x3EC71DE357B1FE7D
  %1706 = fadd double 0xBF2A01A019C161D5, %1705
  %1707 = fmul double %1703, %1706
  %1708 = fadd double 0x3F8111111110F8A6, %1707
  %1709 = fmul double %1703, 0x3DE5D93A5ACFD57C
  %1710 = fadd double 0xBE5AE5E68A2B9CEB, %1709
  %1711 = fmul double %1703, %1704
  %1712 = fmul double %1711, %1710
  %1713 = fadd double %1708, %1712
  %1714 = fmul double %1703, %1677
  %1715 = fmul double 5.000000e-01, %1679
  %1716 = fmul double %1714, %1713
  %1717 = fsub double %1715, %1716
  %1718 = fmul double %1703, %1717
  %1719 = fsub double %1718, %1679
  %1720 = fmul double %1714, 0xBFC5555555555549
  %1721 = fsub double %1719, %1720
  %1722 = fsub double %1677, %1721
  %1723 = fneg double %1702
  %1724 = fneg double %1722
  %1725 = and i64 %1655, 1
  %1726 = and i64 %1655, 2
  %1727 = icmp eq i64 %1725, 1
  %1728 = icmp eq i64 %1726, 2
  %1729 = select i1 %1728, double %1723, double %1702
  %1730 = select i1 %1728, double %1722, double %1724
  %1731 = select i1 %1727, double %1730, double %1729
  %1732 = fmul double %1651, %1731
  %1733 = fptrunc double %1732 to float
  %1734 = fmul float %1733, %noise_scale15
  %1735 = fadd float %1435, %1734
  store float %1735, ptr %1371, align 4
  br label %slot.done109

slot.done109:                                     ; preds = %slot.then108, %slot.done103
  br label %noise.done

uniform_sinks.then114:                            ; preds = %quiet
  br label %uniform_sinks.done115

uniform_sinks.done115:                            ; preds = %uniform_sinks.then114, %quiet
  %feature116 = add i64 %lane, 0
  %valid117 = icmp ult i64 %feature116, %n_features
  %1736 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid117, label %slot.then118, label %slot.done119

slot.then118:                                     ; preds = %uniform_sinks.done115
  %1737 = load float, ptr %1736, align 4
  %1738 = fmul float 2.000000e+00, %1737
  %1739 = fmul float 0x3FA99999A0000000, %1738
  %1740 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature116
  %1741 = load float, ptr addrspace(1) %1740, align 4
  %1742 = fmul float -1.000000e+00, %1741
  %1743 = fadd float %1739, %1742
  %1744 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1745 = fdiv float 1.000000e+00, %1744
  %1746 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1747 = fsub float %1737, %1746
  %1748 = fcmp olt float %1747, -1.040000e+02
  %1749 = select i1 %1748, float -1.040000e+02, float %1747
  %1750 = fcmp olt float 8.900000e+01, %1749
  %1751 = select i1 %1750, float 8.900000e+01, float %1749
  %1752 = fmul float %1751, 0x3FF7154760000000
  %1753 = fadd float %1752, 0x4168000000000000
  %1754 = fsub float %1753, 0x4168000000000000
  %1755 = bitcast float %1753 to i32
  %1756 = sub i32 %1755, 1262485504
  %1757 = fmul float %1754, 0x3FE62E4000000000
  %1758 = fsub float %1751, %1757
  %1759 = fmul float %1754, 0x3EB7F7D1C0000000
  %1760 = fsub float %1758, %1759
  %1761 = fmul float %1760, %1760
  %1762 = fmul float %1761, 0x3E66376980000000
  %1763 = fadd float 0xBEBBBD41C0000000, %1762
  %1764 = fmul float %1761, %1763
  %1765 = fadd float 0x3F11566AA0000000, %1764
  %1766 = fmul float %1761, %1765
  %1767 = fadd float 0xBF66C16C20000000, %1766
  %1768 = fmul float %1761, %1767
  %1769 = fadd float 0x3FC5555560000000, %1768
  %1770 = fmul float %1761, %1769
  %1771 = fsub float %1760, %1770
  %1772 = fmul float %1760, %1771
  %1773 = fsub float 2.000000e+00, %1771
  %1774 = fdiv float %1772, %1773
  %1775 = fsub float %1759, %1774
  %1776 = fsub float %1775, %1758
  %1777 = fsub float 1.000000e+00, %1776
  %1778 = add i32 %1756, 256
  %1779 = lshr i32 %1778, 1
  %1780 = sub i32 %1779, 1
  %1781 = add i32 %1756, 255
  %1782 = sub i32 %1781, %1779
  %1783 = shl i32 %1780, 23
  %1784 = shl i32 %1782, 23
  %1785 = bitcast i32 %1783 to float
  %1786 = bitcast i32 %1784 to float
  %1787 = fmul float %1777, %1785
  %1788 = fmul float %1787, %1786
  %1789 = fcmp uno float %1747, %1747
  %1790 = select i1 %1789, float 0x7FF8000000000000, float %1788
  %1791 = fmul float %1745, %1790
  %1792 = fadd float %1743, %1791
  %feature120 = uitofp i64 %feature116 to float
  %1793 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1794 = fcmp oeq float %feature120, %1793
  %1795 = select i1 %1794, float 1.000000e+00, float 0.000000e+00
  %1796 = fcmp une float %1795, 0.000000e+00
  %1797 = select i1 %1796, float 0x3FB99999A0000000, float 0.000000e+00
  %1798 = fadd float %1792, %1797
  %1799 = fmul float %1798, %eta
  %1800 = fsub float %1737, %1799
  %1801 = fmul float 0.000000e+00, %noise_scale15
  %1802 = fadd float %1800, %1801
  store float %1800, ptr %1736, align 4
  br label %slot.done119

slot.done119:                                     ; preds = %slot.then118, %uniform_sinks.done115
  %feature121 = add i64 %lane, 1024
  %valid122 = icmp ult i64 %feature121, %n_features
  %1803 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid122, label %slot.then123, label %slot.done124

slot.then123:                                     ; preds = %slot.done119
  %1804 = load float, ptr %1803, align 4
  %1805 = fmul float 2.000000e+00, %1804
  %1806 = fmul float 0x3FA99999A0000000, %1805
  %1807 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature121
  %1808 = load float, ptr addrspace(1) %1807, align 4
  %1809 = fmul float -1.000000e+00, %1808
  %1810 = fadd float %1806, %1809
  %1811 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1812 = fdiv float 1.000000e+00, %1811
  %1813 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1814 = fsub float %1804, %1813
  %1815 = fcmp olt float %1814, -1.040000e+02
  %1816 = select i1 %1815, float -1.040000e+02, float %1814
  %1817 = fcmp olt float 8.900000e+01, %1816
  %1818 = select i1 %1817, float 8.900000e+01, float %1816
  %1819 = fmul float %1818, 0x3FF7154760000000
  %1820 = fadd float %1819, 0x4168000000000000
  %1821 = fsub float %1820, 0x4168000000000000
  %1822 = bitcast float %1820 to i32
  %1823 = sub i32 %1822, 1262485504
  %1824 = fmul float %1821, 0x3FE62E4000000000
  %1825 = fsub float %1818, %1824
  %1826 = fmul float %1821, 0x3EB7F7D1C0000000
  %1827 = fsub float %1825, %1826
  %1828 = fmul float %1827, %1827
  %1829 = fmul float %1828, 0x3E66376980000000
  %1830 = fadd float 0xBEBBBD41C0000000, %1829
  %1831 = fmul float %1828, %1830
  %1832 = fadd float 0x3F11566AA0000000, %1831
  %1833 = fmul float %1828, %1832
  %1834 = fadd float 0xBF66C16C20000000, %1833
  %1835 = fmul float %1828, %1834
  %1836 = fadd float 0x3FC5555560000000, %1835
  %1837 = fmul float %1828, %1836
  %1838 = fsub float %1827, %1837
  %1839 = fmul float %1827, %1838
  %1840 = fsub float 2.000000e+00, %1838
  %1841 = fdiv float %1839, %1840
  %1842 = fsub float %1826, %1841
  %1843 = fsub float %1842, %1825
  %1844 = fsub float 1.000000e+00, %1843
  %1845 = add i32 %1823, 256
  %1846 = lshr i32 %1845, 1
  %1847 = sub i32 %1846, 1
  %1848 = add i32 %1823, 255
  %1849 = sub i32 %1848, %1846
  %1850 = shl i32 %1847, 23
  %1851 = shl i32 %1849, 23
  %1852 = bitcast i32 %1850 to float
  %1853 = bitcast i32 %1851 to float
  %1854 = fmul float %1844, %1852
  %1855 = fmul float %1854, %1853
  %1856 = fcmp uno float %1814, %1814
  %1857 = select i1 %1856, float 0x7FF8000000000000, float %1855
  %1858 = fmul float %1812, %1857
  %1859 = fadd float %1810, %1858
  %feature125 = uitofp i64 %feature121 to float
  %1860 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1861 = fcmp oeq float %feature125, %1860
  %1862 = select i1 %1861, float 1.000000e+00, float 0.000000e+00
  %1863 = fcmp une float %1862, 0.000000e+00
  %1864 = select i1 %1863, float 0x3FB99999A0000000, float 0.000000e+00
  %1865 = fadd float %1859, %1864
  %1866 = fmul float %1865, %eta
  %1867 = fsub float %1804, %1866
  %1868 = fmul float 0.000000e+00, %noise_scale15
  %1869 = fadd float %1867, %1868
  store float %1867, ptr %1803, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %slot.done119
  %feature126 = add i64 %lane, 2048
  %valid127 = icmp ult i64 %feature126, %n_features
  %1870 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid127, label %slot.then128, label %slot.done129

slot.then128:                                     ; preds = %slot.done124
  %1871 = load float, ptr %1870, align 4
  %1872 = fmul float 2.000000e+00, %1871
  %1873 = fmul float 0x3FA99999A0000000, %1872
  %1874 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature126
  %1875 = load float, ptr addrspace(1) %1874, align 4
  %1876 = fmul float -1.000000e+00, %1875
  %1877 = fadd float %1873, %1876
  %1878 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1879 = fdiv float 1.000000e+00, %1878
  %1880 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1881 = fsub float %1871, %1880
  %1882 = fcmp olt float %1881, -1.040000e+02
  %1883 = select i1 %1882, float -1.040000e+02, float %1881
  %1884 = fcmp olt float 8.900000e+01, %1883
  %1885 = select i1 %1884, float 8.900000e+01, float %1883
  %1886 = fmul float %1885, 0x3FF7154760000000
  %1887 = fadd float %1886, 0x4168000000000000
  %1888 = fsub float %1887, 0x4168000000000000
  %1889 = bitcast float %1887 to i32
  %1890 = sub i32 %1889, 1262485504
  %1891 = fmul float %1888, 0x3FE62E4000000000
  %1892 = fsub float %1885, %1891
  %1893 = fmul float %1888, 0x3EB7F7D1C0000000
  %1894 = fsub float %1892, %1893
  %1895 = fmul float %1894, %1894
  %1896 = fmul float %1895, 0x3E66376980000000
  %1897 = fadd float 0xBEBBBD41C0000000, %1896
  %1898 = fmul float %1895, %1897
  %1899 = fadd float 0x3F11566AA0000000, %1898
  %1900 = fmul float %1895, %1899
  %1901 = fadd float 0xBF66C16C20000000, %1900
  %1902 = fmul float %1895, %1901
  %1903 = fadd float 0x3FC5555560000000, %1902
  %1904 = fmul float %1895, %1903
  %1905 = fsub float %1894, %1904
  %1906 = fmul float %1894, %1905
  %1907 = fsub float 2.000000e+00, %1905
  %1908 = fdiv float %1906, %1907
  %1909 = fsub float %1893, %1908
  %1910 = fsub float %1909, %1892
  %1911 = fsub float 1.000000e+00, %1910
  %1912 = add i32 %1890, 256
  %1913 = lshr i32 %1912, 1
  %1914 = sub i32 %1913, 1
  %1915 = add i32 %1890, 255
  %1916 = sub i32 %1915, %1913
  %1917 = shl i32 %1914, 23
  %1918 = shl i32 %1916, 23
  %1919 = bitcast i32 %1917 to float
  %1920 = bitcast i32 %1918 to float
  %1921 = fmul float %1911, %1919
  %1922 = fmul float %1921, %1920
  %1923 = fcmp uno float %1881, %1881
  %1924 = select i1 %1923, float 0x7FF8000000000000, float %1922
  %1925 = fmul float %1879, %1924
  %1926 = fadd float %1877, %1925
  %feature130 = uitofp i64 %feature126 to float
  %1927 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1928 = fcmp oeq float %feature130, %1927
  %1929 = select i1 %1928, float 1.000000e+00, float 0.000000e+00
  %1930 = fcmp une float %1929, 0.000000e+00
  %1931 = select i1 %1930, float 0x3FB99999A0000000, float 0.000000e+00
  %1932 = fadd float %1926, %1931
  %1933 = fmul float %1932, %eta
  %1934 = fsub float %1871, %1933
  %1935 = fmul float 0.000000e+00, %noise_scale15
  %1936 = fadd float %1934, %1935
  store float %1934, ptr %1870, align 4
  br label %slot.done129

slot.done129:                                     ; preds = %slot.then128, %slot.done124
  %feature131 = add i64 %lane, 3072
  %valid132 = icmp ult i64 %feature131, %n_features
  %1937 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid132, label %slot.then133, label %slot.done134

slot.then133:                                     ; preds = %slot.done129
  %1938 = load float, ptr %1937, align 4
  %1939 = fmul float 2.000000e+00, %1938
  %1940 = fmul float 0x3FA99999A0000000, %1939
  %1941 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature131
  %1942 = load float, ptr addrspace(1) %1941, align 4
  %1943 = fmul float -1.000000e+00, %1942
  %1944 = fadd float %1940, %1943
  %1945 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1946 = fdiv float 1.000000e+00, %1945
  %1947 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1948 = fsub float %1938, %1947
  %1949 = fcmp olt float %1948, -1.040000e+02
  %1950 = select i1 %1949, float -1.040000e+02, float %1948
  %1951 = fcmp olt float 8.900000e+01, %1950
  %1952 = select i1 %1951, float 8.900000e+01, float %1950
  %1953 = fmul float %1952, 0x3FF7154760000000
  %1954 = fadd float %1953, 0x4168000000000000
  %1955 = fsub float %1954, 0x4168000000000000
  %1956 = bitcast float %1954 to i32
  %1957 = sub i32 %1956, 1262485504
  %1958 = fmul float %1955, 0x3FE62E4000000000
  %1959 = fsub float %1952, %1958
  %1960 = fmul float %1955, 0x3EB7F7D1C0000000
  %1961 = fsub float %1959, %1960
  %1962 = fmul float %1961, %1961
  %1963 = fmul float %1962, 0x3E66376980000000
  %1964 = fadd float 0xBEBBBD41C0000000, %1963
  %1965 = fmul float %1962, %1964
  %1966 = fadd float 0x3F11566AA0000000, %1965
  %1967 = fmul float %1962, %1966
  %1968 = fadd float 0xBF66C16C20000000, %1967
  %1969 = fmul float %1962, %1968
  %1970 = fadd float 0x3FC5555560000000, %1969
  %1971 = fmul float %1962, %1970
  %1972 = fsub float %1961, %1971
  %1973 = fmul float %1961, %1972
  %1974 = fsub float 2.000000e+00, %1972
  %1975 = fdiv float %1973, %1974
  %1976 = fsub float %1960, %1975
  %1977 = fsub float %1976, %1959
  %1978 = fsub float 1.000000e+00, %1977
  %1979 = add i32 %1957, 256
  %1980 = lshr i32 %1979, 1
  %1981 = sub i32 %1980, 1
  %1982 = add i32 %1957, 255
  %1983 = sub i32 %1982, %1980
  %1984 = shl i32 %1981, 23
  %1985 = shl i32 %1983, 23
  %1986 = bitcast i32 %1984 to float
  %1987 = bitcast i32 %1985 to float
  %1988 = fmul float %1978, %1986
  %1989 = fmul float %1988, %1987
  %1990 = fcmp uno float %1948, %1948
  %1991 = select i1 %1990, float 0x7FF8000000000000, float %1989
  %1992 = fmul float %1946, %1991
  %1993 = fadd float %1944, %1992
  %feature135 = uitofp i64 %feature131 to float
  %1994 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1995 = fcmp oeq float %feature135, %1994
  %1996 = select i1 %1995, float 1.000000e+00, float 0.000000e+00
  %1997 = fcmp une float %1996, 0.000000e+00
  %1998 = select i1 %1997, float 0x3FB99999A0000000, float 0.000000e+00
  %1999 = fadd float %1993, %1998
  %2000 = fmul float %1999, %eta
  %2001 = fsub float %1938, %2000
  %2002 = fmul float 0.000000e+00, %noise_scale15
  %2003 = fadd float %2001, %2002
  store float %2001, ptr %1937, align 4
  br label %slot.done134

slot.done134:                                     ; preds = %slot.then133, %slot.done129
  br label %noise.done

slot.then138:                                     ; preds = %step.exit
  %2004 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature136
  %2005 = load float, ptr %24, align 4
  store float %2005, ptr addrspace(1) %2004, align 4
  br label %slot.done139

slot.done139:                                     ; preds = %slot.then138, %step.exit
  %feature140 = add i64 %lane, 1024
  %valid141 = icmp ult i64 %feature140, %n_features
  %2006 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid141, label %slot.then142, label %slot.done143

slot.then142:                                     ; preds = %slot.done139
  %2007 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature140
  %2008 = load float, ptr %2006, align 4
  store float %2008, ptr addrspace(1) %2007, align 4
  br label %slot.done143

slot.done143:                                     ; preds = %slot.then142, %slot.done139
  %feature144 = add i64 %lane, 2048
  %valid145 = icmp ult i64 %feature144, %n_features
  %2009 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid145, label %slot.then146, label %slot.done147

slot.then146:                                     ; preds = %slot.done143
  %2010 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature144
  %2011 = load float, ptr %2009, align 4
  store float %2011, ptr addrspace(1) %2010, align 4
  br label %slot.done147

slot.done147:                                     ; preds = %slot.then146, %slot.done143
  %feature148 = add i64 %lane, 3072
  %valid149 = icmp ult i64 %feature148, %n_features
  %2012 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid149, label %slot.then150, label %slot.done151

slot.then150:                                     ; preds = %slot.done147
  %2013 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature148
  %2014 = load float, ptr %2012, align 4
  store float %2014, ptr addrspace(1) %2013, align 4
  br label %slot.done151

slot.done151:                                     ; preds = %slot.then150, %slot.done147
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w8192(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_depth146 = alloca i64, align 8
  %pairwise_levels145 = alloca [64 x i64], align 8
  %pairwise_sums144 = alloca [64 x float], align 4
  %fold_index143 = alloca i64, align 8
  %fold_value142 = alloca float, align 4
  %pairwise_depth102 = alloca i64, align 8
  %pairwise_levels101 = alloca [64 x i64], align 8
  %pairwise_sums100 = alloca [64 x float], align 4
  %fold_index99 = alloca i64, align 8
  %fold_value98 = alloca float, align 4
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature29 = alloca float, align 4
  %state_regs = alloca [8 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 8192
  %2 = and i1 %inside, %fits
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

row.done:                                         ; preds = %slot.done275, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  store float %7, ptr %5, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %9 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %10 = load float, ptr addrspace(1) %9, align 4
  store float %10, ptr %8, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %11 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %12 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %13 = load float, ptr addrspace(1) %12, align 4
  store float %13, ptr %11, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
  %valid10 = icmp ult i64 %feature9, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %15 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %16 = load float, ptr addrspace(1) %15, align 4
  store float %16, ptr %14, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  %feature13 = add i64 %lane, 4096
  %valid14 = icmp ult i64 %feature13, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %slot.done12
  %18 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature13
  %19 = load float, ptr addrspace(1) %18, align 4
  store float %19, ptr %17, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %slot.done12
  %feature17 = add i64 %lane, 5120
  %valid18 = icmp ult i64 %feature17, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature17
  %22 = load float, ptr addrspace(1) %21, align 4
  store float %22, ptr %20, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 6144
  %valid22 = icmp ult i64 %feature21, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature21
  %25 = load float, ptr addrspace(1) %24, align 4
  store float %25, ptr %23, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 7168
  %valid26 = icmp ult i64 %feature25, %n_features
  %26 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done24
  %27 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %28 = load float, ptr addrspace(1) %27, align 4
  store float %28, ptr %26, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done24
  store float %temperature, ptr %temperature29, align 4
  %anneal30 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done28
  %step = phi i64 [ 0, %slot.done28 ], [ %503, %noise.done ]
  %29 = icmp ult i64 %step, %steps
  br i1 %29, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %30 = load float, ptr %temperature29, align 4
  %31 = fmul float %two_eta, %30
  %32 = fcmp olt float 0.000000e+00, %31
  %33 = call float @llvm.sqrt.f32(float %31)
  %34 = select i1 %32, float %33, float 0.000000e+00
  %noise_scale31 = select i1 %anneal30, float %34, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %35 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

step.exit:                                        ; preds = %step.header
  %feature244 = add i64 %lane, 0
  %valid245 = icmp ult i64 %feature244, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid245, label %slot.then246, label %slot.done247

slot.then34:                                      ; preds = %step.body
  %37 = load float, ptr %35, align 4
  %38 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature32
  store float %37, ptr addrspace(3) %38, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %step.body
  %feature36 = add i64 %lane, 1024
  %valid37 = icmp ult i64 %feature36, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done35
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature36
  store float %40, ptr addrspace(3) %41, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done35
  %feature40 = add i64 %lane, 2048
  %valid41 = icmp ult i64 %feature40, %n_features
  %42 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %slot.done39
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature40
  store float %43, ptr addrspace(3) %44, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %slot.done39
  %feature44 = add i64 %lane, 3072
  %valid45 = icmp ult i64 %feature44, %n_features
  %45 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done43
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature44
  store float %46, ptr addrspace(3) %47, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done43
  %feature48 = add i64 %lane, 4096
  %valid49 = icmp ult i64 %feature48, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done47
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature48
  store float %49, ptr addrspace(3) %50, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done47
  %feature52 = add i64 %lane, 5120
  %valid53 = icmp ult i64 %feature52, %n_features
  %51 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done51
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature52
  store float %52, ptr addrspace(3) %53, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done51
  %feature56 = add i64 %lane, 6144
  %valid57 = icmp ult i64 %feature56, %n_features
  %54 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done55
  %55 = load float, ptr %54, align 4
  %56 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature56
  store float %55, ptr addrspace(3) %56, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done55
  %feature60 = add i64 %lane, 7168
  %valid61 = icmp ult i64 %feature60, %n_features
  %57 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done59
  %58 = load float, ptr %57, align 4
  %59 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature60
  store float %58, ptr addrspace(3) %59, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done63
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid65, label %slot.then66, label %slot.done67

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %72, %fold.body ]
  %61 = icmp ult i64 %fold, %n_features
  br i1 %61, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %62 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold
  %63 = load float, ptr addrspace(3) %62, align 4
  %64 = load float, ptr %fold_value, align 4
  %65 = fcmp ogt float %63, %64
  %66 = fcmp uno float %63, %63
  %67 = fcmp ord float %64, %64
  %68 = and i1 %66, %67
  %take = or i1 %65, %68
  %69 = select i1 %take, float %63, float %64
  store float %69, ptr %fold_value, align 4
  %70 = load i64, ptr %fold_index, align 8
  %71 = select i1 %take, i64 %fold, i64 %70
  store i64 %71, ptr %fold_index, align 8
  %72 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %73 = load float, ptr %fold_value, align 4
  store float %73, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  br label %fold.done

slot.then66:                                      ; preds = %fold.done
  %74 = load float, ptr %60, align 4
  %75 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature64
  store float %74, ptr addrspace(3) %75, align 4
  br label %slot.done67

slot.done67:                                      ; preds = %slot.then66, %fold.done
  %feature68 = add i64 %lane, 1024
  %valid69 = icmp ult i64 %feature68, %n_features
  %76 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid69, label %slot.then70, label %slot.done71

slot.then70:                                      ; preds = %slot.done67
  %77 = load float, ptr %76, align 4
  %78 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature68
  store float %77, ptr addrspace(3) %78, align 4
  br label %slot.done71

slot.done71:                                      ; preds = %slot.then70, %slot.done67
  %feature72 = add i64 %lane, 2048
  %valid73 = icmp ult i64 %feature72, %n_features
  %79 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid73, label %slot.then74, label %slot.done75

slot.then74:                                      ; preds = %slot.done71
  %80 = load float, ptr %79, align 4
  %81 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature72
  store float %80, ptr addrspace(3) %81, align 4
  br label %slot.done75

slot.done75:                                      ; preds = %slot.then74, %slot.done71
  %feature76 = add i64 %lane, 3072
  %valid77 = icmp ult i64 %feature76, %n_features
  %82 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid77, label %slot.then78, label %slot.done79

slot.then78:                                      ; preds = %slot.done75
  %83 = load float, ptr %82, align 4
  %84 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature76
  store float %83, ptr addrspace(3) %84, align 4
  br label %slot.done79

slot.done79:                                      ; preds = %slot.then78, %slot.done75
  %feature80 = add i64 %lane, 4096
  %valid81 = icmp ult i64 %feature80, %n_features
  %85 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid81, label %slot.then82, label %slot.done83

slot.then82:                                      ; preds = %slot.done79
  %86 = load float, ptr %85, align 4
  %87 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature80
  store float %86, ptr addrspace(3) %87, align 4
  br label %slot.done83

slot.done83:                                      ; preds = %slot.then82, %slot.done79
  %feature84 = add i64 %lane, 5120
  %valid85 = icmp ult i64 %feature84, %n_features
  %88 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid85, label %slot.then86, label %slot.done87

slot.then86:                                      ; preds = %slot.done83
  %89 = load float, ptr %88, align 4
  %90 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature84
  store float %89, ptr addrspace(3) %90, align 4
  br label %slot.done87

slot.done87:                                      ; preds = %slot.then86, %slot.done83
  %feature88 = add i64 %lane, 6144
  %valid89 = icmp ult i64 %feature88, %n_features
  %91 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid89, label %slot.then90, label %slot.done91

slot.then90:                                      ; preds = %slot.done87
  %92 = load float, ptr %91, align 4
  %93 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature88
  store float %92, ptr addrspace(3) %93, align 4
  br label %slot.done91

slot.done91:                                      ; preds = %slot.then90, %slot.done87
  %feature92 = add i64 %lane, 7168
  %valid93 = icmp ult i64 %feature92, %n_features
  %94 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %slot.done91
  %95 = load float, ptr %94, align 4
  %96 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature92
  store float %95, ptr addrspace(3) %96, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %slot.done91
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then96, label %fold.done97

fold.then96:                                      ; preds = %slot.done95
  store float 0xFFF0000000000000, ptr %fold_value98, align 4
  store i64 0, ptr %fold_index99, align 8
  store i64 0, ptr %pairwise_depth102, align 8
  br label %fold.header103

fold.done97:                                      ; preds = %fold.exit105, %slot.done95
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature108 = add i64 %lane, 0
  %valid109 = icmp ult i64 %feature108, %n_features
  %97 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid109, label %slot.then110, label %slot.done111

fold.header103:                                   ; preds = %fold.body104, %fold.then96
  %fold106 = phi i64 [ 0, %fold.then96 ], [ %109, %fold.body104 ]
  %98 = icmp ult i64 %fold106, %n_features
  br i1 %98, label %fold.body104, label %fold.exit105

fold.body104:                                     ; preds = %fold.header103
  %99 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold106
  %100 = load float, ptr addrspace(3) %99, align 4
  %101 = load float, ptr %fold_value98, align 4
  %102 = fcmp ogt float %100, %101
  %103 = fcmp uno float %100, %100
  %104 = fcmp ord float %101, %101
  %105 = and i1 %103, %104
  %take107 = or i1 %102, %105
  %106 = select i1 %take107, float %100, float %101
  store float %106, ptr %fold_value98, align 4
  %107 = load i64, ptr %fold_index99, align 8
  %108 = select i1 %take107, i64 %fold106, i64 %107
  store i64 %108, ptr %fold_index99, align 8
  %109 = add i64 %fold106, 1
  br label %fold.header103

fold.exit105:                                     ; preds = %fold.header103
  %110 = load i64, ptr %fold_index99, align 8
  %argmax = uitofp i64 %110 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  br label %fold.done97

slot.then110:                                     ; preds = %fold.done97
  %111 = load float, ptr %97, align 4
  %112 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %113 = fsub float %111, %112
  %114 = fcmp olt float %113, -1.040000e+02
  %115 = select i1 %114, float -1.040000e+02, float %113
  %116 = fcmp olt float 8.900000e+01, %115
  %117 = select i1 %116, float 8.900000e+01, float %115
  %118 = fmul float %117, 0x3FF7154760000000
  %119 = fadd float %118, 0x4168000000000000
  %120 = fsub float %119, 0x4168000000000000
  %121 = bitcast float %119 to i32
  %122 = sub i32 %121, 1262485504
  %123 = fmul float %120, 0x3FE62E4000000000
  %124 = fsub float %117, %123
  %125 = fmul float %120, 0x3EB7F7D1C0000000
  %126 = fsub float %124, %125
  %127 = fmul float %126, %126
  %128 = fmul float %127, 0x3E66376980000000
  %129 = fadd float 0xBEBBBD41C0000000, %128
  %130 = fmul float %127, %129
  %131 = fadd float 0x3F11566AA0000000, %130
  %132 = fmul float %127, %131
  %133 = fadd float 0xBF66C16C20000000, %132
  %134 = fmul float %127, %133
  %135 = fadd float 0x3FC5555560000000, %134
  %136 = fmul float %127, %135
  %137 = fsub float %126, %136
  %138 = fmul float %126, %137
  %139 = fsub float 2.000000e+00, %137
  %140 = fdiv float %138, %139
  %141 = fsub float %125, %140
  %142 = fsub float %141, %124
  %143 = fsub float 1.000000e+00, %142
  %144 = add i32 %122, 256
  %145 = lshr i32 %144, 1
  %146 = sub i32 %145, 1
  %147 = add i32 %122, 255
  %148 = sub i32 %147, %145
  %149 = shl i32 %146, 23
  %150 = shl i32 %148, 23
  %151 = bitcast i32 %149 to float
  %152 = bitcast i32 %150 to float
  %153 = fmul float %143, %151
  %154 = fmul float %153, %152
  %155 = fcmp uno float %113, %113
  %156 = select i1 %155, float 0x7FF8000000000000, float %154
  %157 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature108
  store float %156, ptr addrspace(3) %157, align 4
  br label %slot.done111

slot.done111:                                     ; preds = %slot.then110, %fold.done97
  %feature112 = add i64 %lane, 1024
  %valid113 = icmp ult i64 %feature112, %n_features
  %158 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid113, label %slot.then114, label %slot.done115

slot.then114:                                     ; preds = %slot.done111
  %159 = load float, ptr %158, align 4
  %160 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %161 = fsub float %159, %160
  %162 = fcmp olt float %161, -1.040000e+02
  %163 = select i1 %162, float -1.040000e+02, float %161
  %164 = fcmp olt float 8.900000e+01, %163
  %165 = select i1 %164, float 8.900000e+01, float %163
  %166 = fmul float %165, 0x3FF7154760000000
  %167 = fadd float %166, 0x4168000000000000
  %168 = fsub float %167, 0x4168000000000000
  %169 = bitcast float %167 to i32
  %170 = sub i32 %169, 1262485504
  %171 = fmul float %168, 0x3FE62E4000000000
  %172 = fsub float %165, %171
  %173 = fmul float %168, 0x3EB7F7D1C0000000
  %174 = fsub float %172, %173
  %175 = fmul float %174, %174
  %176 = fmul float %175, 0x3E66376980000000
  %177 = fadd float 0xBEBBBD41C0000000, %176
  %178 = fmul float %175, %177
  %179 = fadd float 0x3F11566AA0000000, %178
  %180 = fmul float %175, %179
  %181 = fadd float 0xBF66C16C20000000, %180
  %182 = fmul float %175, %181
  %183 = fadd float 0x3FC5555560000000, %182
  %184 = fmul float %175, %183
  %185 = fsub float %174, %184
  %186 = fmul float %174, %185
  %187 = fsub float 2.000000e+00, %185
  %188 = fdiv float %186, %187
  %189 = fsub float %173, %188
  %190 = fsub float %189, %172
  %191 = fsub float 1.000000e+00, %190
  %192 = add i32 %170, 256
  %193 = lshr i32 %192, 1
  %194 = sub i32 %193, 1
  %195 = add i32 %170, 255
  %196 = sub i32 %195, %193
  %197 = shl i32 %194, 23
  %198 = shl i32 %196, 23
  %199 = bitcast i32 %197 to float
  %200 = bitcast i32 %198 to float
  %201 = fmul float %191, %199
  %202 = fmul float %201, %200
  %203 = fcmp uno float %161, %161
  %204 = select i1 %203, float 0x7FF8000000000000, float %202
  %205 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature112
  store float %204, ptr addrspace(3) %205, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %slot.done111
  %feature116 = add i64 %lane, 2048
  %valid117 = icmp ult i64 %feature116, %n_features
  %206 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid117, label %slot.then118, label %slot.done119

slot.then118:                                     ; preds = %slot.done115
  %207 = load float, ptr %206, align 4
  %208 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %209 = fsub float %207, %208
  %210 = fcmp olt float %209, -1.040000e+02
  %211 = select i1 %210, float -1.040000e+02, float %209
  %212 = fcmp olt float 8.900000e+01, %211
  %213 = select i1 %212, float 8.900000e+01, float %211
  %214 = fmul float %213, 0x3FF7154760000000
  %215 = fadd float %214, 0x4168000000000000
  %216 = fsub float %215, 0x4168000000000000
  %217 = bitcast float %215 to i32
  %218 = sub i32 %217, 1262485504
  %219 = fmul float %216, 0x3FE62E4000000000
  %220 = fsub float %213, %219
  %221 = fmul float %216, 0x3EB7F7D1C0000000
  %222 = fsub float %220, %221
  %223 = fmul float %222, %222
  %224 = fmul float %223, 0x3E66376980000000
  %225 = fadd float 0xBEBBBD41C0000000, %224
  %226 = fmul float %223, %225
  %227 = fadd float 0x3F11566AA0000000, %226
  %228 = fmul float %223, %227
  %229 = fadd float 0xBF66C16C20000000, %228
  %230 = fmul float %223, %229
  %231 = fadd float 0x3FC5555560000000, %230
  %232 = fmul float %223, %231
  %233 = fsub float %222, %232
  %234 = fmul float %222, %233
  %235 = fsub float 2.000000e+00, %233
  %236 = fdiv float %234, %235
  %237 = fsub float %221, %236
  %238 = fsub float %237, %220
  %239 = fsub float 1.000000e+00, %238
  %240 = add i32 %218, 256
  %241 = lshr i32 %240, 1
  %242 = sub i32 %241, 1
  %243 = add i32 %218, 255
  %244 = sub i32 %243, %241
  %245 = shl i32 %242, 23
  %246 = shl i32 %244, 23
  %247 = bitcast i32 %245 to float
  %248 = bitcast i32 %246 to float
  %249 = fmul float %239, %247
  %250 = fmul float %249, %248
  %251 = fcmp uno float %209, %209
  %252 = select i1 %251, float 0x7FF8000000000000, float %250
  %253 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature116
  store float %252, ptr addrspace(3) %253, align 4
  br label %slot.done119

slot.done119:                                     ; preds = %slot.then118, %slot.done115
  %feature120 = add i64 %lane, 3072
  %valid121 = icmp ult i64 %feature120, %n_features
  %254 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid121, label %slot.then122, label %slot.done123

slot.then122:                                     ; preds = %slot.done119
  %255 = load float, ptr %254, align 4
  %256 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %257 = fsub float %255, %256
  %258 = fcmp olt float %257, -1.040000e+02
  %259 = select i1 %258, float -1.040000e+02, float %257
  %260 = fcmp olt float 8.900000e+01, %259
  %261 = select i1 %260, float 8.900000e+01, float %259
  %262 = fmul float %261, 0x3FF7154760000000
  %263 = fadd float %262, 0x4168000000000000
  %264 = fsub float %263, 0x4168000000000000
  %265 = bitcast float %263 to i32
  %266 = sub i32 %265, 1262485504
  %267 = fmul float %264, 0x3FE62E4000000000
  %268 = fsub float %261, %267
  %269 = fmul float %264, 0x3EB7F7D1C0000000
  %270 = fsub float %268, %269
  %271 = fmul float %270, %270
  %272 = fmul float %271, 0x3E66376980000000
  %273 = fadd float 0xBEBBBD41C0000000, %272
  %274 = fmul float %271, %273
  %275 = fadd float 0x3F11566AA0000000, %274
  %276 = fmul float %271, %275
  %277 = fadd float 0xBF66C16C20000000, %276
  %278 = fmul float %271, %277
  %279 = fadd float 0x3FC5555560000000, %278
  %280 = fmul float %271, %279
  %281 = fsub float %270, %280
  %282 = fmul float %270, %281
  %283 = fsub float 2.000000e+00, %281
  %284 = fdiv float %282, %283
  %285 = fsub float %269, %284
  %286 = fsub float %285, %268
  %287 = fsub float 1.000000e+00, %286
  %288 = add i32 %266, 256
  %289 = lshr i32 %288, 1
  %290 = sub i32 %289, 1
  %291 = add i32 %266, 255
  %292 = sub i32 %291, %289
  %293 = shl i32 %290, 23
  %294 = shl i32 %292, 23
  %295 = bitcast i32 %293 to float
  %296 = bitcast i32 %294 to float
  %297 = fmul float %287, %295
  %298 = fmul float %297, %296
  %299 = fcmp uno float %257, %257
  %300 = select i1 %299, float 0x7FF8000000000000, float %298
  %301 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature120
  store float %300, ptr addrspace(3) %301, align 4
  br label %slot.done123

slot.done123:                                     ; preds = %slot.then122, %slot.done119
  %feature124 = add i64 %lane, 4096
  %valid125 = icmp ult i64 %feature124, %n_features
  %302 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid125, label %slot.then126, label %slot.done127

slot.then126:                                     ; preds = %slot.done123
  %303 = load float, ptr %302, align 4
  %304 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %305 = fsub float %303, %304
  %306 = fcmp olt float %305, -1.040000e+02
  %307 = select i1 %306, float -1.040000e+02, float %305
  %308 = fcmp olt float 8.900000e+01, %307
  %309 = select i1 %308, float 8.900000e+01, float %307
  %310 = fmul float %309, 0x3FF7154760000000
  %311 = fadd float %310, 0x4168000000000000
  %312 = fsub float %311, 0x4168000000000000
  %313 = bitcast float %311 to i32
  %314 = sub i32 %313, 1262485504
  %315 = fmul float %312, 0x3FE62E4000000000
  %316 = fsub float %309, %315
  %317 = fmul float %312, 0x3EB7F7D1C0000000
  %318 = fsub float %316, %317
  %319 = fmul float %318, %318
  %320 = fmul float %319, 0x3E66376980000000
  %321 = fadd float 0xBEBBBD41C0000000, %320
  %322 = fmul float %319, %321
  %323 = fadd float 0x3F11566AA0000000, %322
  %324 = fmul float %319, %323
  %325 = fadd float 0xBF66C16C20000000, %324
  %326 = fmul float %319, %325
  %327 = fadd float 0x3FC5555560000000, %326
  %328 = fmul float %319, %327
  %329 = fsub float %318, %328
  %330 = fmul float %318, %329
  %331 = fsub float 2.000000e+00, %329
  %332 = fdiv float %330, %331
  %333 = fsub float %317, %332
  %334 = fsub float %333, %316
  %335 = fsub float 1.000000e+00, %334
  %336 = add i32 %314, 256
  %337 = lshr i32 %336, 1
  %338 = sub i32 %337, 1
  %339 = add i32 %314, 255
  %340 = sub i32 %339, %337
  %341 = shl i32 %338, 23
  %342 = shl i32 %340, 23
  %343 = bitcast i32 %341 to float
  %344 = bitcast i32 %342 to float
  %345 = fmul float %335, %343
  %346 = fmul float %345, %344
  %347 = fcmp uno float %305, %305
  %348 = select i1 %347, float 0x7FF8000000000000, float %346
  %349 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature124
  store float %348, ptr addrspace(3) %349, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %slot.done123
  %feature128 = add i64 %lane, 5120
  %valid129 = icmp ult i64 %feature128, %n_features
  %350 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid129, label %slot.then130, label %slot.done131

slot.then130:                                     ; preds = %slot.done127
  %351 = load float, ptr %350, align 4
  %352 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %353 = fsub float %351, %352
  %354 = fcmp olt float %353, -1.040000e+02
  %355 = select i1 %354, float -1.040000e+02, float %353
  %356 = fcmp olt float 8.900000e+01, %355
  %357 = select i1 %356, float 8.900000e+01, float %355
  %358 = fmul float %357, 0x3FF7154760000000
  %359 = fadd float %358, 0x4168000000000000
  %360 = fsub float %359, 0x4168000000000000
  %361 = bitcast float %359 to i32
  %362 = sub i32 %361, 1262485504
  %363 = fmul float %360, 0x3FE62E4000000000
  %364 = fsub float %357, %363
  %365 = fmul float %360, 0x3EB7F7D1C0000000
  %366 = fsub float %364, %365
  %367 = fmul float %366, %366
  %368 = fmul float %367, 0x3E66376980000000
  %369 = fadd float 0xBEBBBD41C0000000, %368
  %370 = fmul float %367, %369
  %371 = fadd float 0x3F11566AA0000000, %370
  %372 = fmul float %367, %371
  %373 = fadd float 0xBF66C16C20000000, %372
  %374 = fmul float %367, %373
  %375 = fadd float 0x3FC5555560000000, %374
  %376 = fmul float %367, %375
  %377 = fsub float %366, %376
  %378 = fmul float %366, %377
  %379 = fsub float 2.000000e+00, %377
  %380 = fdiv float %378, %379
  %381 = fsub float %365, %380
  %382 = fsub float %381, %364
  %383 = fsub float 1.000000e+00, %382
  %384 = add i32 %362, 256
  %385 = lshr i32 %384, 1
  %386 = sub i32 %385, 1
  %387 = add i32 %362, 255
  %388 = sub i32 %387, %385
  %389 = shl i32 %386, 23
  %390 = shl i32 %388, 23
  %391 = bitcast i32 %389 to float
  %392 = bitcast i32 %390 to float
  %393 = fmul float %383, %391
  %394 = fmul float %393, %392
  %395 = fcmp uno float %353, %353
  %396 = select i1 %395, float 0x7FF8000000000000, float %394
  %397 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature128
  store float %396, ptr addrspace(3) %397, align 4
  br label %slot.done131

slot.done131:                                     ; preds = %slot.then130, %slot.done127
  %feature132 = add i64 %lane, 6144
  %valid133 = icmp ult i64 %feature132, %n_features
  %398 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid133, label %slot.then134, label %slot.done135

slot.then134:                                     ; preds = %slot.done131
  %399 = load float, ptr %398, align 4
  %400 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %401 = fsub float %399, %400
  %402 = fcmp olt float %401, -1.040000e+02
  %403 = select i1 %402, float -1.040000e+02, float %401
  %404 = fcmp olt float 8.900000e+01, %403
  %405 = select i1 %404, float 8.900000e+01, float %403
  %406 = fmul float %405, 0x3FF7154760000000
  %407 = fadd float %406, 0x4168000000000000
  %408 = fsub float %407, 0x4168000000000000
  %409 = bitcast float %407 to i32
  %410 = sub i32 %409, 1262485504
  %411 = fmul float %408, 0x3FE62E4000000000
  %412 = fsub float %405, %411
  %413 = fmul float %408, 0x3EB7F7D1C0000000
  %414 = fsub float %412, %413
  %415 = fmul float %414, %414
  %416 = fmul float %415, 0x3E66376980000000
  %417 = fadd float 0xBEBBBD41C0000000, %416
  %418 = fmul float %415, %417
  %419 = fadd float 0x3F11566AA0000000, %418
  %420 = fmul float %415, %419
  %421 = fadd float 0xBF66C16C20000000, %420
  %422 = fmul float %415, %421
  %423 = fadd float 0x3FC5555560000000, %422
  %424 = fmul float %415, %423
  %425 = fsub float %414, %424
  %426 = fmul float %414, %425
  %427 = fsub float 2.000000e+00, %425
  %428 = fdiv float %426, %427
  %429 = fsub float %413, %428
  %430 = fsub float %429, %412
  %431 = fsub float 1.000000e+00, %430
  %432 = add i32 %410, 256
  %433 = lshr i32 %432, 1
  %434 = sub i32 %433, 1
  %435 = add i32 %410, 255
  %436 = sub i32 %435, %433
  %437 = shl i32 %434, 23
  %438 = shl i32 %436, 23
  %439 = bitcast i32 %437 to float
  %440 = bitcast i32 %438 to float
  %441 = fmul float %431, %439
  %442 = fmul float %441, %440
  %443 = fcmp uno float %401, %401
  %444 = select i1 %443, float 0x7FF8000000000000, float %442
  %445 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature132
  store float %444, ptr addrspace(3) %445, align 4
  br label %slot.done135

slot.done135:                                     ; preds = %slot.then134, %slot.done131
  %feature136 = add i64 %lane, 7168
  %valid137 = icmp ult i64 %feature136, %n_features
  %446 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid137, label %slot.then138, label %slot.done139

slot.then138:                                     ; preds = %slot.done135
  %447 = load float, ptr %446, align 4
  %448 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %449 = fsub float %447, %448
  %450 = fcmp olt float %449, -1.040000e+02
  %451 = select i1 %450, float -1.040000e+02, float %449
  %452 = fcmp olt float 8.900000e+01, %451
  %453 = select i1 %452, float 8.900000e+01, float %451
  %454 = fmul float %453, 0x3FF7154760000000
  %455 = fadd float %454, 0x4168000000000000
  %456 = fsub float %455, 0x4168000000000000
  %457 = bitcast float %455 to i32
  %458 = sub i32 %457, 1262485504
  %459 = fmul float %456, 0x3FE62E4000000000
  %460 = fsub float %453, %459
  %461 = fmul float %456, 0x3EB7F7D1C0000000
  %462 = fsub float %460, %461
  %463 = fmul float %462, %462
  %464 = fmul float %463, 0x3E66376980000000
  %465 = fadd float 0xBEBBBD41C0000000, %464
  %466 = fmul float %463, %465
  %467 = fadd float 0x3F11566AA0000000, %466
  %468 = fmul float %463, %467
  %469 = fadd float 0xBF66C16C20000000, %468
  %470 = fmul float %463, %469
  %471 = fadd float 0x3FC5555560000000, %470
  %472 = fmul float %463, %471
  %473 = fsub float %462, %472
  %474 = fmul float %462, %473
  %475 = fsub float 2.000000e+00, %473
  %476 = fdiv float %474, %475
  %477 = fsub float %461, %476
  %478 = fsub float %477, %460
  %479 = fsub float 1.000000e+00, %478
  %480 = add i32 %458, 256
  %481 = lshr i32 %480, 1
  %482 = sub i32 %481, 1
  %483 = add i32 %458, 255
  %484 = sub i32 %483, %481
  %485 = shl i32 %482, 23
  %486 = shl i32 %484, 23
  %487 = bitcast i32 %485 to float
  %488 = bitcast i32 %486 to float
  %489 = fmul float %479, %487
  %490 = fmul float %489, %488
  %491 = fcmp uno float %449, %449
  %492 = select i1 %491, float 0x7FF8000000000000, float %490
  %493 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature136
  store float %492, ptr addrspace(3) %493, align 4
  br label %slot.done139

slot.done139:                                     ; preds = %slot.then138, %slot.done135
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then140, label %fold.done141

fold.then140:                                     ; preds = %slot.done139
  store float 0.000000e+00, ptr %fold_value142, align 4
  store i64 0, ptr %fold_index143, align 8
  store i64 0, ptr %pairwise_depth146, align 8
  br label %fold.header147

fold.done141:                                     ; preds = %fold.exit149, %slot.done139
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold.header147:                                   ; preds = %fold.body148, %fold.then140
  %fold150 = phi i64 [ 0, %fold.then140 ], [ %499, %fold.body148 ]
  %494 = icmp ult i64 %fold150, %n_features
  br i1 %494, label %fold.body148, label %fold.exit149

fold.body148:                                     ; preds = %fold.header147
  %495 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold150
  %496 = load float, ptr addrspace(3) %495, align 4
  %497 = load float, ptr %fold_value142, align 4
  %498 = fadd float %496, %497
  store float %498, ptr %fold_value142, align 4
  %499 = add i64 %fold150, 1
  br label %fold.header147

fold.exit149:                                     ; preds = %fold.header147
  %500 = load float, ptr %fold_value142, align 4
  store float %500, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  br label %fold.done141

noise:                                            ; preds = %fold.done141
  %feature151 = add i64 %lane, 0
  %valid152 = icmp ult i64 %feature151, %n_features
  %501 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done141
  %feature200 = add i64 %lane, 0
  %valid201 = icmp ult i64 %feature200, %n_features
  %502 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then202, label %uniform_sinks.done203

noise.done:                                       ; preds = %slot.done242, %slot.done197
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %503 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature153 = add i64 %lane, 0
  %valid154 = icmp ult i64 %feature153, %n_features
  %504 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid154, label %slot.then155, label %slot.done156

slot.then155:                                     ; preds = %uniform_sinks.done
  %505 = load float, ptr %504, align 4
  %506 = fmul float 2.000000e+00, %505
  %507 = fmul float 0x3FA99999A0000000, %506
  %508 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature153
  %509 = load float, ptr addrspace(1) %508, align 4
  %510 = fmul float -1.000000e+00, %509
  %511 = fadd float %507, %510
  %512 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %513 = fdiv float 1.000000e+00, %512
  %514 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %515 = fsub float %505, %514
  %516 = fcmp olt float %515, -1.040000e+02
  %517 = select i1 %516, float -1.040000e+02, float %515
  %518 = fcmp olt float 8.900000e+01, %517
  %519 = select i1 %518, float 8.900000e+01, float %517
  %520 = fmul float %519, 0x3FF7154760000000
  %521 = fadd float %520, 0x4168000000000000
  %522 = fsub float %521, 0x4168000000000000
  %523 = bitcast float %521 to i32
  %524 = sub i32 %523, 1262485504
  %525 = fmul float %522, 0x3FE62E4000000000
  %526 = fsub float %519, %525
  %527 = fmul float %522, 0x3EB7F7D1C0000000
  %528 = fsub float %526, %527
  %529 = fmul float %528, %528
  %530 = fmul float %529, 0x3E66376980000000
  %531 = fadd float 0xBEBBBD41C0000000, %530
  %532 = fmul float %529, %531
  %533 = fadd float 0x3F11566AA0000000, %532
  %534 = fmul float %529, %533
  %535 = fadd float 0xBF66C16C20000000, %534
  %536 = fmul float %529, %535
  %537 = fadd float 0x3FC5555560000000, %536
  %538 = fmul float %529, %537
  %539 = fsub float %528, %538
  %540 = fmul float %528, %539
  %541 = fsub float 2.000000e+00, %539
  %542 = fdiv float %540, %541
  %543 = fsub float %527, %542
  %544 = fsub float %543, %526
  %545 = fsub float 1.000000e+00, %544
  %546 = add i32 %524, 256
  %547 = lshr i32 %546, 1
  %548 = sub i32 %547, 1
  %549 = add i32 %524, 255
  %550 = sub i32 %549, %547
  %551 = shl i32 %548, 23
  %552 = shl i32 %550, 23
  %553 = bitcast i32 %551 to float
  %554 = bitcast i32 %552 to float
  %555 = fmul float %545, %553
  %556 = fmul float %555, %554
  %557 = fcmp uno float %515, %515
  %558 = select i1 %557, float 0x7FF8000000000000, float %556
  %559 = fmul float %513, %558
  %560 = fadd float %511, %559
  %feature157 = uitofp i64 %feature153 to float
  %561 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %562 = fcmp oeq float %feature157, %561
  %563 = select i1 %562, float 1.000000e+00, float 0.000000e+00
  %564 = fcmp une float %563, 0.000000e+00
  %565 = select i1 %564, float 0x3FB99999A0000000, float 0.000000e+00
  %566 = fadd float %560, %565
  %567 = fmul float %566, %eta
  %568 = fsub float %505, %567
  %569 = mul i64 %row, %n_features
  %element = add i64 %569, %feature153
  %570 = trunc i64 %key0 to i32
  %571 = lshr i64 %key0, 32
  %572 = trunc i64 %571 to i32
  %573 = trunc i64 %element to i32
  %574 = trunc i64 %key1_step to i32
  %575 = lshr i64 %key1_step, 32
  %576 = trunc i64 %575 to i32
  %577 = lshr i64 %element, 32
  %578 = trunc i64 %577 to i32
  %579 = zext i32 %573 to i64
  %580 = mul i64 3528531795, %579
  %581 = zext i32 %576 to i64
  %582 = mul i64 3449720151, %581
  %583 = lshr i64 %580, 32
  %584 = trunc i64 %583 to i32
  %585 = trunc i64 %580 to i32
  %586 = lshr i64 %582, 32
  %587 = trunc i64 %586 to i32
  %588 = trunc i64 %582 to i32
  %589 = xor i32 %587, %574
  %590 = xor i32 %589, %570
  %591 = xor i32 %584, %578
  %592 = xor i32 %591, %572
  %593 = add i32 %570, -1640531527
  %594 = add i32 %572, -1150833019
  %595 = zext i32 %590 to i64
  %596 = mul i64 3528531795, %595
  %597 = zext i32 %592 to i64
  %598 = mul i64 3449720151, %597
  %599 = lshr i64 %596, 32
  %600 = trunc i64 %599 to i32
  %601 = trunc i64 %596 to i32
  %602 = lshr i64 %598, 32
  %603 = trunc i64 %602 to i32
  %604 = trunc i64 %598 to i32
  %605 = xor i32 %603, %588
  %606 = xor i32 %605, %593
  %607 = xor i32 %600, %585
  %608 = xor i32 %607, %594
  %609 = add i32 %593, -1640531527
  %610 = add i32 %594, -1150833019
  %611 = zext i32 %606 to i64
  %612 = mul i64 3528531795, %611
  %613 = zext i32 %608 to i64
  %614 = mul i64 3449720151, %613
  %615 = lshr i64 %612, 32
  %616 = trunc i64 %615 to i32
  %617 = trunc i64 %612 to i32
  %618 = lshr i64 %614, 32
  %619 = trunc i64 %618 to i32
  %620 = trunc i64 %614 to i32
  %621 = xor i32 %619, %604
  %622 = xor i32 %621, %609
  %623 = xor i32 %616, %601
  %624 = xor i32 %623, %610
  %625 = add i32 %609, -1640531527
  %626 = add i32 %610, -1150833019
  %627 = zext i32 %622 to i64
  %628 = mul i64 3528531795, %627
  %629 = zext i32 %624 to i64
  %630 = mul i64 3449720151, %629
  %631 = lshr i64 %628, 32
  %632 = trunc i64 %631 to i32
  %633 = trunc i64 %628 to i32
  %634 = lshr i64 %630, 32
  %635 = trunc i64 %634 to i32
  %636 = trunc i64 %630 to i32
  %637 = xor i32 %635, %620
  %638 = xor i32 %637, %625
  %639 = xor i32 %632, %617
  %640 = xor i32 %639, %626
  %641 = add i32 %625, -1640531527
  %642 = add i32 %626, -1150833019
  %643 = zext i32 %638 to i64
  %644 = mul i64 3528531795, %643
  %645 = zext i32 %640 to i64
  %646 = mul i64 3449720151, %645
  %647 = lshr i64 %644, 32
  %648 = trunc i64 %647 to i32
  %649 = trunc i64 %644 to i32
  %650 = lshr i64 %646, 32
  %651 = trunc i64 %650 to i32
  %652 = trunc i64 %646 to i32
  %653 = xor i32 %651, %636
  %654 = xor i32 %653, %641
  %655 = xor i32 %648, %633
  %656 = xor i32 %655, %642
  %657 = add i32 %641, -1640531527
  %658 = add i32 %642, -1150833019
  %659 = zext i32 %654 to i64
  %660 = mul i64 3528531795, %659
  %661 = zext i32 %656 to i64
  %662 = mul i64 3449720151, %661
  %663 = lshr i64 %660, 32
  %664 = trunc i64 %663 to i32
  %665 = trunc i64 %660 to i32
  %666 = lshr i64 %662, 32
  %667 = trunc i64 %666 to i32
  %668 = trunc i64 %662 to i32
  %669 = xor i32 %667, %652
  %670 = xor i32 %669, %657
  %671 = xor i32 %664, %649
  %672 = xor i32 %671, %658
  %673 = add i32 %657, -1640531527
  %674 = add i32 %658, -1150833019
  %675 = zext i32 %670 to i64
  %676 = mul i64 3528531795, %675
  %677 = zext i32 %672 to i64
  %678 = mul i64 3449720151, %677
  %679 = lshr i64 %676, 32
  %680 = trunc i64 %679 to i32
  %681 = trunc i64 %676 to i32
  %682 = lshr i64 %678, 32
  %683 = trunc i64 %682 to i32
  %684 = trunc i64 %678 to i32
  %685 = xor i32 %683, %668
  %686 = xor i32 %685, %673
  %687 = xor i32 %680, %665
  %688 = xor i32 %687, %674
  %689 = add i32 %673, -1640531527
  %690 = add i32 %674, -1150833019
  %691 = zext i32 %686 to i64
  %692 = mul i64 3528531795, %691
  %693 = zext i32 %688 to i64
  %694 = mul i64 3449720151, %693
  %695 = lshr i64 %692, 32
  %696 = trunc i64 %695 to i32
  %697 = trunc i64 %692 to i32
  %698 = lshr i64 %694, 32
  %699 = trunc i64 %698 to i32
  %700 = trunc i64 %694 to i32
  %701 = xor i32 %699, %684
  %702 = xor i32 %701, %689
  %703 = xor i32 %696, %681
  %704 = xor i32 %703, %690
  %705 = add i32 %689, -1640531527
  %706 = add i32 %690, -1150833019
  %707 = zext i32 %702 to i64
  %708 = mul i64 3528531795, %707
  %709 = zext i32 %704 to i64
  %710 = mul i64 3449720151, %709
  %711 = lshr i64 %708, 32
  %712 = trunc i64 %711 to i32
  %713 = trunc i64 %708 to i32
  %714 = lshr i64 %710, 32
  %715 = trunc i64 %714 to i32
  %716 = trunc i64 %710 to i32
  %717 = xor i32 %715, %700
  %718 = xor i32 %717, %705
  %719 = xor i32 %712, %697
  %720 = xor i32 %719, %706
  %721 = add i32 %705, -1640531527
  %722 = add i32 %706, -1150833019
  %723 = zext i32 %718 to i64
  %724 = mul i64 3528531795, %723
  %725 = zext i32 %720 to i64
  %726 = mul i64 3449720151, %725
  %727 = lshr i64 %724, 32
  %728 = trunc i64 %727 to i32
  %729 = trunc i64 %724 to i32
  %730 = lshr i64 %726, 32
  %731 = trunc i64 %730 to i32
  %732 = trunc i64 %726 to i32
  %733 = xor i32 %731, %716
  %734 = xor i32 %733, %721
  %735 = xor i32 %728, %713
  %736 = xor i32 %735, %722
  %737 = uitofp i32 %734 to double
  %738 = fadd double %737, 5.000000e-01
  %739 = fmul double %738, 0x3DF0000000000000
  %740 = uitofp i32 %732 to double
  %741 = fadd double %740, 5.000000e-01
  %742 = fmul double %741, 0x3DF0000000000000
  %743 = bitcast double %739 to i64
  %744 = lshr i64 %743, 32
  %745 = add i64 %744, 614242
  %746 = lshr i64 %745, 20
  %747 = sub i64 %746, 1023
  %748 = and i64 %745, 1048575
  %749 = add i64 %748, 1072079006
  %750 = shl i64 %749, 32
  %751 = and i64 %743, 4294967295
  %752 = or i64 %750, %751
  %753 = bitcast i64 %752 to double
  %754 = fsub double %753, 1.000000e+00
  %755 = fmul double 5.000000e-01, %754
  %756 = fmul double %755, %754
  %757 = fadd double 2.000000e+00, %754
  %758 = fdiv double %754, %757
  %759 = fmul double %758, %758
  %760 = fmul double %759, %759
  %761 = fmul double %760, 0x3FC39A09D078C69F
  %762 = fadd double 0x3FCC71C51D8E78AF, %761
  %763 = fmul double %760, %762
  %764 = fadd double 0x3FD999999997FA04, %763
  %765 = fmul double %760, %764
  %766 = fmul double %760, 0x3FC2F112DF3E5244
  %767 = fadd double 0x3FC7466496CB03DE, %766
  %768 = fmul double %760, %767
  %769 = fadd double 0x3FD2492494229359, %768
  %770 = fmul double %760, %769
  %771 = fadd double 0x3FE5555555555593, %770
  %772 = fmul double %759, %771
  %773 = fadd double %772, %765
  %774 = sitofp i64 %747 to double
  %775 = fadd double %756, %773
  %776 = fmul double %758, %775
  %777 = fmul double %774, 0x3DEA39EF35793C76
  %778 = fadd double %776, %777
  %779 = fsub double %778, %756
  %780 = fadd double %779, %754
  %781 = fmul double %774, 0x3FE62E42FEE00000
  %782 = fadd double %780, %781
  %783 = fmul double -2.000000e+00, %782
  %784 = call double @llvm.sqrt.f64(double %783)
  %785 = fmul double 0x401921FB54442D18, %742
  %786 = fmul double %785, 0x3FE45F306DC9C883
  %787 = fadd double %786, 0x4338000000000000
  %788 = bitcast double %787 to i64
  %789 = fsub double %787, 0x4338000000000000
  %790 = fmul double %789, 0x3FF921FB54400000
  %791 = fsub double %785, %790
  %792 = fmul double %789, 0x3DD0B4611A626331
  %793 = fmul double %789, 0x3DD0B4611A600000
  %794 = fsub double %791, %793
  %795 = fmul double %789, 0x3BA3198A2E037073
  %796 = fsub double %791, %794
  %797 = fsub double %796, %793
  %798 = fsub double %795, %797
  %799 = fsub double %791, %792
  %800 = bitcast double %785 to i64
  %801 = lshr i64 %800, 52
  %802 = and i64 %801, 2047
  %803 = bitcast double %799 to i64
  %804 = lshr i64 %803, 52
  %805 = and i64 %804, 2047
  %806 = add i64 %805, 16
  %807 = icmp ult i64 %806, %802
  %808 = select i1 %807, double %794, double %791
  %809 = select i1 %807, double %798, double %792
  %810 = fsub double %808, %809
  %811 = fsub double %808, %810
  %812 = fsub double %811, %809
  %813 = fmul double %810, %810
  %814 = fmul double %813, %813
  %815 = fmul double %813, 0x3EFA01A019CB1590
  %816 = fadd double 0xBF56C16C16C15177, %815
  %817 = fmul double %813, %816
  %818 = fadd double 0x3FA555555555554C, %817
  %819 = fmul double %813, %818
  %820 = fmul double %813, 0xBDA8FAE9BE8838D4
  %821 = fadd double 0x3E21EE9EBDB4B1C4, %820
  %822 = fmul double %813, %821
  %823 = fadd double 0xBE927E4F809C52AD, %822
  %824 = fmul double %814, %814
  %825 = fmul double %824, %823
  %826 = fadd double %819, %825
  %827 = fmul double 5.000000e-01, %813
  %828 = fsub double 1.000000e+00, %827
  %829 = fsub double 1.000000e+00, %828
  %830 = fsub double %829, %827
  %831 = fmul double %813, %826
  %832 = fmul double %810, %812
  %833 = fsub double %831, %832
  %834 = fadd double %830, %833
  %835 = fadd double %828, %834
  %836 = fmul double %810, %810
  %837 = fmul double %836, %836
  %838 = fmul double %836, 0x3EC71DE357B1FE7D
  %839 = fadd double 0xBF2A01A019C161D5, %838
  %840 = fmul double %836, %839
  %841 = fadd double 0x3F8111111110F8A6, %840
  %842 = fmul double %836, 0x3DE5D93A5ACFD57C
  %843 = fadd double 0xBE5AE5E68A2B9CEB, %842
  %844 = fmul double %836, %837
  %845 = fmul double %844, %843
  %846 = fadd double %841, %845
  %847 = fmul double %836, %810
  %848 = fmul double 5.000000e-01, %812
  %849 = fmul double %847, %846
  %850 = fsub double %848, %849
  %851 = fmul double %836, %850
  %852 = fsub double %851, %812
  %853 = fmul double %847, 0xBFC5555555555549
  %854 = fsub double %852, %853
  %855 = fsub double %810, %854
  %856 = fneg double %835
  %857 = fneg double %855
  %858 = and i64 %788, 1
  %859 = and i64 %788, 2
  %860 = icmp eq i64 %858, 1
  %861 = icmp eq i64 %859, 2
  %862 = select i1 %861, double %856, double %835
  %863 = select i1 %861, double %855, double %857
  %864 = select i1 %860, double %863, double %862
  %865 = fmul double %784, %864
  %866 = fptrunc double %865 to float
  %867 = fmul float %866, %noise_scale31
  %868 = fadd float %568, %867
  store float %868, ptr %504, align 4
  br label %slot.done156

slot.done156:                                     ; preds = %slot.then155, %uniform_sinks.done
  %feature158 = add i64 %lane, 1024
  %valid159 = icmp ult i64 %feature158, %n_features
  %869 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid159, label %slot.then160, label %slot.done161

slot.then160:                                     ; preds = %slot.done156
  %870 = load float, ptr %869, align 4
  %871 = fmul float 2.000000e+00, %870
  %872 = fmul float 0x3FA99999A0000000, %871
  %873 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature158
  %874 = load float, ptr addrspace(1) %873, align 4
  %875 = fmul float -1.000000e+00, %874
  %876 = fadd float %872, %875
  %877 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %878 = fdiv float 1.000000e+00, %877
  %879 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %880 = fsub float %870, %879
  %881 = fcmp olt float %880, -1.040000e+02
  %882 = select i1 %881, float -1.040000e+02, float %880
  %883 = fcmp olt float 8.900000e+01, %882
  %884 = select i1 %883, float 8.900000e+01, float %882
  %885 = fmul float %884, 0x3FF7154760000000
  %886 = fadd float %885, 0x4168000000000000
  %887 = fsub float %886, 0x4168000000000000
  %888 = bitcast float %886 to i32
  %889 = sub i32 %888, 1262485504
  %890 = fmul float %887, 0x3FE62E4000000000
  %891 = fsub float %884, %890
  %892 = fmul float %887, 0x3EB7F7D1C0000000
  %893 = fsub float %891, %892
  %894 = fmul float %893, %893
  %895 = fmul float %894, 0x3E66376980000000
  %896 = fadd float 0xBEBBBD41C0000000, %895
  %897 = fmul float %894, %896
  %898 = fadd float 0x3F11566AA0000000, %897
  %899 = fmul float %894, %898
  %900 = fadd float 0xBF66C16C20000000, %899
  %901 = fmul float %894, %900
  %902 = fadd float 0x3FC5555560000000, %901
  %903 = fmul float %894, %902
  %904 = fsub float %893, %903
  %905 = fmul float %893, %904
  %906 = fsub float 2.000000e+00, %904
  %907 = fdiv float %905, %906
  %908 = fsub float %892, %907
  %909 = fsub float %908, %891
  %910 = fsub float 1.000000e+00, %909
  %911 = add i32 %889, 256
  %912 = lshr i32 %911, 1
  %913 = sub i32 %912, 1
  %914 = add i32 %889, 255
  %915 = sub i32 %914, %912
  %916 = shl i32 %913, 23
  %917 = shl i32 %915, 23
  %918 = bitcast i32 %916 to float
  %919 = bitcast i32 %917 to float
  %920 = fmul float %910, %918
  %921 = fmul float %920, %919
  %922 = fcmp uno float %880, %880
  %923 = select i1 %922, float 0x7FF8000000000000, float %921
  %924 = fmul float %878, %923
  %925 = fadd float %876, %924
  %feature162 = uitofp i64 %feature158 to float
  %926 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %927 = fcmp oeq float %feature162, %926
  %928 = select i1 %927, float 1.000000e+00, float 0.000000e+00
  %929 = fcmp une float %928, 0.000000e+00
  %930 = select i1 %929, float 0x3FB99999A0000000, float 0.000000e+00
  %931 = fadd float %925, %930
  %932 = fmul float %931, %eta
  %933 = fsub float %870, %932
  %934 = mul i64 %row, %n_features
  %element163 = add i64 %934, %feature158
  %935 = trunc i64 %key0 to i32
  %936 = lshr i64 %key0, 32
  %937 = trunc i64 %936 to i32
  %938 = trunc i64 %element163 to i32
  %939 = trunc i64 %key1_step to i32
  %940 = lshr i64 %key1_step, 32
  %941 = trunc i64 %940 to i32
  %942 = lshr i64 %element163, 32
  %943 = trunc i64 %942 to i32
  %944 = zext i32 %938 to i64
  %945 = mul i64 3528531795, %944
  %946 = zext i32 %941 to i64
  %947 = mul i64 3449720151, %946
  %948 = lshr i64 %945, 32
  %949 = trunc i64 %948 to i32
  %950 = trunc i64 %945 to i32
  %951 = lshr i64 %947, 32
  %952 = trunc i64 %951 to i32
  %953 = trunc i64 %947 to i32
  %954 = xor i32 %952, %939
  %955 = xor i32 %954, %935
  %956 = xor i32 %949, %943
  %957 = xor i32 %956, %937
  %958 = add i32 %935, -1640531527
  %959 = add i32 %937, -1150833019
  %960 = zext i32 %955 to i64
  %961 = mul i64 3528531795, %960
  %962 = zext i32 %957 to i64
  %963 = mul i64 3449720151, %962
  %964 = lshr i64 %961, 32
  %965 = trunc i64 %964 to i32
  %966 = trunc i64 %961 to i32
  %967 = lshr i64 %963, 32
  %968 = trunc i64 %967 to i32
  %969 = trunc i64 %963 to i32
  %970 = xor i32 %968, %953
  %971 = xor i32 %970, %958
  %972 = xor i32 %965, %950
  %973 = xor i32 %972, %959
  %974 = add i32 %958, -1640531527
  %975 = add i32 %959, -1150833019
  %976 = zext i32 %971 to i64
  %977 = mul i64 3528531795, %976
  %978 = zext i32 %973 to i64
  %979 = mul i64 3449720151, %978
  %980 = lshr i64 %977, 32
  %981 = trunc i64 %980 to i32
  %982 = trunc i64 %977 to i32
  %983 = lshr i64 %979, 32
  %984 = trunc i64 %983 to i32
  %985 = trunc i64 %979 to i32
  %986 = xor i32 %984, %969
  %987 = xor i32 %986, %974
  %988 = xor i32 %981, %966
  %989 = xor i32 %988, %975
  %990 = add i32 %974, -1640531527
  %991 = add i32 %975, -1150833019
  %992 = zext i32 %987 to i64
  %993 = mul i64 3528531795, %992
  %994 = zext i32 %989 to i64
  %995 = mul i64 3449720151, %994
  %996 = lshr i64 %993, 32
  %997 = trunc i64 %996 to i32
  %998 = trunc i64 %993 to i32
  %999 = lshr i64 %995, 32
  %1000 = trunc i64 %999 to i32
  %1001 = trunc i64 %995 to i32
  %1002 = xor i32 %1000, %985
  %1003 = xor i32 %1002, %990
  %1004 = xor i32 %997, %982
  %1005 = xor i32 %1004, %991
  %1006 = add i32 %990, -1640531527
  %1007 = add i32 %991, -1150833019
  %1008 = zext i32 %1003 to i64
  %1009 = mul i64 3528531795, %1008
  %1010 = zext i32 %1005 to i64
  %1011 = mul i64 3449720151, %1010
  %1012 = lshr i64 %1009, 32
  %1013 = trunc i64 %1012 to i32
  %1014 = trunc i64 %1009 to i32
  %1015 = lshr i64 %1011, 32
  %1016 = trunc i64 %1015 to i32
  %1017 = trunc i64 %1011 to i32
  %1018 = xor i32 %1016, %1001
  %1019 = xor i32 %1018, %1006
  %1020 = xor i32 %1013, %998
  %1021 = xor i32 %1020, %1007
  %1022 = add i32 %1006, -1640531527
  %1023 = add i32 %1007, -1150833019
  %1024 = zext i32 %1019 to i64
  %1025 = mul i64 3528531795, %1024
  %1026 = zext i32 %1021 to i64
  %1027 = mul i64 3449720151, %1026
  %1028 = lshr i64 %1025, 32
  %1029 = trunc i64 %1028 to i32
  %1030 = trunc i64 %1025 to i32
  %1031 = lshr i64 %1027, 32
  %1032 = trunc i64 %1031 to i32
  %1033 = trunc i64 %1027 to i32
  %1034 = xor i32 %1032, %1017
  %1035 = xor i32 %1034, %1022
  %1036 = xor i32 %1029, %1014
  %1037 = xor i32 %1036, %1023
  %1038 = add i32 %1022, -1640531527
  %1039 = add i32 %1023, -1150833019
  %1040 = zext i32 %1035 to i64
  %1041 = mul i64 3528531795, %1040
  %1042 = zext i32 %1037 to i64
  %1043 = mul i64 3449720151, %1042
  %1044 = lshr i64 %1041, 32
  %1045 = trunc i64 %1044 to i32
  %1046 = trunc i64 %1041 to i32
  %1047 = lshr i64 %1043, 32
  %1048 = trunc i64 %1047 to i32
  %1049 = trunc i64 %1043 to i32
  %1050 = xor i32 %1048, %1033
  %1051 = xor i32 %1050, %1038
  %1052 = xor i32 %1045, %1030
  %1053 = xor i32 %1052, %1039
  %1054 = add i32 %1038, -1640531527
  %1055 = add i32 %1039, -1150833019
  %1056 = zext i32 %1051 to i64
  %1057 = mul i64 3528531795, %1056
  %1058 = zext i32 %1053 to i64
  %1059 = mul i64 3449720151, %1058
  %1060 = lshr i64 %1057, 32
  %1061 = trunc i64 %1060 to i32
  %1062 = trunc i64 %1057 to i32
  %1063 = lshr i64 %1059, 32
  %1064 = trunc i64 %1063 to i32
  %1065 = trunc i64 %1059 to i32
  %1066 = xor i32 %1064, %1049
  %1067 = xor i32 %1066, %1054
  %1068 = xor i32 %1061, %1046
  %1069 = xor i32 %1068, %1055
  %1070 = add i32 %1054, -1640531527
  %1071 = add i32 %1055, -1150833019
  %1072 = zext i32 %1067 to i64
  %1073 = mul i64 3528531795, %1072
  %1074 = zext i32 %1069 to i64
  %1075 = mul i64 3449720151, %1074
  %1076 = lshr i64 %1073, 32
  %1077 = trunc i64 %1076 to i32
  %1078 = trunc i64 %1073 to i32
  %1079 = lshr i64 %1075, 32
  %1080 = trunc i64 %1079 to i32
  %1081 = trunc i64 %1075 to i32
  %1082 = xor i32 %1080, %1065
  %1083 = xor i32 %1082, %1070
  %1084 = xor i32 %1077, %1062
  %1085 = xor i32 %1084, %1071
  %1086 = add i32 %1070, -1640531527
  %1087 = add i32 %1071, -1150833019
  %1088 = zext i32 %1083 to i64
  %1089 = mul i64 3528531795, %1088
  %1090 = zext i32 %1085 to i64
  %1091 = mul i64 3449720151, %1090
  %1092 = lshr i64 %1089, 32
  %1093 = trunc i64 %1092 to i32
  %1094 = trunc i64 %1089 to i32
  %1095 = lshr i64 %1091, 32
  %1096 = trunc i64 %1095 to i32
  %1097 = trunc i64 %1091 to i32
  %1098 = xor i32 %1096, %1081
  %1099 = xor i32 %1098, %1086
  %1100 = xor i32 %1093, %1078
  %1101 = xor i32 %1100, %1087
  %1102 = uitofp i32 %1099 to double
  %1103 = fadd double %1102, 5.000000e-01
  %1104 = fmul double %1103, 0x3DF0000000000000
  %1105 = uitofp i32 %1097 to double
  %1106 = fadd double %1105, 5.000000e-01
  %1107 = fmul double %1106, 0x3DF0000000000000
  %1108 = bitcast double %1104 to i64
  %1109 = lshr i64 %1108, 32
  %1110 = add i64 %1109, 614242
  %1111 = lshr i64 %1110, 20
  %1112 = sub i64 %1111, 1023
  %1113 = and i64 %1110, 1048575
  %1114 = add i64 %1113, 1072079006
  %1115 = shl i64 %1114, 32
  %1116 = and i64 %1108, 4294967295
  %1117 = or i64 %1115, %1116
  %1118 = bitcast i64 %1117 to double
  %1119 = fsub double %1118, 1.000000e+00
  %1120 = fmul double 5.000000e-01, %1119
  %1121 = fmul double %1120, %1119
  %1122 = fadd double 2.000000e+00, %1119
  %1123 = fdiv double %1119, %1122
  %1124 = fmul double %1123, %1123
  %1125 = fmul double %1124, %1124
  %1126 = fmul double %1125, 0x3FC39A09D078C69F
  %1127 = fadd double 0x3FCC71C51D8E78AF, %1126
  %1128 = fmul double %1125, %1127
  %1129 = fadd double 0x3FD999999997FA04, %1128
  %1130 = fmul double %1125, %1129
  %1131 = fmul double %1125, 0x3FC2F112DF3E5244
  %1132 = fadd double 0x3FC7466496CB03DE, %1131
  %1133 = fmul double %1125, %1132
  %1134 = fadd double 0x3FD2492494229359, %1133
  %1135 = fmul double %1125, %1134
  %1136 = fadd double 0x3FE5555555555593, %1135
  %1137 = fmul double %1124, %1136
  %1138 = fadd double %1137, %1130
  %1139 = sitofp i64 %1112 to double
  %1140 = fadd double %1121, %1138
  %1141 = fmul double %1123, %1140
  %1142 = fmul double %1139, 0x3DEA39EF35793C76
  %1143 = fadd double %1141, %1142
  %1144 = fsub double %1143, %1121
  %1145 = fadd double %1144, %1119
  %1146 = fmul double %1139, 0x3FE62E42FEE00000
  %1147 = fadd double %1145, %1146
  %1148 = fmul double -2.000000e+00, %1147
  %1149 = call double @llvm.sqrt.f64(double %1148)
  %1150 = fmul double 0x401921FB54442D18, %1107
  %1151 = fmul double %1150, 0x3FE45F306DC9C883
  %1152 = fadd double %1151, 0x4338000000000000
  %1153 = bitcast double %1152 to i64
  %1154 = fsub double %1152, 0x4338000000000000
  %1155 = fmul double %1154, 0x3FF921FB54400000
  %1156 = fsub double %1150, %1155
  %1157 = fmul double %1154, 0x3DD0B4611A626331
  %1158 = fmul double %1154, 0x3DD0B4611A600000
  %1159 = fsub double %1156, %1158
  %1160 = fmul double %1154, 0x3BA3198A2E037073
  %1161 = fsub double %1156, %1159
  %1162 = fsub double %1161, %1158
  %1163 = fsub double %1160, %1162
  %1164 = fsub double %1156, %1157
  %1165 = bitcast double %1150 to i64
  %1166 = lshr i64 %1165, 52
  %1167 = and i64 %1166, 2047
  %1168 = bitcast double %1164 to i64
  %1169 = lshr i64 %1168, 52
  %1170 = and i64 %1169, 2047
  %1171 = add i64 %1170, 16
  %1172 = icmp ult i64 %1171, %1167
  %1173 = select i1 %1172, double %1159, double %1156
  %1174 = select i1 %1172, double %1163, double %1157
  %1175 = fsub double %1173, %1174
  %1176 = fsub double %1173, %1175
  %1177 = fsub double %1176, %1174
  %1178 = fmul double %1175, %1175
  %1179 = fmul double %1178, %1178
  %1180 = fmul double %1178, 0x3EFA01A019CB1590
  %1181 = fadd double 0xBF56C16C16C15177, %1180
  %1182 = fmul double %1178, %1181
  %1183 = fadd double 0x3FA555555555554C, %1182
  %1184 = fmul double %1178, %1183
  %1185 = fmul double %1178, 0xBDA8FAE9BE8838D4
  %1186 = fadd double 0x3E21EE9EBDB4B1C4, %1185
  %1187 = fmul double %1178, %1186
  %1188 = fadd double 0xBE927E4F809C52AD, %1187
  %1189 = fmul double %1179, %1179
  %1190 = fmul double %1189, %1188
  %1191 = fadd double %1184, %1190
  %1192 = fmul double 5.000000e-01, %1178
  %1193 = fsub double 1.000000e+00, %1192
  %1194 = fsub double 1.000000e+00, %1193
  %1195 = fsub double %1194, %1192
  %1196 = fmul double %1178, %1191
  %1197 = fmul double %1175, %1177
  %1198 = fsub double %1196, %1197
  %1199 = fadd double %1195, %1198
  %1200 = fadd double %1193, %1199
  %1201 = fmul double %1175, %1175
  %1202 = fmul double %1201, %1201
  %1203 = fmul double %1201, 0x3EC71DE357B1FE7D
  %1204 = fadd double 0xBF2A01A019C161D5, %1203
  %1205 = fmul double %1201, %1204
  %1206 = fadd double 0x3F8111111110F8A6, %1205
  %1207 = fmul double %1201, 0x3DE5D93A5ACFD57C
  %1208 = fadd double 0xBE5AE5E68A2B9CEB, %1207
  %1209 = fmul double %1201, %1202
  %1210 = fmul double %1209, %1208
  %1211 = fadd double %1206, %1210
  %1212 = fmul double %1201, %1175
  %1213 = fmul double 5.000000e-01, %1177
  %1214 = fmul double %1212, %1211
  %1215 = fsub double %1213, %1214
  %1216 = fmul double %1201, %1215
  %1217 = fsub double %1216, %1177
  %1218 = fmul double %1212, 0xBFC5555555555549
  %1219 = fsub double %1217, %1218
  %1220 = fsub double %1175, %1219
  %1221 = fneg double %1200
  %1222 = fneg double %1220
  %1223 = and i64 %1153, 1
  %1224 = and i64 %1153, 2
  %1225 = icmp eq i64 %1223, 1
  %1226 = icmp eq i64 %1224, 2
  %1227 = select i1 %1226, double %1221, double %1200
  %1228 = select i1 %1226, double %1220, double %1222
  %1229 = select i1 %1225, double %1228, double %1227
  %1230 = fmul double %1149, %1229
  %1231 = fptrunc double %1230 to float
  %1232 = fmul float %1231, %noise_scale31
  %1233 = fadd float %933, %1232
  store float %1233, ptr %869, align 4
  br label %slot.done161

slot.done161:                                     ; preds = %slot.then160, %slot.done156
  %feature164 = add i64 %lane, 2048
  %valid165 = icmp ult i64 %feature164, %n_features
  %1234 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid165, label %slot.then166, label %slot.done167

slot.then166:                                     ; preds = %slot.done161
  %1235 = load float, ptr %1234, align 4
  %1236 = fmul float 2.000000e+00, %1235
  %1237 = fmul float 0x3FA99999A0000000, %1236
  %1238 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature164
  %1239 = load float, ptr addrspace(1) %1238, align 4
  %1240 = fmul float -1.000000e+00, %1239
  %1241 = fadd float %1237, %1240
  %1242 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1243 = fdiv float 1.000000e+00, %1242
  %1244 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1245 = fsub float %1235, %1244
  %1246 = fcmp olt float %1245, -1.040000e+02
  %1247 = select i1 %1246, float -1.040000e+02, float %1245
  %1248 = fcmp olt float 8.900000e+01, %1247
  %1249 = select i1 %1248, float 8.900000e+01, float %1247
  %1250 = fmul float %1249, 0x3FF7154760000000
  %1251 = fadd float %1250, 0x4168000000000000
  %1252 = fsub float %1251, 0x4168000000000000
  %1253 = bitcast float %1251 to i32
  %1254 = sub i32 %1253, 1262485504
  %1255 = fmul float %1252, 0x3FE62E4000000000
  %1256 = fsub float %1249, %1255
  %1257 = fmul float %1252, 0x3EB7F7D1C0000000
  %1258 = fsub float %1256, %1257
  %1259 = fmul float %1258, %1258
  %1260 = fmul float %1259, 0x3E66376980000000
  %1261 = fadd float 0xBEBBBD41C0000000, %1260
  %1262 = fmul float %1259, %1261
  %1263 = fadd float 0x3F11566AA0000000, %1262
  %1264 = fmul float %1259, %1263
  %1265 = fadd float 0xBF66C16C20000000, %1264
  %1266 = fmul float %1259, %1265
  %1267 = fadd float 0x3FC5555560000000, %1266
  %1268 = fmul float %1259, %1267
  %1269 = fsub float %1258, %1268
  %1270 = fmul float %1258, %1269
  %1271 = fsub float 2.000000e+00, %1269
  %1272 = fdiv float %1270, %1271
  %1273 = fsub float %1257, %1272
  %1274 = fsub float %1273, %1256
  %1275 = fsub float 1.000000e+00, %1274
  %1276 = add i32 %1254, 256
  %1277 = lshr i32 %1276, 1
  %1278 = sub i32 %1277, 1
  %1279 = add i32 %1254, 255
  %1280 = sub i32 %1279, %1277
  %1281 = shl i32 %1278, 23
  %1282 = shl i32 %1280, 23
  %1283 = bitcast i32 %1281 to float
  %1284 = bitcast i32 %1282 to float
  %1285 = fmul float %1275, %1283
  %1286 = fmul float %1285, %1284
  %1287 = fcmp uno float %1245, %1245
  %1288 = select i1 %1287, float 0x7FF8000000000000, float %1286
  %1289 = fmul float %1243, %1288
  %1290 = fadd float %1241, %1289
  %feature168 = uitofp i64 %feature164 to float
  %1291 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %1292 = fcmp oeq float %feature168, %1291
  %1293 = select i1 %1292, float 1.000000e+00, float 0.000000e+00
  %1294 = fcmp une float %1293, 0.000000e+00
  %1295 = select i1 %1294, float 0x3FB99999A0000000, float 0.000000e+00
  %1296 = fadd float %1290, %1295
  %1297 = fmul float %1296, %eta
  %1298 = fsub float %1235, %1297
  %1299 = mul i64 %row, %n_features
  %element169 = add i64 %1299, %feature164
  %1300 = trunc i64 %key0 to i32
  %1301 = lshr i64 %key0, 32
  %1302 = trunc i64 %1301 to i32
  %1303 = trunc i64 %element169 to i32
  %1304 = trunc i64 %key1_step to i32
  %1305 = lshr i64 %key1_step, 32
  %1306 = trunc i64 %1305 to i32
  %1307 = lshr i64 %element169, 32
  %1308 = trunc i64 %1307 to i32
  %1309 = zext i32 %1303 to i64
  %1310 = mul i64 3528531795, %1309
  %1311 = zext i32 %1306 to i64
  %1312 = mul i64 3449720151, %1311
  %1313 = lshr i64 %1310, 32
  %1314 = trunc i64 %1313 to i32
  %1315 = trunc i64 %1310 to i32
  %1316 = lshr i64 %1312, 32
  %1317 = trunc i64 %1316 to i32
  %1318 = trunc i64 %1312 to i32
  %1319 = xor i32 %1317, %1304
  %1320 = xor i32 %1319, %1300
  %1321 = xor i32 %1314, %1308
  %1322 = xor i32 %1321, %1302
  %1323 = add i32 %1300, -1640531527
  %1324 = add i32 %1302, -1150833019
  %1325 = zext i32 %1320 to i64
  %1326 = mul i64 3528531795, %1325
  %1327 = zext i32 %1322 to i64
  %1328 = mul i64 3449720151, %1327
  %1329 = lshr i64 %1326, 32
  %1330 = trunc i64 %1329 to i32
  %1331 = trunc i64 %1326 to i32
  %1332 = lshr i64 %1328, 32
  %1333 = trunc i64 %1332 to i32
  %1334 = trunc i64 %1328 to i32
  %1335 = xor i32 %1333, %1318
  %1336 = xor i32 %1335, %1323
  %1337 = xor i32 %1330, %1315
  %1338 = xor i32 %1337, %1324
  %1339 = add i32 %1323, -1640531527
  %1340 = add i32 %1324, -1150833019
  %1341 = zext i32 %1336 to i64
  %1342 = mul i64 3528531795, %1341
  %1343 = zext i32 %1338 to i64
  %1344 = mul i64 3449720151, %1343
  %1345 = lshr i64 %1342, 32
  %1346 = trunc i64 %1345 to i32
  %1347 = trunc i64 %1342 to i32
  %1348 = lshr i64 %1344, 32
  %1349 = trunc i64 %1348 to i32
  %1350 = trunc i64 %1344 to i32
  %1351 = xor i32 %1349, %1334
  %1352 = xor i32 %1351, %1339
  %1353 = xor i32 %1346, %1331
  %1354 = xor i32 %1353, %1340
  %1355 = add i32 %1339, -1640531527
  %1356 = add i32 %1340, -1150833019
  %1357 = zext i32 %1352 to i64
  %1358 = mul i64 3528531795, %1357
  %1359 = zext i32 %1354 to i64
  %1360 = mul i64 3449720151, %1359
  %1361 = lshr i64 %1358, 32
  %1362 = trunc i64 %1361 to i32
  %1363 = trunc i64 %1358 to i32
  %1364 = lshr i64 %1360, 32
  %1365 = trunc i64 %1364 to i32
  %1366 = trunc i64 %1360 to i32
  %1367 = xor i32 %1365, %1350
  %1368 = xor i32 %1367, %1355
  %1369 = xor i32 %1362, %1347
  %1370 = xor i32 %1369, %1356
  %1371 = add i32 %1355, -1640531527
  %1372 = add i32 %1356, -1150833019
  %1373 = zext i32 %1368 to i64
  %1374 = mul i64 3528531795, %1373
  %1375 = zext i32 %1370 to i64
  %1376 = mul i64 3449720151, %1375
  %1377 = lshr i64 %1374, 32
  %1378 = trunc i64 %1377 to i32
  %1379 = trunc i64 %1374 to i32
  %1380 = lshr i64 %1376, 32
  %1381 = trunc i64 %1380 to i32
  %1382 = trunc i64 %1376 to i32
  %1383 = xor i32 %1381, %1366
  %1384 = xor i32 %1383, %1371
  %1385 = xor i32 %1378, %1363
  %1386 = xor i32 %1385, %1372
  %1387 = add i32 %1371, -1640531527
  %1388 = add i32 %1372, -1150833019
  %1389 = zext i32 %1384 to i64
  %1390 = mul i64 3528531795, %1389
  %1391 = zext i32 %1386 to i64
  %1392 = mul i64 3449720151, %1391
  %1393 = lshr i64 %1390, 32
  %1394 = trunc i64 %1393 to i32
  %1395 = trunc i64 %1390 to i32
  %1396 = lshr i64 %1392, 32
  %1397 = trunc i64 %1396 to i32
  %1398 = trunc i64 %1392 to i32
  %1399 = xor i32 %1397, %1382
  %1400 = xor i32 %1399, %1387
  %1401 = xor i32 %1394, %1379
  %1402 = xor i32 %1401, %1388
  %1403 = add i32 %1387, -1640531527
  %1404 = add i32 %1388, -1150833019
  %1405 = zext i32 %1400 to i64
  %1406 = mul i64 3528531795, %1405
  %1407 = zext i32 %1402 to i64
  %1408 = mul i64 3449720151, %1407
  %1409 = lshr i64 %1406, 32
  %1410 = trunc i64 %1409 to i32
  %1411 = trunc i64 %1406 to i32
  %1412 = lshr i64 %1408, 32
  %1413 = trunc i64 %1412 to i32
  %1414 = trunc i64 %1408 to i32
  %1415 = xor i32 %1413, %1398
  %1416 = xor i32 %1415, %1403
  %1417 = xor i32 %1410, %1395
  %1418 = xor i32 %1417, %1404
  %1419 = add i32 %1403, -1640531527
  %1420 = add i32 %1404, -1150833019
  %1421 = zext i32 %1416 to i64
  %1422 = mul i64 3528531795, %1421
  %1423 = zext i32 %1418 to i64
  %1424 = mul i64 3449720151, %1423
  %1425 = lshr i64 %1422, 32
  %1426 = trunc i64 %1425 to i32
  %1427 = trunc i64 %1422 to i32
  %1428 = lshr i64 %1424, 32
  %1429 = trunc i64 %1428 to i32
  %1430 = trunc i64 %1424 to i32
  %1431 = xor i32 %1429, %1414
  %1432 = xor i32 %1431, %1419
  %1433 = xor i32 %1426, %1411
  %1434 = xor i32 %1433, %1420
  %1435 = add i32 %1419, -1640531527
  %1436 = add i32 %1420, -1150833019
  %1437 = zext i32 %1432 to i64
  %1438 = mul i64 3528531795, %1437
  %1439 = zext i32 %1434 to i64
  %1440 = mul i64 3449720151, %1439
  %1441 = lshr i64 %1438, 32
  %1442 = trunc i64 %1441 to i32
  %1443 = trunc i64 %1438 to i32
  %1444 = lshr i64 %1440, 32
  %1445 = trunc i64 %1444 to i32
  %1446 = trunc i64 %1440 to i32
  %1447 = xor i32 %1445, %1430
  %1448 = xor i32 %1447, %1435
  %1449 = xor i32 %1442, %1427
  %1450 = xor i32 %1449, %1436
  %1451 = add i32 %1435, -1640531527
  %1452 = add i32 %1436, -1150833019
  %1453 = zext i32 %1448 to i64
  %1454 = mul i64 3528531795, %1453
  %1455 = zext i32 %1450 to i64
  %1456 = mul i64 3449720151, %1455
  %1457 = lshr i64 %1454, 32
  %1458 = trunc i64 %1457 to i32
  %1459 = trunc i64 %1454 to i32
  %1460 = lshr i64 %1456, 32
  %1461 = trunc i64 %1460 to i32
  %1462 = trunc i64 %1456 to i32
  %1463 = xor i32 %1461, %1446
  %1464 = xor i32 %1463, %1451
  %1465 = xor i32 %1458, %1443
  %1466 = xor i32 %1465, %1452
  %1467 = uitofp i32 %1464 to double
  %1468 = fadd double %1467, 5.000000e-01
  %1469 = fmul double %1468, 0x3DF0000000000000
  %1470 = uitofp i32 %1462 to double
  %1471 = fadd double %1470, 5.000000e-01
  %1472 = fmul double %1471, 0x3DF0000000000000
  %1473 = bitcast double %1469 to i64
  %1474 = lshr i64 %1473, 32
  %1475 = add i64 %1474, 614242
  %1476 = lshr i64 %1475, 20
  %1477 = sub i64 %1476, 1023
  %1478 = and i64 %1475, 1048575
  %1479 = add i64 %1478, 1072079006
  %1480 = shl i64 %1479, 32
  %1481 = and i64 %1473, 4294967295
  %1482 = or i64 %1480, %1481
  %1483 = bitcast i64 %1482 to double
  %1484 = fsub double %1483, 1.000000e+00
  %1485 = fmul double 5.000000e-01, %1484
  %1486 = fmul double %1485, %1484
  %1487 = fadd double 2.000000e+00, %1484
  %1488 = fdiv double %1484, %1487
  %1489 = fmul double %1488, %1488
  %1490 = fmul double %1489, %1489
  %1491 = fmul double %1490, 0x3FC39A09D078C69F
  %1492 = fadd double 0x3FCC71C51D8E78AF, %1491
  %1493 = fmul double %1490, %1492
  %1494 = fadd double 0x3FD999999997FA04, %1493
  %1495 = fmul double %1490, %1494
  %1496 = fmul double %1490, 0x3FC2F112DF3E5244
  %1497 = fadd double 0x3FC7466496CB03DE, %1496
  %1498 = fmul double %1490, %1497
  %1499 = fadd double 0x3FD2492494229359, %1498
  %1500 = fmul double %1490, %1499
  %1501 = fadd double 0x3FE5555555555593, %1500
  %1502 = fmul double %1489, %1501
  %1503 = fadd double %1502, %1495
  %1504 = sitofp i64 %1477 to double
  %1505 = fadd double %1486, %1503
  %1506 = fmul double %1488, %1505
  %1507 = fmul double %1504, 0x3DEA39EF35793C76
  %1508 = fadd double %1506, %1507
  %1509 = fsub double %1508, %1486
  %1510 = fadd double %1509, %1484
  %1511 = fmul double %1504, 0x3FE62E42FEE00000
  %1512 = fadd double %1510, %1511
  %1513 = fmul double -2.000000e+00, %1512
  %1514 = call double @llvm.sqrt.f64(double %1513)
  %1515 = fmul double 0x401921FB54442D18, %1472
  %1516 = fmul double %1515, 0x3FE45F306DC9C883
  %1517 = fadd double %1516, 0x4338000000000000
  %1518 = bitcast double %1517 to i64
  %1519 = fsub double %1517, 0x4338000000000000
  %1520 = fmul double %1519, 0x3FF921FB54400000
  %1521 = fsub double %1515, %1520
  %1522 = fmul double %1519, 0x3DD0B4611A626331
  %1523 = fmul double %1519, 0x3DD0B4611A600000
  %1524 = fsub double %1521, %1523
  %1525 = fmul double %1519, 0x3BA3198A2E037073
  %1526 = fsub double %1521, %1524
  %1527 = fsub double %1526, %1523
  %1528 = fsub double %1525, %1527
  %1529 = fsub double %1521, %1522
  %1530 = bitcast double %1515 to i64
  %1531 = lshr i64 %1530, 52
  %1532 = and i64 %1531, 2047
  %1533 = bitcast double %1529 to i64
  %1534 = lshr i64 %1533, 52
  %1535 = and i64 %1534, 2047
  %1536 = add i64 %1535, 16
  %1537 = icmp ult i64 %1536, %1532
  %1538 = select i1 %1537, double %1524, double %1521
  %1539 = select i1 %1537, double %1528, double %1522
  %1540 = fsub double %1538, %1539
  %1541 = fsub double %1538, %1540
  %1542 = fsub double %1541, %1539
  %1543 = fmul double %1540, %1540
  %1544 = fmul double %1543, %1543
  %1545 = fmul double %1543, 0x3EFA01A019CB1590
  %1546 = fadd double 0xBF56C16C16C15177, %1545
  %1547 = fmul double %1543, %1546
  %1548 = fadd double 0x3FA555555555554C, %1547
  %1549 = fmul double %1543, %1548
  %1550 = fmul double %1543, 0xBDA8FAE9BE8838D4
  %1551 = fadd double 0x3E21EE9EBDB4B1C4, %1550
  %1552 = fmul double %1543, %1551
  %1553 = fadd double 0xBE927E4F809C52AD, %1552
  %1554 = fmul double %1544, %1544
  %1555 = fmul double %1554, %1553
  %1556 = fadd double %1549, %1555
  %1557 = fmul double 5.000000e-01, %1543
  %1558 = fsub double 1.000000e+00, %1557
  %1559 = fsub double 1.000000e+00, %1558
  %1560 = fsub double %1559, %1557
  %1561 = fmul double %1543, %1556
  %1562 = fmul double %1540, %1542
  %1563 = fsub double %1561, %1562
  %1564 = fadd double %1560, %1563
  %1565 = fadd double %1558, %1564
  %1566 = fmul double %1540, %1540
  %1567 = fmul double %1566, %1566
  %1568 = fmul double %1566, 0x3EC71DE357B1FE7D
  %1569 = fadd double 0xBF2A01A019C161D5, %1568
  %1570 = fmul double %1566, %1569
  %1571 = fadd double 0x3F8111111110F8A6, %1570
  %1572 = fmul double %1566, 0x3DE5D93A5ACFD57C
  %1573 = fadd double 0xBE5AE5E68A2B9CEB, %1572
  %1574 = fmul double %1566, %1567
  %1575 = fmul double %1574, %1573
  %1576 = fadd double %1571, %1575
  %1577 = fmul double %1566, %1540
  %1578 = fmul double 5.000000e-01, %1542
  %1579 = fmul double %1577, %1576
  %1580 = fsub double %1578, %1579
  %1581 = fmul double %1566, %1580
  %1582 = fsub double %1581, %1542
  %1583 = fmul double %1577, 0xBFC5555555555549
  %1584 = fsub double %1582, %1583
  %1585 = fsub double %1540, %1584
  %1586 = fneg double %1565
  %1587 = fneg double %1585
  %1588 = and i64 %1518, 1
  %1589 = and i64 %1518, 2
  %1590 = icmp eq i64 %1588, 1
  %1591 = icmp eq i64 %1589, 2
  %1592 = select i1 %1591, double %1586, double %1565
  %1593 = select i1 %1591, double %1585, double %1587
  %1594 = select i1 %1590, double %1593, double %1592
  %1595 = fmul double %1514, %1594
  %1596 = fptrunc double %1595 to float
  %1597 = fmul float %1596, %noise_scale31
  %1598 = fadd float %1298, %1597
  store float %1598, ptr %1234, align 4
  br label %slot.done167

slot.done167:                                     ; preds = %slot.then166, %slot.done161
  %feature170 = add i64 %lane, 3072
  %valid171 = icmp ult i64 %feature170, %n_features
  %1599 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid171, label %slot.then172, label %slot.done173

slot.then172:                                     ; preds = %slot.done167
  %1600 = load float, ptr %1599, align 4
  %1601 = fmul float 2.000000e+00, %1600
  %1602 = fmul float 0x3FA99999A0000000, %1601
  %1603 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature170
  %1604 = load float, ptr addrspace(1) %1603, align 4
  %1605 = fmul float -1.000000e+00, %1604
  %1606 = fadd float %1602, %1605
  %1607 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1608 = fdiv float 1.000000e+00, %1607
  %1609 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1610 = fsub float %1600, %1609
  %1611 = fcmp olt float %1610, -1.040000e+02
  %1612 = select i1 %1611, float -1.040000e+02, float %1610
  %1613 = fcmp olt float 8.900000e+01, %1612
  %1614 = select i1 %1613, float 8.900000e+01, float %1612
  %1615 = fmul float %1614, 0x3FF7154760000000
  %1616 = fadd float %1615, 0x4168000000000000
  %1617 = fsub float %1616, 0x4168000000000000
  %1618 = bitcast float %1616 to i32
  %1619 = sub i32 %1618, 1262485504
  %1620 = fmul float %1617, 0x3FE62E4000000000
  %1621 = fsub float %1614, %1620
  %1622 = fmul float %1617, 0x3EB7F7D1C0000000
  %1623 = fsub float %1621, %1622
  %1624 = fmul float %1623, %1623
  %1625 = fmul float %1624, 0x3E66376980000000
  %1626 = fadd float 0xBEBBBD41C0000000, %1625
  %1627 = fmul float %1624, %1626
  %1628 = fadd float 0x3F11566AA0000000, %1627
  %1629 = fmul float %1624, %1628
  %1630 = fadd float 0xBF66C16C20000000, %1629
  %1631 = fmul float %1624, %1630
  %1632 = fadd float 0x3FC5555560000000, %1631
  %1633 = fmul float %1624, %1632
  %1634 = fsub float %1623, %1633
  %1635 = fmul float %1623, %1634
  %1636 = fsub float 2.000000e+00, %1634
  %1637 = fdiv float %1635, %1636
  %1638 = fsub float %1622, %1637
  %1639 = fsub float %1638, %1621
  %1640 = fsub float 1.000000e+00, %1639
  %1641 = add i32 %1619, 256
  %1642 = lshr i32 %1641, 1
  %1643 = sub i32 %1642, 1
  %1644 = add i32 %1619, 255
  %1645 = sub i32 %1644, %1642
  %1646 = shl i32 %1643, 23
  %1647 = shl i32 %1645, 23
  %1648 = bitcast i32 %1646 to float
  %1649 = bitcast i32 %1647 to float
  %1650 = fmul float %1640, %1648
  %1651 = fmul float %1650, %1649
  %1652 = fcmp uno float %1610, %1610
  %1653 = select i1 %1652, float 0x7FF8000000000000, float %1651
  %1654 = fmul float %1608, %1653
  %1655 = fadd float %1606, %1654
  %feature174 = uitofp i64 %feature170 to float
  %1656 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %1657 = fcmp oeq float %feature174, %1656
  %1658 = select i1 %1657, float 1.000000e+00, float 0.000000e+00
  %1659 = fcmp une float %1658, 0.000000e+00
  %1660 = select i1 %1659, float 0x3FB99999A0000000, float 0.000000e+00
  %1661 = fadd float %1655, %1660
  %1662 = fmul float %1661, %eta
  %1663 = fsub float %1600, %1662
  %1664 = mul i64 %row, %n_features
  %element175 = add i64 %1664, %feature170
  %1665 = trunc i64 %key0 to i32
  %1666 = lshr i64 %key0, 32
  %1667 = trunc i64 %1666 to i32
  %1668 = trunc i64 %element175 to i32
  %1669 = trunc i64 %key1_step to i32
  %1670 = lshr i64 %key1_step, 32
  %1671 = trunc i64 %1670 to i32
  %1672 = lshr i64 %element175, 32
  %1673 = trunc i64 %1672 to i32
  %1674 = zext i32 %1668 to i64
  %1675 = mul i64 3528531795, %1674
  %1676 = zext i32 %1671 to i64
  %1677 = mul i64 3449720151, %1676
  %1678 = lshr i64 %1675, 32
  %1679 = trunc i64 %1678 to i32
  %1680 = trunc i64 %1675 to i32
  %1681 = lshr i64 %1677, 32
  %1682 = trunc i64 %1681 to i32
  %1683 = trunc i64 %1677 to i32
  %1684 = xor i32 %1682, %1669
  %1685 = xor i32 %1684, %1665
  %1686 = xor i32 %1679, %1673
  %1687 = xor i32 %1686, %1667
  %1688 = add i32 %1665, -1640531527
  %1689 = add i32 %1667, -1150833019
  %1690 = zext i32 %1685 to i64
  %1691 = mul i64 3528531795, %1690
  %1692 = zext i32 %1687 to i64
  %1693 = mul i64 3449720151, %1692
  %1694 = lshr i64 %1691, 32
  %1695 = trunc i64 %1694 to i32
  %1696 = trunc i64 %1691 to i32
  %1697 = lshr i64 %1693, 32
  %1698 = trunc i64 %1697 to i32
  %1699 = trunc i64 %1693 to i32
  %1700 = xor i32 %1698, %1683
  %1701 = xor i32 %1700, %1688
  %1702 = xor i32 %1695, %1680
  %1703 = xor i32 %1702, %1689
  %1704 = add i32 %1688, -1640531527
  %1705 = add i32 %1689, -1150833019
  %1706 = zext i32 %1701 to i64
  %1707 = mul i64 3528531795, %1706
  %1708 = zext i32 %1703 to i64
  %1709 = mul i64 3449720151, %1708
  %1710 = lshr i64 %1707, 32
  %1711 = trunc i64 %1710 to i32
  %1712 = trunc i64 %1707 to i32
  %1713 = lshr i64 %1709, 32
  %1714 = trunc i64 %1713 to i32
  %1715 = trunc i64 %1709 to i32
  %1716 = xor i32 %1714, %1699
  %1717 = xor i32 %1716, %1704
  %1718 = xor i32 %1711, %1696
  %1719 = xor i32 %1718, %1705
  %1720 = add i32 %1704, -1640531527
  %1721 = add i32 %1705, -1150833019
  %1722 = zext i32 %1717 to i64
  %1723 = mul i64 3528531795, %1722
  %1724 = zext i32 %1719 to i64
  %1725 = mul i64 3449720151, %1724
  %1726 = lshr i64 %1723, 32
  %1727 = trunc i64 %1726 to i32
  %1728 = trunc i64 %1723 to i32
  %1729 = lshr i64 %1725, 32
  %1730 = trunc i64 %1729 to i32
  %1731 = trunc i64 %1725 to i32
  %1732 = xor i32 %1730, %1715
  %1733 = xor i32 %1732, %1720
  %1734 = xor i32 %1727, %1712
  %1735 = xor i32 %1734, %1721
  %1736 = add i32 %1720, -1640531527
  %1737 = add i32 %1721, -1150833019
  %1738 = zext i32 %1733 to i64
  %1739 = mul i64 3528531795, %1738
  %1740 = zext i32 %1735 to i64
  %1741 = mul i64 3449720151, %1740
  %1742 = lshr i64 %1739, 32
  %1743 = trunc i64 %1742 to i32
  %1744 = trunc i64 %1739 to i32
  %1745 = lshr i64 %1741, 32
  %1746 = trunc i64 %1745 to i32
  %1747 = trunc i64 %1741 to i32
  %1748 = xor i32 %1746, %1731
  %1749 = xor i32 %1748, %1736
  %1750 = xor i32 %1743, %1728
  %1751 = xor i32 %1750, %1737
  %1752 = add i32 %1736, -1640531527
  %1753 = add i32 %1737, -1150833019
  %1754 = zext i32 %1749 to i64
  %1755 = mul i64 3528531795, %1754
  %1756 = zext i32 %1751 to i64
  %1757 = mul i64 3449720151, %1756
  %1758 = lshr i64 %1755, 32
  %1759 = trunc i64 %1758 to i32
  %1760 = trunc i64 %1755 to i32
  %1761 = lshr i64 %1757, 32
  %1762 = trunc i64 %1761 to i32
  %1763 = trunc i64 %1757 to i32
  %1764 = xor i32 %1762, %1747
  %1765 = xor i32 %1764, %1752
  %1766 = xor i32 %1759, %1744
  %1767 = xor i32 %1766, %1753
  %1768 = add i32 %1752, -1640531527
  %1769 = add i32 %1753, -1150833019
  %1770 = zext i32 %1765 to i64
  %1771 = mul i64 3528531795, %1770
  %1772 = zext i32 %1767 to i64
  %1773 = mul i64 3449720151, %1772
  %1774 = lshr i64 %1771, 32
  %1775 = trunc i64 %1774 to i32
  %1776 = trunc i64 %1771 to i32
  %1777 = lshr i64 %1773, 32
  %1778 = trunc i64 %1777 to i32
  %1779 = trunc i64 %1773 to i32
  %1780 = xor i32 %1778, %1763
  %1781 = xor i32 %1780, %1768
  %1782 = xor i32 %1775, %1760
  %1783 = xor i32 %1782, %1769
  %1784 = add i32 %1768, -1640531527
  %1785 = add i32 %1769, -1150833019
  %1786 = zext i32 %1781 to i64
  %1787 = mul i64 3528531795, %1786
  %1788 = zext i32 %1783 to i64
  %1789 = mul i64 3449720151, %1788
  %1790 = lshr i64 %1787, 32
  %1791 = trunc i64 %1790 to i32
  %1792 = trunc i64 %1787 to i32
  %1793 = lshr i64 %1789, 32
  %1794 = trunc i64 %1793 to i32
  %1795 = trunc i64 %1789 to i32
  %1796 = xor i32 %1794, %1779
  %1797 = xor i32 %1796, %1784
  %1798 = xor i32 %1791, %1776
  %1799 = xor i32 %1798, %1785
  %1800 = add i32 %1784, -1640531527
  %1801 = add i32 %1785, -1150833019
  %1802 = zext i32 %1797 to i64
  %1803 = mul i64 3528531795, %1802
  %1804 = zext i32 %1799 to i64
  %1805 = mul i64 3449720151, %1804
  %1806 = lshr i64 %1803, 32
  %1807 = trunc i64 %1806 to i32
  %1808 = trunc i64 %1803 to i32
  %1809 = lshr i64 %1805, 32
  %1810 = trunc i64 %1809 to i32
  %1811 = trunc i64 %1805 to i32
  %1812 = xor i32 %1810, %1795
  %1813 = xor i32 %1812, %1800
  %1814 = xor i32 %1807, %1792
  %1815 = xor i32 %1814, %1801
  %1816 = add i32 %1800, -1640531527
  %1817 = add i32 %1801, -1150833019
  %1818 = zext i32 %1813 to i64
  %1819 = mul i64 3528531795, %1818
  %1820 = zext i32 %1815 to i64
  %1821 = mul i64 3449720151, %1820
  %1822 = lshr i64 %1819, 32
  %1823 = trunc i64 %1822 to i32
  %1824 = trunc i64 %1819 to i32
  %1825 = lshr i64 %1821, 32
  %1826 = trunc i64 %1825 to i32
  %1827 = trunc i64 %1821 to i32
  %1828 = xor i32 %1826, %1811
  %1829 = xor i32 %1828, %1816
  %1830 = xor i32 %1823, %1808
  %1831 = xor i32 %1830, %1817
  %1832 = uitofp i32 %1829 to double
  %1833 = fadd double %1832, 5.000000e-01
  %1834 = fmul double %1833, 0x3DF0000000000000
  %1835 = uitofp i32 %1827 to double
  %1836 = fadd double %1835, 5.000000e-01
  %1837 = fmul double %1836, 0x3DF0000000000000
  %1838 = bitcast double %1834 to i64
  %1839 = lshr i64 %1838, 32
  %1840 = add i64 %1839, 614242
  %1841 = lshr i64 %1840, 20
  %1842 = sub i64 %1841, 1023
  %1843 = and i64 %1840, 1048575
  %1844 = add i64 %1843, 1072079006
  %1845 = shl i64 %1844, 32
  %1846 = and i64 %1838, 4294967295
  %1847 = or i64 %1845, %1846
  %1848 = bitcast i64 %1847 to double
  %1849 = fsub double %1848, 1.000000e+00
  %1850 = fmul double 5.000000e-01, %1849
  %1851 = fmul double %1850, %1849
  %1852 = fadd double 2.000000e+00, %1849
  %1853 = fdiv double %1849, %1852
  %1854 = fmul double %1853, %1853
  %1855 = fmul double %1854, %1854
  %1856 = fmul double %1855, 0x3FC39A09D078C69F
  %1857 = fadd double 0x3FCC71C51D8E78AF, %1856
  %1858 = fmul double %1855, %1857
  %1859 = fadd double 0x3FD999999997FA04, %1858
  %1860 = fmul double %1855, %1859
  %1861 = fmul double %1855, 0x3FC2F112DF3E5244
  %1862 = fadd double 0x3FC7466496CB03DE, %1861
  %1863 = fmul double %1855, %1862
  %1864 = fadd double 0x3FD2492494229359, %1863
  %1865 = fmul double %1855, %1864
  %1866 = fadd double 0x3FE5555555555593, %1865
  %1867 = fmul double %1854, %1866
  %1868 = fadd double %1867, %1860
  %1869 = sitofp i64 %1842 to double
  %1870 = fadd double %1851, %1868
  %1871 = fmul double %1853, %1870
  %1872 = fmul double %1869, 0x3DEA39EF35793C76
  %1873 = fadd double %1871, %1872
  %1874 = fsub double %1873, %1851
  %1875 = fadd double %1874, %1849
  %1876 = fmul double %1869, 0x3FE62E42FEE00000
  %1877 = fadd double %1875, %1876
  %1878 = fmul double -2.000000e+00, %1877
  %1879 = call double @llvm.sqrt.f64(double %1878)
  %1880 = fmul double 0x401921FB54442D18, %1837
  %1881 = fmul double %1880, 0x3FE45F306DC9C883
  %1882 = fadd double %1881, 0x4338000000000000
  %1883 = bitcast double %1882 to i64
  %1884 = fsub double %1882, 0x4338000000000000
  %1885 = fmul double %1884, 0x3FF921FB54400000
  %1886 = fsub double %1880, %1885
  %1887 = fmul double %1884, 0x3DD0B4611A626331
  %1888 = fmul double %1884, 0x3DD0B4611A600000
  %1889 = fsub double %1886, %1888
  %1890 = fmul double %1884, 0x3BA3198A2E037073
  %1891 = fsub double %1886, %1889
  %1892 = fsub double %1891, %1888
  %1893 = fsub double %1890, %1892
  %1894 = fsub double %1886, %1887
  %1895 = bitcast double %1880 to i64
  %1896 = lshr i64 %1895, 52
  %1897 = and i64 %1896, 2047
  %1898 = bitcast double %1894 to i64
  %1899 = lshr i64 %1898, 52
  %1900 = and i64 %1899, 2047
  %1901 = add i64 %1900, 16
  %1902 = icmp ult i64 %1901, %1897
  %1903 = select i1 %1902, double %1889, double %1886
  %1904 = select i1 %1902, double %1893, double %1887
  %1905 = fsub double %1903, %1904
  %1906 = fsub double %1903, %1905
  %1907 = fsub double %1906, %1904
  %1908 = fmul double %1905, %1905
  %1909 = fmul double %1908, %1908
  %1910 = fmul double %1908, 0x3EFA01A019CB1590
  %1911 = fadd double 0xBF56C16C16C15177, %1910
  %1912 = fmul double %1908, %1911
  %1913 = fadd double 0x3FA555555555554C, %1912
  %1914 = fmul double %1908, %1913
  %1915 = fmul double %1908, 0xBDA8FAE9BE8838D4
  %1916 = fadd double 0x3E21EE9EBDB4B1C4, %1915
  %1917 = fmul double %1908, %1916
  %1918 = fadd double 0xBE927E4F809C52AD, %1917
  %1919 = fmul double %1909, %1909
  %1920 = fmul double %1919, %1918
  %1921 = fadd double %1914, %1920
  %1922 = fmul double 5.000000e-01, %1908
  %1923 = fsub double 1.000000e+00, %1922
  %1924 = fsub double 1.000000e+00, %1923
  %1925 = fsub double %1924, %1922
  %1926 = fmul double %1908, %1921
  %1927 = fmul double %1905, %1907
  %1928 = fsub double %1926, %1927
  %1929 = fadd double %1925, %1928
  %1930 = fadd double %1923, %1929
  %1931 = fmul double %1905, %1905
  %1932 = fmul double %1931, %1931
  %1933 = fmul double %1931, 0x3EC71DE357B1FE7D
  %1934 = fadd double 0xBF2A01A019C161D5, %1933
  %1935 = fmul double %1931, %1934
  %1936 = fadd double 0x3F8111111110F8A6, %1935
  %1937 = fmul double %1931, 0x3DE5D93A5ACFD57C
  %1938 = fadd double 0xBE5AE5E68A2B9CEB, %1937
  %1939 = fmul double %1931, %1932
  %1940 = fmul double %1939, %1938
  %1941 = fadd double %1936, %1940
  %1942 = fmul double %1931, %1905
  %1943 = fmul double 5.000000e-01, %1907
  %1944 = fmul double %1942, %1941
  %1945 = fsub double %1943, %1944
  %1946 = fmul double %1931, %1945
  %1947 = fsub double %1946, %1907
  %1948 = fmul double %1942, 0xBFC5555555555549
  %1949 = fsub double %1947, %1948
  %1950 = fsub double %1905, %1949
  %1951 = fneg double %1930
  %1952 = fneg double %1950
  %1953 = and i64 %1883, 1
  %1954 = and i64 %1883, 2
  %1955 = icmp eq i64 %1953, 1
  %1956 = icmp eq i64 %1954, 2
  %1957 = select i1 %1956, double %1951, double %1930
  %1958 = select i1 %1956, double %1950, double %1952
  %1959 = select i1 %1955, double %1958, double %1957
  %1960 = fmul double %1879, %1959
  %1961 = fptrunc double %1960 to float
  %1962 = fmul float %1961, %noise_scale31
  %1963 = fadd float %1663, %1962
  store float %1963, ptr %1599, align 4
  br label %slot.done173

slot.done173:                                     ; preds = %slot.then172, %slot.done167
  %feature176 = add i64 %lane, 4096
  %valid177 = icmp ult i64 %feature176, %n_features
  %1964 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid177, label %slot.then178, label %slot.done179

slot.then178:                                     ; preds = %slot.done173
  %1965 = load float, ptr %1964, align 4
  %1966 = fmul float 2.000000e+00, %1965
  %1967 = fmul float 0x3FA99999A0000000, %1966
  %1968 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature176
  %1969 = load float, ptr addrspace(1) %1968, align 4
  %1970 = fmul float -1.000000e+00, %1969
  %1971 = fadd float %1967, %1970
  %1972 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1973 = fdiv float 1.000000e+00, %1972
  %1974 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1975 = fsub float %1965, %1974
  %1976 = fcmp olt float %1975, -1.040000e+02
  %1977 = select i1 %1976, float -1.040000e+02, float %1975
  %1978 = fcmp olt float 8.900000e+01, %1977
  %1979 = select i1 %1978, float 8.900000e+01, float %1977
  %1980 = fmul float %1979, 0x3FF7154760000000
  %1981 = fadd float %1980, 0x4168000000000000
  %1982 = fsub float %1981, 0x4168000000000000
  %1983 = bitcast float %1981 to i32
  %1984 = sub i32 %1983, 1262485504
  %1985 = fmul float %1982, 0x3FE62E4000000000
  %1986 = fsub float %1979, %1985
  %1987 = fmul float %1982, 0x3EB7F7D1C0000000
  %1988 = fsub float %1986, %1987
  %1989 = fmul float %1988, %1988
  %1990 = fmul float %1989, 0x3E66376980000000
  %1991 = fadd float 0xBEBBBD41C0000000, %1990
  %1992 = fmul float %1989, %1991
  %1993 = fadd float 0x3F11566AA0000000, %1992
  %1994 = fmul float %1989, %1993
  %1995 = fadd float 0xBF66C16C20000000, %1994
  %1996 = fmul float %1989, %1995
  %1997 = fadd float 0x3FC5555560000000, %1996
  %1998 = fmul float %1989, %1997
  %1999 = fsub float %1988, %1998
  %2000 = fmul float %1988, %1999
  %2001 = fsub float 2.000000e+00, %1999
  %2002 = fdiv float %2000, %2001
  %2003 = fsub float %1987, %2002
  %2004 = fsub float %2003, %1986
  %2005 = fsub float 1.000000e+00, %2004
  %2006 = add i32 %1984, 256
  %2007 = lshr i32 %2006, 1
  %2008 = sub i32 %2007, 1
  %2009 = add i32 %1984, 255
  %2010 = sub i32 %2009, %2007
  %2011 = shl i32 %2008, 23
  %2012 = shl i32 %2010, 23
  %2013 = bitcast i32 %2011 to float
  %2014 = bitcast i32 %2012 to float
  %2015 = fmul float %2005, %2013
  %2016 = fmul float %2015, %2014
  %2017 = fcmp uno float %1975, %1975
  %2018 = select i1 %2017, float 0x7FF8000000000000, float %2016
  %2019 = fmul float %1973, %2018
  %2020 = fadd float %1971, %2019
  %feature180 = uitofp i64 %feature176 to float
  %2021 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %2022 = fcmp oeq float %feature180, %2021
  %2023 = select i1 %2022, float 1.000000e+00, float 0.000000e+00
  %2024 = fcmp une float %2023, 0.000000e+00
  %2025 = select i1 %2024, float 0x3FB99999A0000000, float 0.000000e+00
  %2026 = fadd float %2020, %2025
  %2027 = fmul float %2026, %eta
  %2028 = fsub float %1965, %2027
  %2029 = mul i64 %row, %n_features
  %element181 = add i64 %2029, %feature176
  %2030 = trunc i64 %key0 to i32
  %2031 = lshr i64 %key0, 32
  %2032 = trunc i64 %2031 to i32
  %2033 = trunc i64 %element181 to i32
  %2034 = trunc i64 %key1_step to i32
  %2035 = lshr i64 %key1_step, 32
  %2036 = trunc i64 %2035 to i32
  %2037 = lshr i64 %element181, 32
  %2038 = trunc i64 %2037 to i32
  %2039 = zext i32 %2033 to i64
  %2040 = mul i64 3528531795, %2039
  %2041 = zext i32 %2036 to i64
  %2042 = mul i64 3449720151, %2041
  %2043 = lshr i64 %2040, 32
  %2044 = trunc i64 %2043 to i32
  %2045 = trunc i64 %2040 to i32
  %2046 = lshr i64 %2042, 32
  %2047 = trunc i64 %2046 to i32
  %2048 = trunc i64 %2042 to i32
  %2049 = xor i32 %2047, %2034
  %2050 = xor i32 %2049, %2030
  %2051 = xor i32 %2044, %2038
  %2052 = xor i32 %2051, %2032
  %2053 = add i32 %2030, -1640531527
  %2054 = add i32 %2032, -1150833019
  %2055 = zext i32 %2050 to i64
  %2056 = mul i64 3528531795, %2055
  %2057 = zext i32 %2052 to i64
  %2058 = mul i64 3449720151, %2057
  %2059 = lshr i64 %2056, 32
  %2060 = trunc i64 %2059 to i32
  %2061 = trunc i64 %2056 to i32
  %2062 = lshr i64 %2058, 32
  %2063 = trunc i64 %2062 to i32
  %2064 = trunc i64 %2058 to i32
  %2065 = xor i32 %2063, %2048
  %2066 = xor i32 %2065, %2053
  %2067 = xor i32 %2060, %2045
  %2068 = xor i32 %2067, %2054
  %2069 = add i32 %2053, -1640531527
  %2070 = add i32 %2054, -1150833019
  %2071 = zext i32 %2066 to i64
  %2072 = mul i64 3528531795, %2071
  %2073 = zext i32 %2068 to i64
  %2074 = mul i64 3449720151, %2073
  %2075 = lshr i64 %2072, 32
  %2076 = trunc i64 %2075 to i32
  %2077 = trunc i64 %2072 to i32
  %2078 = lshr i64 %2074, 32
  %2079 = trunc i64 %2078 to i32
  %2080 = trunc i64 %2074 to i32
  %2081 = xor i32 %2079, %2064
  %2082 = xor i32 %2081, %2069
  %2083 = xor i32 %2076, %2061
  %2084 = xor i32 %2083, %2070
  %2085 = add i32 %2069, -1640531527
  %2086 = add i32 %2070, -1150833019
  %2087 = zext i32 %2082 to i64
  %2088 = mul i64 3528531795, %2087
  %2089 = zext i32 %2084 to i64
  %2090 = mul i64 3449720151, %2089
  %2091 = lshr i64 %2088, 32
  %2092 = trunc i64 %2091 to i32
  %2093 = trunc i64 %2088 to i32
  %2094 = lshr i64 %2090, 32
  %2095 = trunc i64 %2094 to i32
  %2096 = trunc i64 %2090 to i32
  %2097 = xor i32 %2095, %2080
  %2098 = xor i32 %2097, %2085
  %2099 = xor i32 %2092, %2077
  %2100 = xor i32 %2099, %2086
  %2101 = add i32 %2085, -1640531527
  %2102 = add i32 %2086, -1150833019
  %2103 = zext i32 %2098 to i64
  %2104 = mul i64 3528531795, %2103
  %2105 = zext i32 %2100 to i64
  %2106 = mul i64 3449720151, %2105
  %2107 = lshr i64 %2104, 32
  %2108 = trunc i64 %2107 to i32
  %2109 = trunc i64 %2104 to i32
  %2110 = lshr i64 %2106, 32
  %2111 = trunc i64 %2110 to i32
  %2112 = trunc i64 %2106 to i32
  %2113 = xor i32 %2111, %2096
  %2114 = xor i32 %2113, %2101
  %2115 = xor i32 %2108, %2093
  %2116 = xor i32 %2115, %2102
  %2117 = add i32 %2101, -1640531527
  %2118 = add i32 %2102, -1150833019
  %2119 = zext i32 %2114 to i64
  %2120 = mul i64 3528531795, %2119
  %2121 = zext i32 %2116 to i64
  %2122 = mul i64 3449720151, %2121
  %2123 = lshr i64 %2120, 32
  %2124 = trunc i64 %2123 to i32
  %2125 = trunc i64 %2120 to i32
  %2126 = lshr i64 %2122, 32
  %2127 = trunc i64 %2126 to i32
  %2128 = trunc i64 %2122 to i32
  %2129 = xor i32 %2127, %2112
  %2130 = xor i32 %2129, %2117
  %2131 = xor i32 %2124, %2109
  %2132 = xor i32 %2131, %2118
  %2133 = add i32 %2117, -1640531527
  %2134 = add i32 %2118, -1150833019
  %2135 = zext i32 %2130 to i64
  %2136 = mul i64 3528531795, %2135
  %2137 = zext i32 %2132 to i64
  %2138 = mul i64 3449720151, %2137
  %2139 = lshr i64 %2136, 32
  %2140 = trunc i64 %2139 to i32
  %2141 = trunc i64 %2136 to i32
  %2142 = lshr i64 %2138, 32
  %2143 = trunc i64 %2142 to i32
  %2144 = trunc i64 %2138 to i32
  %2145 = xor i32 %2143, %2128
  %2146 = xor i32 %2145, %2133
  %2147 = xor i32 %2140, %2125
  %2148 = xor i32 %2147, %2134
  %2149 = add i32 %2133, -1640531527
  %2150 = add i32 %2134, -1150833019
  %2151 = zext i32 %2146 to i64
  %2152 = mul i64 3528531795, %2151
  %2153 = zext i32 %2148 to i64
  %2154 = mul i64 3449720151, %2153
  %2155 = lshr i64 %2152, 32
  %2156 = trunc i64 %2155 to i32
  %2157 = trunc i64 %2152 to i32
  %2158 = lshr i64 %2154, 32
  %2159 = trunc i64 %2158 to i32
  %2160 = trunc i64 %2154 to i32
  %2161 = xor i32 %2159, %2144
  %2162 = xor i32 %2161, %2149
  %2163 = xor i32 %2156, %2141
  %2164 = xor i32 %2163, %2150
  %2165 = add i32 %2149, -1640531527
  %2166 = add i32 %2150, -1150833019
  %2167 = zext i32 %2162 to i64
  %2168 = mul i64 3528531795, %2167
  %2169 = zext i32 %2164 to i64
  %2170 = mul i64 3449720151, %2169
  %2171 = lshr i64 %2168, 32
  %2172 = trunc i64 %2171 to i32
  %2173 = trunc i64 %2168 to i32
  %2174 = lshr i64 %2170, 32
  %2175 = trunc i64 %2174 to i32
  %2176 = trunc i64 %2170 to i32
  %2177 = xor i32 %2175, %2160
  %2178 = xor i32 %2177, %2165
  %2179 = xor i32 %2172, %2157
  %2180 = xor i32 %2179, %2166
  %2181 = add i32 %2165, -1640531527
  %2182 = add i32 %2166, -1150833019
  %2183 = zext i32 %2178 to i64
  %2184 = mul i64 3528531795, %2183
  %2185 = zext i32 %2180 to i64
  %2186 = mul i64 3449720151, %2185
  %2187 = lshr i64 %2184, 32
  %2188 = trunc i64 %2187 to i32
  %2189 = trunc i64 %2184 to i32
  %2190 = lshr i64 %2186, 32
  %2191 = trunc i64 %2190 to i32
  %2192 = trunc i64 %2186 to i32
  %2193 = xor i32 %2191, %2176
  %2194 = xor i32 %2193, %2181
  %2195 = xor i32 %2188, %2173
  %2196 = xor i32 %2195, %2182
  %2197 = uitofp i32 %2194 to double
  %2198 = fadd double %2197, 5.000000e-01
  %2199 = fmul double %2198, 0x3DF0000000000000
  %2200 = uitofp i32 %2192 to double
  %2201 = fadd double %2200, 5.000000e-01
  %2202 = fmul double %2201, 0x3DF0000000000000
  %2203 = bitcast double %2199 to i64
  %2204 = lshr i64 %2203, 32
  %2205 = add i64 %2204, 614242
  %2206 = lshr i64 %2205, 20
  %2207 = sub i64 %2206, 1023
  %2208 = and i64 %2205, 1048575
  %2209 = add i64 %2208, 1072079006
  %2210 = shl i64 %2209, 32
  %2211 = and i64 %2203, 4294967295
  %2212 = or i64 %2210, %2211
  %2213 = bitcast i64 %2212 to double
  %2214 = fsub double %2213, 1.000000e+00
  %2215 = fmul double 5.000000e-01, %2214
  %2216 = fmul double %2215, %2214
  %2217 = fadd double 2.000000e+00, %2214
  %2218 = fdiv double %2214, %2217
  %2219 = fmul double %2218, %2218
  %2220 = fmul double %2219, %2219
  %2221 = fmul double %2220, 0x3FC39A09D078C69F
  %2222 = fadd double 0x3FCC71C51D8E78AF, %2221
  %2223 = fmul double %2220, %2222
  %2224 = fadd double 0x3FD999999997FA04, %2223
  %2225 = fmul double %2220, %2224
  %2226 = fmul double %2220, 0x3FC2F112DF3E5244
  %2227 = fadd double 0x3FC7466496CB03DE, %2226
  %2228 = fmul double %2220, %2227
  %2229 = fadd double 0x3FD2492494229359, %2228
  %2230 = fmul double %2220, %2229
  %2231 = fadd double 0x3FE5555555555593, %2230
  %2232 = fmul double %2219, %2231
  %2233 = fadd double %2232, %2225
  %2234 = sitofp i64 %2207 to double
  %2235 = fadd double %2216, %2233
  %2236 = fmul double %2218, %2235
  %2237 = fmul double %2234, 0x3DEA39EF35793C76
  %2238 = fadd double %2236, %2237
  %2239 = fsub double %2238, %2216
  %2240 = fadd double %2239, %2214
  %2241 = fmul double %2234, 0x3FE62E42FEE00000
  %2242 = fadd double %2240, %2241
  %2243 = fmul double -2.000000e+00, %2242
  %2244 = call double @llvm.sqrt.f64(double %2243)
  %2245 = fmul double 0x401921FB54442D18, %2202
  %2246 = fmul double %2245, 0x3FE45F306DC9C883
  %2247 = fadd double %2246, 0x4338000000000000
  %2248 = bitcast double %2247 to i64
  %2249 = fsub double %2247, 0x4338000000000000
  %2250 = fmul double %2249, 0x3FF921FB54400000
  %2251 = fsub double %2245, %2250
  %2252 = fmul double %2249, 0x3DD0B4611A626331
  %2253 = fmul double %2249, 0x3DD0B4611A600000
  %2254 = fsub double %2251, %2253
  %2255 = fmul double %2249, 0x3BA3198A2E037073
  %2256 = fsub double %2251, %2254
  %2257 = fsub double %2256, %2253
  %2258 = fsub double %2255, %2257
  %2259 = fsub double %2251, %2252
  %2260 = bitcast double %2245 to i64
  %2261 = lshr i64 %2260, 52
  %2262 = and i64 %2261, 2047
  %2263 = bitcast double %2259 to i64
  %2264 = lshr i64 %2263, 52
  %2265 = and i64 %2264, 2047
  %2266 = add i64 %2265, 16
  %2267 = icmp ult i64 %2266, %2262
  %2268 = select i1 %2267, double %2254, double %2251
  %2269 = select i1 %2267, double %2258, double %2252
  %2270 = fsub double %2268, %2269
  %2271 = fsub double %2268, %2270
  %2272 = fsub double %2271, %2269
  %2273 = fmul double %2270, %2270
  %2274 = fmul double %2273, %2273
  %2275 = fmul double %2273, 0x3EFA01A019CB1590
  %2276 = fadd double 0xBF56C16C16C15177, %2275
  %2277 = fmul double %2273, %2276
  %2278 = fadd double 0x3FA555555555554C, %2277
  %2279 = fmul double %2273, %2278
  %2280 = fmul double %2273, 0xBDA8FAE9BE8838D4
  %2281 = fadd double 0x3E21EE9EBDB4B1C4, %2280
  %2282 = fmul double %2273, %2281
  %2283 = fadd double 0xBE927E4F809C52AD, %2282
  %2284 = fmul double %2274, %2274
  %2285 = fmul double %2284, %2283
  %2286 = fadd double %2279, %2285
  %2287 = fmul double 5.000000e-01, %2273
  %2288 = fsub double 1.000000e+00, %2287
  %2289 = fsub double 1.000000e+00, %2288
  %2290 = fsub double %2289, %2287
  %2291 = fmul double %2273, %2286
  %2292 = fmul double %2270, %2272
  %2293 = fsub double %2291, %2292
  %2294 = fadd double %2290, %2293
  %2295 = fadd double %2288, %2294
  %2296 = fmul double %2270, %2270
  %2297 = fmul double %2296, %2296
  %2298 = fmul double %2296, 0x3EC71DE357B1FE7D
  %2299 = fadd double 0xBF2A01A019C161D5, %2298
  %2300 = fmul double %2296, %2299
  %2301 = fadd double 0x3F8111111110F8A6, %2300
  %2302 = fmul double %2296, 0x3DE5D93A5ACFD57C
  %2303 = fadd double 0xBE5AE5E68A2B9CEB, %2302
  %2304 = fmul double %2296, %2297
  %2305 = fmul double %2304, %2303
  %2306 = fadd double %2301, %2305
  %2307 = fmul double %2296, %2270
  %2308 = fmul double 5.000000e-01, %2272
  %2309 = fmul double %2307, %2306
  %2310 = fsub double %2308, %2309
  %2311 = fmul double %2296, %2310
  %2312 = fsub double %2311, %2272
  %2313 = fmul double %2307, 0xBFC5555555555549
  %2314 = fsub double %2312, %2313
  %2315 = fsub double %2270, %2314
  %2316 = fneg double %2295
  %2317 = fneg double %2315
  %2318 = and i64 %2248, 1
  %2319 = and i64 %2248, 2
  %2320 = icmp eq i64 %2318, 1
  %2321 = icmp eq i64 %2319, 2
  %2322 = select i1 %2321, double %2316, double %2295
  %2323 = select i1 %2321, double %2315, double %2317
  %2324 = select i1 %2320, double %2323, double %2322
  %2325 = fmul double %2244, %2324
  %2326 = fptrunc double %2325 to float
  %2327 = fmul float %2326, %noise_scale31
  %2328 = fadd float %2028, %2327
  store float %2328, ptr %1964, align 4
  br label %slot.done179

slot.done179:                                     ; preds = %slot.then178, %slot.done173
  %feature182 = add i64 %lane, 5120
  %valid183 = icmp ult i64 %feature182, %n_features
  %2329 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid183, label %slot.then184, label %slot.done185

slot.then184:                                     ; preds = %slot.done179
  %2330 = load float, ptr %2329, align 4
  %2331 = fmul float 2.000000e+00, %2330
  %2332 = fmul float 0x3FA99999A0000000, %2331
  %2333 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature182
  %2334 = load float, ptr addrspace(1) %2333, align 4
  %2335 = fmul float -1.000000e+00, %2334
  %2336 = fadd float %2332, %2335
  %2337 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %2338 = fdiv float 1.000000e+00, %2337
  %2339 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2340 = fsub float %2330, %2339
  %2341 = fcmp olt float %2340, -1.040000e+02
  %2342 = select i1 %2341, float -1.040000e+02, float %2340
  %2343 = fcmp olt float 8.900000e+01, %2342
  %2344 = select i1 %2343, float 8.900000e+01, float %2342
  %2345 = fmul float %2344, 0x3FF7154760000000
  %2346 = fadd float %2345, 0x4168000000000000
  %2347 = fsub float %2346, 0x4168000000000000
  %2348 = bitcast float %2346 to i32
  %2349 = sub i32 %2348, 1262485504
  %2350 = fmul float %2347, 0x3FE62E4000000000
  %2351 = fsub float %2344, %2350
  %2352 = fmul float %2347, 0x3EB7F7D1C0000000
  %2353 = fsub float %2351, %2352
  %2354 = fmul float %2353, %2353
  %2355 = fmul float %2354, 0x3E66376980000000
  %2356 = fadd float 0xBEBBBD41C0000000, %2355
  %2357 = fmul float %2354, %2356
  %2358 = fadd float 0x3F11566AA0000000, %2357
  %2359 = fmul float %2354, %2358
  %2360 = fadd float 0xBF66C16C20000000, %2359
  %2361 = fmul float %2354, %2360
  %2362 = fadd float 0x3FC5555560000000, %2361
  %2363 = fmul float %2354, %2362
  %2364 = fsub float %2353, %2363
  %2365 = fmul float %2353, %2364
  %2366 = fsub float 2.000000e+00, %2364
  %2367 = fdiv float %2365, %2366
  %2368 = fsub float %2352, %2367
  %2369 = fsub float %2368, %2351
  %2370 = fsub float 1.000000e+00, %2369
  %2371 = add i32 %2349, 256
  %2372 = lshr i32 %2371, 1
  %2373 = sub i32 %2372, 1
  %2374 = add i32 %2349, 255
  %2375 = sub i32 %2374, %2372
  %2376 = shl i32 %2373, 23
  %2377 = shl i32 %2375, 23
  %2378 = bitcast i32 %2376 to float
  %2379 = bitcast i32 %2377 to float
  %2380 = fmul float %2370, %2378
  %2381 = fmul float %2380, %2379
  %2382 = fcmp uno float %2340, %2340
  %2383 = select i1 %2382, float 0x7FF8000000000000, float %2381
  %2384 = fmul float %2338, %2383
  %2385 = fadd float %2336, %2384
  %feature186 = uitofp i64 %feature182 to float
  %2386 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %2387 = fcmp oeq float %feature186, %2386
  %2388 = select i1 %2387, float 1.000000e+00, float 0.000000e+00
  %2389 = fcmp une float %2388, 0.000000e+00
  %2390 = select i1 %2389, float 0x3FB99999A0000000, float 0.000000e+00
  %2391 = fadd float %2385, %2390
  %2392 = fmul float %2391, %eta
  %2393 = fsub float %2330, %2392
  %2394 = mul i64 %row, %n_features
  %element187 = add i64 %2394, %feature182
  %2395 = trunc i64 %key0 to i32
  %2396 = lshr i64 %key0, 32
  %2397 = trunc i64 %2396 to i32
  %2398 = trunc i64 %element187 to i32
  %2399 = trunc i64 %key1_step to i32
  %2400 = lshr i64 %key1_step, 32
  %2401 = trunc i64 %2400 to i32
  %2402 = lshr i64 %element187, 32
  %2403 = trunc i64 %2402 to i32
  %2404 = zext i32 %2398 to i64
  %2405 = mul i64 3528531795, %2404
  %2406 = zext i32 %2401 to i64
  %2407 = mul i64 3449720151, %2406
  %2408 = lshr i64 %2405, 32
  %2409 = trunc i64 %2408 to i32
  %2410 = trunc i64 %2405 to i32
  %2411 = lshr i64 %2407, 32
  %2412 = trunc i64 %2411 to i32
  %2413 = trunc i64 %2407 to i32
  %2414 = xor i32 %2412, %2399
  %2415 = xor i32 %2414, %2395
  %2416 = xor i32 %2409, %2403
  %2417 = xor i32 %2416, %2397
  %2418 = add i32 %2395, -1640531527
  %2419 = add i32 %2397, -1150833019
  %2420 = zext i32 %2415 to i64
  %2421 = mul i64 3528531795, %2420
  %2422 = zext i32 %2417 to i64
  %2423 = mul i64 3449720151, %2422
  %2424 = lshr i64 %2421, 32
  %2425 = trunc i64 %2424 to i32
  %2426 = trunc i64 %2421 to i32
  %2427 = lshr i64 %2423, 32
  %2428 = trunc i64 %2427 to i32
  %2429 = trunc i64 %2423 to i32
  %2430 = xor i32 %2428, %2413
  %2431 = xor i32 %2430, %2418
  %2432 = xor i32 %2425, %2410
  %2433 = xor i32 %2432, %2419
  %2434 = add i32 %2418, -1640531527
  %2435 = add i32 %2419, -1150833019
  %2436 = zext i32 %2431 to i64
  %2437 = mul i64 3528531795, %2436
  %2438 = zext i32 %2433 to i64
  %2439 = mul i64 3449720151, %2438
  %2440 = lshr i64 %2437, 32
  %2441 = trunc i64 %2440 to i32
  %2442 = trunc i64 %2437 to i32
  %2443 = lshr i64 %2439, 32
  %2444 = trunc i64 %2443 to i32
  %2445 = trunc i64 %2439 to i32
  %2446 = xor i32 %2444, %2429
  %2447 = xor i32 %2446, %2434
  %2448 = xor i32 %2441, %2426
  %2449 = xor i32 %2448, %2435
  %2450 = add i32 %2434, -1640531527
  %2451 = add i32 %2435, -1150833019
  %2452 = zext i32 %2447 to i64
  %2453 = mul i64 3528531795, %2452
  %2454 = zext i32 %2449 to i64
  %2455 = mul i64 3449720151, %2454
  %2456 = lshr i64 %2453, 32
  %2457 = trunc i64 %2456 to i32
  %2458 = trunc i64 %2453 to i32
  %2459 = lshr i64 %2455, 32
  %2460 = trunc i64 %2459 to i32
  %2461 = trunc i64 %2455 to i32
  %2462 = xor i32 %2460, %2445
  %2463 = xor i32 %2462, %2450
  %2464 = xor i32 %2457, %2442
  %2465 = xor i32 %2464, %2451
  %2466 = add i32 %2450, -1640531527
  %2467 = add i32 %2451, -1150833019
  %2468 = zext i32 %2463 to i64
  %2469 = mul i64 3528531795, %2468
  %2470 = zext i32 %2465 to i64
  %2471 = mul i64 3449720151, %2470
  %2472 = lshr i64 %2469, 32
  %2473 = trunc i64 %2472 to i32
  %2474 = trunc i64 %2469 to i32
  %2475 = lshr i64 %2471, 32
  %2476 = trunc i64 %2475 to i32
  %2477 = trunc i64 %2471 to i32
  %2478 = xor i32 %2476, %2461
  %2479 = xor i32 %2478, %2466
  %2480 = xor i32 %2473, %2458
  %2481 = xor i32 %2480, %2467
  %2482 = add i32 %2466, -1640531527
  %2483 = add i32 %2467, -1150833019
  %2484 = zext i32 %2479 to i64
  %2485 = mul i64 3528531795, %2484
  %2486 = zext i32 %2481 to i64
  %2487 = mul i64 3449720151, %2486
  %2488 = lshr i64 %2485, 32
  %2489 = trunc i64 %2488 to i32
  %2490 = trunc i64 %2485 to i32
  %2491 = lshr i64 %2487, 32
  %2492 = trunc i64 %2491 to i32
  %2493 = trunc i64 %2487 to i32
  %2494 = xor i32 %2492, %2477
  %2495 = xor i32 %2494, %2482
  %2496 = xor i32 %2489, %2474
  %2497 = xor i32 %2496, %2483
  %2498 = add i32 %2482, -1640531527
  %2499 = add i32 %2483, -1150833019
  %2500 = zext i32 %2495 to i64
  %2501 = mul i64 3528531795, %2500
  %2502 = zext i32 %2497 to i64
  %2503 = mul i64 3449720151, %2502
  %2504 = lshr i64 %2501, 32
  %2505 = trunc i64 %2504 to i32
  %2506 = trunc i64 %2501 to i32
  %2507 = lshr i64 %2503, 32
  %2508 = trunc i64 %2507 to i32
  %2509 = trunc i64 %2503 to i32
  %2510 = xor i32 %2508, %2493
  %2511 = xor i32 %2510, %2498
  %2512 = xor i32 %2505, %2490
  %2513 = xor i32 %2512, %2499
  %2514 = add i32 %2498, -1640531527
  %2515 = add i32 %2499, -1150833019
  %2516 = zext i32 %2511 to i64
  %2517 = mul i64 3528531795, %2516
  %2518 = zext i32 %2513 to i64
  %2519 = mul i64 3449720151, %2518
  %2520 = lshr i64 %2517, 32
  %2521 = trunc i64 %2520 to i32
  %2522 = trunc i64 %2517 to i32
  %2523 = lshr i64 %2519, 32
  %2524 = trunc i64 %2523 to i32
  %2525 = trunc i64 %2519 to i32
  %2526 = xor i32 %2524, %2509
  %2527 = xor i32 %2526, %2514
  %2528 = xor i32 %2521, %2506
  %2529 = xor i32 %2528, %2515
  %2530 = add i32 %2514, -1640531527
  %2531 = add i32 %2515, -1150833019
  %2532 = zext i32 %2527 to i64
  %2533 = mul i64 3528531795, %2532
  %2534 = zext i32 %2529 to i64
  %2535 = mul i64 3449720151, %2534
  %2536 = lshr i64 %2533, 32
  %2537 = trunc i64 %2536 to i32
  %2538 = trunc i64 %2533 to i32
  %2539 = lshr i64 %2535, 32
  %2540 = trunc i64 %2539 to i32
  %2541 = trunc i64 %2535 to i32
  %2542 = xor i32 %2540, %2525
  %2543 = xor i32 %2542, %2530
  %2544 = xor i32 %2537, %2522
  %2545 = xor i32 %2544, %2531
  %2546 = add i32 %2530, -1640531527
  %2547 = add i32 %2531, -1150833019
  %2548 = zext i32 %2543 to i64
  %2549 = mul i64 3528531795, %2548
  %2550 = zext i32 %2545 to i64
  %2551 = mul i64 3449720151, %2550
  %2552 = lshr i64 %2549, 32
  %2553 = trunc i64 %2552 to i32
  %2554 = trunc i64 %2549 to i32
  %2555 = lshr i64 %2551, 32
  %2556 = trunc i64 %2555 to i32
  %2557 = trunc i64 %2551 to i32
  %2558 = xor i32 %2556, %2541
  %2559 = xor i32 %2558, %2546
  %2560 = xor i32 %2553, %2538
  %2561 = xor i32 %2560, %2547
  %2562 = uitofp i32 %2559 to double
  %2563 = fadd double %2562, 5.000000e-01
  %2564 = fmul double %2563, 0x3DF0000000000000
  %2565 = uitofp i32 %2557 to double
  %2566 = fadd double %2565, 5.000000e-01
  %2567 = fmul double %2566, 0x3DF0000000000000
  %2568 = bitcast double %2564 to i64
  %2569 = lshr i64 %2568, 32
  %2570 = add i64 %2569, 614242
  %2571 = lshr i64 %2570, 20
  %2572 = sub i64 %2571, 1023
  %2573 = and i64 %2570, 1048575
  %2574 = add i64 %2573, 1072079006
  %2575 = shl i64 %2574, 32
  %2576 = and i64 %2568, 4294967295
  %2577 = or i64 %2575, %2576
  %2578 = bitcast i64 %2577 to double
  %2579 = fsub double %2578, 1.000000e+00
  %2580 = fmul double 5.000000e-01, %2579
  %2581 = fmul double %2580, %2579
  %2582 = fadd double 2.000000e+00, %2579
  %2583 = fdiv double %2579, %2582
  %2584 = fmul double %2583, %2583
  %2585 = fmul double %2584, %2584
  %2586 = fmul double %2585, 0x3FC39A09D078C69F
  %2587 = fadd double 0x3FCC71C51D8E78AF, %2586
  %2588 = fmul double %2585, %2587
  %2589 = fadd double 0x3FD999999997FA04, %2588
  %2590 = fmul double %2585, %2589
  %2591 = fmul double %2585, 0x3FC2F112DF3E5244
  %2592 = fadd double 0x3FC7466496CB03DE, %2591
  %2593 = fmul double %2585, %2592
  %2594 = fadd double 0x3FD2492494229359, %2593
  %2595 = fmul double %2585, %2594
  %2596 = fadd double 0x3FE5555555555593, %2595
  %2597 = fmul double %2584, %2596
  %2598 = fadd double %2597, %2590
  %2599 = sitofp i64 %2572 to double
  %2600 = fadd double %2581, %2598
  %2601 = fmul double %2583, %2600
  %2602 = fmul double %2599, 0x3DEA39EF35793C76
  %2603 = fadd double %2601, %2602
  %2604 = fsub double %2603, %2581
  %2605 = fadd double %2604, %2579
  %2606 = fmul double %2599, 0x3FE62E42FEE00000
  %2607 = fadd double %2605, %2606
  %2608 = fmul double -2.000000e+00, %2607
  %2609 = call double @llvm.sqrt.f64(double %2608)
  %2610 = fmul double 0x401921FB54442D18, %2567
  %2611 = fmul double %2610, 0x3FE45F306DC9C883
  %2612 = fadd double %2611, 0x4338000000000000
  %2613 = bitcast double %2612 to i64
  %2614 = fsub double %2612, 0x4338000000000000
  %2615 = fmul double %2614, 0x3FF921FB54400000
  %2616 = fsub double %2610, %2615
  %2617 = fmul double %2614, 0x3DD0B4611A626331
  %2618 = fmul double %2614, 0x3DD0B4611A600000
  %2619 = fsub double %2616, %2618
  %2620 = fmul double %2614, 0x3BA3198A2E037073
  %2621 = fsub double %2616, %2619
  %2622 = fsub double %2621, %2618
  %2623 = fsub double %2620, %2622
  %2624 = fsub double %2616, %2617
  %2625 = bitcast double %2610 to i64
  %2626 = lshr i64 %2625, 52
  %2627 = and i64 %2626, 2047
  %2628 = bitcast double %2624 to i64
  %2629 = lshr i64 %2628, 52
  %2630 = and i64 %2629, 2047
  %2631 = add i64 %2630, 16
  %2632 = icmp ult i64 %2631, %2627
  %2633 = select i1 %2632, double %2619, double %2616
  %2634 = select i1 %2632, double %2623, double %2617
  %2635 = fsub double %2633, %2634
  %2636 = fsub double %2633, %2635
  %2637 = fsub double %2636, %2634
  %2638 = fmul double %2635, %2635
  %2639 = fmul double %2638, %2638
  %2640 = fmul double %2638, 0x3EFA01A019CB1590
  %2641 = fadd double 0xBF56C16C16C15177, %2640
  %2642 = fmul double %2638, %2641
  %2643 = fadd double 0x3FA555555555554C, %2642
  %2644 = fmul double %2638, %2643
  %2645 = fmul double %2638, 0xBDA8FAE9BE8838D4
  %2646 = fadd double 0x3E21EE9EBDB4B1C4, %2645
  %2647 = fmul double %2638, %2646
  %2648 = fadd double 0xBE927E4F809C52AD, %2647
  %2649 = fmul double %2639, %2639
  %2650 = fmul double %2649, %2648
  %2651 = fadd double %2644, %2650
  %2652 = fmul double 5.000000e-01, %2638
  %2653 = fsub double 1.000000e+00, %2652
  %2654 = fsub double 1.000000e+00, %2653
  %2655 = fsub double %2654, %2652
  %2656 = fmul double %2638, %2651
  %2657 = fmul double %2635, %2637
  %2658 = fsub double %2656, %2657
  %2659 = fadd double %2655, %2658
  %2660 = fadd double %2653, %2659
  %2661 = fmul double %2635, %2635
  %2662 = fmul double %2661, %2661
  %2663 = fmul double %2661, 0x3EC71DE357B1FE7D
  %2664 = fadd double 0xBF2A01A019C161D5, %2663
  %2665 = fmul double %2661, %2664
  %2666 = fadd double 0x3F8111111110F8A6, %2665
  %2667 = fmul double %2661, 0x3DE5D93A5ACFD57C
  %2668 = fadd double 0xBE5AE5E68A2B9CEB, %2667
  %2669 = fmul double %2661, %2662
  %2670 = fmul double %2669, %2668
  %2671 = fadd double %2666, %2670
  %2672 = fmul double %2661, %2635
  %2673 = fmul double 5.000000e-01, %2637
  %2674 = fmul double %2672, %2671
  %2675 = fsub double %2673, %2674
  %2676 = fmul double %2661, %2675
  %2677 = fsub double %2676, %2637
  %2678 = fmul double %2672, 0xBFC5555555555549
  %2679 = fsub double %2677, %2678
  %2680 = fsub double %2635, %2679
  %2681 = fneg double %2660
  %2682 = fneg double %2680
  %2683 = and i64 %2613, 1
  %2684 = and i64 %2613, 2
  %2685 = icmp eq i64 %2683, 1
  %2686 = icmp eq i64 %2684, 2
  %2687 = select i1 %2686, double %2681, double %2660
  %2688 = select i1 %2686, double %2680, double %2682
  %2689 = select i1 %2685, double %2688, double %2687
  %2690 = fmul double %2609, %2689
  %2691 = fptrunc double %2690 to float
  %2692 = fmul float %2691, %noise_scale31
  %2693 = fadd float %2393, %2692
  store float %2693, ptr %2329, align 4
  br label %slot.done185

slot.done185:                                     ; preds = %slot.then184, %slot.done179
  %feature188 = add i64 %lane, 6144
  %valid189 = icmp ult i64 %feature188, %n_features
  %2694 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid189, label %slot.then190, label %slot.done191

slot.then190:                                     ; preds = %slot.done185
  %2695 = load float, ptr %2694, align 4
  %2696 = fmul float 2.000000e+00, %2695
  %2697 = fmul float 0x3FA99999A0000000, %2696
  %2698 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature188
  %2699 = load float, ptr addrspace(1) %2698, align 4
  %2700 = fmul float -1.000000e+00, %2699
  %2701 = fadd float %2697, %2700
  %2702 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %2703 = fdiv float 1.000000e+00, %2702
  %2704 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2705 = fsub float %2695, %2704
  %2706 = fcmp olt float %2705, -1.040000e+02
  %2707 = select i1 %2706, float -1.040000e+02, float %2705
  %2708 = fcmp olt float 8.900000e+01, %2707
  %2709 = select i1 %2708, float 8.900000e+01, float %2707
  %2710 = fmul float %2709, 0x3FF7154760000000
  %2711 = fadd float %2710, 0x4168000000000000
  %2712 = fsub float %2711, 0x4168000000000000
  %2713 = bitcast float %2711 to i32
  %2714 = sub i32 %2713, 1262485504
  %2715 = fmul float %2712, 0x3FE62E4000000000
  %2716 = fsub float %2709, %2715
  %2717 = fmul float %2712, 0x3EB7F7D1C0000000
  %2718 = fsub float %2716, %2717
  %2719 = fmul float %2718, %2718
  %2720 = fmul float %2719, 0x3E66376980000000
  %2721 = fadd float 0xBEBBBD41C0000000, %2720
  %2722 = fmul float %2719, %2721
  %2723 = fadd float 0x3F11566AA0000000, %2722
  %2724 = fmul float %2719, %2723
  %2725 = fadd float 0xBF66C16C20000000, %2724
  %2726 = fmul float %2719, %2725
  %2727 = fadd float 0x3FC5555560000000, %2726
  %2728 = fmul float %2719, %2727
  %2729 = fsub float %2718, %2728
  %2730 = fmul float %2718, %2729
  %2731 = fsub float 2.000000e+00, %2729
  %2732 = fdiv float %2730, %2731
  %2733 = fsub float %2717, %2732
  %2734 = fsub float %2733, %2716
  %2735 = fsub float 1.000000e+00, %2734
  %2736 = add i32 %2714, 256
  %2737 = lshr i32 %2736, 1
  %2738 = sub i32 %2737, 1
  %2739 = add i32 %2714, 255
  %2740 = sub i32 %2739, %2737
  %2741 = shl i32 %2738, 23
  %2742 = shl i32 %2740, 23
  %2743 = bitcast i32 %2741 to float
  %2744 = bitcast i32 %2742 to float
  %2745 = fmul float %2735, %2743
  %2746 = fmul float %2745, %2744
  %2747 = fcmp uno float %2705, %2705
  %2748 = select i1 %2747, float 0x7FF8000000000000, float %2746
  %2749 = fmul float %2703, %2748
  %2750 = fadd float %2701, %2749
  %feature192 = uitofp i64 %feature188 to float
  %2751 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %2752 = fcmp oeq float %feature192, %2751
  %2753 = select i1 %2752, float 1.000000e+00, float 0.000000e+00
  %2754 = fcmp une float %2753, 0.000000e+00
  %2755 = select i1 %2754, float 0x3FB99999A0000000, float 0.000000e+00
  %2756 = fadd float %2750, %2755
  %2757 = fmul float %2756, %eta
  %2758 = fsub float %2695, %2757
  %2759 = mul i64 %row, %n_features
  %element193 = add i64 %2759, %feature188
  %2760 = trunc i64 %key0 to i32
  %2761 = lshr i64 %key0, 32
  %2762 = trunc i64 %2761 to i32
  %2763 = trunc i64 %element193 to i32
  %2764 = trunc i64 %key1_step to i32
  %2765 = lshr i64 %key1_step, 32
  %2766 = trunc i64 %2765 to i32
  %2767 = lshr i64 %element193, 32
  %2768 = trunc i64 %2767 to i32
  %2769 = zext i32 %2763 to i64
  %2770 = mul i64 3528531795, %2769
  %2771 = zext i32 %2766 to i64
  %2772 = mul i64 3449720151, %2771
  %2773 = lshr i64 %2770, 32
  %2774 = trunc i64 %2773 to i32
  %2775 = trunc i64 %2770 to i32
  %2776 = lshr i64 %2772, 32
  %2777 = trunc i64 %2776 to i32
  %2778 = trunc i64 %2772 to i32
  %2779 = xor i32 %2777, %2764
  %2780 = xor i32 %2779, %2760
  %2781 = xor i32 %2774, %2768
  %2782 = xor i32 %2781, %2762
  %2783 = add i32 %2760, -1640531527
  %2784 = add i32 %2762, -1150833019
  %2785 = zext i32 %2780 to i64
  %2786 = mul i64 3528531795, %2785
  %2787 = zext i32 %2782 to i64
  %2788 = mul i64 3449720151, %2787
  %2789 = lshr i64 %2786, 32
  %2790 = trunc i64 %2789 to i32
  %2791 = trunc i64 %2786 to i32
  %2792 = lshr i64 %2788, 32
  %2793 = trunc i64 %2792 to i32
  %2794 = trunc i64 %2788 to i32
  %2795 = xor i32 %2793, %2778
  %2796 = xor i32 %2795, %2783
  %2797 = xor i32 %2790, %2775
  %2798 = xor i32 %2797, %2784
  %2799 = add i32 %2783, -1640531527
  %2800 = add i32 %2784, -1150833019
  %2801 = zext i32 %2796 to i64
  %2802 = mul i64 3528531795, %2801
  %2803 = zext i32 %2798 to i64
  %2804 = mul i64 3449720151, %2803
  %2805 = lshr i64 %2802, 32
  %2806 = trunc i64 %2805 to i32
  %2807 = trunc i64 %2802 to i32
  %2808 = lshr i64 %2804, 32
  %2809 = trunc i64 %2808 to i32
  %2810 = trunc i64 %2804 to i32
  %2811 = xor i32 %2809, %2794
  %2812 = xor i32 %2811, %2799
  %2813 = xor i32 %2806, %2791
  %2814 = xor i32 %2813, %2800
  %2815 = add i32 %2799, -1640531527
  %2816 = add i32 %2800, -1150833019
  %2817 = zext i32 %2812 to i64
  %2818 = mul i64 3528531795, %2817
  %2819 = zext i32 %2814 to i64
  %2820 = mul i64 3449720151, %2819
  %2821 = lshr i64 %2818, 32
  %2822 = trunc i64 %2821 to i32
  %2823 = trunc i64 %2818 to i32
  %2824 = lshr i64 %2820, 32
  %2825 = trunc i64 %2824 to i32
  %2826 = trunc i64 %2820 to i32
  %2827 = xor i32 %2825, %2810
  %2828 = xor i32 %2827, %2815
  %2829 = xor i32 %2822, %2807
  %2830 = xor i32 %2829, %2816
  %2831 = add i32 %2815, -1640531527
  %2832 = add i32 %2816, -1150833019
  %2833 = zext i32 %2828 to i64
  %2834 = mul i64 3528531795, %2833
  %2835 = zext i32 %2830 to i64
  %2836 = mul i64 3449720151, %2835
  %2837 = lshr i64 %2834, 32
  %2838 = trunc i64 %2837 to i32
  %2839 = trunc i64 %2834 to i32
  %2840 = lshr i64 %2836, 32
  %2841 = trunc i64 %2840 to i32
  %2842 = trunc i64 %2836 to i32
  %2843 = xor i32 %2841, %2826
  %2844 = xor i32 %2843, %2831
  %2845 = xor i32 %2838, %2823
  %2846 = xor i32 %2845, %2832
  %2847 = add i32 %2831, -1640531527
  %2848 = add i32 %2832, -1150833019
  %2849 = zext i32 %2844 to i64
  %2850 = mul i64 3528531795, %2849
  %2851 = zext i32 %2846 to i64
  %2852 = mul i64 3449720151, %2851
  %2853 = lshr i64 %2850, 32
  %2854 = trunc i64 %2853 to i32
  %2855 = trunc i64 %2850 to i32
  %2856 = lshr i64 %2852, 32
  %2857 = trunc i64 %2856 to i32
  %2858 = trunc i64 %2852 to i32
  %2859 = xor i32 %2857, %2842
  %2860 = xor i32 %2859, %2847
  %2861 = xor i32 %2854, %2839
  %2862 = xor i32 %2861, %2848
  %2863 = add i32 %2847, -1640531527
  %2864 = add i32 %2848, -1150833019
  %2865 = zext i32 %2860 to i64
  %2866 = mul i64 3528531795, %2865
  %2867 = zext i32 %2862 to i64
  %2868 = mul i64 3449720151, %2867
  %2869 = lshr i64 %2866, 32
  %2870 = trunc i64 %2869 to i32
  %2871 = trunc i64 %2866 to i32
  %2872 = lshr i64 %2868, 32
  %2873 = trunc i64 %2872 to i32
  %2874 = trunc i64 %2868 to i32
  %2875 = xor i32 %2873, %2858
  %2876 = xor i32 %2875, %2863
  %2877 = xor i32 %2870, %2855
  %2878 = xor i32 %2877, %2864
  %2879 = add i32 %2863, -1640531527
  %2880 = add i32 %2864, -1150833019
  %2881 = zext i32 %2876 to i64
  %2882 = mul i64 3528531795, %2881
  %2883 = zext i32 %2878 to i64
  %2884 = mul i64 3449720151, %2883
  %2885 = lshr i64 %2882, 32
  %2886 = trunc i64 %2885 to i32
  %2887 = trunc i64 %2882 to i32
  %2888 = lshr i64 %2884, 32
  %2889 = trunc i64 %2888 to i32
  %2890 = trunc i64 %2884 to i32
  %2891 = xor i32 %2889, %2874
  %2892 = xor i32 %2891, %2879
  %2893 = xor i32 %2886, %2871
  %2894 = xor i32 %2893, %2880
  %2895 = add i32 %2879, -1640531527
  %2896 = add i32 %2880, -1150833019
  %2897 = zext i32 %2892 to i64
  %2898 = mul i64 3528531795, %2897
  %2899 = zext i32 %2894 to i64
  %2900 = mul i64 3449720151, %2899
  %2901 = lshr i64 %2898, 32
  %2902 = trunc i64 %2901 to i32
  %2903 = trunc i64 %2898 to i32
  %2904 = lshr i64 %2900, 32
  %2905 = trunc i64 %2904 to i32
  %2906 = trunc i64 %2900 to i32
  %2907 = xor i32 %2905, %2890
  %2908 = xor i32 %2907, %2895
  %2909 = xor i32 %2902, %2887
  %2910 = xor i32 %2909, %2896
  %2911 = add i32 %2895, -1640531527
  %2912 = add i32 %2896, -1150833019
  %2913 = zext i32 %2908 to i64
  %2914 = mul i64 3528531795, %2913
  %2915 = zext i32 %2910 to i64
  %2916 = mul i64 3449720151, %2915
  %2917 = lshr i64 %2914, 32
  %2918 = trunc i64 %2917 to i32
  %2919 = trunc i64 %2914 to i32
  %2920 = lshr i64 %2916, 32
  %2921 = trunc i64 %2920 to i32
  %2922 = trunc i64 %2916 to i32
  %2923 = xor i32 %2921, %2906
  %2924 = xor i32 %2923, %2911
  %2925 = xor i32 %2918, %2903
  %2926 = xor i32 %2925, %2912
  %2927 = uitofp i32 %2924 to double
  %2928 = fadd double %2927, 5.000000e-01
  %2929 = fmul double %2928, 0x3DF0000000000000
  %2930 = uitofp i32 %2922 to double
  %2931 = fadd double %2930, 5.000000e-01
  %2932 = fmul double %2931, 0x3DF0000000000000
  %2933 = bitcast double %2929 to i64
  %2934 = lshr i64 %2933, 32
  %2935 = add i64 %2934, 614242
  %2936 = lshr i64 %2935, 20
  %2937 = sub i64 %2936, 1023
  %2938 = and i64 %2935, 1048575
  %2939 = add i64 %2938, 1072079006
  %2940 = shl i64 %2939, 32
  %2941 = and i64 %2933, 4294967295
  %2942 = or i64 %2940, %2941
  %2943 = bitcast i64 %2942 to double
  %2944 = fsub double %2943, 1.000000e+00
  %2945 = fmul double 5.000000e-01, %2944
  %2946 = fmul double %2945, %2944
  %2947 = fadd double 2.000000e+00, %2944
  %2948 = fdiv double %2944, %2947
  %2949 = fmul double %2948, %2948
  %2950 = fmul double %2949, %2949
  %2951 = fmul double %2950, 0x3FC39A09D078C69F
  %2952 = fadd double 0x3FCC71C51D8E78AF, %2951
  %2953 = fmul double %2950, %2952
  %2954 = fadd double 0x3FD999999997FA04, %2953
  %2955 = fmul double %2950, %2954
  %2956 = fmul double %2950, 0x3FC2F112DF3E5244
  %2957 = fadd double 0x3FC7466496CB03DE, %2956
  %2958 = fmul double %2950, %2957
  %2959 = fadd double 0x3FD2492494229359, %2958
  %2960 = fmul double %2950, %2959
  %2961 = fadd double 0x3FE5555555555593, %2960
  %2962 = fmul double %2949, %2961
  %2963 = fadd double %2962, %2955
  %2964 = sitofp i64 %2937 to double
  %2965 = fadd double %2946, %2963
  %2966 = fmul double %2948, %2965
  %2967 = fmul double %2964, 0x3DEA39EF35793C76
  %2968 = fadd double %2966, %2967
  %2969 = fsub double %2968, %2946
  %2970 = fadd double %2969, %2944
  %2971 = fmul double %2964, 0x3FE62E42FEE00000
  %2972 = fadd double %2970, %2971
  %2973 = fmul double -2.000000e+00, %2972
  %2974 = call double @llvm.sqrt.f64(double %2973)
  %2975 = fmul double 0x401921FB54442D18, %2932
  %2976 = fmul double %2975, 0x3FE45F306DC9C883
  %2977 = fadd double %2976, 0x4338000000000000
  %2978 = bitcast double %2977 to i64
  %2979 = fsub double %2977, 0x4338000000000000
  %2980 = fmul double %2979, 0x3FF921FB54400000
  %2981 = fsub double %2975, %2980
  %2982 = fmul double %2979, 0x3DD0B4611A626331
  %2983 = fmul double %2979, 0x3DD0B4611A600000
  %2984 = fsub double %2981, %2983
  %2985 = fmul double %2979, 0x3BA3198A2E037073
  %2986 = fsub double %2981, %2984
  %2987 = fsub double %2986, %2983
  %2988 = fsub double %2985, %2987
  %2989 = fsub double %2981, %2982
  %2990 = bitcast double %2975 to i64
  %2991 = lshr i64 %2990, 52
  %2992 = and i64 %2991, 2047
  %2993 = bitcast double %2989 to i64
  %2994 = lshr i64 %2993, 52
  %2995 = and i64 %2994, 2047
  %2996 = add i64 %2995, 16
  %2997 = icmp ult i64 %2996, %2992
  %2998 = select i1 %2997, double %2984, double %2981
  %2999 = select i1 %2997, double %2988, double %2982
  %3000 = fsub double %2998, %2999
  %3001 = fsub double %2998, %3000
  %3002 = fsub double %3001, %2999
  %3003 = fmul double %3000, %3000
  %3004 = fmul double %3003, %3003
  %3005 = fmul double %3003, 0x3EFA01A019CB1590
  %3006 = fadd double 0xBF56C16C16C15177, %3005
  %3007 = fmul double %3003, %3006
  %3008 = fadd double 0x3FA555555555554C, %3007
  %3009 = fmul double %3003, %3008
  %3010 = fmul double %3003, 0xBDA8FAE9BE8838D4
  %3011 = fadd double 0x3E21EE9EBDB4B1C4, %3010
  %3012 = fmul double %3003, %3011
  %3013 = fadd double 0xBE927E4F809C52AD, %3012
  %3014 = fmul double %3004, %3004
  %3015 = fmul double %3014, %3013
  %3016 = fadd double %3009, %3015
  %3017 = fmul double 5.000000e-01, %3003
  %3018 = fsub double 1.000000e+00, %3017
  %3019 = fsub double 1.000000e+00, %3018
  %3020 = fsub double %3019, %3017
  %3021 = fmul double %3003, %3016
  %3022 = fmul double %3000, %3002
  %3023 = fsub double %3021, %3022
  %3024 = fadd double %3020, %3023
  %3025 = fadd double %3018, %3024
  %3026 = fmul double %3000, %3000
  %3027 = fmul double %3026, %3026
  %3028 = fmul double %3026, 0x3EC71DE357B1FE7D
  %3029 = fadd double 0xBF2A01A019C161D5, %3028
  %3030 = fmul double %3026, %3029
  %3031 = fadd double 0x3F8111111110F8A6, %3030
  %3032 = fmul double %3026, 0x3DE5D93A5ACFD57C
  %3033 = fadd double 0xBE5AE5E68A2B9CEB, %3032
  %3034 = fmul double %3026, %3027
  %3035 = fmul double %3034, %3033
  %3036 = fadd double %3031, %3035
  %3037 = fmul double %3026, %3000
  %3038 = fmul double 5.000000e-01, %3002
  %3039 = fmul double %3037, %3036
  %3040 = fsub double %3038, %3039
  %3041 = fmul double %3026, %3040
  %3042 = fsub double %3041, %3002
  %3043 = fmul double %3037, 0xBFC5555555555549
  %3044 = fsub double %3042, %3043
  %3045 = fsub double %3000, %3044
  %3046 = fneg double %3025
  %3047 = fneg double %3045
  %3048 = and i64 %2978, 1
  %3049 = and i64 %2978, 2
  %3050 = icmp eq i64 %3048, 1
  %3051 = icmp eq i64 %3049, 2
  %3052 = select i1 %3051, double %3046, double %3025
  %3053 = select i1 %3051, double %3045, double %3047
  %3054 = select i1 %3050, double %3053, double %3052
  %3055 = fmul double %2974, %3054
  %3056 = fptrunc double %3055 to float
  %3057 = fmul float %3056, %noise_scale31
  %3058 = fadd float %2758, %3057
  store float %3058, ptr %2694, align 4
  br label %slot.done191

slot.done191:                                     ; preds = %slot.then190, %slot.done185
  %feature194 = add i64 %lane, 7168
  %valid195 = icmp ult i64 %feature194, %n_features
  %3059 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid195, label %slot.then196, label %slot.done197

slot.then196:                                     ; preds = %slot.done191
  %3060 = load float, ptr %3059, align 4
  %3061 = fmul float 2.000000e+00, %3060
  %3062 = fmul float 0x3FA99999A0000000, %3061
  %3063 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature194
  %3064 = load float, ptr addrspace(1) %3063, align 4
  %3065 = fmul float -1.000000e+00, %3064
  %3066 = fadd float %3062, %3065
  %3067 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3068 = fdiv float 1.000000e+00, %3067
  %3069 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3070 = fsub float %3060, %3069
  %3071 = fcmp olt float %3070, -1.040000e+02
  %3072 = select i1 %3071, float -1.040000e+02, float %3070
  %3073 = fcmp olt float 8.900000e+01, %3072
  %3074 = select i1 %3073, float 8.900000e+01, float %3072
  %3075 = fmul float %3074, 0x3FF7154760000000
  %3076 = fadd float %3075, 0x4168000000000000
  %3077 = fsub float %3076, 0x4168000000000000
  %3078 = bitcast float %3076 to i32
  %3079 = sub i32 %3078, 1262485504
  %3080 = fmul float %3077, 0x3FE62E4000000000
  %3081 = fsub float %3074, %3080
  %3082 = fmul float %3077, 0x3EB7F7D1C0000000
  %3083 = fsub float %3081, %3082
  %3084 = fmul float %3083, %3083
  %3085 = fmul float %3084, 0x3E66376980000000
  %3086 = fadd float 0xBEBBBD41C0000000, %3085
  %3087 = fmul float %3084, %3086
  %3088 = fadd float 0x3F11566AA0000000, %3087
  %3089 = fmul float %3084, %3088
  %3090 = fadd float 0xBF66C16C20000000, %3089
  %3091 = fmul float %3084, %3090
  %3092 = fadd float 0x3FC5555560000000, %3091
  %3093 = fmul float %3084, %3092
  %3094 = fsub float %3083, %3093
  %3095 = fmul float %3083, %3094
  %3096 = fsub float 2.000000e+00, %3094
  %3097 = fdiv float %3095, %3096
  %3098 = fsub float %3082, %3097
  %3099 = fsub float %3098, %3081
  %3100 = fsub float 1.000000e+00, %3099
  %3101 = add i32 %3079, 256
  %3102 = lshr i32 %3101, 1
  %3103 = sub i32 %3102, 1
  %3104 = add i32 %3079, 255
  %3105 = sub i32 %3104, %3102
  %3106 = shl i32 %3103, 23
  %3107 = shl i32 %3105, 23
  %3108 = bitcast i32 %3106 to float
  %3109 = bitcast i32 %3107 to float
  %3110 = fmul float %3100, %3108
  %3111 = fmul float %3110, %3109
  %3112 = fcmp uno float %3070, %3070
  %3113 = select i1 %3112, float 0x7FF8000000000000, float %3111
  %3114 = fmul float %3068, %3113
  %3115 = fadd float %3066, %3114
  %feature198 = uitofp i64 %feature194 to float
  %3116 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3117 = fcmp oeq float %feature198, %3116
  %3118 = select i1 %3117, float 1.000000e+00, float 0.000000e+00
  %3119 = fcmp une float %3118, 0.000000e+00
  %3120 = select i1 %3119, float 0x3FB99999A0000000, float 0.000000e+00
  %3121 = fadd float %3115, %3120
  %3122 = fmul float %3121, %eta
  %3123 = fsub float %3060, %3122
  %3124 = mul i64 %row, %n_features
  %element199 = add i64 %3124, %feature194
  %3125 = trunc i64 %key0 to i32
  %3126 = lshr i64 %key0, 32
  %3127 = trunc i64 %3126 to i32
  %3128 = trunc i64 %element199 to i32
  %3129 = trunc i64 %key1_step to i32
  %3130 = lshr i64 %key1_step, 32
  %3131 = trunc i64 %3130 to i32
  %3132 = lshr i64 %element199, 32
  %3133 = trunc i64 %3132 to i32
  %3134 = zext i32 %3128 to i64
  %3135 = mul i64 3528531795, %3134
  %3136 = zext i32 %3131 to i64
  %3137 = mul i64 3449720151, %3136
  %3138 = lshr i64 %3135, 32
  %3139 = trunc i64 %3138 to i32
  %3140 = trunc i64 %3135 to i32
  %3141 = lshr i64 %3137, 32
  %3142 = trunc i64 %3141 to i32
  %3143 = trunc i64 %3137 to i32
  %3144 = xor i32 %3142, %3129
  %3145 = xor i32 %3144, %3125
  %3146 = xor i32 %3139, %3133
  %3147 = xor i32 %3146, %3127
  %3148 = add i32 %3125, -1640531527
  %3149 = add i32 %3127, -1150833019
  %3150 = zext i32 %3145 to i64
  %3151 = mul i64 3528531795, %3150
  %3152 = zext i32 %3147 to i64
  %3153 = mul i64 3449720151, %3152
  %3154 = lshr i64 %3151, 32
  %3155 = trunc i64 %3154 to i32
  %3156 = trunc i64 %3151 to i32
  %3157 = lshr i64 %3153, 32
  %3158 = trunc i64 %3157 to i32
  %3159 = trunc i64 %3153 to i32
  %3160 = xor i32 %3158, %3143
  %3161 = xor i32 %3160, %3148
  %3162 = xor i32 %3155, %3140
  %3163 = xor i32 %3162, %3149
  %3164 = add i32 %3148, -1640531527
  %3165 = add i32 %3149, -1150833019
  %3166 = zext i32 %3161 to i64
  %3167 = mul i64 3528531795, %3166
  %3168 = zext i32 %3163 to i64
  %3169 = mul i64 3449720151, %3168
  %3170 = lshr i64 %3167, 32
  %3171 = trunc i64 %3170 to i32
  %3172 = trunc i64 %3167 to i32
  %3173 = lshr i64 %3169, 32
  %3174 = trunc i64 %3173 to i32
  %3175 = trunc i64 %3169 to i32
  %3176 = xor i32 %3174, %3159
  %3177 = xor i32 %3176, %3164
  %3178 = xor i32 %3171, %3156
  %3179 = xor i32 %3178, %3165
  %3180 = add i32 %3164, -1640531527
  %3181 = add i32 %3165, -1150833019
  %3182 = zext i32 %3177 to i64
  %3183 = mul i64 3528531795, %3182
  %3184 = zext i32 %3179 to i64
  %3185 = mul i64 3449720151, %3184
  %3186 = lshr i64 %3183, 32
  %3187 = trunc i64 %3186 to i32
  %3188 = trunc i64 %3183 to i32
  %3189 = lshr i64 %3185, 32
  %3190 = trunc i64 %3189 to i32
  %3191 = trunc i64 %3185 to i32
  %3192 = xor i32 %3190, %3175
  %3193 = xor i32 %3192, %3180
  %3194 = xor i32 %3187, %3172
  %3195 = xor i32 %3194, %3181
  %3196 = add i32 %3180, -1640531527
  %3197 = add i32 %3181, -1150833019
  %3198 = zext i32 %3193 to i64
  %3199 = mul i64 3528531795, %3198
  %3200 = zext i32 %3195 to i64
  %3201 = mul i64 3449720151, %3200
  %3202 = lshr i64 %3199, 32
  %3203 = trunc i64 %3202 to i32
  %3204 = trunc i64 %3199 to i32
  %3205 = lshr i64 %3201, 32
  %3206 = trunc i64 %3205 to i32
  %3207 = trunc i64 %3201 to i32
  %3208 = xor i32 %3206, %3191
  %3209 = xor i32 %3208, %3196
  %3210 = xor i32 %3203, %3188
  %3211 = xor i32 %3210, %3197
  %3212 = add i32 %3196, -1640531527
  %3213 = add i32 %3197, -1150833019
  %3214 = zext i32 %3209 to i64
  %3215 = mul i64 3528531795, %3214
  %3216 = zext i32 %3211 to i64
  %3217 = mul i64 3449720151, %3216
  %3218 = lshr i64 %3215, 32
  %3219 = trunc i64 %3218 to i32
  %3220 = trunc i64 %3215 to i32
  %3221 = lshr i64 %3217, 32
  %3222 = trunc i64 %3221 to i32
  %3223 = trunc i64 %3217 to i32
  %3224 = xor i32 %3222, %3207
  %3225 = xor i32 %3224, %3212
  %3226 = xor i32 %3219, %3204
  %3227 = xor i32 %3226, %3213
  %3228 = add i32 %3212, -1640531527
  %3229 = add i32 %3213, -1150833019
  %3230 = zext i32 %3225 to i64
  %3231 = mul i64 3528531795, %3230
  %3232 = zext i32 %3227 to i64
  %3233 = mul i64 3449720151, %3232
  %3234 = lshr i64 %3231, 32
  %3235 = trunc i64 %3234 to i32
  %3236 = trunc i64 %3231 to i32
  %3237 = lshr i64 %3233, 32
  %3238 = trunc i64 %3237 to i32
  %3239 = trunc i64 %3233 to i32
  %3240 = xor i32 %3238, %3223
  %3241 = xor i32 %3240, %3228
  %3242 = xor i32 %3235, %3220
  %3243 = xor i32 %3242, %3229
  %3244 = add i32 %3228, -1640531527
  %3245 = add i32 %3229, -1150833019
  %3246 = zext i32 %3241 to i64
  %3247 = mul i64 3528531795, %3246
  %3248 = zext i32 %3243 to i64
  %3249 = mul i64 3449720151, %3248
  %3250 = lshr i64 %3247, 32
  %3251 = trunc i64 %3250 to i32
  %3252 = trunc i64 %3247 to i32
  %3253 = lshr i64 %3249, 32
  %3254 = trunc i64 %3253 to i32
  %3255 = trunc i64 %3249 to i32
  %3256 = xor i32 %3254, %3239
  %3257 = xor i32 %3256, %3244
  %3258 = xor i32 %3251, %3236
  %3259 = xor i32 %3258, %3245
  %3260 = add i32 %3244, -1640531527
  %3261 = add i32 %3245, -1150833019
  %3262 = zext i32 %3257 to i64
  %3263 = mul i64 3528531795, %3262
  %3264 = zext i32 %3259 to i64
  %3265 = mul i64 3449720151, %3264
  %3266 = lshr i64 %3263, 32
  %3267 = trunc i64 %3266 to i32
  %3268 = trunc i64 %3263 to i32
  %3269 = lshr i64 %3265, 32
  %3270 = trunc i64 %3269 to i32
  %3271 = trunc i64 %3265 to i32
  %3272 = xor i32 %3270, %3255
  %3273 = xor i32 %3272, %3260
  %3274 = xor i32 %3267, %3252
  %3275 = xor i32 %3274, %3261
  %3276 = add i32 %3260, -1640531527
  %3277 = add i32 %3261, -1150833019
  %3278 = zext i32 %3273 to i64
  %3279 = mul i64 3528531795, %3278
  %3280 = zext i32 %3275 to i64
  %3281 = mul i64 3449720151, %3280
  %3282 = lshr i64 %3279, 32
  %3283 = trunc i64 %3282 to i32
  %3284 = trunc i64 %3279 to i32
  %3285 = lshr i64 %3281, 32
  %3286 = trunc i64 %3285 to i32
  %3287 = trunc i64 %3281 to i32
  %3288 = xor i32 %3286, %3271
  %3289 = xor i32 %3288, %3276
  %3290 = xor i32 %3283, %3268
  %3291 = xor i32 %3290, %3277
  %3292 = uitofp i32 %3289 to double
  %3293 = fadd double %3292, 5.000000e-01
  %3294 = fmul double %3293, 0x3DF0000000000000
  %3295 = uitofp i32 %3287 to double
  %3296 = fadd double %3295, 5.000000e-01
  %3297 = fmul double %3296, 0x3DF0000000000000
  %3298 = bitcast double %3294 to i64
  %3299 = lshr i64 %3298, 32
  %3300 = add i64 %3299, 614242
  %3301 = lshr i64 %3300, 20
  %3302 = sub i64 %3301, 1023
  %3303 = and i64 %3300, 1048575
  %3304 = add i64 %3303, 1072079006
  %3305 = shl i64 %3304, 32
  %3306 = and i64 %3298, 4294967295
  %3307 = or i64 %3305, %3306
  %3308 = bitcast i64 %3307 to double
  %3309 = fsub double %3308, 1.000000e+00
  %3310 = fmul double 5.000000e-01, %3309
  %3311 = fmul double %3310, %3309
  %3312 = fadd double 2.000000e+00, %3309
  %3313 = fdiv double %3309, %3312
  %3314 = fmul double %3313, %3313
  %3315 = fmul double %3314, %3314
  %3316 = fmul double %3315, 0x3FC39A09D078C69F
  %3317 = fadd double 0x3FCC71C51D8E78AF, %3316
  %3318 = fmul double %3315, %3317
  %3319 = fadd double 0x3FD999999997FA04, %3318
  %3320 = fmul double %3315, %3319
  %3321 = fmul double %3315, 0x3FC2F112DF3E5244
  %3322 = fadd double 0x3FC7466496CB03DE, %3321
  %3323 = fmul double %3315, %3322
  %3324 = fadd double 0x3FD2492494229359, %3323
  %3325 = fmul double %3315, %3324
  %3326 = fadd double 0x3FE5555555555593, %3325
  %3327 = fmul double %3314, %3326
  %3328 = fadd double %3327, %3320
  %3329 = sitofp i64 %3302 to double
  %3330 = fadd double %3311, %3328
  %3331 = fmul double %3313, %3330
  %3332 = fmul double %3329, 0x3DEA39EF35793C76
  %3333 = fadd double %3331, %3332
  %3334 = fsub double %3333, %3311
  %3335 = fadd double %3334, %3309
  %3336 = fmul double %3329, 0x3FE62E42FEE00000
  %3337 = fadd double %3335, %3336
  %3338 = fmul double -2.000000e+00, %3337
  %3339 = call double @llvm.sqrt.f64(double %3338)
  %3340 = fmul double 0x401921FB54442D18, %3297
  %3341 = fmul double %3340, 0x3FE45F306DC9C883
  %3342 = fadd double %3341, 0x4338000000000000
  %3343 = bitcast double %3342 to i64
  %3344 = fsub double %3342, 0x4338000000000000
  %3345 = fmul double %3344, 0x3FF921FB54400000
  %3346 = fsub double %3340, %3345
  %3347 = fmul double %3344, 0x3DD0B4611A626331
  %3348 = fmul double %3344, 0x3DD0B4611A600000
  %3349 = fsub double %3346, %3348
  %3350 = fmul double %3344, 0x3BA3198A2E037073
  %3351 = fsub double %3346, %3349
  %3352 = fsub double %3351, %3348
  %3353 = fsub double %3350, %3352
  %3354 = fsub double %3346, %3347
  %3355 = bitcast double %3340 to i64
  %3356 = lshr i64 %3355, 52
  %3357 = and i64 %3356, 2047
  %3358 = bitcast double %3354 to i64
  %3359 = lshr i64 %3358, 52
  %3360 = and i64 %3359, 2047
  %3361 = add i64 %3360, 16
  %3362 = icmp ult i64 %3361, %3357
  %3363 = select i1 %3362, double %3349, double %3346
  %3364 = select i1 %3362, double %3353, double %3347
  %3365 = fsub double %3363, %3364
  %3366 = fsub double %3363, %3365
  %3367 = fsub double %3366, %3364
  %3368 = fmul double %3365, %3365
  %3369 = fmul double %3368, %3368
  %3370 = fmul double %3368, 0x3EFA01A019CB1590
  %3371 = fadd double 0xBF56C16C16C15177, %3370
  %3372 = fmul double %3368, %3371
  %3373 = fadd double 0x3FA555555555554C, %3372
  %3374 = fmul double %3368, %3373
  %3375 = fmul double %3368, 0xBDA8FAE9BE8838D4
  %3376 = fadd double 0x3E21EE9EBDB4B1C4, %3375
  %3377 = fmul double %3368, %3376
  %3378 = fadd double 0xBE927E4F809C52AD, %3377
  %3379 = fmul double %3369, %3369
  %3380 = fmul double %3379, %3378
  %3381 = fadd double %3374, %3380
  %3382 = fmul double 5.000000e-01, %3368
  %3383 = fsub double 1.000000e+00, %3382
  %3384 = fsub double 1.000000e+00, %3383
  %3385 = fsub double %3384, %3382
  %3386 = fmul double %3368, %3381
  %3387 = fmul double %3365, %3367
  %3388 = fsub double %3386, %3387
  %3389 = fadd double %3385, %3388
  %3390 = fadd double %3383, %3389
  %3391 = fmul double %3365, %3365
  %3392 = fmul double %3391, %3391
  %3393 = fmul double %3391, 0x3EC71DE357B1FE7D
  %3394 = fadd double 0xBF2A01A019C161D5, %3393
  %3395 = fmul double %3391, %3394
  %3396 = fadd double 0x3F8111111110F8A6, %3395
  %3397 = fmul double %3391, 0x3DE5D93A5ACFD57C
  %3398 = fadd double 0xBE5AE5E68A2B9CEB, %3397
  %3399 = fmul double %3391, %3392
  %3400 = fmul double %3399, %3398
  %3401 = fadd double %3396, %3400
  %3402 = fmul double %3391, %3365
  %3403 = fmul double 5.000000e-01, %3367
  %3404 = fmul double %3402, %3401
  %3405 = fsub double %3403, %3404
  %3406 = fmul double %3391, %3405
  %3407 = fsub double %3406, %3367
  %3408 = fmul double %3402, 0xBFC5555555555549
  %3409 = fsub double %3407, %3408
  %3410 = fsub double %3365, %3409
  %3411 = fneg double %3390
  %3412 = fneg double %3410
  %3413 = and i64 %3343, 1
  %3414 = and i64 %3343, 2
  %3415 = icmp eq i64 %3413, 1
  %3416 = icmp eq i64 %3414, 2
  %3417 = select i1 %3416, double %3411, double %3390
  %3418 = select i1 %3416, double %3410, double %3412
  %3419 = select i1 %3415, double %3418, double %3417
  %3420 = fmul double %3339, %3419
  %3421 = fptrunc double %3420 to float
  %3422 = fmul float %3421, %noise_scale31
  %3423 = fadd float %3123, %3422
  store float %3423, ptr %3059, align 4
  br label %slot.done197

slot.done197:                                     ; preds = %slot.then196, %slot.done191
  br label %noise.done

uniform_sinks.then202:                            ; preds = %quiet
  br label %uniform_sinks.done203

uniform_sinks.done203:                            ; preds = %uniform_sinks.then202, %quiet
  %feature204 = add i64 %lane, 0
  %valid205 = icmp ult i64 %feature204, %n_features
  %3424 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid205, label %slot.then206, label %slot.done207

slot.then206:                                     ; preds = %uniform_sinks.done203
  %3425 = load float, ptr %3424, align 4
  %3426 = fmul float 2.000000e+00, %3425
  %3427 = fmul float 0x3FA99999A0000000, %3426
  %3428 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature204
  %3429 = load float, ptr addrspace(1) %3428, align 4
  %3430 = fmul float -1.000000e+00, %3429
  %3431 = fadd float %3427, %3430
  %3432 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3433 = fdiv float 1.000000e+00, %3432
  %3434 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3435 = fsub float %3425, %3434
  %3436 = fcmp olt float %3435, -1.040000e+02
  %3437 = select i1 %3436, float -1.040000e+02, float %3435
  %3438 = fcmp olt float 8.900000e+01, %3437
  %3439 = select i1 %3438, float 8.900000e+01, float %3437
  %3440 = fmul float %3439, 0x3FF7154760000000
  %3441 = fadd float %3440, 0x4168000000000000
  %3442 = fsub float %3441, 0x4168000000000000
  %3443 = bitcast float %3441 to i32
  %3444 = sub i32 %3443, 1262485504
  %3445 = fmul float %3442, 0x3FE62E4000000000
  %3446 = fsub float %3439, %3445
  %3447 = fmul float %3442, 0x3EB7F7D1C0000000
  %3448 = fsub float %3446, %3447
  %3449 = fmul float %3448, %3448
  %3450 = fmul float %3449, 0x3E66376980000000
  %3451 = fadd float 0xBEBBBD41C0000000, %3450
  %3452 = fmul float %3449, %3451
  %3453 = fadd float 0x3F11566AA0000000, %3452
  %3454 = fmul float %3449, %3453
  %3455 = fadd float 0xBF66C16C20000000, %3454
  %3456 = fmul float %3449, %3455
  %3457 = fadd float 0x3FC5555560000000, %3456
  %3458 = fmul float %3449, %3457
  %3459 = fsub float %3448, %3458
  %3460 = fmul float %3448, %3459
  %3461 = fsub float 2.000000e+00, %3459
  %3462 = fdiv float %3460, %3461
  %3463 = fsub float %3447, %3462
  %3464 = fsub float %3463, %3446
  %3465 = fsub float 1.000000e+00, %3464
  %3466 = add i32 %3444, 256
  %3467 = lshr i32 %3466, 1
  %3468 = sub i32 %3467, 1
  %3469 = add i32 %3444, 255
  %3470 = sub i32 %3469, %3467
  %3471 = shl i32 %3468, 23
  %3472 = shl i32 %3470, 23
  %3473 = bitcast i32 %3471 to float
  %3474 = bitcast i32 %3472 to float
  %3475 = fmul float %3465, %3473
  %3476 = fmul float %3475, %3474
  %3477 = fcmp uno float %3435, %3435
  %3478 = select i1 %3477, float 0x7FF8000000000000, float %3476
  %3479 = fmul float %3433, %3478
  %3480 = fadd float %3431, %3479
  %feature208 = uitofp i64 %feature204 to float
  %3481 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3482 = fcmp oeq float %feature208, %3481
  %3483 = select i1 %3482, float 1.000000e+00, float 0.000000e+00
  %3484 = fcmp une float %3483, 0.000000e+00
  %3485 = select i1 %3484, float 0x3FB99999A0000000, float 0.000000e+00
  %3486 = fadd float %3480, %3485
  %3487 = fmul float %3486, %eta
  %3488 = fsub float %3425, %3487
  %3489 = fmul float 0.000000e+00, %noise_scale31
  %3490 = fadd float %3488, %3489
  store float %3488, ptr %3424, align 4
  br label %slot.done207

slot.done207:                                     ; preds = %slot.then206, %uniform_sinks.done203
  %feature209 = add i64 %lane, 1024
  %valid210 = icmp ult i64 %feature209, %n_features
  %3491 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid210, label %slot.then211, label %slot.done212

slot.then211:                                     ; preds = %slot.done207
  %3492 = load float, ptr %3491, align 4
  %3493 = fmul float 2.000000e+00, %3492
  %3494 = fmul float 0x3FA99999A0000000, %3493
  %3495 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature209
  %3496 = load float, ptr addrspace(1) %3495, align 4
  %3497 = fmul float -1.000000e+00, %3496
  %3498 = fadd float %3494, %3497
  %3499 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3500 = fdiv float 1.000000e+00, %3499
  %3501 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3502 = fsub float %3492, %3501
  %3503 = fcmp olt float %3502, -1.040000e+02
  %3504 = select i1 %3503, float -1.040000e+02, float %3502
  %3505 = fcmp olt float 8.900000e+01, %3504
  %3506 = select i1 %3505, float 8.900000e+01, float %3504
  %3507 = fmul float %3506, 0x3FF7154760000000
  %3508 = fadd float %3507, 0x4168000000000000
  %3509 = fsub float %3508, 0x4168000000000000
  %3510 = bitcast float %3508 to i32
  %3511 = sub i32 %3510, 1262485504
  %3512 = fmul float %3509, 0x3FE62E4000000000
  %3513 = fsub float %3506, %3512
  %3514 = fmul float %3509, 0x3EB7F7D1C0000000
  %3515 = fsub float %3513, %3514
  %3516 = fmul float %3515, %3515
  %3517 = fmul float %3516, 0x3E66376980000000
  %3518 = fadd float 0xBEBBBD41C0000000, %3517
  %3519 = fmul float %3516, %3518
  %3520 = fadd float 0x3F11566AA0000000, %3519
  %3521 = fmul float %3516, %3520
  %3522 = fadd float 0xBF66C16C20000000, %3521
  %3523 = fmul float %3516, %3522
  %3524 = fadd float 0x3FC5555560000000, %3523
  %3525 = fmul float %3516, %3524
  %3526 = fsub float %3515, %3525
  %3527 = fmul float %3515, %3526
  %3528 = fsub float 2.000000e+00, %3526
  %3529 = fdiv float %3527, %3528
  %3530 = fsub float %3514, %3529
  %3531 = fsub float %3530, %3513
  %3532 = fsub float 1.000000e+00, %3531
  %3533 = add i32 %3511, 256
  %3534 = lshr i32 %3533, 1
  %3535 = sub i32 %3534, 1
  %3536 = add i32 %3511, 255
  %3537 = sub i32 %3536, %3534
  %3538 = shl i32 %3535, 23
  %3539 = shl i32 %3537, 23
  %3540 = bitcast i32 %3538 to float
  %3541 = bitcast i32 %3539 to float
  %3542 = fmul float %3532, %3540
  %3543 = fmul float %3542, %3541
  %3544 = fcmp uno float %3502, %3502
  %3545 = select i1 %3544, float 0x7FF8000000000000, float %3543
  %3546 = fmul float %3500, %3545
  %3547 = fadd float %3498, %3546
  %feature213 = uitofp i64 %feature209 to float
  %3548 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3549 = fcmp oeq float %feature213, %3548
  %3550 = select i1 %3549, float 1.000000e+00, float 0.000000e+00
  %3551 = fcmp une float %3550, 0.000000e+00
  %3552 = select i1 %3551, float 0x3FB99999A0000000, float 0.000000e+00
  %3553 = fadd float %3547, %3552
  %3554 = fmul float %3553, %eta
  %3555 = fsub float %3492, %3554
  %3556 = fmul float 0.000000e+00, %noise_scale31
  %3557 = fadd float %3555, %3556
  store float %3555, ptr %3491, align 4
  br label %slot.done212

slot.done212:                                     ; preds = %slot.then211, %slot.done207
  %feature214 = add i64 %lane, 2048
  %valid215 = icmp ult i64 %feature214, %n_features
  %3558 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid215, label %slot.then216, label %slot.done217

slot.then216:                                     ; preds = %slot.done212
  %3559 = load float, ptr %3558, align 4
  %3560 = fmul float 2.000000e+00, %3559
  %3561 = fmul float 0x3FA99999A0000000, %3560
  %3562 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature214
  %3563 = load float, ptr addrspace(1) %3562, align 4
  %3564 = fmul float -1.000000e+00, %3563
  %3565 = fadd float %3561, %3564
  %3566 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3567 = fdiv float 1.000000e+00, %3566
  %3568 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3569 = fsub float %3559, %3568
  %3570 = fcmp olt float %3569, -1.040000e+02
  %3571 = select i1 %3570, float -1.040000e+02, float %3569
  %3572 = fcmp olt float 8.900000e+01, %3571
  %3573 = select i1 %3572, float 8.900000e+01, float %3571
  %3574 = fmul float %3573, 0x3FF7154760000000
  %3575 = fadd float %3574, 0x4168000000000000
  %3576 = fsub float %3575, 0x4168000000000000
  %3577 = bitcast float %3575 to i32
  %3578 = sub i32 %3577, 1262485504
  %3579 = fmul float %3576, 0x3FE62E4000000000
  %3580 = fsub float %3573, %3579
  %3581 = fmul float %3576, 0x3EB7F7D1C0000000
  %3582 = fsub float %3580, %3581
  %3583 = fmul float %3582, %3582
  %3584 = fmul float %3583, 0x3E66376980000000
  %3585 = fadd float 0xBEBBBD41C0000000, %3584
  %3586 = fmul float %3583, %3585
  %3587 = fadd float 0x3F11566AA0000000, %3586
  %3588 = fmul float %3583, %3587
  %3589 = fadd float 0xBF66C16C20000000, %3588
  %3590 = fmul float %3583, %3589
  %3591 = fadd float 0x3FC5555560000000, %3590
  %3592 = fmul float %3583, %3591
  %3593 = fsub float %3582, %3592
  %3594 = fmul float %3582, %3593
  %3595 = fsub float 2.000000e+00, %3593
  %3596 = fdiv float %3594, %3595
  %3597 = fsub float %3581, %3596
  %3598 = fsub float %3597, %3580
  %3599 = fsub float 1.000000e+00, %3598
  %3600 = add i32 %3578, 256
  %3601 = lshr i32 %3600, 1
  %3602 = sub i32 %3601, 1
  %3603 = add i32 %3578, 255
  %3604 = sub i32 %3603, %3601
  %3605 = shl i32 %3602, 23
  %3606 = shl i32 %3604, 23
  %3607 = bitcast i32 %3605 to float
  %3608 = bitcast i32 %3606 to float
  %3609 = fmul float %3599, %3607
  %3610 = fmul float %3609, %3608
  %3611 = fcmp uno float %3569, %3569
  %3612 = select i1 %3611, float 0x7FF8000000000000, float %3610
  %3613 = fmul float %3567, %3612
  %3614 = fadd float %3565, %3613
  %feature218 = uitofp i64 %feature214 to float
  %3615 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3616 = fcmp oeq float %feature218, %3615
  %3617 = select i1 %3616, float 1.000000e+00, float 0.000000e+00
  %3618 = fcmp une float %3617, 0.000000e+00
  %3619 = select i1 %3618, float 0x3FB99999A0000000, float 0.000000e+00
  %3620 = fadd float %3614, %3619
  %3621 = fmul float %3620, %eta
  %3622 = fsub float %3559, %3621
  %3623 = fmul float 0.000000e+00, %noise_scale31
  %3624 = fadd float %3622, %3623
  store float %3622, ptr %3558, align 4
  br label %slot.done217

slot.done217:                                     ; preds = %slot.then216, %slot.done212
  %feature219 = add i64 %lane, 3072
  %valid220 = icmp ult i64 %feature219, %n_features
  %3625 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid220, label %slot.then221, label %slot.done222

slot.then221:                                     ; preds = %slot.done217
  %3626 = load float, ptr %3625, align 4
  %3627 = fmul float 2.000000e+00, %3626
  %3628 = fmul float 0x3FA99999A0000000, %3627
  %3629 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature219
  %3630 = load float, ptr addrspace(1) %3629, align 4
  %3631 = fmul float -1.000000e+00, %3630
  %3632 = fadd float %3628, %3631
  %3633 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3634 = fdiv float 1.000000e+00, %3633
  %3635 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3636 = fsub float %3626, %3635
  %3637 = fcmp olt float %3636, -1.040000e+02
  %3638 = select i1 %3637, float -1.040000e+02, float %3636
  %3639 = fcmp olt float 8.900000e+01, %3638
  %3640 = select i1 %3639, float 8.900000e+01, float %3638
  %3641 = fmul float %3640, 0x3FF7154760000000
  %3642 = fadd float %3641, 0x4168000000000000
  %3643 = fsub float %3642, 0x4168000000000000
  %3644 = bitcast float %3642 to i32
  %3645 = sub i32 %3644, 1262485504
  %3646 = fmul float %3643, 0x3FE62E4000000000
  %3647 = fsub float %3640, %3646
  %3648 = fmul float %3643, 0x3EB7F7D1C0000000
  %3649 = fsub float %3647, %3648
  %3650 = fmul float %3649, %3649
  %3651 = fmul float %3650, 0x3E66376980000000
  %3652 = fadd float 0xBEBBBD41C0000000, %3651
  %3653 = fmul float %3650, %3652
  %3654 = fadd float 0x3F11566AA0000000, %3653
  %3655 = fmul float %3650, %3654
  %3656 = fadd float 0xBF66C16C20000000, %3655
  %3657 = fmul float %3650, %3656
  %3658 = fadd float 0x3FC5555560000000, %3657
  %3659 = fmul float %3650, %3658
  %3660 = fsub float %3649, %3659
  %3661 = fmul float %3649, %3660
  %3662 = fsub float 2.000000e+00, %3660
  %3663 = fdiv float %3661, %3662
  %3664 = fsub float %3648, %3663
  %3665 = fsub float %3664, %3647
  %3666 = fsub float 1.000000e+00, %3665
  %3667 = add i32 %3645, 256
  %3668 = lshr i32 %3667, 1
  %3669 = sub i32 %3668, 1
  %3670 = add i32 %3645, 255
  %3671 = sub i32 %3670, %3668
  %3672 = shl i32 %3669, 23
  %3673 = shl i32 %3671, 23
  %3674 = bitcast i32 %3672 to float
  %3675 = bitcast i32 %3673 to float
  %3676 = fmul float %3666, %3674
  %3677 = fmul float %3676, %3675
  %3678 = fcmp uno float %3636, %3636
  %3679 = select i1 %3678, float 0x7FF8000000000000, float %3677
  %3680 = fmul float %3634, %3679
  %3681 = fadd float %3632, %3680
  %feature223 = uitofp i64 %feature219 to float
  %3682 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3683 = fcmp oeq float %feature223, %3682
  %3684 = select i1 %3683, float 1.000000e+00, float 0.000000e+00
  %3685 = fcmp une float %3684, 0.000000e+00
  %3686 = select i1 %3685, float 0x3FB99999A0000000, float 0.000000e+00
  %3687 = fadd float %3681, %3686
  %3688 = fmul float %3687, %eta
  %3689 = fsub float %3626, %3688
  %3690 = fmul float 0.000000e+00, %noise_scale31
  %3691 = fadd float %3689, %3690
  store float %3689, ptr %3625, align 4
  br label %slot.done222

slot.done222:                                     ; preds = %slot.then221, %slot.done217
  %feature224 = add i64 %lane, 4096
  %valid225 = icmp ult i64 %feature224, %n_features
  %3692 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid225, label %slot.then226, label %slot.done227

slot.then226:                                     ; preds = %slot.done222
  %3693 = load float, ptr %3692, align 4
  %3694 = fmul float 2.000000e+00, %3693
  %3695 = fmul float 0x3FA99999A0000000, %3694
  %3696 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature224
  %3697 = load float, ptr addrspace(1) %3696, align 4
  %3698 = fmul float -1.000000e+00, %3697
  %3699 = fadd float %3695, %3698
  %3700 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3701 = fdiv float 1.000000e+00, %3700
  %3702 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3703 = fsub float %3693, %3702
  %3704 = fcmp olt float %3703, -1.040000e+02
  %3705 = select i1 %3704, float -1.040000e+02, float %3703
  %3706 = fcmp olt float 8.900000e+01, %3705
  %3707 = select i1 %3706, float 8.900000e+01, float %3705
  %3708 = fmul float %3707, 0x3FF7154760000000
  %3709 = fadd float %3708, 0x4168000000000000
  %3710 = fsub float %3709, 0x4168000000000000
  %3711 = bitcast float %3709 to i32
  %3712 = sub i32 %3711, 1262485504
  %3713 = fmul float %3710, 0x3FE62E4000000000
  %3714 = fsub float %3707, %3713
  %3715 = fmul float %3710, 0x3EB7F7D1C0000000
  %3716 = fsub float %3714, %3715
  %3717 = fmul float %3716, %3716
  %3718 = fmul float %3717, 0x3E66376980000000
  %3719 = fadd float 0xBEBBBD41C0000000, %3718
  %3720 = fmul float %3717, %3719
  %3721 = fadd float 0x3F11566AA0000000, %3720
  %3722 = fmul float %3717, %3721
  %3723 = fadd float 0xBF66C16C20000000, %3722
  %3724 = fmul float %3717, %3723
  %3725 = fadd float 0x3FC5555560000000, %3724
  %3726 = fmul float %3717, %3725
  %3727 = fsub float %3716, %3726
  %3728 = fmul float %3716, %3727
  %3729 = fsub float 2.000000e+00, %3727
  %3730 = fdiv float %3728, %3729
  %3731 = fsub float %3715, %3730
  %3732 = fsub float %3731, %3714
  %3733 = fsub float 1.000000e+00, %3732
  %3734 = add i32 %3712, 256
  %3735 = lshr i32 %3734, 1
  %3736 = sub i32 %3735, 1
  %3737 = add i32 %3712, 255
  %3738 = sub i32 %3737, %3735
  %3739 = shl i32 %3736, 23
  %3740 = shl i32 %3738, 23
  %3741 = bitcast i32 %3739 to float
  %3742 = bitcast i32 %3740 to float
  %3743 = fmul float %3733, %3741
  %3744 = fmul float %3743, %3742
  %3745 = fcmp uno float %3703, %3703
  %3746 = select i1 %3745, float 0x7FF8000000000000, float %3744
  %3747 = fmul float %3701, %3746
  %3748 = fadd float %3699, %3747
  %feature228 = uitofp i64 %feature224 to float
  %3749 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3750 = fcmp oeq float %feature228, %3749
  %3751 = select i1 %3750, float 1.000000e+00, float 0.000000e+00
  %3752 = fcmp une float %3751, 0.000000e+00
  %3753 = select i1 %3752, float 0x3FB99999A0000000, float 0.000000e+00
  %3754 = fadd float %3748, %3753
  %3755 = fmul float %3754, %eta
  %3756 = fsub float %3693, %3755
  %3757 = fmul float 0.000000e+00, %noise_scale31
  %3758 = fadd float %3756, %3757
  store float %3756, ptr %3692, align 4
  br label %slot.done227

slot.done227:                                     ; preds = %slot.then226, %slot.done222
  %feature229 = add i64 %lane, 5120
  %valid230 = icmp ult i64 %feature229, %n_features
  %3759 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid230, label %slot.then231, label %slot.done232

slot.then231:                                     ; preds = %slot.done227
  %3760 = load float, ptr %3759, align 4
  %3761 = fmul float 2.000000e+00, %3760
  %3762 = fmul float 0x3FA99999A0000000, %3761
  %3763 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature229
  %3764 = load float, ptr addrspace(1) %3763, align 4
  %3765 = fmul float -1.000000e+00, %3764
  %3766 = fadd float %3762, %3765
  %3767 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3768 = fdiv float 1.000000e+00, %3767
  %3769 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3770 = fsub float %3760, %3769
  %3771 = fcmp olt float %3770, -1.040000e+02
  %3772 = select i1 %3771, float -1.040000e+02, float %3770
  %3773 = fcmp olt float 8.900000e+01, %3772
  %3774 = select i1 %3773, float 8.900000e+01, float %3772
  %3775 = fmul float %3774, 0x3FF7154760000000
  %3776 = fadd float %3775, 0x4168000000000000
  %3777 = fsub float %3776, 0x4168000000000000
  %3778 = bitcast float %3776 to i32
  %3779 = sub i32 %3778, 1262485504
  %3780 = fmul float %3777, 0x3FE62E4000000000
  %3781 = fsub float %3774, %3780
  %3782 = fmul float %3777, 0x3EB7F7D1C0000000
  %3783 = fsub float %3781, %3782
  %3784 = fmul float %3783, %3783
  %3785 = fmul float %3784, 0x3E66376980000000
  %3786 = fadd float 0xBEBBBD41C0000000, %3785
  %3787 = fmul float %3784, %3786
  %3788 = fadd float 0x3F11566AA0000000, %3787
  %3789 = fmul float %3784, %3788
  %3790 = fadd float 0xBF66C16C20000000, %3789
  %3791 = fmul float %3784, %3790
  %3792 = fadd float 0x3FC5555560000000, %3791
  %3793 = fmul float %3784, %3792
  %3794 = fsub float %3783, %3793
  %3795 = fmul float %3783, %3794
  %3796 = fsub float 2.000000e+00, %3794
  %3797 = fdiv float %3795, %3796
  %3798 = fsub float %3782, %3797
  %3799 = fsub float %3798, %3781
  %3800 = fsub float 1.000000e+00, %3799
  %3801 = add i32 %3779, 256
  %3802 = lshr i32 %3801, 1
  %3803 = sub i32 %3802, 1
  %3804 = add i32 %3779, 255
  %3805 = sub i32 %3804, %3802
  %3806 = shl i32 %3803, 23
  %3807 = shl i32 %3805, 23
  %3808 = bitcast i32 %3806 to float
  %3809 = bitcast i32 %3807 to float
  %3810 = fmul float %3800, %3808
  %3811 = fmul float %3810, %3809
  %3812 = fcmp uno float %3770, %3770
  %3813 = select i1 %3812, float 0x7FF8000000000000, float %3811
  %3814 = fmul float %3768, %3813
  %3815 = fadd float %3766, %3814
  %feature233 = uitofp i64 %feature229 to float
  %3816 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3817 = fcmp oeq float %feature233, %3816
  %3818 = select i1 %3817, float 1.000000e+00, float 0.000000e+00
  %3819 = fcmp une float %3818, 0.000000e+00
  %3820 = select i1 %3819, float 0x3FB99999A0000000, float 0.000000e+00
  %3821 = fadd float %3815, %3820
  %3822 = fmul float %3821, %eta
  %3823 = fsub float %3760, %3822
  %3824 = fmul float 0.000000e+00, %noise_scale31
  %3825 = fadd float %3823, %3824
  store float %3823, ptr %3759, align 4
  br label %slot.done232

slot.done232:                                     ; preds = %slot.then231, %slot.done227
  %feature234 = add i64 %lane, 6144
  %valid235 = icmp ult i64 %feature234, %n_features
  %3826 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid235, label %slot.then236, label %slot.done237

slot.then236:                                     ; preds = %slot.done232
  %3827 = load float, ptr %3826, align 4
  %3828 = fmul float 2.000000e+00, %3827
  %3829 = fmul float 0x3FA99999A0000000, %3828
  %3830 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature234
  %3831 = load float, ptr addrspace(1) %3830, align 4
  %3832 = fmul float -1.000000e+00, %3831
  %3833 = fadd float %3829, %3832
  %3834 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3835 = fdiv float 1.000000e+00, %3834
  %3836 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3837 = fsub float %3827, %3836
  %3838 = fcmp olt float %3837, -1.040000e+02
  %3839 = select i1 %3838, float -1.040000e+02, float %3837
  %3840 = fcmp olt float 8.900000e+01, %3839
  %3841 = select i1 %3840, float 8.900000e+01, float %3839
  %3842 = fmul float %3841, 0x3FF7154760000000
  %3843 = fadd float %3842, 0x4168000000000000
  %3844 = fsub float %3843, 0x4168000000000000
  %3845 = bitcast float %3843 to i32
  %3846 = sub i32 %3845, 1262485504
  %3847 = fmul float %3844, 0x3FE62E4000000000
  %3848 = fsub float %3841, %3847
  %3849 = fmul float %3844, 0x3EB7F7D1C0000000
  %3850 = fsub float %3848, %3849
  %3851 = fmul float %3850, %3850
  %3852 = fmul float %3851, 0x3E66376980000000
  %3853 = fadd float 0xBEBBBD41C0000000, %3852
  %3854 = fmul float %3851, %3853
  %3855 = fadd float 0x3F11566AA0000000, %3854
  %3856 = fmul float %3851, %3855
  %3857 = fadd float 0xBF66C16C20000000, %3856
  %3858 = fmul float %3851, %3857
  %3859 = fadd float 0x3FC5555560000000, %3858
  %3860 = fmul float %3851, %3859
  %3861 = fsub float %3850, %3860
  %3862 = fmul float %3850, %3861
  %3863 = fsub float 2.000000e+00, %3861
  %3864 = fdiv float %3862, %3863
  %3865 = fsub float %3849, %3864
  %3866 = fsub float %3865, %3848
  %3867 = fsub float 1.000000e+00, %3866
  %3868 = add i32 %3846, 256
  %3869 = lshr i32 %3868, 1
  %3870 = sub i32 %3869, 1
  %3871 = add i32 %3846, 255
  %3872 = sub i32 %3871, %3869
  %3873 = shl i32 %3870, 23
  %3874 = shl i32 %3872, 23
  %3875 = bitcast i32 %3873 to float
  %3876 = bitcast i32 %3874 to float
  %3877 = fmul float %3867, %3875
  %3878 = fmul float %3877, %3876
  %3879 = fcmp uno float %3837, %3837
  %3880 = select i1 %3879, float 0x7FF8000000000000, float %3878
  %3881 = fmul float %3835, %3880
  %3882 = fadd float %3833, %3881
  %feature238 = uitofp i64 %feature234 to float
  %3883 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3884 = fcmp oeq float %feature238, %3883
  %3885 = select i1 %3884, float 1.000000e+00, float 0.000000e+00
  %3886 = fcmp une float %3885, 0.000000e+00
  %3887 = select i1 %3886, float 0x3FB99999A0000000, float 0.000000e+00
  %3888 = fadd float %3882, %3887
  %3889 = fmul float %3888, %eta
  %3890 = fsub float %3827, %3889
  %3891 = fmul float 0.000000e+00, %noise_scale31
  %3892 = fadd float %3890, %3891
  store float %3890, ptr %3826, align 4
  br label %slot.done237

slot.done237:                                     ; preds = %slot.then236, %slot.done232
  %feature239 = add i64 %lane, 7168
  %valid240 = icmp ult i64 %feature239, %n_features
  %3893 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid240, label %slot.then241, label %slot.done242

slot.then241:                                     ; preds = %slot.done237
  %3894 = load float, ptr %3893, align 4
  %3895 = fmul float 2.000000e+00, %3894
  %3896 = fmul float 0x3FA99999A0000000, %3895
  %3897 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature239
  %3898 = load float, ptr addrspace(1) %3897, align 4
  %3899 = fmul float -1.000000e+00, %3898
  %3900 = fadd float %3896, %3899
  %3901 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3902 = fdiv float 1.000000e+00, %3901
  %3903 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3904 = fsub float %3894, %3903
  %3905 = fcmp olt float %3904, -1.040000e+02
  %3906 = select i1 %3905, float -1.040000e+02, float %3904
  %3907 = fcmp olt float 8.900000e+01, %3906
  %3908 = select i1 %3907, float 8.900000e+01, float %3906
  %3909 = fmul float %3908, 0x3FF7154760000000
  %3910 = fadd float %3909, 0x4168000000000000
  %3911 = fsub float %3910, 0x4168000000000000
  %3912 = bitcast float %3910 to i32
  %3913 = sub i32 %3912, 1262485504
  %3914 = fmul float %3911, 0x3FE62E4000000000
  %3915 = fsub float %3908, %3914
  %3916 = fmul float %3911, 0x3EB7F7D1C0000000
  %3917 = fsub float %3915, %3916
  %3918 = fmul float %3917, %3917
  %3919 = fmul float %3918, 0x3E66376980000000
  %3920 = fadd float 0xBEBBBD41C0000000, %3919
  %3921 = fmul float %3918, %3920
  %3922 = fadd float 0x3F11566AA0000000, %3921
  %3923 = fmul float %3918, %3922
  %3924 = fadd float 0xBF66C16C20000000, %3923
  %3925 = fmul float %3918, %3924
  %3926 = fadd float 0x3FC5555560000000, %3925
  %3927 = fmul float %3918, %3926
  %3928 = fsub float %3917, %3927
  %3929 = fmul float %3917, %3928
  %3930 = fsub float 2.000000e+00, %3928
  %3931 = fdiv float %3929, %3930
  %3932 = fsub float %3916, %3931
  %3933 = fsub float %3932, %3915
  %3934 = fsub float 1.000000e+00, %3933
  %3935 = add i32 %3913, 256
  %3936 = lshr i32 %3935, 1
  %3937 = sub i32 %3936, 1
  %3938 = add i32 %3913, 255
  %3939 = sub i32 %3938, %3936
  %3940 = shl i32 %3937, 23
  %3941 = shl i32 %3939, 23
  %3942 = bitcast i32 %3940 to float
  %3943 = bitcast i32 %3941 to float
  %3944 = fmul float %3934, %3942
  %3945 = fmul float %3944, %3943
  %3946 = fcmp uno float %3904, %3904
  %3947 = select i1 %3946, float 0x7FF8000000000000, float %3945
  %3948 = fmul float %3902, %3947
  %3949 = fadd float %3900, %3948
  %feature243 = uitofp i64 %feature239 to float
  %3950 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3951 = fcmp oeq float %feature243, %3950
  %3952 = select i1 %3951, float 1.000000e+00, float 0.000000e+00
  %3953 = fcmp une float %3952, 0.000000e+00
  %3954 = select i1 %3953, float 0x3FB99999A0000000, float 0.000000e+00
  %3955 = fadd float %3949, %3954
  %3956 = fmul float %3955, %eta
  %3957 = fsub float %3894, %3956
  %3958 = fmul float 0.000000e+00, %noise_scale31
  %3959 = fadd float %3957, %3958
  store float %3957, ptr %3893, align 4
  br label %slot.done242

slot.done242:                                     ; preds = %slot.then241, %slot.done237
  br label %noise.done

slot.then246:                                     ; preds = %step.exit
  %3960 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature244
  %3961 = load float, ptr %36, align 4
  store float %3961, ptr addrspace(1) %3960, align 4
  br label %slot.done247

slot.done247:                                     ; preds = %slot.then246, %step.exit
  %feature248 = add i64 %lane, 1024
  %valid249 = icmp ult i64 %feature248, %n_features
  %3962 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid249, label %slot.then250, label %slot.done251

slot.then250:                                     ; preds = %slot.done247
  %3963 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature248
  %3964 = load float, ptr %3962, align 4
  store float %3964, ptr addrspace(1) %3963, align 4
  br label %slot.done251

slot.done251:                                     ; preds = %slot.then250, %slot.done247
  %feature252 = add i64 %lane, 2048
  %valid253 = icmp ult i64 %feature252, %n_features
  %3965 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid253, label %slot.then254, label %slot.done255

slot.then254:                                     ; preds = %slot.done251
  %3966 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature252
  %3967 = load float, ptr %3965, align 4
  store float %3967, ptr addrspace(1) %3966, align 4
  br label %slot.done255

slot.done255:                                     ; preds = %slot.then254, %slot.done251
  %feature256 = add i64 %lane, 3072
  %valid257 = icmp ult i64 %feature256, %n_features
  %3968 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid257, label %slot.then258, label %slot.done259

slot.then258:                                     ; preds = %slot.done255
  %3969 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature256
  %3970 = load float, ptr %3968, align 4
  store float %3970, ptr addrspace(1) %3969, align 4
  br label %slot.done259

slot.done259:                                     ; preds = %slot.then258, %slot.done255
  %feature260 = add i64 %lane, 4096
  %valid261 = icmp ult i64 %feature260, %n_features
  %3971 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid261, label %slot.then262, label %slot.done263

slot.then262:                                     ; preds = %slot.done259
  %3972 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature260
  %3973 = load float, ptr %3971, align 4
  store float %3973, ptr addrspace(1) %3972, align 4
  br label %slot.done263

slot.done263:                                     ; preds = %slot.then262, %slot.done259
  %feature264 = add i64 %lane, 5120
  %valid265 = icmp ult i64 %feature264, %n_features
  %3974 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid265, label %slot.then266, label %slot.done267

slot.then266:                                     ; preds = %slot.done263
  %3975 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature264
  %3976 = load float, ptr %3974, align 4
  store float %3976, ptr addrspace(1) %3975, align 4
  br label %slot.done267

slot.done267:                                     ; preds = %slot.then266, %slot.done263
  %feature268 = add i64 %lane, 6144
  %valid269 = icmp ult i64 %feature268, %n_features
  %3977 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid269, label %slot.then270, label %slot.done271

slot.then270:                                     ; preds = %slot.done267
  %3978 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature268
  %3979 = load float, ptr %3977, align 4
  store float %3979, ptr addrspace(1) %3978, align 4
  br label %slot.done271

slot.done271:                                     ; preds = %slot.then270, %slot.done267
  %feature272 = add i64 %lane, 7168
  %valid273 = icmp ult i64 %feature272, %n_features
  %3980 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid273, label %slot.then274, label %slot.done275

slot.then274:                                     ; preds = %slot.done271
  %3981 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature272
  %3982 = load float, ptr %3980, align 4
  store float %3982, ptr addrspace(1) %3981, align 4
  br label %slot.done275

slot.done275:                                     ; preds = %slot.then274, %slot.done271
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }
