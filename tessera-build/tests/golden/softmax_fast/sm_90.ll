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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

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

; Function Attrs: nounwind

; Function Attrs: nounwind

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
