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
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_w1024(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_rownorm_wide(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth = alloca i64, align 8
  %pairwise_levels = alloca [32 x i64], align 8
  %pairwise_sums = alloca [32 x float], align 4
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
