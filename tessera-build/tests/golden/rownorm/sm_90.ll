; ModuleID = 'rownorm'
source_filename = "rownorm.toml"
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
define ptx_kernel void @tessera_rownorm_w4x64(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %6 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = fmul float %10, %10
  %12 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %13 = getelementptr inbounds float, ptr addrspace(3) %12, i64 %feature
  store float %11, ptr addrspace(3) %13, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  %14 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %present, label %store.then, label %store.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %20, %fold_sums.body ]
  %15 = icmp ult i64 %fold_sums, %n_features
  br i1 %15, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %16 = getelementptr inbounds float, ptr addrspace(3) %14, i64 %fold_sums
  %17 = load float, ptr addrspace(3) %16, align 4
  %18 = load float, ptr %fold_value, align 4
  %19 = fadd float %17, %18
  store float %19, ptr %fold_value, align 4
  %20 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %21 = load float, ptr %fold_value, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %21, ptr addrspace(3) %22, align 4
  br label %fold.done

store.then:                                       ; preds = %fold.done
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done6, %fold.done
  br label %row.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature3 = add i64 %lane, 0
  %valid4 = icmp ult i64 %feature3, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid4, label %slot.then5, label %slot.done6

slot.then5:                                       ; preds = %uniform_sinks.done
  %25 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature3
  %26 = load float, ptr addrspace(1) %25, align 4
  %27 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = call float @llvm.sqrt.f32(float %28)
  %30 = fdiv float %26, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature3
  %bits = bitcast float %30 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %31, align 4
  br label %slot.done6

slot.done6:                                       ; preds = %slot.then5, %uniform_sinks.done
  br label %store.done
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #3

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w32x8(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %6 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = fmul float %10, %10
  %12 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %13 = getelementptr inbounds float, ptr addrspace(3) %12, i64 %feature
  store float %11, ptr addrspace(3) %13, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  %14 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %present, label %store.then, label %store.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %20, %fold_sums.body ]
  %15 = icmp ult i64 %fold_sums, %n_features
  br i1 %15, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %16 = getelementptr inbounds float, ptr addrspace(3) %14, i64 %fold_sums
  %17 = load float, ptr addrspace(3) %16, align 4
  %18 = load float, ptr %fold_value, align 4
  %19 = fadd float %17, %18
  store float %19, ptr %fold_value, align 4
  %20 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %21 = load float, ptr %fold_value, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %21, ptr addrspace(3) %22, align 4
  br label %fold.done

store.then:                                       ; preds = %fold.done
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done6, %fold.done
  br label %row.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature3 = add i64 %lane, 0
  %valid4 = icmp ult i64 %feature3, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid4, label %slot.then5, label %slot.done6

slot.then5:                                       ; preds = %uniform_sinks.done
  %25 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature3
  %26 = load float, ptr addrspace(1) %25, align 4
  %27 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = call float @llvm.sqrt.f32(float %28)
  %30 = fdiv float %26, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature3
  %bits = bitcast float %30 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %31, align 4
  br label %slot.done6

slot.done6:                                       ; preds = %slot.then5, %uniform_sinks.done
  br label %store.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w64x4(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %6 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = fmul float %10, %10
  %12 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %13 = getelementptr inbounds float, ptr addrspace(3) %12, i64 %feature
  store float %11, ptr addrspace(3) %13, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  %14 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %present, label %store.then, label %store.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %20, %fold_sums.body ]
  %15 = icmp ult i64 %fold_sums, %n_features
  br i1 %15, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %16 = getelementptr inbounds float, ptr addrspace(3) %14, i64 %fold_sums
  %17 = load float, ptr addrspace(3) %16, align 4
  %18 = load float, ptr %fold_value, align 4
  %19 = fadd float %17, %18
  store float %19, ptr %fold_value, align 4
  %20 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %21 = load float, ptr %fold_value, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %21, ptr addrspace(3) %22, align 4
  br label %fold.done

store.then:                                       ; preds = %fold.done
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done6, %fold.done
  br label %row.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature3 = add i64 %lane, 0
  %valid4 = icmp ult i64 %feature3, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid4, label %slot.then5, label %slot.done6

slot.then5:                                       ; preds = %uniform_sinks.done
  %25 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature3
  %26 = load float, ptr addrspace(1) %25, align 4
  %27 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = call float @llvm.sqrt.f32(float %28)
  %30 = fdiv float %26, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature3
  %bits = bitcast float %30 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %31, align 4
  br label %slot.done6

slot.done6:                                       ; preds = %slot.then5, %uniform_sinks.done
  br label %store.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w128x2(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %6 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %7 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %8 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %9 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature
  %10 = load float, ptr addrspace(1) %9, align 4
  %11 = fmul float %10, %10
  %12 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %13 = getelementptr inbounds float, ptr addrspace(3) %12, i64 %feature
  store float %11, ptr addrspace(3) %13, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  %14 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %present, label %store.then, label %store.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %20, %fold_sums.body ]
  %15 = icmp ult i64 %fold_sums, %n_features
  br i1 %15, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %16 = getelementptr inbounds float, ptr addrspace(3) %14, i64 %fold_sums
  %17 = load float, ptr addrspace(3) %16, align 4
  %18 = load float, ptr %fold_value, align 4
  %19 = fadd float %17, %18
  store float %19, ptr %fold_value, align 4
  %20 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %21 = load float, ptr %fold_value, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %21, ptr addrspace(3) %22, align 4
  br label %fold.done

store.then:                                       ; preds = %fold.done
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done6, %fold.done
  br label %row.done

uniform_sinks.then:                               ; preds = %store.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature3 = add i64 %lane, 0
  %valid4 = icmp ult i64 %feature3, %n_features
  %24 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid4, label %slot.then5, label %slot.done6

slot.then5:                                       ; preds = %uniform_sinks.done
  %25 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature3
  %26 = load float, ptr addrspace(1) %25, align 4
  %27 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = call float @llvm.sqrt.f32(float %28)
  %30 = fdiv float %26, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature3
  %bits = bitcast float %30 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %31, align 4
  br label %slot.done6

slot.done6:                                       ; preds = %slot.then5, %uniform_sinks.done
  br label %store.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w256(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done6, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fmul float %7, %7
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature
  store float %8, ptr addrspace(3) %9, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %16, %fold_sums.body ]
  %11 = icmp ult i64 %fold_sums, %n_features
  br i1 %11, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %12 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold_sums
  %13 = load float, ptr addrspace(3) %12, align 4
  %14 = load float, ptr %fold_value, align 4
  %15 = fadd float %13, %14
  store float %15, ptr %fold_value, align 4
  %16 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %17 = load float, ptr %fold_value, align 4
  store float %17, ptr addrspace(3) @tessera_uniforms_w256, align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature3 = add i64 %lane, 0
  %valid4 = icmp ult i64 %feature3, %n_features
  %18 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid4, label %slot.then5, label %slot.done6

slot.then5:                                       ; preds = %uniform_sinks.done
  %19 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature3
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %22 = call float @llvm.sqrt.f32(float %21)
  %23 = fdiv float %20, %22
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature3
  %bits = bitcast float %23 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %24, align 4
  br label %slot.done6

slot.done6:                                       ; preds = %slot.then5, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w512(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done14, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fmul float %7, %7
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature
  store float %8, ptr addrspace(3) %9, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %11 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature1
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature1
  store float %13, ptr addrspace(3) %14, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done4
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature5 = add i64 %lane, 0
  %valid6 = icmp ult i64 %feature5, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %21, %fold_sums.body ]
  %16 = icmp ult i64 %fold_sums, %n_features
  br i1 %16, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %17 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %fold_sums
  %18 = load float, ptr addrspace(3) %17, align 4
  %19 = load float, ptr %fold_value, align 4
  %20 = fadd float %18, %19
  store float %20, ptr %fold_value, align 4
  %21 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %22 = load float, ptr %fold_value, align 4
  store float %22, ptr addrspace(3) @tessera_uniforms_w512, align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature7 = add i64 %lane, 0
  %valid8 = icmp ult i64 %feature7, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid8, label %slot.then9, label %slot.done10

slot.then9:                                       ; preds = %uniform_sinks.done
  %24 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature7
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %27 = call float @llvm.sqrt.f32(float %26)
  %28 = fdiv float %25, %27
  %29 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature7
  %bits = bitcast float %28 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %29, align 4
  br label %slot.done10

slot.done10:                                      ; preds = %slot.then9, %uniform_sinks.done
  %feature11 = add i64 %lane, 256
  %valid12 = icmp ult i64 %feature11, %n_features
  %30 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid12, label %slot.then13, label %slot.done14

slot.then13:                                      ; preds = %slot.done10
  %31 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature11
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %34 = call float @llvm.sqrt.f32(float %33)
  %35 = fdiv float %32, %34
  %36 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature11
  %bits15 = bitcast float %35 to i32
  %magnitude16 = and i32 %bits15, 2147483647
  %is_nan17 = icmp ugt i32 %magnitude16, 2139095040
  %canonical18 = select i1 %is_nan17, i32 2143289344, i32 %bits15
  store i32 %canonical18, ptr addrspace(1) %36, align 4
  br label %slot.done14

slot.done14:                                      ; preds = %slot.then13, %slot.done10
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w1024(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done38, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fmul float %7, %7
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature
  store float %8, ptr addrspace(3) %9, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %11 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature1
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature1
  store float %13, ptr addrspace(3) %14, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %16 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature5
  %17 = load float, ptr addrspace(1) %16, align 4
  %18 = fmul float %17, %17
  %19 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature5
  store float %18, ptr addrspace(3) %19, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %21 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature9
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature9
  store float %23, ptr addrspace(3) %24, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done12
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature13 = add i64 %lane, 0
  %valid14 = icmp ult i64 %feature13, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %31, %fold_sums.body ]
  %26 = icmp ult i64 %fold_sums, %n_features
  br i1 %26, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = load float, ptr %fold_value, align 4
  %30 = fadd float %28, %29
  store float %30, ptr %fold_value, align 4
  %31 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %32 = load float, ptr %fold_value, align 4
  store float %32, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid16, label %slot.then17, label %slot.done18

slot.then17:                                      ; preds = %uniform_sinks.done
  %34 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature15
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %37 = call float @llvm.sqrt.f32(float %36)
  %38 = fdiv float %35, %37
  %39 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature15
  %bits = bitcast float %38 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %39, align 4
  br label %slot.done18

slot.done18:                                      ; preds = %slot.then17, %uniform_sinks.done
  %feature19 = add i64 %lane, 256
  %valid20 = icmp ult i64 %feature19, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid20, label %slot.then21, label %slot.done22

slot.then21:                                      ; preds = %slot.done18
  %41 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature19
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %44 = call float @llvm.sqrt.f32(float %43)
  %45 = fdiv float %42, %44
  %46 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature19
  %bits23 = bitcast float %45 to i32
  %magnitude24 = and i32 %bits23, 2147483647
  %is_nan25 = icmp ugt i32 %magnitude24, 2139095040
  %canonical26 = select i1 %is_nan25, i32 2143289344, i32 %bits23
  store i32 %canonical26, ptr addrspace(1) %46, align 4
  br label %slot.done22

slot.done22:                                      ; preds = %slot.then21, %slot.done18
  %feature27 = add i64 %lane, 512
  %valid28 = icmp ult i64 %feature27, %n_features
  %47 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid28, label %slot.then29, label %slot.done30

slot.then29:                                      ; preds = %slot.done22
  %48 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature27
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %51 = call float @llvm.sqrt.f32(float %50)
  %52 = fdiv float %49, %51
  %53 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature27
  %bits31 = bitcast float %52 to i32
  %magnitude32 = and i32 %bits31, 2147483647
  %is_nan33 = icmp ugt i32 %magnitude32, 2139095040
  %canonical34 = select i1 %is_nan33, i32 2143289344, i32 %bits31
  store i32 %canonical34, ptr addrspace(1) %53, align 4
  br label %slot.done30

slot.done30:                                      ; preds = %slot.then29, %slot.done22
  %feature35 = add i64 %lane, 768
  %valid36 = icmp ult i64 %feature35, %n_features
  %54 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid36, label %slot.then37, label %slot.done38

slot.then37:                                      ; preds = %slot.done30
  %55 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature35
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %58 = call float @llvm.sqrt.f32(float %57)
  %59 = fdiv float %56, %58
  %60 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature35
  %bits39 = bitcast float %59 to i32
  %magnitude40 = and i32 %bits39, 2147483647
  %is_nan41 = icmp ugt i32 %magnitude40, 2139095040
  %canonical42 = select i1 %is_nan41, i32 2143289344, i32 %bits39
  store i32 %canonical42, ptr addrspace(1) %60, align 4
  br label %slot.done38

slot.done38:                                      ; preds = %slot.then37, %slot.done30
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w2048(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done86, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fmul float %7, %7
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature
  store float %8, ptr addrspace(3) %9, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %11 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature1
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature1
  store float %13, ptr addrspace(3) %14, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %16 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature5
  %17 = load float, ptr addrspace(1) %16, align 4
  %18 = fmul float %17, %17
  %19 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature5
  store float %18, ptr addrspace(3) %19, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %21 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature9
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature9
  store float %23, ptr addrspace(3) %24, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  %feature13 = add i64 %lane, 1024
  %valid14 = icmp ult i64 %feature13, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %slot.done12
  %26 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature13
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = fmul float %27, %27
  %29 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature13
  store float %28, ptr addrspace(3) %29, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %slot.done12
  %feature17 = add i64 %lane, 1280
  %valid18 = icmp ult i64 %feature17, %n_features
  %30 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %31 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature17
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = fmul float %32, %32
  %34 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature17
  store float %33, ptr addrspace(3) %34, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 1536
  %valid22 = icmp ult i64 %feature21, %n_features
  %35 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %36 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature21
  %37 = load float, ptr addrspace(1) %36, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature21
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 1792
  %valid26 = icmp ult i64 %feature25, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done24
  %41 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature25
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = fmul float %42, %42
  %44 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature25
  store float %43, ptr addrspace(3) %44, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done28
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature29 = add i64 %lane, 0
  %valid30 = icmp ult i64 %feature29, %n_features
  %45 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %51, %fold_sums.body ]
  %46 = icmp ult i64 %fold_sums, %n_features
  br i1 %46, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %47 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold_sums
  %48 = load float, ptr addrspace(3) %47, align 4
  %49 = load float, ptr %fold_value, align 4
  %50 = fadd float %48, %49
  store float %50, ptr %fold_value, align 4
  %51 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %52 = load float, ptr %fold_value, align 4
  store float %52, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %53 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

slot.then33:                                      ; preds = %uniform_sinks.done
  %54 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature31
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %57 = call float @llvm.sqrt.f32(float %56)
  %58 = fdiv float %55, %57
  %59 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature31
  %bits = bitcast float %58 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %59, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %uniform_sinks.done
  %feature35 = add i64 %lane, 256
  %valid36 = icmp ult i64 %feature35, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid36, label %slot.then37, label %slot.done38

slot.then37:                                      ; preds = %slot.done34
  %61 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature35
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %64 = call float @llvm.sqrt.f32(float %63)
  %65 = fdiv float %62, %64
  %66 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature35
  %bits39 = bitcast float %65 to i32
  %magnitude40 = and i32 %bits39, 2147483647
  %is_nan41 = icmp ugt i32 %magnitude40, 2139095040
  %canonical42 = select i1 %is_nan41, i32 2143289344, i32 %bits39
  store i32 %canonical42, ptr addrspace(1) %66, align 4
  br label %slot.done38

slot.done38:                                      ; preds = %slot.then37, %slot.done34
  %feature43 = add i64 %lane, 512
  %valid44 = icmp ult i64 %feature43, %n_features
  %67 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %slot.done38
  %68 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature43
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %71 = call float @llvm.sqrt.f32(float %70)
  %72 = fdiv float %69, %71
  %73 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature43
  %bits47 = bitcast float %72 to i32
  %magnitude48 = and i32 %bits47, 2147483647
  %is_nan49 = icmp ugt i32 %magnitude48, 2139095040
  %canonical50 = select i1 %is_nan49, i32 2143289344, i32 %bits47
  store i32 %canonical50, ptr addrspace(1) %73, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %slot.done38
  %feature51 = add i64 %lane, 768
  %valid52 = icmp ult i64 %feature51, %n_features
  %74 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %slot.done46
  %75 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature51
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %78 = call float @llvm.sqrt.f32(float %77)
  %79 = fdiv float %76, %78
  %80 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature51
  %bits55 = bitcast float %79 to i32
  %magnitude56 = and i32 %bits55, 2147483647
  %is_nan57 = icmp ugt i32 %magnitude56, 2139095040
  %canonical58 = select i1 %is_nan57, i32 2143289344, i32 %bits55
  store i32 %canonical58, ptr addrspace(1) %80, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %slot.done46
  %feature59 = add i64 %lane, 1024
  %valid60 = icmp ult i64 %feature59, %n_features
  %81 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid60, label %slot.then61, label %slot.done62

slot.then61:                                      ; preds = %slot.done54
  %82 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature59
  %83 = load float, ptr addrspace(1) %82, align 4
  %84 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %85 = call float @llvm.sqrt.f32(float %84)
  %86 = fdiv float %83, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature59
  %bits63 = bitcast float %86 to i32
  %magnitude64 = and i32 %bits63, 2147483647
  %is_nan65 = icmp ugt i32 %magnitude64, 2139095040
  %canonical66 = select i1 %is_nan65, i32 2143289344, i32 %bits63
  store i32 %canonical66, ptr addrspace(1) %87, align 4
  br label %slot.done62

slot.done62:                                      ; preds = %slot.then61, %slot.done54
  %feature67 = add i64 %lane, 1280
  %valid68 = icmp ult i64 %feature67, %n_features
  %88 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid68, label %slot.then69, label %slot.done70

slot.then69:                                      ; preds = %slot.done62
  %89 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature67
  %90 = load float, ptr addrspace(1) %89, align 4
  %91 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %92 = call float @llvm.sqrt.f32(float %91)
  %93 = fdiv float %90, %92
  %94 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature67
  %bits71 = bitcast float %93 to i32
  %magnitude72 = and i32 %bits71, 2147483647
  %is_nan73 = icmp ugt i32 %magnitude72, 2139095040
  %canonical74 = select i1 %is_nan73, i32 2143289344, i32 %bits71
  store i32 %canonical74, ptr addrspace(1) %94, align 4
  br label %slot.done70

slot.done70:                                      ; preds = %slot.then69, %slot.done62
  %feature75 = add i64 %lane, 1536
  %valid76 = icmp ult i64 %feature75, %n_features
  %95 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid76, label %slot.then77, label %slot.done78

slot.then77:                                      ; preds = %slot.done70
  %96 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature75
  %97 = load float, ptr addrspace(1) %96, align 4
  %98 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %99 = call float @llvm.sqrt.f32(float %98)
  %100 = fdiv float %97, %99
  %101 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature75
  %bits79 = bitcast float %100 to i32
  %magnitude80 = and i32 %bits79, 2147483647
  %is_nan81 = icmp ugt i32 %magnitude80, 2139095040
  %canonical82 = select i1 %is_nan81, i32 2143289344, i32 %bits79
  store i32 %canonical82, ptr addrspace(1) %101, align 4
  br label %slot.done78

slot.done78:                                      ; preds = %slot.then77, %slot.done70
  %feature83 = add i64 %lane, 1792
  %valid84 = icmp ult i64 %feature83, %n_features
  %102 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid84, label %slot.then85, label %slot.done86

slot.then85:                                      ; preds = %slot.done78
  %103 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature83
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %106 = call float @llvm.sqrt.f32(float %105)
  %107 = fdiv float %104, %106
  %108 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature83
  %bits87 = bitcast float %107 to i32
  %magnitude88 = and i32 %bits87, 2147483647
  %is_nan89 = icmp ugt i32 %magnitude88, 2139095040
  %canonical90 = select i1 %is_nan89, i32 2143289344, i32 %bits87
  store i32 %canonical90, ptr addrspace(1) %108, align 4
  br label %slot.done86

slot.done86:                                      ; preds = %slot.then85, %slot.done78
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w4096(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #4 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done38, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fmul float %7, %7
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature
  store float %8, ptr addrspace(3) %9, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %11 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature1
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature1
  store float %13, ptr addrspace(3) %14, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %16 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature5
  %17 = load float, ptr addrspace(1) %16, align 4
  %18 = fmul float %17, %17
  %19 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature5
  store float %18, ptr addrspace(3) %19, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
  %valid10 = icmp ult i64 %feature9, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %21 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature9
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature9
  store float %23, ptr addrspace(3) %24, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done12
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature13 = add i64 %lane, 0
  %valid14 = icmp ult i64 %feature13, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %31, %fold_sums.body ]
  %26 = icmp ult i64 %fold_sums, %n_features
  br i1 %26, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold_sums
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = load float, ptr %fold_value, align 4
  %30 = fadd float %28, %29
  store float %30, ptr %fold_value, align 4
  %31 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %32 = load float, ptr %fold_value, align 4
  store float %32, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature15 = add i64 %lane, 0
  %valid16 = icmp ult i64 %feature15, %n_features
  %33 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid16, label %slot.then17, label %slot.done18

slot.then17:                                      ; preds = %uniform_sinks.done
  %34 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature15
  %35 = load float, ptr addrspace(1) %34, align 4
  %36 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %37 = call float @llvm.sqrt.f32(float %36)
  %38 = fdiv float %35, %37
  %39 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature15
  %bits = bitcast float %38 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %39, align 4
  br label %slot.done18

slot.done18:                                      ; preds = %slot.then17, %uniform_sinks.done
  %feature19 = add i64 %lane, 1024
  %valid20 = icmp ult i64 %feature19, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid20, label %slot.then21, label %slot.done22

slot.then21:                                      ; preds = %slot.done18
  %41 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature19
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %44 = call float @llvm.sqrt.f32(float %43)
  %45 = fdiv float %42, %44
  %46 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature19
  %bits23 = bitcast float %45 to i32
  %magnitude24 = and i32 %bits23, 2147483647
  %is_nan25 = icmp ugt i32 %magnitude24, 2139095040
  %canonical26 = select i1 %is_nan25, i32 2143289344, i32 %bits23
  store i32 %canonical26, ptr addrspace(1) %46, align 4
  br label %slot.done22

slot.done22:                                      ; preds = %slot.then21, %slot.done18
  %feature27 = add i64 %lane, 2048
  %valid28 = icmp ult i64 %feature27, %n_features
  %47 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid28, label %slot.then29, label %slot.done30

slot.then29:                                      ; preds = %slot.done22
  %48 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature27
  %49 = load float, ptr addrspace(1) %48, align 4
  %50 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %51 = call float @llvm.sqrt.f32(float %50)
  %52 = fdiv float %49, %51
  %53 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature27
  %bits31 = bitcast float %52 to i32
  %magnitude32 = and i32 %bits31, 2147483647
  %is_nan33 = icmp ugt i32 %magnitude32, 2139095040
  %canonical34 = select i1 %is_nan33, i32 2143289344, i32 %bits31
  store i32 %canonical34, ptr addrspace(1) %53, align 4
  br label %slot.done30

slot.done30:                                      ; preds = %slot.then29, %slot.done22
  %feature35 = add i64 %lane, 3072
  %valid36 = icmp ult i64 %feature35, %n_features
  %54 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid36, label %slot.then37, label %slot.done38

slot.then37:                                      ; preds = %slot.done30
  %55 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature35
  %56 = load float, ptr addrspace(1) %55, align 4
  %57 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %58 = call float @llvm.sqrt.f32(float %57)
  %59 = fdiv float %56, %58
  %60 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature35
  %bits39 = bitcast float %59 to i32
  %magnitude40 = and i32 %bits39, 2147483647
  %is_nan41 = icmp ugt i32 %magnitude40, 2139095040
  %canonical42 = select i1 %is_nan41, i32 2143289344, i32 %bits39
  store i32 %canonical42, ptr addrspace(1) %60, align 4
  br label %slot.done38

slot.done38:                                      ; preds = %slot.then37, %slot.done30
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w8192(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #4 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done86, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fmul float %7, %7
  %9 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature
  store float %8, ptr addrspace(3) %9, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %11 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature1
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature1
  store float %13, ptr addrspace(3) %14, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %15 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %16 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature5
  %17 = load float, ptr addrspace(1) %16, align 4
  %18 = fmul float %17, %17
  %19 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature5
  store float %18, ptr addrspace(3) %19, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
  %valid10 = icmp ult i64 %feature9, %n_features
  %20 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %21 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature9
  %22 = load float, ptr addrspace(1) %21, align 4
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature9
  store float %23, ptr addrspace(3) %24, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  %feature13 = add i64 %lane, 4096
  %valid14 = icmp ult i64 %feature13, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %slot.done12
  %26 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature13
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = fmul float %27, %27
  %29 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature13
  store float %28, ptr addrspace(3) %29, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %slot.done12
  %feature17 = add i64 %lane, 5120
  %valid18 = icmp ult i64 %feature17, %n_features
  %30 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %31 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature17
  %32 = load float, ptr addrspace(1) %31, align 4
  %33 = fmul float %32, %32
  %34 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature17
  store float %33, ptr addrspace(3) %34, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 6144
  %valid22 = icmp ult i64 %feature21, %n_features
  %35 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %36 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature21
  %37 = load float, ptr addrspace(1) %36, align 4
  %38 = fmul float %37, %37
  %39 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature21
  store float %38, ptr addrspace(3) %39, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 7168
  %valid26 = icmp ult i64 %feature25, %n_features
  %40 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done24
  %41 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature25
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = fmul float %42, %42
  %44 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature25
  store float %43, ptr addrspace(3) %44, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done28
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature29 = add i64 %lane, 0
  %valid30 = icmp ult i64 %feature29, %n_features
  %45 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %51, %fold_sums.body ]
  %46 = icmp ult i64 %fold_sums, %n_features
  br i1 %46, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %47 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold_sums
  %48 = load float, ptr addrspace(3) %47, align 4
  %49 = load float, ptr %fold_value, align 4
  %50 = fadd float %48, %49
  store float %50, ptr %fold_value, align 4
  %51 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %52 = load float, ptr %fold_value, align 4
  store float %52, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature31 = add i64 %lane, 0
  %valid32 = icmp ult i64 %feature31, %n_features
  %53 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid32, label %slot.then33, label %slot.done34

slot.then33:                                      ; preds = %uniform_sinks.done
  %54 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature31
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %57 = call float @llvm.sqrt.f32(float %56)
  %58 = fdiv float %55, %57
  %59 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature31
  %bits = bitcast float %58 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %59, align 4
  br label %slot.done34

slot.done34:                                      ; preds = %slot.then33, %uniform_sinks.done
  %feature35 = add i64 %lane, 1024
  %valid36 = icmp ult i64 %feature35, %n_features
  %60 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid36, label %slot.then37, label %slot.done38

slot.then37:                                      ; preds = %slot.done34
  %61 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature35
  %62 = load float, ptr addrspace(1) %61, align 4
  %63 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %64 = call float @llvm.sqrt.f32(float %63)
  %65 = fdiv float %62, %64
  %66 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature35
  %bits39 = bitcast float %65 to i32
  %magnitude40 = and i32 %bits39, 2147483647
  %is_nan41 = icmp ugt i32 %magnitude40, 2139095040
  %canonical42 = select i1 %is_nan41, i32 2143289344, i32 %bits39
  store i32 %canonical42, ptr addrspace(1) %66, align 4
  br label %slot.done38

slot.done38:                                      ; preds = %slot.then37, %slot.done34
  %feature43 = add i64 %lane, 2048
  %valid44 = icmp ult i64 %feature43, %n_features
  %67 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid44, label %slot.then45, label %slot.done46

slot.then45:                                      ; preds = %slot.done38
  %68 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature43
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %71 = call float @llvm.sqrt.f32(float %70)
  %72 = fdiv float %69, %71
  %73 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature43
  %bits47 = bitcast float %72 to i32
  %magnitude48 = and i32 %bits47, 2147483647
  %is_nan49 = icmp ugt i32 %magnitude48, 2139095040
  %canonical50 = select i1 %is_nan49, i32 2143289344, i32 %bits47
  store i32 %canonical50, ptr addrspace(1) %73, align 4
  br label %slot.done46

slot.done46:                                      ; preds = %slot.then45, %slot.done38
  %feature51 = add i64 %lane, 3072
  %valid52 = icmp ult i64 %feature51, %n_features
  %74 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid52, label %slot.then53, label %slot.done54

slot.then53:                                      ; preds = %slot.done46
  %75 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature51
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %78 = call float @llvm.sqrt.f32(float %77)
  %79 = fdiv float %76, %78
  %80 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature51
  %bits55 = bitcast float %79 to i32
  %magnitude56 = and i32 %bits55, 2147483647
  %is_nan57 = icmp ugt i32 %magnitude56, 2139095040
  %canonical58 = select i1 %is_nan57, i32 2143289344, i32 %bits55
  store i32 %canonical58, ptr addrspace(1) %80, align 4
  br label %slot.done54

slot.done54:                                      ; preds = %slot.then53, %slot.done46
  %feature59 = add i64 %lane, 4096
  %valid60 = icmp ult i64 %feature59, %n_features
  %81 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid60, label %slot.then61, label %slot.done62

slot.then61:                                      ; preds = %slot.done54
  %82 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature59
  %83 = load float, ptr addrspace(1) %82, align 4
  %84 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %85 = call float @llvm.sqrt.f32(float %84)
  %86 = fdiv float %83, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature59
  %bits63 = bitcast float %86 to i32
  %magnitude64 = and i32 %bits63, 2147483647
  %is_nan65 = icmp ugt i32 %magnitude64, 2139095040
  %canonical66 = select i1 %is_nan65, i32 2143289344, i32 %bits63
  store i32 %canonical66, ptr addrspace(1) %87, align 4
  br label %slot.done62

slot.done62:                                      ; preds = %slot.then61, %slot.done54
  %feature67 = add i64 %lane, 5120
  %valid68 = icmp ult i64 %feature67, %n_features
  %88 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid68, label %slot.then69, label %slot.done70

slot.then69:                                      ; preds = %slot.done62
  %89 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature67
  %90 = load float, ptr addrspace(1) %89, align 4
  %91 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %92 = call float @llvm.sqrt.f32(float %91)
  %93 = fdiv float %90, %92
  %94 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature67
  %bits71 = bitcast float %93 to i32
  %magnitude72 = and i32 %bits71, 2147483647
  %is_nan73 = icmp ugt i32 %magnitude72, 2139095040
  %canonical74 = select i1 %is_nan73, i32 2143289344, i32 %bits71
  store i32 %canonical74, ptr addrspace(1) %94, align 4
  br label %slot.done70

slot.done70:                                      ; preds = %slot.then69, %slot.done62
  %feature75 = add i64 %lane, 6144
  %valid76 = icmp ult i64 %feature75, %n_features
  %95 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid76, label %slot.then77, label %slot.done78

slot.then77:                                      ; preds = %slot.done70
  %96 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature75
  %97 = load float, ptr addrspace(1) %96, align 4
  %98 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %99 = call float @llvm.sqrt.f32(float %98)
  %100 = fdiv float %97, %99
  %101 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature75
  %bits79 = bitcast float %100 to i32
  %magnitude80 = and i32 %bits79, 2147483647
  %is_nan81 = icmp ugt i32 %magnitude80, 2139095040
  %canonical82 = select i1 %is_nan81, i32 2143289344, i32 %bits79
  store i32 %canonical82, ptr addrspace(1) %101, align 4
  br label %slot.done78

slot.done78:                                      ; preds = %slot.then77, %slot.done70
  %feature83 = add i64 %lane, 7168
  %valid84 = icmp ult i64 %feature83, %n_features
  %102 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid84, label %slot.then85, label %slot.done86

slot.then85:                                      ; preds = %slot.done78
  %103 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature83
  %104 = load float, ptr addrspace(1) %103, align 4
  %105 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %106 = call float @llvm.sqrt.f32(float %105)
  %107 = fdiv float %104, %106
  %108 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature83
  %bits87 = bitcast float %107 to i32
  %magnitude88 = and i32 %bits87, 2147483647
  %is_nan89 = icmp ugt i32 %magnitude88, 2139095040
  %canonical90 = select i1 %is_nan89, i32 2143289344, i32 %bits87
  store i32 %canonical90, ptr addrspace(1) %108, align 4
  br label %slot.done86

slot.done86:                                      ; preds = %slot.then85, %slot.done78
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_wide(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [64 x i64], align 8
  %pairwise_sums = alloca [64 x float], align 4
  %fold_index = alloca i64, align 8
  %fold_value = alloca float, align 4
  %0 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %row = zext i32 %0 to i64
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = zext i32 %1 to i64
  %inside = icmp ult i64 %row, %n_rows
  %lane0 = icmp eq i64 %lane, 0
  br i1 %inside, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %2 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %3 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %4 = mul i64 %n_features, 1
  %5 = mul i64 %row, %4
  %6 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %5
  br label %feature.header

row.done:                                         ; preds = %feature.exit3, %entry
  ret void

feature.header:                                   ; preds = %feature.body, %row.then
  %feature = phi i64 [ %lane, %row.then ], [ %14, %feature.body ]
  %7 = icmp ult i64 %feature, %n_features
  br i1 %7, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %8 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fmul float %9, %9
  %11 = mul i64 %n_features, 0
  %12 = add i64 %11, %feature
  %13 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %12
  store float %10, ptr addrspace(1) %13, align 4
  %14 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %15 = mul i64 %n_features, 0
  %16 = add i64 %15, 0
  %17 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %16
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %23, %fold_sums.body ]
  %18 = icmp ult i64 %fold_sums, %n_features
  br i1 %18, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %19 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %fold_sums
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = load float, ptr %fold_value, align 4
  %22 = fadd float %20, %21
  store float %22, ptr %fold_value, align 4
  %23 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %24 = load float, ptr %fold_value, align 4
  store float %24, ptr addrspace(3) @tessera_uniforms_wide, align 4
  br label %reduce.done

uniform_sinks.then:                               ; preds = %reduce.done
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %reduce.done
  br label %feature.header1

feature.header1:                                  ; preds = %feature.body2, %uniform_sinks.done
  %feature4 = phi i64 [ %lane, %uniform_sinks.done ], [ %32, %feature.body2 ]
  %25 = icmp ult i64 %feature4, %n_features
  br i1 %25, label %feature.body2, label %feature.exit3

feature.body2:                                    ; preds = %feature.header1
  %26 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature4
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %29 = call float @llvm.sqrt.f32(float %28)
  %30 = fdiv float %27, %29
  %31 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature4
  %bits = bitcast float %30 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %31, align 4
  %32 = add i64 %feature4, 256
  br label %feature.header1

feature.exit3:                                    ; preds = %feature.header1
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "nvvm.maxntid"="1024" }
