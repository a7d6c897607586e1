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
@tessera_uniforms_wide = internal addrspace(3) global [12 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w256(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #0 {
entry:
  %pairwise_depth226 = alloca i64, align 8
  %pairwise_levels225 = alloca [64 x i64], align 8
  %pairwise_sums224 = alloca [64 x float], align 4
  %fold_index223 = alloca i64, align 8
  %fold_value222 = alloca float, align 4
  %pairwise_depth200 = alloca i64, align 8
  %pairwise_levels199 = alloca [64 x i64], align 8
  %pairwise_sums198 = alloca [64 x float], align 4
  %fold_index197 = alloca i64, align 8
  %fold_value196 = alloca float, align 4
  %search_lo190 = alloca i64, align 8
  %pairwise_depth181 = alloca i64, align 8
  %pairwise_levels180 = alloca [64 x i64], align 8
  %pairwise_sums179 = alloca [64 x float], align 4
  %fold_index178 = alloca i64, align 8
  %fold_value177 = alloca float, align 4
  %search_hi171 = alloca i32, align 4
  %pairwise_depth163 = alloca i64, align 8
  %pairwise_levels162 = alloca [64 x i64], align 8
  %pairwise_sums161 = alloca [64 x float], align 4
  %fold_index160 = alloca i64, align 8
  %fold_value159 = alloca float, align 4
  %search_index158 = alloca float, align 4
  %search_value157 = alloca float, align 4
  %pairwise_depth133 = alloca i64, align 8
  %pairwise_levels132 = alloca [64 x i64], align 8
  %pairwise_sums131 = alloca [64 x float], align 4
  %fold_index130 = alloca i64, align 8
  %fold_value129 = alloca float, align 4
  %pairwise_depth107 = alloca i64, align 8
  %pairwise_levels106 = alloca [64 x i64], align 8
  %pairwise_sums105 = alloca [64 x float], align 4
  %fold_index104 = alloca i64, align 8
  %fold_value103 = alloca float, align 4
  %search_count83 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count75 = alloca i64, align 8
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

row.done:                                         ; preds = %slot.done240, %entry
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
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  br i1 %guard, label %guard.then, label %guard.else

fold.header60:                                    ; preds = %fold.body61, %fold.then53
  %fold63 = phi i64 [ 0, %fold.then53 ], [ %168, %fold.body61 ]
  %157 = icmp ult i64 %fold63, %n_features
  br i1 %157, label %fold.body61, label %fold.exit62

fold.body61:                                      ; preds = %fold.header60
  %158 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold63
  %159 = load float, ptr addrspace(3) %158, align 4
  %160 = load float, ptr %fold_value55, align 4
  %161 = fcmp ogt float %159, %160
  %162 = fcmp uno float %159, %159
  %163 = fcmp ord float %160, %160
  %164 = and i1 %162, %163
  %take64 = or i1 %161, %164
  %165 = select i1 %take64, float %159, float %160
  store float %165, ptr %fold_value55, align 4
  %166 = load i64, ptr %fold_index56, align 8
  %167 = select i1 %take64, i64 %fold63, i64 %166
  store i64 %167, ptr %fold_index56, align 8
  %168 = add i64 %fold63, 1
  br label %fold.header60

fold.exit62:                                      ; preds = %fold.header60
  %169 = load float, ptr %fold_value55, align 4
  store float %169, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  br label %fold.done54

guard.then:                                       ; preds = %fold.done54
  %feature65 = add i64 %lane, 0
  %valid66 = icmp ult i64 %feature65, %n_features
  %170 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid66, label %slot.then67, label %slot.done68

guard.else:                                       ; preds = %fold.done54
  br i1 %lane0, label %guard.skipped.then, label %guard.skipped.done

guard.done:                                       ; preds = %guard.skipped.done, %search.done
  %not_greedy91 = icmp eq i32 %greedy, 0
  %top_p_on = fcmp olt float %top_p, 1.000000e+00
  %guard92 = and i1 %top_p_on, %not_greedy91
  br i1 %guard92, label %guard.then93, label %guard.else94

slot.then67:                                      ; preds = %guard.then
  %171 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature65
  %172 = load float, ptr addrspace(1) %171, align 4
  %top_k69 = uitofp i64 %top_k to float
  %173 = fadd float %172, 0.000000e+00
  %174 = bitcast float %173 to i32
  %175 = icmp ult i32 2147483647, %174
  %176 = xor i32 %174, -1
  %177 = or i32 %174, -2147483648
  %178 = select i1 %175, i32 %176, i32 %177
  %179 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature65
  store i32 %178, ptr addrspace(3) %179, align 4
  %180 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %feature65
  store float 1.000000e+00, ptr addrspace(3) %180, align 4
  br label %slot.done68

slot.done68:                                      ; preds = %slot.then67, %guard.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %181 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then, label %search.done

search.then:                                      ; preds = %slot.done68
  %182 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %183 = load float, ptr addrspace(1) %182, align 4
  %top_k72 = uitofp i64 %top_k to float
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done74, %slot.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %191, %search.feature.body ]
  %184 = icmp ult i64 %search.feature, %n_features
  br i1 %184, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %185 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature
  %186 = load i32, ptr addrspace(3) %185, align 4
  %187 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature
  %188 = load float, ptr addrspace(3) %187, align 4
  %189 = load i64, ptr %search_count, align 8
  %190 = add i64 %189, 1
  store i64 %190, ptr %search_count, align 8
  %191 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %192 = fcmp ogt float %top_k72, 0.000000e+00
  %193 = fcmp oge float %weight, %top_k72
  %search.run = and i1 %193, %192
  br i1 %search.run, label %search.then73, label %search.done74

search.then73:                                    ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done74:                                    ; preds = %search.index_bit.exit, %search.feature.exit
  %194 = load float, ptr %search_value, align 4
  %195 = load float, ptr %search_index, align 4
  store float %194, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  store float %195, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit78, %search.then73
  %search.key_bit = phi i64 [ 0, %search.then73 ], [ %215, %search.feature.exit78 ]
  %196 = icmp ult i64 %search.key_bit, 32
  br i1 %196, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %197 = sub i64 31, %search.key_bit
  %198 = trunc i64 %197 to i32
  %199 = shl i32 1, %198
  %200 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %200, %199
  store i64 0, ptr %search_count75, align 8
  br label %search.feature.header76

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %201 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %201, i1 false)
  %index_bits = sub i64 64, %ctlz
  %202 = shl i64 1, %index_bits
  %mask = sub i64 %202, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header76:                          ; preds = %search.feature.body77, %search.key_bit.body
  %search.feature79 = phi i64 [ 0, %search.key_bit.body ], [ %212, %search.feature.body77 ]
  %203 = icmp ult i64 %search.feature79, %n_features
  br i1 %203, label %search.feature.body77, label %search.feature.exit78

search.feature.body77:                            ; preds = %search.feature.header76
  %204 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature79
  %205 = load i32, ptr addrspace(3) %204, align 4
  %206 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature79
  %207 = load float, ptr addrspace(3) %206, align 4
  %208 = icmp uge i32 %205, %candidate
  %209 = zext i1 %208 to i64
  %210 = load i64, ptr %search_count75, align 8
  %211 = add i64 %210, %209
  store i64 %211, ptr %search_count75, align 8
  %212 = add i64 %search.feature79, 1
  br label %search.feature.header76

search.feature.exit78:                            ; preds = %search.feature.header76
  %count80 = load i64, ptr %search_count75, align 8
  %weight81 = uitofp i64 %count80 to float
  %213 = fcmp oge float %weight81, %top_k72
  %214 = select i1 %213, i32 %candidate, i32 %200
  store i32 %214, ptr %search_hi, align 4
  %215 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit86, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %245, %search.feature.exit86 ]
  %216 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %216, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %217 = sub i64 %index_bits, 1
  %218 = sub i64 %217, %search.index_bit
  %219 = shl i64 1, %218
  %220 = load i64, ptr %search_lo, align 8
  %candidate82 = or i64 %220, %219
  store i64 0, ptr %search_count83, align 8
  br label %search.feature.header84

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %221 = and i32 %hi, -2147483648
  %222 = icmp ne i32 %221, 0
  %223 = and i32 %hi, 2147483647
  %224 = xor i32 %hi, -1
  %225 = select i1 %222, i32 %223, i32 %224
  %226 = bitcast i32 %225 to float
  store float %226, ptr %search_value, align 4
  %227 = sub i64 %mask, %lo
  %search_index90 = uitofp i64 %227 to float
  store float %search_index90, ptr %search_index, align 4
  br label %search.done74

search.feature.header84:                          ; preds = %search.feature.body85, %search.index_bit.body
  %search.feature87 = phi i64 [ 0, %search.index_bit.body ], [ %242, %search.feature.body85 ]
  %228 = icmp ult i64 %search.feature87, %n_features
  br i1 %228, label %search.feature.body85, label %search.feature.exit86

search.feature.body85:                            ; preds = %search.feature.header84
  %229 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature87
  %230 = load i32, ptr addrspace(3) %229, align 4
  %231 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature87
  %232 = load float, ptr addrspace(3) %231, align 4
  %233 = icmp ugt i32 %230, %hi
  %234 = icmp eq i32 %230, %hi
  %235 = sub i64 %mask, %search.feature87
  %236 = icmp uge i64 %235, %candidate82
  %237 = and i1 %234, %236
  %238 = or i1 %233, %237
  %239 = zext i1 %238 to i64
  %240 = load i64, ptr %search_count83, align 8
  %241 = add i64 %240, %239
  store i64 %241, ptr %search_count83, align 8
  %242 = add i64 %search.feature87, 1
  br label %search.feature.header84

search.feature.exit86:                            ; preds = %search.feature.header84
  %count88 = load i64, ptr %search_count83, align 8
  %weight89 = uitofp i64 %count88 to float
  %243 = fcmp oge float %weight89, %top_k72
  %244 = select i1 %243, i64 %candidate82, i64 %220
  store i64 %244, ptr %search_lo, align 8
  %245 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

guard.skipped.then:                               ; preds = %guard.else
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  br label %guard.skipped.done

guard.skipped.done:                               ; preds = %guard.skipped.then, %guard.else
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

guard.then93:                                     ; preds = %guard.done
  %feature96 = add i64 %lane, 0
  %valid97 = icmp ult i64 %feature96, %n_features
  %246 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid97, label %slot.then98, label %slot.done99

guard.else94:                                     ; preds = %guard.done
  br i1 %lane0, label %guard.skipped.then113, label %guard.skipped.done114

guard.done95:                                     ; preds = %guard.skipped.done114, %fold.done102
  %not_greedy115 = icmp eq i32 %greedy, 0
  %top_p_on116 = fcmp olt float %top_p, 1.000000e+00
  %guard117 = and i1 %top_p_on116, %not_greedy115
  br i1 %guard117, label %guard.then118, label %guard.else119

slot.then98:                                      ; preds = %guard.then93
  %247 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature96
  %248 = load float, ptr addrspace(1) %247, align 4
  %249 = fmul float %248, %inv_t
  %250 = fadd float %248, 0.000000e+00
  %251 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %252 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature100 = uitofp i64 %feature96 to float
  %253 = fcmp ogt float %250, %251
  %254 = select i1 %253, float 1.000000e+00, float 0.000000e+00
  %255 = fcmp oeq float %250, %251
  %256 = select i1 %255, float 1.000000e+00, float 0.000000e+00
  %257 = fcmp ole float %feature100, %252
  %258 = select i1 %257, float 1.000000e+00, float 0.000000e+00
  %259 = fmul float %256, %258
  %260 = fcmp ogt float %259, %254
  %max = select i1 %260, float %259, float %254
  %261 = fcmp une float %max, 0.000000e+00
  %262 = select i1 %261, float %249, float 0xFFF0000000000000
  %263 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature96
  store float %262, ptr addrspace(3) %263, align 4
  br label %slot.done99

slot.done99:                                      ; preds = %slot.then98, %guard.then93
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then101, label %fold.done102

fold.then101:                                     ; preds = %slot.done99
  store float 0xFFF0000000000000, ptr %fold_value103, align 4
  store i64 0, ptr %fold_index104, align 8
  store i64 0, ptr %pairwise_depth107, align 8
  br label %fold.header108

fold.done102:                                     ; preds = %fold.exit110, %slot.done99
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done95

fold.header108:                                   ; preds = %fold.body109, %fold.then101
  %fold111 = phi i64 [ 0, %fold.then101 ], [ %275, %fold.body109 ]
  %264 = icmp ult i64 %fold111, %n_features
  br i1 %264, label %fold.body109, label %fold.exit110

fold.body109:                                     ; preds = %fold.header108
  %265 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold111
  %266 = load float, ptr addrspace(3) %265, align 4
  %267 = load float, ptr %fold_value103, align 4
  %268 = fcmp ogt float %266, %267
  %269 = fcmp uno float %266, %266
  %270 = fcmp ord float %267, %267
  %271 = and i1 %269, %270
  %take112 = or i1 %268, %271
  %272 = select i1 %take112, float %266, float %267
  store float %272, ptr %fold_value103, align 4
  %273 = load i64, ptr %fold_index104, align 8
  %274 = select i1 %take112, i64 %fold111, i64 %273
  store i64 %274, ptr %fold_index104, align 8
  %275 = add i64 %fold111, 1
  br label %fold.header108

fold.exit110:                                     ; preds = %fold.header108
  %276 = load float, ptr %fold_value103, align 4
  store float %276, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  br label %fold.done102

guard.skipped.then113:                            ; preds = %guard.else94
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  br label %guard.skipped.done114

guard.skipped.done114:                            ; preds = %guard.skipped.then113, %guard.else94
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done95

guard.then118:                                    ; preds = %guard.done95
  %feature121 = add i64 %lane, 0
  %valid122 = icmp ult i64 %feature121, %n_features
  %277 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid122, label %slot.then123, label %slot.done124

guard.else119:                                    ; preds = %guard.done95
  br i1 %lane0, label %guard.skipped.then138, label %guard.skipped.done139

guard.done120:                                    ; preds = %guard.skipped.done139, %fold.done128
  %not_greedy140 = icmp eq i32 %greedy, 0
  %top_p_on141 = fcmp olt float %top_p, 1.000000e+00
  %guard142 = and i1 %top_p_on141, %not_greedy140
  br i1 %guard142, label %guard.then143, label %guard.else144

slot.then123:                                     ; preds = %guard.then118
  %278 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature121
  %279 = load float, ptr addrspace(1) %278, align 4
  %280 = fmul float %279, %inv_t
  %281 = fadd float %279, 0.000000e+00
  %282 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %283 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature125 = uitofp i64 %feature121 to float
  %284 = fcmp ogt float %281, %282
  %285 = select i1 %284, float 1.000000e+00, float 0.000000e+00
  %286 = fcmp oeq float %281, %282
  %287 = select i1 %286, float 1.000000e+00, float 0.000000e+00
  %288 = fcmp ole float %feature125, %283
  %289 = select i1 %288, float 1.000000e+00, float 0.000000e+00
  %290 = fmul float %287, %289
  %291 = fcmp ogt float %290, %285
  %max126 = select i1 %291, float %290, float %285
  %292 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %293 = fsub float %280, %292
  %294 = fcmp olt float %293, -1.040000e+02
  %295 = select i1 %294, float -1.040000e+02, float %293
  %296 = fcmp olt float 8.900000e+01, %295
  %297 = select i1 %296, float 8.900000e+01, float %295
  %298 = fmul float %297, 0x3FF7154760000000
  %299 = fadd float %298, 0x4168000000000000
  %300 = fsub float %299, 0x4168000000000000
  %301 = bitcast float %299 to i32
  %302 = sub i32 %301, 1262485504
  %303 = fmul float %300, 0x3FE62E4000000000
  %304 = fsub float %297, %303
  %305 = fmul float %300, 0x3EB7F7D1C0000000
  %306 = fsub float %304, %305
  %307 = fmul float %306, %306
  %308 = fmul float %307, 0x3E66376980000000
  %309 = fadd float 0xBEBBBD41C0000000, %308
  %310 = fmul float %307, %309
  %311 = fadd float 0x3F11566AA0000000, %310
  %312 = fmul float %307, %311
  %313 = fadd float 0xBF66C16C20000000, %312
  %314 = fmul float %307, %313
  %315 = fadd float 0x3FC5555560000000, %314
  %316 = fmul float %307, %315
  %317 = fsub float %306, %316
  %318 = fmul float %306, %317
  %319 = fsub float 2.000000e+00, %317
  %320 = fdiv float %318, %319
  %321 = fsub float %305, %320
  %322 = fsub float %321, %304
  %323 = fsub float 1.000000e+00, %322
  %324 = add i32 %302, 256
  %325 = lshr i32 %324, 1
  %326 = sub i32 %325, 1
  %327 = add i32 %302, 255
  %328 = sub i32 %327, %325
  %329 = shl i32 %326, 23
  %330 = shl i32 %328, 23
  %331 = bitcast i32 %329 to float
  %332 = bitcast i32 %330 to float
  %333 = fmul float %323, %331
  %334 = fmul float %333, %332
  %335 = fcmp uno float %293, %293
  %336 = select i1 %335, float 0x7FF8000000000000, float %334
  %337 = fcmp une float %max126, 0.000000e+00
  %338 = select i1 %337, float %336, float 0.000000e+00
  %339 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature121
  store float %338, ptr addrspace(3) %339, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %guard.then118
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then127, label %fold.done128

fold.then127:                                     ; preds = %slot.done124
  store float 0.000000e+00, ptr %fold_value129, align 4
  store i64 0, ptr %fold_index130, align 8
  store i64 0, ptr %pairwise_depth133, align 8
  br label %fold.header134

fold.done128:                                     ; preds = %fold.exit136, %slot.done124
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done120

fold.header134:                                   ; preds = %fold.body135, %fold.then127
  %fold137 = phi i64 [ 0, %fold.then127 ], [ %345, %fold.body135 ]
  %340 = icmp ult i64 %fold137, %n_features
  br i1 %340, label %fold.body135, label %fold.exit136

fold.body135:                                     ; preds = %fold.header134
  %341 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold137
  %342 = load float, ptr addrspace(3) %341, align 4
  %343 = load float, ptr %fold_value129, align 4
  %344 = fadd float %342, %343
  store float %344, ptr %fold_value129, align 4
  %345 = add i64 %fold137, 1
  br label %fold.header134

fold.exit136:                                     ; preds = %fold.header134
  %346 = load float, ptr %fold_value129, align 4
  store float %346, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  br label %fold.done128

guard.skipped.then138:                            ; preds = %guard.else119
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  br label %guard.skipped.done139

guard.skipped.done139:                            ; preds = %guard.skipped.then138, %guard.else119
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done120

guard.then143:                                    ; preds = %guard.done120
  %feature146 = add i64 %lane, 0
  %valid147 = icmp ult i64 %feature146, %n_features
  %347 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid147, label %slot.then148, label %slot.done149

guard.else144:                                    ; preds = %guard.done120
  br i1 %lane0, label %guard.skipped.then207, label %guard.skipped.done208

guard.done145:                                    ; preds = %guard.skipped.done208, %search.done155
  %feature209 = add i64 %lane, 0
  %valid210 = icmp ult i64 %feature209, %n_features
  %348 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid210, label %slot.then211, label %slot.done212

slot.then148:                                     ; preds = %guard.then143
  %349 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature146
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = fmul float %350, %inv_t
  %352 = fadd float %350, 0.000000e+00
  %353 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %354 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature150 = uitofp i64 %feature146 to float
  %355 = fcmp ogt float %352, %353
  %356 = select i1 %355, float 1.000000e+00, float 0.000000e+00
  %357 = fcmp oeq float %352, %353
  %358 = select i1 %357, float 1.000000e+00, float 0.000000e+00
  %359 = fcmp ole float %feature150, %354
  %360 = select i1 %359, float 1.000000e+00, float 0.000000e+00
  %361 = fmul float %358, %360
  %362 = fcmp ogt float %361, %356
  %max151 = select i1 %362, float %361, float %356
  %363 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %364 = fsub float %351, %363
  %365 = fcmp olt float %364, -1.040000e+02
  %366 = select i1 %365, float -1.040000e+02, float %364
  %367 = fcmp olt float 8.900000e+01, %366
  %368 = select i1 %367, float 8.900000e+01, float %366
  %369 = fmul float %368, 0x3FF7154760000000
  %370 = fadd float %369, 0x4168000000000000
  %371 = fsub float %370, 0x4168000000000000
  %372 = bitcast float %370 to i32
  %373 = sub i32 %372, 1262485504
  %374 = fmul float %371, 0x3FE62E4000000000
  %375 = fsub float %368, %374
  %376 = fmul float %371, 0x3EB7F7D1C0000000
  %377 = fsub float %375, %376
  %378 = fmul float %377, %377
  %379 = fmul float %378, 0x3E66376980000000
  %380 = fadd float 0xBEBBBD41C0000000, %379
  %381 = fmul float %378, %380
  %382 = fadd float 0x3F11566AA0000000, %381
  %383 = fmul float %378, %382
  %384 = fadd float 0xBF66C16C20000000, %383
  %385 = fmul float %378, %384
  %386 = fadd float 0x3FC5555560000000, %385
  %387 = fmul float %378, %386
  %388 = fsub float %377, %387
  %389 = fmul float %377, %388
  %390 = fsub float 2.000000e+00, %388
  %391 = fdiv float %389, %390
  %392 = fsub float %376, %391
  %393 = fsub float %392, %375
  %394 = fsub float 1.000000e+00, %393
  %395 = add i32 %373, 256
  %396 = lshr i32 %395, 1
  %397 = sub i32 %396, 1
  %398 = add i32 %373, 255
  %399 = sub i32 %398, %396
  %400 = shl i32 %397, 23
  %401 = shl i32 %399, 23
  %402 = bitcast i32 %400 to float
  %403 = bitcast i32 %401 to float
  %404 = fmul float %394, %402
  %405 = fmul float %404, %403
  %406 = fcmp uno float %364, %364
  %407 = select i1 %406, float 0x7FF8000000000000, float %405
  %408 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %409 = fdiv float %407, %408
  %410 = fcmp une float %max151, 0.000000e+00
  %411 = select i1 %410, float %409, float -1.000000e+00
  %412 = fcmp une float %max151, 0.000000e+00
  %413 = select i1 %412, float %409, float 0.000000e+00
  %414 = fadd float %411, 0.000000e+00
  %415 = bitcast float %414 to i32
  %416 = icmp ult i32 2147483647, %415
  %417 = xor i32 %415, -1
  %418 = or i32 %415, -2147483648
  %419 = select i1 %416, i32 %417, i32 %418
  %420 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature146
  store i32 %419, ptr addrspace(3) %420, align 4
  %421 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %feature146
  store float %413, ptr addrspace(3) %421, align 4
  br label %slot.done149

slot.done149:                                     ; preds = %slot.then148, %guard.then143
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature152 = add i64 %lane, 0
  %valid153 = icmp ult i64 %feature152, %n_features
  %422 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then154, label %search.done155

search.then154:                                   ; preds = %slot.done149
  %423 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %424 = load float, ptr addrspace(1) %423, align 4
  %425 = fmul float %424, %inv_t
  %426 = fadd float %424, 0.000000e+00
  %427 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %428 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %429 = fcmp ogt float %426, %427
  %430 = select i1 %429, float 1.000000e+00, float 0.000000e+00
  %431 = fcmp oeq float %426, %427
  %432 = select i1 %431, float 1.000000e+00, float 0.000000e+00
  %433 = fcmp ole float 0.000000e+00, %428
  %434 = select i1 %433, float 1.000000e+00, float 0.000000e+00
  %435 = fmul float %432, %434
  %436 = fcmp ogt float %435, %430
  %max156 = select i1 %436, float %435, float %430
  %437 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %438 = fsub float %425, %437
  %439 = fcmp olt float %438, -1.040000e+02
  %440 = select i1 %439, float -1.040000e+02, float %438
  %441 = fcmp olt float 8.900000e+01, %440
  %442 = select i1 %441, float 8.900000e+01, float %440
  %443 = fmul float %442, 0x3FF7154760000000
  %444 = fadd float %443, 0x4168000000000000
  %445 = fsub float %444, 0x4168000000000000
  %446 = bitcast float %444 to i32
  %447 = sub i32 %446, 1262485504
  %448 = fmul float %445, 0x3FE62E4000000000
  %449 = fsub float %442, %448
  %450 = fmul float %445, 0x3EB7F7D1C0000000
  %451 = fsub float %449, %450
  %452 = fmul float %451, %451
  %453 = fmul float %452, 0x3E66376980000000
  %454 = fadd float 0xBEBBBD41C0000000, %453
  %455 = fmul float %452, %454
  %456 = fadd float 0x3F11566AA0000000, %455
  %457 = fmul float %452, %456
  %458 = fadd float 0xBF66C16C20000000, %457
  %459 = fmul float %452, %458
  %460 = fadd float 0x3FC5555560000000, %459
  %461 = fmul float %452, %460
  %462 = fsub float %451, %461
  %463 = fmul float %451, %462
  %464 = fsub float 2.000000e+00, %462
  %465 = fdiv float %463, %464
  %466 = fsub float %450, %465
  %467 = fsub float %466, %449
  %468 = fsub float 1.000000e+00, %467
  %469 = add i32 %447, 256
  %470 = lshr i32 %469, 1
  %471 = sub i32 %470, 1
  %472 = add i32 %447, 255
  %473 = sub i32 %472, %470
  %474 = shl i32 %471, 23
  %475 = shl i32 %473, 23
  %476 = bitcast i32 %474 to float
  %477 = bitcast i32 %475 to float
  %478 = fmul float %468, %476
  %479 = fmul float %478, %477
  %480 = fcmp uno float %438, %438
  %481 = select i1 %480, float 0x7FF8000000000000, float %479
  %482 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %483 = fdiv float %481, %482
  %484 = fcmp une float %max156, 0.000000e+00
  %485 = select i1 %484, float %483, float -1.000000e+00
  %486 = fcmp une float %max156, 0.000000e+00
  %487 = select i1 %486, float %483, float 0.000000e+00
  store float 0xFFF0000000000000, ptr %search_value157, align 4
  store float 0x7FF0000000000000, ptr %search_index158, align 4
  store float 0.000000e+00, ptr %fold_value159, align 4
  store i64 0, ptr %fold_index160, align 8
  store i64 0, ptr %pairwise_depth163, align 8
  br label %search.feature.header164

search.done155:                                   ; preds = %search.done170, %slot.done149
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done145

search.feature.header164:                         ; preds = %search.feature.body165, %search.then154
  %search.feature167 = phi i64 [ 0, %search.then154 ], [ %496, %search.feature.body165 ]
  %488 = icmp ult i64 %search.feature167, %n_features
  br i1 %488, label %search.feature.body165, label %search.feature.exit166

search.feature.body165:                           ; preds = %search.feature.header164
  %489 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature167
  %490 = load i32, ptr addrspace(3) %489, align 4
  %491 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature167
  %492 = load float, ptr addrspace(3) %491, align 4
  %493 = select i1 true, float %492, float 0.000000e+00
  %494 = load float, ptr %fold_value159, align 4
  %495 = fadd float %493, %494
  store float %495, ptr %fold_value159, align 4
  %496 = add i64 %search.feature167, 1
  br label %search.feature.header164

search.feature.exit166:                           ; preds = %search.feature.header164
  %497 = load float, ptr %fold_value159, align 4
  %498 = fcmp ogt float %top_p, 0.000000e+00
  %499 = fcmp oge float %497, %top_p
  %search.run168 = and i1 %499, %498
  br i1 %search.run168, label %search.then169, label %search.done170

search.then169:                                   ; preds = %search.feature.exit166
  store i32 0, ptr %search_hi171, align 4
  br label %search.key_bit.header172

search.done170:                                   ; preds = %search.index_bit.exit193, %search.feature.exit166
  %500 = load float, ptr %search_value157, align 4
  %501 = load float, ptr %search_index158, align 4
  store float %500, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  store float %501, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  br label %search.done155

search.key_bit.header172:                         ; preds = %search.feature.exit184, %search.then169
  %search.key_bit175 = phi i64 [ 0, %search.then169 ], [ %522, %search.feature.exit184 ]
  %502 = icmp ult i64 %search.key_bit175, 32
  br i1 %502, label %search.key_bit.body173, label %search.key_bit.exit174

search.key_bit.body173:                           ; preds = %search.key_bit.header172
  %503 = sub i64 31, %search.key_bit175
  %504 = trunc i64 %503 to i32
  %505 = shl i32 1, %504
  %506 = load i32, ptr %search_hi171, align 4
  %candidate176 = or i32 %506, %505
  store float 0.000000e+00, ptr %fold_value177, align 4
  store i64 0, ptr %fold_index178, align 8
  store i64 0, ptr %pairwise_depth181, align 8
  br label %search.feature.header182

search.key_bit.exit174:                           ; preds = %search.key_bit.header172
  %hi186 = load i32, ptr %search_hi171, align 4
  %507 = sub i64 %n_features, 1
  %ctlz187 = call i64 @llvm.ctlz.i64(i64 %507, i1 false)
  %index_bits188 = sub i64 64, %ctlz187
  %508 = shl i64 1, %index_bits188
  %mask189 = sub i64 %508, 1
  store i64 0, ptr %search_lo190, align 8
  br label %search.index_bit.header191

search.feature.header182:                         ; preds = %search.feature.body183, %search.key_bit.body173
  %search.feature185 = phi i64 [ 0, %search.key_bit.body173 ], [ %518, %search.feature.body183 ]
  %509 = icmp ult i64 %search.feature185, %n_features
  br i1 %509, label %search.feature.body183, label %search.feature.exit184

search.feature.body183:                           ; preds = %search.feature.header182
  %510 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature185
  %511 = load i32, ptr addrspace(3) %510, align 4
  %512 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature185
  %513 = load float, ptr addrspace(3) %512, align 4
  %514 = icmp uge i32 %511, %candidate176
  %515 = select i1 %514, float %513, float 0.000000e+00
  %516 = load float, ptr %fold_value177, align 4
  %517 = fadd float %515, %516
  store float %517, ptr %fold_value177, align 4
  %518 = add i64 %search.feature185, 1
  br label %search.feature.header182

search.feature.exit184:                           ; preds = %search.feature.header182
  %519 = load float, ptr %fold_value177, align 4
  %520 = fcmp oge float %519, %top_p
  %521 = select i1 %520, i32 %candidate176, i32 %506
  store i32 %521, ptr %search_hi171, align 4
  %522 = add i64 %search.key_bit175, 1
  br label %search.key_bit.header172

search.index_bit.header191:                       ; preds = %search.feature.exit203, %search.key_bit.exit174
  %search.index_bit194 = phi i64 [ 0, %search.key_bit.exit174 ], [ %553, %search.feature.exit203 ]
  %523 = icmp ult i64 %search.index_bit194, %index_bits188
  br i1 %523, label %search.index_bit.body192, label %search.index_bit.exit193

search.index_bit.body192:                         ; preds = %search.index_bit.header191
  %524 = sub i64 %index_bits188, 1
  %525 = sub i64 %524, %search.index_bit194
  %526 = shl i64 1, %525
  %527 = load i64, ptr %search_lo190, align 8
  %candidate195 = or i64 %527, %526
  store float 0.000000e+00, ptr %fold_value196, align 4
  store i64 0, ptr %fold_index197, align 8
  store i64 0, ptr %pairwise_depth200, align 8
  br label %search.feature.header201

search.index_bit.exit193:                         ; preds = %search.index_bit.header191
  %lo205 = load i64, ptr %search_lo190, align 8
  %528 = and i32 %hi186, -2147483648
  %529 = icmp ne i32 %528, 0
  %530 = and i32 %hi186, 2147483647
  %531 = xor i32 %hi186, -1
  %532 = select i1 %529, i32 %530, i32 %531
  %533 = bitcast i32 %532 to float
  store float %533, ptr %search_value157, align 4
  %534 = sub i64 %mask189, %lo205
  %search_index206 = uitofp i64 %534 to float
  store float %search_index206, ptr %search_index158, align 4
  br label %search.done170

search.feature.header201:                         ; preds = %search.feature.body202, %search.index_bit.body192
  %search.feature204 = phi i64 [ 0, %search.index_bit.body192 ], [ %549, %search.feature.body202 ]
  %535 = icmp ult i64 %search.feature204, %n_features
  br i1 %535, label %search.feature.body202, label %search.feature.exit203

search.feature.body202:                           ; preds = %search.feature.header201
  %536 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature204
  %537 = load i32, ptr addrspace(3) %536, align 4
  %538 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature204
  %539 = load float, ptr addrspace(3) %538, align 4
  %540 = icmp ugt i32 %537, %hi186
  %541 = icmp eq i32 %537, %hi186
  %542 = sub i64 %mask189, %search.feature204
  %543 = icmp uge i64 %542, %candidate195
  %544 = and i1 %541, %543
  %545 = or i1 %540, %544
  %546 = select i1 %545, float %539, float 0.000000e+00
  %547 = load float, ptr %fold_value196, align 4
  %548 = fadd float %546, %547
  store float %548, ptr %fold_value196, align 4
  %549 = add i64 %search.feature204, 1
  br label %search.feature.header201

search.feature.exit203:                           ; preds = %search.feature.header201
  %550 = load float, ptr %fold_value196, align 4
  %551 = fcmp oge float %550, %top_p
  %552 = select i1 %551, i64 %candidate195, i64 %527
  store i64 %552, ptr %search_lo190, align 8
  %553 = add i64 %search.index_bit194, 1
  br label %search.index_bit.header191

guard.skipped.then207:                            ; preds = %guard.else144
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  br label %guard.skipped.done208

guard.skipped.done208:                            ; preds = %guard.skipped.then207, %guard.else144
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done145

slot.then211:                                     ; preds = %guard.done145
  %554 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature209
  %555 = load float, ptr addrspace(1) %554, align 4
  %556 = fmul float %555, %inv_t
  %557 = fadd float %555, 0.000000e+00
  %558 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %559 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature213 = uitofp i64 %feature209 to float
  %560 = fcmp ogt float %557, %558
  %561 = select i1 %560, float 1.000000e+00, float 0.000000e+00
  %562 = fcmp oeq float %557, %558
  %563 = select i1 %562, float 1.000000e+00, float 0.000000e+00
  %564 = fcmp ole float %feature213, %559
  %565 = select i1 %564, float 1.000000e+00, float 0.000000e+00
  %566 = fmul float %563, %565
  %567 = fcmp ogt float %566, %561
  %max214 = select i1 %567, float %566, float %561
  %568 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %569 = fsub float %556, %568
  %570 = fcmp olt float %569, -1.040000e+02
  %571 = select i1 %570, float -1.040000e+02, float %569
  %572 = fcmp olt float 8.900000e+01, %571
  %573 = select i1 %572, float 8.900000e+01, float %571
  %574 = fmul float %573, 0x3FF7154760000000
  %575 = fadd float %574, 0x4168000000000000
  %576 = fsub float %575, 0x4168000000000000
  %577 = bitcast float %575 to i32
  %578 = sub i32 %577, 1262485504
  %579 = fmul float %576, 0x3FE62E4000000000
  %580 = fsub float %573, %579
  %581 = fmul float %576, 0x3EB7F7D1C0000000
  %582 = fsub float %580, %581
  %583 = fmul float %582, %582
  %584 = fmul float %583, 0x3E66376980000000
  %585 = fadd float 0xBEBBBD41C0000000, %584
  %586 = fmul float %583, %585
  %587 = fadd float 0x3F11566AA0000000, %586
  %588 = fmul float %583, %587
  %589 = fadd float 0xBF66C16C20000000, %588
  %590 = fmul float %583, %589
  %591 = fadd float 0x3FC5555560000000, %590
  %592 = fmul float %583, %591
  %593 = fsub float %582, %592
  %594 = fmul float %582, %593
  %595 = fsub float 2.000000e+00, %593
  %596 = fdiv float %594, %595
  %597 = fsub float %581, %596
  %598 = fsub float %597, %580
  %599 = fsub float 1.000000e+00, %598
  %600 = add i32 %578, 256
  %601 = lshr i32 %600, 1
  %602 = sub i32 %601, 1
  %603 = add i32 %578, 255
  %604 = sub i32 %603, %601
  %605 = shl i32 %602, 23
  %606 = shl i32 %604, 23
  %607 = bitcast i32 %605 to float
  %608 = bitcast i32 %606 to float
  %609 = fmul float %599, %607
  %610 = fmul float %609, %608
  %611 = fcmp uno float %569, %569
  %612 = select i1 %611, float 0x7FF8000000000000, float %610
  %613 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %614 = fdiv float %612, %613
  %615 = fcmp une float %max214, 0.000000e+00
  %616 = select i1 %615, float %614, float -1.000000e+00
  %617 = fadd float %616, 0.000000e+00
  %618 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  %619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  %feature215 = uitofp i64 %feature209 to float
  %620 = fcmp ogt float %617, %618
  %621 = select i1 %620, float 1.000000e+00, float 0.000000e+00
  %622 = fcmp oeq float %617, %618
  %623 = select i1 %622, float 1.000000e+00, float 0.000000e+00
  %624 = fcmp ole float %feature215, %619
  %625 = select i1 %624, float 1.000000e+00, float 0.000000e+00
  %626 = fmul float %623, %625
  %627 = fcmp ogt float %626, %621
  %max216 = select i1 %627, float %626, float %621
  %628 = fcmp oge float %top_p, 1.000000e+00
  %629 = select i1 %628, float 1.000000e+00, float 0.000000e+00
  %630 = icmp ne i32 %greedy, 0
  %greedy217 = select i1 %630, float 1.000000e+00, float 0.000000e+00
  %631 = fcmp ogt float %greedy217, %629
  %max218 = select i1 %631, float %greedy217, float %629
  %632 = fcmp ogt float %max218, %max216
  %max219 = select i1 %632, float %max218, float %max216
  %633 = fmul float %max214, %max219
  %634 = trunc i64 %key0 to i32
  %635 = lshr i64 %key0, 32
  %636 = trunc i64 %635 to i32
  %637 = trunc i64 %feature209 to i32
  %638 = trunc i64 %row to i32
  %639 = trunc i64 %key1 to i32
  %640 = lshr i64 %key1, 32
  %641 = trunc i64 %640 to i32
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
  %652 = xor i32 %650, %638
  %653 = xor i32 %652, %634
  %654 = xor i32 %647, %641
  %655 = xor i32 %654, %636
  %656 = add i32 %634, -1640531527
  %657 = add i32 %636, -1150833019
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
  %752 = add i32 %736, -1640531527
  %753 = add i32 %737, -1150833019
  %754 = zext i32 %749 to i64
  %755 = mul i64 3528531795, %754
  %756 = zext i32 %751 to i64
  %757 = mul i64 3449720151, %756
  %758 = lshr i64 %755, 32
  %759 = trunc i64 %758 to i32
  %760 = trunc i64 %755 to i32
  %761 = lshr i64 %757, 32
  %762 = trunc i64 %761 to i32
  %763 = trunc i64 %757 to i32
  %764 = xor i32 %762, %747
  %765 = xor i32 %764, %752
  %766 = xor i32 %759, %744
  %767 = xor i32 %766, %753
  %768 = add i32 %752, -1640531527
  %769 = add i32 %753, -1150833019
  %770 = zext i32 %765 to i64
  %771 = mul i64 3528531795, %770
  %772 = zext i32 %767 to i64
  %773 = mul i64 3449720151, %772
  %774 = lshr i64 %771, 32
  %775 = trunc i64 %774 to i32
  %776 = trunc i64 %771 to i32
  %777 = lshr i64 %773, 32
  %778 = trunc i64 %777 to i32
  %779 = trunc i64 %773 to i32
  %780 = xor i32 %778, %763
  %781 = xor i32 %780, %768
  %782 = xor i32 %775, %760
  %783 = xor i32 %782, %769
  %784 = add i32 %768, -1640531527
  %785 = add i32 %769, -1150833019
  %786 = zext i32 %781 to i64
  %787 = mul i64 3528531795, %786
  %788 = zext i32 %783 to i64
  %789 = mul i64 3449720151, %788
  %790 = lshr i64 %787, 32
  %791 = trunc i64 %790 to i32
  %792 = trunc i64 %787 to i32
  %793 = lshr i64 %789, 32
  %794 = trunc i64 %793 to i32
  %795 = trunc i64 %789 to i32
  %796 = xor i32 %794, %779
  %797 = xor i32 %796, %784
  %798 = xor i32 %791, %776
  %799 = xor i32 %798, %785
  %800 = uitofp i32 %797 to double
  %801 = fadd double %800, 5.000000e-01
  %802 = fmul double %801, 0x3DF0000000000000
  %803 = bitcast double %802 to i64
  %804 = lshr i64 %803, 32
  %805 = add i64 %804, 614242
  %806 = lshr i64 %805, 20
  %807 = sub i64 %806, 1023
  %808 = and i64 %805, 1048575
  %809 = add i64 %808, 1072079006
  %810 = shl i64 %809, 32
  %811 = and i64 %803, 4294967295
  %812 = or i64 %810, %811
  %813 = bitcast i64 %812 to double
  %814 = fsub double %813, 1.000000e+00
  %815 = fmul double 5.000000e-01, %814
  %816 = fmul double %815, %814
  %817 = fadd double 2.000000e+00, %814
  %818 = fdiv double %814, %817
  %819 = fmul double %818, %818
  %820 = fmul double %819, %819
  %821 = fmul double %820, 0x3FC39A09D078C69F
  %822 = fadd double 0x3FCC71C51D8E78AF, %821
  %823 = fmul double %820, %822
  %824 = fadd double 0x3FD999999997FA04, %823
  %825 = fmul double %820, %824
  %826 = fmul double %820, 0x3FC2F112DF3E5244
  %827 = fadd double 0x3FC7466496CB03DE, %826
  %828 = fmul double %820, %827
  %829 = fadd double 0x3FD2492494229359, %828
  %830 = fmul double %820, %829
  %831 = fadd double 0x3FE5555555555593, %830
  %832 = fmul double %819, %831
  %833 = fadd double %832, %825
  %834 = sitofp i64 %807 to double
  %835 = fadd double %816, %833
  %836 = fmul double %818, %835
  %837 = fmul double %834, 0x3DEA39EF35793C76
  %838 = fadd double %836, %837
  %839 = fsub double %838, %816
  %840 = fadd double %839, %814
  %841 = fmul double %834, 0x3FE62E42FEE00000
  %842 = fadd double %840, %841
  %843 = fneg double %842
  %844 = bitcast double %843 to i64
  %845 = lshr i64 %844, 32
  %846 = add i64 %845, 614242
  %847 = lshr i64 %846, 20
  %848 = sub i64 %847, 1023
  %849 = and i64 %846, 1048575
  %850 = add i64 %849, 1072079006
  %851 = shl i64 %850, 32
  %852 = and i64 %844, 4294967295
  %853 = or i64 %851, %852
  %854 = bitcast i64 %853 to double
  %855 = fsub double %854, 1.000000e+00
  %856 = fmul double 5.000000e-01, %855
  %857 = fmul double %856, %855
  %858 = fadd double 2.000000e+00, %855
  %859 = fdiv double %855, %858
  %860 = fmul double %859, %859
  %861 = fmul double %860, %860
  %862 = fmul double %861, 0x3FC39A09D078C69F
  %863 = fadd double 0x3FCC71C51D8E78AF, %862
  %864 = fmul double %861, %863
  %865 = fadd double 0x3FD999999997FA04, %864
  %866 = fmul double %861, %865
  %867 = fmul double %861, 0x3FC2F112DF3E5244
  %868 = fadd double 0x3FC7466496CB03DE, %867
  %869 = fmul double %861, %868
  %870 = fadd double 0x3FD2492494229359, %869
  %871 = fmul double %861, %870
  %872 = fadd double 0x3FE5555555555593, %871
  %873 = fmul double %860, %872
  %874 = fadd double %873, %866
  %875 = sitofp i64 %848 to double
  %876 = fadd double %857, %874
  %877 = fmul double %859, %876
  %878 = fmul double %875, 0x3DEA39EF35793C76
  %879 = fadd double %877, %878
  %880 = fsub double %879, %857
  %881 = fadd double %880, %855
  %882 = fmul double %875, 0x3FE62E42FEE00000
  %883 = fadd double %881, %882
  %884 = fneg double %883
  %885 = fptrunc double %884 to float
  %886 = fadd float %556, %885
  %887 = fcmp une float %633, 0.000000e+00
  %888 = select i1 %887, float %886, float 0xFFF0000000000000
  %889 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature209
  store float %888, ptr addrspace(3) %889, align 4
  br label %slot.done212

slot.done212:                                     ; preds = %slot.then211, %guard.done145
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then220, label %fold.done221

fold.then220:                                     ; preds = %slot.done212
  store float 0xFFF0000000000000, ptr %fold_value222, align 4
  store i64 0, ptr %fold_index223, align 8
  store i64 0, ptr %pairwise_depth226, align 8
  br label %fold.header227

fold.done221:                                     ; preds = %fold.exit229, %slot.done212
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature233 = add i64 %lane, 0
  %valid234 = icmp ult i64 %feature233, %n_features
  %890 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header227:                                   ; preds = %fold.body228, %fold.then220
  %fold230 = phi i64 [ 0, %fold.then220 ], [ %902, %fold.body228 ]
  %891 = icmp ult i64 %fold230, %n_features
  br i1 %891, label %fold.body228, label %fold.exit229

fold.body228:                                     ; preds = %fold.header227
  %892 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold230
  %893 = load float, ptr addrspace(3) %892, align 4
  %894 = load float, ptr %fold_value222, align 4
  %895 = fcmp ogt float %893, %894
  %896 = fcmp uno float %893, %893
  %897 = fcmp ord float %894, %894
  %898 = and i1 %896, %897
  %take231 = or i1 %895, %898
  %899 = select i1 %take231, float %893, float %894
  store float %899, ptr %fold_value222, align 4
  %900 = load i64, ptr %fold_index223, align 8
  %901 = select i1 %take231, i64 %fold230, i64 %900
  store i64 %901, ptr %fold_index223, align 8
  %902 = add i64 %fold230, 1
  br label %fold.header227

fold.exit229:                                     ; preds = %fold.header227
  %903 = load i64, ptr %fold_index223, align 8
  %argmax232 = uitofp i64 %903 to float
  store float %argmax232, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  br label %fold.done221

uniform_sinks.then:                               ; preds = %fold.done221
  %904 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %905 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %906 = fmul float %905, 2.000000e+00
  %907 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %908 = fcmp oeq float %907, 0xFFF0000000000000
  %909 = select i1 %908, float 1.000000e+00, float 0.000000e+00
  %910 = fmul float %909, 4.000000e+00
  %911 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  %912 = fmul float %911, 8.000000e+00
  %913 = fadd float %904, %906
  %914 = fadd float %913, %910
  %915 = fadd float %914, %912
  %916 = icmp ne i32 %greedy, 0
  %greedy235 = select i1 %916, float 1.000000e+00, float 0.000000e+00
  %917 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  %918 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  %919 = fcmp une float %greedy235, 0.000000e+00
  %920 = select i1 %919, float %917, float %918
  %921 = fcmp une float %915, 0.000000e+00
  %922 = select i1 %921, float -1.000000e+00, float %920
  %id = fptosi float %922 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %915 to i32
  %status236 = load i32, ptr addrspace(1) %4, align 4
  %923 = or i32 %status236, %status_bits
  store i32 %923, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done221
  %feature237 = add i64 %lane, 0
  %valid238 = icmp ult i64 %feature237, %n_features
  %924 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid238, label %slot.then239, label %slot.done240

slot.then239:                                     ; preds = %uniform_sinks.done
  %925 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %926 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %927 = fmul float %926, 2.000000e+00
  %928 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %929 = fcmp oeq float %928, 0xFFF0000000000000
  %930 = select i1 %929, float 1.000000e+00, float 0.000000e+00
  %931 = fmul float %930, 4.000000e+00
  %932 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  %933 = fmul float %932, 8.000000e+00
  %934 = fadd float %925, %927
  %935 = fadd float %934, %931
  %936 = fadd float %935, %933
  %937 = icmp ne i32 %greedy, 0
  %greedy241 = select i1 %937, float 1.000000e+00, float 0.000000e+00
  %938 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  %939 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  %940 = fcmp une float %greedy241, 0.000000e+00
  %941 = select i1 %940, float %938, float %939
  %942 = fcmp une float %936, 0.000000e+00
  %943 = select i1 %942, float -1.000000e+00, float %941
  br label %slot.done240

slot.done240:                                     ; preds = %slot.then239, %uniform_sinks.done
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
  %pairwise_depth226 = alloca i64, align 8
  %pairwise_levels225 = alloca [64 x i64], align 8
  %pairwise_sums224 = alloca [64 x float], align 4
  %fold_index223 = alloca i64, align 8
  %fold_value222 = alloca float, align 4
  %pairwise_depth200 = alloca i64, align 8
  %pairwise_levels199 = alloca [64 x i64], align 8
  %pairwise_sums198 = alloca [64 x float], align 4
  %fold_index197 = alloca i64, align 8
  %fold_value196 = alloca float, align 4
  %search_lo190 = alloca i64, align 8
  %pairwise_depth181 = alloca i64, align 8
  %pairwise_levels180 = alloca [64 x i64], align 8
  %pairwise_sums179 = alloca [64 x float], align 4
  %fold_index178 = alloca i64, align 8
  %fold_value177 = alloca float, align 4
  %search_hi171 = alloca i32, align 4
  %pairwise_depth163 = alloca i64, align 8
  %pairwise_levels162 = alloca [64 x i64], align 8
  %pairwise_sums161 = alloca [64 x float], align 4
  %fold_index160 = alloca i64, align 8
  %fold_value159 = alloca float, align 4
  %search_index158 = alloca float, align 4
  %search_value157 = alloca float, align 4
  %pairwise_depth133 = alloca i64, align 8
  %pairwise_levels132 = alloca [64 x i64], align 8
  %pairwise_sums131 = alloca [64 x float], align 4
  %fold_index130 = alloca i64, align 8
  %fold_value129 = alloca float, align 4
  %pairwise_depth107 = alloca i64, align 8
  %pairwise_levels106 = alloca [64 x i64], align 8
  %pairwise_sums105 = alloca [64 x float], align 4
  %fold_index104 = alloca i64, align 8
  %fold_value103 = alloca float, align 4
  %search_count83 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count75 = alloca i64, align 8
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

row.done:                                         ; preds = %slot.done240, %entry
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
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  br i1 %guard, label %guard.then, label %guard.else

fold.header60:                                    ; preds = %fold.body61, %fold.then53
  %fold63 = phi i64 [ 0, %fold.then53 ], [ %168, %fold.body61 ]
  %157 = icmp ult i64 %fold63, %n_features
  br i1 %157, label %fold.body61, label %fold.exit62

fold.body61:                                      ; preds = %fold.header60
  %158 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold63
  %159 = load float, ptr addrspace(3) %158, align 4
  %160 = load float, ptr %fold_value55, align 4
  %161 = fcmp ogt float %159, %160
  %162 = fcmp uno float %159, %159
  %163 = fcmp ord float %160, %160
  %164 = and i1 %162, %163
  %take64 = or i1 %161, %164
  %165 = select i1 %take64, float %159, float %160
  store float %165, ptr %fold_value55, align 4
  %166 = load i64, ptr %fold_index56, align 8
  %167 = select i1 %take64, i64 %fold63, i64 %166
  store i64 %167, ptr %fold_index56, align 8
  %168 = add i64 %fold63, 1
  br label %fold.header60

fold.exit62:                                      ; preds = %fold.header60
  %169 = load float, ptr %fold_value55, align 4
  store float %169, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  br label %fold.done54

guard.then:                                       ; preds = %fold.done54
  %feature65 = add i64 %lane, 0
  %valid66 = icmp ult i64 %feature65, %n_features
  %170 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid66, label %slot.then67, label %slot.done68

guard.else:                                       ; preds = %fold.done54
  br i1 %lane0, label %guard.skipped.then, label %guard.skipped.done

guard.done:                                       ; preds = %guard.skipped.done, %search.done
  %not_greedy91 = icmp eq i32 %greedy, 0
  %top_p_on = fcmp olt float %top_p, 1.000000e+00
  %guard92 = and i1 %top_p_on, %not_greedy91
  br i1 %guard92, label %guard.then93, label %guard.else94

slot.then67:                                      ; preds = %guard.then
  %171 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature65
  %172 = load float, ptr addrspace(1) %171, align 4
  %top_k69 = uitofp i64 %top_k to float
  %173 = fadd float %172, 0.000000e+00
  %174 = bitcast float %173 to i32
  %175 = icmp ult i32 2147483647, %174
  %176 = xor i32 %174, -1
  %177 = or i32 %174, -2147483648
  %178 = select i1 %175, i32 %176, i32 %177
  %179 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature65
  store i32 %178, ptr addrspace(3) %179, align 4
  %180 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %feature65
  store float 1.000000e+00, ptr addrspace(3) %180, align 4
  br label %slot.done68

slot.done68:                                      ; preds = %slot.then67, %guard.then
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature70 = add i64 %lane, 0
  %valid71 = icmp ult i64 %feature70, %n_features
  %181 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then, label %search.done

search.then:                                      ; preds = %slot.done68
  %182 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %183 = load float, ptr addrspace(1) %182, align 4
  %top_k72 = uitofp i64 %top_k to float
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done74, %slot.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %191, %search.feature.body ]
  %184 = icmp ult i64 %search.feature, %n_features
  br i1 %184, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %185 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature
  %186 = load i32, ptr addrspace(3) %185, align 4
  %187 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature
  %188 = load float, ptr addrspace(3) %187, align 4
  %189 = load i64, ptr %search_count, align 8
  %190 = add i64 %189, 1
  store i64 %190, ptr %search_count, align 8
  %191 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %192 = fcmp ogt float %top_k72, 0.000000e+00
  %193 = fcmp oge float %weight, %top_k72
  %search.run = and i1 %193, %192
  br i1 %search.run, label %search.then73, label %search.done74

search.then73:                                    ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done74:                                    ; preds = %search.index_bit.exit, %search.feature.exit
  %194 = load float, ptr %search_value, align 4
  %195 = load float, ptr %search_index, align 4
  store float %194, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  store float %195, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit78, %search.then73
  %search.key_bit = phi i64 [ 0, %search.then73 ], [ %215, %search.feature.exit78 ]
  %196 = icmp ult i64 %search.key_bit, 32
  br i1 %196, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %197 = sub i64 31, %search.key_bit
  %198 = trunc i64 %197 to i32
  %199 = shl i32 1, %198
  %200 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %200, %199
  store i64 0, ptr %search_count75, align 8
  br label %search.feature.header76

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %201 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %201, i1 false)
  %index_bits = sub i64 64, %ctlz
  %202 = shl i64 1, %index_bits
  %mask = sub i64 %202, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header76:                          ; preds = %search.feature.body77, %search.key_bit.body
  %search.feature79 = phi i64 [ 0, %search.key_bit.body ], [ %212, %search.feature.body77 ]
  %203 = icmp ult i64 %search.feature79, %n_features
  br i1 %203, label %search.feature.body77, label %search.feature.exit78

search.feature.body77:                            ; preds = %search.feature.header76
  %204 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature79
  %205 = load i32, ptr addrspace(3) %204, align 4
  %206 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature79
  %207 = load float, ptr addrspace(3) %206, align 4
  %208 = icmp uge i32 %205, %candidate
  %209 = zext i1 %208 to i64
  %210 = load i64, ptr %search_count75, align 8
  %211 = add i64 %210, %209
  store i64 %211, ptr %search_count75, align 8
  %212 = add i64 %search.feature79, 1
  br label %search.feature.header76

search.feature.exit78:                            ; preds = %search.feature.header76
  %count80 = load i64, ptr %search_count75, align 8
  %weight81 = uitofp i64 %count80 to float
  %213 = fcmp oge float %weight81, %top_k72
  %214 = select i1 %213, i32 %candidate, i32 %200
  store i32 %214, ptr %search_hi, align 4
  %215 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit86, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %245, %search.feature.exit86 ]
  %216 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %216, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %217 = sub i64 %index_bits, 1
  %218 = sub i64 %217, %search.index_bit
  %219 = shl i64 1, %218
  %220 = load i64, ptr %search_lo, align 8
  %candidate82 = or i64 %220, %219
  store i64 0, ptr %search_count83, align 8
  br label %search.feature.header84

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %221 = and i32 %hi, -2147483648
  %222 = icmp ne i32 %221, 0
  %223 = and i32 %hi, 2147483647
  %224 = xor i32 %hi, -1
  %225 = select i1 %222, i32 %223, i32 %224
  %226 = bitcast i32 %225 to float
  store float %226, ptr %search_value, align 4
  %227 = sub i64 %mask, %lo
  %search_index90 = uitofp i64 %227 to float
  store float %search_index90, ptr %search_index, align 4
  br label %search.done74

search.feature.header84:                          ; preds = %search.feature.body85, %search.index_bit.body
  %search.feature87 = phi i64 [ 0, %search.index_bit.body ], [ %242, %search.feature.body85 ]
  %228 = icmp ult i64 %search.feature87, %n_features
  br i1 %228, label %search.feature.body85, label %search.feature.exit86

search.feature.body85:                            ; preds = %search.feature.header84
  %229 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature87
  %230 = load i32, ptr addrspace(3) %229, align 4
  %231 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature87
  %232 = load float, ptr addrspace(3) %231, align 4
  %233 = icmp ugt i32 %230, %hi
  %234 = icmp eq i32 %230, %hi
  %235 = sub i64 %mask, %search.feature87
  %236 = icmp uge i64 %235, %candidate82
  %237 = and i1 %234, %236
  %238 = or i1 %233, %237
  %239 = zext i1 %238 to i64
  %240 = load i64, ptr %search_count83, align 8
  %241 = add i64 %240, %239
  store i64 %241, ptr %search_count83, align 8
  %242 = add i64 %search.feature87, 1
  br label %search.feature.header84

search.feature.exit86:                            ; preds = %search.feature.header84
  %count88 = load i64, ptr %search_count83, align 8
  %weight89 = uitofp i64 %count88 to float
  %243 = fcmp oge float %weight89, %top_k72
  %244 = select i1 %243, i64 %candidate82, i64 %220
  store i64 %244, ptr %search_lo, align 8
  %245 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

guard.skipped.then:                               ; preds = %guard.else
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  br label %guard.skipped.done

guard.skipped.done:                               ; preds = %guard.skipped.then, %guard.else
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

guard.then93:                                     ; preds = %guard.done
  %feature96 = add i64 %lane, 0
  %valid97 = icmp ult i64 %feature96, %n_features
  %246 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid97, label %slot.then98, label %slot.done99

guard.else94:                                     ; preds = %guard.done
  br i1 %lane0, label %guard.skipped.then113, label %guard.skipped.done114

guard.done95:                                     ; preds = %guard.skipped.done114, %fold.done102
  %not_greedy115 = icmp eq i32 %greedy, 0
  %top_p_on116 = fcmp olt float %top_p, 1.000000e+00
  %guard117 = and i1 %top_p_on116, %not_greedy115
  br i1 %guard117, label %guard.then118, label %guard.else119

slot.then98:                                      ; preds = %guard.then93
  %247 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature96
  %248 = load float, ptr addrspace(1) %247, align 4
  %249 = fmul float %248, %inv_t
  %250 = fadd float %248, 0.000000e+00
  %251 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %252 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature100 = uitofp i64 %feature96 to float
  %253 = fcmp ogt float %250, %251
  %254 = select i1 %253, float 1.000000e+00, float 0.000000e+00
  %255 = fcmp oeq float %250, %251
  %256 = select i1 %255, float 1.000000e+00, float 0.000000e+00
  %257 = fcmp ole float %feature100, %252
  %258 = select i1 %257, float 1.000000e+00, float 0.000000e+00
  %259 = fmul float %256, %258
  %260 = fcmp ogt float %259, %254
  %max = select i1 %260, float %259, float %254
  %261 = fcmp une float %max, 0.000000e+00
  %262 = select i1 %261, float %249, float 0xFFF0000000000000
  %263 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature96
  store float %262, ptr addrspace(3) %263, align 4
  br label %slot.done99

slot.done99:                                      ; preds = %slot.then98, %guard.then93
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then101, label %fold.done102

fold.then101:                                     ; preds = %slot.done99
  store float 0xFFF0000000000000, ptr %fold_value103, align 4
  store i64 0, ptr %fold_index104, align 8
  store i64 0, ptr %pairwise_depth107, align 8
  br label %fold.header108

fold.done102:                                     ; preds = %fold.exit110, %slot.done99
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done95

fold.header108:                                   ; preds = %fold.body109, %fold.then101
  %fold111 = phi i64 [ 0, %fold.then101 ], [ %275, %fold.body109 ]
  %264 = icmp ult i64 %fold111, %n_features
  br i1 %264, label %fold.body109, label %fold.exit110

fold.body109:                                     ; preds = %fold.header108
  %265 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold111
  %266 = load float, ptr addrspace(3) %265, align 4
  %267 = load float, ptr %fold_value103, align 4
  %268 = fcmp ogt float %266, %267
  %269 = fcmp uno float %266, %266
  %270 = fcmp ord float %267, %267
  %271 = and i1 %269, %270
  %take112 = or i1 %268, %271
  %272 = select i1 %take112, float %266, float %267
  store float %272, ptr %fold_value103, align 4
  %273 = load i64, ptr %fold_index104, align 8
  %274 = select i1 %take112, i64 %fold111, i64 %273
  store i64 %274, ptr %fold_index104, align 8
  %275 = add i64 %fold111, 1
  br label %fold.header108

fold.exit110:                                     ; preds = %fold.header108
  %276 = load float, ptr %fold_value103, align 4
  store float %276, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  br label %fold.done102

guard.skipped.then113:                            ; preds = %guard.else94
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  br label %guard.skipped.done114

guard.skipped.done114:                            ; preds = %guard.skipped.then113, %guard.else94
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done95

guard.then118:                                    ; preds = %guard.done95
  %feature121 = add i64 %lane, 0
  %valid122 = icmp ult i64 %feature121, %n_features
  %277 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid122, label %slot.then123, label %slot.done124

guard.else119:                                    ; preds = %guard.done95
  br i1 %lane0, label %guard.skipped.then138, label %guard.skipped.done139

guard.done120:                                    ; preds = %guard.skipped.done139, %fold.done128
  %not_greedy140 = icmp eq i32 %greedy, 0
  %top_p_on141 = fcmp olt float %top_p, 1.000000e+00
  %guard142 = and i1 %top_p_on141, %not_greedy140
  br i1 %guard142, label %guard.then143, label %guard.else144

slot.then123:                                     ; preds = %guard.then118
  %278 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature121
  %279 = load float, ptr addrspace(1) %278, align 4
  %280 = fmul float %279, %inv_t
  %281 = fadd float %279, 0.000000e+00
  %282 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %283 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature125 = uitofp i64 %feature121 to float
  %284 = fcmp ogt float %281, %282
  %285 = select i1 %284, float 1.000000e+00, float 0.000000e+00
  %286 = fcmp oeq float %281, %282
  %287 = select i1 %286, float 1.000000e+00, float 0.000000e+00
  %288 = fcmp ole float %feature125, %283
  %289 = select i1 %288, float 1.000000e+00, float 0.000000e+00
  %290 = fmul float %287, %289
  %291 = fcmp ogt float %290, %285
  %max126 = select i1 %291, float %290, float %285
  %292 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %293 = fsub float %280, %292
  %294 = fcmp olt float %293, -1.040000e+02
  %295 = select i1 %294, float -1.040000e+02, float %293
  %296 = fcmp olt float 8.900000e+01, %295
  %297 = select i1 %296, float 8.900000e+01, float %295
  %298 = fmul float %297, 0x3FF7154760000000
  %299 = fadd float %298, 0x4168000000000000
  %300 = fsub float %299, 0x4168000000000000
  %301 = bitcast float %299 to i32
  %302 = sub i32 %301, 1262485504
  %303 = fmul float %300, 0x3FE62E4000000000
  %304 = fsub float %297, %303
  %305 = fmul float %300, 0x3EB7F7D1C0000000
  %306 = fsub float %304, %305
  %307 = fmul float %306, %306
  %308 = fmul float %307, 0x3E66376980000000
  %309 = fadd float 0xBEBBBD41C0000000, %308
  %310 = fmul float %307, %309
  %311 = fadd float 0x3F11566AA0000000, %310
  %312 = fmul float %307, %311
  %313 = fadd float 0xBF66C16C20000000, %312
  %314 = fmul float %307, %313
  %315 = fadd float 0x3FC5555560000000, %314
  %316 = fmul float %307, %315
  %317 = fsub float %306, %316
  %318 = fmul float %306, %317
  %319 = fsub float 2.000000e+00, %317
  %320 = fdiv float %318, %319
  %321 = fsub float %305, %320
  %322 = fsub float %321, %304
  %323 = fsub float 1.000000e+00, %322
  %324 = add i32 %302, 256
  %325 = lshr i32 %324, 1
  %326 = sub i32 %325, 1
  %327 = add i32 %302, 255
  %328 = sub i32 %327, %325
  %329 = shl i32 %326, 23
  %330 = shl i32 %328, 23
  %331 = bitcast i32 %329 to float
  %332 = bitcast i32 %330 to float
  %333 = fmul float %323, %331
  %334 = fmul float %333, %332
  %335 = fcmp uno float %293, %293
  %336 = select i1 %335, float 0x7FF8000000000000, float %334
  %337 = fcmp une float %max126, 0.000000e+00
  %338 = select i1 %337, float %336, float 0.000000e+00
  %339 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature121
  store float %338, ptr addrspace(3) %339, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %guard.then118
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then127, label %fold.done128

fold.then127:                                     ; preds = %slot.done124
  store float 0.000000e+00, ptr %fold_value129, align 4
  store i64 0, ptr %fold_index130, align 8
  store i64 0, ptr %pairwise_depth133, align 8
  br label %fold.header134

fold.done128:                                     ; preds = %fold.exit136, %slot.done124
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done120

fold.header134:                                   ; preds = %fold.body135, %fold.then127
  %fold137 = phi i64 [ 0, %fold.then127 ], [ %345, %fold.body135 ]
  %340 = icmp ult i64 %fold137, %n_features
  br i1 %340, label %fold.body135, label %fold.exit136

fold.body135:                                     ; preds = %fold.header134
  %341 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold137
  %342 = load float, ptr addrspace(3) %341, align 4
  %343 = load float, ptr %fold_value129, align 4
  %344 = fadd float %342, %343
  store float %344, ptr %fold_value129, align 4
  %345 = add i64 %fold137, 1
  br label %fold.header134

fold.exit136:                                     ; preds = %fold.header134
  %346 = load float, ptr %fold_value129, align 4
  store float %346, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  br label %fold.done128

guard.skipped.then138:                            ; preds = %guard.else119
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  br label %guard.skipped.done139

guard.skipped.done139:                            ; preds = %guard.skipped.then138, %guard.else119
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done120

guard.then143:                                    ; preds = %guard.done120
  %feature146 = add i64 %lane, 0
  %valid147 = icmp ult i64 %feature146, %n_features
  %347 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid147, label %slot.then148, label %slot.done149

guard.else144:                                    ; preds = %guard.done120
  br i1 %lane0, label %guard.skipped.then207, label %guard.skipped.done208

guard.done145:                                    ; preds = %guard.skipped.done208, %search.done155
  %feature209 = add i64 %lane, 0
  %valid210 = icmp ult i64 %feature209, %n_features
  %348 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid210, label %slot.then211, label %slot.done212

slot.then148:                                     ; preds = %guard.then143
  %349 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature146
  %350 = load float, ptr addrspace(1) %349, align 4
  %351 = fmul float %350, %inv_t
  %352 = fadd float %350, 0.000000e+00
  %353 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %354 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature150 = uitofp i64 %feature146 to float
  %355 = fcmp ogt float %352, %353
  %356 = select i1 %355, float 1.000000e+00, float 0.000000e+00
  %357 = fcmp oeq float %352, %353
  %358 = select i1 %357, float 1.000000e+00, float 0.000000e+00
  %359 = fcmp ole float %feature150, %354
  %360 = select i1 %359, float 1.000000e+00, float 0.000000e+00
  %361 = fmul float %358, %360
  %362 = fcmp ogt float %361, %356
  %max151 = select i1 %362, float %361, float %356
  %363 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %364 = fsub float %351, %363
  %365 = fcmp olt float %364, -1.040000e+02
  %366 = select i1 %365, float -1.040000e+02, float %364
  %367 = fcmp olt float 8.900000e+01, %366
  %368 = select i1 %367, float 8.900000e+01, float %366
  %369 = fmul float %368, 0x3FF7154760000000
  %370 = fadd float %369, 0x4168000000000000
  %371 = fsub float %370, 0x4168000000000000
  %372 = bitcast float %370 to i32
  %373 = sub i32 %372, 1262485504
  %374 = fmul float %371, 0x3FE62E4000000000
  %375 = fsub float %368, %374
  %376 = fmul float %371, 0x3EB7F7D1C0000000
  %377 = fsub float %375, %376
  %378 = fmul float %377, %377
  %379 = fmul float %378, 0x3E66376980000000
  %380 = fadd float 0xBEBBBD41C0000000, %379
  %381 = fmul float %378, %380
  %382 = fadd float 0x3F11566AA0000000, %381
  %383 = fmul float %378, %382
  %384 = fadd float 0xBF66C16C20000000, %383
  %385 = fmul float %378, %384
  %386 = fadd float 0x3FC5555560000000, %385
  %387 = fmul float %378, %386
  %388 = fsub float %377, %387
  %389 = fmul float %377, %388
  %390 = fsub float 2.000000e+00, %388
  %391 = fdiv float %389, %390
  %392 = fsub float %376, %391
  %393 = fsub float %392, %375
  %394 = fsub float 1.000000e+00, %393
  %395 = add i32 %373, 256
  %396 = lshr i32 %395, 1
  %397 = sub i32 %396, 1
  %398 = add i32 %373, 255
  %399 = sub i32 %398, %396
  %400 = shl i32 %397, 23
  %401 = shl i32 %399, 23
  %402 = bitcast i32 %400 to float
  %403 = bitcast i32 %401 to float
  %404 = fmul float %394, %402
  %405 = fmul float %404, %403
  %406 = fcmp uno float %364, %364
  %407 = select i1 %406, float 0x7FF8000000000000, float %405
  %408 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %409 = fdiv float %407, %408
  %410 = fcmp une float %max151, 0.000000e+00
  %411 = select i1 %410, float %409, float -1.000000e+00
  %412 = fcmp une float %max151, 0.000000e+00
  %413 = select i1 %412, float %409, float 0.000000e+00
  %414 = fadd float %411, 0.000000e+00
  %415 = bitcast float %414 to i32
  %416 = icmp ult i32 2147483647, %415
  %417 = xor i32 %415, -1
  %418 = or i32 %415, -2147483648
  %419 = select i1 %416, i32 %417, i32 %418
  %420 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature146
  store i32 %419, ptr addrspace(3) %420, align 4
  %421 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %feature146
  store float %413, ptr addrspace(3) %421, align 4
  br label %slot.done149

slot.done149:                                     ; preds = %slot.then148, %guard.then143
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature152 = add i64 %lane, 0
  %valid153 = icmp ult i64 %feature152, %n_features
  %422 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then154, label %search.done155

search.then154:                                   ; preds = %slot.done149
  %423 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %424 = load float, ptr addrspace(1) %423, align 4
  %425 = fmul float %424, %inv_t
  %426 = fadd float %424, 0.000000e+00
  %427 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %428 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %429 = fcmp ogt float %426, %427
  %430 = select i1 %429, float 1.000000e+00, float 0.000000e+00
  %431 = fcmp oeq float %426, %427
  %432 = select i1 %431, float 1.000000e+00, float 0.000000e+00
  %433 = fcmp ole float 0.000000e+00, %428
  %434 = select i1 %433, float 1.000000e+00, float 0.000000e+00
  %435 = fmul float %432, %434
  %436 = fcmp ogt float %435, %430
  %max156 = select i1 %436, float %435, float %430
  %437 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %438 = fsub float %425, %437
  %439 = fcmp olt float %438, -1.040000e+02
  %440 = select i1 %439, float -1.040000e+02, float %438
  %441 = fcmp olt float 8.900000e+01, %440
  %442 = select i1 %441, float 8.900000e+01, float %440
  %443 = fmul float %442, 0x3FF7154760000000
  %444 = fadd float %443, 0x4168000000000000
  %445 = fsub float %444, 0x4168000000000000
  %446 = bitcast float %444 to i32
  %447 = sub i32 %446, 1262485504
  %448 = fmul float %445, 0x3FE62E4000000000
  %449 = fsub float %442, %448
  %450 = fmul float %445, 0x3EB7F7D1C0000000
  %451 = fsub float %449, %450
  %452 = fmul float %451, %451
  %453 = fmul float %452, 0x3E66376980000000
  %454 = fadd float 0xBEBBBD41C0000000, %453
  %455 = fmul float %452, %454
  %456 = fadd float 0x3F11566AA0000000, %455
  %457 = fmul float %452, %456
  %458 = fadd float 0xBF66C16C20000000, %457
  %459 = fmul float %452, %458
  %460 = fadd float 0x3FC5555560000000, %459
  %461 = fmul float %452, %460
  %462 = fsub float %451, %461
  %463 = fmul float %451, %462
  %464 = fsub float 2.000000e+00, %462
  %465 = fdiv float %463, %464
  %466 = fsub float %450, %465
  %467 = fsub float %466, %449
  %468 = fsub float 1.000000e+00, %467
  %469 = add i32 %447, 256
  %470 = lshr i32 %469, 1
  %471 = sub i32 %470, 1
  %472 = add i32 %447, 255
  %473 = sub i32 %472, %470
  %474 = shl i32 %471, 23
  %475 = shl i32 %473, 23
  %476 = bitcast i32 %474 to float
  %477 = bitcast i32 %475 to float
  %478 = fmul float %468, %476
  %479 = fmul float %478, %477
  %480 = fcmp uno float %438, %438
  %481 = select i1 %480, float 0x7FF8000000000000, float %479
  %482 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %483 = fdiv float %481, %482
  %484 = fcmp une float %max156, 0.000000e+00
  %485 = select i1 %484, float %483, float -1.000000e+00
  %486 = fcmp une float %max156, 0.000000e+00
  %487 = select i1 %486, float %483, float 0.000000e+00
  store float 0xFFF0000000000000, ptr %search_value157, align 4
  store float 0x7FF0000000000000, ptr %search_index158, align 4
  store float 0.000000e+00, ptr %fold_value159, align 4
  store i64 0, ptr %fold_index160, align 8
  store i64 0, ptr %pairwise_depth163, align 8
  br label %search.feature.header164

search.done155:                                   ; preds = %search.done170, %slot.done149
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done145

search.feature.header164:                         ; preds = %search.feature.body165, %search.then154
  %search.feature167 = phi i64 [ 0, %search.then154 ], [ %496, %search.feature.body165 ]
  %488 = icmp ult i64 %search.feature167, %n_features
  br i1 %488, label %search.feature.body165, label %search.feature.exit166

search.feature.body165:                           ; preds = %search.feature.header164
  %489 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature167
  %490 = load i32, ptr addrspace(3) %489, align 4
  %491 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature167
  %492 = load float, ptr addrspace(3) %491, align 4
  %493 = select i1 true, float %492, float 0.000000e+00
  %494 = load float, ptr %fold_value159, align 4
  %495 = fadd float %493, %494
  store float %495, ptr %fold_value159, align 4
  %496 = add i64 %search.feature167, 1
  br label %search.feature.header164

search.feature.exit166:                           ; preds = %search.feature.header164
  %497 = load float, ptr %fold_value159, align 4
  %498 = fcmp ogt float %top_p, 0.000000e+00
  %499 = fcmp oge float %497, %top_p
  %search.run168 = and i1 %499, %498
  br i1 %search.run168, label %search.then169, label %search.done170

search.then169:                                   ; preds = %search.feature.exit166
  store i32 0, ptr %search_hi171, align 4
  br label %search.key_bit.header172

search.done170:                                   ; preds = %search.index_bit.exit193, %search.feature.exit166
  %500 = load float, ptr %search_value157, align 4
  %501 = load float, ptr %search_index158, align 4
  store float %500, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  store float %501, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  br label %search.done155

search.key_bit.header172:                         ; preds = %search.feature.exit184, %search.then169
  %search.key_bit175 = phi i64 [ 0, %search.then169 ], [ %522, %search.feature.exit184 ]
  %502 = icmp ult i64 %search.key_bit175, 32
  br i1 %502, label %search.key_bit.body173, label %search.key_bit.exit174

search.key_bit.body173:                           ; preds = %search.key_bit.header172
  %503 = sub i64 31, %search.key_bit175
  %504 = trunc i64 %503 to i32
  %505 = shl i32 1, %504
  %506 = load i32, ptr %search_hi171, align 4
  %candidate176 = or i32 %506, %505
  store float 0.000000e+00, ptr %fold_value177, align 4
  store i64 0, ptr %fold_index178, align 8
  store i64 0, ptr %pairwise_depth181, align 8
  br label %search.feature.header182

search.key_bit.exit174:                           ; preds = %search.key_bit.header172
  %hi186 = load i32, ptr %search_hi171, align 4
  %507 = sub i64 %n_features, 1
  %ctlz187 = call i64 @llvm.ctlz.i64(i64 %507, i1 false)
  %index_bits188 = sub i64 64, %ctlz187
  %508 = shl i64 1, %index_bits188
  %mask189 = sub i64 %508, 1
  store i64 0, ptr %search_lo190, align 8
  br label %search.index_bit.header191

search.feature.header182:                         ; preds = %search.feature.body183, %search.key_bit.body173
  %search.feature185 = phi i64 [ 0, %search.key_bit.body173 ], [ %518, %search.feature.body183 ]
  %509 = icmp ult i64 %search.feature185, %n_features
  br i1 %509, label %search.feature.body183, label %search.feature.exit184

search.feature.body183:                           ; preds = %search.feature.header182
  %510 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature185
  %511 = load i32, ptr addrspace(3) %510, align 4
  %512 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature185
  %513 = load float, ptr addrspace(3) %512, align 4
  %514 = icmp uge i32 %511, %candidate176
  %515 = select i1 %514, float %513, float 0.000000e+00
  %516 = load float, ptr %fold_value177, align 4
  %517 = fadd float %515, %516
  store float %517, ptr %fold_value177, align 4
  %518 = add i64 %search.feature185, 1
  br label %search.feature.header182

search.feature.exit184:                           ; preds = %search.feature.header182
  %519 = load float, ptr %fold_value177, align 4
  %520 = fcmp oge float %519, %top_p
  %521 = select i1 %520, i32 %candidate176, i32 %506
  store i32 %521, ptr %search_hi171, align 4
  %522 = add i64 %search.key_bit175, 1
  br label %search.key_bit.header172

search.index_bit.header191:                       ; preds = %search.feature.exit203, %search.key_bit.exit174
  %search.index_bit194 = phi i64 [ 0, %search.key_bit.exit174 ], [ %553, %search.feature.exit203 ]
  %523 = icmp ult i64 %search.index_bit194, %index_bits188
  br i1 %523, label %search.index_bit.body192, label %search.index_bit.exit193

search.index_bit.body192:                         ; preds = %search.index_bit.header191
  %524 = sub i64 %index_bits188, 1
  %525 = sub i64 %524, %search.index_bit194
  %526 = shl i64 1, %525
  %527 = load i64, ptr %search_lo190, align 8
  %candidate195 = or i64 %527, %526
  store float 0.000000e+00, ptr %fold_value196, align 4
  store i64 0, ptr %fold_index197, align 8
  store i64 0, ptr %pairwise_depth200, align 8
  br label %search.feature.header201

search.index_bit.exit193:                         ; preds = %search.index_bit.header191
  %lo205 = load i64, ptr %search_lo190, align 8
  %528 = and i32 %hi186, -2147483648
  %529 = icmp ne i32 %528, 0
  %530 = and i32 %hi186, 2147483647
  %531 = xor i32 %hi186, -1
  %532 = select i1 %529, i32 %530, i32 %531
  %533 = bitcast i32 %532 to float
  store float %533, ptr %search_value157, align 4
  %534 = sub i64 %mask189, %lo205
  %search_index206 = uitofp i64 %534 to float
  store float %search_index206, ptr %search_index158, align 4
  br label %search.done170

search.feature.header201:                         ; preds = %search.feature.body202, %search.index_bit.body192
  %search.feature204 = phi i64 [ 0, %search.index_bit.body192 ], [ %549, %search.feature.body202 ]
  %535 = icmp ult i64 %search.feature204, %n_features
  br i1 %535, label %search.feature.body202, label %search.feature.exit203

search.feature.body202:                           ; preds = %search.feature.header201
  %536 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature204
  %537 = load i32, ptr addrspace(3) %536, align 4
  %538 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature204
  %539 = load float, ptr addrspace(3) %538, align 4
  %540 = icmp ugt i32 %537, %hi186
  %541 = icmp eq i32 %537, %hi186
  %542 = sub i64 %mask189, %search.feature204
  %543 = icmp uge i64 %542, %candidate195
  %544 = and i1 %541, %543
  %545 = or i1 %540, %544
  %546 = select i1 %545, float %539, float 0.000000e+00
  %547 = load float, ptr %fold_value196, align 4
  %548 = fadd float %546, %547
  store float %548, ptr %fold_value196, align 4
  %549 = add i64 %search.feature204, 1
  br label %search.feature.header201

search.feature.exit203:                           ; preds = %search.feature.header201
  %550 = load float, ptr %fold_value196, align 4
  %551 = fcmp oge float %550, %top_p
  %552 = select i1 %551, i64 %candidate195, i64 %527
  store i64 %552, ptr %search_lo190, align 8
  %553 = add i64 %search.index_bit194, 1
  br label %search.index_bit.header191

guard.skipped.then207:                            ; preds = %guard.else144
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  br label %guard.skipped.done208

guard.skipped.done208:                            ; preds = %guard.skipped.then207, %guard.else144
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done145

slot.then211:                                     ; preds = %guard.done145
  %554 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature209
  %555 = load float, ptr addrspace(1) %554, align 4
  %556 = fmul float %555, %inv_t
  %557 = fadd float %555, 0.000000e+00
  %558 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %559 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature213 = uitofp i64 %feature209 to float
  %560 = fcmp ogt float %557, %558
  %561 = select i1 %560, float 1.000000e+00, float 0.000000e+00
  %562 = fcmp oeq float %557, %558
  %563 = select i1 %562, float 1.000000e+00, float 0.000000e+00
  %564 = fcmp ole float %feature213, %559
  %565 = select i1 %564, float 1.000000e+00, float 0.000000e+00
  %566 = fmul float %563, %565
  %567 = fcmp ogt float %566, %561
  %max214 = select i1 %567, float %566, float %561
  %568 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %569 = fsub float %556, %568
  %570 = fcmp olt float %569, -1.040000e+02
  %571 = select i1 %570, float -1.040000e+02, float %569
  %572 = fcmp olt float 8.900000e+01, %571
  %573 = select i1 %572, float 8.900000e+01, float %571
  %574 = fmul float %573, 0x3FF7154760000000
  %575 = fadd float %574, 0x4168000000000000
  %576 = fsub float %575, 0x4168000000000000
  %577 = bitcast float %575 to i32
  %578 = sub i32 %577, 1262485504
  %579 = fmul float %576, 0x3FE62E4000000000
  %580 = fsub float %573, %579
  %581 = fmul float %576, 0x3EB7F7D1C0000000
  %582 = fsub float %580, %581
  %583 = fmul float %582, %582
  %584 = fmul float %583, 0x3E66376980000000
  %585 = fadd float 0xBEBBBD41C0000000, %584
  %586 = fmul float %583, %585
  %587 = fadd float 0x3F11566AA0000000, %586
  %588 = fmul float %583, %587
  %589 = fadd float 0xBF66C16C20000000, %588
  %590 = fmul float %583, %589
  %591 = fadd float 0x3FC5555560000000, %590
  %592 = fmul float %583, %591
  %593 = fsub float %582, %592
  %594 = fmul float %582, %593
  %595 = fsub float 2.000000e+00, %593
  %596 = fdiv float %594, %595
  %597 = fsub float %581, %596
  %598 = fsub float %597, %580
  %599 = fsub float 1.000000e+00, %598
  %600 = add i32 %578, 256
  %601 = lshr i32 %600, 1
  %602 = sub i32 %601, 1
  %603 = add i32 %578, 255
  %604 = sub i32 %603, %601
  %605 = shl i32 %602, 23
  %606 = shl i32 %604, 23
  %607 = bitcast i32 %605 to float
  %608 = bitcast i32 %606 to float
  %609 = fmul float %599, %607
  %610 = fmul float %609, %608
  %611 = fcmp uno float %569, %569
  %612 = select i1 %611, float 0x7FF8000000000000, float %610
  %613 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %614 = fdiv float %612, %613
  %615 = fcmp une float %max214, 0.000000e+00
  %616 = select i1 %615, float %614, float -1.000000e+00
  %617 = fadd float %616, 0.000000e+00
  %618 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  %619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  %feature215 = uitofp i64 %feature209 to float
  %620 = fcmp ogt float %617, %618
  %621 = select i1 %620, float 1.000000e+00, float 0.000000e+00
  %622 = fcmp oeq float %617, %618
  %623 = select i1 %622, float 1.000000e+00, float 0.000000e+00
  %624 = fcmp ole float %feature215, %619
  %625 = select i1 %624, float 1.000000e+00, float 0.000000e+00
  %626 = fmul float %623, %625
  %627 = fcmp ogt float %626, %621
  %max216 = select i1 %627, float %626, float %621
  %628 = fcmp oge float %top_p, 1.000000e+00
  %629 = select i1 %628, float 1.000000e+00, float 0.000000e+00
  %630 = icmp ne i32 %greedy, 0
  %greedy217 = select i1 %630, float 1.000000e+00, float 0.000000e+00
  %631 = fcmp ogt float %greedy217, %629
  %max218 = select i1 %631, float %greedy217, float %629
  %632 = fcmp ogt float %max218, %max216
  %max219 = select i1 %632, float %max218, float %max216
  %633 = fmul float %max214, %max219
  %634 = trunc i64 %key0 to i32
  %635 = lshr i64 %key0, 32
  %636 = trunc i64 %635 to i32
  %637 = trunc i64 %feature209 to i32
  %638 = trunc i64 %row to i32
  %639 = trunc i64 %key1 to i32
  %640 = lshr i64 %key1, 32
  %641 = trunc i64 %640 to i32
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
  %652 = xor i32 %650, %638
  %653 = xor i32 %652, %634
  %654 = xor i32 %647, %641
  %655 = xor i32 %654, %636
  %656 = add i32 %634, -1640531527
  %657 = add i32 %636, -1150833019
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
  %752 = add i32 %736, -1640531527
  %753 = add i32 %737, -1150833019
  %754 = zext i32 %749 to i64
  %755 = mul i64 3528531795, %754
  %756 = zext i32 %751 to i64
  %757 = mul i64 3449720151, %756
  %758 = lshr i64 %755, 32
  %759 = trunc i64 %758 to i32
  %760 = trunc i64 %755 to i32
  %761 = lshr i64 %757, 32
  %762 = trunc i64 %761 to i32
  %763 = trunc i64 %757 to i32
  %764 = xor i32 %762, %747
  %765 = xor i32 %764, %752
  %766 = xor i32 %759, %744
  %767 = xor i32 %766, %753
  %768 = add i32 %752, -1640531527
  %769 = add i32 %753, -1150833019
  %770 = zext i32 %765 to i64
  %771 = mul i64 3528531795, %770
  %772 = zext i32 %767 to i64
  %773 = mul i64 3449720151, %772
  %774 = lshr i64 %771, 32
  %775 = trunc i64 %774 to i32
  %776 = trunc i64 %771 to i32
  %777 = lshr i64 %773, 32
  %778 = trunc i64 %777 to i32
  %779 = trunc i64 %773 to i32
  %780 = xor i32 %778, %763
  %781 = xor i32 %780, %768
  %782 = xor i32 %775, %760
  %783 = xor i32 %782, %769
  %784 = add i32 %768, -1640531527
  %785 = add i32 %769, -1150833019
  %786 = zext i32 %781 to i64
  %787 = mul i64 3528531795, %786
  %788 = zext i32 %783 to i64
  %789 = mul i64 3449720151, %788
  %790 = lshr i64 %787, 32
  %791 = trunc i64 %790 to i32
  %792 = trunc i64 %787 to i32
  %793 = lshr i64 %789, 32
  %794 = trunc i64 %793 to i32
  %795 = trunc i64 %789 to i32
  %796 = xor i32 %794, %779
  %797 = xor i32 %796, %784
  %798 = xor i32 %791, %776
  %799 = xor i32 %798, %785
  %800 = uitofp i32 %797 to double
  %801 = fadd double %800, 5.000000e-01
  %802 = fmul double %801, 0x3DF0000000000000
  %803 = bitcast double %802 to i64
  %804 = lshr i64 %803, 32
  %805 = add i64 %804, 614242
  %806 = lshr i64 %805, 20
  %807 = sub i64 %806, 1023
  %808 = and i64 %805, 1048575
  %809 = add i64 %808, 1072079006
  %810 = shl i64 %809, 32
  %811 = and i64 %803, 4294967295
  %812 = or i64 %810, %811
  %813 = bitcast i64 %812 to double
  %814 = fsub double %813, 1.000000e+00
  %815 = fmul double 5.000000e-01, %814
  %816 = fmul double %815, %814
  %817 = fadd double 2.000000e+00, %814
  %818 = fdiv double %814, %817
  %819 = fmul double %818, %818
  %820 = fmul double %819, %819
  %821 = fmul double %820, 0x3FC39A09D078C69F
  %822 = fadd double 0x3FCC71C51D8E78AF, %821
  %823 = fmul double %820, %822
  %824 = fadd double 0x3FD999999997FA04, %823
  %825 = fmul double %820, %824
  %826 = fmul double %820, 0x3FC2F112DF3E5244
  %827 = fadd double 0x3FC7466496CB03DE, %826
  %828 = fmul double %820, %827
  %829 = fadd double 0x3FD2492494229359, %828
  %830 = fmul double %820, %829
  %831 = fadd double 0x3FE5555555555593, %830
  %832 = fmul double %819, %831
  %833 = fadd double %832, %825
  %834 = sitofp i64 %807 to double
  %835 = fadd double %816, %833
  %836 = fmul double %818, %835
  %837 = fmul double %834, 0x3DEA39EF35793C76
  %838 = fadd double %836, %837
  %839 = fsub double %838, %816
  %840 = fadd double %839, %814
  %841 = fmul double %834, 0x3FE62E42FEE00000
  %842 = fadd double %840, %841
  %843 = fneg double %842
  %844 = bitcast double %843 to i64
  %845 = lshr i64 %844, 32
  %846 = add i64 %845, 614242
  %847 = lshr i64 %846, 20
  %848 = sub i64 %847, 1023
  %849 = and i64 %846, 1048575
  %850 = add i64 %849, 1072079006
  %851 = shl i64 %850, 32
  %852 = and i64 %844, 4294967295
  %853 = or i64 %851, %852
  %854 = bitcast i64 %853 to double
  %855 = fsub double %854, 1.000000e+00
  %856 = fmul double 5.000000e-01, %855
  %857 = fmul double %856, %855
  %858 = fadd double 2.000000e+00, %855
  %859 = fdiv double %855, %858
  %860 = fmul double %859, %859
  %861 = fmul double %860, %860
  %862 = fmul double %861, 0x3FC39A09D078C69F
  %863 = fadd double 0x3FCC71C51D8E78AF, %862
  %864 = fmul double %861, %863
  %865 = fadd double 0x3FD999999997FA04, %864
  %866 = fmul double %861, %865
  %867 = fmul double %861, 0x3FC2F112DF3E5244
  %868 = fadd double 0x3FC7466496CB03DE, %867
  %869 = fmul double %861, %868
  %870 = fadd double 0x3FD2492494229359, %869
  %871 = fmul double %861, %870
  %872 = fadd double 0x3FE5555555555593, %871
  %873 = fmul double %860, %872
  %874 = fadd double %873, %866
  %875 = sitofp i64 %848 to double
  %876 = fadd double %857, %874
  %877 = fmul double %859, %876
  %878 = fmul double %875, 0x3DEA39EF35793C76
  %879 = fadd double %877, %878
  %880 = fsub double %879, %857
  %881 = fadd double %880, %855
  %882 = fmul double %875, 0x3FE62E42FEE00000
  %883 = fadd double %881, %882
  %884 = fneg double %883
  %885 = fptrunc double %884 to float
  %886 = fadd float %556, %885
  %887 = fcmp une float %633, 0.000000e+00
  %888 = select i1 %887, float %886, float 0xFFF0000000000000
  %889 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature209
  store float %888, ptr addrspace(3) %889, align 4
  br label %slot.done212

slot.done212:                                     ; preds = %slot.then211, %guard.done145
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then220, label %fold.done221

fold.then220:                                     ; preds = %slot.done212
  store float 0xFFF0000000000000, ptr %fold_value222, align 4
  store i64 0, ptr %fold_index223, align 8
  store i64 0, ptr %pairwise_depth226, align 8
  br label %fold.header227

fold.done221:                                     ; preds = %fold.exit229, %slot.done212
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature233 = add i64 %lane, 0
  %valid234 = icmp ult i64 %feature233, %n_features
  %890 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header227:                                   ; preds = %fold.body228, %fold.then220
  %fold230 = phi i64 [ 0, %fold.then220 ], [ %902, %fold.body228 ]
  %891 = icmp ult i64 %fold230, %n_features
  br i1 %891, label %fold.body228, label %fold.exit229

fold.body228:                                     ; preds = %fold.header227
  %892 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold230
  %893 = load float, ptr addrspace(3) %892, align 4
  %894 = load float, ptr %fold_value222, align 4
  %895 = fcmp ogt float %893, %894
  %896 = fcmp uno float %893, %893
  %897 = fcmp ord float %894, %894
  %898 = and i1 %896, %897
  %take231 = or i1 %895, %898
  %899 = select i1 %take231, float %893, float %894
  store float %899, ptr %fold_value222, align 4
  %900 = load i64, ptr %fold_index223, align 8
  %901 = select i1 %take231, i64 %fold230, i64 %900
  store i64 %901, ptr %fold_index223, align 8
  %902 = add i64 %fold230, 1
  br label %fold.header227

fold.exit229:                                     ; preds = %fold.header227
  %903 = load i64, ptr %fold_index223, align 8
  %argmax232 = uitofp i64 %903 to float
  store float %argmax232, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  br label %fold.done221

uniform_sinks.then:                               ; preds = %fold.done221
  %904 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %905 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %906 = fmul float %905, 2.000000e+00
  %907 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %908 = fcmp oeq float %907, 0xFFF0000000000000
  %909 = select i1 %908, float 1.000000e+00, float 0.000000e+00
  %910 = fmul float %909, 4.000000e+00
  %911 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  %912 = fmul float %911, 8.000000e+00
  %913 = fadd float %904, %906
  %914 = fadd float %913, %910
  %915 = fadd float %914, %912
  %916 = icmp ne i32 %greedy, 0
  %greedy235 = select i1 %916, float 1.000000e+00, float 0.000000e+00
  %917 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %918 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  %919 = fcmp une float %greedy235, 0.000000e+00
  %920 = select i1 %919, float %917, float %918
  %921 = fcmp une float %915, 0.000000e+00
  %922 = select i1 %921, float -1.000000e+00, float %920
  %id = fptosi float %922 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %915 to i32
  %status236 = load i32, ptr addrspace(1) %4, align 4
  %923 = or i32 %status236, %status_bits
  store i32 %923, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done221
  %feature237 = add i64 %lane, 0
  %valid238 = icmp ult i64 %feature237, %n_features
  %924 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid238, label %slot.then239, label %slot.done240

slot.then239:                                     ; preds = %uniform_sinks.done
  %925 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %926 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %927 = fmul float %926, 2.000000e+00
  %928 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %929 = fcmp oeq float %928, 0xFFF0000000000000
  %930 = select i1 %929, float 1.000000e+00, float 0.000000e+00
  %931 = fmul float %930, 4.000000e+00
  %932 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  %933 = fmul float %932, 8.000000e+00
  %934 = fadd float %925, %927
  %935 = fadd float %934, %931
  %936 = fadd float %935, %933
  %937 = icmp ne i32 %greedy, 0
  %greedy241 = select i1 %937, float 1.000000e+00, float 0.000000e+00
  %938 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %939 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  %940 = fcmp une float %greedy241, 0.000000e+00
  %941 = select i1 %940, float %938, float %939
  %942 = fcmp une float %936, 0.000000e+00
  %943 = select i1 %942, float -1.000000e+00, float %941
  br label %slot.done240

slot.done240:                                     ; preds = %slot.then239, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w2048(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth280 = alloca i64, align 8
  %pairwise_levels279 = alloca [64 x i64], align 8
  %pairwise_sums278 = alloca [64 x float], align 4
  %fold_index277 = alloca i64, align 8
  %fold_value276 = alloca float, align 4
  %pairwise_depth243 = alloca i64, align 8
  %pairwise_levels242 = alloca [64 x i64], align 8
  %pairwise_sums241 = alloca [64 x float], align 4
  %fold_index240 = alloca i64, align 8
  %fold_value239 = alloca float, align 4
  %search_lo233 = alloca i64, align 8
  %pairwise_depth224 = alloca i64, align 8
  %pairwise_levels223 = alloca [64 x i64], align 8
  %pairwise_sums222 = alloca [64 x float], align 4
  %fold_index221 = alloca i64, align 8
  %fold_value220 = alloca float, align 4
  %search_hi214 = alloca i32, align 4
  %pairwise_depth206 = alloca i64, align 8
  %pairwise_levels205 = alloca [64 x i64], align 8
  %pairwise_sums204 = alloca [64 x float], align 4
  %fold_index203 = alloca i64, align 8
  %fold_value202 = alloca float, align 4
  %search_index201 = alloca float, align 4
  %search_value200 = alloca float, align 4
  %pairwise_depth170 = alloca i64, align 8
  %pairwise_levels169 = alloca [64 x i64], align 8
  %pairwise_sums168 = alloca [64 x float], align 4
  %fold_index167 = alloca i64, align 8
  %fold_value166 = alloca float, align 4
  %pairwise_depth138 = alloca i64, align 8
  %pairwise_levels137 = alloca [64 x i64], align 8
  %pairwise_sums136 = alloca [64 x float], align 4
  %fold_index135 = alloca i64, align 8
  %fold_value134 = alloca float, align 4
  %search_count108 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count100 = alloca i64, align 8
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

row.done:                                         ; preds = %slot.done299, %entry
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
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  br i1 %guard, label %guard.then, label %guard.else

fold.header80:                                    ; preds = %fold.body81, %fold.then73
  %fold83 = phi i64 [ 0, %fold.then73 ], [ %268, %fold.body81 ]
  %257 = icmp ult i64 %fold83, %n_features
  br i1 %257, label %fold.body81, label %fold.exit82

fold.body81:                                      ; preds = %fold.header80
  %258 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold83
  %259 = load float, ptr addrspace(3) %258, align 4
  %260 = load float, ptr %fold_value75, align 4
  %261 = fcmp ogt float %259, %260
  %262 = fcmp uno float %259, %259
  %263 = fcmp ord float %260, %260
  %264 = and i1 %262, %263
  %take84 = or i1 %261, %264
  %265 = select i1 %take84, float %259, float %260
  store float %265, ptr %fold_value75, align 4
  %266 = load i64, ptr %fold_index76, align 8
  %267 = select i1 %take84, i64 %fold83, i64 %266
  store i64 %267, ptr %fold_index76, align 8
  %268 = add i64 %fold83, 1
  br label %fold.header80

fold.exit82:                                      ; preds = %fold.header80
  %269 = load float, ptr %fold_value75, align 4
  store float %269, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  br label %fold.done74

guard.then:                                       ; preds = %fold.done74
  %feature85 = add i64 %lane, 0
  %valid86 = icmp ult i64 %feature85, %n_features
  %270 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid86, label %slot.then87, label %slot.done88

guard.else:                                       ; preds = %fold.done74
  br i1 %lane0, label %guard.skipped.then, label %guard.skipped.done

guard.done:                                       ; preds = %guard.skipped.done, %search.done
  %not_greedy116 = icmp eq i32 %greedy, 0
  %top_p_on = fcmp olt float %top_p, 1.000000e+00
  %guard117 = and i1 %top_p_on, %not_greedy116
  br i1 %guard117, label %guard.then118, label %guard.else119

slot.then87:                                      ; preds = %guard.then
  %271 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature85
  %272 = load float, ptr addrspace(1) %271, align 4
  %top_k89 = uitofp i64 %top_k to float
  %273 = fadd float %272, 0.000000e+00
  %274 = bitcast float %273 to i32
  %275 = icmp ult i32 2147483647, %274
  %276 = xor i32 %274, -1
  %277 = or i32 %274, -2147483648
  %278 = select i1 %275, i32 %276, i32 %277
  %279 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature85
  store i32 %278, ptr addrspace(3) %279, align 4
  %280 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature85
  store float 1.000000e+00, ptr addrspace(3) %280, align 4
  br label %slot.done88

slot.done88:                                      ; preds = %slot.then87, %guard.then
  %feature90 = add i64 %lane, 1024
  %valid91 = icmp ult i64 %feature90, %n_features
  %281 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid91, label %slot.then92, label %slot.done93

slot.then92:                                      ; preds = %slot.done88
  %282 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature90
  %283 = load float, ptr addrspace(1) %282, align 4
  %top_k94 = uitofp i64 %top_k to float
  %284 = fadd float %283, 0.000000e+00
  %285 = bitcast float %284 to i32
  %286 = icmp ult i32 2147483647, %285
  %287 = xor i32 %285, -1
  %288 = or i32 %285, -2147483648
  %289 = select i1 %286, i32 %287, i32 %288
  %290 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature90
  store i32 %289, ptr addrspace(3) %290, align 4
  %291 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature90
  store float 1.000000e+00, ptr addrspace(3) %291, align 4
  br label %slot.done93

slot.done93:                                      ; preds = %slot.then92, %slot.done88
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature95 = add i64 %lane, 0
  %valid96 = icmp ult i64 %feature95, %n_features
  %292 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then, label %search.done

search.then:                                      ; preds = %slot.done93
  %293 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %294 = load float, ptr addrspace(1) %293, align 4
  %top_k97 = uitofp i64 %top_k to float
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done99, %slot.done93
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %302, %search.feature.body ]
  %295 = icmp ult i64 %search.feature, %n_features
  br i1 %295, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %296 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature
  %297 = load i32, ptr addrspace(3) %296, align 4
  %298 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature
  %299 = load float, ptr addrspace(3) %298, align 4
  %300 = load i64, ptr %search_count, align 8
  %301 = add i64 %300, 1
  store i64 %301, ptr %search_count, align 8
  %302 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %303 = fcmp ogt float %top_k97, 0.000000e+00
  %304 = fcmp oge float %weight, %top_k97
  %search.run = and i1 %304, %303
  br i1 %search.run, label %search.then98, label %search.done99

search.then98:                                    ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done99:                                    ; preds = %search.index_bit.exit, %search.feature.exit
  %305 = load float, ptr %search_value, align 4
  %306 = load float, ptr %search_index, align 4
  store float %305, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  store float %306, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit103, %search.then98
  %search.key_bit = phi i64 [ 0, %search.then98 ], [ %326, %search.feature.exit103 ]
  %307 = icmp ult i64 %search.key_bit, 32
  br i1 %307, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %308 = sub i64 31, %search.key_bit
  %309 = trunc i64 %308 to i32
  %310 = shl i32 1, %309
  %311 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %311, %310
  store i64 0, ptr %search_count100, align 8
  br label %search.feature.header101

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %312 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %312, i1 false)
  %index_bits = sub i64 64, %ctlz
  %313 = shl i64 1, %index_bits
  %mask = sub i64 %313, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header101:                         ; preds = %search.feature.body102, %search.key_bit.body
  %search.feature104 = phi i64 [ 0, %search.key_bit.body ], [ %323, %search.feature.body102 ]
  %314 = icmp ult i64 %search.feature104, %n_features
  br i1 %314, label %search.feature.body102, label %search.feature.exit103

search.feature.body102:                           ; preds = %search.feature.header101
  %315 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature104
  %316 = load i32, ptr addrspace(3) %315, align 4
  %317 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature104
  %318 = load float, ptr addrspace(3) %317, align 4
  %319 = icmp uge i32 %316, %candidate
  %320 = zext i1 %319 to i64
  %321 = load i64, ptr %search_count100, align 8
  %322 = add i64 %321, %320
  store i64 %322, ptr %search_count100, align 8
  %323 = add i64 %search.feature104, 1
  br label %search.feature.header101

search.feature.exit103:                           ; preds = %search.feature.header101
  %count105 = load i64, ptr %search_count100, align 8
  %weight106 = uitofp i64 %count105 to float
  %324 = fcmp oge float %weight106, %top_k97
  %325 = select i1 %324, i32 %candidate, i32 %311
  store i32 %325, ptr %search_hi, align 4
  %326 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit111, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %356, %search.feature.exit111 ]
  %327 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %327, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %328 = sub i64 %index_bits, 1
  %329 = sub i64 %328, %search.index_bit
  %330 = shl i64 1, %329
  %331 = load i64, ptr %search_lo, align 8
  %candidate107 = or i64 %331, %330
  store i64 0, ptr %search_count108, align 8
  br label %search.feature.header109

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %332 = and i32 %hi, -2147483648
  %333 = icmp ne i32 %332, 0
  %334 = and i32 %hi, 2147483647
  %335 = xor i32 %hi, -1
  %336 = select i1 %333, i32 %334, i32 %335
  %337 = bitcast i32 %336 to float
  store float %337, ptr %search_value, align 4
  %338 = sub i64 %mask, %lo
  %search_index115 = uitofp i64 %338 to float
  store float %search_index115, ptr %search_index, align 4
  br label %search.done99

search.feature.header109:                         ; preds = %search.feature.body110, %search.index_bit.body
  %search.feature112 = phi i64 [ 0, %search.index_bit.body ], [ %353, %search.feature.body110 ]
  %339 = icmp ult i64 %search.feature112, %n_features
  br i1 %339, label %search.feature.body110, label %search.feature.exit111

search.feature.body110:                           ; preds = %search.feature.header109
  %340 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature112
  %341 = load i32, ptr addrspace(3) %340, align 4
  %342 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature112
  %343 = load float, ptr addrspace(3) %342, align 4
  %344 = icmp ugt i32 %341, %hi
  %345 = icmp eq i32 %341, %hi
  %346 = sub i64 %mask, %search.feature112
  %347 = icmp uge i64 %346, %candidate107
  %348 = and i1 %345, %347
  %349 = or i1 %344, %348
  %350 = zext i1 %349 to i64
  %351 = load i64, ptr %search_count108, align 8
  %352 = add i64 %351, %350
  store i64 %352, ptr %search_count108, align 8
  %353 = add i64 %search.feature112, 1
  br label %search.feature.header109

search.feature.exit111:                           ; preds = %search.feature.header109
  %count113 = load i64, ptr %search_count108, align 8
  %weight114 = uitofp i64 %count113 to float
  %354 = fcmp oge float %weight114, %top_k97
  %355 = select i1 %354, i64 %candidate107, i64 %331
  store i64 %355, ptr %search_lo, align 8
  %356 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

guard.skipped.then:                               ; preds = %guard.else
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  br label %guard.skipped.done

guard.skipped.done:                               ; preds = %guard.skipped.then, %guard.else
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

guard.then118:                                    ; preds = %guard.done
  %feature121 = add i64 %lane, 0
  %valid122 = icmp ult i64 %feature121, %n_features
  %357 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid122, label %slot.then123, label %slot.done124

guard.else119:                                    ; preds = %guard.done
  br i1 %lane0, label %guard.skipped.then144, label %guard.skipped.done145

guard.done120:                                    ; preds = %guard.skipped.done145, %fold.done133
  %not_greedy146 = icmp eq i32 %greedy, 0
  %top_p_on147 = fcmp olt float %top_p, 1.000000e+00
  %guard148 = and i1 %top_p_on147, %not_greedy146
  br i1 %guard148, label %guard.then149, label %guard.else150

slot.then123:                                     ; preds = %guard.then118
  %358 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature121
  %359 = load float, ptr addrspace(1) %358, align 4
  %360 = fmul float %359, %inv_t
  %361 = fadd float %359, 0.000000e+00
  %362 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %363 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature125 = uitofp i64 %feature121 to float
  %364 = fcmp ogt float %361, %362
  %365 = select i1 %364, float 1.000000e+00, float 0.000000e+00
  %366 = fcmp oeq float %361, %362
  %367 = select i1 %366, float 1.000000e+00, float 0.000000e+00
  %368 = fcmp ole float %feature125, %363
  %369 = select i1 %368, float 1.000000e+00, float 0.000000e+00
  %370 = fmul float %367, %369
  %371 = fcmp ogt float %370, %365
  %max = select i1 %371, float %370, float %365
  %372 = fcmp une float %max, 0.000000e+00
  %373 = select i1 %372, float %360, float 0xFFF0000000000000
  %374 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature121
  store float %373, ptr addrspace(3) %374, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %guard.then118
  %feature126 = add i64 %lane, 1024
  %valid127 = icmp ult i64 %feature126, %n_features
  %375 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid127, label %slot.then128, label %slot.done129

slot.then128:                                     ; preds = %slot.done124
  %376 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature126
  %377 = load float, ptr addrspace(1) %376, align 4
  %378 = fmul float %377, %inv_t
  %379 = fadd float %377, 0.000000e+00
  %380 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %381 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature130 = uitofp i64 %feature126 to float
  %382 = fcmp ogt float %379, %380
  %383 = select i1 %382, float 1.000000e+00, float 0.000000e+00
  %384 = fcmp oeq float %379, %380
  %385 = select i1 %384, float 1.000000e+00, float 0.000000e+00
  %386 = fcmp ole float %feature130, %381
  %387 = select i1 %386, float 1.000000e+00, float 0.000000e+00
  %388 = fmul float %385, %387
  %389 = fcmp ogt float %388, %383
  %max131 = select i1 %389, float %388, float %383
  %390 = fcmp une float %max131, 0.000000e+00
  %391 = select i1 %390, float %378, float 0xFFF0000000000000
  %392 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature126
  store float %391, ptr addrspace(3) %392, align 4
  br label %slot.done129

slot.done129:                                     ; preds = %slot.then128, %slot.done124
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then132, label %fold.done133

fold.then132:                                     ; preds = %slot.done129
  store float 0xFFF0000000000000, ptr %fold_value134, align 4
  store i64 0, ptr %fold_index135, align 8
  store i64 0, ptr %pairwise_depth138, align 8
  br label %fold.header139

fold.done133:                                     ; preds = %fold.exit141, %slot.done129
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done120

fold.header139:                                   ; preds = %fold.body140, %fold.then132
  %fold142 = phi i64 [ 0, %fold.then132 ], [ %404, %fold.body140 ]
  %393 = icmp ult i64 %fold142, %n_features
  br i1 %393, label %fold.body140, label %fold.exit141

fold.body140:                                     ; preds = %fold.header139
  %394 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold142
  %395 = load float, ptr addrspace(3) %394, align 4
  %396 = load float, ptr %fold_value134, align 4
  %397 = fcmp ogt float %395, %396
  %398 = fcmp uno float %395, %395
  %399 = fcmp ord float %396, %396
  %400 = and i1 %398, %399
  %take143 = or i1 %397, %400
  %401 = select i1 %take143, float %395, float %396
  store float %401, ptr %fold_value134, align 4
  %402 = load i64, ptr %fold_index135, align 8
  %403 = select i1 %take143, i64 %fold142, i64 %402
  store i64 %403, ptr %fold_index135, align 8
  %404 = add i64 %fold142, 1
  br label %fold.header139

fold.exit141:                                     ; preds = %fold.header139
  %405 = load float, ptr %fold_value134, align 4
  store float %405, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  br label %fold.done133

guard.skipped.then144:                            ; preds = %guard.else119
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  br label %guard.skipped.done145

guard.skipped.done145:                            ; preds = %guard.skipped.then144, %guard.else119
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done120

guard.then149:                                    ; preds = %guard.done120
  %feature152 = add i64 %lane, 0
  %valid153 = icmp ult i64 %feature152, %n_features
  %406 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid153, label %slot.then154, label %slot.done155

guard.else150:                                    ; preds = %guard.done120
  br i1 %lane0, label %guard.skipped.then175, label %guard.skipped.done176

guard.done151:                                    ; preds = %guard.skipped.done176, %fold.done165
  %not_greedy177 = icmp eq i32 %greedy, 0
  %top_p_on178 = fcmp olt float %top_p, 1.000000e+00
  %guard179 = and i1 %top_p_on178, %not_greedy177
  br i1 %guard179, label %guard.then180, label %guard.else181

slot.then154:                                     ; preds = %guard.then149
  %407 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature152
  %408 = load float, ptr addrspace(1) %407, align 4
  %409 = fmul float %408, %inv_t
  %410 = fadd float %408, 0.000000e+00
  %411 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %412 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature156 = uitofp i64 %feature152 to float
  %413 = fcmp ogt float %410, %411
  %414 = select i1 %413, float 1.000000e+00, float 0.000000e+00
  %415 = fcmp oeq float %410, %411
  %416 = select i1 %415, float 1.000000e+00, float 0.000000e+00
  %417 = fcmp ole float %feature156, %412
  %418 = select i1 %417, float 1.000000e+00, float 0.000000e+00
  %419 = fmul float %416, %418
  %420 = fcmp ogt float %419, %414
  %max157 = select i1 %420, float %419, float %414
  %421 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %422 = fsub float %409, %421
  %423 = fcmp olt float %422, -1.040000e+02
  %424 = select i1 %423, float -1.040000e+02, float %422
  %425 = fcmp olt float 8.900000e+01, %424
  %426 = select i1 %425, float 8.900000e+01, float %424
  %427 = fmul float %426, 0x3FF7154760000000
  %428 = fadd float %427, 0x4168000000000000
  %429 = fsub float %428, 0x4168000000000000
  %430 = bitcast float %428 to i32
  %431 = sub i32 %430, 1262485504
  %432 = fmul float %429, 0x3FE62E4000000000
  %433 = fsub float %426, %432
  %434 = fmul float %429, 0x3EB7F7D1C0000000
  %435 = fsub float %433, %434
  %436 = fmul float %435, %435
  %437 = fmul float %436, 0x3E66376980000000
  %438 = fadd float 0xBEBBBD41C0000000, %437
  %439 = fmul float %436, %438
  %440 = fadd float 0x3F11566AA0000000, %439
  %441 = fmul float %436, %440
  %442 = fadd float 0xBF66C16C20000000, %441
  %443 = fmul float %436, %442
  %444 = fadd float 0x3FC5555560000000, %443
  %445 = fmul float %436, %444
  %446 = fsub float %435, %445
  %447 = fmul float %435, %446
  %448 = fsub float 2.000000e+00, %446
  %449 = fdiv float %447, %448
  %450 = fsub float %434, %449
  %451 = fsub float %450, %433
  %452 = fsub float 1.000000e+00, %451
  %453 = add i32 %431, 256
  %454 = lshr i32 %453, 1
  %455 = sub i32 %454, 1
  %456 = add i32 %431, 255
  %457 = sub i32 %456, %454
  %458 = shl i32 %455, 23
  %459 = shl i32 %457, 23
  %460 = bitcast i32 %458 to float
  %461 = bitcast i32 %459 to float
  %462 = fmul float %452, %460
  %463 = fmul float %462, %461
  %464 = fcmp uno float %422, %422
  %465 = select i1 %464, float 0x7FF8000000000000, float %463
  %466 = fcmp une float %max157, 0.000000e+00
  %467 = select i1 %466, float %465, float 0.000000e+00
  %468 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature152
  store float %467, ptr addrspace(3) %468, align 4
  br label %slot.done155

slot.done155:                                     ; preds = %slot.then154, %guard.then149
  %feature158 = add i64 %lane, 1024
  %valid159 = icmp ult i64 %feature158, %n_features
  %469 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid159, label %slot.then160, label %slot.done161

slot.then160:                                     ; preds = %slot.done155
  %470 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature158
  %471 = load float, ptr addrspace(1) %470, align 4
  %472 = fmul float %471, %inv_t
  %473 = fadd float %471, 0.000000e+00
  %474 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %475 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature162 = uitofp i64 %feature158 to float
  %476 = fcmp ogt float %473, %474
  %477 = select i1 %476, float 1.000000e+00, float 0.000000e+00
  %478 = fcmp oeq float %473, %474
  %479 = select i1 %478, float 1.000000e+00, float 0.000000e+00
  %480 = fcmp ole float %feature162, %475
  %481 = select i1 %480, float 1.000000e+00, float 0.000000e+00
  %482 = fmul float %479, %481
  %483 = fcmp ogt float %482, %477
  %max163 = select i1 %483, float %482, float %477
  %484 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %485 = fsub float %472, %484
  %486 = fcmp olt float %485, -1.040000e+02
  %487 = select i1 %486, float -1.040000e+02, float %485
  %488 = fcmp olt float 8.900000e+01, %487
  %489 = select i1 %488, float 8.900000e+01, float %487
  %490 = fmul float %489, 0x3FF7154760000000
  %491 = fadd float %490, 0x4168000000000000
  %492 = fsub float %491, 0x4168000000000000
  %493 = bitcast float %491 to i32
  %494 = sub i32 %493, 1262485504
  %495 = fmul float %492, 0x3FE62E4000000000
  %496 = fsub float %489, %495
  %497 = fmul float %492, 0x3EB7F7D1C0000000
  %498 = fsub float %496, %497
  %499 = fmul float %498, %498
  %500 = fmul float %499, 0x3E66376980000000
  %501 = fadd float 0xBEBBBD41C0000000, %500
  %502 = fmul float %499, %501
  %503 = fadd float 0x3F11566AA0000000, %502
  %504 = fmul float %499, %503
  %505 = fadd float 0xBF66C16C20000000, %504
  %506 = fmul float %499, %505
  %507 = fadd float 0x3FC5555560000000, %506
  %508 = fmul float %499, %507
  %509 = fsub float %498, %508
  %510 = fmul float %498, %509
  %511 = fsub float 2.000000e+00, %509
  %512 = fdiv float %510, %511
  %513 = fsub float %497, %512
  %514 = fsub float %513, %496
  %515 = fsub float 1.000000e+00, %514
  %516 = add i32 %494, 256
  %517 = lshr i32 %516, 1
  %518 = sub i32 %517, 1
  %519 = add i32 %494, 255
  %520 = sub i32 %519, %517
  %521 = shl i32 %518, 23
  %522 = shl i32 %520, 23
  %523 = bitcast i32 %521 to float
  %524 = bitcast i32 %522 to float
  %525 = fmul float %515, %523
  %526 = fmul float %525, %524
  %527 = fcmp uno float %485, %485
  %528 = select i1 %527, float 0x7FF8000000000000, float %526
  %529 = fcmp une float %max163, 0.000000e+00
  %530 = select i1 %529, float %528, float 0.000000e+00
  %531 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature158
  store float %530, ptr addrspace(3) %531, align 4
  br label %slot.done161

slot.done161:                                     ; preds = %slot.then160, %slot.done155
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then164, label %fold.done165

fold.then164:                                     ; preds = %slot.done161
  store float 0.000000e+00, ptr %fold_value166, align 4
  store i64 0, ptr %fold_index167, align 8
  store i64 0, ptr %pairwise_depth170, align 8
  br label %fold.header171

fold.done165:                                     ; preds = %fold.exit173, %slot.done161
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done151

fold.header171:                                   ; preds = %fold.body172, %fold.then164
  %fold174 = phi i64 [ 0, %fold.then164 ], [ %537, %fold.body172 ]
  %532 = icmp ult i64 %fold174, %n_features
  br i1 %532, label %fold.body172, label %fold.exit173

fold.body172:                                     ; preds = %fold.header171
  %533 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold174
  %534 = load float, ptr addrspace(3) %533, align 4
  %535 = load float, ptr %fold_value166, align 4
  %536 = fadd float %534, %535
  store float %536, ptr %fold_value166, align 4
  %537 = add i64 %fold174, 1
  br label %fold.header171

fold.exit173:                                     ; preds = %fold.header171
  %538 = load float, ptr %fold_value166, align 4
  store float %538, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  br label %fold.done165

guard.skipped.then175:                            ; preds = %guard.else150
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  br label %guard.skipped.done176

guard.skipped.done176:                            ; preds = %guard.skipped.then175, %guard.else150
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done151

guard.then180:                                    ; preds = %guard.done151
  %feature183 = add i64 %lane, 0
  %valid184 = icmp ult i64 %feature183, %n_features
  %539 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid184, label %slot.then185, label %slot.done186

guard.else181:                                    ; preds = %guard.done151
  br i1 %lane0, label %guard.skipped.then250, label %guard.skipped.done251

guard.done182:                                    ; preds = %guard.skipped.done251, %search.done198
  %feature252 = add i64 %lane, 0
  %valid253 = icmp ult i64 %feature252, %n_features
  %540 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid253, label %slot.then254, label %slot.done255

slot.then185:                                     ; preds = %guard.then180
  %541 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature183
  %542 = load float, ptr addrspace(1) %541, align 4
  %543 = fmul float %542, %inv_t
  %544 = fadd float %542, 0.000000e+00
  %545 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %546 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature187 = uitofp i64 %feature183 to float
  %547 = fcmp ogt float %544, %545
  %548 = select i1 %547, float 1.000000e+00, float 0.000000e+00
  %549 = fcmp oeq float %544, %545
  %550 = select i1 %549, float 1.000000e+00, float 0.000000e+00
  %551 = fcmp ole float %feature187, %546
  %552 = select i1 %551, float 1.000000e+00, float 0.000000e+00
  %553 = fmul float %550, %552
  %554 = fcmp ogt float %553, %548
  %max188 = select i1 %554, float %553, float %548
  %555 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %556 = fsub float %543, %555
  %557 = fcmp olt float %556, -1.040000e+02
  %558 = select i1 %557, float -1.040000e+02, float %556
  %559 = fcmp olt float 8.900000e+01, %558
  %560 = select i1 %559, float 8.900000e+01, float %558
  %561 = fmul float %560, 0x3FF7154760000000
  %562 = fadd float %561, 0x4168000000000000
  %563 = fsub float %562, 0x4168000000000000
  %564 = bitcast float %562 to i32
  %565 = sub i32 %564, 1262485504
  %566 = fmul float %563, 0x3FE62E4000000000
  %567 = fsub float %560, %566
  %568 = fmul float %563, 0x3EB7F7D1C0000000
  %569 = fsub float %567, %568
  %570 = fmul float %569, %569
  %571 = fmul float %570, 0x3E66376980000000
  %572 = fadd float 0xBEBBBD41C0000000, %571
  %573 = fmul float %570, %572
  %574 = fadd float 0x3F11566AA0000000, %573
  %575 = fmul float %570, %574
  %576 = fadd float 0xBF66C16C20000000, %575
  %577 = fmul float %570, %576
  %578 = fadd float 0x3FC5555560000000, %577
  %579 = fmul float %570, %578
  %580 = fsub float %569, %579
  %581 = fmul float %569, %580
  %582 = fsub float 2.000000e+00, %580
  %583 = fdiv float %581, %582
  %584 = fsub float %568, %583
  %585 = fsub float %584, %567
  %586 = fsub float 1.000000e+00, %585
  %587 = add i32 %565, 256
  %588 = lshr i32 %587, 1
  %589 = sub i32 %588, 1
  %590 = add i32 %565, 255
  %591 = sub i32 %590, %588
  %592 = shl i32 %589, 23
  %593 = shl i32 %591, 23
  %594 = bitcast i32 %592 to float
  %595 = bitcast i32 %593 to float
  %596 = fmul float %586, %594
  %597 = fmul float %596, %595
  %598 = fcmp uno float %556, %556
  %599 = select i1 %598, float 0x7FF8000000000000, float %597
  %600 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %601 = fdiv float %599, %600
  %602 = fcmp une float %max188, 0.000000e+00
  %603 = select i1 %602, float %601, float -1.000000e+00
  %604 = fcmp une float %max188, 0.000000e+00
  %605 = select i1 %604, float %601, float 0.000000e+00
  %606 = fadd float %603, 0.000000e+00
  %607 = bitcast float %606 to i32
  %608 = icmp ult i32 2147483647, %607
  %609 = xor i32 %607, -1
  %610 = or i32 %607, -2147483648
  %611 = select i1 %608, i32 %609, i32 %610
  %612 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature183
  store i32 %611, ptr addrspace(3) %612, align 4
  %613 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature183
  store float %605, ptr addrspace(3) %613, align 4
  br label %slot.done186

slot.done186:                                     ; preds = %slot.then185, %guard.then180
  %feature189 = add i64 %lane, 1024
  %valid190 = icmp ult i64 %feature189, %n_features
  %614 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid190, label %slot.then191, label %slot.done192

slot.then191:                                     ; preds = %slot.done186
  %615 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature189
  %616 = load float, ptr addrspace(1) %615, align 4
  %617 = fmul float %616, %inv_t
  %618 = fadd float %616, 0.000000e+00
  %619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %620 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature193 = uitofp i64 %feature189 to float
  %621 = fcmp ogt float %618, %619
  %622 = select i1 %621, float 1.000000e+00, float 0.000000e+00
  %623 = fcmp oeq float %618, %619
  %624 = select i1 %623, float 1.000000e+00, float 0.000000e+00
  %625 = fcmp ole float %feature193, %620
  %626 = select i1 %625, float 1.000000e+00, float 0.000000e+00
  %627 = fmul float %624, %626
  %628 = fcmp ogt float %627, %622
  %max194 = select i1 %628, float %627, float %622
  %629 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %630 = fsub float %617, %629
  %631 = fcmp olt float %630, -1.040000e+02
  %632 = select i1 %631, float -1.040000e+02, float %630
  %633 = fcmp olt float 8.900000e+01, %632
  %634 = select i1 %633, float 8.900000e+01, float %632
  %635 = fmul float %634, 0x3FF7154760000000
  %636 = fadd float %635, 0x4168000000000000
  %637 = fsub float %636, 0x4168000000000000
  %638 = bitcast float %636 to i32
  %639 = sub i32 %638, 1262485504
  %640 = fmul float %637, 0x3FE62E4000000000
  %641 = fsub float %634, %640
  %642 = fmul float %637, 0x3EB7F7D1C0000000
  %643 = fsub float %641, %642
  %644 = fmul float %643, %643
  %645 = fmul float %644, 0x3E66376980000000
  %646 = fadd float 0xBEBBBD41C0000000, %645
  %647 = fmul float %644, %646
  %648 = fadd float 0x3F11566AA0000000, %647
  %649 = fmul float %644, %648
  %650 = fadd float 0xBF66C16C20000000, %649
  %651 = fmul float %644, %650
  %652 = fadd float 0x3FC5555560000000, %651
  %653 = fmul float %644, %652
  %654 = fsub float %643, %653
  %655 = fmul float %643, %654
  %656 = fsub float 2.000000e+00, %654
  %657 = fdiv float %655, %656
  %658 = fsub float %642, %657
  %659 = fsub float %658, %641
  %660 = fsub float 1.000000e+00, %659
  %661 = add i32 %639, 256
  %662 = lshr i32 %661, 1
  %663 = sub i32 %662, 1
  %664 = add i32 %639, 255
  %665 = sub i32 %664, %662
  %666 = shl i32 %663, 23
  %667 = shl i32 %665, 23
  %668 = bitcast i32 %666 to float
  %669 = bitcast i32 %667 to float
  %670 = fmul float %660, %668
  %671 = fmul float %670, %669
  %672 = fcmp uno float %630, %630
  %673 = select i1 %672, float 0x7FF8000000000000, float %671
  %674 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %675 = fdiv float %673, %674
  %676 = fcmp une float %max194, 0.000000e+00
  %677 = select i1 %676, float %675, float -1.000000e+00
  %678 = fcmp une float %max194, 0.000000e+00
  %679 = select i1 %678, float %675, float 0.000000e+00
  %680 = fadd float %677, 0.000000e+00
  %681 = bitcast float %680 to i32
  %682 = icmp ult i32 2147483647, %681
  %683 = xor i32 %681, -1
  %684 = or i32 %681, -2147483648
  %685 = select i1 %682, i32 %683, i32 %684
  %686 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature189
  store i32 %685, ptr addrspace(3) %686, align 4
  %687 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature189
  store float %679, ptr addrspace(3) %687, align 4
  br label %slot.done192

slot.done192:                                     ; preds = %slot.then191, %slot.done186
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature195 = add i64 %lane, 0
  %valid196 = icmp ult i64 %feature195, %n_features
  %688 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then197, label %search.done198

search.then197:                                   ; preds = %slot.done192
  %689 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %690 = load float, ptr addrspace(1) %689, align 4
  %691 = fmul float %690, %inv_t
  %692 = fadd float %690, 0.000000e+00
  %693 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %694 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %695 = fcmp ogt float %692, %693
  %696 = select i1 %695, float 1.000000e+00, float 0.000000e+00
  %697 = fcmp oeq float %692, %693
  %698 = select i1 %697, float 1.000000e+00, float 0.000000e+00
  %699 = fcmp ole float 0.000000e+00, %694
  %700 = select i1 %699, float 1.000000e+00, float 0.000000e+00
  %701 = fmul float %698, %700
  %702 = fcmp ogt float %701, %696
  %max199 = select i1 %702, float %701, float %696
  %703 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %704 = fsub float %691, %703
  %705 = fcmp olt float %704, -1.040000e+02
  %706 = select i1 %705, float -1.040000e+02, float %704
  %707 = fcmp olt float 8.900000e+01, %706
  %708 = select i1 %707, float 8.900000e+01, float %706
  %709 = fmul float %708, 0x3FF7154760000000
  %710 = fadd float %709, 0x4168000000000000
  %711 = fsub float %710, 0x4168000000000000
  %712 = bitcast float %710 to i32
  %713 = sub i32 %712, 1262485504
  %714 = fmul float %711, 0x3FE62E4000000000
  %715 = fsub float %708, %714
  %716 = fmul float %711, 0x3EB7F7D1C0000000
  %717 = fsub float %715, %716
  %718 = fmul float %717, %717
  %719 = fmul float %718, 0x3E66376980000000
  %720 = fadd float 0xBEBBBD41C0000000, %719
  %721 = fmul float %718, %720
  %722 = fadd float 0x3F11566AA0000000, %721
  %723 = fmul float %718, %722
  %724 = fadd float 0xBF66C16C20000000, %723
  %725 = fmul float %718, %724
  %726 = fadd float 0x3FC5555560000000, %725
  %727 = fmul float %718, %726
  %728 = fsub float %717, %727
  %729 = fmul float %717, %728
  %730 = fsub float 2.000000e+00, %728
  %731 = fdiv float %729, %730
  %732 = fsub float %716, %731
  %733 = fsub float %732, %715
  %734 = fsub float 1.000000e+00, %733
  %735 = add i32 %713, 256
  %736 = lshr i32 %735, 1
  %737 = sub i32 %736, 1
  %738 = add i32 %713, 255
  %739 = sub i32 %738, %736
  %740 = shl i32 %737, 23
  %741 = shl i32 %739, 23
  %742 = bitcast i32 %740 to float
  %743 = bitcast i32 %741 to float
  %744 = fmul float %734, %742
  %745 = fmul float %744, %743
  %746 = fcmp uno float %704, %704
  %747 = select i1 %746, float 0x7FF8000000000000, float %745
  %748 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %749 = fdiv float %747, %748
  %750 = fcmp une float %max199, 0.000000e+00
  %751 = select i1 %750, float %749, float -1.000000e+00
  %752 = fcmp une float %max199, 0.000000e+00
  %753 = select i1 %752, float %749, float 0.000000e+00
  store float 0xFFF0000000000000, ptr %search_value200, align 4
  store float 0x7FF0000000000000, ptr %search_index201, align 4
  store float 0.000000e+00, ptr %fold_value202, align 4
  store i64 0, ptr %fold_index203, align 8
  store i64 0, ptr %pairwise_depth206, align 8
  br label %search.feature.header207

search.done198:                                   ; preds = %search.done213, %slot.done192
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done182

search.feature.header207:                         ; preds = %search.feature.body208, %search.then197
  %search.feature210 = phi i64 [ 0, %search.then197 ], [ %762, %search.feature.body208 ]
  %754 = icmp ult i64 %search.feature210, %n_features
  br i1 %754, label %search.feature.body208, label %search.feature.exit209

search.feature.body208:                           ; preds = %search.feature.header207
  %755 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature210
  %756 = load i32, ptr addrspace(3) %755, align 4
  %757 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature210
  %758 = load float, ptr addrspace(3) %757, align 4
  %759 = select i1 true, float %758, float 0.000000e+00
  %760 = load float, ptr %fold_value202, align 4
  %761 = fadd float %759, %760
  store float %761, ptr %fold_value202, align 4
  %762 = add i64 %search.feature210, 1
  br label %search.feature.header207

search.feature.exit209:                           ; preds = %search.feature.header207
  %763 = load float, ptr %fold_value202, align 4
  %764 = fcmp ogt float %top_p, 0.000000e+00
  %765 = fcmp oge float %763, %top_p
  %search.run211 = and i1 %765, %764
  br i1 %search.run211, label %search.then212, label %search.done213

search.then212:                                   ; preds = %search.feature.exit209
  store i32 0, ptr %search_hi214, align 4
  br label %search.key_bit.header215

search.done213:                                   ; preds = %search.index_bit.exit236, %search.feature.exit209
  %766 = load float, ptr %search_value200, align 4
  %767 = load float, ptr %search_index201, align 4
  store float %766, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  store float %767, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  br label %search.done198

search.key_bit.header215:                         ; preds = %search.feature.exit227, %search.then212
  %search.key_bit218 = phi i64 [ 0, %search.then212 ], [ %788, %search.feature.exit227 ]
  %768 = icmp ult i64 %search.key_bit218, 32
  br i1 %768, label %search.key_bit.body216, label %search.key_bit.exit217

search.key_bit.body216:                           ; preds = %search.key_bit.header215
  %769 = sub i64 31, %search.key_bit218
  %770 = trunc i64 %769 to i32
  %771 = shl i32 1, %770
  %772 = load i32, ptr %search_hi214, align 4
  %candidate219 = or i32 %772, %771
  store float 0.000000e+00, ptr %fold_value220, align 4
  store i64 0, ptr %fold_index221, align 8
  store i64 0, ptr %pairwise_depth224, align 8
  br label %search.feature.header225

search.key_bit.exit217:                           ; preds = %search.key_bit.header215
  %hi229 = load i32, ptr %search_hi214, align 4
  %773 = sub i64 %n_features, 1
  %ctlz230 = call i64 @llvm.ctlz.i64(i64 %773, i1 false)
  %index_bits231 = sub i64 64, %ctlz230
  %774 = shl i64 1, %index_bits231
  %mask232 = sub i64 %774, 1
  store i64 0, ptr %search_lo233, align 8
  br label %search.index_bit.header234

search.feature.header225:                         ; preds = %search.feature.body226, %search.key_bit.body216
  %search.feature228 = phi i64 [ 0, %search.key_bit.body216 ], [ %784, %search.feature.body226 ]
  %775 = icmp ult i64 %search.feature228, %n_features
  br i1 %775, label %search.feature.body226, label %search.feature.exit227

search.feature.body226:                           ; preds = %search.feature.header225
  %776 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature228
  %777 = load i32, ptr addrspace(3) %776, align 4
  %778 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature228
  %779 = load float, ptr addrspace(3) %778, align 4
  %780 = icmp uge i32 %777, %candidate219
  %781 = select i1 %780, float %779, float 0.000000e+00
  %782 = load float, ptr %fold_value220, align 4
  %783 = fadd float %781, %782
  store float %783, ptr %fold_value220, align 4
  %784 = add i64 %search.feature228, 1
  br label %search.feature.header225

search.feature.exit227:                           ; preds = %search.feature.header225
  %785 = load float, ptr %fold_value220, align 4
  %786 = fcmp oge float %785, %top_p
  %787 = select i1 %786, i32 %candidate219, i32 %772
  store i32 %787, ptr %search_hi214, align 4
  %788 = add i64 %search.key_bit218, 1
  br label %search.key_bit.header215

search.index_bit.header234:                       ; preds = %search.feature.exit246, %search.key_bit.exit217
  %search.index_bit237 = phi i64 [ 0, %search.key_bit.exit217 ], [ %819, %search.feature.exit246 ]
  %789 = icmp ult i64 %search.index_bit237, %index_bits231
  br i1 %789, label %search.index_bit.body235, label %search.index_bit.exit236

search.index_bit.body235:                         ; preds = %search.index_bit.header234
  %790 = sub i64 %index_bits231, 1
  %791 = sub i64 %790, %search.index_bit237
  %792 = shl i64 1, %791
  %793 = load i64, ptr %search_lo233, align 8
  %candidate238 = or i64 %793, %792
  store float 0.000000e+00, ptr %fold_value239, align 4
  store i64 0, ptr %fold_index240, align 8
  store i64 0, ptr %pairwise_depth243, align 8
  br label %search.feature.header244

search.index_bit.exit236:                         ; preds = %search.index_bit.header234
  %lo248 = load i64, ptr %search_lo233, align 8
  %794 = and i32 %hi229, -2147483648
  %795 = icmp ne i32 %794, 0
  %796 = and i32 %hi229, 2147483647
  %797 = xor i32 %hi229, -1
  %798 = select i1 %795, i32 %796, i32 %797
  %799 = bitcast i32 %798 to float
  store float %799, ptr %search_value200, align 4
  %800 = sub i64 %mask232, %lo248
  %search_index249 = uitofp i64 %800 to float
  store float %search_index249, ptr %search_index201, align 4
  br label %search.done213

search.feature.header244:                         ; preds = %search.feature.body245, %search.index_bit.body235
  %search.feature247 = phi i64 [ 0, %search.index_bit.body235 ], [ %815, %search.feature.body245 ]
  %801 = icmp ult i64 %search.feature247, %n_features
  br i1 %801, label %search.feature.body245, label %search.feature.exit246

search.feature.body245:                           ; preds = %search.feature.header244
  %802 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature247
  %803 = load i32, ptr addrspace(3) %802, align 4
  %804 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature247
  %805 = load float, ptr addrspace(3) %804, align 4
  %806 = icmp ugt i32 %803, %hi229
  %807 = icmp eq i32 %803, %hi229
  %808 = sub i64 %mask232, %search.feature247
  %809 = icmp uge i64 %808, %candidate238
  %810 = and i1 %807, %809
  %811 = or i1 %806, %810
  %812 = select i1 %811, float %805, float 0.000000e+00
  %813 = load float, ptr %fold_value239, align 4
  %814 = fadd float %812, %813
  store float %814, ptr %fold_value239, align 4
  %815 = add i64 %search.feature247, 1
  br label %search.feature.header244

search.feature.exit246:                           ; preds = %search.feature.header244
  %816 = load float, ptr %fold_value239, align 4
  %817 = fcmp oge float %816, %top_p
  %818 = select i1 %817, i64 %candidate238, i64 %793
  store i64 %818, ptr %search_lo233, align 8
  %819 = add i64 %search.index_bit237, 1
  br label %search.index_bit.header234

guard.skipped.then250:                            ; preds = %guard.else181
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  br label %guard.skipped.done251

guard.skipped.done251:                            ; preds = %guard.skipped.then250, %guard.else181
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done182

slot.then254:                                     ; preds = %guard.done182
  %820 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature252
  %821 = load float, ptr addrspace(1) %820, align 4
  %822 = fmul float %821, %inv_t
  %823 = fadd float %821, 0.000000e+00
  %824 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %825 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature256 = uitofp i64 %feature252 to float
  %826 = fcmp ogt float %823, %824
  %827 = select i1 %826, float 1.000000e+00, float 0.000000e+00
  %828 = fcmp oeq float %823, %824
  %829 = select i1 %828, float 1.000000e+00, float 0.000000e+00
  %830 = fcmp ole float %feature256, %825
  %831 = select i1 %830, float 1.000000e+00, float 0.000000e+00
  %832 = fmul float %829, %831
  %833 = fcmp ogt float %832, %827
  %max257 = select i1 %833, float %832, float %827
  %834 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %835 = fsub float %822, %834
  %836 = fcmp olt float %835, -1.040000e+02
  %837 = select i1 %836, float -1.040000e+02, float %835
  %838 = fcmp olt float 8.900000e+01, %837
  %839 = select i1 %838, float 8.900000e+01, float %837
  %840 = fmul float %839, 0x3FF7154760000000
  %841 = fadd float %840, 0x4168000000000000
  %842 = fsub float %841, 0x4168000000000000
  %843 = bitcast float %841 to i32
  %844 = sub i32 %843, 1262485504
  %845 = fmul float %842, 0x3FE62E4000000000
  %846 = fsub float %839, %845
  %847 = fmul float %842, 0x3EB7F7D1C0000000
  %848 = fsub float %846, %847
  %849 = fmul float %848, %848
  %850 = fmul float %849, 0x3E66376980000000
  %851 = fadd float 0xBEBBBD41C0000000, %850
  %852 = fmul float %849, %851
  %853 = fadd float 0x3F11566AA0000000, %852
  %854 = fmul float %849, %853
  %855 = fadd float 0xBF66C16C20000000, %854
  %856 = fmul float %849, %855
  %857 = fadd float 0x3FC5555560000000, %856
  %858 = fmul float %849, %857
  %859 = fsub float %848, %858
  %860 = fmul float %848, %859
  %861 = fsub float 2.000000e+00, %859
  %862 = fdiv float %860, %861
  %863 = fsub float %847, %862
  %864 = fsub float %863, %846
  %865 = fsub float 1.000000e+00, %864
  %866 = add i32 %844, 256
  %867 = lshr i32 %866, 1
  %868 = sub i32 %867, 1
  %869 = add i32 %844, 255
  %870 = sub i32 %869, %867
  %871 = shl i32 %868, 23
  %872 = shl i32 %870, 23
  %873 = bitcast i32 %871 to float
  %874 = bitcast i32 %872 to float
  %875 = fmul float %865, %873
  %876 = fmul float %875, %874
  %877 = fcmp uno float %835, %835
  %878 = select i1 %877, float 0x7FF8000000000000, float %876
  %879 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %880 = fdiv float %878, %879
  %881 = fcmp une float %max257, 0.000000e+00
  %882 = select i1 %881, float %880, float -1.000000e+00
  %883 = fadd float %882, 0.000000e+00
  %884 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  %885 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  %feature258 = uitofp i64 %feature252 to float
  %886 = fcmp ogt float %883, %884
  %887 = select i1 %886, float 1.000000e+00, float 0.000000e+00
  %888 = fcmp oeq float %883, %884
  %889 = select i1 %888, float 1.000000e+00, float 0.000000e+00
  %890 = fcmp ole float %feature258, %885
  %891 = select i1 %890, float 1.000000e+00, float 0.000000e+00
  %892 = fmul float %889, %891
  %893 = fcmp ogt float %892, %887
  %max259 = select i1 %893, float %892, float %887
  %894 = fcmp oge float %top_p, 1.000000e+00
  %895 = select i1 %894, float 1.000000e+00, float 0.000000e+00
  %896 = icmp ne i32 %greedy, 0
  %greedy260 = select i1 %896, float 1.000000e+00, float 0.000000e+00
  %897 = fcmp ogt float %greedy260, %895
  %max261 = select i1 %897, float %greedy260, float %895
  %898 = fcmp ogt float %max261, %max259
  %max262 = select i1 %898, float %max261, float %max259
  %899 = fmul float %max257, %max262
  %900 = trunc i64 %key0 to i32
  %901 = lshr i64 %key0, 32
  %902 = trunc i64 %901 to i32
  %903 = trunc i64 %feature252 to i32
  %904 = trunc i64 %row to i32
  %905 = trunc i64 %key1 to i32
  %906 = lshr i64 %key1, 32
  %907 = trunc i64 %906 to i32
  %908 = zext i32 %903 to i64
  %909 = mul i64 3528531795, %908
  %910 = zext i32 %905 to i64
  %911 = mul i64 3449720151, %910
  %912 = lshr i64 %909, 32
  %913 = trunc i64 %912 to i32
  %914 = trunc i64 %909 to i32
  %915 = lshr i64 %911, 32
  %916 = trunc i64 %915 to i32
  %917 = trunc i64 %911 to i32
  %918 = xor i32 %916, %904
  %919 = xor i32 %918, %900
  %920 = xor i32 %913, %907
  %921 = xor i32 %920, %902
  %922 = add i32 %900, -1640531527
  %923 = add i32 %902, -1150833019
  %924 = zext i32 %919 to i64
  %925 = mul i64 3528531795, %924
  %926 = zext i32 %921 to i64
  %927 = mul i64 3449720151, %926
  %928 = lshr i64 %925, 32
  %929 = trunc i64 %928 to i32
  %930 = trunc i64 %925 to i32
  %931 = lshr i64 %927, 32
  %932 = trunc i64 %931 to i32
  %933 = trunc i64 %927 to i32
  %934 = xor i32 %932, %917
  %935 = xor i32 %934, %922
  %936 = xor i32 %929, %914
  %937 = xor i32 %936, %923
  %938 = add i32 %922, -1640531527
  %939 = add i32 %923, -1150833019
  %940 = zext i32 %935 to i64
  %941 = mul i64 3528531795, %940
  %942 = zext i32 %937 to i64
  %943 = mul i64 3449720151, %942
  %944 = lshr i64 %941, 32
  %945 = trunc i64 %944 to i32
  %946 = trunc i64 %941 to i32
  %947 = lshr i64 %943, 32
  %948 = trunc i64 %947 to i32
  %949 = trunc i64 %943 to i32
  %950 = xor i32 %948, %933
  %951 = xor i32 %950, %938
  %952 = xor i32 %945, %930
  %953 = xor i32 %952, %939
  %954 = add i32 %938, -1640531527
  %955 = add i32 %939, -1150833019
  %956 = zext i32 %951 to i64
  %957 = mul i64 3528531795, %956
  %958 = zext i32 %953 to i64
  %959 = mul i64 3449720151, %958
  %960 = lshr i64 %957, 32
  %961 = trunc i64 %960 to i32
  %962 = trunc i64 %957 to i32
  %963 = lshr i64 %959, 32
  %964 = trunc i64 %963 to i32
  %965 = trunc i64 %959 to i32
  %966 = xor i32 %964, %949
  %967 = xor i32 %966, %954
  %968 = xor i32 %961, %946
  %969 = xor i32 %968, %955
  %970 = add i32 %954, -1640531527
  %971 = add i32 %955, -1150833019
  %972 = zext i32 %967 to i64
  %973 = mul i64 3528531795, %972
  %974 = zext i32 %969 to i64
  %975 = mul i64 3449720151, %974
  %976 = lshr i64 %973, 32
  %977 = trunc i64 %976 to i32
  %978 = trunc i64 %973 to i32
  %979 = lshr i64 %975, 32
  %980 = trunc i64 %979 to i32
  %981 = trunc i64 %975 to i32
  %982 = xor i32 %980, %965
  %983 = xor i32 %982, %970
  %984 = xor i32 %977, %962
  %985 = xor i32 %984, %971
  %986 = add i32 %970, -1640531527
  %987 = add i32 %971, -1150833019
  %988 = zext i32 %983 to i64
  %989 = mul i64 3528531795, %988
  %990 = zext i32 %985 to i64
  %991 = mul i64 3449720151, %990
  %992 = lshr i64 %989, 32
  %993 = trunc i64 %992 to i32
  %994 = trunc i64 %989 to i32
  %995 = lshr i64 %991, 32
  %996 = trunc i64 %995 to i32
  %997 = trunc i64 %991 to i32
  %998 = xor i32 %996, %981
  %999 = xor i32 %998, %986
  %1000 = xor i32 %993, %978
  %1001 = xor i32 %1000, %987
  %1002 = add i32 %986, -1640531527
  %1003 = add i32 %987, -1150833019
  %1004 = zext i32 %999 to i64
  %1005 = mul i64 3528531795, %1004
  %1006 = zext i32 %1001 to i64
  %1007 = mul i64 3449720151, %1006
  %1008 = lshr i64 %1005, 32
  %1009 = trunc i64 %1008 to i32
  %1010 = trunc i64 %1005 to i32
  %1011 = lshr i64 %1007, 32
  %1012 = trunc i64 %1011 to i32
  %1013 = trunc i64 %1007 to i32
  %1014 = xor i32 %1012, %997
  %1015 = xor i32 %1014, %1002
  %1016 = xor i32 %1009, %994
  %1017 = xor i32 %1016, %1003
  %1018 = add i32 %1002, -1640531527
  %1019 = add i32 %1003, -1150833019
  %1020 = zext i32 %1015 to i64
  %1021 = mul i64 3528531795, %1020
  %1022 = zext i32 %1017 to i64
  %1023 = mul i64 3449720151, %1022
  %1024 = lshr i64 %1021, 32
  %1025 = trunc i64 %1024 to i32
  %1026 = trunc i64 %1021 to i32
  %1027 = lshr i64 %1023, 32
  %1028 = trunc i64 %1027 to i32
  %1029 = trunc i64 %1023 to i32
  %1030 = xor i32 %1028, %1013
  %1031 = xor i32 %1030, %1018
  %1032 = xor i32 %1025, %1010
  %1033 = xor i32 %1032, %1019
  %1034 = add i32 %1018, -1640531527
  %1035 = add i32 %1019, -1150833019
  %1036 = zext i32 %1031 to i64
  %1037 = mul i64 3528531795, %1036
  %1038 = zext i32 %1033 to i64
  %1039 = mul i64 3449720151, %1038
  %1040 = lshr i64 %1037, 32
  %1041 = trunc i64 %1040 to i32
  %1042 = trunc i64 %1037 to i32
  %1043 = lshr i64 %1039, 32
  %1044 = trunc i64 %1043 to i32
  %1045 = trunc i64 %1039 to i32
  %1046 = xor i32 %1044, %1029
  %1047 = xor i32 %1046, %1034
  %1048 = xor i32 %1041, %1026
  %1049 = xor i32 %1048, %1035
  %1050 = add i32 %1034, -1640531527
  %1051 = add i32 %1035, -1150833019
  %1052 = zext i32 %1047 to i64
  %1053 = mul i64 3528531795, %1052
  %1054 = zext i32 %1049 to i64
  %1055 = mul i64 3449720151, %1054
  %1056 = lshr i64 %1053, 32
  %1057 = trunc i64 %1056 to i32
  %1058 = trunc i64 %1053 to i32
  %1059 = lshr i64 %1055, 32
  %1060 = trunc i64 %1059 to i32
  %1061 = trunc i64 %1055 to i32
  %1062 = xor i32 %1060, %1045
  %1063 = xor i32 %1062, %1050
  %1064 = xor i32 %1057, %1042
  %1065 = xor i32 %1064, %1051
  %1066 = uitofp i32 %1063 to double
  %1067 = fadd double %1066, 5.000000e-01
  %1068 = fmul double %1067, 0x3DF0000000000000
  %1069 = bitcast double %1068 to i64
  %1070 = lshr i64 %1069, 32
  %1071 = add i64 %1070, 614242
  %1072 = lshr i64 %1071, 20
  %1073 = sub i64 %1072, 1023
  %1074 = and i64 %1071, 1048575
  %1075 = add i64 %1074, 1072079006
  %1076 = shl i64 %1075, 32
  %1077 = and i64 %1069, 4294967295
  %1078 = or i64 %1076, %1077
  %1079 = bitcast i64 %1078 to double
  %1080 = fsub double %1079, 1.000000e+00
  %1081 = fmul double 5.000000e-01, %1080
  %1082 = fmul double %1081, %1080
  %1083 = fadd double 2.000000e+00, %1080
  %1084 = fdiv double %1080, %1083
  %1085 = fmul double %1084, %1084
  %1086 = fmul double %1085, %1085
  %1087 = fmul double %1086, 0x3FC39A09D078C69F
  %1088 = fadd double 0x3FCC71C51D8E78AF, %1087
  %1089 = fmul double %1086, %1088
  %1090 = fadd double 0x3FD999999997FA04, %1089
  %1091 = fmul double %1086, %1090
  %1092 = fmul double %1086, 0x3FC2F112DF3E5244
  %1093 = fadd double 0x3FC7466496CB03DE, %1092
  %1094 = fmul double %1086, %1093
  %1095 = fadd double 0x3FD2492494229359, %1094
  %1096 = fmul double %1086, %1095
  %1097 = fadd double 0x3FE5555555555593, %1096
  %1098 = fmul double %1085, %1097
  %1099 = fadd double %1098, %1091
  %1100 = sitofp i64 %1073 to double
  %1101 = fadd double %1082, %1099
  %1102 = fmul double %1084, %1101
  %1103 = fmul double %1100, 0x3DEA39EF35793C76
  %1104 = fadd double %1102, %1103
  %1105 = fsub double %1104, %1082
  %1106 = fadd double %1105, %1080
  %1107 = fmul double %1100, 0x3FE62E42FEE00000
  %1108 = fadd double %1106, %1107
  %1109 = fneg double %1108
  %1110 = bitcast double %1109 to i64
  %1111 = lshr i64 %1110, 32
  %1112 = add i64 %1111, 614242
  %1113 = lshr i64 %1112, 20
  %1114 = sub i64 %1113, 1023
  %1115 = and i64 %1112, 1048575
  %1116 = add i64 %1115, 1072079006
  %1117 = shl i64 %1116, 32
  %1118 = and i64 %1110, 4294967295
  %1119 = or i64 %1117, %1118
  %1120 = bitcast i64 %1119 to double
  %1121 = fsub double %1120, 1.000000e+00
  %1122 = fmul double 5.000000e-01, %1121
  %1123 = fmul double %1122, %1121
  %1124 = fadd double 2.000000e+00, %1121
  %1125 = fdiv double %1121, %1124
  %1126 = fmul double %1125, %1125
  %1127 = fmul double %1126, %1126
  %1128 = fmul double %1127, 0x3FC39A09D078C69F
  %1129 = fadd double 0x3FCC71C51D8E78AF, %1128
  %1130 = fmul double %1127, %1129
  %1131 = fadd double 0x3FD999999997FA04, %1130
  %1132 = fmul double %1127, %1131
  %1133 = fmul double %1127, 0x3FC2F112DF3E5244
  %1134 = fadd double 0x3FC7466496CB03DE, %1133
  %1135 = fmul double %1127, %1134
  %1136 = fadd double 0x3FD2492494229359, %1135
  %1137 = fmul double %1127, %1136
  %1138 = fadd double 0x3FE5555555555593, %1137
  %1139 = fmul double %1126, %1138
  %1140 = fadd double %1139, %1132
  %1141 = sitofp i64 %1114 to double
  %1142 = fadd double %1123, %1140
  %1143 = fmul double %1125, %1142
  %1144 = fmul double %1141, 0x3DEA39EF35793C76
  %1145 = fadd double %1143, %1144
  %1146 = fsub double %1145, %1123
  %1147 = fadd double %1146, %1121
  %1148 = fmul double %1141, 0x3FE62E42FEE00000
  %1149 = fadd double %1147, %1148
  %1150 = fneg double %1149
  %1151 = fptrunc double %1150 to float
  %1152 = fadd float %822, %1151
  %1153 = fcmp une float %899, 0.000000e+00
  %1154 = select i1 %1153, float %1152, float 0xFFF0000000000000
  %1155 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature252
  store float %1154, ptr addrspace(3) %1155, align 4
  br label %slot.done255

slot.done255:                                     ; preds = %slot.then254, %guard.done182
  %feature263 = add i64 %lane, 1024
  %valid264 = icmp ult i64 %feature263, %n_features
  %1156 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid264, label %slot.then265, label %slot.done266

slot.then265:                                     ; preds = %slot.done255
  %1157 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature263
  %1158 = load float, ptr addrspace(1) %1157, align 4
  %1159 = fmul float %1158, %inv_t
  %1160 = fadd float %1158, 0.000000e+00
  %1161 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %1162 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature267 = uitofp i64 %feature263 to float
  %1163 = fcmp ogt float %1160, %1161
  %1164 = select i1 %1163, float 1.000000e+00, float 0.000000e+00
  %1165 = fcmp oeq float %1160, %1161
  %1166 = select i1 %1165, float 1.000000e+00, float 0.000000e+00
  %1167 = fcmp ole float %feature267, %1162
  %1168 = select i1 %1167, float 1.000000e+00, float 0.000000e+00
  %1169 = fmul float %1166, %1168
  %1170 = fcmp ogt float %1169, %1164
  %max268 = select i1 %1170, float %1169, float %1164
  %1171 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %1172 = fsub float %1159, %1171
  %1173 = fcmp olt float %1172, -1.040000e+02
  %1174 = select i1 %1173, float -1.040000e+02, float %1172
  %1175 = fcmp olt float 8.900000e+01, %1174
  %1176 = select i1 %1175, float 8.900000e+01, float %1174
  %1177 = fmul float %1176, 0x3FF7154760000000
  %1178 = fadd float %1177, 0x4168000000000000
  %1179 = fsub float %1178, 0x4168000000000000
  %1180 = bitcast float %1178 to i32
  %1181 = sub i32 %1180, 1262485504
  %1182 = fmul float %1179, 0x3FE62E4000000000
  %1183 = fsub float %1176, %1182
  %1184 = fmul float %1179, 0x3EB7F7D1C0000000
  %1185 = fsub float %1183, %1184
  %1186 = fmul float %1185, %1185
  %1187 = fmul float %1186, 0x3E66376980000000
  %1188 = fadd float 0xBEBBBD41C0000000, %1187
  %1189 = fmul float %1186, %1188
  %1190 = fadd float 0x3F11566AA0000000, %1189
  %1191 = fmul float %1186, %1190
  %1192 = fadd float 0xBF66C16C20000000, %1191
  %1193 = fmul float %1186, %1192
  %1194 = fadd float 0x3FC5555560000000, %1193
  %1195 = fmul float %1186, %1194
  %1196 = fsub float %1185, %1195
  %1197 = fmul float %1185, %1196
  %1198 = fsub float 2.000000e+00, %1196
  %1199 = fdiv float %1197, %1198
  %1200 = fsub float %1184, %1199
  %1201 = fsub float %1200, %1183
  %1202 = fsub float 1.000000e+00, %1201
  %1203 = add i32 %1181, 256
  %1204 = lshr i32 %1203, 1
  %1205 = sub i32 %1204, 1
  %1206 = add i32 %1181, 255
  %1207 = sub i32 %1206, %1204
  %1208 = shl i32 %1205, 23
  %1209 = shl i32 %1207, 23
  %1210 = bitcast i32 %1208 to float
  %1211 = bitcast i32 %1209 to float
  %1212 = fmul float %1202, %1210
  %1213 = fmul float %1212, %1211
  %1214 = fcmp uno float %1172, %1172
  %1215 = select i1 %1214, float 0x7FF8000000000000, float %1213
  %1216 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %1217 = fdiv float %1215, %1216
  %1218 = fcmp une float %max268, 0.000000e+00
  %1219 = select i1 %1218, float %1217, float -1.000000e+00
  %1220 = fadd float %1219, 0.000000e+00
  %1221 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  %1222 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  %feature269 = uitofp i64 %feature263 to float
  %1223 = fcmp ogt float %1220, %1221
  %1224 = select i1 %1223, float 1.000000e+00, float 0.000000e+00
  %1225 = fcmp oeq float %1220, %1221
  %1226 = select i1 %1225, float 1.000000e+00, float 0.000000e+00
  %1227 = fcmp ole float %feature269, %1222
  %1228 = select i1 %1227, float 1.000000e+00, float 0.000000e+00
  %1229 = fmul float %1226, %1228
  %1230 = fcmp ogt float %1229, %1224
  %max270 = select i1 %1230, float %1229, float %1224
  %1231 = fcmp oge float %top_p, 1.000000e+00
  %1232 = select i1 %1231, float 1.000000e+00, float 0.000000e+00
  %1233 = icmp ne i32 %greedy, 0
  %greedy271 = select i1 %1233, float 1.000000e+00, float 0.000000e+00
  %1234 = fcmp ogt float %greedy271, %1232
  %max272 = select i1 %1234, float %greedy271, float %1232
  %1235 = fcmp ogt float %max272, %max270
  %max273 = select i1 %1235, float %max272, float %max270
  %1236 = fmul float %max268, %max273
  %1237 = trunc i64 %key0 to i32
  %1238 = lshr i64 %key0, 32
  %1239 = trunc i64 %1238 to i32
  %1240 = trunc i64 %feature263 to i32
  %1241 = trunc i64 %row to i32
  %1242 = trunc i64 %key1 to i32
  %1243 = lshr i64 %key1, 32
  %1244 = trunc i64 %1243 to i32
  %1245 = zext i32 %1240 to i64
  %1246 = mul i64 3528531795, %1245
  %1247 = zext i32 %1242 to i64
  %1248 = mul i64 3449720151, %1247
  %1249 = lshr i64 %1246, 32
  %1250 = trunc i64 %1249 to i32
  %1251 = trunc i64 %1246 to i32
  %1252 = lshr i64 %1248, 32
  %1253 = trunc i64 %1252 to i32
  %1254 = trunc i64 %1248 to i32
  %1255 = xor i32 %1253, %1241
  %1256 = xor i32 %1255, %1237
  %1257 = xor i32 %1250, %1244
  %1258 = xor i32 %1257, %1239
  %1259 = add i32 %1237, -1640531527
  %1260 = add i32 %1239, -1150833019
  %1261 = zext i32 %1256 to i64
  %1262 = mul i64 3528531795, %1261
  %1263 = zext i32 %1258 to i64
  %1264 = mul i64 3449720151, %1263
  %1265 = lshr i64 %1262, 32
  %1266 = trunc i64 %1265 to i32
  %1267 = trunc i64 %1262 to i32
  %1268 = lshr i64 %1264, 32
  %1269 = trunc i64 %1268 to i32
  %1270 = trunc i64 %1264 to i32
  %1271 = xor i32 %1269, %1254
  %1272 = xor i32 %1271, %1259
  %1273 = xor i32 %1266, %1251
  %1274 = xor i32 %1273, %1260
  %1275 = add i32 %1259, -1640531527
  %1276 = add i32 %1260, -1150833019
  %1277 = zext i32 %1272 to i64
  %1278 = mul i64 3528531795, %1277
  %1279 = zext i32 %1274 to i64
  %1280 = mul i64 3449720151, %1279
  %1281 = lshr i64 %1278, 32
  %1282 = trunc i64 %1281 to i32
  %1283 = trunc i64 %1278 to i32
  %1284 = lshr i64 %1280, 32
  %1285 = trunc i64 %1284 to i32
  %1286 = trunc i64 %1280 to i32
  %1287 = xor i32 %1285, %1270
  %1288 = xor i32 %1287, %1275
  %1289 = xor i32 %1282, %1267
  %1290 = xor i32 %1289, %1276
  %1291 = add i32 %1275, -1640531527
  %1292 = add i32 %1276, -1150833019
  %1293 = zext i32 %1288 to i64
  %1294 = mul i64 3528531795, %1293
  %1295 = zext i32 %1290 to i64
  %1296 = mul i64 3449720151, %1295
  %1297 = lshr i64 %1294, 32
  %1298 = trunc i64 %1297 to i32
  %1299 = trunc i64 %1294 to i32
  %1300 = lshr i64 %1296, 32
  %1301 = trunc i64 %1300 to i32
  %1302 = trunc i64 %1296 to i32
  %1303 = xor i32 %1301, %1286
  %1304 = xor i32 %1303, %1291
  %1305 = xor i32 %1298, %1283
  %1306 = xor i32 %1305, %1292
  %1307 = add i32 %1291, -1640531527
  %1308 = add i32 %1292, -1150833019
  %1309 = zext i32 %1304 to i64
  %1310 = mul i64 3528531795, %1309
  %1311 = zext i32 %1306 to i64
  %1312 = mul i64 3449720151, %1311
  %1313 = lshr i64 %1310, 32
  %1314 = trunc i64 %1313 to i32
  %1315 = trunc i64 %1310 to i32
  %1316 = lshr i64 %1312, 32
  %1317 = trunc i64 %1316 to i32
  %1318 = trunc i64 %1312 to i32
  %1319 = xor i32 %1317, %1302
  %1320 = xor i32 %1319, %1307
  %1321 = xor i32 %1314, %1299
  %1322 = xor i32 %1321, %1308
  %1323 = add i32 %1307, -1640531527
  %1324 = add i32 %1308, -1150833019
  %1325 = zext i32 %1320 to i64
  %1326 = mul i64 3528531795, %1325
  %1327 = zext i32 %1322 to i64
  %1328 = mul i64 3449720151, %1327
  %1329 = lshr i64 %1326, 32
  %1330 = trunc i64 %1329 to i32
  %1331 = trunc i64 %1326 to i32
  %1332 = lshr i64 %1328, 32
  %1333 = trunc i64 %1332 to i32
  %1334 = trunc i64 %1328 to i32
  %1335 = xor i32 %1333, %1318
  %1336 = xor i32 %1335, %1323
  %1337 = xor i32 %1330, %1315
  %1338 = xor i32 %1337, %1324
  %1339 = add i32 %1323, -1640531527
  %1340 = add i32 %1324, -1150833019
  %1341 = zext i32 %1336 to i64
  %1342 = mul i64 3528531795, %1341
  %1343 = zext i32 %1338 to i64
  %1344 = mul i64 3449720151, %1343
  %1345 = lshr i64 %1342, 32
  %1346 = trunc i64 %1345 to i32
  %1347 = trunc i64 %1342 to i32
  %1348 = lshr i64 %1344, 32
  %1349 = trunc i64 %1348 to i32
  %1350 = trunc i64 %1344 to i32
  %1351 = xor i32 %1349, %1334
  %1352 = xor i32 %1351, %1339
  %1353 = xor i32 %1346, %1331
  %1354 = xor i32 %1353, %1340
  %1355 = add i32 %1339, -1640531527
  %1356 = add i32 %1340, -1150833019
  %1357 = zext i32 %1352 to i64
  %1358 = mul i64 3528531795, %1357
  %1359 = zext i32 %1354 to i64
  %1360 = mul i64 3449720151, %1359
  %1361 = lshr i64 %1358, 32
  %1362 = trunc i64 %1361 to i32
  %1363 = trunc i64 %1358 to i32
  %1364 = lshr i64 %1360, 32
  %1365 = trunc i64 %1364 to i32
  %1366 = trunc i64 %1360 to i32
  %1367 = xor i32 %1365, %1350
  %1368 = xor i32 %1367, %1355
  %1369 = xor i32 %1362, %1347
  %1370 = xor i32 %1369, %1356
  %1371 = add i32 %1355, -1640531527
  %1372 = add i32 %1356, -1150833019
  %1373 = zext i32 %1368 to i64
  %1374 = mul i64 3528531795, %1373
  %1375 = zext i32 %1370 to i64
  %1376 = mul i64 3449720151, %1375
  %1377 = lshr i64 %1374, 32
  %1378 = trunc i64 %1377 to i32
  %1379 = trunc i64 %1374 to i32
  %1380 = lshr i64 %1376, 32
  %1381 = trunc i64 %1380 to i32
  %1382 = trunc i64 %1376 to i32
  %1383 = xor i32 %1381, %1366
  %1384 = xor i32 %1383, %1371
  %1385 = xor i32 %1378, %1363
  %1386 = xor i32 %1385, %1372
  %1387 = add i32 %1371, -1640531527
  %1388 = add i32 %1372, -1150833019
  %1389 = zext i32 %1384 to i64
  %1390 = mul i64 3528531795, %1389
  %1391 = zext i32 %1386 to i64
  %1392 = mul i64 3449720151, %1391
  %1393 = lshr i64 %1390, 32
  %1394 = trunc i64 %1393 to i32
  %1395 = trunc i64 %1390 to i32
  %1396 = lshr i64 %1392, 32
  %1397 = trunc i64 %1396 to i32
  %1398 = trunc i64 %1392 to i32
  %1399 = xor i32 %1397, %1382
  %1400 = xor i32 %1399, %1387
  %1401 = xor i32 %1394, %1379
  %1402 = xor i32 %1401, %1388
  %1403 = uitofp i32 %1400 to double
  %1404 = fadd double %1403, 5.000000e-01
  %1405 = fmul double %1404, 0x3DF0000000000000
  %1406 = bitcast double %1405 to i64
  %1407 = lshr i64 %1406, 32
  %1408 = add i64 %1407, 614242
  %1409 = lshr i64 %1408, 20
  %1410 = sub i64 %1409, 1023
  %1411 = and i64 %1408, 1048575
  %1412 = add i64 %1411, 1072079006
  %1413 = shl i64 %1412, 32
  %1414 = and i64 %1406, 4294967295
  %1415 = or i64 %1413, %1414
  %1416 = bitcast i64 %1415 to double
  %1417 = fsub double %1416, 1.000000e+00
  %1418 = fmul double 5.000000e-01, %1417
  %1419 = fmul double %1418, %1417
  %1420 = fadd double 2.000000e+00, %1417
  %1421 = fdiv double %1417, %1420
  %1422 = fmul double %1421, %1421
  %1423 = fmul double %1422, %1422
  %1424 = fmul double %1423, 0x3FC39A09D078C69F
  %1425 = fadd double 0x3FCC71C51D8E78AF, %1424
  %1426 = fmul double %1423, %1425
  %1427 = fadd double 0x3FD999999997FA04, %1426
  %1428 = fmul double %1423, %1427
  %1429 = fmul double %1423, 0x3FC2F112DF3E5244
  %1430 = fadd double 0x3FC7466496CB03DE, %1429
  %1431 = fmul double %1423, %1430
  %1432 = fadd double 0x3FD2492494229359, %1431
  %1433 = fmul double %1423, %1432
  %1434 = fadd double 0x3FE5555555555593, %1433
  %1435 = fmul double %1422, %1434
  %1436 = fadd double %1435, %1428
  %1437 = sitofp i64 %1410 to double
  %1438 = fadd double %1419, %1436
  %1439 = fmul double %1421, %1438
  %1440 = fmul double %1437, 0x3DEA39EF35793C76
  %1441 = fadd double %1439, %1440
  %1442 = fsub double %1441, %1419
  %1443 = fadd double %1442, %1417
  %1444 = fmul double %1437, 0x3FE62E42FEE00000
  %1445 = fadd double %1443, %1444
  %1446 = fneg double %1445
  %1447 = bitcast double %1446 to i64
  %1448 = lshr i64 %1447, 32
  %1449 = add i64 %1448, 614242
  %1450 = lshr i64 %1449, 20
  %1451 = sub i64 %1450, 1023
  %1452 = and i64 %1449, 1048575
  %1453 = add i64 %1452, 1072079006
  %1454 = shl i64 %1453, 32
  %1455 = and i64 %1447, 4294967295
  %1456 = or i64 %1454, %1455
  %1457 = bitcast i64 %1456 to double
  %1458 = fsub double %1457, 1.000000e+00
  %1459 = fmul double 5.000000e-01, %1458
  %1460 = fmul double %1459, %1458
  %1461 = fadd double 2.000000e+00, %1458
  %1462 = fdiv double %1458, %1461
  %1463 = fmul double %1462, %1462
  %1464 = fmul double %1463, %1463
  %1465 = fmul double %1464, 0x3FC39A09D078C69F
  %1466 = fadd double 0x3FCC71C51D8E78AF, %1465
  %1467 = fmul double %1464, %1466
  %1468 = fadd double 0x3FD999999997FA04, %1467
  %1469 = fmul double %1464, %1468
  %1470 = fmul double %1464, 0x3FC2F112DF3E5244
  %1471 = fadd double 0x3FC7466496CB03DE, %1470
  %1472 = fmul double %1464, %1471
  %1473 = fadd double 0x3FD2492494229359, %1472
  %1474 = fmul double %1464, %1473
  %1475 = fadd double 0x3FE5555555555593, %1474
  %1476 = fmul double %1463, %1475
  %1477 = fadd double %1476, %1469
  %1478 = sitofp i64 %1451 to double
  %1479 = fadd double %1460, %1477
  %1480 = fmul double %1462, %1479
  %1481 = fmul double %1478, 0x3DEA39EF35793C76
  %1482 = fadd double %1480, %1481
  %1483 = fsub double %1482, %1460
  %1484 = fadd double %1483, %1458
  %1485 = fmul double %1478, 0x3FE62E42FEE00000
  %1486 = fadd double %1484, %1485
  %1487 = fneg double %1486
  %1488 = fptrunc double %1487 to float
  %1489 = fadd float %1159, %1488
  %1490 = fcmp une float %1236, 0.000000e+00
  %1491 = select i1 %1490, float %1489, float 0xFFF0000000000000
  %1492 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature263
  store float %1491, ptr addrspace(3) %1492, align 4
  br label %slot.done266

slot.done266:                                     ; preds = %slot.then265, %slot.done255
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then274, label %fold.done275

fold.then274:                                     ; preds = %slot.done266
  store float 0xFFF0000000000000, ptr %fold_value276, align 4
  store i64 0, ptr %fold_index277, align 8
  store i64 0, ptr %pairwise_depth280, align 8
  br label %fold.header281

fold.done275:                                     ; preds = %fold.exit283, %slot.done266
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature287 = add i64 %lane, 0
  %valid288 = icmp ult i64 %feature287, %n_features
  %1493 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header281:                                   ; preds = %fold.body282, %fold.then274
  %fold284 = phi i64 [ 0, %fold.then274 ], [ %1505, %fold.body282 ]
  %1494 = icmp ult i64 %fold284, %n_features
  br i1 %1494, label %fold.body282, label %fold.exit283

fold.body282:                                     ; preds = %fold.header281
  %1495 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold284
  %1496 = load float, ptr addrspace(3) %1495, align 4
  %1497 = load float, ptr %fold_value276, align 4
  %1498 = fcmp ogt float %1496, %1497
  %1499 = fcmp uno float %1496, %1496
  %1500 = fcmp ord float %1497, %1497
  %1501 = and i1 %1499, %1500
  %take285 = or i1 %1498, %1501
  %1502 = select i1 %take285, float %1496, float %1497
  store float %1502, ptr %fold_value276, align 4
  %1503 = load i64, ptr %fold_index277, align 8
  %1504 = select i1 %take285, i64 %fold284, i64 %1503
  store i64 %1504, ptr %fold_index277, align 8
  %1505 = add i64 %fold284, 1
  br label %fold.header281

fold.exit283:                                     ; preds = %fold.header281
  %1506 = load i64, ptr %fold_index277, align 8
  %argmax286 = uitofp i64 %1506 to float
  store float %argmax286, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  br label %fold.done275

uniform_sinks.then:                               ; preds = %fold.done275
  %1507 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1508 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1509 = fmul float %1508, 2.000000e+00
  %1510 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1511 = fcmp oeq float %1510, 0xFFF0000000000000
  %1512 = select i1 %1511, float 1.000000e+00, float 0.000000e+00
  %1513 = fmul float %1512, 4.000000e+00
  %1514 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1515 = fmul float %1514, 8.000000e+00
  %1516 = fadd float %1507, %1509
  %1517 = fadd float %1516, %1513
  %1518 = fadd float %1517, %1515
  %1519 = icmp ne i32 %greedy, 0
  %greedy289 = select i1 %1519, float 1.000000e+00, float 0.000000e+00
  %1520 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1521 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1522 = fcmp une float %greedy289, 0.000000e+00
  %1523 = select i1 %1522, float %1520, float %1521
  %1524 = fcmp une float %1518, 0.000000e+00
  %1525 = select i1 %1524, float -1.000000e+00, float %1523
  %id = fptosi float %1525 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %1518 to i32
  %status290 = load i32, ptr addrspace(1) %4, align 4
  %1526 = or i32 %status290, %status_bits
  store i32 %1526, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done275
  %feature291 = add i64 %lane, 0
  %valid292 = icmp ult i64 %feature291, %n_features
  %1527 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid292, label %slot.then293, label %slot.done294

slot.then293:                                     ; preds = %uniform_sinks.done
  %1528 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1529 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1530 = fmul float %1529, 2.000000e+00
  %1531 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1532 = fcmp oeq float %1531, 0xFFF0000000000000
  %1533 = select i1 %1532, float 1.000000e+00, float 0.000000e+00
  %1534 = fmul float %1533, 4.000000e+00
  %1535 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1536 = fmul float %1535, 8.000000e+00
  %1537 = fadd float %1528, %1530
  %1538 = fadd float %1537, %1534
  %1539 = fadd float %1538, %1536
  %1540 = icmp ne i32 %greedy, 0
  %greedy295 = select i1 %1540, float 1.000000e+00, float 0.000000e+00
  %1541 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1542 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1543 = fcmp une float %greedy295, 0.000000e+00
  %1544 = select i1 %1543, float %1541, float %1542
  %1545 = fcmp une float %1539, 0.000000e+00
  %1546 = select i1 %1545, float -1.000000e+00, float %1544
  br label %slot.done294

slot.done294:                                     ; preds = %slot.then293, %uniform_sinks.done
  %feature296 = add i64 %lane, 1024
  %valid297 = icmp ult i64 %feature296, %n_features
  %1547 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid297, label %slot.then298, label %slot.done299

slot.then298:                                     ; preds = %slot.done294
  %1548 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1549 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1550 = fmul float %1549, 2.000000e+00
  %1551 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1552 = fcmp oeq float %1551, 0xFFF0000000000000
  %1553 = select i1 %1552, float 1.000000e+00, float 0.000000e+00
  %1554 = fmul float %1553, 4.000000e+00
  %1555 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1556 = fmul float %1555, 8.000000e+00
  %1557 = fadd float %1548, %1550
  %1558 = fadd float %1557, %1554
  %1559 = fadd float %1558, %1556
  %1560 = icmp ne i32 %greedy, 0
  %greedy300 = select i1 %1560, float 1.000000e+00, float 0.000000e+00
  %1561 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1562 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1563 = fcmp une float %greedy300, 0.000000e+00
  %1564 = select i1 %1563, float %1561, float %1562
  %1565 = fcmp une float %1559, 0.000000e+00
  %1566 = select i1 %1565, float -1.000000e+00, float %1564
  br label %slot.done299

slot.done299:                                     ; preds = %slot.then298, %slot.done294
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w4096(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth388 = alloca i64, align 8
  %pairwise_levels387 = alloca [64 x i64], align 8
  %pairwise_sums386 = alloca [64 x float], align 4
  %fold_index385 = alloca i64, align 8
  %fold_value384 = alloca float, align 4
  %pairwise_depth329 = alloca i64, align 8
  %pairwise_levels328 = alloca [64 x i64], align 8
  %pairwise_sums327 = alloca [64 x float], align 4
  %fold_index326 = alloca i64, align 8
  %fold_value325 = alloca float, align 4
  %search_lo319 = alloca i64, align 8
  %pairwise_depth310 = alloca i64, align 8
  %pairwise_levels309 = alloca [64 x i64], align 8
  %pairwise_sums308 = alloca [64 x float], align 4
  %fold_index307 = alloca i64, align 8
  %fold_value306 = alloca float, align 4
  %search_hi300 = alloca i32, align 4
  %pairwise_depth292 = alloca i64, align 8
  %pairwise_levels291 = alloca [64 x i64], align 8
  %pairwise_sums290 = alloca [64 x float], align 4
  %fold_index289 = alloca i64, align 8
  %fold_value288 = alloca float, align 4
  %search_index287 = alloca float, align 4
  %search_value286 = alloca float, align 4
  %pairwise_depth244 = alloca i64, align 8
  %pairwise_levels243 = alloca [64 x i64], align 8
  %pairwise_sums242 = alloca [64 x float], align 4
  %fold_index241 = alloca i64, align 8
  %fold_value240 = alloca float, align 4
  %pairwise_depth200 = alloca i64, align 8
  %pairwise_levels199 = alloca [64 x i64], align 8
  %pairwise_sums198 = alloca [64 x float], align 4
  %fold_index197 = alloca i64, align 8
  %fold_value196 = alloca float, align 4
  %search_count158 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count150 = alloca i64, align 8
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

row.done:                                         ; preds = %slot.done417, %entry
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
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  br i1 %guard, label %guard.then, label %guard.else

fold.header120:                                   ; preds = %fold.body121, %fold.then113
  %fold123 = phi i64 [ 0, %fold.then113 ], [ %468, %fold.body121 ]
  %457 = icmp ult i64 %fold123, %n_features
  br i1 %457, label %fold.body121, label %fold.exit122

fold.body121:                                     ; preds = %fold.header120
  %458 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold123
  %459 = load float, ptr addrspace(3) %458, align 4
  %460 = load float, ptr %fold_value115, align 4
  %461 = fcmp ogt float %459, %460
  %462 = fcmp uno float %459, %459
  %463 = fcmp ord float %460, %460
  %464 = and i1 %462, %463
  %take124 = or i1 %461, %464
  %465 = select i1 %take124, float %459, float %460
  store float %465, ptr %fold_value115, align 4
  %466 = load i64, ptr %fold_index116, align 8
  %467 = select i1 %take124, i64 %fold123, i64 %466
  store i64 %467, ptr %fold_index116, align 8
  %468 = add i64 %fold123, 1
  br label %fold.header120

fold.exit122:                                     ; preds = %fold.header120
  %469 = load float, ptr %fold_value115, align 4
  store float %469, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  br label %fold.done114

guard.then:                                       ; preds = %fold.done114
  %feature125 = add i64 %lane, 0
  %valid126 = icmp ult i64 %feature125, %n_features
  %470 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid126, label %slot.then127, label %slot.done128

guard.else:                                       ; preds = %fold.done114
  br i1 %lane0, label %guard.skipped.then, label %guard.skipped.done

guard.done:                                       ; preds = %guard.skipped.done, %search.done
  %not_greedy166 = icmp eq i32 %greedy, 0
  %top_p_on = fcmp olt float %top_p, 1.000000e+00
  %guard167 = and i1 %top_p_on, %not_greedy166
  br i1 %guard167, label %guard.then168, label %guard.else169

slot.then127:                                     ; preds = %guard.then
  %471 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature125
  %472 = load float, ptr addrspace(1) %471, align 4
  %top_k129 = uitofp i64 %top_k to float
  %473 = fadd float %472, 0.000000e+00
  %474 = bitcast float %473 to i32
  %475 = icmp ult i32 2147483647, %474
  %476 = xor i32 %474, -1
  %477 = or i32 %474, -2147483648
  %478 = select i1 %475, i32 %476, i32 %477
  %479 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature125
  store i32 %478, ptr addrspace(3) %479, align 4
  %480 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature125
  store float 1.000000e+00, ptr addrspace(3) %480, align 4
  br label %slot.done128

slot.done128:                                     ; preds = %slot.then127, %guard.then
  %feature130 = add i64 %lane, 1024
  %valid131 = icmp ult i64 %feature130, %n_features
  %481 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid131, label %slot.then132, label %slot.done133

slot.then132:                                     ; preds = %slot.done128
  %482 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature130
  %483 = load float, ptr addrspace(1) %482, align 4
  %top_k134 = uitofp i64 %top_k to float
  %484 = fadd float %483, 0.000000e+00
  %485 = bitcast float %484 to i32
  %486 = icmp ult i32 2147483647, %485
  %487 = xor i32 %485, -1
  %488 = or i32 %485, -2147483648
  %489 = select i1 %486, i32 %487, i32 %488
  %490 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature130
  store i32 %489, ptr addrspace(3) %490, align 4
  %491 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature130
  store float 1.000000e+00, ptr addrspace(3) %491, align 4
  br label %slot.done133

slot.done133:                                     ; preds = %slot.then132, %slot.done128
  %feature135 = add i64 %lane, 2048
  %valid136 = icmp ult i64 %feature135, %n_features
  %492 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid136, label %slot.then137, label %slot.done138

slot.then137:                                     ; preds = %slot.done133
  %493 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature135
  %494 = load float, ptr addrspace(1) %493, align 4
  %top_k139 = uitofp i64 %top_k to float
  %495 = fadd float %494, 0.000000e+00
  %496 = bitcast float %495 to i32
  %497 = icmp ult i32 2147483647, %496
  %498 = xor i32 %496, -1
  %499 = or i32 %496, -2147483648
  %500 = select i1 %497, i32 %498, i32 %499
  %501 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature135
  store i32 %500, ptr addrspace(3) %501, align 4
  %502 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature135
  store float 1.000000e+00, ptr addrspace(3) %502, align 4
  br label %slot.done138

slot.done138:                                     ; preds = %slot.then137, %slot.done133
  %feature140 = add i64 %lane, 3072
  %valid141 = icmp ult i64 %feature140, %n_features
  %503 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid141, label %slot.then142, label %slot.done143

slot.then142:                                     ; preds = %slot.done138
  %504 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature140
  %505 = load float, ptr addrspace(1) %504, align 4
  %top_k144 = uitofp i64 %top_k to float
  %506 = fadd float %505, 0.000000e+00
  %507 = bitcast float %506 to i32
  %508 = icmp ult i32 2147483647, %507
  %509 = xor i32 %507, -1
  %510 = or i32 %507, -2147483648
  %511 = select i1 %508, i32 %509, i32 %510
  %512 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature140
  store i32 %511, ptr addrspace(3) %512, align 4
  %513 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature140
  store float 1.000000e+00, ptr addrspace(3) %513, align 4
  br label %slot.done143

slot.done143:                                     ; preds = %slot.then142, %slot.done138
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature145 = add i64 %lane, 0
  %valid146 = icmp ult i64 %feature145, %n_features
  %514 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then, label %search.done

search.then:                                      ; preds = %slot.done143
  %515 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %516 = load float, ptr addrspace(1) %515, align 4
  %top_k147 = uitofp i64 %top_k to float
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done149, %slot.done143
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %524, %search.feature.body ]
  %517 = icmp ult i64 %search.feature, %n_features
  br i1 %517, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %518 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature
  %519 = load i32, ptr addrspace(3) %518, align 4
  %520 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature
  %521 = load float, ptr addrspace(3) %520, align 4
  %522 = load i64, ptr %search_count, align 8
  %523 = add i64 %522, 1
  store i64 %523, ptr %search_count, align 8
  %524 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %525 = fcmp ogt float %top_k147, 0.000000e+00
  %526 = fcmp oge float %weight, %top_k147
  %search.run = and i1 %526, %525
  br i1 %search.run, label %search.then148, label %search.done149

search.then148:                                   ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done149:                                   ; preds = %search.index_bit.exit, %search.feature.exit
  %527 = load float, ptr %search_value, align 4
  %528 = load float, ptr %search_index, align 4
  store float %527, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  store float %528, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit153, %search.then148
  %search.key_bit = phi i64 [ 0, %search.then148 ], [ %548, %search.feature.exit153 ]
  %529 = icmp ult i64 %search.key_bit, 32
  br i1 %529, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %530 = sub i64 31, %search.key_bit
  %531 = trunc i64 %530 to i32
  %532 = shl i32 1, %531
  %533 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %533, %532
  store i64 0, ptr %search_count150, align 8
  br label %search.feature.header151

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %534 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %534, i1 false)
  %index_bits = sub i64 64, %ctlz
  %535 = shl i64 1, %index_bits
  %mask = sub i64 %535, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header151:                         ; preds = %search.feature.body152, %search.key_bit.body
  %search.feature154 = phi i64 [ 0, %search.key_bit.body ], [ %545, %search.feature.body152 ]
  %536 = icmp ult i64 %search.feature154, %n_features
  br i1 %536, label %search.feature.body152, label %search.feature.exit153

search.feature.body152:                           ; preds = %search.feature.header151
  %537 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature154
  %538 = load i32, ptr addrspace(3) %537, align 4
  %539 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature154
  %540 = load float, ptr addrspace(3) %539, align 4
  %541 = icmp uge i32 %538, %candidate
  %542 = zext i1 %541 to i64
  %543 = load i64, ptr %search_count150, align 8
  %544 = add i64 %543, %542
  store i64 %544, ptr %search_count150, align 8
  %545 = add i64 %search.feature154, 1
  br label %search.feature.header151

search.feature.exit153:                           ; preds = %search.feature.header151
  %count155 = load i64, ptr %search_count150, align 8
  %weight156 = uitofp i64 %count155 to float
  %546 = fcmp oge float %weight156, %top_k147
  %547 = select i1 %546, i32 %candidate, i32 %533
  store i32 %547, ptr %search_hi, align 4
  %548 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit161, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %578, %search.feature.exit161 ]
  %549 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %549, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %550 = sub i64 %index_bits, 1
  %551 = sub i64 %550, %search.index_bit
  %552 = shl i64 1, %551
  %553 = load i64, ptr %search_lo, align 8
  %candidate157 = or i64 %553, %552
  store i64 0, ptr %search_count158, align 8
  br label %search.feature.header159

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %554 = and i32 %hi, -2147483648
  %555 = icmp ne i32 %554, 0
  %556 = and i32 %hi, 2147483647
  %557 = xor i32 %hi, -1
  %558 = select i1 %555, i32 %556, i32 %557
  %559 = bitcast i32 %558 to float
  store float %559, ptr %search_value, align 4
  %560 = sub i64 %mask, %lo
  %search_index165 = uitofp i64 %560 to float
  store float %search_index165, ptr %search_index, align 4
  br label %search.done149

search.feature.header159:                         ; preds = %search.feature.body160, %search.index_bit.body
  %search.feature162 = phi i64 [ 0, %search.index_bit.body ], [ %575, %search.feature.body160 ]
  %561 = icmp ult i64 %search.feature162, %n_features
  br i1 %561, label %search.feature.body160, label %search.feature.exit161

search.feature.body160:                           ; preds = %search.feature.header159
  %562 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature162
  %563 = load i32, ptr addrspace(3) %562, align 4
  %564 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature162
  %565 = load float, ptr addrspace(3) %564, align 4
  %566 = icmp ugt i32 %563, %hi
  %567 = icmp eq i32 %563, %hi
  %568 = sub i64 %mask, %search.feature162
  %569 = icmp uge i64 %568, %candidate157
  %570 = and i1 %567, %569
  %571 = or i1 %566, %570
  %572 = zext i1 %571 to i64
  %573 = load i64, ptr %search_count158, align 8
  %574 = add i64 %573, %572
  store i64 %574, ptr %search_count158, align 8
  %575 = add i64 %search.feature162, 1
  br label %search.feature.header159

search.feature.exit161:                           ; preds = %search.feature.header159
  %count163 = load i64, ptr %search_count158, align 8
  %weight164 = uitofp i64 %count163 to float
  %576 = fcmp oge float %weight164, %top_k147
  %577 = select i1 %576, i64 %candidate157, i64 %553
  store i64 %577, ptr %search_lo, align 8
  %578 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

guard.skipped.then:                               ; preds = %guard.else
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  br label %guard.skipped.done

guard.skipped.done:                               ; preds = %guard.skipped.then, %guard.else
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

guard.then168:                                    ; preds = %guard.done
  %feature171 = add i64 %lane, 0
  %valid172 = icmp ult i64 %feature171, %n_features
  %579 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid172, label %slot.then173, label %slot.done174

guard.else169:                                    ; preds = %guard.done
  br i1 %lane0, label %guard.skipped.then206, label %guard.skipped.done207

guard.done170:                                    ; preds = %guard.skipped.done207, %fold.done195
  %not_greedy208 = icmp eq i32 %greedy, 0
  %top_p_on209 = fcmp olt float %top_p, 1.000000e+00
  %guard210 = and i1 %top_p_on209, %not_greedy208
  br i1 %guard210, label %guard.then211, label %guard.else212

slot.then173:                                     ; preds = %guard.then168
  %580 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature171
  %581 = load float, ptr addrspace(1) %580, align 4
  %582 = fmul float %581, %inv_t
  %583 = fadd float %581, 0.000000e+00
  %584 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %585 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature175 = uitofp i64 %feature171 to float
  %586 = fcmp ogt float %583, %584
  %587 = select i1 %586, float 1.000000e+00, float 0.000000e+00
  %588 = fcmp oeq float %583, %584
  %589 = select i1 %588, float 1.000000e+00, float 0.000000e+00
  %590 = fcmp ole float %feature175, %585
  %591 = select i1 %590, float 1.000000e+00, float 0.000000e+00
  %592 = fmul float %589, %591
  %593 = fcmp ogt float %592, %587
  %max = select i1 %593, float %592, float %587
  %594 = fcmp une float %max, 0.000000e+00
  %595 = select i1 %594, float %582, float 0xFFF0000000000000
  %596 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature171
  store float %595, ptr addrspace(3) %596, align 4
  br label %slot.done174

slot.done174:                                     ; preds = %slot.then173, %guard.then168
  %feature176 = add i64 %lane, 1024
  %valid177 = icmp ult i64 %feature176, %n_features
  %597 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid177, label %slot.then178, label %slot.done179

slot.then178:                                     ; preds = %slot.done174
  %598 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature176
  %599 = load float, ptr addrspace(1) %598, align 4
  %600 = fmul float %599, %inv_t
  %601 = fadd float %599, 0.000000e+00
  %602 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %603 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature180 = uitofp i64 %feature176 to float
  %604 = fcmp ogt float %601, %602
  %605 = select i1 %604, float 1.000000e+00, float 0.000000e+00
  %606 = fcmp oeq float %601, %602
  %607 = select i1 %606, float 1.000000e+00, float 0.000000e+00
  %608 = fcmp ole float %feature180, %603
  %609 = select i1 %608, float 1.000000e+00, float 0.000000e+00
  %610 = fmul float %607, %609
  %611 = fcmp ogt float %610, %605
  %max181 = select i1 %611, float %610, float %605
  %612 = fcmp une float %max181, 0.000000e+00
  %613 = select i1 %612, float %600, float 0xFFF0000000000000
  %614 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature176
  store float %613, ptr addrspace(3) %614, align 4
  br label %slot.done179

slot.done179:                                     ; preds = %slot.then178, %slot.done174
  %feature182 = add i64 %lane, 2048
  %valid183 = icmp ult i64 %feature182, %n_features
  %615 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid183, label %slot.then184, label %slot.done185

slot.then184:                                     ; preds = %slot.done179
  %616 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature182
  %617 = load float, ptr addrspace(1) %616, align 4
  %618 = fmul float %617, %inv_t
  %619 = fadd float %617, 0.000000e+00
  %620 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %621 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature186 = uitofp i64 %feature182 to float
  %622 = fcmp ogt float %619, %620
  %623 = select i1 %622, float 1.000000e+00, float 0.000000e+00
  %624 = fcmp oeq float %619, %620
  %625 = select i1 %624, float 1.000000e+00, float 0.000000e+00
  %626 = fcmp ole float %feature186, %621
  %627 = select i1 %626, float 1.000000e+00, float 0.000000e+00
  %628 = fmul float %625, %627
  %629 = fcmp ogt float %628, %623
  %max187 = select i1 %629, float %628, float %623
  %630 = fcmp une float %max187, 0.000000e+00
  %631 = select i1 %630, float %618, float 0xFFF0000000000000
  %632 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature182
  store float %631, ptr addrspace(3) %632, align 4
  br label %slot.done185

slot.done185:                                     ; preds = %slot.then184, %slot.done179
  %feature188 = add i64 %lane, 3072
  %valid189 = icmp ult i64 %feature188, %n_features
  %633 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid189, label %slot.then190, label %slot.done191

slot.then190:                                     ; preds = %slot.done185
  %634 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature188
  %635 = load float, ptr addrspace(1) %634, align 4
  %636 = fmul float %635, %inv_t
  %637 = fadd float %635, 0.000000e+00
  %638 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %639 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature192 = uitofp i64 %feature188 to float
  %640 = fcmp ogt float %637, %638
  %641 = select i1 %640, float 1.000000e+00, float 0.000000e+00
  %642 = fcmp oeq float %637, %638
  %643 = select i1 %642, float 1.000000e+00, float 0.000000e+00
  %644 = fcmp ole float %feature192, %639
  %645 = select i1 %644, float 1.000000e+00, float 0.000000e+00
  %646 = fmul float %643, %645
  %647 = fcmp ogt float %646, %641
  %max193 = select i1 %647, float %646, float %641
  %648 = fcmp une float %max193, 0.000000e+00
  %649 = select i1 %648, float %636, float 0xFFF0000000000000
  %650 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature188
  store float %649, ptr addrspace(3) %650, align 4
  br label %slot.done191

slot.done191:                                     ; preds = %slot.then190, %slot.done185
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then194, label %fold.done195

fold.then194:                                     ; preds = %slot.done191
  store float 0xFFF0000000000000, ptr %fold_value196, align 4
  store i64 0, ptr %fold_index197, align 8
  store i64 0, ptr %pairwise_depth200, align 8
  br label %fold.header201

fold.done195:                                     ; preds = %fold.exit203, %slot.done191
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done170

fold.header201:                                   ; preds = %fold.body202, %fold.then194
  %fold204 = phi i64 [ 0, %fold.then194 ], [ %662, %fold.body202 ]
  %651 = icmp ult i64 %fold204, %n_features
  br i1 %651, label %fold.body202, label %fold.exit203

fold.body202:                                     ; preds = %fold.header201
  %652 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold204
  %653 = load float, ptr addrspace(3) %652, align 4
  %654 = load float, ptr %fold_value196, align 4
  %655 = fcmp ogt float %653, %654
  %656 = fcmp uno float %653, %653
  %657 = fcmp ord float %654, %654
  %658 = and i1 %656, %657
  %take205 = or i1 %655, %658
  %659 = select i1 %take205, float %653, float %654
  store float %659, ptr %fold_value196, align 4
  %660 = load i64, ptr %fold_index197, align 8
  %661 = select i1 %take205, i64 %fold204, i64 %660
  store i64 %661, ptr %fold_index197, align 8
  %662 = add i64 %fold204, 1
  br label %fold.header201

fold.exit203:                                     ; preds = %fold.header201
  %663 = load float, ptr %fold_value196, align 4
  store float %663, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  br label %fold.done195

guard.skipped.then206:                            ; preds = %guard.else169
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  br label %guard.skipped.done207

guard.skipped.done207:                            ; preds = %guard.skipped.then206, %guard.else169
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done170

guard.then211:                                    ; preds = %guard.done170
  %feature214 = add i64 %lane, 0
  %valid215 = icmp ult i64 %feature214, %n_features
  %664 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid215, label %slot.then216, label %slot.done217

guard.else212:                                    ; preds = %guard.done170
  br i1 %lane0, label %guard.skipped.then249, label %guard.skipped.done250

guard.done213:                                    ; preds = %guard.skipped.done250, %fold.done239
  %not_greedy251 = icmp eq i32 %greedy, 0
  %top_p_on252 = fcmp olt float %top_p, 1.000000e+00
  %guard253 = and i1 %top_p_on252, %not_greedy251
  br i1 %guard253, label %guard.then254, label %guard.else255

slot.then216:                                     ; preds = %guard.then211
  %665 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature214
  %666 = load float, ptr addrspace(1) %665, align 4
  %667 = fmul float %666, %inv_t
  %668 = fadd float %666, 0.000000e+00
  %669 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %670 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature218 = uitofp i64 %feature214 to float
  %671 = fcmp ogt float %668, %669
  %672 = select i1 %671, float 1.000000e+00, float 0.000000e+00
  %673 = fcmp oeq float %668, %669
  %674 = select i1 %673, float 1.000000e+00, float 0.000000e+00
  %675 = fcmp ole float %feature218, %670
  %676 = select i1 %675, float 1.000000e+00, float 0.000000e+00
  %677 = fmul float %674, %676
  %678 = fcmp ogt float %677, %672
  %max219 = select i1 %678, float %677, float %672
  %679 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %680 = fsub float %667, %679
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
  %724 = fcmp une float %max219, 0.000000e+00
  %725 = select i1 %724, float %723, float 0.000000e+00
  %726 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature214
  store float %725, ptr addrspace(3) %726, align 4
  br label %slot.done217

slot.done217:                                     ; preds = %slot.then216, %guard.then211
  %feature220 = add i64 %lane, 1024
  %valid221 = icmp ult i64 %feature220, %n_features
  %727 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid221, label %slot.then222, label %slot.done223

slot.then222:                                     ; preds = %slot.done217
  %728 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature220
  %729 = load float, ptr addrspace(1) %728, align 4
  %730 = fmul float %729, %inv_t
  %731 = fadd float %729, 0.000000e+00
  %732 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %733 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature224 = uitofp i64 %feature220 to float
  %734 = fcmp ogt float %731, %732
  %735 = select i1 %734, float 1.000000e+00, float 0.000000e+00
  %736 = fcmp oeq float %731, %732
  %737 = select i1 %736, float 1.000000e+00, float 0.000000e+00
  %738 = fcmp ole float %feature224, %733
  %739 = select i1 %738, float 1.000000e+00, float 0.000000e+00
  %740 = fmul float %737, %739
  %741 = fcmp ogt float %740, %735
  %max225 = select i1 %741, float %740, float %735
  %742 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %743 = fsub float %730, %742
  %744 = fcmp olt float %743, -1.040000e+02
  %745 = select i1 %744, float -1.040000e+02, float %743
  %746 = fcmp olt float 8.900000e+01, %745
  %747 = select i1 %746, float 8.900000e+01, float %745
  %748 = fmul float %747, 0x3FF7154760000000
  %749 = fadd float %748, 0x4168000000000000
  %750 = fsub float %749, 0x4168000000000000
  %751 = bitcast float %749 to i32
  %752 = sub i32 %751, 1262485504
  %753 = fmul float %750, 0x3FE62E4000000000
  %754 = fsub float %747, %753
  %755 = fmul float %750, 0x3EB7F7D1C0000000
  %756 = fsub float %754, %755
  %757 = fmul float %756, %756
  %758 = fmul float %757, 0x3E66376980000000
  %759 = fadd float 0xBEBBBD41C0000000, %758
  %760 = fmul float %757, %759
  %761 = fadd float 0x3F11566AA0000000, %760
  %762 = fmul float %757, %761
  %763 = fadd float 0xBF66C16C20000000, %762
  %764 = fmul float %757, %763
  %765 = fadd float 0x3FC5555560000000, %764
  %766 = fmul float %757, %765
  %767 = fsub float %756, %766
  %768 = fmul float %756, %767
  %769 = fsub float 2.000000e+00, %767
  %770 = fdiv float %768, %769
  %771 = fsub float %755, %770
  %772 = fsub float %771, %754
  %773 = fsub float 1.000000e+00, %772
  %774 = add i32 %752, 256
  %775 = lshr i32 %774, 1
  %776 = sub i32 %775, 1
  %777 = add i32 %752, 255
  %778 = sub i32 %777, %775
  %779 = shl i32 %776, 23
  %780 = shl i32 %778, 23
  %781 = bitcast i32 %779 to float
  %782 = bitcast i32 %780 to float
  %783 = fmul float %773, %781
  %784 = fmul float %783, %782
  %785 = fcmp uno float %743, %743
  %786 = select i1 %785, float 0x7FF8000000000000, float %784
  %787 = fcmp une float %max225, 0.000000e+00
  %788 = select i1 %787, float %786, float 0.000000e+00
  %789 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature220
  store float %788, ptr addrspace(3) %789, align 4
  br label %slot.done223

slot.done223:                                     ; preds = %slot.then222, %slot.done217
  %feature226 = add i64 %lane, 2048
  %valid227 = icmp ult i64 %feature226, %n_features
  %790 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid227, label %slot.then228, label %slot.done229

slot.then228:                                     ; preds = %slot.done223
  %791 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature226
  %792 = load float, ptr addrspace(1) %791, align 4
  %793 = fmul float %792, %inv_t
  %794 = fadd float %792, 0.000000e+00
  %795 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %796 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature230 = uitofp i64 %feature226 to float
  %797 = fcmp ogt float %794, %795
  %798 = select i1 %797, float 1.000000e+00, float 0.000000e+00
  %799 = fcmp oeq float %794, %795
  %800 = select i1 %799, float 1.000000e+00, float 0.000000e+00
  %801 = fcmp ole float %feature230, %796
  %802 = select i1 %801, float 1.000000e+00, float 0.000000e+00
  %803 = fmul float %800, %802
  %804 = fcmp ogt float %803, %798
  %max231 = select i1 %804, float %803, float %798
  %805 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %806 = fsub float %793, %805
  %807 = fcmp olt float %806, -1.040000e+02
  %808 = select i1 %807, float -1.040000e+02, float %806
  %809 = fcmp olt float 8.900000e+01, %808
  %810 = select i1 %809, float 8.900000e+01, float %808
  %811 = fmul float %810, 0x3FF7154760000000
  %812 = fadd float %811, 0x4168000000000000
  %813 = fsub float %812, 0x4168000000000000
  %814 = bitcast float %812 to i32
  %815 = sub i32 %814, 1262485504
  %816 = fmul float %813, 0x3FE62E4000000000
  %817 = fsub float %810, %816
  %818 = fmul float %813, 0x3EB7F7D1C0000000
  %819 = fsub float %817, %818
  %820 = fmul float %819, %819
  %821 = fmul float %820, 0x3E66376980000000
  %822 = fadd float 0xBEBBBD41C0000000, %821
  %823 = fmul float %820, %822
  %824 = fadd float 0x3F11566AA0000000, %823
  %825 = fmul float %820, %824
  %826 = fadd float 0xBF66C16C20000000, %825
  %827 = fmul float %820, %826
  %828 = fadd float 0x3FC5555560000000, %827
  %829 = fmul float %820, %828
  %830 = fsub float %819, %829
  %831 = fmul float %819, %830
  %832 = fsub float 2.000000e+00, %830
  %833 = fdiv float %831, %832
  %834 = fsub float %818, %833
  %835 = fsub float %834, %817
  %836 = fsub float 1.000000e+00, %835
  %837 = add i32 %815, 256
  %838 = lshr i32 %837, 1
  %839 = sub i32 %838, 1
  %840 = add i32 %815, 255
  %841 = sub i32 %840, %838
  %842 = shl i32 %839, 23
  %843 = shl i32 %841, 23
  %844 = bitcast i32 %842 to float
  %845 = bitcast i32 %843 to float
  %846 = fmul float %836, %844
  %847 = fmul float %846, %845
  %848 = fcmp uno float %806, %806
  %849 = select i1 %848, float 0x7FF8000000000000, float %847
  %850 = fcmp une float %max231, 0.000000e+00
  %851 = select i1 %850, float %849, float 0.000000e+00
  %852 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature226
  store float %851, ptr addrspace(3) %852, align 4
  br label %slot.done229

slot.done229:                                     ; preds = %slot.then228, %slot.done223
  %feature232 = add i64 %lane, 3072
  %valid233 = icmp ult i64 %feature232, %n_features
  %853 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid233, label %slot.then234, label %slot.done235

slot.then234:                                     ; preds = %slot.done229
  %854 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature232
  %855 = load float, ptr addrspace(1) %854, align 4
  %856 = fmul float %855, %inv_t
  %857 = fadd float %855, 0.000000e+00
  %858 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %859 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature236 = uitofp i64 %feature232 to float
  %860 = fcmp ogt float %857, %858
  %861 = select i1 %860, float 1.000000e+00, float 0.000000e+00
  %862 = fcmp oeq float %857, %858
  %863 = select i1 %862, float 1.000000e+00, float 0.000000e+00
  %864 = fcmp ole float %feature236, %859
  %865 = select i1 %864, float 1.000000e+00, float 0.000000e+00
  %866 = fmul float %863, %865
  %867 = fcmp ogt float %866, %861
  %max237 = select i1 %867, float %866, float %861
  %868 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %869 = fsub float %856, %868
  %870 = fcmp olt float %869, -1.040000e+02
  %871 = select i1 %870, float -1.040000e+02, float %869
  %872 = fcmp olt float 8.900000e+01, %871
  %873 = select i1 %872, float 8.900000e+01, float %871
  %874 = fmul float %873, 0x3FF7154760000000
  %875 = fadd float %874, 0x4168000000000000
  %876 = fsub float %875, 0x4168000000000000
  %877 = bitcast float %875 to i32
  %878 = sub i32 %877, 1262485504
  %879 = fmul float %876, 0x3FE62E4000000000
  %880 = fsub float %873, %879
  %881 = fmul float %876, 0x3EB7F7D1C0000000
  %882 = fsub float %880, %881
  %883 = fmul float %882, %882
  %884 = fmul float %883, 0x3E66376980000000
  %885 = fadd float 0xBEBBBD41C0000000, %884
  %886 = fmul float %883, %885
  %887 = fadd float 0x3F11566AA0000000, %886
  %888 = fmul float %883, %887
  %889 = fadd float 0xBF66C16C20000000, %888
  %890 = fmul float %883, %889
  %891 = fadd float 0x3FC5555560000000, %890
  %892 = fmul float %883, %891
  %893 = fsub float %882, %892
  %894 = fmul float %882, %893
  %895 = fsub float 2.000000e+00, %893
  %896 = fdiv float %894, %895
  %897 = fsub float %881, %896
  %898 = fsub float %897, %880
  %899 = fsub float 1.000000e+00, %898
  %900 = add i32 %878, 256
  %901 = lshr i32 %900, 1
  %902 = sub i32 %901, 1
  %903 = add i32 %878, 255
  %904 = sub i32 %903, %901
  %905 = shl i32 %902, 23
  %906 = shl i32 %904, 23
  %907 = bitcast i32 %905 to float
  %908 = bitcast i32 %906 to float
  %909 = fmul float %899, %907
  %910 = fmul float %909, %908
  %911 = fcmp uno float %869, %869
  %912 = select i1 %911, float 0x7FF8000000000000, float %910
  %913 = fcmp une float %max237, 0.000000e+00
  %914 = select i1 %913, float %912, float 0.000000e+00
  %915 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature232
  store float %914, ptr addrspace(3) %915, align 4
  br label %slot.done235

slot.done235:                                     ; preds = %slot.then234, %slot.done229
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then238, label %fold.done239

fold.then238:                                     ; preds = %slot.done235
  store float 0.000000e+00, ptr %fold_value240, align 4
  store i64 0, ptr %fold_index241, align 8
  store i64 0, ptr %pairwise_depth244, align 8
  br label %fold.header245

fold.done239:                                     ; preds = %fold.exit247, %slot.done235
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done213

fold.header245:                                   ; preds = %fold.body246, %fold.then238
  %fold248 = phi i64 [ 0, %fold.then238 ], [ %921, %fold.body246 ]
  %916 = icmp ult i64 %fold248, %n_features
  br i1 %916, label %fold.body246, label %fold.exit247

fold.body246:                                     ; preds = %fold.header245
  %917 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold248
  %918 = load float, ptr addrspace(3) %917, align 4
  %919 = load float, ptr %fold_value240, align 4
  %920 = fadd float %918, %919
  store float %920, ptr %fold_value240, align 4
  %921 = add i64 %fold248, 1
  br label %fold.header245

fold.exit247:                                     ; preds = %fold.header245
  %922 = load float, ptr %fold_value240, align 4
  store float %922, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  br label %fold.done239

guard.skipped.then249:                            ; preds = %guard.else212
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  br label %guard.skipped.done250

guard.skipped.done250:                            ; preds = %guard.skipped.then249, %guard.else212
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done213

guard.then254:                                    ; preds = %guard.done213
  %feature257 = add i64 %lane, 0
  %valid258 = icmp ult i64 %feature257, %n_features
  %923 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid258, label %slot.then259, label %slot.done260

guard.else255:                                    ; preds = %guard.done213
  br i1 %lane0, label %guard.skipped.then336, label %guard.skipped.done337

guard.done256:                                    ; preds = %guard.skipped.done337, %search.done284
  %feature338 = add i64 %lane, 0
  %valid339 = icmp ult i64 %feature338, %n_features
  %924 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid339, label %slot.then340, label %slot.done341

slot.then259:                                     ; preds = %guard.then254
  %925 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature257
  %926 = load float, ptr addrspace(1) %925, align 4
  %927 = fmul float %926, %inv_t
  %928 = fadd float %926, 0.000000e+00
  %929 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %930 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature261 = uitofp i64 %feature257 to float
  %931 = fcmp ogt float %928, %929
  %932 = select i1 %931, float 1.000000e+00, float 0.000000e+00
  %933 = fcmp oeq float %928, %929
  %934 = select i1 %933, float 1.000000e+00, float 0.000000e+00
  %935 = fcmp ole float %feature261, %930
  %936 = select i1 %935, float 1.000000e+00, float 0.000000e+00
  %937 = fmul float %934, %936
  %938 = fcmp ogt float %937, %932
  %max262 = select i1 %938, float %937, float %932
  %939 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %940 = fsub float %927, %939
  %941 = fcmp olt float %940, -1.040000e+02
  %942 = select i1 %941, float -1.040000e+02, float %940
  %943 = fcmp olt float 8.900000e+01, %942
  %944 = select i1 %943, float 8.900000e+01, float %942
  %945 = fmul float %944, 0x3FF7154760000000
  %946 = fadd float %945, 0x4168000000000000
  %947 = fsub float %946, 0x4168000000000000
  %948 = bitcast float %946 to i32
  %949 = sub i32 %948, 1262485504
  %950 = fmul float %947, 0x3FE62E4000000000
  %951 = fsub float %944, %950
  %952 = fmul float %947, 0x3EB7F7D1C0000000
  %953 = fsub float %951, %952
  %954 = fmul float %953, %953
  %955 = fmul float %954, 0x3E66376980000000
  %956 = fadd float 0xBEBBBD41C0000000, %955
  %957 = fmul float %954, %956
  %958 = fadd float 0x3F11566AA0000000, %957
  %959 = fmul float %954, %958
  %960 = fadd float 0xBF66C16C20000000, %959
  %961 = fmul float %954, %960
  %962 = fadd float 0x3FC5555560000000, %961
  %963 = fmul float %954, %962
  %964 = fsub float %953, %963
  %965 = fmul float %953, %964
  %966 = fsub float 2.000000e+00, %964
  %967 = fdiv float %965, %966
  %968 = fsub float %952, %967
  %969 = fsub float %968, %951
  %970 = fsub float 1.000000e+00, %969
  %971 = add i32 %949, 256
  %972 = lshr i32 %971, 1
  %973 = sub i32 %972, 1
  %974 = add i32 %949, 255
  %975 = sub i32 %974, %972
  %976 = shl i32 %973, 23
  %977 = shl i32 %975, 23
  %978 = bitcast i32 %976 to float
  %979 = bitcast i32 %977 to float
  %980 = fmul float %970, %978
  %981 = fmul float %980, %979
  %982 = fcmp uno float %940, %940
  %983 = select i1 %982, float 0x7FF8000000000000, float %981
  %984 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %985 = fdiv float %983, %984
  %986 = fcmp une float %max262, 0.000000e+00
  %987 = select i1 %986, float %985, float -1.000000e+00
  %988 = fcmp une float %max262, 0.000000e+00
  %989 = select i1 %988, float %985, float 0.000000e+00
  %990 = fadd float %987, 0.000000e+00
  %991 = bitcast float %990 to i32
  %992 = icmp ult i32 2147483647, %991
  %993 = xor i32 %991, -1
  %994 = or i32 %991, -2147483648
  %995 = select i1 %992, i32 %993, i32 %994
  %996 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature257
  store i32 %995, ptr addrspace(3) %996, align 4
  %997 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature257
  store float %989, ptr addrspace(3) %997, align 4
  br label %slot.done260

slot.done260:                                     ; preds = %slot.then259, %guard.then254
  %feature263 = add i64 %lane, 1024
  %valid264 = icmp ult i64 %feature263, %n_features
  %998 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid264, label %slot.then265, label %slot.done266

slot.then265:                                     ; preds = %slot.done260
  %999 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature263
  %1000 = load float, ptr addrspace(1) %999, align 4
  %1001 = fmul float %1000, %inv_t
  %1002 = fadd float %1000, 0.000000e+00
  %1003 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1004 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature267 = uitofp i64 %feature263 to float
  %1005 = fcmp ogt float %1002, %1003
  %1006 = select i1 %1005, float 1.000000e+00, float 0.000000e+00
  %1007 = fcmp oeq float %1002, %1003
  %1008 = select i1 %1007, float 1.000000e+00, float 0.000000e+00
  %1009 = fcmp ole float %feature267, %1004
  %1010 = select i1 %1009, float 1.000000e+00, float 0.000000e+00
  %1011 = fmul float %1008, %1010
  %1012 = fcmp ogt float %1011, %1006
  %max268 = select i1 %1012, float %1011, float %1006
  %1013 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1014 = fsub float %1001, %1013
  %1015 = fcmp olt float %1014, -1.040000e+02
  %1016 = select i1 %1015, float -1.040000e+02, float %1014
  %1017 = fcmp olt float 8.900000e+01, %1016
  %1018 = select i1 %1017, float 8.900000e+01, float %1016
  %1019 = fmul float %1018, 0x3FF7154760000000
  %1020 = fadd float %1019, 0x4168000000000000
  %1021 = fsub float %1020, 0x4168000000000000
  %1022 = bitcast float %1020 to i32
  %1023 = sub i32 %1022, 1262485504
  %1024 = fmul float %1021, 0x3FE62E4000000000
  %1025 = fsub float %1018, %1024
  %1026 = fmul float %1021, 0x3EB7F7D1C0000000
  %1027 = fsub float %1025, %1026
  %1028 = fmul float %1027, %1027
  %1029 = fmul float %1028, 0x3E66376980000000
  %1030 = fadd float 0xBEBBBD41C0000000, %1029
  %1031 = fmul float %1028, %1030
  %1032 = fadd float 0x3F11566AA0000000, %1031
  %1033 = fmul float %1028, %1032
  %1034 = fadd float 0xBF66C16C20000000, %1033
  %1035 = fmul float %1028, %1034
  %1036 = fadd float 0x3FC5555560000000, %1035
  %1037 = fmul float %1028, %1036
  %1038 = fsub float %1027, %1037
  %1039 = fmul float %1027, %1038
  %1040 = fsub float 2.000000e+00, %1038
  %1041 = fdiv float %1039, %1040
  %1042 = fsub float %1026, %1041
  %1043 = fsub float %1042, %1025
  %1044 = fsub float 1.000000e+00, %1043
  %1045 = add i32 %1023, 256
  %1046 = lshr i32 %1045, 1
  %1047 = sub i32 %1046, 1
  %1048 = add i32 %1023, 255
  %1049 = sub i32 %1048, %1046
  %1050 = shl i32 %1047, 23
  %1051 = shl i32 %1049, 23
  %1052 = bitcast i32 %1050 to float
  %1053 = bitcast i32 %1051 to float
  %1054 = fmul float %1044, %1052
  %1055 = fmul float %1054, %1053
  %1056 = fcmp uno float %1014, %1014
  %1057 = select i1 %1056, float 0x7FF8000000000000, float %1055
  %1058 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1059 = fdiv float %1057, %1058
  %1060 = fcmp une float %max268, 0.000000e+00
  %1061 = select i1 %1060, float %1059, float -1.000000e+00
  %1062 = fcmp une float %max268, 0.000000e+00
  %1063 = select i1 %1062, float %1059, float 0.000000e+00
  %1064 = fadd float %1061, 0.000000e+00
  %1065 = bitcast float %1064 to i32
  %1066 = icmp ult i32 2147483647, %1065
  %1067 = xor i32 %1065, -1
  %1068 = or i32 %1065, -2147483648
  %1069 = select i1 %1066, i32 %1067, i32 %1068
  %1070 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature263
  store i32 %1069, ptr addrspace(3) %1070, align 4
  %1071 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature263
  store float %1063, ptr addrspace(3) %1071, align 4
  br label %slot.done266

slot.done266:                                     ; preds = %slot.then265, %slot.done260
  %feature269 = add i64 %lane, 2048
  %valid270 = icmp ult i64 %feature269, %n_features
  %1072 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid270, label %slot.then271, label %slot.done272

slot.then271:                                     ; preds = %slot.done266
  %1073 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature269
  %1074 = load float, ptr addrspace(1) %1073, align 4
  %1075 = fmul float %1074, %inv_t
  %1076 = fadd float %1074, 0.000000e+00
  %1077 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1078 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature273 = uitofp i64 %feature269 to float
  %1079 = fcmp ogt float %1076, %1077
  %1080 = select i1 %1079, float 1.000000e+00, float 0.000000e+00
  %1081 = fcmp oeq float %1076, %1077
  %1082 = select i1 %1081, float 1.000000e+00, float 0.000000e+00
  %1083 = fcmp ole float %feature273, %1078
  %1084 = select i1 %1083, float 1.000000e+00, float 0.000000e+00
  %1085 = fmul float %1082, %1084
  %1086 = fcmp ogt float %1085, %1080
  %max274 = select i1 %1086, float %1085, float %1080
  %1087 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1088 = fsub float %1075, %1087
  %1089 = fcmp olt float %1088, -1.040000e+02
  %1090 = select i1 %1089, float -1.040000e+02, float %1088
  %1091 = fcmp olt float 8.900000e+01, %1090
  %1092 = select i1 %1091, float 8.900000e+01, float %1090
  %1093 = fmul float %1092, 0x3FF7154760000000
  %1094 = fadd float %1093, 0x4168000000000000
  %1095 = fsub float %1094, 0x4168000000000000
  %1096 = bitcast float %1094 to i32
  %1097 = sub i32 %1096, 1262485504
  %1098 = fmul float %1095, 0x3FE62E4000000000
  %1099 = fsub float %1092, %1098
  %1100 = fmul float %1095, 0x3EB7F7D1C0000000
  %1101 = fsub float %1099, %1100
  %1102 = fmul float %1101, %1101
  %1103 = fmul float %1102, 0x3E66376980000000
  %1104 = fadd float 0xBEBBBD41C0000000, %1103
  %1105 = fmul float %1102, %1104
  %1106 = fadd float 0x3F11566AA0000000, %1105
  %1107 = fmul float %1102, %1106
  %1108 = fadd float 0xBF66C16C20000000, %1107
  %1109 = fmul float %1102, %1108
  %1110 = fadd float 0x3FC5555560000000, %1109
  %1111 = fmul float %1102, %1110
  %1112 = fsub float %1101, %1111
  %1113 = fmul float %1101, %1112
  %1114 = fsub float 2.000000e+00, %1112
  %1115 = fdiv float %1113, %1114
  %1116 = fsub float %1100, %1115
  %1117 = fsub float %1116, %1099
  %1118 = fsub float 1.000000e+00, %1117
  %1119 = add i32 %1097, 256
  %1120 = lshr i32 %1119, 1
  %1121 = sub i32 %1120, 1
  %1122 = add i32 %1097, 255
  %1123 = sub i32 %1122, %1120
  %1124 = shl i32 %1121, 23
  %1125 = shl i32 %1123, 23
  %1126 = bitcast i32 %1124 to float
  %1127 = bitcast i32 %1125 to float
  %1128 = fmul float %1118, %1126
  %1129 = fmul float %1128, %1127
  %1130 = fcmp uno float %1088, %1088
  %1131 = select i1 %1130, float 0x7FF8000000000000, float %1129
  %1132 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1133 = fdiv float %1131, %1132
  %1134 = fcmp une float %max274, 0.000000e+00
  %1135 = select i1 %1134, float %1133, float -1.000000e+00
  %1136 = fcmp une float %max274, 0.000000e+00
  %1137 = select i1 %1136, float %1133, float 0.000000e+00
  %1138 = fadd float %1135, 0.000000e+00
  %1139 = bitcast float %1138 to i32
  %1140 = icmp ult i32 2147483647, %1139
  %1141 = xor i32 %1139, -1
  %1142 = or i32 %1139, -2147483648
  %1143 = select i1 %1140, i32 %1141, i32 %1142
  %1144 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature269
  store i32 %1143, ptr addrspace(3) %1144, align 4
  %1145 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature269
  store float %1137, ptr addrspace(3) %1145, align 4
  br label %slot.done272

slot.done272:                                     ; preds = %slot.then271, %slot.done266
  %feature275 = add i64 %lane, 3072
  %valid276 = icmp ult i64 %feature275, %n_features
  %1146 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid276, label %slot.then277, label %slot.done278

slot.then277:                                     ; preds = %slot.done272
  %1147 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature275
  %1148 = load float, ptr addrspace(1) %1147, align 4
  %1149 = fmul float %1148, %inv_t
  %1150 = fadd float %1148, 0.000000e+00
  %1151 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1152 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature279 = uitofp i64 %feature275 to float
  %1153 = fcmp ogt float %1150, %1151
  %1154 = select i1 %1153, float 1.000000e+00, float 0.000000e+00
  %1155 = fcmp oeq float %1150, %1151
  %1156 = select i1 %1155, float 1.000000e+00, float 0.000000e+00
  %1157 = fcmp ole float %feature279, %1152
  %1158 = select i1 %1157, float 1.000000e+00, float 0.000000e+00
  %1159 = fmul float %1156, %1158
  %1160 = fcmp ogt float %1159, %1154
  %max280 = select i1 %1160, float %1159, float %1154
  %1161 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1162 = fsub float %1149, %1161
  %1163 = fcmp olt float %1162, -1.040000e+02
  %1164 = select i1 %1163, float -1.040000e+02, float %1162
  %1165 = fcmp olt float 8.900000e+01, %1164
  %1166 = select i1 %1165, float 8.900000e+01, float %1164
  %1167 = fmul float %1166, 0x3FF7154760000000
  %1168 = fadd float %1167, 0x4168000000000000
  %1169 = fsub float %1168, 0x4168000000000000
  %1170 = bitcast float %1168 to i32
  %1171 = sub i32 %1170, 1262485504
  %1172 = fmul float %1169, 0x3FE62E4000000000
  %1173 = fsub float %1166, %1172
  %1174 = fmul float %1169, 0x3EB7F7D1C0000000
  %1175 = fsub float %1173, %1174
  %1176 = fmul float %1175, %1175
  %1177 = fmul float %1176, 0x3E66376980000000
  %1178 = fadd float 0xBEBBBD41C0000000, %1177
  %1179 = fmul float %1176, %1178
  %1180 = fadd float 0x3F11566AA0000000, %1179
  %1181 = fmul float %1176, %1180
  %1182 = fadd float 0xBF66C16C20000000, %1181
  %1183 = fmul float %1176, %1182
  %1184 = fadd float 0x3FC5555560000000, %1183
  %1185 = fmul float %1176, %1184
  %1186 = fsub float %1175, %1185
  %1187 = fmul float %1175, %1186
  %1188 = fsub float 2.000000e+00, %1186
  %1189 = fdiv float %1187, %1188
  %1190 = fsub float %1174, %1189
  %1191 = fsub float %1190, %1173
  %1192 = fsub float 1.000000e+00, %1191
  %1193 = add i32 %1171, 256
  %1194 = lshr i32 %1193, 1
  %1195 = sub i32 %1194, 1
  %1196 = add i32 %1171, 255
  %1197 = sub i32 %1196, %1194
  %1198 = shl i32 %1195, 23
  %1199 = shl i32 %1197, 23
  %1200 = bitcast i32 %1198 to float
  %1201 = bitcast i32 %1199 to float
  %1202 = fmul float %1192, %1200
  %1203 = fmul float %1202, %1201
  %1204 = fcmp uno float %1162, %1162
  %1205 = select i1 %1204, float 0x7FF8000000000000, float %1203
  %1206 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1207 = fdiv float %1205, %1206
  %1208 = fcmp une float %max280, 0.000000e+00
  %1209 = select i1 %1208, float %1207, float -1.000000e+00
  %1210 = fcmp une float %max280, 0.000000e+00
  %1211 = select i1 %1210, float %1207, float 0.000000e+00
  %1212 = fadd float %1209, 0.000000e+00
  %1213 = bitcast float %1212 to i32
  %1214 = icmp ult i32 2147483647, %1213
  %1215 = xor i32 %1213, -1
  %1216 = or i32 %1213, -2147483648
  %1217 = select i1 %1214, i32 %1215, i32 %1216
  %1218 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature275
  store i32 %1217, ptr addrspace(3) %1218, align 4
  %1219 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature275
  store float %1211, ptr addrspace(3) %1219, align 4
  br label %slot.done278

slot.done278:                                     ; preds = %slot.then277, %slot.done272
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature281 = add i64 %lane, 0
  %valid282 = icmp ult i64 %feature281, %n_features
  %1220 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then283, label %search.done284

search.then283:                                   ; preds = %slot.done278
  %1221 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %1222 = load float, ptr addrspace(1) %1221, align 4
  %1223 = fmul float %1222, %inv_t
  %1224 = fadd float %1222, 0.000000e+00
  %1225 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1226 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %1227 = fcmp ogt float %1224, %1225
  %1228 = select i1 %1227, float 1.000000e+00, float 0.000000e+00
  %1229 = fcmp oeq float %1224, %1225
  %1230 = select i1 %1229, float 1.000000e+00, float 0.000000e+00
  %1231 = fcmp ole float 0.000000e+00, %1226
  %1232 = select i1 %1231, float 1.000000e+00, float 0.000000e+00
  %1233 = fmul float %1230, %1232
  %1234 = fcmp ogt float %1233, %1228
  %max285 = select i1 %1234, float %1233, float %1228
  %1235 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1236 = fsub float %1223, %1235
  %1237 = fcmp olt float %1236, -1.040000e+02
  %1238 = select i1 %1237, float -1.040000e+02, float %1236
  %1239 = fcmp olt float 8.900000e+01, %1238
  %1240 = select i1 %1239, float 8.900000e+01, float %1238
  %1241 = fmul float %1240, 0x3FF7154760000000
  %1242 = fadd float %1241, 0x4168000000000000
  %1243 = fsub float %1242, 0x4168000000000000
  %1244 = bitcast float %1242 to i32
  %1245 = sub i32 %1244, 1262485504
  %1246 = fmul float %1243, 0x3FE62E4000000000
  %1247 = fsub float %1240, %1246
  %1248 = fmul float %1243, 0x3EB7F7D1C0000000
  %1249 = fsub float %1247, %1248
  %1250 = fmul float %1249, %1249
  %1251 = fmul float %1250, 0x3E66376980000000
  %1252 = fadd float 0xBEBBBD41C0000000, %1251
  %1253 = fmul float %1250, %1252
  %1254 = fadd float 0x3F11566AA0000000, %1253
  %1255 = fmul float %1250, %1254
  %1256 = fadd float 0xBF66C16C20000000, %1255
  %1257 = fmul float %1250, %1256
  %1258 = fadd float 0x3FC5555560000000, %1257
  %1259 = fmul float %1250, %1258
  %1260 = fsub float %1249, %1259
  %1261 = fmul float %1249, %1260
  %1262 = fsub float 2.000000e+00, %1260
  %1263 = fdiv float %1261, %1262
  %1264 = fsub float %1248, %1263
  %1265 = fsub float %1264, %1247
  %1266 = fsub float 1.000000e+00, %1265
  %1267 = add i32 %1245, 256
  %1268 = lshr i32 %1267, 1
  %1269 = sub i32 %1268, 1
  %1270 = add i32 %1245, 255
  %1271 = sub i32 %1270, %1268
  %1272 = shl i32 %1269, 23
  %1273 = shl i32 %1271, 23
  %1274 = bitcast i32 %1272 to float
  %1275 = bitcast i32 %1273 to float
  %1276 = fmul float %1266, %1274
  %1277 = fmul float %1276, %1275
  %1278 = fcmp uno float %1236, %1236
  %1279 = select i1 %1278, float 0x7FF8000000000000, float %1277
  %1280 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1281 = fdiv float %1279, %1280
  %1282 = fcmp une float %max285, 0.000000e+00
  %1283 = select i1 %1282, float %1281, float -1.000000e+00
  %1284 = fcmp une float %max285, 0.000000e+00
  %1285 = select i1 %1284, float %1281, float 0.000000e+00
  store float 0xFFF0000000000000, ptr %search_value286, align 4
  store float 0x7FF0000000000000, ptr %search_index287, align 4
  store float 0.000000e+00, ptr %fold_value288, align 4
  store i64 0, ptr %fold_index289, align 8
  store i64 0, ptr %pairwise_depth292, align 8
  br label %search.feature.header293

search.done284:                                   ; preds = %search.done299, %slot.done278
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done256

search.feature.header293:                         ; preds = %search.feature.body294, %search.then283
  %search.feature296 = phi i64 [ 0, %search.then283 ], [ %1294, %search.feature.body294 ]
  %1286 = icmp ult i64 %search.feature296, %n_features
  br i1 %1286, label %search.feature.body294, label %search.feature.exit295

search.feature.body294:                           ; preds = %search.feature.header293
  %1287 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature296
  %1288 = load i32, ptr addrspace(3) %1287, align 4
  %1289 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature296
  %1290 = load float, ptr addrspace(3) %1289, align 4
  %1291 = select i1 true, float %1290, float 0.000000e+00
  %1292 = load float, ptr %fold_value288, align 4
  %1293 = fadd float %1291, %1292
  store float %1293, ptr %fold_value288, align 4
  %1294 = add i64 %search.feature296, 1
  br label %search.feature.header293

search.feature.exit295:                           ; preds = %search.feature.header293
  %1295 = load float, ptr %fold_value288, align 4
  %1296 = fcmp ogt float %top_p, 0.000000e+00
  %1297 = fcmp oge float %1295, %top_p
  %search.run297 = and i1 %1297, %1296
  br i1 %search.run297, label %search.then298, label %search.done299

search.then298:                                   ; preds = %search.feature.exit295
  store i32 0, ptr %search_hi300, align 4
  br label %search.key_bit.header301

search.done299:                                   ; preds = %search.index_bit.exit322, %search.feature.exit295
  %1298 = load float, ptr %search_value286, align 4
  %1299 = load float, ptr %search_index287, align 4
  store float %1298, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  store float %1299, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  br label %search.done284

search.key_bit.header301:                         ; preds = %search.feature.exit313, %search.then298
  %search.key_bit304 = phi i64 [ 0, %search.then298 ], [ %1320, %search.feature.exit313 ]
  %1300 = icmp ult i64 %search.key_bit304, 32
  br i1 %1300, label %search.key_bit.body302, label %search.key_bit.exit303

search.key_bit.body302:                           ; preds = %search.key_bit.header301
  %1301 = sub i64 31, %search.key_bit304
  %1302 = trunc i64 %1301 to i32
  %1303 = shl i32 1, %1302
  %1304 = load i32, ptr %search_hi300, align 4
  %candidate305 = or i32 %1304, %1303
  store float 0.000000e+00, ptr %fold_value306, align 4
  store i64 0, ptr %fold_index307, align 8
  store i64 0, ptr %pairwise_depth310, align 8
  br label %search.feature.header311

search.key_bit.exit303:                           ; preds = %search.key_bit.header301
  %hi315 = load i32, ptr %search_hi300, align 4
  %1305 = sub i64 %n_features, 1
  %ctlz316 = call i64 @llvm.ctlz.i64(i64 %1305, i1 false)
  %index_bits317 = sub i64 64, %ctlz316
  %1306 = shl i64 1, %index_bits317
  %mask318 = sub i64 %1306, 1
  store i64 0, ptr %search_lo319, align 8
  br label %search.index_bit.header320

search.feature.header311:                         ; preds = %search.feature.body312, %search.key_bit.body302
  %search.feature314 = phi i64 [ 0, %search.key_bit.body302 ], [ %1316, %search.feature.body312 ]
  %1307 = icmp ult i64 %search.feature314, %n_features
  br i1 %1307, label %search.feature.body312, label %search.feature.exit313

search.feature.body312:                           ; preds = %search.feature.header311
  %1308 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature314
  %1309 = load i32, ptr addrspace(3) %1308, align 4
  %1310 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature314
  %1311 = load float, ptr addrspace(3) %1310, align 4
  %1312 = icmp uge i32 %1309, %candidate305
  %1313 = select i1 %1312, float %1311, float 0.000000e+00
  %1314 = load float, ptr %fold_value306, align 4
  %1315 = fadd float %1313, %1314
  store float %1315, ptr %fold_value306, align 4
  %1316 = add i64 %search.feature314, 1
  br label %search.feature.header311

search.feature.exit313:                           ; preds = %search.feature.header311
  %1317 = load float, ptr %fold_value306, align 4
  %1318 = fcmp oge float %1317, %top_p
  %1319 = select i1 %1318, i32 %candidate305, i32 %1304
  store i32 %1319, ptr %search_hi300, align 4
  %1320 = add i64 %search.key_bit304, 1
  br label %search.key_bit.header301

search.index_bit.header320:                       ; preds = %search.feature.exit332, %search.key_bit.exit303
  %search.index_bit323 = phi i64 [ 0, %search.key_bit.exit303 ], [ %1351, %search.feature.exit332 ]
  %1321 = icmp ult i64 %search.index_bit323, %index_bits317
  br i1 %1321, label %search.index_bit.body321, label %search.index_bit.exit322

search.index_bit.body321:                         ; preds = %search.index_bit.header320
  %1322 = sub i64 %index_bits317, 1
  %1323 = sub i64 %1322, %search.index_bit323
  %1324 = shl i64 1, %1323
  %1325 = load i64, ptr %search_lo319, align 8
  %candidate324 = or i64 %1325, %1324
  store float 0.000000e+00, ptr %fold_value325, align 4
  store i64 0, ptr %fold_index326, align 8
  store i64 0, ptr %pairwise_depth329, align 8
  br label %search.feature.header330

search.index_bit.exit322:                         ; preds = %search.index_bit.header320
  %lo334 = load i64, ptr %search_lo319, align 8
  %1326 = and i32 %hi315, -2147483648
  %1327 = icmp ne i32 %1326, 0
  %1328 = and i32 %hi315, 2147483647
  %1329 = xor i32 %hi315, -1
  %1330 = select i1 %1327, i32 %1328, i32 %1329
  %1331 = bitcast i32 %1330 to float
  store float %1331, ptr %search_value286, align 4
  %1332 = sub i64 %mask318, %lo334
  %search_index335 = uitofp i64 %1332 to float
  store float %search_index335, ptr %search_index287, align 4
  br label %search.done299

search.feature.header330:                         ; preds = %search.feature.body331, %search.index_bit.body321
  %search.feature333 = phi i64 [ 0, %search.index_bit.body321 ], [ %1347, %search.feature.body331 ]
  %1333 = icmp ult i64 %search.feature333, %n_features
  br i1 %1333, label %search.feature.body331, label %search.feature.exit332

search.feature.body331:                           ; preds = %search.feature.header330
  %1334 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature333
  %1335 = load i32, ptr addrspace(3) %1334, align 4
  %1336 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature333
  %1337 = load float, ptr addrspace(3) %1336, align 4
  %1338 = icmp ugt i32 %1335, %hi315
  %1339 = icmp eq i32 %1335, %hi315
  %1340 = sub i64 %mask318, %search.feature333
  %1341 = icmp uge i64 %1340, %candidate324
  %1342 = and i1 %1339, %1341
  %1343 = or i1 %1338, %1342
  %1344 = select i1 %1343, float %1337, float 0.000000e+00
  %1345 = load float, ptr %fold_value325, align 4
  %1346 = fadd float %1344, %1345
  store float %1346, ptr %fold_value325, align 4
  %1347 = add i64 %search.feature333, 1
  br label %search.feature.header330

search.feature.exit332:                           ; preds = %search.feature.header330
  %1348 = load float, ptr %fold_value325, align 4
  %1349 = fcmp oge float %1348, %top_p
  %1350 = select i1 %1349, i64 %candidate324, i64 %1325
  store i64 %1350, ptr %search_lo319, align 8
  %1351 = add i64 %search.index_bit323, 1
  br label %search.index_bit.header320

guard.skipped.then336:                            ; preds = %guard.else255
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  br label %guard.skipped.done337

guard.skipped.done337:                            ; preds = %guard.skipped.then336, %guard.else255
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done256

slot.then340:                                     ; preds = %guard.done256
  %1352 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature338
  %1353 = load float, ptr addrspace(1) %1352, align 4
  %1354 = fmul float %1353, %inv_t
  %1355 = fadd float %1353, 0.000000e+00
  %1356 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1357 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature342 = uitofp i64 %feature338 to float
  %1358 = fcmp ogt float %1355, %1356
  %1359 = select i1 %1358, float 1.000000e+00, float 0.000000e+00
  %1360 = fcmp oeq float %1355, %1356
  %1361 = select i1 %1360, float 1.000000e+00, float 0.000000e+00
  %1362 = fcmp ole float %feature342, %1357
  %1363 = select i1 %1362, float 1.000000e+00, float 0.000000e+00
  %1364 = fmul float %1361, %1363
  %1365 = fcmp ogt float %1364, %1359
  %max343 = select i1 %1365, float %1364, float %1359
  %1366 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1367 = fsub float %1354, %1366
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
  %1411 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1412 = fdiv float %1410, %1411
  %1413 = fcmp une float %max343, 0.000000e+00
  %1414 = select i1 %1413, float %1412, float -1.000000e+00
  %1415 = fadd float %1414, 0.000000e+00
  %1416 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %1417 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature344 = uitofp i64 %feature338 to float
  %1418 = fcmp ogt float %1415, %1416
  %1419 = select i1 %1418, float 1.000000e+00, float 0.000000e+00
  %1420 = fcmp oeq float %1415, %1416
  %1421 = select i1 %1420, float 1.000000e+00, float 0.000000e+00
  %1422 = fcmp ole float %feature344, %1417
  %1423 = select i1 %1422, float 1.000000e+00, float 0.000000e+00
  %1424 = fmul float %1421, %1423
  %1425 = fcmp ogt float %1424, %1419
  %max345 = select i1 %1425, float %1424, float %1419
  %1426 = fcmp oge float %top_p, 1.000000e+00
  %1427 = select i1 %1426, float 1.000000e+00, float 0.000000e+00
  %1428 = icmp ne i32 %greedy, 0
  %greedy346 = select i1 %1428, float 1.000000e+00, float 0.000000e+00
  %1429 = fcmp ogt float %greedy346, %1427
  %max347 = select i1 %1429, float %greedy346, float %1427
  %1430 = fcmp ogt float %max347, %max345
  %max348 = select i1 %1430, float %max347, float %max345
  %1431 = fmul float %max343, %max348
  %1432 = trunc i64 %key0 to i32
  %1433 = lshr i64 %key0, 32
  %1434 = trunc i64 %1433 to i32
  %1435 = trunc i64 %feature338 to i32
  %1436 = trunc i64 %row to i32
  %1437 = trunc i64 %key1 to i32
  %1438 = lshr i64 %key1, 32
  %1439 = trunc i64 %1438 to i32
  %1440 = zext i32 %1435 to i64
  %1441 = mul i64 3528531795, %1440
  %1442 = zext i32 %1437 to i64
  %1443 = mul i64 3449720151, %1442
  %1444 = lshr i64 %1441, 32
  %1445 = trunc i64 %1444 to i32
  %1446 = trunc i64 %1441 to i32
  %1447 = lshr i64 %1443, 32
  %1448 = trunc i64 %1447 to i32
  %1449 = trunc i64 %1443 to i32
  %1450 = xor i32 %1448, %1436
  %1451 = xor i32 %1450, %1432
  %1452 = xor i32 %1445, %1439
  %1453 = xor i32 %1452, %1434
  %1454 = add i32 %1432, -1640531527
  %1455 = add i32 %1434, -1150833019
  %1456 = zext i32 %1451 to i64
  %1457 = mul i64 3528531795, %1456
  %1458 = zext i32 %1453 to i64
  %1459 = mul i64 3449720151, %1458
  %1460 = lshr i64 %1457, 32
  %1461 = trunc i64 %1460 to i32
  %1462 = trunc i64 %1457 to i32
  %1463 = lshr i64 %1459, 32
  %1464 = trunc i64 %1463 to i32
  %1465 = trunc i64 %1459 to i32
  %1466 = xor i32 %1464, %1449
  %1467 = xor i32 %1466, %1454
  %1468 = xor i32 %1461, %1446
  %1469 = xor i32 %1468, %1455
  %1470 = add i32 %1454, -1640531527
  %1471 = add i32 %1455, -1150833019
  %1472 = zext i32 %1467 to i64
  %1473 = mul i64 3528531795, %1472
  %1474 = zext i32 %1469 to i64
  %1475 = mul i64 3449720151, %1474
  %1476 = lshr i64 %1473, 32
  %1477 = trunc i64 %1476 to i32
  %1478 = trunc i64 %1473 to i32
  %1479 = lshr i64 %1475, 32
  %1480 = trunc i64 %1479 to i32
  %1481 = trunc i64 %1475 to i32
  %1482 = xor i32 %1480, %1465
  %1483 = xor i32 %1482, %1470
  %1484 = xor i32 %1477, %1462
  %1485 = xor i32 %1484, %1471
  %1486 = add i32 %1470, -1640531527
  %1487 = add i32 %1471, -1150833019
  %1488 = zext i32 %1483 to i64
  %1489 = mul i64 3528531795, %1488
  %1490 = zext i32 %1485 to i64
  %1491 = mul i64 3449720151, %1490
  %1492 = lshr i64 %1489, 32
  %1493 = trunc i64 %1492 to i32
  %1494 = trunc i64 %1489 to i32
  %1495 = lshr i64 %1491, 32
  %1496 = trunc i64 %1495 to i32
  %1497 = trunc i64 %1491 to i32
  %1498 = xor i32 %1496, %1481
  %1499 = xor i32 %1498, %1486
  %1500 = xor i32 %1493, %1478
  %1501 = xor i32 %1500, %1487
  %1502 = add i32 %1486, -1640531527
  %1503 = add i32 %1487, -1150833019
  %1504 = zext i32 %1499 to i64
  %1505 = mul i64 3528531795, %1504
  %1506 = zext i32 %1501 to i64
  %1507 = mul i64 3449720151, %1506
  %1508 = lshr i64 %1505, 32
  %1509 = trunc i64 %1508 to i32
  %1510 = trunc i64 %1505 to i32
  %1511 = lshr i64 %1507, 32
  %1512 = trunc i64 %1511 to i32
  %1513 = trunc i64 %1507 to i32
  %1514 = xor i32 %1512, %1497
  %1515 = xor i32 %1514, %1502
  %1516 = xor i32 %1509, %1494
  %1517 = xor i32 %1516, %1503
  %1518 = add i32 %1502, -1640531527
  %1519 = add i32 %1503, -1150833019
  %1520 = zext i32 %1515 to i64
  %1521 = mul i64 3528531795, %1520
  %1522 = zext i32 %1517 to i64
  %1523 = mul i64 3449720151, %1522
  %1524 = lshr i64 %1521, 32
  %1525 = trunc i64 %1524 to i32
  %1526 = trunc i64 %1521 to i32
  %1527 = lshr i64 %1523, 32
  %1528 = trunc i64 %1527 to i32
  %1529 = trunc i64 %1523 to i32
  %1530 = xor i32 %1528, %1513
  %1531 = xor i32 %1530, %1518
  %1532 = xor i32 %1525, %1510
  %1533 = xor i32 %1532, %1519
  %1534 = add i32 %1518, -1640531527
  %1535 = add i32 %1519, -1150833019
  %1536 = zext i32 %1531 to i64
  %1537 = mul i64 3528531795, %1536
  %1538 = zext i32 %1533 to i64
  %1539 = mul i64 3449720151, %1538
  %1540 = lshr i64 %1537, 32
  %1541 = trunc i64 %1540 to i32
  %1542 = trunc i64 %1537 to i32
  %1543 = lshr i64 %1539, 32
  %1544 = trunc i64 %1543 to i32
  %1545 = trunc i64 %1539 to i32
  %1546 = xor i32 %1544, %1529
  %1547 = xor i32 %1546, %1534
  %1548 = xor i32 %1541, %1526
  %1549 = xor i32 %1548, %1535
  %1550 = add i32 %1534, -1640531527
  %1551 = add i32 %1535, -1150833019
  %1552 = zext i32 %1547 to i64
  %1553 = mul i64 3528531795, %1552
  %1554 = zext i32 %1549 to i64
  %1555 = mul i64 3449720151, %1554
  %1556 = lshr i64 %1553, 32
  %1557 = trunc i64 %1556 to i32
  %1558 = trunc i64 %1553 to i32
  %1559 = lshr i64 %1555, 32
  %1560 = trunc i64 %1559 to i32
  %1561 = trunc i64 %1555 to i32
  %1562 = xor i32 %1560, %1545
  %1563 = xor i32 %1562, %1550
  %1564 = xor i32 %1557, %1542
  %1565 = xor i32 %1564, %1551
  %1566 = add i32 %1550, -1640531527
  %1567 = add i32 %1551, -1150833019
  %1568 = zext i32 %1563 to i64
  %1569 = mul i64 3528531795, %1568
  %1570 = zext i32 %1565 to i64
  %1571 = mul i64 3449720151, %1570
  %1572 = lshr i64 %1569, 32
  %1573 = trunc i64 %1572 to i32
  %1574 = trunc i64 %1569 to i32
  %1575 = lshr i64 %1571, 32
  %1576 = trunc i64 %1575 to i32
  %1577 = trunc i64 %1571 to i32
  %1578 = xor i32 %1576, %1561
  %1579 = xor i32 %1578, %1566
  %1580 = xor i32 %1573, %1558
  %1581 = xor i32 %1580, %1567
  %1582 = add i32 %1566, -1640531527
  %1583 = add i32 %1567, -1150833019
  %1584 = zext i32 %1579 to i64
  %1585 = mul i64 3528531795, %1584
  %1586 = zext i32 %1581 to i64
  %1587 = mul i64 3449720151, %1586
  %1588 = lshr i64 %1585, 32
  %1589 = trunc i64 %1588 to i32
  %1590 = trunc i64 %1585 to i32
  %1591 = lshr i64 %1587, 32
  %1592 = trunc i64 %1591 to i32
  %1593 = trunc i64 %1587 to i32
  %1594 = xor i32 %1592, %1577
  %1595 = xor i32 %1594, %1582
  %1596 = xor i32 %1589, %1574
  %1597 = xor i32 %1596, %1583
  %1598 = uitofp i32 %1595 to double
  %1599 = fadd double %1598, 5.000000e-01
  %1600 = fmul double %1599, 0x3DF0000000000000
  %1601 = bitcast double %1600 to i64
  %1602 = lshr i64 %1601, 32
  %1603 = add i64 %1602, 614242
  %1604 = lshr i64 %1603, 20
  %1605 = sub i64 %1604, 1023
  %1606 = and i64 %1603, 1048575
  %1607 = add i64 %1606, 1072079006
  %1608 = shl i64 %1607, 32
  %1609 = and i64 %1601, 4294967295
  %1610 = or i64 %1608, %1609
  %1611 = bitcast i64 %1610 to double
  %1612 = fsub double %1611, 1.000000e+00
  %1613 = fmul double 5.000000e-01, %1612
  %1614 = fmul double %1613, %1612
  %1615 = fadd double 2.000000e+00, %1612
  %1616 = fdiv double %1612, %1615
  %1617 = fmul double %1616, %1616
  %1618 = fmul double %1617, %1617
  %1619 = fmul double %1618, 0x3FC39A09D078C69F
  %1620 = fadd double 0x3FCC71C51D8E78AF, %1619
  %1621 = fmul double %1618, %1620
  %1622 = fadd double 0x3FD999999997FA04, %1621
  %1623 = fmul double %1618, %1622
  %1624 = fmul double %1618, 0x3FC2F112DF3E5244
  %1625 = fadd double 0x3FC7466496CB03DE, %1624
  %1626 = fmul double %1618, %1625
  %1627 = fadd double 0x3FD2492494229359, %1626
  %1628 = fmul double %1618, %1627
  %1629 = fadd double 0x3FE5555555555593, %1628
  %1630 = fmul double %1617, %1629
  %1631 = fadd double %1630, %1623
  %1632 = sitofp i64 %1605 to double
  %1633 = fadd double %1614, %1631
  %1634 = fmul double %1616, %1633
  %1635 = fmul double %1632, 0x3DEA39EF35793C76
  %1636 = fadd double %1634, %1635
  %1637 = fsub double %1636, %1614
  %1638 = fadd double %1637, %1612
  %1639 = fmul double %1632, 0x3FE62E42FEE00000
  %1640 = fadd double %1638, %1639
  %1641 = fneg double %1640
  %1642 = bitcast double %1641 to i64
  %1643 = lshr i64 %1642, 32
  %1644 = add i64 %1643, 614242
  %1645 = lshr i64 %1644, 20
  %1646 = sub i64 %1645, 1023
  %1647 = and i64 %1644, 1048575
  %1648 = add i64 %1647, 1072079006
  %1649 = shl i64 %1648, 32
  %1650 = and i64 %1642, 4294967295
  %1651 = or i64 %1649, %1650
  %1652 = bitcast i64 %1651 to double
  %1653 = fsub double %1652, 1.000000e+00
  %1654 = fmul double 5.000000e-01, %1653
  %1655 = fmul double %1654, %1653
  %1656 = fadd double 2.000000e+00, %1653
  %1657 = fdiv double %1653, %1656
  %1658 = fmul double %1657, %1657
  %1659 = fmul double %1658, %1658
  %1660 = fmul double %1659, 0x3FC39A09D078C69F
  %1661 = fadd double 0x3FCC71C51D8E78AF, %1660
  %1662 = fmul double %1659, %1661
  %1663 = fadd double 0x3FD999999997FA04, %1662
  %1664 = fmul double %1659, %1663
  %1665 = fmul double %1659, 0x3FC2F112DF3E5244
  %1666 = fadd double 0x3FC7466496CB03DE, %1665
  %1667 = fmul double %1659, %1666
  %1668 = fadd double 0x3FD2492494229359, %1667
  %1669 = fmul double %1659, %1668
  %1670 = fadd double 0x3FE5555555555593, %1669
  %1671 = fmul double %1658, %1670
  %1672 = fadd double %1671, %1664
  %1673 = sitofp i64 %1646 to double
  %1674 = fadd double %1655, %1672
  %1675 = fmul double %1657, %1674
  %1676 = fmul double %1673, 0x3DEA39EF35793C76
  %1677 = fadd double %1675, %1676
  %1678 = fsub double %1677, %1655
  %1679 = fadd double %1678, %1653
  %1680 = fmul double %1673, 0x3FE62E42FEE00000
  %1681 = fadd double %1679, %1680
  %1682 = fneg double %1681
  %1683 = fptrunc double %1682 to float
  %1684 = fadd float %1354, %1683
  %1685 = fcmp une float %1431, 0.000000e+00
  %1686 = select i1 %1685, float %1684, float 0xFFF0000000000000
  %1687 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature338
  store float %1686, ptr addrspace(3) %1687, align 4
  br label %slot.done341

slot.done341:                                     ; preds = %slot.then340, %guard.done256
  %feature349 = add i64 %lane, 1024
  %valid350 = icmp ult i64 %feature349, %n_features
  %1688 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid350, label %slot.then351, label %slot.done352

slot.then351:                                     ; preds = %slot.done341
  %1689 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature349
  %1690 = load float, ptr addrspace(1) %1689, align 4
  %1691 = fmul float %1690, %inv_t
  %1692 = fadd float %1690, 0.000000e+00
  %1693 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1694 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature353 = uitofp i64 %feature349 to float
  %1695 = fcmp ogt float %1692, %1693
  %1696 = select i1 %1695, float 1.000000e+00, float 0.000000e+00
  %1697 = fcmp oeq float %1692, %1693
  %1698 = select i1 %1697, float 1.000000e+00, float 0.000000e+00
  %1699 = fcmp ole float %feature353, %1694
  %1700 = select i1 %1699, float 1.000000e+00, float 0.000000e+00
  %1701 = fmul float %1698, %1700
  %1702 = fcmp ogt float %1701, %1696
  %max354 = select i1 %1702, float %1701, float %1696
  %1703 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1704 = fsub float %1691, %1703
  %1705 = fcmp olt float %1704, -1.040000e+02
  %1706 = select i1 %1705, float -1.040000e+02, float %1704
  %1707 = fcmp olt float 8.900000e+01, %1706
  %1708 = select i1 %1707, float 8.900000e+01, float %1706
  %1709 = fmul float %1708, 0x3FF7154760000000
  %1710 = fadd float %1709, 0x4168000000000000
  %1711 = fsub float %1710, 0x4168000000000000
  %1712 = bitcast float %1710 to i32
  %1713 = sub i32 %1712, 1262485504
  %1714 = fmul float %1711, 0x3FE62E4000000000
  %1715 = fsub float %1708, %1714
  %1716 = fmul float %1711, 0x3EB7F7D1C0000000
  %1717 = fsub float %1715, %1716
  %1718 = fmul float %1717, %1717
  %1719 = fmul float %1718, 0x3E66376980000000
  %1720 = fadd float 0xBEBBBD41C0000000, %1719
  %1721 = fmul float %1718, %1720
  %1722 = fadd float 0x3F11566AA0000000, %1721
  %1723 = fmul float %1718, %1722
  %1724 = fadd float 0xBF66C16C20000000, %1723
  %1725 = fmul float %1718, %1724
  %1726 = fadd float 0x3FC5555560000000, %1725
  %1727 = fmul float %1718, %1726
  %1728 = fsub float %1717, %1727
  %1729 = fmul float %1717, %1728
  %1730 = fsub float 2.000000e+00, %1728
  %1731 = fdiv float %1729, %1730
  %1732 = fsub float %1716, %1731
  %1733 = fsub float %1732, %1715
  %1734 = fsub float 1.000000e+00, %1733
  %1735 = add i32 %1713, 256
  %1736 = lshr i32 %1735, 1
  %1737 = sub i32 %1736, 1
  %1738 = add i32 %1713, 255
  %1739 = sub i32 %1738, %1736
  %1740 = shl i32 %1737, 23
  %1741 = shl i32 %1739, 23
  %1742 = bitcast i32 %1740 to float
  %1743 = bitcast i32 %1741 to float
  %1744 = fmul float %1734, %1742
  %1745 = fmul float %1744, %1743
  %1746 = fcmp uno float %1704, %1704
  %1747 = select i1 %1746, float 0x7FF8000000000000, float %1745
  %1748 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1749 = fdiv float %1747, %1748
  %1750 = fcmp une float %max354, 0.000000e+00
  %1751 = select i1 %1750, float %1749, float -1.000000e+00
  %1752 = fadd float %1751, 0.000000e+00
  %1753 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %1754 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature355 = uitofp i64 %feature349 to float
  %1755 = fcmp ogt float %1752, %1753
  %1756 = select i1 %1755, float 1.000000e+00, float 0.000000e+00
  %1757 = fcmp oeq float %1752, %1753
  %1758 = select i1 %1757, float 1.000000e+00, float 0.000000e+00
  %1759 = fcmp ole float %feature355, %1754
  %1760 = select i1 %1759, float 1.000000e+00, float 0.000000e+00
  %1761 = fmul float %1758, %1760
  %1762 = fcmp ogt float %1761, %1756
  %max356 = select i1 %1762, float %1761, float %1756
  %1763 = fcmp oge float %top_p, 1.000000e+00
  %1764 = select i1 %1763, float 1.000000e+00, float 0.000000e+00
  %1765 = icmp ne i32 %greedy, 0
  %greedy357 = select i1 %1765, float 1.000000e+00, float 0.000000e+00
  %1766 = fcmp ogt float %greedy357, %1764
  %max358 = select i1 %1766, float %greedy357, float %1764
  %1767 = fcmp ogt float %max358, %max356
  %max359 = select i1 %1767, float %max358, float %max356
  %1768 = fmul float %max354, %max359
  %1769 = trunc i64 %key0 to i32
  %1770 = lshr i64 %key0, 32
  %1771 = trunc i64 %1770 to i32
  %1772 = trunc i64 %feature349 to i32
  %1773 = trunc i64 %row to i32
  %1774 = trunc i64 %key1 to i32
  %1775 = lshr i64 %key1, 32
  %1776 = trunc i64 %1775 to i32
  %1777 = zext i32 %1772 to i64
  %1778 = mul i64 3528531795, %1777
  %1779 = zext i32 %1774 to i64
  %1780 = mul i64 3449720151, %1779
  %1781 = lshr i64 %1778, 32
  %1782 = trunc i64 %1781 to i32
  %1783 = trunc i64 %1778 to i32
  %1784 = lshr i64 %1780, 32
  %1785 = trunc i64 %1784 to i32
  %1786 = trunc i64 %1780 to i32
  %1787 = xor i32 %1785, %1773
  %1788 = xor i32 %1787, %1769
  %1789 = xor i32 %1782, %1776
  %1790 = xor i32 %1789, %1771
  %1791 = add i32 %1769, -1640531527
  %1792 = add i32 %1771, -1150833019
  %1793 = zext i32 %1788 to i64
  %1794 = mul i64 3528531795, %1793
  %1795 = zext i32 %1790 to i64
  %1796 = mul i64 3449720151, %1795
  %1797 = lshr i64 %1794, 32
  %1798 = trunc i64 %1797 to i32
  %1799 = trunc i64 %1794 to i32
  %1800 = lshr i64 %1796, 32
  %1801 = trunc i64 %1800 to i32
  %1802 = trunc i64 %1796 to i32
  %1803 = xor i32 %1801, %1786
  %1804 = xor i32 %1803, %1791
  %1805 = xor i32 %1798, %1783
  %1806 = xor i32 %1805, %1792
  %1807 = add i32 %1791, -1640531527
  %1808 = add i32 %1792, -1150833019
  %1809 = zext i32 %1804 to i64
  %1810 = mul i64 3528531795, %1809
  %1811 = zext i32 %1806 to i64
  %1812 = mul i64 3449720151, %1811
  %1813 = lshr i64 %1810, 32
  %1814 = trunc i64 %1813 to i32
  %1815 = trunc i64 %1810 to i32
  %1816 = lshr i64 %1812, 32
  %1817 = trunc i64 %1816 to i32
  %1818 = trunc i64 %1812 to i32
  %1819 = xor i32 %1817, %1802
  %1820 = xor i32 %1819, %1807
  %1821 = xor i32 %1814, %1799
  %1822 = xor i32 %1821, %1808
  %1823 = add i32 %1807, -1640531527
  %1824 = add i32 %1808, -1150833019
  %1825 = zext i32 %1820 to i64
  %1826 = mul i64 3528531795, %1825
  %1827 = zext i32 %1822 to i64
  %1828 = mul i64 3449720151, %1827
  %1829 = lshr i64 %1826, 32
  %1830 = trunc i64 %1829 to i32
  %1831 = trunc i64 %1826 to i32
  %1832 = lshr i64 %1828, 32
  %1833 = trunc i64 %1832 to i32
  %1834 = trunc i64 %1828 to i32
  %1835 = xor i32 %1833, %1818
  %1836 = xor i32 %1835, %1823
  %1837 = xor i32 %1830, %1815
  %1838 = xor i32 %1837, %1824
  %1839 = add i32 %1823, -1640531527
  %1840 = add i32 %1824, -1150833019
  %1841 = zext i32 %1836 to i64
  %1842 = mul i64 3528531795, %1841
  %1843 = zext i32 %1838 to i64
  %1844 = mul i64 3449720151, %1843
  %1845 = lshr i64 %1842, 32
  %1846 = trunc i64 %1845 to i32
  %1847 = trunc i64 %1842 to i32
  %1848 = lshr i64 %1844, 32
  %1849 = trunc i64 %1848 to i32
  %1850 = trunc i64 %1844 to i32
  %1851 = xor i32 %1849, %1834
  %1852 = xor i32 %1851, %1839
  %1853 = xor i32 %1846, %1831
  %1854 = xor i32 %1853, %1840
  %1855 = add i32 %1839, -1640531527
  %1856 = add i32 %1840, -1150833019
  %1857 = zext i32 %1852 to i64
  %1858 = mul i64 3528531795, %1857
  %1859 = zext i32 %1854 to i64
  %1860 = mul i64 3449720151, %1859
  %1861 = lshr i64 %1858, 32
  %1862 = trunc i64 %1861 to i32
  %1863 = trunc i64 %1858 to i32
  %1864 = lshr i64 %1860, 32
  %1865 = trunc i64 %1864 to i32
  %1866 = trunc i64 %1860 to i32
  %1867 = xor i32 %1865, %1850
  %1868 = xor i32 %1867, %1855
  %1869 = xor i32 %1862, %1847
  %1870 = xor i32 %1869, %1856
  %1871 = add i32 %1855, -1640531527
  %1872 = add i32 %1856, -1150833019
  %1873 = zext i32 %1868 to i64
  %1874 = mul i64 3528531795, %1873
  %1875 = zext i32 %1870 to i64
  %1876 = mul i64 3449720151, %1875
  %1877 = lshr i64 %1874, 32
  %1878 = trunc i64 %1877 to i32
  %1879 = trunc i64 %1874 to i32
  %1880 = lshr i64 %1876, 32
  %1881 = trunc i64 %1880 to i32
  %1882 = trunc i64 %1876 to i32
  %1883 = xor i32 %1881, %1866
  %1884 = xor i32 %1883, %1871
  %1885 = xor i32 %1878, %1863
  %1886 = xor i32 %1885, %1872
  %1887 = add i32 %1871, -1640531527
  %1888 = add i32 %1872, -1150833019
  %1889 = zext i32 %1884 to i64
  %1890 = mul i64 3528531795, %1889
  %1891 = zext i32 %1886 to i64
  %1892 = mul i64 3449720151, %1891
  %1893 = lshr i64 %1890, 32
  %1894 = trunc i64 %1893 to i32
  %1895 = trunc i64 %1890 to i32
  %1896 = lshr i64 %1892, 32
  %1897 = trunc i64 %1896 to i32
  %1898 = trunc i64 %1892 to i32
  %1899 = xor i32 %1897, %1882
  %1900 = xor i32 %1899, %1887
  %1901 = xor i32 %1894, %1879
  %1902 = xor i32 %1901, %1888
  %1903 = add i32 %1887, -1640531527
  %1904 = add i32 %1888, -1150833019
  %1905 = zext i32 %1900 to i64
  %1906 = mul i64 3528531795, %1905
  %1907 = zext i32 %1902 to i64
  %1908 = mul i64 3449720151, %1907
  %1909 = lshr i64 %1906, 32
  %1910 = trunc i64 %1909 to i32
  %1911 = trunc i64 %1906 to i32
  %1912 = lshr i64 %1908, 32
  %1913 = trunc i64 %1912 to i32
  %1914 = trunc i64 %1908 to i32
  %1915 = xor i32 %1913, %1898
  %1916 = xor i32 %1915, %1903
  %1917 = xor i32 %1910, %1895
  %1918 = xor i32 %1917, %1904
  %1919 = add i32 %1903, -1640531527
  %1920 = add i32 %1904, -1150833019
  %1921 = zext i32 %1916 to i64
  %1922 = mul i64 3528531795, %1921
  %1923 = zext i32 %1918 to i64
  %1924 = mul i64 3449720151, %1923
  %1925 = lshr i64 %1922, 32
  %1926 = trunc i64 %1925 to i32
  %1927 = trunc i64 %1922 to i32
  %1928 = lshr i64 %1924, 32
  %1929 = trunc i64 %1928 to i32
  %1930 = trunc i64 %1924 to i32
  %1931 = xor i32 %1929, %1914
  %1932 = xor i32 %1931, %1919
  %1933 = xor i32 %1926, %1911
  %1934 = xor i32 %1933, %1920
  %1935 = uitofp i32 %1932 to double
  %1936 = fadd double %1935, 5.000000e-01
  %1937 = fmul double %1936, 0x3DF0000000000000
  %1938 = bitcast double %1937 to i64
  %1939 = lshr i64 %1938, 32
  %1940 = add i64 %1939, 614242
  %1941 = lshr i64 %1940, 20
  %1942 = sub i64 %1941, 1023
  %1943 = and i64 %1940, 1048575
  %1944 = add i64 %1943, 1072079006
  %1945 = shl i64 %1944, 32
  %1946 = and i64 %1938, 4294967295
  %1947 = or i64 %1945, %1946
  %1948 = bitcast i64 %1947 to double
  %1949 = fsub double %1948, 1.000000e+00
  %1950 = fmul double 5.000000e-01, %1949
  %1951 = fmul double %1950, %1949
  %1952 = fadd double 2.000000e+00, %1949
  %1953 = fdiv double %1949, %1952
  %1954 = fmul double %1953, %1953
  %1955 = fmul double %1954, %1954
  %1956 = fmul double %1955, 0x3FC39A09D078C69F
  %1957 = fadd double 0x3FCC71C51D8E78AF, %1956
  %1958 = fmul double %1955, %1957
  %1959 = fadd double 0x3FD999999997FA04, %1958
  %1960 = fmul double %1955, %1959
  %1961 = fmul double %1955, 0x3FC2F112DF3E5244
  %1962 = fadd double 0x3FC7466496CB03DE, %1961
  %1963 = fmul double %1955, %1962
  %1964 = fadd double 0x3FD2492494229359, %1963
  %1965 = fmul double %1955, %1964
  %1966 = fadd double 0x3FE5555555555593, %1965
  %1967 = fmul double %1954, %1966
  %1968 = fadd double %1967, %1960
  %1969 = sitofp i64 %1942 to double
  %1970 = fadd double %1951, %1968
  %1971 = fmul double %1953, %1970
  %1972 = fmul double %1969, 0x3DEA39EF35793C76
  %1973 = fadd double %1971, %1972
  %1974 = fsub double %1973, %1951
  %1975 = fadd double %1974, %1949
  %1976 = fmul double %1969, 0x3FE62E42FEE00000
  %1977 = fadd double %1975, %1976
  %1978 = fneg double %1977
  %1979 = bitcast double %1978 to i64
  %1980 = lshr i64 %1979, 32
  %1981 = add i64 %1980, 614242
  %1982 = lshr i64 %1981, 20
  %1983 = sub i64 %1982, 1023
  %1984 = and i64 %1981, 1048575
  %1985 = add i64 %1984, 1072079006
  %1986 = shl i64 %1985, 32
  %1987 = and i64 %1979, 4294967295
  %1988 = or i64 %1986, %1987
  %1989 = bitcast i64 %1988 to double
  %1990 = fsub double %1989, 1.000000e+00
  %1991 = fmul double 5.000000e-01, %1990
  %1992 = fmul double %1991, %1990
  %1993 = fadd double 2.000000e+00, %1990
  %1994 = fdiv double %1990, %1993
  %1995 = fmul double %1994, %1994
  %1996 = fmul double %1995, %1995
  %1997 = fmul double %1996, 0x3FC39A09D078C69F
  %1998 = fadd double 0x3FCC71C51D8E78AF, %1997
  %1999 = fmul double %1996, %1998
  %2000 = fadd double 0x3FD999999997FA04, %1999
  %2001 = fmul double %1996, %2000
  %2002 = fmul double %1996, 0x3FC2F112DF3E5244
  %2003 = fadd double 0x3FC7466496CB03DE, %2002
  %2004 = fmul double %1996, %2003
  %2005 = fadd double 0x3FD2492494229359, %2004
  %2006 = fmul double %1996, %2005
  %2007 = fadd double 0x3FE5555555555593, %2006
  %2008 = fmul double %1995, %2007
  %2009 = fadd double %2008, %2001
  %2010 = sitofp i64 %1983 to double
  %2011 = fadd double %1992, %2009
  %2012 = fmul double %1994, %2011
  %2013 = fmul double %2010, 0x3DEA39EF35793C76
  %2014 = fadd double %2012, %2013
  %2015 = fsub double %2014, %1992
  %2016 = fadd double %2015, %1990
  %2017 = fmul double %2010, 0x3FE62E42FEE00000
  %2018 = fadd double %2016, %2017
  %2019 = fneg double %2018
  %2020 = fptrunc double %2019 to float
  %2021 = fadd float %1691, %2020
  %2022 = fcmp une float %1768, 0.000000e+00
  %2023 = select i1 %2022, float %2021, float 0xFFF0000000000000
  %2024 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature349
  store float %2023, ptr addrspace(3) %2024, align 4
  br label %slot.done352

slot.done352:                                     ; preds = %slot.then351, %slot.done341
  %feature360 = add i64 %lane, 2048
  %valid361 = icmp ult i64 %feature360, %n_features
  %2025 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid361, label %slot.then362, label %slot.done363

slot.then362:                                     ; preds = %slot.done352
  %2026 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature360
  %2027 = load float, ptr addrspace(1) %2026, align 4
  %2028 = fmul float %2027, %inv_t
  %2029 = fadd float %2027, 0.000000e+00
  %2030 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2031 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature364 = uitofp i64 %feature360 to float
  %2032 = fcmp ogt float %2029, %2030
  %2033 = select i1 %2032, float 1.000000e+00, float 0.000000e+00
  %2034 = fcmp oeq float %2029, %2030
  %2035 = select i1 %2034, float 1.000000e+00, float 0.000000e+00
  %2036 = fcmp ole float %feature364, %2031
  %2037 = select i1 %2036, float 1.000000e+00, float 0.000000e+00
  %2038 = fmul float %2035, %2037
  %2039 = fcmp ogt float %2038, %2033
  %max365 = select i1 %2039, float %2038, float %2033
  %2040 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %2041 = fsub float %2028, %2040
  %2042 = fcmp olt float %2041, -1.040000e+02
  %2043 = select i1 %2042, float -1.040000e+02, float %2041
  %2044 = fcmp olt float 8.900000e+01, %2043
  %2045 = select i1 %2044, float 8.900000e+01, float %2043
  %2046 = fmul float %2045, 0x3FF7154760000000
  %2047 = fadd float %2046, 0x4168000000000000
  %2048 = fsub float %2047, 0x4168000000000000
  %2049 = bitcast float %2047 to i32
  %2050 = sub i32 %2049, 1262485504
  %2051 = fmul float %2048, 0x3FE62E4000000000
  %2052 = fsub float %2045, %2051
  %2053 = fmul float %2048, 0x3EB7F7D1C0000000
  %2054 = fsub float %2052, %2053
  %2055 = fmul float %2054, %2054
  %2056 = fmul float %2055, 0x3E66376980000000
  %2057 = fadd float 0xBEBBBD41C0000000, %2056
  %2058 = fmul float %2055, %2057
  %2059 = fadd float 0x3F11566AA0000000, %2058
  %2060 = fmul float %2055, %2059
  %2061 = fadd float 0xBF66C16C20000000, %2060
  %2062 = fmul float %2055, %2061
  %2063 = fadd float 0x3FC5555560000000, %2062
  %2064 = fmul float %2055, %2063
  %2065 = fsub float %2054, %2064
  %2066 = fmul float %2054, %2065
  %2067 = fsub float 2.000000e+00, %2065
  %2068 = fdiv float %2066, %2067
  %2069 = fsub float %2053, %2068
  %2070 = fsub float %2069, %2052
  %2071 = fsub float 1.000000e+00, %2070
  %2072 = add i32 %2050, 256
  %2073 = lshr i32 %2072, 1
  %2074 = sub i32 %2073, 1
  %2075 = add i32 %2050, 255
  %2076 = sub i32 %2075, %2073
  %2077 = shl i32 %2074, 23
  %2078 = shl i32 %2076, 23
  %2079 = bitcast i32 %2077 to float
  %2080 = bitcast i32 %2078 to float
  %2081 = fmul float %2071, %2079
  %2082 = fmul float %2081, %2080
  %2083 = fcmp uno float %2041, %2041
  %2084 = select i1 %2083, float 0x7FF8000000000000, float %2082
  %2085 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %2086 = fdiv float %2084, %2085
  %2087 = fcmp une float %max365, 0.000000e+00
  %2088 = select i1 %2087, float %2086, float -1.000000e+00
  %2089 = fadd float %2088, 0.000000e+00
  %2090 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %2091 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature366 = uitofp i64 %feature360 to float
  %2092 = fcmp ogt float %2089, %2090
  %2093 = select i1 %2092, float 1.000000e+00, float 0.000000e+00
  %2094 = fcmp oeq float %2089, %2090
  %2095 = select i1 %2094, float 1.000000e+00, float 0.000000e+00
  %2096 = fcmp ole float %feature366, %2091
  %2097 = select i1 %2096, float 1.000000e+00, float 0.000000e+00
  %2098 = fmul float %2095, %2097
  %2099 = fcmp ogt float %2098, %2093
  %max367 = select i1 %2099, float %2098, float %2093
  %2100 = fcmp oge float %top_p, 1.000000e+00
  %2101 = select i1 %2100, float 1.000000e+00, float 0.000000e+00
  %2102 = icmp ne i32 %greedy, 0
  %greedy368 = select i1 %2102, float 1.000000e+00, float 0.000000e+00
  %2103 = fcmp ogt float %greedy368, %2101
  %max369 = select i1 %2103, float %greedy368, float %2101
  %2104 = fcmp ogt float %max369, %max367
  %max370 = select i1 %2104, float %max369, float %max367
  %2105 = fmul float %max365, %max370
  %2106 = trunc i64 %key0 to i32
  %2107 = lshr i64 %key0, 32
  %2108 = trunc i64 %2107 to i32
  %2109 = trunc i64 %feature360 to i32
  %2110 = trunc i64 %row to i32
  %2111 = trunc i64 %key1 to i32
  %2112 = lshr i64 %key1, 32
  %2113 = trunc i64 %2112 to i32
  %2114 = zext i32 %2109 to i64
  %2115 = mul i64 3528531795, %2114
  %2116 = zext i32 %2111 to i64
  %2117 = mul i64 3449720151, %2116
  %2118 = lshr i64 %2115, 32
  %2119 = trunc i64 %2118 to i32
  %2120 = trunc i64 %2115 to i32
  %2121 = lshr i64 %2117, 32
  %2122 = trunc i64 %2121 to i32
  %2123 = trunc i64 %2117 to i32
  %2124 = xor i32 %2122, %2110
  %2125 = xor i32 %2124, %2106
  %2126 = xor i32 %2119, %2113
  %2127 = xor i32 %2126, %2108
  %2128 = add i32 %2106, -1640531527
  %2129 = add i32 %2108, -1150833019
  %2130 = zext i32 %2125 to i64
  %2131 = mul i64 3528531795, %2130
  %2132 = zext i32 %2127 to i64
  %2133 = mul i64 3449720151, %2132
  %2134 = lshr i64 %2131, 32
  %2135 = trunc i64 %2134 to i32
  %2136 = trunc i64 %2131 to i32
  %2137 = lshr i64 %2133, 32
  %2138 = trunc i64 %2137 to i32
  %2139 = trunc i64 %2133 to i32
  %2140 = xor i32 %2138, %2123
  %2141 = xor i32 %2140, %2128
  %2142 = xor i32 %2135, %2120
  %2143 = xor i32 %2142, %2129
  %2144 = add i32 %2128, -1640531527
  %2145 = add i32 %2129, -1150833019
  %2146 = zext i32 %2141 to i64
  %2147 = mul i64 3528531795, %2146
  %2148 = zext i32 %2143 to i64
  %2149 = mul i64 3449720151, %2148
  %2150 = lshr i64 %2147, 32
  %2151 = trunc i64 %2150 to i32
  %2152 = trunc i64 %2147 to i32
  %2153 = lshr i64 %2149, 32
  %2154 = trunc i64 %2153 to i32
  %2155 = trunc i64 %2149 to i32
  %2156 = xor i32 %2154, %2139
  %2157 = xor i32 %2156, %2144
  %2158 = xor i32 %2151, %2136
  %2159 = xor i32 %2158, %2145
  %2160 = add i32 %2144, -1640531527
  %2161 = add i32 %2145, -1150833019
  %2162 = zext i32 %2157 to i64
  %2163 = mul i64 3528531795, %2162
  %2164 = zext i32 %2159 to i64
  %2165 = mul i64 3449720151, %2164
  %2166 = lshr i64 %2163, 32
  %2167 = trunc i64 %2166 to i32
  %2168 = trunc i64 %2163 to i32
  %2169 = lshr i64 %2165, 32
  %2170 = trunc i64 %2169 to i32
  %2171 = trunc i64 %2165 to i32
  %2172 = xor i32 %2170, %2155
  %2173 = xor i32 %2172, %2160
  %2174 = xor i32 %2167, %2152
  %2175 = xor i32 %2174, %2161
  %2176 = add i32 %2160, -1640531527
  %2177 = add i32 %2161, -1150833019
  %2178 = zext i32 %2173 to i64
  %2179 = mul i64 3528531795, %2178
  %2180 = zext i32 %2175 to i64
  %2181 = mul i64 3449720151, %2180
  %2182 = lshr i64 %2179, 32
  %2183 = trunc i64 %2182 to i32
  %2184 = trunc i64 %2179 to i32
  %2185 = lshr i64 %2181, 32
  %2186 = trunc i64 %2185 to i32
  %2187 = trunc i64 %2181 to i32
  %2188 = xor i32 %2186, %2171
  %2189 = xor i32 %2188, %2176
  %2190 = xor i32 %2183, %2168
  %2191 = xor i32 %2190, %2177
  %2192 = add i32 %2176, -1640531527
  %2193 = add i32 %2177, -1150833019
  %2194 = zext i32 %2189 to i64
  %2195 = mul i64 3528531795, %2194
  %2196 = zext i32 %2191 to i64
  %2197 = mul i64 3449720151, %2196
  %2198 = lshr i64 %2195, 32
  %2199 = trunc i64 %2198 to i32
  %2200 = trunc i64 %2195 to i32
  %2201 = lshr i64 %2197, 32
  %2202 = trunc i64 %2201 to i32
  %2203 = trunc i64 %2197 to i32
  %2204 = xor i32 %2202, %2187
  %2205 = xor i32 %2204, %2192
  %2206 = xor i32 %2199, %2184
  %2207 = xor i32 %2206, %2193
  %2208 = add i32 %2192, -1640531527
  %2209 = add i32 %2193, -1150833019
  %2210 = zext i32 %2205 to i64
  %2211 = mul i64 3528531795, %2210
  %2212 = zext i32 %2207 to i64
  %2213 = mul i64 3449720151, %2212
  %2214 = lshr i64 %2211, 32
  %2215 = trunc i64 %2214 to i32
  %2216 = trunc i64 %2211 to i32
  %2217 = lshr i64 %2213, 32
  %2218 = trunc i64 %2217 to i32
  %2219 = trunc i64 %2213 to i32
  %2220 = xor i32 %2218, %2203
  %2221 = xor i32 %2220, %2208
  %2222 = xor i32 %2215, %2200
  %2223 = xor i32 %2222, %2209
  %2224 = add i32 %2208, -1640531527
  %2225 = add i32 %2209, -1150833019
  %2226 = zext i32 %2221 to i64
  %2227 = mul i64 3528531795, %2226
  %2228 = zext i32 %2223 to i64
  %2229 = mul i64 3449720151, %2228
  %2230 = lshr i64 %2227, 32
  %2231 = trunc i64 %2230 to i32
  %2232 = trunc i64 %2227 to i32
  %2233 = lshr i64 %2229, 32
  %2234 = trunc i64 %2233 to i32
  %2235 = trunc i64 %2229 to i32
  %2236 = xor i32 %2234, %2219
  %2237 = xor i32 %2236, %2224
  %2238 = xor i32 %2231, %2216
  %2239 = xor i32 %2238, %2225
  %2240 = add i32 %2224, -1640531527
  %2241 = add i32 %2225, -1150833019
  %2242 = zext i32 %2237 to i64
  %2243 = mul i64 3528531795, %2242
  %2244 = zext i32 %2239 to i64
  %2245 = mul i64 3449720151, %2244
  %2246 = lshr i64 %2243, 32
  %2247 = trunc i64 %2246 to i32
  %2248 = trunc i64 %2243 to i32
  %2249 = lshr i64 %2245, 32
  %2250 = trunc i64 %2249 to i32
  %2251 = trunc i64 %2245 to i32
  %2252 = xor i32 %2250, %2235
  %2253 = xor i32 %2252, %2240
  %2254 = xor i32 %2247, %2232
  %2255 = xor i32 %2254, %2241
  %2256 = add i32 %2240, -1640531527
  %2257 = add i32 %2241, -1150833019
  %2258 = zext i32 %2253 to i64
  %2259 = mul i64 3528531795, %2258
  %2260 = zext i32 %2255 to i64
  %2261 = mul i64 3449720151, %2260
  %2262 = lshr i64 %2259, 32
  %2263 = trunc i64 %2262 to i32
  %2264 = trunc i64 %2259 to i32
  %2265 = lshr i64 %2261, 32
  %2266 = trunc i64 %2265 to i32
  %2267 = trunc i64 %2261 to i32
  %2268 = xor i32 %2266, %2251
  %2269 = xor i32 %2268, %2256
  %2270 = xor i32 %2263, %2248
  %2271 = xor i32 %2270, %2257
  %2272 = uitofp i32 %2269 to double
  %2273 = fadd double %2272, 5.000000e-01
  %2274 = fmul double %2273, 0x3DF0000000000000
  %2275 = bitcast double %2274 to i64
  %2276 = lshr i64 %2275, 32
  %2277 = add i64 %2276, 614242
  %2278 = lshr i64 %2277, 20
  %2279 = sub i64 %2278, 1023
  %2280 = and i64 %2277, 1048575
  %2281 = add i64 %2280, 1072079006
  %2282 = shl i64 %2281, 32
  %2283 = and i64 %2275, 4294967295
  %2284 = or i64 %2282, %2283
  %2285 = bitcast i64 %2284 to double
  %2286 = fsub double %2285, 1.000000e+00
  %2287 = fmul double 5.000000e-01, %2286
  %2288 = fmul double %2287, %2286
  %2289 = fadd double 2.000000e+00, %2286
  %2290 = fdiv double %2286, %2289
  %2291 = fmul double %2290, %2290
  %2292 = fmul double %2291, %2291
  %2293 = fmul double %2292, 0x3FC39A09D078C69F
  %2294 = fadd double 0x3FCC71C51D8E78AF, %2293
  %2295 = fmul double %2292, %2294
  %2296 = fadd double 0x3FD999999997FA04, %2295
  %2297 = fmul double %2292, %2296
  %2298 = fmul double %2292, 0x3FC2F112DF3E5244
  %2299 = fadd double 0x3FC7466496CB03DE, %2298
  %2300 = fmul double %2292, %2299
  %2301 = fadd double 0x3FD2492494229359, %2300
  %2302 = fmul double %2292, %2301
  %2303 = fadd double 0x3FE5555555555593, %2302
  %2304 = fmul double %2291, %2303
  %2305 = fadd double %2304, %2297
  %2306 = sitofp i64 %2279 to double
  %2307 = fadd double %2288, %2305
  %2308 = fmul double %2290, %2307
  %2309 = fmul double %2306, 0x3DEA39EF35793C76
  %2310 = fadd double %2308, %2309
  %2311 = fsub double %2310, %2288
  %2312 = fadd double %2311, %2286
  %2313 = fmul double %2306, 0x3FE62E42FEE00000
  %2314 = fadd double %2312, %2313
  %2315 = fneg double %2314
  %2316 = bitcast double %2315 to i64
  %2317 = lshr i64 %2316, 32
  %2318 = add i64 %2317, 614242
  %2319 = lshr i64 %2318, 20
  %2320 = sub i64 %2319, 1023
  %2321 = and i64 %2318, 1048575
  %2322 = add i64 %2321, 1072079006
  %2323 = shl i64 %2322, 32
  %2324 = and i64 %2316, 4294967295
  %2325 = or i64 %2323, %2324
  %2326 = bitcast i64 %2325 to double
  %2327 = fsub double %2326, 1.000000e+00
  %2328 = fmul double 5.000000e-01, %2327
  %2329 = fmul double %2328, %2327
  %2330 = fadd double 2.000000e+00, %2327
  %2331 = fdiv double %2327, %2330
  %2332 = fmul double %2331, %2331
  %2333 = fmul double %2332, %2332
  %2334 = fmul double %2333, 0x3FC39A09D078C69F
  %2335 = fadd double 0x3FCC71C51D8E78AF, %2334
  %2336 = fmul double %2333, %2335
  %2337 = fadd double 0x3FD999999997FA04, %2336
  %2338 = fmul double %2333, %2337
  %2339 = fmul double %2333, 0x3FC2F112DF3E5244
  %2340 = fadd double 0x3FC7466496CB03DE, %2339
  %2341 = fmul double %2333, %2340
  %2342 = fadd double 0x3FD2492494229359, %2341
  %2343 = fmul double %2333, %2342
  %2344 = fadd double 0x3FE5555555555593, %2343
  %2345 = fmul double %2332, %2344
  %2346 = fadd double %2345, %2338
  %2347 = sitofp i64 %2320 to double
  %2348 = fadd double %2329, %2346
  %2349 = fmul double %2331, %2348
  %2350 = fmul double %2347, 0x3DEA39EF35793C76
  %2351 = fadd double %2349, %2350
  %2352 = fsub double %2351, %2329
  %2353 = fadd double %2352, %2327
  %2354 = fmul double %2347, 0x3FE62E42FEE00000
  %2355 = fadd double %2353, %2354
  %2356 = fneg double %2355
  %2357 = fptrunc double %2356 to float
  %2358 = fadd float %2028, %2357
  %2359 = fcmp une float %2105, 0.000000e+00
  %2360 = select i1 %2359, float %2358, float 0xFFF0000000000000
  %2361 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature360
  store float %2360, ptr addrspace(3) %2361, align 4
  br label %slot.done363

slot.done363:                                     ; preds = %slot.then362, %slot.done352
  %feature371 = add i64 %lane, 3072
  %valid372 = icmp ult i64 %feature371, %n_features
  %2362 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid372, label %slot.then373, label %slot.done374

slot.then373:                                     ; preds = %slot.done363
  %2363 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature371
  %2364 = load float, ptr addrspace(1) %2363, align 4
  %2365 = fmul float %2364, %inv_t
  %2366 = fadd float %2364, 0.000000e+00
  %2367 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2368 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature375 = uitofp i64 %feature371 to float
  %2369 = fcmp ogt float %2366, %2367
  %2370 = select i1 %2369, float 1.000000e+00, float 0.000000e+00
  %2371 = fcmp oeq float %2366, %2367
  %2372 = select i1 %2371, float 1.000000e+00, float 0.000000e+00
  %2373 = fcmp ole float %feature375, %2368
  %2374 = select i1 %2373, float 1.000000e+00, float 0.000000e+00
  %2375 = fmul float %2372, %2374
  %2376 = fcmp ogt float %2375, %2370
  %max376 = select i1 %2376, float %2375, float %2370
  %2377 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %2378 = fsub float %2365, %2377
  %2379 = fcmp olt float %2378, -1.040000e+02
  %2380 = select i1 %2379, float -1.040000e+02, float %2378
  %2381 = fcmp olt float 8.900000e+01, %2380
  %2382 = select i1 %2381, float 8.900000e+01, float %2380
  %2383 = fmul float %2382, 0x3FF7154760000000
  %2384 = fadd float %2383, 0x4168000000000000
  %2385 = fsub float %2384, 0x4168000000000000
  %2386 = bitcast float %2384 to i32
  %2387 = sub i32 %2386, 1262485504
  %2388 = fmul float %2385, 0x3FE62E4000000000
  %2389 = fsub float %2382, %2388
  %2390 = fmul float %2385, 0x3EB7F7D1C0000000
  %2391 = fsub float %2389, %2390
  %2392 = fmul float %2391, %2391
  %2393 = fmul float %2392, 0x3E66376980000000
  %2394 = fadd float 0xBEBBBD41C0000000, %2393
  %2395 = fmul float %2392, %2394
  %2396 = fadd float 0x3F11566AA0000000, %2395
  %2397 = fmul float %2392, %2396
  %2398 = fadd float 0xBF66C16C20000000, %2397
  %2399 = fmul float %2392, %2398
  %2400 = fadd float 0x3FC5555560000000, %2399
  %2401 = fmul float %2392, %2400
  %2402 = fsub float %2391, %2401
  %2403 = fmul float %2391, %2402
  %2404 = fsub float 2.000000e+00, %2402
  %2405 = fdiv float %2403, %2404
  %2406 = fsub float %2390, %2405
  %2407 = fsub float %2406, %2389
  %2408 = fsub float 1.000000e+00, %2407
  %2409 = add i32 %2387, 256
  %2410 = lshr i32 %2409, 1
  %2411 = sub i32 %2410, 1
  %2412 = add i32 %2387, 255
  %2413 = sub i32 %2412, %2410
  %2414 = shl i32 %2411, 23
  %2415 = shl i32 %2413, 23
  %2416 = bitcast i32 %2414 to float
  %2417 = bitcast i32 %2415 to float
  %2418 = fmul float %2408, %2416
  %2419 = fmul float %2418, %2417
  %2420 = fcmp uno float %2378, %2378
  %2421 = select i1 %2420, float 0x7FF8000000000000, float %2419
  %2422 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %2423 = fdiv float %2421, %2422
  %2424 = fcmp une float %max376, 0.000000e+00
  %2425 = select i1 %2424, float %2423, float -1.000000e+00
  %2426 = fadd float %2425, 0.000000e+00
  %2427 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %2428 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature377 = uitofp i64 %feature371 to float
  %2429 = fcmp ogt float %2426, %2427
  %2430 = select i1 %2429, float 1.000000e+00, float 0.000000e+00
  %2431 = fcmp oeq float %2426, %2427
  %2432 = select i1 %2431, float 1.000000e+00, float 0.000000e+00
  %2433 = fcmp ole float %feature377, %2428
  %2434 = select i1 %2433, float 1.000000e+00, float 0.000000e+00
  %2435 = fmul float %2432, %2434
  %2436 = fcmp ogt float %2435, %2430
  %max378 = select i1 %2436, float %2435, float %2430
  %2437 = fcmp oge float %top_p, 1.000000e+00
  %2438 = select i1 %2437, float 1.000000e+00, float 0.000000e+00
  %2439 = icmp ne i32 %greedy, 0
  %greedy379 = select i1 %2439, float 1.000000e+00, float 0.000000e+00
  %2440 = fcmp ogt float %greedy379, %2438
  %max380 = select i1 %2440, float %greedy379, float %2438
  %2441 = fcmp ogt float %max380, %max378
  %max381 = select i1 %2441, float %max380, float %max378
  %2442 = fmul float %max376, %max381
  %2443 = trunc i64 %key0 to i32
  %2444 = lshr i64 %key0, 32
  %2445 = trunc i64 %2444 to i32
  %2446 = trunc i64 %feature371 to i32
  %2447 = trunc i64 %row to i32
  %2448 = trunc i64 %key1 to i32
  %2449 = lshr i64 %key1, 32
  %2450 = trunc i64 %2449 to i32
  %2451 = zext i32 %2446 to i64
  %2452 = mul i64 3528531795, %2451
  %2453 = zext i32 %2448 to i64
  %2454 = mul i64 3449720151, %2453
  %2455 = lshr i64 %2452, 32
  %2456 = trunc i64 %2455 to i32
  %2457 = trunc i64 %2452 to i32
  %2458 = lshr i64 %2454, 32
  %2459 = trunc i64 %2458 to i32
  %2460 = trunc i64 %2454 to i32
  %2461 = xor i32 %2459, %2447
  %2462 = xor i32 %2461, %2443
  %2463 = xor i32 %2456, %2450
  %2464 = xor i32 %2463, %2445
  %2465 = add i32 %2443, -1640531527
  %2466 = add i32 %2445, -1150833019
  %2467 = zext i32 %2462 to i64
  %2468 = mul i64 3528531795, %2467
  %2469 = zext i32 %2464 to i64
  %2470 = mul i64 3449720151, %2469
  %2471 = lshr i64 %2468, 32
  %2472 = trunc i64 %2471 to i32
  %2473 = trunc i64 %2468 to i32
  %2474 = lshr i64 %2470, 32
  %2475 = trunc i64 %2474 to i32
  %2476 = trunc i64 %2470 to i32
  %2477 = xor i32 %2475, %2460
  %2478 = xor i32 %2477, %2465
  %2479 = xor i32 %2472, %2457
  %2480 = xor i32 %2479, %2466
  %2481 = add i32 %2465, -1640531527
  %2482 = add i32 %2466, -1150833019
  %2483 = zext i32 %2478 to i64
  %2484 = mul i64 3528531795, %2483
  %2485 = zext i32 %2480 to i64
  %2486 = mul i64 3449720151, %2485
  %2487 = lshr i64 %2484, 32
  %2488 = trunc i64 %2487 to i32
  %2489 = trunc i64 %2484 to i32
  %2490 = lshr i64 %2486, 32
  %2491 = trunc i64 %2490 to i32
  %2492 = trunc i64 %2486 to i32
  %2493 = xor i32 %2491, %2476
  %2494 = xor i32 %2493, %2481
  %2495 = xor i32 %2488, %2473
  %2496 = xor i32 %2495, %2482
  %2497 = add i32 %2481, -1640531527
  %2498 = add i32 %2482, -1150833019
  %2499 = zext i32 %2494 to i64
  %2500 = mul i64 3528531795, %2499
  %2501 = zext i32 %2496 to i64
  %2502 = mul i64 3449720151, %2501
  %2503 = lshr i64 %2500, 32
  %2504 = trunc i64 %2503 to i32
  %2505 = trunc i64 %2500 to i32
  %2506 = lshr i64 %2502, 32
  %2507 = trunc i64 %2506 to i32
  %2508 = trunc i64 %2502 to i32
  %2509 = xor i32 %2507, %2492
  %2510 = xor i32 %2509, %2497
  %2511 = xor i32 %2504, %2489
  %2512 = xor i32 %2511, %2498
  %2513 = add i32 %2497, -1640531527
  %2514 = add i32 %2498, -1150833019
  %2515 = zext i32 %2510 to i64
  %2516 = mul i64 3528531795, %2515
  %2517 = zext i32 %2512 to i64
  %2518 = mul i64 3449720151, %2517
  %2519 = lshr i64 %2516, 32
  %2520 = trunc i64 %2519 to i32
  %2521 = trunc i64 %2516 to i32
  %2522 = lshr i64 %2518, 32
  %2523 = trunc i64 %2522 to i32
  %2524 = trunc i64 %2518 to i32
  %2525 = xor i32 %2523, %2508
  %2526 = xor i32 %2525, %2513
  %2527 = xor i32 %2520, %2505
  %2528 = xor i32 %2527, %2514
  %2529 = add i32 %2513, -1640531527
  %2530 = add i32 %2514, -1150833019
  %2531 = zext i32 %2526 to i64
  %2532 = mul i64 3528531795, %2531
  %2533 = zext i32 %2528 to i64
  %2534 = mul i64 3449720151, %2533
  %2535 = lshr i64 %2532, 32
  %2536 = trunc i64 %2535 to i32
  %2537 = trunc i64 %2532 to i32
  %2538 = lshr i64 %2534, 32
  %2539 = trunc i64 %2538 to i32
  %2540 = trunc i64 %2534 to i32
  %2541 = xor i32 %2539, %2524
  %2542 = xor i32 %2541, %2529
  %2543 = xor i32 %2536, %2521
  %2544 = xor i32 %2543, %2530
  %2545 = add i32 %2529, -1640531527
  %2546 = add i32 %2530, -1150833019
  %2547 = zext i32 %2542 to i64
  %2548 = mul i64 3528531795, %2547
  %2549 = zext i32 %2544 to i64
  %2550 = mul i64 3449720151, %2549
  %2551 = lshr i64 %2548, 32
  %2552 = trunc i64 %2551 to i32
  %2553 = trunc i64 %2548 to i32
  %2554 = lshr i64 %2550, 32
  %2555 = trunc i64 %2554 to i32
  %2556 = trunc i64 %2550 to i32
  %2557 = xor i32 %2555, %2540
  %2558 = xor i32 %2557, %2545
  %2559 = xor i32 %2552, %2537
  %2560 = xor i32 %2559, %2546
  %2561 = add i32 %2545, -1640531527
  %2562 = add i32 %2546, -1150833019
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
  %2573 = xor i32 %2571, %2556
  %2574 = xor i32 %2573, %2561
  %2575 = xor i32 %2568, %2553
  %2576 = xor i32 %2575, %2562
  %2577 = add i32 %2561, -1640531527
  %2578 = add i32 %2562, -1150833019
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
  %2609 = uitofp i32 %2606 to double
  %2610 = fadd double %2609, 5.000000e-01
  %2611 = fmul double %2610, 0x3DF0000000000000
  %2612 = bitcast double %2611 to i64
  %2613 = lshr i64 %2612, 32
  %2614 = add i64 %2613, 614242
  %2615 = lshr i64 %2614, 20
  %2616 = sub i64 %2615, 1023
  %2617 = and i64 %2614, 1048575
  %2618 = add i64 %2617, 1072079006
  %2619 = shl i64 %2618, 32
  %2620 = and i64 %2612, 4294967295
  %2621 = or i64 %2619, %2620
  %2622 = bitcast i64 %2621 to double
  %2623 = fsub double %2622, 1.000000e+00
  %2624 = fmul double 5.000000e-01, %2623
  %2625 = fmul double %2624, %2623
  %2626 = fadd double 2.000000e+00, %2623
  %2627 = fdiv double %2623, %2626
  %2628 = fmul double %2627, %2627
  %2629 = fmul double %2628, %2628
  %2630 = fmul double %2629, 0x3FC39A09D078C69F
  %2631 = fadd double 0x3FCC71C51D8E78AF, %2630
  %2632 = fmul double %2629, %2631
  %2633 = fadd double 0x3FD999999997FA04, %2632
  %2634 = fmul double %2629, %2633
  %2635 = fmul double %2629, 0x3FC2F112DF3E5244
  %2636 = fadd double 0x3FC7466496CB03DE, %2635
  %2637 = fmul double %2629, %2636
  %2638 = fadd double 0x3FD2492494229359, %2637
  %2639 = fmul double %2629, %2638
  %2640 = fadd double 0x3FE5555555555593, %2639
  %2641 = fmul double %2628, %2640
  %2642 = fadd double %2641, %2634
  %2643 = sitofp i64 %2616 to double
  %2644 = fadd double %2625, %2642
  %2645 = fmul double %2627, %2644
  %2646 = fmul double %2643, 0x3DEA39EF35793C76
  %2647 = fadd double %2645, %2646
  %2648 = fsub double %2647, %2625
  %2649 = fadd double %2648, %2623
  %2650 = fmul double %2643, 0x3FE62E42FEE00000
  %2651 = fadd double %2649, %2650
  %2652 = fneg double %2651
  %2653 = bitcast double %2652 to i64
  %2654 = lshr i64 %2653, 32
  %2655 = add i64 %2654, 614242
  %2656 = lshr i64 %2655, 20
  %2657 = sub i64 %2656, 1023
  %2658 = and i64 %2655, 1048575
  %2659 = add i64 %2658, 1072079006
  %2660 = shl i64 %2659, 32
  %2661 = and i64 %2653, 4294967295
  %2662 = or i64 %2660, %2661
  %2663 = bitcast i64 %2662 to double
  %2664 = fsub double %2663, 1.000000e+00
  %2665 = fmul double 5.000000e-01, %2664
  %2666 = fmul double %2665, %2664
  %2667 = fadd double 2.000000e+00, %2664
  %2668 = fdiv double %2664, %2667
  %2669 = fmul double %2668, %2668
  %2670 = fmul double %2669, %2669
  %2671 = fmul double %2670, 0x3FC39A09D078C69F
  %2672 = fadd double 0x3FCC71C51D8E78AF, %2671
  %2673 = fmul double %2670, %2672
  %2674 = fadd double 0x3FD999999997FA04, %2673
  %2675 = fmul double %2670, %2674
  %2676 = fmul double %2670, 0x3FC2F112DF3E5244
  %2677 = fadd double 0x3FC7466496CB03DE, %2676
  %2678 = fmul double %2670, %2677
  %2679 = fadd double 0x3FD2492494229359, %2678
  %2680 = fmul double %2670, %2679
  %2681 = fadd double 0x3FE5555555555593, %2680
  %2682 = fmul double %2669, %2681
  %2683 = fadd double %2682, %2675
  %2684 = sitofp i64 %2657 to double
  %2685 = fadd double %2666, %2683
  %2686 = fmul double %2668, %2685
  %2687 = fmul double %2684, 0x3DEA39EF35793C76
  %2688 = fadd double %2686, %2687
  %2689 = fsub double %2688, %2666
  %2690 = fadd double %2689, %2664
  %2691 = fmul double %2684, 0x3FE62E42FEE00000
  %2692 = fadd double %2690, %2691
  %2693 = fneg double %2692
  %2694 = fptrunc double %2693 to float
  %2695 = fadd float %2365, %2694
  %2696 = fcmp une float %2442, 0.000000e+00
  %2697 = select i1 %2696, float %2695, float 0xFFF0000000000000
  %2698 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature371
  store float %2697, ptr addrspace(3) %2698, align 4
  br label %slot.done374

slot.done374:                                     ; preds = %slot.then373, %slot.done363
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then382, label %fold.done383

fold.then382:                                     ; preds = %slot.done374
  store float 0xFFF0000000000000, ptr %fold_value384, align 4
  store i64 0, ptr %fold_index385, align 8
  store i64 0, ptr %pairwise_depth388, align 8
  br label %fold.header389

fold.done383:                                     ; preds = %fold.exit391, %slot.done374
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature395 = add i64 %lane, 0
  %valid396 = icmp ult i64 %feature395, %n_features
  %2699 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header389:                                   ; preds = %fold.body390, %fold.then382
  %fold392 = phi i64 [ 0, %fold.then382 ], [ %2711, %fold.body390 ]
  %2700 = icmp ult i64 %fold392, %n_features
  br i1 %2700, label %fold.body390, label %fold.exit391

fold.body390:                                     ; preds = %fold.header389
  %2701 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold392
  %2702 = load float, ptr addrspace(3) %2701, align 4
  %2703 = load float, ptr %fold_value384, align 4
  %2704 = fcmp ogt float %2702, %2703
  %2705 = fcmp uno float %2702, %2702
  %2706 = fcmp ord float %2703, %2703
  %2707 = and i1 %2705, %2706
  %take393 = or i1 %2704, %2707
  %2708 = select i1 %take393, float %2702, float %2703
  store float %2708, ptr %fold_value384, align 4
  %2709 = load i64, ptr %fold_index385, align 8
  %2710 = select i1 %take393, i64 %fold392, i64 %2709
  store i64 %2710, ptr %fold_index385, align 8
  %2711 = add i64 %fold392, 1
  br label %fold.header389

fold.exit391:                                     ; preds = %fold.header389
  %2712 = load i64, ptr %fold_index385, align 8
  %argmax394 = uitofp i64 %2712 to float
  store float %argmax394, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  br label %fold.done383

uniform_sinks.then:                               ; preds = %fold.done383
  %2713 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2714 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2715 = fmul float %2714, 2.000000e+00
  %2716 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2717 = fcmp oeq float %2716, 0xFFF0000000000000
  %2718 = select i1 %2717, float 1.000000e+00, float 0.000000e+00
  %2719 = fmul float %2718, 4.000000e+00
  %2720 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2721 = fmul float %2720, 8.000000e+00
  %2722 = fadd float %2713, %2715
  %2723 = fadd float %2722, %2719
  %2724 = fadd float %2723, %2721
  %2725 = icmp ne i32 %greedy, 0
  %greedy397 = select i1 %2725, float 1.000000e+00, float 0.000000e+00
  %2726 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2727 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2728 = fcmp une float %greedy397, 0.000000e+00
  %2729 = select i1 %2728, float %2726, float %2727
  %2730 = fcmp une float %2724, 0.000000e+00
  %2731 = select i1 %2730, float -1.000000e+00, float %2729
  %id = fptosi float %2731 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %2724 to i32
  %status398 = load i32, ptr addrspace(1) %4, align 4
  %2732 = or i32 %status398, %status_bits
  store i32 %2732, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done383
  %feature399 = add i64 %lane, 0
  %valid400 = icmp ult i64 %feature399, %n_features
  %2733 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid400, label %slot.then401, label %slot.done402

slot.then401:                                     ; preds = %uniform_sinks.done
  %2734 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2735 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2736 = fmul float %2735, 2.000000e+00
  %2737 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2738 = fcmp oeq float %2737, 0xFFF0000000000000
  %2739 = select i1 %2738, float 1.000000e+00, float 0.000000e+00
  %2740 = fmul float %2739, 4.000000e+00
  %2741 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2742 = fmul float %2741, 8.000000e+00
  %2743 = fadd float %2734, %2736
  %2744 = fadd float %2743, %2740
  %2745 = fadd float %2744, %2742
  %2746 = icmp ne i32 %greedy, 0
  %greedy403 = select i1 %2746, float 1.000000e+00, float 0.000000e+00
  %2747 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2748 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2749 = fcmp une float %greedy403, 0.000000e+00
  %2750 = select i1 %2749, float %2747, float %2748
  %2751 = fcmp une float %2745, 0.000000e+00
  %2752 = select i1 %2751, float -1.000000e+00, float %2750
  br label %slot.done402

slot.done402:                                     ; preds = %slot.then401, %uniform_sinks.done
  %feature404 = add i64 %lane, 1024
  %valid405 = icmp ult i64 %feature404, %n_features
  %2753 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid405, label %slot.then406, label %slot.done407

slot.then406:                                     ; preds = %slot.done402
  %2754 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2755 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2756 = fmul float %2755, 2.000000e+00
  %2757 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2758 = fcmp oeq float %2757, 0xFFF0000000000000
  %2759 = select i1 %2758, float 1.000000e+00, float 0.000000e+00
  %2760 = fmul float %2759, 4.000000e+00
  %2761 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2762 = fmul float %2761, 8.000000e+00
  %2763 = fadd float %2754, %2756
  %2764 = fadd float %2763, %2760
  %2765 = fadd float %2764, %2762
  %2766 = icmp ne i32 %greedy, 0
  %greedy408 = select i1 %2766, float 1.000000e+00, float 0.000000e+00
  %2767 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2768 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2769 = fcmp une float %greedy408, 0.000000e+00
  %2770 = select i1 %2769, float %2767, float %2768
  %2771 = fcmp une float %2765, 0.000000e+00
  %2772 = select i1 %2771, float -1.000000e+00, float %2770
  br label %slot.done407

slot.done407:                                     ; preds = %slot.then406, %slot.done402
  %feature409 = add i64 %lane, 2048
  %valid410 = icmp ult i64 %feature409, %n_features
  %2773 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid410, label %slot.then411, label %slot.done412

slot.then411:                                     ; preds = %slot.done407
  %2774 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2775 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2776 = fmul float %2775, 2.000000e+00
  %2777 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2778 = fcmp oeq float %2777, 0xFFF0000000000000
  %2779 = select i1 %2778, float 1.000000e+00, float 0.000000e+00
  %2780 = fmul float %2779, 4.000000e+00
  %2781 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2782 = fmul float %2781, 8.000000e+00
  %2783 = fadd float %2774, %2776
  %2784 = fadd float %2783, %2780
  %2785 = fadd float %2784, %2782
  %2786 = icmp ne i32 %greedy, 0
  %greedy413 = select i1 %2786, float 1.000000e+00, float 0.000000e+00
  %2787 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2788 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2789 = fcmp une float %greedy413, 0.000000e+00
  %2790 = select i1 %2789, float %2787, float %2788
  %2791 = fcmp une float %2785, 0.000000e+00
  %2792 = select i1 %2791, float -1.000000e+00, float %2790
  br label %slot.done412

slot.done412:                                     ; preds = %slot.then411, %slot.done407
  %feature414 = add i64 %lane, 3072
  %valid415 = icmp ult i64 %feature414, %n_features
  %2793 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid415, label %slot.then416, label %slot.done417

slot.then416:                                     ; preds = %slot.done412
  %2794 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2795 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2796 = fmul float %2795, 2.000000e+00
  %2797 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2798 = fcmp oeq float %2797, 0xFFF0000000000000
  %2799 = select i1 %2798, float 1.000000e+00, float 0.000000e+00
  %2800 = fmul float %2799, 4.000000e+00
  %2801 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2802 = fmul float %2801, 8.000000e+00
  %2803 = fadd float %2794, %2796
  %2804 = fadd float %2803, %2800
  %2805 = fadd float %2804, %2802
  %2806 = icmp ne i32 %greedy, 0
  %greedy418 = select i1 %2806, float 1.000000e+00, float 0.000000e+00
  %2807 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2808 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2809 = fcmp une float %greedy418, 0.000000e+00
  %2810 = select i1 %2809, float %2807, float %2808
  %2811 = fcmp une float %2805, 0.000000e+00
  %2812 = select i1 %2811, float -1.000000e+00, float %2810
  br label %slot.done417

slot.done417:                                     ; preds = %slot.then416, %slot.done412
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_wide(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #0 {
entry:
  %max_index255 = alloca <8 x i64>, align 64
  %max_best254 = alloca <8 x float>, align 32
  %pairwise_depth253 = alloca i64, align 8
  %pairwise_levels252 = alloca [64 x i64], align 8
  %pairwise_sums251 = alloca [64 x float], align 4
  %fold_index250 = alloca i64, align 8
  %fold_value249 = alloca float, align 4
  %pairwise_depth225 = alloca i64, align 8
  %pairwise_levels224 = alloca [64 x i64], align 8
  %pairwise_sums223 = alloca [64 x float], align 4
  %fold_index222 = alloca i64, align 8
  %fold_value221 = alloca float, align 4
  %search_lo215 = alloca i64, align 8
  %pairwise_depth204 = alloca i64, align 8
  %pairwise_levels203 = alloca [64 x i64], align 8
  %pairwise_sums202 = alloca [64 x float], align 4
  %fold_index201 = alloca i64, align 8
  %fold_value200 = alloca float, align 4
  %search_hi194 = alloca i32, align 4
  %pairwise_depth185 = alloca i64, align 8
  %pairwise_levels184 = alloca [64 x i64], align 8
  %pairwise_sums183 = alloca [64 x float], align 4
  %fold_index182 = alloca i64, align 8
  %fold_value181 = alloca float, align 4
  %search_index180 = alloca float, align 4
  %search_value179 = alloca float, align 4
  %nonzero = alloca i64, align 8
  %pairwise_depth155 = alloca i64, align 8
  %pairwise_levels154 = alloca [64 x i64], align 8
  %pairwise_sums153 = alloca [64 x float], align 4
  %fold_index152 = alloca i64, align 8
  %fold_value151 = alloca float, align 4
  %max_index122 = alloca <8 x i64>, align 64
  %max_best121 = alloca <8 x float>, align 32
  %pairwise_depth120 = alloca i64, align 8
  %pairwise_levels119 = alloca [64 x i64], align 8
  %pairwise_sums118 = alloca [64 x float], align 4
  %fold_index117 = alloca i64, align 8
  %fold_value116 = alloca float, align 4
  %search_count95 = alloca i64, align 8
  %search_lo = alloca i64, align 8
  %search_count86 = alloca i64, align 8
  %search_hi = alloca i32, align 4
  %search_count = alloca i64, align 8
  %search_index = alloca float, align 4
  %search_value = alloca float, align 4
  %max_index65 = alloca <8 x i64>, align 64
  %max_best64 = alloca <8 x float>, align 32
  %pairwise_depth63 = alloca i64, align 8
  %pairwise_levels62 = alloca [64 x i64], align 8
  %pairwise_sums61 = alloca [64 x float], align 4
  %fold_index60 = alloca i64, align 8
  %fold_value59 = alloca float, align 4
  %max_index46 = alloca <8 x i64>, align 64
  %max_best45 = alloca <8 x float>, align 32
  %pairwise_depth44 = alloca i64, align 8
  %pairwise_levels43 = alloca [64 x i64], align 8
  %pairwise_sums42 = alloca [64 x float], align 4
  %fold_index41 = alloca i64, align 8
  %fold_value40 = alloca float, align 4
  %max_index27 = alloca <8 x i64>, align 64
  %max_best26 = alloca <8 x float>, align 32
  %pairwise_depth25 = alloca i64, align 8
  %pairwise_levels24 = alloca [64 x i64], align 8
  %pairwise_sums23 = alloca [64 x float], align 4
  %fold_index22 = alloca i64, align 8
  %fold_value21 = alloca float, align 4
  %max_index8 = alloca <8 x i64>, align 64
  %max_best7 = alloca <8 x float>, align 32
  %pairwise_depth6 = alloca i64, align 8
  %pairwise_levels5 = alloca [64 x i64], align 8
  %pairwise_sums4 = alloca [64 x float], align 4
  %fold_index3 = alloca i64, align 8
  %fold_value2 = alloca float, align 4
  %max_index = alloca <8 x i64>, align 64
  %max_best = alloca <8 x float>, align 32
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
  %id_ptr = getelementptr inbounds i64, ptr addrspace(1) %out_0, i64 %row
  %2 = getelementptr inbounds float, ptr addrspace(1) %input_0, i64 %row_offset
  %3 = getelementptr inbounds float, ptr addrspace(1) %status, i64 %row
  %4 = mul i64 %n_features, 5
  %5 = mul i64 %row, %4
  %6 = getelementptr inbounds float, ptr addrspace(1) %scratch, i64 %5
  br label %feature.header

row.done:                                         ; preds = %feature.exit273, %entry
  ret void

feature.header:                                   ; preds = %feature.body, %row.then
  %feature = phi i64 [ %lane, %row.then ], [ %41, %feature.body ]
  %7 = icmp ult i64 %feature, %n_features
  br i1 %7, label %feature.body, label %feature.exit

feature.body:                                     ; preds = %feature.header
  %8 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature
  %9 = load float, ptr addrspace(1) %8, align 4
  %10 = fcmp une float %9, %9
  %11 = select i1 %10, float 1.000000e+00, float 0.000000e+00
  %12 = fcmp oeq float %9, 0x7FF0000000000000
  %13 = select i1 %12, float 1.000000e+00, float 0.000000e+00
  %14 = fmul float %9, %inv_t
  %15 = bitcast float %14 to i32
  %16 = and i32 %15, 2147483647
  %17 = bitcast i32 %16 to float
  %18 = fcmp oeq float %17, 0x7FF0000000000000
  %19 = select i1 %18, float 1.000000e+00, float 0.000000e+00
  %20 = bitcast float %9 to i32
  %21 = and i32 %20, 2147483647
  %22 = bitcast i32 %21 to float
  %23 = fcmp olt float %22, 0x7FF0000000000000
  %24 = select i1 %23, float 1.000000e+00, float 0.000000e+00
  %25 = fmul float %19, %24
  %26 = mul i64 %n_features, 0
  %27 = add i64 %26, %feature
  %28 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %27
  store float %11, ptr addrspace(1) %28, align 4
  %29 = mul i64 %n_features, 1
  %30 = add i64 %29, %feature
  %31 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %30
  store float %13, ptr addrspace(1) %31, align 4
  %32 = mul i64 %n_features, 2
  %33 = add i64 %32, %feature
  %34 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %33
  store float %9, ptr addrspace(1) %34, align 4
  %35 = mul i64 %n_features, 3
  %36 = add i64 %35, %feature
  %37 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %36
  store float %9, ptr addrspace(1) %37, align 4
  %38 = mul i64 %n_features, 4
  %39 = add i64 %38, %feature
  %40 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %39
  store float %25, ptr addrspace(1) %40, align 4
  %41 = add i64 %feature, 256
  br label %feature.header

feature.exit:                                     ; preds = %feature.header
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then, label %reduce.done

reduce.then:                                      ; preds = %feature.exit
  %42 = mul i64 %n_features, 0
  %43 = add i64 %42, 0
  %44 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %43
  store float 0xFFF0000000000000, ptr %fold_value, align 4
  store i64 0, ptr %fold_index, align 8
  store i64 0, ptr %pairwise_depth, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best, align 32
  store <8 x i64> zeroinitializer, ptr %max_index, align 64
  %blocks_end = and i64 %n_features, -8
  br label %max_block.header

reduce.done:                                      ; preds = %fold_tail.exit75, %feature.exit
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %not_greedy = icmp eq i32 %greedy, 0
  %top_k_on = icmp ne i64 %top_k, 0
  %guard = and i1 %top_k_on, %not_greedy
  br i1 %guard, label %guard.then, label %guard.else

max_block.header:                                 ; preds = %max_block.body, %reduce.then
  %max_block = phi i64 [ 0, %reduce.then ], [ %58, %max_block.body ]
  %45 = icmp ult i64 %max_block, %blocks_end
  br i1 %45, label %max_block.body, label %max_block.exit

max_block.body:                                   ; preds = %max_block.header
  %46 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %max_block
  %block = load <8 x float>, ptr addrspace(1) %46, align 4
  %47 = load <8 x float>, ptr %max_best, align 32
  %48 = fcmp ogt <8 x float> %block, %47
  %49 = fcmp uno <8 x float> %block, %block
  %50 = fcmp ord <8 x float> %47, %47
  %51 = and <8 x i1> %49, %50
  %take = or <8 x i1> %48, %51
  %52 = select <8 x i1> %take, <8 x float> %block, <8 x float> %47
  store <8 x float> %52, ptr %max_best, align 32
  %53 = insertelement <8 x i64> undef, i64 %max_block, i32 0
  %54 = shufflevector <8 x i64> %53, <8 x i64> undef, <8 x i32> zeroinitializer
  %55 = add <8 x i64> %54, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %56 = load <8 x i64>, ptr %max_index, align 64
  %57 = select <8 x i1> %take, <8 x i64> %55, <8 x i64> %56
  store <8 x i64> %57, ptr %max_index, align 64
  %58 = add i64 %max_block, 8
  br label %max_block.header

max_block.exit:                                   ; preds = %max_block.header
  %59 = load <8 x float>, ptr %max_best, align 32
  %60 = load <8 x i64>, ptr %max_index, align 64
  %61 = extractelement <8 x float> %59, i32 0
  %62 = extractelement <8 x i64> %60, i32 0
  %63 = fcmp uno float %61, %61
  %64 = icmp ult i64 %62, 0
  %65 = fcmp ogt float %61, 0xFFF0000000000000
  %66 = fcmp oeq float %61, 0xFFF0000000000000
  %67 = or i1 true, %64
  %68 = and i1 %66, %64
  %69 = or i1 %65, %68
  %70 = and i1 true, %69
  %71 = select i1 %63, i1 %67, i1 %70
  %72 = select i1 %71, float %61, float 0xFFF0000000000000
  %73 = select i1 %71, i64 %62, i64 0
  %74 = extractelement <8 x float> %59, i32 1
  %75 = extractelement <8 x i64> %60, i32 1
  %76 = fcmp uno float %74, %74
  %77 = fcmp uno float %72, %72
  %78 = icmp ult i64 %75, %73
  %79 = fcmp ogt float %74, %72
  %80 = fcmp oeq float %74, %72
  %81 = xor i1 %77, true
  %82 = or i1 %81, %78
  %83 = and i1 %80, %78
  %84 = or i1 %79, %83
  %85 = xor i1 %77, true
  %86 = and i1 %85, %84
  %87 = select i1 %76, i1 %82, i1 %86
  %88 = select i1 %87, float %74, float %72
  %89 = select i1 %87, i64 %75, i64 %73
  %90 = extractelement <8 x float> %59, i32 2
  %91 = extractelement <8 x i64> %60, i32 2
  %92 = fcmp uno float %90, %90
  %93 = fcmp uno float %88, %88
  %94 = icmp ult i64 %91, %89
  %95 = fcmp ogt float %90, %88
  %96 = fcmp oeq float %90, %88
  %97 = xor i1 %93, true
  %98 = or i1 %97, %94
  %99 = and i1 %96, %94
  %100 = or i1 %95, %99
  %101 = xor i1 %93, true
  %102 = and i1 %101, %100
  %103 = select i1 %92, i1 %98, i1 %102
  %104 = select i1 %103, float %90, float %88
  %105 = select i1 %103, i64 %91, i64 %89
  %106 = extractelement <8 x float> %59, i32 3
  %107 = extractelement <8 x i64> %60, i32 3
  %108 = fcmp uno float %106, %106
  %109 = fcmp uno float %104, %104
  %110 = icmp ult i64 %107, %105
  %111 = fcmp ogt float %106, %104
  %112 = fcmp oeq float %106, %104
  %113 = xor i1 %109, true
  %114 = or i1 %113, %110
  %115 = and i1 %112, %110
  %116 = or i1 %111, %115
  %117 = xor i1 %109, true
  %118 = and i1 %117, %116
  %119 = select i1 %108, i1 %114, i1 %118
  %120 = select i1 %119, float %106, float %104
  %121 = select i1 %119, i64 %107, i64 %105
  %122 = extractelement <8 x float> %59, i32 4
  %123 = extractelement <8 x i64> %60, i32 4
  %124 = fcmp uno float %122, %122
  %125 = fcmp uno float %120, %120
  %126 = icmp ult i64 %123, %121
  %127 = fcmp ogt float %122, %120
  %128 = fcmp oeq float %122, %120
  %129 = xor i1 %125, true
  %130 = or i1 %129, %126
  %131 = and i1 %128, %126
  %132 = or i1 %127, %131
  %133 = xor i1 %125, true
  %134 = and i1 %133, %132
  %135 = select i1 %124, i1 %130, i1 %134
  %136 = select i1 %135, float %122, float %120
  %137 = select i1 %135, i64 %123, i64 %121
  %138 = extractelement <8 x float> %59, i32 5
  %139 = extractelement <8 x i64> %60, i32 5
  %140 = fcmp uno float %138, %138
  %141 = fcmp uno float %136, %136
  %142 = icmp ult i64 %139, %137
  %143 = fcmp ogt float %138, %136
  %144 = fcmp oeq float %138, %136
  %145 = xor i1 %141, true
  %146 = or i1 %145, %142
  %147 = and i1 %144, %142
  %148 = or i1 %143, %147
  %149 = xor i1 %141, true
  %150 = and i1 %149, %148
  %151 = select i1 %140, i1 %146, i1 %150
  %152 = select i1 %151, float %138, float %136
  %153 = select i1 %151, i64 %139, i64 %137
  %154 = extractelement <8 x float> %59, i32 6
  %155 = extractelement <8 x i64> %60, i32 6
  %156 = fcmp uno float %154, %154
  %157 = fcmp uno float %152, %152
  %158 = icmp ult i64 %155, %153
  %159 = fcmp ogt float %154, %152
  %160 = fcmp oeq float %154, %152
  %161 = xor i1 %157, true
  %162 = or i1 %161, %158
  %163 = and i1 %160, %158
  %164 = or i1 %159, %163
  %165 = xor i1 %157, true
  %166 = and i1 %165, %164
  %167 = select i1 %156, i1 %162, i1 %166
  %168 = select i1 %167, float %154, float %152
  %169 = select i1 %167, i64 %155, i64 %153
  %170 = extractelement <8 x float> %59, i32 7
  %171 = extractelement <8 x i64> %60, i32 7
  %172 = fcmp uno float %170, %170
  %173 = fcmp uno float %168, %168
  %174 = icmp ult i64 %171, %169
  %175 = fcmp ogt float %170, %168
  %176 = fcmp oeq float %170, %168
  %177 = xor i1 %173, true
  %178 = or i1 %177, %174
  %179 = and i1 %176, %174
  %180 = or i1 %175, %179
  %181 = xor i1 %173, true
  %182 = and i1 %181, %180
  %183 = select i1 %172, i1 %178, i1 %182
  %184 = select i1 %183, float %170, float %168
  %185 = select i1 %183, i64 %171, i64 %169
  store float %184, ptr %fold_value, align 4
  store i64 %185, ptr %fold_index, align 8
  br label %fold_tail.header

fold_tail.header:                                 ; preds = %fold_tail.body, %max_block.exit
  %fold_tail = phi i64 [ %blocks_end, %max_block.exit ], [ %197, %fold_tail.body ]
  %186 = icmp ult i64 %fold_tail, %n_features
  br i1 %186, label %fold_tail.body, label %fold_tail.exit

fold_tail.body:                                   ; preds = %fold_tail.header
  %187 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %fold_tail
  %188 = load float, ptr addrspace(1) %187, align 4
  %189 = load float, ptr %fold_value, align 4
  %190 = fcmp ogt float %188, %189
  %191 = fcmp uno float %188, %188
  %192 = fcmp ord float %189, %189
  %193 = and i1 %191, %192
  %take1 = or i1 %190, %193
  %194 = select i1 %take1, float %188, float %189
  store float %194, ptr %fold_value, align 4
  %195 = load i64, ptr %fold_index, align 8
  %196 = select i1 %take1, i64 %fold_tail, i64 %195
  store i64 %196, ptr %fold_index, align 8
  %197 = add i64 %fold_tail, 1
  br label %fold_tail.header

fold_tail.exit:                                   ; preds = %fold_tail.header
  %198 = load float, ptr %fold_value, align 4
  store float %198, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %199 = mul i64 %n_features, 1
  %200 = add i64 %199, 0
  %201 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %200
  store float 0xFFF0000000000000, ptr %fold_value2, align 4
  store i64 0, ptr %fold_index3, align 8
  store i64 0, ptr %pairwise_depth6, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best7, align 32
  store <8 x i64> zeroinitializer, ptr %max_index8, align 64
  %blocks_end9 = and i64 %n_features, -8
  br label %max_block.header10

max_block.header10:                               ; preds = %max_block.body11, %fold_tail.exit
  %max_block13 = phi i64 [ 0, %fold_tail.exit ], [ %215, %max_block.body11 ]
  %202 = icmp ult i64 %max_block13, %blocks_end9
  br i1 %202, label %max_block.body11, label %max_block.exit12

max_block.body11:                                 ; preds = %max_block.header10
  %203 = getelementptr inbounds float, ptr addrspace(1) %201, i64 %max_block13
  %block14 = load <8 x float>, ptr addrspace(1) %203, align 4
  %204 = load <8 x float>, ptr %max_best7, align 32
  %205 = fcmp ogt <8 x float> %block14, %204
  %206 = fcmp uno <8 x float> %block14, %block14
  %207 = fcmp ord <8 x float> %204, %204
  %208 = and <8 x i1> %206, %207
  %take15 = or <8 x i1> %205, %208
  %209 = select <8 x i1> %take15, <8 x float> %block14, <8 x float> %204
  store <8 x float> %209, ptr %max_best7, align 32
  %210 = insertelement <8 x i64> undef, i64 %max_block13, i32 0
  %211 = shufflevector <8 x i64> %210, <8 x i64> undef, <8 x i32> zeroinitializer
  %212 = add <8 x i64> %211, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %213 = load <8 x i64>, ptr %max_index8, align 64
  %214 = select <8 x i1> %take15, <8 x i64> %212, <8 x i64> %213
  store <8 x i64> %214, ptr %max_index8, align 64
  %215 = add i64 %max_block13, 8
  br label %max_block.header10

max_block.exit12:                                 ; preds = %max_block.header10
  %216 = load <8 x float>, ptr %max_best7, align 32
  %217 = load <8 x i64>, ptr %max_index8, align 64
  %218 = extractelement <8 x float> %216, i32 0
  %219 = extractelement <8 x i64> %217, i32 0
  %220 = fcmp uno float %218, %218
  %221 = icmp ult i64 %219, 0
  %222 = fcmp ogt float %218, 0xFFF0000000000000
  %223 = fcmp oeq float %218, 0xFFF0000000000000
  %224 = or i1 true, %221
  %225 = and i1 %223, %221
  %226 = or i1 %222, %225
  %227 = and i1 true, %226
  %228 = select i1 %220, i1 %224, i1 %227
  %229 = select i1 %228, float %218, float 0xFFF0000000000000
  %230 = select i1 %228, i64 %219, i64 0
  %231 = extractelement <8 x float> %216, i32 1
  %232 = extractelement <8 x i64> %217, i32 1
  %233 = fcmp uno float %231, %231
  %234 = fcmp uno float %229, %229
  %235 = icmp ult i64 %232, %230
  %236 = fcmp ogt float %231, %229
  %237 = fcmp oeq float %231, %229
  %238 = xor i1 %234, true
  %239 = or i1 %238, %235
  %240 = and i1 %237, %235
  %241 = or i1 %236, %240
  %242 = xor i1 %234, true
  %243 = and i1 %242, %241
  %244 = select i1 %233, i1 %239, i1 %243
  %245 = select i1 %244, float %231, float %229
  %246 = select i1 %244, i64 %232, i64 %230
  %247 = extractelement <8 x float> %216, i32 2
  %248 = extractelement <8 x i64> %217, i32 2
  %249 = fcmp uno float %247, %247
  %250 = fcmp uno float %245, %245
  %251 = icmp ult i64 %248, %246
  %252 = fcmp ogt float %247, %245
  %253 = fcmp oeq float %247, %245
  %254 = xor i1 %250, true
  %255 = or i1 %254, %251
  %256 = and i1 %253, %251
  %257 = or i1 %252, %256
  %258 = xor i1 %250, true
  %259 = and i1 %258, %257
  %260 = select i1 %249, i1 %255, i1 %259
  %261 = select i1 %260, float %247, float %245
  %262 = select i1 %260, i64 %248, i64 %246
  %263 = extractelement <8 x float> %216, i32 3
  %264 = extractelement <8 x i64> %217, i32 3
  %265 = fcmp uno float %263, %263
  %266 = fcmp uno float %261, %261
  %267 = icmp ult i64 %264, %262
  %268 = fcmp ogt float %263, %261
  %269 = fcmp oeq float %263, %261
  %270 = xor i1 %266, true
  %271 = or i1 %270, %267
  %272 = and i1 %269, %267
  %273 = or i1 %268, %272
  %274 = xor i1 %266, true
  %275 = and i1 %274, %273
  %276 = select i1 %265, i1 %271, i1 %275
  %277 = select i1 %276, float %263, float %261
  %278 = select i1 %276, i64 %264, i64 %262
  %279 = extractelement <8 x float> %216, i32 4
  %280 = extractelement <8 x i64> %217, i32 4
  %281 = fcmp uno float %279, %279
  %282 = fcmp uno float %277, %277
  %283 = icmp ult i64 %280, %278
  %284 = fcmp ogt float %279, %277
  %285 = fcmp oeq float %279, %277
  %286 = xor i1 %282, true
  %287 = or i1 %286, %283
  %288 = and i1 %285, %283
  %289 = or i1 %284, %288
  %290 = xor i1 %282, true
  %291 = and i1 %290, %289
  %292 = select i1 %281, i1 %287, i1 %291
  %293 = select i1 %292, float %279, float %277
  %294 = select i1 %292, i64 %280, i64 %278
  %295 = extractelement <8 x float> %216, i32 5
  %296 = extractelement <8 x i64> %217, i32 5
  %297 = fcmp uno float %295, %295
  %298 = fcmp uno float %293, %293
  %299 = icmp ult i64 %296, %294
  %300 = fcmp ogt float %295, %293
  %301 = fcmp oeq float %295, %293
  %302 = xor i1 %298, true
  %303 = or i1 %302, %299
  %304 = and i1 %301, %299
  %305 = or i1 %300, %304
  %306 = xor i1 %298, true
  %307 = and i1 %306, %305
  %308 = select i1 %297, i1 %303, i1 %307
  %309 = select i1 %308, float %295, float %293
  %310 = select i1 %308, i64 %296, i64 %294
  %311 = extractelement <8 x float> %216, i32 6
  %312 = extractelement <8 x i64> %217, i32 6
  %313 = fcmp uno float %311, %311
  %314 = fcmp uno float %309, %309
  %315 = icmp ult i64 %312, %310
  %316 = fcmp ogt float %311, %309
  %317 = fcmp oeq float %311, %309
  %318 = xor i1 %314, true
  %319 = or i1 %318, %315
  %320 = and i1 %317, %315
  %321 = or i1 %316, %320
  %322 = xor i1 %314, true
  %323 = and i1 %322, %321
  %324 = select i1 %313, i1 %319, i1 %323
  %325 = select i1 %324, float %311, float %309
  %326 = select i1 %324, i64 %312, i64 %310
  %327 = extractelement <8 x float> %216, i32 7
  %328 = extractelement <8 x i64> %217, i32 7
  %329 = fcmp uno float %327, %327
  %330 = fcmp uno float %325, %325
  %331 = icmp ult i64 %328, %326
  %332 = fcmp ogt float %327, %325
  %333 = fcmp oeq float %327, %325
  %334 = xor i1 %330, true
  %335 = or i1 %334, %331
  %336 = and i1 %333, %331
  %337 = or i1 %332, %336
  %338 = xor i1 %330, true
  %339 = and i1 %338, %337
  %340 = select i1 %329, i1 %335, i1 %339
  %341 = select i1 %340, float %327, float %325
  %342 = select i1 %340, i64 %328, i64 %326
  store float %341, ptr %fold_value2, align 4
  store i64 %342, ptr %fold_index3, align 8
  br label %fold_tail.header16

fold_tail.header16:                               ; preds = %fold_tail.body17, %max_block.exit12
  %fold_tail19 = phi i64 [ %blocks_end9, %max_block.exit12 ], [ %354, %fold_tail.body17 ]
  %343 = icmp ult i64 %fold_tail19, %n_features
  br i1 %343, label %fold_tail.body17, label %fold_tail.exit18

fold_tail.body17:                                 ; preds = %fold_tail.header16
  %344 = getelementptr inbounds float, ptr addrspace(1) %201, i64 %fold_tail19
  %345 = load float, ptr addrspace(1) %344, align 4
  %346 = load float, ptr %fold_value2, align 4
  %347 = fcmp ogt float %345, %346
  %348 = fcmp uno float %345, %345
  %349 = fcmp ord float %346, %346
  %350 = and i1 %348, %349
  %take20 = or i1 %347, %350
  %351 = select i1 %take20, float %345, float %346
  store float %351, ptr %fold_value2, align 4
  %352 = load i64, ptr %fold_index3, align 8
  %353 = select i1 %take20, i64 %fold_tail19, i64 %352
  store i64 %353, ptr %fold_index3, align 8
  %354 = add i64 %fold_tail19, 1
  br label %fold_tail.header16

fold_tail.exit18:                                 ; preds = %fold_tail.header16
  %355 = load float, ptr %fold_value2, align 4
  store float %355, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %356 = mul i64 %n_features, 2
  %357 = add i64 %356, 0
  %358 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %357
  store float 0xFFF0000000000000, ptr %fold_value21, align 4
  store i64 0, ptr %fold_index22, align 8
  store i64 0, ptr %pairwise_depth25, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best26, align 32
  store <8 x i64> zeroinitializer, ptr %max_index27, align 64
  %blocks_end28 = and i64 %n_features, -8
  br label %max_block.header29

max_block.header29:                               ; preds = %max_block.body30, %fold_tail.exit18
  %max_block32 = phi i64 [ 0, %fold_tail.exit18 ], [ %372, %max_block.body30 ]
  %359 = icmp ult i64 %max_block32, %blocks_end28
  br i1 %359, label %max_block.body30, label %max_block.exit31

max_block.body30:                                 ; preds = %max_block.header29
  %360 = getelementptr inbounds float, ptr addrspace(1) %358, i64 %max_block32
  %block33 = load <8 x float>, ptr addrspace(1) %360, align 4
  %361 = load <8 x float>, ptr %max_best26, align 32
  %362 = fcmp ogt <8 x float> %block33, %361
  %363 = fcmp uno <8 x float> %block33, %block33
  %364 = fcmp ord <8 x float> %361, %361
  %365 = and <8 x i1> %363, %364
  %take34 = or <8 x i1> %362, %365
  %366 = select <8 x i1> %take34, <8 x float> %block33, <8 x float> %361
  store <8 x float> %366, ptr %max_best26, align 32
  %367 = insertelement <8 x i64> undef, i64 %max_block32, i32 0
  %368 = shufflevector <8 x i64> %367, <8 x i64> undef, <8 x i32> zeroinitializer
  %369 = add <8 x i64> %368, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %370 = load <8 x i64>, ptr %max_index27, align 64
  %371 = select <8 x i1> %take34, <8 x i64> %369, <8 x i64> %370
  store <8 x i64> %371, ptr %max_index27, align 64
  %372 = add i64 %max_block32, 8
  br label %max_block.header29

max_block.exit31:                                 ; preds = %max_block.header29
  %373 = load <8 x float>, ptr %max_best26, align 32
  %374 = load <8 x i64>, ptr %max_index27, align 64
  %375 = extractelement <8 x float> %373, i32 0
  %376 = extractelement <8 x i64> %374, i32 0
  %377 = fcmp uno float %375, %375
  %378 = icmp ult i64 %376, 0
  %379 = fcmp ogt float %375, 0xFFF0000000000000
  %380 = fcmp oeq float %375, 0xFFF0000000000000
  %381 = or i1 true, %378
  %382 = and i1 %380, %378
  %383 = or i1 %379, %382
  %384 = and i1 true, %383
  %385 = select i1 %377, i1 %381, i1 %384
  %386 = select i1 %385, float %375, float 0xFFF0000000000000
  %387 = select i1 %385, i64 %376, i64 0
  %388 = extractelement <8 x float> %373, i32 1
  %389 = extractelement <8 x i64> %374, i32 1
  %390 = fcmp uno float %388, %388
  %391 = fcmp uno float %386, %386
  %392 = icmp ult i64 %389, %387
  %393 = fcmp ogt float %388, %386
  %394 = fcmp oeq float %388, %386
  %395 = xor i1 %391, true
  %396 = or i1 %395, %392
  %397 = and i1 %394, %392
  %398 = or i1 %393, %397
  %399 = xor i1 %391, true
  %400 = and i1 %399, %398
  %401 = select i1 %390, i1 %396, i1 %400
  %402 = select i1 %401, float %388, float %386
  %403 = select i1 %401, i64 %389, i64 %387
  %404 = extractelement <8 x float> %373, i32 2
  %405 = extractelement <8 x i64> %374, i32 2
  %406 = fcmp uno float %404, %404
  %407 = fcmp uno float %402, %402
  %408 = icmp ult i64 %405, %403
  %409 = fcmp ogt float %404, %402
  %410 = fcmp oeq float %404, %402
  %411 = xor i1 %407, true
  %412 = or i1 %411, %408
  %413 = and i1 %410, %408
  %414 = or i1 %409, %413
  %415 = xor i1 %407, true
  %416 = and i1 %415, %414
  %417 = select i1 %406, i1 %412, i1 %416
  %418 = select i1 %417, float %404, float %402
  %419 = select i1 %417, i64 %405, i64 %403
  %420 = extractelement <8 x float> %373, i32 3
  %421 = extractelement <8 x i64> %374, i32 3
  %422 = fcmp uno float %420, %420
  %423 = fcmp uno float %418, %418
  %424 = icmp ult i64 %421, %419
  %425 = fcmp ogt float %420, %418
  %426 = fcmp oeq float %420, %418
  %427 = xor i1 %423, true
  %428 = or i1 %427, %424
  %429 = and i1 %426, %424
  %430 = or i1 %425, %429
  %431 = xor i1 %423, true
  %432 = and i1 %431, %430
  %433 = select i1 %422, i1 %428, i1 %432
  %434 = select i1 %433, float %420, float %418
  %435 = select i1 %433, i64 %421, i64 %419
  %436 = extractelement <8 x float> %373, i32 4
  %437 = extractelement <8 x i64> %374, i32 4
  %438 = fcmp uno float %436, %436
  %439 = fcmp uno float %434, %434
  %440 = icmp ult i64 %437, %435
  %441 = fcmp ogt float %436, %434
  %442 = fcmp oeq float %436, %434
  %443 = xor i1 %439, true
  %444 = or i1 %443, %440
  %445 = and i1 %442, %440
  %446 = or i1 %441, %445
  %447 = xor i1 %439, true
  %448 = and i1 %447, %446
  %449 = select i1 %438, i1 %444, i1 %448
  %450 = select i1 %449, float %436, float %434
  %451 = select i1 %449, i64 %437, i64 %435
  %452 = extractelement <8 x float> %373, i32 5
  %453 = extractelement <8 x i64> %374, i32 5
  %454 = fcmp uno float %452, %452
  %455 = fcmp uno float %450, %450
  %456 = icmp ult i64 %453, %451
  %457 = fcmp ogt float %452, %450
  %458 = fcmp oeq float %452, %450
  %459 = xor i1 %455, true
  %460 = or i1 %459, %456
  %461 = and i1 %458, %456
  %462 = or i1 %457, %461
  %463 = xor i1 %455, true
  %464 = and i1 %463, %462
  %465 = select i1 %454, i1 %460, i1 %464
  %466 = select i1 %465, float %452, float %450
  %467 = select i1 %465, i64 %453, i64 %451
  %468 = extractelement <8 x float> %373, i32 6
  %469 = extractelement <8 x i64> %374, i32 6
  %470 = fcmp uno float %468, %468
  %471 = fcmp uno float %466, %466
  %472 = icmp ult i64 %469, %467
  %473 = fcmp ogt float %468, %466
  %474 = fcmp oeq float %468, %466
  %475 = xor i1 %471, true
  %476 = or i1 %475, %472
  %477 = and i1 %474, %472
  %478 = or i1 %473, %477
  %479 = xor i1 %471, true
  %480 = and i1 %479, %478
  %481 = select i1 %470, i1 %476, i1 %480
  %482 = select i1 %481, float %468, float %466
  %483 = select i1 %481, i64 %469, i64 %467
  %484 = extractelement <8 x float> %373, i32 7
  %485 = extractelement <8 x i64> %374, i32 7
  %486 = fcmp uno float %484, %484
  %487 = fcmp uno float %482, %482
  %488 = icmp ult i64 %485, %483
  %489 = fcmp ogt float %484, %482
  %490 = fcmp oeq float %484, %482
  %491 = xor i1 %487, true
  %492 = or i1 %491, %488
  %493 = and i1 %490, %488
  %494 = or i1 %489, %493
  %495 = xor i1 %487, true
  %496 = and i1 %495, %494
  %497 = select i1 %486, i1 %492, i1 %496
  %498 = select i1 %497, float %484, float %482
  %499 = select i1 %497, i64 %485, i64 %483
  store float %498, ptr %fold_value21, align 4
  store i64 %499, ptr %fold_index22, align 8
  br label %fold_tail.header35

fold_tail.header35:                               ; preds = %fold_tail.body36, %max_block.exit31
  %fold_tail38 = phi i64 [ %blocks_end28, %max_block.exit31 ], [ %511, %fold_tail.body36 ]
  %500 = icmp ult i64 %fold_tail38, %n_features
  br i1 %500, label %fold_tail.body36, label %fold_tail.exit37

fold_tail.body36:                                 ; preds = %fold_tail.header35
  %501 = getelementptr inbounds float, ptr addrspace(1) %358, i64 %fold_tail38
  %502 = load float, ptr addrspace(1) %501, align 4
  %503 = load float, ptr %fold_value21, align 4
  %504 = fcmp ogt float %502, %503
  %505 = fcmp uno float %502, %502
  %506 = fcmp ord float %503, %503
  %507 = and i1 %505, %506
  %take39 = or i1 %504, %507
  %508 = select i1 %take39, float %502, float %503
  store float %508, ptr %fold_value21, align 4
  %509 = load i64, ptr %fold_index22, align 8
  %510 = select i1 %take39, i64 %fold_tail38, i64 %509
  store i64 %510, ptr %fold_index22, align 8
  %511 = add i64 %fold_tail38, 1
  br label %fold_tail.header35

fold_tail.exit37:                                 ; preds = %fold_tail.header35
  %512 = load float, ptr %fold_value21, align 4
  store float %512, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %513 = mul i64 %n_features, 3
  %514 = add i64 %513, 0
  %515 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %514
  store float 0xFFF0000000000000, ptr %fold_value40, align 4
  store i64 0, ptr %fold_index41, align 8
  store i64 0, ptr %pairwise_depth44, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best45, align 32
  store <8 x i64> zeroinitializer, ptr %max_index46, align 64
  %blocks_end47 = and i64 %n_features, -8
  br label %max_block.header48

max_block.header48:                               ; preds = %max_block.body49, %fold_tail.exit37
  %max_block51 = phi i64 [ 0, %fold_tail.exit37 ], [ %529, %max_block.body49 ]
  %516 = icmp ult i64 %max_block51, %blocks_end47
  br i1 %516, label %max_block.body49, label %max_block.exit50

max_block.body49:                                 ; preds = %max_block.header48
  %517 = getelementptr inbounds float, ptr addrspace(1) %515, i64 %max_block51
  %block52 = load <8 x float>, ptr addrspace(1) %517, align 4
  %518 = load <8 x float>, ptr %max_best45, align 32
  %519 = fcmp ogt <8 x float> %block52, %518
  %520 = fcmp uno <8 x float> %block52, %block52
  %521 = fcmp ord <8 x float> %518, %518
  %522 = and <8 x i1> %520, %521
  %take53 = or <8 x i1> %519, %522
  %523 = select <8 x i1> %take53, <8 x float> %block52, <8 x float> %518
  store <8 x float> %523, ptr %max_best45, align 32
  %524 = insertelement <8 x i64> undef, i64 %max_block51, i32 0
  %525 = shufflevector <8 x i64> %524, <8 x i64> undef, <8 x i32> zeroinitializer
  %526 = add <8 x i64> %525, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %527 = load <8 x i64>, ptr %max_index46, align 64
  %528 = select <8 x i1> %take53, <8 x i64> %526, <8 x i64> %527
  store <8 x i64> %528, ptr %max_index46, align 64
  %529 = add i64 %max_block51, 8
  br label %max_block.header48

max_block.exit50:                                 ; preds = %max_block.header48
  %530 = load <8 x float>, ptr %max_best45, align 32
  %531 = load <8 x i64>, ptr %max_index46, align 64
  %532 = extractelement <8 x float> %530, i32 0
  %533 = extractelement <8 x i64> %531, i32 0
  %534 = fcmp uno float %532, %532
  %535 = icmp ult i64 %533, 0
  %536 = fcmp ogt float %532, 0xFFF0000000000000
  %537 = fcmp oeq float %532, 0xFFF0000000000000
  %538 = or i1 true, %535
  %539 = and i1 %537, %535
  %540 = or i1 %536, %539
  %541 = and i1 true, %540
  %542 = select i1 %534, i1 %538, i1 %541
  %543 = select i1 %542, float %532, float 0xFFF0000000000000
  %544 = select i1 %542, i64 %533, i64 0
  %545 = extractelement <8 x float> %530, i32 1
  %546 = extractelement <8 x i64> %531, i32 1
  %547 = fcmp uno float %545, %545
  %548 = fcmp uno float %543, %543
  %549 = icmp ult i64 %546, %544
  %550 = fcmp ogt float %545, %543
  %551 = fcmp oeq float %545, %543
  %552 = xor i1 %548, true
  %553 = or i1 %552, %549
  %554 = and i1 %551, %549
  %555 = or i1 %550, %554
  %556 = xor i1 %548, true
  %557 = and i1 %556, %555
  %558 = select i1 %547, i1 %553, i1 %557
  %559 = select i1 %558, float %545, float %543
  %560 = select i1 %558, i64 %546, i64 %544
  %561 = extractelement <8 x float> %530, i32 2
  %562 = extractelement <8 x i64> %531, i32 2
  %563 = fcmp uno float %561, %561
  %564 = fcmp uno float %559, %559
  %565 = icmp ult i64 %562, %560
  %566 = fcmp ogt float %561, %559
  %567 = fcmp oeq float %561, %559
  %568 = xor i1 %564, true
  %569 = or i1 %568, %565
  %570 = and i1 %567, %565
  %571 = or i1 %566, %570
  %572 = xor i1 %564, true
  %573 = and i1 %572, %571
  %574 = select i1 %563, i1 %569, i1 %573
  %575 = select i1 %574, float %561, float %559
  %576 = select i1 %574, i64 %562, i64 %560
  %577 = extractelement <8 x float> %530, i32 3
  %578 = extractelement <8 x i64> %531, i32 3
  %579 = fcmp uno float %577, %577
  %580 = fcmp uno float %575, %575
  %581 = icmp ult i64 %578, %576
  %582 = fcmp ogt float %577, %575
  %583 = fcmp oeq float %577, %575
  %584 = xor i1 %580, true
  %585 = or i1 %584, %581
  %586 = and i1 %583, %581
  %587 = or i1 %582, %586
  %588 = xor i1 %580, true
  %589 = and i1 %588, %587
  %590 = select i1 %579, i1 %585, i1 %589
  %591 = select i1 %590, float %577, float %575
  %592 = select i1 %590, i64 %578, i64 %576
  %593 = extractelement <8 x float> %530, i32 4
  %594 = extractelement <8 x i64> %531, i32 4
  %595 = fcmp uno float %593, %593
  %596 = fcmp uno float %591, %591
  %597 = icmp ult i64 %594, %592
  %598 = fcmp ogt float %593, %591
  %599 = fcmp oeq float %593, %591
  %600 = xor i1 %596, true
  %601 = or i1 %600, %597
  %602 = and i1 %599, %597
  %603 = or i1 %598, %602
  %604 = xor i1 %596, true
  %605 = and i1 %604, %603
  %606 = select i1 %595, i1 %601, i1 %605
  %607 = select i1 %606, float %593, float %591
  %608 = select i1 %606, i64 %594, i64 %592
  %609 = extractelement <8 x float> %530, i32 5
  %610 = extractelement <8 x i64> %531, i32 5
  %611 = fcmp uno float %609, %609
  %612 = fcmp uno float %607, %607
  %613 = icmp ult i64 %610, %608
  %614 = fcmp ogt float %609, %607
  %615 = fcmp oeq float %609, %607
  %616 = xor i1 %612, true
  %617 = or i1 %616, %613
  %618 = and i1 %615, %613
  %619 = or i1 %614, %618
  %620 = xor i1 %612, true
  %621 = and i1 %620, %619
  %622 = select i1 %611, i1 %617, i1 %621
  %623 = select i1 %622, float %609, float %607
  %624 = select i1 %622, i64 %610, i64 %608
  %625 = extractelement <8 x float> %530, i32 6
  %626 = extractelement <8 x i64> %531, i32 6
  %627 = fcmp uno float %625, %625
  %628 = fcmp uno float %623, %623
  %629 = icmp ult i64 %626, %624
  %630 = fcmp ogt float %625, %623
  %631 = fcmp oeq float %625, %623
  %632 = xor i1 %628, true
  %633 = or i1 %632, %629
  %634 = and i1 %631, %629
  %635 = or i1 %630, %634
  %636 = xor i1 %628, true
  %637 = and i1 %636, %635
  %638 = select i1 %627, i1 %633, i1 %637
  %639 = select i1 %638, float %625, float %623
  %640 = select i1 %638, i64 %626, i64 %624
  %641 = extractelement <8 x float> %530, i32 7
  %642 = extractelement <8 x i64> %531, i32 7
  %643 = fcmp uno float %641, %641
  %644 = fcmp uno float %639, %639
  %645 = icmp ult i64 %642, %640
  %646 = fcmp ogt float %641, %639
  %647 = fcmp oeq float %641, %639
  %648 = xor i1 %644, true
  %649 = or i1 %648, %645
  %650 = and i1 %647, %645
  %651 = or i1 %646, %650
  %652 = xor i1 %644, true
  %653 = and i1 %652, %651
  %654 = select i1 %643, i1 %649, i1 %653
  %655 = select i1 %654, float %641, float %639
  %656 = select i1 %654, i64 %642, i64 %640
  store float %655, ptr %fold_value40, align 4
  store i64 %656, ptr %fold_index41, align 8
  br label %fold_tail.header54

fold_tail.header54:                               ; preds = %fold_tail.body55, %max_block.exit50
  %fold_tail57 = phi i64 [ %blocks_end47, %max_block.exit50 ], [ %668, %fold_tail.body55 ]
  %657 = icmp ult i64 %fold_tail57, %n_features
  br i1 %657, label %fold_tail.body55, label %fold_tail.exit56

fold_tail.body55:                                 ; preds = %fold_tail.header54
  %658 = getelementptr inbounds float, ptr addrspace(1) %515, i64 %fold_tail57
  %659 = load float, ptr addrspace(1) %658, align 4
  %660 = load float, ptr %fold_value40, align 4
  %661 = fcmp ogt float %659, %660
  %662 = fcmp uno float %659, %659
  %663 = fcmp ord float %660, %660
  %664 = and i1 %662, %663
  %take58 = or i1 %661, %664
  %665 = select i1 %take58, float %659, float %660
  store float %665, ptr %fold_value40, align 4
  %666 = load i64, ptr %fold_index41, align 8
  %667 = select i1 %take58, i64 %fold_tail57, i64 %666
  store i64 %667, ptr %fold_index41, align 8
  %668 = add i64 %fold_tail57, 1
  br label %fold_tail.header54

fold_tail.exit56:                                 ; preds = %fold_tail.header54
  %669 = load i64, ptr %fold_index41, align 8
  %argmax = uitofp i64 %669 to float
  store float %argmax, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %670 = mul i64 %n_features, 4
  %671 = add i64 %670, 0
  %672 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %671
  store float 0xFFF0000000000000, ptr %fold_value59, align 4
  store i64 0, ptr %fold_index60, align 8
  store i64 0, ptr %pairwise_depth63, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best64, align 32
  store <8 x i64> zeroinitializer, ptr %max_index65, align 64
  %blocks_end66 = and i64 %n_features, -8
  br label %max_block.header67

max_block.header67:                               ; preds = %max_block.body68, %fold_tail.exit56
  %max_block70 = phi i64 [ 0, %fold_tail.exit56 ], [ %686, %max_block.body68 ]
  %673 = icmp ult i64 %max_block70, %blocks_end66
  br i1 %673, label %max_block.body68, label %max_block.exit69

max_block.body68:                                 ; preds = %max_block.header67
  %674 = getelementptr inbounds float, ptr addrspace(1) %672, i64 %max_block70
  %block71 = load <8 x float>, ptr addrspace(1) %674, align 4
  %675 = load <8 x float>, ptr %max_best64, align 32
  %676 = fcmp ogt <8 x float> %block71, %675
  %677 = fcmp uno <8 x float> %block71, %block71
  %678 = fcmp ord <8 x float> %675, %675
  %679 = and <8 x i1> %677, %678
  %take72 = or <8 x i1> %676, %679
  %680 = select <8 x i1> %take72, <8 x float> %block71, <8 x float> %675
  store <8 x float> %680, ptr %max_best64, align 32
  %681 = insertelement <8 x i64> undef, i64 %max_block70, i32 0
  %682 = shufflevector <8 x i64> %681, <8 x i64> undef, <8 x i32> zeroinitializer
  %683 = add <8 x i64> %682, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %684 = load <8 x i64>, ptr %max_index65, align 64
  %685 = select <8 x i1> %take72, <8 x i64> %683, <8 x i64> %684
  store <8 x i64> %685, ptr %max_index65, align 64
  %686 = add i64 %max_block70, 8
  br label %max_block.header67

max_block.exit69:                                 ; preds = %max_block.header67
  %687 = load <8 x float>, ptr %max_best64, align 32
  %688 = load <8 x i64>, ptr %max_index65, align 64
  %689 = extractelement <8 x float> %687, i32 0
  %690 = extractelement <8 x i64> %688, i32 0
  %691 = fcmp uno float %689, %689
  %692 = icmp ult i64 %690, 0
  %693 = fcmp ogt float %689, 0xFFF0000000000000
  %694 = fcmp oeq float %689, 0xFFF0000000000000
  %695 = or i1 true, %692
  %696 = and i1 %694, %692
  %697 = or i1 %693, %696
  %698 = and i1 true, %697
  %699 = select i1 %691, i1 %695, i1 %698
  %700 = select i1 %699, float %689, float 0xFFF0000000000000
  %701 = select i1 %699, i64 %690, i64 0
  %702 = extractelement <8 x float> %687, i32 1
  %703 = extractelement <8 x i64> %688, i32 1
  %704 = fcmp uno float %702, %702
  %705 = fcmp uno float %700, %700
  %706 = icmp ult i64 %703, %701
  %707 = fcmp ogt float %702, %700
  %708 = fcmp oeq float %702, %700
  %709 = xor i1 %705, true
  %710 = or i1 %709, %706
  %711 = and i1 %708, %706
  %712 = or i1 %707, %711
  %713 = xor i1 %705, true
  %714 = and i1 %713, %712
  %715 = select i1 %704, i1 %710, i1 %714
  %716 = select i1 %715, float %702, float %700
  %717 = select i1 %715, i64 %703, i64 %701
  %718 = extractelement <8 x float> %687, i32 2
  %719 = extractelement <8 x i64> %688, i32 2
  %720 = fcmp uno float %718, %718
  %721 = fcmp uno float %716, %716
  %722 = icmp ult i64 %719, %717
  %723 = fcmp ogt float %718, %716
  %724 = fcmp oeq float %718, %716
  %725 = xor i1 %721, true
  %726 = or i1 %725, %722
  %727 = and i1 %724, %722
  %728 = or i1 %723, %727
  %729 = xor i1 %721, true
  %730 = and i1 %729, %728
  %731 = select i1 %720, i1 %726, i1 %730
  %732 = select i1 %731, float %718, float %716
  %733 = select i1 %731, i64 %719, i64 %717
  %734 = extractelement <8 x float> %687, i32 3
  %735 = extractelement <8 x i64> %688, i32 3
  %736 = fcmp uno float %734, %734
  %737 = fcmp uno float %732, %732
  %738 = icmp ult i64 %735, %733
  %739 = fcmp ogt float %734, %732
  %740 = fcmp oeq float %734, %732
  %741 = xor i1 %737, true
  %742 = or i1 %741, %738
  %743 = and i1 %740, %738
  %744 = or i1 %739, %743
  %745 = xor i1 %737, true
  %746 = and i1 %745, %744
  %747 = select i1 %736, i1 %742, i1 %746
  %748 = select i1 %747, float %734, float %732
  %749 = select i1 %747, i64 %735, i64 %733
  %750 = extractelement <8 x float> %687, i32 4
  %751 = extractelement <8 x i64> %688, i32 4
  %752 = fcmp uno float %750, %750
  %753 = fcmp uno float %748, %748
  %754 = icmp ult i64 %751, %749
  %755 = fcmp ogt float %750, %748
  %756 = fcmp oeq float %750, %748
  %757 = xor i1 %753, true
  %758 = or i1 %757, %754
  %759 = and i1 %756, %754
  %760 = or i1 %755, %759
  %761 = xor i1 %753, true
  %762 = and i1 %761, %760
  %763 = select i1 %752, i1 %758, i1 %762
  %764 = select i1 %763, float %750, float %748
  %765 = select i1 %763, i64 %751, i64 %749
  %766 = extractelement <8 x float> %687, i32 5
  %767 = extractelement <8 x i64> %688, i32 5
  %768 = fcmp uno float %766, %766
  %769 = fcmp uno float %764, %764
  %770 = icmp ult i64 %767, %765
  %771 = fcmp ogt float %766, %764
  %772 = fcmp oeq float %766, %764
  %773 = xor i1 %769, true
  %774 = or i1 %773, %770
  %775 = and i1 %772, %770
  %776 = or i1 %771, %775
  %777 = xor i1 %769, true
  %778 = and i1 %777, %776
  %779 = select i1 %768, i1 %774, i1 %778
  %780 = select i1 %779, float %766, float %764
  %781 = select i1 %779, i64 %767, i64 %765
  %782 = extractelement <8 x float> %687, i32 6
  %783 = extractelement <8 x i64> %688, i32 6
  %784 = fcmp uno float %782, %782
  %785 = fcmp uno float %780, %780
  %786 = icmp ult i64 %783, %781
  %787 = fcmp ogt float %782, %780
  %788 = fcmp oeq float %782, %780
  %789 = xor i1 %785, true
  %790 = or i1 %789, %786
  %791 = and i1 %788, %786
  %792 = or i1 %787, %791
  %793 = xor i1 %785, true
  %794 = and i1 %793, %792
  %795 = select i1 %784, i1 %790, i1 %794
  %796 = select i1 %795, float %782, float %780
  %797 = select i1 %795, i64 %783, i64 %781
  %798 = extractelement <8 x float> %687, i32 7
  %799 = extractelement <8 x i64> %688, i32 7
  %800 = fcmp uno float %798, %798
  %801 = fcmp uno float %796, %796
  %802 = icmp ult i64 %799, %797
  %803 = fcmp ogt float %798, %796
  %804 = fcmp oeq float %798, %796
  %805 = xor i1 %801, true
  %806 = or i1 %805, %802
  %807 = and i1 %804, %802
  %808 = or i1 %803, %807
  %809 = xor i1 %801, true
  %810 = and i1 %809, %808
  %811 = select i1 %800, i1 %806, i1 %810
  %812 = select i1 %811, float %798, float %796
  %813 = select i1 %811, i64 %799, i64 %797
  store float %812, ptr %fold_value59, align 4
  store i64 %813, ptr %fold_index60, align 8
  br label %fold_tail.header73

fold_tail.header73:                               ; preds = %fold_tail.body74, %max_block.exit69
  %fold_tail76 = phi i64 [ %blocks_end66, %max_block.exit69 ], [ %825, %fold_tail.body74 ]
  %814 = icmp ult i64 %fold_tail76, %n_features
  br i1 %814, label %fold_tail.body74, label %fold_tail.exit75

fold_tail.body74:                                 ; preds = %fold_tail.header73
  %815 = getelementptr inbounds float, ptr addrspace(1) %672, i64 %fold_tail76
  %816 = load float, ptr addrspace(1) %815, align 4
  %817 = load float, ptr %fold_value59, align 4
  %818 = fcmp ogt float %816, %817
  %819 = fcmp uno float %816, %816
  %820 = fcmp ord float %817, %817
  %821 = and i1 %819, %820
  %take77 = or i1 %818, %821
  %822 = select i1 %take77, float %816, float %817
  store float %822, ptr %fold_value59, align 4
  %823 = load i64, ptr %fold_index60, align 8
  %824 = select i1 %take77, i64 %fold_tail76, i64 %823
  store i64 %824, ptr %fold_index60, align 8
  %825 = add i64 %fold_tail76, 1
  br label %fold_tail.header73

fold_tail.exit75:                                 ; preds = %fold_tail.header73
  %826 = load float, ptr %fold_value59, align 4
  store float %826, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 4), align 4
  br label %reduce.done

guard.then:                                       ; preds = %reduce.done
  br label %feature.header78

guard.else:                                       ; preds = %reduce.done
  br i1 %lane0, label %guard.skipped.then, label %guard.skipped.done

guard.done:                                       ; preds = %guard.skipped.done, %reduce.done84
  %not_greedy104 = icmp eq i32 %greedy, 0
  %top_p_on = fcmp olt float %top_p, 1.000000e+00
  %guard105 = and i1 %top_p_on, %not_greedy104
  br i1 %guard105, label %guard.then106, label %guard.else107

feature.header78:                                 ; preds = %feature.body79, %guard.then
  %feature81 = phi i64 [ %lane, %guard.then ], [ %842, %feature.body79 ]
  %827 = icmp ult i64 %feature81, %n_features
  br i1 %827, label %feature.body79, label %feature.exit80

feature.body79:                                   ; preds = %feature.header78
  %828 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature81
  %829 = load float, ptr addrspace(1) %828, align 4
  %top_k82 = uitofp i64 %top_k to float
  %830 = fadd float %829, 0.000000e+00
  %831 = bitcast float %830 to i32
  %832 = icmp ult i32 2147483647, %831
  %833 = xor i32 %831, -1
  %834 = or i32 %831, -2147483648
  %835 = select i1 %832, i32 %833, i32 %834
  %836 = mul i64 %n_features, 0
  %837 = add i64 %836, %feature81
  %838 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %837
  store i32 %835, ptr addrspace(1) %838, align 4
  %839 = mul i64 %n_features, 1
  %840 = add i64 %839, %feature81
  %841 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %840
  store float 1.000000e+00, ptr addrspace(1) %841, align 4
  %842 = add i64 %feature81, 256
  br label %feature.header78

feature.exit80:                                   ; preds = %feature.header78
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then83, label %reduce.done84

reduce.then83:                                    ; preds = %feature.exit80
  %843 = getelementptr inbounds float, ptr addrspace(1) %2, i64 0
  %844 = load float, ptr addrspace(1) %843, align 4
  %top_k85 = uitofp i64 %top_k to float
  store float 0xFFF0000000000000, ptr %search_value, align 4
  store float 0x7FF0000000000000, ptr %search_index, align 4
  store i64 0, ptr %search_count, align 8
  br label %search.feature.header

reduce.done84:                                    ; preds = %search.done, %feature.exit80
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

search.feature.header:                            ; preds = %search.feature.body, %reduce.then83
  %search.feature = phi i64 [ 0, %reduce.then83 ], [ %855, %search.feature.body ]
  %845 = icmp ult i64 %search.feature, %n_features
  br i1 %845, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %846 = mul i64 %n_features, 0
  %847 = add i64 %846, %search.feature
  %848 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %847
  %key = load i32, ptr addrspace(1) %848, align 4
  %849 = mul i64 %n_features, 1
  %850 = add i64 %849, %search.feature
  %851 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %850
  %852 = load float, ptr addrspace(1) %851, align 4
  %853 = load i64, ptr %search_count, align 8
  %854 = add i64 %853, 1
  store i64 %854, ptr %search_count, align 8
  %855 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %count = load i64, ptr %search_count, align 8
  %weight = uitofp i64 %count to float
  %856 = fcmp ogt float %top_k85, 0.000000e+00
  %857 = fcmp oge float %weight, %top_k85
  %search.run = and i1 %857, %856
  br i1 %search.run, label %search.then, label %search.done

search.then:                                      ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done:                                      ; preds = %search.index_bit.exit, %search.feature.exit
  %858 = load float, ptr %search_value, align 4
  %859 = load float, ptr %search_index, align 4
  store float %858, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  store float %859, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  br label %reduce.done84

search.key_bit.header:                            ; preds = %search.feature.exit89, %search.then
  %search.key_bit = phi i64 [ 0, %search.then ], [ %882, %search.feature.exit89 ]
  %860 = icmp ult i64 %search.key_bit, 32
  br i1 %860, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %861 = sub i64 31, %search.key_bit
  %862 = trunc i64 %861 to i32
  %863 = shl i32 1, %862
  %864 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %864, %863
  store i64 0, ptr %search_count86, align 8
  br label %search.feature.header87

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %865 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %865, i1 false)
  %index_bits = sub i64 64, %ctlz
  %866 = shl i64 1, %index_bits
  %mask = sub i64 %866, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header87:                          ; preds = %search.feature.body88, %search.key_bit.body
  %search.feature90 = phi i64 [ 0, %search.key_bit.body ], [ %879, %search.feature.body88 ]
  %867 = icmp ult i64 %search.feature90, %n_features
  br i1 %867, label %search.feature.body88, label %search.feature.exit89

search.feature.body88:                            ; preds = %search.feature.header87
  %868 = mul i64 %n_features, 0
  %869 = add i64 %868, %search.feature90
  %870 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %869
  %key91 = load i32, ptr addrspace(1) %870, align 4
  %871 = mul i64 %n_features, 1
  %872 = add i64 %871, %search.feature90
  %873 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %872
  %874 = load float, ptr addrspace(1) %873, align 4
  %875 = icmp uge i32 %key91, %candidate
  %876 = zext i1 %875 to i64
  %877 = load i64, ptr %search_count86, align 8
  %878 = add i64 %877, %876
  store i64 %878, ptr %search_count86, align 8
  %879 = add i64 %search.feature90, 1
  br label %search.feature.header87

search.feature.exit89:                            ; preds = %search.feature.header87
  %count92 = load i64, ptr %search_count86, align 8
  %weight93 = uitofp i64 %count92 to float
  %880 = fcmp oge float %weight93, %top_k85
  %881 = select i1 %880, i32 %candidate, i32 %864
  store i32 %881, ptr %search_hi, align 4
  %882 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit98, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %915, %search.feature.exit98 ]
  %883 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %883, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %884 = sub i64 %index_bits, 1
  %885 = sub i64 %884, %search.index_bit
  %886 = shl i64 1, %885
  %887 = load i64, ptr %search_lo, align 8
  %candidate94 = or i64 %887, %886
  store i64 0, ptr %search_count95, align 8
  br label %search.feature.header96

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %888 = and i32 %hi, -2147483648
  %889 = icmp ne i32 %888, 0
  %890 = and i32 %hi, 2147483647
  %891 = xor i32 %hi, -1
  %892 = select i1 %889, i32 %890, i32 %891
  %893 = bitcast i32 %892 to float
  store float %893, ptr %search_value, align 4
  %894 = sub i64 %mask, %lo
  %search_index103 = uitofp i64 %894 to float
  store float %search_index103, ptr %search_index, align 4
  br label %search.done

search.feature.header96:                          ; preds = %search.feature.body97, %search.index_bit.body
  %search.feature99 = phi i64 [ 0, %search.index_bit.body ], [ %912, %search.feature.body97 ]
  %895 = icmp ult i64 %search.feature99, %n_features
  br i1 %895, label %search.feature.body97, label %search.feature.exit98

search.feature.body97:                            ; preds = %search.feature.header96
  %896 = mul i64 %n_features, 0
  %897 = add i64 %896, %search.feature99
  %898 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %897
  %key100 = load i32, ptr addrspace(1) %898, align 4
  %899 = mul i64 %n_features, 1
  %900 = add i64 %899, %search.feature99
  %901 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %900
  %902 = load float, ptr addrspace(1) %901, align 4
  %903 = icmp ugt i32 %key100, %hi
  %904 = icmp eq i32 %key100, %hi
  %905 = sub i64 %mask, %search.feature99
  %906 = icmp uge i64 %905, %candidate94
  %907 = and i1 %904, %906
  %908 = or i1 %903, %907
  %909 = zext i1 %908 to i64
  %910 = load i64, ptr %search_count95, align 8
  %911 = add i64 %910, %909
  store i64 %911, ptr %search_count95, align 8
  %912 = add i64 %search.feature99, 1
  br label %search.feature.header96

search.feature.exit98:                            ; preds = %search.feature.header96
  %count101 = load i64, ptr %search_count95, align 8
  %weight102 = uitofp i64 %count101 to float
  %913 = fcmp oge float %weight102, %top_k85
  %914 = select i1 %913, i64 %candidate94, i64 %887
  store i64 %914, ptr %search_lo, align 8
  %915 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

guard.skipped.then:                               ; preds = %guard.else
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  br label %guard.skipped.done

guard.skipped.done:                               ; preds = %guard.skipped.then, %guard.else
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done

guard.then106:                                    ; preds = %guard.done
  br label %feature.header109

guard.else107:                                    ; preds = %guard.done
  br i1 %lane0, label %guard.skipped.then135, label %guard.skipped.done136

guard.done108:                                    ; preds = %guard.skipped.done136, %reduce.done115
  %not_greedy137 = icmp eq i32 %greedy, 0
  %top_p_on138 = fcmp olt float %top_p, 1.000000e+00
  %guard139 = and i1 %top_p_on138, %not_greedy137
  br i1 %guard139, label %guard.then140, label %guard.else141

feature.header109:                                ; preds = %feature.body110, %guard.then106
  %feature112 = phi i64 [ %lane, %guard.then106 ], [ %936, %feature.body110 ]
  %916 = icmp ult i64 %feature112, %n_features
  br i1 %916, label %feature.body110, label %feature.exit111

feature.body110:                                  ; preds = %feature.header109
  %917 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature112
  %918 = load float, ptr addrspace(1) %917, align 4
  %919 = fmul float %918, %inv_t
  %920 = fadd float %918, 0.000000e+00
  %921 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  %922 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  %feature113 = uitofp i64 %feature112 to float
  %923 = fcmp ogt float %920, %921
  %924 = select i1 %923, float 1.000000e+00, float 0.000000e+00
  %925 = fcmp oeq float %920, %921
  %926 = select i1 %925, float 1.000000e+00, float 0.000000e+00
  %927 = fcmp ole float %feature113, %922
  %928 = select i1 %927, float 1.000000e+00, float 0.000000e+00
  %929 = fmul float %926, %928
  %930 = fcmp ogt float %929, %924
  %max = select i1 %930, float %929, float %924
  %931 = fcmp une float %max, 0.000000e+00
  %932 = select i1 %931, float %919, float 0xFFF0000000000000
  %933 = mul i64 %n_features, 0
  %934 = add i64 %933, %feature112
  %935 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %934
  store float %932, ptr addrspace(1) %935, align 4
  %936 = add i64 %feature112, 256
  br label %feature.header109

feature.exit111:                                  ; preds = %feature.header109
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then114, label %reduce.done115

reduce.then114:                                   ; preds = %feature.exit111
  %937 = mul i64 %n_features, 0
  %938 = add i64 %937, 0
  %939 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %938
  store float 0xFFF0000000000000, ptr %fold_value116, align 4
  store i64 0, ptr %fold_index117, align 8
  store i64 0, ptr %pairwise_depth120, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best121, align 32
  store <8 x i64> zeroinitializer, ptr %max_index122, align 64
  %blocks_end123 = and i64 %n_features, -8
  br label %max_block.header124

reduce.done115:                                   ; preds = %fold_tail.exit132, %feature.exit111
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done108

max_block.header124:                              ; preds = %max_block.body125, %reduce.then114
  %max_block127 = phi i64 [ 0, %reduce.then114 ], [ %953, %max_block.body125 ]
  %940 = icmp ult i64 %max_block127, %blocks_end123
  br i1 %940, label %max_block.body125, label %max_block.exit126

max_block.body125:                                ; preds = %max_block.header124
  %941 = getelementptr inbounds float, ptr addrspace(1) %939, i64 %max_block127
  %block128 = load <8 x float>, ptr addrspace(1) %941, align 4
  %942 = load <8 x float>, ptr %max_best121, align 32
  %943 = fcmp ogt <8 x float> %block128, %942
  %944 = fcmp uno <8 x float> %block128, %block128
  %945 = fcmp ord <8 x float> %942, %942
  %946 = and <8 x i1> %944, %945
  %take129 = or <8 x i1> %943, %946
  %947 = select <8 x i1> %take129, <8 x float> %block128, <8 x float> %942
  store <8 x float> %947, ptr %max_best121, align 32
  %948 = insertelement <8 x i64> undef, i64 %max_block127, i32 0
  %949 = shufflevector <8 x i64> %948, <8 x i64> undef, <8 x i32> zeroinitializer
  %950 = add <8 x i64> %949, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %951 = load <8 x i64>, ptr %max_index122, align 64
  %952 = select <8 x i1> %take129, <8 x i64> %950, <8 x i64> %951
  store <8 x i64> %952, ptr %max_index122, align 64
  %953 = add i64 %max_block127, 8
  br label %max_block.header124

max_block.exit126:                                ; preds = %max_block.header124
  %954 = load <8 x float>, ptr %max_best121, align 32
  %955 = load <8 x i64>, ptr %max_index122, align 64
  %956 = extractelement <8 x float> %954, i32 0
  %957 = extractelement <8 x i64> %955, i32 0
  %958 = fcmp uno float %956, %956
  %959 = icmp ult i64 %957, 0
  %960 = fcmp ogt float %956, 0xFFF0000000000000
  %961 = fcmp oeq float %956, 0xFFF0000000000000
  %962 = or i1 true, %959
  %963 = and i1 %961, %959
  %964 = or i1 %960, %963
  %965 = and i1 true, %964
  %966 = select i1 %958, i1 %962, i1 %965
  %967 = select i1 %966, float %956, float 0xFFF0000000000000
  %968 = select i1 %966, i64 %957, i64 0
  %969 = extractelement <8 x float> %954, i32 1
  %970 = extractelement <8 x i64> %955, i32 1
  %971 = fcmp uno float %969, %969
  %972 = fcmp uno float %967, %967
  %973 = icmp ult i64 %970, %968
  %974 = fcmp ogt float %969, %967
  %975 = fcmp oeq float %969, %967
  %976 = xor i1 %972, true
  %977 = or i1 %976, %973
  %978 = and i1 %975, %973
  %979 = or i1 %974, %978
  %980 = xor i1 %972, true
  %981 = and i1 %980, %979
  %982 = select i1 %971, i1 %977, i1 %981
  %983 = select i1 %982, float %969, float %967
  %984 = select i1 %982, i64 %970, i64 %968
  %985 = extractelement <8 x float> %954, i32 2
  %986 = extractelement <8 x i64> %955, i32 2
  %987 = fcmp uno float %985, %985
  %988 = fcmp uno float %983, %983
  %989 = icmp ult i64 %986, %984
  %990 = fcmp ogt float %985, %983
  %991 = fcmp oeq float %985, %983
  %992 = xor i1 %988, true
  %993 = or i1 %992, %989
  %994 = and i1 %991, %989
  %995 = or i1 %990, %994
  %996 = xor i1 %988, true
  %997 = and i1 %996, %995
  %998 = select i1 %987, i1 %993, i1 %997
  %999 = select i1 %998, float %985, float %983
  %1000 = select i1 %998, i64 %986, i64 %984
  %1001 = extractelement <8 x float> %954, i32 3
  %1002 = extractelement <8 x i64> %955, i32 3
  %1003 = fcmp uno float %1001, %1001
  %1004 = fcmp uno float %999, %999
  %1005 = icmp ult i64 %1002, %1000
  %1006 = fcmp ogt float %1001, %999
  %1007 = fcmp oeq float %1001, %999
  %1008 = xor i1 %1004, true
  %1009 = or i1 %1008, %1005
  %1010 = and i1 %1007, %1005
  %1011 = or i1 %1006, %1010
  %1012 = xor i1 %1004, true
  %1013 = and i1 %1012, %1011
  %1014 = select i1 %1003, i1 %1009, i1 %1013
  %1015 = select i1 %1014, float %1001, float %999
  %1016 = select i1 %1014, i64 %1002, i64 %1000
  %1017 = extractelement <8 x float> %954, i32 4
  %1018 = extractelement <8 x i64> %955, i32 4
  %1019 = fcmp uno float %1017, %1017
  %1020 = fcmp uno float %1015, %1015
  %1021 = icmp ult i64 %1018, %1016
  %1022 = fcmp ogt float %1017, %1015
  %1023 = fcmp oeq float %1017, %1015
  %1024 = xor i1 %1020, true
  %1025 = or i1 %1024, %1021
  %1026 = and i1 %1023, %1021
  %1027 = or i1 %1022, %1026
  %1028 = xor i1 %1020, true
  %1029 = and i1 %1028, %1027
  %1030 = select i1 %1019, i1 %1025, i1 %1029
  %1031 = select i1 %1030, float %1017, float %1015
  %1032 = select i1 %1030, i64 %1018, i64 %1016
  %1033 = extractelement <8 x float> %954, i32 5
  %1034 = extractelement <8 x i64> %955, i32 5
  %1035 = fcmp uno float %1033, %1033
  %1036 = fcmp uno float %1031, %1031
  %1037 = icmp ult i64 %1034, %1032
  %1038 = fcmp ogt float %1033, %1031
  %1039 = fcmp oeq float %1033, %1031
  %1040 = xor i1 %1036, true
  %1041 = or i1 %1040, %1037
  %1042 = and i1 %1039, %1037
  %1043 = or i1 %1038, %1042
  %1044 = xor i1 %1036, true
  %1045 = and i1 %1044, %1043
  %1046 = select i1 %1035, i1 %1041, i1 %1045
  %1047 = select i1 %1046, float %1033, float %1031
  %1048 = select i1 %1046, i64 %1034, i64 %1032
  %1049 = extractelement <8 x float> %954, i32 6
  %1050 = extractelement <8 x i64> %955, i32 6
  %1051 = fcmp uno float %1049, %1049
  %1052 = fcmp uno float %1047, %1047
  %1053 = icmp ult i64 %1050, %1048
  %1054 = fcmp ogt float %1049, %1047
  %1055 = fcmp oeq float %1049, %1047
  %1056 = xor i1 %1052, true
  %1057 = or i1 %1056, %1053
  %1058 = and i1 %1055, %1053
  %1059 = or i1 %1054, %1058
  %1060 = xor i1 %1052, true
  %1061 = and i1 %1060, %1059
  %1062 = select i1 %1051, i1 %1057, i1 %1061
  %1063 = select i1 %1062, float %1049, float %1047
  %1064 = select i1 %1062, i64 %1050, i64 %1048
  %1065 = extractelement <8 x float> %954, i32 7
  %1066 = extractelement <8 x i64> %955, i32 7
  %1067 = fcmp uno float %1065, %1065
  %1068 = fcmp uno float %1063, %1063
  %1069 = icmp ult i64 %1066, %1064
  %1070 = fcmp ogt float %1065, %1063
  %1071 = fcmp oeq float %1065, %1063
  %1072 = xor i1 %1068, true
  %1073 = or i1 %1072, %1069
  %1074 = and i1 %1071, %1069
  %1075 = or i1 %1070, %1074
  %1076 = xor i1 %1068, true
  %1077 = and i1 %1076, %1075
  %1078 = select i1 %1067, i1 %1073, i1 %1077
  %1079 = select i1 %1078, float %1065, float %1063
  %1080 = select i1 %1078, i64 %1066, i64 %1064
  store float %1079, ptr %fold_value116, align 4
  store i64 %1080, ptr %fold_index117, align 8
  br label %fold_tail.header130

fold_tail.header130:                              ; preds = %fold_tail.body131, %max_block.exit126
  %fold_tail133 = phi i64 [ %blocks_end123, %max_block.exit126 ], [ %1092, %fold_tail.body131 ]
  %1081 = icmp ult i64 %fold_tail133, %n_features
  br i1 %1081, label %fold_tail.body131, label %fold_tail.exit132

fold_tail.body131:                                ; preds = %fold_tail.header130
  %1082 = getelementptr inbounds float, ptr addrspace(1) %939, i64 %fold_tail133
  %1083 = load float, ptr addrspace(1) %1082, align 4
  %1084 = load float, ptr %fold_value116, align 4
  %1085 = fcmp ogt float %1083, %1084
  %1086 = fcmp uno float %1083, %1083
  %1087 = fcmp ord float %1084, %1084
  %1088 = and i1 %1086, %1087
  %take134 = or i1 %1085, %1088
  %1089 = select i1 %take134, float %1083, float %1084
  store float %1089, ptr %fold_value116, align 4
  %1090 = load i64, ptr %fold_index117, align 8
  %1091 = select i1 %take134, i64 %fold_tail133, i64 %1090
  store i64 %1091, ptr %fold_index117, align 8
  %1092 = add i64 %fold_tail133, 1
  br label %fold_tail.header130

fold_tail.exit132:                                ; preds = %fold_tail.header130
  %1093 = load float, ptr %fold_value116, align 4
  store float %1093, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 7), align 4
  br label %reduce.done115

guard.skipped.then135:                            ; preds = %guard.else107
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 7), align 4
  br label %guard.skipped.done136

guard.skipped.done136:                            ; preds = %guard.skipped.then135, %guard.else107
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done108

guard.then140:                                    ; preds = %guard.done108
  br label %feature.header143

guard.else141:                                    ; preds = %guard.done108
  br i1 %lane0, label %guard.skipped.then160, label %guard.skipped.done161

guard.done142:                                    ; preds = %guard.skipped.done161, %reduce.done150
  %not_greedy162 = icmp eq i32 %greedy, 0
  %top_p_on163 = fcmp olt float %top_p, 1.000000e+00
  %guard164 = and i1 %top_p_on163, %not_greedy162
  br i1 %guard164, label %guard.then165, label %guard.else166

feature.header143:                                ; preds = %feature.body144, %guard.then140
  %feature146 = phi i64 [ %lane, %guard.then140 ], [ %1159, %feature.body144 ]
  %1094 = icmp ult i64 %feature146, %n_features
  br i1 %1094, label %feature.body144, label %feature.exit145

feature.body144:                                  ; preds = %feature.header143
  %1095 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature146
  %1096 = load float, ptr addrspace(1) %1095, align 4
  %1097 = fmul float %1096, %inv_t
  %1098 = fadd float %1096, 0.000000e+00
  %1099 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  %1100 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  %feature147 = uitofp i64 %feature146 to float
  %1101 = fcmp ogt float %1098, %1099
  %1102 = select i1 %1101, float 1.000000e+00, float 0.000000e+00
  %1103 = fcmp oeq float %1098, %1099
  %1104 = select i1 %1103, float 1.000000e+00, float 0.000000e+00
  %1105 = fcmp ole float %feature147, %1100
  %1106 = select i1 %1105, float 1.000000e+00, float 0.000000e+00
  %1107 = fmul float %1104, %1106
  %1108 = fcmp ogt float %1107, %1102
  %max148 = select i1 %1108, float %1107, float %1102
  %1109 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 7), align 4
  %1110 = fsub float %1097, %1109
  %1111 = fcmp olt float %1110, -1.040000e+02
  %1112 = select i1 %1111, float -1.040000e+02, float %1110
  %1113 = fcmp olt float 8.900000e+01, %1112
  %1114 = select i1 %1113, float 8.900000e+01, float %1112
  %1115 = fmul float %1114, 0x3FF7154760000000
  %1116 = fadd float %1115, 0x4168000000000000
  %1117 = fsub float %1116, 0x4168000000000000
  %1118 = bitcast float %1116 to i32
  %1119 = sub i32 %1118, 1262485504
  %1120 = fmul float %1117, 0x3FE62E4000000000
  %1121 = fsub float %1114, %1120
  %1122 = fmul float %1117, 0x3EB7F7D1C0000000
  %1123 = fsub float %1121, %1122
  %1124 = fmul float %1123, %1123
  %1125 = fmul float %1124, 0x3E66376980000000
  %1126 = fadd float 0xBEBBBD41C0000000, %1125
  %1127 = fmul float %1124, %1126
  %1128 = fadd float 0x3F11566AA0000000, %1127
  %1129 = fmul float %1124, %1128
  %1130 = fadd float 0xBF66C16C20000000, %1129
  %1131 = fmul float %1124, %1130
  %1132 = fadd float 0x3FC5555560000000, %1131
  %1133 = fmul float %1124, %1132
  %1134 = fsub float %1123, %1133
  %1135 = fmul float %1123, %1134
  %1136 = fsub float 2.000000e+00, %1134
  %1137 = fdiv float %1135, %1136
  %1138 = fsub float %1122, %1137
  %1139 = fsub float %1138, %1121
  %1140 = fsub float 1.000000e+00, %1139
  %1141 = add i32 %1119, 256
  %1142 = lshr i32 %1141, 1
  %1143 = sub i32 %1142, 1
  %1144 = add i32 %1119, 255
  %1145 = sub i32 %1144, %1142
  %1146 = shl i32 %1143, 23
  %1147 = shl i32 %1145, 23
  %1148 = bitcast i32 %1146 to float
  %1149 = bitcast i32 %1147 to float
  %1150 = fmul float %1140, %1148
  %1151 = fmul float %1150, %1149
  %1152 = fcmp uno float %1110, %1110
  %1153 = select i1 %1152, float 0x7FF8000000000000, float %1151
  %1154 = fcmp une float %max148, 0.000000e+00
  %1155 = select i1 %1154, float %1153, float 0.000000e+00
  %1156 = mul i64 %n_features, 0
  %1157 = add i64 %1156, %feature146
  %1158 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1157
  store float %1155, ptr addrspace(1) %1158, align 4
  %1159 = add i64 %feature146, 256
  br label %feature.header143

feature.exit145:                                  ; preds = %feature.header143
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then149, label %reduce.done150

reduce.then149:                                   ; preds = %feature.exit145
  %1160 = mul i64 %n_features, 0
  %1161 = add i64 %1160, 0
  %1162 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1161
  store float 0.000000e+00, ptr %fold_value151, align 4
  store i64 0, ptr %fold_index152, align 8
  store i64 0, ptr %pairwise_depth155, align 8
  br label %fold_tail.header156

reduce.done150:                                   ; preds = %fold_tail.exit158, %feature.exit145
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done142

fold_tail.header156:                              ; preds = %fold_tail.body157, %reduce.then149
  %fold_tail159 = phi i64 [ 0, %reduce.then149 ], [ %1168, %fold_tail.body157 ]
  %1163 = icmp ult i64 %fold_tail159, %n_features
  br i1 %1163, label %fold_tail.body157, label %fold_tail.exit158

fold_tail.body157:                                ; preds = %fold_tail.header156
  %1164 = getelementptr inbounds float, ptr addrspace(1) %1162, i64 %fold_tail159
  %1165 = load float, ptr addrspace(1) %1164, align 4
  %1166 = load float, ptr %fold_value151, align 4
  %1167 = fadd float %1165, %1166
  store float %1167, ptr %fold_value151, align 4
  %1168 = add i64 %fold_tail159, 1
  br label %fold_tail.header156

fold_tail.exit158:                                ; preds = %fold_tail.header156
  %1169 = load float, ptr %fold_value151, align 4
  store float %1169, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 8), align 4
  br label %reduce.done150

guard.skipped.then160:                            ; preds = %guard.else141
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 8), align 4
  br label %guard.skipped.done161

guard.skipped.done161:                            ; preds = %guard.skipped.then160, %guard.else141
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done142

guard.then165:                                    ; preds = %guard.done142
  br label %feature.header168

guard.else166:                                    ; preds = %guard.done142
  br i1 %lane0, label %guard.skipped.then234, label %guard.skipped.done235

guard.done167:                                    ; preds = %guard.skipped.done235, %reduce.done175
  br label %feature.header236

feature.header168:                                ; preds = %feature.body169, %guard.then165
  %feature171 = phi i64 [ %lane, %guard.then165 ], [ %1248, %feature.body169 ]
  %1170 = icmp ult i64 %feature171, %n_features
  br i1 %1170, label %feature.body169, label %feature.exit170

feature.body169:                                  ; preds = %feature.header168
  %1171 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature171
  %1172 = load float, ptr addrspace(1) %1171, align 4
  %1173 = fmul float %1172, %inv_t
  %1174 = fadd float %1172, 0.000000e+00
  %1175 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  %1176 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  %feature172 = uitofp i64 %feature171 to float
  %1177 = fcmp ogt float %1174, %1175
  %1178 = select i1 %1177, float 1.000000e+00, float 0.000000e+00
  %1179 = fcmp oeq float %1174, %1175
  %1180 = select i1 %1179, float 1.000000e+00, float 0.000000e+00
  %1181 = fcmp ole float %feature172, %1176
  %1182 = select i1 %1181, float 1.000000e+00, float 0.000000e+00
  %1183 = fmul float %1180, %1182
  %1184 = fcmp ogt float %1183, %1178
  %max173 = select i1 %1184, float %1183, float %1178
  %1185 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 7), align 4
  %1186 = fsub float %1173, %1185
  %1187 = fcmp olt float %1186, -1.040000e+02
  %1188 = select i1 %1187, float -1.040000e+02, float %1186
  %1189 = fcmp olt float 8.900000e+01, %1188
  %1190 = select i1 %1189, float 8.900000e+01, float %1188
  %1191 = fmul float %1190, 0x3FF7154760000000
  %1192 = fadd float %1191, 0x4168000000000000
  %1193 = fsub float %1192, 0x4168000000000000
  %1194 = bitcast float %1192 to i32
  %1195 = sub i32 %1194, 1262485504
  %1196 = fmul float %1193, 0x3FE62E4000000000
  %1197 = fsub float %1190, %1196
  %1198 = fmul float %1193, 0x3EB7F7D1C0000000
  %1199 = fsub float %1197, %1198
  %1200 = fmul float %1199, %1199
  %1201 = fmul float %1200, 0x3E66376980000000
  %1202 = fadd float 0xBEBBBD41C0000000, %1201
  %1203 = fmul float %1200, %1202
  %1204 = fadd float 0x3F11566AA0000000, %1203
  %1205 = fmul float %1200, %1204
  %1206 = fadd float 0xBF66C16C20000000, %1205
  %1207 = fmul float %1200, %1206
  %1208 = fadd float 0x3FC5555560000000, %1207
  %1209 = fmul float %1200, %1208
  %1210 = fsub float %1199, %1209
  %1211 = fmul float %1199, %1210
  %1212 = fsub float 2.000000e+00, %1210
  %1213 = fdiv float %1211, %1212
  %1214 = fsub float %1198, %1213
  %1215 = fsub float %1214, %1197
  %1216 = fsub float 1.000000e+00, %1215
  %1217 = add i32 %1195, 256
  %1218 = lshr i32 %1217, 1
  %1219 = sub i32 %1218, 1
  %1220 = add i32 %1195, 255
  %1221 = sub i32 %1220, %1218
  %1222 = shl i32 %1219, 23
  %1223 = shl i32 %1221, 23
  %1224 = bitcast i32 %1222 to float
  %1225 = bitcast i32 %1223 to float
  %1226 = fmul float %1216, %1224
  %1227 = fmul float %1226, %1225
  %1228 = fcmp uno float %1186, %1186
  %1229 = select i1 %1228, float 0x7FF8000000000000, float %1227
  %1230 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 8), align 4
  %1231 = fdiv float %1229, %1230
  %1232 = fcmp une float %max173, 0.000000e+00
  %1233 = select i1 %1232, float %1231, float -1.000000e+00
  %1234 = fcmp une float %max173, 0.000000e+00
  %1235 = select i1 %1234, float %1231, float 0.000000e+00
  %1236 = fadd float %1233, 0.000000e+00
  %1237 = bitcast float %1236 to i32
  %1238 = icmp ult i32 2147483647, %1237
  %1239 = xor i32 %1237, -1
  %1240 = or i32 %1237, -2147483648
  %1241 = select i1 %1238, i32 %1239, i32 %1240
  %1242 = mul i64 %n_features, 0
  %1243 = add i64 %1242, %feature171
  %1244 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1243
  store i32 %1241, ptr addrspace(1) %1244, align 4
  %1245 = mul i64 %n_features, 1
  %1246 = add i64 %1245, %feature171
  %1247 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1246
  store float %1235, ptr addrspace(1) %1247, align 4
  %1248 = add i64 %feature171, 256
  br label %feature.header168

feature.exit170:                                  ; preds = %feature.header168
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then174, label %reduce.done175

reduce.then174:                                   ; preds = %feature.exit170
  %1249 = getelementptr inbounds float, ptr addrspace(1) %2, i64 0
  %1250 = load float, ptr addrspace(1) %1249, align 4
  %1251 = fmul float %1250, %inv_t
  %1252 = fadd float %1250, 0.000000e+00
  %1253 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  %1254 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  %1255 = fcmp ogt float %1252, %1253
  %1256 = select i1 %1255, float 1.000000e+00, float 0.000000e+00
  %1257 = fcmp oeq float %1252, %1253
  %1258 = select i1 %1257, float 1.000000e+00, float 0.000000e+00
  %1259 = fcmp ole float 0.000000e+00, %1254
  %1260 = select i1 %1259, float 1.000000e+00, float 0.000000e+00
  %1261 = fmul float %1258, %1260
  %1262 = fcmp ogt float %1261, %1256
  %max176 = select i1 %1262, float %1261, float %1256
  %1263 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 7), align 4
  %1264 = fsub float %1251, %1263
  %1265 = fcmp olt float %1264, -1.040000e+02
  %1266 = select i1 %1265, float -1.040000e+02, float %1264
  %1267 = fcmp olt float 8.900000e+01, %1266
  %1268 = select i1 %1267, float 8.900000e+01, float %1266
  %1269 = fmul float %1268, 0x3FF7154760000000
  %1270 = fadd float %1269, 0x4168000000000000
  %1271 = fsub float %1270, 0x4168000000000000
  %1272 = bitcast float %1270 to i32
  %1273 = sub i32 %1272, 1262485504
  %1274 = fmul float %1271, 0x3FE62E4000000000
  %1275 = fsub float %1268, %1274
  %1276 = fmul float %1271, 0x3EB7F7D1C0000000
  %1277 = fsub float %1275, %1276
  %1278 = fmul float %1277, %1277
  %1279 = fmul float %1278, 0x3E66376980000000
  %1280 = fadd float 0xBEBBBD41C0000000, %1279
  %1281 = fmul float %1278, %1280
  %1282 = fadd float 0x3F11566AA0000000, %1281
  %1283 = fmul float %1278, %1282
  %1284 = fadd float 0xBF66C16C20000000, %1283
  %1285 = fmul float %1278, %1284
  %1286 = fadd float 0x3FC5555560000000, %1285
  %1287 = fmul float %1278, %1286
  %1288 = fsub float %1277, %1287
  %1289 = fmul float %1277, %1288
  %1290 = fsub float 2.000000e+00, %1288
  %1291 = fdiv float %1289, %1290
  %1292 = fsub float %1276, %1291
  %1293 = fsub float %1292, %1275
  %1294 = fsub float 1.000000e+00, %1293
  %1295 = add i32 %1273, 256
  %1296 = lshr i32 %1295, 1
  %1297 = sub i32 %1296, 1
  %1298 = add i32 %1273, 255
  %1299 = sub i32 %1298, %1296
  %1300 = shl i32 %1297, 23
  %1301 = shl i32 %1299, 23
  %1302 = bitcast i32 %1300 to float
  %1303 = bitcast i32 %1301 to float
  %1304 = fmul float %1294, %1302
  %1305 = fmul float %1304, %1303
  %1306 = fcmp uno float %1264, %1264
  %1307 = select i1 %1306, float 0x7FF8000000000000, float %1305
  %1308 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 8), align 4
  %1309 = fdiv float %1307, %1308
  %1310 = fcmp une float %max176, 0.000000e+00
  %1311 = select i1 %1310, float %1309, float -1.000000e+00
  %1312 = fcmp une float %max176, 0.000000e+00
  %1313 = select i1 %1312, float %1309, float 0.000000e+00
  store i64 0, ptr %nonzero, align 8
  br label %compact.header

reduce.done175:                                   ; preds = %search.done193, %feature.exit170
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done167

compact.header:                                   ; preds = %compact.keep.done, %reduce.then174
  %compact = phi i64 [ 0, %reduce.then174 ], [ %1333, %compact.keep.done ]
  %1314 = icmp ult i64 %compact, %n_features
  br i1 %1314, label %compact.body, label %compact.exit

compact.body:                                     ; preds = %compact.header
  %1315 = mul i64 %n_features, 1
  %1316 = add i64 %1315, %compact
  %1317 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1316
  %1318 = load float, ptr addrspace(1) %1317, align 4
  %nonzero177 = fcmp une float %1318, 0.000000e+00
  %at = load i64, ptr %nonzero, align 8
  br i1 %nonzero177, label %compact.keep.then, label %compact.keep.done

compact.exit:                                     ; preds = %compact.header
  %n_nonzero = load i64, ptr %nonzero, align 8
  store float 0xFFF0000000000000, ptr %search_value179, align 4
  store float 0x7FF0000000000000, ptr %search_index180, align 4
  store float 0.000000e+00, ptr %fold_value181, align 4
  store i64 0, ptr %fold_index182, align 8
  store i64 0, ptr %pairwise_depth185, align 8
  br label %search.feature.header186

compact.keep.then:                                ; preds = %compact.body
  %1319 = mul i64 %n_features, 0
  %1320 = add i64 %1319, %compact
  %1321 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1320
  %key178 = load i32, ptr addrspace(1) %1321, align 4
  %1322 = mul i64 %n_features, 0
  %1323 = add i64 %1322, %at
  %1324 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1323
  store i32 %key178, ptr addrspace(1) %1324, align 4
  %1325 = mul i64 %n_features, 1
  %1326 = add i64 %1325, %at
  %1327 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1326
  store float %1318, ptr addrspace(1) %1327, align 4
  %1328 = mul i64 %n_features, 2
  %1329 = add i64 %1328, %at
  %1330 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1329
  %1331 = trunc i64 %compact to i32
  store i32 %1331, ptr addrspace(1) %1330, align 4
  %1332 = add i64 %at, 1
  store i64 %1332, ptr %nonzero, align 8
  br label %compact.keep.done

compact.keep.done:                                ; preds = %compact.keep.then, %compact.body
  %1333 = add i64 %compact, 1
  br label %compact.header

search.feature.header186:                         ; preds = %search.feature.body187, %compact.exit
  %search.feature189 = phi i64 [ 0, %compact.exit ], [ %1349, %search.feature.body187 ]
  %1334 = icmp ult i64 %search.feature189, %n_nonzero
  br i1 %1334, label %search.feature.body187, label %search.feature.exit188

search.feature.body187:                           ; preds = %search.feature.header186
  %1335 = mul i64 %n_features, 0
  %1336 = add i64 %1335, %search.feature189
  %1337 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1336
  %key190 = load i32, ptr addrspace(1) %1337, align 4
  %1338 = mul i64 %n_features, 2
  %1339 = add i64 %1338, %search.feature189
  %1340 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1339
  %f = load i32, ptr addrspace(1) %1340, align 4
  %1341 = zext i32 %f to i64
  %1342 = mul i64 %n_features, 1
  %1343 = add i64 %1342, %search.feature189
  %1344 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1343
  %1345 = load float, ptr addrspace(1) %1344, align 4
  %1346 = select i1 true, float %1345, float 0.000000e+00
  %1347 = load float, ptr %fold_value181, align 4
  %1348 = fadd float %1346, %1347
  store float %1348, ptr %fold_value181, align 4
  %1349 = add i64 %search.feature189, 1
  br label %search.feature.header186

search.feature.exit188:                           ; preds = %search.feature.header186
  %1350 = load float, ptr %fold_value181, align 4
  %1351 = fcmp ogt float %top_p, 0.000000e+00
  %1352 = fcmp oge float %1350, %top_p
  %search.run191 = and i1 %1352, %1351
  br i1 %search.run191, label %search.then192, label %search.done193

search.then192:                                   ; preds = %search.feature.exit188
  store i32 0, ptr %search_hi194, align 4
  br label %search.key_bit.header195

search.done193:                                   ; preds = %search.index_bit.exit218, %search.feature.exit188
  %1353 = load float, ptr %search_value179, align 4
  %1354 = load float, ptr %search_index180, align 4
  store float %1353, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 9), align 4
  store float %1354, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 10), align 4
  br label %reduce.done175

search.key_bit.header195:                         ; preds = %search.feature.exit207, %search.then192
  %search.key_bit198 = phi i64 [ 0, %search.then192 ], [ %1382, %search.feature.exit207 ]
  %1355 = icmp ult i64 %search.key_bit198, 32
  br i1 %1355, label %search.key_bit.body196, label %search.key_bit.exit197

search.key_bit.body196:                           ; preds = %search.key_bit.header195
  %1356 = sub i64 31, %search.key_bit198
  %1357 = trunc i64 %1356 to i32
  %1358 = shl i32 1, %1357
  %1359 = load i32, ptr %search_hi194, align 4
  %candidate199 = or i32 %1359, %1358
  store float 0.000000e+00, ptr %fold_value200, align 4
  store i64 0, ptr %fold_index201, align 8
  store i64 0, ptr %pairwise_depth204, align 8
  br label %search.feature.header205

search.key_bit.exit197:                           ; preds = %search.key_bit.header195
  %hi211 = load i32, ptr %search_hi194, align 4
  %1360 = sub i64 %n_features, 1
  %ctlz212 = call i64 @llvm.ctlz.i64(i64 %1360, i1 false)
  %index_bits213 = sub i64 64, %ctlz212
  %1361 = shl i64 1, %index_bits213
  %mask214 = sub i64 %1361, 1
  store i64 0, ptr %search_lo215, align 8
  br label %search.index_bit.header216

search.feature.header205:                         ; preds = %search.feature.body206, %search.key_bit.body196
  %search.feature208 = phi i64 [ 0, %search.key_bit.body196 ], [ %1378, %search.feature.body206 ]
  %1362 = icmp ult i64 %search.feature208, %n_nonzero
  br i1 %1362, label %search.feature.body206, label %search.feature.exit207

search.feature.body206:                           ; preds = %search.feature.header205
  %1363 = mul i64 %n_features, 0
  %1364 = add i64 %1363, %search.feature208
  %1365 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1364
  %key209 = load i32, ptr addrspace(1) %1365, align 4
  %1366 = mul i64 %n_features, 2
  %1367 = add i64 %1366, %search.feature208
  %1368 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1367
  %f210 = load i32, ptr addrspace(1) %1368, align 4
  %1369 = zext i32 %f210 to i64
  %1370 = mul i64 %n_features, 1
  %1371 = add i64 %1370, %search.feature208
  %1372 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1371
  %1373 = load float, ptr addrspace(1) %1372, align 4
  %1374 = icmp uge i32 %key209, %candidate199
  %1375 = select i1 %1374, float %1373, float 0.000000e+00
  %1376 = load float, ptr %fold_value200, align 4
  %1377 = fadd float %1375, %1376
  store float %1377, ptr %fold_value200, align 4
  %1378 = add i64 %search.feature208, 1
  br label %search.feature.header205

search.feature.exit207:                           ; preds = %search.feature.header205
  %1379 = load float, ptr %fold_value200, align 4
  %1380 = fcmp oge float %1379, %top_p
  %1381 = select i1 %1380, i32 %candidate199, i32 %1359
  store i32 %1381, ptr %search_hi194, align 4
  %1382 = add i64 %search.key_bit198, 1
  br label %search.key_bit.header195

search.index_bit.header216:                       ; preds = %search.feature.exit228, %search.key_bit.exit197
  %search.index_bit219 = phi i64 [ 0, %search.key_bit.exit197 ], [ %1420, %search.feature.exit228 ]
  %1383 = icmp ult i64 %search.index_bit219, %index_bits213
  br i1 %1383, label %search.index_bit.body217, label %search.index_bit.exit218

search.index_bit.body217:                         ; preds = %search.index_bit.header216
  %1384 = sub i64 %index_bits213, 1
  %1385 = sub i64 %1384, %search.index_bit219
  %1386 = shl i64 1, %1385
  %1387 = load i64, ptr %search_lo215, align 8
  %candidate220 = or i64 %1387, %1386
  store float 0.000000e+00, ptr %fold_value221, align 4
  store i64 0, ptr %fold_index222, align 8
  store i64 0, ptr %pairwise_depth225, align 8
  br label %search.feature.header226

search.index_bit.exit218:                         ; preds = %search.index_bit.header216
  %lo232 = load i64, ptr %search_lo215, align 8
  %1388 = and i32 %hi211, -2147483648
  %1389 = icmp ne i32 %1388, 0
  %1390 = and i32 %hi211, 2147483647
  %1391 = xor i32 %hi211, -1
  %1392 = select i1 %1389, i32 %1390, i32 %1391
  %1393 = bitcast i32 %1392 to float
  store float %1393, ptr %search_value179, align 4
  %1394 = sub i64 %mask214, %lo232
  %search_index233 = uitofp i64 %1394 to float
  store float %search_index233, ptr %search_index180, align 4
  br label %search.done193

search.feature.header226:                         ; preds = %search.feature.body227, %search.index_bit.body217
  %search.feature229 = phi i64 [ 0, %search.index_bit.body217 ], [ %1416, %search.feature.body227 ]
  %1395 = icmp ult i64 %search.feature229, %n_nonzero
  br i1 %1395, label %search.feature.body227, label %search.feature.exit228

search.feature.body227:                           ; preds = %search.feature.header226
  %1396 = mul i64 %n_features, 0
  %1397 = add i64 %1396, %search.feature229
  %1398 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1397
  %key230 = load i32, ptr addrspace(1) %1398, align 4
  %1399 = mul i64 %n_features, 2
  %1400 = add i64 %1399, %search.feature229
  %1401 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1400
  %f231 = load i32, ptr addrspace(1) %1401, align 4
  %1402 = zext i32 %f231 to i64
  %1403 = mul i64 %n_features, 1
  %1404 = add i64 %1403, %search.feature229
  %1405 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1404
  %1406 = load float, ptr addrspace(1) %1405, align 4
  %1407 = icmp ugt i32 %key230, %hi211
  %1408 = icmp eq i32 %key230, %hi211
  %1409 = sub i64 %mask214, %1402
  %1410 = icmp uge i64 %1409, %candidate220
  %1411 = and i1 %1408, %1410
  %1412 = or i1 %1407, %1411
  %1413 = select i1 %1412, float %1406, float 0.000000e+00
  %1414 = load float, ptr %fold_value221, align 4
  %1415 = fadd float %1413, %1414
  store float %1415, ptr %fold_value221, align 4
  %1416 = add i64 %search.feature229, 1
  br label %search.feature.header226

search.feature.exit228:                           ; preds = %search.feature.header226
  %1417 = load float, ptr %fold_value221, align 4
  %1418 = fcmp oge float %1417, %top_p
  %1419 = select i1 %1418, i64 %candidate220, i64 %1387
  store i64 %1419, ptr %search_lo215, align 8
  %1420 = add i64 %search.index_bit219, 1
  br label %search.index_bit.header216

guard.skipped.then234:                            ; preds = %guard.else166
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 10), align 4
  br label %guard.skipped.done235

guard.skipped.done235:                            ; preds = %guard.skipped.then234, %guard.else166
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done167

feature.header236:                                ; preds = %feature.body237, %guard.done167
  %feature239 = phi i64 [ %lane, %guard.done167 ], [ %1760, %feature.body237 ]
  %1421 = icmp ult i64 %feature239, %n_features
  br i1 %1421, label %feature.body237, label %feature.exit238

feature.body237:                                  ; preds = %feature.header236
  %1422 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature239
  %1423 = load float, ptr addrspace(1) %1422, align 4
  %1424 = fmul float %1423, %inv_t
  %1425 = fadd float %1423, 0.000000e+00
  %1426 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  %1427 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  %feature240 = uitofp i64 %feature239 to float
  %1428 = fcmp ogt float %1425, %1426
  %1429 = select i1 %1428, float 1.000000e+00, float 0.000000e+00
  %1430 = fcmp oeq float %1425, %1426
  %1431 = select i1 %1430, float 1.000000e+00, float 0.000000e+00
  %1432 = fcmp ole float %feature240, %1427
  %1433 = select i1 %1432, float 1.000000e+00, float 0.000000e+00
  %1434 = fmul float %1431, %1433
  %1435 = fcmp ogt float %1434, %1429
  %max241 = select i1 %1435, float %1434, float %1429
  %1436 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 7), align 4
  %1437 = fsub float %1424, %1436
  %1438 = fcmp olt float %1437, -1.040000e+02
  %1439 = select i1 %1438, float -1.040000e+02, float %1437
  %1440 = fcmp olt float 8.900000e+01, %1439
  %1441 = select i1 %1440, float 8.900000e+01, float %1439
  %1442 = fmul float %1441, 0x3FF7154760000000
  %1443 = fadd float %1442, 0x4168000000000000
  %1444 = fsub float %1443, 0x4168000000000000
  %1445 = bitcast float %1443 to i32
  %1446 = sub i32 %1445, 1262485504
  %1447 = fmul float %1444, 0x3FE62E4000000000
  %1448 = fsub float %1441, %1447
  %1449 = fmul float %1444, 0x3EB7F7D1C0000000
  %1450 = fsub float %1448, %1449
  %1451 = fmul float %1450, %1450
  %1452 = fmul float %1451, 0x3E66376980000000
  %1453 = fadd float 0xBEBBBD41C0000000, %1452
  %1454 = fmul float %1451, %1453
  %1455 = fadd float 0x3F11566AA0000000, %1454
  %1456 = fmul float %1451, %1455
  %1457 = fadd float 0xBF66C16C20000000, %1456
  %1458 = fmul float %1451, %1457
  %1459 = fadd float 0x3FC5555560000000, %1458
  %1460 = fmul float %1451, %1459
  %1461 = fsub float %1450, %1460
  %1462 = fmul float %1450, %1461
  %1463 = fsub float 2.000000e+00, %1461
  %1464 = fdiv float %1462, %1463
  %1465 = fsub float %1449, %1464
  %1466 = fsub float %1465, %1448
  %1467 = fsub float 1.000000e+00, %1466
  %1468 = add i32 %1446, 256
  %1469 = lshr i32 %1468, 1
  %1470 = sub i32 %1469, 1
  %1471 = add i32 %1446, 255
  %1472 = sub i32 %1471, %1469
  %1473 = shl i32 %1470, 23
  %1474 = shl i32 %1472, 23
  %1475 = bitcast i32 %1473 to float
  %1476 = bitcast i32 %1474 to float
  %1477 = fmul float %1467, %1475
  %1478 = fmul float %1477, %1476
  %1479 = fcmp uno float %1437, %1437
  %1480 = select i1 %1479, float 0x7FF8000000000000, float %1478
  %1481 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 8), align 4
  %1482 = fdiv float %1480, %1481
  %1483 = fcmp une float %max241, 0.000000e+00
  %1484 = select i1 %1483, float %1482, float -1.000000e+00
  %1485 = fadd float %1484, 0.000000e+00
  %1486 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 9), align 4
  %1487 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 10), align 4
  %feature242 = uitofp i64 %feature239 to float
  %1488 = fcmp ogt float %1485, %1486
  %1489 = select i1 %1488, float 1.000000e+00, float 0.000000e+00
  %1490 = fcmp oeq float %1485, %1486
  %1491 = select i1 %1490, float 1.000000e+00, float 0.000000e+00
  %1492 = fcmp ole float %feature242, %1487
  %1493 = select i1 %1492, float 1.000000e+00, float 0.000000e+00
  %1494 = fmul float %1491, %1493
  %1495 = fcmp ogt float %1494, %1489
  %max243 = select i1 %1495, float %1494, float %1489
  %1496 = fcmp oge float %top_p, 1.000000e+00
  %1497 = select i1 %1496, float 1.000000e+00, float 0.000000e+00
  %1498 = icmp ne i32 %greedy, 0
  %greedy244 = select i1 %1498, float 1.000000e+00, float 0.000000e+00
  %1499 = fcmp ogt float %greedy244, %1497
  %max245 = select i1 %1499, float %greedy244, float %1497
  %1500 = fcmp ogt float %max245, %max243
  %max246 = select i1 %1500, float %max245, float %max243
  %1501 = fmul float %max241, %max246
  %1502 = trunc i64 %key0 to i32
  %1503 = lshr i64 %key0, 32
  %1504 = trunc i64 %1503 to i32
  %1505 = trunc i64 %feature239 to i32
  %1506 = trunc i64 %row to i32
  %1507 = trunc i64 %key1 to i32
  %1508 = lshr i64 %key1, 32
  %1509 = trunc i64 %1508 to i32
  %1510 = zext i32 %1505 to i64
  %1511 = mul i64 3528531795, %1510
  %1512 = zext i32 %1507 to i64
  %1513 = mul i64 3449720151, %1512
  %1514 = lshr i64 %1511, 32
  %1515 = trunc i64 %1514 to i32
  %1516 = trunc i64 %1511 to i32
  %1517 = lshr i64 %1513, 32
  %1518 = trunc i64 %1517 to i32
  %1519 = trunc i64 %1513 to i32
  %1520 = xor i32 %1518, %1506
  %1521 = xor i32 %1520, %1502
  %1522 = xor i32 %1515, %1509
  %1523 = xor i32 %1522, %1504
  %1524 = add i32 %1502, -1640531527
  %1525 = add i32 %1504, -1150833019
  %1526 = zext i32 %1521 to i64
  %1527 = mul i64 3528531795, %1526
  %1528 = zext i32 %1523 to i64
  %1529 = mul i64 3449720151, %1528
  %1530 = lshr i64 %1527, 32
  %1531 = trunc i64 %1530 to i32
  %1532 = trunc i64 %1527 to i32
  %1533 = lshr i64 %1529, 32
  %1534 = trunc i64 %1533 to i32
  %1535 = trunc i64 %1529 to i32
  %1536 = xor i32 %1534, %1519
  %1537 = xor i32 %1536, %1524
  %1538 = xor i32 %1531, %1516
  %1539 = xor i32 %1538, %1525
  %1540 = add i32 %1524, -1640531527
  %1541 = add i32 %1525, -1150833019
  %1542 = zext i32 %1537 to i64
  %1543 = mul i64 3528531795, %1542
  %1544 = zext i32 %1539 to i64
  %1545 = mul i64 3449720151, %1544
  %1546 = lshr i64 %1543, 32
  %1547 = trunc i64 %1546 to i32
  %1548 = trunc i64 %1543 to i32
  %1549 = lshr i64 %1545, 32
  %1550 = trunc i64 %1549 to i32
  %1551 = trunc i64 %1545 to i32
  %1552 = xor i32 %1550, %1535
  %1553 = xor i32 %1552, %1540
  %1554 = xor i32 %1547, %1532
  %1555 = xor i32 %1554, %1541
  %1556 = add i32 %1540, -1640531527
  %1557 = add i32 %1541, -1150833019
  %1558 = zext i32 %1553 to i64
  %1559 = mul i64 3528531795, %1558
  %1560 = zext i32 %1555 to i64
  %1561 = mul i64 3449720151, %1560
  %1562 = lshr i64 %1559, 32
  %1563 = trunc i64 %1562 to i32
  %1564 = trunc i64 %1559 to i32
  %1565 = lshr i64 %1561, 32
  %1566 = trunc i64 %1565 to i32
  %1567 = trunc i64 %1561 to i32
  %1568 = xor i32 %1566, %1551
  %1569 = xor i32 %1568, %1556
  %1570 = xor i32 %1563, %1548
  %1571 = xor i32 %1570, %1557
  %1572 = add i32 %1556, -1640531527
  %1573 = add i32 %1557, -1150833019
  %1574 = zext i32 %1569 to i64
  %1575 = mul i64 3528531795, %1574
  %1576 = zext i32 %1571 to i64
  %1577 = mul i64 3449720151, %1576
  %1578 = lshr i64 %1575, 32
  %1579 = trunc i64 %1578 to i32
  %1580 = trunc i64 %1575 to i32
  %1581 = lshr i64 %1577, 32
  %1582 = trunc i64 %1581 to i32
  %1583 = trunc i64 %1577 to i32
  %1584 = xor i32 %1582, %1567
  %1585 = xor i32 %1584, %1572
  %1586 = xor i32 %1579, %1564
  %1587 = xor i32 %1586, %1573
  %1588 = add i32 %1572, -1640531527
  %1589 = add i32 %1573, -1150833019
  %1590 = zext i32 %1585 to i64
  %1591 = mul i64 3528531795, %1590
  %1592 = zext i32 %1587 to i64
  %1593 = mul i64 3449720151, %1592
  %1594 = lshr i64 %1591, 32
  %1595 = trunc i64 %1594 to i32
  %1596 = trunc i64 %1591 to i32
  %1597 = lshr i64 %1593, 32
  %1598 = trunc i64 %1597 to i32
  %1599 = trunc i64 %1593 to i32
  %1600 = xor i32 %1598, %1583
  %1601 = xor i32 %1600, %1588
  %1602 = xor i32 %1595, %1580
  %1603 = xor i32 %1602, %1589
  %1604 = add i32 %1588, -1640531527
  %1605 = add i32 %1589, -1150833019
  %1606 = zext i32 %1601 to i64
  %1607 = mul i64 3528531795, %1606
  %1608 = zext i32 %1603 to i64
  %1609 = mul i64 3449720151, %1608
  %1610 = lshr i64 %1607, 32
  %1611 = trunc i64 %1610 to i32
  %1612 = trunc i64 %1607 to i32
  %1613 = lshr i64 %1609, 32
  %1614 = trunc i64 %1613 to i32
  %1615 = trunc i64 %1609 to i32
  %1616 = xor i32 %1614, %1599
  %1617 = xor i32 %1616, %1604
  %1618 = xor i32 %1611, %1596
  %1619 = xor i32 %1618, %1605
  %1620 = add i32 %1604, -1640531527
  %1621 = add i32 %1605, -1150833019
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
  %1668 = uitofp i32 %1665 to double
  %1669 = fadd double %1668, 5.000000e-01
  %1670 = fmul double %1669, 0x3DF0000000000000
  %1671 = bitcast double %1670 to i64
  %1672 = lshr i64 %1671, 32
  %1673 = add i64 %1672, 614242
  %1674 = lshr i64 %1673, 20
  %1675 = sub i64 %1674, 1023
  %1676 = and i64 %1673, 1048575
  %1677 = add i64 %1676, 1072079006
  %1678 = shl i64 %1677, 32
  %1679 = and i64 %1671, 4294967295
  %1680 = or i64 %1678, %1679
  %1681 = bitcast i64 %1680 to double
  %1682 = fsub double %1681, 1.000000e+00
  %1683 = fmul double 5.000000e-01, %1682
  %1684 = fmul double %1683, %1682
  %1685 = fadd double 2.000000e+00, %1682
  %1686 = fdiv double %1682, %1685
  %1687 = fmul double %1686, %1686
  %1688 = fmul double %1687, %1687
  %1689 = fmul double %1688, 0x3FC39A09D078C69F
  %1690 = fadd double 0x3FCC71C51D8E78AF, %1689
  %1691 = fmul double %1688, %1690
  %1692 = fadd double 0x3FD999999997FA04, %1691
  %1693 = fmul double %1688, %1692
  %1694 = fmul double %1688, 0x3FC2F112DF3E5244
  %1695 = fadd double 0x3FC7466496CB03DE, %1694
  %1696 = fmul double %1688, %1695
  %1697 = fadd double 0x3FD2492494229359, %1696
  %1698 = fmul double %1688, %1697
  %1699 = fadd double 0x3FE5555555555593, %1698
  %1700 = fmul double %1687, %1699
  %1701 = fadd double %1700, %1693
  %1702 = sitofp i64 %1675 to double
  %1703 = fadd double %1684, %1701
  %1704 = fmul double %1686, %1703
  %1705 = fmul double %1702, 0x3DEA39EF35793C76
  %1706 = fadd double %1704, %1705
  %1707 = fsub double %1706, %1684
  %1708 = fadd double %1707, %1682
  %1709 = fmul double %1702, 0x3FE62E42FEE00000
  %1710 = fadd double %1708, %1709
  %1711 = fneg double %1710
  %1712 = bitcast double %1711 to i64
  %1713 = lshr i64 %1712, 32
  %1714 = add i64 %1713, 614242
  %1715 = lshr i64 %1714, 20
  %1716 = sub i64 %1715, 1023
  %1717 = and i64 %1714, 1048575
  %1718 = add i64 %1717, 1072079006
  %1719 = shl i64 %1718, 32
  %1720 = and i64 %1712, 4294967295
  %1721 = or i64 %1719, %1720
  %1722 = bitcast i64 %1721 to double
  %1723 = fsub double %1722, 1.000000e+00
  %1724 = fmul double 5.000000e-01, %1723
  %1725 = fmul double %1724, %1723
  %1726 = fadd double 2.000000e+00, %1723
  %1727 = fdiv double %1723, %1726
  %1728 = fmul double %1727, %1727
  %1729 = fmul double %1728, %1728
  %1730 = fmul double %1729, 0x3FC39A09D078C69F
  %1731 = fadd double 0x3FCC71C51D8E78AF, %1730
  %1732 = fmul double %1729, %1731
  %1733 = fadd double 0x3FD999999997FA04, %1732
  %1734 = fmul double %1729, %1733
  %1735 = fmul double %1729, 0x3FC2F112DF3E5244
  %1736 = fadd double 0x3FC7466496CB03DE, %1735
  %1737 = fmul double %1729, %1736
  %1738 = fadd double 0x3FD2492494229359, %1737
  %1739 = fmul double %1729, %1738
  %1740 = fadd double 0x3FE5555555555593, %1739
  %1741 = fmul double %1728, %1740
  %1742 = fadd double %1741, %1734
  %1743 = sitofp i64 %1716 to double
  %1744 = fadd double %1725, %1742
  %1745 = fmul double %1727, %1744
  %1746 = fmul double %1743, 0x3DEA39EF35793C76
  %1747 = fadd double %1745, %1746
  %1748 = fsub double %1747, %1725
  %1749 = fadd double %1748, %1723
  %1750 = fmul double %1743, 0x3FE62E42FEE00000
  %1751 = fadd double %1749, %1750
  %1752 = fneg double %1751
  %1753 = fptrunc double %1752 to float
  %1754 = fadd float %1424, %1753
  %1755 = fcmp une float %1501, 0.000000e+00
  %1756 = select i1 %1755, float %1754, float 0xFFF0000000000000
  %1757 = mul i64 %n_features, 0
  %1758 = add i64 %1757, %feature239
  %1759 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1758
  store float %1756, ptr addrspace(1) %1759, align 4
  %1760 = add i64 %feature239, 256
  br label %feature.header236

feature.exit238:                                  ; preds = %feature.header236
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then247, label %reduce.done248

reduce.then247:                                   ; preds = %feature.exit238
  %1761 = mul i64 %n_features, 0
  %1762 = add i64 %1761, 0
  %1763 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1762
  store float 0xFFF0000000000000, ptr %fold_value249, align 4
  store i64 0, ptr %fold_index250, align 8
  store i64 0, ptr %pairwise_depth253, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best254, align 32
  store <8 x i64> zeroinitializer, ptr %max_index255, align 64
  %blocks_end256 = and i64 %n_features, -8
  br label %max_block.header257

reduce.done248:                                   ; preds = %fold_tail.exit265, %feature.exit238
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

max_block.header257:                              ; preds = %max_block.body258, %reduce.then247
  %max_block260 = phi i64 [ 0, %reduce.then247 ], [ %1777, %max_block.body258 ]
  %1764 = icmp ult i64 %max_block260, %blocks_end256
  br i1 %1764, label %max_block.body258, label %max_block.exit259

max_block.body258:                                ; preds = %max_block.header257
  %1765 = getelementptr inbounds float, ptr addrspace(1) %1763, i64 %max_block260
  %block261 = load <8 x float>, ptr addrspace(1) %1765, align 4
  %1766 = load <8 x float>, ptr %max_best254, align 32
  %1767 = fcmp ogt <8 x float> %block261, %1766
  %1768 = fcmp uno <8 x float> %block261, %block261
  %1769 = fcmp ord <8 x float> %1766, %1766
  %1770 = and <8 x i1> %1768, %1769
  %take262 = or <8 x i1> %1767, %1770
  %1771 = select <8 x i1> %take262, <8 x float> %block261, <8 x float> %1766
  store <8 x float> %1771, ptr %max_best254, align 32
  %1772 = insertelement <8 x i64> undef, i64 %max_block260, i32 0
  %1773 = shufflevector <8 x i64> %1772, <8 x i64> undef, <8 x i32> zeroinitializer
  %1774 = add <8 x i64> %1773, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1775 = load <8 x i64>, ptr %max_index255, align 64
  %1776 = select <8 x i1> %take262, <8 x i64> %1774, <8 x i64> %1775
  store <8 x i64> %1776, ptr %max_index255, align 64
  %1777 = add i64 %max_block260, 8
  br label %max_block.header257

max_block.exit259:                                ; preds = %max_block.header257
  %1778 = load <8 x float>, ptr %max_best254, align 32
  %1779 = load <8 x i64>, ptr %max_index255, align 64
  %1780 = extractelement <8 x float> %1778, i32 0
  %1781 = extractelement <8 x i64> %1779, i32 0
  %1782 = fcmp uno float %1780, %1780
  %1783 = icmp ult i64 %1781, 0
  %1784 = fcmp ogt float %1780, 0xFFF0000000000000
  %1785 = fcmp oeq float %1780, 0xFFF0000000000000
  %1786 = or i1 true, %1783
  %1787 = and i1 %1785, %1783
  %1788 = or i1 %1784, %1787
  %1789 = and i1 true, %1788
  %1790 = select i1 %1782, i1 %1786, i1 %1789
  %1791 = select i1 %1790, float %1780, float 0xFFF0000000000000
  %1792 = select i1 %1790, i64 %1781, i64 0
  %1793 = extractelement <8 x float> %1778, i32 1
  %1794 = extractelement <8 x i64> %1779, i32 1
  %1795 = fcmp uno float %1793, %1793
  %1796 = fcmp uno float %1791, %1791
  %1797 = icmp ult i64 %1794, %1792
  %1798 = fcmp ogt float %1793, %1791
  %1799 = fcmp oeq float %1793, %1791
  %1800 = xor i1 %1796, true
  %1801 = or i1 %1800, %1797
  %1802 = and i1 %1799, %1797
  %1803 = or i1 %1798, %1802
  %1804 = xor i1 %1796, true
  %1805 = and i1 %1804, %1803
  %1806 = select i1 %1795, i1 %1801, i1 %1805
  %1807 = select i1 %1806, float %1793, float %1791
  %1808 = select i1 %1806, i64 %1794, i64 %1792
  %1809 = extractelement <8 x float> %1778, i32 2
  %1810 = extractelement <8 x i64> %1779, i32 2
  %1811 = fcmp uno float %1809, %1809
  %1812 = fcmp uno float %1807, %1807
  %1813 = icmp ult i64 %1810, %1808
  %1814 = fcmp ogt float %1809, %1807
  %1815 = fcmp oeq float %1809, %1807
  %1816 = xor i1 %1812, true
  %1817 = or i1 %1816, %1813
  %1818 = and i1 %1815, %1813
  %1819 = or i1 %1814, %1818
  %1820 = xor i1 %1812, true
  %1821 = and i1 %1820, %1819
  %1822 = select i1 %1811, i1 %1817, i1 %1821
  %1823 = select i1 %1822, float %1809, float %1807
  %1824 = select i1 %1822, i64 %1810, i64 %1808
  %1825 = extractelement <8 x float> %1778, i32 3
  %1826 = extractelement <8 x i64> %1779, i32 3
  %1827 = fcmp uno float %1825, %1825
  %1828 = fcmp uno float %1823, %1823
  %1829 = icmp ult i64 %1826, %1824
  %1830 = fcmp ogt float %1825, %1823
  %1831 = fcmp oeq float %1825, %1823
  %1832 = xor i1 %1828, true
  %1833 = or i1 %1832, %1829
  %1834 = and i1 %1831, %1829
  %1835 = or i1 %1830, %1834
  %1836 = xor i1 %1828, true
  %1837 = and i1 %1836, %1835
  %1838 = select i1 %1827, i1 %1833, i1 %1837
  %1839 = select i1 %1838, float %1825, float %1823
  %1840 = select i1 %1838, i64 %1826, i64 %1824
  %1841 = extractelement <8 x float> %1778, i32 4
  %1842 = extractelement <8 x i64> %1779, i32 4
  %1843 = fcmp uno float %1841, %1841
  %1844 = fcmp uno float %1839, %1839
  %1845 = icmp ult i64 %1842, %1840
  %1846 = fcmp ogt float %1841, %1839
  %1847 = fcmp oeq float %1841, %1839
  %1848 = xor i1 %1844, true
  %1849 = or i1 %1848, %1845
  %1850 = and i1 %1847, %1845
  %1851 = or i1 %1846, %1850
  %1852 = xor i1 %1844, true
  %1853 = and i1 %1852, %1851
  %1854 = select i1 %1843, i1 %1849, i1 %1853
  %1855 = select i1 %1854, float %1841, float %1839
  %1856 = select i1 %1854, i64 %1842, i64 %1840
  %1857 = extractelement <8 x float> %1778, i32 5
  %1858 = extractelement <8 x i64> %1779, i32 5
  %1859 = fcmp uno float %1857, %1857
  %1860 = fcmp uno float %1855, %1855
  %1861 = icmp ult i64 %1858, %1856
  %1862 = fcmp ogt float %1857, %1855
  %1863 = fcmp oeq float %1857, %1855
  %1864 = xor i1 %1860, true
  %1865 = or i1 %1864, %1861
  %1866 = and i1 %1863, %1861
  %1867 = or i1 %1862, %1866
  %1868 = xor i1 %1860, true
  %1869 = and i1 %1868, %1867
  %1870 = select i1 %1859, i1 %1865, i1 %1869
  %1871 = select i1 %1870, float %1857, float %1855
  %1872 = select i1 %1870, i64 %1858, i64 %1856
  %1873 = extractelement <8 x float> %1778, i32 6
  %1874 = extractelement <8 x i64> %1779, i32 6
  %1875 = fcmp uno float %1873, %1873
  %1876 = fcmp uno float %1871, %1871
  %1877 = icmp ult i64 %1874, %1872
  %1878 = fcmp ogt float %1873, %1871
  %1879 = fcmp oeq float %1873, %1871
  %1880 = xor i1 %1876, true
  %1881 = or i1 %1880, %1877
  %1882 = and i1 %1879, %1877
  %1883 = or i1 %1878, %1882
  %1884 = xor i1 %1876, true
  %1885 = and i1 %1884, %1883
  %1886 = select i1 %1875, i1 %1881, i1 %1885
  %1887 = select i1 %1886, float %1873, float %1871
  %1888 = select i1 %1886, i64 %1874, i64 %1872
  %1889 = extractelement <8 x float> %1778, i32 7
  %1890 = extractelement <8 x i64> %1779, i32 7
  %1891 = fcmp uno float %1889, %1889
  %1892 = fcmp uno float %1887, %1887
  %1893 = icmp ult i64 %1890, %1888
  %1894 = fcmp ogt float %1889, %1887
  %1895 = fcmp oeq float %1889, %1887
  %1896 = xor i1 %1892, true
  %1897 = or i1 %1896, %1893
  %1898 = and i1 %1895, %1893
  %1899 = or i1 %1894, %1898
  %1900 = xor i1 %1892, true
  %1901 = and i1 %1900, %1899
  %1902 = select i1 %1891, i1 %1897, i1 %1901
  %1903 = select i1 %1902, float %1889, float %1887
  %1904 = select i1 %1902, i64 %1890, i64 %1888
  store float %1903, ptr %fold_value249, align 4
  store i64 %1904, ptr %fold_index250, align 8
  br label %fold_tail.header263

fold_tail.header263:                              ; preds = %fold_tail.body264, %max_block.exit259
  %fold_tail266 = phi i64 [ %blocks_end256, %max_block.exit259 ], [ %1916, %fold_tail.body264 ]
  %1905 = icmp ult i64 %fold_tail266, %n_features
  br i1 %1905, label %fold_tail.body264, label %fold_tail.exit265

fold_tail.body264:                                ; preds = %fold_tail.header263
  %1906 = getelementptr inbounds float, ptr addrspace(1) %1763, i64 %fold_tail266
  %1907 = load float, ptr addrspace(1) %1906, align 4
  %1908 = load float, ptr %fold_value249, align 4
  %1909 = fcmp ogt float %1907, %1908
  %1910 = fcmp uno float %1907, %1907
  %1911 = fcmp ord float %1908, %1908
  %1912 = and i1 %1910, %1911
  %take267 = or i1 %1909, %1912
  %1913 = select i1 %take267, float %1907, float %1908
  store float %1913, ptr %fold_value249, align 4
  %1914 = load i64, ptr %fold_index250, align 8
  %1915 = select i1 %take267, i64 %fold_tail266, i64 %1914
  store i64 %1915, ptr %fold_index250, align 8
  %1916 = add i64 %fold_tail266, 1
  br label %fold_tail.header263

fold_tail.exit265:                                ; preds = %fold_tail.header263
  %1917 = load i64, ptr %fold_index250, align 8
  %argmax268 = uitofp i64 %1917 to float
  store float %argmax268, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 11), align 4
  br label %reduce.done248

uniform_sinks.then:                               ; preds = %reduce.done248
  %1918 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1919 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %1920 = fmul float %1919, 2.000000e+00
  %1921 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1922 = fcmp oeq float %1921, 0xFFF0000000000000
  %1923 = select i1 %1922, float 1.000000e+00, float 0.000000e+00
  %1924 = fmul float %1923, 4.000000e+00
  %1925 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 4), align 4
  %1926 = fmul float %1925, 8.000000e+00
  %1927 = fadd float %1918, %1920
  %1928 = fadd float %1927, %1924
  %1929 = fadd float %1928, %1926
  %1930 = icmp ne i32 %greedy, 0
  %greedy269 = select i1 %1930, float 1.000000e+00, float 0.000000e+00
  %1931 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %1932 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 11), align 4
  %1933 = fcmp une float %greedy269, 0.000000e+00
  %1934 = select i1 %1933, float %1931, float %1932
  %1935 = fcmp une float %1929, 0.000000e+00
  %1936 = select i1 %1935, float -1.000000e+00, float %1934
  %id = fptosi float %1936 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %1929 to i32
  %status270 = load i32, ptr addrspace(1) %3, align 4
  %1937 = or i32 %status270, %status_bits
  store i32 %1937, ptr addrspace(1) %3, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %reduce.done248
  br label %feature.header271

feature.header271:                                ; preds = %feature.body272, %uniform_sinks.done
  %feature274 = phi i64 [ %lane, %uniform_sinks.done ], [ %1958, %feature.body272 ]
  %1938 = icmp ult i64 %feature274, %n_features
  br i1 %1938, label %feature.body272, label %feature.exit273

feature.body272:                                  ; preds = %feature.header271
  %1939 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %1940 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %1941 = fmul float %1940, 2.000000e+00
  %1942 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %1943 = fcmp oeq float %1942, 0xFFF0000000000000
  %1944 = select i1 %1943, float 1.000000e+00, float 0.000000e+00
  %1945 = fmul float %1944, 4.000000e+00
  %1946 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 4), align 4
  %1947 = fmul float %1946, 8.000000e+00
  %1948 = fadd float %1939, %1941
  %1949 = fadd float %1948, %1945
  %1950 = fadd float %1949, %1947
  %1951 = icmp ne i32 %greedy, 0
  %greedy275 = select i1 %1951, float 1.000000e+00, float 0.000000e+00
  %1952 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %1953 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 11), align 4
  %1954 = fcmp une float %greedy275, 0.000000e+00
  %1955 = select i1 %1954, float %1952, float %1953
  %1956 = fcmp une float %1950, 0.000000e+00
  %1957 = select i1 %1956, float -1.000000e+00, float %1955
  %1958 = add i64 %feature274, 256
  br label %feature.header271

feature.exit273:                                  ; preds = %feature.header271
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "nvvm.maxntid"="1024" }
