; ModuleID = 'softmax_fast'
source_filename = "softmax_fast.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [192 x float] undef, align 4
@tessera_tree_values_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w32 = internal addrspace(3) global [24 x float] undef, align 4
@tessera_tree_values_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w32 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w64 = internal addrspace(3) global [12 x float] undef, align 4
@tessera_tree_values_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w64 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w128 = internal addrspace(3) global [6 x float] undef, align 4
@tessera_tree_values_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w128 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w512 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_tree_indices_w512 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w2048 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w2048 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w4096 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w4096 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w8192 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w8192 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w8192 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_tree_indices_w8192 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_wide = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_wide = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_wide = internal addrspace(3) global [256 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth39 = alloca i64, align 8
  %pairwise_levels38 = alloca [64 x i64], align 8
  %pairwise_sums37 = alloca [64 x float], align 4
  %fold_index36 = alloca i64, align 8
  %fold_value35 = alloca float, align 4
  %pairwise_depth20 = alloca i64, align 8
  %pairwise_levels19 = alloca [64 x i64], align 8
  %pairwise_sums18 = alloca [64 x float], align 4
  %fold_index17 = alloca i64, align 8
  %fold_value16 = alloca float, align 4
  %pairwise_depth15 = alloca i64, align 8
  %pairwise_levels14 = alloca [64 x i64], align 8
  %pairwise_sums13 = alloca [64 x float], align 4
  %fold_index12 = alloca i64, align 8
  %fold_value11 = alloca float, align 4
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
  %4 = mul i64 %row_in_group, 3
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w4, i64 %4
  %6 = mul i64 %row_in_group, 4
  %7 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4, i64 %6
  %8 = mul i64 %row_in_group, 4
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4, i64 %8
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %10 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %11 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %12 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done69, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %13 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature
  %14 = load float, ptr addrspace(1) %13, align 4
  store float %14, ptr %12, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %240, %noise.done ]
  %15 = icmp ult i64 %step, %steps
  br i1 %15, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %16 = load float, ptr %temperature1, align 4
  %17 = fmul float %two_eta, %16
  %18 = fcmp olt float 0.000000e+00, %17
  %19 = call float @llvm.sqrt.f32(float %17)
  %20 = select i1 %18, float %19, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %20, float %noise_scale
  %key1_step = add i64 %key1, %step
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %21 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then68, label %store.done69

slot.then6:                                       ; preds = %step.body
  %22 = load float, ptr %21, align 4
  %23 = load float, ptr %fold_value, align 4
  %24 = fcmp ogt float %22, %23
  %25 = fcmp uno float %22, %22
  %26 = fcmp ord float %23, %23
  %27 = and i1 %25, %26
  %take = or i1 %24, %27
  %28 = select i1 %take, float %22, float %23
  store float %28, ptr %fold_value, align 4
  %29 = load i64, ptr %fold_index, align 8
  %30 = select i1 %take, i64 %feature4, i64 %29
  store i64 %30, ptr %fold_index, align 8
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  %31 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %32 = load float, ptr %fold_value, align 4
  %33 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %32, ptr addrspace(3) %33, align 4
  %34 = trunc i64 %best_index to i32
  %35 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %34, ptr addrspace(3) %35, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 2
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done7
  %36 = add i64 %lane, 2
  %37 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %38 = load i32, ptr addrspace(3) %37, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %41 = load float, ptr addrspace(3) %40, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %36
  %43 = load i32, ptr addrspace(3) %42, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %36
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = fcmp uno float %46, %46
  %48 = fcmp uno float %41, %41
  %49 = icmp ult i64 %44, %39
  %50 = fcmp ogt float %46, %41
  %51 = fcmp oeq float %46, %41
  %52 = xor i1 %48, true
  %53 = or i1 %52, %49
  %54 = and i1 %51, %49
  %55 = or i1 %50, %54
  %56 = xor i1 %48, true
  %57 = and i1 %56, %55
  %58 = select i1 %47, i1 %53, i1 %57
  %59 = select i1 %58, float %46, float %41
  %60 = select i1 %58, i64 %44, i64 %39
  %61 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %59, ptr addrspace(3) %61, align 4
  %62 = trunc i64 %60 to i32
  %63 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %62, ptr addrspace(3) %63, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane8 = icmp ult i64 %lane, 1
  br i1 %tree_lane8, label %tree.then9, label %tree.done10

tree.then9:                                       ; preds = %tree.done
  %64 = add i64 %lane, 1
  %65 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %66 = load i32, ptr addrspace(3) %65, align 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %69 = load float, ptr addrspace(3) %68, align 4
  %70 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %64
  %71 = load i32, ptr addrspace(3) %70, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %64
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = fcmp uno float %74, %74
  %76 = fcmp uno float %69, %69
  %77 = icmp ult i64 %72, %67
  %78 = fcmp ogt float %74, %69
  %79 = fcmp oeq float %74, %69
  %80 = xor i1 %76, true
  %81 = or i1 %80, %77
  %82 = and i1 %79, %77
  %83 = or i1 %78, %82
  %84 = xor i1 %76, true
  %85 = and i1 %84, %83
  %86 = select i1 %75, i1 %81, i1 %85
  %87 = select i1 %86, float %74, float %69
  %88 = select i1 %86, i64 %72, i64 %67
  %89 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %87, ptr addrspace(3) %89, align 4
  %90 = trunc i64 %88 to i32
  %91 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %90, ptr addrspace(3) %91, align 4
  br label %tree.done10

tree.done10:                                      ; preds = %tree.then9, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done10
  %92 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %93 = load i32, ptr addrspace(3) %92, align 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %96 = load float, ptr addrspace(3) %95, align 4
  store float 0xFFF0000000000000, ptr %fold_value11, align 4
  store i64 0, ptr %fold_index12, align 8
  store i64 0, ptr %pairwise_depth15, align 8
  store float %96, ptr %fold_value11, align 4
  store i64 %94, ptr %fold_index12, align 8
  %97 = load float, ptr %fold_value11, align 4
  store float %97, ptr addrspace(3) %31, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done10
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value16, align 4
  store i64 0, ptr %fold_index17, align 8
  store i64 0, ptr %pairwise_depth20, align 8
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %98 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %tree.result.done
  %99 = load float, ptr %98, align 4
  %100 = load float, ptr %fold_value16, align 4
  %101 = fcmp ogt float %99, %100
  %102 = fcmp uno float %99, %99
  %103 = fcmp ord float %100, %100
  %104 = and i1 %102, %103
  %take25 = or i1 %101, %104
  %105 = select i1 %take25, float %99, float %100
  store float %105, ptr %fold_value16, align 4
  %106 = load i64, ptr %fold_index17, align 8
  %107 = select i1 %take25, i64 %feature21, i64 %106
  store i64 %107, ptr %fold_index17, align 8
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %tree.result.done
  %108 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index26 = load i64, ptr %fold_index17, align 8
  %109 = load float, ptr %fold_value16, align 4
  %110 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %109, ptr addrspace(3) %110, align 4
  %111 = trunc i64 %best_index26 to i32
  %112 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %111, ptr addrspace(3) %112, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane27 = icmp ult i64 %lane, 2
  br i1 %tree_lane27, label %tree.then28, label %tree.done29

tree.then28:                                      ; preds = %slot.done24
  %113 = add i64 %lane, 2
  %114 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %115 = load i32, ptr addrspace(3) %114, align 4
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %118 = load float, ptr addrspace(3) %117, align 4
  %119 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %113
  %120 = load i32, ptr addrspace(3) %119, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %113
  %123 = load float, ptr addrspace(3) %122, align 4
  %124 = fcmp uno float %123, %123
  %125 = fcmp uno float %118, %118
  %126 = icmp ult i64 %121, %116
  %127 = fcmp ogt float %123, %118
  %128 = fcmp oeq float %123, %118
  %129 = xor i1 %125, true
  %130 = or i1 %129, %126
  %131 = and i1 %128, %126
  %132 = or i1 %127, %131
  %133 = xor i1 %125, true
  %134 = and i1 %133, %132
  %135 = select i1 %124, i1 %130, i1 %134
  %136 = select i1 %135, float %123, float %118
  %137 = select i1 %135, i64 %121, i64 %116
  %138 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %136, ptr addrspace(3) %138, align 4
  %139 = trunc i64 %137 to i32
  %140 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %139, ptr addrspace(3) %140, align 4
  br label %tree.done29

tree.done29:                                      ; preds = %tree.then28, %slot.done24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane30 = icmp ult i64 %lane, 1
  br i1 %tree_lane30, label %tree.then31, label %tree.done32

tree.then31:                                      ; preds = %tree.done29
  %141 = add i64 %lane, 1
  %142 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %143 = load i32, ptr addrspace(3) %142, align 4
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %146 = load float, ptr addrspace(3) %145, align 4
  %147 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %141
  %148 = load i32, ptr addrspace(3) %147, align 4
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %141
  %151 = load float, ptr addrspace(3) %150, align 4
  %152 = fcmp uno float %151, %151
  %153 = fcmp uno float %146, %146
  %154 = icmp ult i64 %149, %144
  %155 = fcmp ogt float %151, %146
  %156 = fcmp oeq float %151, %146
  %157 = xor i1 %153, true
  %158 = or i1 %157, %154
  %159 = and i1 %156, %154
  %160 = or i1 %155, %159
  %161 = xor i1 %153, true
  %162 = and i1 %161, %160
  %163 = select i1 %152, i1 %158, i1 %162
  %164 = select i1 %163, float %151, float %146
  %165 = select i1 %163, i64 %149, i64 %144
  %166 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %164, ptr addrspace(3) %166, align 4
  %167 = trunc i64 %165 to i32
  %168 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %167, ptr addrspace(3) %168, align 4
  br label %tree.done32

tree.done32:                                      ; preds = %tree.then31, %tree.done29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then33, label %tree.result.done34

tree.result.then33:                               ; preds = %tree.done32
  %169 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %170 = load i32, ptr addrspace(3) %169, align 4
  %171 = zext i32 %170 to i64
  %172 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %173 = load float, ptr addrspace(3) %172, align 4
  store float 0xFFF0000000000000, ptr %fold_value35, align 4
  store i64 0, ptr %fold_index36, align 8
  store i64 0, ptr %pairwise_depth39, align 8
  store float %173, ptr %fold_value35, align 4
  store i64 %171, ptr %fold_index36, align 8
  %174 = load i64, ptr %fold_index36, align 8
  %argmax = uitofp i64 %174 to float
  store float %argmax, ptr addrspace(3) %108, align 4
  br label %tree.result.done34

tree.result.done34:                               ; preds = %tree.result.then33, %tree.done32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature40 = add i64 %lane, 0
  %valid41 = icmp ult i64 %feature40, %n_features
  %175 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %tree.result.done34
  %176 = load float, ptr %175, align 4
  %177 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %178 = load float, ptr addrspace(3) %177, align 4
  %179 = fsub float %176, %178
  %180 = fcmp olt float %179, -1.040000e+02
  %181 = select i1 %180, float -1.040000e+02, float %179
  %182 = fcmp olt float 8.900000e+01, %181
  %183 = select i1 %182, float 8.900000e+01, float %181
  %184 = fmul float %183, 0x3FF7154760000000
  %185 = fadd float %184, 0x4168000000000000
  %186 = fsub float %185, 0x4168000000000000
  %187 = bitcast float %185 to i32
  %188 = sub i32 %187, 1262485504
  %189 = fmul float %186, 0x3FE62E4000000000
  %190 = fsub float %183, %189
  %191 = fmul float %186, 0x3EB7F7D1C0000000
  %192 = fsub float %190, %191
  %193 = fmul float %192, %192
  %194 = fmul float %193, 0x3E66376980000000
  %195 = fadd float 0xBEBBBD41C0000000, %194
  %196 = fmul float %193, %195
  %197 = fadd float 0x3F11566AA0000000, %196
  %198 = fmul float %193, %197
  %199 = fadd float 0xBF66C16C20000000, %198
  %200 = fmul float %193, %199
  %201 = fadd float 0x3FC5555560000000, %200
  %202 = fmul float %193, %201
  %203 = fsub float %192, %202
  %204 = fmul float %192, %203
  %205 = fsub float 2.000000e+00, %203
  %206 = fdiv float %204, %205
  %207 = fsub float %191, %206
  %208 = fsub float %207, %190
  %209 = fsub float 1.000000e+00, %208
  %210 = add i32 %188, 256
  %211 = lshr i32 %210, 1
  %212 = sub i32 %211, 1
  %213 = add i32 %188, 255
  %214 = sub i32 %213, %211
  %215 = shl i32 %212, 23
  %216 = shl i32 %214, 23
  %217 = bitcast i32 %215 to float
  %218 = bitcast i32 %216 to float
  %219 = fmul float %209, %217
  %220 = fmul float %219, %218
  %221 = fcmp uno float %179, %179
  %222 = select i1 %221, float 0x7FF8000000000000, float %220
  %223 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %224 = getelementptr inbounds float, ptr addrspace(3) %223, i64 %feature40
  store float %222, ptr addrspace(3) %224, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %tree.result.done34
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %225 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %226 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %226, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done43
  %tree_sum = phi i64 [ 0, %slot.done43 ], [ %236, %tree_sum.pairs.exit ]
  %227 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %227, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %228 = add i64 %226, %span
  %pairs = lshr i64 %228, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %235, %tree_sum.pairs.body ]
  %229 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %229, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %230 = getelementptr inbounds float, ptr addrspace(3) %225, i64 %left
  %231 = getelementptr inbounds float, ptr addrspace(3) %225, i64 %right
  %232 = load float, ptr addrspace(3) %230, align 4
  %233 = load float, ptr addrspace(3) %231, align 4
  %234 = fadd float %232, %233
  store float %234, ptr addrspace(3) %230, align 4
  %235 = add i64 %tree_sum.pairs, 4
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %236 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %237 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %238 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %239 = load float, ptr addrspace(3) %238, align 4
  store float %239, ptr addrspace(3) %237, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then53, label %store.done54

noise.done:                                       ; preds = %store.done54, %store.done
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %240 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature44 = add i64 %lane, 0
  %valid45 = icmp ult i64 %feature44, %n_features
  %241 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done49, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature46 = add i64 %lane, 0
  %valid47 = icmp ult i64 %feature46, %n_features
  %242 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid47, label %slot.then48, label %slot.done49

slot.then48:                                      ; preds = %uniform_sinks.done
  %243 = load float, ptr %242, align 4
  %244 = fmul float 2.000000e+00, %243
  %245 = fmul float 0x3FA99999A0000000, %244
  %246 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature46
  %247 = load float, ptr addrspace(1) %246, align 4
  %248 = fmul float -1.000000e+00, %247
  %249 = fadd float %245, %248
  %250 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %251 = load float, ptr addrspace(3) %250, align 4
  %252 = fdiv float 1.000000e+00, %251
  %253 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %254 = load float, ptr addrspace(3) %253, align 4
  %255 = fsub float %243, %254
  %256 = fcmp olt float %255, -1.040000e+02
  %257 = select i1 %256, float -1.040000e+02, float %255
  %258 = fcmp olt float 8.900000e+01, %257
  %259 = select i1 %258, float 8.900000e+01, float %257
  %260 = fmul float %259, 0x3FF7154760000000
  %261 = fadd float %260, 0x4168000000000000
  %262 = fsub float %261, 0x4168000000000000
  %263 = bitcast float %261 to i32
  %264 = sub i32 %263, 1262485504
  %265 = fmul float %262, 0x3FE62E4000000000
  %266 = fsub float %259, %265
  %267 = fmul float %262, 0x3EB7F7D1C0000000
  %268 = fsub float %266, %267
  %269 = fmul float %268, %268
  %270 = fmul float %269, 0x3E66376980000000
  %271 = fadd float 0xBEBBBD41C0000000, %270
  %272 = fmul float %269, %271
  %273 = fadd float 0x3F11566AA0000000, %272
  %274 = fmul float %269, %273
  %275 = fadd float 0xBF66C16C20000000, %274
  %276 = fmul float %269, %275
  %277 = fadd float 0x3FC5555560000000, %276
  %278 = fmul float %269, %277
  %279 = fsub float %268, %278
  %280 = fmul float %268, %279
  %281 = fsub float 2.000000e+00, %279
  %282 = fdiv float %280, %281
  %283 = fsub float %267, %282
  %284 = fsub float %283, %266
  %285 = fsub float 1.000000e+00, %284
  %286 = add i32 %264, 256
  %287 = lshr i32 %286, 1
  %288 = sub i32 %287, 1
  %289 = add i32 %264, 255
  %290 = sub i32 %289, %287
  %291 = shl i32 %288, 23
  %292 = shl i32 %290, 23
  %293 = bitcast i32 %291 to float
  %294 = bitcast i32 %292 to float
  %295 = fmul float %285, %293
  %296 = fmul float %295, %294
  %297 = fcmp uno float %255, %255
  %298 = select i1 %297, float 0x7FF8000000000000, float %296
  %299 = fmul float %252, %298
  %300 = fadd float %249, %299
  %feature50 = uitofp i64 %feature46 to float
  %301 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %302 = load float, ptr addrspace(3) %301, align 4
  %303 = fcmp oeq float %feature50, %302
  %304 = select i1 %303, float 1.000000e+00, float 0.000000e+00
  %305 = fcmp une float %304, 0.000000e+00
  %306 = select i1 %305, float 0x3FB99999A0000000, float 0.000000e+00
  %307 = fadd float %300, %306
  %308 = fmul float %307, %eta
  %309 = fsub float %243, %308
  %310 = add i64 %n_features, 3
  %groups = lshr i64 %310, 2
  %311 = mul i64 %row_read, %groups
  %312 = lshr i64 %feature46, 2
  %group51 = add i64 %311, %312
  %313 = trunc i64 %key0 to i32
  %314 = lshr i64 %key0, 32
  %315 = trunc i64 %314 to i32
  %316 = trunc i64 %group51 to i32
  %317 = trunc i64 %key1_step to i32
  %318 = lshr i64 %key1_step, 32
  %319 = trunc i64 %318 to i32
  %320 = lshr i64 %group51, 32
  %321 = trunc i64 %320 to i32
  %322 = zext i32 %316 to i64
  %323 = mul i64 3528531795, %322
  %324 = zext i32 %319 to i64
  %325 = mul i64 3449720151, %324
  %326 = lshr i64 %323, 32
  %327 = trunc i64 %326 to i32
  %328 = trunc i64 %323 to i32
  %329 = lshr i64 %325, 32
  %330 = trunc i64 %329 to i32
  %331 = trunc i64 %325 to i32
  %332 = xor i32 %330, %317
  %333 = xor i32 %332, %313
  %334 = xor i32 %327, %321
  %335 = xor i32 %334, %315
  %336 = add i32 %313, -1640531527
  %337 = add i32 %315, -1150833019
  %338 = zext i32 %333 to i64
  %339 = mul i64 3528531795, %338
  %340 = zext i32 %335 to i64
  %341 = mul i64 3449720151, %340
  %342 = lshr i64 %339, 32
  %343 = trunc i64 %342 to i32
  %344 = trunc i64 %339 to i32
  %345 = lshr i64 %341, 32
  %346 = trunc i64 %345 to i32
  %347 = trunc i64 %341 to i32
  %348 = xor i32 %346, %331
  %349 = xor i32 %348, %336
  %350 = xor i32 %343, %328
  %351 = xor i32 %350, %337
  %352 = add i32 %336, -1640531527
  %353 = add i32 %337, -1150833019
  %354 = zext i32 %349 to i64
  %355 = mul i64 3528531795, %354
  %356 = zext i32 %351 to i64
  %357 = mul i64 3449720151, %356
  %358 = lshr i64 %355, 32
  %359 = trunc i64 %358 to i32
  %360 = trunc i64 %355 to i32
  %361 = lshr i64 %357, 32
  %362 = trunc i64 %361 to i32
  %363 = trunc i64 %357 to i32
  %364 = xor i32 %362, %347
  %365 = xor i32 %364, %352
  %366 = xor i32 %359, %344
  %367 = xor i32 %366, %353
  %368 = add i32 %352, -1640531527
  %369 = add i32 %353, -1150833019
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
  %which = and i64 %feature46, 3
  %480 = and i64 %which, 2
  %second_pair = icmp ne i64 %480, 0
  %481 = select i1 %second_pair, i32 %479, i32 %477
  %482 = select i1 %second_pair, i32 %472, i32 %475
  %483 = lshr i32 %481, 9
  %484 = sitofp i32 %483 to float
  %485 = fadd float %484, 5.000000e-01
  %486 = fmul float %485, 0x3E80000000000000
  %487 = lshr i32 %482, 9
  %488 = sitofp i32 %487 to float
  %489 = fadd float %488, 5.000000e-01
  %490 = fmul float %489, 0x3E80000000000000
  %491 = bitcast float %486 to i32
  %492 = add i32 %491, 4913933
  %493 = lshr i32 %492, 23
  %494 = sub i32 %493, 127
  %495 = and i32 %492, 8388607
  %496 = add i32 %495, 1060439283
  %497 = bitcast i32 %496 to float
  %498 = fsub float %497, 1.000000e+00
  %499 = fadd float 2.000000e+00, %498
  %500 = fdiv float %498, %499
  %501 = fmul float %500, %500
  %502 = fmul float %501, %501
  %503 = fmul float %502, 0x3FCF13C4C0000000
  %504 = fadd float 0x3FD999C260000000, %503
  %505 = fmul float %502, %504
  %506 = fmul float %502, 0x3FD23D3DC0000000
  %507 = fadd float 0x3FE5555540000000, %506
  %508 = fmul float %501, %507
  %509 = fadd float %508, %505
  %510 = fmul float 5.000000e-01, %498
  %511 = fmul float %510, %498
  %512 = sitofp i32 %494 to float
  %513 = fadd float %511, %509
  %514 = fmul float %500, %513
  %515 = fmul float %512, 0x3EE2FEFA20000000
  %516 = fadd float %514, %515
  %517 = fsub float %516, %511
  %518 = fadd float %517, %498
  %519 = fmul float %512, 0x3FE62E3000000000
  %520 = fadd float %518, %519
  %521 = fmul float -2.000000e+00, %520
  %522 = call float @llvm.sqrt.f32(float %521)
  %523 = fpext float %490 to double
  %524 = fmul double %523, 4.000000e+00
  %525 = fadd double %524, 0x4338000000000000
  %526 = fsub double %525, 0x4338000000000000
  %527 = fsub double %524, %526
  %528 = fmul double %527, 0x3FF921FB54442D18
  %529 = fmul double %528, %528
  %530 = fmul double %529, 0x3EC71DE3A556C734
  %531 = fadd double 0xBF2A01A01A01A01A, %530
  %532 = fmul double %529, %531
  %533 = fadd double 0x3F81111111111111, %532
  %534 = fmul double %529, %533
  %535 = fadd double 0xBFC5555555555555, %534
  %536 = fmul double %528, %529
  %537 = fmul double %536, %535
  %538 = fadd double %528, %537
  %539 = fmul double %529, 0xBE927E4FB7789F5C
  %540 = fadd double 0x3EFA01A01A01A01A, %539
  %541 = fmul double %529, %540
  %542 = fadd double 0xBF56C16C16C16C17, %541
  %543 = fmul double %529, %542
  %544 = fadd double 0x3FA5555555555555, %543
  %545 = fmul double %529, %529
  %546 = fmul double %545, %544
  %547 = fmul double 5.000000e-01, %529
  %548 = fsub double 1.000000e+00, %547
  %549 = fadd double %548, %546
  %550 = fneg double %538
  %551 = fneg double %549
  %552 = bitcast double %525 to i64
  %553 = and i64 %552, 1
  %554 = and i64 %552, 2
  %555 = icmp eq i64 %553, 1
  %556 = icmp eq i64 %554, 2
  %557 = select i1 %556, double %550, double %538
  %558 = select i1 %556, double %551, double %549
  %559 = select i1 %555, double %558, double %557
  %560 = select i1 %556, double %551, double %549
  %561 = select i1 %556, double %538, double %550
  %562 = select i1 %555, double %561, double %560
  %563 = fptrunc double %559 to float
  %564 = fptrunc double %562 to float
  %565 = fmul float %522, %564
  %566 = fmul float %522, %563
  %567 = and i64 %which, 1
  %odd = icmp ne i64 %567, 0
  %normal = select i1 %odd, float %566, float %565
  %568 = fmul float %normal, %noise_scale3
  %569 = fadd float %309, %568
  %bits52 = bitcast float %569 to i32
  %magnitude = and i32 %bits52, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits52
  store i32 %canonical, ptr %242, align 4
  br label %slot.done49

slot.done49:                                      ; preds = %slot.then48, %uniform_sinks.done
  br label %store.done

store.then53:                                     ; preds = %quiet
  %feature55 = add i64 %lane, 0
  %valid56 = icmp ult i64 %feature55, %n_features
  %570 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then57, label %uniform_sinks.done58

store.done54:                                     ; preds = %slot.done62, %quiet
  br label %noise.done

uniform_sinks.then57:                             ; preds = %store.then53
  br label %uniform_sinks.done58

uniform_sinks.done58:                             ; preds = %uniform_sinks.then57, %store.then53
  %feature59 = add i64 %lane, 0
  %valid60 = icmp ult i64 %feature59, %n_features
  %571 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid60, label %slot.then61, label %slot.done62

slot.then61:                                      ; preds = %uniform_sinks.done58
  %572 = load float, ptr %571, align 4
  %573 = fmul float 2.000000e+00, %572
  %574 = fmul float 0x3FA99999A0000000, %573
  %575 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature59
  %576 = load float, ptr addrspace(1) %575, align 4
  %577 = fmul float -1.000000e+00, %576
  %578 = fadd float %574, %577
  %579 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %580 = load float, ptr addrspace(3) %579, align 4
  %581 = fdiv float 1.000000e+00, %580
  %582 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %583 = load float, ptr addrspace(3) %582, align 4
  %584 = fsub float %572, %583
  %585 = fcmp olt float %584, -1.040000e+02
  %586 = select i1 %585, float -1.040000e+02, float %584
  %587 = fcmp olt float 8.900000e+01, %586
  %588 = select i1 %587, float 8.900000e+01, float %586
  %589 = fmul float %588, 0x3FF7154760000000
  %590 = fadd float %589, 0x4168000000000000
  %591 = fsub float %590, 0x4168000000000000
  %592 = bitcast float %590 to i32
  %593 = sub i32 %592, 1262485504
  %594 = fmul float %591, 0x3FE62E4000000000
  %595 = fsub float %588, %594
  %596 = fmul float %591, 0x3EB7F7D1C0000000
  %597 = fsub float %595, %596
  %598 = fmul float %597, %597
  %599 = fmul float %598, 0x3E66376980000000
  %600 = fadd float 0xBEBBBD41C0000000, %599
  %601 = fmul float %598, %600
  %602 = fadd float 0x3F11566AA0000000, %601
  %603 = fmul float %598, %602
  %604 = fadd float 0xBF66C16C20000000, %603
  %605 = fmul float %598, %604
  %606 = fadd float 0x3FC5555560000000, %605
  %607 = fmul float %598, %606
  %608 = fsub float %597, %607
  %609 = fmul float %597, %608
  %610 = fsub float 2.000000e+00, %608
  %611 = fdiv float %609, %610
  %612 = fsub float %596, %611
  %613 = fsub float %612, %595
  %614 = fsub float 1.000000e+00, %613
  %615 = add i32 %593, 256
  %616 = lshr i32 %615, 1
  %617 = sub i32 %616, 1
  %618 = add i32 %593, 255
  %619 = sub i32 %618, %616
  %620 = shl i32 %617, 23
  %621 = shl i32 %619, 23
  %622 = bitcast i32 %620 to float
  %623 = bitcast i32 %621 to float
  %624 = fmul float %614, %622
  %625 = fmul float %624, %623
  %626 = fcmp uno float %584, %584
  %627 = select i1 %626, float 0x7FF8000000000000, float %625
  %628 = fmul float %581, %627
  %629 = fadd float %578, %628
  %feature63 = uitofp i64 %feature59 to float
  %630 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %631 = load float, ptr addrspace(3) %630, align 4
  %632 = fcmp oeq float %feature63, %631
  %633 = select i1 %632, float 1.000000e+00, float 0.000000e+00
  %634 = fcmp une float %633, 0.000000e+00
  %635 = select i1 %634, float 0x3FB99999A0000000, float 0.000000e+00
  %636 = fadd float %629, %635
  %637 = fmul float %636, %eta
  %638 = fsub float %572, %637
  %639 = fmul float 0.000000e+00, %noise_scale3
  %640 = fadd float %638, %639
  %bits64 = bitcast float %638 to i32
  %magnitude65 = and i32 %bits64, 2147483647
  %is_nan66 = icmp ugt i32 %magnitude65, 2139095040
  %canonical67 = select i1 %is_nan66, i32 2143289344, i32 %bits64
  store i32 %canonical67, ptr %571, align 4
  br label %slot.done62

slot.done62:                                      ; preds = %slot.then61, %uniform_sinks.done58
  br label %store.done54

store.then68:                                     ; preds = %step.exit
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %641 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid71, label %slot.then72, label %slot.done73

store.done69:                                     ; preds = %slot.done73, %step.exit
  br label %row.done

slot.then72:                                      ; preds = %store.then68
  %642 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature70
  %643 = load float, ptr %641, align 4
  store float %643, ptr addrspace(1) %642, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %store.then68
  br label %store.done69
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

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w32x8(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth57 = alloca i64, align 8
  %pairwise_levels56 = alloca [64 x i64], align 8
  %pairwise_sums55 = alloca [64 x float], align 4
  %fold_index54 = alloca i64, align 8
  %fold_value53 = alloca float, align 4
  %pairwise_depth29 = alloca i64, align 8
  %pairwise_levels28 = alloca [64 x i64], align 8
  %pairwise_sums27 = alloca [64 x float], align 4
  %fold_index26 = alloca i64, align 8
  %fold_value25 = alloca float, align 4
  %pairwise_depth24 = alloca i64, align 8
  %pairwise_levels23 = alloca [64 x i64], align 8
  %pairwise_sums22 = alloca [64 x float], align 4
  %fold_index21 = alloca i64, align 8
  %fold_value20 = alloca float, align 4
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
  %4 = mul i64 %row_in_group, 3
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w32, i64 %4
  %6 = mul i64 %row_in_group, 32
  %7 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w32, i64 %6
  %8 = mul i64 %row_in_group, 32
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w32, i64 %8
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %10 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %11 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %12 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done87, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %13 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature
  %14 = load float, ptr addrspace(1) %13, align 4
  store float %14, ptr %12, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %408, %noise.done ]
  %15 = icmp ult i64 %step, %steps
  br i1 %15, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %16 = load float, ptr %temperature1, align 4
  %17 = fmul float %two_eta, %16
  %18 = fcmp olt float 0.000000e+00, %17
  %19 = call float @llvm.sqrt.f32(float %17)
  %20 = select i1 %18, float %19, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %20, float %noise_scale
  %key1_step = add i64 %key1, %step
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %21 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then86, label %store.done87

slot.then6:                                       ; preds = %step.body
  %22 = load float, ptr %21, align 4
  %23 = load float, ptr %fold_value, align 4
  %24 = fcmp ogt float %22, %23
  %25 = fcmp uno float %22, %22
  %26 = fcmp ord float %23, %23
  %27 = and i1 %25, %26
  %take = or i1 %24, %27
  %28 = select i1 %take, float %22, float %23
  store float %28, ptr %fold_value, align 4
  %29 = load i64, ptr %fold_index, align 8
  %30 = select i1 %take, i64 %feature4, i64 %29
  store i64 %30, ptr %fold_index, align 8
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  %31 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %32 = load float, ptr %fold_value, align 4
  %33 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %32, ptr addrspace(3) %33, align 4
  %34 = trunc i64 %best_index to i32
  %35 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %34, ptr addrspace(3) %35, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 16
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done7
  %36 = add i64 %lane, 16
  %37 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %38 = load i32, ptr addrspace(3) %37, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %41 = load float, ptr addrspace(3) %40, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %36
  %43 = load i32, ptr addrspace(3) %42, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %36
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = fcmp uno float %46, %46
  %48 = fcmp uno float %41, %41
  %49 = icmp ult i64 %44, %39
  %50 = fcmp ogt float %46, %41
  %51 = fcmp oeq float %46, %41
  %52 = xor i1 %48, true
  %53 = or i1 %52, %49
  %54 = and i1 %51, %49
  %55 = or i1 %50, %54
  %56 = xor i1 %48, true
  %57 = and i1 %56, %55
  %58 = select i1 %47, i1 %53, i1 %57
  %59 = select i1 %58, float %46, float %41
  %60 = select i1 %58, i64 %44, i64 %39
  %61 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %59, ptr addrspace(3) %61, align 4
  %62 = trunc i64 %60 to i32
  %63 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %62, ptr addrspace(3) %63, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane8 = icmp ult i64 %lane, 8
  br i1 %tree_lane8, label %tree.then9, label %tree.done10

tree.then9:                                       ; preds = %tree.done
  %64 = add i64 %lane, 8
  %65 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %66 = load i32, ptr addrspace(3) %65, align 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %69 = load float, ptr addrspace(3) %68, align 4
  %70 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %64
  %71 = load i32, ptr addrspace(3) %70, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %64
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = fcmp uno float %74, %74
  %76 = fcmp uno float %69, %69
  %77 = icmp ult i64 %72, %67
  %78 = fcmp ogt float %74, %69
  %79 = fcmp oeq float %74, %69
  %80 = xor i1 %76, true
  %81 = or i1 %80, %77
  %82 = and i1 %79, %77
  %83 = or i1 %78, %82
  %84 = xor i1 %76, true
  %85 = and i1 %84, %83
  %86 = select i1 %75, i1 %81, i1 %85
  %87 = select i1 %86, float %74, float %69
  %88 = select i1 %86, i64 %72, i64 %67
  %89 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %87, ptr addrspace(3) %89, align 4
  %90 = trunc i64 %88 to i32
  %91 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %90, ptr addrspace(3) %91, align 4
  br label %tree.done10

tree.done10:                                      ; preds = %tree.then9, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane11 = icmp ult i64 %lane, 4
  br i1 %tree_lane11, label %tree.then12, label %tree.done13

tree.then12:                                      ; preds = %tree.done10
  %92 = add i64 %lane, 4
  %93 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %94 = load i32, ptr addrspace(3) %93, align 4
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %97 = load float, ptr addrspace(3) %96, align 4
  %98 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %92
  %99 = load i32, ptr addrspace(3) %98, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %92
  %102 = load float, ptr addrspace(3) %101, align 4
  %103 = fcmp uno float %102, %102
  %104 = fcmp uno float %97, %97
  %105 = icmp ult i64 %100, %95
  %106 = fcmp ogt float %102, %97
  %107 = fcmp oeq float %102, %97
  %108 = xor i1 %104, true
  %109 = or i1 %108, %105
  %110 = and i1 %107, %105
  %111 = or i1 %106, %110
  %112 = xor i1 %104, true
  %113 = and i1 %112, %111
  %114 = select i1 %103, i1 %109, i1 %113
  %115 = select i1 %114, float %102, float %97
  %116 = select i1 %114, i64 %100, i64 %95
  %117 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %115, ptr addrspace(3) %117, align 4
  %118 = trunc i64 %116 to i32
  %119 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %118, ptr addrspace(3) %119, align 4
  br label %tree.done13

tree.done13:                                      ; preds = %tree.then12, %tree.done10
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane14 = icmp ult i64 %lane, 2
  br i1 %tree_lane14, label %tree.then15, label %tree.done16

tree.then15:                                      ; preds = %tree.done13
  %120 = add i64 %lane, 2
  %121 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %122 = load i32, ptr addrspace(3) %121, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %125 = load float, ptr addrspace(3) %124, align 4
  %126 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %120
  %127 = load i32, ptr addrspace(3) %126, align 4
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %120
  %130 = load float, ptr addrspace(3) %129, align 4
  %131 = fcmp uno float %130, %130
  %132 = fcmp uno float %125, %125
  %133 = icmp ult i64 %128, %123
  %134 = fcmp ogt float %130, %125
  %135 = fcmp oeq float %130, %125
  %136 = xor i1 %132, true
  %137 = or i1 %136, %133
  %138 = and i1 %135, %133
  %139 = or i1 %134, %138
  %140 = xor i1 %132, true
  %141 = and i1 %140, %139
  %142 = select i1 %131, i1 %137, i1 %141
  %143 = select i1 %142, float %130, float %125
  %144 = select i1 %142, i64 %128, i64 %123
  %145 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %143, ptr addrspace(3) %145, align 4
  %146 = trunc i64 %144 to i32
  %147 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %146, ptr addrspace(3) %147, align 4
  br label %tree.done16

tree.done16:                                      ; preds = %tree.then15, %tree.done13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane17 = icmp ult i64 %lane, 1
  br i1 %tree_lane17, label %tree.then18, label %tree.done19

tree.then18:                                      ; preds = %tree.done16
  %148 = add i64 %lane, 1
  %149 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %150 = load i32, ptr addrspace(3) %149, align 4
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %153 = load float, ptr addrspace(3) %152, align 4
  %154 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %148
  %155 = load i32, ptr addrspace(3) %154, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %148
  %158 = load float, ptr addrspace(3) %157, align 4
  %159 = fcmp uno float %158, %158
  %160 = fcmp uno float %153, %153
  %161 = icmp ult i64 %156, %151
  %162 = fcmp ogt float %158, %153
  %163 = fcmp oeq float %158, %153
  %164 = xor i1 %160, true
  %165 = or i1 %164, %161
  %166 = and i1 %163, %161
  %167 = or i1 %162, %166
  %168 = xor i1 %160, true
  %169 = and i1 %168, %167
  %170 = select i1 %159, i1 %165, i1 %169
  %171 = select i1 %170, float %158, float %153
  %172 = select i1 %170, i64 %156, i64 %151
  %173 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %171, ptr addrspace(3) %173, align 4
  %174 = trunc i64 %172 to i32
  %175 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %174, ptr addrspace(3) %175, align 4
  br label %tree.done19

tree.done19:                                      ; preds = %tree.then18, %tree.done16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done19
  %176 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %177 = load i32, ptr addrspace(3) %176, align 4
  %178 = zext i32 %177 to i64
  %179 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %180 = load float, ptr addrspace(3) %179, align 4
  store float 0xFFF0000000000000, ptr %fold_value20, align 4
  store i64 0, ptr %fold_index21, align 8
  store i64 0, ptr %pairwise_depth24, align 8
  store float %180, ptr %fold_value20, align 4
  store i64 %178, ptr %fold_index21, align 8
  %181 = load float, ptr %fold_value20, align 4
  store float %181, ptr addrspace(3) %31, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done19
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value25, align 4
  store i64 0, ptr %fold_index26, align 8
  store i64 0, ptr %pairwise_depth29, align 8
  %feature30 = add i64 %lane, 0
  %valid31 = icmp ult i64 %feature30, %n_features
  %182 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid31, label %slot.then32, label %slot.done33

slot.then32:                                      ; preds = %tree.result.done
  %183 = load float, ptr %182, align 4
  %184 = load float, ptr %fold_value25, align 4
  %185 = fcmp ogt float %183, %184
  %186 = fcmp uno float %183, %183
  %187 = fcmp ord float %184, %184
  %188 = and i1 %186, %187
  %take34 = or i1 %185, %188
  %189 = select i1 %take34, float %183, float %184
  store float %189, ptr %fold_value25, align 4
  %190 = load i64, ptr %fold_index26, align 8
  %191 = select i1 %take34, i64 %feature30, i64 %190
  store i64 %191, ptr %fold_index26, align 8
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %tree.result.done
  %192 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index35 = load i64, ptr %fold_index26, align 8
  %193 = load float, ptr %fold_value25, align 4
  %194 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %193, ptr addrspace(3) %194, align 4
  %195 = trunc i64 %best_index35 to i32
  %196 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %195, ptr addrspace(3) %196, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane36 = icmp ult i64 %lane, 16
  br i1 %tree_lane36, label %tree.then37, label %tree.done38

tree.then37:                                      ; preds = %slot.done33
  %197 = add i64 %lane, 16
  %198 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %199 = load i32, ptr addrspace(3) %198, align 4
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %202 = load float, ptr addrspace(3) %201, align 4
  %203 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %197
  %204 = load i32, ptr addrspace(3) %203, align 4
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %197
  %207 = load float, ptr addrspace(3) %206, align 4
  %208 = fcmp uno float %207, %207
  %209 = fcmp uno float %202, %202
  %210 = icmp ult i64 %205, %200
  %211 = fcmp ogt float %207, %202
  %212 = fcmp oeq float %207, %202
  %213 = xor i1 %209, true
  %214 = or i1 %213, %210
  %215 = and i1 %212, %210
  %216 = or i1 %211, %215
  %217 = xor i1 %209, true
  %218 = and i1 %217, %216
  %219 = select i1 %208, i1 %214, i1 %218
  %220 = select i1 %219, float %207, float %202
  %221 = select i1 %219, i64 %205, i64 %200
  %222 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %220, ptr addrspace(3) %222, align 4
  %223 = trunc i64 %221 to i32
  %224 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %223, ptr addrspace(3) %224, align 4
  br label %tree.done38

tree.done38:                                      ; preds = %tree.then37, %slot.done33
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane39 = icmp ult i64 %lane, 8
  br i1 %tree_lane39, label %tree.then40, label %tree.done41

tree.then40:                                      ; preds = %tree.done38
  %225 = add i64 %lane, 8
  %226 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %227 = load i32, ptr addrspace(3) %226, align 4
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %230 = load float, ptr addrspace(3) %229, align 4
  %231 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %225
  %232 = load i32, ptr addrspace(3) %231, align 4
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %225
  %235 = load float, ptr addrspace(3) %234, align 4
  %236 = fcmp uno float %235, %235
  %237 = fcmp uno float %230, %230
  %238 = icmp ult i64 %233, %228
  %239 = fcmp ogt float %235, %230
  %240 = fcmp oeq float %235, %230
  %241 = xor i1 %237, true
  %242 = or i1 %241, %238
  %243 = and i1 %240, %238
  %244 = or i1 %239, %243
  %245 = xor i1 %237, true
  %246 = and i1 %245, %244
  %247 = select i1 %236, i1 %242, i1 %246
  %248 = select i1 %247, float %235, float %230
  %249 = select i1 %247, i64 %233, i64 %228
  %250 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %248, ptr addrspace(3) %250, align 4
  %251 = trunc i64 %249 to i32
  %252 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %251, ptr addrspace(3) %252, align 4
  br label %tree.done41

tree.done41:                                      ; preds = %tree.then40, %tree.done38
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane42 = icmp ult i64 %lane, 4
  br i1 %tree_lane42, label %tree.then43, label %tree.done44

tree.then43:                                      ; preds = %tree.done41
  %253 = add i64 %lane, 4
  %254 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %255 = load i32, ptr addrspace(3) %254, align 4
  %256 = zext i32 %255 to i64
  %257 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %258 = load float, ptr addrspace(3) %257, align 4
  %259 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %253
  %260 = load i32, ptr addrspace(3) %259, align 4
  %261 = zext i32 %260 to i64
  %262 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %253
  %263 = load float, ptr addrspace(3) %262, align 4
  %264 = fcmp uno float %263, %263
  %265 = fcmp uno float %258, %258
  %266 = icmp ult i64 %261, %256
  %267 = fcmp ogt float %263, %258
  %268 = fcmp oeq float %263, %258
  %269 = xor i1 %265, true
  %270 = or i1 %269, %266
  %271 = and i1 %268, %266
  %272 = or i1 %267, %271
  %273 = xor i1 %265, true
  %274 = and i1 %273, %272
  %275 = select i1 %264, i1 %270, i1 %274
  %276 = select i1 %275, float %263, float %258
  %277 = select i1 %275, i64 %261, i64 %256
  %278 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %276, ptr addrspace(3) %278, align 4
  %279 = trunc i64 %277 to i32
  %280 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %279, ptr addrspace(3) %280, align 4
  br label %tree.done44

tree.done44:                                      ; preds = %tree.then43, %tree.done41
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane45 = icmp ult i64 %lane, 2
  br i1 %tree_lane45, label %tree.then46, label %tree.done47

tree.then46:                                      ; preds = %tree.done44
  %281 = add i64 %lane, 2
  %282 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %283 = load i32, ptr addrspace(3) %282, align 4
  %284 = zext i32 %283 to i64
  %285 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %286 = load float, ptr addrspace(3) %285, align 4
  %287 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %281
  %288 = load i32, ptr addrspace(3) %287, align 4
  %289 = zext i32 %288 to i64
  %290 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %281
  %291 = load float, ptr addrspace(3) %290, align 4
  %292 = fcmp uno float %291, %291
  %293 = fcmp uno float %286, %286
  %294 = icmp ult i64 %289, %284
  %295 = fcmp ogt float %291, %286
  %296 = fcmp oeq float %291, %286
  %297 = xor i1 %293, true
  %298 = or i1 %297, %294
  %299 = and i1 %296, %294
  %300 = or i1 %295, %299
  %301 = xor i1 %293, true
  %302 = and i1 %301, %300
  %303 = select i1 %292, i1 %298, i1 %302
  %304 = select i1 %303, float %291, float %286
  %305 = select i1 %303, i64 %289, i64 %284
  %306 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %304, ptr addrspace(3) %306, align 4
  %307 = trunc i64 %305 to i32
  %308 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %307, ptr addrspace(3) %308, align 4
  br label %tree.done47

tree.done47:                                      ; preds = %tree.then46, %tree.done44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane48 = icmp ult i64 %lane, 1
  br i1 %tree_lane48, label %tree.then49, label %tree.done50

tree.then49:                                      ; preds = %tree.done47
  %309 = add i64 %lane, 1
  %310 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %311 = load i32, ptr addrspace(3) %310, align 4
  %312 = zext i32 %311 to i64
  %313 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %314 = load float, ptr addrspace(3) %313, align 4
  %315 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %309
  %316 = load i32, ptr addrspace(3) %315, align 4
  %317 = zext i32 %316 to i64
  %318 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %309
  %319 = load float, ptr addrspace(3) %318, align 4
  %320 = fcmp uno float %319, %319
  %321 = fcmp uno float %314, %314
  %322 = icmp ult i64 %317, %312
  %323 = fcmp ogt float %319, %314
  %324 = fcmp oeq float %319, %314
  %325 = xor i1 %321, true
  %326 = or i1 %325, %322
  %327 = and i1 %324, %322
  %328 = or i1 %323, %327
  %329 = xor i1 %321, true
  %330 = and i1 %329, %328
  %331 = select i1 %320, i1 %326, i1 %330
  %332 = select i1 %331, float %319, float %314
  %333 = select i1 %331, i64 %317, i64 %312
  %334 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %332, ptr addrspace(3) %334, align 4
  %335 = trunc i64 %333 to i32
  %336 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %335, ptr addrspace(3) %336, align 4
  br label %tree.done50

tree.done50:                                      ; preds = %tree.then49, %tree.done47
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then51, label %tree.result.done52

tree.result.then51:                               ; preds = %tree.done50
  %337 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %338 = load i32, ptr addrspace(3) %337, align 4
  %339 = zext i32 %338 to i64
  %340 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %341 = load float, ptr addrspace(3) %340, align 4
  store float 0xFFF0000000000000, ptr %fold_value53, align 4
  store i64 0, ptr %fold_index54, align 8
  store i64 0, ptr %pairwise_depth57, align 8
  store float %341, ptr %fold_value53, align 4
  store i64 %339, ptr %fold_index54, align 8
  %342 = load i64, ptr %fold_index54, align 8
  %argmax = uitofp i64 %342 to float
  store float %argmax, ptr addrspace(3) %192, align 4
  br label %tree.result.done52

tree.result.done52:                               ; preds = %tree.result.then51, %tree.done50
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature58 = add i64 %lane, 0
  %valid59 = icmp ult i64 %feature58, %n_features
  %343 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid59, label %slot.then60, label %slot.done61

slot.then60:                                      ; preds = %tree.result.done52
  %344 = load float, ptr %343, align 4
  %345 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %346 = load float, ptr addrspace(3) %345, align 4
  %347 = fsub float %344, %346
  %348 = fcmp olt float %347, -1.040000e+02
  %349 = select i1 %348, float -1.040000e+02, float %347
  %350 = fcmp olt float 8.900000e+01, %349
  %351 = select i1 %350, float 8.900000e+01, float %349
  %352 = fmul float %351, 0x3FF7154760000000
  %353 = fadd float %352, 0x4168000000000000
  %354 = fsub float %353, 0x4168000000000000
  %355 = bitcast float %353 to i32
  %356 = sub i32 %355, 1262485504
  %357 = fmul float %354, 0x3FE62E4000000000
  %358 = fsub float %351, %357
  %359 = fmul float %354, 0x3EB7F7D1C0000000
  %360 = fsub float %358, %359
  %361 = fmul float %360, %360
  %362 = fmul float %361, 0x3E66376980000000
  %363 = fadd float 0xBEBBBD41C0000000, %362
  %364 = fmul float %361, %363
  %365 = fadd float 0x3F11566AA0000000, %364
  %366 = fmul float %361, %365
  %367 = fadd float 0xBF66C16C20000000, %366
  %368 = fmul float %361, %367
  %369 = fadd float 0x3FC5555560000000, %368
  %370 = fmul float %361, %369
  %371 = fsub float %360, %370
  %372 = fmul float %360, %371
  %373 = fsub float 2.000000e+00, %371
  %374 = fdiv float %372, %373
  %375 = fsub float %359, %374
  %376 = fsub float %375, %358
  %377 = fsub float 1.000000e+00, %376
  %378 = add i32 %356, 256
  %379 = lshr i32 %378, 1
  %380 = sub i32 %379, 1
  %381 = add i32 %356, 255
  %382 = sub i32 %381, %379
  %383 = shl i32 %380, 23
  %384 = shl i32 %382, 23
  %385 = bitcast i32 %383 to float
  %386 = bitcast i32 %384 to float
  %387 = fmul float %377, %385
  %388 = fmul float %387, %386
  %389 = fcmp uno float %347, %347
  %390 = select i1 %389, float 0x7FF8000000000000, float %388
  %391 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %392 = getelementptr inbounds float, ptr addrspace(3) %391, i64 %feature58
  store float %390, ptr addrspace(3) %392, align 4
  br label %slot.done61

slot.done61:                                      ; preds = %slot.then60, %tree.result.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %393 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %394 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %394, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done61
  %tree_sum = phi i64 [ 0, %slot.done61 ], [ %404, %tree_sum.pairs.exit ]
  %395 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %395, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %396 = add i64 %394, %span
  %pairs = lshr i64 %396, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %403, %tree_sum.pairs.body ]
  %397 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %397, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %398 = getelementptr inbounds float, ptr addrspace(3) %393, i64 %left
  %399 = getelementptr inbounds float, ptr addrspace(3) %393, i64 %right
  %400 = load float, ptr addrspace(3) %398, align 4
  %401 = load float, ptr addrspace(3) %399, align 4
  %402 = fadd float %400, %401
  store float %402, ptr addrspace(3) %398, align 4
  %403 = add i64 %tree_sum.pairs, 32
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %404 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %405 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %406 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %407 = load float, ptr addrspace(3) %406, align 4
  store float %407, ptr addrspace(3) %405, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then71, label %store.done72

noise.done:                                       ; preds = %store.done72, %store.done
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %408 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature62 = add i64 %lane, 0
  %valid63 = icmp ult i64 %feature62, %n_features
  %409 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done67, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %410 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid65, label %slot.then66, label %slot.done67

slot.then66:                                      ; preds = %uniform_sinks.done
  %411 = load float, ptr %410, align 4
  %412 = fmul float 2.000000e+00, %411
  %413 = fmul float 0x3FA99999A0000000, %412
  %414 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature64
  %415 = load float, ptr addrspace(1) %414, align 4
  %416 = fmul float -1.000000e+00, %415
  %417 = fadd float %413, %416
  %418 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %419 = load float, ptr addrspace(3) %418, align 4
  %420 = fdiv float 1.000000e+00, %419
  %421 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %422 = load float, ptr addrspace(3) %421, align 4
  %423 = fsub float %411, %422
  %424 = fcmp olt float %423, -1.040000e+02
  %425 = select i1 %424, float -1.040000e+02, float %423
  %426 = fcmp olt float 8.900000e+01, %425
  %427 = select i1 %426, float 8.900000e+01, float %425
  %428 = fmul float %427, 0x3FF7154760000000
  %429 = fadd float %428, 0x4168000000000000
  %430 = fsub float %429, 0x4168000000000000
  %431 = bitcast float %429 to i32
  %432 = sub i32 %431, 1262485504
  %433 = fmul float %430, 0x3FE62E4000000000
  %434 = fsub float %427, %433
  %435 = fmul float %430, 0x3EB7F7D1C0000000
  %436 = fsub float %434, %435
  %437 = fmul float %436, %436
  %438 = fmul float %437, 0x3E66376980000000
  %439 = fadd float 0xBEBBBD41C0000000, %438
  %440 = fmul float %437, %439
  %441 = fadd float 0x3F11566AA0000000, %440
  %442 = fmul float %437, %441
  %443 = fadd float 0xBF66C16C20000000, %442
  %444 = fmul float %437, %443
  %445 = fadd float 0x3FC5555560000000, %444
  %446 = fmul float %437, %445
  %447 = fsub float %436, %446
  %448 = fmul float %436, %447
  %449 = fsub float 2.000000e+00, %447
  %450 = fdiv float %448, %449
  %451 = fsub float %435, %450
  %452 = fsub float %451, %434
  %453 = fsub float 1.000000e+00, %452
  %454 = add i32 %432, 256
  %455 = lshr i32 %454, 1
  %456 = sub i32 %455, 1
  %457 = add i32 %432, 255
  %458 = sub i32 %457, %455
  %459 = shl i32 %456, 23
  %460 = shl i32 %458, 23
  %461 = bitcast i32 %459 to float
  %462 = bitcast i32 %460 to float
  %463 = fmul float %453, %461
  %464 = fmul float %463, %462
  %465 = fcmp uno float %423, %423
  %466 = select i1 %465, float 0x7FF8000000000000, float %464
  %467 = fmul float %420, %466
  %468 = fadd float %417, %467
  %feature68 = uitofp i64 %feature64 to float
  %469 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %470 = load float, ptr addrspace(3) %469, align 4
  %471 = fcmp oeq float %feature68, %470
  %472 = select i1 %471, float 1.000000e+00, float 0.000000e+00
  %473 = fcmp une float %472, 0.000000e+00
  %474 = select i1 %473, float 0x3FB99999A0000000, float 0.000000e+00
  %475 = fadd float %468, %474
  %476 = fmul float %475, %eta
  %477 = fsub float %411, %476
  %478 = add i64 %n_features, 3
  %groups = lshr i64 %478, 2
  %479 = mul i64 %row_read, %groups
  %480 = lshr i64 %feature64, 2
  %group69 = add i64 %479, %480
  %481 = trunc i64 %key0 to i32
  %482 = lshr i64 %key0, 32
  %483 = trunc i64 %482 to i32
  %484 = trunc i64 %group69 to i32
  %485 = trunc i64 %key1_step to i32
  %486 = lshr i64 %key1_step, 32
  %487 = trunc i64 %486 to i32
  %488 = lshr i64 %group69, 32
  %489 = trunc i64 %488 to i32
  %490 = zext i32 %484 to i64
  %491 = mul i64 3528531795, %490
  %492 = zext i32 %487 to i64
  %493 = mul i64 3449720151, %492
  %494 = lshr i64 %491, 32
  %495 = trunc i64 %494 to i32
  %496 = trunc i64 %491 to i32
  %497 = lshr i64 %493, 32
  %498 = trunc i64 %497 to i32
  %499 = trunc i64 %493 to i32
  %500 = xor i32 %498, %485
  %501 = xor i32 %500, %481
  %502 = xor i32 %495, %489
  %503 = xor i32 %502, %483
  %504 = add i32 %481, -1640531527
  %505 = add i32 %483, -1150833019
  %506 = zext i32 %501 to i64
  %507 = mul i64 3528531795, %506
  %508 = zext i32 %503 to i64
  %509 = mul i64 3449720151, %508
  %510 = lshr i64 %507, 32
  %511 = trunc i64 %510 to i32
  %512 = trunc i64 %507 to i32
  %513 = lshr i64 %509, 32
  %514 = trunc i64 %513 to i32
  %515 = trunc i64 %509 to i32
  %516 = xor i32 %514, %499
  %517 = xor i32 %516, %504
  %518 = xor i32 %511, %496
  %519 = xor i32 %518, %505
  %520 = add i32 %504, -1640531527
  %521 = add i32 %505, -1150833019
  %522 = zext i32 %517 to i64
  %523 = mul i64 3528531795, %522
  %524 = zext i32 %519 to i64
  %525 = mul i64 3449720151, %524
  %526 = lshr i64 %523, 32
  %527 = trunc i64 %526 to i32
  %528 = trunc i64 %523 to i32
  %529 = lshr i64 %525, 32
  %530 = trunc i64 %529 to i32
  %531 = trunc i64 %525 to i32
  %532 = xor i32 %530, %515
  %533 = xor i32 %532, %520
  %534 = xor i32 %527, %512
  %535 = xor i32 %534, %521
  %536 = add i32 %520, -1640531527
  %537 = add i32 %521, -1150833019
  %538 = zext i32 %533 to i64
  %539 = mul i64 3528531795, %538
  %540 = zext i32 %535 to i64
  %541 = mul i64 3449720151, %540
  %542 = lshr i64 %539, 32
  %543 = trunc i64 %542 to i32
  %544 = trunc i64 %539 to i32
  %545 = lshr i64 %541, 32
  %546 = trunc i64 %545 to i32
  %547 = trunc i64 %541 to i32
  %548 = xor i32 %546, %531
  %549 = xor i32 %548, %536
  %550 = xor i32 %543, %528
  %551 = xor i32 %550, %537
  %552 = add i32 %536, -1640531527
  %553 = add i32 %537, -1150833019
  %554 = zext i32 %549 to i64
  %555 = mul i64 3528531795, %554
  %556 = zext i32 %551 to i64
  %557 = mul i64 3449720151, %556
  %558 = lshr i64 %555, 32
  %559 = trunc i64 %558 to i32
  %560 = trunc i64 %555 to i32
  %561 = lshr i64 %557, 32
  %562 = trunc i64 %561 to i32
  %563 = trunc i64 %557 to i32
  %564 = xor i32 %562, %547
  %565 = xor i32 %564, %552
  %566 = xor i32 %559, %544
  %567 = xor i32 %566, %553
  %568 = add i32 %552, -1640531527
  %569 = add i32 %553, -1150833019
  %570 = zext i32 %565 to i64
  %571 = mul i64 3528531795, %570
  %572 = zext i32 %567 to i64
  %573 = mul i64 3449720151, %572
  %574 = lshr i64 %571, 32
  %575 = trunc i64 %574 to i32
  %576 = trunc i64 %571 to i32
  %577 = lshr i64 %573, 32
  %578 = trunc i64 %577 to i32
  %579 = trunc i64 %573 to i32
  %580 = xor i32 %578, %563
  %581 = xor i32 %580, %568
  %582 = xor i32 %575, %560
  %583 = xor i32 %582, %569
  %584 = add i32 %568, -1640531527
  %585 = add i32 %569, -1150833019
  %586 = zext i32 %581 to i64
  %587 = mul i64 3528531795, %586
  %588 = zext i32 %583 to i64
  %589 = mul i64 3449720151, %588
  %590 = lshr i64 %587, 32
  %591 = trunc i64 %590 to i32
  %592 = trunc i64 %587 to i32
  %593 = lshr i64 %589, 32
  %594 = trunc i64 %593 to i32
  %595 = trunc i64 %589 to i32
  %596 = xor i32 %594, %579
  %597 = xor i32 %596, %584
  %598 = xor i32 %591, %576
  %599 = xor i32 %598, %585
  %600 = add i32 %584, -1640531527
  %601 = add i32 %585, -1150833019
  %602 = zext i32 %597 to i64
  %603 = mul i64 3528531795, %602
  %604 = zext i32 %599 to i64
  %605 = mul i64 3449720151, %604
  %606 = lshr i64 %603, 32
  %607 = trunc i64 %606 to i32
  %608 = trunc i64 %603 to i32
  %609 = lshr i64 %605, 32
  %610 = trunc i64 %609 to i32
  %611 = trunc i64 %605 to i32
  %612 = xor i32 %610, %595
  %613 = xor i32 %612, %600
  %614 = xor i32 %607, %592
  %615 = xor i32 %614, %601
  %616 = add i32 %600, -1640531527
  %617 = add i32 %601, -1150833019
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
  %which = and i64 %feature64, 3
  %648 = and i64 %which, 2
  %second_pair = icmp ne i64 %648, 0
  %649 = select i1 %second_pair, i32 %647, i32 %645
  %650 = select i1 %second_pair, i32 %640, i32 %643
  %651 = lshr i32 %649, 9
  %652 = sitofp i32 %651 to float
  %653 = fadd float %652, 5.000000e-01
  %654 = fmul float %653, 0x3E80000000000000
  %655 = lshr i32 %650, 9
  %656 = sitofp i32 %655 to float
  %657 = fadd float %656, 5.000000e-01
  %658 = fmul float %657, 0x3E80000000000000
  %659 = bitcast float %654 to i32
  %660 = add i32 %659, 4913933
  %661 = lshr i32 %660, 23
  %662 = sub i32 %661, 127
  %663 = and i32 %660, 8388607
  %664 = add i32 %663, 1060439283
  %665 = bitcast i32 %664 to float
  %666 = fsub float %665, 1.000000e+00
  %667 = fadd float 2.000000e+00, %666
  %668 = fdiv float %666, %667
  %669 = fmul float %668, %668
  %670 = fmul float %669, %669
  %671 = fmul float %670, 0x3FCF13C4C0000000
  %672 = fadd float 0x3FD999C260000000, %671
  %673 = fmul float %670, %672
  %674 = fmul float %670, 0x3FD23D3DC0000000
  %675 = fadd float 0x3FE5555540000000, %674
  %676 = fmul float %669, %675
  %677 = fadd float %676, %673
  %678 = fmul float 5.000000e-01, %666
  %679 = fmul float %678, %666
  %680 = sitofp i32 %662 to float
  %681 = fadd float %679, %677
  %682 = fmul float %668, %681
  %683 = fmul float %680, 0x3EE2FEFA20000000
  %684 = fadd float %682, %683
  %685 = fsub float %684, %679
  %686 = fadd float %685, %666
  %687 = fmul float %680, 0x3FE62E3000000000
  %688 = fadd float %686, %687
  %689 = fmul float -2.000000e+00, %688
  %690 = call float @llvm.sqrt.f32(float %689)
  %691 = fpext float %658 to double
  %692 = fmul double %691, 4.000000e+00
  %693 = fadd double %692, 0x4338000000000000
  %694 = fsub double %693, 0x4338000000000000
  %695 = fsub double %692, %694
  %696 = fmul double %695, 0x3FF921FB54442D18
  %697 = fmul double %696, %696
  %698 = fmul double %697, 0x3EC71DE3A556C734
  %699 = fadd double 0xBF2A01A01A01A01A, %698
  %700 = fmul double %697, %699
  %701 = fadd double 0x3F81111111111111, %700
  %702 = fmul double %697, %701
  %703 = fadd double 0xBFC5555555555555, %702
  %704 = fmul double %696, %697
  %705 = fmul double %704, %703
  %706 = fadd double %696, %705
  %707 = fmul double %697, 0xBE927E4FB7789F5C
  %708 = fadd double 0x3EFA01A01A01A01A, %707
  %709 = fmul double %697, %708
  %710 = fadd double 0xBF56C16C16C16C17, %709
  %711 = fmul double %697, %710
  %712 = fadd double 0x3FA5555555555555, %711
  %713 = fmul double %697, %697
  %714 = fmul double %713, %712
  %715 = fmul double 5.000000e-01, %697
  %716 = fsub double 1.000000e+00, %715
  %717 = fadd double %716, %714
  %718 = fneg double %706
  %719 = fneg double %717
  %720 = bitcast double %693 to i64
  %721 = and i64 %720, 1
  %722 = and i64 %720, 2
  %723 = icmp eq i64 %721, 1
  %724 = icmp eq i64 %722, 2
  %725 = select i1 %724, double %718, double %706
  %726 = select i1 %724, double %719, double %717
  %727 = select i1 %723, double %726, double %725
  %728 = select i1 %724, double %719, double %717
  %729 = select i1 %724, double %706, double %718
  %730 = select i1 %723, double %729, double %728
  %731 = fptrunc double %727 to float
  %732 = fptrunc double %730 to float
  %733 = fmul float %690, %732
  %734 = fmul float %690, %731
  %735 = and i64 %which, 1
  %odd = icmp ne i64 %735, 0
  %normal = select i1 %odd, float %734, float %733
  %736 = fmul float %normal, %noise_scale3
  %737 = fadd float %477, %736
  %bits70 = bitcast float %737 to i32
  %magnitude = and i32 %bits70, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits70
  store i32 %canonical, ptr %410, align 4
  br label %slot.done67

slot.done67:                                      ; preds = %slot.then66, %uniform_sinks.done
  br label %store.done

store.then71:                                     ; preds = %quiet
  %feature73 = add i64 %lane, 0
  %valid74 = icmp ult i64 %feature73, %n_features
  %738 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then75, label %uniform_sinks.done76

store.done72:                                     ; preds = %slot.done80, %quiet
  br label %noise.done

uniform_sinks.then75:                             ; preds = %store.then71
  br label %uniform_sinks.done76

uniform_sinks.done76:                             ; preds = %uniform_sinks.then75, %store.then71
  %feature77 = add i64 %lane, 0
  %valid78 = icmp ult i64 %feature77, %n_features
  %739 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %uniform_sinks.done76
  %740 = load float, ptr %739, align 4
  %741 = fmul float 2.000000e+00, %740
  %742 = fmul float 0x3FA99999A0000000, %741
  %743 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature77
  %744 = load float, ptr addrspace(1) %743, align 4
  %745 = fmul float -1.000000e+00, %744
  %746 = fadd float %742, %745
  %747 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %748 = load float, ptr addrspace(3) %747, align 4
  %749 = fdiv float 1.000000e+00, %748
  %750 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %751 = load float, ptr addrspace(3) %750, align 4
  %752 = fsub float %740, %751
  %753 = fcmp olt float %752, -1.040000e+02
  %754 = select i1 %753, float -1.040000e+02, float %752
  %755 = fcmp olt float 8.900000e+01, %754
  %756 = select i1 %755, float 8.900000e+01, float %754
  %757 = fmul float %756, 0x3FF7154760000000
  %758 = fadd float %757, 0x4168000000000000
  %759 = fsub float %758, 0x4168000000000000
  %760 = bitcast float %758 to i32
  %761 = sub i32 %760, 1262485504
  %762 = fmul float %759, 0x3FE62E4000000000
  %763 = fsub float %756, %762
  %764 = fmul float %759, 0x3EB7F7D1C0000000
  %765 = fsub float %763, %764
  %766 = fmul float %765, %765
  %767 = fmul float %766, 0x3E66376980000000
  %768 = fadd float 0xBEBBBD41C0000000, %767
  %769 = fmul float %766, %768
  %770 = fadd float 0x3F11566AA0000000, %769
  %771 = fmul float %766, %770
  %772 = fadd float 0xBF66C16C20000000, %771
  %773 = fmul float %766, %772
  %774 = fadd float 0x3FC5555560000000, %773
  %775 = fmul float %766, %774
  %776 = fsub float %765, %775
  %777 = fmul float %765, %776
  %778 = fsub float 2.000000e+00, %776
  %779 = fdiv float %777, %778
  %780 = fsub float %764, %779
  %781 = fsub float %780, %763
  %782 = fsub float 1.000000e+00, %781
  %783 = add i32 %761, 256
  %784 = lshr i32 %783, 1
  %785 = sub i32 %784, 1
  %786 = add i32 %761, 255
  %787 = sub i32 %786, %784
  %788 = shl i32 %785, 23
  %789 = shl i32 %787, 23
  %790 = bitcast i32 %788 to float
  %791 = bitcast i32 %789 to float
  %792 = fmul float %782, %790
  %793 = fmul float %792, %791
  %794 = fcmp uno float %752, %752
  %795 = select i1 %794, float 0x7FF8000000000000, float %793
  %796 = fmul float %749, %795
  %797 = fadd float %746, %796
  %feature81 = uitofp i64 %feature77 to float
  %798 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %799 = load float, ptr addrspace(3) %798, align 4
  %800 = fcmp oeq float %feature81, %799
  %801 = select i1 %800, float 1.000000e+00, float 0.000000e+00
  %802 = fcmp une float %801, 0.000000e+00
  %803 = select i1 %802, float 0x3FB99999A0000000, float 0.000000e+00
  %804 = fadd float %797, %803
  %805 = fmul float %804, %eta
  %806 = fsub float %740, %805
  %807 = fmul float 0.000000e+00, %noise_scale3
  %808 = fadd float %806, %807
  %bits82 = bitcast float %806 to i32
  %magnitude83 = and i32 %bits82, 2147483647
  %is_nan84 = icmp ugt i32 %magnitude83, 2139095040
  %canonical85 = select i1 %is_nan84, i32 2143289344, i32 %bits82
  store i32 %canonical85, ptr %739, align 4
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %uniform_sinks.done76
  br label %store.done72

store.then86:                                     ; preds = %step.exit
  %feature88 = add i64 %lane, 0
  %valid89 = icmp ult i64 %feature88, %n_features
  %809 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid89, label %slot.then90, label %slot.done91

store.done87:                                     ; preds = %slot.done91, %step.exit
  br label %row.done

slot.then90:                                      ; preds = %store.then86
  %810 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature88
  %811 = load float, ptr %809, align 4
  store float %811, ptr addrspace(1) %810, align 4
  br label %slot.done91

slot.done91:                                      ; preds = %slot.then90, %store.then86
  br label %store.done87
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w64x4(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth63 = alloca i64, align 8
  %pairwise_levels62 = alloca [64 x i64], align 8
  %pairwise_sums61 = alloca [64 x float], align 4
  %fold_index60 = alloca i64, align 8
  %fold_value59 = alloca float, align 4
  %pairwise_depth32 = alloca i64, align 8
  %pairwise_levels31 = alloca [64 x i64], align 8
  %pairwise_sums30 = alloca [64 x float], align 4
  %fold_index29 = alloca i64, align 8
  %fold_value28 = alloca float, align 4
  %pairwise_depth27 = alloca i64, align 8
  %pairwise_levels26 = alloca [64 x i64], align 8
  %pairwise_sums25 = alloca [64 x float], align 4
  %fold_index24 = alloca i64, align 8
  %fold_value23 = alloca float, align 4
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
  %4 = mul i64 %row_in_group, 3
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w64, i64 %4
  %6 = mul i64 %row_in_group, 64
  %7 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w64, i64 %6
  %8 = mul i64 %row_in_group, 64
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w64, i64 %8
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %10 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %11 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %12 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done93, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %13 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature
  %14 = load float, ptr addrspace(1) %13, align 4
  store float %14, ptr %12, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %464, %noise.done ]
  %15 = icmp ult i64 %step, %steps
  br i1 %15, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %16 = load float, ptr %temperature1, align 4
  %17 = fmul float %two_eta, %16
  %18 = fcmp olt float 0.000000e+00, %17
  %19 = call float @llvm.sqrt.f32(float %17)
  %20 = select i1 %18, float %19, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %20, float %noise_scale
  %key1_step = add i64 %key1, %step
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %21 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then92, label %store.done93

slot.then6:                                       ; preds = %step.body
  %22 = load float, ptr %21, align 4
  %23 = load float, ptr %fold_value, align 4
  %24 = fcmp ogt float %22, %23
  %25 = fcmp uno float %22, %22
  %26 = fcmp ord float %23, %23
  %27 = and i1 %25, %26
  %take = or i1 %24, %27
  %28 = select i1 %take, float %22, float %23
  store float %28, ptr %fold_value, align 4
  %29 = load i64, ptr %fold_index, align 8
  %30 = select i1 %take, i64 %feature4, i64 %29
  store i64 %30, ptr %fold_index, align 8
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  %31 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %32 = load float, ptr %fold_value, align 4
  %33 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %32, ptr addrspace(3) %33, align 4
  %34 = trunc i64 %best_index to i32
  %35 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %34, ptr addrspace(3) %35, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 32
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done7
  %36 = add i64 %lane, 32
  %37 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %38 = load i32, ptr addrspace(3) %37, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %41 = load float, ptr addrspace(3) %40, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %36
  %43 = load i32, ptr addrspace(3) %42, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %36
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = fcmp uno float %46, %46
  %48 = fcmp uno float %41, %41
  %49 = icmp ult i64 %44, %39
  %50 = fcmp ogt float %46, %41
  %51 = fcmp oeq float %46, %41
  %52 = xor i1 %48, true
  %53 = or i1 %52, %49
  %54 = and i1 %51, %49
  %55 = or i1 %50, %54
  %56 = xor i1 %48, true
  %57 = and i1 %56, %55
  %58 = select i1 %47, i1 %53, i1 %57
  %59 = select i1 %58, float %46, float %41
  %60 = select i1 %58, i64 %44, i64 %39
  %61 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %59, ptr addrspace(3) %61, align 4
  %62 = trunc i64 %60 to i32
  %63 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %62, ptr addrspace(3) %63, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane8 = icmp ult i64 %lane, 16
  br i1 %tree_lane8, label %tree.then9, label %tree.done10

tree.then9:                                       ; preds = %tree.done
  %64 = add i64 %lane, 16
  %65 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %66 = load i32, ptr addrspace(3) %65, align 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %69 = load float, ptr addrspace(3) %68, align 4
  %70 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %64
  %71 = load i32, ptr addrspace(3) %70, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %64
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = fcmp uno float %74, %74
  %76 = fcmp uno float %69, %69
  %77 = icmp ult i64 %72, %67
  %78 = fcmp ogt float %74, %69
  %79 = fcmp oeq float %74, %69
  %80 = xor i1 %76, true
  %81 = or i1 %80, %77
  %82 = and i1 %79, %77
  %83 = or i1 %78, %82
  %84 = xor i1 %76, true
  %85 = and i1 %84, %83
  %86 = select i1 %75, i1 %81, i1 %85
  %87 = select i1 %86, float %74, float %69
  %88 = select i1 %86, i64 %72, i64 %67
  %89 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %87, ptr addrspace(3) %89, align 4
  %90 = trunc i64 %88 to i32
  %91 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %90, ptr addrspace(3) %91, align 4
  br label %tree.done10

tree.done10:                                      ; preds = %tree.then9, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane11 = icmp ult i64 %lane, 8
  br i1 %tree_lane11, label %tree.then12, label %tree.done13

tree.then12:                                      ; preds = %tree.done10
  %92 = add i64 %lane, 8
  %93 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %94 = load i32, ptr addrspace(3) %93, align 4
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %97 = load float, ptr addrspace(3) %96, align 4
  %98 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %92
  %99 = load i32, ptr addrspace(3) %98, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %92
  %102 = load float, ptr addrspace(3) %101, align 4
  %103 = fcmp uno float %102, %102
  %104 = fcmp uno float %97, %97
  %105 = icmp ult i64 %100, %95
  %106 = fcmp ogt float %102, %97
  %107 = fcmp oeq float %102, %97
  %108 = xor i1 %104, true
  %109 = or i1 %108, %105
  %110 = and i1 %107, %105
  %111 = or i1 %106, %110
  %112 = xor i1 %104, true
  %113 = and i1 %112, %111
  %114 = select i1 %103, i1 %109, i1 %113
  %115 = select i1 %114, float %102, float %97
  %116 = select i1 %114, i64 %100, i64 %95
  %117 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %115, ptr addrspace(3) %117, align 4
  %118 = trunc i64 %116 to i32
  %119 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %118, ptr addrspace(3) %119, align 4
  br label %tree.done13

tree.done13:                                      ; preds = %tree.then12, %tree.done10
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane14 = icmp ult i64 %lane, 4
  br i1 %tree_lane14, label %tree.then15, label %tree.done16

tree.then15:                                      ; preds = %tree.done13
  %120 = add i64 %lane, 4
  %121 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %122 = load i32, ptr addrspace(3) %121, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %125 = load float, ptr addrspace(3) %124, align 4
  %126 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %120
  %127 = load i32, ptr addrspace(3) %126, align 4
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %120
  %130 = load float, ptr addrspace(3) %129, align 4
  %131 = fcmp uno float %130, %130
  %132 = fcmp uno float %125, %125
  %133 = icmp ult i64 %128, %123
  %134 = fcmp ogt float %130, %125
  %135 = fcmp oeq float %130, %125
  %136 = xor i1 %132, true
  %137 = or i1 %136, %133
  %138 = and i1 %135, %133
  %139 = or i1 %134, %138
  %140 = xor i1 %132, true
  %141 = and i1 %140, %139
  %142 = select i1 %131, i1 %137, i1 %141
  %143 = select i1 %142, float %130, float %125
  %144 = select i1 %142, i64 %128, i64 %123
  %145 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %143, ptr addrspace(3) %145, align 4
  %146 = trunc i64 %144 to i32
  %147 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %146, ptr addrspace(3) %147, align 4
  br label %tree.done16

tree.done16:                                      ; preds = %tree.then15, %tree.done13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane17 = icmp ult i64 %lane, 2
  br i1 %tree_lane17, label %tree.then18, label %tree.done19

tree.then18:                                      ; preds = %tree.done16
  %148 = add i64 %lane, 2
  %149 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %150 = load i32, ptr addrspace(3) %149, align 4
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %153 = load float, ptr addrspace(3) %152, align 4
  %154 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %148
  %155 = load i32, ptr addrspace(3) %154, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %148
  %158 = load float, ptr addrspace(3) %157, align 4
  %159 = fcmp uno float %158, %158
  %160 = fcmp uno float %153, %153
  %161 = icmp ult i64 %156, %151
  %162 = fcmp ogt float %158, %153
  %163 = fcmp oeq float %158, %153
  %164 = xor i1 %160, true
  %165 = or i1 %164, %161
  %166 = and i1 %163, %161
  %167 = or i1 %162, %166
  %168 = xor i1 %160, true
  %169 = and i1 %168, %167
  %170 = select i1 %159, i1 %165, i1 %169
  %171 = select i1 %170, float %158, float %153
  %172 = select i1 %170, i64 %156, i64 %151
  %173 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %171, ptr addrspace(3) %173, align 4
  %174 = trunc i64 %172 to i32
  %175 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %174, ptr addrspace(3) %175, align 4
  br label %tree.done19

tree.done19:                                      ; preds = %tree.then18, %tree.done16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 1
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done19
  %176 = add i64 %lane, 1
  %177 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %178 = load i32, ptr addrspace(3) %177, align 4
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %181 = load float, ptr addrspace(3) %180, align 4
  %182 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %176
  %183 = load i32, ptr addrspace(3) %182, align 4
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %176
  %186 = load float, ptr addrspace(3) %185, align 4
  %187 = fcmp uno float %186, %186
  %188 = fcmp uno float %181, %181
  %189 = icmp ult i64 %184, %179
  %190 = fcmp ogt float %186, %181
  %191 = fcmp oeq float %186, %181
  %192 = xor i1 %188, true
  %193 = or i1 %192, %189
  %194 = and i1 %191, %189
  %195 = or i1 %190, %194
  %196 = xor i1 %188, true
  %197 = and i1 %196, %195
  %198 = select i1 %187, i1 %193, i1 %197
  %199 = select i1 %198, float %186, float %181
  %200 = select i1 %198, i64 %184, i64 %179
  %201 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %199, ptr addrspace(3) %201, align 4
  %202 = trunc i64 %200 to i32
  %203 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %202, ptr addrspace(3) %203, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done19
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done22
  %204 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %205 = load i32, ptr addrspace(3) %204, align 4
  %206 = zext i32 %205 to i64
  %207 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %208 = load float, ptr addrspace(3) %207, align 4
  store float 0xFFF0000000000000, ptr %fold_value23, align 4
  store i64 0, ptr %fold_index24, align 8
  store i64 0, ptr %pairwise_depth27, align 8
  store float %208, ptr %fold_value23, align 4
  store i64 %206, ptr %fold_index24, align 8
  %209 = load float, ptr %fold_value23, align 4
  store float %209, ptr addrspace(3) %31, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value28, align 4
  store i64 0, ptr %fold_index29, align 8
  store i64 0, ptr %pairwise_depth32, align 8
  %feature33 = add i64 %lane, 0
  %valid34 = icmp ult i64 %feature33, %n_features
  %210 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid34, label %slot.then35, label %slot.done36

slot.then35:                                      ; preds = %tree.result.done
  %211 = load float, ptr %210, align 4
  %212 = load float, ptr %fold_value28, align 4
  %213 = fcmp ogt float %211, %212
  %214 = fcmp uno float %211, %211
  %215 = fcmp ord float %212, %212
  %216 = and i1 %214, %215
  %take37 = or i1 %213, %216
  %217 = select i1 %take37, float %211, float %212
  store float %217, ptr %fold_value28, align 4
  %218 = load i64, ptr %fold_index29, align 8
  %219 = select i1 %take37, i64 %feature33, i64 %218
  store i64 %219, ptr %fold_index29, align 8
  br label %slot.done36

slot.done36:                                      ; preds = %slot.then35, %tree.result.done
  %220 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index38 = load i64, ptr %fold_index29, align 8
  %221 = load float, ptr %fold_value28, align 4
  %222 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %221, ptr addrspace(3) %222, align 4
  %223 = trunc i64 %best_index38 to i32
  %224 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %223, ptr addrspace(3) %224, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane39 = icmp ult i64 %lane, 32
  br i1 %tree_lane39, label %tree.then40, label %tree.done41

tree.then40:                                      ; preds = %slot.done36
  %225 = add i64 %lane, 32
  %226 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %227 = load i32, ptr addrspace(3) %226, align 4
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %230 = load float, ptr addrspace(3) %229, align 4
  %231 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %225
  %232 = load i32, ptr addrspace(3) %231, align 4
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %225
  %235 = load float, ptr addrspace(3) %234, align 4
  %236 = fcmp uno float %235, %235
  %237 = fcmp uno float %230, %230
  %238 = icmp ult i64 %233, %228
  %239 = fcmp ogt float %235, %230
  %240 = fcmp oeq float %235, %230
  %241 = xor i1 %237, true
  %242 = or i1 %241, %238
  %243 = and i1 %240, %238
  %244 = or i1 %239, %243
  %245 = xor i1 %237, true
  %246 = and i1 %245, %244
  %247 = select i1 %236, i1 %242, i1 %246
  %248 = select i1 %247, float %235, float %230
  %249 = select i1 %247, i64 %233, i64 %228
  %250 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %248, ptr addrspace(3) %250, align 4
  %251 = trunc i64 %249 to i32
  %252 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %251, ptr addrspace(3) %252, align 4
  br label %tree.done41

tree.done41:                                      ; preds = %tree.then40, %slot.done36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane42 = icmp ult i64 %lane, 16
  br i1 %tree_lane42, label %tree.then43, label %tree.done44

tree.then43:                                      ; preds = %tree.done41
  %253 = add i64 %lane, 16
  %254 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %255 = load i32, ptr addrspace(3) %254, align 4
  %256 = zext i32 %255 to i64
  %257 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %258 = load float, ptr addrspace(3) %257, align 4
  %259 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %253
  %260 = load i32, ptr addrspace(3) %259, align 4
  %261 = zext i32 %260 to i64
  %262 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %253
  %263 = load float, ptr addrspace(3) %262, align 4
  %264 = fcmp uno float %263, %263
  %265 = fcmp uno float %258, %258
  %266 = icmp ult i64 %261, %256
  %267 = fcmp ogt float %263, %258
  %268 = fcmp oeq float %263, %258
  %269 = xor i1 %265, true
  %270 = or i1 %269, %266
  %271 = and i1 %268, %266
  %272 = or i1 %267, %271
  %273 = xor i1 %265, true
  %274 = and i1 %273, %272
  %275 = select i1 %264, i1 %270, i1 %274
  %276 = select i1 %275, float %263, float %258
  %277 = select i1 %275, i64 %261, i64 %256
  %278 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %276, ptr addrspace(3) %278, align 4
  %279 = trunc i64 %277 to i32
  %280 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %279, ptr addrspace(3) %280, align 4
  br label %tree.done44

tree.done44:                                      ; preds = %tree.then43, %tree.done41
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane45 = icmp ult i64 %lane, 8
  br i1 %tree_lane45, label %tree.then46, label %tree.done47

tree.then46:                                      ; preds = %tree.done44
  %281 = add i64 %lane, 8
  %282 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %283 = load i32, ptr addrspace(3) %282, align 4
  %284 = zext i32 %283 to i64
  %285 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %286 = load float, ptr addrspace(3) %285, align 4
  %287 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %281
  %288 = load i32, ptr addrspace(3) %287, align 4
  %289 = zext i32 %288 to i64
  %290 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %281
  %291 = load float, ptr addrspace(3) %290, align 4
  %292 = fcmp uno float %291, %291
  %293 = fcmp uno float %286, %286
  %294 = icmp ult i64 %289, %284
  %295 = fcmp ogt float %291, %286
  %296 = fcmp oeq float %291, %286
  %297 = xor i1 %293, true
  %298 = or i1 %297, %294
  %299 = and i1 %296, %294
  %300 = or i1 %295, %299
  %301 = xor i1 %293, true
  %302 = and i1 %301, %300
  %303 = select i1 %292, i1 %298, i1 %302
  %304 = select i1 %303, float %291, float %286
  %305 = select i1 %303, i64 %289, i64 %284
  %306 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %304, ptr addrspace(3) %306, align 4
  %307 = trunc i64 %305 to i32
  %308 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %307, ptr addrspace(3) %308, align 4
  br label %tree.done47

tree.done47:                                      ; preds = %tree.then46, %tree.done44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane48 = icmp ult i64 %lane, 4
  br i1 %tree_lane48, label %tree.then49, label %tree.done50

tree.then49:                                      ; preds = %tree.done47
  %309 = add i64 %lane, 4
  %310 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %311 = load i32, ptr addrspace(3) %310, align 4
  %312 = zext i32 %311 to i64
  %313 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %314 = load float, ptr addrspace(3) %313, align 4
  %315 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %309
  %316 = load i32, ptr addrspace(3) %315, align 4
  %317 = zext i32 %316 to i64
  %318 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %309
  %319 = load float, ptr addrspace(3) %318, align 4
  %320 = fcmp uno float %319, %319
  %321 = fcmp uno float %314, %314
  %322 = icmp ult i64 %317, %312
  %323 = fcmp ogt float %319, %314
  %324 = fcmp oeq float %319, %314
  %325 = xor i1 %321, true
  %326 = or i1 %325, %322
  %327 = and i1 %324, %322
  %328 = or i1 %323, %327
  %329 = xor i1 %321, true
  %330 = and i1 %329, %328
  %331 = select i1 %320, i1 %326, i1 %330
  %332 = select i1 %331, float %319, float %314
  %333 = select i1 %331, i64 %317, i64 %312
  %334 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %332, ptr addrspace(3) %334, align 4
  %335 = trunc i64 %333 to i32
  %336 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %335, ptr addrspace(3) %336, align 4
  br label %tree.done50

tree.done50:                                      ; preds = %tree.then49, %tree.done47
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane51 = icmp ult i64 %lane, 2
  br i1 %tree_lane51, label %tree.then52, label %tree.done53

tree.then52:                                      ; preds = %tree.done50
  %337 = add i64 %lane, 2
  %338 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %339 = load i32, ptr addrspace(3) %338, align 4
  %340 = zext i32 %339 to i64
  %341 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %342 = load float, ptr addrspace(3) %341, align 4
  %343 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %337
  %344 = load i32, ptr addrspace(3) %343, align 4
  %345 = zext i32 %344 to i64
  %346 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %337
  %347 = load float, ptr addrspace(3) %346, align 4
  %348 = fcmp uno float %347, %347
  %349 = fcmp uno float %342, %342
  %350 = icmp ult i64 %345, %340
  %351 = fcmp ogt float %347, %342
  %352 = fcmp oeq float %347, %342
  %353 = xor i1 %349, true
  %354 = or i1 %353, %350
  %355 = and i1 %352, %350
  %356 = or i1 %351, %355
  %357 = xor i1 %349, true
  %358 = and i1 %357, %356
  %359 = select i1 %348, i1 %354, i1 %358
  %360 = select i1 %359, float %347, float %342
  %361 = select i1 %359, i64 %345, i64 %340
  %362 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %360, ptr addrspace(3) %362, align 4
  %363 = trunc i64 %361 to i32
  %364 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %363, ptr addrspace(3) %364, align 4
  br label %tree.done53

tree.done53:                                      ; preds = %tree.then52, %tree.done50
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane54 = icmp ult i64 %lane, 1
  br i1 %tree_lane54, label %tree.then55, label %tree.done56

tree.then55:                                      ; preds = %tree.done53
  %365 = add i64 %lane, 1
  %366 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %367 = load i32, ptr addrspace(3) %366, align 4
  %368 = zext i32 %367 to i64
  %369 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %370 = load float, ptr addrspace(3) %369, align 4
  %371 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %365
  %372 = load i32, ptr addrspace(3) %371, align 4
  %373 = zext i32 %372 to i64
  %374 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %365
  %375 = load float, ptr addrspace(3) %374, align 4
  %376 = fcmp uno float %375, %375
  %377 = fcmp uno float %370, %370
  %378 = icmp ult i64 %373, %368
  %379 = fcmp ogt float %375, %370
  %380 = fcmp oeq float %375, %370
  %381 = xor i1 %377, true
  %382 = or i1 %381, %378
  %383 = and i1 %380, %378
  %384 = or i1 %379, %383
  %385 = xor i1 %377, true
  %386 = and i1 %385, %384
  %387 = select i1 %376, i1 %382, i1 %386
  %388 = select i1 %387, float %375, float %370
  %389 = select i1 %387, i64 %373, i64 %368
  %390 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %388, ptr addrspace(3) %390, align 4
  %391 = trunc i64 %389 to i32
  %392 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %391, ptr addrspace(3) %392, align 4
  br label %tree.done56

tree.done56:                                      ; preds = %tree.then55, %tree.done53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then57, label %tree.result.done58

tree.result.then57:                               ; preds = %tree.done56
  %393 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %394 = load i32, ptr addrspace(3) %393, align 4
  %395 = zext i32 %394 to i64
  %396 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %397 = load float, ptr addrspace(3) %396, align 4
  store float 0xFFF0000000000000, ptr %fold_value59, align 4
  store i64 0, ptr %fold_index60, align 8
  store i64 0, ptr %pairwise_depth63, align 8
  store float %397, ptr %fold_value59, align 4
  store i64 %395, ptr %fold_index60, align 8
  %398 = load i64, ptr %fold_index60, align 8
  %argmax = uitofp i64 %398 to float
  store float %argmax, ptr addrspace(3) %220, align 4
  br label %tree.result.done58

tree.result.done58:                               ; preds = %tree.result.then57, %tree.done56
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature64 = add i64 %lane, 0
  %valid65 = icmp ult i64 %feature64, %n_features
  %399 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid65, label %slot.then66, label %slot.done67

slot.then66:                                      ; preds = %tree.result.done58
  %400 = load float, ptr %399, align 4
  %401 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %402 = load float, ptr addrspace(3) %401, align 4
  %403 = fsub float %400, %402
  %404 = fcmp olt float %403, -1.040000e+02
  %405 = select i1 %404, float -1.040000e+02, float %403
  %406 = fcmp olt float 8.900000e+01, %405
  %407 = select i1 %406, float 8.900000e+01, float %405
  %408 = fmul float %407, 0x3FF7154760000000
  %409 = fadd float %408, 0x4168000000000000
  %410 = fsub float %409, 0x4168000000000000
  %411 = bitcast float %409 to i32
  %412 = sub i32 %411, 1262485504
  %413 = fmul float %410, 0x3FE62E4000000000
  %414 = fsub float %407, %413
  %415 = fmul float %410, 0x3EB7F7D1C0000000
  %416 = fsub float %414, %415
  %417 = fmul float %416, %416
  %418 = fmul float %417, 0x3E66376980000000
  %419 = fadd float 0xBEBBBD41C0000000, %418
  %420 = fmul float %417, %419
  %421 = fadd float 0x3F11566AA0000000, %420
  %422 = fmul float %417, %421
  %423 = fadd float 0xBF66C16C20000000, %422
  %424 = fmul float %417, %423
  %425 = fadd float 0x3FC5555560000000, %424
  %426 = fmul float %417, %425
  %427 = fsub float %416, %426
  %428 = fmul float %416, %427
  %429 = fsub float 2.000000e+00, %427
  %430 = fdiv float %428, %429
  %431 = fsub float %415, %430
  %432 = fsub float %431, %414
  %433 = fsub float 1.000000e+00, %432
  %434 = add i32 %412, 256
  %435 = lshr i32 %434, 1
  %436 = sub i32 %435, 1
  %437 = add i32 %412, 255
  %438 = sub i32 %437, %435
  %439 = shl i32 %436, 23
  %440 = shl i32 %438, 23
  %441 = bitcast i32 %439 to float
  %442 = bitcast i32 %440 to float
  %443 = fmul float %433, %441
  %444 = fmul float %443, %442
  %445 = fcmp uno float %403, %403
  %446 = select i1 %445, float 0x7FF8000000000000, float %444
  %447 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %448 = getelementptr inbounds float, ptr addrspace(3) %447, i64 %feature64
  store float %446, ptr addrspace(3) %448, align 4
  br label %slot.done67

slot.done67:                                      ; preds = %slot.then66, %tree.result.done58
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %449 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %450 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %450, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done67
  %tree_sum = phi i64 [ 0, %slot.done67 ], [ %460, %tree_sum.pairs.exit ]
  %451 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %451, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %452 = add i64 %450, %span
  %pairs = lshr i64 %452, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %459, %tree_sum.pairs.body ]
  %453 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %453, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %454 = getelementptr inbounds float, ptr addrspace(3) %449, i64 %left
  %455 = getelementptr inbounds float, ptr addrspace(3) %449, i64 %right
  %456 = load float, ptr addrspace(3) %454, align 4
  %457 = load float, ptr addrspace(3) %455, align 4
  %458 = fadd float %456, %457
  store float %458, ptr addrspace(3) %454, align 4
  %459 = add i64 %tree_sum.pairs, 64
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %460 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %461 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %462 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %463 = load float, ptr addrspace(3) %462, align 4
  store float %463, ptr addrspace(3) %461, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then77, label %store.done78

noise.done:                                       ; preds = %store.done78, %store.done
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %464 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature68 = add i64 %lane, 0
  %valid69 = icmp ult i64 %feature68, %n_features
  %465 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done73, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %466 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %uniform_sinks.done
  %467 = load float, ptr %466, align 4
  %468 = fmul float 2.000000e+00, %467
  %469 = fmul float 0x3FA99999A0000000, %468
  %470 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature70
  %471 = load float, ptr addrspace(1) %470, align 4
  %472 = fmul float -1.000000e+00, %471
  %473 = fadd float %469, %472
  %474 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %475 = load float, ptr addrspace(3) %474, align 4
  %476 = fdiv float 1.000000e+00, %475
  %477 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %478 = load float, ptr addrspace(3) %477, align 4
  %479 = fsub float %467, %478
  %480 = fcmp olt float %479, -1.040000e+02
  %481 = select i1 %480, float -1.040000e+02, float %479
  %482 = fcmp olt float 8.900000e+01, %481
  %483 = select i1 %482, float 8.900000e+01, float %481
  %484 = fmul float %483, 0x3FF7154760000000
  %485 = fadd float %484, 0x4168000000000000
  %486 = fsub float %485, 0x4168000000000000
  %487 = bitcast float %485 to i32
  %488 = sub i32 %487, 1262485504
  %489 = fmul float %486, 0x3FE62E4000000000
  %490 = fsub float %483, %489
  %491 = fmul float %486, 0x3EB7F7D1C0000000
  %492 = fsub float %490, %491
  %493 = fmul float %492, %492
  %494 = fmul float %493, 0x3E66376980000000
  %495 = fadd float 0xBEBBBD41C0000000, %494
  %496 = fmul float %493, %495
  %497 = fadd float 0x3F11566AA0000000, %496
  %498 = fmul float %493, %497
  %499 = fadd float 0xBF66C16C20000000, %498
  %500 = fmul float %493, %499
  %501 = fadd float 0x3FC5555560000000, %500
  %502 = fmul float %493, %501
  %503 = fsub float %492, %502
  %504 = fmul float %492, %503
  %505 = fsub float 2.000000e+00, %503
  %506 = fdiv float %504, %505
  %507 = fsub float %491, %506
  %508 = fsub float %507, %490
  %509 = fsub float 1.000000e+00, %508
  %510 = add i32 %488, 256
  %511 = lshr i32 %510, 1
  %512 = sub i32 %511, 1
  %513 = add i32 %488, 255
  %514 = sub i32 %513, %511
  %515 = shl i32 %512, 23
  %516 = shl i32 %514, 23
  %517 = bitcast i32 %515 to float
  %518 = bitcast i32 %516 to float
  %519 = fmul float %509, %517
  %520 = fmul float %519, %518
  %521 = fcmp uno float %479, %479
  %522 = select i1 %521, float 0x7FF8000000000000, float %520
  %523 = fmul float %476, %522
  %524 = fadd float %473, %523
  %feature74 = uitofp i64 %feature70 to float
  %525 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %526 = load float, ptr addrspace(3) %525, align 4
  %527 = fcmp oeq float %feature74, %526
  %528 = select i1 %527, float 1.000000e+00, float 0.000000e+00
  %529 = fcmp une float %528, 0.000000e+00
  %530 = select i1 %529, float 0x3FB99999A0000000, float 0.000000e+00
  %531 = fadd float %524, %530
  %532 = fmul float %531, %eta
  %533 = fsub float %467, %532
  %534 = add i64 %n_features, 3
  %groups = lshr i64 %534, 2
  %535 = mul i64 %row_read, %groups
  %536 = lshr i64 %feature70, 2
  %group75 = add i64 %535, %536
  %537 = trunc i64 %key0 to i32
  %538 = lshr i64 %key0, 32
  %539 = trunc i64 %538 to i32
  %540 = trunc i64 %group75 to i32
  %541 = trunc i64 %key1_step to i32
  %542 = lshr i64 %key1_step, 32
  %543 = trunc i64 %542 to i32
  %544 = lshr i64 %group75, 32
  %545 = trunc i64 %544 to i32
  %546 = zext i32 %540 to i64
  %547 = mul i64 3528531795, %546
  %548 = zext i32 %543 to i64
  %549 = mul i64 3449720151, %548
  %550 = lshr i64 %547, 32
  %551 = trunc i64 %550 to i32
  %552 = trunc i64 %547 to i32
  %553 = lshr i64 %549, 32
  %554 = trunc i64 %553 to i32
  %555 = trunc i64 %549 to i32
  %556 = xor i32 %554, %541
  %557 = xor i32 %556, %537
  %558 = xor i32 %551, %545
  %559 = xor i32 %558, %539
  %560 = add i32 %537, -1640531527
  %561 = add i32 %539, -1150833019
  %562 = zext i32 %557 to i64
  %563 = mul i64 3528531795, %562
  %564 = zext i32 %559 to i64
  %565 = mul i64 3449720151, %564
  %566 = lshr i64 %563, 32
  %567 = trunc i64 %566 to i32
  %568 = trunc i64 %563 to i32
  %569 = lshr i64 %565, 32
  %570 = trunc i64 %569 to i32
  %571 = trunc i64 %565 to i32
  %572 = xor i32 %570, %555
  %573 = xor i32 %572, %560
  %574 = xor i32 %567, %552
  %575 = xor i32 %574, %561
  %576 = add i32 %560, -1640531527
  %577 = add i32 %561, -1150833019
  %578 = zext i32 %573 to i64
  %579 = mul i64 3528531795, %578
  %580 = zext i32 %575 to i64
  %581 = mul i64 3449720151, %580
  %582 = lshr i64 %579, 32
  %583 = trunc i64 %582 to i32
  %584 = trunc i64 %579 to i32
  %585 = lshr i64 %581, 32
  %586 = trunc i64 %585 to i32
  %587 = trunc i64 %581 to i32
  %588 = xor i32 %586, %571
  %589 = xor i32 %588, %576
  %590 = xor i32 %583, %568
  %591 = xor i32 %590, %577
  %592 = add i32 %576, -1640531527
  %593 = add i32 %577, -1150833019
  %594 = zext i32 %589 to i64
  %595 = mul i64 3528531795, %594
  %596 = zext i32 %591 to i64
  %597 = mul i64 3449720151, %596
  %598 = lshr i64 %595, 32
  %599 = trunc i64 %598 to i32
  %600 = trunc i64 %595 to i32
  %601 = lshr i64 %597, 32
  %602 = trunc i64 %601 to i32
  %603 = trunc i64 %597 to i32
  %604 = xor i32 %602, %587
  %605 = xor i32 %604, %592
  %606 = xor i32 %599, %584
  %607 = xor i32 %606, %593
  %608 = add i32 %592, -1640531527
  %609 = add i32 %593, -1150833019
  %610 = zext i32 %605 to i64
  %611 = mul i64 3528531795, %610
  %612 = zext i32 %607 to i64
  %613 = mul i64 3449720151, %612
  %614 = lshr i64 %611, 32
  %615 = trunc i64 %614 to i32
  %616 = trunc i64 %611 to i32
  %617 = lshr i64 %613, 32
  %618 = trunc i64 %617 to i32
  %619 = trunc i64 %613 to i32
  %620 = xor i32 %618, %603
  %621 = xor i32 %620, %608
  %622 = xor i32 %615, %600
  %623 = xor i32 %622, %609
  %624 = add i32 %608, -1640531527
  %625 = add i32 %609, -1150833019
  %626 = zext i32 %621 to i64
  %627 = mul i64 3528531795, %626
  %628 = zext i32 %623 to i64
  %629 = mul i64 3449720151, %628
  %630 = lshr i64 %627, 32
  %631 = trunc i64 %630 to i32
  %632 = trunc i64 %627 to i32
  %633 = lshr i64 %629, 32
  %634 = trunc i64 %633 to i32
  %635 = trunc i64 %629 to i32
  %636 = xor i32 %634, %619
  %637 = xor i32 %636, %624
  %638 = xor i32 %631, %616
  %639 = xor i32 %638, %625
  %640 = add i32 %624, -1640531527
  %641 = add i32 %625, -1150833019
  %642 = zext i32 %637 to i64
  %643 = mul i64 3528531795, %642
  %644 = zext i32 %639 to i64
  %645 = mul i64 3449720151, %644
  %646 = lshr i64 %643, 32
  %647 = trunc i64 %646 to i32
  %648 = trunc i64 %643 to i32
  %649 = lshr i64 %645, 32
  %650 = trunc i64 %649 to i32
  %651 = trunc i64 %645 to i32
  %652 = xor i32 %650, %635
  %653 = xor i32 %652, %640
  %654 = xor i32 %647, %632
  %655 = xor i32 %654, %641
  %656 = add i32 %640, -1640531527
  %657 = add i32 %641, -1150833019
  %658 = zext i32 %653 to i64
  %659 = mul i64 3528531795, %658
  %660 = zext i32 %655 to i64
  %661 = mul i64 3449720151, %660
  %662 = lshr i64 %659, 32
  %663 = trunc i64 %662 to i32
  %664 = trunc i64 %659 to i32
  %665 = lshr i64 %661, 32
  %666 = trunc i64 %665 to i32
  %667 = trunc i64 %661 to i32
  %668 = xor i32 %666, %651
  %669 = xor i32 %668, %656
  %670 = xor i32 %663, %648
  %671 = xor i32 %670, %657
  %672 = add i32 %656, -1640531527
  %673 = add i32 %657, -1150833019
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
  %which = and i64 %feature70, 3
  %704 = and i64 %which, 2
  %second_pair = icmp ne i64 %704, 0
  %705 = select i1 %second_pair, i32 %703, i32 %701
  %706 = select i1 %second_pair, i32 %696, i32 %699
  %707 = lshr i32 %705, 9
  %708 = sitofp i32 %707 to float
  %709 = fadd float %708, 5.000000e-01
  %710 = fmul float %709, 0x3E80000000000000
  %711 = lshr i32 %706, 9
  %712 = sitofp i32 %711 to float
  %713 = fadd float %712, 5.000000e-01
  %714 = fmul float %713, 0x3E80000000000000
  %715 = bitcast float %710 to i32
  %716 = add i32 %715, 4913933
  %717 = lshr i32 %716, 23
  %718 = sub i32 %717, 127
  %719 = and i32 %716, 8388607
  %720 = add i32 %719, 1060439283
  %721 = bitcast i32 %720 to float
  %722 = fsub float %721, 1.000000e+00
  %723 = fadd float 2.000000e+00, %722
  %724 = fdiv float %722, %723
  %725 = fmul float %724, %724
  %726 = fmul float %725, %725
  %727 = fmul float %726, 0x3FCF13C4C0000000
  %728 = fadd float 0x3FD999C260000000, %727
  %729 = fmul float %726, %728
  %730 = fmul float %726, 0x3FD23D3DC0000000
  %731 = fadd float 0x3FE5555540000000, %730
  %732 = fmul float %725, %731
  %733 = fadd float %732, %729
  %734 = fmul float 5.000000e-01, %722
  %735 = fmul float %734, %722
  %736 = sitofp i32 %718 to float
  %737 = fadd float %735, %733
  %738 = fmul float %724, %737
  %739 = fmul float %736, 0x3EE2FEFA20000000
  %740 = fadd float %738, %739
  %741 = fsub float %740, %735
  %742 = fadd float %741, %722
  %743 = fmul float %736, 0x3FE62E3000000000
  %744 = fadd float %742, %743
  %745 = fmul float -2.000000e+00, %744
  %746 = call float @llvm.sqrt.f32(float %745)
  %747 = fpext float %714 to double
  %748 = fmul double %747, 4.000000e+00
  %749 = fadd double %748, 0x4338000000000000
  %750 = fsub double %749, 0x4338000000000000
  %751 = fsub double %748, %750
  %752 = fmul double %751, 0x3FF921FB54442D18
  %753 = fmul double %752, %752
  %754 = fmul double %753, 0x3EC71DE3A556C734
  %755 = fadd double 0xBF2A01A01A01A01A, %754
  %756 = fmul double %753, %755
  %757 = fadd double 0x3F81111111111111, %756
  %758 = fmul double %753, %757
  %759 = fadd double 0xBFC5555555555555, %758
  %760 = fmul double %752, %753
  %761 = fmul double %760, %759
  %762 = fadd double %752, %761
  %763 = fmul double %753, 0xBE927E4FB7789F5C
  %764 = fadd double 0x3EFA01A01A01A01A, %763
  %765 = fmul double %753, %764
  %766 = fadd double 0xBF56C16C16C16C17, %765
  %767 = fmul double %753, %766
  %768 = fadd double 0x3FA5555555555555, %767
  %769 = fmul double %753, %753
  %770 = fmul double %769, %768
  %771 = fmul double 5.000000e-01, %753
  %772 = fsub double 1.000000e+00, %771
  %773 = fadd double %772, %770
  %774 = fneg double %762
  %775 = fneg double %773
  %776 = bitcast double %749 to i64
  %777 = and i64 %776, 1
  %778 = and i64 %776, 2
  %779 = icmp eq i64 %777, 1
  %780 = icmp eq i64 %778, 2
  %781 = select i1 %780, double %774, double %762
  %782 = select i1 %780, double %775, double %773
  %783 = select i1 %779, double %782, double %781
  %784 = select i1 %780, double %775, double %773
  %785 = select i1 %780, double %762, double %774
  %786 = select i1 %779, double %785, double %784
  %787 = fptrunc double %783 to float
  %788 = fptrunc double %786 to float
  %789 = fmul float %746, %788
  %790 = fmul float %746, %787
  %791 = and i64 %which, 1
  %odd = icmp ne i64 %791, 0
  %normal = select i1 %odd, float %790, float %789
  %792 = fmul float %normal, %noise_scale3
  %793 = fadd float %533, %792
  %bits76 = bitcast float %793 to i32
  %magnitude = and i32 %bits76, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits76
  store i32 %canonical, ptr %466, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %uniform_sinks.done
  br label %store.done

store.then77:                                     ; preds = %quiet
  %feature79 = add i64 %lane, 0
  %valid80 = icmp ult i64 %feature79, %n_features
  %794 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then81, label %uniform_sinks.done82

store.done78:                                     ; preds = %slot.done86, %quiet
  br label %noise.done

uniform_sinks.then81:                             ; preds = %store.then77
  br label %uniform_sinks.done82

uniform_sinks.done82:                             ; preds = %uniform_sinks.then81, %store.then77
  %feature83 = add i64 %lane, 0
  %valid84 = icmp ult i64 %feature83, %n_features
  %795 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid84, label %slot.then85, label %slot.done86

slot.then85:                                      ; preds = %uniform_sinks.done82
  %796 = load float, ptr %795, align 4
  %797 = fmul float 2.000000e+00, %796
  %798 = fmul float 0x3FA99999A0000000, %797
  %799 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature83
  %800 = load float, ptr addrspace(1) %799, align 4
  %801 = fmul float -1.000000e+00, %800
  %802 = fadd float %798, %801
  %803 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %804 = load float, ptr addrspace(3) %803, align 4
  %805 = fdiv float 1.000000e+00, %804
  %806 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %807 = load float, ptr addrspace(3) %806, align 4
  %808 = fsub float %796, %807
  %809 = fcmp olt float %808, -1.040000e+02
  %810 = select i1 %809, float -1.040000e+02, float %808
  %811 = fcmp olt float 8.900000e+01, %810
  %812 = select i1 %811, float 8.900000e+01, float %810
  %813 = fmul float %812, 0x3FF7154760000000
  %814 = fadd float %813, 0x4168000000000000
  %815 = fsub float %814, 0x4168000000000000
  %816 = bitcast float %814 to i32
  %817 = sub i32 %816, 1262485504
  %818 = fmul float %815, 0x3FE62E4000000000
  %819 = fsub float %812, %818
  %820 = fmul float %815, 0x3EB7F7D1C0000000
  %821 = fsub float %819, %820
  %822 = fmul float %821, %821
  %823 = fmul float %822, 0x3E66376980000000
  %824 = fadd float 0xBEBBBD41C0000000, %823
  %825 = fmul float %822, %824
  %826 = fadd float 0x3F11566AA0000000, %825
  %827 = fmul float %822, %826
  %828 = fadd float 0xBF66C16C20000000, %827
  %829 = fmul float %822, %828
  %830 = fadd float 0x3FC5555560000000, %829
  %831 = fmul float %822, %830
  %832 = fsub float %821, %831
  %833 = fmul float %821, %832
  %834 = fsub float 2.000000e+00, %832
  %835 = fdiv float %833, %834
  %836 = fsub float %820, %835
  %837 = fsub float %836, %819
  %838 = fsub float 1.000000e+00, %837
  %839 = add i32 %817, 256
  %840 = lshr i32 %839, 1
  %841 = sub i32 %840, 1
  %842 = add i32 %817, 255
  %843 = sub i32 %842, %840
  %844 = shl i32 %841, 23
  %845 = shl i32 %843, 23
  %846 = bitcast i32 %844 to float
  %847 = bitcast i32 %845 to float
  %848 = fmul float %838, %846
  %849 = fmul float %848, %847
  %850 = fcmp uno float %808, %808
  %851 = select i1 %850, float 0x7FF8000000000000, float %849
  %852 = fmul float %805, %851
  %853 = fadd float %802, %852
  %feature87 = uitofp i64 %feature83 to float
  %854 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %855 = load float, ptr addrspace(3) %854, align 4
  %856 = fcmp oeq float %feature87, %855
  %857 = select i1 %856, float 1.000000e+00, float 0.000000e+00
  %858 = fcmp une float %857, 0.000000e+00
  %859 = select i1 %858, float 0x3FB99999A0000000, float 0.000000e+00
  %860 = fadd float %853, %859
  %861 = fmul float %860, %eta
  %862 = fsub float %796, %861
  %863 = fmul float 0.000000e+00, %noise_scale3
  %864 = fadd float %862, %863
  %bits88 = bitcast float %862 to i32
  %magnitude89 = and i32 %bits88, 2147483647
  %is_nan90 = icmp ugt i32 %magnitude89, 2139095040
  %canonical91 = select i1 %is_nan90, i32 2143289344, i32 %bits88
  store i32 %canonical91, ptr %795, align 4
  br label %slot.done86

slot.done86:                                      ; preds = %slot.then85, %uniform_sinks.done82
  br label %store.done78

store.then92:                                     ; preds = %step.exit
  %feature94 = add i64 %lane, 0
  %valid95 = icmp ult i64 %feature94, %n_features
  %865 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid95, label %slot.then96, label %slot.done97

store.done93:                                     ; preds = %slot.done97, %step.exit
  br label %row.done

slot.then96:                                      ; preds = %store.then92
  %866 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature94
  %867 = load float, ptr %865, align 4
  store float %867, ptr addrspace(1) %866, align 4
  br label %slot.done97

slot.done97:                                      ; preds = %slot.then96, %store.then92
  br label %store.done93
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w128x2(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth69 = alloca i64, align 8
  %pairwise_levels68 = alloca [64 x i64], align 8
  %pairwise_sums67 = alloca [64 x float], align 4
  %fold_index66 = alloca i64, align 8
  %fold_value65 = alloca float, align 4
  %pairwise_depth35 = alloca i64, align 8
  %pairwise_levels34 = alloca [64 x i64], align 8
  %pairwise_sums33 = alloca [64 x float], align 4
  %fold_index32 = alloca i64, align 8
  %fold_value31 = alloca float, align 4
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
  %4 = mul i64 %row_in_group, 3
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w128, i64 %4
  %6 = mul i64 %row_in_group, 128
  %7 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w128, i64 %6
  %8 = mul i64 %row_in_group, 128
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w128, i64 %8
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %10 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %11 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %12 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done99, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %13 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature
  %14 = load float, ptr addrspace(1) %13, align 4
  store float %14, ptr %12, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %520, %noise.done ]
  %15 = icmp ult i64 %step, %steps
  br i1 %15, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %16 = load float, ptr %temperature1, align 4
  %17 = fmul float %two_eta, %16
  %18 = fcmp olt float 0.000000e+00, %17
  %19 = call float @llvm.sqrt.f32(float %17)
  %20 = select i1 %18, float %19, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %20, float %noise_scale
  %key1_step = add i64 %key1, %step
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %21 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then98, label %store.done99

slot.then6:                                       ; preds = %step.body
  %22 = load float, ptr %21, align 4
  %23 = load float, ptr %fold_value, align 4
  %24 = fcmp ogt float %22, %23
  %25 = fcmp uno float %22, %22
  %26 = fcmp ord float %23, %23
  %27 = and i1 %25, %26
  %take = or i1 %24, %27
  %28 = select i1 %take, float %22, float %23
  store float %28, ptr %fold_value, align 4
  %29 = load i64, ptr %fold_index, align 8
  %30 = select i1 %take, i64 %feature4, i64 %29
  store i64 %30, ptr %fold_index, align 8
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  %31 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %32 = load float, ptr %fold_value, align 4
  %33 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %32, ptr addrspace(3) %33, align 4
  %34 = trunc i64 %best_index to i32
  %35 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %34, ptr addrspace(3) %35, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 64
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done7
  %36 = add i64 %lane, 64
  %37 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %38 = load i32, ptr addrspace(3) %37, align 4
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %41 = load float, ptr addrspace(3) %40, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %36
  %43 = load i32, ptr addrspace(3) %42, align 4
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %36
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = fcmp uno float %46, %46
  %48 = fcmp uno float %41, %41
  %49 = icmp ult i64 %44, %39
  %50 = fcmp ogt float %46, %41
  %51 = fcmp oeq float %46, %41
  %52 = xor i1 %48, true
  %53 = or i1 %52, %49
  %54 = and i1 %51, %49
  %55 = or i1 %50, %54
  %56 = xor i1 %48, true
  %57 = and i1 %56, %55
  %58 = select i1 %47, i1 %53, i1 %57
  %59 = select i1 %58, float %46, float %41
  %60 = select i1 %58, i64 %44, i64 %39
  %61 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %59, ptr addrspace(3) %61, align 4
  %62 = trunc i64 %60 to i32
  %63 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %62, ptr addrspace(3) %63, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane8 = icmp ult i64 %lane, 32
  br i1 %tree_lane8, label %tree.then9, label %tree.done10

tree.then9:                                       ; preds = %tree.done
  %64 = add i64 %lane, 32
  %65 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %66 = load i32, ptr addrspace(3) %65, align 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %69 = load float, ptr addrspace(3) %68, align 4
  %70 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %64
  %71 = load i32, ptr addrspace(3) %70, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %64
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = fcmp uno float %74, %74
  %76 = fcmp uno float %69, %69
  %77 = icmp ult i64 %72, %67
  %78 = fcmp ogt float %74, %69
  %79 = fcmp oeq float %74, %69
  %80 = xor i1 %76, true
  %81 = or i1 %80, %77
  %82 = and i1 %79, %77
  %83 = or i1 %78, %82
  %84 = xor i1 %76, true
  %85 = and i1 %84, %83
  %86 = select i1 %75, i1 %81, i1 %85
  %87 = select i1 %86, float %74, float %69
  %88 = select i1 %86, i64 %72, i64 %67
  %89 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %87, ptr addrspace(3) %89, align 4
  %90 = trunc i64 %88 to i32
  %91 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %90, ptr addrspace(3) %91, align 4
  br label %tree.done10

tree.done10:                                      ; preds = %tree.then9, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane11 = icmp ult i64 %lane, 16
  br i1 %tree_lane11, label %tree.then12, label %tree.done13

tree.then12:                                      ; preds = %tree.done10
  %92 = add i64 %lane, 16
  %93 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %94 = load i32, ptr addrspace(3) %93, align 4
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %97 = load float, ptr addrspace(3) %96, align 4
  %98 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %92
  %99 = load i32, ptr addrspace(3) %98, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %92
  %102 = load float, ptr addrspace(3) %101, align 4
  %103 = fcmp uno float %102, %102
  %104 = fcmp uno float %97, %97
  %105 = icmp ult i64 %100, %95
  %106 = fcmp ogt float %102, %97
  %107 = fcmp oeq float %102, %97
  %108 = xor i1 %104, true
  %109 = or i1 %108, %105
  %110 = and i1 %107, %105
  %111 = or i1 %106, %110
  %112 = xor i1 %104, true
  %113 = and i1 %112, %111
  %114 = select i1 %103, i1 %109, i1 %113
  %115 = select i1 %114, float %102, float %97
  %116 = select i1 %114, i64 %100, i64 %95
  %117 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %115, ptr addrspace(3) %117, align 4
  %118 = trunc i64 %116 to i32
  %119 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %118, ptr addrspace(3) %119, align 4
  br label %tree.done13

tree.done13:                                      ; preds = %tree.then12, %tree.done10
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane14 = icmp ult i64 %lane, 8
  br i1 %tree_lane14, label %tree.then15, label %tree.done16

tree.then15:                                      ; preds = %tree.done13
  %120 = add i64 %lane, 8
  %121 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %122 = load i32, ptr addrspace(3) %121, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %125 = load float, ptr addrspace(3) %124, align 4
  %126 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %120
  %127 = load i32, ptr addrspace(3) %126, align 4
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %120
  %130 = load float, ptr addrspace(3) %129, align 4
  %131 = fcmp uno float %130, %130
  %132 = fcmp uno float %125, %125
  %133 = icmp ult i64 %128, %123
  %134 = fcmp ogt float %130, %125
  %135 = fcmp oeq float %130, %125
  %136 = xor i1 %132, true
  %137 = or i1 %136, %133
  %138 = and i1 %135, %133
  %139 = or i1 %134, %138
  %140 = xor i1 %132, true
  %141 = and i1 %140, %139
  %142 = select i1 %131, i1 %137, i1 %141
  %143 = select i1 %142, float %130, float %125
  %144 = select i1 %142, i64 %128, i64 %123
  %145 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %143, ptr addrspace(3) %145, align 4
  %146 = trunc i64 %144 to i32
  %147 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %146, ptr addrspace(3) %147, align 4
  br label %tree.done16

tree.done16:                                      ; preds = %tree.then15, %tree.done13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane17 = icmp ult i64 %lane, 4
  br i1 %tree_lane17, label %tree.then18, label %tree.done19

tree.then18:                                      ; preds = %tree.done16
  %148 = add i64 %lane, 4
  %149 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %150 = load i32, ptr addrspace(3) %149, align 4
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %153 = load float, ptr addrspace(3) %152, align 4
  %154 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %148
  %155 = load i32, ptr addrspace(3) %154, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %148
  %158 = load float, ptr addrspace(3) %157, align 4
  %159 = fcmp uno float %158, %158
  %160 = fcmp uno float %153, %153
  %161 = icmp ult i64 %156, %151
  %162 = fcmp ogt float %158, %153
  %163 = fcmp oeq float %158, %153
  %164 = xor i1 %160, true
  %165 = or i1 %164, %161
  %166 = and i1 %163, %161
  %167 = or i1 %162, %166
  %168 = xor i1 %160, true
  %169 = and i1 %168, %167
  %170 = select i1 %159, i1 %165, i1 %169
  %171 = select i1 %170, float %158, float %153
  %172 = select i1 %170, i64 %156, i64 %151
  %173 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %171, ptr addrspace(3) %173, align 4
  %174 = trunc i64 %172 to i32
  %175 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %174, ptr addrspace(3) %175, align 4
  br label %tree.done19

tree.done19:                                      ; preds = %tree.then18, %tree.done16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 2
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done19
  %176 = add i64 %lane, 2
  %177 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %178 = load i32, ptr addrspace(3) %177, align 4
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %181 = load float, ptr addrspace(3) %180, align 4
  %182 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %176
  %183 = load i32, ptr addrspace(3) %182, align 4
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %176
  %186 = load float, ptr addrspace(3) %185, align 4
  %187 = fcmp uno float %186, %186
  %188 = fcmp uno float %181, %181
  %189 = icmp ult i64 %184, %179
  %190 = fcmp ogt float %186, %181
  %191 = fcmp oeq float %186, %181
  %192 = xor i1 %188, true
  %193 = or i1 %192, %189
  %194 = and i1 %191, %189
  %195 = or i1 %190, %194
  %196 = xor i1 %188, true
  %197 = and i1 %196, %195
  %198 = select i1 %187, i1 %193, i1 %197
  %199 = select i1 %198, float %186, float %181
  %200 = select i1 %198, i64 %184, i64 %179
  %201 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %199, ptr addrspace(3) %201, align 4
  %202 = trunc i64 %200 to i32
  %203 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %202, ptr addrspace(3) %203, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done19
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane23 = icmp ult i64 %lane, 1
  br i1 %tree_lane23, label %tree.then24, label %tree.done25

tree.then24:                                      ; preds = %tree.done22
  %204 = add i64 %lane, 1
  %205 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %206 = load i32, ptr addrspace(3) %205, align 4
  %207 = zext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %209 = load float, ptr addrspace(3) %208, align 4
  %210 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %204
  %211 = load i32, ptr addrspace(3) %210, align 4
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %204
  %214 = load float, ptr addrspace(3) %213, align 4
  %215 = fcmp uno float %214, %214
  %216 = fcmp uno float %209, %209
  %217 = icmp ult i64 %212, %207
  %218 = fcmp ogt float %214, %209
  %219 = fcmp oeq float %214, %209
  %220 = xor i1 %216, true
  %221 = or i1 %220, %217
  %222 = and i1 %219, %217
  %223 = or i1 %218, %222
  %224 = xor i1 %216, true
  %225 = and i1 %224, %223
  %226 = select i1 %215, i1 %221, i1 %225
  %227 = select i1 %226, float %214, float %209
  %228 = select i1 %226, i64 %212, i64 %207
  %229 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %227, ptr addrspace(3) %229, align 4
  %230 = trunc i64 %228 to i32
  %231 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %230, ptr addrspace(3) %231, align 4
  br label %tree.done25

tree.done25:                                      ; preds = %tree.then24, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done25
  %232 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %233 = load i32, ptr addrspace(3) %232, align 4
  %234 = zext i32 %233 to i64
  %235 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %236 = load float, ptr addrspace(3) %235, align 4
  store float 0xFFF0000000000000, ptr %fold_value26, align 4
  store i64 0, ptr %fold_index27, align 8
  store i64 0, ptr %pairwise_depth30, align 8
  store float %236, ptr %fold_value26, align 4
  store i64 %234, ptr %fold_index27, align 8
  %237 = load float, ptr %fold_value26, align 4
  store float %237, ptr addrspace(3) %31, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value31, align 4
  store i64 0, ptr %fold_index32, align 8
  store i64 0, ptr %pairwise_depth35, align 8
  %feature36 = add i64 %lane, 0
  %valid37 = icmp ult i64 %feature36, %n_features
  %238 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %tree.result.done
  %239 = load float, ptr %238, align 4
  %240 = load float, ptr %fold_value31, align 4
  %241 = fcmp ogt float %239, %240
  %242 = fcmp uno float %239, %239
  %243 = fcmp ord float %240, %240
  %244 = and i1 %242, %243
  %take40 = or i1 %241, %244
  %245 = select i1 %take40, float %239, float %240
  store float %245, ptr %fold_value31, align 4
  %246 = load i64, ptr %fold_index32, align 8
  %247 = select i1 %take40, i64 %feature36, i64 %246
  store i64 %247, ptr %fold_index32, align 8
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %tree.result.done
  %248 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index41 = load i64, ptr %fold_index32, align 8
  %249 = load float, ptr %fold_value31, align 4
  %250 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %249, ptr addrspace(3) %250, align 4
  %251 = trunc i64 %best_index41 to i32
  %252 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %251, ptr addrspace(3) %252, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane42 = icmp ult i64 %lane, 64
  br i1 %tree_lane42, label %tree.then43, label %tree.done44

tree.then43:                                      ; preds = %slot.done39
  %253 = add i64 %lane, 64
  %254 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %255 = load i32, ptr addrspace(3) %254, align 4
  %256 = zext i32 %255 to i64
  %257 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %258 = load float, ptr addrspace(3) %257, align 4
  %259 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %253
  %260 = load i32, ptr addrspace(3) %259, align 4
  %261 = zext i32 %260 to i64
  %262 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %253
  %263 = load float, ptr addrspace(3) %262, align 4
  %264 = fcmp uno float %263, %263
  %265 = fcmp uno float %258, %258
  %266 = icmp ult i64 %261, %256
  %267 = fcmp ogt float %263, %258
  %268 = fcmp oeq float %263, %258
  %269 = xor i1 %265, true
  %270 = or i1 %269, %266
  %271 = and i1 %268, %266
  %272 = or i1 %267, %271
  %273 = xor i1 %265, true
  %274 = and i1 %273, %272
  %275 = select i1 %264, i1 %270, i1 %274
  %276 = select i1 %275, float %263, float %258
  %277 = select i1 %275, i64 %261, i64 %256
  %278 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %276, ptr addrspace(3) %278, align 4
  %279 = trunc i64 %277 to i32
  %280 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %279, ptr addrspace(3) %280, align 4
  br label %tree.done44

tree.done44:                                      ; preds = %tree.then43, %slot.done39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane45 = icmp ult i64 %lane, 32
  br i1 %tree_lane45, label %tree.then46, label %tree.done47

tree.then46:                                      ; preds = %tree.done44
  %281 = add i64 %lane, 32
  %282 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %283 = load i32, ptr addrspace(3) %282, align 4
  %284 = zext i32 %283 to i64
  %285 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %286 = load float, ptr addrspace(3) %285, align 4
  %287 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %281
  %288 = load i32, ptr addrspace(3) %287, align 4
  %289 = zext i32 %288 to i64
  %290 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %281
  %291 = load float, ptr addrspace(3) %290, align 4
  %292 = fcmp uno float %291, %291
  %293 = fcmp uno float %286, %286
  %294 = icmp ult i64 %289, %284
  %295 = fcmp ogt float %291, %286
  %296 = fcmp oeq float %291, %286
  %297 = xor i1 %293, true
  %298 = or i1 %297, %294
  %299 = and i1 %296, %294
  %300 = or i1 %295, %299
  %301 = xor i1 %293, true
  %302 = and i1 %301, %300
  %303 = select i1 %292, i1 %298, i1 %302
  %304 = select i1 %303, float %291, float %286
  %305 = select i1 %303, i64 %289, i64 %284
  %306 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %304, ptr addrspace(3) %306, align 4
  %307 = trunc i64 %305 to i32
  %308 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %307, ptr addrspace(3) %308, align 4
  br label %tree.done47

tree.done47:                                      ; preds = %tree.then46, %tree.done44
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane48 = icmp ult i64 %lane, 16
  br i1 %tree_lane48, label %tree.then49, label %tree.done50

tree.then49:                                      ; preds = %tree.done47
  %309 = add i64 %lane, 16
  %310 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %311 = load i32, ptr addrspace(3) %310, align 4
  %312 = zext i32 %311 to i64
  %313 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %314 = load float, ptr addrspace(3) %313, align 4
  %315 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %309
  %316 = load i32, ptr addrspace(3) %315, align 4
  %317 = zext i32 %316 to i64
  %318 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %309
  %319 = load float, ptr addrspace(3) %318, align 4
  %320 = fcmp uno float %319, %319
  %321 = fcmp uno float %314, %314
  %322 = icmp ult i64 %317, %312
  %323 = fcmp ogt float %319, %314
  %324 = fcmp oeq float %319, %314
  %325 = xor i1 %321, true
  %326 = or i1 %325, %322
  %327 = and i1 %324, %322
  %328 = or i1 %323, %327
  %329 = xor i1 %321, true
  %330 = and i1 %329, %328
  %331 = select i1 %320, i1 %326, i1 %330
  %332 = select i1 %331, float %319, float %314
  %333 = select i1 %331, i64 %317, i64 %312
  %334 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %332, ptr addrspace(3) %334, align 4
  %335 = trunc i64 %333 to i32
  %336 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %335, ptr addrspace(3) %336, align 4
  br label %tree.done50

tree.done50:                                      ; preds = %tree.then49, %tree.done47
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane51 = icmp ult i64 %lane, 8
  br i1 %tree_lane51, label %tree.then52, label %tree.done53

tree.then52:                                      ; preds = %tree.done50
  %337 = add i64 %lane, 8
  %338 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %339 = load i32, ptr addrspace(3) %338, align 4
  %340 = zext i32 %339 to i64
  %341 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %342 = load float, ptr addrspace(3) %341, align 4
  %343 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %337
  %344 = load i32, ptr addrspace(3) %343, align 4
  %345 = zext i32 %344 to i64
  %346 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %337
  %347 = load float, ptr addrspace(3) %346, align 4
  %348 = fcmp uno float %347, %347
  %349 = fcmp uno float %342, %342
  %350 = icmp ult i64 %345, %340
  %351 = fcmp ogt float %347, %342
  %352 = fcmp oeq float %347, %342
  %353 = xor i1 %349, true
  %354 = or i1 %353, %350
  %355 = and i1 %352, %350
  %356 = or i1 %351, %355
  %357 = xor i1 %349, true
  %358 = and i1 %357, %356
  %359 = select i1 %348, i1 %354, i1 %358
  %360 = select i1 %359, float %347, float %342
  %361 = select i1 %359, i64 %345, i64 %340
  %362 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %360, ptr addrspace(3) %362, align 4
  %363 = trunc i64 %361 to i32
  %364 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %363, ptr addrspace(3) %364, align 4
  br label %tree.done53

tree.done53:                                      ; preds = %tree.then52, %tree.done50
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane54 = icmp ult i64 %lane, 4
  br i1 %tree_lane54, label %tree.then55, label %tree.done56

tree.then55:                                      ; preds = %tree.done53
  %365 = add i64 %lane, 4
  %366 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %367 = load i32, ptr addrspace(3) %366, align 4
  %368 = zext i32 %367 to i64
  %369 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %370 = load float, ptr addrspace(3) %369, align 4
  %371 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %365
  %372 = load i32, ptr addrspace(3) %371, align 4
  %373 = zext i32 %372 to i64
  %374 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %365
  %375 = load float, ptr addrspace(3) %374, align 4
  %376 = fcmp uno float %375, %375
  %377 = fcmp uno float %370, %370
  %378 = icmp ult i64 %373, %368
  %379 = fcmp ogt float %375, %370
  %380 = fcmp oeq float %375, %370
  %381 = xor i1 %377, true
  %382 = or i1 %381, %378
  %383 = and i1 %380, %378
  %384 = or i1 %379, %383
  %385 = xor i1 %377, true
  %386 = and i1 %385, %384
  %387 = select i1 %376, i1 %382, i1 %386
  %388 = select i1 %387, float %375, float %370
  %389 = select i1 %387, i64 %373, i64 %368
  %390 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %388, ptr addrspace(3) %390, align 4
  %391 = trunc i64 %389 to i32
  %392 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %391, ptr addrspace(3) %392, align 4
  br label %tree.done56

tree.done56:                                      ; preds = %tree.then55, %tree.done53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane57 = icmp ult i64 %lane, 2
  br i1 %tree_lane57, label %tree.then58, label %tree.done59

tree.then58:                                      ; preds = %tree.done56
  %393 = add i64 %lane, 2
  %394 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %395 = load i32, ptr addrspace(3) %394, align 4
  %396 = zext i32 %395 to i64
  %397 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %398 = load float, ptr addrspace(3) %397, align 4
  %399 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %393
  %400 = load i32, ptr addrspace(3) %399, align 4
  %401 = zext i32 %400 to i64
  %402 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %393
  %403 = load float, ptr addrspace(3) %402, align 4
  %404 = fcmp uno float %403, %403
  %405 = fcmp uno float %398, %398
  %406 = icmp ult i64 %401, %396
  %407 = fcmp ogt float %403, %398
  %408 = fcmp oeq float %403, %398
  %409 = xor i1 %405, true
  %410 = or i1 %409, %406
  %411 = and i1 %408, %406
  %412 = or i1 %407, %411
  %413 = xor i1 %405, true
  %414 = and i1 %413, %412
  %415 = select i1 %404, i1 %410, i1 %414
  %416 = select i1 %415, float %403, float %398
  %417 = select i1 %415, i64 %401, i64 %396
  %418 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %416, ptr addrspace(3) %418, align 4
  %419 = trunc i64 %417 to i32
  %420 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %419, ptr addrspace(3) %420, align 4
  br label %tree.done59

tree.done59:                                      ; preds = %tree.then58, %tree.done56
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane60 = icmp ult i64 %lane, 1
  br i1 %tree_lane60, label %tree.then61, label %tree.done62

tree.then61:                                      ; preds = %tree.done59
  %421 = add i64 %lane, 1
  %422 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %423 = load i32, ptr addrspace(3) %422, align 4
  %424 = zext i32 %423 to i64
  %425 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %426 = load float, ptr addrspace(3) %425, align 4
  %427 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %421
  %428 = load i32, ptr addrspace(3) %427, align 4
  %429 = zext i32 %428 to i64
  %430 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %421
  %431 = load float, ptr addrspace(3) %430, align 4
  %432 = fcmp uno float %431, %431
  %433 = fcmp uno float %426, %426
  %434 = icmp ult i64 %429, %424
  %435 = fcmp ogt float %431, %426
  %436 = fcmp oeq float %431, %426
  %437 = xor i1 %433, true
  %438 = or i1 %437, %434
  %439 = and i1 %436, %434
  %440 = or i1 %435, %439
  %441 = xor i1 %433, true
  %442 = and i1 %441, %440
  %443 = select i1 %432, i1 %438, i1 %442
  %444 = select i1 %443, float %431, float %426
  %445 = select i1 %443, i64 %429, i64 %424
  %446 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %444, ptr addrspace(3) %446, align 4
  %447 = trunc i64 %445 to i32
  %448 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %447, ptr addrspace(3) %448, align 4
  br label %tree.done62

tree.done62:                                      ; preds = %tree.then61, %tree.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then63, label %tree.result.done64

tree.result.then63:                               ; preds = %tree.done62
  %449 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %450 = load i32, ptr addrspace(3) %449, align 4
  %451 = zext i32 %450 to i64
  %452 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %453 = load float, ptr addrspace(3) %452, align 4
  store float 0xFFF0000000000000, ptr %fold_value65, align 4
  store i64 0, ptr %fold_index66, align 8
  store i64 0, ptr %pairwise_depth69, align 8
  store float %453, ptr %fold_value65, align 4
  store i64 %451, ptr %fold_index66, align 8
  %454 = load i64, ptr %fold_index66, align 8
  %argmax = uitofp i64 %454 to float
  store float %argmax, ptr addrspace(3) %248, align 4
  br label %tree.result.done64

tree.result.done64:                               ; preds = %tree.result.then63, %tree.done62
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %455 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid71, label %slot.then72, label %slot.done73

slot.then72:                                      ; preds = %tree.result.done64
  %456 = load float, ptr %455, align 4
  %457 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %458 = load float, ptr addrspace(3) %457, align 4
  %459 = fsub float %456, %458
  %460 = fcmp olt float %459, -1.040000e+02
  %461 = select i1 %460, float -1.040000e+02, float %459
  %462 = fcmp olt float 8.900000e+01, %461
  %463 = select i1 %462, float 8.900000e+01, float %461
  %464 = fmul float %463, 0x3FF7154760000000
  %465 = fadd float %464, 0x4168000000000000
  %466 = fsub float %465, 0x4168000000000000
  %467 = bitcast float %465 to i32
  %468 = sub i32 %467, 1262485504
  %469 = fmul float %466, 0x3FE62E4000000000
  %470 = fsub float %463, %469
  %471 = fmul float %466, 0x3EB7F7D1C0000000
  %472 = fsub float %470, %471
  %473 = fmul float %472, %472
  %474 = fmul float %473, 0x3E66376980000000
  %475 = fadd float 0xBEBBBD41C0000000, %474
  %476 = fmul float %473, %475
  %477 = fadd float 0x3F11566AA0000000, %476
  %478 = fmul float %473, %477
  %479 = fadd float 0xBF66C16C20000000, %478
  %480 = fmul float %473, %479
  %481 = fadd float 0x3FC5555560000000, %480
  %482 = fmul float %473, %481
  %483 = fsub float %472, %482
  %484 = fmul float %472, %483
  %485 = fsub float 2.000000e+00, %483
  %486 = fdiv float %484, %485
  %487 = fsub float %471, %486
  %488 = fsub float %487, %470
  %489 = fsub float 1.000000e+00, %488
  %490 = add i32 %468, 256
  %491 = lshr i32 %490, 1
  %492 = sub i32 %491, 1
  %493 = add i32 %468, 255
  %494 = sub i32 %493, %491
  %495 = shl i32 %492, 23
  %496 = shl i32 %494, 23
  %497 = bitcast i32 %495 to float
  %498 = bitcast i32 %496 to float
  %499 = fmul float %489, %497
  %500 = fmul float %499, %498
  %501 = fcmp uno float %459, %459
  %502 = select i1 %501, float 0x7FF8000000000000, float %500
  %503 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %504 = getelementptr inbounds float, ptr addrspace(3) %503, i64 %feature70
  store float %502, ptr addrspace(3) %504, align 4
  br label %slot.done73

slot.done73:                                      ; preds = %slot.then72, %tree.result.done64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %505 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %506 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %506, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done73
  %tree_sum = phi i64 [ 0, %slot.done73 ], [ %516, %tree_sum.pairs.exit ]
  %507 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %507, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %508 = add i64 %506, %span
  %pairs = lshr i64 %508, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %515, %tree_sum.pairs.body ]
  %509 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %509, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %510 = getelementptr inbounds float, ptr addrspace(3) %505, i64 %left
  %511 = getelementptr inbounds float, ptr addrspace(3) %505, i64 %right
  %512 = load float, ptr addrspace(3) %510, align 4
  %513 = load float, ptr addrspace(3) %511, align 4
  %514 = fadd float %512, %513
  store float %514, ptr addrspace(3) %510, align 4
  %515 = add i64 %tree_sum.pairs, 128
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %516 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %517 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %518 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %519 = load float, ptr addrspace(3) %518, align 4
  store float %519, ptr addrspace(3) %517, align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then83, label %store.done84

noise.done:                                       ; preds = %store.done84, %store.done
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %520 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature74 = add i64 %lane, 0
  %valid75 = icmp ult i64 %feature74, %n_features
  %521 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done79, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature76 = add i64 %lane, 0
  %valid77 = icmp ult i64 %feature76, %n_features
  %522 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid77, label %slot.then78, label %slot.done79

slot.then78:                                      ; preds = %uniform_sinks.done
  %523 = load float, ptr %522, align 4
  %524 = fmul float 2.000000e+00, %523
  %525 = fmul float 0x3FA99999A0000000, %524
  %526 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature76
  %527 = load float, ptr addrspace(1) %526, align 4
  %528 = fmul float -1.000000e+00, %527
  %529 = fadd float %525, %528
  %530 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %531 = load float, ptr addrspace(3) %530, align 4
  %532 = fdiv float 1.000000e+00, %531
  %533 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %534 = load float, ptr addrspace(3) %533, align 4
  %535 = fsub float %523, %534
  %536 = fcmp olt float %535, -1.040000e+02
  %537 = select i1 %536, float -1.040000e+02, float %535
  %538 = fcmp olt float 8.900000e+01, %537
  %539 = select i1 %538, float 8.900000e+01, float %537
  %540 = fmul float %539, 0x3FF7154760000000
  %541 = fadd float %540, 0x4168000000000000
  %542 = fsub float %541, 0x4168000000000000
  %543 = bitcast float %541 to i32
  %544 = sub i32 %543, 1262485504
  %545 = fmul float %542, 0x3FE62E4000000000
  %546 = fsub float %539, %545
  %547 = fmul float %542, 0x3EB7F7D1C0000000
  %548 = fsub float %546, %547
  %549 = fmul float %548, %548
  %550 = fmul float %549, 0x3E66376980000000
  %551 = fadd float 0xBEBBBD41C0000000, %550
  %552 = fmul float %549, %551
  %553 = fadd float 0x3F11566AA0000000, %552
  %554 = fmul float %549, %553
  %555 = fadd float 0xBF66C16C20000000, %554
  %556 = fmul float %549, %555
  %557 = fadd float 0x3FC5555560000000, %556
  %558 = fmul float %549, %557
  %559 = fsub float %548, %558
  %560 = fmul float %548, %559
  %561 = fsub float 2.000000e+00, %559
  %562 = fdiv float %560, %561
  %563 = fsub float %547, %562
  %564 = fsub float %563, %546
  %565 = fsub float 1.000000e+00, %564
  %566 = add i32 %544, 256
  %567 = lshr i32 %566, 1
  %568 = sub i32 %567, 1
  %569 = add i32 %544, 255
  %570 = sub i32 %569, %567
  %571 = shl i32 %568, 23
  %572 = shl i32 %570, 23
  %573 = bitcast i32 %571 to float
  %574 = bitcast i32 %572 to float
  %575 = fmul float %565, %573
  %576 = fmul float %575, %574
  %577 = fcmp uno float %535, %535
  %578 = select i1 %577, float 0x7FF8000000000000, float %576
  %579 = fmul float %532, %578
  %580 = fadd float %529, %579
  %feature80 = uitofp i64 %feature76 to float
  %581 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %582 = load float, ptr addrspace(3) %581, align 4
  %583 = fcmp oeq float %feature80, %582
  %584 = select i1 %583, float 1.000000e+00, float 0.000000e+00
  %585 = fcmp une float %584, 0.000000e+00
  %586 = select i1 %585, float 0x3FB99999A0000000, float 0.000000e+00
  %587 = fadd float %580, %586
  %588 = fmul float %587, %eta
  %589 = fsub float %523, %588
  %590 = add i64 %n_features, 3
  %groups = lshr i64 %590, 2
  %591 = mul i64 %row_read, %groups
  %592 = lshr i64 %feature76, 2
  %group81 = add i64 %591, %592
  %593 = trunc i64 %key0 to i32
  %594 = lshr i64 %key0, 32
  %595 = trunc i64 %594 to i32
  %596 = trunc i64 %group81 to i32
  %597 = trunc i64 %key1_step to i32
  %598 = lshr i64 %key1_step, 32
  %599 = trunc i64 %598 to i32
  %600 = lshr i64 %group81, 32
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
  %which = and i64 %feature76, 3
  %760 = and i64 %which, 2
  %second_pair = icmp ne i64 %760, 0
  %761 = select i1 %second_pair, i32 %759, i32 %757
  %762 = select i1 %second_pair, i32 %752, i32 %755
  %763 = lshr i32 %761, 9
  %764 = sitofp i32 %763 to float
  %765 = fadd float %764, 5.000000e-01
  %766 = fmul float %765, 0x3E80000000000000
  %767 = lshr i32 %762, 9
  %768 = sitofp i32 %767 to float
  %769 = fadd float %768, 5.000000e-01
  %770 = fmul float %769, 0x3E80000000000000
  %771 = bitcast float %766 to i32
  %772 = add i32 %771, 4913933
  %773 = lshr i32 %772, 23
  %774 = sub i32 %773, 127
  %775 = and i32 %772, 8388607
  %776 = add i32 %775, 1060439283
  %777 = bitcast i32 %776 to float
  %778 = fsub float %777, 1.000000e+00
  %779 = fadd float 2.000000e+00, %778
  %780 = fdiv float %778, %779
  %781 = fmul float %780, %780
  %782 = fmul float %781, %781
  %783 = fmul float %782, 0x3FCF13C4C0000000
  %784 = fadd float 0x3FD999C260000000, %783
  %785 = fmul float %782, %784
  %786 = fmul float %782, 0x3FD23D3DC0000000
  %787 = fadd float 0x3FE5555540000000, %786
  %788 = fmul float %781, %787
  %789 = fadd float %788, %785
  %790 = fmul float 5.000000e-01, %778
  %791 = fmul float %790, %778
  %792 = sitofp i32 %774 to float
  %793 = fadd float %791, %789
  %794 = fmul float %780, %793
  %795 = fmul float %792, 0x3EE2FEFA20000000
  %796 = fadd float %794, %795
  %797 = fsub float %796, %791
  %798 = fadd float %797, %778
  %799 = fmul float %792, 0x3FE62E3000000000
  %800 = fadd float %798, %799
  %801 = fmul float -2.000000e+00, %800
  %802 = call float @llvm.sqrt.f32(float %801)
  %803 = fpext float %770 to double
  %804 = fmul double %803, 4.000000e+00
  %805 = fadd double %804, 0x4338000000000000
  %806 = fsub double %805, 0x4338000000000000
  %807 = fsub double %804, %806
  %808 = fmul double %807, 0x3FF921FB54442D18
  %809 = fmul double %808, %808
  %810 = fmul double %809, 0x3EC71DE3A556C734
  %811 = fadd double 0xBF2A01A01A01A01A, %810
  %812 = fmul double %809, %811
  %813 = fadd double 0x3F81111111111111, %812
  %814 = fmul double %809, %813
  %815 = fadd double 0xBFC5555555555555, %814
  %816 = fmul double %808, %809
  %817 = fmul double %816, %815
  %818 = fadd double %808, %817
  %819 = fmul double %809, 0xBE927E4FB7789F5C
  %820 = fadd double 0x3EFA01A01A01A01A, %819
  %821 = fmul double %809, %820
  %822 = fadd double 0xBF56C16C16C16C17, %821
  %823 = fmul double %809, %822
  %824 = fadd double 0x3FA5555555555555, %823
  %825 = fmul double %809, %809
  %826 = fmul double %825, %824
  %827 = fmul double 5.000000e-01, %809
  %828 = fsub double 1.000000e+00, %827
  %829 = fadd double %828, %826
  %830 = fneg double %818
  %831 = fneg double %829
  %832 = bitcast double %805 to i64
  %833 = and i64 %832, 1
  %834 = and i64 %832, 2
  %835 = icmp eq i64 %833, 1
  %836 = icmp eq i64 %834, 2
  %837 = select i1 %836, double %830, double %818
  %838 = select i1 %836, double %831, double %829
  %839 = select i1 %835, double %838, double %837
  %840 = select i1 %836, double %831, double %829
  %841 = select i1 %836, double %818, double %830
  %842 = select i1 %835, double %841, double %840
  %843 = fptrunc double %839 to float
  %844 = fptrunc double %842 to float
  %845 = fmul float %802, %844
  %846 = fmul float %802, %843
  %847 = and i64 %which, 1
  %odd = icmp ne i64 %847, 0
  %normal = select i1 %odd, float %846, float %845
  %848 = fmul float %normal, %noise_scale3
  %849 = fadd float %589, %848
  %bits82 = bitcast float %849 to i32
  %magnitude = and i32 %bits82, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits82
  store i32 %canonical, ptr %522, align 4
  br label %slot.done79

slot.done79:                                      ; preds = %slot.then78, %uniform_sinks.done
  br label %store.done

store.then83:                                     ; preds = %quiet
  %feature85 = add i64 %lane, 0
  %valid86 = icmp ult i64 %feature85, %n_features
  %850 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then87, label %uniform_sinks.done88

store.done84:                                     ; preds = %slot.done92, %quiet
  br label %noise.done

uniform_sinks.then87:                             ; preds = %store.then83
  br label %uniform_sinks.done88

uniform_sinks.done88:                             ; preds = %uniform_sinks.then87, %store.then83
  %feature89 = add i64 %lane, 0
  %valid90 = icmp ult i64 %feature89, %n_features
  %851 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid90, label %slot.then91, label %slot.done92

slot.then91:                                      ; preds = %uniform_sinks.done88
  %852 = load float, ptr %851, align 4
  %853 = fmul float 2.000000e+00, %852
  %854 = fmul float 0x3FA99999A0000000, %853
  %855 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature89
  %856 = load float, ptr addrspace(1) %855, align 4
  %857 = fmul float -1.000000e+00, %856
  %858 = fadd float %854, %857
  %859 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %860 = load float, ptr addrspace(3) %859, align 4
  %861 = fdiv float 1.000000e+00, %860
  %862 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %863 = load float, ptr addrspace(3) %862, align 4
  %864 = fsub float %852, %863
  %865 = fcmp olt float %864, -1.040000e+02
  %866 = select i1 %865, float -1.040000e+02, float %864
  %867 = fcmp olt float 8.900000e+01, %866
  %868 = select i1 %867, float 8.900000e+01, float %866
  %869 = fmul float %868, 0x3FF7154760000000
  %870 = fadd float %869, 0x4168000000000000
  %871 = fsub float %870, 0x4168000000000000
  %872 = bitcast float %870 to i32
  %873 = sub i32 %872, 1262485504
  %874 = fmul float %871, 0x3FE62E4000000000
  %875 = fsub float %868, %874
  %876 = fmul float %871, 0x3EB7F7D1C0000000
  %877 = fsub float %875, %876
  %878 = fmul float %877, %877
  %879 = fmul float %878, 0x3E66376980000000
  %880 = fadd float 0xBEBBBD41C0000000, %879
  %881 = fmul float %878, %880
  %882 = fadd float 0x3F11566AA0000000, %881
  %883 = fmul float %878, %882
  %884 = fadd float 0xBF66C16C20000000, %883
  %885 = fmul float %878, %884
  %886 = fadd float 0x3FC5555560000000, %885
  %887 = fmul float %878, %886
  %888 = fsub float %877, %887
  %889 = fmul float %877, %888
  %890 = fsub float 2.000000e+00, %888
  %891 = fdiv float %889, %890
  %892 = fsub float %876, %891
  %893 = fsub float %892, %875
  %894 = fsub float 1.000000e+00, %893
  %895 = add i32 %873, 256
  %896 = lshr i32 %895, 1
  %897 = sub i32 %896, 1
  %898 = add i32 %873, 255
  %899 = sub i32 %898, %896
  %900 = shl i32 %897, 23
  %901 = shl i32 %899, 23
  %902 = bitcast i32 %900 to float
  %903 = bitcast i32 %901 to float
  %904 = fmul float %894, %902
  %905 = fmul float %904, %903
  %906 = fcmp uno float %864, %864
  %907 = select i1 %906, float 0x7FF8000000000000, float %905
  %908 = fmul float %861, %907
  %909 = fadd float %858, %908
  %feature93 = uitofp i64 %feature89 to float
  %910 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %911 = load float, ptr addrspace(3) %910, align 4
  %912 = fcmp oeq float %feature93, %911
  %913 = select i1 %912, float 1.000000e+00, float 0.000000e+00
  %914 = fcmp une float %913, 0.000000e+00
  %915 = select i1 %914, float 0x3FB99999A0000000, float 0.000000e+00
  %916 = fadd float %909, %915
  %917 = fmul float %916, %eta
  %918 = fsub float %852, %917
  %919 = fmul float 0.000000e+00, %noise_scale3
  %920 = fadd float %918, %919
  %bits94 = bitcast float %918 to i32
  %magnitude95 = and i32 %bits94, 2147483647
  %is_nan96 = icmp ugt i32 %magnitude95, 2139095040
  %canonical97 = select i1 %is_nan96, i32 2143289344, i32 %bits94
  store i32 %canonical97, ptr %851, align 4
  br label %slot.done92

slot.done92:                                      ; preds = %slot.then91, %uniform_sinks.done88
  br label %store.done84

store.then98:                                     ; preds = %step.exit
  %feature100 = add i64 %lane, 0
  %valid101 = icmp ult i64 %feature100, %n_features
  %921 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid101, label %slot.then102, label %slot.done103

store.done99:                                     ; preds = %slot.done103, %step.exit
  br label %row.done

slot.then102:                                     ; preds = %store.then98
  %922 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature100
  %923 = load float, ptr %921, align 4
  store float %923, ptr addrspace(1) %922, align 4
  br label %slot.done103

slot.done103:                                     ; preds = %slot.then102, %store.then98
  br label %store.done99
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w256(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth75 = alloca i64, align 8
  %pairwise_levels74 = alloca [64 x i64], align 8
  %pairwise_sums73 = alloca [64 x float], align 4
  %fold_index72 = alloca i64, align 8
  %fold_value71 = alloca float, align 4
  %pairwise_depth38 = alloca i64, align 8
  %pairwise_levels37 = alloca [64 x i64], align 8
  %pairwise_sums36 = alloca [64 x float], align 4
  %fold_index35 = alloca i64, align 8
  %fold_value34 = alloca float, align 4
  %pairwise_depth33 = alloca i64, align 8
  %pairwise_levels32 = alloca [64 x i64], align 8
  %pairwise_sums31 = alloca [64 x float], align 4
  %fold_index30 = alloca i64, align 8
  %fold_value29 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done104, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %561, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  %feature101 = add i64 %lane, 0
  %valid102 = icmp ult i64 %feature101, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid102, label %slot.then103, label %slot.done104

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = load float, ptr %fold_value, align 4
  %18 = fcmp ogt float %16, %17
  %19 = fcmp uno float %16, %16
  %20 = fcmp ord float %17, %17
  %21 = and i1 %19, %20
  %take = or i1 %18, %21
  %22 = select i1 %take, float %16, float %17
  store float %22, ptr %fold_value, align 4
  %23 = load i64, ptr %fold_index, align 8
  %24 = select i1 %take, i64 %feature4, i64 %23
  store i64 %24, ptr %fold_index, align 8
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  %best_index = load i64, ptr %fold_index, align 8
  %25 = load float, ptr %fold_value, align 4
  %26 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %25, ptr addrspace(3) %26, align 4
  %27 = trunc i64 %best_index to i32
  %28 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %27, ptr addrspace(3) %28, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 128
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done7
  %29 = add i64 %lane, 128
  %30 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %31 = load i32, ptr addrspace(3) %30, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %34 = load float, ptr addrspace(3) %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %29
  %36 = load i32, ptr addrspace(3) %35, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %29
  %39 = load float, ptr addrspace(3) %38, align 4
  %40 = fcmp uno float %39, %39
  %41 = fcmp uno float %34, %34
  %42 = icmp ult i64 %37, %32
  %43 = fcmp ogt float %39, %34
  %44 = fcmp oeq float %39, %34
  %45 = xor i1 %41, true
  %46 = or i1 %45, %42
  %47 = and i1 %44, %42
  %48 = or i1 %43, %47
  %49 = xor i1 %41, true
  %50 = and i1 %49, %48
  %51 = select i1 %40, i1 %46, i1 %50
  %52 = select i1 %51, float %39, float %34
  %53 = select i1 %51, i64 %37, i64 %32
  %54 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %52, ptr addrspace(3) %54, align 4
  %55 = trunc i64 %53 to i32
  %56 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %55, ptr addrspace(3) %56, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane8 = icmp ult i64 %lane, 64
  br i1 %tree_lane8, label %tree.then9, label %tree.done10

tree.then9:                                       ; preds = %tree.done
  %57 = add i64 %lane, 64
  %58 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %59 = load i32, ptr addrspace(3) %58, align 4
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %62 = load float, ptr addrspace(3) %61, align 4
  %63 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %57
  %64 = load i32, ptr addrspace(3) %63, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %57
  %67 = load float, ptr addrspace(3) %66, align 4
  %68 = fcmp uno float %67, %67
  %69 = fcmp uno float %62, %62
  %70 = icmp ult i64 %65, %60
  %71 = fcmp ogt float %67, %62
  %72 = fcmp oeq float %67, %62
  %73 = xor i1 %69, true
  %74 = or i1 %73, %70
  %75 = and i1 %72, %70
  %76 = or i1 %71, %75
  %77 = xor i1 %69, true
  %78 = and i1 %77, %76
  %79 = select i1 %68, i1 %74, i1 %78
  %80 = select i1 %79, float %67, float %62
  %81 = select i1 %79, i64 %65, i64 %60
  %82 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %80, ptr addrspace(3) %82, align 4
  %83 = trunc i64 %81 to i32
  %84 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %83, ptr addrspace(3) %84, align 4
  br label %tree.done10

tree.done10:                                      ; preds = %tree.then9, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane11 = icmp ult i64 %lane, 32
  br i1 %tree_lane11, label %tree.then12, label %tree.done13

tree.then12:                                      ; preds = %tree.done10
  %85 = add i64 %lane, 32
  %86 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %87 = load i32, ptr addrspace(3) %86, align 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %90 = load float, ptr addrspace(3) %89, align 4
  %91 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %85
  %92 = load i32, ptr addrspace(3) %91, align 4
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %85
  %95 = load float, ptr addrspace(3) %94, align 4
  %96 = fcmp uno float %95, %95
  %97 = fcmp uno float %90, %90
  %98 = icmp ult i64 %93, %88
  %99 = fcmp ogt float %95, %90
  %100 = fcmp oeq float %95, %90
  %101 = xor i1 %97, true
  %102 = or i1 %101, %98
  %103 = and i1 %100, %98
  %104 = or i1 %99, %103
  %105 = xor i1 %97, true
  %106 = and i1 %105, %104
  %107 = select i1 %96, i1 %102, i1 %106
  %108 = select i1 %107, float %95, float %90
  %109 = select i1 %107, i64 %93, i64 %88
  %110 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %108, ptr addrspace(3) %110, align 4
  %111 = trunc i64 %109 to i32
  %112 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %111, ptr addrspace(3) %112, align 4
  br label %tree.done13

tree.done13:                                      ; preds = %tree.then12, %tree.done10
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane14 = icmp ult i64 %lane, 16
  br i1 %tree_lane14, label %tree.then15, label %tree.done16

tree.then15:                                      ; preds = %tree.done13
  %113 = add i64 %lane, 16
  %114 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %115 = load i32, ptr addrspace(3) %114, align 4
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %118 = load float, ptr addrspace(3) %117, align 4
  %119 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %113
  %120 = load i32, ptr addrspace(3) %119, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %113
  %123 = load float, ptr addrspace(3) %122, align 4
  %124 = fcmp uno float %123, %123
  %125 = fcmp uno float %118, %118
  %126 = icmp ult i64 %121, %116
  %127 = fcmp ogt float %123, %118
  %128 = fcmp oeq float %123, %118
  %129 = xor i1 %125, true
  %130 = or i1 %129, %126
  %131 = and i1 %128, %126
  %132 = or i1 %127, %131
  %133 = xor i1 %125, true
  %134 = and i1 %133, %132
  %135 = select i1 %124, i1 %130, i1 %134
  %136 = select i1 %135, float %123, float %118
  %137 = select i1 %135, i64 %121, i64 %116
  %138 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %136, ptr addrspace(3) %138, align 4
  %139 = trunc i64 %137 to i32
  %140 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %139, ptr addrspace(3) %140, align 4
  br label %tree.done16

tree.done16:                                      ; preds = %tree.then15, %tree.done13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane17 = icmp ult i64 %lane, 8
  br i1 %tree_lane17, label %tree.then18, label %tree.done19

tree.then18:                                      ; preds = %tree.done16
  %141 = add i64 %lane, 8
  %142 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %143 = load i32, ptr addrspace(3) %142, align 4
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %146 = load float, ptr addrspace(3) %145, align 4
  %147 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %141
  %148 = load i32, ptr addrspace(3) %147, align 4
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %141
  %151 = load float, ptr addrspace(3) %150, align 4
  %152 = fcmp uno float %151, %151
  %153 = fcmp uno float %146, %146
  %154 = icmp ult i64 %149, %144
  %155 = fcmp ogt float %151, %146
  %156 = fcmp oeq float %151, %146
  %157 = xor i1 %153, true
  %158 = or i1 %157, %154
  %159 = and i1 %156, %154
  %160 = or i1 %155, %159
  %161 = xor i1 %153, true
  %162 = and i1 %161, %160
  %163 = select i1 %152, i1 %158, i1 %162
  %164 = select i1 %163, float %151, float %146
  %165 = select i1 %163, i64 %149, i64 %144
  %166 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %164, ptr addrspace(3) %166, align 4
  %167 = trunc i64 %165 to i32
  %168 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %167, ptr addrspace(3) %168, align 4
  br label %tree.done19

tree.done19:                                      ; preds = %tree.then18, %tree.done16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 4
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done19
  %169 = add i64 %lane, 4
  %170 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %171 = load i32, ptr addrspace(3) %170, align 4
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %174 = load float, ptr addrspace(3) %173, align 4
  %175 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %169
  %176 = load i32, ptr addrspace(3) %175, align 4
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %169
  %179 = load float, ptr addrspace(3) %178, align 4
  %180 = fcmp uno float %179, %179
  %181 = fcmp uno float %174, %174
  %182 = icmp ult i64 %177, %172
  %183 = fcmp ogt float %179, %174
  %184 = fcmp oeq float %179, %174
  %185 = xor i1 %181, true
  %186 = or i1 %185, %182
  %187 = and i1 %184, %182
  %188 = or i1 %183, %187
  %189 = xor i1 %181, true
  %190 = and i1 %189, %188
  %191 = select i1 %180, i1 %186, i1 %190
  %192 = select i1 %191, float %179, float %174
  %193 = select i1 %191, i64 %177, i64 %172
  %194 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %192, ptr addrspace(3) %194, align 4
  %195 = trunc i64 %193 to i32
  %196 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %195, ptr addrspace(3) %196, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done19
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane23 = icmp ult i64 %lane, 2
  br i1 %tree_lane23, label %tree.then24, label %tree.done25

tree.then24:                                      ; preds = %tree.done22
  %197 = add i64 %lane, 2
  %198 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %199 = load i32, ptr addrspace(3) %198, align 4
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %202 = load float, ptr addrspace(3) %201, align 4
  %203 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %197
  %204 = load i32, ptr addrspace(3) %203, align 4
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %197
  %207 = load float, ptr addrspace(3) %206, align 4
  %208 = fcmp uno float %207, %207
  %209 = fcmp uno float %202, %202
  %210 = icmp ult i64 %205, %200
  %211 = fcmp ogt float %207, %202
  %212 = fcmp oeq float %207, %202
  %213 = xor i1 %209, true
  %214 = or i1 %213, %210
  %215 = and i1 %212, %210
  %216 = or i1 %211, %215
  %217 = xor i1 %209, true
  %218 = and i1 %217, %216
  %219 = select i1 %208, i1 %214, i1 %218
  %220 = select i1 %219, float %207, float %202
  %221 = select i1 %219, i64 %205, i64 %200
  %222 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %220, ptr addrspace(3) %222, align 4
  %223 = trunc i64 %221 to i32
  %224 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %223, ptr addrspace(3) %224, align 4
  br label %tree.done25

tree.done25:                                      ; preds = %tree.then24, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane26 = icmp ult i64 %lane, 1
  br i1 %tree_lane26, label %tree.then27, label %tree.done28

tree.then27:                                      ; preds = %tree.done25
  %225 = add i64 %lane, 1
  %226 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %227 = load i32, ptr addrspace(3) %226, align 4
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %230 = load float, ptr addrspace(3) %229, align 4
  %231 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %225
  %232 = load i32, ptr addrspace(3) %231, align 4
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %225
  %235 = load float, ptr addrspace(3) %234, align 4
  %236 = fcmp uno float %235, %235
  %237 = fcmp uno float %230, %230
  %238 = icmp ult i64 %233, %228
  %239 = fcmp ogt float %235, %230
  %240 = fcmp oeq float %235, %230
  %241 = xor i1 %237, true
  %242 = or i1 %241, %238
  %243 = and i1 %240, %238
  %244 = or i1 %239, %243
  %245 = xor i1 %237, true
  %246 = and i1 %245, %244
  %247 = select i1 %236, i1 %242, i1 %246
  %248 = select i1 %247, float %235, float %230
  %249 = select i1 %247, i64 %233, i64 %228
  %250 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %248, ptr addrspace(3) %250, align 4
  %251 = trunc i64 %249 to i32
  %252 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %251, ptr addrspace(3) %252, align 4
  br label %tree.done28

tree.done28:                                      ; preds = %tree.then27, %tree.done25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done28
  %253 = load i32, ptr addrspace(3) @tessera_tree_indices_w256, align 4
  %254 = zext i32 %253 to i64
  %255 = load float, ptr addrspace(3) @tessera_tree_values_w256, align 4
  store float 0xFFF0000000000000, ptr %fold_value29, align 4
  store i64 0, ptr %fold_index30, align 8
  store i64 0, ptr %pairwise_depth33, align 8
  store float %255, ptr %fold_value29, align 4
  store i64 %254, ptr %fold_index30, align 8
  %256 = load float, ptr %fold_value29, align 4
  store float %256, ptr addrspace(3) @tessera_uniforms_w256, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value34, align 4
  store i64 0, ptr %fold_index35, align 8
  store i64 0, ptr %pairwise_depth38, align 8
  %feature39 = add i64 %lane, 0
  %valid40 = icmp ult i64 %feature39, %n_features
  %257 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid40, label %slot.then41, label %slot.done42

slot.then41:                                      ; preds = %tree.result.done
  %258 = load float, ptr %257, align 4
  %259 = load float, ptr %fold_value34, align 4
  %260 = fcmp ogt float %258, %259
  %261 = fcmp uno float %258, %258
  %262 = fcmp ord float %259, %259
  %263 = and i1 %261, %262
  %take43 = or i1 %260, %263
  %264 = select i1 %take43, float %258, float %259
  store float %264, ptr %fold_value34, align 4
  %265 = load i64, ptr %fold_index35, align 8
  %266 = select i1 %take43, i64 %feature39, i64 %265
  store i64 %266, ptr %fold_index35, align 8
  br label %slot.done42

slot.done42:                                      ; preds = %slot.then41, %tree.result.done
  %best_index44 = load i64, ptr %fold_index35, align 8
  %267 = load float, ptr %fold_value34, align 4
  %268 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %267, ptr addrspace(3) %268, align 4
  %269 = trunc i64 %best_index44 to i32
  %270 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %269, ptr addrspace(3) %270, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane45 = icmp ult i64 %lane, 128
  br i1 %tree_lane45, label %tree.then46, label %tree.done47

tree.then46:                                      ; preds = %slot.done42
  %271 = add i64 %lane, 128
  %272 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %273 = load i32, ptr addrspace(3) %272, align 4
  %274 = zext i32 %273 to i64
  %275 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %276 = load float, ptr addrspace(3) %275, align 4
  %277 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %271
  %278 = load i32, ptr addrspace(3) %277, align 4
  %279 = zext i32 %278 to i64
  %280 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %271
  %281 = load float, ptr addrspace(3) %280, align 4
  %282 = fcmp uno float %281, %281
  %283 = fcmp uno float %276, %276
  %284 = icmp ult i64 %279, %274
  %285 = fcmp ogt float %281, %276
  %286 = fcmp oeq float %281, %276
  %287 = xor i1 %283, true
  %288 = or i1 %287, %284
  %289 = and i1 %286, %284
  %290 = or i1 %285, %289
  %291 = xor i1 %283, true
  %292 = and i1 %291, %290
  %293 = select i1 %282, i1 %288, i1 %292
  %294 = select i1 %293, float %281, float %276
  %295 = select i1 %293, i64 %279, i64 %274
  %296 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %294, ptr addrspace(3) %296, align 4
  %297 = trunc i64 %295 to i32
  %298 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %297, ptr addrspace(3) %298, align 4
  br label %tree.done47

tree.done47:                                      ; preds = %tree.then46, %slot.done42
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane48 = icmp ult i64 %lane, 64
  br i1 %tree_lane48, label %tree.then49, label %tree.done50

tree.then49:                                      ; preds = %tree.done47
  %299 = add i64 %lane, 64
  %300 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %301 = load i32, ptr addrspace(3) %300, align 4
  %302 = zext i32 %301 to i64
  %303 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %304 = load float, ptr addrspace(3) %303, align 4
  %305 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %299
  %306 = load i32, ptr addrspace(3) %305, align 4
  %307 = zext i32 %306 to i64
  %308 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %299
  %309 = load float, ptr addrspace(3) %308, align 4
  %310 = fcmp uno float %309, %309
  %311 = fcmp uno float %304, %304
  %312 = icmp ult i64 %307, %302
  %313 = fcmp ogt float %309, %304
  %314 = fcmp oeq float %309, %304
  %315 = xor i1 %311, true
  %316 = or i1 %315, %312
  %317 = and i1 %314, %312
  %318 = or i1 %313, %317
  %319 = xor i1 %311, true
  %320 = and i1 %319, %318
  %321 = select i1 %310, i1 %316, i1 %320
  %322 = select i1 %321, float %309, float %304
  %323 = select i1 %321, i64 %307, i64 %302
  %324 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %322, ptr addrspace(3) %324, align 4
  %325 = trunc i64 %323 to i32
  %326 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %325, ptr addrspace(3) %326, align 4
  br label %tree.done50

tree.done50:                                      ; preds = %tree.then49, %tree.done47
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane51 = icmp ult i64 %lane, 32
  br i1 %tree_lane51, label %tree.then52, label %tree.done53

tree.then52:                                      ; preds = %tree.done50
  %327 = add i64 %lane, 32
  %328 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %329 = load i32, ptr addrspace(3) %328, align 4
  %330 = zext i32 %329 to i64
  %331 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %332 = load float, ptr addrspace(3) %331, align 4
  %333 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %327
  %334 = load i32, ptr addrspace(3) %333, align 4
  %335 = zext i32 %334 to i64
  %336 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %327
  %337 = load float, ptr addrspace(3) %336, align 4
  %338 = fcmp uno float %337, %337
  %339 = fcmp uno float %332, %332
  %340 = icmp ult i64 %335, %330
  %341 = fcmp ogt float %337, %332
  %342 = fcmp oeq float %337, %332
  %343 = xor i1 %339, true
  %344 = or i1 %343, %340
  %345 = and i1 %342, %340
  %346 = or i1 %341, %345
  %347 = xor i1 %339, true
  %348 = and i1 %347, %346
  %349 = select i1 %338, i1 %344, i1 %348
  %350 = select i1 %349, float %337, float %332
  %351 = select i1 %349, i64 %335, i64 %330
  %352 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %350, ptr addrspace(3) %352, align 4
  %353 = trunc i64 %351 to i32
  %354 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %353, ptr addrspace(3) %354, align 4
  br label %tree.done53

tree.done53:                                      ; preds = %tree.then52, %tree.done50
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane54 = icmp ult i64 %lane, 16
  br i1 %tree_lane54, label %tree.then55, label %tree.done56

tree.then55:                                      ; preds = %tree.done53
  %355 = add i64 %lane, 16
  %356 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %357 = load i32, ptr addrspace(3) %356, align 4
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %360 = load float, ptr addrspace(3) %359, align 4
  %361 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %355
  %362 = load i32, ptr addrspace(3) %361, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %355
  %365 = load float, ptr addrspace(3) %364, align 4
  %366 = fcmp uno float %365, %365
  %367 = fcmp uno float %360, %360
  %368 = icmp ult i64 %363, %358
  %369 = fcmp ogt float %365, %360
  %370 = fcmp oeq float %365, %360
  %371 = xor i1 %367, true
  %372 = or i1 %371, %368
  %373 = and i1 %370, %368
  %374 = or i1 %369, %373
  %375 = xor i1 %367, true
  %376 = and i1 %375, %374
  %377 = select i1 %366, i1 %372, i1 %376
  %378 = select i1 %377, float %365, float %360
  %379 = select i1 %377, i64 %363, i64 %358
  %380 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %378, ptr addrspace(3) %380, align 4
  %381 = trunc i64 %379 to i32
  %382 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %381, ptr addrspace(3) %382, align 4
  br label %tree.done56

tree.done56:                                      ; preds = %tree.then55, %tree.done53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane57 = icmp ult i64 %lane, 8
  br i1 %tree_lane57, label %tree.then58, label %tree.done59

tree.then58:                                      ; preds = %tree.done56
  %383 = add i64 %lane, 8
  %384 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %385 = load i32, ptr addrspace(3) %384, align 4
  %386 = zext i32 %385 to i64
  %387 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %388 = load float, ptr addrspace(3) %387, align 4
  %389 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %383
  %390 = load i32, ptr addrspace(3) %389, align 4
  %391 = zext i32 %390 to i64
  %392 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %383
  %393 = load float, ptr addrspace(3) %392, align 4
  %394 = fcmp uno float %393, %393
  %395 = fcmp uno float %388, %388
  %396 = icmp ult i64 %391, %386
  %397 = fcmp ogt float %393, %388
  %398 = fcmp oeq float %393, %388
  %399 = xor i1 %395, true
  %400 = or i1 %399, %396
  %401 = and i1 %398, %396
  %402 = or i1 %397, %401
  %403 = xor i1 %395, true
  %404 = and i1 %403, %402
  %405 = select i1 %394, i1 %400, i1 %404
  %406 = select i1 %405, float %393, float %388
  %407 = select i1 %405, i64 %391, i64 %386
  %408 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %406, ptr addrspace(3) %408, align 4
  %409 = trunc i64 %407 to i32
  %410 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %409, ptr addrspace(3) %410, align 4
  br label %tree.done59

tree.done59:                                      ; preds = %tree.then58, %tree.done56
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane60 = icmp ult i64 %lane, 4
  br i1 %tree_lane60, label %tree.then61, label %tree.done62

tree.then61:                                      ; preds = %tree.done59
  %411 = add i64 %lane, 4
  %412 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %413 = load i32, ptr addrspace(3) %412, align 4
  %414 = zext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %416 = load float, ptr addrspace(3) %415, align 4
  %417 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %411
  %418 = load i32, ptr addrspace(3) %417, align 4
  %419 = zext i32 %418 to i64
  %420 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %411
  %421 = load float, ptr addrspace(3) %420, align 4
  %422 = fcmp uno float %421, %421
  %423 = fcmp uno float %416, %416
  %424 = icmp ult i64 %419, %414
  %425 = fcmp ogt float %421, %416
  %426 = fcmp oeq float %421, %416
  %427 = xor i1 %423, true
  %428 = or i1 %427, %424
  %429 = and i1 %426, %424
  %430 = or i1 %425, %429
  %431 = xor i1 %423, true
  %432 = and i1 %431, %430
  %433 = select i1 %422, i1 %428, i1 %432
  %434 = select i1 %433, float %421, float %416
  %435 = select i1 %433, i64 %419, i64 %414
  %436 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %434, ptr addrspace(3) %436, align 4
  %437 = trunc i64 %435 to i32
  %438 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %437, ptr addrspace(3) %438, align 4
  br label %tree.done62

tree.done62:                                      ; preds = %tree.then61, %tree.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane63 = icmp ult i64 %lane, 2
  br i1 %tree_lane63, label %tree.then64, label %tree.done65

tree.then64:                                      ; preds = %tree.done62
  %439 = add i64 %lane, 2
  %440 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %441 = load i32, ptr addrspace(3) %440, align 4
  %442 = zext i32 %441 to i64
  %443 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %444 = load float, ptr addrspace(3) %443, align 4
  %445 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %439
  %446 = load i32, ptr addrspace(3) %445, align 4
  %447 = zext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %439
  %449 = load float, ptr addrspace(3) %448, align 4
  %450 = fcmp uno float %449, %449
  %451 = fcmp uno float %444, %444
  %452 = icmp ult i64 %447, %442
  %453 = fcmp ogt float %449, %444
  %454 = fcmp oeq float %449, %444
  %455 = xor i1 %451, true
  %456 = or i1 %455, %452
  %457 = and i1 %454, %452
  %458 = or i1 %453, %457
  %459 = xor i1 %451, true
  %460 = and i1 %459, %458
  %461 = select i1 %450, i1 %456, i1 %460
  %462 = select i1 %461, float %449, float %444
  %463 = select i1 %461, i64 %447, i64 %442
  %464 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %462, ptr addrspace(3) %464, align 4
  %465 = trunc i64 %463 to i32
  %466 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %465, ptr addrspace(3) %466, align 4
  br label %tree.done65

tree.done65:                                      ; preds = %tree.then64, %tree.done62
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane66 = icmp ult i64 %lane, 1
  br i1 %tree_lane66, label %tree.then67, label %tree.done68

tree.then67:                                      ; preds = %tree.done65
  %467 = add i64 %lane, 1
  %468 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  %469 = load i32, ptr addrspace(3) %468, align 4
  %470 = zext i32 %469 to i64
  %471 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  %472 = load float, ptr addrspace(3) %471, align 4
  %473 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %467
  %474 = load i32, ptr addrspace(3) %473, align 4
  %475 = zext i32 %474 to i64
  %476 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %467
  %477 = load float, ptr addrspace(3) %476, align 4
  %478 = fcmp uno float %477, %477
  %479 = fcmp uno float %472, %472
  %480 = icmp ult i64 %475, %470
  %481 = fcmp ogt float %477, %472
  %482 = fcmp oeq float %477, %472
  %483 = xor i1 %479, true
  %484 = or i1 %483, %480
  %485 = and i1 %482, %480
  %486 = or i1 %481, %485
  %487 = xor i1 %479, true
  %488 = and i1 %487, %486
  %489 = select i1 %478, i1 %484, i1 %488
  %490 = select i1 %489, float %477, float %472
  %491 = select i1 %489, i64 %475, i64 %470
  %492 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w256, i64 %lane
  store float %490, ptr addrspace(3) %492, align 4
  %493 = trunc i64 %491 to i32
  %494 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w256, i64 %lane
  store i32 %493, ptr addrspace(3) %494, align 4
  br label %tree.done68

tree.done68:                                      ; preds = %tree.then67, %tree.done65
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then69, label %tree.result.done70

tree.result.then69:                               ; preds = %tree.done68
  %495 = load i32, ptr addrspace(3) @tessera_tree_indices_w256, align 4
  %496 = zext i32 %495 to i64
  %497 = load float, ptr addrspace(3) @tessera_tree_values_w256, align 4
  store float 0xFFF0000000000000, ptr %fold_value71, align 4
  store i64 0, ptr %fold_index72, align 8
  store i64 0, ptr %pairwise_depth75, align 8
  store float %497, ptr %fold_value71, align 4
  store i64 %496, ptr %fold_index72, align 8
  %498 = load i64, ptr %fold_index72, align 8
  %argmax = uitofp i64 %498 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  br label %tree.result.done70

tree.result.done70:                               ; preds = %tree.result.then69, %tree.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature76 = add i64 %lane, 0
  %valid77 = icmp ult i64 %feature76, %n_features
  %499 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid77, label %slot.then78, label %slot.done79

slot.then78:                                      ; preds = %tree.result.done70
  %500 = load float, ptr %499, align 4
  %501 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %502 = fsub float %500, %501
  %503 = fcmp olt float %502, -1.040000e+02
  %504 = select i1 %503, float -1.040000e+02, float %502
  %505 = fcmp olt float 8.900000e+01, %504
  %506 = select i1 %505, float 8.900000e+01, float %504
  %507 = fmul float %506, 0x3FF7154760000000
  %508 = fadd float %507, 0x4168000000000000
  %509 = fsub float %508, 0x4168000000000000
  %510 = bitcast float %508 to i32
  %511 = sub i32 %510, 1262485504
  %512 = fmul float %509, 0x3FE62E4000000000
  %513 = fsub float %506, %512
  %514 = fmul float %509, 0x3EB7F7D1C0000000
  %515 = fsub float %513, %514
  %516 = fmul float %515, %515
  %517 = fmul float %516, 0x3E66376980000000
  %518 = fadd float 0xBEBBBD41C0000000, %517
  %519 = fmul float %516, %518
  %520 = fadd float 0x3F11566AA0000000, %519
  %521 = fmul float %516, %520
  %522 = fadd float 0xBF66C16C20000000, %521
  %523 = fmul float %516, %522
  %524 = fadd float 0x3FC5555560000000, %523
  %525 = fmul float %516, %524
  %526 = fsub float %515, %525
  %527 = fmul float %515, %526
  %528 = fsub float 2.000000e+00, %526
  %529 = fdiv float %527, %528
  %530 = fsub float %514, %529
  %531 = fsub float %530, %513
  %532 = fsub float 1.000000e+00, %531
  %533 = add i32 %511, 256
  %534 = lshr i32 %533, 1
  %535 = sub i32 %534, 1
  %536 = add i32 %511, 255
  %537 = sub i32 %536, %534
  %538 = shl i32 %535, 23
  %539 = shl i32 %537, 23
  %540 = bitcast i32 %538 to float
  %541 = bitcast i32 %539 to float
  %542 = fmul float %532, %540
  %543 = fmul float %542, %541
  %544 = fcmp uno float %502, %502
  %545 = select i1 %544, float 0x7FF8000000000000, float %543
  %546 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature76
  store float %545, ptr addrspace(3) %546, align 4
  br label %slot.done79

slot.done79:                                      ; preds = %slot.then78, %tree.result.done70
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %547 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %547, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done79
  %tree_sum = phi i64 [ 0, %slot.done79 ], [ %557, %tree_sum.pairs.exit ]
  %548 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %548, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %549 = add i64 %547, %span
  %pairs = lshr i64 %549, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %556, %tree_sum.pairs.body ]
  %550 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %550, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %551 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %left
  %552 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %right
  %553 = load float, ptr addrspace(3) %551, align 4
  %554 = load float, ptr addrspace(3) %552, align 4
  %555 = fadd float %553, %554
  store float %555, ptr addrspace(3) %551, align 4
  %556 = add i64 %tree_sum.pairs, 256
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %557 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %558 = load float, ptr addrspace(3) @tessera_fold_scratch_w256, align 4
  store float %558, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature80 = add i64 %lane, 0
  %valid81 = icmp ult i64 %feature80, %n_features
  %559 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature88 = add i64 %lane, 0
  %valid89 = icmp ult i64 %feature88, %n_features
  %560 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then90, label %uniform_sinks.done91

noise.done:                                       ; preds = %slot.done95, %slot.done85
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %561 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature82 = add i64 %lane, 0
  %valid83 = icmp ult i64 %feature82, %n_features
  %562 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid83, label %slot.then84, label %slot.done85

slot.then84:                                      ; preds = %uniform_sinks.done
  %563 = load float, ptr %562, align 4
  %564 = fmul float 2.000000e+00, %563
  %565 = fmul float 0x3FA99999A0000000, %564
  %566 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature82
  %567 = load float, ptr addrspace(1) %566, align 4
  %568 = fmul float -1.000000e+00, %567
  %569 = fadd float %565, %568
  %570 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %571 = fdiv float 1.000000e+00, %570
  %572 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %573 = fsub float %563, %572
  %574 = fcmp olt float %573, -1.040000e+02
  %575 = select i1 %574, float -1.040000e+02, float %573
  %576 = fcmp olt float 8.900000e+01, %575
  %577 = select i1 %576, float 8.900000e+01, float %575
  %578 = fmul float %577, 0x3FF7154760000000
  %579 = fadd float %578, 0x4168000000000000
  %580 = fsub float %579, 0x4168000000000000
  %581 = bitcast float %579 to i32
  %582 = sub i32 %581, 1262485504
  %583 = fmul float %580, 0x3FE62E4000000000
  %584 = fsub float %577, %583
  %585 = fmul float %580, 0x3EB7F7D1C0000000
  %586 = fsub float %584, %585
  %587 = fmul float %586, %586
  %588 = fmul float %587, 0x3E66376980000000
  %589 = fadd float 0xBEBBBD41C0000000, %588
  %590 = fmul float %587, %589
  %591 = fadd float 0x3F11566AA0000000, %590
  %592 = fmul float %587, %591
  %593 = fadd float 0xBF66C16C20000000, %592
  %594 = fmul float %587, %593
  %595 = fadd float 0x3FC5555560000000, %594
  %596 = fmul float %587, %595
  %597 = fsub float %586, %596
  %598 = fmul float %586, %597
  %599 = fsub float 2.000000e+00, %597
  %600 = fdiv float %598, %599
  %601 = fsub float %585, %600
  %602 = fsub float %601, %584
  %603 = fsub float 1.000000e+00, %602
  %604 = add i32 %582, 256
  %605 = lshr i32 %604, 1
  %606 = sub i32 %605, 1
  %607 = add i32 %582, 255
  %608 = sub i32 %607, %605
  %609 = shl i32 %606, 23
  %610 = shl i32 %608, 23
  %611 = bitcast i32 %609 to float
  %612 = bitcast i32 %610 to float
  %613 = fmul float %603, %611
  %614 = fmul float %613, %612
  %615 = fcmp uno float %573, %573
  %616 = select i1 %615, float 0x7FF8000000000000, float %614
  %617 = fmul float %571, %616
  %618 = fadd float %569, %617
  %feature86 = uitofp i64 %feature82 to float
  %619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %620 = fcmp oeq float %feature86, %619
  %621 = select i1 %620, float 1.000000e+00, float 0.000000e+00
  %622 = fcmp une float %621, 0.000000e+00
  %623 = select i1 %622, float 0x3FB99999A0000000, float 0.000000e+00
  %624 = fadd float %618, %623
  %625 = fmul float %624, %eta
  %626 = fsub float %563, %625
  %627 = add i64 %n_features, 3
  %groups = lshr i64 %627, 2
  %628 = mul i64 %row, %groups
  %629 = lshr i64 %feature82, 2
  %group = add i64 %628, %629
  %630 = trunc i64 %key0 to i32
  %631 = lshr i64 %key0, 32
  %632 = trunc i64 %631 to i32
  %633 = trunc i64 %group to i32
  %634 = trunc i64 %key1_step to i32
  %635 = lshr i64 %key1_step, 32
  %636 = trunc i64 %635 to i32
  %637 = lshr i64 %group, 32
  %638 = trunc i64 %637 to i32
  %639 = zext i32 %633 to i64
  %640 = mul i64 3528531795, %639
  %641 = zext i32 %636 to i64
  %642 = mul i64 3449720151, %641
  %643 = lshr i64 %640, 32
  %644 = trunc i64 %643 to i32
  %645 = trunc i64 %640 to i32
  %646 = lshr i64 %642, 32
  %647 = trunc i64 %646 to i32
  %648 = trunc i64 %642 to i32
  %649 = xor i32 %647, %634
  %650 = xor i32 %649, %630
  %651 = xor i32 %644, %638
  %652 = xor i32 %651, %632
  %653 = add i32 %630, -1640531527
  %654 = add i32 %632, -1150833019
  %655 = zext i32 %650 to i64
  %656 = mul i64 3528531795, %655
  %657 = zext i32 %652 to i64
  %658 = mul i64 3449720151, %657
  %659 = lshr i64 %656, 32
  %660 = trunc i64 %659 to i32
  %661 = trunc i64 %656 to i32
  %662 = lshr i64 %658, 32
  %663 = trunc i64 %662 to i32
  %664 = trunc i64 %658 to i32
  %665 = xor i32 %663, %648
  %666 = xor i32 %665, %653
  %667 = xor i32 %660, %645
  %668 = xor i32 %667, %654
  %669 = add i32 %653, -1640531527
  %670 = add i32 %654, -1150833019
  %671 = zext i32 %666 to i64
  %672 = mul i64 3528531795, %671
  %673 = zext i32 %668 to i64
  %674 = mul i64 3449720151, %673
  %675 = lshr i64 %672, 32
  %676 = trunc i64 %675 to i32
  %677 = trunc i64 %672 to i32
  %678 = lshr i64 %674, 32
  %679 = trunc i64 %678 to i32
  %680 = trunc i64 %674 to i32
  %681 = xor i32 %679, %664
  %682 = xor i32 %681, %669
  %683 = xor i32 %676, %661
  %684 = xor i32 %683, %670
  %685 = add i32 %669, -1640531527
  %686 = add i32 %670, -1150833019
  %687 = zext i32 %682 to i64
  %688 = mul i64 3528531795, %687
  %689 = zext i32 %684 to i64
  %690 = mul i64 3449720151, %689
  %691 = lshr i64 %688, 32
  %692 = trunc i64 %691 to i32
  %693 = trunc i64 %688 to i32
  %694 = lshr i64 %690, 32
  %695 = trunc i64 %694 to i32
  %696 = trunc i64 %690 to i32
  %697 = xor i32 %695, %680
  %698 = xor i32 %697, %685
  %699 = xor i32 %692, %677
  %700 = xor i32 %699, %686
  %701 = add i32 %685, -1640531527
  %702 = add i32 %686, -1150833019
  %703 = zext i32 %698 to i64
  %704 = mul i64 3528531795, %703
  %705 = zext i32 %700 to i64
  %706 = mul i64 3449720151, %705
  %707 = lshr i64 %704, 32
  %708 = trunc i64 %707 to i32
  %709 = trunc i64 %704 to i32
  %710 = lshr i64 %706, 32
  %711 = trunc i64 %710 to i32
  %712 = trunc i64 %706 to i32
  %713 = xor i32 %711, %696
  %714 = xor i32 %713, %701
  %715 = xor i32 %708, %693
  %716 = xor i32 %715, %702
  %717 = add i32 %701, -1640531527
  %718 = add i32 %702, -1150833019
  %719 = zext i32 %714 to i64
  %720 = mul i64 3528531795, %719
  %721 = zext i32 %716 to i64
  %722 = mul i64 3449720151, %721
  %723 = lshr i64 %720, 32
  %724 = trunc i64 %723 to i32
  %725 = trunc i64 %720 to i32
  %726 = lshr i64 %722, 32
  %727 = trunc i64 %726 to i32
  %728 = trunc i64 %722 to i32
  %729 = xor i32 %727, %712
  %730 = xor i32 %729, %717
  %731 = xor i32 %724, %709
  %732 = xor i32 %731, %718
  %733 = add i32 %717, -1640531527
  %734 = add i32 %718, -1150833019
  %735 = zext i32 %730 to i64
  %736 = mul i64 3528531795, %735
  %737 = zext i32 %732 to i64
  %738 = mul i64 3449720151, %737
  %739 = lshr i64 %736, 32
  %740 = trunc i64 %739 to i32
  %741 = trunc i64 %736 to i32
  %742 = lshr i64 %738, 32
  %743 = trunc i64 %742 to i32
  %744 = trunc i64 %738 to i32
  %745 = xor i32 %743, %728
  %746 = xor i32 %745, %733
  %747 = xor i32 %740, %725
  %748 = xor i32 %747, %734
  %749 = add i32 %733, -1640531527
  %750 = add i32 %734, -1150833019
  %751 = zext i32 %746 to i64
  %752 = mul i64 3528531795, %751
  %753 = zext i32 %748 to i64
  %754 = mul i64 3449720151, %753
  %755 = lshr i64 %752, 32
  %756 = trunc i64 %755 to i32
  %757 = trunc i64 %752 to i32
  %758 = lshr i64 %754, 32
  %759 = trunc i64 %758 to i32
  %760 = trunc i64 %754 to i32
  %761 = xor i32 %759, %744
  %762 = xor i32 %761, %749
  %763 = xor i32 %756, %741
  %764 = xor i32 %763, %750
  %765 = add i32 %749, -1640531527
  %766 = add i32 %750, -1150833019
  %767 = zext i32 %762 to i64
  %768 = mul i64 3528531795, %767
  %769 = zext i32 %764 to i64
  %770 = mul i64 3449720151, %769
  %771 = lshr i64 %768, 32
  %772 = trunc i64 %771 to i32
  %773 = trunc i64 %768 to i32
  %774 = lshr i64 %770, 32
  %775 = trunc i64 %774 to i32
  %776 = trunc i64 %770 to i32
  %777 = xor i32 %775, %760
  %778 = xor i32 %777, %765
  %779 = xor i32 %772, %757
  %780 = xor i32 %779, %766
  %781 = add i32 %765, -1640531527
  %782 = add i32 %766, -1150833019
  %783 = zext i32 %778 to i64
  %784 = mul i64 3528531795, %783
  %785 = zext i32 %780 to i64
  %786 = mul i64 3449720151, %785
  %787 = lshr i64 %784, 32
  %788 = trunc i64 %787 to i32
  %789 = trunc i64 %784 to i32
  %790 = lshr i64 %786, 32
  %791 = trunc i64 %790 to i32
  %792 = trunc i64 %786 to i32
  %793 = xor i32 %791, %776
  %794 = xor i32 %793, %781
  %795 = xor i32 %788, %773
  %796 = xor i32 %795, %782
  %which = and i64 %feature82, 3
  %797 = and i64 %which, 2
  %second_pair = icmp ne i64 %797, 0
  %798 = select i1 %second_pair, i32 %796, i32 %794
  %799 = select i1 %second_pair, i32 %789, i32 %792
  %800 = lshr i32 %798, 9
  %801 = sitofp i32 %800 to float
  %802 = fadd float %801, 5.000000e-01
  %803 = fmul float %802, 0x3E80000000000000
  %804 = lshr i32 %799, 9
  %805 = sitofp i32 %804 to float
  %806 = fadd float %805, 5.000000e-01
  %807 = fmul float %806, 0x3E80000000000000
  %808 = bitcast float %803 to i32
  %809 = add i32 %808, 4913933
  %810 = lshr i32 %809, 23
  %811 = sub i32 %810, 127
  %812 = and i32 %809, 8388607
  %813 = add i32 %812, 1060439283
  %814 = bitcast i32 %813 to float
  %815 = fsub float %814, 1.000000e+00
  %816 = fadd float 2.000000e+00, %815
  %817 = fdiv float %815, %816
  %818 = fmul float %817, %817
  %819 = fmul float %818, %818
  %820 = fmul float %819, 0x3FCF13C4C0000000
  %821 = fadd float 0x3FD999C260000000, %820
  %822 = fmul float %819, %821
  %823 = fmul float %819, 0x3FD23D3DC0000000
  %824 = fadd float 0x3FE5555540000000, %823
  %825 = fmul float %818, %824
  %826 = fadd float %825, %822
  %827 = fmul float 5.000000e-01, %815
  %828 = fmul float %827, %815
  %829 = sitofp i32 %811 to float
  %830 = fadd float %828, %826
  %831 = fmul float %817, %830
  %832 = fmul float %829, 0x3EE2FEFA20000000
  %833 = fadd float %831, %832
  %834 = fsub float %833, %828
  %835 = fadd float %834, %815
  %836 = fmul float %829, 0x3FE62E3000000000
  %837 = fadd float %835, %836
  %838 = fmul float -2.000000e+00, %837
  %839 = call float @llvm.sqrt.f32(float %838)
  %840 = fpext float %807 to double
  %841 = fmul double %840, 4.000000e+00
  %842 = fadd double %841, 0x4338000000000000
  %843 = fsub double %842, 0x4338000000000000
  %844 = fsub double %841, %843
  %845 = fmul double %844, 0x3FF921FB54442D18
  %846 = fmul double %845, %845
  %847 = fmul double %846, 0x3EC71DE3A556C734
  %848 = fadd double 0xBF2A01A01A01A01A, %847
  %849 = fmul double %846, %848
  %850 = fadd double 0x3F81111111111111, %849
  %851 = fmul double %846, %850
  %852 = fadd double 0xBFC5555555555555, %851
  %853 = fmul double %845, %846
  %854 = fmul double %853, %852
  %855 = fadd double %845, %854
  %856 = fmul double %846, 0xBE927E4FB7789F5C
  %857 = fadd double 0x3EFA01A01A01A01A, %856
  %858 = fmul double %846, %857
  %859 = fadd double 0xBF56C16C16C16C17, %858
  %860 = fmul double %846, %859
  %861 = fadd double 0x3FA5555555555555, %860
  %862 = fmul double %846, %846
  %863 = fmul double %862, %861
  %864 = fmul double 5.000000e-01, %846
  %865 = fsub double 1.000000e+00, %864
  %866 = fadd double %865, %863
  %867 = fneg double %855
  %868 = fneg double %866
  %869 = bitcast double %842 to i64
  %870 = and i64 %869, 1
  %871 = and i64 %869, 2
  %872 = icmp eq i64 %870, 1
  %873 = icmp eq i64 %871, 2
  %874 = select i1 %873, double %867, double %855
  %875 = select i1 %873, double %868, double %866
  %876 = select i1 %872, double %875, double %874
  %877 = select i1 %873, double %868, double %866
  %878 = select i1 %873, double %855, double %867
  %879 = select i1 %872, double %878, double %877
  %880 = fptrunc double %876 to float
  %881 = fptrunc double %879 to float
  %882 = fmul float %839, %881
  %883 = fmul float %839, %880
  %884 = and i64 %which, 1
  %odd = icmp ne i64 %884, 0
  %normal = select i1 %odd, float %883, float %882
  %885 = fmul float %normal, %noise_scale3
  %886 = fadd float %626, %885
  %bits87 = bitcast float %886 to i32
  %magnitude = and i32 %bits87, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits87
  store i32 %canonical, ptr %562, align 4
  br label %slot.done85

slot.done85:                                      ; preds = %slot.then84, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then90:                             ; preds = %quiet
  br label %uniform_sinks.done91

uniform_sinks.done91:                             ; preds = %uniform_sinks.then90, %quiet
  %feature92 = add i64 %lane, 0
  %valid93 = icmp ult i64 %feature92, %n_features
  %887 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %uniform_sinks.done91
  %888 = load float, ptr %887, align 4
  %889 = fmul float 2.000000e+00, %888
  %890 = fmul float 0x3FA99999A0000000, %889
  %891 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature92
  %892 = load float, ptr addrspace(1) %891, align 4
  %893 = fmul float -1.000000e+00, %892
  %894 = fadd float %890, %893
  %895 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %896 = fdiv float 1.000000e+00, %895
  %897 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %898 = fsub float %888, %897
  %899 = fcmp olt float %898, -1.040000e+02
  %900 = select i1 %899, float -1.040000e+02, float %898
  %901 = fcmp olt float 8.900000e+01, %900
  %902 = select i1 %901, float 8.900000e+01, float %900
  %903 = fmul float %902, 0x3FF7154760000000
  %904 = fadd float %903, 0x4168000000000000
  %905 = fsub float %904, 0x4168000000000000
  %906 = bitcast float %904 to i32
  %907 = sub i32 %906, 1262485504
  %908 = fmul float %905, 0x3FE62E4000000000
  %909 = fsub float %902, %908
  %910 = fmul float %905, 0x3EB7F7D1C0000000
  %911 = fsub float %909, %910
  %912 = fmul float %911, %911
  %913 = fmul float %912, 0x3E66376980000000
  %914 = fadd float 0xBEBBBD41C0000000, %913
  %915 = fmul float %912, %914
  %916 = fadd float 0x3F11566AA0000000, %915
  %917 = fmul float %912, %916
  %918 = fadd float 0xBF66C16C20000000, %917
  %919 = fmul float %912, %918
  %920 = fadd float 0x3FC5555560000000, %919
  %921 = fmul float %912, %920
  %922 = fsub float %911, %921
  %923 = fmul float %911, %922
  %924 = fsub float 2.000000e+00, %922
  %925 = fdiv float %923, %924
  %926 = fsub float %910, %925
  %927 = fsub float %926, %909
  %928 = fsub float 1.000000e+00, %927
  %929 = add i32 %907, 256
  %930 = lshr i32 %929, 1
  %931 = sub i32 %930, 1
  %932 = add i32 %907, 255
  %933 = sub i32 %932, %930
  %934 = shl i32 %931, 23
  %935 = shl i32 %933, 23
  %936 = bitcast i32 %934 to float
  %937 = bitcast i32 %935 to float
  %938 = fmul float %928, %936
  %939 = fmul float %938, %937
  %940 = fcmp uno float %898, %898
  %941 = select i1 %940, float 0x7FF8000000000000, float %939
  %942 = fmul float %896, %941
  %943 = fadd float %894, %942
  %feature96 = uitofp i64 %feature92 to float
  %944 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %945 = fcmp oeq float %feature96, %944
  %946 = select i1 %945, float 1.000000e+00, float 0.000000e+00
  %947 = fcmp une float %946, 0.000000e+00
  %948 = select i1 %947, float 0x3FB99999A0000000, float 0.000000e+00
  %949 = fadd float %943, %948
  %950 = fmul float %949, %eta
  %951 = fsub float %888, %950
  %952 = fmul float 0.000000e+00, %noise_scale3
  %953 = fadd float %951, %952
  %bits97 = bitcast float %951 to i32
  %magnitude98 = and i32 %bits97, 2147483647
  %is_nan99 = icmp ugt i32 %magnitude98, 2139095040
  %canonical100 = select i1 %is_nan99, i32 2143289344, i32 %bits97
  store i32 %canonical100, ptr %887, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %uniform_sinks.done91
  br label %noise.done

slot.then103:                                     ; preds = %step.exit
  %954 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature101
  %955 = load float, ptr %15, align 4
  store float %955, ptr addrspace(1) %954, align 4
  br label %slot.done104

slot.done104:                                     ; preds = %slot.then103, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w512(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_depth81 = alloca i64, align 8
  %pairwise_levels80 = alloca [64 x i64], align 8
  %pairwise_sums79 = alloca [64 x float], align 4
  %fold_index78 = alloca i64, align 8
  %fold_value77 = alloca float, align 4
  %pairwise_depth41 = alloca i64, align 8
  %pairwise_levels40 = alloca [64 x i64], align 8
  %pairwise_sums39 = alloca [64 x float], align 4
  %fold_index38 = alloca i64, align 8
  %fold_value37 = alloca float, align 4
  %pairwise_depth36 = alloca i64, align 8
  %pairwise_levels35 = alloca [64 x i64], align 8
  %pairwise_sums34 = alloca [64 x float], align 4
  %fold_index33 = alloca i64, align 8
  %fold_value32 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done110, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %617, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  %feature107 = add i64 %lane, 0
  %valid108 = icmp ult i64 %feature107, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid108, label %slot.then109, label %slot.done110

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = load float, ptr %fold_value, align 4
  %18 = fcmp ogt float %16, %17
  %19 = fcmp uno float %16, %16
  %20 = fcmp ord float %17, %17
  %21 = and i1 %19, %20
  %take = or i1 %18, %21
  %22 = select i1 %take, float %16, float %17
  store float %22, ptr %fold_value, align 4
  %23 = load i64, ptr %fold_index, align 8
  %24 = select i1 %take, i64 %feature4, i64 %23
  store i64 %24, ptr %fold_index, align 8
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  %best_index = load i64, ptr %fold_index, align 8
  %25 = load float, ptr %fold_value, align 4
  %26 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %25, ptr addrspace(3) %26, align 4
  %27 = trunc i64 %best_index to i32
  %28 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %27, ptr addrspace(3) %28, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 256
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done7
  %29 = add i64 %lane, 256
  %30 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %31 = load i32, ptr addrspace(3) %30, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %34 = load float, ptr addrspace(3) %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %29
  %36 = load i32, ptr addrspace(3) %35, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %29
  %39 = load float, ptr addrspace(3) %38, align 4
  %40 = fcmp uno float %39, %39
  %41 = fcmp uno float %34, %34
  %42 = icmp ult i64 %37, %32
  %43 = fcmp ogt float %39, %34
  %44 = fcmp oeq float %39, %34
  %45 = xor i1 %41, true
  %46 = or i1 %45, %42
  %47 = and i1 %44, %42
  %48 = or i1 %43, %47
  %49 = xor i1 %41, true
  %50 = and i1 %49, %48
  %51 = select i1 %40, i1 %46, i1 %50
  %52 = select i1 %51, float %39, float %34
  %53 = select i1 %51, i64 %37, i64 %32
  %54 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %52, ptr addrspace(3) %54, align 4
  %55 = trunc i64 %53 to i32
  %56 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %55, ptr addrspace(3) %56, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane8 = icmp ult i64 %lane, 128
  br i1 %tree_lane8, label %tree.then9, label %tree.done10

tree.then9:                                       ; preds = %tree.done
  %57 = add i64 %lane, 128
  %58 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %59 = load i32, ptr addrspace(3) %58, align 4
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %62 = load float, ptr addrspace(3) %61, align 4
  %63 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %57
  %64 = load i32, ptr addrspace(3) %63, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %57
  %67 = load float, ptr addrspace(3) %66, align 4
  %68 = fcmp uno float %67, %67
  %69 = fcmp uno float %62, %62
  %70 = icmp ult i64 %65, %60
  %71 = fcmp ogt float %67, %62
  %72 = fcmp oeq float %67, %62
  %73 = xor i1 %69, true
  %74 = or i1 %73, %70
  %75 = and i1 %72, %70
  %76 = or i1 %71, %75
  %77 = xor i1 %69, true
  %78 = and i1 %77, %76
  %79 = select i1 %68, i1 %74, i1 %78
  %80 = select i1 %79, float %67, float %62
  %81 = select i1 %79, i64 %65, i64 %60
  %82 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %80, ptr addrspace(3) %82, align 4
  %83 = trunc i64 %81 to i32
  %84 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %83, ptr addrspace(3) %84, align 4
  br label %tree.done10

tree.done10:                                      ; preds = %tree.then9, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane11 = icmp ult i64 %lane, 64
  br i1 %tree_lane11, label %tree.then12, label %tree.done13

tree.then12:                                      ; preds = %tree.done10
  %85 = add i64 %lane, 64
  %86 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %87 = load i32, ptr addrspace(3) %86, align 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %90 = load float, ptr addrspace(3) %89, align 4
  %91 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %85
  %92 = load i32, ptr addrspace(3) %91, align 4
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %85
  %95 = load float, ptr addrspace(3) %94, align 4
  %96 = fcmp uno float %95, %95
  %97 = fcmp uno float %90, %90
  %98 = icmp ult i64 %93, %88
  %99 = fcmp ogt float %95, %90
  %100 = fcmp oeq float %95, %90
  %101 = xor i1 %97, true
  %102 = or i1 %101, %98
  %103 = and i1 %100, %98
  %104 = or i1 %99, %103
  %105 = xor i1 %97, true
  %106 = and i1 %105, %104
  %107 = select i1 %96, i1 %102, i1 %106
  %108 = select i1 %107, float %95, float %90
  %109 = select i1 %107, i64 %93, i64 %88
  %110 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %108, ptr addrspace(3) %110, align 4
  %111 = trunc i64 %109 to i32
  %112 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %111, ptr addrspace(3) %112, align 4
  br label %tree.done13

tree.done13:                                      ; preds = %tree.then12, %tree.done10
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane14 = icmp ult i64 %lane, 32
  br i1 %tree_lane14, label %tree.then15, label %tree.done16

tree.then15:                                      ; preds = %tree.done13
  %113 = add i64 %lane, 32
  %114 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %115 = load i32, ptr addrspace(3) %114, align 4
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %118 = load float, ptr addrspace(3) %117, align 4
  %119 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %113
  %120 = load i32, ptr addrspace(3) %119, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %113
  %123 = load float, ptr addrspace(3) %122, align 4
  %124 = fcmp uno float %123, %123
  %125 = fcmp uno float %118, %118
  %126 = icmp ult i64 %121, %116
  %127 = fcmp ogt float %123, %118
  %128 = fcmp oeq float %123, %118
  %129 = xor i1 %125, true
  %130 = or i1 %129, %126
  %131 = and i1 %128, %126
  %132 = or i1 %127, %131
  %133 = xor i1 %125, true
  %134 = and i1 %133, %132
  %135 = select i1 %124, i1 %130, i1 %134
  %136 = select i1 %135, float %123, float %118
  %137 = select i1 %135, i64 %121, i64 %116
  %138 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %136, ptr addrspace(3) %138, align 4
  %139 = trunc i64 %137 to i32
  %140 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %139, ptr addrspace(3) %140, align 4
  br label %tree.done16

tree.done16:                                      ; preds = %tree.then15, %tree.done13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane17 = icmp ult i64 %lane, 16
  br i1 %tree_lane17, label %tree.then18, label %tree.done19

tree.then18:                                      ; preds = %tree.done16
  %141 = add i64 %lane, 16
  %142 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %143 = load i32, ptr addrspace(3) %142, align 4
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %146 = load float, ptr addrspace(3) %145, align 4
  %147 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %141
  %148 = load i32, ptr addrspace(3) %147, align 4
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %141
  %151 = load float, ptr addrspace(3) %150, align 4
  %152 = fcmp uno float %151, %151
  %153 = fcmp uno float %146, %146
  %154 = icmp ult i64 %149, %144
  %155 = fcmp ogt float %151, %146
  %156 = fcmp oeq float %151, %146
  %157 = xor i1 %153, true
  %158 = or i1 %157, %154
  %159 = and i1 %156, %154
  %160 = or i1 %155, %159
  %161 = xor i1 %153, true
  %162 = and i1 %161, %160
  %163 = select i1 %152, i1 %158, i1 %162
  %164 = select i1 %163, float %151, float %146
  %165 = select i1 %163, i64 %149, i64 %144
  %166 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %164, ptr addrspace(3) %166, align 4
  %167 = trunc i64 %165 to i32
  %168 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %167, ptr addrspace(3) %168, align 4
  br label %tree.done19

tree.done19:                                      ; preds = %tree.then18, %tree.done16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 8
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done19
  %169 = add i64 %lane, 8
  %170 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %171 = load i32, ptr addrspace(3) %170, align 4
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %174 = load float, ptr addrspace(3) %173, align 4
  %175 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %169
  %176 = load i32, ptr addrspace(3) %175, align 4
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %169
  %179 = load float, ptr addrspace(3) %178, align 4
  %180 = fcmp uno float %179, %179
  %181 = fcmp uno float %174, %174
  %182 = icmp ult i64 %177, %172
  %183 = fcmp ogt float %179, %174
  %184 = fcmp oeq float %179, %174
  %185 = xor i1 %181, true
  %186 = or i1 %185, %182
  %187 = and i1 %184, %182
  %188 = or i1 %183, %187
  %189 = xor i1 %181, true
  %190 = and i1 %189, %188
  %191 = select i1 %180, i1 %186, i1 %190
  %192 = select i1 %191, float %179, float %174
  %193 = select i1 %191, i64 %177, i64 %172
  %194 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %192, ptr addrspace(3) %194, align 4
  %195 = trunc i64 %193 to i32
  %196 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %195, ptr addrspace(3) %196, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done19
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane23 = icmp ult i64 %lane, 4
  br i1 %tree_lane23, label %tree.then24, label %tree.done25

tree.then24:                                      ; preds = %tree.done22
  %197 = add i64 %lane, 4
  %198 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %199 = load i32, ptr addrspace(3) %198, align 4
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %202 = load float, ptr addrspace(3) %201, align 4
  %203 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %197
  %204 = load i32, ptr addrspace(3) %203, align 4
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %197
  %207 = load float, ptr addrspace(3) %206, align 4
  %208 = fcmp uno float %207, %207
  %209 = fcmp uno float %202, %202
  %210 = icmp ult i64 %205, %200
  %211 = fcmp ogt float %207, %202
  %212 = fcmp oeq float %207, %202
  %213 = xor i1 %209, true
  %214 = or i1 %213, %210
  %215 = and i1 %212, %210
  %216 = or i1 %211, %215
  %217 = xor i1 %209, true
  %218 = and i1 %217, %216
  %219 = select i1 %208, i1 %214, i1 %218
  %220 = select i1 %219, float %207, float %202
  %221 = select i1 %219, i64 %205, i64 %200
  %222 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %220, ptr addrspace(3) %222, align 4
  %223 = trunc i64 %221 to i32
  %224 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %223, ptr addrspace(3) %224, align 4
  br label %tree.done25

tree.done25:                                      ; preds = %tree.then24, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane26 = icmp ult i64 %lane, 2
  br i1 %tree_lane26, label %tree.then27, label %tree.done28

tree.then27:                                      ; preds = %tree.done25
  %225 = add i64 %lane, 2
  %226 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %227 = load i32, ptr addrspace(3) %226, align 4
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %230 = load float, ptr addrspace(3) %229, align 4
  %231 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %225
  %232 = load i32, ptr addrspace(3) %231, align 4
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %225
  %235 = load float, ptr addrspace(3) %234, align 4
  %236 = fcmp uno float %235, %235
  %237 = fcmp uno float %230, %230
  %238 = icmp ult i64 %233, %228
  %239 = fcmp ogt float %235, %230
  %240 = fcmp oeq float %235, %230
  %241 = xor i1 %237, true
  %242 = or i1 %241, %238
  %243 = and i1 %240, %238
  %244 = or i1 %239, %243
  %245 = xor i1 %237, true
  %246 = and i1 %245, %244
  %247 = select i1 %236, i1 %242, i1 %246
  %248 = select i1 %247, float %235, float %230
  %249 = select i1 %247, i64 %233, i64 %228
  %250 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %248, ptr addrspace(3) %250, align 4
  %251 = trunc i64 %249 to i32
  %252 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %251, ptr addrspace(3) %252, align 4
  br label %tree.done28

tree.done28:                                      ; preds = %tree.then27, %tree.done25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane29 = icmp ult i64 %lane, 1
  br i1 %tree_lane29, label %tree.then30, label %tree.done31

tree.then30:                                      ; preds = %tree.done28
  %253 = add i64 %lane, 1
  %254 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %255 = load i32, ptr addrspace(3) %254, align 4
  %256 = zext i32 %255 to i64
  %257 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %258 = load float, ptr addrspace(3) %257, align 4
  %259 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %253
  %260 = load i32, ptr addrspace(3) %259, align 4
  %261 = zext i32 %260 to i64
  %262 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %253
  %263 = load float, ptr addrspace(3) %262, align 4
  %264 = fcmp uno float %263, %263
  %265 = fcmp uno float %258, %258
  %266 = icmp ult i64 %261, %256
  %267 = fcmp ogt float %263, %258
  %268 = fcmp oeq float %263, %258
  %269 = xor i1 %265, true
  %270 = or i1 %269, %266
  %271 = and i1 %268, %266
  %272 = or i1 %267, %271
  %273 = xor i1 %265, true
  %274 = and i1 %273, %272
  %275 = select i1 %264, i1 %270, i1 %274
  %276 = select i1 %275, float %263, float %258
  %277 = select i1 %275, i64 %261, i64 %256
  %278 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %276, ptr addrspace(3) %278, align 4
  %279 = trunc i64 %277 to i32
  %280 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %279, ptr addrspace(3) %280, align 4
  br label %tree.done31

tree.done31:                                      ; preds = %tree.then30, %tree.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done31
  %281 = load i32, ptr addrspace(3) @tessera_tree_indices_w512, align 4
  %282 = zext i32 %281 to i64
  %283 = load float, ptr addrspace(3) @tessera_tree_values_w512, align 4
  store float 0xFFF0000000000000, ptr %fold_value32, align 4
  store i64 0, ptr %fold_index33, align 8
  store i64 0, ptr %pairwise_depth36, align 8
  store float %283, ptr %fold_value32, align 4
  store i64 %282, ptr %fold_index33, align 8
  %284 = load float, ptr %fold_value32, align 4
  store float %284, ptr addrspace(3) @tessera_uniforms_w512, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value37, align 4
  store i64 0, ptr %fold_index38, align 8
  store i64 0, ptr %pairwise_depth41, align 8
  %feature42 = add i64 %lane, 0
  %valid43 = icmp ult i64 %feature42, %n_features
  %285 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid43, label %slot.then44, label %slot.done45

slot.then44:                                      ; preds = %tree.result.done
  %286 = load float, ptr %285, align 4
  %287 = load float, ptr %fold_value37, align 4
  %288 = fcmp ogt float %286, %287
  %289 = fcmp uno float %286, %286
  %290 = fcmp ord float %287, %287
  %291 = and i1 %289, %290
  %take46 = or i1 %288, %291
  %292 = select i1 %take46, float %286, float %287
  store float %292, ptr %fold_value37, align 4
  %293 = load i64, ptr %fold_index38, align 8
  %294 = select i1 %take46, i64 %feature42, i64 %293
  store i64 %294, ptr %fold_index38, align 8
  br label %slot.done45

slot.done45:                                      ; preds = %slot.then44, %tree.result.done
  %best_index47 = load i64, ptr %fold_index38, align 8
  %295 = load float, ptr %fold_value37, align 4
  %296 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %295, ptr addrspace(3) %296, align 4
  %297 = trunc i64 %best_index47 to i32
  %298 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %297, ptr addrspace(3) %298, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane48 = icmp ult i64 %lane, 256
  br i1 %tree_lane48, label %tree.then49, label %tree.done50

tree.then49:                                      ; preds = %slot.done45
  %299 = add i64 %lane, 256
  %300 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %301 = load i32, ptr addrspace(3) %300, align 4
  %302 = zext i32 %301 to i64
  %303 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %304 = load float, ptr addrspace(3) %303, align 4
  %305 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %299
  %306 = load i32, ptr addrspace(3) %305, align 4
  %307 = zext i32 %306 to i64
  %308 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %299
  %309 = load float, ptr addrspace(3) %308, align 4
  %310 = fcmp uno float %309, %309
  %311 = fcmp uno float %304, %304
  %312 = icmp ult i64 %307, %302
  %313 = fcmp ogt float %309, %304
  %314 = fcmp oeq float %309, %304
  %315 = xor i1 %311, true
  %316 = or i1 %315, %312
  %317 = and i1 %314, %312
  %318 = or i1 %313, %317
  %319 = xor i1 %311, true
  %320 = and i1 %319, %318
  %321 = select i1 %310, i1 %316, i1 %320
  %322 = select i1 %321, float %309, float %304
  %323 = select i1 %321, i64 %307, i64 %302
  %324 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %322, ptr addrspace(3) %324, align 4
  %325 = trunc i64 %323 to i32
  %326 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %325, ptr addrspace(3) %326, align 4
  br label %tree.done50

tree.done50:                                      ; preds = %tree.then49, %slot.done45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane51 = icmp ult i64 %lane, 128
  br i1 %tree_lane51, label %tree.then52, label %tree.done53

tree.then52:                                      ; preds = %tree.done50
  %327 = add i64 %lane, 128
  %328 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %329 = load i32, ptr addrspace(3) %328, align 4
  %330 = zext i32 %329 to i64
  %331 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %332 = load float, ptr addrspace(3) %331, align 4
  %333 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %327
  %334 = load i32, ptr addrspace(3) %333, align 4
  %335 = zext i32 %334 to i64
  %336 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %327
  %337 = load float, ptr addrspace(3) %336, align 4
  %338 = fcmp uno float %337, %337
  %339 = fcmp uno float %332, %332
  %340 = icmp ult i64 %335, %330
  %341 = fcmp ogt float %337, %332
  %342 = fcmp oeq float %337, %332
  %343 = xor i1 %339, true
  %344 = or i1 %343, %340
  %345 = and i1 %342, %340
  %346 = or i1 %341, %345
  %347 = xor i1 %339, true
  %348 = and i1 %347, %346
  %349 = select i1 %338, i1 %344, i1 %348
  %350 = select i1 %349, float %337, float %332
  %351 = select i1 %349, i64 %335, i64 %330
  %352 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %350, ptr addrspace(3) %352, align 4
  %353 = trunc i64 %351 to i32
  %354 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %353, ptr addrspace(3) %354, align 4
  br label %tree.done53

tree.done53:                                      ; preds = %tree.then52, %tree.done50
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane54 = icmp ult i64 %lane, 64
  br i1 %tree_lane54, label %tree.then55, label %tree.done56

tree.then55:                                      ; preds = %tree.done53
  %355 = add i64 %lane, 64
  %356 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %357 = load i32, ptr addrspace(3) %356, align 4
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %360 = load float, ptr addrspace(3) %359, align 4
  %361 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %355
  %362 = load i32, ptr addrspace(3) %361, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %355
  %365 = load float, ptr addrspace(3) %364, align 4
  %366 = fcmp uno float %365, %365
  %367 = fcmp uno float %360, %360
  %368 = icmp ult i64 %363, %358
  %369 = fcmp ogt float %365, %360
  %370 = fcmp oeq float %365, %360
  %371 = xor i1 %367, true
  %372 = or i1 %371, %368
  %373 = and i1 %370, %368
  %374 = or i1 %369, %373
  %375 = xor i1 %367, true
  %376 = and i1 %375, %374
  %377 = select i1 %366, i1 %372, i1 %376
  %378 = select i1 %377, float %365, float %360
  %379 = select i1 %377, i64 %363, i64 %358
  %380 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %378, ptr addrspace(3) %380, align 4
  %381 = trunc i64 %379 to i32
  %382 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %381, ptr addrspace(3) %382, align 4
  br label %tree.done56

tree.done56:                                      ; preds = %tree.then55, %tree.done53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane57 = icmp ult i64 %lane, 32
  br i1 %tree_lane57, label %tree.then58, label %tree.done59

tree.then58:                                      ; preds = %tree.done56
  %383 = add i64 %lane, 32
  %384 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %385 = load i32, ptr addrspace(3) %384, align 4
  %386 = zext i32 %385 to i64
  %387 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %388 = load float, ptr addrspace(3) %387, align 4
  %389 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %383
  %390 = load i32, ptr addrspace(3) %389, align 4
  %391 = zext i32 %390 to i64
  %392 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %383
  %393 = load float, ptr addrspace(3) %392, align 4
  %394 = fcmp uno float %393, %393
  %395 = fcmp uno float %388, %388
  %396 = icmp ult i64 %391, %386
  %397 = fcmp ogt float %393, %388
  %398 = fcmp oeq float %393, %388
  %399 = xor i1 %395, true
  %400 = or i1 %399, %396
  %401 = and i1 %398, %396
  %402 = or i1 %397, %401
  %403 = xor i1 %395, true
  %404 = and i1 %403, %402
  %405 = select i1 %394, i1 %400, i1 %404
  %406 = select i1 %405, float %393, float %388
  %407 = select i1 %405, i64 %391, i64 %386
  %408 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %406, ptr addrspace(3) %408, align 4
  %409 = trunc i64 %407 to i32
  %410 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %409, ptr addrspace(3) %410, align 4
  br label %tree.done59

tree.done59:                                      ; preds = %tree.then58, %tree.done56
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane60 = icmp ult i64 %lane, 16
  br i1 %tree_lane60, label %tree.then61, label %tree.done62

tree.then61:                                      ; preds = %tree.done59
  %411 = add i64 %lane, 16
  %412 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %413 = load i32, ptr addrspace(3) %412, align 4
  %414 = zext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %416 = load float, ptr addrspace(3) %415, align 4
  %417 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %411
  %418 = load i32, ptr addrspace(3) %417, align 4
  %419 = zext i32 %418 to i64
  %420 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %411
  %421 = load float, ptr addrspace(3) %420, align 4
  %422 = fcmp uno float %421, %421
  %423 = fcmp uno float %416, %416
  %424 = icmp ult i64 %419, %414
  %425 = fcmp ogt float %421, %416
  %426 = fcmp oeq float %421, %416
  %427 = xor i1 %423, true
  %428 = or i1 %427, %424
  %429 = and i1 %426, %424
  %430 = or i1 %425, %429
  %431 = xor i1 %423, true
  %432 = and i1 %431, %430
  %433 = select i1 %422, i1 %428, i1 %432
  %434 = select i1 %433, float %421, float %416
  %435 = select i1 %433, i64 %419, i64 %414
  %436 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %434, ptr addrspace(3) %436, align 4
  %437 = trunc i64 %435 to i32
  %438 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %437, ptr addrspace(3) %438, align 4
  br label %tree.done62

tree.done62:                                      ; preds = %tree.then61, %tree.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane63 = icmp ult i64 %lane, 8
  br i1 %tree_lane63, label %tree.then64, label %tree.done65

tree.then64:                                      ; preds = %tree.done62
  %439 = add i64 %lane, 8
  %440 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %441 = load i32, ptr addrspace(3) %440, align 4
  %442 = zext i32 %441 to i64
  %443 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %444 = load float, ptr addrspace(3) %443, align 4
  %445 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %439
  %446 = load i32, ptr addrspace(3) %445, align 4
  %447 = zext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %439
  %449 = load float, ptr addrspace(3) %448, align 4
  %450 = fcmp uno float %449, %449
  %451 = fcmp uno float %444, %444
  %452 = icmp ult i64 %447, %442
  %453 = fcmp ogt float %449, %444
  %454 = fcmp oeq float %449, %444
  %455 = xor i1 %451, true
  %456 = or i1 %455, %452
  %457 = and i1 %454, %452
  %458 = or i1 %453, %457
  %459 = xor i1 %451, true
  %460 = and i1 %459, %458
  %461 = select i1 %450, i1 %456, i1 %460
  %462 = select i1 %461, float %449, float %444
  %463 = select i1 %461, i64 %447, i64 %442
  %464 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %462, ptr addrspace(3) %464, align 4
  %465 = trunc i64 %463 to i32
  %466 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %465, ptr addrspace(3) %466, align 4
  br label %tree.done65

tree.done65:                                      ; preds = %tree.then64, %tree.done62
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane66 = icmp ult i64 %lane, 4
  br i1 %tree_lane66, label %tree.then67, label %tree.done68

tree.then67:                                      ; preds = %tree.done65
  %467 = add i64 %lane, 4
  %468 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %469 = load i32, ptr addrspace(3) %468, align 4
  %470 = zext i32 %469 to i64
  %471 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %472 = load float, ptr addrspace(3) %471, align 4
  %473 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %467
  %474 = load i32, ptr addrspace(3) %473, align 4
  %475 = zext i32 %474 to i64
  %476 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %467
  %477 = load float, ptr addrspace(3) %476, align 4
  %478 = fcmp uno float %477, %477
  %479 = fcmp uno float %472, %472
  %480 = icmp ult i64 %475, %470
  %481 = fcmp ogt float %477, %472
  %482 = fcmp oeq float %477, %472
  %483 = xor i1 %479, true
  %484 = or i1 %483, %480
  %485 = and i1 %482, %480
  %486 = or i1 %481, %485
  %487 = xor i1 %479, true
  %488 = and i1 %487, %486
  %489 = select i1 %478, i1 %484, i1 %488
  %490 = select i1 %489, float %477, float %472
  %491 = select i1 %489, i64 %475, i64 %470
  %492 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %490, ptr addrspace(3) %492, align 4
  %493 = trunc i64 %491 to i32
  %494 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %493, ptr addrspace(3) %494, align 4
  br label %tree.done68

tree.done68:                                      ; preds = %tree.then67, %tree.done65
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane69 = icmp ult i64 %lane, 2
  br i1 %tree_lane69, label %tree.then70, label %tree.done71

tree.then70:                                      ; preds = %tree.done68
  %495 = add i64 %lane, 2
  %496 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %497 = load i32, ptr addrspace(3) %496, align 4
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %500 = load float, ptr addrspace(3) %499, align 4
  %501 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %495
  %502 = load i32, ptr addrspace(3) %501, align 4
  %503 = zext i32 %502 to i64
  %504 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %495
  %505 = load float, ptr addrspace(3) %504, align 4
  %506 = fcmp uno float %505, %505
  %507 = fcmp uno float %500, %500
  %508 = icmp ult i64 %503, %498
  %509 = fcmp ogt float %505, %500
  %510 = fcmp oeq float %505, %500
  %511 = xor i1 %507, true
  %512 = or i1 %511, %508
  %513 = and i1 %510, %508
  %514 = or i1 %509, %513
  %515 = xor i1 %507, true
  %516 = and i1 %515, %514
  %517 = select i1 %506, i1 %512, i1 %516
  %518 = select i1 %517, float %505, float %500
  %519 = select i1 %517, i64 %503, i64 %498
  %520 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %518, ptr addrspace(3) %520, align 4
  %521 = trunc i64 %519 to i32
  %522 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %521, ptr addrspace(3) %522, align 4
  br label %tree.done71

tree.done71:                                      ; preds = %tree.then70, %tree.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane72 = icmp ult i64 %lane, 1
  br i1 %tree_lane72, label %tree.then73, label %tree.done74

tree.then73:                                      ; preds = %tree.done71
  %523 = add i64 %lane, 1
  %524 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  %525 = load i32, ptr addrspace(3) %524, align 4
  %526 = zext i32 %525 to i64
  %527 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  %528 = load float, ptr addrspace(3) %527, align 4
  %529 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %523
  %530 = load i32, ptr addrspace(3) %529, align 4
  %531 = zext i32 %530 to i64
  %532 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %523
  %533 = load float, ptr addrspace(3) %532, align 4
  %534 = fcmp uno float %533, %533
  %535 = fcmp uno float %528, %528
  %536 = icmp ult i64 %531, %526
  %537 = fcmp ogt float %533, %528
  %538 = fcmp oeq float %533, %528
  %539 = xor i1 %535, true
  %540 = or i1 %539, %536
  %541 = and i1 %538, %536
  %542 = or i1 %537, %541
  %543 = xor i1 %535, true
  %544 = and i1 %543, %542
  %545 = select i1 %534, i1 %540, i1 %544
  %546 = select i1 %545, float %533, float %528
  %547 = select i1 %545, i64 %531, i64 %526
  %548 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w512, i64 %lane
  store float %546, ptr addrspace(3) %548, align 4
  %549 = trunc i64 %547 to i32
  %550 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w512, i64 %lane
  store i32 %549, ptr addrspace(3) %550, align 4
  br label %tree.done74

tree.done74:                                      ; preds = %tree.then73, %tree.done71
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then75, label %tree.result.done76

tree.result.then75:                               ; preds = %tree.done74
  %551 = load i32, ptr addrspace(3) @tessera_tree_indices_w512, align 4
  %552 = zext i32 %551 to i64
  %553 = load float, ptr addrspace(3) @tessera_tree_values_w512, align 4
  store float 0xFFF0000000000000, ptr %fold_value77, align 4
  store i64 0, ptr %fold_index78, align 8
  store i64 0, ptr %pairwise_depth81, align 8
  store float %553, ptr %fold_value77, align 4
  store i64 %552, ptr %fold_index78, align 8
  %554 = load i64, ptr %fold_index78, align 8
  %argmax = uitofp i64 %554 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 2), align 4
  br label %tree.result.done76

tree.result.done76:                               ; preds = %tree.result.then75, %tree.done74
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature82 = add i64 %lane, 0
  %valid83 = icmp ult i64 %feature82, %n_features
  %555 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid83, label %slot.then84, label %slot.done85

slot.then84:                                      ; preds = %tree.result.done76
  %556 = load float, ptr %555, align 4
  %557 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %558 = fsub float %556, %557
  %559 = fcmp olt float %558, -1.040000e+02
  %560 = select i1 %559, float -1.040000e+02, float %558
  %561 = fcmp olt float 8.900000e+01, %560
  %562 = select i1 %561, float 8.900000e+01, float %560
  %563 = fmul float %562, 0x3FF7154760000000
  %564 = fadd float %563, 0x4168000000000000
  %565 = fsub float %564, 0x4168000000000000
  %566 = bitcast float %564 to i32
  %567 = sub i32 %566, 1262485504
  %568 = fmul float %565, 0x3FE62E4000000000
  %569 = fsub float %562, %568
  %570 = fmul float %565, 0x3EB7F7D1C0000000
  %571 = fsub float %569, %570
  %572 = fmul float %571, %571
  %573 = fmul float %572, 0x3E66376980000000
  %574 = fadd float 0xBEBBBD41C0000000, %573
  %575 = fmul float %572, %574
  %576 = fadd float 0x3F11566AA0000000, %575
  %577 = fmul float %572, %576
  %578 = fadd float 0xBF66C16C20000000, %577
  %579 = fmul float %572, %578
  %580 = fadd float 0x3FC5555560000000, %579
  %581 = fmul float %572, %580
  %582 = fsub float %571, %581
  %583 = fmul float %571, %582
  %584 = fsub float 2.000000e+00, %582
  %585 = fdiv float %583, %584
  %586 = fsub float %570, %585
  %587 = fsub float %586, %569
  %588 = fsub float 1.000000e+00, %587
  %589 = add i32 %567, 256
  %590 = lshr i32 %589, 1
  %591 = sub i32 %590, 1
  %592 = add i32 %567, 255
  %593 = sub i32 %592, %590
  %594 = shl i32 %591, 23
  %595 = shl i32 %593, 23
  %596 = bitcast i32 %594 to float
  %597 = bitcast i32 %595 to float
  %598 = fmul float %588, %596
  %599 = fmul float %598, %597
  %600 = fcmp uno float %558, %558
  %601 = select i1 %600, float 0x7FF8000000000000, float %599
  %602 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature82
  store float %601, ptr addrspace(3) %602, align 4
  br label %slot.done85

slot.done85:                                      ; preds = %slot.then84, %tree.result.done76
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %603 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %603, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done85
  %tree_sum = phi i64 [ 0, %slot.done85 ], [ %613, %tree_sum.pairs.exit ]
  %604 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %604, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %605 = add i64 %603, %span
  %pairs = lshr i64 %605, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %612, %tree_sum.pairs.body ]
  %606 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %606, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %607 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %left
  %608 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %right
  %609 = load float, ptr addrspace(3) %607, align 4
  %610 = load float, ptr addrspace(3) %608, align 4
  %611 = fadd float %609, %610
  store float %611, ptr addrspace(3) %607, align 4
  %612 = add i64 %tree_sum.pairs, 512
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %613 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %614 = load float, ptr addrspace(3) @tessera_fold_scratch_w512, align 4
  store float %614, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature86 = add i64 %lane, 0
  %valid87 = icmp ult i64 %feature86, %n_features
  %615 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature94 = add i64 %lane, 0
  %valid95 = icmp ult i64 %feature94, %n_features
  %616 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then96, label %uniform_sinks.done97

noise.done:                                       ; preds = %slot.done101, %slot.done91
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %617 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature88 = add i64 %lane, 0
  %valid89 = icmp ult i64 %feature88, %n_features
  %618 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid89, label %slot.then90, label %slot.done91

slot.then90:                                      ; preds = %uniform_sinks.done
  %619 = load float, ptr %618, align 4
  %620 = fmul float 2.000000e+00, %619
  %621 = fmul float 0x3FA99999A0000000, %620
  %622 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature88
  %623 = load float, ptr addrspace(1) %622, align 4
  %624 = fmul float -1.000000e+00, %623
  %625 = fadd float %621, %624
  %626 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  %627 = fdiv float 1.000000e+00, %626
  %628 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %629 = fsub float %619, %628
  %630 = fcmp olt float %629, -1.040000e+02
  %631 = select i1 %630, float -1.040000e+02, float %629
  %632 = fcmp olt float 8.900000e+01, %631
  %633 = select i1 %632, float 8.900000e+01, float %631
  %634 = fmul float %633, 0x3FF7154760000000
  %635 = fadd float %634, 0x4168000000000000
  %636 = fsub float %635, 0x4168000000000000
  %637 = bitcast float %635 to i32
  %638 = sub i32 %637, 1262485504
  %639 = fmul float %636, 0x3FE62E4000000000
  %640 = fsub float %633, %639
  %641 = fmul float %636, 0x3EB7F7D1C0000000
  %642 = fsub float %640, %641
  %643 = fmul float %642, %642
  %644 = fmul float %643, 0x3E66376980000000
  %645 = fadd float 0xBEBBBD41C0000000, %644
  %646 = fmul float %643, %645
  %647 = fadd float 0x3F11566AA0000000, %646
  %648 = fmul float %643, %647
  %649 = fadd float 0xBF66C16C20000000, %648
  %650 = fmul float %643, %649
  %651 = fadd float 0x3FC5555560000000, %650
  %652 = fmul float %643, %651
  %653 = fsub float %642, %652
  %654 = fmul float %642, %653
  %655 = fsub float 2.000000e+00, %653
  %656 = fdiv float %654, %655
  %657 = fsub float %641, %656
  %658 = fsub float %657, %640
  %659 = fsub float 1.000000e+00, %658
  %660 = add i32 %638, 256
  %661 = lshr i32 %660, 1
  %662 = sub i32 %661, 1
  %663 = add i32 %638, 255
  %664 = sub i32 %663, %661
  %665 = shl i32 %662, 23
  %666 = shl i32 %664, 23
  %667 = bitcast i32 %665 to float
  %668 = bitcast i32 %666 to float
  %669 = fmul float %659, %667
  %670 = fmul float %669, %668
  %671 = fcmp uno float %629, %629
  %672 = select i1 %671, float 0x7FF8000000000000, float %670
  %673 = fmul float %627, %672
  %674 = fadd float %625, %673
  %feature92 = uitofp i64 %feature88 to float
  %675 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 2), align 4
  %676 = fcmp oeq float %feature92, %675
  %677 = select i1 %676, float 1.000000e+00, float 0.000000e+00
  %678 = fcmp une float %677, 0.000000e+00
  %679 = select i1 %678, float 0x3FB99999A0000000, float 0.000000e+00
  %680 = fadd float %674, %679
  %681 = fmul float %680, %eta
  %682 = fsub float %619, %681
  %683 = add i64 %n_features, 3
  %groups = lshr i64 %683, 2
  %684 = mul i64 %row, %groups
  %685 = lshr i64 %feature88, 2
  %group = add i64 %684, %685
  %686 = trunc i64 %key0 to i32
  %687 = lshr i64 %key0, 32
  %688 = trunc i64 %687 to i32
  %689 = trunc i64 %group to i32
  %690 = trunc i64 %key1_step to i32
  %691 = lshr i64 %key1_step, 32
  %692 = trunc i64 %691 to i32
  %693 = lshr i64 %group, 32
  %694 = trunc i64 %693 to i32
  %695 = zext i32 %689 to i64
  %696 = mul i64 3528531795, %695
  %697 = zext i32 %692 to i64
  %698 = mul i64 3449720151, %697
  %699 = lshr i64 %696, 32
  %700 = trunc i64 %699 to i32
  %701 = trunc i64 %696 to i32
  %702 = lshr i64 %698, 32
  %703 = trunc i64 %702 to i32
  %704 = trunc i64 %698 to i32
  %705 = xor i32 %703, %690
  %706 = xor i32 %705, %686
  %707 = xor i32 %700, %694
  %708 = xor i32 %707, %688
  %709 = add i32 %686, -1640531527
  %710 = add i32 %688, -1150833019
  %711 = zext i32 %706 to i64
  %712 = mul i64 3528531795, %711
  %713 = zext i32 %708 to i64
  %714 = mul i64 3449720151, %713
  %715 = lshr i64 %712, 32
  %716 = trunc i64 %715 to i32
  %717 = trunc i64 %712 to i32
  %718 = lshr i64 %714, 32
  %719 = trunc i64 %718 to i32
  %720 = trunc i64 %714 to i32
  %721 = xor i32 %719, %704
  %722 = xor i32 %721, %709
  %723 = xor i32 %716, %701
  %724 = xor i32 %723, %710
  %725 = add i32 %709, -1640531527
  %726 = add i32 %710, -1150833019
  %727 = zext i32 %722 to i64
  %728 = mul i64 3528531795, %727
  %729 = zext i32 %724 to i64
  %730 = mul i64 3449720151, %729
  %731 = lshr i64 %728, 32
  %732 = trunc i64 %731 to i32
  %733 = trunc i64 %728 to i32
  %734 = lshr i64 %730, 32
  %735 = trunc i64 %734 to i32
  %736 = trunc i64 %730 to i32
  %737 = xor i32 %735, %720
  %738 = xor i32 %737, %725
  %739 = xor i32 %732, %717
  %740 = xor i32 %739, %726
  %741 = add i32 %725, -1640531527
  %742 = add i32 %726, -1150833019
  %743 = zext i32 %738 to i64
  %744 = mul i64 3528531795, %743
  %745 = zext i32 %740 to i64
  %746 = mul i64 3449720151, %745
  %747 = lshr i64 %744, 32
  %748 = trunc i64 %747 to i32
  %749 = trunc i64 %744 to i32
  %750 = lshr i64 %746, 32
  %751 = trunc i64 %750 to i32
  %752 = trunc i64 %746 to i32
  %753 = xor i32 %751, %736
  %754 = xor i32 %753, %741
  %755 = xor i32 %748, %733
  %756 = xor i32 %755, %742
  %757 = add i32 %741, -1640531527
  %758 = add i32 %742, -1150833019
  %759 = zext i32 %754 to i64
  %760 = mul i64 3528531795, %759
  %761 = zext i32 %756 to i64
  %762 = mul i64 3449720151, %761
  %763 = lshr i64 %760, 32
  %764 = trunc i64 %763 to i32
  %765 = trunc i64 %760 to i32
  %766 = lshr i64 %762, 32
  %767 = trunc i64 %766 to i32
  %768 = trunc i64 %762 to i32
  %769 = xor i32 %767, %752
  %770 = xor i32 %769, %757
  %771 = xor i32 %764, %749
  %772 = xor i32 %771, %758
  %773 = add i32 %757, -1640531527
  %774 = add i32 %758, -1150833019
  %775 = zext i32 %770 to i64
  %776 = mul i64 3528531795, %775
  %777 = zext i32 %772 to i64
  %778 = mul i64 3449720151, %777
  %779 = lshr i64 %776, 32
  %780 = trunc i64 %779 to i32
  %781 = trunc i64 %776 to i32
  %782 = lshr i64 %778, 32
  %783 = trunc i64 %782 to i32
  %784 = trunc i64 %778 to i32
  %785 = xor i32 %783, %768
  %786 = xor i32 %785, %773
  %787 = xor i32 %780, %765
  %788 = xor i32 %787, %774
  %789 = add i32 %773, -1640531527
  %790 = add i32 %774, -1150833019
  %791 = zext i32 %786 to i64
  %792 = mul i64 3528531795, %791
  %793 = zext i32 %788 to i64
  %794 = mul i64 3449720151, %793
  %795 = lshr i64 %792, 32
  %796 = trunc i64 %795 to i32
  %797 = trunc i64 %792 to i32
  %798 = lshr i64 %794, 32
  %799 = trunc i64 %798 to i32
  %800 = trunc i64 %794 to i32
  %801 = xor i32 %799, %784
  %802 = xor i32 %801, %789
  %803 = xor i32 %796, %781
  %804 = xor i32 %803, %790
  %805 = add i32 %789, -1640531527
  %806 = add i32 %790, -1150833019
  %807 = zext i32 %802 to i64
  %808 = mul i64 3528531795, %807
  %809 = zext i32 %804 to i64
  %810 = mul i64 3449720151, %809
  %811 = lshr i64 %808, 32
  %812 = trunc i64 %811 to i32
  %813 = trunc i64 %808 to i32
  %814 = lshr i64 %810, 32
  %815 = trunc i64 %814 to i32
  %816 = trunc i64 %810 to i32
  %817 = xor i32 %815, %800
  %818 = xor i32 %817, %805
  %819 = xor i32 %812, %797
  %820 = xor i32 %819, %806
  %821 = add i32 %805, -1640531527
  %822 = add i32 %806, -1150833019
  %823 = zext i32 %818 to i64
  %824 = mul i64 3528531795, %823
  %825 = zext i32 %820 to i64
  %826 = mul i64 3449720151, %825
  %827 = lshr i64 %824, 32
  %828 = trunc i64 %827 to i32
  %829 = trunc i64 %824 to i32
  %830 = lshr i64 %826, 32
  %831 = trunc i64 %830 to i32
  %832 = trunc i64 %826 to i32
  %833 = xor i32 %831, %816
  %834 = xor i32 %833, %821
  %835 = xor i32 %828, %813
  %836 = xor i32 %835, %822
  %837 = add i32 %821, -1640531527
  %838 = add i32 %822, -1150833019
  %839 = zext i32 %834 to i64
  %840 = mul i64 3528531795, %839
  %841 = zext i32 %836 to i64
  %842 = mul i64 3449720151, %841
  %843 = lshr i64 %840, 32
  %844 = trunc i64 %843 to i32
  %845 = trunc i64 %840 to i32
  %846 = lshr i64 %842, 32
  %847 = trunc i64 %846 to i32
  %848 = trunc i64 %842 to i32
  %849 = xor i32 %847, %832
  %850 = xor i32 %849, %837
  %851 = xor i32 %844, %829
  %852 = xor i32 %851, %838
  %which = and i64 %feature88, 3
  %853 = and i64 %which, 2
  %second_pair = icmp ne i64 %853, 0
  %854 = select i1 %second_pair, i32 %852, i32 %850
  %855 = select i1 %second_pair, i32 %845, i32 %848
  %856 = lshr i32 %854, 9
  %857 = sitofp i32 %856 to float
  %858 = fadd float %857, 5.000000e-01
  %859 = fmul float %858, 0x3E80000000000000
  %860 = lshr i32 %855, 9
  %861 = sitofp i32 %860 to float
  %862 = fadd float %861, 5.000000e-01
  %863 = fmul float %862, 0x3E80000000000000
  %864 = bitcast float %859 to i32
  %865 = add i32 %864, 4913933
  %866 = lshr i32 %865, 23
  %867 = sub i32 %866, 127
  %868 = and i32 %865, 8388607
  %869 = add i32 %868, 1060439283
  %870 = bitcast i32 %869 to float
  %871 = fsub float %870, 1.000000e+00
  %872 = fadd float 2.000000e+00, %871
  %873 = fdiv float %871, %872
  %874 = fmul float %873, %873
  %875 = fmul float %874, %874
  %876 = fmul float %875, 0x3FCF13C4C0000000
  %877 = fadd float 0x3FD999C260000000, %876
  %878 = fmul float %875, %877
  %879 = fmul float %875, 0x3FD23D3DC0000000
  %880 = fadd float 0x3FE5555540000000, %879
  %881 = fmul float %874, %880
  %882 = fadd float %881, %878
  %883 = fmul float 5.000000e-01, %871
  %884 = fmul float %883, %871
  %885 = sitofp i32 %867 to float
  %886 = fadd float %884, %882
  %887 = fmul float %873, %886
  %888 = fmul float %885, 0x3EE2FEFA20000000
  %889 = fadd float %887, %888
  %890 = fsub float %889, %884
  %891 = fadd float %890, %871
  %892 = fmul float %885, 0x3FE62E3000000000
  %893 = fadd float %891, %892
  %894 = fmul float -2.000000e+00, %893
  %895 = call float @llvm.sqrt.f32(float %894)
  %896 = fpext float %863 to double
  %897 = fmul double %896, 4.000000e+00
  %898 = fadd double %897, 0x4338000000000000
  %899 = fsub double %898, 0x4338000000000000
  %900 = fsub double %897, %899
  %901 = fmul double %900, 0x3FF921FB54442D18
  %902 = fmul double %901, %901
  %903 = fmul double %902, 0x3EC71DE3A556C734
  %904 = fadd double 0xBF2A01A01A01A01A, %903
  %905 = fmul double %902, %904
  %906 = fadd double 0x3F81111111111111, %905
  %907 = fmul double %902, %906
  %908 = fadd double 0xBFC5555555555555, %907
  %909 = fmul double %901, %902
  %910 = fmul double %909, %908
  %911 = fadd double %901, %910
  %912 = fmul double %902, 0xBE927E4FB7789F5C
  %913 = fadd double 0x3EFA01A01A01A01A, %912
  %914 = fmul double %902, %913
  %915 = fadd double 0xBF56C16C16C16C17, %914
  %916 = fmul double %902, %915
  %917 = fadd double 0x3FA5555555555555, %916
  %918 = fmul double %902, %902
  %919 = fmul double %918, %917
  %920 = fmul double 5.000000e-01, %902
  %921 = fsub double 1.000000e+00, %920
  %922 = fadd double %921, %919
  %923 = fneg double %911
  %924 = fneg double %922
  %925 = bitcast double %898 to i64
  %926 = and i64 %925, 1
  %927 = and i64 %925, 2
  %928 = icmp eq i64 %926, 1
  %929 = icmp eq i64 %927, 2
  %930 = select i1 %929, double %923, double %911
  %931 = select i1 %929, double %924, double %922
  %932 = select i1 %928, double %931, double %930
  %933 = select i1 %929, double %924, double %922
  %934 = select i1 %929, double %911, double %923
  %935 = select i1 %928, double %934, double %933
  %936 = fptrunc double %932 to float
  %937 = fptrunc double %935 to float
  %938 = fmul float %895, %937
  %939 = fmul float %895, %936
  %940 = and i64 %which, 1
  %odd = icmp ne i64 %940, 0
  %normal = select i1 %odd, float %939, float %938
  %941 = fmul float %normal, %noise_scale3
  %942 = fadd float %682, %941
  %bits93 = bitcast float %942 to i32
  %magnitude = and i32 %bits93, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits93
  store i32 %canonical, ptr %618, align 4
  br label %slot.done91

slot.done91:                                      ; preds = %slot.then90, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then96:                             ; preds = %quiet
  br label %uniform_sinks.done97

uniform_sinks.done97:                             ; preds = %uniform_sinks.then96, %quiet
  %feature98 = add i64 %lane, 0
  %valid99 = icmp ult i64 %feature98, %n_features
  %943 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid99, label %slot.then100, label %slot.done101

slot.then100:                                     ; preds = %uniform_sinks.done97
  %944 = load float, ptr %943, align 4
  %945 = fmul float 2.000000e+00, %944
  %946 = fmul float 0x3FA99999A0000000, %945
  %947 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature98
  %948 = load float, ptr addrspace(1) %947, align 4
  %949 = fmul float -1.000000e+00, %948
  %950 = fadd float %946, %949
  %951 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  %952 = fdiv float 1.000000e+00, %951
  %953 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %954 = fsub float %944, %953
  %955 = fcmp olt float %954, -1.040000e+02
  %956 = select i1 %955, float -1.040000e+02, float %954
  %957 = fcmp olt float 8.900000e+01, %956
  %958 = select i1 %957, float 8.900000e+01, float %956
  %959 = fmul float %958, 0x3FF7154760000000
  %960 = fadd float %959, 0x4168000000000000
  %961 = fsub float %960, 0x4168000000000000
  %962 = bitcast float %960 to i32
  %963 = sub i32 %962, 1262485504
  %964 = fmul float %961, 0x3FE62E4000000000
  %965 = fsub float %958, %964
  %966 = fmul float %961, 0x3EB7F7D1C0000000
  %967 = fsub float %965, %966
  %968 = fmul float %967, %967
  %969 = fmul float %968, 0x3E66376980000000
  %970 = fadd float 0xBEBBBD41C0000000, %969
  %971 = fmul float %968, %970
  %972 = fadd float 0x3F11566AA0000000, %971
  %973 = fmul float %968, %972
  %974 = fadd float 0xBF66C16C20000000, %973
  %975 = fmul float %968, %974
  %976 = fadd float 0x3FC5555560000000, %975
  %977 = fmul float %968, %976
  %978 = fsub float %967, %977
  %979 = fmul float %967, %978
  %980 = fsub float 2.000000e+00, %978
  %981 = fdiv float %979, %980
  %982 = fsub float %966, %981
  %983 = fsub float %982, %965
  %984 = fsub float 1.000000e+00, %983
  %985 = add i32 %963, 256
  %986 = lshr i32 %985, 1
  %987 = sub i32 %986, 1
  %988 = add i32 %963, 255
  %989 = sub i32 %988, %986
  %990 = shl i32 %987, 23
  %991 = shl i32 %989, 23
  %992 = bitcast i32 %990 to float
  %993 = bitcast i32 %991 to float
  %994 = fmul float %984, %992
  %995 = fmul float %994, %993
  %996 = fcmp uno float %954, %954
  %997 = select i1 %996, float 0x7FF8000000000000, float %995
  %998 = fmul float %952, %997
  %999 = fadd float %950, %998
  %feature102 = uitofp i64 %feature98 to float
  %1000 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 2), align 4
  %1001 = fcmp oeq float %feature102, %1000
  %1002 = select i1 %1001, float 1.000000e+00, float 0.000000e+00
  %1003 = fcmp une float %1002, 0.000000e+00
  %1004 = select i1 %1003, float 0x3FB99999A0000000, float 0.000000e+00
  %1005 = fadd float %999, %1004
  %1006 = fmul float %1005, %eta
  %1007 = fsub float %944, %1006
  %1008 = fmul float 0.000000e+00, %noise_scale3
  %1009 = fadd float %1007, %1008
  %bits103 = bitcast float %1007 to i32
  %magnitude104 = and i32 %bits103, 2147483647
  %is_nan105 = icmp ugt i32 %magnitude104, 2139095040
  %canonical106 = select i1 %is_nan105, i32 2143289344, i32 %bits103
  store i32 %canonical106, ptr %943, align 4
  br label %slot.done101

slot.done101:                                     ; preds = %slot.then100, %uniform_sinks.done97
  br label %noise.done

slot.then109:                                     ; preds = %step.exit
  %1010 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature107
  %1011 = load float, ptr %15, align 4
  store float %1011, ptr addrspace(1) %1010, align 4
  br label %slot.done110

slot.done110:                                     ; preds = %slot.then109, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth87 = alloca i64, align 8
  %pairwise_levels86 = alloca [64 x i64], align 8
  %pairwise_sums85 = alloca [64 x float], align 4
  %fold_index84 = alloca i64, align 8
  %fold_value83 = alloca float, align 4
  %pairwise_depth44 = alloca i64, align 8
  %pairwise_levels43 = alloca [64 x i64], align 8
  %pairwise_sums42 = alloca [64 x float], align 4
  %fold_index41 = alloca i64, align 8
  %fold_value40 = alloca float, align 4
  %pairwise_depth39 = alloca i64, align 8
  %pairwise_levels38 = alloca [64 x i64], align 8
  %pairwise_sums37 = alloca [64 x float], align 4
  %fold_index36 = alloca i64, align 8
  %fold_value35 = alloca float, align 4
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
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %673, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %14 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

step.exit:                                        ; preds = %step.header
  %feature113 = add i64 %lane, 0
  %valid114 = icmp ult i64 %feature113, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid114, label %slot.then115, label %slot.done116

slot.then6:                                       ; preds = %step.body
  %16 = load float, ptr %14, align 4
  %17 = load float, ptr %fold_value, align 4
  %18 = fcmp ogt float %16, %17
  %19 = fcmp uno float %16, %16
  %20 = fcmp ord float %17, %17
  %21 = and i1 %19, %20
  %take = or i1 %18, %21
  %22 = select i1 %take, float %16, float %17
  store float %22, ptr %fold_value, align 4
  %23 = load i64, ptr %fold_index, align 8
  %24 = select i1 %take, i64 %feature4, i64 %23
  store i64 %24, ptr %fold_index, align 8
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %step.body
  %best_index = load i64, ptr %fold_index, align 8
  %25 = load float, ptr %fold_value, align 4
  %26 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %25, ptr addrspace(3) %26, align 4
  %27 = trunc i64 %best_index to i32
  %28 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %27, ptr addrspace(3) %28, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 512
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done7
  %29 = add i64 %lane, 512
  %30 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %31 = load i32, ptr addrspace(3) %30, align 4
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %34 = load float, ptr addrspace(3) %33, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %29
  %36 = load i32, ptr addrspace(3) %35, align 4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %29
  %39 = load float, ptr addrspace(3) %38, align 4
  %40 = fcmp uno float %39, %39
  %41 = fcmp uno float %34, %34
  %42 = icmp ult i64 %37, %32
  %43 = fcmp ogt float %39, %34
  %44 = fcmp oeq float %39, %34
  %45 = xor i1 %41, true
  %46 = or i1 %45, %42
  %47 = and i1 %44, %42
  %48 = or i1 %43, %47
  %49 = xor i1 %41, true
  %50 = and i1 %49, %48
  %51 = select i1 %40, i1 %46, i1 %50
  %52 = select i1 %51, float %39, float %34
  %53 = select i1 %51, i64 %37, i64 %32
  %54 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %52, ptr addrspace(3) %54, align 4
  %55 = trunc i64 %53 to i32
  %56 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %55, ptr addrspace(3) %56, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane8 = icmp ult i64 %lane, 256
  br i1 %tree_lane8, label %tree.then9, label %tree.done10

tree.then9:                                       ; preds = %tree.done
  %57 = add i64 %lane, 256
  %58 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %59 = load i32, ptr addrspace(3) %58, align 4
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %62 = load float, ptr addrspace(3) %61, align 4
  %63 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %57
  %64 = load i32, ptr addrspace(3) %63, align 4
  %65 = zext i32 %64 to i64
  %66 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %57
  %67 = load float, ptr addrspace(3) %66, align 4
  %68 = fcmp uno float %67, %67
  %69 = fcmp uno float %62, %62
  %70 = icmp ult i64 %65, %60
  %71 = fcmp ogt float %67, %62
  %72 = fcmp oeq float %67, %62
  %73 = xor i1 %69, true
  %74 = or i1 %73, %70
  %75 = and i1 %72, %70
  %76 = or i1 %71, %75
  %77 = xor i1 %69, true
  %78 = and i1 %77, %76
  %79 = select i1 %68, i1 %74, i1 %78
  %80 = select i1 %79, float %67, float %62
  %81 = select i1 %79, i64 %65, i64 %60
  %82 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %80, ptr addrspace(3) %82, align 4
  %83 = trunc i64 %81 to i32
  %84 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %83, ptr addrspace(3) %84, align 4
  br label %tree.done10

tree.done10:                                      ; preds = %tree.then9, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane11 = icmp ult i64 %lane, 128
  br i1 %tree_lane11, label %tree.then12, label %tree.done13

tree.then12:                                      ; preds = %tree.done10
  %85 = add i64 %lane, 128
  %86 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %87 = load i32, ptr addrspace(3) %86, align 4
  %88 = zext i32 %87 to i64
  %89 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %90 = load float, ptr addrspace(3) %89, align 4
  %91 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %85
  %92 = load i32, ptr addrspace(3) %91, align 4
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %85
  %95 = load float, ptr addrspace(3) %94, align 4
  %96 = fcmp uno float %95, %95
  %97 = fcmp uno float %90, %90
  %98 = icmp ult i64 %93, %88
  %99 = fcmp ogt float %95, %90
  %100 = fcmp oeq float %95, %90
  %101 = xor i1 %97, true
  %102 = or i1 %101, %98
  %103 = and i1 %100, %98
  %104 = or i1 %99, %103
  %105 = xor i1 %97, true
  %106 = and i1 %105, %104
  %107 = select i1 %96, i1 %102, i1 %106
  %108 = select i1 %107, float %95, float %90
  %109 = select i1 %107, i64 %93, i64 %88
  %110 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %108, ptr addrspace(3) %110, align 4
  %111 = trunc i64 %109 to i32
  %112 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %111, ptr addrspace(3) %112, align 4
  br label %tree.done13

tree.done13:                                      ; preds = %tree.then12, %tree.done10
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane14 = icmp ult i64 %lane, 64
  br i1 %tree_lane14, label %tree.then15, label %tree.done16

tree.then15:                                      ; preds = %tree.done13
  %113 = add i64 %lane, 64
  %114 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %115 = load i32, ptr addrspace(3) %114, align 4
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %118 = load float, ptr addrspace(3) %117, align 4
  %119 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %113
  %120 = load i32, ptr addrspace(3) %119, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %113
  %123 = load float, ptr addrspace(3) %122, align 4
  %124 = fcmp uno float %123, %123
  %125 = fcmp uno float %118, %118
  %126 = icmp ult i64 %121, %116
  %127 = fcmp ogt float %123, %118
  %128 = fcmp oeq float %123, %118
  %129 = xor i1 %125, true
  %130 = or i1 %129, %126
  %131 = and i1 %128, %126
  %132 = or i1 %127, %131
  %133 = xor i1 %125, true
  %134 = and i1 %133, %132
  %135 = select i1 %124, i1 %130, i1 %134
  %136 = select i1 %135, float %123, float %118
  %137 = select i1 %135, i64 %121, i64 %116
  %138 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %136, ptr addrspace(3) %138, align 4
  %139 = trunc i64 %137 to i32
  %140 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %139, ptr addrspace(3) %140, align 4
  br label %tree.done16

tree.done16:                                      ; preds = %tree.then15, %tree.done13
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane17 = icmp ult i64 %lane, 32
  br i1 %tree_lane17, label %tree.then18, label %tree.done19

tree.then18:                                      ; preds = %tree.done16
  %141 = add i64 %lane, 32
  %142 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %143 = load i32, ptr addrspace(3) %142, align 4
  %144 = zext i32 %143 to i64
  %145 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %146 = load float, ptr addrspace(3) %145, align 4
  %147 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %141
  %148 = load i32, ptr addrspace(3) %147, align 4
  %149 = zext i32 %148 to i64
  %150 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %141
  %151 = load float, ptr addrspace(3) %150, align 4
  %152 = fcmp uno float %151, %151
  %153 = fcmp uno float %146, %146
  %154 = icmp ult i64 %149, %144
  %155 = fcmp ogt float %151, %146
  %156 = fcmp oeq float %151, %146
  %157 = xor i1 %153, true
  %158 = or i1 %157, %154
  %159 = and i1 %156, %154
  %160 = or i1 %155, %159
  %161 = xor i1 %153, true
  %162 = and i1 %161, %160
  %163 = select i1 %152, i1 %158, i1 %162
  %164 = select i1 %163, float %151, float %146
  %165 = select i1 %163, i64 %149, i64 %144
  %166 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %164, ptr addrspace(3) %166, align 4
  %167 = trunc i64 %165 to i32
  %168 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %167, ptr addrspace(3) %168, align 4
  br label %tree.done19

tree.done19:                                      ; preds = %tree.then18, %tree.done16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 16
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done19
  %169 = add i64 %lane, 16
  %170 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %171 = load i32, ptr addrspace(3) %170, align 4
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %174 = load float, ptr addrspace(3) %173, align 4
  %175 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %169
  %176 = load i32, ptr addrspace(3) %175, align 4
  %177 = zext i32 %176 to i64
  %178 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %169
  %179 = load float, ptr addrspace(3) %178, align 4
  %180 = fcmp uno float %179, %179
  %181 = fcmp uno float %174, %174
  %182 = icmp ult i64 %177, %172
  %183 = fcmp ogt float %179, %174
  %184 = fcmp oeq float %179, %174
  %185 = xor i1 %181, true
  %186 = or i1 %185, %182
  %187 = and i1 %184, %182
  %188 = or i1 %183, %187
  %189 = xor i1 %181, true
  %190 = and i1 %189, %188
  %191 = select i1 %180, i1 %186, i1 %190
  %192 = select i1 %191, float %179, float %174
  %193 = select i1 %191, i64 %177, i64 %172
  %194 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %192, ptr addrspace(3) %194, align 4
  %195 = trunc i64 %193 to i32
  %196 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %195, ptr addrspace(3) %196, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done19
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane23 = icmp ult i64 %lane, 8
  br i1 %tree_lane23, label %tree.then24, label %tree.done25

tree.then24:                                      ; preds = %tree.done22
  %197 = add i64 %lane, 8
  %198 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %199 = load i32, ptr addrspace(3) %198, align 4
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %202 = load float, ptr addrspace(3) %201, align 4
  %203 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %197
  %204 = load i32, ptr addrspace(3) %203, align 4
  %205 = zext i32 %204 to i64
  %206 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %197
  %207 = load float, ptr addrspace(3) %206, align 4
  %208 = fcmp uno float %207, %207
  %209 = fcmp uno float %202, %202
  %210 = icmp ult i64 %205, %200
  %211 = fcmp ogt float %207, %202
  %212 = fcmp oeq float %207, %202
  %213 = xor i1 %209, true
  %214 = or i1 %213, %210
  %215 = and i1 %212, %210
  %216 = or i1 %211, %215
  %217 = xor i1 %209, true
  %218 = and i1 %217, %216
  %219 = select i1 %208, i1 %214, i1 %218
  %220 = select i1 %219, float %207, float %202
  %221 = select i1 %219, i64 %205, i64 %200
  %222 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %220, ptr addrspace(3) %222, align 4
  %223 = trunc i64 %221 to i32
  %224 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %223, ptr addrspace(3) %224, align 4
  br label %tree.done25

tree.done25:                                      ; preds = %tree.then24, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane26 = icmp ult i64 %lane, 4
  br i1 %tree_lane26, label %tree.then27, label %tree.done28

tree.then27:                                      ; preds = %tree.done25
  %225 = add i64 %lane, 4
  %226 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %227 = load i32, ptr addrspace(3) %226, align 4
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %230 = load float, ptr addrspace(3) %229, align 4
  %231 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %225
  %232 = load i32, ptr addrspace(3) %231, align 4
  %233 = zext i32 %232 to i64
  %234 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %225
  %235 = load float, ptr addrspace(3) %234, align 4
  %236 = fcmp uno float %235, %235
  %237 = fcmp uno float %230, %230
  %238 = icmp ult i64 %233, %228
  %239 = fcmp ogt float %235, %230
  %240 = fcmp oeq float %235, %230
  %241 = xor i1 %237, true
  %242 = or i1 %241, %238
  %243 = and i1 %240, %238
  %244 = or i1 %239, %243
  %245 = xor i1 %237, true
  %246 = and i1 %245, %244
  %247 = select i1 %236, i1 %242, i1 %246
  %248 = select i1 %247, float %235, float %230
  %249 = select i1 %247, i64 %233, i64 %228
  %250 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %248, ptr addrspace(3) %250, align 4
  %251 = trunc i64 %249 to i32
  %252 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %251, ptr addrspace(3) %252, align 4
  br label %tree.done28

tree.done28:                                      ; preds = %tree.then27, %tree.done25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane29 = icmp ult i64 %lane, 2
  br i1 %tree_lane29, label %tree.then30, label %tree.done31

tree.then30:                                      ; preds = %tree.done28
  %253 = add i64 %lane, 2
  %254 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %255 = load i32, ptr addrspace(3) %254, align 4
  %256 = zext i32 %255 to i64
  %257 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %258 = load float, ptr addrspace(3) %257, align 4
  %259 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %253
  %260 = load i32, ptr addrspace(3) %259, align 4
  %261 = zext i32 %260 to i64
  %262 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %253
  %263 = load float, ptr addrspace(3) %262, align 4
  %264 = fcmp uno float %263, %263
  %265 = fcmp uno float %258, %258
  %266 = icmp ult i64 %261, %256
  %267 = fcmp ogt float %263, %258
  %268 = fcmp oeq float %263, %258
  %269 = xor i1 %265, true
  %270 = or i1 %269, %266
  %271 = and i1 %268, %266
  %272 = or i1 %267, %271
  %273 = xor i1 %265, true
  %274 = and i1 %273, %272
  %275 = select i1 %264, i1 %270, i1 %274
  %276 = select i1 %275, float %263, float %258
  %277 = select i1 %275, i64 %261, i64 %256
  %278 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %276, ptr addrspace(3) %278, align 4
  %279 = trunc i64 %277 to i32
  %280 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %279, ptr addrspace(3) %280, align 4
  br label %tree.done31

tree.done31:                                      ; preds = %tree.then30, %tree.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane32 = icmp ult i64 %lane, 1
  br i1 %tree_lane32, label %tree.then33, label %tree.done34

tree.then33:                                      ; preds = %tree.done31
  %281 = add i64 %lane, 1
  %282 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %283 = load i32, ptr addrspace(3) %282, align 4
  %284 = zext i32 %283 to i64
  %285 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %286 = load float, ptr addrspace(3) %285, align 4
  %287 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %281
  %288 = load i32, ptr addrspace(3) %287, align 4
  %289 = zext i32 %288 to i64
  %290 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %281
  %291 = load float, ptr addrspace(3) %290, align 4
  %292 = fcmp uno float %291, %291
  %293 = fcmp uno float %286, %286
  %294 = icmp ult i64 %289, %284
  %295 = fcmp ogt float %291, %286
  %296 = fcmp oeq float %291, %286
  %297 = xor i1 %293, true
  %298 = or i1 %297, %294
  %299 = and i1 %296, %294
  %300 = or i1 %295, %299
  %301 = xor i1 %293, true
  %302 = and i1 %301, %300
  %303 = select i1 %292, i1 %298, i1 %302
  %304 = select i1 %303, float %291, float %286
  %305 = select i1 %303, i64 %289, i64 %284
  %306 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %304, ptr addrspace(3) %306, align 4
  %307 = trunc i64 %305 to i32
  %308 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %307, ptr addrspace(3) %308, align 4
  br label %tree.done34

tree.done34:                                      ; preds = %tree.then33, %tree.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done34
  %309 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %310 = zext i32 %309 to i64
  %311 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value35, align 4
  store i64 0, ptr %fold_index36, align 8
  store i64 0, ptr %pairwise_depth39, align 8
  store float %311, ptr %fold_value35, align 4
  store i64 %310, ptr %fold_index36, align 8
  %312 = load float, ptr %fold_value35, align 4
  store float %312, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done34
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value40, align 4
  store i64 0, ptr %fold_index41, align 8
  store i64 0, ptr %pairwise_depth44, align 8
  %feature45 = add i64 %lane, 0
  %valid46 = icmp ult i64 %feature45, %n_features
  %313 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid46, label %slot.then47, label %slot.done48

slot.then47:                                      ; preds = %tree.result.done
  %314 = load float, ptr %313, align 4
  %315 = load float, ptr %fold_value40, align 4
  %316 = fcmp ogt float %314, %315
  %317 = fcmp uno float %314, %314
  %318 = fcmp ord float %315, %315
  %319 = and i1 %317, %318
  %take49 = or i1 %316, %319
  %320 = select i1 %take49, float %314, float %315
  store float %320, ptr %fold_value40, align 4
  %321 = load i64, ptr %fold_index41, align 8
  %322 = select i1 %take49, i64 %feature45, i64 %321
  store i64 %322, ptr %fold_index41, align 8
  br label %slot.done48

slot.done48:                                      ; preds = %slot.then47, %tree.result.done
  %best_index50 = load i64, ptr %fold_index41, align 8
  %323 = load float, ptr %fold_value40, align 4
  %324 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %323, ptr addrspace(3) %324, align 4
  %325 = trunc i64 %best_index50 to i32
  %326 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %325, ptr addrspace(3) %326, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane51 = icmp ult i64 %lane, 512
  br i1 %tree_lane51, label %tree.then52, label %tree.done53

tree.then52:                                      ; preds = %slot.done48
  %327 = add i64 %lane, 512
  %328 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %329 = load i32, ptr addrspace(3) %328, align 4
  %330 = zext i32 %329 to i64
  %331 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %332 = load float, ptr addrspace(3) %331, align 4
  %333 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %327
  %334 = load i32, ptr addrspace(3) %333, align 4
  %335 = zext i32 %334 to i64
  %336 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %327
  %337 = load float, ptr addrspace(3) %336, align 4
  %338 = fcmp uno float %337, %337
  %339 = fcmp uno float %332, %332
  %340 = icmp ult i64 %335, %330
  %341 = fcmp ogt float %337, %332
  %342 = fcmp oeq float %337, %332
  %343 = xor i1 %339, true
  %344 = or i1 %343, %340
  %345 = and i1 %342, %340
  %346 = or i1 %341, %345
  %347 = xor i1 %339, true
  %348 = and i1 %347, %346
  %349 = select i1 %338, i1 %344, i1 %348
  %350 = select i1 %349, float %337, float %332
  %351 = select i1 %349, i64 %335, i64 %330
  %352 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %350, ptr addrspace(3) %352, align 4
  %353 = trunc i64 %351 to i32
  %354 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %353, ptr addrspace(3) %354, align 4
  br label %tree.done53

tree.done53:                                      ; preds = %tree.then52, %slot.done48
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane54 = icmp ult i64 %lane, 256
  br i1 %tree_lane54, label %tree.then55, label %tree.done56

tree.then55:                                      ; preds = %tree.done53
  %355 = add i64 %lane, 256
  %356 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %357 = load i32, ptr addrspace(3) %356, align 4
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %360 = load float, ptr addrspace(3) %359, align 4
  %361 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %355
  %362 = load i32, ptr addrspace(3) %361, align 4
  %363 = zext i32 %362 to i64
  %364 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %355
  %365 = load float, ptr addrspace(3) %364, align 4
  %366 = fcmp uno float %365, %365
  %367 = fcmp uno float %360, %360
  %368 = icmp ult i64 %363, %358
  %369 = fcmp ogt float %365, %360
  %370 = fcmp oeq float %365, %360
  %371 = xor i1 %367, true
  %372 = or i1 %371, %368
  %373 = and i1 %370, %368
  %374 = or i1 %369, %373
  %375 = xor i1 %367, true
  %376 = and i1 %375, %374
  %377 = select i1 %366, i1 %372, i1 %376
  %378 = select i1 %377, float %365, float %360
  %379 = select i1 %377, i64 %363, i64 %358
  %380 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %378, ptr addrspace(3) %380, align 4
  %381 = trunc i64 %379 to i32
  %382 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %381, ptr addrspace(3) %382, align 4
  br label %tree.done56

tree.done56:                                      ; preds = %tree.then55, %tree.done53
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane57 = icmp ult i64 %lane, 128
  br i1 %tree_lane57, label %tree.then58, label %tree.done59

tree.then58:                                      ; preds = %tree.done56
  %383 = add i64 %lane, 128
  %384 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %385 = load i32, ptr addrspace(3) %384, align 4
  %386 = zext i32 %385 to i64
  %387 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %388 = load float, ptr addrspace(3) %387, align 4
  %389 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %383
  %390 = load i32, ptr addrspace(3) %389, align 4
  %391 = zext i32 %390 to i64
  %392 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %383
  %393 = load float, ptr addrspace(3) %392, align 4
  %394 = fcmp uno float %393, %393
  %395 = fcmp uno float %388, %388
  %396 = icmp ult i64 %391, %386
  %397 = fcmp ogt float %393, %388
  %398 = fcmp oeq float %393, %388
  %399 = xor i1 %395, true
  %400 = or i1 %399, %396
  %401 = and i1 %398, %396
  %402 = or i1 %397, %401
  %403 = xor i1 %395, true
  %404 = and i1 %403, %402
  %405 = select i1 %394, i1 %400, i1 %404
  %406 = select i1 %405, float %393, float %388
  %407 = select i1 %405, i64 %391, i64 %386
  %408 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %406, ptr addrspace(3) %408, align 4
  %409 = trunc i64 %407 to i32
  %410 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %409, ptr addrspace(3) %410, align 4
  br label %tree.done59

tree.done59:                                      ; preds = %tree.then58, %tree.done56
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane60 = icmp ult i64 %lane, 64
  br i1 %tree_lane60, label %tree.then61, label %tree.done62

tree.then61:                                      ; preds = %tree.done59
  %411 = add i64 %lane, 64
  %412 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %413 = load i32, ptr addrspace(3) %412, align 4
  %414 = zext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %416 = load float, ptr addrspace(3) %415, align 4
  %417 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %411
  %418 = load i32, ptr addrspace(3) %417, align 4
  %419 = zext i32 %418 to i64
  %420 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %411
  %421 = load float, ptr addrspace(3) %420, align 4
  %422 = fcmp uno float %421, %421
  %423 = fcmp uno float %416, %416
  %424 = icmp ult i64 %419, %414
  %425 = fcmp ogt float %421, %416
  %426 = fcmp oeq float %421, %416
  %427 = xor i1 %423, true
  %428 = or i1 %427, %424
  %429 = and i1 %426, %424
  %430 = or i1 %425, %429
  %431 = xor i1 %423, true
  %432 = and i1 %431, %430
  %433 = select i1 %422, i1 %428, i1 %432
  %434 = select i1 %433, float %421, float %416
  %435 = select i1 %433, i64 %419, i64 %414
  %436 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %434, ptr addrspace(3) %436, align 4
  %437 = trunc i64 %435 to i32
  %438 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %437, ptr addrspace(3) %438, align 4
  br label %tree.done62

tree.done62:                                      ; preds = %tree.then61, %tree.done59
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane63 = icmp ult i64 %lane, 32
  br i1 %tree_lane63, label %tree.then64, label %tree.done65

tree.then64:                                      ; preds = %tree.done62
  %439 = add i64 %lane, 32
  %440 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %441 = load i32, ptr addrspace(3) %440, align 4
  %442 = zext i32 %441 to i64
  %443 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %444 = load float, ptr addrspace(3) %443, align 4
  %445 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %439
  %446 = load i32, ptr addrspace(3) %445, align 4
  %447 = zext i32 %446 to i64
  %448 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %439
  %449 = load float, ptr addrspace(3) %448, align 4
  %450 = fcmp uno float %449, %449
  %451 = fcmp uno float %444, %444
  %452 = icmp ult i64 %447, %442
  %453 = fcmp ogt float %449, %444
  %454 = fcmp oeq float %449, %444
  %455 = xor i1 %451, true
  %456 = or i1 %455, %452
  %457 = and i1 %454, %452
  %458 = or i1 %453, %457
  %459 = xor i1 %451, true
  %460 = and i1 %459, %458
  %461 = select i1 %450, i1 %456, i1 %460
  %462 = select i1 %461, float %449, float %444
  %463 = select i1 %461, i64 %447, i64 %442
  %464 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %462, ptr addrspace(3) %464, align 4
  %465 = trunc i64 %463 to i32
  %466 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %465, ptr addrspace(3) %466, align 4
  br label %tree.done65

tree.done65:                                      ; preds = %tree.then64, %tree.done62
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane66 = icmp ult i64 %lane, 16
  br i1 %tree_lane66, label %tree.then67, label %tree.done68

tree.then67:                                      ; preds = %tree.done65
  %467 = add i64 %lane, 16
  %468 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %469 = load i32, ptr addrspace(3) %468, align 4
  %470 = zext i32 %469 to i64
  %471 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %472 = load float, ptr addrspace(3) %471, align 4
  %473 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %467
  %474 = load i32, ptr addrspace(3) %473, align 4
  %475 = zext i32 %474 to i64
  %476 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %467
  %477 = load float, ptr addrspace(3) %476, align 4
  %478 = fcmp uno float %477, %477
  %479 = fcmp uno float %472, %472
  %480 = icmp ult i64 %475, %470
  %481 = fcmp ogt float %477, %472
  %482 = fcmp oeq float %477, %472
  %483 = xor i1 %479, true
  %484 = or i1 %483, %480
  %485 = and i1 %482, %480
  %486 = or i1 %481, %485
  %487 = xor i1 %479, true
  %488 = and i1 %487, %486
  %489 = select i1 %478, i1 %484, i1 %488
  %490 = select i1 %489, float %477, float %472
  %491 = select i1 %489, i64 %475, i64 %470
  %492 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %490, ptr addrspace(3) %492, align 4
  %493 = trunc i64 %491 to i32
  %494 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %493, ptr addrspace(3) %494, align 4
  br label %tree.done68

tree.done68:                                      ; preds = %tree.then67, %tree.done65
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane69 = icmp ult i64 %lane, 8
  br i1 %tree_lane69, label %tree.then70, label %tree.done71

tree.then70:                                      ; preds = %tree.done68
  %495 = add i64 %lane, 8
  %496 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %497 = load i32, ptr addrspace(3) %496, align 4
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %500 = load float, ptr addrspace(3) %499, align 4
  %501 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %495
  %502 = load i32, ptr addrspace(3) %501, align 4
  %503 = zext i32 %502 to i64
  %504 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %495
  %505 = load float, ptr addrspace(3) %504, align 4
  %506 = fcmp uno float %505, %505
  %507 = fcmp uno float %500, %500
  %508 = icmp ult i64 %503, %498
  %509 = fcmp ogt float %505, %500
  %510 = fcmp oeq float %505, %500
  %511 = xor i1 %507, true
  %512 = or i1 %511, %508
  %513 = and i1 %510, %508
  %514 = or i1 %509, %513
  %515 = xor i1 %507, true
  %516 = and i1 %515, %514
  %517 = select i1 %506, i1 %512, i1 %516
  %518 = select i1 %517, float %505, float %500
  %519 = select i1 %517, i64 %503, i64 %498
  %520 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %518, ptr addrspace(3) %520, align 4
  %521 = trunc i64 %519 to i32
  %522 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %521, ptr addrspace(3) %522, align 4
  br label %tree.done71

tree.done71:                                      ; preds = %tree.then70, %tree.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane72 = icmp ult i64 %lane, 4
  br i1 %tree_lane72, label %tree.then73, label %tree.done74

tree.then73:                                      ; preds = %tree.done71
  %523 = add i64 %lane, 4
  %524 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %525 = load i32, ptr addrspace(3) %524, align 4
  %526 = zext i32 %525 to i64
  %527 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %528 = load float, ptr addrspace(3) %527, align 4
  %529 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %523
  %530 = load i32, ptr addrspace(3) %529, align 4
  %531 = zext i32 %530 to i64
  %532 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %523
  %533 = load float, ptr addrspace(3) %532, align 4
  %534 = fcmp uno float %533, %533
  %535 = fcmp uno float %528, %528
  %536 = icmp ult i64 %531, %526
  %537 = fcmp ogt float %533, %528
  %538 = fcmp oeq float %533, %528
  %539 = xor i1 %535, true
  %540 = or i1 %539, %536
  %541 = and i1 %538, %536
  %542 = or i1 %537, %541
  %543 = xor i1 %535, true
  %544 = and i1 %543, %542
  %545 = select i1 %534, i1 %540, i1 %544
  %546 = select i1 %545, float %533, float %528
  %547 = select i1 %545, i64 %531, i64 %526
  %548 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %546, ptr addrspace(3) %548, align 4
  %549 = trunc i64 %547 to i32
  %550 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %549, ptr addrspace(3) %550, align 4
  br label %tree.done74

tree.done74:                                      ; preds = %tree.then73, %tree.done71
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane75 = icmp ult i64 %lane, 2
  br i1 %tree_lane75, label %tree.then76, label %tree.done77

tree.then76:                                      ; preds = %tree.done74
  %551 = add i64 %lane, 2
  %552 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %553 = load i32, ptr addrspace(3) %552, align 4
  %554 = zext i32 %553 to i64
  %555 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %556 = load float, ptr addrspace(3) %555, align 4
  %557 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %551
  %558 = load i32, ptr addrspace(3) %557, align 4
  %559 = zext i32 %558 to i64
  %560 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %551
  %561 = load float, ptr addrspace(3) %560, align 4
  %562 = fcmp uno float %561, %561
  %563 = fcmp uno float %556, %556
  %564 = icmp ult i64 %559, %554
  %565 = fcmp ogt float %561, %556
  %566 = fcmp oeq float %561, %556
  %567 = xor i1 %563, true
  %568 = or i1 %567, %564
  %569 = and i1 %566, %564
  %570 = or i1 %565, %569
  %571 = xor i1 %563, true
  %572 = and i1 %571, %570
  %573 = select i1 %562, i1 %568, i1 %572
  %574 = select i1 %573, float %561, float %556
  %575 = select i1 %573, i64 %559, i64 %554
  %576 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %574, ptr addrspace(3) %576, align 4
  %577 = trunc i64 %575 to i32
  %578 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %577, ptr addrspace(3) %578, align 4
  br label %tree.done77

tree.done77:                                      ; preds = %tree.then76, %tree.done74
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane78 = icmp ult i64 %lane, 1
  br i1 %tree_lane78, label %tree.then79, label %tree.done80

tree.then79:                                      ; preds = %tree.done77
  %579 = add i64 %lane, 1
  %580 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %581 = load i32, ptr addrspace(3) %580, align 4
  %582 = zext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %584 = load float, ptr addrspace(3) %583, align 4
  %585 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %579
  %586 = load i32, ptr addrspace(3) %585, align 4
  %587 = zext i32 %586 to i64
  %588 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %579
  %589 = load float, ptr addrspace(3) %588, align 4
  %590 = fcmp uno float %589, %589
  %591 = fcmp uno float %584, %584
  %592 = icmp ult i64 %587, %582
  %593 = fcmp ogt float %589, %584
  %594 = fcmp oeq float %589, %584
  %595 = xor i1 %591, true
  %596 = or i1 %595, %592
  %597 = and i1 %594, %592
  %598 = or i1 %593, %597
  %599 = xor i1 %591, true
  %600 = and i1 %599, %598
  %601 = select i1 %590, i1 %596, i1 %600
  %602 = select i1 %601, float %589, float %584
  %603 = select i1 %601, i64 %587, i64 %582
  %604 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %602, ptr addrspace(3) %604, align 4
  %605 = trunc i64 %603 to i32
  %606 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %605, ptr addrspace(3) %606, align 4
  br label %tree.done80

tree.done80:                                      ; preds = %tree.then79, %tree.done77
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then81, label %tree.result.done82

tree.result.then81:                               ; preds = %tree.done80
  %607 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %608 = zext i32 %607 to i64
  %609 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value83, align 4
  store i64 0, ptr %fold_index84, align 8
  store i64 0, ptr %pairwise_depth87, align 8
  store float %609, ptr %fold_value83, align 4
  store i64 %608, ptr %fold_index84, align 8
  %610 = load i64, ptr %fold_index84, align 8
  %argmax = uitofp i64 %610 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %tree.result.done82

tree.result.done82:                               ; preds = %tree.result.then81, %tree.done80
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature88 = add i64 %lane, 0
  %valid89 = icmp ult i64 %feature88, %n_features
  %611 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid89, label %slot.then90, label %slot.done91

slot.then90:                                      ; preds = %tree.result.done82
  %612 = load float, ptr %611, align 4
  %613 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %614 = fsub float %612, %613
  %615 = fcmp olt float %614, -1.040000e+02
  %616 = select i1 %615, float -1.040000e+02, float %614
  %617 = fcmp olt float 8.900000e+01, %616
  %618 = select i1 %617, float 8.900000e+01, float %616
  %619 = fmul float %618, 0x3FF7154760000000
  %620 = fadd float %619, 0x4168000000000000
  %621 = fsub float %620, 0x4168000000000000
  %622 = bitcast float %620 to i32
  %623 = sub i32 %622, 1262485504
  %624 = fmul float %621, 0x3FE62E4000000000
  %625 = fsub float %618, %624
  %626 = fmul float %621, 0x3EB7F7D1C0000000
  %627 = fsub float %625, %626
  %628 = fmul float %627, %627
  %629 = fmul float %628, 0x3E66376980000000
  %630 = fadd float 0xBEBBBD41C0000000, %629
  %631 = fmul float %628, %630
  %632 = fadd float 0x3F11566AA0000000, %631
  %633 = fmul float %628, %632
  %634 = fadd float 0xBF66C16C20000000, %633
  %635 = fmul float %628, %634
  %636 = fadd float 0x3FC5555560000000, %635
  %637 = fmul float %628, %636
  %638 = fsub float %627, %637
  %639 = fmul float %627, %638
  %640 = fsub float 2.000000e+00, %638
  %641 = fdiv float %639, %640
  %642 = fsub float %626, %641
  %643 = fsub float %642, %625
  %644 = fsub float 1.000000e+00, %643
  %645 = add i32 %623, 256
  %646 = lshr i32 %645, 1
  %647 = sub i32 %646, 1
  %648 = add i32 %623, 255
  %649 = sub i32 %648, %646
  %650 = shl i32 %647, 23
  %651 = shl i32 %649, 23
  %652 = bitcast i32 %650 to float
  %653 = bitcast i32 %651 to float
  %654 = fmul float %644, %652
  %655 = fmul float %654, %653
  %656 = fcmp uno float %614, %614
  %657 = select i1 %656, float 0x7FF8000000000000, float %655
  %658 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature88
  store float %657, ptr addrspace(3) %658, align 4
  br label %slot.done91

slot.done91:                                      ; preds = %slot.then90, %tree.result.done82
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %659 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %659, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done91
  %tree_sum = phi i64 [ 0, %slot.done91 ], [ %669, %tree_sum.pairs.exit ]
  %660 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %660, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %661 = add i64 %659, %span
  %pairs = lshr i64 %661, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %668, %tree_sum.pairs.body ]
  %662 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %662, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %663 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %left
  %664 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %right
  %665 = load float, ptr addrspace(3) %663, align 4
  %666 = load float, ptr addrspace(3) %664, align 4
  %667 = fadd float %665, %666
  store float %667, ptr addrspace(3) %663, align 4
  %668 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %669 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %670 = load float, ptr addrspace(3) @tessera_fold_scratch_w1024, align 4
  store float %670, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature92 = add i64 %lane, 0
  %valid93 = icmp ult i64 %feature92, %n_features
  %671 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature100 = add i64 %lane, 0
  %valid101 = icmp ult i64 %feature100, %n_features
  %672 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then102, label %uniform_sinks.done103

noise.done:                                       ; preds = %slot.done107, %slot.done97
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %673 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature94 = add i64 %lane, 0
  %valid95 = icmp ult i64 %feature94, %n_features
  %674 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid95, label %slot.then96, label %slot.done97

slot.then96:                                      ; preds = %uniform_sinks.done
  %675 = load float, ptr %674, align 4
  %676 = fmul float 2.000000e+00, %675
  %677 = fmul float 0x3FA99999A0000000, %676
  %678 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature94
  %679 = load float, ptr addrspace(1) %678, align 4
  %680 = fmul float -1.000000e+00, %679
  %681 = fadd float %677, %680
  %682 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %683 = fdiv float 1.000000e+00, %682
  %684 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %685 = fsub float %675, %684
  %686 = fcmp olt float %685, -1.040000e+02
  %687 = select i1 %686, float -1.040000e+02, float %685
  %688 = fcmp olt float 8.900000e+01, %687
  %689 = select i1 %688, float 8.900000e+01, float %687
  %690 = fmul float %689, 0x3FF7154760000000
  %691 = fadd float %690, 0x4168000000000000
  %692 = fsub float %691, 0x4168000000000000
  %693 = bitcast float %691 to i32
  %694 = sub i32 %693, 1262485504
  %695 = fmul float %692, 0x3FE62E4000000000
  %696 = fsub float %689, %695
  %697 = fmul float %692, 0x3EB7F7D1C0000000
  %698 = fsub float %696, %697
  %699 = fmul float %698, %698
  %700 = fmul float %699, 0x3E66376980000000
  %701 = fadd float 0xBEBBBD41C0000000, %700
  %702 = fmul float %699, %701
  %703 = fadd float 0x3F11566AA0000000, %702
  %704 = fmul float %699, %703
  %705 = fadd float 0xBF66C16C20000000, %704
  %706 = fmul float %699, %705
  %707 = fadd float 0x3FC5555560000000, %706
  %708 = fmul float %699, %707
  %709 = fsub float %698, %708
  %710 = fmul float %698, %709
  %711 = fsub float 2.000000e+00, %709
  %712 = fdiv float %710, %711
  %713 = fsub float %697, %712
  %714 = fsub float %713, %696
  %715 = fsub float 1.000000e+00, %714
  %716 = add i32 %694, 256
  %717 = lshr i32 %716, 1
  %718 = sub i32 %717, 1
  %719 = add i32 %694, 255
  %720 = sub i32 %719, %717
  %721 = shl i32 %718, 23
  %722 = shl i32 %720, 23
  %723 = bitcast i32 %721 to float
  %724 = bitcast i32 %722 to float
  %725 = fmul float %715, %723
  %726 = fmul float %725, %724
  %727 = fcmp uno float %685, %685
  %728 = select i1 %727, float 0x7FF8000000000000, float %726
  %729 = fmul float %683, %728
  %730 = fadd float %681, %729
  %feature98 = uitofp i64 %feature94 to float
  %731 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %732 = fcmp oeq float %feature98, %731
  %733 = select i1 %732, float 1.000000e+00, float 0.000000e+00
  %734 = fcmp une float %733, 0.000000e+00
  %735 = select i1 %734, float 0x3FB99999A0000000, float 0.000000e+00
  %736 = fadd float %730, %735
  %737 = fmul float %736, %eta
  %738 = fsub float %675, %737
  %739 = add i64 %n_features, 3
  %groups = lshr i64 %739, 2
  %740 = mul i64 %row, %groups
  %741 = lshr i64 %feature94, 2
  %group = add i64 %740, %741
  %742 = trunc i64 %key0 to i32
  %743 = lshr i64 %key0, 32
  %744 = trunc i64 %743 to i32
  %745 = trunc i64 %group to i32
  %746 = trunc i64 %key1_step to i32
  %747 = lshr i64 %key1_step, 32
  %748 = trunc i64 %747 to i32
  %749 = lshr i64 %group, 32
  %750 = trunc i64 %749 to i32
  %751 = zext i32 %745 to i64
  %752 = mul i64 3528531795, %751
  %753 = zext i32 %748 to i64
  %754 = mul i64 3449720151, %753
  %755 = lshr i64 %752, 32
  %756 = trunc i64 %755 to i32
  %757 = trunc i64 %752 to i32
  %758 = lshr i64 %754, 32
  %759 = trunc i64 %758 to i32
  %760 = trunc i64 %754 to i32
  %761 = xor i32 %759, %746
  %762 = xor i32 %761, %742
  %763 = xor i32 %756, %750
  %764 = xor i32 %763, %744
  %765 = add i32 %742, -1640531527
  %766 = add i32 %744, -1150833019
  %767 = zext i32 %762 to i64
  %768 = mul i64 3528531795, %767
  %769 = zext i32 %764 to i64
  %770 = mul i64 3449720151, %769
  %771 = lshr i64 %768, 32
  %772 = trunc i64 %771 to i32
  %773 = trunc i64 %768 to i32
  %774 = lshr i64 %770, 32
  %775 = trunc i64 %774 to i32
  %776 = trunc i64 %770 to i32
  %777 = xor i32 %775, %760
  %778 = xor i32 %777, %765
  %779 = xor i32 %772, %757
  %780 = xor i32 %779, %766
  %781 = add i32 %765, -1640531527
  %782 = add i32 %766, -1150833019
  %783 = zext i32 %778 to i64
  %784 = mul i64 3528531795, %783
  %785 = zext i32 %780 to i64
  %786 = mul i64 3449720151, %785
  %787 = lshr i64 %784, 32
  %788 = trunc i64 %787 to i32
  %789 = trunc i64 %784 to i32
  %790 = lshr i64 %786, 32
  %791 = trunc i64 %790 to i32
  %792 = trunc i64 %786 to i32
  %793 = xor i32 %791, %776
  %794 = xor i32 %793, %781
  %795 = xor i32 %788, %773
  %796 = xor i32 %795, %782
  %797 = add i32 %781, -1640531527
  %798 = add i32 %782, -1150833019
  %799 = zext i32 %794 to i64
  %800 = mul i64 3528531795, %799
  %801 = zext i32 %796 to i64
  %802 = mul i64 3449720151, %801
  %803 = lshr i64 %800, 32
  %804 = trunc i64 %803 to i32
  %805 = trunc i64 %800 to i32
  %806 = lshr i64 %802, 32
  %807 = trunc i64 %806 to i32
  %808 = trunc i64 %802 to i32
  %809 = xor i32 %807, %792
  %810 = xor i32 %809, %797
  %811 = xor i32 %804, %789
  %812 = xor i32 %811, %798
  %813 = add i32 %797, -1640531527
  %814 = add i32 %798, -1150833019
  %815 = zext i32 %810 to i64
  %816 = mul i64 3528531795, %815
  %817 = zext i32 %812 to i64
  %818 = mul i64 3449720151, %817
  %819 = lshr i64 %816, 32
  %820 = trunc i64 %819 to i32
  %821 = trunc i64 %816 to i32
  %822 = lshr i64 %818, 32
  %823 = trunc i64 %822 to i32
  %824 = trunc i64 %818 to i32
  %825 = xor i32 %823, %808
  %826 = xor i32 %825, %813
  %827 = xor i32 %820, %805
  %828 = xor i32 %827, %814
  %829 = add i32 %813, -1640531527
  %830 = add i32 %814, -1150833019
  %831 = zext i32 %826 to i64
  %832 = mul i64 3528531795, %831
  %833 = zext i32 %828 to i64
  %834 = mul i64 3449720151, %833
  %835 = lshr i64 %832, 32
  %836 = trunc i64 %835 to i32
  %837 = trunc i64 %832 to i32
  %838 = lshr i64 %834, 32
  %839 = trunc i64 %838 to i32
  %840 = trunc i64 %834 to i32
  %841 = xor i32 %839, %824
  %842 = xor i32 %841, %829
  %843 = xor i32 %836, %821
  %844 = xor i32 %843, %830
  %845 = add i32 %829, -1640531527
  %846 = add i32 %830, -1150833019
  %847 = zext i32 %842 to i64
  %848 = mul i64 3528531795, %847
  %849 = zext i32 %844 to i64
  %850 = mul i64 3449720151, %849
  %851 = lshr i64 %848, 32
  %852 = trunc i64 %851 to i32
  %853 = trunc i64 %848 to i32
  %854 = lshr i64 %850, 32
  %855 = trunc i64 %854 to i32
  %856 = trunc i64 %850 to i32
  %857 = xor i32 %855, %840
  %858 = xor i32 %857, %845
  %859 = xor i32 %852, %837
  %860 = xor i32 %859, %846
  %861 = add i32 %845, -1640531527
  %862 = add i32 %846, -1150833019
  %863 = zext i32 %858 to i64
  %864 = mul i64 3528531795, %863
  %865 = zext i32 %860 to i64
  %866 = mul i64 3449720151, %865
  %867 = lshr i64 %864, 32
  %868 = trunc i64 %867 to i32
  %869 = trunc i64 %864 to i32
  %870 = lshr i64 %866, 32
  %871 = trunc i64 %870 to i32
  %872 = trunc i64 %866 to i32
  %873 = xor i32 %871, %856
  %874 = xor i32 %873, %861
  %875 = xor i32 %868, %853
  %876 = xor i32 %875, %862
  %877 = add i32 %861, -1640531527
  %878 = add i32 %862, -1150833019
  %879 = zext i32 %874 to i64
  %880 = mul i64 3528531795, %879
  %881 = zext i32 %876 to i64
  %882 = mul i64 3449720151, %881
  %883 = lshr i64 %880, 32
  %884 = trunc i64 %883 to i32
  %885 = trunc i64 %880 to i32
  %886 = lshr i64 %882, 32
  %887 = trunc i64 %886 to i32
  %888 = trunc i64 %882 to i32
  %889 = xor i32 %887, %872
  %890 = xor i32 %889, %877
  %891 = xor i32 %884, %869
  %892 = xor i32 %891, %878
  %893 = add i32 %877, -1640531527
  %894 = add i32 %878, -1150833019
  %895 = zext i32 %890 to i64
  %896 = mul i64 3528531795, %895
  %897 = zext i32 %892 to i64
  %898 = mul i64 3449720151, %897
  %899 = lshr i64 %896, 32
  %900 = trunc i64 %899 to i32
  %901 = trunc i64 %896 to i32
  %902 = lshr i64 %898, 32
  %903 = trunc i64 %902 to i32
  %904 = trunc i64 %898 to i32
  %905 = xor i32 %903, %888
  %906 = xor i32 %905, %893
  %907 = xor i32 %900, %885
  %908 = xor i32 %907, %894
  %which = and i64 %feature94, 3
  %909 = and i64 %which, 2
  %second_pair = icmp ne i64 %909, 0
  %910 = select i1 %second_pair, i32 %908, i32 %906
  %911 = select i1 %second_pair, i32 %901, i32 %904
  %912 = lshr i32 %910, 9
  %913 = sitofp i32 %912 to float
  %914 = fadd float %913, 5.000000e-01
  %915 = fmul float %914, 0x3E80000000000000
  %916 = lshr i32 %911, 9
  %917 = sitofp i32 %916 to float
  %918 = fadd float %917, 5.000000e-01
  %919 = fmul float %918, 0x3E80000000000000
  %920 = bitcast float %915 to i32
  %921 = add i32 %920, 4913933
  %922 = lshr i32 %921, 23
  %923 = sub i32 %922, 127
  %924 = and i32 %921, 8388607
  %925 = add i32 %924, 1060439283
  %926 = bitcast i32 %925 to float
  %927 = fsub float %926, 1.000000e+00
  %928 = fadd float 2.000000e+00, %927
  %929 = fdiv float %927, %928
  %930 = fmul float %929, %929
  %931 = fmul float %930, %930
  %932 = fmul float %931, 0x3FCF13C4C0000000
  %933 = fadd float 0x3FD999C260000000, %932
  %934 = fmul float %931, %933
  %935 = fmul float %931, 0x3FD23D3DC0000000
  %936 = fadd float 0x3FE5555540000000, %935
  %937 = fmul float %930, %936
  %938 = fadd float %937, %934
  %939 = fmul float 5.000000e-01, %927
  %940 = fmul float %939, %927
  %941 = sitofp i32 %923 to float
  %942 = fadd float %940, %938
  %943 = fmul float %929, %942
  %944 = fmul float %941, 0x3EE2FEFA20000000
  %945 = fadd float %943, %944
  %946 = fsub float %945, %940
  %947 = fadd float %946, %927
  %948 = fmul float %941, 0x3FE62E3000000000
  %949 = fadd float %947, %948
  %950 = fmul float -2.000000e+00, %949
  %951 = call float @llvm.sqrt.f32(float %950)
  %952 = fpext float %919 to double
  %953 = fmul double %952, 4.000000e+00
  %954 = fadd double %953, 0x4338000000000000
  %955 = fsub double %954, 0x4338000000000000
  %956 = fsub double %953, %955
  %957 = fmul double %956, 0x3FF921FB54442D18
  %958 = fmul double %957, %957
  %959 = fmul double %958, 0x3EC71DE3A556C734
  %960 = fadd double 0xBF2A01A01A01A01A, %959
  %961 = fmul double %958, %960
  %962 = fadd double 0x3F81111111111111, %961
  %963 = fmul double %958, %962
  %964 = fadd double 0xBFC5555555555555, %963
  %965 = fmul double %957, %958
  %966 = fmul double %965, %964
  %967 = fadd double %957, %966
  %968 = fmul double %958, 0xBE927E4FB7789F5C
  %969 = fadd double 0x3EFA01A01A01A01A, %968
  %970 = fmul double %958, %969
  %971 = fadd double 0xBF56C16C16C16C17, %970
  %972 = fmul double %958, %971
  %973 = fadd double 0x3FA5555555555555, %972
  %974 = fmul double %958, %958
  %975 = fmul double %974, %973
  %976 = fmul double 5.000000e-01, %958
  %977 = fsub double 1.000000e+00, %976
  %978 = fadd double %977, %975
  %979 = fneg double %967
  %980 = fneg double %978
  %981 = bitcast double %954 to i64
  %982 = and i64 %981, 1
  %983 = and i64 %981, 2
  %984 = icmp eq i64 %982, 1
  %985 = icmp eq i64 %983, 2
  %986 = select i1 %985, double %979, double %967
  %987 = select i1 %985, double %980, double %978
  %988 = select i1 %984, double %987, double %986
  %989 = select i1 %985, double %980, double %978
  %990 = select i1 %985, double %967, double %979
  %991 = select i1 %984, double %990, double %989
  %992 = fptrunc double %988 to float
  %993 = fptrunc double %991 to float
  %994 = fmul float %951, %993
  %995 = fmul float %951, %992
  %996 = and i64 %which, 1
  %odd = icmp ne i64 %996, 0
  %normal = select i1 %odd, float %995, float %994
  %997 = fmul float %normal, %noise_scale3
  %998 = fadd float %738, %997
  %bits99 = bitcast float %998 to i32
  %magnitude = and i32 %bits99, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits99
  store i32 %canonical, ptr %674, align 4
  br label %slot.done97

slot.done97:                                      ; preds = %slot.then96, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then102:                            ; preds = %quiet
  br label %uniform_sinks.done103

uniform_sinks.done103:                            ; preds = %uniform_sinks.then102, %quiet
  %feature104 = add i64 %lane, 0
  %valid105 = icmp ult i64 %feature104, %n_features
  %999 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid105, label %slot.then106, label %slot.done107

slot.then106:                                     ; preds = %uniform_sinks.done103
  %1000 = load float, ptr %999, align 4
  %1001 = fmul float 2.000000e+00, %1000
  %1002 = fmul float 0x3FA99999A0000000, %1001
  %1003 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature104
  %1004 = load float, ptr addrspace(1) %1003, align 4
  %1005 = fmul float -1.000000e+00, %1004
  %1006 = fadd float %1002, %1005
  %1007 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1008 = fdiv float 1.000000e+00, %1007
  %1009 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1010 = fsub float %1000, %1009
  %1011 = fcmp olt float %1010, -1.040000e+02
  %1012 = select i1 %1011, float -1.040000e+02, float %1010
  %1013 = fcmp olt float 8.900000e+01, %1012
  %1014 = select i1 %1013, float 8.900000e+01, float %1012
  %1015 = fmul float %1014, 0x3FF7154760000000
  %1016 = fadd float %1015, 0x4168000000000000
  %1017 = fsub float %1016, 0x4168000000000000
  %1018 = bitcast float %1016 to i32
  %1019 = sub i32 %1018, 1262485504
  %1020 = fmul float %1017, 0x3FE62E4000000000
  %1021 = fsub float %1014, %1020
  %1022 = fmul float %1017, 0x3EB7F7D1C0000000
  %1023 = fsub float %1021, %1022
  %1024 = fmul float %1023, %1023
  %1025 = fmul float %1024, 0x3E66376980000000
  %1026 = fadd float 0xBEBBBD41C0000000, %1025
  %1027 = fmul float %1024, %1026
  %1028 = fadd float 0x3F11566AA0000000, %1027
  %1029 = fmul float %1024, %1028
  %1030 = fadd float 0xBF66C16C20000000, %1029
  %1031 = fmul float %1024, %1030
  %1032 = fadd float 0x3FC5555560000000, %1031
  %1033 = fmul float %1024, %1032
  %1034 = fsub float %1023, %1033
  %1035 = fmul float %1023, %1034
  %1036 = fsub float 2.000000e+00, %1034
  %1037 = fdiv float %1035, %1036
  %1038 = fsub float %1022, %1037
  %1039 = fsub float %1038, %1021
  %1040 = fsub float 1.000000e+00, %1039
  %1041 = add i32 %1019, 256
  %1042 = lshr i32 %1041, 1
  %1043 = sub i32 %1042, 1
  %1044 = add i32 %1019, 255
  %1045 = sub i32 %1044, %1042
  %1046 = shl i32 %1043, 23
  %1047 = shl i32 %1045, 23
  %1048 = bitcast i32 %1046 to float
  %1049 = bitcast i32 %1047 to float
  %1050 = fmul float %1040, %1048
  %1051 = fmul float %1050, %1049
  %1052 = fcmp uno float %1010, %1010
  %1053 = select i1 %1052, float 0x7FF8000000000000, float %1051
  %1054 = fmul float %1008, %1053
  %1055 = fadd float %1006, %1054
  %feature108 = uitofp i64 %feature104 to float
  %1056 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1057 = fcmp oeq float %feature108, %1056
  %1058 = select i1 %1057, float 1.000000e+00, float 0.000000e+00
  %1059 = fcmp une float %1058, 0.000000e+00
  %1060 = select i1 %1059, float 0x3FB99999A0000000, float 0.000000e+00
  %1061 = fadd float %1055, %1060
  %1062 = fmul float %1061, %eta
  %1063 = fsub float %1000, %1062
  %1064 = fmul float 0.000000e+00, %noise_scale3
  %1065 = fadd float %1063, %1064
  %bits109 = bitcast float %1063 to i32
  %magnitude110 = and i32 %bits109, 2147483647
  %is_nan111 = icmp ugt i32 %magnitude110, 2139095040
  %canonical112 = select i1 %is_nan111, i32 2143289344, i32 %bits109
  store i32 %canonical112, ptr %999, align 4
  br label %slot.done107

slot.done107:                                     ; preds = %slot.then106, %uniform_sinks.done103
  br label %noise.done

slot.then115:                                     ; preds = %step.exit
  %1066 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature113
  %1067 = load float, ptr %15, align 4
  store float %1067, ptr addrspace(1) %1066, align 4
  br label %slot.done116

slot.done116:                                     ; preds = %slot.then115, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w2048(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth101 = alloca i64, align 8
  %pairwise_levels100 = alloca [64 x i64], align 8
  %pairwise_sums99 = alloca [64 x float], align 4
  %fold_index98 = alloca i64, align 8
  %fold_value97 = alloca float, align 4
  %pairwise_depth53 = alloca i64, align 8
  %pairwise_levels52 = alloca [64 x i64], align 8
  %pairwise_sums51 = alloca [64 x float], align 4
  %fold_index50 = alloca i64, align 8
  %fold_value49 = alloca float, align 4
  %pairwise_depth48 = alloca i64, align 8
  %pairwise_levels47 = alloca [64 x i64], align 8
  %pairwise_sums46 = alloca [64 x float], align 4
  %fold_index45 = alloca i64, align 8
  %fold_value44 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done162, %entry
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
  %step = phi i64 [ 0, %slot.done4 ], [ %744, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %17 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

step.exit:                                        ; preds = %step.header
  %feature155 = add i64 %lane, 0
  %valid156 = icmp ult i64 %feature155, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid156, label %slot.then157, label %slot.done158

slot.then10:                                      ; preds = %step.body
  %19 = load float, ptr %17, align 4
  %20 = load float, ptr %fold_value, align 4
  %21 = fcmp ogt float %19, %20
  %22 = fcmp uno float %19, %19
  %23 = fcmp ord float %20, %20
  %24 = and i1 %22, %23
  %take = or i1 %21, %24
  %25 = select i1 %take, float %19, float %20
  store float %25, ptr %fold_value, align 4
  %26 = load i64, ptr %fold_index, align 8
  %27 = select i1 %take, i64 %feature8, i64 %26
  store i64 %27, ptr %fold_index, align 8
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %step.body
  %feature12 = add i64 %lane, 1024
  %valid13 = icmp ult i64 %feature12, %n_features
  %28 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid13, label %slot.then14, label %slot.done15

slot.then14:                                      ; preds = %slot.done11
  %29 = load float, ptr %28, align 4
  %30 = load float, ptr %fold_value, align 4
  %31 = fcmp ogt float %29, %30
  %32 = fcmp uno float %29, %29
  %33 = fcmp ord float %30, %30
  %34 = and i1 %32, %33
  %take16 = or i1 %31, %34
  %35 = select i1 %take16, float %29, float %30
  store float %35, ptr %fold_value, align 4
  %36 = load i64, ptr %fold_index, align 8
  %37 = select i1 %take16, i64 %feature12, i64 %36
  store i64 %37, ptr %fold_index, align 8
  br label %slot.done15

slot.done15:                                      ; preds = %slot.then14, %slot.done11
  %best_index = load i64, ptr %fold_index, align 8
  %38 = load float, ptr %fold_value, align 4
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %38, ptr addrspace(3) %39, align 4
  %40 = trunc i64 %best_index to i32
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %40, ptr addrspace(3) %41, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 512
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done15
  %42 = add i64 %lane, 512
  %43 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %44 = load i32, ptr addrspace(3) %43, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %47 = load float, ptr addrspace(3) %46, align 4
  %48 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %42
  %49 = load i32, ptr addrspace(3) %48, align 4
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %42
  %52 = load float, ptr addrspace(3) %51, align 4
  %53 = fcmp uno float %52, %52
  %54 = fcmp uno float %47, %47
  %55 = icmp ult i64 %50, %45
  %56 = fcmp ogt float %52, %47
  %57 = fcmp oeq float %52, %47
  %58 = xor i1 %54, true
  %59 = or i1 %58, %55
  %60 = and i1 %57, %55
  %61 = or i1 %56, %60
  %62 = xor i1 %54, true
  %63 = and i1 %62, %61
  %64 = select i1 %53, i1 %59, i1 %63
  %65 = select i1 %64, float %52, float %47
  %66 = select i1 %64, i64 %50, i64 %45
  %67 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %65, ptr addrspace(3) %67, align 4
  %68 = trunc i64 %66 to i32
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %68, ptr addrspace(3) %69, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane17 = icmp ult i64 %lane, 256
  br i1 %tree_lane17, label %tree.then18, label %tree.done19

tree.then18:                                      ; preds = %tree.done
  %70 = add i64 %lane, 256
  %71 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %72 = load i32, ptr addrspace(3) %71, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %75 = load float, ptr addrspace(3) %74, align 4
  %76 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %70
  %77 = load i32, ptr addrspace(3) %76, align 4
  %78 = zext i32 %77 to i64
  %79 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %70
  %80 = load float, ptr addrspace(3) %79, align 4
  %81 = fcmp uno float %80, %80
  %82 = fcmp uno float %75, %75
  %83 = icmp ult i64 %78, %73
  %84 = fcmp ogt float %80, %75
  %85 = fcmp oeq float %80, %75
  %86 = xor i1 %82, true
  %87 = or i1 %86, %83
  %88 = and i1 %85, %83
  %89 = or i1 %84, %88
  %90 = xor i1 %82, true
  %91 = and i1 %90, %89
  %92 = select i1 %81, i1 %87, i1 %91
  %93 = select i1 %92, float %80, float %75
  %94 = select i1 %92, i64 %78, i64 %73
  %95 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %93, ptr addrspace(3) %95, align 4
  %96 = trunc i64 %94 to i32
  %97 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %96, ptr addrspace(3) %97, align 4
  br label %tree.done19

tree.done19:                                      ; preds = %tree.then18, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 128
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done19
  %98 = add i64 %lane, 128
  %99 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %100 = load i32, ptr addrspace(3) %99, align 4
  %101 = zext i32 %100 to i64
  %102 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %103 = load float, ptr addrspace(3) %102, align 4
  %104 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %98
  %105 = load i32, ptr addrspace(3) %104, align 4
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %98
  %108 = load float, ptr addrspace(3) %107, align 4
  %109 = fcmp uno float %108, %108
  %110 = fcmp uno float %103, %103
  %111 = icmp ult i64 %106, %101
  %112 = fcmp ogt float %108, %103
  %113 = fcmp oeq float %108, %103
  %114 = xor i1 %110, true
  %115 = or i1 %114, %111
  %116 = and i1 %113, %111
  %117 = or i1 %112, %116
  %118 = xor i1 %110, true
  %119 = and i1 %118, %117
  %120 = select i1 %109, i1 %115, i1 %119
  %121 = select i1 %120, float %108, float %103
  %122 = select i1 %120, i64 %106, i64 %101
  %123 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %121, ptr addrspace(3) %123, align 4
  %124 = trunc i64 %122 to i32
  %125 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %124, ptr addrspace(3) %125, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done19
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane23 = icmp ult i64 %lane, 64
  br i1 %tree_lane23, label %tree.then24, label %tree.done25

tree.then24:                                      ; preds = %tree.done22
  %126 = add i64 %lane, 64
  %127 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %128 = load i32, ptr addrspace(3) %127, align 4
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %131 = load float, ptr addrspace(3) %130, align 4
  %132 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %126
  %133 = load i32, ptr addrspace(3) %132, align 4
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %126
  %136 = load float, ptr addrspace(3) %135, align 4
  %137 = fcmp uno float %136, %136
  %138 = fcmp uno float %131, %131
  %139 = icmp ult i64 %134, %129
  %140 = fcmp ogt float %136, %131
  %141 = fcmp oeq float %136, %131
  %142 = xor i1 %138, true
  %143 = or i1 %142, %139
  %144 = and i1 %141, %139
  %145 = or i1 %140, %144
  %146 = xor i1 %138, true
  %147 = and i1 %146, %145
  %148 = select i1 %137, i1 %143, i1 %147
  %149 = select i1 %148, float %136, float %131
  %150 = select i1 %148, i64 %134, i64 %129
  %151 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %149, ptr addrspace(3) %151, align 4
  %152 = trunc i64 %150 to i32
  %153 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %152, ptr addrspace(3) %153, align 4
  br label %tree.done25

tree.done25:                                      ; preds = %tree.then24, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane26 = icmp ult i64 %lane, 32
  br i1 %tree_lane26, label %tree.then27, label %tree.done28

tree.then27:                                      ; preds = %tree.done25
  %154 = add i64 %lane, 32
  %155 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %156 = load i32, ptr addrspace(3) %155, align 4
  %157 = zext i32 %156 to i64
  %158 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %159 = load float, ptr addrspace(3) %158, align 4
  %160 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %154
  %161 = load i32, ptr addrspace(3) %160, align 4
  %162 = zext i32 %161 to i64
  %163 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %154
  %164 = load float, ptr addrspace(3) %163, align 4
  %165 = fcmp uno float %164, %164
  %166 = fcmp uno float %159, %159
  %167 = icmp ult i64 %162, %157
  %168 = fcmp ogt float %164, %159
  %169 = fcmp oeq float %164, %159
  %170 = xor i1 %166, true
  %171 = or i1 %170, %167
  %172 = and i1 %169, %167
  %173 = or i1 %168, %172
  %174 = xor i1 %166, true
  %175 = and i1 %174, %173
  %176 = select i1 %165, i1 %171, i1 %175
  %177 = select i1 %176, float %164, float %159
  %178 = select i1 %176, i64 %162, i64 %157
  %179 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %177, ptr addrspace(3) %179, align 4
  %180 = trunc i64 %178 to i32
  %181 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %180, ptr addrspace(3) %181, align 4
  br label %tree.done28

tree.done28:                                      ; preds = %tree.then27, %tree.done25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane29 = icmp ult i64 %lane, 16
  br i1 %tree_lane29, label %tree.then30, label %tree.done31

tree.then30:                                      ; preds = %tree.done28
  %182 = add i64 %lane, 16
  %183 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %184 = load i32, ptr addrspace(3) %183, align 4
  %185 = zext i32 %184 to i64
  %186 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %187 = load float, ptr addrspace(3) %186, align 4
  %188 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %182
  %189 = load i32, ptr addrspace(3) %188, align 4
  %190 = zext i32 %189 to i64
  %191 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %182
  %192 = load float, ptr addrspace(3) %191, align 4
  %193 = fcmp uno float %192, %192
  %194 = fcmp uno float %187, %187
  %195 = icmp ult i64 %190, %185
  %196 = fcmp ogt float %192, %187
  %197 = fcmp oeq float %192, %187
  %198 = xor i1 %194, true
  %199 = or i1 %198, %195
  %200 = and i1 %197, %195
  %201 = or i1 %196, %200
  %202 = xor i1 %194, true
  %203 = and i1 %202, %201
  %204 = select i1 %193, i1 %199, i1 %203
  %205 = select i1 %204, float %192, float %187
  %206 = select i1 %204, i64 %190, i64 %185
  %207 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %205, ptr addrspace(3) %207, align 4
  %208 = trunc i64 %206 to i32
  %209 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %208, ptr addrspace(3) %209, align 4
  br label %tree.done31

tree.done31:                                      ; preds = %tree.then30, %tree.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane32 = icmp ult i64 %lane, 8
  br i1 %tree_lane32, label %tree.then33, label %tree.done34

tree.then33:                                      ; preds = %tree.done31
  %210 = add i64 %lane, 8
  %211 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %212 = load i32, ptr addrspace(3) %211, align 4
  %213 = zext i32 %212 to i64
  %214 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %215 = load float, ptr addrspace(3) %214, align 4
  %216 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %210
  %217 = load i32, ptr addrspace(3) %216, align 4
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %210
  %220 = load float, ptr addrspace(3) %219, align 4
  %221 = fcmp uno float %220, %220
  %222 = fcmp uno float %215, %215
  %223 = icmp ult i64 %218, %213
  %224 = fcmp ogt float %220, %215
  %225 = fcmp oeq float %220, %215
  %226 = xor i1 %222, true
  %227 = or i1 %226, %223
  %228 = and i1 %225, %223
  %229 = or i1 %224, %228
  %230 = xor i1 %222, true
  %231 = and i1 %230, %229
  %232 = select i1 %221, i1 %227, i1 %231
  %233 = select i1 %232, float %220, float %215
  %234 = select i1 %232, i64 %218, i64 %213
  %235 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %233, ptr addrspace(3) %235, align 4
  %236 = trunc i64 %234 to i32
  %237 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %236, ptr addrspace(3) %237, align 4
  br label %tree.done34

tree.done34:                                      ; preds = %tree.then33, %tree.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane35 = icmp ult i64 %lane, 4
  br i1 %tree_lane35, label %tree.then36, label %tree.done37

tree.then36:                                      ; preds = %tree.done34
  %238 = add i64 %lane, 4
  %239 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %240 = load i32, ptr addrspace(3) %239, align 4
  %241 = zext i32 %240 to i64
  %242 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %243 = load float, ptr addrspace(3) %242, align 4
  %244 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %238
  %245 = load i32, ptr addrspace(3) %244, align 4
  %246 = zext i32 %245 to i64
  %247 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %238
  %248 = load float, ptr addrspace(3) %247, align 4
  %249 = fcmp uno float %248, %248
  %250 = fcmp uno float %243, %243
  %251 = icmp ult i64 %246, %241
  %252 = fcmp ogt float %248, %243
  %253 = fcmp oeq float %248, %243
  %254 = xor i1 %250, true
  %255 = or i1 %254, %251
  %256 = and i1 %253, %251
  %257 = or i1 %252, %256
  %258 = xor i1 %250, true
  %259 = and i1 %258, %257
  %260 = select i1 %249, i1 %255, i1 %259
  %261 = select i1 %260, float %248, float %243
  %262 = select i1 %260, i64 %246, i64 %241
  %263 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %261, ptr addrspace(3) %263, align 4
  %264 = trunc i64 %262 to i32
  %265 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %264, ptr addrspace(3) %265, align 4
  br label %tree.done37

tree.done37:                                      ; preds = %tree.then36, %tree.done34
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 2
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %tree.done37
  %266 = add i64 %lane, 2
  %267 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %268 = load i32, ptr addrspace(3) %267, align 4
  %269 = zext i32 %268 to i64
  %270 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %271 = load float, ptr addrspace(3) %270, align 4
  %272 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %266
  %273 = load i32, ptr addrspace(3) %272, align 4
  %274 = zext i32 %273 to i64
  %275 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %266
  %276 = load float, ptr addrspace(3) %275, align 4
  %277 = fcmp uno float %276, %276
  %278 = fcmp uno float %271, %271
  %279 = icmp ult i64 %274, %269
  %280 = fcmp ogt float %276, %271
  %281 = fcmp oeq float %276, %271
  %282 = xor i1 %278, true
  %283 = or i1 %282, %279
  %284 = and i1 %281, %279
  %285 = or i1 %280, %284
  %286 = xor i1 %278, true
  %287 = and i1 %286, %285
  %288 = select i1 %277, i1 %283, i1 %287
  %289 = select i1 %288, float %276, float %271
  %290 = select i1 %288, i64 %274, i64 %269
  %291 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %289, ptr addrspace(3) %291, align 4
  %292 = trunc i64 %290 to i32
  %293 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %292, ptr addrspace(3) %293, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %tree.done37
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane41 = icmp ult i64 %lane, 1
  br i1 %tree_lane41, label %tree.then42, label %tree.done43

tree.then42:                                      ; preds = %tree.done40
  %294 = add i64 %lane, 1
  %295 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %296 = load i32, ptr addrspace(3) %295, align 4
  %297 = zext i32 %296 to i64
  %298 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %299 = load float, ptr addrspace(3) %298, align 4
  %300 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %294
  %301 = load i32, ptr addrspace(3) %300, align 4
  %302 = zext i32 %301 to i64
  %303 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %294
  %304 = load float, ptr addrspace(3) %303, align 4
  %305 = fcmp uno float %304, %304
  %306 = fcmp uno float %299, %299
  %307 = icmp ult i64 %302, %297
  %308 = fcmp ogt float %304, %299
  %309 = fcmp oeq float %304, %299
  %310 = xor i1 %306, true
  %311 = or i1 %310, %307
  %312 = and i1 %309, %307
  %313 = or i1 %308, %312
  %314 = xor i1 %306, true
  %315 = and i1 %314, %313
  %316 = select i1 %305, i1 %311, i1 %315
  %317 = select i1 %316, float %304, float %299
  %318 = select i1 %316, i64 %302, i64 %297
  %319 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %317, ptr addrspace(3) %319, align 4
  %320 = trunc i64 %318 to i32
  %321 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %320, ptr addrspace(3) %321, align 4
  br label %tree.done43

tree.done43:                                      ; preds = %tree.then42, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done43
  %322 = load i32, ptr addrspace(3) @tessera_tree_indices_w2048, align 4
  %323 = zext i32 %322 to i64
  %324 = load float, ptr addrspace(3) @tessera_tree_values_w2048, align 4
  store float 0xFFF0000000000000, ptr %fold_value44, align 4
  store i64 0, ptr %fold_index45, align 8
  store i64 0, ptr %pairwise_depth48, align 8
  store float %324, ptr %fold_value44, align 4
  store i64 %323, ptr %fold_index45, align 8
  %325 = load float, ptr %fold_value44, align 4
  store float %325, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value49, align 4
  store i64 0, ptr %fold_index50, align 8
  store i64 0, ptr %pairwise_depth53, align 8
  %feature54 = add i64 %lane, 0
  %valid55 = icmp ult i64 %feature54, %n_features
  %326 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid55, label %slot.then56, label %slot.done57

slot.then56:                                      ; preds = %tree.result.done
  %327 = load float, ptr %326, align 4
  %328 = load float, ptr %fold_value49, align 4
  %329 = fcmp ogt float %327, %328
  %330 = fcmp uno float %327, %327
  %331 = fcmp ord float %328, %328
  %332 = and i1 %330, %331
  %take58 = or i1 %329, %332
  %333 = select i1 %take58, float %327, float %328
  store float %333, ptr %fold_value49, align 4
  %334 = load i64, ptr %fold_index50, align 8
  %335 = select i1 %take58, i64 %feature54, i64 %334
  store i64 %335, ptr %fold_index50, align 8
  br label %slot.done57

slot.done57:                                      ; preds = %slot.then56, %tree.result.done
  %feature59 = add i64 %lane, 1024
  %valid60 = icmp ult i64 %feature59, %n_features
  %336 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid60, label %slot.then61, label %slot.done62

slot.then61:                                      ; preds = %slot.done57
  %337 = load float, ptr %336, align 4
  %338 = load float, ptr %fold_value49, align 4
  %339 = fcmp ogt float %337, %338
  %340 = fcmp uno float %337, %337
  %341 = fcmp ord float %338, %338
  %342 = and i1 %340, %341
  %take63 = or i1 %339, %342
  %343 = select i1 %take63, float %337, float %338
  store float %343, ptr %fold_value49, align 4
  %344 = load i64, ptr %fold_index50, align 8
  %345 = select i1 %take63, i64 %feature59, i64 %344
  store i64 %345, ptr %fold_index50, align 8
  br label %slot.done62

slot.done62:                                      ; preds = %slot.then61, %slot.done57
  %best_index64 = load i64, ptr %fold_index50, align 8
  %346 = load float, ptr %fold_value49, align 4
  %347 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %346, ptr addrspace(3) %347, align 4
  %348 = trunc i64 %best_index64 to i32
  %349 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %348, ptr addrspace(3) %349, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane65 = icmp ult i64 %lane, 512
  br i1 %tree_lane65, label %tree.then66, label %tree.done67

tree.then66:                                      ; preds = %slot.done62
  %350 = add i64 %lane, 512
  %351 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %352 = load i32, ptr addrspace(3) %351, align 4
  %353 = zext i32 %352 to i64
  %354 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %355 = load float, ptr addrspace(3) %354, align 4
  %356 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %350
  %357 = load i32, ptr addrspace(3) %356, align 4
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %350
  %360 = load float, ptr addrspace(3) %359, align 4
  %361 = fcmp uno float %360, %360
  %362 = fcmp uno float %355, %355
  %363 = icmp ult i64 %358, %353
  %364 = fcmp ogt float %360, %355
  %365 = fcmp oeq float %360, %355
  %366 = xor i1 %362, true
  %367 = or i1 %366, %363
  %368 = and i1 %365, %363
  %369 = or i1 %364, %368
  %370 = xor i1 %362, true
  %371 = and i1 %370, %369
  %372 = select i1 %361, i1 %367, i1 %371
  %373 = select i1 %372, float %360, float %355
  %374 = select i1 %372, i64 %358, i64 %353
  %375 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %373, ptr addrspace(3) %375, align 4
  %376 = trunc i64 %374 to i32
  %377 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %376, ptr addrspace(3) %377, align 4
  br label %tree.done67

tree.done67:                                      ; preds = %tree.then66, %slot.done62
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane68 = icmp ult i64 %lane, 256
  br i1 %tree_lane68, label %tree.then69, label %tree.done70

tree.then69:                                      ; preds = %tree.done67
  %378 = add i64 %lane, 256
  %379 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %380 = load i32, ptr addrspace(3) %379, align 4
  %381 = zext i32 %380 to i64
  %382 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %383 = load float, ptr addrspace(3) %382, align 4
  %384 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %378
  %385 = load i32, ptr addrspace(3) %384, align 4
  %386 = zext i32 %385 to i64
  %387 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %378
  %388 = load float, ptr addrspace(3) %387, align 4
  %389 = fcmp uno float %388, %388
  %390 = fcmp uno float %383, %383
  %391 = icmp ult i64 %386, %381
  %392 = fcmp ogt float %388, %383
  %393 = fcmp oeq float %388, %383
  %394 = xor i1 %390, true
  %395 = or i1 %394, %391
  %396 = and i1 %393, %391
  %397 = or i1 %392, %396
  %398 = xor i1 %390, true
  %399 = and i1 %398, %397
  %400 = select i1 %389, i1 %395, i1 %399
  %401 = select i1 %400, float %388, float %383
  %402 = select i1 %400, i64 %386, i64 %381
  %403 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %401, ptr addrspace(3) %403, align 4
  %404 = trunc i64 %402 to i32
  %405 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %404, ptr addrspace(3) %405, align 4
  br label %tree.done70

tree.done70:                                      ; preds = %tree.then69, %tree.done67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane71 = icmp ult i64 %lane, 128
  br i1 %tree_lane71, label %tree.then72, label %tree.done73

tree.then72:                                      ; preds = %tree.done70
  %406 = add i64 %lane, 128
  %407 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %408 = load i32, ptr addrspace(3) %407, align 4
  %409 = zext i32 %408 to i64
  %410 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %411 = load float, ptr addrspace(3) %410, align 4
  %412 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %406
  %413 = load i32, ptr addrspace(3) %412, align 4
  %414 = zext i32 %413 to i64
  %415 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %406
  %416 = load float, ptr addrspace(3) %415, align 4
  %417 = fcmp uno float %416, %416
  %418 = fcmp uno float %411, %411
  %419 = icmp ult i64 %414, %409
  %420 = fcmp ogt float %416, %411
  %421 = fcmp oeq float %416, %411
  %422 = xor i1 %418, true
  %423 = or i1 %422, %419
  %424 = and i1 %421, %419
  %425 = or i1 %420, %424
  %426 = xor i1 %418, true
  %427 = and i1 %426, %425
  %428 = select i1 %417, i1 %423, i1 %427
  %429 = select i1 %428, float %416, float %411
  %430 = select i1 %428, i64 %414, i64 %409
  %431 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %429, ptr addrspace(3) %431, align 4
  %432 = trunc i64 %430 to i32
  %433 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %432, ptr addrspace(3) %433, align 4
  br label %tree.done73

tree.done73:                                      ; preds = %tree.then72, %tree.done70
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane74 = icmp ult i64 %lane, 64
  br i1 %tree_lane74, label %tree.then75, label %tree.done76

tree.then75:                                      ; preds = %tree.done73
  %434 = add i64 %lane, 64
  %435 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %436 = load i32, ptr addrspace(3) %435, align 4
  %437 = zext i32 %436 to i64
  %438 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %439 = load float, ptr addrspace(3) %438, align 4
  %440 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %434
  %441 = load i32, ptr addrspace(3) %440, align 4
  %442 = zext i32 %441 to i64
  %443 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %434
  %444 = load float, ptr addrspace(3) %443, align 4
  %445 = fcmp uno float %444, %444
  %446 = fcmp uno float %439, %439
  %447 = icmp ult i64 %442, %437
  %448 = fcmp ogt float %444, %439
  %449 = fcmp oeq float %444, %439
  %450 = xor i1 %446, true
  %451 = or i1 %450, %447
  %452 = and i1 %449, %447
  %453 = or i1 %448, %452
  %454 = xor i1 %446, true
  %455 = and i1 %454, %453
  %456 = select i1 %445, i1 %451, i1 %455
  %457 = select i1 %456, float %444, float %439
  %458 = select i1 %456, i64 %442, i64 %437
  %459 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %457, ptr addrspace(3) %459, align 4
  %460 = trunc i64 %458 to i32
  %461 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %460, ptr addrspace(3) %461, align 4
  br label %tree.done76

tree.done76:                                      ; preds = %tree.then75, %tree.done73
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane77 = icmp ult i64 %lane, 32
  br i1 %tree_lane77, label %tree.then78, label %tree.done79

tree.then78:                                      ; preds = %tree.done76
  %462 = add i64 %lane, 32
  %463 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %464 = load i32, ptr addrspace(3) %463, align 4
  %465 = zext i32 %464 to i64
  %466 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %467 = load float, ptr addrspace(3) %466, align 4
  %468 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %462
  %469 = load i32, ptr addrspace(3) %468, align 4
  %470 = zext i32 %469 to i64
  %471 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %462
  %472 = load float, ptr addrspace(3) %471, align 4
  %473 = fcmp uno float %472, %472
  %474 = fcmp uno float %467, %467
  %475 = icmp ult i64 %470, %465
  %476 = fcmp ogt float %472, %467
  %477 = fcmp oeq float %472, %467
  %478 = xor i1 %474, true
  %479 = or i1 %478, %475
  %480 = and i1 %477, %475
  %481 = or i1 %476, %480
  %482 = xor i1 %474, true
  %483 = and i1 %482, %481
  %484 = select i1 %473, i1 %479, i1 %483
  %485 = select i1 %484, float %472, float %467
  %486 = select i1 %484, i64 %470, i64 %465
  %487 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %485, ptr addrspace(3) %487, align 4
  %488 = trunc i64 %486 to i32
  %489 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %488, ptr addrspace(3) %489, align 4
  br label %tree.done79

tree.done79:                                      ; preds = %tree.then78, %tree.done76
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane80 = icmp ult i64 %lane, 16
  br i1 %tree_lane80, label %tree.then81, label %tree.done82

tree.then81:                                      ; preds = %tree.done79
  %490 = add i64 %lane, 16
  %491 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %492 = load i32, ptr addrspace(3) %491, align 4
  %493 = zext i32 %492 to i64
  %494 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %495 = load float, ptr addrspace(3) %494, align 4
  %496 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %490
  %497 = load i32, ptr addrspace(3) %496, align 4
  %498 = zext i32 %497 to i64
  %499 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %490
  %500 = load float, ptr addrspace(3) %499, align 4
  %501 = fcmp uno float %500, %500
  %502 = fcmp uno float %495, %495
  %503 = icmp ult i64 %498, %493
  %504 = fcmp ogt float %500, %495
  %505 = fcmp oeq float %500, %495
  %506 = xor i1 %502, true
  %507 = or i1 %506, %503
  %508 = and i1 %505, %503
  %509 = or i1 %504, %508
  %510 = xor i1 %502, true
  %511 = and i1 %510, %509
  %512 = select i1 %501, i1 %507, i1 %511
  %513 = select i1 %512, float %500, float %495
  %514 = select i1 %512, i64 %498, i64 %493
  %515 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %513, ptr addrspace(3) %515, align 4
  %516 = trunc i64 %514 to i32
  %517 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %516, ptr addrspace(3) %517, align 4
  br label %tree.done82

tree.done82:                                      ; preds = %tree.then81, %tree.done79
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane83 = icmp ult i64 %lane, 8
  br i1 %tree_lane83, label %tree.then84, label %tree.done85

tree.then84:                                      ; preds = %tree.done82
  %518 = add i64 %lane, 8
  %519 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %520 = load i32, ptr addrspace(3) %519, align 4
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %523 = load float, ptr addrspace(3) %522, align 4
  %524 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %518
  %525 = load i32, ptr addrspace(3) %524, align 4
  %526 = zext i32 %525 to i64
  %527 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %518
  %528 = load float, ptr addrspace(3) %527, align 4
  %529 = fcmp uno float %528, %528
  %530 = fcmp uno float %523, %523
  %531 = icmp ult i64 %526, %521
  %532 = fcmp ogt float %528, %523
  %533 = fcmp oeq float %528, %523
  %534 = xor i1 %530, true
  %535 = or i1 %534, %531
  %536 = and i1 %533, %531
  %537 = or i1 %532, %536
  %538 = xor i1 %530, true
  %539 = and i1 %538, %537
  %540 = select i1 %529, i1 %535, i1 %539
  %541 = select i1 %540, float %528, float %523
  %542 = select i1 %540, i64 %526, i64 %521
  %543 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %541, ptr addrspace(3) %543, align 4
  %544 = trunc i64 %542 to i32
  %545 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %544, ptr addrspace(3) %545, align 4
  br label %tree.done85

tree.done85:                                      ; preds = %tree.then84, %tree.done82
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane86 = icmp ult i64 %lane, 4
  br i1 %tree_lane86, label %tree.then87, label %tree.done88

tree.then87:                                      ; preds = %tree.done85
  %546 = add i64 %lane, 4
  %547 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %548 = load i32, ptr addrspace(3) %547, align 4
  %549 = zext i32 %548 to i64
  %550 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %551 = load float, ptr addrspace(3) %550, align 4
  %552 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %546
  %553 = load i32, ptr addrspace(3) %552, align 4
  %554 = zext i32 %553 to i64
  %555 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %546
  %556 = load float, ptr addrspace(3) %555, align 4
  %557 = fcmp uno float %556, %556
  %558 = fcmp uno float %551, %551
  %559 = icmp ult i64 %554, %549
  %560 = fcmp ogt float %556, %551
  %561 = fcmp oeq float %556, %551
  %562 = xor i1 %558, true
  %563 = or i1 %562, %559
  %564 = and i1 %561, %559
  %565 = or i1 %560, %564
  %566 = xor i1 %558, true
  %567 = and i1 %566, %565
  %568 = select i1 %557, i1 %563, i1 %567
  %569 = select i1 %568, float %556, float %551
  %570 = select i1 %568, i64 %554, i64 %549
  %571 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %569, ptr addrspace(3) %571, align 4
  %572 = trunc i64 %570 to i32
  %573 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %572, ptr addrspace(3) %573, align 4
  br label %tree.done88

tree.done88:                                      ; preds = %tree.then87, %tree.done85
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane89 = icmp ult i64 %lane, 2
  br i1 %tree_lane89, label %tree.then90, label %tree.done91

tree.then90:                                      ; preds = %tree.done88
  %574 = add i64 %lane, 2
  %575 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %576 = load i32, ptr addrspace(3) %575, align 4
  %577 = zext i32 %576 to i64
  %578 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %579 = load float, ptr addrspace(3) %578, align 4
  %580 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %574
  %581 = load i32, ptr addrspace(3) %580, align 4
  %582 = zext i32 %581 to i64
  %583 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %574
  %584 = load float, ptr addrspace(3) %583, align 4
  %585 = fcmp uno float %584, %584
  %586 = fcmp uno float %579, %579
  %587 = icmp ult i64 %582, %577
  %588 = fcmp ogt float %584, %579
  %589 = fcmp oeq float %584, %579
  %590 = xor i1 %586, true
  %591 = or i1 %590, %587
  %592 = and i1 %589, %587
  %593 = or i1 %588, %592
  %594 = xor i1 %586, true
  %595 = and i1 %594, %593
  %596 = select i1 %585, i1 %591, i1 %595
  %597 = select i1 %596, float %584, float %579
  %598 = select i1 %596, i64 %582, i64 %577
  %599 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %597, ptr addrspace(3) %599, align 4
  %600 = trunc i64 %598 to i32
  %601 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %600, ptr addrspace(3) %601, align 4
  br label %tree.done91

tree.done91:                                      ; preds = %tree.then90, %tree.done88
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane92 = icmp ult i64 %lane, 1
  br i1 %tree_lane92, label %tree.then93, label %tree.done94

tree.then93:                                      ; preds = %tree.done91
  %602 = add i64 %lane, 1
  %603 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  %604 = load i32, ptr addrspace(3) %603, align 4
  %605 = zext i32 %604 to i64
  %606 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  %607 = load float, ptr addrspace(3) %606, align 4
  %608 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %602
  %609 = load i32, ptr addrspace(3) %608, align 4
  %610 = zext i32 %609 to i64
  %611 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %602
  %612 = load float, ptr addrspace(3) %611, align 4
  %613 = fcmp uno float %612, %612
  %614 = fcmp uno float %607, %607
  %615 = icmp ult i64 %610, %605
  %616 = fcmp ogt float %612, %607
  %617 = fcmp oeq float %612, %607
  %618 = xor i1 %614, true
  %619 = or i1 %618, %615
  %620 = and i1 %617, %615
  %621 = or i1 %616, %620
  %622 = xor i1 %614, true
  %623 = and i1 %622, %621
  %624 = select i1 %613, i1 %619, i1 %623
  %625 = select i1 %624, float %612, float %607
  %626 = select i1 %624, i64 %610, i64 %605
  %627 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w2048, i64 %lane
  store float %625, ptr addrspace(3) %627, align 4
  %628 = trunc i64 %626 to i32
  %629 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w2048, i64 %lane
  store i32 %628, ptr addrspace(3) %629, align 4
  br label %tree.done94

tree.done94:                                      ; preds = %tree.then93, %tree.done91
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then95, label %tree.result.done96

tree.result.then95:                               ; preds = %tree.done94
  %630 = load i32, ptr addrspace(3) @tessera_tree_indices_w2048, align 4
  %631 = zext i32 %630 to i64
  %632 = load float, ptr addrspace(3) @tessera_tree_values_w2048, align 4
  store float 0xFFF0000000000000, ptr %fold_value97, align 4
  store i64 0, ptr %fold_index98, align 8
  store i64 0, ptr %pairwise_depth101, align 8
  store float %632, ptr %fold_value97, align 4
  store i64 %631, ptr %fold_index98, align 8
  %633 = load i64, ptr %fold_index98, align 8
  %argmax = uitofp i64 %633 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  br label %tree.result.done96

tree.result.done96:                               ; preds = %tree.result.then95, %tree.done94
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature102 = add i64 %lane, 0
  %valid103 = icmp ult i64 %feature102, %n_features
  %634 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid103, label %slot.then104, label %slot.done105

slot.then104:                                     ; preds = %tree.result.done96
  %635 = load float, ptr %634, align 4
  %636 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %637 = fsub float %635, %636
  %638 = fcmp olt float %637, -1.040000e+02
  %639 = select i1 %638, float -1.040000e+02, float %637
  %640 = fcmp olt float 8.900000e+01, %639
  %641 = select i1 %640, float 8.900000e+01, float %639
  %642 = fmul float %641, 0x3FF7154760000000
  %643 = fadd float %642, 0x4168000000000000
  %644 = fsub float %643, 0x4168000000000000
  %645 = bitcast float %643 to i32
  %646 = sub i32 %645, 1262485504
  %647 = fmul float %644, 0x3FE62E4000000000
  %648 = fsub float %641, %647
  %649 = fmul float %644, 0x3EB7F7D1C0000000
  %650 = fsub float %648, %649
  %651 = fmul float %650, %650
  %652 = fmul float %651, 0x3E66376980000000
  %653 = fadd float 0xBEBBBD41C0000000, %652
  %654 = fmul float %651, %653
  %655 = fadd float 0x3F11566AA0000000, %654
  %656 = fmul float %651, %655
  %657 = fadd float 0xBF66C16C20000000, %656
  %658 = fmul float %651, %657
  %659 = fadd float 0x3FC5555560000000, %658
  %660 = fmul float %651, %659
  %661 = fsub float %650, %660
  %662 = fmul float %650, %661
  %663 = fsub float 2.000000e+00, %661
  %664 = fdiv float %662, %663
  %665 = fsub float %649, %664
  %666 = fsub float %665, %648
  %667 = fsub float 1.000000e+00, %666
  %668 = add i32 %646, 256
  %669 = lshr i32 %668, 1
  %670 = sub i32 %669, 1
  %671 = add i32 %646, 255
  %672 = sub i32 %671, %669
  %673 = shl i32 %670, 23
  %674 = shl i32 %672, 23
  %675 = bitcast i32 %673 to float
  %676 = bitcast i32 %674 to float
  %677 = fmul float %667, %675
  %678 = fmul float %677, %676
  %679 = fcmp uno float %637, %637
  %680 = select i1 %679, float 0x7FF8000000000000, float %678
  %681 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature102
  store float %680, ptr addrspace(3) %681, align 4
  br label %slot.done105

slot.done105:                                     ; preds = %slot.then104, %tree.result.done96
  %feature106 = add i64 %lane, 1024
  %valid107 = icmp ult i64 %feature106, %n_features
  %682 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid107, label %slot.then108, label %slot.done109

slot.then108:                                     ; preds = %slot.done105
  %683 = load float, ptr %682, align 4
  %684 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %685 = fsub float %683, %684
  %686 = fcmp olt float %685, -1.040000e+02
  %687 = select i1 %686, float -1.040000e+02, float %685
  %688 = fcmp olt float 8.900000e+01, %687
  %689 = select i1 %688, float 8.900000e+01, float %687
  %690 = fmul float %689, 0x3FF7154760000000
  %691 = fadd float %690, 0x4168000000000000
  %692 = fsub float %691, 0x4168000000000000
  %693 = bitcast float %691 to i32
  %694 = sub i32 %693, 1262485504
  %695 = fmul float %692, 0x3FE62E4000000000
  %696 = fsub float %689, %695
  %697 = fmul float %692, 0x3EB7F7D1C0000000
  %698 = fsub float %696, %697
  %699 = fmul float %698, %698
  %700 = fmul float %699, 0x3E66376980000000
  %701 = fadd float 0xBEBBBD41C0000000, %700
  %702 = fmul float %699, %701
  %703 = fadd float 0x3F11566AA0000000, %702
  %704 = fmul float %699, %703
  %705 = fadd float 0xBF66C16C20000000, %704
  %706 = fmul float %699, %705
  %707 = fadd float 0x3FC5555560000000, %706
  %708 = fmul float %699, %707
  %709 = fsub float %698, %708
  %710 = fmul float %698, %709
  %711 = fsub float 2.000000e+00, %709
  %712 = fdiv float %710, %711
  %713 = fsub float %697, %712
  %714 = fsub float %713, %696
  %715 = fsub float 1.000000e+00, %714
  %716 = add i32 %694, 256
  %717 = lshr i32 %716, 1
  %718 = sub i32 %717, 1
  %719 = add i32 %694, 255
  %720 = sub i32 %719, %717
  %721 = shl i32 %718, 23
  %722 = shl i32 %720, 23
  %723 = bitcast i32 %721 to float
  %724 = bitcast i32 %722 to float
  %725 = fmul float %715, %723
  %726 = fmul float %725, %724
  %727 = fcmp uno float %685, %685
  %728 = select i1 %727, float 0x7FF8000000000000, float %726
  %729 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature106
  store float %728, ptr addrspace(3) %729, align 4
  br label %slot.done109

slot.done109:                                     ; preds = %slot.then108, %slot.done105
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %730 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %730, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done109
  %tree_sum = phi i64 [ 0, %slot.done109 ], [ %740, %tree_sum.pairs.exit ]
  %731 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %731, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %732 = add i64 %730, %span
  %pairs = lshr i64 %732, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %739, %tree_sum.pairs.body ]
  %733 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %733, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %734 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %left
  %735 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %right
  %736 = load float, ptr addrspace(3) %734, align 4
  %737 = load float, ptr addrspace(3) %735, align 4
  %738 = fadd float %736, %737
  store float %738, ptr addrspace(3) %734, align 4
  %739 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %740 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %741 = load float, ptr addrspace(3) @tessera_fold_scratch_w2048, align 4
  store float %741, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature110 = add i64 %lane, 0
  %valid111 = icmp ult i64 %feature110, %n_features
  %742 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature133 = add i64 %lane, 0
  %valid134 = icmp ult i64 %feature133, %n_features
  %743 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then135, label %uniform_sinks.done136

noise.done:                                       ; preds = %slot.done149, %slot.done121
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature5, align 4
  %744 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature112 = add i64 %lane, 0
  %valid113 = icmp ult i64 %feature112, %n_features
  %745 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid113, label %slot.then114, label %slot.done115

slot.then114:                                     ; preds = %uniform_sinks.done
  %746 = load float, ptr %745, align 4
  %747 = fmul float 2.000000e+00, %746
  %748 = fmul float 0x3FA99999A0000000, %747
  %749 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature112
  %750 = load float, ptr addrspace(1) %749, align 4
  %751 = fmul float -1.000000e+00, %750
  %752 = fadd float %748, %751
  %753 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %754 = fdiv float 1.000000e+00, %753
  %755 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %756 = fsub float %746, %755
  %757 = fcmp olt float %756, -1.040000e+02
  %758 = select i1 %757, float -1.040000e+02, float %756
  %759 = fcmp olt float 8.900000e+01, %758
  %760 = select i1 %759, float 8.900000e+01, float %758
  %761 = fmul float %760, 0x3FF7154760000000
  %762 = fadd float %761, 0x4168000000000000
  %763 = fsub float %762, 0x4168000000000000
  %764 = bitcast float %762 to i32
  %765 = sub i32 %764, 1262485504
  %766 = fmul float %763, 0x3FE62E4000000000
  %767 = fsub float %760, %766
  %768 = fmul float %763, 0x3EB7F7D1C0000000
  %769 = fsub float %767, %768
  %770 = fmul float %769, %769
  %771 = fmul float %770, 0x3E66376980000000
  %772 = fadd float 0xBEBBBD41C0000000, %771
  %773 = fmul float %770, %772
  %774 = fadd float 0x3F11566AA0000000, %773
  %775 = fmul float %770, %774
  %776 = fadd float 0xBF66C16C20000000, %775
  %777 = fmul float %770, %776
  %778 = fadd float 0x3FC5555560000000, %777
  %779 = fmul float %770, %778
  %780 = fsub float %769, %779
  %781 = fmul float %769, %780
  %782 = fsub float 2.000000e+00, %780
  %783 = fdiv float %781, %782
  %784 = fsub float %768, %783
  %785 = fsub float %784, %767
  %786 = fsub float 1.000000e+00, %785
  %787 = add i32 %765, 256
  %788 = lshr i32 %787, 1
  %789 = sub i32 %788, 1
  %790 = add i32 %765, 255
  %791 = sub i32 %790, %788
  %792 = shl i32 %789, 23
  %793 = shl i32 %791, 23
  %794 = bitcast i32 %792 to float
  %795 = bitcast i32 %793 to float
  %796 = fmul float %786, %794
  %797 = fmul float %796, %795
  %798 = fcmp uno float %756, %756
  %799 = select i1 %798, float 0x7FF8000000000000, float %797
  %800 = fmul float %754, %799
  %801 = fadd float %752, %800
  %feature116 = uitofp i64 %feature112 to float
  %802 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %803 = fcmp oeq float %feature116, %802
  %804 = select i1 %803, float 1.000000e+00, float 0.000000e+00
  %805 = fcmp une float %804, 0.000000e+00
  %806 = select i1 %805, float 0x3FB99999A0000000, float 0.000000e+00
  %807 = fadd float %801, %806
  %808 = fmul float %807, %eta
  %809 = fsub float %746, %808
  %810 = add i64 %n_features, 3
  %groups = lshr i64 %810, 2
  %811 = mul i64 %row, %groups
  %812 = lshr i64 %feature112, 2
  %group = add i64 %811, %812
  %813 = trunc i64 %key0 to i32
  %814 = lshr i64 %key0, 32
  %815 = trunc i64 %814 to i32
  %816 = trunc i64 %group to i32
  %817 = trunc i64 %key1_step to i32
  %818 = lshr i64 %key1_step, 32
  %819 = trunc i64 %818 to i32
  %820 = lshr i64 %group, 32
  %821 = trunc i64 %820 to i32
  %822 = zext i32 %816 to i64
  %823 = mul i64 3528531795, %822
  %824 = zext i32 %819 to i64
  %825 = mul i64 3449720151, %824
  %826 = lshr i64 %823, 32
  %827 = trunc i64 %826 to i32
  %828 = trunc i64 %823 to i32
  %829 = lshr i64 %825, 32
  %830 = trunc i64 %829 to i32
  %831 = trunc i64 %825 to i32
  %832 = xor i32 %830, %817
  %833 = xor i32 %832, %813
  %834 = xor i32 %827, %821
  %835 = xor i32 %834, %815
  %836 = add i32 %813, -1640531527
  %837 = add i32 %815, -1150833019
  %838 = zext i32 %833 to i64
  %839 = mul i64 3528531795, %838
  %840 = zext i32 %835 to i64
  %841 = mul i64 3449720151, %840
  %842 = lshr i64 %839, 32
  %843 = trunc i64 %842 to i32
  %844 = trunc i64 %839 to i32
  %845 = lshr i64 %841, 32
  %846 = trunc i64 %845 to i32
  %847 = trunc i64 %841 to i32
  %848 = xor i32 %846, %831
  %849 = xor i32 %848, %836
  %850 = xor i32 %843, %828
  %851 = xor i32 %850, %837
  %852 = add i32 %836, -1640531527
  %853 = add i32 %837, -1150833019
  %854 = zext i32 %849 to i64
  %855 = mul i64 3528531795, %854
  %856 = zext i32 %851 to i64
  %857 = mul i64 3449720151, %856
  %858 = lshr i64 %855, 32
  %859 = trunc i64 %858 to i32
  %860 = trunc i64 %855 to i32
  %861 = lshr i64 %857, 32
  %862 = trunc i64 %861 to i32
  %863 = trunc i64 %857 to i32
  %864 = xor i32 %862, %847
  %865 = xor i32 %864, %852
  %866 = xor i32 %859, %844
  %867 = xor i32 %866, %853
  %868 = add i32 %852, -1640531527
  %869 = add i32 %853, -1150833019
  %870 = zext i32 %865 to i64
  %871 = mul i64 3528531795, %870
  %872 = zext i32 %867 to i64
  %873 = mul i64 3449720151, %872
  %874 = lshr i64 %871, 32
  %875 = trunc i64 %874 to i32
  %876 = trunc i64 %871 to i32
  %877 = lshr i64 %873, 32
  %878 = trunc i64 %877 to i32
  %879 = trunc i64 %873 to i32
  %880 = xor i32 %878, %863
  %881 = xor i32 %880, %868
  %882 = xor i32 %875, %860
  %883 = xor i32 %882, %869
  %884 = add i32 %868, -1640531527
  %885 = add i32 %869, -1150833019
  %886 = zext i32 %881 to i64
  %887 = mul i64 3528531795, %886
  %888 = zext i32 %883 to i64
  %889 = mul i64 3449720151, %888
  %890 = lshr i64 %887, 32
  %891 = trunc i64 %890 to i32
  %892 = trunc i64 %887 to i32
  %893 = lshr i64 %889, 32
  %894 = trunc i64 %893 to i32
  %895 = trunc i64 %889 to i32
  %896 = xor i32 %894, %879
  %897 = xor i32 %896, %884
  %898 = xor i32 %891, %876
  %899 = xor i32 %898, %885
  %900 = add i32 %884, -1640531527
  %901 = add i32 %885, -1150833019
  %902 = zext i32 %897 to i64
  %903 = mul i64 3528531795, %902
  %904 = zext i32 %899 to i64
  %905 = mul i64 3449720151, %904
  %906 = lshr i64 %903, 32
  %907 = trunc i64 %906 to i32
  %908 = trunc i64 %903 to i32
  %909 = lshr i64 %905, 32
  %910 = trunc i64 %909 to i32
  %911 = trunc i64 %905 to i32
  %912 = xor i32 %910, %895
  %913 = xor i32 %912, %900
  %914 = xor i32 %907, %892
  %915 = xor i32 %914, %901
  %916 = add i32 %900, -1640531527
  %917 = add i32 %901, -1150833019
  %918 = zext i32 %913 to i64
  %919 = mul i64 3528531795, %918
  %920 = zext i32 %915 to i64
  %921 = mul i64 3449720151, %920
  %922 = lshr i64 %919, 32
  %923 = trunc i64 %922 to i32
  %924 = trunc i64 %919 to i32
  %925 = lshr i64 %921, 32
  %926 = trunc i64 %925 to i32
  %927 = trunc i64 %921 to i32
  %928 = xor i32 %926, %911
  %929 = xor i32 %928, %916
  %930 = xor i32 %923, %908
  %931 = xor i32 %930, %917
  %932 = add i32 %916, -1640531527
  %933 = add i32 %917, -1150833019
  %934 = zext i32 %929 to i64
  %935 = mul i64 3528531795, %934
  %936 = zext i32 %931 to i64
  %937 = mul i64 3449720151, %936
  %938 = lshr i64 %935, 32
  %939 = trunc i64 %938 to i32
  %940 = trunc i64 %935 to i32
  %941 = lshr i64 %937, 32
  %942 = trunc i64 %941 to i32
  %943 = trunc i64 %937 to i32
  %944 = xor i32 %942, %927
  %945 = xor i32 %944, %932
  %946 = xor i32 %939, %924
  %947 = xor i32 %946, %933
  %948 = add i32 %932, -1640531527
  %949 = add i32 %933, -1150833019
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
  %which = and i64 %feature112, 3
  %980 = and i64 %which, 2
  %second_pair = icmp ne i64 %980, 0
  %981 = select i1 %second_pair, i32 %979, i32 %977
  %982 = select i1 %second_pair, i32 %972, i32 %975
  %983 = lshr i32 %981, 9
  %984 = sitofp i32 %983 to float
  %985 = fadd float %984, 5.000000e-01
  %986 = fmul float %985, 0x3E80000000000000
  %987 = lshr i32 %982, 9
  %988 = sitofp i32 %987 to float
  %989 = fadd float %988, 5.000000e-01
  %990 = fmul float %989, 0x3E80000000000000
  %991 = bitcast float %986 to i32
  %992 = add i32 %991, 4913933
  %993 = lshr i32 %992, 23
  %994 = sub i32 %993, 127
  %995 = and i32 %992, 8388607
  %996 = add i32 %995, 1060439283
  %997 = bitcast i32 %996 to float
  %998 = fsub float %997, 1.000000e+00
  %999 = fadd float 2.000000e+00, %998
  %1000 = fdiv float %998, %999
  %1001 = fmul float %1000, %1000
  %1002 = fmul float %1001, %1001
  %1003 = fmul float %1002, 0x3FCF13C4C0000000
  %1004 = fadd float 0x3FD999C260000000, %1003
  %1005 = fmul float %1002, %1004
  %1006 = fmul float %1002, 0x3FD23D3DC0000000
  %1007 = fadd float 0x3FE5555540000000, %1006
  %1008 = fmul float %1001, %1007
  %1009 = fadd float %1008, %1005
  %1010 = fmul float 5.000000e-01, %998
  %1011 = fmul float %1010, %998
  %1012 = sitofp i32 %994 to float
  %1013 = fadd float %1011, %1009
  %1014 = fmul float %1000, %1013
  %1015 = fmul float %1012, 0x3EE2FEFA20000000
  %1016 = fadd float %1014, %1015
  %1017 = fsub float %1016, %1011
  %1018 = fadd float %1017, %998
  %1019 = fmul float %1012, 0x3FE62E3000000000
  %1020 = fadd float %1018, %1019
  %1021 = fmul float -2.000000e+00, %1020
  %1022 = call float @llvm.sqrt.f32(float %1021)
  %1023 = fpext float %990 to double
  %1024 = fmul double %1023, 4.000000e+00
  %1025 = fadd double %1024, 0x4338000000000000
  %1026 = fsub double %1025, 0x4338000000000000
  %1027 = fsub double %1024, %1026
  %1028 = fmul double %1027, 0x3FF921FB54442D18
  %1029 = fmul double %1028, %1028
  %1030 = fmul double %1029, 0x3EC71DE3A556C734
  %1031 = fadd double 0xBF2A01A01A01A01A, %1030
  %1032 = fmul double %1029, %1031
  %1033 = fadd double 0x3F81111111111111, %1032
  %1034 = fmul double %1029, %1033
  %1035 = fadd double 0xBFC5555555555555, %1034
  %1036 = fmul double %1028, %1029
  %1037 = fmul double %1036, %1035
  %1038 = fadd double %1028, %1037
  %1039 = fmul double %1029, 0xBE927E4FB7789F5C
  %1040 = fadd double 0x3EFA01A01A01A01A, %1039
  %1041 = fmul double %1029, %1040
  %1042 = fadd double 0xBF56C16C16C16C17, %1041
  %1043 = fmul double %1029, %1042
  %1044 = fadd double 0x3FA5555555555555, %1043
  %1045 = fmul double %1029, %1029
  %1046 = fmul double %1045, %1044
  %1047 = fmul double 5.000000e-01, %1029
  %1048 = fsub double 1.000000e+00, %1047
  %1049 = fadd double %1048, %1046
  %1050 = fneg double %1038
  %1051 = fneg double %1049
  %1052 = bitcast double %1025 to i64
  %1053 = and i64 %1052, 1
  %1054 = and i64 %1052, 2
  %1055 = icmp eq i64 %1053, 1
  %1056 = icmp eq i64 %1054, 2
  %1057 = select i1 %1056, double %1050, double %1038
  %1058 = select i1 %1056, double %1051, double %1049
  %1059 = select i1 %1055, double %1058, double %1057
  %1060 = select i1 %1056, double %1051, double %1049
  %1061 = select i1 %1056, double %1038, double %1050
  %1062 = select i1 %1055, double %1061, double %1060
  %1063 = fptrunc double %1059 to float
  %1064 = fptrunc double %1062 to float
  %1065 = fmul float %1022, %1064
  %1066 = fmul float %1022, %1063
  %1067 = and i64 %which, 1
  %odd = icmp ne i64 %1067, 0
  %normal = select i1 %odd, float %1066, float %1065
  %1068 = fmul float %normal, %noise_scale7
  %1069 = fadd float %809, %1068
  %bits117 = bitcast float %1069 to i32
  %magnitude = and i32 %bits117, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits117
  store i32 %canonical, ptr %745, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %uniform_sinks.done
  %feature118 = add i64 %lane, 1024
  %valid119 = icmp ult i64 %feature118, %n_features
  %1070 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid119, label %slot.then120, label %slot.done121

slot.then120:                                     ; preds = %slot.done115
  %1071 = load float, ptr %1070, align 4
  %1072 = fmul float 2.000000e+00, %1071
  %1073 = fmul float 0x3FA99999A0000000, %1072
  %1074 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature118
  %1075 = load float, ptr addrspace(1) %1074, align 4
  %1076 = fmul float -1.000000e+00, %1075
  %1077 = fadd float %1073, %1076
  %1078 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1079 = fdiv float 1.000000e+00, %1078
  %1080 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1081 = fsub float %1071, %1080
  %1082 = fcmp olt float %1081, -1.040000e+02
  %1083 = select i1 %1082, float -1.040000e+02, float %1081
  %1084 = fcmp olt float 8.900000e+01, %1083
  %1085 = select i1 %1084, float 8.900000e+01, float %1083
  %1086 = fmul float %1085, 0x3FF7154760000000
  %1087 = fadd float %1086, 0x4168000000000000
  %1088 = fsub float %1087, 0x4168000000000000
  %1089 = bitcast float %1087 to i32
  %1090 = sub i32 %1089, 1262485504
  %1091 = fmul float %1088, 0x3FE62E4000000000
  %1092 = fsub float %1085, %1091
  %1093 = fmul float %1088, 0x3EB7F7D1C0000000
  %1094 = fsub float %1092, %1093
  %1095 = fmul float %1094, %1094
  %1096 = fmul float %1095, 0x3E66376980000000
  %1097 = fadd float 0xBEBBBD41C0000000, %1096
  %1098 = fmul float %1095, %1097
  %1099 = fadd float 0x3F11566AA0000000, %1098
  %1100 = fmul float %1095, %1099
  %1101 = fadd float 0xBF66C16C20000000, %1100
  %1102 = fmul float %1095, %1101
  %1103 = fadd float 0x3FC5555560000000, %1102
  %1104 = fmul float %1095, %1103
  %1105 = fsub float %1094, %1104
  %1106 = fmul float %1094, %1105
  %1107 = fsub float 2.000000e+00, %1105
  %1108 = fdiv float %1106, %1107
  %1109 = fsub float %1093, %1108
  %1110 = fsub float %1109, %1092
  %1111 = fsub float 1.000000e+00, %1110
  %1112 = add i32 %1090, 256
  %1113 = lshr i32 %1112, 1
  %1114 = sub i32 %1113, 1
  %1115 = add i32 %1090, 255
  %1116 = sub i32 %1115, %1113
  %1117 = shl i32 %1114, 23
  %1118 = shl i32 %1116, 23
  %1119 = bitcast i32 %1117 to float
  %1120 = bitcast i32 %1118 to float
  %1121 = fmul float %1111, %1119
  %1122 = fmul float %1121, %1120
  %1123 = fcmp uno float %1081, %1081
  %1124 = select i1 %1123, float 0x7FF8000000000000, float %1122
  %1125 = fmul float %1079, %1124
  %1126 = fadd float %1077, %1125
  %feature122 = uitofp i64 %feature118 to float
  %1127 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1128 = fcmp oeq float %feature122, %1127
  %1129 = select i1 %1128, float 1.000000e+00, float 0.000000e+00
  %1130 = fcmp une float %1129, 0.000000e+00
  %1131 = select i1 %1130, float 0x3FB99999A0000000, float 0.000000e+00
  %1132 = fadd float %1126, %1131
  %1133 = fmul float %1132, %eta
  %1134 = fsub float %1071, %1133
  %1135 = add i64 %n_features, 3
  %groups123 = lshr i64 %1135, 2
  %1136 = mul i64 %row, %groups123
  %1137 = lshr i64 %feature118, 2
  %group124 = add i64 %1136, %1137
  %1138 = trunc i64 %key0 to i32
  %1139 = lshr i64 %key0, 32
  %1140 = trunc i64 %1139 to i32
  %1141 = trunc i64 %group124 to i32
  %1142 = trunc i64 %key1_step to i32
  %1143 = lshr i64 %key1_step, 32
  %1144 = trunc i64 %1143 to i32
  %1145 = lshr i64 %group124, 32
  %1146 = trunc i64 %1145 to i32
  %1147 = zext i32 %1141 to i64
  %1148 = mul i64 3528531795, %1147
  %1149 = zext i32 %1144 to i64
  %1150 = mul i64 3449720151, %1149
  %1151 = lshr i64 %1148, 32
  %1152 = trunc i64 %1151 to i32
  %1153 = trunc i64 %1148 to i32
  %1154 = lshr i64 %1150, 32
  %1155 = trunc i64 %1154 to i32
  %1156 = trunc i64 %1150 to i32
  %1157 = xor i32 %1155, %1142
  %1158 = xor i32 %1157, %1138
  %1159 = xor i32 %1152, %1146
  %1160 = xor i32 %1159, %1140
  %1161 = add i32 %1138, -1640531527
  %1162 = add i32 %1140, -1150833019
  %1163 = zext i32 %1158 to i64
  %1164 = mul i64 3528531795, %1163
  %1165 = zext i32 %1160 to i64
  %1166 = mul i64 3449720151, %1165
  %1167 = lshr i64 %1164, 32
  %1168 = trunc i64 %1167 to i32
  %1169 = trunc i64 %1164 to i32
  %1170 = lshr i64 %1166, 32
  %1171 = trunc i64 %1170 to i32
  %1172 = trunc i64 %1166 to i32
  %1173 = xor i32 %1171, %1156
  %1174 = xor i32 %1173, %1161
  %1175 = xor i32 %1168, %1153
  %1176 = xor i32 %1175, %1162
  %1177 = add i32 %1161, -1640531527
  %1178 = add i32 %1162, -1150833019
  %1179 = zext i32 %1174 to i64
  %1180 = mul i64 3528531795, %1179
  %1181 = zext i32 %1176 to i64
  %1182 = mul i64 3449720151, %1181
  %1183 = lshr i64 %1180, 32
  %1184 = trunc i64 %1183 to i32
  %1185 = trunc i64 %1180 to i32
  %1186 = lshr i64 %1182, 32
  %1187 = trunc i64 %1186 to i32
  %1188 = trunc i64 %1182 to i32
  %1189 = xor i32 %1187, %1172
  %1190 = xor i32 %1189, %1177
  %1191 = xor i32 %1184, %1169
  %1192 = xor i32 %1191, %1178
  %1193 = add i32 %1177, -1640531527
  %1194 = add i32 %1178, -1150833019
  %1195 = zext i32 %1190 to i64
  %1196 = mul i64 3528531795, %1195
  %1197 = zext i32 %1192 to i64
  %1198 = mul i64 3449720151, %1197
  %1199 = lshr i64 %1196, 32
  %1200 = trunc i64 %1199 to i32
  %1201 = trunc i64 %1196 to i32
  %1202 = lshr i64 %1198, 32
  %1203 = trunc i64 %1202 to i32
  %1204 = trunc i64 %1198 to i32
  %1205 = xor i32 %1203, %1188
  %1206 = xor i32 %1205, %1193
  %1207 = xor i32 %1200, %1185
  %1208 = xor i32 %1207, %1194
  %1209 = add i32 %1193, -1640531527
  %1210 = add i32 %1194, -1150833019
  %1211 = zext i32 %1206 to i64
  %1212 = mul i64 3528531795, %1211
  %1213 = zext i32 %1208 to i64
  %1214 = mul i64 3449720151, %1213
  %1215 = lshr i64 %1212, 32
  %1216 = trunc i64 %1215 to i32
  %1217 = trunc i64 %1212 to i32
  %1218 = lshr i64 %1214, 32
  %1219 = trunc i64 %1218 to i32
  %1220 = trunc i64 %1214 to i32
  %1221 = xor i32 %1219, %1204
  %1222 = xor i32 %1221, %1209
  %1223 = xor i32 %1216, %1201
  %1224 = xor i32 %1223, %1210
  %1225 = add i32 %1209, -1640531527
  %1226 = add i32 %1210, -1150833019
  %1227 = zext i32 %1222 to i64
  %1228 = mul i64 3528531795, %1227
  %1229 = zext i32 %1224 to i64
  %1230 = mul i64 3449720151, %1229
  %1231 = lshr i64 %1228, 32
  %1232 = trunc i64 %1231 to i32
  %1233 = trunc i64 %1228 to i32
  %1234 = lshr i64 %1230, 32
  %1235 = trunc i64 %1234 to i32
  %1236 = trunc i64 %1230 to i32
  %1237 = xor i32 %1235, %1220
  %1238 = xor i32 %1237, %1225
  %1239 = xor i32 %1232, %1217
  %1240 = xor i32 %1239, %1226
  %1241 = add i32 %1225, -1640531527
  %1242 = add i32 %1226, -1150833019
  %1243 = zext i32 %1238 to i64
  %1244 = mul i64 3528531795, %1243
  %1245 = zext i32 %1240 to i64
  %1246 = mul i64 3449720151, %1245
  %1247 = lshr i64 %1244, 32
  %1248 = trunc i64 %1247 to i32
  %1249 = trunc i64 %1244 to i32
  %1250 = lshr i64 %1246, 32
  %1251 = trunc i64 %1250 to i32
  %1252 = trunc i64 %1246 to i32
  %1253 = xor i32 %1251, %1236
  %1254 = xor i32 %1253, %1241
  %1255 = xor i32 %1248, %1233
  %1256 = xor i32 %1255, %1242
  %1257 = add i32 %1241, -1640531527
  %1258 = add i32 %1242, -1150833019
  %1259 = zext i32 %1254 to i64
  %1260 = mul i64 3528531795, %1259
  %1261 = zext i32 %1256 to i64
  %1262 = mul i64 3449720151, %1261
  %1263 = lshr i64 %1260, 32
  %1264 = trunc i64 %1263 to i32
  %1265 = trunc i64 %1260 to i32
  %1266 = lshr i64 %1262, 32
  %1267 = trunc i64 %1266 to i32
  %1268 = trunc i64 %1262 to i32
  %1269 = xor i32 %1267, %1252
  %1270 = xor i32 %1269, %1257
  %1271 = xor i32 %1264, %1249
  %1272 = xor i32 %1271, %1258
  %1273 = add i32 %1257, -1640531527
  %1274 = add i32 %1258, -1150833019
  %1275 = zext i32 %1270 to i64
  %1276 = mul i64 3528531795, %1275
  %1277 = zext i32 %1272 to i64
  %1278 = mul i64 3449720151, %1277
  %1279 = lshr i64 %1276, 32
  %1280 = trunc i64 %1279 to i32
  %1281 = trunc i64 %1276 to i32
  %1282 = lshr i64 %1278, 32
  %1283 = trunc i64 %1282 to i32
  %1284 = trunc i64 %1278 to i32
  %1285 = xor i32 %1283, %1268
  %1286 = xor i32 %1285, %1273
  %1287 = xor i32 %1280, %1265
  %1288 = xor i32 %1287, %1274
  %1289 = add i32 %1273, -1640531527
  %1290 = add i32 %1274, -1150833019
  %1291 = zext i32 %1286 to i64
  %1292 = mul i64 3528531795, %1291
  %1293 = zext i32 %1288 to i64
  %1294 = mul i64 3449720151, %1293
  %1295 = lshr i64 %1292, 32
  %1296 = trunc i64 %1295 to i32
  %1297 = trunc i64 %1292 to i32
  %1298 = lshr i64 %1294, 32
  %1299 = trunc i64 %1298 to i32
  %1300 = trunc i64 %1294 to i32
  %1301 = xor i32 %1299, %1284
  %1302 = xor i32 %1301, %1289
  %1303 = xor i32 %1296, %1281
  %1304 = xor i32 %1303, %1290
  %which125 = and i64 %feature118, 3
  %1305 = and i64 %which125, 2
  %second_pair126 = icmp ne i64 %1305, 0
  %1306 = select i1 %second_pair126, i32 %1304, i32 %1302
  %1307 = select i1 %second_pair126, i32 %1297, i32 %1300
  %1308 = lshr i32 %1306, 9
  %1309 = sitofp i32 %1308 to float
  %1310 = fadd float %1309, 5.000000e-01
  %1311 = fmul float %1310, 0x3E80000000000000
  %1312 = lshr i32 %1307, 9
  %1313 = sitofp i32 %1312 to float
  %1314 = fadd float %1313, 5.000000e-01
  %1315 = fmul float %1314, 0x3E80000000000000
  %1316 = bitcast float %1311 to i32
  %1317 = add i32 %1316, 4913933
  %1318 = lshr i32 %1317, 23
  %1319 = sub i32 %1318, 127
  %1320 = and i32 %1317, 8388607
  %1321 = add i32 %1320, 1060439283
  %1322 = bitcast i32 %1321 to float
  %1323 = fsub float %1322, 1.000000e+00
  %1324 = fadd float 2.000000e+00, %1323
  %1325 = fdiv float %1323, %1324
  %1326 = fmul float %1325, %1325
  %1327 = fmul float %1326, %1326
  %1328 = fmul float %1327, 0x3FCF13C4C0000000
  %1329 = fadd float 0x3FD999C260000000, %1328
  %1330 = fmul float %1327, %1329
  %1331 = fmul float %1327, 0x3FD23D3DC0000000
  %1332 = fadd float 0x3FE5555540000000, %1331
  %1333 = fmul float %1326, %1332
  %1334 = fadd float %1333, %1330
  %1335 = fmul float 5.000000e-01, %1323
  %1336 = fmul float %1335, %1323
  %1337 = sitofp i32 %1319 to float
  %1338 = fadd float %1336, %1334
  %1339 = fmul float %1325, %1338
  %1340 = fmul float %1337, 0x3EE2FEFA20000000
  %1341 = fadd float %1339, %1340
  %1342 = fsub float %1341, %1336
  %1343 = fadd float %1342, %1323
  %1344 = fmul float %1337, 0x3FE62E3000000000
  %1345 = fadd float %1343, %1344
  %1346 = fmul float -2.000000e+00, %1345
  %1347 = call float @llvm.sqrt.f32(float %1346)
  %1348 = fpext float %1315 to double
  %1349 = fmul double %1348, 4.000000e+00
  %1350 = fadd double %1349, 0x4338000000000000
  %1351 = fsub double %1350, 0x4338000000000000
  %1352 = fsub double %1349, %1351
  %1353 = fmul double %1352, 0x3FF921FB54442D18
  %1354 = fmul double %1353, %1353
  %1355 = fmul double %1354, 0x3EC71DE3A556C734
  %1356 = fadd double 0xBF2A01A01A01A01A, %1355
  %1357 = fmul double %1354, %1356
  %1358 = fadd double 0x3F81111111111111, %1357
  %1359 = fmul double %1354, %1358
  %1360 = fadd double 0xBFC5555555555555, %1359
  %1361 = fmul double %1353, %1354
  %1362 = fmul double %1361, %1360
  %1363 = fadd double %1353, %1362
  %1364 = fmul double %1354, 0xBE927E4FB7789F5C
  %1365 = fadd double 0x3EFA01A01A01A01A, %1364
  %1366 = fmul double %1354, %1365
  %1367 = fadd double 0xBF56C16C16C16C17, %1366
  %1368 = fmul double %1354, %1367
  %1369 = fadd double 0x3FA5555555555555, %1368
  %1370 = fmul double %1354, %1354
  %1371 = fmul double %1370, %1369
  %1372 = fmul double 5.000000e-01, %1354
  %1373 = fsub double 1.000000e+00, %1372
  %1374 = fadd double %1373, %1371
  %1375 = fneg double %1363
  %1376 = fneg double %1374
  %1377 = bitcast double %1350 to i64
  %1378 = and i64 %1377, 1
  %1379 = and i64 %1377, 2
  %1380 = icmp eq i64 %1378, 1
  %1381 = icmp eq i64 %1379, 2
  %1382 = select i1 %1381, double %1375, double %1363
  %1383 = select i1 %1381, double %1376, double %1374
  %1384 = select i1 %1380, double %1383, double %1382
  %1385 = select i1 %1381, double %1376, double %1374
  %1386 = select i1 %1381, double %1363, double %1375
  %1387 = select i1 %1380, double %1386, double %1385
  %1388 = fptrunc double %1384 to float
  %1389 = fptrunc double %1387 to float
  %1390 = fmul float %1347, %1389
  %1391 = fmul float %1347, %1388
  %1392 = and i64 %which125, 1
  %odd127 = icmp ne i64 %1392, 0
  %normal128 = select i1 %odd127, float %1391, float %1390
  %1393 = fmul float %normal128, %noise_scale7
  %1394 = fadd float %1134, %1393
  %bits129 = bitcast float %1394 to i32
  %magnitude130 = and i32 %bits129, 2147483647
  %is_nan131 = icmp ugt i32 %magnitude130, 2139095040
  %canonical132 = select i1 %is_nan131, i32 2143289344, i32 %bits129
  store i32 %canonical132, ptr %1070, align 4
  br label %slot.done121

slot.done121:                                     ; preds = %slot.then120, %slot.done115
  br label %noise.done

uniform_sinks.then135:                            ; preds = %quiet
  br label %uniform_sinks.done136

uniform_sinks.done136:                            ; preds = %uniform_sinks.then135, %quiet
  %feature137 = add i64 %lane, 0
  %valid138 = icmp ult i64 %feature137, %n_features
  %1395 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid138, label %slot.then139, label %slot.done140

slot.then139:                                     ; preds = %uniform_sinks.done136
  %1396 = load float, ptr %1395, align 4
  %1397 = fmul float 2.000000e+00, %1396
  %1398 = fmul float 0x3FA99999A0000000, %1397
  %1399 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature137
  %1400 = load float, ptr addrspace(1) %1399, align 4
  %1401 = fmul float -1.000000e+00, %1400
  %1402 = fadd float %1398, %1401
  %1403 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1404 = fdiv float 1.000000e+00, %1403
  %1405 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1406 = fsub float %1396, %1405
  %1407 = fcmp olt float %1406, -1.040000e+02
  %1408 = select i1 %1407, float -1.040000e+02, float %1406
  %1409 = fcmp olt float 8.900000e+01, %1408
  %1410 = select i1 %1409, float 8.900000e+01, float %1408
  %1411 = fmul float %1410, 0x3FF7154760000000
  %1412 = fadd float %1411, 0x4168000000000000
  %1413 = fsub float %1412, 0x4168000000000000
  %1414 = bitcast float %1412 to i32
  %1415 = sub i32 %1414, 1262485504
  %1416 = fmul float %1413, 0x3FE62E4000000000
  %1417 = fsub float %1410, %1416
  %1418 = fmul float %1413, 0x3EB7F7D1C0000000
  %1419 = fsub float %1417, %1418
  %1420 = fmul float %1419, %1419
  %1421 = fmul float %1420, 0x3E66376980000000
  %1422 = fadd float 0xBEBBBD41C0000000, %1421
  %1423 = fmul float %1420, %1422
  %1424 = fadd float 0x3F11566AA0000000, %1423
  %1425 = fmul float %1420, %1424
  %1426 = fadd float 0xBF66C16C20000000, %1425
  %1427 = fmul float %1420, %1426
  %1428 = fadd float 0x3FC5555560000000, %1427
  %1429 = fmul float %1420, %1428
  %1430 = fsub float %1419, %1429
  %1431 = fmul float %1419, %1430
  %1432 = fsub float 2.000000e+00, %1430
  %1433 = fdiv float %1431, %1432
  %1434 = fsub float %1418, %1433
  %1435 = fsub float %1434, %1417
  %1436 = fsub float 1.000000e+00, %1435
  %1437 = add i32 %1415, 256
  %1438 = lshr i32 %1437, 1
  %1439 = sub i32 %1438, 1
  %1440 = add i32 %1415, 255
  %1441 = sub i32 %1440, %1438
  %1442 = shl i32 %1439, 23
  %1443 = shl i32 %1441, 23
  %1444 = bitcast i32 %1442 to float
  %1445 = bitcast i32 %1443 to float
  %1446 = fmul float %1436, %1444
  %1447 = fmul float %1446, %1445
  %1448 = fcmp uno float %1406, %1406
  %1449 = select i1 %1448, float 0x7FF8000000000000, float %1447
  %1450 = fmul float %1404, %1449
  %1451 = fadd float %1402, %1450
  %feature141 = uitofp i64 %feature137 to float
  %1452 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1453 = fcmp oeq float %feature141, %1452
  %1454 = select i1 %1453, float 1.000000e+00, float 0.000000e+00
  %1455 = fcmp une float %1454, 0.000000e+00
  %1456 = select i1 %1455, float 0x3FB99999A0000000, float 0.000000e+00
  %1457 = fadd float %1451, %1456
  %1458 = fmul float %1457, %eta
  %1459 = fsub float %1396, %1458
  %1460 = fmul float 0.000000e+00, %noise_scale7
  %1461 = fadd float %1459, %1460
  %bits142 = bitcast float %1459 to i32
  %magnitude143 = and i32 %bits142, 2147483647
  %is_nan144 = icmp ugt i32 %magnitude143, 2139095040
  %canonical145 = select i1 %is_nan144, i32 2143289344, i32 %bits142
  store i32 %canonical145, ptr %1395, align 4
  br label %slot.done140

slot.done140:                                     ; preds = %slot.then139, %uniform_sinks.done136
  %feature146 = add i64 %lane, 1024
  %valid147 = icmp ult i64 %feature146, %n_features
  %1462 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid147, label %slot.then148, label %slot.done149

slot.then148:                                     ; preds = %slot.done140
  %1463 = load float, ptr %1462, align 4
  %1464 = fmul float 2.000000e+00, %1463
  %1465 = fmul float 0x3FA99999A0000000, %1464
  %1466 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature146
  %1467 = load float, ptr addrspace(1) %1466, align 4
  %1468 = fmul float -1.000000e+00, %1467
  %1469 = fadd float %1465, %1468
  %1470 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1471 = fdiv float 1.000000e+00, %1470
  %1472 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1473 = fsub float %1463, %1472
  %1474 = fcmp olt float %1473, -1.040000e+02
  %1475 = select i1 %1474, float -1.040000e+02, float %1473
  %1476 = fcmp olt float 8.900000e+01, %1475
  %1477 = select i1 %1476, float 8.900000e+01, float %1475
  %1478 = fmul float %1477, 0x3FF7154760000000
  %1479 = fadd float %1478, 0x4168000000000000
  %1480 = fsub float %1479, 0x4168000000000000
  %1481 = bitcast float %1479 to i32
  %1482 = sub i32 %1481, 1262485504
  %1483 = fmul float %1480, 0x3FE62E4000000000
  %1484 = fsub float %1477, %1483
  %1485 = fmul float %1480, 0x3EB7F7D1C0000000
  %1486 = fsub float %1484, %1485
  %1487 = fmul float %1486, %1486
  %1488 = fmul float %1487, 0x3E66376980000000
  %1489 = fadd float 0xBEBBBD41C0000000, %1488
  %1490 = fmul float %1487, %1489
  %1491 = fadd float 0x3F11566AA0000000, %1490
  %1492 = fmul float %1487, %1491
  %1493 = fadd float 0xBF66C16C20000000, %1492
  %1494 = fmul float %1487, %1493
  %1495 = fadd float 0x3FC5555560000000, %1494
  %1496 = fmul float %1487, %1495
  %1497 = fsub float %1486, %1496
  %1498 = fmul float %1486, %1497
  %1499 = fsub float 2.000000e+00, %1497
  %1500 = fdiv float %1498, %1499
  %1501 = fsub float %1485, %1500
  %1502 = fsub float %1501, %1484
  %1503 = fsub float 1.000000e+00, %1502
  %1504 = add i32 %1482, 256
  %1505 = lshr i32 %1504, 1
  %1506 = sub i32 %1505, 1
  %1507 = add i32 %1482, 255
  %1508 = sub i32 %1507, %1505
  %1509 = shl i32 %1506, 23
  %1510 = shl i32 %1508, 23
  %1511 = bitcast i32 %1509 to float
  %1512 = bitcast i32 %1510 to float
  %1513 = fmul float %1503, %1511
  %1514 = fmul float %1513, %1512
  %1515 = fcmp uno float %1473, %1473
  %1516 = select i1 %1515, float 0x7FF8000000000000, float %1514
  %1517 = fmul float %1471, %1516
  %1518 = fadd float %1469, %1517
  %feature150 = uitofp i64 %feature146 to float
  %1519 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1520 = fcmp oeq float %feature150, %1519
  %1521 = select i1 %1520, float 1.000000e+00, float 0.000000e+00
  %1522 = fcmp une float %1521, 0.000000e+00
  %1523 = select i1 %1522, float 0x3FB99999A0000000, float 0.000000e+00
  %1524 = fadd float %1518, %1523
  %1525 = fmul float %1524, %eta
  %1526 = fsub float %1463, %1525
  %1527 = fmul float 0.000000e+00, %noise_scale7
  %1528 = fadd float %1526, %1527
  %bits151 = bitcast float %1526 to i32
  %magnitude152 = and i32 %bits151, 2147483647
  %is_nan153 = icmp ugt i32 %magnitude152, 2139095040
  %canonical154 = select i1 %is_nan153, i32 2143289344, i32 %bits151
  store i32 %canonical154, ptr %1462, align 4
  br label %slot.done149

slot.done149:                                     ; preds = %slot.then148, %slot.done140
  br label %noise.done

slot.then157:                                     ; preds = %step.exit
  %1529 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature155
  %1530 = load float, ptr %18, align 4
  store float %1530, ptr addrspace(1) %1529, align 4
  br label %slot.done158

slot.done158:                                     ; preds = %slot.then157, %step.exit
  %feature159 = add i64 %lane, 1024
  %valid160 = icmp ult i64 %feature159, %n_features
  %1531 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid160, label %slot.then161, label %slot.done162

slot.then161:                                     ; preds = %slot.done158
  %1532 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature159
  %1533 = load float, ptr %1531, align 4
  store float %1533, ptr addrspace(1) %1532, align 4
  br label %slot.done162

slot.done162:                                     ; preds = %slot.then161, %slot.done158
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w4096(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth129 = alloca i64, align 8
  %pairwise_levels128 = alloca [64 x i64], align 8
  %pairwise_sums127 = alloca [64 x float], align 4
  %fold_index126 = alloca i64, align 8
  %fold_value125 = alloca float, align 4
  %pairwise_depth71 = alloca i64, align 8
  %pairwise_levels70 = alloca [64 x i64], align 8
  %pairwise_sums69 = alloca [64 x float], align 4
  %fold_index68 = alloca i64, align 8
  %fold_value67 = alloca float, align 4
  %pairwise_depth66 = alloca i64, align 8
  %pairwise_levels65 = alloca [64 x i64], align 8
  %pairwise_sums64 = alloca [64 x float], align 4
  %fold_index63 = alloca i64, align 8
  %fold_value62 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done254, %entry
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
  %step = phi i64 [ 0, %slot.done12 ], [ %886, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

step.exit:                                        ; preds = %step.header
  %feature239 = add i64 %lane, 0
  %valid240 = icmp ult i64 %feature239, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid240, label %slot.then241, label %slot.done242

slot.then18:                                      ; preds = %step.body
  %25 = load float, ptr %23, align 4
  %26 = load float, ptr %fold_value, align 4
  %27 = fcmp ogt float %25, %26
  %28 = fcmp uno float %25, %25
  %29 = fcmp ord float %26, %26
  %30 = and i1 %28, %29
  %take = or i1 %27, %30
  %31 = select i1 %take, float %25, float %26
  store float %31, ptr %fold_value, align 4
  %32 = load i64, ptr %fold_index, align 8
  %33 = select i1 %take, i64 %feature16, i64 %32
  store i64 %33, ptr %fold_index, align 8
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %step.body
  %feature20 = add i64 %lane, 1024
  %valid21 = icmp ult i64 %feature20, %n_features
  %34 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %35 = load float, ptr %34, align 4
  %36 = load float, ptr %fold_value, align 4
  %37 = fcmp ogt float %35, %36
  %38 = fcmp uno float %35, %35
  %39 = fcmp ord float %36, %36
  %40 = and i1 %38, %39
  %take24 = or i1 %37, %40
  %41 = select i1 %take24, float %35, float %36
  store float %41, ptr %fold_value, align 4
  %42 = load i64, ptr %fold_index, align 8
  %43 = select i1 %take24, i64 %feature20, i64 %42
  store i64 %43, ptr %fold_index, align 8
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature25 = add i64 %lane, 2048
  %valid26 = icmp ult i64 %feature25, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done23
  %45 = load float, ptr %44, align 4
  %46 = load float, ptr %fold_value, align 4
  %47 = fcmp ogt float %45, %46
  %48 = fcmp uno float %45, %45
  %49 = fcmp ord float %46, %46
  %50 = and i1 %48, %49
  %take29 = or i1 %47, %50
  %51 = select i1 %take29, float %45, float %46
  store float %51, ptr %fold_value, align 4
  %52 = load i64, ptr %fold_index, align 8
  %53 = select i1 %take29, i64 %feature25, i64 %52
  store i64 %53, ptr %fold_index, align 8
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done23
  %feature30 = add i64 %lane, 3072
  %valid31 = icmp ult i64 %feature30, %n_features
  %54 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid31, label %slot.then32, label %slot.done33

slot.then32:                                      ; preds = %slot.done28
  %55 = load float, ptr %54, align 4
  %56 = load float, ptr %fold_value, align 4
  %57 = fcmp ogt float %55, %56
  %58 = fcmp uno float %55, %55
  %59 = fcmp ord float %56, %56
  %60 = and i1 %58, %59
  %take34 = or i1 %57, %60
  %61 = select i1 %take34, float %55, float %56
  store float %61, ptr %fold_value, align 4
  %62 = load i64, ptr %fold_index, align 8
  %63 = select i1 %take34, i64 %feature30, i64 %62
  store i64 %63, ptr %fold_index, align 8
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %slot.done28
  %best_index = load i64, ptr %fold_index, align 8
  %64 = load float, ptr %fold_value, align 4
  %65 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %64, ptr addrspace(3) %65, align 4
  %66 = trunc i64 %best_index to i32
  %67 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %66, ptr addrspace(3) %67, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 512
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done33
  %68 = add i64 %lane, 512
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %70 = load i32, ptr addrspace(3) %69, align 4
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %73 = load float, ptr addrspace(3) %72, align 4
  %74 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %68
  %75 = load i32, ptr addrspace(3) %74, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %68
  %78 = load float, ptr addrspace(3) %77, align 4
  %79 = fcmp uno float %78, %78
  %80 = fcmp uno float %73, %73
  %81 = icmp ult i64 %76, %71
  %82 = fcmp ogt float %78, %73
  %83 = fcmp oeq float %78, %73
  %84 = xor i1 %80, true
  %85 = or i1 %84, %81
  %86 = and i1 %83, %81
  %87 = or i1 %82, %86
  %88 = xor i1 %80, true
  %89 = and i1 %88, %87
  %90 = select i1 %79, i1 %85, i1 %89
  %91 = select i1 %90, float %78, float %73
  %92 = select i1 %90, i64 %76, i64 %71
  %93 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %91, ptr addrspace(3) %93, align 4
  %94 = trunc i64 %92 to i32
  %95 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %94, ptr addrspace(3) %95, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done33
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane35 = icmp ult i64 %lane, 256
  br i1 %tree_lane35, label %tree.then36, label %tree.done37

tree.then36:                                      ; preds = %tree.done
  %96 = add i64 %lane, 256
  %97 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %98 = load i32, ptr addrspace(3) %97, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %101 = load float, ptr addrspace(3) %100, align 4
  %102 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %96
  %103 = load i32, ptr addrspace(3) %102, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %96
  %106 = load float, ptr addrspace(3) %105, align 4
  %107 = fcmp uno float %106, %106
  %108 = fcmp uno float %101, %101
  %109 = icmp ult i64 %104, %99
  %110 = fcmp ogt float %106, %101
  %111 = fcmp oeq float %106, %101
  %112 = xor i1 %108, true
  %113 = or i1 %112, %109
  %114 = and i1 %111, %109
  %115 = or i1 %110, %114
  %116 = xor i1 %108, true
  %117 = and i1 %116, %115
  %118 = select i1 %107, i1 %113, i1 %117
  %119 = select i1 %118, float %106, float %101
  %120 = select i1 %118, i64 %104, i64 %99
  %121 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %119, ptr addrspace(3) %121, align 4
  %122 = trunc i64 %120 to i32
  %123 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %122, ptr addrspace(3) %123, align 4
  br label %tree.done37

tree.done37:                                      ; preds = %tree.then36, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 128
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %tree.done37
  %124 = add i64 %lane, 128
  %125 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %126 = load i32, ptr addrspace(3) %125, align 4
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %129 = load float, ptr addrspace(3) %128, align 4
  %130 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %124
  %131 = load i32, ptr addrspace(3) %130, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %124
  %134 = load float, ptr addrspace(3) %133, align 4
  %135 = fcmp uno float %134, %134
  %136 = fcmp uno float %129, %129
  %137 = icmp ult i64 %132, %127
  %138 = fcmp ogt float %134, %129
  %139 = fcmp oeq float %134, %129
  %140 = xor i1 %136, true
  %141 = or i1 %140, %137
  %142 = and i1 %139, %137
  %143 = or i1 %138, %142
  %144 = xor i1 %136, true
  %145 = and i1 %144, %143
  %146 = select i1 %135, i1 %141, i1 %145
  %147 = select i1 %146, float %134, float %129
  %148 = select i1 %146, i64 %132, i64 %127
  %149 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %147, ptr addrspace(3) %149, align 4
  %150 = trunc i64 %148 to i32
  %151 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %150, ptr addrspace(3) %151, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %tree.done37
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane41 = icmp ult i64 %lane, 64
  br i1 %tree_lane41, label %tree.then42, label %tree.done43

tree.then42:                                      ; preds = %tree.done40
  %152 = add i64 %lane, 64
  %153 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %154 = load i32, ptr addrspace(3) %153, align 4
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %157 = load float, ptr addrspace(3) %156, align 4
  %158 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %152
  %159 = load i32, ptr addrspace(3) %158, align 4
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %152
  %162 = load float, ptr addrspace(3) %161, align 4
  %163 = fcmp uno float %162, %162
  %164 = fcmp uno float %157, %157
  %165 = icmp ult i64 %160, %155
  %166 = fcmp ogt float %162, %157
  %167 = fcmp oeq float %162, %157
  %168 = xor i1 %164, true
  %169 = or i1 %168, %165
  %170 = and i1 %167, %165
  %171 = or i1 %166, %170
  %172 = xor i1 %164, true
  %173 = and i1 %172, %171
  %174 = select i1 %163, i1 %169, i1 %173
  %175 = select i1 %174, float %162, float %157
  %176 = select i1 %174, i64 %160, i64 %155
  %177 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %175, ptr addrspace(3) %177, align 4
  %178 = trunc i64 %176 to i32
  %179 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %178, ptr addrspace(3) %179, align 4
  br label %tree.done43

tree.done43:                                      ; preds = %tree.then42, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane44 = icmp ult i64 %lane, 32
  br i1 %tree_lane44, label %tree.then45, label %tree.done46

tree.then45:                                      ; preds = %tree.done43
  %180 = add i64 %lane, 32
  %181 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %182 = load i32, ptr addrspace(3) %181, align 4
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %185 = load float, ptr addrspace(3) %184, align 4
  %186 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %180
  %187 = load i32, ptr addrspace(3) %186, align 4
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %180
  %190 = load float, ptr addrspace(3) %189, align 4
  %191 = fcmp uno float %190, %190
  %192 = fcmp uno float %185, %185
  %193 = icmp ult i64 %188, %183
  %194 = fcmp ogt float %190, %185
  %195 = fcmp oeq float %190, %185
  %196 = xor i1 %192, true
  %197 = or i1 %196, %193
  %198 = and i1 %195, %193
  %199 = or i1 %194, %198
  %200 = xor i1 %192, true
  %201 = and i1 %200, %199
  %202 = select i1 %191, i1 %197, i1 %201
  %203 = select i1 %202, float %190, float %185
  %204 = select i1 %202, i64 %188, i64 %183
  %205 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %203, ptr addrspace(3) %205, align 4
  %206 = trunc i64 %204 to i32
  %207 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %206, ptr addrspace(3) %207, align 4
  br label %tree.done46

tree.done46:                                      ; preds = %tree.then45, %tree.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane47 = icmp ult i64 %lane, 16
  br i1 %tree_lane47, label %tree.then48, label %tree.done49

tree.then48:                                      ; preds = %tree.done46
  %208 = add i64 %lane, 16
  %209 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %210 = load i32, ptr addrspace(3) %209, align 4
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %213 = load float, ptr addrspace(3) %212, align 4
  %214 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %208
  %215 = load i32, ptr addrspace(3) %214, align 4
  %216 = zext i32 %215 to i64
  %217 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %208
  %218 = load float, ptr addrspace(3) %217, align 4
  %219 = fcmp uno float %218, %218
  %220 = fcmp uno float %213, %213
  %221 = icmp ult i64 %216, %211
  %222 = fcmp ogt float %218, %213
  %223 = fcmp oeq float %218, %213
  %224 = xor i1 %220, true
  %225 = or i1 %224, %221
  %226 = and i1 %223, %221
  %227 = or i1 %222, %226
  %228 = xor i1 %220, true
  %229 = and i1 %228, %227
  %230 = select i1 %219, i1 %225, i1 %229
  %231 = select i1 %230, float %218, float %213
  %232 = select i1 %230, i64 %216, i64 %211
  %233 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %231, ptr addrspace(3) %233, align 4
  %234 = trunc i64 %232 to i32
  %235 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %234, ptr addrspace(3) %235, align 4
  br label %tree.done49

tree.done49:                                      ; preds = %tree.then48, %tree.done46
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane50 = icmp ult i64 %lane, 8
  br i1 %tree_lane50, label %tree.then51, label %tree.done52

tree.then51:                                      ; preds = %tree.done49
  %236 = add i64 %lane, 8
  %237 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %238 = load i32, ptr addrspace(3) %237, align 4
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %241 = load float, ptr addrspace(3) %240, align 4
  %242 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %236
  %243 = load i32, ptr addrspace(3) %242, align 4
  %244 = zext i32 %243 to i64
  %245 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %236
  %246 = load float, ptr addrspace(3) %245, align 4
  %247 = fcmp uno float %246, %246
  %248 = fcmp uno float %241, %241
  %249 = icmp ult i64 %244, %239
  %250 = fcmp ogt float %246, %241
  %251 = fcmp oeq float %246, %241
  %252 = xor i1 %248, true
  %253 = or i1 %252, %249
  %254 = and i1 %251, %249
  %255 = or i1 %250, %254
  %256 = xor i1 %248, true
  %257 = and i1 %256, %255
  %258 = select i1 %247, i1 %253, i1 %257
  %259 = select i1 %258, float %246, float %241
  %260 = select i1 %258, i64 %244, i64 %239
  %261 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %259, ptr addrspace(3) %261, align 4
  %262 = trunc i64 %260 to i32
  %263 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %262, ptr addrspace(3) %263, align 4
  br label %tree.done52

tree.done52:                                      ; preds = %tree.then51, %tree.done49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane53 = icmp ult i64 %lane, 4
  br i1 %tree_lane53, label %tree.then54, label %tree.done55

tree.then54:                                      ; preds = %tree.done52
  %264 = add i64 %lane, 4
  %265 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %266 = load i32, ptr addrspace(3) %265, align 4
  %267 = zext i32 %266 to i64
  %268 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %269 = load float, ptr addrspace(3) %268, align 4
  %270 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %264
  %271 = load i32, ptr addrspace(3) %270, align 4
  %272 = zext i32 %271 to i64
  %273 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %264
  %274 = load float, ptr addrspace(3) %273, align 4
  %275 = fcmp uno float %274, %274
  %276 = fcmp uno float %269, %269
  %277 = icmp ult i64 %272, %267
  %278 = fcmp ogt float %274, %269
  %279 = fcmp oeq float %274, %269
  %280 = xor i1 %276, true
  %281 = or i1 %280, %277
  %282 = and i1 %279, %277
  %283 = or i1 %278, %282
  %284 = xor i1 %276, true
  %285 = and i1 %284, %283
  %286 = select i1 %275, i1 %281, i1 %285
  %287 = select i1 %286, float %274, float %269
  %288 = select i1 %286, i64 %272, i64 %267
  %289 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %287, ptr addrspace(3) %289, align 4
  %290 = trunc i64 %288 to i32
  %291 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %290, ptr addrspace(3) %291, align 4
  br label %tree.done55

tree.done55:                                      ; preds = %tree.then54, %tree.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane56 = icmp ult i64 %lane, 2
  br i1 %tree_lane56, label %tree.then57, label %tree.done58

tree.then57:                                      ; preds = %tree.done55
  %292 = add i64 %lane, 2
  %293 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %294 = load i32, ptr addrspace(3) %293, align 4
  %295 = zext i32 %294 to i64
  %296 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %297 = load float, ptr addrspace(3) %296, align 4
  %298 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %292
  %299 = load i32, ptr addrspace(3) %298, align 4
  %300 = zext i32 %299 to i64
  %301 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %292
  %302 = load float, ptr addrspace(3) %301, align 4
  %303 = fcmp uno float %302, %302
  %304 = fcmp uno float %297, %297
  %305 = icmp ult i64 %300, %295
  %306 = fcmp ogt float %302, %297
  %307 = fcmp oeq float %302, %297
  %308 = xor i1 %304, true
  %309 = or i1 %308, %305
  %310 = and i1 %307, %305
  %311 = or i1 %306, %310
  %312 = xor i1 %304, true
  %313 = and i1 %312, %311
  %314 = select i1 %303, i1 %309, i1 %313
  %315 = select i1 %314, float %302, float %297
  %316 = select i1 %314, i64 %300, i64 %295
  %317 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %315, ptr addrspace(3) %317, align 4
  %318 = trunc i64 %316 to i32
  %319 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %318, ptr addrspace(3) %319, align 4
  br label %tree.done58

tree.done58:                                      ; preds = %tree.then57, %tree.done55
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane59 = icmp ult i64 %lane, 1
  br i1 %tree_lane59, label %tree.then60, label %tree.done61

tree.then60:                                      ; preds = %tree.done58
  %320 = add i64 %lane, 1
  %321 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %322 = load i32, ptr addrspace(3) %321, align 4
  %323 = zext i32 %322 to i64
  %324 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %325 = load float, ptr addrspace(3) %324, align 4
  %326 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %320
  %327 = load i32, ptr addrspace(3) %326, align 4
  %328 = zext i32 %327 to i64
  %329 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %320
  %330 = load float, ptr addrspace(3) %329, align 4
  %331 = fcmp uno float %330, %330
  %332 = fcmp uno float %325, %325
  %333 = icmp ult i64 %328, %323
  %334 = fcmp ogt float %330, %325
  %335 = fcmp oeq float %330, %325
  %336 = xor i1 %332, true
  %337 = or i1 %336, %333
  %338 = and i1 %335, %333
  %339 = or i1 %334, %338
  %340 = xor i1 %332, true
  %341 = and i1 %340, %339
  %342 = select i1 %331, i1 %337, i1 %341
  %343 = select i1 %342, float %330, float %325
  %344 = select i1 %342, i64 %328, i64 %323
  %345 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %343, ptr addrspace(3) %345, align 4
  %346 = trunc i64 %344 to i32
  %347 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %346, ptr addrspace(3) %347, align 4
  br label %tree.done61

tree.done61:                                      ; preds = %tree.then60, %tree.done58
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done61
  %348 = load i32, ptr addrspace(3) @tessera_tree_indices_w4096, align 4
  %349 = zext i32 %348 to i64
  %350 = load float, ptr addrspace(3) @tessera_tree_values_w4096, align 4
  store float 0xFFF0000000000000, ptr %fold_value62, align 4
  store i64 0, ptr %fold_index63, align 8
  store i64 0, ptr %pairwise_depth66, align 8
  store float %350, ptr %fold_value62, align 4
  store i64 %349, ptr %fold_index63, align 8
  %351 = load float, ptr %fold_value62, align 4
  store float %351, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done61
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value67, align 4
  store i64 0, ptr %fold_index68, align 8
  store i64 0, ptr %pairwise_depth71, align 8
  %feature72 = add i64 %lane, 0
  %valid73 = icmp ult i64 %feature72, %n_features
  %352 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid73, label %slot.then74, label %slot.done75

slot.then74:                                      ; preds = %tree.result.done
  %353 = load float, ptr %352, align 4
  %354 = load float, ptr %fold_value67, align 4
  %355 = fcmp ogt float %353, %354
  %356 = fcmp uno float %353, %353
  %357 = fcmp ord float %354, %354
  %358 = and i1 %356, %357
  %take76 = or i1 %355, %358
  %359 = select i1 %take76, float %353, float %354
  store float %359, ptr %fold_value67, align 4
  %360 = load i64, ptr %fold_index68, align 8
  %361 = select i1 %take76, i64 %feature72, i64 %360
  store i64 %361, ptr %fold_index68, align 8
  br label %slot.done75

slot.done75:                                      ; preds = %slot.then74, %tree.result.done
  %feature77 = add i64 %lane, 1024
  %valid78 = icmp ult i64 %feature77, %n_features
  %362 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %slot.done75
  %363 = load float, ptr %362, align 4
  %364 = load float, ptr %fold_value67, align 4
  %365 = fcmp ogt float %363, %364
  %366 = fcmp uno float %363, %363
  %367 = fcmp ord float %364, %364
  %368 = and i1 %366, %367
  %take81 = or i1 %365, %368
  %369 = select i1 %take81, float %363, float %364
  store float %369, ptr %fold_value67, align 4
  %370 = load i64, ptr %fold_index68, align 8
  %371 = select i1 %take81, i64 %feature77, i64 %370
  store i64 %371, ptr %fold_index68, align 8
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %slot.done75
  %feature82 = add i64 %lane, 2048
  %valid83 = icmp ult i64 %feature82, %n_features
  %372 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid83, label %slot.then84, label %slot.done85

slot.then84:                                      ; preds = %slot.done80
  %373 = load float, ptr %372, align 4
  %374 = load float, ptr %fold_value67, align 4
  %375 = fcmp ogt float %373, %374
  %376 = fcmp uno float %373, %373
  %377 = fcmp ord float %374, %374
  %378 = and i1 %376, %377
  %take86 = or i1 %375, %378
  %379 = select i1 %take86, float %373, float %374
  store float %379, ptr %fold_value67, align 4
  %380 = load i64, ptr %fold_index68, align 8
  %381 = select i1 %take86, i64 %feature82, i64 %380
  store i64 %381, ptr %fold_index68, align 8
  br label %slot.done85

slot.done85:                                      ; preds = %slot.then84, %slot.done80
  %feature87 = add i64 %lane, 3072
  %valid88 = icmp ult i64 %feature87, %n_features
  %382 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid88, label %slot.then89, label %slot.done90

slot.then89:                                      ; preds = %slot.done85
  %383 = load float, ptr %382, align 4
  %384 = load float, ptr %fold_value67, align 4
  %385 = fcmp ogt float %383, %384
  %386 = fcmp uno float %383, %383
  %387 = fcmp ord float %384, %384
  %388 = and i1 %386, %387
  %take91 = or i1 %385, %388
  %389 = select i1 %take91, float %383, float %384
  store float %389, ptr %fold_value67, align 4
  %390 = load i64, ptr %fold_index68, align 8
  %391 = select i1 %take91, i64 %feature87, i64 %390
  store i64 %391, ptr %fold_index68, align 8
  br label %slot.done90

slot.done90:                                      ; preds = %slot.then89, %slot.done85
  %best_index92 = load i64, ptr %fold_index68, align 8
  %392 = load float, ptr %fold_value67, align 4
  %393 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %392, ptr addrspace(3) %393, align 4
  %394 = trunc i64 %best_index92 to i32
  %395 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %394, ptr addrspace(3) %395, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane93 = icmp ult i64 %lane, 512
  br i1 %tree_lane93, label %tree.then94, label %tree.done95

tree.then94:                                      ; preds = %slot.done90
  %396 = add i64 %lane, 512
  %397 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %398 = load i32, ptr addrspace(3) %397, align 4
  %399 = zext i32 %398 to i64
  %400 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %401 = load float, ptr addrspace(3) %400, align 4
  %402 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %396
  %403 = load i32, ptr addrspace(3) %402, align 4
  %404 = zext i32 %403 to i64
  %405 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %396
  %406 = load float, ptr addrspace(3) %405, align 4
  %407 = fcmp uno float %406, %406
  %408 = fcmp uno float %401, %401
  %409 = icmp ult i64 %404, %399
  %410 = fcmp ogt float %406, %401
  %411 = fcmp oeq float %406, %401
  %412 = xor i1 %408, true
  %413 = or i1 %412, %409
  %414 = and i1 %411, %409
  %415 = or i1 %410, %414
  %416 = xor i1 %408, true
  %417 = and i1 %416, %415
  %418 = select i1 %407, i1 %413, i1 %417
  %419 = select i1 %418, float %406, float %401
  %420 = select i1 %418, i64 %404, i64 %399
  %421 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %419, ptr addrspace(3) %421, align 4
  %422 = trunc i64 %420 to i32
  %423 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %422, ptr addrspace(3) %423, align 4
  br label %tree.done95

tree.done95:                                      ; preds = %tree.then94, %slot.done90
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane96 = icmp ult i64 %lane, 256
  br i1 %tree_lane96, label %tree.then97, label %tree.done98

tree.then97:                                      ; preds = %tree.done95
  %424 = add i64 %lane, 256
  %425 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %426 = load i32, ptr addrspace(3) %425, align 4
  %427 = zext i32 %426 to i64
  %428 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %429 = load float, ptr addrspace(3) %428, align 4
  %430 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %424
  %431 = load i32, ptr addrspace(3) %430, align 4
  %432 = zext i32 %431 to i64
  %433 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %424
  %434 = load float, ptr addrspace(3) %433, align 4
  %435 = fcmp uno float %434, %434
  %436 = fcmp uno float %429, %429
  %437 = icmp ult i64 %432, %427
  %438 = fcmp ogt float %434, %429
  %439 = fcmp oeq float %434, %429
  %440 = xor i1 %436, true
  %441 = or i1 %440, %437
  %442 = and i1 %439, %437
  %443 = or i1 %438, %442
  %444 = xor i1 %436, true
  %445 = and i1 %444, %443
  %446 = select i1 %435, i1 %441, i1 %445
  %447 = select i1 %446, float %434, float %429
  %448 = select i1 %446, i64 %432, i64 %427
  %449 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %447, ptr addrspace(3) %449, align 4
  %450 = trunc i64 %448 to i32
  %451 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %450, ptr addrspace(3) %451, align 4
  br label %tree.done98

tree.done98:                                      ; preds = %tree.then97, %tree.done95
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane99 = icmp ult i64 %lane, 128
  br i1 %tree_lane99, label %tree.then100, label %tree.done101

tree.then100:                                     ; preds = %tree.done98
  %452 = add i64 %lane, 128
  %453 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %454 = load i32, ptr addrspace(3) %453, align 4
  %455 = zext i32 %454 to i64
  %456 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %457 = load float, ptr addrspace(3) %456, align 4
  %458 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %452
  %459 = load i32, ptr addrspace(3) %458, align 4
  %460 = zext i32 %459 to i64
  %461 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %452
  %462 = load float, ptr addrspace(3) %461, align 4
  %463 = fcmp uno float %462, %462
  %464 = fcmp uno float %457, %457
  %465 = icmp ult i64 %460, %455
  %466 = fcmp ogt float %462, %457
  %467 = fcmp oeq float %462, %457
  %468 = xor i1 %464, true
  %469 = or i1 %468, %465
  %470 = and i1 %467, %465
  %471 = or i1 %466, %470
  %472 = xor i1 %464, true
  %473 = and i1 %472, %471
  %474 = select i1 %463, i1 %469, i1 %473
  %475 = select i1 %474, float %462, float %457
  %476 = select i1 %474, i64 %460, i64 %455
  %477 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %475, ptr addrspace(3) %477, align 4
  %478 = trunc i64 %476 to i32
  %479 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %478, ptr addrspace(3) %479, align 4
  br label %tree.done101

tree.done101:                                     ; preds = %tree.then100, %tree.done98
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane102 = icmp ult i64 %lane, 64
  br i1 %tree_lane102, label %tree.then103, label %tree.done104

tree.then103:                                     ; preds = %tree.done101
  %480 = add i64 %lane, 64
  %481 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %482 = load i32, ptr addrspace(3) %481, align 4
  %483 = zext i32 %482 to i64
  %484 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %485 = load float, ptr addrspace(3) %484, align 4
  %486 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %480
  %487 = load i32, ptr addrspace(3) %486, align 4
  %488 = zext i32 %487 to i64
  %489 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %480
  %490 = load float, ptr addrspace(3) %489, align 4
  %491 = fcmp uno float %490, %490
  %492 = fcmp uno float %485, %485
  %493 = icmp ult i64 %488, %483
  %494 = fcmp ogt float %490, %485
  %495 = fcmp oeq float %490, %485
  %496 = xor i1 %492, true
  %497 = or i1 %496, %493
  %498 = and i1 %495, %493
  %499 = or i1 %494, %498
  %500 = xor i1 %492, true
  %501 = and i1 %500, %499
  %502 = select i1 %491, i1 %497, i1 %501
  %503 = select i1 %502, float %490, float %485
  %504 = select i1 %502, i64 %488, i64 %483
  %505 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %503, ptr addrspace(3) %505, align 4
  %506 = trunc i64 %504 to i32
  %507 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %506, ptr addrspace(3) %507, align 4
  br label %tree.done104

tree.done104:                                     ; preds = %tree.then103, %tree.done101
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane105 = icmp ult i64 %lane, 32
  br i1 %tree_lane105, label %tree.then106, label %tree.done107

tree.then106:                                     ; preds = %tree.done104
  %508 = add i64 %lane, 32
  %509 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %510 = load i32, ptr addrspace(3) %509, align 4
  %511 = zext i32 %510 to i64
  %512 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %513 = load float, ptr addrspace(3) %512, align 4
  %514 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %508
  %515 = load i32, ptr addrspace(3) %514, align 4
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %508
  %518 = load float, ptr addrspace(3) %517, align 4
  %519 = fcmp uno float %518, %518
  %520 = fcmp uno float %513, %513
  %521 = icmp ult i64 %516, %511
  %522 = fcmp ogt float %518, %513
  %523 = fcmp oeq float %518, %513
  %524 = xor i1 %520, true
  %525 = or i1 %524, %521
  %526 = and i1 %523, %521
  %527 = or i1 %522, %526
  %528 = xor i1 %520, true
  %529 = and i1 %528, %527
  %530 = select i1 %519, i1 %525, i1 %529
  %531 = select i1 %530, float %518, float %513
  %532 = select i1 %530, i64 %516, i64 %511
  %533 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %531, ptr addrspace(3) %533, align 4
  %534 = trunc i64 %532 to i32
  %535 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %534, ptr addrspace(3) %535, align 4
  br label %tree.done107

tree.done107:                                     ; preds = %tree.then106, %tree.done104
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane108 = icmp ult i64 %lane, 16
  br i1 %tree_lane108, label %tree.then109, label %tree.done110

tree.then109:                                     ; preds = %tree.done107
  %536 = add i64 %lane, 16
  %537 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %538 = load i32, ptr addrspace(3) %537, align 4
  %539 = zext i32 %538 to i64
  %540 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %541 = load float, ptr addrspace(3) %540, align 4
  %542 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %536
  %543 = load i32, ptr addrspace(3) %542, align 4
  %544 = zext i32 %543 to i64
  %545 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %536
  %546 = load float, ptr addrspace(3) %545, align 4
  %547 = fcmp uno float %546, %546
  %548 = fcmp uno float %541, %541
  %549 = icmp ult i64 %544, %539
  %550 = fcmp ogt float %546, %541
  %551 = fcmp oeq float %546, %541
  %552 = xor i1 %548, true
  %553 = or i1 %552, %549
  %554 = and i1 %551, %549
  %555 = or i1 %550, %554
  %556 = xor i1 %548, true
  %557 = and i1 %556, %555
  %558 = select i1 %547, i1 %553, i1 %557
  %559 = select i1 %558, float %546, float %541
  %560 = select i1 %558, i64 %544, i64 %539
  %561 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %559, ptr addrspace(3) %561, align 4
  %562 = trunc i64 %560 to i32
  %563 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %562, ptr addrspace(3) %563, align 4
  br label %tree.done110

tree.done110:                                     ; preds = %tree.then109, %tree.done107
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane111 = icmp ult i64 %lane, 8
  br i1 %tree_lane111, label %tree.then112, label %tree.done113

tree.then112:                                     ; preds = %tree.done110
  %564 = add i64 %lane, 8
  %565 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %566 = load i32, ptr addrspace(3) %565, align 4
  %567 = zext i32 %566 to i64
  %568 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %569 = load float, ptr addrspace(3) %568, align 4
  %570 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %564
  %571 = load i32, ptr addrspace(3) %570, align 4
  %572 = zext i32 %571 to i64
  %573 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %564
  %574 = load float, ptr addrspace(3) %573, align 4
  %575 = fcmp uno float %574, %574
  %576 = fcmp uno float %569, %569
  %577 = icmp ult i64 %572, %567
  %578 = fcmp ogt float %574, %569
  %579 = fcmp oeq float %574, %569
  %580 = xor i1 %576, true
  %581 = or i1 %580, %577
  %582 = and i1 %579, %577
  %583 = or i1 %578, %582
  %584 = xor i1 %576, true
  %585 = and i1 %584, %583
  %586 = select i1 %575, i1 %581, i1 %585
  %587 = select i1 %586, float %574, float %569
  %588 = select i1 %586, i64 %572, i64 %567
  %589 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %587, ptr addrspace(3) %589, align 4
  %590 = trunc i64 %588 to i32
  %591 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %590, ptr addrspace(3) %591, align 4
  br label %tree.done113

tree.done113:                                     ; preds = %tree.then112, %tree.done110
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane114 = icmp ult i64 %lane, 4
  br i1 %tree_lane114, label %tree.then115, label %tree.done116

tree.then115:                                     ; preds = %tree.done113
  %592 = add i64 %lane, 4
  %593 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %594 = load i32, ptr addrspace(3) %593, align 4
  %595 = zext i32 %594 to i64
  %596 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %597 = load float, ptr addrspace(3) %596, align 4
  %598 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %592
  %599 = load i32, ptr addrspace(3) %598, align 4
  %600 = zext i32 %599 to i64
  %601 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %592
  %602 = load float, ptr addrspace(3) %601, align 4
  %603 = fcmp uno float %602, %602
  %604 = fcmp uno float %597, %597
  %605 = icmp ult i64 %600, %595
  %606 = fcmp ogt float %602, %597
  %607 = fcmp oeq float %602, %597
  %608 = xor i1 %604, true
  %609 = or i1 %608, %605
  %610 = and i1 %607, %605
  %611 = or i1 %606, %610
  %612 = xor i1 %604, true
  %613 = and i1 %612, %611
  %614 = select i1 %603, i1 %609, i1 %613
  %615 = select i1 %614, float %602, float %597
  %616 = select i1 %614, i64 %600, i64 %595
  %617 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %615, ptr addrspace(3) %617, align 4
  %618 = trunc i64 %616 to i32
  %619 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %618, ptr addrspace(3) %619, align 4
  br label %tree.done116

tree.done116:                                     ; preds = %tree.then115, %tree.done113
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane117 = icmp ult i64 %lane, 2
  br i1 %tree_lane117, label %tree.then118, label %tree.done119

tree.then118:                                     ; preds = %tree.done116
  %620 = add i64 %lane, 2
  %621 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %622 = load i32, ptr addrspace(3) %621, align 4
  %623 = zext i32 %622 to i64
  %624 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %625 = load float, ptr addrspace(3) %624, align 4
  %626 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %620
  %627 = load i32, ptr addrspace(3) %626, align 4
  %628 = zext i32 %627 to i64
  %629 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %620
  %630 = load float, ptr addrspace(3) %629, align 4
  %631 = fcmp uno float %630, %630
  %632 = fcmp uno float %625, %625
  %633 = icmp ult i64 %628, %623
  %634 = fcmp ogt float %630, %625
  %635 = fcmp oeq float %630, %625
  %636 = xor i1 %632, true
  %637 = or i1 %636, %633
  %638 = and i1 %635, %633
  %639 = or i1 %634, %638
  %640 = xor i1 %632, true
  %641 = and i1 %640, %639
  %642 = select i1 %631, i1 %637, i1 %641
  %643 = select i1 %642, float %630, float %625
  %644 = select i1 %642, i64 %628, i64 %623
  %645 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %643, ptr addrspace(3) %645, align 4
  %646 = trunc i64 %644 to i32
  %647 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %646, ptr addrspace(3) %647, align 4
  br label %tree.done119

tree.done119:                                     ; preds = %tree.then118, %tree.done116
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane120 = icmp ult i64 %lane, 1
  br i1 %tree_lane120, label %tree.then121, label %tree.done122

tree.then121:                                     ; preds = %tree.done119
  %648 = add i64 %lane, 1
  %649 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  %650 = load i32, ptr addrspace(3) %649, align 4
  %651 = zext i32 %650 to i64
  %652 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  %653 = load float, ptr addrspace(3) %652, align 4
  %654 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %648
  %655 = load i32, ptr addrspace(3) %654, align 4
  %656 = zext i32 %655 to i64
  %657 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %648
  %658 = load float, ptr addrspace(3) %657, align 4
  %659 = fcmp uno float %658, %658
  %660 = fcmp uno float %653, %653
  %661 = icmp ult i64 %656, %651
  %662 = fcmp ogt float %658, %653
  %663 = fcmp oeq float %658, %653
  %664 = xor i1 %660, true
  %665 = or i1 %664, %661
  %666 = and i1 %663, %661
  %667 = or i1 %662, %666
  %668 = xor i1 %660, true
  %669 = and i1 %668, %667
  %670 = select i1 %659, i1 %665, i1 %669
  %671 = select i1 %670, float %658, float %653
  %672 = select i1 %670, i64 %656, i64 %651
  %673 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w4096, i64 %lane
  store float %671, ptr addrspace(3) %673, align 4
  %674 = trunc i64 %672 to i32
  %675 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w4096, i64 %lane
  store i32 %674, ptr addrspace(3) %675, align 4
  br label %tree.done122

tree.done122:                                     ; preds = %tree.then121, %tree.done119
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then123, label %tree.result.done124

tree.result.then123:                              ; preds = %tree.done122
  %676 = load i32, ptr addrspace(3) @tessera_tree_indices_w4096, align 4
  %677 = zext i32 %676 to i64
  %678 = load float, ptr addrspace(3) @tessera_tree_values_w4096, align 4
  store float 0xFFF0000000000000, ptr %fold_value125, align 4
  store i64 0, ptr %fold_index126, align 8
  store i64 0, ptr %pairwise_depth129, align 8
  store float %678, ptr %fold_value125, align 4
  store i64 %677, ptr %fold_index126, align 8
  %679 = load i64, ptr %fold_index126, align 8
  %argmax = uitofp i64 %679 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  br label %tree.result.done124

tree.result.done124:                              ; preds = %tree.result.then123, %tree.done122
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature130 = add i64 %lane, 0
  %valid131 = icmp ult i64 %feature130, %n_features
  %680 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid131, label %slot.then132, label %slot.done133

slot.then132:                                     ; preds = %tree.result.done124
  %681 = load float, ptr %680, align 4
  %682 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %683 = fsub float %681, %682
  %684 = fcmp olt float %683, -1.040000e+02
  %685 = select i1 %684, float -1.040000e+02, float %683
  %686 = fcmp olt float 8.900000e+01, %685
  %687 = select i1 %686, float 8.900000e+01, float %685
  %688 = fmul float %687, 0x3FF7154760000000
  %689 = fadd float %688, 0x4168000000000000
  %690 = fsub float %689, 0x4168000000000000
  %691 = bitcast float %689 to i32
  %692 = sub i32 %691, 1262485504
  %693 = fmul float %690, 0x3FE62E4000000000
  %694 = fsub float %687, %693
  %695 = fmul float %690, 0x3EB7F7D1C0000000
  %696 = fsub float %694, %695
  %697 = fmul float %696, %696
  %698 = fmul float %697, 0x3E66376980000000
  %699 = fadd float 0xBEBBBD41C0000000, %698
  %700 = fmul float %697, %699
  %701 = fadd float 0x3F11566AA0000000, %700
  %702 = fmul float %697, %701
  %703 = fadd float 0xBF66C16C20000000, %702
  %704 = fmul float %697, %703
  %705 = fadd float 0x3FC5555560000000, %704
  %706 = fmul float %697, %705
  %707 = fsub float %696, %706
  %708 = fmul float %696, %707
  %709 = fsub float 2.000000e+00, %707
  %710 = fdiv float %708, %709
  %711 = fsub float %695, %710
  %712 = fsub float %711, %694
  %713 = fsub float 1.000000e+00, %712
  %714 = add i32 %692, 256
  %715 = lshr i32 %714, 1
  %716 = sub i32 %715, 1
  %717 = add i32 %692, 255
  %718 = sub i32 %717, %715
  %719 = shl i32 %716, 23
  %720 = shl i32 %718, 23
  %721 = bitcast i32 %719 to float
  %722 = bitcast i32 %720 to float
  %723 = fmul float %713, %721
  %724 = fmul float %723, %722
  %725 = fcmp uno float %683, %683
  %726 = select i1 %725, float 0x7FF8000000000000, float %724
  %727 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature130
  store float %726, ptr addrspace(3) %727, align 4
  br label %slot.done133

slot.done133:                                     ; preds = %slot.then132, %tree.result.done124
  %feature134 = add i64 %lane, 1024
  %valid135 = icmp ult i64 %feature134, %n_features
  %728 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid135, label %slot.then136, label %slot.done137

slot.then136:                                     ; preds = %slot.done133
  %729 = load float, ptr %728, align 4
  %730 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %731 = fsub float %729, %730
  %732 = fcmp olt float %731, -1.040000e+02
  %733 = select i1 %732, float -1.040000e+02, float %731
  %734 = fcmp olt float 8.900000e+01, %733
  %735 = select i1 %734, float 8.900000e+01, float %733
  %736 = fmul float %735, 0x3FF7154760000000
  %737 = fadd float %736, 0x4168000000000000
  %738 = fsub float %737, 0x4168000000000000
  %739 = bitcast float %737 to i32
  %740 = sub i32 %739, 1262485504
  %741 = fmul float %738, 0x3FE62E4000000000
  %742 = fsub float %735, %741
  %743 = fmul float %738, 0x3EB7F7D1C0000000
  %744 = fsub float %742, %743
  %745 = fmul float %744, %744
  %746 = fmul float %745, 0x3E66376980000000
  %747 = fadd float 0xBEBBBD41C0000000, %746
  %748 = fmul float %745, %747
  %749 = fadd float 0x3F11566AA0000000, %748
  %750 = fmul float %745, %749
  %751 = fadd float 0xBF66C16C20000000, %750
  %752 = fmul float %745, %751
  %753 = fadd float 0x3FC5555560000000, %752
  %754 = fmul float %745, %753
  %755 = fsub float %744, %754
  %756 = fmul float %744, %755
  %757 = fsub float 2.000000e+00, %755
  %758 = fdiv float %756, %757
  %759 = fsub float %743, %758
  %760 = fsub float %759, %742
  %761 = fsub float 1.000000e+00, %760
  %762 = add i32 %740, 256
  %763 = lshr i32 %762, 1
  %764 = sub i32 %763, 1
  %765 = add i32 %740, 255
  %766 = sub i32 %765, %763
  %767 = shl i32 %764, 23
  %768 = shl i32 %766, 23
  %769 = bitcast i32 %767 to float
  %770 = bitcast i32 %768 to float
  %771 = fmul float %761, %769
  %772 = fmul float %771, %770
  %773 = fcmp uno float %731, %731
  %774 = select i1 %773, float 0x7FF8000000000000, float %772
  %775 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature134
  store float %774, ptr addrspace(3) %775, align 4
  br label %slot.done137

slot.done137:                                     ; preds = %slot.then136, %slot.done133
  %feature138 = add i64 %lane, 2048
  %valid139 = icmp ult i64 %feature138, %n_features
  %776 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid139, label %slot.then140, label %slot.done141

slot.then140:                                     ; preds = %slot.done137
  %777 = load float, ptr %776, align 4
  %778 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %779 = fsub float %777, %778
  %780 = fcmp olt float %779, -1.040000e+02
  %781 = select i1 %780, float -1.040000e+02, float %779
  %782 = fcmp olt float 8.900000e+01, %781
  %783 = select i1 %782, float 8.900000e+01, float %781
  %784 = fmul float %783, 0x3FF7154760000000
  %785 = fadd float %784, 0x4168000000000000
  %786 = fsub float %785, 0x4168000000000000
  %787 = bitcast float %785 to i32
  %788 = sub i32 %787, 1262485504
  %789 = fmul float %786, 0x3FE62E4000000000
  %790 = fsub float %783, %789
  %791 = fmul float %786, 0x3EB7F7D1C0000000
  %792 = fsub float %790, %791
  %793 = fmul float %792, %792
  %794 = fmul float %793, 0x3E66376980000000
  %795 = fadd float 0xBEBBBD41C0000000, %794
  %796 = fmul float %793, %795
  %797 = fadd float 0x3F11566AA0000000, %796
  %798 = fmul float %793, %797
  %799 = fadd float 0xBF66C16C20000000, %798
  %800 = fmul float %793, %799
  %801 = fadd float 0x3FC5555560000000, %800
  %802 = fmul float %793, %801
  %803 = fsub float %792, %802
  %804 = fmul float %792, %803
  %805 = fsub float 2.000000e+00, %803
  %806 = fdiv float %804, %805
  %807 = fsub float %791, %806
  %808 = fsub float %807, %790
  %809 = fsub float 1.000000e+00, %808
  %810 = add i32 %788, 256
  %811 = lshr i32 %810, 1
  %812 = sub i32 %811, 1
  %813 = add i32 %788, 255
  %814 = sub i32 %813, %811
  %815 = shl i32 %812, 23
  %816 = shl i32 %814, 23
  %817 = bitcast i32 %815 to float
  %818 = bitcast i32 %816 to float
  %819 = fmul float %809, %817
  %820 = fmul float %819, %818
  %821 = fcmp uno float %779, %779
  %822 = select i1 %821, float 0x7FF8000000000000, float %820
  %823 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature138
  store float %822, ptr addrspace(3) %823, align 4
  br label %slot.done141

slot.done141:                                     ; preds = %slot.then140, %slot.done137
  %feature142 = add i64 %lane, 3072
  %valid143 = icmp ult i64 %feature142, %n_features
  %824 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid143, label %slot.then144, label %slot.done145

slot.then144:                                     ; preds = %slot.done141
  %825 = load float, ptr %824, align 4
  %826 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %827 = fsub float %825, %826
  %828 = fcmp olt float %827, -1.040000e+02
  %829 = select i1 %828, float -1.040000e+02, float %827
  %830 = fcmp olt float 8.900000e+01, %829
  %831 = select i1 %830, float 8.900000e+01, float %829
  %832 = fmul float %831, 0x3FF7154760000000
  %833 = fadd float %832, 0x4168000000000000
  %834 = fsub float %833, 0x4168000000000000
  %835 = bitcast float %833 to i32
  %836 = sub i32 %835, 1262485504
  %837 = fmul float %834, 0x3FE62E4000000000
  %838 = fsub float %831, %837
  %839 = fmul float %834, 0x3EB7F7D1C0000000
  %840 = fsub float %838, %839
  %841 = fmul float %840, %840
  %842 = fmul float %841, 0x3E66376980000000
  %843 = fadd float 0xBEBBBD41C0000000, %842
  %844 = fmul float %841, %843
  %845 = fadd float 0x3F11566AA0000000, %844
  %846 = fmul float %841, %845
  %847 = fadd float 0xBF66C16C20000000, %846
  %848 = fmul float %841, %847
  %849 = fadd float 0x3FC5555560000000, %848
  %850 = fmul float %841, %849
  %851 = fsub float %840, %850
  %852 = fmul float %840, %851
  %853 = fsub float 2.000000e+00, %851
  %854 = fdiv float %852, %853
  %855 = fsub float %839, %854
  %856 = fsub float %855, %838
  %857 = fsub float 1.000000e+00, %856
  %858 = add i32 %836, 256
  %859 = lshr i32 %858, 1
  %860 = sub i32 %859, 1
  %861 = add i32 %836, 255
  %862 = sub i32 %861, %859
  %863 = shl i32 %860, 23
  %864 = shl i32 %862, 23
  %865 = bitcast i32 %863 to float
  %866 = bitcast i32 %864 to float
  %867 = fmul float %857, %865
  %868 = fmul float %867, %866
  %869 = fcmp uno float %827, %827
  %870 = select i1 %869, float 0x7FF8000000000000, float %868
  %871 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature142
  store float %870, ptr addrspace(3) %871, align 4
  br label %slot.done145

slot.done145:                                     ; preds = %slot.then144, %slot.done141
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %872 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %872, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done145
  %tree_sum = phi i64 [ 0, %slot.done145 ], [ %882, %tree_sum.pairs.exit ]
  %873 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %873, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %874 = add i64 %872, %span
  %pairs = lshr i64 %874, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %881, %tree_sum.pairs.body ]
  %875 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %875, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %876 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %left
  %877 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %right
  %878 = load float, ptr addrspace(3) %876, align 4
  %879 = load float, ptr addrspace(3) %877, align 4
  %880 = fadd float %878, %879
  store float %880, ptr addrspace(3) %876, align 4
  %881 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %882 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %883 = load float, ptr addrspace(3) @tessera_fold_scratch_w4096, align 4
  store float %883, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature146 = add i64 %lane, 0
  %valid147 = icmp ult i64 %feature146, %n_features
  %884 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature199 = add i64 %lane, 0
  %valid200 = icmp ult i64 %feature199, %n_features
  %885 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then201, label %uniform_sinks.done202

noise.done:                                       ; preds = %slot.done233, %slot.done187
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %886 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature148 = add i64 %lane, 0
  %valid149 = icmp ult i64 %feature148, %n_features
  %887 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid149, label %slot.then150, label %slot.done151

slot.then150:                                     ; preds = %uniform_sinks.done
  %888 = load float, ptr %887, align 4
  %889 = fmul float 2.000000e+00, %888
  %890 = fmul float 0x3FA99999A0000000, %889
  %891 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature148
  %892 = load float, ptr addrspace(1) %891, align 4
  %893 = fmul float -1.000000e+00, %892
  %894 = fadd float %890, %893
  %895 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %896 = fdiv float 1.000000e+00, %895
  %897 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %898 = fsub float %888, %897
  %899 = fcmp olt float %898, -1.040000e+02
  %900 = select i1 %899, float -1.040000e+02, float %898
  %901 = fcmp olt float 8.900000e+01, %900
  %902 = select i1 %901, float 8.900000e+01, float %900
  %903 = fmul float %902, 0x3FF7154760000000
  %904 = fadd float %903, 0x4168000000000000
  %905 = fsub float %904, 0x4168000000000000
  %906 = bitcast float %904 to i32
  %907 = sub i32 %906, 1262485504
  %908 = fmul float %905, 0x3FE62E4000000000
  %909 = fsub float %902, %908
  %910 = fmul float %905, 0x3EB7F7D1C0000000
  %911 = fsub float %909, %910
  %912 = fmul float %911, %911
  %913 = fmul float %912, 0x3E66376980000000
  %914 = fadd float 0xBEBBBD41C0000000, %913
  %915 = fmul float %912, %914
  %916 = fadd float 0x3F11566AA0000000, %915
  %917 = fmul float %912, %916
  %918 = fadd float 0xBF66C16C20000000, %917
  %919 = fmul float %912, %918
  %920 = fadd float 0x3FC5555560000000, %919
  %921 = fmul float %912, %920
  %922 = fsub float %911, %921
  %923 = fmul float %911, %922
  %924 = fsub float 2.000000e+00, %922
  %925 = fdiv float %923, %924
  %926 = fsub float %910, %925
  %927 = fsub float %926, %909
  %928 = fsub float 1.000000e+00, %927
  %929 = add i32 %907, 256
  %930 = lshr i32 %929, 1
  %931 = sub i32 %930, 1
  %932 = add i32 %907, 255
  %933 = sub i32 %932, %930
  %934 = shl i32 %931, 23
  %935 = shl i32 %933, 23
  %936 = bitcast i32 %934 to float
  %937 = bitcast i32 %935 to float
  %938 = fmul float %928, %936
  %939 = fmul float %938, %937
  %940 = fcmp uno float %898, %898
  %941 = select i1 %940, float 0x7FF8000000000000, float %939
  %942 = fmul float %896, %941
  %943 = fadd float %894, %942
  %feature152 = uitofp i64 %feature148 to float
  %944 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %945 = fcmp oeq float %feature152, %944
  %946 = select i1 %945, float 1.000000e+00, float 0.000000e+00
  %947 = fcmp une float %946, 0.000000e+00
  %948 = select i1 %947, float 0x3FB99999A0000000, float 0.000000e+00
  %949 = fadd float %943, %948
  %950 = fmul float %949, %eta
  %951 = fsub float %888, %950
  %952 = add i64 %n_features, 3
  %groups = lshr i64 %952, 2
  %953 = mul i64 %row, %groups
  %954 = lshr i64 %feature148, 2
  %group = add i64 %953, %954
  %955 = trunc i64 %key0 to i32
  %956 = lshr i64 %key0, 32
  %957 = trunc i64 %956 to i32
  %958 = trunc i64 %group to i32
  %959 = trunc i64 %key1_step to i32
  %960 = lshr i64 %key1_step, 32
  %961 = trunc i64 %960 to i32
  %962 = lshr i64 %group, 32
  %963 = trunc i64 %962 to i32
  %964 = zext i32 %958 to i64
  %965 = mul i64 3528531795, %964
  %966 = zext i32 %961 to i64
  %967 = mul i64 3449720151, %966
  %968 = lshr i64 %965, 32
  %969 = trunc i64 %968 to i32
  %970 = trunc i64 %965 to i32
  %971 = lshr i64 %967, 32
  %972 = trunc i64 %971 to i32
  %973 = trunc i64 %967 to i32
  %974 = xor i32 %972, %959
  %975 = xor i32 %974, %955
  %976 = xor i32 %969, %963
  %977 = xor i32 %976, %957
  %978 = add i32 %955, -1640531527
  %979 = add i32 %957, -1150833019
  %980 = zext i32 %975 to i64
  %981 = mul i64 3528531795, %980
  %982 = zext i32 %977 to i64
  %983 = mul i64 3449720151, %982
  %984 = lshr i64 %981, 32
  %985 = trunc i64 %984 to i32
  %986 = trunc i64 %981 to i32
  %987 = lshr i64 %983, 32
  %988 = trunc i64 %987 to i32
  %989 = trunc i64 %983 to i32
  %990 = xor i32 %988, %973
  %991 = xor i32 %990, %978
  %992 = xor i32 %985, %970
  %993 = xor i32 %992, %979
  %994 = add i32 %978, -1640531527
  %995 = add i32 %979, -1150833019
  %996 = zext i32 %991 to i64
  %997 = mul i64 3528531795, %996
  %998 = zext i32 %993 to i64
  %999 = mul i64 3449720151, %998
  %1000 = lshr i64 %997, 32
  %1001 = trunc i64 %1000 to i32
  %1002 = trunc i64 %997 to i32
  %1003 = lshr i64 %999, 32
  %1004 = trunc i64 %1003 to i32
  %1005 = trunc i64 %999 to i32
  %1006 = xor i32 %1004, %989
  %1007 = xor i32 %1006, %994
  %1008 = xor i32 %1001, %986
  %1009 = xor i32 %1008, %995
  %1010 = add i32 %994, -1640531527
  %1011 = add i32 %995, -1150833019
  %1012 = zext i32 %1007 to i64
  %1013 = mul i64 3528531795, %1012
  %1014 = zext i32 %1009 to i64
  %1015 = mul i64 3449720151, %1014
  %1016 = lshr i64 %1013, 32
  %1017 = trunc i64 %1016 to i32
  %1018 = trunc i64 %1013 to i32
  %1019 = lshr i64 %1015, 32
  %1020 = trunc i64 %1019 to i32
  %1021 = trunc i64 %1015 to i32
  %1022 = xor i32 %1020, %1005
  %1023 = xor i32 %1022, %1010
  %1024 = xor i32 %1017, %1002
  %1025 = xor i32 %1024, %1011
  %1026 = add i32 %1010, -1640531527
  %1027 = add i32 %1011, -1150833019
  %1028 = zext i32 %1023 to i64
  %1029 = mul i64 3528531795, %1028
  %1030 = zext i32 %1025 to i64
  %1031 = mul i64 3449720151, %1030
  %1032 = lshr i64 %1029, 32
  %1033 = trunc i64 %1032 to i32
  %1034 = trunc i64 %1029 to i32
  %1035 = lshr i64 %1031, 32
  %1036 = trunc i64 %1035 to i32
  %1037 = trunc i64 %1031 to i32
  %1038 = xor i32 %1036, %1021
  %1039 = xor i32 %1038, %1026
  %1040 = xor i32 %1033, %1018
  %1041 = xor i32 %1040, %1027
  %1042 = add i32 %1026, -1640531527
  %1043 = add i32 %1027, -1150833019
  %1044 = zext i32 %1039 to i64
  %1045 = mul i64 3528531795, %1044
  %1046 = zext i32 %1041 to i64
  %1047 = mul i64 3449720151, %1046
  %1048 = lshr i64 %1045, 32
  %1049 = trunc i64 %1048 to i32
  %1050 = trunc i64 %1045 to i32
  %1051 = lshr i64 %1047, 32
  %1052 = trunc i64 %1051 to i32
  %1053 = trunc i64 %1047 to i32
  %1054 = xor i32 %1052, %1037
  %1055 = xor i32 %1054, %1042
  %1056 = xor i32 %1049, %1034
  %1057 = xor i32 %1056, %1043
  %1058 = add i32 %1042, -1640531527
  %1059 = add i32 %1043, -1150833019
  %1060 = zext i32 %1055 to i64
  %1061 = mul i64 3528531795, %1060
  %1062 = zext i32 %1057 to i64
  %1063 = mul i64 3449720151, %1062
  %1064 = lshr i64 %1061, 32
  %1065 = trunc i64 %1064 to i32
  %1066 = trunc i64 %1061 to i32
  %1067 = lshr i64 %1063, 32
  %1068 = trunc i64 %1067 to i32
  %1069 = trunc i64 %1063 to i32
  %1070 = xor i32 %1068, %1053
  %1071 = xor i32 %1070, %1058
  %1072 = xor i32 %1065, %1050
  %1073 = xor i32 %1072, %1059
  %1074 = add i32 %1058, -1640531527
  %1075 = add i32 %1059, -1150833019
  %1076 = zext i32 %1071 to i64
  %1077 = mul i64 3528531795, %1076
  %1078 = zext i32 %1073 to i64
  %1079 = mul i64 3449720151, %1078
  %1080 = lshr i64 %1077, 32
  %1081 = trunc i64 %1080 to i32
  %1082 = trunc i64 %1077 to i32
  %1083 = lshr i64 %1079, 32
  %1084 = trunc i64 %1083 to i32
  %1085 = trunc i64 %1079 to i32
  %1086 = xor i32 %1084, %1069
  %1087 = xor i32 %1086, %1074
  %1088 = xor i32 %1081, %1066
  %1089 = xor i32 %1088, %1075
  %1090 = add i32 %1074, -1640531527
  %1091 = add i32 %1075, -1150833019
  %1092 = zext i32 %1087 to i64
  %1093 = mul i64 3528531795, %1092
  %1094 = zext i32 %1089 to i64
  %1095 = mul i64 3449720151, %1094
  %1096 = lshr i64 %1093, 32
  %1097 = trunc i64 %1096 to i32
  %1098 = trunc i64 %1093 to i32
  %1099 = lshr i64 %1095, 32
  %1100 = trunc i64 %1099 to i32
  %1101 = trunc i64 %1095 to i32
  %1102 = xor i32 %1100, %1085
  %1103 = xor i32 %1102, %1090
  %1104 = xor i32 %1097, %1082
  %1105 = xor i32 %1104, %1091
  %1106 = add i32 %1090, -1640531527
  %1107 = add i32 %1091, -1150833019
  %1108 = zext i32 %1103 to i64
  %1109 = mul i64 3528531795, %1108
  %1110 = zext i32 %1105 to i64
  %1111 = mul i64 3449720151, %1110
  %1112 = lshr i64 %1109, 32
  %1113 = trunc i64 %1112 to i32
  %1114 = trunc i64 %1109 to i32
  %1115 = lshr i64 %1111, 32
  %1116 = trunc i64 %1115 to i32
  %1117 = trunc i64 %1111 to i32
  %1118 = xor i32 %1116, %1101
  %1119 = xor i32 %1118, %1106
  %1120 = xor i32 %1113, %1098
  %1121 = xor i32 %1120, %1107
  %which = and i64 %feature148, 3
  %1122 = and i64 %which, 2
  %second_pair = icmp ne i64 %1122, 0
  %1123 = select i1 %second_pair, i32 %1121, i32 %1119
  %1124 = select i1 %second_pair, i32 %1114, i32 %1117
  %1125 = lshr i32 %1123, 9
  %1126 = sitofp i32 %1125 to float
  %1127 = fadd float %1126, 5.000000e-01
  %1128 = fmul float %1127, 0x3E80000000000000
  %1129 = lshr i32 %1124, 9
  %1130 = sitofp i32 %1129 to float
  %1131 = fadd float %1130, 5.000000e-01
  %1132 = fmul float %1131, 0x3E80000000000000
  %1133 = bitcast float %1128 to i32
  %1134 = add i32 %1133, 4913933
  %1135 = lshr i32 %1134, 23
  %1136 = sub i32 %1135, 127
  %1137 = and i32 %1134, 8388607
  %1138 = add i32 %1137, 1060439283
  %1139 = bitcast i32 %1138 to float
  %1140 = fsub float %1139, 1.000000e+00
  %1141 = fadd float 2.000000e+00, %1140
  %1142 = fdiv float %1140, %1141
  %1143 = fmul float %1142, %1142
  %1144 = fmul float %1143, %1143
  %1145 = fmul float %1144, 0x3FCF13C4C0000000
  %1146 = fadd float 0x3FD999C260000000, %1145
  %1147 = fmul float %1144, %1146
  %1148 = fmul float %1144, 0x3FD23D3DC0000000
  %1149 = fadd float 0x3FE5555540000000, %1148
  %1150 = fmul float %1143, %1149
  %1151 = fadd float %1150, %1147
  %1152 = fmul float 5.000000e-01, %1140
  %1153 = fmul float %1152, %1140
  %1154 = sitofp i32 %1136 to float
  %1155 = fadd float %1153, %1151
  %1156 = fmul float %1142, %1155
  %1157 = fmul float %1154, 0x3EE2FEFA20000000
  %1158 = fadd float %1156, %1157
  %1159 = fsub float %1158, %1153
  %1160 = fadd float %1159, %1140
  %1161 = fmul float %1154, 0x3FE62E3000000000
  %1162 = fadd float %1160, %1161
  %1163 = fmul float -2.000000e+00, %1162
  %1164 = call float @llvm.sqrt.f32(float %1163)
  %1165 = fpext float %1132 to double
  %1166 = fmul double %1165, 4.000000e+00
  %1167 = fadd double %1166, 0x4338000000000000
  %1168 = fsub double %1167, 0x4338000000000000
  %1169 = fsub double %1166, %1168
  %1170 = fmul double %1169, 0x3FF921FB54442D18
  %1171 = fmul double %1170, %1170
  %1172 = fmul double %1171, 0x3EC71DE3A556C734
  %1173 = fadd double 0xBF2A01A01A01A01A, %1172
  %1174 = fmul double %1171, %1173
  %1175 = fadd double 0x3F81111111111111, %1174
  %1176 = fmul double %1171, %1175
  %1177 = fadd double 0xBFC5555555555555, %1176
  %1178 = fmul double %1170, %1171
  %1179 = fmul double %1178, %1177
  %1180 = fadd double %1170, %1179
  %1181 = fmul double %1171, 0xBE927E4FB7789F5C
  %1182 = fadd double 0x3EFA01A01A01A01A, %1181
  %1183 = fmul double %1171, %1182
  %1184 = fadd double 0xBF56C16C16C16C17, %1183
  %1185 = fmul double %1171, %1184
  %1186 = fadd double 0x3FA5555555555555, %1185
  %1187 = fmul double %1171, %1171
  %1188 = fmul double %1187, %1186
  %1189 = fmul double 5.000000e-01, %1171
  %1190 = fsub double 1.000000e+00, %1189
  %1191 = fadd double %1190, %1188
  %1192 = fneg double %1180
  %1193 = fneg double %1191
  %1194 = bitcast double %1167 to i64
  %1195 = and i64 %1194, 1
  %1196 = and i64 %1194, 2
  %1197 = icmp eq i64 %1195, 1
  %1198 = icmp eq i64 %1196, 2
  %1199 = select i1 %1198, double %1192, double %1180
  %1200 = select i1 %1198, double %1193, double %1191
  %1201 = select i1 %1197, double %1200, double %1199
  %1202 = select i1 %1198, double %1193, double %1191
  %1203 = select i1 %1198, double %1180, double %1192
  %1204 = select i1 %1197, double %1203, double %1202
  %1205 = fptrunc double %1201 to float
  %1206 = fptrunc double %1204 to float
  %1207 = fmul float %1164, %1206
  %1208 = fmul float %1164, %1205
  %1209 = and i64 %which, 1
  %odd = icmp ne i64 %1209, 0
  %normal = select i1 %odd, float %1208, float %1207
  %1210 = fmul float %normal, %noise_scale15
  %1211 = fadd float %951, %1210
  %bits153 = bitcast float %1211 to i32
  %magnitude = and i32 %bits153, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits153
  store i32 %canonical, ptr %887, align 4
  br label %slot.done151

slot.done151:                                     ; preds = %slot.then150, %uniform_sinks.done
  %feature154 = add i64 %lane, 1024
  %valid155 = icmp ult i64 %feature154, %n_features
  %1212 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid155, label %slot.then156, label %slot.done157

slot.then156:                                     ; preds = %slot.done151
  %1213 = load float, ptr %1212, align 4
  %1214 = fmul float 2.000000e+00, %1213
  %1215 = fmul float 0x3FA99999A0000000, %1214
  %1216 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature154
  %1217 = load float, ptr addrspace(1) %1216, align 4
  %1218 = fmul float -1.000000e+00, %1217
  %1219 = fadd float %1215, %1218
  %1220 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1221 = fdiv float 1.000000e+00, %1220
  %1222 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1223 = fsub float %1213, %1222
  %1224 = fcmp olt float %1223, -1.040000e+02
  %1225 = select i1 %1224, float -1.040000e+02, float %1223
  %1226 = fcmp olt float 8.900000e+01, %1225
  %1227 = select i1 %1226, float 8.900000e+01, float %1225
  %1228 = fmul float %1227, 0x3FF7154760000000
  %1229 = fadd float %1228, 0x4168000000000000
  %1230 = fsub float %1229, 0x4168000000000000
  %1231 = bitcast float %1229 to i32
  %1232 = sub i32 %1231, 1262485504
  %1233 = fmul float %1230, 0x3FE62E4000000000
  %1234 = fsub float %1227, %1233
  %1235 = fmul float %1230, 0x3EB7F7D1C0000000
  %1236 = fsub float %1234, %1235
  %1237 = fmul float %1236, %1236
  %1238 = fmul float %1237, 0x3E66376980000000
  %1239 = fadd float 0xBEBBBD41C0000000, %1238
  %1240 = fmul float %1237, %1239
  %1241 = fadd float 0x3F11566AA0000000, %1240
  %1242 = fmul float %1237, %1241
  %1243 = fadd float 0xBF66C16C20000000, %1242
  %1244 = fmul float %1237, %1243
  %1245 = fadd float 0x3FC5555560000000, %1244
  %1246 = fmul float %1237, %1245
  %1247 = fsub float %1236, %1246
  %1248 = fmul float %1236, %1247
  %1249 = fsub float 2.000000e+00, %1247
  %1250 = fdiv float %1248, %1249
  %1251 = fsub float %1235, %1250
  %1252 = fsub float %1251, %1234
  %1253 = fsub float 1.000000e+00, %1252
  %1254 = add i32 %1232, 256
  %1255 = lshr i32 %1254, 1
  %1256 = sub i32 %1255, 1
  %1257 = add i32 %1232, 255
  %1258 = sub i32 %1257, %1255
  %1259 = shl i32 %1256, 23
  %1260 = shl i32 %1258, 23
  %1261 = bitcast i32 %1259 to float
  %1262 = bitcast i32 %1260 to float
  %1263 = fmul float %1253, %1261
  %1264 = fmul float %1263, %1262
  %1265 = fcmp uno float %1223, %1223
  %1266 = select i1 %1265, float 0x7FF8000000000000, float %1264
  %1267 = fmul float %1221, %1266
  %1268 = fadd float %1219, %1267
  %feature158 = uitofp i64 %feature154 to float
  %1269 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1270 = fcmp oeq float %feature158, %1269
  %1271 = select i1 %1270, float 1.000000e+00, float 0.000000e+00
  %1272 = fcmp une float %1271, 0.000000e+00
  %1273 = select i1 %1272, float 0x3FB99999A0000000, float 0.000000e+00
  %1274 = fadd float %1268, %1273
  %1275 = fmul float %1274, %eta
  %1276 = fsub float %1213, %1275
  %1277 = add i64 %n_features, 3
  %groups159 = lshr i64 %1277, 2
  %1278 = mul i64 %row, %groups159
  %1279 = lshr i64 %feature154, 2
  %group160 = add i64 %1278, %1279
  %1280 = trunc i64 %key0 to i32
  %1281 = lshr i64 %key0, 32
  %1282 = trunc i64 %1281 to i32
  %1283 = trunc i64 %group160 to i32
  %1284 = trunc i64 %key1_step to i32
  %1285 = lshr i64 %key1_step, 32
  %1286 = trunc i64 %1285 to i32
  %1287 = lshr i64 %group160, 32
  %1288 = trunc i64 %1287 to i32
  %1289 = zext i32 %1283 to i64
  %1290 = mul i64 3528531795, %1289
  %1291 = zext i32 %1286 to i64
  %1292 = mul i64 3449720151, %1291
  %1293 = lshr i64 %1290, 32
  %1294 = trunc i64 %1293 to i32
  %1295 = trunc i64 %1290 to i32
  %1296 = lshr i64 %1292, 32
  %1297 = trunc i64 %1296 to i32
  %1298 = trunc i64 %1292 to i32
  %1299 = xor i32 %1297, %1284
  %1300 = xor i32 %1299, %1280
  %1301 = xor i32 %1294, %1288
  %1302 = xor i32 %1301, %1282
  %1303 = add i32 %1280, -1640531527
  %1304 = add i32 %1282, -1150833019
  %1305 = zext i32 %1300 to i64
  %1306 = mul i64 3528531795, %1305
  %1307 = zext i32 %1302 to i64
  %1308 = mul i64 3449720151, %1307
  %1309 = lshr i64 %1306, 32
  %1310 = trunc i64 %1309 to i32
  %1311 = trunc i64 %1306 to i32
  %1312 = lshr i64 %1308, 32
  %1313 = trunc i64 %1312 to i32
  %1314 = trunc i64 %1308 to i32
  %1315 = xor i32 %1313, %1298
  %1316 = xor i32 %1315, %1303
  %1317 = xor i32 %1310, %1295
  %1318 = xor i32 %1317, %1304
  %1319 = add i32 %1303, -1640531527
  %1320 = add i32 %1304, -1150833019
  %1321 = zext i32 %1316 to i64
  %1322 = mul i64 3528531795, %1321
  %1323 = zext i32 %1318 to i64
  %1324 = mul i64 3449720151, %1323
  %1325 = lshr i64 %1322, 32
  %1326 = trunc i64 %1325 to i32
  %1327 = trunc i64 %1322 to i32
  %1328 = lshr i64 %1324, 32
  %1329 = trunc i64 %1328 to i32
  %1330 = trunc i64 %1324 to i32
  %1331 = xor i32 %1329, %1314
  %1332 = xor i32 %1331, %1319
  %1333 = xor i32 %1326, %1311
  %1334 = xor i32 %1333, %1320
  %1335 = add i32 %1319, -1640531527
  %1336 = add i32 %1320, -1150833019
  %1337 = zext i32 %1332 to i64
  %1338 = mul i64 3528531795, %1337
  %1339 = zext i32 %1334 to i64
  %1340 = mul i64 3449720151, %1339
  %1341 = lshr i64 %1338, 32
  %1342 = trunc i64 %1341 to i32
  %1343 = trunc i64 %1338 to i32
  %1344 = lshr i64 %1340, 32
  %1345 = trunc i64 %1344 to i32
  %1346 = trunc i64 %1340 to i32
  %1347 = xor i32 %1345, %1330
  %1348 = xor i32 %1347, %1335
  %1349 = xor i32 %1342, %1327
  %1350 = xor i32 %1349, %1336
  %1351 = add i32 %1335, -1640531527
  %1352 = add i32 %1336, -1150833019
  %1353 = zext i32 %1348 to i64
  %1354 = mul i64 3528531795, %1353
  %1355 = zext i32 %1350 to i64
  %1356 = mul i64 3449720151, %1355
  %1357 = lshr i64 %1354, 32
  %1358 = trunc i64 %1357 to i32
  %1359 = trunc i64 %1354 to i32
  %1360 = lshr i64 %1356, 32
  %1361 = trunc i64 %1360 to i32
  %1362 = trunc i64 %1356 to i32
  %1363 = xor i32 %1361, %1346
  %1364 = xor i32 %1363, %1351
  %1365 = xor i32 %1358, %1343
  %1366 = xor i32 %1365, %1352
  %1367 = add i32 %1351, -1640531527
  %1368 = add i32 %1352, -1150833019
  %1369 = zext i32 %1364 to i64
  %1370 = mul i64 3528531795, %1369
  %1371 = zext i32 %1366 to i64
  %1372 = mul i64 3449720151, %1371
  %1373 = lshr i64 %1370, 32
  %1374 = trunc i64 %1373 to i32
  %1375 = trunc i64 %1370 to i32
  %1376 = lshr i64 %1372, 32
  %1377 = trunc i64 %1376 to i32
  %1378 = trunc i64 %1372 to i32
  %1379 = xor i32 %1377, %1362
  %1380 = xor i32 %1379, %1367
  %1381 = xor i32 %1374, %1359
  %1382 = xor i32 %1381, %1368
  %1383 = add i32 %1367, -1640531527
  %1384 = add i32 %1368, -1150833019
  %1385 = zext i32 %1380 to i64
  %1386 = mul i64 3528531795, %1385
  %1387 = zext i32 %1382 to i64
  %1388 = mul i64 3449720151, %1387
  %1389 = lshr i64 %1386, 32
  %1390 = trunc i64 %1389 to i32
  %1391 = trunc i64 %1386 to i32
  %1392 = lshr i64 %1388, 32
  %1393 = trunc i64 %1392 to i32
  %1394 = trunc i64 %1388 to i32
  %1395 = xor i32 %1393, %1378
  %1396 = xor i32 %1395, %1383
  %1397 = xor i32 %1390, %1375
  %1398 = xor i32 %1397, %1384
  %1399 = add i32 %1383, -1640531527
  %1400 = add i32 %1384, -1150833019
  %1401 = zext i32 %1396 to i64
  %1402 = mul i64 3528531795, %1401
  %1403 = zext i32 %1398 to i64
  %1404 = mul i64 3449720151, %1403
  %1405 = lshr i64 %1402, 32
  %1406 = trunc i64 %1405 to i32
  %1407 = trunc i64 %1402 to i32
  %1408 = lshr i64 %1404, 32
  %1409 = trunc i64 %1408 to i32
  %1410 = trunc i64 %1404 to i32
  %1411 = xor i32 %1409, %1394
  %1412 = xor i32 %1411, %1399
  %1413 = xor i32 %1406, %1391
  %1414 = xor i32 %1413, %1400
  %1415 = add i32 %1399, -1640531527
  %1416 = add i32 %1400, -1150833019
  %1417 = zext i32 %1412 to i64
  %1418 = mul i64 3528531795, %1417
  %1419 = zext i32 %1414 to i64
  %1420 = mul i64 3449720151, %1419
  %1421 = lshr i64 %1418, 32
  %1422 = trunc i64 %1421 to i32
  %1423 = trunc i64 %1418 to i32
  %1424 = lshr i64 %1420, 32
  %1425 = trunc i64 %1424 to i32
  %1426 = trunc i64 %1420 to i32
  %1427 = xor i32 %1425, %1410
  %1428 = xor i32 %1427, %1415
  %1429 = xor i32 %1422, %1407
  %1430 = xor i32 %1429, %1416
  %1431 = add i32 %1415, -1640531527
  %1432 = add i32 %1416, -1150833019
  %1433 = zext i32 %1428 to i64
  %1434 = mul i64 3528531795, %1433
  %1435 = zext i32 %1430 to i64
  %1436 = mul i64 3449720151, %1435
  %1437 = lshr i64 %1434, 32
  %1438 = trunc i64 %1437 to i32
  %1439 = trunc i64 %1434 to i32
  %1440 = lshr i64 %1436, 32
  %1441 = trunc i64 %1440 to i32
  %1442 = trunc i64 %1436 to i32
  %1443 = xor i32 %1441, %1426
  %1444 = xor i32 %1443, %1431
  %1445 = xor i32 %1438, %1423
  %1446 = xor i32 %1445, %1432
  %which161 = and i64 %feature154, 3
  %1447 = and i64 %which161, 2
  %second_pair162 = icmp ne i64 %1447, 0
  %1448 = select i1 %second_pair162, i32 %1446, i32 %1444
  %1449 = select i1 %second_pair162, i32 %1439, i32 %1442
  %1450 = lshr i32 %1448, 9
  %1451 = sitofp i32 %1450 to float
  %1452 = fadd float %1451, 5.000000e-01
  %1453 = fmul float %1452, 0x3E80000000000000
  %1454 = lshr i32 %1449, 9
  %1455 = sitofp i32 %1454 to float
  %1456 = fadd float %1455, 5.000000e-01
  %1457 = fmul float %1456, 0x3E80000000000000
  %1458 = bitcast float %1453 to i32
  %1459 = add i32 %1458, 4913933
  %1460 = lshr i32 %1459, 23
  %1461 = sub i32 %1460, 127
  %1462 = and i32 %1459, 8388607
  %1463 = add i32 %1462, 1060439283
  %1464 = bitcast i32 %1463 to float
  %1465 = fsub float %1464, 1.000000e+00
  %1466 = fadd float 2.000000e+00, %1465
  %1467 = fdiv float %1465, %1466
  %1468 = fmul float %1467, %1467
  %1469 = fmul float %1468, %1468
  %1470 = fmul float %1469, 0x3FCF13C4C0000000
  %1471 = fadd float 0x3FD999C260000000, %1470
  %1472 = fmul float %1469, %1471
  %1473 = fmul float %1469, 0x3FD23D3DC0000000
  %1474 = fadd float 0x3FE5555540000000, %1473
  %1475 = fmul float %1468, %1474
  %1476 = fadd float %1475, %1472
  %1477 = fmul float 5.000000e-01, %1465
  %1478 = fmul float %1477, %1465
  %1479 = sitofp i32 %1461 to float
  %1480 = fadd float %1478, %1476
  %1481 = fmul float %1467, %1480
  %1482 = fmul float %1479, 0x3EE2FEFA20000000
  %1483 = fadd float %1481, %1482
  %1484 = fsub float %1483, %1478
  %1485 = fadd float %1484, %1465
  %1486 = fmul float %1479, 0x3FE62E3000000000
  %1487 = fadd float %1485, %1486
  %1488 = fmul float -2.000000e+00, %1487
  %1489 = call float @llvm.sqrt.f32(float %1488)
  %1490 = fpext float %1457 to double
  %1491 = fmul double %1490, 4.000000e+00
  %1492 = fadd double %1491, 0x4338000000000000
  %1493 = fsub double %1492, 0x4338000000000000
  %1494 = fsub double %1491, %1493
  %1495 = fmul double %1494, 0x3FF921FB54442D18
  %1496 = fmul double %1495, %1495
  %1497 = fmul double %1496, 0x3EC71DE3A556C734
  %1498 = fadd double 0xBF2A01A01A01A01A, %1497
  %1499 = fmul double %1496, %1498
  %1500 = fadd double 0x3F81111111111111, %1499
  %1501 = fmul double %1496, %1500
  %1502 = fadd double 0xBFC5555555555555, %1501
  %1503 = fmul double %1495, %1496
  %1504 = fmul double %1503, %1502
  %1505 = fadd double %1495, %1504
  %1506 = fmul double %1496, 0xBE927E4FB7789F5C
  %1507 = fadd double 0x3EFA01A01A01A01A, %1506
  %1508 = fmul double %1496, %1507
  %1509 = fadd double 0xBF56C16C16C16C17, %1508
  %1510 = fmul double %1496, %1509
  %1511 = fadd double 0x3FA5555555555555, %1510
  %1512 = fmul double %1496, %1496
  %1513 = fmul double %1512, %1511
  %1514 = fmul double 5.000000e-01, %1496
  %1515 = fsub double 1.000000e+00, %1514
  %1516 = fadd double %1515, %1513
  %1517 = fneg double %1505
  %1518 = fneg double %1516
  %1519 = bitcast double %1492 to i64
  %1520 = and i64 %1519, 1
  %1521 = and i64 %1519, 2
  %1522 = icmp eq i64 %1520, 1
  %1523 = icmp eq i64 %1521, 2
  %1524 = select i1 %1523, double %1517, double %1505
  %1525 = select i1 %1523, double %1518, double %1516
  %1526 = select i1 %1522, double %1525, double %1524
  %1527 = select i1 %1523, double %1518, double %1516
  %1528 = select i1 %1523, double %1505, double %1517
  %1529 = select i1 %1522, double %1528, double %1527
  %1530 = fptrunc double %1526 to float
  %1531 = fptrunc double %1529 to float
  %1532 = fmul float %1489, %1531
  %1533 = fmul float %1489, %1530
  %1534 = and i64 %which161, 1
  %odd163 = icmp ne i64 %1534, 0
  %normal164 = select i1 %odd163, float %1533, float %1532
  %1535 = fmul float %normal164, %noise_scale15
  %1536 = fadd float %1276, %1535
  %bits165 = bitcast float %1536 to i32
  %magnitude166 = and i32 %bits165, 2147483647
  %is_nan167 = icmp ugt i32 %magnitude166, 2139095040
  %canonical168 = select i1 %is_nan167, i32 2143289344, i32 %bits165
  store i32 %canonical168, ptr %1212, align 4
  br label %slot.done157

slot.done157:                                     ; preds = %slot.then156, %slot.done151
  %feature169 = add i64 %lane, 2048
  %valid170 = icmp ult i64 %feature169, %n_features
  %1537 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid170, label %slot.then171, label %slot.done172

slot.then171:                                     ; preds = %slot.done157
  %1538 = load float, ptr %1537, align 4
  %1539 = fmul float 2.000000e+00, %1538
  %1540 = fmul float 0x3FA99999A0000000, %1539
  %1541 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature169
  %1542 = load float, ptr addrspace(1) %1541, align 4
  %1543 = fmul float -1.000000e+00, %1542
  %1544 = fadd float %1540, %1543
  %1545 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1546 = fdiv float 1.000000e+00, %1545
  %1547 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1548 = fsub float %1538, %1547
  %1549 = fcmp olt float %1548, -1.040000e+02
  %1550 = select i1 %1549, float -1.040000e+02, float %1548
  %1551 = fcmp olt float 8.900000e+01, %1550
  %1552 = select i1 %1551, float 8.900000e+01, float %1550
  %1553 = fmul float %1552, 0x3FF7154760000000
  %1554 = fadd float %1553, 0x4168000000000000
  %1555 = fsub float %1554, 0x4168000000000000
  %1556 = bitcast float %1554 to i32
  %1557 = sub i32 %1556, 1262485504
  %1558 = fmul float %1555, 0x3FE62E4000000000
  %1559 = fsub float %1552, %1558
  %1560 = fmul float %1555, 0x3EB7F7D1C0000000
  %1561 = fsub float %1559, %1560
  %1562 = fmul float %1561, %1561
  %1563 = fmul float %1562, 0x3E66376980000000
  %1564 = fadd float 0xBEBBBD41C0000000, %1563
  %1565 = fmul float %1562, %1564
  %1566 = fadd float 0x3F11566AA0000000, %1565
  %1567 = fmul float %1562, %1566
  %1568 = fadd float 0xBF66C16C20000000, %1567
  %1569 = fmul float %1562, %1568
  %1570 = fadd float 0x3FC5555560000000, %1569
  %1571 = fmul float %1562, %1570
  %1572 = fsub float %1561, %1571
  %1573 = fmul float %1561, %1572
  %1574 = fsub float 2.000000e+00, %1572
  %1575 = fdiv float %1573, %1574
  %1576 = fsub float %1560, %1575
  %1577 = fsub float %1576, %1559
  %1578 = fsub float 1.000000e+00, %1577
  %1579 = add i32 %1557, 256
  %1580 = lshr i32 %1579, 1
  %1581 = sub i32 %1580, 1
  %1582 = add i32 %1557, 255
  %1583 = sub i32 %1582, %1580
  %1584 = shl i32 %1581, 23
  %1585 = shl i32 %1583, 23
  %1586 = bitcast i32 %1584 to float
  %1587 = bitcast i32 %1585 to float
  %1588 = fmul float %1578, %1586
  %1589 = fmul float %1588, %1587
  %1590 = fcmp uno float %1548, %1548
  %1591 = select i1 %1590, float 0x7FF8000000000000, float %1589
  %1592 = fmul float %1546, %1591
  %1593 = fadd float %1544, %1592
  %feature173 = uitofp i64 %feature169 to float
  %1594 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1595 = fcmp oeq float %feature173, %1594
  %1596 = select i1 %1595, float 1.000000e+00, float 0.000000e+00
  %1597 = fcmp une float %1596, 0.000000e+00
  %1598 = select i1 %1597, float 0x3FB99999A0000000, float 0.000000e+00
  %1599 = fadd float %1593, %1598
  %1600 = fmul float %1599, %eta
  %1601 = fsub float %1538, %1600
  %1602 = add i64 %n_features, 3
  %groups174 = lshr i64 %1602, 2
  %1603 = mul i64 %row, %groups174
  %1604 = lshr i64 %feature169, 2
  %group175 = add i64 %1603, %1604
  %1605 = trunc i64 %key0 to i32
  %1606 = lshr i64 %key0, 32
  %1607 = trunc i64 %1606 to i32
  %1608 = trunc i64 %group175 to i32
  %1609 = trunc i64 %key1_step to i32
  %1610 = lshr i64 %key1_step, 32
  %1611 = trunc i64 %1610 to i32
  %1612 = lshr i64 %group175, 32
  %1613 = trunc i64 %1612 to i32
  %1614 = zext i32 %1608 to i64
  %1615 = mul i64 3528531795, %1614
  %1616 = zext i32 %1611 to i64
  %1617 = mul i64 3449720151, %1616
  %1618 = lshr i64 %1615, 32
  %1619 = trunc i64 %1618 to i32
  %1620 = trunc i64 %1615 to i32
  %1621 = lshr i64 %1617, 32
  %1622 = trunc i64 %1621 to i32
  %1623 = trunc i64 %1617 to i32
  %1624 = xor i32 %1622, %1609
  %1625 = xor i32 %1624, %1605
  %1626 = xor i32 %1619, %1613
  %1627 = xor i32 %1626, %1607
  %1628 = add i32 %1605, -1640531527
  %1629 = add i32 %1607, -1150833019
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
  %1644 = add i32 %1628, -1640531527
  %1645 = add i32 %1629, -1150833019
  %1646 = zext i32 %1641 to i64
  %1647 = mul i64 3528531795, %1646
  %1648 = zext i32 %1643 to i64
  %1649 = mul i64 3449720151, %1648
  %1650 = lshr i64 %1647, 32
  %1651 = trunc i64 %1650 to i32
  %1652 = trunc i64 %1647 to i32
  %1653 = lshr i64 %1649, 32
  %1654 = trunc i64 %1653 to i32
  %1655 = trunc i64 %1649 to i32
  %1656 = xor i32 %1654, %1639
  %1657 = xor i32 %1656, %1644
  %1658 = xor i32 %1651, %1636
  %1659 = xor i32 %1658, %1645
  %1660 = add i32 %1644, -1640531527
  %1661 = add i32 %1645, -1150833019
  %1662 = zext i32 %1657 to i64
  %1663 = mul i64 3528531795, %1662
  %1664 = zext i32 %1659 to i64
  %1665 = mul i64 3449720151, %1664
  %1666 = lshr i64 %1663, 32
  %1667 = trunc i64 %1666 to i32
  %1668 = trunc i64 %1663 to i32
  %1669 = lshr i64 %1665, 32
  %1670 = trunc i64 %1669 to i32
  %1671 = trunc i64 %1665 to i32
  %1672 = xor i32 %1670, %1655
  %1673 = xor i32 %1672, %1660
  %1674 = xor i32 %1667, %1652
  %1675 = xor i32 %1674, %1661
  %1676 = add i32 %1660, -1640531527
  %1677 = add i32 %1661, -1150833019
  %1678 = zext i32 %1673 to i64
  %1679 = mul i64 3528531795, %1678
  %1680 = zext i32 %1675 to i64
  %1681 = mul i64 3449720151, %1680
  %1682 = lshr i64 %1679, 32
  %1683 = trunc i64 %1682 to i32
  %1684 = trunc i64 %1679 to i32
  %1685 = lshr i64 %1681, 32
  %1686 = trunc i64 %1685 to i32
  %1687 = trunc i64 %1681 to i32
  %1688 = xor i32 %1686, %1671
  %1689 = xor i32 %1688, %1676
  %1690 = xor i32 %1683, %1668
  %1691 = xor i32 %1690, %1677
  %1692 = add i32 %1676, -1640531527
  %1693 = add i32 %1677, -1150833019
  %1694 = zext i32 %1689 to i64
  %1695 = mul i64 3528531795, %1694
  %1696 = zext i32 %1691 to i64
  %1697 = mul i64 3449720151, %1696
  %1698 = lshr i64 %1695, 32
  %1699 = trunc i64 %1698 to i32
  %1700 = trunc i64 %1695 to i32
  %1701 = lshr i64 %1697, 32
  %1702 = trunc i64 %1701 to i32
  %1703 = trunc i64 %1697 to i32
  %1704 = xor i32 %1702, %1687
  %1705 = xor i32 %1704, %1692
  %1706 = xor i32 %1699, %1684
  %1707 = xor i32 %1706, %1693
  %1708 = add i32 %1692, -1640531527
  %1709 = add i32 %1693, -1150833019
  %1710 = zext i32 %1705 to i64
  %1711 = mul i64 3528531795, %1710
  %1712 = zext i32 %1707 to i64
  %1713 = mul i64 3449720151, %1712
  %1714 = lshr i64 %1711, 32
  %1715 = trunc i64 %1714 to i32
  %1716 = trunc i64 %1711 to i32
  %1717 = lshr i64 %1713, 32
  %1718 = trunc i64 %1717 to i32
  %1719 = trunc i64 %1713 to i32
  %1720 = xor i32 %1718, %1703
  %1721 = xor i32 %1720, %1708
  %1722 = xor i32 %1715, %1700
  %1723 = xor i32 %1722, %1709
  %1724 = add i32 %1708, -1640531527
  %1725 = add i32 %1709, -1150833019
  %1726 = zext i32 %1721 to i64
  %1727 = mul i64 3528531795, %1726
  %1728 = zext i32 %1723 to i64
  %1729 = mul i64 3449720151, %1728
  %1730 = lshr i64 %1727, 32
  %1731 = trunc i64 %1730 to i32
  %1732 = trunc i64 %1727 to i32
  %1733 = lshr i64 %1729, 32
  %1734 = trunc i64 %1733 to i32
  %1735 = trunc i64 %1729 to i32
  %1736 = xor i32 %1734, %1719
  %1737 = xor i32 %1736, %1724
  %1738 = xor i32 %1731, %1716
  %1739 = xor i32 %1738, %1725
  %1740 = add i32 %1724, -1640531527
  %1741 = add i32 %1725, -1150833019
  %1742 = zext i32 %1737 to i64
  %1743 = mul i64 3528531795, %1742
  %1744 = zext i32 %1739 to i64
  %1745 = mul i64 3449720151, %1744
  %1746 = lshr i64 %1743, 32
  %1747 = trunc i64 %1746 to i32
  %1748 = trunc i64 %1743 to i32
  %1749 = lshr i64 %1745, 32
  %1750 = trunc i64 %1749 to i32
  %1751 = trunc i64 %1745 to i32
  %1752 = xor i32 %1750, %1735
  %1753 = xor i32 %1752, %1740
  %1754 = xor i32 %1747, %1732
  %1755 = xor i32 %1754, %1741
  %1756 = add i32 %1740, -1640531527
  %1757 = add i32 %1741, -1150833019
  %1758 = zext i32 %1753 to i64
  %1759 = mul i64 3528531795, %1758
  %1760 = zext i32 %1755 to i64
  %1761 = mul i64 3449720151, %1760
  %1762 = lshr i64 %1759, 32
  %1763 = trunc i64 %1762 to i32
  %1764 = trunc i64 %1759 to i32
  %1765 = lshr i64 %1761, 32
  %1766 = trunc i64 %1765 to i32
  %1767 = trunc i64 %1761 to i32
  %1768 = xor i32 %1766, %1751
  %1769 = xor i32 %1768, %1756
  %1770 = xor i32 %1763, %1748
  %1771 = xor i32 %1770, %1757
  %which176 = and i64 %feature169, 3
  %1772 = and i64 %which176, 2
  %second_pair177 = icmp ne i64 %1772, 0
  %1773 = select i1 %second_pair177, i32 %1771, i32 %1769
  %1774 = select i1 %second_pair177, i32 %1764, i32 %1767
  %1775 = lshr i32 %1773, 9
  %1776 = sitofp i32 %1775 to float
  %1777 = fadd float %1776, 5.000000e-01
  %1778 = fmul float %1777, 0x3E80000000000000
  %1779 = lshr i32 %1774, 9
  %1780 = sitofp i32 %1779 to float
  %1781 = fadd float %1780, 5.000000e-01
  %1782 = fmul float %1781, 0x3E80000000000000
  %1783 = bitcast float %1778 to i32
  %1784 = add i32 %1783, 4913933
  %1785 = lshr i32 %1784, 23
  %1786 = sub i32 %1785, 127
  %1787 = and i32 %1784, 8388607
  %1788 = add i32 %1787, 1060439283
  %1789 = bitcast i32 %1788 to float
  %1790 = fsub float %1789, 1.000000e+00
  %1791 = fadd float 2.000000e+00, %1790
  %1792 = fdiv float %1790, %1791
  %1793 = fmul float %1792, %1792
  %1794 = fmul float %1793, %1793
  %1795 = fmul float %1794, 0x3FCF13C4C0000000
  %1796 = fadd float 0x3FD999C260000000, %1795
  %1797 = fmul float %1794, %1796
  %1798 = fmul float %1794, 0x3FD23D3DC0000000
  %1799 = fadd float 0x3FE5555540000000, %1798
  %1800 = fmul float %1793, %1799
  %1801 = fadd float %1800, %1797
  %1802 = fmul float 5.000000e-01, %1790
  %1803 = fmul float %1802, %1790
  %1804 = sitofp i32 %1786 to float
  %1805 = fadd float %1803, %1801
  %1806 = fmul float %1792, %1805
  %1807 = fmul float %1804, 0x3EE2FEFA20000000
  %1808 = fadd float %1806, %1807
  %1809 = fsub float %1808, %1803
  %1810 = fadd float %1809, %1790
  %1811 = fmul float %1804, 0x3FE62E3000000000
  %1812 = fadd float %1810, %1811
  %1813 = fmul float -2.000000e+00, %1812
  %1814 = call float @llvm.sqrt.f32(float %1813)
  %1815 = fpext float %1782 to double
  %1816 = fmul double %1815, 4.000000e+00
  %1817 = fadd double %1816, 0x4338000000000000
  %1818 = fsub double %1817, 0x4338000000000000
  %1819 = fsub double %1816, %1818
  %1820 = fmul double %1819, 0x3FF921FB54442D18
  %1821 = fmul double %1820, %1820
  %1822 = fmul double %1821, 0x3EC71DE3A556C734
  %1823 = fadd double 0xBF2A01A01A01A01A, %1822
  %1824 = fmul double %1821, %1823
  %1825 = fadd double 0x3F81111111111111, %1824
  %1826 = fmul double %1821, %1825
  %1827 = fadd double 0xBFC5555555555555, %1826
  %1828 = fmul double %1820, %1821
  %1829 = fmul double %1828, %1827
  %1830 = fadd double %1820, %1829
  %1831 = fmul double %1821, 0xBE927E4FB7789F5C
  %1832 = fadd double 0x3EFA01A01A01A01A, %1831
  %1833 = fmul double %1821, %1832
  %1834 = fadd double 0xBF56C16C16C16C17, %1833
  %1835 = fmul double %1821, %1834
  %1836 = fadd double 0x3FA5555555555555, %1835
  %1837 = fmul double %1821, %1821
  %1838 = fmul double %1837, %1836
  %1839 = fmul double 5.000000e-01, %1821
  %1840 = fsub double 1.000000e+00, %1839
  %1841 = fadd double %1840, %1838
  %1842 = fneg double %1830
  %1843 = fneg double %1841
  %1844 = bitcast double %1817 to i64
  %1845 = and i64 %1844, 1
  %1846 = and i64 %1844, 2
  %1847 = icmp eq i64 %1845, 1
  %1848 = icmp eq i64 %1846, 2
  %1849 = select i1 %1848, double %1842, double %1830
  %1850 = select i1 %1848, double %1843, double %1841
  %1851 = select i1 %1847, double %1850, double %1849
  %1852 = select i1 %1848, double %1843, double %1841
  %1853 = select i1 %1848, double %1830, double %1842
  %1854 = select i1 %1847, double %1853, double %1852
  %1855 = fptrunc double %1851 to float
  %1856 = fptrunc double %1854 to float
  %1857 = fmul float %1814, %1856
  %1858 = fmul float %1814, %1855
  %1859 = and i64 %which176, 1
  %odd178 = icmp ne i64 %1859, 0
  %normal179 = select i1 %odd178, float %1858, float %1857
  %1860 = fmul float %normal179, %noise_scale15
  %1861 = fadd float %1601, %1860
  %bits180 = bitcast float %1861 to i32
  %magnitude181 = and i32 %bits180, 2147483647
  %is_nan182 = icmp ugt i32 %magnitude181, 2139095040
  %canonical183 = select i1 %is_nan182, i32 2143289344, i32 %bits180
  store i32 %canonical183, ptr %1537, align 4
  br label %slot.done172

slot.done172:                                     ; preds = %slot.then171, %slot.done157
  %feature184 = add i64 %lane, 3072
  %valid185 = icmp ult i64 %feature184, %n_features
  %1862 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid185, label %slot.then186, label %slot.done187

slot.then186:                                     ; preds = %slot.done172
  %1863 = load float, ptr %1862, align 4
  %1864 = fmul float 2.000000e+00, %1863
  %1865 = fmul float 0x3FA99999A0000000, %1864
  %1866 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature184
  %1867 = load float, ptr addrspace(1) %1866, align 4
  %1868 = fmul float -1.000000e+00, %1867
  %1869 = fadd float %1865, %1868
  %1870 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1871 = fdiv float 1.000000e+00, %1870
  %1872 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1873 = fsub float %1863, %1872
  %1874 = fcmp olt float %1873, -1.040000e+02
  %1875 = select i1 %1874, float -1.040000e+02, float %1873
  %1876 = fcmp olt float 8.900000e+01, %1875
  %1877 = select i1 %1876, float 8.900000e+01, float %1875
  %1878 = fmul float %1877, 0x3FF7154760000000
  %1879 = fadd float %1878, 0x4168000000000000
  %1880 = fsub float %1879, 0x4168000000000000
  %1881 = bitcast float %1879 to i32
  %1882 = sub i32 %1881, 1262485504
  %1883 = fmul float %1880, 0x3FE62E4000000000
  %1884 = fsub float %1877, %1883
  %1885 = fmul float %1880, 0x3EB7F7D1C0000000
  %1886 = fsub float %1884, %1885
  %1887 = fmul float %1886, %1886
  %1888 = fmul float %1887, 0x3E66376980000000
  %1889 = fadd float 0xBEBBBD41C0000000, %1888
  %1890 = fmul float %1887, %1889
  %1891 = fadd float 0x3F11566AA0000000, %1890
  %1892 = fmul float %1887, %1891
  %1893 = fadd float 0xBF66C16C20000000, %1892
  %1894 = fmul float %1887, %1893
  %1895 = fadd float 0x3FC5555560000000, %1894
  %1896 = fmul float %1887, %1895
  %1897 = fsub float %1886, %1896
  %1898 = fmul float %1886, %1897
  %1899 = fsub float 2.000000e+00, %1897
  %1900 = fdiv float %1898, %1899
  %1901 = fsub float %1885, %1900
  %1902 = fsub float %1901, %1884
  %1903 = fsub float 1.000000e+00, %1902
  %1904 = add i32 %1882, 256
  %1905 = lshr i32 %1904, 1
  %1906 = sub i32 %1905, 1
  %1907 = add i32 %1882, 255
  %1908 = sub i32 %1907, %1905
  %1909 = shl i32 %1906, 23
  %1910 = shl i32 %1908, 23
  %1911 = bitcast i32 %1909 to float
  %1912 = bitcast i32 %1910 to float
  %1913 = fmul float %1903, %1911
  %1914 = fmul float %1913, %1912
  %1915 = fcmp uno float %1873, %1873
  %1916 = select i1 %1915, float 0x7FF8000000000000, float %1914
  %1917 = fmul float %1871, %1916
  %1918 = fadd float %1869, %1917
  %feature188 = uitofp i64 %feature184 to float
  %1919 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1920 = fcmp oeq float %feature188, %1919
  %1921 = select i1 %1920, float 1.000000e+00, float 0.000000e+00
  %1922 = fcmp une float %1921, 0.000000e+00
  %1923 = select i1 %1922, float 0x3FB99999A0000000, float 0.000000e+00
  %1924 = fadd float %1918, %1923
  %1925 = fmul float %1924, %eta
  %1926 = fsub float %1863, %1925
  %1927 = add i64 %n_features, 3
  %groups189 = lshr i64 %1927, 2
  %1928 = mul i64 %row, %groups189
  %1929 = lshr i64 %feature184, 2
  %group190 = add i64 %1928, %1929
  %1930 = trunc i64 %key0 to i32
  %1931 = lshr i64 %key0, 32
  %1932 = trunc i64 %1931 to i32
  %1933 = trunc i64 %group190 to i32
  %1934 = trunc i64 %key1_step to i32
  %1935 = lshr i64 %key1_step, 32
  %1936 = trunc i64 %1935 to i32
  %1937 = lshr i64 %group190, 32
  %1938 = trunc i64 %1937 to i32
  %1939 = zext i32 %1933 to i64
  %1940 = mul i64 3528531795, %1939
  %1941 = zext i32 %1936 to i64
  %1942 = mul i64 3449720151, %1941
  %1943 = lshr i64 %1940, 32
  %1944 = trunc i64 %1943 to i32
  %1945 = trunc i64 %1940 to i32
  %1946 = lshr i64 %1942, 32
  %1947 = trunc i64 %1946 to i32
  %1948 = trunc i64 %1942 to i32
  %1949 = xor i32 %1947, %1934
  %1950 = xor i32 %1949, %1930
  %1951 = xor i32 %1944, %1938
  %1952 = xor i32 %1951, %1932
  %1953 = add i32 %1930, -1640531527
  %1954 = add i32 %1932, -1150833019
  %1955 = zext i32 %1950 to i64
  %1956 = mul i64 3528531795, %1955
  %1957 = zext i32 %1952 to i64
  %1958 = mul i64 3449720151, %1957
  %1959 = lshr i64 %1956, 32
  %1960 = trunc i64 %1959 to i32
  %1961 = trunc i64 %1956 to i32
  %1962 = lshr i64 %1958, 32
  %1963 = trunc i64 %1962 to i32
  %1964 = trunc i64 %1958 to i32
  %1965 = xor i32 %1963, %1948
  %1966 = xor i32 %1965, %1953
  %1967 = xor i32 %1960, %1945
  %1968 = xor i32 %1967, %1954
  %1969 = add i32 %1953, -1640531527
  %1970 = add i32 %1954, -1150833019
  %1971 = zext i32 %1966 to i64
  %1972 = mul i64 3528531795, %1971
  %1973 = zext i32 %1968 to i64
  %1974 = mul i64 3449720151, %1973
  %1975 = lshr i64 %1972, 32
  %1976 = trunc i64 %1975 to i32
  %1977 = trunc i64 %1972 to i32
  %1978 = lshr i64 %1974, 32
  %1979 = trunc i64 %1978 to i32
  %1980 = trunc i64 %1974 to i32
  %1981 = xor i32 %1979, %1964
  %1982 = xor i32 %1981, %1969
  %1983 = xor i32 %1976, %1961
  %1984 = xor i32 %1983, %1970
  %1985 = add i32 %1969, -1640531527
  %1986 = add i32 %1970, -1150833019
  %1987 = zext i32 %1982 to i64
  %1988 = mul i64 3528531795, %1987
  %1989 = zext i32 %1984 to i64
  %1990 = mul i64 3449720151, %1989
  %1991 = lshr i64 %1988, 32
  %1992 = trunc i64 %1991 to i32
  %1993 = trunc i64 %1988 to i32
  %1994 = lshr i64 %1990, 32
  %1995 = trunc i64 %1994 to i32
  %1996 = trunc i64 %1990 to i32
  %1997 = xor i32 %1995, %1980
  %1998 = xor i32 %1997, %1985
  %1999 = xor i32 %1992, %1977
  %2000 = xor i32 %1999, %1986
  %2001 = add i32 %1985, -1640531527
  %2002 = add i32 %1986, -1150833019
  %2003 = zext i32 %1998 to i64
  %2004 = mul i64 3528531795, %2003
  %2005 = zext i32 %2000 to i64
  %2006 = mul i64 3449720151, %2005
  %2007 = lshr i64 %2004, 32
  %2008 = trunc i64 %2007 to i32
  %2009 = trunc i64 %2004 to i32
  %2010 = lshr i64 %2006, 32
  %2011 = trunc i64 %2010 to i32
  %2012 = trunc i64 %2006 to i32
  %2013 = xor i32 %2011, %1996
  %2014 = xor i32 %2013, %2001
  %2015 = xor i32 %2008, %1993
  %2016 = xor i32 %2015, %2002
  %2017 = add i32 %2001, -1640531527
  %2018 = add i32 %2002, -1150833019
  %2019 = zext i32 %2014 to i64
  %2020 = mul i64 3528531795, %2019
  %2021 = zext i32 %2016 to i64
  %2022 = mul i64 3449720151, %2021
  %2023 = lshr i64 %2020, 32
  %2024 = trunc i64 %2023 to i32
  %2025 = trunc i64 %2020 to i32
  %2026 = lshr i64 %2022, 32
  %2027 = trunc i64 %2026 to i32
  %2028 = trunc i64 %2022 to i32
  %2029 = xor i32 %2027, %2012
  %2030 = xor i32 %2029, %2017
  %2031 = xor i32 %2024, %2009
  %2032 = xor i32 %2031, %2018
  %2033 = add i32 %2017, -1640531527
  %2034 = add i32 %2018, -1150833019
  %2035 = zext i32 %2030 to i64
  %2036 = mul i64 3528531795, %2035
  %2037 = zext i32 %2032 to i64
  %2038 = mul i64 3449720151, %2037
  %2039 = lshr i64 %2036, 32
  %2040 = trunc i64 %2039 to i32
  %2041 = trunc i64 %2036 to i32
  %2042 = lshr i64 %2038, 32
  %2043 = trunc i64 %2042 to i32
  %2044 = trunc i64 %2038 to i32
  %2045 = xor i32 %2043, %2028
  %2046 = xor i32 %2045, %2033
  %2047 = xor i32 %2040, %2025
  %2048 = xor i32 %2047, %2034
  %2049 = add i32 %2033, -1640531527
  %2050 = add i32 %2034, -1150833019
  %2051 = zext i32 %2046 to i64
  %2052 = mul i64 3528531795, %2051
  %2053 = zext i32 %2048 to i64
  %2054 = mul i64 3449720151, %2053
  %2055 = lshr i64 %2052, 32
  %2056 = trunc i64 %2055 to i32
  %2057 = trunc i64 %2052 to i32
  %2058 = lshr i64 %2054, 32
  %2059 = trunc i64 %2058 to i32
  %2060 = trunc i64 %2054 to i32
  %2061 = xor i32 %2059, %2044
  %2062 = xor i32 %2061, %2049
  %2063 = xor i32 %2056, %2041
  %2064 = xor i32 %2063, %2050
  %2065 = add i32 %2049, -1640531527
  %2066 = add i32 %2050, -1150833019
  %2067 = zext i32 %2062 to i64
  %2068 = mul i64 3528531795, %2067
  %2069 = zext i32 %2064 to i64
  %2070 = mul i64 3449720151, %2069
  %2071 = lshr i64 %2068, 32
  %2072 = trunc i64 %2071 to i32
  %2073 = trunc i64 %2068 to i32
  %2074 = lshr i64 %2070, 32
  %2075 = trunc i64 %2074 to i32
  %2076 = trunc i64 %2070 to i32
  %2077 = xor i32 %2075, %2060
  %2078 = xor i32 %2077, %2065
  %2079 = xor i32 %2072, %2057
  %2080 = xor i32 %2079, %2066
  %2081 = add i32 %2065, -1640531527
  %2082 = add i32 %2066, -1150833019
  %2083 = zext i32 %2078 to i64
  %2084 = mul i64 3528531795, %2083
  %2085 = zext i32 %2080 to i64
  %2086 = mul i64 3449720151, %2085
  %2087 = lshr i64 %2084, 32
  %2088 = trunc i64 %2087 to i32
  %2089 = trunc i64 %2084 to i32
  %2090 = lshr i64 %2086, 32
  %2091 = trunc i64 %2090 to i32
  %2092 = trunc i64 %2086 to i32
  %2093 = xor i32 %2091, %2076
  %2094 = xor i32 %2093, %2081
  %2095 = xor i32 %2088, %2073
  %2096 = xor i32 %2095, %2082
  %which191 = and i64 %feature184, 3
  %2097 = and i64 %which191, 2
  %second_pair192 = icmp ne i64 %2097, 0
  %2098 = select i1 %second_pair192, i32 %2096, i32 %2094
  %2099 = select i1 %second_pair192, i32 %2089, i32 %2092
  %2100 = lshr i32 %2098, 9
  %2101 = sitofp i32 %2100 to float
  %2102 = fadd float %2101, 5.000000e-01
  %2103 = fmul float %2102, 0x3E80000000000000
  %2104 = lshr i32 %2099, 9
  %2105 = sitofp i32 %2104 to float
  %2106 = fadd float %2105, 5.000000e-01
  %2107 = fmul float %2106, 0x3E80000000000000
  %2108 = bitcast float %2103 to i32
  %2109 = add i32 %2108, 4913933
  %2110 = lshr i32 %2109, 23
  %2111 = sub i32 %2110, 127
  %2112 = and i32 %2109, 8388607
  %2113 = add i32 %2112, 1060439283
  %2114 = bitcast i32 %2113 to float
  %2115 = fsub float %2114, 1.000000e+00
  %2116 = fadd float 2.000000e+00, %2115
  %2117 = fdiv float %2115, %2116
  %2118 = fmul float %2117, %2117
  %2119 = fmul float %2118, %2118
  %2120 = fmul float %2119, 0x3FCF13C4C0000000
  %2121 = fadd float 0x3FD999C260000000, %2120
  %2122 = fmul float %2119, %2121
  %2123 = fmul float %2119, 0x3FD23D3DC0000000
  %2124 = fadd float 0x3FE5555540000000, %2123
  %2125 = fmul float %2118, %2124
  %2126 = fadd float %2125, %2122
  %2127 = fmul float 5.000000e-01, %2115
  %2128 = fmul float %2127, %2115
  %2129 = sitofp i32 %2111 to float
  %2130 = fadd float %2128, %2126
  %2131 = fmul float %2117, %2130
  %2132 = fmul float %2129, 0x3EE2FEFA20000000
  %2133 = fadd float %2131, %2132
  %2134 = fsub float %2133, %2128
  %2135 = fadd float %2134, %2115
  %2136 = fmul float %2129, 0x3FE62E3000000000
  %2137 = fadd float %2135, %2136
  %2138 = fmul float -2.000000e+00, %2137
  %2139 = call float @llvm.sqrt.f32(float %2138)
  %2140 = fpext float %2107 to double
  %2141 = fmul double %2140, 4.000000e+00
  %2142 = fadd double %2141, 0x4338000000000000
  %2143 = fsub double %2142, 0x4338000000000000
  %2144 = fsub double %2141, %2143
  %2145 = fmul double %2144, 0x3FF921FB54442D18
  %2146 = fmul double %2145, %2145
  %2147 = fmul double %2146, 0x3EC71DE3A556C734
  %2148 = fadd double 0xBF2A01A01A01A01A, %2147
  %2149 = fmul double %2146, %2148
  %2150 = fadd double 0x3F81111111111111, %2149
  %2151 = fmul double %2146, %2150
  %2152 = fadd double 0xBFC5555555555555, %2151
  %2153 = fmul double %2145, %2146
  %2154 = fmul double %2153, %2152
  %2155 = fadd double %2145, %2154
  %2156 = fmul double %2146, 0xBE927E4FB7789F5C
  %2157 = fadd double 0x3EFA01A01A01A01A, %2156
  %2158 = fmul double %2146, %2157
  %2159 = fadd double 0xBF56C16C16C16C17, %2158
  %2160 = fmul double %2146, %2159
  %2161 = fadd double 0x3FA5555555555555, %2160
  %2162 = fmul double %2146, %2146
  %2163 = fmul double %2162, %2161
  %2164 = fmul double 5.000000e-01, %2146
  %2165 = fsub double 1.000000e+00, %2164
  %2166 = fadd double %2165, %2163
  %2167 = fneg double %2155
  %2168 = fneg double %2166
  %2169 = bitcast double %2142 to i64
  %2170 = and i64 %2169, 1
  %2171 = and i64 %2169, 2
  %2172 = icmp eq i64 %2170, 1
  %2173 = icmp eq i64 %2171, 2
  %2174 = select i1 %2173, double %2167, double %2155
  %2175 = select i1 %2173, double %2168, double %2166
  %2176 = select i1 %2172, double %2175, double %2174
  %2177 = select i1 %2173, double %2168, double %2166
  %2178 = select i1 %2173, double %2155, double %2167
  %2179 = select i1 %2172, double %2178, double %2177
  %2180 = fptrunc double %2176 to float
  %2181 = fptrunc double %2179 to float
  %2182 = fmul float %2139, %2181
  %2183 = fmul float %2139, %2180
  %2184 = and i64 %which191, 1
  %odd193 = icmp ne i64 %2184, 0
  %normal194 = select i1 %odd193, float %2183, float %2182
  %2185 = fmul float %normal194, %noise_scale15
  %2186 = fadd float %1926, %2185
  %bits195 = bitcast float %2186 to i32
  %magnitude196 = and i32 %bits195, 2147483647
  %is_nan197 = icmp ugt i32 %magnitude196, 2139095040
  %canonical198 = select i1 %is_nan197, i32 2143289344, i32 %bits195
  store i32 %canonical198, ptr %1862, align 4
  br label %slot.done187

slot.done187:                                     ; preds = %slot.then186, %slot.done172
  br label %noise.done

uniform_sinks.then201:                            ; preds = %quiet
  br label %uniform_sinks.done202

uniform_sinks.done202:                            ; preds = %uniform_sinks.then201, %quiet
  %feature203 = add i64 %lane, 0
  %valid204 = icmp ult i64 %feature203, %n_features
  %2187 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid204, label %slot.then205, label %slot.done206

slot.then205:                                     ; preds = %uniform_sinks.done202
  %2188 = load float, ptr %2187, align 4
  %2189 = fmul float 2.000000e+00, %2188
  %2190 = fmul float 0x3FA99999A0000000, %2189
  %2191 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature203
  %2192 = load float, ptr addrspace(1) %2191, align 4
  %2193 = fmul float -1.000000e+00, %2192
  %2194 = fadd float %2190, %2193
  %2195 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2196 = fdiv float 1.000000e+00, %2195
  %2197 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2198 = fsub float %2188, %2197
  %2199 = fcmp olt float %2198, -1.040000e+02
  %2200 = select i1 %2199, float -1.040000e+02, float %2198
  %2201 = fcmp olt float 8.900000e+01, %2200
  %2202 = select i1 %2201, float 8.900000e+01, float %2200
  %2203 = fmul float %2202, 0x3FF7154760000000
  %2204 = fadd float %2203, 0x4168000000000000
  %2205 = fsub float %2204, 0x4168000000000000
  %2206 = bitcast float %2204 to i32
  %2207 = sub i32 %2206, 1262485504
  %2208 = fmul float %2205, 0x3FE62E4000000000
  %2209 = fsub float %2202, %2208
  %2210 = fmul float %2205, 0x3EB7F7D1C0000000
  %2211 = fsub float %2209, %2210
  %2212 = fmul float %2211, %2211
  %2213 = fmul float %2212, 0x3E66376980000000
  %2214 = fadd float 0xBEBBBD41C0000000, %2213
  %2215 = fmul float %2212, %2214
  %2216 = fadd float 0x3F11566AA0000000, %2215
  %2217 = fmul float %2212, %2216
  %2218 = fadd float 0xBF66C16C20000000, %2217
  %2219 = fmul float %2212, %2218
  %2220 = fadd float 0x3FC5555560000000, %2219
  %2221 = fmul float %2212, %2220
  %2222 = fsub float %2211, %2221
  %2223 = fmul float %2211, %2222
  %2224 = fsub float 2.000000e+00, %2222
  %2225 = fdiv float %2223, %2224
  %2226 = fsub float %2210, %2225
  %2227 = fsub float %2226, %2209
  %2228 = fsub float 1.000000e+00, %2227
  %2229 = add i32 %2207, 256
  %2230 = lshr i32 %2229, 1
  %2231 = sub i32 %2230, 1
  %2232 = add i32 %2207, 255
  %2233 = sub i32 %2232, %2230
  %2234 = shl i32 %2231, 23
  %2235 = shl i32 %2233, 23
  %2236 = bitcast i32 %2234 to float
  %2237 = bitcast i32 %2235 to float
  %2238 = fmul float %2228, %2236
  %2239 = fmul float %2238, %2237
  %2240 = fcmp uno float %2198, %2198
  %2241 = select i1 %2240, float 0x7FF8000000000000, float %2239
  %2242 = fmul float %2196, %2241
  %2243 = fadd float %2194, %2242
  %feature207 = uitofp i64 %feature203 to float
  %2244 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2245 = fcmp oeq float %feature207, %2244
  %2246 = select i1 %2245, float 1.000000e+00, float 0.000000e+00
  %2247 = fcmp une float %2246, 0.000000e+00
  %2248 = select i1 %2247, float 0x3FB99999A0000000, float 0.000000e+00
  %2249 = fadd float %2243, %2248
  %2250 = fmul float %2249, %eta
  %2251 = fsub float %2188, %2250
  %2252 = fmul float 0.000000e+00, %noise_scale15
  %2253 = fadd float %2251, %2252
  %bits208 = bitcast float %2251 to i32
  %magnitude209 = and i32 %bits208, 2147483647
  %is_nan210 = icmp ugt i32 %magnitude209, 2139095040
  %canonical211 = select i1 %is_nan210, i32 2143289344, i32 %bits208
  store i32 %canonical211, ptr %2187, align 4
  br label %slot.done206

slot.done206:                                     ; preds = %slot.then205, %uniform_sinks.done202
  %feature212 = add i64 %lane, 1024
  %valid213 = icmp ult i64 %feature212, %n_features
  %2254 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid213, label %slot.then214, label %slot.done215

slot.then214:                                     ; preds = %slot.done206
  %2255 = load float, ptr %2254, align 4
  %2256 = fmul float 2.000000e+00, %2255
  %2257 = fmul float 0x3FA99999A0000000, %2256
  %2258 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature212
  %2259 = load float, ptr addrspace(1) %2258, align 4
  %2260 = fmul float -1.000000e+00, %2259
  %2261 = fadd float %2257, %2260
  %2262 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2263 = fdiv float 1.000000e+00, %2262
  %2264 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2265 = fsub float %2255, %2264
  %2266 = fcmp olt float %2265, -1.040000e+02
  %2267 = select i1 %2266, float -1.040000e+02, float %2265
  %2268 = fcmp olt float 8.900000e+01, %2267
  %2269 = select i1 %2268, float 8.900000e+01, float %2267
  %2270 = fmul float %2269, 0x3FF7154760000000
  %2271 = fadd float %2270, 0x4168000000000000
  %2272 = fsub float %2271, 0x4168000000000000
  %2273 = bitcast float %2271 to i32
  %2274 = sub i32 %2273, 1262485504
  %2275 = fmul float %2272, 0x3FE62E4000000000
  %2276 = fsub float %2269, %2275
  %2277 = fmul float %2272, 0x3EB7F7D1C0000000
  %2278 = fsub float %2276, %2277
  %2279 = fmul float %2278, %2278
  %2280 = fmul float %2279, 0x3E66376980000000
  %2281 = fadd float 0xBEBBBD41C0000000, %2280
  %2282 = fmul float %2279, %2281
  %2283 = fadd float 0x3F11566AA0000000, %2282
  %2284 = fmul float %2279, %2283
  %2285 = fadd float 0xBF66C16C20000000, %2284
  %2286 = fmul float %2279, %2285
  %2287 = fadd float 0x3FC5555560000000, %2286
  %2288 = fmul float %2279, %2287
  %2289 = fsub float %2278, %2288
  %2290 = fmul float %2278, %2289
  %2291 = fsub float 2.000000e+00, %2289
  %2292 = fdiv float %2290, %2291
  %2293 = fsub float %2277, %2292
  %2294 = fsub float %2293, %2276
  %2295 = fsub float 1.000000e+00, %2294
  %2296 = add i32 %2274, 256
  %2297 = lshr i32 %2296, 1
  %2298 = sub i32 %2297, 1
  %2299 = add i32 %2274, 255
  %2300 = sub i32 %2299, %2297
  %2301 = shl i32 %2298, 23
  %2302 = shl i32 %2300, 23
  %2303 = bitcast i32 %2301 to float
  %2304 = bitcast i32 %2302 to float
  %2305 = fmul float %2295, %2303
  %2306 = fmul float %2305, %2304
  %2307 = fcmp uno float %2265, %2265
  %2308 = select i1 %2307, float 0x7FF8000000000000, float %2306
  %2309 = fmul float %2263, %2308
  %2310 = fadd float %2261, %2309
  %feature216 = uitofp i64 %feature212 to float
  %2311 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2312 = fcmp oeq float %feature216, %2311
  %2313 = select i1 %2312, float 1.000000e+00, float 0.000000e+00
  %2314 = fcmp une float %2313, 0.000000e+00
  %2315 = select i1 %2314, float 0x3FB99999A0000000, float 0.000000e+00
  %2316 = fadd float %2310, %2315
  %2317 = fmul float %2316, %eta
  %2318 = fsub float %2255, %2317
  %2319 = fmul float 0.000000e+00, %noise_scale15
  %2320 = fadd float %2318, %2319
  %bits217 = bitcast float %2318 to i32
  %magnitude218 = and i32 %bits217, 2147483647
  %is_nan219 = icmp ugt i32 %magnitude218, 2139095040
  %canonical220 = select i1 %is_nan219, i32 2143289344, i32 %bits217
  store i32 %canonical220, ptr %2254, align 4
  br label %slot.done215

slot.done215:                                     ; preds = %slot.then214, %slot.done206
  %feature221 = add i64 %lane, 2048
  %valid222 = icmp ult i64 %feature221, %n_features
  %2321 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid222, label %slot.then223, label %slot.done224

slot.then223:                                     ; preds = %slot.done215
  %2322 = load float, ptr %2321, align 4
  %2323 = fmul float 2.000000e+00, %2322
  %2324 = fmul float 0x3FA99999A0000000, %2323
  %2325 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature221
  %2326 = load float, ptr addrspace(1) %2325, align 4
  %2327 = fmul float -1.000000e+00, %2326
  %2328 = fadd float %2324, %2327
  %2329 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2330 = fdiv float 1.000000e+00, %2329
  %2331 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2332 = fsub float %2322, %2331
  %2333 = fcmp olt float %2332, -1.040000e+02
  %2334 = select i1 %2333, float -1.040000e+02, float %2332
  %2335 = fcmp olt float 8.900000e+01, %2334
  %2336 = select i1 %2335, float 8.900000e+01, float %2334
  %2337 = fmul float %2336, 0x3FF7154760000000
  %2338 = fadd float %2337, 0x4168000000000000
  %2339 = fsub float %2338, 0x4168000000000000
  %2340 = bitcast float %2338 to i32
  %2341 = sub i32 %2340, 1262485504
  %2342 = fmul float %2339, 0x3FE62E4000000000
  %2343 = fsub float %2336, %2342
  %2344 = fmul float %2339, 0x3EB7F7D1C0000000
  %2345 = fsub float %2343, %2344
  %2346 = fmul float %2345, %2345
  %2347 = fmul float %2346, 0x3E66376980000000
  %2348 = fadd float 0xBEBBBD41C0000000, %2347
  %2349 = fmul float %2346, %2348
  %2350 = fadd float 0x3F11566AA0000000, %2349
  %2351 = fmul float %2346, %2350
  %2352 = fadd float 0xBF66C16C20000000, %2351
  %2353 = fmul float %2346, %2352
  %2354 = fadd float 0x3FC5555560000000, %2353
  %2355 = fmul float %2346, %2354
  %2356 = fsub float %2345, %2355
  %2357 = fmul float %2345, %2356
  %2358 = fsub float 2.000000e+00, %2356
  %2359 = fdiv float %2357, %2358
  %2360 = fsub float %2344, %2359
  %2361 = fsub float %2360, %2343
  %2362 = fsub float 1.000000e+00, %2361
  %2363 = add i32 %2341, 256
  %2364 = lshr i32 %2363, 1
  %2365 = sub i32 %2364, 1
  %2366 = add i32 %2341, 255
  %2367 = sub i32 %2366, %2364
  %2368 = shl i32 %2365, 23
  %2369 = shl i32 %2367, 23
  %2370 = bitcast i32 %2368 to float
  %2371 = bitcast i32 %2369 to float
  %2372 = fmul float %2362, %2370
  %2373 = fmul float %2372, %2371
  %2374 = fcmp uno float %2332, %2332
  %2375 = select i1 %2374, float 0x7FF8000000000000, float %2373
  %2376 = fmul float %2330, %2375
  %2377 = fadd float %2328, %2376
  %feature225 = uitofp i64 %feature221 to float
  %2378 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2379 = fcmp oeq float %feature225, %2378
  %2380 = select i1 %2379, float 1.000000e+00, float 0.000000e+00
  %2381 = fcmp une float %2380, 0.000000e+00
  %2382 = select i1 %2381, float 0x3FB99999A0000000, float 0.000000e+00
  %2383 = fadd float %2377, %2382
  %2384 = fmul float %2383, %eta
  %2385 = fsub float %2322, %2384
  %2386 = fmul float 0.000000e+00, %noise_scale15
  %2387 = fadd float %2385, %2386
  %bits226 = bitcast float %2385 to i32
  %magnitude227 = and i32 %bits226, 2147483647
  %is_nan228 = icmp ugt i32 %magnitude227, 2139095040
  %canonical229 = select i1 %is_nan228, i32 2143289344, i32 %bits226
  store i32 %canonical229, ptr %2321, align 4
  br label %slot.done224

slot.done224:                                     ; preds = %slot.then223, %slot.done215
  %feature230 = add i64 %lane, 3072
  %valid231 = icmp ult i64 %feature230, %n_features
  %2388 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid231, label %slot.then232, label %slot.done233

slot.then232:                                     ; preds = %slot.done224
  %2389 = load float, ptr %2388, align 4
  %2390 = fmul float 2.000000e+00, %2389
  %2391 = fmul float 0x3FA99999A0000000, %2390
  %2392 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature230
  %2393 = load float, ptr addrspace(1) %2392, align 4
  %2394 = fmul float -1.000000e+00, %2393
  %2395 = fadd float %2391, %2394
  %2396 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2397 = fdiv float 1.000000e+00, %2396
  %2398 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2399 = fsub float %2389, %2398
  %2400 = fcmp olt float %2399, -1.040000e+02
  %2401 = select i1 %2400, float -1.040000e+02, float %2399
  %2402 = fcmp olt float 8.900000e+01, %2401
  %2403 = select i1 %2402, float 8.900000e+01, float %2401
  %2404 = fmul float %2403, 0x3FF7154760000000
  %2405 = fadd float %2404, 0x4168000000000000
  %2406 = fsub float %2405, 0x4168000000000000
  %2407 = bitcast float %2405 to i32
  %2408 = sub i32 %2407, 1262485504
  %2409 = fmul float %2406, 0x3FE62E4000000000
  %2410 = fsub float %2403, %2409
  %2411 = fmul float %2406, 0x3EB7F7D1C0000000
  %2412 = fsub float %2410, %2411
  %2413 = fmul float %2412, %2412
  %2414 = fmul float %2413, 0x3E66376980000000
  %2415 = fadd float 0xBEBBBD41C0000000, %2414
  %2416 = fmul float %2413, %2415
  %2417 = fadd float 0x3F11566AA0000000, %2416
  %2418 = fmul float %2413, %2417
  %2419 = fadd float 0xBF66C16C20000000, %2418
  %2420 = fmul float %2413, %2419
  %2421 = fadd float 0x3FC5555560000000, %2420
  %2422 = fmul float %2413, %2421
  %2423 = fsub float %2412, %2422
  %2424 = fmul float %2412, %2423
  %2425 = fsub float 2.000000e+00, %2423
  %2426 = fdiv float %2424, %2425
  %2427 = fsub float %2411, %2426
  %2428 = fsub float %2427, %2410
  %2429 = fsub float 1.000000e+00, %2428
  %2430 = add i32 %2408, 256
  %2431 = lshr i32 %2430, 1
  %2432 = sub i32 %2431, 1
  %2433 = add i32 %2408, 255
  %2434 = sub i32 %2433, %2431
  %2435 = shl i32 %2432, 23
  %2436 = shl i32 %2434, 23
  %2437 = bitcast i32 %2435 to float
  %2438 = bitcast i32 %2436 to float
  %2439 = fmul float %2429, %2437
  %2440 = fmul float %2439, %2438
  %2441 = fcmp uno float %2399, %2399
  %2442 = select i1 %2441, float 0x7FF8000000000000, float %2440
  %2443 = fmul float %2397, %2442
  %2444 = fadd float %2395, %2443
  %feature234 = uitofp i64 %feature230 to float
  %2445 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2446 = fcmp oeq float %feature234, %2445
  %2447 = select i1 %2446, float 1.000000e+00, float 0.000000e+00
  %2448 = fcmp une float %2447, 0.000000e+00
  %2449 = select i1 %2448, float 0x3FB99999A0000000, float 0.000000e+00
  %2450 = fadd float %2444, %2449
  %2451 = fmul float %2450, %eta
  %2452 = fsub float %2389, %2451
  %2453 = fmul float 0.000000e+00, %noise_scale15
  %2454 = fadd float %2452, %2453
  %bits235 = bitcast float %2452 to i32
  %magnitude236 = and i32 %bits235, 2147483647
  %is_nan237 = icmp ugt i32 %magnitude236, 2139095040
  %canonical238 = select i1 %is_nan237, i32 2143289344, i32 %bits235
  store i32 %canonical238, ptr %2388, align 4
  br label %slot.done233

slot.done233:                                     ; preds = %slot.then232, %slot.done224
  br label %noise.done

slot.then241:                                     ; preds = %step.exit
  %2455 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature239
  %2456 = load float, ptr %24, align 4
  store float %2456, ptr addrspace(1) %2455, align 4
  br label %slot.done242

slot.done242:                                     ; preds = %slot.then241, %step.exit
  %feature243 = add i64 %lane, 1024
  %valid244 = icmp ult i64 %feature243, %n_features
  %2457 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid244, label %slot.then245, label %slot.done246

slot.then245:                                     ; preds = %slot.done242
  %2458 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature243
  %2459 = load float, ptr %2457, align 4
  store float %2459, ptr addrspace(1) %2458, align 4
  br label %slot.done246

slot.done246:                                     ; preds = %slot.then245, %slot.done242
  %feature247 = add i64 %lane, 2048
  %valid248 = icmp ult i64 %feature247, %n_features
  %2460 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid248, label %slot.then249, label %slot.done250

slot.then249:                                     ; preds = %slot.done246
  %2461 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature247
  %2462 = load float, ptr %2460, align 4
  store float %2462, ptr addrspace(1) %2461, align 4
  br label %slot.done250

slot.done250:                                     ; preds = %slot.then249, %slot.done246
  %feature251 = add i64 %lane, 3072
  %valid252 = icmp ult i64 %feature251, %n_features
  %2463 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid252, label %slot.then253, label %slot.done254

slot.then253:                                     ; preds = %slot.done250
  %2464 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature251
  %2465 = load float, ptr %2463, align 4
  store float %2465, ptr addrspace(1) %2464, align 4
  br label %slot.done254

slot.done254:                                     ; preds = %slot.then253, %slot.done250
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_w8192(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth185 = alloca i64, align 8
  %pairwise_levels184 = alloca [64 x i64], align 8
  %pairwise_sums183 = alloca [64 x float], align 4
  %fold_index182 = alloca i64, align 8
  %fold_value181 = alloca float, align 4
  %pairwise_depth107 = alloca i64, align 8
  %pairwise_levels106 = alloca [64 x i64], align 8
  %pairwise_sums105 = alloca [64 x float], align 4
  %fold_index104 = alloca i64, align 8
  %fold_value103 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done438, %entry
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
  %step = phi i64 [ 0, %slot.done28 ], [ %1170, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature32 = add i64 %lane, 0
  %valid33 = icmp ult i64 %feature32, %n_features
  %35 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid33, label %slot.then34, label %slot.done35

step.exit:                                        ; preds = %step.header
  %feature407 = add i64 %lane, 0
  %valid408 = icmp ult i64 %feature407, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid408, label %slot.then409, label %slot.done410

slot.then34:                                      ; preds = %step.body
  %37 = load float, ptr %35, align 4
  %38 = load float, ptr %fold_value, align 4
  %39 = fcmp ogt float %37, %38
  %40 = fcmp uno float %37, %37
  %41 = fcmp ord float %38, %38
  %42 = and i1 %40, %41
  %take = or i1 %39, %42
  %43 = select i1 %take, float %37, float %38
  store float %43, ptr %fold_value, align 4
  %44 = load i64, ptr %fold_index, align 8
  %45 = select i1 %take, i64 %feature32, i64 %44
  store i64 %45, ptr %fold_index, align 8
  br label %slot.done35

slot.done35:                                      ; preds = %slot.then34, %step.body
  %feature36 = add i64 %lane, 1024
  %valid37 = icmp ult i64 %feature36, %n_features
  %46 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done35
  %47 = load float, ptr %46, align 4
  %48 = load float, ptr %fold_value, align 4
  %49 = fcmp ogt float %47, %48
  %50 = fcmp uno float %47, %47
  %51 = fcmp ord float %48, %48
  %52 = and i1 %50, %51
  %take40 = or i1 %49, %52
  %53 = select i1 %take40, float %47, float %48
  store float %53, ptr %fold_value, align 4
  %54 = load i64, ptr %fold_index, align 8
  %55 = select i1 %take40, i64 %feature36, i64 %54
  store i64 %55, ptr %fold_index, align 8
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done35
  %feature41 = add i64 %lane, 2048
  %valid42 = icmp ult i64 %feature41, %n_features
  %56 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid42, label %slot.then43, label %slot.done44

slot.then43:                                      ; preds = %slot.done39
  %57 = load float, ptr %56, align 4
  %58 = load float, ptr %fold_value, align 4
  %59 = fcmp ogt float %57, %58
  %60 = fcmp uno float %57, %57
  %61 = fcmp ord float %58, %58
  %62 = and i1 %60, %61
  %take45 = or i1 %59, %62
  %63 = select i1 %take45, float %57, float %58
  store float %63, ptr %fold_value, align 4
  %64 = load i64, ptr %fold_index, align 8
  %65 = select i1 %take45, i64 %feature41, i64 %64
  store i64 %65, ptr %fold_index, align 8
  br label %slot.done44

slot.done44:                                      ; preds = %slot.then43, %slot.done39
  %feature46 = add i64 %lane, 3072
  %valid47 = icmp ult i64 %feature46, %n_features
  %66 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid47, label %slot.then48, label %slot.done49

slot.then48:                                      ; preds = %slot.done44
  %67 = load float, ptr %66, align 4
  %68 = load float, ptr %fold_value, align 4
  %69 = fcmp ogt float %67, %68
  %70 = fcmp uno float %67, %67
  %71 = fcmp ord float %68, %68
  %72 = and i1 %70, %71
  %take50 = or i1 %69, %72
  %73 = select i1 %take50, float %67, float %68
  store float %73, ptr %fold_value, align 4
  %74 = load i64, ptr %fold_index, align 8
  %75 = select i1 %take50, i64 %feature46, i64 %74
  store i64 %75, ptr %fold_index, align 8
  br label %slot.done49

slot.done49:                                      ; preds = %slot.then48, %slot.done44
  %feature51 = add i64 %lane, 4096
  %valid52 = icmp ult i64 %feature51, %n_features
  %76 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %slot.done49
  %77 = load float, ptr %76, align 4
  %78 = load float, ptr %fold_value, align 4
  %79 = fcmp ogt float %77, %78
  %80 = fcmp uno float %77, %77
  %81 = fcmp ord float %78, %78
  %82 = and i1 %80, %81
  %take55 = or i1 %79, %82
  %83 = select i1 %take55, float %77, float %78
  store float %83, ptr %fold_value, align 4
  %84 = load i64, ptr %fold_index, align 8
  %85 = select i1 %take55, i64 %feature51, i64 %84
  store i64 %85, ptr %fold_index, align 8
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %slot.done49
  %feature56 = add i64 %lane, 5120
  %valid57 = icmp ult i64 %feature56, %n_features
  %86 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid57, label %slot.then58, label %slot.done59

slot.then58:                                      ; preds = %slot.done54
  %87 = load float, ptr %86, align 4
  %88 = load float, ptr %fold_value, align 4
  %89 = fcmp ogt float %87, %88
  %90 = fcmp uno float %87, %87
  %91 = fcmp ord float %88, %88
  %92 = and i1 %90, %91
  %take60 = or i1 %89, %92
  %93 = select i1 %take60, float %87, float %88
  store float %93, ptr %fold_value, align 4
  %94 = load i64, ptr %fold_index, align 8
  %95 = select i1 %take60, i64 %feature56, i64 %94
  store i64 %95, ptr %fold_index, align 8
  br label %slot.done59

slot.done59:                                      ; preds = %slot.then58, %slot.done54
  %feature61 = add i64 %lane, 6144
  %valid62 = icmp ult i64 %feature61, %n_features
  %96 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid62, label %slot.then63, label %slot.done64

slot.then63:                                      ; preds = %slot.done59
  %97 = load float, ptr %96, align 4
  %98 = load float, ptr %fold_value, align 4
  %99 = fcmp ogt float %97, %98
  %100 = fcmp uno float %97, %97
  %101 = fcmp ord float %98, %98
  %102 = and i1 %100, %101
  %take65 = or i1 %99, %102
  %103 = select i1 %take65, float %97, float %98
  store float %103, ptr %fold_value, align 4
  %104 = load i64, ptr %fold_index, align 8
  %105 = select i1 %take65, i64 %feature61, i64 %104
  store i64 %105, ptr %fold_index, align 8
  br label %slot.done64

slot.done64:                                      ; preds = %slot.then63, %slot.done59
  %feature66 = add i64 %lane, 7168
  %valid67 = icmp ult i64 %feature66, %n_features
  %106 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %slot.done64
  %107 = load float, ptr %106, align 4
  %108 = load float, ptr %fold_value, align 4
  %109 = fcmp ogt float %107, %108
  %110 = fcmp uno float %107, %107
  %111 = fcmp ord float %108, %108
  %112 = and i1 %110, %111
  %take70 = or i1 %109, %112
  %113 = select i1 %take70, float %107, float %108
  store float %113, ptr %fold_value, align 4
  %114 = load i64, ptr %fold_index, align 8
  %115 = select i1 %take70, i64 %feature66, i64 %114
  store i64 %115, ptr %fold_index, align 8
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %slot.done64
  %best_index = load i64, ptr %fold_index, align 8
  %116 = load float, ptr %fold_value, align 4
  %117 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %116, ptr addrspace(3) %117, align 4
  %118 = trunc i64 %best_index to i32
  %119 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %118, ptr addrspace(3) %119, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 512
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done69
  %120 = add i64 %lane, 512
  %121 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %122 = load i32, ptr addrspace(3) %121, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %125 = load float, ptr addrspace(3) %124, align 4
  %126 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %120
  %127 = load i32, ptr addrspace(3) %126, align 4
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %120
  %130 = load float, ptr addrspace(3) %129, align 4
  %131 = fcmp uno float %130, %130
  %132 = fcmp uno float %125, %125
  %133 = icmp ult i64 %128, %123
  %134 = fcmp ogt float %130, %125
  %135 = fcmp oeq float %130, %125
  %136 = xor i1 %132, true
  %137 = or i1 %136, %133
  %138 = and i1 %135, %133
  %139 = or i1 %134, %138
  %140 = xor i1 %132, true
  %141 = and i1 %140, %139
  %142 = select i1 %131, i1 %137, i1 %141
  %143 = select i1 %142, float %130, float %125
  %144 = select i1 %142, i64 %128, i64 %123
  %145 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %143, ptr addrspace(3) %145, align 4
  %146 = trunc i64 %144 to i32
  %147 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %146, ptr addrspace(3) %147, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done69
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane71 = icmp ult i64 %lane, 256
  br i1 %tree_lane71, label %tree.then72, label %tree.done73

tree.then72:                                      ; preds = %tree.done
  %148 = add i64 %lane, 256
  %149 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %150 = load i32, ptr addrspace(3) %149, align 4
  %151 = zext i32 %150 to i64
  %152 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %153 = load float, ptr addrspace(3) %152, align 4
  %154 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %148
  %155 = load i32, ptr addrspace(3) %154, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %148
  %158 = load float, ptr addrspace(3) %157, align 4
  %159 = fcmp uno float %158, %158
  %160 = fcmp uno float %153, %153
  %161 = icmp ult i64 %156, %151
  %162 = fcmp ogt float %158, %153
  %163 = fcmp oeq float %158, %153
  %164 = xor i1 %160, true
  %165 = or i1 %164, %161
  %166 = and i1 %163, %161
  %167 = or i1 %162, %166
  %168 = xor i1 %160, true
  %169 = and i1 %168, %167
  %170 = select i1 %159, i1 %165, i1 %169
  %171 = select i1 %170, float %158, float %153
  %172 = select i1 %170, i64 %156, i64 %151
  %173 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %171, ptr addrspace(3) %173, align 4
  %174 = trunc i64 %172 to i32
  %175 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %174, ptr addrspace(3) %175, align 4
  br label %tree.done73

tree.done73:                                      ; preds = %tree.then72, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane74 = icmp ult i64 %lane, 128
  br i1 %tree_lane74, label %tree.then75, label %tree.done76

tree.then75:                                      ; preds = %tree.done73
  %176 = add i64 %lane, 128
  %177 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %178 = load i32, ptr addrspace(3) %177, align 4
  %179 = zext i32 %178 to i64
  %180 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %181 = load float, ptr addrspace(3) %180, align 4
  %182 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %176
  %183 = load i32, ptr addrspace(3) %182, align 4
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %176
  %186 = load float, ptr addrspace(3) %185, align 4
  %187 = fcmp uno float %186, %186
  %188 = fcmp uno float %181, %181
  %189 = icmp ult i64 %184, %179
  %190 = fcmp ogt float %186, %181
  %191 = fcmp oeq float %186, %181
  %192 = xor i1 %188, true
  %193 = or i1 %192, %189
  %194 = and i1 %191, %189
  %195 = or i1 %190, %194
  %196 = xor i1 %188, true
  %197 = and i1 %196, %195
  %198 = select i1 %187, i1 %193, i1 %197
  %199 = select i1 %198, float %186, float %181
  %200 = select i1 %198, i64 %184, i64 %179
  %201 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %199, ptr addrspace(3) %201, align 4
  %202 = trunc i64 %200 to i32
  %203 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %202, ptr addrspace(3) %203, align 4
  br label %tree.done76

tree.done76:                                      ; preds = %tree.then75, %tree.done73
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane77 = icmp ult i64 %lane, 64
  br i1 %tree_lane77, label %tree.then78, label %tree.done79

tree.then78:                                      ; preds = %tree.done76
  %204 = add i64 %lane, 64
  %205 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %206 = load i32, ptr addrspace(3) %205, align 4
  %207 = zext i32 %206 to i64
  %208 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %209 = load float, ptr addrspace(3) %208, align 4
  %210 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %204
  %211 = load i32, ptr addrspace(3) %210, align 4
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %204
  %214 = load float, ptr addrspace(3) %213, align 4
  %215 = fcmp uno float %214, %214
  %216 = fcmp uno float %209, %209
  %217 = icmp ult i64 %212, %207
  %218 = fcmp ogt float %214, %209
  %219 = fcmp oeq float %214, %209
  %220 = xor i1 %216, true
  %221 = or i1 %220, %217
  %222 = and i1 %219, %217
  %223 = or i1 %218, %222
  %224 = xor i1 %216, true
  %225 = and i1 %224, %223
  %226 = select i1 %215, i1 %221, i1 %225
  %227 = select i1 %226, float %214, float %209
  %228 = select i1 %226, i64 %212, i64 %207
  %229 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %227, ptr addrspace(3) %229, align 4
  %230 = trunc i64 %228 to i32
  %231 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %230, ptr addrspace(3) %231, align 4
  br label %tree.done79

tree.done79:                                      ; preds = %tree.then78, %tree.done76
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane80 = icmp ult i64 %lane, 32
  br i1 %tree_lane80, label %tree.then81, label %tree.done82

tree.then81:                                      ; preds = %tree.done79
  %232 = add i64 %lane, 32
  %233 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %234 = load i32, ptr addrspace(3) %233, align 4
  %235 = zext i32 %234 to i64
  %236 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %237 = load float, ptr addrspace(3) %236, align 4
  %238 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %232
  %239 = load i32, ptr addrspace(3) %238, align 4
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %232
  %242 = load float, ptr addrspace(3) %241, align 4
  %243 = fcmp uno float %242, %242
  %244 = fcmp uno float %237, %237
  %245 = icmp ult i64 %240, %235
  %246 = fcmp ogt float %242, %237
  %247 = fcmp oeq float %242, %237
  %248 = xor i1 %244, true
  %249 = or i1 %248, %245
  %250 = and i1 %247, %245
  %251 = or i1 %246, %250
  %252 = xor i1 %244, true
  %253 = and i1 %252, %251
  %254 = select i1 %243, i1 %249, i1 %253
  %255 = select i1 %254, float %242, float %237
  %256 = select i1 %254, i64 %240, i64 %235
  %257 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %255, ptr addrspace(3) %257, align 4
  %258 = trunc i64 %256 to i32
  %259 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %258, ptr addrspace(3) %259, align 4
  br label %tree.done82

tree.done82:                                      ; preds = %tree.then81, %tree.done79
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane83 = icmp ult i64 %lane, 16
  br i1 %tree_lane83, label %tree.then84, label %tree.done85

tree.then84:                                      ; preds = %tree.done82
  %260 = add i64 %lane, 16
  %261 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %262 = load i32, ptr addrspace(3) %261, align 4
  %263 = zext i32 %262 to i64
  %264 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %265 = load float, ptr addrspace(3) %264, align 4
  %266 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %260
  %267 = load i32, ptr addrspace(3) %266, align 4
  %268 = zext i32 %267 to i64
  %269 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %260
  %270 = load float, ptr addrspace(3) %269, align 4
  %271 = fcmp uno float %270, %270
  %272 = fcmp uno float %265, %265
  %273 = icmp ult i64 %268, %263
  %274 = fcmp ogt float %270, %265
  %275 = fcmp oeq float %270, %265
  %276 = xor i1 %272, true
  %277 = or i1 %276, %273
  %278 = and i1 %275, %273
  %279 = or i1 %274, %278
  %280 = xor i1 %272, true
  %281 = and i1 %280, %279
  %282 = select i1 %271, i1 %277, i1 %281
  %283 = select i1 %282, float %270, float %265
  %284 = select i1 %282, i64 %268, i64 %263
  %285 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %283, ptr addrspace(3) %285, align 4
  %286 = trunc i64 %284 to i32
  %287 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %286, ptr addrspace(3) %287, align 4
  br label %tree.done85

tree.done85:                                      ; preds = %tree.then84, %tree.done82
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane86 = icmp ult i64 %lane, 8
  br i1 %tree_lane86, label %tree.then87, label %tree.done88

tree.then87:                                      ; preds = %tree.done85
  %288 = add i64 %lane, 8
  %289 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %290 = load i32, ptr addrspace(3) %289, align 4
  %291 = zext i32 %290 to i64
  %292 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %293 = load float, ptr addrspace(3) %292, align 4
  %294 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %288
  %295 = load i32, ptr addrspace(3) %294, align 4
  %296 = zext i32 %295 to i64
  %297 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %288
  %298 = load float, ptr addrspace(3) %297, align 4
  %299 = fcmp uno float %298, %298
  %300 = fcmp uno float %293, %293
  %301 = icmp ult i64 %296, %291
  %302 = fcmp ogt float %298, %293
  %303 = fcmp oeq float %298, %293
  %304 = xor i1 %300, true
  %305 = or i1 %304, %301
  %306 = and i1 %303, %301
  %307 = or i1 %302, %306
  %308 = xor i1 %300, true
  %309 = and i1 %308, %307
  %310 = select i1 %299, i1 %305, i1 %309
  %311 = select i1 %310, float %298, float %293
  %312 = select i1 %310, i64 %296, i64 %291
  %313 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %311, ptr addrspace(3) %313, align 4
  %314 = trunc i64 %312 to i32
  %315 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %314, ptr addrspace(3) %315, align 4
  br label %tree.done88

tree.done88:                                      ; preds = %tree.then87, %tree.done85
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane89 = icmp ult i64 %lane, 4
  br i1 %tree_lane89, label %tree.then90, label %tree.done91

tree.then90:                                      ; preds = %tree.done88
  %316 = add i64 %lane, 4
  %317 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %318 = load i32, ptr addrspace(3) %317, align 4
  %319 = zext i32 %318 to i64
  %320 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %321 = load float, ptr addrspace(3) %320, align 4
  %322 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %316
  %323 = load i32, ptr addrspace(3) %322, align 4
  %324 = zext i32 %323 to i64
  %325 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %316
  %326 = load float, ptr addrspace(3) %325, align 4
  %327 = fcmp uno float %326, %326
  %328 = fcmp uno float %321, %321
  %329 = icmp ult i64 %324, %319
  %330 = fcmp ogt float %326, %321
  %331 = fcmp oeq float %326, %321
  %332 = xor i1 %328, true
  %333 = or i1 %332, %329
  %334 = and i1 %331, %329
  %335 = or i1 %330, %334
  %336 = xor i1 %328, true
  %337 = and i1 %336, %335
  %338 = select i1 %327, i1 %333, i1 %337
  %339 = select i1 %338, float %326, float %321
  %340 = select i1 %338, i64 %324, i64 %319
  %341 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %339, ptr addrspace(3) %341, align 4
  %342 = trunc i64 %340 to i32
  %343 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %342, ptr addrspace(3) %343, align 4
  br label %tree.done91

tree.done91:                                      ; preds = %tree.then90, %tree.done88
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane92 = icmp ult i64 %lane, 2
  br i1 %tree_lane92, label %tree.then93, label %tree.done94

tree.then93:                                      ; preds = %tree.done91
  %344 = add i64 %lane, 2
  %345 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %346 = load i32, ptr addrspace(3) %345, align 4
  %347 = zext i32 %346 to i64
  %348 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %349 = load float, ptr addrspace(3) %348, align 4
  %350 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %344
  %351 = load i32, ptr addrspace(3) %350, align 4
  %352 = zext i32 %351 to i64
  %353 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %344
  %354 = load float, ptr addrspace(3) %353, align 4
  %355 = fcmp uno float %354, %354
  %356 = fcmp uno float %349, %349
  %357 = icmp ult i64 %352, %347
  %358 = fcmp ogt float %354, %349
  %359 = fcmp oeq float %354, %349
  %360 = xor i1 %356, true
  %361 = or i1 %360, %357
  %362 = and i1 %359, %357
  %363 = or i1 %358, %362
  %364 = xor i1 %356, true
  %365 = and i1 %364, %363
  %366 = select i1 %355, i1 %361, i1 %365
  %367 = select i1 %366, float %354, float %349
  %368 = select i1 %366, i64 %352, i64 %347
  %369 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %367, ptr addrspace(3) %369, align 4
  %370 = trunc i64 %368 to i32
  %371 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %370, ptr addrspace(3) %371, align 4
  br label %tree.done94

tree.done94:                                      ; preds = %tree.then93, %tree.done91
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane95 = icmp ult i64 %lane, 1
  br i1 %tree_lane95, label %tree.then96, label %tree.done97

tree.then96:                                      ; preds = %tree.done94
  %372 = add i64 %lane, 1
  %373 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %374 = load i32, ptr addrspace(3) %373, align 4
  %375 = zext i32 %374 to i64
  %376 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %377 = load float, ptr addrspace(3) %376, align 4
  %378 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %372
  %379 = load i32, ptr addrspace(3) %378, align 4
  %380 = zext i32 %379 to i64
  %381 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %372
  %382 = load float, ptr addrspace(3) %381, align 4
  %383 = fcmp uno float %382, %382
  %384 = fcmp uno float %377, %377
  %385 = icmp ult i64 %380, %375
  %386 = fcmp ogt float %382, %377
  %387 = fcmp oeq float %382, %377
  %388 = xor i1 %384, true
  %389 = or i1 %388, %385
  %390 = and i1 %387, %385
  %391 = or i1 %386, %390
  %392 = xor i1 %384, true
  %393 = and i1 %392, %391
  %394 = select i1 %383, i1 %389, i1 %393
  %395 = select i1 %394, float %382, float %377
  %396 = select i1 %394, i64 %380, i64 %375
  %397 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %395, ptr addrspace(3) %397, align 4
  %398 = trunc i64 %396 to i32
  %399 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %398, ptr addrspace(3) %399, align 4
  br label %tree.done97

tree.done97:                                      ; preds = %tree.then96, %tree.done94
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done97
  %400 = load i32, ptr addrspace(3) @tessera_tree_indices_w8192, align 4
  %401 = zext i32 %400 to i64
  %402 = load float, ptr addrspace(3) @tessera_tree_values_w8192, align 4
  store float 0xFFF0000000000000, ptr %fold_value98, align 4
  store i64 0, ptr %fold_index99, align 8
  store i64 0, ptr %pairwise_depth102, align 8
  store float %402, ptr %fold_value98, align 4
  store i64 %401, ptr %fold_index99, align 8
  %403 = load float, ptr %fold_value98, align 4
  store float %403, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done97
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value103, align 4
  store i64 0, ptr %fold_index104, align 8
  store i64 0, ptr %pairwise_depth107, align 8
  %feature108 = add i64 %lane, 0
  %valid109 = icmp ult i64 %feature108, %n_features
  %404 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid109, label %slot.then110, label %slot.done111

slot.then110:                                     ; preds = %tree.result.done
  %405 = load float, ptr %404, align 4
  %406 = load float, ptr %fold_value103, align 4
  %407 = fcmp ogt float %405, %406
  %408 = fcmp uno float %405, %405
  %409 = fcmp ord float %406, %406
  %410 = and i1 %408, %409
  %take112 = or i1 %407, %410
  %411 = select i1 %take112, float %405, float %406
  store float %411, ptr %fold_value103, align 4
  %412 = load i64, ptr %fold_index104, align 8
  %413 = select i1 %take112, i64 %feature108, i64 %412
  store i64 %413, ptr %fold_index104, align 8
  br label %slot.done111

slot.done111:                                     ; preds = %slot.then110, %tree.result.done
  %feature113 = add i64 %lane, 1024
  %valid114 = icmp ult i64 %feature113, %n_features
  %414 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid114, label %slot.then115, label %slot.done116

slot.then115:                                     ; preds = %slot.done111
  %415 = load float, ptr %414, align 4
  %416 = load float, ptr %fold_value103, align 4
  %417 = fcmp ogt float %415, %416
  %418 = fcmp uno float %415, %415
  %419 = fcmp ord float %416, %416
  %420 = and i1 %418, %419
  %take117 = or i1 %417, %420
  %421 = select i1 %take117, float %415, float %416
  store float %421, ptr %fold_value103, align 4
  %422 = load i64, ptr %fold_index104, align 8
  %423 = select i1 %take117, i64 %feature113, i64 %422
  store i64 %423, ptr %fold_index104, align 8
  br label %slot.done116

slot.done116:                                     ; preds = %slot.then115, %slot.done111
  %feature118 = add i64 %lane, 2048
  %valid119 = icmp ult i64 %feature118, %n_features
  %424 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid119, label %slot.then120, label %slot.done121

slot.then120:                                     ; preds = %slot.done116
  %425 = load float, ptr %424, align 4
  %426 = load float, ptr %fold_value103, align 4
  %427 = fcmp ogt float %425, %426
  %428 = fcmp uno float %425, %425
  %429 = fcmp ord float %426, %426
  %430 = and i1 %428, %429
  %take122 = or i1 %427, %430
  %431 = select i1 %take122, float %425, float %426
  store float %431, ptr %fold_value103, align 4
  %432 = load i64, ptr %fold_index104, align 8
  %433 = select i1 %take122, i64 %feature118, i64 %432
  store i64 %433, ptr %fold_index104, align 8
  br label %slot.done121

slot.done121:                                     ; preds = %slot.then120, %slot.done116
  %feature123 = add i64 %lane, 3072
  %valid124 = icmp ult i64 %feature123, %n_features
  %434 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid124, label %slot.then125, label %slot.done126

slot.then125:                                     ; preds = %slot.done121
  %435 = load float, ptr %434, align 4
  %436 = load float, ptr %fold_value103, align 4
  %437 = fcmp ogt float %435, %436
  %438 = fcmp uno float %435, %435
  %439 = fcmp ord float %436, %436
  %440 = and i1 %438, %439
  %take127 = or i1 %437, %440
  %441 = select i1 %take127, float %435, float %436
  store float %441, ptr %fold_value103, align 4
  %442 = load i64, ptr %fold_index104, align 8
  %443 = select i1 %take127, i64 %feature123, i64 %442
  store i64 %443, ptr %fold_index104, align 8
  br label %slot.done126

slot.done126:                                     ; preds = %slot.then125, %slot.done121
  %feature128 = add i64 %lane, 4096
  %valid129 = icmp ult i64 %feature128, %n_features
  %444 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid129, label %slot.then130, label %slot.done131

slot.then130:                                     ; preds = %slot.done126
  %445 = load float, ptr %444, align 4
  %446 = load float, ptr %fold_value103, align 4
  %447 = fcmp ogt float %445, %446
  %448 = fcmp uno float %445, %445
  %449 = fcmp ord float %446, %446
  %450 = and i1 %448, %449
  %take132 = or i1 %447, %450
  %451 = select i1 %take132, float %445, float %446
  store float %451, ptr %fold_value103, align 4
  %452 = load i64, ptr %fold_index104, align 8
  %453 = select i1 %take132, i64 %feature128, i64 %452
  store i64 %453, ptr %fold_index104, align 8
  br label %slot.done131

slot.done131:                                     ; preds = %slot.then130, %slot.done126
  %feature133 = add i64 %lane, 5120
  %valid134 = icmp ult i64 %feature133, %n_features
  %454 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid134, label %slot.then135, label %slot.done136

slot.then135:                                     ; preds = %slot.done131
  %455 = load float, ptr %454, align 4
  %456 = load float, ptr %fold_value103, align 4
  %457 = fcmp ogt float %455, %456
  %458 = fcmp uno float %455, %455
  %459 = fcmp ord float %456, %456
  %460 = and i1 %458, %459
  %take137 = or i1 %457, %460
  %461 = select i1 %take137, float %455, float %456
  store float %461, ptr %fold_value103, align 4
  %462 = load i64, ptr %fold_index104, align 8
  %463 = select i1 %take137, i64 %feature133, i64 %462
  store i64 %463, ptr %fold_index104, align 8
  br label %slot.done136

slot.done136:                                     ; preds = %slot.then135, %slot.done131
  %feature138 = add i64 %lane, 6144
  %valid139 = icmp ult i64 %feature138, %n_features
  %464 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid139, label %slot.then140, label %slot.done141

slot.then140:                                     ; preds = %slot.done136
  %465 = load float, ptr %464, align 4
  %466 = load float, ptr %fold_value103, align 4
  %467 = fcmp ogt float %465, %466
  %468 = fcmp uno float %465, %465
  %469 = fcmp ord float %466, %466
  %470 = and i1 %468, %469
  %take142 = or i1 %467, %470
  %471 = select i1 %take142, float %465, float %466
  store float %471, ptr %fold_value103, align 4
  %472 = load i64, ptr %fold_index104, align 8
  %473 = select i1 %take142, i64 %feature138, i64 %472
  store i64 %473, ptr %fold_index104, align 8
  br label %slot.done141

slot.done141:                                     ; preds = %slot.then140, %slot.done136
  %feature143 = add i64 %lane, 7168
  %valid144 = icmp ult i64 %feature143, %n_features
  %474 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid144, label %slot.then145, label %slot.done146

slot.then145:                                     ; preds = %slot.done141
  %475 = load float, ptr %474, align 4
  %476 = load float, ptr %fold_value103, align 4
  %477 = fcmp ogt float %475, %476
  %478 = fcmp uno float %475, %475
  %479 = fcmp ord float %476, %476
  %480 = and i1 %478, %479
  %take147 = or i1 %477, %480
  %481 = select i1 %take147, float %475, float %476
  store float %481, ptr %fold_value103, align 4
  %482 = load i64, ptr %fold_index104, align 8
  %483 = select i1 %take147, i64 %feature143, i64 %482
  store i64 %483, ptr %fold_index104, align 8
  br label %slot.done146

slot.done146:                                     ; preds = %slot.then145, %slot.done141
  %best_index148 = load i64, ptr %fold_index104, align 8
  %484 = load float, ptr %fold_value103, align 4
  %485 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %484, ptr addrspace(3) %485, align 4
  %486 = trunc i64 %best_index148 to i32
  %487 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %486, ptr addrspace(3) %487, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane149 = icmp ult i64 %lane, 512
  br i1 %tree_lane149, label %tree.then150, label %tree.done151

tree.then150:                                     ; preds = %slot.done146
  %488 = add i64 %lane, 512
  %489 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %490 = load i32, ptr addrspace(3) %489, align 4
  %491 = zext i32 %490 to i64
  %492 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %493 = load float, ptr addrspace(3) %492, align 4
  %494 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %488
  %495 = load i32, ptr addrspace(3) %494, align 4
  %496 = zext i32 %495 to i64
  %497 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %488
  %498 = load float, ptr addrspace(3) %497, align 4
  %499 = fcmp uno float %498, %498
  %500 = fcmp uno float %493, %493
  %501 = icmp ult i64 %496, %491
  %502 = fcmp ogt float %498, %493
  %503 = fcmp oeq float %498, %493
  %504 = xor i1 %500, true
  %505 = or i1 %504, %501
  %506 = and i1 %503, %501
  %507 = or i1 %502, %506
  %508 = xor i1 %500, true
  %509 = and i1 %508, %507
  %510 = select i1 %499, i1 %505, i1 %509
  %511 = select i1 %510, float %498, float %493
  %512 = select i1 %510, i64 %496, i64 %491
  %513 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %511, ptr addrspace(3) %513, align 4
  %514 = trunc i64 %512 to i32
  %515 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %514, ptr addrspace(3) %515, align 4
  br label %tree.done151

tree.done151:                                     ; preds = %tree.then150, %slot.done146
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane152 = icmp ult i64 %lane, 256
  br i1 %tree_lane152, label %tree.then153, label %tree.done154

tree.then153:                                     ; preds = %tree.done151
  %516 = add i64 %lane, 256
  %517 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %518 = load i32, ptr addrspace(3) %517, align 4
  %519 = zext i32 %518 to i64
  %520 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %521 = load float, ptr addrspace(3) %520, align 4
  %522 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %516
  %523 = load i32, ptr addrspace(3) %522, align 4
  %524 = zext i32 %523 to i64
  %525 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %516
  %526 = load float, ptr addrspace(3) %525, align 4
  %527 = fcmp uno float %526, %526
  %528 = fcmp uno float %521, %521
  %529 = icmp ult i64 %524, %519
  %530 = fcmp ogt float %526, %521
  %531 = fcmp oeq float %526, %521
  %532 = xor i1 %528, true
  %533 = or i1 %532, %529
  %534 = and i1 %531, %529
  %535 = or i1 %530, %534
  %536 = xor i1 %528, true
  %537 = and i1 %536, %535
  %538 = select i1 %527, i1 %533, i1 %537
  %539 = select i1 %538, float %526, float %521
  %540 = select i1 %538, i64 %524, i64 %519
  %541 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %539, ptr addrspace(3) %541, align 4
  %542 = trunc i64 %540 to i32
  %543 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %542, ptr addrspace(3) %543, align 4
  br label %tree.done154

tree.done154:                                     ; preds = %tree.then153, %tree.done151
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane155 = icmp ult i64 %lane, 128
  br i1 %tree_lane155, label %tree.then156, label %tree.done157

tree.then156:                                     ; preds = %tree.done154
  %544 = add i64 %lane, 128
  %545 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %546 = load i32, ptr addrspace(3) %545, align 4
  %547 = zext i32 %546 to i64
  %548 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %549 = load float, ptr addrspace(3) %548, align 4
  %550 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %544
  %551 = load i32, ptr addrspace(3) %550, align 4
  %552 = zext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %544
  %554 = load float, ptr addrspace(3) %553, align 4
  %555 = fcmp uno float %554, %554
  %556 = fcmp uno float %549, %549
  %557 = icmp ult i64 %552, %547
  %558 = fcmp ogt float %554, %549
  %559 = fcmp oeq float %554, %549
  %560 = xor i1 %556, true
  %561 = or i1 %560, %557
  %562 = and i1 %559, %557
  %563 = or i1 %558, %562
  %564 = xor i1 %556, true
  %565 = and i1 %564, %563
  %566 = select i1 %555, i1 %561, i1 %565
  %567 = select i1 %566, float %554, float %549
  %568 = select i1 %566, i64 %552, i64 %547
  %569 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %567, ptr addrspace(3) %569, align 4
  %570 = trunc i64 %568 to i32
  %571 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %570, ptr addrspace(3) %571, align 4
  br label %tree.done157

tree.done157:                                     ; preds = %tree.then156, %tree.done154
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane158 = icmp ult i64 %lane, 64
  br i1 %tree_lane158, label %tree.then159, label %tree.done160

tree.then159:                                     ; preds = %tree.done157
  %572 = add i64 %lane, 64
  %573 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %574 = load i32, ptr addrspace(3) %573, align 4
  %575 = zext i32 %574 to i64
  %576 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %577 = load float, ptr addrspace(3) %576, align 4
  %578 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %572
  %579 = load i32, ptr addrspace(3) %578, align 4
  %580 = zext i32 %579 to i64
  %581 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %572
  %582 = load float, ptr addrspace(3) %581, align 4
  %583 = fcmp uno float %582, %582
  %584 = fcmp uno float %577, %577
  %585 = icmp ult i64 %580, %575
  %586 = fcmp ogt float %582, %577
  %587 = fcmp oeq float %582, %577
  %588 = xor i1 %584, true
  %589 = or i1 %588, %585
  %590 = and i1 %587, %585
  %591 = or i1 %586, %590
  %592 = xor i1 %584, true
  %593 = and i1 %592, %591
  %594 = select i1 %583, i1 %589, i1 %593
  %595 = select i1 %594, float %582, float %577
  %596 = select i1 %594, i64 %580, i64 %575
  %597 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %595, ptr addrspace(3) %597, align 4
  %598 = trunc i64 %596 to i32
  %599 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %598, ptr addrspace(3) %599, align 4
  br label %tree.done160

tree.done160:                                     ; preds = %tree.then159, %tree.done157
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane161 = icmp ult i64 %lane, 32
  br i1 %tree_lane161, label %tree.then162, label %tree.done163

tree.then162:                                     ; preds = %tree.done160
  %600 = add i64 %lane, 32
  %601 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %602 = load i32, ptr addrspace(3) %601, align 4
  %603 = zext i32 %602 to i64
  %604 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %605 = load float, ptr addrspace(3) %604, align 4
  %606 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %600
  %607 = load i32, ptr addrspace(3) %606, align 4
  %608 = zext i32 %607 to i64
  %609 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %600
  %610 = load float, ptr addrspace(3) %609, align 4
  %611 = fcmp uno float %610, %610
  %612 = fcmp uno float %605, %605
  %613 = icmp ult i64 %608, %603
  %614 = fcmp ogt float %610, %605
  %615 = fcmp oeq float %610, %605
  %616 = xor i1 %612, true
  %617 = or i1 %616, %613
  %618 = and i1 %615, %613
  %619 = or i1 %614, %618
  %620 = xor i1 %612, true
  %621 = and i1 %620, %619
  %622 = select i1 %611, i1 %617, i1 %621
  %623 = select i1 %622, float %610, float %605
  %624 = select i1 %622, i64 %608, i64 %603
  %625 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %623, ptr addrspace(3) %625, align 4
  %626 = trunc i64 %624 to i32
  %627 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %626, ptr addrspace(3) %627, align 4
  br label %tree.done163

tree.done163:                                     ; preds = %tree.then162, %tree.done160
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane164 = icmp ult i64 %lane, 16
  br i1 %tree_lane164, label %tree.then165, label %tree.done166

tree.then165:                                     ; preds = %tree.done163
  %628 = add i64 %lane, 16
  %629 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %630 = load i32, ptr addrspace(3) %629, align 4
  %631 = zext i32 %630 to i64
  %632 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %633 = load float, ptr addrspace(3) %632, align 4
  %634 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %628
  %635 = load i32, ptr addrspace(3) %634, align 4
  %636 = zext i32 %635 to i64
  %637 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %628
  %638 = load float, ptr addrspace(3) %637, align 4
  %639 = fcmp uno float %638, %638
  %640 = fcmp uno float %633, %633
  %641 = icmp ult i64 %636, %631
  %642 = fcmp ogt float %638, %633
  %643 = fcmp oeq float %638, %633
  %644 = xor i1 %640, true
  %645 = or i1 %644, %641
  %646 = and i1 %643, %641
  %647 = or i1 %642, %646
  %648 = xor i1 %640, true
  %649 = and i1 %648, %647
  %650 = select i1 %639, i1 %645, i1 %649
  %651 = select i1 %650, float %638, float %633
  %652 = select i1 %650, i64 %636, i64 %631
  %653 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %651, ptr addrspace(3) %653, align 4
  %654 = trunc i64 %652 to i32
  %655 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %654, ptr addrspace(3) %655, align 4
  br label %tree.done166

tree.done166:                                     ; preds = %tree.then165, %tree.done163
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane167 = icmp ult i64 %lane, 8
  br i1 %tree_lane167, label %tree.then168, label %tree.done169

tree.then168:                                     ; preds = %tree.done166
  %656 = add i64 %lane, 8
  %657 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %658 = load i32, ptr addrspace(3) %657, align 4
  %659 = zext i32 %658 to i64
  %660 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %661 = load float, ptr addrspace(3) %660, align 4
  %662 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %656
  %663 = load i32, ptr addrspace(3) %662, align 4
  %664 = zext i32 %663 to i64
  %665 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %656
  %666 = load float, ptr addrspace(3) %665, align 4
  %667 = fcmp uno float %666, %666
  %668 = fcmp uno float %661, %661
  %669 = icmp ult i64 %664, %659
  %670 = fcmp ogt float %666, %661
  %671 = fcmp oeq float %666, %661
  %672 = xor i1 %668, true
  %673 = or i1 %672, %669
  %674 = and i1 %671, %669
  %675 = or i1 %670, %674
  %676 = xor i1 %668, true
  %677 = and i1 %676, %675
  %678 = select i1 %667, i1 %673, i1 %677
  %679 = select i1 %678, float %666, float %661
  %680 = select i1 %678, i64 %664, i64 %659
  %681 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %679, ptr addrspace(3) %681, align 4
  %682 = trunc i64 %680 to i32
  %683 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %682, ptr addrspace(3) %683, align 4
  br label %tree.done169

tree.done169:                                     ; preds = %tree.then168, %tree.done166
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane170 = icmp ult i64 %lane, 4
  br i1 %tree_lane170, label %tree.then171, label %tree.done172

tree.then171:                                     ; preds = %tree.done169
  %684 = add i64 %lane, 4
  %685 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %686 = load i32, ptr addrspace(3) %685, align 4
  %687 = zext i32 %686 to i64
  %688 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %689 = load float, ptr addrspace(3) %688, align 4
  %690 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %684
  %691 = load i32, ptr addrspace(3) %690, align 4
  %692 = zext i32 %691 to i64
  %693 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %684
  %694 = load float, ptr addrspace(3) %693, align 4
  %695 = fcmp uno float %694, %694
  %696 = fcmp uno float %689, %689
  %697 = icmp ult i64 %692, %687
  %698 = fcmp ogt float %694, %689
  %699 = fcmp oeq float %694, %689
  %700 = xor i1 %696, true
  %701 = or i1 %700, %697
  %702 = and i1 %699, %697
  %703 = or i1 %698, %702
  %704 = xor i1 %696, true
  %705 = and i1 %704, %703
  %706 = select i1 %695, i1 %701, i1 %705
  %707 = select i1 %706, float %694, float %689
  %708 = select i1 %706, i64 %692, i64 %687
  %709 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %707, ptr addrspace(3) %709, align 4
  %710 = trunc i64 %708 to i32
  %711 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %710, ptr addrspace(3) %711, align 4
  br label %tree.done172

tree.done172:                                     ; preds = %tree.then171, %tree.done169
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane173 = icmp ult i64 %lane, 2
  br i1 %tree_lane173, label %tree.then174, label %tree.done175

tree.then174:                                     ; preds = %tree.done172
  %712 = add i64 %lane, 2
  %713 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %714 = load i32, ptr addrspace(3) %713, align 4
  %715 = zext i32 %714 to i64
  %716 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %717 = load float, ptr addrspace(3) %716, align 4
  %718 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %712
  %719 = load i32, ptr addrspace(3) %718, align 4
  %720 = zext i32 %719 to i64
  %721 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %712
  %722 = load float, ptr addrspace(3) %721, align 4
  %723 = fcmp uno float %722, %722
  %724 = fcmp uno float %717, %717
  %725 = icmp ult i64 %720, %715
  %726 = fcmp ogt float %722, %717
  %727 = fcmp oeq float %722, %717
  %728 = xor i1 %724, true
  %729 = or i1 %728, %725
  %730 = and i1 %727, %725
  %731 = or i1 %726, %730
  %732 = xor i1 %724, true
  %733 = and i1 %732, %731
  %734 = select i1 %723, i1 %729, i1 %733
  %735 = select i1 %734, float %722, float %717
  %736 = select i1 %734, i64 %720, i64 %715
  %737 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %735, ptr addrspace(3) %737, align 4
  %738 = trunc i64 %736 to i32
  %739 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %738, ptr addrspace(3) %739, align 4
  br label %tree.done175

tree.done175:                                     ; preds = %tree.then174, %tree.done172
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane176 = icmp ult i64 %lane, 1
  br i1 %tree_lane176, label %tree.then177, label %tree.done178

tree.then177:                                     ; preds = %tree.done175
  %740 = add i64 %lane, 1
  %741 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  %742 = load i32, ptr addrspace(3) %741, align 4
  %743 = zext i32 %742 to i64
  %744 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  %745 = load float, ptr addrspace(3) %744, align 4
  %746 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %740
  %747 = load i32, ptr addrspace(3) %746, align 4
  %748 = zext i32 %747 to i64
  %749 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %740
  %750 = load float, ptr addrspace(3) %749, align 4
  %751 = fcmp uno float %750, %750
  %752 = fcmp uno float %745, %745
  %753 = icmp ult i64 %748, %743
  %754 = fcmp ogt float %750, %745
  %755 = fcmp oeq float %750, %745
  %756 = xor i1 %752, true
  %757 = or i1 %756, %753
  %758 = and i1 %755, %753
  %759 = or i1 %754, %758
  %760 = xor i1 %752, true
  %761 = and i1 %760, %759
  %762 = select i1 %751, i1 %757, i1 %761
  %763 = select i1 %762, float %750, float %745
  %764 = select i1 %762, i64 %748, i64 %743
  %765 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w8192, i64 %lane
  store float %763, ptr addrspace(3) %765, align 4
  %766 = trunc i64 %764 to i32
  %767 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w8192, i64 %lane
  store i32 %766, ptr addrspace(3) %767, align 4
  br label %tree.done178

tree.done178:                                     ; preds = %tree.then177, %tree.done175
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then179, label %tree.result.done180

tree.result.then179:                              ; preds = %tree.done178
  %768 = load i32, ptr addrspace(3) @tessera_tree_indices_w8192, align 4
  %769 = zext i32 %768 to i64
  %770 = load float, ptr addrspace(3) @tessera_tree_values_w8192, align 4
  store float 0xFFF0000000000000, ptr %fold_value181, align 4
  store i64 0, ptr %fold_index182, align 8
  store i64 0, ptr %pairwise_depth185, align 8
  store float %770, ptr %fold_value181, align 4
  store i64 %769, ptr %fold_index182, align 8
  %771 = load i64, ptr %fold_index182, align 8
  %argmax = uitofp i64 %771 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  br label %tree.result.done180

tree.result.done180:                              ; preds = %tree.result.then179, %tree.done178
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature186 = add i64 %lane, 0
  %valid187 = icmp ult i64 %feature186, %n_features
  %772 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid187, label %slot.then188, label %slot.done189

slot.then188:                                     ; preds = %tree.result.done180
  %773 = load float, ptr %772, align 4
  %774 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %775 = fsub float %773, %774
  %776 = fcmp olt float %775, -1.040000e+02
  %777 = select i1 %776, float -1.040000e+02, float %775
  %778 = fcmp olt float 8.900000e+01, %777
  %779 = select i1 %778, float 8.900000e+01, float %777
  %780 = fmul float %779, 0x3FF7154760000000
  %781 = fadd float %780, 0x4168000000000000
  %782 = fsub float %781, 0x4168000000000000
  %783 = bitcast float %781 to i32
  %784 = sub i32 %783, 1262485504
  %785 = fmul float %782, 0x3FE62E4000000000
  %786 = fsub float %779, %785
  %787 = fmul float %782, 0x3EB7F7D1C0000000
  %788 = fsub float %786, %787
  %789 = fmul float %788, %788
  %790 = fmul float %789, 0x3E66376980000000
  %791 = fadd float 0xBEBBBD41C0000000, %790
  %792 = fmul float %789, %791
  %793 = fadd float 0x3F11566AA0000000, %792
  %794 = fmul float %789, %793
  %795 = fadd float 0xBF66C16C20000000, %794
  %796 = fmul float %789, %795
  %797 = fadd float 0x3FC5555560000000, %796
  %798 = fmul float %789, %797
  %799 = fsub float %788, %798
  %800 = fmul float %788, %799
  %801 = fsub float 2.000000e+00, %799
  %802 = fdiv float %800, %801
  %803 = fsub float %787, %802
  %804 = fsub float %803, %786
  %805 = fsub float 1.000000e+00, %804
  %806 = add i32 %784, 256
  %807 = lshr i32 %806, 1
  %808 = sub i32 %807, 1
  %809 = add i32 %784, 255
  %810 = sub i32 %809, %807
  %811 = shl i32 %808, 23
  %812 = shl i32 %810, 23
  %813 = bitcast i32 %811 to float
  %814 = bitcast i32 %812 to float
  %815 = fmul float %805, %813
  %816 = fmul float %815, %814
  %817 = fcmp uno float %775, %775
  %818 = select i1 %817, float 0x7FF8000000000000, float %816
  %819 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature186
  store float %818, ptr addrspace(3) %819, align 4
  br label %slot.done189

slot.done189:                                     ; preds = %slot.then188, %tree.result.done180
  %feature190 = add i64 %lane, 1024
  %valid191 = icmp ult i64 %feature190, %n_features
  %820 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid191, label %slot.then192, label %slot.done193

slot.then192:                                     ; preds = %slot.done189
  %821 = load float, ptr %820, align 4
  %822 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %823 = fsub float %821, %822
  %824 = fcmp olt float %823, -1.040000e+02
  %825 = select i1 %824, float -1.040000e+02, float %823
  %826 = fcmp olt float 8.900000e+01, %825
  %827 = select i1 %826, float 8.900000e+01, float %825
  %828 = fmul float %827, 0x3FF7154760000000
  %829 = fadd float %828, 0x4168000000000000
  %830 = fsub float %829, 0x4168000000000000
  %831 = bitcast float %829 to i32
  %832 = sub i32 %831, 1262485504
  %833 = fmul float %830, 0x3FE62E4000000000
  %834 = fsub float %827, %833
  %835 = fmul float %830, 0x3EB7F7D1C0000000
  %836 = fsub float %834, %835
  %837 = fmul float %836, %836
  %838 = fmul float %837, 0x3E66376980000000
  %839 = fadd float 0xBEBBBD41C0000000, %838
  %840 = fmul float %837, %839
  %841 = fadd float 0x3F11566AA0000000, %840
  %842 = fmul float %837, %841
  %843 = fadd float 0xBF66C16C20000000, %842
  %844 = fmul float %837, %843
  %845 = fadd float 0x3FC5555560000000, %844
  %846 = fmul float %837, %845
  %847 = fsub float %836, %846
  %848 = fmul float %836, %847
  %849 = fsub float 2.000000e+00, %847
  %850 = fdiv float %848, %849
  %851 = fsub float %835, %850
  %852 = fsub float %851, %834
  %853 = fsub float 1.000000e+00, %852
  %854 = add i32 %832, 256
  %855 = lshr i32 %854, 1
  %856 = sub i32 %855, 1
  %857 = add i32 %832, 255
  %858 = sub i32 %857, %855
  %859 = shl i32 %856, 23
  %860 = shl i32 %858, 23
  %861 = bitcast i32 %859 to float
  %862 = bitcast i32 %860 to float
  %863 = fmul float %853, %861
  %864 = fmul float %863, %862
  %865 = fcmp uno float %823, %823
  %866 = select i1 %865, float 0x7FF8000000000000, float %864
  %867 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature190
  store float %866, ptr addrspace(3) %867, align 4
  br label %slot.done193

slot.done193:                                     ; preds = %slot.then192, %slot.done189
  %feature194 = add i64 %lane, 2048
  %valid195 = icmp ult i64 %feature194, %n_features
  %868 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid195, label %slot.then196, label %slot.done197

slot.then196:                                     ; preds = %slot.done193
  %869 = load float, ptr %868, align 4
  %870 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %871 = fsub float %869, %870
  %872 = fcmp olt float %871, -1.040000e+02
  %873 = select i1 %872, float -1.040000e+02, float %871
  %874 = fcmp olt float 8.900000e+01, %873
  %875 = select i1 %874, float 8.900000e+01, float %873
  %876 = fmul float %875, 0x3FF7154760000000
  %877 = fadd float %876, 0x4168000000000000
  %878 = fsub float %877, 0x4168000000000000
  %879 = bitcast float %877 to i32
  %880 = sub i32 %879, 1262485504
  %881 = fmul float %878, 0x3FE62E4000000000
  %882 = fsub float %875, %881
  %883 = fmul float %878, 0x3EB7F7D1C0000000
  %884 = fsub float %882, %883
  %885 = fmul float %884, %884
  %886 = fmul float %885, 0x3E66376980000000
  %887 = fadd float 0xBEBBBD41C0000000, %886
  %888 = fmul float %885, %887
  %889 = fadd float 0x3F11566AA0000000, %888
  %890 = fmul float %885, %889
  %891 = fadd float 0xBF66C16C20000000, %890
  %892 = fmul float %885, %891
  %893 = fadd float 0x3FC5555560000000, %892
  %894 = fmul float %885, %893
  %895 = fsub float %884, %894
  %896 = fmul float %884, %895
  %897 = fsub float 2.000000e+00, %895
  %898 = fdiv float %896, %897
  %899 = fsub float %883, %898
  %900 = fsub float %899, %882
  %901 = fsub float 1.000000e+00, %900
  %902 = add i32 %880, 256
  %903 = lshr i32 %902, 1
  %904 = sub i32 %903, 1
  %905 = add i32 %880, 255
  %906 = sub i32 %905, %903
  %907 = shl i32 %904, 23
  %908 = shl i32 %906, 23
  %909 = bitcast i32 %907 to float
  %910 = bitcast i32 %908 to float
  %911 = fmul float %901, %909
  %912 = fmul float %911, %910
  %913 = fcmp uno float %871, %871
  %914 = select i1 %913, float 0x7FF8000000000000, float %912
  %915 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature194
  store float %914, ptr addrspace(3) %915, align 4
  br label %slot.done197

slot.done197:                                     ; preds = %slot.then196, %slot.done193
  %feature198 = add i64 %lane, 3072
  %valid199 = icmp ult i64 %feature198, %n_features
  %916 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid199, label %slot.then200, label %slot.done201

slot.then200:                                     ; preds = %slot.done197
  %917 = load float, ptr %916, align 4
  %918 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %919 = fsub float %917, %918
  %920 = fcmp olt float %919, -1.040000e+02
  %921 = select i1 %920, float -1.040000e+02, float %919
  %922 = fcmp olt float 8.900000e+01, %921
  %923 = select i1 %922, float 8.900000e+01, float %921
  %924 = fmul float %923, 0x3FF7154760000000
  %925 = fadd float %924, 0x4168000000000000
  %926 = fsub float %925, 0x4168000000000000
  %927 = bitcast float %925 to i32
  %928 = sub i32 %927, 1262485504
  %929 = fmul float %926, 0x3FE62E4000000000
  %930 = fsub float %923, %929
  %931 = fmul float %926, 0x3EB7F7D1C0000000
  %932 = fsub float %930, %931
  %933 = fmul float %932, %932
  %934 = fmul float %933, 0x3E66376980000000
  %935 = fadd float 0xBEBBBD41C0000000, %934
  %936 = fmul float %933, %935
  %937 = fadd float 0x3F11566AA0000000, %936
  %938 = fmul float %933, %937
  %939 = fadd float 0xBF66C16C20000000, %938
  %940 = fmul float %933, %939
  %941 = fadd float 0x3FC5555560000000, %940
  %942 = fmul float %933, %941
  %943 = fsub float %932, %942
  %944 = fmul float %932, %943
  %945 = fsub float 2.000000e+00, %943
  %946 = fdiv float %944, %945
  %947 = fsub float %931, %946
  %948 = fsub float %947, %930
  %949 = fsub float 1.000000e+00, %948
  %950 = add i32 %928, 256
  %951 = lshr i32 %950, 1
  %952 = sub i32 %951, 1
  %953 = add i32 %928, 255
  %954 = sub i32 %953, %951
  %955 = shl i32 %952, 23
  %956 = shl i32 %954, 23
  %957 = bitcast i32 %955 to float
  %958 = bitcast i32 %956 to float
  %959 = fmul float %949, %957
  %960 = fmul float %959, %958
  %961 = fcmp uno float %919, %919
  %962 = select i1 %961, float 0x7FF8000000000000, float %960
  %963 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature198
  store float %962, ptr addrspace(3) %963, align 4
  br label %slot.done201

slot.done201:                                     ; preds = %slot.then200, %slot.done197
  %feature202 = add i64 %lane, 4096
  %valid203 = icmp ult i64 %feature202, %n_features
  %964 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid203, label %slot.then204, label %slot.done205

slot.then204:                                     ; preds = %slot.done201
  %965 = load float, ptr %964, align 4
  %966 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %967 = fsub float %965, %966
  %968 = fcmp olt float %967, -1.040000e+02
  %969 = select i1 %968, float -1.040000e+02, float %967
  %970 = fcmp olt float 8.900000e+01, %969
  %971 = select i1 %970, float 8.900000e+01, float %969
  %972 = fmul float %971, 0x3FF7154760000000
  %973 = fadd float %972, 0x4168000000000000
  %974 = fsub float %973, 0x4168000000000000
  %975 = bitcast float %973 to i32
  %976 = sub i32 %975, 1262485504
  %977 = fmul float %974, 0x3FE62E4000000000
  %978 = fsub float %971, %977
  %979 = fmul float %974, 0x3EB7F7D1C0000000
  %980 = fsub float %978, %979
  %981 = fmul float %980, %980
  %982 = fmul float %981, 0x3E66376980000000
  %983 = fadd float 0xBEBBBD41C0000000, %982
  %984 = fmul float %981, %983
  %985 = fadd float 0x3F11566AA0000000, %984
  %986 = fmul float %981, %985
  %987 = fadd float 0xBF66C16C20000000, %986
  %988 = fmul float %981, %987
  %989 = fadd float 0x3FC5555560000000, %988
  %990 = fmul float %981, %989
  %991 = fsub float %980, %990
  %992 = fmul float %980, %991
  %993 = fsub float 2.000000e+00, %991
  %994 = fdiv float %992, %993
  %995 = fsub float %979, %994
  %996 = fsub float %995, %978
  %997 = fsub float 1.000000e+00, %996
  %998 = add i32 %976, 256
  %999 = lshr i32 %998, 1
  %1000 = sub i32 %999, 1
  %1001 = add i32 %976, 255
  %1002 = sub i32 %1001, %999
  %1003 = shl i32 %1000, 23
  %1004 = shl i32 %1002, 23
  %1005 = bitcast i32 %1003 to float
  %1006 = bitcast i32 %1004 to float
  %1007 = fmul float %997, %1005
  %1008 = fmul float %1007, %1006
  %1009 = fcmp uno float %967, %967
  %1010 = select i1 %1009, float 0x7FF8000000000000, float %1008
  %1011 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature202
  store float %1010, ptr addrspace(3) %1011, align 4
  br label %slot.done205

slot.done205:                                     ; preds = %slot.then204, %slot.done201
  %feature206 = add i64 %lane, 5120
  %valid207 = icmp ult i64 %feature206, %n_features
  %1012 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid207, label %slot.then208, label %slot.done209

slot.then208:                                     ; preds = %slot.done205
  %1013 = load float, ptr %1012, align 4
  %1014 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1015 = fsub float %1013, %1014
  %1016 = fcmp olt float %1015, -1.040000e+02
  %1017 = select i1 %1016, float -1.040000e+02, float %1015
  %1018 = fcmp olt float 8.900000e+01, %1017
  %1019 = select i1 %1018, float 8.900000e+01, float %1017
  %1020 = fmul float %1019, 0x3FF7154760000000
  %1021 = fadd float %1020, 0x4168000000000000
  %1022 = fsub float %1021, 0x4168000000000000
  %1023 = bitcast float %1021 to i32
  %1024 = sub i32 %1023, 1262485504
  %1025 = fmul float %1022, 0x3FE62E4000000000
  %1026 = fsub float %1019, %1025
  %1027 = fmul float %1022, 0x3EB7F7D1C0000000
  %1028 = fsub float %1026, %1027
  %1029 = fmul float %1028, %1028
  %1030 = fmul float %1029, 0x3E66376980000000
  %1031 = fadd float 0xBEBBBD41C0000000, %1030
  %1032 = fmul float %1029, %1031
  %1033 = fadd float 0x3F11566AA0000000, %1032
  %1034 = fmul float %1029, %1033
  %1035 = fadd float 0xBF66C16C20000000, %1034
  %1036 = fmul float %1029, %1035
  %1037 = fadd float 0x3FC5555560000000, %1036
  %1038 = fmul float %1029, %1037
  %1039 = fsub float %1028, %1038
  %1040 = fmul float %1028, %1039
  %1041 = fsub float 2.000000e+00, %1039
  %1042 = fdiv float %1040, %1041
  %1043 = fsub float %1027, %1042
  %1044 = fsub float %1043, %1026
  %1045 = fsub float 1.000000e+00, %1044
  %1046 = add i32 %1024, 256
  %1047 = lshr i32 %1046, 1
  %1048 = sub i32 %1047, 1
  %1049 = add i32 %1024, 255
  %1050 = sub i32 %1049, %1047
  %1051 = shl i32 %1048, 23
  %1052 = shl i32 %1050, 23
  %1053 = bitcast i32 %1051 to float
  %1054 = bitcast i32 %1052 to float
  %1055 = fmul float %1045, %1053
  %1056 = fmul float %1055, %1054
  %1057 = fcmp uno float %1015, %1015
  %1058 = select i1 %1057, float 0x7FF8000000000000, float %1056
  %1059 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature206
  store float %1058, ptr addrspace(3) %1059, align 4
  br label %slot.done209

slot.done209:                                     ; preds = %slot.then208, %slot.done205
  %feature210 = add i64 %lane, 6144
  %valid211 = icmp ult i64 %feature210, %n_features
  %1060 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid211, label %slot.then212, label %slot.done213

slot.then212:                                     ; preds = %slot.done209
  %1061 = load float, ptr %1060, align 4
  %1062 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1063 = fsub float %1061, %1062
  %1064 = fcmp olt float %1063, -1.040000e+02
  %1065 = select i1 %1064, float -1.040000e+02, float %1063
  %1066 = fcmp olt float 8.900000e+01, %1065
  %1067 = select i1 %1066, float 8.900000e+01, float %1065
  %1068 = fmul float %1067, 0x3FF7154760000000
  %1069 = fadd float %1068, 0x4168000000000000
  %1070 = fsub float %1069, 0x4168000000000000
  %1071 = bitcast float %1069 to i32
  %1072 = sub i32 %1071, 1262485504
  %1073 = fmul float %1070, 0x3FE62E4000000000
  %1074 = fsub float %1067, %1073
  %1075 = fmul float %1070, 0x3EB7F7D1C0000000
  %1076 = fsub float %1074, %1075
  %1077 = fmul float %1076, %1076
  %1078 = fmul float %1077, 0x3E66376980000000
  %1079 = fadd float 0xBEBBBD41C0000000, %1078
  %1080 = fmul float %1077, %1079
  %1081 = fadd float 0x3F11566AA0000000, %1080
  %1082 = fmul float %1077, %1081
  %1083 = fadd float 0xBF66C16C20000000, %1082
  %1084 = fmul float %1077, %1083
  %1085 = fadd float 0x3FC5555560000000, %1084
  %1086 = fmul float %1077, %1085
  %1087 = fsub float %1076, %1086
  %1088 = fmul float %1076, %1087
  %1089 = fsub float 2.000000e+00, %1087
  %1090 = fdiv float %1088, %1089
  %1091 = fsub float %1075, %1090
  %1092 = fsub float %1091, %1074
  %1093 = fsub float 1.000000e+00, %1092
  %1094 = add i32 %1072, 256
  %1095 = lshr i32 %1094, 1
  %1096 = sub i32 %1095, 1
  %1097 = add i32 %1072, 255
  %1098 = sub i32 %1097, %1095
  %1099 = shl i32 %1096, 23
  %1100 = shl i32 %1098, 23
  %1101 = bitcast i32 %1099 to float
  %1102 = bitcast i32 %1100 to float
  %1103 = fmul float %1093, %1101
  %1104 = fmul float %1103, %1102
  %1105 = fcmp uno float %1063, %1063
  %1106 = select i1 %1105, float 0x7FF8000000000000, float %1104
  %1107 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature210
  store float %1106, ptr addrspace(3) %1107, align 4
  br label %slot.done213

slot.done213:                                     ; preds = %slot.then212, %slot.done209
  %feature214 = add i64 %lane, 7168
  %valid215 = icmp ult i64 %feature214, %n_features
  %1108 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid215, label %slot.then216, label %slot.done217

slot.then216:                                     ; preds = %slot.done213
  %1109 = load float, ptr %1108, align 4
  %1110 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1111 = fsub float %1109, %1110
  %1112 = fcmp olt float %1111, -1.040000e+02
  %1113 = select i1 %1112, float -1.040000e+02, float %1111
  %1114 = fcmp olt float 8.900000e+01, %1113
  %1115 = select i1 %1114, float 8.900000e+01, float %1113
  %1116 = fmul float %1115, 0x3FF7154760000000
  %1117 = fadd float %1116, 0x4168000000000000
  %1118 = fsub float %1117, 0x4168000000000000
  %1119 = bitcast float %1117 to i32
  %1120 = sub i32 %1119, 1262485504
  %1121 = fmul float %1118, 0x3FE62E4000000000
  %1122 = fsub float %1115, %1121
  %1123 = fmul float %1118, 0x3EB7F7D1C0000000
  %1124 = fsub float %1122, %1123
  %1125 = fmul float %1124, %1124
  %1126 = fmul float %1125, 0x3E66376980000000
  %1127 = fadd float 0xBEBBBD41C0000000, %1126
  %1128 = fmul float %1125, %1127
  %1129 = fadd float 0x3F11566AA0000000, %1128
  %1130 = fmul float %1125, %1129
  %1131 = fadd float 0xBF66C16C20000000, %1130
  %1132 = fmul float %1125, %1131
  %1133 = fadd float 0x3FC5555560000000, %1132
  %1134 = fmul float %1125, %1133
  %1135 = fsub float %1124, %1134
  %1136 = fmul float %1124, %1135
  %1137 = fsub float 2.000000e+00, %1135
  %1138 = fdiv float %1136, %1137
  %1139 = fsub float %1123, %1138
  %1140 = fsub float %1139, %1122
  %1141 = fsub float 1.000000e+00, %1140
  %1142 = add i32 %1120, 256
  %1143 = lshr i32 %1142, 1
  %1144 = sub i32 %1143, 1
  %1145 = add i32 %1120, 255
  %1146 = sub i32 %1145, %1143
  %1147 = shl i32 %1144, 23
  %1148 = shl i32 %1146, 23
  %1149 = bitcast i32 %1147 to float
  %1150 = bitcast i32 %1148 to float
  %1151 = fmul float %1141, %1149
  %1152 = fmul float %1151, %1150
  %1153 = fcmp uno float %1111, %1111
  %1154 = select i1 %1153, float 0x7FF8000000000000, float %1152
  %1155 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature214
  store float %1154, ptr addrspace(3) %1155, align 4
  br label %slot.done217

slot.done217:                                     ; preds = %slot.then216, %slot.done213
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1156 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %1156, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %slot.done217
  %tree_sum = phi i64 [ 0, %slot.done217 ], [ %1166, %tree_sum.pairs.exit ]
  %1157 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %1157, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %1158 = add i64 %1156, %span
  %pairs = lshr i64 %1158, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %fold.then, label %fold.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %1165, %tree_sum.pairs.body ]
  %1159 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %1159, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %1160 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %left
  %1161 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %right
  %1162 = load float, ptr addrspace(3) %1160, align 4
  %1163 = load float, ptr addrspace(3) %1161, align 4
  %1164 = fadd float %1162, %1163
  store float %1164, ptr addrspace(3) %1160, align 4
  %1165 = add i64 %tree_sum.pairs, 1024
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1166 = add i64 %tree_sum, 1
  br label %tree_sum.header

fold.then:                                        ; preds = %tree_sum.exit
  %1167 = load float, ptr addrspace(3) @tessera_fold_scratch_w8192, align 4
  store float %1167, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  br label %fold.done

fold.done:                                        ; preds = %fold.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

noise:                                            ; preds = %fold.done
  %feature218 = add i64 %lane, 0
  %valid219 = icmp ult i64 %feature218, %n_features
  %1168 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature331 = add i64 %lane, 0
  %valid332 = icmp ult i64 %feature331, %n_features
  %1169 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then333, label %uniform_sinks.done334

noise.done:                                       ; preds = %slot.done401, %slot.done319
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %1170 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature220 = add i64 %lane, 0
  %valid221 = icmp ult i64 %feature220, %n_features
  %1171 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid221, label %slot.then222, label %slot.done223

slot.then222:                                     ; preds = %uniform_sinks.done
  %1172 = load float, ptr %1171, align 4
  %1173 = fmul float 2.000000e+00, %1172
  %1174 = fmul float 0x3FA99999A0000000, %1173
  %1175 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature220
  %1176 = load float, ptr addrspace(1) %1175, align 4
  %1177 = fmul float -1.000000e+00, %1176
  %1178 = fadd float %1174, %1177
  %1179 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1180 = fdiv float 1.000000e+00, %1179
  %1181 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1182 = fsub float %1172, %1181
  %1183 = fcmp olt float %1182, -1.040000e+02
  %1184 = select i1 %1183, float -1.040000e+02, float %1182
  %1185 = fcmp olt float 8.900000e+01, %1184
  %1186 = select i1 %1185, float 8.900000e+01, float %1184
  %1187 = fmul float %1186, 0x3FF7154760000000
  %1188 = fadd float %1187, 0x4168000000000000
  %1189 = fsub float %1188, 0x4168000000000000
  %1190 = bitcast float %1188 to i32
  %1191 = sub i32 %1190, 1262485504
  %1192 = fmul float %1189, 0x3FE62E4000000000
  %1193 = fsub float %1186, %1192
  %1194 = fmul float %1189, 0x3EB7F7D1C0000000
  %1195 = fsub float %1193, %1194
  %1196 = fmul float %1195, %1195
  %1197 = fmul float %1196, 0x3E66376980000000
  %1198 = fadd float 0xBEBBBD41C0000000, %1197
  %1199 = fmul float %1196, %1198
  %1200 = fadd float 0x3F11566AA0000000, %1199
  %1201 = fmul float %1196, %1200
  %1202 = fadd float 0xBF66C16C20000000, %1201
  %1203 = fmul float %1196, %1202
  %1204 = fadd float 0x3FC5555560000000, %1203
  %1205 = fmul float %1196, %1204
  %1206 = fsub float %1195, %1205
  %1207 = fmul float %1195, %1206
  %1208 = fsub float 2.000000e+00, %1206
  %1209 = fdiv float %1207, %1208
  %1210 = fsub float %1194, %1209
  %1211 = fsub float %1210, %1193
  %1212 = fsub float 1.000000e+00, %1211
  %1213 = add i32 %1191, 256
  %1214 = lshr i32 %1213, 1
  %1215 = sub i32 %1214, 1
  %1216 = add i32 %1191, 255
  %1217 = sub i32 %1216, %1214
  %1218 = shl i32 %1215, 23
  %1219 = shl i32 %1217, 23
  %1220 = bitcast i32 %1218 to float
  %1221 = bitcast i32 %1219 to float
  %1222 = fmul float %1212, %1220
  %1223 = fmul float %1222, %1221
  %1224 = fcmp uno float %1182, %1182
  %1225 = select i1 %1224, float 0x7FF8000000000000, float %1223
  %1226 = fmul float %1180, %1225
  %1227 = fadd float %1178, %1226
  %feature224 = uitofp i64 %feature220 to float
  %1228 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %1229 = fcmp oeq float %feature224, %1228
  %1230 = select i1 %1229, float 1.000000e+00, float 0.000000e+00
  %1231 = fcmp une float %1230, 0.000000e+00
  %1232 = select i1 %1231, float 0x3FB99999A0000000, float 0.000000e+00
  %1233 = fadd float %1227, %1232
  %1234 = fmul float %1233, %eta
  %1235 = fsub float %1172, %1234
  %1236 = add i64 %n_features, 3
  %groups = lshr i64 %1236, 2
  %1237 = mul i64 %row, %groups
  %1238 = lshr i64 %feature220, 2
  %group = add i64 %1237, %1238
  %1239 = trunc i64 %key0 to i32
  %1240 = lshr i64 %key0, 32
  %1241 = trunc i64 %1240 to i32
  %1242 = trunc i64 %group to i32
  %1243 = trunc i64 %key1_step to i32
  %1244 = lshr i64 %key1_step, 32
  %1245 = trunc i64 %1244 to i32
  %1246 = lshr i64 %group, 32
  %1247 = trunc i64 %1246 to i32
  %1248 = zext i32 %1242 to i64
  %1249 = mul i64 3528531795, %1248
  %1250 = zext i32 %1245 to i64
  %1251 = mul i64 3449720151, %1250
  %1252 = lshr i64 %1249, 32
  %1253 = trunc i64 %1252 to i32
  %1254 = trunc i64 %1249 to i32
  %1255 = lshr i64 %1251, 32
  %1256 = trunc i64 %1255 to i32
  %1257 = trunc i64 %1251 to i32
  %1258 = xor i32 %1256, %1243
  %1259 = xor i32 %1258, %1239
  %1260 = xor i32 %1253, %1247
  %1261 = xor i32 %1260, %1241
  %1262 = add i32 %1239, -1640531527
  %1263 = add i32 %1241, -1150833019
  %1264 = zext i32 %1259 to i64
  %1265 = mul i64 3528531795, %1264
  %1266 = zext i32 %1261 to i64
  %1267 = mul i64 3449720151, %1266
  %1268 = lshr i64 %1265, 32
  %1269 = trunc i64 %1268 to i32
  %1270 = trunc i64 %1265 to i32
  %1271 = lshr i64 %1267, 32
  %1272 = trunc i64 %1271 to i32
  %1273 = trunc i64 %1267 to i32
  %1274 = xor i32 %1272, %1257
  %1275 = xor i32 %1274, %1262
  %1276 = xor i32 %1269, %1254
  %1277 = xor i32 %1276, %1263
  %1278 = add i32 %1262, -1640531527
  %1279 = add i32 %1263, -1150833019
  %1280 = zext i32 %1275 to i64
  %1281 = mul i64 3528531795, %1280
  %1282 = zext i32 %1277 to i64
  %1283 = mul i64 3449720151, %1282
  %1284 = lshr i64 %1281, 32
  %1285 = trunc i64 %1284 to i32
  %1286 = trunc i64 %1281 to i32
  %1287 = lshr i64 %1283, 32
  %1288 = trunc i64 %1287 to i32
  %1289 = trunc i64 %1283 to i32
  %1290 = xor i32 %1288, %1273
  %1291 = xor i32 %1290, %1278
  %1292 = xor i32 %1285, %1270
  %1293 = xor i32 %1292, %1279
  %1294 = add i32 %1278, -1640531527
  %1295 = add i32 %1279, -1150833019
  %1296 = zext i32 %1291 to i64
  %1297 = mul i64 3528531795, %1296
  %1298 = zext i32 %1293 to i64
  %1299 = mul i64 3449720151, %1298
  %1300 = lshr i64 %1297, 32
  %1301 = trunc i64 %1300 to i32
  %1302 = trunc i64 %1297 to i32
  %1303 = lshr i64 %1299, 32
  %1304 = trunc i64 %1303 to i32
  %1305 = trunc i64 %1299 to i32
  %1306 = xor i32 %1304, %1289
  %1307 = xor i32 %1306, %1294
  %1308 = xor i32 %1301, %1286
  %1309 = xor i32 %1308, %1295
  %1310 = add i32 %1294, -1640531527
  %1311 = add i32 %1295, -1150833019
  %1312 = zext i32 %1307 to i64
  %1313 = mul i64 3528531795, %1312
  %1314 = zext i32 %1309 to i64
  %1315 = mul i64 3449720151, %1314
  %1316 = lshr i64 %1313, 32
  %1317 = trunc i64 %1316 to i32
  %1318 = trunc i64 %1313 to i32
  %1319 = lshr i64 %1315, 32
  %1320 = trunc i64 %1319 to i32
  %1321 = trunc i64 %1315 to i32
  %1322 = xor i32 %1320, %1305
  %1323 = xor i32 %1322, %1310
  %1324 = xor i32 %1317, %1302
  %1325 = xor i32 %1324, %1311
  %1326 = add i32 %1310, -1640531527
  %1327 = add i32 %1311, -1150833019
  %1328 = zext i32 %1323 to i64
  %1329 = mul i64 3528531795, %1328
  %1330 = zext i32 %1325 to i64
  %1331 = mul i64 3449720151, %1330
  %1332 = lshr i64 %1329, 32
  %1333 = trunc i64 %1332 to i32
  %1334 = trunc i64 %1329 to i32
  %1335 = lshr i64 %1331, 32
  %1336 = trunc i64 %1335 to i32
  %1337 = trunc i64 %1331 to i32
  %1338 = xor i32 %1336, %1321
  %1339 = xor i32 %1338, %1326
  %1340 = xor i32 %1333, %1318
  %1341 = xor i32 %1340, %1327
  %1342 = add i32 %1326, -1640531527
  %1343 = add i32 %1327, -1150833019
  %1344 = zext i32 %1339 to i64
  %1345 = mul i64 3528531795, %1344
  %1346 = zext i32 %1341 to i64
  %1347 = mul i64 3449720151, %1346
  %1348 = lshr i64 %1345, 32
  %1349 = trunc i64 %1348 to i32
  %1350 = trunc i64 %1345 to i32
  %1351 = lshr i64 %1347, 32
  %1352 = trunc i64 %1351 to i32
  %1353 = trunc i64 %1347 to i32
  %1354 = xor i32 %1352, %1337
  %1355 = xor i32 %1354, %1342
  %1356 = xor i32 %1349, %1334
  %1357 = xor i32 %1356, %1343
  %1358 = add i32 %1342, -1640531527
  %1359 = add i32 %1343, -1150833019
  %1360 = zext i32 %1355 to i64
  %1361 = mul i64 3528531795, %1360
  %1362 = zext i32 %1357 to i64
  %1363 = mul i64 3449720151, %1362
  %1364 = lshr i64 %1361, 32
  %1365 = trunc i64 %1364 to i32
  %1366 = trunc i64 %1361 to i32
  %1367 = lshr i64 %1363, 32
  %1368 = trunc i64 %1367 to i32
  %1369 = trunc i64 %1363 to i32
  %1370 = xor i32 %1368, %1353
  %1371 = xor i32 %1370, %1358
  %1372 = xor i32 %1365, %1350
  %1373 = xor i32 %1372, %1359
  %1374 = add i32 %1358, -1640531527
  %1375 = add i32 %1359, -1150833019
  %1376 = zext i32 %1371 to i64
  %1377 = mul i64 3528531795, %1376
  %1378 = zext i32 %1373 to i64
  %1379 = mul i64 3449720151, %1378
  %1380 = lshr i64 %1377, 32
  %1381 = trunc i64 %1380 to i32
  %1382 = trunc i64 %1377 to i32
  %1383 = lshr i64 %1379, 32
  %1384 = trunc i64 %1383 to i32
  %1385 = trunc i64 %1379 to i32
  %1386 = xor i32 %1384, %1369
  %1387 = xor i32 %1386, %1374
  %1388 = xor i32 %1381, %1366
  %1389 = xor i32 %1388, %1375
  %1390 = add i32 %1374, -1640531527
  %1391 = add i32 %1375, -1150833019
  %1392 = zext i32 %1387 to i64
  %1393 = mul i64 3528531795, %1392
  %1394 = zext i32 %1389 to i64
  %1395 = mul i64 3449720151, %1394
  %1396 = lshr i64 %1393, 32
  %1397 = trunc i64 %1396 to i32
  %1398 = trunc i64 %1393 to i32
  %1399 = lshr i64 %1395, 32
  %1400 = trunc i64 %1399 to i32
  %1401 = trunc i64 %1395 to i32
  %1402 = xor i32 %1400, %1385
  %1403 = xor i32 %1402, %1390
  %1404 = xor i32 %1397, %1382
  %1405 = xor i32 %1404, %1391
  %which = and i64 %feature220, 3
  %1406 = and i64 %which, 2
  %second_pair = icmp ne i64 %1406, 0
  %1407 = select i1 %second_pair, i32 %1405, i32 %1403
  %1408 = select i1 %second_pair, i32 %1398, i32 %1401
  %1409 = lshr i32 %1407, 9
  %1410 = sitofp i32 %1409 to float
  %1411 = fadd float %1410, 5.000000e-01
  %1412 = fmul float %1411, 0x3E80000000000000
  %1413 = lshr i32 %1408, 9
  %1414 = sitofp i32 %1413 to float
  %1415 = fadd float %1414, 5.000000e-01
  %1416 = fmul float %1415, 0x3E80000000000000
  %1417 = bitcast float %1412 to i32
  %1418 = add i32 %1417, 4913933
  %1419 = lshr i32 %1418, 23
  %1420 = sub i32 %1419, 127
  %1421 = and i32 %1418, 8388607
  %1422 = add i32 %1421, 1060439283
  %1423 = bitcast i32 %1422 to float
  %1424 = fsub float %1423, 1.000000e+00
  %1425 = fadd float 2.000000e+00, %1424
  %1426 = fdiv float %1424, %1425
  %1427 = fmul float %1426, %1426
  %1428 = fmul float %1427, %1427
  %1429 = fmul float %1428, 0x3FCF13C4C0000000
  %1430 = fadd float 0x3FD999C260000000, %1429
  %1431 = fmul float %1428, %1430
  %1432 = fmul float %1428, 0x3FD23D3DC0000000
  %1433 = fadd float 0x3FE5555540000000, %1432
  %1434 = fmul float %1427, %1433
  %1435 = fadd float %1434, %1431
  %1436 = fmul float 5.000000e-01, %1424
  %1437 = fmul float %1436, %1424
  %1438 = sitofp i32 %1420 to float
  %1439 = fadd float %1437, %1435
  %1440 = fmul float %1426, %1439
  %1441 = fmul float %1438, 0x3EE2FEFA20000000
  %1442 = fadd float %1440, %1441
  %1443 = fsub float %1442, %1437
  %1444 = fadd float %1443, %1424
  %1445 = fmul float %1438, 0x3FE62E3000000000
  %1446 = fadd float %1444, %1445
  %1447 = fmul float -2.000000e+00, %1446
  %1448 = call float @llvm.sqrt.f32(float %1447)
  %1449 = fpext float %1416 to double
  %1450 = fmul double %1449, 4.000000e+00
  %1451 = fadd double %1450, 0x4338000000000000
  %1452 = fsub double %1451, 0x4338000000000000
  %1453 = fsub double %1450, %1452
  %1454 = fmul double %1453, 0x3FF921FB54442D18
  %1455 = fmul double %1454, %1454
  %1456 = fmul double %1455, 0x3EC71DE3A556C734
  %1457 = fadd double 0xBF2A01A01A01A01A, %1456
  %1458 = fmul double %1455, %1457
  %1459 = fadd double 0x3F81111111111111, %1458
  %1460 = fmul double %1455, %1459
  %1461 = fadd double 0xBFC5555555555555, %1460
  %1462 = fmul double %1454, %1455
  %1463 = fmul double %1462, %1461
  %1464 = fadd double %1454, %1463
  %1465 = fmul double %1455, 0xBE927E4FB7789F5C
  %1466 = fadd double 0x3EFA01A01A01A01A, %1465
  %1467 = fmul double %1455, %1466
  %1468 = fadd double 0xBF56C16C16C16C17, %1467
  %1469 = fmul double %1455, %1468
  %1470 = fadd double 0x3FA5555555555555, %1469
  %1471 = fmul double %1455, %1455
  %1472 = fmul double %1471, %1470
  %1473 = fmul double 5.000000e-01, %1455
  %1474 = fsub double 1.000000e+00, %1473
  %1475 = fadd double %1474, %1472
  %1476 = fneg double %1464
  %1477 = fneg double %1475
  %1478 = bitcast double %1451 to i64
  %1479 = and i64 %1478, 1
  %1480 = and i64 %1478, 2
  %1481 = icmp eq i64 %1479, 1
  %1482 = icmp eq i64 %1480, 2
  %1483 = select i1 %1482, double %1476, double %1464
  %1484 = select i1 %1482, double %1477, double %1475
  %1485 = select i1 %1481, double %1484, double %1483
  %1486 = select i1 %1482, double %1477, double %1475
  %1487 = select i1 %1482, double %1464, double %1476
  %1488 = select i1 %1481, double %1487, double %1486
  %1489 = fptrunc double %1485 to float
  %1490 = fptrunc double %1488 to float
  %1491 = fmul float %1448, %1490
  %1492 = fmul float %1448, %1489
  %1493 = and i64 %which, 1
  %odd = icmp ne i64 %1493, 0
  %normal = select i1 %odd, float %1492, float %1491
  %1494 = fmul float %normal, %noise_scale31
  %1495 = fadd float %1235, %1494
  %bits225 = bitcast float %1495 to i32
  %magnitude = and i32 %bits225, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits225
  store i32 %canonical, ptr %1171, align 4
  br label %slot.done223

slot.done223:                                     ; preds = %slot.then222, %uniform_sinks.done
  %feature226 = add i64 %lane, 1024
  %valid227 = icmp ult i64 %feature226, %n_features
  %1496 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid227, label %slot.then228, label %slot.done229

slot.then228:                                     ; preds = %slot.done223
  %1497 = load float, ptr %1496, align 4
  %1498 = fmul float 2.000000e+00, %1497
  %1499 = fmul float 0x3FA99999A0000000, %1498
  %1500 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature226
  %1501 = load float, ptr addrspace(1) %1500, align 4
  %1502 = fmul float -1.000000e+00, %1501
  %1503 = fadd float %1499, %1502
  %1504 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1505 = fdiv float 1.000000e+00, %1504
  %1506 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1507 = fsub float %1497, %1506
  %1508 = fcmp olt float %1507, -1.040000e+02
  %1509 = select i1 %1508, float -1.040000e+02, float %1507
  %1510 = fcmp olt float 8.900000e+01, %1509
  %1511 = select i1 %1510, float 8.900000e+01, float %1509
  %1512 = fmul float %1511, 0x3FF7154760000000
  %1513 = fadd float %1512, 0x4168000000000000
  %1514 = fsub float %1513, 0x4168000000000000
  %1515 = bitcast float %1513 to i32
  %1516 = sub i32 %1515, 1262485504
  %1517 = fmul float %1514, 0x3FE62E4000000000
  %1518 = fsub float %1511, %1517
  %1519 = fmul float %1514, 0x3EB7F7D1C0000000
  %1520 = fsub float %1518, %1519
  %1521 = fmul float %1520, %1520
  %1522 = fmul float %1521, 0x3E66376980000000
  %1523 = fadd float 0xBEBBBD41C0000000, %1522
  %1524 = fmul float %1521, %1523
  %1525 = fadd float 0x3F11566AA0000000, %1524
  %1526 = fmul float %1521, %1525
  %1527 = fadd float 0xBF66C16C20000000, %1526
  %1528 = fmul float %1521, %1527
  %1529 = fadd float 0x3FC5555560000000, %1528
  %1530 = fmul float %1521, %1529
  %1531 = fsub float %1520, %1530
  %1532 = fmul float %1520, %1531
  %1533 = fsub float 2.000000e+00, %1531
  %1534 = fdiv float %1532, %1533
  %1535 = fsub float %1519, %1534
  %1536 = fsub float %1535, %1518
  %1537 = fsub float 1.000000e+00, %1536
  %1538 = add i32 %1516, 256
  %1539 = lshr i32 %1538, 1
  %1540 = sub i32 %1539, 1
  %1541 = add i32 %1516, 255
  %1542 = sub i32 %1541, %1539
  %1543 = shl i32 %1540, 23
  %1544 = shl i32 %1542, 23
  %1545 = bitcast i32 %1543 to float
  %1546 = bitcast i32 %1544 to float
  %1547 = fmul float %1537, %1545
  %1548 = fmul float %1547, %1546
  %1549 = fcmp uno float %1507, %1507
  %1550 = select i1 %1549, float 0x7FF8000000000000, float %1548
  %1551 = fmul float %1505, %1550
  %1552 = fadd float %1503, %1551
  %feature230 = uitofp i64 %feature226 to float
  %1553 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %1554 = fcmp oeq float %feature230, %1553
  %1555 = select i1 %1554, float 1.000000e+00, float 0.000000e+00
  %1556 = fcmp une float %1555, 0.000000e+00
  %1557 = select i1 %1556, float 0x3FB99999A0000000, float 0.000000e+00
  %1558 = fadd float %1552, %1557
  %1559 = fmul float %1558, %eta
  %1560 = fsub float %1497, %1559
  %1561 = add i64 %n_features, 3
  %groups231 = lshr i64 %1561, 2
  %1562 = mul i64 %row, %groups231
  %1563 = lshr i64 %feature226, 2
  %group232 = add i64 %1562, %1563
  %1564 = trunc i64 %key0 to i32
  %1565 = lshr i64 %key0, 32
  %1566 = trunc i64 %1565 to i32
  %1567 = trunc i64 %group232 to i32
  %1568 = trunc i64 %key1_step to i32
  %1569 = lshr i64 %key1_step, 32
  %1570 = trunc i64 %1569 to i32
  %1571 = lshr i64 %group232, 32
  %1572 = trunc i64 %1571 to i32
  %1573 = zext i32 %1567 to i64
  %1574 = mul i64 3528531795, %1573
  %1575 = zext i32 %1570 to i64
  %1576 = mul i64 3449720151, %1575
  %1577 = lshr i64 %1574, 32
  %1578 = trunc i64 %1577 to i32
  %1579 = trunc i64 %1574 to i32
  %1580 = lshr i64 %1576, 32
  %1581 = trunc i64 %1580 to i32
  %1582 = trunc i64 %1576 to i32
  %1583 = xor i32 %1581, %1568
  %1584 = xor i32 %1583, %1564
  %1585 = xor i32 %1578, %1572
  %1586 = xor i32 %1585, %1566
  %1587 = add i32 %1564, -1640531527
  %1588 = add i32 %1566, -1150833019
  %1589 = zext i32 %1584 to i64
  %1590 = mul i64 3528531795, %1589
  %1591 = zext i32 %1586 to i64
  %1592 = mul i64 3449720151, %1591
  %1593 = lshr i64 %1590, 32
  %1594 = trunc i64 %1593 to i32
  %1595 = trunc i64 %1590 to i32
  %1596 = lshr i64 %1592, 32
  %1597 = trunc i64 %1596 to i32
  %1598 = trunc i64 %1592 to i32
  %1599 = xor i32 %1597, %1582
  %1600 = xor i32 %1599, %1587
  %1601 = xor i32 %1594, %1579
  %1602 = xor i32 %1601, %1588
  %1603 = add i32 %1587, -1640531527
  %1604 = add i32 %1588, -1150833019
  %1605 = zext i32 %1600 to i64
  %1606 = mul i64 3528531795, %1605
  %1607 = zext i32 %1602 to i64
  %1608 = mul i64 3449720151, %1607
  %1609 = lshr i64 %1606, 32
  %1610 = trunc i64 %1609 to i32
  %1611 = trunc i64 %1606 to i32
  %1612 = lshr i64 %1608, 32
  %1613 = trunc i64 %1612 to i32
  %1614 = trunc i64 %1608 to i32
  %1615 = xor i32 %1613, %1598
  %1616 = xor i32 %1615, %1603
  %1617 = xor i32 %1610, %1595
  %1618 = xor i32 %1617, %1604
  %1619 = add i32 %1603, -1640531527
  %1620 = add i32 %1604, -1150833019
  %1621 = zext i32 %1616 to i64
  %1622 = mul i64 3528531795, %1621
  %1623 = zext i32 %1618 to i64
  %1624 = mul i64 3449720151, %1623
  %1625 = lshr i64 %1622, 32
  %1626 = trunc i64 %1625 to i32
  %1627 = trunc i64 %1622 to i32
  %1628 = lshr i64 %1624, 32
  %1629 = trunc i64 %1628 to i32
  %1630 = trunc i64 %1624 to i32
  %1631 = xor i32 %1629, %1614
  %1632 = xor i32 %1631, %1619
  %1633 = xor i32 %1626, %1611
  %1634 = xor i32 %1633, %1620
  %1635 = add i32 %1619, -1640531527
  %1636 = add i32 %1620, -1150833019
  %1637 = zext i32 %1632 to i64
  %1638 = mul i64 3528531795, %1637
  %1639 = zext i32 %1634 to i64
  %1640 = mul i64 3449720151, %1639
  %1641 = lshr i64 %1638, 32
  %1642 = trunc i64 %1641 to i32
  %1643 = trunc i64 %1638 to i32
  %1644 = lshr i64 %1640, 32
  %1645 = trunc i64 %1644 to i32
  %1646 = trunc i64 %1640 to i32
  %1647 = xor i32 %1645, %1630
  %1648 = xor i32 %1647, %1635
  %1649 = xor i32 %1642, %1627
  %1650 = xor i32 %1649, %1636
  %1651 = add i32 %1635, -1640531527
  %1652 = add i32 %1636, -1150833019
  %1653 = zext i32 %1648 to i64
  %1654 = mul i64 3528531795, %1653
  %1655 = zext i32 %1650 to i64
  %1656 = mul i64 3449720151, %1655
  %1657 = lshr i64 %1654, 32
  %1658 = trunc i64 %1657 to i32
  %1659 = trunc i64 %1654 to i32
  %1660 = lshr i64 %1656, 32
  %1661 = trunc i64 %1660 to i32
  %1662 = trunc i64 %1656 to i32
  %1663 = xor i32 %1661, %1646
  %1664 = xor i32 %1663, %1651
  %1665 = xor i32 %1658, %1643
  %1666 = xor i32 %1665, %1652
  %1667 = add i32 %1651, -1640531527
  %1668 = add i32 %1652, -1150833019
  %1669 = zext i32 %1664 to i64
  %1670 = mul i64 3528531795, %1669
  %1671 = zext i32 %1666 to i64
  %1672 = mul i64 3449720151, %1671
  %1673 = lshr i64 %1670, 32
  %1674 = trunc i64 %1673 to i32
  %1675 = trunc i64 %1670 to i32
  %1676 = lshr i64 %1672, 32
  %1677 = trunc i64 %1676 to i32
  %1678 = trunc i64 %1672 to i32
  %1679 = xor i32 %1677, %1662
  %1680 = xor i32 %1679, %1667
  %1681 = xor i32 %1674, %1659
  %1682 = xor i32 %1681, %1668
  %1683 = add i32 %1667, -1640531527
  %1684 = add i32 %1668, -1150833019
  %1685 = zext i32 %1680 to i64
  %1686 = mul i64 3528531795, %1685
  %1687 = zext i32 %1682 to i64
  %1688 = mul i64 3449720151, %1687
  %1689 = lshr i64 %1686, 32
  %1690 = trunc i64 %1689 to i32
  %1691 = trunc i64 %1686 to i32
  %1692 = lshr i64 %1688, 32
  %1693 = trunc i64 %1692 to i32
  %1694 = trunc i64 %1688 to i32
  %1695 = xor i32 %1693, %1678
  %1696 = xor i32 %1695, %1683
  %1697 = xor i32 %1690, %1675
  %1698 = xor i32 %1697, %1684
  %1699 = add i32 %1683, -1640531527
  %1700 = add i32 %1684, -1150833019
  %1701 = zext i32 %1696 to i64
  %1702 = mul i64 3528531795, %1701
  %1703 = zext i32 %1698 to i64
  %1704 = mul i64 3449720151, %1703
  %1705 = lshr i64 %1702, 32
  %1706 = trunc i64 %1705 to i32
  %1707 = trunc i64 %1702 to i32
  %1708 = lshr i64 %1704, 32
  %1709 = trunc i64 %1708 to i32
  %1710 = trunc i64 %1704 to i32
  %1711 = xor i32 %1709, %1694
  %1712 = xor i32 %1711, %1699
  %1713 = xor i32 %1706, %1691
  %1714 = xor i32 %1713, %1700
  %1715 = add i32 %1699, -1640531527
  %1716 = add i32 %1700, -1150833019
  %1717 = zext i32 %1712 to i64
  %1718 = mul i64 3528531795, %1717
  %1719 = zext i32 %1714 to i64
  %1720 = mul i64 3449720151, %1719
  %1721 = lshr i64 %1718, 32
  %1722 = trunc i64 %1721 to i32
  %1723 = trunc i64 %1718 to i32
  %1724 = lshr i64 %1720, 32
  %1725 = trunc i64 %1724 to i32
  %1726 = trunc i64 %1720 to i32
  %1727 = xor i32 %1725, %1710
  %1728 = xor i32 %1727, %1715
  %1729 = xor i32 %1722, %1707
  %1730 = xor i32 %1729, %1716
  %which233 = and i64 %feature226, 3
  %1731 = and i64 %which233, 2
  %second_pair234 = icmp ne i64 %1731, 0
  %1732 = select i1 %second_pair234, i32 %1730, i32 %1728
  %1733 = select i1 %second_pair234, i32 %1723, i32 %1726
  %1734 = lshr i32 %1732, 9
  %1735 = sitofp i32 %1734 to float
  %1736 = fadd float %1735, 5.000000e-01
  %1737 = fmul float %1736, 0x3E80000000000000
  %1738 = lshr i32 %1733, 9
  %1739 = sitofp i32 %1738 to float
  %1740 = fadd float %1739, 5.000000e-01
  %1741 = fmul float %1740, 0x3E80000000000000
  %1742 = bitcast float %1737 to i32
  %1743 = add i32 %1742, 4913933
  %1744 = lshr i32 %1743, 23
  %1745 = sub i32 %1744, 127
  %1746 = and i32 %1743, 8388607
  %1747 = add i32 %1746, 1060439283
  %1748 = bitcast i32 %1747 to float
  %1749 = fsub float %1748, 1.000000e+00
  %1750 = fadd float 2.000000e+00, %1749
  %1751 = fdiv float %1749, %1750
  %1752 = fmul float %1751, %1751
  %1753 = fmul float %1752, %1752
  %1754 = fmul float %1753, 0x3FCF13C4C0000000
  %1755 = fadd float 0x3FD999C260000000, %1754
  %1756 = fmul float %1753, %1755
  %1757 = fmul float %1753, 0x3FD23D3DC0000000
  %1758 = fadd float 0x3FE5555540000000, %1757
  %1759 = fmul float %1752, %1758
  %1760 = fadd float %1759, %1756
  %1761 = fmul float 5.000000e-01, %1749
  %1762 = fmul float %1761, %1749
  %1763 = sitofp i32 %1745 to float
  %1764 = fadd float %1762, %1760
  %1765 = fmul float %1751, %1764
  %1766 = fmul float %1763, 0x3EE2FEFA20000000
  %1767 = fadd float %1765, %1766
  %1768 = fsub float %1767, %1762
  %1769 = fadd float %1768, %1749
  %1770 = fmul float %1763, 0x3FE62E3000000000
  %1771 = fadd float %1769, %1770
  %1772 = fmul float -2.000000e+00, %1771
  %1773 = call float @llvm.sqrt.f32(float %1772)
  %1774 = fpext float %1741 to double
  %1775 = fmul double %1774, 4.000000e+00
  %1776 = fadd double %1775, 0x4338000000000000
  %1777 = fsub double %1776, 0x4338000000000000
  %1778 = fsub double %1775, %1777
  %1779 = fmul double %1778, 0x3FF921FB54442D18
  %1780 = fmul double %1779, %1779
  %1781 = fmul double %1780, 0x3EC71DE3A556C734
  %1782 = fadd double 0xBF2A01A01A01A01A, %1781
  %1783 = fmul double %1780, %1782
  %1784 = fadd double 0x3F81111111111111, %1783
  %1785 = fmul double %1780, %1784
  %1786 = fadd double 0xBFC5555555555555, %1785
  %1787 = fmul double %1779, %1780
  %1788 = fmul double %1787, %1786
  %1789 = fadd double %1779, %1788
  %1790 = fmul double %1780, 0xBE927E4FB7789F5C
  %1791 = fadd double 0x3EFA01A01A01A01A, %1790
  %1792 = fmul double %1780, %1791
  %1793 = fadd double 0xBF56C16C16C16C17, %1792
  %1794 = fmul double %1780, %1793
  %1795 = fadd double 0x3FA5555555555555, %1794
  %1796 = fmul double %1780, %1780
  %1797 = fmul double %1796, %1795
  %1798 = fmul double 5.000000e-01, %1780
  %1799 = fsub double 1.000000e+00, %1798
  %1800 = fadd double %1799, %1797
  %1801 = fneg double %1789
  %1802 = fneg double %1800
  %1803 = bitcast double %1776 to i64
  %1804 = and i64 %1803, 1
  %1805 = and i64 %1803, 2
  %1806 = icmp eq i64 %1804, 1
  %1807 = icmp eq i64 %1805, 2
  %1808 = select i1 %1807, double %1801, double %1789
  %1809 = select i1 %1807, double %1802, double %1800
  %1810 = select i1 %1806, double %1809, double %1808
  %1811 = select i1 %1807, double %1802, double %1800
  %1812 = select i1 %1807, double %1789, double %1801
  %1813 = select i1 %1806, double %1812, double %1811
  %1814 = fptrunc double %1810 to float
  %1815 = fptrunc double %1813 to float
  %1816 = fmul float %1773, %1815
  %1817 = fmul float %1773, %1814
  %1818 = and i64 %which233, 1
  %odd235 = icmp ne i64 %1818, 0
  %normal236 = select i1 %odd235, float %1817, float %1816
  %1819 = fmul float %normal236, %noise_scale31
  %1820 = fadd float %1560, %1819
  %bits237 = bitcast float %1820 to i32
  %magnitude238 = and i32 %bits237, 2147483647
  %is_nan239 = icmp ugt i32 %magnitude238, 2139095040
  %canonical240 = select i1 %is_nan239, i32 2143289344, i32 %bits237
  store i32 %canonical240, ptr %1496, align 4
  br label %slot.done229

slot.done229:                                     ; preds = %slot.then228, %slot.done223
  %feature241 = add i64 %lane, 2048
  %valid242 = icmp ult i64 %feature241, %n_features
  %1821 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid242, label %slot.then243, label %slot.done244

slot.then243:                                     ; preds = %slot.done229
  %1822 = load float, ptr %1821, align 4
  %1823 = fmul float 2.000000e+00, %1822
  %1824 = fmul float 0x3FA99999A0000000, %1823
  %1825 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature241
  %1826 = load float, ptr addrspace(1) %1825, align 4
  %1827 = fmul float -1.000000e+00, %1826
  %1828 = fadd float %1824, %1827
  %1829 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1830 = fdiv float 1.000000e+00, %1829
  %1831 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1832 = fsub float %1822, %1831
  %1833 = fcmp olt float %1832, -1.040000e+02
  %1834 = select i1 %1833, float -1.040000e+02, float %1832
  %1835 = fcmp olt float 8.900000e+01, %1834
  %1836 = select i1 %1835, float 8.900000e+01, float %1834
  %1837 = fmul float %1836, 0x3FF7154760000000
  %1838 = fadd float %1837, 0x4168000000000000
  %1839 = fsub float %1838, 0x4168000000000000
  %1840 = bitcast float %1838 to i32
  %1841 = sub i32 %1840, 1262485504
  %1842 = fmul float %1839, 0x3FE62E4000000000
  %1843 = fsub float %1836, %1842
  %1844 = fmul float %1839, 0x3EB7F7D1C0000000
  %1845 = fsub float %1843, %1844
  %1846 = fmul float %1845, %1845
  %1847 = fmul float %1846, 0x3E66376980000000
  %1848 = fadd float 0xBEBBBD41C0000000, %1847
  %1849 = fmul float %1846, %1848
  %1850 = fadd float 0x3F11566AA0000000, %1849
  %1851 = fmul float %1846, %1850
  %1852 = fadd float 0xBF66C16C20000000, %1851
  %1853 = fmul float %1846, %1852
  %1854 = fadd float 0x3FC5555560000000, %1853
  %1855 = fmul float %1846, %1854
  %1856 = fsub float %1845, %1855
  %1857 = fmul float %1845, %1856
  %1858 = fsub float 2.000000e+00, %1856
  %1859 = fdiv float %1857, %1858
  %1860 = fsub float %1844, %1859
  %1861 = fsub float %1860, %1843
  %1862 = fsub float 1.000000e+00, %1861
  %1863 = add i32 %1841, 256
  %1864 = lshr i32 %1863, 1
  %1865 = sub i32 %1864, 1
  %1866 = add i32 %1841, 255
  %1867 = sub i32 %1866, %1864
  %1868 = shl i32 %1865, 23
  %1869 = shl i32 %1867, 23
  %1870 = bitcast i32 %1868 to float
  %1871 = bitcast i32 %1869 to float
  %1872 = fmul float %1862, %1870
  %1873 = fmul float %1872, %1871
  %1874 = fcmp uno float %1832, %1832
  %1875 = select i1 %1874, float 0x7FF8000000000000, float %1873
  %1876 = fmul float %1830, %1875
  %1877 = fadd float %1828, %1876
  %feature245 = uitofp i64 %feature241 to float
  %1878 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %1879 = fcmp oeq float %feature245, %1878
  %1880 = select i1 %1879, float 1.000000e+00, float 0.000000e+00
  %1881 = fcmp une float %1880, 0.000000e+00
  %1882 = select i1 %1881, float 0x3FB99999A0000000, float 0.000000e+00
  %1883 = fadd float %1877, %1882
  %1884 = fmul float %1883, %eta
  %1885 = fsub float %1822, %1884
  %1886 = add i64 %n_features, 3
  %groups246 = lshr i64 %1886, 2
  %1887 = mul i64 %row, %groups246
  %1888 = lshr i64 %feature241, 2
  %group247 = add i64 %1887, %1888
  %1889 = trunc i64 %key0 to i32
  %1890 = lshr i64 %key0, 32
  %1891 = trunc i64 %1890 to i32
  %1892 = trunc i64 %group247 to i32
  %1893 = trunc i64 %key1_step to i32
  %1894 = lshr i64 %key1_step, 32
  %1895 = trunc i64 %1894 to i32
  %1896 = lshr i64 %group247, 32
  %1897 = trunc i64 %1896 to i32
  %1898 = zext i32 %1892 to i64
  %1899 = mul i64 3528531795, %1898
  %1900 = zext i32 %1895 to i64
  %1901 = mul i64 3449720151, %1900
  %1902 = lshr i64 %1899, 32
  %1903 = trunc i64 %1902 to i32
  %1904 = trunc i64 %1899 to i32
  %1905 = lshr i64 %1901, 32
  %1906 = trunc i64 %1905 to i32
  %1907 = trunc i64 %1901 to i32
  %1908 = xor i32 %1906, %1893
  %1909 = xor i32 %1908, %1889
  %1910 = xor i32 %1903, %1897
  %1911 = xor i32 %1910, %1891
  %1912 = add i32 %1889, -1640531527
  %1913 = add i32 %1891, -1150833019
  %1914 = zext i32 %1909 to i64
  %1915 = mul i64 3528531795, %1914
  %1916 = zext i32 %1911 to i64
  %1917 = mul i64 3449720151, %1916
  %1918 = lshr i64 %1915, 32
  %1919 = trunc i64 %1918 to i32
  %1920 = trunc i64 %1915 to i32
  %1921 = lshr i64 %1917, 32
  %1922 = trunc i64 %1921 to i32
  %1923 = trunc i64 %1917 to i32
  %1924 = xor i32 %1922, %1907
  %1925 = xor i32 %1924, %1912
  %1926 = xor i32 %1919, %1904
  %1927 = xor i32 %1926, %1913
  %1928 = add i32 %1912, -1640531527
  %1929 = add i32 %1913, -1150833019
  %1930 = zext i32 %1925 to i64
  %1931 = mul i64 3528531795, %1930
  %1932 = zext i32 %1927 to i64
  %1933 = mul i64 3449720151, %1932
  %1934 = lshr i64 %1931, 32
  %1935 = trunc i64 %1934 to i32
  %1936 = trunc i64 %1931 to i32
  %1937 = lshr i64 %1933, 32
  %1938 = trunc i64 %1937 to i32
  %1939 = trunc i64 %1933 to i32
  %1940 = xor i32 %1938, %1923
  %1941 = xor i32 %1940, %1928
  %1942 = xor i32 %1935, %1920
  %1943 = xor i32 %1942, %1929
  %1944 = add i32 %1928, -1640531527
  %1945 = add i32 %1929, -1150833019
  %1946 = zext i32 %1941 to i64
  %1947 = mul i64 3528531795, %1946
  %1948 = zext i32 %1943 to i64
  %1949 = mul i64 3449720151, %1948
  %1950 = lshr i64 %1947, 32
  %1951 = trunc i64 %1950 to i32
  %1952 = trunc i64 %1947 to i32
  %1953 = lshr i64 %1949, 32
  %1954 = trunc i64 %1953 to i32
  %1955 = trunc i64 %1949 to i32
  %1956 = xor i32 %1954, %1939
  %1957 = xor i32 %1956, %1944
  %1958 = xor i32 %1951, %1936
  %1959 = xor i32 %1958, %1945
  %1960 = add i32 %1944, -1640531527
  %1961 = add i32 %1945, -1150833019
  %1962 = zext i32 %1957 to i64
  %1963 = mul i64 3528531795, %1962
  %1964 = zext i32 %1959 to i64
  %1965 = mul i64 3449720151, %1964
  %1966 = lshr i64 %1963, 32
  %1967 = trunc i64 %1966 to i32
  %1968 = trunc i64 %1963 to i32
  %1969 = lshr i64 %1965, 32
  %1970 = trunc i64 %1969 to i32
  %1971 = trunc i64 %1965 to i32
  %1972 = xor i32 %1970, %1955
  %1973 = xor i32 %1972, %1960
  %1974 = xor i32 %1967, %1952
  %1975 = xor i32 %1974, %1961
  %1976 = add i32 %1960, -1640531527
  %1977 = add i32 %1961, -1150833019
  %1978 = zext i32 %1973 to i64
  %1979 = mul i64 3528531795, %1978
  %1980 = zext i32 %1975 to i64
  %1981 = mul i64 3449720151, %1980
  %1982 = lshr i64 %1979, 32
  %1983 = trunc i64 %1982 to i32
  %1984 = trunc i64 %1979 to i32
  %1985 = lshr i64 %1981, 32
  %1986 = trunc i64 %1985 to i32
  %1987 = trunc i64 %1981 to i32
  %1988 = xor i32 %1986, %1971
  %1989 = xor i32 %1988, %1976
  %1990 = xor i32 %1983, %1968
  %1991 = xor i32 %1990, %1977
  %1992 = add i32 %1976, -1640531527
  %1993 = add i32 %1977, -1150833019
  %1994 = zext i32 %1989 to i64
  %1995 = mul i64 3528531795, %1994
  %1996 = zext i32 %1991 to i64
  %1997 = mul i64 3449720151, %1996
  %1998 = lshr i64 %1995, 32
  %1999 = trunc i64 %1998 to i32
  %2000 = trunc i64 %1995 to i32
  %2001 = lshr i64 %1997, 32
  %2002 = trunc i64 %2001 to i32
  %2003 = trunc i64 %1997 to i32
  %2004 = xor i32 %2002, %1987
  %2005 = xor i32 %2004, %1992
  %2006 = xor i32 %1999, %1984
  %2007 = xor i32 %2006, %1993
  %2008 = add i32 %1992, -1640531527
  %2009 = add i32 %1993, -1150833019
  %2010 = zext i32 %2005 to i64
  %2011 = mul i64 3528531795, %2010
  %2012 = zext i32 %2007 to i64
  %2013 = mul i64 3449720151, %2012
  %2014 = lshr i64 %2011, 32
  %2015 = trunc i64 %2014 to i32
  %2016 = trunc i64 %2011 to i32
  %2017 = lshr i64 %2013, 32
  %2018 = trunc i64 %2017 to i32
  %2019 = trunc i64 %2013 to i32
  %2020 = xor i32 %2018, %2003
  %2021 = xor i32 %2020, %2008
  %2022 = xor i32 %2015, %2000
  %2023 = xor i32 %2022, %2009
  %2024 = add i32 %2008, -1640531527
  %2025 = add i32 %2009, -1150833019
  %2026 = zext i32 %2021 to i64
  %2027 = mul i64 3528531795, %2026
  %2028 = zext i32 %2023 to i64
  %2029 = mul i64 3449720151, %2028
  %2030 = lshr i64 %2027, 32
  %2031 = trunc i64 %2030 to i32
  %2032 = trunc i64 %2027 to i32
  %2033 = lshr i64 %2029, 32
  %2034 = trunc i64 %2033 to i32
  %2035 = trunc i64 %2029 to i32
  %2036 = xor i32 %2034, %2019
  %2037 = xor i32 %2036, %2024
  %2038 = xor i32 %2031, %2016
  %2039 = xor i32 %2038, %2025
  %2040 = add i32 %2024, -1640531527
  %2041 = add i32 %2025, -1150833019
  %2042 = zext i32 %2037 to i64
  %2043 = mul i64 3528531795, %2042
  %2044 = zext i32 %2039 to i64
  %2045 = mul i64 3449720151, %2044
  %2046 = lshr i64 %2043, 32
  %2047 = trunc i64 %2046 to i32
  %2048 = trunc i64 %2043 to i32
  %2049 = lshr i64 %2045, 32
  %2050 = trunc i64 %2049 to i32
  %2051 = trunc i64 %2045 to i32
  %2052 = xor i32 %2050, %2035
  %2053 = xor i32 %2052, %2040
  %2054 = xor i32 %2047, %2032
  %2055 = xor i32 %2054, %2041
  %which248 = and i64 %feature241, 3
  %2056 = and i64 %which248, 2
  %second_pair249 = icmp ne i64 %2056, 0
  %2057 = select i1 %second_pair249, i32 %2055, i32 %2053
  %2058 = select i1 %second_pair249, i32 %2048, i32 %2051
  %2059 = lshr i32 %2057, 9
  %2060 = sitofp i32 %2059 to float
  %2061 = fadd float %2060, 5.000000e-01
  %2062 = fmul float %2061, 0x3E80000000000000
  %2063 = lshr i32 %2058, 9
  %2064 = sitofp i32 %2063 to float
  %2065 = fadd float %2064, 5.000000e-01
  %2066 = fmul float %2065, 0x3E80000000000000
  %2067 = bitcast float %2062 to i32
  %2068 = add i32 %2067, 4913933
  %2069 = lshr i32 %2068, 23
  %2070 = sub i32 %2069, 127
  %2071 = and i32 %2068, 8388607
  %2072 = add i32 %2071, 1060439283
  %2073 = bitcast i32 %2072 to float
  %2074 = fsub float %2073, 1.000000e+00
  %2075 = fadd float 2.000000e+00, %2074
  %2076 = fdiv float %2074, %2075
  %2077 = fmul float %2076, %2076
  %2078 = fmul float %2077, %2077
  %2079 = fmul float %2078, 0x3FCF13C4C0000000
  %2080 = fadd float 0x3FD999C260000000, %2079
  %2081 = fmul float %2078, %2080
  %2082 = fmul float %2078, 0x3FD23D3DC0000000
  %2083 = fadd float 0x3FE5555540000000, %2082
  %2084 = fmul float %2077, %2083
  %2085 = fadd float %2084, %2081
  %2086 = fmul float 5.000000e-01, %2074
  %2087 = fmul float %2086, %2074
  %2088 = sitofp i32 %2070 to float
  %2089 = fadd float %2087, %2085
  %2090 = fmul float %2076, %2089
  %2091 = fmul float %2088, 0x3EE2FEFA20000000
  %2092 = fadd float %2090, %2091
  %2093 = fsub float %2092, %2087
  %2094 = fadd float %2093, %2074
  %2095 = fmul float %2088, 0x3FE62E3000000000
  %2096 = fadd float %2094, %2095
  %2097 = fmul float -2.000000e+00, %2096
  %2098 = call float @llvm.sqrt.f32(float %2097)
  %2099 = fpext float %2066 to double
  %2100 = fmul double %2099, 4.000000e+00
  %2101 = fadd double %2100, 0x4338000000000000
  %2102 = fsub double %2101, 0x4338000000000000
  %2103 = fsub double %2100, %2102
  %2104 = fmul double %2103, 0x3FF921FB54442D18
  %2105 = fmul double %2104, %2104
  %2106 = fmul double %2105, 0x3EC71DE3A556C734
  %2107 = fadd double 0xBF2A01A01A01A01A, %2106
  %2108 = fmul double %2105, %2107
  %2109 = fadd double 0x3F81111111111111, %2108
  %2110 = fmul double %2105, %2109
  %2111 = fadd double 0xBFC5555555555555, %2110
  %2112 = fmul double %2104, %2105
  %2113 = fmul double %2112, %2111
  %2114 = fadd double %2104, %2113
  %2115 = fmul double %2105, 0xBE927E4FB7789F5C
  %2116 = fadd double 0x3EFA01A01A01A01A, %2115
  %2117 = fmul double %2105, %2116
  %2118 = fadd double 0xBF56C16C16C16C17, %2117
  %2119 = fmul double %2105, %2118
  %2120 = fadd double 0x3FA5555555555555, %2119
  %2121 = fmul double %2105, %2105
  %2122 = fmul double %2121, %2120
  %2123 = fmul double 5.000000e-01, %2105
  %2124 = fsub double 1.000000e+00, %2123
  %2125 = fadd double %2124, %2122
  %2126 = fneg double %2114
  %2127 = fneg double %2125
  %2128 = bitcast double %2101 to i64
  %2129 = and i64 %2128, 1
  %2130 = and i64 %2128, 2
  %2131 = icmp eq i64 %2129, 1
  %2132 = icmp eq i64 %2130, 2
  %2133 = select i1 %2132, double %2126, double %2114
  %2134 = select i1 %2132, double %2127, double %2125
  %2135 = select i1 %2131, double %2134, double %2133
  %2136 = select i1 %2132, double %2127, double %2125
  %2137 = select i1 %2132, double %2114, double %2126
  %2138 = select i1 %2131, double %2137, double %2136
  %2139 = fptrunc double %2135 to float
  %2140 = fptrunc double %2138 to float
  %2141 = fmul float %2098, %2140
  %2142 = fmul float %2098, %2139
  %2143 = and i64 %which248, 1
  %odd250 = icmp ne i64 %2143, 0
  %normal251 = select i1 %odd250, float %2142, float %2141
  %2144 = fmul float %normal251, %noise_scale31
  %2145 = fadd float %1885, %2144
  %bits252 = bitcast float %2145 to i32
  %magnitude253 = and i32 %bits252, 2147483647
  %is_nan254 = icmp ugt i32 %magnitude253, 2139095040
  %canonical255 = select i1 %is_nan254, i32 2143289344, i32 %bits252
  store i32 %canonical255, ptr %1821, align 4
  br label %slot.done244

slot.done244:                                     ; preds = %slot.then243, %slot.done229
  %feature256 = add i64 %lane, 3072
  %valid257 = icmp ult i64 %feature256, %n_features
  %2146 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid257, label %slot.then258, label %slot.done259

slot.then258:                                     ; preds = %slot.done244
  %2147 = load float, ptr %2146, align 4
  %2148 = fmul float 2.000000e+00, %2147
  %2149 = fmul float 0x3FA99999A0000000, %2148
  %2150 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature256
  %2151 = load float, ptr addrspace(1) %2150, align 4
  %2152 = fmul float -1.000000e+00, %2151
  %2153 = fadd float %2149, %2152
  %2154 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %2155 = fdiv float 1.000000e+00, %2154
  %2156 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2157 = fsub float %2147, %2156
  %2158 = fcmp olt float %2157, -1.040000e+02
  %2159 = select i1 %2158, float -1.040000e+02, float %2157
  %2160 = fcmp olt float 8.900000e+01, %2159
  %2161 = select i1 %2160, float 8.900000e+01, float %2159
  %2162 = fmul float %2161, 0x3FF7154760000000
  %2163 = fadd float %2162, 0x4168000000000000
  %2164 = fsub float %2163, 0x4168000000000000
  %2165 = bitcast float %2163 to i32
  %2166 = sub i32 %2165, 1262485504
  %2167 = fmul float %2164, 0x3FE62E4000000000
  %2168 = fsub float %2161, %2167
  %2169 = fmul float %2164, 0x3EB7F7D1C0000000
  %2170 = fsub float %2168, %2169
  %2171 = fmul float %2170, %2170
  %2172 = fmul float %2171, 0x3E66376980000000
  %2173 = fadd float 0xBEBBBD41C0000000, %2172
  %2174 = fmul float %2171, %2173
  %2175 = fadd float 0x3F11566AA0000000, %2174
  %2176 = fmul float %2171, %2175
  %2177 = fadd float 0xBF66C16C20000000, %2176
  %2178 = fmul float %2171, %2177
  %2179 = fadd float 0x3FC5555560000000, %2178
  %2180 = fmul float %2171, %2179
  %2181 = fsub float %2170, %2180
  %2182 = fmul float %2170, %2181
  %2183 = fsub float 2.000000e+00, %2181
  %2184 = fdiv float %2182, %2183
  %2185 = fsub float %2169, %2184
  %2186 = fsub float %2185, %2168
  %2187 = fsub float 1.000000e+00, %2186
  %2188 = add i32 %2166, 256
  %2189 = lshr i32 %2188, 1
  %2190 = sub i32 %2189, 1
  %2191 = add i32 %2166, 255
  %2192 = sub i32 %2191, %2189
  %2193 = shl i32 %2190, 23
  %2194 = shl i32 %2192, 23
  %2195 = bitcast i32 %2193 to float
  %2196 = bitcast i32 %2194 to float
  %2197 = fmul float %2187, %2195
  %2198 = fmul float %2197, %2196
  %2199 = fcmp uno float %2157, %2157
  %2200 = select i1 %2199, float 0x7FF8000000000000, float %2198
  %2201 = fmul float %2155, %2200
  %2202 = fadd float %2153, %2201
  %feature260 = uitofp i64 %feature256 to float
  %2203 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %2204 = fcmp oeq float %feature260, %2203
  %2205 = select i1 %2204, float 1.000000e+00, float 0.000000e+00
  %2206 = fcmp une float %2205, 0.000000e+00
  %2207 = select i1 %2206, float 0x3FB99999A0000000, float 0.000000e+00
  %2208 = fadd float %2202, %2207
  %2209 = fmul float %2208, %eta
  %2210 = fsub float %2147, %2209
  %2211 = add i64 %n_features, 3
  %groups261 = lshr i64 %2211, 2
  %2212 = mul i64 %row, %groups261
  %2213 = lshr i64 %feature256, 2
  %group262 = add i64 %2212, %2213
  %2214 = trunc i64 %key0 to i32
  %2215 = lshr i64 %key0, 32
  %2216 = trunc i64 %2215 to i32
  %2217 = trunc i64 %group262 to i32
  %2218 = trunc i64 %key1_step to i32
  %2219 = lshr i64 %key1_step, 32
  %2220 = trunc i64 %2219 to i32
  %2221 = lshr i64 %group262, 32
  %2222 = trunc i64 %2221 to i32
  %2223 = zext i32 %2217 to i64
  %2224 = mul i64 3528531795, %2223
  %2225 = zext i32 %2220 to i64
  %2226 = mul i64 3449720151, %2225
  %2227 = lshr i64 %2224, 32
  %2228 = trunc i64 %2227 to i32
  %2229 = trunc i64 %2224 to i32
  %2230 = lshr i64 %2226, 32
  %2231 = trunc i64 %2230 to i32
  %2232 = trunc i64 %2226 to i32
  %2233 = xor i32 %2231, %2218
  %2234 = xor i32 %2233, %2214
  %2235 = xor i32 %2228, %2222
  %2236 = xor i32 %2235, %2216
  %2237 = add i32 %2214, -1640531527
  %2238 = add i32 %2216, -1150833019
  %2239 = zext i32 %2234 to i64
  %2240 = mul i64 3528531795, %2239
  %2241 = zext i32 %2236 to i64
  %2242 = mul i64 3449720151, %2241
  %2243 = lshr i64 %2240, 32
  %2244 = trunc i64 %2243 to i32
  %2245 = trunc i64 %2240 to i32
  %2246 = lshr i64 %2242, 32
  %2247 = trunc i64 %2246 to i32
  %2248 = trunc i64 %2242 to i32
  %2249 = xor i32 %2247, %2232
  %2250 = xor i32 %2249, %2237
  %2251 = xor i32 %2244, %2229
  %2252 = xor i32 %2251, %2238
  %2253 = add i32 %2237, -1640531527
  %2254 = add i32 %2238, -1150833019
  %2255 = zext i32 %2250 to i64
  %2256 = mul i64 3528531795, %2255
  %2257 = zext i32 %2252 to i64
  %2258 = mul i64 3449720151, %2257
  %2259 = lshr i64 %2256, 32
  %2260 = trunc i64 %2259 to i32
  %2261 = trunc i64 %2256 to i32
  %2262 = lshr i64 %2258, 32
  %2263 = trunc i64 %2262 to i32
  %2264 = trunc i64 %2258 to i32
  %2265 = xor i32 %2263, %2248
  %2266 = xor i32 %2265, %2253
  %2267 = xor i32 %2260, %2245
  %2268 = xor i32 %2267, %2254
  %2269 = add i32 %2253, -1640531527
  %2270 = add i32 %2254, -1150833019
  %2271 = zext i32 %2266 to i64
  %2272 = mul i64 3528531795, %2271
  %2273 = zext i32 %2268 to i64
  %2274 = mul i64 3449720151, %2273
  %2275 = lshr i64 %2272, 32
  %2276 = trunc i64 %2275 to i32
  %2277 = trunc i64 %2272 to i32
  %2278 = lshr i64 %2274, 32
  %2279 = trunc i64 %2278 to i32
  %2280 = trunc i64 %2274 to i32
  %2281 = xor i32 %2279, %2264
  %2282 = xor i32 %2281, %2269
  %2283 = xor i32 %2276, %2261
  %2284 = xor i32 %2283, %2270
  %2285 = add i32 %2269, -1640531527
  %2286 = add i32 %2270, -1150833019
  %2287 = zext i32 %2282 to i64
  %2288 = mul i64 3528531795, %2287
  %2289 = zext i32 %2284 to i64
  %2290 = mul i64 3449720151, %2289
  %2291 = lshr i64 %2288, 32
  %2292 = trunc i64 %2291 to i32
  %2293 = trunc i64 %2288 to i32
  %2294 = lshr i64 %2290, 32
  %2295 = trunc i64 %2294 to i32
  %2296 = trunc i64 %2290 to i32
  %2297 = xor i32 %2295, %2280
  %2298 = xor i32 %2297, %2285
  %2299 = xor i32 %2292, %2277
  %2300 = xor i32 %2299, %2286
  %2301 = add i32 %2285, -1640531527
  %2302 = add i32 %2286, -1150833019
  %2303 = zext i32 %2298 to i64
  %2304 = mul i64 3528531795, %2303
  %2305 = zext i32 %2300 to i64
  %2306 = mul i64 3449720151, %2305
  %2307 = lshr i64 %2304, 32
  %2308 = trunc i64 %2307 to i32
  %2309 = trunc i64 %2304 to i32
  %2310 = lshr i64 %2306, 32
  %2311 = trunc i64 %2310 to i32
  %2312 = trunc i64 %2306 to i32
  %2313 = xor i32 %2311, %2296
  %2314 = xor i32 %2313, %2301
  %2315 = xor i32 %2308, %2293
  %2316 = xor i32 %2315, %2302
  %2317 = add i32 %2301, -1640531527
  %2318 = add i32 %2302, -1150833019
  %2319 = zext i32 %2314 to i64
  %2320 = mul i64 3528531795, %2319
  %2321 = zext i32 %2316 to i64
  %2322 = mul i64 3449720151, %2321
  %2323 = lshr i64 %2320, 32
  %2324 = trunc i64 %2323 to i32
  %2325 = trunc i64 %2320 to i32
  %2326 = lshr i64 %2322, 32
  %2327 = trunc i64 %2326 to i32
  %2328 = trunc i64 %2322 to i32
  %2329 = xor i32 %2327, %2312
  %2330 = xor i32 %2329, %2317
  %2331 = xor i32 %2324, %2309
  %2332 = xor i32 %2331, %2318
  %2333 = add i32 %2317, -1640531527
  %2334 = add i32 %2318, -1150833019
  %2335 = zext i32 %2330 to i64
  %2336 = mul i64 3528531795, %2335
  %2337 = zext i32 %2332 to i64
  %2338 = mul i64 3449720151, %2337
  %2339 = lshr i64 %2336, 32
  %2340 = trunc i64 %2339 to i32
  %2341 = trunc i64 %2336 to i32
  %2342 = lshr i64 %2338, 32
  %2343 = trunc i64 %2342 to i32
  %2344 = trunc i64 %2338 to i32
  %2345 = xor i32 %2343, %2328
  %2346 = xor i32 %2345, %2333
  %2347 = xor i32 %2340, %2325
  %2348 = xor i32 %2347, %2334
  %2349 = add i32 %2333, -1640531527
  %2350 = add i32 %2334, -1150833019
  %2351 = zext i32 %2346 to i64
  %2352 = mul i64 3528531795, %2351
  %2353 = zext i32 %2348 to i64
  %2354 = mul i64 3449720151, %2353
  %2355 = lshr i64 %2352, 32
  %2356 = trunc i64 %2355 to i32
  %2357 = trunc i64 %2352 to i32
  %2358 = lshr i64 %2354, 32
  %2359 = trunc i64 %2358 to i32
  %2360 = trunc i64 %2354 to i32
  %2361 = xor i32 %2359, %2344
  %2362 = xor i32 %2361, %2349
  %2363 = xor i32 %2356, %2341
  %2364 = xor i32 %2363, %2350
  %2365 = add i32 %2349, -1640531527
  %2366 = add i32 %2350, -1150833019
  %2367 = zext i32 %2362 to i64
  %2368 = mul i64 3528531795, %2367
  %2369 = zext i32 %2364 to i64
  %2370 = mul i64 3449720151, %2369
  %2371 = lshr i64 %2368, 32
  %2372 = trunc i64 %2371 to i32
  %2373 = trunc i64 %2368 to i32
  %2374 = lshr i64 %2370, 32
  %2375 = trunc i64 %2374 to i32
  %2376 = trunc i64 %2370 to i32
  %2377 = xor i32 %2375, %2360
  %2378 = xor i32 %2377, %2365
  %2379 = xor i32 %2372, %2357
  %2380 = xor i32 %2379, %2366
  %which263 = and i64 %feature256, 3
  %2381 = and i64 %which263, 2
  %second_pair264 = icmp ne i64 %2381, 0
  %2382 = select i1 %second_pair264, i32 %2380, i32 %2378
  %2383 = select i1 %second_pair264, i32 %2373, i32 %2376
  %2384 = lshr i32 %2382, 9
  %2385 = sitofp i32 %2384 to float
  %2386 = fadd float %2385, 5.000000e-01
  %2387 = fmul float %2386, 0x3E80000000000000
  %2388 = lshr i32 %2383, 9
  %2389 = sitofp i32 %2388 to float
  %2390 = fadd float %2389, 5.000000e-01
  %2391 = fmul float %2390, 0x3E80000000000000
  %2392 = bitcast float %2387 to i32
  %2393 = add i32 %2392, 4913933
  %2394 = lshr i32 %2393, 23
  %2395 = sub i32 %2394, 127
  %2396 = and i32 %2393, 8388607
  %2397 = add i32 %2396, 1060439283
  %2398 = bitcast i32 %2397 to float
  %2399 = fsub float %2398, 1.000000e+00
  %2400 = fadd float 2.000000e+00, %2399
  %2401 = fdiv float %2399, %2400
  %2402 = fmul float %2401, %2401
  %2403 = fmul float %2402, %2402
  %2404 = fmul float %2403, 0x3FCF13C4C0000000
  %2405 = fadd float 0x3FD999C260000000, %2404
  %2406 = fmul float %2403, %2405
  %2407 = fmul float %2403, 0x3FD23D3DC0000000
  %2408 = fadd float 0x3FE5555540000000, %2407
  %2409 = fmul float %2402, %2408
  %2410 = fadd float %2409, %2406
  %2411 = fmul float 5.000000e-01, %2399
  %2412 = fmul float %2411, %2399
  %2413 = sitofp i32 %2395 to float
  %2414 = fadd float %2412, %2410
  %2415 = fmul float %2401, %2414
  %2416 = fmul float %2413, 0x3EE2FEFA20000000
  %2417 = fadd float %2415, %2416
  %2418 = fsub float %2417, %2412
  %2419 = fadd float %2418, %2399
  %2420 = fmul float %2413, 0x3FE62E3000000000
  %2421 = fadd float %2419, %2420
  %2422 = fmul float -2.000000e+00, %2421
  %2423 = call float @llvm.sqrt.f32(float %2422)
  %2424 = fpext float %2391 to double
  %2425 = fmul double %2424, 4.000000e+00
  %2426 = fadd double %2425, 0x4338000000000000
  %2427 = fsub double %2426, 0x4338000000000000
  %2428 = fsub double %2425, %2427
  %2429 = fmul double %2428, 0x3FF921FB54442D18
  %2430 = fmul double %2429, %2429
  %2431 = fmul double %2430, 0x3EC71DE3A556C734
  %2432 = fadd double 0xBF2A01A01A01A01A, %2431
  %2433 = fmul double %2430, %2432
  %2434 = fadd double 0x3F81111111111111, %2433
  %2435 = fmul double %2430, %2434
  %2436 = fadd double 0xBFC5555555555555, %2435
  %2437 = fmul double %2429, %2430
  %2438 = fmul double %2437, %2436
  %2439 = fadd double %2429, %2438
  %2440 = fmul double %2430, 0xBE927E4FB7789F5C
  %2441 = fadd double 0x3EFA01A01A01A01A, %2440
  %2442 = fmul double %2430, %2441
  %2443 = fadd double 0xBF56C16C16C16C17, %2442
  %2444 = fmul double %2430, %2443
  %2445 = fadd double 0x3FA5555555555555, %2444
  %2446 = fmul double %2430, %2430
  %2447 = fmul double %2446, %2445
  %2448 = fmul double 5.000000e-01, %2430
  %2449 = fsub double 1.000000e+00, %2448
  %2450 = fadd double %2449, %2447
  %2451 = fneg double %2439
  %2452 = fneg double %2450
  %2453 = bitcast double %2426 to i64
  %2454 = and i64 %2453, 1
  %2455 = and i64 %2453, 2
  %2456 = icmp eq i64 %2454, 1
  %2457 = icmp eq i64 %2455, 2
  %2458 = select i1 %2457, double %2451, double %2439
  %2459 = select i1 %2457, double %2452, double %2450
  %2460 = select i1 %2456, double %2459, double %2458
  %2461 = select i1 %2457, double %2452, double %2450
  %2462 = select i1 %2457, double %2439, double %2451
  %2463 = select i1 %2456, double %2462, double %2461
  %2464 = fptrunc double %2460 to float
  %2465 = fptrunc double %2463 to float
  %2466 = fmul float %2423, %2465
  %2467 = fmul float %2423, %2464
  %2468 = and i64 %which263, 1
  %odd265 = icmp ne i64 %2468, 0
  %normal266 = select i1 %odd265, float %2467, float %2466
  %2469 = fmul float %normal266, %noise_scale31
  %2470 = fadd float %2210, %2469
  %bits267 = bitcast float %2470 to i32
  %magnitude268 = and i32 %bits267, 2147483647
  %is_nan269 = icmp ugt i32 %magnitude268, 2139095040
  %canonical270 = select i1 %is_nan269, i32 2143289344, i32 %bits267
  store i32 %canonical270, ptr %2146, align 4
  br label %slot.done259

slot.done259:                                     ; preds = %slot.then258, %slot.done244
  %feature271 = add i64 %lane, 4096
  %valid272 = icmp ult i64 %feature271, %n_features
  %2471 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid272, label %slot.then273, label %slot.done274

slot.then273:                                     ; preds = %slot.done259
  %2472 = load float, ptr %2471, align 4
  %2473 = fmul float 2.000000e+00, %2472
  %2474 = fmul float 0x3FA99999A0000000, %2473
  %2475 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature271
  %2476 = load float, ptr addrspace(1) %2475, align 4
  %2477 = fmul float -1.000000e+00, %2476
  %2478 = fadd float %2474, %2477
  %2479 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %2480 = fdiv float 1.000000e+00, %2479
  %2481 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2482 = fsub float %2472, %2481
  %2483 = fcmp olt float %2482, -1.040000e+02
  %2484 = select i1 %2483, float -1.040000e+02, float %2482
  %2485 = fcmp olt float 8.900000e+01, %2484
  %2486 = select i1 %2485, float 8.900000e+01, float %2484
  %2487 = fmul float %2486, 0x3FF7154760000000
  %2488 = fadd float %2487, 0x4168000000000000
  %2489 = fsub float %2488, 0x4168000000000000
  %2490 = bitcast float %2488 to i32
  %2491 = sub i32 %2490, 1262485504
  %2492 = fmul float %2489, 0x3FE62E4000000000
  %2493 = fsub float %2486, %2492
  %2494 = fmul float %2489, 0x3EB7F7D1C0000000
  %2495 = fsub float %2493, %2494
  %2496 = fmul float %2495, %2495
  %2497 = fmul float %2496, 0x3E66376980000000
  %2498 = fadd float 0xBEBBBD41C0000000, %2497
  %2499 = fmul float %2496, %2498
  %2500 = fadd float 0x3F11566AA0000000, %2499
  %2501 = fmul float %2496, %2500
  %2502 = fadd float 0xBF66C16C20000000, %2501
  %2503 = fmul float %2496, %2502
  %2504 = fadd float 0x3FC5555560000000, %2503
  %2505 = fmul float %2496, %2504
  %2506 = fsub float %2495, %2505
  %2507 = fmul float %2495, %2506
  %2508 = fsub float 2.000000e+00, %2506
  %2509 = fdiv float %2507, %2508
  %2510 = fsub float %2494, %2509
  %2511 = fsub float %2510, %2493
  %2512 = fsub float 1.000000e+00, %2511
  %2513 = add i32 %2491, 256
  %2514 = lshr i32 %2513, 1
  %2515 = sub i32 %2514, 1
  %2516 = add i32 %2491, 255
  %2517 = sub i32 %2516, %2514
  %2518 = shl i32 %2515, 23
  %2519 = shl i32 %2517, 23
  %2520 = bitcast i32 %2518 to float
  %2521 = bitcast i32 %2519 to float
  %2522 = fmul float %2512, %2520
  %2523 = fmul float %2522, %2521
  %2524 = fcmp uno float %2482, %2482
  %2525 = select i1 %2524, float 0x7FF8000000000000, float %2523
  %2526 = fmul float %2480, %2525
  %2527 = fadd float %2478, %2526
  %feature275 = uitofp i64 %feature271 to float
  %2528 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %2529 = fcmp oeq float %feature275, %2528
  %2530 = select i1 %2529, float 1.000000e+00, float 0.000000e+00
  %2531 = fcmp une float %2530, 0.000000e+00
  %2532 = select i1 %2531, float 0x3FB99999A0000000, float 0.000000e+00
  %2533 = fadd float %2527, %2532
  %2534 = fmul float %2533, %eta
  %2535 = fsub float %2472, %2534
  %2536 = add i64 %n_features, 3
  %groups276 = lshr i64 %2536, 2
  %2537 = mul i64 %row, %groups276
  %2538 = lshr i64 %feature271, 2
  %group277 = add i64 %2537, %2538
  %2539 = trunc i64 %key0 to i32
  %2540 = lshr i64 %key0, 32
  %2541 = trunc i64 %2540 to i32
  %2542 = trunc i64 %group277 to i32
  %2543 = trunc i64 %key1_step to i32
  %2544 = lshr i64 %key1_step, 32
  %2545 = trunc i64 %2544 to i32
  %2546 = lshr i64 %group277, 32
  %2547 = trunc i64 %2546 to i32
  %2548 = zext i32 %2542 to i64
  %2549 = mul i64 3528531795, %2548
  %2550 = zext i32 %2545 to i64
  %2551 = mul i64 3449720151, %2550
  %2552 = lshr i64 %2549, 32
  %2553 = trunc i64 %2552 to i32
  %2554 = trunc i64 %2549 to i32
  %2555 = lshr i64 %2551, 32
  %2556 = trunc i64 %2555 to i32
  %2557 = trunc i64 %2551 to i32
  %2558 = xor i32 %2556, %2543
  %2559 = xor i32 %2558, %2539
  %2560 = xor i32 %2553, %2547
  %2561 = xor i32 %2560, %2541
  %2562 = add i32 %2539, -1640531527
  %2563 = add i32 %2541, -1150833019
  %2564 = zext i32 %2559 to i64
  %2565 = mul i64 3528531795, %2564
  %2566 = zext i32 %2561 to i64
  %2567 = mul i64 3449720151, %2566
  %2568 = lshr i64 %2565, 32
  %2569 = trunc i64 %2568 to i32
  %2570 = trunc i64 %2565 to i32
  %2571 = lshr i64 %2567, 32
  %2572 = trunc i64 %2571 to i32
  %2573 = trunc i64 %2567 to i32
  %2574 = xor i32 %2572, %2557
  %2575 = xor i32 %2574, %2562
  %2576 = xor i32 %2569, %2554
  %2577 = xor i32 %2576, %2563
  %2578 = add i32 %2562, -1640531527
  %2579 = add i32 %2563, -1150833019
  %2580 = zext i32 %2575 to i64
  %2581 = mul i64 3528531795, %2580
  %2582 = zext i32 %2577 to i64
  %2583 = mul i64 3449720151, %2582
  %2584 = lshr i64 %2581, 32
  %2585 = trunc i64 %2584 to i32
  %2586 = trunc i64 %2581 to i32
  %2587 = lshr i64 %2583, 32
  %2588 = trunc i64 %2587 to i32
  %2589 = trunc i64 %2583 to i32
  %2590 = xor i32 %2588, %2573
  %2591 = xor i32 %2590, %2578
  %2592 = xor i32 %2585, %2570
  %2593 = xor i32 %2592, %2579
  %2594 = add i32 %2578, -1640531527
  %2595 = add i32 %2579, -1150833019
  %2596 = zext i32 %2591 to i64
  %2597 = mul i64 3528531795, %2596
  %2598 = zext i32 %2593 to i64
  %2599 = mul i64 3449720151, %2598
  %2600 = lshr i64 %2597, 32
  %2601 = trunc i64 %2600 to i32
  %2602 = trunc i64 %2597 to i32
  %2603 = lshr i64 %2599, 32
  %2604 = trunc i64 %2603 to i32
  %2605 = trunc i64 %2599 to i32
  %2606 = xor i32 %2604, %2589
  %2607 = xor i32 %2606, %2594
  %2608 = xor i32 %2601, %2586
  %2609 = xor i32 %2608, %2595
  %2610 = add i32 %2594, -1640531527
  %2611 = add i32 %2595, -1150833019
  %2612 = zext i32 %2607 to i64
  %2613 = mul i64 3528531795, %2612
  %2614 = zext i32 %2609 to i64
  %2615 = mul i64 3449720151, %2614
  %2616 = lshr i64 %2613, 32
  %2617 = trunc i64 %2616 to i32
  %2618 = trunc i64 %2613 to i32
  %2619 = lshr i64 %2615, 32
  %2620 = trunc i64 %2619 to i32
  %2621 = trunc i64 %2615 to i32
  %2622 = xor i32 %2620, %2605
  %2623 = xor i32 %2622, %2610
  %2624 = xor i32 %2617, %2602
  %2625 = xor i32 %2624, %2611
  %2626 = add i32 %2610, -1640531527
  %2627 = add i32 %2611, -1150833019
  %2628 = zext i32 %2623 to i64
  %2629 = mul i64 3528531795, %2628
  %2630 = zext i32 %2625 to i64
  %2631 = mul i64 3449720151, %2630
  %2632 = lshr i64 %2629, 32
  %2633 = trunc i64 %2632 to i32
  %2634 = trunc i64 %2629 to i32
  %2635 = lshr i64 %2631, 32
  %2636 = trunc i64 %2635 to i32
  %2637 = trunc i64 %2631 to i32
  %2638 = xor i32 %2636, %2621
  %2639 = xor i32 %2638, %2626
  %2640 = xor i32 %2633, %2618
  %2641 = xor i32 %2640, %2627
  %2642 = add i32 %2626, -1640531527
  %2643 = add i32 %2627, -1150833019
  %2644 = zext i32 %2639 to i64
  %2645 = mul i64 3528531795, %2644
  %2646 = zext i32 %2641 to i64
  %2647 = mul i64 3449720151, %2646
  %2648 = lshr i64 %2645, 32
  %2649 = trunc i64 %2648 to i32
  %2650 = trunc i64 %2645 to i32
  %2651 = lshr i64 %2647, 32
  %2652 = trunc i64 %2651 to i32
  %2653 = trunc i64 %2647 to i32
  %2654 = xor i32 %2652, %2637
  %2655 = xor i32 %2654, %2642
  %2656 = xor i32 %2649, %2634
  %2657 = xor i32 %2656, %2643
  %2658 = add i32 %2642, -1640531527
  %2659 = add i32 %2643, -1150833019
  %2660 = zext i32 %2655 to i64
  %2661 = mul i64 3528531795, %2660
  %2662 = zext i32 %2657 to i64
  %2663 = mul i64 3449720151, %2662
  %2664 = lshr i64 %2661, 32
  %2665 = trunc i64 %2664 to i32
  %2666 = trunc i64 %2661 to i32
  %2667 = lshr i64 %2663, 32
  %2668 = trunc i64 %2667 to i32
  %2669 = trunc i64 %2663 to i32
  %2670 = xor i32 %2668, %2653
  %2671 = xor i32 %2670, %2658
  %2672 = xor i32 %2665, %2650
  %2673 = xor i32 %2672, %2659
  %2674 = add i32 %2658, -1640531527
  %2675 = add i32 %2659, -1150833019
  %2676 = zext i32 %2671 to i64
  %2677 = mul i64 3528531795, %2676
  %2678 = zext i32 %2673 to i64
  %2679 = mul i64 3449720151, %2678
  %2680 = lshr i64 %2677, 32
  %2681 = trunc i64 %2680 to i32
  %2682 = trunc i64 %2677 to i32
  %2683 = lshr i64 %2679, 32
  %2684 = trunc i64 %2683 to i32
  %2685 = trunc i64 %2679 to i32
  %2686 = xor i32 %2684, %2669
  %2687 = xor i32 %2686, %2674
  %2688 = xor i32 %2681, %2666
  %2689 = xor i32 %2688, %2675
  %2690 = add i32 %2674, -1640531527
  %2691 = add i32 %2675, -1150833019
  %2692 = zext i32 %2687 to i64
  %2693 = mul i64 3528531795, %2692
  %2694 = zext i32 %2689 to i64
  %2695 = mul i64 3449720151, %2694
  %2696 = lshr i64 %2693, 32
  %2697 = trunc i64 %2696 to i32
  %2698 = trunc i64 %2693 to i32
  %2699 = lshr i64 %2695, 32
  %2700 = trunc i64 %2699 to i32
  %2701 = trunc i64 %2695 to i32
  %2702 = xor i32 %2700, %2685
  %2703 = xor i32 %2702, %2690
  %2704 = xor i32 %2697, %2682
  %2705 = xor i32 %2704, %2691
  %which278 = and i64 %feature271, 3
  %2706 = and i64 %which278, 2
  %second_pair279 = icmp ne i64 %2706, 0
  %2707 = select i1 %second_pair279, i32 %2705, i32 %2703
  %2708 = select i1 %second_pair279, i32 %2698, i32 %2701
  %2709 = lshr i32 %2707, 9
  %2710 = sitofp i32 %2709 to float
  %2711 = fadd float %2710, 5.000000e-01
  %2712 = fmul float %2711, 0x3E80000000000000
  %2713 = lshr i32 %2708, 9
  %2714 = sitofp i32 %2713 to float
  %2715 = fadd float %2714, 5.000000e-01
  %2716 = fmul float %2715, 0x3E80000000000000
  %2717 = bitcast float %2712 to i32
  %2718 = add i32 %2717, 4913933
  %2719 = lshr i32 %2718, 23
  %2720 = sub i32 %2719, 127
  %2721 = and i32 %2718, 8388607
  %2722 = add i32 %2721, 1060439283
  %2723 = bitcast i32 %2722 to float
  %2724 = fsub float %2723, 1.000000e+00
  %2725 = fadd float 2.000000e+00, %2724
  %2726 = fdiv float %2724, %2725
  %2727 = fmul float %2726, %2726
  %2728 = fmul float %2727, %2727
  %2729 = fmul float %2728, 0x3FCF13C4C0000000
  %2730 = fadd float 0x3FD999C260000000, %2729
  %2731 = fmul float %2728, %2730
  %2732 = fmul float %2728, 0x3FD23D3DC0000000
  %2733 = fadd float 0x3FE5555540000000, %2732
  %2734 = fmul float %2727, %2733
  %2735 = fadd float %2734, %2731
  %2736 = fmul float 5.000000e-01, %2724
  %2737 = fmul float %2736, %2724
  %2738 = sitofp i32 %2720 to float
  %2739 = fadd float %2737, %2735
  %2740 = fmul float %2726, %2739
  %2741 = fmul float %2738, 0x3EE2FEFA20000000
  %2742 = fadd float %2740, %2741
  %2743 = fsub float %2742, %2737
  %2744 = fadd float %2743, %2724
  %2745 = fmul float %2738, 0x3FE62E3000000000
  %2746 = fadd float %2744, %2745
  %2747 = fmul float -2.000000e+00, %2746
  %2748 = call float @llvm.sqrt.f32(float %2747)
  %2749 = fpext float %2716 to double
  %2750 = fmul double %2749, 4.000000e+00
  %2751 = fadd double %2750, 0x4338000000000000
  %2752 = fsub double %2751, 0x4338000000000000
  %2753 = fsub double %2750, %2752
  %2754 = fmul double %2753, 0x3FF921FB54442D18
  %2755 = fmul double %2754, %2754
  %2756 = fmul double %2755, 0x3EC71DE3A556C734
  %2757 = fadd double 0xBF2A01A01A01A01A, %2756
  %2758 = fmul double %2755, %2757
  %2759 = fadd double 0x3F81111111111111, %2758
  %2760 = fmul double %2755, %2759
  %2761 = fadd double 0xBFC5555555555555, %2760
  %2762 = fmul double %2754, %2755
  %2763 = fmul double %2762, %2761
  %2764 = fadd double %2754, %2763
  %2765 = fmul double %2755, 0xBE927E4FB7789F5C
  %2766 = fadd double 0x3EFA01A01A01A01A, %2765
  %2767 = fmul double %2755, %2766
  %2768 = fadd double 0xBF56C16C16C16C17, %2767
  %2769 = fmul double %2755, %2768
  %2770 = fadd double 0x3FA5555555555555, %2769
  %2771 = fmul double %2755, %2755
  %2772 = fmul double %2771, %2770
  %2773 = fmul double 5.000000e-01, %2755
  %2774 = fsub double 1.000000e+00, %2773
  %2775 = fadd double %2774, %2772
  %2776 = fneg double %2764
  %2777 = fneg double %2775
  %2778 = bitcast double %2751 to i64
  %2779 = and i64 %2778, 1
  %2780 = and i64 %2778, 2
  %2781 = icmp eq i64 %2779, 1
  %2782 = icmp eq i64 %2780, 2
  %2783 = select i1 %2782, double %2776, double %2764
  %2784 = select i1 %2782, double %2777, double %2775
  %2785 = select i1 %2781, double %2784, double %2783
  %2786 = select i1 %2782, double %2777, double %2775
  %2787 = select i1 %2782, double %2764, double %2776
  %2788 = select i1 %2781, double %2787, double %2786
  %2789 = fptrunc double %2785 to float
  %2790 = fptrunc double %2788 to float
  %2791 = fmul float %2748, %2790
  %2792 = fmul float %2748, %2789
  %2793 = and i64 %which278, 1
  %odd280 = icmp ne i64 %2793, 0
  %normal281 = select i1 %odd280, float %2792, float %2791
  %2794 = fmul float %normal281, %noise_scale31
  %2795 = fadd float %2535, %2794
  %bits282 = bitcast float %2795 to i32
  %magnitude283 = and i32 %bits282, 2147483647
  %is_nan284 = icmp ugt i32 %magnitude283, 2139095040
  %canonical285 = select i1 %is_nan284, i32 2143289344, i32 %bits282
  store i32 %canonical285, ptr %2471, align 4
  br label %slot.done274

slot.done274:                                     ; preds = %slot.then273, %slot.done259
  %feature286 = add i64 %lane, 5120
  %valid287 = icmp ult i64 %feature286, %n_features
  %2796 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid287, label %slot.then288, label %slot.done289

slot.then288:                                     ; preds = %slot.done274
  %2797 = load float, ptr %2796, align 4
  %2798 = fmul float 2.000000e+00, %2797
  %2799 = fmul float 0x3FA99999A0000000, %2798
  %2800 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature286
  %2801 = load float, ptr addrspace(1) %2800, align 4
  %2802 = fmul float -1.000000e+00, %2801
  %2803 = fadd float %2799, %2802
  %2804 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %2805 = fdiv float 1.000000e+00, %2804
  %2806 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2807 = fsub float %2797, %2806
  %2808 = fcmp olt float %2807, -1.040000e+02
  %2809 = select i1 %2808, float -1.040000e+02, float %2807
  %2810 = fcmp olt float 8.900000e+01, %2809
  %2811 = select i1 %2810, float 8.900000e+01, float %2809
  %2812 = fmul float %2811, 0x3FF7154760000000
  %2813 = fadd float %2812, 0x4168000000000000
  %2814 = fsub float %2813, 0x4168000000000000
  %2815 = bitcast float %2813 to i32
  %2816 = sub i32 %2815, 1262485504
  %2817 = fmul float %2814, 0x3FE62E4000000000
  %2818 = fsub float %2811, %2817
  %2819 = fmul float %2814, 0x3EB7F7D1C0000000
  %2820 = fsub float %2818, %2819
  %2821 = fmul float %2820, %2820
  %2822 = fmul float %2821, 0x3E66376980000000
  %2823 = fadd float 0xBEBBBD41C0000000, %2822
  %2824 = fmul float %2821, %2823
  %2825 = fadd float 0x3F11566AA0000000, %2824
  %2826 = fmul float %2821, %2825
  %2827 = fadd float 0xBF66C16C20000000, %2826
  %2828 = fmul float %2821, %2827
  %2829 = fadd float 0x3FC5555560000000, %2828
  %2830 = fmul float %2821, %2829
  %2831 = fsub float %2820, %2830
  %2832 = fmul float %2820, %2831
  %2833 = fsub float 2.000000e+00, %2831
  %2834 = fdiv float %2832, %2833
  %2835 = fsub float %2819, %2834
  %2836 = fsub float %2835, %2818
  %2837 = fsub float 1.000000e+00, %2836
  %2838 = add i32 %2816, 256
  %2839 = lshr i32 %2838, 1
  %2840 = sub i32 %2839, 1
  %2841 = add i32 %2816, 255
  %2842 = sub i32 %2841, %2839
  %2843 = shl i32 %2840, 23
  %2844 = shl i32 %2842, 23
  %2845 = bitcast i32 %2843 to float
  %2846 = bitcast i32 %2844 to float
  %2847 = fmul float %2837, %2845
  %2848 = fmul float %2847, %2846
  %2849 = fcmp uno float %2807, %2807
  %2850 = select i1 %2849, float 0x7FF8000000000000, float %2848
  %2851 = fmul float %2805, %2850
  %2852 = fadd float %2803, %2851
  %feature290 = uitofp i64 %feature286 to float
  %2853 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %2854 = fcmp oeq float %feature290, %2853
  %2855 = select i1 %2854, float 1.000000e+00, float 0.000000e+00
  %2856 = fcmp une float %2855, 0.000000e+00
  %2857 = select i1 %2856, float 0x3FB99999A0000000, float 0.000000e+00
  %2858 = fadd float %2852, %2857
  %2859 = fmul float %2858, %eta
  %2860 = fsub float %2797, %2859
  %2861 = add i64 %n_features, 3
  %groups291 = lshr i64 %2861, 2
  %2862 = mul i64 %row, %groups291
  %2863 = lshr i64 %feature286, 2
  %group292 = add i64 %2862, %2863
  %2864 = trunc i64 %key0 to i32
  %2865 = lshr i64 %key0, 32
  %2866 = trunc i64 %2865 to i32
  %2867 = trunc i64 %group292 to i32
  %2868 = trunc i64 %key1_step to i32
  %2869 = lshr i64 %key1_step, 32
  %2870 = trunc i64 %2869 to i32
  %2871 = lshr i64 %group292, 32
  %2872 = trunc i64 %2871 to i32
  %2873 = zext i32 %2867 to i64
  %2874 = mul i64 3528531795, %2873
  %2875 = zext i32 %2870 to i64
  %2876 = mul i64 3449720151, %2875
  %2877 = lshr i64 %2874, 32
  %2878 = trunc i64 %2877 to i32
  %2879 = trunc i64 %2874 to i32
  %2880 = lshr i64 %2876, 32
  %2881 = trunc i64 %2880 to i32
  %2882 = trunc i64 %2876 to i32
  %2883 = xor i32 %2881, %2868
  %2884 = xor i32 %2883, %2864
  %2885 = xor i32 %2878, %2872
  %2886 = xor i32 %2885, %2866
  %2887 = add i32 %2864, -1640531527
  %2888 = add i32 %2866, -1150833019
  %2889 = zext i32 %2884 to i64
  %2890 = mul i64 3528531795, %2889
  %2891 = zext i32 %2886 to i64
  %2892 = mul i64 3449720151, %2891
  %2893 = lshr i64 %2890, 32
  %2894 = trunc i64 %2893 to i32
  %2895 = trunc i64 %2890 to i32
  %2896 = lshr i64 %2892, 32
  %2897 = trunc i64 %2896 to i32
  %2898 = trunc i64 %2892 to i32
  %2899 = xor i32 %2897, %2882
  %2900 = xor i32 %2899, %2887
  %2901 = xor i32 %2894, %2879
  %2902 = xor i32 %2901, %2888
  %2903 = add i32 %2887, -1640531527
  %2904 = add i32 %2888, -1150833019
  %2905 = zext i32 %2900 to i64
  %2906 = mul i64 3528531795, %2905
  %2907 = zext i32 %2902 to i64
  %2908 = mul i64 3449720151, %2907
  %2909 = lshr i64 %2906, 32
  %2910 = trunc i64 %2909 to i32
  %2911 = trunc i64 %2906 to i32
  %2912 = lshr i64 %2908, 32
  %2913 = trunc i64 %2912 to i32
  %2914 = trunc i64 %2908 to i32
  %2915 = xor i32 %2913, %2898
  %2916 = xor i32 %2915, %2903
  %2917 = xor i32 %2910, %2895
  %2918 = xor i32 %2917, %2904
  %2919 = add i32 %2903, -1640531527
  %2920 = add i32 %2904, -1150833019
  %2921 = zext i32 %2916 to i64
  %2922 = mul i64 3528531795, %2921
  %2923 = zext i32 %2918 to i64
  %2924 = mul i64 3449720151, %2923
  %2925 = lshr i64 %2922, 32
  %2926 = trunc i64 %2925 to i32
  %2927 = trunc i64 %2922 to i32
  %2928 = lshr i64 %2924, 32
  %2929 = trunc i64 %2928 to i32
  %2930 = trunc i64 %2924 to i32
  %2931 = xor i32 %2929, %2914
  %2932 = xor i32 %2931, %2919
  %2933 = xor i32 %2926, %2911
  %2934 = xor i32 %2933, %2920
  %2935 = add i32 %2919, -1640531527
  %2936 = add i32 %2920, -1150833019
  %2937 = zext i32 %2932 to i64
  %2938 = mul i64 3528531795, %2937
  %2939 = zext i32 %2934 to i64
  %2940 = mul i64 3449720151, %2939
  %2941 = lshr i64 %2938, 32
  %2942 = trunc i64 %2941 to i32
  %2943 = trunc i64 %2938 to i32
  %2944 = lshr i64 %2940, 32
  %2945 = trunc i64 %2944 to i32
  %2946 = trunc i64 %2940 to i32
  %2947 = xor i32 %2945, %2930
  %2948 = xor i32 %2947, %2935
  %2949 = xor i32 %2942, %2927
  %2950 = xor i32 %2949, %2936
  %2951 = add i32 %2935, -1640531527
  %2952 = add i32 %2936, -1150833019
  %2953 = zext i32 %2948 to i64
  %2954 = mul i64 3528531795, %2953
  %2955 = zext i32 %2950 to i64
  %2956 = mul i64 3449720151, %2955
  %2957 = lshr i64 %2954, 32
  %2958 = trunc i64 %2957 to i32
  %2959 = trunc i64 %2954 to i32
  %2960 = lshr i64 %2956, 32
  %2961 = trunc i64 %2960 to i32
  %2962 = trunc i64 %2956 to i32
  %2963 = xor i32 %2961, %2946
  %2964 = xor i32 %2963, %2951
  %2965 = xor i32 %2958, %2943
  %2966 = xor i32 %2965, %2952
  %2967 = add i32 %2951, -1640531527
  %2968 = add i32 %2952, -1150833019
  %2969 = zext i32 %2964 to i64
  %2970 = mul i64 3528531795, %2969
  %2971 = zext i32 %2966 to i64
  %2972 = mul i64 3449720151, %2971
  %2973 = lshr i64 %2970, 32
  %2974 = trunc i64 %2973 to i32
  %2975 = trunc i64 %2970 to i32
  %2976 = lshr i64 %2972, 32
  %2977 = trunc i64 %2976 to i32
  %2978 = trunc i64 %2972 to i32
  %2979 = xor i32 %2977, %2962
  %2980 = xor i32 %2979, %2967
  %2981 = xor i32 %2974, %2959
  %2982 = xor i32 %2981, %2968
  %2983 = add i32 %2967, -1640531527
  %2984 = add i32 %2968, -1150833019
  %2985 = zext i32 %2980 to i64
  %2986 = mul i64 3528531795, %2985
  %2987 = zext i32 %2982 to i64
  %2988 = mul i64 3449720151, %2987
  %2989 = lshr i64 %2986, 32
  %2990 = trunc i64 %2989 to i32
  %2991 = trunc i64 %2986 to i32
  %2992 = lshr i64 %2988, 32
  %2993 = trunc i64 %2992 to i32
  %2994 = trunc i64 %2988 to i32
  %2995 = xor i32 %2993, %2978
  %2996 = xor i32 %2995, %2983
  %2997 = xor i32 %2990, %2975
  %2998 = xor i32 %2997, %2984
  %2999 = add i32 %2983, -1640531527
  %3000 = add i32 %2984, -1150833019
  %3001 = zext i32 %2996 to i64
  %3002 = mul i64 3528531795, %3001
  %3003 = zext i32 %2998 to i64
  %3004 = mul i64 3449720151, %3003
  %3005 = lshr i64 %3002, 32
  %3006 = trunc i64 %3005 to i32
  %3007 = trunc i64 %3002 to i32
  %3008 = lshr i64 %3004, 32
  %3009 = trunc i64 %3008 to i32
  %3010 = trunc i64 %3004 to i32
  %3011 = xor i32 %3009, %2994
  %3012 = xor i32 %3011, %2999
  %3013 = xor i32 %3006, %2991
  %3014 = xor i32 %3013, %3000
  %3015 = add i32 %2999, -1640531527
  %3016 = add i32 %3000, -1150833019
  %3017 = zext i32 %3012 to i64
  %3018 = mul i64 3528531795, %3017
  %3019 = zext i32 %3014 to i64
  %3020 = mul i64 3449720151, %3019
  %3021 = lshr i64 %3018, 32
  %3022 = trunc i64 %3021 to i32
  %3023 = trunc i64 %3018 to i32
  %3024 = lshr i64 %3020, 32
  %3025 = trunc i64 %3024 to i32
  %3026 = trunc i64 %3020 to i32
  %3027 = xor i32 %3025, %3010
  %3028 = xor i32 %3027, %3015
  %3029 = xor i32 %3022, %3007
  %3030 = xor i32 %3029, %3016
  %which293 = and i64 %feature286, 3
  %3031 = and i64 %which293, 2
  %second_pair294 = icmp ne i64 %3031, 0
  %3032 = select i1 %second_pair294, i32 %3030, i32 %3028
  %3033 = select i1 %second_pair294, i32 %3023, i32 %3026
  %3034 = lshr i32 %3032, 9
  %3035 = sitofp i32 %3034 to float
  %3036 = fadd float %3035, 5.000000e-01
  %3037 = fmul float %3036, 0x3E80000000000000
  %3038 = lshr i32 %3033, 9
  %3039 = sitofp i32 %3038 to float
  %3040 = fadd float %3039, 5.000000e-01
  %3041 = fmul float %3040, 0x3E80000000000000
  %3042 = bitcast float %3037 to i32
  %3043 = add i32 %3042, 4913933
  %3044 = lshr i32 %3043, 23
  %3045 = sub i32 %3044, 127
  %3046 = and i32 %3043, 8388607
  %3047 = add i32 %3046, 1060439283
  %3048 = bitcast i32 %3047 to float
  %3049 = fsub float %3048, 1.000000e+00
  %3050 = fadd float 2.000000e+00, %3049
  %3051 = fdiv float %3049, %3050
  %3052 = fmul float %3051, %3051
  %3053 = fmul float %3052, %3052
  %3054 = fmul float %3053, 0x3FCF13C4C0000000
  %3055 = fadd float 0x3FD999C260000000, %3054
  %3056 = fmul float %3053, %3055
  %3057 = fmul float %3053, 0x3FD23D3DC0000000
  %3058 = fadd float 0x3FE5555540000000, %3057
  %3059 = fmul float %3052, %3058
  %3060 = fadd float %3059, %3056
  %3061 = fmul float 5.000000e-01, %3049
  %3062 = fmul float %3061, %3049
  %3063 = sitofp i32 %3045 to float
  %3064 = fadd float %3062, %3060
  %3065 = fmul float %3051, %3064
  %3066 = fmul float %3063, 0x3EE2FEFA20000000
  %3067 = fadd float %3065, %3066
  %3068 = fsub float %3067, %3062
  %3069 = fadd float %3068, %3049
  %3070 = fmul float %3063, 0x3FE62E3000000000
  %3071 = fadd float %3069, %3070
  %3072 = fmul float -2.000000e+00, %3071
  %3073 = call float @llvm.sqrt.f32(float %3072)
  %3074 = fpext float %3041 to double
  %3075 = fmul double %3074, 4.000000e+00
  %3076 = fadd double %3075, 0x4338000000000000
  %3077 = fsub double %3076, 0x4338000000000000
  %3078 = fsub double %3075, %3077
  %3079 = fmul double %3078, 0x3FF921FB54442D18
  %3080 = fmul double %3079, %3079
  %3081 = fmul double %3080, 0x3EC71DE3A556C734
  %3082 = fadd double 0xBF2A01A01A01A01A, %3081
  %3083 = fmul double %3080, %3082
  %3084 = fadd double 0x3F81111111111111, %3083
  %3085 = fmul double %3080, %3084
  %3086 = fadd double 0xBFC5555555555555, %3085
  %3087 = fmul double %3079, %3080
  %3088 = fmul double %3087, %3086
  %3089 = fadd double %3079, %3088
  %3090 = fmul double %3080, 0xBE927E4FB7789F5C
  %3091 = fadd double 0x3EFA01A01A01A01A, %3090
  %3092 = fmul double %3080, %3091
  %3093 = fadd double 0xBF56C16C16C16C17, %3092
  %3094 = fmul double %3080, %3093
  %3095 = fadd double 0x3FA5555555555555, %3094
  %3096 = fmul double %3080, %3080
  %3097 = fmul double %3096, %3095
  %3098 = fmul double 5.000000e-01, %3080
  %3099 = fsub double 1.000000e+00, %3098
  %3100 = fadd double %3099, %3097
  %3101 = fneg double %3089
  %3102 = fneg double %3100
  %3103 = bitcast double %3076 to i64
  %3104 = and i64 %3103, 1
  %3105 = and i64 %3103, 2
  %3106 = icmp eq i64 %3104, 1
  %3107 = icmp eq i64 %3105, 2
  %3108 = select i1 %3107, double %3101, double %3089
  %3109 = select i1 %3107, double %3102, double %3100
  %3110 = select i1 %3106, double %3109, double %3108
  %3111 = select i1 %3107, double %3102, double %3100
  %3112 = select i1 %3107, double %3089, double %3101
  %3113 = select i1 %3106, double %3112, double %3111
  %3114 = fptrunc double %3110 to float
  %3115 = fptrunc double %3113 to float
  %3116 = fmul float %3073, %3115
  %3117 = fmul float %3073, %3114
  %3118 = and i64 %which293, 1
  %odd295 = icmp ne i64 %3118, 0
  %normal296 = select i1 %odd295, float %3117, float %3116
  %3119 = fmul float %normal296, %noise_scale31
  %3120 = fadd float %2860, %3119
  %bits297 = bitcast float %3120 to i32
  %magnitude298 = and i32 %bits297, 2147483647
  %is_nan299 = icmp ugt i32 %magnitude298, 2139095040
  %canonical300 = select i1 %is_nan299, i32 2143289344, i32 %bits297
  store i32 %canonical300, ptr %2796, align 4
  br label %slot.done289

slot.done289:                                     ; preds = %slot.then288, %slot.done274
  %feature301 = add i64 %lane, 6144
  %valid302 = icmp ult i64 %feature301, %n_features
  %3121 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid302, label %slot.then303, label %slot.done304

slot.then303:                                     ; preds = %slot.done289
  %3122 = load float, ptr %3121, align 4
  %3123 = fmul float 2.000000e+00, %3122
  %3124 = fmul float 0x3FA99999A0000000, %3123
  %3125 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature301
  %3126 = load float, ptr addrspace(1) %3125, align 4
  %3127 = fmul float -1.000000e+00, %3126
  %3128 = fadd float %3124, %3127
  %3129 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3130 = fdiv float 1.000000e+00, %3129
  %3131 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3132 = fsub float %3122, %3131
  %3133 = fcmp olt float %3132, -1.040000e+02
  %3134 = select i1 %3133, float -1.040000e+02, float %3132
  %3135 = fcmp olt float 8.900000e+01, %3134
  %3136 = select i1 %3135, float 8.900000e+01, float %3134
  %3137 = fmul float %3136, 0x3FF7154760000000
  %3138 = fadd float %3137, 0x4168000000000000
  %3139 = fsub float %3138, 0x4168000000000000
  %3140 = bitcast float %3138 to i32
  %3141 = sub i32 %3140, 1262485504
  %3142 = fmul float %3139, 0x3FE62E4000000000
  %3143 = fsub float %3136, %3142
  %3144 = fmul float %3139, 0x3EB7F7D1C0000000
  %3145 = fsub float %3143, %3144
  %3146 = fmul float %3145, %3145
  %3147 = fmul float %3146, 0x3E66376980000000
  %3148 = fadd float 0xBEBBBD41C0000000, %3147
  %3149 = fmul float %3146, %3148
  %3150 = fadd float 0x3F11566AA0000000, %3149
  %3151 = fmul float %3146, %3150
  %3152 = fadd float 0xBF66C16C20000000, %3151
  %3153 = fmul float %3146, %3152
  %3154 = fadd float 0x3FC5555560000000, %3153
  %3155 = fmul float %3146, %3154
  %3156 = fsub float %3145, %3155
  %3157 = fmul float %3145, %3156
  %3158 = fsub float 2.000000e+00, %3156
  %3159 = fdiv float %3157, %3158
  %3160 = fsub float %3144, %3159
  %3161 = fsub float %3160, %3143
  %3162 = fsub float 1.000000e+00, %3161
  %3163 = add i32 %3141, 256
  %3164 = lshr i32 %3163, 1
  %3165 = sub i32 %3164, 1
  %3166 = add i32 %3141, 255
  %3167 = sub i32 %3166, %3164
  %3168 = shl i32 %3165, 23
  %3169 = shl i32 %3167, 23
  %3170 = bitcast i32 %3168 to float
  %3171 = bitcast i32 %3169 to float
  %3172 = fmul float %3162, %3170
  %3173 = fmul float %3172, %3171
  %3174 = fcmp uno float %3132, %3132
  %3175 = select i1 %3174, float 0x7FF8000000000000, float %3173
  %3176 = fmul float %3130, %3175
  %3177 = fadd float %3128, %3176
  %feature305 = uitofp i64 %feature301 to float
  %3178 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3179 = fcmp oeq float %feature305, %3178
  %3180 = select i1 %3179, float 1.000000e+00, float 0.000000e+00
  %3181 = fcmp une float %3180, 0.000000e+00
  %3182 = select i1 %3181, float 0x3FB99999A0000000, float 0.000000e+00
  %3183 = fadd float %3177, %3182
  %3184 = fmul float %3183, %eta
  %3185 = fsub float %3122, %3184
  %3186 = add i64 %n_features, 3
  %groups306 = lshr i64 %3186, 2
  %3187 = mul i64 %row, %groups306
  %3188 = lshr i64 %feature301, 2
  %group307 = add i64 %3187, %3188
  %3189 = trunc i64 %key0 to i32
  %3190 = lshr i64 %key0, 32
  %3191 = trunc i64 %3190 to i32
  %3192 = trunc i64 %group307 to i32
  %3193 = trunc i64 %key1_step to i32
  %3194 = lshr i64 %key1_step, 32
  %3195 = trunc i64 %3194 to i32
  %3196 = lshr i64 %group307, 32
  %3197 = trunc i64 %3196 to i32
  %3198 = zext i32 %3192 to i64
  %3199 = mul i64 3528531795, %3198
  %3200 = zext i32 %3195 to i64
  %3201 = mul i64 3449720151, %3200
  %3202 = lshr i64 %3199, 32
  %3203 = trunc i64 %3202 to i32
  %3204 = trunc i64 %3199 to i32
  %3205 = lshr i64 %3201, 32
  %3206 = trunc i64 %3205 to i32
  %3207 = trunc i64 %3201 to i32
  %3208 = xor i32 %3206, %3193
  %3209 = xor i32 %3208, %3189
  %3210 = xor i32 %3203, %3197
  %3211 = xor i32 %3210, %3191
  %3212 = add i32 %3189, -1640531527
  %3213 = add i32 %3191, -1150833019
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
  %3292 = add i32 %3276, -1640531527
  %3293 = add i32 %3277, -1150833019
  %3294 = zext i32 %3289 to i64
  %3295 = mul i64 3528531795, %3294
  %3296 = zext i32 %3291 to i64
  %3297 = mul i64 3449720151, %3296
  %3298 = lshr i64 %3295, 32
  %3299 = trunc i64 %3298 to i32
  %3300 = trunc i64 %3295 to i32
  %3301 = lshr i64 %3297, 32
  %3302 = trunc i64 %3301 to i32
  %3303 = trunc i64 %3297 to i32
  %3304 = xor i32 %3302, %3287
  %3305 = xor i32 %3304, %3292
  %3306 = xor i32 %3299, %3284
  %3307 = xor i32 %3306, %3293
  %3308 = add i32 %3292, -1640531527
  %3309 = add i32 %3293, -1150833019
  %3310 = zext i32 %3305 to i64
  %3311 = mul i64 3528531795, %3310
  %3312 = zext i32 %3307 to i64
  %3313 = mul i64 3449720151, %3312
  %3314 = lshr i64 %3311, 32
  %3315 = trunc i64 %3314 to i32
  %3316 = trunc i64 %3311 to i32
  %3317 = lshr i64 %3313, 32
  %3318 = trunc i64 %3317 to i32
  %3319 = trunc i64 %3313 to i32
  %3320 = xor i32 %3318, %3303
  %3321 = xor i32 %3320, %3308
  %3322 = xor i32 %3315, %3300
  %3323 = xor i32 %3322, %3309
  %3324 = add i32 %3308, -1640531527
  %3325 = add i32 %3309, -1150833019
  %3326 = zext i32 %3321 to i64
  %3327 = mul i64 3528531795, %3326
  %3328 = zext i32 %3323 to i64
  %3329 = mul i64 3449720151, %3328
  %3330 = lshr i64 %3327, 32
  %3331 = trunc i64 %3330 to i32
  %3332 = trunc i64 %3327 to i32
  %3333 = lshr i64 %3329, 32
  %3334 = trunc i64 %3333 to i32
  %3335 = trunc i64 %3329 to i32
  %3336 = xor i32 %3334, %3319
  %3337 = xor i32 %3336, %3324
  %3338 = xor i32 %3331, %3316
  %3339 = xor i32 %3338, %3325
  %3340 = add i32 %3324, -1640531527
  %3341 = add i32 %3325, -1150833019
  %3342 = zext i32 %3337 to i64
  %3343 = mul i64 3528531795, %3342
  %3344 = zext i32 %3339 to i64
  %3345 = mul i64 3449720151, %3344
  %3346 = lshr i64 %3343, 32
  %3347 = trunc i64 %3346 to i32
  %3348 = trunc i64 %3343 to i32
  %3349 = lshr i64 %3345, 32
  %3350 = trunc i64 %3349 to i32
  %3351 = trunc i64 %3345 to i32
  %3352 = xor i32 %3350, %3335
  %3353 = xor i32 %3352, %3340
  %3354 = xor i32 %3347, %3332
  %3355 = xor i32 %3354, %3341
  %which308 = and i64 %feature301, 3
  %3356 = and i64 %which308, 2
  %second_pair309 = icmp ne i64 %3356, 0
  %3357 = select i1 %second_pair309, i32 %3355, i32 %3353
  %3358 = select i1 %second_pair309, i32 %3348, i32 %3351
  %3359 = lshr i32 %3357, 9
  %3360 = sitofp i32 %3359 to float
  %3361 = fadd float %3360, 5.000000e-01
  %3362 = fmul float %3361, 0x3E80000000000000
  %3363 = lshr i32 %3358, 9
  %3364 = sitofp i32 %3363 to float
  %3365 = fadd float %3364, 5.000000e-01
  %3366 = fmul float %3365, 0x3E80000000000000
  %3367 = bitcast float %3362 to i32
  %3368 = add i32 %3367, 4913933
  %3369 = lshr i32 %3368, 23
  %3370 = sub i32 %3369, 127
  %3371 = and i32 %3368, 8388607
  %3372 = add i32 %3371, 1060439283
  %3373 = bitcast i32 %3372 to float
  %3374 = fsub float %3373, 1.000000e+00
  %3375 = fadd float 2.000000e+00, %3374
  %3376 = fdiv float %3374, %3375
  %3377 = fmul float %3376, %3376
  %3378 = fmul float %3377, %3377
  %3379 = fmul float %3378, 0x3FCF13C4C0000000
  %3380 = fadd float 0x3FD999C260000000, %3379
  %3381 = fmul float %3378, %3380
  %3382 = fmul float %3378, 0x3FD23D3DC0000000
  %3383 = fadd float 0x3FE5555540000000, %3382
  %3384 = fmul float %3377, %3383
  %3385 = fadd float %3384, %3381
  %3386 = fmul float 5.000000e-01, %3374
  %3387 = fmul float %3386, %3374
  %3388 = sitofp i32 %3370 to float
  %3389 = fadd float %3387, %3385
  %3390 = fmul float %3376, %3389
  %3391 = fmul float %3388, 0x3EE2FEFA20000000
  %3392 = fadd float %3390, %3391
  %3393 = fsub float %3392, %3387
  %3394 = fadd float %3393, %3374
  %3395 = fmul float %3388, 0x3FE62E3000000000
  %3396 = fadd float %3394, %3395
  %3397 = fmul float -2.000000e+00, %3396
  %3398 = call float @llvm.sqrt.f32(float %3397)
  %3399 = fpext float %3366 to double
  %3400 = fmul double %3399, 4.000000e+00
  %3401 = fadd double %3400, 0x4338000000000000
  %3402 = fsub double %3401, 0x4338000000000000
  %3403 = fsub double %3400, %3402
  %3404 = fmul double %3403, 0x3FF921FB54442D18
  %3405 = fmul double %3404, %3404
  %3406 = fmul double %3405, 0x3EC71DE3A556C734
  %3407 = fadd double 0xBF2A01A01A01A01A, %3406
  %3408 = fmul double %3405, %3407
  %3409 = fadd double 0x3F81111111111111, %3408
  %3410 = fmul double %3405, %3409
  %3411 = fadd double 0xBFC5555555555555, %3410
  %3412 = fmul double %3404, %3405
  %3413 = fmul double %3412, %3411
  %3414 = fadd double %3404, %3413
  %3415 = fmul double %3405, 0xBE927E4FB7789F5C
  %3416 = fadd double 0x3EFA01A01A01A01A, %3415
  %3417 = fmul double %3405, %3416
  %3418 = fadd double 0xBF56C16C16C16C17, %3417
  %3419 = fmul double %3405, %3418
  %3420 = fadd double 0x3FA5555555555555, %3419
  %3421 = fmul double %3405, %3405
  %3422 = fmul double %3421, %3420
  %3423 = fmul double 5.000000e-01, %3405
  %3424 = fsub double 1.000000e+00, %3423
  %3425 = fadd double %3424, %3422
  %3426 = fneg double %3414
  %3427 = fneg double %3425
  %3428 = bitcast double %3401 to i64
  %3429 = and i64 %3428, 1
  %3430 = and i64 %3428, 2
  %3431 = icmp eq i64 %3429, 1
  %3432 = icmp eq i64 %3430, 2
  %3433 = select i1 %3432, double %3426, double %3414
  %3434 = select i1 %3432, double %3427, double %3425
  %3435 = select i1 %3431, double %3434, double %3433
  %3436 = select i1 %3432, double %3427, double %3425
  %3437 = select i1 %3432, double %3414, double %3426
  %3438 = select i1 %3431, double %3437, double %3436
  %3439 = fptrunc double %3435 to float
  %3440 = fptrunc double %3438 to float
  %3441 = fmul float %3398, %3440
  %3442 = fmul float %3398, %3439
  %3443 = and i64 %which308, 1
  %odd310 = icmp ne i64 %3443, 0
  %normal311 = select i1 %odd310, float %3442, float %3441
  %3444 = fmul float %normal311, %noise_scale31
  %3445 = fadd float %3185, %3444
  %bits312 = bitcast float %3445 to i32
  %magnitude313 = and i32 %bits312, 2147483647
  %is_nan314 = icmp ugt i32 %magnitude313, 2139095040
  %canonical315 = select i1 %is_nan314, i32 2143289344, i32 %bits312
  store i32 %canonical315, ptr %3121, align 4
  br label %slot.done304

slot.done304:                                     ; preds = %slot.then303, %slot.done289
  %feature316 = add i64 %lane, 7168
  %valid317 = icmp ult i64 %feature316, %n_features
  %3446 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid317, label %slot.then318, label %slot.done319

slot.then318:                                     ; preds = %slot.done304
  %3447 = load float, ptr %3446, align 4
  %3448 = fmul float 2.000000e+00, %3447
  %3449 = fmul float 0x3FA99999A0000000, %3448
  %3450 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature316
  %3451 = load float, ptr addrspace(1) %3450, align 4
  %3452 = fmul float -1.000000e+00, %3451
  %3453 = fadd float %3449, %3452
  %3454 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3455 = fdiv float 1.000000e+00, %3454
  %3456 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3457 = fsub float %3447, %3456
  %3458 = fcmp olt float %3457, -1.040000e+02
  %3459 = select i1 %3458, float -1.040000e+02, float %3457
  %3460 = fcmp olt float 8.900000e+01, %3459
  %3461 = select i1 %3460, float 8.900000e+01, float %3459
  %3462 = fmul float %3461, 0x3FF7154760000000
  %3463 = fadd float %3462, 0x4168000000000000
  %3464 = fsub float %3463, 0x4168000000000000
  %3465 = bitcast float %3463 to i32
  %3466 = sub i32 %3465, 1262485504
  %3467 = fmul float %3464, 0x3FE62E4000000000
  %3468 = fsub float %3461, %3467
  %3469 = fmul float %3464, 0x3EB7F7D1C0000000
  %3470 = fsub float %3468, %3469
  %3471 = fmul float %3470, %3470
  %3472 = fmul float %3471, 0x3E66376980000000
  %3473 = fadd float 0xBEBBBD41C0000000, %3472
  %3474 = fmul float %3471, %3473
  %3475 = fadd float 0x3F11566AA0000000, %3474
  %3476 = fmul float %3471, %3475
  %3477 = fadd float 0xBF66C16C20000000, %3476
  %3478 = fmul float %3471, %3477
  %3479 = fadd float 0x3FC5555560000000, %3478
  %3480 = fmul float %3471, %3479
  %3481 = fsub float %3470, %3480
  %3482 = fmul float %3470, %3481
  %3483 = fsub float 2.000000e+00, %3481
  %3484 = fdiv float %3482, %3483
  %3485 = fsub float %3469, %3484
  %3486 = fsub float %3485, %3468
  %3487 = fsub float 1.000000e+00, %3486
  %3488 = add i32 %3466, 256
  %3489 = lshr i32 %3488, 1
  %3490 = sub i32 %3489, 1
  %3491 = add i32 %3466, 255
  %3492 = sub i32 %3491, %3489
  %3493 = shl i32 %3490, 23
  %3494 = shl i32 %3492, 23
  %3495 = bitcast i32 %3493 to float
  %3496 = bitcast i32 %3494 to float
  %3497 = fmul float %3487, %3495
  %3498 = fmul float %3497, %3496
  %3499 = fcmp uno float %3457, %3457
  %3500 = select i1 %3499, float 0x7FF8000000000000, float %3498
  %3501 = fmul float %3455, %3500
  %3502 = fadd float %3453, %3501
  %feature320 = uitofp i64 %feature316 to float
  %3503 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3504 = fcmp oeq float %feature320, %3503
  %3505 = select i1 %3504, float 1.000000e+00, float 0.000000e+00
  %3506 = fcmp une float %3505, 0.000000e+00
  %3507 = select i1 %3506, float 0x3FB99999A0000000, float 0.000000e+00
  %3508 = fadd float %3502, %3507
  %3509 = fmul float %3508, %eta
  %3510 = fsub float %3447, %3509
  %3511 = add i64 %n_features, 3
  %groups321 = lshr i64 %3511, 2
  %3512 = mul i64 %row, %groups321
  %3513 = lshr i64 %feature316, 2
  %group322 = add i64 %3512, %3513
  %3514 = trunc i64 %key0 to i32
  %3515 = lshr i64 %key0, 32
  %3516 = trunc i64 %3515 to i32
  %3517 = trunc i64 %group322 to i32
  %3518 = trunc i64 %key1_step to i32
  %3519 = lshr i64 %key1_step, 32
  %3520 = trunc i64 %3519 to i32
  %3521 = lshr i64 %group322, 32
  %3522 = trunc i64 %3521 to i32
  %3523 = zext i32 %3517 to i64
  %3524 = mul i64 3528531795, %3523
  %3525 = zext i32 %3520 to i64
  %3526 = mul i64 3449720151, %3525
  %3527 = lshr i64 %3524, 32
  %3528 = trunc i64 %3527 to i32
  %3529 = trunc i64 %3524 to i32
  %3530 = lshr i64 %3526, 32
  %3531 = trunc i64 %3530 to i32
  %3532 = trunc i64 %3526 to i32
  %3533 = xor i32 %3531, %3518
  %3534 = xor i32 %3533, %3514
  %3535 = xor i32 %3528, %3522
  %3536 = xor i32 %3535, %3516
  %3537 = add i32 %3514, -1640531527
  %3538 = add i32 %3516, -1150833019
  %3539 = zext i32 %3534 to i64
  %3540 = mul i64 3528531795, %3539
  %3541 = zext i32 %3536 to i64
  %3542 = mul i64 3449720151, %3541
  %3543 = lshr i64 %3540, 32
  %3544 = trunc i64 %3543 to i32
  %3545 = trunc i64 %3540 to i32
  %3546 = lshr i64 %3542, 32
  %3547 = trunc i64 %3546 to i32
  %3548 = trunc i64 %3542 to i32
  %3549 = xor i32 %3547, %3532
  %3550 = xor i32 %3549, %3537
  %3551 = xor i32 %3544, %3529
  %3552 = xor i32 %3551, %3538
  %3553 = add i32 %3537, -1640531527
  %3554 = add i32 %3538, -1150833019
  %3555 = zext i32 %3550 to i64
  %3556 = mul i64 3528531795, %3555
  %3557 = zext i32 %3552 to i64
  %3558 = mul i64 3449720151, %3557
  %3559 = lshr i64 %3556, 32
  %3560 = trunc i64 %3559 to i32
  %3561 = trunc i64 %3556 to i32
  %3562 = lshr i64 %3558, 32
  %3563 = trunc i64 %3562 to i32
  %3564 = trunc i64 %3558 to i32
  %3565 = xor i32 %3563, %3548
  %3566 = xor i32 %3565, %3553
  %3567 = xor i32 %3560, %3545
  %3568 = xor i32 %3567, %3554
  %3569 = add i32 %3553, -1640531527
  %3570 = add i32 %3554, -1150833019
  %3571 = zext i32 %3566 to i64
  %3572 = mul i64 3528531795, %3571
  %3573 = zext i32 %3568 to i64
  %3574 = mul i64 3449720151, %3573
  %3575 = lshr i64 %3572, 32
  %3576 = trunc i64 %3575 to i32
  %3577 = trunc i64 %3572 to i32
  %3578 = lshr i64 %3574, 32
  %3579 = trunc i64 %3578 to i32
  %3580 = trunc i64 %3574 to i32
  %3581 = xor i32 %3579, %3564
  %3582 = xor i32 %3581, %3569
  %3583 = xor i32 %3576, %3561
  %3584 = xor i32 %3583, %3570
  %3585 = add i32 %3569, -1640531527
  %3586 = add i32 %3570, -1150833019
  %3587 = zext i32 %3582 to i64
  %3588 = mul i64 3528531795, %3587
  %3589 = zext i32 %3584 to i64
  %3590 = mul i64 3449720151, %3589
  %3591 = lshr i64 %3588, 32
  %3592 = trunc i64 %3591 to i32
  %3593 = trunc i64 %3588 to i32
  %3594 = lshr i64 %3590, 32
  %3595 = trunc i64 %3594 to i32
  %3596 = trunc i64 %3590 to i32
  %3597 = xor i32 %3595, %3580
  %3598 = xor i32 %3597, %3585
  %3599 = xor i32 %3592, %3577
  %3600 = xor i32 %3599, %3586
  %3601 = add i32 %3585, -1640531527
  %3602 = add i32 %3586, -1150833019
  %3603 = zext i32 %3598 to i64
  %3604 = mul i64 3528531795, %3603
  %3605 = zext i32 %3600 to i64
  %3606 = mul i64 3449720151, %3605
  %3607 = lshr i64 %3604, 32
  %3608 = trunc i64 %3607 to i32
  %3609 = trunc i64 %3604 to i32
  %3610 = lshr i64 %3606, 32
  %3611 = trunc i64 %3610 to i32
  %3612 = trunc i64 %3606 to i32
  %3613 = xor i32 %3611, %3596
  %3614 = xor i32 %3613, %3601
  %3615 = xor i32 %3608, %3593
  %3616 = xor i32 %3615, %3602
  %3617 = add i32 %3601, -1640531527
  %3618 = add i32 %3602, -1150833019
  %3619 = zext i32 %3614 to i64
  %3620 = mul i64 3528531795, %3619
  %3621 = zext i32 %3616 to i64
  %3622 = mul i64 3449720151, %3621
  %3623 = lshr i64 %3620, 32
  %3624 = trunc i64 %3623 to i32
  %3625 = trunc i64 %3620 to i32
  %3626 = lshr i64 %3622, 32
  %3627 = trunc i64 %3626 to i32
  %3628 = trunc i64 %3622 to i32
  %3629 = xor i32 %3627, %3612
  %3630 = xor i32 %3629, %3617
  %3631 = xor i32 %3624, %3609
  %3632 = xor i32 %3631, %3618
  %3633 = add i32 %3617, -1640531527
  %3634 = add i32 %3618, -1150833019
  %3635 = zext i32 %3630 to i64
  %3636 = mul i64 3528531795, %3635
  %3637 = zext i32 %3632 to i64
  %3638 = mul i64 3449720151, %3637
  %3639 = lshr i64 %3636, 32
  %3640 = trunc i64 %3639 to i32
  %3641 = trunc i64 %3636 to i32
  %3642 = lshr i64 %3638, 32
  %3643 = trunc i64 %3642 to i32
  %3644 = trunc i64 %3638 to i32
  %3645 = xor i32 %3643, %3628
  %3646 = xor i32 %3645, %3633
  %3647 = xor i32 %3640, %3625
  %3648 = xor i32 %3647, %3634
  %3649 = add i32 %3633, -1640531527
  %3650 = add i32 %3634, -1150833019
  %3651 = zext i32 %3646 to i64
  %3652 = mul i64 3528531795, %3651
  %3653 = zext i32 %3648 to i64
  %3654 = mul i64 3449720151, %3653
  %3655 = lshr i64 %3652, 32
  %3656 = trunc i64 %3655 to i32
  %3657 = trunc i64 %3652 to i32
  %3658 = lshr i64 %3654, 32
  %3659 = trunc i64 %3658 to i32
  %3660 = trunc i64 %3654 to i32
  %3661 = xor i32 %3659, %3644
  %3662 = xor i32 %3661, %3649
  %3663 = xor i32 %3656, %3641
  %3664 = xor i32 %3663, %3650
  %3665 = add i32 %3649, -1640531527
  %3666 = add i32 %3650, -1150833019
  %3667 = zext i32 %3662 to i64
  %3668 = mul i64 3528531795, %3667
  %3669 = zext i32 %3664 to i64
  %3670 = mul i64 3449720151, %3669
  %3671 = lshr i64 %3668, 32
  %3672 = trunc i64 %3671 to i32
  %3673 = trunc i64 %3668 to i32
  %3674 = lshr i64 %3670, 32
  %3675 = trunc i64 %3674 to i32
  %3676 = trunc i64 %3670 to i32
  %3677 = xor i32 %3675, %3660
  %3678 = xor i32 %3677, %3665
  %3679 = xor i32 %3672, %3657
  %3680 = xor i32 %3679, %3666
  %which323 = and i64 %feature316, 3
  %3681 = and i64 %which323, 2
  %second_pair324 = icmp ne i64 %3681, 0
  %3682 = select i1 %second_pair324, i32 %3680, i32 %3678
  %3683 = select i1 %second_pair324, i32 %3673, i32 %3676
  %3684 = lshr i32 %3682, 9
  %3685 = sitofp i32 %3684 to float
  %3686 = fadd float %3685, 5.000000e-01
  %3687 = fmul float %3686, 0x3E80000000000000
  %3688 = lshr i32 %3683, 9
  %3689 = sitofp i32 %3688 to float
  %3690 = fadd float %3689, 5.000000e-01
  %3691 = fmul float %3690, 0x3E80000000000000
  %3692 = bitcast float %3687 to i32
  %3693 = add i32 %3692, 4913933
  %3694 = lshr i32 %3693, 23
  %3695 = sub i32 %3694, 127
  %3696 = and i32 %3693, 8388607
  %3697 = add i32 %3696, 1060439283
  %3698 = bitcast i32 %3697 to float
  %3699 = fsub float %3698, 1.000000e+00
  %3700 = fadd float 2.000000e+00, %3699
  %3701 = fdiv float %3699, %3700
  %3702 = fmul float %3701, %3701
  %3703 = fmul float %3702, %3702
  %3704 = fmul float %3703, 0x3FCF13C4C0000000
  %3705 = fadd float 0x3FD999C260000000, %3704
  %3706 = fmul float %3703, %3705
  %3707 = fmul float %3703, 0x3FD23D3DC0000000
  %3708 = fadd float 0x3FE5555540000000, %3707
  %3709 = fmul float %3702, %3708
  %3710 = fadd float %3709, %3706
  %3711 = fmul float 5.000000e-01, %3699
  %3712 = fmul float %3711, %3699
  %3713 = sitofp i32 %3695 to float
  %3714 = fadd float %3712, %3710
  %3715 = fmul float %3701, %3714
  %3716 = fmul float %3713, 0x3EE2FEFA20000000
  %3717 = fadd float %3715, %3716
  %3718 = fsub float %3717, %3712
  %3719 = fadd float %3718, %3699
  %3720 = fmul float %3713, 0x3FE62E3000000000
  %3721 = fadd float %3719, %3720
  %3722 = fmul float -2.000000e+00, %3721
  %3723 = call float @llvm.sqrt.f32(float %3722)
  %3724 = fpext float %3691 to double
  %3725 = fmul double %3724, 4.000000e+00
  %3726 = fadd double %3725, 0x4338000000000000
  %3727 = fsub double %3726, 0x4338000000000000
  %3728 = fsub double %3725, %3727
  %3729 = fmul double %3728, 0x3FF921FB54442D18
  %3730 = fmul double %3729, %3729
  %3731 = fmul double %3730, 0x3EC71DE3A556C734
  %3732 = fadd double 0xBF2A01A01A01A01A, %3731
  %3733 = fmul double %3730, %3732
  %3734 = fadd double 0x3F81111111111111, %3733
  %3735 = fmul double %3730, %3734
  %3736 = fadd double 0xBFC5555555555555, %3735
  %3737 = fmul double %3729, %3730
  %3738 = fmul double %3737, %3736
  %3739 = fadd double %3729, %3738
  %3740 = fmul double %3730, 0xBE927E4FB7789F5C
  %3741 = fadd double 0x3EFA01A01A01A01A, %3740
  %3742 = fmul double %3730, %3741
  %3743 = fadd double 0xBF56C16C16C16C17, %3742
  %3744 = fmul double %3730, %3743
  %3745 = fadd double 0x3FA5555555555555, %3744
  %3746 = fmul double %3730, %3730
  %3747 = fmul double %3746, %3745
  %3748 = fmul double 5.000000e-01, %3730
  %3749 = fsub double 1.000000e+00, %3748
  %3750 = fadd double %3749, %3747
  %3751 = fneg double %3739
  %3752 = fneg double %3750
  %3753 = bitcast double %3726 to i64
  %3754 = and i64 %3753, 1
  %3755 = and i64 %3753, 2
  %3756 = icmp eq i64 %3754, 1
  %3757 = icmp eq i64 %3755, 2
  %3758 = select i1 %3757, double %3751, double %3739
  %3759 = select i1 %3757, double %3752, double %3750
  %3760 = select i1 %3756, double %3759, double %3758
  %3761 = select i1 %3757, double %3752, double %3750
  %3762 = select i1 %3757, double %3739, double %3751
  %3763 = select i1 %3756, double %3762, double %3761
  %3764 = fptrunc double %3760 to float
  %3765 = fptrunc double %3763 to float
  %3766 = fmul float %3723, %3765
  %3767 = fmul float %3723, %3764
  %3768 = and i64 %which323, 1
  %odd325 = icmp ne i64 %3768, 0
  %normal326 = select i1 %odd325, float %3767, float %3766
  %3769 = fmul float %normal326, %noise_scale31
  %3770 = fadd float %3510, %3769
  %bits327 = bitcast float %3770 to i32
  %magnitude328 = and i32 %bits327, 2147483647
  %is_nan329 = icmp ugt i32 %magnitude328, 2139095040
  %canonical330 = select i1 %is_nan329, i32 2143289344, i32 %bits327
  store i32 %canonical330, ptr %3446, align 4
  br label %slot.done319

slot.done319:                                     ; preds = %slot.then318, %slot.done304
  br label %noise.done

uniform_sinks.then333:                            ; preds = %quiet
  br label %uniform_sinks.done334

uniform_sinks.done334:                            ; preds = %uniform_sinks.then333, %quiet
  %feature335 = add i64 %lane, 0
  %valid336 = icmp ult i64 %feature335, %n_features
  %3771 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid336, label %slot.then337, label %slot.done338

slot.then337:                                     ; preds = %uniform_sinks.done334
  %3772 = load float, ptr %3771, align 4
  %3773 = fmul float 2.000000e+00, %3772
  %3774 = fmul float 0x3FA99999A0000000, %3773
  %3775 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature335
  %3776 = load float, ptr addrspace(1) %3775, align 4
  %3777 = fmul float -1.000000e+00, %3776
  %3778 = fadd float %3774, %3777
  %3779 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3780 = fdiv float 1.000000e+00, %3779
  %3781 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3782 = fsub float %3772, %3781
  %3783 = fcmp olt float %3782, -1.040000e+02
  %3784 = select i1 %3783, float -1.040000e+02, float %3782
  %3785 = fcmp olt float 8.900000e+01, %3784
  %3786 = select i1 %3785, float 8.900000e+01, float %3784
  %3787 = fmul float %3786, 0x3FF7154760000000
  %3788 = fadd float %3787, 0x4168000000000000
  %3789 = fsub float %3788, 0x4168000000000000
  %3790 = bitcast float %3788 to i32
  %3791 = sub i32 %3790, 1262485504
  %3792 = fmul float %3789, 0x3FE62E4000000000
  %3793 = fsub float %3786, %3792
  %3794 = fmul float %3789, 0x3EB7F7D1C0000000
  %3795 = fsub float %3793, %3794
  %3796 = fmul float %3795, %3795
  %3797 = fmul float %3796, 0x3E66376980000000
  %3798 = fadd float 0xBEBBBD41C0000000, %3797
  %3799 = fmul float %3796, %3798
  %3800 = fadd float 0x3F11566AA0000000, %3799
  %3801 = fmul float %3796, %3800
  %3802 = fadd float 0xBF66C16C20000000, %3801
  %3803 = fmul float %3796, %3802
  %3804 = fadd float 0x3FC5555560000000, %3803
  %3805 = fmul float %3796, %3804
  %3806 = fsub float %3795, %3805
  %3807 = fmul float %3795, %3806
  %3808 = fsub float 2.000000e+00, %3806
  %3809 = fdiv float %3807, %3808
  %3810 = fsub float %3794, %3809
  %3811 = fsub float %3810, %3793
  %3812 = fsub float 1.000000e+00, %3811
  %3813 = add i32 %3791, 256
  %3814 = lshr i32 %3813, 1
  %3815 = sub i32 %3814, 1
  %3816 = add i32 %3791, 255
  %3817 = sub i32 %3816, %3814
  %3818 = shl i32 %3815, 23
  %3819 = shl i32 %3817, 23
  %3820 = bitcast i32 %3818 to float
  %3821 = bitcast i32 %3819 to float
  %3822 = fmul float %3812, %3820
  %3823 = fmul float %3822, %3821
  %3824 = fcmp uno float %3782, %3782
  %3825 = select i1 %3824, float 0x7FF8000000000000, float %3823
  %3826 = fmul float %3780, %3825
  %3827 = fadd float %3778, %3826
  %feature339 = uitofp i64 %feature335 to float
  %3828 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3829 = fcmp oeq float %feature339, %3828
  %3830 = select i1 %3829, float 1.000000e+00, float 0.000000e+00
  %3831 = fcmp une float %3830, 0.000000e+00
  %3832 = select i1 %3831, float 0x3FB99999A0000000, float 0.000000e+00
  %3833 = fadd float %3827, %3832
  %3834 = fmul float %3833, %eta
  %3835 = fsub float %3772, %3834
  %3836 = fmul float 0.000000e+00, %noise_scale31
  %3837 = fadd float %3835, %3836
  %bits340 = bitcast float %3835 to i32
  %magnitude341 = and i32 %bits340, 2147483647
  %is_nan342 = icmp ugt i32 %magnitude341, 2139095040
  %canonical343 = select i1 %is_nan342, i32 2143289344, i32 %bits340
  store i32 %canonical343, ptr %3771, align 4
  br label %slot.done338

slot.done338:                                     ; preds = %slot.then337, %uniform_sinks.done334
  %feature344 = add i64 %lane, 1024
  %valid345 = icmp ult i64 %feature344, %n_features
  %3838 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid345, label %slot.then346, label %slot.done347

slot.then346:                                     ; preds = %slot.done338
  %3839 = load float, ptr %3838, align 4
  %3840 = fmul float 2.000000e+00, %3839
  %3841 = fmul float 0x3FA99999A0000000, %3840
  %3842 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature344
  %3843 = load float, ptr addrspace(1) %3842, align 4
  %3844 = fmul float -1.000000e+00, %3843
  %3845 = fadd float %3841, %3844
  %3846 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3847 = fdiv float 1.000000e+00, %3846
  %3848 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3849 = fsub float %3839, %3848
  %3850 = fcmp olt float %3849, -1.040000e+02
  %3851 = select i1 %3850, float -1.040000e+02, float %3849
  %3852 = fcmp olt float 8.900000e+01, %3851
  %3853 = select i1 %3852, float 8.900000e+01, float %3851
  %3854 = fmul float %3853, 0x3FF7154760000000
  %3855 = fadd float %3854, 0x4168000000000000
  %3856 = fsub float %3855, 0x4168000000000000
  %3857 = bitcast float %3855 to i32
  %3858 = sub i32 %3857, 1262485504
  %3859 = fmul float %3856, 0x3FE62E4000000000
  %3860 = fsub float %3853, %3859
  %3861 = fmul float %3856, 0x3EB7F7D1C0000000
  %3862 = fsub float %3860, %3861
  %3863 = fmul float %3862, %3862
  %3864 = fmul float %3863, 0x3E66376980000000
  %3865 = fadd float 0xBEBBBD41C0000000, %3864
  %3866 = fmul float %3863, %3865
  %3867 = fadd float 0x3F11566AA0000000, %3866
  %3868 = fmul float %3863, %3867
  %3869 = fadd float 0xBF66C16C20000000, %3868
  %3870 = fmul float %3863, %3869
  %3871 = fadd float 0x3FC5555560000000, %3870
  %3872 = fmul float %3863, %3871
  %3873 = fsub float %3862, %3872
  %3874 = fmul float %3862, %3873
  %3875 = fsub float 2.000000e+00, %3873
  %3876 = fdiv float %3874, %3875
  %3877 = fsub float %3861, %3876
  %3878 = fsub float %3877, %3860
  %3879 = fsub float 1.000000e+00, %3878
  %3880 = add i32 %3858, 256
  %3881 = lshr i32 %3880, 1
  %3882 = sub i32 %3881, 1
  %3883 = add i32 %3858, 255
  %3884 = sub i32 %3883, %3881
  %3885 = shl i32 %3882, 23
  %3886 = shl i32 %3884, 23
  %3887 = bitcast i32 %3885 to float
  %3888 = bitcast i32 %3886 to float
  %3889 = fmul float %3879, %3887
  %3890 = fmul float %3889, %3888
  %3891 = fcmp uno float %3849, %3849
  %3892 = select i1 %3891, float 0x7FF8000000000000, float %3890
  %3893 = fmul float %3847, %3892
  %3894 = fadd float %3845, %3893
  %feature348 = uitofp i64 %feature344 to float
  %3895 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3896 = fcmp oeq float %feature348, %3895
  %3897 = select i1 %3896, float 1.000000e+00, float 0.000000e+00
  %3898 = fcmp une float %3897, 0.000000e+00
  %3899 = select i1 %3898, float 0x3FB99999A0000000, float 0.000000e+00
  %3900 = fadd float %3894, %3899
  %3901 = fmul float %3900, %eta
  %3902 = fsub float %3839, %3901
  %3903 = fmul float 0.000000e+00, %noise_scale31
  %3904 = fadd float %3902, %3903
  %bits349 = bitcast float %3902 to i32
  %magnitude350 = and i32 %bits349, 2147483647
  %is_nan351 = icmp ugt i32 %magnitude350, 2139095040
  %canonical352 = select i1 %is_nan351, i32 2143289344, i32 %bits349
  store i32 %canonical352, ptr %3838, align 4
  br label %slot.done347

slot.done347:                                     ; preds = %slot.then346, %slot.done338
  %feature353 = add i64 %lane, 2048
  %valid354 = icmp ult i64 %feature353, %n_features
  %3905 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid354, label %slot.then355, label %slot.done356

slot.then355:                                     ; preds = %slot.done347
  %3906 = load float, ptr %3905, align 4
  %3907 = fmul float 2.000000e+00, %3906
  %3908 = fmul float 0x3FA99999A0000000, %3907
  %3909 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature353
  %3910 = load float, ptr addrspace(1) %3909, align 4
  %3911 = fmul float -1.000000e+00, %3910
  %3912 = fadd float %3908, %3911
  %3913 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3914 = fdiv float 1.000000e+00, %3913
  %3915 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3916 = fsub float %3906, %3915
  %3917 = fcmp olt float %3916, -1.040000e+02
  %3918 = select i1 %3917, float -1.040000e+02, float %3916
  %3919 = fcmp olt float 8.900000e+01, %3918
  %3920 = select i1 %3919, float 8.900000e+01, float %3918
  %3921 = fmul float %3920, 0x3FF7154760000000
  %3922 = fadd float %3921, 0x4168000000000000
  %3923 = fsub float %3922, 0x4168000000000000
  %3924 = bitcast float %3922 to i32
  %3925 = sub i32 %3924, 1262485504
  %3926 = fmul float %3923, 0x3FE62E4000000000
  %3927 = fsub float %3920, %3926
  %3928 = fmul float %3923, 0x3EB7F7D1C0000000
  %3929 = fsub float %3927, %3928
  %3930 = fmul float %3929, %3929
  %3931 = fmul float %3930, 0x3E66376980000000
  %3932 = fadd float 0xBEBBBD41C0000000, %3931
  %3933 = fmul float %3930, %3932
  %3934 = fadd float 0x3F11566AA0000000, %3933
  %3935 = fmul float %3930, %3934
  %3936 = fadd float 0xBF66C16C20000000, %3935
  %3937 = fmul float %3930, %3936
  %3938 = fadd float 0x3FC5555560000000, %3937
  %3939 = fmul float %3930, %3938
  %3940 = fsub float %3929, %3939
  %3941 = fmul float %3929, %3940
  %3942 = fsub float 2.000000e+00, %3940
  %3943 = fdiv float %3941, %3942
  %3944 = fsub float %3928, %3943
  %3945 = fsub float %3944, %3927
  %3946 = fsub float 1.000000e+00, %3945
  %3947 = add i32 %3925, 256
  %3948 = lshr i32 %3947, 1
  %3949 = sub i32 %3948, 1
  %3950 = add i32 %3925, 255
  %3951 = sub i32 %3950, %3948
  %3952 = shl i32 %3949, 23
  %3953 = shl i32 %3951, 23
  %3954 = bitcast i32 %3952 to float
  %3955 = bitcast i32 %3953 to float
  %3956 = fmul float %3946, %3954
  %3957 = fmul float %3956, %3955
  %3958 = fcmp uno float %3916, %3916
  %3959 = select i1 %3958, float 0x7FF8000000000000, float %3957
  %3960 = fmul float %3914, %3959
  %3961 = fadd float %3912, %3960
  %feature357 = uitofp i64 %feature353 to float
  %3962 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3963 = fcmp oeq float %feature357, %3962
  %3964 = select i1 %3963, float 1.000000e+00, float 0.000000e+00
  %3965 = fcmp une float %3964, 0.000000e+00
  %3966 = select i1 %3965, float 0x3FB99999A0000000, float 0.000000e+00
  %3967 = fadd float %3961, %3966
  %3968 = fmul float %3967, %eta
  %3969 = fsub float %3906, %3968
  %3970 = fmul float 0.000000e+00, %noise_scale31
  %3971 = fadd float %3969, %3970
  %bits358 = bitcast float %3969 to i32
  %magnitude359 = and i32 %bits358, 2147483647
  %is_nan360 = icmp ugt i32 %magnitude359, 2139095040
  %canonical361 = select i1 %is_nan360, i32 2143289344, i32 %bits358
  store i32 %canonical361, ptr %3905, align 4
  br label %slot.done356

slot.done356:                                     ; preds = %slot.then355, %slot.done347
  %feature362 = add i64 %lane, 3072
  %valid363 = icmp ult i64 %feature362, %n_features
  %3972 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid363, label %slot.then364, label %slot.done365

slot.then364:                                     ; preds = %slot.done356
  %3973 = load float, ptr %3972, align 4
  %3974 = fmul float 2.000000e+00, %3973
  %3975 = fmul float 0x3FA99999A0000000, %3974
  %3976 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature362
  %3977 = load float, ptr addrspace(1) %3976, align 4
  %3978 = fmul float -1.000000e+00, %3977
  %3979 = fadd float %3975, %3978
  %3980 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3981 = fdiv float 1.000000e+00, %3980
  %3982 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3983 = fsub float %3973, %3982
  %3984 = fcmp olt float %3983, -1.040000e+02
  %3985 = select i1 %3984, float -1.040000e+02, float %3983
  %3986 = fcmp olt float 8.900000e+01, %3985
  %3987 = select i1 %3986, float 8.900000e+01, float %3985
  %3988 = fmul float %3987, 0x3FF7154760000000
  %3989 = fadd float %3988, 0x4168000000000000
  %3990 = fsub float %3989, 0x4168000000000000
  %3991 = bitcast float %3989 to i32
  %3992 = sub i32 %3991, 1262485504
  %3993 = fmul float %3990, 0x3FE62E4000000000
  %3994 = fsub float %3987, %3993
  %3995 = fmul float %3990, 0x3EB7F7D1C0000000
  %3996 = fsub float %3994, %3995
  %3997 = fmul float %3996, %3996
  %3998 = fmul float %3997, 0x3E66376980000000
  %3999 = fadd float 0xBEBBBD41C0000000, %3998
  %4000 = fmul float %3997, %3999
  %4001 = fadd float 0x3F11566AA0000000, %4000
  %4002 = fmul float %3997, %4001
  %4003 = fadd float 0xBF66C16C20000000, %4002
  %4004 = fmul float %3997, %4003
  %4005 = fadd float 0x3FC5555560000000, %4004
  %4006 = fmul float %3997, %4005
  %4007 = fsub float %3996, %4006
  %4008 = fmul float %3996, %4007
  %4009 = fsub float 2.000000e+00, %4007
  %4010 = fdiv float %4008, %4009
  %4011 = fsub float %3995, %4010
  %4012 = fsub float %4011, %3994
  %4013 = fsub float 1.000000e+00, %4012
  %4014 = add i32 %3992, 256
  %4015 = lshr i32 %4014, 1
  %4016 = sub i32 %4015, 1
  %4017 = add i32 %3992, 255
  %4018 = sub i32 %4017, %4015
  %4019 = shl i32 %4016, 23
  %4020 = shl i32 %4018, 23
  %4021 = bitcast i32 %4019 to float
  %4022 = bitcast i32 %4020 to float
  %4023 = fmul float %4013, %4021
  %4024 = fmul float %4023, %4022
  %4025 = fcmp uno float %3983, %3983
  %4026 = select i1 %4025, float 0x7FF8000000000000, float %4024
  %4027 = fmul float %3981, %4026
  %4028 = fadd float %3979, %4027
  %feature366 = uitofp i64 %feature362 to float
  %4029 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4030 = fcmp oeq float %feature366, %4029
  %4031 = select i1 %4030, float 1.000000e+00, float 0.000000e+00
  %4032 = fcmp une float %4031, 0.000000e+00
  %4033 = select i1 %4032, float 0x3FB99999A0000000, float 0.000000e+00
  %4034 = fadd float %4028, %4033
  %4035 = fmul float %4034, %eta
  %4036 = fsub float %3973, %4035
  %4037 = fmul float 0.000000e+00, %noise_scale31
  %4038 = fadd float %4036, %4037
  %bits367 = bitcast float %4036 to i32
  %magnitude368 = and i32 %bits367, 2147483647
  %is_nan369 = icmp ugt i32 %magnitude368, 2139095040
  %canonical370 = select i1 %is_nan369, i32 2143289344, i32 %bits367
  store i32 %canonical370, ptr %3972, align 4
  br label %slot.done365

slot.done365:                                     ; preds = %slot.then364, %slot.done356
  %feature371 = add i64 %lane, 4096
  %valid372 = icmp ult i64 %feature371, %n_features
  %4039 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid372, label %slot.then373, label %slot.done374

slot.then373:                                     ; preds = %slot.done365
  %4040 = load float, ptr %4039, align 4
  %4041 = fmul float 2.000000e+00, %4040
  %4042 = fmul float 0x3FA99999A0000000, %4041
  %4043 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature371
  %4044 = load float, ptr addrspace(1) %4043, align 4
  %4045 = fmul float -1.000000e+00, %4044
  %4046 = fadd float %4042, %4045
  %4047 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4048 = fdiv float 1.000000e+00, %4047
  %4049 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4050 = fsub float %4040, %4049
  %4051 = fcmp olt float %4050, -1.040000e+02
  %4052 = select i1 %4051, float -1.040000e+02, float %4050
  %4053 = fcmp olt float 8.900000e+01, %4052
  %4054 = select i1 %4053, float 8.900000e+01, float %4052
  %4055 = fmul float %4054, 0x3FF7154760000000
  %4056 = fadd float %4055, 0x4168000000000000
  %4057 = fsub float %4056, 0x4168000000000000
  %4058 = bitcast float %4056 to i32
  %4059 = sub i32 %4058, 1262485504
  %4060 = fmul float %4057, 0x3FE62E4000000000
  %4061 = fsub float %4054, %4060
  %4062 = fmul float %4057, 0x3EB7F7D1C0000000
  %4063 = fsub float %4061, %4062
  %4064 = fmul float %4063, %4063
  %4065 = fmul float %4064, 0x3E66376980000000
  %4066 = fadd float 0xBEBBBD41C0000000, %4065
  %4067 = fmul float %4064, %4066
  %4068 = fadd float 0x3F11566AA0000000, %4067
  %4069 = fmul float %4064, %4068
  %4070 = fadd float 0xBF66C16C20000000, %4069
  %4071 = fmul float %4064, %4070
  %4072 = fadd float 0x3FC5555560000000, %4071
  %4073 = fmul float %4064, %4072
  %4074 = fsub float %4063, %4073
  %4075 = fmul float %4063, %4074
  %4076 = fsub float 2.000000e+00, %4074
  %4077 = fdiv float %4075, %4076
  %4078 = fsub float %4062, %4077
  %4079 = fsub float %4078, %4061
  %4080 = fsub float 1.000000e+00, %4079
  %4081 = add i32 %4059, 256
  %4082 = lshr i32 %4081, 1
  %4083 = sub i32 %4082, 1
  %4084 = add i32 %4059, 255
  %4085 = sub i32 %4084, %4082
  %4086 = shl i32 %4083, 23
  %4087 = shl i32 %4085, 23
  %4088 = bitcast i32 %4086 to float
  %4089 = bitcast i32 %4087 to float
  %4090 = fmul float %4080, %4088
  %4091 = fmul float %4090, %4089
  %4092 = fcmp uno float %4050, %4050
  %4093 = select i1 %4092, float 0x7FF8000000000000, float %4091
  %4094 = fmul float %4048, %4093
  %4095 = fadd float %4046, %4094
  %feature375 = uitofp i64 %feature371 to float
  %4096 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4097 = fcmp oeq float %feature375, %4096
  %4098 = select i1 %4097, float 1.000000e+00, float 0.000000e+00
  %4099 = fcmp une float %4098, 0.000000e+00
  %4100 = select i1 %4099, float 0x3FB99999A0000000, float 0.000000e+00
  %4101 = fadd float %4095, %4100
  %4102 = fmul float %4101, %eta
  %4103 = fsub float %4040, %4102
  %4104 = fmul float 0.000000e+00, %noise_scale31
  %4105 = fadd float %4103, %4104
  %bits376 = bitcast float %4103 to i32
  %magnitude377 = and i32 %bits376, 2147483647
  %is_nan378 = icmp ugt i32 %magnitude377, 2139095040
  %canonical379 = select i1 %is_nan378, i32 2143289344, i32 %bits376
  store i32 %canonical379, ptr %4039, align 4
  br label %slot.done374

slot.done374:                                     ; preds = %slot.then373, %slot.done365
  %feature380 = add i64 %lane, 5120
  %valid381 = icmp ult i64 %feature380, %n_features
  %4106 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid381, label %slot.then382, label %slot.done383

slot.then382:                                     ; preds = %slot.done374
  %4107 = load float, ptr %4106, align 4
  %4108 = fmul float 2.000000e+00, %4107
  %4109 = fmul float 0x3FA99999A0000000, %4108
  %4110 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature380
  %4111 = load float, ptr addrspace(1) %4110, align 4
  %4112 = fmul float -1.000000e+00, %4111
  %4113 = fadd float %4109, %4112
  %4114 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4115 = fdiv float 1.000000e+00, %4114
  %4116 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4117 = fsub float %4107, %4116
  %4118 = fcmp olt float %4117, -1.040000e+02
  %4119 = select i1 %4118, float -1.040000e+02, float %4117
  %4120 = fcmp olt float 8.900000e+01, %4119
  %4121 = select i1 %4120, float 8.900000e+01, float %4119
  %4122 = fmul float %4121, 0x3FF7154760000000
  %4123 = fadd float %4122, 0x4168000000000000
  %4124 = fsub float %4123, 0x4168000000000000
  %4125 = bitcast float %4123 to i32
  %4126 = sub i32 %4125, 1262485504
  %4127 = fmul float %4124, 0x3FE62E4000000000
  %4128 = fsub float %4121, %4127
  %4129 = fmul float %4124, 0x3EB7F7D1C0000000
  %4130 = fsub float %4128, %4129
  %4131 = fmul float %4130, %4130
  %4132 = fmul float %4131, 0x3E66376980000000
  %4133 = fadd float 0xBEBBBD41C0000000, %4132
  %4134 = fmul float %4131, %4133
  %4135 = fadd float 0x3F11566AA0000000, %4134
  %4136 = fmul float %4131, %4135
  %4137 = fadd float 0xBF66C16C20000000, %4136
  %4138 = fmul float %4131, %4137
  %4139 = fadd float 0x3FC5555560000000, %4138
  %4140 = fmul float %4131, %4139
  %4141 = fsub float %4130, %4140
  %4142 = fmul float %4130, %4141
  %4143 = fsub float 2.000000e+00, %4141
  %4144 = fdiv float %4142, %4143
  %4145 = fsub float %4129, %4144
  %4146 = fsub float %4145, %4128
  %4147 = fsub float 1.000000e+00, %4146
  %4148 = add i32 %4126, 256
  %4149 = lshr i32 %4148, 1
  %4150 = sub i32 %4149, 1
  %4151 = add i32 %4126, 255
  %4152 = sub i32 %4151, %4149
  %4153 = shl i32 %4150, 23
  %4154 = shl i32 %4152, 23
  %4155 = bitcast i32 %4153 to float
  %4156 = bitcast i32 %4154 to float
  %4157 = fmul float %4147, %4155
  %4158 = fmul float %4157, %4156
  %4159 = fcmp uno float %4117, %4117
  %4160 = select i1 %4159, float 0x7FF8000000000000, float %4158
  %4161 = fmul float %4115, %4160
  %4162 = fadd float %4113, %4161
  %feature384 = uitofp i64 %feature380 to float
  %4163 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4164 = fcmp oeq float %feature384, %4163
  %4165 = select i1 %4164, float 1.000000e+00, float 0.000000e+00
  %4166 = fcmp une float %4165, 0.000000e+00
  %4167 = select i1 %4166, float 0x3FB99999A0000000, float 0.000000e+00
  %4168 = fadd float %4162, %4167
  %4169 = fmul float %4168, %eta
  %4170 = fsub float %4107, %4169
  %4171 = fmul float 0.000000e+00, %noise_scale31
  %4172 = fadd float %4170, %4171
  %bits385 = bitcast float %4170 to i32
  %magnitude386 = and i32 %bits385, 2147483647
  %is_nan387 = icmp ugt i32 %magnitude386, 2139095040
  %canonical388 = select i1 %is_nan387, i32 2143289344, i32 %bits385
  store i32 %canonical388, ptr %4106, align 4
  br label %slot.done383

slot.done383:                                     ; preds = %slot.then382, %slot.done374
  %feature389 = add i64 %lane, 6144
  %valid390 = icmp ult i64 %feature389, %n_features
  %4173 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid390, label %slot.then391, label %slot.done392

slot.then391:                                     ; preds = %slot.done383
  %4174 = load float, ptr %4173, align 4
  %4175 = fmul float 2.000000e+00, %4174
  %4176 = fmul float 0x3FA99999A0000000, %4175
  %4177 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature389
  %4178 = load float, ptr addrspace(1) %4177, align 4
  %4179 = fmul float -1.000000e+00, %4178
  %4180 = fadd float %4176, %4179
  %4181 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4182 = fdiv float 1.000000e+00, %4181
  %4183 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4184 = fsub float %4174, %4183
  %4185 = fcmp olt float %4184, -1.040000e+02
  %4186 = select i1 %4185, float -1.040000e+02, float %4184
  %4187 = fcmp olt float 8.900000e+01, %4186
  %4188 = select i1 %4187, float 8.900000e+01, float %4186
  %4189 = fmul float %4188, 0x3FF7154760000000
  %4190 = fadd float %4189, 0x4168000000000000
  %4191 = fsub float %4190, 0x4168000000000000
  %4192 = bitcast float %4190 to i32
  %4193 = sub i32 %4192, 1262485504
  %4194 = fmul float %4191, 0x3FE62E4000000000
  %4195 = fsub float %4188, %4194
  %4196 = fmul float %4191, 0x3EB7F7D1C0000000
  %4197 = fsub float %4195, %4196
  %4198 = fmul float %4197, %4197
  %4199 = fmul float %4198, 0x3E66376980000000
  %4200 = fadd float 0xBEBBBD41C0000000, %4199
  %4201 = fmul float %4198, %4200
  %4202 = fadd float 0x3F11566AA0000000, %4201
  %4203 = fmul float %4198, %4202
  %4204 = fadd float 0xBF66C16C20000000, %4203
  %4205 = fmul float %4198, %4204
  %4206 = fadd float 0x3FC5555560000000, %4205
  %4207 = fmul float %4198, %4206
  %4208 = fsub float %4197, %4207
  %4209 = fmul float %4197, %4208
  %4210 = fsub float 2.000000e+00, %4208
  %4211 = fdiv float %4209, %4210
  %4212 = fsub float %4196, %4211
  %4213 = fsub float %4212, %4195
  %4214 = fsub float 1.000000e+00, %4213
  %4215 = add i32 %4193, 256
  %4216 = lshr i32 %4215, 1
  %4217 = sub i32 %4216, 1
  %4218 = add i32 %4193, 255
  %4219 = sub i32 %4218, %4216
  %4220 = shl i32 %4217, 23
  %4221 = shl i32 %4219, 23
  %4222 = bitcast i32 %4220 to float
  %4223 = bitcast i32 %4221 to float
  %4224 = fmul float %4214, %4222
  %4225 = fmul float %4224, %4223
  %4226 = fcmp uno float %4184, %4184
  %4227 = select i1 %4226, float 0x7FF8000000000000, float %4225
  %4228 = fmul float %4182, %4227
  %4229 = fadd float %4180, %4228
  %feature393 = uitofp i64 %feature389 to float
  %4230 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4231 = fcmp oeq float %feature393, %4230
  %4232 = select i1 %4231, float 1.000000e+00, float 0.000000e+00
  %4233 = fcmp une float %4232, 0.000000e+00
  %4234 = select i1 %4233, float 0x3FB99999A0000000, float 0.000000e+00
  %4235 = fadd float %4229, %4234
  %4236 = fmul float %4235, %eta
  %4237 = fsub float %4174, %4236
  %4238 = fmul float 0.000000e+00, %noise_scale31
  %4239 = fadd float %4237, %4238
  %bits394 = bitcast float %4237 to i32
  %magnitude395 = and i32 %bits394, 2147483647
  %is_nan396 = icmp ugt i32 %magnitude395, 2139095040
  %canonical397 = select i1 %is_nan396, i32 2143289344, i32 %bits394
  store i32 %canonical397, ptr %4173, align 4
  br label %slot.done392

slot.done392:                                     ; preds = %slot.then391, %slot.done383
  %feature398 = add i64 %lane, 7168
  %valid399 = icmp ult i64 %feature398, %n_features
  %4240 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid399, label %slot.then400, label %slot.done401

slot.then400:                                     ; preds = %slot.done392
  %4241 = load float, ptr %4240, align 4
  %4242 = fmul float 2.000000e+00, %4241
  %4243 = fmul float 0x3FA99999A0000000, %4242
  %4244 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature398
  %4245 = load float, ptr addrspace(1) %4244, align 4
  %4246 = fmul float -1.000000e+00, %4245
  %4247 = fadd float %4243, %4246
  %4248 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4249 = fdiv float 1.000000e+00, %4248
  %4250 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4251 = fsub float %4241, %4250
  %4252 = fcmp olt float %4251, -1.040000e+02
  %4253 = select i1 %4252, float -1.040000e+02, float %4251
  %4254 = fcmp olt float 8.900000e+01, %4253
  %4255 = select i1 %4254, float 8.900000e+01, float %4253
  %4256 = fmul float %4255, 0x3FF7154760000000
  %4257 = fadd float %4256, 0x4168000000000000
  %4258 = fsub float %4257, 0x4168000000000000
  %4259 = bitcast float %4257 to i32
  %4260 = sub i32 %4259, 1262485504
  %4261 = fmul float %4258, 0x3FE62E4000000000
  %4262 = fsub float %4255, %4261
  %4263 = fmul float %4258, 0x3EB7F7D1C0000000
  %4264 = fsub float %4262, %4263
  %4265 = fmul float %4264, %4264
  %4266 = fmul float %4265, 0x3E66376980000000
  %4267 = fadd float 0xBEBBBD41C0000000, %4266
  %4268 = fmul float %4265, %4267
  %4269 = fadd float 0x3F11566AA0000000, %4268
  %4270 = fmul float %4265, %4269
  %4271 = fadd float 0xBF66C16C20000000, %4270
  %4272 = fmul float %4265, %4271
  %4273 = fadd float 0x3FC5555560000000, %4272
  %4274 = fmul float %4265, %4273
  %4275 = fsub float %4264, %4274
  %4276 = fmul float %4264, %4275
  %4277 = fsub float 2.000000e+00, %4275
  %4278 = fdiv float %4276, %4277
  %4279 = fsub float %4263, %4278
  %4280 = fsub float %4279, %4262
  %4281 = fsub float 1.000000e+00, %4280
  %4282 = add i32 %4260, 256
  %4283 = lshr i32 %4282, 1
  %4284 = sub i32 %4283, 1
  %4285 = add i32 %4260, 255
  %4286 = sub i32 %4285, %4283
  %4287 = shl i32 %4284, 23
  %4288 = shl i32 %4286, 23
  %4289 = bitcast i32 %4287 to float
  %4290 = bitcast i32 %4288 to float
  %4291 = fmul float %4281, %4289
  %4292 = fmul float %4291, %4290
  %4293 = fcmp uno float %4251, %4251
  %4294 = select i1 %4293, float 0x7FF8000000000000, float %4292
  %4295 = fmul float %4249, %4294
  %4296 = fadd float %4247, %4295
  %feature402 = uitofp i64 %feature398 to float
  %4297 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4298 = fcmp oeq float %feature402, %4297
  %4299 = select i1 %4298, float 1.000000e+00, float 0.000000e+00
  %4300 = fcmp une float %4299, 0.000000e+00
  %4301 = select i1 %4300, float 0x3FB99999A0000000, float 0.000000e+00
  %4302 = fadd float %4296, %4301
  %4303 = fmul float %4302, %eta
  %4304 = fsub float %4241, %4303
  %4305 = fmul float 0.000000e+00, %noise_scale31
  %4306 = fadd float %4304, %4305
  %bits403 = bitcast float %4304 to i32
  %magnitude404 = and i32 %bits403, 2147483647
  %is_nan405 = icmp ugt i32 %magnitude404, 2139095040
  %canonical406 = select i1 %is_nan405, i32 2143289344, i32 %bits403
  store i32 %canonical406, ptr %4240, align 4
  br label %slot.done401

slot.done401:                                     ; preds = %slot.then400, %slot.done392
  br label %noise.done

slot.then409:                                     ; preds = %step.exit
  %4307 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature407
  %4308 = load float, ptr %36, align 4
  store float %4308, ptr addrspace(1) %4307, align 4
  br label %slot.done410

slot.done410:                                     ; preds = %slot.then409, %step.exit
  %feature411 = add i64 %lane, 1024
  %valid412 = icmp ult i64 %feature411, %n_features
  %4309 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid412, label %slot.then413, label %slot.done414

slot.then413:                                     ; preds = %slot.done410
  %4310 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature411
  %4311 = load float, ptr %4309, align 4
  store float %4311, ptr addrspace(1) %4310, align 4
  br label %slot.done414

slot.done414:                                     ; preds = %slot.then413, %slot.done410
  %feature415 = add i64 %lane, 2048
  %valid416 = icmp ult i64 %feature415, %n_features
  %4312 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid416, label %slot.then417, label %slot.done418

slot.then417:                                     ; preds = %slot.done414
  %4313 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature415
  %4314 = load float, ptr %4312, align 4
  store float %4314, ptr addrspace(1) %4313, align 4
  br label %slot.done418

slot.done418:                                     ; preds = %slot.then417, %slot.done414
  %feature419 = add i64 %lane, 3072
  %valid420 = icmp ult i64 %feature419, %n_features
  %4315 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid420, label %slot.then421, label %slot.done422

slot.then421:                                     ; preds = %slot.done418
  %4316 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature419
  %4317 = load float, ptr %4315, align 4
  store float %4317, ptr addrspace(1) %4316, align 4
  br label %slot.done422

slot.done422:                                     ; preds = %slot.then421, %slot.done418
  %feature423 = add i64 %lane, 4096
  %valid424 = icmp ult i64 %feature423, %n_features
  %4318 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid424, label %slot.then425, label %slot.done426

slot.then425:                                     ; preds = %slot.done422
  %4319 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature423
  %4320 = load float, ptr %4318, align 4
  store float %4320, ptr addrspace(1) %4319, align 4
  br label %slot.done426

slot.done426:                                     ; preds = %slot.then425, %slot.done422
  %feature427 = add i64 %lane, 5120
  %valid428 = icmp ult i64 %feature427, %n_features
  %4321 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid428, label %slot.then429, label %slot.done430

slot.then429:                                     ; preds = %slot.done426
  %4322 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature427
  %4323 = load float, ptr %4321, align 4
  store float %4323, ptr addrspace(1) %4322, align 4
  br label %slot.done430

slot.done430:                                     ; preds = %slot.then429, %slot.done426
  %feature431 = add i64 %lane, 6144
  %valid432 = icmp ult i64 %feature431, %n_features
  %4324 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid432, label %slot.then433, label %slot.done434

slot.then433:                                     ; preds = %slot.done430
  %4325 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature431
  %4326 = load float, ptr %4324, align 4
  store float %4326, ptr addrspace(1) %4325, align 4
  br label %slot.done434

slot.done434:                                     ; preds = %slot.then433, %slot.done430
  %feature435 = add i64 %lane, 7168
  %valid436 = icmp ult i64 %feature435, %n_features
  %4327 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid436, label %slot.then437, label %slot.done438

slot.then437:                                     ; preds = %slot.done434
  %4328 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature435
  %4329 = load float, ptr %4327, align 4
  store float %4329, ptr addrspace(1) %4328, align 4
  br label %slot.done438

slot.done438:                                     ; preds = %slot.then437, %slot.done434
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_fast_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth77 = alloca i64, align 8
  %pairwise_levels76 = alloca [64 x i64], align 8
  %pairwise_sums75 = alloca [64 x float], align 4
  %fold_index74 = alloca i64, align 8
  %fold_value73 = alloca float, align 4
  %pairwise_depth45 = alloca i64, align 8
  %pairwise_levels44 = alloca [64 x i64], align 8
  %pairwise_sums43 = alloca [64 x float], align 4
  %fold_index42 = alloca i64, align 8
  %fold_value41 = alloca float, align 4
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
  %4 = mul i64 %n_features, 3
  %5 = mul i64 %row, %4
  %6 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %5
  %7 = mul i64 %n_features, 2
  %8 = add i64 %7, 0
  %9 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %8
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %1282, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0xFFF0000000000000, ptr %fold_value14, align 4
  store i64 0, ptr %fold_index15, align 8
  store i64 0, ptr %pairwise_depth18, align 8
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
  %feature = phi i64 [ %lane, %draw.done ], [ %747, %feature.body ]
  %728 = icmp ult i64 %feature, %n_features
  br i1 %728, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %729 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %730 = load float, ptr addrspace(1) %729, align 4
  %731 = load float, ptr %fold_value, align 4
  %732 = fcmp ogt float %730, %731
  %733 = fcmp uno float %730, %730
  %734 = fcmp ord float %731, %731
  %735 = and i1 %733, %734
  %take = or i1 %732, %735
  %736 = select i1 %take, float %730, float %731
  store float %736, ptr %fold_value, align 4
  %737 = load i64, ptr %fold_index, align 8
  %738 = select i1 %take, i64 %feature, i64 %737
  store i64 %738, ptr %fold_index, align 8
  %739 = load float, ptr %fold_value14, align 4
  %740 = fcmp ogt float %730, %739
  %741 = fcmp uno float %730, %730
  %742 = fcmp ord float %739, %739
  %743 = and i1 %741, %742
  %take19 = or i1 %740, %743
  %744 = select i1 %take19, float %730, float %739
  store float %744, ptr %fold_value14, align 4
  %745 = load i64, ptr %fold_index15, align 8
  %746 = select i1 %take19, i64 %feature, i64 %745
  store i64 %746, ptr %fold_index15, align 8
  %747 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  %best_index = load i64, ptr %fold_index, align 8
  %748 = load float, ptr %fold_value, align 4
  %749 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %748, ptr addrspace(3) %749, align 4
  %750 = trunc i64 %best_index to i32
  %751 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %750, ptr addrspace(3) %751, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 128
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %feature.exit
  %752 = add i64 %lane, 128
  %753 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %754 = load i32, ptr addrspace(3) %753, align 4
  %755 = zext i32 %754 to i64
  %756 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %757 = load float, ptr addrspace(3) %756, align 4
  %758 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %752
  %759 = load i32, ptr addrspace(3) %758, align 4
  %760 = zext i32 %759 to i64
  %761 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %752
  %762 = load float, ptr addrspace(3) %761, align 4
  %763 = fcmp uno float %762, %762
  %764 = fcmp uno float %757, %757
  %765 = icmp ult i64 %760, %755
  %766 = fcmp ogt float %762, %757
  %767 = fcmp oeq float %762, %757
  %768 = xor i1 %764, true
  %769 = or i1 %768, %765
  %770 = and i1 %767, %765
  %771 = or i1 %766, %770
  %772 = xor i1 %764, true
  %773 = and i1 %772, %771
  %774 = select i1 %763, i1 %769, i1 %773
  %775 = select i1 %774, float %762, float %757
  %776 = select i1 %774, i64 %760, i64 %755
  %777 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %775, ptr addrspace(3) %777, align 4
  %778 = trunc i64 %776 to i32
  %779 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %778, ptr addrspace(3) %779, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane20 = icmp ult i64 %lane, 64
  br i1 %tree_lane20, label %tree.then21, label %tree.done22

tree.then21:                                      ; preds = %tree.done
  %780 = add i64 %lane, 64
  %781 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %782 = load i32, ptr addrspace(3) %781, align 4
  %783 = zext i32 %782 to i64
  %784 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %785 = load float, ptr addrspace(3) %784, align 4
  %786 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %780
  %787 = load i32, ptr addrspace(3) %786, align 4
  %788 = zext i32 %787 to i64
  %789 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %780
  %790 = load float, ptr addrspace(3) %789, align 4
  %791 = fcmp uno float %790, %790
  %792 = fcmp uno float %785, %785
  %793 = icmp ult i64 %788, %783
  %794 = fcmp ogt float %790, %785
  %795 = fcmp oeq float %790, %785
  %796 = xor i1 %792, true
  %797 = or i1 %796, %793
  %798 = and i1 %795, %793
  %799 = or i1 %794, %798
  %800 = xor i1 %792, true
  %801 = and i1 %800, %799
  %802 = select i1 %791, i1 %797, i1 %801
  %803 = select i1 %802, float %790, float %785
  %804 = select i1 %802, i64 %788, i64 %783
  %805 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %803, ptr addrspace(3) %805, align 4
  %806 = trunc i64 %804 to i32
  %807 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %806, ptr addrspace(3) %807, align 4
  br label %tree.done22

tree.done22:                                      ; preds = %tree.then21, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane23 = icmp ult i64 %lane, 32
  br i1 %tree_lane23, label %tree.then24, label %tree.done25

tree.then24:                                      ; preds = %tree.done22
  %808 = add i64 %lane, 32
  %809 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %810 = load i32, ptr addrspace(3) %809, align 4
  %811 = zext i32 %810 to i64
  %812 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %813 = load float, ptr addrspace(3) %812, align 4
  %814 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %808
  %815 = load i32, ptr addrspace(3) %814, align 4
  %816 = zext i32 %815 to i64
  %817 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %808
  %818 = load float, ptr addrspace(3) %817, align 4
  %819 = fcmp uno float %818, %818
  %820 = fcmp uno float %813, %813
  %821 = icmp ult i64 %816, %811
  %822 = fcmp ogt float %818, %813
  %823 = fcmp oeq float %818, %813
  %824 = xor i1 %820, true
  %825 = or i1 %824, %821
  %826 = and i1 %823, %821
  %827 = or i1 %822, %826
  %828 = xor i1 %820, true
  %829 = and i1 %828, %827
  %830 = select i1 %819, i1 %825, i1 %829
  %831 = select i1 %830, float %818, float %813
  %832 = select i1 %830, i64 %816, i64 %811
  %833 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %831, ptr addrspace(3) %833, align 4
  %834 = trunc i64 %832 to i32
  %835 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %834, ptr addrspace(3) %835, align 4
  br label %tree.done25

tree.done25:                                      ; preds = %tree.then24, %tree.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane26 = icmp ult i64 %lane, 16
  br i1 %tree_lane26, label %tree.then27, label %tree.done28

tree.then27:                                      ; preds = %tree.done25
  %836 = add i64 %lane, 16
  %837 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %838 = load i32, ptr addrspace(3) %837, align 4
  %839 = zext i32 %838 to i64
  %840 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %841 = load float, ptr addrspace(3) %840, align 4
  %842 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %836
  %843 = load i32, ptr addrspace(3) %842, align 4
  %844 = zext i32 %843 to i64
  %845 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %836
  %846 = load float, ptr addrspace(3) %845, align 4
  %847 = fcmp uno float %846, %846
  %848 = fcmp uno float %841, %841
  %849 = icmp ult i64 %844, %839
  %850 = fcmp ogt float %846, %841
  %851 = fcmp oeq float %846, %841
  %852 = xor i1 %848, true
  %853 = or i1 %852, %849
  %854 = and i1 %851, %849
  %855 = or i1 %850, %854
  %856 = xor i1 %848, true
  %857 = and i1 %856, %855
  %858 = select i1 %847, i1 %853, i1 %857
  %859 = select i1 %858, float %846, float %841
  %860 = select i1 %858, i64 %844, i64 %839
  %861 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %859, ptr addrspace(3) %861, align 4
  %862 = trunc i64 %860 to i32
  %863 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %862, ptr addrspace(3) %863, align 4
  br label %tree.done28

tree.done28:                                      ; preds = %tree.then27, %tree.done25
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane29 = icmp ult i64 %lane, 8
  br i1 %tree_lane29, label %tree.then30, label %tree.done31

tree.then30:                                      ; preds = %tree.done28
  %864 = add i64 %lane, 8
  %865 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %866 = load i32, ptr addrspace(3) %865, align 4
  %867 = zext i32 %866 to i64
  %868 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %869 = load float, ptr addrspace(3) %868, align 4
  %870 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %864
  %871 = load i32, ptr addrspace(3) %870, align 4
  %872 = zext i32 %871 to i64
  %873 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %864
  %874 = load float, ptr addrspace(3) %873, align 4
  %875 = fcmp uno float %874, %874
  %876 = fcmp uno float %869, %869
  %877 = icmp ult i64 %872, %867
  %878 = fcmp ogt float %874, %869
  %879 = fcmp oeq float %874, %869
  %880 = xor i1 %876, true
  %881 = or i1 %880, %877
  %882 = and i1 %879, %877
  %883 = or i1 %878, %882
  %884 = xor i1 %876, true
  %885 = and i1 %884, %883
  %886 = select i1 %875, i1 %881, i1 %885
  %887 = select i1 %886, float %874, float %869
  %888 = select i1 %886, i64 %872, i64 %867
  %889 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %887, ptr addrspace(3) %889, align 4
  %890 = trunc i64 %888 to i32
  %891 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %890, ptr addrspace(3) %891, align 4
  br label %tree.done31

tree.done31:                                      ; preds = %tree.then30, %tree.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane32 = icmp ult i64 %lane, 4
  br i1 %tree_lane32, label %tree.then33, label %tree.done34

tree.then33:                                      ; preds = %tree.done31
  %892 = add i64 %lane, 4
  %893 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %894 = load i32, ptr addrspace(3) %893, align 4
  %895 = zext i32 %894 to i64
  %896 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %897 = load float, ptr addrspace(3) %896, align 4
  %898 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %892
  %899 = load i32, ptr addrspace(3) %898, align 4
  %900 = zext i32 %899 to i64
  %901 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %892
  %902 = load float, ptr addrspace(3) %901, align 4
  %903 = fcmp uno float %902, %902
  %904 = fcmp uno float %897, %897
  %905 = icmp ult i64 %900, %895
  %906 = fcmp ogt float %902, %897
  %907 = fcmp oeq float %902, %897
  %908 = xor i1 %904, true
  %909 = or i1 %908, %905
  %910 = and i1 %907, %905
  %911 = or i1 %906, %910
  %912 = xor i1 %904, true
  %913 = and i1 %912, %911
  %914 = select i1 %903, i1 %909, i1 %913
  %915 = select i1 %914, float %902, float %897
  %916 = select i1 %914, i64 %900, i64 %895
  %917 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %915, ptr addrspace(3) %917, align 4
  %918 = trunc i64 %916 to i32
  %919 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %918, ptr addrspace(3) %919, align 4
  br label %tree.done34

tree.done34:                                      ; preds = %tree.then33, %tree.done31
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane35 = icmp ult i64 %lane, 2
  br i1 %tree_lane35, label %tree.then36, label %tree.done37

tree.then36:                                      ; preds = %tree.done34
  %920 = add i64 %lane, 2
  %921 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %922 = load i32, ptr addrspace(3) %921, align 4
  %923 = zext i32 %922 to i64
  %924 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %925 = load float, ptr addrspace(3) %924, align 4
  %926 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %920
  %927 = load i32, ptr addrspace(3) %926, align 4
  %928 = zext i32 %927 to i64
  %929 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %920
  %930 = load float, ptr addrspace(3) %929, align 4
  %931 = fcmp uno float %930, %930
  %932 = fcmp uno float %925, %925
  %933 = icmp ult i64 %928, %923
  %934 = fcmp ogt float %930, %925
  %935 = fcmp oeq float %930, %925
  %936 = xor i1 %932, true
  %937 = or i1 %936, %933
  %938 = and i1 %935, %933
  %939 = or i1 %934, %938
  %940 = xor i1 %932, true
  %941 = and i1 %940, %939
  %942 = select i1 %931, i1 %937, i1 %941
  %943 = select i1 %942, float %930, float %925
  %944 = select i1 %942, i64 %928, i64 %923
  %945 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %943, ptr addrspace(3) %945, align 4
  %946 = trunc i64 %944 to i32
  %947 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %946, ptr addrspace(3) %947, align 4
  br label %tree.done37

tree.done37:                                      ; preds = %tree.then36, %tree.done34
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 1
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %tree.done37
  %948 = add i64 %lane, 1
  %949 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %950 = load i32, ptr addrspace(3) %949, align 4
  %951 = zext i32 %950 to i64
  %952 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %953 = load float, ptr addrspace(3) %952, align 4
  %954 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %948
  %955 = load i32, ptr addrspace(3) %954, align 4
  %956 = zext i32 %955 to i64
  %957 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %948
  %958 = load float, ptr addrspace(3) %957, align 4
  %959 = fcmp uno float %958, %958
  %960 = fcmp uno float %953, %953
  %961 = icmp ult i64 %956, %951
  %962 = fcmp ogt float %958, %953
  %963 = fcmp oeq float %958, %953
  %964 = xor i1 %960, true
  %965 = or i1 %964, %961
  %966 = and i1 %963, %961
  %967 = or i1 %962, %966
  %968 = xor i1 %960, true
  %969 = and i1 %968, %967
  %970 = select i1 %959, i1 %965, i1 %969
  %971 = select i1 %970, float %958, float %953
  %972 = select i1 %970, i64 %956, i64 %951
  %973 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %971, ptr addrspace(3) %973, align 4
  %974 = trunc i64 %972 to i32
  %975 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %974, ptr addrspace(3) %975, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %tree.done37
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done40
  %976 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %977 = zext i32 %976 to i64
  %978 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value41, align 4
  store i64 0, ptr %fold_index42, align 8
  store i64 0, ptr %pairwise_depth45, align 8
  store float %978, ptr %fold_value41, align 4
  store i64 %977, ptr %fold_index42, align 8
  %979 = load float, ptr %fold_value41, align 4
  store float %979, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %best_index46 = load i64, ptr %fold_index15, align 8
  %980 = load float, ptr %fold_value14, align 4
  %981 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %980, ptr addrspace(3) %981, align 4
  %982 = trunc i64 %best_index46 to i32
  %983 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %982, ptr addrspace(3) %983, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane47 = icmp ult i64 %lane, 128
  br i1 %tree_lane47, label %tree.then48, label %tree.done49

tree.then48:                                      ; preds = %tree.result.done
  %984 = add i64 %lane, 128
  %985 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %986 = load i32, ptr addrspace(3) %985, align 4
  %987 = zext i32 %986 to i64
  %988 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %989 = load float, ptr addrspace(3) %988, align 4
  %990 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %984
  %991 = load i32, ptr addrspace(3) %990, align 4
  %992 = zext i32 %991 to i64
  %993 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %984
  %994 = load float, ptr addrspace(3) %993, align 4
  %995 = fcmp uno float %994, %994
  %996 = fcmp uno float %989, %989
  %997 = icmp ult i64 %992, %987
  %998 = fcmp ogt float %994, %989
  %999 = fcmp oeq float %994, %989
  %1000 = xor i1 %996, true
  %1001 = or i1 %1000, %997
  %1002 = and i1 %999, %997
  %1003 = or i1 %998, %1002
  %1004 = xor i1 %996, true
  %1005 = and i1 %1004, %1003
  %1006 = select i1 %995, i1 %1001, i1 %1005
  %1007 = select i1 %1006, float %994, float %989
  %1008 = select i1 %1006, i64 %992, i64 %987
  %1009 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1007, ptr addrspace(3) %1009, align 4
  %1010 = trunc i64 %1008 to i32
  %1011 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1010, ptr addrspace(3) %1011, align 4
  br label %tree.done49

tree.done49:                                      ; preds = %tree.then48, %tree.result.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane50 = icmp ult i64 %lane, 64
  br i1 %tree_lane50, label %tree.then51, label %tree.done52

tree.then51:                                      ; preds = %tree.done49
  %1012 = add i64 %lane, 64
  %1013 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1014 = load i32, ptr addrspace(3) %1013, align 4
  %1015 = zext i32 %1014 to i64
  %1016 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1017 = load float, ptr addrspace(3) %1016, align 4
  %1018 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1012
  %1019 = load i32, ptr addrspace(3) %1018, align 4
  %1020 = zext i32 %1019 to i64
  %1021 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1012
  %1022 = load float, ptr addrspace(3) %1021, align 4
  %1023 = fcmp uno float %1022, %1022
  %1024 = fcmp uno float %1017, %1017
  %1025 = icmp ult i64 %1020, %1015
  %1026 = fcmp ogt float %1022, %1017
  %1027 = fcmp oeq float %1022, %1017
  %1028 = xor i1 %1024, true
  %1029 = or i1 %1028, %1025
  %1030 = and i1 %1027, %1025
  %1031 = or i1 %1026, %1030
  %1032 = xor i1 %1024, true
  %1033 = and i1 %1032, %1031
  %1034 = select i1 %1023, i1 %1029, i1 %1033
  %1035 = select i1 %1034, float %1022, float %1017
  %1036 = select i1 %1034, i64 %1020, i64 %1015
  %1037 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1035, ptr addrspace(3) %1037, align 4
  %1038 = trunc i64 %1036 to i32
  %1039 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1038, ptr addrspace(3) %1039, align 4
  br label %tree.done52

tree.done52:                                      ; preds = %tree.then51, %tree.done49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane53 = icmp ult i64 %lane, 32
  br i1 %tree_lane53, label %tree.then54, label %tree.done55

tree.then54:                                      ; preds = %tree.done52
  %1040 = add i64 %lane, 32
  %1041 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1042 = load i32, ptr addrspace(3) %1041, align 4
  %1043 = zext i32 %1042 to i64
  %1044 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1045 = load float, ptr addrspace(3) %1044, align 4
  %1046 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1040
  %1047 = load i32, ptr addrspace(3) %1046, align 4
  %1048 = zext i32 %1047 to i64
  %1049 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1040
  %1050 = load float, ptr addrspace(3) %1049, align 4
  %1051 = fcmp uno float %1050, %1050
  %1052 = fcmp uno float %1045, %1045
  %1053 = icmp ult i64 %1048, %1043
  %1054 = fcmp ogt float %1050, %1045
  %1055 = fcmp oeq float %1050, %1045
  %1056 = xor i1 %1052, true
  %1057 = or i1 %1056, %1053
  %1058 = and i1 %1055, %1053
  %1059 = or i1 %1054, %1058
  %1060 = xor i1 %1052, true
  %1061 = and i1 %1060, %1059
  %1062 = select i1 %1051, i1 %1057, i1 %1061
  %1063 = select i1 %1062, float %1050, float %1045
  %1064 = select i1 %1062, i64 %1048, i64 %1043
  %1065 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1063, ptr addrspace(3) %1065, align 4
  %1066 = trunc i64 %1064 to i32
  %1067 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1066, ptr addrspace(3) %1067, align 4
  br label %tree.done55

tree.done55:                                      ; preds = %tree.then54, %tree.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane56 = icmp ult i64 %lane, 16
  br i1 %tree_lane56, label %tree.then57, label %tree.done58

tree.then57:                                      ; preds = %tree.done55
  %1068 = add i64 %lane, 16
  %1069 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1070 = load i32, ptr addrspace(3) %1069, align 4
  %1071 = zext i32 %1070 to i64
  %1072 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1073 = load float, ptr addrspace(3) %1072, align 4
  %1074 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1068
  %1075 = load i32, ptr addrspace(3) %1074, align 4
  %1076 = zext i32 %1075 to i64
  %1077 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1068
  %1078 = load float, ptr addrspace(3) %1077, align 4
  %1079 = fcmp uno float %1078, %1078
  %1080 = fcmp uno float %1073, %1073
  %1081 = icmp ult i64 %1076, %1071
  %1082 = fcmp ogt float %1078, %1073
  %1083 = fcmp oeq float %1078, %1073
  %1084 = xor i1 %1080, true
  %1085 = or i1 %1084, %1081
  %1086 = and i1 %1083, %1081
  %1087 = or i1 %1082, %1086
  %1088 = xor i1 %1080, true
  %1089 = and i1 %1088, %1087
  %1090 = select i1 %1079, i1 %1085, i1 %1089
  %1091 = select i1 %1090, float %1078, float %1073
  %1092 = select i1 %1090, i64 %1076, i64 %1071
  %1093 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1091, ptr addrspace(3) %1093, align 4
  %1094 = trunc i64 %1092 to i32
  %1095 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1094, ptr addrspace(3) %1095, align 4
  br label %tree.done58

tree.done58:                                      ; preds = %tree.then57, %tree.done55
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane59 = icmp ult i64 %lane, 8
  br i1 %tree_lane59, label %tree.then60, label %tree.done61

tree.then60:                                      ; preds = %tree.done58
  %1096 = add i64 %lane, 8
  %1097 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1098 = load i32, ptr addrspace(3) %1097, align 4
  %1099 = zext i32 %1098 to i64
  %1100 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1101 = load float, ptr addrspace(3) %1100, align 4
  %1102 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1096
  %1103 = load i32, ptr addrspace(3) %1102, align 4
  %1104 = zext i32 %1103 to i64
  %1105 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1096
  %1106 = load float, ptr addrspace(3) %1105, align 4
  %1107 = fcmp uno float %1106, %1106
  %1108 = fcmp uno float %1101, %1101
  %1109 = icmp ult i64 %1104, %1099
  %1110 = fcmp ogt float %1106, %1101
  %1111 = fcmp oeq float %1106, %1101
  %1112 = xor i1 %1108, true
  %1113 = or i1 %1112, %1109
  %1114 = and i1 %1111, %1109
  %1115 = or i1 %1110, %1114
  %1116 = xor i1 %1108, true
  %1117 = and i1 %1116, %1115
  %1118 = select i1 %1107, i1 %1113, i1 %1117
  %1119 = select i1 %1118, float %1106, float %1101
  %1120 = select i1 %1118, i64 %1104, i64 %1099
  %1121 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1119, ptr addrspace(3) %1121, align 4
  %1122 = trunc i64 %1120 to i32
  %1123 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1122, ptr addrspace(3) %1123, align 4
  br label %tree.done61

tree.done61:                                      ; preds = %tree.then60, %tree.done58
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane62 = icmp ult i64 %lane, 4
  br i1 %tree_lane62, label %tree.then63, label %tree.done64

tree.then63:                                      ; preds = %tree.done61
  %1124 = add i64 %lane, 4
  %1125 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1126 = load i32, ptr addrspace(3) %1125, align 4
  %1127 = zext i32 %1126 to i64
  %1128 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1129 = load float, ptr addrspace(3) %1128, align 4
  %1130 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1124
  %1131 = load i32, ptr addrspace(3) %1130, align 4
  %1132 = zext i32 %1131 to i64
  %1133 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1124
  %1134 = load float, ptr addrspace(3) %1133, align 4
  %1135 = fcmp uno float %1134, %1134
  %1136 = fcmp uno float %1129, %1129
  %1137 = icmp ult i64 %1132, %1127
  %1138 = fcmp ogt float %1134, %1129
  %1139 = fcmp oeq float %1134, %1129
  %1140 = xor i1 %1136, true
  %1141 = or i1 %1140, %1137
  %1142 = and i1 %1139, %1137
  %1143 = or i1 %1138, %1142
  %1144 = xor i1 %1136, true
  %1145 = and i1 %1144, %1143
  %1146 = select i1 %1135, i1 %1141, i1 %1145
  %1147 = select i1 %1146, float %1134, float %1129
  %1148 = select i1 %1146, i64 %1132, i64 %1127
  %1149 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1147, ptr addrspace(3) %1149, align 4
  %1150 = trunc i64 %1148 to i32
  %1151 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1150, ptr addrspace(3) %1151, align 4
  br label %tree.done64

tree.done64:                                      ; preds = %tree.then63, %tree.done61
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane65 = icmp ult i64 %lane, 2
  br i1 %tree_lane65, label %tree.then66, label %tree.done67

tree.then66:                                      ; preds = %tree.done64
  %1152 = add i64 %lane, 2
  %1153 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1154 = load i32, ptr addrspace(3) %1153, align 4
  %1155 = zext i32 %1154 to i64
  %1156 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1157 = load float, ptr addrspace(3) %1156, align 4
  %1158 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1152
  %1159 = load i32, ptr addrspace(3) %1158, align 4
  %1160 = zext i32 %1159 to i64
  %1161 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1152
  %1162 = load float, ptr addrspace(3) %1161, align 4
  %1163 = fcmp uno float %1162, %1162
  %1164 = fcmp uno float %1157, %1157
  %1165 = icmp ult i64 %1160, %1155
  %1166 = fcmp ogt float %1162, %1157
  %1167 = fcmp oeq float %1162, %1157
  %1168 = xor i1 %1164, true
  %1169 = or i1 %1168, %1165
  %1170 = and i1 %1167, %1165
  %1171 = or i1 %1166, %1170
  %1172 = xor i1 %1164, true
  %1173 = and i1 %1172, %1171
  %1174 = select i1 %1163, i1 %1169, i1 %1173
  %1175 = select i1 %1174, float %1162, float %1157
  %1176 = select i1 %1174, i64 %1160, i64 %1155
  %1177 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1175, ptr addrspace(3) %1177, align 4
  %1178 = trunc i64 %1176 to i32
  %1179 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1178, ptr addrspace(3) %1179, align 4
  br label %tree.done67

tree.done67:                                      ; preds = %tree.then66, %tree.done64
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane68 = icmp ult i64 %lane, 1
  br i1 %tree_lane68, label %tree.then69, label %tree.done70

tree.then69:                                      ; preds = %tree.done67
  %1180 = add i64 %lane, 1
  %1181 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %1182 = load i32, ptr addrspace(3) %1181, align 4
  %1183 = zext i32 %1182 to i64
  %1184 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %1185 = load float, ptr addrspace(3) %1184, align 4
  %1186 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %1180
  %1187 = load i32, ptr addrspace(3) %1186, align 4
  %1188 = zext i32 %1187 to i64
  %1189 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %1180
  %1190 = load float, ptr addrspace(3) %1189, align 4
  %1191 = fcmp uno float %1190, %1190
  %1192 = fcmp uno float %1185, %1185
  %1193 = icmp ult i64 %1188, %1183
  %1194 = fcmp ogt float %1190, %1185
  %1195 = fcmp oeq float %1190, %1185
  %1196 = xor i1 %1192, true
  %1197 = or i1 %1196, %1193
  %1198 = and i1 %1195, %1193
  %1199 = or i1 %1194, %1198
  %1200 = xor i1 %1192, true
  %1201 = and i1 %1200, %1199
  %1202 = select i1 %1191, i1 %1197, i1 %1201
  %1203 = select i1 %1202, float %1190, float %1185
  %1204 = select i1 %1202, i64 %1188, i64 %1183
  %1205 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %1203, ptr addrspace(3) %1205, align 4
  %1206 = trunc i64 %1204 to i32
  %1207 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %1206, ptr addrspace(3) %1207, align 4
  br label %tree.done70

tree.done70:                                      ; preds = %tree.then69, %tree.done67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then71, label %tree.result.done72

tree.result.then71:                               ; preds = %tree.done70
  %1208 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %1209 = zext i32 %1208 to i64
  %1210 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value73, align 4
  store i64 0, ptr %fold_index74, align 8
  store i64 0, ptr %pairwise_depth77, align 8
  store float %1210, ptr %fold_value73, align 4
  store i64 %1209, ptr %fold_index74, align 8
  %1211 = load i64, ptr %fold_index74, align 8
  %argmax = uitofp i64 %1211 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  br label %tree.result.done72

tree.result.done72:                               ; preds = %tree.result.then71, %tree.done70
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %feature.header78

feature.header78:                                 ; preds = %feature.body79, %tree.result.done72
  %feature81 = phi i64 [ %lane, %tree.result.done72 ], [ %1263, %feature.body79 ]
  %1212 = icmp ult i64 %feature81, %n_features
  br i1 %1212, label %feature.body79, label %feature.exit80

feature.body79:                                   ; preds = %feature.header78
  %1213 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature81
  %1214 = load float, ptr addrspace(1) %1213, align 4
  %1215 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1216 = fsub float %1214, %1215
  %1217 = fcmp olt float %1216, -1.040000e+02
  %1218 = select i1 %1217, float -1.040000e+02, float %1216
  %1219 = fcmp olt float 8.900000e+01, %1218
  %1220 = select i1 %1219, float 8.900000e+01, float %1218
  %1221 = fmul float %1220, 0x3FF7154760000000
  %1222 = fadd float %1221, 0x4168000000000000
  %1223 = fsub float %1222, 0x4168000000000000
  %1224 = bitcast float %1222 to i32
  %1225 = sub i32 %1224, 1262485504
  %1226 = fmul float %1223, 0x3FE62E4000000000
  %1227 = fsub float %1220, %1226
  %1228 = fmul float %1223, 0x3EB7F7D1C0000000
  %1229 = fsub float %1227, %1228
  %1230 = fmul float %1229, %1229
  %1231 = fmul float %1230, 0x3E66376980000000
  %1232 = fadd float 0xBEBBBD41C0000000, %1231
  %1233 = fmul float %1230, %1232
  %1234 = fadd float 0x3F11566AA0000000, %1233
  %1235 = fmul float %1230, %1234
  %1236 = fadd float 0xBF66C16C20000000, %1235
  %1237 = fmul float %1230, %1236
  %1238 = fadd float 0x3FC5555560000000, %1237
  %1239 = fmul float %1230, %1238
  %1240 = fsub float %1229, %1239
  %1241 = fmul float %1229, %1240
  %1242 = fsub float 2.000000e+00, %1240
  %1243 = fdiv float %1241, %1242
  %1244 = fsub float %1228, %1243
  %1245 = fsub float %1244, %1227
  %1246 = fsub float 1.000000e+00, %1245
  %1247 = add i32 %1225, 256
  %1248 = lshr i32 %1247, 1
  %1249 = sub i32 %1248, 1
  %1250 = add i32 %1225, 255
  %1251 = sub i32 %1250, %1248
  %1252 = shl i32 %1249, 23
  %1253 = shl i32 %1251, 23
  %1254 = bitcast i32 %1252 to float
  %1255 = bitcast i32 %1253 to float
  %1256 = fmul float %1246, %1254
  %1257 = fmul float %1256, %1255
  %1258 = fcmp uno float %1216, %1216
  %1259 = select i1 %1258, float 0x7FF8000000000000, float %1257
  %1260 = mul i64 %n_features, 0
  %1261 = add i64 %1260, %feature81
  %1262 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1261
  store float %1259, ptr addrspace(1) %1262, align 4
  %1263 = add i64 %feature81, 256
  br label %feature.header78

feature.exit80:                                   ; preds = %feature.header78
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1264 = mul i64 %n_features, 0
  %1265 = add i64 %1264, 0
  %1266 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1265
  %1267 = sub i64 %n_features, 1
  %bits = call i64 @llvm.ctlz.i64(i64 %1267, i1 false)
  %tree_rounds = sub i64 64, %bits
  br label %tree_sum.header

tree_sum.header:                                  ; preds = %tree_sum.pairs.exit, %feature.exit80
  %tree_sum = phi i64 [ 0, %feature.exit80 ], [ %1277, %tree_sum.pairs.exit ]
  %1268 = icmp ult i64 %tree_sum, %tree_rounds
  br i1 %1268, label %tree_sum.body, label %tree_sum.exit

tree_sum.body:                                    ; preds = %tree_sum.header
  %span = shl i64 1, %tree_sum
  %pair_bits = add i64 %tree_sum, 1
  %1269 = add i64 %1267, %span
  %pairs = lshr i64 %1269, %pair_bits
  br label %tree_sum.pairs.header

tree_sum.exit:                                    ; preds = %tree_sum.header
  br i1 %lane0, label %reduce.then, label %reduce.done

tree_sum.pairs.header:                            ; preds = %tree_sum.pairs.body, %tree_sum.body
  %tree_sum.pairs = phi i64 [ %lane, %tree_sum.body ], [ %1276, %tree_sum.pairs.body ]
  %1270 = icmp ult i64 %tree_sum.pairs, %pairs
  br i1 %1270, label %tree_sum.pairs.body, label %tree_sum.pairs.exit

tree_sum.pairs.body:                              ; preds = %tree_sum.pairs.header
  %left = shl i64 %tree_sum.pairs, %pair_bits
  %right = add i64 %left, %span
  %1271 = getelementptr inbounds float, ptr addrspace(1) %1266, i64 %left
  %1272 = getelementptr inbounds float, ptr addrspace(1) %1266, i64 %right
  %1273 = load float, ptr addrspace(1) %1271, align 4
  %1274 = load float, ptr addrspace(1) %1272, align 4
  %1275 = fadd float %1273, %1274
  store float %1275, ptr addrspace(1) %1271, align 4
  %1276 = add i64 %tree_sum.pairs, 256
  br label %tree_sum.pairs.header

tree_sum.pairs.exit:                              ; preds = %tree_sum.pairs.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %1277 = add i64 %tree_sum, 1
  br label %tree_sum.header

reduce.then:                                      ; preds = %tree_sum.exit
  %1278 = mul i64 %n_features, 0
  %1279 = add i64 %1278, 0
  %1280 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1279
  %1281 = load float, ptr addrspace(1) %1280, align 4
  store float %1281, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  br label %reduce.done

reduce.done:                                      ; preds = %reduce.then, %tree_sum.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw82 = icmp ne i32 %draw_noise, 0
  br i1 %draw82, label %noise83, label %quiet

noise83:                                          ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then90, label %uniform_sinks.done91

noise.done:                                       ; preds = %feature.exit94, %feature.exit86
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %11, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %1282 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise83
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise83
  br label %feature.header84

feature.header84:                                 ; preds = %feature.body85, %uniform_sinks.done
  %feature87 = phi i64 [ %lane, %uniform_sinks.done ], [ %1354, %feature.body85 ]
  %1283 = icmp ult i64 %feature87, %n_features
  br i1 %1283, label %feature.body85, label %feature.exit86

feature.body85:                                   ; preds = %feature.header84
  %1284 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature87
  %1285 = load float, ptr addrspace(1) %1284, align 4
  %1286 = fmul float 2.000000e+00, %1285
  %1287 = fmul float 0x3FA99999A0000000, %1286
  %1288 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature87
  %1289 = load float, ptr addrspace(1) %1288, align 4
  %1290 = fmul float -1.000000e+00, %1289
  %1291 = fadd float %1287, %1290
  %1292 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %1293 = fdiv float 1.000000e+00, %1292
  %1294 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1295 = fsub float %1285, %1294
  %1296 = fcmp olt float %1295, -1.040000e+02
  %1297 = select i1 %1296, float -1.040000e+02, float %1295
  %1298 = fcmp olt float 8.900000e+01, %1297
  %1299 = select i1 %1298, float 8.900000e+01, float %1297
  %1300 = fmul float %1299, 0x3FF7154760000000
  %1301 = fadd float %1300, 0x4168000000000000
  %1302 = fsub float %1301, 0x4168000000000000
  %1303 = bitcast float %1301 to i32
  %1304 = sub i32 %1303, 1262485504
  %1305 = fmul float %1302, 0x3FE62E4000000000
  %1306 = fsub float %1299, %1305
  %1307 = fmul float %1302, 0x3EB7F7D1C0000000
  %1308 = fsub float %1306, %1307
  %1309 = fmul float %1308, %1308
  %1310 = fmul float %1309, 0x3E66376980000000
  %1311 = fadd float 0xBEBBBD41C0000000, %1310
  %1312 = fmul float %1309, %1311
  %1313 = fadd float 0x3F11566AA0000000, %1312
  %1314 = fmul float %1309, %1313
  %1315 = fadd float 0xBF66C16C20000000, %1314
  %1316 = fmul float %1309, %1315
  %1317 = fadd float 0x3FC5555560000000, %1316
  %1318 = fmul float %1309, %1317
  %1319 = fsub float %1308, %1318
  %1320 = fmul float %1308, %1319
  %1321 = fsub float 2.000000e+00, %1319
  %1322 = fdiv float %1320, %1321
  %1323 = fsub float %1307, %1322
  %1324 = fsub float %1323, %1306
  %1325 = fsub float 1.000000e+00, %1324
  %1326 = add i32 %1304, 256
  %1327 = lshr i32 %1326, 1
  %1328 = sub i32 %1327, 1
  %1329 = add i32 %1304, 255
  %1330 = sub i32 %1329, %1327
  %1331 = shl i32 %1328, 23
  %1332 = shl i32 %1330, 23
  %1333 = bitcast i32 %1331 to float
  %1334 = bitcast i32 %1332 to float
  %1335 = fmul float %1325, %1333
  %1336 = fmul float %1335, %1334
  %1337 = fcmp uno float %1295, %1295
  %1338 = select i1 %1337, float 0x7FF8000000000000, float %1336
  %1339 = fmul float %1293, %1338
  %1340 = fadd float %1291, %1339
  %feature88 = uitofp i64 %feature87 to float
  %1341 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1342 = fcmp oeq float %feature88, %1341
  %1343 = select i1 %1342, float 1.000000e+00, float 0.000000e+00
  %1344 = fcmp une float %1343, 0.000000e+00
  %1345 = select i1 %1344, float 0x3FB99999A0000000, float 0.000000e+00
  %1346 = fadd float %1340, %1345
  %1347 = fmul float %1346, %eta
  %1348 = fsub float %1285, %1347
  %1349 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature87
  %1350 = load float, ptr addrspace(1) %1349, align 4
  %1351 = fmul float %1350, %noise_scale3
  %1352 = fadd float %1348, %1351
  %1353 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature87
  %bits89 = bitcast float %1352 to i32
  %magnitude = and i32 %bits89, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits89
  store i32 %canonical, ptr addrspace(1) %1353, align 4
  %1354 = add i64 %feature87, 256
  br label %feature.header84

feature.exit86:                                   ; preds = %feature.header84
  br label %noise.done

uniform_sinks.then90:                             ; preds = %quiet
  br label %uniform_sinks.done91

uniform_sinks.done91:                             ; preds = %uniform_sinks.then90, %quiet
  br label %feature.header92

feature.header92:                                 ; preds = %feature.body93, %uniform_sinks.done91
  %feature95 = phi i64 [ %lane, %uniform_sinks.done91 ], [ %1424, %feature.body93 ]
  %1355 = icmp ult i64 %feature95, %n_features
  br i1 %1355, label %feature.body93, label %feature.exit94

feature.body93:                                   ; preds = %feature.header92
  %1356 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature95
  %1357 = load float, ptr addrspace(1) %1356, align 4
  %1358 = fmul float 2.000000e+00, %1357
  %1359 = fmul float 0x3FA99999A0000000, %1358
  %1360 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature95
  %1361 = load float, ptr addrspace(1) %1360, align 4
  %1362 = fmul float -1.000000e+00, %1361
  %1363 = fadd float %1359, %1362
  %1364 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %1365 = fdiv float 1.000000e+00, %1364
  %1366 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1367 = fsub float %1357, %1366
  %1368 = fcmp olt float %1367, -1.040000e+02
  %1369 = select i1 %1368, float -1.040000e+02, float %1367
  %1370 = fcmp olt float 8.900000e+01, %1369
  %1371 = select i1 %1370, float 8.900000e+01, float %1369
  %1372 = fmul float %1371, 0x3FF7154760000000
  %1373 = fadd float %1372, 0x4168000000000000
  %1374 = fsub float %1373, 0x4168000000000000
  %1375 = bitcast float %1373 to i32
  %1376 = sub i32 %1375, 1262485504
  %1377 = fmul float %1374, 0x3FE62E4000000000
  %1378 = fsub float %1371, %1377
  %1379 = fmul float %1374, 0x3EB7F7D1C0000000
  %1380 = fsub float %1378, %1379
  %1381 = fmul float %1380, %1380
  %1382 = fmul float %1381, 0x3E66376980000000
  %1383 = fadd float 0xBEBBBD41C0000000, %1382
  %1384 = fmul float %1381, %1383
  %1385 = fadd float 0x3F11566AA0000000, %1384
  %1386 = fmul float %1381, %1385
  %1387 = fadd float 0xBF66C16C20000000, %1386
  %1388 = fmul float %1381, %1387
  %1389 = fadd float 0x3FC5555560000000, %1388
  %1390 = fmul float %1381, %1389
  %1391 = fsub float %1380, %1390
  %1392 = fmul float %1380, %1391
  %1393 = fsub float 2.000000e+00, %1391
  %1394 = fdiv float %1392, %1393
  %1395 = fsub float %1379, %1394
  %1396 = fsub float %1395, %1378
  %1397 = fsub float 1.000000e+00, %1396
  %1398 = add i32 %1376, 256
  %1399 = lshr i32 %1398, 1
  %1400 = sub i32 %1399, 1
  %1401 = add i32 %1376, 255
  %1402 = sub i32 %1401, %1399
  %1403 = shl i32 %1400, 23
  %1404 = shl i32 %1402, 23
  %1405 = bitcast i32 %1403 to float
  %1406 = bitcast i32 %1404 to float
  %1407 = fmul float %1397, %1405
  %1408 = fmul float %1407, %1406
  %1409 = fcmp uno float %1367, %1367
  %1410 = select i1 %1409, float 0x7FF8000000000000, float %1408
  %1411 = fmul float %1365, %1410
  %1412 = fadd float %1363, %1411
  %feature96 = uitofp i64 %feature95 to float
  %1413 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1414 = fcmp oeq float %feature96, %1413
  %1415 = select i1 %1414, float 1.000000e+00, float 0.000000e+00
  %1416 = fcmp une float %1415, 0.000000e+00
  %1417 = select i1 %1416, float 0x3FB99999A0000000, float 0.000000e+00
  %1418 = fadd float %1412, %1417
  %1419 = fmul float %1418, %eta
  %1420 = fsub float %1357, %1419
  %1421 = fmul float 0.000000e+00, %noise_scale3
  %1422 = fadd float %1420, %1421
  %1423 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature95
  %bits97 = bitcast float %1420 to i32
  %magnitude98 = and i32 %bits97, 2147483647
  %is_nan99 = icmp ugt i32 %magnitude98, 2139095040
  %canonical100 = select i1 %is_nan99, i32 2143289344, i32 %bits97
  store i32 %canonical100, ptr addrspace(1) %1423, align 4
  %1424 = add i64 %feature95, 256
  br label %feature.header92

feature.exit94:                                   ; preds = %feature.header92
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="512" }
attributes #5 = { nounwind "nvvm.maxntid"="1024" }
