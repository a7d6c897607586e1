; ModuleID = 'silu'
source_filename = "silu.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_f64_3ff71547652b82fe = internal addrspace(4) externally_initialized constant double 0x3FF71547652B82FE, align 8
@tessera_f64_3fe62e42fee00000 = internal addrspace(4) externally_initialized constant double 0x3FE62E42FEE00000, align 8
@tessera_f64_3dea39ef35793c76 = internal addrspace(4) externally_initialized constant double 0x3DEA39EF35793C76, align 8
@tessera_f64_3de6124613a86d09 = internal addrspace(4) externally_initialized constant double 0x3DE6124613A86D09, align 8
@tessera_f64_3e21eed8eff8d898 = internal addrspace(4) externally_initialized constant double 0x3E21EED8EFF8D898, align 8
@tessera_f64_3e5ae64567f544e4 = internal addrspace(4) externally_initialized constant double 0x3E5AE64567F544E4, align 8
@tessera_f64_3e927e4fb7789f5c = internal addrspace(4) externally_initialized constant double 0x3E927E4FB7789F5C, align 8
@tessera_f64_3ec71de3a556c734 = internal addrspace(4) externally_initialized constant double 0x3EC71DE3A556C734, align 8
@tessera_f64_3efa01a01a01a01a = internal addrspace(4) externally_initialized constant double 0x3EFA01A01A01A01A, align 8
@tessera_f64_3f2a01a01a01a01a = internal addrspace(4) externally_initialized constant double 0x3F2A01A01A01A01A, align 8
@tessera_f64_3f56c16c16c16c17 = internal addrspace(4) externally_initialized constant double 0x3F56C16C16C16C17, align 8
@tessera_f64_3f81111111111111 = internal addrspace(4) externally_initialized constant double 0x3F81111111111111, align 8
@tessera_f64_3fa5555555555555 = internal addrspace(4) externally_initialized constant double 0x3FA5555555555555, align 8
@tessera_f64_3fc5555555555555 = internal addrspace(4) externally_initialized constant double 0x3FC5555555555555, align 8
@tessera_uniforms_wide = internal addrspace(3) global [1 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_silu_w4x64(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
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
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

row.done:                                         ; preds = %slot.done, %entry
  ret void

uniform_sinks.then:                               ; preds = %row.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %row.then
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %6 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid2, label %slot.then, label %slot.done

slot.then:                                        ; preds = %uniform_sinks.done
  %7 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature1
  %8 = load float, ptr addrspace(1) %7, align 4
  %9 = fpext float %8 to double
  %10 = fneg double %9
  %11 = fcmp olt double 1.200000e+02, %10
  %12 = select i1 %11, double 1.200000e+02, double %10
  %13 = fcmp olt double %12, -1.200000e+02
  %14 = select i1 %13, double -1.200000e+02, double %12
  %15 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %16 = fmul double %14, %15
  %17 = fadd double %16, 0x4338000000000000
  %18 = fsub double %17, 0x4338000000000000
  %19 = bitcast double %17 to i64
  %20 = sub i64 %19, 4843621399236968448
  %21 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %22 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %23 = fmul double %18, %21
  %24 = fsub double %14, %23
  %25 = fmul double %18, %22
  %26 = fsub double %24, %25
  %27 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %28 = fmul double %26, %27
  %29 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %30 = fadd double %29, %28
  %31 = fmul double %26, %30
  %32 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %33 = fadd double %32, %31
  %34 = fmul double %26, %33
  %35 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %36 = fadd double %35, %34
  %37 = fmul double %26, %36
  %38 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %39 = fadd double %38, %37
  %40 = fmul double %26, %39
  %41 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %42 = fadd double %41, %40
  %43 = fmul double %26, %42
  %44 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %45 = fadd double %44, %43
  %46 = fmul double %26, %45
  %47 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %48 = fadd double %47, %46
  %49 = fmul double %26, %48
  %50 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %51 = fadd double %50, %49
  %52 = fmul double %26, %51
  %53 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %54 = fadd double %53, %52
  %55 = fmul double %26, %54
  %56 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %57 = fadd double %56, %55
  %58 = fmul double %26, %57
  %59 = fadd double 5.000000e-01, %58
  %60 = fmul double %26, %59
  %61 = fadd double 1.000000e+00, %60
  %62 = fmul double %26, %61
  %63 = add i64 %20, 1023
  %64 = shl i64 %63, 52
  %65 = bitcast i64 %64 to double
  %66 = fadd double 1.000000e+00, %62
  %67 = fmul double %65, %66
  %68 = fadd double 1.000000e+00, %67
  %69 = fdiv double 1.000000e+00, %68
  %70 = fptrunc double %69 to float
  %71 = fcmp uno float %8, %8
  %72 = select i1 %71, float 0x7FF8000000000000, float %70
  %73 = fmul float %8, %72
  %74 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %bits = bitcast float %73 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %74, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_silu_w1024(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #3 {
entry:
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
  %3 = getelementptr inbounds float, ptr addrspace(1) %out_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

row.done:                                         ; preds = %slot.done, %entry
  ret void

uniform_sinks.then:                               ; preds = %row.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %row.then
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %6 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid2, label %slot.then, label %slot.done

slot.then:                                        ; preds = %uniform_sinks.done
  %7 = getelementptr inbounds float, ptr addrspace(1) %4, i64 %feature1
  %8 = load float, ptr addrspace(1) %7, align 4
  %9 = fpext float %8 to double
  %10 = fneg double %9
  %11 = fcmp olt double 1.200000e+02, %10
  %12 = select i1 %11, double 1.200000e+02, double %10
  %13 = fcmp olt double %12, -1.200000e+02
  %14 = select i1 %13, double -1.200000e+02, double %12
  %15 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %16 = fmul double %14, %15
  %17 = fadd double %16, 0x4338000000000000
  %18 = fsub double %17, 0x4338000000000000
  %19 = bitcast double %17 to i64
  %20 = sub i64 %19, 4843621399236968448
  %21 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %22 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %23 = fmul double %18, %21
  %24 = fsub double %14, %23
  %25 = fmul double %18, %22
  %26 = fsub double %24, %25
  %27 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %28 = fmul double %26, %27
  %29 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %30 = fadd double %29, %28
  %31 = fmul double %26, %30
  %32 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %33 = fadd double %32, %31
  %34 = fmul double %26, %33
  %35 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %36 = fadd double %35, %34
  %37 = fmul double %26, %36
  %38 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %39 = fadd double %38, %37
  %40 = fmul double %26, %39
  %41 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %42 = fadd double %41, %40
  %43 = fmul double %26, %42
  %44 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %45 = fadd double %44, %43
  %46 = fmul double %26, %45
  %47 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %48 = fadd double %47, %46
  %49 = fmul double %26, %48
  %50 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %51 = fadd double %50, %49
  %52 = fmul double %26, %51
  %53 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %54 = fadd double %53, %52
  %55 = fmul double %26, %54
  %56 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %57 = fadd double %56, %55
  %58 = fmul double %26, %57
  %59 = fadd double 5.000000e-01, %58
  %60 = fmul double %26, %59
  %61 = fadd double 1.000000e+00, %60
  %62 = fmul double %26, %61
  %63 = add i64 %20, 1023
  %64 = shl i64 %63, 52
  %65 = bitcast i64 %64 to double
  %66 = fadd double 1.000000e+00, %62
  %67 = fmul double %65, %66
  %68 = fadd double 1.000000e+00, %67
  %69 = fdiv double 1.000000e+00, %68
  %70 = fptrunc double %69 to float
  %71 = fcmp uno float %8, %8
  %72 = select i1 %71, float 0x7FF8000000000000, float %70
  %73 = fmul float %8, %72
  %74 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %bits = bitcast float %73 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %74, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind

; Function Attrs: nounwind
define ptx_kernel void @tessera_silu_wide(ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features) #0 {
entry:
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
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

row.done:                                         ; preds = %feature.exit, %entry
  ret void

uniform_sinks.then:                               ; preds = %row.then
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %row.then
  br label %feature.header

feature.header:                                   ; preds = %feature.body, %uniform_sinks.done
  %feature = phi i64 [ %lane, %uniform_sinks.done ], [ %73, %feature.body ]
  %4 = icmp ult i64 %feature, %n_features
  br i1 %4, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %5 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %6 = load float, ptr addrspace(1) %5, align 4
  %7 = fpext float %6 to double
  %8 = fneg double %7
  %9 = fcmp olt double 1.200000e+02, %8
  %10 = select i1 %9, double 1.200000e+02, double %8
  %11 = fcmp olt double %10, -1.200000e+02
  %12 = select i1 %11, double -1.200000e+02, double %10
  %13 = load double, ptr addrspace(4) @tessera_f64_3ff71547652b82fe, align 8
  %14 = fmul double %12, %13
  %15 = fadd double %14, 0x4338000000000000
  %16 = fsub double %15, 0x4338000000000000
  %17 = bitcast double %15 to i64
  %18 = sub i64 %17, 4843621399236968448
  %19 = load double, ptr addrspace(4) @tessera_f64_3fe62e42fee00000, align 8
  %20 = load double, ptr addrspace(4) @tessera_f64_3dea39ef35793c76, align 8
  %21 = fmul double %16, %19
  %22 = fsub double %12, %21
  %23 = fmul double %16, %20
  %24 = fsub double %22, %23
  %25 = load double, ptr addrspace(4) @tessera_f64_3de6124613a86d09, align 8
  %26 = fmul double %24, %25
  %27 = load double, ptr addrspace(4) @tessera_f64_3e21eed8eff8d898, align 8
  %28 = fadd double %27, %26
  %29 = fmul double %24, %28
  %30 = load double, ptr addrspace(4) @tessera_f64_3e5ae64567f544e4, align 8
  %31 = fadd double %30, %29
  %32 = fmul double %24, %31
  %33 = load double, ptr addrspace(4) @tessera_f64_3e927e4fb7789f5c, align 8
  %34 = fadd double %33, %32
  %35 = fmul double %24, %34
  %36 = load double, ptr addrspace(4) @tessera_f64_3ec71de3a556c734, align 8
  %37 = fadd double %36, %35
  %38 = fmul double %24, %37
  %39 = load double, ptr addrspace(4) @tessera_f64_3efa01a01a01a01a, align 8
  %40 = fadd double %39, %38
  %41 = fmul double %24, %40
  %42 = load double, ptr addrspace(4) @tessera_f64_3f2a01a01a01a01a, align 8
  %43 = fadd double %42, %41
  %44 = fmul double %24, %43
  %45 = load double, ptr addrspace(4) @tessera_f64_3f56c16c16c16c17, align 8
  %46 = fadd double %45, %44
  %47 = fmul double %24, %46
  %48 = load double, ptr addrspace(4) @tessera_f64_3f81111111111111, align 8
  %49 = fadd double %48, %47
  %50 = fmul double %24, %49
  %51 = load double, ptr addrspace(4) @tessera_f64_3fa5555555555555, align 8
  %52 = fadd double %51, %50
  %53 = fmul double %24, %52
  %54 = load double, ptr addrspace(4) @tessera_f64_3fc5555555555555, align 8
  %55 = fadd double %54, %53
  %56 = fmul double %24, %55
  %57 = fadd double 5.000000e-01, %56
  %58 = fmul double %24, %57
  %59 = fadd double 1.000000e+00, %58
  %60 = fmul double %24, %59
  %61 = add i64 %18, 1023
  %62 = shl i64 %61, 52
  %63 = bitcast i64 %62 to double
  %64 = fadd double 1.000000e+00, %60
  %65 = fmul double %63, %64
  %66 = fadd double 1.000000e+00, %65
  %67 = fdiv double 1.000000e+00, %66
  %68 = fptrunc double %67 to float
  %69 = fcmp uno float %6, %6
  %70 = select i1 %69, float 0x7FF8000000000000, float %68
  %71 = fmul float %6, %70
  %72 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %bits = bitcast float %71 to i32
  %magnitude = and i32 %bits, 2147483647
  %is_nan = icmp ugt i32 %magnitude, 2139095040
  %canonical = select i1 %is_nan, i32 2143289344, i32 %bits
  store i32 %canonical, ptr addrspace(1) %72, align 4
  %73 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "nvvm.maxntid"="512" }
attributes #3 = { nounwind "nvvm.maxntid"="1024" }
