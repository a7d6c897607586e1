; ModuleID = 'tether_fast'
source_filename = "tether_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [64 x float] undef, align 4
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
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %31, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then29, label %store.done30

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %28, %fold_sums.body ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fadd float %25, %26
  store float %27, ptr %fold_value, align 4
  %28 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load float, ptr %fold_value, align 4
  %30 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %29, ptr addrspace(3) %30, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %31 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %34
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %34, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %34, %48
  %50 = add i64 %n_features, 3
  %groups = lshr i64 %50, 2
  %51 = mul i64 %row_read, %groups
  %52 = lshr i64 %feature10, 2
  %group14 = add i64 %51, %52
  %53 = trunc i64 %key0 to i32
  %54 = lshr i64 %key0, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %group14 to i32
  %57 = trunc i64 %key1_step to i32
  %58 = lshr i64 %key1_step, 32
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %group14, 32
  %61 = trunc i64 %60 to i32
  %62 = zext i32 %56 to i64
  %63 = mul i64 3528531795, %62
  %64 = zext i32 %59 to i64
  %65 = mul i64 3449720151, %64
  %66 = lshr i64 %63, 32
  %67 = trunc i64 %66 to i32
  %68 = trunc i64 %63 to i32
  %69 = lshr i64 %65, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %65 to i32
  %72 = xor i32 %70, %57
  %73 = xor i32 %72, %53
  %74 = xor i32 %67, %61
  %75 = xor i32 %74, %55
  %76 = add i32 %53, -1640531527
  %77 = add i32 %55, -1150833019
  %78 = zext i32 %73 to i64
  %79 = mul i64 3528531795, %78
  %80 = zext i32 %75 to i64
  %81 = mul i64 3449720151, %80
  %82 = lshr i64 %79, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %79 to i32
  %85 = lshr i64 %81, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %81 to i32
  %88 = xor i32 %86, %71
  %89 = xor i32 %88, %76
  %90 = xor i32 %83, %68
  %91 = xor i32 %90, %77
  %92 = add i32 %76, -1640531527
  %93 = add i32 %77, -1150833019
  %94 = zext i32 %89 to i64
  %95 = mul i64 3528531795, %94
  %96 = zext i32 %91 to i64
  %97 = mul i64 3449720151, %96
  %98 = lshr i64 %95, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %95 to i32
  %101 = lshr i64 %97, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %97 to i32
  %104 = xor i32 %102, %87
  %105 = xor i32 %104, %92
  %106 = xor i32 %99, %84
  %107 = xor i32 %106, %93
  %108 = add i32 %92, -1640531527
  %109 = add i32 %93, -1150833019
  %110 = zext i32 %105 to i64
  %111 = mul i64 3528531795, %110
  %112 = zext i32 %107 to i64
  %113 = mul i64 3449720151, %112
  %114 = lshr i64 %111, 32
  %115 = trunc i64 %114 to i32
  %116 = trunc i64 %111 to i32
  %117 = lshr i64 %113, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %113 to i32
  %120 = xor i32 %118, %103
  %121 = xor i32 %120, %108
  %122 = xor i32 %115, %100
  %123 = xor i32 %122, %109
  %124 = add i32 %108, -1640531527
  %125 = add i32 %109, -1150833019
  %126 = zext i32 %121 to i64
  %127 = mul i64 3528531795, %126
  %128 = zext i32 %123 to i64
  %129 = mul i64 3449720151, %128
  %130 = lshr i64 %127, 32
  %131 = trunc i64 %130 to i32
  %132 = trunc i64 %127 to i32
  %133 = lshr i64 %129, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %129 to i32
  %136 = xor i32 %134, %119
  %137 = xor i32 %136, %124
  %138 = xor i32 %131, %116
  %139 = xor i32 %138, %125
  %140 = add i32 %124, -1640531527
  %141 = add i32 %125, -1150833019
  %142 = zext i32 %137 to i64
  %143 = mul i64 3528531795, %142
  %144 = zext i32 %139 to i64
  %145 = mul i64 3449720151, %144
  %146 = lshr i64 %143, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %143 to i32
  %149 = lshr i64 %145, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %145 to i32
  %152 = xor i32 %150, %135
  %153 = xor i32 %152, %140
  %154 = xor i32 %147, %132
  %155 = xor i32 %154, %141
  %156 = add i32 %140, -1640531527
  %157 = add i32 %141, -1150833019
  %158 = zext i32 %153 to i64
  %159 = mul i64 3528531795, %158
  %160 = zext i32 %155 to i64
  %161 = mul i64 3449720151, %160
  %162 = lshr i64 %159, 32
  %163 = trunc i64 %162 to i32
  %164 = trunc i64 %159 to i32
  %165 = lshr i64 %161, 32
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %161 to i32
  %168 = xor i32 %166, %151
  %169 = xor i32 %168, %156
  %170 = xor i32 %163, %148
  %171 = xor i32 %170, %157
  %172 = add i32 %156, -1640531527
  %173 = add i32 %157, -1150833019
  %174 = zext i32 %169 to i64
  %175 = mul i64 3528531795, %174
  %176 = zext i32 %171 to i64
  %177 = mul i64 3449720151, %176
  %178 = lshr i64 %175, 32
  %179 = trunc i64 %178 to i32
  %180 = trunc i64 %175 to i32
  %181 = lshr i64 %177, 32
  %182 = trunc i64 %181 to i32
  %183 = trunc i64 %177 to i32
  %184 = xor i32 %182, %167
  %185 = xor i32 %184, %172
  %186 = xor i32 %179, %164
  %187 = xor i32 %186, %173
  %188 = add i32 %172, -1640531527
  %189 = add i32 %173, -1150833019
  %190 = zext i32 %185 to i64
  %191 = mul i64 3528531795, %190
  %192 = zext i32 %187 to i64
  %193 = mul i64 3449720151, %192
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %191 to i32
  %197 = lshr i64 %193, 32
  %198 = trunc i64 %197 to i32
  %199 = trunc i64 %193 to i32
  %200 = xor i32 %198, %183
  %201 = xor i32 %200, %188
  %202 = xor i32 %195, %180
  %203 = xor i32 %202, %189
  %204 = add i32 %188, -1640531527
  %205 = add i32 %189, -1150833019
  %206 = zext i32 %201 to i64
  %207 = mul i64 3528531795, %206
  %208 = zext i32 %203 to i64
  %209 = mul i64 3449720151, %208
  %210 = lshr i64 %207, 32
  %211 = trunc i64 %210 to i32
  %212 = trunc i64 %207 to i32
  %213 = lshr i64 %209, 32
  %214 = trunc i64 %213 to i32
  %215 = trunc i64 %209 to i32
  %216 = xor i32 %214, %199
  %217 = xor i32 %216, %204
  %218 = xor i32 %211, %196
  %219 = xor i32 %218, %205
  %which = and i64 %feature10, 3
  %220 = and i64 %which, 2
  %second_pair = icmp ne i64 %220, 0
  %221 = select i1 %second_pair, i32 %219, i32 %217
  %222 = select i1 %second_pair, i32 %212, i32 %215
  %223 = lshr i32 %221, 9
  %224 = sitofp i32 %223 to float
  %225 = fadd float %224, 5.000000e-01
  %226 = fmul float %225, 0x3E80000000000000
  %227 = lshr i32 %222, 9
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
  %268 = fmul double %267, 0x3FF921FB54442D18
  %269 = fmul double %268, %268
  %270 = fmul double %269, 0x3EC71DE3A556C734
  %271 = fadd double 0xBF2A01A01A01A01A, %270
  %272 = fmul double %269, %271
  %273 = fadd double 0x3F81111111111111, %272
  %274 = fmul double %269, %273
  %275 = fadd double 0xBFC5555555555555, %274
  %276 = fmul double %268, %269
  %277 = fmul double %276, %275
  %278 = fadd double %268, %277
  %279 = fmul double %269, 0xBE927E4FB7789F5C
  %280 = fadd double 0x3EFA01A01A01A01A, %279
  %281 = fmul double %269, %280
  %282 = fadd double 0xBF56C16C16C16C17, %281
  %283 = fmul double %269, %282
  %284 = fadd double 0x3FA5555555555555, %283
  %285 = fmul double %269, %269
  %286 = fmul double %285, %284
  %287 = fmul double 5.000000e-01, %269
  %288 = fsub double 1.000000e+00, %287
  %289 = fadd double %288, %286
  %290 = fneg double %278
  %291 = fneg double %289
  %292 = bitcast double %265 to i64
  %293 = and i64 %292, 1
  %294 = and i64 %292, 2
  %295 = icmp eq i64 %293, 1
  %296 = icmp eq i64 %294, 2
  %297 = select i1 %296, double %290, double %278
  %298 = select i1 %296, double %291, double %289
  %299 = select i1 %295, double %298, double %297
  %300 = select i1 %296, double %291, double %289
  %301 = select i1 %296, double %278, double %290
  %302 = select i1 %295, double %301, double %300
  %303 = fptrunc double %299 to float
  %304 = fptrunc double %302 to float
  %305 = fmul float %262, %304
  %306 = fmul float %262, %303
  %307 = and i64 %which, 1
  %odd = icmp ne i64 %307, 0
  %normal = select i1 %odd, float %306, float %305
  %308 = fmul float %normal, %noise_scale3
  %309 = fadd float %49, %308
  %bits = bitcast float %309 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %33, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %310 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %311 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %312 = load float, ptr %311, align 4
  %313 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %314 = load float, ptr addrspace(3) %313, align 4
  %315 = fsub float %314, 4.000000e+00
  %316 = fmul float 2.000000e+00, %315
  %317 = fmul float 0x3F847AE140000000, %316
  %318 = fmul float 2.000000e+00, %312
  %319 = fmul float %317, %318
  %320 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = fsub float %312, %321
  %323 = fmul float 2.000000e+00, %322
  %324 = fmul float 5.000000e-01, %323
  %325 = fadd float %319, %324
  %326 = fmul float %325, %eta
  %327 = fsub float %312, %326
  %328 = fmul float 0.000000e+00, %noise_scale3
  %329 = fadd float %327, %328
  %bits25 = bitcast float %327 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %311, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %330 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %331 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %332 = load float, ptr %330, align 4
  store float %332, ptr addrspace(1) %331, align 4
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

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w32x8(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %group = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %thread = zext i32 %1 to i64
  %first_row = mul i64 %group, 8
  %row_in_group = udiv i64 %thread, 32
  %row = add i64 %first_row, %row_in_group
  %lane = urem i64 %thread, 32
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 32
  %last_row = sub i64 %n_rows, 1
  %row_read = select i1 %present, i64 %row, i64 %last_row
  %2 = mul i64 %row_in_group, 32
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w32, i64 %2
  %4 = mul i64 %row_in_group, 1
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w32, i64 %4
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
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %31, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then29, label %store.done30

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %28, %fold_sums.body ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fadd float %25, %26
  store float %27, ptr %fold_value, align 4
  %28 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load float, ptr %fold_value, align 4
  %30 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %29, ptr addrspace(3) %30, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %31 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %34
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %34, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %34, %48
  %50 = add i64 %n_features, 3
  %groups = lshr i64 %50, 2
  %51 = mul i64 %row_read, %groups
  %52 = lshr i64 %feature10, 2
  %group14 = add i64 %51, %52
  %53 = trunc i64 %key0 to i32
  %54 = lshr i64 %key0, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %group14 to i32
  %57 = trunc i64 %key1_step to i32
  %58 = lshr i64 %key1_step, 32
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %group14, 32
  %61 = trunc i64 %60 to i32
  %62 = zext i32 %56 to i64
  %63 = mul i64 3528531795, %62
  %64 = zext i32 %59 to i64
  %65 = mul i64 3449720151, %64
  %66 = lshr i64 %63, 32
  %67 = trunc i64 %66 to i32
  %68 = trunc i64 %63 to i32
  %69 = lshr i64 %65, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %65 to i32
  %72 = xor i32 %70, %57
  %73 = xor i32 %72, %53
  %74 = xor i32 %67, %61
  %75 = xor i32 %74, %55
  %76 = add i32 %53, -1640531527
  %77 = add i32 %55, -1150833019
  %78 = zext i32 %73 to i64
  %79 = mul i64 3528531795, %78
  %80 = zext i32 %75 to i64
  %81 = mul i64 3449720151, %80
  %82 = lshr i64 %79, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %79 to i32
  %85 = lshr i64 %81, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %81 to i32
  %88 = xor i32 %86, %71
  %89 = xor i32 %88, %76
  %90 = xor i32 %83, %68
  %91 = xor i32 %90, %77
  %92 = add i32 %76, -1640531527
  %93 = add i32 %77, -1150833019
  %94 = zext i32 %89 to i64
  %95 = mul i64 3528531795, %94
  %96 = zext i32 %91 to i64
  %97 = mul i64 3449720151, %96
  %98 = lshr i64 %95, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %95 to i32
  %101 = lshr i64 %97, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %97 to i32
  %104 = xor i32 %102, %87
  %105 = xor i32 %104, %92
  %106 = xor i32 %99, %84
  %107 = xor i32 %106, %93
  %108 = add i32 %92, -1640531527
  %109 = add i32 %93, -1150833019
  %110 = zext i32 %105 to i64
  %111 = mul i64 3528531795, %110
  %112 = zext i32 %107 to i64
  %113 = mul i64 3449720151, %112
  %114 = lshr i64 %111, 32
  %115 = trunc i64 %114 to i32
  %116 = trunc i64 %111 to i32
  %117 = lshr i64 %113, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %113 to i32
  %120 = xor i32 %118, %103
  %121 = xor i32 %120, %108
  %122 = xor i32 %115, %100
  %123 = xor i32 %122, %109
  %124 = add i32 %108, -1640531527
  %125 = add i32 %109, -1150833019
  %126 = zext i32 %121 to i64
  %127 = mul i64 3528531795, %126
  %128 = zext i32 %123 to i64
  %129 = mul i64 3449720151, %128
  %130 = lshr i64 %127, 32
  %131 = trunc i64 %130 to i32
  %132 = trunc i64 %127 to i32
  %133 = lshr i64 %129, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %129 to i32
  %136 = xor i32 %134, %119
  %137 = xor i32 %136, %124
  %138 = xor i32 %131, %116
  %139 = xor i32 %138, %125
  %140 = add i32 %124, -1640531527
  %141 = add i32 %125, -1150833019
  %142 = zext i32 %137 to i64
  %143 = mul i64 3528531795, %142
  %144 = zext i32 %139 to i64
  %145 = mul i64 3449720151, %144
  %146 = lshr i64 %143, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %143 to i32
  %149 = lshr i64 %145, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %145 to i32
  %152 = xor i32 %150, %135
  %153 = xor i32 %152, %140
  %154 = xor i32 %147, %132
  %155 = xor i32 %154, %141
  %156 = add i32 %140, -1640531527
  %157 = add i32 %141, -1150833019
  %158 = zext i32 %153 to i64
  %159 = mul i64 3528531795, %158
  %160 = zext i32 %155 to i64
  %161 = mul i64 3449720151, %160
  %162 = lshr i64 %159, 32
  %163 = trunc i64 %162 to i32
  %164 = trunc i64 %159 to i32
  %165 = lshr i64 %161, 32
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %161 to i32
  %168 = xor i32 %166, %151
  %169 = xor i32 %168, %156
  %170 = xor i32 %163, %148
  %171 = xor i32 %170, %157
  %172 = add i32 %156, -1640531527
  %173 = add i32 %157, -1150833019
  %174 = zext i32 %169 to i64
  %175 = mul i64 3528531795, %174
  %176 = zext i32 %171 to i64
  %177 = mul i64 3449720151, %176
  %178 = lshr i64 %175, 32
  %179 = trunc i64 %178 to i32
  %180 = trunc i64 %175 to i32
  %181 = lshr i64 %177, 32
  %182 = trunc i64 %181 to i32
  %183 = trunc i64 %177 to i32
  %184 = xor i32 %182, %167
  %185 = xor i32 %184, %172
  %186 = xor i32 %179, %164
  %187 = xor i32 %186, %173
  %188 = add i32 %172, -1640531527
  %189 = add i32 %173, -1150833019
  %190 = zext i32 %185 to i64
  %191 = mul i64 3528531795, %190
  %192 = zext i32 %187 to i64
  %193 = mul i64 3449720151, %192
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %191 to i32
  %197 = lshr i64 %193, 32
  %198 = trunc i64 %197 to i32
  %199 = trunc i64 %193 to i32
  %200 = xor i32 %198, %183
  %201 = xor i32 %200, %188
  %202 = xor i32 %195, %180
  %203 = xor i32 %202, %189
  %204 = add i32 %188, -1640531527
  %205 = add i32 %189, -1150833019
  %206 = zext i32 %201 to i64
  %207 = mul i64 3528531795, %206
  %208 = zext i32 %203 to i64
  %209 = mul i64 3449720151, %208
  %210 = lshr i64 %207, 32
  %211 = trunc i64 %210 to i32
  %212 = trunc i64 %207 to i32
  %213 = lshr i64 %209, 32
  %214 = trunc i64 %213 to i32
  %215 = trunc i64 %209 to i32
  %216 = xor i32 %214, %199
  %217 = xor i32 %216, %204
  %218 = xor i32 %211, %196
  %219 = xor i32 %218, %205
  %which = and i64 %feature10, 3
  %220 = and i64 %which, 2
  %second_pair = icmp ne i64 %220, 0
  %221 = select i1 %second_pair, i32 %219, i32 %217
  %222 = select i1 %second_pair, i32 %212, i32 %215
  %223 = lshr i32 %221, 9
  %224 = sitofp i32 %223 to float
  %225 = fadd float %224, 5.000000e-01
  %226 = fmul float %225, 0x3E80000000000000
  %227 = lshr i32 %222, 9
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
  %268 = fmul double %267, 0x3FF921FB54442D18
  %269 = fmul double %268, %268
  %270 = fmul double %269, 0x3EC71DE3A556C734
  %271 = fadd double 0xBF2A01A01A01A01A, %270
  %272 = fmul double %269, %271
  %273 = fadd double 0x3F81111111111111, %272
  %274 = fmul double %269, %273
  %275 = fadd double 0xBFC5555555555555, %274
  %276 = fmul double %268, %269
  %277 = fmul double %276, %275
  %278 = fadd double %268, %277
  %279 = fmul double %269, 0xBE927E4FB7789F5C
  %280 = fadd double 0x3EFA01A01A01A01A, %279
  %281 = fmul double %269, %280
  %282 = fadd double 0xBF56C16C16C16C17, %281
  %283 = fmul double %269, %282
  %284 = fadd double 0x3FA5555555555555, %283
  %285 = fmul double %269, %269
  %286 = fmul double %285, %284
  %287 = fmul double 5.000000e-01, %269
  %288 = fsub double 1.000000e+00, %287
  %289 = fadd double %288, %286
  %290 = fneg double %278
  %291 = fneg double %289
  %292 = bitcast double %265 to i64
  %293 = and i64 %292, 1
  %294 = and i64 %292, 2
  %295 = icmp eq i64 %293, 1
  %296 = icmp eq i64 %294, 2
  %297 = select i1 %296, double %290, double %278
  %298 = select i1 %296, double %291, double %289
  %299 = select i1 %295, double %298, double %297
  %300 = select i1 %296, double %291, double %289
  %301 = select i1 %296, double %278, double %290
  %302 = select i1 %295, double %301, double %300
  %303 = fptrunc double %299 to float
  %304 = fptrunc double %302 to float
  %305 = fmul float %262, %304
  %306 = fmul float %262, %303
  %307 = and i64 %which, 1
  %odd = icmp ne i64 %307, 0
  %normal = select i1 %odd, float %306, float %305
  %308 = fmul float %normal, %noise_scale3
  %309 = fadd float %49, %308
  %bits = bitcast float %309 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %33, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %310 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %311 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %312 = load float, ptr %311, align 4
  %313 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %314 = load float, ptr addrspace(3) %313, align 4
  %315 = fsub float %314, 4.000000e+00
  %316 = fmul float 2.000000e+00, %315
  %317 = fmul float 0x3F847AE140000000, %316
  %318 = fmul float 2.000000e+00, %312
  %319 = fmul float %317, %318
  %320 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = fsub float %312, %321
  %323 = fmul float 2.000000e+00, %322
  %324 = fmul float 5.000000e-01, %323
  %325 = fadd float %319, %324
  %326 = fmul float %325, %eta
  %327 = fsub float %312, %326
  %328 = fmul float 0.000000e+00, %noise_scale3
  %329 = fadd float %327, %328
  %bits25 = bitcast float %327 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %311, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %330 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %331 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %332 = load float, ptr %330, align 4
  store float %332, ptr addrspace(1) %331, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %store.then29
  br label %store.done30
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w64x4(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %group = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %thread = zext i32 %1 to i64
  %first_row = mul i64 %group, 4
  %row_in_group = udiv i64 %thread, 64
  %row = add i64 %first_row, %row_in_group
  %lane = urem i64 %thread, 64
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 64
  %last_row = sub i64 %n_rows, 1
  %row_read = select i1 %present, i64 %row, i64 %last_row
  %2 = mul i64 %row_in_group, 64
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w64, i64 %2
  %4 = mul i64 %row_in_group, 1
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w64, i64 %4
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
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %31, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then29, label %store.done30

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %28, %fold_sums.body ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fadd float %25, %26
  store float %27, ptr %fold_value, align 4
  %28 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load float, ptr %fold_value, align 4
  %30 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %29, ptr addrspace(3) %30, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %31 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %34
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %34, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %34, %48
  %50 = add i64 %n_features, 3
  %groups = lshr i64 %50, 2
  %51 = mul i64 %row_read, %groups
  %52 = lshr i64 %feature10, 2
  %group14 = add i64 %51, %52
  %53 = trunc i64 %key0 to i32
  %54 = lshr i64 %key0, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %group14 to i32
  %57 = trunc i64 %key1_step to i32
  %58 = lshr i64 %key1_step, 32
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %group14, 32
  %61 = trunc i64 %60 to i32
  %62 = zext i32 %56 to i64
  %63 = mul i64 3528531795, %62
  %64 = zext i32 %59 to i64
  %65 = mul i64 3449720151, %64
  %66 = lshr i64 %63, 32
  %67 = trunc i64 %66 to i32
  %68 = trunc i64 %63 to i32
  %69 = lshr i64 %65, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %65 to i32
  %72 = xor i32 %70, %57
  %73 = xor i32 %72, %53
  %74 = xor i32 %67, %61
  %75 = xor i32 %74, %55
  %76 = add i32 %53, -1640531527
  %77 = add i32 %55, -1150833019
  %78 = zext i32 %73 to i64
  %79 = mul i64 3528531795, %78
  %80 = zext i32 %75 to i64
  %81 = mul i64 3449720151, %80
  %82 = lshr i64 %79, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %79 to i32
  %85 = lshr i64 %81, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %81 to i32
  %88 = xor i32 %86, %71
  %89 = xor i32 %88, %76
  %90 = xor i32 %83, %68
  %91 = xor i32 %90, %77
  %92 = add i32 %76, -1640531527
  %93 = add i32 %77, -1150833019
  %94 = zext i32 %89 to i64
  %95 = mul i64 3528531795, %94
  %96 = zext i32 %91 to i64
  %97 = mul i64 3449720151, %96
  %98 = lshr i64 %95, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %95 to i32
  %101 = lshr i64 %97, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %97 to i32
  %104 = xor i32 %102, %87
  %105 = xor i32 %104, %92
  %106 = xor i32 %99, %84
  %107 = xor i32 %106, %93
  %108 = add i32 %92, -1640531527
  %109 = add i32 %93, -1150833019
  %110 = zext i32 %105 to i64
  %111 = mul i64 3528531795, %110
  %112 = zext i32 %107 to i64
  %113 = mul i64 3449720151, %112
  %114 = lshr i64 %111, 32
  %115 = trunc i64 %114 to i32
  %116 = trunc i64 %111 to i32
  %117 = lshr i64 %113, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %113 to i32
  %120 = xor i32 %118, %103
  %121 = xor i32 %120, %108
  %122 = xor i32 %115, %100
  %123 = xor i32 %122, %109
  %124 = add i32 %108, -1640531527
  %125 = add i32 %109, -1150833019
  %126 = zext i32 %121 to i64
  %127 = mul i64 3528531795, %126
  %128 = zext i32 %123 to i64
  %129 = mul i64 3449720151, %128
  %130 = lshr i64 %127, 32
  %131 = trunc i64 %130 to i32
  %132 = trunc i64 %127 to i32
  %133 = lshr i64 %129, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %129 to i32
  %136 = xor i32 %134, %119
  %137 = xor i32 %136, %124
  %138 = xor i32 %131, %116
  %139 = xor i32 %138, %125
  %140 = add i32 %124, -1640531527
  %141 = add i32 %125, -1150833019
  %142 = zext i32 %137 to i64
  %143 = mul i64 3528531795, %142
  %144 = zext i32 %139 to i64
  %145 = mul i64 3449720151, %144
  %146 = lshr i64 %143, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %143 to i32
  %149 = lshr i64 %145, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %145 to i32
  %152 = xor i32 %150, %135
  %153 = xor i32 %152, %140
  %154 = xor i32 %147, %132
  %155 = xor i32 %154, %141
  %156 = add i32 %140, -1640531527
  %157 = add i32 %141, -1150833019
  %158 = zext i32 %153 to i64
  %159 = mul i64 3528531795, %158
  %160 = zext i32 %155 to i64
  %161 = mul i64 3449720151, %160
  %162 = lshr i64 %159, 32
  %163 = trunc i64 %162 to i32
  %164 = trunc i64 %159 to i32
  %165 = lshr i64 %161, 32
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %161 to i32
  %168 = xor i32 %166, %151
  %169 = xor i32 %168, %156
  %170 = xor i32 %163, %148
  %171 = xor i32 %170, %157
  %172 = add i32 %156, -1640531527
  %173 = add i32 %157, -1150833019
  %174 = zext i32 %169 to i64
  %175 = mul i64 3528531795, %174
  %176 = zext i32 %171 to i64
  %177 = mul i64 3449720151, %176
  %178 = lshr i64 %175, 32
  %179 = trunc i64 %178 to i32
  %180 = trunc i64 %175 to i32
  %181 = lshr i64 %177, 32
  %182 = trunc i64 %181 to i32
  %183 = trunc i64 %177 to i32
  %184 = xor i32 %182, %167
  %185 = xor i32 %184, %172
  %186 = xor i32 %179, %164
  %187 = xor i32 %186, %173
  %188 = add i32 %172, -1640531527
  %189 = add i32 %173, -1150833019
  %190 = zext i32 %185 to i64
  %191 = mul i64 3528531795, %190
  %192 = zext i32 %187 to i64
  %193 = mul i64 3449720151, %192
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %191 to i32
  %197 = lshr i64 %193, 32
  %198 = trunc i64 %197 to i32
  %199 = trunc i64 %193 to i32
  %200 = xor i32 %198, %183
  %201 = xor i32 %200, %188
  %202 = xor i32 %195, %180
  %203 = xor i32 %202, %189
  %204 = add i32 %188, -1640531527
  %205 = add i32 %189, -1150833019
  %206 = zext i32 %201 to i64
  %207 = mul i64 3528531795, %206
  %208 = zext i32 %203 to i64
  %209 = mul i64 3449720151, %208
  %210 = lshr i64 %207, 32
  %211 = trunc i64 %210 to i32
  %212 = trunc i64 %207 to i32
  %213 = lshr i64 %209, 32
  %214 = trunc i64 %213 to i32
  %215 = trunc i64 %209 to i32
  %216 = xor i32 %214, %199
  %217 = xor i32 %216, %204
  %218 = xor i32 %211, %196
  %219 = xor i32 %218, %205
  %which = and i64 %feature10, 3
  %220 = and i64 %which, 2
  %second_pair = icmp ne i64 %220, 0
  %221 = select i1 %second_pair, i32 %219, i32 %217
  %222 = select i1 %second_pair, i32 %212, i32 %215
  %223 = lshr i32 %221, 9
  %224 = sitofp i32 %223 to float
  %225 = fadd float %224, 5.000000e-01
  %226 = fmul float %225, 0x3E80000000000000
  %227 = lshr i32 %222, 9
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
  %268 = fmul double %267, 0x3FF921FB54442D18
  %269 = fmul double %268, %268
  %270 = fmul double %269, 0x3EC71DE3A556C734
  %271 = fadd double 0xBF2A01A01A01A01A, %270
  %272 = fmul double %269, %271
  %273 = fadd double 0x3F81111111111111, %272
  %274 = fmul double %269, %273
  %275 = fadd double 0xBFC5555555555555, %274
  %276 = fmul double %268, %269
  %277 = fmul double %276, %275
  %278 = fadd double %268, %277
  %279 = fmul double %269, 0xBE927E4FB7789F5C
  %280 = fadd double 0x3EFA01A01A01A01A, %279
  %281 = fmul double %269, %280
  %282 = fadd double 0xBF56C16C16C16C17, %281
  %283 = fmul double %269, %282
  %284 = fadd double 0x3FA5555555555555, %283
  %285 = fmul double %269, %269
  %286 = fmul double %285, %284
  %287 = fmul double 5.000000e-01, %269
  %288 = fsub double 1.000000e+00, %287
  %289 = fadd double %288, %286
  %290 = fneg double %278
  %291 = fneg double %289
  %292 = bitcast double %265 to i64
  %293 = and i64 %292, 1
  %294 = and i64 %292, 2
  %295 = icmp eq i64 %293, 1
  %296 = icmp eq i64 %294, 2
  %297 = select i1 %296, double %290, double %278
  %298 = select i1 %296, double %291, double %289
  %299 = select i1 %295, double %298, double %297
  %300 = select i1 %296, double %291, double %289
  %301 = select i1 %296, double %278, double %290
  %302 = select i1 %295, double %301, double %300
  %303 = fptrunc double %299 to float
  %304 = fptrunc double %302 to float
  %305 = fmul float %262, %304
  %306 = fmul float %262, %303
  %307 = and i64 %which, 1
  %odd = icmp ne i64 %307, 0
  %normal = select i1 %odd, float %306, float %305
  %308 = fmul float %normal, %noise_scale3
  %309 = fadd float %49, %308
  %bits = bitcast float %309 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %33, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %310 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %311 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %312 = load float, ptr %311, align 4
  %313 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %314 = load float, ptr addrspace(3) %313, align 4
  %315 = fsub float %314, 4.000000e+00
  %316 = fmul float 2.000000e+00, %315
  %317 = fmul float 0x3F847AE140000000, %316
  %318 = fmul float 2.000000e+00, %312
  %319 = fmul float %317, %318
  %320 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = fsub float %312, %321
  %323 = fmul float 2.000000e+00, %322
  %324 = fmul float 5.000000e-01, %323
  %325 = fadd float %319, %324
  %326 = fmul float %325, %eta
  %327 = fsub float %312, %326
  %328 = fmul float 0.000000e+00, %noise_scale3
  %329 = fadd float %327, %328
  %bits25 = bitcast float %327 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %311, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %330 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %331 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %332 = load float, ptr %330, align 4
  store float %332, ptr addrspace(1) %331, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %store.then29
  br label %store.done30
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w128x2(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %temperature1 = alloca float, align 4
  %state_regs = alloca [1 x float], align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %group = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %thread = zext i32 %1 to i64
  %first_row = mul i64 %group, 2
  %row_in_group = udiv i64 %thread, 128
  %row = add i64 %first_row, %row_in_group
  %lane = urem i64 %thread, 128
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 128
  %last_row = sub i64 %n_rows, 1
  %row_read = select i1 %present, i64 %row, i64 %last_row
  %2 = mul i64 %row_in_group, 128
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w128, i64 %2
  %4 = mul i64 %row_in_group, 1
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w128, i64 %4
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
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %31, %noise.done ]
  %11 = icmp ult i64 %step, %steps
  br i1 %11, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %12 = load float, ptr %temperature1, align 4
  %13 = fmul float %two_eta, %12
  %14 = fcmp olt float 0.000000e+00, %13
  %15 = call float @llvm.sqrt.f32(float %13)
  %16 = select i1 %14, float %15, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %16, float %noise_scale
  %key1_step = add i64 %key1, %step
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then29, label %store.done30

slot.then6:                                       ; preds = %step.body
  %18 = load float, ptr %17, align 4
  %19 = fmul float %18, %18
  %20 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %21 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %feature4
  store float %19, ptr addrspace(3) %21, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  %22 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %28, %fold_sums.body ]
  %23 = icmp ult i64 %fold_sums, %n_features
  br i1 %23, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %24 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %fold_sums
  %25 = load float, ptr addrspace(3) %24, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fadd float %25, %26
  store float %27, ptr %fold_value, align 4
  %28 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %29 = load float, ptr %fold_value, align 4
  %30 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %29, ptr addrspace(3) %30, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then15, label %store.done16

noise.done:                                       ; preds = %store.done16, %store.done
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %31 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done13, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = fsub float %36, 4.000000e+00
  %38 = fmul float 2.000000e+00, %37
  %39 = fmul float 0x3F847AE140000000, %38
  %40 = fmul float 2.000000e+00, %34
  %41 = fmul float %39, %40
  %42 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature10
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %34, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fadd float %41, %46
  %48 = fmul float %47, %eta
  %49 = fsub float %34, %48
  %50 = add i64 %n_features, 3
  %groups = lshr i64 %50, 2
  %51 = mul i64 %row_read, %groups
  %52 = lshr i64 %feature10, 2
  %group14 = add i64 %51, %52
  %53 = trunc i64 %key0 to i32
  %54 = lshr i64 %key0, 32
  %55 = trunc i64 %54 to i32
  %56 = trunc i64 %group14 to i32
  %57 = trunc i64 %key1_step to i32
  %58 = lshr i64 %key1_step, 32
  %59 = trunc i64 %58 to i32
  %60 = lshr i64 %group14, 32
  %61 = trunc i64 %60 to i32
  %62 = zext i32 %56 to i64
  %63 = mul i64 3528531795, %62
  %64 = zext i32 %59 to i64
  %65 = mul i64 3449720151, %64
  %66 = lshr i64 %63, 32
  %67 = trunc i64 %66 to i32
  %68 = trunc i64 %63 to i32
  %69 = lshr i64 %65, 32
  %70 = trunc i64 %69 to i32
  %71 = trunc i64 %65 to i32
  %72 = xor i32 %70, %57
  %73 = xor i32 %72, %53
  %74 = xor i32 %67, %61
  %75 = xor i32 %74, %55
  %76 = add i32 %53, -1640531527
  %77 = add i32 %55, -1150833019
  %78 = zext i32 %73 to i64
  %79 = mul i64 3528531795, %78
  %80 = zext i32 %75 to i64
  %81 = mul i64 3449720151, %80
  %82 = lshr i64 %79, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %79 to i32
  %85 = lshr i64 %81, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %81 to i32
  %88 = xor i32 %86, %71
  %89 = xor i32 %88, %76
  %90 = xor i32 %83, %68
  %91 = xor i32 %90, %77
  %92 = add i32 %76, -1640531527
  %93 = add i32 %77, -1150833019
  %94 = zext i32 %89 to i64
  %95 = mul i64 3528531795, %94
  %96 = zext i32 %91 to i64
  %97 = mul i64 3449720151, %96
  %98 = lshr i64 %95, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %95 to i32
  %101 = lshr i64 %97, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %97 to i32
  %104 = xor i32 %102, %87
  %105 = xor i32 %104, %92
  %106 = xor i32 %99, %84
  %107 = xor i32 %106, %93
  %108 = add i32 %92, -1640531527
  %109 = add i32 %93, -1150833019
  %110 = zext i32 %105 to i64
  %111 = mul i64 3528531795, %110
  %112 = zext i32 %107 to i64
  %113 = mul i64 3449720151, %112
  %114 = lshr i64 %111, 32
  %115 = trunc i64 %114 to i32
  %116 = trunc i64 %111 to i32
  %117 = lshr i64 %113, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %113 to i32
  %120 = xor i32 %118, %103
  %121 = xor i32 %120, %108
  %122 = xor i32 %115, %100
  %123 = xor i32 %122, %109
  %124 = add i32 %108, -1640531527
  %125 = add i32 %109, -1150833019
  %126 = zext i32 %121 to i64
  %127 = mul i64 3528531795, %126
  %128 = zext i32 %123 to i64
  %129 = mul i64 3449720151, %128
  %130 = lshr i64 %127, 32
  %131 = trunc i64 %130 to i32
  %132 = trunc i64 %127 to i32
  %133 = lshr i64 %129, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %129 to i32
  %136 = xor i32 %134, %119
  %137 = xor i32 %136, %124
  %138 = xor i32 %131, %116
  %139 = xor i32 %138, %125
  %140 = add i32 %124, -1640531527
  %141 = add i32 %125, -1150833019
  %142 = zext i32 %137 to i64
  %143 = mul i64 3528531795, %142
  %144 = zext i32 %139 to i64
  %145 = mul i64 3449720151, %144
  %146 = lshr i64 %143, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %143 to i32
  %149 = lshr i64 %145, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %145 to i32
  %152 = xor i32 %150, %135
  %153 = xor i32 %152, %140
  %154 = xor i32 %147, %132
  %155 = xor i32 %154, %141
  %156 = add i32 %140, -1640531527
  %157 = add i32 %141, -1150833019
  %158 = zext i32 %153 to i64
  %159 = mul i64 3528531795, %158
  %160 = zext i32 %155 to i64
  %161 = mul i64 3449720151, %160
  %162 = lshr i64 %159, 32
  %163 = trunc i64 %162 to i32
  %164 = trunc i64 %159 to i32
  %165 = lshr i64 %161, 32
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %161 to i32
  %168 = xor i32 %166, %151
  %169 = xor i32 %168, %156
  %170 = xor i32 %163, %148
  %171 = xor i32 %170, %157
  %172 = add i32 %156, -1640531527
  %173 = add i32 %157, -1150833019
  %174 = zext i32 %169 to i64
  %175 = mul i64 3528531795, %174
  %176 = zext i32 %171 to i64
  %177 = mul i64 3449720151, %176
  %178 = lshr i64 %175, 32
  %179 = trunc i64 %178 to i32
  %180 = trunc i64 %175 to i32
  %181 = lshr i64 %177, 32
  %182 = trunc i64 %181 to i32
  %183 = trunc i64 %177 to i32
  %184 = xor i32 %182, %167
  %185 = xor i32 %184, %172
  %186 = xor i32 %179, %164
  %187 = xor i32 %186, %173
  %188 = add i32 %172, -1640531527
  %189 = add i32 %173, -1150833019
  %190 = zext i32 %185 to i64
  %191 = mul i64 3528531795, %190
  %192 = zext i32 %187 to i64
  %193 = mul i64 3449720151, %192
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %191 to i32
  %197 = lshr i64 %193, 32
  %198 = trunc i64 %197 to i32
  %199 = trunc i64 %193 to i32
  %200 = xor i32 %198, %183
  %201 = xor i32 %200, %188
  %202 = xor i32 %195, %180
  %203 = xor i32 %202, %189
  %204 = add i32 %188, -1640531527
  %205 = add i32 %189, -1150833019
  %206 = zext i32 %201 to i64
  %207 = mul i64 3528531795, %206
  %208 = zext i32 %203 to i64
  %209 = mul i64 3449720151, %208
  %210 = lshr i64 %207, 32
  %211 = trunc i64 %210 to i32
  %212 = trunc i64 %207 to i32
  %213 = lshr i64 %209, 32
  %214 = trunc i64 %213 to i32
  %215 = trunc i64 %209 to i32
  %216 = xor i32 %214, %199
  %217 = xor i32 %216, %204
  %218 = xor i32 %211, %196
  %219 = xor i32 %218, %205
  %which = and i64 %feature10, 3
  %220 = and i64 %which, 2
  %second_pair = icmp ne i64 %220, 0
  %221 = select i1 %second_pair, i32 %219, i32 %217
  %222 = select i1 %second_pair, i32 %212, i32 %215
  %223 = lshr i32 %221, 9
  %224 = sitofp i32 %223 to float
  %225 = fadd float %224, 5.000000e-01
  %226 = fmul float %225, 0x3E80000000000000
  %227 = lshr i32 %222, 9
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
  %268 = fmul double %267, 0x3FF921FB54442D18
  %269 = fmul double %268, %268
  %270 = fmul double %269, 0x3EC71DE3A556C734
  %271 = fadd double 0xBF2A01A01A01A01A, %270
  %272 = fmul double %269, %271
  %273 = fadd double 0x3F81111111111111, %272
  %274 = fmul double %269, %273
  %275 = fadd double 0xBFC5555555555555, %274
  %276 = fmul double %268, %269
  %277 = fmul double %276, %275
  %278 = fadd double %268, %277
  %279 = fmul double %269, 0xBE927E4FB7789F5C
  %280 = fadd double 0x3EFA01A01A01A01A, %279
  %281 = fmul double %269, %280
  %282 = fadd double 0xBF56C16C16C16C17, %281
  %283 = fmul double %269, %282
  %284 = fadd double 0x3FA5555555555555, %283
  %285 = fmul double %269, %269
  %286 = fmul double %285, %284
  %287 = fmul double 5.000000e-01, %269
  %288 = fsub double 1.000000e+00, %287
  %289 = fadd double %288, %286
  %290 = fneg double %278
  %291 = fneg double %289
  %292 = bitcast double %265 to i64
  %293 = and i64 %292, 1
  %294 = and i64 %292, 2
  %295 = icmp eq i64 %293, 1
  %296 = icmp eq i64 %294, 2
  %297 = select i1 %296, double %290, double %278
  %298 = select i1 %296, double %291, double %289
  %299 = select i1 %295, double %298, double %297
  %300 = select i1 %296, double %291, double %289
  %301 = select i1 %296, double %278, double %290
  %302 = select i1 %295, double %301, double %300
  %303 = fptrunc double %299 to float
  %304 = fptrunc double %302 to float
  %305 = fmul float %262, %304
  %306 = fmul float %262, %303
  %307 = and i64 %which, 1
  %odd = icmp ne i64 %307, 0
  %normal = select i1 %odd, float %306, float %305
  %308 = fmul float %normal, %noise_scale3
  %309 = fadd float %49, %308
  %bits = bitcast float %309 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %33, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %store.done

store.then15:                                     ; preds = %quiet
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %310 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then19, label %uniform_sinks.done20

store.done16:                                     ; preds = %slot.done24, %quiet
  br label %noise.done

uniform_sinks.then19:                             ; preds = %store.then15
  br label %uniform_sinks.done20

uniform_sinks.done20:                             ; preds = %uniform_sinks.then19, %store.then15
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %311 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %uniform_sinks.done20
  %312 = load float, ptr %311, align 4
  %313 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %314 = load float, ptr addrspace(3) %313, align 4
  %315 = fsub float %314, 4.000000e+00
  %316 = fmul float 2.000000e+00, %315
  %317 = fmul float 0x3F847AE140000000, %316
  %318 = fmul float 2.000000e+00, %312
  %319 = fmul float %317, %318
  %320 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature21
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = fsub float %312, %321
  %323 = fmul float 2.000000e+00, %322
  %324 = fmul float 5.000000e-01, %323
  %325 = fadd float %319, %324
  %326 = fmul float %325, %eta
  %327 = fsub float %312, %326
  %328 = fmul float 0.000000e+00, %noise_scale3
  %329 = fadd float %327, %328
  %bits25 = bitcast float %327 to i32
  %magnitude26 = and i32 %bits25, 2147483647
  %is_nan27 = icmp ugt i32 %magnitude26, 2139095040
  %canonical28 = select i1 %is_nan27, i32 2143289344, i32 %bits25
  store i32 %canonical28, ptr %311, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %uniform_sinks.done20
  br label %store.done16

store.then29:                                     ; preds = %step.exit
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %330 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

store.done30:                                     ; preds = %slot.done34, %step.exit
  br label %row.done

slot.then33:                                      ; preds = %store.then29
  %331 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature31
  %332 = load float, ptr %330, align 4
  store float %332, ptr addrspace(1) %331, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %store.then29
  br label %store.done30
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w256(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 256
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

row.done:                                         ; preds = %slot.done29, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %28, %noise.done ]
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
  %feature26 = add i64 %lane, 0
  %valid27 = icmp ult i64 %feature26, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid27, label %slot.then28, label %slot.done29

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = fmul float %16, %16
  %18 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature4
  store float %17, ptr addrspace(3) %18, align 4
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done7
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %24, %fold_sums.body ]
  %19 = icmp ult i64 %fold_sums, %n_features
  br i1 %19, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %20 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold_sums
  %21 = load float, ptr addrspace(3) %20, align 4
  %22 = load float, ptr %fold_value, align 4
  %23 = fadd float %21, %22
  store float %23, ptr %fold_value, align 4
  %24 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %25 = load float, ptr %fold_value, align 4
  store float %25, ptr addrspace(3) @tessera_uniforms_w256, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %26 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature14 = add i64 %lane, 0
  %valid15 = icmp ult i64 %feature14, %n_features
  %27 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then16, label %uniform_sinks.done17

noise.done:                                       ; preds = %slot.done21, %slot.done13
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %28 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %29 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid11, label %slot.then12, label %slot.done13

slot.then12:                                      ; preds = %uniform_sinks.done
  %30 = load float, ptr %29, align 4
  %31 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %32 = fsub float %31, 4.000000e+00
  %33 = fmul float 2.000000e+00, %32
  %34 = fmul float 0x3F847AE140000000, %33
  %35 = fmul float 2.000000e+00, %30
  %36 = fmul float %34, %35
  %37 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature10
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = fsub float %30, %38
  %40 = fmul float 2.000000e+00, %39
  %41 = fmul float 5.000000e-01, %40
  %42 = fadd float %36, %41
  %43 = fmul float %42, %eta
  %44 = fsub float %30, %43
  %45 = add i64 %n_features, 3
  %groups = lshr i64 %45, 2
  %46 = mul i64 %row, %groups
  %47 = lshr i64 %feature10, 2
  %group = add i64 %46, %47
  %48 = trunc i64 %key0 to i32
  %49 = lshr i64 %key0, 32
  %50 = trunc i64 %49 to i32
  %51 = trunc i64 %group to i32
  %52 = trunc i64 %key1_step to i32
  %53 = lshr i64 %key1_step, 32
  %54 = trunc i64 %53 to i32
  %55 = lshr i64 %group, 32
  %56 = trunc i64 %55 to i32
  %57 = zext i32 %51 to i64
  %58 = mul i64 3528531795, %57
  %59 = zext i32 %54 to i64
  %60 = mul i64 3449720151, %59
  %61 = lshr i64 %58, 32
  %62 = trunc i64 %61 to i32
  %63 = trunc i64 %58 to i32
  %64 = lshr i64 %60, 32
  %65 = trunc i64 %64 to i32
  %66 = trunc i64 %60 to i32
  %67 = xor i32 %65, %52
  %68 = xor i32 %67, %48
  %69 = xor i32 %62, %56
  %70 = xor i32 %69, %50
  %71 = add i32 %48, -1640531527
  %72 = add i32 %50, -1150833019
  %73 = zext i32 %68 to i64
  %74 = mul i64 3528531795, %73
  %75 = zext i32 %70 to i64
  %76 = mul i64 3449720151, %75
  %77 = lshr i64 %74, 32
  %78 = trunc i64 %77 to i32
  %79 = trunc i64 %74 to i32
  %80 = lshr i64 %76, 32
  %81 = trunc i64 %80 to i32
  %82 = trunc i64 %76 to i32
  %83 = xor i32 %81, %66
  %84 = xor i32 %83, %71
  %85 = xor i32 %78, %63
  %86 = xor i32 %85, %72
  %87 = add i32 %71, -1640531527
  %88 = add i32 %72, -1150833019
  %89 = zext i32 %84 to i64
  %90 = mul i64 3528531795, %89
  %91 = zext i32 %86 to i64
  %92 = mul i64 3449720151, %91
  %93 = lshr i64 %90, 32
  %94 = trunc i64 %93 to i32
  %95 = trunc i64 %90 to i32
  %96 = lshr i64 %92, 32
  %97 = trunc i64 %96 to i32
  %98 = trunc i64 %92 to i32
  %99 = xor i32 %97, %82
  %100 = xor i32 %99, %87
  %101 = xor i32 %94, %79
  %102 = xor i32 %101, %88
  %103 = add i32 %87, -1640531527
  %104 = add i32 %88, -1150833019
  %105 = zext i32 %100 to i64
  %106 = mul i64 3528531795, %105
  %107 = zext i32 %102 to i64
  %108 = mul i64 3449720151, %107
  %109 = lshr i64 %106, 32
  %110 = trunc i64 %109 to i32
  %111 = trunc i64 %106 to i32
  %112 = lshr i64 %108, 32
  %113 = trunc i64 %112 to i32
  %114 = trunc i64 %108 to i32
  %115 = xor i32 %113, %98
  %116 = xor i32 %115, %103
  %117 = xor i32 %110, %95
  %118 = xor i32 %117, %104
  %119 = add i32 %103, -1640531527
  %120 = add i32 %104, -1150833019
  %121 = zext i32 %116 to i64
  %122 = mul i64 3528531795, %121
  %123 = zext i32 %118 to i64
  %124 = mul i64 3449720151, %123
  %125 = lshr i64 %122, 32
  %126 = trunc i64 %125 to i32
  %127 = trunc i64 %122 to i32
  %128 = lshr i64 %124, 32
  %129 = trunc i64 %128 to i32
  %130 = trunc i64 %124 to i32
  %131 = xor i32 %129, %114
  %132 = xor i32 %131, %119
  %133 = xor i32 %126, %111
  %134 = xor i32 %133, %120
  %135 = add i32 %119, -1640531527
  %136 = add i32 %120, -1150833019
  %137 = zext i32 %132 to i64
  %138 = mul i64 3528531795, %137
  %139 = zext i32 %134 to i64
  %140 = mul i64 3449720151, %139
  %141 = lshr i64 %138, 32
  %142 = trunc i64 %141 to i32
  %143 = trunc i64 %138 to i32
  %144 = lshr i64 %140, 32
  %145 = trunc i64 %144 to i32
  %146 = trunc i64 %140 to i32
  %147 = xor i32 %145, %130
  %148 = xor i32 %147, %135
  %149 = xor i32 %142, %127
  %150 = xor i32 %149, %136
  %151 = add i32 %135, -1640531527
  %152 = add i32 %136, -1150833019
  %153 = zext i32 %148 to i64
  %154 = mul i64 3528531795, %153
  %155 = zext i32 %150 to i64
  %156 = mul i64 3449720151, %155
  %157 = lshr i64 %154, 32
  %158 = trunc i64 %157 to i32
  %159 = trunc i64 %154 to i32
  %160 = lshr i64 %156, 32
  %161 = trunc i64 %160 to i32
  %162 = trunc i64 %156 to i32
  %163 = xor i32 %161, %146
  %164 = xor i32 %163, %151
  %165 = xor i32 %158, %143
  %166 = xor i32 %165, %152
  %167 = add i32 %151, -1640531527
  %168 = add i32 %152, -1150833019
  %169 = zext i32 %164 to i64
  %170 = mul i64 3528531795, %169
  %171 = zext i32 %166 to i64
  %172 = mul i64 3449720151, %171
  %173 = lshr i64 %170, 32
  %174 = trunc i64 %173 to i32
  %175 = trunc i64 %170 to i32
  %176 = lshr i64 %172, 32
  %177 = trunc i64 %176 to i32
  %178 = trunc i64 %172 to i32
  %179 = xor i32 %177, %162
  %180 = xor i32 %179, %167
  %181 = xor i32 %174, %159
  %182 = xor i32 %181, %168
  %183 = add i32 %167, -1640531527
  %184 = add i32 %168, -1150833019
  %185 = zext i32 %180 to i64
  %186 = mul i64 3528531795, %185
  %187 = zext i32 %182 to i64
  %188 = mul i64 3449720151, %187
  %189 = lshr i64 %186, 32
  %190 = trunc i64 %189 to i32
  %191 = trunc i64 %186 to i32
  %192 = lshr i64 %188, 32
  %193 = trunc i64 %192 to i32
  %194 = trunc i64 %188 to i32
  %195 = xor i32 %193, %178
  %196 = xor i32 %195, %183
  %197 = xor i32 %190, %175
  %198 = xor i32 %197, %184
  %199 = add i32 %183, -1640531527
  %200 = add i32 %184, -1150833019
  %201 = zext i32 %196 to i64
  %202 = mul i64 3528531795, %201
  %203 = zext i32 %198 to i64
  %204 = mul i64 3449720151, %203
  %205 = lshr i64 %202, 32
  %206 = trunc i64 %205 to i32
  %207 = trunc i64 %202 to i32
  %208 = lshr i64 %204, 32
  %209 = trunc i64 %208 to i32
  %210 = trunc i64 %204 to i32
  %211 = xor i32 %209, %194
  %212 = xor i32 %211, %199
  %213 = xor i32 %206, %191
  %214 = xor i32 %213, %200
  %which = and i64 %feature10, 3
  %215 = and i64 %which, 2
  %second_pair = icmp ne i64 %215, 0
  %216 = select i1 %second_pair, i32 %214, i32 %212
  %217 = select i1 %second_pair, i32 %207, i32 %210
  %218 = lshr i32 %216, 9
  %219 = sitofp i32 %218 to float
  %220 = fadd float %219, 5.000000e-01
  %221 = fmul float %220, 0x3E80000000000000
  %222 = lshr i32 %217, 9
  %223 = sitofp i32 %222 to float
  %224 = fadd float %223, 5.000000e-01
  %225 = fmul float %224, 0x3E80000000000000
  %226 = bitcast float %221 to i32
  %227 = add i32 %226, 4913933
  %228 = lshr i32 %227, 23
  %229 = sub i32 %228, 127
  %230 = and i32 %227, 8388607
  %231 = add i32 %230, 1060439283
  %232 = bitcast i32 %231 to float
  %233 = fsub float %232, 1.000000e+00
  %234 = fadd float 2.000000e+00, %233
  %235 = fdiv float %233, %234
  %236 = fmul float %235, %235
  %237 = fmul float %236, %236
  %238 = fmul float %237, 0x3FCF13C4C0000000
  %239 = fadd float 0x3FD999C260000000, %238
  %240 = fmul float %237, %239
  %241 = fmul float %237, 0x3FD23D3DC0000000
  %242 = fadd float 0x3FE5555540000000, %241
  %243 = fmul float %236, %242
  %244 = fadd float %243, %240
  %245 = fmul float 5.000000e-01, %233
  %246 = fmul float %245, %233
  %247 = sitofp i32 %229 to float
  %248 = fadd float %246, %244
  %249 = fmul float %235, %248
  %250 = fmul float %247, 0x3EE2FEFA20000000
  %251 = fadd float %249, %250
  %252 = fsub float %251, %246
  %253 = fadd float %252, %233
  %254 = fmul float %247, 0x3FE62E3000000000
  %255 = fadd float %253, %254
  %256 = fmul float -2.000000e+00, %255
  %257 = call float @llvm.sqrt.f32(float %256)
  %258 = fpext float %225 to double
  %259 = fmul double %258, 4.000000e+00
  %260 = fadd double %259, 0x4338000000000000
  %261 = fsub double %260, 0x4338000000000000
  %262 = fsub double %259, %261
  %263 = fmul double %262, 0x3FF921FB54442D18
  %264 = fmul double %263, %263
  %265 = fmul double %264, 0x3EC71DE3A556C734
  %266 = fadd double 0xBF2A01A01A01A01A, %265
  %267 = fmul double %264, %266
  %268 = fadd double 0x3F81111111111111, %267
  %269 = fmul double %264, %268
  %270 = fadd double 0xBFC5555555555555, %269
  %271 = fmul double %263, %264
  %272 = fmul double %271, %270
  %273 = fadd double %263, %272
  %274 = fmul double %264, 0xBE927E4FB7789F5C
  %275 = fadd double 0x3EFA01A01A01A01A, %274
  %276 = fmul double %264, %275
  %277 = fadd double 0xBF56C16C16C16C17, %276
  %278 = fmul double %264, %277
  %279 = fadd double 0x3FA5555555555555, %278
  %280 = fmul double %264, %264
  %281 = fmul double %280, %279
  %282 = fmul double 5.000000e-01, %264
  %283 = fsub double 1.000000e+00, %282
  %284 = fadd double %283, %281
  %285 = fneg double %273
  %286 = fneg double %284
  %287 = bitcast double %260 to i64
  %288 = and i64 %287, 1
  %289 = and i64 %287, 2
  %290 = icmp eq i64 %288, 1
  %291 = icmp eq i64 %289, 2
  %292 = select i1 %291, double %285, double %273
  %293 = select i1 %291, double %286, double %284
  %294 = select i1 %290, double %293, double %292
  %295 = select i1 %291, double %286, double %284
  %296 = select i1 %291, double %273, double %285
  %297 = select i1 %290, double %296, double %295
  %298 = fptrunc double %294 to float
  %299 = fptrunc double %297 to float
  %300 = fmul float %257, %299
  %301 = fmul float %257, %298
  %302 = and i64 %which, 1
  %odd = icmp ne i64 %302, 0
  %normal = select i1 %odd, float %301, float %300
  %303 = fmul float %normal, %noise_scale3
  %304 = fadd float %44, %303
  %bits = bitcast float %304 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %29, align 4
  br label %slot.done13

slot.done13:                                      ; preds = %slot.then12, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then16:                             ; preds = %quiet
  br label %uniform_sinks.done17

uniform_sinks.done17:                             ; preds = %uniform_sinks.then16, %quiet
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %305 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done17
  %306 = load float, ptr %305, align 4
  %307 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %308 = fsub float %307, 4.000000e+00
  %309 = fmul float 2.000000e+00, %308
  %310 = fmul float 0x3F847AE140000000, %309
  %311 = fmul float 2.000000e+00, %306
  %312 = fmul float %310, %311
  %313 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %314 = load float, ptr addrspace(1) %313, align 4
  %315 = fsub float %306, %314
  %316 = fmul float 2.000000e+00, %315
  %317 = fmul float 5.000000e-01, %316
  %318 = fadd float %312, %317
  %319 = fmul float %318, %eta
  %320 = fsub float %306, %319
  %321 = fmul float 0.000000e+00, %noise_scale3
  %322 = fadd float %320, %321
  %bits22 = bitcast float %320 to i32
  %magnitude23 = and i32 %bits22, 2147483647
  %is_nan24 = icmp ugt i32 %magnitude23, 2139095040
  %canonical25 = select i1 %is_nan24, i32 2143289344, i32 %bits22
  store i32 %canonical25, ptr %305, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done17
  br label %noise.done

slot.then28:                                      ; preds = %step.exit
  %323 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature26
  %324 = load float, ptr %15, align 4
  store float %324, ptr addrspace(1) %323, align 4
  br label %slot.done29

slot.done29:                                      ; preds = %slot.then28, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w512(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 512
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

row.done:                                         ; preds = %slot.done63, %entry
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
  store float %temperature, ptr %temperature5, align 4
  %anneal6 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done4
  %step = phi i64 [ 0, %slot.done4 ], [ %35, %noise.done ]
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
  %feature56 = add i64 %lane, 0
  %valid57 = icmp ult i64 %feature56, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then10:                                      ; preds = %step.body
  %19 = load float, ptr %17, align 4
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature8
  store float %20, ptr addrspace(3) %21, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %step.body
  %feature12 = add i64 %lane, 256
  %valid13 = icmp ult i64 %feature12, %n_features
  %22 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid13, label %slot.then14, label %slot.done15

slot.then14:                                      ; preds = %slot.done11
  %23 = load float, ptr %22, align 4
  %24 = fmul float %23, %23
  %25 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature12
  store float %24, ptr addrspace(3) %25, align 4
  br label %slot.done15

slot.done15:                                      ; preds = %slot.then14, %slot.done11
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done15
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %31, %fold_sums.body ]
  %26 = icmp ult i64 %fold_sums, %n_features
  br i1 %26, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %fold_sums
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = load float, ptr %fold_value, align 4
  %30 = fadd float %28, %29
  store float %30, ptr %fold_value, align 4
  %31 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %32 = load float, ptr %fold_value, align 4
  store float %32, ptr addrspace(3) @tessera_uniforms_w512, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature36 = add i64 %lane, 0
  %valid37 = icmp ult i64 %feature36, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then38, label %uniform_sinks.done39

noise.done:                                       ; preds = %slot.done51, %slot.done25
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature5, align 4
  %35 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid19, label %slot.then20, label %slot.done21

slot.then20:                                      ; preds = %uniform_sinks.done
  %37 = load float, ptr %36, align 4
  %38 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %39 = fsub float %38, 4.000000e+00
  %40 = fmul float 2.000000e+00, %39
  %41 = fmul float 0x3F847AE140000000, %40
  %42 = fmul float 2.000000e+00, %37
  %43 = fmul float %41, %42
  %44 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature18
  %45 = load float, ptr addrspace(1) %44, align 4
  %46 = fsub float %37, %45
  %47 = fmul float 2.000000e+00, %46
  %48 = fmul float 5.000000e-01, %47
  %49 = fadd float %43, %48
  %50 = fmul float %49, %eta
  %51 = fsub float %37, %50
  %52 = add i64 %n_features, 3
  %groups = lshr i64 %52, 2
  %53 = mul i64 %row, %groups
  %54 = lshr i64 %feature18, 2
  %group = add i64 %53, %54
  %55 = trunc i64 %key0 to i32
  %56 = lshr i64 %key0, 32
  %57 = trunc i64 %56 to i32
  %58 = trunc i64 %group to i32
  %59 = trunc i64 %key1_step to i32
  %60 = lshr i64 %key1_step, 32
  %61 = trunc i64 %60 to i32
  %62 = lshr i64 %group, 32
  %63 = trunc i64 %62 to i32
  %64 = zext i32 %58 to i64
  %65 = mul i64 3528531795, %64
  %66 = zext i32 %61 to i64
  %67 = mul i64 3449720151, %66
  %68 = lshr i64 %65, 32
  %69 = trunc i64 %68 to i32
  %70 = trunc i64 %65 to i32
  %71 = lshr i64 %67, 32
  %72 = trunc i64 %71 to i32
  %73 = trunc i64 %67 to i32
  %74 = xor i32 %72, %59
  %75 = xor i32 %74, %55
  %76 = xor i32 %69, %63
  %77 = xor i32 %76, %57
  %78 = add i32 %55, -1640531527
  %79 = add i32 %57, -1150833019
  %80 = zext i32 %75 to i64
  %81 = mul i64 3528531795, %80
  %82 = zext i32 %77 to i64
  %83 = mul i64 3449720151, %82
  %84 = lshr i64 %81, 32
  %85 = trunc i64 %84 to i32
  %86 = trunc i64 %81 to i32
  %87 = lshr i64 %83, 32
  %88 = trunc i64 %87 to i32
  %89 = trunc i64 %83 to i32
  %90 = xor i32 %88, %73
  %91 = xor i32 %90, %78
  %92 = xor i32 %85, %70
  %93 = xor i32 %92, %79
  %94 = add i32 %78, -1640531527
  %95 = add i32 %79, -1150833019
  %96 = zext i32 %91 to i64
  %97 = mul i64 3528531795, %96
  %98 = zext i32 %93 to i64
  %99 = mul i64 3449720151, %98
  %100 = lshr i64 %97, 32
  %101 = trunc i64 %100 to i32
  %102 = trunc i64 %97 to i32
  %103 = lshr i64 %99, 32
  %104 = trunc i64 %103 to i32
  %105 = trunc i64 %99 to i32
  %106 = xor i32 %104, %89
  %107 = xor i32 %106, %94
  %108 = xor i32 %101, %86
  %109 = xor i32 %108, %95
  %110 = add i32 %94, -1640531527
  %111 = add i32 %95, -1150833019
  %112 = zext i32 %107 to i64
  %113 = mul i64 3528531795, %112
  %114 = zext i32 %109 to i64
  %115 = mul i64 3449720151, %114
  %116 = lshr i64 %113, 32
  %117 = trunc i64 %116 to i32
  %118 = trunc i64 %113 to i32
  %119 = lshr i64 %115, 32
  %120 = trunc i64 %119 to i32
  %121 = trunc i64 %115 to i32
  %122 = xor i32 %120, %105
  %123 = xor i32 %122, %110
  %124 = xor i32 %117, %102
  %125 = xor i32 %124, %111
  %126 = add i32 %110, -1640531527
  %127 = add i32 %111, -1150833019
  %128 = zext i32 %123 to i64
  %129 = mul i64 3528531795, %128
  %130 = zext i32 %125 to i64
  %131 = mul i64 3449720151, %130
  %132 = lshr i64 %129, 32
  %133 = trunc i64 %132 to i32
  %134 = trunc i64 %129 to i32
  %135 = lshr i64 %131, 32
  %136 = trunc i64 %135 to i32
  %137 = trunc i64 %131 to i32
  %138 = xor i32 %136, %121
  %139 = xor i32 %138, %126
  %140 = xor i32 %133, %118
  %141 = xor i32 %140, %127
  %142 = add i32 %126, -1640531527
  %143 = add i32 %127, -1150833019
  %144 = zext i32 %139 to i64
  %145 = mul i64 3528531795, %144
  %146 = zext i32 %141 to i64
  %147 = mul i64 3449720151, %146
  %148 = lshr i64 %145, 32
  %149 = trunc i64 %148 to i32
  %150 = trunc i64 %145 to i32
  %151 = lshr i64 %147, 32
  %152 = trunc i64 %151 to i32
  %153 = trunc i64 %147 to i32
  %154 = xor i32 %152, %137
  %155 = xor i32 %154, %142
  %156 = xor i32 %149, %134
  %157 = xor i32 %156, %143
  %158 = add i32 %142, -1640531527
  %159 = add i32 %143, -1150833019
  %160 = zext i32 %155 to i64
  %161 = mul i64 3528531795, %160
  %162 = zext i32 %157 to i64
  %163 = mul i64 3449720151, %162
  %164 = lshr i64 %161, 32
  %165 = trunc i64 %164 to i32
  %166 = trunc i64 %161 to i32
  %167 = lshr i64 %163, 32
  %168 = trunc i64 %167 to i32
  %169 = trunc i64 %163 to i32
  %170 = xor i32 %168, %153
  %171 = xor i32 %170, %158
  %172 = xor i32 %165, %150
  %173 = xor i32 %172, %159
  %174 = add i32 %158, -1640531527
  %175 = add i32 %159, -1150833019
  %176 = zext i32 %171 to i64
  %177 = mul i64 3528531795, %176
  %178 = zext i32 %173 to i64
  %179 = mul i64 3449720151, %178
  %180 = lshr i64 %177, 32
  %181 = trunc i64 %180 to i32
  %182 = trunc i64 %177 to i32
  %183 = lshr i64 %179, 32
  %184 = trunc i64 %183 to i32
  %185 = trunc i64 %179 to i32
  %186 = xor i32 %184, %169
  %187 = xor i32 %186, %174
  %188 = xor i32 %181, %166
  %189 = xor i32 %188, %175
  %190 = add i32 %174, -1640531527
  %191 = add i32 %175, -1150833019
  %192 = zext i32 %187 to i64
  %193 = mul i64 3528531795, %192
  %194 = zext i32 %189 to i64
  %195 = mul i64 3449720151, %194
  %196 = lshr i64 %193, 32
  %197 = trunc i64 %196 to i32
  %198 = trunc i64 %193 to i32
  %199 = lshr i64 %195, 32
  %200 = trunc i64 %199 to i32
  %201 = trunc i64 %195 to i32
  %202 = xor i32 %200, %185
  %203 = xor i32 %202, %190
  %204 = xor i32 %197, %182
  %205 = xor i32 %204, %191
  %206 = add i32 %190, -1640531527
  %207 = add i32 %191, -1150833019
  %208 = zext i32 %203 to i64
  %209 = mul i64 3528531795, %208
  %210 = zext i32 %205 to i64
  %211 = mul i64 3449720151, %210
  %212 = lshr i64 %209, 32
  %213 = trunc i64 %212 to i32
  %214 = trunc i64 %209 to i32
  %215 = lshr i64 %211, 32
  %216 = trunc i64 %215 to i32
  %217 = trunc i64 %211 to i32
  %218 = xor i32 %216, %201
  %219 = xor i32 %218, %206
  %220 = xor i32 %213, %198
  %221 = xor i32 %220, %207
  %which = and i64 %feature18, 3
  %222 = and i64 %which, 2
  %second_pair = icmp ne i64 %222, 0
  %223 = select i1 %second_pair, i32 %221, i32 %219
  %224 = select i1 %second_pair, i32 %214, i32 %217
  %225 = lshr i32 %223, 9
  %226 = sitofp i32 %225 to float
  %227 = fadd float %226, 5.000000e-01
  %228 = fmul float %227, 0x3E80000000000000
  %229 = lshr i32 %224, 9
  %230 = sitofp i32 %229 to float
  %231 = fadd float %230, 5.000000e-01
  %232 = fmul float %231, 0x3E80000000000000
  %233 = bitcast float %228 to i32
  %234 = add i32 %233, 4913933
  %235 = lshr i32 %234, 23
  %236 = sub i32 %235, 127
  %237 = and i32 %234, 8388607
  %238 = add i32 %237, 1060439283
  %239 = bitcast i32 %238 to float
  %240 = fsub float %239, 1.000000e+00
  %241 = fadd float 2.000000e+00, %240
  %242 = fdiv float %240, %241
  %243 = fmul float %242, %242
  %244 = fmul float %243, %243
  %245 = fmul float %244, 0x3FCF13C4C0000000
  %246 = fadd float 0x3FD999C260000000, %245
  %247 = fmul float %244, %246
  %248 = fmul float %244, 0x3FD23D3DC0000000
  %249 = fadd float 0x3FE5555540000000, %248
  %250 = fmul float %243, %249
  %251 = fadd float %250, %247
  %252 = fmul float 5.000000e-01, %240
  %253 = fmul float %252, %240
  %254 = sitofp i32 %236 to float
  %255 = fadd float %253, %251
  %256 = fmul float %242, %255
  %257 = fmul float %254, 0x3EE2FEFA20000000
  %258 = fadd float %256, %257
  %259 = fsub float %258, %253
  %260 = fadd float %259, %240
  %261 = fmul float %254, 0x3FE62E3000000000
  %262 = fadd float %260, %261
  %263 = fmul float -2.000000e+00, %262
  %264 = call float @llvm.sqrt.f32(float %263)
  %265 = fpext float %232 to double
  %266 = fmul double %265, 4.000000e+00
  %267 = fadd double %266, 0x4338000000000000
  %268 = fsub double %267, 0x4338000000000000
  %269 = fsub double %266, %268
  %270 = fmul double %269, 0x3FF921FB54442D18
  %271 = fmul double %270, %270
  %272 = fmul double %271, 0x3EC71DE3A556C734
  %273 = fadd double 0xBF2A01A01A01A01A, %272
  %274 = fmul double %271, %273
  %275 = fadd double 0x3F81111111111111, %274
  %276 = fmul double %271, %275
  %277 = fadd double 0xBFC5555555555555, %276
  %278 = fmul double %270, %271
  %279 = fmul double %278, %277
  %280 = fadd double %270, %279
  %281 = fmul double %271, 0xBE927E4FB7789F5C
  %282 = fadd double 0x3EFA01A01A01A01A, %281
  %283 = fmul double %271, %282
  %284 = fadd double 0xBF56C16C16C16C17, %283
  %285 = fmul double %271, %284
  %286 = fadd double 0x3FA5555555555555, %285
  %287 = fmul double %271, %271
  %288 = fmul double %287, %286
  %289 = fmul double 5.000000e-01, %271
  %290 = fsub double 1.000000e+00, %289
  %291 = fadd double %290, %288
  %292 = fneg double %280
  %293 = fneg double %291
  %294 = bitcast double %267 to i64
  %295 = and i64 %294, 1
  %296 = and i64 %294, 2
  %297 = icmp eq i64 %295, 1
  %298 = icmp eq i64 %296, 2
  %299 = select i1 %298, double %292, double %280
  %300 = select i1 %298, double %293, double %291
  %301 = select i1 %297, double %300, double %299
  %302 = select i1 %298, double %293, double %291
  %303 = select i1 %298, double %280, double %292
  %304 = select i1 %297, double %303, double %302
  %305 = fptrunc double %301 to float
  %306 = fptrunc double %304 to float
  %307 = fmul float %264, %306
  %308 = fmul float %264, %305
  %309 = and i64 %which, 1
  %odd = icmp ne i64 %309, 0
  %normal = select i1 %odd, float %308, float %307
  %310 = fmul float %normal, %noise_scale7
  %311 = fadd float %51, %310
  %bits = bitcast float %311 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %36, align 4
  br label %slot.done21

slot.done21:                                      ; preds = %slot.then20, %uniform_sinks.done
  %feature22 = add i64 %lane, 256
  %valid23 = icmp ult i64 %feature22, %n_features
  %312 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid23, label %slot.then24, label %slot.done25

slot.then24:                                      ; preds = %slot.done21
  %313 = load float, ptr %312, align 4
  %314 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %315 = fsub float %314, 4.000000e+00
  %316 = fmul float 2.000000e+00, %315
  %317 = fmul float 0x3F847AE140000000, %316
  %318 = fmul float 2.000000e+00, %313
  %319 = fmul float %317, %318
  %320 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature22
  %321 = load float, ptr addrspace(1) %320, align 4
  %322 = fsub float %313, %321
  %323 = fmul float 2.000000e+00, %322
  %324 = fmul float 5.000000e-01, %323
  %325 = fadd float %319, %324
  %326 = fmul float %325, %eta
  %327 = fsub float %313, %326
  %328 = add i64 %n_features, 3
  %groups26 = lshr i64 %328, 2
  %329 = mul i64 %row, %groups26
  %330 = lshr i64 %feature22, 2
  %group27 = add i64 %329, %330
  %331 = trunc i64 %key0 to i32
  %332 = lshr i64 %key0, 32
  %333 = trunc i64 %332 to i32
  %334 = trunc i64 %group27 to i32
  %335 = trunc i64 %key1_step to i32
  %336 = lshr i64 %key1_step, 32
  %337 = trunc i64 %336 to i32
  %338 = lshr i64 %group27, 32
  %339 = trunc i64 %338 to i32
  %340 = zext i32 %334 to i64
  %341 = mul i64 3528531795, %340
  %342 = zext i32 %337 to i64
  %343 = mul i64 3449720151, %342
  %344 = lshr i64 %341, 32
  %345 = trunc i64 %344 to i32
  %346 = trunc i64 %341 to i32
  %347 = lshr i64 %343, 32
  %348 = trunc i64 %347 to i32
  %349 = trunc i64 %343 to i32
  %350 = xor i32 %348, %335
  %351 = xor i32 %350, %331
  %352 = xor i32 %345, %339
  %353 = xor i32 %352, %333
  %354 = add i32 %331, -1640531527
  %355 = add i32 %333, -1150833019
  %356 = zext i32 %351 to i64
  %357 = mul i64 3528531795, %356
  %358 = zext i32 %353 to i64
  %359 = mul i64 3449720151, %358
  %360 = lshr i64 %357, 32
  %361 = trunc i64 %360 to i32
  %362 = trunc i64 %357 to i32
  %363 = lshr i64 %359, 32
  %364 = trunc i64 %363 to i32
  %365 = trunc i64 %359 to i32
  %366 = xor i32 %364, %349
  %367 = xor i32 %366, %354
  %368 = xor i32 %361, %346
  %369 = xor i32 %368, %355
  %370 = add i32 %354, -1640531527
  %371 = add i32 %355, -1150833019
  %372 = zext i32 %367 to i64
  %373 = mul i64 3528531795, %372
  %374 = zext i32 %369 to i64
  %375 = mul i64 3449720151, %374
  %376 = lshr i64 %373, 32
  %377 = trunc i64 %376 to i32
  %378 = trunc i64 %373 to i32
  %379 = lshr i64 %375, 32
  %380 = trunc i64 %379 to i32
  %381 = trunc i64 %375 to i32
  %382 = xor i32 %380, %365
  %383 = xor i32 %382, %370
  %384 = xor i32 %377, %362
  %385 = xor i32 %384, %371
  %386 = add i32 %370, -1640531527
  %387 = add i32 %371, -1150833019
  %388 = zext i32 %383 to i64
  %389 = mul i64 3528531795, %388
  %390 = zext i32 %385 to i64
  %391 = mul i64 3449720151, %390
  %392 = lshr i64 %389, 32
  %393 = trunc i64 %392 to i32
  %394 = trunc i64 %389 to i32
  %395 = lshr i64 %391, 32
  %396 = trunc i64 %395 to i32
  %397 = trunc i64 %391 to i32
  %398 = xor i32 %396, %381
  %399 = xor i32 %398, %386
  %400 = xor i32 %393, %378
  %401 = xor i32 %400, %387
  %402 = add i32 %386, -1640531527
  %403 = add i32 %387, -1150833019
  %404 = zext i32 %399 to i64
  %405 = mul i64 3528531795, %404
  %406 = zext i32 %401 to i64
  %407 = mul i64 3449720151, %406
  %408 = lshr i64 %405, 32
  %409 = trunc i64 %408 to i32
  %410 = trunc i64 %405 to i32
  %411 = lshr i64 %407, 32
  %412 = trunc i64 %411 to i32
  %413 = trunc i64 %407 to i32
  %414 = xor i32 %412, %397
  %415 = xor i32 %414, %402
  %416 = xor i32 %409, %394
  %417 = xor i32 %416, %403
  %418 = add i32 %402, -1640531527
  %419 = add i32 %403, -1150833019
  %420 = zext i32 %415 to i64
  %421 = mul i64 3528531795, %420
  %422 = zext i32 %417 to i64
  %423 = mul i64 3449720151, %422
  %424 = lshr i64 %421, 32
  %425 = trunc i64 %424 to i32
  %426 = trunc i64 %421 to i32
  %427 = lshr i64 %423, 32
  %428 = trunc i64 %427 to i32
  %429 = trunc i64 %423 to i32
  %430 = xor i32 %428, %413
  %431 = xor i32 %430, %418
  %432 = xor i32 %425, %410
  %433 = xor i32 %432, %419
  %434 = add i32 %418, -1640531527
  %435 = add i32 %419, -1150833019
  %436 = zext i32 %431 to i64
  %437 = mul i64 3528531795, %436
  %438 = zext i32 %433 to i64
  %439 = mul i64 3449720151, %438
  %440 = lshr i64 %437, 32
  %441 = trunc i64 %440 to i32
  %442 = trunc i64 %437 to i32
  %443 = lshr i64 %439, 32
  %444 = trunc i64 %443 to i32
  %445 = trunc i64 %439 to i32
  %446 = xor i32 %444, %429
  %447 = xor i32 %446, %434
  %448 = xor i32 %441, %426
  %449 = xor i32 %448, %435
  %450 = add i32 %434, -1640531527
  %451 = add i32 %435, -1150833019
  %452 = zext i32 %447 to i64
  %453 = mul i64 3528531795, %452
  %454 = zext i32 %449 to i64
  %455 = mul i64 3449720151, %454
  %456 = lshr i64 %453, 32
  %457 = trunc i64 %456 to i32
  %458 = trunc i64 %453 to i32
  %459 = lshr i64 %455, 32
  %460 = trunc i64 %459 to i32
  %461 = trunc i64 %455 to i32
  %462 = xor i32 %460, %445
  %463 = xor i32 %462, %450
  %464 = xor i32 %457, %442
  %465 = xor i32 %464, %451
  %466 = add i32 %450, -1640531527
  %467 = add i32 %451, -1150833019
  %468 = zext i32 %463 to i64
  %469 = mul i64 3528531795, %468
  %470 = zext i32 %465 to i64
  %471 = mul i64 3449720151, %470
  %472 = lshr i64 %469, 32
  %473 = trunc i64 %472 to i32
  %474 = trunc i64 %469 to i32
  %475 = lshr i64 %471, 32
  %476 = trunc i64 %475 to i32
  %477 = trunc i64 %471 to i32
  %478 = xor i32 %476, %461
  %479 = xor i32 %478, %466
  %480 = xor i32 %473, %458
  %481 = xor i32 %480, %467
  %482 = add i32 %466, -1640531527
  %483 = add i32 %467, -1150833019
  %484 = zext i32 %479 to i64
  %485 = mul i64 3528531795, %484
  %486 = zext i32 %481 to i64
  %487 = mul i64 3449720151, %486
  %488 = lshr i64 %485, 32
  %489 = trunc i64 %488 to i32
  %490 = trunc i64 %485 to i32
  %491 = lshr i64 %487, 32
  %492 = trunc i64 %491 to i32
  %493 = trunc i64 %487 to i32
  %494 = xor i32 %492, %477
  %495 = xor i32 %494, %482
  %496 = xor i32 %489, %474
  %497 = xor i32 %496, %483
  %which28 = and i64 %feature22, 3
  %498 = and i64 %which28, 2
  %second_pair29 = icmp ne i64 %498, 0
  %499 = select i1 %second_pair29, i32 %497, i32 %495
  %500 = select i1 %second_pair29, i32 %490, i32 %493
  %501 = lshr i32 %499, 9
  %502 = sitofp i32 %501 to float
  %503 = fadd float %502, 5.000000e-01
  %504 = fmul float %503, 0x3E80000000000000
  %505 = lshr i32 %500, 9
  %506 = sitofp i32 %505 to float
  %507 = fadd float %506, 5.000000e-01
  %508 = fmul float %507, 0x3E80000000000000
  %509 = bitcast float %504 to i32
  %510 = add i32 %509, 4913933
  %511 = lshr i32 %510, 23
  %512 = sub i32 %511, 127
  %513 = and i32 %510, 8388607
  %514 = add i32 %513, 1060439283
  %515 = bitcast i32 %514 to float
  %516 = fsub float %515, 1.000000e+00
  %517 = fadd float 2.000000e+00, %516
  %518 = fdiv float %516, %517
  %519 = fmul float %518, %518
  %520 = fmul float %519, %519
  %521 = fmul float %520, 0x3FCF13C4C0000000
  %522 = fadd float 0x3FD999C260000000, %521
  %523 = fmul float %520, %522
  %524 = fmul float %520, 0x3FD23D3DC0000000
  %525 = fadd float 0x3FE5555540000000, %524
  %526 = fmul float %519, %525
  %527 = fadd float %526, %523
  %528 = fmul float 5.000000e-01, %516
  %529 = fmul float %528, %516
  %530 = sitofp i32 %512 to float
  %531 = fadd float %529, %527
  %532 = fmul float %518, %531
  %533 = fmul float %530, 0x3EE2FEFA20000000
  %534 = fadd float %532, %533
  %535 = fsub float %534, %529
  %536 = fadd float %535, %516
  %537 = fmul float %530, 0x3FE62E3000000000
  %538 = fadd float %536, %537
  %539 = fmul float -2.000000e+00, %538
  %540 = call float @llvm.sqrt.f32(float %539)
  %541 = fpext float %508 to double
  %542 = fmul double %541, 4.000000e+00
  %543 = fadd double %542, 0x4338000000000000
  %544 = fsub double %543, 0x4338000000000000
  %545 = fsub double %542, %544
  %546 = fmul double %545, 0x3FF921FB54442D18
  %547 = fmul double %546, %546
  %548 = fmul double %547, 0x3EC71DE3A556C734
  %549 = fadd double 0xBF2A01A01A01A01A, %548
  %550 = fmul double %547, %549
  %551 = fadd double 0x3F81111111111111, %550
  %552 = fmul double %547, %551
  %553 = fadd double 0xBFC5555555555555, %552
  %554 = fmul double %546, %547
  %555 = fmul double %554, %553
  %556 = fadd double %546, %555
  %557 = fmul double %547, 0xBE927E4FB7789F5C
  %558 = fadd double 0x3EFA01A01A01A01A, %557
  %559 = fmul double %547, %558
  %560 = fadd double 0xBF56C16C16C16C17, %559
  %561 = fmul double %547, %560
  %562 = fadd double 0x3FA5555555555555, %561
  %563 = fmul double %547, %547
  %564 = fmul double %563, %562
  %565 = fmul double 5.000000e-01, %547
  %566 = fsub double 1.000000e+00, %565
  %567 = fadd double %566, %564
  %568 = fneg double %556
  %569 = fneg double %567
  %570 = bitcast double %543 to i64
  %571 = and i64 %570, 1
  %572 = and i64 %570, 2
  %573 = icmp eq i64 %571, 1
  %574 = icmp eq i64 %572, 2
  %575 = select i1 %574, double %568, double %556
  %576 = select i1 %574, double %569, double %567
  %577 = select i1 %573, double %576, double %575
  %578 = select i1 %574, double %569, double %567
  %579 = select i1 %574, double %556, double %568
  %580 = select i1 %573, double %579, double %578
  %581 = fptrunc double %577 to float
  %582 = fptrunc double %580 to float
  %583 = fmul float %540, %582
  %584 = fmul float %540, %581
  %585 = and i64 %which28, 1
  %odd30 = icmp ne i64 %585, 0
  %normal31 = select i1 %odd30, float %584, float %583
  %586 = fmul float %normal31, %noise_scale7
  %587 = fadd float %327, %586
  %bits32 = bitcast float %587 to i32
  %magnitude33 = and i32 %bits32, 2147483647
  %is_nan34 = icmp ugt i32 %magnitude33, 2139095040
  %canonical35 = select i1 %is_nan34, i32 2143289344, i32 %bits32
  store i32 %canonical35, ptr %312, align 4
  br label %slot.done25

slot.done25:                                      ; preds = %slot.then24, %slot.done21
  br label %noise.done

uniform_sinks.then38:                             ; preds = %quiet
  br label %uniform_sinks.done39

uniform_sinks.done39:                             ; preds = %uniform_sinks.then38, %quiet
  %feature40 = add i64 %lane, 0
  %valid41 = icmp ult i64 %feature40, %n_features
  %588 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %uniform_sinks.done39
  %589 = load float, ptr %588, align 4
  %590 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %591 = fsub float %590, 4.000000e+00
  %592 = fmul float 2.000000e+00, %591
  %593 = fmul float 0x3F847AE140000000, %592
  %594 = fmul float 2.000000e+00, %589
  %595 = fmul float %593, %594
  %596 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature40
  %597 = load float, ptr addrspace(1) %596, align 4
  %598 = fsub float %589, %597
  %599 = fmul float 2.000000e+00, %598
  %600 = fmul float 5.000000e-01, %599
  %601 = fadd float %595, %600
  %602 = fmul float %601, %eta
  %603 = fsub float %589, %602
  %604 = fmul float 0.000000e+00, %noise_scale7
  %605 = fadd float %603, %604
  %bits44 = bitcast float %603 to i32
  %magnitude45 = and i32 %bits44, 2147483647
  %is_nan46 = icmp ugt i32 %magnitude45, 2139095040
  %canonical47 = select i1 %is_nan46, i32 2143289344, i32 %bits44
  store i32 %canonical47, ptr %588, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %uniform_sinks.done39
  %feature48 = add i64 %lane, 256
  %valid49 = icmp ult i64 %feature48, %n_features
  %606 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done43
  %607 = load float, ptr %606, align 4
  %608 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %609 = fsub float %608, 4.000000e+00
  %610 = fmul float 2.000000e+00, %609
  %611 = fmul float 0x3F847AE140000000, %610
  %612 = fmul float 2.000000e+00, %607
  %613 = fmul float %611, %612
  %614 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature48
  %615 = load float, ptr addrspace(1) %614, align 4
  %616 = fsub float %607, %615
  %617 = fmul float 2.000000e+00, %616
  %618 = fmul float 5.000000e-01, %617
  %619 = fadd float %613, %618
  %620 = fmul float %619, %eta
  %621 = fsub float %607, %620
  %622 = fmul float 0.000000e+00, %noise_scale7
  %623 = fadd float %621, %622
  %bits52 = bitcast float %621 to i32
  %magnitude53 = and i32 %bits52, 2147483647
  %is_nan54 = icmp ugt i32 %magnitude53, 2139095040
  %canonical55 = select i1 %is_nan54, i32 2143289344, i32 %bits52
  store i32 %canonical55, ptr %606, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done43
  br label %noise.done

slot.then58:                                      ; preds = %step.exit
  %624 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature56
  %625 = load float, ptr %18, align 4
  store float %625, ptr addrspace(1) %624, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %step.exit
  %feature60 = add i64 %lane, 256
  %valid61 = icmp ult i64 %feature60, %n_features
  %626 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done59
  %627 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature60
  %628 = load float, ptr %626, align 4
  store float %628, ptr addrspace(1) %627, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done59
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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

row.done:                                         ; preds = %slot.done131, %entry
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
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %49, %noise.done ]
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
  %feature116 = add i64 %lane, 0
  %valid117 = icmp ult i64 %feature116, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid117, label %slot.then118, label %slot.done119

slot.then18:                                      ; preds = %step.body
  %25 = load float, ptr %23, align 4
  %26 = fmul float %25, %25
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature16
  store float %26, ptr addrspace(3) %27, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %step.body
  %feature20 = add i64 %lane, 256
  %valid21 = icmp ult i64 %feature20, %n_features
  %28 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %29 = load float, ptr %28, align 4
  %30 = fmul float %29, %29
  %31 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature20
  store float %30, ptr addrspace(3) %31, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature24 = add i64 %lane, 512
  %valid25 = icmp ult i64 %feature24, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid25, label %slot.then26, label %slot.done27

slot.then26:                                      ; preds = %slot.done23
  %33 = load float, ptr %32, align 4
  %34 = fmul float %33, %33
  %35 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature24
  store float %34, ptr addrspace(3) %35, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %slot.done23
  %feature28 = add i64 %lane, 768
  %valid29 = icmp ult i64 %feature28, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done27
  %37 = load float, ptr %36, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature28
  store float %38, ptr addrspace(3) %39, align 4
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
  %fold_sums = phi i64 [ 0, %fold.then ], [ %45, %fold_sums.body ]
  %40 = icmp ult i64 %fold_sums, %n_features
  br i1 %40, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = load float, ptr %fold_value, align 4
  %44 = fadd float %42, %43
  store float %44, ptr %fold_value, align 4
  %45 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %46 = load float, ptr %fold_value, align 4
  store float %46, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %47 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature80 = add i64 %lane, 0
  %valid81 = icmp ult i64 %feature80, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then82, label %uniform_sinks.done83

noise.done:                                       ; preds = %slot.done111, %slot.done69
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %49 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature34 = add i64 %lane, 0
  %valid35 = icmp ult i64 %feature34, %n_features
  %50 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid35, label %slot.then36, label %slot.done37

slot.then36:                                      ; preds = %uniform_sinks.done
  %51 = load float, ptr %50, align 4
  %52 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %53 = fsub float %52, 4.000000e+00
  %54 = fmul float 2.000000e+00, %53
  %55 = fmul float 0x3F847AE140000000, %54
  %56 = fmul float 2.000000e+00, %51
  %57 = fmul float %55, %56
  %58 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature34
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = fsub float %51, %59
  %61 = fmul float 2.000000e+00, %60
  %62 = fmul float 5.000000e-01, %61
  %63 = fadd float %57, %62
  %64 = fmul float %63, %eta
  %65 = fsub float %51, %64
  %66 = add i64 %n_features, 3
  %groups = lshr i64 %66, 2
  %67 = mul i64 %row, %groups
  %68 = lshr i64 %feature34, 2
  %group = add i64 %67, %68
  %69 = trunc i64 %key0 to i32
  %70 = lshr i64 %key0, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %group to i32
  %73 = trunc i64 %key1_step to i32
  %74 = lshr i64 %key1_step, 32
  %75 = trunc i64 %74 to i32
  %76 = lshr i64 %group, 32
  %77 = trunc i64 %76 to i32
  %78 = zext i32 %72 to i64
  %79 = mul i64 3528531795, %78
  %80 = zext i32 %75 to i64
  %81 = mul i64 3449720151, %80
  %82 = lshr i64 %79, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %79 to i32
  %85 = lshr i64 %81, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %81 to i32
  %88 = xor i32 %86, %73
  %89 = xor i32 %88, %69
  %90 = xor i32 %83, %77
  %91 = xor i32 %90, %71
  %92 = add i32 %69, -1640531527
  %93 = add i32 %71, -1150833019
  %94 = zext i32 %89 to i64
  %95 = mul i64 3528531795, %94
  %96 = zext i32 %91 to i64
  %97 = mul i64 3449720151, %96
  %98 = lshr i64 %95, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %95 to i32
  %101 = lshr i64 %97, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %97 to i32
  %104 = xor i32 %102, %87
  %105 = xor i32 %104, %92
  %106 = xor i32 %99, %84
  %107 = xor i32 %106, %93
  %108 = add i32 %92, -1640531527
  %109 = add i32 %93, -1150833019
  %110 = zext i32 %105 to i64
  %111 = mul i64 3528531795, %110
  %112 = zext i32 %107 to i64
  %113 = mul i64 3449720151, %112
  %114 = lshr i64 %111, 32
  %115 = trunc i64 %114 to i32
  %116 = trunc i64 %111 to i32
  %117 = lshr i64 %113, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %113 to i32
  %120 = xor i32 %118, %103
  %121 = xor i32 %120, %108
  %122 = xor i32 %115, %100
  %123 = xor i32 %122, %109
  %124 = add i32 %108, -1640531527
  %125 = add i32 %109, -1150833019
  %126 = zext i32 %121 to i64
  %127 = mul i64 3528531795, %126
  %128 = zext i32 %123 to i64
  %129 = mul i64 3449720151, %128
  %130 = lshr i64 %127, 32
  %131 = trunc i64 %130 to i32
  %132 = trunc i64 %127 to i32
  %133 = lshr i64 %129, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %129 to i32
  %136 = xor i32 %134, %119
  %137 = xor i32 %136, %124
  %138 = xor i32 %131, %116
  %139 = xor i32 %138, %125
  %140 = add i32 %124, -1640531527
  %141 = add i32 %125, -1150833019
  %142 = zext i32 %137 to i64
  %143 = mul i64 3528531795, %142
  %144 = zext i32 %139 to i64
  %145 = mul i64 3449720151, %144
  %146 = lshr i64 %143, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %143 to i32
  %149 = lshr i64 %145, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %145 to i32
  %152 = xor i32 %150, %135
  %153 = xor i32 %152, %140
  %154 = xor i32 %147, %132
  %155 = xor i32 %154, %141
  %156 = add i32 %140, -1640531527
  %157 = add i32 %141, -1150833019
  %158 = zext i32 %153 to i64
  %159 = mul i64 3528531795, %158
  %160 = zext i32 %155 to i64
  %161 = mul i64 3449720151, %160
  %162 = lshr i64 %159, 32
  %163 = trunc i64 %162 to i32
  %164 = trunc i64 %159 to i32
  %165 = lshr i64 %161, 32
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %161 to i32
  %168 = xor i32 %166, %151
  %169 = xor i32 %168, %156
  %170 = xor i32 %163, %148
  %171 = xor i32 %170, %157
  %172 = add i32 %156, -1640531527
  %173 = add i32 %157, -1150833019
  %174 = zext i32 %169 to i64
  %175 = mul i64 3528531795, %174
  %176 = zext i32 %171 to i64
  %177 = mul i64 3449720151, %176
  %178 = lshr i64 %175, 32
  %179 = trunc i64 %178 to i32
  %180 = trunc i64 %175 to i32
  %181 = lshr i64 %177, 32
  %182 = trunc i64 %181 to i32
  %183 = trunc i64 %177 to i32
  %184 = xor i32 %182, %167
  %185 = xor i32 %184, %172
  %186 = xor i32 %179, %164
  %187 = xor i32 %186, %173
  %188 = add i32 %172, -1640531527
  %189 = add i32 %173, -1150833019
  %190 = zext i32 %185 to i64
  %191 = mul i64 3528531795, %190
  %192 = zext i32 %187 to i64
  %193 = mul i64 3449720151, %192
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %191 to i32
  %197 = lshr i64 %193, 32
  %198 = trunc i64 %197 to i32
  %199 = trunc i64 %193 to i32
  %200 = xor i32 %198, %183
  %201 = xor i32 %200, %188
  %202 = xor i32 %195, %180
  %203 = xor i32 %202, %189
  %204 = add i32 %188, -1640531527
  %205 = add i32 %189, -1150833019
  %206 = zext i32 %201 to i64
  %207 = mul i64 3528531795, %206
  %208 = zext i32 %203 to i64
  %209 = mul i64 3449720151, %208
  %210 = lshr i64 %207, 32
  %211 = trunc i64 %210 to i32
  %212 = trunc i64 %207 to i32
  %213 = lshr i64 %209, 32
  %214 = trunc i64 %213 to i32
  %215 = trunc i64 %209 to i32
  %216 = xor i32 %214, %199
  %217 = xor i32 %216, %204
  %218 = xor i32 %211, %196
  %219 = xor i32 %218, %205
  %220 = add i32 %204, -1640531527
  %221 = add i32 %205, -1150833019
  %222 = zext i32 %217 to i64
  %223 = mul i64 3528531795, %222
  %224 = zext i32 %219 to i64
  %225 = mul i64 3449720151, %224
  %226 = lshr i64 %223, 32
  %227 = trunc i64 %226 to i32
  %228 = trunc i64 %223 to i32
  %229 = lshr i64 %225, 32
  %230 = trunc i64 %229 to i32
  %231 = trunc i64 %225 to i32
  %232 = xor i32 %230, %215
  %233 = xor i32 %232, %220
  %234 = xor i32 %227, %212
  %235 = xor i32 %234, %221
  %which = and i64 %feature34, 3
  %236 = and i64 %which, 2
  %second_pair = icmp ne i64 %236, 0
  %237 = select i1 %second_pair, i32 %235, i32 %233
  %238 = select i1 %second_pair, i32 %228, i32 %231
  %239 = lshr i32 %237, 9
  %240 = sitofp i32 %239 to float
  %241 = fadd float %240, 5.000000e-01
  %242 = fmul float %241, 0x3E80000000000000
  %243 = lshr i32 %238, 9
  %244 = sitofp i32 %243 to float
  %245 = fadd float %244, 5.000000e-01
  %246 = fmul float %245, 0x3E80000000000000
  %247 = bitcast float %242 to i32
  %248 = add i32 %247, 4913933
  %249 = lshr i32 %248, 23
  %250 = sub i32 %249, 127
  %251 = and i32 %248, 8388607
  %252 = add i32 %251, 1060439283
  %253 = bitcast i32 %252 to float
  %254 = fsub float %253, 1.000000e+00
  %255 = fadd float 2.000000e+00, %254
  %256 = fdiv float %254, %255
  %257 = fmul float %256, %256
  %258 = fmul float %257, %257
  %259 = fmul float %258, 0x3FCF13C4C0000000
  %260 = fadd float 0x3FD999C260000000, %259
  %261 = fmul float %258, %260
  %262 = fmul float %258, 0x3FD23D3DC0000000
  %263 = fadd float 0x3FE5555540000000, %262
  %264 = fmul float %257, %263
  %265 = fadd float %264, %261
  %266 = fmul float 5.000000e-01, %254
  %267 = fmul float %266, %254
  %268 = sitofp i32 %250 to float
  %269 = fadd float %267, %265
  %270 = fmul float %256, %269
  %271 = fmul float %268, 0x3EE2FEFA20000000
  %272 = fadd float %270, %271
  %273 = fsub float %272, %267
  %274 = fadd float %273, %254
  %275 = fmul float %268, 0x3FE62E3000000000
  %276 = fadd float %274, %275
  %277 = fmul float -2.000000e+00, %276
  %278 = call float @llvm.sqrt.f32(float %277)
  %279 = fpext float %246 to double
  %280 = fmul double %279, 4.000000e+00
  %281 = fadd double %280, 0x4338000000000000
  %282 = fsub double %281, 0x4338000000000000
  %283 = fsub double %280, %282
  %284 = fmul double %283, 0x3FF921FB54442D18
  %285 = fmul double %284, %284
  %286 = fmul double %285, 0x3EC71DE3A556C734
  %287 = fadd double 0xBF2A01A01A01A01A, %286
  %288 = fmul double %285, %287
  %289 = fadd double 0x3F81111111111111, %288
  %290 = fmul double %285, %289
  %291 = fadd double 0xBFC5555555555555, %290
  %292 = fmul double %284, %285
  %293 = fmul double %292, %291
  %294 = fadd double %284, %293
  %295 = fmul double %285, 0xBE927E4FB7789F5C
  %296 = fadd double 0x3EFA01A01A01A01A, %295
  %297 = fmul double %285, %296
  %298 = fadd double 0xBF56C16C16C16C17, %297
  %299 = fmul double %285, %298
  %300 = fadd double 0x3FA5555555555555, %299
  %301 = fmul double %285, %285
  %302 = fmul double %301, %300
  %303 = fmul double 5.000000e-01, %285
  %304 = fsub double 1.000000e+00, %303
  %305 = fadd double %304, %302
  %306 = fneg double %294
  %307 = fneg double %305
  %308 = bitcast double %281 to i64
  %309 = and i64 %308, 1
  %310 = and i64 %308, 2
  %311 = icmp eq i64 %309, 1
  %312 = icmp eq i64 %310, 2
  %313 = select i1 %312, double %306, double %294
  %314 = select i1 %312, double %307, double %305
  %315 = select i1 %311, double %314, double %313
  %316 = select i1 %312, double %307, double %305
  %317 = select i1 %312, double %294, double %306
  %318 = select i1 %311, double %317, double %316
  %319 = fptrunc double %315 to float
  %320 = fptrunc double %318 to float
  %321 = fmul float %278, %320
  %322 = fmul float %278, %319
  %323 = and i64 %which, 1
  %odd = icmp ne i64 %323, 0
  %normal = select i1 %odd, float %322, float %321
  %324 = fmul float %normal, %noise_scale15
  %325 = fadd float %65, %324
  %bits = bitcast float %325 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %50, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature38 = add i64 %lane, 256
  %valid39 = icmp ult i64 %feature38, %n_features
  %326 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid39, label %slot.then40, label %slot.done41

slot.then40:                                      ; preds = %slot.done37
  %327 = load float, ptr %326, align 4
  %328 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %329 = fsub float %328, 4.000000e+00
  %330 = fmul float 2.000000e+00, %329
  %331 = fmul float 0x3F847AE140000000, %330
  %332 = fmul float 2.000000e+00, %327
  %333 = fmul float %331, %332
  %334 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature38
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = fsub float %327, %335
  %337 = fmul float 2.000000e+00, %336
  %338 = fmul float 5.000000e-01, %337
  %339 = fadd float %333, %338
  %340 = fmul float %339, %eta
  %341 = fsub float %327, %340
  %342 = add i64 %n_features, 3
  %groups42 = lshr i64 %342, 2
  %343 = mul i64 %row, %groups42
  %344 = lshr i64 %feature38, 2
  %group43 = add i64 %343, %344
  %345 = trunc i64 %key0 to i32
  %346 = lshr i64 %key0, 32
  %347 = trunc i64 %346 to i32
  %348 = trunc i64 %group43 to i32
  %349 = trunc i64 %key1_step to i32
  %350 = lshr i64 %key1_step, 32
  %351 = trunc i64 %350 to i32
  %352 = lshr i64 %group43, 32
  %353 = trunc i64 %352 to i32
  %354 = zext i32 %348 to i64
  %355 = mul i64 3528531795, %354
  %356 = zext i32 %351 to i64
  %357 = mul i64 3449720151, %356
  %358 = lshr i64 %355, 32
  %359 = trunc i64 %358 to i32
  %360 = trunc i64 %355 to i32
  %361 = lshr i64 %357, 32
  %362 = trunc i64 %361 to i32
  %363 = trunc i64 %357 to i32
  %364 = xor i32 %362, %349
  %365 = xor i32 %364, %345
  %366 = xor i32 %359, %353
  %367 = xor i32 %366, %347
  %368 = add i32 %345, -1640531527
  %369 = add i32 %347, -1150833019
  %370 = zext i32 %365 to i64
  %371 = mul i64 3528531795, %370
  %372 = zext i32 %367 to i64
  %373 = mul i64 3449720151, %372
  %374 = lshr i64 %371, 32
  %375 = trunc i64 %374 to i32
  %376 = trunc i64 %371 to i32
  %377 = lshr i64 %373, 32
  %378 = trunc i64 %377 to i32
  %379 = trunc i64 %373 to i32
  %380 = xor i32 %378, %363
  %381 = xor i32 %380, %368
  %382 = xor i32 %375, %360
  %383 = xor i32 %382, %369
  %384 = add i32 %368, -1640531527
  %385 = add i32 %369, -1150833019
  %386 = zext i32 %381 to i64
  %387 = mul i64 3528531795, %386
  %388 = zext i32 %383 to i64
  %389 = mul i64 3449720151, %388
  %390 = lshr i64 %387, 32
  %391 = trunc i64 %390 to i32
  %392 = trunc i64 %387 to i32
  %393 = lshr i64 %389, 32
  %394 = trunc i64 %393 to i32
  %395 = trunc i64 %389 to i32
  %396 = xor i32 %394, %379
  %397 = xor i32 %396, %384
  %398 = xor i32 %391, %376
  %399 = xor i32 %398, %385
  %400 = add i32 %384, -1640531527
  %401 = add i32 %385, -1150833019
  %402 = zext i32 %397 to i64
  %403 = mul i64 3528531795, %402
  %404 = zext i32 %399 to i64
  %405 = mul i64 3449720151, %404
  %406 = lshr i64 %403, 32
  %407 = trunc i64 %406 to i32
  %408 = trunc i64 %403 to i32
  %409 = lshr i64 %405, 32
  %410 = trunc i64 %409 to i32
  %411 = trunc i64 %405 to i32
  %412 = xor i32 %410, %395
  %413 = xor i32 %412, %400
  %414 = xor i32 %407, %392
  %415 = xor i32 %414, %401
  %416 = add i32 %400, -1640531527
  %417 = add i32 %401, -1150833019
  %418 = zext i32 %413 to i64
  %419 = mul i64 3528531795, %418
  %420 = zext i32 %415 to i64
  %421 = mul i64 3449720151, %420
  %422 = lshr i64 %419, 32
  %423 = trunc i64 %422 to i32
  %424 = trunc i64 %419 to i32
  %425 = lshr i64 %421, 32
  %426 = trunc i64 %425 to i32
  %427 = trunc i64 %421 to i32
  %428 = xor i32 %426, %411
  %429 = xor i32 %428, %416
  %430 = xor i32 %423, %408
  %431 = xor i32 %430, %417
  %432 = add i32 %416, -1640531527
  %433 = add i32 %417, -1150833019
  %434 = zext i32 %429 to i64
  %435 = mul i64 3528531795, %434
  %436 = zext i32 %431 to i64
  %437 = mul i64 3449720151, %436
  %438 = lshr i64 %435, 32
  %439 = trunc i64 %438 to i32
  %440 = trunc i64 %435 to i32
  %441 = lshr i64 %437, 32
  %442 = trunc i64 %441 to i32
  %443 = trunc i64 %437 to i32
  %444 = xor i32 %442, %427
  %445 = xor i32 %444, %432
  %446 = xor i32 %439, %424
  %447 = xor i32 %446, %433
  %448 = add i32 %432, -1640531527
  %449 = add i32 %433, -1150833019
  %450 = zext i32 %445 to i64
  %451 = mul i64 3528531795, %450
  %452 = zext i32 %447 to i64
  %453 = mul i64 3449720151, %452
  %454 = lshr i64 %451, 32
  %455 = trunc i64 %454 to i32
  %456 = trunc i64 %451 to i32
  %457 = lshr i64 %453, 32
  %458 = trunc i64 %457 to i32
  %459 = trunc i64 %453 to i32
  %460 = xor i32 %458, %443
  %461 = xor i32 %460, %448
  %462 = xor i32 %455, %440
  %463 = xor i32 %462, %449
  %464 = add i32 %448, -1640531527
  %465 = add i32 %449, -1150833019
  %466 = zext i32 %461 to i64
  %467 = mul i64 3528531795, %466
  %468 = zext i32 %463 to i64
  %469 = mul i64 3449720151, %468
  %470 = lshr i64 %467, 32
  %471 = trunc i64 %470 to i32
  %472 = trunc i64 %467 to i32
  %473 = lshr i64 %469, 32
  %474 = trunc i64 %473 to i32
  %475 = trunc i64 %469 to i32
  %476 = xor i32 %474, %459
  %477 = xor i32 %476, %464
  %478 = xor i32 %471, %456
  %479 = xor i32 %478, %465
  %480 = add i32 %464, -1640531527
  %481 = add i32 %465, -1150833019
  %482 = zext i32 %477 to i64
  %483 = mul i64 3528531795, %482
  %484 = zext i32 %479 to i64
  %485 = mul i64 3449720151, %484
  %486 = lshr i64 %483, 32
  %487 = trunc i64 %486 to i32
  %488 = trunc i64 %483 to i32
  %489 = lshr i64 %485, 32
  %490 = trunc i64 %489 to i32
  %491 = trunc i64 %485 to i32
  %492 = xor i32 %490, %475
  %493 = xor i32 %492, %480
  %494 = xor i32 %487, %472
  %495 = xor i32 %494, %481
  %496 = add i32 %480, -1640531527
  %497 = add i32 %481, -1150833019
  %498 = zext i32 %493 to i64
  %499 = mul i64 3528531795, %498
  %500 = zext i32 %495 to i64
  %501 = mul i64 3449720151, %500
  %502 = lshr i64 %499, 32
  %503 = trunc i64 %502 to i32
  %504 = trunc i64 %499 to i32
  %505 = lshr i64 %501, 32
  %506 = trunc i64 %505 to i32
  %507 = trunc i64 %501 to i32
  %508 = xor i32 %506, %491
  %509 = xor i32 %508, %496
  %510 = xor i32 %503, %488
  %511 = xor i32 %510, %497
  %which44 = and i64 %feature38, 3
  %512 = and i64 %which44, 2
  %second_pair45 = icmp ne i64 %512, 0
  %513 = select i1 %second_pair45, i32 %511, i32 %509
  %514 = select i1 %second_pair45, i32 %504, i32 %507
  %515 = lshr i32 %513, 9
  %516 = sitofp i32 %515 to float
  %517 = fadd float %516, 5.000000e-01
  %518 = fmul float %517, 0x3E80000000000000
  %519 = lshr i32 %514, 9
  %520 = sitofp i32 %519 to float
  %521 = fadd float %520, 5.000000e-01
  %522 = fmul float %521, 0x3E80000000000000
  %523 = bitcast float %518 to i32
  %524 = add i32 %523, 4913933
  %525 = lshr i32 %524, 23
  %526 = sub i32 %525, 127
  %527 = and i32 %524, 8388607
  %528 = add i32 %527, 1060439283
  %529 = bitcast i32 %528 to float
  %530 = fsub float %529, 1.000000e+00
  %531 = fadd float 2.000000e+00, %530
  %532 = fdiv float %530, %531
  %533 = fmul float %532, %532
  %534 = fmul float %533, %533
  %535 = fmul float %534, 0x3FCF13C4C0000000
  %536 = fadd float 0x3FD999C260000000, %535
  %537 = fmul float %534, %536
  %538 = fmul float %534, 0x3FD23D3DC0000000
  %539 = fadd float 0x3FE5555540000000, %538
  %540 = fmul float %533, %539
  %541 = fadd float %540, %537
  %542 = fmul float 5.000000e-01, %530
  %543 = fmul float %542, %530
  %544 = sitofp i32 %526 to float
  %545 = fadd float %543, %541
  %546 = fmul float %532, %545
  %547 = fmul float %544, 0x3EE2FEFA20000000
  %548 = fadd float %546, %547
  %549 = fsub float %548, %543
  %550 = fadd float %549, %530
  %551 = fmul float %544, 0x3FE62E3000000000
  %552 = fadd float %550, %551
  %553 = fmul float -2.000000e+00, %552
  %554 = call float @llvm.sqrt.f32(float %553)
  %555 = fpext float %522 to double
  %556 = fmul double %555, 4.000000e+00
  %557 = fadd double %556, 0x4338000000000000
  %558 = fsub double %557, 0x4338000000000000
  %559 = fsub double %556, %558
  %560 = fmul double %559, 0x3FF921FB54442D18
  %561 = fmul double %560, %560
  %562 = fmul double %561, 0x3EC71DE3A556C734
  %563 = fadd double 0xBF2A01A01A01A01A, %562
  %564 = fmul double %561, %563
  %565 = fadd double 0x3F81111111111111, %564
  %566 = fmul double %561, %565
  %567 = fadd double 0xBFC5555555555555, %566
  %568 = fmul double %560, %561
  %569 = fmul double %568, %567
  %570 = fadd double %560, %569
  %571 = fmul double %561, 0xBE927E4FB7789F5C
  %572 = fadd double 0x3EFA01A01A01A01A, %571
  %573 = fmul double %561, %572
  %574 = fadd double 0xBF56C16C16C16C17, %573
  %575 = fmul double %561, %574
  %576 = fadd double 0x3FA5555555555555, %575
  %577 = fmul double %561, %561
  %578 = fmul double %577, %576
  %579 = fmul double 5.000000e-01, %561
  %580 = fsub double 1.000000e+00, %579
  %581 = fadd double %580, %578
  %582 = fneg double %570
  %583 = fneg double %581
  %584 = bitcast double %557 to i64
  %585 = and i64 %584, 1
  %586 = and i64 %584, 2
  %587 = icmp eq i64 %585, 1
  %588 = icmp eq i64 %586, 2
  %589 = select i1 %588, double %582, double %570
  %590 = select i1 %588, double %583, double %581
  %591 = select i1 %587, double %590, double %589
  %592 = select i1 %588, double %583, double %581
  %593 = select i1 %588, double %570, double %582
  %594 = select i1 %587, double %593, double %592
  %595 = fptrunc double %591 to float
  %596 = fptrunc double %594 to float
  %597 = fmul float %554, %596
  %598 = fmul float %554, %595
  %599 = and i64 %which44, 1
  %odd46 = icmp ne i64 %599, 0
  %normal47 = select i1 %odd46, float %598, float %597
  %600 = fmul float %normal47, %noise_scale15
  %601 = fadd float %341, %600
  %bits48 = bitcast float %601 to i32
  %magnitude49 = and i32 %bits48, 2147483647
  %is_nan50 = icmp ugt i32 %magnitude49, 2139095040
  %canonical51 = select i1 %is_nan50, i32 2143289344, i32 %bits48
  store i32 %canonical51, ptr %326, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %slot.done37
  %feature52 = add i64 %lane, 512
  %valid53 = icmp ult i64 %feature52, %n_features
  %602 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done41
  %603 = load float, ptr %602, align 4
  %604 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %605 = fsub float %604, 4.000000e+00
  %606 = fmul float 2.000000e+00, %605
  %607 = fmul float 0x3F847AE140000000, %606
  %608 = fmul float 2.000000e+00, %603
  %609 = fmul float %607, %608
  %610 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature52
  %611 = load float, ptr addrspace(1) %610, align 4
  %612 = fsub float %603, %611
  %613 = fmul float 2.000000e+00, %612
  %614 = fmul float 5.000000e-01, %613
  %615 = fadd float %609, %614
  %616 = fmul float %615, %eta
  %617 = fsub float %603, %616
  %618 = add i64 %n_features, 3
  %groups56 = lshr i64 %618, 2
  %619 = mul i64 %row, %groups56
  %620 = lshr i64 %feature52, 2
  %group57 = add i64 %619, %620
  %621 = trunc i64 %key0 to i32
  %622 = lshr i64 %key0, 32
  %623 = trunc i64 %622 to i32
  %624 = trunc i64 %group57 to i32
  %625 = trunc i64 %key1_step to i32
  %626 = lshr i64 %key1_step, 32
  %627 = trunc i64 %626 to i32
  %628 = lshr i64 %group57, 32
  %629 = trunc i64 %628 to i32
  %630 = zext i32 %624 to i64
  %631 = mul i64 3528531795, %630
  %632 = zext i32 %627 to i64
  %633 = mul i64 3449720151, %632
  %634 = lshr i64 %631, 32
  %635 = trunc i64 %634 to i32
  %636 = trunc i64 %631 to i32
  %637 = lshr i64 %633, 32
  %638 = trunc i64 %637 to i32
  %639 = trunc i64 %633 to i32
  %640 = xor i32 %638, %625
  %641 = xor i32 %640, %621
  %642 = xor i32 %635, %629
  %643 = xor i32 %642, %623
  %644 = add i32 %621, -1640531527
  %645 = add i32 %623, -1150833019
  %646 = zext i32 %641 to i64
  %647 = mul i64 3528531795, %646
  %648 = zext i32 %643 to i64
  %649 = mul i64 3449720151, %648
  %650 = lshr i64 %647, 32
  %651 = trunc i64 %650 to i32
  %652 = trunc i64 %647 to i32
  %653 = lshr i64 %649, 32
  %654 = trunc i64 %653 to i32
  %655 = trunc i64 %649 to i32
  %656 = xor i32 %654, %639
  %657 = xor i32 %656, %644
  %658 = xor i32 %651, %636
  %659 = xor i32 %658, %645
  %660 = add i32 %644, -1640531527
  %661 = add i32 %645, -1150833019
  %662 = zext i32 %657 to i64
  %663 = mul i64 3528531795, %662
  %664 = zext i32 %659 to i64
  %665 = mul i64 3449720151, %664
  %666 = lshr i64 %663, 32
  %667 = trunc i64 %666 to i32
  %668 = trunc i64 %663 to i32
  %669 = lshr i64 %665, 32
  %670 = trunc i64 %669 to i32
  %671 = trunc i64 %665 to i32
  %672 = xor i32 %670, %655
  %673 = xor i32 %672, %660
  %674 = xor i32 %667, %652
  %675 = xor i32 %674, %661
  %676 = add i32 %660, -1640531527
  %677 = add i32 %661, -1150833019
  %678 = zext i32 %673 to i64
  %679 = mul i64 3528531795, %678
  %680 = zext i32 %675 to i64
  %681 = mul i64 3449720151, %680
  %682 = lshr i64 %679, 32
  %683 = trunc i64 %682 to i32
  %684 = trunc i64 %679 to i32
  %685 = lshr i64 %681, 32
  %686 = trunc i64 %685 to i32
  %687 = trunc i64 %681 to i32
  %688 = xor i32 %686, %671
  %689 = xor i32 %688, %676
  %690 = xor i32 %683, %668
  %691 = xor i32 %690, %677
  %692 = add i32 %676, -1640531527
  %693 = add i32 %677, -1150833019
  %694 = zext i32 %689 to i64
  %695 = mul i64 3528531795, %694
  %696 = zext i32 %691 to i64
  %697 = mul i64 3449720151, %696
  %698 = lshr i64 %695, 32
  %699 = trunc i64 %698 to i32
  %700 = trunc i64 %695 to i32
  %701 = lshr i64 %697, 32
  %702 = trunc i64 %701 to i32
  %703 = trunc i64 %697 to i32
  %704 = xor i32 %702, %687
  %705 = xor i32 %704, %692
  %706 = xor i32 %699, %684
  %707 = xor i32 %706, %693
  %708 = add i32 %692, -1640531527
  %709 = add i32 %693, -1150833019
  %710 = zext i32 %705 to i64
  %711 = mul i64 3528531795, %710
  %712 = zext i32 %707 to i64
  %713 = mul i64 3449720151, %712
  %714 = lshr i64 %711, 32
  %715 = trunc i64 %714 to i32
  %716 = trunc i64 %711 to i32
  %717 = lshr i64 %713, 32
  %718 = trunc i64 %717 to i32
  %719 = trunc i64 %713 to i32
  %720 = xor i32 %718, %703
  %721 = xor i32 %720, %708
  %722 = xor i32 %715, %700
  %723 = xor i32 %722, %709
  %724 = add i32 %708, -1640531527
  %725 = add i32 %709, -1150833019
  %726 = zext i32 %721 to i64
  %727 = mul i64 3528531795, %726
  %728 = zext i32 %723 to i64
  %729 = mul i64 3449720151, %728
  %730 = lshr i64 %727, 32
  %731 = trunc i64 %730 to i32
  %732 = trunc i64 %727 to i32
  %733 = lshr i64 %729, 32
  %734 = trunc i64 %733 to i32
  %735 = trunc i64 %729 to i32
  %736 = xor i32 %734, %719
  %737 = xor i32 %736, %724
  %738 = xor i32 %731, %716
  %739 = xor i32 %738, %725
  %740 = add i32 %724, -1640531527
  %741 = add i32 %725, -1150833019
  %742 = zext i32 %737 to i64
  %743 = mul i64 3528531795, %742
  %744 = zext i32 %739 to i64
  %745 = mul i64 3449720151, %744
  %746 = lshr i64 %743, 32
  %747 = trunc i64 %746 to i32
  %748 = trunc i64 %743 to i32
  %749 = lshr i64 %745, 32
  %750 = trunc i64 %749 to i32
  %751 = trunc i64 %745 to i32
  %752 = xor i32 %750, %735
  %753 = xor i32 %752, %740
  %754 = xor i32 %747, %732
  %755 = xor i32 %754, %741
  %756 = add i32 %740, -1640531527
  %757 = add i32 %741, -1150833019
  %758 = zext i32 %753 to i64
  %759 = mul i64 3528531795, %758
  %760 = zext i32 %755 to i64
  %761 = mul i64 3449720151, %760
  %762 = lshr i64 %759, 32
  %763 = trunc i64 %762 to i32
  %764 = trunc i64 %759 to i32
  %765 = lshr i64 %761, 32
  %766 = trunc i64 %765 to i32
  %767 = trunc i64 %761 to i32
  %768 = xor i32 %766, %751
  %769 = xor i32 %768, %756
  %770 = xor i32 %763, %748
  %771 = xor i32 %770, %757
  %772 = add i32 %756, -1640531527
  %773 = add i32 %757, -1150833019
  %774 = zext i32 %769 to i64
  %775 = mul i64 3528531795, %774
  %776 = zext i32 %771 to i64
  %777 = mul i64 3449720151, %776
  %778 = lshr i64 %775, 32
  %779 = trunc i64 %778 to i32
  %780 = trunc i64 %775 to i32
  %781 = lshr i64 %777, 32
  %782 = trunc i64 %781 to i32
  %783 = trunc i64 %777 to i32
  %784 = xor i32 %782, %767
  %785 = xor i32 %784, %772
  %786 = xor i32 %779, %764
  %787 = xor i32 %786, %773
  %which58 = and i64 %feature52, 3
  %788 = and i64 %which58, 2
  %second_pair59 = icmp ne i64 %788, 0
  %789 = select i1 %second_pair59, i32 %787, i32 %785
  %790 = select i1 %second_pair59, i32 %780, i32 %783
  %791 = lshr i32 %789, 9
  %792 = sitofp i32 %791 to float
  %793 = fadd float %792, 5.000000e-01
  %794 = fmul float %793, 0x3E80000000000000
  %795 = lshr i32 %790, 9
  %796 = sitofp i32 %795 to float
  %797 = fadd float %796, 5.000000e-01
  %798 = fmul float %797, 0x3E80000000000000
  %799 = bitcast float %794 to i32
  %800 = add i32 %799, 4913933
  %801 = lshr i32 %800, 23
  %802 = sub i32 %801, 127
  %803 = and i32 %800, 8388607
  %804 = add i32 %803, 1060439283
  %805 = bitcast i32 %804 to float
  %806 = fsub float %805, 1.000000e+00
  %807 = fadd float 2.000000e+00, %806
  %808 = fdiv float %806, %807
  %809 = fmul float %808, %808
  %810 = fmul float %809, %809
  %811 = fmul float %810, 0x3FCF13C4C0000000
  %812 = fadd float 0x3FD999C260000000, %811
  %813 = fmul float %810, %812
  %814 = fmul float %810, 0x3FD23D3DC0000000
  %815 = fadd float 0x3FE5555540000000, %814
  %816 = fmul float %809, %815
  %817 = fadd float %816, %813
  %818 = fmul float 5.000000e-01, %806
  %819 = fmul float %818, %806
  %820 = sitofp i32 %802 to float
  %821 = fadd float %819, %817
  %822 = fmul float %808, %821
  %823 = fmul float %820, 0x3EE2FEFA20000000
  %824 = fadd float %822, %823
  %825 = fsub float %824, %819
  %826 = fadd float %825, %806
  %827 = fmul float %820, 0x3FE62E3000000000
  %828 = fadd float %826, %827
  %829 = fmul float -2.000000e+00, %828
  %830 = call float @llvm.sqrt.f32(float %829)
  %831 = fpext float %798 to double
  %832 = fmul double %831, 4.000000e+00
  %833 = fadd double %832, 0x4338000000000000
  %834 = fsub double %833, 0x4338000000000000
  %835 = fsub double %832, %834
  %836 = fmul double %835, 0x3FF921FB54442D18
  %837 = fmul double %836, %836
  %838 = fmul double %837, 0x3EC71DE3A556C734
  %839 = fadd double 0xBF2A01A01A01A01A, %838
  %840 = fmul double %837, %839
  %841 = fadd double 0x3F81111111111111, %840
  %842 = fmul double %837, %841
  %843 = fadd double 0xBFC5555555555555, %842
  %844 = fmul double %836, %837
  %845 = fmul double %844, %843
  %846 = fadd double %836, %845
  %847 = fmul double %837, 0xBE927E4FB7789F5C
  %848 = fadd double 0x3EFA01A01A01A01A, %847
  %849 = fmul double %837, %848
  %850 = fadd double 0xBF56C16C16C16C17, %849
  %851 = fmul double %837, %850
  %852 = fadd double 0x3FA5555555555555, %851
  %853 = fmul double %837, %837
  %854 = fmul double %853, %852
  %855 = fmul double 5.000000e-01, %837
  %856 = fsub double 1.000000e+00, %855
  %857 = fadd double %856, %854
  %858 = fneg double %846
  %859 = fneg double %857
  %860 = bitcast double %833 to i64
  %861 = and i64 %860, 1
  %862 = and i64 %860, 2
  %863 = icmp eq i64 %861, 1
  %864 = icmp eq i64 %862, 2
  %865 = select i1 %864, double %858, double %846
  %866 = select i1 %864, double %859, double %857
  %867 = select i1 %863, double %866, double %865
  %868 = select i1 %864, double %859, double %857
  %869 = select i1 %864, double %846, double %858
  %870 = select i1 %863, double %869, double %868
  %871 = fptrunc double %867 to float
  %872 = fptrunc double %870 to float
  %873 = fmul float %830, %872
  %874 = fmul float %830, %871
  %875 = and i64 %which58, 1
  %odd60 = icmp ne i64 %875, 0
  %normal61 = select i1 %odd60, float %874, float %873
  %876 = fmul float %normal61, %noise_scale15
  %877 = fadd float %617, %876
  %bits62 = bitcast float %877 to i32
  %magnitude63 = and i32 %bits62, 2147483647
  %is_nan64 = icmp ugt i32 %magnitude63, 2139095040
  %canonical65 = select i1 %is_nan64, i32 2143289344, i32 %bits62
  store i32 %canonical65, ptr %602, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done41
  %feature66 = add i64 %lane, 768
  %valid67 = icmp ult i64 %feature66, %n_features
  %878 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %slot.done55
  %879 = load float, ptr %878, align 4
  %880 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %881 = fsub float %880, 4.000000e+00
  %882 = fmul float 2.000000e+00, %881
  %883 = fmul float 0x3F847AE140000000, %882
  %884 = fmul float 2.000000e+00, %879
  %885 = fmul float %883, %884
  %886 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %887 = load float, ptr addrspace(1) %886, align 4
  %888 = fsub float %879, %887
  %889 = fmul float 2.000000e+00, %888
  %890 = fmul float 5.000000e-01, %889
  %891 = fadd float %885, %890
  %892 = fmul float %891, %eta
  %893 = fsub float %879, %892
  %894 = add i64 %n_features, 3
  %groups70 = lshr i64 %894, 2
  %895 = mul i64 %row, %groups70
  %896 = lshr i64 %feature66, 2
  %group71 = add i64 %895, %896
  %897 = trunc i64 %key0 to i32
  %898 = lshr i64 %key0, 32
  %899 = trunc i64 %898 to i32
  %900 = trunc i64 %group71 to i32
  %901 = trunc i64 %key1_step to i32
  %902 = lshr i64 %key1_step, 32
  %903 = trunc i64 %902 to i32
  %904 = lshr i64 %group71, 32
  %905 = trunc i64 %904 to i32
  %906 = zext i32 %900 to i64
  %907 = mul i64 3528531795, %906
  %908 = zext i32 %903 to i64
  %909 = mul i64 3449720151, %908
  %910 = lshr i64 %907, 32
  %911 = trunc i64 %910 to i32
  %912 = trunc i64 %907 to i32
  %913 = lshr i64 %909, 32
  %914 = trunc i64 %913 to i32
  %915 = trunc i64 %909 to i32
  %916 = xor i32 %914, %901
  %917 = xor i32 %916, %897
  %918 = xor i32 %911, %905
  %919 = xor i32 %918, %899
  %920 = add i32 %897, -1640531527
  %921 = add i32 %899, -1150833019
  %922 = zext i32 %917 to i64
  %923 = mul i64 3528531795, %922
  %924 = zext i32 %919 to i64
  %925 = mul i64 3449720151, %924
  %926 = lshr i64 %923, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %923 to i32
  %929 = lshr i64 %925, 32
  %930 = trunc i64 %929 to i32
  %931 = trunc i64 %925 to i32
  %932 = xor i32 %930, %915
  %933 = xor i32 %932, %920
  %934 = xor i32 %927, %912
  %935 = xor i32 %934, %921
  %936 = add i32 %920, -1640531527
  %937 = add i32 %921, -1150833019
  %938 = zext i32 %933 to i64
  %939 = mul i64 3528531795, %938
  %940 = zext i32 %935 to i64
  %941 = mul i64 3449720151, %940
  %942 = lshr i64 %939, 32
  %943 = trunc i64 %942 to i32
  %944 = trunc i64 %939 to i32
  %945 = lshr i64 %941, 32
  %946 = trunc i64 %945 to i32
  %947 = trunc i64 %941 to i32
  %948 = xor i32 %946, %931
  %949 = xor i32 %948, %936
  %950 = xor i32 %943, %928
  %951 = xor i32 %950, %937
  %952 = add i32 %936, -1640531527
  %953 = add i32 %937, -1150833019
  %954 = zext i32 %949 to i64
  %955 = mul i64 3528531795, %954
  %956 = zext i32 %951 to i64
  %957 = mul i64 3449720151, %956
  %958 = lshr i64 %955, 32
  %959 = trunc i64 %958 to i32
  %960 = trunc i64 %955 to i32
  %961 = lshr i64 %957, 32
  %962 = trunc i64 %961 to i32
  %963 = trunc i64 %957 to i32
  %964 = xor i32 %962, %947
  %965 = xor i32 %964, %952
  %966 = xor i32 %959, %944
  %967 = xor i32 %966, %953
  %968 = add i32 %952, -1640531527
  %969 = add i32 %953, -1150833019
  %970 = zext i32 %965 to i64
  %971 = mul i64 3528531795, %970
  %972 = zext i32 %967 to i64
  %973 = mul i64 3449720151, %972
  %974 = lshr i64 %971, 32
  %975 = trunc i64 %974 to i32
  %976 = trunc i64 %971 to i32
  %977 = lshr i64 %973, 32
  %978 = trunc i64 %977 to i32
  %979 = trunc i64 %973 to i32
  %980 = xor i32 %978, %963
  %981 = xor i32 %980, %968
  %982 = xor i32 %975, %960
  %983 = xor i32 %982, %969
  %984 = add i32 %968, -1640531527
  %985 = add i32 %969, -1150833019
  %986 = zext i32 %981 to i64
  %987 = mul i64 3528531795, %986
  %988 = zext i32 %983 to i64
  %989 = mul i64 3449720151, %988
  %990 = lshr i64 %987, 32
  %991 = trunc i64 %990 to i32
  %992 = trunc i64 %987 to i32
  %993 = lshr i64 %989, 32
  %994 = trunc i64 %993 to i32
  %995 = trunc i64 %989 to i32
  %996 = xor i32 %994, %979
  %997 = xor i32 %996, %984
  %998 = xor i32 %991, %976
  %999 = xor i32 %998, %985
  %1000 = add i32 %984, -1640531527
  %1001 = add i32 %985, -1150833019
  %1002 = zext i32 %997 to i64
  %1003 = mul i64 3528531795, %1002
  %1004 = zext i32 %999 to i64
  %1005 = mul i64 3449720151, %1004
  %1006 = lshr i64 %1003, 32
  %1007 = trunc i64 %1006 to i32
  %1008 = trunc i64 %1003 to i32
  %1009 = lshr i64 %1005, 32
  %1010 = trunc i64 %1009 to i32
  %1011 = trunc i64 %1005 to i32
  %1012 = xor i32 %1010, %995
  %1013 = xor i32 %1012, %1000
  %1014 = xor i32 %1007, %992
  %1015 = xor i32 %1014, %1001
  %1016 = add i32 %1000, -1640531527
  %1017 = add i32 %1001, -1150833019
  %1018 = zext i32 %1013 to i64
  %1019 = mul i64 3528531795, %1018
  %1020 = zext i32 %1015 to i64
  %1021 = mul i64 3449720151, %1020
  %1022 = lshr i64 %1019, 32
  %1023 = trunc i64 %1022 to i32
  %1024 = trunc i64 %1019 to i32
  %1025 = lshr i64 %1021, 32
  %1026 = trunc i64 %1025 to i32
  %1027 = trunc i64 %1021 to i32
  %1028 = xor i32 %1026, %1011
  %1029 = xor i32 %1028, %1016
  %1030 = xor i32 %1023, %1008
  %1031 = xor i32 %1030, %1017
  %1032 = add i32 %1016, -1640531527
  %1033 = add i32 %1017, -1150833019
  %1034 = zext i32 %1029 to i64
  %1035 = mul i64 3528531795, %1034
  %1036 = zext i32 %1031 to i64
  %1037 = mul i64 3449720151, %1036
  %1038 = lshr i64 %1035, 32
  %1039 = trunc i64 %1038 to i32
  %1040 = trunc i64 %1035 to i32
  %1041 = lshr i64 %1037, 32
  %1042 = trunc i64 %1041 to i32
  %1043 = trunc i64 %1037 to i32
  %1044 = xor i32 %1042, %1027
  %1045 = xor i32 %1044, %1032
  %1046 = xor i32 %1039, %1024
  %1047 = xor i32 %1046, %1033
  %1048 = add i32 %1032, -1640531527
  %1049 = add i32 %1033, -1150833019
  %1050 = zext i32 %1045 to i64
  %1051 = mul i64 3528531795, %1050
  %1052 = zext i32 %1047 to i64
  %1053 = mul i64 3449720151, %1052
  %1054 = lshr i64 %1051, 32
  %1055 = trunc i64 %1054 to i32
  %1056 = trunc i64 %1051 to i32
  %1057 = lshr i64 %1053, 32
  %1058 = trunc i64 %1057 to i32
  %1059 = trunc i64 %1053 to i32
  %1060 = xor i32 %1058, %1043
  %1061 = xor i32 %1060, %1048
  %1062 = xor i32 %1055, %1040
  %1063 = xor i32 %1062, %1049
  %which72 = and i64 %feature66, 3
  %1064 = and i64 %which72, 2
  %second_pair73 = icmp ne i64 %1064, 0
  %1065 = select i1 %second_pair73, i32 %1063, i32 %1061
  %1066 = select i1 %second_pair73, i32 %1056, i32 %1059
  %1067 = lshr i32 %1065, 9
  %1068 = sitofp i32 %1067 to float
  %1069 = fadd float %1068, 5.000000e-01
  %1070 = fmul float %1069, 0x3E80000000000000
  %1071 = lshr i32 %1066, 9
  %1072 = sitofp i32 %1071 to float
  %1073 = fadd float %1072, 5.000000e-01
  %1074 = fmul float %1073, 0x3E80000000000000
  %1075 = bitcast float %1070 to i32
  %1076 = add i32 %1075, 4913933
  %1077 = lshr i32 %1076, 23
  %1078 = sub i32 %1077, 127
  %1079 = and i32 %1076, 8388607
  %1080 = add i32 %1079, 1060439283
  %1081 = bitcast i32 %1080 to float
  %1082 = fsub float %1081, 1.000000e+00
  %1083 = fadd float 2.000000e+00, %1082
  %1084 = fdiv float %1082, %1083
  %1085 = fmul float %1084, %1084
  %1086 = fmul float %1085, %1085
  %1087 = fmul float %1086, 0x3FCF13C4C0000000
  %1088 = fadd float 0x3FD999C260000000, %1087
  %1089 = fmul float %1086, %1088
  %1090 = fmul float %1086, 0x3FD23D3DC0000000
  %1091 = fadd float 0x3FE5555540000000, %1090
  %1092 = fmul float %1085, %1091
  %1093 = fadd float %1092, %1089
  %1094 = fmul float 5.000000e-01, %1082
  %1095 = fmul float %1094, %1082
  %1096 = sitofp i32 %1078 to float
  %1097 = fadd float %1095, %1093
  %1098 = fmul float %1084, %1097
  %1099 = fmul float %1096, 0x3EE2FEFA20000000
  %1100 = fadd float %1098, %1099
  %1101 = fsub float %1100, %1095
  %1102 = fadd float %1101, %1082
  %1103 = fmul float %1096, 0x3FE62E3000000000
  %1104 = fadd float %1102, %1103
  %1105 = fmul float -2.000000e+00, %1104
  %1106 = call float @llvm.sqrt.f32(float %1105)
  %1107 = fpext float %1074 to double
  %1108 = fmul double %1107, 4.000000e+00
  %1109 = fadd double %1108, 0x4338000000000000
  %1110 = fsub double %1109, 0x4338000000000000
  %1111 = fsub double %1108, %1110
  %1112 = fmul double %1111, 0x3FF921FB54442D18
  %1113 = fmul double %1112, %1112
  %1114 = fmul double %1113, 0x3EC71DE3A556C734
  %1115 = fadd double 0xBF2A01A01A01A01A, %1114
  %1116 = fmul double %1113, %1115
  %1117 = fadd double 0x3F81111111111111, %1116
  %1118 = fmul double %1113, %1117
  %1119 = fadd double 0xBFC5555555555555, %1118
  %1120 = fmul double %1112, %1113
  %1121 = fmul double %1120, %1119
  %1122 = fadd double %1112, %1121
  %1123 = fmul double %1113, 0xBE927E4FB7789F5C
  %1124 = fadd double 0x3EFA01A01A01A01A, %1123
  %1125 = fmul double %1113, %1124
  %1126 = fadd double 0xBF56C16C16C16C17, %1125
  %1127 = fmul double %1113, %1126
  %1128 = fadd double 0x3FA5555555555555, %1127
  %1129 = fmul double %1113, %1113
  %1130 = fmul double %1129, %1128
  %1131 = fmul double 5.000000e-01, %1113
  %1132 = fsub double 1.000000e+00, %1131
  %1133 = fadd double %1132, %1130
  %1134 = fneg double %1122
  %1135 = fneg double %1133
  %1136 = bitcast double %1109 to i64
  %1137 = and i64 %1136, 1
  %1138 = and i64 %1136, 2
  %1139 = icmp eq i64 %1137, 1
  %1140 = icmp eq i64 %1138, 2
  %1141 = select i1 %1140, double %1134, double %1122
  %1142 = select i1 %1140, double %1135, double %1133
  %1143 = select i1 %1139, double %1142, double %1141
  %1144 = select i1 %1140, double %1135, double %1133
  %1145 = select i1 %1140, double %1122, double %1134
  %1146 = select i1 %1139, double %1145, double %1144
  %1147 = fptrunc double %1143 to float
  %1148 = fptrunc double %1146 to float
  %1149 = fmul float %1106, %1148
  %1150 = fmul float %1106, %1147
  %1151 = and i64 %which72, 1
  %odd74 = icmp ne i64 %1151, 0
  %normal75 = select i1 %odd74, float %1150, float %1149
  %1152 = fmul float %normal75, %noise_scale15
  %1153 = fadd float %893, %1152
  %bits76 = bitcast float %1153 to i32
  %magnitude77 = and i32 %bits76, 2147483647
  %is_nan78 = icmp ugt i32 %magnitude77, 2139095040
  %canonical79 = select i1 %is_nan78, i32 2143289344, i32 %bits76
  store i32 %canonical79, ptr %878, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %slot.done55
  br label %noise.done

uniform_sinks.then82:                             ; preds = %quiet
  br label %uniform_sinks.done83

uniform_sinks.done83:                             ; preds = %uniform_sinks.then82, %quiet
  %feature84 = add i64 %lane, 0
  %valid85 = icmp ult i64 %feature84, %n_features
  %1154 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid85, label %slot.then86, label %slot.done87

slot.then86:                                      ; preds = %uniform_sinks.done83
  %1155 = load float, ptr %1154, align 4
  %1156 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1157 = fsub float %1156, 4.000000e+00
  %1158 = fmul float 2.000000e+00, %1157
  %1159 = fmul float 0x3F847AE140000000, %1158
  %1160 = fmul float 2.000000e+00, %1155
  %1161 = fmul float %1159, %1160
  %1162 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature84
  %1163 = load float, ptr addrspace(1) %1162, align 4
  %1164 = fsub float %1155, %1163
  %1165 = fmul float 2.000000e+00, %1164
  %1166 = fmul float 5.000000e-01, %1165
  %1167 = fadd float %1161, %1166
  %1168 = fmul float %1167, %eta
  %1169 = fsub float %1155, %1168
  %1170 = fmul float 0.000000e+00, %noise_scale15
  %1171 = fadd float %1169, %1170
  %bits88 = bitcast float %1169 to i32
  %magnitude89 = and i32 %bits88, 2147483647
  %is_nan90 = icmp ugt i32 %magnitude89, 2139095040
  %canonical91 = select i1 %is_nan90, i32 2143289344, i32 %bits88
  store i32 %canonical91, ptr %1154, align 4
  br label %slot.done87

slot.done87:                                      ; preds = %slot.then86, %uniform_sinks.done83
  %feature92 = add i64 %lane, 256
  %valid93 = icmp ult i64 %feature92, %n_features
  %1172 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %slot.done87
  %1173 = load float, ptr %1172, align 4
  %1174 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1175 = fsub float %1174, 4.000000e+00
  %1176 = fmul float 2.000000e+00, %1175
  %1177 = fmul float 0x3F847AE140000000, %1176
  %1178 = fmul float 2.000000e+00, %1173
  %1179 = fmul float %1177, %1178
  %1180 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature92
  %1181 = load float, ptr addrspace(1) %1180, align 4
  %1182 = fsub float %1173, %1181
  %1183 = fmul float 2.000000e+00, %1182
  %1184 = fmul float 5.000000e-01, %1183
  %1185 = fadd float %1179, %1184
  %1186 = fmul float %1185, %eta
  %1187 = fsub float %1173, %1186
  %1188 = fmul float 0.000000e+00, %noise_scale15
  %1189 = fadd float %1187, %1188
  %bits96 = bitcast float %1187 to i32
  %magnitude97 = and i32 %bits96, 2147483647
  %is_nan98 = icmp ugt i32 %magnitude97, 2139095040
  %canonical99 = select i1 %is_nan98, i32 2143289344, i32 %bits96
  store i32 %canonical99, ptr %1172, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %slot.done87
  %feature100 = add i64 %lane, 512
  %valid101 = icmp ult i64 %feature100, %n_features
  %1190 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid101, label %slot.then102, label %slot.done103

slot.then102:                                     ; preds = %slot.done95
  %1191 = load float, ptr %1190, align 4
  %1192 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1193 = fsub float %1192, 4.000000e+00
  %1194 = fmul float 2.000000e+00, %1193
  %1195 = fmul float 0x3F847AE140000000, %1194
  %1196 = fmul float 2.000000e+00, %1191
  %1197 = fmul float %1195, %1196
  %1198 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature100
  %1199 = load float, ptr addrspace(1) %1198, align 4
  %1200 = fsub float %1191, %1199
  %1201 = fmul float 2.000000e+00, %1200
  %1202 = fmul float 5.000000e-01, %1201
  %1203 = fadd float %1197, %1202
  %1204 = fmul float %1203, %eta
  %1205 = fsub float %1191, %1204
  %1206 = fmul float 0.000000e+00, %noise_scale15
  %1207 = fadd float %1205, %1206
  %bits104 = bitcast float %1205 to i32
  %magnitude105 = and i32 %bits104, 2147483647
  %is_nan106 = icmp ugt i32 %magnitude105, 2139095040
  %canonical107 = select i1 %is_nan106, i32 2143289344, i32 %bits104
  store i32 %canonical107, ptr %1190, align 4
  br label %slot.done103

slot.done103:                                     ; preds = %slot.then102, %slot.done95
  %feature108 = add i64 %lane, 768
  %valid109 = icmp ult i64 %feature108, %n_features
  %1208 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid109, label %slot.then110, label %slot.done111

slot.then110:                                     ; preds = %slot.done103
  %1209 = load float, ptr %1208, align 4
  %1210 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1211 = fsub float %1210, 4.000000e+00
  %1212 = fmul float 2.000000e+00, %1211
  %1213 = fmul float 0x3F847AE140000000, %1212
  %1214 = fmul float 2.000000e+00, %1209
  %1215 = fmul float %1213, %1214
  %1216 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature108
  %1217 = load float, ptr addrspace(1) %1216, align 4
  %1218 = fsub float %1209, %1217
  %1219 = fmul float 2.000000e+00, %1218
  %1220 = fmul float 5.000000e-01, %1219
  %1221 = fadd float %1215, %1220
  %1222 = fmul float %1221, %eta
  %1223 = fsub float %1209, %1222
  %1224 = fmul float 0.000000e+00, %noise_scale15
  %1225 = fadd float %1223, %1224
  %bits112 = bitcast float %1223 to i32
  %magnitude113 = and i32 %bits112, 2147483647
  %is_nan114 = icmp ugt i32 %magnitude113, 2139095040
  %canonical115 = select i1 %is_nan114, i32 2143289344, i32 %bits112
  store i32 %canonical115, ptr %1208, align 4
  br label %slot.done111

slot.done111:                                     ; preds = %slot.then110, %slot.done103
  br label %noise.done

slot.then118:                                     ; preds = %step.exit
  %1226 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature116
  %1227 = load float, ptr %24, align 4
  store float %1227, ptr addrspace(1) %1226, align 4
  br label %slot.done119

slot.done119:                                     ; preds = %slot.then118, %step.exit
  %feature120 = add i64 %lane, 256
  %valid121 = icmp ult i64 %feature120, %n_features
  %1228 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid121, label %slot.then122, label %slot.done123

slot.then122:                                     ; preds = %slot.done119
  %1229 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature120
  %1230 = load float, ptr %1228, align 4
  store float %1230, ptr addrspace(1) %1229, align 4
  br label %slot.done123

slot.done123:                                     ; preds = %slot.then122, %slot.done119
  %feature124 = add i64 %lane, 512
  %valid125 = icmp ult i64 %feature124, %n_features
  %1231 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid125, label %slot.then126, label %slot.done127

slot.then126:                                     ; preds = %slot.done123
  %1232 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature124
  %1233 = load float, ptr %1231, align 4
  store float %1233, ptr addrspace(1) %1232, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %slot.done123
  %feature128 = add i64 %lane, 768
  %valid129 = icmp ult i64 %feature128, %n_features
  %1234 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid129, label %slot.then130, label %slot.done131

slot.then130:                                     ; preds = %slot.done127
  %1235 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature128
  %1236 = load float, ptr %1234, align 4
  store float %1236, ptr addrspace(1) %1235, align 4
  br label %slot.done131

slot.done131:                                     ; preds = %slot.then130, %slot.done127
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w2048(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
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
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 2048
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

row.done:                                         ; preds = %slot.done267, %entry
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
  %feature13 = add i64 %lane, 1024
  %valid14 = icmp ult i64 %feature13, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %slot.done12
  %18 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature13
  %19 = load float, ptr addrspace(1) %18, align 4
  store float %19, ptr %17, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %slot.done12
  %feature17 = add i64 %lane, 1280
  %valid18 = icmp ult i64 %feature17, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature17
  %22 = load float, ptr addrspace(1) %21, align 4
  store float %22, ptr %20, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 1536
  %valid22 = icmp ult i64 %feature21, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature21
  %25 = load float, ptr addrspace(1) %24, align 4
  store float %25, ptr %23, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 1792
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
  %step = phi i64 [ 0, %slot.done28 ], [ %77, %noise.done ]
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
  %feature236 = add i64 %lane, 0
  %valid237 = icmp ult i64 %feature236, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid237, label %slot.then238, label %slot.done239

slot.then34:                                      ; preds = %step.body
  %37 = load float, ptr %35, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature32
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %step.body
  %feature36 = add i64 %lane, 256
  %valid37 = icmp ult i64 %feature36, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done35
  %41 = load float, ptr %40, align 4
  %42 = fmul float %41, %41
  %43 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature36
  store float %42, ptr addrspace(3) %43, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done35
  %feature40 = add i64 %lane, 512
  %valid41 = icmp ult i64 %feature40, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %slot.done39
  %45 = load float, ptr %44, align 4
  %46 = fmul float %45, %45
  %47 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature40
  store float %46, ptr addrspace(3) %47, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %slot.done39
  %feature44 = add i64 %lane, 768
  %valid45 = icmp ult i64 %feature44, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done43
  %49 = load float, ptr %48, align 4
  %50 = fmul float %49, %49
  %51 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature44
  store float %50, ptr addrspace(3) %51, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done43
  %feature48 = add i64 %lane, 1024
  %valid49 = icmp ult i64 %feature48, %n_features
  %52 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done47
  %53 = load float, ptr %52, align 4
  %54 = fmul float %53, %53
  %55 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature48
  store float %54, ptr addrspace(3) %55, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done47
  %feature52 = add i64 %lane, 1280
  %valid53 = icmp ult i64 %feature52, %n_features
  %56 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done51
  %57 = load float, ptr %56, align 4
  %58 = fmul float %57, %57
  %59 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature52
  store float %58, ptr addrspace(3) %59, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done51
  %feature56 = add i64 %lane, 1536
  %valid57 = icmp ult i64 %feature56, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done55
  %61 = load float, ptr %60, align 4
  %62 = fmul float %61, %61
  %63 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature56
  store float %62, ptr addrspace(3) %63, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done55
  %feature60 = add i64 %lane, 1792
  %valid61 = icmp ult i64 %feature60, %n_features
  %64 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done59
  %65 = load float, ptr %64, align 4
  %66 = fmul float %65, %65
  %67 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature60
  store float %66, ptr addrspace(3) %67, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done63
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %73, %fold_sums.body ]
  %68 = icmp ult i64 %fold_sums, %n_features
  br i1 %68, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold_sums
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = load float, ptr %fold_value, align 4
  %72 = fadd float %70, %71
  store float %72, ptr %fold_value, align 4
  %73 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %74 = load float, ptr %fold_value, align 4
  store float %74, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %75 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature168 = add i64 %lane, 0
  %valid169 = icmp ult i64 %feature168, %n_features
  %76 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then170, label %uniform_sinks.done171

noise.done:                                       ; preds = %slot.done231, %slot.done157
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %77 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %78 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %uniform_sinks.done
  %79 = load float, ptr %78, align 4
  %80 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %81 = fsub float %80, 4.000000e+00
  %82 = fmul float 2.000000e+00, %81
  %83 = fmul float 0x3F847AE140000000, %82
  %84 = fmul float 2.000000e+00, %79
  %85 = fmul float %83, %84
  %86 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = fsub float %79, %87
  %89 = fmul float 2.000000e+00, %88
  %90 = fmul float 5.000000e-01, %89
  %91 = fadd float %85, %90
  %92 = fmul float %91, %eta
  %93 = fsub float %79, %92
  %94 = add i64 %n_features, 3
  %groups = lshr i64 %94, 2
  %95 = mul i64 %row, %groups
  %96 = lshr i64 %feature66, 2
  %group = add i64 %95, %96
  %97 = trunc i64 %key0 to i32
  %98 = lshr i64 %key0, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %group to i32
  %101 = trunc i64 %key1_step to i32
  %102 = lshr i64 %key1_step, 32
  %103 = trunc i64 %102 to i32
  %104 = lshr i64 %group, 32
  %105 = trunc i64 %104 to i32
  %106 = zext i32 %100 to i64
  %107 = mul i64 3528531795, %106
  %108 = zext i32 %103 to i64
  %109 = mul i64 3449720151, %108
  %110 = lshr i64 %107, 32
  %111 = trunc i64 %110 to i32
  %112 = trunc i64 %107 to i32
  %113 = lshr i64 %109, 32
  %114 = trunc i64 %113 to i32
  %115 = trunc i64 %109 to i32
  %116 = xor i32 %114, %101
  %117 = xor i32 %116, %97
  %118 = xor i32 %111, %105
  %119 = xor i32 %118, %99
  %120 = add i32 %97, -1640531527
  %121 = add i32 %99, -1150833019
  %122 = zext i32 %117 to i64
  %123 = mul i64 3528531795, %122
  %124 = zext i32 %119 to i64
  %125 = mul i64 3449720151, %124
  %126 = lshr i64 %123, 32
  %127 = trunc i64 %126 to i32
  %128 = trunc i64 %123 to i32
  %129 = lshr i64 %125, 32
  %130 = trunc i64 %129 to i32
  %131 = trunc i64 %125 to i32
  %132 = xor i32 %130, %115
  %133 = xor i32 %132, %120
  %134 = xor i32 %127, %112
  %135 = xor i32 %134, %121
  %136 = add i32 %120, -1640531527
  %137 = add i32 %121, -1150833019
  %138 = zext i32 %133 to i64
  %139 = mul i64 3528531795, %138
  %140 = zext i32 %135 to i64
  %141 = mul i64 3449720151, %140
  %142 = lshr i64 %139, 32
  %143 = trunc i64 %142 to i32
  %144 = trunc i64 %139 to i32
  %145 = lshr i64 %141, 32
  %146 = trunc i64 %145 to i32
  %147 = trunc i64 %141 to i32
  %148 = xor i32 %146, %131
  %149 = xor i32 %148, %136
  %150 = xor i32 %143, %128
  %151 = xor i32 %150, %137
  %152 = add i32 %136, -1640531527
  %153 = add i32 %137, -1150833019
  %154 = zext i32 %149 to i64
  %155 = mul i64 3528531795, %154
  %156 = zext i32 %151 to i64
  %157 = mul i64 3449720151, %156
  %158 = lshr i64 %155, 32
  %159 = trunc i64 %158 to i32
  %160 = trunc i64 %155 to i32
  %161 = lshr i64 %157, 32
  %162 = trunc i64 %161 to i32
  %163 = trunc i64 %157 to i32
  %164 = xor i32 %162, %147
  %165 = xor i32 %164, %152
  %166 = xor i32 %159, %144
  %167 = xor i32 %166, %153
  %168 = add i32 %152, -1640531527
  %169 = add i32 %153, -1150833019
  %170 = zext i32 %165 to i64
  %171 = mul i64 3528531795, %170
  %172 = zext i32 %167 to i64
  %173 = mul i64 3449720151, %172
  %174 = lshr i64 %171, 32
  %175 = trunc i64 %174 to i32
  %176 = trunc i64 %171 to i32
  %177 = lshr i64 %173, 32
  %178 = trunc i64 %177 to i32
  %179 = trunc i64 %173 to i32
  %180 = xor i32 %178, %163
  %181 = xor i32 %180, %168
  %182 = xor i32 %175, %160
  %183 = xor i32 %182, %169
  %184 = add i32 %168, -1640531527
  %185 = add i32 %169, -1150833019
  %186 = zext i32 %181 to i64
  %187 = mul i64 3528531795, %186
  %188 = zext i32 %183 to i64
  %189 = mul i64 3449720151, %188
  %190 = lshr i64 %187, 32
  %191 = trunc i64 %190 to i32
  %192 = trunc i64 %187 to i32
  %193 = lshr i64 %189, 32
  %194 = trunc i64 %193 to i32
  %195 = trunc i64 %189 to i32
  %196 = xor i32 %194, %179
  %197 = xor i32 %196, %184
  %198 = xor i32 %191, %176
  %199 = xor i32 %198, %185
  %200 = add i32 %184, -1640531527
  %201 = add i32 %185, -1150833019
  %202 = zext i32 %197 to i64
  %203 = mul i64 3528531795, %202
  %204 = zext i32 %199 to i64
  %205 = mul i64 3449720151, %204
  %206 = lshr i64 %203, 32
  %207 = trunc i64 %206 to i32
  %208 = trunc i64 %203 to i32
  %209 = lshr i64 %205, 32
  %210 = trunc i64 %209 to i32
  %211 = trunc i64 %205 to i32
  %212 = xor i32 %210, %195
  %213 = xor i32 %212, %200
  %214 = xor i32 %207, %192
  %215 = xor i32 %214, %201
  %216 = add i32 %200, -1640531527
  %217 = add i32 %201, -1150833019
  %218 = zext i32 %213 to i64
  %219 = mul i64 3528531795, %218
  %220 = zext i32 %215 to i64
  %221 = mul i64 3449720151, %220
  %222 = lshr i64 %219, 32
  %223 = trunc i64 %222 to i32
  %224 = trunc i64 %219 to i32
  %225 = lshr i64 %221, 32
  %226 = trunc i64 %225 to i32
  %227 = trunc i64 %221 to i32
  %228 = xor i32 %226, %211
  %229 = xor i32 %228, %216
  %230 = xor i32 %223, %208
  %231 = xor i32 %230, %217
  %232 = add i32 %216, -1640531527
  %233 = add i32 %217, -1150833019
  %234 = zext i32 %229 to i64
  %235 = mul i64 3528531795, %234
  %236 = zext i32 %231 to i64
  %237 = mul i64 3449720151, %236
  %238 = lshr i64 %235, 32
  %239 = trunc i64 %238 to i32
  %240 = trunc i64 %235 to i32
  %241 = lshr i64 %237, 32
  %242 = trunc i64 %241 to i32
  %243 = trunc i64 %237 to i32
  %244 = xor i32 %242, %227
  %245 = xor i32 %244, %232
  %246 = xor i32 %239, %224
  %247 = xor i32 %246, %233
  %248 = add i32 %232, -1640531527
  %249 = add i32 %233, -1150833019
  %250 = zext i32 %245 to i64
  %251 = mul i64 3528531795, %250
  %252 = zext i32 %247 to i64
  %253 = mul i64 3449720151, %252
  %254 = lshr i64 %251, 32
  %255 = trunc i64 %254 to i32
  %256 = trunc i64 %251 to i32
  %257 = lshr i64 %253, 32
  %258 = trunc i64 %257 to i32
  %259 = trunc i64 %253 to i32
  %260 = xor i32 %258, %243
  %261 = xor i32 %260, %248
  %262 = xor i32 %255, %240
  %263 = xor i32 %262, %249
  %which = and i64 %feature66, 3
  %264 = and i64 %which, 2
  %second_pair = icmp ne i64 %264, 0
  %265 = select i1 %second_pair, i32 %263, i32 %261
  %266 = select i1 %second_pair, i32 %256, i32 %259
  %267 = lshr i32 %265, 9
  %268 = sitofp i32 %267 to float
  %269 = fadd float %268, 5.000000e-01
  %270 = fmul float %269, 0x3E80000000000000
  %271 = lshr i32 %266, 9
  %272 = sitofp i32 %271 to float
  %273 = fadd float %272, 5.000000e-01
  %274 = fmul float %273, 0x3E80000000000000
  %275 = bitcast float %270 to i32
  %276 = add i32 %275, 4913933
  %277 = lshr i32 %276, 23
  %278 = sub i32 %277, 127
  %279 = and i32 %276, 8388607
  %280 = add i32 %279, 1060439283
  %281 = bitcast i32 %280 to float
  %282 = fsub float %281, 1.000000e+00
  %283 = fadd float 2.000000e+00, %282
  %284 = fdiv float %282, %283
  %285 = fmul float %284, %284
  %286 = fmul float %285, %285
  %287 = fmul float %286, 0x3FCF13C4C0000000
  %288 = fadd float 0x3FD999C260000000, %287
  %289 = fmul float %286, %288
  %290 = fmul float %286, 0x3FD23D3DC0000000
  %291 = fadd float 0x3FE5555540000000, %290
  %292 = fmul float %285, %291
  %293 = fadd float %292, %289
  %294 = fmul float 5.000000e-01, %282
  %295 = fmul float %294, %282
  %296 = sitofp i32 %278 to float
  %297 = fadd float %295, %293
  %298 = fmul float %284, %297
  %299 = fmul float %296, 0x3EE2FEFA20000000
  %300 = fadd float %298, %299
  %301 = fsub float %300, %295
  %302 = fadd float %301, %282
  %303 = fmul float %296, 0x3FE62E3000000000
  %304 = fadd float %302, %303
  %305 = fmul float -2.000000e+00, %304
  %306 = call float @llvm.sqrt.f32(float %305)
  %307 = fpext float %274 to double
  %308 = fmul double %307, 4.000000e+00
  %309 = fadd double %308, 0x4338000000000000
  %310 = fsub double %309, 0x4338000000000000
  %311 = fsub double %308, %310
  %312 = fmul double %311, 0x3FF921FB54442D18
  %313 = fmul double %312, %312
  %314 = fmul double %313, 0x3EC71DE3A556C734
  %315 = fadd double 0xBF2A01A01A01A01A, %314
  %316 = fmul double %313, %315
  %317 = fadd double 0x3F81111111111111, %316
  %318 = fmul double %313, %317
  %319 = fadd double 0xBFC5555555555555, %318
  %320 = fmul double %312, %313
  %321 = fmul double %320, %319
  %322 = fadd double %312, %321
  %323 = fmul double %313, 0xBE927E4FB7789F5C
  %324 = fadd double 0x3EFA01A01A01A01A, %323
  %325 = fmul double %313, %324
  %326 = fadd double 0xBF56C16C16C16C17, %325
  %327 = fmul double %313, %326
  %328 = fadd double 0x3FA5555555555555, %327
  %329 = fmul double %313, %313
  %330 = fmul double %329, %328
  %331 = fmul double 5.000000e-01, %313
  %332 = fsub double 1.000000e+00, %331
  %333 = fadd double %332, %330
  %334 = fneg double %322
  %335 = fneg double %333
  %336 = bitcast double %309 to i64
  %337 = and i64 %336, 1
  %338 = and i64 %336, 2
  %339 = icmp eq i64 %337, 1
  %340 = icmp eq i64 %338, 2
  %341 = select i1 %340, double %334, double %322
  %342 = select i1 %340, double %335, double %333
  %343 = select i1 %339, double %342, double %341
  %344 = select i1 %340, double %335, double %333
  %345 = select i1 %340, double %322, double %334
  %346 = select i1 %339, double %345, double %344
  %347 = fptrunc double %343 to float
  %348 = fptrunc double %346 to float
  %349 = fmul float %306, %348
  %350 = fmul float %306, %347
  %351 = and i64 %which, 1
  %odd = icmp ne i64 %351, 0
  %normal = select i1 %odd, float %350, float %349
  %352 = fmul float %normal, %noise_scale31
  %353 = fadd float %93, %352
  %bits = bitcast float %353 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %78, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %uniform_sinks.done
  %feature70 = add i64 %lane, 256
  %valid71 = icmp ult i64 %feature70, %n_features
  %354 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %slot.done69
  %355 = load float, ptr %354, align 4
  %356 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %357 = fsub float %356, 4.000000e+00
  %358 = fmul float 2.000000e+00, %357
  %359 = fmul float 0x3F847AE140000000, %358
  %360 = fmul float 2.000000e+00, %355
  %361 = fmul float %359, %360
  %362 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature70
  %363 = load float, ptr addrspace(1) %362, align 4
  %364 = fsub float %355, %363
  %365 = fmul float 2.000000e+00, %364
  %366 = fmul float 5.000000e-01, %365
  %367 = fadd float %361, %366
  %368 = fmul float %367, %eta
  %369 = fsub float %355, %368
  %370 = add i64 %n_features, 3
  %groups74 = lshr i64 %370, 2
  %371 = mul i64 %row, %groups74
  %372 = lshr i64 %feature70, 2
  %group75 = add i64 %371, %372
  %373 = trunc i64 %key0 to i32
  %374 = lshr i64 %key0, 32
  %375 = trunc i64 %374 to i32
  %376 = trunc i64 %group75 to i32
  %377 = trunc i64 %key1_step to i32
  %378 = lshr i64 %key1_step, 32
  %379 = trunc i64 %378 to i32
  %380 = lshr i64 %group75, 32
  %381 = trunc i64 %380 to i32
  %382 = zext i32 %376 to i64
  %383 = mul i64 3528531795, %382
  %384 = zext i32 %379 to i64
  %385 = mul i64 3449720151, %384
  %386 = lshr i64 %383, 32
  %387 = trunc i64 %386 to i32
  %388 = trunc i64 %383 to i32
  %389 = lshr i64 %385, 32
  %390 = trunc i64 %389 to i32
  %391 = trunc i64 %385 to i32
  %392 = xor i32 %390, %377
  %393 = xor i32 %392, %373
  %394 = xor i32 %387, %381
  %395 = xor i32 %394, %375
  %396 = add i32 %373, -1640531527
  %397 = add i32 %375, -1150833019
  %398 = zext i32 %393 to i64
  %399 = mul i64 3528531795, %398
  %400 = zext i32 %395 to i64
  %401 = mul i64 3449720151, %400
  %402 = lshr i64 %399, 32
  %403 = trunc i64 %402 to i32
  %404 = trunc i64 %399 to i32
  %405 = lshr i64 %401, 32
  %406 = trunc i64 %405 to i32
  %407 = trunc i64 %401 to i32
  %408 = xor i32 %406, %391
  %409 = xor i32 %408, %396
  %410 = xor i32 %403, %388
  %411 = xor i32 %410, %397
  %412 = add i32 %396, -1640531527
  %413 = add i32 %397, -1150833019
  %414 = zext i32 %409 to i64
  %415 = mul i64 3528531795, %414
  %416 = zext i32 %411 to i64
  %417 = mul i64 3449720151, %416
  %418 = lshr i64 %415, 32
  %419 = trunc i64 %418 to i32
  %420 = trunc i64 %415 to i32
  %421 = lshr i64 %417, 32
  %422 = trunc i64 %421 to i32
  %423 = trunc i64 %417 to i32
  %424 = xor i32 %422, %407
  %425 = xor i32 %424, %412
  %426 = xor i32 %419, %404
  %427 = xor i32 %426, %413
  %428 = add i32 %412, -1640531527
  %429 = add i32 %413, -1150833019
  %430 = zext i32 %425 to i64
  %431 = mul i64 3528531795, %430
  %432 = zext i32 %427 to i64
  %433 = mul i64 3449720151, %432
  %434 = lshr i64 %431, 32
  %435 = trunc i64 %434 to i32
  %436 = trunc i64 %431 to i32
  %437 = lshr i64 %433, 32
  %438 = trunc i64 %437 to i32
  %439 = trunc i64 %433 to i32
  %440 = xor i32 %438, %423
  %441 = xor i32 %440, %428
  %442 = xor i32 %435, %420
  %443 = xor i32 %442, %429
  %444 = add i32 %428, -1640531527
  %445 = add i32 %429, -1150833019
  %446 = zext i32 %441 to i64
  %447 = mul i64 3528531795, %446
  %448 = zext i32 %443 to i64
  %449 = mul i64 3449720151, %448
  %450 = lshr i64 %447, 32
  %451 = trunc i64 %450 to i32
  %452 = trunc i64 %447 to i32
  %453 = lshr i64 %449, 32
  %454 = trunc i64 %453 to i32
  %455 = trunc i64 %449 to i32
  %456 = xor i32 %454, %439
  %457 = xor i32 %456, %444
  %458 = xor i32 %451, %436
  %459 = xor i32 %458, %445
  %460 = add i32 %444, -1640531527
  %461 = add i32 %445, -1150833019
  %462 = zext i32 %457 to i64
  %463 = mul i64 3528531795, %462
  %464 = zext i32 %459 to i64
  %465 = mul i64 3449720151, %464
  %466 = lshr i64 %463, 32
  %467 = trunc i64 %466 to i32
  %468 = trunc i64 %463 to i32
  %469 = lshr i64 %465, 32
  %470 = trunc i64 %469 to i32
  %471 = trunc i64 %465 to i32
  %472 = xor i32 %470, %455
  %473 = xor i32 %472, %460
  %474 = xor i32 %467, %452
  %475 = xor i32 %474, %461
  %476 = add i32 %460, -1640531527
  %477 = add i32 %461, -1150833019
  %478 = zext i32 %473 to i64
  %479 = mul i64 3528531795, %478
  %480 = zext i32 %475 to i64
  %481 = mul i64 3449720151, %480
  %482 = lshr i64 %479, 32
  %483 = trunc i64 %482 to i32
  %484 = trunc i64 %479 to i32
  %485 = lshr i64 %481, 32
  %486 = trunc i64 %485 to i32
  %487 = trunc i64 %481 to i32
  %488 = xor i32 %486, %471
  %489 = xor i32 %488, %476
  %490 = xor i32 %483, %468
  %491 = xor i32 %490, %477
  %492 = add i32 %476, -1640531527
  %493 = add i32 %477, -1150833019
  %494 = zext i32 %489 to i64
  %495 = mul i64 3528531795, %494
  %496 = zext i32 %491 to i64
  %497 = mul i64 3449720151, %496
  %498 = lshr i64 %495, 32
  %499 = trunc i64 %498 to i32
  %500 = trunc i64 %495 to i32
  %501 = lshr i64 %497, 32
  %502 = trunc i64 %501 to i32
  %503 = trunc i64 %497 to i32
  %504 = xor i32 %502, %487
  %505 = xor i32 %504, %492
  %506 = xor i32 %499, %484
  %507 = xor i32 %506, %493
  %508 = add i32 %492, -1640531527
  %509 = add i32 %493, -1150833019
  %510 = zext i32 %505 to i64
  %511 = mul i64 3528531795, %510
  %512 = zext i32 %507 to i64
  %513 = mul i64 3449720151, %512
  %514 = lshr i64 %511, 32
  %515 = trunc i64 %514 to i32
  %516 = trunc i64 %511 to i32
  %517 = lshr i64 %513, 32
  %518 = trunc i64 %517 to i32
  %519 = trunc i64 %513 to i32
  %520 = xor i32 %518, %503
  %521 = xor i32 %520, %508
  %522 = xor i32 %515, %500
  %523 = xor i32 %522, %509
  %524 = add i32 %508, -1640531527
  %525 = add i32 %509, -1150833019
  %526 = zext i32 %521 to i64
  %527 = mul i64 3528531795, %526
  %528 = zext i32 %523 to i64
  %529 = mul i64 3449720151, %528
  %530 = lshr i64 %527, 32
  %531 = trunc i64 %530 to i32
  %532 = trunc i64 %527 to i32
  %533 = lshr i64 %529, 32
  %534 = trunc i64 %533 to i32
  %535 = trunc i64 %529 to i32
  %536 = xor i32 %534, %519
  %537 = xor i32 %536, %524
  %538 = xor i32 %531, %516
  %539 = xor i32 %538, %525
  %which76 = and i64 %feature70, 3
  %540 = and i64 %which76, 2
  %second_pair77 = icmp ne i64 %540, 0
  %541 = select i1 %second_pair77, i32 %539, i32 %537
  %542 = select i1 %second_pair77, i32 %532, i32 %535
  %543 = lshr i32 %541, 9
  %544 = sitofp i32 %543 to float
  %545 = fadd float %544, 5.000000e-01
  %546 = fmul float %545, 0x3E80000000000000
  %547 = lshr i32 %542, 9
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
  %588 = fmul double %587, 0x3FF921FB54442D18
  %589 = fmul double %588, %588
  %590 = fmul double %589, 0x3EC71DE3A556C734
  %591 = fadd double 0xBF2A01A01A01A01A, %590
  %592 = fmul double %589, %591
  %593 = fadd double 0x3F81111111111111, %592
  %594 = fmul double %589, %593
  %595 = fadd double 0xBFC5555555555555, %594
  %596 = fmul double %588, %589
  %597 = fmul double %596, %595
  %598 = fadd double %588, %597
  %599 = fmul double %589, 0xBE927E4FB7789F5C
  %600 = fadd double 0x3EFA01A01A01A01A, %599
  %601 = fmul double %589, %600
  %602 = fadd double 0xBF56C16C16C16C17, %601
  %603 = fmul double %589, %602
  %604 = fadd double 0x3FA5555555555555, %603
  %605 = fmul double %589, %589
  %606 = fmul double %605, %604
  %607 = fmul double 5.000000e-01, %589
  %608 = fsub double 1.000000e+00, %607
  %609 = fadd double %608, %606
  %610 = fneg double %598
  %611 = fneg double %609
  %612 = bitcast double %585 to i64
  %613 = and i64 %612, 1
  %614 = and i64 %612, 2
  %615 = icmp eq i64 %613, 1
  %616 = icmp eq i64 %614, 2
  %617 = select i1 %616, double %610, double %598
  %618 = select i1 %616, double %611, double %609
  %619 = select i1 %615, double %618, double %617
  %620 = select i1 %616, double %611, double %609
  %621 = select i1 %616, double %598, double %610
  %622 = select i1 %615, double %621, double %620
  %623 = fptrunc double %619 to float
  %624 = fptrunc double %622 to float
  %625 = fmul float %582, %624
  %626 = fmul float %582, %623
  %627 = and i64 %which76, 1
  %odd78 = icmp ne i64 %627, 0
  %normal79 = select i1 %odd78, float %626, float %625
  %628 = fmul float %normal79, %noise_scale31
  %629 = fadd float %369, %628
  %bits80 = bitcast float %629 to i32
  %magnitude81 = and i32 %bits80, 2147483647
  %is_nan82 = icmp ugt i32 %magnitude81, 2139095040
  %canonical83 = select i1 %is_nan82, i32 2143289344, i32 %bits80
  store i32 %canonical83, ptr %354, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %slot.done69
  %feature84 = add i64 %lane, 512
  %valid85 = icmp ult i64 %feature84, %n_features
  %630 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid85, label %slot.then86, label %slot.done87

slot.then86:                                      ; preds = %slot.done73
  %631 = load float, ptr %630, align 4
  %632 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %633 = fsub float %632, 4.000000e+00
  %634 = fmul float 2.000000e+00, %633
  %635 = fmul float 0x3F847AE140000000, %634
  %636 = fmul float 2.000000e+00, %631
  %637 = fmul float %635, %636
  %638 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature84
  %639 = load float, ptr addrspace(1) %638, align 4
  %640 = fsub float %631, %639
  %641 = fmul float 2.000000e+00, %640
  %642 = fmul float 5.000000e-01, %641
  %643 = fadd float %637, %642
  %644 = fmul float %643, %eta
  %645 = fsub float %631, %644
  %646 = add i64 %n_features, 3
  %groups88 = lshr i64 %646, 2
  %647 = mul i64 %row, %groups88
  %648 = lshr i64 %feature84, 2
  %group89 = add i64 %647, %648
  %649 = trunc i64 %key0 to i32
  %650 = lshr i64 %key0, 32
  %651 = trunc i64 %650 to i32
  %652 = trunc i64 %group89 to i32
  %653 = trunc i64 %key1_step to i32
  %654 = lshr i64 %key1_step, 32
  %655 = trunc i64 %654 to i32
  %656 = lshr i64 %group89, 32
  %657 = trunc i64 %656 to i32
  %658 = zext i32 %652 to i64
  %659 = mul i64 3528531795, %658
  %660 = zext i32 %655 to i64
  %661 = mul i64 3449720151, %660
  %662 = lshr i64 %659, 32
  %663 = trunc i64 %662 to i32
  %664 = trunc i64 %659 to i32
  %665 = lshr i64 %661, 32
  %666 = trunc i64 %665 to i32
  %667 = trunc i64 %661 to i32
  %668 = xor i32 %666, %653
  %669 = xor i32 %668, %649
  %670 = xor i32 %663, %657
  %671 = xor i32 %670, %651
  %672 = add i32 %649, -1640531527
  %673 = add i32 %651, -1150833019
  %674 = zext i32 %669 to i64
  %675 = mul i64 3528531795, %674
  %676 = zext i32 %671 to i64
  %677 = mul i64 3449720151, %676
  %678 = lshr i64 %675, 32
  %679 = trunc i64 %678 to i32
  %680 = trunc i64 %675 to i32
  %681 = lshr i64 %677, 32
  %682 = trunc i64 %681 to i32
  %683 = trunc i64 %677 to i32
  %684 = xor i32 %682, %667
  %685 = xor i32 %684, %672
  %686 = xor i32 %679, %664
  %687 = xor i32 %686, %673
  %688 = add i32 %672, -1640531527
  %689 = add i32 %673, -1150833019
  %690 = zext i32 %685 to i64
  %691 = mul i64 3528531795, %690
  %692 = zext i32 %687 to i64
  %693 = mul i64 3449720151, %692
  %694 = lshr i64 %691, 32
  %695 = trunc i64 %694 to i32
  %696 = trunc i64 %691 to i32
  %697 = lshr i64 %693, 32
  %698 = trunc i64 %697 to i32
  %699 = trunc i64 %693 to i32
  %700 = xor i32 %698, %683
  %701 = xor i32 %700, %688
  %702 = xor i32 %695, %680
  %703 = xor i32 %702, %689
  %704 = add i32 %688, -1640531527
  %705 = add i32 %689, -1150833019
  %706 = zext i32 %701 to i64
  %707 = mul i64 3528531795, %706
  %708 = zext i32 %703 to i64
  %709 = mul i64 3449720151, %708
  %710 = lshr i64 %707, 32
  %711 = trunc i64 %710 to i32
  %712 = trunc i64 %707 to i32
  %713 = lshr i64 %709, 32
  %714 = trunc i64 %713 to i32
  %715 = trunc i64 %709 to i32
  %716 = xor i32 %714, %699
  %717 = xor i32 %716, %704
  %718 = xor i32 %711, %696
  %719 = xor i32 %718, %705
  %720 = add i32 %704, -1640531527
  %721 = add i32 %705, -1150833019
  %722 = zext i32 %717 to i64
  %723 = mul i64 3528531795, %722
  %724 = zext i32 %719 to i64
  %725 = mul i64 3449720151, %724
  %726 = lshr i64 %723, 32
  %727 = trunc i64 %726 to i32
  %728 = trunc i64 %723 to i32
  %729 = lshr i64 %725, 32
  %730 = trunc i64 %729 to i32
  %731 = trunc i64 %725 to i32
  %732 = xor i32 %730, %715
  %733 = xor i32 %732, %720
  %734 = xor i32 %727, %712
  %735 = xor i32 %734, %721
  %736 = add i32 %720, -1640531527
  %737 = add i32 %721, -1150833019
  %738 = zext i32 %733 to i64
  %739 = mul i64 3528531795, %738
  %740 = zext i32 %735 to i64
  %741 = mul i64 3449720151, %740
  %742 = lshr i64 %739, 32
  %743 = trunc i64 %742 to i32
  %744 = trunc i64 %739 to i32
  %745 = lshr i64 %741, 32
  %746 = trunc i64 %745 to i32
  %747 = trunc i64 %741 to i32
  %748 = xor i32 %746, %731
  %749 = xor i32 %748, %736
  %750 = xor i32 %743, %728
  %751 = xor i32 %750, %737
  %752 = add i32 %736, -1640531527
  %753 = add i32 %737, -1150833019
  %754 = zext i32 %749 to i64
  %755 = mul i64 3528531795, %754
  %756 = zext i32 %751 to i64
  %757 = mul i64 3449720151, %756
  %758 = lshr i64 %755, 32
  %759 = trunc i64 %758 to i32
  %760 = trunc i64 %755 to i32
  %761 = lshr i64 %757, 32
  %762 = trunc i64 %761 to i32
  %763 = trunc i64 %757 to i32
  %764 = xor i32 %762, %747
  %765 = xor i32 %764, %752
  %766 = xor i32 %759, %744
  %767 = xor i32 %766, %753
  %768 = add i32 %752, -1640531527
  %769 = add i32 %753, -1150833019
  %770 = zext i32 %765 to i64
  %771 = mul i64 3528531795, %770
  %772 = zext i32 %767 to i64
  %773 = mul i64 3449720151, %772
  %774 = lshr i64 %771, 32
  %775 = trunc i64 %774 to i32
  %776 = trunc i64 %771 to i32
  %777 = lshr i64 %773, 32
  %778 = trunc i64 %777 to i32
  %779 = trunc i64 %773 to i32
  %780 = xor i32 %778, %763
  %781 = xor i32 %780, %768
  %782 = xor i32 %775, %760
  %783 = xor i32 %782, %769
  %784 = add i32 %768, -1640531527
  %785 = add i32 %769, -1150833019
  %786 = zext i32 %781 to i64
  %787 = mul i64 3528531795, %786
  %788 = zext i32 %783 to i64
  %789 = mul i64 3449720151, %788
  %790 = lshr i64 %787, 32
  %791 = trunc i64 %790 to i32
  %792 = trunc i64 %787 to i32
  %793 = lshr i64 %789, 32
  %794 = trunc i64 %793 to i32
  %795 = trunc i64 %789 to i32
  %796 = xor i32 %794, %779
  %797 = xor i32 %796, %784
  %798 = xor i32 %791, %776
  %799 = xor i32 %798, %785
  %800 = add i32 %784, -1640531527
  %801 = add i32 %785, -1150833019
  %802 = zext i32 %797 to i64
  %803 = mul i64 3528531795, %802
  %804 = zext i32 %799 to i64
  %805 = mul i64 3449720151, %804
  %806 = lshr i64 %803, 32
  %807 = trunc i64 %806 to i32
  %808 = trunc i64 %803 to i32
  %809 = lshr i64 %805, 32
  %810 = trunc i64 %809 to i32
  %811 = trunc i64 %805 to i32
  %812 = xor i32 %810, %795
  %813 = xor i32 %812, %800
  %814 = xor i32 %807, %792
  %815 = xor i32 %814, %801
  %which90 = and i64 %feature84, 3
  %816 = and i64 %which90, 2
  %second_pair91 = icmp ne i64 %816, 0
  %817 = select i1 %second_pair91, i32 %815, i32 %813
  %818 = select i1 %second_pair91, i32 %808, i32 %811
  %819 = lshr i32 %817, 9
  %820 = sitofp i32 %819 to float
  %821 = fadd float %820, 5.000000e-01
  %822 = fmul float %821, 0x3E80000000000000
  %823 = lshr i32 %818, 9
  %824 = sitofp i32 %823 to float
  %825 = fadd float %824, 5.000000e-01
  %826 = fmul float %825, 0x3E80000000000000
  %827 = bitcast float %822 to i32
  %828 = add i32 %827, 4913933
  %829 = lshr i32 %828, 23
  %830 = sub i32 %829, 127
  %831 = and i32 %828, 8388607
  %832 = add i32 %831, 1060439283
  %833 = bitcast i32 %832 to float
  %834 = fsub float %833, 1.000000e+00
  %835 = fadd float 2.000000e+00, %834
  %836 = fdiv float %834, %835
  %837 = fmul float %836, %836
  %838 = fmul float %837, %837
  %839 = fmul float %838, 0x3FCF13C4C0000000
  %840 = fadd float 0x3FD999C260000000, %839
  %841 = fmul float %838, %840
  %842 = fmul float %838, 0x3FD23D3DC0000000
  %843 = fadd float 0x3FE5555540000000, %842
  %844 = fmul float %837, %843
  %845 = fadd float %844, %841
  %846 = fmul float 5.000000e-01, %834
  %847 = fmul float %846, %834
  %848 = sitofp i32 %830 to float
  %849 = fadd float %847, %845
  %850 = fmul float %836, %849
  %851 = fmul float %848, 0x3EE2FEFA20000000
  %852 = fadd float %850, %851
  %853 = fsub float %852, %847
  %854 = fadd float %853, %834
  %855 = fmul float %848, 0x3FE62E3000000000
  %856 = fadd float %854, %855
  %857 = fmul float -2.000000e+00, %856
  %858 = call float @llvm.sqrt.f32(float %857)
  %859 = fpext float %826 to double
  %860 = fmul double %859, 4.000000e+00
  %861 = fadd double %860, 0x4338000000000000
  %862 = fsub double %861, 0x4338000000000000
  %863 = fsub double %860, %862
  %864 = fmul double %863, 0x3FF921FB54442D18
  %865 = fmul double %864, %864
  %866 = fmul double %865, 0x3EC71DE3A556C734
  %867 = fadd double 0xBF2A01A01A01A01A, %866
  %868 = fmul double %865, %867
  %869 = fadd double 0x3F81111111111111, %868
  %870 = fmul double %865, %869
  %871 = fadd double 0xBFC5555555555555, %870
  %872 = fmul double %864, %865
  %873 = fmul double %872, %871
  %874 = fadd double %864, %873
  %875 = fmul double %865, 0xBE927E4FB7789F5C
  %876 = fadd double 0x3EFA01A01A01A01A, %875
  %877 = fmul double %865, %876
  %878 = fadd double 0xBF56C16C16C16C17, %877
  %879 = fmul double %865, %878
  %880 = fadd double 0x3FA5555555555555, %879
  %881 = fmul double %865, %865
  %882 = fmul double %881, %880
  %883 = fmul double 5.000000e-01, %865
  %884 = fsub double 1.000000e+00, %883
  %885 = fadd double %884, %882
  %886 = fneg double %874
  %887 = fneg double %885
  %888 = bitcast double %861 to i64
  %889 = and i64 %888, 1
  %890 = and i64 %888, 2
  %891 = icmp eq i64 %889, 1
  %892 = icmp eq i64 %890, 2
  %893 = select i1 %892, double %886, double %874
  %894 = select i1 %892, double %887, double %885
  %895 = select i1 %891, double %894, double %893
  %896 = select i1 %892, double %887, double %885
  %897 = select i1 %892, double %874, double %886
  %898 = select i1 %891, double %897, double %896
  %899 = fptrunc double %895 to float
  %900 = fptrunc double %898 to float
  %901 = fmul float %858, %900
  %902 = fmul float %858, %899
  %903 = and i64 %which90, 1
  %odd92 = icmp ne i64 %903, 0
  %normal93 = select i1 %odd92, float %902, float %901
  %904 = fmul float %normal93, %noise_scale31
  %905 = fadd float %645, %904
  %bits94 = bitcast float %905 to i32
  %magnitude95 = and i32 %bits94, 2147483647
  %is_nan96 = icmp ugt i32 %magnitude95, 2139095040
  %canonical97 = select i1 %is_nan96, i32 2143289344, i32 %bits94
  store i32 %canonical97, ptr %630, align 4
  br label %slot.done87

slot.done87:                                      ; preds = %slot.then86, %slot.done73
  %feature98 = add i64 %lane, 768
  %valid99 = icmp ult i64 %feature98, %n_features
  %906 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid99, label %slot.then100, label %slot.done101

slot.then100:                                     ; preds = %slot.done87
  %907 = load float, ptr %906, align 4
  %908 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %909 = fsub float %908, 4.000000e+00
  %910 = fmul float 2.000000e+00, %909
  %911 = fmul float 0x3F847AE140000000, %910
  %912 = fmul float 2.000000e+00, %907
  %913 = fmul float %911, %912
  %914 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature98
  %915 = load float, ptr addrspace(1) %914, align 4
  %916 = fsub float %907, %915
  %917 = fmul float 2.000000e+00, %916
  %918 = fmul float 5.000000e-01, %917
  %919 = fadd float %913, %918
  %920 = fmul float %919, %eta
  %921 = fsub float %907, %920
  %922 = add i64 %n_features, 3
  %groups102 = lshr i64 %922, 2
  %923 = mul i64 %row, %groups102
  %924 = lshr i64 %feature98, 2
  %group103 = add i64 %923, %924
  %925 = trunc i64 %key0 to i32
  %926 = lshr i64 %key0, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %group103 to i32
  %929 = trunc i64 %key1_step to i32
  %930 = lshr i64 %key1_step, 32
  %931 = trunc i64 %930 to i32
  %932 = lshr i64 %group103, 32
  %933 = trunc i64 %932 to i32
  %934 = zext i32 %928 to i64
  %935 = mul i64 3528531795, %934
  %936 = zext i32 %931 to i64
  %937 = mul i64 3449720151, %936
  %938 = lshr i64 %935, 32
  %939 = trunc i64 %938 to i32
  %940 = trunc i64 %935 to i32
  %941 = lshr i64 %937, 32
  %942 = trunc i64 %941 to i32
  %943 = trunc i64 %937 to i32
  %944 = xor i32 %942, %929
  %945 = xor i32 %944, %925
  %946 = xor i32 %939, %933
  %947 = xor i32 %946, %927
  %948 = add i32 %925, -1640531527
  %949 = add i32 %927, -1150833019
  %950 = zext i32 %945 to i64
  %951 = mul i64 3528531795, %950
  %952 = zext i32 %947 to i64
  %953 = mul i64 3449720151, %952
  %954 = lshr i64 %951, 32
  %955 = trunc i64 %954 to i32
  %956 = trunc i64 %951 to i32
  %957 = lshr i64 %953, 32
  %958 = trunc i64 %957 to i32
  %959 = trunc i64 %953 to i32
  %960 = xor i32 %958, %943
  %961 = xor i32 %960, %948
  %962 = xor i32 %955, %940
  %963 = xor i32 %962, %949
  %964 = add i32 %948, -1640531527
  %965 = add i32 %949, -1150833019
  %966 = zext i32 %961 to i64
  %967 = mul i64 3528531795, %966
  %968 = zext i32 %963 to i64
  %969 = mul i64 3449720151, %968
  %970 = lshr i64 %967, 32
  %971 = trunc i64 %970 to i32
  %972 = trunc i64 %967 to i32
  %973 = lshr i64 %969, 32
  %974 = trunc i64 %973 to i32
  %975 = trunc i64 %969 to i32
  %976 = xor i32 %974, %959
  %977 = xor i32 %976, %964
  %978 = xor i32 %971, %956
  %979 = xor i32 %978, %965
  %980 = add i32 %964, -1640531527
  %981 = add i32 %965, -1150833019
  %982 = zext i32 %977 to i64
  %983 = mul i64 3528531795, %982
  %984 = zext i32 %979 to i64
  %985 = mul i64 3449720151, %984
  %986 = lshr i64 %983, 32
  %987 = trunc i64 %986 to i32
  %988 = trunc i64 %983 to i32
  %989 = lshr i64 %985, 32
  %990 = trunc i64 %989 to i32
  %991 = trunc i64 %985 to i32
  %992 = xor i32 %990, %975
  %993 = xor i32 %992, %980
  %994 = xor i32 %987, %972
  %995 = xor i32 %994, %981
  %996 = add i32 %980, -1640531527
  %997 = add i32 %981, -1150833019
  %998 = zext i32 %993 to i64
  %999 = mul i64 3528531795, %998
  %1000 = zext i32 %995 to i64
  %1001 = mul i64 3449720151, %1000
  %1002 = lshr i64 %999, 32
  %1003 = trunc i64 %1002 to i32
  %1004 = trunc i64 %999 to i32
  %1005 = lshr i64 %1001, 32
  %1006 = trunc i64 %1005 to i32
  %1007 = trunc i64 %1001 to i32
  %1008 = xor i32 %1006, %991
  %1009 = xor i32 %1008, %996
  %1010 = xor i32 %1003, %988
  %1011 = xor i32 %1010, %997
  %1012 = add i32 %996, -1640531527
  %1013 = add i32 %997, -1150833019
  %1014 = zext i32 %1009 to i64
  %1015 = mul i64 3528531795, %1014
  %1016 = zext i32 %1011 to i64
  %1017 = mul i64 3449720151, %1016
  %1018 = lshr i64 %1015, 32
  %1019 = trunc i64 %1018 to i32
  %1020 = trunc i64 %1015 to i32
  %1021 = lshr i64 %1017, 32
  %1022 = trunc i64 %1021 to i32
  %1023 = trunc i64 %1017 to i32
  %1024 = xor i32 %1022, %1007
  %1025 = xor i32 %1024, %1012
  %1026 = xor i32 %1019, %1004
  %1027 = xor i32 %1026, %1013
  %1028 = add i32 %1012, -1640531527
  %1029 = add i32 %1013, -1150833019
  %1030 = zext i32 %1025 to i64
  %1031 = mul i64 3528531795, %1030
  %1032 = zext i32 %1027 to i64
  %1033 = mul i64 3449720151, %1032
  %1034 = lshr i64 %1031, 32
  %1035 = trunc i64 %1034 to i32
  %1036 = trunc i64 %1031 to i32
  %1037 = lshr i64 %1033, 32
  %1038 = trunc i64 %1037 to i32
  %1039 = trunc i64 %1033 to i32
  %1040 = xor i32 %1038, %1023
  %1041 = xor i32 %1040, %1028
  %1042 = xor i32 %1035, %1020
  %1043 = xor i32 %1042, %1029
  %1044 = add i32 %1028, -1640531527
  %1045 = add i32 %1029, -1150833019
  %1046 = zext i32 %1041 to i64
  %1047 = mul i64 3528531795, %1046
  %1048 = zext i32 %1043 to i64
  %1049 = mul i64 3449720151, %1048
  %1050 = lshr i64 %1047, 32
  %1051 = trunc i64 %1050 to i32
  %1052 = trunc i64 %1047 to i32
  %1053 = lshr i64 %1049, 32
  %1054 = trunc i64 %1053 to i32
  %1055 = trunc i64 %1049 to i32
  %1056 = xor i32 %1054, %1039
  %1057 = xor i32 %1056, %1044
  %1058 = xor i32 %1051, %1036
  %1059 = xor i32 %1058, %1045
  %1060 = add i32 %1044, -1640531527
  %1061 = add i32 %1045, -1150833019
  %1062 = zext i32 %1057 to i64
  %1063 = mul i64 3528531795, %1062
  %1064 = zext i32 %1059 to i64
  %1065 = mul i64 3449720151, %1064
  %1066 = lshr i64 %1063, 32
  %1067 = trunc i64 %1066 to i32
  %1068 = trunc i64 %1063 to i32
  %1069 = lshr i64 %1065, 32
  %1070 = trunc i64 %1069 to i32
  %1071 = trunc i64 %1065 to i32
  %1072 = xor i32 %1070, %1055
  %1073 = xor i32 %1072, %1060
  %1074 = xor i32 %1067, %1052
  %1075 = xor i32 %1074, %1061
  %1076 = add i32 %1060, -1640531527
  %1077 = add i32 %1061, -1150833019
  %1078 = zext i32 %1073 to i64
  %1079 = mul i64 3528531795, %1078
  %1080 = zext i32 %1075 to i64
  %1081 = mul i64 3449720151, %1080
  %1082 = lshr i64 %1079, 32
  %1083 = trunc i64 %1082 to i32
  %1084 = trunc i64 %1079 to i32
  %1085 = lshr i64 %1081, 32
  %1086 = trunc i64 %1085 to i32
  %1087 = trunc i64 %1081 to i32
  %1088 = xor i32 %1086, %1071
  %1089 = xor i32 %1088, %1076
  %1090 = xor i32 %1083, %1068
  %1091 = xor i32 %1090, %1077
  %which104 = and i64 %feature98, 3
  %1092 = and i64 %which104, 2
  %second_pair105 = icmp ne i64 %1092, 0
  %1093 = select i1 %second_pair105, i32 %1091, i32 %1089
  %1094 = select i1 %second_pair105, i32 %1084, i32 %1087
  %1095 = lshr i32 %1093, 9
  %1096 = sitofp i32 %1095 to float
  %1097 = fadd float %1096, 5.000000e-01
  %1098 = fmul float %1097, 0x3E80000000000000
  %1099 = lshr i32 %1094, 9
  %1100 = sitofp i32 %1099 to float
  %1101 = fadd float %1100, 5.000000e-01
  %1102 = fmul float %1101, 0x3E80000000000000
  %1103 = bitcast float %1098 to i32
  %1104 = add i32 %1103, 4913933
  %1105 = lshr i32 %1104, 23
  %1106 = sub i32 %1105, 127
  %1107 = and i32 %1104, 8388607
  %1108 = add i32 %1107, 1060439283
  %1109 = bitcast i32 %1108 to float
  %1110 = fsub float %1109, 1.000000e+00
  %1111 = fadd float 2.000000e+00, %1110
  %1112 = fdiv float %1110, %1111
  %1113 = fmul float %1112, %1112
  %1114 = fmul float %1113, %1113
  %1115 = fmul float %1114, 0x3FCF13C4C0000000
  %1116 = fadd float 0x3FD999C260000000, %1115
  %1117 = fmul float %1114, %1116
  %1118 = fmul float %1114, 0x3FD23D3DC0000000
  %1119 = fadd float 0x3FE5555540000000, %1118
  %1120 = fmul float %1113, %1119
  %1121 = fadd float %1120, %1117
  %1122 = fmul float 5.000000e-01, %1110
  %1123 = fmul float %1122, %1110
  %1124 = sitofp i32 %1106 to float
  %1125 = fadd float %1123, %1121
  %1126 = fmul float %1112, %1125
  %1127 = fmul float %1124, 0x3EE2FEFA20000000
  %1128 = fadd float %1126, %1127
  %1129 = fsub float %1128, %1123
  %1130 = fadd float %1129, %1110
  %1131 = fmul float %1124, 0x3FE62E3000000000
  %1132 = fadd float %1130, %1131
  %1133 = fmul float -2.000000e+00, %1132
  %1134 = call float @llvm.sqrt.f32(float %1133)
  %1135 = fpext float %1102 to double
  %1136 = fmul double %1135, 4.000000e+00
  %1137 = fadd double %1136, 0x4338000000000000
  %1138 = fsub double %1137, 0x4338000000000000
  %1139 = fsub double %1136, %1138
  %1140 = fmul double %1139, 0x3FF921FB54442D18
  %1141 = fmul double %1140, %1140
  %1142 = fmul double %1141, 0x3EC71DE3A556C734
  %1143 = fadd double 0xBF2A01A01A01A01A, %1142
  %1144 = fmul double %1141, %1143
  %1145 = fadd double 0x3F81111111111111, %1144
  %1146 = fmul double %1141, %1145
  %1147 = fadd double 0xBFC5555555555555, %1146
  %1148 = fmul double %1140, %1141
  %1149 = fmul double %1148, %1147
  %1150 = fadd double %1140, %1149
  %1151 = fmul double %1141, 0xBE927E4FB7789F5C
  %1152 = fadd double 0x3EFA01A01A01A01A, %1151
  %1153 = fmul double %1141, %1152
  %1154 = fadd double 0xBF56C16C16C16C17, %1153
  %1155 = fmul double %1141, %1154
  %1156 = fadd double 0x3FA5555555555555, %1155
  %1157 = fmul double %1141, %1141
  %1158 = fmul double %1157, %1156
  %1159 = fmul double 5.000000e-01, %1141
  %1160 = fsub double 1.000000e+00, %1159
  %1161 = fadd double %1160, %1158
  %1162 = fneg double %1150
  %1163 = fneg double %1161
  %1164 = bitcast double %1137 to i64
  %1165 = and i64 %1164, 1
  %1166 = and i64 %1164, 2
  %1167 = icmp eq i64 %1165, 1
  %1168 = icmp eq i64 %1166, 2
  %1169 = select i1 %1168, double %1162, double %1150
  %1170 = select i1 %1168, double %1163, double %1161
  %1171 = select i1 %1167, double %1170, double %1169
  %1172 = select i1 %1168, double %1163, double %1161
  %1173 = select i1 %1168, double %1150, double %1162
  %1174 = select i1 %1167, double %1173, double %1172
  %1175 = fptrunc double %1171 to float
  %1176 = fptrunc double %1174 to float
  %1177 = fmul float %1134, %1176
  %1178 = fmul float %1134, %1175
  %1179 = and i64 %which104, 1
  %odd106 = icmp ne i64 %1179, 0
  %normal107 = select i1 %odd106, float %1178, float %1177
  %1180 = fmul float %normal107, %noise_scale31
  %1181 = fadd float %921, %1180
  %bits108 = bitcast float %1181 to i32
  %magnitude109 = and i32 %bits108, 2147483647
  %is_nan110 = icmp ugt i32 %magnitude109, 2139095040
  %canonical111 = select i1 %is_nan110, i32 2143289344, i32 %bits108
  store i32 %canonical111, ptr %906, align 4
  br label %slot.done101

slot.done101:                                     ; preds = %slot.then100, %slot.done87
  %feature112 = add i64 %lane, 1024
  %valid113 = icmp ult i64 %feature112, %n_features
  %1182 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid113, label %slot.then114, label %slot.done115

slot.then114:                                     ; preds = %slot.done101
  %1183 = load float, ptr %1182, align 4
  %1184 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1185 = fsub float %1184, 4.000000e+00
  %1186 = fmul float 2.000000e+00, %1185
  %1187 = fmul float 0x3F847AE140000000, %1186
  %1188 = fmul float 2.000000e+00, %1183
  %1189 = fmul float %1187, %1188
  %1190 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature112
  %1191 = load float, ptr addrspace(1) %1190, align 4
  %1192 = fsub float %1183, %1191
  %1193 = fmul float 2.000000e+00, %1192
  %1194 = fmul float 5.000000e-01, %1193
  %1195 = fadd float %1189, %1194
  %1196 = fmul float %1195, %eta
  %1197 = fsub float %1183, %1196
  %1198 = add i64 %n_features, 3
  %groups116 = lshr i64 %1198, 2
  %1199 = mul i64 %row, %groups116
  %1200 = lshr i64 %feature112, 2
  %group117 = add i64 %1199, %1200
  %1201 = trunc i64 %key0 to i32
  %1202 = lshr i64 %key0, 32
  %1203 = trunc i64 %1202 to i32
  %1204 = trunc i64 %group117 to i32
  %1205 = trunc i64 %key1_step to i32
  %1206 = lshr i64 %key1_step, 32
  %1207 = trunc i64 %1206 to i32
  %1208 = lshr i64 %group117, 32
  %1209 = trunc i64 %1208 to i32
  %1210 = zext i32 %1204 to i64
  %1211 = mul i64 3528531795, %1210
  %1212 = zext i32 %1207 to i64
  %1213 = mul i64 3449720151, %1212
  %1214 = lshr i64 %1211, 32
  %1215 = trunc i64 %1214 to i32
  %1216 = trunc i64 %1211 to i32
  %1217 = lshr i64 %1213, 32
  %1218 = trunc i64 %1217 to i32
  %1219 = trunc i64 %1213 to i32
  %1220 = xor i32 %1218, %1205
  %1221 = xor i32 %1220, %1201
  %1222 = xor i32 %1215, %1209
  %1223 = xor i32 %1222, %1203
  %1224 = add i32 %1201, -1640531527
  %1225 = add i32 %1203, -1150833019
  %1226 = zext i32 %1221 to i64
  %1227 = mul i64 3528531795, %1226
  %1228 = zext i32 %1223 to i64
  %1229 = mul i64 3449720151, %1228
  %1230 = lshr i64 %1227, 32
  %1231 = trunc i64 %1230 to i32
  %1232 = trunc i64 %1227 to i32
  %1233 = lshr i64 %1229, 32
  %1234 = trunc i64 %1233 to i32
  %1235 = trunc i64 %1229 to i32
  %1236 = xor i32 %1234, %1219
  %1237 = xor i32 %1236, %1224
  %1238 = xor i32 %1231, %1216
  %1239 = xor i32 %1238, %1225
  %1240 = add i32 %1224, -1640531527
  %1241 = add i32 %1225, -1150833019
  %1242 = zext i32 %1237 to i64
  %1243 = mul i64 3528531795, %1242
  %1244 = zext i32 %1239 to i64
  %1245 = mul i64 3449720151, %1244
  %1246 = lshr i64 %1243, 32
  %1247 = trunc i64 %1246 to i32
  %1248 = trunc i64 %1243 to i32
  %1249 = lshr i64 %1245, 32
  %1250 = trunc i64 %1249 to i32
  %1251 = trunc i64 %1245 to i32
  %1252 = xor i32 %1250, %1235
  %1253 = xor i32 %1252, %1240
  %1254 = xor i32 %1247, %1232
  %1255 = xor i32 %1254, %1241
  %1256 = add i32 %1240, -1640531527
  %1257 = add i32 %1241, -1150833019
  %1258 = zext i32 %1253 to i64
  %1259 = mul i64 3528531795, %1258
  %1260 = zext i32 %1255 to i64
  %1261 = mul i64 3449720151, %1260
  %1262 = lshr i64 %1259, 32
  %1263 = trunc i64 %1262 to i32
  %1264 = trunc i64 %1259 to i32
  %1265 = lshr i64 %1261, 32
  %1266 = trunc i64 %1265 to i32
  %1267 = trunc i64 %1261 to i32
  %1268 = xor i32 %1266, %1251
  %1269 = xor i32 %1268, %1256
  %1270 = xor i32 %1263, %1248
  %1271 = xor i32 %1270, %1257
  %1272 = add i32 %1256, -1640531527
  %1273 = add i32 %1257, -1150833019
  %1274 = zext i32 %1269 to i64
  %1275 = mul i64 3528531795, %1274
  %1276 = zext i32 %1271 to i64
  %1277 = mul i64 3449720151, %1276
  %1278 = lshr i64 %1275, 32
  %1279 = trunc i64 %1278 to i32
  %1280 = trunc i64 %1275 to i32
  %1281 = lshr i64 %1277, 32
  %1282 = trunc i64 %1281 to i32
  %1283 = trunc i64 %1277 to i32
  %1284 = xor i32 %1282, %1267
  %1285 = xor i32 %1284, %1272
  %1286 = xor i32 %1279, %1264
  %1287 = xor i32 %1286, %1273
  %1288 = add i32 %1272, -1640531527
  %1289 = add i32 %1273, -1150833019
  %1290 = zext i32 %1285 to i64
  %1291 = mul i64 3528531795, %1290
  %1292 = zext i32 %1287 to i64
  %1293 = mul i64 3449720151, %1292
  %1294 = lshr i64 %1291, 32
  %1295 = trunc i64 %1294 to i32
  %1296 = trunc i64 %1291 to i32
  %1297 = lshr i64 %1293, 32
  %1298 = trunc i64 %1297 to i32
  %1299 = trunc i64 %1293 to i32
  %1300 = xor i32 %1298, %1283
  %1301 = xor i32 %1300, %1288
  %1302 = xor i32 %1295, %1280
  %1303 = xor i32 %1302, %1289
  %1304 = add i32 %1288, -1640531527
  %1305 = add i32 %1289, -1150833019
  %1306 = zext i32 %1301 to i64
  %1307 = mul i64 3528531795, %1306
  %1308 = zext i32 %1303 to i64
  %1309 = mul i64 3449720151, %1308
  %1310 = lshr i64 %1307, 32
  %1311 = trunc i64 %1310 to i32
  %1312 = trunc i64 %1307 to i32
  %1313 = lshr i64 %1309, 32
  %1314 = trunc i64 %1313 to i32
  %1315 = trunc i64 %1309 to i32
  %1316 = xor i32 %1314, %1299
  %1317 = xor i32 %1316, %1304
  %1318 = xor i32 %1311, %1296
  %1319 = xor i32 %1318, %1305
  %1320 = add i32 %1304, -1640531527
  %1321 = add i32 %1305, -1150833019
  %1322 = zext i32 %1317 to i64
  %1323 = mul i64 3528531795, %1322
  %1324 = zext i32 %1319 to i64
  %1325 = mul i64 3449720151, %1324
  %1326 = lshr i64 %1323, 32
  %1327 = trunc i64 %1326 to i32
  %1328 = trunc i64 %1323 to i32
  %1329 = lshr i64 %1325, 32
  %1330 = trunc i64 %1329 to i32
  %1331 = trunc i64 %1325 to i32
  %1332 = xor i32 %1330, %1315
  %1333 = xor i32 %1332, %1320
  %1334 = xor i32 %1327, %1312
  %1335 = xor i32 %1334, %1321
  %1336 = add i32 %1320, -1640531527
  %1337 = add i32 %1321, -1150833019
  %1338 = zext i32 %1333 to i64
  %1339 = mul i64 3528531795, %1338
  %1340 = zext i32 %1335 to i64
  %1341 = mul i64 3449720151, %1340
  %1342 = lshr i64 %1339, 32
  %1343 = trunc i64 %1342 to i32
  %1344 = trunc i64 %1339 to i32
  %1345 = lshr i64 %1341, 32
  %1346 = trunc i64 %1345 to i32
  %1347 = trunc i64 %1341 to i32
  %1348 = xor i32 %1346, %1331
  %1349 = xor i32 %1348, %1336
  %1350 = xor i32 %1343, %1328
  %1351 = xor i32 %1350, %1337
  %1352 = add i32 %1336, -1640531527
  %1353 = add i32 %1337, -1150833019
  %1354 = zext i32 %1349 to i64
  %1355 = mul i64 3528531795, %1354
  %1356 = zext i32 %1351 to i64
  %1357 = mul i64 3449720151, %1356
  %1358 = lshr i64 %1355, 32
  %1359 = trunc i64 %1358 to i32
  %1360 = trunc i64 %1355 to i32
  %1361 = lshr i64 %1357, 32
  %1362 = trunc i64 %1361 to i32
  %1363 = trunc i64 %1357 to i32
  %1364 = xor i32 %1362, %1347
  %1365 = xor i32 %1364, %1352
  %1366 = xor i32 %1359, %1344
  %1367 = xor i32 %1366, %1353
  %which118 = and i64 %feature112, 3
  %1368 = and i64 %which118, 2
  %second_pair119 = icmp ne i64 %1368, 0
  %1369 = select i1 %second_pair119, i32 %1367, i32 %1365
  %1370 = select i1 %second_pair119, i32 %1360, i32 %1363
  %1371 = lshr i32 %1369, 9
  %1372 = sitofp i32 %1371 to float
  %1373 = fadd float %1372, 5.000000e-01
  %1374 = fmul float %1373, 0x3E80000000000000
  %1375 = lshr i32 %1370, 9
  %1376 = sitofp i32 %1375 to float
  %1377 = fadd float %1376, 5.000000e-01
  %1378 = fmul float %1377, 0x3E80000000000000
  %1379 = bitcast float %1374 to i32
  %1380 = add i32 %1379, 4913933
  %1381 = lshr i32 %1380, 23
  %1382 = sub i32 %1381, 127
  %1383 = and i32 %1380, 8388607
  %1384 = add i32 %1383, 1060439283
  %1385 = bitcast i32 %1384 to float
  %1386 = fsub float %1385, 1.000000e+00
  %1387 = fadd float 2.000000e+00, %1386
  %1388 = fdiv float %1386, %1387
  %1389 = fmul float %1388, %1388
  %1390 = fmul float %1389, %1389
  %1391 = fmul float %1390, 0x3FCF13C4C0000000
  %1392 = fadd float 0x3FD999C260000000, %1391
  %1393 = fmul float %1390, %1392
  %1394 = fmul float %1390, 0x3FD23D3DC0000000
  %1395 = fadd float 0x3FE5555540000000, %1394
  %1396 = fmul float %1389, %1395
  %1397 = fadd float %1396, %1393
  %1398 = fmul float 5.000000e-01, %1386
  %1399 = fmul float %1398, %1386
  %1400 = sitofp i32 %1382 to float
  %1401 = fadd float %1399, %1397
  %1402 = fmul float %1388, %1401
  %1403 = fmul float %1400, 0x3EE2FEFA20000000
  %1404 = fadd float %1402, %1403
  %1405 = fsub float %1404, %1399
  %1406 = fadd float %1405, %1386
  %1407 = fmul float %1400, 0x3FE62E3000000000
  %1408 = fadd float %1406, %1407
  %1409 = fmul float -2.000000e+00, %1408
  %1410 = call float @llvm.sqrt.f32(float %1409)
  %1411 = fpext float %1378 to double
  %1412 = fmul double %1411, 4.000000e+00
  %1413 = fadd double %1412, 0x4338000000000000
  %1414 = fsub double %1413, 0x4338000000000000
  %1415 = fsub double %1412, %1414
  %1416 = fmul double %1415, 0x3FF921FB54442D18
  %1417 = fmul double %1416, %1416
  %1418 = fmul double %1417, 0x3EC71DE3A556C734
  %1419 = fadd double 0xBF2A01A01A01A01A, %1418
  %1420 = fmul double %1417, %1419
  %1421 = fadd double 0x3F81111111111111, %1420
  %1422 = fmul double %1417, %1421
  %1423 = fadd double 0xBFC5555555555555, %1422
  %1424 = fmul double %1416, %1417
  %1425 = fmul double %1424, %1423
  %1426 = fadd double %1416, %1425
  %1427 = fmul double %1417, 0xBE927E4FB7789F5C
  %1428 = fadd double 0x3EFA01A01A01A01A, %1427
  %1429 = fmul double %1417, %1428
  %1430 = fadd double 0xBF56C16C16C16C17, %1429
  %1431 = fmul double %1417, %1430
  %1432 = fadd double 0x3FA5555555555555, %1431
  %1433 = fmul double %1417, %1417
  %1434 = fmul double %1433, %1432
  %1435 = fmul double 5.000000e-01, %1417
  %1436 = fsub double 1.000000e+00, %1435
  %1437 = fadd double %1436, %1434
  %1438 = fneg double %1426
  %1439 = fneg double %1437
  %1440 = bitcast double %1413 to i64
  %1441 = and i64 %1440, 1
  %1442 = and i64 %1440, 2
  %1443 = icmp eq i64 %1441, 1
  %1444 = icmp eq i64 %1442, 2
  %1445 = select i1 %1444, double %1438, double %1426
  %1446 = select i1 %1444, double %1439, double %1437
  %1447 = select i1 %1443, double %1446, double %1445
  %1448 = select i1 %1444, double %1439, double %1437
  %1449 = select i1 %1444, double %1426, double %1438
  %1450 = select i1 %1443, double %1449, double %1448
  %1451 = fptrunc double %1447 to float
  %1452 = fptrunc double %1450 to float
  %1453 = fmul float %1410, %1452
  %1454 = fmul float %1410, %1451
  %1455 = and i64 %which118, 1
  %odd120 = icmp ne i64 %1455, 0
  %normal121 = select i1 %odd120, float %1454, float %1453
  %1456 = fmul float %normal121, %noise_scale31
  %1457 = fadd float %1197, %1456
  %bits122 = bitcast float %1457 to i32
  %magnitude123 = and i32 %bits122, 2147483647
  %is_nan124 = icmp ugt i32 %magnitude123, 2139095040
  %canonical125 = select i1 %is_nan124, i32 2143289344, i32 %bits122
  store i32 %canonical125, ptr %1182, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %slot.done101
  %feature126 = add i64 %lane, 1280
  %valid127 = icmp ult i64 %feature126, %n_features
  %1458 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid127, label %slot.then128, label %slot.done129

slot.then128:                                     ; preds = %slot.done115
  %1459 = load float, ptr %1458, align 4
  %1460 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1461 = fsub float %1460, 4.000000e+00
  %1462 = fmul float 2.000000e+00, %1461
  %1463 = fmul float 0x3F847AE140000000, %1462
  %1464 = fmul float 2.000000e+00, %1459
  %1465 = fmul float %1463, %1464
  %1466 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature126
  %1467 = load float, ptr addrspace(1) %1466, align 4
  %1468 = fsub float %1459, %1467
  %1469 = fmul float 2.000000e+00, %1468
  %1470 = fmul float 5.000000e-01, %1469
  %1471 = fadd float %1465, %1470
  %1472 = fmul float %1471, %eta
  %1473 = fsub float %1459, %1472
  %1474 = add i64 %n_features, 3
  %groups130 = lshr i64 %1474, 2
  %1475 = mul i64 %row, %groups130
  %1476 = lshr i64 %feature126, 2
  %group131 = add i64 %1475, %1476
  %1477 = trunc i64 %key0 to i32
  %1478 = lshr i64 %key0, 32
  %1479 = trunc i64 %1478 to i32
  %1480 = trunc i64 %group131 to i32
  %1481 = trunc i64 %key1_step to i32
  %1482 = lshr i64 %key1_step, 32
  %1483 = trunc i64 %1482 to i32
  %1484 = lshr i64 %group131, 32
  %1485 = trunc i64 %1484 to i32
  %1486 = zext i32 %1480 to i64
  %1487 = mul i64 3528531795, %1486
  %1488 = zext i32 %1483 to i64
  %1489 = mul i64 3449720151, %1488
  %1490 = lshr i64 %1487, 32
  %1491 = trunc i64 %1490 to i32
  %1492 = trunc i64 %1487 to i32
  %1493 = lshr i64 %1489, 32
  %1494 = trunc i64 %1493 to i32
  %1495 = trunc i64 %1489 to i32
  %1496 = xor i32 %1494, %1481
  %1497 = xor i32 %1496, %1477
  %1498 = xor i32 %1491, %1485
  %1499 = xor i32 %1498, %1479
  %1500 = add i32 %1477, -1640531527
  %1501 = add i32 %1479, -1150833019
  %1502 = zext i32 %1497 to i64
  %1503 = mul i64 3528531795, %1502
  %1504 = zext i32 %1499 to i64
  %1505 = mul i64 3449720151, %1504
  %1506 = lshr i64 %1503, 32
  %1507 = trunc i64 %1506 to i32
  %1508 = trunc i64 %1503 to i32
  %1509 = lshr i64 %1505, 32
  %1510 = trunc i64 %1509 to i32
  %1511 = trunc i64 %1505 to i32
  %1512 = xor i32 %1510, %1495
  %1513 = xor i32 %1512, %1500
  %1514 = xor i32 %1507, %1492
  %1515 = xor i32 %1514, %1501
  %1516 = add i32 %1500, -1640531527
  %1517 = add i32 %1501, -1150833019
  %1518 = zext i32 %1513 to i64
  %1519 = mul i64 3528531795, %1518
  %1520 = zext i32 %1515 to i64
  %1521 = mul i64 3449720151, %1520
  %1522 = lshr i64 %1519, 32
  %1523 = trunc i64 %1522 to i32
  %1524 = trunc i64 %1519 to i32
  %1525 = lshr i64 %1521, 32
  %1526 = trunc i64 %1525 to i32
  %1527 = trunc i64 %1521 to i32
  %1528 = xor i32 %1526, %1511
  %1529 = xor i32 %1528, %1516
  %1530 = xor i32 %1523, %1508
  %1531 = xor i32 %1530, %1517
  %1532 = add i32 %1516, -1640531527
  %1533 = add i32 %1517, -1150833019
  %1534 = zext i32 %1529 to i64
  %1535 = mul i64 3528531795, %1534
  %1536 = zext i32 %1531 to i64
  %1537 = mul i64 3449720151, %1536
  %1538 = lshr i64 %1535, 32
  %1539 = trunc i64 %1538 to i32
  %1540 = trunc i64 %1535 to i32
  %1541 = lshr i64 %1537, 32
  %1542 = trunc i64 %1541 to i32
  %1543 = trunc i64 %1537 to i32
  %1544 = xor i32 %1542, %1527
  %1545 = xor i32 %1544, %1532
  %1546 = xor i32 %1539, %1524
  %1547 = xor i32 %1546, %1533
  %1548 = add i32 %1532, -1640531527
  %1549 = add i32 %1533, -1150833019
  %1550 = zext i32 %1545 to i64
  %1551 = mul i64 3528531795, %1550
  %1552 = zext i32 %1547 to i64
  %1553 = mul i64 3449720151, %1552
  %1554 = lshr i64 %1551, 32
  %1555 = trunc i64 %1554 to i32
  %1556 = trunc i64 %1551 to i32
  %1557 = lshr i64 %1553, 32
  %1558 = trunc i64 %1557 to i32
  %1559 = trunc i64 %1553 to i32
  %1560 = xor i32 %1558, %1543
  %1561 = xor i32 %1560, %1548
  %1562 = xor i32 %1555, %1540
  %1563 = xor i32 %1562, %1549
  %1564 = add i32 %1548, -1640531527
  %1565 = add i32 %1549, -1150833019
  %1566 = zext i32 %1561 to i64
  %1567 = mul i64 3528531795, %1566
  %1568 = zext i32 %1563 to i64
  %1569 = mul i64 3449720151, %1568
  %1570 = lshr i64 %1567, 32
  %1571 = trunc i64 %1570 to i32
  %1572 = trunc i64 %1567 to i32
  %1573 = lshr i64 %1569, 32
  %1574 = trunc i64 %1573 to i32
  %1575 = trunc i64 %1569 to i32
  %1576 = xor i32 %1574, %1559
  %1577 = xor i32 %1576, %1564
  %1578 = xor i32 %1571, %1556
  %1579 = xor i32 %1578, %1565
  %1580 = add i32 %1564, -1640531527
  %1581 = add i32 %1565, -1150833019
  %1582 = zext i32 %1577 to i64
  %1583 = mul i64 3528531795, %1582
  %1584 = zext i32 %1579 to i64
  %1585 = mul i64 3449720151, %1584
  %1586 = lshr i64 %1583, 32
  %1587 = trunc i64 %1586 to i32
  %1588 = trunc i64 %1583 to i32
  %1589 = lshr i64 %1585, 32
  %1590 = trunc i64 %1589 to i32
  %1591 = trunc i64 %1585 to i32
  %1592 = xor i32 %1590, %1575
  %1593 = xor i32 %1592, %1580
  %1594 = xor i32 %1587, %1572
  %1595 = xor i32 %1594, %1581
  %1596 = add i32 %1580, -1640531527
  %1597 = add i32 %1581, -1150833019
  %1598 = zext i32 %1593 to i64
  %1599 = mul i64 3528531795, %1598
  %1600 = zext i32 %1595 to i64
  %1601 = mul i64 3449720151, %1600
  %1602 = lshr i64 %1599, 32
  %1603 = trunc i64 %1602 to i32
  %1604 = trunc i64 %1599 to i32
  %1605 = lshr i64 %1601, 32
  %1606 = trunc i64 %1605 to i32
  %1607 = trunc i64 %1601 to i32
  %1608 = xor i32 %1606, %1591
  %1609 = xor i32 %1608, %1596
  %1610 = xor i32 %1603, %1588
  %1611 = xor i32 %1610, %1597
  %1612 = add i32 %1596, -1640531527
  %1613 = add i32 %1597, -1150833019
  %1614 = zext i32 %1609 to i64
  %1615 = mul i64 3528531795, %1614
  %1616 = zext i32 %1611 to i64
  %1617 = mul i64 3449720151, %1616
  %1618 = lshr i64 %1615, 32
  %1619 = trunc i64 %1618 to i32
  %1620 = trunc i64 %1615 to i32
  %1621 = lshr i64 %1617, 32
  %1622 = trunc i64 %1621 to i32
  %1623 = trunc i64 %1617 to i32
  %1624 = xor i32 %1622, %1607
  %1625 = xor i32 %1624, %1612
  %1626 = xor i32 %1619, %1604
  %1627 = xor i32 %1626, %1613
  %1628 = add i32 %1612, -1640531527
  %1629 = add i32 %1613, -1150833019
  %1630 = zext i32 %1625 to i64
  %1631 = mul i64 3528531795, %1630
  %1632 = zext i32 %1627 to i64
  %1633 = mul i64 3449720151, %1632
  %1634 = lshr i64 %1631, 32
  %1635 = trunc i64 %1634 to i32
  %1636 = trunc i64 %1631 to i32
  %1637 = lshr i64 %1633, 32
  %1638 = trunc i64 %1637 to i32
  %1639 = trunc i64 %1633 to i32
  %1640 = xor i32 %1638, %1623
  %1641 = xor i32 %1640, %1628
  %1642 = xor i32 %1635, %1620
  %1643 = xor i32 %1642, %1629
  %which132 = and i64 %feature126, 3
  %1644 = and i64 %which132, 2
  %second_pair133 = icmp ne i64 %1644, 0
  %1645 = select i1 %second_pair133, i32 %1643, i32 %1641
  %1646 = select i1 %second_pair133, i32 %1636, i32 %1639
  %1647 = lshr i32 %1645, 9
  %1648 = sitofp i32 %1647 to float
  %1649 = fadd float %1648, 5.000000e-01
  %1650 = fmul float %1649, 0x3E80000000000000
  %1651 = lshr i32 %1646, 9
  %1652 = sitofp i32 %1651 to float
  %1653 = fadd float %1652, 5.000000e-01
  %1654 = fmul float %1653, 0x3E80000000000000
  %1655 = bitcast float %1650 to i32
  %1656 = add i32 %1655, 4913933
  %1657 = lshr i32 %1656, 23
  %1658 = sub i32 %1657, 127
  %1659 = and i32 %1656, 8388607
  %1660 = add i32 %1659, 1060439283
  %1661 = bitcast i32 %1660 to float
  %1662 = fsub float %1661, 1.000000e+00
  %1663 = fadd float 2.000000e+00, %1662
  %1664 = fdiv float %1662, %1663
  %1665 = fmul float %1664, %1664
  %1666 = fmul float %1665, %1665
  %1667 = fmul float %1666, 0x3FCF13C4C0000000
  %1668 = fadd float 0x3FD999C260000000, %1667
  %1669 = fmul float %1666, %1668
  %1670 = fmul float %1666, 0x3FD23D3DC0000000
  %1671 = fadd float 0x3FE5555540000000, %1670
  %1672 = fmul float %1665, %1671
  %1673 = fadd float %1672, %1669
  %1674 = fmul float 5.000000e-01, %1662
  %1675 = fmul float %1674, %1662
  %1676 = sitofp i32 %1658 to float
  %1677 = fadd float %1675, %1673
  %1678 = fmul float %1664, %1677
  %1679 = fmul float %1676, 0x3EE2FEFA20000000
  %1680 = fadd float %1678, %1679
  %1681 = fsub float %1680, %1675
  %1682 = fadd float %1681, %1662
  %1683 = fmul float %1676, 0x3FE62E3000000000
  %1684 = fadd float %1682, %1683
  %1685 = fmul float -2.000000e+00, %1684
  %1686 = call float @llvm.sqrt.f32(float %1685)
  %1687 = fpext float %1654 to double
  %1688 = fmul double %1687, 4.000000e+00
  %1689 = fadd double %1688, 0x4338000000000000
  %1690 = fsub double %1689, 0x4338000000000000
  %1691 = fsub double %1688, %1690
  %1692 = fmul double %1691, 0x3FF921FB54442D18
  %1693 = fmul double %1692, %1692
  %1694 = fmul double %1693, 0x3EC71DE3A556C734
  %1695 = fadd double 0xBF2A01A01A01A01A, %1694
  %1696 = fmul double %1693, %1695
  %1697 = fadd double 0x3F81111111111111, %1696
  %1698 = fmul double %1693, %1697
  %1699 = fadd double 0xBFC5555555555555, %1698
  %1700 = fmul double %1692, %1693
  %1701 = fmul double %1700, %1699
  %1702 = fadd double %1692, %1701
  %1703 = fmul double %1693, 0xBE927E4FB7789F5C
  %1704 = fadd double 0x3EFA01A01A01A01A, %1703
  %1705 = fmul double %1693, %1704
  %1706 = fadd double 0xBF56C16C16C16C17, %1705
  %1707 = fmul double %1693, %1706
  %1708 = fadd double 0x3FA5555555555555, %1707
  %1709 = fmul double %1693, %1693
  %1710 = fmul double %1709, %1708
  %1711 = fmul double 5.000000e-01, %1693
  %1712 = fsub double 1.000000e+00, %1711
  %1713 = fadd double %1712, %1710
  %1714 = fneg double %1702
  %1715 = fneg double %1713
  %1716 = bitcast double %1689 to i64
  %1717 = and i64 %1716, 1
  %1718 = and i64 %1716, 2
  %1719 = icmp eq i64 %1717, 1
  %1720 = icmp eq i64 %1718, 2
  %1721 = select i1 %1720, double %1714, double %1702
  %1722 = select i1 %1720, double %1715, double %1713
  %1723 = select i1 %1719, double %1722, double %1721
  %1724 = select i1 %1720, double %1715, double %1713
  %1725 = select i1 %1720, double %1702, double %1714
  %1726 = select i1 %1719, double %1725, double %1724
  %1727 = fptrunc double %1723 to float
  %1728 = fptrunc double %1726 to float
  %1729 = fmul float %1686, %1728
  %1730 = fmul float %1686, %1727
  %1731 = and i64 %which132, 1
  %odd134 = icmp ne i64 %1731, 0
  %normal135 = select i1 %odd134, float %1730, float %1729
  %1732 = fmul float %normal135, %noise_scale31
  %1733 = fadd float %1473, %1732
  %bits136 = bitcast float %1733 to i32
  %magnitude137 = and i32 %bits136, 2147483647
  %is_nan138 = icmp ugt i32 %magnitude137, 2139095040
  %canonical139 = select i1 %is_nan138, i32 2143289344, i32 %bits136
  store i32 %canonical139, ptr %1458, align 4
  br label %slot.done129

slot.done129:                                     ; preds = %slot.then128, %slot.done115
  %feature140 = add i64 %lane, 1536
  %valid141 = icmp ult i64 %feature140, %n_features
  %1734 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid141, label %slot.then142, label %slot.done143

slot.then142:                                     ; preds = %slot.done129
  %1735 = load float, ptr %1734, align 4
  %1736 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1737 = fsub float %1736, 4.000000e+00
  %1738 = fmul float 2.000000e+00, %1737
  %1739 = fmul float 0x3F847AE140000000, %1738
  %1740 = fmul float 2.000000e+00, %1735
  %1741 = fmul float %1739, %1740
  %1742 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature140
  %1743 = load float, ptr addrspace(1) %1742, align 4
  %1744 = fsub float %1735, %1743
  %1745 = fmul float 2.000000e+00, %1744
  %1746 = fmul float 5.000000e-01, %1745
  %1747 = fadd float %1741, %1746
  %1748 = fmul float %1747, %eta
  %1749 = fsub float %1735, %1748
  %1750 = add i64 %n_features, 3
  %groups144 = lshr i64 %1750, 2
  %1751 = mul i64 %row, %groups144
  %1752 = lshr i64 %feature140, 2
  %group145 = add i64 %1751, %1752
  %1753 = trunc i64 %key0 to i32
  %1754 = lshr i64 %key0, 32
  %1755 = trunc i64 %1754 to i32
  %1756 = trunc i64 %group145 to i32
  %1757 = trunc i64 %key1_step to i32
  %1758 = lshr i64 %key1_step, 32
  %1759 = trunc i64 %1758 to i32
  %1760 = lshr i64 %group145, 32
  %1761 = trunc i64 %1760 to i32
  %1762 = zext i32 %1756 to i64
  %1763 = mul i64 3528531795, %1762
  %1764 = zext i32 %1759 to i64
  %1765 = mul i64 3449720151, %1764
  %1766 = lshr i64 %1763, 32
  %1767 = trunc i64 %1766 to i32
  %1768 = trunc i64 %1763 to i32
  %1769 = lshr i64 %1765, 32
  %1770 = trunc i64 %1769 to i32
  %1771 = trunc i64 %1765 to i32
  %1772 = xor i32 %1770, %1757
  %1773 = xor i32 %1772, %1753
  %1774 = xor i32 %1767, %1761
  %1775 = xor i32 %1774, %1755
  %1776 = add i32 %1753, -1640531527
  %1777 = add i32 %1755, -1150833019
  %1778 = zext i32 %1773 to i64
  %1779 = mul i64 3528531795, %1778
  %1780 = zext i32 %1775 to i64
  %1781 = mul i64 3449720151, %1780
  %1782 = lshr i64 %1779, 32
  %1783 = trunc i64 %1782 to i32
  %1784 = trunc i64 %1779 to i32
  %1785 = lshr i64 %1781, 32
  %1786 = trunc i64 %1785 to i32
  %1787 = trunc i64 %1781 to i32
  %1788 = xor i32 %1786, %1771
  %1789 = xor i32 %1788, %1776
  %1790 = xor i32 %1783, %1768
  %1791 = xor i32 %1790, %1777
  %1792 = add i32 %1776, -1640531527
  %1793 = add i32 %1777, -1150833019
  %1794 = zext i32 %1789 to i64
  %1795 = mul i64 3528531795, %1794
  %1796 = zext i32 %1791 to i64
  %1797 = mul i64 3449720151, %1796
  %1798 = lshr i64 %1795, 32
  %1799 = trunc i64 %1798 to i32
  %1800 = trunc i64 %1795 to i32
  %1801 = lshr i64 %1797, 32
  %1802 = trunc i64 %1801 to i32
  %1803 = trunc i64 %1797 to i32
  %1804 = xor i32 %1802, %1787
  %1805 = xor i32 %1804, %1792
  %1806 = xor i32 %1799, %1784
  %1807 = xor i32 %1806, %1793
  %1808 = add i32 %1792, -1640531527
  %1809 = add i32 %1793, -1150833019
  %1810 = zext i32 %1805 to i64
  %1811 = mul i64 3528531795, %1810
  %1812 = zext i32 %1807 to i64
  %1813 = mul i64 3449720151, %1812
  %1814 = lshr i64 %1811, 32
  %1815 = trunc i64 %1814 to i32
  %1816 = trunc i64 %1811 to i32
  %1817 = lshr i64 %1813, 32
  %1818 = trunc i64 %1817 to i32
  %1819 = trunc i64 %1813 to i32
  %1820 = xor i32 %1818, %1803
  %1821 = xor i32 %1820, %1808
  %1822 = xor i32 %1815, %1800
  %1823 = xor i32 %1822, %1809
  %1824 = add i32 %1808, -1640531527
  %1825 = add i32 %1809, -1150833019
  %1826 = zext i32 %1821 to i64
  %1827 = mul i64 3528531795, %1826
  %1828 = zext i32 %1823 to i64
  %1829 = mul i64 3449720151, %1828
  %1830 = lshr i64 %1827, 32
  %1831 = trunc i64 %1830 to i32
  %1832 = trunc i64 %1827 to i32
  %1833 = lshr i64 %1829, 32
  %1834 = trunc i64 %1833 to i32
  %1835 = trunc i64 %1829 to i32
  %1836 = xor i32 %1834, %1819
  %1837 = xor i32 %1836, %1824
  %1838 = xor i32 %1831, %1816
  %1839 = xor i32 %1838, %1825
  %1840 = add i32 %1824, -1640531527
  %1841 = add i32 %1825, -1150833019
  %1842 = zext i32 %1837 to i64
  %1843 = mul i64 3528531795, %1842
  %1844 = zext i32 %1839 to i64
  %1845 = mul i64 3449720151, %1844
  %1846 = lshr i64 %1843, 32
  %1847 = trunc i64 %1846 to i32
  %1848 = trunc i64 %1843 to i32
  %1849 = lshr i64 %1845, 32
  %1850 = trunc i64 %1849 to i32
  %1851 = trunc i64 %1845 to i32
  %1852 = xor i32 %1850, %1835
  %1853 = xor i32 %1852, %1840
  %1854 = xor i32 %1847, %1832
  %1855 = xor i32 %1854, %1841
  %1856 = add i32 %1840, -1640531527
  %1857 = add i32 %1841, -1150833019
  %1858 = zext i32 %1853 to i64
  %1859 = mul i64 3528531795, %1858
  %1860 = zext i32 %1855 to i64
  %1861 = mul i64 3449720151, %1860
  %1862 = lshr i64 %1859, 32
  %1863 = trunc i64 %1862 to i32
  %1864 = trunc i64 %1859 to i32
  %1865 = lshr i64 %1861, 32
  %1866 = trunc i64 %1865 to i32
  %1867 = trunc i64 %1861 to i32
  %1868 = xor i32 %1866, %1851
  %1869 = xor i32 %1868, %1856
  %1870 = xor i32 %1863, %1848
  %1871 = xor i32 %1870, %1857
  %1872 = add i32 %1856, -1640531527
  %1873 = add i32 %1857, -1150833019
  %1874 = zext i32 %1869 to i64
  %1875 = mul i64 3528531795, %1874
  %1876 = zext i32 %1871 to i64
  %1877 = mul i64 3449720151, %1876
  %1878 = lshr i64 %1875, 32
  %1879 = trunc i64 %1878 to i32
  %1880 = trunc i64 %1875 to i32
  %1881 = lshr i64 %1877, 32
  %1882 = trunc i64 %1881 to i32
  %1883 = trunc i64 %1877 to i32
  %1884 = xor i32 %1882, %1867
  %1885 = xor i32 %1884, %1872
  %1886 = xor i32 %1879, %1864
  %1887 = xor i32 %1886, %1873
  %1888 = add i32 %1872, -1640531527
  %1889 = add i32 %1873, -1150833019
  %1890 = zext i32 %1885 to i64
  %1891 = mul i64 3528531795, %1890
  %1892 = zext i32 %1887 to i64
  %1893 = mul i64 3449720151, %1892
  %1894 = lshr i64 %1891, 32
  %1895 = trunc i64 %1894 to i32
  %1896 = trunc i64 %1891 to i32
  %1897 = lshr i64 %1893, 32
  %1898 = trunc i64 %1897 to i32
  %1899 = trunc i64 %1893 to i32
  %1900 = xor i32 %1898, %1883
  %1901 = xor i32 %1900, %1888
  %1902 = xor i32 %1895, %1880
  %1903 = xor i32 %1902, %1889
  %1904 = add i32 %1888, -1640531527
  %1905 = add i32 %1889, -1150833019
  %1906 = zext i32 %1901 to i64
  %1907 = mul i64 3528531795, %1906
  %1908 = zext i32 %1903 to i64
  %1909 = mul i64 3449720151, %1908
  %1910 = lshr i64 %1907, 32
  %1911 = trunc i64 %1910 to i32
  %1912 = trunc i64 %1907 to i32
  %1913 = lshr i64 %1909, 32
  %1914 = trunc i64 %1913 to i32
  %1915 = trunc i64 %1909 to i32
  %1916 = xor i32 %1914, %1899
  %1917 = xor i32 %1916, %1904
  %1918 = xor i32 %1911, %1896
  %1919 = xor i32 %1918, %1905
  %which146 = and i64 %feature140, 3
  %1920 = and i64 %which146, 2
  %second_pair147 = icmp ne i64 %1920, 0
  %1921 = select i1 %second_pair147, i32 %1919, i32 %1917
  %1922 = select i1 %second_pair147, i32 %1912, i32 %1915
  %1923 = lshr i32 %1921, 9
  %1924 = sitofp i32 %1923 to float
  %1925 = fadd float %1924, 5.000000e-01
  %1926 = fmul float %1925, 0x3E80000000000000
  %1927 = lshr i32 %1922, 9
  %1928 = sitofp i32 %1927 to float
  %1929 = fadd float %1928, 5.000000e-01
  %1930 = fmul float %1929, 0x3E80000000000000
  %1931 = bitcast float %1926 to i32
  %1932 = add i32 %1931, 4913933
  %1933 = lshr i32 %1932, 23
  %1934 = sub i32 %1933, 127
  %1935 = and i32 %1932, 8388607
  %1936 = add i32 %1935, 1060439283
  %1937 = bitcast i32 %1936 to float
  %1938 = fsub float %1937, 1.000000e+00
  %1939 = fadd float 2.000000e+00, %1938
  %1940 = fdiv float %1938, %1939
  %1941 = fmul float %1940, %1940
  %1942 = fmul float %1941, %1941
  %1943 = fmul float %1942, 0x3FCF13C4C0000000
  %1944 = fadd float 0x3FD999C260000000, %1943
  %1945 = fmul float %1942, %1944
  %1946 = fmul float %1942, 0x3FD23D3DC0000000
  %1947 = fadd float 0x3FE5555540000000, %1946
  %1948 = fmul float %1941, %1947
  %1949 = fadd float %1948, %1945
  %1950 = fmul float 5.000000e-01, %1938
  %1951 = fmul float %1950, %1938
  %1952 = sitofp i32 %1934 to float
  %1953 = fadd float %1951, %1949
  %1954 = fmul float %1940, %1953
  %1955 = fmul float %1952, 0x3EE2FEFA20000000
  %1956 = fadd float %1954, %1955
  %1957 = fsub float %1956, %1951
  %1958 = fadd float %1957, %1938
  %1959 = fmul float %1952, 0x3FE62E3000000000
  %1960 = fadd float %1958, %1959
  %1961 = fmul float -2.000000e+00, %1960
  %1962 = call float @llvm.sqrt.f32(float %1961)
  %1963 = fpext float %1930 to double
  %1964 = fmul double %1963, 4.000000e+00
  %1965 = fadd double %1964, 0x4338000000000000
  %1966 = fsub double %1965, 0x4338000000000000
  %1967 = fsub double %1964, %1966
  %1968 = fmul double %1967, 0x3FF921FB54442D18
  %1969 = fmul double %1968, %1968
  %1970 = fmul double %1969, 0x3EC71DE3A556C734
  %1971 = fadd double 0xBF2A01A01A01A01A, %1970
  %1972 = fmul double %1969, %1971
  %1973 = fadd double 0x3F81111111111111, %1972
  %1974 = fmul double %1969, %1973
  %1975 = fadd double 0xBFC5555555555555, %1974
  %1976 = fmul double %1968, %1969
  %1977 = fmul double %1976, %1975
  %1978 = fadd double %1968, %1977
  %1979 = fmul double %1969, 0xBE927E4FB7789F5C
  %1980 = fadd double 0x3EFA01A01A01A01A, %1979
  %1981 = fmul double %1969, %1980
  %1982 = fadd double 0xBF56C16C16C16C17, %1981
  %1983 = fmul double %1969, %1982
  %1984 = fadd double 0x3FA5555555555555, %1983
  %1985 = fmul double %1969, %1969
  %1986 = fmul double %1985, %1984
  %1987 = fmul double 5.000000e-01, %1969
  %1988 = fsub double 1.000000e+00, %1987
  %1989 = fadd double %1988, %1986
  %1990 = fneg double %1978
  %1991 = fneg double %1989
  %1992 = bitcast double %1965 to i64
  %1993 = and i64 %1992, 1
  %1994 = and i64 %1992, 2
  %1995 = icmp eq i64 %1993, 1
  %1996 = icmp eq i64 %1994, 2
  %1997 = select i1 %1996, double %1990, double %1978
  %1998 = select i1 %1996, double %1991, double %1989
  %1999 = select i1 %1995, double %1998, double %1997
  %2000 = select i1 %1996, double %1991, double %1989
  %2001 = select i1 %1996, double %1978, double %1990
  %2002 = select i1 %1995, double %2001, double %2000
  %2003 = fptrunc double %1999 to float
  %2004 = fptrunc double %2002 to float
  %2005 = fmul float %1962, %2004
  %2006 = fmul float %1962, %2003
  %2007 = and i64 %which146, 1
  %odd148 = icmp ne i64 %2007, 0
  %normal149 = select i1 %odd148, float %2006, float %2005
  %2008 = fmul float %normal149, %noise_scale31
  %2009 = fadd float %1749, %2008
  %bits150 = bitcast float %2009 to i32
  %magnitude151 = and i32 %bits150, 2147483647
  %is_nan152 = icmp ugt i32 %magnitude151, 2139095040
  %canonical153 = select i1 %is_nan152, i32 2143289344, i32 %bits150
  store i32 %canonical153, ptr %1734, align 4
  br label %slot.done143

slot.done143:                                     ; preds = %slot.then142, %slot.done129
  %feature154 = add i64 %lane, 1792
  %valid155 = icmp ult i64 %feature154, %n_features
  %2010 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid155, label %slot.then156, label %slot.done157

slot.then156:                                     ; preds = %slot.done143
  %2011 = load float, ptr %2010, align 4
  %2012 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2013 = fsub float %2012, 4.000000e+00
  %2014 = fmul float 2.000000e+00, %2013
  %2015 = fmul float 0x3F847AE140000000, %2014
  %2016 = fmul float 2.000000e+00, %2011
  %2017 = fmul float %2015, %2016
  %2018 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature154
  %2019 = load float, ptr addrspace(1) %2018, align 4
  %2020 = fsub float %2011, %2019
  %2021 = fmul float 2.000000e+00, %2020
  %2022 = fmul float 5.000000e-01, %2021
  %2023 = fadd float %2017, %2022
  %2024 = fmul float %2023, %eta
  %2025 = fsub float %2011, %2024
  %2026 = add i64 %n_features, 3
  %groups158 = lshr i64 %2026, 2
  %2027 = mul i64 %row, %groups158
  %2028 = lshr i64 %feature154, 2
  %group159 = add i64 %2027, %2028
  %2029 = trunc i64 %key0 to i32
  %2030 = lshr i64 %key0, 32
  %2031 = trunc i64 %2030 to i32
  %2032 = trunc i64 %group159 to i32
  %2033 = trunc i64 %key1_step to i32
  %2034 = lshr i64 %key1_step, 32
  %2035 = trunc i64 %2034 to i32
  %2036 = lshr i64 %group159, 32
  %2037 = trunc i64 %2036 to i32
  %2038 = zext i32 %2032 to i64
  %2039 = mul i64 3528531795, %2038
  %2040 = zext i32 %2035 to i64
  %2041 = mul i64 3449720151, %2040
  %2042 = lshr i64 %2039, 32
  %2043 = trunc i64 %2042 to i32
  %2044 = trunc i64 %2039 to i32
  %2045 = lshr i64 %2041, 32
  %2046 = trunc i64 %2045 to i32
  %2047 = trunc i64 %2041 to i32
  %2048 = xor i32 %2046, %2033
  %2049 = xor i32 %2048, %2029
  %2050 = xor i32 %2043, %2037
  %2051 = xor i32 %2050, %2031
  %2052 = add i32 %2029, -1640531527
  %2053 = add i32 %2031, -1150833019
  %2054 = zext i32 %2049 to i64
  %2055 = mul i64 3528531795, %2054
  %2056 = zext i32 %2051 to i64
  %2057 = mul i64 3449720151, %2056
  %2058 = lshr i64 %2055, 32
  %2059 = trunc i64 %2058 to i32
  %2060 = trunc i64 %2055 to i32
  %2061 = lshr i64 %2057, 32
  %2062 = trunc i64 %2061 to i32
  %2063 = trunc i64 %2057 to i32
  %2064 = xor i32 %2062, %2047
  %2065 = xor i32 %2064, %2052
  %2066 = xor i32 %2059, %2044
  %2067 = xor i32 %2066, %2053
  %2068 = add i32 %2052, -1640531527
  %2069 = add i32 %2053, -1150833019
  %2070 = zext i32 %2065 to i64
  %2071 = mul i64 3528531795, %2070
  %2072 = zext i32 %2067 to i64
  %2073 = mul i64 3449720151, %2072
  %2074 = lshr i64 %2071, 32
  %2075 = trunc i64 %2074 to i32
  %2076 = trunc i64 %2071 to i32
  %2077 = lshr i64 %2073, 32
  %2078 = trunc i64 %2077 to i32
  %2079 = trunc i64 %2073 to i32
  %2080 = xor i32 %2078, %2063
  %2081 = xor i32 %2080, %2068
  %2082 = xor i32 %2075, %2060
  %2083 = xor i32 %2082, %2069
  %2084 = add i32 %2068, -1640531527
  %2085 = add i32 %2069, -1150833019
  %2086 = zext i32 %2081 to i64
  %2087 = mul i64 3528531795, %2086
  %2088 = zext i32 %2083 to i64
  %2089 = mul i64 3449720151, %2088
  %2090 = lshr i64 %2087, 32
  %2091 = trunc i64 %2090 to i32
  %2092 = trunc i64 %2087 to i32
  %2093 = lshr i64 %2089, 32
  %2094 = trunc i64 %2093 to i32
  %2095 = trunc i64 %2089 to i32
  %2096 = xor i32 %2094, %2079
  %2097 = xor i32 %2096, %2084
  %2098 = xor i32 %2091, %2076
  %2099 = xor i32 %2098, %2085
  %2100 = add i32 %2084, -1640531527
  %2101 = add i32 %2085, -1150833019
  %2102 = zext i32 %2097 to i64
  %2103 = mul i64 3528531795, %2102
  %2104 = zext i32 %2099 to i64
  %2105 = mul i64 3449720151, %2104
  %2106 = lshr i64 %2103, 32
  %2107 = trunc i64 %2106 to i32
  %2108 = trunc i64 %2103 to i32
  %2109 = lshr i64 %2105, 32
  %2110 = trunc i64 %2109 to i32
  %2111 = trunc i64 %2105 to i32
  %2112 = xor i32 %2110, %2095
  %2113 = xor i32 %2112, %2100
  %2114 = xor i32 %2107, %2092
  %2115 = xor i32 %2114, %2101
  %2116 = add i32 %2100, -1640531527
  %2117 = add i32 %2101, -1150833019
  %2118 = zext i32 %2113 to i64
  %2119 = mul i64 3528531795, %2118
  %2120 = zext i32 %2115 to i64
  %2121 = mul i64 3449720151, %2120
  %2122 = lshr i64 %2119, 32
  %2123 = trunc i64 %2122 to i32
  %2124 = trunc i64 %2119 to i32
  %2125 = lshr i64 %2121, 32
  %2126 = trunc i64 %2125 to i32
  %2127 = trunc i64 %2121 to i32
  %2128 = xor i32 %2126, %2111
  %2129 = xor i32 %2128, %2116
  %2130 = xor i32 %2123, %2108
  %2131 = xor i32 %2130, %2117
  %2132 = add i32 %2116, -1640531527
  %2133 = add i32 %2117, -1150833019
  %2134 = zext i32 %2129 to i64
  %2135 = mul i64 3528531795, %2134
  %2136 = zext i32 %2131 to i64
  %2137 = mul i64 3449720151, %2136
  %2138 = lshr i64 %2135, 32
  %2139 = trunc i64 %2138 to i32
  %2140 = trunc i64 %2135 to i32
  %2141 = lshr i64 %2137, 32
  %2142 = trunc i64 %2141 to i32
  %2143 = trunc i64 %2137 to i32
  %2144 = xor i32 %2142, %2127
  %2145 = xor i32 %2144, %2132
  %2146 = xor i32 %2139, %2124
  %2147 = xor i32 %2146, %2133
  %2148 = add i32 %2132, -1640531527
  %2149 = add i32 %2133, -1150833019
  %2150 = zext i32 %2145 to i64
  %2151 = mul i64 3528531795, %2150
  %2152 = zext i32 %2147 to i64
  %2153 = mul i64 3449720151, %2152
  %2154 = lshr i64 %2151, 32
  %2155 = trunc i64 %2154 to i32
  %2156 = trunc i64 %2151 to i32
  %2157 = lshr i64 %2153, 32
  %2158 = trunc i64 %2157 to i32
  %2159 = trunc i64 %2153 to i32
  %2160 = xor i32 %2158, %2143
  %2161 = xor i32 %2160, %2148
  %2162 = xor i32 %2155, %2140
  %2163 = xor i32 %2162, %2149
  %2164 = add i32 %2148, -1640531527
  %2165 = add i32 %2149, -1150833019
  %2166 = zext i32 %2161 to i64
  %2167 = mul i64 3528531795, %2166
  %2168 = zext i32 %2163 to i64
  %2169 = mul i64 3449720151, %2168
  %2170 = lshr i64 %2167, 32
  %2171 = trunc i64 %2170 to i32
  %2172 = trunc i64 %2167 to i32
  %2173 = lshr i64 %2169, 32
  %2174 = trunc i64 %2173 to i32
  %2175 = trunc i64 %2169 to i32
  %2176 = xor i32 %2174, %2159
  %2177 = xor i32 %2176, %2164
  %2178 = xor i32 %2171, %2156
  %2179 = xor i32 %2178, %2165
  %2180 = add i32 %2164, -1640531527
  %2181 = add i32 %2165, -1150833019
  %2182 = zext i32 %2177 to i64
  %2183 = mul i64 3528531795, %2182
  %2184 = zext i32 %2179 to i64
  %2185 = mul i64 3449720151, %2184
  %2186 = lshr i64 %2183, 32
  %2187 = trunc i64 %2186 to i32
  %2188 = trunc i64 %2183 to i32
  %2189 = lshr i64 %2185, 32
  %2190 = trunc i64 %2189 to i32
  %2191 = trunc i64 %2185 to i32
  %2192 = xor i32 %2190, %2175
  %2193 = xor i32 %2192, %2180
  %2194 = xor i32 %2187, %2172
  %2195 = xor i32 %2194, %2181
  %which160 = and i64 %feature154, 3
  %2196 = and i64 %which160, 2
  %second_pair161 = icmp ne i64 %2196, 0
  %2197 = select i1 %second_pair161, i32 %2195, i32 %2193
  %2198 = select i1 %second_pair161, i32 %2188, i32 %2191
  %2199 = lshr i32 %2197, 9
  %2200 = sitofp i32 %2199 to float
  %2201 = fadd float %2200, 5.000000e-01
  %2202 = fmul float %2201, 0x3E80000000000000
  %2203 = lshr i32 %2198, 9
  %2204 = sitofp i32 %2203 to float
  %2205 = fadd float %2204, 5.000000e-01
  %2206 = fmul float %2205, 0x3E80000000000000
  %2207 = bitcast float %2202 to i32
  %2208 = add i32 %2207, 4913933
  %2209 = lshr i32 %2208, 23
  %2210 = sub i32 %2209, 127
  %2211 = and i32 %2208, 8388607
  %2212 = add i32 %2211, 1060439283
  %2213 = bitcast i32 %2212 to float
  %2214 = fsub float %2213, 1.000000e+00
  %2215 = fadd float 2.000000e+00, %2214
  %2216 = fdiv float %2214, %2215
  %2217 = fmul float %2216, %2216
  %2218 = fmul float %2217, %2217
  %2219 = fmul float %2218, 0x3FCF13C4C0000000
  %2220 = fadd float 0x3FD999C260000000, %2219
  %2221 = fmul float %2218, %2220
  %2222 = fmul float %2218, 0x3FD23D3DC0000000
  %2223 = fadd float 0x3FE5555540000000, %2222
  %2224 = fmul float %2217, %2223
  %2225 = fadd float %2224, %2221
  %2226 = fmul float 5.000000e-01, %2214
  %2227 = fmul float %2226, %2214
  %2228 = sitofp i32 %2210 to float
  %2229 = fadd float %2227, %2225
  %2230 = fmul float %2216, %2229
  %2231 = fmul float %2228, 0x3EE2FEFA20000000
  %2232 = fadd float %2230, %2231
  %2233 = fsub float %2232, %2227
  %2234 = fadd float %2233, %2214
  %2235 = fmul float %2228, 0x3FE62E3000000000
  %2236 = fadd float %2234, %2235
  %2237 = fmul float -2.000000e+00, %2236
  %2238 = call float @llvm.sqrt.f32(float %2237)
  %2239 = fpext float %2206 to double
  %2240 = fmul double %2239, 4.000000e+00
  %2241 = fadd double %2240, 0x4338000000000000
  %2242 = fsub double %2241, 0x4338000000000000
  %2243 = fsub double %2240, %2242
  %2244 = fmul double %2243, 0x3FF921FB54442D18
  %2245 = fmul double %2244, %2244
  %2246 = fmul double %2245, 0x3EC71DE3A556C734
  %2247 = fadd double 0xBF2A01A01A01A01A, %2246
  %2248 = fmul double %2245, %2247
  %2249 = fadd double 0x3F81111111111111, %2248
  %2250 = fmul double %2245, %2249
  %2251 = fadd double 0xBFC5555555555555, %2250
  %2252 = fmul double %2244, %2245
  %2253 = fmul double %2252, %2251
  %2254 = fadd double %2244, %2253
  %2255 = fmul double %2245, 0xBE927E4FB7789F5C
  %2256 = fadd double 0x3EFA01A01A01A01A, %2255
  %2257 = fmul double %2245, %2256
  %2258 = fadd double 0xBF56C16C16C16C17, %2257
  %2259 = fmul double %2245, %2258
  %2260 = fadd double 0x3FA5555555555555, %2259
  %2261 = fmul double %2245, %2245
  %2262 = fmul double %2261, %2260
  %2263 = fmul double 5.000000e-01, %2245
  %2264 = fsub double 1.000000e+00, %2263
  %2265 = fadd double %2264, %2262
  %2266 = fneg double %2254
  %2267 = fneg double %2265
  %2268 = bitcast double %2241 to i64
  %2269 = and i64 %2268, 1
  %2270 = and i64 %2268, 2
  %2271 = icmp eq i64 %2269, 1
  %2272 = icmp eq i64 %2270, 2
  %2273 = select i1 %2272, double %2266, double %2254
  %2274 = select i1 %2272, double %2267, double %2265
  %2275 = select i1 %2271, double %2274, double %2273
  %2276 = select i1 %2272, double %2267, double %2265
  %2277 = select i1 %2272, double %2254, double %2266
  %2278 = select i1 %2271, double %2277, double %2276
  %2279 = fptrunc double %2275 to float
  %2280 = fptrunc double %2278 to float
  %2281 = fmul float %2238, %2280
  %2282 = fmul float %2238, %2279
  %2283 = and i64 %which160, 1
  %odd162 = icmp ne i64 %2283, 0
  %normal163 = select i1 %odd162, float %2282, float %2281
  %2284 = fmul float %normal163, %noise_scale31
  %2285 = fadd float %2025, %2284
  %bits164 = bitcast float %2285 to i32
  %magnitude165 = and i32 %bits164, 2147483647
  %is_nan166 = icmp ugt i32 %magnitude165, 2139095040
  %canonical167 = select i1 %is_nan166, i32 2143289344, i32 %bits164
  store i32 %canonical167, ptr %2010, align 4
  br label %slot.done157

slot.done157:                                     ; preds = %slot.then156, %slot.done143
  br label %noise.done

uniform_sinks.then170:                            ; preds = %quiet
  br label %uniform_sinks.done171

uniform_sinks.done171:                            ; preds = %uniform_sinks.then170, %quiet
  %feature172 = add i64 %lane, 0
  %valid173 = icmp ult i64 %feature172, %n_features
  %2286 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid173, label %slot.then174, label %slot.done175

slot.then174:                                     ; preds = %uniform_sinks.done171
  %2287 = load float, ptr %2286, align 4
  %2288 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2289 = fsub float %2288, 4.000000e+00
  %2290 = fmul float 2.000000e+00, %2289
  %2291 = fmul float 0x3F847AE140000000, %2290
  %2292 = fmul float 2.000000e+00, %2287
  %2293 = fmul float %2291, %2292
  %2294 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature172
  %2295 = load float, ptr addrspace(1) %2294, align 4
  %2296 = fsub float %2287, %2295
  %2297 = fmul float 2.000000e+00, %2296
  %2298 = fmul float 5.000000e-01, %2297
  %2299 = fadd float %2293, %2298
  %2300 = fmul float %2299, %eta
  %2301 = fsub float %2287, %2300
  %2302 = fmul float 0.000000e+00, %noise_scale31
  %2303 = fadd float %2301, %2302
  %bits176 = bitcast float %2301 to i32
  %magnitude177 = and i32 %bits176, 2147483647
  %is_nan178 = icmp ugt i32 %magnitude177, 2139095040
  %canonical179 = select i1 %is_nan178, i32 2143289344, i32 %bits176
  store i32 %canonical179, ptr %2286, align 4
  br label %slot.done175

slot.done175:                                     ; preds = %slot.then174, %uniform_sinks.done171
  %feature180 = add i64 %lane, 256
  %valid181 = icmp ult i64 %feature180, %n_features
  %2304 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid181, label %slot.then182, label %slot.done183

slot.then182:                                     ; preds = %slot.done175
  %2305 = load float, ptr %2304, align 4
  %2306 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2307 = fsub float %2306, 4.000000e+00
  %2308 = fmul float 2.000000e+00, %2307
  %2309 = fmul float 0x3F847AE140000000, %2308
  %2310 = fmul float 2.000000e+00, %2305
  %2311 = fmul float %2309, %2310
  %2312 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature180
  %2313 = load float, ptr addrspace(1) %2312, align 4
  %2314 = fsub float %2305, %2313
  %2315 = fmul float 2.000000e+00, %2314
  %2316 = fmul float 5.000000e-01, %2315
  %2317 = fadd float %2311, %2316
  %2318 = fmul float %2317, %eta
  %2319 = fsub float %2305, %2318
  %2320 = fmul float 0.000000e+00, %noise_scale31
  %2321 = fadd float %2319, %2320
  %bits184 = bitcast float %2319 to i32
  %magnitude185 = and i32 %bits184, 2147483647
  %is_nan186 = icmp ugt i32 %magnitude185, 2139095040
  %canonical187 = select i1 %is_nan186, i32 2143289344, i32 %bits184
  store i32 %canonical187, ptr %2304, align 4
  br label %slot.done183

slot.done183:                                     ; preds = %slot.then182, %slot.done175
  %feature188 = add i64 %lane, 512
  %valid189 = icmp ult i64 %feature188, %n_features
  %2322 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid189, label %slot.then190, label %slot.done191

slot.then190:                                     ; preds = %slot.done183
  %2323 = load float, ptr %2322, align 4
  %2324 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2325 = fsub float %2324, 4.000000e+00
  %2326 = fmul float 2.000000e+00, %2325
  %2327 = fmul float 0x3F847AE140000000, %2326
  %2328 = fmul float 2.000000e+00, %2323
  %2329 = fmul float %2327, %2328
  %2330 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature188
  %2331 = load float, ptr addrspace(1) %2330, align 4
  %2332 = fsub float %2323, %2331
  %2333 = fmul float 2.000000e+00, %2332
  %2334 = fmul float 5.000000e-01, %2333
  %2335 = fadd float %2329, %2334
  %2336 = fmul float %2335, %eta
  %2337 = fsub float %2323, %2336
  %2338 = fmul float 0.000000e+00, %noise_scale31
  %2339 = fadd float %2337, %2338
  %bits192 = bitcast float %2337 to i32
  %magnitude193 = and i32 %bits192, 2147483647
  %is_nan194 = icmp ugt i32 %magnitude193, 2139095040
  %canonical195 = select i1 %is_nan194, i32 2143289344, i32 %bits192
  store i32 %canonical195, ptr %2322, align 4
  br label %slot.done191

slot.done191:                                     ; preds = %slot.then190, %slot.done183
  %feature196 = add i64 %lane, 768
  %valid197 = icmp ult i64 %feature196, %n_features
  %2340 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid197, label %slot.then198, label %slot.done199

slot.then198:                                     ; preds = %slot.done191
  %2341 = load float, ptr %2340, align 4
  %2342 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2343 = fsub float %2342, 4.000000e+00
  %2344 = fmul float 2.000000e+00, %2343
  %2345 = fmul float 0x3F847AE140000000, %2344
  %2346 = fmul float 2.000000e+00, %2341
  %2347 = fmul float %2345, %2346
  %2348 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature196
  %2349 = load float, ptr addrspace(1) %2348, align 4
  %2350 = fsub float %2341, %2349
  %2351 = fmul float 2.000000e+00, %2350
  %2352 = fmul float 5.000000e-01, %2351
  %2353 = fadd float %2347, %2352
  %2354 = fmul float %2353, %eta
  %2355 = fsub float %2341, %2354
  %2356 = fmul float 0.000000e+00, %noise_scale31
  %2357 = fadd float %2355, %2356
  %bits200 = bitcast float %2355 to i32
  %magnitude201 = and i32 %bits200, 2147483647
  %is_nan202 = icmp ugt i32 %magnitude201, 2139095040
  %canonical203 = select i1 %is_nan202, i32 2143289344, i32 %bits200
  store i32 %canonical203, ptr %2340, align 4
  br label %slot.done199

slot.done199:                                     ; preds = %slot.then198, %slot.done191
  %feature204 = add i64 %lane, 1024
  %valid205 = icmp ult i64 %feature204, %n_features
  %2358 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid205, label %slot.then206, label %slot.done207

slot.then206:                                     ; preds = %slot.done199
  %2359 = load float, ptr %2358, align 4
  %2360 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2361 = fsub float %2360, 4.000000e+00
  %2362 = fmul float 2.000000e+00, %2361
  %2363 = fmul float 0x3F847AE140000000, %2362
  %2364 = fmul float 2.000000e+00, %2359
  %2365 = fmul float %2363, %2364
  %2366 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature204
  %2367 = load float, ptr addrspace(1) %2366, align 4
  %2368 = fsub float %2359, %2367
  %2369 = fmul float 2.000000e+00, %2368
  %2370 = fmul float 5.000000e-01, %2369
  %2371 = fadd float %2365, %2370
  %2372 = fmul float %2371, %eta
  %2373 = fsub float %2359, %2372
  %2374 = fmul float 0.000000e+00, %noise_scale31
  %2375 = fadd float %2373, %2374
  %bits208 = bitcast float %2373 to i32
  %magnitude209 = and i32 %bits208, 2147483647
  %is_nan210 = icmp ugt i32 %magnitude209, 2139095040
  %canonical211 = select i1 %is_nan210, i32 2143289344, i32 %bits208
  store i32 %canonical211, ptr %2358, align 4
  br label %slot.done207

slot.done207:                                     ; preds = %slot.then206, %slot.done199
  %feature212 = add i64 %lane, 1280
  %valid213 = icmp ult i64 %feature212, %n_features
  %2376 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid213, label %slot.then214, label %slot.done215

slot.then214:                                     ; preds = %slot.done207
  %2377 = load float, ptr %2376, align 4
  %2378 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2379 = fsub float %2378, 4.000000e+00
  %2380 = fmul float 2.000000e+00, %2379
  %2381 = fmul float 0x3F847AE140000000, %2380
  %2382 = fmul float 2.000000e+00, %2377
  %2383 = fmul float %2381, %2382
  %2384 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature212
  %2385 = load float, ptr addrspace(1) %2384, align 4
  %2386 = fsub float %2377, %2385
  %2387 = fmul float 2.000000e+00, %2386
  %2388 = fmul float 5.000000e-01, %2387
  %2389 = fadd float %2383, %2388
  %2390 = fmul float %2389, %eta
  %2391 = fsub float %2377, %2390
  %2392 = fmul float 0.000000e+00, %noise_scale31
  %2393 = fadd float %2391, %2392
  %bits216 = bitcast float %2391 to i32
  %magnitude217 = and i32 %bits216, 2147483647
  %is_nan218 = icmp ugt i32 %magnitude217, 2139095040
  %canonical219 = select i1 %is_nan218, i32 2143289344, i32 %bits216
  store i32 %canonical219, ptr %2376, align 4
  br label %slot.done215

slot.done215:                                     ; preds = %slot.then214, %slot.done207
  %feature220 = add i64 %lane, 1536
  %valid221 = icmp ult i64 %feature220, %n_features
  %2394 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid221, label %slot.then222, label %slot.done223

slot.then222:                                     ; preds = %slot.done215
  %2395 = load float, ptr %2394, align 4
  %2396 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2397 = fsub float %2396, 4.000000e+00
  %2398 = fmul float 2.000000e+00, %2397
  %2399 = fmul float 0x3F847AE140000000, %2398
  %2400 = fmul float 2.000000e+00, %2395
  %2401 = fmul float %2399, %2400
  %2402 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature220
  %2403 = load float, ptr addrspace(1) %2402, align 4
  %2404 = fsub float %2395, %2403
  %2405 = fmul float 2.000000e+00, %2404
  %2406 = fmul float 5.000000e-01, %2405
  %2407 = fadd float %2401, %2406
  %2408 = fmul float %2407, %eta
  %2409 = fsub float %2395, %2408
  %2410 = fmul float 0.000000e+00, %noise_scale31
  %2411 = fadd float %2409, %2410
  %bits224 = bitcast float %2409 to i32
  %magnitude225 = and i32 %bits224, 2147483647
  %is_nan226 = icmp ugt i32 %magnitude225, 2139095040
  %canonical227 = select i1 %is_nan226, i32 2143289344, i32 %bits224
  store i32 %canonical227, ptr %2394, align 4
  br label %slot.done223

slot.done223:                                     ; preds = %slot.then222, %slot.done215
  %feature228 = add i64 %lane, 1792
  %valid229 = icmp ult i64 %feature228, %n_features
  %2412 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid229, label %slot.then230, label %slot.done231

slot.then230:                                     ; preds = %slot.done223
  %2413 = load float, ptr %2412, align 4
  %2414 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2415 = fsub float %2414, 4.000000e+00
  %2416 = fmul float 2.000000e+00, %2415
  %2417 = fmul float 0x3F847AE140000000, %2416
  %2418 = fmul float 2.000000e+00, %2413
  %2419 = fmul float %2417, %2418
  %2420 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature228
  %2421 = load float, ptr addrspace(1) %2420, align 4
  %2422 = fsub float %2413, %2421
  %2423 = fmul float 2.000000e+00, %2422
  %2424 = fmul float 5.000000e-01, %2423
  %2425 = fadd float %2419, %2424
  %2426 = fmul float %2425, %eta
  %2427 = fsub float %2413, %2426
  %2428 = fmul float 0.000000e+00, %noise_scale31
  %2429 = fadd float %2427, %2428
  %bits232 = bitcast float %2427 to i32
  %magnitude233 = and i32 %bits232, 2147483647
  %is_nan234 = icmp ugt i32 %magnitude233, 2139095040
  %canonical235 = select i1 %is_nan234, i32 2143289344, i32 %bits232
  store i32 %canonical235, ptr %2412, align 4
  br label %slot.done231

slot.done231:                                     ; preds = %slot.then230, %slot.done223
  br label %noise.done

slot.then238:                                     ; preds = %step.exit
  %2430 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature236
  %2431 = load float, ptr %36, align 4
  store float %2431, ptr addrspace(1) %2430, align 4
  br label %slot.done239

slot.done239:                                     ; preds = %slot.then238, %step.exit
  %feature240 = add i64 %lane, 256
  %valid241 = icmp ult i64 %feature240, %n_features
  %2432 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid241, label %slot.then242, label %slot.done243

slot.then242:                                     ; preds = %slot.done239
  %2433 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature240
  %2434 = load float, ptr %2432, align 4
  store float %2434, ptr addrspace(1) %2433, align 4
  br label %slot.done243

slot.done243:                                     ; preds = %slot.then242, %slot.done239
  %feature244 = add i64 %lane, 512
  %valid245 = icmp ult i64 %feature244, %n_features
  %2435 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid245, label %slot.then246, label %slot.done247

slot.then246:                                     ; preds = %slot.done243
  %2436 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature244
  %2437 = load float, ptr %2435, align 4
  store float %2437, ptr addrspace(1) %2436, align 4
  br label %slot.done247

slot.done247:                                     ; preds = %slot.then246, %slot.done243
  %feature248 = add i64 %lane, 768
  %valid249 = icmp ult i64 %feature248, %n_features
  %2438 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid249, label %slot.then250, label %slot.done251

slot.then250:                                     ; preds = %slot.done247
  %2439 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature248
  %2440 = load float, ptr %2438, align 4
  store float %2440, ptr addrspace(1) %2439, align 4
  br label %slot.done251

slot.done251:                                     ; preds = %slot.then250, %slot.done247
  %feature252 = add i64 %lane, 1024
  %valid253 = icmp ult i64 %feature252, %n_features
  %2441 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid253, label %slot.then254, label %slot.done255

slot.then254:                                     ; preds = %slot.done251
  %2442 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature252
  %2443 = load float, ptr %2441, align 4
  store float %2443, ptr addrspace(1) %2442, align 4
  br label %slot.done255

slot.done255:                                     ; preds = %slot.then254, %slot.done251
  %feature256 = add i64 %lane, 1280
  %valid257 = icmp ult i64 %feature256, %n_features
  %2444 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid257, label %slot.then258, label %slot.done259

slot.then258:                                     ; preds = %slot.done255
  %2445 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature256
  %2446 = load float, ptr %2444, align 4
  store float %2446, ptr addrspace(1) %2445, align 4
  br label %slot.done259

slot.done259:                                     ; preds = %slot.then258, %slot.done255
  %feature260 = add i64 %lane, 1536
  %valid261 = icmp ult i64 %feature260, %n_features
  %2447 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid261, label %slot.then262, label %slot.done263

slot.then262:                                     ; preds = %slot.done259
  %2448 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature260
  %2449 = load float, ptr %2447, align 4
  store float %2449, ptr addrspace(1) %2448, align 4
  br label %slot.done263

slot.done263:                                     ; preds = %slot.then262, %slot.done259
  %feature264 = add i64 %lane, 1792
  %valid265 = icmp ult i64 %feature264, %n_features
  %2450 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid265, label %slot.then266, label %slot.done267

slot.then266:                                     ; preds = %slot.done263
  %2451 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature264
  %2452 = load float, ptr %2450, align 4
  store float %2452, ptr addrspace(1) %2451, align 4
  br label %slot.done267

slot.done267:                                     ; preds = %slot.then266, %slot.done263
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w4096(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
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
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 4096
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

row.done:                                         ; preds = %slot.done131, %entry
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
  %step = phi i64 [ 0, %slot.done12 ], [ %49, %noise.done ]
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
  %feature116 = add i64 %lane, 0
  %valid117 = icmp ult i64 %feature116, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid117, label %slot.then118, label %slot.done119

slot.then18:                                      ; preds = %step.body
  %25 = load float, ptr %23, align 4
  %26 = fmul float %25, %25
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature16
  store float %26, ptr addrspace(3) %27, align 4
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %step.body
  %feature20 = add i64 %lane, 1024
  %valid21 = icmp ult i64 %feature20, %n_features
  %28 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %29 = load float, ptr %28, align 4
  %30 = fmul float %29, %29
  %31 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature20
  store float %30, ptr addrspace(3) %31, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature24 = add i64 %lane, 2048
  %valid25 = icmp ult i64 %feature24, %n_features
  %32 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid25, label %slot.then26, label %slot.done27

slot.then26:                                      ; preds = %slot.done23
  %33 = load float, ptr %32, align 4
  %34 = fmul float %33, %33
  %35 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature24
  store float %34, ptr addrspace(3) %35, align 4
  br label %slot.done27

slot.done27:                                      ; preds = %slot.then26, %slot.done23
  %feature28 = add i64 %lane, 3072
  %valid29 = icmp ult i64 %feature28, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done27
  %37 = load float, ptr %36, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature28
  store float %38, ptr addrspace(3) %39, align 4
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
  %fold_sums = phi i64 [ 0, %fold.then ], [ %45, %fold_sums.body ]
  %40 = icmp ult i64 %fold_sums, %n_features
  br i1 %40, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold_sums
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = load float, ptr %fold_value, align 4
  %44 = fadd float %42, %43
  store float %44, ptr %fold_value, align 4
  %45 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %46 = load float, ptr %fold_value, align 4
  store float %46, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %47 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature80 = add i64 %lane, 0
  %valid81 = icmp ult i64 %feature80, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then82, label %uniform_sinks.done83

noise.done:                                       ; preds = %slot.done111, %slot.done69
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %49 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature34 = add i64 %lane, 0
  %valid35 = icmp ult i64 %feature34, %n_features
  %50 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid35, label %slot.then36, label %slot.done37

slot.then36:                                      ; preds = %uniform_sinks.done
  %51 = load float, ptr %50, align 4
  %52 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %53 = fsub float %52, 4.000000e+00
  %54 = fmul float 2.000000e+00, %53
  %55 = fmul float 0x3F847AE140000000, %54
  %56 = fmul float 2.000000e+00, %51
  %57 = fmul float %55, %56
  %58 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature34
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = fsub float %51, %59
  %61 = fmul float 2.000000e+00, %60
  %62 = fmul float 5.000000e-01, %61
  %63 = fadd float %57, %62
  %64 = fmul float %63, %eta
  %65 = fsub float %51, %64
  %66 = add i64 %n_features, 3
  %groups = lshr i64 %66, 2
  %67 = mul i64 %row, %groups
  %68 = lshr i64 %feature34, 2
  %group = add i64 %67, %68
  %69 = trunc i64 %key0 to i32
  %70 = lshr i64 %key0, 32
  %71 = trunc i64 %70 to i32
  %72 = trunc i64 %group to i32
  %73 = trunc i64 %key1_step to i32
  %74 = lshr i64 %key1_step, 32
  %75 = trunc i64 %74 to i32
  %76 = lshr i64 %group, 32
  %77 = trunc i64 %76 to i32
  %78 = zext i32 %72 to i64
  %79 = mul i64 3528531795, %78
  %80 = zext i32 %75 to i64
  %81 = mul i64 3449720151, %80
  %82 = lshr i64 %79, 32
  %83 = trunc i64 %82 to i32
  %84 = trunc i64 %79 to i32
  %85 = lshr i64 %81, 32
  %86 = trunc i64 %85 to i32
  %87 = trunc i64 %81 to i32
  %88 = xor i32 %86, %73
  %89 = xor i32 %88, %69
  %90 = xor i32 %83, %77
  %91 = xor i32 %90, %71
  %92 = add i32 %69, -1640531527
  %93 = add i32 %71, -1150833019
  %94 = zext i32 %89 to i64
  %95 = mul i64 3528531795, %94
  %96 = zext i32 %91 to i64
  %97 = mul i64 3449720151, %96
  %98 = lshr i64 %95, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %95 to i32
  %101 = lshr i64 %97, 32
  %102 = trunc i64 %101 to i32
  %103 = trunc i64 %97 to i32
  %104 = xor i32 %102, %87
  %105 = xor i32 %104, %92
  %106 = xor i32 %99, %84
  %107 = xor i32 %106, %93
  %108 = add i32 %92, -1640531527
  %109 = add i32 %93, -1150833019
  %110 = zext i32 %105 to i64
  %111 = mul i64 3528531795, %110
  %112 = zext i32 %107 to i64
  %113 = mul i64 3449720151, %112
  %114 = lshr i64 %111, 32
  %115 = trunc i64 %114 to i32
  %116 = trunc i64 %111 to i32
  %117 = lshr i64 %113, 32
  %118 = trunc i64 %117 to i32
  %119 = trunc i64 %113 to i32
  %120 = xor i32 %118, %103
  %121 = xor i32 %120, %108
  %122 = xor i32 %115, %100
  %123 = xor i32 %122, %109
  %124 = add i32 %108, -1640531527
  %125 = add i32 %109, -1150833019
  %126 = zext i32 %121 to i64
  %127 = mul i64 3528531795, %126
  %128 = zext i32 %123 to i64
  %129 = mul i64 3449720151, %128
  %130 = lshr i64 %127, 32
  %131 = trunc i64 %130 to i32
  %132 = trunc i64 %127 to i32
  %133 = lshr i64 %129, 32
  %134 = trunc i64 %133 to i32
  %135 = trunc i64 %129 to i32
  %136 = xor i32 %134, %119
  %137 = xor i32 %136, %124
  %138 = xor i32 %131, %116
  %139 = xor i32 %138, %125
  %140 = add i32 %124, -1640531527
  %141 = add i32 %125, -1150833019
  %142 = zext i32 %137 to i64
  %143 = mul i64 3528531795, %142
  %144 = zext i32 %139 to i64
  %145 = mul i64 3449720151, %144
  %146 = lshr i64 %143, 32
  %147 = trunc i64 %146 to i32
  %148 = trunc i64 %143 to i32
  %149 = lshr i64 %145, 32
  %150 = trunc i64 %149 to i32
  %151 = trunc i64 %145 to i32
  %152 = xor i32 %150, %135
  %153 = xor i32 %152, %140
  %154 = xor i32 %147, %132
  %155 = xor i32 %154, %141
  %156 = add i32 %140, -1640531527
  %157 = add i32 %141, -1150833019
  %158 = zext i32 %153 to i64
  %159 = mul i64 3528531795, %158
  %160 = zext i32 %155 to i64
  %161 = mul i64 3449720151, %160
  %162 = lshr i64 %159, 32
  %163 = trunc i64 %162 to i32
  %164 = trunc i64 %159 to i32
  %165 = lshr i64 %161, 32
  %166 = trunc i64 %165 to i32
  %167 = trunc i64 %161 to i32
  %168 = xor i32 %166, %151
  %169 = xor i32 %168, %156
  %170 = xor i32 %163, %148
  %171 = xor i32 %170, %157
  %172 = add i32 %156, -1640531527
  %173 = add i32 %157, -1150833019
  %174 = zext i32 %169 to i64
  %175 = mul i64 3528531795, %174
  %176 = zext i32 %171 to i64
  %177 = mul i64 3449720151, %176
  %178 = lshr i64 %175, 32
  %179 = trunc i64 %178 to i32
  %180 = trunc i64 %175 to i32
  %181 = lshr i64 %177, 32
  %182 = trunc i64 %181 to i32
  %183 = trunc i64 %177 to i32
  %184 = xor i32 %182, %167
  %185 = xor i32 %184, %172
  %186 = xor i32 %179, %164
  %187 = xor i32 %186, %173
  %188 = add i32 %172, -1640531527
  %189 = add i32 %173, -1150833019
  %190 = zext i32 %185 to i64
  %191 = mul i64 3528531795, %190
  %192 = zext i32 %187 to i64
  %193 = mul i64 3449720151, %192
  %194 = lshr i64 %191, 32
  %195 = trunc i64 %194 to i32
  %196 = trunc i64 %191 to i32
  %197 = lshr i64 %193, 32
  %198 = trunc i64 %197 to i32
  %199 = trunc i64 %193 to i32
  %200 = xor i32 %198, %183
  %201 = xor i32 %200, %188
  %202 = xor i32 %195, %180
  %203 = xor i32 %202, %189
  %204 = add i32 %188, -1640531527
  %205 = add i32 %189, -1150833019
  %206 = zext i32 %201 to i64
  %207 = mul i64 3528531795, %206
  %208 = zext i32 %203 to i64
  %209 = mul i64 3449720151, %208
  %210 = lshr i64 %207, 32
  %211 = trunc i64 %210 to i32
  %212 = trunc i64 %207 to i32
  %213 = lshr i64 %209, 32
  %214 = trunc i64 %213 to i32
  %215 = trunc i64 %209 to i32
  %216 = xor i32 %214, %199
  %217 = xor i32 %216, %204
  %218 = xor i32 %211, %196
  %219 = xor i32 %218, %205
  %220 = add i32 %204, -1640531527
  %221 = add i32 %205, -1150833019
  %222 = zext i32 %217 to i64
  %223 = mul i64 3528531795, %222
  %224 = zext i32 %219 to i64
  %225 = mul i64 3449720151, %224
  %226 = lshr i64 %223, 32
  %227 = trunc i64 %226 to i32
  %228 = trunc i64 %223 to i32
  %229 = lshr i64 %225, 32
  %230 = trunc i64 %229 to i32
  %231 = trunc i64 %225 to i32
  %232 = xor i32 %230, %215
  %233 = xor i32 %232, %220
  %234 = xor i32 %227, %212
  %235 = xor i32 %234, %221
  %which = and i64 %feature34, 3
  %236 = and i64 %which, 2
  %second_pair = icmp ne i64 %236, 0
  %237 = select i1 %second_pair, i32 %235, i32 %233
  %238 = select i1 %second_pair, i32 %228, i32 %231
  %239 = lshr i32 %237, 9
  %240 = sitofp i32 %239 to float
  %241 = fadd float %240, 5.000000e-01
  %242 = fmul float %241, 0x3E80000000000000
  %243 = lshr i32 %238, 9
  %244 = sitofp i32 %243 to float
  %245 = fadd float %244, 5.000000e-01
  %246 = fmul float %245, 0x3E80000000000000
  %247 = bitcast float %242 to i32
  %248 = add i32 %247, 4913933
  %249 = lshr i32 %248, 23
  %250 = sub i32 %249, 127
  %251 = and i32 %248, 8388607
  %252 = add i32 %251, 1060439283
  %253 = bitcast i32 %252 to float
  %254 = fsub float %253, 1.000000e+00
  %255 = fadd float 2.000000e+00, %254
  %256 = fdiv float %254, %255
  %257 = fmul float %256, %256
  %258 = fmul float %257, %257
  %259 = fmul float %258, 0x3FCF13C4C0000000
  %260 = fadd float 0x3FD999C260000000, %259
  %261 = fmul float %258, %260
  %262 = fmul float %258, 0x3FD23D3DC0000000
  %263 = fadd float 0x3FE5555540000000, %262
  %264 = fmul float %257, %263
  %265 = fadd float %264, %261
  %266 = fmul float 5.000000e-01, %254
  %267 = fmul float %266, %254
  %268 = sitofp i32 %250 to float
  %269 = fadd float %267, %265
  %270 = fmul float %256, %269
  %271 = fmul float %268, 0x3EE2FEFA20000000
  %272 = fadd float %270, %271
  %273 = fsub float %272, %267
  %274 = fadd float %273, %254
  %275 = fmul float %268, 0x3FE62E3000000000
  %276 = fadd float %274, %275
  %277 = fmul float -2.000000e+00, %276
  %278 = call float @llvm.sqrt.f32(float %277)
  %279 = fpext float %246 to double
  %280 = fmul double %279, 4.000000e+00
  %281 = fadd double %280, 0x4338000000000000
  %282 = fsub double %281, 0x4338000000000000
  %283 = fsub double %280, %282
  %284 = fmul double %283, 0x3FF921FB54442D18
  %285 = fmul double %284, %284
  %286 = fmul double %285, 0x3EC71DE3A556C734
  %287 = fadd double 0xBF2A01A01A01A01A, %286
  %288 = fmul double %285, %287
  %289 = fadd double 0x3F81111111111111, %288
  %290 = fmul double %285, %289
  %291 = fadd double 0xBFC5555555555555, %290
  %292 = fmul double %284, %285
  %293 = fmul double %292, %291
  %294 = fadd double %284, %293
  %295 = fmul double %285, 0xBE927E4FB7789F5C
  %296 = fadd double 0x3EFA01A01A01A01A, %295
  %297 = fmul double %285, %296
  %298 = fadd double 0xBF56C16C16C16C17, %297
  %299 = fmul double %285, %298
  %300 = fadd double 0x3FA5555555555555, %299
  %301 = fmul double %285, %285
  %302 = fmul double %301, %300
  %303 = fmul double 5.000000e-01, %285
  %304 = fsub double 1.000000e+00, %303
  %305 = fadd double %304, %302
  %306 = fneg double %294
  %307 = fneg double %305
  %308 = bitcast double %281 to i64
  %309 = and i64 %308, 1
  %310 = and i64 %308, 2
  %311 = icmp eq i64 %309, 1
  %312 = icmp eq i64 %310, 2
  %313 = select i1 %312, double %306, double %294
  %314 = select i1 %312, double %307, double %305
  %315 = select i1 %311, double %314, double %313
  %316 = select i1 %312, double %307, double %305
  %317 = select i1 %312, double %294, double %306
  %318 = select i1 %311, double %317, double %316
  %319 = fptrunc double %315 to float
  %320 = fptrunc double %318 to float
  %321 = fmul float %278, %320
  %322 = fmul float %278, %319
  %323 = and i64 %which, 1
  %odd = icmp ne i64 %323, 0
  %normal = select i1 %odd, float %322, float %321
  %324 = fmul float %normal, %noise_scale15
  %325 = fadd float %65, %324
  %bits = bitcast float %325 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %50, align 4
  br label %slot.done37

slot.done37:                                      ; preds = %slot.then36, %uniform_sinks.done
  %feature38 = add i64 %lane, 1024
  %valid39 = icmp ult i64 %feature38, %n_features
  %326 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid39, label %slot.then40, label %slot.done41

slot.then40:                                      ; preds = %slot.done37
  %327 = load float, ptr %326, align 4
  %328 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %329 = fsub float %328, 4.000000e+00
  %330 = fmul float 2.000000e+00, %329
  %331 = fmul float 0x3F847AE140000000, %330
  %332 = fmul float 2.000000e+00, %327
  %333 = fmul float %331, %332
  %334 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature38
  %335 = load float, ptr addrspace(1) %334, align 4
  %336 = fsub float %327, %335
  %337 = fmul float 2.000000e+00, %336
  %338 = fmul float 5.000000e-01, %337
  %339 = fadd float %333, %338
  %340 = fmul float %339, %eta
  %341 = fsub float %327, %340
  %342 = add i64 %n_features, 3
  %groups42 = lshr i64 %342, 2
  %343 = mul i64 %row, %groups42
  %344 = lshr i64 %feature38, 2
  %group43 = add i64 %343, %344
  %345 = trunc i64 %key0 to i32
  %346 = lshr i64 %key0, 32
  %347 = trunc i64 %346 to i32
  %348 = trunc i64 %group43 to i32
  %349 = trunc i64 %key1_step to i32
  %350 = lshr i64 %key1_step, 32
  %351 = trunc i64 %350 to i32
  %352 = lshr i64 %group43, 32
  %353 = trunc i64 %352 to i32
  %354 = zext i32 %348 to i64
  %355 = mul i64 3528531795, %354
  %356 = zext i32 %351 to i64
  %357 = mul i64 3449720151, %356
  %358 = lshr i64 %355, 32
  %359 = trunc i64 %358 to i32
  %360 = trunc i64 %355 to i32
  %361 = lshr i64 %357, 32
  %362 = trunc i64 %361 to i32
  %363 = trunc i64 %357 to i32
  %364 = xor i32 %362, %349
  %365 = xor i32 %364, %345
  %366 = xor i32 %359, %353
  %367 = xor i32 %366, %347
  %368 = add i32 %345, -1640531527
  %369 = add i32 %347, -1150833019
  %370 = zext i32 %365 to i64
  %371 = mul i64 3528531795, %370
  %372 = zext i32 %367 to i64
  %373 = mul i64 3449720151, %372
  %374 = lshr i64 %371, 32
  %375 = trunc i64 %374 to i32
  %376 = trunc i64 %371 to i32
  %377 = lshr i64 %373, 32
  %378 = trunc i64 %377 to i32
  %379 = trunc i64 %373 to i32
  %380 = xor i32 %378, %363
  %381 = xor i32 %380, %368
  %382 = xor i32 %375, %360
  %383 = xor i32 %382, %369
  %384 = add i32 %368, -1640531527
  %385 = add i32 %369, -1150833019
  %386 = zext i32 %381 to i64
  %387 = mul i64 3528531795, %386
  %388 = zext i32 %383 to i64
  %389 = mul i64 3449720151, %388
  %390 = lshr i64 %387, 32
  %391 = trunc i64 %390 to i32
  %392 = trunc i64 %387 to i32
  %393 = lshr i64 %389, 32
  %394 = trunc i64 %393 to i32
  %395 = trunc i64 %389 to i32
  %396 = xor i32 %394, %379
  %397 = xor i32 %396, %384
  %398 = xor i32 %391, %376
  %399 = xor i32 %398, %385
  %400 = add i32 %384, -1640531527
  %401 = add i32 %385, -1150833019
  %402 = zext i32 %397 to i64
  %403 = mul i64 3528531795, %402
  %404 = zext i32 %399 to i64
  %405 = mul i64 3449720151, %404
  %406 = lshr i64 %403, 32
  %407 = trunc i64 %406 to i32
  %408 = trunc i64 %403 to i32
  %409 = lshr i64 %405, 32
  %410 = trunc i64 %409 to i32
  %411 = trunc i64 %405 to i32
  %412 = xor i32 %410, %395
  %413 = xor i32 %412, %400
  %414 = xor i32 %407, %392
  %415 = xor i32 %414, %401
  %416 = add i32 %400, -1640531527
  %417 = add i32 %401, -1150833019
  %418 = zext i32 %413 to i64
  %419 = mul i64 3528531795, %418
  %420 = zext i32 %415 to i64
  %421 = mul i64 3449720151, %420
  %422 = lshr i64 %419, 32
  %423 = trunc i64 %422 to i32
  %424 = trunc i64 %419 to i32
  %425 = lshr i64 %421, 32
  %426 = trunc i64 %425 to i32
  %427 = trunc i64 %421 to i32
  %428 = xor i32 %426, %411
  %429 = xor i32 %428, %416
  %430 = xor i32 %423, %408
  %431 = xor i32 %430, %417
  %432 = add i32 %416, -1640531527
  %433 = add i32 %417, -1150833019
  %434 = zext i32 %429 to i64
  %435 = mul i64 3528531795, %434
  %436 = zext i32 %431 to i64
  %437 = mul i64 3449720151, %436
  %438 = lshr i64 %435, 32
  %439 = trunc i64 %438 to i32
  %440 = trunc i64 %435 to i32
  %441 = lshr i64 %437, 32
  %442 = trunc i64 %441 to i32
  %443 = trunc i64 %437 to i32
  %444 = xor i32 %442, %427
  %445 = xor i32 %444, %432
  %446 = xor i32 %439, %424
  %447 = xor i32 %446, %433
  %448 = add i32 %432, -1640531527
  %449 = add i32 %433, -1150833019
  %450 = zext i32 %445 to i64
  %451 = mul i64 3528531795, %450
  %452 = zext i32 %447 to i64
  %453 = mul i64 3449720151, %452
  %454 = lshr i64 %451, 32
  %455 = trunc i64 %454 to i32
  %456 = trunc i64 %451 to i32
  %457 = lshr i64 %453, 32
  %458 = trunc i64 %457 to i32
  %459 = trunc i64 %453 to i32
  %460 = xor i32 %458, %443
  %461 = xor i32 %460, %448
  %462 = xor i32 %455, %440
  %463 = xor i32 %462, %449
  %464 = add i32 %448, -1640531527
  %465 = add i32 %449, -1150833019
  %466 = zext i32 %461 to i64
  %467 = mul i64 3528531795, %466
  %468 = zext i32 %463 to i64
  %469 = mul i64 3449720151, %468
  %470 = lshr i64 %467, 32
  %471 = trunc i64 %470 to i32
  %472 = trunc i64 %467 to i32
  %473 = lshr i64 %469, 32
  %474 = trunc i64 %473 to i32
  %475 = trunc i64 %469 to i32
  %476 = xor i32 %474, %459
  %477 = xor i32 %476, %464
  %478 = xor i32 %471, %456
  %479 = xor i32 %478, %465
  %480 = add i32 %464, -1640531527
  %481 = add i32 %465, -1150833019
  %482 = zext i32 %477 to i64
  %483 = mul i64 3528531795, %482
  %484 = zext i32 %479 to i64
  %485 = mul i64 3449720151, %484
  %486 = lshr i64 %483, 32
  %487 = trunc i64 %486 to i32
  %488 = trunc i64 %483 to i32
  %489 = lshr i64 %485, 32
  %490 = trunc i64 %489 to i32
  %491 = trunc i64 %485 to i32
  %492 = xor i32 %490, %475
  %493 = xor i32 %492, %480
  %494 = xor i32 %487, %472
  %495 = xor i32 %494, %481
  %496 = add i32 %480, -1640531527
  %497 = add i32 %481, -1150833019
  %498 = zext i32 %493 to i64
  %499 = mul i64 3528531795, %498
  %500 = zext i32 %495 to i64
  %501 = mul i64 3449720151, %500
  %502 = lshr i64 %499, 32
  %503 = trunc i64 %502 to i32
  %504 = trunc i64 %499 to i32
  %505 = lshr i64 %501, 32
  %506 = trunc i64 %505 to i32
  %507 = trunc i64 %501 to i32
  %508 = xor i32 %506, %491
  %509 = xor i32 %508, %496
  %510 = xor i32 %503, %488
  %511 = xor i32 %510, %497
  %which44 = and i64 %feature38, 3
  %512 = and i64 %which44, 2
  %second_pair45 = icmp ne i64 %512, 0
  %513 = select i1 %second_pair45, i32 %511, i32 %509
  %514 = select i1 %second_pair45, i32 %504, i32 %507
  %515 = lshr i32 %513, 9
  %516 = sitofp i32 %515 to float
  %517 = fadd float %516, 5.000000e-01
  %518 = fmul float %517, 0x3E80000000000000
  %519 = lshr i32 %514, 9
  %520 = sitofp i32 %519 to float
  %521 = fadd float %520, 5.000000e-01
  %522 = fmul float %521, 0x3E80000000000000
  %523 = bitcast float %518 to i32
  %524 = add i32 %523, 4913933
  %525 = lshr i32 %524, 23
  %526 = sub i32 %525, 127
  %527 = and i32 %524, 8388607
  %528 = add i32 %527, 1060439283
  %529 = bitcast i32 %528 to float
  %530 = fsub float %529, 1.000000e+00
  %531 = fadd float 2.000000e+00, %530
  %532 = fdiv float %530, %531
  %533 = fmul float %532, %532
  %534 = fmul float %533, %533
  %535 = fmul float %534, 0x3FCF13C4C0000000
  %536 = fadd float 0x3FD999C260000000, %535
  %537 = fmul float %534, %536
  %538 = fmul float %534, 0x3FD23D3DC0000000
  %539 = fadd float 0x3FE5555540000000, %538
  %540 = fmul float %533, %539
  %541 = fadd float %540, %537
  %542 = fmul float 5.000000e-01, %530
  %543 = fmul float %542, %530
  %544 = sitofp i32 %526 to float
  %545 = fadd float %543, %541
  %546 = fmul float %532, %545
  %547 = fmul float %544, 0x3EE2FEFA20000000
  %548 = fadd float %546, %547
  %549 = fsub float %548, %543
  %550 = fadd float %549, %530
  %551 = fmul float %544, 0x3FE62E3000000000
  %552 = fadd float %550, %551
  %553 = fmul float -2.000000e+00, %552
  %554 = call float @llvm.sqrt.f32(float %553)
  %555 = fpext float %522 to double
  %556 = fmul double %555, 4.000000e+00
  %557 = fadd double %556, 0x4338000000000000
  %558 = fsub double %557, 0x4338000000000000
  %559 = fsub double %556, %558
  %560 = fmul double %559, 0x3FF921FB54442D18
  %561 = fmul double %560, %560
  %562 = fmul double %561, 0x3EC71DE3A556C734
  %563 = fadd double 0xBF2A01A01A01A01A, %562
  %564 = fmul double %561, %563
  %565 = fadd double 0x3F81111111111111, %564
  %566 = fmul double %561, %565
  %567 = fadd double 0xBFC5555555555555, %566
  %568 = fmul double %560, %561
  %569 = fmul double %568, %567
  %570 = fadd double %560, %569
  %571 = fmul double %561, 0xBE927E4FB7789F5C
  %572 = fadd double 0x3EFA01A01A01A01A, %571
  %573 = fmul double %561, %572
  %574 = fadd double 0xBF56C16C16C16C17, %573
  %575 = fmul double %561, %574
  %576 = fadd double 0x3FA5555555555555, %575
  %577 = fmul double %561, %561
  %578 = fmul double %577, %576
  %579 = fmul double 5.000000e-01, %561
  %580 = fsub double 1.000000e+00, %579
  %581 = fadd double %580, %578
  %582 = fneg double %570
  %583 = fneg double %581
  %584 = bitcast double %557 to i64
  %585 = and i64 %584, 1
  %586 = and i64 %584, 2
  %587 = icmp eq i64 %585, 1
  %588 = icmp eq i64 %586, 2
  %589 = select i1 %588, double %582, double %570
  %590 = select i1 %588, double %583, double %581
  %591 = select i1 %587, double %590, double %589
  %592 = select i1 %588, double %583, double %581
  %593 = select i1 %588, double %570, double %582
  %594 = select i1 %587, double %593, double %592
  %595 = fptrunc double %591 to float
  %596 = fptrunc double %594 to float
  %597 = fmul float %554, %596
  %598 = fmul float %554, %595
  %599 = and i64 %which44, 1
  %odd46 = icmp ne i64 %599, 0
  %normal47 = select i1 %odd46, float %598, float %597
  %600 = fmul float %normal47, %noise_scale15
  %601 = fadd float %341, %600
  %bits48 = bitcast float %601 to i32
  %magnitude49 = and i32 %bits48, 2147483647
  %is_nan50 = icmp ugt i32 %magnitude49, 2139095040
  %canonical51 = select i1 %is_nan50, i32 2143289344, i32 %bits48
  store i32 %canonical51, ptr %326, align 4
  br label %slot.done41

slot.done41:                                      ; preds = %slot.then40, %slot.done37
  %feature52 = add i64 %lane, 2048
  %valid53 = icmp ult i64 %feature52, %n_features
  %602 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done41
  %603 = load float, ptr %602, align 4
  %604 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %605 = fsub float %604, 4.000000e+00
  %606 = fmul float 2.000000e+00, %605
  %607 = fmul float 0x3F847AE140000000, %606
  %608 = fmul float 2.000000e+00, %603
  %609 = fmul float %607, %608
  %610 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature52
  %611 = load float, ptr addrspace(1) %610, align 4
  %612 = fsub float %603, %611
  %613 = fmul float 2.000000e+00, %612
  %614 = fmul float 5.000000e-01, %613
  %615 = fadd float %609, %614
  %616 = fmul float %615, %eta
  %617 = fsub float %603, %616
  %618 = add i64 %n_features, 3
  %groups56 = lshr i64 %618, 2
  %619 = mul i64 %row, %groups56
  %620 = lshr i64 %feature52, 2
  %group57 = add i64 %619, %620
  %621 = trunc i64 %key0 to i32
  %622 = lshr i64 %key0, 32
  %623 = trunc i64 %622 to i32
  %624 = trunc i64 %group57 to i32
  %625 = trunc i64 %key1_step to i32
  %626 = lshr i64 %key1_step, 32
  %627 = trunc i64 %626 to i32
  %628 = lshr i64 %group57, 32
  %629 = trunc i64 %628 to i32
  %630 = zext i32 %624 to i64
  %631 = mul i64 3528531795, %630
  %632 = zext i32 %627 to i64
  %633 = mul i64 3449720151, %632
  %634 = lshr i64 %631, 32
  %635 = trunc i64 %634 to i32
  %636 = trunc i64 %631 to i32
  %637 = lshr i64 %633, 32
  %638 = trunc i64 %637 to i32
  %639 = trunc i64 %633 to i32
  %640 = xor i32 %638, %625
  %641 = xor i32 %640, %621
  %642 = xor i32 %635, %629
  %643 = xor i32 %642, %623
  %644 = add i32 %621, -1640531527
  %645 = add i32 %623, -1150833019
  %646 = zext i32 %641 to i64
  %647 = mul i64 3528531795, %646
  %648 = zext i32 %643 to i64
  %649 = mul i64 3449720151, %648
  %650 = lshr i64 %647, 32
  %651 = trunc i64 %650 to i32
  %652 = trunc i64 %647 to i32
  %653 = lshr i64 %649, 32
  %654 = trunc i64 %653 to i32
  %655 = trunc i64 %649 to i32
  %656 = xor i32 %654, %639
  %657 = xor i32 %656, %644
  %658 = xor i32 %651, %636
  %659 = xor i32 %658, %645
  %660 = add i32 %644, -1640531527
  %661 = add i32 %645, -1150833019
  %662 = zext i32 %657 to i64
  %663 = mul i64 3528531795, %662
  %664 = zext i32 %659 to i64
  %665 = mul i64 3449720151, %664
  %666 = lshr i64 %663, 32
  %667 = trunc i64 %666 to i32
  %668 = trunc i64 %663 to i32
  %669 = lshr i64 %665, 32
  %670 = trunc i64 %669 to i32
  %671 = trunc i64 %665 to i32
  %672 = xor i32 %670, %655
  %673 = xor i32 %672, %660
  %674 = xor i32 %667, %652
  %675 = xor i32 %674, %661
  %676 = add i32 %660, -1640531527
  %677 = add i32 %661, -1150833019
  %678 = zext i32 %673 to i64
  %679 = mul i64 3528531795, %678
  %680 = zext i32 %675 to i64
  %681 = mul i64 3449720151, %680
  %682 = lshr i64 %679, 32
  %683 = trunc i64 %682 to i32
  %684 = trunc i64 %679 to i32
  %685 = lshr i64 %681, 32
  %686 = trunc i64 %685 to i32
  %687 = trunc i64 %681 to i32
  %688 = xor i32 %686, %671
  %689 = xor i32 %688, %676
  %690 = xor i32 %683, %668
  %691 = xor i32 %690, %677
  %692 = add i32 %676, -1640531527
  %693 = add i32 %677, -1150833019
  %694 = zext i32 %689 to i64
  %695 = mul i64 3528531795, %694
  %696 = zext i32 %691 to i64
  %697 = mul i64 3449720151, %696
  %698 = lshr i64 %695, 32
  %699 = trunc i64 %698 to i32
  %700 = trunc i64 %695 to i32
  %701 = lshr i64 %697, 32
  %702 = trunc i64 %701 to i32
  %703 = trunc i64 %697 to i32
  %704 = xor i32 %702, %687
  %705 = xor i32 %704, %692
  %706 = xor i32 %699, %684
  %707 = xor i32 %706, %693
  %708 = add i32 %692, -1640531527
  %709 = add i32 %693, -1150833019
  %710 = zext i32 %705 to i64
  %711 = mul i64 3528531795, %710
  %712 = zext i32 %707 to i64
  %713 = mul i64 3449720151, %712
  %714 = lshr i64 %711, 32
  %715 = trunc i64 %714 to i32
  %716 = trunc i64 %711 to i32
  %717 = lshr i64 %713, 32
  %718 = trunc i64 %717 to i32
  %719 = trunc i64 %713 to i32
  %720 = xor i32 %718, %703
  %721 = xor i32 %720, %708
  %722 = xor i32 %715, %700
  %723 = xor i32 %722, %709
  %724 = add i32 %708, -1640531527
  %725 = add i32 %709, -1150833019
  %726 = zext i32 %721 to i64
  %727 = mul i64 3528531795, %726
  %728 = zext i32 %723 to i64
  %729 = mul i64 3449720151, %728
  %730 = lshr i64 %727, 32
  %731 = trunc i64 %730 to i32
  %732 = trunc i64 %727 to i32
  %733 = lshr i64 %729, 32
  %734 = trunc i64 %733 to i32
  %735 = trunc i64 %729 to i32
  %736 = xor i32 %734, %719
  %737 = xor i32 %736, %724
  %738 = xor i32 %731, %716
  %739 = xor i32 %738, %725
  %740 = add i32 %724, -1640531527
  %741 = add i32 %725, -1150833019
  %742 = zext i32 %737 to i64
  %743 = mul i64 3528531795, %742
  %744 = zext i32 %739 to i64
  %745 = mul i64 3449720151, %744
  %746 = lshr i64 %743, 32
  %747 = trunc i64 %746 to i32
  %748 = trunc i64 %743 to i32
  %749 = lshr i64 %745, 32
  %750 = trunc i64 %749 to i32
  %751 = trunc i64 %745 to i32
  %752 = xor i32 %750, %735
  %753 = xor i32 %752, %740
  %754 = xor i32 %747, %732
  %755 = xor i32 %754, %741
  %756 = add i32 %740, -1640531527
  %757 = add i32 %741, -1150833019
  %758 = zext i32 %753 to i64
  %759 = mul i64 3528531795, %758
  %760 = zext i32 %755 to i64
  %761 = mul i64 3449720151, %760
  %762 = lshr i64 %759, 32
  %763 = trunc i64 %762 to i32
  %764 = trunc i64 %759 to i32
  %765 = lshr i64 %761, 32
  %766 = trunc i64 %765 to i32
  %767 = trunc i64 %761 to i32
  %768 = xor i32 %766, %751
  %769 = xor i32 %768, %756
  %770 = xor i32 %763, %748
  %771 = xor i32 %770, %757
  %772 = add i32 %756, -1640531527
  %773 = add i32 %757, -1150833019
  %774 = zext i32 %769 to i64
  %775 = mul i64 3528531795, %774
  %776 = zext i32 %771 to i64
  %777 = mul i64 3449720151, %776
  %778 = lshr i64 %775, 32
  %779 = trunc i64 %778 to i32
  %780 = trunc i64 %775 to i32
  %781 = lshr i64 %777, 32
  %782 = trunc i64 %781 to i32
  %783 = trunc i64 %777 to i32
  %784 = xor i32 %782, %767
  %785 = xor i32 %784, %772
  %786 = xor i32 %779, %764
  %787 = xor i32 %786, %773
  %which58 = and i64 %feature52, 3
  %788 = and i64 %which58, 2
  %second_pair59 = icmp ne i64 %788, 0
  %789 = select i1 %second_pair59, i32 %787, i32 %785
  %790 = select i1 %second_pair59, i32 %780, i32 %783
  %791 = lshr i32 %789, 9
  %792 = sitofp i32 %791 to float
  %793 = fadd float %792, 5.000000e-01
  %794 = fmul float %793, 0x3E80000000000000
  %795 = lshr i32 %790, 9
  %796 = sitofp i32 %795 to float
  %797 = fadd float %796, 5.000000e-01
  %798 = fmul float %797, 0x3E80000000000000
  %799 = bitcast float %794 to i32
  %800 = add i32 %799, 4913933
  %801 = lshr i32 %800, 23
  %802 = sub i32 %801, 127
  %803 = and i32 %800, 8388607
  %804 = add i32 %803, 1060439283
  %805 = bitcast i32 %804 to float
  %806 = fsub float %805, 1.000000e+00
  %807 = fadd float 2.000000e+00, %806
  %808 = fdiv float %806, %807
  %809 = fmul float %808, %808
  %810 = fmul float %809, %809
  %811 = fmul float %810, 0x3FCF13C4C0000000
  %812 = fadd float 0x3FD999C260000000, %811
  %813 = fmul float %810, %812
  %814 = fmul float %810, 0x3FD23D3DC0000000
  %815 = fadd float 0x3FE5555540000000, %814
  %816 = fmul float %809, %815
  %817 = fadd float %816, %813
  %818 = fmul float 5.000000e-01, %806
  %819 = fmul float %818, %806
  %820 = sitofp i32 %802 to float
  %821 = fadd float %819, %817
  %822 = fmul float %808, %821
  %823 = fmul float %820, 0x3EE2FEFA20000000
  %824 = fadd float %822, %823
  %825 = fsub float %824, %819
  %826 = fadd float %825, %806
  %827 = fmul float %820, 0x3FE62E3000000000
  %828 = fadd float %826, %827
  %829 = fmul float -2.000000e+00, %828
  %830 = call float @llvm.sqrt.f32(float %829)
  %831 = fpext float %798 to double
  %832 = fmul double %831, 4.000000e+00
  %833 = fadd double %832, 0x4338000000000000
  %834 = fsub double %833, 0x4338000000000000
  %835 = fsub double %832, %834
  %836 = fmul double %835, 0x3FF921FB54442D18
  %837 = fmul double %836, %836
  %838 = fmul double %837, 0x3EC71DE3A556C734
  %839 = fadd double 0xBF2A01A01A01A01A, %838
  %840 = fmul double %837, %839
  %841 = fadd double 0x3F81111111111111, %840
  %842 = fmul double %837, %841
  %843 = fadd double 0xBFC5555555555555, %842
  %844 = fmul double %836, %837
  %845 = fmul double %844, %843
  %846 = fadd double %836, %845
  %847 = fmul double %837, 0xBE927E4FB7789F5C
  %848 = fadd double 0x3EFA01A01A01A01A, %847
  %849 = fmul double %837, %848
  %850 = fadd double 0xBF56C16C16C16C17, %849
  %851 = fmul double %837, %850
  %852 = fadd double 0x3FA5555555555555, %851
  %853 = fmul double %837, %837
  %854 = fmul double %853, %852
  %855 = fmul double 5.000000e-01, %837
  %856 = fsub double 1.000000e+00, %855
  %857 = fadd double %856, %854
  %858 = fneg double %846
  %859 = fneg double %857
  %860 = bitcast double %833 to i64
  %861 = and i64 %860, 1
  %862 = and i64 %860, 2
  %863 = icmp eq i64 %861, 1
  %864 = icmp eq i64 %862, 2
  %865 = select i1 %864, double %858, double %846
  %866 = select i1 %864, double %859, double %857
  %867 = select i1 %863, double %866, double %865
  %868 = select i1 %864, double %859, double %857
  %869 = select i1 %864, double %846, double %858
  %870 = select i1 %863, double %869, double %868
  %871 = fptrunc double %867 to float
  %872 = fptrunc double %870 to float
  %873 = fmul float %830, %872
  %874 = fmul float %830, %871
  %875 = and i64 %which58, 1
  %odd60 = icmp ne i64 %875, 0
  %normal61 = select i1 %odd60, float %874, float %873
  %876 = fmul float %normal61, %noise_scale15
  %877 = fadd float %617, %876
  %bits62 = bitcast float %877 to i32
  %magnitude63 = and i32 %bits62, 2147483647
  %is_nan64 = icmp ugt i32 %magnitude63, 2139095040
  %canonical65 = select i1 %is_nan64, i32 2143289344, i32 %bits62
  store i32 %canonical65, ptr %602, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done41
  %feature66 = add i64 %lane, 3072
  %valid67 = icmp ult i64 %feature66, %n_features
  %878 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %slot.done55
  %879 = load float, ptr %878, align 4
  %880 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %881 = fsub float %880, 4.000000e+00
  %882 = fmul float 2.000000e+00, %881
  %883 = fmul float 0x3F847AE140000000, %882
  %884 = fmul float 2.000000e+00, %879
  %885 = fmul float %883, %884
  %886 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %887 = load float, ptr addrspace(1) %886, align 4
  %888 = fsub float %879, %887
  %889 = fmul float 2.000000e+00, %888
  %890 = fmul float 5.000000e-01, %889
  %891 = fadd float %885, %890
  %892 = fmul float %891, %eta
  %893 = fsub float %879, %892
  %894 = add i64 %n_features, 3
  %groups70 = lshr i64 %894, 2
  %895 = mul i64 %row, %groups70
  %896 = lshr i64 %feature66, 2
  %group71 = add i64 %895, %896
  %897 = trunc i64 %key0 to i32
  %898 = lshr i64 %key0, 32
  %899 = trunc i64 %898 to i32
  %900 = trunc i64 %group71 to i32
  %901 = trunc i64 %key1_step to i32
  %902 = lshr i64 %key1_step, 32
  %903 = trunc i64 %902 to i32
  %904 = lshr i64 %group71, 32
  %905 = trunc i64 %904 to i32
  %906 = zext i32 %900 to i64
  %907 = mul i64 3528531795, %906
  %908 = zext i32 %903 to i64
  %909 = mul i64 3449720151, %908
  %910 = lshr i64 %907, 32
  %911 = trunc i64 %910 to i32
  %912 = trunc i64 %907 to i32
  %913 = lshr i64 %909, 32
  %914 = trunc i64 %913 to i32
  %915 = trunc i64 %909 to i32
  %916 = xor i32 %914, %901
  %917 = xor i32 %916, %897
  %918 = xor i32 %911, %905
  %919 = xor i32 %918, %899
  %920 = add i32 %897, -1640531527
  %921 = add i32 %899, -1150833019
  %922 = zext i32 %917 to i64
  %923 = mul i64 3528531795, %922
  %924 = zext i32 %919 to i64
  %925 = mul i64 3449720151, %924
  %926 = lshr i64 %923, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %923 to i32
  %929 = lshr i64 %925, 32
  %930 = trunc i64 %929 to i32
  %931 = trunc i64 %925 to i32
  %932 = xor i32 %930, %915
  %933 = xor i32 %932, %920
  %934 = xor i32 %927, %912
  %935 = xor i32 %934, %921
  %936 = add i32 %920, -1640531527
  %937 = add i32 %921, -1150833019
  %938 = zext i32 %933 to i64
  %939 = mul i64 3528531795, %938
  %940 = zext i32 %935 to i64
  %941 = mul i64 3449720151, %940
  %942 = lshr i64 %939, 32
  %943 = trunc i64 %942 to i32
  %944 = trunc i64 %939 to i32
  %945 = lshr i64 %941, 32
  %946 = trunc i64 %945 to i32
  %947 = trunc i64 %941 to i32
  %948 = xor i32 %946, %931
  %949 = xor i32 %948, %936
  %950 = xor i32 %943, %928
  %951 = xor i32 %950, %937
  %952 = add i32 %936, -1640531527
  %953 = add i32 %937, -1150833019
  %954 = zext i32 %949 to i64
  %955 = mul i64 3528531795, %954
  %956 = zext i32 %951 to i64
  %957 = mul i64 3449720151, %956
  %958 = lshr i64 %955, 32
  %959 = trunc i64 %958 to i32
  %960 = trunc i64 %955 to i32
  %961 = lshr i64 %957, 32
  %962 = trunc i64 %961 to i32
  %963 = trunc i64 %957 to i32
  %964 = xor i32 %962, %947
  %965 = xor i32 %964, %952
  %966 = xor i32 %959, %944
  %967 = xor i32 %966, %953
  %968 = add i32 %952, -1640531527
  %969 = add i32 %953, -1150833019
  %970 = zext i32 %965 to i64
  %971 = mul i64 3528531795, %970
  %972 = zext i32 %967 to i64
  %973 = mul i64 3449720151, %972
  %974 = lshr i64 %971, 32
  %975 = trunc i64 %974 to i32
  %976 = trunc i64 %971 to i32
  %977 = lshr i64 %973, 32
  %978 = trunc i64 %977 to i32
  %979 = trunc i64 %973 to i32
  %980 = xor i32 %978, %963
  %981 = xor i32 %980, %968
  %982 = xor i32 %975, %960
  %983 = xor i32 %982, %969
  %984 = add i32 %968, -1640531527
  %985 = add i32 %969, -1150833019
  %986 = zext i32 %981 to i64
  %987 = mul i64 3528531795, %986
  %988 = zext i32 %983 to i64
  %989 = mul i64 3449720151, %988
  %990 = lshr i64 %987, 32
  %991 = trunc i64 %990 to i32
  %992 = trunc i64 %987 to i32
  %993 = lshr i64 %989, 32
  %994 = trunc i64 %993 to i32
  %995 = trunc i64 %989 to i32
  %996 = xor i32 %994, %979
  %997 = xor i32 %996, %984
  %998 = xor i32 %991, %976
  %999 = xor i32 %998, %985
  %1000 = add i32 %984, -1640531527
  %1001 = add i32 %985, -1150833019
  %1002 = zext i32 %997 to i64
  %1003 = mul i64 3528531795, %1002
  %1004 = zext i32 %999 to i64
  %1005 = mul i64 3449720151, %1004
  %1006 = lshr i64 %1003, 32
  %1007 = trunc i64 %1006 to i32
  %1008 = trunc i64 %1003 to i32
  %1009 = lshr i64 %1005, 32
  %1010 = trunc i64 %1009 to i32
  %1011 = trunc i64 %1005 to i32
  %1012 = xor i32 %1010, %995
  %1013 = xor i32 %1012, %1000
  %1014 = xor i32 %1007, %992
  %1015 = xor i32 %1014, %1001
  %1016 = add i32 %1000, -1640531527
  %1017 = add i32 %1001, -1150833019
  %1018 = zext i32 %1013 to i64
  %1019 = mul i64 3528531795, %1018
  %1020 = zext i32 %1015 to i64
  %1021 = mul i64 3449720151, %1020
  %1022 = lshr i64 %1019, 32
  %1023 = trunc i64 %1022 to i32
  %1024 = trunc i64 %1019 to i32
  %1025 = lshr i64 %1021, 32
  %1026 = trunc i64 %1025 to i32
  %1027 = trunc i64 %1021 to i32
  %1028 = xor i32 %1026, %1011
  %1029 = xor i32 %1028, %1016
  %1030 = xor i32 %1023, %1008
  %1031 = xor i32 %1030, %1017
  %1032 = add i32 %1016, -1640531527
  %1033 = add i32 %1017, -1150833019
  %1034 = zext i32 %1029 to i64
  %1035 = mul i64 3528531795, %1034
  %1036 = zext i32 %1031 to i64
  %1037 = mul i64 3449720151, %1036
  %1038 = lshr i64 %1035, 32
  %1039 = trunc i64 %1038 to i32
  %1040 = trunc i64 %1035 to i32
  %1041 = lshr i64 %1037, 32
  %1042 = trunc i64 %1041 to i32
  %1043 = trunc i64 %1037 to i32
  %1044 = xor i32 %1042, %1027
  %1045 = xor i32 %1044, %1032
  %1046 = xor i32 %1039, %1024
  %1047 = xor i32 %1046, %1033
  %1048 = add i32 %1032, -1640531527
  %1049 = add i32 %1033, -1150833019
  %1050 = zext i32 %1045 to i64
  %1051 = mul i64 3528531795, %1050
  %1052 = zext i32 %1047 to i64
  %1053 = mul i64 3449720151, %1052
  %1054 = lshr i64 %1051, 32
  %1055 = trunc i64 %1054 to i32
  %1056 = trunc i64 %1051 to i32
  %1057 = lshr i64 %1053, 32
  %1058 = trunc i64 %1057 to i32
  %1059 = trunc i64 %1053 to i32
  %1060 = xor i32 %1058, %1043
  %1061 = xor i32 %1060, %1048
  %1062 = xor i32 %1055, %1040
  %1063 = xor i32 %1062, %1049
  %which72 = and i64 %feature66, 3
  %1064 = and i64 %which72, 2
  %second_pair73 = icmp ne i64 %1064, 0
  %1065 = select i1 %second_pair73, i32 %1063, i32 %1061
  %1066 = select i1 %second_pair73, i32 %1056, i32 %1059
  %1067 = lshr i32 %1065, 9
  %1068 = sitofp i32 %1067 to float
  %1069 = fadd float %1068, 5.000000e-01
  %1070 = fmul float %1069, 0x3E80000000000000
  %1071 = lshr i32 %1066, 9
  %1072 = sitofp i32 %1071 to float
  %1073 = fadd float %1072, 5.000000e-01
  %1074 = fmul float %1073, 0x3E80000000000000
  %1075 = bitcast float %1070 to i32
  %1076 = add i32 %1075, 4913933
  %1077 = lshr i32 %1076, 23
  %1078 = sub i32 %1077, 127
  %1079 = and i32 %1076, 8388607
  %1080 = add i32 %1079, 1060439283
  %1081 = bitcast i32 %1080 to float
  %1082 = fsub float %1081, 1.000000e+00
  %1083 = fadd float 2.000000e+00, %1082
  %1084 = fdiv float %1082, %1083
  %1085 = fmul float %1084, %1084
  %1086 = fmul float %1085, %1085
  %1087 = fmul float %1086, 0x3FCF13C4C0000000
  %1088 = fadd float 0x3FD999C260000000, %1087
  %1089 = fmul float %1086, %1088
  %1090 = fmul float %1086, 0x3FD23D3DC0000000
  %1091 = fadd float 0x3FE5555540000000, %1090
  %1092 = fmul float %1085, %1091
  %1093 = fadd float %1092, %1089
  %1094 = fmul float 5.000000e-01, %1082
  %1095 = fmul float %1094, %1082
  %1096 = sitofp i32 %1078 to float
  %1097 = fadd float %1095, %1093
  %1098 = fmul float %1084, %1097
  %1099 = fmul float %1096, 0x3EE2FEFA20000000
  %1100 = fadd float %1098, %1099
  %1101 = fsub float %1100, %1095
  %1102 = fadd float %1101, %1082
  %1103 = fmul float %1096, 0x3FE62E3000000000
  %1104 = fadd float %1102, %1103
  %1105 = fmul float -2.000000e+00, %1104
  %1106 = call float @llvm.sqrt.f32(float %1105)
  %1107 = fpext float %1074 to double
  %1108 = fmul double %1107, 4.000000e+00
  %1109 = fadd double %1108, 0x4338000000000000
  %1110 = fsub double %1109, 0x4338000000000000
  %1111 = fsub double %1108, %1110
  %1112 = fmul double %1111, 0x3FF921FB54442D18
  %1113 = fmul double %1112, %1112
  %1114 = fmul double %1113, 0x3EC71DE3A556C734
  %1115 = fadd double 0xBF2A01A01A01A01A, %1114
  %1116 = fmul double %1113, %1115
  %1117 = fadd double 0x3F81111111111111, %1116
  %1118 = fmul double %1113, %1117
  %1119 = fadd double 0xBFC5555555555555, %1118
  %1120 = fmul double %1112, %1113
  %1121 = fmul double %1120, %1119
  %1122 = fadd double %1112, %1121
  %1123 = fmul double %1113, 0xBE927E4FB7789F5C
  %1124 = fadd double 0x3EFA01A01A01A01A, %1123
  %1125 = fmul double %1113, %1124
  %1126 = fadd double 0xBF56C16C16C16C17, %1125
  %1127 = fmul double %1113, %1126
  %1128 = fadd double 0x3FA5555555555555, %1127
  %1129 = fmul double %1113, %1113
  %1130 = fmul double %1129, %1128
  %1131 = fmul double 5.000000e-01, %1113
  %1132 = fsub double 1.000000e+00, %1131
  %1133 = fadd double %1132, %1130
  %1134 = fneg double %1122
  %1135 = fneg double %1133
  %1136 = bitcast double %1109 to i64
  %1137 = and i64 %1136, 1
  %1138 = and i64 %1136, 2
  %1139 = icmp eq i64 %1137, 1
  %1140 = icmp eq i64 %1138, 2
  %1141 = select i1 %1140, double %1134, double %1122
  %1142 = select i1 %1140, double %1135, double %1133
  %1143 = select i1 %1139, double %1142, double %1141
  %1144 = select i1 %1140, double %1135, double %1133
  %1145 = select i1 %1140, double %1122, double %1134
  %1146 = select i1 %1139, double %1145, double %1144
  %1147 = fptrunc double %1143 to float
  %1148 = fptrunc double %1146 to float
  %1149 = fmul float %1106, %1148
  %1150 = fmul float %1106, %1147
  %1151 = and i64 %which72, 1
  %odd74 = icmp ne i64 %1151, 0
  %normal75 = select i1 %odd74, float %1150, float %1149
  %1152 = fmul float %normal75, %noise_scale15
  %1153 = fadd float %893, %1152
  %bits76 = bitcast float %1153 to i32
  %magnitude77 = and i32 %bits76, 2147483647
  %is_nan78 = icmp ugt i32 %magnitude77, 2139095040
  %canonical79 = select i1 %is_nan78, i32 2143289344, i32 %bits76
  store i32 %canonical79, ptr %878, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %slot.done55
  br label %noise.done

uniform_sinks.then82:                             ; preds = %quiet
  br label %uniform_sinks.done83

uniform_sinks.done83:                             ; preds = %uniform_sinks.then82, %quiet
  %feature84 = add i64 %lane, 0
  %valid85 = icmp ult i64 %feature84, %n_features
  %1154 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid85, label %slot.then86, label %slot.done87

slot.then86:                                      ; preds = %uniform_sinks.done83
  %1155 = load float, ptr %1154, align 4
  %1156 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1157 = fsub float %1156, 4.000000e+00
  %1158 = fmul float 2.000000e+00, %1157
  %1159 = fmul float 0x3F847AE140000000, %1158
  %1160 = fmul float 2.000000e+00, %1155
  %1161 = fmul float %1159, %1160
  %1162 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature84
  %1163 = load float, ptr addrspace(1) %1162, align 4
  %1164 = fsub float %1155, %1163
  %1165 = fmul float 2.000000e+00, %1164
  %1166 = fmul float 5.000000e-01, %1165
  %1167 = fadd float %1161, %1166
  %1168 = fmul float %1167, %eta
  %1169 = fsub float %1155, %1168
  %1170 = fmul float 0.000000e+00, %noise_scale15
  %1171 = fadd float %1169, %1170
  %bits88 = bitcast float %1169 to i32
  %magnitude89 = and i32 %bits88, 2147483647
  %is_nan90 = icmp ugt i32 %magnitude89, 2139095040
  %canonical91 = select i1 %is_nan90, i32 2143289344, i32 %bits88
  store i32 %canonical91, ptr %1154, align 4
  br label %slot.done87

slot.done87:                                      ; preds = %slot.then86, %uniform_sinks.done83
  %feature92 = add i64 %lane, 1024
  %valid93 = icmp ult i64 %feature92, %n_features
  %1172 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %slot.done87
  %1173 = load float, ptr %1172, align 4
  %1174 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1175 = fsub float %1174, 4.000000e+00
  %1176 = fmul float 2.000000e+00, %1175
  %1177 = fmul float 0x3F847AE140000000, %1176
  %1178 = fmul float 2.000000e+00, %1173
  %1179 = fmul float %1177, %1178
  %1180 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature92
  %1181 = load float, ptr addrspace(1) %1180, align 4
  %1182 = fsub float %1173, %1181
  %1183 = fmul float 2.000000e+00, %1182
  %1184 = fmul float 5.000000e-01, %1183
  %1185 = fadd float %1179, %1184
  %1186 = fmul float %1185, %eta
  %1187 = fsub float %1173, %1186
  %1188 = fmul float 0.000000e+00, %noise_scale15
  %1189 = fadd float %1187, %1188
  %bits96 = bitcast float %1187 to i32
  %magnitude97 = and i32 %bits96, 2147483647
  %is_nan98 = icmp ugt i32 %magnitude97, 2139095040
  %canonical99 = select i1 %is_nan98, i32 2143289344, i32 %bits96
  store i32 %canonical99, ptr %1172, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %slot.done87
  %feature100 = add i64 %lane, 2048
  %valid101 = icmp ult i64 %feature100, %n_features
  %1190 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid101, label %slot.then102, label %slot.done103

slot.then102:                                     ; preds = %slot.done95
  %1191 = load float, ptr %1190, align 4
  %1192 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1193 = fsub float %1192, 4.000000e+00
  %1194 = fmul float 2.000000e+00, %1193
  %1195 = fmul float 0x3F847AE140000000, %1194
  %1196 = fmul float 2.000000e+00, %1191
  %1197 = fmul float %1195, %1196
  %1198 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature100
  %1199 = load float, ptr addrspace(1) %1198, align 4
  %1200 = fsub float %1191, %1199
  %1201 = fmul float 2.000000e+00, %1200
  %1202 = fmul float 5.000000e-01, %1201
  %1203 = fadd float %1197, %1202
  %1204 = fmul float %1203, %eta
  %1205 = fsub float %1191, %1204
  %1206 = fmul float 0.000000e+00, %noise_scale15
  %1207 = fadd float %1205, %1206
  %bits104 = bitcast float %1205 to i32
  %magnitude105 = and i32 %bits104, 2147483647
  %is_nan106 = icmp ugt i32 %magnitude105, 2139095040
  %canonical107 = select i1 %is_nan106, i32 2143289344, i32 %bits104
  store i32 %canonical107, ptr %1190, align 4
  br label %slot.done103

slot.done103:                                     ; preds = %slot.then102, %slot.done95
  %feature108 = add i64 %lane, 3072
  %valid109 = icmp ult i64 %feature108, %n_features
  %1208 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid109, label %slot.then110, label %slot.done111

slot.then110:                                     ; preds = %slot.done103
  %1209 = load float, ptr %1208, align 4
  %1210 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1211 = fsub float %1210, 4.000000e+00
  %1212 = fmul float 2.000000e+00, %1211
  %1213 = fmul float 0x3F847AE140000000, %1212
  %1214 = fmul float 2.000000e+00, %1209
  %1215 = fmul float %1213, %1214
  %1216 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature108
  %1217 = load float, ptr addrspace(1) %1216, align 4
  %1218 = fsub float %1209, %1217
  %1219 = fmul float 2.000000e+00, %1218
  %1220 = fmul float 5.000000e-01, %1219
  %1221 = fadd float %1215, %1220
  %1222 = fmul float %1221, %eta
  %1223 = fsub float %1209, %1222
  %1224 = fmul float 0.000000e+00, %noise_scale15
  %1225 = fadd float %1223, %1224
  %bits112 = bitcast float %1223 to i32
  %magnitude113 = and i32 %bits112, 2147483647
  %is_nan114 = icmp ugt i32 %magnitude113, 2139095040
  %canonical115 = select i1 %is_nan114, i32 2143289344, i32 %bits112
  store i32 %canonical115, ptr %1208, align 4
  br label %slot.done111

slot.done111:                                     ; preds = %slot.then110, %slot.done103
  br label %noise.done

slot.then118:                                     ; preds = %step.exit
  %1226 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature116
  %1227 = load float, ptr %24, align 4
  store float %1227, ptr addrspace(1) %1226, align 4
  br label %slot.done119

slot.done119:                                     ; preds = %slot.then118, %step.exit
  %feature120 = add i64 %lane, 1024
  %valid121 = icmp ult i64 %feature120, %n_features
  %1228 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid121, label %slot.then122, label %slot.done123

slot.then122:                                     ; preds = %slot.done119
  %1229 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature120
  %1230 = load float, ptr %1228, align 4
  store float %1230, ptr addrspace(1) %1229, align 4
  br label %slot.done123

slot.done123:                                     ; preds = %slot.then122, %slot.done119
  %feature124 = add i64 %lane, 2048
  %valid125 = icmp ult i64 %feature124, %n_features
  %1231 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid125, label %slot.then126, label %slot.done127

slot.then126:                                     ; preds = %slot.done123
  %1232 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature124
  %1233 = load float, ptr %1231, align 4
  store float %1233, ptr addrspace(1) %1232, align 4
  br label %slot.done127

slot.done127:                                     ; preds = %slot.then126, %slot.done123
  %feature128 = add i64 %lane, 3072
  %valid129 = icmp ult i64 %feature128, %n_features
  %1234 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid129, label %slot.then130, label %slot.done131

slot.then130:                                     ; preds = %slot.done127
  %1235 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature128
  %1236 = load float, ptr %1234, align 4
  store float %1236, ptr addrspace(1) %1235, align 4
  br label %slot.done131

slot.done131:                                     ; preds = %slot.then130, %slot.done127
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_w8192(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
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
  %present = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 8192
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

row.done:                                         ; preds = %slot.done267, %entry
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
  %step = phi i64 [ 0, %slot.done28 ], [ %77, %noise.done ]
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
  %feature236 = add i64 %lane, 0
  %valid237 = icmp ult i64 %feature236, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid237, label %slot.then238, label %slot.done239

slot.then34:                                      ; preds = %step.body
  %37 = load float, ptr %35, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature32
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %step.body
  %feature36 = add i64 %lane, 1024
  %valid37 = icmp ult i64 %feature36, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done35
  %41 = load float, ptr %40, align 4
  %42 = fmul float %41, %41
  %43 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature36
  store float %42, ptr addrspace(3) %43, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done35
  %feature40 = add i64 %lane, 2048
  %valid41 = icmp ult i64 %feature40, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %slot.done39
  %45 = load float, ptr %44, align 4
  %46 = fmul float %45, %45
  %47 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature40
  store float %46, ptr addrspace(3) %47, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %slot.done39
  %feature44 = add i64 %lane, 3072
  %valid45 = icmp ult i64 %feature44, %n_features
  %48 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done43
  %49 = load float, ptr %48, align 4
  %50 = fmul float %49, %49
  %51 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature44
  store float %50, ptr addrspace(3) %51, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done43
  %feature48 = add i64 %lane, 4096
  %valid49 = icmp ult i64 %feature48, %n_features
  %52 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid49, label %slot.then50, label %slot.done51

slot.then50:                                      ; preds = %slot.done47
  %53 = load float, ptr %52, align 4
  %54 = fmul float %53, %53
  %55 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature48
  store float %54, ptr addrspace(3) %55, align 4
  br label %slot.done51

slot.done51:                                      ; preds = %slot.then50, %slot.done47
  %feature52 = add i64 %lane, 5120
  %valid53 = icmp ult i64 %feature52, %n_features
  %56 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done51
  %57 = load float, ptr %56, align 4
  %58 = fmul float %57, %57
  %59 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature52
  store float %58, ptr addrspace(3) %59, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done51
  %feature56 = add i64 %lane, 6144
  %valid57 = icmp ult i64 %feature56, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done55
  %61 = load float, ptr %60, align 4
  %62 = fmul float %61, %61
  %63 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature56
  store float %62, ptr addrspace(3) %63, align 4
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done55
  %feature60 = add i64 %lane, 7168
  %valid61 = icmp ult i64 %feature60, %n_features
  %64 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done59
  %65 = load float, ptr %64, align 4
  %66 = fmul float %65, %65
  %67 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature60
  store float %66, ptr addrspace(3) %67, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done63
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done63
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %73, %fold_sums.body ]
  %68 = icmp ult i64 %fold_sums, %n_features
  br i1 %68, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold_sums
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = load float, ptr %fold_value, align 4
  %72 = fadd float %70, %71
  store float %72, ptr %fold_value, align 4
  %73 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %74 = load float, ptr %fold_value, align 4
  store float %74, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %75 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature168 = add i64 %lane, 0
  %valid169 = icmp ult i64 %feature168, %n_features
  %76 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then170, label %uniform_sinks.done171

noise.done:                                       ; preds = %slot.done231, %slot.done157
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %77 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %78 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %uniform_sinks.done
  %79 = load float, ptr %78, align 4
  %80 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %81 = fsub float %80, 4.000000e+00
  %82 = fmul float 2.000000e+00, %81
  %83 = fmul float 0x3F847AE140000000, %82
  %84 = fmul float 2.000000e+00, %79
  %85 = fmul float %83, %84
  %86 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature66
  %87 = load float, ptr addrspace(1) %86, align 4
  %88 = fsub float %79, %87
  %89 = fmul float 2.000000e+00, %88
  %90 = fmul float 5.000000e-01, %89
  %91 = fadd float %85, %90
  %92 = fmul float %91, %eta
  %93 = fsub float %79, %92
  %94 = add i64 %n_features, 3
  %groups = lshr i64 %94, 2
  %95 = mul i64 %row, %groups
  %96 = lshr i64 %feature66, 2
  %group = add i64 %95, %96
  %97 = trunc i64 %key0 to i32
  %98 = lshr i64 %key0, 32
  %99 = trunc i64 %98 to i32
  %100 = trunc i64 %group to i32
  %101 = trunc i64 %key1_step to i32
  %102 = lshr i64 %key1_step, 32
  %103 = trunc i64 %102 to i32
  %104 = lshr i64 %group, 32
  %105 = trunc i64 %104 to i32
  %106 = zext i32 %100 to i64
  %107 = mul i64 3528531795, %106
  %108 = zext i32 %103 to i64
  %109 = mul i64 3449720151, %108
  %110 = lshr i64 %107, 32
  %111 = trunc i64 %110 to i32
  %112 = trunc i64 %107 to i32
  %113 = lshr i64 %109, 32
  %114 = trunc i64 %113 to i32
  %115 = trunc i64 %109 to i32
  %116 = xor i32 %114, %101
  %117 = xor i32 %116, %97
  %118 = xor i32 %111, %105
  %119 = xor i32 %118, %99
  %120 = add i32 %97, -1640531527
  %121 = add i32 %99, -1150833019
  %122 = zext i32 %117 to i64
  %123 = mul i64 3528531795, %122
  %124 = zext i32 %119 to i64
  %125 = mul i64 3449720151, %124
  %126 = lshr i64 %123, 32
  %127 = trunc i64 %126 to i32
  %128 = trunc i64 %123 to i32
  %129 = lshr i64 %125, 32
  %130 = trunc i64 %129 to i32
  %131 = trunc i64 %125 to i32
  %132 = xor i32 %130, %115
  %133 = xor i32 %132, %120
  %134 = xor i32 %127, %112
  %135 = xor i32 %134, %121
  %136 = add i32 %120, -1640531527
  %137 = add i32 %121, -1150833019
  %138 = zext i32 %133 to i64
  %139 = mul i64 3528531795, %138
  %140 = zext i32 %135 to i64
  %141 = mul i64 3449720151, %140
  %142 = lshr i64 %139, 32
  %143 = trunc i64 %142 to i32
  %144 = trunc i64 %139 to i32
  %145 = lshr i64 %141, 32
  %146 = trunc i64 %145 to i32
  %147 = trunc i64 %141 to i32
  %148 = xor i32 %146, %131
  %149 = xor i32 %148, %136
  %150 = xor i32 %143, %128
  %151 = xor i32 %150, %137
  %152 = add i32 %136, -1640531527
  %153 = add i32 %137, -1150833019
  %154 = zext i32 %149 to i64
  %155 = mul i64 3528531795, %154
  %156 = zext i32 %151 to i64
  %157 = mul i64 3449720151, %156
  %158 = lshr i64 %155, 32
  %159 = trunc i64 %158 to i32
  %160 = trunc i64 %155 to i32
  %161 = lshr i64 %157, 32
  %162 = trunc i64 %161 to i32
  %163 = trunc i64 %157 to i32
  %164 = xor i32 %162, %147
  %165 = xor i32 %164, %152
  %166 = xor i32 %159, %144
  %167 = xor i32 %166, %153
  %168 = add i32 %152, -1640531527
  %169 = add i32 %153, -1150833019
  %170 = zext i32 %165 to i64
  %171 = mul i64 3528531795, %170
  %172 = zext i32 %167 to i64
  %173 = mul i64 3449720151, %172
  %174 = lshr i64 %171, 32
  %175 = trunc i64 %174 to i32
  %176 = trunc i64 %171 to i32
  %177 = lshr i64 %173, 32
  %178 = trunc i64 %177 to i32
  %179 = trunc i64 %173 to i32
  %180 = xor i32 %178, %163
  %181 = xor i32 %180, %168
  %182 = xor i32 %175, %160
  %183 = xor i32 %182, %169
  %184 = add i32 %168, -1640531527
  %185 = add i32 %169, -1150833019
  %186 = zext i32 %181 to i64
  %187 = mul i64 3528531795, %186
  %188 = zext i32 %183 to i64
  %189 = mul i64 3449720151, %188
  %190 = lshr i64 %187, 32
  %191 = trunc i64 %190 to i32
  %192 = trunc i64 %187 to i32
  %193 = lshr i64 %189, 32
  %194 = trunc i64 %193 to i32
  %195 = trunc i64 %189 to i32
  %196 = xor i32 %194, %179
  %197 = xor i32 %196, %184
  %198 = xor i32 %191, %176
  %199 = xor i32 %198, %185
  %200 = add i32 %184, -1640531527
  %201 = add i32 %185, -1150833019
  %202 = zext i32 %197 to i64
  %203 = mul i64 3528531795, %202
  %204 = zext i32 %199 to i64
  %205 = mul i64 3449720151, %204
  %206 = lshr i64 %203, 32
  %207 = trunc i64 %206 to i32
  %208 = trunc i64 %203 to i32
  %209 = lshr i64 %205, 32
  %210 = trunc i64 %209 to i32
  %211 = trunc i64 %205 to i32
  %212 = xor i32 %210, %195
  %213 = xor i32 %212, %200
  %214 = xor i32 %207, %192
  %215 = xor i32 %214, %201
  %216 = add i32 %200, -1640531527
  %217 = add i32 %201, -1150833019
  %218 = zext i32 %213 to i64
  %219 = mul i64 3528531795, %218
  %220 = zext i32 %215 to i64
  %221 = mul i64 3449720151, %220
  %222 = lshr i64 %219, 32
  %223 = trunc i64 %222 to i32
  %224 = trunc i64 %219 to i32
  %225 = lshr i64 %221, 32
  %226 = trunc i64 %225 to i32
  %227 = trunc i64 %221 to i32
  %228 = xor i32 %226, %211
  %229 = xor i32 %228, %216
  %230 = xor i32 %223, %208
  %231 = xor i32 %230, %217
  %232 = add i32 %216, -1640531527
  %233 = add i32 %217, -1150833019
  %234 = zext i32 %229 to i64
  %235 = mul i64 3528531795, %234
  %236 = zext i32 %231 to i64
  %237 = mul i64 3449720151, %236
  %238 = lshr i64 %235, 32
  %239 = trunc i64 %238 to i32
  %240 = trunc i64 %235 to i32
  %241 = lshr i64 %237, 32
  %242 = trunc i64 %241 to i32
  %243 = trunc i64 %237 to i32
  %244 = xor i32 %242, %227
  %245 = xor i32 %244, %232
  %246 = xor i32 %239, %224
  %247 = xor i32 %246, %233
  %248 = add i32 %232, -1640531527
  %249 = add i32 %233, -1150833019
  %250 = zext i32 %245 to i64
  %251 = mul i64 3528531795, %250
  %252 = zext i32 %247 to i64
  %253 = mul i64 3449720151, %252
  %254 = lshr i64 %251, 32
  %255 = trunc i64 %254 to i32
  %256 = trunc i64 %251 to i32
  %257 = lshr i64 %253, 32
  %258 = trunc i64 %257 to i32
  %259 = trunc i64 %253 to i32
  %260 = xor i32 %258, %243
  %261 = xor i32 %260, %248
  %262 = xor i32 %255, %240
  %263 = xor i32 %262, %249
  %which = and i64 %feature66, 3
  %264 = and i64 %which, 2
  %second_pair = icmp ne i64 %264, 0
  %265 = select i1 %second_pair, i32 %263, i32 %261
  %266 = select i1 %second_pair, i32 %256, i32 %259
  %267 = lshr i32 %265, 9
  %268 = sitofp i32 %267 to float
  %269 = fadd float %268, 5.000000e-01
  %270 = fmul float %269, 0x3E80000000000000
  %271 = lshr i32 %266, 9
  %272 = sitofp i32 %271 to float
  %273 = fadd float %272, 5.000000e-01
  %274 = fmul float %273, 0x3E80000000000000
  %275 = bitcast float %270 to i32
  %276 = add i32 %275, 4913933
  %277 = lshr i32 %276, 23
  %278 = sub i32 %277, 127
  %279 = and i32 %276, 8388607
  %280 = add i32 %279, 1060439283
  %281 = bitcast i32 %280 to float
  %282 = fsub float %281, 1.000000e+00
  %283 = fadd float 2.000000e+00, %282
  %284 = fdiv float %282, %283
  %285 = fmul float %284, %284
  %286 = fmul float %285, %285
  %287 = fmul float %286, 0x3FCF13C4C0000000
  %288 = fadd float 0x3FD999C260000000, %287
  %289 = fmul float %286, %288
  %290 = fmul float %286, 0x3FD23D3DC0000000
  %291 = fadd float 0x3FE5555540000000, %290
  %292 = fmul float %285, %291
  %293 = fadd float %292, %289
  %294 = fmul float 5.000000e-01, %282
  %295 = fmul float %294, %282
  %296 = sitofp i32 %278 to float
  %297 = fadd float %295, %293
  %298 = fmul float %284, %297
  %299 = fmul float %296, 0x3EE2FEFA20000000
  %300 = fadd float %298, %299
  %301 = fsub float %300, %295
  %302 = fadd float %301, %282
  %303 = fmul float %296, 0x3FE62E3000000000
  %304 = fadd float %302, %303
  %305 = fmul float -2.000000e+00, %304
  %306 = call float @llvm.sqrt.f32(float %305)
  %307 = fpext float %274 to double
  %308 = fmul double %307, 4.000000e+00
  %309 = fadd double %308, 0x4338000000000000
  %310 = fsub double %309, 0x4338000000000000
  %311 = fsub double %308, %310
  %312 = fmul double %311, 0x3FF921FB54442D18
  %313 = fmul double %312, %312
  %314 = fmul double %313, 0x3EC71DE3A556C734
  %315 = fadd double 0xBF2A01A01A01A01A, %314
  %316 = fmul double %313, %315
  %317 = fadd double 0x3F81111111111111, %316
  %318 = fmul double %313, %317
  %319 = fadd double 0xBFC5555555555555, %318
  %320 = fmul double %312, %313
  %321 = fmul double %320, %319
  %322 = fadd double %312, %321
  %323 = fmul double %313, 0xBE927E4FB7789F5C
  %324 = fadd double 0x3EFA01A01A01A01A, %323
  %325 = fmul double %313, %324
  %326 = fadd double 0xBF56C16C16C16C17, %325
  %327 = fmul double %313, %326
  %328 = fadd double 0x3FA5555555555555, %327
  %329 = fmul double %313, %313
  %330 = fmul double %329, %328
  %331 = fmul double 5.000000e-01, %313
  %332 = fsub double 1.000000e+00, %331
  %333 = fadd double %332, %330
  %334 = fneg double %322
  %335 = fneg double %333
  %336 = bitcast double %309 to i64
  %337 = and i64 %336, 1
  %338 = and i64 %336, 2
  %339 = icmp eq i64 %337, 1
  %340 = icmp eq i64 %338, 2
  %341 = select i1 %340, double %334, double %322
  %342 = select i1 %340, double %335, double %333
  %343 = select i1 %339, double %342, double %341
  %344 = select i1 %340, double %335, double %333
  %345 = select i1 %340, double %322, double %334
  %346 = select i1 %339, double %345, double %344
  %347 = fptrunc double %343 to float
  %348 = fptrunc double %346 to float
  %349 = fmul float %306, %348
  %350 = fmul float %306, %347
  %351 = and i64 %which, 1
  %odd = icmp ne i64 %351, 0
  %normal = select i1 %odd, float %350, float %349
  %352 = fmul float %normal, %noise_scale31
  %353 = fadd float %93, %352
  %bits = bitcast float %353 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %78, align 4
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %uniform_sinks.done
  %feature70 = add i64 %lane, 1024
  %valid71 = icmp ult i64 %feature70, %n_features
  %354 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %slot.done69
  %355 = load float, ptr %354, align 4
  %356 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %357 = fsub float %356, 4.000000e+00
  %358 = fmul float 2.000000e+00, %357
  %359 = fmul float 0x3F847AE140000000, %358
  %360 = fmul float 2.000000e+00, %355
  %361 = fmul float %359, %360
  %362 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature70
  %363 = load float, ptr addrspace(1) %362, align 4
  %364 = fsub float %355, %363
  %365 = fmul float 2.000000e+00, %364
  %366 = fmul float 5.000000e-01, %365
  %367 = fadd float %361, %366
  %368 = fmul float %367, %eta
  %369 = fsub float %355, %368
  %370 = add i64 %n_features, 3
  %groups74 = lshr i64 %370, 2
  %371 = mul i64 %row, %groups74
  %372 = lshr i64 %feature70, 2
  %group75 = add i64 %371, %372
  %373 = trunc i64 %key0 to i32
  %374 = lshr i64 %key0, 32
  %375 = trunc i64 %374 to i32
  %376 = trunc i64 %group75 to i32
  %377 = trunc i64 %key1_step to i32
  %378 = lshr i64 %key1_step, 32
  %379 = trunc i64 %378 to i32
  %380 = lshr i64 %group75, 32
  %381 = trunc i64 %380 to i32
  %382 = zext i32 %376 to i64
  %383 = mul i64 3528531795, %382
  %384 = zext i32 %379 to i64
  %385 = mul i64 3449720151, %384
  %386 = lshr i64 %383, 32
  %387 = trunc i64 %386 to i32
  %388 = trunc i64 %383 to i32
  %389 = lshr i64 %385, 32
  %390 = trunc i64 %389 to i32
  %391 = trunc i64 %385 to i32
  %392 = xor i32 %390, %377
  %393 = xor i32 %392, %373
  %394 = xor i32 %387, %381
  %395 = xor i32 %394, %375
  %396 = add i32 %373, -1640531527
  %397 = add i32 %375, -1150833019
  %398 = zext i32 %393 to i64
  %399 = mul i64 3528531795, %398
  %400 = zext i32 %395 to i64
  %401 = mul i64 3449720151, %400
  %402 = lshr i64 %399, 32
  %403 = trunc i64 %402 to i32
  %404 = trunc i64 %399 to i32
  %405 = lshr i64 %401, 32
  %406 = trunc i64 %405 to i32
  %407 = trunc i64 %401 to i32
  %408 = xor i32 %406, %391
  %409 = xor i32 %408, %396
  %410 = xor i32 %403, %388
  %411 = xor i32 %410, %397
  %412 = add i32 %396, -1640531527
  %413 = add i32 %397, -1150833019
  %414 = zext i32 %409 to i64
  %415 = mul i64 3528531795, %414
  %416 = zext i32 %411 to i64
  %417 = mul i64 3449720151, %416
  %418 = lshr i64 %415, 32
  %419 = trunc i64 %418 to i32
  %420 = trunc i64 %415 to i32
  %421 = lshr i64 %417, 32
  %422 = trunc i64 %421 to i32
  %423 = trunc i64 %417 to i32
  %424 = xor i32 %422, %407
  %425 = xor i32 %424, %412
  %426 = xor i32 %419, %404
  %427 = xor i32 %426, %413
  %428 = add i32 %412, -1640531527
  %429 = add i32 %413, -1150833019
  %430 = zext i32 %425 to i64
  %431 = mul i64 3528531795, %430
  %432 = zext i32 %427 to i64
  %433 = mul i64 3449720151, %432
  %434 = lshr i64 %431, 32
  %435 = trunc i64 %434 to i32
  %436 = trunc i64 %431 to i32
  %437 = lshr i64 %433, 32
  %438 = trunc i64 %437 to i32
  %439 = trunc i64 %433 to i32
  %440 = xor i32 %438, %423
  %441 = xor i32 %440, %428
  %442 = xor i32 %435, %420
  %443 = xor i32 %442, %429
  %444 = add i32 %428, -1640531527
  %445 = add i32 %429, -1150833019
  %446 = zext i32 %441 to i64
  %447 = mul i64 3528531795, %446
  %448 = zext i32 %443 to i64
  %449 = mul i64 3449720151, %448
  %450 = lshr i64 %447, 32
  %451 = trunc i64 %450 to i32
  %452 = trunc i64 %447 to i32
  %453 = lshr i64 %449, 32
  %454 = trunc i64 %453 to i32
  %455 = trunc i64 %449 to i32
  %456 = xor i32 %454, %439
  %457 = xor i32 %456, %444
  %458 = xor i32 %451, %436
  %459 = xor i32 %458, %445
  %460 = add i32 %444, -1640531527
  %461 = add i32 %445, -1150833019
  %462 = zext i32 %457 to i64
  %463 = mul i64 3528531795, %462
  %464 = zext i32 %459 to i64
  %465 = mul i64 3449720151, %464
  %466 = lshr i64 %463, 32
  %467 = trunc i64 %466 to i32
  %468 = trunc i64 %463 to i32
  %469 = lshr i64 %465, 32
  %470 = trunc i64 %469 to i32
  %471 = trunc i64 %465 to i32
  %472 = xor i32 %470, %455
  %473 = xor i32 %472, %460
  %474 = xor i32 %467, %452
  %475 = xor i32 %474, %461
  %476 = add i32 %460, -1640531527
  %477 = add i32 %461, -1150833019
  %478 = zext i32 %473 to i64
  %479 = mul i64 3528531795, %478
  %480 = zext i32 %475 to i64
  %481 = mul i64 3449720151, %480
  %482 = lshr i64 %479, 32
  %483 = trunc i64 %482 to i32
  %484 = trunc i64 %479 to i32
  %485 = lshr i64 %481, 32
  %486 = trunc i64 %485 to i32
  %487 = trunc i64 %481 to i32
  %488 = xor i32 %486, %471
  %489 = xor i32 %488, %476
  %490 = xor i32 %483, %468
  %491 = xor i32 %490, %477
  %492 = add i32 %476, -1640531527
  %493 = add i32 %477, -1150833019
  %494 = zext i32 %489 to i64
  %495 = mul i64 3528531795, %494
  %496 = zext i32 %491 to i64
  %497 = mul i64 3449720151, %496
  %498 = lshr i64 %495, 32
  %499 = trunc i64 %498 to i32
  %500 = trunc i64 %495 to i32
  %501 = lshr i64 %497, 32
  %502 = trunc i64 %501 to i32
  %503 = trunc i64 %497 to i32
  %504 = xor i32 %502, %487
  %505 = xor i32 %504, %492
  %506 = xor i32 %499, %484
  %507 = xor i32 %506, %493
  %508 = add i32 %492, -1640531527
  %509 = add i32 %493, -1150833019
  %510 = zext i32 %505 to i64
  %511 = mul i64 3528531795, %510
  %512 = zext i32 %507 to i64
  %513 = mul i64 3449720151, %512
  %514 = lshr i64 %511, 32
  %515 = trunc i64 %514 to i32
  %516 = trunc i64 %511 to i32
  %517 = lshr i64 %513, 32
  %518 = trunc i64 %517 to i32
  %519 = trunc i64 %513 to i32
  %520 = xor i32 %518, %503
  %521 = xor i32 %520, %508
  %522 = xor i32 %515, %500
  %523 = xor i32 %522, %509
  %524 = add i32 %508, -1640531527
  %525 = add i32 %509, -1150833019
  %526 = zext i32 %521 to i64
  %527 = mul i64 3528531795, %526
  %528 = zext i32 %523 to i64
  %529 = mul i64 3449720151, %528
  %530 = lshr i64 %527, 32
  %531 = trunc i64 %530 to i32
  %532 = trunc i64 %527 to i32
  %533 = lshr i64 %529, 32
  %534 = trunc i64 %533 to i32
  %535 = trunc i64 %529 to i32
  %536 = xor i32 %534, %519
  %537 = xor i32 %536, %524
  %538 = xor i32 %531, %516
  %539 = xor i32 %538, %525
  %which76 = and i64 %feature70, 3
  %540 = and i64 %which76, 2
  %second_pair77 = icmp ne i64 %540, 0
  %541 = select i1 %second_pair77, i32 %539, i32 %537
  %542 = select i1 %second_pair77, i32 %532, i32 %535
  %543 = lshr i32 %541, 9
  %544 = sitofp i32 %543 to float
  %545 = fadd float %544, 5.000000e-01
  %546 = fmul float %545, 0x3E80000000000000
  %547 = lshr i32 %542, 9
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
  %588 = fmul double %587, 0x3FF921FB54442D18
  %589 = fmul double %588, %588
  %590 = fmul double %589, 0x3EC71DE3A556C734
  %591 = fadd double 0xBF2A01A01A01A01A, %590
  %592 = fmul double %589, %591
  %593 = fadd double 0x3F81111111111111, %592
  %594 = fmul double %589, %593
  %595 = fadd double 0xBFC5555555555555, %594
  %596 = fmul double %588, %589
  %597 = fmul double %596, %595
  %598 = fadd double %588, %597
  %599 = fmul double %589, 0xBE927E4FB7789F5C
  %600 = fadd double 0x3EFA01A01A01A01A, %599
  %601 = fmul double %589, %600
  %602 = fadd double 0xBF56C16C16C16C17, %601
  %603 = fmul double %589, %602
  %604 = fadd double 0x3FA5555555555555, %603
  %605 = fmul double %589, %589
  %606 = fmul double %605, %604
  %607 = fmul double 5.000000e-01, %589
  %608 = fsub double 1.000000e+00, %607
  %609 = fadd double %608, %606
  %610 = fneg double %598
  %611 = fneg double %609
  %612 = bitcast double %585 to i64
  %613 = and i64 %612, 1
  %614 = and i64 %612, 2
  %615 = icmp eq i64 %613, 1
  %616 = icmp eq i64 %614, 2
  %617 = select i1 %616, double %610, double %598
  %618 = select i1 %616, double %611, double %609
  %619 = select i1 %615, double %618, double %617
  %620 = select i1 %616, double %611, double %609
  %621 = select i1 %616, double %598, double %610
  %622 = select i1 %615, double %621, double %620
  %623 = fptrunc double %619 to float
  %624 = fptrunc double %622 to float
  %625 = fmul float %582, %624
  %626 = fmul float %582, %623
  %627 = and i64 %which76, 1
  %odd78 = icmp ne i64 %627, 0
  %normal79 = select i1 %odd78, float %626, float %625
  %628 = fmul float %normal79, %noise_scale31
  %629 = fadd float %369, %628
  %bits80 = bitcast float %629 to i32
  %magnitude81 = and i32 %bits80, 2147483647
  %is_nan82 = icmp ugt i32 %magnitude81, 2139095040
  %canonical83 = select i1 %is_nan82, i32 2143289344, i32 %bits80
  store i32 %canonical83, ptr %354, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %slot.done69
  %feature84 = add i64 %lane, 2048
  %valid85 = icmp ult i64 %feature84, %n_features
  %630 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid85, label %slot.then86, label %slot.done87

slot.then86:                                      ; preds = %slot.done73
  %631 = load float, ptr %630, align 4
  %632 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %633 = fsub float %632, 4.000000e+00
  %634 = fmul float 2.000000e+00, %633
  %635 = fmul float 0x3F847AE140000000, %634
  %636 = fmul float 2.000000e+00, %631
  %637 = fmul float %635, %636
  %638 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature84
  %639 = load float, ptr addrspace(1) %638, align 4
  %640 = fsub float %631, %639
  %641 = fmul float 2.000000e+00, %640
  %642 = fmul float 5.000000e-01, %641
  %643 = fadd float %637, %642
  %644 = fmul float %643, %eta
  %645 = fsub float %631, %644
  %646 = add i64 %n_features, 3
  %groups88 = lshr i64 %646, 2
  %647 = mul i64 %row, %groups88
  %648 = lshr i64 %feature84, 2
  %group89 = add i64 %647, %648
  %649 = trunc i64 %key0 to i32
  %650 = lshr i64 %key0, 32
  %651 = trunc i64 %650 to i32
  %652 = trunc i64 %group89 to i32
  %653 = trunc i64 %key1_step to i32
  %654 = lshr i64 %key1_step, 32
  %655 = trunc i64 %654 to i32
  %656 = lshr i64 %group89, 32
  %657 = trunc i64 %656 to i32
  %658 = zext i32 %652 to i64
  %659 = mul i64 3528531795, %658
  %660 = zext i32 %655 to i64
  %661 = mul i64 3449720151, %660
  %662 = lshr i64 %659, 32
  %663 = trunc i64 %662 to i32
  %664 = trunc i64 %659 to i32
  %665 = lshr i64 %661, 32
  %666 = trunc i64 %665 to i32
  %667 = trunc i64 %661 to i32
  %668 = xor i32 %666, %653
  %669 = xor i32 %668, %649
  %670 = xor i32 %663, %657
  %671 = xor i32 %670, %651
  %672 = add i32 %649, -1640531527
  %673 = add i32 %651, -1150833019
  %674 = zext i32 %669 to i64
  %675 = mul i64 3528531795, %674
  %676 = zext i32 %671 to i64
  %677 = mul i64 3449720151, %676
  %678 = lshr i64 %675, 32
  %679 = trunc i64 %678 to i32
  %680 = trunc i64 %675 to i32
  %681 = lshr i64 %677, 32
  %682 = trunc i64 %681 to i32
  %683 = trunc i64 %677 to i32
  %684 = xor i32 %682, %667
  %685 = xor i32 %684, %672
  %686 = xor i32 %679, %664
  %687 = xor i32 %686, %673
  %688 = add i32 %672, -1640531527
  %689 = add i32 %673, -1150833019
  %690 = zext i32 %685 to i64
  %691 = mul i64 3528531795, %690
  %692 = zext i32 %687 to i64
  %693 = mul i64 3449720151, %692
  %694 = lshr i64 %691, 32
  %695 = trunc i64 %694 to i32
  %696 = trunc i64 %691 to i32
  %697 = lshr i64 %693, 32
  %698 = trunc i64 %697 to i32
  %699 = trunc i64 %693 to i32
  %700 = xor i32 %698, %683
  %701 = xor i32 %700, %688
  %702 = xor i32 %695, %680
  %703 = xor i32 %702, %689
  %704 = add i32 %688, -1640531527
  %705 = add i32 %689, -1150833019
  %706 = zext i32 %701 to i64
  %707 = mul i64 3528531795, %706
  %708 = zext i32 %703 to i64
  %709 = mul i64 3449720151, %708
  %710 = lshr i64 %707, 32
  %711 = trunc i64 %710 to i32
  %712 = trunc i64 %707 to i32
  %713 = lshr i64 %709, 32
  %714 = trunc i64 %713 to i32
  %715 = trunc i64 %709 to i32
  %716 = xor i32 %714, %699
  %717 = xor i32 %716, %704
  %718 = xor i32 %711, %696
  %719 = xor i32 %718, %705
  %720 = add i32 %704, -1640531527
  %721 = add i32 %705, -1150833019
  %722 = zext i32 %717 to i64
  %723 = mul i64 3528531795, %722
  %724 = zext i32 %719 to i64
  %725 = mul i64 3449720151, %724
  %726 = lshr i64 %723, 32
  %727 = trunc i64 %726 to i32
  %728 = trunc i64 %723 to i32
  %729 = lshr i64 %725, 32
  %730 = trunc i64 %729 to i32
  %731 = trunc i64 %725 to i32
  %732 = xor i32 %730, %715
  %733 = xor i32 %732, %720
  %734 = xor i32 %727, %712
  %735 = xor i32 %734, %721
  %736 = add i32 %720, -1640531527
  %737 = add i32 %721, -1150833019
  %738 = zext i32 %733 to i64
  %739 = mul i64 3528531795, %738
  %740 = zext i32 %735 to i64
  %741 = mul i64 3449720151, %740
  %742 = lshr i64 %739, 32
  %743 = trunc i64 %742 to i32
  %744 = trunc i64 %739 to i32
  %745 = lshr i64 %741, 32
  %746 = trunc i64 %745 to i32
  %747 = trunc i64 %741 to i32
  %748 = xor i32 %746, %731
  %749 = xor i32 %748, %736
  %750 = xor i32 %743, %728
  %751 = xor i32 %750, %737
  %752 = add i32 %736, -1640531527
  %753 = add i32 %737, -1150833019
  %754 = zext i32 %749 to i64
  %755 = mul i64 3528531795, %754
  %756 = zext i32 %751 to i64
  %757 = mul i64 3449720151, %756
  %758 = lshr i64 %755, 32
  %759 = trunc i64 %758 to i32
  %760 = trunc i64 %755 to i32
  %761 = lshr i64 %757, 32
  %762 = trunc i64 %761 to i32
  %763 = trunc i64 %757 to i32
  %764 = xor i32 %762, %747
  %765 = xor i32 %764, %752
  %766 = xor i32 %759, %744
  %767 = xor i32 %766, %753
  %768 = add i32 %752, -1640531527
  %769 = add i32 %753, -1150833019
  %770 = zext i32 %765 to i64
  %771 = mul i64 3528531795, %770
  %772 = zext i32 %767 to i64
  %773 = mul i64 3449720151, %772
  %774 = lshr i64 %771, 32
  %775 = trunc i64 %774 to i32
  %776 = trunc i64 %771 to i32
  %777 = lshr i64 %773, 32
  %778 = trunc i64 %777 to i32
  %779 = trunc i64 %773 to i32
  %780 = xor i32 %778, %763
  %781 = xor i32 %780, %768
  %782 = xor i32 %775, %760
  %783 = xor i32 %782, %769
  %784 = add i32 %768, -1640531527
  %785 = add i32 %769, -1150833019
  %786 = zext i32 %781 to i64
  %787 = mul i64 3528531795, %786
  %788 = zext i32 %783 to i64
  %789 = mul i64 3449720151, %788
  %790 = lshr i64 %787, 32
  %791 = trunc i64 %790 to i32
  %792 = trunc i64 %787 to i32
  %793 = lshr i64 %789, 32
  %794 = trunc i64 %793 to i32
  %795 = trunc i64 %789 to i32
  %796 = xor i32 %794, %779
  %797 = xor i32 %796, %784
  %798 = xor i32 %791, %776
  %799 = xor i32 %798, %785
  %800 = add i32 %784, -1640531527
  %801 = add i32 %785, -1150833019
  %802 = zext i32 %797 to i64
  %803 = mul i64 3528531795, %802
  %804 = zext i32 %799 to i64
  %805 = mul i64 3449720151, %804
  %806 = lshr i64 %803, 32
  %807 = trunc i64 %806 to i32
  %808 = trunc i64 %803 to i32
  %809 = lshr i64 %805, 32
  %810 = trunc i64 %809 to i32
  %811 = trunc i64 %805 to i32
  %812 = xor i32 %810, %795
  %813 = xor i32 %812, %800
  %814 = xor i32 %807, %792
  %815 = xor i32 %814, %801
  %which90 = and i64 %feature84, 3
  %816 = and i64 %which90, 2
  %second_pair91 = icmp ne i64 %816, 0
  %817 = select i1 %second_pair91, i32 %815, i32 %813
  %818 = select i1 %second_pair91, i32 %808, i32 %811
  %819 = lshr i32 %817, 9
  %820 = sitofp i32 %819 to float
  %821 = fadd float %820, 5.000000e-01
  %822 = fmul float %821, 0x3E80000000000000
  %823 = lshr i32 %818, 9
  %824 = sitofp i32 %823 to float
  %825 = fadd float %824, 5.000000e-01
  %826 = fmul float %825, 0x3E80000000000000
  %827 = bitcast float %822 to i32
  %828 = add i32 %827, 4913933
  %829 = lshr i32 %828, 23
  %830 = sub i32 %829, 127
  %831 = and i32 %828, 8388607
  %832 = add i32 %831, 1060439283
  %833 = bitcast i32 %832 to float
  %834 = fsub float %833, 1.000000e+00
  %835 = fadd float 2.000000e+00, %834
  %836 = fdiv float %834, %835
  %837 = fmul float %836, %836
  %838 = fmul float %837, %837
  %839 = fmul float %838, 0x3FCF13C4C0000000
  %840 = fadd float 0x3FD999C260000000, %839
  %841 = fmul float %838, %840
  %842 = fmul float %838, 0x3FD23D3DC0000000
  %843 = fadd float 0x3FE5555540000000, %842
  %844 = fmul float %837, %843
  %845 = fadd float %844, %841
  %846 = fmul float 5.000000e-01, %834
  %847 = fmul float %846, %834
  %848 = sitofp i32 %830 to float
  %849 = fadd float %847, %845
  %850 = fmul float %836, %849
  %851 = fmul float %848, 0x3EE2FEFA20000000
  %852 = fadd float %850, %851
  %853 = fsub float %852, %847
  %854 = fadd float %853, %834
  %855 = fmul float %848, 0x3FE62E3000000000
  %856 = fadd float %854, %855
  %857 = fmul float -2.000000e+00, %856
  %858 = call float @llvm.sqrt.f32(float %857)
  %859 = fpext float %826 to double
  %860 = fmul double %859, 4.000000e+00
  %861 = fadd double %860, 0x4338000000000000
  %862 = fsub double %861, 0x4338000000000000
  %863 = fsub double %860, %862
  %864 = fmul double %863, 0x3FF921FB54442D18
  %865 = fmul double %864, %864
  %866 = fmul double %865, 0x3EC71DE3A556C734
  %867 = fadd double 0xBF2A01A01A01A01A, %866
  %868 = fmul double %865, %867
  %869 = fadd double 0x3F81111111111111, %868
  %870 = fmul double %865, %869
  %871 = fadd double 0xBFC5555555555555, %870
  %872 = fmul double %864, %865
  %873 = fmul double %872, %871
  %874 = fadd double %864, %873
  %875 = fmul double %865, 0xBE927E4FB7789F5C
  %876 = fadd double 0x3EFA01A01A01A01A, %875
  %877 = fmul double %865, %876
  %878 = fadd double 0xBF56C16C16C16C17, %877
  %879 = fmul double %865, %878
  %880 = fadd double 0x3FA5555555555555, %879
  %881 = fmul double %865, %865
  %882 = fmul double %881, %880
  %883 = fmul double 5.000000e-01, %865
  %884 = fsub double 1.000000e+00, %883
  %885 = fadd double %884, %882
  %886 = fneg double %874
  %887 = fneg double %885
  %888 = bitcast double %861 to i64
  %889 = and i64 %888, 1
  %890 = and i64 %888, 2
  %891 = icmp eq i64 %889, 1
  %892 = icmp eq i64 %890, 2
  %893 = select i1 %892, double %886, double %874
  %894 = select i1 %892, double %887, double %885
  %895 = select i1 %891, double %894, double %893
  %896 = select i1 %892, double %887, double %885
  %897 = select i1 %892, double %874, double %886
  %898 = select i1 %891, double %897, double %896
  %899 = fptrunc double %895 to float
  %900 = fptrunc double %898 to float
  %901 = fmul float %858, %900
  %902 = fmul float %858, %899
  %903 = and i64 %which90, 1
  %odd92 = icmp ne i64 %903, 0
  %normal93 = select i1 %odd92, float %902, float %901
  %904 = fmul float %normal93, %noise_scale31
  %905 = fadd float %645, %904
  %bits94 = bitcast float %905 to i32
  %magnitude95 = and i32 %bits94, 2147483647
  %is_nan96 = icmp ugt i32 %magnitude95, 2139095040
  %canonical97 = select i1 %is_nan96, i32 2143289344, i32 %bits94
  store i32 %canonical97, ptr %630, align 4
  br label %slot.done87

slot.done87:                                      ; preds = %slot.then86, %slot.done73
  %feature98 = add i64 %lane, 3072
  %valid99 = icmp ult i64 %feature98, %n_features
  %906 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid99, label %slot.then100, label %slot.done101

slot.then100:                                     ; preds = %slot.done87
  %907 = load float, ptr %906, align 4
  %908 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %909 = fsub float %908, 4.000000e+00
  %910 = fmul float 2.000000e+00, %909
  %911 = fmul float 0x3F847AE140000000, %910
  %912 = fmul float 2.000000e+00, %907
  %913 = fmul float %911, %912
  %914 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature98
  %915 = load float, ptr addrspace(1) %914, align 4
  %916 = fsub float %907, %915
  %917 = fmul float 2.000000e+00, %916
  %918 = fmul float 5.000000e-01, %917
  %919 = fadd float %913, %918
  %920 = fmul float %919, %eta
  %921 = fsub float %907, %920
  %922 = add i64 %n_features, 3
  %groups102 = lshr i64 %922, 2
  %923 = mul i64 %row, %groups102
  %924 = lshr i64 %feature98, 2
  %group103 = add i64 %923, %924
  %925 = trunc i64 %key0 to i32
  %926 = lshr i64 %key0, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %group103 to i32
  %929 = trunc i64 %key1_step to i32
  %930 = lshr i64 %key1_step, 32
  %931 = trunc i64 %930 to i32
  %932 = lshr i64 %group103, 32
  %933 = trunc i64 %932 to i32
  %934 = zext i32 %928 to i64
  %935 = mul i64 3528531795, %934
  %936 = zext i32 %931 to i64
  %937 = mul i64 3449720151, %936
  %938 = lshr i64 %935, 32
  %939 = trunc i64 %938 to i32
  %940 = trunc i64 %935 to i32
  %941 = lshr i64 %937, 32
  %942 = trunc i64 %941 to i32
  %943 = trunc i64 %937 to i32
  %944 = xor i32 %942, %929
  %945 = xor i32 %944, %925
  %946 = xor i32 %939, %933
  %947 = xor i32 %946, %927
  %948 = add i32 %925, -1640531527
  %949 = add i32 %927, -1150833019
  %950 = zext i32 %945 to i64
  %951 = mul i64 3528531795, %950
  %952 = zext i32 %947 to i64
  %953 = mul i64 3449720151, %952
  %954 = lshr i64 %951, 32
  %955 = trunc i64 %954 to i32
  %956 = trunc i64 %951 to i32
  %957 = lshr i64 %953, 32
  %958 = trunc i64 %957 to i32
  %959 = trunc i64 %953 to i32
  %960 = xor i32 %958, %943
  %961 = xor i32 %960, %948
  %962 = xor i32 %955, %940
  %963 = xor i32 %962, %949
  %964 = add i32 %948, -1640531527
  %965 = add i32 %949, -1150833019
  %966 = zext i32 %961 to i64
  %967 = mul i64 3528531795, %966
  %968 = zext i32 %963 to i64
  %969 = mul i64 3449720151, %968
  %970 = lshr i64 %967, 32
  %971 = trunc i64 %970 to i32
  %972 = trunc i64 %967 to i32
  %973 = lshr i64 %969, 32
  %974 = trunc i64 %973 to i32
  %975 = trunc i64 %969 to i32
  %976 = xor i32 %974, %959
  %977 = xor i32 %976, %964
  %978 = xor i32 %971, %956
  %979 = xor i32 %978, %965
  %980 = add i32 %964, -1640531527
  %981 = add i32 %965, -1150833019
  %982 = zext i32 %977 to i64
  %983 = mul i64 3528531795, %982
  %984 = zext i32 %979 to i64
  %985 = mul i64 3449720151, %984
  %986 = lshr i64 %983, 32
  %987 = trunc i64 %986 to i32
  %988 = trunc i64 %983 to i32
  %989 = lshr i64 %985, 32
  %990 = trunc i64 %989 to i32
  %991 = trunc i64 %985 to i32
  %992 = xor i32 %990, %975
  %993 = xor i32 %992, %980
  %994 = xor i32 %987, %972
  %995 = xor i32 %994, %981
  %996 = add i32 %980, -1640531527
  %997 = add i32 %981, -1150833019
  %998 = zext i32 %993 to i64
  %999 = mul i64 3528531795, %998
  %1000 = zext i32 %995 to i64
  %1001 = mul i64 3449720151, %1000
  %1002 = lshr i64 %999, 32
  %1003 = trunc i64 %1002 to i32
  %1004 = trunc i64 %999 to i32
  %1005 = lshr i64 %1001, 32
  %1006 = trunc i64 %1005 to i32
  %1007 = trunc i64 %1001 to i32
  %1008 = xor i32 %1006, %991
  %1009 = xor i32 %1008, %996
  %1010 = xor i32 %1003, %988
  %1011 = xor i32 %1010, %997
  %1012 = add i32 %996, -1640531527
  %1013 = add i32 %997, -1150833019
  %1014 = zext i32 %1009 to i64
  %1015 = mul i64 3528531795, %1014
  %1016 = zext i32 %1011 to i64
  %1017 = mul i64 3449720151, %1016
  %1018 = lshr i64 %1015, 32
  %1019 = trunc i64 %1018 to i32
  %1020 = trunc i64 %1015 to i32
  %1021 = lshr i64 %1017, 32
  %1022 = trunc i64 %1021 to i32
  %1023 = trunc i64 %1017 to i32
  %1024 = xor i32 %1022, %1007
  %1025 = xor i32 %1024, %1012
  %1026 = xor i32 %1019, %1004
  %1027 = xor i32 %1026, %1013
  %1028 = add i32 %1012, -1640531527
  %1029 = add i32 %1013, -1150833019
  %1030 = zext i32 %1025 to i64
  %1031 = mul i64 3528531795, %1030
  %1032 = zext i32 %1027 to i64
  %1033 = mul i64 3449720151, %1032
  %1034 = lshr i64 %1031, 32
  %1035 = trunc i64 %1034 to i32
  %1036 = trunc i64 %1031 to i32
  %1037 = lshr i64 %1033, 32
  %1038 = trunc i64 %1037 to i32
  %1039 = trunc i64 %1033 to i32
  %1040 = xor i32 %1038, %1023
  %1041 = xor i32 %1040, %1028
  %1042 = xor i32 %1035, %1020
  %1043 = xor i32 %1042, %1029
  %1044 = add i32 %1028, -1640531527
  %1045 = add i32 %1029, -1150833019
  %1046 = zext i32 %1041 to i64
  %1047 = mul i64 3528531795, %1046
  %1048 = zext i32 %1043 to i64
  %1049 = mul i64 3449720151, %1048
  %1050 = lshr i64 %1047, 32
  %1051 = trunc i64 %1050 to i32
  %1052 = trunc i64 %1047 to i32
  %1053 = lshr i64 %1049, 32
  %1054 = trunc i64 %1053 to i32
  %1055 = trunc i64 %1049 to i32
  %1056 = xor i32 %1054, %1039
  %1057 = xor i32 %1056, %1044
  %1058 = xor i32 %1051, %1036
  %1059 = xor i32 %1058, %1045
  %1060 = add i32 %1044, -1640531527
  %1061 = add i32 %1045, -1150833019
  %1062 = zext i32 %1057 to i64
  %1063 = mul i64 3528531795, %1062
  %1064 = zext i32 %1059 to i64
  %1065 = mul i64 3449720151, %1064
  %1066 = lshr i64 %1063, 32
  %1067 = trunc i64 %1066 to i32
  %1068 = trunc i64 %1063 to i32
  %1069 = lshr i64 %1065, 32
  %1070 = trunc i64 %1069 to i32
  %1071 = trunc i64 %1065 to i32
  %1072 = xor i32 %1070, %1055
  %1073 = xor i32 %1072, %1060
  %1074 = xor i32 %1067, %1052
  %1075 = xor i32 %1074, %1061
  %1076 = add i32 %1060, -1640531527
  %1077 = add i32 %1061, -1150833019
  %1078 = zext i32 %1073 to i64
  %1079 = mul i64 3528531795, %1078
  %1080 = zext i32 %1075 to i64
  %1081 = mul i64 3449720151, %1080
  %1082 = lshr i64 %1079, 32
  %1083 = trunc i64 %1082 to i32
  %1084 = trunc i64 %1079 to i32
  %1085 = lshr i64 %1081, 32
  %1086 = trunc i64 %1085 to i32
  %1087 = trunc i64 %1081 to i32
  %1088 = xor i32 %1086, %1071
  %1089 = xor i32 %1088, %1076
  %1090 = xor i32 %1083, %1068
  %1091 = xor i32 %1090, %1077
  %which104 = and i64 %feature98, 3
  %1092 = and i64 %which104, 2
  %second_pair105 = icmp ne i64 %1092, 0
  %1093 = select i1 %second_pair105, i32 %1091, i32 %1089
  %1094 = select i1 %second_pair105, i32 %1084, i32 %1087
  %1095 = lshr i32 %1093, 9
  %1096 = sitofp i32 %1095 to float
  %1097 = fadd float %1096, 5.000000e-01
  %1098 = fmul float %1097, 0x3E80000000000000
  %1099 = lshr i32 %1094, 9
  %1100 = sitofp i32 %1099 to float
  %1101 = fadd float %1100, 5.000000e-01
  %1102 = fmul float %1101, 0x3E80000000000000
  %1103 = bitcast float %1098 to i32
  %1104 = add i32 %1103, 4913933
  %1105 = lshr i32 %1104, 23
  %1106 = sub i32 %1105, 127
  %1107 = and i32 %1104, 8388607
  %1108 = add i32 %1107, 1060439283
  %1109 = bitcast i32 %1108 to float
  %1110 = fsub float %1109, 1.000000e+00
  %1111 = fadd float 2.000000e+00, %1110
  %1112 = fdiv float %1110, %1111
  %1113 = fmul float %1112, %1112
  %1114 = fmul float %1113, %1113
  %1115 = fmul float %1114, 0x3FCF13C4C0000000
  %1116 = fadd float 0x3FD999C260000000, %1115
  %1117 = fmul float %1114, %1116
  %1118 = fmul float %1114, 0x3FD23D3DC0000000
  %1119 = fadd float 0x3FE5555540000000, %1118
  %1120 = fmul float %1113, %1119
  %1121 = fadd float %1120, %1117
  %1122 = fmul float 5.000000e-01, %1110
  %1123 = fmul float %1122, %1110
  %1124 = sitofp i32 %1106 to float
  %1125 = fadd float %1123, %1121
  %1126 = fmul float %1112, %1125
  %1127 = fmul float %1124, 0x3EE2FEFA20000000
  %1128 = fadd float %1126, %1127
  %1129 = fsub float %1128, %1123
  %1130 = fadd float %1129, %1110
  %1131 = fmul float %1124, 0x3FE62E3000000000
  %1132 = fadd float %1130, %1131
  %1133 = fmul float -2.000000e+00, %1132
  %1134 = call float @llvm.sqrt.f32(float %1133)
  %1135 = fpext float %1102 to double
  %1136 = fmul double %1135, 4.000000e+00
  %1137 = fadd double %1136, 0x4338000000000000
  %1138 = fsub double %1137, 0x4338000000000000
  %1139 = fsub double %1136, %1138
  %1140 = fmul double %1139, 0x3FF921FB54442D18
  %1141 = fmul double %1140, %1140
  %1142 = fmul double %1141, 0x3EC71DE3A556C734
  %1143 = fadd double 0xBF2A01A01A01A01A, %1142
  %1144 = fmul double %1141, %1143
  %1145 = fadd double 0x3F81111111111111, %1144
  %1146 = fmul double %1141, %1145
  %1147 = fadd double 0xBFC5555555555555, %1146
  %1148 = fmul double %1140, %1141
  %1149 = fmul double %1148, %1147
  %1150 = fadd double %1140, %1149
  %1151 = fmul double %1141, 0xBE927E4FB7789F5C
  %1152 = fadd double 0x3EFA01A01A01A01A, %1151
  %1153 = fmul double %1141, %1152
  %1154 = fadd double 0xBF56C16C16C16C17, %1153
  %1155 = fmul double %1141, %1154
  %1156 = fadd double 0x3FA5555555555555, %1155
  %1157 = fmul double %1141, %1141
  %1158 = fmul double %1157, %1156
  %1159 = fmul double 5.000000e-01, %1141
  %1160 = fsub double 1.000000e+00, %1159
  %1161 = fadd double %1160, %1158
  %1162 = fneg double %1150
  %1163 = fneg double %1161
  %1164 = bitcast double %1137 to i64
  %1165 = and i64 %1164, 1
  %1166 = and i64 %1164, 2
  %1167 = icmp eq i64 %1165, 1
  %1168 = icmp eq i64 %1166, 2
  %1169 = select i1 %1168, double %1162, double %1150
  %1170 = select i1 %1168, double %1163, double %1161
  %1171 = select i1 %1167, double %1170, double %1169
  %1172 = select i1 %1168, double %1163, double %1161
  %1173 = select i1 %1168, double %1150, double %1162
  %1174 = select i1 %1167, double %1173, double %1172
  %1175 = fptrunc double %1171 to float
  %1176 = fptrunc double %1174 to float
  %1177 = fmul float %1134, %1176
  %1178 = fmul float %1134, %1175
  %1179 = and i64 %which104, 1
  %odd106 = icmp ne i64 %1179, 0
  %normal107 = select i1 %odd106, float %1178, float %1177
  %1180 = fmul float %normal107, %noise_scale31
  %1181 = fadd float %921, %1180
  %bits108 = bitcast float %1181 to i32
  %magnitude109 = and i32 %bits108, 2147483647
  %is_nan110 = icmp ugt i32 %magnitude109, 2139095040
  %canonical111 = select i1 %is_nan110, i32 2143289344, i32 %bits108
  store i32 %canonical111, ptr %906, align 4
  br label %slot.done101

slot.done101:                                     ; preds = %slot.then100, %slot.done87
  %feature112 = add i64 %lane, 4096
  %valid113 = icmp ult i64 %feature112, %n_features
  %1182 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid113, label %slot.then114, label %slot.done115

slot.then114:                                     ; preds = %slot.done101
  %1183 = load float, ptr %1182, align 4
  %1184 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1185 = fsub float %1184, 4.000000e+00
  %1186 = fmul float 2.000000e+00, %1185
  %1187 = fmul float 0x3F847AE140000000, %1186
  %1188 = fmul float 2.000000e+00, %1183
  %1189 = fmul float %1187, %1188
  %1190 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature112
  %1191 = load float, ptr addrspace(1) %1190, align 4
  %1192 = fsub float %1183, %1191
  %1193 = fmul float 2.000000e+00, %1192
  %1194 = fmul float 5.000000e-01, %1193
  %1195 = fadd float %1189, %1194
  %1196 = fmul float %1195, %eta
  %1197 = fsub float %1183, %1196
  %1198 = add i64 %n_features, 3
  %groups116 = lshr i64 %1198, 2
  %1199 = mul i64 %row, %groups116
  %1200 = lshr i64 %feature112, 2
  %group117 = add i64 %1199, %1200
  %1201 = trunc i64 %key0 to i32
  %1202 = lshr i64 %key0, 32
  %1203 = trunc i64 %1202 to i32
  %1204 = trunc i64 %group117 to i32
  %1205 = trunc i64 %key1_step to i32
  %1206 = lshr i64 %key1_step, 32
  %1207 = trunc i64 %1206 to i32
  %1208 = lshr i64 %group117, 32
  %1209 = trunc i64 %1208 to i32
  %1210 = zext i32 %1204 to i64
  %1211 = mul i64 3528531795, %1210
  %1212 = zext i32 %1207 to i64
  %1213 = mul i64 3449720151, %1212
  %1214 = lshr i64 %1211, 32
  %1215 = trunc i64 %1214 to i32
  %1216 = trunc i64 %1211 to i32
  %1217 = lshr i64 %1213, 32
  %1218 = trunc i64 %1217 to i32
  %1219 = trunc i64 %1213 to i32
  %1220 = xor i32 %1218, %1205
  %1221 = xor i32 %1220, %1201
  %1222 = xor i32 %1215, %1209
  %1223 = xor i32 %1222, %1203
  %1224 = add i32 %1201, -1640531527
  %1225 = add i32 %1203, -1150833019
  %1226 = zext i32 %1221 to i64
  %1227 = mul i64 3528531795, %1226
  %1228 = zext i32 %1223 to i64
  %1229 = mul i64 3449720151, %1228
  %1230 = lshr i64 %1227, 32
  %1231 = trunc i64 %1230 to i32
  %1232 = trunc i64 %1227 to i32
  %1233 = lshr i64 %1229, 32
  %1234 = trunc i64 %1233 to i32
  %1235 = trunc i64 %1229 to i32
  %1236 = xor i32 %1234, %1219
  %1237 = xor i32 %1236, %1224
  %1238 = xor i32 %1231, %1216
  %1239 = xor i32 %1238, %1225
  %1240 = add i32 %1224, -1640531527
  %1241 = add i32 %1225, -1150833019
  %1242 = zext i32 %1237 to i64
  %1243 = mul i64 3528531795, %1242
  %1244 = zext i32 %1239 to i64
  %1245 = mul i64 3449720151, %1244
  %1246 = lshr i64 %1243, 32
  %1247 = trunc i64 %1246 to i32
  %1248 = trunc i64 %1243 to i32
  %1249 = lshr i64 %1245, 32
  %1250 = trunc i64 %1249 to i32
  %1251 = trunc i64 %1245 to i32
  %1252 = xor i32 %1250, %1235
  %1253 = xor i32 %1252, %1240
  %1254 = xor i32 %1247, %1232
  %1255 = xor i32 %1254, %1241
  %1256 = add i32 %1240, -1640531527
  %1257 = add i32 %1241, -1150833019
  %1258 = zext i32 %1253 to i64
  %1259 = mul i64 3528531795, %1258
  %1260 = zext i32 %1255 to i64
  %1261 = mul i64 3449720151, %1260
  %1262 = lshr i64 %1259, 32
  %1263 = trunc i64 %1262 to i32
  %1264 = trunc i64 %1259 to i32
  %1265 = lshr i64 %1261, 32
  %1266 = trunc i64 %1265 to i32
  %1267 = trunc i64 %1261 to i32
  %1268 = xor i32 %1266, %1251
  %1269 = xor i32 %1268, %1256
  %1270 = xor i32 %1263, %1248
  %1271 = xor i32 %1270, %1257
  %1272 = add i32 %1256, -1640531527
  %1273 = add i32 %1257, -1150833019
  %1274 = zext i32 %1269 to i64
  %1275 = mul i64 3528531795, %1274
  %1276 = zext i32 %1271 to i64
  %1277 = mul i64 3449720151, %1276
  %1278 = lshr i64 %1275, 32
  %1279 = trunc i64 %1278 to i32
  %1280 = trunc i64 %1275 to i32
  %1281 = lshr i64 %1277, 32
  %1282 = trunc i64 %1281 to i32
  %1283 = trunc i64 %1277 to i32
  %1284 = xor i32 %1282, %1267
  %1285 = xor i32 %1284, %1272
  %1286 = xor i32 %1279, %1264
  %1287 = xor i32 %1286, %1273
  %1288 = add i32 %1272, -1640531527
  %1289 = add i32 %1273, -1150833019
  %1290 = zext i32 %1285 to i64
  %1291 = mul i64 3528531795, %1290
  %1292 = zext i32 %1287 to i64
  %1293 = mul i64 3449720151, %1292
  %1294 = lshr i64 %1291, 32
  %1295 = trunc i64 %1294 to i32
  %1296 = trunc i64 %1291 to i32
  %1297 = lshr i64 %1293, 32
  %1298 = trunc i64 %1297 to i32
  %1299 = trunc i64 %1293 to i32
  %1300 = xor i32 %1298, %1283
  %1301 = xor i32 %1300, %1288
  %1302 = xor i32 %1295, %1280
  %1303 = xor i32 %1302, %1289
  %1304 = add i32 %1288, -1640531527
  %1305 = add i32 %1289, -1150833019
  %1306 = zext i32 %1301 to i64
  %1307 = mul i64 3528531795, %1306
  %1308 = zext i32 %1303 to i64
  %1309 = mul i64 3449720151, %1308
  %1310 = lshr i64 %1307, 32
  %1311 = trunc i64 %1310 to i32
  %1312 = trunc i64 %1307 to i32
  %1313 = lshr i64 %1309, 32
  %1314 = trunc i64 %1313 to i32
  %1315 = trunc i64 %1309 to i32
  %1316 = xor i32 %1314, %1299
  %1317 = xor i32 %1316, %1304
  %1318 = xor i32 %1311, %1296
  %1319 = xor i32 %1318, %1305
  %1320 = add i32 %1304, -1640531527
  %1321 = add i32 %1305, -1150833019
  %1322 = zext i32 %1317 to i64
  %1323 = mul i64 3528531795, %1322
  %1324 = zext i32 %1319 to i64
  %1325 = mul i64 3449720151, %1324
  %1326 = lshr i64 %1323, 32
  %1327 = trunc i64 %1326 to i32
  %1328 = trunc i64 %1323 to i32
  %1329 = lshr i64 %1325, 32
  %1330 = trunc i64 %1329 to i32
  %1331 = trunc i64 %1325 to i32
  %1332 = xor i32 %1330, %1315
  %1333 = xor i32 %1332, %1320
  %1334 = xor i32 %1327, %1312
  %1335 = xor i32 %1334, %1321
  %1336 = add i32 %1320, -1640531527
  %1337 = add i32 %1321, -1150833019
  %1338 = zext i32 %1333 to i64
  %1339 = mul i64 3528531795, %1338
  %1340 = zext i32 %1335 to i64
  %1341 = mul i64 3449720151, %1340
  %1342 = lshr i64 %1339, 32
  %1343 = trunc i64 %1342 to i32
  %1344 = trunc i64 %1339 to i32
  %1345 = lshr i64 %1341, 32
  %1346 = trunc i64 %1345 to i32
  %1347 = trunc i64 %1341 to i32
  %1348 = xor i32 %1346, %1331
  %1349 = xor i32 %1348, %1336
  %1350 = xor i32 %1343, %1328
  %1351 = xor i32 %1350, %1337
  %1352 = add i32 %1336, -1640531527
  %1353 = add i32 %1337, -1150833019
  %1354 = zext i32 %1349 to i64
  %1355 = mul i64 3528531795, %1354
  %1356 = zext i32 %1351 to i64
  %1357 = mul i64 3449720151, %1356
  %1358 = lshr i64 %1355, 32
  %1359 = trunc i64 %1358 to i32
  %1360 = trunc i64 %1355 to i32
  %1361 = lshr i64 %1357, 32
  %1362 = trunc i64 %1361 to i32
  %1363 = trunc i64 %1357 to i32
  %1364 = xor i32 %1362, %1347
  %1365 = xor i32 %1364, %1352
  %1366 = xor i32 %1359, %1344
  %1367 = xor i32 %1366, %1353
  %which118 = and i64 %feature112, 3
  %1368 = and i64 %which118, 2
  %second_pair119 = icmp ne i64 %1368, 0
  %1369 = select i1 %second_pair119, i32 %1367, i32 %1365
  %1370 = select i1 %second_pair119, i32 %1360, i32 %1363
  %1371 = lshr i32 %1369, 9
  %1372 = sitofp i32 %1371 to float
  %1373 = fadd float %1372, 5.000000e-01
  %1374 = fmul float %1373, 0x3E80000000000000
  %1375 = lshr i32 %1370, 9
  %1376 = sitofp i32 %1375 to float
  %1377 = fadd float %1376, 5.000000e-01
  %1378 = fmul float %1377, 0x3E80000000000000
  %1379 = bitcast float %1374 to i32
  %1380 = add i32 %1379, 4913933
  %1381 = lshr i32 %1380, 23
  %1382 = sub i32 %1381, 127
  %1383 = and i32 %1380, 8388607
  %1384 = add i32 %1383, 1060439283
  %1385 = bitcast i32 %1384 to float
  %1386 = fsub float %1385, 1.000000e+00
  %1387 = fadd float 2.000000e+00, %1386
  %1388 = fdiv float %1386, %1387
  %1389 = fmul float %1388, %1388
  %1390 = fmul float %1389, %1389
  %1391 = fmul float %1390, 0x3FCF13C4C0000000
  %1392 = fadd float 0x3FD999C260000000, %1391
  %1393 = fmul float %1390, %1392
  %1394 = fmul float %1390, 0x3FD23D3DC0000000
  %1395 = fadd float 0x3FE5555540000000, %1394
  %1396 = fmul float %1389, %1395
  %1397 = fadd float %1396, %1393
  %1398 = fmul float 5.000000e-01, %1386
  %1399 = fmul float %1398, %1386
  %1400 = sitofp i32 %1382 to float
  %1401 = fadd float %1399, %1397
  %1402 = fmul float %1388, %1401
  %1403 = fmul float %1400, 0x3EE2FEFA20000000
  %1404 = fadd float %1402, %1403
  %1405 = fsub float %1404, %1399
  %1406 = fadd float %1405, %1386
  %1407 = fmul float %1400, 0x3FE62E3000000000
  %1408 = fadd float %1406, %1407
  %1409 = fmul float -2.000000e+00, %1408
  %1410 = call float @llvm.sqrt.f32(float %1409)
  %1411 = fpext float %1378 to double
  %1412 = fmul double %1411, 4.000000e+00
  %1413 = fadd double %1412, 0x4338000000000000
  %1414 = fsub double %1413, 0x4338000000000000
  %1415 = fsub double %1412, %1414
  %1416 = fmul double %1415, 0x3FF921FB54442D18
  %1417 = fmul double %1416, %1416
  %1418 = fmul double %1417, 0x3EC71DE3A556C734
  %1419 = fadd double 0xBF2A01A01A01A01A, %1418
  %1420 = fmul double %1417, %1419
  %1421 = fadd double 0x3F81111111111111, %1420
  %1422 = fmul double %1417, %1421
  %1423 = fadd double 0xBFC5555555555555, %1422
  %1424 = fmul double %1416, %1417
  %1425 = fmul double %1424, %1423
  %1426 = fadd double %1416, %1425
  %1427 = fmul double %1417, 0xBE927E4FB7789F5C
  %1428 = fadd double 0x3EFA01A01A01A01A, %1427
  %1429 = fmul double %1417, %1428
  %1430 = fadd double 0xBF56C16C16C16C17, %1429
  %1431 = fmul double %1417, %1430
  %1432 = fadd double 0x3FA5555555555555, %1431
  %1433 = fmul double %1417, %1417
  %1434 = fmul double %1433, %1432
  %1435 = fmul double 5.000000e-01, %1417
  %1436 = fsub double 1.000000e+00, %1435
  %1437 = fadd double %1436, %1434
  %1438 = fneg double %1426
  %1439 = fneg double %1437
  %1440 = bitcast double %1413 to i64
  %1441 = and i64 %1440, 1
  %1442 = and i64 %1440, 2
  %1443 = icmp eq i64 %1441, 1
  %1444 = icmp eq i64 %1442, 2
  %1445 = select i1 %1444, double %1438, double %1426
  %1446 = select i1 %1444, double %1439, double %1437
  %1447 = select i1 %1443, double %1446, double %1445
  %1448 = select i1 %1444, double %1439, double %1437
  %1449 = select i1 %1444, double %1426, double %1438
  %1450 = select i1 %1443, double %1449, double %1448
  %1451 = fptrunc double %1447 to float
  %1452 = fptrunc double %1450 to float
  %1453 = fmul float %1410, %1452
  %1454 = fmul float %1410, %1451
  %1455 = and i64 %which118, 1
  %odd120 = icmp ne i64 %1455, 0
  %normal121 = select i1 %odd120, float %1454, float %1453
  %1456 = fmul float %normal121, %noise_scale31
  %1457 = fadd float %1197, %1456
  %bits122 = bitcast float %1457 to i32
  %magnitude123 = and i32 %bits122, 2147483647
  %is_nan124 = icmp ugt i32 %magnitude123, 2139095040
  %canonical125 = select i1 %is_nan124, i32 2143289344, i32 %bits122
  store i32 %canonical125, ptr %1182, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %slot.done101
  %feature126 = add i64 %lane, 5120
  %valid127 = icmp ult i64 %feature126, %n_features
  %1458 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid127, label %slot.then128, label %slot.done129

slot.then128:                                     ; preds = %slot.done115
  %1459 = load float, ptr %1458, align 4
  %1460 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1461 = fsub float %1460, 4.000000e+00
  %1462 = fmul float 2.000000e+00, %1461
  %1463 = fmul float 0x3F847AE140000000, %1462
  %1464 = fmul float 2.000000e+00, %1459
  %1465 = fmul float %1463, %1464
  %1466 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature126
  %1467 = load float, ptr addrspace(1) %1466, align 4
  %1468 = fsub float %1459, %1467
  %1469 = fmul float 2.000000e+00, %1468
  %1470 = fmul float 5.000000e-01, %1469
  %1471 = fadd float %1465, %1470
  %1472 = fmul float %1471, %eta
  %1473 = fsub float %1459, %1472
  %1474 = add i64 %n_features, 3
  %groups130 = lshr i64 %1474, 2
  %1475 = mul i64 %row, %groups130
  %1476 = lshr i64 %feature126, 2
  %group131 = add i64 %1475, %1476
  %1477 = trunc i64 %key0 to i32
  %1478 = lshr i64 %key0, 32
  %1479 = trunc i64 %1478 to i32
  %1480 = trunc i64 %group131 to i32
  %1481 = trunc i64 %key1_step to i32
  %1482 = lshr i64 %key1_step, 32
  %1483 = trunc i64 %1482 to i32
  %1484 = lshr i64 %group131, 32
  %1485 = trunc i64 %1484 to i32
  %1486 = zext i32 %1480 to i64
  %1487 = mul i64 3528531795, %1486
  %1488 = zext i32 %1483 to i64
  %1489 = mul i64 3449720151, %1488
  %1490 = lshr i64 %1487, 32
  %1491 = trunc i64 %1490 to i32
  %1492 = trunc i64 %1487 to i32
  %1493 = lshr i64 %1489, 32
  %1494 = trunc i64 %1493 to i32
  %1495 = trunc i64 %1489 to i32
  %1496 = xor i32 %1494, %1481
  %1497 = xor i32 %1496, %1477
  %1498 = xor i32 %1491, %1485
  %1499 = xor i32 %1498, %1479
  %1500 = add i32 %1477, -1640531527
  %1501 = add i32 %1479, -1150833019
  %1502 = zext i32 %1497 to i64
  %1503 = mul i64 3528531795, %1502
  %1504 = zext i32 %1499 to i64
  %1505 = mul i64 3449720151, %1504
  %1506 = lshr i64 %1503, 32
  %1507 = trunc i64 %1506 to i32
  %1508 = trunc i64 %1503 to i32
  %1509 = lshr i64 %1505, 32
  %1510 = trunc i64 %1509 to i32
  %1511 = trunc i64 %1505 to i32
  %1512 = xor i32 %1510, %1495
  %1513 = xor i32 %1512, %1500
  %1514 = xor i32 %1507, %1492
  %1515 = xor i32 %1514, %1501
  %1516 = add i32 %1500, -1640531527
  %1517 = add i32 %1501, -1150833019
  %1518 = zext i32 %1513 to i64
  %1519 = mul i64 3528531795, %1518
  %1520 = zext i32 %1515 to i64
  %1521 = mul i64 3449720151, %1520
  %1522 = lshr i64 %1519, 32
  %1523 = trunc i64 %1522 to i32
  %1524 = trunc i64 %1519 to i32
  %1525 = lshr i64 %1521, 32
  %1526 = trunc i64 %1525 to i32
  %1527 = trunc i64 %1521 to i32
  %1528 = xor i32 %1526, %1511
  %1529 = xor i32 %1528, %1516
  %1530 = xor i32 %1523, %1508
  %1531 = xor i32 %1530, %1517
  %1532 = add i32 %1516, -1640531527
  %1533 = add i32 %1517, -1150833019
  %1534 = zext i32 %1529 to i64
  %1535 = mul i64 3528531795, %1534
  %1536 = zext i32 %1531 to i64
  %1537 = mul i64 3449720151, %1536
  %1538 = lshr i64 %1535, 32
  %1539 = trunc i64 %1538 to i32
  %1540 = trunc i64 %1535 to i32
  %1541 = lshr i64 %1537, 32
  %1542 = trunc i64 %1541 to i32
  %1543 = trunc i64 %1537 to i32
  %1544 = xor i32 %1542, %1527
  %1545 = xor i32 %1544, %1532
  %1546 = xor i32 %1539, %1524
  %1547 = xor i32 %1546, %1533
  %1548 = add i32 %1532, -1640531527
  %1549 = add i32 %1533, -1150833019
  %1550 = zext i32 %1545 to i64
  %1551 = mul i64 3528531795, %1550
  %1552 = zext i32 %1547 to i64
  %1553 = mul i64 3449720151, %1552
  %1554 = lshr i64 %1551, 32
  %1555 = trunc i64 %1554 to i32
  %1556 = trunc i64 %1551 to i32
  %1557 = lshr i64 %1553, 32
  %1558 = trunc i64 %1557 to i32
  %1559 = trunc i64 %1553 to i32
  %1560 = xor i32 %1558, %1543
  %1561 = xor i32 %1560, %1548
  %1562 = xor i32 %1555, %1540
  %1563 = xor i32 %1562, %1549
  %1564 = add i32 %1548, -1640531527
  %1565 = add i32 %1549, -1150833019
  %1566 = zext i32 %1561 to i64
  %1567 = mul i64 3528531795, %1566
  %1568 = zext i32 %1563 to i64
  %1569 = mul i64 3449720151, %1568
  %1570 = lshr i64 %1567, 32
  %1571 = trunc i64 %1570 to i32
  %1572 = trunc i64 %1567 to i32
  %1573 = lshr i64 %1569, 32
  %1574 = trunc i64 %1573 to i32
  %1575 = trunc i64 %1569 to i32
  %1576 = xor i32 %1574, %1559
  %1577 = xor i32 %1576, %1564
  %1578 = xor i32 %1571, %1556
  %1579 = xor i32 %1578, %1565
  %1580 = add i32 %1564, -1640531527
  %1581 = add i32 %1565, -1150833019
  %1582 = zext i32 %1577 to i64
  %1583 = mul i64 3528531795, %1582
  %1584 = zext i32 %1579 to i64
  %1585 = mul i64 3449720151, %1584
  %1586 = lshr i64 %1583, 32
  %1587 = trunc i64 %1586 to i32
  %1588 = trunc i64 %1583 to i32
  %1589 = lshr i64 %1585, 32
  %1590 = trunc i64 %1589 to i32
  %1591 = trunc i64 %1585 to i32
  %1592 = xor i32 %1590, %1575
  %1593 = xor i32 %1592, %1580
  %1594 = xor i32 %1587, %1572
  %1595 = xor i32 %1594, %1581
  %1596 = add i32 %1580, -1640531527
  %1597 = add i32 %1581, -1150833019
  %1598 = zext i32 %1593 to i64
  %1599 = mul i64 3528531795, %1598
  %1600 = zext i32 %1595 to i64
  %1601 = mul i64 3449720151, %1600
  %1602 = lshr i64 %1599, 32
  %1603 = trunc i64 %1602 to i32
  %1604 = trunc i64 %1599 to i32
  %1605 = lshr i64 %1601, 32
  %1606 = trunc i64 %1605 to i32
  %1607 = trunc i64 %1601 to i32
  %1608 = xor i32 %1606, %1591
  %1609 = xor i32 %1608, %1596
  %1610 = xor i32 %1603, %1588
  %1611 = xor i32 %1610, %1597
  %1612 = add i32 %1596, -1640531527
  %1613 = add i32 %1597, -1150833019
  %1614 = zext i32 %1609 to i64
  %1615 = mul i64 3528531795, %1614
  %1616 = zext i32 %1611 to i64
  %1617 = mul i64 3449720151, %1616
  %1618 = lshr i64 %1615, 32
  %1619 = trunc i64 %1618 to i32
  %1620 = trunc i64 %1615 to i32
  %1621 = lshr i64 %1617, 32
  %1622 = trunc i64 %1621 to i32
  %1623 = trunc i64 %1617 to i32
  %1624 = xor i32 %1622, %1607
  %1625 = xor i32 %1624, %1612
  %1626 = xor i32 %1619, %1604
  %1627 = xor i32 %1626, %1613
  %1628 = add i32 %1612, -1640531527
  %1629 = add i32 %1613, -1150833019
  %1630 = zext i32 %1625 to i64
  %1631 = mul i64 3528531795, %1630
  %1632 = zext i32 %1627 to i64
  %1633 = mul i64 3449720151, %1632
  %1634 = lshr i64 %1631, 32
  %1635 = trunc i64 %1634 to i32
  %1636 = trunc i64 %1631 to i32
  %1637 = lshr i64 %1633, 32
  %1638 = trunc i64 %1637 to i32
  %1639 = trunc i64 %1633 to i32
  %1640 = xor i32 %1638, %1623
  %1641 = xor i32 %1640, %1628
  %1642 = xor i32 %1635, %1620
  %1643 = xor i32 %1642, %1629
  %which132 = and i64 %feature126, 3
  %1644 = and i64 %which132, 2
  %second_pair133 = icmp ne i64 %1644, 0
  %1645 = select i1 %second_pair133, i32 %1643, i32 %1641
  %1646 = select i1 %second_pair133, i32 %1636, i32 %1639
  %1647 = lshr i32 %1645, 9
  %1648 = sitofp i32 %1647 to float
  %1649 = fadd float %1648, 5.000000e-01
  %1650 = fmul float %1649, 0x3E80000000000000
  %1651 = lshr i32 %1646, 9
  %1652 = sitofp i32 %1651 to float
  %1653 = fadd float %1652, 5.000000e-01
  %1654 = fmul float %1653, 0x3E80000000000000
  %1655 = bitcast float %1650 to i32
  %1656 = add i32 %1655, 4913933
  %1657 = lshr i32 %1656, 23
  %1658 = sub i32 %1657, 127
  %1659 = and i32 %1656, 8388607
  %1660 = add i32 %1659, 1060439283
  %1661 = bitcast i32 %1660 to float
  %1662 = fsub float %1661, 1.000000e+00
  %1663 = fadd float 2.000000e+00, %1662
  %1664 = fdiv float %1662, %1663
  %1665 = fmul float %1664, %1664
  %1666 = fmul float %1665, %1665
  %1667 = fmul float %1666, 0x3FCF13C4C0000000
  %1668 = fadd float 0x3FD999C260000000, %1667
  %1669 = fmul float %1666, %1668
  %1670 = fmul float %1666, 0x3FD23D3DC0000000
  %1671 = fadd float 0x3FE5555540000000, %1670
  %1672 = fmul float %1665, %1671
  %1673 = fadd float %1672, %1669
  %1674 = fmul float 5.000000e-01, %1662
  %1675 = fmul float %1674, %1662
  %1676 = sitofp i32 %1658 to float
  %1677 = fadd float %1675, %1673
  %1678 = fmul float %1664, %1677
  %1679 = fmul float %1676, 0x3EE2FEFA20000000
  %1680 = fadd float %1678, %1679
  %1681 = fsub float %1680, %1675
  %1682 = fadd float %1681, %1662
  %1683 = fmul float %1676, 0x3FE62E3000000000
  %1684 = fadd float %1682, %1683
  %1685 = fmul float -2.000000e+00, %1684
  %1686 = call float @llvm.sqrt.f32(float %1685)
  %1687 = fpext float %1654 to double
  %1688 = fmul double %1687, 4.000000e+00
  %1689 = fadd double %1688, 0x4338000000000000
  %1690 = fsub double %1689, 0x4338000000000000
  %1691 = fsub double %1688, %1690
  %1692 = fmul double %1691, 0x3FF921FB54442D18
  %1693 = fmul double %1692, %1692
  %1694 = fmul double %1693, 0x3EC71DE3A556C734
  %1695 = fadd double 0xBF2A01A01A01A01A, %1694
  %1696 = fmul double %1693, %1695
  %1697 = fadd double 0x3F81111111111111, %1696
  %1698 = fmul double %1693, %1697
  %1699 = fadd double 0xBFC5555555555555, %1698
  %1700 = fmul double %1692, %1693
  %1701 = fmul double %1700, %1699
  %1702 = fadd double %1692, %1701
  %1703 = fmul double %1693, 0xBE927E4FB7789F5C
  %1704 = fadd double 0x3EFA01A01A01A01A, %1703
  %1705 = fmul double %1693, %1704
  %1706 = fadd double 0xBF56C16C16C16C17, %1705
  %1707 = fmul double %1693, %1706
  %1708 = fadd double 0x3FA5555555555555, %1707
  %1709 = fmul double %1693, %1693
  %1710 = fmul double %1709, %1708
  %1711 = fmul double 5.000000e-01, %1693
  %1712 = fsub double 1.000000e+00, %1711
  %1713 = fadd double %1712, %1710
  %1714 = fneg double %1702
  %1715 = fneg double %1713
  %1716 = bitcast double %1689 to i64
  %1717 = and i64 %1716, 1
  %1718 = and i64 %1716, 2
  %1719 = icmp eq i64 %1717, 1
  %1720 = icmp eq i64 %1718, 2
  %1721 = select i1 %1720, double %1714, double %1702
  %1722 = select i1 %1720, double %1715, double %1713
  %1723 = select i1 %1719, double %1722, double %1721
  %1724 = select i1 %1720, double %1715, double %1713
  %1725 = select i1 %1720, double %1702, double %1714
  %1726 = select i1 %1719, double %1725, double %1724
  %1727 = fptrunc double %1723 to float
  %1728 = fptrunc double %1726 to float
  %1729 = fmul float %1686, %1728
  %1730 = fmul float %1686, %1727
  %1731 = and i64 %which132, 1
  %odd134 = icmp ne i64 %1731, 0
  %normal135 = select i1 %odd134, float %1730, float %1729
  %1732 = fmul float %normal135, %noise_scale31
  %1733 = fadd float %1473, %1732
  %bits136 = bitcast float %1733 to i32
  %magnitude137 = and i32 %bits136, 2147483647
  %is_nan138 = icmp ugt i32 %magnitude137, 2139095040
  %canonical139 = select i1 %is_nan138, i32 2143289344, i32 %bits136
  store i32 %canonical139, ptr %1458, align 4
  br label %slot.done129

slot.done129:                                     ; preds = %slot.then128, %slot.done115
  %feature140 = add i64 %lane, 6144
  %valid141 = icmp ult i64 %feature140, %n_features
  %1734 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid141, label %slot.then142, label %slot.done143

slot.then142:                                     ; preds = %slot.done129
  %1735 = load float, ptr %1734, align 4
  %1736 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1737 = fsub float %1736, 4.000000e+00
  %1738 = fmul float 2.000000e+00, %1737
  %1739 = fmul float 0x3F847AE140000000, %1738
  %1740 = fmul float 2.000000e+00, %1735
  %1741 = fmul float %1739, %1740
  %1742 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature140
  %1743 = load float, ptr addrspace(1) %1742, align 4
  %1744 = fsub float %1735, %1743
  %1745 = fmul float 2.000000e+00, %1744
  %1746 = fmul float 5.000000e-01, %1745
  %1747 = fadd float %1741, %1746
  %1748 = fmul float %1747, %eta
  %1749 = fsub float %1735, %1748
  %1750 = add i64 %n_features, 3
  %groups144 = lshr i64 %1750, 2
  %1751 = mul i64 %row, %groups144
  %1752 = lshr i64 %feature140, 2
  %group145 = add i64 %1751, %1752
  %1753 = trunc i64 %key0 to i32
  %1754 = lshr i64 %key0, 32
  %1755 = trunc i64 %1754 to i32
  %1756 = trunc i64 %group145 to i32
  %1757 = trunc i64 %key1_step to i32
  %1758 = lshr i64 %key1_step, 32
  %1759 = trunc i64 %1758 to i32
  %1760 = lshr i64 %group145, 32
  %1761 = trunc i64 %1760 to i32
  %1762 = zext i32 %1756 to i64
  %1763 = mul i64 3528531795, %1762
  %1764 = zext i32 %1759 to i64
  %1765 = mul i64 3449720151, %1764
  %1766 = lshr i64 %1763, 32
  %1767 = trunc i64 %1766 to i32
  %1768 = trunc i64 %1763 to i32
  %1769 = lshr i64 %1765, 32
  %1770 = trunc i64 %1769 to i32
  %1771 = trunc i64 %1765 to i32
  %1772 = xor i32 %1770, %1757
  %1773 = xor i32 %1772, %1753
  %1774 = xor i32 %1767, %1761
  %1775 = xor i32 %1774, %1755
  %1776 = add i32 %1753, -1640531527
  %1777 = add i32 %1755, -1150833019
  %1778 = zext i32 %1773 to i64
  %1779 = mul i64 3528531795, %1778
  %1780 = zext i32 %1775 to i64
  %1781 = mul i64 3449720151, %1780
  %1782 = lshr i64 %1779, 32
  %1783 = trunc i64 %1782 to i32
  %1784 = trunc i64 %1779 to i32
  %1785 = lshr i64 %1781, 32
  %1786 = trunc i64 %1785 to i32
  %1787 = trunc i64 %1781 to i32
  %1788 = xor i32 %1786, %1771
  %1789 = xor i32 %1788, %1776
  %1790 = xor i32 %1783, %1768
  %1791 = xor i32 %1790, %1777
  %1792 = add i32 %1776, -1640531527
  %1793 = add i32 %1777, -1150833019
  %1794 = zext i32 %1789 to i64
  %1795 = mul i64 3528531795, %1794
  %1796 = zext i32 %1791 to i64
  %1797 = mul i64 3449720151, %1796
  %1798 = lshr i64 %1795, 32
  %1799 = trunc i64 %1798 to i32
  %1800 = trunc i64 %1795 to i32
  %1801 = lshr i64 %1797, 32
  %1802 = trunc i64 %1801 to i32
  %1803 = trunc i64 %1797 to i32
  %1804 = xor i32 %1802, %1787
  %1805 = xor i32 %1804, %1792
  %1806 = xor i32 %1799, %1784
  %1807 = xor i32 %1806, %1793
  %1808 = add i32 %1792, -1640531527
  %1809 = add i32 %1793, -1150833019
  %1810 = zext i32 %1805 to i64
  %1811 = mul i64 3528531795, %1810
  %1812 = zext i32 %1807 to i64
  %1813 = mul i64 3449720151, %1812
  %1814 = lshr i64 %1811, 32
  %1815 = trunc i64 %1814 to i32
  %1816 = trunc i64 %1811 to i32
  %1817 = lshr i64 %1813, 32
  %1818 = trunc i64 %1817 to i32
  %1819 = trunc i64 %1813 to i32
  %1820 = xor i32 %1818, %1803
  %1821 = xor i32 %1820, %1808
  %1822 = xor i32 %1815, %1800
  %1823 = xor i32 %1822, %1809
  %1824 = add i32 %1808, -1640531527
  %1825 = add i32 %1809, -1150833019
  %1826 = zext i32 %1821 to i64
  %1827 = mul i64 3528531795, %1826
  %1828 = zext i32 %1823 to i64
  %1829 = mul i64 3449720151, %1828
  %1830 = lshr i64 %1827, 32
  %1831 = trunc i64 %1830 to i32
  %1832 = trunc i64 %1827 to i32
  %1833 = lshr i64 %1829, 32
  %1834 = trunc i64 %1833 to i32
  %1835 = trunc i64 %1829 to i32
  %1836 = xor i32 %1834, %1819
  %1837 = xor i32 %1836, %1824
  %1838 = xor i32 %1831, %1816
  %1839 = xor i32 %1838, %1825
  %1840 = add i32 %1824, -1640531527
  %1841 = add i32 %1825, -1150833019
  %1842 = zext i32 %1837 to i64
  %1843 = mul i64 3528531795, %1842
  %1844 = zext i32 %1839 to i64
  %1845 = mul i64 3449720151, %1844
  %1846 = lshr i64 %1843, 32
  %1847 = trunc i64 %1846 to i32
  %1848 = trunc i64 %1843 to i32
  %1849 = lshr i64 %1845, 32
  %1850 = trunc i64 %1849 to i32
  %1851 = trunc i64 %1845 to i32
  %1852 = xor i32 %1850, %1835
  %1853 = xor i32 %1852, %1840
  %1854 = xor i32 %1847, %1832
  %1855 = xor i32 %1854, %1841
  %1856 = add i32 %1840, -1640531527
  %1857 = add i32 %1841, -1150833019
  %1858 = zext i32 %1853 to i64
  %1859 = mul i64 3528531795, %1858
  %1860 = zext i32 %1855 to i64
  %1861 = mul i64 3449720151, %1860
  %1862 = lshr i64 %1859, 32
  %1863 = trunc i64 %1862 to i32
  %1864 = trunc i64 %1859 to i32
  %1865 = lshr i64 %1861, 32
  %1866 = trunc i64 %1865 to i32
  %1867 = trunc i64 %1861 to i32
  %1868 = xor i32 %1866, %1851
  %1869 = xor i32 %1868, %1856
  %1870 = xor i32 %1863, %1848
  %1871 = xor i32 %1870, %1857
  %1872 = add i32 %1856, -1640531527
  %1873 = add i32 %1857, -1150833019
  %1874 = zext i32 %1869 to i64
  %1875 = mul i64 3528531795, %1874
  %1876 = zext i32 %1871 to i64
  %1877 = mul i64 3449720151, %1876
  %1878 = lshr i64 %1875, 32
  %1879 = trunc i64 %1878 to i32
  %1880 = trunc i64 %1875 to i32
  %1881 = lshr i64 %1877, 32
  %1882 = trunc i64 %1881 to i32
  %1883 = trunc i64 %1877 to i32
  %1884 = xor i32 %1882, %1867
  %1885 = xor i32 %1884, %1872
  %1886 = xor i32 %1879, %1864
  %1887 = xor i32 %1886, %1873
  %1888 = add i32 %1872, -1640531527
  %1889 = add i32 %1873, -1150833019
  %1890 = zext i32 %1885 to i64
  %1891 = mul i64 3528531795, %1890
  %1892 = zext i32 %1887 to i64
  %1893 = mul i64 3449720151, %1892
  %1894 = lshr i64 %1891, 32
  %1895 = trunc i64 %1894 to i32
  %1896 = trunc i64 %1891 to i32
  %1897 = lshr i64 %1893, 32
  %1898 = trunc i64 %1897 to i32
  %1899 = trunc i64 %1893 to i32
  %1900 = xor i32 %1898, %1883
  %1901 = xor i32 %1900, %1888
  %1902 = xor i32 %1895, %1880
  %1903 = xor i32 %1902, %1889
  %1904 = add i32 %1888, -1640531527
  %1905 = add i32 %1889, -1150833019
  %1906 = zext i32 %1901 to i64
  %1907 = mul i64 3528531795, %1906
  %1908 = zext i32 %1903 to i64
  %1909 = mul i64 3449720151, %1908
  %1910 = lshr i64 %1907, 32
  %1911 = trunc i64 %1910 to i32
  %1912 = trunc i64 %1907 to i32
  %1913 = lshr i64 %1909, 32
  %1914 = trunc i64 %1913 to i32
  %1915 = trunc i64 %1909 to i32
  %1916 = xor i32 %1914, %1899
  %1917 = xor i32 %1916, %1904
  %1918 = xor i32 %1911, %1896
  %1919 = xor i32 %1918, %1905
  %which146 = and i64 %feature140, 3
  %1920 = and i64 %which146, 2
  %second_pair147 = icmp ne i64 %1920, 0
  %1921 = select i1 %second_pair147, i32 %1919, i32 %1917
  %1922 = select i1 %second_pair147, i32 %1912, i32 %1915
  %1923 = lshr i32 %1921, 9
  %1924 = sitofp i32 %1923 to float
  %1925 = fadd float %1924, 5.000000e-01
  %1926 = fmul float %1925, 0x3E80000000000000
  %1927 = lshr i32 %1922, 9
  %1928 = sitofp i32 %1927 to float
  %1929 = fadd float %1928, 5.000000e-01
  %1930 = fmul float %1929, 0x3E80000000000000
  %1931 = bitcast float %1926 to i32
  %1932 = add i32 %1931, 4913933
  %1933 = lshr i32 %1932, 23
  %1934 = sub i32 %1933, 127
  %1935 = and i32 %1932, 8388607
  %1936 = add i32 %1935, 1060439283
  %1937 = bitcast i32 %1936 to float
  %1938 = fsub float %1937, 1.000000e+00
  %1939 = fadd float 2.000000e+00, %1938
  %1940 = fdiv float %1938, %1939
  %1941 = fmul float %1940, %1940
  %1942 = fmul float %1941, %1941
  %1943 = fmul float %1942, 0x3FCF13C4C0000000
  %1944 = fadd float 0x3FD999C260000000, %1943
  %1945 = fmul float %1942, %1944
  %1946 = fmul float %1942, 0x3FD23D3DC0000000
  %1947 = fadd float 0x3FE5555540000000, %1946
  %1948 = fmul float %1941, %1947
  %1949 = fadd float %1948, %1945
  %1950 = fmul float 5.000000e-01, %1938
  %1951 = fmul float %1950, %1938
  %1952 = sitofp i32 %1934 to float
  %1953 = fadd float %1951, %1949
  %1954 = fmul float %1940, %1953
  %1955 = fmul float %1952, 0x3EE2FEFA20000000
  %1956 = fadd float %1954, %1955
  %1957 = fsub float %1956, %1951
  %1958 = fadd float %1957, %1938
  %1959 = fmul float %1952, 0x3FE62E3000000000
  %1960 = fadd float %1958, %1959
  %1961 = fmul float -2.000000e+00, %1960
  %1962 = call float @llvm.sqrt.f32(float %1961)
  %1963 = fpext float %1930 to double
  %1964 = fmul double %1963, 4.000000e+00
  %1965 = fadd double %1964, 0x4338000000000000
  %1966 = fsub double %1965, 0x4338000000000000
  %1967 = fsub double %1964, %1966
  %1968 = fmul double %1967, 0x3FF921FB54442D18
  %1969 = fmul double %1968, %1968
  %1970 = fmul double %1969, 0x3EC71DE3A556C734
  %1971 = fadd double 0xBF2A01A01A01A01A, %1970
  %1972 = fmul double %1969, %1971
  %1973 = fadd double 0x3F81111111111111, %1972
  %1974 = fmul double %1969, %1973
  %1975 = fadd double 0xBFC5555555555555, %1974
  %1976 = fmul double %1968, %1969
  %1977 = fmul double %1976, %1975
  %1978 = fadd double %1968, %1977
  %1979 = fmul double %1969, 0xBE927E4FB7789F5C
  %1980 = fadd double 0x3EFA01A01A01A01A, %1979
  %1981 = fmul double %1969, %1980
  %1982 = fadd double 0xBF56C16C16C16C17, %1981
  %1983 = fmul double %1969, %1982
  %1984 = fadd double 0x3FA5555555555555, %1983
  %1985 = fmul double %1969, %1969
  %1986 = fmul double %1985, %1984
  %1987 = fmul double 5.000000e-01, %1969
  %1988 = fsub double 1.000000e+00, %1987
  %1989 = fadd double %1988, %1986
  %1990 = fneg double %1978
  %1991 = fneg double %1989
  %1992 = bitcast double %1965 to i64
  %1993 = and i64 %1992, 1
  %1994 = and i64 %1992, 2
  %1995 = icmp eq i64 %1993, 1
  %1996 = icmp eq i64 %1994, 2
  %1997 = select i1 %1996, double %1990, double %1978
  %1998 = select i1 %1996, double %1991, double %1989
  %1999 = select i1 %1995, double %1998, double %1997
  %2000 = select i1 %1996, double %1991, double %1989
  %2001 = select i1 %1996, double %1978, double %1990
  %2002 = select i1 %1995, double %2001, double %2000
  %2003 = fptrunc double %1999 to float
  %2004 = fptrunc double %2002 to float
  %2005 = fmul float %1962, %2004
  %2006 = fmul float %1962, %2003
  %2007 = and i64 %which146, 1
  %odd148 = icmp ne i64 %2007, 0
  %normal149 = select i1 %odd148, float %2006, float %2005
  %2008 = fmul float %normal149, %noise_scale31
  %2009 = fadd float %1749, %2008
  %bits150 = bitcast float %2009 to i32
  %magnitude151 = and i32 %bits150, 2147483647
  %is_nan152 = icmp ugt i32 %magnitude151, 2139095040
  %canonical153 = select i1 %is_nan152, i32 2143289344, i32 %bits150
  store i32 %canonical153, ptr %1734, align 4
  br label %slot.done143

slot.done143:                                     ; preds = %slot.then142, %slot.done129
  %feature154 = add i64 %lane, 7168
  %valid155 = icmp ult i64 %feature154, %n_features
  %2010 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid155, label %slot.then156, label %slot.done157

slot.then156:                                     ; preds = %slot.done143
  %2011 = load float, ptr %2010, align 4
  %2012 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2013 = fsub float %2012, 4.000000e+00
  %2014 = fmul float 2.000000e+00, %2013
  %2015 = fmul float 0x3F847AE140000000, %2014
  %2016 = fmul float 2.000000e+00, %2011
  %2017 = fmul float %2015, %2016
  %2018 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature154
  %2019 = load float, ptr addrspace(1) %2018, align 4
  %2020 = fsub float %2011, %2019
  %2021 = fmul float 2.000000e+00, %2020
  %2022 = fmul float 5.000000e-01, %2021
  %2023 = fadd float %2017, %2022
  %2024 = fmul float %2023, %eta
  %2025 = fsub float %2011, %2024
  %2026 = add i64 %n_features, 3
  %groups158 = lshr i64 %2026, 2
  %2027 = mul i64 %row, %groups158
  %2028 = lshr i64 %feature154, 2
  %group159 = add i64 %2027, %2028
  %2029 = trunc i64 %key0 to i32
  %2030 = lshr i64 %key0, 32
  %2031 = trunc i64 %2030 to i32
  %2032 = trunc i64 %group159 to i32
  %2033 = trunc i64 %key1_step to i32
  %2034 = lshr i64 %key1_step, 32
  %2035 = trunc i64 %2034 to i32
  %2036 = lshr i64 %group159, 32
  %2037 = trunc i64 %2036 to i32
  %2038 = zext i32 %2032 to i64
  %2039 = mul i64 3528531795, %2038
  %2040 = zext i32 %2035 to i64
  %2041 = mul i64 3449720151, %2040
  %2042 = lshr i64 %2039, 32
  %2043 = trunc i64 %2042 to i32
  %2044 = trunc i64 %2039 to i32
  %2045 = lshr i64 %2041, 32
  %2046 = trunc i64 %2045 to i32
  %2047 = trunc i64 %2041 to i32
  %2048 = xor i32 %2046, %2033
  %2049 = xor i32 %2048, %2029
  %2050 = xor i32 %2043, %2037
  %2051 = xor i32 %2050, %2031
  %2052 = add i32 %2029, -1640531527
  %2053 = add i32 %2031, -1150833019
  %2054 = zext i32 %2049 to i64
  %2055 = mul i64 3528531795, %2054
  %2056 = zext i32 %2051 to i64
  %2057 = mul i64 3449720151, %2056
  %2058 = lshr i64 %2055, 32
  %2059 = trunc i64 %2058 to i32
  %2060 = trunc i64 %2055 to i32
  %2061 = lshr i64 %2057, 32
  %2062 = trunc i64 %2061 to i32
  %2063 = trunc i64 %2057 to i32
  %2064 = xor i32 %2062, %2047
  %2065 = xor i32 %2064, %2052
  %2066 = xor i32 %2059, %2044
  %2067 = xor i32 %2066, %2053
  %2068 = add i32 %2052, -1640531527
  %2069 = add i32 %2053, -1150833019
  %2070 = zext i32 %2065 to i64
  %2071 = mul i64 3528531795, %2070
  %2072 = zext i32 %2067 to i64
  %2073 = mul i64 3449720151, %2072
  %2074 = lshr i64 %2071, 32
  %2075 = trunc i64 %2074 to i32
  %2076 = trunc i64 %2071 to i32
  %2077 = lshr i64 %2073, 32
  %2078 = trunc i64 %2077 to i32
  %2079 = trunc i64 %2073 to i32
  %2080 = xor i32 %2078, %2063
  %2081 = xor i32 %2080, %2068
  %2082 = xor i32 %2075, %2060
  %2083 = xor i32 %2082, %2069
  %2084 = add i32 %2068, -1640531527
  %2085 = add i32 %2069, -1150833019
  %2086 = zext i32 %2081 to i64
  %2087 = mul i64 3528531795, %2086
  %2088 = zext i32 %2083 to i64
  %2089 = mul i64 3449720151, %2088
  %2090 = lshr i64 %2087, 32
  %2091 = trunc i64 %2090 to i32
  %2092 = trunc i64 %2087 to i32
  %2093 = lshr i64 %2089, 32
  %2094 = trunc i64 %2093 to i32
  %2095 = trunc i64 %2089 to i32
  %2096 = xor i32 %2094, %2079
  %2097 = xor i32 %2096, %2084
  %2098 = xor i32 %2091, %2076
  %2099 = xor i32 %2098, %2085
  %2100 = add i32 %2084, -1640531527
  %2101 = add i32 %2085, -1150833019
  %2102 = zext i32 %2097 to i64
  %2103 = mul i64 3528531795, %2102
  %2104 = zext i32 %2099 to i64
  %2105 = mul i64 3449720151, %2104
  %2106 = lshr i64 %2103, 32
  %2107 = trunc i64 %2106 to i32
  %2108 = trunc i64 %2103 to i32
  %2109 = lshr i64 %2105, 32
  %2110 = trunc i64 %2109 to i32
  %2111 = trunc i64 %2105 to i32
  %2112 = xor i32 %2110, %2095
  %2113 = xor i32 %2112, %2100
  %2114 = xor i32 %2107, %2092
  %2115 = xor i32 %2114, %2101
  %2116 = add i32 %2100, -1640531527
  %2117 = add i32 %2101, -1150833019
  %2118 = zext i32 %2113 to i64
  %2119 = mul i64 3528531795, %2118
  %2120 = zext i32 %2115 to i64
  %2121 = mul i64 3449720151, %2120
  %2122 = lshr i64 %2119, 32
  %2123 = trunc i64 %2122 to i32
  %2124 = trunc i64 %2119 to i32
  %2125 = lshr i64 %2121, 32
  %2126 = trunc i64 %2125 to i32
  %2127 = trunc i64 %2121 to i32
  %2128 = xor i32 %2126, %2111
  %2129 = xor i32 %2128, %2116
  %2130 = xor i32 %2123, %2108
  %2131 = xor i32 %2130, %2117
  %2132 = add i32 %2116, -1640531527
  %2133 = add i32 %2117, -1150833019
  %2134 = zext i32 %2129 to i64
  %2135 = mul i64 3528531795, %2134
  %2136 = zext i32 %2131 to i64
  %2137 = mul i64 3449720151, %2136
  %2138 = lshr i64 %2135, 32
  %2139 = trunc i64 %2138 to i32
  %2140 = trunc i64 %2135 to i32
  %2141 = lshr i64 %2137, 32
  %2142 = trunc i64 %2141 to i32
  %2143 = trunc i64 %2137 to i32
  %2144 = xor i32 %2142, %2127
  %2145 = xor i32 %2144, %2132
  %2146 = xor i32 %2139, %2124
  %2147 = xor i32 %2146, %2133
  %2148 = add i32 %2132, -1640531527
  %2149 = add i32 %2133, -1150833019
  %2150 = zext i32 %2145 to i64
  %2151 = mul i64 3528531795, %2150
  %2152 = zext i32 %2147 to i64
  %2153 = mul i64 3449720151, %2152
  %2154 = lshr i64 %2151, 32
  %2155 = trunc i64 %2154 to i32
  %2156 = trunc i64 %2151 to i32
  %2157 = lshr i64 %2153, 32
  %2158 = trunc i64 %2157 to i32
  %2159 = trunc i64 %2153 to i32
  %2160 = xor i32 %2158, %2143
  %2161 = xor i32 %2160, %2148
  %2162 = xor i32 %2155, %2140
  %2163 = xor i32 %2162, %2149
  %2164 = add i32 %2148, -1640531527
  %2165 = add i32 %2149, -1150833019
  %2166 = zext i32 %2161 to i64
  %2167 = mul i64 3528531795, %2166
  %2168 = zext i32 %2163 to i64
  %2169 = mul i64 3449720151, %2168
  %2170 = lshr i64 %2167, 32
  %2171 = trunc i64 %2170 to i32
  %2172 = trunc i64 %2167 to i32
  %2173 = lshr i64 %2169, 32
  %2174 = trunc i64 %2173 to i32
  %2175 = trunc i64 %2169 to i32
  %2176 = xor i32 %2174, %2159
  %2177 = xor i32 %2176, %2164
  %2178 = xor i32 %2171, %2156
  %2179 = xor i32 %2178, %2165
  %2180 = add i32 %2164, -1640531527
  %2181 = add i32 %2165, -1150833019
  %2182 = zext i32 %2177 to i64
  %2183 = mul i64 3528531795, %2182
  %2184 = zext i32 %2179 to i64
  %2185 = mul i64 3449720151, %2184
  %2186 = lshr i64 %2183, 32
  %2187 = trunc i64 %2186 to i32
  %2188 = trunc i64 %2183 to i32
  %2189 = lshr i64 %2185, 32
  %2190 = trunc i64 %2189 to i32
  %2191 = trunc i64 %2185 to i32
  %2192 = xor i32 %2190, %2175
  %2193 = xor i32 %2192, %2180
  %2194 = xor i32 %2187, %2172
  %2195 = xor i32 %2194, %2181
  %which160 = and i64 %feature154, 3
  %2196 = and i64 %which160, 2
  %second_pair161 = icmp ne i64 %2196, 0
  %2197 = select i1 %second_pair161, i32 %2195, i32 %2193
  %2198 = select i1 %second_pair161, i32 %2188, i32 %2191
  %2199 = lshr i32 %2197, 9
  %2200 = sitofp i32 %2199 to float
  %2201 = fadd float %2200, 5.000000e-01
  %2202 = fmul float %2201, 0x3E80000000000000
  %2203 = lshr i32 %2198, 9
  %2204 = sitofp i32 %2203 to float
  %2205 = fadd float %2204, 5.000000e-01
  %2206 = fmul float %2205, 0x3E80000000000000
  %2207 = bitcast float %2202 to i32
  %2208 = add i32 %2207, 4913933
  %2209 = lshr i32 %2208, 23
  %2210 = sub i32 %2209, 127
  %2211 = and i32 %2208, 8388607
  %2212 = add i32 %2211, 1060439283
  %2213 = bitcast i32 %2212 to float
  %2214 = fsub float %2213, 1.000000e+00
  %2215 = fadd float 2.000000e+00, %2214
  %2216 = fdiv float %2214, %2215
  %2217 = fmul float %2216, %2216
  %2218 = fmul float %2217, %2217
  %2219 = fmul float %2218, 0x3FCF13C4C0000000
  %2220 = fadd float 0x3FD999C260000000, %2219
  %2221 = fmul float %2218, %2220
  %2222 = fmul float %2218, 0x3FD23D3DC0000000
  %2223 = fadd float 0x3FE5555540000000, %2222
  %2224 = fmul float %2217, %2223
  %2225 = fadd float %2224, %2221
  %2226 = fmul float 5.000000e-01, %2214
  %2227 = fmul float %2226, %2214
  %2228 = sitofp i32 %2210 to float
  %2229 = fadd float %2227, %2225
  %2230 = fmul float %2216, %2229
  %2231 = fmul float %2228, 0x3EE2FEFA20000000
  %2232 = fadd float %2230, %2231
  %2233 = fsub float %2232, %2227
  %2234 = fadd float %2233, %2214
  %2235 = fmul float %2228, 0x3FE62E3000000000
  %2236 = fadd float %2234, %2235
  %2237 = fmul float -2.000000e+00, %2236
  %2238 = call float @llvm.sqrt.f32(float %2237)
  %2239 = fpext float %2206 to double
  %2240 = fmul double %2239, 4.000000e+00
  %2241 = fadd double %2240, 0x4338000000000000
  %2242 = fsub double %2241, 0x4338000000000000
  %2243 = fsub double %2240, %2242
  %2244 = fmul double %2243, 0x3FF921FB54442D18
  %2245 = fmul double %2244, %2244
  %2246 = fmul double %2245, 0x3EC71DE3A556C734
  %2247 = fadd double 0xBF2A01A01A01A01A, %2246
  %2248 = fmul double %2245, %2247
  %2249 = fadd double 0x3F81111111111111, %2248
  %2250 = fmul double %2245, %2249
  %2251 = fadd double 0xBFC5555555555555, %2250
  %2252 = fmul double %2244, %2245
  %2253 = fmul double %2252, %2251
  %2254 = fadd double %2244, %2253
  %2255 = fmul double %2245, 0xBE927E4FB7789F5C
  %2256 = fadd double 0x3EFA01A01A01A01A, %2255
  %2257 = fmul double %2245, %2256
  %2258 = fadd double 0xBF56C16C16C16C17, %2257
  %2259 = fmul double %2245, %2258
  %2260 = fadd double 0x3FA5555555555555, %2259
  %2261 = fmul double %2245, %2245
  %2262 = fmul double %2261, %2260
  %2263 = fmul double 5.000000e-01, %2245
  %2264 = fsub double 1.000000e+00, %2263
  %2265 = fadd double %2264, %2262
  %2266 = fneg double %2254
  %2267 = fneg double %2265
  %2268 = bitcast double %2241 to i64
  %2269 = and i64 %2268, 1
  %2270 = and i64 %2268, 2
  %2271 = icmp eq i64 %2269, 1
  %2272 = icmp eq i64 %2270, 2
  %2273 = select i1 %2272, double %2266, double %2254
  %2274 = select i1 %2272, double %2267, double %2265
  %2275 = select i1 %2271, double %2274, double %2273
  %2276 = select i1 %2272, double %2267, double %2265
  %2277 = select i1 %2272, double %2254, double %2266
  %2278 = select i1 %2271, double %2277, double %2276
  %2279 = fptrunc double %2275 to float
  %2280 = fptrunc double %2278 to float
  %2281 = fmul float %2238, %2280
  %2282 = fmul float %2238, %2279
  %2283 = and i64 %which160, 1
  %odd162 = icmp ne i64 %2283, 0
  %normal163 = select i1 %odd162, float %2282, float %2281
  %2284 = fmul float %normal163, %noise_scale31
  %2285 = fadd float %2025, %2284
  %bits164 = bitcast float %2285 to i32
  %magnitude165 = and i32 %bits164, 2147483647
  %is_nan166 = icmp ugt i32 %magnitude165, 2139095040
  %canonical167 = select i1 %is_nan166, i32 2143289344, i32 %bits164
  store i32 %canonical167, ptr %2010, align 4
  br label %slot.done157

slot.done157:                                     ; preds = %slot.then156, %slot.done143
  br label %noise.done

uniform_sinks.then170:                            ; preds = %quiet
  br label %uniform_sinks.done171

uniform_sinks.done171:                            ; preds = %uniform_sinks.then170, %quiet
  %feature172 = add i64 %lane, 0
  %valid173 = icmp ult i64 %feature172, %n_features
  %2286 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid173, label %slot.then174, label %slot.done175

slot.then174:                                     ; preds = %uniform_sinks.done171
  %2287 = load float, ptr %2286, align 4
  %2288 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2289 = fsub float %2288, 4.000000e+00
  %2290 = fmul float 2.000000e+00, %2289
  %2291 = fmul float 0x3F847AE140000000, %2290
  %2292 = fmul float 2.000000e+00, %2287
  %2293 = fmul float %2291, %2292
  %2294 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature172
  %2295 = load float, ptr addrspace(1) %2294, align 4
  %2296 = fsub float %2287, %2295
  %2297 = fmul float 2.000000e+00, %2296
  %2298 = fmul float 5.000000e-01, %2297
  %2299 = fadd float %2293, %2298
  %2300 = fmul float %2299, %eta
  %2301 = fsub float %2287, %2300
  %2302 = fmul float 0.000000e+00, %noise_scale31
  %2303 = fadd float %2301, %2302
  %bits176 = bitcast float %2301 to i32
  %magnitude177 = and i32 %bits176, 2147483647
  %is_nan178 = icmp ugt i32 %magnitude177, 2139095040
  %canonical179 = select i1 %is_nan178, i32 2143289344, i32 %bits176
  store i32 %canonical179, ptr %2286, align 4
  br label %slot.done175

slot.done175:                                     ; preds = %slot.then174, %uniform_sinks.done171
  %feature180 = add i64 %lane, 1024
  %valid181 = icmp ult i64 %feature180, %n_features
  %2304 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid181, label %slot.then182, label %slot.done183

slot.then182:                                     ; preds = %slot.done175
  %2305 = load float, ptr %2304, align 4
  %2306 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2307 = fsub float %2306, 4.000000e+00
  %2308 = fmul float 2.000000e+00, %2307
  %2309 = fmul float 0x3F847AE140000000, %2308
  %2310 = fmul float 2.000000e+00, %2305
  %2311 = fmul float %2309, %2310
  %2312 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature180
  %2313 = load float, ptr addrspace(1) %2312, align 4
  %2314 = fsub float %2305, %2313
  %2315 = fmul float 2.000000e+00, %2314
  %2316 = fmul float 5.000000e-01, %2315
  %2317 = fadd float %2311, %2316
  %2318 = fmul float %2317, %eta
  %2319 = fsub float %2305, %2318
  %2320 = fmul float 0.000000e+00, %noise_scale31
  %2321 = fadd float %2319, %2320
  %bits184 = bitcast float %2319 to i32
  %magnitude185 = and i32 %bits184, 2147483647
  %is_nan186 = icmp ugt i32 %magnitude185, 2139095040
  %canonical187 = select i1 %is_nan186, i32 2143289344, i32 %bits184
  store i32 %canonical187, ptr %2304, align 4
  br label %slot.done183

slot.done183:                                     ; preds = %slot.then182, %slot.done175
  %feature188 = add i64 %lane, 2048
  %valid189 = icmp ult i64 %feature188, %n_features
  %2322 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid189, label %slot.then190, label %slot.done191

slot.then190:                                     ; preds = %slot.done183
  %2323 = load float, ptr %2322, align 4
  %2324 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2325 = fsub float %2324, 4.000000e+00
  %2326 = fmul float 2.000000e+00, %2325
  %2327 = fmul float 0x3F847AE140000000, %2326
  %2328 = fmul float 2.000000e+00, %2323
  %2329 = fmul float %2327, %2328
  %2330 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature188
  %2331 = load float, ptr addrspace(1) %2330, align 4
  %2332 = fsub float %2323, %2331
  %2333 = fmul float 2.000000e+00, %2332
  %2334 = fmul float 5.000000e-01, %2333
  %2335 = fadd float %2329, %2334
  %2336 = fmul float %2335, %eta
  %2337 = fsub float %2323, %2336
  %2338 = fmul float 0.000000e+00, %noise_scale31
  %2339 = fadd float %2337, %2338
  %bits192 = bitcast float %2337 to i32
  %magnitude193 = and i32 %bits192, 2147483647
  %is_nan194 = icmp ugt i32 %magnitude193, 2139095040
  %canonical195 = select i1 %is_nan194, i32 2143289344, i32 %bits192
  store i32 %canonical195, ptr %2322, align 4
  br label %slot.done191

slot.done191:                                     ; preds = %slot.then190, %slot.done183
  %feature196 = add i64 %lane, 3072
  %valid197 = icmp ult i64 %feature196, %n_features
  %2340 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid197, label %slot.then198, label %slot.done199

slot.then198:                                     ; preds = %slot.done191
  %2341 = load float, ptr %2340, align 4
  %2342 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2343 = fsub float %2342, 4.000000e+00
  %2344 = fmul float 2.000000e+00, %2343
  %2345 = fmul float 0x3F847AE140000000, %2344
  %2346 = fmul float 2.000000e+00, %2341
  %2347 = fmul float %2345, %2346
  %2348 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature196
  %2349 = load float, ptr addrspace(1) %2348, align 4
  %2350 = fsub float %2341, %2349
  %2351 = fmul float 2.000000e+00, %2350
  %2352 = fmul float 5.000000e-01, %2351
  %2353 = fadd float %2347, %2352
  %2354 = fmul float %2353, %eta
  %2355 = fsub float %2341, %2354
  %2356 = fmul float 0.000000e+00, %noise_scale31
  %2357 = fadd float %2355, %2356
  %bits200 = bitcast float %2355 to i32
  %magnitude201 = and i32 %bits200, 2147483647
  %is_nan202 = icmp ugt i32 %magnitude201, 2139095040
  %canonical203 = select i1 %is_nan202, i32 2143289344, i32 %bits200
  store i32 %canonical203, ptr %2340, align 4
  br label %slot.done199

slot.done199:                                     ; preds = %slot.then198, %slot.done191
  %feature204 = add i64 %lane, 4096
  %valid205 = icmp ult i64 %feature204, %n_features
  %2358 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid205, label %slot.then206, label %slot.done207

slot.then206:                                     ; preds = %slot.done199
  %2359 = load float, ptr %2358, align 4
  %2360 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2361 = fsub float %2360, 4.000000e+00
  %2362 = fmul float 2.000000e+00, %2361
  %2363 = fmul float 0x3F847AE140000000, %2362
  %2364 = fmul float 2.000000e+00, %2359
  %2365 = fmul float %2363, %2364
  %2366 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature204
  %2367 = load float, ptr addrspace(1) %2366, align 4
  %2368 = fsub float %2359, %2367
  %2369 = fmul float 2.000000e+00, %2368
  %2370 = fmul float 5.000000e-01, %2369
  %2371 = fadd float %2365, %2370
  %2372 = fmul float %2371, %eta
  %2373 = fsub float %2359, %2372
  %2374 = fmul float 0.000000e+00, %noise_scale31
  %2375 = fadd float %2373, %2374
  %bits208 = bitcast float %2373 to i32
  %magnitude209 = and i32 %bits208, 2147483647
  %is_nan210 = icmp ugt i32 %magnitude209, 2139095040
  %canonical211 = select i1 %is_nan210, i32 2143289344, i32 %bits208
  store i32 %canonical211, ptr %2358, align 4
  br label %slot.done207

slot.done207:                                     ; preds = %slot.then206, %slot.done199
  %feature212 = add i64 %lane, 5120
  %valid213 = icmp ult i64 %feature212, %n_features
  %2376 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid213, label %slot.then214, label %slot.done215

slot.then214:                                     ; preds = %slot.done207
  %2377 = load float, ptr %2376, align 4
  %2378 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2379 = fsub float %2378, 4.000000e+00
  %2380 = fmul float 2.000000e+00, %2379
  %2381 = fmul float 0x3F847AE140000000, %2380
  %2382 = fmul float 2.000000e+00, %2377
  %2383 = fmul float %2381, %2382
  %2384 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature212
  %2385 = load float, ptr addrspace(1) %2384, align 4
  %2386 = fsub float %2377, %2385
  %2387 = fmul float 2.000000e+00, %2386
  %2388 = fmul float 5.000000e-01, %2387
  %2389 = fadd float %2383, %2388
  %2390 = fmul float %2389, %eta
  %2391 = fsub float %2377, %2390
  %2392 = fmul float 0.000000e+00, %noise_scale31
  %2393 = fadd float %2391, %2392
  %bits216 = bitcast float %2391 to i32
  %magnitude217 = and i32 %bits216, 2147483647
  %is_nan218 = icmp ugt i32 %magnitude217, 2139095040
  %canonical219 = select i1 %is_nan218, i32 2143289344, i32 %bits216
  store i32 %canonical219, ptr %2376, align 4
  br label %slot.done215

slot.done215:                                     ; preds = %slot.then214, %slot.done207
  %feature220 = add i64 %lane, 6144
  %valid221 = icmp ult i64 %feature220, %n_features
  %2394 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid221, label %slot.then222, label %slot.done223

slot.then222:                                     ; preds = %slot.done215
  %2395 = load float, ptr %2394, align 4
  %2396 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2397 = fsub float %2396, 4.000000e+00
  %2398 = fmul float 2.000000e+00, %2397
  %2399 = fmul float 0x3F847AE140000000, %2398
  %2400 = fmul float 2.000000e+00, %2395
  %2401 = fmul float %2399, %2400
  %2402 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature220
  %2403 = load float, ptr addrspace(1) %2402, align 4
  %2404 = fsub float %2395, %2403
  %2405 = fmul float 2.000000e+00, %2404
  %2406 = fmul float 5.000000e-01, %2405
  %2407 = fadd float %2401, %2406
  %2408 = fmul float %2407, %eta
  %2409 = fsub float %2395, %2408
  %2410 = fmul float 0.000000e+00, %noise_scale31
  %2411 = fadd float %2409, %2410
  %bits224 = bitcast float %2409 to i32
  %magnitude225 = and i32 %bits224, 2147483647
  %is_nan226 = icmp ugt i32 %magnitude225, 2139095040
  %canonical227 = select i1 %is_nan226, i32 2143289344, i32 %bits224
  store i32 %canonical227, ptr %2394, align 4
  br label %slot.done223

slot.done223:                                     ; preds = %slot.then222, %slot.done215
  %feature228 = add i64 %lane, 7168
  %valid229 = icmp ult i64 %feature228, %n_features
  %2412 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid229, label %slot.then230, label %slot.done231

slot.then230:                                     ; preds = %slot.done223
  %2413 = load float, ptr %2412, align 4
  %2414 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2415 = fsub float %2414, 4.000000e+00
  %2416 = fmul float 2.000000e+00, %2415
  %2417 = fmul float 0x3F847AE140000000, %2416
  %2418 = fmul float 2.000000e+00, %2413
  %2419 = fmul float %2417, %2418
  %2420 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature228
  %2421 = load float, ptr addrspace(1) %2420, align 4
  %2422 = fsub float %2413, %2421
  %2423 = fmul float 2.000000e+00, %2422
  %2424 = fmul float 5.000000e-01, %2423
  %2425 = fadd float %2419, %2424
  %2426 = fmul float %2425, %eta
  %2427 = fsub float %2413, %2426
  %2428 = fmul float 0.000000e+00, %noise_scale31
  %2429 = fadd float %2427, %2428
  %bits232 = bitcast float %2427 to i32
  %magnitude233 = and i32 %bits232, 2147483647
  %is_nan234 = icmp ugt i32 %magnitude233, 2139095040
  %canonical235 = select i1 %is_nan234, i32 2143289344, i32 %bits232
  store i32 %canonical235, ptr %2412, align 4
  br label %slot.done231

slot.done231:                                     ; preds = %slot.then230, %slot.done223
  br label %noise.done

slot.then238:                                     ; preds = %step.exit
  %2430 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature236
  %2431 = load float, ptr %36, align 4
  store float %2431, ptr addrspace(1) %2430, align 4
  br label %slot.done239

slot.done239:                                     ; preds = %slot.then238, %step.exit
  %feature240 = add i64 %lane, 1024
  %valid241 = icmp ult i64 %feature240, %n_features
  %2432 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid241, label %slot.then242, label %slot.done243

slot.then242:                                     ; preds = %slot.done239
  %2433 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature240
  %2434 = load float, ptr %2432, align 4
  store float %2434, ptr addrspace(1) %2433, align 4
  br label %slot.done243

slot.done243:                                     ; preds = %slot.then242, %slot.done239
  %feature244 = add i64 %lane, 2048
  %valid245 = icmp ult i64 %feature244, %n_features
  %2435 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid245, label %slot.then246, label %slot.done247

slot.then246:                                     ; preds = %slot.done243
  %2436 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature244
  %2437 = load float, ptr %2435, align 4
  store float %2437, ptr addrspace(1) %2436, align 4
  br label %slot.done247

slot.done247:                                     ; preds = %slot.then246, %slot.done243
  %feature248 = add i64 %lane, 3072
  %valid249 = icmp ult i64 %feature248, %n_features
  %2438 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid249, label %slot.then250, label %slot.done251

slot.then250:                                     ; preds = %slot.done247
  %2439 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature248
  %2440 = load float, ptr %2438, align 4
  store float %2440, ptr addrspace(1) %2439, align 4
  br label %slot.done251

slot.done251:                                     ; preds = %slot.then250, %slot.done247
  %feature252 = add i64 %lane, 4096
  %valid253 = icmp ult i64 %feature252, %n_features
  %2441 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid253, label %slot.then254, label %slot.done255

slot.then254:                                     ; preds = %slot.done251
  %2442 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature252
  %2443 = load float, ptr %2441, align 4
  store float %2443, ptr addrspace(1) %2442, align 4
  br label %slot.done255

slot.done255:                                     ; preds = %slot.then254, %slot.done251
  %feature256 = add i64 %lane, 5120
  %valid257 = icmp ult i64 %feature256, %n_features
  %2444 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid257, label %slot.then258, label %slot.done259

slot.then258:                                     ; preds = %slot.done255
  %2445 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature256
  %2446 = load float, ptr %2444, align 4
  store float %2446, ptr addrspace(1) %2445, align 4
  br label %slot.done259

slot.done259:                                     ; preds = %slot.then258, %slot.done255
  %feature260 = add i64 %lane, 6144
  %valid261 = icmp ult i64 %feature260, %n_features
  %2447 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid261, label %slot.then262, label %slot.done263

slot.then262:                                     ; preds = %slot.done259
  %2448 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature260
  %2449 = load float, ptr %2447, align 4
  store float %2449, ptr addrspace(1) %2448, align 4
  br label %slot.done263

slot.done263:                                     ; preds = %slot.then262, %slot.done259
  %feature264 = add i64 %lane, 7168
  %valid265 = icmp ult i64 %feature264, %n_features
  %2450 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid265, label %slot.then266, label %slot.done267

slot.then266:                                     ; preds = %slot.done263
  %2451 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature264
  %2452 = load float, ptr %2450, align 4
  store float %2452, ptr addrspace(1) %2451, align 4
  br label %slot.done267

slot.done267:                                     ; preds = %slot.then266, %slot.done263
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_tether_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %746, %noise.done ]
  %10 = icmp ult i64 %step, %steps
  br i1 %10, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %11 = load float, ptr %temperature1, align 4
  %12 = fmul float %two_eta, %11
  %13 = fcmp olt float 0.000000e+00, %12
  %14 = call float @llvm.sqrt.f32(float %12)
  %15 = select i1 %13, float %14, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %15, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %draw.then, label %draw.done

step.exit:                                        ; preds = %step.header
  br label %row.done

draw.then:                                        ; preds = %step.body
  %first_element = mul i64 %row, %n_features
  %full_groups_end = and i64 %n_features, -4
  %16 = add i64 %n_features, 3
  %groups = lshr i64 %16, 2
  %17 = mul i64 %row, %groups
  %group = add i64 %17, 0
  %full_groups = lshr i64 %full_groups_end, 2
  br label %philox.header

draw.done:                                        ; preds = %noise_tail.done, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %feature.header

philox.header:                                    ; preds = %philox.body, %draw.then
  %philox = phi i64 [ %lane, %draw.then ], [ %195, %philox.body ]
  %18 = icmp ult i64 %philox, %full_groups
  br i1 %18, label %philox.body, label %philox.exit

philox.body:                                      ; preds = %philox.header
  %19 = mul i64 %philox, 4
  %group4 = add i64 %group, %philox
  %20 = trunc i64 %key0 to i32
  %21 = lshr i64 %key0, 32
  %22 = trunc i64 %21 to i32
  %23 = trunc i64 %group4 to i32
  %24 = trunc i64 %key1_step to i32
  %25 = lshr i64 %key1_step, 32
  %26 = trunc i64 %25 to i32
  %27 = lshr i64 %group4, 32
  %28 = trunc i64 %27 to i32
  %29 = zext i32 %23 to i64
  %30 = mul i64 3528531795, %29
  %31 = zext i32 %26 to i64
  %32 = mul i64 3449720151, %31
  %33 = lshr i64 %30, 32
  %34 = trunc i64 %33 to i32
  %35 = trunc i64 %30 to i32
  %36 = lshr i64 %32, 32
  %37 = trunc i64 %36 to i32
  %38 = trunc i64 %32 to i32
  %39 = xor i32 %37, %24
  %40 = xor i32 %39, %20
  %41 = xor i32 %34, %28
  %42 = xor i32 %41, %22
  %43 = add i32 %20, -1640531527
  %44 = add i32 %22, -1150833019
  %45 = zext i32 %40 to i64
  %46 = mul i64 3528531795, %45
  %47 = zext i32 %42 to i64
  %48 = mul i64 3449720151, %47
  %49 = lshr i64 %46, 32
  %50 = trunc i64 %49 to i32
  %51 = trunc i64 %46 to i32
  %52 = lshr i64 %48, 32
  %53 = trunc i64 %52 to i32
  %54 = trunc i64 %48 to i32
  %55 = xor i32 %53, %38
  %56 = xor i32 %55, %43
  %57 = xor i32 %50, %35
  %58 = xor i32 %57, %44
  %59 = add i32 %43, -1640531527
  %60 = add i32 %44, -1150833019
  %61 = zext i32 %56 to i64
  %62 = mul i64 3528531795, %61
  %63 = zext i32 %58 to i64
  %64 = mul i64 3449720151, %63
  %65 = lshr i64 %62, 32
  %66 = trunc i64 %65 to i32
  %67 = trunc i64 %62 to i32
  %68 = lshr i64 %64, 32
  %69 = trunc i64 %68 to i32
  %70 = trunc i64 %64 to i32
  %71 = xor i32 %69, %54
  %72 = xor i32 %71, %59
  %73 = xor i32 %66, %51
  %74 = xor i32 %73, %60
  %75 = add i32 %59, -1640531527
  %76 = add i32 %60, -1150833019
  %77 = zext i32 %72 to i64
  %78 = mul i64 3528531795, %77
  %79 = zext i32 %74 to i64
  %80 = mul i64 3449720151, %79
  %81 = lshr i64 %78, 32
  %82 = trunc i64 %81 to i32
  %83 = trunc i64 %78 to i32
  %84 = lshr i64 %80, 32
  %85 = trunc i64 %84 to i32
  %86 = trunc i64 %80 to i32
  %87 = xor i32 %85, %70
  %88 = xor i32 %87, %75
  %89 = xor i32 %82, %67
  %90 = xor i32 %89, %76
  %91 = add i32 %75, -1640531527
  %92 = add i32 %76, -1150833019
  %93 = zext i32 %88 to i64
  %94 = mul i64 3528531795, %93
  %95 = zext i32 %90 to i64
  %96 = mul i64 3449720151, %95
  %97 = lshr i64 %94, 32
  %98 = trunc i64 %97 to i32
  %99 = trunc i64 %94 to i32
  %100 = lshr i64 %96, 32
  %101 = trunc i64 %100 to i32
  %102 = trunc i64 %96 to i32
  %103 = xor i32 %101, %86
  %104 = xor i32 %103, %91
  %105 = xor i32 %98, %83
  %106 = xor i32 %105, %92
  %107 = add i32 %91, -1640531527
  %108 = add i32 %92, -1150833019
  %109 = zext i32 %104 to i64
  %110 = mul i64 3528531795, %109
  %111 = zext i32 %106 to i64
  %112 = mul i64 3449720151, %111
  %113 = lshr i64 %110, 32
  %114 = trunc i64 %113 to i32
  %115 = trunc i64 %110 to i32
  %116 = lshr i64 %112, 32
  %117 = trunc i64 %116 to i32
  %118 = trunc i64 %112 to i32
  %119 = xor i32 %117, %102
  %120 = xor i32 %119, %107
  %121 = xor i32 %114, %99
  %122 = xor i32 %121, %108
  %123 = add i32 %107, -1640531527
  %124 = add i32 %108, -1150833019
  %125 = zext i32 %120 to i64
  %126 = mul i64 3528531795, %125
  %127 = zext i32 %122 to i64
  %128 = mul i64 3449720151, %127
  %129 = lshr i64 %126, 32
  %130 = trunc i64 %129 to i32
  %131 = trunc i64 %126 to i32
  %132 = lshr i64 %128, 32
  %133 = trunc i64 %132 to i32
  %134 = trunc i64 %128 to i32
  %135 = xor i32 %133, %118
  %136 = xor i32 %135, %123
  %137 = xor i32 %130, %115
  %138 = xor i32 %137, %124
  %139 = add i32 %123, -1640531527
  %140 = add i32 %124, -1150833019
  %141 = zext i32 %136 to i64
  %142 = mul i64 3528531795, %141
  %143 = zext i32 %138 to i64
  %144 = mul i64 3449720151, %143
  %145 = lshr i64 %142, 32
  %146 = trunc i64 %145 to i32
  %147 = trunc i64 %142 to i32
  %148 = lshr i64 %144, 32
  %149 = trunc i64 %148 to i32
  %150 = trunc i64 %144 to i32
  %151 = xor i32 %149, %134
  %152 = xor i32 %151, %139
  %153 = xor i32 %146, %131
  %154 = xor i32 %153, %140
  %155 = add i32 %139, -1640531527
  %156 = add i32 %140, -1150833019
  %157 = zext i32 %152 to i64
  %158 = mul i64 3528531795, %157
  %159 = zext i32 %154 to i64
  %160 = mul i64 3449720151, %159
  %161 = lshr i64 %158, 32
  %162 = trunc i64 %161 to i32
  %163 = trunc i64 %158 to i32
  %164 = lshr i64 %160, 32
  %165 = trunc i64 %164 to i32
  %166 = trunc i64 %160 to i32
  %167 = xor i32 %165, %150
  %168 = xor i32 %167, %155
  %169 = xor i32 %162, %147
  %170 = xor i32 %169, %156
  %171 = add i32 %155, -1640531527
  %172 = add i32 %156, -1150833019
  %173 = zext i32 %168 to i64
  %174 = mul i64 3528531795, %173
  %175 = zext i32 %170 to i64
  %176 = mul i64 3449720151, %175
  %177 = lshr i64 %174, 32
  %178 = trunc i64 %177 to i32
  %179 = trunc i64 %174 to i32
  %180 = lshr i64 %176, 32
  %181 = trunc i64 %180 to i32
  %182 = trunc i64 %176 to i32
  %183 = xor i32 %181, %166
  %184 = xor i32 %183, %171
  %185 = xor i32 %178, %163
  %186 = xor i32 %185, %172
  %187 = add i64 %19, 0
  %188 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %187
  store i32 %184, ptr addrspace(1) %188, align 4
  %189 = add i64 %19, 1
  %190 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %189
  store i32 %182, ptr addrspace(1) %190, align 4
  %191 = add i64 %19, 2
  %192 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %191
  store i32 %186, ptr addrspace(1) %192, align 4
  %193 = add i64 %19, 3
  %194 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %193
  store i32 %179, ptr addrspace(1) %194, align 4
  %195 = add i64 %philox, 256
  br label %philox.header

philox.exit:                                      ; preds = %philox.header
  br label %noise.header

noise.header:                                     ; preds = %noise.body, %philox.exit
  %noise = phi i64 [ %lane, %philox.exit ], [ %378, %noise.body ]
  %196 = icmp ult i64 %noise, %full_groups
  br i1 %196, label %noise.body, label %noise.exit

noise.body:                                       ; preds = %noise.header
  %197 = mul i64 %noise, 4
  %198 = add i64 %197, 0
  %199 = add i64 %197, 1
  %200 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %198
  %word = load i32, ptr addrspace(1) %200, align 4
  %201 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %199
  %word5 = load i32, ptr addrspace(1) %201, align 4
  %202 = lshr i32 %word, 9
  %203 = sitofp i32 %202 to float
  %204 = fadd float %203, 5.000000e-01
  %205 = fmul float %204, 0x3E80000000000000
  %206 = lshr i32 %word5, 9
  %207 = sitofp i32 %206 to float
  %208 = fadd float %207, 5.000000e-01
  %209 = fmul float %208, 0x3E80000000000000
  %210 = bitcast float %205 to i32
  %211 = add i32 %210, 4913933
  %212 = lshr i32 %211, 23
  %213 = sub i32 %212, 127
  %214 = and i32 %211, 8388607
  %215 = add i32 %214, 1060439283
  %216 = bitcast i32 %215 to float
  %217 = fsub float %216, 1.000000e+00
  %218 = fadd float 2.000000e+00, %217
  %219 = fdiv float %217, %218
  %220 = fmul float %219, %219
  %221 = fmul float %220, %220
  %222 = fmul float %221, 0x3FCF13C4C0000000
  %223 = fadd float 0x3FD999C260000000, %222
  %224 = fmul float %221, %223
  %225 = fmul float %221, 0x3FD23D3DC0000000
  %226 = fadd float 0x3FE5555540000000, %225
  %227 = fmul float %220, %226
  %228 = fadd float %227, %224
  %229 = fmul float 5.000000e-01, %217
  %230 = fmul float %229, %217
  %231 = sitofp i32 %213 to float
  %232 = fadd float %230, %228
  %233 = fmul float %219, %232
  %234 = fmul float %231, 0x3EE2FEFA20000000
  %235 = fadd float %233, %234
  %236 = fsub float %235, %230
  %237 = fadd float %236, %217
  %238 = fmul float %231, 0x3FE62E3000000000
  %239 = fadd float %237, %238
  %240 = fmul float -2.000000e+00, %239
  %241 = call float @llvm.sqrt.f32(float %240)
  %242 = fpext float %209 to double
  %243 = fmul double %242, 4.000000e+00
  %244 = fadd double %243, 0x4338000000000000
  %245 = fsub double %244, 0x4338000000000000
  %246 = fsub double %243, %245
  %247 = fmul double %246, 0x3FF921FB54442D18
  %248 = fmul double %247, %247
  %249 = fmul double %248, 0x3EC71DE3A556C734
  %250 = fadd double 0xBF2A01A01A01A01A, %249
  %251 = fmul double %248, %250
  %252 = fadd double 0x3F81111111111111, %251
  %253 = fmul double %248, %252
  %254 = fadd double 0xBFC5555555555555, %253
  %255 = fmul double %247, %248
  %256 = fmul double %255, %254
  %257 = fadd double %247, %256
  %258 = fmul double %248, 0xBE927E4FB7789F5C
  %259 = fadd double 0x3EFA01A01A01A01A, %258
  %260 = fmul double %248, %259
  %261 = fadd double 0xBF56C16C16C16C17, %260
  %262 = fmul double %248, %261
  %263 = fadd double 0x3FA5555555555555, %262
  %264 = fmul double %248, %248
  %265 = fmul double %264, %263
  %266 = fmul double 5.000000e-01, %248
  %267 = fsub double 1.000000e+00, %266
  %268 = fadd double %267, %265
  %269 = fneg double %257
  %270 = fneg double %268
  %271 = bitcast double %244 to i64
  %272 = and i64 %271, 1
  %273 = and i64 %271, 2
  %274 = icmp eq i64 %272, 1
  %275 = icmp eq i64 %273, 2
  %276 = select i1 %275, double %269, double %257
  %277 = select i1 %275, double %270, double %268
  %278 = select i1 %274, double %277, double %276
  %279 = select i1 %275, double %270, double %268
  %280 = select i1 %275, double %257, double %269
  %281 = select i1 %274, double %280, double %279
  %282 = fptrunc double %278 to float
  %283 = fptrunc double %281 to float
  %284 = fmul float %241, %283
  %285 = fmul float %241, %282
  %286 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %198
  store float %284, ptr addrspace(1) %286, align 4
  %287 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %199
  store float %285, ptr addrspace(1) %287, align 4
  %288 = add i64 %197, 2
  %289 = add i64 %197, 3
  %290 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %288
  %word6 = load i32, ptr addrspace(1) %290, align 4
  %291 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %289
  %word7 = load i32, ptr addrspace(1) %291, align 4
  %292 = lshr i32 %word6, 9
  %293 = sitofp i32 %292 to float
  %294 = fadd float %293, 5.000000e-01
  %295 = fmul float %294, 0x3E80000000000000
  %296 = lshr i32 %word7, 9
  %297 = sitofp i32 %296 to float
  %298 = fadd float %297, 5.000000e-01
  %299 = fmul float %298, 0x3E80000000000000
  %300 = bitcast float %295 to i32
  %301 = add i32 %300, 4913933
  %302 = lshr i32 %301, 23
  %303 = sub i32 %302, 127
  %304 = and i32 %301, 8388607
  %305 = add i32 %304, 1060439283
  %306 = bitcast i32 %305 to float
  %307 = fsub float %306, 1.000000e+00
  %308 = fadd float 2.000000e+00, %307
  %309 = fdiv float %307, %308
  %310 = fmul float %309, %309
  %311 = fmul float %310, %310
  %312 = fmul float %311, 0x3FCF13C4C0000000
  %313 = fadd float 0x3FD999C260000000, %312
  %314 = fmul float %311, %313
  %315 = fmul float %311, 0x3FD23D3DC0000000
  %316 = fadd float 0x3FE5555540000000, %315
  %317 = fmul float %310, %316
  %318 = fadd float %317, %314
  %319 = fmul float 5.000000e-01, %307
  %320 = fmul float %319, %307
  %321 = sitofp i32 %303 to float
  %322 = fadd float %320, %318
  %323 = fmul float %309, %322
  %324 = fmul float %321, 0x3EE2FEFA20000000
  %325 = fadd float %323, %324
  %326 = fsub float %325, %320
  %327 = fadd float %326, %307
  %328 = fmul float %321, 0x3FE62E3000000000
  %329 = fadd float %327, %328
  %330 = fmul float -2.000000e+00, %329
  %331 = call float @llvm.sqrt.f32(float %330)
  %332 = fpext float %299 to double
  %333 = fmul double %332, 4.000000e+00
  %334 = fadd double %333, 0x4338000000000000
  %335 = fsub double %334, 0x4338000000000000
  %336 = fsub double %333, %335
  %337 = fmul double %336, 0x3FF921FB54442D18
  %338 = fmul double %337, %337
  %339 = fmul double %338, 0x3EC71DE3A556C734
  %340 = fadd double 0xBF2A01A01A01A01A, %339
  %341 = fmul double %338, %340
  %342 = fadd double 0x3F81111111111111, %341
  %343 = fmul double %338, %342
  %344 = fadd double 0xBFC5555555555555, %343
  %345 = fmul double %337, %338
  %346 = fmul double %345, %344
  %347 = fadd double %337, %346
  %348 = fmul double %338, 0xBE927E4FB7789F5C
  %349 = fadd double 0x3EFA01A01A01A01A, %348
  %350 = fmul double %338, %349
  %351 = fadd double 0xBF56C16C16C16C17, %350
  %352 = fmul double %338, %351
  %353 = fadd double 0x3FA5555555555555, %352
  %354 = fmul double %338, %338
  %355 = fmul double %354, %353
  %356 = fmul double 5.000000e-01, %338
  %357 = fsub double 1.000000e+00, %356
  %358 = fadd double %357, %355
  %359 = fneg double %347
  %360 = fneg double %358
  %361 = bitcast double %334 to i64
  %362 = and i64 %361, 1
  %363 = and i64 %361, 2
  %364 = icmp eq i64 %362, 1
  %365 = icmp eq i64 %363, 2
  %366 = select i1 %365, double %359, double %347
  %367 = select i1 %365, double %360, double %358
  %368 = select i1 %364, double %367, double %366
  %369 = select i1 %365, double %360, double %358
  %370 = select i1 %365, double %347, double %359
  %371 = select i1 %364, double %370, double %369
  %372 = fptrunc double %368 to float
  %373 = fptrunc double %371 to float
  %374 = fmul float %331, %373
  %375 = fmul float %331, %372
  %376 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %288
  store float %374, ptr addrspace(1) %376, align 4
  %377 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %289
  store float %375, ptr addrspace(1) %377, align 4
  %378 = add i64 %noise, 256
  br label %noise.header

noise.exit:                                       ; preds = %noise.header
  %379 = icmp ult i64 %full_groups_end, %n_features
  %380 = and i1 %379, %lane0
  br i1 %380, label %noise_tail.then, label %noise_tail.done

noise_tail.then:                                  ; preds = %noise.exit
  %381 = add i64 %n_features, 3
  %groups8 = lshr i64 %381, 2
  %382 = mul i64 %row, %groups8
  %383 = lshr i64 %full_groups_end, 2
  %group9 = add i64 %382, %383
  %384 = trunc i64 %key0 to i32
  %385 = lshr i64 %key0, 32
  %386 = trunc i64 %385 to i32
  %387 = trunc i64 %group9 to i32
  %388 = trunc i64 %key1_step to i32
  %389 = lshr i64 %key1_step, 32
  %390 = trunc i64 %389 to i32
  %391 = lshr i64 %group9, 32
  %392 = trunc i64 %391 to i32
  %393 = zext i32 %387 to i64
  %394 = mul i64 3528531795, %393
  %395 = zext i32 %390 to i64
  %396 = mul i64 3449720151, %395
  %397 = lshr i64 %394, 32
  %398 = trunc i64 %397 to i32
  %399 = trunc i64 %394 to i32
  %400 = lshr i64 %396, 32
  %401 = trunc i64 %400 to i32
  %402 = trunc i64 %396 to i32
  %403 = xor i32 %401, %388
  %404 = xor i32 %403, %384
  %405 = xor i32 %398, %392
  %406 = xor i32 %405, %386
  %407 = add i32 %384, -1640531527
  %408 = add i32 %386, -1150833019
  %409 = zext i32 %404 to i64
  %410 = mul i64 3528531795, %409
  %411 = zext i32 %406 to i64
  %412 = mul i64 3449720151, %411
  %413 = lshr i64 %410, 32
  %414 = trunc i64 %413 to i32
  %415 = trunc i64 %410 to i32
  %416 = lshr i64 %412, 32
  %417 = trunc i64 %416 to i32
  %418 = trunc i64 %412 to i32
  %419 = xor i32 %417, %402
  %420 = xor i32 %419, %407
  %421 = xor i32 %414, %399
  %422 = xor i32 %421, %408
  %423 = add i32 %407, -1640531527
  %424 = add i32 %408, -1150833019
  %425 = zext i32 %420 to i64
  %426 = mul i64 3528531795, %425
  %427 = zext i32 %422 to i64
  %428 = mul i64 3449720151, %427
  %429 = lshr i64 %426, 32
  %430 = trunc i64 %429 to i32
  %431 = trunc i64 %426 to i32
  %432 = lshr i64 %428, 32
  %433 = trunc i64 %432 to i32
  %434 = trunc i64 %428 to i32
  %435 = xor i32 %433, %418
  %436 = xor i32 %435, %423
  %437 = xor i32 %430, %415
  %438 = xor i32 %437, %424
  %439 = add i32 %423, -1640531527
  %440 = add i32 %424, -1150833019
  %441 = zext i32 %436 to i64
  %442 = mul i64 3528531795, %441
  %443 = zext i32 %438 to i64
  %444 = mul i64 3449720151, %443
  %445 = lshr i64 %442, 32
  %446 = trunc i64 %445 to i32
  %447 = trunc i64 %442 to i32
  %448 = lshr i64 %444, 32
  %449 = trunc i64 %448 to i32
  %450 = trunc i64 %444 to i32
  %451 = xor i32 %449, %434
  %452 = xor i32 %451, %439
  %453 = xor i32 %446, %431
  %454 = xor i32 %453, %440
  %455 = add i32 %439, -1640531527
  %456 = add i32 %440, -1150833019
  %457 = zext i32 %452 to i64
  %458 = mul i64 3528531795, %457
  %459 = zext i32 %454 to i64
  %460 = mul i64 3449720151, %459
  %461 = lshr i64 %458, 32
  %462 = trunc i64 %461 to i32
  %463 = trunc i64 %458 to i32
  %464 = lshr i64 %460, 32
  %465 = trunc i64 %464 to i32
  %466 = trunc i64 %460 to i32
  %467 = xor i32 %465, %450
  %468 = xor i32 %467, %455
  %469 = xor i32 %462, %447
  %470 = xor i32 %469, %456
  %471 = add i32 %455, -1640531527
  %472 = add i32 %456, -1150833019
  %473 = zext i32 %468 to i64
  %474 = mul i64 3528531795, %473
  %475 = zext i32 %470 to i64
  %476 = mul i64 3449720151, %475
  %477 = lshr i64 %474, 32
  %478 = trunc i64 %477 to i32
  %479 = trunc i64 %474 to i32
  %480 = lshr i64 %476, 32
  %481 = trunc i64 %480 to i32
  %482 = trunc i64 %476 to i32
  %483 = xor i32 %481, %466
  %484 = xor i32 %483, %471
  %485 = xor i32 %478, %463
  %486 = xor i32 %485, %472
  %487 = add i32 %471, -1640531527
  %488 = add i32 %472, -1150833019
  %489 = zext i32 %484 to i64
  %490 = mul i64 3528531795, %489
  %491 = zext i32 %486 to i64
  %492 = mul i64 3449720151, %491
  %493 = lshr i64 %490, 32
  %494 = trunc i64 %493 to i32
  %495 = trunc i64 %490 to i32
  %496 = lshr i64 %492, 32
  %497 = trunc i64 %496 to i32
  %498 = trunc i64 %492 to i32
  %499 = xor i32 %497, %482
  %500 = xor i32 %499, %487
  %501 = xor i32 %494, %479
  %502 = xor i32 %501, %488
  %503 = add i32 %487, -1640531527
  %504 = add i32 %488, -1150833019
  %505 = zext i32 %500 to i64
  %506 = mul i64 3528531795, %505
  %507 = zext i32 %502 to i64
  %508 = mul i64 3449720151, %507
  %509 = lshr i64 %506, 32
  %510 = trunc i64 %509 to i32
  %511 = trunc i64 %506 to i32
  %512 = lshr i64 %508, 32
  %513 = trunc i64 %512 to i32
  %514 = trunc i64 %508 to i32
  %515 = xor i32 %513, %498
  %516 = xor i32 %515, %503
  %517 = xor i32 %510, %495
  %518 = xor i32 %517, %504
  %519 = add i32 %503, -1640531527
  %520 = add i32 %504, -1150833019
  %521 = zext i32 %516 to i64
  %522 = mul i64 3528531795, %521
  %523 = zext i32 %518 to i64
  %524 = mul i64 3449720151, %523
  %525 = lshr i64 %522, 32
  %526 = trunc i64 %525 to i32
  %527 = trunc i64 %522 to i32
  %528 = lshr i64 %524, 32
  %529 = trunc i64 %528 to i32
  %530 = trunc i64 %524 to i32
  %531 = xor i32 %529, %514
  %532 = xor i32 %531, %519
  %533 = xor i32 %526, %511
  %534 = xor i32 %533, %520
  %535 = add i32 %519, -1640531527
  %536 = add i32 %520, -1150833019
  %537 = zext i32 %532 to i64
  %538 = mul i64 3528531795, %537
  %539 = zext i32 %534 to i64
  %540 = mul i64 3449720151, %539
  %541 = lshr i64 %538, 32
  %542 = trunc i64 %541 to i32
  %543 = trunc i64 %538 to i32
  %544 = lshr i64 %540, 32
  %545 = trunc i64 %544 to i32
  %546 = trunc i64 %540 to i32
  %547 = xor i32 %545, %530
  %548 = xor i32 %547, %535
  %549 = xor i32 %542, %527
  %550 = xor i32 %549, %536
  %551 = lshr i32 %548, 9
  %552 = sitofp i32 %551 to float
  %553 = fadd float %552, 5.000000e-01
  %554 = fmul float %553, 0x3E80000000000000
  %555 = lshr i32 %546, 9
  %556 = sitofp i32 %555 to float
  %557 = fadd float %556, 5.000000e-01
  %558 = fmul float %557, 0x3E80000000000000
  %559 = bitcast float %554 to i32
  %560 = add i32 %559, 4913933
  %561 = lshr i32 %560, 23
  %562 = sub i32 %561, 127
  %563 = and i32 %560, 8388607
  %564 = add i32 %563, 1060439283
  %565 = bitcast i32 %564 to float
  %566 = fsub float %565, 1.000000e+00
  %567 = fadd float 2.000000e+00, %566
  %568 = fdiv float %566, %567
  %569 = fmul float %568, %568
  %570 = fmul float %569, %569
  %571 = fmul float %570, 0x3FCF13C4C0000000
  %572 = fadd float 0x3FD999C260000000, %571
  %573 = fmul float %570, %572
  %574 = fmul float %570, 0x3FD23D3DC0000000
  %575 = fadd float 0x3FE5555540000000, %574
  %576 = fmul float %569, %575
  %577 = fadd float %576, %573
  %578 = fmul float 5.000000e-01, %566
  %579 = fmul float %578, %566
  %580 = sitofp i32 %562 to float
  %581 = fadd float %579, %577
  %582 = fmul float %568, %581
  %583 = fmul float %580, 0x3EE2FEFA20000000
  %584 = fadd float %582, %583
  %585 = fsub float %584, %579
  %586 = fadd float %585, %566
  %587 = fmul float %580, 0x3FE62E3000000000
  %588 = fadd float %586, %587
  %589 = fmul float -2.000000e+00, %588
  %590 = call float @llvm.sqrt.f32(float %589)
  %591 = fpext float %558 to double
  %592 = fmul double %591, 4.000000e+00
  %593 = fadd double %592, 0x4338000000000000
  %594 = fsub double %593, 0x4338000000000000
  %595 = fsub double %592, %594
  %596 = fmul double %595, 0x3FF921FB54442D18
  %597 = fmul double %596, %596
  %598 = fmul double %597, 0x3EC71DE3A556C734
  %599 = fadd double 0xBF2A01A01A01A01A, %598
  %600 = fmul double %597, %599
  %601 = fadd double 0x3F81111111111111, %600
  %602 = fmul double %597, %601
  %603 = fadd double 0xBFC5555555555555, %602
  %604 = fmul double %596, %597
  %605 = fmul double %604, %603
  %606 = fadd double %596, %605
  %607 = fmul double %597, 0xBE927E4FB7789F5C
  %608 = fadd double 0x3EFA01A01A01A01A, %607
  %609 = fmul double %597, %608
  %610 = fadd double 0xBF56C16C16C16C17, %609
  %611 = fmul double %597, %610
  %612 = fadd double 0x3FA5555555555555, %611
  %613 = fmul double %597, %597
  %614 = fmul double %613, %612
  %615 = fmul double 5.000000e-01, %597
  %616 = fsub double 1.000000e+00, %615
  %617 = fadd double %616, %614
  %618 = fneg double %606
  %619 = fneg double %617
  %620 = bitcast double %593 to i64
  %621 = and i64 %620, 1
  %622 = and i64 %620, 2
  %623 = icmp eq i64 %621, 1
  %624 = icmp eq i64 %622, 2
  %625 = select i1 %624, double %618, double %606
  %626 = select i1 %624, double %619, double %617
  %627 = select i1 %623, double %626, double %625
  %628 = select i1 %624, double %619, double %617
  %629 = select i1 %624, double %606, double %618
  %630 = select i1 %623, double %629, double %628
  %631 = fptrunc double %627 to float
  %632 = fptrunc double %630 to float
  %633 = fmul float %590, %632
  %634 = fmul float %590, %631
  %635 = lshr i32 %550, 9
  %636 = sitofp i32 %635 to float
  %637 = fadd float %636, 5.000000e-01
  %638 = fmul float %637, 0x3E80000000000000
  %639 = lshr i32 %543, 9
  %640 = sitofp i32 %639 to float
  %641 = fadd float %640, 5.000000e-01
  %642 = fmul float %641, 0x3E80000000000000
  %643 = bitcast float %638 to i32
  %644 = add i32 %643, 4913933
  %645 = lshr i32 %644, 23
  %646 = sub i32 %645, 127
  %647 = and i32 %644, 8388607
  %648 = add i32 %647, 1060439283
  %649 = bitcast i32 %648 to float
  %650 = fsub float %649, 1.000000e+00
  %651 = fadd float 2.000000e+00, %650
  %652 = fdiv float %650, %651
  %653 = fmul float %652, %652
  %654 = fmul float %653, %653
  %655 = fmul float %654, 0x3FCF13C4C0000000
  %656 = fadd float 0x3FD999C260000000, %655
  %657 = fmul float %654, %656
  %658 = fmul float %654, 0x3FD23D3DC0000000
  %659 = fadd float 0x3FE5555540000000, %658
  %660 = fmul float %653, %659
  %661 = fadd float %660, %657
  %662 = fmul float 5.000000e-01, %650
  %663 = fmul float %662, %650
  %664 = sitofp i32 %646 to float
  %665 = fadd float %663, %661
  %666 = fmul float %652, %665
  %667 = fmul float %664, 0x3EE2FEFA20000000
  %668 = fadd float %666, %667
  %669 = fsub float %668, %663
  %670 = fadd float %669, %650
  %671 = fmul float %664, 0x3FE62E3000000000
  %672 = fadd float %670, %671
  %673 = fmul float -2.000000e+00, %672
  %674 = call float @llvm.sqrt.f32(float %673)
  %675 = fpext float %642 to double
  %676 = fmul double %675, 4.000000e+00
  %677 = fadd double %676, 0x4338000000000000
  %678 = fsub double %677, 0x4338000000000000
  %679 = fsub double %676, %678
  %680 = fmul double %679, 0x3FF921FB54442D18
  %681 = fmul double %680, %680
  %682 = fmul double %681, 0x3EC71DE3A556C734
  %683 = fadd double 0xBF2A01A01A01A01A, %682
  %684 = fmul double %681, %683
  %685 = fadd double 0x3F81111111111111, %684
  %686 = fmul double %681, %685
  %687 = fadd double 0xBFC5555555555555, %686
  %688 = fmul double %680, %681
  %689 = fmul double %688, %687
  %690 = fadd double %680, %689
  %691 = fmul double %681, 0xBE927E4FB7789F5C
  %692 = fadd double 0x3EFA01A01A01A01A, %691
  %693 = fmul double %681, %692
  %694 = fadd double 0xBF56C16C16C16C17, %693
  %695 = fmul double %681, %694
  %696 = fadd double 0x3FA5555555555555, %695
  %697 = fmul double %681, %681
  %698 = fmul double %697, %696
  %699 = fmul double 5.000000e-01, %681
  %700 = fsub double 1.000000e+00, %699
  %701 = fadd double %700, %698
  %702 = fneg double %690
  %703 = fneg double %701
  %704 = bitcast double %677 to i64
  %705 = and i64 %704, 1
  %706 = and i64 %704, 2
  %707 = icmp eq i64 %705, 1
  %708 = icmp eq i64 %706, 2
  %709 = select i1 %708, double %702, double %690
  %710 = select i1 %708, double %703, double %701
  %711 = select i1 %707, double %710, double %709
  %712 = select i1 %708, double %703, double %701
  %713 = select i1 %708, double %690, double %702
  %714 = select i1 %707, double %713, double %712
  %715 = fptrunc double %711 to float
  %716 = fptrunc double %714 to float
  %717 = fmul float %674, %716
  %718 = fmul float %674, %715
  %719 = add i64 %full_groups_end, 0
  %720 = icmp ult i64 %719, %n_features
  br i1 %720, label %noise_tail_element.then, label %noise_tail_element.done

noise_tail.done:                                  ; preds = %noise_tail_element.done13, %noise.exit
  br label %draw.done

noise_tail_element.then:                          ; preds = %noise_tail.then
  %721 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %719
  store float %633, ptr addrspace(1) %721, align 4
  br label %noise_tail_element.done

noise_tail_element.done:                          ; preds = %noise_tail_element.then, %noise_tail.then
  %722 = add i64 %full_groups_end, 1
  %723 = icmp ult i64 %722, %n_features
  br i1 %723, label %noise_tail_element.then10, label %noise_tail_element.done11

noise_tail_element.then10:                        ; preds = %noise_tail_element.done
  %724 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %722
  store float %634, ptr addrspace(1) %724, align 4
  br label %noise_tail_element.done11

noise_tail_element.done11:                        ; preds = %noise_tail_element.then10, %noise_tail_element.done
  %725 = add i64 %full_groups_end, 2
  %726 = icmp ult i64 %725, %n_features
  br i1 %726, label %noise_tail_element.then12, label %noise_tail_element.done13

noise_tail_element.then12:                        ; preds = %noise_tail_element.done11
  %727 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %725
  store float %717, ptr addrspace(1) %727, align 4
  br label %noise_tail_element.done13

noise_tail_element.done13:                        ; preds = %noise_tail_element.then12, %noise_tail_element.done11
  br label %noise_tail.done

feature.header:                                   ; preds = %feature.body, %draw.done
  %feature = phi i64 [ %lane, %draw.done ], [ %735, %feature.body ]
  %728 = icmp ult i64 %feature, %n_features
  br i1 %728, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %729 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %730 = load float, ptr addrspace(1) %729, align 4
  %731 = fmul float %730, %730
  %732 = mul i64 %n_features, 0
  %733 = add i64 %732, %feature
  %734 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %733
  store float %731, ptr addrspace(1) %734, align 4
  %735 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %736 = mul i64 %n_features, 0
  %737 = add i64 %736, 0
  %738 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %737
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw14 = icmp ne i32 %draw_noise, 0
  br i1 %draw14, label %noise15, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %744, %fold_sums.body ]
  %739 = icmp ult i64 %fold_sums, %n_features
  br i1 %739, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %740 = getelementptr inbounds float, ptr addrspace(1) %738, i64 %fold_sums
  %741 = load float, ptr addrspace(1) %740, align 4
  %742 = load float, ptr %fold_value, align 4
  %743 = fadd float %741, %742
  store float %743, ptr %fold_value, align 4
  %744 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %745 = load float, ptr %fold_value, align 4
  store float %745, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

noise15:                                          ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then20, label %uniform_sinks.done21

noise.done:                                       ; preds = %feature.exit24, %feature.exit18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %11, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %746 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise15
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise15
  br label %feature.header16

feature.header16:                                 ; preds = %feature.body17, %uniform_sinks.done
  %feature19 = phi i64 [ %lane, %uniform_sinks.done ], [ %769, %feature.body17 ]
  %747 = icmp ult i64 %feature19, %n_features
  br i1 %747, label %feature.body17, label %feature.exit18

feature.body17:                                   ; preds = %feature.header16
  %748 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature19
  %749 = load float, ptr addrspace(1) %748, align 4
  %750 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %751 = fsub float %750, 4.000000e+00
  %752 = fmul float 2.000000e+00, %751
  %753 = fmul float 0x3F847AE140000000, %752
  %754 = fmul float 2.000000e+00, %749
  %755 = fmul float %753, %754
  %756 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature19
  %757 = load float, ptr addrspace(1) %756, align 4
  %758 = fsub float %749, %757
  %759 = fmul float 2.000000e+00, %758
  %760 = fmul float 5.000000e-01, %759
  %761 = fadd float %755, %760
  %762 = fmul float %761, %eta
  %763 = fsub float %749, %762
  %764 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature19
  %765 = load float, ptr addrspace(1) %764, align 4
  %766 = fmul float %765, %noise_scale3
  %767 = fadd float %763, %766
  %768 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature19
  %bits = bitcast float %767 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %768, align 4
  %769 = add i64 %feature19, 256
  br label %feature.header16

feature.exit18:                                   ; preds = %feature.header16
  br label %noise.done

uniform_sinks.then20:                             ; preds = %quiet
  br label %uniform_sinks.done21

uniform_sinks.done21:                             ; preds = %uniform_sinks.then20, %quiet
  br label %feature.header22

feature.header22:                                 ; preds = %feature.body23, %uniform_sinks.done21
  %feature25 = phi i64 [ %lane, %uniform_sinks.done21 ], [ %790, %feature.body23 ]
  %770 = icmp ult i64 %feature25, %n_features
  br i1 %770, label %feature.body23, label %feature.exit24

feature.body23:                                   ; preds = %feature.header22
  %771 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %772 = load float, ptr addrspace(1) %771, align 4
  %773 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %774 = fsub float %773, 4.000000e+00
  %775 = fmul float 2.000000e+00, %774
  %776 = fmul float 0x3F847AE140000000, %775
  %777 = fmul float 2.000000e+00, %772
  %778 = fmul float %776, %777
  %779 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %780 = load float, ptr addrspace(1) %779, align 4
  %781 = fsub float %772, %780
  %782 = fmul float 2.000000e+00, %781
  %783 = fmul float 5.000000e-01, %782
  %784 = fadd float %778, %783
  %785 = fmul float %784, %eta
  %786 = fsub float %772, %785
  %787 = fmul float 0.000000e+00, %noise_scale3
  %788 = fadd float %786, %787
  %789 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature25
  %bits26 = bitcast float %786 to i32
  %magnitude27 = and i32 %bits26, 2147483647
  %is_nan28 = icmp ugt i32 %magnitude27, 2139095040
  %canonical29 = select i1 %is_nan28, i32 2143289344, i32 %bits26
  store i32 %canonical29, ptr addrspace(1) %789, align 4
  %790 = add i64 %feature25, 256
  br label %feature.header22

feature.exit24:                                   ; preds = %feature.header22
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }
