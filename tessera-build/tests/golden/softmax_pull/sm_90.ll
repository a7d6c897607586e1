; ModuleID = 'softmax_pull'
source_filename = "softmax_pull.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [192 x float] undef, align 4
@tessera_tree_values_w4 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_tree_indices_w4 = internal addrspace(3) global [256 x float] undef, align 4
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
  %pairwise_levels47 = alloca [32 x i64], align 8
  %pairwise_sums46 = alloca [32 x float], align 4
  %fold_index45 = alloca i64, align 8
  %fold_value44 = alloca float, align 4
  %pairwise_depth39 = alloca i64, align 8
  %pairwise_levels38 = alloca [32 x i64], align 8
  %pairwise_sums37 = alloca [32 x float], align 4
  %fold_index36 = alloca i64, align 8
  %fold_value35 = alloca float, align 4
  %pairwise_depth20 = alloca i64, align 8
  %pairwise_levels19 = alloca [32 x i64], align 8
  %pairwise_sums18 = alloca [32 x float], align 4
  %fold_index17 = alloca i64, align 8
  %fold_value16 = alloca float, align 4
  %pairwise_depth15 = alloca i64, align 8
  %pairwise_levels14 = alloca [32 x i64], align 8
  %pairwise_sums13 = alloca [32 x float], align 4
  %fold_index12 = alloca i64, align 8
  %fold_value11 = alloca float, align 4
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
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done
  %step = phi i64 [ 0, %slot.done ], [ %235, %noise.done ]
  %15 = icmp ult i64 %step, %steps
  br i1 %15, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal2, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  br i1 %present, label %store.then71, label %store.done72

anneal.then:                                      ; preds = %step.body
  %16 = load float, ptr %temperature1, align 4
  %17 = fmul float %two_eta, %16
  %18 = fcmp olt float 0.000000e+00, %17
  %19 = call float @llvm.sqrt.f32(float %17)
  %20 = select i1 %18, float %19, float 0.000000e+00
  store float %20, ptr %noise_scale3, align 4
  %t_next = fmul float %16, %anneal_ratio
  store float %t_next, ptr %temperature1, align 4
  br label %anneal.done

anneal.done:                                      ; preds = %anneal.then, %step.body
  %21 = load float, ptr %noise_scale3, align 4
  %key1_step = add i64 %key1, %step
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature4 = add i64 %lane, 0
  %valid5 = icmp ult i64 %feature4, %n_features
  %22 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid5, label %slot.then6, label %slot.done7

slot.then6:                                       ; preds = %anneal.done
  %23 = load float, ptr %22, align 4
  %24 = load float, ptr %fold_value, align 4
  %25 = fcmp ogt float %23, %24
  %26 = fcmp uno float %23, %23
  %27 = fcmp ord float %24, %24
  %28 = and i1 %26, %27
  %take = or i1 %25, %28
  %29 = select i1 %take, float %23, float %24
  store float %29, ptr %fold_value, align 4
  %30 = load i64, ptr %fold_index, align 8
  %31 = select i1 %take, i64 %feature4, i64 %30
  store i64 %31, ptr %fold_index, align 8
  br label %slot.done7

slot.done7:                                       ; preds = %slot.then6, %anneal.done
  %32 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %best_index = load i64, ptr %fold_index, align 8
  %33 = load float, ptr %fold_value, align 4
  %34 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %33, ptr addrspace(3) %34, align 4
  %35 = trunc i64 %best_index to i32
  %36 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %35, ptr addrspace(3) %36, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 2
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done7
  %37 = add i64 %lane, 2
  %38 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %39 = load i32, ptr addrspace(3) %38, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %37
  %44 = load i32, ptr addrspace(3) %43, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %37
  %47 = load float, ptr addrspace(3) %46, align 4
  %48 = fcmp uno float %47, %47
  %49 = fcmp uno float %42, %42
  %50 = icmp ult i64 %45, %40
  %51 = fcmp ogt float %47, %42
  %52 = fcmp oeq float %47, %42
  %53 = xor i1 %49, true
  %54 = or i1 %53, %50
  %55 = and i1 %52, %50
  %56 = or i1 %51, %55
  %57 = xor i1 %49, true
  %58 = and i1 %57, %56
  %59 = select i1 %48, i1 %54, i1 %58
  %60 = select i1 %59, float %47, float %42
  %61 = select i1 %59, i64 %45, i64 %40
  %62 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %60, ptr addrspace(3) %62, align 4
  %63 = trunc i64 %61 to i32
  %64 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %63, ptr addrspace(3) %64, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done7
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane8 = icmp ult i64 %lane, 1
  br i1 %tree_lane8, label %tree.then9, label %tree.done10

tree.then9:                                       ; preds = %tree.done
  %65 = add i64 %lane, 1
  %66 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %67 = load i32, ptr addrspace(3) %66, align 4
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %65
  %72 = load i32, ptr addrspace(3) %71, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %65
  %75 = load float, ptr addrspace(3) %74, align 4
  %76 = fcmp uno float %75, %75
  %77 = fcmp uno float %70, %70
  %78 = icmp ult i64 %73, %68
  %79 = fcmp ogt float %75, %70
  %80 = fcmp oeq float %75, %70
  %81 = xor i1 %77, true
  %82 = or i1 %81, %78
  %83 = and i1 %80, %78
  %84 = or i1 %79, %83
  %85 = xor i1 %77, true
  %86 = and i1 %85, %84
  %87 = select i1 %76, i1 %82, i1 %86
  %88 = select i1 %87, float %75, float %70
  %89 = select i1 %87, i64 %73, i64 %68
  %90 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %88, ptr addrspace(3) %90, align 4
  %91 = trunc i64 %89 to i32
  %92 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %91, ptr addrspace(3) %92, align 4
  br label %tree.done10

tree.done10:                                      ; preds = %tree.then9, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done10
  %93 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %94 = load i32, ptr addrspace(3) %93, align 4
  %95 = zext i32 %94 to i64
  %96 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %97 = load float, ptr addrspace(3) %96, align 4
  store float 0xFFF0000000000000, ptr %fold_value11, align 4
  store i64 0, ptr %fold_index12, align 8
  store i64 0, ptr %pairwise_depth15, align 8
  store float %97, ptr %fold_value11, align 4
  store i64 %95, ptr %fold_index12, align 8
  %98 = load float, ptr %fold_value11, align 4
  store float %98, ptr addrspace(3) %32, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done10
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value16, align 4
  store i64 0, ptr %fold_index17, align 8
  store i64 0, ptr %pairwise_depth20, align 8
  %feature21 = add i64 %lane, 0
  %valid22 = icmp ult i64 %feature21, %n_features
  %99 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %tree.result.done
  %100 = load float, ptr %99, align 4
  %101 = load float, ptr %fold_value16, align 4
  %102 = fcmp ogt float %100, %101
  %103 = fcmp uno float %100, %100
  %104 = fcmp ord float %101, %101
  %105 = and i1 %103, %104
  %take25 = or i1 %102, %105
  %106 = select i1 %take25, float %100, float %101
  store float %106, ptr %fold_value16, align 4
  %107 = load i64, ptr %fold_index17, align 8
  %108 = select i1 %take25, i64 %feature21, i64 %107
  store i64 %108, ptr %fold_index17, align 8
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %tree.result.done
  %109 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %best_index26 = load i64, ptr %fold_index17, align 8
  %110 = load float, ptr %fold_value16, align 4
  %111 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %110, ptr addrspace(3) %111, align 4
  %112 = trunc i64 %best_index26 to i32
  %113 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %112, ptr addrspace(3) %113, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane27 = icmp ult i64 %lane, 2
  br i1 %tree_lane27, label %tree.then28, label %tree.done29

tree.then28:                                      ; preds = %slot.done24
  %114 = add i64 %lane, 2
  %115 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %116 = load i32, ptr addrspace(3) %115, align 4
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %119 = load float, ptr addrspace(3) %118, align 4
  %120 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %114
  %121 = load i32, ptr addrspace(3) %120, align 4
  %122 = zext i32 %121 to i64
  %123 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %114
  %124 = load float, ptr addrspace(3) %123, align 4
  %125 = fcmp uno float %124, %124
  %126 = fcmp uno float %119, %119
  %127 = icmp ult i64 %122, %117
  %128 = fcmp ogt float %124, %119
  %129 = fcmp oeq float %124, %119
  %130 = xor i1 %126, true
  %131 = or i1 %130, %127
  %132 = and i1 %129, %127
  %133 = or i1 %128, %132
  %134 = xor i1 %126, true
  %135 = and i1 %134, %133
  %136 = select i1 %125, i1 %131, i1 %135
  %137 = select i1 %136, float %124, float %119
  %138 = select i1 %136, i64 %122, i64 %117
  %139 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %137, ptr addrspace(3) %139, align 4
  %140 = trunc i64 %138 to i32
  %141 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %140, ptr addrspace(3) %141, align 4
  br label %tree.done29

tree.done29:                                      ; preds = %tree.then28, %slot.done24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane30 = icmp ult i64 %lane, 1
  br i1 %tree_lane30, label %tree.then31, label %tree.done32

tree.then31:                                      ; preds = %tree.done29
  %142 = add i64 %lane, 1
  %143 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  %144 = load i32, ptr addrspace(3) %143, align 4
  %145 = zext i32 %144 to i64
  %146 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  %147 = load float, ptr addrspace(3) %146, align 4
  %148 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %142
  %149 = load i32, ptr addrspace(3) %148, align 4
  %150 = zext i32 %149 to i64
  %151 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %142
  %152 = load float, ptr addrspace(3) %151, align 4
  %153 = fcmp uno float %152, %152
  %154 = fcmp uno float %147, %147
  %155 = icmp ult i64 %150, %145
  %156 = fcmp ogt float %152, %147
  %157 = fcmp oeq float %152, %147
  %158 = xor i1 %154, true
  %159 = or i1 %158, %155
  %160 = and i1 %157, %155
  %161 = or i1 %156, %160
  %162 = xor i1 %154, true
  %163 = and i1 %162, %161
  %164 = select i1 %153, i1 %159, i1 %163
  %165 = select i1 %164, float %152, float %147
  %166 = select i1 %164, i64 %150, i64 %145
  %167 = getelementptr inbounds float, ptr addrspace(3) %7, i64 %lane
  store float %165, ptr addrspace(3) %167, align 4
  %168 = trunc i64 %166 to i32
  %169 = getelementptr inbounds float, ptr addrspace(3) %9, i64 %lane
  store i32 %168, ptr addrspace(3) %169, align 4
  br label %tree.done32

tree.done32:                                      ; preds = %tree.then31, %tree.done29
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then33, label %tree.result.done34

tree.result.then33:                               ; preds = %tree.done32
  %170 = getelementptr inbounds float, ptr addrspace(3) %9, i64 0
  %171 = load i32, ptr addrspace(3) %170, align 4
  %172 = zext i32 %171 to i64
  %173 = getelementptr inbounds float, ptr addrspace(3) %7, i64 0
  %174 = load float, ptr addrspace(3) %173, align 4
  store float 0xFFF0000000000000, ptr %fold_value35, align 4
  store i64 0, ptr %fold_index36, align 8
  store i64 0, ptr %pairwise_depth39, align 8
  store float %174, ptr %fold_value35, align 4
  store i64 %172, ptr %fold_index36, align 8
  %175 = load i64, ptr %fold_index36, align 8
  %argmax = uitofp i64 %175 to float
  store float %argmax, ptr addrspace(3) %109, align 4
  br label %tree.result.done34

tree.result.done34:                               ; preds = %tree.result.then33, %tree.done32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature40 = add i64 %lane, 0
  %valid41 = icmp ult i64 %feature40, %n_features
  %176 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid41, label %slot.then42, label %slot.done43

slot.then42:                                      ; preds = %tree.result.done34
  %177 = load float, ptr %176, align 4
  %178 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %179 = load float, ptr addrspace(3) %178, align 4
  %180 = fsub float %177, %179
  %181 = fcmp olt float %180, -1.040000e+02
  %182 = select i1 %181, float -1.040000e+02, float %180
  %183 = fcmp olt float 8.900000e+01, %182
  %184 = select i1 %183, float 8.900000e+01, float %182
  %185 = fmul float %184, 0x3FF7154760000000
  %186 = fadd float %185, 0x4168000000000000
  %187 = fsub float %186, 0x4168000000000000
  %188 = bitcast float %186 to i32
  %189 = sub i32 %188, 1262485504
  %190 = fmul float %187, 0x3FE62E4000000000
  %191 = fsub float %184, %190
  %192 = fmul float %187, 0x3EB7F7D1C0000000
  %193 = fsub float %191, %192
  %194 = fmul float %193, %193
  %195 = fmul float %194, 0x3E66376980000000
  %196 = fadd float 0xBEBBBD41C0000000, %195
  %197 = fmul float %194, %196
  %198 = fadd float 0x3F11566AA0000000, %197
  %199 = fmul float %194, %198
  %200 = fadd float 0xBF66C16C20000000, %199
  %201 = fmul float %194, %200
  %202 = fadd float 0x3FC5555560000000, %201
  %203 = fmul float %194, %202
  %204 = fsub float %193, %203
  %205 = fmul float %193, %204
  %206 = fsub float 2.000000e+00, %204
  %207 = fdiv float %205, %206
  %208 = fsub float %192, %207
  %209 = fsub float %208, %191
  %210 = fsub float 1.000000e+00, %209
  %211 = add i32 %189, 256
  %212 = lshr i32 %211, 1
  %213 = sub i32 %212, 1
  %214 = add i32 %189, 255
  %215 = sub i32 %214, %212
  %216 = shl i32 %213, 23
  %217 = shl i32 %215, 23
  %218 = bitcast i32 %216 to float
  %219 = bitcast i32 %217 to float
  %220 = fmul float %210, %218
  %221 = fmul float %220, %219
  %222 = fcmp uno float %180, %180
  %223 = select i1 %222, float 0x7FF8000000000000, float %221
  %224 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %225 = getelementptr inbounds float, ptr addrspace(3) %224, i64 %feature40
  store float %223, ptr addrspace(3) %225, align 4
  br label %slot.done43

slot.done43:                                      ; preds = %slot.then42, %tree.result.done34
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done43
  %226 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value44, align 4
  store i64 0, ptr %fold_index45, align 8
  store i64 0, ptr %pairwise_depth48, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw = icmp ne i32 %draw_noise, 0
  br i1 %draw, label %noise, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %232, %fold_sums.body ]
  %227 = icmp ult i64 %fold_sums, %n_features
  br i1 %227, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %228 = getelementptr inbounds float, ptr addrspace(3) %226, i64 %fold_sums
  %229 = load float, ptr addrspace(3) %228, align 4
  %230 = load float, ptr %fold_value44, align 4
  %231 = fadd float %229, %230
  store float %231, ptr %fold_value44, align 4
  %232 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %233 = load float, ptr %fold_value44, align 4
  %234 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %233, ptr addrspace(3) %234, align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  br i1 %present, label %store.then, label %store.done

quiet:                                            ; preds = %fold.done
  br i1 %present, label %store.then56, label %store.done57

noise.done:                                       ; preds = %store.done57, %store.done
  %235 = add i64 %step, 1
  br label %step.header

store.then:                                       ; preds = %noise
  %feature49 = add i64 %lane, 0
  %valid50 = icmp ult i64 %feature49, %n_features
  %236 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done54, %noise
  br label %noise.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature51 = add i64 %lane, 0
  %valid52 = icmp ult i64 %feature51, %n_features
  %237 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %uniform_sinks.done
  %238 = load float, ptr %237, align 4
  %239 = fmul float 2.000000e+00, %238
  %240 = fmul float 0x3FA99999A0000000, %239
  %241 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature51
  %242 = load float, ptr addrspace(1) %241, align 4
  %243 = fmul float -1.000000e+00, %242
  %244 = fadd float %240, %243
  %245 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %246 = load float, ptr addrspace(3) %245, align 4
  %247 = fdiv float 1.000000e+00, %246
  %248 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %249 = load float, ptr addrspace(3) %248, align 4
  %250 = fsub float %238, %249
  %251 = fcmp olt float %250, -1.040000e+02
  %252 = select i1 %251, float -1.040000e+02, float %250
  %253 = fcmp olt float 8.900000e+01, %252
  %254 = select i1 %253, float 8.900000e+01, float %252
  %255 = fmul float %254, 0x3FF7154760000000
  %256 = fadd float %255, 0x4168000000000000
  %257 = fsub float %256, 0x4168000000000000
  %258 = bitcast float %256 to i32
  %259 = sub i32 %258, 1262485504
  %260 = fmul float %257, 0x3FE62E4000000000
  %261 = fsub float %254, %260
  %262 = fmul float %257, 0x3EB7F7D1C0000000
  %263 = fsub float %261, %262
  %264 = fmul float %263, %263
  %265 = fmul float %264, 0x3E66376980000000
  %266 = fadd float 0xBEBBBD41C0000000, %265
  %267 = fmul float %264, %266
  %268 = fadd float 0x3F11566AA0000000, %267
  %269 = fmul float %264, %268
  %270 = fadd float 0xBF66C16C20000000, %269
  %271 = fmul float %264, %270
  %272 = fadd float 0x3FC5555560000000, %271
  %273 = fmul float %264, %272
  %274 = fsub float %263, %273
  %275 = fmul float %263, %274
  %276 = fsub float 2.000000e+00, %274
  %277 = fdiv float %275, %276
  %278 = fsub float %262, %277
  %279 = fsub float %278, %261
  %280 = fsub float 1.000000e+00, %279
  %281 = add i32 %259, 256
  %282 = lshr i32 %281, 1
  %283 = sub i32 %282, 1
  %284 = add i32 %259, 255
  %285 = sub i32 %284, %282
  %286 = shl i32 %283, 23
  %287 = shl i32 %285, 23
  %288 = bitcast i32 %286 to float
  %289 = bitcast i32 %287 to float
  %290 = fmul float %280, %288
  %291 = fmul float %290, %289
  %292 = fcmp uno float %250, %250
  %293 = select i1 %292, float 0x7FF8000000000000, float %291
  %294 = fmul float %247, %293
  %295 = fadd float %244, %294
  %feature55 = uitofp i64 %feature51 to float
  %296 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %297 = load float, ptr addrspace(3) %296, align 4
  %298 = fcmp oeq float %feature55, %297
  %299 = select i1 %298, float 1.000000e+00, float 0.000000e+00
  %300 = fcmp une float %299, 0.000000e+00
  %301 = select i1 %300, float 0x3FB99999A0000000, float 0.000000e+00
  %302 = fadd float %295, %301
  %303 = fmul float %302, %eta
  %304 = fsub float %238, %303
  %305 = mul i64 %row_read, %n_features
  %element = add i64 %305, %feature51
  %306 = trunc i64 %key0 to i32
  %307 = lshr i64 %key0, 32
  %308 = trunc i64 %307 to i32
  %309 = trunc i64 %element to i32
  %310 = trunc i64 %key1_step to i32
  %311 = lshr i64 %key1_step, 32
  %312 = trunc i64 %311 to i32
  %313 = lshr i64 %element, 32
  %314 = trunc i64 %313 to i32
  %315 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %309)
  %316 = mul i32 -766435501, %309
  %317 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %312)
  %318 = mul i32 -845247145, %312
  %319 = xor i32 %317, %310
  %320 = xor i32 %319, %306
  %321 = xor i32 %315, %314
  %322 = xor i32 %321, %308
  %323 = add i32 %306, -1640531527
  %324 = add i32 %308, -1150833019
  %325 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %320)
  %326 = mul i32 -766435501, %320
  %327 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %322)
  %328 = mul i32 -845247145, %322
  %329 = xor i32 %327, %318
  %330 = xor i32 %329, %323
  %331 = xor i32 %325, %316
  %332 = xor i32 %331, %324
  %333 = add i32 %323, -1640531527
  %334 = add i32 %324, -1150833019
  %335 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %330)
  %336 = mul i32 -766435501, %330
  %337 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %332)
  %338 = mul i32 -845247145, %332
  %339 = xor i32 %337, %328
  %340 = xor i32 %339, %333
  %341 = xor i32 %335, %326
  %342 = xor i32 %341, %334
  %343 = add i32 %333, -1640531527
  %344 = add i32 %334, -1150833019
  %345 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %340)
  %346 = mul i32 -766435501, %340
  %347 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %342)
  %348 = mul i32 -845247145, %342
  %349 = xor i32 %347, %338
  %350 = xor i32 %349, %343
  %351 = xor i32 %345, %336
  %352 = xor i32 %351, %344
  %353 = add i32 %343, -1640531527
  %354 = add i32 %344, -1150833019
  %355 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %350)
  %356 = mul i32 -766435501, %350
  %357 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %352)
  %358 = mul i32 -845247145, %352
  %359 = xor i32 %357, %348
  %360 = xor i32 %359, %353
  %361 = xor i32 %355, %346
  %362 = xor i32 %361, %354
  %363 = add i32 %353, -1640531527
  %364 = add i32 %354, -1150833019
  %365 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %360)
  %366 = mul i32 -766435501, %360
  %367 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %362)
  %368 = mul i32 -845247145, %362
  %369 = xor i32 %367, %358
  %370 = xor i32 %369, %363
  %371 = xor i32 %365, %356
  %372 = xor i32 %371, %364
  %373 = add i32 %363, -1640531527
  %374 = add i32 %364, -1150833019
  %375 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %370)
  %376 = mul i32 -766435501, %370
  %377 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %372)
  %378 = mul i32 -845247145, %372
  %379 = xor i32 %377, %368
  %380 = xor i32 %379, %373
  %381 = xor i32 %375, %366
  %382 = xor i32 %381, %374
  %383 = add i32 %373, -1640531527
  %384 = add i32 %374, -1150833019
  %385 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %380)
  %386 = mul i32 -766435501, %380
  %387 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %382)
  %388 = mul i32 -845247145, %382
  %389 = xor i32 %387, %378
  %390 = xor i32 %389, %383
  %391 = xor i32 %385, %376
  %392 = xor i32 %391, %384
  %393 = add i32 %383, -1640531527
  %394 = add i32 %384, -1150833019
  %395 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %390)
  %396 = mul i32 -766435501, %390
  %397 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %392)
  %398 = mul i32 -845247145, %392
  %399 = xor i32 %397, %388
  %400 = xor i32 %399, %393
  %401 = xor i32 %395, %386
  %402 = xor i32 %401, %394
  %403 = add i32 %393, -1640531527
  %404 = add i32 %394, -1150833019
  %405 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %400)
  %406 = mul i32 -766435501, %400
  %407 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %402)
  %408 = mul i32 -845247145, %402
  %409 = xor i32 %407, %398
  %410 = xor i32 %409, %403
  %411 = xor i32 %405, %396
  %412 = xor i32 %411, %404
  %413 = uitofp i32 %410 to double
  %414 = fadd double %413, 5.000000e-01
  %415 = fmul double %414, 0x3DF0000000000000
  %416 = uitofp i32 %408 to double
  %417 = fadd double %416, 5.000000e-01
  %418 = fmul double %417, 0x3DF0000000000000
  %419 = bitcast double %415 to i64
  %420 = lshr i64 %419, 32
  %421 = add i64 %420, 614242
  %422 = lshr i64 %421, 20
  %423 = sub i64 %422, 1023
  %424 = and i64 %421, 1048575
  %425 = add i64 %424, 1072079006
  %426 = shl i64 %425, 32
  %427 = and i64 %419, 4294967295
  %428 = or i64 %426, %427
  %429 = bitcast i64 %428 to double
  %430 = fsub double %429, 1.000000e+00
  %431 = fmul double 5.000000e-01, %430
  %432 = fmul double %431, %430
  %433 = fadd double 2.000000e+00, %430
  %434 = fdiv double %430, %433
  %435 = fmul double %434, %434
  %436 = fmul double %435, %435
  %437 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %438 = fmul double %436, %437
  %439 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %440 = fadd double %439, %438
  %441 = fmul double %436, %440
  %442 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %443 = fadd double %442, %441
  %444 = fmul double %436, %443
  %445 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %446 = fmul double %436, %445
  %447 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %448 = fadd double %447, %446
  %449 = fmul double %436, %448
  %450 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %451 = fadd double %450, %449
  %452 = fmul double %436, %451
  %453 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %454 = fadd double %453, %452
  %455 = fmul double %435, %454
  %456 = fadd double %455, %444
  %457 = sitofp i64 %423 to double
  %458 = fadd double %432, %456
  %459 = fmul double %434, %458
  %460 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %461 = fmul double %457, %460
  %462 = fadd double %459, %461
  %463 = fsub double %462, %432
  %464 = fadd double %463, %430
  %465 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %466 = fmul double %457, %465
  %467 = fadd double %464, %466
  %468 = fmul double -2.000000e+00, %467
  %469 = call double @llvm.sqrt.f64(double %468)
  %470 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %471 = fmul double %470, %418
  %472 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %473 = fmul double %471, %472
  %474 = fadd double %473, 0x4338000000000000
  %475 = bitcast double %474 to i64
  %476 = fsub double %474, 0x4338000000000000
  %477 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %478 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %479 = fmul double %476, %477
  %480 = fsub double %471, %479
  %481 = fmul double %476, %478
  %482 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %483 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %484 = fmul double %476, %482
  %485 = fsub double %480, %484
  %486 = fmul double %476, %483
  %487 = fsub double %480, %485
  %488 = fsub double %487, %484
  %489 = fsub double %486, %488
  %490 = fsub double %480, %481
  %491 = bitcast double %471 to i64
  %492 = lshr i64 %491, 52
  %493 = and i64 %492, 2047
  %494 = bitcast double %490 to i64
  %495 = lshr i64 %494, 52
  %496 = and i64 %495, 2047
  %497 = add i64 %496, 16
  %498 = icmp ult i64 %497, %493
  %499 = select i1 %498, double %485, double %480
  %500 = select i1 %498, double %489, double %481
  %501 = fsub double %499, %500
  %502 = fsub double %499, %501
  %503 = fsub double %502, %500
  %504 = fmul double %501, %501
  %505 = fmul double %504, %504
  %506 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %507 = fmul double %504, %506
  %508 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %509 = fadd double %508, %507
  %510 = fmul double %504, %509
  %511 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %512 = fadd double %511, %510
  %513 = fmul double %504, %512
  %514 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %515 = fmul double %504, %514
  %516 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %517 = fadd double %516, %515
  %518 = fmul double %504, %517
  %519 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %520 = fadd double %519, %518
  %521 = fmul double %505, %505
  %522 = fmul double %521, %520
  %523 = fadd double %513, %522
  %524 = fmul double 5.000000e-01, %504
  %525 = fsub double 1.000000e+00, %524
  %526 = fsub double 1.000000e+00, %525
  %527 = fsub double %526, %524
  %528 = fmul double %504, %523
  %529 = fmul double %501, %503
  %530 = fsub double %528, %529
  %531 = fadd double %527, %530
  %532 = fadd double %525, %531
  %533 = fmul double %501, %501
  %534 = fmul double %533, %533
  %535 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %536 = fmul double %533, %535
  %537 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %538 = fadd double %537, %536
  %539 = fmul double %533, %538
  %540 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %541 = fadd double %540, %539
  %542 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %543 = fmul double %533, %542
  %544 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %545 = fadd double %544, %543
  %546 = fmul double %533, %534
  %547 = fmul double %546, %545
  %548 = fadd double %541, %547
  %549 = fmul double %533, %501
  %550 = fmul double 5.000000e-01, %503
  %551 = fmul double %549, %548
  %552 = fsub double %550, %551
  %553 = fmul double %533, %552
  %554 = fsub double %553, %503
  %555 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %556 = fmul double %549, %555
  %557 = fsub double %554, %556
  %558 = fsub double %501, %557
  %559 = fneg double %532
  %560 = fneg double %558
  %561 = and i64 %475, 1
  %562 = and i64 %475, 2
  %563 = icmp eq i64 %561, 1
  %564 = icmp eq i64 %562, 2
  %565 = select i1 %564, double %559, double %532
  %566 = select i1 %564, double %558, double %560
  %567 = select i1 %563, double %566, double %565
  %568 = fmul double %469, %567
  %569 = fptrunc double %568 to float
  %570 = fmul float %569, %21
  %571 = fadd float %304, %570
  %bits = bitcast float %571 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %237, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %uniform_sinks.done
  br label %store.done

store.then56:                                     ; preds = %quiet
  %feature58 = add i64 %lane, 0
  %valid59 = icmp ult i64 %feature58, %n_features
  %572 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then60, label %uniform_sinks.done61

store.done57:                                     ; preds = %slot.done65, %quiet
  br label %noise.done

uniform_sinks.then60:                             ; preds = %store.then56
  br label %uniform_sinks.done61

uniform_sinks.done61:                             ; preds = %uniform_sinks.then60, %store.then56
  %feature62 = add i64 %lane, 0
  %valid63 = icmp ult i64 %feature62, %n_features
  %573 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid63, label %slot.then64, label %slot.done65

slot.then64:                                      ; preds = %uniform_sinks.done61
  %574 = load float, ptr %573, align 4
  %575 = fmul float 2.000000e+00, %574
  %576 = fmul float 0x3FA99999A0000000, %575
  %577 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %feature62
  %578 = load float, ptr addrspace(1) %577, align 4
  %579 = fmul float -1.000000e+00, %578
  %580 = fadd float %576, %579
  %581 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %582 = load float, ptr addrspace(3) %581, align 4
  %583 = fdiv float 1.000000e+00, %582
  %584 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %585 = load float, ptr addrspace(3) %584, align 4
  %586 = fsub float %574, %585
  %587 = fcmp olt float %586, -1.040000e+02
  %588 = select i1 %587, float -1.040000e+02, float %586
  %589 = fcmp olt float 8.900000e+01, %588
  %590 = select i1 %589, float 8.900000e+01, float %588
  %591 = fmul float %590, 0x3FF7154760000000
  %592 = fadd float %591, 0x4168000000000000
  %593 = fsub float %592, 0x4168000000000000
  %594 = bitcast float %592 to i32
  %595 = sub i32 %594, 1262485504
  %596 = fmul float %593, 0x3FE62E4000000000
  %597 = fsub float %590, %596
  %598 = fmul float %593, 0x3EB7F7D1C0000000
  %599 = fsub float %597, %598
  %600 = fmul float %599, %599
  %601 = fmul float %600, 0x3E66376980000000
  %602 = fadd float 0xBEBBBD41C0000000, %601
  %603 = fmul float %600, %602
  %604 = fadd float 0x3F11566AA0000000, %603
  %605 = fmul float %600, %604
  %606 = fadd float 0xBF66C16C20000000, %605
  %607 = fmul float %600, %606
  %608 = fadd float 0x3FC5555560000000, %607
  %609 = fmul float %600, %608
  %610 = fsub float %599, %609
  %611 = fmul float %599, %610
  %612 = fsub float 2.000000e+00, %610
  %613 = fdiv float %611, %612
  %614 = fsub float %598, %613
  %615 = fsub float %614, %597
  %616 = fsub float 1.000000e+00, %615
  %617 = add i32 %595, 256
  %618 = lshr i32 %617, 1
  %619 = sub i32 %618, 1
  %620 = add i32 %595, 255
  %621 = sub i32 %620, %618
  %622 = shl i32 %619, 23
  %623 = shl i32 %621, 23
  %624 = bitcast i32 %622 to float
  %625 = bitcast i32 %623 to float
  %626 = fmul float %616, %624
  %627 = fmul float %626, %625
  %628 = fcmp uno float %586, %586
  %629 = select i1 %628, float 0x7FF8000000000000, float %627
  %630 = fmul float %583, %629
  %631 = fadd float %580, %630
  %feature66 = uitofp i64 %feature62 to float
  %632 = getelementptr inbounds float, ptr addrspace(3) %5, i64 2
  %633 = load float, ptr addrspace(3) %632, align 4
  %634 = fcmp oeq float %feature66, %633
  %635 = select i1 %634, float 1.000000e+00, float 0.000000e+00
  %636 = fcmp une float %635, 0.000000e+00
  %637 = select i1 %636, float 0x3FB99999A0000000, float 0.000000e+00
  %638 = fadd float %631, %637
  %639 = fmul float %638, %eta
  %640 = fsub float %574, %639
  %641 = fmul float 0.000000e+00, %21
  %642 = fadd float %640, %641
  %bits67 = bitcast float %640 to i32
  %magnitude68 = and i32 %bits67, 2147483647
  %is_nan69 = icmp ugt i32 %magnitude68, 2139095040
  %canonical70 = select i1 %is_nan69, i32 2143289344, i32 %bits67
  store i32 %canonical70, ptr %573, align 4
  br label %slot.done65

slot.done65:                                      ; preds = %slot.then64, %uniform_sinks.done61
  br label %store.done57

store.then71:                                     ; preds = %step.exit
  %feature73 = add i64 %lane, 0
  %valid74 = icmp ult i64 %feature73, %n_features
  %643 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid74, label %slot.then75, label %slot.done76

store.done72:                                     ; preds = %slot.done76, %step.exit
  br label %row.done

slot.then75:                                      ; preds = %store.then71
  %644 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %feature73
  %645 = load float, ptr %643, align 4
  store float %645, ptr addrspace(1) %644, align 4
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
define ptx_kernel void @tessera_softmax_pull_w1024(ptr addrspace(1) %state, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %steps, float %eta, float %noise_scale, i32 %draw_noise, i32 %anneal, float %temperature, float %anneal_ratio, float %two_eta, i64 %key0, i64 %key1) #0 {
entry:
  %pairwise_depth138 = alloca i64, align 8
  %pairwise_levels137 = alloca [32 x i64], align 8
  %pairwise_sums136 = alloca [32 x float], align 4
  %fold_index135 = alloca i64, align 8
  %fold_value134 = alloca float, align 4
  %pairwise_depth117 = alloca i64, align 8
  %pairwise_levels116 = alloca [32 x i64], align 8
  %pairwise_sums115 = alloca [32 x float], align 4
  %fold_index114 = alloca i64, align 8
  %fold_value113 = alloca float, align 4
  %pairwise_depth65 = alloca i64, align 8
  %pairwise_levels64 = alloca [32 x i64], align 8
  %pairwise_sums63 = alloca [32 x float], align 4
  %fold_index62 = alloca i64, align 8
  %fold_value61 = alloca float, align 4
  %pairwise_depth60 = alloca i64, align 8
  %pairwise_levels59 = alloca [32 x i64], align 8
  %pairwise_sums58 = alloca [32 x float], align 4
  %fold_index57 = alloca i64, align 8
  %fold_value56 = alloca float, align 4
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
  store float %noise_scale, ptr %noise_scale15, align 4
  br label %step.header

step.header:                                      ; preds = %noise.done, %slot.done12
  %step = phi i64 [ 0, %slot.done12 ], [ %770, %noise.done ]
  %17 = icmp ult i64 %step, %steps
  br i1 %17, label %step.body, label %step.exit

step.body:                                        ; preds = %step.header
  br i1 %anneal14, label %anneal.then, label %anneal.done, !prof !0

step.exit:                                        ; preds = %step.header
  %feature216 = add i64 %lane, 0
  %valid217 = icmp ult i64 %feature216, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid217, label %slot.then218, label %slot.done219

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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  %feature16 = add i64 %lane, 0
  %valid17 = icmp ult i64 %feature16, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid17, label %slot.then18, label %slot.done19

slot.then18:                                      ; preds = %anneal.done
  %26 = load float, ptr %25, align 4
  %27 = load float, ptr %fold_value, align 4
  %28 = fcmp ogt float %26, %27
  %29 = fcmp uno float %26, %26
  %30 = fcmp ord float %27, %27
  %31 = and i1 %29, %30
  %take = or i1 %28, %31
  %32 = select i1 %take, float %26, float %27
  store float %32, ptr %fold_value, align 4
  %33 = load i64, ptr %fold_index, align 8
  %34 = select i1 %take, i64 %feature16, i64 %33
  store i64 %34, ptr %fold_index, align 8
  br label %slot.done19

slot.done19:                                      ; preds = %slot.then18, %anneal.done
  %feature20 = add i64 %lane, 256
  %valid21 = icmp ult i64 %feature20, %n_features
  %35 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done19
  %36 = load float, ptr %35, align 4
  %37 = load float, ptr %fold_value, align 4
  %38 = fcmp ogt float %36, %37
  %39 = fcmp uno float %36, %36
  %40 = fcmp ord float %37, %37
  %41 = and i1 %39, %40
  %take24 = or i1 %38, %41
  %42 = select i1 %take24, float %36, float %37
  store float %42, ptr %fold_value, align 4
  %43 = load i64, ptr %fold_index, align 8
  %44 = select i1 %take24, i64 %feature20, i64 %43
  store i64 %44, ptr %fold_index, align 8
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done19
  %feature25 = add i64 %lane, 512
  %valid26 = icmp ult i64 %feature25, %n_features
  %45 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done23
  %46 = load float, ptr %45, align 4
  %47 = load float, ptr %fold_value, align 4
  %48 = fcmp ogt float %46, %47
  %49 = fcmp uno float %46, %46
  %50 = fcmp ord float %47, %47
  %51 = and i1 %49, %50
  %take29 = or i1 %48, %51
  %52 = select i1 %take29, float %46, float %47
  store float %52, ptr %fold_value, align 4
  %53 = load i64, ptr %fold_index, align 8
  %54 = select i1 %take29, i64 %feature25, i64 %53
  store i64 %54, ptr %fold_index, align 8
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done23
  %feature30 = add i64 %lane, 768
  %valid31 = icmp ult i64 %feature30, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid31, label %slot.then32, label %slot.done33

slot.then32:                                      ; preds = %slot.done28
  %56 = load float, ptr %55, align 4
  %57 = load float, ptr %fold_value, align 4
  %58 = fcmp ogt float %56, %57
  %59 = fcmp uno float %56, %56
  %60 = fcmp ord float %57, %57
  %61 = and i1 %59, %60
  %take34 = or i1 %58, %61
  %62 = select i1 %take34, float %56, float %57
  store float %62, ptr %fold_value, align 4
  %63 = load i64, ptr %fold_index, align 8
  %64 = select i1 %take34, i64 %feature30, i64 %63
  store i64 %64, ptr %fold_index, align 8
  br label %slot.done33

slot.done33:                                      ; preds = %slot.then32, %slot.done28
  %best_index = load i64, ptr %fold_index, align 8
  %65 = load float, ptr %fold_value, align 4
  %66 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %65, ptr addrspace(3) %66, align 4
  %67 = trunc i64 %best_index to i32
  %68 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %67, ptr addrspace(3) %68, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 128
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %slot.done33
  %69 = add i64 %lane, 128
  %70 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %71 = load i32, ptr addrspace(3) %70, align 4
  %72 = zext i32 %71 to i64
  %73 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %69
  %76 = load i32, ptr addrspace(3) %75, align 4
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %69
  %79 = load float, ptr addrspace(3) %78, align 4
  %80 = fcmp uno float %79, %79
  %81 = fcmp uno float %74, %74
  %82 = icmp ult i64 %77, %72
  %83 = fcmp ogt float %79, %74
  %84 = fcmp oeq float %79, %74
  %85 = xor i1 %81, true
  %86 = or i1 %85, %82
  %87 = and i1 %84, %82
  %88 = or i1 %83, %87
  %89 = xor i1 %81, true
  %90 = and i1 %89, %88
  %91 = select i1 %80, i1 %86, i1 %90
  %92 = select i1 %91, float %79, float %74
  %93 = select i1 %91, i64 %77, i64 %72
  %94 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %92, ptr addrspace(3) %94, align 4
  %95 = trunc i64 %93 to i32
  %96 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %95, ptr addrspace(3) %96, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %slot.done33
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane35 = icmp ult i64 %lane, 64
  br i1 %tree_lane35, label %tree.then36, label %tree.done37

tree.then36:                                      ; preds = %tree.done
  %97 = add i64 %lane, 64
  %98 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %99 = load i32, ptr addrspace(3) %98, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %102 = load float, ptr addrspace(3) %101, align 4
  %103 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %97
  %104 = load i32, ptr addrspace(3) %103, align 4
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %97
  %107 = load float, ptr addrspace(3) %106, align 4
  %108 = fcmp uno float %107, %107
  %109 = fcmp uno float %102, %102
  %110 = icmp ult i64 %105, %100
  %111 = fcmp ogt float %107, %102
  %112 = fcmp oeq float %107, %102
  %113 = xor i1 %109, true
  %114 = or i1 %113, %110
  %115 = and i1 %112, %110
  %116 = or i1 %111, %115
  %117 = xor i1 %109, true
  %118 = and i1 %117, %116
  %119 = select i1 %108, i1 %114, i1 %118
  %120 = select i1 %119, float %107, float %102
  %121 = select i1 %119, i64 %105, i64 %100
  %122 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %120, ptr addrspace(3) %122, align 4
  %123 = trunc i64 %121 to i32
  %124 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %123, ptr addrspace(3) %124, align 4
  br label %tree.done37

tree.done37:                                      ; preds = %tree.then36, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane38 = icmp ult i64 %lane, 32
  br i1 %tree_lane38, label %tree.then39, label %tree.done40

tree.then39:                                      ; preds = %tree.done37
  %125 = add i64 %lane, 32
  %126 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %127 = load i32, ptr addrspace(3) %126, align 4
  %128 = zext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %130 = load float, ptr addrspace(3) %129, align 4
  %131 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %125
  %132 = load i32, ptr addrspace(3) %131, align 4
  %133 = zext i32 %132 to i64
  %134 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %125
  %135 = load float, ptr addrspace(3) %134, align 4
  %136 = fcmp uno float %135, %135
  %137 = fcmp uno float %130, %130
  %138 = icmp ult i64 %133, %128
  %139 = fcmp ogt float %135, %130
  %140 = fcmp oeq float %135, %130
  %141 = xor i1 %137, true
  %142 = or i1 %141, %138
  %143 = and i1 %140, %138
  %144 = or i1 %139, %143
  %145 = xor i1 %137, true
  %146 = and i1 %145, %144
  %147 = select i1 %136, i1 %142, i1 %146
  %148 = select i1 %147, float %135, float %130
  %149 = select i1 %147, i64 %133, i64 %128
  %150 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %148, ptr addrspace(3) %150, align 4
  %151 = trunc i64 %149 to i32
  %152 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %151, ptr addrspace(3) %152, align 4
  br label %tree.done40

tree.done40:                                      ; preds = %tree.then39, %tree.done37
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane41 = icmp ult i64 %lane, 16
  br i1 %tree_lane41, label %tree.then42, label %tree.done43

tree.then42:                                      ; preds = %tree.done40
  %153 = add i64 %lane, 16
  %154 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %155 = load i32, ptr addrspace(3) %154, align 4
  %156 = zext i32 %155 to i64
  %157 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %158 = load float, ptr addrspace(3) %157, align 4
  %159 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %153
  %160 = load i32, ptr addrspace(3) %159, align 4
  %161 = zext i32 %160 to i64
  %162 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %153
  %163 = load float, ptr addrspace(3) %162, align 4
  %164 = fcmp uno float %163, %163
  %165 = fcmp uno float %158, %158
  %166 = icmp ult i64 %161, %156
  %167 = fcmp ogt float %163, %158
  %168 = fcmp oeq float %163, %158
  %169 = xor i1 %165, true
  %170 = or i1 %169, %166
  %171 = and i1 %168, %166
  %172 = or i1 %167, %171
  %173 = xor i1 %165, true
  %174 = and i1 %173, %172
  %175 = select i1 %164, i1 %170, i1 %174
  %176 = select i1 %175, float %163, float %158
  %177 = select i1 %175, i64 %161, i64 %156
  %178 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %176, ptr addrspace(3) %178, align 4
  %179 = trunc i64 %177 to i32
  %180 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %179, ptr addrspace(3) %180, align 4
  br label %tree.done43

tree.done43:                                      ; preds = %tree.then42, %tree.done40
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane44 = icmp ult i64 %lane, 8
  br i1 %tree_lane44, label %tree.then45, label %tree.done46

tree.then45:                                      ; preds = %tree.done43
  %181 = add i64 %lane, 8
  %182 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %183 = load i32, ptr addrspace(3) %182, align 4
  %184 = zext i32 %183 to i64
  %185 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %186 = load float, ptr addrspace(3) %185, align 4
  %187 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %181
  %188 = load i32, ptr addrspace(3) %187, align 4
  %189 = zext i32 %188 to i64
  %190 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %181
  %191 = load float, ptr addrspace(3) %190, align 4
  %192 = fcmp uno float %191, %191
  %193 = fcmp uno float %186, %186
  %194 = icmp ult i64 %189, %184
  %195 = fcmp ogt float %191, %186
  %196 = fcmp oeq float %191, %186
  %197 = xor i1 %193, true
  %198 = or i1 %197, %194
  %199 = and i1 %196, %194
  %200 = or i1 %195, %199
  %201 = xor i1 %193, true
  %202 = and i1 %201, %200
  %203 = select i1 %192, i1 %198, i1 %202
  %204 = select i1 %203, float %191, float %186
  %205 = select i1 %203, i64 %189, i64 %184
  %206 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %204, ptr addrspace(3) %206, align 4
  %207 = trunc i64 %205 to i32
  %208 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %207, ptr addrspace(3) %208, align 4
  br label %tree.done46

tree.done46:                                      ; preds = %tree.then45, %tree.done43
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane47 = icmp ult i64 %lane, 4
  br i1 %tree_lane47, label %tree.then48, label %tree.done49

tree.then48:                                      ; preds = %tree.done46
  %209 = add i64 %lane, 4
  %210 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %211 = load i32, ptr addrspace(3) %210, align 4
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %214 = load float, ptr addrspace(3) %213, align 4
  %215 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %209
  %216 = load i32, ptr addrspace(3) %215, align 4
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %209
  %219 = load float, ptr addrspace(3) %218, align 4
  %220 = fcmp uno float %219, %219
  %221 = fcmp uno float %214, %214
  %222 = icmp ult i64 %217, %212
  %223 = fcmp ogt float %219, %214
  %224 = fcmp oeq float %219, %214
  %225 = xor i1 %221, true
  %226 = or i1 %225, %222
  %227 = and i1 %224, %222
  %228 = or i1 %223, %227
  %229 = xor i1 %221, true
  %230 = and i1 %229, %228
  %231 = select i1 %220, i1 %226, i1 %230
  %232 = select i1 %231, float %219, float %214
  %233 = select i1 %231, i64 %217, i64 %212
  %234 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %232, ptr addrspace(3) %234, align 4
  %235 = trunc i64 %233 to i32
  %236 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %235, ptr addrspace(3) %236, align 4
  br label %tree.done49

tree.done49:                                      ; preds = %tree.then48, %tree.done46
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane50 = icmp ult i64 %lane, 2
  br i1 %tree_lane50, label %tree.then51, label %tree.done52

tree.then51:                                      ; preds = %tree.done49
  %237 = add i64 %lane, 2
  %238 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %239 = load i32, ptr addrspace(3) %238, align 4
  %240 = zext i32 %239 to i64
  %241 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %242 = load float, ptr addrspace(3) %241, align 4
  %243 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %237
  %244 = load i32, ptr addrspace(3) %243, align 4
  %245 = zext i32 %244 to i64
  %246 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %237
  %247 = load float, ptr addrspace(3) %246, align 4
  %248 = fcmp uno float %247, %247
  %249 = fcmp uno float %242, %242
  %250 = icmp ult i64 %245, %240
  %251 = fcmp ogt float %247, %242
  %252 = fcmp oeq float %247, %242
  %253 = xor i1 %249, true
  %254 = or i1 %253, %250
  %255 = and i1 %252, %250
  %256 = or i1 %251, %255
  %257 = xor i1 %249, true
  %258 = and i1 %257, %256
  %259 = select i1 %248, i1 %254, i1 %258
  %260 = select i1 %259, float %247, float %242
  %261 = select i1 %259, i64 %245, i64 %240
  %262 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %260, ptr addrspace(3) %262, align 4
  %263 = trunc i64 %261 to i32
  %264 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %263, ptr addrspace(3) %264, align 4
  br label %tree.done52

tree.done52:                                      ; preds = %tree.then51, %tree.done49
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane53 = icmp ult i64 %lane, 1
  br i1 %tree_lane53, label %tree.then54, label %tree.done55

tree.then54:                                      ; preds = %tree.done52
  %265 = add i64 %lane, 1
  %266 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %267 = load i32, ptr addrspace(3) %266, align 4
  %268 = zext i32 %267 to i64
  %269 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %270 = load float, ptr addrspace(3) %269, align 4
  %271 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %265
  %272 = load i32, ptr addrspace(3) %271, align 4
  %273 = zext i32 %272 to i64
  %274 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %265
  %275 = load float, ptr addrspace(3) %274, align 4
  %276 = fcmp uno float %275, %275
  %277 = fcmp uno float %270, %270
  %278 = icmp ult i64 %273, %268
  %279 = fcmp ogt float %275, %270
  %280 = fcmp oeq float %275, %270
  %281 = xor i1 %277, true
  %282 = or i1 %281, %278
  %283 = and i1 %280, %278
  %284 = or i1 %279, %283
  %285 = xor i1 %277, true
  %286 = and i1 %285, %284
  %287 = select i1 %276, i1 %282, i1 %286
  %288 = select i1 %287, float %275, float %270
  %289 = select i1 %287, i64 %273, i64 %268
  %290 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %288, ptr addrspace(3) %290, align 4
  %291 = trunc i64 %289 to i32
  %292 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %291, ptr addrspace(3) %292, align 4
  br label %tree.done55

tree.done55:                                      ; preds = %tree.then54, %tree.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done55
  %293 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %294 = zext i32 %293 to i64
  %295 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value56, align 4
  store i64 0, ptr %fold_index57, align 8
  store i64 0, ptr %pairwise_depth60, align 8
  store float %295, ptr %fold_value56, align 4
  store i64 %294, ptr %fold_index57, align 8
  %296 = load float, ptr %fold_value56, align 4
  store float %296, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done55
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float 0xFFF0000000000000, ptr %fold_value61, align 4
  store i64 0, ptr %fold_index62, align 8
  store i64 0, ptr %pairwise_depth65, align 8
  %feature66 = add i64 %lane, 0
  %valid67 = icmp ult i64 %feature66, %n_features
  %297 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid67, label %slot.then68, label %slot.done69

slot.then68:                                      ; preds = %tree.result.done
  %298 = load float, ptr %297, align 4
  %299 = load float, ptr %fold_value61, align 4
  %300 = fcmp ogt float %298, %299
  %301 = fcmp uno float %298, %298
  %302 = fcmp ord float %299, %299
  %303 = and i1 %301, %302
  %take70 = or i1 %300, %303
  %304 = select i1 %take70, float %298, float %299
  store float %304, ptr %fold_value61, align 4
  %305 = load i64, ptr %fold_index62, align 8
  %306 = select i1 %take70, i64 %feature66, i64 %305
  store i64 %306, ptr %fold_index62, align 8
  br label %slot.done69

slot.done69:                                      ; preds = %slot.then68, %tree.result.done
  %feature71 = add i64 %lane, 256
  %valid72 = icmp ult i64 %feature71, %n_features
  %307 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid72, label %slot.then73, label %slot.done74

slot.then73:                                      ; preds = %slot.done69
  %308 = load float, ptr %307, align 4
  %309 = load float, ptr %fold_value61, align 4
  %310 = fcmp ogt float %308, %309
  %311 = fcmp uno float %308, %308
  %312 = fcmp ord float %309, %309
  %313 = and i1 %311, %312
  %take75 = or i1 %310, %313
  %314 = select i1 %take75, float %308, float %309
  store float %314, ptr %fold_value61, align 4
  %315 = load i64, ptr %fold_index62, align 8
  %316 = select i1 %take75, i64 %feature71, i64 %315
  store i64 %316, ptr %fold_index62, align 8
  br label %slot.done74

slot.done74:                                      ; preds = %slot.then73, %slot.done69
  %feature76 = add i64 %lane, 512
  %valid77 = icmp ult i64 %feature76, %n_features
  %317 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid77, label %slot.then78, label %slot.done79

slot.then78:                                      ; preds = %slot.done74
  %318 = load float, ptr %317, align 4
  %319 = load float, ptr %fold_value61, align 4
  %320 = fcmp ogt float %318, %319
  %321 = fcmp uno float %318, %318
  %322 = fcmp ord float %319, %319
  %323 = and i1 %321, %322
  %take80 = or i1 %320, %323
  %324 = select i1 %take80, float %318, float %319
  store float %324, ptr %fold_value61, align 4
  %325 = load i64, ptr %fold_index62, align 8
  %326 = select i1 %take80, i64 %feature76, i64 %325
  store i64 %326, ptr %fold_index62, align 8
  br label %slot.done79

slot.done79:                                      ; preds = %slot.then78, %slot.done74
  %feature81 = add i64 %lane, 768
  %valid82 = icmp ult i64 %feature81, %n_features
  %327 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid82, label %slot.then83, label %slot.done84

slot.then83:                                      ; preds = %slot.done79
  %328 = load float, ptr %327, align 4
  %329 = load float, ptr %fold_value61, align 4
  %330 = fcmp ogt float %328, %329
  %331 = fcmp uno float %328, %328
  %332 = fcmp ord float %329, %329
  %333 = and i1 %331, %332
  %take85 = or i1 %330, %333
  %334 = select i1 %take85, float %328, float %329
  store float %334, ptr %fold_value61, align 4
  %335 = load i64, ptr %fold_index62, align 8
  %336 = select i1 %take85, i64 %feature81, i64 %335
  store i64 %336, ptr %fold_index62, align 8
  br label %slot.done84

slot.done84:                                      ; preds = %slot.then83, %slot.done79
  %best_index86 = load i64, ptr %fold_index62, align 8
  %337 = load float, ptr %fold_value61, align 4
  %338 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %337, ptr addrspace(3) %338, align 4
  %339 = trunc i64 %best_index86 to i32
  %340 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %339, ptr addrspace(3) %340, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane87 = icmp ult i64 %lane, 128
  br i1 %tree_lane87, label %tree.then88, label %tree.done89

tree.then88:                                      ; preds = %slot.done84
  %341 = add i64 %lane, 128
  %342 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %343 = load i32, ptr addrspace(3) %342, align 4
  %344 = zext i32 %343 to i64
  %345 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %346 = load float, ptr addrspace(3) %345, align 4
  %347 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %341
  %348 = load i32, ptr addrspace(3) %347, align 4
  %349 = zext i32 %348 to i64
  %350 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %341
  %351 = load float, ptr addrspace(3) %350, align 4
  %352 = fcmp uno float %351, %351
  %353 = fcmp uno float %346, %346
  %354 = icmp ult i64 %349, %344
  %355 = fcmp ogt float %351, %346
  %356 = fcmp oeq float %351, %346
  %357 = xor i1 %353, true
  %358 = or i1 %357, %354
  %359 = and i1 %356, %354
  %360 = or i1 %355, %359
  %361 = xor i1 %353, true
  %362 = and i1 %361, %360
  %363 = select i1 %352, i1 %358, i1 %362
  %364 = select i1 %363, float %351, float %346
  %365 = select i1 %363, i64 %349, i64 %344
  %366 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %364, ptr addrspace(3) %366, align 4
  %367 = trunc i64 %365 to i32
  %368 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %367, ptr addrspace(3) %368, align 4
  br label %tree.done89

tree.done89:                                      ; preds = %tree.then88, %slot.done84
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane90 = icmp ult i64 %lane, 64
  br i1 %tree_lane90, label %tree.then91, label %tree.done92

tree.then91:                                      ; preds = %tree.done89
  %369 = add i64 %lane, 64
  %370 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %371 = load i32, ptr addrspace(3) %370, align 4
  %372 = zext i32 %371 to i64
  %373 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %374 = load float, ptr addrspace(3) %373, align 4
  %375 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %369
  %376 = load i32, ptr addrspace(3) %375, align 4
  %377 = zext i32 %376 to i64
  %378 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %369
  %379 = load float, ptr addrspace(3) %378, align 4
  %380 = fcmp uno float %379, %379
  %381 = fcmp uno float %374, %374
  %382 = icmp ult i64 %377, %372
  %383 = fcmp ogt float %379, %374
  %384 = fcmp oeq float %379, %374
  %385 = xor i1 %381, true
  %386 = or i1 %385, %382
  %387 = and i1 %384, %382
  %388 = or i1 %383, %387
  %389 = xor i1 %381, true
  %390 = and i1 %389, %388
  %391 = select i1 %380, i1 %386, i1 %390
  %392 = select i1 %391, float %379, float %374
  %393 = select i1 %391, i64 %377, i64 %372
  %394 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %392, ptr addrspace(3) %394, align 4
  %395 = trunc i64 %393 to i32
  %396 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %395, ptr addrspace(3) %396, align 4
  br label %tree.done92

tree.done92:                                      ; preds = %tree.then91, %tree.done89
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane93 = icmp ult i64 %lane, 32
  br i1 %tree_lane93, label %tree.then94, label %tree.done95

tree.then94:                                      ; preds = %tree.done92
  %397 = add i64 %lane, 32
  %398 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %399 = load i32, ptr addrspace(3) %398, align 4
  %400 = zext i32 %399 to i64
  %401 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %402 = load float, ptr addrspace(3) %401, align 4
  %403 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %397
  %404 = load i32, ptr addrspace(3) %403, align 4
  %405 = zext i32 %404 to i64
  %406 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %397
  %407 = load float, ptr addrspace(3) %406, align 4
  %408 = fcmp uno float %407, %407
  %409 = fcmp uno float %402, %402
  %410 = icmp ult i64 %405, %400
  %411 = fcmp ogt float %407, %402
  %412 = fcmp oeq float %407, %402
  %413 = xor i1 %409, true
  %414 = or i1 %413, %410
  %415 = and i1 %412, %410
  %416 = or i1 %411, %415
  %417 = xor i1 %409, true
  %418 = and i1 %417, %416
  %419 = select i1 %408, i1 %414, i1 %418
  %420 = select i1 %419, float %407, float %402
  %421 = select i1 %419, i64 %405, i64 %400
  %422 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %420, ptr addrspace(3) %422, align 4
  %423 = trunc i64 %421 to i32
  %424 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %423, ptr addrspace(3) %424, align 4
  br label %tree.done95

tree.done95:                                      ; preds = %tree.then94, %tree.done92
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane96 = icmp ult i64 %lane, 16
  br i1 %tree_lane96, label %tree.then97, label %tree.done98

tree.then97:                                      ; preds = %tree.done95
  %425 = add i64 %lane, 16
  %426 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %427 = load i32, ptr addrspace(3) %426, align 4
  %428 = zext i32 %427 to i64
  %429 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %430 = load float, ptr addrspace(3) %429, align 4
  %431 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %425
  %432 = load i32, ptr addrspace(3) %431, align 4
  %433 = zext i32 %432 to i64
  %434 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %425
  %435 = load float, ptr addrspace(3) %434, align 4
  %436 = fcmp uno float %435, %435
  %437 = fcmp uno float %430, %430
  %438 = icmp ult i64 %433, %428
  %439 = fcmp ogt float %435, %430
  %440 = fcmp oeq float %435, %430
  %441 = xor i1 %437, true
  %442 = or i1 %441, %438
  %443 = and i1 %440, %438
  %444 = or i1 %439, %443
  %445 = xor i1 %437, true
  %446 = and i1 %445, %444
  %447 = select i1 %436, i1 %442, i1 %446
  %448 = select i1 %447, float %435, float %430
  %449 = select i1 %447, i64 %433, i64 %428
  %450 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %448, ptr addrspace(3) %450, align 4
  %451 = trunc i64 %449 to i32
  %452 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %451, ptr addrspace(3) %452, align 4
  br label %tree.done98

tree.done98:                                      ; preds = %tree.then97, %tree.done95
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane99 = icmp ult i64 %lane, 8
  br i1 %tree_lane99, label %tree.then100, label %tree.done101

tree.then100:                                     ; preds = %tree.done98
  %453 = add i64 %lane, 8
  %454 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %455 = load i32, ptr addrspace(3) %454, align 4
  %456 = zext i32 %455 to i64
  %457 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %458 = load float, ptr addrspace(3) %457, align 4
  %459 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %453
  %460 = load i32, ptr addrspace(3) %459, align 4
  %461 = zext i32 %460 to i64
  %462 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %453
  %463 = load float, ptr addrspace(3) %462, align 4
  %464 = fcmp uno float %463, %463
  %465 = fcmp uno float %458, %458
  %466 = icmp ult i64 %461, %456
  %467 = fcmp ogt float %463, %458
  %468 = fcmp oeq float %463, %458
  %469 = xor i1 %465, true
  %470 = or i1 %469, %466
  %471 = and i1 %468, %466
  %472 = or i1 %467, %471
  %473 = xor i1 %465, true
  %474 = and i1 %473, %472
  %475 = select i1 %464, i1 %470, i1 %474
  %476 = select i1 %475, float %463, float %458
  %477 = select i1 %475, i64 %461, i64 %456
  %478 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %476, ptr addrspace(3) %478, align 4
  %479 = trunc i64 %477 to i32
  %480 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %479, ptr addrspace(3) %480, align 4
  br label %tree.done101

tree.done101:                                     ; preds = %tree.then100, %tree.done98
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane102 = icmp ult i64 %lane, 4
  br i1 %tree_lane102, label %tree.then103, label %tree.done104

tree.then103:                                     ; preds = %tree.done101
  %481 = add i64 %lane, 4
  %482 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %483 = load i32, ptr addrspace(3) %482, align 4
  %484 = zext i32 %483 to i64
  %485 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %486 = load float, ptr addrspace(3) %485, align 4
  %487 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %481
  %488 = load i32, ptr addrspace(3) %487, align 4
  %489 = zext i32 %488 to i64
  %490 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %481
  %491 = load float, ptr addrspace(3) %490, align 4
  %492 = fcmp uno float %491, %491
  %493 = fcmp uno float %486, %486
  %494 = icmp ult i64 %489, %484
  %495 = fcmp ogt float %491, %486
  %496 = fcmp oeq float %491, %486
  %497 = xor i1 %493, true
  %498 = or i1 %497, %494
  %499 = and i1 %496, %494
  %500 = or i1 %495, %499
  %501 = xor i1 %493, true
  %502 = and i1 %501, %500
  %503 = select i1 %492, i1 %498, i1 %502
  %504 = select i1 %503, float %491, float %486
  %505 = select i1 %503, i64 %489, i64 %484
  %506 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %504, ptr addrspace(3) %506, align 4
  %507 = trunc i64 %505 to i32
  %508 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %507, ptr addrspace(3) %508, align 4
  br label %tree.done104

tree.done104:                                     ; preds = %tree.then103, %tree.done101
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane105 = icmp ult i64 %lane, 2
  br i1 %tree_lane105, label %tree.then106, label %tree.done107

tree.then106:                                     ; preds = %tree.done104
  %509 = add i64 %lane, 2
  %510 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %511 = load i32, ptr addrspace(3) %510, align 4
  %512 = zext i32 %511 to i64
  %513 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %514 = load float, ptr addrspace(3) %513, align 4
  %515 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %509
  %516 = load i32, ptr addrspace(3) %515, align 4
  %517 = zext i32 %516 to i64
  %518 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %509
  %519 = load float, ptr addrspace(3) %518, align 4
  %520 = fcmp uno float %519, %519
  %521 = fcmp uno float %514, %514
  %522 = icmp ult i64 %517, %512
  %523 = fcmp ogt float %519, %514
  %524 = fcmp oeq float %519, %514
  %525 = xor i1 %521, true
  %526 = or i1 %525, %522
  %527 = and i1 %524, %522
  %528 = or i1 %523, %527
  %529 = xor i1 %521, true
  %530 = and i1 %529, %528
  %531 = select i1 %520, i1 %526, i1 %530
  %532 = select i1 %531, float %519, float %514
  %533 = select i1 %531, i64 %517, i64 %512
  %534 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %532, ptr addrspace(3) %534, align 4
  %535 = trunc i64 %533 to i32
  %536 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %535, ptr addrspace(3) %536, align 4
  br label %tree.done107

tree.done107:                                     ; preds = %tree.then106, %tree.done104
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane108 = icmp ult i64 %lane, 1
  br i1 %tree_lane108, label %tree.then109, label %tree.done110

tree.then109:                                     ; preds = %tree.done107
  %537 = add i64 %lane, 1
  %538 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  %539 = load i32, ptr addrspace(3) %538, align 4
  %540 = zext i32 %539 to i64
  %541 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  %542 = load float, ptr addrspace(3) %541, align 4
  %543 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %537
  %544 = load i32, ptr addrspace(3) %543, align 4
  %545 = zext i32 %544 to i64
  %546 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %537
  %547 = load float, ptr addrspace(3) %546, align 4
  %548 = fcmp uno float %547, %547
  %549 = fcmp uno float %542, %542
  %550 = icmp ult i64 %545, %540
  %551 = fcmp ogt float %547, %542
  %552 = fcmp oeq float %547, %542
  %553 = xor i1 %549, true
  %554 = or i1 %553, %550
  %555 = and i1 %552, %550
  %556 = or i1 %551, %555
  %557 = xor i1 %549, true
  %558 = and i1 %557, %556
  %559 = select i1 %548, i1 %554, i1 %558
  %560 = select i1 %559, float %547, float %542
  %561 = select i1 %559, i64 %545, i64 %540
  %562 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_w1024, i64 %lane
  store float %560, ptr addrspace(3) %562, align 4
  %563 = trunc i64 %561 to i32
  %564 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_w1024, i64 %lane
  store i32 %563, ptr addrspace(3) %564, align 4
  br label %tree.done110

tree.done110:                                     ; preds = %tree.then109, %tree.done107
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then111, label %tree.result.done112

tree.result.then111:                              ; preds = %tree.done110
  %565 = load i32, ptr addrspace(3) @tessera_tree_indices_w1024, align 4
  %566 = zext i32 %565 to i64
  %567 = load float, ptr addrspace(3) @tessera_tree_values_w1024, align 4
  store float 0xFFF0000000000000, ptr %fold_value113, align 4
  store i64 0, ptr %fold_index114, align 8
  store i64 0, ptr %pairwise_depth117, align 8
  store float %567, ptr %fold_value113, align 4
  store i64 %566, ptr %fold_index114, align 8
  %568 = load i64, ptr %fold_index114, align 8
  %argmax = uitofp i64 %568 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %tree.result.done112

tree.result.done112:                              ; preds = %tree.result.then111, %tree.done110
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature118 = add i64 %lane, 0
  %valid119 = icmp ult i64 %feature118, %n_features
  %569 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid119, label %slot.then120, label %slot.done121

slot.then120:                                     ; preds = %tree.result.done112
  %570 = load float, ptr %569, align 4
  %571 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %572 = fsub float %570, %571
  %573 = fcmp olt float %572, -1.040000e+02
  %574 = select i1 %573, float -1.040000e+02, float %572
  %575 = fcmp olt float 8.900000e+01, %574
  %576 = select i1 %575, float 8.900000e+01, float %574
  %577 = fmul float %576, 0x3FF7154760000000
  %578 = fadd float %577, 0x4168000000000000
  %579 = fsub float %578, 0x4168000000000000
  %580 = bitcast float %578 to i32
  %581 = sub i32 %580, 1262485504
  %582 = fmul float %579, 0x3FE62E4000000000
  %583 = fsub float %576, %582
  %584 = fmul float %579, 0x3EB7F7D1C0000000
  %585 = fsub float %583, %584
  %586 = fmul float %585, %585
  %587 = fmul float %586, 0x3E66376980000000
  %588 = fadd float 0xBEBBBD41C0000000, %587
  %589 = fmul float %586, %588
  %590 = fadd float 0x3F11566AA0000000, %589
  %591 = fmul float %586, %590
  %592 = fadd float 0xBF66C16C20000000, %591
  %593 = fmul float %586, %592
  %594 = fadd float 0x3FC5555560000000, %593
  %595 = fmul float %586, %594
  %596 = fsub float %585, %595
  %597 = fmul float %585, %596
  %598 = fsub float 2.000000e+00, %596
  %599 = fdiv float %597, %598
  %600 = fsub float %584, %599
  %601 = fsub float %600, %583
  %602 = fsub float 1.000000e+00, %601
  %603 = add i32 %581, 256
  %604 = lshr i32 %603, 1
  %605 = sub i32 %604, 1
  %606 = add i32 %581, 255
  %607 = sub i32 %606, %604
  %608 = shl i32 %605, 23
  %609 = shl i32 %607, 23
  %610 = bitcast i32 %608 to float
  %611 = bitcast i32 %609 to float
  %612 = fmul float %602, %610
  %613 = fmul float %612, %611
  %614 = fcmp uno float %572, %572
  %615 = select i1 %614, float 0x7FF8000000000000, float %613
  %616 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature118
  store float %615, ptr addrspace(3) %616, align 4
  br label %slot.done121

slot.done121:                                     ; preds = %slot.then120, %tree.result.done112
  %feature122 = add i64 %lane, 256
  %valid123 = icmp ult i64 %feature122, %n_features
  %617 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid123, label %slot.then124, label %slot.done125

slot.then124:                                     ; preds = %slot.done121
  %618 = load float, ptr %617, align 4
  %619 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %620 = fsub float %618, %619
  %621 = fcmp olt float %620, -1.040000e+02
  %622 = select i1 %621, float -1.040000e+02, float %620
  %623 = fcmp olt float 8.900000e+01, %622
  %624 = select i1 %623, float 8.900000e+01, float %622
  %625 = fmul float %624, 0x3FF7154760000000
  %626 = fadd float %625, 0x4168000000000000
  %627 = fsub float %626, 0x4168000000000000
  %628 = bitcast float %626 to i32
  %629 = sub i32 %628, 1262485504
  %630 = fmul float %627, 0x3FE62E4000000000
  %631 = fsub float %624, %630
  %632 = fmul float %627, 0x3EB7F7D1C0000000
  %633 = fsub float %631, %632
  %634 = fmul float %633, %633
  %635 = fmul float %634, 0x3E66376980000000
  %636 = fadd float 0xBEBBBD41C0000000, %635
  %637 = fmul float %634, %636
  %638 = fadd float 0x3F11566AA0000000, %637
  %639 = fmul float %634, %638
  %640 = fadd float 0xBF66C16C20000000, %639
  %641 = fmul float %634, %640
  %642 = fadd float 0x3FC5555560000000, %641
  %643 = fmul float %634, %642
  %644 = fsub float %633, %643
  %645 = fmul float %633, %644
  %646 = fsub float 2.000000e+00, %644
  %647 = fdiv float %645, %646
  %648 = fsub float %632, %647
  %649 = fsub float %648, %631
  %650 = fsub float 1.000000e+00, %649
  %651 = add i32 %629, 256
  %652 = lshr i32 %651, 1
  %653 = sub i32 %652, 1
  %654 = add i32 %629, 255
  %655 = sub i32 %654, %652
  %656 = shl i32 %653, 23
  %657 = shl i32 %655, 23
  %658 = bitcast i32 %656 to float
  %659 = bitcast i32 %657 to float
  %660 = fmul float %650, %658
  %661 = fmul float %660, %659
  %662 = fcmp uno float %620, %620
  %663 = select i1 %662, float 0x7FF8000000000000, float %661
  %664 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature122
  store float %663, ptr addrspace(3) %664, align 4
  br label %slot.done125

slot.done125:                                     ; preds = %slot.then124, %slot.done121
  %feature126 = add i64 %lane, 512
  %valid127 = icmp ult i64 %feature126, %n_features
  %665 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid127, label %slot.then128, label %slot.done129

slot.then128:                                     ; preds = %slot.done125
  %666 = load float, ptr %665, align 4
  %667 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %668 = fsub float %666, %667
  %669 = fcmp olt float %668, -1.040000e+02
  %670 = select i1 %669, float -1.040000e+02, float %668
  %671 = fcmp olt float 8.900000e+01, %670
  %672 = select i1 %671, float 8.900000e+01, float %670
  %673 = fmul float %672, 0x3FF7154760000000
  %674 = fadd float %673, 0x4168000000000000
  %675 = fsub float %674, 0x4168000000000000
  %676 = bitcast float %674 to i32
  %677 = sub i32 %676, 1262485504
  %678 = fmul float %675, 0x3FE62E4000000000
  %679 = fsub float %672, %678
  %680 = fmul float %675, 0x3EB7F7D1C0000000
  %681 = fsub float %679, %680
  %682 = fmul float %681, %681
  %683 = fmul float %682, 0x3E66376980000000
  %684 = fadd float 0xBEBBBD41C0000000, %683
  %685 = fmul float %682, %684
  %686 = fadd float 0x3F11566AA0000000, %685
  %687 = fmul float %682, %686
  %688 = fadd float 0xBF66C16C20000000, %687
  %689 = fmul float %682, %688
  %690 = fadd float 0x3FC5555560000000, %689
  %691 = fmul float %682, %690
  %692 = fsub float %681, %691
  %693 = fmul float %681, %692
  %694 = fsub float 2.000000e+00, %692
  %695 = fdiv float %693, %694
  %696 = fsub float %680, %695
  %697 = fsub float %696, %679
  %698 = fsub float 1.000000e+00, %697
  %699 = add i32 %677, 256
  %700 = lshr i32 %699, 1
  %701 = sub i32 %700, 1
  %702 = add i32 %677, 255
  %703 = sub i32 %702, %700
  %704 = shl i32 %701, 23
  %705 = shl i32 %703, 23
  %706 = bitcast i32 %704 to float
  %707 = bitcast i32 %705 to float
  %708 = fmul float %698, %706
  %709 = fmul float %708, %707
  %710 = fcmp uno float %668, %668
  %711 = select i1 %710, float 0x7FF8000000000000, float %709
  %712 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature126
  store float %711, ptr addrspace(3) %712, align 4
  br label %slot.done129

slot.done129:                                     ; preds = %slot.then128, %slot.done125
  %feature130 = add i64 %lane, 768
  %valid131 = icmp ult i64 %feature130, %n_features
  %713 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid131, label %slot.then132, label %slot.done133

slot.then132:                                     ; preds = %slot.done129
  %714 = load float, ptr %713, align 4
  %715 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %716 = fsub float %714, %715
  %717 = fcmp olt float %716, -1.040000e+02
  %718 = select i1 %717, float -1.040000e+02, float %716
  %719 = fcmp olt float 8.900000e+01, %718
  %720 = select i1 %719, float 8.900000e+01, float %718
  %721 = fmul float %720, 0x3FF7154760000000
  %722 = fadd float %721, 0x4168000000000000
  %723 = fsub float %722, 0x4168000000000000
  %724 = bitcast float %722 to i32
  %725 = sub i32 %724, 1262485504
  %726 = fmul float %723, 0x3FE62E4000000000
  %727 = fsub float %720, %726
  %728 = fmul float %723, 0x3EB7F7D1C0000000
  %729 = fsub float %727, %728
  %730 = fmul float %729, %729
  %731 = fmul float %730, 0x3E66376980000000
  %732 = fadd float 0xBEBBBD41C0000000, %731
  %733 = fmul float %730, %732
  %734 = fadd float 0x3F11566AA0000000, %733
  %735 = fmul float %730, %734
  %736 = fadd float 0xBF66C16C20000000, %735
  %737 = fmul float %730, %736
  %738 = fadd float 0x3FC5555560000000, %737
  %739 = fmul float %730, %738
  %740 = fsub float %729, %739
  %741 = fmul float %729, %740
  %742 = fsub float 2.000000e+00, %740
  %743 = fdiv float %741, %742
  %744 = fsub float %728, %743
  %745 = fsub float %744, %727
  %746 = fsub float 1.000000e+00, %745
  %747 = add i32 %725, 256
  %748 = lshr i32 %747, 1
  %749 = sub i32 %748, 1
  %750 = add i32 %725, 255
  %751 = sub i32 %750, %748
  %752 = shl i32 %749, 23
  %753 = shl i32 %751, 23
  %754 = bitcast i32 %752 to float
  %755 = bitcast i32 %753 to float
  %756 = fmul float %746, %754
  %757 = fmul float %756, %755
  %758 = fcmp uno float %716, %716
  %759 = select i1 %758, float 0x7FF8000000000000, float %757
  %760 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature130
  store float %759, ptr addrspace(3) %760, align 4
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
  %fold_sums = phi i64 [ 0, %fold.then ], [ %766, %fold_sums.body ]
  %761 = icmp ult i64 %fold_sums, %n_features
  br i1 %761, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %762 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %763 = load float, ptr addrspace(3) %762, align 4
  %764 = load float, ptr %fold_value134, align 4
  %765 = fadd float %763, %764
  store float %765, ptr %fold_value134, align 4
  %766 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %767 = load float, ptr %fold_value134, align 4
  store float %767, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

noise:                                            ; preds = %fold.done
  %feature139 = add i64 %lane, 0
  %valid140 = icmp ult i64 %feature139, %n_features
  %768 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %fold.done
  %feature176 = add i64 %lane, 0
  %valid177 = icmp ult i64 %feature176, %n_features
  %769 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then178, label %uniform_sinks.done179

noise.done:                                       ; preds = %slot.done210, %slot.done169
  %770 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise
  %feature141 = add i64 %lane, 0
  %valid142 = icmp ult i64 %feature141, %n_features
  %771 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid142, label %slot.then143, label %slot.done144

slot.then143:                                     ; preds = %uniform_sinks.done
  %772 = load float, ptr %771, align 4
  %773 = fmul float 2.000000e+00, %772
  %774 = fmul float 0x3FA99999A0000000, %773
  %775 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature141
  %776 = load float, ptr addrspace(1) %775, align 4
  %777 = fmul float -1.000000e+00, %776
  %778 = fadd float %774, %777
  %779 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %780 = fdiv float 1.000000e+00, %779
  %781 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %782 = fsub float %772, %781
  %783 = fcmp olt float %782, -1.040000e+02
  %784 = select i1 %783, float -1.040000e+02, float %782
  %785 = fcmp olt float 8.900000e+01, %784
  %786 = select i1 %785, float 8.900000e+01, float %784
  %787 = fmul float %786, 0x3FF7154760000000
  %788 = fadd float %787, 0x4168000000000000
  %789 = fsub float %788, 0x4168000000000000
  %790 = bitcast float %788 to i32
  %791 = sub i32 %790, 1262485504
  %792 = fmul float %789, 0x3FE62E4000000000
  %793 = fsub float %786, %792
  %794 = fmul float %789, 0x3EB7F7D1C0000000
  %795 = fsub float %793, %794
  %796 = fmul float %795, %795
  %797 = fmul float %796, 0x3E66376980000000
  %798 = fadd float 0xBEBBBD41C0000000, %797
  %799 = fmul float %796, %798
  %800 = fadd float 0x3F11566AA0000000, %799
  %801 = fmul float %796, %800
  %802 = fadd float 0xBF66C16C20000000, %801
  %803 = fmul float %796, %802
  %804 = fadd float 0x3FC5555560000000, %803
  %805 = fmul float %796, %804
  %806 = fsub float %795, %805
  %807 = fmul float %795, %806
  %808 = fsub float 2.000000e+00, %806
  %809 = fdiv float %807, %808
  %810 = fsub float %794, %809
  %811 = fsub float %810, %793
  %812 = fsub float 1.000000e+00, %811
  %813 = add i32 %791, 256
  %814 = lshr i32 %813, 1
  %815 = sub i32 %814, 1
  %816 = add i32 %791, 255
  %817 = sub i32 %816, %814
  %818 = shl i32 %815, 23
  %819 = shl i32 %817, 23
  %820 = bitcast i32 %818 to float
  %821 = bitcast i32 %819 to float
  %822 = fmul float %812, %820
  %823 = fmul float %822, %821
  %824 = fcmp uno float %782, %782
  %825 = select i1 %824, float 0x7FF8000000000000, float %823
  %826 = fmul float %780, %825
  %827 = fadd float %778, %826
  %feature145 = uitofp i64 %feature141 to float
  %828 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %829 = fcmp oeq float %feature145, %828
  %830 = select i1 %829, float 1.000000e+00, float 0.000000e+00
  %831 = fcmp une float %830, 0.000000e+00
  %832 = select i1 %831, float 0x3FB99999A0000000, float 0.000000e+00
  %833 = fadd float %827, %832
  %834 = fmul float %833, %eta
  %835 = fsub float %772, %834
  %836 = mul i64 %row, %n_features
  %element = add i64 %836, %feature141
  %837 = trunc i64 %key0 to i32
  %838 = lshr i64 %key0, 32
  %839 = trunc i64 %838 to i32
  %840 = trunc i64 %element to i32
  %841 = trunc i64 %key1_step to i32
  %842 = lshr i64 %key1_step, 32
  %843 = trunc i64 %842 to i32
  %844 = lshr i64 %element, 32
  %845 = trunc i64 %844 to i32
  %846 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %840)
  %847 = mul i32 -766435501, %840
  %848 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %843)
  %849 = mul i32 -845247145, %843
  %850 = xor i32 %848, %841
  %851 = xor i32 %850, %837
  %852 = xor i32 %846, %845
  %853 = xor i32 %852, %839
  %854 = add i32 %837, -1640531527
  %855 = add i32 %839, -1150833019
  %856 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %851)
  %857 = mul i32 -766435501, %851
  %858 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %853)
  %859 = mul i32 -845247145, %853
  %860 = xor i32 %858, %849
  %861 = xor i32 %860, %854
  %862 = xor i32 %856, %847
  %863 = xor i32 %862, %855
  %864 = add i32 %854, -1640531527
  %865 = add i32 %855, -1150833019
  %866 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %861)
  %867 = mul i32 -766435501, %861
  %868 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %863)
  %869 = mul i32 -845247145, %863
  %870 = xor i32 %868, %859
  %871 = xor i32 %870, %864
  %872 = xor i32 %866, %857
  %873 = xor i32 %872, %865
  %874 = add i32 %864, -1640531527
  %875 = add i32 %865, -1150833019
  %876 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %871)
  %877 = mul i32 -766435501, %871
  %878 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %873)
  %879 = mul i32 -845247145, %873
  %880 = xor i32 %878, %869
  %881 = xor i32 %880, %874
  %882 = xor i32 %876, %867
  %883 = xor i32 %882, %875
  %884 = add i32 %874, -1640531527
  %885 = add i32 %875, -1150833019
  %886 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %881)
  %887 = mul i32 -766435501, %881
  %888 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %883)
  %889 = mul i32 -845247145, %883
  %890 = xor i32 %888, %879
  %891 = xor i32 %890, %884
  %892 = xor i32 %886, %877
  %893 = xor i32 %892, %885
  %894 = add i32 %884, -1640531527
  %895 = add i32 %885, -1150833019
  %896 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %891)
  %897 = mul i32 -766435501, %891
  %898 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %893)
  %899 = mul i32 -845247145, %893
  %900 = xor i32 %898, %889
  %901 = xor i32 %900, %894
  %902 = xor i32 %896, %887
  %903 = xor i32 %902, %895
  %904 = add i32 %894, -1640531527
  %905 = add i32 %895, -1150833019
  %906 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %901)
  %907 = mul i32 -766435501, %901
  %908 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %903)
  %909 = mul i32 -845247145, %903
  %910 = xor i32 %908, %899
  %911 = xor i32 %910, %904
  %912 = xor i32 %906, %897
  %913 = xor i32 %912, %905
  %914 = add i32 %904, -1640531527
  %915 = add i32 %905, -1150833019
  %916 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %911)
  %917 = mul i32 -766435501, %911
  %918 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %913)
  %919 = mul i32 -845247145, %913
  %920 = xor i32 %918, %909
  %921 = xor i32 %920, %914
  %922 = xor i32 %916, %907
  %923 = xor i32 %922, %915
  %924 = add i32 %914, -1640531527
  %925 = add i32 %915, -1150833019
  %926 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %921)
  %927 = mul i32 -766435501, %921
  %928 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %923)
  %929 = mul i32 -845247145, %923
  %930 = xor i32 %928, %919
  %931 = xor i32 %930, %924
  %932 = xor i32 %926, %917
  %933 = xor i32 %932, %925
  %934 = add i32 %924, -1640531527
  %935 = add i32 %925, -1150833019
  %936 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %931)
  %937 = mul i32 -766435501, %931
  %938 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %933)
  %939 = mul i32 -845247145, %933
  %940 = xor i32 %938, %929
  %941 = xor i32 %940, %934
  %942 = xor i32 %936, %927
  %943 = xor i32 %942, %935
  %944 = uitofp i32 %941 to double
  %945 = fadd double %944, 5.000000e-01
  %946 = fmul double %945, 0x3DF0000000000000
  %947 = uitofp i32 %939 to double
  %948 = fadd double %947, 5.000000e-01
  %949 = fmul double %948, 0x3DF0000000000000
  %950 = bitcast double %946 to i64
  %951 = lshr i64 %950, 32
  %952 = add i64 %951, 614242
  %953 = lshr i64 %952, 20
  %954 = sub i64 %953, 1023
  %955 = and i64 %952, 1048575
  %956 = add i64 %955, 1072079006
  %957 = shl i64 %956, 32
  %958 = and i64 %950, 4294967295
  %959 = or i64 %957, %958
  %960 = bitcast i64 %959 to double
  %961 = fsub double %960, 1.000000e+00
  %962 = fmul double 5.000000e-01, %961
  %963 = fmul double %962, %961
  %964 = fadd double 2.000000e+00, %961
  %965 = fdiv double %961, %964
  %966 = fmul double %965, %965
  %967 = fmul double %966, %966
  %968 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %969 = fmul double %967, %968
  %970 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %971 = fadd double %970, %969
  %972 = fmul double %967, %971
  %973 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %974 = fadd double %973, %972
  %975 = fmul double %967, %974
  %976 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %977 = fmul double %967, %976
  %978 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %979 = fadd double %978, %977
  %980 = fmul double %967, %979
  %981 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %982 = fadd double %981, %980
  %983 = fmul double %967, %982
  %984 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %985 = fadd double %984, %983
  %986 = fmul double %966, %985
  %987 = fadd double %986, %975
  %988 = sitofp i64 %954 to double
  %989 = fadd double %963, %987
  %990 = fmul double %965, %989
  %991 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %992 = fmul double %988, %991
  %993 = fadd double %990, %992
  %994 = fsub double %993, %963
  %995 = fadd double %994, %961
  %996 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %997 = fmul double %988, %996
  %998 = fadd double %995, %997
  %999 = fmul double -2.000000e+00, %998
  %1000 = call double @llvm.sqrt.f64(double %999)
  %1001 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1002 = fmul double %1001, %949
  %1003 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1004 = fmul double %1002, %1003
  %1005 = fadd double %1004, 0x4338000000000000
  %1006 = bitcast double %1005 to i64
  %1007 = fsub double %1005, 0x4338000000000000
  %1008 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1009 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1010 = fmul double %1007, %1008
  %1011 = fsub double %1002, %1010
  %1012 = fmul double %1007, %1009
  %1013 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1014 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1015 = fmul double %1007, %1013
  %1016 = fsub double %1011, %1015
  %1017 = fmul double %1007, %1014
  %1018 = fsub double %1011, %1016
  %1019 = fsub double %1018, %1015
  %1020 = fsub double %1017, %1019
  %1021 = fsub double %1011, %1012
  %1022 = bitcast double %1002 to i64
  %1023 = lshr i64 %1022, 52
  %1024 = and i64 %1023, 2047
  %1025 = bitcast double %1021 to i64
  %1026 = lshr i64 %1025, 52
  %1027 = and i64 %1026, 2047
  %1028 = add i64 %1027, 16
  %1029 = icmp ult i64 %1028, %1024
  %1030 = select i1 %1029, double %1016, double %1011
  %1031 = select i1 %1029, double %1020, double %1012
  %1032 = fsub double %1030, %1031
  %1033 = fsub double %1030, %1032
  %1034 = fsub double %1033, %1031
  %1035 = fmul double %1032, %1032
  %1036 = fmul double %1035, %1035
  %1037 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1038 = fmul double %1035, %1037
  %1039 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1040 = fadd double %1039, %1038
  %1041 = fmul double %1035, %1040
  %1042 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1043 = fadd double %1042, %1041
  %1044 = fmul double %1035, %1043
  %1045 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1046 = fmul double %1035, %1045
  %1047 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1048 = fadd double %1047, %1046
  %1049 = fmul double %1035, %1048
  %1050 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1051 = fadd double %1050, %1049
  %1052 = fmul double %1036, %1036
  %1053 = fmul double %1052, %1051
  %1054 = fadd double %1044, %1053
  %1055 = fmul double 5.000000e-01, %1035
  %1056 = fsub double 1.000000e+00, %1055
  %1057 = fsub double 1.000000e+00, %1056
  %1058 = fsub double %1057, %1055
  %1059 = fmul double %1035, %1054
  %1060 = fmul double %1032, %1034
  %1061 = fsub double %1059, %1060
  %1062 = fadd double %1058, %1061
  %1063 = fadd double %1056, %1062
  %1064 = fmul double %1032, %1032
  %1065 = fmul double %1064, %1064
  %1066 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1067 = fmul double %1064, %1066
  %1068 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1069 = fadd double %1068, %1067
  %1070 = fmul double %1064, %1069
  %1071 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1072 = fadd double %1071, %1070
  %1073 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1074 = fmul double %1064, %1073
  %1075 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1076 = fadd double %1075, %1074
  %1077 = fmul double %1064, %1065
  %1078 = fmul double %1077, %1076
  %1079 = fadd double %1072, %1078
  %1080 = fmul double %1064, %1032
  %1081 = fmul double 5.000000e-01, %1034
  %1082 = fmul double %1080, %1079
  %1083 = fsub double %1081, %1082
  %1084 = fmul double %1064, %1083
  %1085 = fsub double %1084, %1034
  %1086 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1087 = fmul double %1080, %1086
  %1088 = fsub double %1085, %1087
  %1089 = fsub double %1032, %1088
  %1090 = fneg double %1063
  %1091 = fneg double %1089
  %1092 = and i64 %1006, 1
  %1093 = and i64 %1006, 2
  %1094 = icmp eq i64 %1092, 1
  %1095 = icmp eq i64 %1093, 2
  %1096 = select i1 %1095, double %1090, double %1063
  %1097 = select i1 %1095, double %1089, double %1091
  %1098 = select i1 %1094, double %1097, double %1096
  %1099 = fmul double %1000, %1098
  %1100 = fptrunc double %1099 to float
  %1101 = fmul float %1100, %24
  %1102 = fadd float %835, %1101
  %bits = bitcast float %1102 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr %771, align 4
  br label %slot.done144

slot.done144:                                     ; preds = %slot.then143, %uniform_sinks.done
  %feature146 = add i64 %lane, 256
  %valid147 = icmp ult i64 %feature146, %n_features
  %1103 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid147, label %slot.then148, label %slot.done149

slot.then148:                                     ; preds = %slot.done144
  %1104 = load float, ptr %1103, align 4
  %1105 = fmul float 2.000000e+00, %1104
  %1106 = fmul float 0x3FA99999A0000000, %1105
  %1107 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature146
  %1108 = load float, ptr addrspace(1) %1107, align 4
  %1109 = fmul float -1.000000e+00, %1108
  %1110 = fadd float %1106, %1109
  %1111 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1112 = fdiv float 1.000000e+00, %1111
  %1113 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1114 = fsub float %1104, %1113
  %1115 = fcmp olt float %1114, -1.040000e+02
  %1116 = select i1 %1115, float -1.040000e+02, float %1114
  %1117 = fcmp olt float 8.900000e+01, %1116
  %1118 = select i1 %1117, float 8.900000e+01, float %1116
  %1119 = fmul float %1118, 0x3FF7154760000000
  %1120 = fadd float %1119, 0x4168000000000000
  %1121 = fsub float %1120, 0x4168000000000000
  %1122 = bitcast float %1120 to i32
  %1123 = sub i32 %1122, 1262485504
  %1124 = fmul float %1121, 0x3FE62E4000000000
  %1125 = fsub float %1118, %1124
  %1126 = fmul float %1121, 0x3EB7F7D1C0000000
  %1127 = fsub float %1125, %1126
  %1128 = fmul float %1127, %1127
  %1129 = fmul float %1128, 0x3E66376980000000
  %1130 = fadd float 0xBEBBBD41C0000000, %1129
  %1131 = fmul float %1128, %1130
  %1132 = fadd float 0x3F11566AA0000000, %1131
  %1133 = fmul float %1128, %1132
  %1134 = fadd float 0xBF66C16C20000000, %1133
  %1135 = fmul float %1128, %1134
  %1136 = fadd float 0x3FC5555560000000, %1135
  %1137 = fmul float %1128, %1136
  %1138 = fsub float %1127, %1137
  %1139 = fmul float %1127, %1138
  %1140 = fsub float 2.000000e+00, %1138
  %1141 = fdiv float %1139, %1140
  %1142 = fsub float %1126, %1141
  %1143 = fsub float %1142, %1125
  %1144 = fsub float 1.000000e+00, %1143
  %1145 = add i32 %1123, 256
  %1146 = lshr i32 %1145, 1
  %1147 = sub i32 %1146, 1
  %1148 = add i32 %1123, 255
  %1149 = sub i32 %1148, %1146
  %1150 = shl i32 %1147, 23
  %1151 = shl i32 %1149, 23
  %1152 = bitcast i32 %1150 to float
  %1153 = bitcast i32 %1151 to float
  %1154 = fmul float %1144, %1152
  %1155 = fmul float %1154, %1153
  %1156 = fcmp uno float %1114, %1114
  %1157 = select i1 %1156, float 0x7FF8000000000000, float %1155
  %1158 = fmul float %1112, %1157
  %1159 = fadd float %1110, %1158
  %feature150 = uitofp i64 %feature146 to float
  %1160 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1161 = fcmp oeq float %feature150, %1160
  %1162 = select i1 %1161, float 1.000000e+00, float 0.000000e+00
  %1163 = fcmp une float %1162, 0.000000e+00
  %1164 = select i1 %1163, float 0x3FB99999A0000000, float 0.000000e+00
  %1165 = fadd float %1159, %1164
  %1166 = fmul float %1165, %eta
  %1167 = fsub float %1104, %1166
  %1168 = mul i64 %row, %n_features
  %element151 = add i64 %1168, %feature146
  %1169 = trunc i64 %key0 to i32
  %1170 = lshr i64 %key0, 32
  %1171 = trunc i64 %1170 to i32
  %1172 = trunc i64 %element151 to i32
  %1173 = trunc i64 %key1_step to i32
  %1174 = lshr i64 %key1_step, 32
  %1175 = trunc i64 %1174 to i32
  %1176 = lshr i64 %element151, 32
  %1177 = trunc i64 %1176 to i32
  %1178 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1172)
  %1179 = mul i32 -766435501, %1172
  %1180 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1175)
  %1181 = mul i32 -845247145, %1175
  %1182 = xor i32 %1180, %1173
  %1183 = xor i32 %1182, %1169
  %1184 = xor i32 %1178, %1177
  %1185 = xor i32 %1184, %1171
  %1186 = add i32 %1169, -1640531527
  %1187 = add i32 %1171, -1150833019
  %1188 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1183)
  %1189 = mul i32 -766435501, %1183
  %1190 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1185)
  %1191 = mul i32 -845247145, %1185
  %1192 = xor i32 %1190, %1181
  %1193 = xor i32 %1192, %1186
  %1194 = xor i32 %1188, %1179
  %1195 = xor i32 %1194, %1187
  %1196 = add i32 %1186, -1640531527
  %1197 = add i32 %1187, -1150833019
  %1198 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1193)
  %1199 = mul i32 -766435501, %1193
  %1200 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1195)
  %1201 = mul i32 -845247145, %1195
  %1202 = xor i32 %1200, %1191
  %1203 = xor i32 %1202, %1196
  %1204 = xor i32 %1198, %1189
  %1205 = xor i32 %1204, %1197
  %1206 = add i32 %1196, -1640531527
  %1207 = add i32 %1197, -1150833019
  %1208 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1203)
  %1209 = mul i32 -766435501, %1203
  %1210 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1205)
  %1211 = mul i32 -845247145, %1205
  %1212 = xor i32 %1210, %1201
  %1213 = xor i32 %1212, %1206
  %1214 = xor i32 %1208, %1199
  %1215 = xor i32 %1214, %1207
  %1216 = add i32 %1206, -1640531527
  %1217 = add i32 %1207, -1150833019
  %1218 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1213)
  %1219 = mul i32 -766435501, %1213
  %1220 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1215)
  %1221 = mul i32 -845247145, %1215
  %1222 = xor i32 %1220, %1211
  %1223 = xor i32 %1222, %1216
  %1224 = xor i32 %1218, %1209
  %1225 = xor i32 %1224, %1217
  %1226 = add i32 %1216, -1640531527
  %1227 = add i32 %1217, -1150833019
  %1228 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1223)
  %1229 = mul i32 -766435501, %1223
  %1230 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1225)
  %1231 = mul i32 -845247145, %1225
  %1232 = xor i32 %1230, %1221
  %1233 = xor i32 %1232, %1226
  %1234 = xor i32 %1228, %1219
  %1235 = xor i32 %1234, %1227
  %1236 = add i32 %1226, -1640531527
  %1237 = add i32 %1227, -1150833019
  %1238 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1233)
  %1239 = mul i32 -766435501, %1233
  %1240 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1235)
  %1241 = mul i32 -845247145, %1235
  %1242 = xor i32 %1240, %1231
  %1243 = xor i32 %1242, %1236
  %1244 = xor i32 %1238, %1229
  %1245 = xor i32 %1244, %1237
  %1246 = add i32 %1236, -1640531527
  %1247 = add i32 %1237, -1150833019
  %1248 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1243)
  %1249 = mul i32 -766435501, %1243
  %1250 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1245)
  %1251 = mul i32 -845247145, %1245
  %1252 = xor i32 %1250, %1241
  %1253 = xor i32 %1252, %1246
  %1254 = xor i32 %1248, %1239
  %1255 = xor i32 %1254, %1247
  %1256 = add i32 %1246, -1640531527
  %1257 = add i32 %1247, -1150833019
  %1258 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1253)
  %1259 = mul i32 -766435501, %1253
  %1260 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1255)
  %1261 = mul i32 -845247145, %1255
  %1262 = xor i32 %1260, %1251
  %1263 = xor i32 %1262, %1256
  %1264 = xor i32 %1258, %1249
  %1265 = xor i32 %1264, %1257
  %1266 = add i32 %1256, -1640531527
  %1267 = add i32 %1257, -1150833019
  %1268 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1263)
  %1269 = mul i32 -766435501, %1263
  %1270 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1265)
  %1271 = mul i32 -845247145, %1265
  %1272 = xor i32 %1270, %1261
  %1273 = xor i32 %1272, %1266
  %1274 = xor i32 %1268, %1259
  %1275 = xor i32 %1274, %1267
  %1276 = uitofp i32 %1273 to double
  %1277 = fadd double %1276, 5.000000e-01
  %1278 = fmul double %1277, 0x3DF0000000000000
  %1279 = uitofp i32 %1271 to double
  %1280 = fadd double %1279, 5.000000e-01
  %1281 = fmul double %1280, 0x3DF0000000000000
  %1282 = bitcast double %1278 to i64
  %1283 = lshr i64 %1282, 32
  %1284 = add i64 %1283, 614242
  %1285 = lshr i64 %1284, 20
  %1286 = sub i64 %1285, 1023
  %1287 = and i64 %1284, 1048575
  %1288 = add i64 %1287, 1072079006
  %1289 = shl i64 %1288, 32
  %1290 = and i64 %1282, 4294967295
  %1291 = or i64 %1289, %1290
  %1292 = bitcast i64 %1291 to double
  %1293 = fsub double %1292, 1.000000e+00
  %1294 = fmul double 5.000000e-01, %1293
  %1295 = fmul double %1294, %1293
  %1296 = fadd double 2.000000e+00, %1293
  %1297 = fdiv double %1293, %1296
  %1298 = fmul double %1297, %1297
  %1299 = fmul double %1298, %1298
  %1300 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1301 = fmul double %1299, %1300
  %1302 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1303 = fadd double %1302, %1301
  %1304 = fmul double %1299, %1303
  %1305 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1306 = fadd double %1305, %1304
  %1307 = fmul double %1299, %1306
  %1308 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1309 = fmul double %1299, %1308
  %1310 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1311 = fadd double %1310, %1309
  %1312 = fmul double %1299, %1311
  %1313 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1314 = fadd double %1313, %1312
  %1315 = fmul double %1299, %1314
  %1316 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1317 = fadd double %1316, %1315
  %1318 = fmul double %1298, %1317
  %1319 = fadd double %1318, %1307
  %1320 = sitofp i64 %1286 to double
  %1321 = fadd double %1295, %1319
  %1322 = fmul double %1297, %1321
  %1323 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1324 = fmul double %1320, %1323
  %1325 = fadd double %1322, %1324
  %1326 = fsub double %1325, %1295
  %1327 = fadd double %1326, %1293
  %1328 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1329 = fmul double %1320, %1328
  %1330 = fadd double %1327, %1329
  %1331 = fmul double -2.000000e+00, %1330
  %1332 = call double @llvm.sqrt.f64(double %1331)
  %1333 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1334 = fmul double %1333, %1281
  %1335 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1336 = fmul double %1334, %1335
  %1337 = fadd double %1336, 0x4338000000000000
  %1338 = bitcast double %1337 to i64
  %1339 = fsub double %1337, 0x4338000000000000
  %1340 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1341 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1342 = fmul double %1339, %1340
  %1343 = fsub double %1334, %1342
  %1344 = fmul double %1339, %1341
  %1345 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1346 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1347 = fmul double %1339, %1345
  %1348 = fsub double %1343, %1347
  %1349 = fmul double %1339, %1346
  %1350 = fsub double %1343, %1348
  %1351 = fsub double %1350, %1347
  %1352 = fsub double %1349, %1351
  %1353 = fsub double %1343, %1344
  %1354 = bitcast double %1334 to i64
  %1355 = lshr i64 %1354, 52
  %1356 = and i64 %1355, 2047
  %1357 = bitcast double %1353 to i64
  %1358 = lshr i64 %1357, 52
  %1359 = and i64 %1358, 2047
  %1360 = add i64 %1359, 16
  %1361 = icmp ult i64 %1360, %1356
  %1362 = select i1 %1361, double %1348, double %1343
  %1363 = select i1 %1361, double %1352, double %1344
  %1364 = fsub double %1362, %1363
  %1365 = fsub double %1362, %1364
  %1366 = fsub double %1365, %1363
  %1367 = fmul double %1364, %1364
  %1368 = fmul double %1367, %1367
  %1369 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1370 = fmul double %1367, %1369
  %1371 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1372 = fadd double %1371, %1370
  %1373 = fmul double %1367, %1372
  %1374 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1375 = fadd double %1374, %1373
  %1376 = fmul double %1367, %1375
  %1377 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1378 = fmul double %1367, %1377
  %1379 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1380 = fadd double %1379, %1378
  %1381 = fmul double %1367, %1380
  %1382 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1383 = fadd double %1382, %1381
  %1384 = fmul double %1368, %1368
  %1385 = fmul double %1384, %1383
  %1386 = fadd double %1376, %1385
  %1387 = fmul double 5.000000e-01, %1367
  %1388 = fsub double 1.000000e+00, %1387
  %1389 = fsub double 1.000000e+00, %1388
  %1390 = fsub double %1389, %1387
  %1391 = fmul double %1367, %1386
  %1392 = fmul double %1364, %1366
  %1393 = fsub double %1391, %1392
  %1394 = fadd double %1390, %1393
  %1395 = fadd double %1388, %1394
  %1396 = fmul double %1364, %1364
  %1397 = fmul double %1396, %1396
  %1398 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1399 = fmul double %1396, %1398
  %1400 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1401 = fadd double %1400, %1399
  %1402 = fmul double %1396, %1401
  %1403 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1404 = fadd double %1403, %1402
  %1405 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1406 = fmul double %1396, %1405
  %1407 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1408 = fadd double %1407, %1406
  %1409 = fmul double %1396, %1397
  %1410 = fmul double %1409, %1408
  %1411 = fadd double %1404, %1410
  %1412 = fmul double %1396, %1364
  %1413 = fmul double 5.000000e-01, %1366
  %1414 = fmul double %1412, %1411
  %1415 = fsub double %1413, %1414
  %1416 = fmul double %1396, %1415
  %1417 = fsub double %1416, %1366
  %1418 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1419 = fmul double %1412, %1418
  %1420 = fsub double %1417, %1419
  %1421 = fsub double %1364, %1420
  %1422 = fneg double %1395
  %1423 = fneg double %1421
  %1424 = and i64 %1338, 1
  %1425 = and i64 %1338, 2
  %1426 = icmp eq i64 %1424, 1
  %1427 = icmp eq i64 %1425, 2
  %1428 = select i1 %1427, double %1422, double %1395
  %1429 = select i1 %1427, double %1421, double %1423
  %1430 = select i1 %1426, double %1429, double %1428
  %1431 = fmul double %1332, %1430
  %1432 = fptrunc double %1431 to float
  %1433 = fmul float %1432, %24
  %1434 = fadd float %1167, %1433
  %bits152 = bitcast float %1434 to i32
  %magnitude153 = and i32 %bits152, 2147483647
  %is_nan154 = icmp ugt i32 %magnitude153, 2139095040
  %canonical155 = select i1 %is_nan154, i32 2143289344, i32 %bits152
  store i32 %canonical155, ptr %1103, align 4
  br label %slot.done149

slot.done149:                                     ; preds = %slot.then148, %slot.done144
  %feature156 = add i64 %lane, 512
  %valid157 = icmp ult i64 %feature156, %n_features
  %1435 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid157, label %slot.then158, label %slot.done159

slot.then158:                                     ; preds = %slot.done149
  %1436 = load float, ptr %1435, align 4
  %1437 = fmul float 2.000000e+00, %1436
  %1438 = fmul float 0x3FA99999A0000000, %1437
  %1439 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature156
  %1440 = load float, ptr addrspace(1) %1439, align 4
  %1441 = fmul float -1.000000e+00, %1440
  %1442 = fadd float %1438, %1441
  %1443 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1444 = fdiv float 1.000000e+00, %1443
  %1445 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1446 = fsub float %1436, %1445
  %1447 = fcmp olt float %1446, -1.040000e+02
  %1448 = select i1 %1447, float -1.040000e+02, float %1446
  %1449 = fcmp olt float 8.900000e+01, %1448
  %1450 = select i1 %1449, float 8.900000e+01, float %1448
  %1451 = fmul float %1450, 0x3FF7154760000000
  %1452 = fadd float %1451, 0x4168000000000000
  %1453 = fsub float %1452, 0x4168000000000000
  %1454 = bitcast float %1452 to i32
  %1455 = sub i32 %1454, 1262485504
  %1456 = fmul float %1453, 0x3FE62E4000000000
  %1457 = fsub float %1450, %1456
  %1458 = fmul float %1453, 0x3EB7F7D1C0000000
  %1459 = fsub float %1457, %1458
  %1460 = fmul float %1459, %1459
  %1461 = fmul float %1460, 0x3E66376980000000
  %1462 = fadd float 0xBEBBBD41C0000000, %1461
  %1463 = fmul float %1460, %1462
  %1464 = fadd float 0x3F11566AA0000000, %1463
  %1465 = fmul float %1460, %1464
  %1466 = fadd float 0xBF66C16C20000000, %1465
  %1467 = fmul float %1460, %1466
  %1468 = fadd float 0x3FC5555560000000, %1467
  %1469 = fmul float %1460, %1468
  %1470 = fsub float %1459, %1469
  %1471 = fmul float %1459, %1470
  %1472 = fsub float 2.000000e+00, %1470
  %1473 = fdiv float %1471, %1472
  %1474 = fsub float %1458, %1473
  %1475 = fsub float %1474, %1457
  %1476 = fsub float 1.000000e+00, %1475
  %1477 = add i32 %1455, 256
  %1478 = lshr i32 %1477, 1
  %1479 = sub i32 %1478, 1
  %1480 = add i32 %1455, 255
  %1481 = sub i32 %1480, %1478
  %1482 = shl i32 %1479, 23
  %1483 = shl i32 %1481, 23
  %1484 = bitcast i32 %1482 to float
  %1485 = bitcast i32 %1483 to float
  %1486 = fmul float %1476, %1484
  %1487 = fmul float %1486, %1485
  %1488 = fcmp uno float %1446, %1446
  %1489 = select i1 %1488, float 0x7FF8000000000000, float %1487
  %1490 = fmul float %1444, %1489
  %1491 = fadd float %1442, %1490
  %feature160 = uitofp i64 %feature156 to float
  %1492 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1493 = fcmp oeq float %feature160, %1492
  %1494 = select i1 %1493, float 1.000000e+00, float 0.000000e+00
  %1495 = fcmp une float %1494, 0.000000e+00
  %1496 = select i1 %1495, float 0x3FB99999A0000000, float 0.000000e+00
  %1497 = fadd float %1491, %1496
  %1498 = fmul float %1497, %eta
  %1499 = fsub float %1436, %1498
  %1500 = mul i64 %row, %n_features
  %element161 = add i64 %1500, %feature156
  %1501 = trunc i64 %key0 to i32
  %1502 = lshr i64 %key0, 32
  %1503 = trunc i64 %1502 to i32
  %1504 = trunc i64 %element161 to i32
  %1505 = trunc i64 %key1_step to i32
  %1506 = lshr i64 %key1_step, 32
  %1507 = trunc i64 %1506 to i32
  %1508 = lshr i64 %element161, 32
  %1509 = trunc i64 %1508 to i32
  %1510 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1504)
  %1511 = mul i32 -766435501, %1504
  %1512 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1507)
  %1513 = mul i32 -845247145, %1507
  %1514 = xor i32 %1512, %1505
  %1515 = xor i32 %1514, %1501
  %1516 = xor i32 %1510, %1509
  %1517 = xor i32 %1516, %1503
  %1518 = add i32 %1501, -1640531527
  %1519 = add i32 %1503, -1150833019
  %1520 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1515)
  %1521 = mul i32 -766435501, %1515
  %1522 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1517)
  %1523 = mul i32 -845247145, %1517
  %1524 = xor i32 %1522, %1513
  %1525 = xor i32 %1524, %1518
  %1526 = xor i32 %1520, %1511
  %1527 = xor i32 %1526, %1519
  %1528 = add i32 %1518, -1640531527
  %1529 = add i32 %1519, -1150833019
  %1530 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1525)
  %1531 = mul i32 -766435501, %1525
  %1532 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1527)
  %1533 = mul i32 -845247145, %1527
  %1534 = xor i32 %1532, %1523
  %1535 = xor i32 %1534, %1528
  %1536 = xor i32 %1530, %1521
  %1537 = xor i32 %1536, %1529
  %1538 = add i32 %1528, -1640531527
  %1539 = add i32 %1529, -1150833019
  %1540 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1535)
  %1541 = mul i32 -766435501, %1535
  %1542 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1537)
  %1543 = mul i32 -845247145, %1537
  %1544 = xor i32 %1542, %1533
  %1545 = xor i32 %1544, %1538
  %1546 = xor i32 %1540, %1531
  %1547 = xor i32 %1546, %1539
  %1548 = add i32 %1538, -1640531527
  %1549 = add i32 %1539, -1150833019
  %1550 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1545)
  %1551 = mul i32 -766435501, %1545
  %1552 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1547)
  %1553 = mul i32 -845247145, %1547
  %1554 = xor i32 %1552, %1543
  %1555 = xor i32 %1554, %1548
  %1556 = xor i32 %1550, %1541
  %1557 = xor i32 %1556, %1549
  %1558 = add i32 %1548, -1640531527
  %1559 = add i32 %1549, -1150833019
  %1560 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1555)
  %1561 = mul i32 -766435501, %1555
  %1562 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1557)
  %1563 = mul i32 -845247145, %1557
  %1564 = xor i32 %1562, %1553
  %1565 = xor i32 %1564, %1558
  %1566 = xor i32 %1560, %1551
  %1567 = xor i32 %1566, %1559
  %1568 = add i32 %1558, -1640531527
  %1569 = add i32 %1559, -1150833019
  %1570 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1565)
  %1571 = mul i32 -766435501, %1565
  %1572 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1567)
  %1573 = mul i32 -845247145, %1567
  %1574 = xor i32 %1572, %1563
  %1575 = xor i32 %1574, %1568
  %1576 = xor i32 %1570, %1561
  %1577 = xor i32 %1576, %1569
  %1578 = add i32 %1568, -1640531527
  %1579 = add i32 %1569, -1150833019
  %1580 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1575)
  %1581 = mul i32 -766435501, %1575
  %1582 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1577)
  %1583 = mul i32 -845247145, %1577
  %1584 = xor i32 %1582, %1573
  %1585 = xor i32 %1584, %1578
  %1586 = xor i32 %1580, %1571
  %1587 = xor i32 %1586, %1579
  %1588 = add i32 %1578, -1640531527
  %1589 = add i32 %1579, -1150833019
  %1590 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1585)
  %1591 = mul i32 -766435501, %1585
  %1592 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1587)
  %1593 = mul i32 -845247145, %1587
  %1594 = xor i32 %1592, %1583
  %1595 = xor i32 %1594, %1588
  %1596 = xor i32 %1590, %1581
  %1597 = xor i32 %1596, %1589
  %1598 = add i32 %1588, -1640531527
  %1599 = add i32 %1589, -1150833019
  %1600 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1595)
  %1601 = mul i32 -766435501, %1595
  %1602 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1597)
  %1603 = mul i32 -845247145, %1597
  %1604 = xor i32 %1602, %1593
  %1605 = xor i32 %1604, %1598
  %1606 = xor i32 %1600, %1591
  %1607 = xor i32 %1606, %1599
  %1608 = uitofp i32 %1605 to double
  %1609 = fadd double %1608, 5.000000e-01
  %1610 = fmul double %1609, 0x3DF0000000000000
  %1611 = uitofp i32 %1603 to double
  %1612 = fadd double %1611, 5.000000e-01
  %1613 = fmul double %1612, 0x3DF0000000000000
  %1614 = bitcast double %1610 to i64
  %1615 = lshr i64 %1614, 32
  %1616 = add i64 %1615, 614242
  %1617 = lshr i64 %1616, 20
  %1618 = sub i64 %1617, 1023
  %1619 = and i64 %1616, 1048575
  %1620 = add i64 %1619, 1072079006
  %1621 = shl i64 %1620, 32
  %1622 = and i64 %1614, 4294967295
  %1623 = or i64 %1621, %1622
  %1624 = bitcast i64 %1623 to double
  %1625 = fsub double %1624, 1.000000e+00
  %1626 = fmul double 5.000000e-01, %1625
  %1627 = fmul double %1626, %1625
  %1628 = fadd double 2.000000e+00, %1625
  %1629 = fdiv double %1625, %1628
  %1630 = fmul double %1629, %1629
  %1631 = fmul double %1630, %1630
  %1632 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1633 = fmul double %1631, %1632
  %1634 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1635 = fadd double %1634, %1633
  %1636 = fmul double %1631, %1635
  %1637 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1638 = fadd double %1637, %1636
  %1639 = fmul double %1631, %1638
  %1640 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1641 = fmul double %1631, %1640
  %1642 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1643 = fadd double %1642, %1641
  %1644 = fmul double %1631, %1643
  %1645 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1646 = fadd double %1645, %1644
  %1647 = fmul double %1631, %1646
  %1648 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1649 = fadd double %1648, %1647
  %1650 = fmul double %1630, %1649
  %1651 = fadd double %1650, %1639
  %1652 = sitofp i64 %1618 to double
  %1653 = fadd double %1627, %1651
  %1654 = fmul double %1629, %1653
  %1655 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1656 = fmul double %1652, %1655
  %1657 = fadd double %1654, %1656
  %1658 = fsub double %1657, %1627
  %1659 = fadd double %1658, %1625
  %1660 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1661 = fmul double %1652, %1660
  %1662 = fadd double %1659, %1661
  %1663 = fmul double -2.000000e+00, %1662
  %1664 = call double @llvm.sqrt.f64(double %1663)
  %1665 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1666 = fmul double %1665, %1613
  %1667 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %1668 = fmul double %1666, %1667
  %1669 = fadd double %1668, 0x4338000000000000
  %1670 = bitcast double %1669 to i64
  %1671 = fsub double %1669, 0x4338000000000000
  %1672 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %1673 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %1674 = fmul double %1671, %1672
  %1675 = fsub double %1666, %1674
  %1676 = fmul double %1671, %1673
  %1677 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %1678 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %1679 = fmul double %1671, %1677
  %1680 = fsub double %1675, %1679
  %1681 = fmul double %1671, %1678
  %1682 = fsub double %1675, %1680
  %1683 = fsub double %1682, %1679
  %1684 = fsub double %1681, %1683
  %1685 = fsub double %1675, %1676
  %1686 = bitcast double %1666 to i64
  %1687 = lshr i64 %1686, 52
  %1688 = and i64 %1687, 2047
  %1689 = bitcast double %1685 to i64
  %1690 = lshr i64 %1689, 52
  %1691 = and i64 %1690, 2047
  %1692 = add i64 %1691, 16
  %1693 = icmp ult i64 %1692, %1688
  %1694 = select i1 %1693, double %1680, double %1675
  %1695 = select i1 %1693, double %1684, double %1676
  %1696 = fsub double %1694, %1695
  %1697 = fsub double %1694, %1696
  %1698 = fsub double %1697, %1695
  %1699 = fmul double %1696, %1696
  %1700 = fmul double %1699, %1699
  %1701 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %1702 = fmul double %1699, %1701
  %1703 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %1704 = fadd double %1703, %1702
  %1705 = fmul double %1699, %1704
  %1706 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %1707 = fadd double %1706, %1705
  %1708 = fmul double %1699, %1707
  %1709 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %1710 = fmul double %1699, %1709
  %1711 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %1712 = fadd double %1711, %1710
  %1713 = fmul double %1699, %1712
  %1714 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %1715 = fadd double %1714, %1713
  %1716 = fmul double %1700, %1700
  %1717 = fmul double %1716, %1715
  %1718 = fadd double %1708, %1717
  %1719 = fmul double 5.000000e-01, %1699
  %1720 = fsub double 1.000000e+00, %1719
  %1721 = fsub double 1.000000e+00, %1720
  %1722 = fsub double %1721, %1719
  %1723 = fmul double %1699, %1718
  %1724 = fmul double %1696, %1698
  %1725 = fsub double %1723, %1724
  %1726 = fadd double %1722, %1725
  %1727 = fadd double %1720, %1726
  %1728 = fmul double %1696, %1696
  %1729 = fmul double %1728, %1728
  %1730 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %1731 = fmul double %1728, %1730
  %1732 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %1733 = fadd double %1732, %1731
  %1734 = fmul double %1728, %1733
  %1735 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %1736 = fadd double %1735, %1734
  %1737 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %1738 = fmul double %1728, %1737
  %1739 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %1740 = fadd double %1739, %1738
  %1741 = fmul double %1728, %1729
  %1742 = fmul double %1741, %1740
  %1743 = fadd double %1736, %1742
  %1744 = fmul double %1728, %1696
  %1745 = fmul double 5.000000e-01, %1698
  %1746 = fmul double %1744, %1743
  %1747 = fsub double %1745, %1746
  %1748 = fmul double %1728, %1747
  %1749 = fsub double %1748, %1698
  %1750 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %1751 = fmul double %1744, %1750
  %1752 = fsub double %1749, %1751
  %1753 = fsub double %1696, %1752
  %1754 = fneg double %1727
  %1755 = fneg double %1753
  %1756 = and i64 %1670, 1
  %1757 = and i64 %1670, 2
  %1758 = icmp eq i64 %1756, 1
  %1759 = icmp eq i64 %1757, 2
  %1760 = select i1 %1759, double %1754, double %1727
  %1761 = select i1 %1759, double %1753, double %1755
  %1762 = select i1 %1758, double %1761, double %1760
  %1763 = fmul double %1664, %1762
  %1764 = fptrunc double %1763 to float
  %1765 = fmul float %1764, %24
  %1766 = fadd float %1499, %1765
  %bits162 = bitcast float %1766 to i32
  %magnitude163 = and i32 %bits162, 2147483647
  %is_nan164 = icmp ugt i32 %magnitude163, 2139095040
  %canonical165 = select i1 %is_nan164, i32 2143289344, i32 %bits162
  store i32 %canonical165, ptr %1435, align 4
  br label %slot.done159

slot.done159:                                     ; preds = %slot.then158, %slot.done149
  %feature166 = add i64 %lane, 768
  %valid167 = icmp ult i64 %feature166, %n_features
  %1767 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid167, label %slot.then168, label %slot.done169

slot.then168:                                     ; preds = %slot.done159
  %1768 = load float, ptr %1767, align 4
  %1769 = fmul float 2.000000e+00, %1768
  %1770 = fmul float 0x3FA99999A0000000, %1769
  %1771 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature166
  %1772 = load float, ptr addrspace(1) %1771, align 4
  %1773 = fmul float -1.000000e+00, %1772
  %1774 = fadd float %1770, %1773
  %1775 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1776 = fdiv float 1.000000e+00, %1775
  %1777 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1778 = fsub float %1768, %1777
  %1779 = fcmp olt float %1778, -1.040000e+02
  %1780 = select i1 %1779, float -1.040000e+02, float %1778
  %1781 = fcmp olt float 8.900000e+01, %1780
  %1782 = select i1 %1781, float 8.900000e+01, float %1780
  %1783 = fmul float %1782, 0x3FF7154760000000
  %1784 = fadd float %1783, 0x4168000000000000
  %1785 = fsub float %1784, 0x4168000000000000
  %1786 = bitcast float %1784 to i32
  %1787 = sub i32 %1786, 1262485504
  %1788 = fmul float %1785, 0x3FE62E4000000000
  %1789 = fsub float %1782, %1788
  %1790 = fmul float %1785, 0x3EB7F7D1C0000000
  %1791 = fsub float %1789, %1790
  %1792 = fmul float %1791, %1791
  %1793 = fmul float %1792, 0x3E66376980000000
  %1794 = fadd float 0xBEBBBD41C0000000, %1793
  %1795 = fmul float %1792, %1794
  %1796 = fadd float 0x3F11566AA0000000, %1795
  %1797 = fmul float %1792, %1796
  %1798 = fadd float 0xBF66C16C20000000, %1797
  %1799 = fmul float %1792, %1798
  %1800 = fadd float 0x3FC5555560000000, %1799
  %1801 = fmul float %1792, %1800
  %1802 = fsub float %1791, %1801
  %1803 = fmul float %1791, %1802
  %1804 = fsub float 2.000000e+00, %1802
  %1805 = fdiv float %1803, %1804
  %1806 = fsub float %1790, %1805
  %1807 = fsub float %1806, %1789
  %1808 = fsub float 1.000000e+00, %1807
  %1809 = add i32 %1787, 256
  %1810 = lshr i32 %1809, 1
  %1811 = sub i32 %1810, 1
  %1812 = add i32 %1787, 255
  %1813 = sub i32 %1812, %1810
  %1814 = shl i32 %1811, 23
  %1815 = shl i32 %1813, 23
  %1816 = bitcast i32 %1814 to float
  %1817 = bitcast i32 %1815 to float
  %1818 = fmul float %1808, %1816
  %1819 = fmul float %1818, %1817
  %1820 = fcmp uno float %1778, %1778
  %1821 = select i1 %1820, float 0x7FF8000000000000, float %1819
  %1822 = fmul float %1776, %1821
  %1823 = fadd float %1774, %1822
  %feature170 = uitofp i64 %feature166 to float
  %1824 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1825 = fcmp oeq float %feature170, %1824
  %1826 = select i1 %1825, float 1.000000e+00, float 0.000000e+00
  %1827 = fcmp une float %1826, 0.000000e+00
  %1828 = select i1 %1827, float 0x3FB99999A0000000, float 0.000000e+00
  %1829 = fadd float %1823, %1828
  %1830 = fmul float %1829, %eta
  %1831 = fsub float %1768, %1830
  %1832 = mul i64 %row, %n_features
  %element171 = add i64 %1832, %feature166
  %1833 = trunc i64 %key0 to i32
  %1834 = lshr i64 %key0, 32
  %1835 = trunc i64 %1834 to i32
  %1836 = trunc i64 %element171 to i32
  %1837 = trunc i64 %key1_step to i32
  %1838 = lshr i64 %key1_step, 32
  %1839 = trunc i64 %1838 to i32
  %1840 = lshr i64 %element171, 32
  %1841 = trunc i64 %1840 to i32
  %1842 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1836)
  %1843 = mul i32 -766435501, %1836
  %1844 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1839)
  %1845 = mul i32 -845247145, %1839
  %1846 = xor i32 %1844, %1837
  %1847 = xor i32 %1846, %1833
  %1848 = xor i32 %1842, %1841
  %1849 = xor i32 %1848, %1835
  %1850 = add i32 %1833, -1640531527
  %1851 = add i32 %1835, -1150833019
  %1852 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1847)
  %1853 = mul i32 -766435501, %1847
  %1854 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1849)
  %1855 = mul i32 -845247145, %1849
  %1856 = xor i32 %1854, %1845
  %1857 = xor i32 %1856, %1850
  %1858 = xor i32 %1852, %1843
  %1859 = xor i32 %1858, %1851
  %1860 = add i32 %1850, -1640531527
  %1861 = add i32 %1851, -1150833019
  %1862 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1857)
  %1863 = mul i32 -766435501, %1857
  %1864 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1859)
  %1865 = mul i32 -845247145, %1859
  %1866 = xor i32 %1864, %1855
  %1867 = xor i32 %1866, %1860
  %1868 = xor i32 %1862, %1853
  %1869 = xor i32 %1868, %1861
  %1870 = add i32 %1860, -1640531527
  %1871 = add i32 %1861, -1150833019
  %1872 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1867)
  %1873 = mul i32 -766435501, %1867
  %1874 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1869)
  %1875 = mul i32 -845247145, %1869
  %1876 = xor i32 %1874, %1865
  %1877 = xor i32 %1876, %1870
  %1878 = xor i32 %1872, %1863
  %1879 = xor i32 %1878, %1871
  %1880 = add i32 %1870, -1640531527
  %1881 = add i32 %1871, -1150833019
  %1882 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1877)
  %1883 = mul i32 -766435501, %1877
  %1884 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1879)
  %1885 = mul i32 -845247145, %1879
  %1886 = xor i32 %1884, %1875
  %1887 = xor i32 %1886, %1880
  %1888 = xor i32 %1882, %1873
  %1889 = xor i32 %1888, %1881
  %1890 = add i32 %1880, -1640531527
  %1891 = add i32 %1881, -1150833019
  %1892 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1887)
  %1893 = mul i32 -766435501, %1887
  %1894 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1889)
  %1895 = mul i32 -845247145, %1889
  %1896 = xor i32 %1894, %1885
  %1897 = xor i32 %1896, %1890
  %1898 = xor i32 %1892, %1883
  %1899 = xor i32 %1898, %1891
  %1900 = add i32 %1890, -1640531527
  %1901 = add i32 %1891, -1150833019
  %1902 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1897)
  %1903 = mul i32 -766435501, %1897
  %1904 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1899)
  %1905 = mul i32 -845247145, %1899
  %1906 = xor i32 %1904, %1895
  %1907 = xor i32 %1906, %1900
  %1908 = xor i32 %1902, %1893
  %1909 = xor i32 %1908, %1901
  %1910 = add i32 %1900, -1640531527
  %1911 = add i32 %1901, -1150833019
  %1912 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1907)
  %1913 = mul i32 -766435501, %1907
  %1914 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1909)
  %1915 = mul i32 -845247145, %1909
  %1916 = xor i32 %1914, %1905
  %1917 = xor i32 %1916, %1910
  %1918 = xor i32 %1912, %1903
  %1919 = xor i32 %1918, %1911
  %1920 = add i32 %1910, -1640531527
  %1921 = add i32 %1911, -1150833019
  %1922 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1917)
  %1923 = mul i32 -766435501, %1917
  %1924 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1919)
  %1925 = mul i32 -845247145, %1919
  %1926 = xor i32 %1924, %1915
  %1927 = xor i32 %1926, %1920
  %1928 = xor i32 %1922, %1913
  %1929 = xor i32 %1928, %1921
  %1930 = add i32 %1920, -1640531527
  %1931 = add i32 %1921, -1150833019
  %1932 = call i32 @llvm.nvvm.mulhi.ui(i32 -766435501, i32 %1927)
  %1933 = mul i32 -766435501, %1927
  %1934 = call i32 @llvm.nvvm.mulhi.ui(i32 -845247145, i32 %1929)
  %1935 = mul i32 -845247145, %1929
  %1936 = xor i32 %1934, %1925
  %1937 = xor i32 %1936, %1930
  %1938 = xor i32 %1932, %1923
  %1939 = xor i32 %1938, %1931
  %1940 = uitofp i32 %1937 to double
  %1941 = fadd double %1940, 5.000000e-01
  %1942 = fmul double %1941, 0x3DF0000000000000
  %1943 = uitofp i32 %1935 to double
  %1944 = fadd double %1943, 5.000000e-01
  %1945 = fmul double %1944, 0x3DF0000000000000
  %1946 = bitcast double %1942 to i64
  %1947 = lshr i64 %1946, 32
  %1948 = add i64 %1947, 614242
  %1949 = lshr i64 %1948, 20
  %1950 = sub i64 %1949, 1023
  %1951 = and i64 %1948, 1048575
  %1952 = add i64 %1951, 1072079006
  %1953 = shl i64 %1952, 32
  %1954 = and i64 %1946, 4294967295
  %1955 = or i64 %1953, %1954
  %1956 = bitcast i64 %1955 to double
  %1957 = fsub double %1956, 1.000000e+00
  %1958 = fmul double 5.000000e-01, %1957
  %1959 = fmul double %1958, %1957
  %1960 = fadd double 2.000000e+00, %1957
  %1961 = fdiv double %1957, %1960
  %1962 = fmul double %1961, %1961
  %1963 = fmul double %1962, %1962
  %1964 = load double, ptr addrspace(4) @tessera_f64_3fc39a09d078c69f, align 8
  %1965 = fmul double %1963, %1964
  %1966 = load double, ptr addrspace(4) @tessera_f64_3fcc71c51d8e78af, align 8
  %1967 = fadd double %1966, %1965
  %1968 = fmul double %1963, %1967
  %1969 = load double, ptr addrspace(4) @tessera_f64_3fd999999997fa04, align 8
  %1970 = fadd double %1969, %1968
  %1971 = fmul double %1963, %1970
  %1972 = load double, ptr addrspace(4) @tessera_f64_3fc2f112df3e5244, align 8
  %1973 = fmul double %1963, %1972
  %1974 = load double, ptr addrspace(4) @tessera_f64_3fc7466496cb03de, align 8
  %1975 = fadd double %1974, %1973
  %1976 = fmul double %1963, %1975
  %1977 = load double, ptr addrspace(4) @tessera_f64_3fd2492494229359, align 8
  %1978 = fadd double %1977, %1976
  %1979 = fmul double %1963, %1978
  %1980 = load double, ptr addrspace(4) @tessera_f64_3fe5555555555593, align 8
  %1981 = fadd double %1980, %1979
  %1982 = fmul double %1962, %1981
  %1983 = fadd double %1982, %1971
  %1984 = sitofp i64 %1950 to double
  %1985 = fadd double %1959, %1983
  %1986 = fmul double %1961, %1985
  %1987 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %1988 = fmul double %1984, %1987
  %1989 = fadd double %1986, %1988
  %1990 = fsub double %1989, %1959
  %1991 = fadd double %1990, %1957
  %1992 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %1993 = fmul double %1984, %1992
  %1994 = fadd double %1991, %1993
  %1995 = fmul double -2.000000e+00, %1994
  %1996 = call double @llvm.sqrt.f64(double %1995)
  %1997 = load double, ptr addrspace(4) @tessera_f64_401921fb54442d18, align 8
  %1998 = fmul double %1997, %1945
  %1999 = load double, ptr addrspace(4) @tessera_f64_3fe45f306dc9c883, align 8
  %2000 = fmul double %1998, %1999
  %2001 = fadd double %2000, 0x4338000000000000
  %2002 = bitcast double %2001 to i64
  %2003 = fsub double %2001, 0x4338000000000000
  %2004 = load double, ptr addrspace(4) @tessera_f64_3ff921fb54400000, align 8
  %2005 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a626331, align 8
  %2006 = fmul double %2003, %2004
  %2007 = fsub double %1998, %2006
  %2008 = fmul double %2003, %2005
  %2009 = load double, ptr addrspace(4) @tessera_f64_3dd0b4611a600000, align 8
  %2010 = load double, ptr addrspace(4) @tessera_f64_3ba3198a2e037073, align 8
  %2011 = fmul double %2003, %2009
  %2012 = fsub double %2007, %2011
  %2013 = fmul double %2003, %2010
  %2014 = fsub double %2007, %2012
  %2015 = fsub double %2014, %2011
  %2016 = fsub double %2013, %2015
  %2017 = fsub double %2007, %2008
  %2018 = bitcast double %1998 to i64
  %2019 = lshr i64 %2018, 52
  %2020 = and i64 %2019, 2047
  %2021 = bitcast double %2017 to i64
  %2022 = lshr i64 %2021, 52
  %2023 = and i64 %2022, 2047
  %2024 = add i64 %2023, 16
  %2025 = icmp ult i64 %2024, %2020
  %2026 = select i1 %2025, double %2012, double %2007
  %2027 = select i1 %2025, double %2016, double %2008
  %2028 = fsub double %2026, %2027
  %2029 = fsub double %2026, %2028
  %2030 = fsub double %2029, %2027
  %2031 = fmul double %2028, %2028
  %2032 = fmul double %2031, %2031
  %2033 = load double, ptr addrspace(4) @tessera_f64_3efa01a019cb1590, align 8
  %2034 = fmul double %2031, %2033
  %2035 = load double, ptr addrspace(4) @tessera_f64_bf56c16c16c15177, align 8
  %2036 = fadd double %2035, %2034
  %2037 = fmul double %2031, %2036
  %2038 = load double, ptr addrspace(4) @tessera_f64_3fa555555555554c, align 8
  %2039 = fadd double %2038, %2037
  %2040 = fmul double %2031, %2039
  %2041 = load double, ptr addrspace(4) @tessera_f64_bda8fae9be8838d4, align 8
  %2042 = fmul double %2031, %2041
  %2043 = load double, ptr addrspace(4) @tessera_f64_3e21ee9ebdb4b1c4, align 8
  %2044 = fadd double %2043, %2042
  %2045 = fmul double %2031, %2044
  %2046 = load double, ptr addrspace(4) @tessera_f64_be927e4f809c52ad, align 8
  %2047 = fadd double %2046, %2045
  %2048 = fmul double %2032, %2032
  %2049 = fmul double %2048, %2047
  %2050 = fadd double %2040, %2049
  %2051 = fmul double 5.000000e-01, %2031
  %2052 = fsub double 1.000000e+00, %2051
  %2053 = fsub double 1.000000e+00, %2052
  %2054 = fsub double %2053, %2051
  %2055 = fmul double %2031, %2050
  %2056 = fmul double %2028, %2030
  %2057 = fsub double %2055, %2056
  %2058 = fadd double %2054, %2057
  %2059 = fadd double %2052, %2058
  %2060 = fmul double %2028, %2028
  %2061 = fmul double %2060, %2060
  %2062 = load double, ptr addrspace(4) @tessera_f64_3ec71de357b1fe7d, align 8
  %2063 = fmul double %2060, %2062
  %2064 = load double, ptr addrspace(4) @tessera_f64_bf2a01a019c161d5, align 8
  %2065 = fadd double %2064, %2063
  %2066 = fmul double %2060, %2065
  %2067 = load double, ptr addrspace(4) @tessera_f64_3f8111111110f8a6, align 8
  %2068 = fadd double %2067, %2066
  %2069 = load double, ptr addrspace(4) @tessera_f64_3de5d93a5acfd57c, align 8
  %2070 = fmul double %2060, %2069
  %2071 = load double, ptr addrspace(4) @tessera_f64_be5ae5e68a2b9ceb, align 8
  %2072 = fadd double %2071, %2070
  %2073 = fmul double %2060, %2061
  %2074 = fmul double %2073, %2072
  %2075 = fadd double %2068, %2074
  %2076 = fmul double %2060, %2028
  %2077 = fmul double 5.000000e-01, %2030
  %2078 = fmul double %2076, %2075
  %2079 = fsub double %2077, %2078
  %2080 = fmul double %2060, %2079
  %2081 = fsub double %2080, %2030
  %2082 = load double, ptr addrspace(4) @tessera_f64_bfc5555555555549, align 8
  %2083 = fmul double %2076, %2082
  %2084 = fsub double %2081, %2083
  %2085 = fsub double %2028, %2084
  %2086 = fneg double %2059
  %2087 = fneg double %2085
  %2088 = and i64 %2002, 1
  %2089 = and i64 %2002, 2
  %2090 = icmp eq i64 %2088, 1
  %2091 = icmp eq i64 %2089, 2
  %2092 = select i1 %2091, double %2086, double %2059
  %2093 = select i1 %2091, double %2085, double %2087
  %2094 = select i1 %2090, double %2093, double %2092
  %2095 = fmul double %1996, %2094
  %2096 = fptrunc double %2095 to float
  %2097 = fmul float %2096, %24
  %2098 = fadd float %1831, %2097
  %bits172 = bitcast float %2098 to i32
  %magnitude173 = and i32 %bits172, 2147483647
  %is_nan174 = icmp ugt i32 %magnitude173, 2139095040
  %canonical175 = select i1 %is_nan174, i32 2143289344, i32 %bits172
  store i32 %canonical175, ptr %1767, align 4
  br label %slot.done169

slot.done169:                                     ; preds = %slot.then168, %slot.done159
  br label %noise.done

uniform_sinks.then178:                            ; preds = %quiet
  br label %uniform_sinks.done179

uniform_sinks.done179:                            ; preds = %uniform_sinks.then178, %quiet
  %feature180 = add i64 %lane, 0
  %valid181 = icmp ult i64 %feature180, %n_features
  %2099 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid181, label %slot.then182, label %slot.done183

slot.then182:                                     ; preds = %uniform_sinks.done179
  %2100 = load float, ptr %2099, align 4
  %2101 = fmul float 2.000000e+00, %2100
  %2102 = fmul float 0x3FA99999A0000000, %2101
  %2103 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature180
  %2104 = load float, ptr addrspace(1) %2103, align 4
  %2105 = fmul float -1.000000e+00, %2104
  %2106 = fadd float %2102, %2105
  %2107 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2108 = fdiv float 1.000000e+00, %2107
  %2109 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2110 = fsub float %2100, %2109
  %2111 = fcmp olt float %2110, -1.040000e+02
  %2112 = select i1 %2111, float -1.040000e+02, float %2110
  %2113 = fcmp olt float 8.900000e+01, %2112
  %2114 = select i1 %2113, float 8.900000e+01, float %2112
  %2115 = fmul float %2114, 0x3FF7154760000000
  %2116 = fadd float %2115, 0x4168000000000000
  %2117 = fsub float %2116, 0x4168000000000000
  %2118 = bitcast float %2116 to i32
  %2119 = sub i32 %2118, 1262485504
  %2120 = fmul float %2117, 0x3FE62E4000000000
  %2121 = fsub float %2114, %2120
  %2122 = fmul float %2117, 0x3EB7F7D1C0000000
  %2123 = fsub float %2121, %2122
  %2124 = fmul float %2123, %2123
  %2125 = fmul float %2124, 0x3E66376980000000
  %2126 = fadd float 0xBEBBBD41C0000000, %2125
  %2127 = fmul float %2124, %2126
  %2128 = fadd float 0x3F11566AA0000000, %2127
  %2129 = fmul float %2124, %2128
  %2130 = fadd float 0xBF66C16C20000000, %2129
  %2131 = fmul float %2124, %2130
  %2132 = fadd float 0x3FC5555560000000, %2131
  %2133 = fmul float %2124, %2132
  %2134 = fsub float %2123, %2133
  %2135 = fmul float %2123, %2134
  %2136 = fsub float 2.000000e+00, %2134
  %2137 = fdiv float %2135, %2136
  %2138 = fsub float %2122, %2137
  %2139 = fsub float %2138, %2121
  %2140 = fsub float 1.000000e+00, %2139
  %2141 = add i32 %2119, 256
  %2142 = lshr i32 %2141, 1
  %2143 = sub i32 %2142, 1
  %2144 = add i32 %2119, 255
  %2145 = sub i32 %2144, %2142
  %2146 = shl i32 %2143, 23
  %2147 = shl i32 %2145, 23
  %2148 = bitcast i32 %2146 to float
  %2149 = bitcast i32 %2147 to float
  %2150 = fmul float %2140, %2148
  %2151 = fmul float %2150, %2149
  %2152 = fcmp uno float %2110, %2110
  %2153 = select i1 %2152, float 0x7FF8000000000000, float %2151
  %2154 = fmul float %2108, %2153
  %2155 = fadd float %2106, %2154
  %feature184 = uitofp i64 %feature180 to float
  %2156 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2157 = fcmp oeq float %feature184, %2156
  %2158 = select i1 %2157, float 1.000000e+00, float 0.000000e+00
  %2159 = fcmp une float %2158, 0.000000e+00
  %2160 = select i1 %2159, float 0x3FB99999A0000000, float 0.000000e+00
  %2161 = fadd float %2155, %2160
  %2162 = fmul float %2161, %eta
  %2163 = fsub float %2100, %2162
  %2164 = fmul float 0.000000e+00, %24
  %2165 = fadd float %2163, %2164
  %bits185 = bitcast float %2163 to i32
  %magnitude186 = and i32 %bits185, 2147483647
  %is_nan187 = icmp ugt i32 %magnitude186, 2139095040
  %canonical188 = select i1 %is_nan187, i32 2143289344, i32 %bits185
  store i32 %canonical188, ptr %2099, align 4
  br label %slot.done183

slot.done183:                                     ; preds = %slot.then182, %uniform_sinks.done179
  %feature189 = add i64 %lane, 256
  %valid190 = icmp ult i64 %feature189, %n_features
  %2166 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid190, label %slot.then191, label %slot.done192

slot.then191:                                     ; preds = %slot.done183
  %2167 = load float, ptr %2166, align 4
  %2168 = fmul float 2.000000e+00, %2167
  %2169 = fmul float 0x3FA99999A0000000, %2168
  %2170 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature189
  %2171 = load float, ptr addrspace(1) %2170, align 4
  %2172 = fmul float -1.000000e+00, %2171
  %2173 = fadd float %2169, %2172
  %2174 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2175 = fdiv float 1.000000e+00, %2174
  %2176 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2177 = fsub float %2167, %2176
  %2178 = fcmp olt float %2177, -1.040000e+02
  %2179 = select i1 %2178, float -1.040000e+02, float %2177
  %2180 = fcmp olt float 8.900000e+01, %2179
  %2181 = select i1 %2180, float 8.900000e+01, float %2179
  %2182 = fmul float %2181, 0x3FF7154760000000
  %2183 = fadd float %2182, 0x4168000000000000
  %2184 = fsub float %2183, 0x4168000000000000
  %2185 = bitcast float %2183 to i32
  %2186 = sub i32 %2185, 1262485504
  %2187 = fmul float %2184, 0x3FE62E4000000000
  %2188 = fsub float %2181, %2187
  %2189 = fmul float %2184, 0x3EB7F7D1C0000000
  %2190 = fsub float %2188, %2189
  %2191 = fmul float %2190, %2190
  %2192 = fmul float %2191, 0x3E66376980000000
  %2193 = fadd float 0xBEBBBD41C0000000, %2192
  %2194 = fmul float %2191, %2193
  %2195 = fadd float 0x3F11566AA0000000, %2194
  %2196 = fmul float %2191, %2195
  %2197 = fadd float 0xBF66C16C20000000, %2196
  %2198 = fmul float %2191, %2197
  %2199 = fadd float 0x3FC5555560000000, %2198
  %2200 = fmul float %2191, %2199
  %2201 = fsub float %2190, %2200
  %2202 = fmul float %2190, %2201
  %2203 = fsub float 2.000000e+00, %2201
  %2204 = fdiv float %2202, %2203
  %2205 = fsub float %2189, %2204
  %2206 = fsub float %2205, %2188
  %2207 = fsub float 1.000000e+00, %2206
  %2208 = add i32 %2186, 256
  %2209 = lshr i32 %2208, 1
  %2210 = sub i32 %2209, 1
  %2211 = add i32 %2186, 255
  %2212 = sub i32 %2211, %2209
  %2213 = shl i32 %2210, 23
  %2214 = shl i32 %2212, 23
  %2215 = bitcast i32 %2213 to float
  %2216 = bitcast i32 %2214 to float
  %2217 = fmul float %2207, %2215
  %2218 = fmul float %2217, %2216
  %2219 = fcmp uno float %2177, %2177
  %2220 = select i1 %2219, float 0x7FF8000000000000, float %2218
  %2221 = fmul float %2175, %2220
  %2222 = fadd float %2173, %2221
  %feature193 = uitofp i64 %feature189 to float
  %2223 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2224 = fcmp oeq float %feature193, %2223
  %2225 = select i1 %2224, float 1.000000e+00, float 0.000000e+00
  %2226 = fcmp une float %2225, 0.000000e+00
  %2227 = select i1 %2226, float 0x3FB99999A0000000, float 0.000000e+00
  %2228 = fadd float %2222, %2227
  %2229 = fmul float %2228, %eta
  %2230 = fsub float %2167, %2229
  %2231 = fmul float 0.000000e+00, %24
  %2232 = fadd float %2230, %2231
  %bits194 = bitcast float %2230 to i32
  %magnitude195 = and i32 %bits194, 2147483647
  %is_nan196 = icmp ugt i32 %magnitude195, 2139095040
  %canonical197 = select i1 %is_nan196, i32 2143289344, i32 %bits194
  store i32 %canonical197, ptr %2166, align 4
  br label %slot.done192

slot.done192:                                     ; preds = %slot.then191, %slot.done183
  %feature198 = add i64 %lane, 512
  %valid199 = icmp ult i64 %feature198, %n_features
  %2233 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid199, label %slot.then200, label %slot.done201

slot.then200:                                     ; preds = %slot.done192
  %2234 = load float, ptr %2233, align 4
  %2235 = fmul float 2.000000e+00, %2234
  %2236 = fmul float 0x3FA99999A0000000, %2235
  %2237 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature198
  %2238 = load float, ptr addrspace(1) %2237, align 4
  %2239 = fmul float -1.000000e+00, %2238
  %2240 = fadd float %2236, %2239
  %2241 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2242 = fdiv float 1.000000e+00, %2241
  %2243 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2244 = fsub float %2234, %2243
  %2245 = fcmp olt float %2244, -1.040000e+02
  %2246 = select i1 %2245, float -1.040000e+02, float %2244
  %2247 = fcmp olt float 8.900000e+01, %2246
  %2248 = select i1 %2247, float 8.900000e+01, float %2246
  %2249 = fmul float %2248, 0x3FF7154760000000
  %2250 = fadd float %2249, 0x4168000000000000
  %2251 = fsub float %2250, 0x4168000000000000
  %2252 = bitcast float %2250 to i32
  %2253 = sub i32 %2252, 1262485504
  %2254 = fmul float %2251, 0x3FE62E4000000000
  %2255 = fsub float %2248, %2254
  %2256 = fmul float %2251, 0x3EB7F7D1C0000000
  %2257 = fsub float %2255, %2256
  %2258 = fmul float %2257, %2257
  %2259 = fmul float %2258, 0x3E66376980000000
  %2260 = fadd float 0xBEBBBD41C0000000, %2259
  %2261 = fmul float %2258, %2260
  %2262 = fadd float 0x3F11566AA0000000, %2261
  %2263 = fmul float %2258, %2262
  %2264 = fadd float 0xBF66C16C20000000, %2263
  %2265 = fmul float %2258, %2264
  %2266 = fadd float 0x3FC5555560000000, %2265
  %2267 = fmul float %2258, %2266
  %2268 = fsub float %2257, %2267
  %2269 = fmul float %2257, %2268
  %2270 = fsub float 2.000000e+00, %2268
  %2271 = fdiv float %2269, %2270
  %2272 = fsub float %2256, %2271
  %2273 = fsub float %2272, %2255
  %2274 = fsub float 1.000000e+00, %2273
  %2275 = add i32 %2253, 256
  %2276 = lshr i32 %2275, 1
  %2277 = sub i32 %2276, 1
  %2278 = add i32 %2253, 255
  %2279 = sub i32 %2278, %2276
  %2280 = shl i32 %2277, 23
  %2281 = shl i32 %2279, 23
  %2282 = bitcast i32 %2280 to float
  %2283 = bitcast i32 %2281 to float
  %2284 = fmul float %2274, %2282
  %2285 = fmul float %2284, %2283
  %2286 = fcmp uno float %2244, %2244
  %2287 = select i1 %2286, float 0x7FF8000000000000, float %2285
  %2288 = fmul float %2242, %2287
  %2289 = fadd float %2240, %2288
  %feature202 = uitofp i64 %feature198 to float
  %2290 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2291 = fcmp oeq float %feature202, %2290
  %2292 = select i1 %2291, float 1.000000e+00, float 0.000000e+00
  %2293 = fcmp une float %2292, 0.000000e+00
  %2294 = select i1 %2293, float 0x3FB99999A0000000, float 0.000000e+00
  %2295 = fadd float %2289, %2294
  %2296 = fmul float %2295, %eta
  %2297 = fsub float %2234, %2296
  %2298 = fmul float 0.000000e+00, %24
  %2299 = fadd float %2297, %2298
  %bits203 = bitcast float %2297 to i32
  %magnitude204 = and i32 %bits203, 2147483647
  %is_nan205 = icmp ugt i32 %magnitude204, 2139095040
  %canonical206 = select i1 %is_nan205, i32 2143289344, i32 %bits203
  store i32 %canonical206, ptr %2233, align 4
  br label %slot.done201

slot.done201:                                     ; preds = %slot.then200, %slot.done192
  %feature207 = add i64 %lane, 768
  %valid208 = icmp ult i64 %feature207, %n_features
  %2300 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid208, label %slot.then209, label %slot.done210

slot.then209:                                     ; preds = %slot.done201
  %2301 = load float, ptr %2300, align 4
  %2302 = fmul float 2.000000e+00, %2301
  %2303 = fmul float 0x3FA99999A0000000, %2302
  %2304 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature207
  %2305 = load float, ptr addrspace(1) %2304, align 4
  %2306 = fmul float -1.000000e+00, %2305
  %2307 = fadd float %2303, %2306
  %2308 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %2309 = fdiv float 1.000000e+00, %2308
  %2310 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %2311 = fsub float %2301, %2310
  %2312 = fcmp olt float %2311, -1.040000e+02
  %2313 = select i1 %2312, float -1.040000e+02, float %2311
  %2314 = fcmp olt float 8.900000e+01, %2313
  %2315 = select i1 %2314, float 8.900000e+01, float %2313
  %2316 = fmul float %2315, 0x3FF7154760000000
  %2317 = fadd float %2316, 0x4168000000000000
  %2318 = fsub float %2317, 0x4168000000000000
  %2319 = bitcast float %2317 to i32
  %2320 = sub i32 %2319, 1262485504
  %2321 = fmul float %2318, 0x3FE62E4000000000
  %2322 = fsub float %2315, %2321
  %2323 = fmul float %2318, 0x3EB7F7D1C0000000
  %2324 = fsub float %2322, %2323
  %2325 = fmul float %2324, %2324
  %2326 = fmul float %2325, 0x3E66376980000000
  %2327 = fadd float 0xBEBBBD41C0000000, %2326
  %2328 = fmul float %2325, %2327
  %2329 = fadd float 0x3F11566AA0000000, %2328
  %2330 = fmul float %2325, %2329
  %2331 = fadd float 0xBF66C16C20000000, %2330
  %2332 = fmul float %2325, %2331
  %2333 = fadd float 0x3FC5555560000000, %2332
  %2334 = fmul float %2325, %2333
  %2335 = fsub float %2324, %2334
  %2336 = fmul float %2324, %2335
  %2337 = fsub float 2.000000e+00, %2335
  %2338 = fdiv float %2336, %2337
  %2339 = fsub float %2323, %2338
  %2340 = fsub float %2339, %2322
  %2341 = fsub float 1.000000e+00, %2340
  %2342 = add i32 %2320, 256
  %2343 = lshr i32 %2342, 1
  %2344 = sub i32 %2343, 1
  %2345 = add i32 %2320, 255
  %2346 = sub i32 %2345, %2343
  %2347 = shl i32 %2344, 23
  %2348 = shl i32 %2346, 23
  %2349 = bitcast i32 %2347 to float
  %2350 = bitcast i32 %2348 to float
  %2351 = fmul float %2341, %2349
  %2352 = fmul float %2351, %2350
  %2353 = fcmp uno float %2311, %2311
  %2354 = select i1 %2353, float 0x7FF8000000000000, float %2352
  %2355 = fmul float %2309, %2354
  %2356 = fadd float %2307, %2355
  %feature211 = uitofp i64 %feature207 to float
  %2357 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %2358 = fcmp oeq float %feature211, %2357
  %2359 = select i1 %2358, float 1.000000e+00, float 0.000000e+00
  %2360 = fcmp une float %2359, 0.000000e+00
  %2361 = select i1 %2360, float 0x3FB99999A0000000, float 0.000000e+00
  %2362 = fadd float %2356, %2361
  %2363 = fmul float %2362, %eta
  %2364 = fsub float %2301, %2363
  %2365 = fmul float 0.000000e+00, %24
  %2366 = fadd float %2364, %2365
  %bits212 = bitcast float %2364 to i32
  %magnitude213 = and i32 %bits212, 2147483647
  %is_nan214 = icmp ugt i32 %magnitude213, 2139095040
  %canonical215 = select i1 %is_nan214, i32 2143289344, i32 %bits212
  store i32 %canonical215, ptr %2300, align 4
  br label %slot.done210

slot.done210:                                     ; preds = %slot.then209, %slot.done201
  br label %noise.done

slot.then218:                                     ; preds = %step.exit
  %2367 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature216
  %2368 = load float, ptr %18, align 4
  store float %2368, ptr addrspace(1) %2367, align 4
  br label %slot.done219

slot.done219:                                     ; preds = %slot.then218, %step.exit
  %feature220 = add i64 %lane, 256
  %valid221 = icmp ult i64 %feature220, %n_features
  %2369 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid221, label %slot.then222, label %slot.done223

slot.then222:                                     ; preds = %slot.done219
  %2370 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature220
  %2371 = load float, ptr %2369, align 4
  store float %2371, ptr addrspace(1) %2370, align 4
  br label %slot.done223

slot.done223:                                     ; preds = %slot.then222, %slot.done219
  %feature224 = add i64 %lane, 512
  %valid225 = icmp ult i64 %feature224, %n_features
  %2372 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid225, label %slot.then226, label %slot.done227

slot.then226:                                     ; preds = %slot.done223
  %2373 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature224
  %2374 = load float, ptr %2372, align 4
  store float %2374, ptr addrspace(1) %2373, align 4
  br label %slot.done227

slot.done227:                                     ; preds = %slot.then226, %slot.done223
  %feature228 = add i64 %lane, 768
  %valid229 = icmp ult i64 %feature228, %n_features
  %2375 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid229, label %slot.then230, label %slot.done231

slot.then230:                                     ; preds = %slot.done227
  %2376 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature228
  %2377 = load float, ptr %2375, align 4
  store float %2377, ptr addrspace(1) %2376, align 4
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
  %pairwise_levels75 = alloca [32 x i64], align 8
  %pairwise_sums74 = alloca [32 x float], align 4
  %fold_index73 = alloca i64, align 8
  %fold_value72 = alloca float, align 4
  %pairwise_depth67 = alloca i64, align 8
  %pairwise_levels66 = alloca [32 x i64], align 8
  %pairwise_sums65 = alloca [32 x float], align 4
  %fold_index64 = alloca i64, align 8
  %fold_value63 = alloca float, align 4
  %pairwise_depth35 = alloca i64, align 8
  %pairwise_levels34 = alloca [32 x i64], align 8
  %pairwise_sums33 = alloca [32 x float], align 4
  %fold_index32 = alloca i64, align 8
  %fold_value31 = alloca float, align 4
  %pairwise_depth8 = alloca i64, align 8
  %pairwise_levels7 = alloca [32 x i64], align 8
  %pairwise_sums6 = alloca [32 x float], align 4
  %fold_index5 = alloca i64, align 8
  %fold_value4 = alloca float, align 4
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
  store float %noise_scale, ptr %noise_scale3, align 4
  br label %step.header

row.done:                                         ; preds = %step.exit, %entry
  ret void

step.header:                                      ; preds = %noise.done, %row.then
  %step = phi i64 [ 0, %row.then ], [ %839, %noise.done ]
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
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0xFFF0000000000000, ptr %fold_value4, align 4
  store i64 0, ptr %fold_index5, align 8
  store i64 0, ptr %pairwise_depth8, align 8
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
  %feature = phi i64 [ %lane, %draw.done ], [ %312, %feature.body ]
  %293 = icmp ult i64 %feature, %n_features
  br i1 %293, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %294 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %295 = load float, ptr addrspace(1) %294, align 4
  %296 = load float, ptr %fold_value, align 4
  %297 = fcmp ogt float %295, %296
  %298 = fcmp uno float %295, %295
  %299 = fcmp ord float %296, %296
  %300 = and i1 %298, %299
  %take = or i1 %297, %300
  %301 = select i1 %take, float %295, float %296
  store float %301, ptr %fold_value, align 4
  %302 = load i64, ptr %fold_index, align 8
  %303 = select i1 %take, i64 %feature, i64 %302
  store i64 %303, ptr %fold_index, align 8
  %304 = load float, ptr %fold_value4, align 4
  %305 = fcmp ogt float %295, %304
  %306 = fcmp uno float %295, %295
  %307 = fcmp ord float %304, %304
  %308 = and i1 %306, %307
  %take9 = or i1 %305, %308
  %309 = select i1 %take9, float %295, float %304
  store float %309, ptr %fold_value4, align 4
  %310 = load i64, ptr %fold_index5, align 8
  %311 = select i1 %take9, i64 %feature, i64 %310
  store i64 %311, ptr %fold_index5, align 8
  %312 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  %best_index = load i64, ptr %fold_index, align 8
  %313 = load float, ptr %fold_value, align 4
  %314 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %313, ptr addrspace(3) %314, align 4
  %315 = trunc i64 %best_index to i32
  %316 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %315, ptr addrspace(3) %316, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane = icmp ult i64 %lane, 128
  br i1 %tree_lane, label %tree.then, label %tree.done

tree.then:                                        ; preds = %feature.exit
  %317 = add i64 %lane, 128
  %318 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %319 = load i32, ptr addrspace(3) %318, align 4
  %320 = zext i32 %319 to i64
  %321 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %322 = load float, ptr addrspace(3) %321, align 4
  %323 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %317
  %324 = load i32, ptr addrspace(3) %323, align 4
  %325 = zext i32 %324 to i64
  %326 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %317
  %327 = load float, ptr addrspace(3) %326, align 4
  %328 = fcmp uno float %327, %327
  %329 = fcmp uno float %322, %322
  %330 = icmp ult i64 %325, %320
  %331 = fcmp ogt float %327, %322
  %332 = fcmp oeq float %327, %322
  %333 = xor i1 %329, true
  %334 = or i1 %333, %330
  %335 = and i1 %332, %330
  %336 = or i1 %331, %335
  %337 = xor i1 %329, true
  %338 = and i1 %337, %336
  %339 = select i1 %328, i1 %334, i1 %338
  %340 = select i1 %339, float %327, float %322
  %341 = select i1 %339, i64 %325, i64 %320
  %342 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %340, ptr addrspace(3) %342, align 4
  %343 = trunc i64 %341 to i32
  %344 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %343, ptr addrspace(3) %344, align 4
  br label %tree.done

tree.done:                                        ; preds = %tree.then, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane10 = icmp ult i64 %lane, 64
  br i1 %tree_lane10, label %tree.then11, label %tree.done12

tree.then11:                                      ; preds = %tree.done
  %345 = add i64 %lane, 64
  %346 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %347 = load i32, ptr addrspace(3) %346, align 4
  %348 = zext i32 %347 to i64
  %349 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %350 = load float, ptr addrspace(3) %349, align 4
  %351 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %345
  %352 = load i32, ptr addrspace(3) %351, align 4
  %353 = zext i32 %352 to i64
  %354 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %345
  %355 = load float, ptr addrspace(3) %354, align 4
  %356 = fcmp uno float %355, %355
  %357 = fcmp uno float %350, %350
  %358 = icmp ult i64 %353, %348
  %359 = fcmp ogt float %355, %350
  %360 = fcmp oeq float %355, %350
  %361 = xor i1 %357, true
  %362 = or i1 %361, %358
  %363 = and i1 %360, %358
  %364 = or i1 %359, %363
  %365 = xor i1 %357, true
  %366 = and i1 %365, %364
  %367 = select i1 %356, i1 %362, i1 %366
  %368 = select i1 %367, float %355, float %350
  %369 = select i1 %367, i64 %353, i64 %348
  %370 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %368, ptr addrspace(3) %370, align 4
  %371 = trunc i64 %369 to i32
  %372 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %371, ptr addrspace(3) %372, align 4
  br label %tree.done12

tree.done12:                                      ; preds = %tree.then11, %tree.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane13 = icmp ult i64 %lane, 32
  br i1 %tree_lane13, label %tree.then14, label %tree.done15

tree.then14:                                      ; preds = %tree.done12
  %373 = add i64 %lane, 32
  %374 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %375 = load i32, ptr addrspace(3) %374, align 4
  %376 = zext i32 %375 to i64
  %377 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %378 = load float, ptr addrspace(3) %377, align 4
  %379 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %373
  %380 = load i32, ptr addrspace(3) %379, align 4
  %381 = zext i32 %380 to i64
  %382 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %373
  %383 = load float, ptr addrspace(3) %382, align 4
  %384 = fcmp uno float %383, %383
  %385 = fcmp uno float %378, %378
  %386 = icmp ult i64 %381, %376
  %387 = fcmp ogt float %383, %378
  %388 = fcmp oeq float %383, %378
  %389 = xor i1 %385, true
  %390 = or i1 %389, %386
  %391 = and i1 %388, %386
  %392 = or i1 %387, %391
  %393 = xor i1 %385, true
  %394 = and i1 %393, %392
  %395 = select i1 %384, i1 %390, i1 %394
  %396 = select i1 %395, float %383, float %378
  %397 = select i1 %395, i64 %381, i64 %376
  %398 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %396, ptr addrspace(3) %398, align 4
  %399 = trunc i64 %397 to i32
  %400 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %399, ptr addrspace(3) %400, align 4
  br label %tree.done15

tree.done15:                                      ; preds = %tree.then14, %tree.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane16 = icmp ult i64 %lane, 16
  br i1 %tree_lane16, label %tree.then17, label %tree.done18

tree.then17:                                      ; preds = %tree.done15
  %401 = add i64 %lane, 16
  %402 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %403 = load i32, ptr addrspace(3) %402, align 4
  %404 = zext i32 %403 to i64
  %405 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %406 = load float, ptr addrspace(3) %405, align 4
  %407 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %401
  %408 = load i32, ptr addrspace(3) %407, align 4
  %409 = zext i32 %408 to i64
  %410 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %401
  %411 = load float, ptr addrspace(3) %410, align 4
  %412 = fcmp uno float %411, %411
  %413 = fcmp uno float %406, %406
  %414 = icmp ult i64 %409, %404
  %415 = fcmp ogt float %411, %406
  %416 = fcmp oeq float %411, %406
  %417 = xor i1 %413, true
  %418 = or i1 %417, %414
  %419 = and i1 %416, %414
  %420 = or i1 %415, %419
  %421 = xor i1 %413, true
  %422 = and i1 %421, %420
  %423 = select i1 %412, i1 %418, i1 %422
  %424 = select i1 %423, float %411, float %406
  %425 = select i1 %423, i64 %409, i64 %404
  %426 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %424, ptr addrspace(3) %426, align 4
  %427 = trunc i64 %425 to i32
  %428 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %427, ptr addrspace(3) %428, align 4
  br label %tree.done18

tree.done18:                                      ; preds = %tree.then17, %tree.done15
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane19 = icmp ult i64 %lane, 8
  br i1 %tree_lane19, label %tree.then20, label %tree.done21

tree.then20:                                      ; preds = %tree.done18
  %429 = add i64 %lane, 8
  %430 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %431 = load i32, ptr addrspace(3) %430, align 4
  %432 = zext i32 %431 to i64
  %433 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %434 = load float, ptr addrspace(3) %433, align 4
  %435 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %429
  %436 = load i32, ptr addrspace(3) %435, align 4
  %437 = zext i32 %436 to i64
  %438 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %429
  %439 = load float, ptr addrspace(3) %438, align 4
  %440 = fcmp uno float %439, %439
  %441 = fcmp uno float %434, %434
  %442 = icmp ult i64 %437, %432
  %443 = fcmp ogt float %439, %434
  %444 = fcmp oeq float %439, %434
  %445 = xor i1 %441, true
  %446 = or i1 %445, %442
  %447 = and i1 %444, %442
  %448 = or i1 %443, %447
  %449 = xor i1 %441, true
  %450 = and i1 %449, %448
  %451 = select i1 %440, i1 %446, i1 %450
  %452 = select i1 %451, float %439, float %434
  %453 = select i1 %451, i64 %437, i64 %432
  %454 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %452, ptr addrspace(3) %454, align 4
  %455 = trunc i64 %453 to i32
  %456 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %455, ptr addrspace(3) %456, align 4
  br label %tree.done21

tree.done21:                                      ; preds = %tree.then20, %tree.done18
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane22 = icmp ult i64 %lane, 4
  br i1 %tree_lane22, label %tree.then23, label %tree.done24

tree.then23:                                      ; preds = %tree.done21
  %457 = add i64 %lane, 4
  %458 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %459 = load i32, ptr addrspace(3) %458, align 4
  %460 = zext i32 %459 to i64
  %461 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %462 = load float, ptr addrspace(3) %461, align 4
  %463 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %457
  %464 = load i32, ptr addrspace(3) %463, align 4
  %465 = zext i32 %464 to i64
  %466 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %457
  %467 = load float, ptr addrspace(3) %466, align 4
  %468 = fcmp uno float %467, %467
  %469 = fcmp uno float %462, %462
  %470 = icmp ult i64 %465, %460
  %471 = fcmp ogt float %467, %462
  %472 = fcmp oeq float %467, %462
  %473 = xor i1 %469, true
  %474 = or i1 %473, %470
  %475 = and i1 %472, %470
  %476 = or i1 %471, %475
  %477 = xor i1 %469, true
  %478 = and i1 %477, %476
  %479 = select i1 %468, i1 %474, i1 %478
  %480 = select i1 %479, float %467, float %462
  %481 = select i1 %479, i64 %465, i64 %460
  %482 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %480, ptr addrspace(3) %482, align 4
  %483 = trunc i64 %481 to i32
  %484 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %483, ptr addrspace(3) %484, align 4
  br label %tree.done24

tree.done24:                                      ; preds = %tree.then23, %tree.done21
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane25 = icmp ult i64 %lane, 2
  br i1 %tree_lane25, label %tree.then26, label %tree.done27

tree.then26:                                      ; preds = %tree.done24
  %485 = add i64 %lane, 2
  %486 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %487 = load i32, ptr addrspace(3) %486, align 4
  %488 = zext i32 %487 to i64
  %489 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %490 = load float, ptr addrspace(3) %489, align 4
  %491 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %485
  %492 = load i32, ptr addrspace(3) %491, align 4
  %493 = zext i32 %492 to i64
  %494 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %485
  %495 = load float, ptr addrspace(3) %494, align 4
  %496 = fcmp uno float %495, %495
  %497 = fcmp uno float %490, %490
  %498 = icmp ult i64 %493, %488
  %499 = fcmp ogt float %495, %490
  %500 = fcmp oeq float %495, %490
  %501 = xor i1 %497, true
  %502 = or i1 %501, %498
  %503 = and i1 %500, %498
  %504 = or i1 %499, %503
  %505 = xor i1 %497, true
  %506 = and i1 %505, %504
  %507 = select i1 %496, i1 %502, i1 %506
  %508 = select i1 %507, float %495, float %490
  %509 = select i1 %507, i64 %493, i64 %488
  %510 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %508, ptr addrspace(3) %510, align 4
  %511 = trunc i64 %509 to i32
  %512 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %511, ptr addrspace(3) %512, align 4
  br label %tree.done27

tree.done27:                                      ; preds = %tree.then26, %tree.done24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane28 = icmp ult i64 %lane, 1
  br i1 %tree_lane28, label %tree.then29, label %tree.done30

tree.then29:                                      ; preds = %tree.done27
  %513 = add i64 %lane, 1
  %514 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %515 = load i32, ptr addrspace(3) %514, align 4
  %516 = zext i32 %515 to i64
  %517 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %518 = load float, ptr addrspace(3) %517, align 4
  %519 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %513
  %520 = load i32, ptr addrspace(3) %519, align 4
  %521 = zext i32 %520 to i64
  %522 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %513
  %523 = load float, ptr addrspace(3) %522, align 4
  %524 = fcmp uno float %523, %523
  %525 = fcmp uno float %518, %518
  %526 = icmp ult i64 %521, %516
  %527 = fcmp ogt float %523, %518
  %528 = fcmp oeq float %523, %518
  %529 = xor i1 %525, true
  %530 = or i1 %529, %526
  %531 = and i1 %528, %526
  %532 = or i1 %527, %531
  %533 = xor i1 %525, true
  %534 = and i1 %533, %532
  %535 = select i1 %524, i1 %530, i1 %534
  %536 = select i1 %535, float %523, float %518
  %537 = select i1 %535, i64 %521, i64 %516
  %538 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %536, ptr addrspace(3) %538, align 4
  %539 = trunc i64 %537 to i32
  %540 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %539, ptr addrspace(3) %540, align 4
  br label %tree.done30

tree.done30:                                      ; preds = %tree.then29, %tree.done27
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then, label %tree.result.done

tree.result.then:                                 ; preds = %tree.done30
  %541 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %542 = zext i32 %541 to i64
  %543 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value31, align 4
  store i64 0, ptr %fold_index32, align 8
  store i64 0, ptr %pairwise_depth35, align 8
  store float %543, ptr %fold_value31, align 4
  store i64 %542, ptr %fold_index32, align 8
  %544 = load float, ptr %fold_value31, align 4
  store float %544, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %tree.result.done

tree.result.done:                                 ; preds = %tree.result.then, %tree.done30
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %best_index36 = load i64, ptr %fold_index5, align 8
  %545 = load float, ptr %fold_value4, align 4
  %546 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %545, ptr addrspace(3) %546, align 4
  %547 = trunc i64 %best_index36 to i32
  %548 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %547, ptr addrspace(3) %548, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane37 = icmp ult i64 %lane, 128
  br i1 %tree_lane37, label %tree.then38, label %tree.done39

tree.then38:                                      ; preds = %tree.result.done
  %549 = add i64 %lane, 128
  %550 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %551 = load i32, ptr addrspace(3) %550, align 4
  %552 = zext i32 %551 to i64
  %553 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %554 = load float, ptr addrspace(3) %553, align 4
  %555 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %549
  %556 = load i32, ptr addrspace(3) %555, align 4
  %557 = zext i32 %556 to i64
  %558 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %549
  %559 = load float, ptr addrspace(3) %558, align 4
  %560 = fcmp uno float %559, %559
  %561 = fcmp uno float %554, %554
  %562 = icmp ult i64 %557, %552
  %563 = fcmp ogt float %559, %554
  %564 = fcmp oeq float %559, %554
  %565 = xor i1 %561, true
  %566 = or i1 %565, %562
  %567 = and i1 %564, %562
  %568 = or i1 %563, %567
  %569 = xor i1 %561, true
  %570 = and i1 %569, %568
  %571 = select i1 %560, i1 %566, i1 %570
  %572 = select i1 %571, float %559, float %554
  %573 = select i1 %571, i64 %557, i64 %552
  %574 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %572, ptr addrspace(3) %574, align 4
  %575 = trunc i64 %573 to i32
  %576 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %575, ptr addrspace(3) %576, align 4
  br label %tree.done39

tree.done39:                                      ; preds = %tree.then38, %tree.result.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane40 = icmp ult i64 %lane, 64
  br i1 %tree_lane40, label %tree.then41, label %tree.done42

tree.then41:                                      ; preds = %tree.done39
  %577 = add i64 %lane, 64
  %578 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %579 = load i32, ptr addrspace(3) %578, align 4
  %580 = zext i32 %579 to i64
  %581 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %582 = load float, ptr addrspace(3) %581, align 4
  %583 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %577
  %584 = load i32, ptr addrspace(3) %583, align 4
  %585 = zext i32 %584 to i64
  %586 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %577
  %587 = load float, ptr addrspace(3) %586, align 4
  %588 = fcmp uno float %587, %587
  %589 = fcmp uno float %582, %582
  %590 = icmp ult i64 %585, %580
  %591 = fcmp ogt float %587, %582
  %592 = fcmp oeq float %587, %582
  %593 = xor i1 %589, true
  %594 = or i1 %593, %590
  %595 = and i1 %592, %590
  %596 = or i1 %591, %595
  %597 = xor i1 %589, true
  %598 = and i1 %597, %596
  %599 = select i1 %588, i1 %594, i1 %598
  %600 = select i1 %599, float %587, float %582
  %601 = select i1 %599, i64 %585, i64 %580
  %602 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %600, ptr addrspace(3) %602, align 4
  %603 = trunc i64 %601 to i32
  %604 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %603, ptr addrspace(3) %604, align 4
  br label %tree.done42

tree.done42:                                      ; preds = %tree.then41, %tree.done39
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane43 = icmp ult i64 %lane, 32
  br i1 %tree_lane43, label %tree.then44, label %tree.done45

tree.then44:                                      ; preds = %tree.done42
  %605 = add i64 %lane, 32
  %606 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %607 = load i32, ptr addrspace(3) %606, align 4
  %608 = zext i32 %607 to i64
  %609 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %610 = load float, ptr addrspace(3) %609, align 4
  %611 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %605
  %612 = load i32, ptr addrspace(3) %611, align 4
  %613 = zext i32 %612 to i64
  %614 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %605
  %615 = load float, ptr addrspace(3) %614, align 4
  %616 = fcmp uno float %615, %615
  %617 = fcmp uno float %610, %610
  %618 = icmp ult i64 %613, %608
  %619 = fcmp ogt float %615, %610
  %620 = fcmp oeq float %615, %610
  %621 = xor i1 %617, true
  %622 = or i1 %621, %618
  %623 = and i1 %620, %618
  %624 = or i1 %619, %623
  %625 = xor i1 %617, true
  %626 = and i1 %625, %624
  %627 = select i1 %616, i1 %622, i1 %626
  %628 = select i1 %627, float %615, float %610
  %629 = select i1 %627, i64 %613, i64 %608
  %630 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %628, ptr addrspace(3) %630, align 4
  %631 = trunc i64 %629 to i32
  %632 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %631, ptr addrspace(3) %632, align 4
  br label %tree.done45

tree.done45:                                      ; preds = %tree.then44, %tree.done42
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane46 = icmp ult i64 %lane, 16
  br i1 %tree_lane46, label %tree.then47, label %tree.done48

tree.then47:                                      ; preds = %tree.done45
  %633 = add i64 %lane, 16
  %634 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %635 = load i32, ptr addrspace(3) %634, align 4
  %636 = zext i32 %635 to i64
  %637 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %638 = load float, ptr addrspace(3) %637, align 4
  %639 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %633
  %640 = load i32, ptr addrspace(3) %639, align 4
  %641 = zext i32 %640 to i64
  %642 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %633
  %643 = load float, ptr addrspace(3) %642, align 4
  %644 = fcmp uno float %643, %643
  %645 = fcmp uno float %638, %638
  %646 = icmp ult i64 %641, %636
  %647 = fcmp ogt float %643, %638
  %648 = fcmp oeq float %643, %638
  %649 = xor i1 %645, true
  %650 = or i1 %649, %646
  %651 = and i1 %648, %646
  %652 = or i1 %647, %651
  %653 = xor i1 %645, true
  %654 = and i1 %653, %652
  %655 = select i1 %644, i1 %650, i1 %654
  %656 = select i1 %655, float %643, float %638
  %657 = select i1 %655, i64 %641, i64 %636
  %658 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %656, ptr addrspace(3) %658, align 4
  %659 = trunc i64 %657 to i32
  %660 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %659, ptr addrspace(3) %660, align 4
  br label %tree.done48

tree.done48:                                      ; preds = %tree.then47, %tree.done45
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane49 = icmp ult i64 %lane, 8
  br i1 %tree_lane49, label %tree.then50, label %tree.done51

tree.then50:                                      ; preds = %tree.done48
  %661 = add i64 %lane, 8
  %662 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %663 = load i32, ptr addrspace(3) %662, align 4
  %664 = zext i32 %663 to i64
  %665 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %666 = load float, ptr addrspace(3) %665, align 4
  %667 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %661
  %668 = load i32, ptr addrspace(3) %667, align 4
  %669 = zext i32 %668 to i64
  %670 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %661
  %671 = load float, ptr addrspace(3) %670, align 4
  %672 = fcmp uno float %671, %671
  %673 = fcmp uno float %666, %666
  %674 = icmp ult i64 %669, %664
  %675 = fcmp ogt float %671, %666
  %676 = fcmp oeq float %671, %666
  %677 = xor i1 %673, true
  %678 = or i1 %677, %674
  %679 = and i1 %676, %674
  %680 = or i1 %675, %679
  %681 = xor i1 %673, true
  %682 = and i1 %681, %680
  %683 = select i1 %672, i1 %678, i1 %682
  %684 = select i1 %683, float %671, float %666
  %685 = select i1 %683, i64 %669, i64 %664
  %686 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %684, ptr addrspace(3) %686, align 4
  %687 = trunc i64 %685 to i32
  %688 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %687, ptr addrspace(3) %688, align 4
  br label %tree.done51

tree.done51:                                      ; preds = %tree.then50, %tree.done48
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane52 = icmp ult i64 %lane, 4
  br i1 %tree_lane52, label %tree.then53, label %tree.done54

tree.then53:                                      ; preds = %tree.done51
  %689 = add i64 %lane, 4
  %690 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %691 = load i32, ptr addrspace(3) %690, align 4
  %692 = zext i32 %691 to i64
  %693 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %694 = load float, ptr addrspace(3) %693, align 4
  %695 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %689
  %696 = load i32, ptr addrspace(3) %695, align 4
  %697 = zext i32 %696 to i64
  %698 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %689
  %699 = load float, ptr addrspace(3) %698, align 4
  %700 = fcmp uno float %699, %699
  %701 = fcmp uno float %694, %694
  %702 = icmp ult i64 %697, %692
  %703 = fcmp ogt float %699, %694
  %704 = fcmp oeq float %699, %694
  %705 = xor i1 %701, true
  %706 = or i1 %705, %702
  %707 = and i1 %704, %702
  %708 = or i1 %703, %707
  %709 = xor i1 %701, true
  %710 = and i1 %709, %708
  %711 = select i1 %700, i1 %706, i1 %710
  %712 = select i1 %711, float %699, float %694
  %713 = select i1 %711, i64 %697, i64 %692
  %714 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %712, ptr addrspace(3) %714, align 4
  %715 = trunc i64 %713 to i32
  %716 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %715, ptr addrspace(3) %716, align 4
  br label %tree.done54

tree.done54:                                      ; preds = %tree.then53, %tree.done51
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane55 = icmp ult i64 %lane, 2
  br i1 %tree_lane55, label %tree.then56, label %tree.done57

tree.then56:                                      ; preds = %tree.done54
  %717 = add i64 %lane, 2
  %718 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %719 = load i32, ptr addrspace(3) %718, align 4
  %720 = zext i32 %719 to i64
  %721 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %722 = load float, ptr addrspace(3) %721, align 4
  %723 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %717
  %724 = load i32, ptr addrspace(3) %723, align 4
  %725 = zext i32 %724 to i64
  %726 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %717
  %727 = load float, ptr addrspace(3) %726, align 4
  %728 = fcmp uno float %727, %727
  %729 = fcmp uno float %722, %722
  %730 = icmp ult i64 %725, %720
  %731 = fcmp ogt float %727, %722
  %732 = fcmp oeq float %727, %722
  %733 = xor i1 %729, true
  %734 = or i1 %733, %730
  %735 = and i1 %732, %730
  %736 = or i1 %731, %735
  %737 = xor i1 %729, true
  %738 = and i1 %737, %736
  %739 = select i1 %728, i1 %734, i1 %738
  %740 = select i1 %739, float %727, float %722
  %741 = select i1 %739, i64 %725, i64 %720
  %742 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %740, ptr addrspace(3) %742, align 4
  %743 = trunc i64 %741 to i32
  %744 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %743, ptr addrspace(3) %744, align 4
  br label %tree.done57

tree.done57:                                      ; preds = %tree.then56, %tree.done54
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %tree_lane58 = icmp ult i64 %lane, 1
  br i1 %tree_lane58, label %tree.then59, label %tree.done60

tree.then59:                                      ; preds = %tree.done57
  %745 = add i64 %lane, 1
  %746 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  %747 = load i32, ptr addrspace(3) %746, align 4
  %748 = zext i32 %747 to i64
  %749 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  %750 = load float, ptr addrspace(3) %749, align 4
  %751 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %745
  %752 = load i32, ptr addrspace(3) %751, align 4
  %753 = zext i32 %752 to i64
  %754 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %745
  %755 = load float, ptr addrspace(3) %754, align 4
  %756 = fcmp uno float %755, %755
  %757 = fcmp uno float %750, %750
  %758 = icmp ult i64 %753, %748
  %759 = fcmp ogt float %755, %750
  %760 = fcmp oeq float %755, %750
  %761 = xor i1 %757, true
  %762 = or i1 %761, %758
  %763 = and i1 %760, %758
  %764 = or i1 %759, %763
  %765 = xor i1 %757, true
  %766 = and i1 %765, %764
  %767 = select i1 %756, i1 %762, i1 %766
  %768 = select i1 %767, float %755, float %750
  %769 = select i1 %767, i64 %753, i64 %748
  %770 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_values_wide, i64 %lane
  store float %768, ptr addrspace(3) %770, align 4
  %771 = trunc i64 %769 to i32
  %772 = getelementptr inbounds float, ptr addrspace(3) @tessera_tree_indices_wide, i64 %lane
  store i32 %771, ptr addrspace(3) %772, align 4
  br label %tree.done60

tree.done60:                                      ; preds = %tree.then59, %tree.done57
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %tree.result.then61, label %tree.result.done62

tree.result.then61:                               ; preds = %tree.done60
  %773 = load i32, ptr addrspace(3) @tessera_tree_indices_wide, align 4
  %774 = zext i32 %773 to i64
  %775 = load float, ptr addrspace(3) @tessera_tree_values_wide, align 4
  store float 0xFFF0000000000000, ptr %fold_value63, align 4
  store i64 0, ptr %fold_index64, align 8
  store i64 0, ptr %pairwise_depth67, align 8
  store float %775, ptr %fold_value63, align 4
  store i64 %774, ptr %fold_index64, align 8
  %776 = load i64, ptr %fold_index64, align 8
  %argmax = uitofp i64 %776 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  br label %tree.result.done62

tree.result.done62:                               ; preds = %tree.result.then61, %tree.done60
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %feature.header68

feature.header68:                                 ; preds = %feature.body69, %tree.result.done62
  %feature71 = phi i64 [ %lane, %tree.result.done62 ], [ %828, %feature.body69 ]
  %777 = icmp ult i64 %feature71, %n_features
  br i1 %777, label %feature.body69, label %feature.exit70

feature.body69:                                   ; preds = %feature.header68
  %778 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature71
  %779 = load float, ptr addrspace(1) %778, align 4
  %780 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %781 = fsub float %779, %780
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
  %825 = mul i64 %n_features, 0
  %826 = add i64 %825, %feature71
  %827 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %826
  store float %824, ptr addrspace(1) %827, align 4
  %828 = add i64 %feature71, 256
  br label %feature.header68

feature.exit70:                                   ; preds = %feature.header68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit70
  %829 = mul i64 %n_features, 0
  %830 = add i64 %829, 0
  %831 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %830
  store float 0.000000e+00, ptr %fold_value72, align 4
  store i64 0, ptr %fold_index73, align 8
  store i64 0, ptr %pairwise_depth76, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit70
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %draw77 = icmp ne i32 %draw_noise, 0
  br i1 %draw77, label %noise78, label %quiet

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %837, %fold_sums.body ]
  %832 = icmp ult i64 %fold_sums, %n_features
  br i1 %832, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %833 = getelementptr inbounds float, ptr addrspace(1) %831, i64 %fold_sums
  %834 = load float, ptr addrspace(1) %833, align 4
  %835 = load float, ptr %fold_value72, align 4
  %836 = fadd float %834, %835
  store float %836, ptr %fold_value72, align 4
  %837 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %838 = load float, ptr %fold_value72, align 4
  store float %838, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  br label %reduce.done

noise78:                                          ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

quiet:                                            ; preds = %reduce.done
  br i1 %lane0, label %uniform_sinks.then84, label %uniform_sinks.done85

noise.done:                                       ; preds = %feature.exit88, %feature.exit81
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %839 = add i64 %step, 1
  br label %step.header

uniform_sinks.then:                               ; preds = %noise78
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %noise78
  br label %feature.header79

feature.header79:                                 ; preds = %feature.body80, %uniform_sinks.done
  %feature82 = phi i64 [ %lane, %uniform_sinks.done ], [ %911, %feature.body80 ]
  %840 = icmp ult i64 %feature82, %n_features
  br i1 %840, label %feature.body80, label %feature.exit81

feature.body80:                                   ; preds = %feature.header79
  %841 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature82
  %842 = load float, ptr addrspace(1) %841, align 4
  %843 = fmul float 2.000000e+00, %842
  %844 = fmul float 0x3FA99999A0000000, %843
  %845 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature82
  %846 = load float, ptr addrspace(1) %845, align 4
  %847 = fmul float -1.000000e+00, %846
  %848 = fadd float %844, %847
  %849 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %850 = fdiv float 1.000000e+00, %849
  %851 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %852 = fsub float %842, %851
  %853 = fcmp olt float %852, -1.040000e+02
  %854 = select i1 %853, float -1.040000e+02, float %852
  %855 = fcmp olt float 8.900000e+01, %854
  %856 = select i1 %855, float 8.900000e+01, float %854
  %857 = fmul float %856, 0x3FF7154760000000
  %858 = fadd float %857, 0x4168000000000000
  %859 = fsub float %858, 0x4168000000000000
  %860 = bitcast float %858 to i32
  %861 = sub i32 %860, 1262485504
  %862 = fmul float %859, 0x3FE62E4000000000
  %863 = fsub float %856, %862
  %864 = fmul float %859, 0x3EB7F7D1C0000000
  %865 = fsub float %863, %864
  %866 = fmul float %865, %865
  %867 = fmul float %866, 0x3E66376980000000
  %868 = fadd float 0xBEBBBD41C0000000, %867
  %869 = fmul float %866, %868
  %870 = fadd float 0x3F11566AA0000000, %869
  %871 = fmul float %866, %870
  %872 = fadd float 0xBF66C16C20000000, %871
  %873 = fmul float %866, %872
  %874 = fadd float 0x3FC5555560000000, %873
  %875 = fmul float %866, %874
  %876 = fsub float %865, %875
  %877 = fmul float %865, %876
  %878 = fsub float 2.000000e+00, %876
  %879 = fdiv float %877, %878
  %880 = fsub float %864, %879
  %881 = fsub float %880, %863
  %882 = fsub float 1.000000e+00, %881
  %883 = add i32 %861, 256
  %884 = lshr i32 %883, 1
  %885 = sub i32 %884, 1
  %886 = add i32 %861, 255
  %887 = sub i32 %886, %884
  %888 = shl i32 %885, 23
  %889 = shl i32 %887, 23
  %890 = bitcast i32 %888 to float
  %891 = bitcast i32 %889 to float
  %892 = fmul float %882, %890
  %893 = fmul float %892, %891
  %894 = fcmp uno float %852, %852
  %895 = select i1 %894, float 0x7FF8000000000000, float %893
  %896 = fmul float %850, %895
  %897 = fadd float %848, %896
  %feature83 = uitofp i64 %feature82 to float
  %898 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %899 = fcmp oeq float %feature83, %898
  %900 = select i1 %899, float 1.000000e+00, float 0.000000e+00
  %901 = fcmp une float %900, 0.000000e+00
  %902 = select i1 %901, float 0x3FB99999A0000000, float 0.000000e+00
  %903 = fadd float %897, %902
  %904 = fmul float %903, %eta
  %905 = fsub float %842, %904
  %906 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature82
  %907 = load float, ptr addrspace(1) %906, align 4
  %908 = fmul float %907, %19
  %909 = fadd float %905, %908
  %910 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature82
  %bits = bitcast float %909 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %910, align 4
  %911 = add i64 %feature82, 256
  br label %feature.header79

feature.exit81:                                   ; preds = %feature.header79
  br label %noise.done

uniform_sinks.then84:                             ; preds = %quiet
  br label %uniform_sinks.done85

uniform_sinks.done85:                             ; preds = %uniform_sinks.then84, %quiet
  br label %feature.header86

feature.header86:                                 ; preds = %feature.body87, %uniform_sinks.done85
  %feature89 = phi i64 [ %lane, %uniform_sinks.done85 ], [ %981, %feature.body87 ]
  %912 = icmp ult i64 %feature89, %n_features
  br i1 %912, label %feature.body87, label %feature.exit88

feature.body87:                                   ; preds = %feature.header86
  %913 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature89
  %914 = load float, ptr addrspace(1) %913, align 4
  %915 = fmul float 2.000000e+00, %914
  %916 = fmul float 0x3FA99999A0000000, %915
  %917 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature89
  %918 = load float, ptr addrspace(1) %917, align 4
  %919 = fmul float -1.000000e+00, %918
  %920 = fadd float %916, %919
  %921 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %922 = fdiv float 1.000000e+00, %921
  %923 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %924 = fsub float %914, %923
  %925 = fcmp olt float %924, -1.040000e+02
  %926 = select i1 %925, float -1.040000e+02, float %924
  %927 = fcmp olt float 8.900000e+01, %926
  %928 = select i1 %927, float 8.900000e+01, float %926
  %929 = fmul float %928, 0x3FF7154760000000
  %930 = fadd float %929, 0x4168000000000000
  %931 = fsub float %930, 0x4168000000000000
  %932 = bitcast float %930 to i32
  %933 = sub i32 %932, 1262485504
  %934 = fmul float %931, 0x3FE62E4000000000
  %935 = fsub float %928, %934
  %936 = fmul float %931, 0x3EB7F7D1C0000000
  %937 = fsub float %935, %936
  %938 = fmul float %937, %937
  %939 = fmul float %938, 0x3E66376980000000
  %940 = fadd float 0xBEBBBD41C0000000, %939
  %941 = fmul float %938, %940
  %942 = fadd float 0x3F11566AA0000000, %941
  %943 = fmul float %938, %942
  %944 = fadd float 0xBF66C16C20000000, %943
  %945 = fmul float %938, %944
  %946 = fadd float 0x3FC5555560000000, %945
  %947 = fmul float %938, %946
  %948 = fsub float %937, %947
  %949 = fmul float %937, %948
  %950 = fsub float 2.000000e+00, %948
  %951 = fdiv float %949, %950
  %952 = fsub float %936, %951
  %953 = fsub float %952, %935
  %954 = fsub float 1.000000e+00, %953
  %955 = add i32 %933, 256
  %956 = lshr i32 %955, 1
  %957 = sub i32 %956, 1
  %958 = add i32 %933, 255
  %959 = sub i32 %958, %956
  %960 = shl i32 %957, 23
  %961 = shl i32 %959, 23
  %962 = bitcast i32 %960 to float
  %963 = bitcast i32 %961 to float
  %964 = fmul float %954, %962
  %965 = fmul float %964, %963
  %966 = fcmp uno float %924, %924
  %967 = select i1 %966, float 0x7FF8000000000000, float %965
  %968 = fmul float %922, %967
  %969 = fadd float %920, %968
  %feature90 = uitofp i64 %feature89 to float
  %970 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %971 = fcmp oeq float %feature90, %970
  %972 = select i1 %971, float 1.000000e+00, float 0.000000e+00
  %973 = fcmp une float %972, 0.000000e+00
  %974 = select i1 %973, float 0x3FB99999A0000000, float 0.000000e+00
  %975 = fadd float %969, %974
  %976 = fmul float %975, %eta
  %977 = fsub float %914, %976
  %978 = fmul float 0.000000e+00, %19
  %979 = fadd float %977, %978
  %980 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature89
  %bits91 = bitcast float %977 to i32
  %magnitude92 = and i32 %bits91, 2147483647
  %is_nan93 = icmp ugt i32 %magnitude92, 2139095040
  %canonical94 = select i1 %is_nan93, i32 2143289344, i32 %bits91
  store i32 %canonical94, ptr addrspace(1) %980, align 4
  %981 = add i64 %feature89, 256
  br label %feature.header86

feature.exit88:                                   ; preds = %feature.header86
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
