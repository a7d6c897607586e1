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
@tessera_tree_values_w512 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w512 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w1024 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w1024 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [3 x float] undef, align 4
@tessera_tree_values_w2048 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w2048 = internal addrspace(3) global [256 x float] undef, align 4
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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_softmax_pull_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth138 = alloca i64, align 8
  %pairwise_levels137 = alloca [64 x i64], align 8
  %pairwise_sums136 = alloca [64 x float], align 4
  %fold_index135 = alloca i64, align 8
  %fold_value134 = alloca float, align 4
  %pairwise_depth117 = alloca i64, align 8
  %pairwise_levels116 = alloca [64 x i64], align 8
  %pairwise_sums115 = alloca [64 x float], align 4
  %fold_index114 = alloca i64, align 8
  %fold_value113 = alloca float, align 4
  %pairwise_depth65 = alloca i64, align 8
  %pairwise_levels64 = alloca [64 x i64], align 8
  %pairwise_sums63 = alloca [64 x float], align 4
  %fold_index62 = alloca i64, align 8
  %fold_value61 = alloca float, align 4
  %pairwise_depth60 = alloca i64, align 8
  %pairwise_levels59 = alloca [64 x i64], align 8
  %pairwise_sums58 = alloca [64 x float], align 4
  %fold_index57 = alloca i64, align 8
  %fold_value56 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done231, %entry
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
  %step = phi i64 [ 0, %slot.done12 ], [ %769, %noise.done ]
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
  %feature216 = add i64 %lane, 0
  %valid217 = icmp ult i64 %feature216, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid217, label %slot.then218, label %slot.done219

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
  %feature20 = add i64 %lane, 256
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
  %feature25 = add i64 %lane, 512
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
  %feature30 = add i64 %lane, 768
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
  %65 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %64, ptr addrspace(3) %65, align 4
  %66 = trunc i64 %best_index to i32
  %67 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %66, ptr addrspace(3) %67, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 128
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done33
  %68 = add i64 %lane, 128
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %70 = load i32, ptr addrspace(3) %69, align 4
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %73 = load float, ptr addrspace(3) %72, align 4
  %74 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %68
  %75 = load i32, ptr addrspace(3) %74, align 4
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %68
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
  %93 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %91, ptr addrspace(3) %93, align 4
  %94 = trunc i64 %92 to i32
  %95 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %94, ptr addrspace(3) %95, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done33
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane35 = icmp ult i64 %lane, 64
  br i1 %tree_lane35, label %tree.then36, label %tree.done37

tree.then36:                                      ; preds = %tree.done
  %96 = add i64 %lane, 64
  %97 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %98 = load i32, ptr addrspace(3) %97, align 4
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %101 = load float, ptr addrspace(3) %100, align 4
  %102 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %96
  %103 = load i32, ptr addrspace(3) %102, align 4
  %104 = zext i32 %103 to i64
  %105 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %96
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
  %121 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %119, ptr addrspace(3) %121, align 4
  %122 = trunc i64 %120 to i32
  %123 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %122, ptr addrspace(3) %123, align 4
  br label %tree.done37

tree.done37:                                      ; preds = %tree.then36, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 32
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %tree.done37
  %124 = add i64 %lane, 32
  %125 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %126 = load i32, ptr addrspace(3) %125, align 4
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %129 = load float, ptr addrspace(3) %128, align 4
  %130 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %124
  %131 = load i32, ptr addrspace(3) %130, align 4
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %124
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
  %149 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %147, ptr addrspace(3) %149, align 4
  %150 = trunc i64 %148 to i32
  %151 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %150, ptr addrspace(3) %151, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %tree.done37
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane41 = icmp ult i64 %lane, 16
  br i1 %tree_lane41, label %tree.then42, label %tree.done43

tree.then42:                                      ; preds = %tree.done40
  %152 = add i64 %lane, 16
  %153 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %154 = load i32, ptr addrspace(3) %153, align 4
  %155 = zext i32 %154 to i64
  %156 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %157 = load float, ptr addrspace(3) %156, align 4
  %158 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %152
  %159 = load i32, ptr addrspace(3) %158, align 4
  %160 = zext i32 %159 to i64
  %161 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %152
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
  %177 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %175, ptr addrspace(3) %177, align 4
  %178 = trunc i64 %176 to i32
  %179 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %178, ptr addrspace(3) %179, align 4
  br label %tree.done43

tree.done43:                                      ; preds = %tree.then42, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane44 = icmp ult i64 %lane, 8
  br i1 %tree_lane44, label %tree.then45, label %tree.done46

tree.then45:                                      ; preds = %tree.done43
  %180 = add i64 %lane, 8
  %181 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %182 = load i32, ptr addrspace(3) %181, align 4
  %183 = zext i32 %182 to i64
  %184 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %185 = load float, ptr addrspace(3) %184, align 4
  %186 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %180
  %187 = load i32, ptr addrspace(3) %186, align 4
  %188 = zext i32 %187 to i64
  %189 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %180
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
  %205 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %203, ptr addrspace(3) %205, align 4
  %206 = trunc i64 %204 to i32
  %207 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %206, ptr addrspace(3) %207, align 4
  br label %tree.done46

tree.done46:                                      ; preds = %tree.then45, %tree.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane47 = icmp ult i64 %lane, 4
  br i1 %tree_lane47, label %tree.then48, label %tree.done49

tree.then48:                                      ; preds = %tree.done46
  %208 = add i64 %lane, 4
  %209 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %210 = load i32, ptr addrspace(3) %209, align 4
  %211 = zext i32 %210 to i64
  %212 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %213 = load float, ptr addrspace(3) %212, align 4
  %214 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %208
  %215 = load i32, ptr addrspace(3) %214, align 4
  %216 = zext i32 %215 to i64
  %217 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %208
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
  %233 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %231, ptr addrspace(3) %233, align 4
  %234 = trunc i64 %232 to i32
  %235 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %234, ptr addrspace(3) %235, align 4
  br label %tree.done49

tree.done49:                                      ; preds = %tree.then48, %tree.done46
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane50 = icmp ult i64 %lane, 2
  br i1 %tree_lane50, label %tree.then51, label %tree.done52

tree.then51:                                      ; preds = %tree.done49
  %236 = add i64 %lane, 2
  %237 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %238 = load i32, ptr addrspace(3) %237, align 4
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %241 = load float, ptr addrspace(3) %240, align 4
  %242 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %236
  %243 = load i32, ptr addrspace(3) %242, align 4
  %244 = zext i32 %243 to i64
  %245 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %236
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
  %261 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %259, ptr addrspace(3) %261, align 4
  %262 = trunc i64 %260 to i32
  %263 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %262, ptr addrspace(3) %263, align 4
  br label %tree.done52

tree.done52:                                      ; preds = %tree.then51, %tree.done49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane53 = icmp ult i64 %lane, 1
  br i1 %tree_lane53, label %tree.then54, label %tree.done55

tree.then54:                                      ; preds = %tree.done52
  %264 = add i64 %lane, 1
  %265 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %266 = load i32, ptr addrspace(3) %265, align 4
  %267 = zext i32 %266 to i64
  %268 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %269 = load float, ptr addrspace(3) %268, align 4
  %270 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %264
  %271 = load i32, ptr addrspace(3) %270, align 4
  %272 = zext i32 %271 to i64
  %273 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %264
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
  %289 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %287, ptr addrspace(3) %289, align 4
  %290 = trunc i64 %288 to i32
  %291 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %290, ptr addrspace(3) %291, align 4
  br label %tree.done55

tree.done55:                                      ; preds = %tree.then54, %tree.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done55
  %292 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %293 = zext i32 %292 to i64
  %294 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value56, align 4
  store i64 0, ptr %fold_index57, align 8
  store i64 0, ptr %pairwise_depth60, align 8
  store float %294, ptr %fold_value56, align 4
  store i64 %293, ptr %fold_index57, align 8
  %295 = load float, ptr %fold_value56, align 4
  store float %295, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done55
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value61, align 4
  store i64 0, ptr %fold_index62, align 8
  store i64 0, ptr %pairwise_depth65, align 8
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %296 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %tree.result.done
  %297 = load float, ptr %296, align 4
  %298 = load float, ptr %fold_value61, align 4
  %299 = fcmp ogt float %297, %298
  %300 = fcmp uno float %297, %297
  %301 = fcmp ord float %298, %298
  %302 = and i1 %300, %301
  %take70 = or i1 %299, %302
  %303 = select i1 %take70, float %297, float %298
  store float %303, ptr %fold_value61, align 4
  %304 = load i64, ptr %fold_index62, align 8
  %305 = select i1 %take70, i64 %feature66, i64 %304
  store i64 %305, ptr %fold_index62, align 8
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %tree.result.done
  %feature71 = add i64 %lane, 256
  %valid72 = icmp ult i64 %feature71, %n_features
  %306 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid72, label %slot.then73, label %slot.done74

slot.then73:                                      ; preds = %slot.done69
  %307 = load float, ptr %306, align 4
  %308 = load float, ptr %fold_value61, align 4
  %309 = fcmp ogt float %307, %308
  %310 = fcmp uno float %307, %307
  %311 = fcmp ord float %308, %308
  %312 = and i1 %310, %311
  %take75 = or i1 %309, %312
  %313 = select i1 %take75, float %307, float %308
  store float %313, ptr %fold_value61, align 4
  %314 = load i64, ptr %fold_index62, align 8
  %315 = select i1 %take75, i64 %feature71, i64 %314
  store i64 %315, ptr %fold_index62, align 8
  br label %slot.done74

slot.done74:                                      ; preds = %slot.then73, %slot.done69
  %feature76 = add i64 %lane, 512
  %valid77 = icmp ult i64 %feature76, %n_features
  %316 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid77, label %slot.then78, label %slot.done79

slot.then78:                                      ; preds = %slot.done74
  %317 = load float, ptr %316, align 4
  %318 = load float, ptr %fold_value61, align 4
  %319 = fcmp ogt float %317, %318
  %320 = fcmp uno float %317, %317
  %321 = fcmp ord float %318, %318
  %322 = and i1 %320, %321
  %take80 = or i1 %319, %322
  %323 = select i1 %take80, float %317, float %318
  store float %323, ptr %fold_value61, align 4
  %324 = load i64, ptr %fold_index62, align 8
  %325 = select i1 %take80, i64 %feature76, i64 %324
  store i64 %325, ptr %fold_index62, align 8
  br label %slot.done79

slot.done79:                                      ; preds = %slot.then78, %slot.done74
  %feature81 = add i64 %lane, 768
  %valid82 = icmp ult i64 %feature81, %n_features
  %326 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid82, label %slot.then83, label %slot.done84

slot.then83:                                      ; preds = %slot.done79
  %327 = load float, ptr %326, align 4
  %328 = load float, ptr %fold_value61, align 4
  %329 = fcmp ogt float %327, %328
  %330 = fcmp uno float %327, %327
  %331 = fcmp ord float %328, %328
  %332 = and i1 %330, %331
  %take85 = or i1 %329, %332
  %333 = select i1 %take85, float %327, float %328
  store float %333, ptr %fold_value61, align 4
  %334 = load i64, ptr %fold_index62, align 8
  %335 = select i1 %take85, i64 %feature81, i64 %334
  store i64 %335, ptr %fold_index62, align 8
  br label %slot.done84

slot.done84:                                      ; preds = %slot.then83, %slot.done79
  %best_index86 = load i64, ptr %fold_index62, align 8
  %336 = load float, ptr %fold_value61, align 4
  %337 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %336, ptr addrspace(3) %337, align 4
  %338 = trunc i64 %best_index86 to i32
  %339 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %338, ptr addrspace(3) %339, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane87 = icmp ult i64 %lane, 128
  br i1 %tree_lane87, label %tree.then88, label %tree.done89

tree.then88:                                      ; preds = %slot.done84
  %340 = add i64 %lane, 128
  %341 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %342 = load i32, ptr addrspace(3) %341, align 4
  %343 = zext i32 %342 to i64
  %344 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %345 = load float, ptr addrspace(3) %344, align 4
  %346 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %340
  %347 = load i32, ptr addrspace(3) %346, align 4
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %340
  %350 = load float, ptr addrspace(3) %349, align 4
  %351 = fcmp uno float %350, %350
  %352 = fcmp uno float %345, %345
  %353 = icmp ult i64 %348, %343
  %354 = fcmp ogt float %350, %345
  %355 = fcmp oeq float %350, %345
  %356 = xor i1 %352, true
  %357 = or i1 %356, %353
  %358 = and i1 %355, %353
  %359 = or i1 %354, %358
  %360 = xor i1 %352, true
  %361 = and i1 %360, %359
  %362 = select i1 %351, i1 %357, i1 %361
  %363 = select i1 %362, float %350, float %345
  %364 = select i1 %362, i64 %348, i64 %343
  %365 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %363, ptr addrspace(3) %365, align 4
  %366 = trunc i64 %364 to i32
  %367 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %366, ptr addrspace(3) %367, align 4
  br label %tree.done89

tree.done89:                                      ; preds = %tree.then88, %slot.done84
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane90 = icmp ult i64 %lane, 64
  br i1 %tree_lane90, label %tree.then91, label %tree.done92

tree.then91:                                      ; preds = %tree.done89
  %368 = add i64 %lane, 64
  %369 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %370 = load i32, ptr addrspace(3) %369, align 4
  %371 = zext i32 %370 to i64
  %372 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %373 = load float, ptr addrspace(3) %372, align 4
  %374 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %368
  %375 = load i32, ptr addrspace(3) %374, align 4
  %376 = zext i32 %375 to i64
  %377 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %368
  %378 = load float, ptr addrspace(3) %377, align 4
  %379 = fcmp uno float %378, %378
  %380 = fcmp uno float %373, %373
  %381 = icmp ult i64 %376, %371
  %382 = fcmp ogt float %378, %373
  %383 = fcmp oeq float %378, %373
  %384 = xor i1 %380, true
  %385 = or i1 %384, %381
  %386 = and i1 %383, %381
  %387 = or i1 %382, %386
  %388 = xor i1 %380, true
  %389 = and i1 %388, %387
  %390 = select i1 %379, i1 %385, i1 %389
  %391 = select i1 %390, float %378, float %373
  %392 = select i1 %390, i64 %376, i64 %371
  %393 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %391, ptr addrspace(3) %393, align 4
  %394 = trunc i64 %392 to i32
  %395 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %394, ptr addrspace(3) %395, align 4
  br label %tree.done92

tree.done92:                                      ; preds = %tree.then91, %tree.done89
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane93 = icmp ult i64 %lane, 32
  br i1 %tree_lane93, label %tree.then94, label %tree.done95

tree.then94:                                      ; preds = %tree.done92
  %396 = add i64 %lane, 32
  %397 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %398 = load i32, ptr addrspace(3) %397, align 4
  %399 = zext i32 %398 to i64
  %400 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %401 = load float, ptr addrspace(3) %400, align 4
  %402 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %396
  %403 = load i32, ptr addrspace(3) %402, align 4
  %404 = zext i32 %403 to i64
  %405 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %396
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
  %421 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %419, ptr addrspace(3) %421, align 4
  %422 = trunc i64 %420 to i32
  %423 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %422, ptr addrspace(3) %423, align 4
  br label %tree.done95

tree.done95:                                      ; preds = %tree.then94, %tree.done92
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane96 = icmp ult i64 %lane, 16
  br i1 %tree_lane96, label %tree.then97, label %tree.done98

tree.then97:                                      ; preds = %tree.done95
  %424 = add i64 %lane, 16
  %425 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %426 = load i32, ptr addrspace(3) %425, align 4
  %427 = zext i32 %426 to i64
  %428 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %429 = load float, ptr addrspace(3) %428, align 4
  %430 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %424
  %431 = load i32, ptr addrspace(3) %430, align 4
  %432 = zext i32 %431 to i64
  %433 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %424
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
  %449 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %447, ptr addrspace(3) %449, align 4
  %450 = trunc i64 %448 to i32
  %451 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %450, ptr addrspace(3) %451, align 4
  br label %tree.done98

tree.done98:                                      ; preds = %tree.then97, %tree.done95
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane99 = icmp ult i64 %lane, 8
  br i1 %tree_lane99, label %tree.then100, label %tree.done101

tree.then100:                                     ; preds = %tree.done98
  %452 = add i64 %lane, 8
  %453 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %454 = load i32, ptr addrspace(3) %453, align 4
  %455 = zext i32 %454 to i64
  %456 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %457 = load float, ptr addrspace(3) %456, align 4
  %458 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %452
  %459 = load i32, ptr addrspace(3) %458, align 4
  %460 = zext i32 %459 to i64
  %461 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %452
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
  %477 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %475, ptr addrspace(3) %477, align 4
  %478 = trunc i64 %476 to i32
  %479 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %478, ptr addrspace(3) %479, align 4
  br label %tree.done101

tree.done101:                                     ; preds = %tree.then100, %tree.done98
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane102 = icmp ult i64 %lane, 4
  br i1 %tree_lane102, label %tree.then103, label %tree.done104

tree.then103:                                     ; preds = %tree.done101
  %480 = add i64 %lane, 4
  %481 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %482 = load i32, ptr addrspace(3) %481, align 4
  %483 = zext i32 %482 to i64
  %484 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %485 = load float, ptr addrspace(3) %484, align 4
  %486 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %480
  %487 = load i32, ptr addrspace(3) %486, align 4
  %488 = zext i32 %487 to i64
  %489 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %480
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
  %505 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %503, ptr addrspace(3) %505, align 4
  %506 = trunc i64 %504 to i32
  %507 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %506, ptr addrspace(3) %507, align 4
  br label %tree.done104

tree.done104:                                     ; preds = %tree.then103, %tree.done101
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane105 = icmp ult i64 %lane, 2
  br i1 %tree_lane105, label %tree.then106, label %tree.done107

tree.then106:                                     ; preds = %tree.done104
  %508 = add i64 %lane, 2
  %509 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %510 = load i32, ptr addrspace(3) %509, align 4
  %511 = zext i32 %510 to i64
  %512 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %513 = load float, ptr addrspace(3) %512, align 4
  %514 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %508
  %515 = load i32, ptr addrspace(3) %514, align 4
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %508
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
  %533 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %531, ptr addrspace(3) %533, align 4
  %534 = trunc i64 %532 to i32
  %535 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %534, ptr addrspace(3) %535, align 4
  br label %tree.done107

tree.done107:                                     ; preds = %tree.then106, %tree.done104
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane108 = icmp ult i64 %lane, 1
  br i1 %tree_lane108, label %tree.then109, label %tree.done110

tree.then109:                                     ; preds = %tree.done107
  %536 = add i64 %lane, 1
  %537 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %538 = load i32, ptr addrspace(3) %537, align 4
  %539 = zext i32 %538 to i64
  %540 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %541 = load float, ptr addrspace(3) %540, align 4
  %542 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %536
  %543 = load i32, ptr addrspace(3) %542, align 4
  %544 = zext i32 %543 to i64
  %545 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %536
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
  %561 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %559, ptr addrspace(3) %561, align 4
  %562 = trunc i64 %560 to i32
  %563 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %562, ptr addrspace(3) %563, align 4
  br label %tree.done110

tree.done110:                                     ; preds = %tree.then109, %tree.done107
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then111, label %tree.result.done112

tree.result.then111:                              ; preds = %tree.done110
  %564 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %565 = zext i32 %564 to i64
  %566 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value113, align 4
  store i64 0, ptr %fold_index114, align 8
  store i64 0, ptr %pairwise_depth117, align 8
  store float %566, ptr %fold_value113, align 4
  store i64 %565, ptr %fold_index114, align 8
  %567 = load i64, ptr %fold_index114, align 8
  %argmax = uitofp i64 %567 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %tree.result.done112

tree.result.done112:                              ; preds = %tree.result.then111, %tree.done110
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature118 = add i64 %lane, 0
  %valid119 = icmp ult i64 %feature118, %n_features
  %568 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid119, label %slot.then120, label %slot.done121

slot.then120:                                     ; preds = %tree.result.done112
  %569 = load float, ptr %568, align 4
  %570 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %571 = fsub float %569, %570
  %572 = fcmp olt float %571, -1.040000e+02
  %573 = select i1 %572, float -1.040000e+02, float %571
  %574 = fcmp olt float 8.900000e+01, %573
  %575 = select i1 %574, float 8.900000e+01, float %573
  %576 = fmul float %575, 0x3FF7154760000000
  %577 = fadd float %576, 0x4168000000000000
  %578 = fsub float %577, 0x4168000000000000
  %579 = bitcast float %577 to i32
  %580 = sub i32 %579, 1262485504
  %581 = fmul float %578, 0x3FE62E4000000000
  %582 = fsub float %575, %581
  %583 = fmul float %578, 0x3EB7F7D1C0000000
  %584 = fsub float %582, %583
  %585 = fmul float %584, %584
  %586 = fmul float %585, 0x3E66376980000000
  %587 = fadd float 0xBEBBBD41C0000000, %586
  %588 = fmul float %585, %587
  %589 = fadd float 0x3F11566AA0000000, %588
  %590 = fmul float %585, %589
  %591 = fadd float 0xBF66C16C20000000, %590
  %592 = fmul float %585, %591
  %593 = fadd float 0x3FC5555560000000, %592
  %594 = fmul float %585, %593
  %595 = fsub float %584, %594
  %596 = fmul float %584, %595
  %597 = fsub float 2.000000e+00, %595
  %598 = fdiv float %596, %597
  %599 = fsub float %583, %598
  %600 = fsub float %599, %582
  %601 = fsub float 1.000000e+00, %600
  %602 = add i32 %580, 256
  %603 = lshr i32 %602, 1
  %604 = sub i32 %603, 1
  %605 = add i32 %580, 255
  %606 = sub i32 %605, %603
  %607 = shl i32 %604, 23
  %608 = shl i32 %606, 23
  %609 = bitcast i32 %607 to float
  %610 = bitcast i32 %608 to float
  %611 = fmul float %601, %609
  %612 = fmul float %611, %610
  %613 = fcmp uno float %571, %571
  %614 = select i1 %613, float 0x7FF8000000000000, float %612
  %615 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature118
  store float %614, ptr addrspace(3) %615, align 4
  br label %slot.done121

slot.done121:                                     ; preds = %slot.then120, %tree.result.done112
  %feature122 = add i64 %lane, 256
  %valid123 = icmp ult i64 %feature122, %n_features
  %616 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid123, label %slot.then124, label %slot.done125

slot.then124:                                     ; preds = %slot.done121
  %617 = load float, ptr %616, align 4
  %618 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %619 = fsub float %617, %618
  %620 = fcmp olt float %619, -1.040000e+02
  %621 = select i1 %620, float -1.040000e+02, float %619
  %622 = fcmp olt float 8.900000e+01, %621
  %623 = select i1 %622, float 8.900000e+01, float %621
  %624 = fmul float %623, 0x3FF7154760000000
  %625 = fadd float %624, 0x4168000000000000
  %626 = fsub float %625, 0x4168000000000000
  %627 = bitcast float %625 to i32
  %628 = sub i32 %627, 1262485504
  %629 = fmul float %626, 0x3FE62E4000000000
  %630 = fsub float %623, %629
  %631 = fmul float %626, 0x3EB7F7D1C0000000
  %632 = fsub float %630, %631
  %633 = fmul float %632, %632
  %634 = fmul float %633, 0x3E66376980000000
  %635 = fadd float 0xBEBBBD41C0000000, %634
  %636 = fmul float %633, %635
  %637 = fadd float 0x3F11566AA0000000, %636
  %638 = fmul float %633, %637
  %639 = fadd float 0xBF66C16C20000000, %638
  %640 = fmul float %633, %639
  %641 = fadd float 0x3FC5555560000000, %640
  %642 = fmul float %633, %641
  %643 = fsub float %632, %642
  %644 = fmul float %632, %643
  %645 = fsub float 2.000000e+00, %643
  %646 = fdiv float %644, %645
  %647 = fsub float %631, %646
  %648 = fsub float %647, %630
  %649 = fsub float 1.000000e+00, %648
  %650 = add i32 %628, 256
  %651 = lshr i32 %650, 1
  %652 = sub i32 %651, 1
  %653 = add i32 %628, 255
  %654 = sub i32 %653, %651
  %655 = shl i32 %652, 23
  %656 = shl i32 %654, 23
  %657 = bitcast i32 %655 to float
  %658 = bitcast i32 %656 to float
  %659 = fmul float %649, %657
  %660 = fmul float %659, %658
  %661 = fcmp uno float %619, %619
  %662 = select i1 %661, float 0x7FF8000000000000, float %660
  %663 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature122
  store float %662, ptr addrspace(3) %663, align 4
  br label %slot.done125

slot.done125:                                     ; preds = %slot.then124, %slot.done121
  %feature126 = add i64 %lane, 512
  %valid127 = icmp ult i64 %feature126, %n_features
  %664 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid127, label %slot.then128, label %slot.done129

slot.then128:                                     ; preds = %slot.done125
  %665 = load float, ptr %664, align 4
  %666 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %667 = fsub float %665, %666
  %668 = fcmp olt float %667, -1.040000e+02
  %669 = select i1 %668, float -1.040000e+02, float %667
  %670 = fcmp olt float 8.900000e+01, %669
  %671 = select i1 %670, float 8.900000e+01, float %669
  %672 = fmul float %671, 0x3FF7154760000000
  %673 = fadd float %672, 0x4168000000000000
  %674 = fsub float %673, 0x4168000000000000
  %675 = bitcast float %673 to i32
  %676 = sub i32 %675, 1262485504
  %677 = fmul float %674, 0x3FE62E4000000000
  %678 = fsub float %671, %677
  %679 = fmul float %674, 0x3EB7F7D1C0000000
  %680 = fsub float %678, %679
  %681 = fmul float %680, %680
  %682 = fmul float %681, 0x3E66376980000000
  %683 = fadd float 0xBEBBBD41C0000000, %682
  %684 = fmul float %681, %683
  %685 = fadd float 0x3F11566AA0000000, %684
  %686 = fmul float %681, %685
  %687 = fadd float 0xBF66C16C20000000, %686
  %688 = fmul float %681, %687
  %689 = fadd float 0x3FC5555560000000, %688
  %690 = fmul float %681, %689
  %691 = fsub float %680, %690
  %692 = fmul float %680, %691
  %693 = fsub float 2.000000e+00, %691
  %694 = fdiv float %692, %693
  %695 = fsub float %679, %694
  %696 = fsub float %695, %678
  %697 = fsub float 1.000000e+00, %696
  %698 = add i32 %676, 256
  %699 = lshr i32 %698, 1
  %700 = sub i32 %699, 1
  %701 = add i32 %676, 255
  %702 = sub i32 %701, %699
  %703 = shl i32 %700, 23
  %704 = shl i32 %702, 23
  %705 = bitcast i32 %703 to float
  %706 = bitcast i32 %704 to float
  %707 = fmul float %697, %705
  %708 = fmul float %707, %706
  %709 = fcmp uno float %667, %667
  %710 = select i1 %709, float 0x7FF8000000000000, float %708
  %711 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature126
  store float %710, ptr addrspace(3) %711, align 4
  br label %slot.done129

slot.done129:                                     ; preds = %slot.then128, %slot.done125
  %feature130 = add i64 %lane, 768
  %valid131 = icmp ult i64 %feature130, %n_features
  %712 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid131, label %slot.then132, label %slot.done133

slot.then132:                                     ; preds = %slot.done129
  %713 = load float, ptr %712, align 4
  %714 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %715 = fsub float %713, %714
  %716 = fcmp olt float %715, -1.040000e+02
  %717 = select i1 %716, float -1.040000e+02, float %715
  %718 = fcmp olt float 8.900000e+01, %717
  %719 = select i1 %718, float 8.900000e+01, float %717
  %720 = fmul float %719, 0x3FF7154760000000
  %721 = fadd float %720, 0x4168000000000000
  %722 = fsub float %721, 0x4168000000000000
  %723 = bitcast float %721 to i32
  %724 = sub i32 %723, 1262485504
  %725 = fmul float %722, 0x3FE62E4000000000
  %726 = fsub float %719, %725
  %727 = fmul float %722, 0x3EB7F7D1C0000000
  %728 = fsub float %726, %727
  %729 = fmul float %728, %728
  %730 = fmul float %729, 0x3E66376980000000
  %731 = fadd float 0xBEBBBD41C0000000, %730
  %732 = fmul float %729, %731
  %733 = fadd float 0x3F11566AA0000000, %732
  %734 = fmul float %729, %733
  %735 = fadd float 0xBF66C16C20000000, %734
  %736 = fmul float %729, %735
  %737 = fadd float 0x3FC5555560000000, %736
  %738 = fmul float %729, %737
  %739 = fsub float %728, %738
  %740 = fmul float %728, %739
  %741 = fsub float 2.000000e+00, %739
  %742 = fdiv float %740, %741
  %743 = fsub float %727, %742
  %744 = fsub float %743, %726
  %745 = fsub float 1.000000e+00, %744
  %746 = add i32 %724, 256
  %747 = lshr i32 %746, 1
  %748 = sub i32 %747, 1
  %749 = add i32 %724, 255
  %750 = sub i32 %749, %747
  %751 = shl i32 %748, 23
  %752 = shl i32 %750, 23
  %753 = bitcast i32 %751 to float
  %754 = bitcast i32 %752 to float
  %755 = fmul float %745, %753
  %756 = fmul float %755, %754
  %757 = fcmp uno float %715, %715
  %758 = select i1 %757, float 0x7FF8000000000000, float %756
  %759 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature130
  store float %758, ptr addrspace(3) %759, align 4
  br label %slot.done133

slot.done133:                                     ; preds = %slot.then132, %slot.done129
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done133
  store float 0.000000e+00, ptr %fold_value134, align 4
  store i64 0, ptr %fold_index135, align 8
  store i64 0, ptr %pairwise_depth138, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done133
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %765, %fold_sums.body ]
  %760 = icmp ult i64 %fold_sums, %n_features
  br i1 %760, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %761 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %762 = load float, ptr addrspace(3) %761, align 4
  %763 = load float, ptr %fold_value134, align 4
  %764 = fadd float %762, %763
  store float %764, ptr %fold_value134, align 4
  %765 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %766 = load float, ptr %fold_value134, align 4
  store float %766, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature139 = add i64 %lane, 0
  %valid140 = icmp ult i64 %feature139, %n_features
  %767 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature176 = add i64 %lane, 0
  %valid177 = icmp ult i64 %feature176, %n_features
  %768 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then178, label %uniform_sinks.done179

noise.done:                                       ; preds = %slot.done210, %slot.done169
  %t_next = fmul float %18, %anneal_ratio
  store float %t_next, ptr %temperature13, align 4
  %769 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature141 = add i64 %lane, 0
  %valid142 = icmp ult i64 %feature141, %n_features
  %770 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid142, label %slot.then143, label %slot.done144

slot.then143:                                     ; preds = %uniform_sinks.done
  %771 = load float, ptr %770, align 4
  %772 = fmul float 2.000000e+00, %771
  %773 = fmul float 0x3FA99999A0000000, %772
  %774 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature141
  %775 = load float, ptr addrspace(1) %774, align 4
  %776 = fmul float -1.000000e+00, %775
  %777 = fadd float %773, %776
  %778 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %779 = fdiv float 1.000000e+00, %778
  %780 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %781 = fsub float %771, %780
  %782 = fcmp olt float %781, -1.040000e+02
  %783 = select i1 %782, float -1.040000e+02, float %781
  %784 = fcmp olt float 8.900000e+01, %783
  %785 = select i1 %784, float 8.900000e+01, float %783
  %786 = fmul float %785, 0x3FF7154760000000
  %787 = fadd float %786, 0x4168000000000000
  %788 = fsub float %787, 0x4168000000000000
  %789 = bitcast float %787 to i32
  %790 = sub i32 %789, 1262485504
  %791 = fmul float %788, 0x3FE62E4000000000
  %792 = fsub float %785, %791
  %793 = fmul float %788, 0x3EB7F7D1C0000000
  %794 = fsub float %792, %793
  %795 = fmul float %794, %794
  %796 = fmul float %795, 0x3E66376980000000
  %797 = fadd float 0xBEBBBD41C0000000, %796
  %798 = fmul float %795, %797
  %799 = fadd float 0x3F11566AA0000000, %798
  %800 = fmul float %795, %799
  %801 = fadd float 0xBF66C16C20000000, %800
  %802 = fmul float %795, %801
  %803 = fadd float 0x3FC5555560000000, %802
  %804 = fmul float %795, %803
  %805 = fsub float %794, %804
  %806 = fmul float %794, %805
  %807 = fsub float 2.000000e+00, %805
  %808 = fdiv float %806, %807
  %809 = fsub float %793, %808
  %810 = fsub float %809, %792
  %811 = fsub float 1.000000e+00, %810
  %812 = add i32 %790, 256
  %813 = lshr i32 %812, 1
  %814 = sub i32 %813, 1
  %815 = add i32 %790, 255
  %816 = sub i32 %815, %813
  %817 = shl i32 %814, 23
  %818 = shl i32 %816, 23
  %819 = bitcast i32 %817 to float
  %820 = bitcast i32 %818 to float
  %821 = fmul float %811, %819
  %822 = fmul float %821, %820
  %823 = fcmp uno float %781, %781
  %824 = select i1 %823, float 0x7FF8000000000000, float %822
  %825 = fmul float %779, %824
  %826 = fadd float %777, %825
  %feature145 = uitofp i64 %feature141 to float
  %827 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %828 = fcmp oeq float %feature145, %827
  %829 = select i1 %828, float 1.000000e+00, float 0.000000e+00
  %830 = fcmp une float %829, 0.000000e+00
  %831 = select i1 %830, float 0x3FB99999A0000000, float 0.000000e+00
  %832 = fadd float %826, %831
  %833 = fmul float %832, %eta
  %834 = fsub float %771, %833
  %835 = mul i64 %row, %n_features
  %element = add i64 %835, %feature141
  %836 = trunc i64 %key0 to i32
  %837 = lshr i64 %key0, 32
  %838 = trunc i64 %837 to i32
  %839 = trunc i64 %element to i32
  %840 = trunc i64 %key1_step to i32
  %841 = lshr i64 %key1_step, 32
  %842 = trunc i64 %841 to i32
  %843 = lshr i64 %element, 32
  %844 = trunc i64 %843 to i32
  %845 = zext i32 %839 to i64
  %846 = mul i64 3528531795, %845
  %847 = zext i32 %842 to i64
  %848 = mul i64 3449720151, %847
  %849 = lshr i64 %846, 32
  %850 = trunc i64 %849 to i32
  %851 = trunc i64 %846 to i32
  %852 = lshr i64 %848, 32
  %853 = trunc i64 %852 to i32
  %854 = trunc i64 %848 to i32
  %855 = xor i32 %853, %840
  %856 = xor i32 %855, %836
  %857 = xor i32 %850, %844
  %858 = xor i32 %857, %838
  %859 = add i32 %836, -1640531527
  %860 = add i32 %838, -1150833019
  %861 = zext i32 %856 to i64
  %862 = mul i64 3528531795, %861
  %863 = zext i32 %858 to i64
  %864 = mul i64 3449720151, %863
  %865 = lshr i64 %862, 32
  %866 = trunc i64 %865 to i32
  %867 = trunc i64 %862 to i32
  %868 = lshr i64 %864, 32
  %869 = trunc i64 %868 to i32
  %870 = trunc i64 %864 to i32
  %871 = xor i32 %869, %854
  %872 = xor i32 %871, %859
  %873 = xor i32 %866, %851
  %874 = xor i32 %873, %860
  %875 = add i32 %859, -1640531527
  %876 = add i32 %860, -1150833019
  %877 = zext i32 %872 to i64
  %878 = mul i64 3528531795, %877
  %879 = zext i32 %874 to i64
  %880 = mul i64 3449720151, %879
  %881 = lshr i64 %878, 32
  %882 = trunc i64 %881 to i32
  %883 = trunc i64 %878 to i32
  %884 = lshr i64 %880, 32
  %885 = trunc i64 %884 to i32
  %886 = trunc i64 %880 to i32
  %887 = xor i32 %885, %870
  %888 = xor i32 %887, %875
  %889 = xor i32 %882, %867
  %890 = xor i32 %889, %876
  %891 = add i32 %875, -1640531527
  %892 = add i32 %876, -1150833019
  %893 = zext i32 %888 to i64
  %894 = mul i64 3528531795, %893
  %895 = zext i32 %890 to i64
  %896 = mul i64 3449720151, %895
  %897 = lshr i64 %894, 32
  %898 = trunc i64 %897 to i32
  %899 = trunc i64 %894 to i32
  %900 = lshr i64 %896, 32
  %901 = trunc i64 %900 to i32
  %902 = trunc i64 %896 to i32
  %903 = xor i32 %901, %886
  %904 = xor i32 %903, %891
  %905 = xor i32 %898, %883
  %906 = xor i32 %905, %892
  %907 = add i32 %891, -1640531527
  %908 = add i32 %892, -1150833019
  %909 = zext i32 %904 to i64
  %910 = mul i64 3528531795, %909
  %911 = zext i32 %906 to i64
  %912 = mul i64 3449720151, %911
  %913 = lshr i64 %910, 32
  %914 = trunc i64 %913 to i32
  %915 = trunc i64 %910 to i32
  %916 = lshr i64 %912, 32
  %917 = trunc i64 %916 to i32
  %918 = trunc i64 %912 to i32
  %919 = xor i32 %917, %902
  %920 = xor i32 %919, %907
  %921 = xor i32 %914, %899
  %922 = xor i32 %921, %908
  %923 = add i32 %907, -1640531527
  %924 = add i32 %908, -1150833019
  %925 = zext i32 %920 to i64
  %926 = mul i64 3528531795, %925
  %927 = zext i32 %922 to i64
  %928 = mul i64 3449720151, %927
  %929 = lshr i64 %926, 32
  %930 = trunc i64 %929 to i32
  %931 = trunc i64 %926 to i32
  %932 = lshr i64 %928, 32
  %933 = trunc i64 %932 to i32
  %934 = trunc i64 %928 to i32
  %935 = xor i32 %933, %918
  %936 = xor i32 %935, %923
  %937 = xor i32 %930, %915
  %938 = xor i32 %937, %924
  %939 = add i32 %923, -1640531527
  %940 = add i32 %924, -1150833019
  %941 = zext i32 %936 to i64
  %942 = mul i64 3528531795, %941
  %943 = zext i32 %938 to i64
  %944 = mul i64 3449720151, %943
  %945 = lshr i64 %942, 32
  %946 = trunc i64 %945 to i32
  %947 = trunc i64 %942 to i32
  %948 = lshr i64 %944, 32
  %949 = trunc i64 %948 to i32
  %950 = trunc i64 %944 to i32
  %951 = xor i32 %949, %934
  %952 = xor i32 %951, %939
  %953 = xor i32 %946, %931
  %954 = xor i32 %953, %940
  %955 = add i32 %939, -1640531527
  %956 = add i32 %940, -1150833019
  %957 = zext i32 %952 to i64
  %958 = mul i64 3528531795, %957
  %959 = zext i32 %954 to i64
  %960 = mul i64 3449720151, %959
  %961 = lshr i64 %958, 32
  %962 = trunc i64 %961 to i32
  %963 = trunc i64 %958 to i32
  %964 = lshr i64 %960, 32
  %965 = trunc i64 %964 to i32
  %966 = trunc i64 %960 to i32
  %967 = xor i32 %965, %950
  %968 = xor i32 %967, %955
  %969 = xor i32 %962, %947
  %970 = xor i32 %969, %956
  %971 = add i32 %955, -1640531527
  %972 = add i32 %956, -1150833019
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
  %1003 = uitofp i32 %1000 to double
  %1004 = fadd double %1003, 5.000000e-01
  %1005 = fmul double %1004, 0x3DF0000000000000
  %1006 = uitofp i32 %998 to double
  %1007 = fadd double %1006, 5.000000e-01
  %1008 = fmul double %1007, 0x3DF0000000000000
  %1009 = bitcast double %1005 to i64
  %1010 = lshr i64 %1009, 32
  %1011 = add i64 %1010, 614242
  %1012 = lshr i64 %1011, 20
  %1013 = sub i64 %1012, 1023
  %1014 = and i64 %1011, 1048575
  %1015 = add i64 %1014, 1072079006
  %1016 = shl i64 %1015, 32
  %1017 = and i64 %1009, 4294967295
  %1018 = or i64 %1016, %1017
  %1019 = bitcast i64 %1018 to double
  %1020 = fsub double %1019, 1.000000e+00
  %1021 = fmul double 5.000000e-01, %1020
  %1022 = fmul double %1021, %1020
  %1023 = fadd double 2.000000e+00, %1020
  %1024 = fdiv double %1020, %1023
  %1025 = fmul double %1024, %1024
  %1026 = fmul double %1025, %1025
  %1027 = fmul double %1026, 0x3FC39A09D078C69F
  %1028 = fadd double 0x3FCC71C51D8E78AF, %1027
  %1029 = fmul double %1026, %1028
  %1030 = fadd double 0x3FD999999997FA04, %1029
  %1031 = fmul double %1026, %1030
  %1032 = fmul double %1026, 0x3FC2F112DF3E5244
  %1033 = fadd double 0x3FC7466496CB03DE, %1032
  %1034 = fmul double %1026, %1033
  %1035 = fadd double 0x3FD2492494229359, %1034
  %1036 = fmul double %1026, %1035
  %1037 = fadd double 0x3FE5555555555593, %1036
  %1038 = fmul double %1025, %1037
  %1039 = fadd double %1038, %1031
  %1040 = sitofp i64 %1013 to double
  %1041 = fadd double %1022, %1039
  %1042 = fmul double %1024, %1041
  %1043 = fmul double %1040, 0x3DEA39EF35793C76
  %1044 = fadd double %1042, %1043
  %1045 = fsub double %1044, %1022
  %1046 = fadd double %1045, %1020
  %1047 = fmul double %1040, 0x3FE62E42FEE00000
  %1048 = fadd double %1046, %1047
  %1049 = fmul double -2.000000e+00, %1048
  %1050 = call double @llvm.sqrt.f64(double %1049)
  %1051 = fmul double 0x401921FB54442D18, %1008
  %1052 = fmul double %1051, 0x3FE45F306DC9C883
  %1053 = fadd double %1052, 0x4338000000000000
  %1054 = bitcast double %1053 to i64
  %1055 = fsub double %1053, 0x4338000000000000
  %1056 = fmul double %1055, 0x3FF921FB54400000
  %1057 = fsub double %1051, %1056
  %1058 = fmul double %1055, 0x3DD0B4611A626331
  %1059 = fmul double %1055, 0x3DD0B4611A600000
  %1060 = fsub double %1057, %1059
  %1061 = fmul double %1055, 0x3BA3198A2E037073
  %1062 = fsub double %1057, %1060
  %1063 = fsub double %1062, %1059
  %1064 = fsub double %1061, %1063
  %1065 = fsub double %1057, %1058
  %1066 = bitcast double %1051 to i64
  %1067 = lshr i64 %1066, 52
  %1068 = and i64 %1067, 2047
  %1069 = bitcast double %1065 to i64
  %1070 = lshr i64 %1069, 52
  %1071 = and i64 %1070, 2047
  %1072 = add i64 %1071, 16
  %1073 = icmp ult i64 %1072, %1068
  %1074 = select i1 %1073, double %1060, double %1057
  %1075 = select i1 %1073, double %1064, double %1058
  %1076 = fsub double %1074, %1075
  %1077 = fsub double %1074, %1076
  %1078 = fsub double %1077, %1075
  %1079 = fmul double %1076, %1076
  %1080 = fmul double %1079, %1079
  %1081 = fmul double %1079, 0x3EFA01A019CB1590
  %1082 = fadd double 0xBF56C16C16C15177, %1081
  %1083 = fmul double %1079, %1082
  %1084 = fadd double 0x3FA555555555554C, %1083
  %1085 = fmul double %1079, %1084
  %1086 = fmul double %1079, 0xBDA8FAE9BE8838D4
  %1087 = fadd double 0x3E21EE9EBDB4B1C4, %1086
  %1088 = fmul double %1079, %1087
  %1089 = fadd double 0xBE927E4F809C52AD, %1088
  %1090 = fmul double %1080, %1080
  %1091 = fmul double %1090, %1089
  %1092 = fadd double %1085, %1091
  %1093 = fmul double 5.000000e-01, %1079
  %1094 = fsub double 1.000000e+00, %1093
  %1095 = fsub double 1.000000e+00, %1094
  %1096 = fsub double %1095, %1093
  %1097 = fmul double %1079, %1092
  %1098 = fmul double %1076, %1078
  %1099 = fsub double %1097, %1098
  %1100 = fadd double %1096, %1099
  %1101 = fadd double %1094, %1100
  %1102 = fmul double %1076, %1076
  %1103 = fmul double %1102, %1102
  %1104 = fmul double %1102, 0x3EC71DE357B1FE7D
  %1105 = fadd double 0xBF2A01A019C161D5, %1104
  %1106 = fmul double %1102, %1105
  %1107 = fadd double 0x3F8111111110F8A6, %1106
  %1108 = fmul double %1102, 0x3DE5D93A5ACFD57C
  %1109 = fadd double 0xBE5AE5E68A2B9CEB, %1108
  %1110 = fmul double %1102, %1103
  %1111 = fmul double %1110, %1109
  %1112 = fadd double %1107, %1111
  %1113 = fmul double %1102, %1076
  %1114 = fmul double 5.000000e-01, %1078
  %1115 = fmul double %1113, %1112
  %1116 = fsub double %1114, %1115
  %1117 = fmul double %1102, %1116
  %1118 = fsub double %1117, %1078
  %1119 = fmul double %1113, 0xBFC5555555555549
  %1120 = fsub double %1118, %1119
  %1121 = fsub double %1076, %1120
  %1122 = fneg double %1101
  %1123 = fneg double %1121
  %1124 = and i64 %1054, 1
  %1125 = and i64 %1054, 2
  %1126 = icmp eq i64 %1124, 1
  %1127 = icmp eq i64 %1125, 2
  %1128 = select i1 %1127, double %1122, double %1101
  %1129 = select i1 %1127, double %1121, double %1123
  %1130 = select i1 %1126, double %1129, double %1128
  %1131 = fmul double %1050, %1130
  %1132 = fptrunc double %1131 to float
  %1133 = fmul float %1132, %noise_scale15
  %1134 = fadd float %834, %1133
  %bits = bitcast float %1134 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %770, align 4
  br label %slot.done144

slot.done144:                                     ; preds = %slot.then143, %uniform_sinks.done
  %feature146 = add i64 %lane, 256
  %valid147 = icmp ult i64 %feature146, %n_features
  %1135 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid147, label %slot.then148, label %slot.done149

slot.then148:                                     ; preds = %slot.done144
  %1136 = load float, ptr %1135, align 4
  %1137 = fmul float 2.000000e+00, %1136
  %1138 = fmul float 0x3FA99999A0000000, %1137
  %1139 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature146
  %1140 = load float, ptr addrspace(1) %1139, align 4
  %1141 = fmul float -1.000000e+00, %1140
  %1142 = fadd float %1138, %1141
  %1143 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1144 = fdiv float 1.000000e+00, %1143
  %1145 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1146 = fsub float %1136, %1145
  %1147 = fcmp olt float %1146, -1.040000e+02
  %1148 = select i1 %1147, float -1.040000e+02, float %1146
  %1149 = fcmp olt float 8.900000e+01, %1148
  %1150 = select i1 %1149, float 8.900000e+01, float %1148
  %1151 = fmul float %1150, 0x3FF7154760000000
  %1152 = fadd float %1151, 0x4168000000000000
  %1153 = fsub float %1152, 0x4168000000000000
  %1154 = bitcast float %1152 to i32
  %1155 = sub i32 %1154, 1262485504
  %1156 = fmul float %1153, 0x3FE62E4000000000
  %1157 = fsub float %1150, %1156
  %1158 = fmul float %1153, 0x3EB7F7D1C0000000
  %1159 = fsub float %1157, %1158
  %1160 = fmul float %1159, %1159
  %1161 = fmul float %1160, 0x3E66376980000000
  %1162 = fadd float 0xBEBBBD41C0000000, %1161
  %1163 = fmul float %1160, %1162
  %1164 = fadd float 0x3F11566AA0000000, %1163
  %1165 = fmul float %1160, %1164
  %1166 = fadd float 0xBF66C16C20000000, %1165
  %1167 = fmul float %1160, %1166
  %1168 = fadd float 0x3FC5555560000000, %1167
  %1169 = fmul float %1160, %1168
  %1170 = fsub float %1159, %1169
  %1171 = fmul float %1159, %1170
  %1172 = fsub float 2.000000e+00, %1170
  %1173 = fdiv float %1171, %1172
  %1174 = fsub float %1158, %1173
  %1175 = fsub float %1174, %1157
  %1176 = fsub float 1.000000e+00, %1175
  %1177 = add i32 %1155, 256
  %1178 = lshr i32 %1177, 1
  %1179 = sub i32 %1178, 1
  %1180 = add i32 %1155, 255
  %1181 = sub i32 %1180, %1178
  %1182 = shl i32 %1179, 23
  %1183 = shl i32 %1181, 23
  %1184 = bitcast i32 %1182 to float
  %1185 = bitcast i32 %1183 to float
  %1186 = fmul float %1176, %1184
  %1187 = fmul float %1186, %1185
  %1188 = fcmp uno float %1146, %1146
  %1189 = select i1 %1188, float 0x7FF8000000000000, float %1187
  %1190 = fmul float %1144, %1189
  %1191 = fadd float %1142, %1190
  %feature150 = uitofp i64 %feature146 to float
  %1192 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1193 = fcmp oeq float %feature150, %1192
  %1194 = select i1 %1193, float 1.000000e+00, float 0.000000e+00
  %1195 = fcmp une float %1194, 0.000000e+00
  %1196 = select i1 %1195, float 0x3FB99999A0000000, float 0.000000e+00
  %1197 = fadd float %1191, %1196
  %1198 = fmul float %1197, %eta
  %1199 = fsub float %1136, %1198
  %1200 = mul i64 %row, %n_features
  %element151 = add i64 %1200, %feature146
  %1201 = trunc i64 %key0 to i32
  %1202 = lshr i64 %key0, 32
  %1203 = trunc i64 %1202 to i32
  %1204 = trunc i64 %element151 to i32
  %1205 = trunc i64 %key1_step to i32
  %1206 = lshr i64 %key1_step, 32
  %1207 = trunc i64 %1206 to i32
  %1208 = lshr i64 %element151, 32
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
  %1368 = uitofp i32 %1365 to double
  %1369 = fadd double %1368, 5.000000e-01
  %1370 = fmul double %1369, 0x3DF0000000000000
  %1371 = uitofp i32 %1363 to double
  %1372 = fadd double %1371, 5.000000e-01
  %1373 = fmul double %1372, 0x3DF0000000000000
  %1374 = bitcast double %1370 to i64
  %1375 = lshr i64 %1374, 32
  %1376 = add i64 %1375, 614242
  %1377 = lshr i64 %1376, 20
  %1378 = sub i64 %1377, 1023
  %1379 = and i64 %1376, 1048575
  %1380 = add i64 %1379, 1072079006
  %1381 = shl i64 %1380, 32
  %1382 = and i64 %1374, 4294967295
  %1383 = or i64 %1381, %1382
  %1384 = bitcast i64 %1383 to double
  %1385 = fsub double %1384, 1.000000e+00
  %1386 = fmul double 5.000000e-01, %1385
  %1387 = fmul double %1386, %1385
  %1388 = fadd double 2.000000e+00, %1385
  %1389 = fdiv double %1385, %1388
  %1390 = fmul double %1389, %1389
  %1391 = fmul double %1390, %1390
  %1392 = fmul double %1391, 0x3FC39A09D078C69F
  %1393 = fadd double 0x3FCC71C51D8E78AF, %1392
  %1394 = fmul double %1391, %1393
  %1395 = fadd double 0x3FD999999997FA04, %1394
  %1396 = fmul double %1391, %1395
  %1397 = fmul double %1391, 0x3FC2F112DF3E5244
  %1398 = fadd double 0x3FC7466496CB03DE, %1397
  %1399 = fmul double %1391, %1398
  %1400 = fadd double 0x3FD2492494229359, %1399
  %1401 = fmul double %1391, %1400
  %1402 = fadd double 0x3FE5555555555593, %1401
  %1403 = fmul double %1390, %1402
  %1404 = fadd double %1403, %1396
  %1405 = sitofp i64 %1378 to double
  %1406 = fadd double %1387, %1404
  %1407 = fmul double %1389, %1406
  %1408 = fmul double %1405, 0x3DEA39EF35793C76
  %1409 = fadd double %1407, %1408
  %1410 = fsub double %1409, %1387
  %1411 = fadd double %1410, %1385
  %1412 = fmul double %1405, 0x3FE62E42FEE00000
  %1413 = fadd double %1411, %1412
  %1414 = fmul double -2.000000e+00, %1413
  %1415 = call double @llvm.sqrt.f64(double %1414)
  %1416 = fmul double 0x401921FB54442D18, %1373
  %1417 = fmul double %1416, 0x3FE45F306DC9C883
  %1418 = fadd double %1417, 0x4338000000000000
  %1419 = bitcast double %1418 to i64
  %1420 = fsub double %1418, 0x4338000000000000
  %1421 = fmul double %1420, 0x3FF921FB54400000
  %1422 = fsub double %1416, %1421
  %1423 = fmul double %1420, 0x3DD0B4611A626331
  %1424 = fmul double %1420, 0x3DD0B4611A600000
  %1425 = fsub double %1422, %1424
  %1426 = fmul double %1420, 0x3BA3198A2E037073
  %1427 = fsub double %1422, %1425
  %1428 = fsub double %1427, %1424
  %1429 = fsub double %1426, %1428
  %1430 = fsub double %1422, %1423
  %1431 = bitcast double %1416 to i64
  %1432 = lshr i64 %1431, 52
  %1433 = and i64 %1432, 2047
  %1434 = bitcast double %1430 to i64
  %1435 = lshr i64 %1434, 52
  %1436 = and i64 %1435, 2047
  %1437 = add i64 %1436, 16
  %1438 = icmp ult i64 %1437, %1433
  %1439 = select i1 %1438, double %1425, double %1422
  %1440 = select i1 %1438, double %1429, double %1423
  %1441 = fsub double %1439, %1440
  %1442 = fsub double %1439, %1441
  %1443 = fsub double %1442, %1440
  %1444 = fmul double %1441, %1441
  %1445 = fmul double %1444, %1444
  %1446 = fmul double %1444, 0x3EFA01A019CB1590
  %1447 = fadd double 0xBF56C16C16C15177, %1446
  %1448 = fmul double %1444, %1447
  %1449 = fadd double 0x3FA555555555554C, %1448
  %1450 = fmul double %1444, %1449
  %1451 = fmul double %1444, 0xBDA8FAE9BE8838D4
  %1452 = fadd double 0x3E21EE9EBDB4B1C4, %1451
  %1453 = fmul double %1444, %1452
  %1454 = fadd double 0xBE927E4F809C52AD, %1453
  %1455 = fmul double %1445, %1445
  %1456 = fmul double %1455, %1454
  %1457 = fadd double %1450, %1456
  %1458 = fmul double 5.000000e-01, %1444
  %1459 = fsub double 1.000000e+00, %1458
  %1460 = fsub double 1.000000e+00, %1459
  %1461 = fsub double %1460, %1458
  %1462 = fmul double %1444, %1457
  %1463 = fmul double %1441, %1443
  %1464 = fsub double %1462, %1463
  %1465 = fadd double %1461, %1464
  %1466 = fadd double %1459, %1465
  %1467 = fmul double %1441, %1441
  %1468 = fmul double %1467, %1467
  %1469 = fmul double %1467, 0x3EC71DE357B1FE7D
  %1470 = fadd double 0xBF2A01A019C161D5, %1469
  %1471 = fmul double %1467, %1470
  %1472 = fadd double 0x3F8111111110F8A6, %1471
  %1473 = fmul double %1467, 0x3DE5D93A5ACFD57C
  %1474 = fadd double 0xBE5AE5E68A2B9CEB, %1473
  %1475 = fmul double %1467, %1468
  %1476 = fmul double %1475, %1474
  %1477 = fadd double %1472, %1476
  %1478 = fmul double %1467, %1441
  %1479 = fmul double 5.000000e-01, %1443
  %1480 = fmul double %1478, %1477
  %1481 = fsub double %1479, %1480
  %1482 = fmul double %1467, %1481
  %1483 = fsub double %1482, %1443
  %1484 = fmul double %1478, 0xBFC5555555555549
  %1485 = fsub double %1483, %1484
  %1486 = fsub double %1441, %1485
  %1487 = fneg double %1466
  %1488 = fneg double %1486
  %1489 = and i64 %1419, 1
  %1490 = and i64 %1419, 2
  %1491 = icmp eq i64 %1489, 1
  %1492 = icmp eq i64 %1490, 2
  %1493 = select i1 %1492, double %1487, double %1466
  %1494 = select i1 %1492, double %1486, double %1488
  %1495 = select i1 %1491, double %1494, double %1493
  %1496 = fmul double %1415, %1495
  %1497 = fptrunc double %1496 to float
  %1498 = fmul float %1497, %noise_scale15
  %1499 = fadd float %1199, %1498
  %bits152 = bitcast float %1499 to i32
  %magnitude153 = and i32 %bits152, 2147483647
  %is_nan154 = icmp ugt i32 %magnitude153, 2139095040
  %canonical155 = select i1 %is_nan154, i32 2143289344, i32 %bits152
  store i32 %canonical155, ptr %1135, align 4
  br label %slot.done149

slot.done149:                                     ; preds = %slot.then148, %slot.done144
  %feature156 = add i64 %lane, 512
  %valid157 = icmp ult i64 %feature156, %n_features
  %1500 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid157, label %slot.then158, label %slot.done159

slot.then158:                                     ; preds = %slot.done149
  %1501 = load float, ptr %1500, align 4
  %1502 = fmul float 2.000000e+00, %1501
  %1503 = fmul float 0x3FA99999A0000000, %1502
  %1504 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature156
  %1505 = load float, ptr addrspace(1) %1504, align 4
  %1506 = fmul float -1.000000e+00, %1505
  %1507 = fadd float %1503, %1506
  %1508 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1509 = fdiv float 1.000000e+00, %1508
  %1510 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1511 = fsub float %1501, %1510
  %1512 = fcmp olt float %1511, -1.040000e+02
  %1513 = select i1 %1512, float -1.040000e+02, float %1511
  %1514 = fcmp olt float 8.900000e+01, %1513
  %1515 = select i1 %1514, float 8.900000e+01, float %1513
  %1516 = fmul float %1515, 0x3FF7154760000000
  %1517 = fadd float %1516, 0x4168000000000000
  %1518 = fsub float %1517, 0x4168000000000000
  %1519 = bitcast float %1517 to i32
  %1520 = sub i32 %1519, 1262485504
  %1521 = fmul float %1518, 0x3FE62E4000000000
  %1522 = fsub float %1515, %1521
  %1523 = fmul float %1518, 0x3EB7F7D1C0000000
  %1524 = fsub float %1522, %1523
  %1525 = fmul float %1524, %1524
  %1526 = fmul float %1525, 0x3E66376980000000
  %1527 = fadd float 0xBEBBBD41C0000000, %1526
  %1528 = fmul float %1525, %1527
  %1529 = fadd float 0x3F11566AA0000000, %1528
  %1530 = fmul float %1525, %1529
  %1531 = fadd float 0xBF66C16C20000000, %1530
  %1532 = fmul float %1525, %1531
  %1533 = fadd float 0x3FC5555560000000, %1532
  %1534 = fmul float %1525, %1533
  %1535 = fsub float %1524, %1534
  %1536 = fmul float %1524, %1535
  %1537 = fsub float 2.000000e+00, %1535
  %1538 = fdiv float %1536, %1537
  %1539 = fsub float %1523, %1538
  %1540 = fsub float %1539, %1522
  %1541 = fsub float 1.000000e+00, %1540
  %1542 = add i32 %1520, 256
  %1543 = lshr i32 %1542, 1
  %1544 = sub i32 %1543, 1
  %1545 = add i32 %1520, 255
  %1546 = sub i32 %1545, %1543
  %1547 = shl i32 %1544, 23
  %1548 = shl i32 %1546, 23
  %1549 = bitcast i32 %1547 to float
  %1550 = bitcast i32 %1548 to float
  %1551 = fmul float %1541, %1549
  %1552 = fmul float %1551, %1550
  %1553 = fcmp uno float %1511, %1511
  %1554 = select i1 %1553, float 0x7FF8000000000000, float %1552
  %1555 = fmul float %1509, %1554
  %1556 = fadd float %1507, %1555
  %feature160 = uitofp i64 %feature156 to float
  %1557 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1558 = fcmp oeq float %feature160, %1557
  %1559 = select i1 %1558, float 1.000000e+00, float 0.000000e+00
  %1560 = fcmp une float %1559, 0.000000e+00
  %1561 = select i1 %1560, float 0x3FB99999A0000000, float 0.000000e+00
  %1562 = fadd float %1556, %1561
  %1563 = fmul float %1562, %eta
  %1564 = fsub float %1501, %1563
  %1565 = mul i64 %row, %n_features
  %element161 = add i64 %1565, %feature156
  %1566 = trunc i64 %key0 to i32
  %1567 = lshr i64 %key0, 32
  %1568 = trunc i64 %1567 to i32
  %1569 = trunc i64 %element161 to i32
  %1570 = trunc i64 %key1_step to i32
  %1571 = lshr i64 %key1_step, 32
  %1572 = trunc i64 %1571 to i32
  %1573 = lshr i64 %element161, 32
  %1574 = trunc i64 %1573 to i32
  %1575 = zext i32 %1569 to i64
  %1576 = mul i64 3528531795, %1575
  %1577 = zext i32 %1572 to i64
  %1578 = mul i64 3449720151, %1577
  %1579 = lshr i64 %1576, 32
  %1580 = trunc i64 %1579 to i32
  %1581 = trunc i64 %1576 to i32
  %1582 = lshr i64 %1578, 32
  %1583 = trunc i64 %1582 to i32
  %1584 = trunc i64 %1578 to i32
  %1585 = xor i32 %1583, %1570
  %1586 = xor i32 %1585, %1566
  %1587 = xor i32 %1580, %1574
  %1588 = xor i32 %1587, %1568
  %1589 = add i32 %1566, -1640531527
  %1590 = add i32 %1568, -1150833019
  %1591 = zext i32 %1586 to i64
  %1592 = mul i64 3528531795, %1591
  %1593 = zext i32 %1588 to i64
  %1594 = mul i64 3449720151, %1593
  %1595 = lshr i64 %1592, 32
  %1596 = trunc i64 %1595 to i32
  %1597 = trunc i64 %1592 to i32
  %1598 = lshr i64 %1594, 32
  %1599 = trunc i64 %1598 to i32
  %1600 = trunc i64 %1594 to i32
  %1601 = xor i32 %1599, %1584
  %1602 = xor i32 %1601, %1589
  %1603 = xor i32 %1596, %1581
  %1604 = xor i32 %1603, %1590
  %1605 = add i32 %1589, -1640531527
  %1606 = add i32 %1590, -1150833019
  %1607 = zext i32 %1602 to i64
  %1608 = mul i64 3528531795, %1607
  %1609 = zext i32 %1604 to i64
  %1610 = mul i64 3449720151, %1609
  %1611 = lshr i64 %1608, 32
  %1612 = trunc i64 %1611 to i32
  %1613 = trunc i64 %1608 to i32
  %1614 = lshr i64 %1610, 32
  %1615 = trunc i64 %1614 to i32
  %1616 = trunc i64 %1610 to i32
  %1617 = xor i32 %1615, %1600
  %1618 = xor i32 %1617, %1605
  %1619 = xor i32 %1612, %1597
  %1620 = xor i32 %1619, %1606
  %1621 = add i32 %1605, -1640531527
  %1622 = add i32 %1606, -1150833019
  %1623 = zext i32 %1618 to i64
  %1624 = mul i64 3528531795, %1623
  %1625 = zext i32 %1620 to i64
  %1626 = mul i64 3449720151, %1625
  %1627 = lshr i64 %1624, 32
  %1628 = trunc i64 %1627 to i32
  %1629 = trunc i64 %1624 to i32
  %1630 = lshr i64 %1626, 32
  %1631 = trunc i64 %1630 to i32
  %1632 = trunc i64 %1626 to i32
  %1633 = xor i32 %1631, %1616
  %1634 = xor i32 %1633, %1621
  %1635 = xor i32 %1628, %1613
  %1636 = xor i32 %1635, %1622
  %1637 = add i32 %1621, -1640531527
  %1638 = add i32 %1622, -1150833019
  %1639 = zext i32 %1634 to i64
  %1640 = mul i64 3528531795, %1639
  %1641 = zext i32 %1636 to i64
  %1642 = mul i64 3449720151, %1641
  %1643 = lshr i64 %1640, 32
  %1644 = trunc i64 %1643 to i32
  %1645 = trunc i64 %1640 to i32
  %1646 = lshr i64 %1642, 32
  %1647 = trunc i64 %1646 to i32
  %1648 = trunc i64 %1642 to i32
  %1649 = xor i32 %1647, %1632
  %1650 = xor i32 %1649, %1637
  %1651 = xor i32 %1644, %1629
  %1652 = xor i32 %1651, %1638
  %1653 = add i32 %1637, -1640531527
  %1654 = add i32 %1638, -1150833019
  %1655 = zext i32 %1650 to i64
  %1656 = mul i64 3528531795, %1655
  %1657 = zext i32 %1652 to i64
  %1658 = mul i64 3449720151, %1657
  %1659 = lshr i64 %1656, 32
  %1660 = trunc i64 %1659 to i32
  %1661 = trunc i64 %1656 to i32
  %1662 = lshr i64 %1658, 32
  %1663 = trunc i64 %1662 to i32
  %1664 = trunc i64 %1658 to i32
  %1665 = xor i32 %1663, %1648
  %1666 = xor i32 %1665, %1653
  %1667 = xor i32 %1660, %1645
  %1668 = xor i32 %1667, %1654
  %1669 = add i32 %1653, -1640531527
  %1670 = add i32 %1654, -1150833019
  %1671 = zext i32 %1666 to i64
  %1672 = mul i64 3528531795, %1671
  %1673 = zext i32 %1668 to i64
  %1674 = mul i64 3449720151, %1673
  %1675 = lshr i64 %1672, 32
  %1676 = trunc i64 %1675 to i32
  %1677 = trunc i64 %1672 to i32
  %1678 = lshr i64 %1674, 32
  %1679 = trunc i64 %1678 to i32
  %1680 = trunc i64 %1674 to i32
  %1681 = xor i32 %1679, %1664
  %1682 = xor i32 %1681, %1669
  %1683 = xor i32 %1676, %1661
  %1684 = xor i32 %1683, %1670
  %1685 = add i32 %1669, -1640531527
  %1686 = add i32 %1670, -1150833019
  %1687 = zext i32 %1682 to i64
  %1688 = mul i64 3528531795, %1687
  %1689 = zext i32 %1684 to i64
  %1690 = mul i64 3449720151, %1689
  %1691 = lshr i64 %1688, 32
  %1692 = trunc i64 %1691 to i32
  %1693 = trunc i64 %1688 to i32
  %1694 = lshr i64 %1690, 32
  %1695 = trunc i64 %1694 to i32
  %1696 = trunc i64 %1690 to i32
  %1697 = xor i32 %1695, %1680
  %1698 = xor i32 %1697, %1685
  %1699 = xor i32 %1692, %1677
  %1700 = xor i32 %1699, %1686
  %1701 = add i32 %1685, -1640531527
  %1702 = add i32 %1686, -1150833019
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
  %1733 = uitofp i32 %1730 to double
  %1734 = fadd double %1733, 5.000000e-01
  %1735 = fmul double %1734, 0x3DF0000000000000
  %1736 = uitofp i32 %1728 to double
  %1737 = fadd double %1736, 5.000000e-01
  %1738 = fmul double %1737, 0x3DF0000000000000
  %1739 = bitcast double %1735 to i64
  %1740 = lshr i64 %1739, 32
  %1741 = add i64 %1740, 614242
  %1742 = lshr i64 %1741, 20
  %1743 = sub i64 %1742, 1023
  %1744 = and i64 %1741, 1048575
  %1745 = add i64 %1744, 1072079006
  %1746 = shl i64 %1745, 32
  %1747 = and i64 %1739, 4294967295
  %1748 = or i64 %1746, %1747
  %1749 = bitcast i64 %1748 to double
  %1750 = fsub double %1749, 1.000000e+00
  %1751 = fmul double 5.000000e-01, %1750
  %1752 = fmul double %1751, %1750
  %1753 = fadd double 2.000000e+00, %1750
  %1754 = fdiv double %1750, %1753
  %1755 = fmul double %1754, %1754
  %1756 = fmul double %1755, %1755
  %1757 = fmul double %1756, 0x3FC39A09D078C69F
  %1758 = fadd double 0x3FCC71C51D8E78AF, %1757
  %1759 = fmul double %1756, %1758
  %1760 = fadd double 0x3FD999999997FA04, %1759
  %1761 = fmul double %1756, %1760
  %1762 = fmul double %1756, 0x3FC2F112DF3E5244
  %1763 = fadd double 0x3FC7466496CB03DE, %1762
  %1764 = fmul double %1756, %1763
  %1765 = fadd double 0x3FD2492494229359, %1764
  %1766 = fmul double %1756, %1765
  %1767 = fadd double 0x3FE5555555555593, %1766
  %1768 = fmul double %1755, %1767
  %1769 = fadd double %1768, %1761
  %1770 = sitofp i64 %1743 to double
  %1771 = fadd double %1752, %1769
  %1772 = fmul double %1754, %1771
  %1773 = fmul double %1770, 0x3DEA39EF35793C76
  %1774 = fadd double %1772, %1773
  %1775 = fsub double %1774, %1752
  %1776 = fadd double %1775, %1750
  %1777 = fmul double %1770, 0x3FE62E42FEE00000
  %1778 = fadd double %1776, %1777
  %1779 = fmul double -2.000000e+00, %1778
  %1780 = call double @llvm.sqrt.f64(double %1779)
  %1781 = fmul double 0x401921FB54442D18, %1738
  %1782 = fmul double %1781, 0x3FE45F306DC9C883
  %1783 = fadd double %1782, 0x4338000000000000
  %1784 = bitcast double %1783 to i64
  %1785 = fsub double %1783, 0x4338000000000000
  %1786 = fmul double %1785, 0x3FF921FB54400000
  %1787 = fsub double %1781, %1786
  %1788 = fmul double %1785, 0x3DD0B4611A626331
  %1789 = fmul double %1785, 0x3DD0B4611A600000
  %1790 = fsub double %1787, %1789
  %1791 = fmul double %1785, 0x3BA3198A2E037073
  %1792 = fsub double %1787, %1790
  %1793 = fsub double %1792, %1789
  %1794 = fsub double %1791, %1793
  %1795 = fsub double %1787, %1788
  %1796 = bitcast double %1781 to i64
  %1797 = lshr i64 %1796, 52
  %1798 = and i64 %1797, 2047
  %1799 = bitcast double %1795 to i64
  %1800 = lshr i64 %1799, 52
  %1801 = and i64 %1800, 2047
  %1802 = add i64 %1801, 16
  %1803 = icmp ult i64 %1802, %1798
  %1804 = select i1 %1803, double %1790, double %1787
  %1805 = select i1 %1803, double %1794, double %1788
  %1806 = fsub double %1804, %1805
  %1807 = fsub double %1804, %1806
  %1808 = fsub double %1807, %1805
  %1809 = fmul double %1806, %1806
  %1810 = fmul double %1809, %1809
  %1811 = fmul double %1809, 0x3EFA01A019CB1590
  %1812 = fadd double 0xBF56C16C16C15177, %1811
  %1813 = fmul double %1809, %1812
  %1814 = fadd double 0x3FA555555555554C, %1813
  %1815 = fmul double %1809, %1814
  %1816 = fmul double %1809, 0xBDA8FAE9BE8838D4
  %1817 = fadd double 0x3E21EE9EBDB4B1C4, %1816
  %1818 = fmul double %1809, %1817
  %1819 = fadd double 0xBE927E4F809C52AD, %1818
  %1820 = fmul double %1810, %1810
  %1821 = fmul double %1820, %1819
  %1822 = fadd double %1815, %1821
  %1823 = fmul double 5.000000e-01, %1809
  %1824 = fsub double 1.000000e+00, %1823
  %1825 = fsub double 1.000000e+00, %1824
  %1826 = fsub double %1825, %1823
  %1827 = fmul double %1809, %1822
  %1828 = fmul double %1806, %1808
  %1829 = fsub double %1827, %1828
  %1830 = fadd double %1826, %1829
  %1831 = fadd double %1824, %1830
  %1832 = fmul double %1806, %1806
  %1833 = fmul double %1832, %1832
  %1834 = fmul double %1832, 0x3EC71DE357B1FE7D
  %1835 = fadd double 0xBF2A01A019C161D5, %1834
  %1836 = fmul double %1832, %1835
  %1837 = fadd double 0x3F8111111110F8A6, %1836
  %1838 = fmul double %1832, 0x3DE5D93A5ACFD57C
  %1839 = fadd double 0xBE5AE5E68A2B9CEB, %1838
  %1840 = fmul double %1832, %1833
  %1841 = fmul double %1840, %1839
  %1842 = fadd double %1837, %1841
  %1843 = fmul double %1832, %1806
  %1844 = fmul double 5.000000e-01, %1808
  %1845 = fmul double %1843, %1842
  %1846 = fsub double %1844, %1845
  %1847 = fmul double %1832, %1846
  %1848 = fsub double %1847, %1808
  %1849 = fmul double %1843, 0xBFC5555555555549
  %1850 = fsub double %1848, %1849
  %1851 = fsub double %1806, %1850
  %1852 = fneg double %1831
  %1853 = fneg double %1851
  %1854 = and i64 %1784, 1
  %1855 = and i64 %1784, 2
  %1856 = icmp eq i64 %1854, 1
  %1857 = icmp eq i64 %1855, 2
  %1858 = select i1 %1857, double %1852, double %1831
  %1859 = select i1 %1857, double %1851, double %1853
  %1860 = select i1 %1856, double %1859, double %1858
  %1861 = fmul double %1780, %1860
  %1862 = fptrunc double %1861 to float
  %1863 = fmul float %1862, %noise_scale15
  %1864 = fadd float %1564, %1863
  %bits162 = bitcast float %1864 to i32
  %magnitude163 = and i32 %bits162, 2147483647
  %is_nan164 = icmp ugt i32 %magnitude163, 2139095040
  %canonical165 = select i1 %is_nan164, i32 2143289344, i32 %bits162
  store i32 %canonical165, ptr %1500, align 4
  br label %slot.done159

slot.done159:                                     ; preds = %slot.then158, %slot.done149
  %feature166 = add i64 %lane, 768
  %valid167 = icmp ult i64 %feature166, %n_features
  %1865 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid167, label %slot.then168, label %slot.done169

slot.then168:                                     ; preds = %slot.done159
  %1866 = load float, ptr %1865, align 4
  %1867 = fmul float 2.000000e+00, %1866
  %1868 = fmul float 0x3FA99999A0000000, %1867
  %1869 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature166
  %1870 = load float, ptr addrspace(1) %1869, align 4
  %1871 = fmul float -1.000000e+00, %1870
  %1872 = fadd float %1868, %1871
  %1873 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1874 = fdiv float 1.000000e+00, %1873
  %1875 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1876 = fsub float %1866, %1875
  %1877 = fcmp olt float %1876, -1.040000e+02
  %1878 = select i1 %1877, float -1.040000e+02, float %1876
  %1879 = fcmp olt float 8.900000e+01, %1878
  %1880 = select i1 %1879, float 8.900000e+01, float %1878
  %1881 = fmul float %1880, 0x3FF7154760000000
  %1882 = fadd float %1881, 0x4168000000000000
  %1883 = fsub float %1882, 0x4168000000000000
  %1884 = bitcast float %1882 to i32
  %1885 = sub i32 %1884, 1262485504
  %1886 = fmul float %1883, 0x3FE62E4000000000
  %1887 = fsub float %1880, %1886
  %1888 = fmul float %1883, 0x3EB7F7D1C0000000
  %1889 = fsub float %1887, %1888
  %1890 = fmul float %1889, %1889
  %1891 = fmul float %1890, 0x3E66376980000000
  %1892 = fadd float 0xBEBBBD41C0000000, %1891
  %1893 = fmul float %1890, %1892
  %1894 = fadd float 0x3F11566AA0000000, %1893
  %1895 = fmul float %1890, %1894
  %1896 = fadd float 0xBF66C16C20000000, %1895
  %1897 = fmul float %1890, %1896
  %1898 = fadd float 0x3FC5555560000000, %1897
  %1899 = fmul float %1890, %1898
  %1900 = fsub float %1889, %1899
  %1901 = fmul float %1889, %1900
  %1902 = fsub float 2.000000e+00, %1900
  %1903 = fdiv float %1901, %1902
  %1904 = fsub float %1888, %1903
  %1905 = fsub float %1904, %1887
  %1906 = fsub float 1.000000e+00, %1905
  %1907 = add i32 %1885, 256
  %1908 = lshr i32 %1907, 1
  %1909 = sub i32 %1908, 1
  %1910 = add i32 %1885, 255
  %1911 = sub i32 %1910, %1908
  %1912 = shl i32 %1909, 23
  %1913 = shl i32 %1911, 23
  %1914 = bitcast i32 %1912 to float
  %1915 = bitcast i32 %1913 to float
  %1916 = fmul float %1906, %1914
  %1917 = fmul float %1916, %1915
  %1918 = fcmp uno float %1876, %1876
  %1919 = select i1 %1918, float 0x7FF8000000000000, float %1917
  %1920 = fmul float %1874, %1919
  %1921 = fadd float %1872, %1920
  %feature170 = uitofp i64 %feature166 to float
  %1922 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1923 = fcmp oeq float %feature170, %1922
  %1924 = select i1 %1923, float 1.000000e+00, float 0.000000e+00
  %1925 = fcmp une float %1924, 0.000000e+00
  %1926 = select i1 %1925, float 0x3FB99999A0000000, float 0.000000e+00
  %1927 = fadd float %1921, %1926
  %1928 = fmul float %1927, %eta
  %1929 = fsub float %1866, %1928
  %1930 = mul i64 %row, %n_features
  %element171 = add i64 %1930, %feature166
  %1931 = trunc i64 %key0 to i32
  %1932 = lshr i64 %key0, 32
  %1933 = trunc i64 %1932 to i32
  %1934 = trunc i64 %element171 to i32
  %1935 = trunc i64 %key1_step to i32
  %1936 = lshr i64 %key1_step, 32
  %1937 = trunc i64 %1936 to i32
  %1938 = lshr i64 %element171, 32
  %1939 = trunc i64 %1938 to i32
  %1940 = zext i32 %1934 to i64
  %1941 = mul i64 3528531795, %1940
  %1942 = zext i32 %1937 to i64
  %1943 = mul i64 3449720151, %1942
  %1944 = lshr i64 %1941, 32
  %1945 = trunc i64 %1944 to i32
  %1946 = trunc i64 %1941 to i32
  %1947 = lshr i64 %1943, 32
  %1948 = trunc i64 %1947 to i32
  %1949 = trunc i64 %1943 to i32
  %1950 = xor i32 %1948, %1935
  %1951 = xor i32 %1950, %1931
  %1952 = xor i32 %1945, %1939
  %1953 = xor i32 %1952, %1933
  %1954 = add i32 %1931, -1640531527
  %1955 = add i32 %1933, -1150833019
  %1956 = zext i32 %1951 to i64
  %1957 = mul i64 3528531795, %1956
  %1958 = zext i32 %1953 to i64
  %1959 = mul i64 3449720151, %1958
  %1960 = lshr i64 %1957, 32
  %1961 = trunc i64 %1960 to i32
  %1962 = trunc i64 %1957 to i32
  %1963 = lshr i64 %1959, 32
  %1964 = trunc i64 %1963 to i32
  %1965 = trunc i64 %1959 to i32
  %1966 = xor i32 %1964, %1949
  %1967 = xor i32 %1966, %1954
  %1968 = xor i32 %1961, %1946
  %1969 = xor i32 %1968, %1955
  %1970 = add i32 %1954, -1640531527
  %1971 = add i32 %1955, -1150833019
  %1972 = zext i32 %1967 to i64
  %1973 = mul i64 3528531795, %1972
  %1974 = zext i32 %1969 to i64
  %1975 = mul i64 3449720151, %1974
  %1976 = lshr i64 %1973, 32
  %1977 = trunc i64 %1976 to i32
  %1978 = trunc i64 %1973 to i32
  %1979 = lshr i64 %1975, 32
  %1980 = trunc i64 %1979 to i32
  %1981 = trunc i64 %1975 to i32
  %1982 = xor i32 %1980, %1965
  %1983 = xor i32 %1982, %1970
  %1984 = xor i32 %1977, %1962
  %1985 = xor i32 %1984, %1971
  %1986 = add i32 %1970, -1640531527
  %1987 = add i32 %1971, -1150833019
  %1988 = zext i32 %1983 to i64
  %1989 = mul i64 3528531795, %1988
  %1990 = zext i32 %1985 to i64
  %1991 = mul i64 3449720151, %1990
  %1992 = lshr i64 %1989, 32
  %1993 = trunc i64 %1992 to i32
  %1994 = trunc i64 %1989 to i32
  %1995 = lshr i64 %1991, 32
  %1996 = trunc i64 %1995 to i32
  %1997 = trunc i64 %1991 to i32
  %1998 = xor i32 %1996, %1981
  %1999 = xor i32 %1998, %1986
  %2000 = xor i32 %1993, %1978
  %2001 = xor i32 %2000, %1987
  %2002 = add i32 %1986, -1640531527
  %2003 = add i32 %1987, -1150833019
  %2004 = zext i32 %1999 to i64
  %2005 = mul i64 3528531795, %2004
  %2006 = zext i32 %2001 to i64
  %2007 = mul i64 3449720151, %2006
  %2008 = lshr i64 %2005, 32
  %2009 = trunc i64 %2008 to i32
  %2010 = trunc i64 %2005 to i32
  %2011 = lshr i64 %2007, 32
  %2012 = trunc i64 %2011 to i32
  %2013 = trunc i64 %2007 to i32
  %2014 = xor i32 %2012, %1997
  %2015 = xor i32 %2014, %2002
  %2016 = xor i32 %2009, %1994
  %2017 = xor i32 %2016, %2003
  %2018 = add i32 %2002, -1640531527
  %2019 = add i32 %2003, -1150833019
  %2020 = zext i32 %2015 to i64
  %2021 = mul i64 3528531795, %2020
  %2022 = zext i32 %2017 to i64
  %2023 = mul i64 3449720151, %2022
  %2024 = lshr i64 %2021, 32
  %2025 = trunc i64 %2024 to i32
  %2026 = trunc i64 %2021 to i32
  %2027 = lshr i64 %2023, 32
  %2028 = trunc i64 %2027 to i32
  %2029 = trunc i64 %2023 to i32
  %2030 = xor i32 %2028, %2013
  %2031 = xor i32 %2030, %2018
  %2032 = xor i32 %2025, %2010
  %2033 = xor i32 %2032, %2019
  %2034 = add i32 %2018, -1640531527
  %2035 = add i32 %2019, -1150833019
  %2036 = zext i32 %2031 to i64
  %2037 = mul i64 3528531795, %2036
  %2038 = zext i32 %2033 to i64
  %2039 = mul i64 3449720151, %2038
  %2040 = lshr i64 %2037, 32
  %2041 = trunc i64 %2040 to i32
  %2042 = trunc i64 %2037 to i32
  %2043 = lshr i64 %2039, 32
  %2044 = trunc i64 %2043 to i32
  %2045 = trunc i64 %2039 to i32
  %2046 = xor i32 %2044, %2029
  %2047 = xor i32 %2046, %2034
  %2048 = xor i32 %2041, %2026
  %2049 = xor i32 %2048, %2035
  %2050 = add i32 %2034, -1640531527
  %2051 = add i32 %2035, -1150833019
  %2052 = zext i32 %2047 to i64
  %2053 = mul i64 3528531795, %2052
  %2054 = zext i32 %2049 to i64
  %2055 = mul i64 3449720151, %2054
  %2056 = lshr i64 %2053, 32
  %2057 = trunc i64 %2056 to i32
  %2058 = trunc i64 %2053 to i32
  %2059 = lshr i64 %2055, 32
  %2060 = trunc i64 %2059 to i32
  %2061 = trunc i64 %2055 to i32
  %2062 = xor i32 %2060, %2045
  %2063 = xor i32 %2062, %2050
  %2064 = xor i32 %2057, %2042
  %2065 = xor i32 %2064, %2051
  %2066 = add i32 %2050, -1640531527
  %2067 = add i32 %2051, -1150833019
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
  %2098 = uitofp i32 %2095 to double
  %2099 = fadd double %2098, 5.000000e-01
  %2100 = fmul double %2099, 0x3DF0000000000000
  %2101 = uitofp i32 %2093 to double
  %2102 = fadd double %2101, 5.000000e-01
  %2103 = fmul double %2102, 0x3DF0000000000000
  %2104 = bitcast double %2100 to i64
  %2105 = lshr i64 %2104, 32
  %2106 = add i64 %2105, 614242
  %2107 = lshr i64 %2106, 20
  %2108 = sub i64 %2107, 1023
  %2109 = and i64 %2106, 1048575
  %2110 = add i64 %2109, 1072079006
  %2111 = shl i64 %2110, 32
  %2112 = and i64 %2104, 4294967295
  %2113 = or i64 %2111, %2112
  %2114 = bitcast i64 %2113 to double
  %2115 = fsub double %2114, 1.000000e+00
  %2116 = fmul double 5.000000e-01, %2115
  %2117 = fmul double %2116, %2115
  %2118 = fadd double 2.000000e+00, %2115
  %2119 = fdiv double %2115, %2118
  %2120 = fmul double %2119, %2119
  %2121 = fmul double %2120, %2120
  %2122 = fmul double %2121, 0x3FC39A09D078C69F
  %2123 = fadd double 0x3FCC71C51D8E78AF, %2122
  %2124 = fmul double %2121, %2123
  %2125 = fadd double 0x3FD999999997FA04, %2124
  %2126 = fmul double %2121, %2125
  %2127 = fmul double %2121, 0x3FC2F112DF3E5244
  %2128 = fadd double 0x3FC7466496CB03DE, %2127
  %2129 = fmul double %2121, %2128
  %2130 = fadd double 0x3FD2492494229359, %2129
  %2131 = fmul double %2121, %2130
  %2132 = fadd double 0x3FE5555555555593, %2131
  %2133 = fmul double %2120, %2132
  %2134 = fadd double %2133, %2126
  %2135 = sitofp i64 %2108 to double
  %2136 = fadd double %2117, %2134
  %2137 = fmul double %2119, %2136
  %2138 = fmul double %2135, 0x3DEA39EF35793C76
  %2139 = fadd double %2137, %2138
  %2140 = fsub double %2139, %2117
  %2141 = fadd double %2140, %2115
  %2142 = fmul double %2135, 0x3FE62E42FEE00000
  %2143 = fadd double %2141, %2142
  %2144 = fmul double -2.000000e+00, %2143
  %2145 = call double @llvm.sqrt.f64(double %2144)
  %2146 = fmul double 0x401921FB54442D18, %2103
  %2147 = fmul double %2146, 0x3FE45F306DC9C883
  %2148 = fadd double %2147, 0x4338000000000000
  %2149 = bitcast double %2148 to i64
  %2150 = fsub double %2148, 0x4338000000000000
  %2151 = fmul double %2150, 0x3FF921FB54400000
  %2152 = fsub double %2146, %2151
  %2153 = fmul double %2150, 0x3DD0B4611A626331
  %2154 = fmul double %2150, 0x3DD0B4611A600000
  %2155 = fsub double %2152, %2154
  %2156 = fmul double %2150, 0x3BA3198A2E037073
  %2157 = fsub double %2152, %2155
  %2158 = fsub double %2157, %2154
  %2159 = fsub double %2156, %2158
  %2160 = fsub double %2152, %2153
  %2161 = bitcast double %2146 to i64
  %2162 = lshr i64 %2161, 52
  %2163 = and i64 %2162, 2047
  %2164 = bitcast double %2160 to i64
  %2165 = lshr i64 %2164, 52
  %2166 = and i64 %2165, 2047
  %2167 = add i64 %2166, 16
  %2168 = icmp ult i64 %2167, %2163
  %2169 = select i1 %2168, double %2155, double %2152
  %2170 = select i1 %2168, double %2159, double %2153
  %2171 = fsub double %2169, %2170
  %2172 = fsub double %2169, %2171
  %2173 = fsub double %2172, %2170
  %2174 = fmul double %2171, %2171
  %2175 = fmul double %2174, %2174
  %2176 = fmul double %2174, 0x3EFA01A019CB1590
  %2177 = fadd double 0xBF56C16C16C15177, %2176
  %2178 = fmul double %2174, %2177
  %2179 = fadd double 0x3FA555555555554C, %2178
  %2180 = fmul double %2174, %2179
  %2181 = fmul double %2174, 0xBDA8FAE9BE8838D4
  %2182 = fadd double 0x3E21EE9EBDB4B1C4, %2181
  %2183 = fmul double %2174, %2182
  %2184 = fadd double 0xBE927E4F809C52AD, %2183
  %2185 = fmul double %2175, %2175
  %2186 = fmul double %2185, %2184
  %2187 = fadd double %2180, %2186
  %2188 = fmul double 5.000000e-01, %2174
  %2189 = fsub double 1.000000e+00, %2188
  %2190 = fsub double 1.000000e+00, %2189
  %2191 = fsub double %2190, %2188
  %2192 = fmul double %2174, %2187
  %2193 = fmul double %2171, %2173
  %2194 = fsub double %2192, %2193
  %2195 = fadd double %2191, %2194
  %2196 = fadd double %2189, %2195
  %2197 = fmul double %2171, %2171
  %2198 = fmul double %2197, %2197
  %2199 = fmul double %2197, 0x3EC71DE357B1FE7D
  %2200 = fadd double 0xBF2A01A019C161D5, %2199
  %2201 = fmul double %2197, %2200
  %2202 = fadd double 0x3F8111111110F8A6, %2201
  %2203 = fmul double %2197, 0x3DE5D93A5ACFD57C
  %2204 = fadd double 0xBE5AE5E68A2B9CEB, %2203
  %2205 = fmul double %2197, %2198
  %2206 = fmul double %2205, %2204
  %2207 = fadd double %2202, %2206
  %2208 = fmul double %2197, %2171
  %2209 = fmul double 5.000000e-01, %2173
  %2210 = fmul double %2208, %2207
  %2211 = fsub double %2209, %2210
  %2212 = fmul double %2197, %2211
  %2213 = fsub double %2212, %2173
  %2214 = fmul double %2208, 0xBFC5555555555549
  %2215 = fsub double %2213, %2214
  %2216 = fsub double %2171, %2215
  %2217 = fneg double %2196
  %2218 = fneg double %2216
  %2219 = and i64 %2149, 1
  %2220 = and i64 %2149, 2
  %2221 = icmp eq i64 %2219, 1
  %2222 = icmp eq i64 %2220, 2
  %2223 = select i1 %2222, double %2217, double %2196
  %2224 = select i1 %2222, double %2216, double %2218
  %2225 = select i1 %2221, double %2224, double %2223
  %2226 = fmul double %2145, %2225
  %2227 = fptrunc double %2226 to float
  %2228 = fmul float %2227, %noise_scale15
  %2229 = fadd float %1929, %2228
  %bits172 = bitcast float %2229 to i32
  %magnitude173 = and i32 %bits172, 2147483647
  %is_nan174 = icmp ugt i32 %magnitude173, 2139095040
  %canonical175 = select i1 %is_nan174, i32 2143289344, i32 %bits172
  store i32 %canonical175, ptr %1865, align 4
  br label %slot.done169

slot.done169:                                     ; preds = %slot.then168, %slot.done159
  br label %noise.done

uniform_sinks.then178:                            ; preds = %quiet
  br label %uniform_sinks.done179

uniform_sinks.done179:                            ; preds = %uniform_sinks.then178, %quiet
  %feature180 = add i64 %lane, 0
  %valid181 = icmp ult i64 %feature180, %n_features
  %2230 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid181, label %slot.then182, label %slot.done183

slot.then182:                                     ; preds = %uniform_sinks.done179
  %2231 = load float, ptr %2230, align 4
  %2232 = fmul float 2.000000e+00, %2231
  %2233 = fmul float 0x3FA99999A0000000, %2232
  %2234 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature180
  %2235 = load float, ptr addrspace(1) %2234, align 4
  %2236 = fmul float -1.000000e+00, %2235
  %2237 = fadd float %2233, %2236
  %2238 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2239 = fdiv float 1.000000e+00, %2238
  %2240 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2241 = fsub float %2231, %2240
  %2242 = fcmp olt float %2241, -1.040000e+02
  %2243 = select i1 %2242, float -1.040000e+02, float %2241
  %2244 = fcmp olt float 8.900000e+01, %2243
  %2245 = select i1 %2244, float 8.900000e+01, float %2243
  %2246 = fmul float %2245, 0x3FF7154760000000
  %2247 = fadd float %2246, 0x4168000000000000
  %2248 = fsub float %2247, 0x4168000000000000
  %2249 = bitcast float %2247 to i32
  %2250 = sub i32 %2249, 1262485504
  %2251 = fmul float %2248, 0x3FE62E4000000000
  %2252 = fsub float %2245, %2251
  %2253 = fmul float %2248, 0x3EB7F7D1C0000000
  %2254 = fsub float %2252, %2253
  %2255 = fmul float %2254, %2254
  %2256 = fmul float %2255, 0x3E66376980000000
  %2257 = fadd float 0xBEBBBD41C0000000, %2256
  %2258 = fmul float %2255, %2257
  %2259 = fadd float 0x3F11566AA0000000, %2258
  %2260 = fmul float %2255, %2259
  %2261 = fadd float 0xBF66C16C20000000, %2260
  %2262 = fmul float %2255, %2261
  %2263 = fadd float 0x3FC5555560000000, %2262
  %2264 = fmul float %2255, %2263
  %2265 = fsub float %2254, %2264
  %2266 = fmul float %2254, %2265
  %2267 = fsub float 2.000000e+00, %2265
  %2268 = fdiv float %2266, %2267
  %2269 = fsub float %2253, %2268
  %2270 = fsub float %2269, %2252
  %2271 = fsub float 1.000000e+00, %2270
  %2272 = add i32 %2250, 256
  %2273 = lshr i32 %2272, 1
  %2274 = sub i32 %2273, 1
  %2275 = add i32 %2250, 255
  %2276 = sub i32 %2275, %2273
  %2277 = shl i32 %2274, 23
  %2278 = shl i32 %2276, 23
  %2279 = bitcast i32 %2277 to float
  %2280 = bitcast i32 %2278 to float
  %2281 = fmul float %2271, %2279
  %2282 = fmul float %2281, %2280
  %2283 = fcmp uno float %2241, %2241
  %2284 = select i1 %2283, float 0x7FF8000000000000, float %2282
  %2285 = fmul float %2239, %2284
  %2286 = fadd float %2237, %2285
  %feature184 = uitofp i64 %feature180 to float
  %2287 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2288 = fcmp oeq float %feature184, %2287
  %2289 = select i1 %2288, float 1.000000e+00, float 0.000000e+00
  %2290 = fcmp une float %2289, 0.000000e+00
  %2291 = select i1 %2290, float 0x3FB99999A0000000, float 0.000000e+00
  %2292 = fadd float %2286, %2291
  %2293 = fmul float %2292, %eta
  %2294 = fsub float %2231, %2293
  %2295 = fmul float 0.000000e+00, %noise_scale15
  %2296 = fadd float %2294, %2295
  %bits185 = bitcast float %2294 to i32
  %magnitude186 = and i32 %bits185, 2147483647
  %is_nan187 = icmp ugt i32 %magnitude186, 2139095040
  %canonical188 = select i1 %is_nan187, i32 2143289344, i32 %bits185
  store i32 %canonical188, ptr %2230, align 4
  br label %slot.done183

slot.done183:                                     ; preds = %slot.then182, %uniform_sinks.done179
  %feature189 = add i64 %lane, 256
  %valid190 = icmp ult i64 %feature189, %n_features
  %2297 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid190, label %slot.then191, label %slot.done192

slot.then191:                                     ; preds = %slot.done183
  %2298 = load float, ptr %2297, align 4
  %2299 = fmul float 2.000000e+00, %2298
  %2300 = fmul float 0x3FA99999A0000000, %2299
  %2301 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature189
  %2302 = load float, ptr addrspace(1) %2301, align 4
  %2303 = fmul float -1.000000e+00, %2302
  %2304 = fadd float %2300, %2303
  %2305 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2306 = fdiv float 1.000000e+00, %2305
  %2307 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2308 = fsub float %2298, %2307
  %2309 = fcmp olt float %2308, -1.040000e+02
  %2310 = select i1 %2309, float -1.040000e+02, float %2308
  %2311 = fcmp olt float 8.900000e+01, %2310
  %2312 = select i1 %2311, float 8.900000e+01, float %2310
  %2313 = fmul float %2312, 0x3FF7154760000000
  %2314 = fadd float %2313, 0x4168000000000000
  %2315 = fsub float %2314, 0x4168000000000000
  %2316 = bitcast float %2314 to i32
  %2317 = sub i32 %2316, 1262485504
  %2318 = fmul float %2315, 0x3FE62E4000000000
  %2319 = fsub float %2312, %2318
  %2320 = fmul float %2315, 0x3EB7F7D1C0000000
  %2321 = fsub float %2319, %2320
  %2322 = fmul float %2321, %2321
  %2323 = fmul float %2322, 0x3E66376980000000
  %2324 = fadd float 0xBEBBBD41C0000000, %2323
  %2325 = fmul float %2322, %2324
  %2326 = fadd float 0x3F11566AA0000000, %2325
  %2327 = fmul float %2322, %2326
  %2328 = fadd float 0xBF66C16C20000000, %2327
  %2329 = fmul float %2322, %2328
  %2330 = fadd float 0x3FC5555560000000, %2329
  %2331 = fmul float %2322, %2330
  %2332 = fsub float %2321, %2331
  %2333 = fmul float %2321, %2332
  %2334 = fsub float 2.000000e+00, %2332
  %2335 = fdiv float %2333, %2334
  %2336 = fsub float %2320, %2335
  %2337 = fsub float %2336, %2319
  %2338 = fsub float 1.000000e+00, %2337
  %2339 = add i32 %2317, 256
  %2340 = lshr i32 %2339, 1
  %2341 = sub i32 %2340, 1
  %2342 = add i32 %2317, 255
  %2343 = sub i32 %2342, %2340
  %2344 = shl i32 %2341, 23
  %2345 = shl i32 %2343, 23
  %2346 = bitcast i32 %2344 to float
  %2347 = bitcast i32 %2345 to float
  %2348 = fmul float %2338, %2346
  %2349 = fmul float %2348, %2347
  %2350 = fcmp uno float %2308, %2308
  %2351 = select i1 %2350, float 0x7FF8000000000000, float %2349
  %2352 = fmul float %2306, %2351
  %2353 = fadd float %2304, %2352
  %feature193 = uitofp i64 %feature189 to float
  %2354 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2355 = fcmp oeq float %feature193, %2354
  %2356 = select i1 %2355, float 1.000000e+00, float 0.000000e+00
  %2357 = fcmp une float %2356, 0.000000e+00
  %2358 = select i1 %2357, float 0x3FB99999A0000000, float 0.000000e+00
  %2359 = fadd float %2353, %2358
  %2360 = fmul float %2359, %eta
  %2361 = fsub float %2298, %2360
  %2362 = fmul float 0.000000e+00, %noise_scale15
  %2363 = fadd float %2361, %2362
  %bits194 = bitcast float %2361 to i32
  %magnitude195 = and i32 %bits194, 2147483647
  %is_nan196 = icmp ugt i32 %magnitude195, 2139095040
  %canonical197 = select i1 %is_nan196, i32 2143289344, i32 %bits194
  store i32 %canonical197, ptr %2297, align 4
  br label %slot.done192

slot.done192:                                     ; preds = %slot.then191, %slot.done183
  %feature198 = add i64 %lane, 512
  %valid199 = icmp ult i64 %feature198, %n_features
  %2364 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid199, label %slot.then200, label %slot.done201

slot.then200:                                     ; preds = %slot.done192
  %2365 = load float, ptr %2364, align 4
  %2366 = fmul float 2.000000e+00, %2365
  %2367 = fmul float 0x3FA99999A0000000, %2366
  %2368 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature198
  %2369 = load float, ptr addrspace(1) %2368, align 4
  %2370 = fmul float -1.000000e+00, %2369
  %2371 = fadd float %2367, %2370
  %2372 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2373 = fdiv float 1.000000e+00, %2372
  %2374 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2375 = fsub float %2365, %2374
  %2376 = fcmp olt float %2375, -1.040000e+02
  %2377 = select i1 %2376, float -1.040000e+02, float %2375
  %2378 = fcmp olt float 8.900000e+01, %2377
  %2379 = select i1 %2378, float 8.900000e+01, float %2377
  %2380 = fmul float %2379, 0x3FF7154760000000
  %2381 = fadd float %2380, 0x4168000000000000
  %2382 = fsub float %2381, 0x4168000000000000
  %2383 = bitcast float %2381 to i32
  %2384 = sub i32 %2383, 1262485504
  %2385 = fmul float %2382, 0x3FE62E4000000000
  %2386 = fsub float %2379, %2385
  %2387 = fmul float %2382, 0x3EB7F7D1C0000000
  %2388 = fsub float %2386, %2387
  %2389 = fmul float %2388, %2388
  %2390 = fmul float %2389, 0x3E66376980000000
  %2391 = fadd float 0xBEBBBD41C0000000, %2390
  %2392 = fmul float %2389, %2391
  %2393 = fadd float 0x3F11566AA0000000, %2392
  %2394 = fmul float %2389, %2393
  %2395 = fadd float 0xBF66C16C20000000, %2394
  %2396 = fmul float %2389, %2395
  %2397 = fadd float 0x3FC5555560000000, %2396
  %2398 = fmul float %2389, %2397
  %2399 = fsub float %2388, %2398
  %2400 = fmul float %2388, %2399
  %2401 = fsub float 2.000000e+00, %2399
  %2402 = fdiv float %2400, %2401
  %2403 = fsub float %2387, %2402
  %2404 = fsub float %2403, %2386
  %2405 = fsub float 1.000000e+00, %2404
  %2406 = add i32 %2384, 256
  %2407 = lshr i32 %2406, 1
  %2408 = sub i32 %2407, 1
  %2409 = add i32 %2384, 255
  %2410 = sub i32 %2409, %2407
  %2411 = shl i32 %2408, 23
  %2412 = shl i32 %2410, 23
  %2413 = bitcast i32 %2411 to float
  %2414 = bitcast i32 %2412 to float
  %2415 = fmul float %2405, %2413
  %2416 = fmul float %2415, %2414
  %2417 = fcmp uno float %2375, %2375
  %2418 = select i1 %2417, float 0x7FF8000000000000, float %2416
  %2419 = fmul float %2373, %2418
  %2420 = fadd float %2371, %2419
  %feature202 = uitofp i64 %feature198 to float
  %2421 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2422 = fcmp oeq float %feature202, %2421
  %2423 = select i1 %2422, float 1.000000e+00, float 0.000000e+00
  %2424 = fcmp une float %2423, 0.000000e+00
  %2425 = select i1 %2424, float 0x3FB99999A0000000, float 0.000000e+00
  %2426 = fadd float %2420, %2425
  %2427 = fmul float %2426, %eta
  %2428 = fsub float %2365, %2427
  %2429 = fmul float 0.000000e+00, %noise_scale15
  %2430 = fadd float %2428, %2429
  %bits203 = bitcast float %2428 to i32
  %magnitude204 = and i32 %bits203, 2147483647
  %is_nan205 = icmp ugt i32 %magnitude204, 2139095040
  %canonical206 = select i1 %is_nan205, i32 2143289344, i32 %bits203
  store i32 %canonical206, ptr %2364, align 4
  br label %slot.done201

slot.done201:                                     ; preds = %slot.then200, %slot.done192
  %feature207 = add i64 %lane, 768
  %valid208 = icmp ult i64 %feature207, %n_features
  %2431 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid208, label %slot.then209, label %slot.done210

slot.then209:                                     ; preds = %slot.done201
  %2432 = load float, ptr %2431, align 4
  %2433 = fmul float 2.000000e+00, %2432
  %2434 = fmul float 0x3FA99999A0000000, %2433
  %2435 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature207
  %2436 = load float, ptr addrspace(1) %2435, align 4
  %2437 = fmul float -1.000000e+00, %2436
  %2438 = fadd float %2434, %2437
  %2439 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2440 = fdiv float 1.000000e+00, %2439
  %2441 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2442 = fsub float %2432, %2441
  %2443 = fcmp olt float %2442, -1.040000e+02
  %2444 = select i1 %2443, float -1.040000e+02, float %2442
  %2445 = fcmp olt float 8.900000e+01, %2444
  %2446 = select i1 %2445, float 8.900000e+01, float %2444
  %2447 = fmul float %2446, 0x3FF7154760000000
  %2448 = fadd float %2447, 0x4168000000000000
  %2449 = fsub float %2448, 0x4168000000000000
  %2450 = bitcast float %2448 to i32
  %2451 = sub i32 %2450, 1262485504
  %2452 = fmul float %2449, 0x3FE62E4000000000
  %2453 = fsub float %2446, %2452
  %2454 = fmul float %2449, 0x3EB7F7D1C0000000
  %2455 = fsub float %2453, %2454
  %2456 = fmul float %2455, %2455
  %2457 = fmul float %2456, 0x3E66376980000000
  %2458 = fadd float 0xBEBBBD41C0000000, %2457
  %2459 = fmul float %2456, %2458
  %2460 = fadd float 0x3F11566AA0000000, %2459
  %2461 = fmul float %2456, %2460
  %2462 = fadd float 0xBF66C16C20000000, %2461
  %2463 = fmul float %2456, %2462
  %2464 = fadd float 0x3FC5555560000000, %2463
  %2465 = fmul float %2456, %2464
  %2466 = fsub float %2455, %2465
  %2467 = fmul float %2455, %2466
  %2468 = fsub float 2.000000e+00, %2466
  %2469 = fdiv float %2467, %2468
  %2470 = fsub float %2454, %2469
  %2471 = fsub float %2470, %2453
  %2472 = fsub float 1.000000e+00, %2471
  %2473 = add i32 %2451, 256
  %2474 = lshr i32 %2473, 1
  %2475 = sub i32 %2474, 1
  %2476 = add i32 %2451, 255
  %2477 = sub i32 %2476, %2474
  %2478 = shl i32 %2475, 23
  %2479 = shl i32 %2477, 23
  %2480 = bitcast i32 %2478 to float
  %2481 = bitcast i32 %2479 to float
  %2482 = fmul float %2472, %2480
  %2483 = fmul float %2482, %2481
  %2484 = fcmp uno float %2442, %2442
  %2485 = select i1 %2484, float 0x7FF8000000000000, float %2483
  %2486 = fmul float %2440, %2485
  %2487 = fadd float %2438, %2486
  %feature211 = uitofp i64 %feature207 to float
  %2488 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2489 = fcmp oeq float %feature211, %2488
  %2490 = select i1 %2489, float 1.000000e+00, float 0.000000e+00
  %2491 = fcmp une float %2490, 0.000000e+00
  %2492 = select i1 %2491, float 0x3FB99999A0000000, float 0.000000e+00
  %2493 = fadd float %2487, %2492
  %2494 = fmul float %2493, %eta
  %2495 = fsub float %2432, %2494
  %2496 = fmul float 0.000000e+00, %noise_scale15
  %2497 = fadd float %2495, %2496
  %bits212 = bitcast float %2495 to i32
  %magnitude213 = and i32 %bits212, 2147483647
  %is_nan214 = icmp ugt i32 %magnitude213, 2139095040
  %canonical215 = select i1 %is_nan214, i32 2143289344, i32 %bits212
  store i32 %canonical215, ptr %2431, align 4
  br label %slot.done210

slot.done210:                                     ; preds = %slot.then209, %slot.done201
  br label %noise.done

slot.then218:                                     ; preds = %step.exit
  %2498 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature216
  %2499 = load float, ptr %24, align 4
  store float %2499, ptr addrspace(1) %2498, align 4
  br label %slot.done219

slot.done219:                                     ; preds = %slot.then218, %step.exit
  %feature220 = add i64 %lane, 256
  %valid221 = icmp ult i64 %feature220, %n_features
  %2500 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid221, label %slot.then222, label %slot.done223

slot.then222:                                     ; preds = %slot.done219
  %2501 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature220
  %2502 = load float, ptr %2500, align 4
  store float %2502, ptr addrspace(1) %2501, align 4
  br label %slot.done223

slot.done223:                                     ; preds = %slot.then222, %slot.done219
  %feature224 = add i64 %lane, 512
  %valid225 = icmp ult i64 %feature224, %n_features
  %2503 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid225, label %slot.then226, label %slot.done227

slot.then226:                                     ; preds = %slot.done223
  %2504 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature224
  %2505 = load float, ptr %2503, align 4
  store float %2505, ptr addrspace(1) %2504, align 4
  br label %slot.done227

slot.done227:                                     ; preds = %slot.then226, %slot.done223
  %feature228 = add i64 %lane, 768
  %valid229 = icmp ult i64 %feature228, %n_features
  %2506 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid229, label %slot.then230, label %slot.done231

slot.then230:                                     ; preds = %slot.done227
  %2507 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature228
  %2508 = load float, ptr %2506, align 4
  store float %2508, ptr addrspace(1) %2507, align 4
  br label %slot.done231

slot.done231:                                     ; preds = %slot.then230, %slot.done227
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

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
attributes #4 = { nounwind "nvvm.maxntid"="1024" }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
!3 = !{!4}
!4 = distinct !{!4, !2}
