; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w4 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w4 = internal addrspace(3) global [128 x float] undef, align 4
@tessera_fold_scratch_w32 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w32 = internal addrspace(3) global [16 x float] undef, align 4
@tessera_fold_scratch_w64 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w64 = internal addrspace(3) global [8 x float] undef, align 4
@tessera_fold_scratch_w128 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w128 = internal addrspace(3) global [4 x float] undef, align 4
@tessera_fold_scratch_w256 = internal addrspace(3) global [512 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [2 x float] undef, align 4
@tessera_fold_scratch_w512 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w512 = internal addrspace(3) global [2 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [2 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [2 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [2 x float] undef, align 4
@tessera_fold_scratch_w8192 = internal addrspace(3) global [8192 x float] undef, align 4
@tessera_uniforms_w8192 = internal addrspace(3) global [2 x float] undef, align 4
@tessera_uniforms_wide = internal addrspace(3) global [2 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w4x64(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth5 = alloca i64, align 8
  %pairwise_levels4 = alloca [64 x i64], align 8
  %pairwise_sums3 = alloca [64 x float], align 4
  %fold_index2 = alloca i64, align 8
  %fold_value1 = alloca float, align 4
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
  %2 = mul i64 %row_in_group, 8
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4, i64 %2
  %4 = mul i64 %row_in_group, 2
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w4, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_read
  %7 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %8 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %9 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %11 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = fmul float %13, %12
  %15 = fmul float %14, %12
  %16 = fmul float 2.500000e-01, %15
  %17 = fmul float %12, %12
  %18 = fmul float 5.000000e-01, %17
  %19 = fsub float %16, %18
  %20 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = fsub float %12, %21
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %25 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %feature
  store float %19, ptr addrspace(3) %25, align 4
  %26 = getelementptr inbounds float, ptr addrspace(3) %3, i64 4
  %27 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %feature
  store float %23, ptr addrspace(3) %27, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  %28 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %29 = getelementptr inbounds float, ptr addrspace(3) %3, i64 4
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value1, align 4
  store i64 0, ptr %fold_index2, align 8
  store i64 0, ptr %pairwise_depth5, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %present, label %store.then, label %store.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %39, %fold_sums.body ]
  %30 = icmp ult i64 %fold_sums, %n_features
  br i1 %30, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %31 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %fold_sums
  %32 = load float, ptr addrspace(3) %31, align 4
  %33 = load float, ptr %fold_value, align 4
  %34 = fadd float %32, %33
  store float %34, ptr %fold_value, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %fold_sums
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = load float, ptr %fold_value1, align 4
  %38 = fadd float %36, %37
  store float %38, ptr %fold_value1, align 4
  %39 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %40 = load float, ptr %fold_value, align 4
  %41 = load float, ptr %fold_value1, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %40, ptr addrspace(3) %42, align 4
  %43 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %41, ptr addrspace(3) %43, align 4
  br label %fold.done

store.then:                                       ; preds = %fold.done
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done11, %fold.done
  br label %row.done

uniform_sinks.then:                               ; preds = %store.then
  %45 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %48 = load float, ptr addrspace(3) %47, align 4
  %49 = fmul float 5.000000e-01, %48
  %50 = fadd float %46, %49
  %51 = getelementptr inbounds float, ptr addrspace(1) %8, i64 0
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = getelementptr inbounds float, ptr addrspace(1) %9, i64 0
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = fsub float %52, %54
  %56 = fmul float 2.000000e+00, %55
  %57 = fmul float 5.000000e-01, %56
  %58 = fmul float 2.000000e+00, %52
  %59 = fmul float -5.000000e-01, %58
  %60 = fadd float %57, %59
  %61 = fmul float %52, %52
  %62 = fmul float %61, %52
  %63 = fmul float 4.000000e+00, %62
  %64 = fmul float 2.500000e-01, %63
  %65 = fadd float %60, %64
  %bits = bitcast float %50 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %6, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %66 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

slot.then10:                                      ; preds = %uniform_sinks.done
  %67 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %68 = load float, ptr addrspace(3) %67, align 4
  %69 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = fmul float 5.000000e-01, %70
  %72 = fadd float %68, %71
  %73 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature8
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature8
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = fsub float %74, %76
  %78 = fmul float 2.000000e+00, %77
  %79 = fmul float 5.000000e-01, %78
  %80 = fmul float 2.000000e+00, %74
  %81 = fmul float -5.000000e-01, %80
  %82 = fadd float %79, %81
  %83 = fmul float %74, %74
  %84 = fmul float %83, %74
  %85 = fmul float 4.000000e+00, %84
  %86 = fmul float 2.500000e-01, %85
  %87 = fadd float %82, %86
  %88 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature8
  %bits12 = bitcast float %87 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %88, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %uniform_sinks.done
  br label %store.done
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w32x8(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth5 = alloca i64, align 8
  %pairwise_levels4 = alloca [64 x i64], align 8
  %pairwise_sums3 = alloca [64 x float], align 4
  %fold_index2 = alloca i64, align 8
  %fold_value1 = alloca float, align 4
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
  %2 = mul i64 %row_in_group, 64
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w32, i64 %2
  %4 = mul i64 %row_in_group, 2
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w32, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_read
  %7 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %8 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %9 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %11 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = fmul float %13, %12
  %15 = fmul float %14, %12
  %16 = fmul float 2.500000e-01, %15
  %17 = fmul float %12, %12
  %18 = fmul float 5.000000e-01, %17
  %19 = fsub float %16, %18
  %20 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = fsub float %12, %21
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %25 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %feature
  store float %19, ptr addrspace(3) %25, align 4
  %26 = getelementptr inbounds float, ptr addrspace(3) %3, i64 32
  %27 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %feature
  store float %23, ptr addrspace(3) %27, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  %28 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %29 = getelementptr inbounds float, ptr addrspace(3) %3, i64 32
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value1, align 4
  store i64 0, ptr %fold_index2, align 8
  store i64 0, ptr %pairwise_depth5, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %present, label %store.then, label %store.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %39, %fold_sums.body ]
  %30 = icmp ult i64 %fold_sums, %n_features
  br i1 %30, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %31 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %fold_sums
  %32 = load float, ptr addrspace(3) %31, align 4
  %33 = load float, ptr %fold_value, align 4
  %34 = fadd float %32, %33
  store float %34, ptr %fold_value, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %fold_sums
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = load float, ptr %fold_value1, align 4
  %38 = fadd float %36, %37
  store float %38, ptr %fold_value1, align 4
  %39 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %40 = load float, ptr %fold_value, align 4
  %41 = load float, ptr %fold_value1, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %40, ptr addrspace(3) %42, align 4
  %43 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %41, ptr addrspace(3) %43, align 4
  br label %fold.done

store.then:                                       ; preds = %fold.done
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done11, %fold.done
  br label %row.done

uniform_sinks.then:                               ; preds = %store.then
  %45 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %48 = load float, ptr addrspace(3) %47, align 4
  %49 = fmul float 5.000000e-01, %48
  %50 = fadd float %46, %49
  %51 = getelementptr inbounds float, ptr addrspace(1) %8, i64 0
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = getelementptr inbounds float, ptr addrspace(1) %9, i64 0
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = fsub float %52, %54
  %56 = fmul float 2.000000e+00, %55
  %57 = fmul float 5.000000e-01, %56
  %58 = fmul float 2.000000e+00, %52
  %59 = fmul float -5.000000e-01, %58
  %60 = fadd float %57, %59
  %61 = fmul float %52, %52
  %62 = fmul float %61, %52
  %63 = fmul float 4.000000e+00, %62
  %64 = fmul float 2.500000e-01, %63
  %65 = fadd float %60, %64
  %bits = bitcast float %50 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %6, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %66 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

slot.then10:                                      ; preds = %uniform_sinks.done
  %67 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %68 = load float, ptr addrspace(3) %67, align 4
  %69 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = fmul float 5.000000e-01, %70
  %72 = fadd float %68, %71
  %73 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature8
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature8
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = fsub float %74, %76
  %78 = fmul float 2.000000e+00, %77
  %79 = fmul float 5.000000e-01, %78
  %80 = fmul float 2.000000e+00, %74
  %81 = fmul float -5.000000e-01, %80
  %82 = fadd float %79, %81
  %83 = fmul float %74, %74
  %84 = fmul float %83, %74
  %85 = fmul float 4.000000e+00, %84
  %86 = fmul float 2.500000e-01, %85
  %87 = fadd float %82, %86
  %88 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature8
  %bits12 = bitcast float %87 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %88, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %uniform_sinks.done
  br label %store.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w64x4(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth5 = alloca i64, align 8
  %pairwise_levels4 = alloca [64 x i64], align 8
  %pairwise_sums3 = alloca [64 x float], align 4
  %fold_index2 = alloca i64, align 8
  %fold_value1 = alloca float, align 4
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
  %2 = mul i64 %row_in_group, 128
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w64, i64 %2
  %4 = mul i64 %row_in_group, 2
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w64, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_read
  %7 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %8 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %9 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %11 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = fmul float %13, %12
  %15 = fmul float %14, %12
  %16 = fmul float 2.500000e-01, %15
  %17 = fmul float %12, %12
  %18 = fmul float 5.000000e-01, %17
  %19 = fsub float %16, %18
  %20 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = fsub float %12, %21
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %25 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %feature
  store float %19, ptr addrspace(3) %25, align 4
  %26 = getelementptr inbounds float, ptr addrspace(3) %3, i64 64
  %27 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %feature
  store float %23, ptr addrspace(3) %27, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  %28 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %29 = getelementptr inbounds float, ptr addrspace(3) %3, i64 64
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value1, align 4
  store i64 0, ptr %fold_index2, align 8
  store i64 0, ptr %pairwise_depth5, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %present, label %store.then, label %store.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %39, %fold_sums.body ]
  %30 = icmp ult i64 %fold_sums, %n_features
  br i1 %30, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %31 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %fold_sums
  %32 = load float, ptr addrspace(3) %31, align 4
  %33 = load float, ptr %fold_value, align 4
  %34 = fadd float %32, %33
  store float %34, ptr %fold_value, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %fold_sums
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = load float, ptr %fold_value1, align 4
  %38 = fadd float %36, %37
  store float %38, ptr %fold_value1, align 4
  %39 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %40 = load float, ptr %fold_value, align 4
  %41 = load float, ptr %fold_value1, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %40, ptr addrspace(3) %42, align 4
  %43 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %41, ptr addrspace(3) %43, align 4
  br label %fold.done

store.then:                                       ; preds = %fold.done
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done11, %fold.done
  br label %row.done

uniform_sinks.then:                               ; preds = %store.then
  %45 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %48 = load float, ptr addrspace(3) %47, align 4
  %49 = fmul float 5.000000e-01, %48
  %50 = fadd float %46, %49
  %51 = getelementptr inbounds float, ptr addrspace(1) %8, i64 0
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = getelementptr inbounds float, ptr addrspace(1) %9, i64 0
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = fsub float %52, %54
  %56 = fmul float 2.000000e+00, %55
  %57 = fmul float 5.000000e-01, %56
  %58 = fmul float 2.000000e+00, %52
  %59 = fmul float -5.000000e-01, %58
  %60 = fadd float %57, %59
  %61 = fmul float %52, %52
  %62 = fmul float %61, %52
  %63 = fmul float 4.000000e+00, %62
  %64 = fmul float 2.500000e-01, %63
  %65 = fadd float %60, %64
  %bits = bitcast float %50 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %6, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %66 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

slot.then10:                                      ; preds = %uniform_sinks.done
  %67 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %68 = load float, ptr addrspace(3) %67, align 4
  %69 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = fmul float 5.000000e-01, %70
  %72 = fadd float %68, %71
  %73 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature8
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature8
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = fsub float %74, %76
  %78 = fmul float 2.000000e+00, %77
  %79 = fmul float 5.000000e-01, %78
  %80 = fmul float 2.000000e+00, %74
  %81 = fmul float -5.000000e-01, %80
  %82 = fadd float %79, %81
  %83 = fmul float %74, %74
  %84 = fmul float %83, %74
  %85 = fmul float 4.000000e+00, %84
  %86 = fmul float 2.500000e-01, %85
  %87 = fadd float %82, %86
  %88 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature8
  %bits12 = bitcast float %87 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %88, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %uniform_sinks.done
  br label %store.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w128x2(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth5 = alloca i64, align 8
  %pairwise_levels4 = alloca [64 x i64], align 8
  %pairwise_sums3 = alloca [64 x float], align 4
  %fold_index2 = alloca i64, align 8
  %fold_value1 = alloca float, align 4
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
  %2 = mul i64 %row_in_group, 256
  %3 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w128, i64 %2
  %4 = mul i64 %row_in_group, 2
  %5 = getelementptr inbounds float, ptr addrspace(3) @tessera_uniforms_w128, i64 %4
  br i1 %fits, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row_read, %n_features
  %6 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_read
  %7 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %8 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %9 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %10 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %store.done, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %11 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature
  %12 = load float, ptr addrspace(1) %11, align 4
  %13 = fmul float %12, %12
  %14 = fmul float %13, %12
  %15 = fmul float %14, %12
  %16 = fmul float 2.500000e-01, %15
  %17 = fmul float %12, %12
  %18 = fmul float 5.000000e-01, %17
  %19 = fsub float %16, %18
  %20 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature
  %21 = load float, ptr addrspace(1) %20, align 4
  %22 = fsub float %12, %21
  %23 = fmul float %22, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %25 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %feature
  store float %19, ptr addrspace(3) %25, align 4
  %26 = getelementptr inbounds float, ptr addrspace(3) %3, i64 128
  %27 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %feature
  store float %23, ptr addrspace(3) %27, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  %28 = getelementptr inbounds float, ptr addrspace(3) %3, i64 0
  %29 = getelementptr inbounds float, ptr addrspace(3) %3, i64 128
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value1, align 4
  store i64 0, ptr %fold_index2, align 8
  store i64 0, ptr %pairwise_depth5, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %present, label %store.then, label %store.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %39, %fold_sums.body ]
  %30 = icmp ult i64 %fold_sums, %n_features
  br i1 %30, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %31 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %fold_sums
  %32 = load float, ptr addrspace(3) %31, align 4
  %33 = load float, ptr %fold_value, align 4
  %34 = fadd float %32, %33
  store float %34, ptr %fold_value, align 4
  %35 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %fold_sums
  %36 = load float, ptr addrspace(3) %35, align 4
  %37 = load float, ptr %fold_value1, align 4
  %38 = fadd float %36, %37
  store float %38, ptr %fold_value1, align 4
  %39 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %40 = load float, ptr %fold_value, align 4
  %41 = load float, ptr %fold_value1, align 4
  %42 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  store float %40, ptr addrspace(3) %42, align 4
  %43 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  store float %41, ptr addrspace(3) %43, align 4
  br label %fold.done

store.then:                                       ; preds = %fold.done
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %44 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

store.done:                                       ; preds = %slot.done11, %fold.done
  br label %row.done

uniform_sinks.then:                               ; preds = %store.then
  %45 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %48 = load float, ptr addrspace(3) %47, align 4
  %49 = fmul float 5.000000e-01, %48
  %50 = fadd float %46, %49
  %51 = getelementptr inbounds float, ptr addrspace(1) %8, i64 0
  %52 = load float, ptr addrspace(1) %51, align 4
  %53 = getelementptr inbounds float, ptr addrspace(1) %9, i64 0
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = fsub float %52, %54
  %56 = fmul float 2.000000e+00, %55
  %57 = fmul float 5.000000e-01, %56
  %58 = fmul float 2.000000e+00, %52
  %59 = fmul float -5.000000e-01, %58
  %60 = fadd float %57, %59
  %61 = fmul float %52, %52
  %62 = fmul float %61, %52
  %63 = fmul float 4.000000e+00, %62
  %64 = fmul float 2.500000e-01, %63
  %65 = fadd float %60, %64
  %bits = bitcast float %50 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %6, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %store.then
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %66 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

slot.then10:                                      ; preds = %uniform_sinks.done
  %67 = getelementptr inbounds float, ptr addrspace(3) %5, i64 0
  %68 = load float, ptr addrspace(3) %67, align 4
  %69 = getelementptr inbounds float, ptr addrspace(3) %5, i64 1
  %70 = load float, ptr addrspace(3) %69, align 4
  %71 = fmul float 5.000000e-01, %70
  %72 = fadd float %68, %71
  %73 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %feature8
  %74 = load float, ptr addrspace(1) %73, align 4
  %75 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %feature8
  %76 = load float, ptr addrspace(1) %75, align 4
  %77 = fsub float %74, %76
  %78 = fmul float 2.000000e+00, %77
  %79 = fmul float 5.000000e-01, %78
  %80 = fmul float 2.000000e+00, %74
  %81 = fmul float -5.000000e-01, %80
  %82 = fadd float %79, %81
  %83 = fmul float %74, %74
  %84 = fmul float %83, %74
  %85 = fmul float 4.000000e+00, %84
  %86 = fmul float 2.500000e-01, %85
  %87 = fadd float %82, %86
  %88 = getelementptr inbounds float, ptr addrspace(1) %7, i64 %feature8
  %bits12 = bitcast float %87 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %88, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %uniform_sinks.done
  br label %store.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w256(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth5 = alloca i64, align 8
  %pairwise_levels4 = alloca [64 x i64], align 8
  %pairwise_sums3 = alloca [64 x float], align 4
  %fold_index2 = alloca i64, align 8
  %fold_value1 = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row
  %4 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %5 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %6 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %7 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done11, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %8 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fmul float %9, %9
  %11 = fmul float %10, %9
  %12 = fmul float %11, %9
  %13 = fmul float 2.500000e-01, %12
  %14 = fmul float %9, %9
  %15 = fmul float 5.000000e-01, %14
  %16 = fsub float %13, %15
  %17 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = fsub float %9, %18
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature
  store float %16, ptr addrspace(3) %21, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 256), i64 %feature
  store float %20, ptr addrspace(3) %22, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value1, align 4
  store i64 0, ptr %fold_index2, align 8
  store i64 0, ptr %pairwise_depth5, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature6 = add i64 %lane, 0
  %valid7 = icmp ult i64 %feature6, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %33, %fold_sums.body ]
  %24 = icmp ult i64 %fold_sums, %n_features
  br i1 %24, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %25 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold_sums
  %26 = load float, ptr addrspace(3) %25, align 4
  %27 = load float, ptr %fold_value, align 4
  %28 = fadd float %26, %27
  store float %28, ptr %fold_value, align 4
  %29 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 256), i64 %fold_sums
  %30 = load float, ptr addrspace(3) %29, align 4
  %31 = load float, ptr %fold_value1, align 4
  %32 = fadd float %30, %31
  store float %32, ptr %fold_value1, align 4
  %33 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %34 = load float, ptr %fold_value, align 4
  %35 = load float, ptr %fold_value1, align 4
  store float %34, ptr addrspace(3) @tessera_uniforms_w256, align 4
  store float %35, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  %36 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %37 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %38 = fmul float 5.000000e-01, %37
  %39 = fadd float %36, %38
  %40 = getelementptr inbounds float, ptr addrspace(1) %5, i64 0
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = getelementptr inbounds float, ptr addrspace(1) %6, i64 0
  %43 = load float, ptr addrspace(1) %42, align 4
  %44 = fsub float %41, %43
  %45 = fmul float 2.000000e+00, %44
  %46 = fmul float 5.000000e-01, %45
  %47 = fmul float 2.000000e+00, %41
  %48 = fmul float -5.000000e-01, %47
  %49 = fadd float %46, %48
  %50 = fmul float %41, %41
  %51 = fmul float %50, %41
  %52 = fmul float 4.000000e+00, %51
  %53 = fmul float 2.500000e-01, %52
  %54 = fadd float %49, %53
  %bits = bitcast float %39 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %3, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature8 = add i64 %lane, 0
  %valid9 = icmp ult i64 %feature8, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid9, label %slot.then10, label %slot.done11

slot.then10:                                      ; preds = %uniform_sinks.done
  %56 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %57 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %58 = fmul float 5.000000e-01, %57
  %59 = fadd float %56, %58
  %60 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature8
  %61 = load float, ptr addrspace(1) %60, align 4
  %62 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature8
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = fsub float %61, %63
  %65 = fmul float 2.000000e+00, %64
  %66 = fmul float 5.000000e-01, %65
  %67 = fmul float 2.000000e+00, %61
  %68 = fmul float -5.000000e-01, %67
  %69 = fadd float %66, %68
  %70 = fmul float %61, %61
  %71 = fmul float %70, %61
  %72 = fmul float 4.000000e+00, %71
  %73 = fmul float 2.500000e-01, %72
  %74 = fadd float %69, %73
  %75 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature8
  %bits12 = bitcast float %74 to i32
  %magnitude13 = and i32 %bits12, 2147483647
  %is_nan14 = icmp ugt i32 %magnitude13, 2139095040
  %canonical15 = select i1 %is_nan14, i32 2143289344, i32 %bits12
  store i32 %canonical15, ptr addrspace(1) %75, align 4
  br label %slot.done11

slot.done11:                                      ; preds = %slot.then10, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w512(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth9 = alloca i64, align 8
  %pairwise_levels8 = alloca [64 x i64], align 8
  %pairwise_sums7 = alloca [64 x float], align 4
  %fold_index6 = alloca i64, align 8
  %fold_value5 = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row
  %4 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %5 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %6 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %7 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done23, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %8 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fmul float %9, %9
  %11 = fmul float %10, %9
  %12 = fmul float %11, %9
  %13 = fmul float 2.500000e-01, %12
  %14 = fmul float %9, %9
  %15 = fmul float 5.000000e-01, %14
  %16 = fsub float %13, %15
  %17 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = fsub float %9, %18
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature
  store float %16, ptr addrspace(3) %21, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 512), i64 %feature
  store float %20, ptr addrspace(3) %22, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %24 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature1
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = fmul float %25, %25
  %27 = fmul float %26, %25
  %28 = fmul float %27, %25
  %29 = fmul float 2.500000e-01, %28
  %30 = fmul float %25, %25
  %31 = fmul float 5.000000e-01, %30
  %32 = fsub float %29, %31
  %33 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature1
  %34 = load float, ptr addrspace(1) %33, align 4
  %35 = fsub float %25, %34
  %36 = fmul float %35, %35
  %37 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %feature1
  store float %32, ptr addrspace(3) %37, align 4
  %38 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 512), i64 %feature1
  store float %36, ptr addrspace(3) %38, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done4
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value5, align 4
  store i64 0, ptr %fold_index6, align 8
  store i64 0, ptr %pairwise_depth9, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature10 = add i64 %lane, 0
  %valid11 = icmp ult i64 %feature10, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %49, %fold_sums.body ]
  %40 = icmp ult i64 %fold_sums, %n_features
  br i1 %40, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %41 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 %fold_sums
  %42 = load float, ptr addrspace(3) %41, align 4
  %43 = load float, ptr %fold_value, align 4
  %44 = fadd float %42, %43
  store float %44, ptr %fold_value, align 4
  %45 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w512, i64 512), i64 %fold_sums
  %46 = load float, ptr addrspace(3) %45, align 4
  %47 = load float, ptr %fold_value5, align 4
  %48 = fadd float %46, %47
  store float %48, ptr %fold_value5, align 4
  %49 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %50 = load float, ptr %fold_value, align 4
  %51 = load float, ptr %fold_value5, align 4
  store float %50, ptr addrspace(3) @tessera_uniforms_w512, align 4
  store float %51, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  %52 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %53 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  %54 = fmul float 5.000000e-01, %53
  %55 = fadd float %52, %54
  %56 = getelementptr inbounds float, ptr addrspace(1) %5, i64 0
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = getelementptr inbounds float, ptr addrspace(1) %6, i64 0
  %59 = load float, ptr addrspace(1) %58, align 4
  %60 = fsub float %57, %59
  %61 = fmul float 2.000000e+00, %60
  %62 = fmul float 5.000000e-01, %61
  %63 = fmul float 2.000000e+00, %57
  %64 = fmul float -5.000000e-01, %63
  %65 = fadd float %62, %64
  %66 = fmul float %57, %57
  %67 = fmul float %66, %57
  %68 = fmul float 4.000000e+00, %67
  %69 = fmul float 2.500000e-01, %68
  %70 = fadd float %65, %69
  %bits = bitcast float %55 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %3, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature12 = add i64 %lane, 0
  %valid13 = icmp ult i64 %feature12, %n_features
  %71 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid13, label %slot.then14, label %slot.done15

slot.then14:                                      ; preds = %uniform_sinks.done
  %72 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %73 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  %74 = fmul float 5.000000e-01, %73
  %75 = fadd float %72, %74
  %76 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature12
  %77 = load float, ptr addrspace(1) %76, align 4
  %78 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature12
  %79 = load float, ptr addrspace(1) %78, align 4
  %80 = fsub float %77, %79
  %81 = fmul float 2.000000e+00, %80
  %82 = fmul float 5.000000e-01, %81
  %83 = fmul float 2.000000e+00, %77
  %84 = fmul float -5.000000e-01, %83
  %85 = fadd float %82, %84
  %86 = fmul float %77, %77
  %87 = fmul float %86, %77
  %88 = fmul float 4.000000e+00, %87
  %89 = fmul float 2.500000e-01, %88
  %90 = fadd float %85, %89
  %91 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature12
  %bits16 = bitcast float %90 to i32
  %magnitude17 = and i32 %bits16, 2147483647
  %is_nan18 = icmp ugt i32 %magnitude17, 2139095040
  %canonical19 = select i1 %is_nan18, i32 2143289344, i32 %bits16
  store i32 %canonical19, ptr addrspace(1) %91, align 4
  br label %slot.done15

slot.done15:                                      ; preds = %slot.then14, %uniform_sinks.done
  %feature20 = add i64 %lane, 256
  %valid21 = icmp ult i64 %feature20, %n_features
  %92 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %slot.done15
  %93 = load float, ptr addrspace(3) @tessera_uniforms_w512, align 4
  %94 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w512, i64 1), align 4
  %95 = fmul float 5.000000e-01, %94
  %96 = fadd float %93, %95
  %97 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature20
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature20
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = fsub float %98, %100
  %102 = fmul float 2.000000e+00, %101
  %103 = fmul float 5.000000e-01, %102
  %104 = fmul float 2.000000e+00, %98
  %105 = fmul float -5.000000e-01, %104
  %106 = fadd float %103, %105
  %107 = fmul float %98, %98
  %108 = fmul float %107, %98
  %109 = fmul float 4.000000e+00, %108
  %110 = fmul float 2.500000e-01, %109
  %111 = fadd float %106, %110
  %112 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature20
  %bits24 = bitcast float %111 to i32
  %magnitude25 = and i32 %bits24, 2147483647
  %is_nan26 = icmp ugt i32 %magnitude25, 2139095040
  %canonical27 = select i1 %is_nan26, i32 2143289344, i32 %bits24
  store i32 %canonical27, ptr addrspace(1) %112, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %slot.done15
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w1024(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth17 = alloca i64, align 8
  %pairwise_levels16 = alloca [64 x i64], align 8
  %pairwise_sums15 = alloca [64 x float], align 4
  %fold_index14 = alloca i64, align 8
  %fold_value13 = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row
  %4 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %5 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %6 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %7 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done47, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %8 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fmul float %9, %9
  %11 = fmul float %10, %9
  %12 = fmul float %11, %9
  %13 = fmul float 2.500000e-01, %12
  %14 = fmul float %9, %9
  %15 = fmul float 5.000000e-01, %14
  %16 = fsub float %13, %15
  %17 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = fsub float %9, %18
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature
  store float %16, ptr addrspace(3) %21, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature
  store float %20, ptr addrspace(3) %22, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %24 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature1
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = fmul float %25, %25
  %27 = fmul float %26, %25
  %28 = fmul float %27, %25
  %29 = fmul float 2.500000e-01, %28
  %30 = fmul float %25, %25
  %31 = fmul float 5.000000e-01, %30
  %32 = fsub float %29, %31
  %33 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature1
  %34 = load float, ptr addrspace(1) %33, align 4
  %35 = fsub float %25, %34
  %36 = fmul float %35, %35
  %37 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature1
  store float %32, ptr addrspace(3) %37, align 4
  %38 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature1
  store float %36, ptr addrspace(3) %38, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %40 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature5
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = fmul float %41, %41
  %43 = fmul float %42, %41
  %44 = fmul float %43, %41
  %45 = fmul float 2.500000e-01, %44
  %46 = fmul float %41, %41
  %47 = fmul float 5.000000e-01, %46
  %48 = fsub float %45, %47
  %49 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature5
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = fsub float %41, %50
  %52 = fmul float %51, %51
  %53 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature5
  store float %48, ptr addrspace(3) %53, align 4
  %54 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature5
  store float %52, ptr addrspace(3) %54, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %56 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature9
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = fmul float %57, %57
  %59 = fmul float %58, %57
  %60 = fmul float %59, %57
  %61 = fmul float 2.500000e-01, %60
  %62 = fmul float %57, %57
  %63 = fmul float 5.000000e-01, %62
  %64 = fsub float %61, %63
  %65 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature9
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fsub float %57, %66
  %68 = fmul float %67, %67
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature9
  store float %64, ptr addrspace(3) %69, align 4
  %70 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %feature9
  store float %68, ptr addrspace(3) %70, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done12
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value13, align 4
  store i64 0, ptr %fold_index14, align 8
  store i64 0, ptr %pairwise_depth17, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %71 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %81, %fold_sums.body ]
  %72 = icmp ult i64 %fold_sums, %n_features
  br i1 %72, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %73 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold_sums
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = load float, ptr %fold_value, align 4
  %76 = fadd float %74, %75
  store float %76, ptr %fold_value, align 4
  %77 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 1024), i64 %fold_sums
  %78 = load float, ptr addrspace(3) %77, align 4
  %79 = load float, ptr %fold_value13, align 4
  %80 = fadd float %78, %79
  store float %80, ptr %fold_value13, align 4
  %81 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %82 = load float, ptr %fold_value, align 4
  %83 = load float, ptr %fold_value13, align 4
  store float %82, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  store float %83, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  %84 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %85 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %86 = fmul float 5.000000e-01, %85
  %87 = fadd float %84, %86
  %88 = getelementptr inbounds float, ptr addrspace(1) %5, i64 0
  %89 = load float, ptr addrspace(1) %88, align 4
  %90 = getelementptr inbounds float, ptr addrspace(1) %6, i64 0
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = fsub float %89, %91
  %93 = fmul float 2.000000e+00, %92
  %94 = fmul float 5.000000e-01, %93
  %95 = fmul float 2.000000e+00, %89
  %96 = fmul float -5.000000e-01, %95
  %97 = fadd float %94, %96
  %98 = fmul float %89, %89
  %99 = fmul float %98, %89
  %100 = fmul float 4.000000e+00, %99
  %101 = fmul float 2.500000e-01, %100
  %102 = fadd float %97, %101
  %bits = bitcast float %87 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %3, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %103 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done
  %104 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %105 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %106 = fmul float 5.000000e-01, %105
  %107 = fadd float %104, %106
  %108 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature20
  %109 = load float, ptr addrspace(1) %108, align 4
  %110 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature20
  %111 = load float, ptr addrspace(1) %110, align 4
  %112 = fsub float %109, %111
  %113 = fmul float 2.000000e+00, %112
  %114 = fmul float 5.000000e-01, %113
  %115 = fmul float 2.000000e+00, %109
  %116 = fmul float -5.000000e-01, %115
  %117 = fadd float %114, %116
  %118 = fmul float %109, %109
  %119 = fmul float %118, %109
  %120 = fmul float 4.000000e+00, %119
  %121 = fmul float 2.500000e-01, %120
  %122 = fadd float %117, %121
  %123 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature20
  %bits24 = bitcast float %122 to i32
  %magnitude25 = and i32 %bits24, 2147483647
  %is_nan26 = icmp ugt i32 %magnitude25, 2139095040
  %canonical27 = select i1 %is_nan26, i32 2143289344, i32 %bits24
  store i32 %canonical27, ptr addrspace(1) %123, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done
  %feature28 = add i64 %lane, 256
  %valid29 = icmp ult i64 %feature28, %n_features
  %124 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done23
  %125 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %126 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %127 = fmul float 5.000000e-01, %126
  %128 = fadd float %125, %127
  %129 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature28
  %130 = load float, ptr addrspace(1) %129, align 4
  %131 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature28
  %132 = load float, ptr addrspace(1) %131, align 4
  %133 = fsub float %130, %132
  %134 = fmul float 2.000000e+00, %133
  %135 = fmul float 5.000000e-01, %134
  %136 = fmul float 2.000000e+00, %130
  %137 = fmul float -5.000000e-01, %136
  %138 = fadd float %135, %137
  %139 = fmul float %130, %130
  %140 = fmul float %139, %130
  %141 = fmul float 4.000000e+00, %140
  %142 = fmul float 2.500000e-01, %141
  %143 = fadd float %138, %142
  %144 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature28
  %bits32 = bitcast float %143 to i32
  %magnitude33 = and i32 %bits32, 2147483647
  %is_nan34 = icmp ugt i32 %magnitude33, 2139095040
  %canonical35 = select i1 %is_nan34, i32 2143289344, i32 %bits32
  store i32 %canonical35, ptr addrspace(1) %144, align 4
  br label %slot.done31

slot.done31:                                      ; preds = %slot.then30, %slot.done23
  %feature36 = add i64 %lane, 512
  %valid37 = icmp ult i64 %feature36, %n_features
  %145 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done31
  %146 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %147 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %148 = fmul float 5.000000e-01, %147
  %149 = fadd float %146, %148
  %150 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature36
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature36
  %153 = load float, ptr addrspace(1) %152, align 4
  %154 = fsub float %151, %153
  %155 = fmul float 2.000000e+00, %154
  %156 = fmul float 5.000000e-01, %155
  %157 = fmul float 2.000000e+00, %151
  %158 = fmul float -5.000000e-01, %157
  %159 = fadd float %156, %158
  %160 = fmul float %151, %151
  %161 = fmul float %160, %151
  %162 = fmul float 4.000000e+00, %161
  %163 = fmul float 2.500000e-01, %162
  %164 = fadd float %159, %163
  %165 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature36
  %bits40 = bitcast float %164 to i32
  %magnitude41 = and i32 %bits40, 2147483647
  %is_nan42 = icmp ugt i32 %magnitude41, 2139095040
  %canonical43 = select i1 %is_nan42, i32 2143289344, i32 %bits40
  store i32 %canonical43, ptr addrspace(1) %165, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done31
  %feature44 = add i64 %lane, 768
  %valid45 = icmp ult i64 %feature44, %n_features
  %166 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done39
  %167 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %168 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %169 = fmul float 5.000000e-01, %168
  %170 = fadd float %167, %169
  %171 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature44
  %172 = load float, ptr addrspace(1) %171, align 4
  %173 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature44
  %174 = load float, ptr addrspace(1) %173, align 4
  %175 = fsub float %172, %174
  %176 = fmul float 2.000000e+00, %175
  %177 = fmul float 5.000000e-01, %176
  %178 = fmul float 2.000000e+00, %172
  %179 = fmul float -5.000000e-01, %178
  %180 = fadd float %177, %179
  %181 = fmul float %172, %172
  %182 = fmul float %181, %172
  %183 = fmul float 4.000000e+00, %182
  %184 = fmul float 2.500000e-01, %183
  %185 = fadd float %180, %184
  %186 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature44
  %bits48 = bitcast float %185 to i32
  %magnitude49 = and i32 %bits48, 2147483647
  %is_nan50 = icmp ugt i32 %magnitude49, 2139095040
  %canonical51 = select i1 %is_nan50, i32 2143289344, i32 %bits48
  store i32 %canonical51, ptr addrspace(1) %186, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done39
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w2048(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row
  %4 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %5 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %6 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %7 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done95, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %8 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fmul float %9, %9
  %11 = fmul float %10, %9
  %12 = fmul float %11, %9
  %13 = fmul float 2.500000e-01, %12
  %14 = fmul float %9, %9
  %15 = fmul float 5.000000e-01, %14
  %16 = fsub float %13, %15
  %17 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = fsub float %9, %18
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature
  store float %16, ptr addrspace(3) %21, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %feature
  store float %20, ptr addrspace(3) %22, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 256
  %valid2 = icmp ult i64 %feature1, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %24 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature1
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = fmul float %25, %25
  %27 = fmul float %26, %25
  %28 = fmul float %27, %25
  %29 = fmul float 2.500000e-01, %28
  %30 = fmul float %25, %25
  %31 = fmul float 5.000000e-01, %30
  %32 = fsub float %29, %31
  %33 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature1
  %34 = load float, ptr addrspace(1) %33, align 4
  %35 = fsub float %25, %34
  %36 = fmul float %35, %35
  %37 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature1
  store float %32, ptr addrspace(3) %37, align 4
  %38 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %feature1
  store float %36, ptr addrspace(3) %38, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 512
  %valid6 = icmp ult i64 %feature5, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %40 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature5
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = fmul float %41, %41
  %43 = fmul float %42, %41
  %44 = fmul float %43, %41
  %45 = fmul float 2.500000e-01, %44
  %46 = fmul float %41, %41
  %47 = fmul float 5.000000e-01, %46
  %48 = fsub float %45, %47
  %49 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature5
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = fsub float %41, %50
  %52 = fmul float %51, %51
  %53 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature5
  store float %48, ptr addrspace(3) %53, align 4
  %54 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %feature5
  store float %52, ptr addrspace(3) %54, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 768
  %valid10 = icmp ult i64 %feature9, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %56 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature9
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = fmul float %57, %57
  %59 = fmul float %58, %57
  %60 = fmul float %59, %57
  %61 = fmul float 2.500000e-01, %60
  %62 = fmul float %57, %57
  %63 = fmul float 5.000000e-01, %62
  %64 = fsub float %61, %63
  %65 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature9
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fsub float %57, %66
  %68 = fmul float %67, %67
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature9
  store float %64, ptr addrspace(3) %69, align 4
  %70 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %feature9
  store float %68, ptr addrspace(3) %70, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  %feature13 = add i64 %lane, 1024
  %valid14 = icmp ult i64 %feature13, %n_features
  %71 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %slot.done12
  %72 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature13
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fmul float %73, %73
  %75 = fmul float %74, %73
  %76 = fmul float %75, %73
  %77 = fmul float 2.500000e-01, %76
  %78 = fmul float %73, %73
  %79 = fmul float 5.000000e-01, %78
  %80 = fsub float %77, %79
  %81 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature13
  %82 = load float, ptr addrspace(1) %81, align 4
  %83 = fsub float %73, %82
  %84 = fmul float %83, %83
  %85 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature13
  store float %80, ptr addrspace(3) %85, align 4
  %86 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %feature13
  store float %84, ptr addrspace(3) %86, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %slot.done12
  %feature17 = add i64 %lane, 1280
  %valid18 = icmp ult i64 %feature17, %n_features
  %87 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %88 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature17
  %89 = load float, ptr addrspace(1) %88, align 4
  %90 = fmul float %89, %89
  %91 = fmul float %90, %89
  %92 = fmul float %91, %89
  %93 = fmul float 2.500000e-01, %92
  %94 = fmul float %89, %89
  %95 = fmul float 5.000000e-01, %94
  %96 = fsub float %93, %95
  %97 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature17
  %98 = load float, ptr addrspace(1) %97, align 4
  %99 = fsub float %89, %98
  %100 = fmul float %99, %99
  %101 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature17
  store float %96, ptr addrspace(3) %101, align 4
  %102 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %feature17
  store float %100, ptr addrspace(3) %102, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 1536
  %valid22 = icmp ult i64 %feature21, %n_features
  %103 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %104 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature21
  %105 = load float, ptr addrspace(1) %104, align 4
  %106 = fmul float %105, %105
  %107 = fmul float %106, %105
  %108 = fmul float %107, %105
  %109 = fmul float 2.500000e-01, %108
  %110 = fmul float %105, %105
  %111 = fmul float 5.000000e-01, %110
  %112 = fsub float %109, %111
  %113 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature21
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = fsub float %105, %114
  %116 = fmul float %115, %115
  %117 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature21
  store float %112, ptr addrspace(3) %117, align 4
  %118 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %feature21
  store float %116, ptr addrspace(3) %118, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 1792
  %valid26 = icmp ult i64 %feature25, %n_features
  %119 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done24
  %120 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature25
  %121 = load float, ptr addrspace(1) %120, align 4
  %122 = fmul float %121, %121
  %123 = fmul float %122, %121
  %124 = fmul float %123, %121
  %125 = fmul float 2.500000e-01, %124
  %126 = fmul float %121, %121
  %127 = fmul float 5.000000e-01, %126
  %128 = fsub float %125, %127
  %129 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature25
  %130 = load float, ptr addrspace(1) %129, align 4
  %131 = fsub float %121, %130
  %132 = fmul float %131, %131
  %133 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature25
  store float %128, ptr addrspace(3) %133, align 4
  %134 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %feature25
  store float %132, ptr addrspace(3) %134, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done28
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value29, align 4
  store i64 0, ptr %fold_index30, align 8
  store i64 0, ptr %pairwise_depth33, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature34 = add i64 %lane, 0
  %valid35 = icmp ult i64 %feature34, %n_features
  %135 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %145, %fold_sums.body ]
  %136 = icmp ult i64 %fold_sums, %n_features
  br i1 %136, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %137 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold_sums
  %138 = load float, ptr addrspace(3) %137, align 4
  %139 = load float, ptr %fold_value, align 4
  %140 = fadd float %138, %139
  store float %140, ptr %fold_value, align 4
  %141 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 2048), i64 %fold_sums
  %142 = load float, ptr addrspace(3) %141, align 4
  %143 = load float, ptr %fold_value29, align 4
  %144 = fadd float %142, %143
  store float %144, ptr %fold_value29, align 4
  %145 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %146 = load float, ptr %fold_value, align 4
  %147 = load float, ptr %fold_value29, align 4
  store float %146, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  store float %147, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  %148 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %149 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %150 = fmul float 5.000000e-01, %149
  %151 = fadd float %148, %150
  %152 = getelementptr inbounds float, ptr addrspace(1) %5, i64 0
  %153 = load float, ptr addrspace(1) %152, align 4
  %154 = getelementptr inbounds float, ptr addrspace(1) %6, i64 0
  %155 = load float, ptr addrspace(1) %154, align 4
  %156 = fsub float %153, %155
  %157 = fmul float 2.000000e+00, %156
  %158 = fmul float 5.000000e-01, %157
  %159 = fmul float 2.000000e+00, %153
  %160 = fmul float -5.000000e-01, %159
  %161 = fadd float %158, %160
  %162 = fmul float %153, %153
  %163 = fmul float %162, %153
  %164 = fmul float 4.000000e+00, %163
  %165 = fmul float 2.500000e-01, %164
  %166 = fadd float %161, %165
  %bits = bitcast float %151 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %3, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature36 = add i64 %lane, 0
  %valid37 = icmp ult i64 %feature36, %n_features
  %167 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %uniform_sinks.done
  %168 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %169 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %170 = fmul float 5.000000e-01, %169
  %171 = fadd float %168, %170
  %172 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature36
  %173 = load float, ptr addrspace(1) %172, align 4
  %174 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature36
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = fsub float %173, %175
  %177 = fmul float 2.000000e+00, %176
  %178 = fmul float 5.000000e-01, %177
  %179 = fmul float 2.000000e+00, %173
  %180 = fmul float -5.000000e-01, %179
  %181 = fadd float %178, %180
  %182 = fmul float %173, %173
  %183 = fmul float %182, %173
  %184 = fmul float 4.000000e+00, %183
  %185 = fmul float 2.500000e-01, %184
  %186 = fadd float %181, %185
  %187 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature36
  %bits40 = bitcast float %186 to i32
  %magnitude41 = and i32 %bits40, 2147483647
  %is_nan42 = icmp ugt i32 %magnitude41, 2139095040
  %canonical43 = select i1 %is_nan42, i32 2143289344, i32 %bits40
  store i32 %canonical43, ptr addrspace(1) %187, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %uniform_sinks.done
  %feature44 = add i64 %lane, 256
  %valid45 = icmp ult i64 %feature44, %n_features
  %188 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done39
  %189 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %190 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %191 = fmul float 5.000000e-01, %190
  %192 = fadd float %189, %191
  %193 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature44
  %194 = load float, ptr addrspace(1) %193, align 4
  %195 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature44
  %196 = load float, ptr addrspace(1) %195, align 4
  %197 = fsub float %194, %196
  %198 = fmul float 2.000000e+00, %197
  %199 = fmul float 5.000000e-01, %198
  %200 = fmul float 2.000000e+00, %194
  %201 = fmul float -5.000000e-01, %200
  %202 = fadd float %199, %201
  %203 = fmul float %194, %194
  %204 = fmul float %203, %194
  %205 = fmul float 4.000000e+00, %204
  %206 = fmul float 2.500000e-01, %205
  %207 = fadd float %202, %206
  %208 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature44
  %bits48 = bitcast float %207 to i32
  %magnitude49 = and i32 %bits48, 2147483647
  %is_nan50 = icmp ugt i32 %magnitude49, 2139095040
  %canonical51 = select i1 %is_nan50, i32 2143289344, i32 %bits48
  store i32 %canonical51, ptr addrspace(1) %208, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done39
  %feature52 = add i64 %lane, 512
  %valid53 = icmp ult i64 %feature52, %n_features
  %209 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid53, label %slot.then54, label %slot.done55

slot.then54:                                      ; preds = %slot.done47
  %210 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %211 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %212 = fmul float 5.000000e-01, %211
  %213 = fadd float %210, %212
  %214 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature52
  %215 = load float, ptr addrspace(1) %214, align 4
  %216 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature52
  %217 = load float, ptr addrspace(1) %216, align 4
  %218 = fsub float %215, %217
  %219 = fmul float 2.000000e+00, %218
  %220 = fmul float 5.000000e-01, %219
  %221 = fmul float 2.000000e+00, %215
  %222 = fmul float -5.000000e-01, %221
  %223 = fadd float %220, %222
  %224 = fmul float %215, %215
  %225 = fmul float %224, %215
  %226 = fmul float 4.000000e+00, %225
  %227 = fmul float 2.500000e-01, %226
  %228 = fadd float %223, %227
  %229 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature52
  %bits56 = bitcast float %228 to i32
  %magnitude57 = and i32 %bits56, 2147483647
  %is_nan58 = icmp ugt i32 %magnitude57, 2139095040
  %canonical59 = select i1 %is_nan58, i32 2143289344, i32 %bits56
  store i32 %canonical59, ptr addrspace(1) %229, align 4
  br label %slot.done55

slot.done55:                                      ; preds = %slot.then54, %slot.done47
  %feature60 = add i64 %lane, 768
  %valid61 = icmp ult i64 %feature60, %n_features
  %230 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid61, label %slot.then62, label %slot.done63

slot.then62:                                      ; preds = %slot.done55
  %231 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %232 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %233 = fmul float 5.000000e-01, %232
  %234 = fadd float %231, %233
  %235 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature60
  %236 = load float, ptr addrspace(1) %235, align 4
  %237 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature60
  %238 = load float, ptr addrspace(1) %237, align 4
  %239 = fsub float %236, %238
  %240 = fmul float 2.000000e+00, %239
  %241 = fmul float 5.000000e-01, %240
  %242 = fmul float 2.000000e+00, %236
  %243 = fmul float -5.000000e-01, %242
  %244 = fadd float %241, %243
  %245 = fmul float %236, %236
  %246 = fmul float %245, %236
  %247 = fmul float 4.000000e+00, %246
  %248 = fmul float 2.500000e-01, %247
  %249 = fadd float %244, %248
  %250 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature60
  %bits64 = bitcast float %249 to i32
  %magnitude65 = and i32 %bits64, 2147483647
  %is_nan66 = icmp ugt i32 %magnitude65, 2139095040
  %canonical67 = select i1 %is_nan66, i32 2143289344, i32 %bits64
  store i32 %canonical67, ptr addrspace(1) %250, align 4
  br label %slot.done63

slot.done63:                                      ; preds = %slot.then62, %slot.done55
  %feature68 = add i64 %lane, 1024
  %valid69 = icmp ult i64 %feature68, %n_features
  %251 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid69, label %slot.then70, label %slot.done71

slot.then70:                                      ; preds = %slot.done63
  %252 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %253 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %254 = fmul float 5.000000e-01, %253
  %255 = fadd float %252, %254
  %256 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature68
  %257 = load float, ptr addrspace(1) %256, align 4
  %258 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature68
  %259 = load float, ptr addrspace(1) %258, align 4
  %260 = fsub float %257, %259
  %261 = fmul float 2.000000e+00, %260
  %262 = fmul float 5.000000e-01, %261
  %263 = fmul float 2.000000e+00, %257
  %264 = fmul float -5.000000e-01, %263
  %265 = fadd float %262, %264
  %266 = fmul float %257, %257
  %267 = fmul float %266, %257
  %268 = fmul float 4.000000e+00, %267
  %269 = fmul float 2.500000e-01, %268
  %270 = fadd float %265, %269
  %271 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature68
  %bits72 = bitcast float %270 to i32
  %magnitude73 = and i32 %bits72, 2147483647
  %is_nan74 = icmp ugt i32 %magnitude73, 2139095040
  %canonical75 = select i1 %is_nan74, i32 2143289344, i32 %bits72
  store i32 %canonical75, ptr addrspace(1) %271, align 4
  br label %slot.done71

slot.done71:                                      ; preds = %slot.then70, %slot.done63
  %feature76 = add i64 %lane, 1280
  %valid77 = icmp ult i64 %feature76, %n_features
  %272 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid77, label %slot.then78, label %slot.done79

slot.then78:                                      ; preds = %slot.done71
  %273 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %274 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %275 = fmul float 5.000000e-01, %274
  %276 = fadd float %273, %275
  %277 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature76
  %278 = load float, ptr addrspace(1) %277, align 4
  %279 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature76
  %280 = load float, ptr addrspace(1) %279, align 4
  %281 = fsub float %278, %280
  %282 = fmul float 2.000000e+00, %281
  %283 = fmul float 5.000000e-01, %282
  %284 = fmul float 2.000000e+00, %278
  %285 = fmul float -5.000000e-01, %284
  %286 = fadd float %283, %285
  %287 = fmul float %278, %278
  %288 = fmul float %287, %278
  %289 = fmul float 4.000000e+00, %288
  %290 = fmul float 2.500000e-01, %289
  %291 = fadd float %286, %290
  %292 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature76
  %bits80 = bitcast float %291 to i32
  %magnitude81 = and i32 %bits80, 2147483647
  %is_nan82 = icmp ugt i32 %magnitude81, 2139095040
  %canonical83 = select i1 %is_nan82, i32 2143289344, i32 %bits80
  store i32 %canonical83, ptr addrspace(1) %292, align 4
  br label %slot.done79

slot.done79:                                      ; preds = %slot.then78, %slot.done71
  %feature84 = add i64 %lane, 1536
  %valid85 = icmp ult i64 %feature84, %n_features
  %293 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid85, label %slot.then86, label %slot.done87

slot.then86:                                      ; preds = %slot.done79
  %294 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %295 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %296 = fmul float 5.000000e-01, %295
  %297 = fadd float %294, %296
  %298 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature84
  %299 = load float, ptr addrspace(1) %298, align 4
  %300 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature84
  %301 = load float, ptr addrspace(1) %300, align 4
  %302 = fsub float %299, %301
  %303 = fmul float 2.000000e+00, %302
  %304 = fmul float 5.000000e-01, %303
  %305 = fmul float 2.000000e+00, %299
  %306 = fmul float -5.000000e-01, %305
  %307 = fadd float %304, %306
  %308 = fmul float %299, %299
  %309 = fmul float %308, %299
  %310 = fmul float 4.000000e+00, %309
  %311 = fmul float 2.500000e-01, %310
  %312 = fadd float %307, %311
  %313 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature84
  %bits88 = bitcast float %312 to i32
  %magnitude89 = and i32 %bits88, 2147483647
  %is_nan90 = icmp ugt i32 %magnitude89, 2139095040
  %canonical91 = select i1 %is_nan90, i32 2143289344, i32 %bits88
  store i32 %canonical91, ptr addrspace(1) %313, align 4
  br label %slot.done87

slot.done87:                                      ; preds = %slot.then86, %slot.done79
  %feature92 = add i64 %lane, 1792
  %valid93 = icmp ult i64 %feature92, %n_features
  %314 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid93, label %slot.then94, label %slot.done95

slot.then94:                                      ; preds = %slot.done87
  %315 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %316 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %317 = fmul float 5.000000e-01, %316
  %318 = fadd float %315, %317
  %319 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature92
  %320 = load float, ptr addrspace(1) %319, align 4
  %321 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature92
  %322 = load float, ptr addrspace(1) %321, align 4
  %323 = fsub float %320, %322
  %324 = fmul float 2.000000e+00, %323
  %325 = fmul float 5.000000e-01, %324
  %326 = fmul float 2.000000e+00, %320
  %327 = fmul float -5.000000e-01, %326
  %328 = fadd float %325, %327
  %329 = fmul float %320, %320
  %330 = fmul float %329, %320
  %331 = fmul float 4.000000e+00, %330
  %332 = fmul float 2.500000e-01, %331
  %333 = fadd float %328, %332
  %334 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature92
  %bits96 = bitcast float %333 to i32
  %magnitude97 = and i32 %bits96, 2147483647
  %is_nan98 = icmp ugt i32 %magnitude97, 2139095040
  %canonical99 = select i1 %is_nan98, i32 2143289344, i32 %bits96
  store i32 %canonical99, ptr addrspace(1) %334, align 4
  br label %slot.done95

slot.done95:                                      ; preds = %slot.then94, %slot.done87
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w4096(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #3 {
entry:
  %pairwise_depth17 = alloca i64, align 8
  %pairwise_levels16 = alloca [64 x i64], align 8
  %pairwise_sums15 = alloca [64 x float], align 4
  %fold_index14 = alloca i64, align 8
  %fold_value13 = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row
  %4 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %5 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %6 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %7 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done47, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %8 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fmul float %9, %9
  %11 = fmul float %10, %9
  %12 = fmul float %11, %9
  %13 = fmul float 2.500000e-01, %12
  %14 = fmul float %9, %9
  %15 = fmul float 5.000000e-01, %14
  %16 = fsub float %13, %15
  %17 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = fsub float %9, %18
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature
  store float %16, ptr addrspace(3) %21, align 4
  %22 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 4096), i64 %feature
  store float %20, ptr addrspace(3) %22, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %23 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %24 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature1
  %25 = load float, ptr addrspace(1) %24, align 4
  %26 = fmul float %25, %25
  %27 = fmul float %26, %25
  %28 = fmul float %27, %25
  %29 = fmul float 2.500000e-01, %28
  %30 = fmul float %25, %25
  %31 = fmul float 5.000000e-01, %30
  %32 = fsub float %29, %31
  %33 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature1
  %34 = load float, ptr addrspace(1) %33, align 4
  %35 = fsub float %25, %34
  %36 = fmul float %35, %35
  %37 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature1
  store float %32, ptr addrspace(3) %37, align 4
  %38 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 4096), i64 %feature1
  store float %36, ptr addrspace(3) %38, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %39 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %40 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature5
  %41 = load float, ptr addrspace(1) %40, align 4
  %42 = fmul float %41, %41
  %43 = fmul float %42, %41
  %44 = fmul float %43, %41
  %45 = fmul float 2.500000e-01, %44
  %46 = fmul float %41, %41
  %47 = fmul float 5.000000e-01, %46
  %48 = fsub float %45, %47
  %49 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature5
  %50 = load float, ptr addrspace(1) %49, align 4
  %51 = fsub float %41, %50
  %52 = fmul float %51, %51
  %53 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature5
  store float %48, ptr addrspace(3) %53, align 4
  %54 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 4096), i64 %feature5
  store float %52, ptr addrspace(3) %54, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
  %valid10 = icmp ult i64 %feature9, %n_features
  %55 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %56 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature9
  %57 = load float, ptr addrspace(1) %56, align 4
  %58 = fmul float %57, %57
  %59 = fmul float %58, %57
  %60 = fmul float %59, %57
  %61 = fmul float 2.500000e-01, %60
  %62 = fmul float %57, %57
  %63 = fmul float 5.000000e-01, %62
  %64 = fsub float %61, %63
  %65 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature9
  %66 = load float, ptr addrspace(1) %65, align 4
  %67 = fsub float %57, %66
  %68 = fmul float %67, %67
  %69 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature9
  store float %64, ptr addrspace(3) %69, align 4
  %70 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 4096), i64 %feature9
  store float %68, ptr addrspace(3) %70, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done12
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value13, align 4
  store i64 0, ptr %fold_index14, align 8
  store i64 0, ptr %pairwise_depth17, align 8
  br label %fold_sums.header

fold.done:                                        ; preds = %fold_sums.exit, %slot.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature18 = add i64 %lane, 0
  %valid19 = icmp ult i64 %feature18, %n_features
  %71 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %81, %fold_sums.body ]
  %72 = icmp ult i64 %fold_sums, %n_features
  br i1 %72, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %73 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold_sums
  %74 = load float, ptr addrspace(3) %73, align 4
  %75 = load float, ptr %fold_value, align 4
  %76 = fadd float %74, %75
  store float %76, ptr %fold_value, align 4
  %77 = getelementptr inbounds float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 4096), i64 %fold_sums
  %78 = load float, ptr addrspace(3) %77, align 4
  %79 = load float, ptr %fold_value13, align 4
  %80 = fadd float %78, %79
  store float %80, ptr %fold_value13, align 4
  %81 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %82 = load float, ptr %fold_value, align 4
  %83 = load float, ptr %fold_value13, align 4
  store float %82, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  store float %83, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  br label %fold.done

uniform_sinks.then:                               ; preds = %fold.done
  %84 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %85 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %86 = fmul float 5.000000e-01, %85
  %87 = fadd float %84, %86
  %88 = getelementptr inbounds float, ptr addrspace(1) %5, i64 0
  %89 = load float, ptr addrspace(1) %88, align 4
  %90 = getelementptr inbounds float, ptr addrspace(1) %6, i64 0
  %91 = load float, ptr addrspace(1) %90, align 4
  %92 = fsub float %89, %91
  %93 = fmul float 2.000000e+00, %92
  %94 = fmul float 5.000000e-01, %93
  %95 = fmul float 2.000000e+00, %89
  %96 = fmul float -5.000000e-01, %95
  %97 = fadd float %94, %96
  %98 = fmul float %89, %89
  %99 = fmul float %98, %89
  %100 = fmul float 4.000000e+00, %99
  %101 = fmul float 2.500000e-01, %100
  %102 = fadd float %97, %101
  %bits = bitcast float %87 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %3, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done
  %feature20 = add i64 %lane, 0
  %valid21 = icmp ult i64 %feature20, %n_features
  %103 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid21, label %slot.then22, label %slot.done23

slot.then22:                                      ; preds = %uniform_sinks.done
  %104 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %105 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %106 = fmul float 5.000000e-01, %105
  %107 = fadd float %104, %106
  %108 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature20
  %109 = load float, ptr addrspace(1) %108, align 4
  %110 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature20
  %111 = load float, ptr addrspace(1) %110, align 4
  %112 = fsub float %109, %111
  %113 = fmul float 2.000000e+00, %112
  %114 = fmul float 5.000000e-01, %113
  %115 = fmul float 2.000000e+00, %109
  %116 = fmul float -5.000000e-01, %115
  %117 = fadd float %114, %116
  %118 = fmul float %109, %109
  %119 = fmul float %118, %109
  %120 = fmul float 4.000000e+00, %119
  %121 = fmul float 2.500000e-01, %120
  %122 = fadd float %117, %121
  %123 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature20
  %bits24 = bitcast float %122 to i32
  %magnitude25 = and i32 %bits24, 2147483647
  %is_nan26 = icmp ugt i32 %magnitude25, 2139095040
  %canonical27 = select i1 %is_nan26, i32 2143289344, i32 %bits24
  store i32 %canonical27, ptr addrspace(1) %123, align 4
  br label %slot.done23

slot.done23:                                      ; preds = %slot.then22, %uniform_sinks.done
  %feature28 = add i64 %lane, 1024
  %valid29 = icmp ult i64 %feature28, %n_features
  %124 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid29, label %slot.then30, label %slot.done31

slot.then30:                                      ; preds = %slot.done23
  %125 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %126 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %127 = fmul float 5.000000e-01, %126
  %128 = fadd float %125, %127
  %129 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature28
  %130 = load float, ptr addrspace(1) %129, align 4
  %131 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature28
  %132 = load float, ptr addrspace(1) %131, align 4
  %133 = fsub float %130, %132
  %134 = fmul float 2.000000e+00, %133
  %135 = fmul float 5.000000e-01, %134
  %136 = fmul float 2.000000e+00, %130
  %137 = fmul float -5.000000e-01, %136
  %138 = fadd float %135, %137
  %139 = fmul float %130, %130
  %140 = fmul float %139, %130
  %141 = fmul float 4.000000e+00, %140
  %142 = fmul float 2.500000e-01, %141
  %143 = fadd float %138, %142
  %144 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature28
  %bits32 = bitcast float %143 to i32
  %magnitude33 = and i32 %bits32, 2147483647
  %is_nan34 = icmp ugt i32 %magnitude33, 2139095040
  %canonical35 = select i1 %is_nan34, i32 2143289344, i32 %bits32
  store i32 %canonical35, ptr addrspace(1) %144, align 4
  br label %slot.done31

slot.done31:                                      ; preds = %slot.then30, %slot.done23
  %feature36 = add i64 %lane, 2048
  %valid37 = icmp ult i64 %feature36, %n_features
  %145 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid37, label %slot.then38, label %slot.done39

slot.then38:                                      ; preds = %slot.done31
  %146 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %147 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %148 = fmul float 5.000000e-01, %147
  %149 = fadd float %146, %148
  %150 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature36
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature36
  %153 = load float, ptr addrspace(1) %152, align 4
  %154 = fsub float %151, %153
  %155 = fmul float 2.000000e+00, %154
  %156 = fmul float 5.000000e-01, %155
  %157 = fmul float 2.000000e+00, %151
  %158 = fmul float -5.000000e-01, %157
  %159 = fadd float %156, %158
  %160 = fmul float %151, %151
  %161 = fmul float %160, %151
  %162 = fmul float 4.000000e+00, %161
  %163 = fmul float 2.500000e-01, %162
  %164 = fadd float %159, %163
  %165 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature36
  %bits40 = bitcast float %164 to i32
  %magnitude41 = and i32 %bits40, 2147483647
  %is_nan42 = icmp ugt i32 %magnitude41, 2139095040
  %canonical43 = select i1 %is_nan42, i32 2143289344, i32 %bits40
  store i32 %canonical43, ptr addrspace(1) %165, align 4
  br label %slot.done39

slot.done39:                                      ; preds = %slot.then38, %slot.done31
  %feature44 = add i64 %lane, 3072
  %valid45 = icmp ult i64 %feature44, %n_features
  %166 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid45, label %slot.then46, label %slot.done47

slot.then46:                                      ; preds = %slot.done39
  %167 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %168 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %169 = fmul float 5.000000e-01, %168
  %170 = fadd float %167, %169
  %171 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature44
  %172 = load float, ptr addrspace(1) %171, align 4
  %173 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature44
  %174 = load float, ptr addrspace(1) %173, align 4
  %175 = fsub float %172, %174
  %176 = fmul float 2.000000e+00, %175
  %177 = fmul float 5.000000e-01, %176
  %178 = fmul float 2.000000e+00, %172
  %179 = fmul float -5.000000e-01, %178
  %180 = fadd float %177, %179
  %181 = fmul float %172, %172
  %182 = fmul float %181, %172
  %183 = fmul float 4.000000e+00, %182
  %184 = fmul float 2.500000e-01, %183
  %185 = fadd float %180, %184
  %186 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature44
  %bits48 = bitcast float %185 to i32
  %magnitude49 = and i32 %bits48, 2147483647
  %is_nan50 = icmp ugt i32 %magnitude49, 2139095040
  %canonical51 = select i1 %is_nan50, i32 2143289344, i32 %bits48
  store i32 %canonical51, ptr addrspace(1) %186, align 4
  br label %slot.done47

slot.done47:                                      ; preds = %slot.then46, %slot.done39
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w8192(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #3 {
entry:
  %pairwise_depth67 = alloca i64, align 8
  %pairwise_levels66 = alloca [64 x i64], align 8
  %pairwise_sums65 = alloca [64 x float], align 4
  %fold_index64 = alloca i64, align 8
  %fold_value63 = alloca float, align 4
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row
  %4 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %5 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %6 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %7 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done133, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %8 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fmul float %9, %9
  %11 = fmul float %10, %9
  %12 = fmul float %11, %9
  %13 = fmul float 2.500000e-01, %12
  %14 = fmul float %9, %9
  %15 = fmul float 5.000000e-01, %14
  %16 = fsub float %13, %15
  %17 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature
  %18 = load float, ptr addrspace(1) %17, align 4
  %19 = fsub float %9, %18
  %20 = fmul float %19, %19
  %21 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature
  store float %16, ptr addrspace(3) %21, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %22 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %23 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature1
  %24 = load float, ptr addrspace(1) %23, align 4
  %25 = fmul float %24, %24
  %26 = fmul float %25, %24
  %27 = fmul float %26, %24
  %28 = fmul float 2.500000e-01, %27
  %29 = fmul float %24, %24
  %30 = fmul float 5.000000e-01, %29
  %31 = fsub float %28, %30
  %32 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature1
  %33 = load float, ptr addrspace(1) %32, align 4
  %34 = fsub float %24, %33
  %35 = fmul float %34, %34
  %36 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature1
  store float %31, ptr addrspace(3) %36, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %37 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %38 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature5
  %39 = load float, ptr addrspace(1) %38, align 4
  %40 = fmul float %39, %39
  %41 = fmul float %40, %39
  %42 = fmul float %41, %39
  %43 = fmul float 2.500000e-01, %42
  %44 = fmul float %39, %39
  %45 = fmul float 5.000000e-01, %44
  %46 = fsub float %43, %45
  %47 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature5
  %48 = load float, ptr addrspace(1) %47, align 4
  %49 = fsub float %39, %48
  %50 = fmul float %49, %49
  %51 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature5
  store float %46, ptr addrspace(3) %51, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
  %valid10 = icmp ult i64 %feature9, %n_features
  %52 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %53 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature9
  %54 = load float, ptr addrspace(1) %53, align 4
  %55 = fmul float %54, %54
  %56 = fmul float %55, %54
  %57 = fmul float %56, %54
  %58 = fmul float 2.500000e-01, %57
  %59 = fmul float %54, %54
  %60 = fmul float 5.000000e-01, %59
  %61 = fsub float %58, %60
  %62 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature9
  %63 = load float, ptr addrspace(1) %62, align 4
  %64 = fsub float %54, %63
  %65 = fmul float %64, %64
  %66 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature9
  store float %61, ptr addrspace(3) %66, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  %feature13 = add i64 %lane, 4096
  %valid14 = icmp ult i64 %feature13, %n_features
  %67 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid14, label %slot.then15, label %slot.done16

slot.then15:                                      ; preds = %slot.done12
  %68 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature13
  %69 = load float, ptr addrspace(1) %68, align 4
  %70 = fmul float %69, %69
  %71 = fmul float %70, %69
  %72 = fmul float %71, %69
  %73 = fmul float 2.500000e-01, %72
  %74 = fmul float %69, %69
  %75 = fmul float 5.000000e-01, %74
  %76 = fsub float %73, %75
  %77 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature13
  %78 = load float, ptr addrspace(1) %77, align 4
  %79 = fsub float %69, %78
  %80 = fmul float %79, %79
  %81 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature13
  store float %76, ptr addrspace(3) %81, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %slot.done12
  %feature17 = add i64 %lane, 5120
  %valid18 = icmp ult i64 %feature17, %n_features
  %82 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %83 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature17
  %84 = load float, ptr addrspace(1) %83, align 4
  %85 = fmul float %84, %84
  %86 = fmul float %85, %84
  %87 = fmul float %86, %84
  %88 = fmul float 2.500000e-01, %87
  %89 = fmul float %84, %84
  %90 = fmul float 5.000000e-01, %89
  %91 = fsub float %88, %90
  %92 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature17
  %93 = load float, ptr addrspace(1) %92, align 4
  %94 = fsub float %84, %93
  %95 = fmul float %94, %94
  %96 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature17
  store float %91, ptr addrspace(3) %96, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 6144
  %valid22 = icmp ult i64 %feature21, %n_features
  %97 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %98 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature21
  %99 = load float, ptr addrspace(1) %98, align 4
  %100 = fmul float %99, %99
  %101 = fmul float %100, %99
  %102 = fmul float %101, %99
  %103 = fmul float 2.500000e-01, %102
  %104 = fmul float %99, %99
  %105 = fmul float 5.000000e-01, %104
  %106 = fsub float %103, %105
  %107 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature21
  %108 = load float, ptr addrspace(1) %107, align 4
  %109 = fsub float %99, %108
  %110 = fmul float %109, %109
  %111 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature21
  store float %106, ptr addrspace(3) %111, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 7168
  %valid26 = icmp ult i64 %feature25, %n_features
  %112 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done24
  %113 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature25
  %114 = load float, ptr addrspace(1) %113, align 4
  %115 = fmul float %114, %114
  %116 = fmul float %115, %114
  %117 = fmul float %116, %114
  %118 = fmul float 2.500000e-01, %117
  %119 = fmul float %114, %114
  %120 = fmul float 5.000000e-01, %119
  %121 = fsub float %118, %120
  %122 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature25
  %123 = load float, ptr addrspace(1) %122, align 4
  %124 = fsub float %114, %123
  %125 = fmul float %124, %124
  %126 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature25
  store float %121, ptr addrspace(3) %126, align 4
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
  %127 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid30, label %slot.then31, label %slot.done32

fold_sums.header:                                 ; preds = %fold_sums.body, %fold.then
  %fold_sums = phi i64 [ 0, %fold.then ], [ %133, %fold_sums.body ]
  %128 = icmp ult i64 %fold_sums, %n_features
  br i1 %128, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %129 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold_sums
  %130 = load float, ptr addrspace(3) %129, align 4
  %131 = load float, ptr %fold_value, align 4
  %132 = fadd float %130, %131
  store float %132, ptr %fold_value, align 4
  %133 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %134 = load float, ptr %fold_value, align 4
  store float %134, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  br label %fold.done

slot.then31:                                      ; preds = %fold.done
  %135 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature29
  %136 = load float, ptr addrspace(1) %135, align 4
  %137 = fmul float %136, %136
  %138 = fmul float %137, %136
  %139 = fmul float %138, %136
  %140 = fmul float 2.500000e-01, %139
  %141 = fmul float %136, %136
  %142 = fmul float 5.000000e-01, %141
  %143 = fsub float %140, %142
  %144 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature29
  %145 = load float, ptr addrspace(1) %144, align 4
  %146 = fsub float %136, %145
  %147 = fmul float %146, %146
  %148 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature29
  store float %147, ptr addrspace(3) %148, align 4
  br label %slot.done32

slot.done32:                                      ; preds = %slot.then31, %fold.done
  %feature33 = add i64 %lane, 1024
  %valid34 = icmp ult i64 %feature33, %n_features
  %149 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid34, label %slot.then35, label %slot.done36

slot.then35:                                      ; preds = %slot.done32
  %150 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature33
  %151 = load float, ptr addrspace(1) %150, align 4
  %152 = fmul float %151, %151
  %153 = fmul float %152, %151
  %154 = fmul float %153, %151
  %155 = fmul float 2.500000e-01, %154
  %156 = fmul float %151, %151
  %157 = fmul float 5.000000e-01, %156
  %158 = fsub float %155, %157
  %159 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature33
  %160 = load float, ptr addrspace(1) %159, align 4
  %161 = fsub float %151, %160
  %162 = fmul float %161, %161
  %163 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature33
  store float %162, ptr addrspace(3) %163, align 4
  br label %slot.done36

slot.done36:                                      ; preds = %slot.then35, %slot.done32
  %feature37 = add i64 %lane, 2048
  %valid38 = icmp ult i64 %feature37, %n_features
  %164 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid38, label %slot.then39, label %slot.done40

slot.then39:                                      ; preds = %slot.done36
  %165 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature37
  %166 = load float, ptr addrspace(1) %165, align 4
  %167 = fmul float %166, %166
  %168 = fmul float %167, %166
  %169 = fmul float %168, %166
  %170 = fmul float 2.500000e-01, %169
  %171 = fmul float %166, %166
  %172 = fmul float 5.000000e-01, %171
  %173 = fsub float %170, %172
  %174 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature37
  %175 = load float, ptr addrspace(1) %174, align 4
  %176 = fsub float %166, %175
  %177 = fmul float %176, %176
  %178 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature37
  store float %177, ptr addrspace(3) %178, align 4
  br label %slot.done40

slot.done40:                                      ; preds = %slot.then39, %slot.done36
  %feature41 = add i64 %lane, 3072
  %valid42 = icmp ult i64 %feature41, %n_features
  %179 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid42, label %slot.then43, label %slot.done44

slot.then43:                                      ; preds = %slot.done40
  %180 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature41
  %181 = load float, ptr addrspace(1) %180, align 4
  %182 = fmul float %181, %181
  %183 = fmul float %182, %181
  %184 = fmul float %183, %181
  %185 = fmul float 2.500000e-01, %184
  %186 = fmul float %181, %181
  %187 = fmul float 5.000000e-01, %186
  %188 = fsub float %185, %187
  %189 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature41
  %190 = load float, ptr addrspace(1) %189, align 4
  %191 = fsub float %181, %190
  %192 = fmul float %191, %191
  %193 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature41
  store float %192, ptr addrspace(3) %193, align 4
  br label %slot.done44

slot.done44:                                      ; preds = %slot.then43, %slot.done40
  %feature45 = add i64 %lane, 4096
  %valid46 = icmp ult i64 %feature45, %n_features
  %194 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid46, label %slot.then47, label %slot.done48

slot.then47:                                      ; preds = %slot.done44
  %195 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature45
  %196 = load float, ptr addrspace(1) %195, align 4
  %197 = fmul float %196, %196
  %198 = fmul float %197, %196
  %199 = fmul float %198, %196
  %200 = fmul float 2.500000e-01, %199
  %201 = fmul float %196, %196
  %202 = fmul float 5.000000e-01, %201
  %203 = fsub float %200, %202
  %204 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature45
  %205 = load float, ptr addrspace(1) %204, align 4
  %206 = fsub float %196, %205
  %207 = fmul float %206, %206
  %208 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature45
  store float %207, ptr addrspace(3) %208, align 4
  br label %slot.done48

slot.done48:                                      ; preds = %slot.then47, %slot.done44
  %feature49 = add i64 %lane, 5120
  %valid50 = icmp ult i64 %feature49, %n_features
  %209 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid50, label %slot.then51, label %slot.done52

slot.then51:                                      ; preds = %slot.done48
  %210 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature49
  %211 = load float, ptr addrspace(1) %210, align 4
  %212 = fmul float %211, %211
  %213 = fmul float %212, %211
  %214 = fmul float %213, %211
  %215 = fmul float 2.500000e-01, %214
  %216 = fmul float %211, %211
  %217 = fmul float 5.000000e-01, %216
  %218 = fsub float %215, %217
  %219 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature49
  %220 = load float, ptr addrspace(1) %219, align 4
  %221 = fsub float %211, %220
  %222 = fmul float %221, %221
  %223 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature49
  store float %222, ptr addrspace(3) %223, align 4
  br label %slot.done52

slot.done52:                                      ; preds = %slot.then51, %slot.done48
  %feature53 = add i64 %lane, 6144
  %valid54 = icmp ult i64 %feature53, %n_features
  %224 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid54, label %slot.then55, label %slot.done56

slot.then55:                                      ; preds = %slot.done52
  %225 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature53
  %226 = load float, ptr addrspace(1) %225, align 4
  %227 = fmul float %226, %226
  %228 = fmul float %227, %226
  %229 = fmul float %228, %226
  %230 = fmul float 2.500000e-01, %229
  %231 = fmul float %226, %226
  %232 = fmul float 5.000000e-01, %231
  %233 = fsub float %230, %232
  %234 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature53
  %235 = load float, ptr addrspace(1) %234, align 4
  %236 = fsub float %226, %235
  %237 = fmul float %236, %236
  %238 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature53
  store float %237, ptr addrspace(3) %238, align 4
  br label %slot.done56

slot.done56:                                      ; preds = %slot.then55, %slot.done52
  %feature57 = add i64 %lane, 7168
  %valid58 = icmp ult i64 %feature57, %n_features
  %239 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid58, label %slot.then59, label %slot.done60

slot.then59:                                      ; preds = %slot.done56
  %240 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature57
  %241 = load float, ptr addrspace(1) %240, align 4
  %242 = fmul float %241, %241
  %243 = fmul float %242, %241
  %244 = fmul float %243, %241
  %245 = fmul float 2.500000e-01, %244
  %246 = fmul float %241, %241
  %247 = fmul float 5.000000e-01, %246
  %248 = fsub float %245, %247
  %249 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature57
  %250 = load float, ptr addrspace(1) %249, align 4
  %251 = fsub float %241, %250
  %252 = fmul float %251, %251
  %253 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %feature57
  store float %252, ptr addrspace(3) %253, align 4
  br label %slot.done60

slot.done60:                                      ; preds = %slot.then59, %slot.done56
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then61, label %fold.done62

fold.then61:                                      ; preds = %slot.done60
  store float 0.000000e+00, ptr %fold_value63, align 4
  store i64 0, ptr %fold_index64, align 8
  store i64 0, ptr %pairwise_depth67, align 8
  br label %fold_sums.header68

fold.done62:                                      ; preds = %fold_sums.exit70, %slot.done60
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature72 = add i64 %lane, 0
  %valid73 = icmp ult i64 %feature72, %n_features
  %254 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header68:                               ; preds = %fold_sums.body69, %fold.then61
  %fold_sums71 = phi i64 [ 0, %fold.then61 ], [ %260, %fold_sums.body69 ]
  %255 = icmp ult i64 %fold_sums71, %n_features
  br i1 %255, label %fold_sums.body69, label %fold_sums.exit70

fold_sums.body69:                                 ; preds = %fold_sums.header68
  %256 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w8192, i64 %fold_sums71
  %257 = load float, ptr addrspace(3) %256, align 4
  %258 = load float, ptr %fold_value63, align 4
  %259 = fadd float %257, %258
  store float %259, ptr %fold_value63, align 4
  %260 = add i64 %fold_sums71, 1
  br label %fold_sums.header68

fold_sums.exit70:                                 ; preds = %fold_sums.header68
  %261 = load float, ptr %fold_value63, align 4
  store float %261, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  br label %fold.done62

uniform_sinks.then:                               ; preds = %fold.done62
  %262 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %263 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %264 = fmul float 5.000000e-01, %263
  %265 = fadd float %262, %264
  %266 = getelementptr inbounds float, ptr addrspace(1) %5, i64 0
  %267 = load float, ptr addrspace(1) %266, align 4
  %268 = getelementptr inbounds float, ptr addrspace(1) %6, i64 0
  %269 = load float, ptr addrspace(1) %268, align 4
  %270 = fsub float %267, %269
  %271 = fmul float 2.000000e+00, %270
  %272 = fmul float 5.000000e-01, %271
  %273 = fmul float 2.000000e+00, %267
  %274 = fmul float -5.000000e-01, %273
  %275 = fadd float %272, %274
  %276 = fmul float %267, %267
  %277 = fmul float %276, %267
  %278 = fmul float 4.000000e+00, %277
  %279 = fmul float 2.500000e-01, %278
  %280 = fadd float %275, %279
  %bits = bitcast float %265 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %3, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done62
  %feature74 = add i64 %lane, 0
  %valid75 = icmp ult i64 %feature74, %n_features
  %281 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid75, label %slot.then76, label %slot.done77

slot.then76:                                      ; preds = %uniform_sinks.done
  %282 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %283 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %284 = fmul float 5.000000e-01, %283
  %285 = fadd float %282, %284
  %286 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature74
  %287 = load float, ptr addrspace(1) %286, align 4
  %288 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature74
  %289 = load float, ptr addrspace(1) %288, align 4
  %290 = fsub float %287, %289
  %291 = fmul float 2.000000e+00, %290
  %292 = fmul float 5.000000e-01, %291
  %293 = fmul float 2.000000e+00, %287
  %294 = fmul float -5.000000e-01, %293
  %295 = fadd float %292, %294
  %296 = fmul float %287, %287
  %297 = fmul float %296, %287
  %298 = fmul float 4.000000e+00, %297
  %299 = fmul float 2.500000e-01, %298
  %300 = fadd float %295, %299
  %301 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature74
  %bits78 = bitcast float %300 to i32
  %magnitude79 = and i32 %bits78, 2147483647
  %is_nan80 = icmp ugt i32 %magnitude79, 2139095040
  %canonical81 = select i1 %is_nan80, i32 2143289344, i32 %bits78
  store i32 %canonical81, ptr addrspace(1) %301, align 4
  br label %slot.done77

slot.done77:                                      ; preds = %slot.then76, %uniform_sinks.done
  %feature82 = add i64 %lane, 1024
  %valid83 = icmp ult i64 %feature82, %n_features
  %302 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid83, label %slot.then84, label %slot.done85

slot.then84:                                      ; preds = %slot.done77
  %303 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %304 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %305 = fmul float 5.000000e-01, %304
  %306 = fadd float %303, %305
  %307 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature82
  %308 = load float, ptr addrspace(1) %307, align 4
  %309 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature82
  %310 = load float, ptr addrspace(1) %309, align 4
  %311 = fsub float %308, %310
  %312 = fmul float 2.000000e+00, %311
  %313 = fmul float 5.000000e-01, %312
  %314 = fmul float 2.000000e+00, %308
  %315 = fmul float -5.000000e-01, %314
  %316 = fadd float %313, %315
  %317 = fmul float %308, %308
  %318 = fmul float %317, %308
  %319 = fmul float 4.000000e+00, %318
  %320 = fmul float 2.500000e-01, %319
  %321 = fadd float %316, %320
  %322 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature82
  %bits86 = bitcast float %321 to i32
  %magnitude87 = and i32 %bits86, 2147483647
  %is_nan88 = icmp ugt i32 %magnitude87, 2139095040
  %canonical89 = select i1 %is_nan88, i32 2143289344, i32 %bits86
  store i32 %canonical89, ptr addrspace(1) %322, align 4
  br label %slot.done85

slot.done85:                                      ; preds = %slot.then84, %slot.done77
  %feature90 = add i64 %lane, 2048
  %valid91 = icmp ult i64 %feature90, %n_features
  %323 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid91, label %slot.then92, label %slot.done93

slot.then92:                                      ; preds = %slot.done85
  %324 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %325 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %326 = fmul float 5.000000e-01, %325
  %327 = fadd float %324, %326
  %328 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature90
  %329 = load float, ptr addrspace(1) %328, align 4
  %330 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature90
  %331 = load float, ptr addrspace(1) %330, align 4
  %332 = fsub float %329, %331
  %333 = fmul float 2.000000e+00, %332
  %334 = fmul float 5.000000e-01, %333
  %335 = fmul float 2.000000e+00, %329
  %336 = fmul float -5.000000e-01, %335
  %337 = fadd float %334, %336
  %338 = fmul float %329, %329
  %339 = fmul float %338, %329
  %340 = fmul float 4.000000e+00, %339
  %341 = fmul float 2.500000e-01, %340
  %342 = fadd float %337, %341
  %343 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature90
  %bits94 = bitcast float %342 to i32
  %magnitude95 = and i32 %bits94, 2147483647
  %is_nan96 = icmp ugt i32 %magnitude95, 2139095040
  %canonical97 = select i1 %is_nan96, i32 2143289344, i32 %bits94
  store i32 %canonical97, ptr addrspace(1) %343, align 4
  br label %slot.done93

slot.done93:                                      ; preds = %slot.then92, %slot.done85
  %feature98 = add i64 %lane, 3072
  %valid99 = icmp ult i64 %feature98, %n_features
  %344 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid99, label %slot.then100, label %slot.done101

slot.then100:                                     ; preds = %slot.done93
  %345 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %346 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %347 = fmul float 5.000000e-01, %346
  %348 = fadd float %345, %347
  %349 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature98
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature98
  %352 = load float, ptr addrspace(1) %351, align 4
  %353 = fsub float %350, %352
  %354 = fmul float 2.000000e+00, %353
  %355 = fmul float 5.000000e-01, %354
  %356 = fmul float 2.000000e+00, %350
  %357 = fmul float -5.000000e-01, %356
  %358 = fadd float %355, %357
  %359 = fmul float %350, %350
  %360 = fmul float %359, %350
  %361 = fmul float 4.000000e+00, %360
  %362 = fmul float 2.500000e-01, %361
  %363 = fadd float %358, %362
  %364 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature98
  %bits102 = bitcast float %363 to i32
  %magnitude103 = and i32 %bits102, 2147483647
  %is_nan104 = icmp ugt i32 %magnitude103, 2139095040
  %canonical105 = select i1 %is_nan104, i32 2143289344, i32 %bits102
  store i32 %canonical105, ptr addrspace(1) %364, align 4
  br label %slot.done101

slot.done101:                                     ; preds = %slot.then100, %slot.done93
  %feature106 = add i64 %lane, 4096
  %valid107 = icmp ult i64 %feature106, %n_features
  %365 = getelementptr inbounds float, ptr %state_regs, i64 4
  br i1 %valid107, label %slot.then108, label %slot.done109

slot.then108:                                     ; preds = %slot.done101
  %366 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %367 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %368 = fmul float 5.000000e-01, %367
  %369 = fadd float %366, %368
  %370 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature106
  %371 = load float, ptr addrspace(1) %370, align 4
  %372 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature106
  %373 = load float, ptr addrspace(1) %372, align 4
  %374 = fsub float %371, %373
  %375 = fmul float 2.000000e+00, %374
  %376 = fmul float 5.000000e-01, %375
  %377 = fmul float 2.000000e+00, %371
  %378 = fmul float -5.000000e-01, %377
  %379 = fadd float %376, %378
  %380 = fmul float %371, %371
  %381 = fmul float %380, %371
  %382 = fmul float 4.000000e+00, %381
  %383 = fmul float 2.500000e-01, %382
  %384 = fadd float %379, %383
  %385 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature106
  %bits110 = bitcast float %384 to i32
  %magnitude111 = and i32 %bits110, 2147483647
  %is_nan112 = icmp ugt i32 %magnitude111, 2139095040
  %canonical113 = select i1 %is_nan112, i32 2143289344, i32 %bits110
  store i32 %canonical113, ptr addrspace(1) %385, align 4
  br label %slot.done109

slot.done109:                                     ; preds = %slot.then108, %slot.done101
  %feature114 = add i64 %lane, 5120
  %valid115 = icmp ult i64 %feature114, %n_features
  %386 = getelementptr inbounds float, ptr %state_regs, i64 5
  br i1 %valid115, label %slot.then116, label %slot.done117

slot.then116:                                     ; preds = %slot.done109
  %387 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %388 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %389 = fmul float 5.000000e-01, %388
  %390 = fadd float %387, %389
  %391 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature114
  %392 = load float, ptr addrspace(1) %391, align 4
  %393 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature114
  %394 = load float, ptr addrspace(1) %393, align 4
  %395 = fsub float %392, %394
  %396 = fmul float 2.000000e+00, %395
  %397 = fmul float 5.000000e-01, %396
  %398 = fmul float 2.000000e+00, %392
  %399 = fmul float -5.000000e-01, %398
  %400 = fadd float %397, %399
  %401 = fmul float %392, %392
  %402 = fmul float %401, %392
  %403 = fmul float 4.000000e+00, %402
  %404 = fmul float 2.500000e-01, %403
  %405 = fadd float %400, %404
  %406 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature114
  %bits118 = bitcast float %405 to i32
  %magnitude119 = and i32 %bits118, 2147483647
  %is_nan120 = icmp ugt i32 %magnitude119, 2139095040
  %canonical121 = select i1 %is_nan120, i32 2143289344, i32 %bits118
  store i32 %canonical121, ptr addrspace(1) %406, align 4
  br label %slot.done117

slot.done117:                                     ; preds = %slot.then116, %slot.done109
  %feature122 = add i64 %lane, 6144
  %valid123 = icmp ult i64 %feature122, %n_features
  %407 = getelementptr inbounds float, ptr %state_regs, i64 6
  br i1 %valid123, label %slot.then124, label %slot.done125

slot.then124:                                     ; preds = %slot.done117
  %408 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %409 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %410 = fmul float 5.000000e-01, %409
  %411 = fadd float %408, %410
  %412 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature122
  %413 = load float, ptr addrspace(1) %412, align 4
  %414 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature122
  %415 = load float, ptr addrspace(1) %414, align 4
  %416 = fsub float %413, %415
  %417 = fmul float 2.000000e+00, %416
  %418 = fmul float 5.000000e-01, %417
  %419 = fmul float 2.000000e+00, %413
  %420 = fmul float -5.000000e-01, %419
  %421 = fadd float %418, %420
  %422 = fmul float %413, %413
  %423 = fmul float %422, %413
  %424 = fmul float 4.000000e+00, %423
  %425 = fmul float 2.500000e-01, %424
  %426 = fadd float %421, %425
  %427 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature122
  %bits126 = bitcast float %426 to i32
  %magnitude127 = and i32 %bits126, 2147483647
  %is_nan128 = icmp ugt i32 %magnitude127, 2139095040
  %canonical129 = select i1 %is_nan128, i32 2143289344, i32 %bits126
  store i32 %canonical129, ptr addrspace(1) %427, align 4
  br label %slot.done125

slot.done125:                                     ; preds = %slot.then124, %slot.done117
  %feature130 = add i64 %lane, 7168
  %valid131 = icmp ult i64 %feature130, %n_features
  %428 = getelementptr inbounds float, ptr %state_regs, i64 7
  br i1 %valid131, label %slot.then132, label %slot.done133

slot.then132:                                     ; preds = %slot.done125
  %429 = load float, ptr addrspace(3) @tessera_uniforms_w8192, align 4
  %430 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w8192, i64 1), align 4
  %431 = fmul float 5.000000e-01, %430
  %432 = fadd float %429, %431
  %433 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature130
  %434 = load float, ptr addrspace(1) %433, align 4
  %435 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %feature130
  %436 = load float, ptr addrspace(1) %435, align 4
  %437 = fsub float %434, %436
  %438 = fmul float 2.000000e+00, %437
  %439 = fmul float 5.000000e-01, %438
  %440 = fmul float 2.000000e+00, %434
  %441 = fmul float -5.000000e-01, %440
  %442 = fadd float %439, %441
  %443 = fmul float %434, %434
  %444 = fmul float %443, %434
  %445 = fmul float 4.000000e+00, %444
  %446 = fmul float 2.500000e-01, %445
  %447 = fadd float %442, %446
  %448 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature130
  %bits134 = bitcast float %447 to i32
  %magnitude135 = and i32 %bits134, 2147483647
  %is_nan136 = icmp ugt i32 %magnitude135, 2139095040
  %canonical137 = select i1 %is_nan136, i32 2143289344, i32 %bits134
  store i32 %canonical137, ptr addrspace(1) %448, align 4
  br label %slot.done133

slot.done133:                                     ; preds = %slot.then132, %slot.done125
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_wide(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth5 = alloca i64, align 8
  %pairwise_levels4 = alloca [64 x i64], align 8
  %pairwise_sums3 = alloca [64 x float], align 4
  %fold_index2 = alloca i64, align 8
  %fold_value1 = alloca float, align 4
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
  %2 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_1, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %state, i64 %row_offset
  %5 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %6 = mul i64 %n_features, 2
  %7 = mul i64 %row, %6
  %8 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %7
  br label %feature.header

row.done:                                         ; preds = %feature.exit8, %entry
  ret void

feature.header:                                   ; preds = %feature.body, %row.then
  %feature = phi i64 [ %lane, %row.then ], [ %29, %feature.body ]
  %9 = icmp ult i64 %feature, %n_features
  br i1 %9, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %10 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature
  %11 = load float, ptr addrspace(1) %10, align 4
  %12 = fmul float %11, %11
  %13 = fmul float %12, %11
  %14 = fmul float %13, %11
  %15 = fmul float 2.500000e-01, %14
  %16 = fmul float %11, %11
  %17 = fmul float 5.000000e-01, %16
  %18 = fsub float %15, %17
  %19 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature
  %20 = load float, ptr addrspace(1) %19, align 4
  %21 = fsub float %11, %20
  %22 = fmul float %21, %21
  %23 = mul i64 %n_features, 0
  %24 = add i64 %23, %feature
  %25 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %24
  store float %18, ptr addrspace(1) %25, align 4
  %26 = mul i64 %n_features, 1
  %27 = add i64 %26, %feature
  %28 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %27
  store float %22, ptr addrspace(1) %28, align 4
  %29 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %30 = mul i64 %n_features, 0
  %31 = add i64 %30, 0
  %32 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %31
  %33 = mul i64 %n_features, 1
  %34 = add i64 %33, 0
  %35 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %34
  store float 0.000000e+00, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store float 0.000000e+00, ptr %fold_value1, align 4
  store i64 0, ptr %fold_index2, align 8
  store i64 0, ptr %pairwise_depth5, align 8
  br label %fold_sums.header

reduce.done:                                      ; preds = %fold_sums.exit, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold_sums.header:                                 ; preds = %fold_sums.body, %reduce.then
  %fold_sums = phi i64 [ 0, %reduce.then ], [ %45, %fold_sums.body ]
  %36 = icmp ult i64 %fold_sums, %n_features
  br i1 %36, label %fold_sums.body, label %fold_sums.exit

fold_sums.body:                                   ; preds = %fold_sums.header
  %37 = getelementptr inbounds float, ptr addrspace(1) %32, i64 %fold_sums
  %38 = load float, ptr addrspace(1) %37, align 4
  %39 = load float, ptr %fold_value, align 4
  %40 = fadd float %38, %39
  store float %40, ptr %fold_value, align 4
  %41 = getelementptr inbounds float, ptr addrspace(1) %35, i64 %fold_sums
  %42 = load float, ptr addrspace(1) %41, align 4
  %43 = load float, ptr %fold_value1, align 4
  %44 = fadd float %42, %43
  store float %44, ptr %fold_value1, align 4
  %45 = add i64 %fold_sums, 1
  br label %fold_sums.header

fold_sums.exit:                                   ; preds = %fold_sums.header
  %46 = load float, ptr %fold_value, align 4
  %47 = load float, ptr %fold_value1, align 4
  store float %46, ptr addrspace(3) @tessera_uniforms_wide, align 4
  store float %47, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  br label %reduce.done

uniform_sinks.then:                               ; preds = %reduce.done
  %48 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %49 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %50 = fmul float 5.000000e-01, %49
  %51 = fadd float %48, %50
  %52 = getelementptr inbounds float, ptr addrspace(1) %4, i64 0
  %53 = load float, ptr addrspace(1) %52, align 4
  %54 = getelementptr inbounds float, ptr addrspace(1) %5, i64 0
  %55 = load float, ptr addrspace(1) %54, align 4
  %56 = fsub float %53, %55
  %57 = fmul float 2.000000e+00, %56
  %58 = fmul float 5.000000e-01, %57
  %59 = fmul float 2.000000e+00, %53
  %60 = fmul float -5.000000e-01, %59
  %61 = fadd float %58, %60
  %62 = fmul float %53, %53
  %63 = fmul float %62, %53
  %64 = fmul float 4.000000e+00, %63
  %65 = fmul float 2.500000e-01, %64
  %66 = fadd float %61, %65
  %bits = bitcast float %51 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %2, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %reduce.done
  br label %feature.header6

feature.header6:                                  ; preds = %feature.body7, %uniform_sinks.done
  %feature9 = phi i64 [ %lane, %uniform_sinks.done ], [ %88, %feature.body7 ]
  %67 = icmp ult i64 %feature9, %n_features
  br i1 %67, label %feature.body7, label %feature.exit8

feature.body7:                                    ; preds = %feature.header6
  %68 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %69 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %70 = fmul float 5.000000e-01, %69
  %71 = fadd float %68, %70
  %72 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature9
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %feature9
  %75 = load float, ptr addrspace(1) %74, align 4
  %76 = fsub float %73, %75
  %77 = fmul float 2.000000e+00, %76
  %78 = fmul float 5.000000e-01, %77
  %79 = fmul float 2.000000e+00, %73
  %80 = fmul float -5.000000e-01, %79
  %81 = fadd float %78, %80
  %82 = fmul float %73, %73
  %83 = fmul float %82, %73
  %84 = fmul float 4.000000e+00, %83
  %85 = fmul float 2.500000e-01, %84
  %86 = fadd float %81, %85
  %87 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %bits10 = bitcast float %86 to i32
  %magnitude11 = and i32 %bits10, 2147483647
  %is_nan12 = icmp ugt i32 %magnitude11, 2139095040
  %canonical13 = select i1 %is_nan12, i32 2143289344, i32 %bits10
  store i32 %canonical13, ptr addrspace(1) %87, align 4
  %88 = add i64 %feature9, 256
  br label %feature.header6

feature.exit8:                                    ; preds = %feature.header6
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "nvvm.maxntid"="1024" }
