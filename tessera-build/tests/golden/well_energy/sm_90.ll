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
  %pairwise_levels4 = alloca [32 x i64], align 8
  %pairwise_sums3 = alloca [32 x float], align 4
  %fold_index2 = alloca i64, align 8
  %fold_value1 = alloca float, align 4
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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_w1024(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth17 = alloca i64, align 8
  %pairwise_levels16 = alloca [32 x i64], align 8
  %pairwise_sums15 = alloca [32 x float], align 4
  %fold_index14 = alloca i64, align 8
  %fold_value13 = alloca float, align 4
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

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_well_energy_wide(ptr addrspace(1) %state, ptr addrspace(1) %out_0, ptr addrspace(1) %out_1, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features) #0 {
entry:
  %pairwise_depth5 = alloca i64, align 8
  %pairwise_levels4 = alloca [32 x i64], align 8
  %pairwise_sums3 = alloca [32 x float], align 4
  %fold_index2 = alloca i64, align 8
  %fold_value1 = alloca float, align 4
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
