; ModuleID = 'gumbel'
source_filename = "gumbel.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [12 x float] undef, align 4
@tessera_search_weights_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [12 x float] undef, align 4
@tessera_search_weights_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [12 x float] undef, align 4
@tessera_search_weights_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [12 x float] undef, align 4
@tessera_search_weights_w4096 = internal addrspace(3) global [4096 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w256(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #0 {
entry:
  %pairwise_depth208 = alloca i64, align 8
  %pairwise_levels207 = alloca [64 x i64], align 8
  %pairwise_sums206 = alloca [64 x float], align 4
  %fold_index205 = alloca i64, align 8
  %fold_value204 = alloca float, align 4
  %pairwise_depth187 = alloca i64, align 8
  %pairwise_levels186 = alloca [64 x i64], align 8
  %pairwise_sums185 = alloca [64 x float], align 4
  %fold_index184 = alloca i64, align 8
  %fold_value183 = alloca float, align 4
  %search_lo177 = alloca i64, align 8
  %pairwise_depth168 = alloca i64, align 8
  %pairwise_levels167 = alloca [64 x i64], align 8
  %pairwise_sums166 = alloca [64 x float], align 4
  %fold_index165 = alloca i64, align 8
  %fold_value164 = alloca float, align 4
  %search_hi158 = alloca i32, align 4
  %pairwise_depth150 = alloca i64, align 8
  %pairwise_levels149 = alloca [64 x i64], align 8
  %pairwise_sums148 = alloca [64 x float], align 4
  %fold_index147 = alloca i64, align 8
  %fold_value146 = alloca float, align 4
  %search_index145 = alloca float, align 4
  %search_value144 = alloca float, align 4
  %pairwise_depth124 = alloca i64, align 8
  %pairwise_levels123 = alloca [64 x i64], align 8
  %pairwise_sums122 = alloca [64 x float], align 4
  %fold_index121 = alloca i64, align 8
  %fold_value120 = alloca float, align 4
  %pairwise_depth106 = alloca i64, align 8
  %pairwise_levels105 = alloca [64 x i64], align 8
  %pairwise_sums104 = alloca [64 x float], align 4
  %fold_index103 = alloca i64, align 8
  %fold_value102 = alloca float, align 4
  %search_count86 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count78 = alloca i64, align 8
  %search_hi = alloca i32, align 4
  %search_count = alloca i64, align 8
  %search_index = alloca float, align 4
  %search_value = alloca float, align 4
  %pairwise_depth59 = alloca i64, align 8
  %pairwise_levels58 = alloca [64 x i64], align 8
  %pairwise_sums57 = alloca [64 x float], align 4
  %fold_index56 = alloca i64, align 8
  %fold_value55 = alloca float, align 4
  %pairwise_depth43 = alloca i64, align 8
  %pairwise_levels42 = alloca [64 x i64], align 8
  %pairwise_sums41 = alloca [64 x float], align 4
  %fold_index40 = alloca i64, align 8
  %fold_value39 = alloca float, align 4
  %pairwise_depth27 = alloca i64, align 8
  %pairwise_levels26 = alloca [64 x i64], align 8
  %pairwise_sums25 = alloca [64 x float], align 4
  %fold_index24 = alloca i64, align 8
  %fold_value23 = alloca float, align 4
  %pairwise_depth11 = alloca i64, align 8
  %pairwise_levels10 = alloca [64 x i64], align 8
  %pairwise_sums9 = alloca [64 x float], align 4
  %fold_index8 = alloca i64, align 8
  %fold_value7 = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 256
  %2 = and i1 %inside, %fits
  br i1 %2, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %id_ptr = getelementptr inbounds i64, ptr addrspace(1) %out_0, i64 %row
  %3 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done222, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fcmp une float %7, %7
  %9 = select i1 %8, float 1.000000e+00, float 0.000000e+00
  %10 = fcmp oeq float %7, 0x7FF0000000000000
  %11 = select i1 %10, float 1.000000e+00, float 0.000000e+00
  %12 = fmul float %7, %inv_t
  %13 = bitcast float %12 to i32
  %14 = and i32 %13, 2147483647
  %15 = bitcast i32 %14 to float
  %16 = fcmp oeq float %15, 0x7FF0000000000000
  %17 = select i1 %16, float 1.000000e+00, float 0.000000e+00
  %18 = bitcast float %7 to i32
  %19 = and i32 %18, 2147483647
  %20 = bitcast i32 %19 to float
  %21 = fcmp olt float %20, 0x7FF0000000000000
  %22 = select i1 %21, float 1.000000e+00, float 0.000000e+00
  %23 = fmul float %17, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature
  store float %9, ptr addrspace(3) %24, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid2, label %slot.then3, label %slot.done4

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %37, %fold.body ]
  %26 = icmp ult i64 %fold, %n_features
  br i1 %26, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = load float, ptr %fold_value, align 4
  %30 = fcmp ogt float %28, %29
  %31 = fcmp uno float %28, %28
  %32 = fcmp ord float %29, %29
  %33 = and i1 %31, %32
  %take = or i1 %30, %33
  %34 = select i1 %take, float %28, float %29
  store float %34, ptr %fold_value, align 4
  %35 = load i64, ptr %fold_index, align 8
  %36 = select i1 %take, i64 %fold, i64 %35
  store i64 %36, ptr %fold_index, align 8
  %37 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %38 = load float, ptr %fold_value, align 4
  store float %38, ptr addrspace(3) @tessera_uniforms_w256, align 4
  br label %fold.done

slot.then3:                                       ; preds = %fold.done
  %39 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = fcmp une float %40, %40
  %42 = select i1 %41, float 1.000000e+00, float 0.000000e+00
  %43 = fcmp oeq float %40, 0x7FF0000000000000
  %44 = select i1 %43, float 1.000000e+00, float 0.000000e+00
  %45 = fmul float %40, %inv_t
  %46 = bitcast float %45 to i32
  %47 = and i32 %46, 2147483647
  %48 = bitcast i32 %47 to float
  %49 = fcmp oeq float %48, 0x7FF0000000000000
  %50 = select i1 %49, float 1.000000e+00, float 0.000000e+00
  %51 = bitcast float %40 to i32
  %52 = and i32 %51, 2147483647
  %53 = bitcast i32 %52 to float
  %54 = fcmp olt float %53, 0x7FF0000000000000
  %55 = select i1 %54, float 1.000000e+00, float 0.000000e+00
  %56 = fmul float %50, %55
  %57 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature1
  store float %44, ptr addrspace(3) %57, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %fold.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then5, label %fold.done6

fold.then5:                                       ; preds = %slot.done4
  store float 0xFFF0000000000000, ptr %fold_value7, align 4
  store i64 0, ptr %fold_index8, align 8
  store i64 0, ptr %pairwise_depth11, align 8
  br label %fold.header12

fold.done6:                                       ; preds = %fold.exit14, %slot.done4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %58 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid18, label %slot.then19, label %slot.done20

fold.header12:                                    ; preds = %fold.body13, %fold.then5
  %fold15 = phi i64 [ 0, %fold.then5 ], [ %70, %fold.body13 ]
  %59 = icmp ult i64 %fold15, %n_features
  br i1 %59, label %fold.body13, label %fold.exit14

fold.body13:                                      ; preds = %fold.header12
  %60 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold15
  %61 = load float, ptr addrspace(3) %60, align 4
  %62 = load float, ptr %fold_value7, align 4
  %63 = fcmp ogt float %61, %62
  %64 = fcmp uno float %61, %61
  %65 = fcmp ord float %62, %62
  %66 = and i1 %64, %65
  %take16 = or i1 %63, %66
  %67 = select i1 %take16, float %61, float %62
  store float %67, ptr %fold_value7, align 4
  %68 = load i64, ptr %fold_index8, align 8
  %69 = select i1 %take16, i64 %fold15, i64 %68
  store i64 %69, ptr %fold_index8, align 8
  %70 = add i64 %fold15, 1
  br label %fold.header12

fold.exit14:                                      ; preds = %fold.header12
  %71 = load float, ptr %fold_value7, align 4
  store float %71, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  br label %fold.done6

slot.then19:                                      ; preds = %fold.done6
  %72 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature17
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fcmp une float %73, %73
  %75 = select i1 %74, float 1.000000e+00, float 0.000000e+00
  %76 = fcmp oeq float %73, 0x7FF0000000000000
  %77 = select i1 %76, float 1.000000e+00, float 0.000000e+00
  %78 = fmul float %73, %inv_t
  %79 = bitcast float %78 to i32
  %80 = and i32 %79, 2147483647
  %81 = bitcast i32 %80 to float
  %82 = fcmp oeq float %81, 0x7FF0000000000000
  %83 = select i1 %82, float 1.000000e+00, float 0.000000e+00
  %84 = bitcast float %73 to i32
  %85 = and i32 %84, 2147483647
  %86 = bitcast i32 %85 to float
  %87 = fcmp olt float %86, 0x7FF0000000000000
  %88 = select i1 %87, float 1.000000e+00, float 0.000000e+00
  %89 = fmul float %83, %88
  %90 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature17
  store float %73, ptr addrspace(3) %90, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %fold.done6
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then21, label %fold.done22

fold.then21:                                      ; preds = %slot.done20
  store float 0xFFF0000000000000, ptr %fold_value23, align 4
  store i64 0, ptr %fold_index24, align 8
  store i64 0, ptr %pairwise_depth27, align 8
  br label %fold.header28

fold.done22:                                      ; preds = %fold.exit30, %slot.done20
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature33 = add i64 %lane, 0
  %valid34 = icmp ult i64 %feature33, %n_features
  %91 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid34, label %slot.then35, label %slot.done36

fold.header28:                                    ; preds = %fold.body29, %fold.then21
  %fold31 = phi i64 [ 0, %fold.then21 ], [ %103, %fold.body29 ]
  %92 = icmp ult i64 %fold31, %n_features
  br i1 %92, label %fold.body29, label %fold.exit30

fold.body29:                                      ; preds = %fold.header28
  %93 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold31
  %94 = load float, ptr addrspace(3) %93, align 4
  %95 = load float, ptr %fold_value23, align 4
  %96 = fcmp ogt float %94, %95
  %97 = fcmp uno float %94, %94
  %98 = fcmp ord float %95, %95
  %99 = and i1 %97, %98
  %take32 = or i1 %96, %99
  %100 = select i1 %take32, float %94, float %95
  store float %100, ptr %fold_value23, align 4
  %101 = load i64, ptr %fold_index24, align 8
  %102 = select i1 %take32, i64 %fold31, i64 %101
  store i64 %102, ptr %fold_index24, align 8
  %103 = add i64 %fold31, 1
  br label %fold.header28

fold.exit30:                                      ; preds = %fold.header28
  %104 = load float, ptr %fold_value23, align 4
  store float %104, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  br label %fold.done22

slot.then35:                                      ; preds = %fold.done22
  %105 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature33
  %106 = load float, ptr addrspace(1) %105, align 4
  %107 = fcmp une float %106, %106
  %108 = select i1 %107, float 1.000000e+00, float 0.000000e+00
  %109 = fcmp oeq float %106, 0x7FF0000000000000
  %110 = select i1 %109, float 1.000000e+00, float 0.000000e+00
  %111 = fmul float %106, %inv_t
  %112 = bitcast float %111 to i32
  %113 = and i32 %112, 2147483647
  %114 = bitcast i32 %113 to float
  %115 = fcmp oeq float %114, 0x7FF0000000000000
  %116 = select i1 %115, float 1.000000e+00, float 0.000000e+00
  %117 = bitcast float %106 to i32
  %118 = and i32 %117, 2147483647
  %119 = bitcast i32 %118 to float
  %120 = fcmp olt float %119, 0x7FF0000000000000
  %121 = select i1 %120, float 1.000000e+00, float 0.000000e+00
  %122 = fmul float %116, %121
  %123 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature33
  store float %106, ptr addrspace(3) %123, align 4
  br label %slot.done36

slot.done36:                                      ; preds = %slot.then35, %fold.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then37, label %fold.done38

fold.then37:                                      ; preds = %slot.done36
  store float 0xFFF0000000000000, ptr %fold_value39, align 4
  store i64 0, ptr %fold_index40, align 8
  store i64 0, ptr %pairwise_depth43, align 8
  br label %fold.header44

fold.done38:                                      ; preds = %fold.exit46, %slot.done36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature49 = add i64 %lane, 0
  %valid50 = icmp ult i64 %feature49, %n_features
  %124 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid50, label %slot.then51, label %slot.done52

fold.header44:                                    ; preds = %fold.body45, %fold.then37
  %fold47 = phi i64 [ 0, %fold.then37 ], [ %136, %fold.body45 ]
  %125 = icmp ult i64 %fold47, %n_features
  br i1 %125, label %fold.body45, label %fold.exit46

fold.body45:                                      ; preds = %fold.header44
  %126 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold47
  %127 = load float, ptr addrspace(3) %126, align 4
  %128 = load float, ptr %fold_value39, align 4
  %129 = fcmp ogt float %127, %128
  %130 = fcmp uno float %127, %127
  %131 = fcmp ord float %128, %128
  %132 = and i1 %130, %131
  %take48 = or i1 %129, %132
  %133 = select i1 %take48, float %127, float %128
  store float %133, ptr %fold_value39, align 4
  %134 = load i64, ptr %fold_index40, align 8
  %135 = select i1 %take48, i64 %fold47, i64 %134
  store i64 %135, ptr %fold_index40, align 8
  %136 = add i64 %fold47, 1
  br label %fold.header44

fold.exit46:                                      ; preds = %fold.header44
  %137 = load i64, ptr %fold_index40, align 8
  %argmax = uitofp i64 %137 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  br label %fold.done38

slot.then51:                                      ; preds = %fold.done38
  %138 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature49
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = fcmp une float %139, %139
  %141 = select i1 %140, float 1.000000e+00, float 0.000000e+00
  %142 = fcmp oeq float %139, 0x7FF0000000000000
  %143 = select i1 %142, float 1.000000e+00, float 0.000000e+00
  %144 = fmul float %139, %inv_t
  %145 = bitcast float %144 to i32
  %146 = and i32 %145, 2147483647
  %147 = bitcast i32 %146 to float
  %148 = fcmp oeq float %147, 0x7FF0000000000000
  %149 = select i1 %148, float 1.000000e+00, float 0.000000e+00
  %150 = bitcast float %139 to i32
  %151 = and i32 %150, 2147483647
  %152 = bitcast i32 %151 to float
  %153 = fcmp olt float %152, 0x7FF0000000000000
  %154 = select i1 %153, float 1.000000e+00, float 0.000000e+00
  %155 = fmul float %149, %154
  %156 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature49
  store float %155, ptr addrspace(3) %156, align 4
  br label %slot.done52

slot.done52:                                      ; preds = %slot.then51, %fold.done38
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then53, label %fold.done54

fold.then53:                                      ; preds = %slot.done52
  store float 0xFFF0000000000000, ptr %fold_value55, align 4
  store i64 0, ptr %fold_index56, align 8
  store i64 0, ptr %pairwise_depth59, align 8
  br label %fold.header60

fold.done54:                                      ; preds = %fold.exit62, %slot.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature65 = add i64 %lane, 0
  %valid66 = icmp ult i64 %feature65, %n_features
  %157 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid66, label %slot.then67, label %slot.done68

fold.header60:                                    ; preds = %fold.body61, %fold.then53
  %fold63 = phi i64 [ 0, %fold.then53 ], [ %169, %fold.body61 ]
  %158 = icmp ult i64 %fold63, %n_features
  br i1 %158, label %fold.body61, label %fold.exit62

fold.body61:                                      ; preds = %fold.header60
  %159 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold63
  %160 = load float, ptr addrspace(3) %159, align 4
  %161 = load float, ptr %fold_value55, align 4
  %162 = fcmp ogt float %160, %161
  %163 = fcmp uno float %160, %160
  %164 = fcmp ord float %161, %161
  %165 = and i1 %163, %164
  %take64 = or i1 %162, %165
  %166 = select i1 %take64, float %160, float %161
  store float %166, ptr %fold_value55, align 4
  %167 = load i64, ptr %fold_index56, align 8
  %168 = select i1 %take64, i64 %fold63, i64 %167
  store i64 %168, ptr %fold_index56, align 8
  %169 = add i64 %fold63, 1
  br label %fold.header60

fold.exit62:                                      ; preds = %fold.header60
  %170 = load float, ptr %fold_value55, align 4
  store float %170, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  br label %fold.done54

slot.then67:                                      ; preds = %fold.done54
  %171 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature65
  %172 = load float, ptr addrspace(1) %171, align 4
  %top_k69 = uitofp i64 %top_k to float
  %173 = fcmp oeq float %top_k69, 0.000000e+00
  %174 = select i1 %173, float 1.000000e+00, float 0.000000e+00
  %175 = icmp ne i32 %greedy, 0
  %greedy70 = select i1 %175, float 1.000000e+00, float 0.000000e+00
  %176 = fcmp ogt float %greedy70, %174
  %max = select i1 %176, float %greedy70, float %174
  %177 = fcmp une float %max, 0.000000e+00
  %178 = select i1 %177, float 0x7FF0000000000000, float %top_k69
  %179 = fadd float %172, 0.000000e+00
  %180 = bitcast float %179 to i32
  %181 = icmp ult i32 2147483647, %180
  %182 = xor i32 %180, -1
  %183 = or i32 %180, -2147483648
  %184 = select i1 %181, i32 %182, i32 %183
  %185 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature65
  store i32 %184, ptr addrspace(3) %185, align 4
  %186 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %feature65
  store float 1.000000e+00, ptr addrspace(3) %186, align 4
  br label %slot.done68

slot.done68:                                      ; preds = %slot.then67, %fold.done54
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature71 = add i64 %lane, 0
  %valid72 = icmp ult i64 %feature71, %n_features
  %187 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then, label %search.done

search.then:                                      ; preds = %slot.done68
  %188 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %189 = load float, ptr addrspace(1) %188, align 4
  %top_k73 = uitofp i64 %top_k to float
  %190 = fcmp oeq float %top_k73, 0.000000e+00
  %191 = select i1 %190, float 1.000000e+00, float 0.000000e+00
  %192 = icmp ne i32 %greedy, 0
  %greedy74 = select i1 %192, float 1.000000e+00, float 0.000000e+00
  %193 = fcmp ogt float %greedy74, %191
  %max75 = select i1 %193, float %greedy74, float %191
  %194 = fcmp une float %max75, 0.000000e+00
  %195 = select i1 %194, float 0x7FF0000000000000, float %top_k73
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done77, %slot.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature94 = add i64 %lane, 0
  %valid95 = icmp ult i64 %feature94, %n_features
  %196 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid95, label %slot.then96, label %slot.done97

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %204, %search.feature.body ]
  %197 = icmp ult i64 %search.feature, %n_features
  br i1 %197, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %198 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature
  %199 = load i32, ptr addrspace(3) %198, align 4
  %200 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature
  %201 = load float, ptr addrspace(3) %200, align 4
  %202 = load i64, ptr %search_count, align 8
  %203 = add i64 %202, 1
  store i64 %203, ptr %search_count, align 8
  %204 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %205 = fcmp ogt float %195, 0.000000e+00
  %206 = fcmp oge float %weight, %195
  %search.run = and i1 %206, %205
  br i1 %search.run, label %search.then76, label %search.done77

search.then76:                                    ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done77:                                    ; preds = %search.index_bit.exit, %search.feature.exit
  %207 = load float, ptr %search_value, align 4
  %208 = load float, ptr %search_index, align 4
  store float %207, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  store float %208, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit81, %search.then76
  %search.key_bit = phi i64 [ 0, %search.then76 ], [ %228, %search.feature.exit81 ]
  %209 = icmp ult i64 %search.key_bit, 32
  br i1 %209, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %210 = sub i64 31, %search.key_bit
  %211 = trunc i64 %210 to i32
  %212 = shl i32 1, %211
  %213 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %213, %212
  store i64 0, ptr %search_count78, align 8
  br label %search.feature.header79

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %214 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %214, i1 false)
  %index_bits = sub i64 64, %ctlz
  %215 = shl i64 1, %index_bits
  %mask = sub i64 %215, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header79:                          ; preds = %search.feature.body80, %search.key_bit.body
  %search.feature82 = phi i64 [ 0, %search.key_bit.body ], [ %225, %search.feature.body80 ]
  %216 = icmp ult i64 %search.feature82, %n_features
  br i1 %216, label %search.feature.body80, label %search.feature.exit81

search.feature.body80:                            ; preds = %search.feature.header79
  %217 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature82
  %218 = load i32, ptr addrspace(3) %217, align 4
  %219 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature82
  %220 = load float, ptr addrspace(3) %219, align 4
  %221 = icmp uge i32 %218, %candidate
  %222 = zext i1 %221 to i64
  %223 = load i64, ptr %search_count78, align 8
  %224 = add i64 %223, %222
  store i64 %224, ptr %search_count78, align 8
  %225 = add i64 %search.feature82, 1
  br label %search.feature.header79

search.feature.exit81:                            ; preds = %search.feature.header79
  %count83 = load i64, ptr %search_count78, align 8
  %weight84 = uitofp i64 %count83 to float
  %226 = fcmp oge float %weight84, %195
  %227 = select i1 %226, i32 %candidate, i32 %213
  store i32 %227, ptr %search_hi, align 4
  %228 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit89, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %258, %search.feature.exit89 ]
  %229 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %229, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %230 = sub i64 %index_bits, 1
  %231 = sub i64 %230, %search.index_bit
  %232 = shl i64 1, %231
  %233 = load i64, ptr %search_lo, align 8
  %candidate85 = or i64 %233, %232
  store i64 0, ptr %search_count86, align 8
  br label %search.feature.header87

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %234 = and i32 %hi, -2147483648
  %235 = icmp ne i32 %234, 0
  %236 = and i32 %hi, 2147483647
  %237 = xor i32 %hi, -1
  %238 = select i1 %235, i32 %236, i32 %237
  %239 = bitcast i32 %238 to float
  store float %239, ptr %search_value, align 4
  %240 = sub i64 %mask, %lo
  %search_index93 = uitofp i64 %240 to float
  store float %search_index93, ptr %search_index, align 4
  br label %search.done77

search.feature.header87:                          ; preds = %search.feature.body88, %search.index_bit.body
  %search.feature90 = phi i64 [ 0, %search.index_bit.body ], [ %255, %search.feature.body88 ]
  %241 = icmp ult i64 %search.feature90, %n_features
  br i1 %241, label %search.feature.body88, label %search.feature.exit89

search.feature.body88:                            ; preds = %search.feature.header87
  %242 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature90
  %243 = load i32, ptr addrspace(3) %242, align 4
  %244 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature90
  %245 = load float, ptr addrspace(3) %244, align 4
  %246 = icmp ugt i32 %243, %hi
  %247 = icmp eq i32 %243, %hi
  %248 = sub i64 %mask, %search.feature90
  %249 = icmp uge i64 %248, %candidate85
  %250 = and i1 %247, %249
  %251 = or i1 %246, %250
  %252 = zext i1 %251 to i64
  %253 = load i64, ptr %search_count86, align 8
  %254 = add i64 %253, %252
  store i64 %254, ptr %search_count86, align 8
  %255 = add i64 %search.feature90, 1
  br label %search.feature.header87

search.feature.exit89:                            ; preds = %search.feature.header87
  %count91 = load i64, ptr %search_count86, align 8
  %weight92 = uitofp i64 %count91 to float
  %256 = fcmp oge float %weight92, %195
  %257 = select i1 %256, i64 %candidate85, i64 %233
  store i64 %257, ptr %search_lo, align 8
  %258 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

slot.then96:                                      ; preds = %search.done
  %259 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature94
  %260 = load float, ptr addrspace(1) %259, align 4
  %261 = fmul float %260, %inv_t
  %262 = fadd float %260, 0.000000e+00
  %263 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %264 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature98 = uitofp i64 %feature94 to float
  %265 = fcmp ogt float %262, %263
  %266 = select i1 %265, float 1.000000e+00, float 0.000000e+00
  %267 = fcmp oeq float %262, %263
  %268 = select i1 %267, float 1.000000e+00, float 0.000000e+00
  %269 = fcmp ole float %feature98, %264
  %270 = select i1 %269, float 1.000000e+00, float 0.000000e+00
  %271 = fmul float %268, %270
  %272 = fcmp ogt float %271, %266
  %max99 = select i1 %272, float %271, float %266
  %273 = fcmp une float %max99, 0.000000e+00
  %274 = select i1 %273, float %261, float 0xFFF0000000000000
  %275 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature94
  store float %274, ptr addrspace(3) %275, align 4
  br label %slot.done97

slot.done97:                                      ; preds = %slot.then96, %search.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then100, label %fold.done101

fold.then100:                                     ; preds = %slot.done97
  store float 0xFFF0000000000000, ptr %fold_value102, align 4
  store i64 0, ptr %fold_index103, align 8
  store i64 0, ptr %pairwise_depth106, align 8
  br label %fold.header107

fold.done101:                                     ; preds = %fold.exit109, %slot.done97
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature112 = add i64 %lane, 0
  %valid113 = icmp ult i64 %feature112, %n_features
  %276 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid113, label %slot.then114, label %slot.done115

fold.header107:                                   ; preds = %fold.body108, %fold.then100
  %fold110 = phi i64 [ 0, %fold.then100 ], [ %288, %fold.body108 ]
  %277 = icmp ult i64 %fold110, %n_features
  br i1 %277, label %fold.body108, label %fold.exit109

fold.body108:                                     ; preds = %fold.header107
  %278 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold110
  %279 = load float, ptr addrspace(3) %278, align 4
  %280 = load float, ptr %fold_value102, align 4
  %281 = fcmp ogt float %279, %280
  %282 = fcmp uno float %279, %279
  %283 = fcmp ord float %280, %280
  %284 = and i1 %282, %283
  %take111 = or i1 %281, %284
  %285 = select i1 %take111, float %279, float %280
  store float %285, ptr %fold_value102, align 4
  %286 = load i64, ptr %fold_index103, align 8
  %287 = select i1 %take111, i64 %fold110, i64 %286
  store i64 %287, ptr %fold_index103, align 8
  %288 = add i64 %fold110, 1
  br label %fold.header107

fold.exit109:                                     ; preds = %fold.header107
  %289 = load float, ptr %fold_value102, align 4
  store float %289, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  br label %fold.done101

slot.then114:                                     ; preds = %fold.done101
  %290 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature112
  %291 = load float, ptr addrspace(1) %290, align 4
  %292 = fmul float %291, %inv_t
  %293 = fadd float %291, 0.000000e+00
  %294 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %295 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature116 = uitofp i64 %feature112 to float
  %296 = fcmp ogt float %293, %294
  %297 = select i1 %296, float 1.000000e+00, float 0.000000e+00
  %298 = fcmp oeq float %293, %294
  %299 = select i1 %298, float 1.000000e+00, float 0.000000e+00
  %300 = fcmp ole float %feature116, %295
  %301 = select i1 %300, float 1.000000e+00, float 0.000000e+00
  %302 = fmul float %299, %301
  %303 = fcmp ogt float %302, %297
  %max117 = select i1 %303, float %302, float %297
  %304 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %305 = fsub float %292, %304
  %306 = fcmp olt float %305, -1.040000e+02
  %307 = select i1 %306, float -1.040000e+02, float %305
  %308 = fcmp olt float 8.900000e+01, %307
  %309 = select i1 %308, float 8.900000e+01, float %307
  %310 = fmul float %309, 0x3FF7154760000000
  %311 = fadd float %310, 0x4168000000000000
  %312 = fsub float %311, 0x4168000000000000
  %313 = bitcast float %311 to i32
  %314 = sub i32 %313, 1262485504
  %315 = fmul float %312, 0x3FE62E4000000000
  %316 = fsub float %309, %315
  %317 = fmul float %312, 0x3EB7F7D1C0000000
  %318 = fsub float %316, %317
  %319 = fmul float %318, %318
  %320 = fmul float %319, 0x3E66376980000000
  %321 = fadd float 0xBEBBBD41C0000000, %320
  %322 = fmul float %319, %321
  %323 = fadd float 0x3F11566AA0000000, %322
  %324 = fmul float %319, %323
  %325 = fadd float 0xBF66C16C20000000, %324
  %326 = fmul float %319, %325
  %327 = fadd float 0x3FC5555560000000, %326
  %328 = fmul float %319, %327
  %329 = fsub float %318, %328
  %330 = fmul float %318, %329
  %331 = fsub float 2.000000e+00, %329
  %332 = fdiv float %330, %331
  %333 = fsub float %317, %332
  %334 = fsub float %333, %316
  %335 = fsub float 1.000000e+00, %334
  %336 = add i32 %314, 256
  %337 = lshr i32 %336, 1
  %338 = sub i32 %337, 1
  %339 = add i32 %314, 255
  %340 = sub i32 %339, %337
  %341 = shl i32 %338, 23
  %342 = shl i32 %340, 23
  %343 = bitcast i32 %341 to float
  %344 = bitcast i32 %342 to float
  %345 = fmul float %335, %343
  %346 = fmul float %345, %344
  %347 = fcmp uno float %305, %305
  %348 = select i1 %347, float 0x7FF8000000000000, float %346
  %349 = fcmp une float %max117, 0.000000e+00
  %350 = select i1 %349, float %348, float 0.000000e+00
  %351 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature112
  store float %350, ptr addrspace(3) %351, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %fold.done101
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then118, label %fold.done119

fold.then118:                                     ; preds = %slot.done115
  store float 0.000000e+00, ptr %fold_value120, align 4
  store i64 0, ptr %fold_index121, align 8
  store i64 0, ptr %pairwise_depth124, align 8
  br label %fold.header125

fold.done119:                                     ; preds = %fold.exit127, %slot.done115
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature129 = add i64 %lane, 0
  %valid130 = icmp ult i64 %feature129, %n_features
  %352 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid130, label %slot.then131, label %slot.done132

fold.header125:                                   ; preds = %fold.body126, %fold.then118
  %fold128 = phi i64 [ 0, %fold.then118 ], [ %358, %fold.body126 ]
  %353 = icmp ult i64 %fold128, %n_features
  br i1 %353, label %fold.body126, label %fold.exit127

fold.body126:                                     ; preds = %fold.header125
  %354 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold128
  %355 = load float, ptr addrspace(3) %354, align 4
  %356 = load float, ptr %fold_value120, align 4
  %357 = fadd float %355, %356
  store float %357, ptr %fold_value120, align 4
  %358 = add i64 %fold128, 1
  br label %fold.header125

fold.exit127:                                     ; preds = %fold.header125
  %359 = load float, ptr %fold_value120, align 4
  store float %359, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  br label %fold.done119

slot.then131:                                     ; preds = %fold.done119
  %360 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature129
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = fmul float %361, %inv_t
  %363 = fadd float %361, 0.000000e+00
  %364 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %365 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature133 = uitofp i64 %feature129 to float
  %366 = fcmp ogt float %363, %364
  %367 = select i1 %366, float 1.000000e+00, float 0.000000e+00
  %368 = fcmp oeq float %363, %364
  %369 = select i1 %368, float 1.000000e+00, float 0.000000e+00
  %370 = fcmp ole float %feature133, %365
  %371 = select i1 %370, float 1.000000e+00, float 0.000000e+00
  %372 = fmul float %369, %371
  %373 = fcmp ogt float %372, %367
  %max134 = select i1 %373, float %372, float %367
  %374 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %375 = fsub float %362, %374
  %376 = fcmp olt float %375, -1.040000e+02
  %377 = select i1 %376, float -1.040000e+02, float %375
  %378 = fcmp olt float 8.900000e+01, %377
  %379 = select i1 %378, float 8.900000e+01, float %377
  %380 = fmul float %379, 0x3FF7154760000000
  %381 = fadd float %380, 0x4168000000000000
  %382 = fsub float %381, 0x4168000000000000
  %383 = bitcast float %381 to i32
  %384 = sub i32 %383, 1262485504
  %385 = fmul float %382, 0x3FE62E4000000000
  %386 = fsub float %379, %385
  %387 = fmul float %382, 0x3EB7F7D1C0000000
  %388 = fsub float %386, %387
  %389 = fmul float %388, %388
  %390 = fmul float %389, 0x3E66376980000000
  %391 = fadd float 0xBEBBBD41C0000000, %390
  %392 = fmul float %389, %391
  %393 = fadd float 0x3F11566AA0000000, %392
  %394 = fmul float %389, %393
  %395 = fadd float 0xBF66C16C20000000, %394
  %396 = fmul float %389, %395
  %397 = fadd float 0x3FC5555560000000, %396
  %398 = fmul float %389, %397
  %399 = fsub float %388, %398
  %400 = fmul float %388, %399
  %401 = fsub float 2.000000e+00, %399
  %402 = fdiv float %400, %401
  %403 = fsub float %387, %402
  %404 = fsub float %403, %386
  %405 = fsub float 1.000000e+00, %404
  %406 = add i32 %384, 256
  %407 = lshr i32 %406, 1
  %408 = sub i32 %407, 1
  %409 = add i32 %384, 255
  %410 = sub i32 %409, %407
  %411 = shl i32 %408, 23
  %412 = shl i32 %410, 23
  %413 = bitcast i32 %411 to float
  %414 = bitcast i32 %412 to float
  %415 = fmul float %405, %413
  %416 = fmul float %415, %414
  %417 = fcmp uno float %375, %375
  %418 = select i1 %417, float 0x7FF8000000000000, float %416
  %419 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %420 = fdiv float %418, %419
  %421 = fcmp une float %max134, 0.000000e+00
  %422 = select i1 %421, float %420, float -1.000000e+00
  %423 = fcmp une float %max134, 0.000000e+00
  %424 = select i1 %423, float %420, float 0.000000e+00
  %425 = fcmp oge float %top_p, 1.000000e+00
  %426 = select i1 %425, float 1.000000e+00, float 0.000000e+00
  %427 = icmp ne i32 %greedy, 0
  %greedy135 = select i1 %427, float 1.000000e+00, float 0.000000e+00
  %428 = fcmp ogt float %greedy135, %426
  %max136 = select i1 %428, float %greedy135, float %426
  %429 = fcmp une float %max136, 0.000000e+00
  %430 = select i1 %429, float 0x7FF0000000000000, float %top_p
  %431 = fadd float %422, 0.000000e+00
  %432 = bitcast float %431 to i32
  %433 = icmp ult i32 2147483647, %432
  %434 = xor i32 %432, -1
  %435 = or i32 %432, -2147483648
  %436 = select i1 %433, i32 %434, i32 %435
  %437 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature129
  store i32 %436, ptr addrspace(3) %437, align 4
  %438 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %feature129
  store float %424, ptr addrspace(3) %438, align 4
  br label %slot.done132

slot.done132:                                     ; preds = %slot.then131, %fold.done119
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature137 = add i64 %lane, 0
  %valid138 = icmp ult i64 %feature137, %n_features
  %439 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then139, label %search.done140

search.then139:                                   ; preds = %slot.done132
  %440 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %441 = load float, ptr addrspace(1) %440, align 4
  %442 = fmul float %441, %inv_t
  %443 = fadd float %441, 0.000000e+00
  %444 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %445 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %446 = fcmp ogt float %443, %444
  %447 = select i1 %446, float 1.000000e+00, float 0.000000e+00
  %448 = fcmp oeq float %443, %444
  %449 = select i1 %448, float 1.000000e+00, float 0.000000e+00
  %450 = fcmp ole float 0.000000e+00, %445
  %451 = select i1 %450, float 1.000000e+00, float 0.000000e+00
  %452 = fmul float %449, %451
  %453 = fcmp ogt float %452, %447
  %max141 = select i1 %453, float %452, float %447
  %454 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %455 = fsub float %442, %454
  %456 = fcmp olt float %455, -1.040000e+02
  %457 = select i1 %456, float -1.040000e+02, float %455
  %458 = fcmp olt float 8.900000e+01, %457
  %459 = select i1 %458, float 8.900000e+01, float %457
  %460 = fmul float %459, 0x3FF7154760000000
  %461 = fadd float %460, 0x4168000000000000
  %462 = fsub float %461, 0x4168000000000000
  %463 = bitcast float %461 to i32
  %464 = sub i32 %463, 1262485504
  %465 = fmul float %462, 0x3FE62E4000000000
  %466 = fsub float %459, %465
  %467 = fmul float %462, 0x3EB7F7D1C0000000
  %468 = fsub float %466, %467
  %469 = fmul float %468, %468
  %470 = fmul float %469, 0x3E66376980000000
  %471 = fadd float 0xBEBBBD41C0000000, %470
  %472 = fmul float %469, %471
  %473 = fadd float 0x3F11566AA0000000, %472
  %474 = fmul float %469, %473
  %475 = fadd float 0xBF66C16C20000000, %474
  %476 = fmul float %469, %475
  %477 = fadd float 0x3FC5555560000000, %476
  %478 = fmul float %469, %477
  %479 = fsub float %468, %478
  %480 = fmul float %468, %479
  %481 = fsub float 2.000000e+00, %479
  %482 = fdiv float %480, %481
  %483 = fsub float %467, %482
  %484 = fsub float %483, %466
  %485 = fsub float 1.000000e+00, %484
  %486 = add i32 %464, 256
  %487 = lshr i32 %486, 1
  %488 = sub i32 %487, 1
  %489 = add i32 %464, 255
  %490 = sub i32 %489, %487
  %491 = shl i32 %488, 23
  %492 = shl i32 %490, 23
  %493 = bitcast i32 %491 to float
  %494 = bitcast i32 %492 to float
  %495 = fmul float %485, %493
  %496 = fmul float %495, %494
  %497 = fcmp uno float %455, %455
  %498 = select i1 %497, float 0x7FF8000000000000, float %496
  %499 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %500 = fdiv float %498, %499
  %501 = fcmp une float %max141, 0.000000e+00
  %502 = select i1 %501, float %500, float -1.000000e+00
  %503 = fcmp une float %max141, 0.000000e+00
  %504 = select i1 %503, float %500, float 0.000000e+00
  %505 = fcmp oge float %top_p, 1.000000e+00
  %506 = select i1 %505, float 1.000000e+00, float 0.000000e+00
  %507 = icmp ne i32 %greedy, 0
  %greedy142 = select i1 %507, float 1.000000e+00, float 0.000000e+00
  %508 = fcmp ogt float %greedy142, %506
  %max143 = select i1 %508, float %greedy142, float %506
  %509 = fcmp une float %max143, 0.000000e+00
  %510 = select i1 %509, float 0x7FF0000000000000, float %top_p
  store float 0xFFF0000000000000, ptr %search_value144, align 4
  store float 0x7FF0000000000000, ptr %search_index145, align 4
  store float 0.000000e+00, ptr %fold_value146, align 4
  store i64 0, ptr %fold_index147, align 8
  store i64 0, ptr %pairwise_depth150, align 8
  br label %search.feature.header151

search.done140:                                   ; preds = %search.done157, %slot.done132
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature194 = add i64 %lane, 0
  %valid195 = icmp ult i64 %feature194, %n_features
  %511 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid195, label %slot.then196, label %slot.done197

search.feature.header151:                         ; preds = %search.feature.body152, %search.then139
  %search.feature154 = phi i64 [ 0, %search.then139 ], [ %520, %search.feature.body152 ]
  %512 = icmp ult i64 %search.feature154, %n_features
  br i1 %512, label %search.feature.body152, label %search.feature.exit153

search.feature.body152:                           ; preds = %search.feature.header151
  %513 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature154
  %514 = load i32, ptr addrspace(3) %513, align 4
  %515 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature154
  %516 = load float, ptr addrspace(3) %515, align 4
  %517 = select i1 true, float %516, float 0.000000e+00
  %518 = load float, ptr %fold_value146, align 4
  %519 = fadd float %517, %518
  store float %519, ptr %fold_value146, align 4
  %520 = add i64 %search.feature154, 1
  br label %search.feature.header151

search.feature.exit153:                           ; preds = %search.feature.header151
  %521 = load float, ptr %fold_value146, align 4
  %522 = fcmp ogt float %510, 0.000000e+00
  %523 = fcmp oge float %521, %510
  %search.run155 = and i1 %523, %522
  br i1 %search.run155, label %search.then156, label %search.done157

search.then156:                                   ; preds = %search.feature.exit153
  store i32 0, ptr %search_hi158, align 4
  br label %search.key_bit.header159

search.done157:                                   ; preds = %search.index_bit.exit180, %search.feature.exit153
  %524 = load float, ptr %search_value144, align 4
  %525 = load float, ptr %search_index145, align 4
  store float %524, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  store float %525, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  br label %search.done140

search.key_bit.header159:                         ; preds = %search.feature.exit171, %search.then156
  %search.key_bit162 = phi i64 [ 0, %search.then156 ], [ %546, %search.feature.exit171 ]
  %526 = icmp ult i64 %search.key_bit162, 32
  br i1 %526, label %search.key_bit.body160, label %search.key_bit.exit161

search.key_bit.body160:                           ; preds = %search.key_bit.header159
  %527 = sub i64 31, %search.key_bit162
  %528 = trunc i64 %527 to i32
  %529 = shl i32 1, %528
  %530 = load i32, ptr %search_hi158, align 4
  %candidate163 = or i32 %530, %529
  store float 0.000000e+00, ptr %fold_value164, align 4
  store i64 0, ptr %fold_index165, align 8
  store i64 0, ptr %pairwise_depth168, align 8
  br label %search.feature.header169

search.key_bit.exit161:                           ; preds = %search.key_bit.header159
  %hi173 = load i32, ptr %search_hi158, align 4
  %531 = sub i64 %n_features, 1
  %ctlz174 = call i64 @llvm.ctlz.i64(i64 %531, i1 false)
  %index_bits175 = sub i64 64, %ctlz174
  %532 = shl i64 1, %index_bits175
  %mask176 = sub i64 %532, 1
  store i64 0, ptr %search_lo177, align 8
  br label %search.index_bit.header178

search.feature.header169:                         ; preds = %search.feature.body170, %search.key_bit.body160
  %search.feature172 = phi i64 [ 0, %search.key_bit.body160 ], [ %542, %search.feature.body170 ]
  %533 = icmp ult i64 %search.feature172, %n_features
  br i1 %533, label %search.feature.body170, label %search.feature.exit171

search.feature.body170:                           ; preds = %search.feature.header169
  %534 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature172
  %535 = load i32, ptr addrspace(3) %534, align 4
  %536 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature172
  %537 = load float, ptr addrspace(3) %536, align 4
  %538 = icmp uge i32 %535, %candidate163
  %539 = select i1 %538, float %537, float 0.000000e+00
  %540 = load float, ptr %fold_value164, align 4
  %541 = fadd float %539, %540
  store float %541, ptr %fold_value164, align 4
  %542 = add i64 %search.feature172, 1
  br label %search.feature.header169

search.feature.exit171:                           ; preds = %search.feature.header169
  %543 = load float, ptr %fold_value164, align 4
  %544 = fcmp oge float %543, %510
  %545 = select i1 %544, i32 %candidate163, i32 %530
  store i32 %545, ptr %search_hi158, align 4
  %546 = add i64 %search.key_bit162, 1
  br label %search.key_bit.header159

search.index_bit.header178:                       ; preds = %search.feature.exit190, %search.key_bit.exit161
  %search.index_bit181 = phi i64 [ 0, %search.key_bit.exit161 ], [ %577, %search.feature.exit190 ]
  %547 = icmp ult i64 %search.index_bit181, %index_bits175
  br i1 %547, label %search.index_bit.body179, label %search.index_bit.exit180

search.index_bit.body179:                         ; preds = %search.index_bit.header178
  %548 = sub i64 %index_bits175, 1
  %549 = sub i64 %548, %search.index_bit181
  %550 = shl i64 1, %549
  %551 = load i64, ptr %search_lo177, align 8
  %candidate182 = or i64 %551, %550
  store float 0.000000e+00, ptr %fold_value183, align 4
  store i64 0, ptr %fold_index184, align 8
  store i64 0, ptr %pairwise_depth187, align 8
  br label %search.feature.header188

search.index_bit.exit180:                         ; preds = %search.index_bit.header178
  %lo192 = load i64, ptr %search_lo177, align 8
  %552 = and i32 %hi173, -2147483648
  %553 = icmp ne i32 %552, 0
  %554 = and i32 %hi173, 2147483647
  %555 = xor i32 %hi173, -1
  %556 = select i1 %553, i32 %554, i32 %555
  %557 = bitcast i32 %556 to float
  store float %557, ptr %search_value144, align 4
  %558 = sub i64 %mask176, %lo192
  %search_index193 = uitofp i64 %558 to float
  store float %search_index193, ptr %search_index145, align 4
  br label %search.done157

search.feature.header188:                         ; preds = %search.feature.body189, %search.index_bit.body179
  %search.feature191 = phi i64 [ 0, %search.index_bit.body179 ], [ %573, %search.feature.body189 ]
  %559 = icmp ult i64 %search.feature191, %n_features
  br i1 %559, label %search.feature.body189, label %search.feature.exit190

search.feature.body189:                           ; preds = %search.feature.header188
  %560 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature191
  %561 = load i32, ptr addrspace(3) %560, align 4
  %562 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature191
  %563 = load float, ptr addrspace(3) %562, align 4
  %564 = icmp ugt i32 %561, %hi173
  %565 = icmp eq i32 %561, %hi173
  %566 = sub i64 %mask176, %search.feature191
  %567 = icmp uge i64 %566, %candidate182
  %568 = and i1 %565, %567
  %569 = or i1 %564, %568
  %570 = select i1 %569, float %563, float 0.000000e+00
  %571 = load float, ptr %fold_value183, align 4
  %572 = fadd float %570, %571
  store float %572, ptr %fold_value183, align 4
  %573 = add i64 %search.feature191, 1
  br label %search.feature.header188

search.feature.exit190:                           ; preds = %search.feature.header188
  %574 = load float, ptr %fold_value183, align 4
  %575 = fcmp oge float %574, %510
  %576 = select i1 %575, i64 %candidate182, i64 %551
  store i64 %576, ptr %search_lo177, align 8
  %577 = add i64 %search.index_bit181, 1
  br label %search.index_bit.header178

slot.then196:                                     ; preds = %search.done140
  %578 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature194
  %579 = load float, ptr addrspace(1) %578, align 4
  %580 = fmul float %579, %inv_t
  %581 = fadd float %579, 0.000000e+00
  %582 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %583 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature198 = uitofp i64 %feature194 to float
  %584 = fcmp ogt float %581, %582
  %585 = select i1 %584, float 1.000000e+00, float 0.000000e+00
  %586 = fcmp oeq float %581, %582
  %587 = select i1 %586, float 1.000000e+00, float 0.000000e+00
  %588 = fcmp ole float %feature198, %583
  %589 = select i1 %588, float 1.000000e+00, float 0.000000e+00
  %590 = fmul float %587, %589
  %591 = fcmp ogt float %590, %585
  %max199 = select i1 %591, float %590, float %585
  %592 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %593 = fsub float %580, %592
  %594 = fcmp olt float %593, -1.040000e+02
  %595 = select i1 %594, float -1.040000e+02, float %593
  %596 = fcmp olt float 8.900000e+01, %595
  %597 = select i1 %596, float 8.900000e+01, float %595
  %598 = fmul float %597, 0x3FF7154760000000
  %599 = fadd float %598, 0x4168000000000000
  %600 = fsub float %599, 0x4168000000000000
  %601 = bitcast float %599 to i32
  %602 = sub i32 %601, 1262485504
  %603 = fmul float %600, 0x3FE62E4000000000
  %604 = fsub float %597, %603
  %605 = fmul float %600, 0x3EB7F7D1C0000000
  %606 = fsub float %604, %605
  %607 = fmul float %606, %606
  %608 = fmul float %607, 0x3E66376980000000
  %609 = fadd float 0xBEBBBD41C0000000, %608
  %610 = fmul float %607, %609
  %611 = fadd float 0x3F11566AA0000000, %610
  %612 = fmul float %607, %611
  %613 = fadd float 0xBF66C16C20000000, %612
  %614 = fmul float %607, %613
  %615 = fadd float 0x3FC5555560000000, %614
  %616 = fmul float %607, %615
  %617 = fsub float %606, %616
  %618 = fmul float %606, %617
  %619 = fsub float 2.000000e+00, %617
  %620 = fdiv float %618, %619
  %621 = fsub float %605, %620
  %622 = fsub float %621, %604
  %623 = fsub float 1.000000e+00, %622
  %624 = add i32 %602, 256
  %625 = lshr i32 %624, 1
  %626 = sub i32 %625, 1
  %627 = add i32 %602, 255
  %628 = sub i32 %627, %625
  %629 = shl i32 %626, 23
  %630 = shl i32 %628, 23
  %631 = bitcast i32 %629 to float
  %632 = bitcast i32 %630 to float
  %633 = fmul float %623, %631
  %634 = fmul float %633, %632
  %635 = fcmp uno float %593, %593
  %636 = select i1 %635, float 0x7FF8000000000000, float %634
  %637 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %638 = fdiv float %636, %637
  %639 = fcmp une float %max199, 0.000000e+00
  %640 = select i1 %639, float %638, float -1.000000e+00
  %641 = fadd float %640, 0.000000e+00
  %642 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  %643 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  %feature200 = uitofp i64 %feature194 to float
  %644 = fcmp ogt float %641, %642
  %645 = select i1 %644, float 1.000000e+00, float 0.000000e+00
  %646 = fcmp oeq float %641, %642
  %647 = select i1 %646, float 1.000000e+00, float 0.000000e+00
  %648 = fcmp ole float %feature200, %643
  %649 = select i1 %648, float 1.000000e+00, float 0.000000e+00
  %650 = fmul float %647, %649
  %651 = fcmp ogt float %650, %645
  %max201 = select i1 %651, float %650, float %645
  %652 = fmul float %max199, %max201
  %653 = trunc i64 %key0 to i32
  %654 = lshr i64 %key0, 32
  %655 = trunc i64 %654 to i32
  %656 = trunc i64 %feature194 to i32
  %657 = trunc i64 %row to i32
  %658 = trunc i64 %key1 to i32
  %659 = lshr i64 %key1, 32
  %660 = trunc i64 %659 to i32
  %661 = zext i32 %656 to i64
  %662 = mul i64 3528531795, %661
  %663 = zext i32 %658 to i64
  %664 = mul i64 3449720151, %663
  %665 = lshr i64 %662, 32
  %666 = trunc i64 %665 to i32
  %667 = trunc i64 %662 to i32
  %668 = lshr i64 %664, 32
  %669 = trunc i64 %668 to i32
  %670 = trunc i64 %664 to i32
  %671 = xor i32 %669, %657
  %672 = xor i32 %671, %653
  %673 = xor i32 %666, %660
  %674 = xor i32 %673, %655
  %675 = add i32 %653, -1640531527
  %676 = add i32 %655, -1150833019
  %677 = zext i32 %672 to i64
  %678 = mul i64 3528531795, %677
  %679 = zext i32 %674 to i64
  %680 = mul i64 3449720151, %679
  %681 = lshr i64 %678, 32
  %682 = trunc i64 %681 to i32
  %683 = trunc i64 %678 to i32
  %684 = lshr i64 %680, 32
  %685 = trunc i64 %684 to i32
  %686 = trunc i64 %680 to i32
  %687 = xor i32 %685, %670
  %688 = xor i32 %687, %675
  %689 = xor i32 %682, %667
  %690 = xor i32 %689, %676
  %691 = add i32 %675, -1640531527
  %692 = add i32 %676, -1150833019
  %693 = zext i32 %688 to i64
  %694 = mul i64 3528531795, %693
  %695 = zext i32 %690 to i64
  %696 = mul i64 3449720151, %695
  %697 = lshr i64 %694, 32
  %698 = trunc i64 %697 to i32
  %699 = trunc i64 %694 to i32
  %700 = lshr i64 %696, 32
  %701 = trunc i64 %700 to i32
  %702 = trunc i64 %696 to i32
  %703 = xor i32 %701, %686
  %704 = xor i32 %703, %691
  %705 = xor i32 %698, %683
  %706 = xor i32 %705, %692
  %707 = add i32 %691, -1640531527
  %708 = add i32 %692, -1150833019
  %709 = zext i32 %704 to i64
  %710 = mul i64 3528531795, %709
  %711 = zext i32 %706 to i64
  %712 = mul i64 3449720151, %711
  %713 = lshr i64 %710, 32
  %714 = trunc i64 %713 to i32
  %715 = trunc i64 %710 to i32
  %716 = lshr i64 %712, 32
  %717 = trunc i64 %716 to i32
  %718 = trunc i64 %712 to i32
  %719 = xor i32 %717, %702
  %720 = xor i32 %719, %707
  %721 = xor i32 %714, %699
  %722 = xor i32 %721, %708
  %723 = add i32 %707, -1640531527
  %724 = add i32 %708, -1150833019
  %725 = zext i32 %720 to i64
  %726 = mul i64 3528531795, %725
  %727 = zext i32 %722 to i64
  %728 = mul i64 3449720151, %727
  %729 = lshr i64 %726, 32
  %730 = trunc i64 %729 to i32
  %731 = trunc i64 %726 to i32
  %732 = lshr i64 %728, 32
  %733 = trunc i64 %732 to i32
  %734 = trunc i64 %728 to i32
  %735 = xor i32 %733, %718
  %736 = xor i32 %735, %723
  %737 = xor i32 %730, %715
  %738 = xor i32 %737, %724
  %739 = add i32 %723, -1640531527
  %740 = add i32 %724, -1150833019
  %741 = zext i32 %736 to i64
  %742 = mul i64 3528531795, %741
  %743 = zext i32 %738 to i64
  %744 = mul i64 3449720151, %743
  %745 = lshr i64 %742, 32
  %746 = trunc i64 %745 to i32
  %747 = trunc i64 %742 to i32
  %748 = lshr i64 %744, 32
  %749 = trunc i64 %748 to i32
  %750 = trunc i64 %744 to i32
  %751 = xor i32 %749, %734
  %752 = xor i32 %751, %739
  %753 = xor i32 %746, %731
  %754 = xor i32 %753, %740
  %755 = add i32 %739, -1640531527
  %756 = add i32 %740, -1150833019
  %757 = zext i32 %752 to i64
  %758 = mul i64 3528531795, %757
  %759 = zext i32 %754 to i64
  %760 = mul i64 3449720151, %759
  %761 = lshr i64 %758, 32
  %762 = trunc i64 %761 to i32
  %763 = trunc i64 %758 to i32
  %764 = lshr i64 %760, 32
  %765 = trunc i64 %764 to i32
  %766 = trunc i64 %760 to i32
  %767 = xor i32 %765, %750
  %768 = xor i32 %767, %755
  %769 = xor i32 %762, %747
  %770 = xor i32 %769, %756
  %771 = add i32 %755, -1640531527
  %772 = add i32 %756, -1150833019
  %773 = zext i32 %768 to i64
  %774 = mul i64 3528531795, %773
  %775 = zext i32 %770 to i64
  %776 = mul i64 3449720151, %775
  %777 = lshr i64 %774, 32
  %778 = trunc i64 %777 to i32
  %779 = trunc i64 %774 to i32
  %780 = lshr i64 %776, 32
  %781 = trunc i64 %780 to i32
  %782 = trunc i64 %776 to i32
  %783 = xor i32 %781, %766
  %784 = xor i32 %783, %771
  %785 = xor i32 %778, %763
  %786 = xor i32 %785, %772
  %787 = add i32 %771, -1640531527
  %788 = add i32 %772, -1150833019
  %789 = zext i32 %784 to i64
  %790 = mul i64 3528531795, %789
  %791 = zext i32 %786 to i64
  %792 = mul i64 3449720151, %791
  %793 = lshr i64 %790, 32
  %794 = trunc i64 %793 to i32
  %795 = trunc i64 %790 to i32
  %796 = lshr i64 %792, 32
  %797 = trunc i64 %796 to i32
  %798 = trunc i64 %792 to i32
  %799 = xor i32 %797, %782
  %800 = xor i32 %799, %787
  %801 = xor i32 %794, %779
  %802 = xor i32 %801, %788
  %803 = add i32 %787, -1640531527
  %804 = add i32 %788, -1150833019
  %805 = zext i32 %800 to i64
  %806 = mul i64 3528531795, %805
  %807 = zext i32 %802 to i64
  %808 = mul i64 3449720151, %807
  %809 = lshr i64 %806, 32
  %810 = trunc i64 %809 to i32
  %811 = trunc i64 %806 to i32
  %812 = lshr i64 %808, 32
  %813 = trunc i64 %812 to i32
  %814 = trunc i64 %808 to i32
  %815 = xor i32 %813, %798
  %816 = xor i32 %815, %803
  %817 = xor i32 %810, %795
  %818 = xor i32 %817, %804
  %819 = uitofp i32 %816 to double
  %820 = fadd double %819, 5.000000e-01
  %821 = fmul double %820, 0x3DF0000000000000
  %822 = fcmp olt double %821, 0x10000000000000
  %823 = fmul double %821, 0x4350000000000000
  %824 = select i1 %822, double %823, double %821
  %825 = select i1 %822, i64 1077, i64 1023
  %826 = bitcast double %824 to i64
  %827 = lshr i64 %826, 32
  %828 = add i64 %827, 614242
  %829 = lshr i64 %828, 20
  %830 = sub i64 %829, %825
  %831 = and i64 %828, 1048575
  %832 = add i64 %831, 1072079006
  %833 = shl i64 %832, 32
  %834 = and i64 %826, 4294967295
  %835 = or i64 %833, %834
  %836 = bitcast i64 %835 to double
  %837 = fsub double %836, 1.000000e+00
  %838 = fmul double 5.000000e-01, %837
  %839 = fmul double %838, %837
  %840 = fadd double 2.000000e+00, %837
  %841 = fdiv double %837, %840
  %842 = fmul double %841, %841
  %843 = fmul double %842, %842
  %844 = fmul double %843, 0x3FC39A09D078C69F
  %845 = fadd double 0x3FCC71C51D8E78AF, %844
  %846 = fmul double %843, %845
  %847 = fadd double 0x3FD999999997FA04, %846
  %848 = fmul double %843, %847
  %849 = fmul double %843, 0x3FC2F112DF3E5244
  %850 = fadd double 0x3FC7466496CB03DE, %849
  %851 = fmul double %843, %850
  %852 = fadd double 0x3FD2492494229359, %851
  %853 = fmul double %843, %852
  %854 = fadd double 0x3FE5555555555593, %853
  %855 = fmul double %842, %854
  %856 = fadd double %855, %848
  %857 = sitofp i64 %830 to double
  %858 = fadd double %839, %856
  %859 = fmul double %841, %858
  %860 = fmul double %857, 0x3DEA39EF35793C76
  %861 = fadd double %859, %860
  %862 = fsub double %861, %839
  %863 = fadd double %862, %837
  %864 = fmul double %857, 0x3FE62E42FEE00000
  %865 = fadd double %863, %864
  %866 = fcmp oeq double %821, 0x7FF0000000000000
  %867 = select i1 %866, double 0x7FF0000000000000, double %865
  %868 = fcmp oeq double %821, 0.000000e+00
  %869 = select i1 %868, double 0xFFF0000000000000, double %867
  %870 = fcmp olt double %821, 0.000000e+00
  %871 = fcmp uno double %821, %821
  %872 = or i1 %870, %871
  %873 = select i1 %872, double 0x7FF8000000000000, double %869
  %874 = fneg double %873
  %875 = fcmp olt double %874, 0x10000000000000
  %876 = fmul double %874, 0x4350000000000000
  %877 = select i1 %875, double %876, double %874
  %878 = select i1 %875, i64 1077, i64 1023
  %879 = bitcast double %877 to i64
  %880 = lshr i64 %879, 32
  %881 = add i64 %880, 614242
  %882 = lshr i64 %881, 20
  %883 = sub i64 %882, %878
  %884 = and i64 %881, 1048575
  %885 = add i64 %884, 1072079006
  %886 = shl i64 %885, 32
  %887 = and i64 %879, 4294967295
  %888 = or i64 %886, %887
  %889 = bitcast i64 %888 to double
  %890 = fsub double %889, 1.000000e+00
  %891 = fmul double 5.000000e-01, %890
  %892 = fmul double %891, %890
  %893 = fadd double 2.000000e+00, %890
  %894 = fdiv double %890, %893
  %895 = fmul double %894, %894
  %896 = fmul double %895, %895
  %897 = fmul double %896, 0x3FC39A09D078C69F
  %898 = fadd double 0x3FCC71C51D8E78AF, %897
  %899 = fmul double %896, %898
  %900 = fadd double 0x3FD999999997FA04, %899
  %901 = fmul double %896, %900
  %902 = fmul double %896, 0x3FC2F112DF3E5244
  %903 = fadd double 0x3FC7466496CB03DE, %902
  %904 = fmul double %896, %903
  %905 = fadd double 0x3FD2492494229359, %904
  %906 = fmul double %896, %905
  %907 = fadd double 0x3FE5555555555593, %906
  %908 = fmul double %895, %907
  %909 = fadd double %908, %901
  %910 = sitofp i64 %883 to double
  %911 = fadd double %892, %909
  %912 = fmul double %894, %911
  %913 = fmul double %910, 0x3DEA39EF35793C76
  %914 = fadd double %912, %913
  %915 = fsub double %914, %892
  %916 = fadd double %915, %890
  %917 = fmul double %910, 0x3FE62E42FEE00000
  %918 = fadd double %916, %917
  %919 = fcmp oeq double %874, 0x7FF0000000000000
  %920 = select i1 %919, double 0x7FF0000000000000, double %918
  %921 = fcmp oeq double %874, 0.000000e+00
  %922 = select i1 %921, double 0xFFF0000000000000, double %920
  %923 = fcmp olt double %874, 0.000000e+00
  %924 = fcmp uno double %874, %874
  %925 = or i1 %923, %924
  %926 = select i1 %925, double 0x7FF8000000000000, double %922
  %927 = fneg double %926
  %928 = fptrunc double %927 to float
  %929 = fadd float %580, %928
  %930 = fcmp une float %652, 0.000000e+00
  %931 = select i1 %930, float %929, float 0xFFF0000000000000
  %932 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature194
  store float %931, ptr addrspace(3) %932, align 4
  br label %slot.done197

slot.done197:                                     ; preds = %slot.then196, %search.done140
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then202, label %fold.done203

fold.then202:                                     ; preds = %slot.done197
  store float 0xFFF0000000000000, ptr %fold_value204, align 4
  store i64 0, ptr %fold_index205, align 8
  store i64 0, ptr %pairwise_depth208, align 8
  br label %fold.header209

fold.done203:                                     ; preds = %fold.exit211, %slot.done197
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature215 = add i64 %lane, 0
  %valid216 = icmp ult i64 %feature215, %n_features
  %933 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header209:                                   ; preds = %fold.body210, %fold.then202
  %fold212 = phi i64 [ 0, %fold.then202 ], [ %945, %fold.body210 ]
  %934 = icmp ult i64 %fold212, %n_features
  br i1 %934, label %fold.body210, label %fold.exit211

fold.body210:                                     ; preds = %fold.header209
  %935 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold212
  %936 = load float, ptr addrspace(3) %935, align 4
  %937 = load float, ptr %fold_value204, align 4
  %938 = fcmp ogt float %936, %937
  %939 = fcmp uno float %936, %936
  %940 = fcmp ord float %937, %937
  %941 = and i1 %939, %940
  %take213 = or i1 %938, %941
  %942 = select i1 %take213, float %936, float %937
  store float %942, ptr %fold_value204, align 4
  %943 = load i64, ptr %fold_index205, align 8
  %944 = select i1 %take213, i64 %fold212, i64 %943
  store i64 %944, ptr %fold_index205, align 8
  %945 = add i64 %fold212, 1
  br label %fold.header209

fold.exit211:                                     ; preds = %fold.header209
  %946 = load i64, ptr %fold_index205, align 8
  %argmax214 = uitofp i64 %946 to float
  store float %argmax214, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  br label %fold.done203

uniform_sinks.then:                               ; preds = %fold.done203
  %947 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %948 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %949 = fmul float %948, 2.000000e+00
  %950 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %951 = fcmp oeq float %950, 0xFFF0000000000000
  %952 = select i1 %951, float 1.000000e+00, float 0.000000e+00
  %953 = fmul float %952, 4.000000e+00
  %954 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  %955 = fmul float %954, 8.000000e+00
  %956 = fadd float %947, %949
  %957 = fadd float %956, %953
  %958 = fadd float %957, %955
  %959 = icmp ne i32 %greedy, 0
  %greedy217 = select i1 %959, float 1.000000e+00, float 0.000000e+00
  %960 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  %961 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  %962 = fcmp une float %greedy217, 0.000000e+00
  %963 = select i1 %962, float %960, float %961
  %964 = fcmp une float %958, 0.000000e+00
  %965 = select i1 %964, float -1.000000e+00, float %963
  %id = fptosi float %965 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %958 to i32
  %status218 = load i32, ptr addrspace(1) %4, align 4
  %966 = or i32 %status218, %status_bits
  store i32 %966, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done203
  %feature219 = add i64 %lane, 0
  %valid220 = icmp ult i64 %feature219, %n_features
  %967 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid220, label %slot.then221, label %slot.done222

slot.then221:                                     ; preds = %uniform_sinks.done
  %968 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %969 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %970 = fmul float %969, 2.000000e+00
  %971 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %972 = fcmp oeq float %971, 0xFFF0000000000000
  %973 = select i1 %972, float 1.000000e+00, float 0.000000e+00
  %974 = fmul float %973, 4.000000e+00
  %975 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  %976 = fmul float %975, 8.000000e+00
  %977 = fadd float %968, %970
  %978 = fadd float %977, %974
  %979 = fadd float %978, %976
  %980 = icmp ne i32 %greedy, 0
  %greedy223 = select i1 %980, float 1.000000e+00, float 0.000000e+00
  %981 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  %982 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  %983 = fcmp une float %greedy223, 0.000000e+00
  %984 = select i1 %983, float %981, float %982
  %985 = fcmp une float %979, 0.000000e+00
  %986 = select i1 %985, float -1.000000e+00, float %984
  br label %slot.done222

slot.done222:                                     ; preds = %slot.then221, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w1024(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth208 = alloca i64, align 8
  %pairwise_levels207 = alloca [64 x i64], align 8
  %pairwise_sums206 = alloca [64 x float], align 4
  %fold_index205 = alloca i64, align 8
  %fold_value204 = alloca float, align 4
  %pairwise_depth187 = alloca i64, align 8
  %pairwise_levels186 = alloca [64 x i64], align 8
  %pairwise_sums185 = alloca [64 x float], align 4
  %fold_index184 = alloca i64, align 8
  %fold_value183 = alloca float, align 4
  %search_lo177 = alloca i64, align 8
  %pairwise_depth168 = alloca i64, align 8
  %pairwise_levels167 = alloca [64 x i64], align 8
  %pairwise_sums166 = alloca [64 x float], align 4
  %fold_index165 = alloca i64, align 8
  %fold_value164 = alloca float, align 4
  %search_hi158 = alloca i32, align 4
  %pairwise_depth150 = alloca i64, align 8
  %pairwise_levels149 = alloca [64 x i64], align 8
  %pairwise_sums148 = alloca [64 x float], align 4
  %fold_index147 = alloca i64, align 8
  %fold_value146 = alloca float, align 4
  %search_index145 = alloca float, align 4
  %search_value144 = alloca float, align 4
  %pairwise_depth124 = alloca i64, align 8
  %pairwise_levels123 = alloca [64 x i64], align 8
  %pairwise_sums122 = alloca [64 x float], align 4
  %fold_index121 = alloca i64, align 8
  %fold_value120 = alloca float, align 4
  %pairwise_depth106 = alloca i64, align 8
  %pairwise_levels105 = alloca [64 x i64], align 8
  %pairwise_sums104 = alloca [64 x float], align 4
  %fold_index103 = alloca i64, align 8
  %fold_value102 = alloca float, align 4
  %search_count86 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count78 = alloca i64, align 8
  %search_hi = alloca i32, align 4
  %search_count = alloca i64, align 8
  %search_index = alloca float, align 4
  %search_value = alloca float, align 4
  %pairwise_depth59 = alloca i64, align 8
  %pairwise_levels58 = alloca [64 x i64], align 8
  %pairwise_sums57 = alloca [64 x float], align 4
  %fold_index56 = alloca i64, align 8
  %fold_value55 = alloca float, align 4
  %pairwise_depth43 = alloca i64, align 8
  %pairwise_levels42 = alloca [64 x i64], align 8
  %pairwise_sums41 = alloca [64 x float], align 4
  %fold_index40 = alloca i64, align 8
  %fold_value39 = alloca float, align 4
  %pairwise_depth27 = alloca i64, align 8
  %pairwise_levels26 = alloca [64 x i64], align 8
  %pairwise_sums25 = alloca [64 x float], align 4
  %fold_index24 = alloca i64, align 8
  %fold_value23 = alloca float, align 4
  %pairwise_depth11 = alloca i64, align 8
  %pairwise_levels10 = alloca [64 x i64], align 8
  %pairwise_sums9 = alloca [64 x float], align 4
  %fold_index8 = alloca i64, align 8
  %fold_value7 = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 1024
  %2 = and i1 %inside, %fits
  br i1 %2, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %id_ptr = getelementptr inbounds i64, ptr addrspace(1) %out_0, i64 %row
  %3 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done222, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fcmp une float %7, %7
  %9 = select i1 %8, float 1.000000e+00, float 0.000000e+00
  %10 = fcmp oeq float %7, 0x7FF0000000000000
  %11 = select i1 %10, float 1.000000e+00, float 0.000000e+00
  %12 = fmul float %7, %inv_t
  %13 = bitcast float %12 to i32
  %14 = and i32 %13, 2147483647
  %15 = bitcast i32 %14 to float
  %16 = fcmp oeq float %15, 0x7FF0000000000000
  %17 = select i1 %16, float 1.000000e+00, float 0.000000e+00
  %18 = bitcast float %7 to i32
  %19 = and i32 %18, 2147483647
  %20 = bitcast i32 %19 to float
  %21 = fcmp olt float %20, 0x7FF0000000000000
  %22 = select i1 %21, float 1.000000e+00, float 0.000000e+00
  %23 = fmul float %17, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature
  store float %9, ptr addrspace(3) %24, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature1 = add i64 %lane, 0
  %valid2 = icmp ult i64 %feature1, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid2, label %slot.then3, label %slot.done4

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %37, %fold.body ]
  %26 = icmp ult i64 %fold, %n_features
  br i1 %26, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %27 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold
  %28 = load float, ptr addrspace(3) %27, align 4
  %29 = load float, ptr %fold_value, align 4
  %30 = fcmp ogt float %28, %29
  %31 = fcmp uno float %28, %28
  %32 = fcmp ord float %29, %29
  %33 = and i1 %31, %32
  %take = or i1 %30, %33
  %34 = select i1 %take, float %28, float %29
  store float %34, ptr %fold_value, align 4
  %35 = load i64, ptr %fold_index, align 8
  %36 = select i1 %take, i64 %fold, i64 %35
  store i64 %36, ptr %fold_index, align 8
  %37 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %38 = load float, ptr %fold_value, align 4
  store float %38, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  br label %fold.done

slot.then3:                                       ; preds = %fold.done
  %39 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %40 = load float, ptr addrspace(1) %39, align 4
  %41 = fcmp une float %40, %40
  %42 = select i1 %41, float 1.000000e+00, float 0.000000e+00
  %43 = fcmp oeq float %40, 0x7FF0000000000000
  %44 = select i1 %43, float 1.000000e+00, float 0.000000e+00
  %45 = fmul float %40, %inv_t
  %46 = bitcast float %45 to i32
  %47 = and i32 %46, 2147483647
  %48 = bitcast i32 %47 to float
  %49 = fcmp oeq float %48, 0x7FF0000000000000
  %50 = select i1 %49, float 1.000000e+00, float 0.000000e+00
  %51 = bitcast float %40 to i32
  %52 = and i32 %51, 2147483647
  %53 = bitcast i32 %52 to float
  %54 = fcmp olt float %53, 0x7FF0000000000000
  %55 = select i1 %54, float 1.000000e+00, float 0.000000e+00
  %56 = fmul float %50, %55
  %57 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature1
  store float %44, ptr addrspace(3) %57, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %fold.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then5, label %fold.done6

fold.then5:                                       ; preds = %slot.done4
  store float 0xFFF0000000000000, ptr %fold_value7, align 4
  store i64 0, ptr %fold_index8, align 8
  store i64 0, ptr %pairwise_depth11, align 8
  br label %fold.header12

fold.done6:                                       ; preds = %fold.exit14, %slot.done4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature17 = add i64 %lane, 0
  %valid18 = icmp ult i64 %feature17, %n_features
  %58 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid18, label %slot.then19, label %slot.done20

fold.header12:                                    ; preds = %fold.body13, %fold.then5
  %fold15 = phi i64 [ 0, %fold.then5 ], [ %70, %fold.body13 ]
  %59 = icmp ult i64 %fold15, %n_features
  br i1 %59, label %fold.body13, label %fold.exit14

fold.body13:                                      ; preds = %fold.header12
  %60 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold15
  %61 = load float, ptr addrspace(3) %60, align 4
  %62 = load float, ptr %fold_value7, align 4
  %63 = fcmp ogt float %61, %62
  %64 = fcmp uno float %61, %61
  %65 = fcmp ord float %62, %62
  %66 = and i1 %64, %65
  %take16 = or i1 %63, %66
  %67 = select i1 %take16, float %61, float %62
  store float %67, ptr %fold_value7, align 4
  %68 = load i64, ptr %fold_index8, align 8
  %69 = select i1 %take16, i64 %fold15, i64 %68
  store i64 %69, ptr %fold_index8, align 8
  %70 = add i64 %fold15, 1
  br label %fold.header12

fold.exit14:                                      ; preds = %fold.header12
  %71 = load float, ptr %fold_value7, align 4
  store float %71, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  br label %fold.done6

slot.then19:                                      ; preds = %fold.done6
  %72 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature17
  %73 = load float, ptr addrspace(1) %72, align 4
  %74 = fcmp une float %73, %73
  %75 = select i1 %74, float 1.000000e+00, float 0.000000e+00
  %76 = fcmp oeq float %73, 0x7FF0000000000000
  %77 = select i1 %76, float 1.000000e+00, float 0.000000e+00
  %78 = fmul float %73, %inv_t
  %79 = bitcast float %78 to i32
  %80 = and i32 %79, 2147483647
  %81 = bitcast i32 %80 to float
  %82 = fcmp oeq float %81, 0x7FF0000000000000
  %83 = select i1 %82, float 1.000000e+00, float 0.000000e+00
  %84 = bitcast float %73 to i32
  %85 = and i32 %84, 2147483647
  %86 = bitcast i32 %85 to float
  %87 = fcmp olt float %86, 0x7FF0000000000000
  %88 = select i1 %87, float 1.000000e+00, float 0.000000e+00
  %89 = fmul float %83, %88
  %90 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature17
  store float %73, ptr addrspace(3) %90, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %fold.done6
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then21, label %fold.done22

fold.then21:                                      ; preds = %slot.done20
  store float 0xFFF0000000000000, ptr %fold_value23, align 4
  store i64 0, ptr %fold_index24, align 8
  store i64 0, ptr %pairwise_depth27, align 8
  br label %fold.header28

fold.done22:                                      ; preds = %fold.exit30, %slot.done20
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature33 = add i64 %lane, 0
  %valid34 = icmp ult i64 %feature33, %n_features
  %91 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid34, label %slot.then35, label %slot.done36

fold.header28:                                    ; preds = %fold.body29, %fold.then21
  %fold31 = phi i64 [ 0, %fold.then21 ], [ %103, %fold.body29 ]
  %92 = icmp ult i64 %fold31, %n_features
  br i1 %92, label %fold.body29, label %fold.exit30

fold.body29:                                      ; preds = %fold.header28
  %93 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold31
  %94 = load float, ptr addrspace(3) %93, align 4
  %95 = load float, ptr %fold_value23, align 4
  %96 = fcmp ogt float %94, %95
  %97 = fcmp uno float %94, %94
  %98 = fcmp ord float %95, %95
  %99 = and i1 %97, %98
  %take32 = or i1 %96, %99
  %100 = select i1 %take32, float %94, float %95
  store float %100, ptr %fold_value23, align 4
  %101 = load i64, ptr %fold_index24, align 8
  %102 = select i1 %take32, i64 %fold31, i64 %101
  store i64 %102, ptr %fold_index24, align 8
  %103 = add i64 %fold31, 1
  br label %fold.header28

fold.exit30:                                      ; preds = %fold.header28
  %104 = load float, ptr %fold_value23, align 4
  store float %104, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  br label %fold.done22

slot.then35:                                      ; preds = %fold.done22
  %105 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature33
  %106 = load float, ptr addrspace(1) %105, align 4
  %107 = fcmp une float %106, %106
  %108 = select i1 %107, float 1.000000e+00, float 0.000000e+00
  %109 = fcmp oeq float %106, 0x7FF0000000000000
  %110 = select i1 %109, float 1.000000e+00, float 0.000000e+00
  %111 = fmul float %106, %inv_t
  %112 = bitcast float %111 to i32
  %113 = and i32 %112, 2147483647
  %114 = bitcast i32 %113 to float
  %115 = fcmp oeq float %114, 0x7FF0000000000000
  %116 = select i1 %115, float 1.000000e+00, float 0.000000e+00
  %117 = bitcast float %106 to i32
  %118 = and i32 %117, 2147483647
  %119 = bitcast i32 %118 to float
  %120 = fcmp olt float %119, 0x7FF0000000000000
  %121 = select i1 %120, float 1.000000e+00, float 0.000000e+00
  %122 = fmul float %116, %121
  %123 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature33
  store float %106, ptr addrspace(3) %123, align 4
  br label %slot.done36

slot.done36:                                      ; preds = %slot.then35, %fold.done22
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then37, label %fold.done38

fold.then37:                                      ; preds = %slot.done36
  store float 0xFFF0000000000000, ptr %fold_value39, align 4
  store i64 0, ptr %fold_index40, align 8
  store i64 0, ptr %pairwise_depth43, align 8
  br label %fold.header44

fold.done38:                                      ; preds = %fold.exit46, %slot.done36
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature49 = add i64 %lane, 0
  %valid50 = icmp ult i64 %feature49, %n_features
  %124 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid50, label %slot.then51, label %slot.done52

fold.header44:                                    ; preds = %fold.body45, %fold.then37
  %fold47 = phi i64 [ 0, %fold.then37 ], [ %136, %fold.body45 ]
  %125 = icmp ult i64 %fold47, %n_features
  br i1 %125, label %fold.body45, label %fold.exit46

fold.body45:                                      ; preds = %fold.header44
  %126 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold47
  %127 = load float, ptr addrspace(3) %126, align 4
  %128 = load float, ptr %fold_value39, align 4
  %129 = fcmp ogt float %127, %128
  %130 = fcmp uno float %127, %127
  %131 = fcmp ord float %128, %128
  %132 = and i1 %130, %131
  %take48 = or i1 %129, %132
  %133 = select i1 %take48, float %127, float %128
  store float %133, ptr %fold_value39, align 4
  %134 = load i64, ptr %fold_index40, align 8
  %135 = select i1 %take48, i64 %fold47, i64 %134
  store i64 %135, ptr %fold_index40, align 8
  %136 = add i64 %fold47, 1
  br label %fold.header44

fold.exit46:                                      ; preds = %fold.header44
  %137 = load i64, ptr %fold_index40, align 8
  %argmax = uitofp i64 %137 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  br label %fold.done38

slot.then51:                                      ; preds = %fold.done38
  %138 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature49
  %139 = load float, ptr addrspace(1) %138, align 4
  %140 = fcmp une float %139, %139
  %141 = select i1 %140, float 1.000000e+00, float 0.000000e+00
  %142 = fcmp oeq float %139, 0x7FF0000000000000
  %143 = select i1 %142, float 1.000000e+00, float 0.000000e+00
  %144 = fmul float %139, %inv_t
  %145 = bitcast float %144 to i32
  %146 = and i32 %145, 2147483647
  %147 = bitcast i32 %146 to float
  %148 = fcmp oeq float %147, 0x7FF0000000000000
  %149 = select i1 %148, float 1.000000e+00, float 0.000000e+00
  %150 = bitcast float %139 to i32
  %151 = and i32 %150, 2147483647
  %152 = bitcast i32 %151 to float
  %153 = fcmp olt float %152, 0x7FF0000000000000
  %154 = select i1 %153, float 1.000000e+00, float 0.000000e+00
  %155 = fmul float %149, %154
  %156 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature49
  store float %155, ptr addrspace(3) %156, align 4
  br label %slot.done52

slot.done52:                                      ; preds = %slot.then51, %fold.done38
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then53, label %fold.done54

fold.then53:                                      ; preds = %slot.done52
  store float 0xFFF0000000000000, ptr %fold_value55, align 4
  store i64 0, ptr %fold_index56, align 8
  store i64 0, ptr %pairwise_depth59, align 8
  br label %fold.header60

fold.done54:                                      ; preds = %fold.exit62, %slot.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature65 = add i64 %lane, 0
  %valid66 = icmp ult i64 %feature65, %n_features
  %157 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid66, label %slot.then67, label %slot.done68

fold.header60:                                    ; preds = %fold.body61, %fold.then53
  %fold63 = phi i64 [ 0, %fold.then53 ], [ %169, %fold.body61 ]
  %158 = icmp ult i64 %fold63, %n_features
  br i1 %158, label %fold.body61, label %fold.exit62

fold.body61:                                      ; preds = %fold.header60
  %159 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold63
  %160 = load float, ptr addrspace(3) %159, align 4
  %161 = load float, ptr %fold_value55, align 4
  %162 = fcmp ogt float %160, %161
  %163 = fcmp uno float %160, %160
  %164 = fcmp ord float %161, %161
  %165 = and i1 %163, %164
  %take64 = or i1 %162, %165
  %166 = select i1 %take64, float %160, float %161
  store float %166, ptr %fold_value55, align 4
  %167 = load i64, ptr %fold_index56, align 8
  %168 = select i1 %take64, i64 %fold63, i64 %167
  store i64 %168, ptr %fold_index56, align 8
  %169 = add i64 %fold63, 1
  br label %fold.header60

fold.exit62:                                      ; preds = %fold.header60
  %170 = load float, ptr %fold_value55, align 4
  store float %170, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  br label %fold.done54

slot.then67:                                      ; preds = %fold.done54
  %171 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature65
  %172 = load float, ptr addrspace(1) %171, align 4
  %top_k69 = uitofp i64 %top_k to float
  %173 = fcmp oeq float %top_k69, 0.000000e+00
  %174 = select i1 %173, float 1.000000e+00, float 0.000000e+00
  %175 = icmp ne i32 %greedy, 0
  %greedy70 = select i1 %175, float 1.000000e+00, float 0.000000e+00
  %176 = fcmp ogt float %greedy70, %174
  %max = select i1 %176, float %greedy70, float %174
  %177 = fcmp une float %max, 0.000000e+00
  %178 = select i1 %177, float 0x7FF0000000000000, float %top_k69
  %179 = fadd float %172, 0.000000e+00
  %180 = bitcast float %179 to i32
  %181 = icmp ult i32 2147483647, %180
  %182 = xor i32 %180, -1
  %183 = or i32 %180, -2147483648
  %184 = select i1 %181, i32 %182, i32 %183
  %185 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature65
  store i32 %184, ptr addrspace(3) %185, align 4
  %186 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %feature65
  store float 1.000000e+00, ptr addrspace(3) %186, align 4
  br label %slot.done68

slot.done68:                                      ; preds = %slot.then67, %fold.done54
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature71 = add i64 %lane, 0
  %valid72 = icmp ult i64 %feature71, %n_features
  %187 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then, label %search.done

search.then:                                      ; preds = %slot.done68
  %188 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %189 = load float, ptr addrspace(1) %188, align 4
  %top_k73 = uitofp i64 %top_k to float
  %190 = fcmp oeq float %top_k73, 0.000000e+00
  %191 = select i1 %190, float 1.000000e+00, float 0.000000e+00
  %192 = icmp ne i32 %greedy, 0
  %greedy74 = select i1 %192, float 1.000000e+00, float 0.000000e+00
  %193 = fcmp ogt float %greedy74, %191
  %max75 = select i1 %193, float %greedy74, float %191
  %194 = fcmp une float %max75, 0.000000e+00
  %195 = select i1 %194, float 0x7FF0000000000000, float %top_k73
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done77, %slot.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature94 = add i64 %lane, 0
  %valid95 = icmp ult i64 %feature94, %n_features
  %196 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid95, label %slot.then96, label %slot.done97

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %204, %search.feature.body ]
  %197 = icmp ult i64 %search.feature, %n_features
  br i1 %197, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %198 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature
  %199 = load i32, ptr addrspace(3) %198, align 4
  %200 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature
  %201 = load float, ptr addrspace(3) %200, align 4
  %202 = load i64, ptr %search_count, align 8
  %203 = add i64 %202, 1
  store i64 %203, ptr %search_count, align 8
  %204 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %205 = fcmp ogt float %195, 0.000000e+00
  %206 = fcmp oge float %weight, %195
  %search.run = and i1 %206, %205
  br i1 %search.run, label %search.then76, label %search.done77

search.then76:                                    ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done77:                                    ; preds = %search.index_bit.exit, %search.feature.exit
  %207 = load float, ptr %search_value, align 4
  %208 = load float, ptr %search_index, align 4
  store float %207, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  store float %208, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit81, %search.then76
  %search.key_bit = phi i64 [ 0, %search.then76 ], [ %228, %search.feature.exit81 ]
  %209 = icmp ult i64 %search.key_bit, 32
  br i1 %209, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %210 = sub i64 31, %search.key_bit
  %211 = trunc i64 %210 to i32
  %212 = shl i32 1, %211
  %213 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %213, %212
  store i64 0, ptr %search_count78, align 8
  br label %search.feature.header79

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %214 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %214, i1 false)
  %index_bits = sub i64 64, %ctlz
  %215 = shl i64 1, %index_bits
  %mask = sub i64 %215, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header79:                          ; preds = %search.feature.body80, %search.key_bit.body
  %search.feature82 = phi i64 [ 0, %search.key_bit.body ], [ %225, %search.feature.body80 ]
  %216 = icmp ult i64 %search.feature82, %n_features
  br i1 %216, label %search.feature.body80, label %search.feature.exit81

search.feature.body80:                            ; preds = %search.feature.header79
  %217 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature82
  %218 = load i32, ptr addrspace(3) %217, align 4
  %219 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature82
  %220 = load float, ptr addrspace(3) %219, align 4
  %221 = icmp uge i32 %218, %candidate
  %222 = zext i1 %221 to i64
  %223 = load i64, ptr %search_count78, align 8
  %224 = add i64 %223, %222
  store i64 %224, ptr %search_count78, align 8
  %225 = add i64 %search.feature82, 1
  br label %search.feature.header79

search.feature.exit81:                            ; preds = %search.feature.header79
  %count83 = load i64, ptr %search_count78, align 8
  %weight84 = uitofp i64 %count83 to float
  %226 = fcmp oge float %weight84, %195
  %227 = select i1 %226, i32 %candidate, i32 %213
  store i32 %227, ptr %search_hi, align 4
  %228 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit89, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %258, %search.feature.exit89 ]
  %229 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %229, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %230 = sub i64 %index_bits, 1
  %231 = sub i64 %230, %search.index_bit
  %232 = shl i64 1, %231
  %233 = load i64, ptr %search_lo, align 8
  %candidate85 = or i64 %233, %232
  store i64 0, ptr %search_count86, align 8
  br label %search.feature.header87

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %234 = and i32 %hi, -2147483648
  %235 = icmp ne i32 %234, 0
  %236 = and i32 %hi, 2147483647
  %237 = xor i32 %hi, -1
  %238 = select i1 %235, i32 %236, i32 %237
  %239 = bitcast i32 %238 to float
  store float %239, ptr %search_value, align 4
  %240 = sub i64 %mask, %lo
  %search_index93 = uitofp i64 %240 to float
  store float %search_index93, ptr %search_index, align 4
  br label %search.done77

search.feature.header87:                          ; preds = %search.feature.body88, %search.index_bit.body
  %search.feature90 = phi i64 [ 0, %search.index_bit.body ], [ %255, %search.feature.body88 ]
  %241 = icmp ult i64 %search.feature90, %n_features
  br i1 %241, label %search.feature.body88, label %search.feature.exit89

search.feature.body88:                            ; preds = %search.feature.header87
  %242 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature90
  %243 = load i32, ptr addrspace(3) %242, align 4
  %244 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature90
  %245 = load float, ptr addrspace(3) %244, align 4
  %246 = icmp ugt i32 %243, %hi
  %247 = icmp eq i32 %243, %hi
  %248 = sub i64 %mask, %search.feature90
  %249 = icmp uge i64 %248, %candidate85
  %250 = and i1 %247, %249
  %251 = or i1 %246, %250
  %252 = zext i1 %251 to i64
  %253 = load i64, ptr %search_count86, align 8
  %254 = add i64 %253, %252
  store i64 %254, ptr %search_count86, align 8
  %255 = add i64 %search.feature90, 1
  br label %search.feature.header87

search.feature.exit89:                            ; preds = %search.feature.header87
  %count91 = load i64, ptr %search_count86, align 8
  %weight92 = uitofp i64 %count91 to float
  %256 = fcmp oge float %weight92, %195
  %257 = select i1 %256, i64 %candidate85, i64 %233
  store i64 %257, ptr %search_lo, align 8
  %258 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

slot.then96:                                      ; preds = %search.done
  %259 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature94
  %260 = load float, ptr addrspace(1) %259, align 4
  %261 = fmul float %260, %inv_t
  %262 = fadd float %260, 0.000000e+00
  %263 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %264 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature98 = uitofp i64 %feature94 to float
  %265 = fcmp ogt float %262, %263
  %266 = select i1 %265, float 1.000000e+00, float 0.000000e+00
  %267 = fcmp oeq float %262, %263
  %268 = select i1 %267, float 1.000000e+00, float 0.000000e+00
  %269 = fcmp ole float %feature98, %264
  %270 = select i1 %269, float 1.000000e+00, float 0.000000e+00
  %271 = fmul float %268, %270
  %272 = fcmp ogt float %271, %266
  %max99 = select i1 %272, float %271, float %266
  %273 = fcmp une float %max99, 0.000000e+00
  %274 = select i1 %273, float %261, float 0xFFF0000000000000
  %275 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature94
  store float %274, ptr addrspace(3) %275, align 4
  br label %slot.done97

slot.done97:                                      ; preds = %slot.then96, %search.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then100, label %fold.done101

fold.then100:                                     ; preds = %slot.done97
  store float 0xFFF0000000000000, ptr %fold_value102, align 4
  store i64 0, ptr %fold_index103, align 8
  store i64 0, ptr %pairwise_depth106, align 8
  br label %fold.header107

fold.done101:                                     ; preds = %fold.exit109, %slot.done97
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature112 = add i64 %lane, 0
  %valid113 = icmp ult i64 %feature112, %n_features
  %276 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid113, label %slot.then114, label %slot.done115

fold.header107:                                   ; preds = %fold.body108, %fold.then100
  %fold110 = phi i64 [ 0, %fold.then100 ], [ %288, %fold.body108 ]
  %277 = icmp ult i64 %fold110, %n_features
  br i1 %277, label %fold.body108, label %fold.exit109

fold.body108:                                     ; preds = %fold.header107
  %278 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold110
  %279 = load float, ptr addrspace(3) %278, align 4
  %280 = load float, ptr %fold_value102, align 4
  %281 = fcmp ogt float %279, %280
  %282 = fcmp uno float %279, %279
  %283 = fcmp ord float %280, %280
  %284 = and i1 %282, %283
  %take111 = or i1 %281, %284
  %285 = select i1 %take111, float %279, float %280
  store float %285, ptr %fold_value102, align 4
  %286 = load i64, ptr %fold_index103, align 8
  %287 = select i1 %take111, i64 %fold110, i64 %286
  store i64 %287, ptr %fold_index103, align 8
  %288 = add i64 %fold110, 1
  br label %fold.header107

fold.exit109:                                     ; preds = %fold.header107
  %289 = load float, ptr %fold_value102, align 4
  store float %289, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  br label %fold.done101

slot.then114:                                     ; preds = %fold.done101
  %290 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature112
  %291 = load float, ptr addrspace(1) %290, align 4
  %292 = fmul float %291, %inv_t
  %293 = fadd float %291, 0.000000e+00
  %294 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %295 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature116 = uitofp i64 %feature112 to float
  %296 = fcmp ogt float %293, %294
  %297 = select i1 %296, float 1.000000e+00, float 0.000000e+00
  %298 = fcmp oeq float %293, %294
  %299 = select i1 %298, float 1.000000e+00, float 0.000000e+00
  %300 = fcmp ole float %feature116, %295
  %301 = select i1 %300, float 1.000000e+00, float 0.000000e+00
  %302 = fmul float %299, %301
  %303 = fcmp ogt float %302, %297
  %max117 = select i1 %303, float %302, float %297
  %304 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %305 = fsub float %292, %304
  %306 = fcmp olt float %305, -1.040000e+02
  %307 = select i1 %306, float -1.040000e+02, float %305
  %308 = fcmp olt float 8.900000e+01, %307
  %309 = select i1 %308, float 8.900000e+01, float %307
  %310 = fmul float %309, 0x3FF7154760000000
  %311 = fadd float %310, 0x4168000000000000
  %312 = fsub float %311, 0x4168000000000000
  %313 = bitcast float %311 to i32
  %314 = sub i32 %313, 1262485504
  %315 = fmul float %312, 0x3FE62E4000000000
  %316 = fsub float %309, %315
  %317 = fmul float %312, 0x3EB7F7D1C0000000
  %318 = fsub float %316, %317
  %319 = fmul float %318, %318
  %320 = fmul float %319, 0x3E66376980000000
  %321 = fadd float 0xBEBBBD41C0000000, %320
  %322 = fmul float %319, %321
  %323 = fadd float 0x3F11566AA0000000, %322
  %324 = fmul float %319, %323
  %325 = fadd float 0xBF66C16C20000000, %324
  %326 = fmul float %319, %325
  %327 = fadd float 0x3FC5555560000000, %326
  %328 = fmul float %319, %327
  %329 = fsub float %318, %328
  %330 = fmul float %318, %329
  %331 = fsub float 2.000000e+00, %329
  %332 = fdiv float %330, %331
  %333 = fsub float %317, %332
  %334 = fsub float %333, %316
  %335 = fsub float 1.000000e+00, %334
  %336 = add i32 %314, 256
  %337 = lshr i32 %336, 1
  %338 = sub i32 %337, 1
  %339 = add i32 %314, 255
  %340 = sub i32 %339, %337
  %341 = shl i32 %338, 23
  %342 = shl i32 %340, 23
  %343 = bitcast i32 %341 to float
  %344 = bitcast i32 %342 to float
  %345 = fmul float %335, %343
  %346 = fmul float %345, %344
  %347 = fcmp uno float %305, %305
  %348 = select i1 %347, float 0x7FF8000000000000, float %346
  %349 = fcmp une float %max117, 0.000000e+00
  %350 = select i1 %349, float %348, float 0.000000e+00
  %351 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature112
  store float %350, ptr addrspace(3) %351, align 4
  br label %slot.done115

slot.done115:                                     ; preds = %slot.then114, %fold.done101
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then118, label %fold.done119

fold.then118:                                     ; preds = %slot.done115
  store float 0.000000e+00, ptr %fold_value120, align 4
  store i64 0, ptr %fold_index121, align 8
  store i64 0, ptr %pairwise_depth124, align 8
  br label %fold.header125

fold.done119:                                     ; preds = %fold.exit127, %slot.done115
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature129 = add i64 %lane, 0
  %valid130 = icmp ult i64 %feature129, %n_features
  %352 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid130, label %slot.then131, label %slot.done132

fold.header125:                                   ; preds = %fold.body126, %fold.then118
  %fold128 = phi i64 [ 0, %fold.then118 ], [ %358, %fold.body126 ]
  %353 = icmp ult i64 %fold128, %n_features
  br i1 %353, label %fold.body126, label %fold.exit127

fold.body126:                                     ; preds = %fold.header125
  %354 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold128
  %355 = load float, ptr addrspace(3) %354, align 4
  %356 = load float, ptr %fold_value120, align 4
  %357 = fadd float %355, %356
  store float %357, ptr %fold_value120, align 4
  %358 = add i64 %fold128, 1
  br label %fold.header125

fold.exit127:                                     ; preds = %fold.header125
  %359 = load float, ptr %fold_value120, align 4
  store float %359, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  br label %fold.done119

slot.then131:                                     ; preds = %fold.done119
  %360 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature129
  %361 = load float, ptr addrspace(1) %360, align 4
  %362 = fmul float %361, %inv_t
  %363 = fadd float %361, 0.000000e+00
  %364 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %365 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature133 = uitofp i64 %feature129 to float
  %366 = fcmp ogt float %363, %364
  %367 = select i1 %366, float 1.000000e+00, float 0.000000e+00
  %368 = fcmp oeq float %363, %364
  %369 = select i1 %368, float 1.000000e+00, float 0.000000e+00
  %370 = fcmp ole float %feature133, %365
  %371 = select i1 %370, float 1.000000e+00, float 0.000000e+00
  %372 = fmul float %369, %371
  %373 = fcmp ogt float %372, %367
  %max134 = select i1 %373, float %372, float %367
  %374 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %375 = fsub float %362, %374
  %376 = fcmp olt float %375, -1.040000e+02
  %377 = select i1 %376, float -1.040000e+02, float %375
  %378 = fcmp olt float 8.900000e+01, %377
  %379 = select i1 %378, float 8.900000e+01, float %377
  %380 = fmul float %379, 0x3FF7154760000000
  %381 = fadd float %380, 0x4168000000000000
  %382 = fsub float %381, 0x4168000000000000
  %383 = bitcast float %381 to i32
  %384 = sub i32 %383, 1262485504
  %385 = fmul float %382, 0x3FE62E4000000000
  %386 = fsub float %379, %385
  %387 = fmul float %382, 0x3EB7F7D1C0000000
  %388 = fsub float %386, %387
  %389 = fmul float %388, %388
  %390 = fmul float %389, 0x3E66376980000000
  %391 = fadd float 0xBEBBBD41C0000000, %390
  %392 = fmul float %389, %391
  %393 = fadd float 0x3F11566AA0000000, %392
  %394 = fmul float %389, %393
  %395 = fadd float 0xBF66C16C20000000, %394
  %396 = fmul float %389, %395
  %397 = fadd float 0x3FC5555560000000, %396
  %398 = fmul float %389, %397
  %399 = fsub float %388, %398
  %400 = fmul float %388, %399
  %401 = fsub float 2.000000e+00, %399
  %402 = fdiv float %400, %401
  %403 = fsub float %387, %402
  %404 = fsub float %403, %386
  %405 = fsub float 1.000000e+00, %404
  %406 = add i32 %384, 256
  %407 = lshr i32 %406, 1
  %408 = sub i32 %407, 1
  %409 = add i32 %384, 255
  %410 = sub i32 %409, %407
  %411 = shl i32 %408, 23
  %412 = shl i32 %410, 23
  %413 = bitcast i32 %411 to float
  %414 = bitcast i32 %412 to float
  %415 = fmul float %405, %413
  %416 = fmul float %415, %414
  %417 = fcmp uno float %375, %375
  %418 = select i1 %417, float 0x7FF8000000000000, float %416
  %419 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %420 = fdiv float %418, %419
  %421 = fcmp une float %max134, 0.000000e+00
  %422 = select i1 %421, float %420, float -1.000000e+00
  %423 = fcmp une float %max134, 0.000000e+00
  %424 = select i1 %423, float %420, float 0.000000e+00
  %425 = fcmp oge float %top_p, 1.000000e+00
  %426 = select i1 %425, float 1.000000e+00, float 0.000000e+00
  %427 = icmp ne i32 %greedy, 0
  %greedy135 = select i1 %427, float 1.000000e+00, float 0.000000e+00
  %428 = fcmp ogt float %greedy135, %426
  %max136 = select i1 %428, float %greedy135, float %426
  %429 = fcmp une float %max136, 0.000000e+00
  %430 = select i1 %429, float 0x7FF0000000000000, float %top_p
  %431 = fadd float %422, 0.000000e+00
  %432 = bitcast float %431 to i32
  %433 = icmp ult i32 2147483647, %432
  %434 = xor i32 %432, -1
  %435 = or i32 %432, -2147483648
  %436 = select i1 %433, i32 %434, i32 %435
  %437 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature129
  store i32 %436, ptr addrspace(3) %437, align 4
  %438 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %feature129
  store float %424, ptr addrspace(3) %438, align 4
  br label %slot.done132

slot.done132:                                     ; preds = %slot.then131, %fold.done119
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature137 = add i64 %lane, 0
  %valid138 = icmp ult i64 %feature137, %n_features
  %439 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then139, label %search.done140

search.then139:                                   ; preds = %slot.done132
  %440 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %441 = load float, ptr addrspace(1) %440, align 4
  %442 = fmul float %441, %inv_t
  %443 = fadd float %441, 0.000000e+00
  %444 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %445 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %446 = fcmp ogt float %443, %444
  %447 = select i1 %446, float 1.000000e+00, float 0.000000e+00
  %448 = fcmp oeq float %443, %444
  %449 = select i1 %448, float 1.000000e+00, float 0.000000e+00
  %450 = fcmp ole float 0.000000e+00, %445
  %451 = select i1 %450, float 1.000000e+00, float 0.000000e+00
  %452 = fmul float %449, %451
  %453 = fcmp ogt float %452, %447
  %max141 = select i1 %453, float %452, float %447
  %454 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %455 = fsub float %442, %454
  %456 = fcmp olt float %455, -1.040000e+02
  %457 = select i1 %456, float -1.040000e+02, float %455
  %458 = fcmp olt float 8.900000e+01, %457
  %459 = select i1 %458, float 8.900000e+01, float %457
  %460 = fmul float %459, 0x3FF7154760000000
  %461 = fadd float %460, 0x4168000000000000
  %462 = fsub float %461, 0x4168000000000000
  %463 = bitcast float %461 to i32
  %464 = sub i32 %463, 1262485504
  %465 = fmul float %462, 0x3FE62E4000000000
  %466 = fsub float %459, %465
  %467 = fmul float %462, 0x3EB7F7D1C0000000
  %468 = fsub float %466, %467
  %469 = fmul float %468, %468
  %470 = fmul float %469, 0x3E66376980000000
  %471 = fadd float 0xBEBBBD41C0000000, %470
  %472 = fmul float %469, %471
  %473 = fadd float 0x3F11566AA0000000, %472
  %474 = fmul float %469, %473
  %475 = fadd float 0xBF66C16C20000000, %474
  %476 = fmul float %469, %475
  %477 = fadd float 0x3FC5555560000000, %476
  %478 = fmul float %469, %477
  %479 = fsub float %468, %478
  %480 = fmul float %468, %479
  %481 = fsub float 2.000000e+00, %479
  %482 = fdiv float %480, %481
  %483 = fsub float %467, %482
  %484 = fsub float %483, %466
  %485 = fsub float 1.000000e+00, %484
  %486 = add i32 %464, 256
  %487 = lshr i32 %486, 1
  %488 = sub i32 %487, 1
  %489 = add i32 %464, 255
  %490 = sub i32 %489, %487
  %491 = shl i32 %488, 23
  %492 = shl i32 %490, 23
  %493 = bitcast i32 %491 to float
  %494 = bitcast i32 %492 to float
  %495 = fmul float %485, %493
  %496 = fmul float %495, %494
  %497 = fcmp uno float %455, %455
  %498 = select i1 %497, float 0x7FF8000000000000, float %496
  %499 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %500 = fdiv float %498, %499
  %501 = fcmp une float %max141, 0.000000e+00
  %502 = select i1 %501, float %500, float -1.000000e+00
  %503 = fcmp une float %max141, 0.000000e+00
  %504 = select i1 %503, float %500, float 0.000000e+00
  %505 = fcmp oge float %top_p, 1.000000e+00
  %506 = select i1 %505, float 1.000000e+00, float 0.000000e+00
  %507 = icmp ne i32 %greedy, 0
  %greedy142 = select i1 %507, float 1.000000e+00, float 0.000000e+00
  %508 = fcmp ogt float %greedy142, %506
  %max143 = select i1 %508, float %greedy142, float %506
  %509 = fcmp une float %max143, 0.000000e+00
  %510 = select i1 %509, float 0x7FF0000000000000, float %top_p
  store float 0xFFF0000000000000, ptr %search_value144, align 4
  store float 0x7FF0000000000000, ptr %search_index145, align 4
  store float 0.000000e+00, ptr %fold_value146, align 4
  store i64 0, ptr %fold_index147, align 8
  store i64 0, ptr %pairwise_depth150, align 8
  br label %search.feature.header151

search.done140:                                   ; preds = %search.done157, %slot.done132
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature194 = add i64 %lane, 0
  %valid195 = icmp ult i64 %feature194, %n_features
  %511 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid195, label %slot.then196, label %slot.done197

search.feature.header151:                         ; preds = %search.feature.body152, %search.then139
  %search.feature154 = phi i64 [ 0, %search.then139 ], [ %520, %search.feature.body152 ]
  %512 = icmp ult i64 %search.feature154, %n_features
  br i1 %512, label %search.feature.body152, label %search.feature.exit153

search.feature.body152:                           ; preds = %search.feature.header151
  %513 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature154
  %514 = load i32, ptr addrspace(3) %513, align 4
  %515 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature154
  %516 = load float, ptr addrspace(3) %515, align 4
  %517 = select i1 true, float %516, float 0.000000e+00
  %518 = load float, ptr %fold_value146, align 4
  %519 = fadd float %517, %518
  store float %519, ptr %fold_value146, align 4
  %520 = add i64 %search.feature154, 1
  br label %search.feature.header151

search.feature.exit153:                           ; preds = %search.feature.header151
  %521 = load float, ptr %fold_value146, align 4
  %522 = fcmp ogt float %510, 0.000000e+00
  %523 = fcmp oge float %521, %510
  %search.run155 = and i1 %523, %522
  br i1 %search.run155, label %search.then156, label %search.done157

search.then156:                                   ; preds = %search.feature.exit153
  store i32 0, ptr %search_hi158, align 4
  br label %search.key_bit.header159

search.done157:                                   ; preds = %search.index_bit.exit180, %search.feature.exit153
  %524 = load float, ptr %search_value144, align 4
  %525 = load float, ptr %search_index145, align 4
  store float %524, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  store float %525, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  br label %search.done140

search.key_bit.header159:                         ; preds = %search.feature.exit171, %search.then156
  %search.key_bit162 = phi i64 [ 0, %search.then156 ], [ %546, %search.feature.exit171 ]
  %526 = icmp ult i64 %search.key_bit162, 32
  br i1 %526, label %search.key_bit.body160, label %search.key_bit.exit161

search.key_bit.body160:                           ; preds = %search.key_bit.header159
  %527 = sub i64 31, %search.key_bit162
  %528 = trunc i64 %527 to i32
  %529 = shl i32 1, %528
  %530 = load i32, ptr %search_hi158, align 4
  %candidate163 = or i32 %530, %529
  store float 0.000000e+00, ptr %fold_value164, align 4
  store i64 0, ptr %fold_index165, align 8
  store i64 0, ptr %pairwise_depth168, align 8
  br label %search.feature.header169

search.key_bit.exit161:                           ; preds = %search.key_bit.header159
  %hi173 = load i32, ptr %search_hi158, align 4
  %531 = sub i64 %n_features, 1
  %ctlz174 = call i64 @llvm.ctlz.i64(i64 %531, i1 false)
  %index_bits175 = sub i64 64, %ctlz174
  %532 = shl i64 1, %index_bits175
  %mask176 = sub i64 %532, 1
  store i64 0, ptr %search_lo177, align 8
  br label %search.index_bit.header178

search.feature.header169:                         ; preds = %search.feature.body170, %search.key_bit.body160
  %search.feature172 = phi i64 [ 0, %search.key_bit.body160 ], [ %542, %search.feature.body170 ]
  %533 = icmp ult i64 %search.feature172, %n_features
  br i1 %533, label %search.feature.body170, label %search.feature.exit171

search.feature.body170:                           ; preds = %search.feature.header169
  %534 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature172
  %535 = load i32, ptr addrspace(3) %534, align 4
  %536 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature172
  %537 = load float, ptr addrspace(3) %536, align 4
  %538 = icmp uge i32 %535, %candidate163
  %539 = select i1 %538, float %537, float 0.000000e+00
  %540 = load float, ptr %fold_value164, align 4
  %541 = fadd float %539, %540
  store float %541, ptr %fold_value164, align 4
  %542 = add i64 %search.feature172, 1
  br label %search.feature.header169

search.feature.exit171:                           ; preds = %search.feature.header169
  %543 = load float, ptr %fold_value164, align 4
  %544 = fcmp oge float %543, %510
  %545 = select i1 %544, i32 %candidate163, i32 %530
  store i32 %545, ptr %search_hi158, align 4
  %546 = add i64 %search.key_bit162, 1
  br label %search.key_bit.header159

search.index_bit.header178:                       ; preds = %search.feature.exit190, %search.key_bit.exit161
  %search.index_bit181 = phi i64 [ 0, %search.key_bit.exit161 ], [ %577, %search.feature.exit190 ]
  %547 = icmp ult i64 %search.index_bit181, %index_bits175
  br i1 %547, label %search.index_bit.body179, label %search.index_bit.exit180

search.index_bit.body179:                         ; preds = %search.index_bit.header178
  %548 = sub i64 %index_bits175, 1
  %549 = sub i64 %548, %search.index_bit181
  %550 = shl i64 1, %549
  %551 = load i64, ptr %search_lo177, align 8
  %candidate182 = or i64 %551, %550
  store float 0.000000e+00, ptr %fold_value183, align 4
  store i64 0, ptr %fold_index184, align 8
  store i64 0, ptr %pairwise_depth187, align 8
  br label %search.feature.header188

search.index_bit.exit180:                         ; preds = %search.index_bit.header178
  %lo192 = load i64, ptr %search_lo177, align 8
  %552 = and i32 %hi173, -2147483648
  %553 = icmp ne i32 %552, 0
  %554 = and i32 %hi173, 2147483647
  %555 = xor i32 %hi173, -1
  %556 = select i1 %553, i32 %554, i32 %555
  %557 = bitcast i32 %556 to float
  store float %557, ptr %search_value144, align 4
  %558 = sub i64 %mask176, %lo192
  %search_index193 = uitofp i64 %558 to float
  store float %search_index193, ptr %search_index145, align 4
  br label %search.done157

search.feature.header188:                         ; preds = %search.feature.body189, %search.index_bit.body179
  %search.feature191 = phi i64 [ 0, %search.index_bit.body179 ], [ %573, %search.feature.body189 ]
  %559 = icmp ult i64 %search.feature191, %n_features
  br i1 %559, label %search.feature.body189, label %search.feature.exit190

search.feature.body189:                           ; preds = %search.feature.header188
  %560 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature191
  %561 = load i32, ptr addrspace(3) %560, align 4
  %562 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature191
  %563 = load float, ptr addrspace(3) %562, align 4
  %564 = icmp ugt i32 %561, %hi173
  %565 = icmp eq i32 %561, %hi173
  %566 = sub i64 %mask176, %search.feature191
  %567 = icmp uge i64 %566, %candidate182
  %568 = and i1 %565, %567
  %569 = or i1 %564, %568
  %570 = select i1 %569, float %563, float 0.000000e+00
  %571 = load float, ptr %fold_value183, align 4
  %572 = fadd float %570, %571
  store float %572, ptr %fold_value183, align 4
  %573 = add i64 %search.feature191, 1
  br label %search.feature.header188

search.feature.exit190:                           ; preds = %search.feature.header188
  %574 = load float, ptr %fold_value183, align 4
  %575 = fcmp oge float %574, %510
  %576 = select i1 %575, i64 %candidate182, i64 %551
  store i64 %576, ptr %search_lo177, align 8
  %577 = add i64 %search.index_bit181, 1
  br label %search.index_bit.header178

slot.then196:                                     ; preds = %search.done140
  %578 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature194
  %579 = load float, ptr addrspace(1) %578, align 4
  %580 = fmul float %579, %inv_t
  %581 = fadd float %579, 0.000000e+00
  %582 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %583 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature198 = uitofp i64 %feature194 to float
  %584 = fcmp ogt float %581, %582
  %585 = select i1 %584, float 1.000000e+00, float 0.000000e+00
  %586 = fcmp oeq float %581, %582
  %587 = select i1 %586, float 1.000000e+00, float 0.000000e+00
  %588 = fcmp ole float %feature198, %583
  %589 = select i1 %588, float 1.000000e+00, float 0.000000e+00
  %590 = fmul float %587, %589
  %591 = fcmp ogt float %590, %585
  %max199 = select i1 %591, float %590, float %585
  %592 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %593 = fsub float %580, %592
  %594 = fcmp olt float %593, -1.040000e+02
  %595 = select i1 %594, float -1.040000e+02, float %593
  %596 = fcmp olt float 8.900000e+01, %595
  %597 = select i1 %596, float 8.900000e+01, float %595
  %598 = fmul float %597, 0x3FF7154760000000
  %599 = fadd float %598, 0x4168000000000000
  %600 = fsub float %599, 0x4168000000000000
  %601 = bitcast float %599 to i32
  %602 = sub i32 %601, 1262485504
  %603 = fmul float %600, 0x3FE62E4000000000
  %604 = fsub float %597, %603
  %605 = fmul float %600, 0x3EB7F7D1C0000000
  %606 = fsub float %604, %605
  %607 = fmul float %606, %606
  %608 = fmul float %607, 0x3E66376980000000
  %609 = fadd float 0xBEBBBD41C0000000, %608
  %610 = fmul float %607, %609
  %611 = fadd float 0x3F11566AA0000000, %610
  %612 = fmul float %607, %611
  %613 = fadd float 0xBF66C16C20000000, %612
  %614 = fmul float %607, %613
  %615 = fadd float 0x3FC5555560000000, %614
  %616 = fmul float %607, %615
  %617 = fsub float %606, %616
  %618 = fmul float %606, %617
  %619 = fsub float 2.000000e+00, %617
  %620 = fdiv float %618, %619
  %621 = fsub float %605, %620
  %622 = fsub float %621, %604
  %623 = fsub float 1.000000e+00, %622
  %624 = add i32 %602, 256
  %625 = lshr i32 %624, 1
  %626 = sub i32 %625, 1
  %627 = add i32 %602, 255
  %628 = sub i32 %627, %625
  %629 = shl i32 %626, 23
  %630 = shl i32 %628, 23
  %631 = bitcast i32 %629 to float
  %632 = bitcast i32 %630 to float
  %633 = fmul float %623, %631
  %634 = fmul float %633, %632
  %635 = fcmp uno float %593, %593
  %636 = select i1 %635, float 0x7FF8000000000000, float %634
  %637 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %638 = fdiv float %636, %637
  %639 = fcmp une float %max199, 0.000000e+00
  %640 = select i1 %639, float %638, float -1.000000e+00
  %641 = fadd float %640, 0.000000e+00
  %642 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  %643 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  %feature200 = uitofp i64 %feature194 to float
  %644 = fcmp ogt float %641, %642
  %645 = select i1 %644, float 1.000000e+00, float 0.000000e+00
  %646 = fcmp oeq float %641, %642
  %647 = select i1 %646, float 1.000000e+00, float 0.000000e+00
  %648 = fcmp ole float %feature200, %643
  %649 = select i1 %648, float 1.000000e+00, float 0.000000e+00
  %650 = fmul float %647, %649
  %651 = fcmp ogt float %650, %645
  %max201 = select i1 %651, float %650, float %645
  %652 = fmul float %max199, %max201
  %653 = trunc i64 %key0 to i32
  %654 = lshr i64 %key0, 32
  %655 = trunc i64 %654 to i32
  %656 = trunc i64 %feature194 to i32
  %657 = trunc i64 %row to i32
  %658 = trunc i64 %key1 to i32
  %659 = lshr i64 %key1, 32
  %660 = trunc i64 %659 to i32
  %661 = zext i32 %656 to i64
  %662 = mul i64 3528531795, %661
  %663 = zext i32 %658 to i64
  %664 = mul i64 3449720151, %663
  %665 = lshr i64 %662, 32
  %666 = trunc i64 %665 to i32
  %667 = trunc i64 %662 to i32
  %668 = lshr i64 %664, 32
  %669 = trunc i64 %668 to i32
  %670 = trunc i64 %664 to i32
  %671 = xor i32 %669, %657
  %672 = xor i32 %671, %653
  %673 = xor i32 %666, %660
  %674 = xor i32 %673, %655
  %675 = add i32 %653, -1640531527
  %676 = add i32 %655, -1150833019
  %677 = zext i32 %672 to i64
  %678 = mul i64 3528531795, %677
  %679 = zext i32 %674 to i64
  %680 = mul i64 3449720151, %679
  %681 = lshr i64 %678, 32
  %682 = trunc i64 %681 to i32
  %683 = trunc i64 %678 to i32
  %684 = lshr i64 %680, 32
  %685 = trunc i64 %684 to i32
  %686 = trunc i64 %680 to i32
  %687 = xor i32 %685, %670
  %688 = xor i32 %687, %675
  %689 = xor i32 %682, %667
  %690 = xor i32 %689, %676
  %691 = add i32 %675, -1640531527
  %692 = add i32 %676, -1150833019
  %693 = zext i32 %688 to i64
  %694 = mul i64 3528531795, %693
  %695 = zext i32 %690 to i64
  %696 = mul i64 3449720151, %695
  %697 = lshr i64 %694, 32
  %698 = trunc i64 %697 to i32
  %699 = trunc i64 %694 to i32
  %700 = lshr i64 %696, 32
  %701 = trunc i64 %700 to i32
  %702 = trunc i64 %696 to i32
  %703 = xor i32 %701, %686
  %704 = xor i32 %703, %691
  %705 = xor i32 %698, %683
  %706 = xor i32 %705, %692
  %707 = add i32 %691, -1640531527
  %708 = add i32 %692, -1150833019
  %709 = zext i32 %704 to i64
  %710 = mul i64 3528531795, %709
  %711 = zext i32 %706 to i64
  %712 = mul i64 3449720151, %711
  %713 = lshr i64 %710, 32
  %714 = trunc i64 %713 to i32
  %715 = trunc i64 %710 to i32
  %716 = lshr i64 %712, 32
  %717 = trunc i64 %716 to i32
  %718 = trunc i64 %712 to i32
  %719 = xor i32 %717, %702
  %720 = xor i32 %719, %707
  %721 = xor i32 %714, %699
  %722 = xor i32 %721, %708
  %723 = add i32 %707, -1640531527
  %724 = add i32 %708, -1150833019
  %725 = zext i32 %720 to i64
  %726 = mul i64 3528531795, %725
  %727 = zext i32 %722 to i64
  %728 = mul i64 3449720151, %727
  %729 = lshr i64 %726, 32
  %730 = trunc i64 %729 to i32
  %731 = trunc i64 %726 to i32
  %732 = lshr i64 %728, 32
  %733 = trunc i64 %732 to i32
  %734 = trunc i64 %728 to i32
  %735 = xor i32 %733, %718
  %736 = xor i32 %735, %723
  %737 = xor i32 %730, %715
  %738 = xor i32 %737, %724
  %739 = add i32 %723, -1640531527
  %740 = add i32 %724, -1150833019
  %741 = zext i32 %736 to i64
  %742 = mul i64 3528531795, %741
  %743 = zext i32 %738 to i64
  %744 = mul i64 3449720151, %743
  %745 = lshr i64 %742, 32
  %746 = trunc i64 %745 to i32
  %747 = trunc i64 %742 to i32
  %748 = lshr i64 %744, 32
  %749 = trunc i64 %748 to i32
  %750 = trunc i64 %744 to i32
  %751 = xor i32 %749, %734
  %752 = xor i32 %751, %739
  %753 = xor i32 %746, %731
  %754 = xor i32 %753, %740
  %755 = add i32 %739, -1640531527
  %756 = add i32 %740, -1150833019
  %757 = zext i32 %752 to i64
  %758 = mul i64 3528531795, %757
  %759 = zext i32 %754 to i64
  %760 = mul i64 3449720151, %759
  %761 = lshr i64 %758, 32
  %762 = trunc i64 %761 to i32
  %763 = trunc i64 %758 to i32
  %764 = lshr i64 %760, 32
  %765 = trunc i64 %764 to i32
  %766 = trunc i64 %760 to i32
  %767 = xor i32 %765, %750
  %768 = xor i32 %767, %755
  %769 = xor i32 %762, %747
  %770 = xor i32 %769, %756
  %771 = add i32 %755, -1640531527
  %772 = add i32 %756, -1150833019
  %773 = zext i32 %768 to i64
  %774 = mul i64 3528531795, %773
  %775 = zext i32 %770 to i64
  %776 = mul i64 3449720151, %775
  %777 = lshr i64 %774, 32
  %778 = trunc i64 %777 to i32
  %779 = trunc i64 %774 to i32
  %780 = lshr i64 %776, 32
  %781 = trunc i64 %780 to i32
  %782 = trunc i64 %776 to i32
  %783 = xor i32 %781, %766
  %784 = xor i32 %783, %771
  %785 = xor i32 %778, %763
  %786 = xor i32 %785, %772
  %787 = add i32 %771, -1640531527
  %788 = add i32 %772, -1150833019
  %789 = zext i32 %784 to i64
  %790 = mul i64 3528531795, %789
  %791 = zext i32 %786 to i64
  %792 = mul i64 3449720151, %791
  %793 = lshr i64 %790, 32
  %794 = trunc i64 %793 to i32
  %795 = trunc i64 %790 to i32
  %796 = lshr i64 %792, 32
  %797 = trunc i64 %796 to i32
  %798 = trunc i64 %792 to i32
  %799 = xor i32 %797, %782
  %800 = xor i32 %799, %787
  %801 = xor i32 %794, %779
  %802 = xor i32 %801, %788
  %803 = add i32 %787, -1640531527
  %804 = add i32 %788, -1150833019
  %805 = zext i32 %800 to i64
  %806 = mul i64 3528531795, %805
  %807 = zext i32 %802 to i64
  %808 = mul i64 3449720151, %807
  %809 = lshr i64 %806, 32
  %810 = trunc i64 %809 to i32
  %811 = trunc i64 %806 to i32
  %812 = lshr i64 %808, 32
  %813 = trunc i64 %812 to i32
  %814 = trunc i64 %808 to i32
  %815 = xor i32 %813, %798
  %816 = xor i32 %815, %803
  %817 = xor i32 %810, %795
  %818 = xor i32 %817, %804
  %819 = uitofp i32 %816 to double
  %820 = fadd double %819, 5.000000e-01
  %821 = fmul double %820, 0x3DF0000000000000
  %822 = fcmp olt double %821, 0x10000000000000
  %823 = fmul double %821, 0x4350000000000000
  %824 = select i1 %822, double %823, double %821
  %825 = select i1 %822, i64 1077, i64 1023
  %826 = bitcast double %824 to i64
  %827 = lshr i64 %826, 32
  %828 = add i64 %827, 614242
  %829 = lshr i64 %828, 20
  %830 = sub i64 %829, %825
  %831 = and i64 %828, 1048575
  %832 = add i64 %831, 1072079006
  %833 = shl i64 %832, 32
  %834 = and i64 %826, 4294967295
  %835 = or i64 %833, %834
  %836 = bitcast i64 %835 to double
  %837 = fsub double %836, 1.000000e+00
  %838 = fmul double 5.000000e-01, %837
  %839 = fmul double %838, %837
  %840 = fadd double 2.000000e+00, %837
  %841 = fdiv double %837, %840
  %842 = fmul double %841, %841
  %843 = fmul double %842, %842
  %844 = fmul double %843, 0x3FC39A09D078C69F
  %845 = fadd double 0x3FCC71C51D8E78AF, %844
  %846 = fmul double %843, %845
  %847 = fadd double 0x3FD999999997FA04, %846
  %848 = fmul double %843, %847
  %849 = fmul double %843, 0x3FC2F112DF3E5244
  %850 = fadd double 0x3FC7466496CB03DE, %849
  %851 = fmul double %843, %850
  %852 = fadd double 0x3FD2492494229359, %851
  %853 = fmul double %843, %852
  %854 = fadd double 0x3FE5555555555593, %853
  %855 = fmul double %842, %854
  %856 = fadd double %855, %848
  %857 = sitofp i64 %830 to double
  %858 = fadd double %839, %856
  %859 = fmul double %841, %858
  %860 = fmul double %857, 0x3DEA39EF35793C76
  %861 = fadd double %859, %860
  %862 = fsub double %861, %839
  %863 = fadd double %862, %837
  %864 = fmul double %857, 0x3FE62E42FEE00000
  %865 = fadd double %863, %864
  %866 = fcmp oeq double %821, 0x7FF0000000000000
  %867 = select i1 %866, double 0x7FF0000000000000, double %865
  %868 = fcmp oeq double %821, 0.000000e+00
  %869 = select i1 %868, double 0xFFF0000000000000, double %867
  %870 = fcmp olt double %821, 0.000000e+00
  %871 = fcmp uno double %821, %821
  %872 = or i1 %870, %871
  %873 = select i1 %872, double 0x7FF8000000000000, double %869
  %874 = fneg double %873
  %875 = fcmp olt double %874, 0x10000000000000
  %876 = fmul double %874, 0x4350000000000000
  %877 = select i1 %875, double %876, double %874
  %878 = select i1 %875, i64 1077, i64 1023
  %879 = bitcast double %877 to i64
  %880 = lshr i64 %879, 32
  %881 = add i64 %880, 614242
  %882 = lshr i64 %881, 20
  %883 = sub i64 %882, %878
  %884 = and i64 %881, 1048575
  %885 = add i64 %884, 1072079006
  %886 = shl i64 %885, 32
  %887 = and i64 %879, 4294967295
  %888 = or i64 %886, %887
  %889 = bitcast i64 %888 to double
  %890 = fsub double %889, 1.000000e+00
  %891 = fmul double 5.000000e-01, %890
  %892 = fmul double %891, %890
  %893 = fadd double 2.000000e+00, %890
  %894 = fdiv double %890, %893
  %895 = fmul double %894, %894
  %896 = fmul double %895, %895
  %897 = fmul double %896, 0x3FC39A09D078C69F
  %898 = fadd double 0x3FCC71C51D8E78AF, %897
  %899 = fmul double %896, %898
  %900 = fadd double 0x3FD999999997FA04, %899
  %901 = fmul double %896, %900
  %902 = fmul double %896, 0x3FC2F112DF3E5244
  %903 = fadd double 0x3FC7466496CB03DE, %902
  %904 = fmul double %896, %903
  %905 = fadd double 0x3FD2492494229359, %904
  %906 = fmul double %896, %905
  %907 = fadd double 0x3FE5555555555593, %906
  %908 = fmul double %895, %907
  %909 = fadd double %908, %901
  %910 = sitofp i64 %883 to double
  %911 = fadd double %892, %909
  %912 = fmul double %894, %911
  %913 = fmul double %910, 0x3DEA39EF35793C76
  %914 = fadd double %912, %913
  %915 = fsub double %914, %892
  %916 = fadd double %915, %890
  %917 = fmul double %910, 0x3FE62E42FEE00000
  %918 = fadd double %916, %917
  %919 = fcmp oeq double %874, 0x7FF0000000000000
  %920 = select i1 %919, double 0x7FF0000000000000, double %918
  %921 = fcmp oeq double %874, 0.000000e+00
  %922 = select i1 %921, double 0xFFF0000000000000, double %920
  %923 = fcmp olt double %874, 0.000000e+00
  %924 = fcmp uno double %874, %874
  %925 = or i1 %923, %924
  %926 = select i1 %925, double 0x7FF8000000000000, double %922
  %927 = fneg double %926
  %928 = fptrunc double %927 to float
  %929 = fadd float %580, %928
  %930 = fcmp une float %652, 0.000000e+00
  %931 = select i1 %930, float %929, float 0xFFF0000000000000
  %932 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature194
  store float %931, ptr addrspace(3) %932, align 4
  br label %slot.done197

slot.done197:                                     ; preds = %slot.then196, %search.done140
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then202, label %fold.done203

fold.then202:                                     ; preds = %slot.done197
  store float 0xFFF0000000000000, ptr %fold_value204, align 4
  store i64 0, ptr %fold_index205, align 8
  store i64 0, ptr %pairwise_depth208, align 8
  br label %fold.header209

fold.done203:                                     ; preds = %fold.exit211, %slot.done197
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature215 = add i64 %lane, 0
  %valid216 = icmp ult i64 %feature215, %n_features
  %933 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header209:                                   ; preds = %fold.body210, %fold.then202
  %fold212 = phi i64 [ 0, %fold.then202 ], [ %945, %fold.body210 ]
  %934 = icmp ult i64 %fold212, %n_features
  br i1 %934, label %fold.body210, label %fold.exit211

fold.body210:                                     ; preds = %fold.header209
  %935 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold212
  %936 = load float, ptr addrspace(3) %935, align 4
  %937 = load float, ptr %fold_value204, align 4
  %938 = fcmp ogt float %936, %937
  %939 = fcmp uno float %936, %936
  %940 = fcmp ord float %937, %937
  %941 = and i1 %939, %940
  %take213 = or i1 %938, %941
  %942 = select i1 %take213, float %936, float %937
  store float %942, ptr %fold_value204, align 4
  %943 = load i64, ptr %fold_index205, align 8
  %944 = select i1 %take213, i64 %fold212, i64 %943
  store i64 %944, ptr %fold_index205, align 8
  %945 = add i64 %fold212, 1
  br label %fold.header209

fold.exit211:                                     ; preds = %fold.header209
  %946 = load i64, ptr %fold_index205, align 8
  %argmax214 = uitofp i64 %946 to float
  store float %argmax214, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  br label %fold.done203

uniform_sinks.then:                               ; preds = %fold.done203
  %947 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %948 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %949 = fmul float %948, 2.000000e+00
  %950 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %951 = fcmp oeq float %950, 0xFFF0000000000000
  %952 = select i1 %951, float 1.000000e+00, float 0.000000e+00
  %953 = fmul float %952, 4.000000e+00
  %954 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  %955 = fmul float %954, 8.000000e+00
  %956 = fadd float %947, %949
  %957 = fadd float %956, %953
  %958 = fadd float %957, %955
  %959 = icmp ne i32 %greedy, 0
  %greedy217 = select i1 %959, float 1.000000e+00, float 0.000000e+00
  %960 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %961 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  %962 = fcmp une float %greedy217, 0.000000e+00
  %963 = select i1 %962, float %960, float %961
  %964 = fcmp une float %958, 0.000000e+00
  %965 = select i1 %964, float -1.000000e+00, float %963
  %id = fptosi float %965 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %958 to i32
  %status218 = load i32, ptr addrspace(1) %4, align 4
  %966 = or i32 %status218, %status_bits
  store i32 %966, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done203
  %feature219 = add i64 %lane, 0
  %valid220 = icmp ult i64 %feature219, %n_features
  %967 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid220, label %slot.then221, label %slot.done222

slot.then221:                                     ; preds = %uniform_sinks.done
  %968 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %969 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %970 = fmul float %969, 2.000000e+00
  %971 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %972 = fcmp oeq float %971, 0xFFF0000000000000
  %973 = select i1 %972, float 1.000000e+00, float 0.000000e+00
  %974 = fmul float %973, 4.000000e+00
  %975 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  %976 = fmul float %975, 8.000000e+00
  %977 = fadd float %968, %970
  %978 = fadd float %977, %974
  %979 = fadd float %978, %976
  %980 = icmp ne i32 %greedy, 0
  %greedy223 = select i1 %980, float 1.000000e+00, float 0.000000e+00
  %981 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %982 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  %983 = fcmp une float %greedy223, 0.000000e+00
  %984 = select i1 %983, float %981, float %982
  %985 = fcmp une float %979, 0.000000e+00
  %986 = select i1 %985, float -1.000000e+00, float %984
  br label %slot.done222

slot.done222:                                     ; preds = %slot.then221, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w2048(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth263 = alloca i64, align 8
  %pairwise_levels262 = alloca [64 x i64], align 8
  %pairwise_sums261 = alloca [64 x float], align 4
  %fold_index260 = alloca i64, align 8
  %fold_value259 = alloca float, align 4
  %pairwise_depth234 = alloca i64, align 8
  %pairwise_levels233 = alloca [64 x i64], align 8
  %pairwise_sums232 = alloca [64 x float], align 4
  %fold_index231 = alloca i64, align 8
  %fold_value230 = alloca float, align 4
  %search_lo224 = alloca i64, align 8
  %pairwise_depth215 = alloca i64, align 8
  %pairwise_levels214 = alloca [64 x i64], align 8
  %pairwise_sums213 = alloca [64 x float], align 4
  %fold_index212 = alloca i64, align 8
  %fold_value211 = alloca float, align 4
  %search_hi205 = alloca i32, align 4
  %pairwise_depth197 = alloca i64, align 8
  %pairwise_levels196 = alloca [64 x i64], align 8
  %pairwise_sums195 = alloca [64 x float], align 4
  %fold_index194 = alloca i64, align 8
  %fold_value193 = alloca float, align 4
  %search_index192 = alloca float, align 4
  %search_value191 = alloca float, align 4
  %pairwise_depth163 = alloca i64, align 8
  %pairwise_levels162 = alloca [64 x i64], align 8
  %pairwise_sums161 = alloca [64 x float], align 4
  %fold_index160 = alloca i64, align 8
  %fold_value159 = alloca float, align 4
  %pairwise_depth139 = alloca i64, align 8
  %pairwise_levels138 = alloca [64 x i64], align 8
  %pairwise_sums137 = alloca [64 x float], align 4
  %fold_index136 = alloca i64, align 8
  %fold_value135 = alloca float, align 4
  %search_count113 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count105 = alloca i64, align 8
  %search_hi = alloca i32, align 4
  %search_count = alloca i64, align 8
  %search_index = alloca float, align 4
  %search_value = alloca float, align 4
  %pairwise_depth79 = alloca i64, align 8
  %pairwise_levels78 = alloca [64 x i64], align 8
  %pairwise_sums77 = alloca [64 x float], align 4
  %fold_index76 = alloca i64, align 8
  %fold_value75 = alloca float, align 4
  %pairwise_depth59 = alloca i64, align 8
  %pairwise_levels58 = alloca [64 x i64], align 8
  %pairwise_sums57 = alloca [64 x float], align 4
  %fold_index56 = alloca i64, align 8
  %fold_value55 = alloca float, align 4
  %pairwise_depth39 = alloca i64, align 8
  %pairwise_levels38 = alloca [64 x i64], align 8
  %pairwise_sums37 = alloca [64 x float], align 4
  %fold_index36 = alloca i64, align 8
  %fold_value35 = alloca float, align 4
  %pairwise_depth19 = alloca i64, align 8
  %pairwise_levels18 = alloca [64 x i64], align 8
  %pairwise_sums17 = alloca [64 x float], align 4
  %fold_index16 = alloca i64, align 8
  %fold_value15 = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 2048
  %2 = and i1 %inside, %fits
  br i1 %2, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %id_ptr = getelementptr inbounds i64, ptr addrspace(1) %out_0, i64 %row
  %3 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done282, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fcmp une float %7, %7
  %9 = select i1 %8, float 1.000000e+00, float 0.000000e+00
  %10 = fcmp oeq float %7, 0x7FF0000000000000
  %11 = select i1 %10, float 1.000000e+00, float 0.000000e+00
  %12 = fmul float %7, %inv_t
  %13 = bitcast float %12 to i32
  %14 = and i32 %13, 2147483647
  %15 = bitcast i32 %14 to float
  %16 = fcmp oeq float %15, 0x7FF0000000000000
  %17 = select i1 %16, float 1.000000e+00, float 0.000000e+00
  %18 = bitcast float %7 to i32
  %19 = and i32 %18, 2147483647
  %20 = bitcast i32 %19 to float
  %21 = fcmp olt float %20, 0x7FF0000000000000
  %22 = select i1 %21, float 1.000000e+00, float 0.000000e+00
  %23 = fmul float %17, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature
  store float %9, ptr addrspace(3) %24, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %26 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = fcmp une float %27, %27
  %29 = select i1 %28, float 1.000000e+00, float 0.000000e+00
  %30 = fcmp oeq float %27, 0x7FF0000000000000
  %31 = select i1 %30, float 1.000000e+00, float 0.000000e+00
  %32 = fmul float %27, %inv_t
  %33 = bitcast float %32 to i32
  %34 = and i32 %33, 2147483647
  %35 = bitcast i32 %34 to float
  %36 = fcmp oeq float %35, 0x7FF0000000000000
  %37 = select i1 %36, float 1.000000e+00, float 0.000000e+00
  %38 = bitcast float %27 to i32
  %39 = and i32 %38, 2147483647
  %40 = bitcast i32 %39 to float
  %41 = fcmp olt float %40, 0x7FF0000000000000
  %42 = select i1 %41, float 1.000000e+00, float 0.000000e+00
  %43 = fmul float %37, %42
  %44 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature1
  store float %29, ptr addrspace(3) %44, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done4
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature5 = add i64 %lane, 0
  %valid6 = icmp ult i64 %feature5, %n_features
  %45 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid6, label %slot.then7, label %slot.done8

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %57, %fold.body ]
  %46 = icmp ult i64 %fold, %n_features
  br i1 %46, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %47 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold
  %48 = load float, ptr addrspace(3) %47, align 4
  %49 = load float, ptr %fold_value, align 4
  %50 = fcmp ogt float %48, %49
  %51 = fcmp uno float %48, %48
  %52 = fcmp ord float %49, %49
  %53 = and i1 %51, %52
  %take = or i1 %50, %53
  %54 = select i1 %take, float %48, float %49
  store float %54, ptr %fold_value, align 4
  %55 = load i64, ptr %fold_index, align 8
  %56 = select i1 %take, i64 %fold, i64 %55
  store i64 %56, ptr %fold_index, align 8
  %57 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %58 = load float, ptr %fold_value, align 4
  store float %58, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  br label %fold.done

slot.then7:                                       ; preds = %fold.done
  %59 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %60 = load float, ptr addrspace(1) %59, align 4
  %61 = fcmp une float %60, %60
  %62 = select i1 %61, float 1.000000e+00, float 0.000000e+00
  %63 = fcmp oeq float %60, 0x7FF0000000000000
  %64 = select i1 %63, float 1.000000e+00, float 0.000000e+00
  %65 = fmul float %60, %inv_t
  %66 = bitcast float %65 to i32
  %67 = and i32 %66, 2147483647
  %68 = bitcast i32 %67 to float
  %69 = fcmp oeq float %68, 0x7FF0000000000000
  %70 = select i1 %69, float 1.000000e+00, float 0.000000e+00
  %71 = bitcast float %60 to i32
  %72 = and i32 %71, 2147483647
  %73 = bitcast i32 %72 to float
  %74 = fcmp olt float %73, 0x7FF0000000000000
  %75 = select i1 %74, float 1.000000e+00, float 0.000000e+00
  %76 = fmul float %70, %75
  %77 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature5
  store float %64, ptr addrspace(3) %77, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %fold.done
  %feature9 = add i64 %lane, 1024
  %valid10 = icmp ult i64 %feature9, %n_features
  %78 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %79 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %80 = load float, ptr addrspace(1) %79, align 4
  %81 = fcmp une float %80, %80
  %82 = select i1 %81, float 1.000000e+00, float 0.000000e+00
  %83 = fcmp oeq float %80, 0x7FF0000000000000
  %84 = select i1 %83, float 1.000000e+00, float 0.000000e+00
  %85 = fmul float %80, %inv_t
  %86 = bitcast float %85 to i32
  %87 = and i32 %86, 2147483647
  %88 = bitcast i32 %87 to float
  %89 = fcmp oeq float %88, 0x7FF0000000000000
  %90 = select i1 %89, float 1.000000e+00, float 0.000000e+00
  %91 = bitcast float %80 to i32
  %92 = and i32 %91, 2147483647
  %93 = bitcast i32 %92 to float
  %94 = fcmp olt float %93, 0x7FF0000000000000
  %95 = select i1 %94, float 1.000000e+00, float 0.000000e+00
  %96 = fmul float %90, %95
  %97 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature9
  store float %84, ptr addrspace(3) %97, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then13, label %fold.done14

fold.then13:                                      ; preds = %slot.done12
  store float 0xFFF0000000000000, ptr %fold_value15, align 4
  store i64 0, ptr %fold_index16, align 8
  store i64 0, ptr %pairwise_depth19, align 8
  br label %fold.header20

fold.done14:                                      ; preds = %fold.exit22, %slot.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature25 = add i64 %lane, 0
  %valid26 = icmp ult i64 %feature25, %n_features
  %98 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid26, label %slot.then27, label %slot.done28

fold.header20:                                    ; preds = %fold.body21, %fold.then13
  %fold23 = phi i64 [ 0, %fold.then13 ], [ %110, %fold.body21 ]
  %99 = icmp ult i64 %fold23, %n_features
  br i1 %99, label %fold.body21, label %fold.exit22

fold.body21:                                      ; preds = %fold.header20
  %100 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold23
  %101 = load float, ptr addrspace(3) %100, align 4
  %102 = load float, ptr %fold_value15, align 4
  %103 = fcmp ogt float %101, %102
  %104 = fcmp uno float %101, %101
  %105 = fcmp ord float %102, %102
  %106 = and i1 %104, %105
  %take24 = or i1 %103, %106
  %107 = select i1 %take24, float %101, float %102
  store float %107, ptr %fold_value15, align 4
  %108 = load i64, ptr %fold_index16, align 8
  %109 = select i1 %take24, i64 %fold23, i64 %108
  store i64 %109, ptr %fold_index16, align 8
  %110 = add i64 %fold23, 1
  br label %fold.header20

fold.exit22:                                      ; preds = %fold.header20
  %111 = load float, ptr %fold_value15, align 4
  store float %111, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  br label %fold.done14

slot.then27:                                      ; preds = %fold.done14
  %112 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %113 = load float, ptr addrspace(1) %112, align 4
  %114 = fcmp une float %113, %113
  %115 = select i1 %114, float 1.000000e+00, float 0.000000e+00
  %116 = fcmp oeq float %113, 0x7FF0000000000000
  %117 = select i1 %116, float 1.000000e+00, float 0.000000e+00
  %118 = fmul float %113, %inv_t
  %119 = bitcast float %118 to i32
  %120 = and i32 %119, 2147483647
  %121 = bitcast i32 %120 to float
  %122 = fcmp oeq float %121, 0x7FF0000000000000
  %123 = select i1 %122, float 1.000000e+00, float 0.000000e+00
  %124 = bitcast float %113 to i32
  %125 = and i32 %124, 2147483647
  %126 = bitcast i32 %125 to float
  %127 = fcmp olt float %126, 0x7FF0000000000000
  %128 = select i1 %127, float 1.000000e+00, float 0.000000e+00
  %129 = fmul float %123, %128
  %130 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature25
  store float %113, ptr addrspace(3) %130, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %fold.done14
  %feature29 = add i64 %lane, 1024
  %valid30 = icmp ult i64 %feature29, %n_features
  %131 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid30, label %slot.then31, label %slot.done32

slot.then31:                                      ; preds = %slot.done28
  %132 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature29
  %133 = load float, ptr addrspace(1) %132, align 4
  %134 = fcmp une float %133, %133
  %135 = select i1 %134, float 1.000000e+00, float 0.000000e+00
  %136 = fcmp oeq float %133, 0x7FF0000000000000
  %137 = select i1 %136, float 1.000000e+00, float 0.000000e+00
  %138 = fmul float %133, %inv_t
  %139 = bitcast float %138 to i32
  %140 = and i32 %139, 2147483647
  %141 = bitcast i32 %140 to float
  %142 = fcmp oeq float %141, 0x7FF0000000000000
  %143 = select i1 %142, float 1.000000e+00, float 0.000000e+00
  %144 = bitcast float %133 to i32
  %145 = and i32 %144, 2147483647
  %146 = bitcast i32 %145 to float
  %147 = fcmp olt float %146, 0x7FF0000000000000
  %148 = select i1 %147, float 1.000000e+00, float 0.000000e+00
  %149 = fmul float %143, %148
  %150 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature29
  store float %133, ptr addrspace(3) %150, align 4
  br label %slot.done32

slot.done32:                                      ; preds = %slot.then31, %slot.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then33, label %fold.done34

fold.then33:                                      ; preds = %slot.done32
  store float 0xFFF0000000000000, ptr %fold_value35, align 4
  store i64 0, ptr %fold_index36, align 8
  store i64 0, ptr %pairwise_depth39, align 8
  br label %fold.header40

fold.done34:                                      ; preds = %fold.exit42, %slot.done32
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature45 = add i64 %lane, 0
  %valid46 = icmp ult i64 %feature45, %n_features
  %151 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid46, label %slot.then47, label %slot.done48

fold.header40:                                    ; preds = %fold.body41, %fold.then33
  %fold43 = phi i64 [ 0, %fold.then33 ], [ %163, %fold.body41 ]
  %152 = icmp ult i64 %fold43, %n_features
  br i1 %152, label %fold.body41, label %fold.exit42

fold.body41:                                      ; preds = %fold.header40
  %153 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold43
  %154 = load float, ptr addrspace(3) %153, align 4
  %155 = load float, ptr %fold_value35, align 4
  %156 = fcmp ogt float %154, %155
  %157 = fcmp uno float %154, %154
  %158 = fcmp ord float %155, %155
  %159 = and i1 %157, %158
  %take44 = or i1 %156, %159
  %160 = select i1 %take44, float %154, float %155
  store float %160, ptr %fold_value35, align 4
  %161 = load i64, ptr %fold_index36, align 8
  %162 = select i1 %take44, i64 %fold43, i64 %161
  store i64 %162, ptr %fold_index36, align 8
  %163 = add i64 %fold43, 1
  br label %fold.header40

fold.exit42:                                      ; preds = %fold.header40
  %164 = load float, ptr %fold_value35, align 4
  store float %164, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  br label %fold.done34

slot.then47:                                      ; preds = %fold.done34
  %165 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature45
  %166 = load float, ptr addrspace(1) %165, align 4
  %167 = fcmp une float %166, %166
  %168 = select i1 %167, float 1.000000e+00, float 0.000000e+00
  %169 = fcmp oeq float %166, 0x7FF0000000000000
  %170 = select i1 %169, float 1.000000e+00, float 0.000000e+00
  %171 = fmul float %166, %inv_t
  %172 = bitcast float %171 to i32
  %173 = and i32 %172, 2147483647
  %174 = bitcast i32 %173 to float
  %175 = fcmp oeq float %174, 0x7FF0000000000000
  %176 = select i1 %175, float 1.000000e+00, float 0.000000e+00
  %177 = bitcast float %166 to i32
  %178 = and i32 %177, 2147483647
  %179 = bitcast i32 %178 to float
  %180 = fcmp olt float %179, 0x7FF0000000000000
  %181 = select i1 %180, float 1.000000e+00, float 0.000000e+00
  %182 = fmul float %176, %181
  %183 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature45
  store float %166, ptr addrspace(3) %183, align 4
  br label %slot.done48

slot.done48:                                      ; preds = %slot.then47, %fold.done34
  %feature49 = add i64 %lane, 1024
  %valid50 = icmp ult i64 %feature49, %n_features
  %184 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid50, label %slot.then51, label %slot.done52

slot.then51:                                      ; preds = %slot.done48
  %185 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature49
  %186 = load float, ptr addrspace(1) %185, align 4
  %187 = fcmp une float %186, %186
  %188 = select i1 %187, float 1.000000e+00, float 0.000000e+00
  %189 = fcmp oeq float %186, 0x7FF0000000000000
  %190 = select i1 %189, float 1.000000e+00, float 0.000000e+00
  %191 = fmul float %186, %inv_t
  %192 = bitcast float %191 to i32
  %193 = and i32 %192, 2147483647
  %194 = bitcast i32 %193 to float
  %195 = fcmp oeq float %194, 0x7FF0000000000000
  %196 = select i1 %195, float 1.000000e+00, float 0.000000e+00
  %197 = bitcast float %186 to i32
  %198 = and i32 %197, 2147483647
  %199 = bitcast i32 %198 to float
  %200 = fcmp olt float %199, 0x7FF0000000000000
  %201 = select i1 %200, float 1.000000e+00, float 0.000000e+00
  %202 = fmul float %196, %201
  %203 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature49
  store float %186, ptr addrspace(3) %203, align 4
  br label %slot.done52

slot.done52:                                      ; preds = %slot.then51, %slot.done48
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then53, label %fold.done54

fold.then53:                                      ; preds = %slot.done52
  store float 0xFFF0000000000000, ptr %fold_value55, align 4
  store i64 0, ptr %fold_index56, align 8
  store i64 0, ptr %pairwise_depth59, align 8
  br label %fold.header60

fold.done54:                                      ; preds = %fold.exit62, %slot.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature65 = add i64 %lane, 0
  %valid66 = icmp ult i64 %feature65, %n_features
  %204 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid66, label %slot.then67, label %slot.done68

fold.header60:                                    ; preds = %fold.body61, %fold.then53
  %fold63 = phi i64 [ 0, %fold.then53 ], [ %216, %fold.body61 ]
  %205 = icmp ult i64 %fold63, %n_features
  br i1 %205, label %fold.body61, label %fold.exit62

fold.body61:                                      ; preds = %fold.header60
  %206 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold63
  %207 = load float, ptr addrspace(3) %206, align 4
  %208 = load float, ptr %fold_value55, align 4
  %209 = fcmp ogt float %207, %208
  %210 = fcmp uno float %207, %207
  %211 = fcmp ord float %208, %208
  %212 = and i1 %210, %211
  %take64 = or i1 %209, %212
  %213 = select i1 %take64, float %207, float %208
  store float %213, ptr %fold_value55, align 4
  %214 = load i64, ptr %fold_index56, align 8
  %215 = select i1 %take64, i64 %fold63, i64 %214
  store i64 %215, ptr %fold_index56, align 8
  %216 = add i64 %fold63, 1
  br label %fold.header60

fold.exit62:                                      ; preds = %fold.header60
  %217 = load i64, ptr %fold_index56, align 8
  %argmax = uitofp i64 %217 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  br label %fold.done54

slot.then67:                                      ; preds = %fold.done54
  %218 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature65
  %219 = load float, ptr addrspace(1) %218, align 4
  %220 = fcmp une float %219, %219
  %221 = select i1 %220, float 1.000000e+00, float 0.000000e+00
  %222 = fcmp oeq float %219, 0x7FF0000000000000
  %223 = select i1 %222, float 1.000000e+00, float 0.000000e+00
  %224 = fmul float %219, %inv_t
  %225 = bitcast float %224 to i32
  %226 = and i32 %225, 2147483647
  %227 = bitcast i32 %226 to float
  %228 = fcmp oeq float %227, 0x7FF0000000000000
  %229 = select i1 %228, float 1.000000e+00, float 0.000000e+00
  %230 = bitcast float %219 to i32
  %231 = and i32 %230, 2147483647
  %232 = bitcast i32 %231 to float
  %233 = fcmp olt float %232, 0x7FF0000000000000
  %234 = select i1 %233, float 1.000000e+00, float 0.000000e+00
  %235 = fmul float %229, %234
  %236 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature65
  store float %235, ptr addrspace(3) %236, align 4
  br label %slot.done68

slot.done68:                                      ; preds = %slot.then67, %fold.done54
  %feature69 = add i64 %lane, 1024
  %valid70 = icmp ult i64 %feature69, %n_features
  %237 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid70, label %slot.then71, label %slot.done72

slot.then71:                                      ; preds = %slot.done68
  %238 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature69
  %239 = load float, ptr addrspace(1) %238, align 4
  %240 = fcmp une float %239, %239
  %241 = select i1 %240, float 1.000000e+00, float 0.000000e+00
  %242 = fcmp oeq float %239, 0x7FF0000000000000
  %243 = select i1 %242, float 1.000000e+00, float 0.000000e+00
  %244 = fmul float %239, %inv_t
  %245 = bitcast float %244 to i32
  %246 = and i32 %245, 2147483647
  %247 = bitcast i32 %246 to float
  %248 = fcmp oeq float %247, 0x7FF0000000000000
  %249 = select i1 %248, float 1.000000e+00, float 0.000000e+00
  %250 = bitcast float %239 to i32
  %251 = and i32 %250, 2147483647
  %252 = bitcast i32 %251 to float
  %253 = fcmp olt float %252, 0x7FF0000000000000
  %254 = select i1 %253, float 1.000000e+00, float 0.000000e+00
  %255 = fmul float %249, %254
  %256 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature69
  store float %255, ptr addrspace(3) %256, align 4
  br label %slot.done72

slot.done72:                                      ; preds = %slot.then71, %slot.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then73, label %fold.done74

fold.then73:                                      ; preds = %slot.done72
  store float 0xFFF0000000000000, ptr %fold_value75, align 4
  store i64 0, ptr %fold_index76, align 8
  store i64 0, ptr %pairwise_depth79, align 8
  br label %fold.header80

fold.done74:                                      ; preds = %fold.exit82, %slot.done72
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature85 = add i64 %lane, 0
  %valid86 = icmp ult i64 %feature85, %n_features
  %257 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid86, label %slot.then87, label %slot.done88

fold.header80:                                    ; preds = %fold.body81, %fold.then73
  %fold83 = phi i64 [ 0, %fold.then73 ], [ %269, %fold.body81 ]
  %258 = icmp ult i64 %fold83, %n_features
  br i1 %258, label %fold.body81, label %fold.exit82

fold.body81:                                      ; preds = %fold.header80
  %259 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold83
  %260 = load float, ptr addrspace(3) %259, align 4
  %261 = load float, ptr %fold_value75, align 4
  %262 = fcmp ogt float %260, %261
  %263 = fcmp uno float %260, %260
  %264 = fcmp ord float %261, %261
  %265 = and i1 %263, %264
  %take84 = or i1 %262, %265
  %266 = select i1 %take84, float %260, float %261
  store float %266, ptr %fold_value75, align 4
  %267 = load i64, ptr %fold_index76, align 8
  %268 = select i1 %take84, i64 %fold83, i64 %267
  store i64 %268, ptr %fold_index76, align 8
  %269 = add i64 %fold83, 1
  br label %fold.header80

fold.exit82:                                      ; preds = %fold.header80
  %270 = load float, ptr %fold_value75, align 4
  store float %270, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  br label %fold.done74

slot.then87:                                      ; preds = %fold.done74
  %271 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature85
  %272 = load float, ptr addrspace(1) %271, align 4
  %top_k89 = uitofp i64 %top_k to float
  %273 = fcmp oeq float %top_k89, 0.000000e+00
  %274 = select i1 %273, float 1.000000e+00, float 0.000000e+00
  %275 = icmp ne i32 %greedy, 0
  %greedy90 = select i1 %275, float 1.000000e+00, float 0.000000e+00
  %276 = fcmp ogt float %greedy90, %274
  %max = select i1 %276, float %greedy90, float %274
  %277 = fcmp une float %max, 0.000000e+00
  %278 = select i1 %277, float 0x7FF0000000000000, float %top_k89
  %279 = fadd float %272, 0.000000e+00
  %280 = bitcast float %279 to i32
  %281 = icmp ult i32 2147483647, %280
  %282 = xor i32 %280, -1
  %283 = or i32 %280, -2147483648
  %284 = select i1 %281, i32 %282, i32 %283
  %285 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature85
  store i32 %284, ptr addrspace(3) %285, align 4
  %286 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature85
  store float 1.000000e+00, ptr addrspace(3) %286, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %fold.done74
  %feature91 = add i64 %lane, 1024
  %valid92 = icmp ult i64 %feature91, %n_features
  %287 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid92, label %slot.then93, label %slot.done94

slot.then93:                                      ; preds = %slot.done88
  %288 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature91
  %289 = load float, ptr addrspace(1) %288, align 4
  %top_k95 = uitofp i64 %top_k to float
  %290 = fcmp oeq float %top_k95, 0.000000e+00
  %291 = select i1 %290, float 1.000000e+00, float 0.000000e+00
  %292 = icmp ne i32 %greedy, 0
  %greedy96 = select i1 %292, float 1.000000e+00, float 0.000000e+00
  %293 = fcmp ogt float %greedy96, %291
  %max97 = select i1 %293, float %greedy96, float %291
  %294 = fcmp une float %max97, 0.000000e+00
  %295 = select i1 %294, float 0x7FF0000000000000, float %top_k95
  %296 = fadd float %289, 0.000000e+00
  %297 = bitcast float %296 to i32
  %298 = icmp ult i32 2147483647, %297
  %299 = xor i32 %297, -1
  %300 = or i32 %297, -2147483648
  %301 = select i1 %298, i32 %299, i32 %300
  %302 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature91
  store i32 %301, ptr addrspace(3) %302, align 4
  %303 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature91
  store float 1.000000e+00, ptr addrspace(3) %303, align 4
  br label %slot.done94

slot.done94:                                      ; preds = %slot.then93, %slot.done88
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature98 = add i64 %lane, 0
  %valid99 = icmp ult i64 %feature98, %n_features
  %304 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then, label %search.done

search.then:                                      ; preds = %slot.done94
  %305 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %306 = load float, ptr addrspace(1) %305, align 4
  %top_k100 = uitofp i64 %top_k to float
  %307 = fcmp oeq float %top_k100, 0.000000e+00
  %308 = select i1 %307, float 1.000000e+00, float 0.000000e+00
  %309 = icmp ne i32 %greedy, 0
  %greedy101 = select i1 %309, float 1.000000e+00, float 0.000000e+00
  %310 = fcmp ogt float %greedy101, %308
  %max102 = select i1 %310, float %greedy101, float %308
  %311 = fcmp une float %max102, 0.000000e+00
  %312 = select i1 %311, float 0x7FF0000000000000, float %top_k100
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done104, %slot.done94
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature121 = add i64 %lane, 0
  %valid122 = icmp ult i64 %feature121, %n_features
  %313 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid122, label %slot.then123, label %slot.done124

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %321, %search.feature.body ]
  %314 = icmp ult i64 %search.feature, %n_features
  br i1 %314, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %315 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature
  %316 = load i32, ptr addrspace(3) %315, align 4
  %317 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature
  %318 = load float, ptr addrspace(3) %317, align 4
  %319 = load i64, ptr %search_count, align 8
  %320 = add i64 %319, 1
  store i64 %320, ptr %search_count, align 8
  %321 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %322 = fcmp ogt float %312, 0.000000e+00
  %323 = fcmp oge float %weight, %312
  %search.run = and i1 %323, %322
  br i1 %search.run, label %search.then103, label %search.done104

search.then103:                                   ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done104:                                   ; preds = %search.index_bit.exit, %search.feature.exit
  %324 = load float, ptr %search_value, align 4
  %325 = load float, ptr %search_index, align 4
  store float %324, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  store float %325, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit108, %search.then103
  %search.key_bit = phi i64 [ 0, %search.then103 ], [ %345, %search.feature.exit108 ]
  %326 = icmp ult i64 %search.key_bit, 32
  br i1 %326, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %327 = sub i64 31, %search.key_bit
  %328 = trunc i64 %327 to i32
  %329 = shl i32 1, %328
  %330 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %330, %329
  store i64 0, ptr %search_count105, align 8
  br label %search.feature.header106

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %331 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %331, i1 false)
  %index_bits = sub i64 64, %ctlz
  %332 = shl i64 1, %index_bits
  %mask = sub i64 %332, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header106:                         ; preds = %search.feature.body107, %search.key_bit.body
  %search.feature109 = phi i64 [ 0, %search.key_bit.body ], [ %342, %search.feature.body107 ]
  %333 = icmp ult i64 %search.feature109, %n_features
  br i1 %333, label %search.feature.body107, label %search.feature.exit108

search.feature.body107:                           ; preds = %search.feature.header106
  %334 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature109
  %335 = load i32, ptr addrspace(3) %334, align 4
  %336 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature109
  %337 = load float, ptr addrspace(3) %336, align 4
  %338 = icmp uge i32 %335, %candidate
  %339 = zext i1 %338 to i64
  %340 = load i64, ptr %search_count105, align 8
  %341 = add i64 %340, %339
  store i64 %341, ptr %search_count105, align 8
  %342 = add i64 %search.feature109, 1
  br label %search.feature.header106

search.feature.exit108:                           ; preds = %search.feature.header106
  %count110 = load i64, ptr %search_count105, align 8
  %weight111 = uitofp i64 %count110 to float
  %343 = fcmp oge float %weight111, %312
  %344 = select i1 %343, i32 %candidate, i32 %330
  store i32 %344, ptr %search_hi, align 4
  %345 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit116, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %375, %search.feature.exit116 ]
  %346 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %346, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %347 = sub i64 %index_bits, 1
  %348 = sub i64 %347, %search.index_bit
  %349 = shl i64 1, %348
  %350 = load i64, ptr %search_lo, align 8
  %candidate112 = or i64 %350, %349
  store i64 0, ptr %search_count113, align 8
  br label %search.feature.header114

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %351 = and i32 %hi, -2147483648
  %352 = icmp ne i32 %351, 0
  %353 = and i32 %hi, 2147483647
  %354 = xor i32 %hi, -1
  %355 = select i1 %352, i32 %353, i32 %354
  %356 = bitcast i32 %355 to float
  store float %356, ptr %search_value, align 4
  %357 = sub i64 %mask, %lo
  %search_index120 = uitofp i64 %357 to float
  store float %search_index120, ptr %search_index, align 4
  br label %search.done104

search.feature.header114:                         ; preds = %search.feature.body115, %search.index_bit.body
  %search.feature117 = phi i64 [ 0, %search.index_bit.body ], [ %372, %search.feature.body115 ]
  %358 = icmp ult i64 %search.feature117, %n_features
  br i1 %358, label %search.feature.body115, label %search.feature.exit116

search.feature.body115:                           ; preds = %search.feature.header114
  %359 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature117
  %360 = load i32, ptr addrspace(3) %359, align 4
  %361 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature117
  %362 = load float, ptr addrspace(3) %361, align 4
  %363 = icmp ugt i32 %360, %hi
  %364 = icmp eq i32 %360, %hi
  %365 = sub i64 %mask, %search.feature117
  %366 = icmp uge i64 %365, %candidate112
  %367 = and i1 %364, %366
  %368 = or i1 %363, %367
  %369 = zext i1 %368 to i64
  %370 = load i64, ptr %search_count113, align 8
  %371 = add i64 %370, %369
  store i64 %371, ptr %search_count113, align 8
  %372 = add i64 %search.feature117, 1
  br label %search.feature.header114

search.feature.exit116:                           ; preds = %search.feature.header114
  %count118 = load i64, ptr %search_count113, align 8
  %weight119 = uitofp i64 %count118 to float
  %373 = fcmp oge float %weight119, %312
  %374 = select i1 %373, i64 %candidate112, i64 %350
  store i64 %374, ptr %search_lo, align 8
  %375 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

slot.then123:                                     ; preds = %search.done
  %376 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature121
  %377 = load float, ptr addrspace(1) %376, align 4
  %378 = fmul float %377, %inv_t
  %379 = fadd float %377, 0.000000e+00
  %380 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %381 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature125 = uitofp i64 %feature121 to float
  %382 = fcmp ogt float %379, %380
  %383 = select i1 %382, float 1.000000e+00, float 0.000000e+00
  %384 = fcmp oeq float %379, %380
  %385 = select i1 %384, float 1.000000e+00, float 0.000000e+00
  %386 = fcmp ole float %feature125, %381
  %387 = select i1 %386, float 1.000000e+00, float 0.000000e+00
  %388 = fmul float %385, %387
  %389 = fcmp ogt float %388, %383
  %max126 = select i1 %389, float %388, float %383
  %390 = fcmp une float %max126, 0.000000e+00
  %391 = select i1 %390, float %378, float 0xFFF0000000000000
  %392 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature121
  store float %391, ptr addrspace(3) %392, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %search.done
  %feature127 = add i64 %lane, 1024
  %valid128 = icmp ult i64 %feature127, %n_features
  %393 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid128, label %slot.then129, label %slot.done130

slot.then129:                                     ; preds = %slot.done124
  %394 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature127
  %395 = load float, ptr addrspace(1) %394, align 4
  %396 = fmul float %395, %inv_t
  %397 = fadd float %395, 0.000000e+00
  %398 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %399 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature131 = uitofp i64 %feature127 to float
  %400 = fcmp ogt float %397, %398
  %401 = select i1 %400, float 1.000000e+00, float 0.000000e+00
  %402 = fcmp oeq float %397, %398
  %403 = select i1 %402, float 1.000000e+00, float 0.000000e+00
  %404 = fcmp ole float %feature131, %399
  %405 = select i1 %404, float 1.000000e+00, float 0.000000e+00
  %406 = fmul float %403, %405
  %407 = fcmp ogt float %406, %401
  %max132 = select i1 %407, float %406, float %401
  %408 = fcmp une float %max132, 0.000000e+00
  %409 = select i1 %408, float %396, float 0xFFF0000000000000
  %410 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature127
  store float %409, ptr addrspace(3) %410, align 4
  br label %slot.done130

slot.done130:                                     ; preds = %slot.then129, %slot.done124
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then133, label %fold.done134

fold.then133:                                     ; preds = %slot.done130
  store float 0xFFF0000000000000, ptr %fold_value135, align 4
  store i64 0, ptr %fold_index136, align 8
  store i64 0, ptr %pairwise_depth139, align 8
  br label %fold.header140

fold.done134:                                     ; preds = %fold.exit142, %slot.done130
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature145 = add i64 %lane, 0
  %valid146 = icmp ult i64 %feature145, %n_features
  %411 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid146, label %slot.then147, label %slot.done148

fold.header140:                                   ; preds = %fold.body141, %fold.then133
  %fold143 = phi i64 [ 0, %fold.then133 ], [ %423, %fold.body141 ]
  %412 = icmp ult i64 %fold143, %n_features
  br i1 %412, label %fold.body141, label %fold.exit142

fold.body141:                                     ; preds = %fold.header140
  %413 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold143
  %414 = load float, ptr addrspace(3) %413, align 4
  %415 = load float, ptr %fold_value135, align 4
  %416 = fcmp ogt float %414, %415
  %417 = fcmp uno float %414, %414
  %418 = fcmp ord float %415, %415
  %419 = and i1 %417, %418
  %take144 = or i1 %416, %419
  %420 = select i1 %take144, float %414, float %415
  store float %420, ptr %fold_value135, align 4
  %421 = load i64, ptr %fold_index136, align 8
  %422 = select i1 %take144, i64 %fold143, i64 %421
  store i64 %422, ptr %fold_index136, align 8
  %423 = add i64 %fold143, 1
  br label %fold.header140

fold.exit142:                                     ; preds = %fold.header140
  %424 = load float, ptr %fold_value135, align 4
  store float %424, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  br label %fold.done134

slot.then147:                                     ; preds = %fold.done134
  %425 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature145
  %426 = load float, ptr addrspace(1) %425, align 4
  %427 = fmul float %426, %inv_t
  %428 = fadd float %426, 0.000000e+00
  %429 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %430 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature149 = uitofp i64 %feature145 to float
  %431 = fcmp ogt float %428, %429
  %432 = select i1 %431, float 1.000000e+00, float 0.000000e+00
  %433 = fcmp oeq float %428, %429
  %434 = select i1 %433, float 1.000000e+00, float 0.000000e+00
  %435 = fcmp ole float %feature149, %430
  %436 = select i1 %435, float 1.000000e+00, float 0.000000e+00
  %437 = fmul float %434, %436
  %438 = fcmp ogt float %437, %432
  %max150 = select i1 %438, float %437, float %432
  %439 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %440 = fsub float %427, %439
  %441 = fcmp olt float %440, -1.040000e+02
  %442 = select i1 %441, float -1.040000e+02, float %440
  %443 = fcmp olt float 8.900000e+01, %442
  %444 = select i1 %443, float 8.900000e+01, float %442
  %445 = fmul float %444, 0x3FF7154760000000
  %446 = fadd float %445, 0x4168000000000000
  %447 = fsub float %446, 0x4168000000000000
  %448 = bitcast float %446 to i32
  %449 = sub i32 %448, 1262485504
  %450 = fmul float %447, 0x3FE62E4000000000
  %451 = fsub float %444, %450
  %452 = fmul float %447, 0x3EB7F7D1C0000000
  %453 = fsub float %451, %452
  %454 = fmul float %453, %453
  %455 = fmul float %454, 0x3E66376980000000
  %456 = fadd float 0xBEBBBD41C0000000, %455
  %457 = fmul float %454, %456
  %458 = fadd float 0x3F11566AA0000000, %457
  %459 = fmul float %454, %458
  %460 = fadd float 0xBF66C16C20000000, %459
  %461 = fmul float %454, %460
  %462 = fadd float 0x3FC5555560000000, %461
  %463 = fmul float %454, %462
  %464 = fsub float %453, %463
  %465 = fmul float %453, %464
  %466 = fsub float 2.000000e+00, %464
  %467 = fdiv float %465, %466
  %468 = fsub float %452, %467
  %469 = fsub float %468, %451
  %470 = fsub float 1.000000e+00, %469
  %471 = add i32 %449, 256
  %472 = lshr i32 %471, 1
  %473 = sub i32 %472, 1
  %474 = add i32 %449, 255
  %475 = sub i32 %474, %472
  %476 = shl i32 %473, 23
  %477 = shl i32 %475, 23
  %478 = bitcast i32 %476 to float
  %479 = bitcast i32 %477 to float
  %480 = fmul float %470, %478
  %481 = fmul float %480, %479
  %482 = fcmp uno float %440, %440
  %483 = select i1 %482, float 0x7FF8000000000000, float %481
  %484 = fcmp une float %max150, 0.000000e+00
  %485 = select i1 %484, float %483, float 0.000000e+00
  %486 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature145
  store float %485, ptr addrspace(3) %486, align 4
  br label %slot.done148

slot.done148:                                     ; preds = %slot.then147, %fold.done134
  %feature151 = add i64 %lane, 1024
  %valid152 = icmp ult i64 %feature151, %n_features
  %487 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid152, label %slot.then153, label %slot.done154

slot.then153:                                     ; preds = %slot.done148
  %488 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature151
  %489 = load float, ptr addrspace(1) %488, align 4
  %490 = fmul float %489, %inv_t
  %491 = fadd float %489, 0.000000e+00
  %492 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %493 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature155 = uitofp i64 %feature151 to float
  %494 = fcmp ogt float %491, %492
  %495 = select i1 %494, float 1.000000e+00, float 0.000000e+00
  %496 = fcmp oeq float %491, %492
  %497 = select i1 %496, float 1.000000e+00, float 0.000000e+00
  %498 = fcmp ole float %feature155, %493
  %499 = select i1 %498, float 1.000000e+00, float 0.000000e+00
  %500 = fmul float %497, %499
  %501 = fcmp ogt float %500, %495
  %max156 = select i1 %501, float %500, float %495
  %502 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %503 = fsub float %490, %502
  %504 = fcmp olt float %503, -1.040000e+02
  %505 = select i1 %504, float -1.040000e+02, float %503
  %506 = fcmp olt float 8.900000e+01, %505
  %507 = select i1 %506, float 8.900000e+01, float %505
  %508 = fmul float %507, 0x3FF7154760000000
  %509 = fadd float %508, 0x4168000000000000
  %510 = fsub float %509, 0x4168000000000000
  %511 = bitcast float %509 to i32
  %512 = sub i32 %511, 1262485504
  %513 = fmul float %510, 0x3FE62E4000000000
  %514 = fsub float %507, %513
  %515 = fmul float %510, 0x3EB7F7D1C0000000
  %516 = fsub float %514, %515
  %517 = fmul float %516, %516
  %518 = fmul float %517, 0x3E66376980000000
  %519 = fadd float 0xBEBBBD41C0000000, %518
  %520 = fmul float %517, %519
  %521 = fadd float 0x3F11566AA0000000, %520
  %522 = fmul float %517, %521
  %523 = fadd float 0xBF66C16C20000000, %522
  %524 = fmul float %517, %523
  %525 = fadd float 0x3FC5555560000000, %524
  %526 = fmul float %517, %525
  %527 = fsub float %516, %526
  %528 = fmul float %516, %527
  %529 = fsub float 2.000000e+00, %527
  %530 = fdiv float %528, %529
  %531 = fsub float %515, %530
  %532 = fsub float %531, %514
  %533 = fsub float 1.000000e+00, %532
  %534 = add i32 %512, 256
  %535 = lshr i32 %534, 1
  %536 = sub i32 %535, 1
  %537 = add i32 %512, 255
  %538 = sub i32 %537, %535
  %539 = shl i32 %536, 23
  %540 = shl i32 %538, 23
  %541 = bitcast i32 %539 to float
  %542 = bitcast i32 %540 to float
  %543 = fmul float %533, %541
  %544 = fmul float %543, %542
  %545 = fcmp uno float %503, %503
  %546 = select i1 %545, float 0x7FF8000000000000, float %544
  %547 = fcmp une float %max156, 0.000000e+00
  %548 = select i1 %547, float %546, float 0.000000e+00
  %549 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature151
  store float %548, ptr addrspace(3) %549, align 4
  br label %slot.done154

slot.done154:                                     ; preds = %slot.then153, %slot.done148
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then157, label %fold.done158

fold.then157:                                     ; preds = %slot.done154
  store float 0.000000e+00, ptr %fold_value159, align 4
  store i64 0, ptr %fold_index160, align 8
  store i64 0, ptr %pairwise_depth163, align 8
  br label %fold.header164

fold.done158:                                     ; preds = %fold.exit166, %slot.done154
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature168 = add i64 %lane, 0
  %valid169 = icmp ult i64 %feature168, %n_features
  %550 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid169, label %slot.then170, label %slot.done171

fold.header164:                                   ; preds = %fold.body165, %fold.then157
  %fold167 = phi i64 [ 0, %fold.then157 ], [ %556, %fold.body165 ]
  %551 = icmp ult i64 %fold167, %n_features
  br i1 %551, label %fold.body165, label %fold.exit166

fold.body165:                                     ; preds = %fold.header164
  %552 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold167
  %553 = load float, ptr addrspace(3) %552, align 4
  %554 = load float, ptr %fold_value159, align 4
  %555 = fadd float %553, %554
  store float %555, ptr %fold_value159, align 4
  %556 = add i64 %fold167, 1
  br label %fold.header164

fold.exit166:                                     ; preds = %fold.header164
  %557 = load float, ptr %fold_value159, align 4
  store float %557, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  br label %fold.done158

slot.then170:                                     ; preds = %fold.done158
  %558 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature168
  %559 = load float, ptr addrspace(1) %558, align 4
  %560 = fmul float %559, %inv_t
  %561 = fadd float %559, 0.000000e+00
  %562 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %563 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature172 = uitofp i64 %feature168 to float
  %564 = fcmp ogt float %561, %562
  %565 = select i1 %564, float 1.000000e+00, float 0.000000e+00
  %566 = fcmp oeq float %561, %562
  %567 = select i1 %566, float 1.000000e+00, float 0.000000e+00
  %568 = fcmp ole float %feature172, %563
  %569 = select i1 %568, float 1.000000e+00, float 0.000000e+00
  %570 = fmul float %567, %569
  %571 = fcmp ogt float %570, %565
  %max173 = select i1 %571, float %570, float %565
  %572 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %573 = fsub float %560, %572
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
  %617 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %618 = fdiv float %616, %617
  %619 = fcmp une float %max173, 0.000000e+00
  %620 = select i1 %619, float %618, float -1.000000e+00
  %621 = fcmp une float %max173, 0.000000e+00
  %622 = select i1 %621, float %618, float 0.000000e+00
  %623 = fcmp oge float %top_p, 1.000000e+00
  %624 = select i1 %623, float 1.000000e+00, float 0.000000e+00
  %625 = icmp ne i32 %greedy, 0
  %greedy174 = select i1 %625, float 1.000000e+00, float 0.000000e+00
  %626 = fcmp ogt float %greedy174, %624
  %max175 = select i1 %626, float %greedy174, float %624
  %627 = fcmp une float %max175, 0.000000e+00
  %628 = select i1 %627, float 0x7FF0000000000000, float %top_p
  %629 = fadd float %620, 0.000000e+00
  %630 = bitcast float %629 to i32
  %631 = icmp ult i32 2147483647, %630
  %632 = xor i32 %630, -1
  %633 = or i32 %630, -2147483648
  %634 = select i1 %631, i32 %632, i32 %633
  %635 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature168
  store i32 %634, ptr addrspace(3) %635, align 4
  %636 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature168
  store float %622, ptr addrspace(3) %636, align 4
  br label %slot.done171

slot.done171:                                     ; preds = %slot.then170, %fold.done158
  %feature176 = add i64 %lane, 1024
  %valid177 = icmp ult i64 %feature176, %n_features
  %637 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid177, label %slot.then178, label %slot.done179

slot.then178:                                     ; preds = %slot.done171
  %638 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature176
  %639 = load float, ptr addrspace(1) %638, align 4
  %640 = fmul float %639, %inv_t
  %641 = fadd float %639, 0.000000e+00
  %642 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %643 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature180 = uitofp i64 %feature176 to float
  %644 = fcmp ogt float %641, %642
  %645 = select i1 %644, float 1.000000e+00, float 0.000000e+00
  %646 = fcmp oeq float %641, %642
  %647 = select i1 %646, float 1.000000e+00, float 0.000000e+00
  %648 = fcmp ole float %feature180, %643
  %649 = select i1 %648, float 1.000000e+00, float 0.000000e+00
  %650 = fmul float %647, %649
  %651 = fcmp ogt float %650, %645
  %max181 = select i1 %651, float %650, float %645
  %652 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %653 = fsub float %640, %652
  %654 = fcmp olt float %653, -1.040000e+02
  %655 = select i1 %654, float -1.040000e+02, float %653
  %656 = fcmp olt float 8.900000e+01, %655
  %657 = select i1 %656, float 8.900000e+01, float %655
  %658 = fmul float %657, 0x3FF7154760000000
  %659 = fadd float %658, 0x4168000000000000
  %660 = fsub float %659, 0x4168000000000000
  %661 = bitcast float %659 to i32
  %662 = sub i32 %661, 1262485504
  %663 = fmul float %660, 0x3FE62E4000000000
  %664 = fsub float %657, %663
  %665 = fmul float %660, 0x3EB7F7D1C0000000
  %666 = fsub float %664, %665
  %667 = fmul float %666, %666
  %668 = fmul float %667, 0x3E66376980000000
  %669 = fadd float 0xBEBBBD41C0000000, %668
  %670 = fmul float %667, %669
  %671 = fadd float 0x3F11566AA0000000, %670
  %672 = fmul float %667, %671
  %673 = fadd float 0xBF66C16C20000000, %672
  %674 = fmul float %667, %673
  %675 = fadd float 0x3FC5555560000000, %674
  %676 = fmul float %667, %675
  %677 = fsub float %666, %676
  %678 = fmul float %666, %677
  %679 = fsub float 2.000000e+00, %677
  %680 = fdiv float %678, %679
  %681 = fsub float %665, %680
  %682 = fsub float %681, %664
  %683 = fsub float 1.000000e+00, %682
  %684 = add i32 %662, 256
  %685 = lshr i32 %684, 1
  %686 = sub i32 %685, 1
  %687 = add i32 %662, 255
  %688 = sub i32 %687, %685
  %689 = shl i32 %686, 23
  %690 = shl i32 %688, 23
  %691 = bitcast i32 %689 to float
  %692 = bitcast i32 %690 to float
  %693 = fmul float %683, %691
  %694 = fmul float %693, %692
  %695 = fcmp uno float %653, %653
  %696 = select i1 %695, float 0x7FF8000000000000, float %694
  %697 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %698 = fdiv float %696, %697
  %699 = fcmp une float %max181, 0.000000e+00
  %700 = select i1 %699, float %698, float -1.000000e+00
  %701 = fcmp une float %max181, 0.000000e+00
  %702 = select i1 %701, float %698, float 0.000000e+00
  %703 = fcmp oge float %top_p, 1.000000e+00
  %704 = select i1 %703, float 1.000000e+00, float 0.000000e+00
  %705 = icmp ne i32 %greedy, 0
  %greedy182 = select i1 %705, float 1.000000e+00, float 0.000000e+00
  %706 = fcmp ogt float %greedy182, %704
  %max183 = select i1 %706, float %greedy182, float %704
  %707 = fcmp une float %max183, 0.000000e+00
  %708 = select i1 %707, float 0x7FF0000000000000, float %top_p
  %709 = fadd float %700, 0.000000e+00
  %710 = bitcast float %709 to i32
  %711 = icmp ult i32 2147483647, %710
  %712 = xor i32 %710, -1
  %713 = or i32 %710, -2147483648
  %714 = select i1 %711, i32 %712, i32 %713
  %715 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature176
  store i32 %714, ptr addrspace(3) %715, align 4
  %716 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature176
  store float %702, ptr addrspace(3) %716, align 4
  br label %slot.done179

slot.done179:                                     ; preds = %slot.then178, %slot.done171
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature184 = add i64 %lane, 0
  %valid185 = icmp ult i64 %feature184, %n_features
  %717 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then186, label %search.done187

search.then186:                                   ; preds = %slot.done179
  %718 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %719 = load float, ptr addrspace(1) %718, align 4
  %720 = fmul float %719, %inv_t
  %721 = fadd float %719, 0.000000e+00
  %722 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %723 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %724 = fcmp ogt float %721, %722
  %725 = select i1 %724, float 1.000000e+00, float 0.000000e+00
  %726 = fcmp oeq float %721, %722
  %727 = select i1 %726, float 1.000000e+00, float 0.000000e+00
  %728 = fcmp ole float 0.000000e+00, %723
  %729 = select i1 %728, float 1.000000e+00, float 0.000000e+00
  %730 = fmul float %727, %729
  %731 = fcmp ogt float %730, %725
  %max188 = select i1 %731, float %730, float %725
  %732 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %733 = fsub float %720, %732
  %734 = fcmp olt float %733, -1.040000e+02
  %735 = select i1 %734, float -1.040000e+02, float %733
  %736 = fcmp olt float 8.900000e+01, %735
  %737 = select i1 %736, float 8.900000e+01, float %735
  %738 = fmul float %737, 0x3FF7154760000000
  %739 = fadd float %738, 0x4168000000000000
  %740 = fsub float %739, 0x4168000000000000
  %741 = bitcast float %739 to i32
  %742 = sub i32 %741, 1262485504
  %743 = fmul float %740, 0x3FE62E4000000000
  %744 = fsub float %737, %743
  %745 = fmul float %740, 0x3EB7F7D1C0000000
  %746 = fsub float %744, %745
  %747 = fmul float %746, %746
  %748 = fmul float %747, 0x3E66376980000000
  %749 = fadd float 0xBEBBBD41C0000000, %748
  %750 = fmul float %747, %749
  %751 = fadd float 0x3F11566AA0000000, %750
  %752 = fmul float %747, %751
  %753 = fadd float 0xBF66C16C20000000, %752
  %754 = fmul float %747, %753
  %755 = fadd float 0x3FC5555560000000, %754
  %756 = fmul float %747, %755
  %757 = fsub float %746, %756
  %758 = fmul float %746, %757
  %759 = fsub float 2.000000e+00, %757
  %760 = fdiv float %758, %759
  %761 = fsub float %745, %760
  %762 = fsub float %761, %744
  %763 = fsub float 1.000000e+00, %762
  %764 = add i32 %742, 256
  %765 = lshr i32 %764, 1
  %766 = sub i32 %765, 1
  %767 = add i32 %742, 255
  %768 = sub i32 %767, %765
  %769 = shl i32 %766, 23
  %770 = shl i32 %768, 23
  %771 = bitcast i32 %769 to float
  %772 = bitcast i32 %770 to float
  %773 = fmul float %763, %771
  %774 = fmul float %773, %772
  %775 = fcmp uno float %733, %733
  %776 = select i1 %775, float 0x7FF8000000000000, float %774
  %777 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %778 = fdiv float %776, %777
  %779 = fcmp une float %max188, 0.000000e+00
  %780 = select i1 %779, float %778, float -1.000000e+00
  %781 = fcmp une float %max188, 0.000000e+00
  %782 = select i1 %781, float %778, float 0.000000e+00
  %783 = fcmp oge float %top_p, 1.000000e+00
  %784 = select i1 %783, float 1.000000e+00, float 0.000000e+00
  %785 = icmp ne i32 %greedy, 0
  %greedy189 = select i1 %785, float 1.000000e+00, float 0.000000e+00
  %786 = fcmp ogt float %greedy189, %784
  %max190 = select i1 %786, float %greedy189, float %784
  %787 = fcmp une float %max190, 0.000000e+00
  %788 = select i1 %787, float 0x7FF0000000000000, float %top_p
  store float 0xFFF0000000000000, ptr %search_value191, align 4
  store float 0x7FF0000000000000, ptr %search_index192, align 4
  store float 0.000000e+00, ptr %fold_value193, align 4
  store i64 0, ptr %fold_index194, align 8
  store i64 0, ptr %pairwise_depth197, align 8
  br label %search.feature.header198

search.done187:                                   ; preds = %search.done204, %slot.done179
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature241 = add i64 %lane, 0
  %valid242 = icmp ult i64 %feature241, %n_features
  %789 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid242, label %slot.then243, label %slot.done244

search.feature.header198:                         ; preds = %search.feature.body199, %search.then186
  %search.feature201 = phi i64 [ 0, %search.then186 ], [ %798, %search.feature.body199 ]
  %790 = icmp ult i64 %search.feature201, %n_features
  br i1 %790, label %search.feature.body199, label %search.feature.exit200

search.feature.body199:                           ; preds = %search.feature.header198
  %791 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature201
  %792 = load i32, ptr addrspace(3) %791, align 4
  %793 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature201
  %794 = load float, ptr addrspace(3) %793, align 4
  %795 = select i1 true, float %794, float 0.000000e+00
  %796 = load float, ptr %fold_value193, align 4
  %797 = fadd float %795, %796
  store float %797, ptr %fold_value193, align 4
  %798 = add i64 %search.feature201, 1
  br label %search.feature.header198

search.feature.exit200:                           ; preds = %search.feature.header198
  %799 = load float, ptr %fold_value193, align 4
  %800 = fcmp ogt float %788, 0.000000e+00
  %801 = fcmp oge float %799, %788
  %search.run202 = and i1 %801, %800
  br i1 %search.run202, label %search.then203, label %search.done204

search.then203:                                   ; preds = %search.feature.exit200
  store i32 0, ptr %search_hi205, align 4
  br label %search.key_bit.header206

search.done204:                                   ; preds = %search.index_bit.exit227, %search.feature.exit200
  %802 = load float, ptr %search_value191, align 4
  %803 = load float, ptr %search_index192, align 4
  store float %802, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  store float %803, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  br label %search.done187

search.key_bit.header206:                         ; preds = %search.feature.exit218, %search.then203
  %search.key_bit209 = phi i64 [ 0, %search.then203 ], [ %824, %search.feature.exit218 ]
  %804 = icmp ult i64 %search.key_bit209, 32
  br i1 %804, label %search.key_bit.body207, label %search.key_bit.exit208

search.key_bit.body207:                           ; preds = %search.key_bit.header206
  %805 = sub i64 31, %search.key_bit209
  %806 = trunc i64 %805 to i32
  %807 = shl i32 1, %806
  %808 = load i32, ptr %search_hi205, align 4
  %candidate210 = or i32 %808, %807
  store float 0.000000e+00, ptr %fold_value211, align 4
  store i64 0, ptr %fold_index212, align 8
  store i64 0, ptr %pairwise_depth215, align 8
  br label %search.feature.header216

search.key_bit.exit208:                           ; preds = %search.key_bit.header206
  %hi220 = load i32, ptr %search_hi205, align 4
  %809 = sub i64 %n_features, 1
  %ctlz221 = call i64 @llvm.ctlz.i64(i64 %809, i1 false)
  %index_bits222 = sub i64 64, %ctlz221
  %810 = shl i64 1, %index_bits222
  %mask223 = sub i64 %810, 1
  store i64 0, ptr %search_lo224, align 8
  br label %search.index_bit.header225

search.feature.header216:                         ; preds = %search.feature.body217, %search.key_bit.body207
  %search.feature219 = phi i64 [ 0, %search.key_bit.body207 ], [ %820, %search.feature.body217 ]
  %811 = icmp ult i64 %search.feature219, %n_features
  br i1 %811, label %search.feature.body217, label %search.feature.exit218

search.feature.body217:                           ; preds = %search.feature.header216
  %812 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature219
  %813 = load i32, ptr addrspace(3) %812, align 4
  %814 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature219
  %815 = load float, ptr addrspace(3) %814, align 4
  %816 = icmp uge i32 %813, %candidate210
  %817 = select i1 %816, float %815, float 0.000000e+00
  %818 = load float, ptr %fold_value211, align 4
  %819 = fadd float %817, %818
  store float %819, ptr %fold_value211, align 4
  %820 = add i64 %search.feature219, 1
  br label %search.feature.header216

search.feature.exit218:                           ; preds = %search.feature.header216
  %821 = load float, ptr %fold_value211, align 4
  %822 = fcmp oge float %821, %788
  %823 = select i1 %822, i32 %candidate210, i32 %808
  store i32 %823, ptr %search_hi205, align 4
  %824 = add i64 %search.key_bit209, 1
  br label %search.key_bit.header206

search.index_bit.header225:                       ; preds = %search.feature.exit237, %search.key_bit.exit208
  %search.index_bit228 = phi i64 [ 0, %search.key_bit.exit208 ], [ %855, %search.feature.exit237 ]
  %825 = icmp ult i64 %search.index_bit228, %index_bits222
  br i1 %825, label %search.index_bit.body226, label %search.index_bit.exit227

search.index_bit.body226:                         ; preds = %search.index_bit.header225
  %826 = sub i64 %index_bits222, 1
  %827 = sub i64 %826, %search.index_bit228
  %828 = shl i64 1, %827
  %829 = load i64, ptr %search_lo224, align 8
  %candidate229 = or i64 %829, %828
  store float 0.000000e+00, ptr %fold_value230, align 4
  store i64 0, ptr %fold_index231, align 8
  store i64 0, ptr %pairwise_depth234, align 8
  br label %search.feature.header235

search.index_bit.exit227:                         ; preds = %search.index_bit.header225
  %lo239 = load i64, ptr %search_lo224, align 8
  %830 = and i32 %hi220, -2147483648
  %831 = icmp ne i32 %830, 0
  %832 = and i32 %hi220, 2147483647
  %833 = xor i32 %hi220, -1
  %834 = select i1 %831, i32 %832, i32 %833
  %835 = bitcast i32 %834 to float
  store float %835, ptr %search_value191, align 4
  %836 = sub i64 %mask223, %lo239
  %search_index240 = uitofp i64 %836 to float
  store float %search_index240, ptr %search_index192, align 4
  br label %search.done204

search.feature.header235:                         ; preds = %search.feature.body236, %search.index_bit.body226
  %search.feature238 = phi i64 [ 0, %search.index_bit.body226 ], [ %851, %search.feature.body236 ]
  %837 = icmp ult i64 %search.feature238, %n_features
  br i1 %837, label %search.feature.body236, label %search.feature.exit237

search.feature.body236:                           ; preds = %search.feature.header235
  %838 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature238
  %839 = load i32, ptr addrspace(3) %838, align 4
  %840 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature238
  %841 = load float, ptr addrspace(3) %840, align 4
  %842 = icmp ugt i32 %839, %hi220
  %843 = icmp eq i32 %839, %hi220
  %844 = sub i64 %mask223, %search.feature238
  %845 = icmp uge i64 %844, %candidate229
  %846 = and i1 %843, %845
  %847 = or i1 %842, %846
  %848 = select i1 %847, float %841, float 0.000000e+00
  %849 = load float, ptr %fold_value230, align 4
  %850 = fadd float %848, %849
  store float %850, ptr %fold_value230, align 4
  %851 = add i64 %search.feature238, 1
  br label %search.feature.header235

search.feature.exit237:                           ; preds = %search.feature.header235
  %852 = load float, ptr %fold_value230, align 4
  %853 = fcmp oge float %852, %788
  %854 = select i1 %853, i64 %candidate229, i64 %829
  store i64 %854, ptr %search_lo224, align 8
  %855 = add i64 %search.index_bit228, 1
  br label %search.index_bit.header225

slot.then243:                                     ; preds = %search.done187
  %856 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature241
  %857 = load float, ptr addrspace(1) %856, align 4
  %858 = fmul float %857, %inv_t
  %859 = fadd float %857, 0.000000e+00
  %860 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %861 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature245 = uitofp i64 %feature241 to float
  %862 = fcmp ogt float %859, %860
  %863 = select i1 %862, float 1.000000e+00, float 0.000000e+00
  %864 = fcmp oeq float %859, %860
  %865 = select i1 %864, float 1.000000e+00, float 0.000000e+00
  %866 = fcmp ole float %feature245, %861
  %867 = select i1 %866, float 1.000000e+00, float 0.000000e+00
  %868 = fmul float %865, %867
  %869 = fcmp ogt float %868, %863
  %max246 = select i1 %869, float %868, float %863
  %870 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %871 = fsub float %858, %870
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
  %915 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %916 = fdiv float %914, %915
  %917 = fcmp une float %max246, 0.000000e+00
  %918 = select i1 %917, float %916, float -1.000000e+00
  %919 = fadd float %918, 0.000000e+00
  %920 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  %921 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  %feature247 = uitofp i64 %feature241 to float
  %922 = fcmp ogt float %919, %920
  %923 = select i1 %922, float 1.000000e+00, float 0.000000e+00
  %924 = fcmp oeq float %919, %920
  %925 = select i1 %924, float 1.000000e+00, float 0.000000e+00
  %926 = fcmp ole float %feature247, %921
  %927 = select i1 %926, float 1.000000e+00, float 0.000000e+00
  %928 = fmul float %925, %927
  %929 = fcmp ogt float %928, %923
  %max248 = select i1 %929, float %928, float %923
  %930 = fmul float %max246, %max248
  %931 = trunc i64 %key0 to i32
  %932 = lshr i64 %key0, 32
  %933 = trunc i64 %932 to i32
  %934 = trunc i64 %feature241 to i32
  %935 = trunc i64 %row to i32
  %936 = trunc i64 %key1 to i32
  %937 = lshr i64 %key1, 32
  %938 = trunc i64 %937 to i32
  %939 = zext i32 %934 to i64
  %940 = mul i64 3528531795, %939
  %941 = zext i32 %936 to i64
  %942 = mul i64 3449720151, %941
  %943 = lshr i64 %940, 32
  %944 = trunc i64 %943 to i32
  %945 = trunc i64 %940 to i32
  %946 = lshr i64 %942, 32
  %947 = trunc i64 %946 to i32
  %948 = trunc i64 %942 to i32
  %949 = xor i32 %947, %935
  %950 = xor i32 %949, %931
  %951 = xor i32 %944, %938
  %952 = xor i32 %951, %933
  %953 = add i32 %931, -1640531527
  %954 = add i32 %933, -1150833019
  %955 = zext i32 %950 to i64
  %956 = mul i64 3528531795, %955
  %957 = zext i32 %952 to i64
  %958 = mul i64 3449720151, %957
  %959 = lshr i64 %956, 32
  %960 = trunc i64 %959 to i32
  %961 = trunc i64 %956 to i32
  %962 = lshr i64 %958, 32
  %963 = trunc i64 %962 to i32
  %964 = trunc i64 %958 to i32
  %965 = xor i32 %963, %948
  %966 = xor i32 %965, %953
  %967 = xor i32 %960, %945
  %968 = xor i32 %967, %954
  %969 = add i32 %953, -1640531527
  %970 = add i32 %954, -1150833019
  %971 = zext i32 %966 to i64
  %972 = mul i64 3528531795, %971
  %973 = zext i32 %968 to i64
  %974 = mul i64 3449720151, %973
  %975 = lshr i64 %972, 32
  %976 = trunc i64 %975 to i32
  %977 = trunc i64 %972 to i32
  %978 = lshr i64 %974, 32
  %979 = trunc i64 %978 to i32
  %980 = trunc i64 %974 to i32
  %981 = xor i32 %979, %964
  %982 = xor i32 %981, %969
  %983 = xor i32 %976, %961
  %984 = xor i32 %983, %970
  %985 = add i32 %969, -1640531527
  %986 = add i32 %970, -1150833019
  %987 = zext i32 %982 to i64
  %988 = mul i64 3528531795, %987
  %989 = zext i32 %984 to i64
  %990 = mul i64 3449720151, %989
  %991 = lshr i64 %988, 32
  %992 = trunc i64 %991 to i32
  %993 = trunc i64 %988 to i32
  %994 = lshr i64 %990, 32
  %995 = trunc i64 %994 to i32
  %996 = trunc i64 %990 to i32
  %997 = xor i32 %995, %980
  %998 = xor i32 %997, %985
  %999 = xor i32 %992, %977
  %1000 = xor i32 %999, %986
  %1001 = add i32 %985, -1640531527
  %1002 = add i32 %986, -1150833019
  %1003 = zext i32 %998 to i64
  %1004 = mul i64 3528531795, %1003
  %1005 = zext i32 %1000 to i64
  %1006 = mul i64 3449720151, %1005
  %1007 = lshr i64 %1004, 32
  %1008 = trunc i64 %1007 to i32
  %1009 = trunc i64 %1004 to i32
  %1010 = lshr i64 %1006, 32
  %1011 = trunc i64 %1010 to i32
  %1012 = trunc i64 %1006 to i32
  %1013 = xor i32 %1011, %996
  %1014 = xor i32 %1013, %1001
  %1015 = xor i32 %1008, %993
  %1016 = xor i32 %1015, %1002
  %1017 = add i32 %1001, -1640531527
  %1018 = add i32 %1002, -1150833019
  %1019 = zext i32 %1014 to i64
  %1020 = mul i64 3528531795, %1019
  %1021 = zext i32 %1016 to i64
  %1022 = mul i64 3449720151, %1021
  %1023 = lshr i64 %1020, 32
  %1024 = trunc i64 %1023 to i32
  %1025 = trunc i64 %1020 to i32
  %1026 = lshr i64 %1022, 32
  %1027 = trunc i64 %1026 to i32
  %1028 = trunc i64 %1022 to i32
  %1029 = xor i32 %1027, %1012
  %1030 = xor i32 %1029, %1017
  %1031 = xor i32 %1024, %1009
  %1032 = xor i32 %1031, %1018
  %1033 = add i32 %1017, -1640531527
  %1034 = add i32 %1018, -1150833019
  %1035 = zext i32 %1030 to i64
  %1036 = mul i64 3528531795, %1035
  %1037 = zext i32 %1032 to i64
  %1038 = mul i64 3449720151, %1037
  %1039 = lshr i64 %1036, 32
  %1040 = trunc i64 %1039 to i32
  %1041 = trunc i64 %1036 to i32
  %1042 = lshr i64 %1038, 32
  %1043 = trunc i64 %1042 to i32
  %1044 = trunc i64 %1038 to i32
  %1045 = xor i32 %1043, %1028
  %1046 = xor i32 %1045, %1033
  %1047 = xor i32 %1040, %1025
  %1048 = xor i32 %1047, %1034
  %1049 = add i32 %1033, -1640531527
  %1050 = add i32 %1034, -1150833019
  %1051 = zext i32 %1046 to i64
  %1052 = mul i64 3528531795, %1051
  %1053 = zext i32 %1048 to i64
  %1054 = mul i64 3449720151, %1053
  %1055 = lshr i64 %1052, 32
  %1056 = trunc i64 %1055 to i32
  %1057 = trunc i64 %1052 to i32
  %1058 = lshr i64 %1054, 32
  %1059 = trunc i64 %1058 to i32
  %1060 = trunc i64 %1054 to i32
  %1061 = xor i32 %1059, %1044
  %1062 = xor i32 %1061, %1049
  %1063 = xor i32 %1056, %1041
  %1064 = xor i32 %1063, %1050
  %1065 = add i32 %1049, -1640531527
  %1066 = add i32 %1050, -1150833019
  %1067 = zext i32 %1062 to i64
  %1068 = mul i64 3528531795, %1067
  %1069 = zext i32 %1064 to i64
  %1070 = mul i64 3449720151, %1069
  %1071 = lshr i64 %1068, 32
  %1072 = trunc i64 %1071 to i32
  %1073 = trunc i64 %1068 to i32
  %1074 = lshr i64 %1070, 32
  %1075 = trunc i64 %1074 to i32
  %1076 = trunc i64 %1070 to i32
  %1077 = xor i32 %1075, %1060
  %1078 = xor i32 %1077, %1065
  %1079 = xor i32 %1072, %1057
  %1080 = xor i32 %1079, %1066
  %1081 = add i32 %1065, -1640531527
  %1082 = add i32 %1066, -1150833019
  %1083 = zext i32 %1078 to i64
  %1084 = mul i64 3528531795, %1083
  %1085 = zext i32 %1080 to i64
  %1086 = mul i64 3449720151, %1085
  %1087 = lshr i64 %1084, 32
  %1088 = trunc i64 %1087 to i32
  %1089 = trunc i64 %1084 to i32
  %1090 = lshr i64 %1086, 32
  %1091 = trunc i64 %1090 to i32
  %1092 = trunc i64 %1086 to i32
  %1093 = xor i32 %1091, %1076
  %1094 = xor i32 %1093, %1081
  %1095 = xor i32 %1088, %1073
  %1096 = xor i32 %1095, %1082
  %1097 = uitofp i32 %1094 to double
  %1098 = fadd double %1097, 5.000000e-01
  %1099 = fmul double %1098, 0x3DF0000000000000
  %1100 = fcmp olt double %1099, 0x10000000000000
  %1101 = fmul double %1099, 0x4350000000000000
  %1102 = select i1 %1100, double %1101, double %1099
  %1103 = select i1 %1100, i64 1077, i64 1023
  %1104 = bitcast double %1102 to i64
  %1105 = lshr i64 %1104, 32
  %1106 = add i64 %1105, 614242
  %1107 = lshr i64 %1106, 20
  %1108 = sub i64 %1107, %1103
  %1109 = and i64 %1106, 1048575
  %1110 = add i64 %1109, 1072079006
  %1111 = shl i64 %1110, 32
  %1112 = and i64 %1104, 4294967295
  %1113 = or i64 %1111, %1112
  %1114 = bitcast i64 %1113 to double
  %1115 = fsub double %1114, 1.000000e+00
  %1116 = fmul double 5.000000e-01, %1115
  %1117 = fmul double %1116, %1115
  %1118 = fadd double 2.000000e+00, %1115
  %1119 = fdiv double %1115, %1118
  %1120 = fmul double %1119, %1119
  %1121 = fmul double %1120, %1120
  %1122 = fmul double %1121, 0x3FC39A09D078C69F
  %1123 = fadd double 0x3FCC71C51D8E78AF, %1122
  %1124 = fmul double %1121, %1123
  %1125 = fadd double 0x3FD999999997FA04, %1124
  %1126 = fmul double %1121, %1125
  %1127 = fmul double %1121, 0x3FC2F112DF3E5244
  %1128 = fadd double 0x3FC7466496CB03DE, %1127
  %1129 = fmul double %1121, %1128
  %1130 = fadd double 0x3FD2492494229359, %1129
  %1131 = fmul double %1121, %1130
  %1132 = fadd double 0x3FE5555555555593, %1131
  %1133 = fmul double %1120, %1132
  %1134 = fadd double %1133, %1126
  %1135 = sitofp i64 %1108 to double
  %1136 = fadd double %1117, %1134
  %1137 = fmul double %1119, %1136
  %1138 = fmul double %1135, 0x3DEA39EF35793C76
  %1139 = fadd double %1137, %1138
  %1140 = fsub double %1139, %1117
  %1141 = fadd double %1140, %1115
  %1142 = fmul double %1135, 0x3FE62E42FEE00000
  %1143 = fadd double %1141, %1142
  %1144 = fcmp oeq double %1099, 0x7FF0000000000000
  %1145 = select i1 %1144, double 0x7FF0000000000000, double %1143
  %1146 = fcmp oeq double %1099, 0.000000e+00
  %1147 = select i1 %1146, double 0xFFF0000000000000, double %1145
  %1148 = fcmp olt double %1099, 0.000000e+00
  %1149 = fcmp uno double %1099, %1099
  %1150 = or i1 %1148, %1149
  %1151 = select i1 %1150, double 0x7FF8000000000000, double %1147
  %1152 = fneg double %1151
  %1153 = fcmp olt double %1152, 0x10000000000000
  %1154 = fmul double %1152, 0x4350000000000000
  %1155 = select i1 %1153, double %1154, double %1152
  %1156 = select i1 %1153, i64 1077, i64 1023
  %1157 = bitcast double %1155 to i64
  %1158 = lshr i64 %1157, 32
  %1159 = add i64 %1158, 614242
  %1160 = lshr i64 %1159, 20
  %1161 = sub i64 %1160, %1156
  %1162 = and i64 %1159, 1048575
  %1163 = add i64 %1162, 1072079006
  %1164 = shl i64 %1163, 32
  %1165 = and i64 %1157, 4294967295
  %1166 = or i64 %1164, %1165
  %1167 = bitcast i64 %1166 to double
  %1168 = fsub double %1167, 1.000000e+00
  %1169 = fmul double 5.000000e-01, %1168
  %1170 = fmul double %1169, %1168
  %1171 = fadd double 2.000000e+00, %1168
  %1172 = fdiv double %1168, %1171
  %1173 = fmul double %1172, %1172
  %1174 = fmul double %1173, %1173
  %1175 = fmul double %1174, 0x3FC39A09D078C69F
  %1176 = fadd double 0x3FCC71C51D8E78AF, %1175
  %1177 = fmul double %1174, %1176
  %1178 = fadd double 0x3FD999999997FA04, %1177
  %1179 = fmul double %1174, %1178
  %1180 = fmul double %1174, 0x3FC2F112DF3E5244
  %1181 = fadd double 0x3FC7466496CB03DE, %1180
  %1182 = fmul double %1174, %1181
  %1183 = fadd double 0x3FD2492494229359, %1182
  %1184 = fmul double %1174, %1183
  %1185 = fadd double 0x3FE5555555555593, %1184
  %1186 = fmul double %1173, %1185
  %1187 = fadd double %1186, %1179
  %1188 = sitofp i64 %1161 to double
  %1189 = fadd double %1170, %1187
  %1190 = fmul double %1172, %1189
  %1191 = fmul double %1188, 0x3DEA39EF35793C76
  %1192 = fadd double %1190, %1191
  %1193 = fsub double %1192, %1170
  %1194 = fadd double %1193, %1168
  %1195 = fmul double %1188, 0x3FE62E42FEE00000
  %1196 = fadd double %1194, %1195
  %1197 = fcmp oeq double %1152, 0x7FF0000000000000
  %1198 = select i1 %1197, double 0x7FF0000000000000, double %1196
  %1199 = fcmp oeq double %1152, 0.000000e+00
  %1200 = select i1 %1199, double 0xFFF0000000000000, double %1198
  %1201 = fcmp olt double %1152, 0.000000e+00
  %1202 = fcmp uno double %1152, %1152
  %1203 = or i1 %1201, %1202
  %1204 = select i1 %1203, double 0x7FF8000000000000, double %1200
  %1205 = fneg double %1204
  %1206 = fptrunc double %1205 to float
  %1207 = fadd float %858, %1206
  %1208 = fcmp une float %930, 0.000000e+00
  %1209 = select i1 %1208, float %1207, float 0xFFF0000000000000
  %1210 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature241
  store float %1209, ptr addrspace(3) %1210, align 4
  br label %slot.done244

slot.done244:                                     ; preds = %slot.then243, %search.done187
  %feature249 = add i64 %lane, 1024
  %valid250 = icmp ult i64 %feature249, %n_features
  %1211 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid250, label %slot.then251, label %slot.done252

slot.then251:                                     ; preds = %slot.done244
  %1212 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature249
  %1213 = load float, ptr addrspace(1) %1212, align 4
  %1214 = fmul float %1213, %inv_t
  %1215 = fadd float %1213, 0.000000e+00
  %1216 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %1217 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature253 = uitofp i64 %feature249 to float
  %1218 = fcmp ogt float %1215, %1216
  %1219 = select i1 %1218, float 1.000000e+00, float 0.000000e+00
  %1220 = fcmp oeq float %1215, %1216
  %1221 = select i1 %1220, float 1.000000e+00, float 0.000000e+00
  %1222 = fcmp ole float %feature253, %1217
  %1223 = select i1 %1222, float 1.000000e+00, float 0.000000e+00
  %1224 = fmul float %1221, %1223
  %1225 = fcmp ogt float %1224, %1219
  %max254 = select i1 %1225, float %1224, float %1219
  %1226 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %1227 = fsub float %1214, %1226
  %1228 = fcmp olt float %1227, -1.040000e+02
  %1229 = select i1 %1228, float -1.040000e+02, float %1227
  %1230 = fcmp olt float 8.900000e+01, %1229
  %1231 = select i1 %1230, float 8.900000e+01, float %1229
  %1232 = fmul float %1231, 0x3FF7154760000000
  %1233 = fadd float %1232, 0x4168000000000000
  %1234 = fsub float %1233, 0x4168000000000000
  %1235 = bitcast float %1233 to i32
  %1236 = sub i32 %1235, 1262485504
  %1237 = fmul float %1234, 0x3FE62E4000000000
  %1238 = fsub float %1231, %1237
  %1239 = fmul float %1234, 0x3EB7F7D1C0000000
  %1240 = fsub float %1238, %1239
  %1241 = fmul float %1240, %1240
  %1242 = fmul float %1241, 0x3E66376980000000
  %1243 = fadd float 0xBEBBBD41C0000000, %1242
  %1244 = fmul float %1241, %1243
  %1245 = fadd float 0x3F11566AA0000000, %1244
  %1246 = fmul float %1241, %1245
  %1247 = fadd float 0xBF66C16C20000000, %1246
  %1248 = fmul float %1241, %1247
  %1249 = fadd float 0x3FC5555560000000, %1248
  %1250 = fmul float %1241, %1249
  %1251 = fsub float %1240, %1250
  %1252 = fmul float %1240, %1251
  %1253 = fsub float 2.000000e+00, %1251
  %1254 = fdiv float %1252, %1253
  %1255 = fsub float %1239, %1254
  %1256 = fsub float %1255, %1238
  %1257 = fsub float 1.000000e+00, %1256
  %1258 = add i32 %1236, 256
  %1259 = lshr i32 %1258, 1
  %1260 = sub i32 %1259, 1
  %1261 = add i32 %1236, 255
  %1262 = sub i32 %1261, %1259
  %1263 = shl i32 %1260, 23
  %1264 = shl i32 %1262, 23
  %1265 = bitcast i32 %1263 to float
  %1266 = bitcast i32 %1264 to float
  %1267 = fmul float %1257, %1265
  %1268 = fmul float %1267, %1266
  %1269 = fcmp uno float %1227, %1227
  %1270 = select i1 %1269, float 0x7FF8000000000000, float %1268
  %1271 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %1272 = fdiv float %1270, %1271
  %1273 = fcmp une float %max254, 0.000000e+00
  %1274 = select i1 %1273, float %1272, float -1.000000e+00
  %1275 = fadd float %1274, 0.000000e+00
  %1276 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  %1277 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  %feature255 = uitofp i64 %feature249 to float
  %1278 = fcmp ogt float %1275, %1276
  %1279 = select i1 %1278, float 1.000000e+00, float 0.000000e+00
  %1280 = fcmp oeq float %1275, %1276
  %1281 = select i1 %1280, float 1.000000e+00, float 0.000000e+00
  %1282 = fcmp ole float %feature255, %1277
  %1283 = select i1 %1282, float 1.000000e+00, float 0.000000e+00
  %1284 = fmul float %1281, %1283
  %1285 = fcmp ogt float %1284, %1279
  %max256 = select i1 %1285, float %1284, float %1279
  %1286 = fmul float %max254, %max256
  %1287 = trunc i64 %key0 to i32
  %1288 = lshr i64 %key0, 32
  %1289 = trunc i64 %1288 to i32
  %1290 = trunc i64 %feature249 to i32
  %1291 = trunc i64 %row to i32
  %1292 = trunc i64 %key1 to i32
  %1293 = lshr i64 %key1, 32
  %1294 = trunc i64 %1293 to i32
  %1295 = zext i32 %1290 to i64
  %1296 = mul i64 3528531795, %1295
  %1297 = zext i32 %1292 to i64
  %1298 = mul i64 3449720151, %1297
  %1299 = lshr i64 %1296, 32
  %1300 = trunc i64 %1299 to i32
  %1301 = trunc i64 %1296 to i32
  %1302 = lshr i64 %1298, 32
  %1303 = trunc i64 %1302 to i32
  %1304 = trunc i64 %1298 to i32
  %1305 = xor i32 %1303, %1291
  %1306 = xor i32 %1305, %1287
  %1307 = xor i32 %1300, %1294
  %1308 = xor i32 %1307, %1289
  %1309 = add i32 %1287, -1640531527
  %1310 = add i32 %1289, -1150833019
  %1311 = zext i32 %1306 to i64
  %1312 = mul i64 3528531795, %1311
  %1313 = zext i32 %1308 to i64
  %1314 = mul i64 3449720151, %1313
  %1315 = lshr i64 %1312, 32
  %1316 = trunc i64 %1315 to i32
  %1317 = trunc i64 %1312 to i32
  %1318 = lshr i64 %1314, 32
  %1319 = trunc i64 %1318 to i32
  %1320 = trunc i64 %1314 to i32
  %1321 = xor i32 %1319, %1304
  %1322 = xor i32 %1321, %1309
  %1323 = xor i32 %1316, %1301
  %1324 = xor i32 %1323, %1310
  %1325 = add i32 %1309, -1640531527
  %1326 = add i32 %1310, -1150833019
  %1327 = zext i32 %1322 to i64
  %1328 = mul i64 3528531795, %1327
  %1329 = zext i32 %1324 to i64
  %1330 = mul i64 3449720151, %1329
  %1331 = lshr i64 %1328, 32
  %1332 = trunc i64 %1331 to i32
  %1333 = trunc i64 %1328 to i32
  %1334 = lshr i64 %1330, 32
  %1335 = trunc i64 %1334 to i32
  %1336 = trunc i64 %1330 to i32
  %1337 = xor i32 %1335, %1320
  %1338 = xor i32 %1337, %1325
  %1339 = xor i32 %1332, %1317
  %1340 = xor i32 %1339, %1326
  %1341 = add i32 %1325, -1640531527
  %1342 = add i32 %1326, -1150833019
  %1343 = zext i32 %1338 to i64
  %1344 = mul i64 3528531795, %1343
  %1345 = zext i32 %1340 to i64
  %1346 = mul i64 3449720151, %1345
  %1347 = lshr i64 %1344, 32
  %1348 = trunc i64 %1347 to i32
  %1349 = trunc i64 %1344 to i32
  %1350 = lshr i64 %1346, 32
  %1351 = trunc i64 %1350 to i32
  %1352 = trunc i64 %1346 to i32
  %1353 = xor i32 %1351, %1336
  %1354 = xor i32 %1353, %1341
  %1355 = xor i32 %1348, %1333
  %1356 = xor i32 %1355, %1342
  %1357 = add i32 %1341, -1640531527
  %1358 = add i32 %1342, -1150833019
  %1359 = zext i32 %1354 to i64
  %1360 = mul i64 3528531795, %1359
  %1361 = zext i32 %1356 to i64
  %1362 = mul i64 3449720151, %1361
  %1363 = lshr i64 %1360, 32
  %1364 = trunc i64 %1363 to i32
  %1365 = trunc i64 %1360 to i32
  %1366 = lshr i64 %1362, 32
  %1367 = trunc i64 %1366 to i32
  %1368 = trunc i64 %1362 to i32
  %1369 = xor i32 %1367, %1352
  %1370 = xor i32 %1369, %1357
  %1371 = xor i32 %1364, %1349
  %1372 = xor i32 %1371, %1358
  %1373 = add i32 %1357, -1640531527
  %1374 = add i32 %1358, -1150833019
  %1375 = zext i32 %1370 to i64
  %1376 = mul i64 3528531795, %1375
  %1377 = zext i32 %1372 to i64
  %1378 = mul i64 3449720151, %1377
  %1379 = lshr i64 %1376, 32
  %1380 = trunc i64 %1379 to i32
  %1381 = trunc i64 %1376 to i32
  %1382 = lshr i64 %1378, 32
  %1383 = trunc i64 %1382 to i32
  %1384 = trunc i64 %1378 to i32
  %1385 = xor i32 %1383, %1368
  %1386 = xor i32 %1385, %1373
  %1387 = xor i32 %1380, %1365
  %1388 = xor i32 %1387, %1374
  %1389 = add i32 %1373, -1640531527
  %1390 = add i32 %1374, -1150833019
  %1391 = zext i32 %1386 to i64
  %1392 = mul i64 3528531795, %1391
  %1393 = zext i32 %1388 to i64
  %1394 = mul i64 3449720151, %1393
  %1395 = lshr i64 %1392, 32
  %1396 = trunc i64 %1395 to i32
  %1397 = trunc i64 %1392 to i32
  %1398 = lshr i64 %1394, 32
  %1399 = trunc i64 %1398 to i32
  %1400 = trunc i64 %1394 to i32
  %1401 = xor i32 %1399, %1384
  %1402 = xor i32 %1401, %1389
  %1403 = xor i32 %1396, %1381
  %1404 = xor i32 %1403, %1390
  %1405 = add i32 %1389, -1640531527
  %1406 = add i32 %1390, -1150833019
  %1407 = zext i32 %1402 to i64
  %1408 = mul i64 3528531795, %1407
  %1409 = zext i32 %1404 to i64
  %1410 = mul i64 3449720151, %1409
  %1411 = lshr i64 %1408, 32
  %1412 = trunc i64 %1411 to i32
  %1413 = trunc i64 %1408 to i32
  %1414 = lshr i64 %1410, 32
  %1415 = trunc i64 %1414 to i32
  %1416 = trunc i64 %1410 to i32
  %1417 = xor i32 %1415, %1400
  %1418 = xor i32 %1417, %1405
  %1419 = xor i32 %1412, %1397
  %1420 = xor i32 %1419, %1406
  %1421 = add i32 %1405, -1640531527
  %1422 = add i32 %1406, -1150833019
  %1423 = zext i32 %1418 to i64
  %1424 = mul i64 3528531795, %1423
  %1425 = zext i32 %1420 to i64
  %1426 = mul i64 3449720151, %1425
  %1427 = lshr i64 %1424, 32
  %1428 = trunc i64 %1427 to i32
  %1429 = trunc i64 %1424 to i32
  %1430 = lshr i64 %1426, 32
  %1431 = trunc i64 %1430 to i32
  %1432 = trunc i64 %1426 to i32
  %1433 = xor i32 %1431, %1416
  %1434 = xor i32 %1433, %1421
  %1435 = xor i32 %1428, %1413
  %1436 = xor i32 %1435, %1422
  %1437 = add i32 %1421, -1640531527
  %1438 = add i32 %1422, -1150833019
  %1439 = zext i32 %1434 to i64
  %1440 = mul i64 3528531795, %1439
  %1441 = zext i32 %1436 to i64
  %1442 = mul i64 3449720151, %1441
  %1443 = lshr i64 %1440, 32
  %1444 = trunc i64 %1443 to i32
  %1445 = trunc i64 %1440 to i32
  %1446 = lshr i64 %1442, 32
  %1447 = trunc i64 %1446 to i32
  %1448 = trunc i64 %1442 to i32
  %1449 = xor i32 %1447, %1432
  %1450 = xor i32 %1449, %1437
  %1451 = xor i32 %1444, %1429
  %1452 = xor i32 %1451, %1438
  %1453 = uitofp i32 %1450 to double
  %1454 = fadd double %1453, 5.000000e-01
  %1455 = fmul double %1454, 0x3DF0000000000000
  %1456 = fcmp olt double %1455, 0x10000000000000
  %1457 = fmul double %1455, 0x4350000000000000
  %1458 = select i1 %1456, double %1457, double %1455
  %1459 = select i1 %1456, i64 1077, i64 1023
  %1460 = bitcast double %1458 to i64
  %1461 = lshr i64 %1460, 32
  %1462 = add i64 %1461, 614242
  %1463 = lshr i64 %1462, 20
  %1464 = sub i64 %1463, %1459
  %1465 = and i64 %1462, 1048575
  %1466 = add i64 %1465, 1072079006
  %1467 = shl i64 %1466, 32
  %1468 = and i64 %1460, 4294967295
  %1469 = or i64 %1467, %1468
  %1470 = bitcast i64 %1469 to double
  %1471 = fsub double %1470, 1.000000e+00
  %1472 = fmul double 5.000000e-01, %1471
  %1473 = fmul double %1472, %1471
  %1474 = fadd double 2.000000e+00, %1471
  %1475 = fdiv double %1471, %1474
  %1476 = fmul double %1475, %1475
  %1477 = fmul double %1476, %1476
  %1478 = fmul double %1477, 0x3FC39A09D078C69F
  %1479 = fadd double 0x3FCC71C51D8E78AF, %1478
  %1480 = fmul double %1477, %1479
  %1481 = fadd double 0x3FD999999997FA04, %1480
  %1482 = fmul double %1477, %1481
  %1483 = fmul double %1477, 0x3FC2F112DF3E5244
  %1484 = fadd double 0x3FC7466496CB03DE, %1483
  %1485 = fmul double %1477, %1484
  %1486 = fadd double 0x3FD2492494229359, %1485
  %1487 = fmul double %1477, %1486
  %1488 = fadd double 0x3FE5555555555593, %1487
  %1489 = fmul double %1476, %1488
  %1490 = fadd double %1489, %1482
  %1491 = sitofp i64 %1464 to double
  %1492 = fadd double %1473, %1490
  %1493 = fmul double %1475, %1492
  %1494 = fmul double %1491, 0x3DEA39EF35793C76
  %1495 = fadd double %1493, %1494
  %1496 = fsub double %1495, %1473
  %1497 = fadd double %1496, %1471
  %1498 = fmul double %1491, 0x3FE62E42FEE00000
  %1499 = fadd double %1497, %1498
  %1500 = fcmp oeq double %1455, 0x7FF0000000000000
  %1501 = select i1 %1500, double 0x7FF0000000000000, double %1499
  %1502 = fcmp oeq double %1455, 0.000000e+00
  %1503 = select i1 %1502, double 0xFFF0000000000000, double %1501
  %1504 = fcmp olt double %1455, 0.000000e+00
  %1505 = fcmp uno double %1455, %1455
  %1506 = or i1 %1504, %1505
  %1507 = select i1 %1506, double 0x7FF8000000000000, double %1503
  %1508 = fneg double %1507
  %1509 = fcmp olt double %1508, 0x10000000000000
  %1510 = fmul double %1508, 0x4350000000000000
  %1511 = select i1 %1509, double %1510, double %1508
  %1512 = select i1 %1509, i64 1077, i64 1023
  %1513 = bitcast double %1511 to i64
  %1514 = lshr i64 %1513, 32
  %1515 = add i64 %1514, 614242
  %1516 = lshr i64 %1515, 20
  %1517 = sub i64 %1516, %1512
  %1518 = and i64 %1515, 1048575
  %1519 = add i64 %1518, 1072079006
  %1520 = shl i64 %1519, 32
  %1521 = and i64 %1513, 4294967295
  %1522 = or i64 %1520, %1521
  %1523 = bitcast i64 %1522 to double
  %1524 = fsub double %1523, 1.000000e+00
  %1525 = fmul double 5.000000e-01, %1524
  %1526 = fmul double %1525, %1524
  %1527 = fadd double 2.000000e+00, %1524
  %1528 = fdiv double %1524, %1527
  %1529 = fmul double %1528, %1528
  %1530 = fmul double %1529, %1529
  %1531 = fmul double %1530, 0x3FC39A09D078C69F
  %1532 = fadd double 0x3FCC71C51D8E78AF, %1531
  %1533 = fmul double %1530, %1532
  %1534 = fadd double 0x3FD999999997FA04, %1533
  %1535 = fmul double %1530, %1534
  %1536 = fmul double %1530, 0x3FC2F112DF3E5244
  %1537 = fadd double 0x3FC7466496CB03DE, %1536
  %1538 = fmul double %1530, %1537
  %1539 = fadd double 0x3FD2492494229359, %1538
  %1540 = fmul double %1530, %1539
  %1541 = fadd double 0x3FE5555555555593, %1540
  %1542 = fmul double %1529, %1541
  %1543 = fadd double %1542, %1535
  %1544 = sitofp i64 %1517 to double
  %1545 = fadd double %1526, %1543
  %1546 = fmul double %1528, %1545
  %1547 = fmul double %1544, 0x3DEA39EF35793C76
  %1548 = fadd double %1546, %1547
  %1549 = fsub double %1548, %1526
  %1550 = fadd double %1549, %1524
  %1551 = fmul double %1544, 0x3FE62E42FEE00000
  %1552 = fadd double %1550, %1551
  %1553 = fcmp oeq double %1508, 0x7FF0000000000000
  %1554 = select i1 %1553, double 0x7FF0000000000000, double %1552
  %1555 = fcmp oeq double %1508, 0.000000e+00
  %1556 = select i1 %1555, double 0xFFF0000000000000, double %1554
  %1557 = fcmp olt double %1508, 0.000000e+00
  %1558 = fcmp uno double %1508, %1508
  %1559 = or i1 %1557, %1558
  %1560 = select i1 %1559, double 0x7FF8000000000000, double %1556
  %1561 = fneg double %1560
  %1562 = fptrunc double %1561 to float
  %1563 = fadd float %1214, %1562
  %1564 = fcmp une float %1286, 0.000000e+00
  %1565 = select i1 %1564, float %1563, float 0xFFF0000000000000
  %1566 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature249
  store float %1565, ptr addrspace(3) %1566, align 4
  br label %slot.done252

slot.done252:                                     ; preds = %slot.then251, %slot.done244
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then257, label %fold.done258

fold.then257:                                     ; preds = %slot.done252
  store float 0xFFF0000000000000, ptr %fold_value259, align 4
  store i64 0, ptr %fold_index260, align 8
  store i64 0, ptr %pairwise_depth263, align 8
  br label %fold.header264

fold.done258:                                     ; preds = %fold.exit266, %slot.done252
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature270 = add i64 %lane, 0
  %valid271 = icmp ult i64 %feature270, %n_features
  %1567 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header264:                                   ; preds = %fold.body265, %fold.then257
  %fold267 = phi i64 [ 0, %fold.then257 ], [ %1579, %fold.body265 ]
  %1568 = icmp ult i64 %fold267, %n_features
  br i1 %1568, label %fold.body265, label %fold.exit266

fold.body265:                                     ; preds = %fold.header264
  %1569 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold267
  %1570 = load float, ptr addrspace(3) %1569, align 4
  %1571 = load float, ptr %fold_value259, align 4
  %1572 = fcmp ogt float %1570, %1571
  %1573 = fcmp uno float %1570, %1570
  %1574 = fcmp ord float %1571, %1571
  %1575 = and i1 %1573, %1574
  %take268 = or i1 %1572, %1575
  %1576 = select i1 %take268, float %1570, float %1571
  store float %1576, ptr %fold_value259, align 4
  %1577 = load i64, ptr %fold_index260, align 8
  %1578 = select i1 %take268, i64 %fold267, i64 %1577
  store i64 %1578, ptr %fold_index260, align 8
  %1579 = add i64 %fold267, 1
  br label %fold.header264

fold.exit266:                                     ; preds = %fold.header264
  %1580 = load i64, ptr %fold_index260, align 8
  %argmax269 = uitofp i64 %1580 to float
  store float %argmax269, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  br label %fold.done258

uniform_sinks.then:                               ; preds = %fold.done258
  %1581 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1582 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1583 = fmul float %1582, 2.000000e+00
  %1584 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1585 = fcmp oeq float %1584, 0xFFF0000000000000
  %1586 = select i1 %1585, float 1.000000e+00, float 0.000000e+00
  %1587 = fmul float %1586, 4.000000e+00
  %1588 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1589 = fmul float %1588, 8.000000e+00
  %1590 = fadd float %1581, %1583
  %1591 = fadd float %1590, %1587
  %1592 = fadd float %1591, %1589
  %1593 = icmp ne i32 %greedy, 0
  %greedy272 = select i1 %1593, float 1.000000e+00, float 0.000000e+00
  %1594 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1595 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1596 = fcmp une float %greedy272, 0.000000e+00
  %1597 = select i1 %1596, float %1594, float %1595
  %1598 = fcmp une float %1592, 0.000000e+00
  %1599 = select i1 %1598, float -1.000000e+00, float %1597
  %id = fptosi float %1599 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %1592 to i32
  %status273 = load i32, ptr addrspace(1) %4, align 4
  %1600 = or i32 %status273, %status_bits
  store i32 %1600, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done258
  %feature274 = add i64 %lane, 0
  %valid275 = icmp ult i64 %feature274, %n_features
  %1601 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid275, label %slot.then276, label %slot.done277

slot.then276:                                     ; preds = %uniform_sinks.done
  %1602 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1603 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1604 = fmul float %1603, 2.000000e+00
  %1605 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1606 = fcmp oeq float %1605, 0xFFF0000000000000
  %1607 = select i1 %1606, float 1.000000e+00, float 0.000000e+00
  %1608 = fmul float %1607, 4.000000e+00
  %1609 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1610 = fmul float %1609, 8.000000e+00
  %1611 = fadd float %1602, %1604
  %1612 = fadd float %1611, %1608
  %1613 = fadd float %1612, %1610
  %1614 = icmp ne i32 %greedy, 0
  %greedy278 = select i1 %1614, float 1.000000e+00, float 0.000000e+00
  %1615 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1616 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1617 = fcmp une float %greedy278, 0.000000e+00
  %1618 = select i1 %1617, float %1615, float %1616
  %1619 = fcmp une float %1613, 0.000000e+00
  %1620 = select i1 %1619, float -1.000000e+00, float %1618
  br label %slot.done277

slot.done277:                                     ; preds = %slot.then276, %uniform_sinks.done
  %feature279 = add i64 %lane, 1024
  %valid280 = icmp ult i64 %feature279, %n_features
  %1621 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid280, label %slot.then281, label %slot.done282

slot.then281:                                     ; preds = %slot.done277
  %1622 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1623 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1624 = fmul float %1623, 2.000000e+00
  %1625 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1626 = fcmp oeq float %1625, 0xFFF0000000000000
  %1627 = select i1 %1626, float 1.000000e+00, float 0.000000e+00
  %1628 = fmul float %1627, 4.000000e+00
  %1629 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1630 = fmul float %1629, 8.000000e+00
  %1631 = fadd float %1622, %1624
  %1632 = fadd float %1631, %1628
  %1633 = fadd float %1632, %1630
  %1634 = icmp ne i32 %greedy, 0
  %greedy283 = select i1 %1634, float 1.000000e+00, float 0.000000e+00
  %1635 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1636 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1637 = fcmp une float %greedy283, 0.000000e+00
  %1638 = select i1 %1637, float %1635, float %1636
  %1639 = fcmp une float %1633, 0.000000e+00
  %1640 = select i1 %1639, float -1.000000e+00, float %1638
  br label %slot.done282

slot.done282:                                     ; preds = %slot.then281, %slot.done277
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w4096(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth373 = alloca i64, align 8
  %pairwise_levels372 = alloca [64 x i64], align 8
  %pairwise_sums371 = alloca [64 x float], align 4
  %fold_index370 = alloca i64, align 8
  %fold_value369 = alloca float, align 4
  %pairwise_depth328 = alloca i64, align 8
  %pairwise_levels327 = alloca [64 x i64], align 8
  %pairwise_sums326 = alloca [64 x float], align 4
  %fold_index325 = alloca i64, align 8
  %fold_value324 = alloca float, align 4
  %search_lo318 = alloca i64, align 8
  %pairwise_depth309 = alloca i64, align 8
  %pairwise_levels308 = alloca [64 x i64], align 8
  %pairwise_sums307 = alloca [64 x float], align 4
  %fold_index306 = alloca i64, align 8
  %fold_value305 = alloca float, align 4
  %search_hi299 = alloca i32, align 4
  %pairwise_depth291 = alloca i64, align 8
  %pairwise_levels290 = alloca [64 x i64], align 8
  %pairwise_sums289 = alloca [64 x float], align 4
  %fold_index288 = alloca i64, align 8
  %fold_value287 = alloca float, align 4
  %search_index286 = alloca float, align 4
  %search_value285 = alloca float, align 4
  %pairwise_depth241 = alloca i64, align 8
  %pairwise_levels240 = alloca [64 x i64], align 8
  %pairwise_sums239 = alloca [64 x float], align 4
  %fold_index238 = alloca i64, align 8
  %fold_value237 = alloca float, align 4
  %pairwise_depth205 = alloca i64, align 8
  %pairwise_levels204 = alloca [64 x i64], align 8
  %pairwise_sums203 = alloca [64 x float], align 4
  %fold_index202 = alloca i64, align 8
  %fold_value201 = alloca float, align 4
  %search_count167 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count159 = alloca i64, align 8
  %search_hi = alloca i32, align 4
  %search_count = alloca i64, align 8
  %search_index = alloca float, align 4
  %search_value = alloca float, align 4
  %pairwise_depth119 = alloca i64, align 8
  %pairwise_levels118 = alloca [64 x i64], align 8
  %pairwise_sums117 = alloca [64 x float], align 4
  %fold_index116 = alloca i64, align 8
  %fold_value115 = alloca float, align 4
  %pairwise_depth91 = alloca i64, align 8
  %pairwise_levels90 = alloca [64 x i64], align 8
  %pairwise_sums89 = alloca [64 x float], align 4
  %fold_index88 = alloca i64, align 8
  %fold_value87 = alloca float, align 4
  %pairwise_depth63 = alloca i64, align 8
  %pairwise_levels62 = alloca [64 x i64], align 8
  %pairwise_sums61 = alloca [64 x float], align 4
  %fold_index60 = alloca i64, align 8
  %fold_value59 = alloca float, align 4
  %pairwise_depth35 = alloca i64, align 8
  %pairwise_levels34 = alloca [64 x i64], align 8
  %pairwise_sums33 = alloca [64 x float], align 4
  %fold_index32 = alloca i64, align 8
  %fold_value31 = alloca float, align 4
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
  %inside = icmp ult i64 %row, %n_rows
  %fits = icmp ule i64 %n_features, 4096
  %2 = and i1 %inside, %fits
  br i1 %2, label %row.then, label %row.done

row.then:                                         ; preds = %entry
  %row_offset = mul i64 %row, %n_features
  %id_ptr = getelementptr inbounds i64, ptr addrspace(1) %out_0, i64 %row
  %3 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %4 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %lane0 = icmp eq i64 %lane, 0
  %feature = add i64 %lane, 0
  %valid = icmp ult i64 %feature, %n_features
  %5 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid, label %slot.then, label %slot.done

row.done:                                         ; preds = %slot.done402, %entry
  ret void

slot.then:                                        ; preds = %row.then
  %6 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature
  %7 = load float, ptr addrspace(1) %6, align 4
  %8 = fcmp une float %7, %7
  %9 = select i1 %8, float 1.000000e+00, float 0.000000e+00
  %10 = fcmp oeq float %7, 0x7FF0000000000000
  %11 = select i1 %10, float 1.000000e+00, float 0.000000e+00
  %12 = fmul float %7, %inv_t
  %13 = bitcast float %12 to i32
  %14 = and i32 %13, 2147483647
  %15 = bitcast i32 %14 to float
  %16 = fcmp oeq float %15, 0x7FF0000000000000
  %17 = select i1 %16, float 1.000000e+00, float 0.000000e+00
  %18 = bitcast float %7 to i32
  %19 = and i32 %18, 2147483647
  %20 = bitcast i32 %19 to float
  %21 = fcmp olt float %20, 0x7FF0000000000000
  %22 = select i1 %21, float 1.000000e+00, float 0.000000e+00
  %23 = fmul float %17, %22
  %24 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature
  store float %9, ptr addrspace(3) %24, align 4
  br label %slot.done

slot.done:                                        ; preds = %slot.then, %row.then
  %feature1 = add i64 %lane, 1024
  %valid2 = icmp ult i64 %feature1, %n_features
  %25 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid2, label %slot.then3, label %slot.done4

slot.then3:                                       ; preds = %slot.done
  %26 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature1
  %27 = load float, ptr addrspace(1) %26, align 4
  %28 = fcmp une float %27, %27
  %29 = select i1 %28, float 1.000000e+00, float 0.000000e+00
  %30 = fcmp oeq float %27, 0x7FF0000000000000
  %31 = select i1 %30, float 1.000000e+00, float 0.000000e+00
  %32 = fmul float %27, %inv_t
  %33 = bitcast float %32 to i32
  %34 = and i32 %33, 2147483647
  %35 = bitcast i32 %34 to float
  %36 = fcmp oeq float %35, 0x7FF0000000000000
  %37 = select i1 %36, float 1.000000e+00, float 0.000000e+00
  %38 = bitcast float %27 to i32
  %39 = and i32 %38, 2147483647
  %40 = bitcast i32 %39 to float
  %41 = fcmp olt float %40, 0x7FF0000000000000
  %42 = select i1 %41, float 1.000000e+00, float 0.000000e+00
  %43 = fmul float %37, %42
  %44 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature1
  store float %29, ptr addrspace(3) %44, align 4
  br label %slot.done4

slot.done4:                                       ; preds = %slot.then3, %slot.done
  %feature5 = add i64 %lane, 2048
  %valid6 = icmp ult i64 %feature5, %n_features
  %45 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid6, label %slot.then7, label %slot.done8

slot.then7:                                       ; preds = %slot.done4
  %46 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature5
  %47 = load float, ptr addrspace(1) %46, align 4
  %48 = fcmp une float %47, %47
  %49 = select i1 %48, float 1.000000e+00, float 0.000000e+00
  %50 = fcmp oeq float %47, 0x7FF0000000000000
  %51 = select i1 %50, float 1.000000e+00, float 0.000000e+00
  %52 = fmul float %47, %inv_t
  %53 = bitcast float %52 to i32
  %54 = and i32 %53, 2147483647
  %55 = bitcast i32 %54 to float
  %56 = fcmp oeq float %55, 0x7FF0000000000000
  %57 = select i1 %56, float 1.000000e+00, float 0.000000e+00
  %58 = bitcast float %47 to i32
  %59 = and i32 %58, 2147483647
  %60 = bitcast i32 %59 to float
  %61 = fcmp olt float %60, 0x7FF0000000000000
  %62 = select i1 %61, float 1.000000e+00, float 0.000000e+00
  %63 = fmul float %57, %62
  %64 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature5
  store float %49, ptr addrspace(3) %64, align 4
  br label %slot.done8

slot.done8:                                       ; preds = %slot.then7, %slot.done4
  %feature9 = add i64 %lane, 3072
  %valid10 = icmp ult i64 %feature9, %n_features
  %65 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid10, label %slot.then11, label %slot.done12

slot.then11:                                      ; preds = %slot.done8
  %66 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature9
  %67 = load float, ptr addrspace(1) %66, align 4
  %68 = fcmp une float %67, %67
  %69 = select i1 %68, float 1.000000e+00, float 0.000000e+00
  %70 = fcmp oeq float %67, 0x7FF0000000000000
  %71 = select i1 %70, float 1.000000e+00, float 0.000000e+00
  %72 = fmul float %67, %inv_t
  %73 = bitcast float %72 to i32
  %74 = and i32 %73, 2147483647
  %75 = bitcast i32 %74 to float
  %76 = fcmp oeq float %75, 0x7FF0000000000000
  %77 = select i1 %76, float 1.000000e+00, float 0.000000e+00
  %78 = bitcast float %67 to i32
  %79 = and i32 %78, 2147483647
  %80 = bitcast i32 %79 to float
  %81 = fcmp olt float %80, 0x7FF0000000000000
  %82 = select i1 %81, float 1.000000e+00, float 0.000000e+00
  %83 = fmul float %77, %82
  %84 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature9
  store float %69, ptr addrspace(3) %84, align 4
  br label %slot.done12

slot.done12:                                      ; preds = %slot.then11, %slot.done8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then, label %fold.done

fold.then:                                        ; preds = %slot.done12
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  br label %fold.header

fold.done:                                        ; preds = %fold.exit, %slot.done12
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature13 = add i64 %lane, 0
  %valid14 = icmp ult i64 %feature13, %n_features
  %85 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid14, label %slot.then15, label %slot.done16

fold.header:                                      ; preds = %fold.body, %fold.then
  %fold = phi i64 [ 0, %fold.then ], [ %97, %fold.body ]
  %86 = icmp ult i64 %fold, %n_features
  br i1 %86, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %fold.header
  %87 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold
  %88 = load float, ptr addrspace(3) %87, align 4
  %89 = load float, ptr %fold_value, align 4
  %90 = fcmp ogt float %88, %89
  %91 = fcmp uno float %88, %88
  %92 = fcmp ord float %89, %89
  %93 = and i1 %91, %92
  %take = or i1 %90, %93
  %94 = select i1 %take, float %88, float %89
  store float %94, ptr %fold_value, align 4
  %95 = load i64, ptr %fold_index, align 8
  %96 = select i1 %take, i64 %fold, i64 %95
  store i64 %96, ptr %fold_index, align 8
  %97 = add i64 %fold, 1
  br label %fold.header

fold.exit:                                        ; preds = %fold.header
  %98 = load float, ptr %fold_value, align 4
  store float %98, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  br label %fold.done

slot.then15:                                      ; preds = %fold.done
  %99 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature13
  %100 = load float, ptr addrspace(1) %99, align 4
  %101 = fcmp une float %100, %100
  %102 = select i1 %101, float 1.000000e+00, float 0.000000e+00
  %103 = fcmp oeq float %100, 0x7FF0000000000000
  %104 = select i1 %103, float 1.000000e+00, float 0.000000e+00
  %105 = fmul float %100, %inv_t
  %106 = bitcast float %105 to i32
  %107 = and i32 %106, 2147483647
  %108 = bitcast i32 %107 to float
  %109 = fcmp oeq float %108, 0x7FF0000000000000
  %110 = select i1 %109, float 1.000000e+00, float 0.000000e+00
  %111 = bitcast float %100 to i32
  %112 = and i32 %111, 2147483647
  %113 = bitcast i32 %112 to float
  %114 = fcmp olt float %113, 0x7FF0000000000000
  %115 = select i1 %114, float 1.000000e+00, float 0.000000e+00
  %116 = fmul float %110, %115
  %117 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature13
  store float %104, ptr addrspace(3) %117, align 4
  br label %slot.done16

slot.done16:                                      ; preds = %slot.then15, %fold.done
  %feature17 = add i64 %lane, 1024
  %valid18 = icmp ult i64 %feature17, %n_features
  %118 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid18, label %slot.then19, label %slot.done20

slot.then19:                                      ; preds = %slot.done16
  %119 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature17
  %120 = load float, ptr addrspace(1) %119, align 4
  %121 = fcmp une float %120, %120
  %122 = select i1 %121, float 1.000000e+00, float 0.000000e+00
  %123 = fcmp oeq float %120, 0x7FF0000000000000
  %124 = select i1 %123, float 1.000000e+00, float 0.000000e+00
  %125 = fmul float %120, %inv_t
  %126 = bitcast float %125 to i32
  %127 = and i32 %126, 2147483647
  %128 = bitcast i32 %127 to float
  %129 = fcmp oeq float %128, 0x7FF0000000000000
  %130 = select i1 %129, float 1.000000e+00, float 0.000000e+00
  %131 = bitcast float %120 to i32
  %132 = and i32 %131, 2147483647
  %133 = bitcast i32 %132 to float
  %134 = fcmp olt float %133, 0x7FF0000000000000
  %135 = select i1 %134, float 1.000000e+00, float 0.000000e+00
  %136 = fmul float %130, %135
  %137 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature17
  store float %124, ptr addrspace(3) %137, align 4
  br label %slot.done20

slot.done20:                                      ; preds = %slot.then19, %slot.done16
  %feature21 = add i64 %lane, 2048
  %valid22 = icmp ult i64 %feature21, %n_features
  %138 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid22, label %slot.then23, label %slot.done24

slot.then23:                                      ; preds = %slot.done20
  %139 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature21
  %140 = load float, ptr addrspace(1) %139, align 4
  %141 = fcmp une float %140, %140
  %142 = select i1 %141, float 1.000000e+00, float 0.000000e+00
  %143 = fcmp oeq float %140, 0x7FF0000000000000
  %144 = select i1 %143, float 1.000000e+00, float 0.000000e+00
  %145 = fmul float %140, %inv_t
  %146 = bitcast float %145 to i32
  %147 = and i32 %146, 2147483647
  %148 = bitcast i32 %147 to float
  %149 = fcmp oeq float %148, 0x7FF0000000000000
  %150 = select i1 %149, float 1.000000e+00, float 0.000000e+00
  %151 = bitcast float %140 to i32
  %152 = and i32 %151, 2147483647
  %153 = bitcast i32 %152 to float
  %154 = fcmp olt float %153, 0x7FF0000000000000
  %155 = select i1 %154, float 1.000000e+00, float 0.000000e+00
  %156 = fmul float %150, %155
  %157 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature21
  store float %144, ptr addrspace(3) %157, align 4
  br label %slot.done24

slot.done24:                                      ; preds = %slot.then23, %slot.done20
  %feature25 = add i64 %lane, 3072
  %valid26 = icmp ult i64 %feature25, %n_features
  %158 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid26, label %slot.then27, label %slot.done28

slot.then27:                                      ; preds = %slot.done24
  %159 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature25
  %160 = load float, ptr addrspace(1) %159, align 4
  %161 = fcmp une float %160, %160
  %162 = select i1 %161, float 1.000000e+00, float 0.000000e+00
  %163 = fcmp oeq float %160, 0x7FF0000000000000
  %164 = select i1 %163, float 1.000000e+00, float 0.000000e+00
  %165 = fmul float %160, %inv_t
  %166 = bitcast float %165 to i32
  %167 = and i32 %166, 2147483647
  %168 = bitcast i32 %167 to float
  %169 = fcmp oeq float %168, 0x7FF0000000000000
  %170 = select i1 %169, float 1.000000e+00, float 0.000000e+00
  %171 = bitcast float %160 to i32
  %172 = and i32 %171, 2147483647
  %173 = bitcast i32 %172 to float
  %174 = fcmp olt float %173, 0x7FF0000000000000
  %175 = select i1 %174, float 1.000000e+00, float 0.000000e+00
  %176 = fmul float %170, %175
  %177 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature25
  store float %164, ptr addrspace(3) %177, align 4
  br label %slot.done28

slot.done28:                                      ; preds = %slot.then27, %slot.done24
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then29, label %fold.done30

fold.then29:                                      ; preds = %slot.done28
  store float 0xFFF0000000000000, ptr %fold_value31, align 4
  store i64 0, ptr %fold_index32, align 8
  store i64 0, ptr %pairwise_depth35, align 8
  br label %fold.header36

fold.done30:                                      ; preds = %fold.exit38, %slot.done28
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature41 = add i64 %lane, 0
  %valid42 = icmp ult i64 %feature41, %n_features
  %178 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid42, label %slot.then43, label %slot.done44

fold.header36:                                    ; preds = %fold.body37, %fold.then29
  %fold39 = phi i64 [ 0, %fold.then29 ], [ %190, %fold.body37 ]
  %179 = icmp ult i64 %fold39, %n_features
  br i1 %179, label %fold.body37, label %fold.exit38

fold.body37:                                      ; preds = %fold.header36
  %180 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold39
  %181 = load float, ptr addrspace(3) %180, align 4
  %182 = load float, ptr %fold_value31, align 4
  %183 = fcmp ogt float %181, %182
  %184 = fcmp uno float %181, %181
  %185 = fcmp ord float %182, %182
  %186 = and i1 %184, %185
  %take40 = or i1 %183, %186
  %187 = select i1 %take40, float %181, float %182
  store float %187, ptr %fold_value31, align 4
  %188 = load i64, ptr %fold_index32, align 8
  %189 = select i1 %take40, i64 %fold39, i64 %188
  store i64 %189, ptr %fold_index32, align 8
  %190 = add i64 %fold39, 1
  br label %fold.header36

fold.exit38:                                      ; preds = %fold.header36
  %191 = load float, ptr %fold_value31, align 4
  store float %191, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  br label %fold.done30

slot.then43:                                      ; preds = %fold.done30
  %192 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature41
  %193 = load float, ptr addrspace(1) %192, align 4
  %194 = fcmp une float %193, %193
  %195 = select i1 %194, float 1.000000e+00, float 0.000000e+00
  %196 = fcmp oeq float %193, 0x7FF0000000000000
  %197 = select i1 %196, float 1.000000e+00, float 0.000000e+00
  %198 = fmul float %193, %inv_t
  %199 = bitcast float %198 to i32
  %200 = and i32 %199, 2147483647
  %201 = bitcast i32 %200 to float
  %202 = fcmp oeq float %201, 0x7FF0000000000000
  %203 = select i1 %202, float 1.000000e+00, float 0.000000e+00
  %204 = bitcast float %193 to i32
  %205 = and i32 %204, 2147483647
  %206 = bitcast i32 %205 to float
  %207 = fcmp olt float %206, 0x7FF0000000000000
  %208 = select i1 %207, float 1.000000e+00, float 0.000000e+00
  %209 = fmul float %203, %208
  %210 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature41
  store float %193, ptr addrspace(3) %210, align 4
  br label %slot.done44

slot.done44:                                      ; preds = %slot.then43, %fold.done30
  %feature45 = add i64 %lane, 1024
  %valid46 = icmp ult i64 %feature45, %n_features
  %211 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid46, label %slot.then47, label %slot.done48

slot.then47:                                      ; preds = %slot.done44
  %212 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature45
  %213 = load float, ptr addrspace(1) %212, align 4
  %214 = fcmp une float %213, %213
  %215 = select i1 %214, float 1.000000e+00, float 0.000000e+00
  %216 = fcmp oeq float %213, 0x7FF0000000000000
  %217 = select i1 %216, float 1.000000e+00, float 0.000000e+00
  %218 = fmul float %213, %inv_t
  %219 = bitcast float %218 to i32
  %220 = and i32 %219, 2147483647
  %221 = bitcast i32 %220 to float
  %222 = fcmp oeq float %221, 0x7FF0000000000000
  %223 = select i1 %222, float 1.000000e+00, float 0.000000e+00
  %224 = bitcast float %213 to i32
  %225 = and i32 %224, 2147483647
  %226 = bitcast i32 %225 to float
  %227 = fcmp olt float %226, 0x7FF0000000000000
  %228 = select i1 %227, float 1.000000e+00, float 0.000000e+00
  %229 = fmul float %223, %228
  %230 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature45
  store float %213, ptr addrspace(3) %230, align 4
  br label %slot.done48

slot.done48:                                      ; preds = %slot.then47, %slot.done44
  %feature49 = add i64 %lane, 2048
  %valid50 = icmp ult i64 %feature49, %n_features
  %231 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid50, label %slot.then51, label %slot.done52

slot.then51:                                      ; preds = %slot.done48
  %232 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature49
  %233 = load float, ptr addrspace(1) %232, align 4
  %234 = fcmp une float %233, %233
  %235 = select i1 %234, float 1.000000e+00, float 0.000000e+00
  %236 = fcmp oeq float %233, 0x7FF0000000000000
  %237 = select i1 %236, float 1.000000e+00, float 0.000000e+00
  %238 = fmul float %233, %inv_t
  %239 = bitcast float %238 to i32
  %240 = and i32 %239, 2147483647
  %241 = bitcast i32 %240 to float
  %242 = fcmp oeq float %241, 0x7FF0000000000000
  %243 = select i1 %242, float 1.000000e+00, float 0.000000e+00
  %244 = bitcast float %233 to i32
  %245 = and i32 %244, 2147483647
  %246 = bitcast i32 %245 to float
  %247 = fcmp olt float %246, 0x7FF0000000000000
  %248 = select i1 %247, float 1.000000e+00, float 0.000000e+00
  %249 = fmul float %243, %248
  %250 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature49
  store float %233, ptr addrspace(3) %250, align 4
  br label %slot.done52

slot.done52:                                      ; preds = %slot.then51, %slot.done48
  %feature53 = add i64 %lane, 3072
  %valid54 = icmp ult i64 %feature53, %n_features
  %251 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid54, label %slot.then55, label %slot.done56

slot.then55:                                      ; preds = %slot.done52
  %252 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature53
  %253 = load float, ptr addrspace(1) %252, align 4
  %254 = fcmp une float %253, %253
  %255 = select i1 %254, float 1.000000e+00, float 0.000000e+00
  %256 = fcmp oeq float %253, 0x7FF0000000000000
  %257 = select i1 %256, float 1.000000e+00, float 0.000000e+00
  %258 = fmul float %253, %inv_t
  %259 = bitcast float %258 to i32
  %260 = and i32 %259, 2147483647
  %261 = bitcast i32 %260 to float
  %262 = fcmp oeq float %261, 0x7FF0000000000000
  %263 = select i1 %262, float 1.000000e+00, float 0.000000e+00
  %264 = bitcast float %253 to i32
  %265 = and i32 %264, 2147483647
  %266 = bitcast i32 %265 to float
  %267 = fcmp olt float %266, 0x7FF0000000000000
  %268 = select i1 %267, float 1.000000e+00, float 0.000000e+00
  %269 = fmul float %263, %268
  %270 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature53
  store float %253, ptr addrspace(3) %270, align 4
  br label %slot.done56

slot.done56:                                      ; preds = %slot.then55, %slot.done52
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then57, label %fold.done58

fold.then57:                                      ; preds = %slot.done56
  store float 0xFFF0000000000000, ptr %fold_value59, align 4
  store i64 0, ptr %fold_index60, align 8
  store i64 0, ptr %pairwise_depth63, align 8
  br label %fold.header64

fold.done58:                                      ; preds = %fold.exit66, %slot.done56
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature69 = add i64 %lane, 0
  %valid70 = icmp ult i64 %feature69, %n_features
  %271 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid70, label %slot.then71, label %slot.done72

fold.header64:                                    ; preds = %fold.body65, %fold.then57
  %fold67 = phi i64 [ 0, %fold.then57 ], [ %283, %fold.body65 ]
  %272 = icmp ult i64 %fold67, %n_features
  br i1 %272, label %fold.body65, label %fold.exit66

fold.body65:                                      ; preds = %fold.header64
  %273 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold67
  %274 = load float, ptr addrspace(3) %273, align 4
  %275 = load float, ptr %fold_value59, align 4
  %276 = fcmp ogt float %274, %275
  %277 = fcmp uno float %274, %274
  %278 = fcmp ord float %275, %275
  %279 = and i1 %277, %278
  %take68 = or i1 %276, %279
  %280 = select i1 %take68, float %274, float %275
  store float %280, ptr %fold_value59, align 4
  %281 = load i64, ptr %fold_index60, align 8
  %282 = select i1 %take68, i64 %fold67, i64 %281
  store i64 %282, ptr %fold_index60, align 8
  %283 = add i64 %fold67, 1
  br label %fold.header64

fold.exit66:                                      ; preds = %fold.header64
  %284 = load float, ptr %fold_value59, align 4
  store float %284, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  br label %fold.done58

slot.then71:                                      ; preds = %fold.done58
  %285 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature69
  %286 = load float, ptr addrspace(1) %285, align 4
  %287 = fcmp une float %286, %286
  %288 = select i1 %287, float 1.000000e+00, float 0.000000e+00
  %289 = fcmp oeq float %286, 0x7FF0000000000000
  %290 = select i1 %289, float 1.000000e+00, float 0.000000e+00
  %291 = fmul float %286, %inv_t
  %292 = bitcast float %291 to i32
  %293 = and i32 %292, 2147483647
  %294 = bitcast i32 %293 to float
  %295 = fcmp oeq float %294, 0x7FF0000000000000
  %296 = select i1 %295, float 1.000000e+00, float 0.000000e+00
  %297 = bitcast float %286 to i32
  %298 = and i32 %297, 2147483647
  %299 = bitcast i32 %298 to float
  %300 = fcmp olt float %299, 0x7FF0000000000000
  %301 = select i1 %300, float 1.000000e+00, float 0.000000e+00
  %302 = fmul float %296, %301
  %303 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature69
  store float %286, ptr addrspace(3) %303, align 4
  br label %slot.done72

slot.done72:                                      ; preds = %slot.then71, %fold.done58
  %feature73 = add i64 %lane, 1024
  %valid74 = icmp ult i64 %feature73, %n_features
  %304 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid74, label %slot.then75, label %slot.done76

slot.then75:                                      ; preds = %slot.done72
  %305 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature73
  %306 = load float, ptr addrspace(1) %305, align 4
  %307 = fcmp une float %306, %306
  %308 = select i1 %307, float 1.000000e+00, float 0.000000e+00
  %309 = fcmp oeq float %306, 0x7FF0000000000000
  %310 = select i1 %309, float 1.000000e+00, float 0.000000e+00
  %311 = fmul float %306, %inv_t
  %312 = bitcast float %311 to i32
  %313 = and i32 %312, 2147483647
  %314 = bitcast i32 %313 to float
  %315 = fcmp oeq float %314, 0x7FF0000000000000
  %316 = select i1 %315, float 1.000000e+00, float 0.000000e+00
  %317 = bitcast float %306 to i32
  %318 = and i32 %317, 2147483647
  %319 = bitcast i32 %318 to float
  %320 = fcmp olt float %319, 0x7FF0000000000000
  %321 = select i1 %320, float 1.000000e+00, float 0.000000e+00
  %322 = fmul float %316, %321
  %323 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature73
  store float %306, ptr addrspace(3) %323, align 4
  br label %slot.done76

slot.done76:                                      ; preds = %slot.then75, %slot.done72
  %feature77 = add i64 %lane, 2048
  %valid78 = icmp ult i64 %feature77, %n_features
  %324 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid78, label %slot.then79, label %slot.done80

slot.then79:                                      ; preds = %slot.done76
  %325 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature77
  %326 = load float, ptr addrspace(1) %325, align 4
  %327 = fcmp une float %326, %326
  %328 = select i1 %327, float 1.000000e+00, float 0.000000e+00
  %329 = fcmp oeq float %326, 0x7FF0000000000000
  %330 = select i1 %329, float 1.000000e+00, float 0.000000e+00
  %331 = fmul float %326, %inv_t
  %332 = bitcast float %331 to i32
  %333 = and i32 %332, 2147483647
  %334 = bitcast i32 %333 to float
  %335 = fcmp oeq float %334, 0x7FF0000000000000
  %336 = select i1 %335, float 1.000000e+00, float 0.000000e+00
  %337 = bitcast float %326 to i32
  %338 = and i32 %337, 2147483647
  %339 = bitcast i32 %338 to float
  %340 = fcmp olt float %339, 0x7FF0000000000000
  %341 = select i1 %340, float 1.000000e+00, float 0.000000e+00
  %342 = fmul float %336, %341
  %343 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature77
  store float %326, ptr addrspace(3) %343, align 4
  br label %slot.done80

slot.done80:                                      ; preds = %slot.then79, %slot.done76
  %feature81 = add i64 %lane, 3072
  %valid82 = icmp ult i64 %feature81, %n_features
  %344 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid82, label %slot.then83, label %slot.done84

slot.then83:                                      ; preds = %slot.done80
  %345 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature81
  %346 = load float, ptr addrspace(1) %345, align 4
  %347 = fcmp une float %346, %346
  %348 = select i1 %347, float 1.000000e+00, float 0.000000e+00
  %349 = fcmp oeq float %346, 0x7FF0000000000000
  %350 = select i1 %349, float 1.000000e+00, float 0.000000e+00
  %351 = fmul float %346, %inv_t
  %352 = bitcast float %351 to i32
  %353 = and i32 %352, 2147483647
  %354 = bitcast i32 %353 to float
  %355 = fcmp oeq float %354, 0x7FF0000000000000
  %356 = select i1 %355, float 1.000000e+00, float 0.000000e+00
  %357 = bitcast float %346 to i32
  %358 = and i32 %357, 2147483647
  %359 = bitcast i32 %358 to float
  %360 = fcmp olt float %359, 0x7FF0000000000000
  %361 = select i1 %360, float 1.000000e+00, float 0.000000e+00
  %362 = fmul float %356, %361
  %363 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature81
  store float %346, ptr addrspace(3) %363, align 4
  br label %slot.done84

slot.done84:                                      ; preds = %slot.then83, %slot.done80
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then85, label %fold.done86

fold.then85:                                      ; preds = %slot.done84
  store float 0xFFF0000000000000, ptr %fold_value87, align 4
  store i64 0, ptr %fold_index88, align 8
  store i64 0, ptr %pairwise_depth91, align 8
  br label %fold.header92

fold.done86:                                      ; preds = %fold.exit94, %slot.done84
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature97 = add i64 %lane, 0
  %valid98 = icmp ult i64 %feature97, %n_features
  %364 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid98, label %slot.then99, label %slot.done100

fold.header92:                                    ; preds = %fold.body93, %fold.then85
  %fold95 = phi i64 [ 0, %fold.then85 ], [ %376, %fold.body93 ]
  %365 = icmp ult i64 %fold95, %n_features
  br i1 %365, label %fold.body93, label %fold.exit94

fold.body93:                                      ; preds = %fold.header92
  %366 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold95
  %367 = load float, ptr addrspace(3) %366, align 4
  %368 = load float, ptr %fold_value87, align 4
  %369 = fcmp ogt float %367, %368
  %370 = fcmp uno float %367, %367
  %371 = fcmp ord float %368, %368
  %372 = and i1 %370, %371
  %take96 = or i1 %369, %372
  %373 = select i1 %take96, float %367, float %368
  store float %373, ptr %fold_value87, align 4
  %374 = load i64, ptr %fold_index88, align 8
  %375 = select i1 %take96, i64 %fold95, i64 %374
  store i64 %375, ptr %fold_index88, align 8
  %376 = add i64 %fold95, 1
  br label %fold.header92

fold.exit94:                                      ; preds = %fold.header92
  %377 = load i64, ptr %fold_index88, align 8
  %argmax = uitofp i64 %377 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  br label %fold.done86

slot.then99:                                      ; preds = %fold.done86
  %378 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature97
  %379 = load float, ptr addrspace(1) %378, align 4
  %380 = fcmp une float %379, %379
  %381 = select i1 %380, float 1.000000e+00, float 0.000000e+00
  %382 = fcmp oeq float %379, 0x7FF0000000000000
  %383 = select i1 %382, float 1.000000e+00, float 0.000000e+00
  %384 = fmul float %379, %inv_t
  %385 = bitcast float %384 to i32
  %386 = and i32 %385, 2147483647
  %387 = bitcast i32 %386 to float
  %388 = fcmp oeq float %387, 0x7FF0000000000000
  %389 = select i1 %388, float 1.000000e+00, float 0.000000e+00
  %390 = bitcast float %379 to i32
  %391 = and i32 %390, 2147483647
  %392 = bitcast i32 %391 to float
  %393 = fcmp olt float %392, 0x7FF0000000000000
  %394 = select i1 %393, float 1.000000e+00, float 0.000000e+00
  %395 = fmul float %389, %394
  %396 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature97
  store float %395, ptr addrspace(3) %396, align 4
  br label %slot.done100

slot.done100:                                     ; preds = %slot.then99, %fold.done86
  %feature101 = add i64 %lane, 1024
  %valid102 = icmp ult i64 %feature101, %n_features
  %397 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid102, label %slot.then103, label %slot.done104

slot.then103:                                     ; preds = %slot.done100
  %398 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature101
  %399 = load float, ptr addrspace(1) %398, align 4
  %400 = fcmp une float %399, %399
  %401 = select i1 %400, float 1.000000e+00, float 0.000000e+00
  %402 = fcmp oeq float %399, 0x7FF0000000000000
  %403 = select i1 %402, float 1.000000e+00, float 0.000000e+00
  %404 = fmul float %399, %inv_t
  %405 = bitcast float %404 to i32
  %406 = and i32 %405, 2147483647
  %407 = bitcast i32 %406 to float
  %408 = fcmp oeq float %407, 0x7FF0000000000000
  %409 = select i1 %408, float 1.000000e+00, float 0.000000e+00
  %410 = bitcast float %399 to i32
  %411 = and i32 %410, 2147483647
  %412 = bitcast i32 %411 to float
  %413 = fcmp olt float %412, 0x7FF0000000000000
  %414 = select i1 %413, float 1.000000e+00, float 0.000000e+00
  %415 = fmul float %409, %414
  %416 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature101
  store float %415, ptr addrspace(3) %416, align 4
  br label %slot.done104

slot.done104:                                     ; preds = %slot.then103, %slot.done100
  %feature105 = add i64 %lane, 2048
  %valid106 = icmp ult i64 %feature105, %n_features
  %417 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid106, label %slot.then107, label %slot.done108

slot.then107:                                     ; preds = %slot.done104
  %418 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature105
  %419 = load float, ptr addrspace(1) %418, align 4
  %420 = fcmp une float %419, %419
  %421 = select i1 %420, float 1.000000e+00, float 0.000000e+00
  %422 = fcmp oeq float %419, 0x7FF0000000000000
  %423 = select i1 %422, float 1.000000e+00, float 0.000000e+00
  %424 = fmul float %419, %inv_t
  %425 = bitcast float %424 to i32
  %426 = and i32 %425, 2147483647
  %427 = bitcast i32 %426 to float
  %428 = fcmp oeq float %427, 0x7FF0000000000000
  %429 = select i1 %428, float 1.000000e+00, float 0.000000e+00
  %430 = bitcast float %419 to i32
  %431 = and i32 %430, 2147483647
  %432 = bitcast i32 %431 to float
  %433 = fcmp olt float %432, 0x7FF0000000000000
  %434 = select i1 %433, float 1.000000e+00, float 0.000000e+00
  %435 = fmul float %429, %434
  %436 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature105
  store float %435, ptr addrspace(3) %436, align 4
  br label %slot.done108

slot.done108:                                     ; preds = %slot.then107, %slot.done104
  %feature109 = add i64 %lane, 3072
  %valid110 = icmp ult i64 %feature109, %n_features
  %437 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid110, label %slot.then111, label %slot.done112

slot.then111:                                     ; preds = %slot.done108
  %438 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature109
  %439 = load float, ptr addrspace(1) %438, align 4
  %440 = fcmp une float %439, %439
  %441 = select i1 %440, float 1.000000e+00, float 0.000000e+00
  %442 = fcmp oeq float %439, 0x7FF0000000000000
  %443 = select i1 %442, float 1.000000e+00, float 0.000000e+00
  %444 = fmul float %439, %inv_t
  %445 = bitcast float %444 to i32
  %446 = and i32 %445, 2147483647
  %447 = bitcast i32 %446 to float
  %448 = fcmp oeq float %447, 0x7FF0000000000000
  %449 = select i1 %448, float 1.000000e+00, float 0.000000e+00
  %450 = bitcast float %439 to i32
  %451 = and i32 %450, 2147483647
  %452 = bitcast i32 %451 to float
  %453 = fcmp olt float %452, 0x7FF0000000000000
  %454 = select i1 %453, float 1.000000e+00, float 0.000000e+00
  %455 = fmul float %449, %454
  %456 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature109
  store float %455, ptr addrspace(3) %456, align 4
  br label %slot.done112

slot.done112:                                     ; preds = %slot.then111, %slot.done108
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then113, label %fold.done114

fold.then113:                                     ; preds = %slot.done112
  store float 0xFFF0000000000000, ptr %fold_value115, align 4
  store i64 0, ptr %fold_index116, align 8
  store i64 0, ptr %pairwise_depth119, align 8
  br label %fold.header120

fold.done114:                                     ; preds = %fold.exit122, %slot.done112
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature125 = add i64 %lane, 0
  %valid126 = icmp ult i64 %feature125, %n_features
  %457 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid126, label %slot.then127, label %slot.done128

fold.header120:                                   ; preds = %fold.body121, %fold.then113
  %fold123 = phi i64 [ 0, %fold.then113 ], [ %469, %fold.body121 ]
  %458 = icmp ult i64 %fold123, %n_features
  br i1 %458, label %fold.body121, label %fold.exit122

fold.body121:                                     ; preds = %fold.header120
  %459 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold123
  %460 = load float, ptr addrspace(3) %459, align 4
  %461 = load float, ptr %fold_value115, align 4
  %462 = fcmp ogt float %460, %461
  %463 = fcmp uno float %460, %460
  %464 = fcmp ord float %461, %461
  %465 = and i1 %463, %464
  %take124 = or i1 %462, %465
  %466 = select i1 %take124, float %460, float %461
  store float %466, ptr %fold_value115, align 4
  %467 = load i64, ptr %fold_index116, align 8
  %468 = select i1 %take124, i64 %fold123, i64 %467
  store i64 %468, ptr %fold_index116, align 8
  %469 = add i64 %fold123, 1
  br label %fold.header120

fold.exit122:                                     ; preds = %fold.header120
  %470 = load float, ptr %fold_value115, align 4
  store float %470, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  br label %fold.done114

slot.then127:                                     ; preds = %fold.done114
  %471 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature125
  %472 = load float, ptr addrspace(1) %471, align 4
  %top_k129 = uitofp i64 %top_k to float
  %473 = fcmp oeq float %top_k129, 0.000000e+00
  %474 = select i1 %473, float 1.000000e+00, float 0.000000e+00
  %475 = icmp ne i32 %greedy, 0
  %greedy130 = select i1 %475, float 1.000000e+00, float 0.000000e+00
  %476 = fcmp ogt float %greedy130, %474
  %max = select i1 %476, float %greedy130, float %474
  %477 = fcmp une float %max, 0.000000e+00
  %478 = select i1 %477, float 0x7FF0000000000000, float %top_k129
  %479 = fadd float %472, 0.000000e+00
  %480 = bitcast float %479 to i32
  %481 = icmp ult i32 2147483647, %480
  %482 = xor i32 %480, -1
  %483 = or i32 %480, -2147483648
  %484 = select i1 %481, i32 %482, i32 %483
  %485 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature125
  store i32 %484, ptr addrspace(3) %485, align 4
  %486 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature125
  store float 1.000000e+00, ptr addrspace(3) %486, align 4
  br label %slot.done128

slot.done128:                                     ; preds = %slot.then127, %fold.done114
  %feature131 = add i64 %lane, 1024
  %valid132 = icmp ult i64 %feature131, %n_features
  %487 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid132, label %slot.then133, label %slot.done134

slot.then133:                                     ; preds = %slot.done128
  %488 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature131
  %489 = load float, ptr addrspace(1) %488, align 4
  %top_k135 = uitofp i64 %top_k to float
  %490 = fcmp oeq float %top_k135, 0.000000e+00
  %491 = select i1 %490, float 1.000000e+00, float 0.000000e+00
  %492 = icmp ne i32 %greedy, 0
  %greedy136 = select i1 %492, float 1.000000e+00, float 0.000000e+00
  %493 = fcmp ogt float %greedy136, %491
  %max137 = select i1 %493, float %greedy136, float %491
  %494 = fcmp une float %max137, 0.000000e+00
  %495 = select i1 %494, float 0x7FF0000000000000, float %top_k135
  %496 = fadd float %489, 0.000000e+00
  %497 = bitcast float %496 to i32
  %498 = icmp ult i32 2147483647, %497
  %499 = xor i32 %497, -1
  %500 = or i32 %497, -2147483648
  %501 = select i1 %498, i32 %499, i32 %500
  %502 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature131
  store i32 %501, ptr addrspace(3) %502, align 4
  %503 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature131
  store float 1.000000e+00, ptr addrspace(3) %503, align 4
  br label %slot.done134

slot.done134:                                     ; preds = %slot.then133, %slot.done128
  %feature138 = add i64 %lane, 2048
  %valid139 = icmp ult i64 %feature138, %n_features
  %504 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid139, label %slot.then140, label %slot.done141

slot.then140:                                     ; preds = %slot.done134
  %505 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature138
  %506 = load float, ptr addrspace(1) %505, align 4
  %top_k142 = uitofp i64 %top_k to float
  %507 = fcmp oeq float %top_k142, 0.000000e+00
  %508 = select i1 %507, float 1.000000e+00, float 0.000000e+00
  %509 = icmp ne i32 %greedy, 0
  %greedy143 = select i1 %509, float 1.000000e+00, float 0.000000e+00
  %510 = fcmp ogt float %greedy143, %508
  %max144 = select i1 %510, float %greedy143, float %508
  %511 = fcmp une float %max144, 0.000000e+00
  %512 = select i1 %511, float 0x7FF0000000000000, float %top_k142
  %513 = fadd float %506, 0.000000e+00
  %514 = bitcast float %513 to i32
  %515 = icmp ult i32 2147483647, %514
  %516 = xor i32 %514, -1
  %517 = or i32 %514, -2147483648
  %518 = select i1 %515, i32 %516, i32 %517
  %519 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature138
  store i32 %518, ptr addrspace(3) %519, align 4
  %520 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature138
  store float 1.000000e+00, ptr addrspace(3) %520, align 4
  br label %slot.done141

slot.done141:                                     ; preds = %slot.then140, %slot.done134
  %feature145 = add i64 %lane, 3072
  %valid146 = icmp ult i64 %feature145, %n_features
  %521 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid146, label %slot.then147, label %slot.done148

slot.then147:                                     ; preds = %slot.done141
  %522 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature145
  %523 = load float, ptr addrspace(1) %522, align 4
  %top_k149 = uitofp i64 %top_k to float
  %524 = fcmp oeq float %top_k149, 0.000000e+00
  %525 = select i1 %524, float 1.000000e+00, float 0.000000e+00
  %526 = icmp ne i32 %greedy, 0
  %greedy150 = select i1 %526, float 1.000000e+00, float 0.000000e+00
  %527 = fcmp ogt float %greedy150, %525
  %max151 = select i1 %527, float %greedy150, float %525
  %528 = fcmp une float %max151, 0.000000e+00
  %529 = select i1 %528, float 0x7FF0000000000000, float %top_k149
  %530 = fadd float %523, 0.000000e+00
  %531 = bitcast float %530 to i32
  %532 = icmp ult i32 2147483647, %531
  %533 = xor i32 %531, -1
  %534 = or i32 %531, -2147483648
  %535 = select i1 %532, i32 %533, i32 %534
  %536 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature145
  store i32 %535, ptr addrspace(3) %536, align 4
  %537 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature145
  store float 1.000000e+00, ptr addrspace(3) %537, align 4
  br label %slot.done148

slot.done148:                                     ; preds = %slot.then147, %slot.done141
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature152 = add i64 %lane, 0
  %valid153 = icmp ult i64 %feature152, %n_features
  %538 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then, label %search.done

search.then:                                      ; preds = %slot.done148
  %539 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %540 = load float, ptr addrspace(1) %539, align 4
  %top_k154 = uitofp i64 %top_k to float
  %541 = fcmp oeq float %top_k154, 0.000000e+00
  %542 = select i1 %541, float 1.000000e+00, float 0.000000e+00
  %543 = icmp ne i32 %greedy, 0
  %greedy155 = select i1 %543, float 1.000000e+00, float 0.000000e+00
  %544 = fcmp ogt float %greedy155, %542
  %max156 = select i1 %544, float %greedy155, float %542
  %545 = fcmp une float %max156, 0.000000e+00
  %546 = select i1 %545, float 0x7FF0000000000000, float %top_k154
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done158, %slot.done148
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature175 = add i64 %lane, 0
  %valid176 = icmp ult i64 %feature175, %n_features
  %547 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid176, label %slot.then177, label %slot.done178

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %555, %search.feature.body ]
  %548 = icmp ult i64 %search.feature, %n_features
  br i1 %548, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %549 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature
  %550 = load i32, ptr addrspace(3) %549, align 4
  %551 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature
  %552 = load float, ptr addrspace(3) %551, align 4
  %553 = load i64, ptr %search_count, align 8
  %554 = add i64 %553, 1
  store i64 %554, ptr %search_count, align 8
  %555 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %556 = fcmp ogt float %546, 0.000000e+00
  %557 = fcmp oge float %weight, %546
  %search.run = and i1 %557, %556
  br i1 %search.run, label %search.then157, label %search.done158

search.then157:                                   ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done158:                                   ; preds = %search.index_bit.exit, %search.feature.exit
  %558 = load float, ptr %search_value, align 4
  %559 = load float, ptr %search_index, align 4
  store float %558, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  store float %559, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit162, %search.then157
  %search.key_bit = phi i64 [ 0, %search.then157 ], [ %579, %search.feature.exit162 ]
  %560 = icmp ult i64 %search.key_bit, 32
  br i1 %560, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %561 = sub i64 31, %search.key_bit
  %562 = trunc i64 %561 to i32
  %563 = shl i32 1, %562
  %564 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %564, %563
  store i64 0, ptr %search_count159, align 8
  br label %search.feature.header160

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %565 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %565, i1 false)
  %index_bits = sub i64 64, %ctlz
  %566 = shl i64 1, %index_bits
  %mask = sub i64 %566, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header160:                         ; preds = %search.feature.body161, %search.key_bit.body
  %search.feature163 = phi i64 [ 0, %search.key_bit.body ], [ %576, %search.feature.body161 ]
  %567 = icmp ult i64 %search.feature163, %n_features
  br i1 %567, label %search.feature.body161, label %search.feature.exit162

search.feature.body161:                           ; preds = %search.feature.header160
  %568 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature163
  %569 = load i32, ptr addrspace(3) %568, align 4
  %570 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature163
  %571 = load float, ptr addrspace(3) %570, align 4
  %572 = icmp uge i32 %569, %candidate
  %573 = zext i1 %572 to i64
  %574 = load i64, ptr %search_count159, align 8
  %575 = add i64 %574, %573
  store i64 %575, ptr %search_count159, align 8
  %576 = add i64 %search.feature163, 1
  br label %search.feature.header160

search.feature.exit162:                           ; preds = %search.feature.header160
  %count164 = load i64, ptr %search_count159, align 8
  %weight165 = uitofp i64 %count164 to float
  %577 = fcmp oge float %weight165, %546
  %578 = select i1 %577, i32 %candidate, i32 %564
  store i32 %578, ptr %search_hi, align 4
  %579 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit170, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %609, %search.feature.exit170 ]
  %580 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %580, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %581 = sub i64 %index_bits, 1
  %582 = sub i64 %581, %search.index_bit
  %583 = shl i64 1, %582
  %584 = load i64, ptr %search_lo, align 8
  %candidate166 = or i64 %584, %583
  store i64 0, ptr %search_count167, align 8
  br label %search.feature.header168

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %585 = and i32 %hi, -2147483648
  %586 = icmp ne i32 %585, 0
  %587 = and i32 %hi, 2147483647
  %588 = xor i32 %hi, -1
  %589 = select i1 %586, i32 %587, i32 %588
  %590 = bitcast i32 %589 to float
  store float %590, ptr %search_value, align 4
  %591 = sub i64 %mask, %lo
  %search_index174 = uitofp i64 %591 to float
  store float %search_index174, ptr %search_index, align 4
  br label %search.done158

search.feature.header168:                         ; preds = %search.feature.body169, %search.index_bit.body
  %search.feature171 = phi i64 [ 0, %search.index_bit.body ], [ %606, %search.feature.body169 ]
  %592 = icmp ult i64 %search.feature171, %n_features
  br i1 %592, label %search.feature.body169, label %search.feature.exit170

search.feature.body169:                           ; preds = %search.feature.header168
  %593 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature171
  %594 = load i32, ptr addrspace(3) %593, align 4
  %595 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature171
  %596 = load float, ptr addrspace(3) %595, align 4
  %597 = icmp ugt i32 %594, %hi
  %598 = icmp eq i32 %594, %hi
  %599 = sub i64 %mask, %search.feature171
  %600 = icmp uge i64 %599, %candidate166
  %601 = and i1 %598, %600
  %602 = or i1 %597, %601
  %603 = zext i1 %602 to i64
  %604 = load i64, ptr %search_count167, align 8
  %605 = add i64 %604, %603
  store i64 %605, ptr %search_count167, align 8
  %606 = add i64 %search.feature171, 1
  br label %search.feature.header168

search.feature.exit170:                           ; preds = %search.feature.header168
  %count172 = load i64, ptr %search_count167, align 8
  %weight173 = uitofp i64 %count172 to float
  %607 = fcmp oge float %weight173, %546
  %608 = select i1 %607, i64 %candidate166, i64 %584
  store i64 %608, ptr %search_lo, align 8
  %609 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

slot.then177:                                     ; preds = %search.done
  %610 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature175
  %611 = load float, ptr addrspace(1) %610, align 4
  %612 = fmul float %611, %inv_t
  %613 = fadd float %611, 0.000000e+00
  %614 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %615 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature179 = uitofp i64 %feature175 to float
  %616 = fcmp ogt float %613, %614
  %617 = select i1 %616, float 1.000000e+00, float 0.000000e+00
  %618 = fcmp oeq float %613, %614
  %619 = select i1 %618, float 1.000000e+00, float 0.000000e+00
  %620 = fcmp ole float %feature179, %615
  %621 = select i1 %620, float 1.000000e+00, float 0.000000e+00
  %622 = fmul float %619, %621
  %623 = fcmp ogt float %622, %617
  %max180 = select i1 %623, float %622, float %617
  %624 = fcmp une float %max180, 0.000000e+00
  %625 = select i1 %624, float %612, float 0xFFF0000000000000
  %626 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature175
  store float %625, ptr addrspace(3) %626, align 4
  br label %slot.done178

slot.done178:                                     ; preds = %slot.then177, %search.done
  %feature181 = add i64 %lane, 1024
  %valid182 = icmp ult i64 %feature181, %n_features
  %627 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid182, label %slot.then183, label %slot.done184

slot.then183:                                     ; preds = %slot.done178
  %628 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature181
  %629 = load float, ptr addrspace(1) %628, align 4
  %630 = fmul float %629, %inv_t
  %631 = fadd float %629, 0.000000e+00
  %632 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %633 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature185 = uitofp i64 %feature181 to float
  %634 = fcmp ogt float %631, %632
  %635 = select i1 %634, float 1.000000e+00, float 0.000000e+00
  %636 = fcmp oeq float %631, %632
  %637 = select i1 %636, float 1.000000e+00, float 0.000000e+00
  %638 = fcmp ole float %feature185, %633
  %639 = select i1 %638, float 1.000000e+00, float 0.000000e+00
  %640 = fmul float %637, %639
  %641 = fcmp ogt float %640, %635
  %max186 = select i1 %641, float %640, float %635
  %642 = fcmp une float %max186, 0.000000e+00
  %643 = select i1 %642, float %630, float 0xFFF0000000000000
  %644 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature181
  store float %643, ptr addrspace(3) %644, align 4
  br label %slot.done184

slot.done184:                                     ; preds = %slot.then183, %slot.done178
  %feature187 = add i64 %lane, 2048
  %valid188 = icmp ult i64 %feature187, %n_features
  %645 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid188, label %slot.then189, label %slot.done190

slot.then189:                                     ; preds = %slot.done184
  %646 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature187
  %647 = load float, ptr addrspace(1) %646, align 4
  %648 = fmul float %647, %inv_t
  %649 = fadd float %647, 0.000000e+00
  %650 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %651 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature191 = uitofp i64 %feature187 to float
  %652 = fcmp ogt float %649, %650
  %653 = select i1 %652, float 1.000000e+00, float 0.000000e+00
  %654 = fcmp oeq float %649, %650
  %655 = select i1 %654, float 1.000000e+00, float 0.000000e+00
  %656 = fcmp ole float %feature191, %651
  %657 = select i1 %656, float 1.000000e+00, float 0.000000e+00
  %658 = fmul float %655, %657
  %659 = fcmp ogt float %658, %653
  %max192 = select i1 %659, float %658, float %653
  %660 = fcmp une float %max192, 0.000000e+00
  %661 = select i1 %660, float %648, float 0xFFF0000000000000
  %662 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature187
  store float %661, ptr addrspace(3) %662, align 4
  br label %slot.done190

slot.done190:                                     ; preds = %slot.then189, %slot.done184
  %feature193 = add i64 %lane, 3072
  %valid194 = icmp ult i64 %feature193, %n_features
  %663 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid194, label %slot.then195, label %slot.done196

slot.then195:                                     ; preds = %slot.done190
  %664 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature193
  %665 = load float, ptr addrspace(1) %664, align 4
  %666 = fmul float %665, %inv_t
  %667 = fadd float %665, 0.000000e+00
  %668 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %669 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature197 = uitofp i64 %feature193 to float
  %670 = fcmp ogt float %667, %668
  %671 = select i1 %670, float 1.000000e+00, float 0.000000e+00
  %672 = fcmp oeq float %667, %668
  %673 = select i1 %672, float 1.000000e+00, float 0.000000e+00
  %674 = fcmp ole float %feature197, %669
  %675 = select i1 %674, float 1.000000e+00, float 0.000000e+00
  %676 = fmul float %673, %675
  %677 = fcmp ogt float %676, %671
  %max198 = select i1 %677, float %676, float %671
  %678 = fcmp une float %max198, 0.000000e+00
  %679 = select i1 %678, float %666, float 0xFFF0000000000000
  %680 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature193
  store float %679, ptr addrspace(3) %680, align 4
  br label %slot.done196

slot.done196:                                     ; preds = %slot.then195, %slot.done190
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then199, label %fold.done200

fold.then199:                                     ; preds = %slot.done196
  store float 0xFFF0000000000000, ptr %fold_value201, align 4
  store i64 0, ptr %fold_index202, align 8
  store i64 0, ptr %pairwise_depth205, align 8
  br label %fold.header206

fold.done200:                                     ; preds = %fold.exit208, %slot.done196
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature211 = add i64 %lane, 0
  %valid212 = icmp ult i64 %feature211, %n_features
  %681 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid212, label %slot.then213, label %slot.done214

fold.header206:                                   ; preds = %fold.body207, %fold.then199
  %fold209 = phi i64 [ 0, %fold.then199 ], [ %693, %fold.body207 ]
  %682 = icmp ult i64 %fold209, %n_features
  br i1 %682, label %fold.body207, label %fold.exit208

fold.body207:                                     ; preds = %fold.header206
  %683 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold209
  %684 = load float, ptr addrspace(3) %683, align 4
  %685 = load float, ptr %fold_value201, align 4
  %686 = fcmp ogt float %684, %685
  %687 = fcmp uno float %684, %684
  %688 = fcmp ord float %685, %685
  %689 = and i1 %687, %688
  %take210 = or i1 %686, %689
  %690 = select i1 %take210, float %684, float %685
  store float %690, ptr %fold_value201, align 4
  %691 = load i64, ptr %fold_index202, align 8
  %692 = select i1 %take210, i64 %fold209, i64 %691
  store i64 %692, ptr %fold_index202, align 8
  %693 = add i64 %fold209, 1
  br label %fold.header206

fold.exit208:                                     ; preds = %fold.header206
  %694 = load float, ptr %fold_value201, align 4
  store float %694, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  br label %fold.done200

slot.then213:                                     ; preds = %fold.done200
  %695 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature211
  %696 = load float, ptr addrspace(1) %695, align 4
  %697 = fmul float %696, %inv_t
  %698 = fadd float %696, 0.000000e+00
  %699 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %700 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature215 = uitofp i64 %feature211 to float
  %701 = fcmp ogt float %698, %699
  %702 = select i1 %701, float 1.000000e+00, float 0.000000e+00
  %703 = fcmp oeq float %698, %699
  %704 = select i1 %703, float 1.000000e+00, float 0.000000e+00
  %705 = fcmp ole float %feature215, %700
  %706 = select i1 %705, float 1.000000e+00, float 0.000000e+00
  %707 = fmul float %704, %706
  %708 = fcmp ogt float %707, %702
  %max216 = select i1 %708, float %707, float %702
  %709 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %710 = fsub float %697, %709
  %711 = fcmp olt float %710, -1.040000e+02
  %712 = select i1 %711, float -1.040000e+02, float %710
  %713 = fcmp olt float 8.900000e+01, %712
  %714 = select i1 %713, float 8.900000e+01, float %712
  %715 = fmul float %714, 0x3FF7154760000000
  %716 = fadd float %715, 0x4168000000000000
  %717 = fsub float %716, 0x4168000000000000
  %718 = bitcast float %716 to i32
  %719 = sub i32 %718, 1262485504
  %720 = fmul float %717, 0x3FE62E4000000000
  %721 = fsub float %714, %720
  %722 = fmul float %717, 0x3EB7F7D1C0000000
  %723 = fsub float %721, %722
  %724 = fmul float %723, %723
  %725 = fmul float %724, 0x3E66376980000000
  %726 = fadd float 0xBEBBBD41C0000000, %725
  %727 = fmul float %724, %726
  %728 = fadd float 0x3F11566AA0000000, %727
  %729 = fmul float %724, %728
  %730 = fadd float 0xBF66C16C20000000, %729
  %731 = fmul float %724, %730
  %732 = fadd float 0x3FC5555560000000, %731
  %733 = fmul float %724, %732
  %734 = fsub float %723, %733
  %735 = fmul float %723, %734
  %736 = fsub float 2.000000e+00, %734
  %737 = fdiv float %735, %736
  %738 = fsub float %722, %737
  %739 = fsub float %738, %721
  %740 = fsub float 1.000000e+00, %739
  %741 = add i32 %719, 256
  %742 = lshr i32 %741, 1
  %743 = sub i32 %742, 1
  %744 = add i32 %719, 255
  %745 = sub i32 %744, %742
  %746 = shl i32 %743, 23
  %747 = shl i32 %745, 23
  %748 = bitcast i32 %746 to float
  %749 = bitcast i32 %747 to float
  %750 = fmul float %740, %748
  %751 = fmul float %750, %749
  %752 = fcmp uno float %710, %710
  %753 = select i1 %752, float 0x7FF8000000000000, float %751
  %754 = fcmp une float %max216, 0.000000e+00
  %755 = select i1 %754, float %753, float 0.000000e+00
  %756 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature211
  store float %755, ptr addrspace(3) %756, align 4
  br label %slot.done214

slot.done214:                                     ; preds = %slot.then213, %fold.done200
  %feature217 = add i64 %lane, 1024
  %valid218 = icmp ult i64 %feature217, %n_features
  %757 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid218, label %slot.then219, label %slot.done220

slot.then219:                                     ; preds = %slot.done214
  %758 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature217
  %759 = load float, ptr addrspace(1) %758, align 4
  %760 = fmul float %759, %inv_t
  %761 = fadd float %759, 0.000000e+00
  %762 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %763 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature221 = uitofp i64 %feature217 to float
  %764 = fcmp ogt float %761, %762
  %765 = select i1 %764, float 1.000000e+00, float 0.000000e+00
  %766 = fcmp oeq float %761, %762
  %767 = select i1 %766, float 1.000000e+00, float 0.000000e+00
  %768 = fcmp ole float %feature221, %763
  %769 = select i1 %768, float 1.000000e+00, float 0.000000e+00
  %770 = fmul float %767, %769
  %771 = fcmp ogt float %770, %765
  %max222 = select i1 %771, float %770, float %765
  %772 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %773 = fsub float %760, %772
  %774 = fcmp olt float %773, -1.040000e+02
  %775 = select i1 %774, float -1.040000e+02, float %773
  %776 = fcmp olt float 8.900000e+01, %775
  %777 = select i1 %776, float 8.900000e+01, float %775
  %778 = fmul float %777, 0x3FF7154760000000
  %779 = fadd float %778, 0x4168000000000000
  %780 = fsub float %779, 0x4168000000000000
  %781 = bitcast float %779 to i32
  %782 = sub i32 %781, 1262485504
  %783 = fmul float %780, 0x3FE62E4000000000
  %784 = fsub float %777, %783
  %785 = fmul float %780, 0x3EB7F7D1C0000000
  %786 = fsub float %784, %785
  %787 = fmul float %786, %786
  %788 = fmul float %787, 0x3E66376980000000
  %789 = fadd float 0xBEBBBD41C0000000, %788
  %790 = fmul float %787, %789
  %791 = fadd float 0x3F11566AA0000000, %790
  %792 = fmul float %787, %791
  %793 = fadd float 0xBF66C16C20000000, %792
  %794 = fmul float %787, %793
  %795 = fadd float 0x3FC5555560000000, %794
  %796 = fmul float %787, %795
  %797 = fsub float %786, %796
  %798 = fmul float %786, %797
  %799 = fsub float 2.000000e+00, %797
  %800 = fdiv float %798, %799
  %801 = fsub float %785, %800
  %802 = fsub float %801, %784
  %803 = fsub float 1.000000e+00, %802
  %804 = add i32 %782, 256
  %805 = lshr i32 %804, 1
  %806 = sub i32 %805, 1
  %807 = add i32 %782, 255
  %808 = sub i32 %807, %805
  %809 = shl i32 %806, 23
  %810 = shl i32 %808, 23
  %811 = bitcast i32 %809 to float
  %812 = bitcast i32 %810 to float
  %813 = fmul float %803, %811
  %814 = fmul float %813, %812
  %815 = fcmp uno float %773, %773
  %816 = select i1 %815, float 0x7FF8000000000000, float %814
  %817 = fcmp une float %max222, 0.000000e+00
  %818 = select i1 %817, float %816, float 0.000000e+00
  %819 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature217
  store float %818, ptr addrspace(3) %819, align 4
  br label %slot.done220

slot.done220:                                     ; preds = %slot.then219, %slot.done214
  %feature223 = add i64 %lane, 2048
  %valid224 = icmp ult i64 %feature223, %n_features
  %820 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid224, label %slot.then225, label %slot.done226

slot.then225:                                     ; preds = %slot.done220
  %821 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature223
  %822 = load float, ptr addrspace(1) %821, align 4
  %823 = fmul float %822, %inv_t
  %824 = fadd float %822, 0.000000e+00
  %825 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %826 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature227 = uitofp i64 %feature223 to float
  %827 = fcmp ogt float %824, %825
  %828 = select i1 %827, float 1.000000e+00, float 0.000000e+00
  %829 = fcmp oeq float %824, %825
  %830 = select i1 %829, float 1.000000e+00, float 0.000000e+00
  %831 = fcmp ole float %feature227, %826
  %832 = select i1 %831, float 1.000000e+00, float 0.000000e+00
  %833 = fmul float %830, %832
  %834 = fcmp ogt float %833, %828
  %max228 = select i1 %834, float %833, float %828
  %835 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %836 = fsub float %823, %835
  %837 = fcmp olt float %836, -1.040000e+02
  %838 = select i1 %837, float -1.040000e+02, float %836
  %839 = fcmp olt float 8.900000e+01, %838
  %840 = select i1 %839, float 8.900000e+01, float %838
  %841 = fmul float %840, 0x3FF7154760000000
  %842 = fadd float %841, 0x4168000000000000
  %843 = fsub float %842, 0x4168000000000000
  %844 = bitcast float %842 to i32
  %845 = sub i32 %844, 1262485504
  %846 = fmul float %843, 0x3FE62E4000000000
  %847 = fsub float %840, %846
  %848 = fmul float %843, 0x3EB7F7D1C0000000
  %849 = fsub float %847, %848
  %850 = fmul float %849, %849
  %851 = fmul float %850, 0x3E66376980000000
  %852 = fadd float 0xBEBBBD41C0000000, %851
  %853 = fmul float %850, %852
  %854 = fadd float 0x3F11566AA0000000, %853
  %855 = fmul float %850, %854
  %856 = fadd float 0xBF66C16C20000000, %855
  %857 = fmul float %850, %856
  %858 = fadd float 0x3FC5555560000000, %857
  %859 = fmul float %850, %858
  %860 = fsub float %849, %859
  %861 = fmul float %849, %860
  %862 = fsub float 2.000000e+00, %860
  %863 = fdiv float %861, %862
  %864 = fsub float %848, %863
  %865 = fsub float %864, %847
  %866 = fsub float 1.000000e+00, %865
  %867 = add i32 %845, 256
  %868 = lshr i32 %867, 1
  %869 = sub i32 %868, 1
  %870 = add i32 %845, 255
  %871 = sub i32 %870, %868
  %872 = shl i32 %869, 23
  %873 = shl i32 %871, 23
  %874 = bitcast i32 %872 to float
  %875 = bitcast i32 %873 to float
  %876 = fmul float %866, %874
  %877 = fmul float %876, %875
  %878 = fcmp uno float %836, %836
  %879 = select i1 %878, float 0x7FF8000000000000, float %877
  %880 = fcmp une float %max228, 0.000000e+00
  %881 = select i1 %880, float %879, float 0.000000e+00
  %882 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature223
  store float %881, ptr addrspace(3) %882, align 4
  br label %slot.done226

slot.done226:                                     ; preds = %slot.then225, %slot.done220
  %feature229 = add i64 %lane, 3072
  %valid230 = icmp ult i64 %feature229, %n_features
  %883 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid230, label %slot.then231, label %slot.done232

slot.then231:                                     ; preds = %slot.done226
  %884 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature229
  %885 = load float, ptr addrspace(1) %884, align 4
  %886 = fmul float %885, %inv_t
  %887 = fadd float %885, 0.000000e+00
  %888 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %889 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature233 = uitofp i64 %feature229 to float
  %890 = fcmp ogt float %887, %888
  %891 = select i1 %890, float 1.000000e+00, float 0.000000e+00
  %892 = fcmp oeq float %887, %888
  %893 = select i1 %892, float 1.000000e+00, float 0.000000e+00
  %894 = fcmp ole float %feature233, %889
  %895 = select i1 %894, float 1.000000e+00, float 0.000000e+00
  %896 = fmul float %893, %895
  %897 = fcmp ogt float %896, %891
  %max234 = select i1 %897, float %896, float %891
  %898 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %899 = fsub float %886, %898
  %900 = fcmp olt float %899, -1.040000e+02
  %901 = select i1 %900, float -1.040000e+02, float %899
  %902 = fcmp olt float 8.900000e+01, %901
  %903 = select i1 %902, float 8.900000e+01, float %901
  %904 = fmul float %903, 0x3FF7154760000000
  %905 = fadd float %904, 0x4168000000000000
  %906 = fsub float %905, 0x4168000000000000
  %907 = bitcast float %905 to i32
  %908 = sub i32 %907, 1262485504
  %909 = fmul float %906, 0x3FE62E4000000000
  %910 = fsub float %903, %909
  %911 = fmul float %906, 0x3EB7F7D1C0000000
  %912 = fsub float %910, %911
  %913 = fmul float %912, %912
  %914 = fmul float %913, 0x3E66376980000000
  %915 = fadd float 0xBEBBBD41C0000000, %914
  %916 = fmul float %913, %915
  %917 = fadd float 0x3F11566AA0000000, %916
  %918 = fmul float %913, %917
  %919 = fadd float 0xBF66C16C20000000, %918
  %920 = fmul float %913, %919
  %921 = fadd float 0x3FC5555560000000, %920
  %922 = fmul float %913, %921
  %923 = fsub float %912, %922
  %924 = fmul float %912, %923
  %925 = fsub float 2.000000e+00, %923
  %926 = fdiv float %924, %925
  %927 = fsub float %911, %926
  %928 = fsub float %927, %910
  %929 = fsub float 1.000000e+00, %928
  %930 = add i32 %908, 256
  %931 = lshr i32 %930, 1
  %932 = sub i32 %931, 1
  %933 = add i32 %908, 255
  %934 = sub i32 %933, %931
  %935 = shl i32 %932, 23
  %936 = shl i32 %934, 23
  %937 = bitcast i32 %935 to float
  %938 = bitcast i32 %936 to float
  %939 = fmul float %929, %937
  %940 = fmul float %939, %938
  %941 = fcmp uno float %899, %899
  %942 = select i1 %941, float 0x7FF8000000000000, float %940
  %943 = fcmp une float %max234, 0.000000e+00
  %944 = select i1 %943, float %942, float 0.000000e+00
  %945 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature229
  store float %944, ptr addrspace(3) %945, align 4
  br label %slot.done232

slot.done232:                                     ; preds = %slot.then231, %slot.done226
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then235, label %fold.done236

fold.then235:                                     ; preds = %slot.done232
  store float 0.000000e+00, ptr %fold_value237, align 4
  store i64 0, ptr %fold_index238, align 8
  store i64 0, ptr %pairwise_depth241, align 8
  br label %fold.header242

fold.done236:                                     ; preds = %fold.exit244, %slot.done232
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature246 = add i64 %lane, 0
  %valid247 = icmp ult i64 %feature246, %n_features
  %946 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid247, label %slot.then248, label %slot.done249

fold.header242:                                   ; preds = %fold.body243, %fold.then235
  %fold245 = phi i64 [ 0, %fold.then235 ], [ %952, %fold.body243 ]
  %947 = icmp ult i64 %fold245, %n_features
  br i1 %947, label %fold.body243, label %fold.exit244

fold.body243:                                     ; preds = %fold.header242
  %948 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold245
  %949 = load float, ptr addrspace(3) %948, align 4
  %950 = load float, ptr %fold_value237, align 4
  %951 = fadd float %949, %950
  store float %951, ptr %fold_value237, align 4
  %952 = add i64 %fold245, 1
  br label %fold.header242

fold.exit244:                                     ; preds = %fold.header242
  %953 = load float, ptr %fold_value237, align 4
  store float %953, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  br label %fold.done236

slot.then248:                                     ; preds = %fold.done236
  %954 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature246
  %955 = load float, ptr addrspace(1) %954, align 4
  %956 = fmul float %955, %inv_t
  %957 = fadd float %955, 0.000000e+00
  %958 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %959 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature250 = uitofp i64 %feature246 to float
  %960 = fcmp ogt float %957, %958
  %961 = select i1 %960, float 1.000000e+00, float 0.000000e+00
  %962 = fcmp oeq float %957, %958
  %963 = select i1 %962, float 1.000000e+00, float 0.000000e+00
  %964 = fcmp ole float %feature250, %959
  %965 = select i1 %964, float 1.000000e+00, float 0.000000e+00
  %966 = fmul float %963, %965
  %967 = fcmp ogt float %966, %961
  %max251 = select i1 %967, float %966, float %961
  %968 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %969 = fsub float %956, %968
  %970 = fcmp olt float %969, -1.040000e+02
  %971 = select i1 %970, float -1.040000e+02, float %969
  %972 = fcmp olt float 8.900000e+01, %971
  %973 = select i1 %972, float 8.900000e+01, float %971
  %974 = fmul float %973, 0x3FF7154760000000
  %975 = fadd float %974, 0x4168000000000000
  %976 = fsub float %975, 0x4168000000000000
  %977 = bitcast float %975 to i32
  %978 = sub i32 %977, 1262485504
  %979 = fmul float %976, 0x3FE62E4000000000
  %980 = fsub float %973, %979
  %981 = fmul float %976, 0x3EB7F7D1C0000000
  %982 = fsub float %980, %981
  %983 = fmul float %982, %982
  %984 = fmul float %983, 0x3E66376980000000
  %985 = fadd float 0xBEBBBD41C0000000, %984
  %986 = fmul float %983, %985
  %987 = fadd float 0x3F11566AA0000000, %986
  %988 = fmul float %983, %987
  %989 = fadd float 0xBF66C16C20000000, %988
  %990 = fmul float %983, %989
  %991 = fadd float 0x3FC5555560000000, %990
  %992 = fmul float %983, %991
  %993 = fsub float %982, %992
  %994 = fmul float %982, %993
  %995 = fsub float 2.000000e+00, %993
  %996 = fdiv float %994, %995
  %997 = fsub float %981, %996
  %998 = fsub float %997, %980
  %999 = fsub float 1.000000e+00, %998
  %1000 = add i32 %978, 256
  %1001 = lshr i32 %1000, 1
  %1002 = sub i32 %1001, 1
  %1003 = add i32 %978, 255
  %1004 = sub i32 %1003, %1001
  %1005 = shl i32 %1002, 23
  %1006 = shl i32 %1004, 23
  %1007 = bitcast i32 %1005 to float
  %1008 = bitcast i32 %1006 to float
  %1009 = fmul float %999, %1007
  %1010 = fmul float %1009, %1008
  %1011 = fcmp uno float %969, %969
  %1012 = select i1 %1011, float 0x7FF8000000000000, float %1010
  %1013 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1014 = fdiv float %1012, %1013
  %1015 = fcmp une float %max251, 0.000000e+00
  %1016 = select i1 %1015, float %1014, float -1.000000e+00
  %1017 = fcmp une float %max251, 0.000000e+00
  %1018 = select i1 %1017, float %1014, float 0.000000e+00
  %1019 = fcmp oge float %top_p, 1.000000e+00
  %1020 = select i1 %1019, float 1.000000e+00, float 0.000000e+00
  %1021 = icmp ne i32 %greedy, 0
  %greedy252 = select i1 %1021, float 1.000000e+00, float 0.000000e+00
  %1022 = fcmp ogt float %greedy252, %1020
  %max253 = select i1 %1022, float %greedy252, float %1020
  %1023 = fcmp une float %max253, 0.000000e+00
  %1024 = select i1 %1023, float 0x7FF0000000000000, float %top_p
  %1025 = fadd float %1016, 0.000000e+00
  %1026 = bitcast float %1025 to i32
  %1027 = icmp ult i32 2147483647, %1026
  %1028 = xor i32 %1026, -1
  %1029 = or i32 %1026, -2147483648
  %1030 = select i1 %1027, i32 %1028, i32 %1029
  %1031 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature246
  store i32 %1030, ptr addrspace(3) %1031, align 4
  %1032 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature246
  store float %1018, ptr addrspace(3) %1032, align 4
  br label %slot.done249

slot.done249:                                     ; preds = %slot.then248, %fold.done236
  %feature254 = add i64 %lane, 1024
  %valid255 = icmp ult i64 %feature254, %n_features
  %1033 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid255, label %slot.then256, label %slot.done257

slot.then256:                                     ; preds = %slot.done249
  %1034 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature254
  %1035 = load float, ptr addrspace(1) %1034, align 4
  %1036 = fmul float %1035, %inv_t
  %1037 = fadd float %1035, 0.000000e+00
  %1038 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1039 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature258 = uitofp i64 %feature254 to float
  %1040 = fcmp ogt float %1037, %1038
  %1041 = select i1 %1040, float 1.000000e+00, float 0.000000e+00
  %1042 = fcmp oeq float %1037, %1038
  %1043 = select i1 %1042, float 1.000000e+00, float 0.000000e+00
  %1044 = fcmp ole float %feature258, %1039
  %1045 = select i1 %1044, float 1.000000e+00, float 0.000000e+00
  %1046 = fmul float %1043, %1045
  %1047 = fcmp ogt float %1046, %1041
  %max259 = select i1 %1047, float %1046, float %1041
  %1048 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1049 = fsub float %1036, %1048
  %1050 = fcmp olt float %1049, -1.040000e+02
  %1051 = select i1 %1050, float -1.040000e+02, float %1049
  %1052 = fcmp olt float 8.900000e+01, %1051
  %1053 = select i1 %1052, float 8.900000e+01, float %1051
  %1054 = fmul float %1053, 0x3FF7154760000000
  %1055 = fadd float %1054, 0x4168000000000000
  %1056 = fsub float %1055, 0x4168000000000000
  %1057 = bitcast float %1055 to i32
  %1058 = sub i32 %1057, 1262485504
  %1059 = fmul float %1056, 0x3FE62E4000000000
  %1060 = fsub float %1053, %1059
  %1061 = fmul float %1056, 0x3EB7F7D1C0000000
  %1062 = fsub float %1060, %1061
  %1063 = fmul float %1062, %1062
  %1064 = fmul float %1063, 0x3E66376980000000
  %1065 = fadd float 0xBEBBBD41C0000000, %1064
  %1066 = fmul float %1063, %1065
  %1067 = fadd float 0x3F11566AA0000000, %1066
  %1068 = fmul float %1063, %1067
  %1069 = fadd float 0xBF66C16C20000000, %1068
  %1070 = fmul float %1063, %1069
  %1071 = fadd float 0x3FC5555560000000, %1070
  %1072 = fmul float %1063, %1071
  %1073 = fsub float %1062, %1072
  %1074 = fmul float %1062, %1073
  %1075 = fsub float 2.000000e+00, %1073
  %1076 = fdiv float %1074, %1075
  %1077 = fsub float %1061, %1076
  %1078 = fsub float %1077, %1060
  %1079 = fsub float 1.000000e+00, %1078
  %1080 = add i32 %1058, 256
  %1081 = lshr i32 %1080, 1
  %1082 = sub i32 %1081, 1
  %1083 = add i32 %1058, 255
  %1084 = sub i32 %1083, %1081
  %1085 = shl i32 %1082, 23
  %1086 = shl i32 %1084, 23
  %1087 = bitcast i32 %1085 to float
  %1088 = bitcast i32 %1086 to float
  %1089 = fmul float %1079, %1087
  %1090 = fmul float %1089, %1088
  %1091 = fcmp uno float %1049, %1049
  %1092 = select i1 %1091, float 0x7FF8000000000000, float %1090
  %1093 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1094 = fdiv float %1092, %1093
  %1095 = fcmp une float %max259, 0.000000e+00
  %1096 = select i1 %1095, float %1094, float -1.000000e+00
  %1097 = fcmp une float %max259, 0.000000e+00
  %1098 = select i1 %1097, float %1094, float 0.000000e+00
  %1099 = fcmp oge float %top_p, 1.000000e+00
  %1100 = select i1 %1099, float 1.000000e+00, float 0.000000e+00
  %1101 = icmp ne i32 %greedy, 0
  %greedy260 = select i1 %1101, float 1.000000e+00, float 0.000000e+00
  %1102 = fcmp ogt float %greedy260, %1100
  %max261 = select i1 %1102, float %greedy260, float %1100
  %1103 = fcmp une float %max261, 0.000000e+00
  %1104 = select i1 %1103, float 0x7FF0000000000000, float %top_p
  %1105 = fadd float %1096, 0.000000e+00
  %1106 = bitcast float %1105 to i32
  %1107 = icmp ult i32 2147483647, %1106
  %1108 = xor i32 %1106, -1
  %1109 = or i32 %1106, -2147483648
  %1110 = select i1 %1107, i32 %1108, i32 %1109
  %1111 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature254
  store i32 %1110, ptr addrspace(3) %1111, align 4
  %1112 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature254
  store float %1098, ptr addrspace(3) %1112, align 4
  br label %slot.done257

slot.done257:                                     ; preds = %slot.then256, %slot.done249
  %feature262 = add i64 %lane, 2048
  %valid263 = icmp ult i64 %feature262, %n_features
  %1113 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid263, label %slot.then264, label %slot.done265

slot.then264:                                     ; preds = %slot.done257
  %1114 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature262
  %1115 = load float, ptr addrspace(1) %1114, align 4
  %1116 = fmul float %1115, %inv_t
  %1117 = fadd float %1115, 0.000000e+00
  %1118 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1119 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature266 = uitofp i64 %feature262 to float
  %1120 = fcmp ogt float %1117, %1118
  %1121 = select i1 %1120, float 1.000000e+00, float 0.000000e+00
  %1122 = fcmp oeq float %1117, %1118
  %1123 = select i1 %1122, float 1.000000e+00, float 0.000000e+00
  %1124 = fcmp ole float %feature266, %1119
  %1125 = select i1 %1124, float 1.000000e+00, float 0.000000e+00
  %1126 = fmul float %1123, %1125
  %1127 = fcmp ogt float %1126, %1121
  %max267 = select i1 %1127, float %1126, float %1121
  %1128 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1129 = fsub float %1116, %1128
  %1130 = fcmp olt float %1129, -1.040000e+02
  %1131 = select i1 %1130, float -1.040000e+02, float %1129
  %1132 = fcmp olt float 8.900000e+01, %1131
  %1133 = select i1 %1132, float 8.900000e+01, float %1131
  %1134 = fmul float %1133, 0x3FF7154760000000
  %1135 = fadd float %1134, 0x4168000000000000
  %1136 = fsub float %1135, 0x4168000000000000
  %1137 = bitcast float %1135 to i32
  %1138 = sub i32 %1137, 1262485504
  %1139 = fmul float %1136, 0x3FE62E4000000000
  %1140 = fsub float %1133, %1139
  %1141 = fmul float %1136, 0x3EB7F7D1C0000000
  %1142 = fsub float %1140, %1141
  %1143 = fmul float %1142, %1142
  %1144 = fmul float %1143, 0x3E66376980000000
  %1145 = fadd float 0xBEBBBD41C0000000, %1144
  %1146 = fmul float %1143, %1145
  %1147 = fadd float 0x3F11566AA0000000, %1146
  %1148 = fmul float %1143, %1147
  %1149 = fadd float 0xBF66C16C20000000, %1148
  %1150 = fmul float %1143, %1149
  %1151 = fadd float 0x3FC5555560000000, %1150
  %1152 = fmul float %1143, %1151
  %1153 = fsub float %1142, %1152
  %1154 = fmul float %1142, %1153
  %1155 = fsub float 2.000000e+00, %1153
  %1156 = fdiv float %1154, %1155
  %1157 = fsub float %1141, %1156
  %1158 = fsub float %1157, %1140
  %1159 = fsub float 1.000000e+00, %1158
  %1160 = add i32 %1138, 256
  %1161 = lshr i32 %1160, 1
  %1162 = sub i32 %1161, 1
  %1163 = add i32 %1138, 255
  %1164 = sub i32 %1163, %1161
  %1165 = shl i32 %1162, 23
  %1166 = shl i32 %1164, 23
  %1167 = bitcast i32 %1165 to float
  %1168 = bitcast i32 %1166 to float
  %1169 = fmul float %1159, %1167
  %1170 = fmul float %1169, %1168
  %1171 = fcmp uno float %1129, %1129
  %1172 = select i1 %1171, float 0x7FF8000000000000, float %1170
  %1173 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1174 = fdiv float %1172, %1173
  %1175 = fcmp une float %max267, 0.000000e+00
  %1176 = select i1 %1175, float %1174, float -1.000000e+00
  %1177 = fcmp une float %max267, 0.000000e+00
  %1178 = select i1 %1177, float %1174, float 0.000000e+00
  %1179 = fcmp oge float %top_p, 1.000000e+00
  %1180 = select i1 %1179, float 1.000000e+00, float 0.000000e+00
  %1181 = icmp ne i32 %greedy, 0
  %greedy268 = select i1 %1181, float 1.000000e+00, float 0.000000e+00
  %1182 = fcmp ogt float %greedy268, %1180
  %max269 = select i1 %1182, float %greedy268, float %1180
  %1183 = fcmp une float %max269, 0.000000e+00
  %1184 = select i1 %1183, float 0x7FF0000000000000, float %top_p
  %1185 = fadd float %1176, 0.000000e+00
  %1186 = bitcast float %1185 to i32
  %1187 = icmp ult i32 2147483647, %1186
  %1188 = xor i32 %1186, -1
  %1189 = or i32 %1186, -2147483648
  %1190 = select i1 %1187, i32 %1188, i32 %1189
  %1191 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature262
  store i32 %1190, ptr addrspace(3) %1191, align 4
  %1192 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature262
  store float %1178, ptr addrspace(3) %1192, align 4
  br label %slot.done265

slot.done265:                                     ; preds = %slot.then264, %slot.done257
  %feature270 = add i64 %lane, 3072
  %valid271 = icmp ult i64 %feature270, %n_features
  %1193 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid271, label %slot.then272, label %slot.done273

slot.then272:                                     ; preds = %slot.done265
  %1194 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature270
  %1195 = load float, ptr addrspace(1) %1194, align 4
  %1196 = fmul float %1195, %inv_t
  %1197 = fadd float %1195, 0.000000e+00
  %1198 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1199 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature274 = uitofp i64 %feature270 to float
  %1200 = fcmp ogt float %1197, %1198
  %1201 = select i1 %1200, float 1.000000e+00, float 0.000000e+00
  %1202 = fcmp oeq float %1197, %1198
  %1203 = select i1 %1202, float 1.000000e+00, float 0.000000e+00
  %1204 = fcmp ole float %feature274, %1199
  %1205 = select i1 %1204, float 1.000000e+00, float 0.000000e+00
  %1206 = fmul float %1203, %1205
  %1207 = fcmp ogt float %1206, %1201
  %max275 = select i1 %1207, float %1206, float %1201
  %1208 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1209 = fsub float %1196, %1208
  %1210 = fcmp olt float %1209, -1.040000e+02
  %1211 = select i1 %1210, float -1.040000e+02, float %1209
  %1212 = fcmp olt float 8.900000e+01, %1211
  %1213 = select i1 %1212, float 8.900000e+01, float %1211
  %1214 = fmul float %1213, 0x3FF7154760000000
  %1215 = fadd float %1214, 0x4168000000000000
  %1216 = fsub float %1215, 0x4168000000000000
  %1217 = bitcast float %1215 to i32
  %1218 = sub i32 %1217, 1262485504
  %1219 = fmul float %1216, 0x3FE62E4000000000
  %1220 = fsub float %1213, %1219
  %1221 = fmul float %1216, 0x3EB7F7D1C0000000
  %1222 = fsub float %1220, %1221
  %1223 = fmul float %1222, %1222
  %1224 = fmul float %1223, 0x3E66376980000000
  %1225 = fadd float 0xBEBBBD41C0000000, %1224
  %1226 = fmul float %1223, %1225
  %1227 = fadd float 0x3F11566AA0000000, %1226
  %1228 = fmul float %1223, %1227
  %1229 = fadd float 0xBF66C16C20000000, %1228
  %1230 = fmul float %1223, %1229
  %1231 = fadd float 0x3FC5555560000000, %1230
  %1232 = fmul float %1223, %1231
  %1233 = fsub float %1222, %1232
  %1234 = fmul float %1222, %1233
  %1235 = fsub float 2.000000e+00, %1233
  %1236 = fdiv float %1234, %1235
  %1237 = fsub float %1221, %1236
  %1238 = fsub float %1237, %1220
  %1239 = fsub float 1.000000e+00, %1238
  %1240 = add i32 %1218, 256
  %1241 = lshr i32 %1240, 1
  %1242 = sub i32 %1241, 1
  %1243 = add i32 %1218, 255
  %1244 = sub i32 %1243, %1241
  %1245 = shl i32 %1242, 23
  %1246 = shl i32 %1244, 23
  %1247 = bitcast i32 %1245 to float
  %1248 = bitcast i32 %1246 to float
  %1249 = fmul float %1239, %1247
  %1250 = fmul float %1249, %1248
  %1251 = fcmp uno float %1209, %1209
  %1252 = select i1 %1251, float 0x7FF8000000000000, float %1250
  %1253 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1254 = fdiv float %1252, %1253
  %1255 = fcmp une float %max275, 0.000000e+00
  %1256 = select i1 %1255, float %1254, float -1.000000e+00
  %1257 = fcmp une float %max275, 0.000000e+00
  %1258 = select i1 %1257, float %1254, float 0.000000e+00
  %1259 = fcmp oge float %top_p, 1.000000e+00
  %1260 = select i1 %1259, float 1.000000e+00, float 0.000000e+00
  %1261 = icmp ne i32 %greedy, 0
  %greedy276 = select i1 %1261, float 1.000000e+00, float 0.000000e+00
  %1262 = fcmp ogt float %greedy276, %1260
  %max277 = select i1 %1262, float %greedy276, float %1260
  %1263 = fcmp une float %max277, 0.000000e+00
  %1264 = select i1 %1263, float 0x7FF0000000000000, float %top_p
  %1265 = fadd float %1256, 0.000000e+00
  %1266 = bitcast float %1265 to i32
  %1267 = icmp ult i32 2147483647, %1266
  %1268 = xor i32 %1266, -1
  %1269 = or i32 %1266, -2147483648
  %1270 = select i1 %1267, i32 %1268, i32 %1269
  %1271 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature270
  store i32 %1270, ptr addrspace(3) %1271, align 4
  %1272 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature270
  store float %1258, ptr addrspace(3) %1272, align 4
  br label %slot.done273

slot.done273:                                     ; preds = %slot.then272, %slot.done265
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature278 = add i64 %lane, 0
  %valid279 = icmp ult i64 %feature278, %n_features
  %1273 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then280, label %search.done281

search.then280:                                   ; preds = %slot.done273
  %1274 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %1275 = load float, ptr addrspace(1) %1274, align 4
  %1276 = fmul float %1275, %inv_t
  %1277 = fadd float %1275, 0.000000e+00
  %1278 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1279 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %1280 = fcmp ogt float %1277, %1278
  %1281 = select i1 %1280, float 1.000000e+00, float 0.000000e+00
  %1282 = fcmp oeq float %1277, %1278
  %1283 = select i1 %1282, float 1.000000e+00, float 0.000000e+00
  %1284 = fcmp ole float 0.000000e+00, %1279
  %1285 = select i1 %1284, float 1.000000e+00, float 0.000000e+00
  %1286 = fmul float %1283, %1285
  %1287 = fcmp ogt float %1286, %1281
  %max282 = select i1 %1287, float %1286, float %1281
  %1288 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1289 = fsub float %1276, %1288
  %1290 = fcmp olt float %1289, -1.040000e+02
  %1291 = select i1 %1290, float -1.040000e+02, float %1289
  %1292 = fcmp olt float 8.900000e+01, %1291
  %1293 = select i1 %1292, float 8.900000e+01, float %1291
  %1294 = fmul float %1293, 0x3FF7154760000000
  %1295 = fadd float %1294, 0x4168000000000000
  %1296 = fsub float %1295, 0x4168000000000000
  %1297 = bitcast float %1295 to i32
  %1298 = sub i32 %1297, 1262485504
  %1299 = fmul float %1296, 0x3FE62E4000000000
  %1300 = fsub float %1293, %1299
  %1301 = fmul float %1296, 0x3EB7F7D1C0000000
  %1302 = fsub float %1300, %1301
  %1303 = fmul float %1302, %1302
  %1304 = fmul float %1303, 0x3E66376980000000
  %1305 = fadd float 0xBEBBBD41C0000000, %1304
  %1306 = fmul float %1303, %1305
  %1307 = fadd float 0x3F11566AA0000000, %1306
  %1308 = fmul float %1303, %1307
  %1309 = fadd float 0xBF66C16C20000000, %1308
  %1310 = fmul float %1303, %1309
  %1311 = fadd float 0x3FC5555560000000, %1310
  %1312 = fmul float %1303, %1311
  %1313 = fsub float %1302, %1312
  %1314 = fmul float %1302, %1313
  %1315 = fsub float 2.000000e+00, %1313
  %1316 = fdiv float %1314, %1315
  %1317 = fsub float %1301, %1316
  %1318 = fsub float %1317, %1300
  %1319 = fsub float 1.000000e+00, %1318
  %1320 = add i32 %1298, 256
  %1321 = lshr i32 %1320, 1
  %1322 = sub i32 %1321, 1
  %1323 = add i32 %1298, 255
  %1324 = sub i32 %1323, %1321
  %1325 = shl i32 %1322, 23
  %1326 = shl i32 %1324, 23
  %1327 = bitcast i32 %1325 to float
  %1328 = bitcast i32 %1326 to float
  %1329 = fmul float %1319, %1327
  %1330 = fmul float %1329, %1328
  %1331 = fcmp uno float %1289, %1289
  %1332 = select i1 %1331, float 0x7FF8000000000000, float %1330
  %1333 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1334 = fdiv float %1332, %1333
  %1335 = fcmp une float %max282, 0.000000e+00
  %1336 = select i1 %1335, float %1334, float -1.000000e+00
  %1337 = fcmp une float %max282, 0.000000e+00
  %1338 = select i1 %1337, float %1334, float 0.000000e+00
  %1339 = fcmp oge float %top_p, 1.000000e+00
  %1340 = select i1 %1339, float 1.000000e+00, float 0.000000e+00
  %1341 = icmp ne i32 %greedy, 0
  %greedy283 = select i1 %1341, float 1.000000e+00, float 0.000000e+00
  %1342 = fcmp ogt float %greedy283, %1340
  %max284 = select i1 %1342, float %greedy283, float %1340
  %1343 = fcmp une float %max284, 0.000000e+00
  %1344 = select i1 %1343, float 0x7FF0000000000000, float %top_p
  store float 0xFFF0000000000000, ptr %search_value285, align 4
  store float 0x7FF0000000000000, ptr %search_index286, align 4
  store float 0.000000e+00, ptr %fold_value287, align 4
  store i64 0, ptr %fold_index288, align 8
  store i64 0, ptr %pairwise_depth291, align 8
  br label %search.feature.header292

search.done281:                                   ; preds = %search.done298, %slot.done273
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature335 = add i64 %lane, 0
  %valid336 = icmp ult i64 %feature335, %n_features
  %1345 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid336, label %slot.then337, label %slot.done338

search.feature.header292:                         ; preds = %search.feature.body293, %search.then280
  %search.feature295 = phi i64 [ 0, %search.then280 ], [ %1354, %search.feature.body293 ]
  %1346 = icmp ult i64 %search.feature295, %n_features
  br i1 %1346, label %search.feature.body293, label %search.feature.exit294

search.feature.body293:                           ; preds = %search.feature.header292
  %1347 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature295
  %1348 = load i32, ptr addrspace(3) %1347, align 4
  %1349 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature295
  %1350 = load float, ptr addrspace(3) %1349, align 4
  %1351 = select i1 true, float %1350, float 0.000000e+00
  %1352 = load float, ptr %fold_value287, align 4
  %1353 = fadd float %1351, %1352
  store float %1353, ptr %fold_value287, align 4
  %1354 = add i64 %search.feature295, 1
  br label %search.feature.header292

search.feature.exit294:                           ; preds = %search.feature.header292
  %1355 = load float, ptr %fold_value287, align 4
  %1356 = fcmp ogt float %1344, 0.000000e+00
  %1357 = fcmp oge float %1355, %1344
  %search.run296 = and i1 %1357, %1356
  br i1 %search.run296, label %search.then297, label %search.done298

search.then297:                                   ; preds = %search.feature.exit294
  store i32 0, ptr %search_hi299, align 4
  br label %search.key_bit.header300

search.done298:                                   ; preds = %search.index_bit.exit321, %search.feature.exit294
  %1358 = load float, ptr %search_value285, align 4
  %1359 = load float, ptr %search_index286, align 4
  store float %1358, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  store float %1359, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  br label %search.done281

search.key_bit.header300:                         ; preds = %search.feature.exit312, %search.then297
  %search.key_bit303 = phi i64 [ 0, %search.then297 ], [ %1380, %search.feature.exit312 ]
  %1360 = icmp ult i64 %search.key_bit303, 32
  br i1 %1360, label %search.key_bit.body301, label %search.key_bit.exit302

search.key_bit.body301:                           ; preds = %search.key_bit.header300
  %1361 = sub i64 31, %search.key_bit303
  %1362 = trunc i64 %1361 to i32
  %1363 = shl i32 1, %1362
  %1364 = load i32, ptr %search_hi299, align 4
  %candidate304 = or i32 %1364, %1363
  store float 0.000000e+00, ptr %fold_value305, align 4
  store i64 0, ptr %fold_index306, align 8
  store i64 0, ptr %pairwise_depth309, align 8
  br label %search.feature.header310

search.key_bit.exit302:                           ; preds = %search.key_bit.header300
  %hi314 = load i32, ptr %search_hi299, align 4
  %1365 = sub i64 %n_features, 1
  %ctlz315 = call i64 @llvm.ctlz.i64(i64 %1365, i1 false)
  %index_bits316 = sub i64 64, %ctlz315
  %1366 = shl i64 1, %index_bits316
  %mask317 = sub i64 %1366, 1
  store i64 0, ptr %search_lo318, align 8
  br label %search.index_bit.header319

search.feature.header310:                         ; preds = %search.feature.body311, %search.key_bit.body301
  %search.feature313 = phi i64 [ 0, %search.key_bit.body301 ], [ %1376, %search.feature.body311 ]
  %1367 = icmp ult i64 %search.feature313, %n_features
  br i1 %1367, label %search.feature.body311, label %search.feature.exit312

search.feature.body311:                           ; preds = %search.feature.header310
  %1368 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature313
  %1369 = load i32, ptr addrspace(3) %1368, align 4
  %1370 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature313
  %1371 = load float, ptr addrspace(3) %1370, align 4
  %1372 = icmp uge i32 %1369, %candidate304
  %1373 = select i1 %1372, float %1371, float 0.000000e+00
  %1374 = load float, ptr %fold_value305, align 4
  %1375 = fadd float %1373, %1374
  store float %1375, ptr %fold_value305, align 4
  %1376 = add i64 %search.feature313, 1
  br label %search.feature.header310

search.feature.exit312:                           ; preds = %search.feature.header310
  %1377 = load float, ptr %fold_value305, align 4
  %1378 = fcmp oge float %1377, %1344
  %1379 = select i1 %1378, i32 %candidate304, i32 %1364
  store i32 %1379, ptr %search_hi299, align 4
  %1380 = add i64 %search.key_bit303, 1
  br label %search.key_bit.header300

search.index_bit.header319:                       ; preds = %search.feature.exit331, %search.key_bit.exit302
  %search.index_bit322 = phi i64 [ 0, %search.key_bit.exit302 ], [ %1411, %search.feature.exit331 ]
  %1381 = icmp ult i64 %search.index_bit322, %index_bits316
  br i1 %1381, label %search.index_bit.body320, label %search.index_bit.exit321

search.index_bit.body320:                         ; preds = %search.index_bit.header319
  %1382 = sub i64 %index_bits316, 1
  %1383 = sub i64 %1382, %search.index_bit322
  %1384 = shl i64 1, %1383
  %1385 = load i64, ptr %search_lo318, align 8
  %candidate323 = or i64 %1385, %1384
  store float 0.000000e+00, ptr %fold_value324, align 4
  store i64 0, ptr %fold_index325, align 8
  store i64 0, ptr %pairwise_depth328, align 8
  br label %search.feature.header329

search.index_bit.exit321:                         ; preds = %search.index_bit.header319
  %lo333 = load i64, ptr %search_lo318, align 8
  %1386 = and i32 %hi314, -2147483648
  %1387 = icmp ne i32 %1386, 0
  %1388 = and i32 %hi314, 2147483647
  %1389 = xor i32 %hi314, -1
  %1390 = select i1 %1387, i32 %1388, i32 %1389
  %1391 = bitcast i32 %1390 to float
  store float %1391, ptr %search_value285, align 4
  %1392 = sub i64 %mask317, %lo333
  %search_index334 = uitofp i64 %1392 to float
  store float %search_index334, ptr %search_index286, align 4
  br label %search.done298

search.feature.header329:                         ; preds = %search.feature.body330, %search.index_bit.body320
  %search.feature332 = phi i64 [ 0, %search.index_bit.body320 ], [ %1407, %search.feature.body330 ]
  %1393 = icmp ult i64 %search.feature332, %n_features
  br i1 %1393, label %search.feature.body330, label %search.feature.exit331

search.feature.body330:                           ; preds = %search.feature.header329
  %1394 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature332
  %1395 = load i32, ptr addrspace(3) %1394, align 4
  %1396 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature332
  %1397 = load float, ptr addrspace(3) %1396, align 4
  %1398 = icmp ugt i32 %1395, %hi314
  %1399 = icmp eq i32 %1395, %hi314
  %1400 = sub i64 %mask317, %search.feature332
  %1401 = icmp uge i64 %1400, %candidate323
  %1402 = and i1 %1399, %1401
  %1403 = or i1 %1398, %1402
  %1404 = select i1 %1403, float %1397, float 0.000000e+00
  %1405 = load float, ptr %fold_value324, align 4
  %1406 = fadd float %1404, %1405
  store float %1406, ptr %fold_value324, align 4
  %1407 = add i64 %search.feature332, 1
  br label %search.feature.header329

search.feature.exit331:                           ; preds = %search.feature.header329
  %1408 = load float, ptr %fold_value324, align 4
  %1409 = fcmp oge float %1408, %1344
  %1410 = select i1 %1409, i64 %candidate323, i64 %1385
  store i64 %1410, ptr %search_lo318, align 8
  %1411 = add i64 %search.index_bit322, 1
  br label %search.index_bit.header319

slot.then337:                                     ; preds = %search.done281
  %1412 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature335
  %1413 = load float, ptr addrspace(1) %1412, align 4
  %1414 = fmul float %1413, %inv_t
  %1415 = fadd float %1413, 0.000000e+00
  %1416 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1417 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature339 = uitofp i64 %feature335 to float
  %1418 = fcmp ogt float %1415, %1416
  %1419 = select i1 %1418, float 1.000000e+00, float 0.000000e+00
  %1420 = fcmp oeq float %1415, %1416
  %1421 = select i1 %1420, float 1.000000e+00, float 0.000000e+00
  %1422 = fcmp ole float %feature339, %1417
  %1423 = select i1 %1422, float 1.000000e+00, float 0.000000e+00
  %1424 = fmul float %1421, %1423
  %1425 = fcmp ogt float %1424, %1419
  %max340 = select i1 %1425, float %1424, float %1419
  %1426 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1427 = fsub float %1414, %1426
  %1428 = fcmp olt float %1427, -1.040000e+02
  %1429 = select i1 %1428, float -1.040000e+02, float %1427
  %1430 = fcmp olt float 8.900000e+01, %1429
  %1431 = select i1 %1430, float 8.900000e+01, float %1429
  %1432 = fmul float %1431, 0x3FF7154760000000
  %1433 = fadd float %1432, 0x4168000000000000
  %1434 = fsub float %1433, 0x4168000000000000
  %1435 = bitcast float %1433 to i32
  %1436 = sub i32 %1435, 1262485504
  %1437 = fmul float %1434, 0x3FE62E4000000000
  %1438 = fsub float %1431, %1437
  %1439 = fmul float %1434, 0x3EB7F7D1C0000000
  %1440 = fsub float %1438, %1439
  %1441 = fmul float %1440, %1440
  %1442 = fmul float %1441, 0x3E66376980000000
  %1443 = fadd float 0xBEBBBD41C0000000, %1442
  %1444 = fmul float %1441, %1443
  %1445 = fadd float 0x3F11566AA0000000, %1444
  %1446 = fmul float %1441, %1445
  %1447 = fadd float 0xBF66C16C20000000, %1446
  %1448 = fmul float %1441, %1447
  %1449 = fadd float 0x3FC5555560000000, %1448
  %1450 = fmul float %1441, %1449
  %1451 = fsub float %1440, %1450
  %1452 = fmul float %1440, %1451
  %1453 = fsub float 2.000000e+00, %1451
  %1454 = fdiv float %1452, %1453
  %1455 = fsub float %1439, %1454
  %1456 = fsub float %1455, %1438
  %1457 = fsub float 1.000000e+00, %1456
  %1458 = add i32 %1436, 256
  %1459 = lshr i32 %1458, 1
  %1460 = sub i32 %1459, 1
  %1461 = add i32 %1436, 255
  %1462 = sub i32 %1461, %1459
  %1463 = shl i32 %1460, 23
  %1464 = shl i32 %1462, 23
  %1465 = bitcast i32 %1463 to float
  %1466 = bitcast i32 %1464 to float
  %1467 = fmul float %1457, %1465
  %1468 = fmul float %1467, %1466
  %1469 = fcmp uno float %1427, %1427
  %1470 = select i1 %1469, float 0x7FF8000000000000, float %1468
  %1471 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1472 = fdiv float %1470, %1471
  %1473 = fcmp une float %max340, 0.000000e+00
  %1474 = select i1 %1473, float %1472, float -1.000000e+00
  %1475 = fadd float %1474, 0.000000e+00
  %1476 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %1477 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature341 = uitofp i64 %feature335 to float
  %1478 = fcmp ogt float %1475, %1476
  %1479 = select i1 %1478, float 1.000000e+00, float 0.000000e+00
  %1480 = fcmp oeq float %1475, %1476
  %1481 = select i1 %1480, float 1.000000e+00, float 0.000000e+00
  %1482 = fcmp ole float %feature341, %1477
  %1483 = select i1 %1482, float 1.000000e+00, float 0.000000e+00
  %1484 = fmul float %1481, %1483
  %1485 = fcmp ogt float %1484, %1479
  %max342 = select i1 %1485, float %1484, float %1479
  %1486 = fmul float %max340, %max342
  %1487 = trunc i64 %key0 to i32
  %1488 = lshr i64 %key0, 32
  %1489 = trunc i64 %1488 to i32
  %1490 = trunc i64 %feature335 to i32
  %1491 = trunc i64 %row to i32
  %1492 = trunc i64 %key1 to i32
  %1493 = lshr i64 %key1, 32
  %1494 = trunc i64 %1493 to i32
  %1495 = zext i32 %1490 to i64
  %1496 = mul i64 3528531795, %1495
  %1497 = zext i32 %1492 to i64
  %1498 = mul i64 3449720151, %1497
  %1499 = lshr i64 %1496, 32
  %1500 = trunc i64 %1499 to i32
  %1501 = trunc i64 %1496 to i32
  %1502 = lshr i64 %1498, 32
  %1503 = trunc i64 %1502 to i32
  %1504 = trunc i64 %1498 to i32
  %1505 = xor i32 %1503, %1491
  %1506 = xor i32 %1505, %1487
  %1507 = xor i32 %1500, %1494
  %1508 = xor i32 %1507, %1489
  %1509 = add i32 %1487, -1640531527
  %1510 = add i32 %1489, -1150833019
  %1511 = zext i32 %1506 to i64
  %1512 = mul i64 3528531795, %1511
  %1513 = zext i32 %1508 to i64
  %1514 = mul i64 3449720151, %1513
  %1515 = lshr i64 %1512, 32
  %1516 = trunc i64 %1515 to i32
  %1517 = trunc i64 %1512 to i32
  %1518 = lshr i64 %1514, 32
  %1519 = trunc i64 %1518 to i32
  %1520 = trunc i64 %1514 to i32
  %1521 = xor i32 %1519, %1504
  %1522 = xor i32 %1521, %1509
  %1523 = xor i32 %1516, %1501
  %1524 = xor i32 %1523, %1510
  %1525 = add i32 %1509, -1640531527
  %1526 = add i32 %1510, -1150833019
  %1527 = zext i32 %1522 to i64
  %1528 = mul i64 3528531795, %1527
  %1529 = zext i32 %1524 to i64
  %1530 = mul i64 3449720151, %1529
  %1531 = lshr i64 %1528, 32
  %1532 = trunc i64 %1531 to i32
  %1533 = trunc i64 %1528 to i32
  %1534 = lshr i64 %1530, 32
  %1535 = trunc i64 %1534 to i32
  %1536 = trunc i64 %1530 to i32
  %1537 = xor i32 %1535, %1520
  %1538 = xor i32 %1537, %1525
  %1539 = xor i32 %1532, %1517
  %1540 = xor i32 %1539, %1526
  %1541 = add i32 %1525, -1640531527
  %1542 = add i32 %1526, -1150833019
  %1543 = zext i32 %1538 to i64
  %1544 = mul i64 3528531795, %1543
  %1545 = zext i32 %1540 to i64
  %1546 = mul i64 3449720151, %1545
  %1547 = lshr i64 %1544, 32
  %1548 = trunc i64 %1547 to i32
  %1549 = trunc i64 %1544 to i32
  %1550 = lshr i64 %1546, 32
  %1551 = trunc i64 %1550 to i32
  %1552 = trunc i64 %1546 to i32
  %1553 = xor i32 %1551, %1536
  %1554 = xor i32 %1553, %1541
  %1555 = xor i32 %1548, %1533
  %1556 = xor i32 %1555, %1542
  %1557 = add i32 %1541, -1640531527
  %1558 = add i32 %1542, -1150833019
  %1559 = zext i32 %1554 to i64
  %1560 = mul i64 3528531795, %1559
  %1561 = zext i32 %1556 to i64
  %1562 = mul i64 3449720151, %1561
  %1563 = lshr i64 %1560, 32
  %1564 = trunc i64 %1563 to i32
  %1565 = trunc i64 %1560 to i32
  %1566 = lshr i64 %1562, 32
  %1567 = trunc i64 %1566 to i32
  %1568 = trunc i64 %1562 to i32
  %1569 = xor i32 %1567, %1552
  %1570 = xor i32 %1569, %1557
  %1571 = xor i32 %1564, %1549
  %1572 = xor i32 %1571, %1558
  %1573 = add i32 %1557, -1640531527
  %1574 = add i32 %1558, -1150833019
  %1575 = zext i32 %1570 to i64
  %1576 = mul i64 3528531795, %1575
  %1577 = zext i32 %1572 to i64
  %1578 = mul i64 3449720151, %1577
  %1579 = lshr i64 %1576, 32
  %1580 = trunc i64 %1579 to i32
  %1581 = trunc i64 %1576 to i32
  %1582 = lshr i64 %1578, 32
  %1583 = trunc i64 %1582 to i32
  %1584 = trunc i64 %1578 to i32
  %1585 = xor i32 %1583, %1568
  %1586 = xor i32 %1585, %1573
  %1587 = xor i32 %1580, %1565
  %1588 = xor i32 %1587, %1574
  %1589 = add i32 %1573, -1640531527
  %1590 = add i32 %1574, -1150833019
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
  %1653 = uitofp i32 %1650 to double
  %1654 = fadd double %1653, 5.000000e-01
  %1655 = fmul double %1654, 0x3DF0000000000000
  %1656 = fcmp olt double %1655, 0x10000000000000
  %1657 = fmul double %1655, 0x4350000000000000
  %1658 = select i1 %1656, double %1657, double %1655
  %1659 = select i1 %1656, i64 1077, i64 1023
  %1660 = bitcast double %1658 to i64
  %1661 = lshr i64 %1660, 32
  %1662 = add i64 %1661, 614242
  %1663 = lshr i64 %1662, 20
  %1664 = sub i64 %1663, %1659
  %1665 = and i64 %1662, 1048575
  %1666 = add i64 %1665, 1072079006
  %1667 = shl i64 %1666, 32
  %1668 = and i64 %1660, 4294967295
  %1669 = or i64 %1667, %1668
  %1670 = bitcast i64 %1669 to double
  %1671 = fsub double %1670, 1.000000e+00
  %1672 = fmul double 5.000000e-01, %1671
  %1673 = fmul double %1672, %1671
  %1674 = fadd double 2.000000e+00, %1671
  %1675 = fdiv double %1671, %1674
  %1676 = fmul double %1675, %1675
  %1677 = fmul double %1676, %1676
  %1678 = fmul double %1677, 0x3FC39A09D078C69F
  %1679 = fadd double 0x3FCC71C51D8E78AF, %1678
  %1680 = fmul double %1677, %1679
  %1681 = fadd double 0x3FD999999997FA04, %1680
  %1682 = fmul double %1677, %1681
  %1683 = fmul double %1677, 0x3FC2F112DF3E5244
  %1684 = fadd double 0x3FC7466496CB03DE, %1683
  %1685 = fmul double %1677, %1684
  %1686 = fadd double 0x3FD2492494229359, %1685
  %1687 = fmul double %1677, %1686
  %1688 = fadd double 0x3FE5555555555593, %1687
  %1689 = fmul double %1676, %1688
  %1690 = fadd double %1689, %1682
  %1691 = sitofp i64 %1664 to double
  %1692 = fadd double %1673, %1690
  %1693 = fmul double %1675, %1692
  %1694 = fmul double %1691, 0x3DEA39EF35793C76
  %1695 = fadd double %1693, %1694
  %1696 = fsub double %1695, %1673
  %1697 = fadd double %1696, %1671
  %1698 = fmul double %1691, 0x3FE62E42FEE00000
  %1699 = fadd double %1697, %1698
  %1700 = fcmp oeq double %1655, 0x7FF0000000000000
  %1701 = select i1 %1700, double 0x7FF0000000000000, double %1699
  %1702 = fcmp oeq double %1655, 0.000000e+00
  %1703 = select i1 %1702, double 0xFFF0000000000000, double %1701
  %1704 = fcmp olt double %1655, 0.000000e+00
  %1705 = fcmp uno double %1655, %1655
  %1706 = or i1 %1704, %1705
  %1707 = select i1 %1706, double 0x7FF8000000000000, double %1703
  %1708 = fneg double %1707
  %1709 = fcmp olt double %1708, 0x10000000000000
  %1710 = fmul double %1708, 0x4350000000000000
  %1711 = select i1 %1709, double %1710, double %1708
  %1712 = select i1 %1709, i64 1077, i64 1023
  %1713 = bitcast double %1711 to i64
  %1714 = lshr i64 %1713, 32
  %1715 = add i64 %1714, 614242
  %1716 = lshr i64 %1715, 20
  %1717 = sub i64 %1716, %1712
  %1718 = and i64 %1715, 1048575
  %1719 = add i64 %1718, 1072079006
  %1720 = shl i64 %1719, 32
  %1721 = and i64 %1713, 4294967295
  %1722 = or i64 %1720, %1721
  %1723 = bitcast i64 %1722 to double
  %1724 = fsub double %1723, 1.000000e+00
  %1725 = fmul double 5.000000e-01, %1724
  %1726 = fmul double %1725, %1724
  %1727 = fadd double 2.000000e+00, %1724
  %1728 = fdiv double %1724, %1727
  %1729 = fmul double %1728, %1728
  %1730 = fmul double %1729, %1729
  %1731 = fmul double %1730, 0x3FC39A09D078C69F
  %1732 = fadd double 0x3FCC71C51D8E78AF, %1731
  %1733 = fmul double %1730, %1732
  %1734 = fadd double 0x3FD999999997FA04, %1733
  %1735 = fmul double %1730, %1734
  %1736 = fmul double %1730, 0x3FC2F112DF3E5244
  %1737 = fadd double 0x3FC7466496CB03DE, %1736
  %1738 = fmul double %1730, %1737
  %1739 = fadd double 0x3FD2492494229359, %1738
  %1740 = fmul double %1730, %1739
  %1741 = fadd double 0x3FE5555555555593, %1740
  %1742 = fmul double %1729, %1741
  %1743 = fadd double %1742, %1735
  %1744 = sitofp i64 %1717 to double
  %1745 = fadd double %1726, %1743
  %1746 = fmul double %1728, %1745
  %1747 = fmul double %1744, 0x3DEA39EF35793C76
  %1748 = fadd double %1746, %1747
  %1749 = fsub double %1748, %1726
  %1750 = fadd double %1749, %1724
  %1751 = fmul double %1744, 0x3FE62E42FEE00000
  %1752 = fadd double %1750, %1751
  %1753 = fcmp oeq double %1708, 0x7FF0000000000000
  %1754 = select i1 %1753, double 0x7FF0000000000000, double %1752
  %1755 = fcmp oeq double %1708, 0.000000e+00
  %1756 = select i1 %1755, double 0xFFF0000000000000, double %1754
  %1757 = fcmp olt double %1708, 0.000000e+00
  %1758 = fcmp uno double %1708, %1708
  %1759 = or i1 %1757, %1758
  %1760 = select i1 %1759, double 0x7FF8000000000000, double %1756
  %1761 = fneg double %1760
  %1762 = fptrunc double %1761 to float
  %1763 = fadd float %1414, %1762
  %1764 = fcmp une float %1486, 0.000000e+00
  %1765 = select i1 %1764, float %1763, float 0xFFF0000000000000
  %1766 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature335
  store float %1765, ptr addrspace(3) %1766, align 4
  br label %slot.done338

slot.done338:                                     ; preds = %slot.then337, %search.done281
  %feature343 = add i64 %lane, 1024
  %valid344 = icmp ult i64 %feature343, %n_features
  %1767 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid344, label %slot.then345, label %slot.done346

slot.then345:                                     ; preds = %slot.done338
  %1768 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature343
  %1769 = load float, ptr addrspace(1) %1768, align 4
  %1770 = fmul float %1769, %inv_t
  %1771 = fadd float %1769, 0.000000e+00
  %1772 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1773 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature347 = uitofp i64 %feature343 to float
  %1774 = fcmp ogt float %1771, %1772
  %1775 = select i1 %1774, float 1.000000e+00, float 0.000000e+00
  %1776 = fcmp oeq float %1771, %1772
  %1777 = select i1 %1776, float 1.000000e+00, float 0.000000e+00
  %1778 = fcmp ole float %feature347, %1773
  %1779 = select i1 %1778, float 1.000000e+00, float 0.000000e+00
  %1780 = fmul float %1777, %1779
  %1781 = fcmp ogt float %1780, %1775
  %max348 = select i1 %1781, float %1780, float %1775
  %1782 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1783 = fsub float %1770, %1782
  %1784 = fcmp olt float %1783, -1.040000e+02
  %1785 = select i1 %1784, float -1.040000e+02, float %1783
  %1786 = fcmp olt float 8.900000e+01, %1785
  %1787 = select i1 %1786, float 8.900000e+01, float %1785
  %1788 = fmul float %1787, 0x3FF7154760000000
  %1789 = fadd float %1788, 0x4168000000000000
  %1790 = fsub float %1789, 0x4168000000000000
  %1791 = bitcast float %1789 to i32
  %1792 = sub i32 %1791, 1262485504
  %1793 = fmul float %1790, 0x3FE62E4000000000
  %1794 = fsub float %1787, %1793
  %1795 = fmul float %1790, 0x3EB7F7D1C0000000
  %1796 = fsub float %1794, %1795
  %1797 = fmul float %1796, %1796
  %1798 = fmul float %1797, 0x3E66376980000000
  %1799 = fadd float 0xBEBBBD41C0000000, %1798
  %1800 = fmul float %1797, %1799
  %1801 = fadd float 0x3F11566AA0000000, %1800
  %1802 = fmul float %1797, %1801
  %1803 = fadd float 0xBF66C16C20000000, %1802
  %1804 = fmul float %1797, %1803
  %1805 = fadd float 0x3FC5555560000000, %1804
  %1806 = fmul float %1797, %1805
  %1807 = fsub float %1796, %1806
  %1808 = fmul float %1796, %1807
  %1809 = fsub float 2.000000e+00, %1807
  %1810 = fdiv float %1808, %1809
  %1811 = fsub float %1795, %1810
  %1812 = fsub float %1811, %1794
  %1813 = fsub float 1.000000e+00, %1812
  %1814 = add i32 %1792, 256
  %1815 = lshr i32 %1814, 1
  %1816 = sub i32 %1815, 1
  %1817 = add i32 %1792, 255
  %1818 = sub i32 %1817, %1815
  %1819 = shl i32 %1816, 23
  %1820 = shl i32 %1818, 23
  %1821 = bitcast i32 %1819 to float
  %1822 = bitcast i32 %1820 to float
  %1823 = fmul float %1813, %1821
  %1824 = fmul float %1823, %1822
  %1825 = fcmp uno float %1783, %1783
  %1826 = select i1 %1825, float 0x7FF8000000000000, float %1824
  %1827 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1828 = fdiv float %1826, %1827
  %1829 = fcmp une float %max348, 0.000000e+00
  %1830 = select i1 %1829, float %1828, float -1.000000e+00
  %1831 = fadd float %1830, 0.000000e+00
  %1832 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %1833 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature349 = uitofp i64 %feature343 to float
  %1834 = fcmp ogt float %1831, %1832
  %1835 = select i1 %1834, float 1.000000e+00, float 0.000000e+00
  %1836 = fcmp oeq float %1831, %1832
  %1837 = select i1 %1836, float 1.000000e+00, float 0.000000e+00
  %1838 = fcmp ole float %feature349, %1833
  %1839 = select i1 %1838, float 1.000000e+00, float 0.000000e+00
  %1840 = fmul float %1837, %1839
  %1841 = fcmp ogt float %1840, %1835
  %max350 = select i1 %1841, float %1840, float %1835
  %1842 = fmul float %max348, %max350
  %1843 = trunc i64 %key0 to i32
  %1844 = lshr i64 %key0, 32
  %1845 = trunc i64 %1844 to i32
  %1846 = trunc i64 %feature343 to i32
  %1847 = trunc i64 %row to i32
  %1848 = trunc i64 %key1 to i32
  %1849 = lshr i64 %key1, 32
  %1850 = trunc i64 %1849 to i32
  %1851 = zext i32 %1846 to i64
  %1852 = mul i64 3528531795, %1851
  %1853 = zext i32 %1848 to i64
  %1854 = mul i64 3449720151, %1853
  %1855 = lshr i64 %1852, 32
  %1856 = trunc i64 %1855 to i32
  %1857 = trunc i64 %1852 to i32
  %1858 = lshr i64 %1854, 32
  %1859 = trunc i64 %1858 to i32
  %1860 = trunc i64 %1854 to i32
  %1861 = xor i32 %1859, %1847
  %1862 = xor i32 %1861, %1843
  %1863 = xor i32 %1856, %1850
  %1864 = xor i32 %1863, %1845
  %1865 = add i32 %1843, -1640531527
  %1866 = add i32 %1845, -1150833019
  %1867 = zext i32 %1862 to i64
  %1868 = mul i64 3528531795, %1867
  %1869 = zext i32 %1864 to i64
  %1870 = mul i64 3449720151, %1869
  %1871 = lshr i64 %1868, 32
  %1872 = trunc i64 %1871 to i32
  %1873 = trunc i64 %1868 to i32
  %1874 = lshr i64 %1870, 32
  %1875 = trunc i64 %1874 to i32
  %1876 = trunc i64 %1870 to i32
  %1877 = xor i32 %1875, %1860
  %1878 = xor i32 %1877, %1865
  %1879 = xor i32 %1872, %1857
  %1880 = xor i32 %1879, %1866
  %1881 = add i32 %1865, -1640531527
  %1882 = add i32 %1866, -1150833019
  %1883 = zext i32 %1878 to i64
  %1884 = mul i64 3528531795, %1883
  %1885 = zext i32 %1880 to i64
  %1886 = mul i64 3449720151, %1885
  %1887 = lshr i64 %1884, 32
  %1888 = trunc i64 %1887 to i32
  %1889 = trunc i64 %1884 to i32
  %1890 = lshr i64 %1886, 32
  %1891 = trunc i64 %1890 to i32
  %1892 = trunc i64 %1886 to i32
  %1893 = xor i32 %1891, %1876
  %1894 = xor i32 %1893, %1881
  %1895 = xor i32 %1888, %1873
  %1896 = xor i32 %1895, %1882
  %1897 = add i32 %1881, -1640531527
  %1898 = add i32 %1882, -1150833019
  %1899 = zext i32 %1894 to i64
  %1900 = mul i64 3528531795, %1899
  %1901 = zext i32 %1896 to i64
  %1902 = mul i64 3449720151, %1901
  %1903 = lshr i64 %1900, 32
  %1904 = trunc i64 %1903 to i32
  %1905 = trunc i64 %1900 to i32
  %1906 = lshr i64 %1902, 32
  %1907 = trunc i64 %1906 to i32
  %1908 = trunc i64 %1902 to i32
  %1909 = xor i32 %1907, %1892
  %1910 = xor i32 %1909, %1897
  %1911 = xor i32 %1904, %1889
  %1912 = xor i32 %1911, %1898
  %1913 = add i32 %1897, -1640531527
  %1914 = add i32 %1898, -1150833019
  %1915 = zext i32 %1910 to i64
  %1916 = mul i64 3528531795, %1915
  %1917 = zext i32 %1912 to i64
  %1918 = mul i64 3449720151, %1917
  %1919 = lshr i64 %1916, 32
  %1920 = trunc i64 %1919 to i32
  %1921 = trunc i64 %1916 to i32
  %1922 = lshr i64 %1918, 32
  %1923 = trunc i64 %1922 to i32
  %1924 = trunc i64 %1918 to i32
  %1925 = xor i32 %1923, %1908
  %1926 = xor i32 %1925, %1913
  %1927 = xor i32 %1920, %1905
  %1928 = xor i32 %1927, %1914
  %1929 = add i32 %1913, -1640531527
  %1930 = add i32 %1914, -1150833019
  %1931 = zext i32 %1926 to i64
  %1932 = mul i64 3528531795, %1931
  %1933 = zext i32 %1928 to i64
  %1934 = mul i64 3449720151, %1933
  %1935 = lshr i64 %1932, 32
  %1936 = trunc i64 %1935 to i32
  %1937 = trunc i64 %1932 to i32
  %1938 = lshr i64 %1934, 32
  %1939 = trunc i64 %1938 to i32
  %1940 = trunc i64 %1934 to i32
  %1941 = xor i32 %1939, %1924
  %1942 = xor i32 %1941, %1929
  %1943 = xor i32 %1936, %1921
  %1944 = xor i32 %1943, %1930
  %1945 = add i32 %1929, -1640531527
  %1946 = add i32 %1930, -1150833019
  %1947 = zext i32 %1942 to i64
  %1948 = mul i64 3528531795, %1947
  %1949 = zext i32 %1944 to i64
  %1950 = mul i64 3449720151, %1949
  %1951 = lshr i64 %1948, 32
  %1952 = trunc i64 %1951 to i32
  %1953 = trunc i64 %1948 to i32
  %1954 = lshr i64 %1950, 32
  %1955 = trunc i64 %1954 to i32
  %1956 = trunc i64 %1950 to i32
  %1957 = xor i32 %1955, %1940
  %1958 = xor i32 %1957, %1945
  %1959 = xor i32 %1952, %1937
  %1960 = xor i32 %1959, %1946
  %1961 = add i32 %1945, -1640531527
  %1962 = add i32 %1946, -1150833019
  %1963 = zext i32 %1958 to i64
  %1964 = mul i64 3528531795, %1963
  %1965 = zext i32 %1960 to i64
  %1966 = mul i64 3449720151, %1965
  %1967 = lshr i64 %1964, 32
  %1968 = trunc i64 %1967 to i32
  %1969 = trunc i64 %1964 to i32
  %1970 = lshr i64 %1966, 32
  %1971 = trunc i64 %1970 to i32
  %1972 = trunc i64 %1966 to i32
  %1973 = xor i32 %1971, %1956
  %1974 = xor i32 %1973, %1961
  %1975 = xor i32 %1968, %1953
  %1976 = xor i32 %1975, %1962
  %1977 = add i32 %1961, -1640531527
  %1978 = add i32 %1962, -1150833019
  %1979 = zext i32 %1974 to i64
  %1980 = mul i64 3528531795, %1979
  %1981 = zext i32 %1976 to i64
  %1982 = mul i64 3449720151, %1981
  %1983 = lshr i64 %1980, 32
  %1984 = trunc i64 %1983 to i32
  %1985 = trunc i64 %1980 to i32
  %1986 = lshr i64 %1982, 32
  %1987 = trunc i64 %1986 to i32
  %1988 = trunc i64 %1982 to i32
  %1989 = xor i32 %1987, %1972
  %1990 = xor i32 %1989, %1977
  %1991 = xor i32 %1984, %1969
  %1992 = xor i32 %1991, %1978
  %1993 = add i32 %1977, -1640531527
  %1994 = add i32 %1978, -1150833019
  %1995 = zext i32 %1990 to i64
  %1996 = mul i64 3528531795, %1995
  %1997 = zext i32 %1992 to i64
  %1998 = mul i64 3449720151, %1997
  %1999 = lshr i64 %1996, 32
  %2000 = trunc i64 %1999 to i32
  %2001 = trunc i64 %1996 to i32
  %2002 = lshr i64 %1998, 32
  %2003 = trunc i64 %2002 to i32
  %2004 = trunc i64 %1998 to i32
  %2005 = xor i32 %2003, %1988
  %2006 = xor i32 %2005, %1993
  %2007 = xor i32 %2000, %1985
  %2008 = xor i32 %2007, %1994
  %2009 = uitofp i32 %2006 to double
  %2010 = fadd double %2009, 5.000000e-01
  %2011 = fmul double %2010, 0x3DF0000000000000
  %2012 = fcmp olt double %2011, 0x10000000000000
  %2013 = fmul double %2011, 0x4350000000000000
  %2014 = select i1 %2012, double %2013, double %2011
  %2015 = select i1 %2012, i64 1077, i64 1023
  %2016 = bitcast double %2014 to i64
  %2017 = lshr i64 %2016, 32
  %2018 = add i64 %2017, 614242
  %2019 = lshr i64 %2018, 20
  %2020 = sub i64 %2019, %2015
  %2021 = and i64 %2018, 1048575
  %2022 = add i64 %2021, 1072079006
  %2023 = shl i64 %2022, 32
  %2024 = and i64 %2016, 4294967295
  %2025 = or i64 %2023, %2024
  %2026 = bitcast i64 %2025 to double
  %2027 = fsub double %2026, 1.000000e+00
  %2028 = fmul double 5.000000e-01, %2027
  %2029 = fmul double %2028, %2027
  %2030 = fadd double 2.000000e+00, %2027
  %2031 = fdiv double %2027, %2030
  %2032 = fmul double %2031, %2031
  %2033 = fmul double %2032, %2032
  %2034 = fmul double %2033, 0x3FC39A09D078C69F
  %2035 = fadd double 0x3FCC71C51D8E78AF, %2034
  %2036 = fmul double %2033, %2035
  %2037 = fadd double 0x3FD999999997FA04, %2036
  %2038 = fmul double %2033, %2037
  %2039 = fmul double %2033, 0x3FC2F112DF3E5244
  %2040 = fadd double 0x3FC7466496CB03DE, %2039
  %2041 = fmul double %2033, %2040
  %2042 = fadd double 0x3FD2492494229359, %2041
  %2043 = fmul double %2033, %2042
  %2044 = fadd double 0x3FE5555555555593, %2043
  %2045 = fmul double %2032, %2044
  %2046 = fadd double %2045, %2038
  %2047 = sitofp i64 %2020 to double
  %2048 = fadd double %2029, %2046
  %2049 = fmul double %2031, %2048
  %2050 = fmul double %2047, 0x3DEA39EF35793C76
  %2051 = fadd double %2049, %2050
  %2052 = fsub double %2051, %2029
  %2053 = fadd double %2052, %2027
  %2054 = fmul double %2047, 0x3FE62E42FEE00000
  %2055 = fadd double %2053, %2054
  %2056 = fcmp oeq double %2011, 0x7FF0000000000000
  %2057 = select i1 %2056, double 0x7FF0000000000000, double %2055
  %2058 = fcmp oeq double %2011, 0.000000e+00
  %2059 = select i1 %2058, double 0xFFF0000000000000, double %2057
  %2060 = fcmp olt double %2011, 0.000000e+00
  %2061 = fcmp uno double %2011, %2011
  %2062 = or i1 %2060, %2061
  %2063 = select i1 %2062, double 0x7FF8000000000000, double %2059
  %2064 = fneg double %2063
  %2065 = fcmp olt double %2064, 0x10000000000000
  %2066 = fmul double %2064, 0x4350000000000000
  %2067 = select i1 %2065, double %2066, double %2064
  %2068 = select i1 %2065, i64 1077, i64 1023
  %2069 = bitcast double %2067 to i64
  %2070 = lshr i64 %2069, 32
  %2071 = add i64 %2070, 614242
  %2072 = lshr i64 %2071, 20
  %2073 = sub i64 %2072, %2068
  %2074 = and i64 %2071, 1048575
  %2075 = add i64 %2074, 1072079006
  %2076 = shl i64 %2075, 32
  %2077 = and i64 %2069, 4294967295
  %2078 = or i64 %2076, %2077
  %2079 = bitcast i64 %2078 to double
  %2080 = fsub double %2079, 1.000000e+00
  %2081 = fmul double 5.000000e-01, %2080
  %2082 = fmul double %2081, %2080
  %2083 = fadd double 2.000000e+00, %2080
  %2084 = fdiv double %2080, %2083
  %2085 = fmul double %2084, %2084
  %2086 = fmul double %2085, %2085
  %2087 = fmul double %2086, 0x3FC39A09D078C69F
  %2088 = fadd double 0x3FCC71C51D8E78AF, %2087
  %2089 = fmul double %2086, %2088
  %2090 = fadd double 0x3FD999999997FA04, %2089
  %2091 = fmul double %2086, %2090
  %2092 = fmul double %2086, 0x3FC2F112DF3E5244
  %2093 = fadd double 0x3FC7466496CB03DE, %2092
  %2094 = fmul double %2086, %2093
  %2095 = fadd double 0x3FD2492494229359, %2094
  %2096 = fmul double %2086, %2095
  %2097 = fadd double 0x3FE5555555555593, %2096
  %2098 = fmul double %2085, %2097
  %2099 = fadd double %2098, %2091
  %2100 = sitofp i64 %2073 to double
  %2101 = fadd double %2082, %2099
  %2102 = fmul double %2084, %2101
  %2103 = fmul double %2100, 0x3DEA39EF35793C76
  %2104 = fadd double %2102, %2103
  %2105 = fsub double %2104, %2082
  %2106 = fadd double %2105, %2080
  %2107 = fmul double %2100, 0x3FE62E42FEE00000
  %2108 = fadd double %2106, %2107
  %2109 = fcmp oeq double %2064, 0x7FF0000000000000
  %2110 = select i1 %2109, double 0x7FF0000000000000, double %2108
  %2111 = fcmp oeq double %2064, 0.000000e+00
  %2112 = select i1 %2111, double 0xFFF0000000000000, double %2110
  %2113 = fcmp olt double %2064, 0.000000e+00
  %2114 = fcmp uno double %2064, %2064
  %2115 = or i1 %2113, %2114
  %2116 = select i1 %2115, double 0x7FF8000000000000, double %2112
  %2117 = fneg double %2116
  %2118 = fptrunc double %2117 to float
  %2119 = fadd float %1770, %2118
  %2120 = fcmp une float %1842, 0.000000e+00
  %2121 = select i1 %2120, float %2119, float 0xFFF0000000000000
  %2122 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature343
  store float %2121, ptr addrspace(3) %2122, align 4
  br label %slot.done346

slot.done346:                                     ; preds = %slot.then345, %slot.done338
  %feature351 = add i64 %lane, 2048
  %valid352 = icmp ult i64 %feature351, %n_features
  %2123 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid352, label %slot.then353, label %slot.done354

slot.then353:                                     ; preds = %slot.done346
  %2124 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature351
  %2125 = load float, ptr addrspace(1) %2124, align 4
  %2126 = fmul float %2125, %inv_t
  %2127 = fadd float %2125, 0.000000e+00
  %2128 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2129 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature355 = uitofp i64 %feature351 to float
  %2130 = fcmp ogt float %2127, %2128
  %2131 = select i1 %2130, float 1.000000e+00, float 0.000000e+00
  %2132 = fcmp oeq float %2127, %2128
  %2133 = select i1 %2132, float 1.000000e+00, float 0.000000e+00
  %2134 = fcmp ole float %feature355, %2129
  %2135 = select i1 %2134, float 1.000000e+00, float 0.000000e+00
  %2136 = fmul float %2133, %2135
  %2137 = fcmp ogt float %2136, %2131
  %max356 = select i1 %2137, float %2136, float %2131
  %2138 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %2139 = fsub float %2126, %2138
  %2140 = fcmp olt float %2139, -1.040000e+02
  %2141 = select i1 %2140, float -1.040000e+02, float %2139
  %2142 = fcmp olt float 8.900000e+01, %2141
  %2143 = select i1 %2142, float 8.900000e+01, float %2141
  %2144 = fmul float %2143, 0x3FF7154760000000
  %2145 = fadd float %2144, 0x4168000000000000
  %2146 = fsub float %2145, 0x4168000000000000
  %2147 = bitcast float %2145 to i32
  %2148 = sub i32 %2147, 1262485504
  %2149 = fmul float %2146, 0x3FE62E4000000000
  %2150 = fsub float %2143, %2149
  %2151 = fmul float %2146, 0x3EB7F7D1C0000000
  %2152 = fsub float %2150, %2151
  %2153 = fmul float %2152, %2152
  %2154 = fmul float %2153, 0x3E66376980000000
  %2155 = fadd float 0xBEBBBD41C0000000, %2154
  %2156 = fmul float %2153, %2155
  %2157 = fadd float 0x3F11566AA0000000, %2156
  %2158 = fmul float %2153, %2157
  %2159 = fadd float 0xBF66C16C20000000, %2158
  %2160 = fmul float %2153, %2159
  %2161 = fadd float 0x3FC5555560000000, %2160
  %2162 = fmul float %2153, %2161
  %2163 = fsub float %2152, %2162
  %2164 = fmul float %2152, %2163
  %2165 = fsub float 2.000000e+00, %2163
  %2166 = fdiv float %2164, %2165
  %2167 = fsub float %2151, %2166
  %2168 = fsub float %2167, %2150
  %2169 = fsub float 1.000000e+00, %2168
  %2170 = add i32 %2148, 256
  %2171 = lshr i32 %2170, 1
  %2172 = sub i32 %2171, 1
  %2173 = add i32 %2148, 255
  %2174 = sub i32 %2173, %2171
  %2175 = shl i32 %2172, 23
  %2176 = shl i32 %2174, 23
  %2177 = bitcast i32 %2175 to float
  %2178 = bitcast i32 %2176 to float
  %2179 = fmul float %2169, %2177
  %2180 = fmul float %2179, %2178
  %2181 = fcmp uno float %2139, %2139
  %2182 = select i1 %2181, float 0x7FF8000000000000, float %2180
  %2183 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %2184 = fdiv float %2182, %2183
  %2185 = fcmp une float %max356, 0.000000e+00
  %2186 = select i1 %2185, float %2184, float -1.000000e+00
  %2187 = fadd float %2186, 0.000000e+00
  %2188 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %2189 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature357 = uitofp i64 %feature351 to float
  %2190 = fcmp ogt float %2187, %2188
  %2191 = select i1 %2190, float 1.000000e+00, float 0.000000e+00
  %2192 = fcmp oeq float %2187, %2188
  %2193 = select i1 %2192, float 1.000000e+00, float 0.000000e+00
  %2194 = fcmp ole float %feature357, %2189
  %2195 = select i1 %2194, float 1.000000e+00, float 0.000000e+00
  %2196 = fmul float %2193, %2195
  %2197 = fcmp ogt float %2196, %2191
  %max358 = select i1 %2197, float %2196, float %2191
  %2198 = fmul float %max356, %max358
  %2199 = trunc i64 %key0 to i32
  %2200 = lshr i64 %key0, 32
  %2201 = trunc i64 %2200 to i32
  %2202 = trunc i64 %feature351 to i32
  %2203 = trunc i64 %row to i32
  %2204 = trunc i64 %key1 to i32
  %2205 = lshr i64 %key1, 32
  %2206 = trunc i64 %2205 to i32
  %2207 = zext i32 %2202 to i64
  %2208 = mul i64 3528531795, %2207
  %2209 = zext i32 %2204 to i64
  %2210 = mul i64 3449720151, %2209
  %2211 = lshr i64 %2208, 32
  %2212 = trunc i64 %2211 to i32
  %2213 = trunc i64 %2208 to i32
  %2214 = lshr i64 %2210, 32
  %2215 = trunc i64 %2214 to i32
  %2216 = trunc i64 %2210 to i32
  %2217 = xor i32 %2215, %2203
  %2218 = xor i32 %2217, %2199
  %2219 = xor i32 %2212, %2206
  %2220 = xor i32 %2219, %2201
  %2221 = add i32 %2199, -1640531527
  %2222 = add i32 %2201, -1150833019
  %2223 = zext i32 %2218 to i64
  %2224 = mul i64 3528531795, %2223
  %2225 = zext i32 %2220 to i64
  %2226 = mul i64 3449720151, %2225
  %2227 = lshr i64 %2224, 32
  %2228 = trunc i64 %2227 to i32
  %2229 = trunc i64 %2224 to i32
  %2230 = lshr i64 %2226, 32
  %2231 = trunc i64 %2230 to i32
  %2232 = trunc i64 %2226 to i32
  %2233 = xor i32 %2231, %2216
  %2234 = xor i32 %2233, %2221
  %2235 = xor i32 %2228, %2213
  %2236 = xor i32 %2235, %2222
  %2237 = add i32 %2221, -1640531527
  %2238 = add i32 %2222, -1150833019
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
  %2365 = uitofp i32 %2362 to double
  %2366 = fadd double %2365, 5.000000e-01
  %2367 = fmul double %2366, 0x3DF0000000000000
  %2368 = fcmp olt double %2367, 0x10000000000000
  %2369 = fmul double %2367, 0x4350000000000000
  %2370 = select i1 %2368, double %2369, double %2367
  %2371 = select i1 %2368, i64 1077, i64 1023
  %2372 = bitcast double %2370 to i64
  %2373 = lshr i64 %2372, 32
  %2374 = add i64 %2373, 614242
  %2375 = lshr i64 %2374, 20
  %2376 = sub i64 %2375, %2371
  %2377 = and i64 %2374, 1048575
  %2378 = add i64 %2377, 1072079006
  %2379 = shl i64 %2378, 32
  %2380 = and i64 %2372, 4294967295
  %2381 = or i64 %2379, %2380
  %2382 = bitcast i64 %2381 to double
  %2383 = fsub double %2382, 1.000000e+00
  %2384 = fmul double 5.000000e-01, %2383
  %2385 = fmul double %2384, %2383
  %2386 = fadd double 2.000000e+00, %2383
  %2387 = fdiv double %2383, %2386
  %2388 = fmul double %2387, %2387
  %2389 = fmul double %2388, %2388
  %2390 = fmul double %2389, 0x3FC39A09D078C69F
  %2391 = fadd double 0x3FCC71C51D8E78AF, %2390
  %2392 = fmul double %2389, %2391
  %2393 = fadd double 0x3FD999999997FA04, %2392
  %2394 = fmul double %2389, %2393
  %2395 = fmul double %2389, 0x3FC2F112DF3E5244
  %2396 = fadd double 0x3FC7466496CB03DE, %2395
  %2397 = fmul double %2389, %2396
  %2398 = fadd double 0x3FD2492494229359, %2397
  %2399 = fmul double %2389, %2398
  %2400 = fadd double 0x3FE5555555555593, %2399
  %2401 = fmul double %2388, %2400
  %2402 = fadd double %2401, %2394
  %2403 = sitofp i64 %2376 to double
  %2404 = fadd double %2385, %2402
  %2405 = fmul double %2387, %2404
  %2406 = fmul double %2403, 0x3DEA39EF35793C76
  %2407 = fadd double %2405, %2406
  %2408 = fsub double %2407, %2385
  %2409 = fadd double %2408, %2383
  %2410 = fmul double %2403, 0x3FE62E42FEE00000
  %2411 = fadd double %2409, %2410
  %2412 = fcmp oeq double %2367, 0x7FF0000000000000
  %2413 = select i1 %2412, double 0x7FF0000000000000, double %2411
  %2414 = fcmp oeq double %2367, 0.000000e+00
  %2415 = select i1 %2414, double 0xFFF0000000000000, double %2413
  %2416 = fcmp olt double %2367, 0.000000e+00
  %2417 = fcmp uno double %2367, %2367
  %2418 = or i1 %2416, %2417
  %2419 = select i1 %2418, double 0x7FF8000000000000, double %2415
  %2420 = fneg double %2419
  %2421 = fcmp olt double %2420, 0x10000000000000
  %2422 = fmul double %2420, 0x4350000000000000
  %2423 = select i1 %2421, double %2422, double %2420
  %2424 = select i1 %2421, i64 1077, i64 1023
  %2425 = bitcast double %2423 to i64
  %2426 = lshr i64 %2425, 32
  %2427 = add i64 %2426, 614242
  %2428 = lshr i64 %2427, 20
  %2429 = sub i64 %2428, %2424
  %2430 = and i64 %2427, 1048575
  %2431 = add i64 %2430, 1072079006
  %2432 = shl i64 %2431, 32
  %2433 = and i64 %2425, 4294967295
  %2434 = or i64 %2432, %2433
  %2435 = bitcast i64 %2434 to double
  %2436 = fsub double %2435, 1.000000e+00
  %2437 = fmul double 5.000000e-01, %2436
  %2438 = fmul double %2437, %2436
  %2439 = fadd double 2.000000e+00, %2436
  %2440 = fdiv double %2436, %2439
  %2441 = fmul double %2440, %2440
  %2442 = fmul double %2441, %2441
  %2443 = fmul double %2442, 0x3FC39A09D078C69F
  %2444 = fadd double 0x3FCC71C51D8E78AF, %2443
  %2445 = fmul double %2442, %2444
  %2446 = fadd double 0x3FD999999997FA04, %2445
  %2447 = fmul double %2442, %2446
  %2448 = fmul double %2442, 0x3FC2F112DF3E5244
  %2449 = fadd double 0x3FC7466496CB03DE, %2448
  %2450 = fmul double %2442, %2449
  %2451 = fadd double 0x3FD2492494229359, %2450
  %2452 = fmul double %2442, %2451
  %2453 = fadd double 0x3FE5555555555593, %2452
  %2454 = fmul double %2441, %2453
  %2455 = fadd double %2454, %2447
  %2456 = sitofp i64 %2429 to double
  %2457 = fadd double %2438, %2455
  %2458 = fmul double %2440, %2457
  %2459 = fmul double %2456, 0x3DEA39EF35793C76
  %2460 = fadd double %2458, %2459
  %2461 = fsub double %2460, %2438
  %2462 = fadd double %2461, %2436
  %2463 = fmul double %2456, 0x3FE62E42FEE00000
  %2464 = fadd double %2462, %2463
  %2465 = fcmp oeq double %2420, 0x7FF0000000000000
  %2466 = select i1 %2465, double 0x7FF0000000000000, double %2464
  %2467 = fcmp oeq double %2420, 0.000000e+00
  %2468 = select i1 %2467, double 0xFFF0000000000000, double %2466
  %2469 = fcmp olt double %2420, 0.000000e+00
  %2470 = fcmp uno double %2420, %2420
  %2471 = or i1 %2469, %2470
  %2472 = select i1 %2471, double 0x7FF8000000000000, double %2468
  %2473 = fneg double %2472
  %2474 = fptrunc double %2473 to float
  %2475 = fadd float %2126, %2474
  %2476 = fcmp une float %2198, 0.000000e+00
  %2477 = select i1 %2476, float %2475, float 0xFFF0000000000000
  %2478 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature351
  store float %2477, ptr addrspace(3) %2478, align 4
  br label %slot.done354

slot.done354:                                     ; preds = %slot.then353, %slot.done346
  %feature359 = add i64 %lane, 3072
  %valid360 = icmp ult i64 %feature359, %n_features
  %2479 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid360, label %slot.then361, label %slot.done362

slot.then361:                                     ; preds = %slot.done354
  %2480 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature359
  %2481 = load float, ptr addrspace(1) %2480, align 4
  %2482 = fmul float %2481, %inv_t
  %2483 = fadd float %2481, 0.000000e+00
  %2484 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2485 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature363 = uitofp i64 %feature359 to float
  %2486 = fcmp ogt float %2483, %2484
  %2487 = select i1 %2486, float 1.000000e+00, float 0.000000e+00
  %2488 = fcmp oeq float %2483, %2484
  %2489 = select i1 %2488, float 1.000000e+00, float 0.000000e+00
  %2490 = fcmp ole float %feature363, %2485
  %2491 = select i1 %2490, float 1.000000e+00, float 0.000000e+00
  %2492 = fmul float %2489, %2491
  %2493 = fcmp ogt float %2492, %2487
  %max364 = select i1 %2493, float %2492, float %2487
  %2494 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %2495 = fsub float %2482, %2494
  %2496 = fcmp olt float %2495, -1.040000e+02
  %2497 = select i1 %2496, float -1.040000e+02, float %2495
  %2498 = fcmp olt float 8.900000e+01, %2497
  %2499 = select i1 %2498, float 8.900000e+01, float %2497
  %2500 = fmul float %2499, 0x3FF7154760000000
  %2501 = fadd float %2500, 0x4168000000000000
  %2502 = fsub float %2501, 0x4168000000000000
  %2503 = bitcast float %2501 to i32
  %2504 = sub i32 %2503, 1262485504
  %2505 = fmul float %2502, 0x3FE62E4000000000
  %2506 = fsub float %2499, %2505
  %2507 = fmul float %2502, 0x3EB7F7D1C0000000
  %2508 = fsub float %2506, %2507
  %2509 = fmul float %2508, %2508
  %2510 = fmul float %2509, 0x3E66376980000000
  %2511 = fadd float 0xBEBBBD41C0000000, %2510
  %2512 = fmul float %2509, %2511
  %2513 = fadd float 0x3F11566AA0000000, %2512
  %2514 = fmul float %2509, %2513
  %2515 = fadd float 0xBF66C16C20000000, %2514
  %2516 = fmul float %2509, %2515
  %2517 = fadd float 0x3FC5555560000000, %2516
  %2518 = fmul float %2509, %2517
  %2519 = fsub float %2508, %2518
  %2520 = fmul float %2508, %2519
  %2521 = fsub float 2.000000e+00, %2519
  %2522 = fdiv float %2520, %2521
  %2523 = fsub float %2507, %2522
  %2524 = fsub float %2523, %2506
  %2525 = fsub float 1.000000e+00, %2524
  %2526 = add i32 %2504, 256
  %2527 = lshr i32 %2526, 1
  %2528 = sub i32 %2527, 1
  %2529 = add i32 %2504, 255
  %2530 = sub i32 %2529, %2527
  %2531 = shl i32 %2528, 23
  %2532 = shl i32 %2530, 23
  %2533 = bitcast i32 %2531 to float
  %2534 = bitcast i32 %2532 to float
  %2535 = fmul float %2525, %2533
  %2536 = fmul float %2535, %2534
  %2537 = fcmp uno float %2495, %2495
  %2538 = select i1 %2537, float 0x7FF8000000000000, float %2536
  %2539 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %2540 = fdiv float %2538, %2539
  %2541 = fcmp une float %max364, 0.000000e+00
  %2542 = select i1 %2541, float %2540, float -1.000000e+00
  %2543 = fadd float %2542, 0.000000e+00
  %2544 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %2545 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature365 = uitofp i64 %feature359 to float
  %2546 = fcmp ogt float %2543, %2544
  %2547 = select i1 %2546, float 1.000000e+00, float 0.000000e+00
  %2548 = fcmp oeq float %2543, %2544
  %2549 = select i1 %2548, float 1.000000e+00, float 0.000000e+00
  %2550 = fcmp ole float %feature365, %2545
  %2551 = select i1 %2550, float 1.000000e+00, float 0.000000e+00
  %2552 = fmul float %2549, %2551
  %2553 = fcmp ogt float %2552, %2547
  %max366 = select i1 %2553, float %2552, float %2547
  %2554 = fmul float %max364, %max366
  %2555 = trunc i64 %key0 to i32
  %2556 = lshr i64 %key0, 32
  %2557 = trunc i64 %2556 to i32
  %2558 = trunc i64 %feature359 to i32
  %2559 = trunc i64 %row to i32
  %2560 = trunc i64 %key1 to i32
  %2561 = lshr i64 %key1, 32
  %2562 = trunc i64 %2561 to i32
  %2563 = zext i32 %2558 to i64
  %2564 = mul i64 3528531795, %2563
  %2565 = zext i32 %2560 to i64
  %2566 = mul i64 3449720151, %2565
  %2567 = lshr i64 %2564, 32
  %2568 = trunc i64 %2567 to i32
  %2569 = trunc i64 %2564 to i32
  %2570 = lshr i64 %2566, 32
  %2571 = trunc i64 %2570 to i32
  %2572 = trunc i64 %2566 to i32
  %2573 = xor i32 %2571, %2559
  %2574 = xor i32 %2573, %2555
  %2575 = xor i32 %2568, %2562
  %2576 = xor i32 %2575, %2557
  %2577 = add i32 %2555, -1640531527
  %2578 = add i32 %2557, -1150833019
  %2579 = zext i32 %2574 to i64
  %2580 = mul i64 3528531795, %2579
  %2581 = zext i32 %2576 to i64
  %2582 = mul i64 3449720151, %2581
  %2583 = lshr i64 %2580, 32
  %2584 = trunc i64 %2583 to i32
  %2585 = trunc i64 %2580 to i32
  %2586 = lshr i64 %2582, 32
  %2587 = trunc i64 %2586 to i32
  %2588 = trunc i64 %2582 to i32
  %2589 = xor i32 %2587, %2572
  %2590 = xor i32 %2589, %2577
  %2591 = xor i32 %2584, %2569
  %2592 = xor i32 %2591, %2578
  %2593 = add i32 %2577, -1640531527
  %2594 = add i32 %2578, -1150833019
  %2595 = zext i32 %2590 to i64
  %2596 = mul i64 3528531795, %2595
  %2597 = zext i32 %2592 to i64
  %2598 = mul i64 3449720151, %2597
  %2599 = lshr i64 %2596, 32
  %2600 = trunc i64 %2599 to i32
  %2601 = trunc i64 %2596 to i32
  %2602 = lshr i64 %2598, 32
  %2603 = trunc i64 %2602 to i32
  %2604 = trunc i64 %2598 to i32
  %2605 = xor i32 %2603, %2588
  %2606 = xor i32 %2605, %2593
  %2607 = xor i32 %2600, %2585
  %2608 = xor i32 %2607, %2594
  %2609 = add i32 %2593, -1640531527
  %2610 = add i32 %2594, -1150833019
  %2611 = zext i32 %2606 to i64
  %2612 = mul i64 3528531795, %2611
  %2613 = zext i32 %2608 to i64
  %2614 = mul i64 3449720151, %2613
  %2615 = lshr i64 %2612, 32
  %2616 = trunc i64 %2615 to i32
  %2617 = trunc i64 %2612 to i32
  %2618 = lshr i64 %2614, 32
  %2619 = trunc i64 %2618 to i32
  %2620 = trunc i64 %2614 to i32
  %2621 = xor i32 %2619, %2604
  %2622 = xor i32 %2621, %2609
  %2623 = xor i32 %2616, %2601
  %2624 = xor i32 %2623, %2610
  %2625 = add i32 %2609, -1640531527
  %2626 = add i32 %2610, -1150833019
  %2627 = zext i32 %2622 to i64
  %2628 = mul i64 3528531795, %2627
  %2629 = zext i32 %2624 to i64
  %2630 = mul i64 3449720151, %2629
  %2631 = lshr i64 %2628, 32
  %2632 = trunc i64 %2631 to i32
  %2633 = trunc i64 %2628 to i32
  %2634 = lshr i64 %2630, 32
  %2635 = trunc i64 %2634 to i32
  %2636 = trunc i64 %2630 to i32
  %2637 = xor i32 %2635, %2620
  %2638 = xor i32 %2637, %2625
  %2639 = xor i32 %2632, %2617
  %2640 = xor i32 %2639, %2626
  %2641 = add i32 %2625, -1640531527
  %2642 = add i32 %2626, -1150833019
  %2643 = zext i32 %2638 to i64
  %2644 = mul i64 3528531795, %2643
  %2645 = zext i32 %2640 to i64
  %2646 = mul i64 3449720151, %2645
  %2647 = lshr i64 %2644, 32
  %2648 = trunc i64 %2647 to i32
  %2649 = trunc i64 %2644 to i32
  %2650 = lshr i64 %2646, 32
  %2651 = trunc i64 %2650 to i32
  %2652 = trunc i64 %2646 to i32
  %2653 = xor i32 %2651, %2636
  %2654 = xor i32 %2653, %2641
  %2655 = xor i32 %2648, %2633
  %2656 = xor i32 %2655, %2642
  %2657 = add i32 %2641, -1640531527
  %2658 = add i32 %2642, -1150833019
  %2659 = zext i32 %2654 to i64
  %2660 = mul i64 3528531795, %2659
  %2661 = zext i32 %2656 to i64
  %2662 = mul i64 3449720151, %2661
  %2663 = lshr i64 %2660, 32
  %2664 = trunc i64 %2663 to i32
  %2665 = trunc i64 %2660 to i32
  %2666 = lshr i64 %2662, 32
  %2667 = trunc i64 %2666 to i32
  %2668 = trunc i64 %2662 to i32
  %2669 = xor i32 %2667, %2652
  %2670 = xor i32 %2669, %2657
  %2671 = xor i32 %2664, %2649
  %2672 = xor i32 %2671, %2658
  %2673 = add i32 %2657, -1640531527
  %2674 = add i32 %2658, -1150833019
  %2675 = zext i32 %2670 to i64
  %2676 = mul i64 3528531795, %2675
  %2677 = zext i32 %2672 to i64
  %2678 = mul i64 3449720151, %2677
  %2679 = lshr i64 %2676, 32
  %2680 = trunc i64 %2679 to i32
  %2681 = trunc i64 %2676 to i32
  %2682 = lshr i64 %2678, 32
  %2683 = trunc i64 %2682 to i32
  %2684 = trunc i64 %2678 to i32
  %2685 = xor i32 %2683, %2668
  %2686 = xor i32 %2685, %2673
  %2687 = xor i32 %2680, %2665
  %2688 = xor i32 %2687, %2674
  %2689 = add i32 %2673, -1640531527
  %2690 = add i32 %2674, -1150833019
  %2691 = zext i32 %2686 to i64
  %2692 = mul i64 3528531795, %2691
  %2693 = zext i32 %2688 to i64
  %2694 = mul i64 3449720151, %2693
  %2695 = lshr i64 %2692, 32
  %2696 = trunc i64 %2695 to i32
  %2697 = trunc i64 %2692 to i32
  %2698 = lshr i64 %2694, 32
  %2699 = trunc i64 %2698 to i32
  %2700 = trunc i64 %2694 to i32
  %2701 = xor i32 %2699, %2684
  %2702 = xor i32 %2701, %2689
  %2703 = xor i32 %2696, %2681
  %2704 = xor i32 %2703, %2690
  %2705 = add i32 %2689, -1640531527
  %2706 = add i32 %2690, -1150833019
  %2707 = zext i32 %2702 to i64
  %2708 = mul i64 3528531795, %2707
  %2709 = zext i32 %2704 to i64
  %2710 = mul i64 3449720151, %2709
  %2711 = lshr i64 %2708, 32
  %2712 = trunc i64 %2711 to i32
  %2713 = trunc i64 %2708 to i32
  %2714 = lshr i64 %2710, 32
  %2715 = trunc i64 %2714 to i32
  %2716 = trunc i64 %2710 to i32
  %2717 = xor i32 %2715, %2700
  %2718 = xor i32 %2717, %2705
  %2719 = xor i32 %2712, %2697
  %2720 = xor i32 %2719, %2706
  %2721 = uitofp i32 %2718 to double
  %2722 = fadd double %2721, 5.000000e-01
  %2723 = fmul double %2722, 0x3DF0000000000000
  %2724 = fcmp olt double %2723, 0x10000000000000
  %2725 = fmul double %2723, 0x4350000000000000
  %2726 = select i1 %2724, double %2725, double %2723
  %2727 = select i1 %2724, i64 1077, i64 1023
  %2728 = bitcast double %2726 to i64
  %2729 = lshr i64 %2728, 32
  %2730 = add i64 %2729, 614242
  %2731 = lshr i64 %2730, 20
  %2732 = sub i64 %2731, %2727
  %2733 = and i64 %2730, 1048575
  %2734 = add i64 %2733, 1072079006
  %2735 = shl i64 %2734, 32
  %2736 = and i64 %2728, 4294967295
  %2737 = or i64 %2735, %2736
  %2738 = bitcast i64 %2737 to double
  %2739 = fsub double %2738, 1.000000e+00
  %2740 = fmul double 5.000000e-01, %2739
  %2741 = fmul double %2740, %2739
  %2742 = fadd double 2.000000e+00, %2739
  %2743 = fdiv double %2739, %2742
  %2744 = fmul double %2743, %2743
  %2745 = fmul double %2744, %2744
  %2746 = fmul double %2745, 0x3FC39A09D078C69F
  %2747 = fadd double 0x3FCC71C51D8E78AF, %2746
  %2748 = fmul double %2745, %2747
  %2749 = fadd double 0x3FD999999997FA04, %2748
  %2750 = fmul double %2745, %2749
  %2751 = fmul double %2745, 0x3FC2F112DF3E5244
  %2752 = fadd double 0x3FC7466496CB03DE, %2751
  %2753 = fmul double %2745, %2752
  %2754 = fadd double 0x3FD2492494229359, %2753
  %2755 = fmul double %2745, %2754
  %2756 = fadd double 0x3FE5555555555593, %2755
  %2757 = fmul double %2744, %2756
  %2758 = fadd double %2757, %2750
  %2759 = sitofp i64 %2732 to double
  %2760 = fadd double %2741, %2758
  %2761 = fmul double %2743, %2760
  %2762 = fmul double %2759, 0x3DEA39EF35793C76
  %2763 = fadd double %2761, %2762
  %2764 = fsub double %2763, %2741
  %2765 = fadd double %2764, %2739
  %2766 = fmul double %2759, 0x3FE62E42FEE00000
  %2767 = fadd double %2765, %2766
  %2768 = fcmp oeq double %2723, 0x7FF0000000000000
  %2769 = select i1 %2768, double 0x7FF0000000000000, double %2767
  %2770 = fcmp oeq double %2723, 0.000000e+00
  %2771 = select i1 %2770, double 0xFFF0000000000000, double %2769
  %2772 = fcmp olt double %2723, 0.000000e+00
  %2773 = fcmp uno double %2723, %2723
  %2774 = or i1 %2772, %2773
  %2775 = select i1 %2774, double 0x7FF8000000000000, double %2771
  %2776 = fneg double %2775
  %2777 = fcmp olt double %2776, 0x10000000000000
  %2778 = fmul double %2776, 0x4350000000000000
  %2779 = select i1 %2777, double %2778, double %2776
  %2780 = select i1 %2777, i64 1077, i64 1023
  %2781 = bitcast double %2779 to i64
  %2782 = lshr i64 %2781, 32
  %2783 = add i64 %2782, 614242
  %2784 = lshr i64 %2783, 20
  %2785 = sub i64 %2784, %2780
  %2786 = and i64 %2783, 1048575
  %2787 = add i64 %2786, 1072079006
  %2788 = shl i64 %2787, 32
  %2789 = and i64 %2781, 4294967295
  %2790 = or i64 %2788, %2789
  %2791 = bitcast i64 %2790 to double
  %2792 = fsub double %2791, 1.000000e+00
  %2793 = fmul double 5.000000e-01, %2792
  %2794 = fmul double %2793, %2792
  %2795 = fadd double 2.000000e+00, %2792
  %2796 = fdiv double %2792, %2795
  %2797 = fmul double %2796, %2796
  %2798 = fmul double %2797, %2797
  %2799 = fmul double %2798, 0x3FC39A09D078C69F
  %2800 = fadd double 0x3FCC71C51D8E78AF, %2799
  %2801 = fmul double %2798, %2800
  %2802 = fadd double 0x3FD999999997FA04, %2801
  %2803 = fmul double %2798, %2802
  %2804 = fmul double %2798, 0x3FC2F112DF3E5244
  %2805 = fadd double 0x3FC7466496CB03DE, %2804
  %2806 = fmul double %2798, %2805
  %2807 = fadd double 0x3FD2492494229359, %2806
  %2808 = fmul double %2798, %2807
  %2809 = fadd double 0x3FE5555555555593, %2808
  %2810 = fmul double %2797, %2809
  %2811 = fadd double %2810, %2803
  %2812 = sitofp i64 %2785 to double
  %2813 = fadd double %2794, %2811
  %2814 = fmul double %2796, %2813
  %2815 = fmul double %2812, 0x3DEA39EF35793C76
  %2816 = fadd double %2814, %2815
  %2817 = fsub double %2816, %2794
  %2818 = fadd double %2817, %2792
  %2819 = fmul double %2812, 0x3FE62E42FEE00000
  %2820 = fadd double %2818, %2819
  %2821 = fcmp oeq double %2776, 0x7FF0000000000000
  %2822 = select i1 %2821, double 0x7FF0000000000000, double %2820
  %2823 = fcmp oeq double %2776, 0.000000e+00
  %2824 = select i1 %2823, double 0xFFF0000000000000, double %2822
  %2825 = fcmp olt double %2776, 0.000000e+00
  %2826 = fcmp uno double %2776, %2776
  %2827 = or i1 %2825, %2826
  %2828 = select i1 %2827, double 0x7FF8000000000000, double %2824
  %2829 = fneg double %2828
  %2830 = fptrunc double %2829 to float
  %2831 = fadd float %2482, %2830
  %2832 = fcmp une float %2554, 0.000000e+00
  %2833 = select i1 %2832, float %2831, float 0xFFF0000000000000
  %2834 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature359
  store float %2833, ptr addrspace(3) %2834, align 4
  br label %slot.done362

slot.done362:                                     ; preds = %slot.then361, %slot.done354
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then367, label %fold.done368

fold.then367:                                     ; preds = %slot.done362
  store float 0xFFF0000000000000, ptr %fold_value369, align 4
  store i64 0, ptr %fold_index370, align 8
  store i64 0, ptr %pairwise_depth373, align 8
  br label %fold.header374

fold.done368:                                     ; preds = %fold.exit376, %slot.done362
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature380 = add i64 %lane, 0
  %valid381 = icmp ult i64 %feature380, %n_features
  %2835 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header374:                                   ; preds = %fold.body375, %fold.then367
  %fold377 = phi i64 [ 0, %fold.then367 ], [ %2847, %fold.body375 ]
  %2836 = icmp ult i64 %fold377, %n_features
  br i1 %2836, label %fold.body375, label %fold.exit376

fold.body375:                                     ; preds = %fold.header374
  %2837 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold377
  %2838 = load float, ptr addrspace(3) %2837, align 4
  %2839 = load float, ptr %fold_value369, align 4
  %2840 = fcmp ogt float %2838, %2839
  %2841 = fcmp uno float %2838, %2838
  %2842 = fcmp ord float %2839, %2839
  %2843 = and i1 %2841, %2842
  %take378 = or i1 %2840, %2843
  %2844 = select i1 %take378, float %2838, float %2839
  store float %2844, ptr %fold_value369, align 4
  %2845 = load i64, ptr %fold_index370, align 8
  %2846 = select i1 %take378, i64 %fold377, i64 %2845
  store i64 %2846, ptr %fold_index370, align 8
  %2847 = add i64 %fold377, 1
  br label %fold.header374

fold.exit376:                                     ; preds = %fold.header374
  %2848 = load i64, ptr %fold_index370, align 8
  %argmax379 = uitofp i64 %2848 to float
  store float %argmax379, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  br label %fold.done368

uniform_sinks.then:                               ; preds = %fold.done368
  %2849 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2850 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2851 = fmul float %2850, 2.000000e+00
  %2852 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2853 = fcmp oeq float %2852, 0xFFF0000000000000
  %2854 = select i1 %2853, float 1.000000e+00, float 0.000000e+00
  %2855 = fmul float %2854, 4.000000e+00
  %2856 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2857 = fmul float %2856, 8.000000e+00
  %2858 = fadd float %2849, %2851
  %2859 = fadd float %2858, %2855
  %2860 = fadd float %2859, %2857
  %2861 = icmp ne i32 %greedy, 0
  %greedy382 = select i1 %2861, float 1.000000e+00, float 0.000000e+00
  %2862 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2863 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2864 = fcmp une float %greedy382, 0.000000e+00
  %2865 = select i1 %2864, float %2862, float %2863
  %2866 = fcmp une float %2860, 0.000000e+00
  %2867 = select i1 %2866, float -1.000000e+00, float %2865
  %id = fptosi float %2867 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %2860 to i32
  %status383 = load i32, ptr addrspace(1) %4, align 4
  %2868 = or i32 %status383, %status_bits
  store i32 %2868, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done368
  %feature384 = add i64 %lane, 0
  %valid385 = icmp ult i64 %feature384, %n_features
  %2869 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid385, label %slot.then386, label %slot.done387

slot.then386:                                     ; preds = %uniform_sinks.done
  %2870 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2871 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2872 = fmul float %2871, 2.000000e+00
  %2873 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2874 = fcmp oeq float %2873, 0xFFF0000000000000
  %2875 = select i1 %2874, float 1.000000e+00, float 0.000000e+00
  %2876 = fmul float %2875, 4.000000e+00
  %2877 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2878 = fmul float %2877, 8.000000e+00
  %2879 = fadd float %2870, %2872
  %2880 = fadd float %2879, %2876
  %2881 = fadd float %2880, %2878
  %2882 = icmp ne i32 %greedy, 0
  %greedy388 = select i1 %2882, float 1.000000e+00, float 0.000000e+00
  %2883 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2884 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2885 = fcmp une float %greedy388, 0.000000e+00
  %2886 = select i1 %2885, float %2883, float %2884
  %2887 = fcmp une float %2881, 0.000000e+00
  %2888 = select i1 %2887, float -1.000000e+00, float %2886
  br label %slot.done387

slot.done387:                                     ; preds = %slot.then386, %uniform_sinks.done
  %feature389 = add i64 %lane, 1024
  %valid390 = icmp ult i64 %feature389, %n_features
  %2889 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid390, label %slot.then391, label %slot.done392

slot.then391:                                     ; preds = %slot.done387
  %2890 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2891 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2892 = fmul float %2891, 2.000000e+00
  %2893 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2894 = fcmp oeq float %2893, 0xFFF0000000000000
  %2895 = select i1 %2894, float 1.000000e+00, float 0.000000e+00
  %2896 = fmul float %2895, 4.000000e+00
  %2897 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2898 = fmul float %2897, 8.000000e+00
  %2899 = fadd float %2890, %2892
  %2900 = fadd float %2899, %2896
  %2901 = fadd float %2900, %2898
  %2902 = icmp ne i32 %greedy, 0
  %greedy393 = select i1 %2902, float 1.000000e+00, float 0.000000e+00
  %2903 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2904 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2905 = fcmp une float %greedy393, 0.000000e+00
  %2906 = select i1 %2905, float %2903, float %2904
  %2907 = fcmp une float %2901, 0.000000e+00
  %2908 = select i1 %2907, float -1.000000e+00, float %2906
  br label %slot.done392

slot.done392:                                     ; preds = %slot.then391, %slot.done387
  %feature394 = add i64 %lane, 2048
  %valid395 = icmp ult i64 %feature394, %n_features
  %2909 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid395, label %slot.then396, label %slot.done397

slot.then396:                                     ; preds = %slot.done392
  %2910 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2911 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2912 = fmul float %2911, 2.000000e+00
  %2913 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2914 = fcmp oeq float %2913, 0xFFF0000000000000
  %2915 = select i1 %2914, float 1.000000e+00, float 0.000000e+00
  %2916 = fmul float %2915, 4.000000e+00
  %2917 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2918 = fmul float %2917, 8.000000e+00
  %2919 = fadd float %2910, %2912
  %2920 = fadd float %2919, %2916
  %2921 = fadd float %2920, %2918
  %2922 = icmp ne i32 %greedy, 0
  %greedy398 = select i1 %2922, float 1.000000e+00, float 0.000000e+00
  %2923 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2924 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2925 = fcmp une float %greedy398, 0.000000e+00
  %2926 = select i1 %2925, float %2923, float %2924
  %2927 = fcmp une float %2921, 0.000000e+00
  %2928 = select i1 %2927, float -1.000000e+00, float %2926
  br label %slot.done397

slot.done397:                                     ; preds = %slot.then396, %slot.done392
  %feature399 = add i64 %lane, 3072
  %valid400 = icmp ult i64 %feature399, %n_features
  %2929 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid400, label %slot.then401, label %slot.done402

slot.then401:                                     ; preds = %slot.done397
  %2930 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2931 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2932 = fmul float %2931, 2.000000e+00
  %2933 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2934 = fcmp oeq float %2933, 0xFFF0000000000000
  %2935 = select i1 %2934, float 1.000000e+00, float 0.000000e+00
  %2936 = fmul float %2935, 4.000000e+00
  %2937 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2938 = fmul float %2937, 8.000000e+00
  %2939 = fadd float %2930, %2932
  %2940 = fadd float %2939, %2936
  %2941 = fadd float %2940, %2938
  %2942 = icmp ne i32 %greedy, 0
  %greedy403 = select i1 %2942, float 1.000000e+00, float 0.000000e+00
  %2943 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2944 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2945 = fcmp une float %greedy403, 0.000000e+00
  %2946 = select i1 %2945, float %2943, float %2944
  %2947 = fcmp une float %2941, 0.000000e+00
  %2948 = select i1 %2947, float -1.000000e+00, float %2946
  br label %slot.done402

slot.done402:                                     ; preds = %slot.then401, %slot.done397
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "nvvm.maxntid"="1024" }
