; ModuleID = 'softmax_pull'
source_filename = "softmax_pull.toml"
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
define ptx_kernel void @tessera_softmax_pull_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth48 = alloca i64, align 8
  %pairwise_levels47 = alloca [64 x i64], align 8
  %pairwise_sums46 = alloca [64 x float], align 4
  %fold_index45 = alloca i64, align 8
  %fold_value44 = alloca float, align 4
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

row.done:                                         ; preds = %store.done72, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %234, %noise.done ]
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
  br i1 %present, label %store.then71, label %store.done72

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done43
  %225 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value44, align 4
  store i64 0, ptr %fold_index45, align 8
  store i64 0, ptr %pairwise_depth48, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %231, %fold_sums.body ]
  %226 = icmp ult i64 %fold_sums, %n_features
  br i1 %226, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %227 = getelementptr inbounds float, ptr addrspace(3) %225, i64 %fold_sums
  %228 = load float, ptr addrspace(3) %227, align 4
  %229 = load float, ptr %fold_value44, align 4
  %230 = fadd float %228, %229
  store float %230, ptr %fold_value44, align 4
  %231 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %232 = load float, ptr %fold_value44, align 4
  %233 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %232, ptr addrspace(3) %233, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then56, label %store.done57

noise.done:                                       ; preds = %store.done57, %store.done
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %234 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature49 = add i64 %lane, 0
  %valid50 = icmp ult i64 %feature49, %n_features
  %235 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done54, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature51 = add i64 %lane, 0
  %valid52 = icmp ult i64 %feature51, %n_features
  %236 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %uniform_sinks.done
  %237 = load float, ptr %236, align 4
  %238 = fmul float 2.000000e+00, %237
  %239 = fmul float 0x3FA99999A0000000, %238
  %240 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature51
  %241 = load float, ptr addrspace(1) %240, align 4
  %242 = fmul float -1.000000e+00, %241
  %243 = fadd float %239, %242
  %244 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %245 = load float, ptr addrspace(3) %244, align 4
  %246 = fdiv float 1.000000e+00, %245
  %247 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %248 = load float, ptr addrspace(3) %247, align 4
  %249 = fsub float %237, %248
  %250 = fcmp olt float %249, -1.040000e+02
  %251 = select i1 %250, float -1.040000e+02, float %249
  %252 = fcmp olt float 8.900000e+01, %251
  %253 = select i1 %252, float 8.900000e+01, float %251
  %254 = fmul float %253, 0x3FF7154760000000
  %255 = fadd float %254, 0x4168000000000000
  %256 = fsub float %255, 0x4168000000000000
  %257 = bitcast float %255 to i32
  %258 = sub i32 %257, 1262485504
  %259 = fmul float %256, 0x3FE62E4000000000
  %260 = fsub float %253, %259
  %261 = fmul float %256, 0x3EB7F7D1C0000000
  %262 = fsub float %260, %261
  %263 = fmul float %262, %262
  %264 = fmul float %263, 0x3E66376980000000
  %265 = fadd float 0xBEBBBD41C0000000, %264
  %266 = fmul float %263, %265
  %267 = fadd float 0x3F11566AA0000000, %266
  %268 = fmul float %263, %267
  %269 = fadd float 0xBF66C16C20000000, %268
  %270 = fmul float %263, %269
  %271 = fadd float 0x3FC5555560000000, %270
  %272 = fmul float %263, %271
  %273 = fsub float %262, %272
  %274 = fmul float %262, %273
  %275 = fsub float 2.000000e+00, %273
  %276 = fdiv float %274, %275
  %277 = fsub float %261, %276
  %278 = fsub float %277, %260
  %279 = fsub float 1.000000e+00, %278
  %280 = add i32 %258, 256
  %281 = lshr i32 %280, 1
  %282 = sub i32 %281, 1
  %283 = add i32 %258, 255
  %284 = sub i32 %283, %281
  %285 = shl i32 %282, 23
  %286 = shl i32 %284, 23
  %287 = bitcast i32 %285 to float
  %288 = bitcast i32 %286 to float
  %289 = fmul float %279, %287
  %290 = fmul float %289, %288
  %291 = fcmp uno float %249, %249
  %292 = select i1 %291, float 0x7FF8000000000000, float %290
  %293 = fmul float %246, %292
  %294 = fadd float %243, %293
  %feature55 = uitofp i64 %feature51 to float
  %295 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %296 = load float, ptr addrspace(3) %295, align 4
  %297 = fcmp oeq float %feature55, %296
  %298 = select i1 %297, float 1.000000e+00, float 0.000000e+00
  %299 = fcmp une float %298, 0.000000e+00
  %300 = select i1 %299, float 0x3FB99999A0000000, float 0.000000e+00
  %301 = fadd float %294, %300
  %302 = fmul float %301, %eta
  %303 = fsub float %237, %302
  %304 = mul i64 %row_read, %n_features
  %element = add i64 %304, %feature51
  %305 = trunc i64 %key0 to i32
  %306 = lshr i64 %key0, 32
  %307 = trunc i64 %306 to i32
  %308 = trunc i64 %element to i32
  %309 = trunc i64 %key1_step to i32
  %310 = lshr i64 %key1_step, 32
  %311 = trunc i64 %310 to i32
  %312 = lshr i64 %element, 32
  %313 = trunc i64 %312 to i32
  %314 = zext i32 %308 to i64
  %315 = mul i64 3528531795, %314
  %316 = zext i32 %311 to i64
  %317 = mul i64 3449720151, %316
  %318 = lshr i64 %315, 32
  %319 = trunc i64 %318 to i32
  %320 = trunc i64 %315 to i32
  %321 = lshr i64 %317, 32
  %322 = trunc i64 %321 to i32
  %323 = trunc i64 %317 to i32
  %324 = xor i32 %322, %309
  %325 = xor i32 %324, %305
  %326 = xor i32 %319, %313
  %327 = xor i32 %326, %307
  %328 = add i32 %305, -1640531527
  %329 = add i32 %307, -1150833019
  %330 = zext i32 %325 to i64
  %331 = mul i64 3528531795, %330
  %332 = zext i32 %327 to i64
  %333 = mul i64 3449720151, %332
  %334 = lshr i64 %331, 32
  %335 = trunc i64 %334 to i32
  %336 = trunc i64 %331 to i32
  %337 = lshr i64 %333, 32
  %338 = trunc i64 %337 to i32
  %339 = trunc i64 %333 to i32
  %340 = xor i32 %338, %323
  %341 = xor i32 %340, %328
  %342 = xor i32 %335, %320
  %343 = xor i32 %342, %329
  %344 = add i32 %328, -1640531527
  %345 = add i32 %329, -1150833019
  %346 = zext i32 %341 to i64
  %347 = mul i64 3528531795, %346
  %348 = zext i32 %343 to i64
  %349 = mul i64 3449720151, %348
  %350 = lshr i64 %347, 32
  %351 = trunc i64 %350 to i32
  %352 = trunc i64 %347 to i32
  %353 = lshr i64 %349, 32
  %354 = trunc i64 %353 to i32
  %355 = trunc i64 %349 to i32
  %356 = xor i32 %354, %339
  %357 = xor i32 %356, %344
  %358 = xor i32 %351, %336
  %359 = xor i32 %358, %345
  %360 = add i32 %344, -1640531527
  %361 = add i32 %345, -1150833019
  %362 = zext i32 %357 to i64
  %363 = mul i64 3528531795, %362
  %364 = zext i32 %359 to i64
  %365 = mul i64 3449720151, %364
  %366 = lshr i64 %363, 32
  %367 = trunc i64 %366 to i32
  %368 = trunc i64 %363 to i32
  %369 = lshr i64 %365, 32
  %370 = trunc i64 %369 to i32
  %371 = trunc i64 %365 to i32
  %372 = xor i32 %370, %355
  %373 = xor i32 %372, %360
  %374 = xor i32 %367, %352
  %375 = xor i32 %374, %361
  %376 = add i32 %360, -1640531527
  %377 = add i32 %361, -1150833019
  %378 = zext i32 %373 to i64
  %379 = mul i64 3528531795, %378
  %380 = zext i32 %375 to i64
  %381 = mul i64 3449720151, %380
  %382 = lshr i64 %379, 32
  %383 = trunc i64 %382 to i32
  %384 = trunc i64 %379 to i32
  %385 = lshr i64 %381, 32
  %386 = trunc i64 %385 to i32
  %387 = trunc i64 %381 to i32
  %388 = xor i32 %386, %371
  %389 = xor i32 %388, %376
  %390 = xor i32 %383, %368
  %391 = xor i32 %390, %377
  %392 = add i32 %376, -1640531527
  %393 = add i32 %377, -1150833019
  %394 = zext i32 %389 to i64
  %395 = mul i64 3528531795, %394
  %396 = zext i32 %391 to i64
  %397 = mul i64 3449720151, %396
  %398 = lshr i64 %395, 32
  %399 = trunc i64 %398 to i32
  %400 = trunc i64 %395 to i32
  %401 = lshr i64 %397, 32
  %402 = trunc i64 %401 to i32
  %403 = trunc i64 %397 to i32
  %404 = xor i32 %402, %387
  %405 = xor i32 %404, %392
  %406 = xor i32 %399, %384
  %407 = xor i32 %406, %393
  %408 = add i32 %392, -1640531527
  %409 = add i32 %393, -1150833019
  %410 = zext i32 %405 to i64
  %411 = mul i64 3528531795, %410
  %412 = zext i32 %407 to i64
  %413 = mul i64 3449720151, %412
  %414 = lshr i64 %411, 32
  %415 = trunc i64 %414 to i32
  %416 = trunc i64 %411 to i32
  %417 = lshr i64 %413, 32
  %418 = trunc i64 %417 to i32
  %419 = trunc i64 %413 to i32
  %420 = xor i32 %418, %403
  %421 = xor i32 %420, %408
  %422 = xor i32 %415, %400
  %423 = xor i32 %422, %409
  %424 = add i32 %408, -1640531527
  %425 = add i32 %409, -1150833019
  %426 = zext i32 %421 to i64
  %427 = mul i64 3528531795, %426
  %428 = zext i32 %423 to i64
  %429 = mul i64 3449720151, %428
  %430 = lshr i64 %427, 32
  %431 = trunc i64 %430 to i32
  %432 = trunc i64 %427 to i32
  %433 = lshr i64 %429, 32
  %434 = trunc i64 %433 to i32
  %435 = trunc i64 %429 to i32
  %436 = xor i32 %434, %419
  %437 = xor i32 %436, %424
  %438 = xor i32 %431, %416
  %439 = xor i32 %438, %425
  %440 = add i32 %424, -1640531527
  %441 = add i32 %425, -1150833019
  %442 = zext i32 %437 to i64
  %443 = mul i64 3528531795, %442
  %444 = zext i32 %439 to i64
  %445 = mul i64 3449720151, %444
  %446 = lshr i64 %443, 32
  %447 = trunc i64 %446 to i32
  %448 = trunc i64 %443 to i32
  %449 = lshr i64 %445, 32
  %450 = trunc i64 %449 to i32
  %451 = trunc i64 %445 to i32
  %452 = xor i32 %450, %435
  %453 = xor i32 %452, %440
  %454 = xor i32 %447, %432
  %455 = xor i32 %454, %441
  %456 = add i32 %440, -1640531527
  %457 = add i32 %441, -1150833019
  %458 = zext i32 %453 to i64
  %459 = mul i64 3528531795, %458
  %460 = zext i32 %455 to i64
  %461 = mul i64 3449720151, %460
  %462 = lshr i64 %459, 32
  %463 = trunc i64 %462 to i32
  %464 = trunc i64 %459 to i32
  %465 = lshr i64 %461, 32
  %466 = trunc i64 %465 to i32
  %467 = trunc i64 %461 to i32
  %468 = xor i32 %466, %451
  %469 = xor i32 %468, %456
  %470 = xor i32 %463, %448
  %471 = xor i32 %470, %457
  %472 = uitofp i32 %469 to double
  %473 = fadd double %472, 5.000000e-01
  %474 = fmul double %473, 0x3DF0000000000000
  %475 = uitofp i32 %467 to double
  %476 = fadd double %475, 5.000000e-01
  %477 = fmul double %476, 0x3DF0000000000000
  %478 = bitcast double %474 to i64
  %479 = lshr i64 %478, 32
  %480 = add i64 %479, 614242
  %481 = lshr i64 %480, 20
  %482 = sub i64 %481, 1023
  %483 = and i64 %480, 1048575
  %484 = add i64 %483, 1072079006
  %485 = shl i64 %484, 32
  %486 = and i64 %478, 4294967295
  %487 = or i64 %485, %486
  %488 = bitcast i64 %487 to double
  %489 = fsub double %488, 1.000000e+00
  %490 = fmul double 5.000000e-01, %489
  %491 = fmul double %490, %489
  %492 = fadd double 2.000000e+00, %489
  %493 = fdiv double %489, %492
  %494 = fmul double %493, %493
  %495 = fmul double %494, %494
  %496 = fmul double %495, 0x3FC39A09D078C69F
  %497 = fadd double 0x3FCC71C51D8E78AF, %496
  %498 = fmul double %495, %497
  %499 = fadd double 0x3FD999999997FA04, %498
  %500 = fmul double %495, %499
  %501 = fmul double %495, 0x3FC2F112DF3E5244
  %502 = fadd double 0x3FC7466496CB03DE, %501
  %503 = fmul double %495, %502
  %504 = fadd double 0x3FD2492494229359, %503
  %505 = fmul double %495, %504
  %506 = fadd double 0x3FE5555555555593, %505
  %507 = fmul double %494, %506
  %508 = fadd double %507, %500
  %509 = sitofp i64 %482 to double
  %510 = fadd double %491, %508
  %511 = fmul double %493, %510
  %512 = fmul double %509, 0x3DEA39EF35793C76
  %513 = fadd double %511, %512
  %514 = fsub double %513, %491
  %515 = fadd double %514, %489
  %516 = fmul double %509, 0x3FE62E42FEE00000
  %517 = fadd double %515, %516
  %518 = fmul double -2.000000e+00, %517
  %519 = call double @llvm.sqrt.f64(double %518)
  %520 = fmul double 0x401921FB54442D18, %477
  %521 = fmul double %520, 0x3FE45F306DC9C883
  %522 = fadd double %521, 0x4338000000000000
  %523 = bitcast double %522 to i64
  %524 = fsub double %522, 0x4338000000000000
  %525 = fmul double %524, 0x3FF921FB54400000
  %526 = fsub double %520, %525
  %527 = fmul double %524, 0x3DD0B4611A626331
  %528 = fmul double %524, 0x3DD0B4611A600000
  %529 = fsub double %526, %528
  %530 = fmul double %524, 0x3BA3198A2E037073
  %531 = fsub double %526, %529
  %532 = fsub double %531, %528
  %533 = fsub double %530, %532
  %534 = fsub double %526, %527
  %535 = bitcast double %520 to i64
  %536 = lshr i64 %535, 52
  %537 = and i64 %536, 2047
  %538 = bitcast double %534 to i64
  %539 = lshr i64 %538, 52
  %540 = and i64 %539, 2047
  %541 = add i64 %540, 16
  %542 = icmp ult i64 %541, %537
  %543 = select i1 %542, double %529, double %526
  %544 = select i1 %542, double %533, double %527
  %545 = fsub double %543, %544
  %546 = fsub double %543, %545
  %547 = fsub double %546, %544
  %548 = fmul double %545, %545
  %549 = fmul double %548, %548
  %550 = fmul double %548, 0x3EFA01A019CB1590
  %551 = fadd double 0xBF56C16C16C15177, %550
  %552 = fmul double %548, %551
  %553 = fadd double 0x3FA555555555554C, %552
  %554 = fmul double %548, %553
  %555 = fmul double %548, 0xBDA8FAE9BE8838D4
  %556 = fadd double 0x3E21EE9EBDB4B1C4, %555
  %557 = fmul double %548, %556
  %558 = fadd double 0xBE927E4F809C52AD, %557
  %559 = fmul double %549, %549
  %560 = fmul double %559, %558
  %561 = fadd double %554, %560
  %562 = fmul double 5.000000e-01, %548
  %563 = fsub double 1.000000e+00, %562
  %564 = fsub double 1.000000e+00, %563
  %565 = fsub double %564, %562
  %566 = fmul double %548, %561
  %567 = fmul double %545, %547
  %568 = fsub double %566, %567
  %569 = fadd double %565, %568
  %570 = fadd double %563, %569
  %571 = fmul double %545, %545
  %572 = fmul double %571, %571
  %573 = fmul double %571, 0x3EC71DE357B1FE7D
  %574 = fadd double 0xBF2A01A019C161D5, %573
  %575 = fmul double %571, %574
  %576 = fadd double 0x3F8111111110F8A6, %575
  %577 = fmul double %571, 0x3DE5D93A5ACFD57C
  %578 = fadd double 0xBE5AE5E68A2B9CEB, %577
  %579 = fmul double %571, %572
  %580 = fmul double %579, %578
  %581 = fadd double %576, %580
  %582 = fmul double %571, %545
  %583 = fmul double 5.000000e-01, %547
  %584 = fmul double %582, %581
  %585 = fsub double %583, %584
  %586 = fmul double %571, %585
  %587 = fsub double %586, %547
  %588 = fmul double %582, 0xBFC5555555555549
  %589 = fsub double %587, %588
  %590 = fsub double %545, %589
  %591 = fneg double %570
  %592 = fneg double %590
  %593 = and i64 %523, 1
  %594 = and i64 %523, 2
  %595 = icmp eq i64 %593, 1
  %596 = icmp eq i64 %594, 2
  %597 = select i1 %596, double %591, double %570
  %598 = select i1 %596, double %590, double %592
  %599 = select i1 %595, double %598, double %597
  %600 = fmul double %519, %599
  %601 = fptrunc double %600 to float
  %602 = fmul float %601, %noise_scale3
  %603 = fadd float %303, %602
  %bits = bitcast float %603 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %236, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %uniform_sinks.done
  br label %store.done

store.then56:                                     ; preds = %quiet
  %feature58 = add i64 %lane, 0
  %valid59 = icmp ult i64 %feature58, %n_features
  %604 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then60, label %uniform_sinks.done61

store.done57:                                     ; preds = %slot.done65, %quiet
  br label %noise.done

uniform_sinks.then60:                             ; preds = %store.then56
  br label %uniform_sinks.done61

uniform_sinks.done61:                             ; preds = %uniform_sinks.then60, %store.then56
  %feature62 = add i64 %lane, 0
  %valid63 = icmp ult i64 %feature62, %n_features
  %605 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid63, label %slot.then64, label %slot.done65

slot.then64:                                      ; preds = %uniform_sinks.done61
  %606 = load float, ptr %605, align 4
  %607 = fmul float 2.000000e+00, %606
  %608 = fmul float 0x3FA99999A0000000, %607
  %609 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature62
  %610 = load float, ptr addrspace(1) %609, align 4
  %611 = fmul float -1.000000e+00, %610
  %612 = fadd float %608, %611
  %613 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %614 = load float, ptr addrspace(3) %613, align 4
  %615 = fdiv float 1.000000e+00, %614
  %616 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %617 = load float, ptr addrspace(3) %616, align 4
  %618 = fsub float %606, %617
  %619 = fcmp olt float %618, -1.040000e+02
  %620 = select i1 %619, float -1.040000e+02, float %618
  %621 = fcmp olt float 8.900000e+01, %620
  %622 = select i1 %621, float 8.900000e+01, float %620
  %623 = fmul float %622, 0x3FF7154760000000
  %624 = fadd float %623, 0x4168000000000000
  %625 = fsub float %624, 0x4168000000000000
  %626 = bitcast float %624 to i32
  %627 = sub i32 %626, 1262485504
  %628 = fmul float %625, 0x3FE62E4000000000
  %629 = fsub float %622, %628
  %630 = fmul float %625, 0x3EB7F7D1C0000000
  %631 = fsub float %629, %630
  %632 = fmul float %631, %631
  %633 = fmul float %632, 0x3E66376980000000
  %634 = fadd float 0xBEBBBD41C0000000, %633
  %635 = fmul float %632, %634
  %636 = fadd float 0x3F11566AA0000000, %635
  %637 = fmul float %632, %636
  %638 = fadd float 0xBF66C16C20000000, %637
  %639 = fmul float %632, %638
  %640 = fadd float 0x3FC5555560000000, %639
  %641 = fmul float %632, %640
  %642 = fsub float %631, %641
  %643 = fmul float %631, %642
  %644 = fsub float 2.000000e+00, %642
  %645 = fdiv float %643, %644
  %646 = fsub float %630, %645
  %647 = fsub float %646, %629
  %648 = fsub float 1.000000e+00, %647
  %649 = add i32 %627, 256
  %650 = lshr i32 %649, 1
  %651 = sub i32 %650, 1
  %652 = add i32 %627, 255
  %653 = sub i32 %652, %650
  %654 = shl i32 %651, 23
  %655 = shl i32 %653, 23
  %656 = bitcast i32 %654 to float
  %657 = bitcast i32 %655 to float
  %658 = fmul float %648, %656
  %659 = fmul float %658, %657
  %660 = fcmp uno float %618, %618
  %661 = select i1 %660, float 0x7FF8000000000000, float %659
  %662 = fmul float %615, %661
  %663 = fadd float %612, %662
  %feature66 = uitofp i64 %feature62 to float
  %664 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %665 = load float, ptr addrspace(3) %664, align 4
  %666 = fcmp oeq float %feature66, %665
  %667 = select i1 %666, float 1.000000e+00, float 0.000000e+00
  %668 = fcmp une float %667, 0.000000e+00
  %669 = select i1 %668, float 0x3FB99999A0000000, float 0.000000e+00
  %670 = fadd float %663, %669
  %671 = fmul float %670, %eta
  %672 = fsub float %606, %671
  %673 = fmul float 0.000000e+00, %noise_scale3
  %674 = fadd float %672, %673
  %bits67 = bitcast float %672 to i32
  %magnitude68 = and i32 %bits67, 2147483647
  %is_nan69 = icmp ugt i32 %magnitude68, 2139095040
  %canonical70 = select i1 %is_nan69, i32 2143289344, i32 %bits67
  store i32 %canonical70, ptr %605, align 4
  br label %slot.done65

slot.done65:                                      ; preds = %slot.then64, %uniform_sinks.done61
  br label %store.done57

store.then71:                                     ; preds = %step.exit
  %feature73 = add i64 %lane, 0
  %valid74 = icmp ult i64 %feature73, %n_features
  %675 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid74, label %slot.then75, label %slot.done76

store.done72:                                     ; preds = %slot.done76, %step.exit
  br label %row.done

slot.then75:                                      ; preds = %store.then71
  %676 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature73
  %677 = load float, ptr %675, align 4
  store float %677, ptr addrspace(1) %676, align 4
  br label %slot.done76

slot.done76:                                      ; preds = %slot.then75, %store.then71
  br label %store.done72
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
define ptx_kernel void @tessera_softmax_pull_w32x8(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth66 = alloca i64, align 8
  %pairwise_levels65 = alloca [64 x i64], align 8
  %pairwise_sums64 = alloca [64 x float], align 4
  %fold_index63 = alloca i64, align 8
  %fold_value62 = alloca float, align 4
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

row.done:                                         ; preds = %store.done90, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %402, %noise.done ]
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
  br i1 %present, label %store.then89, label %store.done90

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done61
  %393 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value62, align 4
  store i64 0, ptr %fold_index63, align 8
  store i64 0, ptr %pairwise_depth66, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done61
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %399, %fold_sums.body ]
  %394 = icmp ult i64 %fold_sums, %n_features
  br i1 %394, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %395 = getelementptr inbounds float, ptr addrspace(3) %393, i64 %fold_sums
  %396 = load float, ptr addrspace(3) %395, align 4
  %397 = load float, ptr %fold_value62, align 4
  %398 = fadd float %396, %397
  store float %398, ptr %fold_value62, align 4
  %399 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %400 = load float, ptr %fold_value62, align 4
  %401 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %400, ptr addrspace(3) %401, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then74, label %store.done75

noise.done:                                       ; preds = %store.done75, %store.done
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %402 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature67 = add i64 %lane, 0
  %valid68 = icmp ult i64 %feature67, %n_features
  %403 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done72, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature69 = add i64 %lane, 0
  %valid70 = icmp ult i64 %feature69, %n_features
  %404 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid70, label %slot.then71, label %slot.done72

slot.then71:                                      ; preds = %uniform_sinks.done
  %405 = load float, ptr %404, align 4
  %406 = fmul float 2.000000e+00, %405
  %407 = fmul float 0x3FA99999A0000000, %406
  %408 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature69
  %409 = load float, ptr addrspace(1) %408, align 4
  %410 = fmul float -1.000000e+00, %409
  %411 = fadd float %407, %410
  %412 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %413 = load float, ptr addrspace(3) %412, align 4
  %414 = fdiv float 1.000000e+00, %413
  %415 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %416 = load float, ptr addrspace(3) %415, align 4
  %417 = fsub float %405, %416
  %418 = fcmp olt float %417, -1.040000e+02
  %419 = select i1 %418, float -1.040000e+02, float %417
  %420 = fcmp olt float 8.900000e+01, %419
  %421 = select i1 %420, float 8.900000e+01, float %419
  %422 = fmul float %421, 0x3FF7154760000000
  %423 = fadd float %422, 0x4168000000000000
  %424 = fsub float %423, 0x4168000000000000
  %425 = bitcast float %423 to i32
  %426 = sub i32 %425, 1262485504
  %427 = fmul float %424, 0x3FE62E4000000000
  %428 = fsub float %421, %427
  %429 = fmul float %424, 0x3EB7F7D1C0000000
  %430 = fsub float %428, %429
  %431 = fmul float %430, %430
  %432 = fmul float %431, 0x3E66376980000000
  %433 = fadd float 0xBEBBBD41C0000000, %432
  %434 = fmul float %431, %433
  %435 = fadd float 0x3F11566AA0000000, %434
  %436 = fmul float %431, %435
  %437 = fadd float 0xBF66C16C20000000, %436
  %438 = fmul float %431, %437
  %439 = fadd float 0x3FC5555560000000, %438
  %440 = fmul float %431, %439
  %441 = fsub float %430, %440
  %442 = fmul float %430, %441
  %443 = fsub float 2.000000e+00, %441
  %444 = fdiv float %442, %443
  %445 = fsub float %429, %444
  %446 = fsub float %445, %428
  %447 = fsub float 1.000000e+00, %446
  %448 = add i32 %426, 256
  %449 = lshr i32 %448, 1
  %450 = sub i32 %449, 1
  %451 = add i32 %426, 255
  %452 = sub i32 %451, %449
  %453 = shl i32 %450, 23
  %454 = shl i32 %452, 23
  %455 = bitcast i32 %453 to float
  %456 = bitcast i32 %454 to float
  %457 = fmul float %447, %455
  %458 = fmul float %457, %456
  %459 = fcmp uno float %417, %417
  %460 = select i1 %459, float 0x7FF8000000000000, float %458
  %461 = fmul float %414, %460
  %462 = fadd float %411, %461
  %feature73 = uitofp i64 %feature69 to float
  %463 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %464 = load float, ptr addrspace(3) %463, align 4
  %465 = fcmp oeq float %feature73, %464
  %466 = select i1 %465, float 1.000000e+00, float 0.000000e+00
  %467 = fcmp une float %466, 0.000000e+00
  %468 = select i1 %467, float 0x3FB99999A0000000, float 0.000000e+00
  %469 = fadd float %462, %468
  %470 = fmul float %469, %eta
  %471 = fsub float %405, %470
  %472 = mul i64 %row_read, %n_features
  %element = add i64 %472, %feature69
  %473 = trunc i64 %key0 to i32
  %474 = lshr i64 %key0, 32
  %475 = trunc i64 %474 to i32
  %476 = trunc i64 %element to i32
  %477 = trunc i64 %key1_step to i32
  %478 = lshr i64 %key1_step, 32
  %479 = trunc i64 %478 to i32
  %480 = lshr i64 %element, 32
  %481 = trunc i64 %480 to i32
  %482 = zext i32 %476 to i64
  %483 = mul i64 3528531795, %482
  %484 = zext i32 %479 to i64
  %485 = mul i64 3449720151, %484
  %486 = lshr i64 %483, 32
  %487 = trunc i64 %486 to i32
  %488 = trunc i64 %483 to i32
  %489 = lshr i64 %485, 32
  %490 = trunc i64 %489 to i32
  %491 = trunc i64 %485 to i32
  %492 = xor i32 %490, %477
  %493 = xor i32 %492, %473
  %494 = xor i32 %487, %481
  %495 = xor i32 %494, %475
  %496 = add i32 %473, -1640531527
  %497 = add i32 %475, -1150833019
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
  %512 = add i32 %496, -1640531527
  %513 = add i32 %497, -1150833019
  %514 = zext i32 %509 to i64
  %515 = mul i64 3528531795, %514
  %516 = zext i32 %511 to i64
  %517 = mul i64 3449720151, %516
  %518 = lshr i64 %515, 32
  %519 = trunc i64 %518 to i32
  %520 = trunc i64 %515 to i32
  %521 = lshr i64 %517, 32
  %522 = trunc i64 %521 to i32
  %523 = trunc i64 %517 to i32
  %524 = xor i32 %522, %507
  %525 = xor i32 %524, %512
  %526 = xor i32 %519, %504
  %527 = xor i32 %526, %513
  %528 = add i32 %512, -1640531527
  %529 = add i32 %513, -1150833019
  %530 = zext i32 %525 to i64
  %531 = mul i64 3528531795, %530
  %532 = zext i32 %527 to i64
  %533 = mul i64 3449720151, %532
  %534 = lshr i64 %531, 32
  %535 = trunc i64 %534 to i32
  %536 = trunc i64 %531 to i32
  %537 = lshr i64 %533, 32
  %538 = trunc i64 %537 to i32
  %539 = trunc i64 %533 to i32
  %540 = xor i32 %538, %523
  %541 = xor i32 %540, %528
  %542 = xor i32 %535, %520
  %543 = xor i32 %542, %529
  %544 = add i32 %528, -1640531527
  %545 = add i32 %529, -1150833019
  %546 = zext i32 %541 to i64
  %547 = mul i64 3528531795, %546
  %548 = zext i32 %543 to i64
  %549 = mul i64 3449720151, %548
  %550 = lshr i64 %547, 32
  %551 = trunc i64 %550 to i32
  %552 = trunc i64 %547 to i32
  %553 = lshr i64 %549, 32
  %554 = trunc i64 %553 to i32
  %555 = trunc i64 %549 to i32
  %556 = xor i32 %554, %539
  %557 = xor i32 %556, %544
  %558 = xor i32 %551, %536
  %559 = xor i32 %558, %545
  %560 = add i32 %544, -1640531527
  %561 = add i32 %545, -1150833019
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
  %640 = uitofp i32 %637 to double
  %641 = fadd double %640, 5.000000e-01
  %642 = fmul double %641, 0x3DF0000000000000
  %643 = uitofp i32 %635 to double
  %644 = fadd double %643, 5.000000e-01
  %645 = fmul double %644, 0x3DF0000000000000
  %646 = bitcast double %642 to i64
  %647 = lshr i64 %646, 32
  %648 = add i64 %647, 614242
  %649 = lshr i64 %648, 20
  %650 = sub i64 %649, 1023
  %651 = and i64 %648, 1048575
  %652 = add i64 %651, 1072079006
  %653 = shl i64 %652, 32
  %654 = and i64 %646, 4294967295
  %655 = or i64 %653, %654
  %656 = bitcast i64 %655 to double
  %657 = fsub double %656, 1.000000e+00
  %658 = fmul double 5.000000e-01, %657
  %659 = fmul double %658, %657
  %660 = fadd double 2.000000e+00, %657
  %661 = fdiv double %657, %660
  %662 = fmul double %661, %661
  %663 = fmul double %662, %662
  %664 = fmul double %663, 0x3FC39A09D078C69F
  %665 = fadd double 0x3FCC71C51D8E78AF, %664
  %666 = fmul double %663, %665
  %667 = fadd double 0x3FD999999997FA04, %666
  %668 = fmul double %663, %667
  %669 = fmul double %663, 0x3FC2F112DF3E5244
  %670 = fadd double 0x3FC7466496CB03DE, %669
  %671 = fmul double %663, %670
  %672 = fadd double 0x3FD2492494229359, %671
  %673 = fmul double %663, %672
  %674 = fadd double 0x3FE5555555555593, %673
  %675 = fmul double %662, %674
  %676 = fadd double %675, %668
  %677 = sitofp i64 %650 to double
  %678 = fadd double %659, %676
  %679 = fmul double %661, %678
  %680 = fmul double %677, 0x3DEA39EF35793C76
  %681 = fadd double %679, %680
  %682 = fsub double %681, %659
  %683 = fadd double %682, %657
  %684 = fmul double %677, 0x3FE62E42FEE00000
  %685 = fadd double %683, %684
  %686 = fmul double -2.000000e+00, %685
  %687 = call double @llvm.sqrt.f64(double %686)
  %688 = fmul double 0x401921FB54442D18, %645
  %689 = fmul double %688, 0x3FE45F306DC9C883
  %690 = fadd double %689, 0x4338000000000000
  %691 = bitcast double %690 to i64
  %692 = fsub double %690, 0x4338000000000000
  %693 = fmul double %692, 0x3FF921FB54400000
  %694 = fsub double %688, %693
  %695 = fmul double %692, 0x3DD0B4611A626331
  %696 = fmul double %692, 0x3DD0B4611A600000
  %697 = fsub double %694, %696
  %698 = fmul double %692, 0x3BA3198A2E037073
  %699 = fsub double %694, %697
  %700 = fsub double %699, %696
  %701 = fsub double %698, %700
  %702 = fsub double %694, %695
  %703 = bitcast double %688 to i64
  %704 = lshr i64 %703, 52
  %705 = and i64 %704, 2047
  %706 = bitcast double %702 to i64
  %707 = lshr i64 %706, 52
  %708 = and i64 %707, 2047
  %709 = add i64 %708, 16
  %710 = icmp ult i64 %709, %705
  %711 = select i1 %710, double %697, double %694
  %712 = select i1 %710, double %701, double %695
  %713 = fsub double %711, %712
  %714 = fsub double %711, %713
  %715 = fsub double %714, %712
  %716 = fmul double %713, %713
  %717 = fmul double %716, %716
  %718 = fmul double %716, 0x3EFA01A019CB1590
  %719 = fadd double 0xBF56C16C16C15177, %718
  %720 = fmul double %716, %719
  %721 = fadd double 0x3FA555555555554C, %720
  %722 = fmul double %716, %721
  %723 = fmul double %716, 0xBDA8FAE9BE8838D4
  %724 = fadd double 0x3E21EE9EBDB4B1C4, %723
  %725 = fmul double %716, %724
  %726 = fadd double 0xBE927E4F809C52AD, %725
  %727 = fmul double %717, %717
  %728 = fmul double %727, %726
  %729 = fadd double %722, %728
  %730 = fmul double 5.000000e-01, %716
  %731 = fsub double 1.000000e+00, %730
  %732 = fsub double 1.000000e+00, %731
  %733 = fsub double %732, %730
  %734 = fmul double %716, %729
  %735 = fmul double %713, %715
  %736 = fsub double %734, %735
  %737 = fadd double %733, %736
  %738 = fadd double %731, %737
  %739 = fmul double %713, %713
  %740 = fmul double %739, %739
  %741 = fmul double %739, 0x3EC71DE357B1FE7D
  %742 = fadd double 0xBF2A01A019C161D5, %741
  %743 = fmul double %739, %742
  %744 = fadd double 0x3F8111111110F8A6, %743
  %745 = fmul double %739, 0x3DE5D93A5ACFD57C
  %746 = fadd double 0xBE5AE5E68A2B9CEB, %745
  %747 = fmul double %739, %740
  %748 = fmul double %747, %746
  %749 = fadd double %744, %748
  %750 = fmul double %739, %713
  %751 = fmul double 5.000000e-01, %715
  %752 = fmul double %750, %749
  %753 = fsub double %751, %752
  %754 = fmul double %739, %753
  %755 = fsub double %754, %715
  %756 = fmul double %750, 0xBFC5555555555549
  %757 = fsub double %755, %756
  %758 = fsub double %713, %757
  %759 = fneg double %738
  %760 = fneg double %758
  %761 = and i64 %691, 1
  %762 = and i64 %691, 2
  %763 = icmp eq i64 %761, 1
  %764 = icmp eq i64 %762, 2
  %765 = select i1 %764, double %759, double %738
  %766 = select i1 %764, double %758, double %760
  %767 = select i1 %763, double %766, double %765
  %768 = fmul double %687, %767
  %769 = fptrunc double %768 to float
  %770 = fmul float %769, %noise_scale3
  %771 = fadd float %471, %770
  %bits = bitcast float %771 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %404, align 4
  br label %slot.done72

slot.done72:                                      ; preds = %slot.then71, %uniform_sinks.done
  br label %store.done

store.then74:                                     ; preds = %quiet
  %feature76 = add i64 %lane, 0
  %valid77 = icmp ult i64 %feature76, %n_features
  %772 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then78, label %uniform_sinks.done79

store.done75:                                     ; preds = %slot.done83, %quiet
  br label %noise.done

uniform_sinks.then78:                             ; preds = %store.then74
  br label %uniform_sinks.done79

uniform_sinks.done79:                             ; preds = %uniform_sinks.then78, %store.then74
  %feature80 = add i64 %lane, 0
  %valid81 = icmp ult i64 %feature80, %n_features
  %773 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid81, label %slot.then82, label %slot.done83

slot.then82:                                      ; preds = %uniform_sinks.done79
  %774 = load float, ptr %773, align 4
  %775 = fmul float 2.000000e+00, %774
  %776 = fmul float 0x3FA99999A0000000, %775
  %777 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature80
  %778 = load float, ptr addrspace(1) %777, align 4
  %779 = fmul float -1.000000e+00, %778
  %780 = fadd float %776, %779
  %781 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %782 = load float, ptr addrspace(3) %781, align 4
  %783 = fdiv float 1.000000e+00, %782
  %784 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %785 = load float, ptr addrspace(3) %784, align 4
  %786 = fsub float %774, %785
  %787 = fcmp olt float %786, -1.040000e+02
  %788 = select i1 %787, float -1.040000e+02, float %786
  %789 = fcmp olt float 8.900000e+01, %788
  %790 = select i1 %789, float 8.900000e+01, float %788
  %791 = fmul float %790, 0x3FF7154760000000
  %792 = fadd float %791, 0x4168000000000000
  %793 = fsub float %792, 0x4168000000000000
  %794 = bitcast float %792 to i32
  %795 = sub i32 %794, 1262485504
  %796 = fmul float %793, 0x3FE62E4000000000
  %797 = fsub float %790, %796
  %798 = fmul float %793, 0x3EB7F7D1C0000000
  %799 = fsub float %797, %798
  %800 = fmul float %799, %799
  %801 = fmul float %800, 0x3E66376980000000
  %802 = fadd float 0xBEBBBD41C0000000, %801
  %803 = fmul float %800, %802
  %804 = fadd float 0x3F11566AA0000000, %803
  %805 = fmul float %800, %804
  %806 = fadd float 0xBF66C16C20000000, %805
  %807 = fmul float %800, %806
  %808 = fadd float 0x3FC5555560000000, %807
  %809 = fmul float %800, %808
  %810 = fsub float %799, %809
  %811 = fmul float %799, %810
  %812 = fsub float 2.000000e+00, %810
  %813 = fdiv float %811, %812
  %814 = fsub float %798, %813
  %815 = fsub float %814, %797
  %816 = fsub float 1.000000e+00, %815
  %817 = add i32 %795, 256
  %818 = lshr i32 %817, 1
  %819 = sub i32 %818, 1
  %820 = add i32 %795, 255
  %821 = sub i32 %820, %818
  %822 = shl i32 %819, 23
  %823 = shl i32 %821, 23
  %824 = bitcast i32 %822 to float
  %825 = bitcast i32 %823 to float
  %826 = fmul float %816, %824
  %827 = fmul float %826, %825
  %828 = fcmp uno float %786, %786
  %829 = select i1 %828, float 0x7FF8000000000000, float %827
  %830 = fmul float %783, %829
  %831 = fadd float %780, %830
  %feature84 = uitofp i64 %feature80 to float
  %832 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %833 = load float, ptr addrspace(3) %832, align 4
  %834 = fcmp oeq float %feature84, %833
  %835 = select i1 %834, float 1.000000e+00, float 0.000000e+00
  %836 = fcmp une float %835, 0.000000e+00
  %837 = select i1 %836, float 0x3FB99999A0000000, float 0.000000e+00
  %838 = fadd float %831, %837
  %839 = fmul float %838, %eta
  %840 = fsub float %774, %839
  %841 = fmul float 0.000000e+00, %noise_scale3
  %842 = fadd float %840, %841
  %bits85 = bitcast float %840 to i32
  %magnitude86 = and i32 %bits85, 2147483647
  %is_nan87 = icmp ugt i32 %magnitude86, 2139095040
  %canonical88 = select i1 %is_nan87, i32 2143289344, i32 %bits85
  store i32 %canonical88, ptr %773, align 4
  br label %slot.done83

slot.done83:                                      ; preds = %slot.then82, %uniform_sinks.done79
  br label %store.done75

store.then89:                                     ; preds = %step.exit
  %feature91 = add i64 %lane, 0
  %valid92 = icmp ult i64 %feature91, %n_features
  %843 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid92, label %slot.then93, label %slot.done94

store.done90:                                     ; preds = %slot.done94, %step.exit
  br label %row.done

slot.then93:                                      ; preds = %store.then89
  %844 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature91
  %845 = load float, ptr %843, align 4
  store float %845, ptr addrspace(1) %844, align 4
  br label %slot.done94

slot.done94:                                      ; preds = %slot.then93, %store.then89
  br label %store.done90
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w64x4(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth72 = alloca i64, align 8
  %pairwise_levels71 = alloca [64 x i64], align 8
  %pairwise_sums70 = alloca [64 x float], align 4
  %fold_index69 = alloca i64, align 8
  %fold_value68 = alloca float, align 4
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

row.done:                                         ; preds = %store.done96, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %458, %noise.done ]
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
  br i1 %present, label %store.then95, label %store.done96

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done67
  %449 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value68, align 4
  store i64 0, ptr %fold_index69, align 8
  store i64 0, ptr %pairwise_depth72, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done67
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %455, %fold_sums.body ]
  %450 = icmp ult i64 %fold_sums, %n_features
  br i1 %450, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %451 = getelementptr inbounds float, ptr addrspace(3) %449, i64 %fold_sums
  %452 = load float, ptr addrspace(3) %451, align 4
  %453 = load float, ptr %fold_value68, align 4
  %454 = fadd float %452, %453
  store float %454, ptr %fold_value68, align 4
  %455 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %456 = load float, ptr %fold_value68, align 4
  %457 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %456, ptr addrspace(3) %457, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then80, label %store.done81

noise.done:                                       ; preds = %store.done81, %store.done
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %458 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature73 = add i64 %lane, 0
  %valid74 = icmp ult i64 %feature73, %n_features
  %459 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done78, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature75 = add i64 %lane, 0
  %valid76 = icmp ult i64 %feature75, %n_features
  %460 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid76, label %slot.then77, label %slot.done78

slot.then77:                                      ; preds = %uniform_sinks.done
  %461 = load float, ptr %460, align 4
  %462 = fmul float 2.000000e+00, %461
  %463 = fmul float 0x3FA99999A0000000, %462
  %464 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature75
  %465 = load float, ptr addrspace(1) %464, align 4
  %466 = fmul float -1.000000e+00, %465
  %467 = fadd float %463, %466
  %468 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %469 = load float, ptr addrspace(3) %468, align 4
  %470 = fdiv float 1.000000e+00, %469
  %471 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %472 = load float, ptr addrspace(3) %471, align 4
  %473 = fsub float %461, %472
  %474 = fcmp olt float %473, -1.040000e+02
  %475 = select i1 %474, float -1.040000e+02, float %473
  %476 = fcmp olt float 8.900000e+01, %475
  %477 = select i1 %476, float 8.900000e+01, float %475
  %478 = fmul float %477, 0x3FF7154760000000
  %479 = fadd float %478, 0x4168000000000000
  %480 = fsub float %479, 0x4168000000000000
  %481 = bitcast float %479 to i32
  %482 = sub i32 %481, 1262485504
  %483 = fmul float %480, 0x3FE62E4000000000
  %484 = fsub float %477, %483
  %485 = fmul float %480, 0x3EB7F7D1C0000000
  %486 = fsub float %484, %485
  %487 = fmul float %486, %486
  %488 = fmul float %487, 0x3E66376980000000
  %489 = fadd float 0xBEBBBD41C0000000, %488
  %490 = fmul float %487, %489
  %491 = fadd float 0x3F11566AA0000000, %490
  %492 = fmul float %487, %491
  %493 = fadd float 0xBF66C16C20000000, %492
  %494 = fmul float %487, %493
  %495 = fadd float 0x3FC5555560000000, %494
  %496 = fmul float %487, %495
  %497 = fsub float %486, %496
  %498 = fmul float %486, %497
  %499 = fsub float 2.000000e+00, %497
  %500 = fdiv float %498, %499
  %501 = fsub float %485, %500
  %502 = fsub float %501, %484
  %503 = fsub float 1.000000e+00, %502
  %504 = add i32 %482, 256
  %505 = lshr i32 %504, 1
  %506 = sub i32 %505, 1
  %507 = add i32 %482, 255
  %508 = sub i32 %507, %505
  %509 = shl i32 %506, 23
  %510 = shl i32 %508, 23
  %511 = bitcast i32 %509 to float
  %512 = bitcast i32 %510 to float
  %513 = fmul float %503, %511
  %514 = fmul float %513, %512
  %515 = fcmp uno float %473, %473
  %516 = select i1 %515, float 0x7FF8000000000000, float %514
  %517 = fmul float %470, %516
  %518 = fadd float %467, %517
  %feature79 = uitofp i64 %feature75 to float
  %519 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %520 = load float, ptr addrspace(3) %519, align 4
  %521 = fcmp oeq float %feature79, %520
  %522 = select i1 %521, float 1.000000e+00, float 0.000000e+00
  %523 = fcmp une float %522, 0.000000e+00
  %524 = select i1 %523, float 0x3FB99999A0000000, float 0.000000e+00
  %525 = fadd float %518, %524
  %526 = fmul float %525, %eta
  %527 = fsub float %461, %526
  %528 = mul i64 %row_read, %n_features
  %element = add i64 %528, %feature75
  %529 = trunc i64 %key0 to i32
  %530 = lshr i64 %key0, 32
  %531 = trunc i64 %530 to i32
  %532 = trunc i64 %element to i32
  %533 = trunc i64 %key1_step to i32
  %534 = lshr i64 %key1_step, 32
  %535 = trunc i64 %534 to i32
  %536 = lshr i64 %element, 32
  %537 = trunc i64 %536 to i32
  %538 = zext i32 %532 to i64
  %539 = mul i64 3528531795, %538
  %540 = zext i32 %535 to i64
  %541 = mul i64 3449720151, %540
  %542 = lshr i64 %539, 32
  %543 = trunc i64 %542 to i32
  %544 = trunc i64 %539 to i32
  %545 = lshr i64 %541, 32
  %546 = trunc i64 %545 to i32
  %547 = trunc i64 %541 to i32
  %548 = xor i32 %546, %533
  %549 = xor i32 %548, %529
  %550 = xor i32 %543, %537
  %551 = xor i32 %550, %531
  %552 = add i32 %529, -1640531527
  %553 = add i32 %531, -1150833019
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
  %696 = uitofp i32 %693 to double
  %697 = fadd double %696, 5.000000e-01
  %698 = fmul double %697, 0x3DF0000000000000
  %699 = uitofp i32 %691 to double
  %700 = fadd double %699, 5.000000e-01
  %701 = fmul double %700, 0x3DF0000000000000
  %702 = bitcast double %698 to i64
  %703 = lshr i64 %702, 32
  %704 = add i64 %703, 614242
  %705 = lshr i64 %704, 20
  %706 = sub i64 %705, 1023
  %707 = and i64 %704, 1048575
  %708 = add i64 %707, 1072079006
  %709 = shl i64 %708, 32
  %710 = and i64 %702, 4294967295
  %711 = or i64 %709, %710
  %712 = bitcast i64 %711 to double
  %713 = fsub double %712, 1.000000e+00
  %714 = fmul double 5.000000e-01, %713
  %715 = fmul double %714, %713
  %716 = fadd double 2.000000e+00, %713
  %717 = fdiv double %713, %716
  %718 = fmul double %717, %717
  %719 = fmul double %718, %718
  %720 = fmul double %719, 0x3FC39A09D078C69F
  %721 = fadd double 0x3FCC71C51D8E78AF, %720
  %722 = fmul double %719, %721
  %723 = fadd double 0x3FD999999997FA04, %722
  %724 = fmul double %719, %723
  %725 = fmul double %719, 0x3FC2F112DF3E5244
  %726 = fadd double 0x3FC7466496CB03DE, %725
  %727 = fmul double %719, %726
  %728 = fadd double 0x3FD2492494229359, %727
  %729 = fmul double %719, %728
  %730 = fadd double 0x3FE5555555555593, %729
  %731 = fmul double %718, %730
  %732 = fadd double %731, %724
  %733 = sitofp i64 %706 to double
  %734 = fadd double %715, %732
  %735 = fmul double %717, %734
  %736 = fmul double %733, 0x3DEA39EF35793C76
  %737 = fadd double %735, %736
  %738 = fsub double %737, %715
  %739 = fadd double %738, %713
  %740 = fmul double %733, 0x3FE62E42FEE00000
  %741 = fadd double %739, %740
  %742 = fmul double -2.000000e+00, %741
  %743 = call double @llvm.sqrt.f64(double %742)
  %744 = fmul double 0x401921FB54442D18, %701
  %745 = fmul double %744, 0x3FE45F306DC9C883
  %746 = fadd double %745, 0x4338000000000000
  %747 = bitcast double %746 to i64
  %748 = fsub double %746, 0x4338000000000000
  %749 = fmul double %748, 0x3FF921FB54400000
  %750 = fsub double %744, %749
  %751 = fmul double %748, 0x3DD0B4611A626331
  %752 = fmul double %748, 0x3DD0B4611A600000
  %753 = fsub double %750, %752
  %754 = fmul double %748, 0x3BA3198A2E037073
  %755 = fsub double %750, %753
  %756 = fsub double %755, %752
  %757 = fsub double %754, %756
  %758 = fsub double %750, %751
  %759 = bitcast double %744 to i64
  %760 = lshr i64 %759, 52
  %761 = and i64 %760, 2047
  %762 = bitcast double %758 to i64
  %763 = lshr i64 %762, 52
  %764 = and i64 %763, 2047
  %765 = add i64 %764, 16
  %766 = icmp ult i64 %765, %761
  %767 = select i1 %766, double %753, double %750
  %768 = select i1 %766, double %757, double %751
  %769 = fsub double %767, %768
  %770 = fsub double %767, %769
  %771 = fsub double %770, %768
  %772 = fmul double %769, %769
  %773 = fmul double %772, %772
  %774 = fmul double %772, 0x3EFA01A019CB1590
  %775 = fadd double 0xBF56C16C16C15177, %774
  %776 = fmul double %772, %775
  %777 = fadd double 0x3FA555555555554C, %776
  %778 = fmul double %772, %777
  %779 = fmul double %772, 0xBDA8FAE9BE8838D4
  %780 = fadd double 0x3E21EE9EBDB4B1C4, %779
  %781 = fmul double %772, %780
  %782 = fadd double 0xBE927E4F809C52AD, %781
  %783 = fmul double %773, %773
  %784 = fmul double %783, %782
  %785 = fadd double %778, %784
  %786 = fmul double 5.000000e-01, %772
  %787 = fsub double 1.000000e+00, %786
  %788 = fsub double 1.000000e+00, %787
  %789 = fsub double %788, %786
  %790 = fmul double %772, %785
  %791 = fmul double %769, %771
  %792 = fsub double %790, %791
  %793 = fadd double %789, %792
  %794 = fadd double %787, %793
  %795 = fmul double %769, %769
  %796 = fmul double %795, %795
  %797 = fmul double %795, 0x3EC71DE357B1FE7D
  %798 = fadd double 0xBF2A01A019C161D5, %797
  %799 = fmul double %795, %798
  %800 = fadd double 0x3F8111111110F8A6, %799
  %801 = fmul double %795, 0x3DE5D93A5ACFD57C
  %802 = fadd double 0xBE5AE5E68A2B9CEB, %801
  %803 = fmul double %795, %796
  %804 = fmul double %803, %802
  %805 = fadd double %800, %804
  %806 = fmul double %795, %769
  %807 = fmul double 5.000000e-01, %771
  %808 = fmul double %806, %805
  %809 = fsub double %807, %808
  %810 = fmul double %795, %809
  %811 = fsub double %810, %771
  %812 = fmul double %806, 0xBFC5555555555549
  %813 = fsub double %811, %812
  %814 = fsub double %769, %813
  %815 = fneg double %794
  %816 = fneg double %814
  %817 = and i64 %747, 1
  %818 = and i64 %747, 2
  %819 = icmp eq i64 %817, 1
  %820 = icmp eq i64 %818, 2
  %821 = select i1 %820, double %815, double %794
  %822 = select i1 %820, double %814, double %816
  %823 = select i1 %819, double %822, double %821
  %824 = fmul double %743, %823
  %825 = fptrunc double %824 to float
  %826 = fmul float %825, %noise_scale3
  %827 = fadd float %527, %826
  %bits = bitcast float %827 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %460, align 4
  br label %slot.done78

slot.done78:                                      ; preds = %slot.then77, %uniform_sinks.done
  br label %store.done

store.then80:                                     ; preds = %quiet
  %feature82 = add i64 %lane, 0
  %valid83 = icmp ult i64 %feature82, %n_features
  %828 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then84, label %uniform_sinks.done85

store.done81:                                     ; preds = %slot.done89, %quiet
  br label %noise.done

uniform_sinks.then84:                             ; preds = %store.then80
  br label %uniform_sinks.done85

uniform_sinks.done85:                             ; preds = %uniform_sinks.then84, %store.then80
  %feature86 = add i64 %lane, 0
  %valid87 = icmp ult i64 %feature86, %n_features
  %829 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid87, label %slot.then88, label %slot.done89

slot.then88:                                      ; preds = %uniform_sinks.done85
  %830 = load float, ptr %829, align 4
  %831 = fmul float 2.000000e+00, %830
  %832 = fmul float 0x3FA99999A0000000, %831
  %833 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature86
  %834 = load float, ptr addrspace(1) %833, align 4
  %835 = fmul float -1.000000e+00, %834
  %836 = fadd float %832, %835
  %837 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %838 = load float, ptr addrspace(3) %837, align 4
  %839 = fdiv float 1.000000e+00, %838
  %840 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %841 = load float, ptr addrspace(3) %840, align 4
  %842 = fsub float %830, %841
  %843 = fcmp olt float %842, -1.040000e+02
  %844 = select i1 %843, float -1.040000e+02, float %842
  %845 = fcmp olt float 8.900000e+01, %844
  %846 = select i1 %845, float 8.900000e+01, float %844
  %847 = fmul float %846, 0x3FF7154760000000
  %848 = fadd float %847, 0x4168000000000000
  %849 = fsub float %848, 0x4168000000000000
  %850 = bitcast float %848 to i32
  %851 = sub i32 %850, 1262485504
  %852 = fmul float %849, 0x3FE62E4000000000
  %853 = fsub float %846, %852
  %854 = fmul float %849, 0x3EB7F7D1C0000000
  %855 = fsub float %853, %854
  %856 = fmul float %855, %855
  %857 = fmul float %856, 0x3E66376980000000
  %858 = fadd float 0xBEBBBD41C0000000, %857
  %859 = fmul float %856, %858
  %860 = fadd float 0x3F11566AA0000000, %859
  %861 = fmul float %856, %860
  %862 = fadd float 0xBF66C16C20000000, %861
  %863 = fmul float %856, %862
  %864 = fadd float 0x3FC5555560000000, %863
  %865 = fmul float %856, %864
  %866 = fsub float %855, %865
  %867 = fmul float %855, %866
  %868 = fsub float 2.000000e+00, %866
  %869 = fdiv float %867, %868
  %870 = fsub float %854, %869
  %871 = fsub float %870, %853
  %872 = fsub float 1.000000e+00, %871
  %873 = add i32 %851, 256
  %874 = lshr i32 %873, 1
  %875 = sub i32 %874, 1
  %876 = add i32 %851, 255
  %877 = sub i32 %876, %874
  %878 = shl i32 %875, 23
  %879 = shl i32 %877, 23
  %880 = bitcast i32 %878 to float
  %881 = bitcast i32 %879 to float
  %882 = fmul float %872, %880
  %883 = fmul float %882, %881
  %884 = fcmp uno float %842, %842
  %885 = select i1 %884, float 0x7FF8000000000000, float %883
  %886 = fmul float %839, %885
  %887 = fadd float %836, %886
  %feature90 = uitofp i64 %feature86 to float
  %888 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %889 = load float, ptr addrspace(3) %888, align 4
  %890 = fcmp oeq float %feature90, %889
  %891 = select i1 %890, float 1.000000e+00, float 0.000000e+00
  %892 = fcmp une float %891, 0.000000e+00
  %893 = select i1 %892, float 0x3FB99999A0000000, float 0.000000e+00
  %894 = fadd float %887, %893
  %895 = fmul float %894, %eta
  %896 = fsub float %830, %895
  %897 = fmul float 0.000000e+00, %noise_scale3
  %898 = fadd float %896, %897
  %bits91 = bitcast float %896 to i32
  %magnitude92 = and i32 %bits91, 2147483647
  %is_nan93 = icmp ugt i32 %magnitude92, 2139095040
  %canonical94 = select i1 %is_nan93, i32 2143289344, i32 %bits91
  store i32 %canonical94, ptr %829, align 4
  br label %slot.done89

slot.done89:                                      ; preds = %slot.then88, %uniform_sinks.done85
  br label %store.done81

store.then95:                                     ; preds = %step.exit
  %feature97 = add i64 %lane, 0
  %valid98 = icmp ult i64 %feature97, %n_features
  %899 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid98, label %slot.then99, label %slot.done100

store.done96:                                     ; preds = %slot.done100, %step.exit
  br label %row.done

slot.then99:                                      ; preds = %store.then95
  %900 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature97
  %901 = load float, ptr %899, align 4
  store float %901, ptr addrspace(1) %900, align 4
  br label %slot.done100

slot.done100:                                     ; preds = %slot.then99, %store.then95
  br label %store.done96
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w128x2(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth78 = alloca i64, align 8
  %pairwise_levels77 = alloca [64 x i64], align 8
  %pairwise_sums76 = alloca [64 x float], align 4
  %fold_index75 = alloca i64, align 8
  %fold_value74 = alloca float, align 4
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

row.done:                                         ; preds = %store.done102, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %514, %noise.done ]
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
  br i1 %present, label %store.then101, label %store.done102

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done73
  %505 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value74, align 4
  store i64 0, ptr %fold_index75, align 8
  store i64 0, ptr %pairwise_depth78, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done73
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %511, %fold_sums.body ]
  %506 = icmp ult i64 %fold_sums, %n_features
  br i1 %506, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %507 = getelementptr inbounds float, ptr addrspace(3) %505, i64 %fold_sums
  %508 = load float, ptr addrspace(3) %507, align 4
  %509 = load float, ptr %fold_value74, align 4
  %510 = fadd float %508, %509
  store float %510, ptr %fold_value74, align 4
  %511 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %512 = load float, ptr %fold_value74, align 4
  %513 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %512, ptr addrspace(3) %513, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then86, label %store.done87

noise.done:                                       ; preds = %store.done87, %store.done
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %514 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature79 = add i64 %lane, 0
  %valid80 = icmp ult i64 %feature79, %n_features
  %515 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done84, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature81 = add i64 %lane, 0
  %valid82 = icmp ult i64 %feature81, %n_features
  %516 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid82, label %slot.then83, label %slot.done84

slot.then83:                                      ; preds = %uniform_sinks.done
  %517 = load float, ptr %516, align 4
  %518 = fmul float 2.000000e+00, %517
  %519 = fmul float 0x3FA99999A0000000, %518
  %520 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature81
  %521 = load float, ptr addrspace(1) %520, align 4
  %522 = fmul float -1.000000e+00, %521
  %523 = fadd float %519, %522
  %524 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %525 = load float, ptr addrspace(3) %524, align 4
  %526 = fdiv float 1.000000e+00, %525
  %527 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %528 = load float, ptr addrspace(3) %527, align 4
  %529 = fsub float %517, %528
  %530 = fcmp olt float %529, -1.040000e+02
  %531 = select i1 %530, float -1.040000e+02, float %529
  %532 = fcmp olt float 8.900000e+01, %531
  %533 = select i1 %532, float 8.900000e+01, float %531
  %534 = fmul float %533, 0x3FF7154760000000
  %535 = fadd float %534, 0x4168000000000000
  %536 = fsub float %535, 0x4168000000000000
  %537 = bitcast float %535 to i32
  %538 = sub i32 %537, 1262485504
  %539 = fmul float %536, 0x3FE62E4000000000
  %540 = fsub float %533, %539
  %541 = fmul float %536, 0x3EB7F7D1C0000000
  %542 = fsub float %540, %541
  %543 = fmul float %542, %542
  %544 = fmul float %543, 0x3E66376980000000
  %545 = fadd float 0xBEBBBD41C0000000, %544
  %546 = fmul float %543, %545
  %547 = fadd float 0x3F11566AA0000000, %546
  %548 = fmul float %543, %547
  %549 = fadd float 0xBF66C16C20000000, %548
  %550 = fmul float %543, %549
  %551 = fadd float 0x3FC5555560000000, %550
  %552 = fmul float %543, %551
  %553 = fsub float %542, %552
  %554 = fmul float %542, %553
  %555 = fsub float 2.000000e+00, %553
  %556 = fdiv float %554, %555
  %557 = fsub float %541, %556
  %558 = fsub float %557, %540
  %559 = fsub float 1.000000e+00, %558
  %560 = add i32 %538, 256
  %561 = lshr i32 %560, 1
  %562 = sub i32 %561, 1
  %563 = add i32 %538, 255
  %564 = sub i32 %563, %561
  %565 = shl i32 %562, 23
  %566 = shl i32 %564, 23
  %567 = bitcast i32 %565 to float
  %568 = bitcast i32 %566 to float
  %569 = fmul float %559, %567
  %570 = fmul float %569, %568
  %571 = fcmp uno float %529, %529
  %572 = select i1 %571, float 0x7FF8000000000000, float %570
  %573 = fmul float %526, %572
  %574 = fadd float %523, %573
  %feature85 = uitofp i64 %feature81 to float
  %575 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %576 = load float, ptr addrspace(3) %575, align 4
  %577 = fcmp oeq float %feature85, %576
  %578 = select i1 %577, float 1.000000e+00, float 0.000000e+00
  %579 = fcmp une float %578, 0.000000e+00
  %580 = select i1 %579, float 0x3FB99999A0000000, float 0.000000e+00
  %581 = fadd float %574, %580
  %582 = fmul float %581, %eta
  %583 = fsub float %517, %582
  %584 = mul i64 %row_read, %n_features
  %element = add i64 %584, %feature81
  %585 = trunc i64 %key0 to i32
  %586 = lshr i64 %key0, 32
  %587 = trunc i64 %586 to i32
  %588 = trunc i64 %element to i32
  %589 = trunc i64 %key1_step to i32
  %590 = lshr i64 %key1_step, 32
  %591 = trunc i64 %590 to i32
  %592 = lshr i64 %element, 32
  %593 = trunc i64 %592 to i32
  %594 = zext i32 %588 to i64
  %595 = mul i64 3528531795, %594
  %596 = zext i32 %591 to i64
  %597 = mul i64 3449720151, %596
  %598 = lshr i64 %595, 32
  %599 = trunc i64 %598 to i32
  %600 = trunc i64 %595 to i32
  %601 = lshr i64 %597, 32
  %602 = trunc i64 %601 to i32
  %603 = trunc i64 %597 to i32
  %604 = xor i32 %602, %589
  %605 = xor i32 %604, %585
  %606 = xor i32 %599, %593
  %607 = xor i32 %606, %587
  %608 = add i32 %585, -1640531527
  %609 = add i32 %587, -1150833019
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
  %752 = uitofp i32 %749 to double
  %753 = fadd double %752, 5.000000e-01
  %754 = fmul double %753, 0x3DF0000000000000
  %755 = uitofp i32 %747 to double
  %756 = fadd double %755, 5.000000e-01
  %757 = fmul double %756, 0x3DF0000000000000
  %758 = bitcast double %754 to i64
  %759 = lshr i64 %758, 32
  %760 = add i64 %759, 614242
  %761 = lshr i64 %760, 20
  %762 = sub i64 %761, 1023
  %763 = and i64 %760, 1048575
  %764 = add i64 %763, 1072079006
  %765 = shl i64 %764, 32
  %766 = and i64 %758, 4294967295
  %767 = or i64 %765, %766
  %768 = bitcast i64 %767 to double
  %769 = fsub double %768, 1.000000e+00
  %770 = fmul double 5.000000e-01, %769
  %771 = fmul double %770, %769
  %772 = fadd double 2.000000e+00, %769
  %773 = fdiv double %769, %772
  %774 = fmul double %773, %773
  %775 = fmul double %774, %774
  %776 = fmul double %775, 0x3FC39A09D078C69F
  %777 = fadd double 0x3FCC71C51D8E78AF, %776
  %778 = fmul double %775, %777
  %779 = fadd double 0x3FD999999997FA04, %778
  %780 = fmul double %775, %779
  %781 = fmul double %775, 0x3FC2F112DF3E5244
  %782 = fadd double 0x3FC7466496CB03DE, %781
  %783 = fmul double %775, %782
  %784 = fadd double 0x3FD2492494229359, %783
  %785 = fmul double %775, %784
  %786 = fadd double 0x3FE5555555555593, %785
  %787 = fmul double %774, %786
  %788 = fadd double %787, %780
  %789 = sitofp i64 %762 to double
  %790 = fadd double %771, %788
  %791 = fmul double %773, %790
  %792 = fmul double %789, 0x3DEA39EF35793C76
  %793 = fadd double %791, %792
  %794 = fsub double %793, %771
  %795 = fadd double %794, %769
  %796 = fmul double %789, 0x3FE62E42FEE00000
  %797 = fadd double %795, %796
  %798 = fmul double -2.000000e+00, %797
  %799 = call double @llvm.sqrt.f64(double %798)
  %800 = fmul double 0x401921FB54442D18, %757
  %801 = fmul double %800, 0x3FE45F306DC9C883
  %802 = fadd double %801, 0x4338000000000000
  %803 = bitcast double %802 to i64
  %804 = fsub double %802, 0x4338000000000000
  %805 = fmul double %804, 0x3FF921FB54400000
  %806 = fsub double %800, %805
  %807 = fmul double %804, 0x3DD0B4611A626331
  %808 = fmul double %804, 0x3DD0B4611A600000
  %809 = fsub double %806, %808
  %810 = fmul double %804, 0x3BA3198A2E037073
  %811 = fsub double %806, %809
  %812 = fsub double %811, %808
  %813 = fsub double %810, %812
  %814 = fsub double %806, %807
  %815 = bitcast double %800 to i64
  %816 = lshr i64 %815, 52
  %817 = and i64 %816, 2047
  %818 = bitcast double %814 to i64
  %819 = lshr i64 %818, 52
  %820 = and i64 %819, 2047
  %821 = add i64 %820, 16
  %822 = icmp ult i64 %821, %817
  %823 = select i1 %822, double %809, double %806
  %824 = select i1 %822, double %813, double %807
  %825 = fsub double %823, %824
  %826 = fsub double %823, %825
  %827 = fsub double %826, %824
  %828 = fmul double %825, %825
  %829 = fmul double %828, %828
  %830 = fmul double %828, 0x3EFA01A019CB1590
  %831 = fadd double 0xBF56C16C16C15177, %830
  %832 = fmul double %828, %831
  %833 = fadd double 0x3FA555555555554C, %832
  %834 = fmul double %828, %833
  %835 = fmul double %828, 0xBDA8FAE9BE8838D4
  %836 = fadd double 0x3E21EE9EBDB4B1C4, %835
  %837 = fmul double %828, %836
  %838 = fadd double 0xBE927E4F809C52AD, %837
  %839 = fmul double %829, %829
  %840 = fmul double %839, %838
  %841 = fadd double %834, %840
  %842 = fmul double 5.000000e-01, %828
  %843 = fsub double 1.000000e+00, %842
  %844 = fsub double 1.000000e+00, %843
  %845 = fsub double %844, %842
  %846 = fmul double %828, %841
  %847 = fmul double %825, %827
  %848 = fsub double %846, %847
  %849 = fadd double %845, %848
  %850 = fadd double %843, %849
  %851 = fmul double %825, %825
  %852 = fmul double %851, %851
  %853 = fmul double %851, 0x3EC71DE357B1FE7D
  %854 = fadd double 0xBF2A01A019C161D5, %853
  %855 = fmul double %851, %854
  %856 = fadd double 0x3F8111111110F8A6, %855
  %857 = fmul double %851, 0x3DE5D93A5ACFD57C
  %858 = fadd double 0xBE5AE5E68A2B9CEB, %857
  %859 = fmul double %851, %852
  %860 = fmul double %859, %858
  %861 = fadd double %856, %860
  %862 = fmul double %851, %825
  %863 = fmul double 5.000000e-01, %827
  %864 = fmul double %862, %861
  %865 = fsub double %863, %864
  %866 = fmul double %851, %865
  %867 = fsub double %866, %827
  %868 = fmul double %862, 0xBFC5555555555549
  %869 = fsub double %867, %868
  %870 = fsub double %825, %869
  %871 = fneg double %850
  %872 = fneg double %870
  %873 = and i64 %803, 1
  %874 = and i64 %803, 2
  %875 = icmp eq i64 %873, 1
  %876 = icmp eq i64 %874, 2
  %877 = select i1 %876, double %871, double %850
  %878 = select i1 %876, double %870, double %872
  %879 = select i1 %875, double %878, double %877
  %880 = fmul double %799, %879
  %881 = fptrunc double %880 to float
  %882 = fmul float %881, %noise_scale3
  %883 = fadd float %583, %882
  %bits = bitcast float %883 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %516, align 4
  br label %slot.done84

slot.done84:                                      ; preds = %slot.then83, %uniform_sinks.done
  br label %store.done

store.then86:                                     ; preds = %quiet
  %feature88 = add i64 %lane, 0
  %valid89 = icmp ult i64 %feature88, %n_features
  %884 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then90, label %uniform_sinks.done91

store.done87:                                     ; preds = %slot.done95, %quiet
  br label %noise.done

uniform_sinks.then90:                             ; preds = %store.then86
  br label %uniform_sinks.done91

uniform_sinks.done91:                             ; preds = %uniform_sinks.then90, %store.then86
  %feature92 = add i64 %lane, 0
  %valid93 = icmp ult i64 %feature92, %n_features
  %885 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %uniform_sinks.done91
  %886 = load float, ptr %885, align 4
  %887 = fmul float 2.000000e+00, %886
  %888 = fmul float 0x3FA99999A0000000, %887
  %889 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature92
  %890 = load float, ptr addrspace(1) %889, align 4
  %891 = fmul float -1.000000e+00, %890
  %892 = fadd float %888, %891
  %893 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %894 = load float, ptr addrspace(3) %893, align 4
  %895 = fdiv float 1.000000e+00, %894
  %896 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %897 = load float, ptr addrspace(3) %896, align 4
  %898 = fsub float %886, %897
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
  %942 = fmul float %895, %941
  %943 = fadd float %892, %942
  %feature96 = uitofp i64 %feature92 to float
  %944 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %945 = load float, ptr addrspace(3) %944, align 4
  %946 = fcmp oeq float %feature96, %945
  %947 = select i1 %946, float 1.000000e+00, float 0.000000e+00
  %948 = fcmp une float %947, 0.000000e+00
  %949 = select i1 %948, float 0x3FB99999A0000000, float 0.000000e+00
  %950 = fadd float %943, %949
  %951 = fmul float %950, %eta
  %952 = fsub float %886, %951
  %953 = fmul float 0.000000e+00, %noise_scale3
  %954 = fadd float %952, %953
  %bits97 = bitcast float %952 to i32
  %magnitude98 = and i32 %bits97, 2147483647
  %is_nan99 = icmp ugt i32 %magnitude98, 2139095040
  %canonical100 = select i1 %is_nan99, i32 2143289344, i32 %bits97
  store i32 %canonical100, ptr %885, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %uniform_sinks.done91
  br label %store.done87

store.then101:                                    ; preds = %step.exit
  %feature103 = add i64 %lane, 0
  %valid104 = icmp ult i64 %feature103, %n_features
  %955 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid104, label %slot.then105, label %slot.done106

store.done102:                                    ; preds = %slot.done106, %step.exit
  br label %row.done

slot.then105:                                     ; preds = %store.then101
  %956 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature103
  %957 = load float, ptr %955, align 4
  store float %957, ptr addrspace(1) %956, align 4
  br label %slot.done106

slot.done106:                                     ; preds = %slot.then105, %store.then101
  br label %store.done102
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w256(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth84 = alloca i64, align 8
  %pairwise_levels83 = alloca [64 x i64], align 8
  %pairwise_sums82 = alloca [64 x float], align 4
  %fold_index81 = alloca i64, align 8
  %fold_value80 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done108, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %556, %noise.done ]
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
  %feature105 = add i64 %lane, 0
  %valid106 = icmp ult i64 %feature105, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid106, label %slot.then107, label %slot.done108

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done79
  store float 0.000000e+00, ptr %fold_value80, align 4
  store i64 0, ptr %fold_index81, align 8
  store i64 0, ptr %pairwise_depth84, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done79
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %552, %fold_sums.body ]
  %547 = icmp ult i64 %fold_sums, %n_features
  br i1 %547, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %548 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold_sums
  %549 = load float, ptr addrspace(3) %548, align 4
  %550 = load float, ptr %fold_value80, align 4
  %551 = fadd float %549, %550
  store float %551, ptr %fold_value80, align 4
  %552 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %553 = load float, ptr %fold_value80, align 4
  store float %553, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature85 = add i64 %lane, 0
  %valid86 = icmp ult i64 %feature85, %n_features
  %554 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature92 = add i64 %lane, 0
  %valid93 = icmp ult i64 %feature92, %n_features
  %555 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then94, label %uniform_sinks.done95

noise.done:                                       ; preds = %slot.done99, %slot.done90
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %556 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature87 = add i64 %lane, 0
  %valid88 = icmp ult i64 %feature87, %n_features
  %557 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid88, label %slot.then89, label %slot.done90

slot.then89:                                      ; preds = %uniform_sinks.done
  %558 = load float, ptr %557, align 4
  %559 = fmul float 2.000000e+00, %558
  %560 = fmul float 0x3FA99999A0000000, %559
  %561 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature87
  %562 = load float, ptr addrspace(1) %561, align 4
  %563 = fmul float -1.000000e+00, %562
  %564 = fadd float %560, %563
  %565 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %566 = fdiv float 1.000000e+00, %565
  %567 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %568 = fsub float %558, %567
  %569 = fcmp olt float %568, -1.040000e+02
  %570 = select i1 %569, float -1.040000e+02, float %568
  %571 = fcmp olt float 8.900000e+01, %570
  %572 = select i1 %571, float 8.900000e+01, float %570
  %573 = fmul float %572, 0x3FF7154760000000
  %574 = fadd float %573, 0x4168000000000000
  %575 = fsub float %574, 0x4168000000000000
  %576 = bitcast float %574 to i32
  %577 = sub i32 %576, 1262485504
  %578 = fmul float %575, 0x3FE62E4000000000
  %579 = fsub float %572, %578
  %580 = fmul float %575, 0x3EB7F7D1C0000000
  %581 = fsub float %579, %580
  %582 = fmul float %581, %581
  %583 = fmul float %582, 0x3E66376980000000
  %584 = fadd float 0xBEBBBD41C0000000, %583
  %585 = fmul float %582, %584
  %586 = fadd float 0x3F11566AA0000000, %585
  %587 = fmul float %582, %586
  %588 = fadd float 0xBF66C16C20000000, %587
  %589 = fmul float %582, %588
  %590 = fadd float 0x3FC5555560000000, %589
  %591 = fmul float %582, %590
  %592 = fsub float %581, %591
  %593 = fmul float %581, %592
  %594 = fsub float 2.000000e+00, %592
  %595 = fdiv float %593, %594
  %596 = fsub float %580, %595
  %597 = fsub float %596, %579
  %598 = fsub float 1.000000e+00, %597
  %599 = add i32 %577, 256
  %600 = lshr i32 %599, 1
  %601 = sub i32 %600, 1
  %602 = add i32 %577, 255
  %603 = sub i32 %602, %600
  %604 = shl i32 %601, 23
  %605 = shl i32 %603, 23
  %606 = bitcast i32 %604 to float
  %607 = bitcast i32 %605 to float
  %608 = fmul float %598, %606
  %609 = fmul float %608, %607
  %610 = fcmp uno float %568, %568
  %611 = select i1 %610, float 0x7FF8000000000000, float %609
  %612 = fmul float %566, %611
  %613 = fadd float %564, %612
  %feature91 = uitofp i64 %feature87 to float
  %614 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %615 = fcmp oeq float %feature91, %614
  %616 = select i1 %615, float 1.000000e+00, float 0.000000e+00
  %617 = fcmp une float %616, 0.000000e+00
  %618 = select i1 %617, float 0x3FB99999A0000000, float 0.000000e+00
  %619 = fadd float %613, %618
  %620 = fmul float %619, %eta
  %621 = fsub float %558, %620
  %622 = mul i64 %row, %n_features
  %element = add i64 %622, %feature87
  %623 = trunc i64 %key0 to i32
  %624 = lshr i64 %key0, 32
  %625 = trunc i64 %624 to i32
  %626 = trunc i64 %element to i32
  %627 = trunc i64 %key1_step to i32
  %628 = lshr i64 %key1_step, 32
  %629 = trunc i64 %628 to i32
  %630 = lshr i64 %element, 32
  %631 = trunc i64 %630 to i32
  %632 = zext i32 %626 to i64
  %633 = mul i64 3528531795, %632
  %634 = zext i32 %629 to i64
  %635 = mul i64 3449720151, %634
  %636 = lshr i64 %633, 32
  %637 = trunc i64 %636 to i32
  %638 = trunc i64 %633 to i32
  %639 = lshr i64 %635, 32
  %640 = trunc i64 %639 to i32
  %641 = trunc i64 %635 to i32
  %642 = xor i32 %640, %627
  %643 = xor i32 %642, %623
  %644 = xor i32 %637, %631
  %645 = xor i32 %644, %625
  %646 = add i32 %623, -1640531527
  %647 = add i32 %625, -1150833019
  %648 = zext i32 %643 to i64
  %649 = mul i64 3528531795, %648
  %650 = zext i32 %645 to i64
  %651 = mul i64 3449720151, %650
  %652 = lshr i64 %649, 32
  %653 = trunc i64 %652 to i32
  %654 = trunc i64 %649 to i32
  %655 = lshr i64 %651, 32
  %656 = trunc i64 %655 to i32
  %657 = trunc i64 %651 to i32
  %658 = xor i32 %656, %641
  %659 = xor i32 %658, %646
  %660 = xor i32 %653, %638
  %661 = xor i32 %660, %647
  %662 = add i32 %646, -1640531527
  %663 = add i32 %647, -1150833019
  %664 = zext i32 %659 to i64
  %665 = mul i64 3528531795, %664
  %666 = zext i32 %661 to i64
  %667 = mul i64 3449720151, %666
  %668 = lshr i64 %665, 32
  %669 = trunc i64 %668 to i32
  %670 = trunc i64 %665 to i32
  %671 = lshr i64 %667, 32
  %672 = trunc i64 %671 to i32
  %673 = trunc i64 %667 to i32
  %674 = xor i32 %672, %657
  %675 = xor i32 %674, %662
  %676 = xor i32 %669, %654
  %677 = xor i32 %676, %663
  %678 = add i32 %662, -1640531527
  %679 = add i32 %663, -1150833019
  %680 = zext i32 %675 to i64
  %681 = mul i64 3528531795, %680
  %682 = zext i32 %677 to i64
  %683 = mul i64 3449720151, %682
  %684 = lshr i64 %681, 32
  %685 = trunc i64 %684 to i32
  %686 = trunc i64 %681 to i32
  %687 = lshr i64 %683, 32
  %688 = trunc i64 %687 to i32
  %689 = trunc i64 %683 to i32
  %690 = xor i32 %688, %673
  %691 = xor i32 %690, %678
  %692 = xor i32 %685, %670
  %693 = xor i32 %692, %679
  %694 = add i32 %678, -1640531527
  %695 = add i32 %679, -1150833019
  %696 = zext i32 %691 to i64
  %697 = mul i64 3528531795, %696
  %698 = zext i32 %693 to i64
  %699 = mul i64 3449720151, %698
  %700 = lshr i64 %697, 32
  %701 = trunc i64 %700 to i32
  %702 = trunc i64 %697 to i32
  %703 = lshr i64 %699, 32
  %704 = trunc i64 %703 to i32
  %705 = trunc i64 %699 to i32
  %706 = xor i32 %704, %689
  %707 = xor i32 %706, %694
  %708 = xor i32 %701, %686
  %709 = xor i32 %708, %695
  %710 = add i32 %694, -1640531527
  %711 = add i32 %695, -1150833019
  %712 = zext i32 %707 to i64
  %713 = mul i64 3528531795, %712
  %714 = zext i32 %709 to i64
  %715 = mul i64 3449720151, %714
  %716 = lshr i64 %713, 32
  %717 = trunc i64 %716 to i32
  %718 = trunc i64 %713 to i32
  %719 = lshr i64 %715, 32
  %720 = trunc i64 %719 to i32
  %721 = trunc i64 %715 to i32
  %722 = xor i32 %720, %705
  %723 = xor i32 %722, %710
  %724 = xor i32 %717, %702
  %725 = xor i32 %724, %711
  %726 = add i32 %710, -1640531527
  %727 = add i32 %711, -1150833019
  %728 = zext i32 %723 to i64
  %729 = mul i64 3528531795, %728
  %730 = zext i32 %725 to i64
  %731 = mul i64 3449720151, %730
  %732 = lshr i64 %729, 32
  %733 = trunc i64 %732 to i32
  %734 = trunc i64 %729 to i32
  %735 = lshr i64 %731, 32
  %736 = trunc i64 %735 to i32
  %737 = trunc i64 %731 to i32
  %738 = xor i32 %736, %721
  %739 = xor i32 %738, %726
  %740 = xor i32 %733, %718
  %741 = xor i32 %740, %727
  %742 = add i32 %726, -1640531527
  %743 = add i32 %727, -1150833019
  %744 = zext i32 %739 to i64
  %745 = mul i64 3528531795, %744
  %746 = zext i32 %741 to i64
  %747 = mul i64 3449720151, %746
  %748 = lshr i64 %745, 32
  %749 = trunc i64 %748 to i32
  %750 = trunc i64 %745 to i32
  %751 = lshr i64 %747, 32
  %752 = trunc i64 %751 to i32
  %753 = trunc i64 %747 to i32
  %754 = xor i32 %752, %737
  %755 = xor i32 %754, %742
  %756 = xor i32 %749, %734
  %757 = xor i32 %756, %743
  %758 = add i32 %742, -1640531527
  %759 = add i32 %743, -1150833019
  %760 = zext i32 %755 to i64
  %761 = mul i64 3528531795, %760
  %762 = zext i32 %757 to i64
  %763 = mul i64 3449720151, %762
  %764 = lshr i64 %761, 32
  %765 = trunc i64 %764 to i32
  %766 = trunc i64 %761 to i32
  %767 = lshr i64 %763, 32
  %768 = trunc i64 %767 to i32
  %769 = trunc i64 %763 to i32
  %770 = xor i32 %768, %753
  %771 = xor i32 %770, %758
  %772 = xor i32 %765, %750
  %773 = xor i32 %772, %759
  %774 = add i32 %758, -1640531527
  %775 = add i32 %759, -1150833019
  %776 = zext i32 %771 to i64
  %777 = mul i64 3528531795, %776
  %778 = zext i32 %773 to i64
  %779 = mul i64 3449720151, %778
  %780 = lshr i64 %777, 32
  %781 = trunc i64 %780 to i32
  %782 = trunc i64 %777 to i32
  %783 = lshr i64 %779, 32
  %784 = trunc i64 %783 to i32
  %785 = trunc i64 %779 to i32
  %786 = xor i32 %784, %769
  %787 = xor i32 %786, %774
  %788 = xor i32 %781, %766
  %789 = xor i32 %788, %775
  %790 = uitofp i32 %787 to double
  %791 = fadd double %790, 5.000000e-01
  %792 = fmul double %791, 0x3DF0000000000000
  %793 = uitofp i32 %785 to double
  %794 = fadd double %793, 5.000000e-01
  %795 = fmul double %794, 0x3DF0000000000000
  %796 = bitcast double %792 to i64
  %797 = lshr i64 %796, 32
  %798 = add i64 %797, 614242
  %799 = lshr i64 %798, 20
  %800 = sub i64 %799, 1023
  %801 = and i64 %798, 1048575
  %802 = add i64 %801, 1072079006
  %803 = shl i64 %802, 32
  %804 = and i64 %796, 4294967295
  %805 = or i64 %803, %804
  %806 = bitcast i64 %805 to double
  %807 = fsub double %806, 1.000000e+00
  %808 = fmul double 5.000000e-01, %807
  %809 = fmul double %808, %807
  %810 = fadd double 2.000000e+00, %807
  %811 = fdiv double %807, %810
  %812 = fmul double %811, %811
  %813 = fmul double %812, %812
  %814 = fmul double %813, 0x3FC39A09D078C69F
  %815 = fadd double 0x3FCC71C51D8E78AF, %814
  %816 = fmul double %813, %815
  %817 = fadd double 0x3FD999999997FA04, %816
  %818 = fmul double %813, %817
  %819 = fmul double %813, 0x3FC2F112DF3E5244
  %820 = fadd double 0x3FC7466496CB03DE, %819
  %821 = fmul double %813, %820
  %822 = fadd double 0x3FD2492494229359, %821
  %823 = fmul double %813, %822
  %824 = fadd double 0x3FE5555555555593, %823
  %825 = fmul double %812, %824
  %826 = fadd double %825, %818
  %827 = sitofp i64 %800 to double
  %828 = fadd double %809, %826
  %829 = fmul double %811, %828
  %830 = fmul double %827, 0x3DEA39EF35793C76
  %831 = fadd double %829, %830
  %832 = fsub double %831, %809
  %833 = fadd double %832, %807
  %834 = fmul double %827, 0x3FE62E42FEE00000
  %835 = fadd double %833, %834
  %836 = fmul double -2.000000e+00, %835
  %837 = call double @llvm.sqrt.f64(double %836)
  %838 = fmul double 0x401921FB54442D18, %795
  %839 = fmul double %838, 0x3FE45F306DC9C883
  %840 = fadd double %839, 0x4338000000000000
  %841 = bitcast double %840 to i64
  %842 = fsub double %840, 0x4338000000000000
  %843 = fmul double %842, 0x3FF921FB54400000
  %844 = fsub double %838, %843
  %845 = fmul double %842, 0x3DD0B4611A626331
  %846 = fmul double %842, 0x3DD0B4611A600000
  %847 = fsub double %844, %846
  %848 = fmul double %842, 0x3BA3198A2E037073
  %849 = fsub double %844, %847
  %850 = fsub double %849, %846
  %851 = fsub double %848, %850
  %852 = fsub double %844, %845
  %853 = bitcast double %838 to i64
  %854 = lshr i64 %853, 52
  %855 = and i64 %854, 2047
  %856 = bitcast double %852 to i64
  %857 = lshr i64 %856, 52
  %858 = and i64 %857, 2047
  %859 = add i64 %858, 16
  %860 = icmp ult i64 %859, %855
  %861 = select i1 %860, double %847, double %844
  %862 = select i1 %860, double %851, double %845
  %863 = fsub double %861, %862
  %864 = fsub double %861, %863
  %865 = fsub double %864, %862
  %866 = fmul double %863, %863
  %867 = fmul double %866, %866
  %868 = fmul double %866, 0x3EFA01A019CB1590
  %869 = fadd double 0xBF56C16C16C15177, %868
  %870 = fmul double %866, %869
  %871 = fadd double 0x3FA555555555554C, %870
  %872 = fmul double %866, %871
  %873 = fmul double %866, 0xBDA8FAE9BE8838D4
  %874 = fadd double 0x3E21EE9EBDB4B1C4, %873
  %875 = fmul double %866, %874
  %876 = fadd double 0xBE927E4F809C52AD, %875
  %877 = fmul double %867, %867
  %878 = fmul double %877, %876
  %879 = fadd double %872, %878
  %880 = fmul double 5.000000e-01, %866
  %881 = fsub double 1.000000e+00, %880
  %882 = fsub double 1.000000e+00, %881
  %883 = fsub double %882, %880
  %884 = fmul double %866, %879
  %885 = fmul double %863, %865
  %886 = fsub double %884, %885
  %887 = fadd double %883, %886
  %888 = fadd double %881, %887
  %889 = fmul double %863, %863
  %890 = fmul double %889, %889
  %891 = fmul double %889, 0x3EC71DE357B1FE7D
  %892 = fadd double 0xBF2A01A019C161D5, %891
  %893 = fmul double %889, %892
  %894 = fadd double 0x3F8111111110F8A6, %893
  %895 = fmul double %889, 0x3DE5D93A5ACFD57C
  %896 = fadd double 0xBE5AE5E68A2B9CEB, %895
  %897 = fmul double %889, %890
  %898 = fmul double %897, %896
  %899 = fadd double %894, %898
  %900 = fmul double %889, %863
  %901 = fmul double 5.000000e-01, %865
  %902 = fmul double %900, %899
  %903 = fsub double %901, %902
  %904 = fmul double %889, %903
  %905 = fsub double %904, %865
  %906 = fmul double %900, 0xBFC5555555555549
  %907 = fsub double %905, %906
  %908 = fsub double %863, %907
  %909 = fneg double %888
  %910 = fneg double %908
  %911 = and i64 %841, 1
  %912 = and i64 %841, 2
  %913 = icmp eq i64 %911, 1
  %914 = icmp eq i64 %912, 2
  %915 = select i1 %914, double %909, double %888
  %916 = select i1 %914, double %908, double %910
  %917 = select i1 %913, double %916, double %915
  %918 = fmul double %837, %917
  %919 = fptrunc double %918 to float
  %920 = fmul float %919, %noise_scale3
  %921 = fadd float %621, %920
  %bits = bitcast float %921 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %557, align 4
  br label %slot.done90

slot.done90:                                      ; preds = %slot.then89, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then94:                             ; preds = %quiet
  br label %uniform_sinks.done95

uniform_sinks.done95:                             ; preds = %uniform_sinks.then94, %quiet
  %feature96 = add i64 %lane, 0
  %valid97 = icmp ult i64 %feature96, %n_features
  %922 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid97, label %slot.then98, label %slot.done99

slot.then98:                                      ; preds = %uniform_sinks.done95
  %923 = load float, ptr %922, align 4
  %924 = fmul float 2.000000e+00, %923
  %925 = fmul float 0x3FA99999A0000000, %924
  %926 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature96
  %927 = load float, ptr addrspace(1) %926, align 4
  %928 = fmul float -1.000000e+00, %927
  %929 = fadd float %925, %928
  %930 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %931 = fdiv float 1.000000e+00, %930
  %932 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %933 = fsub float %923, %932
  %934 = fcmp olt float %933, -1.040000e+02
  %935 = select i1 %934, float -1.040000e+02, float %933
  %936 = fcmp olt float 8.900000e+01, %935
  %937 = select i1 %936, float 8.900000e+01, float %935
  %938 = fmul float %937, 0x3FF7154760000000
  %939 = fadd float %938, 0x4168000000000000
  %940 = fsub float %939, 0x4168000000000000
  %941 = bitcast float %939 to i32
  %942 = sub i32 %941, 1262485504
  %943 = fmul float %940, 0x3FE62E4000000000
  %944 = fsub float %937, %943
  %945 = fmul float %940, 0x3EB7F7D1C0000000
  %946 = fsub float %944, %945
  %947 = fmul float %946, %946
  %948 = fmul float %947, 0x3E66376980000000
  %949 = fadd float 0xBEBBBD41C0000000, %948
  %950 = fmul float %947, %949
  %951 = fadd float 0x3F11566AA0000000, %950
  %952 = fmul float %947, %951
  %953 = fadd float 0xBF66C16C20000000, %952
  %954 = fmul float %947, %953
  %955 = fadd float 0x3FC5555560000000, %954
  %956 = fmul float %947, %955
  %957 = fsub float %946, %956
  %958 = fmul float %946, %957
  %959 = fsub float 2.000000e+00, %957
  %960 = fdiv float %958, %959
  %961 = fsub float %945, %960
  %962 = fsub float %961, %944
  %963 = fsub float 1.000000e+00, %962
  %964 = add i32 %942, 256
  %965 = lshr i32 %964, 1
  %966 = sub i32 %965, 1
  %967 = add i32 %942, 255
  %968 = sub i32 %967, %965
  %969 = shl i32 %966, 23
  %970 = shl i32 %968, 23
  %971 = bitcast i32 %969 to float
  %972 = bitcast i32 %970 to float
  %973 = fmul float %963, %971
  %974 = fmul float %973, %972
  %975 = fcmp uno float %933, %933
  %976 = select i1 %975, float 0x7FF8000000000000, float %974
  %977 = fmul float %931, %976
  %978 = fadd float %929, %977
  %feature100 = uitofp i64 %feature96 to float
  %979 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %980 = fcmp oeq float %feature100, %979
  %981 = select i1 %980, float 1.000000e+00, float 0.000000e+00
  %982 = fcmp une float %981, 0.000000e+00
  %983 = select i1 %982, float 0x3FB99999A0000000, float 0.000000e+00
  %984 = fadd float %978, %983
  %985 = fmul float %984, %eta
  %986 = fsub float %923, %985
  %987 = fmul float 0.000000e+00, %noise_scale3
  %988 = fadd float %986, %987
  %bits101 = bitcast float %986 to i32
  %magnitude102 = and i32 %bits101, 2147483647
  %is_nan103 = icmp ugt i32 %magnitude102, 2139095040
  %canonical104 = select i1 %is_nan103, i32 2143289344, i32 %bits101
  store i32 %canonical104, ptr %922, align 4
  br label %slot.done99

slot.done99:                                      ; preds = %slot.then98, %uniform_sinks.done95
  br label %noise.done

slot.then107:                                     ; preds = %step.exit
  %989 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature105
  %990 = load float, ptr %15, align 4
  store float %990, ptr addrspace(1) %989, align 4
  br label %slot.done108

slot.done108:                                     ; preds = %slot.then107, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w512(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #4 {
entry:
  %pairwise_depth90 = alloca i64, align 8
  %pairwise_levels89 = alloca [64 x i64], align 8
  %pairwise_sums88 = alloca [64 x float], align 4
  %fold_index87 = alloca i64, align 8
  %fold_value86 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done114, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %612, %noise.done ]
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
  %feature111 = add i64 %lane, 0
  %valid112 = icmp ult i64 %feature111, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid112, label %slot.then113, label %slot.done114

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done85
  store float 0.000000e+00, ptr %fold_value86, align 4
  store i64 0, ptr %fold_index87, align 8
  store i64 0, ptr %pairwise_depth90, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done85
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %608, %fold_sums.body ]
  %603 = icmp ult i64 %fold_sums, %n_features
  br i1 %603, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %604 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %fold_sums
  %605 = load float, ptr addrspace(3) %604, align 4
  %606 = load float, ptr %fold_value86, align 4
  %607 = fadd float %605, %606
  store float %607, ptr %fold_value86, align 4
  %608 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %609 = load float, ptr %fold_value86, align 4
  store float %609, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature91 = add i64 %lane, 0
  %valid92 = icmp ult i64 %feature91, %n_features
  %610 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature98 = add i64 %lane, 0
  %valid99 = icmp ult i64 %feature98, %n_features
  %611 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then100, label %uniform_sinks.done101

noise.done:                                       ; preds = %slot.done105, %slot.done96
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %612 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature93 = add i64 %lane, 0
  %valid94 = icmp ult i64 %feature93, %n_features
  %613 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid94, label %slot.then95, label %slot.done96

slot.then95:                                      ; preds = %uniform_sinks.done
  %614 = load float, ptr %613, align 4
  %615 = fmul float 2.000000e+00, %614
  %616 = fmul float 0x3FA99999A0000000, %615
  %617 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature93
  %618 = load float, ptr addrspace(1) %617, align 4
  %619 = fmul float -1.000000e+00, %618
  %620 = fadd float %616, %619
  %621 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  %622 = fdiv float 1.000000e+00, %621
  %623 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %624 = fsub float %614, %623
  %625 = fcmp olt float %624, -1.040000e+02
  %626 = select i1 %625, float -1.040000e+02, float %624
  %627 = fcmp olt float 8.900000e+01, %626
  %628 = select i1 %627, float 8.900000e+01, float %626
  %629 = fmul float %628, 0x3FF7154760000000
  %630 = fadd float %629, 0x4168000000000000
  %631 = fsub float %630, 0x4168000000000000
  %632 = bitcast float %630 to i32
  %633 = sub i32 %632, 1262485504
  %634 = fmul float %631, 0x3FE62E4000000000
  %635 = fsub float %628, %634
  %636 = fmul float %631, 0x3EB7F7D1C0000000
  %637 = fsub float %635, %636
  %638 = fmul float %637, %637
  %639 = fmul float %638, 0x3E66376980000000
  %640 = fadd float 0xBEBBBD41C0000000, %639
  %641 = fmul float %638, %640
  %642 = fadd float 0x3F11566AA0000000, %641
  %643 = fmul float %638, %642
  %644 = fadd float 0xBF66C16C20000000, %643
  %645 = fmul float %638, %644
  %646 = fadd float 0x3FC5555560000000, %645
  %647 = fmul float %638, %646
  %648 = fsub float %637, %647
  %649 = fmul float %637, %648
  %650 = fsub float 2.000000e+00, %648
  %651 = fdiv float %649, %650
  %652 = fsub float %636, %651
  %653 = fsub float %652, %635
  %654 = fsub float 1.000000e+00, %653
  %655 = add i32 %633, 256
  %656 = lshr i32 %655, 1
  %657 = sub i32 %656, 1
  %658 = add i32 %633, 255
  %659 = sub i32 %658, %656
  %660 = shl i32 %657, 23
  %661 = shl i32 %659, 23
  %662 = bitcast i32 %660 to float
  %663 = bitcast i32 %661 to float
  %664 = fmul float %654, %662
  %665 = fmul float %664, %663
  %666 = fcmp uno float %624, %624
  %667 = select i1 %666, float 0x7FF8000000000000, float %665
  %668 = fmul float %622, %667
  %669 = fadd float %620, %668
  %feature97 = uitofp i64 %feature93 to float
  %670 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 2), align 4
  %671 = fcmp oeq float %feature97, %670
  %672 = select i1 %671, float 1.000000e+00, float 0.000000e+00
  %673 = fcmp une float %672, 0.000000e+00
  %674 = select i1 %673, float 0x3FB99999A0000000, float 0.000000e+00
  %675 = fadd float %669, %674
  %676 = fmul float %675, %eta
  %677 = fsub float %614, %676
  %678 = mul i64 %row, %n_features
  %element = add i64 %678, %feature93
  %679 = trunc i64 %key0 to i32
  %680 = lshr i64 %key0, 32
  %681 = trunc i64 %680 to i32
  %682 = trunc i64 %element to i32
  %683 = trunc i64 %key1_step to i32
  %684 = lshr i64 %key1_step, 32
  %685 = trunc i64 %684 to i32
  %686 = lshr i64 %element, 32
  %687 = trunc i64 %686 to i32
  %688 = zext i32 %682 to i64
  %689 = mul i64 3528531795, %688
  %690 = zext i32 %685 to i64
  %691 = mul i64 3449720151, %690
  %692 = lshr i64 %689, 32
  %693 = trunc i64 %692 to i32
  %694 = trunc i64 %689 to i32
  %695 = lshr i64 %691, 32
  %696 = trunc i64 %695 to i32
  %697 = trunc i64 %691 to i32
  %698 = xor i32 %696, %683
  %699 = xor i32 %698, %679
  %700 = xor i32 %693, %687
  %701 = xor i32 %700, %681
  %702 = add i32 %679, -1640531527
  %703 = add i32 %681, -1150833019
  %704 = zext i32 %699 to i64
  %705 = mul i64 3528531795, %704
  %706 = zext i32 %701 to i64
  %707 = mul i64 3449720151, %706
  %708 = lshr i64 %705, 32
  %709 = trunc i64 %708 to i32
  %710 = trunc i64 %705 to i32
  %711 = lshr i64 %707, 32
  %712 = trunc i64 %711 to i32
  %713 = trunc i64 %707 to i32
  %714 = xor i32 %712, %697
  %715 = xor i32 %714, %702
  %716 = xor i32 %709, %694
  %717 = xor i32 %716, %703
  %718 = add i32 %702, -1640531527
  %719 = add i32 %703, -1150833019
  %720 = zext i32 %715 to i64
  %721 = mul i64 3528531795, %720
  %722 = zext i32 %717 to i64
  %723 = mul i64 3449720151, %722
  %724 = lshr i64 %721, 32
  %725 = trunc i64 %724 to i32
  %726 = trunc i64 %721 to i32
  %727 = lshr i64 %723, 32
  %728 = trunc i64 %727 to i32
  %729 = trunc i64 %723 to i32
  %730 = xor i32 %728, %713
  %731 = xor i32 %730, %718
  %732 = xor i32 %725, %710
  %733 = xor i32 %732, %719
  %734 = add i32 %718, -1640531527
  %735 = add i32 %719, -1150833019
  %736 = zext i32 %731 to i64
  %737 = mul i64 3528531795, %736
  %738 = zext i32 %733 to i64
  %739 = mul i64 3449720151, %738
  %740 = lshr i64 %737, 32
  %741 = trunc i64 %740 to i32
  %742 = trunc i64 %737 to i32
  %743 = lshr i64 %739, 32
  %744 = trunc i64 %743 to i32
  %745 = trunc i64 %739 to i32
  %746 = xor i32 %744, %729
  %747 = xor i32 %746, %734
  %748 = xor i32 %741, %726
  %749 = xor i32 %748, %735
  %750 = add i32 %734, -1640531527
  %751 = add i32 %735, -1150833019
  %752 = zext i32 %747 to i64
  %753 = mul i64 3528531795, %752
  %754 = zext i32 %749 to i64
  %755 = mul i64 3449720151, %754
  %756 = lshr i64 %753, 32
  %757 = trunc i64 %756 to i32
  %758 = trunc i64 %753 to i32
  %759 = lshr i64 %755, 32
  %760 = trunc i64 %759 to i32
  %761 = trunc i64 %755 to i32
  %762 = xor i32 %760, %745
  %763 = xor i32 %762, %750
  %764 = xor i32 %757, %742
  %765 = xor i32 %764, %751
  %766 = add i32 %750, -1640531527
  %767 = add i32 %751, -1150833019
  %768 = zext i32 %763 to i64
  %769 = mul i64 3528531795, %768
  %770 = zext i32 %765 to i64
  %771 = mul i64 3449720151, %770
  %772 = lshr i64 %769, 32
  %773 = trunc i64 %772 to i32
  %774 = trunc i64 %769 to i32
  %775 = lshr i64 %771, 32
  %776 = trunc i64 %775 to i32
  %777 = trunc i64 %771 to i32
  %778 = xor i32 %776, %761
  %779 = xor i32 %778, %766
  %780 = xor i32 %773, %758
  %781 = xor i32 %780, %767
  %782 = add i32 %766, -1640531527
  %783 = add i32 %767, -1150833019
  %784 = zext i32 %779 to i64
  %785 = mul i64 3528531795, %784
  %786 = zext i32 %781 to i64
  %787 = mul i64 3449720151, %786
  %788 = lshr i64 %785, 32
  %789 = trunc i64 %788 to i32
  %790 = trunc i64 %785 to i32
  %791 = lshr i64 %787, 32
  %792 = trunc i64 %791 to i32
  %793 = trunc i64 %787 to i32
  %794 = xor i32 %792, %777
  %795 = xor i32 %794, %782
  %796 = xor i32 %789, %774
  %797 = xor i32 %796, %783
  %798 = add i32 %782, -1640531527
  %799 = add i32 %783, -1150833019
  %800 = zext i32 %795 to i64
  %801 = mul i64 3528531795, %800
  %802 = zext i32 %797 to i64
  %803 = mul i64 3449720151, %802
  %804 = lshr i64 %801, 32
  %805 = trunc i64 %804 to i32
  %806 = trunc i64 %801 to i32
  %807 = lshr i64 %803, 32
  %808 = trunc i64 %807 to i32
  %809 = trunc i64 %803 to i32
  %810 = xor i32 %808, %793
  %811 = xor i32 %810, %798
  %812 = xor i32 %805, %790
  %813 = xor i32 %812, %799
  %814 = add i32 %798, -1640531527
  %815 = add i32 %799, -1150833019
  %816 = zext i32 %811 to i64
  %817 = mul i64 3528531795, %816
  %818 = zext i32 %813 to i64
  %819 = mul i64 3449720151, %818
  %820 = lshr i64 %817, 32
  %821 = trunc i64 %820 to i32
  %822 = trunc i64 %817 to i32
  %823 = lshr i64 %819, 32
  %824 = trunc i64 %823 to i32
  %825 = trunc i64 %819 to i32
  %826 = xor i32 %824, %809
  %827 = xor i32 %826, %814
  %828 = xor i32 %821, %806
  %829 = xor i32 %828, %815
  %830 = add i32 %814, -1640531527
  %831 = add i32 %815, -1150833019
  %832 = zext i32 %827 to i64
  %833 = mul i64 3528531795, %832
  %834 = zext i32 %829 to i64
  %835 = mul i64 3449720151, %834
  %836 = lshr i64 %833, 32
  %837 = trunc i64 %836 to i32
  %838 = trunc i64 %833 to i32
  %839 = lshr i64 %835, 32
  %840 = trunc i64 %839 to i32
  %841 = trunc i64 %835 to i32
  %842 = xor i32 %840, %825
  %843 = xor i32 %842, %830
  %844 = xor i32 %837, %822
  %845 = xor i32 %844, %831
  %846 = uitofp i32 %843 to double
  %847 = fadd double %846, 5.000000e-01
  %848 = fmul double %847, 0x3DF0000000000000
  %849 = uitofp i32 %841 to double
  %850 = fadd double %849, 5.000000e-01
  %851 = fmul double %850, 0x3DF0000000000000
  %852 = bitcast double %848 to i64
  %853 = lshr i64 %852, 32
  %854 = add i64 %853, 614242
  %855 = lshr i64 %854, 20
  %856 = sub i64 %855, 1023
  %857 = and i64 %854, 1048575
  %858 = add i64 %857, 1072079006
  %859 = shl i64 %858, 32
  %860 = and i64 %852, 4294967295
  %861 = or i64 %859, %860
  %862 = bitcast i64 %861 to double
  %863 = fsub double %862, 1.000000e+00
  %864 = fmul double 5.000000e-01, %863
  %865 = fmul double %864, %863
  %866 = fadd double 2.000000e+00, %863
  %867 = fdiv double %863, %866
  %868 = fmul double %867, %867
  %869 = fmul double %868, %868
  %870 = fmul double %869, 0x3FC39A09D078C69F
  %871 = fadd double 0x3FCC71C51D8E78AF, %870
  %872 = fmul double %869, %871
  %873 = fadd double 0x3FD999999997FA04, %872
  %874 = fmul double %869, %873
  %875 = fmul double %869, 0x3FC2F112DF3E5244
  %876 = fadd double 0x3FC7466496CB03DE, %875
  %877 = fmul double %869, %876
  %878 = fadd double 0x3FD2492494229359, %877
  %879 = fmul double %869, %878
  %880 = fadd double 0x3FE5555555555593, %879
  %881 = fmul double %868, %880
  %882 = fadd double %881, %874
  %883 = sitofp i64 %856 to double
  %884 = fadd double %865, %882
  %885 = fmul double %867, %884
  %886 = fmul double %883, 0x3DEA39EF35793C76
  %887 = fadd double %885, %886
  %888 = fsub double %887, %865
  %889 = fadd double %888, %863
  %890 = fmul double %883, 0x3FE62E42FEE00000
  %891 = fadd double %889, %890
  %892 = fmul double -2.000000e+00, %891
  %893 = call double @llvm.sqrt.f64(double %892)
  %894 = fmul double 0x401921FB54442D18, %851
  %895 = fmul double %894, 0x3FE45F306DC9C883
  %896 = fadd double %895, 0x4338000000000000
  %897 = bitcast double %896 to i64
  %898 = fsub double %896, 0x4338000000000000
  %899 = fmul double %898, 0x3FF921FB54400000
  %900 = fsub double %894, %899
  %901 = fmul double %898, 0x3DD0B4611A626331
  %902 = fmul double %898, 0x3DD0B4611A600000
  %903 = fsub double %900, %902
  %904 = fmul double %898, 0x3BA3198A2E037073
  %905 = fsub double %900, %903
  %906 = fsub double %905, %902
  %907 = fsub double %904, %906
  %908 = fsub double %900, %901
  %909 = bitcast double %894 to i64
  %910 = lshr i64 %909, 52
  %911 = and i64 %910, 2047
  %912 = bitcast double %908 to i64
  %913 = lshr i64 %912, 52
  %914 = and i64 %913, 2047
  %915 = add i64 %914, 16
  %916 = icmp ult i64 %915, %911
  %917 = select i1 %916, double %903, double %900
  %918 = select i1 %916, double %907, double %901
  %919 = fsub double %917, %918
  %920 = fsub double %917, %919
  %921 = fsub double %920, %918
  %922 = fmul double %919, %919
  %923 = fmul double %922, %922
  %924 = fmul double %922, 0x3EFA01A019CB1590
  %925 = fadd double 0xBF56C16C16C15177, %924
  %926 = fmul double %922, %925
  %927 = fadd double 0x3FA555555555554C, %926
  %928 = fmul double %922, %927
  %929 = fmul double %922, 0xBDA8FAE9BE8838D4
  %930 = fadd double 0x3E21EE9EBDB4B1C4, %929
  %931 = fmul double %922, %930
  %932 = fadd double 0xBE927E4F809C52AD, %931
  %933 = fmul double %923, %923
  %934 = fmul double %933, %932
  %935 = fadd double %928, %934
  %936 = fmul double 5.000000e-01, %922
  %937 = fsub double 1.000000e+00, %936
  %938 = fsub double 1.000000e+00, %937
  %939 = fsub double %938, %936
  %940 = fmul double %922, %935
  %941 = fmul double %919, %921
  %942 = fsub double %940, %941
  %943 = fadd double %939, %942
  %944 = fadd double %937, %943
  %945 = fmul double %919, %919
  %946 = fmul double %945, %945
  %947 = fmul double %945, 0x3EC71DE357B1FE7D
  %948 = fadd double 0xBF2A01A019C161D5, %947
  %949 = fmul double %945, %948
  %950 = fadd double 0x3F8111111110F8A6, %949
  %951 = fmul double %945, 0x3DE5D93A5ACFD57C
  %952 = fadd double 0xBE5AE5E68A2B9CEB, %951
  %953 = fmul double %945, %946
  %954 = fmul double %953, %952
  %955 = fadd double %950, %954
  %956 = fmul double %945, %919
  %957 = fmul double 5.000000e-01, %921
  %958 = fmul double %956, %955
  %959 = fsub double %957, %958
  %960 = fmul double %945, %959
  %961 = fsub double %960, %921
  %962 = fmul double %956, 0xBFC5555555555549
  %963 = fsub double %961, %962
  %964 = fsub double %919, %963
  %965 = fneg double %944
  %966 = fneg double %964
  %967 = and i64 %897, 1
  %968 = and i64 %897, 2
  %969 = icmp eq i64 %967, 1
  %970 = icmp eq i64 %968, 2
  %971 = select i1 %970, double %965, double %944
  %972 = select i1 %970, double %964, double %966
  %973 = select i1 %969, double %972, double %971
  %974 = fmul double %893, %973
  %975 = fptrunc double %974 to float
  %976 = fmul float %975, %noise_scale3
  %977 = fadd float %677, %976
  %bits = bitcast float %977 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %613, align 4
  br label %slot.done96

slot.done96:                                      ; preds = %slot.then95, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then100:                            ; preds = %quiet
  br label %uniform_sinks.done101

uniform_sinks.done101:                            ; preds = %uniform_sinks.then100, %quiet
  %feature102 = add i64 %lane, 0
  %valid103 = icmp ult i64 %feature102, %n_features
  %978 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid103, label %slot.then104, label %slot.done105

slot.then104:                                     ; preds = %uniform_sinks.done101
  %979 = load float, ptr %978, align 4
  %980 = fmul float 2.000000e+00, %979
  %981 = fmul float 0x3FA99999A0000000, %980
  %982 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature102
  %983 = load float, ptr addrspace(1) %982, align 4
  %984 = fmul float -1.000000e+00, %983
  %985 = fadd float %981, %984
  %986 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  %987 = fdiv float 1.000000e+00, %986
  %988 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %989 = fsub float %979, %988
  %990 = fcmp olt float %989, -1.040000e+02
  %991 = select i1 %990, float -1.040000e+02, float %989
  %992 = fcmp olt float 8.900000e+01, %991
  %993 = select i1 %992, float 8.900000e+01, float %991
  %994 = fmul float %993, 0x3FF7154760000000
  %995 = fadd float %994, 0x4168000000000000
  %996 = fsub float %995, 0x4168000000000000
  %997 = bitcast float %995 to i32
  %998 = sub i32 %997, 1262485504
  %999 = fmul float %996, 0x3FE62E4000000000
  %1000 = fsub float %993, %999
  %1001 = fmul float %996, 0x3EB7F7D1C0000000
  %1002 = fsub float %1000, %1001
  %1003 = fmul float %1002, %1002
  %1004 = fmul float %1003, 0x3E66376980000000
  %1005 = fadd float 0xBEBBBD41C0000000, %1004
  %1006 = fmul float %1003, %1005
  %1007 = fadd float 0x3F11566AA0000000, %1006
  %1008 = fmul float %1003, %1007
  %1009 = fadd float 0xBF66C16C20000000, %1008
  %1010 = fmul float %1003, %1009
  %1011 = fadd float 0x3FC5555560000000, %1010
  %1012 = fmul float %1003, %1011
  %1013 = fsub float %1002, %1012
  %1014 = fmul float %1002, %1013
  %1015 = fsub float 2.000000e+00, %1013
  %1016 = fdiv float %1014, %1015
  %1017 = fsub float %1001, %1016
  %1018 = fsub float %1017, %1000
  %1019 = fsub float 1.000000e+00, %1018
  %1020 = add i32 %998, 256
  %1021 = lshr i32 %1020, 1
  %1022 = sub i32 %1021, 1
  %1023 = add i32 %998, 255
  %1024 = sub i32 %1023, %1021
  %1025 = shl i32 %1022, 23
  %1026 = shl i32 %1024, 23
  %1027 = bitcast i32 %1025 to float
  %1028 = bitcast i32 %1026 to float
  %1029 = fmul float %1019, %1027
  %1030 = fmul float %1029, %1028
  %1031 = fcmp uno float %989, %989
  %1032 = select i1 %1031, float 0x7FF8000000000000, float %1030
  %1033 = fmul float %987, %1032
  %1034 = fadd float %985, %1033
  %feature106 = uitofp i64 %feature102 to float
  %1035 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 2), align 4
  %1036 = fcmp oeq float %feature106, %1035
  %1037 = select i1 %1036, float 1.000000e+00, float 0.000000e+00
  %1038 = fcmp une float %1037, 0.000000e+00
  %1039 = select i1 %1038, float 0x3FB99999A0000000, float 0.000000e+00
  %1040 = fadd float %1034, %1039
  %1041 = fmul float %1040, %eta
  %1042 = fsub float %979, %1041
  %1043 = fmul float 0.000000e+00, %noise_scale3
  %1044 = fadd float %1042, %1043
  %bits107 = bitcast float %1042 to i32
  %magnitude108 = and i32 %bits107, 2147483647
  %is_nan109 = icmp ugt i32 %magnitude108, 2139095040
  %canonical110 = select i1 %is_nan109, i32 2143289344, i32 %bits107
  store i32 %canonical110, ptr %978, align 4
  br label %slot.done105

slot.done105:                                     ; preds = %slot.then104, %uniform_sinks.done101
  br label %noise.done

slot.then113:                                     ; preds = %step.exit
  %1045 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature111
  %1046 = load float, ptr %15, align 4
  store float %1046, ptr addrspace(1) %1045, align 4
  br label %slot.done114

slot.done114:                                     ; preds = %slot.then113, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth96 = alloca i64, align 8
  %pairwise_levels95 = alloca [64 x i64], align 8
  %pairwise_sums94 = alloca [64 x float], align 4
  %fold_index93 = alloca i64, align 8
  %fold_value92 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done120, %entry
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
  %step = phi i64 [ 0, %slot.done ], [ %668, %noise.done ]
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
  %feature117 = add i64 %lane, 0
  %valid118 = icmp ult i64 %feature117, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid118, label %slot.then119, label %slot.done120

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done91
  store float 0.000000e+00, ptr %fold_value92, align 4
  store i64 0, ptr %fold_index93, align 8
  store i64 0, ptr %pairwise_depth96, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done91
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %664, %fold_sums.body ]
  %659 = icmp ult i64 %fold_sums, %n_features
  br i1 %659, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %660 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %661 = load float, ptr addrspace(3) %660, align 4
  %662 = load float, ptr %fold_value92, align 4
  %663 = fadd float %661, %662
  store float %663, ptr %fold_value92, align 4
  %664 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %665 = load float, ptr %fold_value92, align 4
  store float %665, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature97 = add i64 %lane, 0
  %valid98 = icmp ult i64 %feature97, %n_features
  %666 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature104 = add i64 %lane, 0
  %valid105 = icmp ult i64 %feature104, %n_features
  %667 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then106, label %uniform_sinks.done107

noise.done:                                       ; preds = %slot.done111, %slot.done102
  %t_next = fmul float %9, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %668 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature99 = add i64 %lane, 0
  %valid100 = icmp ult i64 %feature99, %n_features
  %669 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid100, label %slot.then101, label %slot.done102

slot.then101:                                     ; preds = %uniform_sinks.done
  %670 = load float, ptr %669, align 4
  %671 = fmul float 2.000000e+00, %670
  %672 = fmul float 0x3FA99999A0000000, %671
  %673 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature99
  %674 = load float, ptr addrspace(1) %673, align 4
  %675 = fmul float -1.000000e+00, %674
  %676 = fadd float %672, %675
  %677 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %678 = fdiv float 1.000000e+00, %677
  %679 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %680 = fsub float %670, %679
  %681 = fcmp olt float %680, -1.040000e+02
  %682 = select i1 %681, float -1.040000e+02, float %680
  %683 = fcmp olt float 8.900000e+01, %682
  %684 = select i1 %683, float 8.900000e+01, float %682
  %685 = fmul float %684, 0x3FF7154760000000
  %686 = fadd float %685, 0x4168000000000000
  %687 = fsub float %686, 0x4168000000000000
  %688 = bitcast float %686 to i32
  %689 = sub i32 %688, 1262485504
  %690 = fmul float %687, 0x3FE62E4000000000
  %691 = fsub float %684, %690
  %692 = fmul float %687, 0x3EB7F7D1C0000000
  %693 = fsub float %691, %692
  %694 = fmul float %693, %693
  %695 = fmul float %694, 0x3E66376980000000
  %696 = fadd float 0xBEBBBD41C0000000, %695
  %697 = fmul float %694, %696
  %698 = fadd float 0x3F11566AA0000000, %697
  %699 = fmul float %694, %698
  %700 = fadd float 0xBF66C16C20000000, %699
  %701 = fmul float %694, %700
  %702 = fadd float 0x3FC5555560000000, %701
  %703 = fmul float %694, %702
  %704 = fsub float %693, %703
  %705 = fmul float %693, %704
  %706 = fsub float 2.000000e+00, %704
  %707 = fdiv float %705, %706
  %708 = fsub float %692, %707
  %709 = fsub float %708, %691
  %710 = fsub float 1.000000e+00, %709
  %711 = add i32 %689, 256
  %712 = lshr i32 %711, 1
  %713 = sub i32 %712, 1
  %714 = add i32 %689, 255
  %715 = sub i32 %714, %712
  %716 = shl i32 %713, 23
  %717 = shl i32 %715, 23
  %718 = bitcast i32 %716 to float
  %719 = bitcast i32 %717 to float
  %720 = fmul float %710, %718
  %721 = fmul float %720, %719
  %722 = fcmp uno float %680, %680
  %723 = select i1 %722, float 0x7FF8000000000000, float %721
  %724 = fmul float %678, %723
  %725 = fadd float %676, %724
  %feature103 = uitofp i64 %feature99 to float
  %726 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %727 = fcmp oeq float %feature103, %726
  %728 = select i1 %727, float 1.000000e+00, float 0.000000e+00
  %729 = fcmp une float %728, 0.000000e+00
  %730 = select i1 %729, float 0x3FB99999A0000000, float 0.000000e+00
  %731 = fadd float %725, %730
  %732 = fmul float %731, %eta
  %733 = fsub float %670, %732
  %734 = mul i64 %row, %n_features
  %element = add i64 %734, %feature99
  %735 = trunc i64 %key0 to i32
  %736 = lshr i64 %key0, 32
  %737 = trunc i64 %736 to i32
  %738 = trunc i64 %element to i32
  %739 = trunc i64 %key1_step to i32
  %740 = lshr i64 %key1_step, 32
  %741 = trunc i64 %740 to i32
  %742 = lshr i64 %element, 32
  %743 = trunc i64 %742 to i32
  %744 = zext i32 %738 to i64
  %745 = mul i64 3528531795, %744
  %746 = zext i32 %741 to i64
  %747 = mul i64 3449720151, %746
  %748 = lshr i64 %745, 32
  %749 = trunc i64 %748 to i32
  %750 = trunc i64 %745 to i32
  %751 = lshr i64 %747, 32
  %752 = trunc i64 %751 to i32
  %753 = trunc i64 %747 to i32
  %754 = xor i32 %752, %739
  %755 = xor i32 %754, %735
  %756 = xor i32 %749, %743
  %757 = xor i32 %756, %737
  %758 = add i32 %735, -1640531527
  %759 = add i32 %737, -1150833019
  %760 = zext i32 %755 to i64
  %761 = mul i64 3528531795, %760
  %762 = zext i32 %757 to i64
  %763 = mul i64 3449720151, %762
  %764 = lshr i64 %761, 32
  %765 = trunc i64 %764 to i32
  %766 = trunc i64 %761 to i32
  %767 = lshr i64 %763, 32
  %768 = trunc i64 %767 to i32
  %769 = trunc i64 %763 to i32
  %770 = xor i32 %768, %753
  %771 = xor i32 %770, %758
  %772 = xor i32 %765, %750
  %773 = xor i32 %772, %759
  %774 = add i32 %758, -1640531527
  %775 = add i32 %759, -1150833019
  %776 = zext i32 %771 to i64
  %777 = mul i64 3528531795, %776
  %778 = zext i32 %773 to i64
  %779 = mul i64 3449720151, %778
  %780 = lshr i64 %777, 32
  %781 = trunc i64 %780 to i32
  %782 = trunc i64 %777 to i32
  %783 = lshr i64 %779, 32
  %784 = trunc i64 %783 to i32
  %785 = trunc i64 %779 to i32
  %786 = xor i32 %784, %769
  %787 = xor i32 %786, %774
  %788 = xor i32 %781, %766
  %789 = xor i32 %788, %775
  %790 = add i32 %774, -1640531527
  %791 = add i32 %775, -1150833019
  %792 = zext i32 %787 to i64
  %793 = mul i64 3528531795, %792
  %794 = zext i32 %789 to i64
  %795 = mul i64 3449720151, %794
  %796 = lshr i64 %793, 32
  %797 = trunc i64 %796 to i32
  %798 = trunc i64 %793 to i32
  %799 = lshr i64 %795, 32
  %800 = trunc i64 %799 to i32
  %801 = trunc i64 %795 to i32
  %802 = xor i32 %800, %785
  %803 = xor i32 %802, %790
  %804 = xor i32 %797, %782
  %805 = xor i32 %804, %791
  %806 = add i32 %790, -1640531527
  %807 = add i32 %791, -1150833019
  %808 = zext i32 %803 to i64
  %809 = mul i64 3528531795, %808
  %810 = zext i32 %805 to i64
  %811 = mul i64 3449720151, %810
  %812 = lshr i64 %809, 32
  %813 = trunc i64 %812 to i32
  %814 = trunc i64 %809 to i32
  %815 = lshr i64 %811, 32
  %816 = trunc i64 %815 to i32
  %817 = trunc i64 %811 to i32
  %818 = xor i32 %816, %801
  %819 = xor i32 %818, %806
  %820 = xor i32 %813, %798
  %821 = xor i32 %820, %807
  %822 = add i32 %806, -1640531527
  %823 = add i32 %807, -1150833019
  %824 = zext i32 %819 to i64
  %825 = mul i64 3528531795, %824
  %826 = zext i32 %821 to i64
  %827 = mul i64 3449720151, %826
  %828 = lshr i64 %825, 32
  %829 = trunc i64 %828 to i32
  %830 = trunc i64 %825 to i32
  %831 = lshr i64 %827, 32
  %832 = trunc i64 %831 to i32
  %833 = trunc i64 %827 to i32
  %834 = xor i32 %832, %817
  %835 = xor i32 %834, %822
  %836 = xor i32 %829, %814
  %837 = xor i32 %836, %823
  %838 = add i32 %822, -1640531527
  %839 = add i32 %823, -1150833019
  %840 = zext i32 %835 to i64
  %841 = mul i64 3528531795, %840
  %842 = zext i32 %837 to i64
  %843 = mul i64 3449720151, %842
  %844 = lshr i64 %841, 32
  %845 = trunc i64 %844 to i32
  %846 = trunc i64 %841 to i32
  %847 = lshr i64 %843, 32
  %848 = trunc i64 %847 to i32
  %849 = trunc i64 %843 to i32
  %850 = xor i32 %848, %833
  %851 = xor i32 %850, %838
  %852 = xor i32 %845, %830
  %853 = xor i32 %852, %839
  %854 = add i32 %838, -1640531527
  %855 = add i32 %839, -1150833019
  %856 = zext i32 %851 to i64
  %857 = mul i64 3528531795, %856
  %858 = zext i32 %853 to i64
  %859 = mul i64 3449720151, %858
  %860 = lshr i64 %857, 32
  %861 = trunc i64 %860 to i32
  %862 = trunc i64 %857 to i32
  %863 = lshr i64 %859, 32
  %864 = trunc i64 %863 to i32
  %865 = trunc i64 %859 to i32
  %866 = xor i32 %864, %849
  %867 = xor i32 %866, %854
  %868 = xor i32 %861, %846
  %869 = xor i32 %868, %855
  %870 = add i32 %854, -1640531527
  %871 = add i32 %855, -1150833019
  %872 = zext i32 %867 to i64
  %873 = mul i64 3528531795, %872
  %874 = zext i32 %869 to i64
  %875 = mul i64 3449720151, %874
  %876 = lshr i64 %873, 32
  %877 = trunc i64 %876 to i32
  %878 = trunc i64 %873 to i32
  %879 = lshr i64 %875, 32
  %880 = trunc i64 %879 to i32
  %881 = trunc i64 %875 to i32
  %882 = xor i32 %880, %865
  %883 = xor i32 %882, %870
  %884 = xor i32 %877, %862
  %885 = xor i32 %884, %871
  %886 = add i32 %870, -1640531527
  %887 = add i32 %871, -1150833019
  %888 = zext i32 %883 to i64
  %889 = mul i64 3528531795, %888
  %890 = zext i32 %885 to i64
  %891 = mul i64 3449720151, %890
  %892 = lshr i64 %889, 32
  %893 = trunc i64 %892 to i32
  %894 = trunc i64 %889 to i32
  %895 = lshr i64 %891, 32
  %896 = trunc i64 %895 to i32
  %897 = trunc i64 %891 to i32
  %898 = xor i32 %896, %881
  %899 = xor i32 %898, %886
  %900 = xor i32 %893, %878
  %901 = xor i32 %900, %887
  %902 = uitofp i32 %899 to double
  %903 = fadd double %902, 5.000000e-01
  %904 = fmul double %903, 0x3DF0000000000000
  %905 = uitofp i32 %897 to double
  %906 = fadd double %905, 5.000000e-01
  %907 = fmul double %906, 0x3DF0000000000000
  %908 = bitcast double %904 to i64
  %909 = lshr i64 %908, 32
  %910 = add i64 %909, 614242
  %911 = lshr i64 %910, 20
  %912 = sub i64 %911, 1023
  %913 = and i64 %910, 1048575
  %914 = add i64 %913, 1072079006
  %915 = shl i64 %914, 32
  %916 = and i64 %908, 4294967295
  %917 = or i64 %915, %916
  %918 = bitcast i64 %917 to double
  %919 = fsub double %918, 1.000000e+00
  %920 = fmul double 5.000000e-01, %919
  %921 = fmul double %920, %919
  %922 = fadd double 2.000000e+00, %919
  %923 = fdiv double %919, %922
  %924 = fmul double %923, %923
  %925 = fmul double %924, %924
  %926 = fmul double %925, 0x3FC39A09D078C69F
  %927 = fadd double 0x3FCC71C51D8E78AF, %926
  %928 = fmul double %925, %927
  %929 = fadd double 0x3FD999999997FA04, %928
  %930 = fmul double %925, %929
  %931 = fmul double %925, 0x3FC2F112DF3E5244
  %932 = fadd double 0x3FC7466496CB03DE, %931
  %933 = fmul double %925, %932
  %934 = fadd double 0x3FD2492494229359, %933
  %935 = fmul double %925, %934
  %936 = fadd double 0x3FE5555555555593, %935
  %937 = fmul double %924, %936
  %938 = fadd double %937, %930
  %939 = sitofp i64 %912 to double
  %940 = fadd double %921, %938
  %941 = fmul double %923, %940
  %942 = fmul double %939, 0x3DEA39EF35793C76
  %943 = fadd double %941, %942
  %944 = fsub double %943, %921
  %945 = fadd double %944, %919
  %946 = fmul double %939, 0x3FE62E42FEE00000
  %947 = fadd double %945, %946
  %948 = fmul double -2.000000e+00, %947
  %949 = call double @llvm.sqrt.f64(double %948)
  %950 = fmul double 0x401921FB54442D18, %907
  %951 = fmul double %950, 0x3FE45F306DC9C883
  %952 = fadd double %951, 0x4338000000000000
  %953 = bitcast double %952 to i64
  %954 = fsub double %952, 0x4338000000000000
  %955 = fmul double %954, 0x3FF921FB54400000
  %956 = fsub double %950, %955
  %957 = fmul double %954, 0x3DD0B4611A626331
  %958 = fmul double %954, 0x3DD0B4611A600000
  %959 = fsub double %956, %958
  %960 = fmul double %954, 0x3BA3198A2E037073
  %961 = fsub double %956, %959
  %962 = fsub double %961, %958
  %963 = fsub double %960, %962
  %964 = fsub double %956, %957
  %965 = bitcast double %950 to i64
  %966 = lshr i64 %965, 52
  %967 = and i64 %966, 2047
  %968 = bitcast double %964 to i64
  %969 = lshr i64 %968, 52
  %970 = and i64 %969, 2047
  %971 = add i64 %970, 16
  %972 = icmp ult i64 %971, %967
  %973 = select i1 %972, double %959, double %956
  %974 = select i1 %972, double %963, double %957
  %975 = fsub double %973, %974
  %976 = fsub double %973, %975
  %977 = fsub double %976, %974
  %978 = fmul double %975, %975
  %979 = fmul double %978, %978
  %980 = fmul double %978, 0x3EFA01A019CB1590
  %981 = fadd double 0xBF56C16C16C15177, %980
  %982 = fmul double %978, %981
  %983 = fadd double 0x3FA555555555554C, %982
  %984 = fmul double %978, %983
  %985 = fmul double %978, 0xBDA8FAE9BE8838D4
  %986 = fadd double 0x3E21EE9EBDB4B1C4, %985
  %987 = fmul double %978, %986
  %988 = fadd double 0xBE927E4F809C52AD, %987
  %989 = fmul double %979, %979
  %990 = fmul double %989, %988
  %991 = fadd double %984, %990
  %992 = fmul double 5.000000e-01, %978
  %993 = fsub double 1.000000e+00, %992
  %994 = fsub double 1.000000e+00, %993
  %995 = fsub double %994, %992
  %996 = fmul double %978, %991
  %997 = fmul double %975, %977
  %998 = fsub double %996, %997
  %999 = fadd double %995, %998
  %1000 = fadd double %993, %999
  %1001 = fmul double %975, %975
  %1002 = fmul double %1001, %1001
  %1003 = fmul double %1001, 0x3EC71DE357B1FE7D
  %1004 = fadd double 0xBF2A01A019C161D5, %1003
  %1005 = fmul double %1001, %1004
  %1006 = fadd double 0x3F8111111110F8A6, %1005
  %1007 = fmul double %1001, 0x3DE5D93A5ACFD57C
  %1008 = fadd double 0xBE5AE5E68A2B9CEB, %1007
  %1009 = fmul double %1001, %1002
  %1010 = fmul double %1009, %1008
  %1011 = fadd double %1006, %1010
  %1012 = fmul double %1001, %975
  %1013 = fmul double 5.000000e-01, %977
  %1014 = fmul double %1012, %1011
  %1015 = fsub double %1013, %1014
  %1016 = fmul double %1001, %1015
  %1017 = fsub double %1016, %977
  %1018 = fmul double %1012, 0xBFC5555555555549
  %1019 = fsub double %1017, %1018
  %1020 = fsub double %975, %1019
  %1021 = fneg double %1000
  %1022 = fneg double %1020
  %1023 = and i64 %953, 1
  %1024 = and i64 %953, 2
  %1025 = icmp eq i64 %1023, 1
  %1026 = icmp eq i64 %1024, 2
  %1027 = select i1 %1026, double %1021, double %1000
  %1028 = select i1 %1026, double %1020, double %1022
  %1029 = select i1 %1025, double %1028, double %1027
  %1030 = fmul double %949, %1029
  %1031 = fptrunc double %1030 to float
  %1032 = fmul float %1031, %noise_scale3
  %1033 = fadd float %733, %1032
  %bits = bitcast float %1033 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %669, align 4
  br label %slot.done102

slot.done102:                                     ; preds = %slot.then101, %uniform_sinks.done
  br label %noise.done

uniform_sinks.then106:                            ; preds = %quiet
  br label %uniform_sinks.done107

uniform_sinks.done107:                            ; preds = %uniform_sinks.then106, %quiet
  %feature108 = add i64 %lane, 0
  %valid109 = icmp ult i64 %feature108, %n_features
  %1034 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid109, label %slot.then110, label %slot.done111

slot.then110:                                     ; preds = %uniform_sinks.done107
  %1035 = load float, ptr %1034, align 4
  %1036 = fmul float 2.000000e+00, %1035
  %1037 = fmul float 0x3FA99999A0000000, %1036
  %1038 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature108
  %1039 = load float, ptr addrspace(1) %1038, align 4
  %1040 = fmul float -1.000000e+00, %1039
  %1041 = fadd float %1037, %1040
  %1042 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1043 = fdiv float 1.000000e+00, %1042
  %1044 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1045 = fsub float %1035, %1044
  %1046 = fcmp olt float %1045, -1.040000e+02
  %1047 = select i1 %1046, float -1.040000e+02, float %1045
  %1048 = fcmp olt float 8.900000e+01, %1047
  %1049 = select i1 %1048, float 8.900000e+01, float %1047
  %1050 = fmul float %1049, 0x3FF7154760000000
  %1051 = fadd float %1050, 0x4168000000000000
  %1052 = fsub float %1051, 0x4168000000000000
  %1053 = bitcast float %1051 to i32
  %1054 = sub i32 %1053, 1262485504
  %1055 = fmul float %1052, 0x3FE62E4000000000
  %1056 = fsub float %1049, %1055
  %1057 = fmul float %1052, 0x3EB7F7D1C0000000
  %1058 = fsub float %1056, %1057
  %1059 = fmul float %1058, %1058
  %1060 = fmul float %1059, 0x3E66376980000000
  %1061 = fadd float 0xBEBBBD41C0000000, %1060
  %1062 = fmul float %1059, %1061
  %1063 = fadd float 0x3F11566AA0000000, %1062
  %1064 = fmul float %1059, %1063
  %1065 = fadd float 0xBF66C16C20000000, %1064
  %1066 = fmul float %1059, %1065
  %1067 = fadd float 0x3FC5555560000000, %1066
  %1068 = fmul float %1059, %1067
  %1069 = fsub float %1058, %1068
  %1070 = fmul float %1058, %1069
  %1071 = fsub float 2.000000e+00, %1069
  %1072 = fdiv float %1070, %1071
  %1073 = fsub float %1057, %1072
  %1074 = fsub float %1073, %1056
  %1075 = fsub float 1.000000e+00, %1074
  %1076 = add i32 %1054, 256
  %1077 = lshr i32 %1076, 1
  %1078 = sub i32 %1077, 1
  %1079 = add i32 %1054, 255
  %1080 = sub i32 %1079, %1077
  %1081 = shl i32 %1078, 23
  %1082 = shl i32 %1080, 23
  %1083 = bitcast i32 %1081 to float
  %1084 = bitcast i32 %1082 to float
  %1085 = fmul float %1075, %1083
  %1086 = fmul float %1085, %1084
  %1087 = fcmp uno float %1045, %1045
  %1088 = select i1 %1087, float 0x7FF8000000000000, float %1086
  %1089 = fmul float %1043, %1088
  %1090 = fadd float %1041, %1089
  %feature112 = uitofp i64 %feature108 to float
  %1091 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1092 = fcmp oeq float %feature112, %1091
  %1093 = select i1 %1092, float 1.000000e+00, float 0.000000e+00
  %1094 = fcmp une float %1093, 0.000000e+00
  %1095 = select i1 %1094, float 0x3FB99999A0000000, float 0.000000e+00
  %1096 = fadd float %1090, %1095
  %1097 = fmul float %1096, %eta
  %1098 = fsub float %1035, %1097
  %1099 = fmul float 0.000000e+00, %noise_scale3
  %1100 = fadd float %1098, %1099
  %bits113 = bitcast float %1098 to i32
  %magnitude114 = and i32 %bits113, 2147483647
  %is_nan115 = icmp ugt i32 %magnitude114, 2139095040
  %canonical116 = select i1 %is_nan115, i32 2143289344, i32 %bits113
  store i32 %canonical116, ptr %1034, align 4
  br label %slot.done111

slot.done111:                                     ; preds = %slot.then110, %uniform_sinks.done107
  br label %noise.done

slot.then119:                                     ; preds = %step.exit
  %1101 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature117
  %1102 = load float, ptr %15, align 4
  store float %1102, ptr addrspace(1) %1101, align 4
  br label %slot.done120

slot.done120:                                     ; preds = %slot.then119, %step.exit
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w2048(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth114 = alloca i64, align 8
  %pairwise_levels113 = alloca [64 x i64], align 8
  %pairwise_sums112 = alloca [64 x float], align 4
  %fold_index111 = alloca i64, align 8
  %fold_value110 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done161, %entry
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
  %step = phi i64 [ 0, %slot.done4 ], [ %739, %noise.done ]
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
  %feature154 = add i64 %lane, 0
  %valid155 = icmp ult i64 %feature154, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid155, label %slot.then156, label %slot.done157

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done109
  store float 0.000000e+00, ptr %fold_value110, align 4
  store i64 0, ptr %fold_index111, align 8
  store i64 0, ptr %pairwise_depth114, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done109
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %735, %fold_sums.body ]
  %730 = icmp ult i64 %fold_sums, %n_features
  br i1 %730, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %731 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold_sums
  %732 = load float, ptr addrspace(3) %731, align 4
  %733 = load float, ptr %fold_value110, align 4
  %734 = fadd float %732, %733
  store float %734, ptr %fold_value110, align 4
  %735 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %736 = load float, ptr %fold_value110, align 4
  store float %736, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature115 = add i64 %lane, 0
  %valid116 = icmp ult i64 %feature115, %n_features
  %737 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature132 = add i64 %lane, 0
  %valid133 = icmp ult i64 %feature132, %n_features
  %738 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then134, label %uniform_sinks.done135

noise.done:                                       ; preds = %slot.done148, %slot.done125
  %t_next = fmul float %12, %anneal_ratio
  store float %t_next, ptr %temperature5, align 4
  %739 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature117 = add i64 %lane, 0
  %valid118 = icmp ult i64 %feature117, %n_features
  %740 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid118, label %slot.then119, label %slot.done120

slot.then119:                                     ; preds = %uniform_sinks.done
  %741 = load float, ptr %740, align 4
  %742 = fmul float 2.000000e+00, %741
  %743 = fmul float 0x3FA99999A0000000, %742
  %744 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature117
  %745 = load float, ptr addrspace(1) %744, align 4
  %746 = fmul float -1.000000e+00, %745
  %747 = fadd float %743, %746
  %748 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %749 = fdiv float 1.000000e+00, %748
  %750 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %751 = fsub float %741, %750
  %752 = fcmp olt float %751, -1.040000e+02
  %753 = select i1 %752, float -1.040000e+02, float %751
  %754 = fcmp olt float 8.900000e+01, %753
  %755 = select i1 %754, float 8.900000e+01, float %753
  %756 = fmul float %755, 0x3FF7154760000000
  %757 = fadd float %756, 0x4168000000000000
  %758 = fsub float %757, 0x4168000000000000
  %759 = bitcast float %757 to i32
  %760 = sub i32 %759, 1262485504
  %761 = fmul float %758, 0x3FE62E4000000000
  %762 = fsub float %755, %761
  %763 = fmul float %758, 0x3EB7F7D1C0000000
  %764 = fsub float %762, %763
  %765 = fmul float %764, %764
  %766 = fmul float %765, 0x3E66376980000000
  %767 = fadd float 0xBEBBBD41C0000000, %766
  %768 = fmul float %765, %767
  %769 = fadd float 0x3F11566AA0000000, %768
  %770 = fmul float %765, %769
  %771 = fadd float 0xBF66C16C20000000, %770
  %772 = fmul float %765, %771
  %773 = fadd float 0x3FC5555560000000, %772
  %774 = fmul float %765, %773
  %775 = fsub float %764, %774
  %776 = fmul float %764, %775
  %777 = fsub float 2.000000e+00, %775
  %778 = fdiv float %776, %777
  %779 = fsub float %763, %778
  %780 = fsub float %779, %762
  %781 = fsub float 1.000000e+00, %780
  %782 = add i32 %760, 256
  %783 = lshr i32 %782, 1
  %784 = sub i32 %783, 1
  %785 = add i32 %760, 255
  %786 = sub i32 %785, %783
  %787 = shl i32 %784, 23
  %788 = shl i32 %786, 23
  %789 = bitcast i32 %787 to float
  %790 = bitcast i32 %788 to float
  %791 = fmul float %781, %789
  %792 = fmul float %791, %790
  %793 = fcmp uno float %751, %751
  %794 = select i1 %793, float 0x7FF8000000000000, float %792
  %795 = fmul float %749, %794
  %796 = fadd float %747, %795
  %feature121 = uitofp i64 %feature117 to float
  %797 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %798 = fcmp oeq float %feature121, %797
  %799 = select i1 %798, float 1.000000e+00, float 0.000000e+00
  %800 = fcmp une float %799, 0.000000e+00
  %801 = select i1 %800, float 0x3FB99999A0000000, float 0.000000e+00
  %802 = fadd float %796, %801
  %803 = fmul float %802, %eta
  %804 = fsub float %741, %803
  %805 = mul i64 %row, %n_features
  %element = add i64 %805, %feature117
  %806 = trunc i64 %key0 to i32
  %807 = lshr i64 %key0, 32
  %808 = trunc i64 %807 to i32
  %809 = trunc i64 %element to i32
  %810 = trunc i64 %key1_step to i32
  %811 = lshr i64 %key1_step, 32
  %812 = trunc i64 %811 to i32
  %813 = lshr i64 %element, 32
  %814 = trunc i64 %813 to i32
  %815 = zext i32 %809 to i64
  %816 = mul i64 3528531795, %815
  %817 = zext i32 %812 to i64
  %818 = mul i64 3449720151, %817
  %819 = lshr i64 %816, 32
  %820 = trunc i64 %819 to i32
  %821 = trunc i64 %816 to i32
  %822 = lshr i64 %818, 32
  %823 = trunc i64 %822 to i32
  %824 = trunc i64 %818 to i32
  %825 = xor i32 %823, %810
  %826 = xor i32 %825, %806
  %827 = xor i32 %820, %814
  %828 = xor i32 %827, %808
  %829 = add i32 %806, -1640531527
  %830 = add i32 %808, -1150833019
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
  %909 = add i32 %893, -1640531527
  %910 = add i32 %894, -1150833019
  %911 = zext i32 %906 to i64
  %912 = mul i64 3528531795, %911
  %913 = zext i32 %908 to i64
  %914 = mul i64 3449720151, %913
  %915 = lshr i64 %912, 32
  %916 = trunc i64 %915 to i32
  %917 = trunc i64 %912 to i32
  %918 = lshr i64 %914, 32
  %919 = trunc i64 %918 to i32
  %920 = trunc i64 %914 to i32
  %921 = xor i32 %919, %904
  %922 = xor i32 %921, %909
  %923 = xor i32 %916, %901
  %924 = xor i32 %923, %910
  %925 = add i32 %909, -1640531527
  %926 = add i32 %910, -1150833019
  %927 = zext i32 %922 to i64
  %928 = mul i64 3528531795, %927
  %929 = zext i32 %924 to i64
  %930 = mul i64 3449720151, %929
  %931 = lshr i64 %928, 32
  %932 = trunc i64 %931 to i32
  %933 = trunc i64 %928 to i32
  %934 = lshr i64 %930, 32
  %935 = trunc i64 %934 to i32
  %936 = trunc i64 %930 to i32
  %937 = xor i32 %935, %920
  %938 = xor i32 %937, %925
  %939 = xor i32 %932, %917
  %940 = xor i32 %939, %926
  %941 = add i32 %925, -1640531527
  %942 = add i32 %926, -1150833019
  %943 = zext i32 %938 to i64
  %944 = mul i64 3528531795, %943
  %945 = zext i32 %940 to i64
  %946 = mul i64 3449720151, %945
  %947 = lshr i64 %944, 32
  %948 = trunc i64 %947 to i32
  %949 = trunc i64 %944 to i32
  %950 = lshr i64 %946, 32
  %951 = trunc i64 %950 to i32
  %952 = trunc i64 %946 to i32
  %953 = xor i32 %951, %936
  %954 = xor i32 %953, %941
  %955 = xor i32 %948, %933
  %956 = xor i32 %955, %942
  %957 = add i32 %941, -1640531527
  %958 = add i32 %942, -1150833019
  %959 = zext i32 %954 to i64
  %960 = mul i64 3528531795, %959
  %961 = zext i32 %956 to i64
  %962 = mul i64 3449720151, %961
  %963 = lshr i64 %960, 32
  %964 = trunc i64 %963 to i32
  %965 = trunc i64 %960 to i32
  %966 = lshr i64 %962, 32
  %967 = trunc i64 %966 to i32
  %968 = trunc i64 %962 to i32
  %969 = xor i32 %967, %952
  %970 = xor i32 %969, %957
  %971 = xor i32 %964, %949
  %972 = xor i32 %971, %958
  %973 = uitofp i32 %970 to double
  %974 = fadd double %973, 5.000000e-01
  %975 = fmul double %974, 0x3DF0000000000000
  %976 = uitofp i32 %968 to double
  %977 = fadd double %976, 5.000000e-01
  %978 = fmul double %977, 0x3DF0000000000000
  %979 = bitcast double %975 to i64
  %980 = lshr i64 %979, 32
  %981 = add i64 %980, 614242
  %982 = lshr i64 %981, 20
  %983 = sub i64 %982, 1023
  %984 = and i64 %981, 1048575
  %985 = add i64 %984, 1072079006
  %986 = shl i64 %985, 32
  %987 = and i64 %979, 4294967295
  %988 = or i64 %986, %987
  %989 = bitcast i64 %988 to double
  %990 = fsub double %989, 1.000000e+00
  %991 = fmul double 5.000000e-01, %990
  %992 = fmul double %991, %990
  %993 = fadd double 2.000000e+00, %990
  %994 = fdiv double %990, %993
  %995 = fmul double %994, %994
  %996 = fmul double %995, %995
  %997 = fmul double %996, 0x3FC39A09D078C69F
  %998 = fadd double 0x3FCC71C51D8E78AF, %997
  %999 = fmul double %996, %998
  %1000 = fadd double 0x3FD999999997FA04, %999
  %1001 = fmul double %996, %1000
  %1002 = fmul double %996, 0x3FC2F112DF3E5244
  %1003 = fadd double 0x3FC7466496CB03DE, %1002
  %1004 = fmul double %996, %1003
  %1005 = fadd double 0x3FD2492494229359, %1004
  %1006 = fmul double %996, %1005
  %1007 = fadd double 0x3FE5555555555593, %1006
  %1008 = fmul double %995, %1007
  %1009 = fadd double %1008, %1001
  %1010 = sitofp i64 %983 to double
  %1011 = fadd double %992, %1009
  %1012 = fmul double %994, %1011
  %1013 = fmul double %1010, 0x3DEA39EF35793C76
  %1014 = fadd double %1012, %1013
  %1015 = fsub double %1014, %992
  %1016 = fadd double %1015, %990
  %1017 = fmul double %1010, 0x3FE62E42FEE00000
  %1018 = fadd double %1016, %1017
  %1019 = fmul double -2.000000e+00, %1018
  %1020 = call double @llvm.sqrt.f64(double %1019)
  %1021 = fmul double 0x401921FB54442D18, %978
  %1022 = fmul double %1021, 0x3FE45F306DC9C883
  %1023 = fadd double %1022, 0x4338000000000000
  %1024 = bitcast double %1023 to i64
  %1025 = fsub double %1023, 0x4338000000000000
  %1026 = fmul double %1025, 0x3FF921FB54400000
  %1027 = fsub double %1021, %1026
  %1028 = fmul double %1025, 0x3DD0B4611A626331
  %1029 = fmul double %1025, 0x3DD0B4611A600000
  %1030 = fsub double %1027, %1029
  %1031 = fmul double %1025, 0x3BA3198A2E037073
  %1032 = fsub double %1027, %1030
  %1033 = fsub double %1032, %1029
  %1034 = fsub double %1031, %1033
  %1035 = fsub double %1027, %1028
  %1036 = bitcast double %1021 to i64
  %1037 = lshr i64 %1036, 52
  %1038 = and i64 %1037, 2047
  %1039 = bitcast double %1035 to i64
  %1040 = lshr i64 %1039, 52
  %1041 = and i64 %1040, 2047
  %1042 = add i64 %1041, 16
  %1043 = icmp ult i64 %1042, %1038
  %1044 = select i1 %1043, double %1030, double %1027
  %1045 = select i1 %1043, double %1034, double %1028
  %1046 = fsub double %1044, %1045
  %1047 = fsub double %1044, %1046
  %1048 = fsub double %1047, %1045
  %1049 = fmul double %1046, %1046
  %1050 = fmul double %1049, %1049
  %1051 = fmul double %1049, 0x3EFA01A019CB1590
  %1052 = fadd double 0xBF56C16C16C15177, %1051
  %1053 = fmul double %1049, %1052
  %1054 = fadd double 0x3FA555555555554C, %1053
  %1055 = fmul double %1049, %1054
  %1056 = fmul double %1049, 0xBDA8FAE9BE8838D4
  %1057 = fadd double 0x3E21EE9EBDB4B1C4, %1056
  %1058 = fmul double %1049, %1057
  %1059 = fadd double 0xBE927E4F809C52AD, %1058
  %1060 = fmul double %1050, %1050
  %1061 = fmul double %1060, %1059
  %1062 = fadd double %1055, %1061
  %1063 = fmul double 5.000000e-01, %1049
  %1064 = fsub double 1.000000e+00, %1063
  %1065 = fsub double 1.000000e+00, %1064
  %1066 = fsub double %1065, %1063
  %1067 = fmul double %1049, %1062
  %1068 = fmul double %1046, %1048
  %1069 = fsub double %1067, %1068
  %1070 = fadd double %1066, %1069
  %1071 = fadd double %1064, %1070
  %1072 = fmul double %1046, %1046
  %1073 = fmul double %1072, %1072
  %1074 = fmul double %1072, 0x3EC71DE357B1FE7D
  %1075 = fadd double 0xBF2A01A019C161D5, %1074
  %1076 = fmul double %1072, %1075
  %1077 = fadd double 0x3F8111111110F8A6, %1076
  %1078 = fmul double %1072, 0x3DE5D93A5ACFD57C
  %1079 = fadd double 0xBE5AE5E68A2B9CEB, %1078
  %1080 = fmul double %1072, %1073
  %1081 = fmul double %1080, %1079
  %1082 = fadd double %1077, %1081
  %1083 = fmul double %1072, %1046
  %1084 = fmul double 5.000000e-01, %1048
  %1085 = fmul double %1083, %1082
  %1086 = fsub double %1084, %1085
  %1087 = fmul double %1072, %1086
  %1088 = fsub double %1087, %1048
  %1089 = fmul double %1083, 0xBFC5555555555549
  %1090 = fsub double %1088, %1089
  %1091 = fsub double %1046, %1090
  %1092 = fneg double %1071
  %1093 = fneg double %1091
  %1094 = and i64 %1024, 1
  %1095 = and i64 %1024, 2
  %1096 = icmp eq i64 %1094, 1
  %1097 = icmp eq i64 %1095, 2
  %1098 = select i1 %1097, double %1092, double %1071
  %1099 = select i1 %1097, double %1091, double %1093
  %1100 = select i1 %1096, double %1099, double %1098
  %1101 = fmul double %1020, %1100
  %1102 = fptrunc double %1101 to float
  %1103 = fmul float %1102, %noise_scale7
  %1104 = fadd float %804, %1103
  %bits = bitcast float %1104 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %740, align 4
  br label %slot.done120

slot.done120:                                     ; preds = %slot.then119, %uniform_sinks.done
  %feature122 = add i64 %lane, 1024
  %valid123 = icmp ult i64 %feature122, %n_features
  %1105 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid123, label %slot.then124, label %slot.done125

slot.then124:                                     ; preds = %slot.done120
  %1106 = load float, ptr %1105, align 4
  %1107 = fmul float 2.000000e+00, %1106
  %1108 = fmul float 0x3FA99999A0000000, %1107
  %1109 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature122
  %1110 = load float, ptr addrspace(1) %1109, align 4
  %1111 = fmul float -1.000000e+00, %1110
  %1112 = fadd float %1108, %1111
  %1113 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1114 = fdiv float 1.000000e+00, %1113
  %1115 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1116 = fsub float %1106, %1115
  %1117 = fcmp olt float %1116, -1.040000e+02
  %1118 = select i1 %1117, float -1.040000e+02, float %1116
  %1119 = fcmp olt float 8.900000e+01, %1118
  %1120 = select i1 %1119, float 8.900000e+01, float %1118
  %1121 = fmul float %1120, 0x3FF7154760000000
  %1122 = fadd float %1121, 0x4168000000000000
  %1123 = fsub float %1122, 0x4168000000000000
  %1124 = bitcast float %1122 to i32
  %1125 = sub i32 %1124, 1262485504
  %1126 = fmul float %1123, 0x3FE62E4000000000
  %1127 = fsub float %1120, %1126
  %1128 = fmul float %1123, 0x3EB7F7D1C0000000
  %1129 = fsub float %1127, %1128
  %1130 = fmul float %1129, %1129
  %1131 = fmul float %1130, 0x3E66376980000000
  %1132 = fadd float 0xBEBBBD41C0000000, %1131
  %1133 = fmul float %1130, %1132
  %1134 = fadd float 0x3F11566AA0000000, %1133
  %1135 = fmul float %1130, %1134
  %1136 = fadd float 0xBF66C16C20000000, %1135
  %1137 = fmul float %1130, %1136
  %1138 = fadd float 0x3FC5555560000000, %1137
  %1139 = fmul float %1130, %1138
  %1140 = fsub float %1129, %1139
  %1141 = fmul float %1129, %1140
  %1142 = fsub float 2.000000e+00, %1140
  %1143 = fdiv float %1141, %1142
  %1144 = fsub float %1128, %1143
  %1145 = fsub float %1144, %1127
  %1146 = fsub float 1.000000e+00, %1145
  %1147 = add i32 %1125, 256
  %1148 = lshr i32 %1147, 1
  %1149 = sub i32 %1148, 1
  %1150 = add i32 %1125, 255
  %1151 = sub i32 %1150, %1148
  %1152 = shl i32 %1149, 23
  %1153 = shl i32 %1151, 23
  %1154 = bitcast i32 %1152 to float
  %1155 = bitcast i32 %1153 to float
  %1156 = fmul float %1146, %1154
  %1157 = fmul float %1156, %1155
  %1158 = fcmp uno float %1116, %1116
  %1159 = select i1 %1158, float 0x7FF8000000000000, float %1157
  %1160 = fmul float %1114, %1159
  %1161 = fadd float %1112, %1160
  %feature126 = uitofp i64 %feature122 to float
  %1162 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1163 = fcmp oeq float %feature126, %1162
  %1164 = select i1 %1163, float 1.000000e+00, float 0.000000e+00
  %1165 = fcmp une float %1164, 0.000000e+00
  %1166 = select i1 %1165, float 0x3FB99999A0000000, float 0.000000e+00
  %1167 = fadd float %1161, %1166
  %1168 = fmul float %1167, %eta
  %1169 = fsub float %1106, %1168
  %1170 = mul i64 %row, %n_features
  %element127 = add i64 %1170, %feature122
  %1171 = trunc i64 %key0 to i32
  %1172 = lshr i64 %key0, 32
  %1173 = trunc i64 %1172 to i32
  %1174 = trunc i64 %element127 to i32
  %1175 = trunc i64 %key1_step to i32
  %1176 = lshr i64 %key1_step, 32
  %1177 = trunc i64 %1176 to i32
  %1178 = lshr i64 %element127, 32
  %1179 = trunc i64 %1178 to i32
  %1180 = zext i32 %1174 to i64
  %1181 = mul i64 3528531795, %1180
  %1182 = zext i32 %1177 to i64
  %1183 = mul i64 3449720151, %1182
  %1184 = lshr i64 %1181, 32
  %1185 = trunc i64 %1184 to i32
  %1186 = trunc i64 %1181 to i32
  %1187 = lshr i64 %1183, 32
  %1188 = trunc i64 %1187 to i32
  %1189 = trunc i64 %1183 to i32
  %1190 = xor i32 %1188, %1175
  %1191 = xor i32 %1190, %1171
  %1192 = xor i32 %1185, %1179
  %1193 = xor i32 %1192, %1173
  %1194 = add i32 %1171, -1640531527
  %1195 = add i32 %1173, -1150833019
  %1196 = zext i32 %1191 to i64
  %1197 = mul i64 3528531795, %1196
  %1198 = zext i32 %1193 to i64
  %1199 = mul i64 3449720151, %1198
  %1200 = lshr i64 %1197, 32
  %1201 = trunc i64 %1200 to i32
  %1202 = trunc i64 %1197 to i32
  %1203 = lshr i64 %1199, 32
  %1204 = trunc i64 %1203 to i32
  %1205 = trunc i64 %1199 to i32
  %1206 = xor i32 %1204, %1189
  %1207 = xor i32 %1206, %1194
  %1208 = xor i32 %1201, %1186
  %1209 = xor i32 %1208, %1195
  %1210 = add i32 %1194, -1640531527
  %1211 = add i32 %1195, -1150833019
  %1212 = zext i32 %1207 to i64
  %1213 = mul i64 3528531795, %1212
  %1214 = zext i32 %1209 to i64
  %1215 = mul i64 3449720151, %1214
  %1216 = lshr i64 %1213, 32
  %1217 = trunc i64 %1216 to i32
  %1218 = trunc i64 %1213 to i32
  %1219 = lshr i64 %1215, 32
  %1220 = trunc i64 %1219 to i32
  %1221 = trunc i64 %1215 to i32
  %1222 = xor i32 %1220, %1205
  %1223 = xor i32 %1222, %1210
  %1224 = xor i32 %1217, %1202
  %1225 = xor i32 %1224, %1211
  %1226 = add i32 %1210, -1640531527
  %1227 = add i32 %1211, -1150833019
  %1228 = zext i32 %1223 to i64
  %1229 = mul i64 3528531795, %1228
  %1230 = zext i32 %1225 to i64
  %1231 = mul i64 3449720151, %1230
  %1232 = lshr i64 %1229, 32
  %1233 = trunc i64 %1232 to i32
  %1234 = trunc i64 %1229 to i32
  %1235 = lshr i64 %1231, 32
  %1236 = trunc i64 %1235 to i32
  %1237 = trunc i64 %1231 to i32
  %1238 = xor i32 %1236, %1221
  %1239 = xor i32 %1238, %1226
  %1240 = xor i32 %1233, %1218
  %1241 = xor i32 %1240, %1227
  %1242 = add i32 %1226, -1640531527
  %1243 = add i32 %1227, -1150833019
  %1244 = zext i32 %1239 to i64
  %1245 = mul i64 3528531795, %1244
  %1246 = zext i32 %1241 to i64
  %1247 = mul i64 3449720151, %1246
  %1248 = lshr i64 %1245, 32
  %1249 = trunc i64 %1248 to i32
  %1250 = trunc i64 %1245 to i32
  %1251 = lshr i64 %1247, 32
  %1252 = trunc i64 %1251 to i32
  %1253 = trunc i64 %1247 to i32
  %1254 = xor i32 %1252, %1237
  %1255 = xor i32 %1254, %1242
  %1256 = xor i32 %1249, %1234
  %1257 = xor i32 %1256, %1243
  %1258 = add i32 %1242, -1640531527
  %1259 = add i32 %1243, -1150833019
  %1260 = zext i32 %1255 to i64
  %1261 = mul i64 3528531795, %1260
  %1262 = zext i32 %1257 to i64
  %1263 = mul i64 3449720151, %1262
  %1264 = lshr i64 %1261, 32
  %1265 = trunc i64 %1264 to i32
  %1266 = trunc i64 %1261 to i32
  %1267 = lshr i64 %1263, 32
  %1268 = trunc i64 %1267 to i32
  %1269 = trunc i64 %1263 to i32
  %1270 = xor i32 %1268, %1253
  %1271 = xor i32 %1270, %1258
  %1272 = xor i32 %1265, %1250
  %1273 = xor i32 %1272, %1259
  %1274 = add i32 %1258, -1640531527
  %1275 = add i32 %1259, -1150833019
  %1276 = zext i32 %1271 to i64
  %1277 = mul i64 3528531795, %1276
  %1278 = zext i32 %1273 to i64
  %1279 = mul i64 3449720151, %1278
  %1280 = lshr i64 %1277, 32
  %1281 = trunc i64 %1280 to i32
  %1282 = trunc i64 %1277 to i32
  %1283 = lshr i64 %1279, 32
  %1284 = trunc i64 %1283 to i32
  %1285 = trunc i64 %1279 to i32
  %1286 = xor i32 %1284, %1269
  %1287 = xor i32 %1286, %1274
  %1288 = xor i32 %1281, %1266
  %1289 = xor i32 %1288, %1275
  %1290 = add i32 %1274, -1640531527
  %1291 = add i32 %1275, -1150833019
  %1292 = zext i32 %1287 to i64
  %1293 = mul i64 3528531795, %1292
  %1294 = zext i32 %1289 to i64
  %1295 = mul i64 3449720151, %1294
  %1296 = lshr i64 %1293, 32
  %1297 = trunc i64 %1296 to i32
  %1298 = trunc i64 %1293 to i32
  %1299 = lshr i64 %1295, 32
  %1300 = trunc i64 %1299 to i32
  %1301 = trunc i64 %1295 to i32
  %1302 = xor i32 %1300, %1285
  %1303 = xor i32 %1302, %1290
  %1304 = xor i32 %1297, %1282
  %1305 = xor i32 %1304, %1291
  %1306 = add i32 %1290, -1640531527
  %1307 = add i32 %1291, -1150833019
  %1308 = zext i32 %1303 to i64
  %1309 = mul i64 3528531795, %1308
  %1310 = zext i32 %1305 to i64
  %1311 = mul i64 3449720151, %1310
  %1312 = lshr i64 %1309, 32
  %1313 = trunc i64 %1312 to i32
  %1314 = trunc i64 %1309 to i32
  %1315 = lshr i64 %1311, 32
  %1316 = trunc i64 %1315 to i32
  %1317 = trunc i64 %1311 to i32
  %1318 = xor i32 %1316, %1301
  %1319 = xor i32 %1318, %1306
  %1320 = xor i32 %1313, %1298
  %1321 = xor i32 %1320, %1307
  %1322 = add i32 %1306, -1640531527
  %1323 = add i32 %1307, -1150833019
  %1324 = zext i32 %1319 to i64
  %1325 = mul i64 3528531795, %1324
  %1326 = zext i32 %1321 to i64
  %1327 = mul i64 3449720151, %1326
  %1328 = lshr i64 %1325, 32
  %1329 = trunc i64 %1328 to i32
  %1330 = trunc i64 %1325 to i32
  %1331 = lshr i64 %1327, 32
  %1332 = trunc i64 %1331 to i32
  %1333 = trunc i64 %1327 to i32
  %1334 = xor i32 %1332, %1317
  %1335 = xor i32 %1334, %1322
  %1336 = xor i32 %1329, %1314
  %1337 = xor i32 %1336, %1323
  %1338 = uitofp i32 %1335 to double
  %1339 = fadd double %1338, 5.000000e-01
  %1340 = fmul double %1339, 0x3DF0000000000000
  %1341 = uitofp i32 %1333 to double
  %1342 = fadd double %1341, 5.000000e-01
  %1343 = fmul double %1342, 0x3DF0000000000000
  %1344 = bitcast double %1340 to i64
  %1345 = lshr i64 %1344, 32
  %1346 = add i64 %1345, 614242
  %1347 = lshr i64 %1346, 20
  %1348 = sub i64 %1347, 1023
  %1349 = and i64 %1346, 1048575
  %1350 = add i64 %1349, 1072079006
  %1351 = shl i64 %1350, 32
  %1352 = and i64 %1344, 4294967295
  %1353 = or i64 %1351, %1352
  %1354 = bitcast i64 %1353 to double
  %1355 = fsub double %1354, 1.000000e+00
  %1356 = fmul double 5.000000e-01, %1355
  %1357 = fmul double %1356, %1355
  %1358 = fadd double 2.000000e+00, %1355
  %1359 = fdiv double %1355, %1358
  %1360 = fmul double %1359, %1359
  %1361 = fmul double %1360, %1360
  %1362 = fmul double %1361, 0x3FC39A09D078C69F
  %1363 = fadd double 0x3FCC71C51D8E78AF, %1362
  %1364 = fmul double %1361, %1363
  %1365 = fadd double 0x3FD999999997FA04, %1364
  %1366 = fmul double %1361, %1365
  %1367 = fmul double %1361, 0x3FC2F112DF3E5244
  %1368 = fadd double 0x3FC7466496CB03DE, %1367
  %1369 = fmul double %1361, %1368
  %1370 = fadd double 0x3FD2492494229359, %1369
  %1371 = fmul double %1361, %1370
  %1372 = fadd double 0x3FE5555555555593, %1371
  %1373 = fmul double %1360, %1372
  %1374 = fadd double %1373, %1366
  %1375 = sitofp i64 %1348 to double
  %1376 = fadd double %1357, %1374
  %1377 = fmul double %1359, %1376
  %1378 = fmul double %1375, 0x3DEA39EF35793C76
  %1379 = fadd double %1377, %1378
  %1380 = fsub double %1379, %1357
  %1381 = fadd double %1380, %1355
  %1382 = fmul double %1375, 0x3FE62E42FEE00000
  %1383 = fadd double %1381, %1382
  %1384 = fmul double -2.000000e+00, %1383
  %1385 = call double @llvm.sqrt.f64(double %1384)
  %1386 = fmul double 0x401921FB54442D18, %1343
  %1387 = fmul double %1386, 0x3FE45F306DC9C883
  %1388 = fadd double %1387, 0x4338000000000000
  %1389 = bitcast double %1388 to i64
  %1390 = fsub double %1388, 0x4338000000000000
  %1391 = fmul double %1390, 0x3FF921FB54400000
  %1392 = fsub double %1386, %1391
  %1393 = fmul double %1390, 0x3DD0B4611A626331
  %1394 = fmul double %1390, 0x3DD0B4611A600000
  %1395 = fsub double %1392, %1394
  %1396 = fmul double %1390, 0x3BA3198A2E037073
  %1397 = fsub double %1392, %1395
  %1398 = fsub double %1397, %1394
  %1399 = fsub double %1396, %1398
  %1400 = fsub double %1392, %1393
  %1401 = bitcast double %1386 to i64
  %1402 = lshr i64 %1401, 52
  %1403 = and i64 %1402, 2047
  %1404 = bitcast double %1400 to i64
  %1405 = lshr i64 %1404, 52
  %1406 = and i64 %1405, 2047
  %1407 = add i64 %1406, 16
  %1408 = icmp ult i64 %1407, %1403
  %1409 = select i1 %1408, double %1395, double %1392
  %1410 = select i1 %1408, double %1399, double %1393
  %1411 = fsub double %1409, %1410
  %1412 = fsub double %1409, %1411
  %1413 = fsub double %1412, %1410
  %1414 = fmul double %1411, %1411
  %1415 = fmul double %1414, %1414
  %1416 = fmul double %1414, 0x3EFA01A019CB1590
  %1417 = fadd double 0xBF56C16C16C15177, %1416
  %1418 = fmul double %1414, %1417
  %1419 = fadd double 0x3FA555555555554C, %1418
  %1420 = fmul double %1414, %1419
  %1421 = fmul double %1414, 0xBDA8FAE9BE8838D4
  %1422 = fadd double 0x3E21EE9EBDB4B1C4, %1421
  %1423 = fmul double %1414, %1422
  %1424 = fadd double 0xBE927E4F809C52AD, %1423
  %1425 = fmul double %1415, %1415
  %1426 = fmul double %1425, %1424
  %1427 = fadd double %1420, %1426
  %1428 = fmul double 5.000000e-01, %1414
  %1429 = fsub double 1.000000e+00, %1428
  %1430 = fsub double 1.000000e+00, %1429
  %1431 = fsub double %1430, %1428
  %1432 = fmul double %1414, %1427
  %1433 = fmul double %1411, %1413
  %1434 = fsub double %1432, %1433
  %1435 = fadd double %1431, %1434
  %1436 = fadd double %1429, %1435
  %1437 = fmul double %1411, %1411
  %1438 = fmul double %1437, %1437
  %1439 = fmul double %1437, 0x3EC71DE357B1FE7D
  %1440 = fadd double 0xBF2A01A019C161D5, %1439
  %1441 = fmul double %1437, %1440
  %1442 = fadd double 0x3F8111111110F8A6, %1441
  %1443 = fmul double %1437, 0x3DE5D93A5ACFD57C
  %1444 = fadd double 0xBE5AE5E68A2B9CEB, %1443
  %1445 = fmul double %1437, %1438
  %1446 = fmul double %1445, %1444
  %1447 = fadd double %1442, %1446
  %1448 = fmul double %1437, %1411
  %1449 = fmul double 5.000000e-01, %1413
  %1450 = fmul double %1448, %1447
  %1451 = fsub double %1449, %1450
  %1452 = fmul double %1437, %1451
  %1453 = fsub double %1452, %1413
  %1454 = fmul double %1448, 0xBFC5555555555549
  %1455 = fsub double %1453, %1454
  %1456 = fsub double %1411, %1455
  %1457 = fneg double %1436
  %1458 = fneg double %1456
  %1459 = and i64 %1389, 1
  %1460 = and i64 %1389, 2
  %1461 = icmp eq i64 %1459, 1
  %1462 = icmp eq i64 %1460, 2
  %1463 = select i1 %1462, double %1457, double %1436
  %1464 = select i1 %1462, double %1456, double %1458
  %1465 = select i1 %1461, double %1464, double %1463
  %1466 = fmul double %1385, %1465
  %1467 = fptrunc double %1466 to float
  %1468 = fmul float %1467, %noise_scale7
  %1469 = fadd float %1169, %1468
  %bits128 = bitcast float %1469 to i32
  %magnitude129 = and i32 %bits128, 2147483647
  %is_nan130 = icmp ugt i32 %magnitude129, 2139095040
  %canonical131 = select i1 %is_nan130, i32 2143289344, i32 %bits128
  store i32 %canonical131, ptr %1105, align 4
  br label %slot.done125

slot.done125:                                     ; preds = %slot.then124, %slot.done120
  br label %noise.done

uniform_sinks.then134:                            ; preds = %quiet
  br label %uniform_sinks.done135

uniform_sinks.done135:                            ; preds = %uniform_sinks.then134, %quiet
  %feature136 = add i64 %lane, 0
  %valid137 = icmp ult i64 %feature136, %n_features
  %1470 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid137, label %slot.then138, label %slot.done139

slot.then138:                                     ; preds = %uniform_sinks.done135
  %1471 = load float, ptr %1470, align 4
  %1472 = fmul float 2.000000e+00, %1471
  %1473 = fmul float 0x3FA99999A0000000, %1472
  %1474 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature136
  %1475 = load float, ptr addrspace(1) %1474, align 4
  %1476 = fmul float -1.000000e+00, %1475
  %1477 = fadd float %1473, %1476
  %1478 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1479 = fdiv float 1.000000e+00, %1478
  %1480 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1481 = fsub float %1471, %1480
  %1482 = fcmp olt float %1481, -1.040000e+02
  %1483 = select i1 %1482, float -1.040000e+02, float %1481
  %1484 = fcmp olt float 8.900000e+01, %1483
  %1485 = select i1 %1484, float 8.900000e+01, float %1483
  %1486 = fmul float %1485, 0x3FF7154760000000
  %1487 = fadd float %1486, 0x4168000000000000
  %1488 = fsub float %1487, 0x4168000000000000
  %1489 = bitcast float %1487 to i32
  %1490 = sub i32 %1489, 1262485504
  %1491 = fmul float %1488, 0x3FE62E4000000000
  %1492 = fsub float %1485, %1491
  %1493 = fmul float %1488, 0x3EB7F7D1C0000000
  %1494 = fsub float %1492, %1493
  %1495 = fmul float %1494, %1494
  %1496 = fmul float %1495, 0x3E66376980000000
  %1497 = fadd float 0xBEBBBD41C0000000, %1496
  %1498 = fmul float %1495, %1497
  %1499 = fadd float 0x3F11566AA0000000, %1498
  %1500 = fmul float %1495, %1499
  %1501 = fadd float 0xBF66C16C20000000, %1500
  %1502 = fmul float %1495, %1501
  %1503 = fadd float 0x3FC5555560000000, %1502
  %1504 = fmul float %1495, %1503
  %1505 = fsub float %1494, %1504
  %1506 = fmul float %1494, %1505
  %1507 = fsub float 2.000000e+00, %1505
  %1508 = fdiv float %1506, %1507
  %1509 = fsub float %1493, %1508
  %1510 = fsub float %1509, %1492
  %1511 = fsub float 1.000000e+00, %1510
  %1512 = add i32 %1490, 256
  %1513 = lshr i32 %1512, 1
  %1514 = sub i32 %1513, 1
  %1515 = add i32 %1490, 255
  %1516 = sub i32 %1515, %1513
  %1517 = shl i32 %1514, 23
  %1518 = shl i32 %1516, 23
  %1519 = bitcast i32 %1517 to float
  %1520 = bitcast i32 %1518 to float
  %1521 = fmul float %1511, %1519
  %1522 = fmul float %1521, %1520
  %1523 = fcmp uno float %1481, %1481
  %1524 = select i1 %1523, float 0x7FF8000000000000, float %1522
  %1525 = fmul float %1479, %1524
  %1526 = fadd float %1477, %1525
  %feature140 = uitofp i64 %feature136 to float
  %1527 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1528 = fcmp oeq float %feature140, %1527
  %1529 = select i1 %1528, float 1.000000e+00, float 0.000000e+00
  %1530 = fcmp une float %1529, 0.000000e+00
  %1531 = select i1 %1530, float 0x3FB99999A0000000, float 0.000000e+00
  %1532 = fadd float %1526, %1531
  %1533 = fmul float %1532, %eta
  %1534 = fsub float %1471, %1533
  %1535 = fmul float 0.000000e+00, %noise_scale7
  %1536 = fadd float %1534, %1535
  %bits141 = bitcast float %1534 to i32
  %magnitude142 = and i32 %bits141, 2147483647
  %is_nan143 = icmp ugt i32 %magnitude142, 2139095040
  %canonical144 = select i1 %is_nan143, i32 2143289344, i32 %bits141
  store i32 %canonical144, ptr %1470, align 4
  br label %slot.done139

slot.done139:                                     ; preds = %slot.then138, %uniform_sinks.done135
  %feature145 = add i64 %lane, 1024
  %valid146 = icmp ult i64 %feature145, %n_features
  %1537 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid146, label %slot.then147, label %slot.done148

slot.then147:                                     ; preds = %slot.done139
  %1538 = load float, ptr %1537, align 4
  %1539 = fmul float 2.000000e+00, %1538
  %1540 = fmul float 0x3FA99999A0000000, %1539
  %1541 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature145
  %1542 = load float, ptr addrspace(1) %1541, align 4
  %1543 = fmul float -1.000000e+00, %1542
  %1544 = fadd float %1540, %1543
  %1545 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1546 = fdiv float 1.000000e+00, %1545
  %1547 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
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
  %feature149 = uitofp i64 %feature145 to float
  %1594 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1595 = fcmp oeq float %feature149, %1594
  %1596 = select i1 %1595, float 1.000000e+00, float 0.000000e+00
  %1597 = fcmp une float %1596, 0.000000e+00
  %1598 = select i1 %1597, float 0x3FB99999A0000000, float 0.000000e+00
  %1599 = fadd float %1593, %1598
  %1600 = fmul float %1599, %eta
  %1601 = fsub float %1538, %1600
  %1602 = fmul float 0.000000e+00, %noise_scale7
  %1603 = fadd float %1601, %1602
  %bits150 = bitcast float %1601 to i32
  %magnitude151 = and i32 %bits150, 2147483647
  %is_nan152 = icmp ugt i32 %magnitude151, 2139095040
  %canonical153 = select i1 %is_nan152, i32 2143289344, i32 %bits150
  store i32 %canonical153, ptr %1537, align 4
  br label %slot.done148

slot.done148:                                     ; preds = %slot.then147, %slot.done139
  br label %noise.done

slot.then156:                                     ; preds = %step.exit
  %1604 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature154
  %1605 = load float, ptr %18, align 4
  store float %1605, ptr addrspace(1) %1604, align 4
  br label %slot.done157

slot.done157:                                     ; preds = %slot.then156, %step.exit
  %feature158 = add i64 %lane, 1024
  %valid159 = icmp ult i64 %feature158, %n_features
  %1606 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid159, label %slot.then160, label %slot.done161

slot.then160:                                     ; preds = %slot.done157
  %1607 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature158
  %1608 = load float, ptr %1606, align 4
  store float %1608, ptr addrspace(1) %1607, align 4
  br label %slot.done161

slot.done161:                                     ; preds = %slot.then160, %slot.done157
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w4096(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth150 = alloca i64, align 8
  %pairwise_levels149 = alloca [64 x i64], align 8
  %pairwise_sums148 = alloca [64 x float], align 4
  %fold_index147 = alloca i64, align 8
  %fold_value146 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done243, %entry
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
  %step = phi i64 [ 0, %slot.done12 ], [ %881, %noise.done ]
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
  %feature228 = add i64 %lane, 0
  %valid229 = icmp ult i64 %feature228, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid229, label %slot.then230, label %slot.done231

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done145
  store float 0.000000e+00, ptr %fold_value146, align 4
  store i64 0, ptr %fold_index147, align 8
  store i64 0, ptr %pairwise_depth150, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done145
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %877, %fold_sums.body ]
  %872 = icmp ult i64 %fold_sums, %n_features
  br i1 %872, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %873 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold_sums
  %874 = load float, ptr addrspace(3) %873, align 4
  %875 = load float, ptr %fold_value146, align 4
  %876 = fadd float %874, %875
  store float %876, ptr %fold_value146, align 4
  %877 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %878 = load float, ptr %fold_value146, align 4
  store float %878, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature151 = add i64 %lane, 0
  %valid152 = icmp ult i64 %feature151, %n_features
  %879 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature188 = add i64 %lane, 0
  %valid189 = icmp ult i64 %feature188, %n_features
  %880 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then190, label %uniform_sinks.done191

noise.done:                                       ; preds = %slot.done222, %slot.done181
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %881 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature153 = add i64 %lane, 0
  %valid154 = icmp ult i64 %feature153, %n_features
  %882 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid154, label %slot.then155, label %slot.done156

slot.then155:                                     ; preds = %uniform_sinks.done
  %883 = load float, ptr %882, align 4
  %884 = fmul float 2.000000e+00, %883
  %885 = fmul float 0x3FA99999A0000000, %884
  %886 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature153
  %887 = load float, ptr addrspace(1) %886, align 4
  %888 = fmul float -1.000000e+00, %887
  %889 = fadd float %885, %888
  %890 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %891 = fdiv float 1.000000e+00, %890
  %892 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %893 = fsub float %883, %892
  %894 = fcmp olt float %893, -1.040000e+02
  %895 = select i1 %894, float -1.040000e+02, float %893
  %896 = fcmp olt float 8.900000e+01, %895
  %897 = select i1 %896, float 8.900000e+01, float %895
  %898 = fmul float %897, 0x3FF7154760000000
  %899 = fadd float %898, 0x4168000000000000
  %900 = fsub float %899, 0x4168000000000000
  %901 = bitcast float %899 to i32
  %902 = sub i32 %901, 1262485504
  %903 = fmul float %900, 0x3FE62E4000000000
  %904 = fsub float %897, %903
  %905 = fmul float %900, 0x3EB7F7D1C0000000
  %906 = fsub float %904, %905
  %907 = fmul float %906, %906
  %908 = fmul float %907, 0x3E66376980000000
  %909 = fadd float 0xBEBBBD41C0000000, %908
  %910 = fmul float %907, %909
  %911 = fadd float 0x3F11566AA0000000, %910
  %912 = fmul float %907, %911
  %913 = fadd float 0xBF66C16C20000000, %912
  %914 = fmul float %907, %913
  %915 = fadd float 0x3FC5555560000000, %914
  %916 = fmul float %907, %915
  %917 = fsub float %906, %916
  %918 = fmul float %906, %917
  %919 = fsub float 2.000000e+00, %917
  %920 = fdiv float %918, %919
  %921 = fsub float %905, %920
  %922 = fsub float %921, %904
  %923 = fsub float 1.000000e+00, %922
  %924 = add i32 %902, 256
  %925 = lshr i32 %924, 1
  %926 = sub i32 %925, 1
  %927 = add i32 %902, 255
  %928 = sub i32 %927, %925
  %929 = shl i32 %926, 23
  %930 = shl i32 %928, 23
  %931 = bitcast i32 %929 to float
  %932 = bitcast i32 %930 to float
  %933 = fmul float %923, %931
  %934 = fmul float %933, %932
  %935 = fcmp uno float %893, %893
  %936 = select i1 %935, float 0x7FF8000000000000, float %934
  %937 = fmul float %891, %936
  %938 = fadd float %889, %937
  %feature157 = uitofp i64 %feature153 to float
  %939 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %940 = fcmp oeq float %feature157, %939
  %941 = select i1 %940, float 1.000000e+00, float 0.000000e+00
  %942 = fcmp une float %941, 0.000000e+00
  %943 = select i1 %942, float 0x3FB99999A0000000, float 0.000000e+00
  %944 = fadd float %938, %943
  %945 = fmul float %944, %eta
  %946 = fsub float %883, %945
  %947 = mul i64 %row, %n_features
  %element = add i64 %947, %feature153
  %948 = trunc i64 %key0 to i32
  %949 = lshr i64 %key0, 32
  %950 = trunc i64 %949 to i32
  %951 = trunc i64 %element to i32
  %952 = trunc i64 %key1_step to i32
  %953 = lshr i64 %key1_step, 32
  %954 = trunc i64 %953 to i32
  %955 = lshr i64 %element, 32
  %956 = trunc i64 %955 to i32
  %957 = zext i32 %951 to i64
  %958 = mul i64 3528531795, %957
  %959 = zext i32 %954 to i64
  %960 = mul i64 3449720151, %959
  %961 = lshr i64 %958, 32
  %962 = trunc i64 %961 to i32
  %963 = trunc i64 %958 to i32
  %964 = lshr i64 %960, 32
  %965 = trunc i64 %964 to i32
  %966 = trunc i64 %960 to i32
  %967 = xor i32 %965, %952
  %968 = xor i32 %967, %948
  %969 = xor i32 %962, %956
  %970 = xor i32 %969, %950
  %971 = add i32 %948, -1640531527
  %972 = add i32 %950, -1150833019
  %973 = zext i32 %968 to i64
  %974 = mul i64 3528531795, %973
  %975 = zext i32 %970 to i64
  %976 = mul i64 3449720151, %975
  %977 = lshr i64 %974, 32
  %978 = trunc i64 %977 to i32
  %979 = trunc i64 %974 to i32
  %980 = lshr i64 %976, 32
  %981 = trunc i64 %980 to i32
  %982 = trunc i64 %976 to i32
  %983 = xor i32 %981, %966
  %984 = xor i32 %983, %971
  %985 = xor i32 %978, %963
  %986 = xor i32 %985, %972
  %987 = add i32 %971, -1640531527
  %988 = add i32 %972, -1150833019
  %989 = zext i32 %984 to i64
  %990 = mul i64 3528531795, %989
  %991 = zext i32 %986 to i64
  %992 = mul i64 3449720151, %991
  %993 = lshr i64 %990, 32
  %994 = trunc i64 %993 to i32
  %995 = trunc i64 %990 to i32
  %996 = lshr i64 %992, 32
  %997 = trunc i64 %996 to i32
  %998 = trunc i64 %992 to i32
  %999 = xor i32 %997, %982
  %1000 = xor i32 %999, %987
  %1001 = xor i32 %994, %979
  %1002 = xor i32 %1001, %988
  %1003 = add i32 %987, -1640531527
  %1004 = add i32 %988, -1150833019
  %1005 = zext i32 %1000 to i64
  %1006 = mul i64 3528531795, %1005
  %1007 = zext i32 %1002 to i64
  %1008 = mul i64 3449720151, %1007
  %1009 = lshr i64 %1006, 32
  %1010 = trunc i64 %1009 to i32
  %1011 = trunc i64 %1006 to i32
  %1012 = lshr i64 %1008, 32
  %1013 = trunc i64 %1012 to i32
  %1014 = trunc i64 %1008 to i32
  %1015 = xor i32 %1013, %998
  %1016 = xor i32 %1015, %1003
  %1017 = xor i32 %1010, %995
  %1018 = xor i32 %1017, %1004
  %1019 = add i32 %1003, -1640531527
  %1020 = add i32 %1004, -1150833019
  %1021 = zext i32 %1016 to i64
  %1022 = mul i64 3528531795, %1021
  %1023 = zext i32 %1018 to i64
  %1024 = mul i64 3449720151, %1023
  %1025 = lshr i64 %1022, 32
  %1026 = trunc i64 %1025 to i32
  %1027 = trunc i64 %1022 to i32
  %1028 = lshr i64 %1024, 32
  %1029 = trunc i64 %1028 to i32
  %1030 = trunc i64 %1024 to i32
  %1031 = xor i32 %1029, %1014
  %1032 = xor i32 %1031, %1019
  %1033 = xor i32 %1026, %1011
  %1034 = xor i32 %1033, %1020
  %1035 = add i32 %1019, -1640531527
  %1036 = add i32 %1020, -1150833019
  %1037 = zext i32 %1032 to i64
  %1038 = mul i64 3528531795, %1037
  %1039 = zext i32 %1034 to i64
  %1040 = mul i64 3449720151, %1039
  %1041 = lshr i64 %1038, 32
  %1042 = trunc i64 %1041 to i32
  %1043 = trunc i64 %1038 to i32
  %1044 = lshr i64 %1040, 32
  %1045 = trunc i64 %1044 to i32
  %1046 = trunc i64 %1040 to i32
  %1047 = xor i32 %1045, %1030
  %1048 = xor i32 %1047, %1035
  %1049 = xor i32 %1042, %1027
  %1050 = xor i32 %1049, %1036
  %1051 = add i32 %1035, -1640531527
  %1052 = add i32 %1036, -1150833019
  %1053 = zext i32 %1048 to i64
  %1054 = mul i64 3528531795, %1053
  %1055 = zext i32 %1050 to i64
  %1056 = mul i64 3449720151, %1055
  %1057 = lshr i64 %1054, 32
  %1058 = trunc i64 %1057 to i32
  %1059 = trunc i64 %1054 to i32
  %1060 = lshr i64 %1056, 32
  %1061 = trunc i64 %1060 to i32
  %1062 = trunc i64 %1056 to i32
  %1063 = xor i32 %1061, %1046
  %1064 = xor i32 %1063, %1051
  %1065 = xor i32 %1058, %1043
  %1066 = xor i32 %1065, %1052
  %1067 = add i32 %1051, -1640531527
  %1068 = add i32 %1052, -1150833019
  %1069 = zext i32 %1064 to i64
  %1070 = mul i64 3528531795, %1069
  %1071 = zext i32 %1066 to i64
  %1072 = mul i64 3449720151, %1071
  %1073 = lshr i64 %1070, 32
  %1074 = trunc i64 %1073 to i32
  %1075 = trunc i64 %1070 to i32
  %1076 = lshr i64 %1072, 32
  %1077 = trunc i64 %1076 to i32
  %1078 = trunc i64 %1072 to i32
  %1079 = xor i32 %1077, %1062
  %1080 = xor i32 %1079, %1067
  %1081 = xor i32 %1074, %1059
  %1082 = xor i32 %1081, %1068
  %1083 = add i32 %1067, -1640531527
  %1084 = add i32 %1068, -1150833019
  %1085 = zext i32 %1080 to i64
  %1086 = mul i64 3528531795, %1085
  %1087 = zext i32 %1082 to i64
  %1088 = mul i64 3449720151, %1087
  %1089 = lshr i64 %1086, 32
  %1090 = trunc i64 %1089 to i32
  %1091 = trunc i64 %1086 to i32
  %1092 = lshr i64 %1088, 32
  %1093 = trunc i64 %1092 to i32
  %1094 = trunc i64 %1088 to i32
  %1095 = xor i32 %1093, %1078
  %1096 = xor i32 %1095, %1083
  %1097 = xor i32 %1090, %1075
  %1098 = xor i32 %1097, %1084
  %1099 = add i32 %1083, -1640531527
  %1100 = add i32 %1084, -1150833019
  %1101 = zext i32 %1096 to i64
  %1102 = mul i64 3528531795, %1101
  %1103 = zext i32 %1098 to i64
  %1104 = mul i64 3449720151, %1103
  %1105 = lshr i64 %1102, 32
  %1106 = trunc i64 %1105 to i32
  %1107 = trunc i64 %1102 to i32
  %1108 = lshr i64 %1104, 32
  %1109 = trunc i64 %1108 to i32
  %1110 = trunc i64 %1104 to i32
  %1111 = xor i32 %1109, %1094
  %1112 = xor i32 %1111, %1099
  %1113 = xor i32 %1106, %1091
  %1114 = xor i32 %1113, %1100
  %1115 = uitofp i32 %1112 to double
  %1116 = fadd double %1115, 5.000000e-01
  %1117 = fmul double %1116, 0x3DF0000000000000
  %1118 = uitofp i32 %1110 to double
  %1119 = fadd double %1118, 5.000000e-01
  %1120 = fmul double %1119, 0x3DF0000000000000
  %1121 = bitcast double %1117 to i64
  %1122 = lshr i64 %1121, 32
  %1123 = add i64 %1122, 614242
  %1124 = lshr i64 %1123, 20
  %1125 = sub i64 %1124, 1023
  %1126 = and i64 %1123, 1048575
  %1127 = add i64 %1126, 1072079006
  %1128 = shl i64 %1127, 32
  %1129 = and i64 %1121, 4294967295
  %1130 = or i64 %1128, %1129
  %1131 = bitcast i64 %1130 to double
  %1132 = fsub double %1131, 1.000000e+00
  %1133 = fmul double 5.000000e-01, %1132
  %1134 = fmul double %1133, %1132
  %1135 = fadd double 2.000000e+00, %1132
  %1136 = fdiv double %1132, %1135
  %1137 = fmul double %1136, %1136
  %1138 = fmul double %1137, %1137
  %1139 = fmul double %1138, 0x3FC39A09D078C69F
  %1140 = fadd double 0x3FCC71C51D8E78AF, %1139
  %1141 = fmul double %1138, %1140
  %1142 = fadd double 0x3FD999999997FA04, %1141
  %1143 = fmul double %1138, %1142
  %1144 = fmul double %1138, 0x3FC2F112DF3E5244
  %1145 = fadd double 0x3FC7466496CB03DE, %1144
  %1146 = fmul double %1138, %1145
  %1147 = fadd double 0x3FD2492494229359, %1146
  %1148 = fmul double %1138, %1147
  %1149 = fadd double 0x3FE5555555555593, %1148
  %1150 = fmul double %1137, %1149
  %1151 = fadd double %1150, %1143
  %1152 = sitofp i64 %1125 to double
  %1153 = fadd double %1134, %1151
  %1154 = fmul double %1136, %1153
  %1155 = fmul double %1152, 0x3DEA39EF35793C76
  %1156 = fadd double %1154, %1155
  %1157 = fsub double %1156, %1134
  %1158 = fadd double %1157, %1132
  %1159 = fmul double %1152, 0x3FE62E42FEE00000
  %1160 = fadd double %1158, %1159
  %1161 = fmul double -2.000000e+00, %1160
  %1162 = call double @llvm.sqrt.f64(double %1161)
  %1163 = fmul double 0x401921FB54442D18, %1120
  %1164 = fmul double %1163, 0x3FE45F306DC9C883
  %1165 = fadd double %1164, 0x4338000000000000
  %1166 = bitcast double %1165 to i64
  %1167 = fsub double %1165, 0x4338000000000000
  %1168 = fmul double %1167, 0x3FF921FB54400000
  %1169 = fsub double %1163, %1168
  %1170 = fmul double %1167, 0x3DD0B4611A626331
  %1171 = fmul double %1167, 0x3DD0B4611A600000
  %1172 = fsub double %1169, %1171
  %1173 = fmul double %1167, 0x3BA3198A2E037073
  %1174 = fsub double %1169, %1172
  %1175 = fsub double %1174, %1171
  %1176 = fsub double %1173, %1175
  %1177 = fsub double %1169, %1170
  %1178 = bitcast double %1163 to i64
  %1179 = lshr i64 %1178, 52
  %1180 = and i64 %1179, 2047
  %1181 = bitcast double %1177 to i64
  %1182 = lshr i64 %1181, 52
  %1183 = and i64 %1182, 2047
  %1184 = add i64 %1183, 16
  %1185 = icmp ult i64 %1184, %1180
  %1186 = select i1 %1185, double %1172, double %1169
  %1187 = select i1 %1185, double %1176, double %1170
  %1188 = fsub double %1186, %1187
  %1189 = fsub double %1186, %1188
  %1190 = fsub double %1189, %1187
  %1191 = fmul double %1188, %1188
  %1192 = fmul double %1191, %1191
  %1193 = fmul double %1191, 0x3EFA01A019CB1590
  %1194 = fadd double 0xBF56C16C16C15177, %1193
  %1195 = fmul double %1191, %1194
  %1196 = fadd double 0x3FA555555555554C, %1195
  %1197 = fmul double %1191, %1196
  %1198 = fmul double %1191, 0xBDA8FAE9BE8838D4
  %1199 = fadd double 0x3E21EE9EBDB4B1C4, %1198
  %1200 = fmul double %1191, %1199
  %1201 = fadd double 0xBE927E4F809C52AD, %1200
  %1202 = fmul double %1192, %1192
  %1203 = fmul double %1202, %1201
  %1204 = fadd double %1197, %1203
  %1205 = fmul double 5.000000e-01, %1191
  %1206 = fsub double 1.000000e+00, %1205
  %1207 = fsub double 1.000000e+00, %1206
  %1208 = fsub double %1207, %1205
  %1209 = fmul double %1191, %1204
  %1210 = fmul double %1188, %1190
  %1211 = fsub double %1209, %1210
  %1212 = fadd double %1208, %1211
  %1213 = fadd double %1206, %1212
  %1214 = fmul double %1188, %1188
  %1215 = fmul double %1214, %1214
  %1216 = fmul double %1214, 0x3EC71DE357B1FE7D
  %1217 = fadd double 0xBF2A01A019C161D5, %1216
  %1218 = fmul double %1214, %1217
  %1219 = fadd double 0x3F8111111110F8A6, %1218
  %1220 = fmul double %1214, 0x3DE5D93A5ACFD57C
  %1221 = fadd double 0xBE5AE5E68A2B9CEB, %1220
  %1222 = fmul double %1214, %1215
  %1223 = fmul double %1222, %1221
  %1224 = fadd double %1219, %1223
  %1225 = fmul double %1214, %1188
  %1226 = fmul double 5.000000e-01, %1190
  %1227 = fmul double %1225, %1224
  %1228 = fsub double %1226, %1227
  %1229 = fmul double %1214, %1228
  %1230 = fsub double %1229, %1190
  %1231 = fmul double %1225, 0xBFC5555555555549
  %1232 = fsub double %1230, %1231
  %1233 = fsub double %1188, %1232
  %1234 = fneg double %1213
  %1235 = fneg double %1233
  %1236 = and i64 %1166, 1
  %1237 = and i64 %1166, 2
  %1238 = icmp eq i64 %1236, 1
  %1239 = icmp eq i64 %1237, 2
  %1240 = select i1 %1239, double %1234, double %1213
  %1241 = select i1 %1239, double %1233, double %1235
  %1242 = select i1 %1238, double %1241, double %1240
  %1243 = fmul double %1162, %1242
  %1244 = fptrunc double %1243 to float
  %1245 = fmul float %1244, %noise_scale15
  %1246 = fadd float %946, %1245
  %bits = bitcast float %1246 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %882, align 4
  br label %slot.done156

slot.done156:                                     ; preds = %slot.then155, %uniform_sinks.done
  %feature158 = add i64 %lane, 1024
  %valid159 = icmp ult i64 %feature158, %n_features
  %1247 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid159, label %slot.then160, label %slot.done161

slot.then160:                                     ; preds = %slot.done156
  %1248 = load float, ptr %1247, align 4
  %1249 = fmul float 2.000000e+00, %1248
  %1250 = fmul float 0x3FA99999A0000000, %1249
  %1251 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature158
  %1252 = load float, ptr addrspace(1) %1251, align 4
  %1253 = fmul float -1.000000e+00, %1252
  %1254 = fadd float %1250, %1253
  %1255 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1256 = fdiv float 1.000000e+00, %1255
  %1257 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1258 = fsub float %1248, %1257
  %1259 = fcmp olt float %1258, -1.040000e+02
  %1260 = select i1 %1259, float -1.040000e+02, float %1258
  %1261 = fcmp olt float 8.900000e+01, %1260
  %1262 = select i1 %1261, float 8.900000e+01, float %1260
  %1263 = fmul float %1262, 0x3FF7154760000000
  %1264 = fadd float %1263, 0x4168000000000000
  %1265 = fsub float %1264, 0x4168000000000000
  %1266 = bitcast float %1264 to i32
  %1267 = sub i32 %1266, 1262485504
  %1268 = fmul float %1265, 0x3FE62E4000000000
  %1269 = fsub float %1262, %1268
  %1270 = fmul float %1265, 0x3EB7F7D1C0000000
  %1271 = fsub float %1269, %1270
  %1272 = fmul float %1271, %1271
  %1273 = fmul float %1272, 0x3E66376980000000
  %1274 = fadd float 0xBEBBBD41C0000000, %1273
  %1275 = fmul float %1272, %1274
  %1276 = fadd float 0x3F11566AA0000000, %1275
  %1277 = fmul float %1272, %1276
  %1278 = fadd float 0xBF66C16C20000000, %1277
  %1279 = fmul float %1272, %1278
  %1280 = fadd float 0x3FC5555560000000, %1279
  %1281 = fmul float %1272, %1280
  %1282 = fsub float %1271, %1281
  %1283 = fmul float %1271, %1282
  %1284 = fsub float 2.000000e+00, %1282
  %1285 = fdiv float %1283, %1284
  %1286 = fsub float %1270, %1285
  %1287 = fsub float %1286, %1269
  %1288 = fsub float 1.000000e+00, %1287
  %1289 = add i32 %1267, 256
  %1290 = lshr i32 %1289, 1
  %1291 = sub i32 %1290, 1
  %1292 = add i32 %1267, 255
  %1293 = sub i32 %1292, %1290
  %1294 = shl i32 %1291, 23
  %1295 = shl i32 %1293, 23
  %1296 = bitcast i32 %1294 to float
  %1297 = bitcast i32 %1295 to float
  %1298 = fmul float %1288, %1296
  %1299 = fmul float %1298, %1297
  %1300 = fcmp uno float %1258, %1258
  %1301 = select i1 %1300, float 0x7FF8000000000000, float %1299
  %1302 = fmul float %1256, %1301
  %1303 = fadd float %1254, %1302
  %feature162 = uitofp i64 %feature158 to float
  %1304 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1305 = fcmp oeq float %feature162, %1304
  %1306 = select i1 %1305, float 1.000000e+00, float 0.000000e+00
  %1307 = fcmp une float %1306, 0.000000e+00
  %1308 = select i1 %1307, float 0x3FB99999A0000000, float 0.000000e+00
  %1309 = fadd float %1303, %1308
  %1310 = fmul float %1309, %eta
  %1311 = fsub float %1248, %1310
  %1312 = mul i64 %row, %n_features
  %element163 = add i64 %1312, %feature158
  %1313 = trunc i64 %key0 to i32
  %1314 = lshr i64 %key0, 32
  %1315 = trunc i64 %1314 to i32
  %1316 = trunc i64 %element163 to i32
  %1317 = trunc i64 %key1_step to i32
  %1318 = lshr i64 %key1_step, 32
  %1319 = trunc i64 %1318 to i32
  %1320 = lshr i64 %element163, 32
  %1321 = trunc i64 %1320 to i32
  %1322 = zext i32 %1316 to i64
  %1323 = mul i64 3528531795, %1322
  %1324 = zext i32 %1319 to i64
  %1325 = mul i64 3449720151, %1324
  %1326 = lshr i64 %1323, 32
  %1327 = trunc i64 %1326 to i32
  %1328 = trunc i64 %1323 to i32
  %1329 = lshr i64 %1325, 32
  %1330 = trunc i64 %1329 to i32
  %1331 = trunc i64 %1325 to i32
  %1332 = xor i32 %1330, %1317
  %1333 = xor i32 %1332, %1313
  %1334 = xor i32 %1327, %1321
  %1335 = xor i32 %1334, %1315
  %1336 = add i32 %1313, -1640531527
  %1337 = add i32 %1315, -1150833019
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
  %1368 = add i32 %1352, -1640531527
  %1369 = add i32 %1353, -1150833019
  %1370 = zext i32 %1365 to i64
  %1371 = mul i64 3528531795, %1370
  %1372 = zext i32 %1367 to i64
  %1373 = mul i64 3449720151, %1372
  %1374 = lshr i64 %1371, 32
  %1375 = trunc i64 %1374 to i32
  %1376 = trunc i64 %1371 to i32
  %1377 = lshr i64 %1373, 32
  %1378 = trunc i64 %1377 to i32
  %1379 = trunc i64 %1373 to i32
  %1380 = xor i32 %1378, %1363
  %1381 = xor i32 %1380, %1368
  %1382 = xor i32 %1375, %1360
  %1383 = xor i32 %1382, %1369
  %1384 = add i32 %1368, -1640531527
  %1385 = add i32 %1369, -1150833019
  %1386 = zext i32 %1381 to i64
  %1387 = mul i64 3528531795, %1386
  %1388 = zext i32 %1383 to i64
  %1389 = mul i64 3449720151, %1388
  %1390 = lshr i64 %1387, 32
  %1391 = trunc i64 %1390 to i32
  %1392 = trunc i64 %1387 to i32
  %1393 = lshr i64 %1389, 32
  %1394 = trunc i64 %1393 to i32
  %1395 = trunc i64 %1389 to i32
  %1396 = xor i32 %1394, %1379
  %1397 = xor i32 %1396, %1384
  %1398 = xor i32 %1391, %1376
  %1399 = xor i32 %1398, %1385
  %1400 = add i32 %1384, -1640531527
  %1401 = add i32 %1385, -1150833019
  %1402 = zext i32 %1397 to i64
  %1403 = mul i64 3528531795, %1402
  %1404 = zext i32 %1399 to i64
  %1405 = mul i64 3449720151, %1404
  %1406 = lshr i64 %1403, 32
  %1407 = trunc i64 %1406 to i32
  %1408 = trunc i64 %1403 to i32
  %1409 = lshr i64 %1405, 32
  %1410 = trunc i64 %1409 to i32
  %1411 = trunc i64 %1405 to i32
  %1412 = xor i32 %1410, %1395
  %1413 = xor i32 %1412, %1400
  %1414 = xor i32 %1407, %1392
  %1415 = xor i32 %1414, %1401
  %1416 = add i32 %1400, -1640531527
  %1417 = add i32 %1401, -1150833019
  %1418 = zext i32 %1413 to i64
  %1419 = mul i64 3528531795, %1418
  %1420 = zext i32 %1415 to i64
  %1421 = mul i64 3449720151, %1420
  %1422 = lshr i64 %1419, 32
  %1423 = trunc i64 %1422 to i32
  %1424 = trunc i64 %1419 to i32
  %1425 = lshr i64 %1421, 32
  %1426 = trunc i64 %1425 to i32
  %1427 = trunc i64 %1421 to i32
  %1428 = xor i32 %1426, %1411
  %1429 = xor i32 %1428, %1416
  %1430 = xor i32 %1423, %1408
  %1431 = xor i32 %1430, %1417
  %1432 = add i32 %1416, -1640531527
  %1433 = add i32 %1417, -1150833019
  %1434 = zext i32 %1429 to i64
  %1435 = mul i64 3528531795, %1434
  %1436 = zext i32 %1431 to i64
  %1437 = mul i64 3449720151, %1436
  %1438 = lshr i64 %1435, 32
  %1439 = trunc i64 %1438 to i32
  %1440 = trunc i64 %1435 to i32
  %1441 = lshr i64 %1437, 32
  %1442 = trunc i64 %1441 to i32
  %1443 = trunc i64 %1437 to i32
  %1444 = xor i32 %1442, %1427
  %1445 = xor i32 %1444, %1432
  %1446 = xor i32 %1439, %1424
  %1447 = xor i32 %1446, %1433
  %1448 = add i32 %1432, -1640531527
  %1449 = add i32 %1433, -1150833019
  %1450 = zext i32 %1445 to i64
  %1451 = mul i64 3528531795, %1450
  %1452 = zext i32 %1447 to i64
  %1453 = mul i64 3449720151, %1452
  %1454 = lshr i64 %1451, 32
  %1455 = trunc i64 %1454 to i32
  %1456 = trunc i64 %1451 to i32
  %1457 = lshr i64 %1453, 32
  %1458 = trunc i64 %1457 to i32
  %1459 = trunc i64 %1453 to i32
  %1460 = xor i32 %1458, %1443
  %1461 = xor i32 %1460, %1448
  %1462 = xor i32 %1455, %1440
  %1463 = xor i32 %1462, %1449
  %1464 = add i32 %1448, -1640531527
  %1465 = add i32 %1449, -1150833019
  %1466 = zext i32 %1461 to i64
  %1467 = mul i64 3528531795, %1466
  %1468 = zext i32 %1463 to i64
  %1469 = mul i64 3449720151, %1468
  %1470 = lshr i64 %1467, 32
  %1471 = trunc i64 %1470 to i32
  %1472 = trunc i64 %1467 to i32
  %1473 = lshr i64 %1469, 32
  %1474 = trunc i64 %1473 to i32
  %1475 = trunc i64 %1469 to i32
  %1476 = xor i32 %1474, %1459
  %1477 = xor i32 %1476, %1464
  %1478 = xor i32 %1471, %1456
  %1479 = xor i32 %1478, %1465
  %1480 = uitofp i32 %1477 to double
  %1481 = fadd double %1480, 5.000000e-01
  %1482 = fmul double %1481, 0x3DF0000000000000
  %1483 = uitofp i32 %1475 to double
  %1484 = fadd double %1483, 5.000000e-01
  %1485 = fmul double %1484, 0x3DF0000000000000
  %1486 = bitcast double %1482 to i64
  %1487 = lshr i64 %1486, 32
  %1488 = add i64 %1487, 614242
  %1489 = lshr i64 %1488, 20
  %1490 = sub i64 %1489, 1023
  %1491 = and i64 %1488, 1048575
  %1492 = add i64 %1491, 1072079006
  %1493 = shl i64 %1492, 32
  %1494 = and i64 %1486, 4294967295
  %1495 = or i64 %1493, %1494
  %1496 = bitcast i64 %1495 to double
  %1497 = fsub double %1496, 1.000000e+00
  %1498 = fmul double 5.000000e-01, %1497
  %1499 = fmul double %1498, %1497
  %1500 = fadd double 2.000000e+00, %1497
  %1501 = fdiv double %1497, %1500
  %1502 = fmul double %1501, %1501
  %1503 = fmul double %1502, %1502
  %1504 = fmul double %1503, 0x3FC39A09D078C69F
  %1505 = fadd double 0x3FCC71C51D8E78AF, %1504
  %1506 = fmul double %1503, %1505
  %1507 = fadd double 0x3FD999999997FA04, %1506
  %1508 = fmul double %1503, %1507
  %1509 = fmul double %1503, 0x3FC2F112DF3E5244
  %1510 = fadd double 0x3FC7466496CB03DE, %1509
  %1511 = fmul double %1503, %1510
  %1512 = fadd double 0x3FD2492494229359, %1511
  %1513 = fmul double %1503, %1512
  %1514 = fadd double 0x3FE5555555555593, %1513
  %1515 = fmul double %1502, %1514
  %1516 = fadd double %1515, %1508
  %1517 = sitofp i64 %1490 to double
  %1518 = fadd double %1499, %1516
  %1519 = fmul double %1501, %1518
  %1520 = fmul double %1517, 0x3DEA39EF35793C76
  %1521 = fadd double %1519, %1520
  %1522 = fsub double %1521, %1499
  %1523 = fadd double %1522, %1497
  %1524 = fmul double %1517, 0x3FE62E42FEE00000
  %1525 = fadd double %1523, %1524
  %1526 = fmul double -2.000000e+00, %1525
  %1527 = call double @llvm.sqrt.f64(double %1526)
  %1528 = fmul double 0x401921FB54442D18, %1485
  %1529 = fmul double %1528, 0x3FE45F306DC9C883
  %1530 = fadd double %1529, 0x4338000000000000
  %1531 = bitcast double %1530 to i64
  %1532 = fsub double %1530, 0x4338000000000000
  %1533 = fmul double %1532, 0x3FF921FB54400000
  %1534 = fsub double %1528, %1533
  %1535 = fmul double %1532, 0x3DD0B4611A626331
  %1536 = fmul double %1532, 0x3DD0B4611A600000
  %1537 = fsub double %1534, %1536
  %1538 = fmul double %1532, 0x3BA3198A2E037073
  %1539 = fsub double %1534, %1537
  %1540 = fsub double %1539, %1536
  %1541 = fsub double %1538, %1540
  %1542 = fsub double %1534, %1535
  %1543 = bitcast double %1528 to i64
  %1544 = lshr i64 %1543, 52
  %1545 = and i64 %1544, 2047
  %1546 = bitcast double %1542 to i64
  %1547 = lshr i64 %1546, 52
  %1548 = and i64 %1547, 2047
  %1549 = add i64 %1548, 16
  %1550 = icmp ult i64 %1549, %1545
  %1551 = select i1 %1550, double %1537, double %1534
  %1552 = select i1 %1550, double %1541, double %1535
  %1553 = fsub double %1551, %1552
  %1554 = fsub double %1551, %1553
  %1555 = fsub double %1554, %1552
  %1556 = fmul double %1553, %1553
  %1557 = fmul double %1556, %1556
  %1558 = fmul double %1556, 0x3EFA01A019CB1590
  %1559 = fadd double 0xBF56C16C16C15177, %1558
  %1560 = fmul double %1556, %1559
  %1561 = fadd double 0x3FA555555555554C, %1560
  %1562 = fmul double %1556, %1561
  %1563 = fmul double %1556, 0xBDA8FAE9BE8838D4
  %1564 = fadd double 0x3E21EE9EBDB4B1C4, %1563
  %1565 = fmul double %1556, %1564
  %1566 = fadd double 0xBE927E4F809C52AD, %1565
  %1567 = fmul double %1557, %1557
  %1568 = fmul double %1567, %1566
  %1569 = fadd double %1562, %1568
  %1570 = fmul double 5.000000e-01, %1556
  %1571 = fsub double 1.000000e+00, %1570
  %1572 = fsub double 1.000000e+00, %1571
  %1573 = fsub double %1572, %1570
  %1574 = fmul double %1556, %1569
  %1575 = fmul double %1553, %1555
  %1576 = fsub double %1574, %1575
  %1577 = fadd double %1573, %1576
  %1578 = fadd double %1571, %1577
  %1579 = fmul double %1553, %1553
  %1580 = fmul double %1579, %1579
  %1581 = fmul double %1579, 0x3EC71DE357B1FE7D
  %1582 = fadd double 0xBF2A01A019C161D5, %1581
  %1583 = fmul double %1579, %1582
  %1584 = fadd double 0x3F8111111110F8A6, %1583
  %1585 = fmul double %1579, 0x3DE5D93A5ACFD57C
  %1586 = fadd double 0xBE5AE5E68A2B9CEB, %1585
  %1587 = fmul double %1579, %1580
  %1588 = fmul double %1587, %1586
  %1589 = fadd double %1584, %1588
  %1590 = fmul double %1579, %1553
  %1591 = fmul double 5.000000e-01, %1555
  %1592 = fmul double %1590, %1589
  %1593 = fsub double %1591, %1592
  %1594 = fmul double %1579, %1593
  %1595 = fsub double %1594, %1555
  %1596 = fmul double %1590, 0xBFC5555555555549
  %1597 = fsub double %1595, %1596
  %1598 = fsub double %1553, %1597
  %1599 = fneg double %1578
  %1600 = fneg double %1598
  %1601 = and i64 %1531, 1
  %1602 = and i64 %1531, 2
  %1603 = icmp eq i64 %1601, 1
  %1604 = icmp eq i64 %1602, 2
  %1605 = select i1 %1604, double %1599, double %1578
  %1606 = select i1 %1604, double %1598, double %1600
  %1607 = select i1 %1603, double %1606, double %1605
  %1608 = fmul double %1527, %1607
  %1609 = fptrunc double %1608 to float
  %1610 = fmul float %1609, %noise_scale15
  %1611 = fadd float %1311, %1610
  %bits164 = bitcast float %1611 to i32
  %magnitude165 = and i32 %bits164, 2147483647
  %is_nan166 = icmp ugt i32 %magnitude165, 2139095040
  %canonical167 = select i1 %is_nan166, i32 2143289344, i32 %bits164
  store i32 %canonical167, ptr %1247, align 4
  br label %slot.done161

slot.done161:                                     ; preds = %slot.then160, %slot.done156
  %feature168 = add i64 %lane, 2048
  %valid169 = icmp ult i64 %feature168, %n_features
  %1612 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid169, label %slot.then170, label %slot.done171

slot.then170:                                     ; preds = %slot.done161
  %1613 = load float, ptr %1612, align 4
  %1614 = fmul float 2.000000e+00, %1613
  %1615 = fmul float 0x3FA99999A0000000, %1614
  %1616 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature168
  %1617 = load float, ptr addrspace(1) %1616, align 4
  %1618 = fmul float -1.000000e+00, %1617
  %1619 = fadd float %1615, %1618
  %1620 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1621 = fdiv float 1.000000e+00, %1620
  %1622 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1623 = fsub float %1613, %1622
  %1624 = fcmp olt float %1623, -1.040000e+02
  %1625 = select i1 %1624, float -1.040000e+02, float %1623
  %1626 = fcmp olt float 8.900000e+01, %1625
  %1627 = select i1 %1626, float 8.900000e+01, float %1625
  %1628 = fmul float %1627, 0x3FF7154760000000
  %1629 = fadd float %1628, 0x4168000000000000
  %1630 = fsub float %1629, 0x4168000000000000
  %1631 = bitcast float %1629 to i32
  %1632 = sub i32 %1631, 1262485504
  %1633 = fmul float %1630, 0x3FE62E4000000000
  %1634 = fsub float %1627, %1633
  %1635 = fmul float %1630, 0x3EB7F7D1C0000000
  %1636 = fsub float %1634, %1635
  %1637 = fmul float %1636, %1636
  %1638 = fmul float %1637, 0x3E66376980000000
  %1639 = fadd float 0xBEBBBD41C0000000, %1638
  %1640 = fmul float %1637, %1639
  %1641 = fadd float 0x3F11566AA0000000, %1640
  %1642 = fmul float %1637, %1641
  %1643 = fadd float 0xBF66C16C20000000, %1642
  %1644 = fmul float %1637, %1643
  %1645 = fadd float 0x3FC5555560000000, %1644
  %1646 = fmul float %1637, %1645
  %1647 = fsub float %1636, %1646
  %1648 = fmul float %1636, %1647
  %1649 = fsub float 2.000000e+00, %1647
  %1650 = fdiv float %1648, %1649
  %1651 = fsub float %1635, %1650
  %1652 = fsub float %1651, %1634
  %1653 = fsub float 1.000000e+00, %1652
  %1654 = add i32 %1632, 256
  %1655 = lshr i32 %1654, 1
  %1656 = sub i32 %1655, 1
  %1657 = add i32 %1632, 255
  %1658 = sub i32 %1657, %1655
  %1659 = shl i32 %1656, 23
  %1660 = shl i32 %1658, 23
  %1661 = bitcast i32 %1659 to float
  %1662 = bitcast i32 %1660 to float
  %1663 = fmul float %1653, %1661
  %1664 = fmul float %1663, %1662
  %1665 = fcmp uno float %1623, %1623
  %1666 = select i1 %1665, float 0x7FF8000000000000, float %1664
  %1667 = fmul float %1621, %1666
  %1668 = fadd float %1619, %1667
  %feature172 = uitofp i64 %feature168 to float
  %1669 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %1670 = fcmp oeq float %feature172, %1669
  %1671 = select i1 %1670, float 1.000000e+00, float 0.000000e+00
  %1672 = fcmp une float %1671, 0.000000e+00
  %1673 = select i1 %1672, float 0x3FB99999A0000000, float 0.000000e+00
  %1674 = fadd float %1668, %1673
  %1675 = fmul float %1674, %eta
  %1676 = fsub float %1613, %1675
  %1677 = mul i64 %row, %n_features
  %element173 = add i64 %1677, %feature168
  %1678 = trunc i64 %key0 to i32
  %1679 = lshr i64 %key0, 32
  %1680 = trunc i64 %1679 to i32
  %1681 = trunc i64 %element173 to i32
  %1682 = trunc i64 %key1_step to i32
  %1683 = lshr i64 %key1_step, 32
  %1684 = trunc i64 %1683 to i32
  %1685 = lshr i64 %element173, 32
  %1686 = trunc i64 %1685 to i32
  %1687 = zext i32 %1681 to i64
  %1688 = mul i64 3528531795, %1687
  %1689 = zext i32 %1684 to i64
  %1690 = mul i64 3449720151, %1689
  %1691 = lshr i64 %1688, 32
  %1692 = trunc i64 %1691 to i32
  %1693 = trunc i64 %1688 to i32
  %1694 = lshr i64 %1690, 32
  %1695 = trunc i64 %1694 to i32
  %1696 = trunc i64 %1690 to i32
  %1697 = xor i32 %1695, %1682
  %1698 = xor i32 %1697, %1678
  %1699 = xor i32 %1692, %1686
  %1700 = xor i32 %1699, %1680
  %1701 = add i32 %1678, -1640531527
  %1702 = add i32 %1680, -1150833019
  %1703 = zext i32 %1698 to i64
  %1704 = mul i64 3528531795, %1703
  %1705 = zext i32 %1700 to i64
  %1706 = mul i64 3449720151, %1705
  %1707 = lshr i64 %1704, 32
  %1708 = trunc i64 %1707 to i32
  %1709 = trunc i64 %1704 to i32
  %1710 = lshr i64 %1706, 32
  %1711 = trunc i64 %1710 to i32
  %1712 = trunc i64 %1706 to i32
  %1713 = xor i32 %1711, %1696
  %1714 = xor i32 %1713, %1701
  %1715 = xor i32 %1708, %1693
  %1716 = xor i32 %1715, %1702
  %1717 = add i32 %1701, -1640531527
  %1718 = add i32 %1702, -1150833019
  %1719 = zext i32 %1714 to i64
  %1720 = mul i64 3528531795, %1719
  %1721 = zext i32 %1716 to i64
  %1722 = mul i64 3449720151, %1721
  %1723 = lshr i64 %1720, 32
  %1724 = trunc i64 %1723 to i32
  %1725 = trunc i64 %1720 to i32
  %1726 = lshr i64 %1722, 32
  %1727 = trunc i64 %1726 to i32
  %1728 = trunc i64 %1722 to i32
  %1729 = xor i32 %1727, %1712
  %1730 = xor i32 %1729, %1717
  %1731 = xor i32 %1724, %1709
  %1732 = xor i32 %1731, %1718
  %1733 = add i32 %1717, -1640531527
  %1734 = add i32 %1718, -1150833019
  %1735 = zext i32 %1730 to i64
  %1736 = mul i64 3528531795, %1735
  %1737 = zext i32 %1732 to i64
  %1738 = mul i64 3449720151, %1737
  %1739 = lshr i64 %1736, 32
  %1740 = trunc i64 %1739 to i32
  %1741 = trunc i64 %1736 to i32
  %1742 = lshr i64 %1738, 32
  %1743 = trunc i64 %1742 to i32
  %1744 = trunc i64 %1738 to i32
  %1745 = xor i32 %1743, %1728
  %1746 = xor i32 %1745, %1733
  %1747 = xor i32 %1740, %1725
  %1748 = xor i32 %1747, %1734
  %1749 = add i32 %1733, -1640531527
  %1750 = add i32 %1734, -1150833019
  %1751 = zext i32 %1746 to i64
  %1752 = mul i64 3528531795, %1751
  %1753 = zext i32 %1748 to i64
  %1754 = mul i64 3449720151, %1753
  %1755 = lshr i64 %1752, 32
  %1756 = trunc i64 %1755 to i32
  %1757 = trunc i64 %1752 to i32
  %1758 = lshr i64 %1754, 32
  %1759 = trunc i64 %1758 to i32
  %1760 = trunc i64 %1754 to i32
  %1761 = xor i32 %1759, %1744
  %1762 = xor i32 %1761, %1749
  %1763 = xor i32 %1756, %1741
  %1764 = xor i32 %1763, %1750
  %1765 = add i32 %1749, -1640531527
  %1766 = add i32 %1750, -1150833019
  %1767 = zext i32 %1762 to i64
  %1768 = mul i64 3528531795, %1767
  %1769 = zext i32 %1764 to i64
  %1770 = mul i64 3449720151, %1769
  %1771 = lshr i64 %1768, 32
  %1772 = trunc i64 %1771 to i32
  %1773 = trunc i64 %1768 to i32
  %1774 = lshr i64 %1770, 32
  %1775 = trunc i64 %1774 to i32
  %1776 = trunc i64 %1770 to i32
  %1777 = xor i32 %1775, %1760
  %1778 = xor i32 %1777, %1765
  %1779 = xor i32 %1772, %1757
  %1780 = xor i32 %1779, %1766
  %1781 = add i32 %1765, -1640531527
  %1782 = add i32 %1766, -1150833019
  %1783 = zext i32 %1778 to i64
  %1784 = mul i64 3528531795, %1783
  %1785 = zext i32 %1780 to i64
  %1786 = mul i64 3449720151, %1785
  %1787 = lshr i64 %1784, 32
  %1788 = trunc i64 %1787 to i32
  %1789 = trunc i64 %1784 to i32
  %1790 = lshr i64 %1786, 32
  %1791 = trunc i64 %1790 to i32
  %1792 = trunc i64 %1786 to i32
  %1793 = xor i32 %1791, %1776
  %1794 = xor i32 %1793, %1781
  %1795 = xor i32 %1788, %1773
  %1796 = xor i32 %1795, %1782
  %1797 = add i32 %1781, -1640531527
  %1798 = add i32 %1782, -1150833019
  %1799 = zext i32 %1794 to i64
  %1800 = mul i64 3528531795, %1799
  %1801 = zext i32 %1796 to i64
  %1802 = mul i64 3449720151, %1801
  %1803 = lshr i64 %1800, 32
  %1804 = trunc i64 %1803 to i32
  %1805 = trunc i64 %1800 to i32
  %1806 = lshr i64 %1802, 32
  %1807 = trunc i64 %1806 to i32
  %1808 = trunc i64 %1802 to i32
  %1809 = xor i32 %1807, %1792
  %1810 = xor i32 %1809, %1797
  %1811 = xor i32 %1804, %1789
  %1812 = xor i32 %1811, %1798
  %1813 = add i32 %1797, -1640531527
  %1814 = add i32 %1798, -1150833019
  %1815 = zext i32 %1810 to i64
  %1816 = mul i64 3528531795, %1815
  %1817 = zext i32 %1812 to i64
  %1818 = mul i64 3449720151, %1817
  %1819 = lshr i64 %1816, 32
  %1820 = trunc i64 %1819 to i32
  %1821 = trunc i64 %1816 to i32
  %1822 = lshr i64 %1818, 32
  %1823 = trunc i64 %1822 to i32
  %1824 = trunc i64 %1818 to i32
  %1825 = xor i32 %1823, %1808
  %1826 = xor i32 %1825, %1813
  %1827 = xor i32 %1820, %1805
  %1828 = xor i32 %1827, %1814
  %1829 = add i32 %1813, -1640531527
  %1830 = add i32 %1814, -1150833019
  %1831 = zext i32 %1826 to i64
  %1832 = mul i64 3528531795, %1831
  %1833 = zext i32 %1828 to i64
  %1834 = mul i64 3449720151, %1833
  %1835 = lshr i64 %1832, 32
  %1836 = trunc i64 %1835 to i32
  %1837 = trunc i64 %1832 to i32
  %1838 = lshr i64 %1834, 32
  %1839 = trunc i64 %1838 to i32
  %1840 = trunc i64 %1834 to i32
  %1841 = xor i32 %1839, %1824
  %1842 = xor i32 %1841, %1829
  %1843 = xor i32 %1836, %1821
  %1844 = xor i32 %1843, %1830
  %1845 = uitofp i32 %1842 to double
  %1846 = fadd double %1845, 5.000000e-01
  %1847 = fmul double %1846, 0x3DF0000000000000
  %1848 = uitofp i32 %1840 to double
  %1849 = fadd double %1848, 5.000000e-01
  %1850 = fmul double %1849, 0x3DF0000000000000
  %1851 = bitcast double %1847 to i64
  %1852 = lshr i64 %1851, 32
  %1853 = add i64 %1852, 614242
  %1854 = lshr i64 %1853, 20
  %1855 = sub i64 %1854, 1023
  %1856 = and i64 %1853, 1048575
  %1857 = add i64 %1856, 1072079006
  %1858 = shl i64 %1857, 32
  %1859 = and i64 %1851, 4294967295
  %1860 = or i64 %1858, %1859
  %1861 = bitcast i64 %1860 to double
  %1862 = fsub double %1861, 1.000000e+00
  %1863 = fmul double 5.000000e-01, %1862
  %1864 = fmul double %1863, %1862
  %1865 = fadd double 2.000000e+00, %1862
  %1866 = fdiv double %1862, %1865
  %1867 = fmul double %1866, %1866
  %1868 = fmul double %1867, %1867
  %1869 = fmul double %1868, 0x3FC39A09D078C69F
  %1870 = fadd double 0x3FCC71C51D8E78AF, %1869
  %1871 = fmul double %1868, %1870
  %1872 = fadd double 0x3FD999999997FA04, %1871
  %1873 = fmul double %1868, %1872
  %1874 = fmul double %1868, 0x3FC2F112DF3E5244
  %1875 = fadd double 0x3FC7466496CB03DE, %1874
  %1876 = fmul double %1868, %1875
  %1877 = fadd double 0x3FD2492494229359, %1876
  %1878 = fmul double %1868, %1877
  %1879 = fadd double 0x3FE5555555555593, %1878
  %1880 = fmul double %1867, %1879
  %1881 = fadd double %1880, %1873
  %1882 = sitofp i64 %1855 to double
  %1883 = fadd double %1864, %1881
  %1884 = fmul double %1866, %1883
  %1885 = fmul double %1882, 0x3DEA39EF35793C76
  %1886 = fadd double %1884, %1885
  %1887 = fsub double %1886, %1864
  %1888 = fadd double %1887, %1862
  %1889 = fmul double %1882, 0x3FE62E42FEE00000
  %1890 = fadd double %1888, %1889
  %1891 = fmul double -2.000000e+00, %1890
  %1892 = call double @llvm.sqrt.f64(double %1891)
  %1893 = fmul double 0x401921FB54442D18, %1850
  %1894 = fmul double %1893, 0x3FE45F306DC9C883
  %1895 = fadd double %1894, 0x4338000000000000
  %1896 = bitcast double %1895 to i64
  %1897 = fsub double %1895, 0x4338000000000000
  %1898 = fmul double %1897, 0x3FF921FB54400000
  %1899 = fsub double %1893, %1898
  %1900 = fmul double %1897, 0x3DD0B4611A626331
  %1901 = fmul double %1897, 0x3DD0B4611A600000
  %1902 = fsub double %1899, %1901
  %1903 = fmul double %1897, 0x3BA3198A2E037073
  %1904 = fsub double %1899, %1902
  %1905 = fsub double %1904, %1901
  %1906 = fsub double %1903, %1905
  %1907 = fsub double %1899, %1900
  %1908 = bitcast double %1893 to i64
  %1909 = lshr i64 %1908, 52
  %1910 = and i64 %1909, 2047
  %1911 = bitcast double %1907 to i64
  %1912 = lshr i64 %1911, 52
  %1913 = and i64 %1912, 2047
  %1914 = add i64 %1913, 16
  %1915 = icmp ult i64 %1914, %1910
  %1916 = select i1 %1915, double %1902, double %1899
  %1917 = select i1 %1915, double %1906, double %1900
  %1918 = fsub double %1916, %1917
  %1919 = fsub double %1916, %1918
  %1920 = fsub double %1919, %1917
  %1921 = fmul double %1918, %1918
  %1922 = fmul double %1921, %1921
  %1923 = fmul double %1921, 0x3EFA01A019CB1590
  %1924 = fadd double 0xBF56C16C16C15177, %1923
  %1925 = fmul double %1921, %1924
  %1926 = fadd double 0x3FA555555555554C, %1925
  %1927 = fmul double %1921, %1926
  %1928 = fmul double %1921, 0xBDA8FAE9BE8838D4
  %1929 = fadd double 0x3E21EE9EBDB4B1C4, %1928
  %1930 = fmul double %1921, %1929
  %1931 = fadd double 0xBE927E4F809C52AD, %1930
  %1932 = fmul double %1922, %1922
  %1933 = fmul double %1932, %1931
  %1934 = fadd double %1927, %1933
  %1935 = fmul double 5.000000e-01, %1921
  %1936 = fsub double 1.000000e+00, %1935
  %1937 = fsub double 1.000000e+00, %1936
  %1938 = fsub double %1937, %1935
  %1939 = fmul double %1921, %1934
  %1940 = fmul double %1918, %1920
  %1941 = fsub double %1939, %1940
  %1942 = fadd double %1938, %1941
  %1943 = fadd double %1936, %1942
  %1944 = fmul double %1918, %1918
  %1945 = fmul double %1944, %1944
  %1946 = fmul double %1944, 0x3EC71DE357B1FE7D
  %1947 = fadd double 0xBF2A01A019C161D5, %1946
  %1948 = fmul double %1944, %1947
  %1949 = fadd double 0x3F8111111110F8A6, %1948
  %1950 = fmul double %1944, 0x3DE5D93A5ACFD57C
  %1951 = fadd double 0xBE5AE5E68A2B9CEB, %1950
  %1952 = fmul double %1944, %1945
  %1953 = fmul double %1952, %1951
  %1954 = fadd double %1949, %1953
  %1955 = fmul double %1944, %1918
  %1956 = fmul double 5.000000e-01, %1920
  %1957 = fmul double %1955, %1954
  %1958 = fsub double %1956, %1957
  %1959 = fmul double %1944, %1958
  %1960 = fsub double %1959, %1920
  %1961 = fmul double %1955, 0xBFC5555555555549
  %1962 = fsub double %1960, %1961
  %1963 = fsub double %1918, %1962
  %1964 = fneg double %1943
  %1965 = fneg double %1963
  %1966 = and i64 %1896, 1
  %1967 = and i64 %1896, 2
  %1968 = icmp eq i64 %1966, 1
  %1969 = icmp eq i64 %1967, 2
  %1970 = select i1 %1969, double %1964, double %1943
  %1971 = select i1 %1969, double %1963, double %1965
  %1972 = select i1 %1968, double %1971, double %1970
  %1973 = fmul double %1892, %1972
  %1974 = fptrunc double %1973 to float
  %1975 = fmul float %1974, %noise_scale15
  %1976 = fadd float %1676, %1975
  %bits174 = bitcast float %1976 to i32
  %magnitude175 = and i32 %bits174, 2147483647
  %is_nan176 = icmp ugt i32 %magnitude175, 2139095040
  %canonical177 = select i1 %is_nan176, i32 2143289344, i32 %bits174
  store i32 %canonical177, ptr %1612, align 4
  br label %slot.done171

slot.done171:                                     ; preds = %slot.then170, %slot.done161
  %feature178 = add i64 %lane, 3072
  %valid179 = icmp ult i64 %feature178, %n_features
  %1977 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid179, label %slot.then180, label %slot.done181

slot.then180:                                     ; preds = %slot.done171
  %1978 = load float, ptr %1977, align 4
  %1979 = fmul float 2.000000e+00, %1978
  %1980 = fmul float 0x3FA99999A0000000, %1979
  %1981 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature178
  %1982 = load float, ptr addrspace(1) %1981, align 4
  %1983 = fmul float -1.000000e+00, %1982
  %1984 = fadd float %1980, %1983
  %1985 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %1986 = fdiv float 1.000000e+00, %1985
  %1987 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %1988 = fsub float %1978, %1987
  %1989 = fcmp olt float %1988, -1.040000e+02
  %1990 = select i1 %1989, float -1.040000e+02, float %1988
  %1991 = fcmp olt float 8.900000e+01, %1990
  %1992 = select i1 %1991, float 8.900000e+01, float %1990
  %1993 = fmul float %1992, 0x3FF7154760000000
  %1994 = fadd float %1993, 0x4168000000000000
  %1995 = fsub float %1994, 0x4168000000000000
  %1996 = bitcast float %1994 to i32
  %1997 = sub i32 %1996, 1262485504
  %1998 = fmul float %1995, 0x3FE62E4000000000
  %1999 = fsub float %1992, %1998
  %2000 = fmul float %1995, 0x3EB7F7D1C0000000
  %2001 = fsub float %1999, %2000
  %2002 = fmul float %2001, %2001
  %2003 = fmul float %2002, 0x3E66376980000000
  %2004 = fadd float 0xBEBBBD41C0000000, %2003
  %2005 = fmul float %2002, %2004
  %2006 = fadd float 0x3F11566AA0000000, %2005
  %2007 = fmul float %2002, %2006
  %2008 = fadd float 0xBF66C16C20000000, %2007
  %2009 = fmul float %2002, %2008
  %2010 = fadd float 0x3FC5555560000000, %2009
  %2011 = fmul float %2002, %2010
  %2012 = fsub float %2001, %2011
  %2013 = fmul float %2001, %2012
  %2014 = fsub float 2.000000e+00, %2012
  %2015 = fdiv float %2013, %2014
  %2016 = fsub float %2000, %2015
  %2017 = fsub float %2016, %1999
  %2018 = fsub float 1.000000e+00, %2017
  %2019 = add i32 %1997, 256
  %2020 = lshr i32 %2019, 1
  %2021 = sub i32 %2020, 1
  %2022 = add i32 %1997, 255
  %2023 = sub i32 %2022, %2020
  %2024 = shl i32 %2021, 23
  %2025 = shl i32 %2023, 23
  %2026 = bitcast i32 %2024 to float
  %2027 = bitcast i32 %2025 to float
  %2028 = fmul float %2018, %2026
  %2029 = fmul float %2028, %2027
  %2030 = fcmp uno float %1988, %1988
  %2031 = select i1 %2030, float 0x7FF8000000000000, float %2029
  %2032 = fmul float %1986, %2031
  %2033 = fadd float %1984, %2032
  %feature182 = uitofp i64 %feature178 to float
  %2034 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2035 = fcmp oeq float %feature182, %2034
  %2036 = select i1 %2035, float 1.000000e+00, float 0.000000e+00
  %2037 = fcmp une float %2036, 0.000000e+00
  %2038 = select i1 %2037, float 0x3FB99999A0000000, float 0.000000e+00
  %2039 = fadd float %2033, %2038
  %2040 = fmul float %2039, %eta
  %2041 = fsub float %1978, %2040
  %2042 = mul i64 %row, %n_features
  %element183 = add i64 %2042, %feature178
  %2043 = trunc i64 %key0 to i32
  %2044 = lshr i64 %key0, 32
  %2045 = trunc i64 %2044 to i32
  %2046 = trunc i64 %element183 to i32
  %2047 = trunc i64 %key1_step to i32
  %2048 = lshr i64 %key1_step, 32
  %2049 = trunc i64 %2048 to i32
  %2050 = lshr i64 %element183, 32
  %2051 = trunc i64 %2050 to i32
  %2052 = zext i32 %2046 to i64
  %2053 = mul i64 3528531795, %2052
  %2054 = zext i32 %2049 to i64
  %2055 = mul i64 3449720151, %2054
  %2056 = lshr i64 %2053, 32
  %2057 = trunc i64 %2056 to i32
  %2058 = trunc i64 %2053 to i32
  %2059 = lshr i64 %2055, 32
  %2060 = trunc i64 %2059 to i32
  %2061 = trunc i64 %2055 to i32
  %2062 = xor i32 %2060, %2047
  %2063 = xor i32 %2062, %2043
  %2064 = xor i32 %2057, %2051
  %2065 = xor i32 %2064, %2045
  %2066 = add i32 %2043, -1640531527
  %2067 = add i32 %2045, -1150833019
  %2068 = zext i32 %2063 to i64
  %2069 = mul i64 3528531795, %2068
  %2070 = zext i32 %2065 to i64
  %2071 = mul i64 3449720151, %2070
  %2072 = lshr i64 %2069, 32
  %2073 = trunc i64 %2072 to i32
  %2074 = trunc i64 %2069 to i32
  %2075 = lshr i64 %2071, 32
  %2076 = trunc i64 %2075 to i32
  %2077 = trunc i64 %2071 to i32
  %2078 = xor i32 %2076, %2061
  %2079 = xor i32 %2078, %2066
  %2080 = xor i32 %2073, %2058
  %2081 = xor i32 %2080, %2067
  %2082 = add i32 %2066, -1640531527
  %2083 = add i32 %2067, -1150833019
  %2084 = zext i32 %2079 to i64
  %2085 = mul i64 3528531795, %2084
  %2086 = zext i32 %2081 to i64
  %2087 = mul i64 3449720151, %2086
  %2088 = lshr i64 %2085, 32
  %2089 = trunc i64 %2088 to i32
  %2090 = trunc i64 %2085 to i32
  %2091 = lshr i64 %2087, 32
  %2092 = trunc i64 %2091 to i32
  %2093 = trunc i64 %2087 to i32
  %2094 = xor i32 %2092, %2077
  %2095 = xor i32 %2094, %2082
  %2096 = xor i32 %2089, %2074
  %2097 = xor i32 %2096, %2083
  %2098 = add i32 %2082, -1640531527
  %2099 = add i32 %2083, -1150833019
  %2100 = zext i32 %2095 to i64
  %2101 = mul i64 3528531795, %2100
  %2102 = zext i32 %2097 to i64
  %2103 = mul i64 3449720151, %2102
  %2104 = lshr i64 %2101, 32
  %2105 = trunc i64 %2104 to i32
  %2106 = trunc i64 %2101 to i32
  %2107 = lshr i64 %2103, 32
  %2108 = trunc i64 %2107 to i32
  %2109 = trunc i64 %2103 to i32
  %2110 = xor i32 %2108, %2093
  %2111 = xor i32 %2110, %2098
  %2112 = xor i32 %2105, %2090
  %2113 = xor i32 %2112, %2099
  %2114 = add i32 %2098, -1640531527
  %2115 = add i32 %2099, -1150833019
  %2116 = zext i32 %2111 to i64
  %2117 = mul i64 3528531795, %2116
  %2118 = zext i32 %2113 to i64
  %2119 = mul i64 3449720151, %2118
  %2120 = lshr i64 %2117, 32
  %2121 = trunc i64 %2120 to i32
  %2122 = trunc i64 %2117 to i32
  %2123 = lshr i64 %2119, 32
  %2124 = trunc i64 %2123 to i32
  %2125 = trunc i64 %2119 to i32
  %2126 = xor i32 %2124, %2109
  %2127 = xor i32 %2126, %2114
  %2128 = xor i32 %2121, %2106
  %2129 = xor i32 %2128, %2115
  %2130 = add i32 %2114, -1640531527
  %2131 = add i32 %2115, -1150833019
  %2132 = zext i32 %2127 to i64
  %2133 = mul i64 3528531795, %2132
  %2134 = zext i32 %2129 to i64
  %2135 = mul i64 3449720151, %2134
  %2136 = lshr i64 %2133, 32
  %2137 = trunc i64 %2136 to i32
  %2138 = trunc i64 %2133 to i32
  %2139 = lshr i64 %2135, 32
  %2140 = trunc i64 %2139 to i32
  %2141 = trunc i64 %2135 to i32
  %2142 = xor i32 %2140, %2125
  %2143 = xor i32 %2142, %2130
  %2144 = xor i32 %2137, %2122
  %2145 = xor i32 %2144, %2131
  %2146 = add i32 %2130, -1640531527
  %2147 = add i32 %2131, -1150833019
  %2148 = zext i32 %2143 to i64
  %2149 = mul i64 3528531795, %2148
  %2150 = zext i32 %2145 to i64
  %2151 = mul i64 3449720151, %2150
  %2152 = lshr i64 %2149, 32
  %2153 = trunc i64 %2152 to i32
  %2154 = trunc i64 %2149 to i32
  %2155 = lshr i64 %2151, 32
  %2156 = trunc i64 %2155 to i32
  %2157 = trunc i64 %2151 to i32
  %2158 = xor i32 %2156, %2141
  %2159 = xor i32 %2158, %2146
  %2160 = xor i32 %2153, %2138
  %2161 = xor i32 %2160, %2147
  %2162 = add i32 %2146, -1640531527
  %2163 = add i32 %2147, -1150833019
  %2164 = zext i32 %2159 to i64
  %2165 = mul i64 3528531795, %2164
  %2166 = zext i32 %2161 to i64
  %2167 = mul i64 3449720151, %2166
  %2168 = lshr i64 %2165, 32
  %2169 = trunc i64 %2168 to i32
  %2170 = trunc i64 %2165 to i32
  %2171 = lshr i64 %2167, 32
  %2172 = trunc i64 %2171 to i32
  %2173 = trunc i64 %2167 to i32
  %2174 = xor i32 %2172, %2157
  %2175 = xor i32 %2174, %2162
  %2176 = xor i32 %2169, %2154
  %2177 = xor i32 %2176, %2163
  %2178 = add i32 %2162, -1640531527
  %2179 = add i32 %2163, -1150833019
  %2180 = zext i32 %2175 to i64
  %2181 = mul i64 3528531795, %2180
  %2182 = zext i32 %2177 to i64
  %2183 = mul i64 3449720151, %2182
  %2184 = lshr i64 %2181, 32
  %2185 = trunc i64 %2184 to i32
  %2186 = trunc i64 %2181 to i32
  %2187 = lshr i64 %2183, 32
  %2188 = trunc i64 %2187 to i32
  %2189 = trunc i64 %2183 to i32
  %2190 = xor i32 %2188, %2173
  %2191 = xor i32 %2190, %2178
  %2192 = xor i32 %2185, %2170
  %2193 = xor i32 %2192, %2179
  %2194 = add i32 %2178, -1640531527
  %2195 = add i32 %2179, -1150833019
  %2196 = zext i32 %2191 to i64
  %2197 = mul i64 3528531795, %2196
  %2198 = zext i32 %2193 to i64
  %2199 = mul i64 3449720151, %2198
  %2200 = lshr i64 %2197, 32
  %2201 = trunc i64 %2200 to i32
  %2202 = trunc i64 %2197 to i32
  %2203 = lshr i64 %2199, 32
  %2204 = trunc i64 %2203 to i32
  %2205 = trunc i64 %2199 to i32
  %2206 = xor i32 %2204, %2189
  %2207 = xor i32 %2206, %2194
  %2208 = xor i32 %2201, %2186
  %2209 = xor i32 %2208, %2195
  %2210 = uitofp i32 %2207 to double
  %2211 = fadd double %2210, 5.000000e-01
  %2212 = fmul double %2211, 0x3DF0000000000000
  %2213 = uitofp i32 %2205 to double
  %2214 = fadd double %2213, 5.000000e-01
  %2215 = fmul double %2214, 0x3DF0000000000000
  %2216 = bitcast double %2212 to i64
  %2217 = lshr i64 %2216, 32
  %2218 = add i64 %2217, 614242
  %2219 = lshr i64 %2218, 20
  %2220 = sub i64 %2219, 1023
  %2221 = and i64 %2218, 1048575
  %2222 = add i64 %2221, 1072079006
  %2223 = shl i64 %2222, 32
  %2224 = and i64 %2216, 4294967295
  %2225 = or i64 %2223, %2224
  %2226 = bitcast i64 %2225 to double
  %2227 = fsub double %2226, 1.000000e+00
  %2228 = fmul double 5.000000e-01, %2227
  %2229 = fmul double %2228, %2227
  %2230 = fadd double 2.000000e+00, %2227
  %2231 = fdiv double %2227, %2230
  %2232 = fmul double %2231, %2231
  %2233 = fmul double %2232, %2232
  %2234 = fmul double %2233, 0x3FC39A09D078C69F
  %2235 = fadd double 0x3FCC71C51D8E78AF, %2234
  %2236 = fmul double %2233, %2235
  %2237 = fadd double 0x3FD999999997FA04, %2236
  %2238 = fmul double %2233, %2237
  %2239 = fmul double %2233, 0x3FC2F112DF3E5244
  %2240 = fadd double 0x3FC7466496CB03DE, %2239
  %2241 = fmul double %2233, %2240
  %2242 = fadd double 0x3FD2492494229359, %2241
  %2243 = fmul double %2233, %2242
  %2244 = fadd double 0x3FE5555555555593, %2243
  %2245 = fmul double %2232, %2244
  %2246 = fadd double %2245, %2238
  %2247 = sitofp i64 %2220 to double
  %2248 = fadd double %2229, %2246
  %2249 = fmul double %2231, %2248
  %2250 = fmul double %2247, 0x3DEA39EF35793C76
  %2251 = fadd double %2249, %2250
  %2252 = fsub double %2251, %2229
  %2253 = fadd double %2252, %2227
  %2254 = fmul double %2247, 0x3FE62E42FEE00000
  %2255 = fadd double %2253, %2254
  %2256 = fmul double -2.000000e+00, %2255
  %2257 = call double @llvm.sqrt.f64(double %2256)
  %2258 = fmul double 0x401921FB54442D18, %2215
  %2259 = fmul double %2258, 0x3FE45F306DC9C883
  %2260 = fadd double %2259, 0x4338000000000000
  %2261 = bitcast double %2260 to i64
  %2262 = fsub double %2260, 0x4338000000000000
  %2263 = fmul double %2262, 0x3FF921FB54400000
  %2264 = fsub double %2258, %2263
  %2265 = fmul double %2262, 0x3DD0B4611A626331
  %2266 = fmul double %2262, 0x3DD0B4611A600000
  %2267 = fsub double %2264, %2266
  %2268 = fmul double %2262, 0x3BA3198A2E037073
  %2269 = fsub double %2264, %2267
  %2270 = fsub double %2269, %2266
  %2271 = fsub double %2268, %2270
  %2272 = fsub double %2264, %2265
  %2273 = bitcast double %2258 to i64
  %2274 = lshr i64 %2273, 52
  %2275 = and i64 %2274, 2047
  %2276 = bitcast double %2272 to i64
  %2277 = lshr i64 %2276, 52
  %2278 = and i64 %2277, 2047
  %2279 = add i64 %2278, 16
  %2280 = icmp ult i64 %2279, %2275
  %2281 = select i1 %2280, double %2267, double %2264
  %2282 = select i1 %2280, double %2271, double %2265
  %2283 = fsub double %2281, %2282
  %2284 = fsub double %2281, %2283
  %2285 = fsub double %2284, %2282
  %2286 = fmul double %2283, %2283
  %2287 = fmul double %2286, %2286
  %2288 = fmul double %2286, 0x3EFA01A019CB1590
  %2289 = fadd double 0xBF56C16C16C15177, %2288
  %2290 = fmul double %2286, %2289
  %2291 = fadd double 0x3FA555555555554C, %2290
  %2292 = fmul double %2286, %2291
  %2293 = fmul double %2286, 0xBDA8FAE9BE8838D4
  %2294 = fadd double 0x3E21EE9EBDB4B1C4, %2293
  %2295 = fmul double %2286, %2294
  %2296 = fadd double 0xBE927E4F809C52AD, %2295
  %2297 = fmul double %2287, %2287
  %2298 = fmul double %2297, %2296
  %2299 = fadd double %2292, %2298
  %2300 = fmul double 5.000000e-01, %2286
  %2301 = fsub double 1.000000e+00, %2300
  %2302 = fsub double 1.000000e+00, %2301
  %2303 = fsub double %2302, %2300
  %2304 = fmul double %2286, %2299
  %2305 = fmul double %2283, %2285
  %2306 = fsub double %2304, %2305
  %2307 = fadd double %2303, %2306
  %2308 = fadd double %2301, %2307
  %2309 = fmul double %2283, %2283
  %2310 = fmul double %2309, %2309
  %2311 = fmul double %2309, 0x3EC71DE357B1FE7D
  %2312 = fadd double 0xBF2A01A019C161D5, %2311
  %2313 = fmul double %2309, %2312
  %2314 = fadd double 0x3F8111111110F8A6, %2313
  %2315 = fmul double %2309, 0x3DE5D93A5ACFD57C
  %2316 = fadd double 0xBE5AE5E68A2B9CEB, %2315
  %2317 = fmul double %2309, %2310
  %2318 = fmul double %2317, %2316
  %2319 = fadd double %2314, %2318
  %2320 = fmul double %2309, %2283
  %2321 = fmul double 5.000000e-01, %2285
  %2322 = fmul double %2320, %2319
  %2323 = fsub double %2321, %2322
  %2324 = fmul double %2309, %2323
  %2325 = fsub double %2324, %2285
  %2326 = fmul double %2320, 0xBFC5555555555549
  %2327 = fsub double %2325, %2326
  %2328 = fsub double %2283, %2327
  %2329 = fneg double %2308
  %2330 = fneg double %2328
  %2331 = and i64 %2261, 1
  %2332 = and i64 %2261, 2
  %2333 = icmp eq i64 %2331, 1
  %2334 = icmp eq i64 %2332, 2
  %2335 = select i1 %2334, double %2329, double %2308
  %2336 = select i1 %2334, double %2328, double %2330
  %2337 = select i1 %2333, double %2336, double %2335
  %2338 = fmul double %2257, %2337
  %2339 = fptrunc double %2338 to float
  %2340 = fmul float %2339, %noise_scale15
  %2341 = fadd float %2041, %2340
  %bits184 = bitcast float %2341 to i32
  %magnitude185 = and i32 %bits184, 2147483647
  %is_nan186 = icmp ugt i32 %magnitude185, 2139095040
  %canonical187 = select i1 %is_nan186, i32 2143289344, i32 %bits184
  store i32 %canonical187, ptr %1977, align 4
  br label %slot.done181

slot.done181:                                     ; preds = %slot.then180, %slot.done171
  br label %noise.done

uniform_sinks.then190:                            ; preds = %quiet
  br label %uniform_sinks.done191

uniform_sinks.done191:                            ; preds = %uniform_sinks.then190, %quiet
  %feature192 = add i64 %lane, 0
  %valid193 = icmp ult i64 %feature192, %n_features
  %2342 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid193, label %slot.then194, label %slot.done195

slot.then194:                                     ; preds = %uniform_sinks.done191
  %2343 = load float, ptr %2342, align 4
  %2344 = fmul float 2.000000e+00, %2343
  %2345 = fmul float 0x3FA99999A0000000, %2344
  %2346 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature192
  %2347 = load float, ptr addrspace(1) %2346, align 4
  %2348 = fmul float -1.000000e+00, %2347
  %2349 = fadd float %2345, %2348
  %2350 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2351 = fdiv float 1.000000e+00, %2350
  %2352 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2353 = fsub float %2343, %2352
  %2354 = fcmp olt float %2353, -1.040000e+02
  %2355 = select i1 %2354, float -1.040000e+02, float %2353
  %2356 = fcmp olt float 8.900000e+01, %2355
  %2357 = select i1 %2356, float 8.900000e+01, float %2355
  %2358 = fmul float %2357, 0x3FF7154760000000
  %2359 = fadd float %2358, 0x4168000000000000
  %2360 = fsub float %2359, 0x4168000000000000
  %2361 = bitcast float %2359 to i32
  %2362 = sub i32 %2361, 1262485504
  %2363 = fmul float %2360, 0x3FE62E4000000000
  %2364 = fsub float %2357, %2363
  %2365 = fmul float %2360, 0x3EB7F7D1C0000000
  %2366 = fsub float %2364, %2365
  %2367 = fmul float %2366, %2366
  %2368 = fmul float %2367, 0x3E66376980000000
  %2369 = fadd float 0xBEBBBD41C0000000, %2368
  %2370 = fmul float %2367, %2369
  %2371 = fadd float 0x3F11566AA0000000, %2370
  %2372 = fmul float %2367, %2371
  %2373 = fadd float 0xBF66C16C20000000, %2372
  %2374 = fmul float %2367, %2373
  %2375 = fadd float 0x3FC5555560000000, %2374
  %2376 = fmul float %2367, %2375
  %2377 = fsub float %2366, %2376
  %2378 = fmul float %2366, %2377
  %2379 = fsub float 2.000000e+00, %2377
  %2380 = fdiv float %2378, %2379
  %2381 = fsub float %2365, %2380
  %2382 = fsub float %2381, %2364
  %2383 = fsub float 1.000000e+00, %2382
  %2384 = add i32 %2362, 256
  %2385 = lshr i32 %2384, 1
  %2386 = sub i32 %2385, 1
  %2387 = add i32 %2362, 255
  %2388 = sub i32 %2387, %2385
  %2389 = shl i32 %2386, 23
  %2390 = shl i32 %2388, 23
  %2391 = bitcast i32 %2389 to float
  %2392 = bitcast i32 %2390 to float
  %2393 = fmul float %2383, %2391
  %2394 = fmul float %2393, %2392
  %2395 = fcmp uno float %2353, %2353
  %2396 = select i1 %2395, float 0x7FF8000000000000, float %2394
  %2397 = fmul float %2351, %2396
  %2398 = fadd float %2349, %2397
  %feature196 = uitofp i64 %feature192 to float
  %2399 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2400 = fcmp oeq float %feature196, %2399
  %2401 = select i1 %2400, float 1.000000e+00, float 0.000000e+00
  %2402 = fcmp une float %2401, 0.000000e+00
  %2403 = select i1 %2402, float 0x3FB99999A0000000, float 0.000000e+00
  %2404 = fadd float %2398, %2403
  %2405 = fmul float %2404, %eta
  %2406 = fsub float %2343, %2405
  %2407 = fmul float 0.000000e+00, %noise_scale15
  %2408 = fadd float %2406, %2407
  %bits197 = bitcast float %2406 to i32
  %magnitude198 = and i32 %bits197, 2147483647
  %is_nan199 = icmp ugt i32 %magnitude198, 2139095040
  %canonical200 = select i1 %is_nan199, i32 2143289344, i32 %bits197
  store i32 %canonical200, ptr %2342, align 4
  br label %slot.done195

slot.done195:                                     ; preds = %slot.then194, %uniform_sinks.done191
  %feature201 = add i64 %lane, 1024
  %valid202 = icmp ult i64 %feature201, %n_features
  %2409 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid202, label %slot.then203, label %slot.done204

slot.then203:                                     ; preds = %slot.done195
  %2410 = load float, ptr %2409, align 4
  %2411 = fmul float 2.000000e+00, %2410
  %2412 = fmul float 0x3FA99999A0000000, %2411
  %2413 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature201
  %2414 = load float, ptr addrspace(1) %2413, align 4
  %2415 = fmul float -1.000000e+00, %2414
  %2416 = fadd float %2412, %2415
  %2417 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2418 = fdiv float 1.000000e+00, %2417
  %2419 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2420 = fsub float %2410, %2419
  %2421 = fcmp olt float %2420, -1.040000e+02
  %2422 = select i1 %2421, float -1.040000e+02, float %2420
  %2423 = fcmp olt float 8.900000e+01, %2422
  %2424 = select i1 %2423, float 8.900000e+01, float %2422
  %2425 = fmul float %2424, 0x3FF7154760000000
  %2426 = fadd float %2425, 0x4168000000000000
  %2427 = fsub float %2426, 0x4168000000000000
  %2428 = bitcast float %2426 to i32
  %2429 = sub i32 %2428, 1262485504
  %2430 = fmul float %2427, 0x3FE62E4000000000
  %2431 = fsub float %2424, %2430
  %2432 = fmul float %2427, 0x3EB7F7D1C0000000
  %2433 = fsub float %2431, %2432
  %2434 = fmul float %2433, %2433
  %2435 = fmul float %2434, 0x3E66376980000000
  %2436 = fadd float 0xBEBBBD41C0000000, %2435
  %2437 = fmul float %2434, %2436
  %2438 = fadd float 0x3F11566AA0000000, %2437
  %2439 = fmul float %2434, %2438
  %2440 = fadd float 0xBF66C16C20000000, %2439
  %2441 = fmul float %2434, %2440
  %2442 = fadd float 0x3FC5555560000000, %2441
  %2443 = fmul float %2434, %2442
  %2444 = fsub float %2433, %2443
  %2445 = fmul float %2433, %2444
  %2446 = fsub float 2.000000e+00, %2444
  %2447 = fdiv float %2445, %2446
  %2448 = fsub float %2432, %2447
  %2449 = fsub float %2448, %2431
  %2450 = fsub float 1.000000e+00, %2449
  %2451 = add i32 %2429, 256
  %2452 = lshr i32 %2451, 1
  %2453 = sub i32 %2452, 1
  %2454 = add i32 %2429, 255
  %2455 = sub i32 %2454, %2452
  %2456 = shl i32 %2453, 23
  %2457 = shl i32 %2455, 23
  %2458 = bitcast i32 %2456 to float
  %2459 = bitcast i32 %2457 to float
  %2460 = fmul float %2450, %2458
  %2461 = fmul float %2460, %2459
  %2462 = fcmp uno float %2420, %2420
  %2463 = select i1 %2462, float 0x7FF8000000000000, float %2461
  %2464 = fmul float %2418, %2463
  %2465 = fadd float %2416, %2464
  %feature205 = uitofp i64 %feature201 to float
  %2466 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2467 = fcmp oeq float %feature205, %2466
  %2468 = select i1 %2467, float 1.000000e+00, float 0.000000e+00
  %2469 = fcmp une float %2468, 0.000000e+00
  %2470 = select i1 %2469, float 0x3FB99999A0000000, float 0.000000e+00
  %2471 = fadd float %2465, %2470
  %2472 = fmul float %2471, %eta
  %2473 = fsub float %2410, %2472
  %2474 = fmul float 0.000000e+00, %noise_scale15
  %2475 = fadd float %2473, %2474
  %bits206 = bitcast float %2473 to i32
  %magnitude207 = and i32 %bits206, 2147483647
  %is_nan208 = icmp ugt i32 %magnitude207, 2139095040
  %canonical209 = select i1 %is_nan208, i32 2143289344, i32 %bits206
  store i32 %canonical209, ptr %2409, align 4
  br label %slot.done204

slot.done204:                                     ; preds = %slot.then203, %slot.done195
  %feature210 = add i64 %lane, 2048
  %valid211 = icmp ult i64 %feature210, %n_features
  %2476 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid211, label %slot.then212, label %slot.done213

slot.then212:                                     ; preds = %slot.done204
  %2477 = load float, ptr %2476, align 4
  %2478 = fmul float 2.000000e+00, %2477
  %2479 = fmul float 0x3FA99999A0000000, %2478
  %2480 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature210
  %2481 = load float, ptr addrspace(1) %2480, align 4
  %2482 = fmul float -1.000000e+00, %2481
  %2483 = fadd float %2479, %2482
  %2484 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2485 = fdiv float 1.000000e+00, %2484
  %2486 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2487 = fsub float %2477, %2486
  %2488 = fcmp olt float %2487, -1.040000e+02
  %2489 = select i1 %2488, float -1.040000e+02, float %2487
  %2490 = fcmp olt float 8.900000e+01, %2489
  %2491 = select i1 %2490, float 8.900000e+01, float %2489
  %2492 = fmul float %2491, 0x3FF7154760000000
  %2493 = fadd float %2492, 0x4168000000000000
  %2494 = fsub float %2493, 0x4168000000000000
  %2495 = bitcast float %2493 to i32
  %2496 = sub i32 %2495, 1262485504
  %2497 = fmul float %2494, 0x3FE62E4000000000
  %2498 = fsub float %2491, %2497
  %2499 = fmul float %2494, 0x3EB7F7D1C0000000
  %2500 = fsub float %2498, %2499
  %2501 = fmul float %2500, %2500
  %2502 = fmul float %2501, 0x3E66376980000000
  %2503 = fadd float 0xBEBBBD41C0000000, %2502
  %2504 = fmul float %2501, %2503
  %2505 = fadd float 0x3F11566AA0000000, %2504
  %2506 = fmul float %2501, %2505
  %2507 = fadd float 0xBF66C16C20000000, %2506
  %2508 = fmul float %2501, %2507
  %2509 = fadd float 0x3FC5555560000000, %2508
  %2510 = fmul float %2501, %2509
  %2511 = fsub float %2500, %2510
  %2512 = fmul float %2500, %2511
  %2513 = fsub float 2.000000e+00, %2511
  %2514 = fdiv float %2512, %2513
  %2515 = fsub float %2499, %2514
  %2516 = fsub float %2515, %2498
  %2517 = fsub float 1.000000e+00, %2516
  %2518 = add i32 %2496, 256
  %2519 = lshr i32 %2518, 1
  %2520 = sub i32 %2519, 1
  %2521 = add i32 %2496, 255
  %2522 = sub i32 %2521, %2519
  %2523 = shl i32 %2520, 23
  %2524 = shl i32 %2522, 23
  %2525 = bitcast i32 %2523 to float
  %2526 = bitcast i32 %2524 to float
  %2527 = fmul float %2517, %2525
  %2528 = fmul float %2527, %2526
  %2529 = fcmp uno float %2487, %2487
  %2530 = select i1 %2529, float 0x7FF8000000000000, float %2528
  %2531 = fmul float %2485, %2530
  %2532 = fadd float %2483, %2531
  %feature214 = uitofp i64 %feature210 to float
  %2533 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2534 = fcmp oeq float %feature214, %2533
  %2535 = select i1 %2534, float 1.000000e+00, float 0.000000e+00
  %2536 = fcmp une float %2535, 0.000000e+00
  %2537 = select i1 %2536, float 0x3FB99999A0000000, float 0.000000e+00
  %2538 = fadd float %2532, %2537
  %2539 = fmul float %2538, %eta
  %2540 = fsub float %2477, %2539
  %2541 = fmul float 0.000000e+00, %noise_scale15
  %2542 = fadd float %2540, %2541
  %bits215 = bitcast float %2540 to i32
  %magnitude216 = and i32 %bits215, 2147483647
  %is_nan217 = icmp ugt i32 %magnitude216, 2139095040
  %canonical218 = select i1 %is_nan217, i32 2143289344, i32 %bits215
  store i32 %canonical218, ptr %2476, align 4
  br label %slot.done213

slot.done213:                                     ; preds = %slot.then212, %slot.done204
  %feature219 = add i64 %lane, 3072
  %valid220 = icmp ult i64 %feature219, %n_features
  %2543 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid220, label %slot.then221, label %slot.done222

slot.then221:                                     ; preds = %slot.done213
  %2544 = load float, ptr %2543, align 4
  %2545 = fmul float 2.000000e+00, %2544
  %2546 = fmul float 0x3FA99999A0000000, %2545
  %2547 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature219
  %2548 = load float, ptr addrspace(1) %2547, align 4
  %2549 = fmul float -1.000000e+00, %2548
  %2550 = fadd float %2546, %2549
  %2551 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2552 = fdiv float 1.000000e+00, %2551
  %2553 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2554 = fsub float %2544, %2553
  %2555 = fcmp olt float %2554, -1.040000e+02
  %2556 = select i1 %2555, float -1.040000e+02, float %2554
  %2557 = fcmp olt float 8.900000e+01, %2556
  %2558 = select i1 %2557, float 8.900000e+01, float %2556
  %2559 = fmul float %2558, 0x3FF7154760000000
  %2560 = fadd float %2559, 0x4168000000000000
  %2561 = fsub float %2560, 0x4168000000000000
  %2562 = bitcast float %2560 to i32
  %2563 = sub i32 %2562, 1262485504
  %2564 = fmul float %2561, 0x3FE62E4000000000
  %2565 = fsub float %2558, %2564
  %2566 = fmul float %2561, 0x3EB7F7D1C0000000
  %2567 = fsub float %2565, %2566
  %2568 = fmul float %2567, %2567
  %2569 = fmul float %2568, 0x3E66376980000000
  %2570 = fadd float 0xBEBBBD41C0000000, %2569
  %2571 = fmul float %2568, %2570
  %2572 = fadd float 0x3F11566AA0000000, %2571
  %2573 = fmul float %2568, %2572
  %2574 = fadd float 0xBF66C16C20000000, %2573
  %2575 = fmul float %2568, %2574
  %2576 = fadd float 0x3FC5555560000000, %2575
  %2577 = fmul float %2568, %2576
  %2578 = fsub float %2567, %2577
  %2579 = fmul float %2567, %2578
  %2580 = fsub float 2.000000e+00, %2578
  %2581 = fdiv float %2579, %2580
  %2582 = fsub float %2566, %2581
  %2583 = fsub float %2582, %2565
  %2584 = fsub float 1.000000e+00, %2583
  %2585 = add i32 %2563, 256
  %2586 = lshr i32 %2585, 1
  %2587 = sub i32 %2586, 1
  %2588 = add i32 %2563, 255
  %2589 = sub i32 %2588, %2586
  %2590 = shl i32 %2587, 23
  %2591 = shl i32 %2589, 23
  %2592 = bitcast i32 %2590 to float
  %2593 = bitcast i32 %2591 to float
  %2594 = fmul float %2584, %2592
  %2595 = fmul float %2594, %2593
  %2596 = fcmp uno float %2554, %2554
  %2597 = select i1 %2596, float 0x7FF8000000000000, float %2595
  %2598 = fmul float %2552, %2597
  %2599 = fadd float %2550, %2598
  %feature223 = uitofp i64 %feature219 to float
  %2600 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2601 = fcmp oeq float %feature223, %2600
  %2602 = select i1 %2601, float 1.000000e+00, float 0.000000e+00
  %2603 = fcmp une float %2602, 0.000000e+00
  %2604 = select i1 %2603, float 0x3FB99999A0000000, float 0.000000e+00
  %2605 = fadd float %2599, %2604
  %2606 = fmul float %2605, %eta
  %2607 = fsub float %2544, %2606
  %2608 = fmul float 0.000000e+00, %noise_scale15
  %2609 = fadd float %2607, %2608
  %bits224 = bitcast float %2607 to i32
  %magnitude225 = and i32 %bits224, 2147483647
  %is_nan226 = icmp ugt i32 %magnitude225, 2139095040
  %canonical227 = select i1 %is_nan226, i32 2143289344, i32 %bits224
  store i32 %canonical227, ptr %2543, align 4
  br label %slot.done222

slot.done222:                                     ; preds = %slot.then221, %slot.done213
  br label %noise.done

slot.then230:                                     ; preds = %step.exit
  %2610 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature228
  %2611 = load float, ptr %24, align 4
  store float %2611, ptr addrspace(1) %2610, align 4
  br label %slot.done231

slot.done231:                                     ; preds = %slot.then230, %step.exit
  %feature232 = add i64 %lane, 1024
  %valid233 = icmp ult i64 %feature232, %n_features
  %2612 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid233, label %slot.then234, label %slot.done235

slot.then234:                                     ; preds = %slot.done231
  %2613 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature232
  %2614 = load float, ptr %2612, align 4
  store float %2614, ptr addrspace(1) %2613, align 4
  br label %slot.done235

slot.done235:                                     ; preds = %slot.then234, %slot.done231
  %feature236 = add i64 %lane, 2048
  %valid237 = icmp ult i64 %feature236, %n_features
  %2615 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid237, label %slot.then238, label %slot.done239

slot.then238:                                     ; preds = %slot.done235
  %2616 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature236
  %2617 = load float, ptr %2615, align 4
  store float %2617, ptr addrspace(1) %2616, align 4
  br label %slot.done239

slot.done239:                                     ; preds = %slot.then238, %slot.done235
  %feature240 = add i64 %lane, 3072
  %valid241 = icmp ult i64 %feature240, %n_features
  %2618 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid241, label %slot.then242, label %slot.done243

slot.then242:                                     ; preds = %slot.done239
  %2619 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature240
  %2620 = load float, ptr %2618, align 4
  store float %2620, ptr addrspace(1) %2619, align 4
  br label %slot.done243

slot.done243:                                     ; preds = %slot.then242, %slot.done239
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w8192(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #5 {
entry:
  %pairwise_depth222 = alloca i64, align 8
  %pairwise_levels221 = alloca [64 x i64], align 8
  %pairwise_sums220 = alloca [64 x float], align 4
  %fold_index219 = alloca i64, align 8
  %fold_value218 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done407, %entry
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
  %step = phi i64 [ 0, %slot.done28 ], [ %1165, %noise.done ]
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
  %feature376 = add i64 %lane, 0
  %valid377 = icmp ult i64 %feature376, %n_features
  %36 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid377, label %slot.then378, label %slot.done379

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
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done217
  store float 0.000000e+00, ptr %fold_value218, align 4
  store i64 0, ptr %fold_index219, align 8
  store i64 0, ptr %pairwise_depth222, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done217
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %1161, %fold_sums.body ]
  %1156 = icmp ult i64 %fold_sums, %n_features
  br i1 %1156, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %1157 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold_sums
  %1158 = load float, ptr addrspace(3) %1157, align 4
  %1159 = load float, ptr %fold_value218, align 4
  %1160 = fadd float %1158, %1159
  store float %1160, ptr %fold_value218, align 4
  %1161 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %1162 = load float, ptr %fold_value218, align 4
  store float %1162, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature223 = add i64 %lane, 0
  %valid224 = icmp ult i64 %feature223, %n_features
  %1163 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature300 = add i64 %lane, 0
  %valid301 = icmp ult i64 %feature300, %n_features
  %1164 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then302, label %uniform_sinks.done303

noise.done:                                       ; preds = %slot.done370, %slot.done293
  %t_next = fmul float %30, %anneal_ratio
  store float %t_next, ptr %temperature29, align 4
  %1165 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature225 = add i64 %lane, 0
  %valid226 = icmp ult i64 %feature225, %n_features
  %1166 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid226, label %slot.then227, label %slot.done228

slot.then227:                                     ; preds = %uniform_sinks.done
  %1167 = load float, ptr %1166, align 4
  %1168 = fmul float 2.000000e+00, %1167
  %1169 = fmul float 0x3FA99999A0000000, %1168
  %1170 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature225
  %1171 = load float, ptr addrspace(1) %1170, align 4
  %1172 = fmul float -1.000000e+00, %1171
  %1173 = fadd float %1169, %1172
  %1174 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1175 = fdiv float 1.000000e+00, %1174
  %1176 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1177 = fsub float %1167, %1176
  %1178 = fcmp olt float %1177, -1.040000e+02
  %1179 = select i1 %1178, float -1.040000e+02, float %1177
  %1180 = fcmp olt float 8.900000e+01, %1179
  %1181 = select i1 %1180, float 8.900000e+01, float %1179
  %1182 = fmul float %1181, 0x3FF7154760000000
  %1183 = fadd float %1182, 0x4168000000000000
  %1184 = fsub float %1183, 0x4168000000000000
  %1185 = bitcast float %1183 to i32
  %1186 = sub i32 %1185, 1262485504
  %1187 = fmul float %1184, 0x3FE62E4000000000
  %1188 = fsub float %1181, %1187
  %1189 = fmul float %1184, 0x3EB7F7D1C0000000
  %1190 = fsub float %1188, %1189
  %1191 = fmul float %1190, %1190
  %1192 = fmul float %1191, 0x3E66376980000000
  %1193 = fadd float 0xBEBBBD41C0000000, %1192
  %1194 = fmul float %1191, %1193
  %1195 = fadd float 0x3F11566AA0000000, %1194
  %1196 = fmul float %1191, %1195
  %1197 = fadd float 0xBF66C16C20000000, %1196
  %1198 = fmul float %1191, %1197
  %1199 = fadd float 0x3FC5555560000000, %1198
  %1200 = fmul float %1191, %1199
  %1201 = fsub float %1190, %1200
  %1202 = fmul float %1190, %1201
  %1203 = fsub float 2.000000e+00, %1201
  %1204 = fdiv float %1202, %1203
  %1205 = fsub float %1189, %1204
  %1206 = fsub float %1205, %1188
  %1207 = fsub float 1.000000e+00, %1206
  %1208 = add i32 %1186, 256
  %1209 = lshr i32 %1208, 1
  %1210 = sub i32 %1209, 1
  %1211 = add i32 %1186, 255
  %1212 = sub i32 %1211, %1209
  %1213 = shl i32 %1210, 23
  %1214 = shl i32 %1212, 23
  %1215 = bitcast i32 %1213 to float
  %1216 = bitcast i32 %1214 to float
  %1217 = fmul float %1207, %1215
  %1218 = fmul float %1217, %1216
  %1219 = fcmp uno float %1177, %1177
  %1220 = select i1 %1219, float 0x7FF8000000000000, float %1218
  %1221 = fmul float %1175, %1220
  %1222 = fadd float %1173, %1221
  %feature229 = uitofp i64 %feature225 to float
  %1223 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %1224 = fcmp oeq float %feature229, %1223
  %1225 = select i1 %1224, float 1.000000e+00, float 0.000000e+00
  %1226 = fcmp une float %1225, 0.000000e+00
  %1227 = select i1 %1226, float 0x3FB99999A0000000, float 0.000000e+00
  %1228 = fadd float %1222, %1227
  %1229 = fmul float %1228, %eta
  %1230 = fsub float %1167, %1229
  %1231 = mul i64 %row, %n_features
  %element = add i64 %1231, %feature225
  %1232 = trunc i64 %key0 to i32
  %1233 = lshr i64 %key0, 32
  %1234 = trunc i64 %1233 to i32
  %1235 = trunc i64 %element to i32
  %1236 = trunc i64 %key1_step to i32
  %1237 = lshr i64 %key1_step, 32
  %1238 = trunc i64 %1237 to i32
  %1239 = lshr i64 %element, 32
  %1240 = trunc i64 %1239 to i32
  %1241 = zext i32 %1235 to i64
  %1242 = mul i64 3528531795, %1241
  %1243 = zext i32 %1238 to i64
  %1244 = mul i64 3449720151, %1243
  %1245 = lshr i64 %1242, 32
  %1246 = trunc i64 %1245 to i32
  %1247 = trunc i64 %1242 to i32
  %1248 = lshr i64 %1244, 32
  %1249 = trunc i64 %1248 to i32
  %1250 = trunc i64 %1244 to i32
  %1251 = xor i32 %1249, %1236
  %1252 = xor i32 %1251, %1232
  %1253 = xor i32 %1246, %1240
  %1254 = xor i32 %1253, %1234
  %1255 = add i32 %1232, -1640531527
  %1256 = add i32 %1234, -1150833019
  %1257 = zext i32 %1252 to i64
  %1258 = mul i64 3528531795, %1257
  %1259 = zext i32 %1254 to i64
  %1260 = mul i64 3449720151, %1259
  %1261 = lshr i64 %1258, 32
  %1262 = trunc i64 %1261 to i32
  %1263 = trunc i64 %1258 to i32
  %1264 = lshr i64 %1260, 32
  %1265 = trunc i64 %1264 to i32
  %1266 = trunc i64 %1260 to i32
  %1267 = xor i32 %1265, %1250
  %1268 = xor i32 %1267, %1255
  %1269 = xor i32 %1262, %1247
  %1270 = xor i32 %1269, %1256
  %1271 = add i32 %1255, -1640531527
  %1272 = add i32 %1256, -1150833019
  %1273 = zext i32 %1268 to i64
  %1274 = mul i64 3528531795, %1273
  %1275 = zext i32 %1270 to i64
  %1276 = mul i64 3449720151, %1275
  %1277 = lshr i64 %1274, 32
  %1278 = trunc i64 %1277 to i32
  %1279 = trunc i64 %1274 to i32
  %1280 = lshr i64 %1276, 32
  %1281 = trunc i64 %1280 to i32
  %1282 = trunc i64 %1276 to i32
  %1283 = xor i32 %1281, %1266
  %1284 = xor i32 %1283, %1271
  %1285 = xor i32 %1278, %1263
  %1286 = xor i32 %1285, %1272
  %1287 = add i32 %1271, -1640531527
  %1288 = add i32 %1272, -1150833019
  %1289 = zext i32 %1284 to i64
  %1290 = mul i64 3528531795, %1289
  %1291 = zext i32 %1286 to i64
  %1292 = mul i64 3449720151, %1291
  %1293 = lshr i64 %1290, 32
  %1294 = trunc i64 %1293 to i32
  %1295 = trunc i64 %1290 to i32
  %1296 = lshr i64 %1292, 32
  %1297 = trunc i64 %1296 to i32
  %1298 = trunc i64 %1292 to i32
  %1299 = xor i32 %1297, %1282
  %1300 = xor i32 %1299, %1287
  %1301 = xor i32 %1294, %1279
  %1302 = xor i32 %1301, %1288
  %1303 = add i32 %1287, -1640531527
  %1304 = add i32 %1288, -1150833019
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
  %1399 = uitofp i32 %1396 to double
  %1400 = fadd double %1399, 5.000000e-01
  %1401 = fmul double %1400, 0x3DF0000000000000
  %1402 = uitofp i32 %1394 to double
  %1403 = fadd double %1402, 5.000000e-01
  %1404 = fmul double %1403, 0x3DF0000000000000
  %1405 = bitcast double %1401 to i64
  %1406 = lshr i64 %1405, 32
  %1407 = add i64 %1406, 614242
  %1408 = lshr i64 %1407, 20
  %1409 = sub i64 %1408, 1023
  %1410 = and i64 %1407, 1048575
  %1411 = add i64 %1410, 1072079006
  %1412 = shl i64 %1411, 32
  %1413 = and i64 %1405, 4294967295
  %1414 = or i64 %1412, %1413
  %1415 = bitcast i64 %1414 to double
  %1416 = fsub double %1415, 1.000000e+00
  %1417 = fmul double 5.000000e-01, %1416
  %1418 = fmul double %1417, %1416
  %1419 = fadd double 2.000000e+00, %1416
  %1420 = fdiv double %1416, %1419
  %1421 = fmul double %1420, %1420
  %1422 = fmul double %1421, %1421
  %1423 = fmul double %1422, 0x3FC39A09D078C69F
  %1424 = fadd double 0x3FCC71C51D8E78AF, %1423
  %1425 = fmul double %1422, %1424
  %1426 = fadd double 0x3FD999999997FA04, %1425
  %1427 = fmul double %1422, %1426
  %1428 = fmul double %1422, 0x3FC2F112DF3E5244
  %1429 = fadd double 0x3FC7466496CB03DE, %1428
  %1430 = fmul double %1422, %1429
  %1431 = fadd double 0x3FD2492494229359, %1430
  %1432 = fmul double %1422, %1431
  %1433 = fadd double 0x3FE5555555555593, %1432
  %1434 = fmul double %1421, %1433
  %1435 = fadd double %1434, %1427
  %1436 = sitofp i64 %1409 to double
  %1437 = fadd double %1418, %1435
  %1438 = fmul double %1420, %1437
  %1439 = fmul double %1436, 0x3DEA39EF35793C76
  %1440 = fadd double %1438, %1439
  %1441 = fsub double %1440, %1418
  %1442 = fadd double %1441, %1416
  %1443 = fmul double %1436, 0x3FE62E42FEE00000
  %1444 = fadd double %1442, %1443
  %1445 = fmul double -2.000000e+00, %1444
  %1446 = call double @llvm.sqrt.f64(double %1445)
  %1447 = fmul double 0x401921FB54442D18, %1404
  %1448 = fmul double %1447, 0x3FE45F306DC9C883
  %1449 = fadd double %1448, 0x4338000000000000
  %1450 = bitcast double %1449 to i64
  %1451 = fsub double %1449, 0x4338000000000000
  %1452 = fmul double %1451, 0x3FF921FB54400000
  %1453 = fsub double %1447, %1452
  %1454 = fmul double %1451, 0x3DD0B4611A626331
  %1455 = fmul double %1451, 0x3DD0B4611A600000
  %1456 = fsub double %1453, %1455
  %1457 = fmul double %1451, 0x3BA3198A2E037073
  %1458 = fsub double %1453, %1456
  %1459 = fsub double %1458, %1455
  %1460 = fsub double %1457, %1459
  %1461 = fsub double %1453, %1454
  %1462 = bitcast double %1447 to i64
  %1463 = lshr i64 %1462, 52
  %1464 = and i64 %1463, 2047
  %1465 = bitcast double %1461 to i64
  %1466 = lshr i64 %1465, 52
  %1467 = and i64 %1466, 2047
  %1468 = add i64 %1467, 16
  %1469 = icmp ult i64 %1468, %1464
  %1470 = select i1 %1469, double %1456, double %1453
  %1471 = select i1 %1469, double %1460, double %1454
  %1472 = fsub double %1470, %1471
  %1473 = fsub double %1470, %1472
  %1474 = fsub double %1473, %1471
  %1475 = fmul double %1472, %1472
  %1476 = fmul double %1475, %1475
  %1477 = fmul double %1475, 0x3EFA01A019CB1590
  %1478 = fadd double 0xBF56C16C16C15177, %1477
  %1479 = fmul double %1475, %1478
  %1480 = fadd double 0x3FA555555555554C, %1479
  %1481 = fmul double %1475, %1480
  %1482 = fmul double %1475, 0xBDA8FAE9BE8838D4
  %1483 = fadd double 0x3E21EE9EBDB4B1C4, %1482
  %1484 = fmul double %1475, %1483
  %1485 = fadd double 0xBE927E4F809C52AD, %1484
  %1486 = fmul double %1476, %1476
  %1487 = fmul double %1486, %1485
  %1488 = fadd double %1481, %1487
  %1489 = fmul double 5.000000e-01, %1475
  %1490 = fsub double 1.000000e+00, %1489
  %1491 = fsub double 1.000000e+00, %1490
  %1492 = fsub double %1491, %1489
  %1493 = fmul double %1475, %1488
  %1494 = fmul double %1472, %1474
  %1495 = fsub double %1493, %1494
  %1496 = fadd double %1492, %1495
  %1497 = fadd double %1490, %1496
  %1498 = fmul double %1472, %1472
  %1499 = fmul double %1498, %1498
  %1500 = fmul double %1498, 0x3EC71DE357B1FE7D
  %1501 = fadd double 0xBF2A01A019C161D5, %1500
  %1502 = fmul double %1498, %1501
  %1503 = fadd double 0x3F8111111110F8A6, %1502
  %1504 = fmul double %1498, 0x3DE5D93A5ACFD57C
  %1505 = fadd double 0xBE5AE5E68A2B9CEB, %1504
  %1506 = fmul double %1498, %1499
  %1507 = fmul double %1506, %1505
  %1508 = fadd double %1503, %1507
  %1509 = fmul double %1498, %1472
  %1510 = fmul double 5.000000e-01, %1474
  %1511 = fmul double %1509, %1508
  %1512 = fsub double %1510, %1511
  %1513 = fmul double %1498, %1512
  %1514 = fsub double %1513, %1474
  %1515 = fmul double %1509, 0xBFC5555555555549
  %1516 = fsub double %1514, %1515
  %1517 = fsub double %1472, %1516
  %1518 = fneg double %1497
  %1519 = fneg double %1517
  %1520 = and i64 %1450, 1
  %1521 = and i64 %1450, 2
  %1522 = icmp eq i64 %1520, 1
  %1523 = icmp eq i64 %1521, 2
  %1524 = select i1 %1523, double %1518, double %1497
  %1525 = select i1 %1523, double %1517, double %1519
  %1526 = select i1 %1522, double %1525, double %1524
  %1527 = fmul double %1446, %1526
  %1528 = fptrunc double %1527 to float
  %1529 = fmul float %1528, %noise_scale31
  %1530 = fadd float %1230, %1529
  %bits = bitcast float %1530 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %1166, align 4
  br label %slot.done228

slot.done228:                                     ; preds = %slot.then227, %uniform_sinks.done
  %feature230 = add i64 %lane, 1024
  %valid231 = icmp ult i64 %feature230, %n_features
  %1531 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid231, label %slot.then232, label %slot.done233

slot.then232:                                     ; preds = %slot.done228
  %1532 = load float, ptr %1531, align 4
  %1533 = fmul float 2.000000e+00, %1532
  %1534 = fmul float 0x3FA99999A0000000, %1533
  %1535 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature230
  %1536 = load float, ptr addrspace(1) %1535, align 4
  %1537 = fmul float -1.000000e+00, %1536
  %1538 = fadd float %1534, %1537
  %1539 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1540 = fdiv float 1.000000e+00, %1539
  %1541 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1542 = fsub float %1532, %1541
  %1543 = fcmp olt float %1542, -1.040000e+02
  %1544 = select i1 %1543, float -1.040000e+02, float %1542
  %1545 = fcmp olt float 8.900000e+01, %1544
  %1546 = select i1 %1545, float 8.900000e+01, float %1544
  %1547 = fmul float %1546, 0x3FF7154760000000
  %1548 = fadd float %1547, 0x4168000000000000
  %1549 = fsub float %1548, 0x4168000000000000
  %1550 = bitcast float %1548 to i32
  %1551 = sub i32 %1550, 1262485504
  %1552 = fmul float %1549, 0x3FE62E4000000000
  %1553 = fsub float %1546, %1552
  %1554 = fmul float %1549, 0x3EB7F7D1C0000000
  %1555 = fsub float %1553, %1554
  %1556 = fmul float %1555, %1555
  %1557 = fmul float %1556, 0x3E66376980000000
  %1558 = fadd float 0xBEBBBD41C0000000, %1557
  %1559 = fmul float %1556, %1558
  %1560 = fadd float 0x3F11566AA0000000, %1559
  %1561 = fmul float %1556, %1560
  %1562 = fadd float 0xBF66C16C20000000, %1561
  %1563 = fmul float %1556, %1562
  %1564 = fadd float 0x3FC5555560000000, %1563
  %1565 = fmul float %1556, %1564
  %1566 = fsub float %1555, %1565
  %1567 = fmul float %1555, %1566
  %1568 = fsub float 2.000000e+00, %1566
  %1569 = fdiv float %1567, %1568
  %1570 = fsub float %1554, %1569
  %1571 = fsub float %1570, %1553
  %1572 = fsub float 1.000000e+00, %1571
  %1573 = add i32 %1551, 256
  %1574 = lshr i32 %1573, 1
  %1575 = sub i32 %1574, 1
  %1576 = add i32 %1551, 255
  %1577 = sub i32 %1576, %1574
  %1578 = shl i32 %1575, 23
  %1579 = shl i32 %1577, 23
  %1580 = bitcast i32 %1578 to float
  %1581 = bitcast i32 %1579 to float
  %1582 = fmul float %1572, %1580
  %1583 = fmul float %1582, %1581
  %1584 = fcmp uno float %1542, %1542
  %1585 = select i1 %1584, float 0x7FF8000000000000, float %1583
  %1586 = fmul float %1540, %1585
  %1587 = fadd float %1538, %1586
  %feature234 = uitofp i64 %feature230 to float
  %1588 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %1589 = fcmp oeq float %feature234, %1588
  %1590 = select i1 %1589, float 1.000000e+00, float 0.000000e+00
  %1591 = fcmp une float %1590, 0.000000e+00
  %1592 = select i1 %1591, float 0x3FB99999A0000000, float 0.000000e+00
  %1593 = fadd float %1587, %1592
  %1594 = fmul float %1593, %eta
  %1595 = fsub float %1532, %1594
  %1596 = mul i64 %row, %n_features
  %element235 = add i64 %1596, %feature230
  %1597 = trunc i64 %key0 to i32
  %1598 = lshr i64 %key0, 32
  %1599 = trunc i64 %1598 to i32
  %1600 = trunc i64 %element235 to i32
  %1601 = trunc i64 %key1_step to i32
  %1602 = lshr i64 %key1_step, 32
  %1603 = trunc i64 %1602 to i32
  %1604 = lshr i64 %element235, 32
  %1605 = trunc i64 %1604 to i32
  %1606 = zext i32 %1600 to i64
  %1607 = mul i64 3528531795, %1606
  %1608 = zext i32 %1603 to i64
  %1609 = mul i64 3449720151, %1608
  %1610 = lshr i64 %1607, 32
  %1611 = trunc i64 %1610 to i32
  %1612 = trunc i64 %1607 to i32
  %1613 = lshr i64 %1609, 32
  %1614 = trunc i64 %1613 to i32
  %1615 = trunc i64 %1609 to i32
  %1616 = xor i32 %1614, %1601
  %1617 = xor i32 %1616, %1597
  %1618 = xor i32 %1611, %1605
  %1619 = xor i32 %1618, %1599
  %1620 = add i32 %1597, -1640531527
  %1621 = add i32 %1599, -1150833019
  %1622 = zext i32 %1617 to i64
  %1623 = mul i64 3528531795, %1622
  %1624 = zext i32 %1619 to i64
  %1625 = mul i64 3449720151, %1624
  %1626 = lshr i64 %1623, 32
  %1627 = trunc i64 %1626 to i32
  %1628 = trunc i64 %1623 to i32
  %1629 = lshr i64 %1625, 32
  %1630 = trunc i64 %1629 to i32
  %1631 = trunc i64 %1625 to i32
  %1632 = xor i32 %1630, %1615
  %1633 = xor i32 %1632, %1620
  %1634 = xor i32 %1627, %1612
  %1635 = xor i32 %1634, %1621
  %1636 = add i32 %1620, -1640531527
  %1637 = add i32 %1621, -1150833019
  %1638 = zext i32 %1633 to i64
  %1639 = mul i64 3528531795, %1638
  %1640 = zext i32 %1635 to i64
  %1641 = mul i64 3449720151, %1640
  %1642 = lshr i64 %1639, 32
  %1643 = trunc i64 %1642 to i32
  %1644 = trunc i64 %1639 to i32
  %1645 = lshr i64 %1641, 32
  %1646 = trunc i64 %1645 to i32
  %1647 = trunc i64 %1641 to i32
  %1648 = xor i32 %1646, %1631
  %1649 = xor i32 %1648, %1636
  %1650 = xor i32 %1643, %1628
  %1651 = xor i32 %1650, %1637
  %1652 = add i32 %1636, -1640531527
  %1653 = add i32 %1637, -1150833019
  %1654 = zext i32 %1649 to i64
  %1655 = mul i64 3528531795, %1654
  %1656 = zext i32 %1651 to i64
  %1657 = mul i64 3449720151, %1656
  %1658 = lshr i64 %1655, 32
  %1659 = trunc i64 %1658 to i32
  %1660 = trunc i64 %1655 to i32
  %1661 = lshr i64 %1657, 32
  %1662 = trunc i64 %1661 to i32
  %1663 = trunc i64 %1657 to i32
  %1664 = xor i32 %1662, %1647
  %1665 = xor i32 %1664, %1652
  %1666 = xor i32 %1659, %1644
  %1667 = xor i32 %1666, %1653
  %1668 = add i32 %1652, -1640531527
  %1669 = add i32 %1653, -1150833019
  %1670 = zext i32 %1665 to i64
  %1671 = mul i64 3528531795, %1670
  %1672 = zext i32 %1667 to i64
  %1673 = mul i64 3449720151, %1672
  %1674 = lshr i64 %1671, 32
  %1675 = trunc i64 %1674 to i32
  %1676 = trunc i64 %1671 to i32
  %1677 = lshr i64 %1673, 32
  %1678 = trunc i64 %1677 to i32
  %1679 = trunc i64 %1673 to i32
  %1680 = xor i32 %1678, %1663
  %1681 = xor i32 %1680, %1668
  %1682 = xor i32 %1675, %1660
  %1683 = xor i32 %1682, %1669
  %1684 = add i32 %1668, -1640531527
  %1685 = add i32 %1669, -1150833019
  %1686 = zext i32 %1681 to i64
  %1687 = mul i64 3528531795, %1686
  %1688 = zext i32 %1683 to i64
  %1689 = mul i64 3449720151, %1688
  %1690 = lshr i64 %1687, 32
  %1691 = trunc i64 %1690 to i32
  %1692 = trunc i64 %1687 to i32
  %1693 = lshr i64 %1689, 32
  %1694 = trunc i64 %1693 to i32
  %1695 = trunc i64 %1689 to i32
  %1696 = xor i32 %1694, %1679
  %1697 = xor i32 %1696, %1684
  %1698 = xor i32 %1691, %1676
  %1699 = xor i32 %1698, %1685
  %1700 = add i32 %1684, -1640531527
  %1701 = add i32 %1685, -1150833019
  %1702 = zext i32 %1697 to i64
  %1703 = mul i64 3528531795, %1702
  %1704 = zext i32 %1699 to i64
  %1705 = mul i64 3449720151, %1704
  %1706 = lshr i64 %1703, 32
  %1707 = trunc i64 %1706 to i32
  %1708 = trunc i64 %1703 to i32
  %1709 = lshr i64 %1705, 32
  %1710 = trunc i64 %1709 to i32
  %1711 = trunc i64 %1705 to i32
  %1712 = xor i32 %1710, %1695
  %1713 = xor i32 %1712, %1700
  %1714 = xor i32 %1707, %1692
  %1715 = xor i32 %1714, %1701
  %1716 = add i32 %1700, -1640531527
  %1717 = add i32 %1701, -1150833019
  %1718 = zext i32 %1713 to i64
  %1719 = mul i64 3528531795, %1718
  %1720 = zext i32 %1715 to i64
  %1721 = mul i64 3449720151, %1720
  %1722 = lshr i64 %1719, 32
  %1723 = trunc i64 %1722 to i32
  %1724 = trunc i64 %1719 to i32
  %1725 = lshr i64 %1721, 32
  %1726 = trunc i64 %1725 to i32
  %1727 = trunc i64 %1721 to i32
  %1728 = xor i32 %1726, %1711
  %1729 = xor i32 %1728, %1716
  %1730 = xor i32 %1723, %1708
  %1731 = xor i32 %1730, %1717
  %1732 = add i32 %1716, -1640531527
  %1733 = add i32 %1717, -1150833019
  %1734 = zext i32 %1729 to i64
  %1735 = mul i64 3528531795, %1734
  %1736 = zext i32 %1731 to i64
  %1737 = mul i64 3449720151, %1736
  %1738 = lshr i64 %1735, 32
  %1739 = trunc i64 %1738 to i32
  %1740 = trunc i64 %1735 to i32
  %1741 = lshr i64 %1737, 32
  %1742 = trunc i64 %1741 to i32
  %1743 = trunc i64 %1737 to i32
  %1744 = xor i32 %1742, %1727
  %1745 = xor i32 %1744, %1732
  %1746 = xor i32 %1739, %1724
  %1747 = xor i32 %1746, %1733
  %1748 = add i32 %1732, -1640531527
  %1749 = add i32 %1733, -1150833019
  %1750 = zext i32 %1745 to i64
  %1751 = mul i64 3528531795, %1750
  %1752 = zext i32 %1747 to i64
  %1753 = mul i64 3449720151, %1752
  %1754 = lshr i64 %1751, 32
  %1755 = trunc i64 %1754 to i32
  %1756 = trunc i64 %1751 to i32
  %1757 = lshr i64 %1753, 32
  %1758 = trunc i64 %1757 to i32
  %1759 = trunc i64 %1753 to i32
  %1760 = xor i32 %1758, %1743
  %1761 = xor i32 %1760, %1748
  %1762 = xor i32 %1755, %1740
  %1763 = xor i32 %1762, %1749
  %1764 = uitofp i32 %1761 to double
  %1765 = fadd double %1764, 5.000000e-01
  %1766 = fmul double %1765, 0x3DF0000000000000
  %1767 = uitofp i32 %1759 to double
  %1768 = fadd double %1767, 5.000000e-01
  %1769 = fmul double %1768, 0x3DF0000000000000
  %1770 = bitcast double %1766 to i64
  %1771 = lshr i64 %1770, 32
  %1772 = add i64 %1771, 614242
  %1773 = lshr i64 %1772, 20
  %1774 = sub i64 %1773, 1023
  %1775 = and i64 %1772, 1048575
  %1776 = add i64 %1775, 1072079006
  %1777 = shl i64 %1776, 32
  %1778 = and i64 %1770, 4294967295
  %1779 = or i64 %1777, %1778
  %1780 = bitcast i64 %1779 to double
  %1781 = fsub double %1780, 1.000000e+00
  %1782 = fmul double 5.000000e-01, %1781
  %1783 = fmul double %1782, %1781
  %1784 = fadd double 2.000000e+00, %1781
  %1785 = fdiv double %1781, %1784
  %1786 = fmul double %1785, %1785
  %1787 = fmul double %1786, %1786
  %1788 = fmul double %1787, 0x3FC39A09D078C69F
  %1789 = fadd double 0x3FCC71C51D8E78AF, %1788
  %1790 = fmul double %1787, %1789
  %1791 = fadd double 0x3FD999999997FA04, %1790
  %1792 = fmul double %1787, %1791
  %1793 = fmul double %1787, 0x3FC2F112DF3E5244
  %1794 = fadd double 0x3FC7466496CB03DE, %1793
  %1795 = fmul double %1787, %1794
  %1796 = fadd double 0x3FD2492494229359, %1795
  %1797 = fmul double %1787, %1796
  %1798 = fadd double 0x3FE5555555555593, %1797
  %1799 = fmul double %1786, %1798
  %1800 = fadd double %1799, %1792
  %1801 = sitofp i64 %1774 to double
  %1802 = fadd double %1783, %1800
  %1803 = fmul double %1785, %1802
  %1804 = fmul double %1801, 0x3DEA39EF35793C76
  %1805 = fadd double %1803, %1804
  %1806 = fsub double %1805, %1783
  %1807 = fadd double %1806, %1781
  %1808 = fmul double %1801, 0x3FE62E42FEE00000
  %1809 = fadd double %1807, %1808
  %1810 = fmul double -2.000000e+00, %1809
  %1811 = call double @llvm.sqrt.f64(double %1810)
  %1812 = fmul double 0x401921FB54442D18, %1769
  %1813 = fmul double %1812, 0x3FE45F306DC9C883
  %1814 = fadd double %1813, 0x4338000000000000
  %1815 = bitcast double %1814 to i64
  %1816 = fsub double %1814, 0x4338000000000000
  %1817 = fmul double %1816, 0x3FF921FB54400000
  %1818 = fsub double %1812, %1817
  %1819 = fmul double %1816, 0x3DD0B4611A626331
  %1820 = fmul double %1816, 0x3DD0B4611A600000
  %1821 = fsub double %1818, %1820
  %1822 = fmul double %1816, 0x3BA3198A2E037073
  %1823 = fsub double %1818, %1821
  %1824 = fsub double %1823, %1820
  %1825 = fsub double %1822, %1824
  %1826 = fsub double %1818, %1819
  %1827 = bitcast double %1812 to i64
  %1828 = lshr i64 %1827, 52
  %1829 = and i64 %1828, 2047
  %1830 = bitcast double %1826 to i64
  %1831 = lshr i64 %1830, 52
  %1832 = and i64 %1831, 2047
  %1833 = add i64 %1832, 16
  %1834 = icmp ult i64 %1833, %1829
  %1835 = select i1 %1834, double %1821, double %1818
  %1836 = select i1 %1834, double %1825, double %1819
  %1837 = fsub double %1835, %1836
  %1838 = fsub double %1835, %1837
  %1839 = fsub double %1838, %1836
  %1840 = fmul double %1837, %1837
  %1841 = fmul double %1840, %1840
  %1842 = fmul double %1840, 0x3EFA01A019CB1590
  %1843 = fadd double 0xBF56C16C16C15177, %1842
  %1844 = fmul double %1840, %1843
  %1845 = fadd double 0x3FA555555555554C, %1844
  %1846 = fmul double %1840, %1845
  %1847 = fmul double %1840, 0xBDA8FAE9BE8838D4
  %1848 = fadd double 0x3E21EE9EBDB4B1C4, %1847
  %1849 = fmul double %1840, %1848
  %1850 = fadd double 0xBE927E4F809C52AD, %1849
  %1851 = fmul double %1841, %1841
  %1852 = fmul double %1851, %1850
  %1853 = fadd double %1846, %1852
  %1854 = fmul double 5.000000e-01, %1840
  %1855 = fsub double 1.000000e+00, %1854
  %1856 = fsub double 1.000000e+00, %1855
  %1857 = fsub double %1856, %1854
  %1858 = fmul double %1840, %1853
  %1859 = fmul double %1837, %1839
  %1860 = fsub double %1858, %1859
  %1861 = fadd double %1857, %1860
  %1862 = fadd double %1855, %1861
  %1863 = fmul double %1837, %1837
  %1864 = fmul double %1863, %1863
  %1865 = fmul double %1863, 0x3EC71DE357B1FE7D
  %1866 = fadd double 0xBF2A01A019C161D5, %1865
  %1867 = fmul double %1863, %1866
  %1868 = fadd double 0x3F8111111110F8A6, %1867
  %1869 = fmul double %1863, 0x3DE5D93A5ACFD57C
  %1870 = fadd double 0xBE5AE5E68A2B9CEB, %1869
  %1871 = fmul double %1863, %1864
  %1872 = fmul double %1871, %1870
  %1873 = fadd double %1868, %1872
  %1874 = fmul double %1863, %1837
  %1875 = fmul double 5.000000e-01, %1839
  %1876 = fmul double %1874, %1873
  %1877 = fsub double %1875, %1876
  %1878 = fmul double %1863, %1877
  %1879 = fsub double %1878, %1839
  %1880 = fmul double %1874, 0xBFC5555555555549
  %1881 = fsub double %1879, %1880
  %1882 = fsub double %1837, %1881
  %1883 = fneg double %1862
  %1884 = fneg double %1882
  %1885 = and i64 %1815, 1
  %1886 = and i64 %1815, 2
  %1887 = icmp eq i64 %1885, 1
  %1888 = icmp eq i64 %1886, 2
  %1889 = select i1 %1888, double %1883, double %1862
  %1890 = select i1 %1888, double %1882, double %1884
  %1891 = select i1 %1887, double %1890, double %1889
  %1892 = fmul double %1811, %1891
  %1893 = fptrunc double %1892 to float
  %1894 = fmul float %1893, %noise_scale31
  %1895 = fadd float %1595, %1894
  %bits236 = bitcast float %1895 to i32
  %magnitude237 = and i32 %bits236, 2147483647
  %is_nan238 = icmp ugt i32 %magnitude237, 2139095040
  %canonical239 = select i1 %is_nan238, i32 2143289344, i32 %bits236
  store i32 %canonical239, ptr %1531, align 4
  br label %slot.done233

slot.done233:                                     ; preds = %slot.then232, %slot.done228
  %feature240 = add i64 %lane, 2048
  %valid241 = icmp ult i64 %feature240, %n_features
  %1896 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid241, label %slot.then242, label %slot.done243

slot.then242:                                     ; preds = %slot.done233
  %1897 = load float, ptr %1896, align 4
  %1898 = fmul float 2.000000e+00, %1897
  %1899 = fmul float 0x3FA99999A0000000, %1898
  %1900 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature240
  %1901 = load float, ptr addrspace(1) %1900, align 4
  %1902 = fmul float -1.000000e+00, %1901
  %1903 = fadd float %1899, %1902
  %1904 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %1905 = fdiv float 1.000000e+00, %1904
  %1906 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %1907 = fsub float %1897, %1906
  %1908 = fcmp olt float %1907, -1.040000e+02
  %1909 = select i1 %1908, float -1.040000e+02, float %1907
  %1910 = fcmp olt float 8.900000e+01, %1909
  %1911 = select i1 %1910, float 8.900000e+01, float %1909
  %1912 = fmul float %1911, 0x3FF7154760000000
  %1913 = fadd float %1912, 0x4168000000000000
  %1914 = fsub float %1913, 0x4168000000000000
  %1915 = bitcast float %1913 to i32
  %1916 = sub i32 %1915, 1262485504
  %1917 = fmul float %1914, 0x3FE62E4000000000
  %1918 = fsub float %1911, %1917
  %1919 = fmul float %1914, 0x3EB7F7D1C0000000
  %1920 = fsub float %1918, %1919
  %1921 = fmul float %1920, %1920
  %1922 = fmul float %1921, 0x3E66376980000000
  %1923 = fadd float 0xBEBBBD41C0000000, %1922
  %1924 = fmul float %1921, %1923
  %1925 = fadd float 0x3F11566AA0000000, %1924
  %1926 = fmul float %1921, %1925
  %1927 = fadd float 0xBF66C16C20000000, %1926
  %1928 = fmul float %1921, %1927
  %1929 = fadd float 0x3FC5555560000000, %1928
  %1930 = fmul float %1921, %1929
  %1931 = fsub float %1920, %1930
  %1932 = fmul float %1920, %1931
  %1933 = fsub float 2.000000e+00, %1931
  %1934 = fdiv float %1932, %1933
  %1935 = fsub float %1919, %1934
  %1936 = fsub float %1935, %1918
  %1937 = fsub float 1.000000e+00, %1936
  %1938 = add i32 %1916, 256
  %1939 = lshr i32 %1938, 1
  %1940 = sub i32 %1939, 1
  %1941 = add i32 %1916, 255
  %1942 = sub i32 %1941, %1939
  %1943 = shl i32 %1940, 23
  %1944 = shl i32 %1942, 23
  %1945 = bitcast i32 %1943 to float
  %1946 = bitcast i32 %1944 to float
  %1947 = fmul float %1937, %1945
  %1948 = fmul float %1947, %1946
  %1949 = fcmp uno float %1907, %1907
  %1950 = select i1 %1949, float 0x7FF8000000000000, float %1948
  %1951 = fmul float %1905, %1950
  %1952 = fadd float %1903, %1951
  %feature244 = uitofp i64 %feature240 to float
  %1953 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %1954 = fcmp oeq float %feature244, %1953
  %1955 = select i1 %1954, float 1.000000e+00, float 0.000000e+00
  %1956 = fcmp une float %1955, 0.000000e+00
  %1957 = select i1 %1956, float 0x3FB99999A0000000, float 0.000000e+00
  %1958 = fadd float %1952, %1957
  %1959 = fmul float %1958, %eta
  %1960 = fsub float %1897, %1959
  %1961 = mul i64 %row, %n_features
  %element245 = add i64 %1961, %feature240
  %1962 = trunc i64 %key0 to i32
  %1963 = lshr i64 %key0, 32
  %1964 = trunc i64 %1963 to i32
  %1965 = trunc i64 %element245 to i32
  %1966 = trunc i64 %key1_step to i32
  %1967 = lshr i64 %key1_step, 32
  %1968 = trunc i64 %1967 to i32
  %1969 = lshr i64 %element245, 32
  %1970 = trunc i64 %1969 to i32
  %1971 = zext i32 %1965 to i64
  %1972 = mul i64 3528531795, %1971
  %1973 = zext i32 %1968 to i64
  %1974 = mul i64 3449720151, %1973
  %1975 = lshr i64 %1972, 32
  %1976 = trunc i64 %1975 to i32
  %1977 = trunc i64 %1972 to i32
  %1978 = lshr i64 %1974, 32
  %1979 = trunc i64 %1978 to i32
  %1980 = trunc i64 %1974 to i32
  %1981 = xor i32 %1979, %1966
  %1982 = xor i32 %1981, %1962
  %1983 = xor i32 %1976, %1970
  %1984 = xor i32 %1983, %1964
  %1985 = add i32 %1962, -1640531527
  %1986 = add i32 %1964, -1150833019
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
  %2097 = add i32 %2081, -1640531527
  %2098 = add i32 %2082, -1150833019
  %2099 = zext i32 %2094 to i64
  %2100 = mul i64 3528531795, %2099
  %2101 = zext i32 %2096 to i64
  %2102 = mul i64 3449720151, %2101
  %2103 = lshr i64 %2100, 32
  %2104 = trunc i64 %2103 to i32
  %2105 = trunc i64 %2100 to i32
  %2106 = lshr i64 %2102, 32
  %2107 = trunc i64 %2106 to i32
  %2108 = trunc i64 %2102 to i32
  %2109 = xor i32 %2107, %2092
  %2110 = xor i32 %2109, %2097
  %2111 = xor i32 %2104, %2089
  %2112 = xor i32 %2111, %2098
  %2113 = add i32 %2097, -1640531527
  %2114 = add i32 %2098, -1150833019
  %2115 = zext i32 %2110 to i64
  %2116 = mul i64 3528531795, %2115
  %2117 = zext i32 %2112 to i64
  %2118 = mul i64 3449720151, %2117
  %2119 = lshr i64 %2116, 32
  %2120 = trunc i64 %2119 to i32
  %2121 = trunc i64 %2116 to i32
  %2122 = lshr i64 %2118, 32
  %2123 = trunc i64 %2122 to i32
  %2124 = trunc i64 %2118 to i32
  %2125 = xor i32 %2123, %2108
  %2126 = xor i32 %2125, %2113
  %2127 = xor i32 %2120, %2105
  %2128 = xor i32 %2127, %2114
  %2129 = uitofp i32 %2126 to double
  %2130 = fadd double %2129, 5.000000e-01
  %2131 = fmul double %2130, 0x3DF0000000000000
  %2132 = uitofp i32 %2124 to double
  %2133 = fadd double %2132, 5.000000e-01
  %2134 = fmul double %2133, 0x3DF0000000000000
  %2135 = bitcast double %2131 to i64
  %2136 = lshr i64 %2135, 32
  %2137 = add i64 %2136, 614242
  %2138 = lshr i64 %2137, 20
  %2139 = sub i64 %2138, 1023
  %2140 = and i64 %2137, 1048575
  %2141 = add i64 %2140, 1072079006
  %2142 = shl i64 %2141, 32
  %2143 = and i64 %2135, 4294967295
  %2144 = or i64 %2142, %2143
  %2145 = bitcast i64 %2144 to double
  %2146 = fsub double %2145, 1.000000e+00
  %2147 = fmul double 5.000000e-01, %2146
  %2148 = fmul double %2147, %2146
  %2149 = fadd double 2.000000e+00, %2146
  %2150 = fdiv double %2146, %2149
  %2151 = fmul double %2150, %2150
  %2152 = fmul double %2151, %2151
  %2153 = fmul double %2152, 0x3FC39A09D078C69F
  %2154 = fadd double 0x3FCC71C51D8E78AF, %2153
  %2155 = fmul double %2152, %2154
  %2156 = fadd double 0x3FD999999997FA04, %2155
  %2157 = fmul double %2152, %2156
  %2158 = fmul double %2152, 0x3FC2F112DF3E5244
  %2159 = fadd double 0x3FC7466496CB03DE, %2158
  %2160 = fmul double %2152, %2159
  %2161 = fadd double 0x3FD2492494229359, %2160
  %2162 = fmul double %2152, %2161
  %2163 = fadd double 0x3FE5555555555593, %2162
  %2164 = fmul double %2151, %2163
  %2165 = fadd double %2164, %2157
  %2166 = sitofp i64 %2139 to double
  %2167 = fadd double %2148, %2165
  %2168 = fmul double %2150, %2167
  %2169 = fmul double %2166, 0x3DEA39EF35793C76
  %2170 = fadd double %2168, %2169
  %2171 = fsub double %2170, %2148
  %2172 = fadd double %2171, %2146
  %2173 = fmul double %2166, 0x3FE62E42FEE00000
  %2174 = fadd double %2172, %2173
  %2175 = fmul double -2.000000e+00, %2174
  %2176 = call double @llvm.sqrt.f64(double %2175)
  %2177 = fmul double 0x401921FB54442D18, %2134
  %2178 = fmul double %2177, 0x3FE45F306DC9C883
  %2179 = fadd double %2178, 0x4338000000000000
  %2180 = bitcast double %2179 to i64
  %2181 = fsub double %2179, 0x4338000000000000
  %2182 = fmul double %2181, 0x3FF921FB54400000
  %2183 = fsub double %2177, %2182
  %2184 = fmul double %2181, 0x3DD0B4611A626331
  %2185 = fmul double %2181, 0x3DD0B4611A600000
  %2186 = fsub double %2183, %2185
  %2187 = fmul double %2181, 0x3BA3198A2E037073
  %2188 = fsub double %2183, %2186
  %2189 = fsub double %2188, %2185
  %2190 = fsub double %2187, %2189
  %2191 = fsub double %2183, %2184
  %2192 = bitcast double %2177 to i64
  %2193 = lshr i64 %2192, 52
  %2194 = and i64 %2193, 2047
  %2195 = bitcast double %2191 to i64
  %2196 = lshr i64 %2195, 52
  %2197 = and i64 %2196, 2047
  %2198 = add i64 %2197, 16
  %2199 = icmp ult i64 %2198, %2194
  %2200 = select i1 %2199, double %2186, double %2183
  %2201 = select i1 %2199, double %2190, double %2184
  %2202 = fsub double %2200, %2201
  %2203 = fsub double %2200, %2202
  %2204 = fsub double %2203, %2201
  %2205 = fmul double %2202, %2202
  %2206 = fmul double %2205, %2205
  %2207 = fmul double %2205, 0x3EFA01A019CB1590
  %2208 = fadd double 0xBF56C16C16C15177, %2207
  %2209 = fmul double %2205, %2208
  %2210 = fadd double 0x3FA555555555554C, %2209
  %2211 = fmul double %2205, %2210
  %2212 = fmul double %2205, 0xBDA8FAE9BE8838D4
  %2213 = fadd double 0x3E21EE9EBDB4B1C4, %2212
  %2214 = fmul double %2205, %2213
  %2215 = fadd double 0xBE927E4F809C52AD, %2214
  %2216 = fmul double %2206, %2206
  %2217 = fmul double %2216, %2215
  %2218 = fadd double %2211, %2217
  %2219 = fmul double 5.000000e-01, %2205
  %2220 = fsub double 1.000000e+00, %2219
  %2221 = fsub double 1.000000e+00, %2220
  %2222 = fsub double %2221, %2219
  %2223 = fmul double %2205, %2218
  %2224 = fmul double %2202, %2204
  %2225 = fsub double %2223, %2224
  %2226 = fadd double %2222, %2225
  %2227 = fadd double %2220, %2226
  %2228 = fmul double %2202, %2202
  %2229 = fmul double %2228, %2228
  %2230 = fmul double %2228, 0x3EC71DE357B1FE7D
  %2231 = fadd double 0xBF2A01A019C161D5, %2230
  %2232 = fmul double %2228, %2231
  %2233 = fadd double 0x3F8111111110F8A6, %2232
  %2234 = fmul double %2228, 0x3DE5D93A5ACFD57C
  %2235 = fadd double 0xBE5AE5E68A2B9CEB, %2234
  %2236 = fmul double %2228, %2229
  %2237 = fmul double %2236, %2235
  %2238 = fadd double %2233, %2237
  %2239 = fmul double %2228, %2202
  %2240 = fmul double 5.000000e-01, %2204
  %2241 = fmul double %2239, %2238
  %2242 = fsub double %2240, %2241
  %2243 = fmul double %2228, %2242
  %2244 = fsub double %2243, %2204
  %2245 = fmul double %2239, 0xBFC5555555555549
  %2246 = fsub double %2244, %2245
  %2247 = fsub double %2202, %2246
  %2248 = fneg double %2227
  %2249 = fneg double %2247
  %2250 = and i64 %2180, 1
  %2251 = and i64 %2180, 2
  %2252 = icmp eq i64 %2250, 1
  %2253 = icmp eq i64 %2251, 2
  %2254 = select i1 %2253, double %2248, double %2227
  %2255 = select i1 %2253, double %2247, double %2249
  %2256 = select i1 %2252, double %2255, double %2254
  %2257 = fmul double %2176, %2256
  %2258 = fptrunc double %2257 to float
  %2259 = fmul float %2258, %noise_scale31
  %2260 = fadd float %1960, %2259
  %bits246 = bitcast float %2260 to i32
  %magnitude247 = and i32 %bits246, 2147483647
  %is_nan248 = icmp ugt i32 %magnitude247, 2139095040
  %canonical249 = select i1 %is_nan248, i32 2143289344, i32 %bits246
  store i32 %canonical249, ptr %1896, align 4
  br label %slot.done243

slot.done243:                                     ; preds = %slot.then242, %slot.done233
  %feature250 = add i64 %lane, 3072
  %valid251 = icmp ult i64 %feature250, %n_features
  %2261 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid251, label %slot.then252, label %slot.done253

slot.then252:                                     ; preds = %slot.done243
  %2262 = load float, ptr %2261, align 4
  %2263 = fmul float 2.000000e+00, %2262
  %2264 = fmul float 0x3FA99999A0000000, %2263
  %2265 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature250
  %2266 = load float, ptr addrspace(1) %2265, align 4
  %2267 = fmul float -1.000000e+00, %2266
  %2268 = fadd float %2264, %2267
  %2269 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %2270 = fdiv float 1.000000e+00, %2269
  %2271 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2272 = fsub float %2262, %2271
  %2273 = fcmp olt float %2272, -1.040000e+02
  %2274 = select i1 %2273, float -1.040000e+02, float %2272
  %2275 = fcmp olt float 8.900000e+01, %2274
  %2276 = select i1 %2275, float 8.900000e+01, float %2274
  %2277 = fmul float %2276, 0x3FF7154760000000
  %2278 = fadd float %2277, 0x4168000000000000
  %2279 = fsub float %2278, 0x4168000000000000
  %2280 = bitcast float %2278 to i32
  %2281 = sub i32 %2280, 1262485504
  %2282 = fmul float %2279, 0x3FE62E4000000000
  %2283 = fsub float %2276, %2282
  %2284 = fmul float %2279, 0x3EB7F7D1C0000000
  %2285 = fsub float %2283, %2284
  %2286 = fmul float %2285, %2285
  %2287 = fmul float %2286, 0x3E66376980000000
  %2288 = fadd float 0xBEBBBD41C0000000, %2287
  %2289 = fmul float %2286, %2288
  %2290 = fadd float 0x3F11566AA0000000, %2289
  %2291 = fmul float %2286, %2290
  %2292 = fadd float 0xBF66C16C20000000, %2291
  %2293 = fmul float %2286, %2292
  %2294 = fadd float 0x3FC5555560000000, %2293
  %2295 = fmul float %2286, %2294
  %2296 = fsub float %2285, %2295
  %2297 = fmul float %2285, %2296
  %2298 = fsub float 2.000000e+00, %2296
  %2299 = fdiv float %2297, %2298
  %2300 = fsub float %2284, %2299
  %2301 = fsub float %2300, %2283
  %2302 = fsub float 1.000000e+00, %2301
  %2303 = add i32 %2281, 256
  %2304 = lshr i32 %2303, 1
  %2305 = sub i32 %2304, 1
  %2306 = add i32 %2281, 255
  %2307 = sub i32 %2306, %2304
  %2308 = shl i32 %2305, 23
  %2309 = shl i32 %2307, 23
  %2310 = bitcast i32 %2308 to float
  %2311 = bitcast i32 %2309 to float
  %2312 = fmul float %2302, %2310
  %2313 = fmul float %2312, %2311
  %2314 = fcmp uno float %2272, %2272
  %2315 = select i1 %2314, float 0x7FF8000000000000, float %2313
  %2316 = fmul float %2270, %2315
  %2317 = fadd float %2268, %2316
  %feature254 = uitofp i64 %feature250 to float
  %2318 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %2319 = fcmp oeq float %feature254, %2318
  %2320 = select i1 %2319, float 1.000000e+00, float 0.000000e+00
  %2321 = fcmp une float %2320, 0.000000e+00
  %2322 = select i1 %2321, float 0x3FB99999A0000000, float 0.000000e+00
  %2323 = fadd float %2317, %2322
  %2324 = fmul float %2323, %eta
  %2325 = fsub float %2262, %2324
  %2326 = mul i64 %row, %n_features
  %element255 = add i64 %2326, %feature250
  %2327 = trunc i64 %key0 to i32
  %2328 = lshr i64 %key0, 32
  %2329 = trunc i64 %2328 to i32
  %2330 = trunc i64 %element255 to i32
  %2331 = trunc i64 %key1_step to i32
  %2332 = lshr i64 %key1_step, 32
  %2333 = trunc i64 %2332 to i32
  %2334 = lshr i64 %element255, 32
  %2335 = trunc i64 %2334 to i32
  %2336 = zext i32 %2330 to i64
  %2337 = mul i64 3528531795, %2336
  %2338 = zext i32 %2333 to i64
  %2339 = mul i64 3449720151, %2338
  %2340 = lshr i64 %2337, 32
  %2341 = trunc i64 %2340 to i32
  %2342 = trunc i64 %2337 to i32
  %2343 = lshr i64 %2339, 32
  %2344 = trunc i64 %2343 to i32
  %2345 = trunc i64 %2339 to i32
  %2346 = xor i32 %2344, %2331
  %2347 = xor i32 %2346, %2327
  %2348 = xor i32 %2341, %2335
  %2349 = xor i32 %2348, %2329
  %2350 = add i32 %2327, -1640531527
  %2351 = add i32 %2329, -1150833019
  %2352 = zext i32 %2347 to i64
  %2353 = mul i64 3528531795, %2352
  %2354 = zext i32 %2349 to i64
  %2355 = mul i64 3449720151, %2354
  %2356 = lshr i64 %2353, 32
  %2357 = trunc i64 %2356 to i32
  %2358 = trunc i64 %2353 to i32
  %2359 = lshr i64 %2355, 32
  %2360 = trunc i64 %2359 to i32
  %2361 = trunc i64 %2355 to i32
  %2362 = xor i32 %2360, %2345
  %2363 = xor i32 %2362, %2350
  %2364 = xor i32 %2357, %2342
  %2365 = xor i32 %2364, %2351
  %2366 = add i32 %2350, -1640531527
  %2367 = add i32 %2351, -1150833019
  %2368 = zext i32 %2363 to i64
  %2369 = mul i64 3528531795, %2368
  %2370 = zext i32 %2365 to i64
  %2371 = mul i64 3449720151, %2370
  %2372 = lshr i64 %2369, 32
  %2373 = trunc i64 %2372 to i32
  %2374 = trunc i64 %2369 to i32
  %2375 = lshr i64 %2371, 32
  %2376 = trunc i64 %2375 to i32
  %2377 = trunc i64 %2371 to i32
  %2378 = xor i32 %2376, %2361
  %2379 = xor i32 %2378, %2366
  %2380 = xor i32 %2373, %2358
  %2381 = xor i32 %2380, %2367
  %2382 = add i32 %2366, -1640531527
  %2383 = add i32 %2367, -1150833019
  %2384 = zext i32 %2379 to i64
  %2385 = mul i64 3528531795, %2384
  %2386 = zext i32 %2381 to i64
  %2387 = mul i64 3449720151, %2386
  %2388 = lshr i64 %2385, 32
  %2389 = trunc i64 %2388 to i32
  %2390 = trunc i64 %2385 to i32
  %2391 = lshr i64 %2387, 32
  %2392 = trunc i64 %2391 to i32
  %2393 = trunc i64 %2387 to i32
  %2394 = xor i32 %2392, %2377
  %2395 = xor i32 %2394, %2382
  %2396 = xor i32 %2389, %2374
  %2397 = xor i32 %2396, %2383
  %2398 = add i32 %2382, -1640531527
  %2399 = add i32 %2383, -1150833019
  %2400 = zext i32 %2395 to i64
  %2401 = mul i64 3528531795, %2400
  %2402 = zext i32 %2397 to i64
  %2403 = mul i64 3449720151, %2402
  %2404 = lshr i64 %2401, 32
  %2405 = trunc i64 %2404 to i32
  %2406 = trunc i64 %2401 to i32
  %2407 = lshr i64 %2403, 32
  %2408 = trunc i64 %2407 to i32
  %2409 = trunc i64 %2403 to i32
  %2410 = xor i32 %2408, %2393
  %2411 = xor i32 %2410, %2398
  %2412 = xor i32 %2405, %2390
  %2413 = xor i32 %2412, %2399
  %2414 = add i32 %2398, -1640531527
  %2415 = add i32 %2399, -1150833019
  %2416 = zext i32 %2411 to i64
  %2417 = mul i64 3528531795, %2416
  %2418 = zext i32 %2413 to i64
  %2419 = mul i64 3449720151, %2418
  %2420 = lshr i64 %2417, 32
  %2421 = trunc i64 %2420 to i32
  %2422 = trunc i64 %2417 to i32
  %2423 = lshr i64 %2419, 32
  %2424 = trunc i64 %2423 to i32
  %2425 = trunc i64 %2419 to i32
  %2426 = xor i32 %2424, %2409
  %2427 = xor i32 %2426, %2414
  %2428 = xor i32 %2421, %2406
  %2429 = xor i32 %2428, %2415
  %2430 = add i32 %2414, -1640531527
  %2431 = add i32 %2415, -1150833019
  %2432 = zext i32 %2427 to i64
  %2433 = mul i64 3528531795, %2432
  %2434 = zext i32 %2429 to i64
  %2435 = mul i64 3449720151, %2434
  %2436 = lshr i64 %2433, 32
  %2437 = trunc i64 %2436 to i32
  %2438 = trunc i64 %2433 to i32
  %2439 = lshr i64 %2435, 32
  %2440 = trunc i64 %2439 to i32
  %2441 = trunc i64 %2435 to i32
  %2442 = xor i32 %2440, %2425
  %2443 = xor i32 %2442, %2430
  %2444 = xor i32 %2437, %2422
  %2445 = xor i32 %2444, %2431
  %2446 = add i32 %2430, -1640531527
  %2447 = add i32 %2431, -1150833019
  %2448 = zext i32 %2443 to i64
  %2449 = mul i64 3528531795, %2448
  %2450 = zext i32 %2445 to i64
  %2451 = mul i64 3449720151, %2450
  %2452 = lshr i64 %2449, 32
  %2453 = trunc i64 %2452 to i32
  %2454 = trunc i64 %2449 to i32
  %2455 = lshr i64 %2451, 32
  %2456 = trunc i64 %2455 to i32
  %2457 = trunc i64 %2451 to i32
  %2458 = xor i32 %2456, %2441
  %2459 = xor i32 %2458, %2446
  %2460 = xor i32 %2453, %2438
  %2461 = xor i32 %2460, %2447
  %2462 = add i32 %2446, -1640531527
  %2463 = add i32 %2447, -1150833019
  %2464 = zext i32 %2459 to i64
  %2465 = mul i64 3528531795, %2464
  %2466 = zext i32 %2461 to i64
  %2467 = mul i64 3449720151, %2466
  %2468 = lshr i64 %2465, 32
  %2469 = trunc i64 %2468 to i32
  %2470 = trunc i64 %2465 to i32
  %2471 = lshr i64 %2467, 32
  %2472 = trunc i64 %2471 to i32
  %2473 = trunc i64 %2467 to i32
  %2474 = xor i32 %2472, %2457
  %2475 = xor i32 %2474, %2462
  %2476 = xor i32 %2469, %2454
  %2477 = xor i32 %2476, %2463
  %2478 = add i32 %2462, -1640531527
  %2479 = add i32 %2463, -1150833019
  %2480 = zext i32 %2475 to i64
  %2481 = mul i64 3528531795, %2480
  %2482 = zext i32 %2477 to i64
  %2483 = mul i64 3449720151, %2482
  %2484 = lshr i64 %2481, 32
  %2485 = trunc i64 %2484 to i32
  %2486 = trunc i64 %2481 to i32
  %2487 = lshr i64 %2483, 32
  %2488 = trunc i64 %2487 to i32
  %2489 = trunc i64 %2483 to i32
  %2490 = xor i32 %2488, %2473
  %2491 = xor i32 %2490, %2478
  %2492 = xor i32 %2485, %2470
  %2493 = xor i32 %2492, %2479
  %2494 = uitofp i32 %2491 to double
  %2495 = fadd double %2494, 5.000000e-01
  %2496 = fmul double %2495, 0x3DF0000000000000
  %2497 = uitofp i32 %2489 to double
  %2498 = fadd double %2497, 5.000000e-01
  %2499 = fmul double %2498, 0x3DF0000000000000
  %2500 = bitcast double %2496 to i64
  %2501 = lshr i64 %2500, 32
  %2502 = add i64 %2501, 614242
  %2503 = lshr i64 %2502, 20
  %2504 = sub i64 %2503, 1023
  %2505 = and i64 %2502, 1048575
  %2506 = add i64 %2505, 1072079006
  %2507 = shl i64 %2506, 32
  %2508 = and i64 %2500, 4294967295
  %2509 = or i64 %2507, %2508
  %2510 = bitcast i64 %2509 to double
  %2511 = fsub double %2510, 1.000000e+00
  %2512 = fmul double 5.000000e-01, %2511
  %2513 = fmul double %2512, %2511
  %2514 = fadd double 2.000000e+00, %2511
  %2515 = fdiv double %2511, %2514
  %2516 = fmul double %2515, %2515
  %2517 = fmul double %2516, %2516
  %2518 = fmul double %2517, 0x3FC39A09D078C69F
  %2519 = fadd double 0x3FCC71C51D8E78AF, %2518
  %2520 = fmul double %2517, %2519
  %2521 = fadd double 0x3FD999999997FA04, %2520
  %2522 = fmul double %2517, %2521
  %2523 = fmul double %2517, 0x3FC2F112DF3E5244
  %2524 = fadd double 0x3FC7466496CB03DE, %2523
  %2525 = fmul double %2517, %2524
  %2526 = fadd double 0x3FD2492494229359, %2525
  %2527 = fmul double %2517, %2526
  %2528 = fadd double 0x3FE5555555555593, %2527
  %2529 = fmul double %2516, %2528
  %2530 = fadd double %2529, %2522
  %2531 = sitofp i64 %2504 to double
  %2532 = fadd double %2513, %2530
  %2533 = fmul double %2515, %2532
  %2534 = fmul double %2531, 0x3DEA39EF35793C76
  %2535 = fadd double %2533, %2534
  %2536 = fsub double %2535, %2513
  %2537 = fadd double %2536, %2511
  %2538 = fmul double %2531, 0x3FE62E42FEE00000
  %2539 = fadd double %2537, %2538
  %2540 = fmul double -2.000000e+00, %2539
  %2541 = call double @llvm.sqrt.f64(double %2540)
  %2542 = fmul double 0x401921FB54442D18, %2499
  %2543 = fmul double %2542, 0x3FE45F306DC9C883
  %2544 = fadd double %2543, 0x4338000000000000
  %2545 = bitcast double %2544 to i64
  %2546 = fsub double %2544, 0x4338000000000000
  %2547 = fmul double %2546, 0x3FF921FB54400000
  %2548 = fsub double %2542, %2547
  %2549 = fmul double %2546, 0x3DD0B4611A626331
  %2550 = fmul double %2546, 0x3DD0B4611A600000
  %2551 = fsub double %2548, %2550
  %2552 = fmul double %2546, 0x3BA3198A2E037073
  %2553 = fsub double %2548, %2551
  %2554 = fsub double %2553, %2550
  %2555 = fsub double %2552, %2554
  %2556 = fsub double %2548, %2549
  %2557 = bitcast double %2542 to i64
  %2558 = lshr i64 %2557, 52
  %2559 = and i64 %2558, 2047
  %2560 = bitcast double %2556 to i64
  %2561 = lshr i64 %2560, 52
  %2562 = and i64 %2561, 2047
  %2563 = add i64 %2562, 16
  %2564 = icmp ult i64 %2563, %2559
  %2565 = select i1 %2564, double %2551, double %2548
  %2566 = select i1 %2564, double %2555, double %2549
  %2567 = fsub double %2565, %2566
  %2568 = fsub double %2565, %2567
  %2569 = fsub double %2568, %2566
  %2570 = fmul double %2567, %2567
  %2571 = fmul double %2570, %2570
  %2572 = fmul double %2570, 0x3EFA01A019CB1590
  %2573 = fadd double 0xBF56C16C16C15177, %2572
  %2574 = fmul double %2570, %2573
  %2575 = fadd double 0x3FA555555555554C, %2574
  %2576 = fmul double %2570, %2575
  %2577 = fmul double %2570, 0xBDA8FAE9BE8838D4
  %2578 = fadd double 0x3E21EE9EBDB4B1C4, %2577
  %2579 = fmul double %2570, %2578
  %2580 = fadd double 0xBE927E4F809C52AD, %2579
  %2581 = fmul double %2571, %2571
  %2582 = fmul double %2581, %2580
  %2583 = fadd double %2576, %2582
  %2584 = fmul double 5.000000e-01, %2570
  %2585 = fsub double 1.000000e+00, %2584
  %2586 = fsub double 1.000000e+00, %2585
  %2587 = fsub double %2586, %2584
  %2588 = fmul double %2570, %2583
  %2589 = fmul double %2567, %2569
  %2590 = fsub double %2588, %2589
  %2591 = fadd double %2587, %2590
  %2592 = fadd double %2585, %2591
  %2593 = fmul double %2567, %2567
  %2594 = fmul double %2593, %2593
  %2595 = fmul double %2593, 0x3EC71DE357B1FE7D
  %2596 = fadd double 0xBF2A01A019C161D5, %2595
  %2597 = fmul double %2593, %2596
  %2598 = fadd double 0x3F8111111110F8A6, %2597
  %2599 = fmul double %2593, 0x3DE5D93A5ACFD57C
  %2600 = fadd double 0xBE5AE5E68A2B9CEB, %2599
  %2601 = fmul double %2593, %2594
  %2602 = fmul double %2601, %2600
  %2603 = fadd double %2598, %2602
  %2604 = fmul double %2593, %2567
  %2605 = fmul double 5.000000e-01, %2569
  %2606 = fmul double %2604, %2603
  %2607 = fsub double %2605, %2606
  %2608 = fmul double %2593, %2607
  %2609 = fsub double %2608, %2569
  %2610 = fmul double %2604, 0xBFC5555555555549
  %2611 = fsub double %2609, %2610
  %2612 = fsub double %2567, %2611
  %2613 = fneg double %2592
  %2614 = fneg double %2612
  %2615 = and i64 %2545, 1
  %2616 = and i64 %2545, 2
  %2617 = icmp eq i64 %2615, 1
  %2618 = icmp eq i64 %2616, 2
  %2619 = select i1 %2618, double %2613, double %2592
  %2620 = select i1 %2618, double %2612, double %2614
  %2621 = select i1 %2617, double %2620, double %2619
  %2622 = fmul double %2541, %2621
  %2623 = fptrunc double %2622 to float
  %2624 = fmul float %2623, %noise_scale31
  %2625 = fadd float %2325, %2624
  %bits256 = bitcast float %2625 to i32
  %magnitude257 = and i32 %bits256, 2147483647
  %is_nan258 = icmp ugt i32 %magnitude257, 2139095040
  %canonical259 = select i1 %is_nan258, i32 2143289344, i32 %bits256
  store i32 %canonical259, ptr %2261, align 4
  br label %slot.done253

slot.done253:                                     ; preds = %slot.then252, %slot.done243
  %feature260 = add i64 %lane, 4096
  %valid261 = icmp ult i64 %feature260, %n_features
  %2626 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid261, label %slot.then262, label %slot.done263

slot.then262:                                     ; preds = %slot.done253
  %2627 = load float, ptr %2626, align 4
  %2628 = fmul float 2.000000e+00, %2627
  %2629 = fmul float 0x3FA99999A0000000, %2628
  %2630 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature260
  %2631 = load float, ptr addrspace(1) %2630, align 4
  %2632 = fmul float -1.000000e+00, %2631
  %2633 = fadd float %2629, %2632
  %2634 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %2635 = fdiv float 1.000000e+00, %2634
  %2636 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %2637 = fsub float %2627, %2636
  %2638 = fcmp olt float %2637, -1.040000e+02
  %2639 = select i1 %2638, float -1.040000e+02, float %2637
  %2640 = fcmp olt float 8.900000e+01, %2639
  %2641 = select i1 %2640, float 8.900000e+01, float %2639
  %2642 = fmul float %2641, 0x3FF7154760000000
  %2643 = fadd float %2642, 0x4168000000000000
  %2644 = fsub float %2643, 0x4168000000000000
  %2645 = bitcast float %2643 to i32
  %2646 = sub i32 %2645, 1262485504
  %2647 = fmul float %2644, 0x3FE62E4000000000
  %2648 = fsub float %2641, %2647
  %2649 = fmul float %2644, 0x3EB7F7D1C0000000
  %2650 = fsub float %2648, %2649
  %2651 = fmul float %2650, %2650
  %2652 = fmul float %2651, 0x3E66376980000000
  %2653 = fadd float 0xBEBBBD41C0000000, %2652
  %2654 = fmul float %2651, %2653
  %2655 = fadd float 0x3F11566AA0000000, %2654
  %2656 = fmul float %2651, %2655
  %2657 = fadd float 0xBF66C16C20000000, %2656
  %2658 = fmul float %2651, %2657
  %2659 = fadd float 0x3FC5555560000000, %2658
  %2660 = fmul float %2651, %2659
  %2661 = fsub float %2650, %2660
  %2662 = fmul float %2650, %2661
  %2663 = fsub float 2.000000e+00, %2661
  %2664 = fdiv float %2662, %2663
  %2665 = fsub float %2649, %2664
  %2666 = fsub float %2665, %2648
  %2667 = fsub float 1.000000e+00, %2666
  %2668 = add i32 %2646, 256
  %2669 = lshr i32 %2668, 1
  %2670 = sub i32 %2669, 1
  %2671 = add i32 %2646, 255
  %2672 = sub i32 %2671, %2669
  %2673 = shl i32 %2670, 23
  %2674 = shl i32 %2672, 23
  %2675 = bitcast i32 %2673 to float
  %2676 = bitcast i32 %2674 to float
  %2677 = fmul float %2667, %2675
  %2678 = fmul float %2677, %2676
  %2679 = fcmp uno float %2637, %2637
  %2680 = select i1 %2679, float 0x7FF8000000000000, float %2678
  %2681 = fmul float %2635, %2680
  %2682 = fadd float %2633, %2681
  %feature264 = uitofp i64 %feature260 to float
  %2683 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %2684 = fcmp oeq float %feature264, %2683
  %2685 = select i1 %2684, float 1.000000e+00, float 0.000000e+00
  %2686 = fcmp une float %2685, 0.000000e+00
  %2687 = select i1 %2686, float 0x3FB99999A0000000, float 0.000000e+00
  %2688 = fadd float %2682, %2687
  %2689 = fmul float %2688, %eta
  %2690 = fsub float %2627, %2689
  %2691 = mul i64 %row, %n_features
  %element265 = add i64 %2691, %feature260
  %2692 = trunc i64 %key0 to i32
  %2693 = lshr i64 %key0, 32
  %2694 = trunc i64 %2693 to i32
  %2695 = trunc i64 %element265 to i32
  %2696 = trunc i64 %key1_step to i32
  %2697 = lshr i64 %key1_step, 32
  %2698 = trunc i64 %2697 to i32
  %2699 = lshr i64 %element265, 32
  %2700 = trunc i64 %2699 to i32
  %2701 = zext i32 %2695 to i64
  %2702 = mul i64 3528531795, %2701
  %2703 = zext i32 %2698 to i64
  %2704 = mul i64 3449720151, %2703
  %2705 = lshr i64 %2702, 32
  %2706 = trunc i64 %2705 to i32
  %2707 = trunc i64 %2702 to i32
  %2708 = lshr i64 %2704, 32
  %2709 = trunc i64 %2708 to i32
  %2710 = trunc i64 %2704 to i32
  %2711 = xor i32 %2709, %2696
  %2712 = xor i32 %2711, %2692
  %2713 = xor i32 %2706, %2700
  %2714 = xor i32 %2713, %2694
  %2715 = add i32 %2692, -1640531527
  %2716 = add i32 %2694, -1150833019
  %2717 = zext i32 %2712 to i64
  %2718 = mul i64 3528531795, %2717
  %2719 = zext i32 %2714 to i64
  %2720 = mul i64 3449720151, %2719
  %2721 = lshr i64 %2718, 32
  %2722 = trunc i64 %2721 to i32
  %2723 = trunc i64 %2718 to i32
  %2724 = lshr i64 %2720, 32
  %2725 = trunc i64 %2724 to i32
  %2726 = trunc i64 %2720 to i32
  %2727 = xor i32 %2725, %2710
  %2728 = xor i32 %2727, %2715
  %2729 = xor i32 %2722, %2707
  %2730 = xor i32 %2729, %2716
  %2731 = add i32 %2715, -1640531527
  %2732 = add i32 %2716, -1150833019
  %2733 = zext i32 %2728 to i64
  %2734 = mul i64 3528531795, %2733
  %2735 = zext i32 %2730 to i64
  %2736 = mul i64 3449720151, %2735
  %2737 = lshr i64 %2734, 32
  %2738 = trunc i64 %2737 to i32
  %2739 = trunc i64 %2734 to i32
  %2740 = lshr i64 %2736, 32
  %2741 = trunc i64 %2740 to i32
  %2742 = trunc i64 %2736 to i32
  %2743 = xor i32 %2741, %2726
  %2744 = xor i32 %2743, %2731
  %2745 = xor i32 %2738, %2723
  %2746 = xor i32 %2745, %2732
  %2747 = add i32 %2731, -1640531527
  %2748 = add i32 %2732, -1150833019
  %2749 = zext i32 %2744 to i64
  %2750 = mul i64 3528531795, %2749
  %2751 = zext i32 %2746 to i64
  %2752 = mul i64 3449720151, %2751
  %2753 = lshr i64 %2750, 32
  %2754 = trunc i64 %2753 to i32
  %2755 = trunc i64 %2750 to i32
  %2756 = lshr i64 %2752, 32
  %2757 = trunc i64 %2756 to i32
  %2758 = trunc i64 %2752 to i32
  %2759 = xor i32 %2757, %2742
  %2760 = xor i32 %2759, %2747
  %2761 = xor i32 %2754, %2739
  %2762 = xor i32 %2761, %2748
  %2763 = add i32 %2747, -1640531527
  %2764 = add i32 %2748, -1150833019
  %2765 = zext i32 %2760 to i64
  %2766 = mul i64 3528531795, %2765
  %2767 = zext i32 %2762 to i64
  %2768 = mul i64 3449720151, %2767
  %2769 = lshr i64 %2766, 32
  %2770 = trunc i64 %2769 to i32
  %2771 = trunc i64 %2766 to i32
  %2772 = lshr i64 %2768, 32
  %2773 = trunc i64 %2772 to i32
  %2774 = trunc i64 %2768 to i32
  %2775 = xor i32 %2773, %2758
  %2776 = xor i32 %2775, %2763
  %2777 = xor i32 %2770, %2755
  %2778 = xor i32 %2777, %2764
  %2779 = add i32 %2763, -1640531527
  %2780 = add i32 %2764, -1150833019
  %2781 = zext i32 %2776 to i64
  %2782 = mul i64 3528531795, %2781
  %2783 = zext i32 %2778 to i64
  %2784 = mul i64 3449720151, %2783
  %2785 = lshr i64 %2782, 32
  %2786 = trunc i64 %2785 to i32
  %2787 = trunc i64 %2782 to i32
  %2788 = lshr i64 %2784, 32
  %2789 = trunc i64 %2788 to i32
  %2790 = trunc i64 %2784 to i32
  %2791 = xor i32 %2789, %2774
  %2792 = xor i32 %2791, %2779
  %2793 = xor i32 %2786, %2771
  %2794 = xor i32 %2793, %2780
  %2795 = add i32 %2779, -1640531527
  %2796 = add i32 %2780, -1150833019
  %2797 = zext i32 %2792 to i64
  %2798 = mul i64 3528531795, %2797
  %2799 = zext i32 %2794 to i64
  %2800 = mul i64 3449720151, %2799
  %2801 = lshr i64 %2798, 32
  %2802 = trunc i64 %2801 to i32
  %2803 = trunc i64 %2798 to i32
  %2804 = lshr i64 %2800, 32
  %2805 = trunc i64 %2804 to i32
  %2806 = trunc i64 %2800 to i32
  %2807 = xor i32 %2805, %2790
  %2808 = xor i32 %2807, %2795
  %2809 = xor i32 %2802, %2787
  %2810 = xor i32 %2809, %2796
  %2811 = add i32 %2795, -1640531527
  %2812 = add i32 %2796, -1150833019
  %2813 = zext i32 %2808 to i64
  %2814 = mul i64 3528531795, %2813
  %2815 = zext i32 %2810 to i64
  %2816 = mul i64 3449720151, %2815
  %2817 = lshr i64 %2814, 32
  %2818 = trunc i64 %2817 to i32
  %2819 = trunc i64 %2814 to i32
  %2820 = lshr i64 %2816, 32
  %2821 = trunc i64 %2820 to i32
  %2822 = trunc i64 %2816 to i32
  %2823 = xor i32 %2821, %2806
  %2824 = xor i32 %2823, %2811
  %2825 = xor i32 %2818, %2803
  %2826 = xor i32 %2825, %2812
  %2827 = add i32 %2811, -1640531527
  %2828 = add i32 %2812, -1150833019
  %2829 = zext i32 %2824 to i64
  %2830 = mul i64 3528531795, %2829
  %2831 = zext i32 %2826 to i64
  %2832 = mul i64 3449720151, %2831
  %2833 = lshr i64 %2830, 32
  %2834 = trunc i64 %2833 to i32
  %2835 = trunc i64 %2830 to i32
  %2836 = lshr i64 %2832, 32
  %2837 = trunc i64 %2836 to i32
  %2838 = trunc i64 %2832 to i32
  %2839 = xor i32 %2837, %2822
  %2840 = xor i32 %2839, %2827
  %2841 = xor i32 %2834, %2819
  %2842 = xor i32 %2841, %2828
  %2843 = add i32 %2827, -1640531527
  %2844 = add i32 %2828, -1150833019
  %2845 = zext i32 %2840 to i64
  %2846 = mul i64 3528531795, %2845
  %2847 = zext i32 %2842 to i64
  %2848 = mul i64 3449720151, %2847
  %2849 = lshr i64 %2846, 32
  %2850 = trunc i64 %2849 to i32
  %2851 = trunc i64 %2846 to i32
  %2852 = lshr i64 %2848, 32
  %2853 = trunc i64 %2852 to i32
  %2854 = trunc i64 %2848 to i32
  %2855 = xor i32 %2853, %2838
  %2856 = xor i32 %2855, %2843
  %2857 = xor i32 %2850, %2835
  %2858 = xor i32 %2857, %2844
  %2859 = uitofp i32 %2856 to double
  %2860 = fadd double %2859, 5.000000e-01
  %2861 = fmul double %2860, 0x3DF0000000000000
  %2862 = uitofp i32 %2854 to double
  %2863 = fadd double %2862, 5.000000e-01
  %2864 = fmul double %2863, 0x3DF0000000000000
  %2865 = bitcast double %2861 to i64
  %2866 = lshr i64 %2865, 32
  %2867 = add i64 %2866, 614242
  %2868 = lshr i64 %2867, 20
  %2869 = sub i64 %2868, 1023
  %2870 = and i64 %2867, 1048575
  %2871 = add i64 %2870, 1072079006
  %2872 = shl i64 %2871, 32
  %2873 = and i64 %2865, 4294967295
  %2874 = or i64 %2872, %2873
  %2875 = bitcast i64 %2874 to double
  %2876 = fsub double %2875, 1.000000e+00
  %2877 = fmul double 5.000000e-01, %2876
  %2878 = fmul double %2877, %2876
  %2879 = fadd double 2.000000e+00, %2876
  %2880 = fdiv double %2876, %2879
  %2881 = fmul double %2880, %2880
  %2882 = fmul double %2881, %2881
  %2883 = fmul double %2882, 0x3FC39A09D078C69F
  %2884 = fadd double 0x3FCC71C51D8E78AF, %2883
  %2885 = fmul double %2882, %2884
  %2886 = fadd double 0x3FD999999997FA04, %2885
  %2887 = fmul double %2882, %2886
  %2888 = fmul double %2882, 0x3FC2F112DF3E5244
  %2889 = fadd double 0x3FC7466496CB03DE, %2888
  %2890 = fmul double %2882, %2889
  %2891 = fadd double 0x3FD2492494229359, %2890
  %2892 = fmul double %2882, %2891
  %2893 = fadd double 0x3FE5555555555593, %2892
  %2894 = fmul double %2881, %2893
  %2895 = fadd double %2894, %2887
  %2896 = sitofp i64 %2869 to double
  %2897 = fadd double %2878, %2895
  %2898 = fmul double %2880, %2897
  %2899 = fmul double %2896, 0x3DEA39EF35793C76
  %2900 = fadd double %2898, %2899
  %2901 = fsub double %2900, %2878
  %2902 = fadd double %2901, %2876
  %2903 = fmul double %2896, 0x3FE62E42FEE00000
  %2904 = fadd double %2902, %2903
  %2905 = fmul double -2.000000e+00, %2904
  %2906 = call double @llvm.sqrt.f64(double %2905)
  %2907 = fmul double 0x401921FB54442D18, %2864
  %2908 = fmul double %2907, 0x3FE45F306DC9C883
  %2909 = fadd double %2908, 0x4338000000000000
  %2910 = bitcast double %2909 to i64
  %2911 = fsub double %2909, 0x4338000000000000
  %2912 = fmul double %2911, 0x3FF921FB54400000
  %2913 = fsub double %2907, %2912
  %2914 = fmul double %2911, 0x3DD0B4611A626331
  %2915 = fmul double %2911, 0x3DD0B4611A600000
  %2916 = fsub double %2913, %2915
  %2917 = fmul double %2911, 0x3BA3198A2E037073
  %2918 = fsub double %2913, %2916
  %2919 = fsub double %2918, %2915
  %2920 = fsub double %2917, %2919
  %2921 = fsub double %2913, %2914
  %2922 = bitcast double %2907 to i64
  %2923 = lshr i64 %2922, 52
  %2924 = and i64 %2923, 2047
  %2925 = bitcast double %2921 to i64
  %2926 = lshr i64 %2925, 52
  %2927 = and i64 %2926, 2047
  %2928 = add i64 %2927, 16
  %2929 = icmp ult i64 %2928, %2924
  %2930 = select i1 %2929, double %2916, double %2913
  %2931 = select i1 %2929, double %2920, double %2914
  %2932 = fsub double %2930, %2931
  %2933 = fsub double %2930, %2932
  %2934 = fsub double %2933, %2931
  %2935 = fmul double %2932, %2932
  %2936 = fmul double %2935, %2935
  %2937 = fmul double %2935, 0x3EFA01A019CB1590
  %2938 = fadd double 0xBF56C16C16C15177, %2937
  %2939 = fmul double %2935, %2938
  %2940 = fadd double 0x3FA555555555554C, %2939
  %2941 = fmul double %2935, %2940
  %2942 = fmul double %2935, 0xBDA8FAE9BE8838D4
  %2943 = fadd double 0x3E21EE9EBDB4B1C4, %2942
  %2944 = fmul double %2935, %2943
  %2945 = fadd double 0xBE927E4F809C52AD, %2944
  %2946 = fmul double %2936, %2936
  %2947 = fmul double %2946, %2945
  %2948 = fadd double %2941, %2947
  %2949 = fmul double 5.000000e-01, %2935
  %2950 = fsub double 1.000000e+00, %2949
  %2951 = fsub double 1.000000e+00, %2950
  %2952 = fsub double %2951, %2949
  %2953 = fmul double %2935, %2948
  %2954 = fmul double %2932, %2934
  %2955 = fsub double %2953, %2954
  %2956 = fadd double %2952, %2955
  %2957 = fadd double %2950, %2956
  %2958 = fmul double %2932, %2932
  %2959 = fmul double %2958, %2958
  %2960 = fmul double %2958, 0x3EC71DE357B1FE7D
  %2961 = fadd double 0xBF2A01A019C161D5, %2960
  %2962 = fmul double %2958, %2961
  %2963 = fadd double 0x3F8111111110F8A6, %2962
  %2964 = fmul double %2958, 0x3DE5D93A5ACFD57C
  %2965 = fadd double 0xBE5AE5E68A2B9CEB, %2964
  %2966 = fmul double %2958, %2959
  %2967 = fmul double %2966, %2965
  %2968 = fadd double %2963, %2967
  %2969 = fmul double %2958, %2932
  %2970 = fmul double 5.000000e-01, %2934
  %2971 = fmul double %2969, %2968
  %2972 = fsub double %2970, %2971
  %2973 = fmul double %2958, %2972
  %2974 = fsub double %2973, %2934
  %2975 = fmul double %2969, 0xBFC5555555555549
  %2976 = fsub double %2974, %2975
  %2977 = fsub double %2932, %2976
  %2978 = fneg double %2957
  %2979 = fneg double %2977
  %2980 = and i64 %2910, 1
  %2981 = and i64 %2910, 2
  %2982 = icmp eq i64 %2980, 1
  %2983 = icmp eq i64 %2981, 2
  %2984 = select i1 %2983, double %2978, double %2957
  %2985 = select i1 %2983, double %2977, double %2979
  %2986 = select i1 %2982, double %2985, double %2984
  %2987 = fmul double %2906, %2986
  %2988 = fptrunc double %2987 to float
  %2989 = fmul float %2988, %noise_scale31
  %2990 = fadd float %2690, %2989
  %bits266 = bitcast float %2990 to i32
  %magnitude267 = and i32 %bits266, 2147483647
  %is_nan268 = icmp ugt i32 %magnitude267, 2139095040
  %canonical269 = select i1 %is_nan268, i32 2143289344, i32 %bits266
  store i32 %canonical269, ptr %2626, align 4
  br label %slot.done263

slot.done263:                                     ; preds = %slot.then262, %slot.done253
  %feature270 = add i64 %lane, 5120
  %valid271 = icmp ult i64 %feature270, %n_features
  %2991 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid271, label %slot.then272, label %slot.done273

slot.then272:                                     ; preds = %slot.done263
  %2992 = load float, ptr %2991, align 4
  %2993 = fmul float 2.000000e+00, %2992
  %2994 = fmul float 0x3FA99999A0000000, %2993
  %2995 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature270
  %2996 = load float, ptr addrspace(1) %2995, align 4
  %2997 = fmul float -1.000000e+00, %2996
  %2998 = fadd float %2994, %2997
  %2999 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3000 = fdiv float 1.000000e+00, %2999
  %3001 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3002 = fsub float %2992, %3001
  %3003 = fcmp olt float %3002, -1.040000e+02
  %3004 = select i1 %3003, float -1.040000e+02, float %3002
  %3005 = fcmp olt float 8.900000e+01, %3004
  %3006 = select i1 %3005, float 8.900000e+01, float %3004
  %3007 = fmul float %3006, 0x3FF7154760000000
  %3008 = fadd float %3007, 0x4168000000000000
  %3009 = fsub float %3008, 0x4168000000000000
  %3010 = bitcast float %3008 to i32
  %3011 = sub i32 %3010, 1262485504
  %3012 = fmul float %3009, 0x3FE62E4000000000
  %3013 = fsub float %3006, %3012
  %3014 = fmul float %3009, 0x3EB7F7D1C0000000
  %3015 = fsub float %3013, %3014
  %3016 = fmul float %3015, %3015
  %3017 = fmul float %3016, 0x3E66376980000000
  %3018 = fadd float 0xBEBBBD41C0000000, %3017
  %3019 = fmul float %3016, %3018
  %3020 = fadd float 0x3F11566AA0000000, %3019
  %3021 = fmul float %3016, %3020
  %3022 = fadd float 0xBF66C16C20000000, %3021
  %3023 = fmul float %3016, %3022
  %3024 = fadd float 0x3FC5555560000000, %3023
  %3025 = fmul float %3016, %3024
  %3026 = fsub float %3015, %3025
  %3027 = fmul float %3015, %3026
  %3028 = fsub float 2.000000e+00, %3026
  %3029 = fdiv float %3027, %3028
  %3030 = fsub float %3014, %3029
  %3031 = fsub float %3030, %3013
  %3032 = fsub float 1.000000e+00, %3031
  %3033 = add i32 %3011, 256
  %3034 = lshr i32 %3033, 1
  %3035 = sub i32 %3034, 1
  %3036 = add i32 %3011, 255
  %3037 = sub i32 %3036, %3034
  %3038 = shl i32 %3035, 23
  %3039 = shl i32 %3037, 23
  %3040 = bitcast i32 %3038 to float
  %3041 = bitcast i32 %3039 to float
  %3042 = fmul float %3032, %3040
  %3043 = fmul float %3042, %3041
  %3044 = fcmp uno float %3002, %3002
  %3045 = select i1 %3044, float 0x7FF8000000000000, float %3043
  %3046 = fmul float %3000, %3045
  %3047 = fadd float %2998, %3046
  %feature274 = uitofp i64 %feature270 to float
  %3048 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3049 = fcmp oeq float %feature274, %3048
  %3050 = select i1 %3049, float 1.000000e+00, float 0.000000e+00
  %3051 = fcmp une float %3050, 0.000000e+00
  %3052 = select i1 %3051, float 0x3FB99999A0000000, float 0.000000e+00
  %3053 = fadd float %3047, %3052
  %3054 = fmul float %3053, %eta
  %3055 = fsub float %2992, %3054
  %3056 = mul i64 %row, %n_features
  %element275 = add i64 %3056, %feature270
  %3057 = trunc i64 %key0 to i32
  %3058 = lshr i64 %key0, 32
  %3059 = trunc i64 %3058 to i32
  %3060 = trunc i64 %element275 to i32
  %3061 = trunc i64 %key1_step to i32
  %3062 = lshr i64 %key1_step, 32
  %3063 = trunc i64 %3062 to i32
  %3064 = lshr i64 %element275, 32
  %3065 = trunc i64 %3064 to i32
  %3066 = zext i32 %3060 to i64
  %3067 = mul i64 3528531795, %3066
  %3068 = zext i32 %3063 to i64
  %3069 = mul i64 3449720151, %3068
  %3070 = lshr i64 %3067, 32
  %3071 = trunc i64 %3070 to i32
  %3072 = trunc i64 %3067 to i32
  %3073 = lshr i64 %3069, 32
  %3074 = trunc i64 %3073 to i32
  %3075 = trunc i64 %3069 to i32
  %3076 = xor i32 %3074, %3061
  %3077 = xor i32 %3076, %3057
  %3078 = xor i32 %3071, %3065
  %3079 = xor i32 %3078, %3059
  %3080 = add i32 %3057, -1640531527
  %3081 = add i32 %3059, -1150833019
  %3082 = zext i32 %3077 to i64
  %3083 = mul i64 3528531795, %3082
  %3084 = zext i32 %3079 to i64
  %3085 = mul i64 3449720151, %3084
  %3086 = lshr i64 %3083, 32
  %3087 = trunc i64 %3086 to i32
  %3088 = trunc i64 %3083 to i32
  %3089 = lshr i64 %3085, 32
  %3090 = trunc i64 %3089 to i32
  %3091 = trunc i64 %3085 to i32
  %3092 = xor i32 %3090, %3075
  %3093 = xor i32 %3092, %3080
  %3094 = xor i32 %3087, %3072
  %3095 = xor i32 %3094, %3081
  %3096 = add i32 %3080, -1640531527
  %3097 = add i32 %3081, -1150833019
  %3098 = zext i32 %3093 to i64
  %3099 = mul i64 3528531795, %3098
  %3100 = zext i32 %3095 to i64
  %3101 = mul i64 3449720151, %3100
  %3102 = lshr i64 %3099, 32
  %3103 = trunc i64 %3102 to i32
  %3104 = trunc i64 %3099 to i32
  %3105 = lshr i64 %3101, 32
  %3106 = trunc i64 %3105 to i32
  %3107 = trunc i64 %3101 to i32
  %3108 = xor i32 %3106, %3091
  %3109 = xor i32 %3108, %3096
  %3110 = xor i32 %3103, %3088
  %3111 = xor i32 %3110, %3097
  %3112 = add i32 %3096, -1640531527
  %3113 = add i32 %3097, -1150833019
  %3114 = zext i32 %3109 to i64
  %3115 = mul i64 3528531795, %3114
  %3116 = zext i32 %3111 to i64
  %3117 = mul i64 3449720151, %3116
  %3118 = lshr i64 %3115, 32
  %3119 = trunc i64 %3118 to i32
  %3120 = trunc i64 %3115 to i32
  %3121 = lshr i64 %3117, 32
  %3122 = trunc i64 %3121 to i32
  %3123 = trunc i64 %3117 to i32
  %3124 = xor i32 %3122, %3107
  %3125 = xor i32 %3124, %3112
  %3126 = xor i32 %3119, %3104
  %3127 = xor i32 %3126, %3113
  %3128 = add i32 %3112, -1640531527
  %3129 = add i32 %3113, -1150833019
  %3130 = zext i32 %3125 to i64
  %3131 = mul i64 3528531795, %3130
  %3132 = zext i32 %3127 to i64
  %3133 = mul i64 3449720151, %3132
  %3134 = lshr i64 %3131, 32
  %3135 = trunc i64 %3134 to i32
  %3136 = trunc i64 %3131 to i32
  %3137 = lshr i64 %3133, 32
  %3138 = trunc i64 %3137 to i32
  %3139 = trunc i64 %3133 to i32
  %3140 = xor i32 %3138, %3123
  %3141 = xor i32 %3140, %3128
  %3142 = xor i32 %3135, %3120
  %3143 = xor i32 %3142, %3129
  %3144 = add i32 %3128, -1640531527
  %3145 = add i32 %3129, -1150833019
  %3146 = zext i32 %3141 to i64
  %3147 = mul i64 3528531795, %3146
  %3148 = zext i32 %3143 to i64
  %3149 = mul i64 3449720151, %3148
  %3150 = lshr i64 %3147, 32
  %3151 = trunc i64 %3150 to i32
  %3152 = trunc i64 %3147 to i32
  %3153 = lshr i64 %3149, 32
  %3154 = trunc i64 %3153 to i32
  %3155 = trunc i64 %3149 to i32
  %3156 = xor i32 %3154, %3139
  %3157 = xor i32 %3156, %3144
  %3158 = xor i32 %3151, %3136
  %3159 = xor i32 %3158, %3145
  %3160 = add i32 %3144, -1640531527
  %3161 = add i32 %3145, -1150833019
  %3162 = zext i32 %3157 to i64
  %3163 = mul i64 3528531795, %3162
  %3164 = zext i32 %3159 to i64
  %3165 = mul i64 3449720151, %3164
  %3166 = lshr i64 %3163, 32
  %3167 = trunc i64 %3166 to i32
  %3168 = trunc i64 %3163 to i32
  %3169 = lshr i64 %3165, 32
  %3170 = trunc i64 %3169 to i32
  %3171 = trunc i64 %3165 to i32
  %3172 = xor i32 %3170, %3155
  %3173 = xor i32 %3172, %3160
  %3174 = xor i32 %3167, %3152
  %3175 = xor i32 %3174, %3161
  %3176 = add i32 %3160, -1640531527
  %3177 = add i32 %3161, -1150833019
  %3178 = zext i32 %3173 to i64
  %3179 = mul i64 3528531795, %3178
  %3180 = zext i32 %3175 to i64
  %3181 = mul i64 3449720151, %3180
  %3182 = lshr i64 %3179, 32
  %3183 = trunc i64 %3182 to i32
  %3184 = trunc i64 %3179 to i32
  %3185 = lshr i64 %3181, 32
  %3186 = trunc i64 %3185 to i32
  %3187 = trunc i64 %3181 to i32
  %3188 = xor i32 %3186, %3171
  %3189 = xor i32 %3188, %3176
  %3190 = xor i32 %3183, %3168
  %3191 = xor i32 %3190, %3177
  %3192 = add i32 %3176, -1640531527
  %3193 = add i32 %3177, -1150833019
  %3194 = zext i32 %3189 to i64
  %3195 = mul i64 3528531795, %3194
  %3196 = zext i32 %3191 to i64
  %3197 = mul i64 3449720151, %3196
  %3198 = lshr i64 %3195, 32
  %3199 = trunc i64 %3198 to i32
  %3200 = trunc i64 %3195 to i32
  %3201 = lshr i64 %3197, 32
  %3202 = trunc i64 %3201 to i32
  %3203 = trunc i64 %3197 to i32
  %3204 = xor i32 %3202, %3187
  %3205 = xor i32 %3204, %3192
  %3206 = xor i32 %3199, %3184
  %3207 = xor i32 %3206, %3193
  %3208 = add i32 %3192, -1640531527
  %3209 = add i32 %3193, -1150833019
  %3210 = zext i32 %3205 to i64
  %3211 = mul i64 3528531795, %3210
  %3212 = zext i32 %3207 to i64
  %3213 = mul i64 3449720151, %3212
  %3214 = lshr i64 %3211, 32
  %3215 = trunc i64 %3214 to i32
  %3216 = trunc i64 %3211 to i32
  %3217 = lshr i64 %3213, 32
  %3218 = trunc i64 %3217 to i32
  %3219 = trunc i64 %3213 to i32
  %3220 = xor i32 %3218, %3203
  %3221 = xor i32 %3220, %3208
  %3222 = xor i32 %3215, %3200
  %3223 = xor i32 %3222, %3209
  %3224 = uitofp i32 %3221 to double
  %3225 = fadd double %3224, 5.000000e-01
  %3226 = fmul double %3225, 0x3DF0000000000000
  %3227 = uitofp i32 %3219 to double
  %3228 = fadd double %3227, 5.000000e-01
  %3229 = fmul double %3228, 0x3DF0000000000000
  %3230 = bitcast double %3226 to i64
  %3231 = lshr i64 %3230, 32
  %3232 = add i64 %3231, 614242
  %3233 = lshr i64 %3232, 20
  %3234 = sub i64 %3233, 1023
  %3235 = and i64 %3232, 1048575
  %3236 = add i64 %3235, 1072079006
  %3237 = shl i64 %3236, 32
  %3238 = and i64 %3230, 4294967295
  %3239 = or i64 %3237, %3238
  %3240 = bitcast i64 %3239 to double
  %3241 = fsub double %3240, 1.000000e+00
  %3242 = fmul double 5.000000e-01, %3241
  %3243 = fmul double %3242, %3241
  %3244 = fadd double 2.000000e+00, %3241
  %3245 = fdiv double %3241, %3244
  %3246 = fmul double %3245, %3245
  %3247 = fmul double %3246, %3246
  %3248 = fmul double %3247, 0x3FC39A09D078C69F
  %3249 = fadd double 0x3FCC71C51D8E78AF, %3248
  %3250 = fmul double %3247, %3249
  %3251 = fadd double 0x3FD999999997FA04, %3250
  %3252 = fmul double %3247, %3251
  %3253 = fmul double %3247, 0x3FC2F112DF3E5244
  %3254 = fadd double 0x3FC7466496CB03DE, %3253
  %3255 = fmul double %3247, %3254
  %3256 = fadd double 0x3FD2492494229359, %3255
  %3257 = fmul double %3247, %3256
  %3258 = fadd double 0x3FE5555555555593, %3257
  %3259 = fmul double %3246, %3258
  %3260 = fadd double %3259, %3252
  %3261 = sitofp i64 %3234 to double
  %3262 = fadd double %3243, %3260
  %3263 = fmul double %3245, %3262
  %3264 = fmul double %3261, 0x3DEA39EF35793C76
  %3265 = fadd double %3263, %3264
  %3266 = fsub double %3265, %3243
  %3267 = fadd double %3266, %3241
  %3268 = fmul double %3261, 0x3FE62E42FEE00000
  %3269 = fadd double %3267, %3268
  %3270 = fmul double -2.000000e+00, %3269
  %3271 = call double @llvm.sqrt.f64(double %3270)
  %3272 = fmul double 0x401921FB54442D18, %3229
  %3273 = fmul double %3272, 0x3FE45F306DC9C883
  %3274 = fadd double %3273, 0x4338000000000000
  %3275 = bitcast double %3274 to i64
  %3276 = fsub double %3274, 0x4338000000000000
  %3277 = fmul double %3276, 0x3FF921FB54400000
  %3278 = fsub double %3272, %3277
  %3279 = fmul double %3276, 0x3DD0B4611A626331
  %3280 = fmul double %3276, 0x3DD0B4611A600000
  %3281 = fsub double %3278, %3280
  %3282 = fmul double %3276, 0x3BA3198A2E037073
  %3283 = fsub double %3278, %3281
  %3284 = fsub double %3283, %3280
  %3285 = fsub double %3282, %3284
  %3286 = fsub double %3278, %3279
  %3287 = bitcast double %3272 to i64
  %3288 = lshr i64 %3287, 52
  %3289 = and i64 %3288, 2047
  %3290 = bitcast double %3286 to i64
  %3291 = lshr i64 %3290, 52
  %3292 = and i64 %3291, 2047
  %3293 = add i64 %3292, 16
  %3294 = icmp ult i64 %3293, %3289
  %3295 = select i1 %3294, double %3281, double %3278
  %3296 = select i1 %3294, double %3285, double %3279
  %3297 = fsub double %3295, %3296
  %3298 = fsub double %3295, %3297
  %3299 = fsub double %3298, %3296
  %3300 = fmul double %3297, %3297
  %3301 = fmul double %3300, %3300
  %3302 = fmul double %3300, 0x3EFA01A019CB1590
  %3303 = fadd double 0xBF56C16C16C15177, %3302
  %3304 = fmul double %3300, %3303
  %3305 = fadd double 0x3FA555555555554C, %3304
  %3306 = fmul double %3300, %3305
  %3307 = fmul double %3300, 0xBDA8FAE9BE8838D4
  %3308 = fadd double 0x3E21EE9EBDB4B1C4, %3307
  %3309 = fmul double %3300, %3308
  %3310 = fadd double 0xBE927E4F809C52AD, %3309
  %3311 = fmul double %3301, %3301
  %3312 = fmul double %3311, %3310
  %3313 = fadd double %3306, %3312
  %3314 = fmul double 5.000000e-01, %3300
  %3315 = fsub double 1.000000e+00, %3314
  %3316 = fsub double 1.000000e+00, %3315
  %3317 = fsub double %3316, %3314
  %3318 = fmul double %3300, %3313
  %3319 = fmul double %3297, %3299
  %3320 = fsub double %3318, %3319
  %3321 = fadd double %3317, %3320
  %3322 = fadd double %3315, %3321
  %3323 = fmul double %3297, %3297
  %3324 = fmul double %3323, %3323
  %3325 = fmul double %3323, 0x3EC71DE357B1FE7D
  %3326 = fadd double 0xBF2A01A019C161D5, %3325
  %3327 = fmul double %3323, %3326
  %3328 = fadd double 0x3F8111111110F8A6, %3327
  %3329 = fmul double %3323, 0x3DE5D93A5ACFD57C
  %3330 = fadd double 0xBE5AE5E68A2B9CEB, %3329
  %3331 = fmul double %3323, %3324
  %3332 = fmul double %3331, %3330
  %3333 = fadd double %3328, %3332
  %3334 = fmul double %3323, %3297
  %3335 = fmul double 5.000000e-01, %3299
  %3336 = fmul double %3334, %3333
  %3337 = fsub double %3335, %3336
  %3338 = fmul double %3323, %3337
  %3339 = fsub double %3338, %3299
  %3340 = fmul double %3334, 0xBFC5555555555549
  %3341 = fsub double %3339, %3340
  %3342 = fsub double %3297, %3341
  %3343 = fneg double %3322
  %3344 = fneg double %3342
  %3345 = and i64 %3275, 1
  %3346 = and i64 %3275, 2
  %3347 = icmp eq i64 %3345, 1
  %3348 = icmp eq i64 %3346, 2
  %3349 = select i1 %3348, double %3343, double %3322
  %3350 = select i1 %3348, double %3342, double %3344
  %3351 = select i1 %3347, double %3350, double %3349
  %3352 = fmul double %3271, %3351
  %3353 = fptrunc double %3352 to float
  %3354 = fmul float %3353, %noise_scale31
  %3355 = fadd float %3055, %3354
  %bits276 = bitcast float %3355 to i32
  %magnitude277 = and i32 %bits276, 2147483647
  %is_nan278 = icmp ugt i32 %magnitude277, 2139095040
  %canonical279 = select i1 %is_nan278, i32 2143289344, i32 %bits276
  store i32 %canonical279, ptr %2991, align 4
  br label %slot.done273

slot.done273:                                     ; preds = %slot.then272, %slot.done263
  %feature280 = add i64 %lane, 6144
  %valid281 = icmp ult i64 %feature280, %n_features
  %3356 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid281, label %slot.then282, label %slot.done283

slot.then282:                                     ; preds = %slot.done273
  %3357 = load float, ptr %3356, align 4
  %3358 = fmul float 2.000000e+00, %3357
  %3359 = fmul float 0x3FA99999A0000000, %3358
  %3360 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature280
  %3361 = load float, ptr addrspace(1) %3360, align 4
  %3362 = fmul float -1.000000e+00, %3361
  %3363 = fadd float %3359, %3362
  %3364 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3365 = fdiv float 1.000000e+00, %3364
  %3366 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3367 = fsub float %3357, %3366
  %3368 = fcmp olt float %3367, -1.040000e+02
  %3369 = select i1 %3368, float -1.040000e+02, float %3367
  %3370 = fcmp olt float 8.900000e+01, %3369
  %3371 = select i1 %3370, float 8.900000e+01, float %3369
  %3372 = fmul float %3371, 0x3FF7154760000000
  %3373 = fadd float %3372, 0x4168000000000000
  %3374 = fsub float %3373, 0x4168000000000000
  %3375 = bitcast float %3373 to i32
  %3376 = sub i32 %3375, 1262485504
  %3377 = fmul float %3374, 0x3FE62E4000000000
  %3378 = fsub float %3371, %3377
  %3379 = fmul float %3374, 0x3EB7F7D1C0000000
  %3380 = fsub float %3378, %3379
  %3381 = fmul float %3380, %3380
  %3382 = fmul float %3381, 0x3E66376980000000
  %3383 = fadd float 0xBEBBBD41C0000000, %3382
  %3384 = fmul float %3381, %3383
  %3385 = fadd float 0x3F11566AA0000000, %3384
  %3386 = fmul float %3381, %3385
  %3387 = fadd float 0xBF66C16C20000000, %3386
  %3388 = fmul float %3381, %3387
  %3389 = fadd float 0x3FC5555560000000, %3388
  %3390 = fmul float %3381, %3389
  %3391 = fsub float %3380, %3390
  %3392 = fmul float %3380, %3391
  %3393 = fsub float 2.000000e+00, %3391
  %3394 = fdiv float %3392, %3393
  %3395 = fsub float %3379, %3394
  %3396 = fsub float %3395, %3378
  %3397 = fsub float 1.000000e+00, %3396
  %3398 = add i32 %3376, 256
  %3399 = lshr i32 %3398, 1
  %3400 = sub i32 %3399, 1
  %3401 = add i32 %3376, 255
  %3402 = sub i32 %3401, %3399
  %3403 = shl i32 %3400, 23
  %3404 = shl i32 %3402, 23
  %3405 = bitcast i32 %3403 to float
  %3406 = bitcast i32 %3404 to float
  %3407 = fmul float %3397, %3405
  %3408 = fmul float %3407, %3406
  %3409 = fcmp uno float %3367, %3367
  %3410 = select i1 %3409, float 0x7FF8000000000000, float %3408
  %3411 = fmul float %3365, %3410
  %3412 = fadd float %3363, %3411
  %feature284 = uitofp i64 %feature280 to float
  %3413 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3414 = fcmp oeq float %feature284, %3413
  %3415 = select i1 %3414, float 1.000000e+00, float 0.000000e+00
  %3416 = fcmp une float %3415, 0.000000e+00
  %3417 = select i1 %3416, float 0x3FB99999A0000000, float 0.000000e+00
  %3418 = fadd float %3412, %3417
  %3419 = fmul float %3418, %eta
  %3420 = fsub float %3357, %3419
  %3421 = mul i64 %row, %n_features
  %element285 = add i64 %3421, %feature280
  %3422 = trunc i64 %key0 to i32
  %3423 = lshr i64 %key0, 32
  %3424 = trunc i64 %3423 to i32
  %3425 = trunc i64 %element285 to i32
  %3426 = trunc i64 %key1_step to i32
  %3427 = lshr i64 %key1_step, 32
  %3428 = trunc i64 %3427 to i32
  %3429 = lshr i64 %element285, 32
  %3430 = trunc i64 %3429 to i32
  %3431 = zext i32 %3425 to i64
  %3432 = mul i64 3528531795, %3431
  %3433 = zext i32 %3428 to i64
  %3434 = mul i64 3449720151, %3433
  %3435 = lshr i64 %3432, 32
  %3436 = trunc i64 %3435 to i32
  %3437 = trunc i64 %3432 to i32
  %3438 = lshr i64 %3434, 32
  %3439 = trunc i64 %3438 to i32
  %3440 = trunc i64 %3434 to i32
  %3441 = xor i32 %3439, %3426
  %3442 = xor i32 %3441, %3422
  %3443 = xor i32 %3436, %3430
  %3444 = xor i32 %3443, %3424
  %3445 = add i32 %3422, -1640531527
  %3446 = add i32 %3424, -1150833019
  %3447 = zext i32 %3442 to i64
  %3448 = mul i64 3528531795, %3447
  %3449 = zext i32 %3444 to i64
  %3450 = mul i64 3449720151, %3449
  %3451 = lshr i64 %3448, 32
  %3452 = trunc i64 %3451 to i32
  %3453 = trunc i64 %3448 to i32
  %3454 = lshr i64 %3450, 32
  %3455 = trunc i64 %3454 to i32
  %3456 = trunc i64 %3450 to i32
  %3457 = xor i32 %3455, %3440
  %3458 = xor i32 %3457, %3445
  %3459 = xor i32 %3452, %3437
  %3460 = xor i32 %3459, %3446
  %3461 = add i32 %3445, -1640531527
  %3462 = add i32 %3446, -1150833019
  %3463 = zext i32 %3458 to i64
  %3464 = mul i64 3528531795, %3463
  %3465 = zext i32 %3460 to i64
  %3466 = mul i64 3449720151, %3465
  %3467 = lshr i64 %3464, 32
  %3468 = trunc i64 %3467 to i32
  %3469 = trunc i64 %3464 to i32
  %3470 = lshr i64 %3466, 32
  %3471 = trunc i64 %3470 to i32
  %3472 = trunc i64 %3466 to i32
  %3473 = xor i32 %3471, %3456
  %3474 = xor i32 %3473, %3461
  %3475 = xor i32 %3468, %3453
  %3476 = xor i32 %3475, %3462
  %3477 = add i32 %3461, -1640531527
  %3478 = add i32 %3462, -1150833019
  %3479 = zext i32 %3474 to i64
  %3480 = mul i64 3528531795, %3479
  %3481 = zext i32 %3476 to i64
  %3482 = mul i64 3449720151, %3481
  %3483 = lshr i64 %3480, 32
  %3484 = trunc i64 %3483 to i32
  %3485 = trunc i64 %3480 to i32
  %3486 = lshr i64 %3482, 32
  %3487 = trunc i64 %3486 to i32
  %3488 = trunc i64 %3482 to i32
  %3489 = xor i32 %3487, %3472
  %3490 = xor i32 %3489, %3477
  %3491 = xor i32 %3484, %3469
  %3492 = xor i32 %3491, %3478
  %3493 = add i32 %3477, -1640531527
  %3494 = add i32 %3478, -1150833019
  %3495 = zext i32 %3490 to i64
  %3496 = mul i64 3528531795, %3495
  %3497 = zext i32 %3492 to i64
  %3498 = mul i64 3449720151, %3497
  %3499 = lshr i64 %3496, 32
  %3500 = trunc i64 %3499 to i32
  %3501 = trunc i64 %3496 to i32
  %3502 = lshr i64 %3498, 32
  %3503 = trunc i64 %3502 to i32
  %3504 = trunc i64 %3498 to i32
  %3505 = xor i32 %3503, %3488
  %3506 = xor i32 %3505, %3493
  %3507 = xor i32 %3500, %3485
  %3508 = xor i32 %3507, %3494
  %3509 = add i32 %3493, -1640531527
  %3510 = add i32 %3494, -1150833019
  %3511 = zext i32 %3506 to i64
  %3512 = mul i64 3528531795, %3511
  %3513 = zext i32 %3508 to i64
  %3514 = mul i64 3449720151, %3513
  %3515 = lshr i64 %3512, 32
  %3516 = trunc i64 %3515 to i32
  %3517 = trunc i64 %3512 to i32
  %3518 = lshr i64 %3514, 32
  %3519 = trunc i64 %3518 to i32
  %3520 = trunc i64 %3514 to i32
  %3521 = xor i32 %3519, %3504
  %3522 = xor i32 %3521, %3509
  %3523 = xor i32 %3516, %3501
  %3524 = xor i32 %3523, %3510
  %3525 = add i32 %3509, -1640531527
  %3526 = add i32 %3510, -1150833019
  %3527 = zext i32 %3522 to i64
  %3528 = mul i64 3528531795, %3527
  %3529 = zext i32 %3524 to i64
  %3530 = mul i64 3449720151, %3529
  %3531 = lshr i64 %3528, 32
  %3532 = trunc i64 %3531 to i32
  %3533 = trunc i64 %3528 to i32
  %3534 = lshr i64 %3530, 32
  %3535 = trunc i64 %3534 to i32
  %3536 = trunc i64 %3530 to i32
  %3537 = xor i32 %3535, %3520
  %3538 = xor i32 %3537, %3525
  %3539 = xor i32 %3532, %3517
  %3540 = xor i32 %3539, %3526
  %3541 = add i32 %3525, -1640531527
  %3542 = add i32 %3526, -1150833019
  %3543 = zext i32 %3538 to i64
  %3544 = mul i64 3528531795, %3543
  %3545 = zext i32 %3540 to i64
  %3546 = mul i64 3449720151, %3545
  %3547 = lshr i64 %3544, 32
  %3548 = trunc i64 %3547 to i32
  %3549 = trunc i64 %3544 to i32
  %3550 = lshr i64 %3546, 32
  %3551 = trunc i64 %3550 to i32
  %3552 = trunc i64 %3546 to i32
  %3553 = xor i32 %3551, %3536
  %3554 = xor i32 %3553, %3541
  %3555 = xor i32 %3548, %3533
  %3556 = xor i32 %3555, %3542
  %3557 = add i32 %3541, -1640531527
  %3558 = add i32 %3542, -1150833019
  %3559 = zext i32 %3554 to i64
  %3560 = mul i64 3528531795, %3559
  %3561 = zext i32 %3556 to i64
  %3562 = mul i64 3449720151, %3561
  %3563 = lshr i64 %3560, 32
  %3564 = trunc i64 %3563 to i32
  %3565 = trunc i64 %3560 to i32
  %3566 = lshr i64 %3562, 32
  %3567 = trunc i64 %3566 to i32
  %3568 = trunc i64 %3562 to i32
  %3569 = xor i32 %3567, %3552
  %3570 = xor i32 %3569, %3557
  %3571 = xor i32 %3564, %3549
  %3572 = xor i32 %3571, %3558
  %3573 = add i32 %3557, -1640531527
  %3574 = add i32 %3558, -1150833019
  %3575 = zext i32 %3570 to i64
  %3576 = mul i64 3528531795, %3575
  %3577 = zext i32 %3572 to i64
  %3578 = mul i64 3449720151, %3577
  %3579 = lshr i64 %3576, 32
  %3580 = trunc i64 %3579 to i32
  %3581 = trunc i64 %3576 to i32
  %3582 = lshr i64 %3578, 32
  %3583 = trunc i64 %3582 to i32
  %3584 = trunc i64 %3578 to i32
  %3585 = xor i32 %3583, %3568
  %3586 = xor i32 %3585, %3573
  %3587 = xor i32 %3580, %3565
  %3588 = xor i32 %3587, %3574
  %3589 = uitofp i32 %3586 to double
  %3590 = fadd double %3589, 5.000000e-01
  %3591 = fmul double %3590, 0x3DF0000000000000
  %3592 = uitofp i32 %3584 to double
  %3593 = fadd double %3592, 5.000000e-01
  %3594 = fmul double %3593, 0x3DF0000000000000
  %3595 = bitcast double %3591 to i64
  %3596 = lshr i64 %3595, 32
  %3597 = add i64 %3596, 614242
  %3598 = lshr i64 %3597, 20
  %3599 = sub i64 %3598, 1023
  %3600 = and i64 %3597, 1048575
  %3601 = add i64 %3600, 1072079006
  %3602 = shl i64 %3601, 32
  %3603 = and i64 %3595, 4294967295
  %3604 = or i64 %3602, %3603
  %3605 = bitcast i64 %3604 to double
  %3606 = fsub double %3605, 1.000000e+00
  %3607 = fmul double 5.000000e-01, %3606
  %3608 = fmul double %3607, %3606
  %3609 = fadd double 2.000000e+00, %3606
  %3610 = fdiv double %3606, %3609
  %3611 = fmul double %3610, %3610
  %3612 = fmul double %3611, %3611
  %3613 = fmul double %3612, 0x3FC39A09D078C69F
  %3614 = fadd double 0x3FCC71C51D8E78AF, %3613
  %3615 = fmul double %3612, %3614
  %3616 = fadd double 0x3FD999999997FA04, %3615
  %3617 = fmul double %3612, %3616
  %3618 = fmul double %3612, 0x3FC2F112DF3E5244
  %3619 = fadd double 0x3FC7466496CB03DE, %3618
  %3620 = fmul double %3612, %3619
  %3621 = fadd double 0x3FD2492494229359, %3620
  %3622 = fmul double %3612, %3621
  %3623 = fadd double 0x3FE5555555555593, %3622
  %3624 = fmul double %3611, %3623
  %3625 = fadd double %3624, %3617
  %3626 = sitofp i64 %3599 to double
  %3627 = fadd double %3608, %3625
  %3628 = fmul double %3610, %3627
  %3629 = fmul double %3626, 0x3DEA39EF35793C76
  %3630 = fadd double %3628, %3629
  %3631 = fsub double %3630, %3608
  %3632 = fadd double %3631, %3606
  %3633 = fmul double %3626, 0x3FE62E42FEE00000
  %3634 = fadd double %3632, %3633
  %3635 = fmul double -2.000000e+00, %3634
  %3636 = call double @llvm.sqrt.f64(double %3635)
  %3637 = fmul double 0x401921FB54442D18, %3594
  %3638 = fmul double %3637, 0x3FE45F306DC9C883
  %3639 = fadd double %3638, 0x4338000000000000
  %3640 = bitcast double %3639 to i64
  %3641 = fsub double %3639, 0x4338000000000000
  %3642 = fmul double %3641, 0x3FF921FB54400000
  %3643 = fsub double %3637, %3642
  %3644 = fmul double %3641, 0x3DD0B4611A626331
  %3645 = fmul double %3641, 0x3DD0B4611A600000
  %3646 = fsub double %3643, %3645
  %3647 = fmul double %3641, 0x3BA3198A2E037073
  %3648 = fsub double %3643, %3646
  %3649 = fsub double %3648, %3645
  %3650 = fsub double %3647, %3649
  %3651 = fsub double %3643, %3644
  %3652 = bitcast double %3637 to i64
  %3653 = lshr i64 %3652, 52
  %3654 = and i64 %3653, 2047
  %3655 = bitcast double %3651 to i64
  %3656 = lshr i64 %3655, 52
  %3657 = and i64 %3656, 2047
  %3658 = add i64 %3657, 16
  %3659 = icmp ult i64 %3658, %3654
  %3660 = select i1 %3659, double %3646, double %3643
  %3661 = select i1 %3659, double %3650, double %3644
  %3662 = fsub double %3660, %3661
  %3663 = fsub double %3660, %3662
  %3664 = fsub double %3663, %3661
  %3665 = fmul double %3662, %3662
  %3666 = fmul double %3665, %3665
  %3667 = fmul double %3665, 0x3EFA01A019CB1590
  %3668 = fadd double 0xBF56C16C16C15177, %3667
  %3669 = fmul double %3665, %3668
  %3670 = fadd double 0x3FA555555555554C, %3669
  %3671 = fmul double %3665, %3670
  %3672 = fmul double %3665, 0xBDA8FAE9BE8838D4
  %3673 = fadd double 0x3E21EE9EBDB4B1C4, %3672
  %3674 = fmul double %3665, %3673
  %3675 = fadd double 0xBE927E4F809C52AD, %3674
  %3676 = fmul double %3666, %3666
  %3677 = fmul double %3676, %3675
  %3678 = fadd double %3671, %3677
  %3679 = fmul double 5.000000e-01, %3665
  %3680 = fsub double 1.000000e+00, %3679
  %3681 = fsub double 1.000000e+00, %3680
  %3682 = fsub double %3681, %3679
  %3683 = fmul double %3665, %3678
  %3684 = fmul double %3662, %3664
  %3685 = fsub double %3683, %3684
  %3686 = fadd double %3682, %3685
  %3687 = fadd double %3680, %3686
  %3688 = fmul double %3662, %3662
  %3689 = fmul double %3688, %3688
  %3690 = fmul double %3688, 0x3EC71DE357B1FE7D
  %3691 = fadd double 0xBF2A01A019C161D5, %3690
  %3692 = fmul double %3688, %3691
  %3693 = fadd double 0x3F8111111110F8A6, %3692
  %3694 = fmul double %3688, 0x3DE5D93A5ACFD57C
  %3695 = fadd double 0xBE5AE5E68A2B9CEB, %3694
  %3696 = fmul double %3688, %3689
  %3697 = fmul double %3696, %3695
  %3698 = fadd double %3693, %3697
  %3699 = fmul double %3688, %3662
  %3700 = fmul double 5.000000e-01, %3664
  %3701 = fmul double %3699, %3698
  %3702 = fsub double %3700, %3701
  %3703 = fmul double %3688, %3702
  %3704 = fsub double %3703, %3664
  %3705 = fmul double %3699, 0xBFC5555555555549
  %3706 = fsub double %3704, %3705
  %3707 = fsub double %3662, %3706
  %3708 = fneg double %3687
  %3709 = fneg double %3707
  %3710 = and i64 %3640, 1
  %3711 = and i64 %3640, 2
  %3712 = icmp eq i64 %3710, 1
  %3713 = icmp eq i64 %3711, 2
  %3714 = select i1 %3713, double %3708, double %3687
  %3715 = select i1 %3713, double %3707, double %3709
  %3716 = select i1 %3712, double %3715, double %3714
  %3717 = fmul double %3636, %3716
  %3718 = fptrunc double %3717 to float
  %3719 = fmul float %3718, %noise_scale31
  %3720 = fadd float %3420, %3719
  %bits286 = bitcast float %3720 to i32
  %magnitude287 = and i32 %bits286, 2147483647
  %is_nan288 = icmp ugt i32 %magnitude287, 2139095040
  %canonical289 = select i1 %is_nan288, i32 2143289344, i32 %bits286
  store i32 %canonical289, ptr %3356, align 4
  br label %slot.done283

slot.done283:                                     ; preds = %slot.then282, %slot.done273
  %feature290 = add i64 %lane, 7168
  %valid291 = icmp ult i64 %feature290, %n_features
  %3721 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid291, label %slot.then292, label %slot.done293

slot.then292:                                     ; preds = %slot.done283
  %3722 = load float, ptr %3721, align 4
  %3723 = fmul float 2.000000e+00, %3722
  %3724 = fmul float 0x3FA99999A0000000, %3723
  %3725 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature290
  %3726 = load float, ptr addrspace(1) %3725, align 4
  %3727 = fmul float -1.000000e+00, %3726
  %3728 = fadd float %3724, %3727
  %3729 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %3730 = fdiv float 1.000000e+00, %3729
  %3731 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %3732 = fsub float %3722, %3731
  %3733 = fcmp olt float %3732, -1.040000e+02
  %3734 = select i1 %3733, float -1.040000e+02, float %3732
  %3735 = fcmp olt float 8.900000e+01, %3734
  %3736 = select i1 %3735, float 8.900000e+01, float %3734
  %3737 = fmul float %3736, 0x3FF7154760000000
  %3738 = fadd float %3737, 0x4168000000000000
  %3739 = fsub float %3738, 0x4168000000000000
  %3740 = bitcast float %3738 to i32
  %3741 = sub i32 %3740, 1262485504
  %3742 = fmul float %3739, 0x3FE62E4000000000
  %3743 = fsub float %3736, %3742
  %3744 = fmul float %3739, 0x3EB7F7D1C0000000
  %3745 = fsub float %3743, %3744
  %3746 = fmul float %3745, %3745
  %3747 = fmul float %3746, 0x3E66376980000000
  %3748 = fadd float 0xBEBBBD41C0000000, %3747
  %3749 = fmul float %3746, %3748
  %3750 = fadd float 0x3F11566AA0000000, %3749
  %3751 = fmul float %3746, %3750
  %3752 = fadd float 0xBF66C16C20000000, %3751
  %3753 = fmul float %3746, %3752
  %3754 = fadd float 0x3FC5555560000000, %3753
  %3755 = fmul float %3746, %3754
  %3756 = fsub float %3745, %3755
  %3757 = fmul float %3745, %3756
  %3758 = fsub float 2.000000e+00, %3756
  %3759 = fdiv float %3757, %3758
  %3760 = fsub float %3744, %3759
  %3761 = fsub float %3760, %3743
  %3762 = fsub float 1.000000e+00, %3761
  %3763 = add i32 %3741, 256
  %3764 = lshr i32 %3763, 1
  %3765 = sub i32 %3764, 1
  %3766 = add i32 %3741, 255
  %3767 = sub i32 %3766, %3764
  %3768 = shl i32 %3765, 23
  %3769 = shl i32 %3767, 23
  %3770 = bitcast i32 %3768 to float
  %3771 = bitcast i32 %3769 to float
  %3772 = fmul float %3762, %3770
  %3773 = fmul float %3772, %3771
  %3774 = fcmp uno float %3732, %3732
  %3775 = select i1 %3774, float 0x7FF8000000000000, float %3773
  %3776 = fmul float %3730, %3775
  %3777 = fadd float %3728, %3776
  %feature294 = uitofp i64 %feature290 to float
  %3778 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %3779 = fcmp oeq float %feature294, %3778
  %3780 = select i1 %3779, float 1.000000e+00, float 0.000000e+00
  %3781 = fcmp une float %3780, 0.000000e+00
  %3782 = select i1 %3781, float 0x3FB99999A0000000, float 0.000000e+00
  %3783 = fadd float %3777, %3782
  %3784 = fmul float %3783, %eta
  %3785 = fsub float %3722, %3784
  %3786 = mul i64 %row, %n_features
  %element295 = add i64 %3786, %feature290
  %3787 = trunc i64 %key0 to i32
  %3788 = lshr i64 %key0, 32
  %3789 = trunc i64 %3788 to i32
  %3790 = trunc i64 %element295 to i32
  %3791 = trunc i64 %key1_step to i32
  %3792 = lshr i64 %key1_step, 32
  %3793 = trunc i64 %3792 to i32
  %3794 = lshr i64 %element295, 32
  %3795 = trunc i64 %3794 to i32
  %3796 = zext i32 %3790 to i64
  %3797 = mul i64 3528531795, %3796
  %3798 = zext i32 %3793 to i64
  %3799 = mul i64 3449720151, %3798
  %3800 = lshr i64 %3797, 32
  %3801 = trunc i64 %3800 to i32
  %3802 = trunc i64 %3797 to i32
  %3803 = lshr i64 %3799, 32
  %3804 = trunc i64 %3803 to i32
  %3805 = trunc i64 %3799 to i32
  %3806 = xor i32 %3804, %3791
  %3807 = xor i32 %3806, %3787
  %3808 = xor i32 %3801, %3795
  %3809 = xor i32 %3808, %3789
  %3810 = add i32 %3787, -1640531527
  %3811 = add i32 %3789, -1150833019
  %3812 = zext i32 %3807 to i64
  %3813 = mul i64 3528531795, %3812
  %3814 = zext i32 %3809 to i64
  %3815 = mul i64 3449720151, %3814
  %3816 = lshr i64 %3813, 32
  %3817 = trunc i64 %3816 to i32
  %3818 = trunc i64 %3813 to i32
  %3819 = lshr i64 %3815, 32
  %3820 = trunc i64 %3819 to i32
  %3821 = trunc i64 %3815 to i32
  %3822 = xor i32 %3820, %3805
  %3823 = xor i32 %3822, %3810
  %3824 = xor i32 %3817, %3802
  %3825 = xor i32 %3824, %3811
  %3826 = add i32 %3810, -1640531527
  %3827 = add i32 %3811, -1150833019
  %3828 = zext i32 %3823 to i64
  %3829 = mul i64 3528531795, %3828
  %3830 = zext i32 %3825 to i64
  %3831 = mul i64 3449720151, %3830
  %3832 = lshr i64 %3829, 32
  %3833 = trunc i64 %3832 to i32
  %3834 = trunc i64 %3829 to i32
  %3835 = lshr i64 %3831, 32
  %3836 = trunc i64 %3835 to i32
  %3837 = trunc i64 %3831 to i32
  %3838 = xor i32 %3836, %3821
  %3839 = xor i32 %3838, %3826
  %3840 = xor i32 %3833, %3818
  %3841 = xor i32 %3840, %3827
  %3842 = add i32 %3826, -1640531527
  %3843 = add i32 %3827, -1150833019
  %3844 = zext i32 %3839 to i64
  %3845 = mul i64 3528531795, %3844
  %3846 = zext i32 %3841 to i64
  %3847 = mul i64 3449720151, %3846
  %3848 = lshr i64 %3845, 32
  %3849 = trunc i64 %3848 to i32
  %3850 = trunc i64 %3845 to i32
  %3851 = lshr i64 %3847, 32
  %3852 = trunc i64 %3851 to i32
  %3853 = trunc i64 %3847 to i32
  %3854 = xor i32 %3852, %3837
  %3855 = xor i32 %3854, %3842
  %3856 = xor i32 %3849, %3834
  %3857 = xor i32 %3856, %3843
  %3858 = add i32 %3842, -1640531527
  %3859 = add i32 %3843, -1150833019
  %3860 = zext i32 %3855 to i64
  %3861 = mul i64 3528531795, %3860
  %3862 = zext i32 %3857 to i64
  %3863 = mul i64 3449720151, %3862
  %3864 = lshr i64 %3861, 32
  %3865 = trunc i64 %3864 to i32
  %3866 = trunc i64 %3861 to i32
  %3867 = lshr i64 %3863, 32
  %3868 = trunc i64 %3867 to i32
  %3869 = trunc i64 %3863 to i32
  %3870 = xor i32 %3868, %3853
  %3871 = xor i32 %3870, %3858
  %3872 = xor i32 %3865, %3850
  %3873 = xor i32 %3872, %3859
  %3874 = add i32 %3858, -1640531527
  %3875 = add i32 %3859, -1150833019
  %3876 = zext i32 %3871 to i64
  %3877 = mul i64 3528531795, %3876
  %3878 = zext i32 %3873 to i64
  %3879 = mul i64 3449720151, %3878
  %3880 = lshr i64 %3877, 32
  %3881 = trunc i64 %3880 to i32
  %3882 = trunc i64 %3877 to i32
  %3883 = lshr i64 %3879, 32
  %3884 = trunc i64 %3883 to i32
  %3885 = trunc i64 %3879 to i32
  %3886 = xor i32 %3884, %3869
  %3887 = xor i32 %3886, %3874
  %3888 = xor i32 %3881, %3866
  %3889 = xor i32 %3888, %3875
  %3890 = add i32 %3874, -1640531527
  %3891 = add i32 %3875, -1150833019
  %3892 = zext i32 %3887 to i64
  %3893 = mul i64 3528531795, %3892
  %3894 = zext i32 %3889 to i64
  %3895 = mul i64 3449720151, %3894
  %3896 = lshr i64 %3893, 32
  %3897 = trunc i64 %3896 to i32
  %3898 = trunc i64 %3893 to i32
  %3899 = lshr i64 %3895, 32
  %3900 = trunc i64 %3899 to i32
  %3901 = trunc i64 %3895 to i32
  %3902 = xor i32 %3900, %3885
  %3903 = xor i32 %3902, %3890
  %3904 = xor i32 %3897, %3882
  %3905 = xor i32 %3904, %3891
  %3906 = add i32 %3890, -1640531527
  %3907 = add i32 %3891, -1150833019
  %3908 = zext i32 %3903 to i64
  %3909 = mul i64 3528531795, %3908
  %3910 = zext i32 %3905 to i64
  %3911 = mul i64 3449720151, %3910
  %3912 = lshr i64 %3909, 32
  %3913 = trunc i64 %3912 to i32
  %3914 = trunc i64 %3909 to i32
  %3915 = lshr i64 %3911, 32
  %3916 = trunc i64 %3915 to i32
  %3917 = trunc i64 %3911 to i32
  %3918 = xor i32 %3916, %3901
  %3919 = xor i32 %3918, %3906
  %3920 = xor i32 %3913, %3898
  %3921 = xor i32 %3920, %3907
  %3922 = add i32 %3906, -1640531527
  %3923 = add i32 %3907, -1150833019
  %3924 = zext i32 %3919 to i64
  %3925 = mul i64 3528531795, %3924
  %3926 = zext i32 %3921 to i64
  %3927 = mul i64 3449720151, %3926
  %3928 = lshr i64 %3925, 32
  %3929 = trunc i64 %3928 to i32
  %3930 = trunc i64 %3925 to i32
  %3931 = lshr i64 %3927, 32
  %3932 = trunc i64 %3931 to i32
  %3933 = trunc i64 %3927 to i32
  %3934 = xor i32 %3932, %3917
  %3935 = xor i32 %3934, %3922
  %3936 = xor i32 %3929, %3914
  %3937 = xor i32 %3936, %3923
  %3938 = add i32 %3922, -1640531527
  %3939 = add i32 %3923, -1150833019
  %3940 = zext i32 %3935 to i64
  %3941 = mul i64 3528531795, %3940
  %3942 = zext i32 %3937 to i64
  %3943 = mul i64 3449720151, %3942
  %3944 = lshr i64 %3941, 32
  %3945 = trunc i64 %3944 to i32
  %3946 = trunc i64 %3941 to i32
  %3947 = lshr i64 %3943, 32
  %3948 = trunc i64 %3947 to i32
  %3949 = trunc i64 %3943 to i32
  %3950 = xor i32 %3948, %3933
  %3951 = xor i32 %3950, %3938
  %3952 = xor i32 %3945, %3930
  %3953 = xor i32 %3952, %3939
  %3954 = uitofp i32 %3951 to double
  %3955 = fadd double %3954, 5.000000e-01
  %3956 = fmul double %3955, 0x3DF0000000000000
  %3957 = uitofp i32 %3949 to double
  %3958 = fadd double %3957, 5.000000e-01
  %3959 = fmul double %3958, 0x3DF0000000000000
  %3960 = bitcast double %3956 to i64
  %3961 = lshr i64 %3960, 32
  %3962 = add i64 %3961, 614242
  %3963 = lshr i64 %3962, 20
  %3964 = sub i64 %3963, 1023
  %3965 = and i64 %3962, 1048575
  %3966 = add i64 %3965, 1072079006
  %3967 = shl i64 %3966, 32
  %3968 = and i64 %3960, 4294967295
  %3969 = or i64 %3967, %3968
  %3970 = bitcast i64 %3969 to double
  %3971 = fsub double %3970, 1.000000e+00
  %3972 = fmul double 5.000000e-01, %3971
  %3973 = fmul double %3972, %3971
  %3974 = fadd double 2.000000e+00, %3971
  %3975 = fdiv double %3971, %3974
  %3976 = fmul double %3975, %3975
  %3977 = fmul double %3976, %3976
  %3978 = fmul double %3977, 0x3FC39A09D078C69F
  %3979 = fadd double 0x3FCC71C51D8E78AF, %3978
  %3980 = fmul double %3977, %3979
  %3981 = fadd double 0x3FD999999997FA04, %3980
  %3982 = fmul double %3977, %3981
  %3983 = fmul double %3977, 0x3FC2F112DF3E5244
  %3984 = fadd double 0x3FC7466496CB03DE, %3983
  %3985 = fmul double %3977, %3984
  %3986 = fadd double 0x3FD2492494229359, %3985
  %3987 = fmul double %3977, %3986
  %3988 = fadd double 0x3FE5555555555593, %3987
  %3989 = fmul double %3976, %3988
  %3990 = fadd double %3989, %3982
  %3991 = sitofp i64 %3964 to double
  %3992 = fadd double %3973, %3990
  %3993 = fmul double %3975, %3992
  %3994 = fmul double %3991, 0x3DEA39EF35793C76
  %3995 = fadd double %3993, %3994
  %3996 = fsub double %3995, %3973
  %3997 = fadd double %3996, %3971
  %3998 = fmul double %3991, 0x3FE62E42FEE00000
  %3999 = fadd double %3997, %3998
  %4000 = fmul double -2.000000e+00, %3999
  %4001 = call double @llvm.sqrt.f64(double %4000)
  %4002 = fmul double 0x401921FB54442D18, %3959
  %4003 = fmul double %4002, 0x3FE45F306DC9C883
  %4004 = fadd double %4003, 0x4338000000000000
  %4005 = bitcast double %4004 to i64
  %4006 = fsub double %4004, 0x4338000000000000
  %4007 = fmul double %4006, 0x3FF921FB54400000
  %4008 = fsub double %4002, %4007
  %4009 = fmul double %4006, 0x3DD0B4611A626331
  %4010 = fmul double %4006, 0x3DD0B4611A600000
  %4011 = fsub double %4008, %4010
  %4012 = fmul double %4006, 0x3BA3198A2E037073
  %4013 = fsub double %4008, %4011
  %4014 = fsub double %4013, %4010
  %4015 = fsub double %4012, %4014
  %4016 = fsub double %4008, %4009
  %4017 = bitcast double %4002 to i64
  %4018 = lshr i64 %4017, 52
  %4019 = and i64 %4018, 2047
  %4020 = bitcast double %4016 to i64
  %4021 = lshr i64 %4020, 52
  %4022 = and i64 %4021, 2047
  %4023 = add i64 %4022, 16
  %4024 = icmp ult i64 %4023, %4019
  %4025 = select i1 %4024, double %4011, double %4008
  %4026 = select i1 %4024, double %4015, double %4009
  %4027 = fsub double %4025, %4026
  %4028 = fsub double %4025, %4027
  %4029 = fsub double %4028, %4026
  %4030 = fmul double %4027, %4027
  %4031 = fmul double %4030, %4030
  %4032 = fmul double %4030, 0x3EFA01A019CB1590
  %4033 = fadd double 0xBF56C16C16C15177, %4032
  %4034 = fmul double %4030, %4033
  %4035 = fadd double 0x3FA555555555554C, %4034
  %4036 = fmul double %4030, %4035
  %4037 = fmul double %4030, 0xBDA8FAE9BE8838D4
  %4038 = fadd double 0x3E21EE9EBDB4B1C4, %4037
  %4039 = fmul double %4030, %4038
  %4040 = fadd double 0xBE927E4F809C52AD, %4039
  %4041 = fmul double %4031, %4031
  %4042 = fmul double %4041, %4040
  %4043 = fadd double %4036, %4042
  %4044 = fmul double 5.000000e-01, %4030
  %4045 = fsub double 1.000000e+00, %4044
  %4046 = fsub double 1.000000e+00, %4045
  %4047 = fsub double %4046, %4044
  %4048 = fmul double %4030, %4043
  %4049 = fmul double %4027, %4029
  %4050 = fsub double %4048, %4049
  %4051 = fadd double %4047, %4050
  %4052 = fadd double %4045, %4051
  %4053 = fmul double %4027, %4027
  %4054 = fmul double %4053, %4053
  %4055 = fmul double %4053, 0x3EC71DE357B1FE7D
  %4056 = fadd double 0xBF2A01A019C161D5, %4055
  %4057 = fmul double %4053, %4056
  %4058 = fadd double 0x3F8111111110F8A6, %4057
  %4059 = fmul double %4053, 0x3DE5D93A5ACFD57C
  %4060 = fadd double 0xBE5AE5E68A2B9CEB, %4059
  %4061 = fmul double %4053, %4054
  %4062 = fmul double %4061, %4060
  %4063 = fadd double %4058, %4062
  %4064 = fmul double %4053, %4027
  %4065 = fmul double 5.000000e-01, %4029
  %4066 = fmul double %4064, %4063
  %4067 = fsub double %4065, %4066
  %4068 = fmul double %4053, %4067
  %4069 = fsub double %4068, %4029
  %4070 = fmul double %4064, 0xBFC5555555555549
  %4071 = fsub double %4069, %4070
  %4072 = fsub double %4027, %4071
  %4073 = fneg double %4052
  %4074 = fneg double %4072
  %4075 = and i64 %4005, 1
  %4076 = and i64 %4005, 2
  %4077 = icmp eq i64 %4075, 1
  %4078 = icmp eq i64 %4076, 2
  %4079 = select i1 %4078, double %4073, double %4052
  %4080 = select i1 %4078, double %4072, double %4074
  %4081 = select i1 %4077, double %4080, double %4079
  %4082 = fmul double %4001, %4081
  %4083 = fptrunc double %4082 to float
  %4084 = fmul float %4083, %noise_scale31
  %4085 = fadd float %3785, %4084
  %bits296 = bitcast float %4085 to i32
  %magnitude297 = and i32 %bits296, 2147483647
  %is_nan298 = icmp ugt i32 %magnitude297, 2139095040
  %canonical299 = select i1 %is_nan298, i32 2143289344, i32 %bits296
  store i32 %canonical299, ptr %3721, align 4
  br label %slot.done293

slot.done293:                                     ; preds = %slot.then292, %slot.done283
  br label %noise.done

uniform_sinks.then302:                            ; preds = %quiet
  br label %uniform_sinks.done303

uniform_sinks.done303:                            ; preds = %uniform_sinks.then302, %quiet
  %feature304 = add i64 %lane, 0
  %valid305 = icmp ult i64 %feature304, %n_features
  %4086 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid305, label %slot.then306, label %slot.done307

slot.then306:                                     ; preds = %uniform_sinks.done303
  %4087 = load float, ptr %4086, align 4
  %4088 = fmul float 2.000000e+00, %4087
  %4089 = fmul float 0x3FA99999A0000000, %4088
  %4090 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature304
  %4091 = load float, ptr addrspace(1) %4090, align 4
  %4092 = fmul float -1.000000e+00, %4091
  %4093 = fadd float %4089, %4092
  %4094 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4095 = fdiv float 1.000000e+00, %4094
  %4096 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4097 = fsub float %4087, %4096
  %4098 = fcmp olt float %4097, -1.040000e+02
  %4099 = select i1 %4098, float -1.040000e+02, float %4097
  %4100 = fcmp olt float 8.900000e+01, %4099
  %4101 = select i1 %4100, float 8.900000e+01, float %4099
  %4102 = fmul float %4101, 0x3FF7154760000000
  %4103 = fadd float %4102, 0x4168000000000000
  %4104 = fsub float %4103, 0x4168000000000000
  %4105 = bitcast float %4103 to i32
  %4106 = sub i32 %4105, 1262485504
  %4107 = fmul float %4104, 0x3FE62E4000000000
  %4108 = fsub float %4101, %4107
  %4109 = fmul float %4104, 0x3EB7F7D1C0000000
  %4110 = fsub float %4108, %4109
  %4111 = fmul float %4110, %4110
  %4112 = fmul float %4111, 0x3E66376980000000
  %4113 = fadd float 0xBEBBBD41C0000000, %4112
  %4114 = fmul float %4111, %4113
  %4115 = fadd float 0x3F11566AA0000000, %4114
  %4116 = fmul float %4111, %4115
  %4117 = fadd float 0xBF66C16C20000000, %4116
  %4118 = fmul float %4111, %4117
  %4119 = fadd float 0x3FC5555560000000, %4118
  %4120 = fmul float %4111, %4119
  %4121 = fsub float %4110, %4120
  %4122 = fmul float %4110, %4121
  %4123 = fsub float 2.000000e+00, %4121
  %4124 = fdiv float %4122, %4123
  %4125 = fsub float %4109, %4124
  %4126 = fsub float %4125, %4108
  %4127 = fsub float 1.000000e+00, %4126
  %4128 = add i32 %4106, 256
  %4129 = lshr i32 %4128, 1
  %4130 = sub i32 %4129, 1
  %4131 = add i32 %4106, 255
  %4132 = sub i32 %4131, %4129
  %4133 = shl i32 %4130, 23
  %4134 = shl i32 %4132, 23
  %4135 = bitcast i32 %4133 to float
  %4136 = bitcast i32 %4134 to float
  %4137 = fmul float %4127, %4135
  %4138 = fmul float %4137, %4136
  %4139 = fcmp uno float %4097, %4097
  %4140 = select i1 %4139, float 0x7FF8000000000000, float %4138
  %4141 = fmul float %4095, %4140
  %4142 = fadd float %4093, %4141
  %feature308 = uitofp i64 %feature304 to float
  %4143 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4144 = fcmp oeq float %feature308, %4143
  %4145 = select i1 %4144, float 1.000000e+00, float 0.000000e+00
  %4146 = fcmp une float %4145, 0.000000e+00
  %4147 = select i1 %4146, float 0x3FB99999A0000000, float 0.000000e+00
  %4148 = fadd float %4142, %4147
  %4149 = fmul float %4148, %eta
  %4150 = fsub float %4087, %4149
  %4151 = fmul float 0.000000e+00, %noise_scale31
  %4152 = fadd float %4150, %4151
  %bits309 = bitcast float %4150 to i32
  %magnitude310 = and i32 %bits309, 2147483647
  %is_nan311 = icmp ugt i32 %magnitude310, 2139095040
  %canonical312 = select i1 %is_nan311, i32 2143289344, i32 %bits309
  store i32 %canonical312, ptr %4086, align 4
  br label %slot.done307

slot.done307:                                     ; preds = %slot.then306, %uniform_sinks.done303
  %feature313 = add i64 %lane, 1024
  %valid314 = icmp ult i64 %feature313, %n_features
  %4153 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid314, label %slot.then315, label %slot.done316

slot.then315:                                     ; preds = %slot.done307
  %4154 = load float, ptr %4153, align 4
  %4155 = fmul float 2.000000e+00, %4154
  %4156 = fmul float 0x3FA99999A0000000, %4155
  %4157 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature313
  %4158 = load float, ptr addrspace(1) %4157, align 4
  %4159 = fmul float -1.000000e+00, %4158
  %4160 = fadd float %4156, %4159
  %4161 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4162 = fdiv float 1.000000e+00, %4161
  %4163 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4164 = fsub float %4154, %4163
  %4165 = fcmp olt float %4164, -1.040000e+02
  %4166 = select i1 %4165, float -1.040000e+02, float %4164
  %4167 = fcmp olt float 8.900000e+01, %4166
  %4168 = select i1 %4167, float 8.900000e+01, float %4166
  %4169 = fmul float %4168, 0x3FF7154760000000
  %4170 = fadd float %4169, 0x4168000000000000
  %4171 = fsub float %4170, 0x4168000000000000
  %4172 = bitcast float %4170 to i32
  %4173 = sub i32 %4172, 1262485504
  %4174 = fmul float %4171, 0x3FE62E4000000000
  %4175 = fsub float %4168, %4174
  %4176 = fmul float %4171, 0x3EB7F7D1C0000000
  %4177 = fsub float %4175, %4176
  %4178 = fmul float %4177, %4177
  %4179 = fmul float %4178, 0x3E66376980000000
  %4180 = fadd float 0xBEBBBD41C0000000, %4179
  %4181 = fmul float %4178, %4180
  %4182 = fadd float 0x3F11566AA0000000, %4181
  %4183 = fmul float %4178, %4182
  %4184 = fadd float 0xBF66C16C20000000, %4183
  %4185 = fmul float %4178, %4184
  %4186 = fadd float 0x3FC5555560000000, %4185
  %4187 = fmul float %4178, %4186
  %4188 = fsub float %4177, %4187
  %4189 = fmul float %4177, %4188
  %4190 = fsub float 2.000000e+00, %4188
  %4191 = fdiv float %4189, %4190
  %4192 = fsub float %4176, %4191
  %4193 = fsub float %4192, %4175
  %4194 = fsub float 1.000000e+00, %4193
  %4195 = add i32 %4173, 256
  %4196 = lshr i32 %4195, 1
  %4197 = sub i32 %4196, 1
  %4198 = add i32 %4173, 255
  %4199 = sub i32 %4198, %4196
  %4200 = shl i32 %4197, 23
  %4201 = shl i32 %4199, 23
  %4202 = bitcast i32 %4200 to float
  %4203 = bitcast i32 %4201 to float
  %4204 = fmul float %4194, %4202
  %4205 = fmul float %4204, %4203
  %4206 = fcmp uno float %4164, %4164
  %4207 = select i1 %4206, float 0x7FF8000000000000, float %4205
  %4208 = fmul float %4162, %4207
  %4209 = fadd float %4160, %4208
  %feature317 = uitofp i64 %feature313 to float
  %4210 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4211 = fcmp oeq float %feature317, %4210
  %4212 = select i1 %4211, float 1.000000e+00, float 0.000000e+00
  %4213 = fcmp une float %4212, 0.000000e+00
  %4214 = select i1 %4213, float 0x3FB99999A0000000, float 0.000000e+00
  %4215 = fadd float %4209, %4214
  %4216 = fmul float %4215, %eta
  %4217 = fsub float %4154, %4216
  %4218 = fmul float 0.000000e+00, %noise_scale31
  %4219 = fadd float %4217, %4218
  %bits318 = bitcast float %4217 to i32
  %magnitude319 = and i32 %bits318, 2147483647
  %is_nan320 = icmp ugt i32 %magnitude319, 2139095040
  %canonical321 = select i1 %is_nan320, i32 2143289344, i32 %bits318
  store i32 %canonical321, ptr %4153, align 4
  br label %slot.done316

slot.done316:                                     ; preds = %slot.then315, %slot.done307
  %feature322 = add i64 %lane, 2048
  %valid323 = icmp ult i64 %feature322, %n_features
  %4220 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid323, label %slot.then324, label %slot.done325

slot.then324:                                     ; preds = %slot.done316
  %4221 = load float, ptr %4220, align 4
  %4222 = fmul float 2.000000e+00, %4221
  %4223 = fmul float 0x3FA99999A0000000, %4222
  %4224 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature322
  %4225 = load float, ptr addrspace(1) %4224, align 4
  %4226 = fmul float -1.000000e+00, %4225
  %4227 = fadd float %4223, %4226
  %4228 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4229 = fdiv float 1.000000e+00, %4228
  %4230 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4231 = fsub float %4221, %4230
  %4232 = fcmp olt float %4231, -1.040000e+02
  %4233 = select i1 %4232, float -1.040000e+02, float %4231
  %4234 = fcmp olt float 8.900000e+01, %4233
  %4235 = select i1 %4234, float 8.900000e+01, float %4233
  %4236 = fmul float %4235, 0x3FF7154760000000
  %4237 = fadd float %4236, 0x4168000000000000
  %4238 = fsub float %4237, 0x4168000000000000
  %4239 = bitcast float %4237 to i32
  %4240 = sub i32 %4239, 1262485504
  %4241 = fmul float %4238, 0x3FE62E4000000000
  %4242 = fsub float %4235, %4241
  %4243 = fmul float %4238, 0x3EB7F7D1C0000000
  %4244 = fsub float %4242, %4243
  %4245 = fmul float %4244, %4244
  %4246 = fmul float %4245, 0x3E66376980000000
  %4247 = fadd float 0xBEBBBD41C0000000, %4246
  %4248 = fmul float %4245, %4247
  %4249 = fadd float 0x3F11566AA0000000, %4248
  %4250 = fmul float %4245, %4249
  %4251 = fadd float 0xBF66C16C20000000, %4250
  %4252 = fmul float %4245, %4251
  %4253 = fadd float 0x3FC5555560000000, %4252
  %4254 = fmul float %4245, %4253
  %4255 = fsub float %4244, %4254
  %4256 = fmul float %4244, %4255
  %4257 = fsub float 2.000000e+00, %4255
  %4258 = fdiv float %4256, %4257
  %4259 = fsub float %4243, %4258
  %4260 = fsub float %4259, %4242
  %4261 = fsub float 1.000000e+00, %4260
  %4262 = add i32 %4240, 256
  %4263 = lshr i32 %4262, 1
  %4264 = sub i32 %4263, 1
  %4265 = add i32 %4240, 255
  %4266 = sub i32 %4265, %4263
  %4267 = shl i32 %4264, 23
  %4268 = shl i32 %4266, 23
  %4269 = bitcast i32 %4267 to float
  %4270 = bitcast i32 %4268 to float
  %4271 = fmul float %4261, %4269
  %4272 = fmul float %4271, %4270
  %4273 = fcmp uno float %4231, %4231
  %4274 = select i1 %4273, float 0x7FF8000000000000, float %4272
  %4275 = fmul float %4229, %4274
  %4276 = fadd float %4227, %4275
  %feature326 = uitofp i64 %feature322 to float
  %4277 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4278 = fcmp oeq float %feature326, %4277
  %4279 = select i1 %4278, float 1.000000e+00, float 0.000000e+00
  %4280 = fcmp une float %4279, 0.000000e+00
  %4281 = select i1 %4280, float 0x3FB99999A0000000, float 0.000000e+00
  %4282 = fadd float %4276, %4281
  %4283 = fmul float %4282, %eta
  %4284 = fsub float %4221, %4283
  %4285 = fmul float 0.000000e+00, %noise_scale31
  %4286 = fadd float %4284, %4285
  %bits327 = bitcast float %4284 to i32
  %magnitude328 = and i32 %bits327, 2147483647
  %is_nan329 = icmp ugt i32 %magnitude328, 2139095040
  %canonical330 = select i1 %is_nan329, i32 2143289344, i32 %bits327
  store i32 %canonical330, ptr %4220, align 4
  br label %slot.done325

slot.done325:                                     ; preds = %slot.then324, %slot.done316
  %feature331 = add i64 %lane, 3072
  %valid332 = icmp ult i64 %feature331, %n_features
  %4287 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid332, label %slot.then333, label %slot.done334

slot.then333:                                     ; preds = %slot.done325
  %4288 = load float, ptr %4287, align 4
  %4289 = fmul float 2.000000e+00, %4288
  %4290 = fmul float 0x3FA99999A0000000, %4289
  %4291 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature331
  %4292 = load float, ptr addrspace(1) %4291, align 4
  %4293 = fmul float -1.000000e+00, %4292
  %4294 = fadd float %4290, %4293
  %4295 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4296 = fdiv float 1.000000e+00, %4295
  %4297 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4298 = fsub float %4288, %4297
  %4299 = fcmp olt float %4298, -1.040000e+02
  %4300 = select i1 %4299, float -1.040000e+02, float %4298
  %4301 = fcmp olt float 8.900000e+01, %4300
  %4302 = select i1 %4301, float 8.900000e+01, float %4300
  %4303 = fmul float %4302, 0x3FF7154760000000
  %4304 = fadd float %4303, 0x4168000000000000
  %4305 = fsub float %4304, 0x4168000000000000
  %4306 = bitcast float %4304 to i32
  %4307 = sub i32 %4306, 1262485504
  %4308 = fmul float %4305, 0x3FE62E4000000000
  %4309 = fsub float %4302, %4308
  %4310 = fmul float %4305, 0x3EB7F7D1C0000000
  %4311 = fsub float %4309, %4310
  %4312 = fmul float %4311, %4311
  %4313 = fmul float %4312, 0x3E66376980000000
  %4314 = fadd float 0xBEBBBD41C0000000, %4313
  %4315 = fmul float %4312, %4314
  %4316 = fadd float 0x3F11566AA0000000, %4315
  %4317 = fmul float %4312, %4316
  %4318 = fadd float 0xBF66C16C20000000, %4317
  %4319 = fmul float %4312, %4318
  %4320 = fadd float 0x3FC5555560000000, %4319
  %4321 = fmul float %4312, %4320
  %4322 = fsub float %4311, %4321
  %4323 = fmul float %4311, %4322
  %4324 = fsub float 2.000000e+00, %4322
  %4325 = fdiv float %4323, %4324
  %4326 = fsub float %4310, %4325
  %4327 = fsub float %4326, %4309
  %4328 = fsub float 1.000000e+00, %4327
  %4329 = add i32 %4307, 256
  %4330 = lshr i32 %4329, 1
  %4331 = sub i32 %4330, 1
  %4332 = add i32 %4307, 255
  %4333 = sub i32 %4332, %4330
  %4334 = shl i32 %4331, 23
  %4335 = shl i32 %4333, 23
  %4336 = bitcast i32 %4334 to float
  %4337 = bitcast i32 %4335 to float
  %4338 = fmul float %4328, %4336
  %4339 = fmul float %4338, %4337
  %4340 = fcmp uno float %4298, %4298
  %4341 = select i1 %4340, float 0x7FF8000000000000, float %4339
  %4342 = fmul float %4296, %4341
  %4343 = fadd float %4294, %4342
  %feature335 = uitofp i64 %feature331 to float
  %4344 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4345 = fcmp oeq float %feature335, %4344
  %4346 = select i1 %4345, float 1.000000e+00, float 0.000000e+00
  %4347 = fcmp une float %4346, 0.000000e+00
  %4348 = select i1 %4347, float 0x3FB99999A0000000, float 0.000000e+00
  %4349 = fadd float %4343, %4348
  %4350 = fmul float %4349, %eta
  %4351 = fsub float %4288, %4350
  %4352 = fmul float 0.000000e+00, %noise_scale31
  %4353 = fadd float %4351, %4352
  %bits336 = bitcast float %4351 to i32
  %magnitude337 = and i32 %bits336, 2147483647
  %is_nan338 = icmp ugt i32 %magnitude337, 2139095040
  %canonical339 = select i1 %is_nan338, i32 2143289344, i32 %bits336
  store i32 %canonical339, ptr %4287, align 4
  br label %slot.done334

slot.done334:                                     ; preds = %slot.then333, %slot.done325
  %feature340 = add i64 %lane, 4096
  %valid341 = icmp ult i64 %feature340, %n_features
  %4354 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid341, label %slot.then342, label %slot.done343

slot.then342:                                     ; preds = %slot.done334
  %4355 = load float, ptr %4354, align 4
  %4356 = fmul float 2.000000e+00, %4355
  %4357 = fmul float 0x3FA99999A0000000, %4356
  %4358 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature340
  %4359 = load float, ptr addrspace(1) %4358, align 4
  %4360 = fmul float -1.000000e+00, %4359
  %4361 = fadd float %4357, %4360
  %4362 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4363 = fdiv float 1.000000e+00, %4362
  %4364 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4365 = fsub float %4355, %4364
  %4366 = fcmp olt float %4365, -1.040000e+02
  %4367 = select i1 %4366, float -1.040000e+02, float %4365
  %4368 = fcmp olt float 8.900000e+01, %4367
  %4369 = select i1 %4368, float 8.900000e+01, float %4367
  %4370 = fmul float %4369, 0x3FF7154760000000
  %4371 = fadd float %4370, 0x4168000000000000
  %4372 = fsub float %4371, 0x4168000000000000
  %4373 = bitcast float %4371 to i32
  %4374 = sub i32 %4373, 1262485504
  %4375 = fmul float %4372, 0x3FE62E4000000000
  %4376 = fsub float %4369, %4375
  %4377 = fmul float %4372, 0x3EB7F7D1C0000000
  %4378 = fsub float %4376, %4377
  %4379 = fmul float %4378, %4378
  %4380 = fmul float %4379, 0x3E66376980000000
  %4381 = fadd float 0xBEBBBD41C0000000, %4380
  %4382 = fmul float %4379, %4381
  %4383 = fadd float 0x3F11566AA0000000, %4382
  %4384 = fmul float %4379, %4383
  %4385 = fadd float 0xBF66C16C20000000, %4384
  %4386 = fmul float %4379, %4385
  %4387 = fadd float 0x3FC5555560000000, %4386
  %4388 = fmul float %4379, %4387
  %4389 = fsub float %4378, %4388
  %4390 = fmul float %4378, %4389
  %4391 = fsub float 2.000000e+00, %4389
  %4392 = fdiv float %4390, %4391
  %4393 = fsub float %4377, %4392
  %4394 = fsub float %4393, %4376
  %4395 = fsub float 1.000000e+00, %4394
  %4396 = add i32 %4374, 256
  %4397 = lshr i32 %4396, 1
  %4398 = sub i32 %4397, 1
  %4399 = add i32 %4374, 255
  %4400 = sub i32 %4399, %4397
  %4401 = shl i32 %4398, 23
  %4402 = shl i32 %4400, 23
  %4403 = bitcast i32 %4401 to float
  %4404 = bitcast i32 %4402 to float
  %4405 = fmul float %4395, %4403
  %4406 = fmul float %4405, %4404
  %4407 = fcmp uno float %4365, %4365
  %4408 = select i1 %4407, float 0x7FF8000000000000, float %4406
  %4409 = fmul float %4363, %4408
  %4410 = fadd float %4361, %4409
  %feature344 = uitofp i64 %feature340 to float
  %4411 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4412 = fcmp oeq float %feature344, %4411
  %4413 = select i1 %4412, float 1.000000e+00, float 0.000000e+00
  %4414 = fcmp une float %4413, 0.000000e+00
  %4415 = select i1 %4414, float 0x3FB99999A0000000, float 0.000000e+00
  %4416 = fadd float %4410, %4415
  %4417 = fmul float %4416, %eta
  %4418 = fsub float %4355, %4417
  %4419 = fmul float 0.000000e+00, %noise_scale31
  %4420 = fadd float %4418, %4419
  %bits345 = bitcast float %4418 to i32
  %magnitude346 = and i32 %bits345, 2147483647
  %is_nan347 = icmp ugt i32 %magnitude346, 2139095040
  %canonical348 = select i1 %is_nan347, i32 2143289344, i32 %bits345
  store i32 %canonical348, ptr %4354, align 4
  br label %slot.done343

slot.done343:                                     ; preds = %slot.then342, %slot.done334
  %feature349 = add i64 %lane, 5120
  %valid350 = icmp ult i64 %feature349, %n_features
  %4421 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid350, label %slot.then351, label %slot.done352

slot.then351:                                     ; preds = %slot.done343
  %4422 = load float, ptr %4421, align 4
  %4423 = fmul float 2.000000e+00, %4422
  %4424 = fmul float 0x3FA99999A0000000, %4423
  %4425 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature349
  %4426 = load float, ptr addrspace(1) %4425, align 4
  %4427 = fmul float -1.000000e+00, %4426
  %4428 = fadd float %4424, %4427
  %4429 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4430 = fdiv float 1.000000e+00, %4429
  %4431 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4432 = fsub float %4422, %4431
  %4433 = fcmp olt float %4432, -1.040000e+02
  %4434 = select i1 %4433, float -1.040000e+02, float %4432
  %4435 = fcmp olt float 8.900000e+01, %4434
  %4436 = select i1 %4435, float 8.900000e+01, float %4434
  %4437 = fmul float %4436, 0x3FF7154760000000
  %4438 = fadd float %4437, 0x4168000000000000
  %4439 = fsub float %4438, 0x4168000000000000
  %4440 = bitcast float %4438 to i32
  %4441 = sub i32 %4440, 1262485504
  %4442 = fmul float %4439, 0x3FE62E4000000000
  %4443 = fsub float %4436, %4442
  %4444 = fmul float %4439, 0x3EB7F7D1C0000000
  %4445 = fsub float %4443, %4444
  %4446 = fmul float %4445, %4445
  %4447 = fmul float %4446, 0x3E66376980000000
  %4448 = fadd float 0xBEBBBD41C0000000, %4447
  %4449 = fmul float %4446, %4448
  %4450 = fadd float 0x3F11566AA0000000, %4449
  %4451 = fmul float %4446, %4450
  %4452 = fadd float 0xBF66C16C20000000, %4451
  %4453 = fmul float %4446, %4452
  %4454 = fadd float 0x3FC5555560000000, %4453
  %4455 = fmul float %4446, %4454
  %4456 = fsub float %4445, %4455
  %4457 = fmul float %4445, %4456
  %4458 = fsub float 2.000000e+00, %4456
  %4459 = fdiv float %4457, %4458
  %4460 = fsub float %4444, %4459
  %4461 = fsub float %4460, %4443
  %4462 = fsub float 1.000000e+00, %4461
  %4463 = add i32 %4441, 256
  %4464 = lshr i32 %4463, 1
  %4465 = sub i32 %4464, 1
  %4466 = add i32 %4441, 255
  %4467 = sub i32 %4466, %4464
  %4468 = shl i32 %4465, 23
  %4469 = shl i32 %4467, 23
  %4470 = bitcast i32 %4468 to float
  %4471 = bitcast i32 %4469 to float
  %4472 = fmul float %4462, %4470
  %4473 = fmul float %4472, %4471
  %4474 = fcmp uno float %4432, %4432
  %4475 = select i1 %4474, float 0x7FF8000000000000, float %4473
  %4476 = fmul float %4430, %4475
  %4477 = fadd float %4428, %4476
  %feature353 = uitofp i64 %feature349 to float
  %4478 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4479 = fcmp oeq float %feature353, %4478
  %4480 = select i1 %4479, float 1.000000e+00, float 0.000000e+00
  %4481 = fcmp une float %4480, 0.000000e+00
  %4482 = select i1 %4481, float 0x3FB99999A0000000, float 0.000000e+00
  %4483 = fadd float %4477, %4482
  %4484 = fmul float %4483, %eta
  %4485 = fsub float %4422, %4484
  %4486 = fmul float 0.000000e+00, %noise_scale31
  %4487 = fadd float %4485, %4486
  %bits354 = bitcast float %4485 to i32
  %magnitude355 = and i32 %bits354, 2147483647
  %is_nan356 = icmp ugt i32 %magnitude355, 2139095040
  %canonical357 = select i1 %is_nan356, i32 2143289344, i32 %bits354
  store i32 %canonical357, ptr %4421, align 4
  br label %slot.done352

slot.done352:                                     ; preds = %slot.then351, %slot.done343
  %feature358 = add i64 %lane, 6144
  %valid359 = icmp ult i64 %feature358, %n_features
  %4488 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid359, label %slot.then360, label %slot.done361

slot.then360:                                     ; preds = %slot.done352
  %4489 = load float, ptr %4488, align 4
  %4490 = fmul float 2.000000e+00, %4489
  %4491 = fmul float 0x3FA99999A0000000, %4490
  %4492 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature358
  %4493 = load float, ptr addrspace(1) %4492, align 4
  %4494 = fmul float -1.000000e+00, %4493
  %4495 = fadd float %4491, %4494
  %4496 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4497 = fdiv float 1.000000e+00, %4496
  %4498 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4499 = fsub float %4489, %4498
  %4500 = fcmp olt float %4499, -1.040000e+02
  %4501 = select i1 %4500, float -1.040000e+02, float %4499
  %4502 = fcmp olt float 8.900000e+01, %4501
  %4503 = select i1 %4502, float 8.900000e+01, float %4501
  %4504 = fmul float %4503, 0x3FF7154760000000
  %4505 = fadd float %4504, 0x4168000000000000
  %4506 = fsub float %4505, 0x4168000000000000
  %4507 = bitcast float %4505 to i32
  %4508 = sub i32 %4507, 1262485504
  %4509 = fmul float %4506, 0x3FE62E4000000000
  %4510 = fsub float %4503, %4509
  %4511 = fmul float %4506, 0x3EB7F7D1C0000000
  %4512 = fsub float %4510, %4511
  %4513 = fmul float %4512, %4512
  %4514 = fmul float %4513, 0x3E66376980000000
  %4515 = fadd float 0xBEBBBD41C0000000, %4514
  %4516 = fmul float %4513, %4515
  %4517 = fadd float 0x3F11566AA0000000, %4516
  %4518 = fmul float %4513, %4517
  %4519 = fadd float 0xBF66C16C20000000, %4518
  %4520 = fmul float %4513, %4519
  %4521 = fadd float 0x3FC5555560000000, %4520
  %4522 = fmul float %4513, %4521
  %4523 = fsub float %4512, %4522
  %4524 = fmul float %4512, %4523
  %4525 = fsub float 2.000000e+00, %4523
  %4526 = fdiv float %4524, %4525
  %4527 = fsub float %4511, %4526
  %4528 = fsub float %4527, %4510
  %4529 = fsub float 1.000000e+00, %4528
  %4530 = add i32 %4508, 256
  %4531 = lshr i32 %4530, 1
  %4532 = sub i32 %4531, 1
  %4533 = add i32 %4508, 255
  %4534 = sub i32 %4533, %4531
  %4535 = shl i32 %4532, 23
  %4536 = shl i32 %4534, 23
  %4537 = bitcast i32 %4535 to float
  %4538 = bitcast i32 %4536 to float
  %4539 = fmul float %4529, %4537
  %4540 = fmul float %4539, %4538
  %4541 = fcmp uno float %4499, %4499
  %4542 = select i1 %4541, float 0x7FF8000000000000, float %4540
  %4543 = fmul float %4497, %4542
  %4544 = fadd float %4495, %4543
  %feature362 = uitofp i64 %feature358 to float
  %4545 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4546 = fcmp oeq float %feature362, %4545
  %4547 = select i1 %4546, float 1.000000e+00, float 0.000000e+00
  %4548 = fcmp une float %4547, 0.000000e+00
  %4549 = select i1 %4548, float 0x3FB99999A0000000, float 0.000000e+00
  %4550 = fadd float %4544, %4549
  %4551 = fmul float %4550, %eta
  %4552 = fsub float %4489, %4551
  %4553 = fmul float 0.000000e+00, %noise_scale31
  %4554 = fadd float %4552, %4553
  %bits363 = bitcast float %4552 to i32
  %magnitude364 = and i32 %bits363, 2147483647
  %is_nan365 = icmp ugt i32 %magnitude364, 2139095040
  %canonical366 = select i1 %is_nan365, i32 2143289344, i32 %bits363
  store i32 %canonical366, ptr %4488, align 4
  br label %slot.done361

slot.done361:                                     ; preds = %slot.then360, %slot.done352
  %feature367 = add i64 %lane, 7168
  %valid368 = icmp ult i64 %feature367, %n_features
  %4555 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid368, label %slot.then369, label %slot.done370

slot.then369:                                     ; preds = %slot.done361
  %4556 = load float, ptr %4555, align 4
  %4557 = fmul float 2.000000e+00, %4556
  %4558 = fmul float 0x3FA99999A0000000, %4557
  %4559 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature367
  %4560 = load float, ptr addrspace(1) %4559, align 4
  %4561 = fmul float -1.000000e+00, %4560
  %4562 = fadd float %4558, %4561
  %4563 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %4564 = fdiv float 1.000000e+00, %4563
  %4565 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %4566 = fsub float %4556, %4565
  %4567 = fcmp olt float %4566, -1.040000e+02
  %4568 = select i1 %4567, float -1.040000e+02, float %4566
  %4569 = fcmp olt float 8.900000e+01, %4568
  %4570 = select i1 %4569, float 8.900000e+01, float %4568
  %4571 = fmul float %4570, 0x3FF7154760000000
  %4572 = fadd float %4571, 0x4168000000000000
  %4573 = fsub float %4572, 0x4168000000000000
  %4574 = bitcast float %4572 to i32
  %4575 = sub i32 %4574, 1262485504
  %4576 = fmul float %4573, 0x3FE62E4000000000
  %4577 = fsub float %4570, %4576
  %4578 = fmul float %4573, 0x3EB7F7D1C0000000
  %4579 = fsub float %4577, %4578
  %4580 = fmul float %4579, %4579
  %4581 = fmul float %4580, 0x3E66376980000000
  %4582 = fadd float 0xBEBBBD41C0000000, %4581
  %4583 = fmul float %4580, %4582
  %4584 = fadd float 0x3F11566AA0000000, %4583
  %4585 = fmul float %4580, %4584
  %4586 = fadd float 0xBF66C16C20000000, %4585
  %4587 = fmul float %4580, %4586
  %4588 = fadd float 0x3FC5555560000000, %4587
  %4589 = fmul float %4580, %4588
  %4590 = fsub float %4579, %4589
  %4591 = fmul float %4579, %4590
  %4592 = fsub float 2.000000e+00, %4590
  %4593 = fdiv float %4591, %4592
  %4594 = fsub float %4578, %4593
  %4595 = fsub float %4594, %4577
  %4596 = fsub float 1.000000e+00, %4595
  %4597 = add i32 %4575, 256
  %4598 = lshr i32 %4597, 1
  %4599 = sub i32 %4598, 1
  %4600 = add i32 %4575, 255
  %4601 = sub i32 %4600, %4598
  %4602 = shl i32 %4599, 23
  %4603 = shl i32 %4601, 23
  %4604 = bitcast i32 %4602 to float
  %4605 = bitcast i32 %4603 to float
  %4606 = fmul float %4596, %4604
  %4607 = fmul float %4606, %4605
  %4608 = fcmp uno float %4566, %4566
  %4609 = select i1 %4608, float 0x7FF8000000000000, float %4607
  %4610 = fmul float %4564, %4609
  %4611 = fadd float %4562, %4610
  %feature371 = uitofp i64 %feature367 to float
  %4612 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 2), align 4
  %4613 = fcmp oeq float %feature371, %4612
  %4614 = select i1 %4613, float 1.000000e+00, float 0.000000e+00
  %4615 = fcmp une float %4614, 0.000000e+00
  %4616 = select i1 %4615, float 0x3FB99999A0000000, float 0.000000e+00
  %4617 = fadd float %4611, %4616
  %4618 = fmul float %4617, %eta
  %4619 = fsub float %4556, %4618
  %4620 = fmul float 0.000000e+00, %noise_scale31
  %4621 = fadd float %4619, %4620
  %bits372 = bitcast float %4619 to i32
  %magnitude373 = and i32 %bits372, 2147483647
  %is_nan374 = icmp ugt i32 %magnitude373, 2139095040
  %canonical375 = select i1 %is_nan374, i32 2143289344, i32 %bits372
  store i32 %canonical375, ptr %4555, align 4
  br label %slot.done370

slot.done370:                                     ; preds = %slot.then369, %slot.done361
  br label %noise.done

slot.then378:                                     ; preds = %step.exit
  %4622 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature376
  %4623 = load float, ptr %36, align 4
  store float %4623, ptr addrspace(1) %4622, align 4
  br label %slot.done379

slot.done379:                                     ; preds = %slot.then378, %step.exit
  %feature380 = add i64 %lane, 1024
  %valid381 = icmp ult i64 %feature380, %n_features
  %4624 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid381, label %slot.then382, label %slot.done383

slot.then382:                                     ; preds = %slot.done379
  %4625 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature380
  %4626 = load float, ptr %4624, align 4
  store float %4626, ptr addrspace(1) %4625, align 4
  br label %slot.done383

slot.done383:                                     ; preds = %slot.then382, %slot.done379
  %feature384 = add i64 %lane, 2048
  %valid385 = icmp ult i64 %feature384, %n_features
  %4627 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid385, label %slot.then386, label %slot.done387

slot.then386:                                     ; preds = %slot.done383
  %4628 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature384
  %4629 = load float, ptr %4627, align 4
  store float %4629, ptr addrspace(1) %4628, align 4
  br label %slot.done387

slot.done387:                                     ; preds = %slot.then386, %slot.done383
  %feature388 = add i64 %lane, 3072
  %valid389 = icmp ult i64 %feature388, %n_features
  %4630 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid389, label %slot.then390, label %slot.done391

slot.then390:                                     ; preds = %slot.done387
  %4631 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature388
  %4632 = load float, ptr %4630, align 4
  store float %4632, ptr addrspace(1) %4631, align 4
  br label %slot.done391

slot.done391:                                     ; preds = %slot.then390, %slot.done387
  %feature392 = add i64 %lane, 4096
  %valid393 = icmp ult i64 %feature392, %n_features
  %4633 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid393, label %slot.then394, label %slot.done395

slot.then394:                                     ; preds = %slot.done391
  %4634 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature392
  %4635 = load float, ptr %4633, align 4
  store float %4635, ptr addrspace(1) %4634, align 4
  br label %slot.done395

slot.done395:                                     ; preds = %slot.then394, %slot.done391
  %feature396 = add i64 %lane, 5120
  %valid397 = icmp ult i64 %feature396, %n_features
  %4636 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid397, label %slot.then398, label %slot.done399

slot.then398:                                     ; preds = %slot.done395
  %4637 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature396
  %4638 = load float, ptr %4636, align 4
  store float %4638, ptr addrspace(1) %4637, align 4
  br label %slot.done399

slot.done399:                                     ; preds = %slot.then398, %slot.done395
  %feature400 = add i64 %lane, 6144
  %valid401 = icmp ult i64 %feature400, %n_features
  %4639 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid401, label %slot.then402, label %slot.done403

slot.then402:                                     ; preds = %slot.done399
  %4640 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature400
  %4641 = load float, ptr %4639, align 4
  store float %4641, ptr addrspace(1) %4640, align 4
  br label %slot.done403

slot.done403:                                     ; preds = %slot.then402, %slot.done399
  %feature404 = add i64 %lane, 7168
  %valid405 = icmp ult i64 %feature404, %n_features
  %4642 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid405, label %slot.then406, label %slot.done407

slot.then406:                                     ; preds = %slot.done403
  %4643 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature404
  %4644 = load float, ptr %4642, align 4
  store float %4644, ptr addrspace(1) %4643, align 4
  br label %slot.done407

slot.done407:                                     ; preds = %slot.then406, %slot.done403
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_wide(ptr addrspace(1) %state, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth76 = alloca i64, align 8
  %pairwise_levels75 = alloca [64 x i64], align 8
  %pairwise_sums74 = alloca [64 x float], align 4
  %fold_index73 = alloca i64, align 8
  %fold_value72 = alloca float, align 4
  %pairwise_depth67 = alloca i64, align 8
  %pairwise_levels66 = alloca [64 x i64], align 8
  %pairwise_sums65 = alloca [64 x float], align 4
  %fold_index64 = alloca i64, align 8
  %fold_value63 = alloca float, align 4
  %pairwise_depth35 = alloca i64, align 8
  %pairwise_levels34 = alloca [64 x i64], align 8
  %pairwise_sums33 = alloca [64 x float], align 4
  %fold_index32 = alloca i64, align 8
  %fold_value31 = alloca float, align 4
  %pairwise_depth8 = alloca i64, align 8
  %pairwise_levels7 = alloca [64 x i64], align 8
  %pairwise_sums6 = alloca [64 x float], align 4
  %fold_index5 = alloca i64, align 8
  %fold_value4 = alloca float, align 4
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
  %10 = mul i64 %n_features, 0
  %11 = add i64 %10, 0
  %12 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %11
  store float %temperature, ptr %temperature1, align 4
  %anneal2 = icmp ne i32 %anneal, 0
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %871, %noise.done ]
  %13 = icmp ult i64 %step, %steps
  br i1 %13, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  %14 = load float, ptr %temperature1, align 4
  %15 = fmul float %two_eta, %14
  %16 = fcmp olt float 0.000000e+00, %15
  %17 = call float @llvm.sqrt.f32(float %15)
  %18 = select i1 %16, float %17, float 0.000000e+00
  %noise_scale3 = select i1 %anneal2, float %18, float %noise_scale
  %key1_step = add i64 %key1, %step
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %draw.then, label %draw.done

step.exit:                                        ; preds = %step.header
  br label %row.done

draw.then:                                        ; preds = %step.body
  %first_element = mul i64 %row, %n_features
  br label %philox.header

draw.done:                                        ; preds = %noise.exit, %step.body
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0xFFF0000000000000, ptr %fold_value4, align 4
  store i64 0, ptr %fold_index5, align 8
  store i64 0, ptr %pairwise_depth8, align 8
  br label %feature.header

philox.header:                                    ; preds = %philox.body, %draw.then
  %philox = phi i64 [ %lane, %draw.then ], [ %189, %philox.body ]
  %19 = icmp ult i64 %philox, %n_features
  br i1 %19, label %philox.body, label %philox.exit

philox.body:                                      ; preds = %philox.header
  %element = add i64 %first_element, %philox
  %20 = trunc i64 %key0 to i32
  %21 = lshr i64 %key0, 32
  %22 = trunc i64 %21 to i32
  %23 = trunc i64 %element to i32
  %24 = trunc i64 %key1_step to i32
  %25 = lshr i64 %key1_step, 32
  %26 = trunc i64 %25 to i32
  %27 = lshr i64 %element, 32
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
  %187 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %philox
  store i32 %184, ptr addrspace(1) %187, align 4, !alias.scope !0, !noalias !3
  %188 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %philox
  store i32 %182, ptr addrspace(1) %188, align 4, !alias.scope !3, !noalias !0
  %189 = add i64 %philox, 256
  br label %philox.header

philox.exit:                                      ; preds = %philox.header
  br label %noise.header

noise.header:                                     ; preds = %noise.body, %philox.exit
  %noise = phi i64 [ %lane, %philox.exit ], [ %324, %noise.body ]
  %190 = icmp ult i64 %noise, %n_features
  br i1 %190, label %noise.body, label %noise.exit

noise.body:                                       ; preds = %noise.header
  %191 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %noise
  %w0 = load i32, ptr addrspace(1) %191, align 4, !alias.scope !0, !noalias !3
  %192 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %noise
  %w1 = load i32, ptr addrspace(1) %192, align 4, !alias.scope !3, !noalias !0
  %193 = uitofp i32 %w0 to double
  %194 = fadd double %193, 5.000000e-01
  %195 = fmul double %194, 0x3DF0000000000000
  %196 = uitofp i32 %w1 to double
  %197 = fadd double %196, 5.000000e-01
  %198 = fmul double %197, 0x3DF0000000000000
  %199 = bitcast double %195 to i64
  %200 = lshr i64 %199, 32
  %201 = add i64 %200, 614242
  %202 = lshr i64 %201, 20
  %203 = sub i64 %202, 1023
  %204 = and i64 %201, 1048575
  %205 = add i64 %204, 1072079006
  %206 = shl i64 %205, 32
  %207 = and i64 %199, 4294967295
  %208 = or i64 %206, %207
  %209 = bitcast i64 %208 to double
  %210 = fsub double %209, 1.000000e+00
  %211 = fmul double 5.000000e-01, %210
  %212 = fmul double %211, %210
  %213 = fadd double 2.000000e+00, %210
  %214 = fdiv double %210, %213
  %215 = fmul double %214, %214
  %216 = fmul double %215, %215
  %217 = fmul double %216, 0x3FC39A09D078C69F
  %218 = fadd double 0x3FCC71C51D8E78AF, %217
  %219 = fmul double %216, %218
  %220 = fadd double 0x3FD999999997FA04, %219
  %221 = fmul double %216, %220
  %222 = fmul double %216, 0x3FC2F112DF3E5244
  %223 = fadd double 0x3FC7466496CB03DE, %222
  %224 = fmul double %216, %223
  %225 = fadd double 0x3FD2492494229359, %224
  %226 = fmul double %216, %225
  %227 = fadd double 0x3FE5555555555593, %226
  %228 = fmul double %215, %227
  %229 = fadd double %228, %221
  %230 = sitofp i64 %203 to double
  %231 = fadd double %212, %229
  %232 = fmul double %214, %231
  %233 = fmul double %230, 0x3DEA39EF35793C76
  %234 = fadd double %232, %233
  %235 = fsub double %234, %212
  %236 = fadd double %235, %210
  %237 = fmul double %230, 0x3FE62E42FEE00000
  %238 = fadd double %236, %237
  %239 = fmul double -2.000000e+00, %238
  %240 = call double @llvm.sqrt.f64(double %239)
  %241 = fmul double 0x401921FB54442D18, %198
  %242 = fmul double %241, 0x3FE45F306DC9C883
  %243 = fadd double %242, 0x4338000000000000
  %244 = bitcast double %243 to i64
  %245 = fsub double %243, 0x4338000000000000
  %246 = fmul double %245, 0x3FF921FB54400000
  %247 = fsub double %241, %246
  %248 = fmul double %245, 0x3DD0B4611A626331
  %249 = fmul double %245, 0x3DD0B4611A600000
  %250 = fsub double %247, %249
  %251 = fmul double %245, 0x3BA3198A2E037073
  %252 = fsub double %247, %250
  %253 = fsub double %252, %249
  %254 = fsub double %251, %253
  %255 = fsub double %247, %248
  %256 = bitcast double %241 to i64
  %257 = lshr i64 %256, 52
  %258 = and i64 %257, 2047
  %259 = bitcast double %255 to i64
  %260 = lshr i64 %259, 52
  %261 = and i64 %260, 2047
  %262 = add i64 %261, 16
  %263 = icmp ult i64 %262, %258
  %264 = select i1 %263, double %250, double %247
  %265 = select i1 %263, double %254, double %248
  %266 = fsub double %264, %265
  %267 = fsub double %264, %266
  %268 = fsub double %267, %265
  %269 = fmul double %266, %266
  %270 = fmul double %269, %269
  %271 = fmul double %269, 0x3EFA01A019CB1590
  %272 = fadd double 0xBF56C16C16C15177, %271
  %273 = fmul double %269, %272
  %274 = fadd double 0x3FA555555555554C, %273
  %275 = fmul double %269, %274
  %276 = fmul double %269, 0xBDA8FAE9BE8838D4
  %277 = fadd double 0x3E21EE9EBDB4B1C4, %276
  %278 = fmul double %269, %277
  %279 = fadd double 0xBE927E4F809C52AD, %278
  %280 = fmul double %270, %270
  %281 = fmul double %280, %279
  %282 = fadd double %275, %281
  %283 = fmul double 5.000000e-01, %269
  %284 = fsub double 1.000000e+00, %283
  %285 = fsub double 1.000000e+00, %284
  %286 = fsub double %285, %283
  %287 = fmul double %269, %282
  %288 = fmul double %266, %268
  %289 = fsub double %287, %288
  %290 = fadd double %286, %289
  %291 = fadd double %284, %290
  %292 = fmul double %266, %266
  %293 = fmul double %292, %292
  %294 = fmul double %292, 0x3EC71DE357B1FE7D
  %295 = fadd double 0xBF2A01A019C161D5, %294
  %296 = fmul double %292, %295
  %297 = fadd double 0x3F8111111110F8A6, %296
  %298 = fmul double %292, 0x3DE5D93A5ACFD57C
  %299 = fadd double 0xBE5AE5E68A2B9CEB, %298
  %300 = fmul double %292, %293
  %301 = fmul double %300, %299
  %302 = fadd double %297, %301
  %303 = fmul double %292, %266
  %304 = fmul double 5.000000e-01, %268
  %305 = fmul double %303, %302
  %306 = fsub double %304, %305
  %307 = fmul double %292, %306
  %308 = fsub double %307, %268
  %309 = fmul double %303, 0xBFC5555555555549
  %310 = fsub double %308, %309
  %311 = fsub double %266, %310
  %312 = fneg double %291
  %313 = fneg double %311
  %314 = and i64 %244, 1
  %315 = and i64 %244, 2
  %316 = icmp eq i64 %314, 1
  %317 = icmp eq i64 %315, 2
  %318 = select i1 %317, double %312, double %291
  %319 = select i1 %317, double %311, double %313
  %320 = select i1 %316, double %319, double %318
  %321 = fmul double %240, %320
  %322 = fptrunc double %321 to float
  %323 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %noise
  store float %322, ptr addrspace(1) %323, align 4, !alias.scope !0, !noalias !3
  %324 = add i64 %noise, 256
  br label %noise.header

noise.exit:                                       ; preds = %noise.header
  br label %draw.done

feature.header:                                   ; preds = %feature.body, %draw.done
  %feature = phi i64 [ %lane, %draw.done ], [ %344, %feature.body ]
  %325 = icmp ult i64 %feature, %n_features
  br i1 %325, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %326 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %327 = load float, ptr addrspace(1) %326, align 4
  %328 = load float, ptr %fold_value, align 4
  %329 = fcmp ogt float %327, %328
  %330 = fcmp uno float %327, %327
  %331 = fcmp ord float %328, %328
  %332 = and i1 %330, %331
  %take = or i1 %329, %332
  %333 = select i1 %take, float %327, float %328
  store float %333, ptr %fold_value, align 4
  %334 = load i64, ptr %fold_index, align 8
  %335 = select i1 %take, i64 %feature, i64 %334
  store i64 %335, ptr %fold_index, align 8
  %336 = load float, ptr %fold_value4, align 4
  %337 = fcmp ogt float %327, %336
  %338 = fcmp uno float %327, %327
  %339 = fcmp ord float %336, %336
  %340 = and i1 %338, %339
  %take9 = or i1 %337, %340
  %341 = select i1 %take9, float %327, float %336
  store float %341, ptr %fold_value4, align 4
  %342 = load i64, ptr %fold_index5, align 8
  %343 = select i1 %take9, i64 %feature, i64 %342
  store i64 %343, ptr %fold_index5, align 8
  %344 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  %best_index = load i64, ptr %fold_index, align 8
  %345 = load float, ptr %fold_value, align 4
  %346 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %345, ptr addrspace(3) %346, align 4
  %347 = trunc i64 %best_index to i32
  %348 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %347, ptr addrspace(3) %348, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 128
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %feature.exit
  %349 = add i64 %lane, 128
  %350 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %351 = load i32, ptr addrspace(3) %350, align 4
  %352 = zext i32 %351 to i64
  %353 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %354 = load float, ptr addrspace(3) %353, align 4
  %355 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %349
  %356 = load i32, ptr addrspace(3) %355, align 4
  %357 = zext i32 %356 to i64
  %358 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %349
  %359 = load float, ptr addrspace(3) %358, align 4
  %360 = fcmp uno float %359, %359
  %361 = fcmp uno float %354, %354
  %362 = icmp ult i64 %357, %352
  %363 = fcmp ogt float %359, %354
  %364 = fcmp oeq float %359, %354
  %365 = xor i1 %361, true
  %366 = or i1 %365, %362
  %367 = and i1 %364, %362
  %368 = or i1 %363, %367
  %369 = xor i1 %361, true
  %370 = and i1 %369, %368
  %371 = select i1 %360, i1 %366, i1 %370
  %372 = select i1 %371, float %359, float %354
  %373 = select i1 %371, i64 %357, i64 %352
  %374 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %372, ptr addrspace(3) %374, align 4
  %375 = trunc i64 %373 to i32
  %376 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %375, ptr addrspace(3) %376, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane10 = icmp ult i64 %lane, 64
  br i1 %tree_lane10, label %tree.then11, label %tree.done12

tree.then11:                                      ; preds = %tree.done
  %377 = add i64 %lane, 64
  %378 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %379 = load i32, ptr addrspace(3) %378, align 4
  %380 = zext i32 %379 to i64
  %381 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %382 = load float, ptr addrspace(3) %381, align 4
  %383 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %377
  %384 = load i32, ptr addrspace(3) %383, align 4
  %385 = zext i32 %384 to i64
  %386 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %377
  %387 = load float, ptr addrspace(3) %386, align 4
  %388 = fcmp uno float %387, %387
  %389 = fcmp uno float %382, %382
  %390 = icmp ult i64 %385, %380
  %391 = fcmp ogt float %387, %382
  %392 = fcmp oeq float %387, %382
  %393 = xor i1 %389, true
  %394 = or i1 %393, %390
  %395 = and i1 %392, %390
  %396 = or i1 %391, %395
  %397 = xor i1 %389, true
  %398 = and i1 %397, %396
  %399 = select i1 %388, i1 %394, i1 %398
  %400 = select i1 %399, float %387, float %382
  %401 = select i1 %399, i64 %385, i64 %380
  %402 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %400, ptr addrspace(3) %402, align 4
  %403 = trunc i64 %401 to i32
  %404 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %403, ptr addrspace(3) %404, align 4
  br label %tree.done12

tree.done12:                                      ; preds = %tree.then11, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane13 = icmp ult i64 %lane, 32
  br i1 %tree_lane13, label %tree.then14, label %tree.done15

tree.then14:                                      ; preds = %tree.done12
  %405 = add i64 %lane, 32
  %406 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %407 = load i32, ptr addrspace(3) %406, align 4
  %408 = zext i32 %407 to i64
  %409 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %410 = load float, ptr addrspace(3) %409, align 4
  %411 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %405
  %412 = load i32, ptr addrspace(3) %411, align 4
  %413 = zext i32 %412 to i64
  %414 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %405
  %415 = load float, ptr addrspace(3) %414, align 4
  %416 = fcmp uno float %415, %415
  %417 = fcmp uno float %410, %410
  %418 = icmp ult i64 %413, %408
  %419 = fcmp ogt float %415, %410
  %420 = fcmp oeq float %415, %410
  %421 = xor i1 %417, true
  %422 = or i1 %421, %418
  %423 = and i1 %420, %418
  %424 = or i1 %419, %423
  %425 = xor i1 %417, true
  %426 = and i1 %425, %424
  %427 = select i1 %416, i1 %422, i1 %426
  %428 = select i1 %427, float %415, float %410
  %429 = select i1 %427, i64 %413, i64 %408
  %430 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %428, ptr addrspace(3) %430, align 4
  %431 = trunc i64 %429 to i32
  %432 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %431, ptr addrspace(3) %432, align 4
  br label %tree.done15

tree.done15:                                      ; preds = %tree.then14, %tree.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane16 = icmp ult i64 %lane, 16
  br i1 %tree_lane16, label %tree.then17, label %tree.done18

tree.then17:                                      ; preds = %tree.done15
  %433 = add i64 %lane, 16
  %434 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %435 = load i32, ptr addrspace(3) %434, align 4
  %436 = zext i32 %435 to i64
  %437 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %438 = load float, ptr addrspace(3) %437, align 4
  %439 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %433
  %440 = load i32, ptr addrspace(3) %439, align 4
  %441 = zext i32 %440 to i64
  %442 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %433
  %443 = load float, ptr addrspace(3) %442, align 4
  %444 = fcmp uno float %443, %443
  %445 = fcmp uno float %438, %438
  %446 = icmp ult i64 %441, %436
  %447 = fcmp ogt float %443, %438
  %448 = fcmp oeq float %443, %438
  %449 = xor i1 %445, true
  %450 = or i1 %449, %446
  %451 = and i1 %448, %446
  %452 = or i1 %447, %451
  %453 = xor i1 %445, true
  %454 = and i1 %453, %452
  %455 = select i1 %444, i1 %450, i1 %454
  %456 = select i1 %455, float %443, float %438
  %457 = select i1 %455, i64 %441, i64 %436
  %458 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %456, ptr addrspace(3) %458, align 4
  %459 = trunc i64 %457 to i32
  %460 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %459, ptr addrspace(3) %460, align 4
  br label %tree.done18

tree.done18:                                      ; preds = %tree.then17, %tree.done15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane19 = icmp ult i64 %lane, 8
  br i1 %tree_lane19, label %tree.then20, label %tree.done21

tree.then20:                                      ; preds = %tree.done18
  %461 = add i64 %lane, 8
  %462 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %463 = load i32, ptr addrspace(3) %462, align 4
  %464 = zext i32 %463 to i64
  %465 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %466 = load float, ptr addrspace(3) %465, align 4
  %467 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %461
  %468 = load i32, ptr addrspace(3) %467, align 4
  %469 = zext i32 %468 to i64
  %470 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %461
  %471 = load float, ptr addrspace(3) %470, align 4
  %472 = fcmp uno float %471, %471
  %473 = fcmp uno float %466, %466
  %474 = icmp ult i64 %469, %464
  %475 = fcmp ogt float %471, %466
  %476 = fcmp oeq float %471, %466
  %477 = xor i1 %473, true
  %478 = or i1 %477, %474
  %479 = and i1 %476, %474
  %480 = or i1 %475, %479
  %481 = xor i1 %473, true
  %482 = and i1 %481, %480
  %483 = select i1 %472, i1 %478, i1 %482
  %484 = select i1 %483, float %471, float %466
  %485 = select i1 %483, i64 %469, i64 %464
  %486 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %484, ptr addrspace(3) %486, align 4
  %487 = trunc i64 %485 to i32
  %488 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %487, ptr addrspace(3) %488, align 4
  br label %tree.done21

tree.done21:                                      ; preds = %tree.then20, %tree.done18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane22 = icmp ult i64 %lane, 4
  br i1 %tree_lane22, label %tree.then23, label %tree.done24

tree.then23:                                      ; preds = %tree.done21
  %489 = add i64 %lane, 4
  %490 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %491 = load i32, ptr addrspace(3) %490, align 4
  %492 = zext i32 %491 to i64
  %493 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %494 = load float, ptr addrspace(3) %493, align 4
  %495 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %489
  %496 = load i32, ptr addrspace(3) %495, align 4
  %497 = zext i32 %496 to i64
  %498 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %489
  %499 = load float, ptr addrspace(3) %498, align 4
  %500 = fcmp uno float %499, %499
  %501 = fcmp uno float %494, %494
  %502 = icmp ult i64 %497, %492
  %503 = fcmp ogt float %499, %494
  %504 = fcmp oeq float %499, %494
  %505 = xor i1 %501, true
  %506 = or i1 %505, %502
  %507 = and i1 %504, %502
  %508 = or i1 %503, %507
  %509 = xor i1 %501, true
  %510 = and i1 %509, %508
  %511 = select i1 %500, i1 %506, i1 %510
  %512 = select i1 %511, float %499, float %494
  %513 = select i1 %511, i64 %497, i64 %492
  %514 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %512, ptr addrspace(3) %514, align 4
  %515 = trunc i64 %513 to i32
  %516 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %515, ptr addrspace(3) %516, align 4
  br label %tree.done24

tree.done24:                                      ; preds = %tree.then23, %tree.done21
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane25 = icmp ult i64 %lane, 2
  br i1 %tree_lane25, label %tree.then26, label %tree.done27

tree.then26:                                      ; preds = %tree.done24
  %517 = add i64 %lane, 2
  %518 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %519 = load i32, ptr addrspace(3) %518, align 4
  %520 = zext i32 %519 to i64
  %521 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %522 = load float, ptr addrspace(3) %521, align 4
  %523 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %517
  %524 = load i32, ptr addrspace(3) %523, align 4
  %525 = zext i32 %524 to i64
  %526 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %517
  %527 = load float, ptr addrspace(3) %526, align 4
  %528 = fcmp uno float %527, %527
  %529 = fcmp uno float %522, %522
  %530 = icmp ult i64 %525, %520
  %531 = fcmp ogt float %527, %522
  %532 = fcmp oeq float %527, %522
  %533 = xor i1 %529, true
  %534 = or i1 %533, %530
  %535 = and i1 %532, %530
  %536 = or i1 %531, %535
  %537 = xor i1 %529, true
  %538 = and i1 %537, %536
  %539 = select i1 %528, i1 %534, i1 %538
  %540 = select i1 %539, float %527, float %522
  %541 = select i1 %539, i64 %525, i64 %520
  %542 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %540, ptr addrspace(3) %542, align 4
  %543 = trunc i64 %541 to i32
  %544 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %543, ptr addrspace(3) %544, align 4
  br label %tree.done27

tree.done27:                                      ; preds = %tree.then26, %tree.done24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane28 = icmp ult i64 %lane, 1
  br i1 %tree_lane28, label %tree.then29, label %tree.done30

tree.then29:                                      ; preds = %tree.done27
  %545 = add i64 %lane, 1
  %546 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %547 = load i32, ptr addrspace(3) %546, align 4
  %548 = zext i32 %547 to i64
  %549 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %550 = load float, ptr addrspace(3) %549, align 4
  %551 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %545
  %552 = load i32, ptr addrspace(3) %551, align 4
  %553 = zext i32 %552 to i64
  %554 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %545
  %555 = load float, ptr addrspace(3) %554, align 4
  %556 = fcmp uno float %555, %555
  %557 = fcmp uno float %550, %550
  %558 = icmp ult i64 %553, %548
  %559 = fcmp ogt float %555, %550
  %560 = fcmp oeq float %555, %550
  %561 = xor i1 %557, true
  %562 = or i1 %561, %558
  %563 = and i1 %560, %558
  %564 = or i1 %559, %563
  %565 = xor i1 %557, true
  %566 = and i1 %565, %564
  %567 = select i1 %556, i1 %562, i1 %566
  %568 = select i1 %567, float %555, float %550
  %569 = select i1 %567, i64 %553, i64 %548
  %570 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %568, ptr addrspace(3) %570, align 4
  %571 = trunc i64 %569 to i32
  %572 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %571, ptr addrspace(3) %572, align 4
  br label %tree.done30

tree.done30:                                      ; preds = %tree.then29, %tree.done27
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done30
  %573 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %574 = zext i32 %573 to i64
  %575 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value31, align 4
  store i64 0, ptr %fold_index32, align 8
  store i64 0, ptr %pairwise_depth35, align 8
  store float %575, ptr %fold_value31, align 4
  store i64 %574, ptr %fold_index32, align 8
  %576 = load float, ptr %fold_value31, align 4
  store float %576, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %best_index36 = load i64, ptr %fold_index5, align 8
  %577 = load float, ptr %fold_value4, align 4
  %578 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %577, ptr addrspace(3) %578, align 4
  %579 = trunc i64 %best_index36 to i32
  %580 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %579, ptr addrspace(3) %580, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane37 = icmp ult i64 %lane, 128
  br i1 %tree_lane37, label %tree.then38, label %tree.done39

tree.then38:                                      ; preds = %tree.result.done
  %581 = add i64 %lane, 128
  %582 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %583 = load i32, ptr addrspace(3) %582, align 4
  %584 = zext i32 %583 to i64
  %585 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %586 = load float, ptr addrspace(3) %585, align 4
  %587 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %581
  %588 = load i32, ptr addrspace(3) %587, align 4
  %589 = zext i32 %588 to i64
  %590 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %581
  %591 = load float, ptr addrspace(3) %590, align 4
  %592 = fcmp uno float %591, %591
  %593 = fcmp uno float %586, %586
  %594 = icmp ult i64 %589, %584
  %595 = fcmp ogt float %591, %586
  %596 = fcmp oeq float %591, %586
  %597 = xor i1 %593, true
  %598 = or i1 %597, %594
  %599 = and i1 %596, %594
  %600 = or i1 %595, %599
  %601 = xor i1 %593, true
  %602 = and i1 %601, %600
  %603 = select i1 %592, i1 %598, i1 %602
  %604 = select i1 %603, float %591, float %586
  %605 = select i1 %603, i64 %589, i64 %584
  %606 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %604, ptr addrspace(3) %606, align 4
  %607 = trunc i64 %605 to i32
  %608 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %607, ptr addrspace(3) %608, align 4
  br label %tree.done39

tree.done39:                                      ; preds = %tree.then38, %tree.result.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane40 = icmp ult i64 %lane, 64
  br i1 %tree_lane40, label %tree.then41, label %tree.done42

tree.then41:                                      ; preds = %tree.done39
  %609 = add i64 %lane, 64
  %610 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %611 = load i32, ptr addrspace(3) %610, align 4
  %612 = zext i32 %611 to i64
  %613 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %614 = load float, ptr addrspace(3) %613, align 4
  %615 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %609
  %616 = load i32, ptr addrspace(3) %615, align 4
  %617 = zext i32 %616 to i64
  %618 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %609
  %619 = load float, ptr addrspace(3) %618, align 4
  %620 = fcmp uno float %619, %619
  %621 = fcmp uno float %614, %614
  %622 = icmp ult i64 %617, %612
  %623 = fcmp ogt float %619, %614
  %624 = fcmp oeq float %619, %614
  %625 = xor i1 %621, true
  %626 = or i1 %625, %622
  %627 = and i1 %624, %622
  %628 = or i1 %623, %627
  %629 = xor i1 %621, true
  %630 = and i1 %629, %628
  %631 = select i1 %620, i1 %626, i1 %630
  %632 = select i1 %631, float %619, float %614
  %633 = select i1 %631, i64 %617, i64 %612
  %634 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %632, ptr addrspace(3) %634, align 4
  %635 = trunc i64 %633 to i32
  %636 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %635, ptr addrspace(3) %636, align 4
  br label %tree.done42

tree.done42:                                      ; preds = %tree.then41, %tree.done39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane43 = icmp ult i64 %lane, 32
  br i1 %tree_lane43, label %tree.then44, label %tree.done45

tree.then44:                                      ; preds = %tree.done42
  %637 = add i64 %lane, 32
  %638 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %639 = load i32, ptr addrspace(3) %638, align 4
  %640 = zext i32 %639 to i64
  %641 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %642 = load float, ptr addrspace(3) %641, align 4
  %643 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %637
  %644 = load i32, ptr addrspace(3) %643, align 4
  %645 = zext i32 %644 to i64
  %646 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %637
  %647 = load float, ptr addrspace(3) %646, align 4
  %648 = fcmp uno float %647, %647
  %649 = fcmp uno float %642, %642
  %650 = icmp ult i64 %645, %640
  %651 = fcmp ogt float %647, %642
  %652 = fcmp oeq float %647, %642
  %653 = xor i1 %649, true
  %654 = or i1 %653, %650
  %655 = and i1 %652, %650
  %656 = or i1 %651, %655
  %657 = xor i1 %649, true
  %658 = and i1 %657, %656
  %659 = select i1 %648, i1 %654, i1 %658
  %660 = select i1 %659, float %647, float %642
  %661 = select i1 %659, i64 %645, i64 %640
  %662 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %660, ptr addrspace(3) %662, align 4
  %663 = trunc i64 %661 to i32
  %664 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %663, ptr addrspace(3) %664, align 4
  br label %tree.done45

tree.done45:                                      ; preds = %tree.then44, %tree.done42
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane46 = icmp ult i64 %lane, 16
  br i1 %tree_lane46, label %tree.then47, label %tree.done48

tree.then47:                                      ; preds = %tree.done45
  %665 = add i64 %lane, 16
  %666 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %667 = load i32, ptr addrspace(3) %666, align 4
  %668 = zext i32 %667 to i64
  %669 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %670 = load float, ptr addrspace(3) %669, align 4
  %671 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %665
  %672 = load i32, ptr addrspace(3) %671, align 4
  %673 = zext i32 %672 to i64
  %674 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %665
  %675 = load float, ptr addrspace(3) %674, align 4
  %676 = fcmp uno float %675, %675
  %677 = fcmp uno float %670, %670
  %678 = icmp ult i64 %673, %668
  %679 = fcmp ogt float %675, %670
  %680 = fcmp oeq float %675, %670
  %681 = xor i1 %677, true
  %682 = or i1 %681, %678
  %683 = and i1 %680, %678
  %684 = or i1 %679, %683
  %685 = xor i1 %677, true
  %686 = and i1 %685, %684
  %687 = select i1 %676, i1 %682, i1 %686
  %688 = select i1 %687, float %675, float %670
  %689 = select i1 %687, i64 %673, i64 %668
  %690 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %688, ptr addrspace(3) %690, align 4
  %691 = trunc i64 %689 to i32
  %692 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %691, ptr addrspace(3) %692, align 4
  br label %tree.done48

tree.done48:                                      ; preds = %tree.then47, %tree.done45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane49 = icmp ult i64 %lane, 8
  br i1 %tree_lane49, label %tree.then50, label %tree.done51

tree.then50:                                      ; preds = %tree.done48
  %693 = add i64 %lane, 8
  %694 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %695 = load i32, ptr addrspace(3) %694, align 4
  %696 = zext i32 %695 to i64
  %697 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %698 = load float, ptr addrspace(3) %697, align 4
  %699 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %693
  %700 = load i32, ptr addrspace(3) %699, align 4
  %701 = zext i32 %700 to i64
  %702 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %693
  %703 = load float, ptr addrspace(3) %702, align 4
  %704 = fcmp uno float %703, %703
  %705 = fcmp uno float %698, %698
  %706 = icmp ult i64 %701, %696
  %707 = fcmp ogt float %703, %698
  %708 = fcmp oeq float %703, %698
  %709 = xor i1 %705, true
  %710 = or i1 %709, %706
  %711 = and i1 %708, %706
  %712 = or i1 %707, %711
  %713 = xor i1 %705, true
  %714 = and i1 %713, %712
  %715 = select i1 %704, i1 %710, i1 %714
  %716 = select i1 %715, float %703, float %698
  %717 = select i1 %715, i64 %701, i64 %696
  %718 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %716, ptr addrspace(3) %718, align 4
  %719 = trunc i64 %717 to i32
  %720 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %719, ptr addrspace(3) %720, align 4
  br label %tree.done51

tree.done51:                                      ; preds = %tree.then50, %tree.done48
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane52 = icmp ult i64 %lane, 4
  br i1 %tree_lane52, label %tree.then53, label %tree.done54

tree.then53:                                      ; preds = %tree.done51
  %721 = add i64 %lane, 4
  %722 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %723 = load i32, ptr addrspace(3) %722, align 4
  %724 = zext i32 %723 to i64
  %725 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %726 = load float, ptr addrspace(3) %725, align 4
  %727 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %721
  %728 = load i32, ptr addrspace(3) %727, align 4
  %729 = zext i32 %728 to i64
  %730 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %721
  %731 = load float, ptr addrspace(3) %730, align 4
  %732 = fcmp uno float %731, %731
  %733 = fcmp uno float %726, %726
  %734 = icmp ult i64 %729, %724
  %735 = fcmp ogt float %731, %726
  %736 = fcmp oeq float %731, %726
  %737 = xor i1 %733, true
  %738 = or i1 %737, %734
  %739 = and i1 %736, %734
  %740 = or i1 %735, %739
  %741 = xor i1 %733, true
  %742 = and i1 %741, %740
  %743 = select i1 %732, i1 %738, i1 %742
  %744 = select i1 %743, float %731, float %726
  %745 = select i1 %743, i64 %729, i64 %724
  %746 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %744, ptr addrspace(3) %746, align 4
  %747 = trunc i64 %745 to i32
  %748 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %747, ptr addrspace(3) %748, align 4
  br label %tree.done54

tree.done54:                                      ; preds = %tree.then53, %tree.done51
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane55 = icmp ult i64 %lane, 2
  br i1 %tree_lane55, label %tree.then56, label %tree.done57

tree.then56:                                      ; preds = %tree.done54
  %749 = add i64 %lane, 2
  %750 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %751 = load i32, ptr addrspace(3) %750, align 4
  %752 = zext i32 %751 to i64
  %753 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %754 = load float, ptr addrspace(3) %753, align 4
  %755 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %749
  %756 = load i32, ptr addrspace(3) %755, align 4
  %757 = zext i32 %756 to i64
  %758 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %749
  %759 = load float, ptr addrspace(3) %758, align 4
  %760 = fcmp uno float %759, %759
  %761 = fcmp uno float %754, %754
  %762 = icmp ult i64 %757, %752
  %763 = fcmp ogt float %759, %754
  %764 = fcmp oeq float %759, %754
  %765 = xor i1 %761, true
  %766 = or i1 %765, %762
  %767 = and i1 %764, %762
  %768 = or i1 %763, %767
  %769 = xor i1 %761, true
  %770 = and i1 %769, %768
  %771 = select i1 %760, i1 %766, i1 %770
  %772 = select i1 %771, float %759, float %754
  %773 = select i1 %771, i64 %757, i64 %752
  %774 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %772, ptr addrspace(3) %774, align 4
  %775 = trunc i64 %773 to i32
  %776 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %775, ptr addrspace(3) %776, align 4
  br label %tree.done57

tree.done57:                                      ; preds = %tree.then56, %tree.done54
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane58 = icmp ult i64 %lane, 1
  br i1 %tree_lane58, label %tree.then59, label %tree.done60

tree.then59:                                      ; preds = %tree.done57
  %777 = add i64 %lane, 1
  %778 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %779 = load i32, ptr addrspace(3) %778, align 4
  %780 = zext i32 %779 to i64
  %781 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %782 = load float, ptr addrspace(3) %781, align 4
  %783 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %777
  %784 = load i32, ptr addrspace(3) %783, align 4
  %785 = zext i32 %784 to i64
  %786 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %777
  %787 = load float, ptr addrspace(3) %786, align 4
  %788 = fcmp uno float %787, %787
  %789 = fcmp uno float %782, %782
  %790 = icmp ult i64 %785, %780
  %791 = fcmp ogt float %787, %782
  %792 = fcmp oeq float %787, %782
  %793 = xor i1 %789, true
  %794 = or i1 %793, %790
  %795 = and i1 %792, %790
  %796 = or i1 %791, %795
  %797 = xor i1 %789, true
  %798 = and i1 %797, %796
  %799 = select i1 %788, i1 %794, i1 %798
  %800 = select i1 %799, float %787, float %782
  %801 = select i1 %799, i64 %785, i64 %780
  %802 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %800, ptr addrspace(3) %802, align 4
  %803 = trunc i64 %801 to i32
  %804 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %803, ptr addrspace(3) %804, align 4
  br label %tree.done60

tree.done60:                                      ; preds = %tree.then59, %tree.done57
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then61, label %tree.result.done62

tree.result.then61:                               ; preds = %tree.done60
  %805 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %806 = zext i32 %805 to i64
  %807 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value63, align 4
  store i64 0, ptr %fold_index64, align 8
  store i64 0, ptr %pairwise_depth67, align 8
  store float %807, ptr %fold_value63, align 4
  store i64 %806, ptr %fold_index64, align 8
  %808 = load i64, ptr %fold_index64, align 8
  %argmax = uitofp i64 %808 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  br label %tree.result.done62

tree.result.done62:                               ; preds = %tree.result.then61, %tree.done60
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %feature.header68

feature.header68:                                 ; preds = %feature.body69, %tree.result.done62
  %feature71 = phi i64 [ %lane, %tree.result.done62 ], [ %860, %feature.body69 ]
  %809 = icmp ult i64 %feature71, %n_features
  br i1 %809, label %feature.body69, label %feature.exit70

feature.body69:                                   ; preds = %feature.header68
  %810 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature71
  %811 = load float, ptr addrspace(1) %810, align 4
  %812 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %813 = fsub float %811, %812
  %814 = fcmp olt float %813, -1.040000e+02
  %815 = select i1 %814, float -1.040000e+02, float %813
  %816 = fcmp olt float 8.900000e+01, %815
  %817 = select i1 %816, float 8.900000e+01, float %815
  %818 = fmul float %817, 0x3FF7154760000000
  %819 = fadd float %818, 0x4168000000000000
  %820 = fsub float %819, 0x4168000000000000
  %821 = bitcast float %819 to i32
  %822 = sub i32 %821, 1262485504
  %823 = fmul float %820, 0x3FE62E4000000000
  %824 = fsub float %817, %823
  %825 = fmul float %820, 0x3EB7F7D1C0000000
  %826 = fsub float %824, %825
  %827 = fmul float %826, %826
  %828 = fmul float %827, 0x3E66376980000000
  %829 = fadd float 0xBEBBBD41C0000000, %828
  %830 = fmul float %827, %829
  %831 = fadd float 0x3F11566AA0000000, %830
  %832 = fmul float %827, %831
  %833 = fadd float 0xBF66C16C20000000, %832
  %834 = fmul float %827, %833
  %835 = fadd float 0x3FC5555560000000, %834
  %836 = fmul float %827, %835
  %837 = fsub float %826, %836
  %838 = fmul float %826, %837
  %839 = fsub float 2.000000e+00, %837
  %840 = fdiv float %838, %839
  %841 = fsub float %825, %840
  %842 = fsub float %841, %824
  %843 = fsub float 1.000000e+00, %842
  %844 = add i32 %822, 256
  %845 = lshr i32 %844, 1
  %846 = sub i32 %845, 1
  %847 = add i32 %822, 255
  %848 = sub i32 %847, %845
  %849 = shl i32 %846, 23
  %850 = shl i32 %848, 23
  %851 = bitcast i32 %849 to float
  %852 = bitcast i32 %850 to float
  %853 = fmul float %843, %851
  %854 = fmul float %853, %852
  %855 = fcmp uno float %813, %813
  %856 = select i1 %855, float 0x7FF8000000000000, float %854
  %857 = mul i64 %n_features, 0
  %858 = add i64 %857, %feature71
  %859 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %858
  store float %856, ptr addrspace(1) %859, align 4
  %860 = add i64 %feature71, 256
  br label %feature.header68

feature.exit70:                                   ; preds = %feature.header68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit70
  %861 = mul i64 %n_features, 0
  %862 = add i64 %861, 0
  %863 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %862
  store float 0.000000e+00, ptr %fold_value72, align 4
  store i64 0, ptr %fold_index73, align 8
  store i64 0, ptr %pairwise_depth76, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit70
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw77 = icmp ne i32 %draw_noise, 0
  br i1 %draw77, label %noise78, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %869, %fold_sums.body ]
  %864 = icmp ult i64 %fold_sums, %n_features
  br i1 %864, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %865 = getelementptr inbounds float, ptr addrspace(1) %863, i64 %fold_sums
  %866 = load float, ptr addrspace(1) %865, align 4
  %867 = load float, ptr %fold_value72, align 4
  %868 = fadd float %866, %867
  store float %868, ptr %fold_value72, align 4
  %869 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %870 = load float, ptr %fold_value72, align 4
  store float %870, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  br label %reduce.done

noise78:                                          ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then84, label %uniform_sinks.done85

noise.done:                                       ; preds = %feature.exit88, %feature.exit81
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t_next = fmul float %14, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  %871 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise78
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise78
  br label %feature.header79

feature.header79:                                 ; preds = %feature.body80, %uniform_sinks.done
  %feature82 = phi i64 [ %lane, %uniform_sinks.done ], [ %943, %feature.body80 ]
  %872 = icmp ult i64 %feature82, %n_features
  br i1 %872, label %feature.body80, label %feature.exit81

feature.body80:                                   ; preds = %feature.header79
  %873 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature82
  %874 = load float, ptr addrspace(1) %873, align 4
  %875 = fmul float 2.000000e+00, %874
  %876 = fmul float 0x3FA99999A0000000, %875
  %877 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature82
  %878 = load float, ptr addrspace(1) %877, align 4
  %879 = fmul float -1.000000e+00, %878
  %880 = fadd float %876, %879
  %881 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %882 = fdiv float 1.000000e+00, %881
  %883 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %884 = fsub float %874, %883
  %885 = fcmp olt float %884, -1.040000e+02
  %886 = select i1 %885, float -1.040000e+02, float %884
  %887 = fcmp olt float 8.900000e+01, %886
  %888 = select i1 %887, float 8.900000e+01, float %886
  %889 = fmul float %888, 0x3FF7154760000000
  %890 = fadd float %889, 0x4168000000000000
  %891 = fsub float %890, 0x4168000000000000
  %892 = bitcast float %890 to i32
  %893 = sub i32 %892, 1262485504
  %894 = fmul float %891, 0x3FE62E4000000000
  %895 = fsub float %888, %894
  %896 = fmul float %891, 0x3EB7F7D1C0000000
  %897 = fsub float %895, %896
  %898 = fmul float %897, %897
  %899 = fmul float %898, 0x3E66376980000000
  %900 = fadd float 0xBEBBBD41C0000000, %899
  %901 = fmul float %898, %900
  %902 = fadd float 0x3F11566AA0000000, %901
  %903 = fmul float %898, %902
  %904 = fadd float 0xBF66C16C20000000, %903
  %905 = fmul float %898, %904
  %906 = fadd float 0x3FC5555560000000, %905
  %907 = fmul float %898, %906
  %908 = fsub float %897, %907
  %909 = fmul float %897, %908
  %910 = fsub float 2.000000e+00, %908
  %911 = fdiv float %909, %910
  %912 = fsub float %896, %911
  %913 = fsub float %912, %895
  %914 = fsub float 1.000000e+00, %913
  %915 = add i32 %893, 256
  %916 = lshr i32 %915, 1
  %917 = sub i32 %916, 1
  %918 = add i32 %893, 255
  %919 = sub i32 %918, %916
  %920 = shl i32 %917, 23
  %921 = shl i32 %919, 23
  %922 = bitcast i32 %920 to float
  %923 = bitcast i32 %921 to float
  %924 = fmul float %914, %922
  %925 = fmul float %924, %923
  %926 = fcmp uno float %884, %884
  %927 = select i1 %926, float 0x7FF8000000000000, float %925
  %928 = fmul float %882, %927
  %929 = fadd float %880, %928
  %feature83 = uitofp i64 %feature82 to float
  %930 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %931 = fcmp oeq float %feature83, %930
  %932 = select i1 %931, float 1.000000e+00, float 0.000000e+00
  %933 = fcmp une float %932, 0.000000e+00
  %934 = select i1 %933, float 0x3FB99999A0000000, float 0.000000e+00
  %935 = fadd float %929, %934
  %936 = fmul float %935, %eta
  %937 = fsub float %874, %936
  %938 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature82
  %939 = load float, ptr addrspace(1) %938, align 4
  %940 = fmul float %939, %noise_scale3
  %941 = fadd float %937, %940
  %942 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature82
  %bits = bitcast float %941 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %942, align 4
  %943 = add i64 %feature82, 256
  br label %feature.header79

feature.exit81:                                   ; preds = %feature.header79
  br label %noise.done

uniform_sinks.then84:                             ; preds = %quiet
  br label %uniform_sinks.done85

uniform_sinks.done85:                             ; preds = %uniform_sinks.then84, %quiet
  br label %feature.header86

feature.header86:                                 ; preds = %feature.body87, %uniform_sinks.done85
  %feature89 = phi i64 [ %lane, %uniform_sinks.done85 ], [ %1013, %feature.body87 ]
  %944 = icmp ult i64 %feature89, %n_features
  br i1 %944, label %feature.body87, label %feature.exit88

feature.body87:                                   ; preds = %feature.header86
  %945 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature89
  %946 = load float, ptr addrspace(1) %945, align 4
  %947 = fmul float 2.000000e+00, %946
  %948 = fmul float 0x3FA99999A0000000, %947
  %949 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature89
  %950 = load float, ptr addrspace(1) %949, align 4
  %951 = fmul float -1.000000e+00, %950
  %952 = fadd float %948, %951
  %953 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %954 = fdiv float 1.000000e+00, %953
  %955 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %956 = fsub float %946, %955
  %957 = fcmp olt float %956, -1.040000e+02
  %958 = select i1 %957, float -1.040000e+02, float %956
  %959 = fcmp olt float 8.900000e+01, %958
  %960 = select i1 %959, float 8.900000e+01, float %958
  %961 = fmul float %960, 0x3FF7154760000000
  %962 = fadd float %961, 0x4168000000000000
  %963 = fsub float %962, 0x4168000000000000
  %964 = bitcast float %962 to i32
  %965 = sub i32 %964, 1262485504
  %966 = fmul float %963, 0x3FE62E4000000000
  %967 = fsub float %960, %966
  %968 = fmul float %963, 0x3EB7F7D1C0000000
  %969 = fsub float %967, %968
  %970 = fmul float %969, %969
  %971 = fmul float %970, 0x3E66376980000000
  %972 = fadd float 0xBEBBBD41C0000000, %971
  %973 = fmul float %970, %972
  %974 = fadd float 0x3F11566AA0000000, %973
  %975 = fmul float %970, %974
  %976 = fadd float 0xBF66C16C20000000, %975
  %977 = fmul float %970, %976
  %978 = fadd float 0x3FC5555560000000, %977
  %979 = fmul float %970, %978
  %980 = fsub float %969, %979
  %981 = fmul float %969, %980
  %982 = fsub float 2.000000e+00, %980
  %983 = fdiv float %981, %982
  %984 = fsub float %968, %983
  %985 = fsub float %984, %967
  %986 = fsub float 1.000000e+00, %985
  %987 = add i32 %965, 256
  %988 = lshr i32 %987, 1
  %989 = sub i32 %988, 1
  %990 = add i32 %965, 255
  %991 = sub i32 %990, %988
  %992 = shl i32 %989, 23
  %993 = shl i32 %991, 23
  %994 = bitcast i32 %992 to float
  %995 = bitcast i32 %993 to float
  %996 = fmul float %986, %994
  %997 = fmul float %996, %995
  %998 = fcmp uno float %956, %956
  %999 = select i1 %998, float 0x7FF8000000000000, float %997
  %1000 = fmul float %954, %999
  %1001 = fadd float %952, %1000
  %feature90 = uitofp i64 %feature89 to float
  %1002 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1003 = fcmp oeq float %feature90, %1002
  %1004 = select i1 %1003, float 1.000000e+00, float 0.000000e+00
  %1005 = fcmp une float %1004, 0.000000e+00
  %1006 = select i1 %1005, float 0x3FB99999A0000000, float 0.000000e+00
  %1007 = fadd float %1001, %1006
  %1008 = fmul float %1007, %eta
  %1009 = fsub float %946, %1008
  %1010 = fmul float 0.000000e+00, %noise_scale3
  %1011 = fadd float %1009, %1010
  %1012 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature89
  %bits91 = bitcast float %1009 to i32
  %magnitude92 = and i32 %bits91, 2147483647
  %is_nan93 = icmp ugt i32 %magnitude92, 2139095040
  %canonical94 = select i1 %is_nan93, i32 2143289344, i32 %bits91
  store i32 %canonical94, ptr addrspace(1) %1012, align 4
  %1013 = add i64 %feature89, 256
  br label %feature.header86

feature.exit88:                                   ; preds = %feature.header86
  br label %noise.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nounwind "nvvm.maxntid"="512" }
attributes #5 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
!3 = !{!4}
!4 = distinct !{!4, !2}
