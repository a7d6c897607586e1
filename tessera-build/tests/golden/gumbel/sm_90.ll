; ModuleID = 'gumbel'
source_filename = "gumbel.toml"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tessera_fold_scratch_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_uniforms_w256 = internal addrspace(3) global [13 x float] undef, align 4
@tessera_search_weights_w256 = internal addrspace(3) global [256 x float] undef, align 4
@tessera_fold_scratch_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_uniforms_w1024 = internal addrspace(3) global [13 x float] undef, align 4
@tessera_search_weights_w1024 = internal addrspace(3) global [1024 x float] undef, align 4
@tessera_fold_scratch_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_uniforms_w2048 = internal addrspace(3) global [13 x float] undef, align 4
@tessera_search_weights_w2048 = internal addrspace(3) global [2048 x float] undef, align 4
@tessera_fold_scratch_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_w4096 = internal addrspace(3) global [13 x float] undef, align 4
@tessera_search_weights_w4096 = internal addrspace(3) global [4096 x float] undef, align 4
@tessera_uniforms_wide = internal addrspace(3) global [13 x float] undef, align 4

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w256(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #0 {
entry:
  %pairwise_depth255 = alloca i64, align 8
  %pairwise_levels254 = alloca [64 x i64], align 8
  %pairwise_sums253 = alloca [64 x float], align 4
  %fold_index252 = alloca i64, align 8
  %fold_value251 = alloca float, align 4
  %pairwise_depth229 = alloca i64, align 8
  %pairwise_levels228 = alloca [64 x i64], align 8
  %pairwise_sums227 = alloca [64 x float], align 4
  %fold_index226 = alloca i64, align 8
  %fold_value225 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done271, %entry
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
  %not_greedy209 = icmp eq i32 %greedy, 0
  %top_p_on210 = fcmp olt float %top_p, 1.000000e+00
  %guard211 = and i1 %top_p_on210, %not_greedy209
  br i1 %guard211, label %guard.then212, label %guard.else213

slot.then148:                                     ; preds = %guard.then143
  %348 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature146
  %349 = load float, ptr addrspace(1) %348, align 4
  %350 = fmul float %349, %inv_t
  %351 = fadd float %349, 0.000000e+00
  %352 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %353 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature150 = uitofp i64 %feature146 to float
  %354 = fcmp ogt float %351, %352
  %355 = select i1 %354, float 1.000000e+00, float 0.000000e+00
  %356 = fcmp oeq float %351, %352
  %357 = select i1 %356, float 1.000000e+00, float 0.000000e+00
  %358 = fcmp ole float %feature150, %353
  %359 = select i1 %358, float 1.000000e+00, float 0.000000e+00
  %360 = fmul float %357, %359
  %361 = fcmp ogt float %360, %355
  %max151 = select i1 %361, float %360, float %355
  %362 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %363 = fsub float %350, %362
  %364 = fcmp olt float %363, -1.040000e+02
  %365 = select i1 %364, float -1.040000e+02, float %363
  %366 = fcmp olt float 8.900000e+01, %365
  %367 = select i1 %366, float 8.900000e+01, float %365
  %368 = fmul float %367, 0x3FF7154760000000
  %369 = fadd float %368, 0x4168000000000000
  %370 = fsub float %369, 0x4168000000000000
  %371 = bitcast float %369 to i32
  %372 = sub i32 %371, 1262485504
  %373 = fmul float %370, 0x3FE62E4000000000
  %374 = fsub float %367, %373
  %375 = fmul float %370, 0x3EB7F7D1C0000000
  %376 = fsub float %374, %375
  %377 = fmul float %376, %376
  %378 = fmul float %377, 0x3E66376980000000
  %379 = fadd float 0xBEBBBD41C0000000, %378
  %380 = fmul float %377, %379
  %381 = fadd float 0x3F11566AA0000000, %380
  %382 = fmul float %377, %381
  %383 = fadd float 0xBF66C16C20000000, %382
  %384 = fmul float %377, %383
  %385 = fadd float 0x3FC5555560000000, %384
  %386 = fmul float %377, %385
  %387 = fsub float %376, %386
  %388 = fmul float %376, %387
  %389 = fsub float 2.000000e+00, %387
  %390 = fdiv float %388, %389
  %391 = fsub float %375, %390
  %392 = fsub float %391, %374
  %393 = fsub float 1.000000e+00, %392
  %394 = add i32 %372, 256
  %395 = lshr i32 %394, 1
  %396 = sub i32 %395, 1
  %397 = add i32 %372, 255
  %398 = sub i32 %397, %395
  %399 = shl i32 %396, 23
  %400 = shl i32 %398, 23
  %401 = bitcast i32 %399 to float
  %402 = bitcast i32 %400 to float
  %403 = fmul float %393, %401
  %404 = fmul float %403, %402
  %405 = fcmp uno float %363, %363
  %406 = select i1 %405, float 0x7FF8000000000000, float %404
  %407 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %408 = fdiv float %406, %407
  %409 = fcmp une float %max151, 0.000000e+00
  %410 = select i1 %409, float %408, float -1.000000e+00
  %411 = fcmp une float %max151, 0.000000e+00
  %412 = select i1 %411, float %408, float 0.000000e+00
  %413 = fadd float %410, 0.000000e+00
  %414 = bitcast float %413 to i32
  %415 = icmp ult i32 2147483647, %414
  %416 = xor i32 %414, -1
  %417 = or i32 %414, -2147483648
  %418 = select i1 %415, i32 %416, i32 %417
  %419 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature146
  store i32 %418, ptr addrspace(3) %419, align 4
  %420 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %feature146
  store float %412, ptr addrspace(3) %420, align 4
  br label %slot.done149

slot.done149:                                     ; preds = %slot.then148, %guard.then143
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature152 = add i64 %lane, 0
  %valid153 = icmp ult i64 %feature152, %n_features
  %421 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then154, label %search.done155

search.then154:                                   ; preds = %slot.done149
  %422 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %423 = load float, ptr addrspace(1) %422, align 4
  %424 = fmul float %423, %inv_t
  %425 = fadd float %423, 0.000000e+00
  %426 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %427 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %428 = fcmp ogt float %425, %426
  %429 = select i1 %428, float 1.000000e+00, float 0.000000e+00
  %430 = fcmp oeq float %425, %426
  %431 = select i1 %430, float 1.000000e+00, float 0.000000e+00
  %432 = fcmp ole float 0.000000e+00, %427
  %433 = select i1 %432, float 1.000000e+00, float 0.000000e+00
  %434 = fmul float %431, %433
  %435 = fcmp ogt float %434, %429
  %max156 = select i1 %435, float %434, float %429
  %436 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %437 = fsub float %424, %436
  %438 = fcmp olt float %437, -1.040000e+02
  %439 = select i1 %438, float -1.040000e+02, float %437
  %440 = fcmp olt float 8.900000e+01, %439
  %441 = select i1 %440, float 8.900000e+01, float %439
  %442 = fmul float %441, 0x3FF7154760000000
  %443 = fadd float %442, 0x4168000000000000
  %444 = fsub float %443, 0x4168000000000000
  %445 = bitcast float %443 to i32
  %446 = sub i32 %445, 1262485504
  %447 = fmul float %444, 0x3FE62E4000000000
  %448 = fsub float %441, %447
  %449 = fmul float %444, 0x3EB7F7D1C0000000
  %450 = fsub float %448, %449
  %451 = fmul float %450, %450
  %452 = fmul float %451, 0x3E66376980000000
  %453 = fadd float 0xBEBBBD41C0000000, %452
  %454 = fmul float %451, %453
  %455 = fadd float 0x3F11566AA0000000, %454
  %456 = fmul float %451, %455
  %457 = fadd float 0xBF66C16C20000000, %456
  %458 = fmul float %451, %457
  %459 = fadd float 0x3FC5555560000000, %458
  %460 = fmul float %451, %459
  %461 = fsub float %450, %460
  %462 = fmul float %450, %461
  %463 = fsub float 2.000000e+00, %461
  %464 = fdiv float %462, %463
  %465 = fsub float %449, %464
  %466 = fsub float %465, %448
  %467 = fsub float 1.000000e+00, %466
  %468 = add i32 %446, 256
  %469 = lshr i32 %468, 1
  %470 = sub i32 %469, 1
  %471 = add i32 %446, 255
  %472 = sub i32 %471, %469
  %473 = shl i32 %470, 23
  %474 = shl i32 %472, 23
  %475 = bitcast i32 %473 to float
  %476 = bitcast i32 %474 to float
  %477 = fmul float %467, %475
  %478 = fmul float %477, %476
  %479 = fcmp uno float %437, %437
  %480 = select i1 %479, float 0x7FF8000000000000, float %478
  %481 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %482 = fdiv float %480, %481
  %483 = fcmp une float %max156, 0.000000e+00
  %484 = select i1 %483, float %482, float -1.000000e+00
  %485 = fcmp une float %max156, 0.000000e+00
  %486 = select i1 %485, float %482, float 0.000000e+00
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
  %search.feature167 = phi i64 [ 0, %search.then154 ], [ %495, %search.feature.body165 ]
  %487 = icmp ult i64 %search.feature167, %n_features
  br i1 %487, label %search.feature.body165, label %search.feature.exit166

search.feature.body165:                           ; preds = %search.feature.header164
  %488 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature167
  %489 = load i32, ptr addrspace(3) %488, align 4
  %490 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature167
  %491 = load float, ptr addrspace(3) %490, align 4
  %492 = select i1 true, float %491, float 0.000000e+00
  %493 = load float, ptr %fold_value159, align 4
  %494 = fadd float %492, %493
  store float %494, ptr %fold_value159, align 4
  %495 = add i64 %search.feature167, 1
  br label %search.feature.header164

search.feature.exit166:                           ; preds = %search.feature.header164
  %496 = load float, ptr %fold_value159, align 4
  %497 = fcmp ogt float %top_p, 0.000000e+00
  %498 = fcmp oge float %496, %top_p
  %search.run168 = and i1 %498, %497
  br i1 %search.run168, label %search.then169, label %search.done170

search.then169:                                   ; preds = %search.feature.exit166
  store i32 0, ptr %search_hi171, align 4
  br label %search.key_bit.header172

search.done170:                                   ; preds = %search.index_bit.exit193, %search.feature.exit166
  %499 = load float, ptr %search_value157, align 4
  %500 = load float, ptr %search_index158, align 4
  store float %499, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  store float %500, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  br label %search.done155

search.key_bit.header172:                         ; preds = %search.feature.exit184, %search.then169
  %search.key_bit175 = phi i64 [ 0, %search.then169 ], [ %521, %search.feature.exit184 ]
  %501 = icmp ult i64 %search.key_bit175, 32
  br i1 %501, label %search.key_bit.body173, label %search.key_bit.exit174

search.key_bit.body173:                           ; preds = %search.key_bit.header172
  %502 = sub i64 31, %search.key_bit175
  %503 = trunc i64 %502 to i32
  %504 = shl i32 1, %503
  %505 = load i32, ptr %search_hi171, align 4
  %candidate176 = or i32 %505, %504
  store float 0.000000e+00, ptr %fold_value177, align 4
  store i64 0, ptr %fold_index178, align 8
  store i64 0, ptr %pairwise_depth181, align 8
  br label %search.feature.header182

search.key_bit.exit174:                           ; preds = %search.key_bit.header172
  %hi186 = load i32, ptr %search_hi171, align 4
  %506 = sub i64 %n_features, 1
  %ctlz187 = call i64 @llvm.ctlz.i64(i64 %506, i1 false)
  %index_bits188 = sub i64 64, %ctlz187
  %507 = shl i64 1, %index_bits188
  %mask189 = sub i64 %507, 1
  store i64 0, ptr %search_lo190, align 8
  br label %search.index_bit.header191

search.feature.header182:                         ; preds = %search.feature.body183, %search.key_bit.body173
  %search.feature185 = phi i64 [ 0, %search.key_bit.body173 ], [ %517, %search.feature.body183 ]
  %508 = icmp ult i64 %search.feature185, %n_features
  br i1 %508, label %search.feature.body183, label %search.feature.exit184

search.feature.body183:                           ; preds = %search.feature.header182
  %509 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature185
  %510 = load i32, ptr addrspace(3) %509, align 4
  %511 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature185
  %512 = load float, ptr addrspace(3) %511, align 4
  %513 = icmp uge i32 %510, %candidate176
  %514 = select i1 %513, float %512, float 0.000000e+00
  %515 = load float, ptr %fold_value177, align 4
  %516 = fadd float %514, %515
  store float %516, ptr %fold_value177, align 4
  %517 = add i64 %search.feature185, 1
  br label %search.feature.header182

search.feature.exit184:                           ; preds = %search.feature.header182
  %518 = load float, ptr %fold_value177, align 4
  %519 = fcmp oge float %518, %top_p
  %520 = select i1 %519, i32 %candidate176, i32 %505
  store i32 %520, ptr %search_hi171, align 4
  %521 = add i64 %search.key_bit175, 1
  br label %search.key_bit.header172

search.index_bit.header191:                       ; preds = %search.feature.exit203, %search.key_bit.exit174
  %search.index_bit194 = phi i64 [ 0, %search.key_bit.exit174 ], [ %552, %search.feature.exit203 ]
  %522 = icmp ult i64 %search.index_bit194, %index_bits188
  br i1 %522, label %search.index_bit.body192, label %search.index_bit.exit193

search.index_bit.body192:                         ; preds = %search.index_bit.header191
  %523 = sub i64 %index_bits188, 1
  %524 = sub i64 %523, %search.index_bit194
  %525 = shl i64 1, %524
  %526 = load i64, ptr %search_lo190, align 8
  %candidate195 = or i64 %526, %525
  store float 0.000000e+00, ptr %fold_value196, align 4
  store i64 0, ptr %fold_index197, align 8
  store i64 0, ptr %pairwise_depth200, align 8
  br label %search.feature.header201

search.index_bit.exit193:                         ; preds = %search.index_bit.header191
  %lo205 = load i64, ptr %search_lo190, align 8
  %527 = and i32 %hi186, -2147483648
  %528 = icmp ne i32 %527, 0
  %529 = and i32 %hi186, 2147483647
  %530 = xor i32 %hi186, -1
  %531 = select i1 %528, i32 %529, i32 %530
  %532 = bitcast i32 %531 to float
  store float %532, ptr %search_value157, align 4
  %533 = sub i64 %mask189, %lo205
  %search_index206 = uitofp i64 %533 to float
  store float %search_index206, ptr %search_index158, align 4
  br label %search.done170

search.feature.header201:                         ; preds = %search.feature.body202, %search.index_bit.body192
  %search.feature204 = phi i64 [ 0, %search.index_bit.body192 ], [ %548, %search.feature.body202 ]
  %534 = icmp ult i64 %search.feature204, %n_features
  br i1 %534, label %search.feature.body202, label %search.feature.exit203

search.feature.body202:                           ; preds = %search.feature.header201
  %535 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature204
  %536 = load i32, ptr addrspace(3) %535, align 4
  %537 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature204
  %538 = load float, ptr addrspace(3) %537, align 4
  %539 = icmp ugt i32 %536, %hi186
  %540 = icmp eq i32 %536, %hi186
  %541 = sub i64 %mask189, %search.feature204
  %542 = icmp uge i64 %541, %candidate195
  %543 = and i1 %540, %542
  %544 = or i1 %539, %543
  %545 = select i1 %544, float %538, float 0.000000e+00
  %546 = load float, ptr %fold_value196, align 4
  %547 = fadd float %545, %546
  store float %547, ptr %fold_value196, align 4
  %548 = add i64 %search.feature204, 1
  br label %search.feature.header201

search.feature.exit203:                           ; preds = %search.feature.header201
  %549 = load float, ptr %fold_value196, align 4
  %550 = fcmp oge float %549, %top_p
  %551 = select i1 %550, i64 %candidate195, i64 %526
  store i64 %551, ptr %search_lo190, align 8
  %552 = add i64 %search.index_bit194, 1
  br label %search.index_bit.header191

guard.skipped.then207:                            ; preds = %guard.else144
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  br label %guard.skipped.done208

guard.skipped.done208:                            ; preds = %guard.skipped.then207, %guard.else144
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done145

guard.then212:                                    ; preds = %guard.done145
  %feature215 = add i64 %lane, 0
  %valid216 = icmp ult i64 %feature215, %n_features
  %553 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid216, label %slot.then217, label %slot.done218

guard.else213:                                    ; preds = %guard.done145
  br i1 %lane0, label %guard.skipped.then236, label %guard.skipped.done237

guard.done214:                                    ; preds = %guard.skipped.done237, %fold.done224
  %not_greedy238 = icmp eq i32 %greedy, 0
  %top_p_off = fcmp uge float %top_p, 1.000000e+00
  %guard239 = and i1 %top_p_off, %not_greedy238
  br i1 %guard239, label %guard.then240, label %guard.else241

slot.then217:                                     ; preds = %guard.then212
  %554 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature215
  %555 = load float, ptr addrspace(1) %554, align 4
  %556 = fmul float %555, %inv_t
  %557 = fadd float %555, 0.000000e+00
  %558 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %559 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature219 = uitofp i64 %feature215 to float
  %560 = fcmp ogt float %557, %558
  %561 = select i1 %560, float 1.000000e+00, float 0.000000e+00
  %562 = fcmp oeq float %557, %558
  %563 = select i1 %562, float 1.000000e+00, float 0.000000e+00
  %564 = fcmp ole float %feature219, %559
  %565 = select i1 %564, float 1.000000e+00, float 0.000000e+00
  %566 = fmul float %563, %565
  %567 = fcmp ogt float %566, %561
  %max220 = select i1 %567, float %566, float %561
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
  %615 = fcmp une float %max220, 0.000000e+00
  %616 = select i1 %615, float %614, float -1.000000e+00
  %617 = fadd float %616, 0.000000e+00
  %618 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  %619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  %feature221 = uitofp i64 %feature215 to float
  %620 = fcmp ogt float %617, %618
  %621 = select i1 %620, float 1.000000e+00, float 0.000000e+00
  %622 = fcmp oeq float %617, %618
  %623 = select i1 %622, float 1.000000e+00, float 0.000000e+00
  %624 = fcmp ole float %feature221, %619
  %625 = select i1 %624, float 1.000000e+00, float 0.000000e+00
  %626 = fmul float %623, %625
  %627 = fcmp ogt float %626, %621
  %max222 = select i1 %627, float %626, float %621
  %628 = fmul float %max220, %max222
  %629 = trunc i64 %key0 to i32
  %630 = lshr i64 %key0, 32
  %631 = trunc i64 %630 to i32
  %632 = trunc i64 %feature215 to i32
  %633 = trunc i64 %row to i32
  %634 = trunc i64 %key1 to i32
  %635 = lshr i64 %key1, 32
  %636 = trunc i64 %635 to i32
  %637 = zext i32 %632 to i64
  %638 = mul i64 3528531795, %637
  %639 = zext i32 %634 to i64
  %640 = mul i64 3449720151, %639
  %641 = lshr i64 %638, 32
  %642 = trunc i64 %641 to i32
  %643 = trunc i64 %638 to i32
  %644 = lshr i64 %640, 32
  %645 = trunc i64 %644 to i32
  %646 = trunc i64 %640 to i32
  %647 = xor i32 %645, %633
  %648 = xor i32 %647, %629
  %649 = xor i32 %642, %636
  %650 = xor i32 %649, %631
  %651 = add i32 %629, -1640531527
  %652 = add i32 %631, -1150833019
  %653 = zext i32 %648 to i64
  %654 = mul i64 3528531795, %653
  %655 = zext i32 %650 to i64
  %656 = mul i64 3449720151, %655
  %657 = lshr i64 %654, 32
  %658 = trunc i64 %657 to i32
  %659 = trunc i64 %654 to i32
  %660 = lshr i64 %656, 32
  %661 = trunc i64 %660 to i32
  %662 = trunc i64 %656 to i32
  %663 = xor i32 %661, %646
  %664 = xor i32 %663, %651
  %665 = xor i32 %658, %643
  %666 = xor i32 %665, %652
  %667 = add i32 %651, -1640531527
  %668 = add i32 %652, -1150833019
  %669 = zext i32 %664 to i64
  %670 = mul i64 3528531795, %669
  %671 = zext i32 %666 to i64
  %672 = mul i64 3449720151, %671
  %673 = lshr i64 %670, 32
  %674 = trunc i64 %673 to i32
  %675 = trunc i64 %670 to i32
  %676 = lshr i64 %672, 32
  %677 = trunc i64 %676 to i32
  %678 = trunc i64 %672 to i32
  %679 = xor i32 %677, %662
  %680 = xor i32 %679, %667
  %681 = xor i32 %674, %659
  %682 = xor i32 %681, %668
  %683 = add i32 %667, -1640531527
  %684 = add i32 %668, -1150833019
  %685 = zext i32 %680 to i64
  %686 = mul i64 3528531795, %685
  %687 = zext i32 %682 to i64
  %688 = mul i64 3449720151, %687
  %689 = lshr i64 %686, 32
  %690 = trunc i64 %689 to i32
  %691 = trunc i64 %686 to i32
  %692 = lshr i64 %688, 32
  %693 = trunc i64 %692 to i32
  %694 = trunc i64 %688 to i32
  %695 = xor i32 %693, %678
  %696 = xor i32 %695, %683
  %697 = xor i32 %690, %675
  %698 = xor i32 %697, %684
  %699 = add i32 %683, -1640531527
  %700 = add i32 %684, -1150833019
  %701 = zext i32 %696 to i64
  %702 = mul i64 3528531795, %701
  %703 = zext i32 %698 to i64
  %704 = mul i64 3449720151, %703
  %705 = lshr i64 %702, 32
  %706 = trunc i64 %705 to i32
  %707 = trunc i64 %702 to i32
  %708 = lshr i64 %704, 32
  %709 = trunc i64 %708 to i32
  %710 = trunc i64 %704 to i32
  %711 = xor i32 %709, %694
  %712 = xor i32 %711, %699
  %713 = xor i32 %706, %691
  %714 = xor i32 %713, %700
  %715 = add i32 %699, -1640531527
  %716 = add i32 %700, -1150833019
  %717 = zext i32 %712 to i64
  %718 = mul i64 3528531795, %717
  %719 = zext i32 %714 to i64
  %720 = mul i64 3449720151, %719
  %721 = lshr i64 %718, 32
  %722 = trunc i64 %721 to i32
  %723 = trunc i64 %718 to i32
  %724 = lshr i64 %720, 32
  %725 = trunc i64 %724 to i32
  %726 = trunc i64 %720 to i32
  %727 = xor i32 %725, %710
  %728 = xor i32 %727, %715
  %729 = xor i32 %722, %707
  %730 = xor i32 %729, %716
  %731 = add i32 %715, -1640531527
  %732 = add i32 %716, -1150833019
  %733 = zext i32 %728 to i64
  %734 = mul i64 3528531795, %733
  %735 = zext i32 %730 to i64
  %736 = mul i64 3449720151, %735
  %737 = lshr i64 %734, 32
  %738 = trunc i64 %737 to i32
  %739 = trunc i64 %734 to i32
  %740 = lshr i64 %736, 32
  %741 = trunc i64 %740 to i32
  %742 = trunc i64 %736 to i32
  %743 = xor i32 %741, %726
  %744 = xor i32 %743, %731
  %745 = xor i32 %738, %723
  %746 = xor i32 %745, %732
  %747 = add i32 %731, -1640531527
  %748 = add i32 %732, -1150833019
  %749 = zext i32 %744 to i64
  %750 = mul i64 3528531795, %749
  %751 = zext i32 %746 to i64
  %752 = mul i64 3449720151, %751
  %753 = lshr i64 %750, 32
  %754 = trunc i64 %753 to i32
  %755 = trunc i64 %750 to i32
  %756 = lshr i64 %752, 32
  %757 = trunc i64 %756 to i32
  %758 = trunc i64 %752 to i32
  %759 = xor i32 %757, %742
  %760 = xor i32 %759, %747
  %761 = xor i32 %754, %739
  %762 = xor i32 %761, %748
  %763 = add i32 %747, -1640531527
  %764 = add i32 %748, -1150833019
  %765 = zext i32 %760 to i64
  %766 = mul i64 3528531795, %765
  %767 = zext i32 %762 to i64
  %768 = mul i64 3449720151, %767
  %769 = lshr i64 %766, 32
  %770 = trunc i64 %769 to i32
  %771 = trunc i64 %766 to i32
  %772 = lshr i64 %768, 32
  %773 = trunc i64 %772 to i32
  %774 = trunc i64 %768 to i32
  %775 = xor i32 %773, %758
  %776 = xor i32 %775, %763
  %777 = xor i32 %770, %755
  %778 = xor i32 %777, %764
  %779 = add i32 %763, -1640531527
  %780 = add i32 %764, -1150833019
  %781 = zext i32 %776 to i64
  %782 = mul i64 3528531795, %781
  %783 = zext i32 %778 to i64
  %784 = mul i64 3449720151, %783
  %785 = lshr i64 %782, 32
  %786 = trunc i64 %785 to i32
  %787 = trunc i64 %782 to i32
  %788 = lshr i64 %784, 32
  %789 = trunc i64 %788 to i32
  %790 = trunc i64 %784 to i32
  %791 = xor i32 %789, %774
  %792 = xor i32 %791, %779
  %793 = xor i32 %786, %771
  %794 = xor i32 %793, %780
  %795 = uitofp i32 %792 to double
  %796 = fadd double %795, 5.000000e-01
  %797 = fmul double %796, 0x3DF0000000000000
  %798 = bitcast double %797 to i64
  %799 = lshr i64 %798, 32
  %800 = add i64 %799, 614242
  %801 = lshr i64 %800, 20
  %802 = sub i64 %801, 1023
  %803 = and i64 %800, 1048575
  %804 = add i64 %803, 1072079006
  %805 = shl i64 %804, 32
  %806 = and i64 %798, 4294967295
  %807 = or i64 %805, %806
  %808 = bitcast i64 %807 to double
  %809 = fsub double %808, 1.000000e+00
  %810 = fmul double 5.000000e-01, %809
  %811 = fmul double %810, %809
  %812 = fadd double 2.000000e+00, %809
  %813 = fdiv double %809, %812
  %814 = fmul double %813, %813
  %815 = fmul double %814, %814
  %816 = fmul double %815, 0x3FC39A09D078C69F
  %817 = fadd double 0x3FCC71C51D8E78AF, %816
  %818 = fmul double %815, %817
  %819 = fadd double 0x3FD999999997FA04, %818
  %820 = fmul double %815, %819
  %821 = fmul double %815, 0x3FC2F112DF3E5244
  %822 = fadd double 0x3FC7466496CB03DE, %821
  %823 = fmul double %815, %822
  %824 = fadd double 0x3FD2492494229359, %823
  %825 = fmul double %815, %824
  %826 = fadd double 0x3FE5555555555593, %825
  %827 = fmul double %814, %826
  %828 = fadd double %827, %820
  %829 = sitofp i64 %802 to double
  %830 = fadd double %811, %828
  %831 = fmul double %813, %830
  %832 = fmul double %829, 0x3DEA39EF35793C76
  %833 = fadd double %831, %832
  %834 = fsub double %833, %811
  %835 = fadd double %834, %809
  %836 = fmul double %829, 0x3FE62E42FEE00000
  %837 = fadd double %835, %836
  %838 = fneg double %837
  %839 = bitcast double %838 to i64
  %840 = lshr i64 %839, 32
  %841 = add i64 %840, 614242
  %842 = lshr i64 %841, 20
  %843 = sub i64 %842, 1023
  %844 = and i64 %841, 1048575
  %845 = add i64 %844, 1072079006
  %846 = shl i64 %845, 32
  %847 = and i64 %839, 4294967295
  %848 = or i64 %846, %847
  %849 = bitcast i64 %848 to double
  %850 = fsub double %849, 1.000000e+00
  %851 = fmul double 5.000000e-01, %850
  %852 = fmul double %851, %850
  %853 = fadd double 2.000000e+00, %850
  %854 = fdiv double %850, %853
  %855 = fmul double %854, %854
  %856 = fmul double %855, %855
  %857 = fmul double %856, 0x3FC39A09D078C69F
  %858 = fadd double 0x3FCC71C51D8E78AF, %857
  %859 = fmul double %856, %858
  %860 = fadd double 0x3FD999999997FA04, %859
  %861 = fmul double %856, %860
  %862 = fmul double %856, 0x3FC2F112DF3E5244
  %863 = fadd double 0x3FC7466496CB03DE, %862
  %864 = fmul double %856, %863
  %865 = fadd double 0x3FD2492494229359, %864
  %866 = fmul double %856, %865
  %867 = fadd double 0x3FE5555555555593, %866
  %868 = fmul double %855, %867
  %869 = fadd double %868, %861
  %870 = sitofp i64 %843 to double
  %871 = fadd double %852, %869
  %872 = fmul double %854, %871
  %873 = fmul double %870, 0x3DEA39EF35793C76
  %874 = fadd double %872, %873
  %875 = fsub double %874, %852
  %876 = fadd double %875, %850
  %877 = fmul double %870, 0x3FE62E42FEE00000
  %878 = fadd double %876, %877
  %879 = fneg double %878
  %880 = fptrunc double %879 to float
  %881 = fadd float %556, %880
  %882 = fcmp une float %628, 0.000000e+00
  %883 = select i1 %882, float %881, float 0xFFF0000000000000
  %884 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature215
  store float %883, ptr addrspace(3) %884, align 4
  br label %slot.done218

slot.done218:                                     ; preds = %slot.then217, %guard.then212
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then223, label %fold.done224

fold.then223:                                     ; preds = %slot.done218
  store float 0xFFF0000000000000, ptr %fold_value225, align 4
  store i64 0, ptr %fold_index226, align 8
  store i64 0, ptr %pairwise_depth229, align 8
  br label %fold.header230

fold.done224:                                     ; preds = %fold.exit232, %slot.done218
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done214

fold.header230:                                   ; preds = %fold.body231, %fold.then223
  %fold233 = phi i64 [ 0, %fold.then223 ], [ %896, %fold.body231 ]
  %885 = icmp ult i64 %fold233, %n_features
  br i1 %885, label %fold.body231, label %fold.exit232

fold.body231:                                     ; preds = %fold.header230
  %886 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold233
  %887 = load float, ptr addrspace(3) %886, align 4
  %888 = load float, ptr %fold_value225, align 4
  %889 = fcmp ogt float %887, %888
  %890 = fcmp uno float %887, %887
  %891 = fcmp ord float %888, %888
  %892 = and i1 %890, %891
  %take234 = or i1 %889, %892
  %893 = select i1 %take234, float %887, float %888
  store float %893, ptr %fold_value225, align 4
  %894 = load i64, ptr %fold_index226, align 8
  %895 = select i1 %take234, i64 %fold233, i64 %894
  store i64 %895, ptr %fold_index226, align 8
  %896 = add i64 %fold233, 1
  br label %fold.header230

fold.exit232:                                     ; preds = %fold.header230
  %897 = load i64, ptr %fold_index226, align 8
  %argmax235 = uitofp i64 %897 to float
  store float %argmax235, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  br label %fold.done224

guard.skipped.then236:                            ; preds = %guard.else213
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  br label %guard.skipped.done237

guard.skipped.done237:                            ; preds = %guard.skipped.then236, %guard.else213
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done214

guard.then240:                                    ; preds = %guard.done214
  %feature243 = add i64 %lane, 0
  %valid244 = icmp ult i64 %feature243, %n_features
  %898 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid244, label %slot.then245, label %slot.done246

guard.else241:                                    ; preds = %guard.done214
  br i1 %lane0, label %guard.skipped.then262, label %guard.skipped.done263

guard.done242:                                    ; preds = %guard.skipped.done263, %fold.done250
  %feature264 = add i64 %lane, 0
  %valid265 = icmp ult i64 %feature264, %n_features
  %899 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

slot.then245:                                     ; preds = %guard.then240
  %900 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature243
  %901 = load float, ptr addrspace(1) %900, align 4
  %902 = fmul float %901, %inv_t
  %903 = fadd float %901, 0.000000e+00
  %904 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %905 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature247 = uitofp i64 %feature243 to float
  %906 = fcmp ogt float %903, %904
  %907 = select i1 %906, float 1.000000e+00, float 0.000000e+00
  %908 = fcmp oeq float %903, %904
  %909 = select i1 %908, float 1.000000e+00, float 0.000000e+00
  %910 = fcmp ole float %feature247, %905
  %911 = select i1 %910, float 1.000000e+00, float 0.000000e+00
  %912 = fmul float %909, %911
  %913 = fcmp ogt float %912, %907
  %max248 = select i1 %913, float %912, float %907
  %914 = trunc i64 %key0 to i32
  %915 = lshr i64 %key0, 32
  %916 = trunc i64 %915 to i32
  %917 = trunc i64 %feature243 to i32
  %918 = trunc i64 %row to i32
  %919 = trunc i64 %key1 to i32
  %920 = lshr i64 %key1, 32
  %921 = trunc i64 %920 to i32
  %922 = zext i32 %917 to i64
  %923 = mul i64 3528531795, %922
  %924 = zext i32 %919 to i64
  %925 = mul i64 3449720151, %924
  %926 = lshr i64 %923, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %923 to i32
  %929 = lshr i64 %925, 32
  %930 = trunc i64 %929 to i32
  %931 = trunc i64 %925 to i32
  %932 = xor i32 %930, %918
  %933 = xor i32 %932, %914
  %934 = xor i32 %927, %921
  %935 = xor i32 %934, %916
  %936 = add i32 %914, -1640531527
  %937 = add i32 %916, -1150833019
  %938 = zext i32 %933 to i64
  %939 = mul i64 3528531795, %938
  %940 = zext i32 %935 to i64
  %941 = mul i64 3449720151, %940
  %942 = lshr i64 %939, 32
  %943 = trunc i64 %942 to i32
  %944 = trunc i64 %939 to i32
  %945 = lshr i64 %941, 32
  %946 = trunc i64 %945 to i32
  %947 = trunc i64 %941 to i32
  %948 = xor i32 %946, %931
  %949 = xor i32 %948, %936
  %950 = xor i32 %943, %928
  %951 = xor i32 %950, %937
  %952 = add i32 %936, -1640531527
  %953 = add i32 %937, -1150833019
  %954 = zext i32 %949 to i64
  %955 = mul i64 3528531795, %954
  %956 = zext i32 %951 to i64
  %957 = mul i64 3449720151, %956
  %958 = lshr i64 %955, 32
  %959 = trunc i64 %958 to i32
  %960 = trunc i64 %955 to i32
  %961 = lshr i64 %957, 32
  %962 = trunc i64 %961 to i32
  %963 = trunc i64 %957 to i32
  %964 = xor i32 %962, %947
  %965 = xor i32 %964, %952
  %966 = xor i32 %959, %944
  %967 = xor i32 %966, %953
  %968 = add i32 %952, -1640531527
  %969 = add i32 %953, -1150833019
  %970 = zext i32 %965 to i64
  %971 = mul i64 3528531795, %970
  %972 = zext i32 %967 to i64
  %973 = mul i64 3449720151, %972
  %974 = lshr i64 %971, 32
  %975 = trunc i64 %974 to i32
  %976 = trunc i64 %971 to i32
  %977 = lshr i64 %973, 32
  %978 = trunc i64 %977 to i32
  %979 = trunc i64 %973 to i32
  %980 = xor i32 %978, %963
  %981 = xor i32 %980, %968
  %982 = xor i32 %975, %960
  %983 = xor i32 %982, %969
  %984 = add i32 %968, -1640531527
  %985 = add i32 %969, -1150833019
  %986 = zext i32 %981 to i64
  %987 = mul i64 3528531795, %986
  %988 = zext i32 %983 to i64
  %989 = mul i64 3449720151, %988
  %990 = lshr i64 %987, 32
  %991 = trunc i64 %990 to i32
  %992 = trunc i64 %987 to i32
  %993 = lshr i64 %989, 32
  %994 = trunc i64 %993 to i32
  %995 = trunc i64 %989 to i32
  %996 = xor i32 %994, %979
  %997 = xor i32 %996, %984
  %998 = xor i32 %991, %976
  %999 = xor i32 %998, %985
  %1000 = add i32 %984, -1640531527
  %1001 = add i32 %985, -1150833019
  %1002 = zext i32 %997 to i64
  %1003 = mul i64 3528531795, %1002
  %1004 = zext i32 %999 to i64
  %1005 = mul i64 3449720151, %1004
  %1006 = lshr i64 %1003, 32
  %1007 = trunc i64 %1006 to i32
  %1008 = trunc i64 %1003 to i32
  %1009 = lshr i64 %1005, 32
  %1010 = trunc i64 %1009 to i32
  %1011 = trunc i64 %1005 to i32
  %1012 = xor i32 %1010, %995
  %1013 = xor i32 %1012, %1000
  %1014 = xor i32 %1007, %992
  %1015 = xor i32 %1014, %1001
  %1016 = add i32 %1000, -1640531527
  %1017 = add i32 %1001, -1150833019
  %1018 = zext i32 %1013 to i64
  %1019 = mul i64 3528531795, %1018
  %1020 = zext i32 %1015 to i64
  %1021 = mul i64 3449720151, %1020
  %1022 = lshr i64 %1019, 32
  %1023 = trunc i64 %1022 to i32
  %1024 = trunc i64 %1019 to i32
  %1025 = lshr i64 %1021, 32
  %1026 = trunc i64 %1025 to i32
  %1027 = trunc i64 %1021 to i32
  %1028 = xor i32 %1026, %1011
  %1029 = xor i32 %1028, %1016
  %1030 = xor i32 %1023, %1008
  %1031 = xor i32 %1030, %1017
  %1032 = add i32 %1016, -1640531527
  %1033 = add i32 %1017, -1150833019
  %1034 = zext i32 %1029 to i64
  %1035 = mul i64 3528531795, %1034
  %1036 = zext i32 %1031 to i64
  %1037 = mul i64 3449720151, %1036
  %1038 = lshr i64 %1035, 32
  %1039 = trunc i64 %1038 to i32
  %1040 = trunc i64 %1035 to i32
  %1041 = lshr i64 %1037, 32
  %1042 = trunc i64 %1041 to i32
  %1043 = trunc i64 %1037 to i32
  %1044 = xor i32 %1042, %1027
  %1045 = xor i32 %1044, %1032
  %1046 = xor i32 %1039, %1024
  %1047 = xor i32 %1046, %1033
  %1048 = add i32 %1032, -1640531527
  %1049 = add i32 %1033, -1150833019
  %1050 = zext i32 %1045 to i64
  %1051 = mul i64 3528531795, %1050
  %1052 = zext i32 %1047 to i64
  %1053 = mul i64 3449720151, %1052
  %1054 = lshr i64 %1051, 32
  %1055 = trunc i64 %1054 to i32
  %1056 = trunc i64 %1051 to i32
  %1057 = lshr i64 %1053, 32
  %1058 = trunc i64 %1057 to i32
  %1059 = trunc i64 %1053 to i32
  %1060 = xor i32 %1058, %1043
  %1061 = xor i32 %1060, %1048
  %1062 = xor i32 %1055, %1040
  %1063 = xor i32 %1062, %1049
  %1064 = add i32 %1048, -1640531527
  %1065 = add i32 %1049, -1150833019
  %1066 = zext i32 %1061 to i64
  %1067 = mul i64 3528531795, %1066
  %1068 = zext i32 %1063 to i64
  %1069 = mul i64 3449720151, %1068
  %1070 = lshr i64 %1067, 32
  %1071 = trunc i64 %1070 to i32
  %1072 = trunc i64 %1067 to i32
  %1073 = lshr i64 %1069, 32
  %1074 = trunc i64 %1073 to i32
  %1075 = trunc i64 %1069 to i32
  %1076 = xor i32 %1074, %1059
  %1077 = xor i32 %1076, %1064
  %1078 = xor i32 %1071, %1056
  %1079 = xor i32 %1078, %1065
  %1080 = uitofp i32 %1077 to double
  %1081 = fadd double %1080, 5.000000e-01
  %1082 = fmul double %1081, 0x3DF0000000000000
  %1083 = bitcast double %1082 to i64
  %1084 = lshr i64 %1083, 32
  %1085 = add i64 %1084, 614242
  %1086 = lshr i64 %1085, 20
  %1087 = sub i64 %1086, 1023
  %1088 = and i64 %1085, 1048575
  %1089 = add i64 %1088, 1072079006
  %1090 = shl i64 %1089, 32
  %1091 = and i64 %1083, 4294967295
  %1092 = or i64 %1090, %1091
  %1093 = bitcast i64 %1092 to double
  %1094 = fsub double %1093, 1.000000e+00
  %1095 = fmul double 5.000000e-01, %1094
  %1096 = fmul double %1095, %1094
  %1097 = fadd double 2.000000e+00, %1094
  %1098 = fdiv double %1094, %1097
  %1099 = fmul double %1098, %1098
  %1100 = fmul double %1099, %1099
  %1101 = fmul double %1100, 0x3FC39A09D078C69F
  %1102 = fadd double 0x3FCC71C51D8E78AF, %1101
  %1103 = fmul double %1100, %1102
  %1104 = fadd double 0x3FD999999997FA04, %1103
  %1105 = fmul double %1100, %1104
  %1106 = fmul double %1100, 0x3FC2F112DF3E5244
  %1107 = fadd double 0x3FC7466496CB03DE, %1106
  %1108 = fmul double %1100, %1107
  %1109 = fadd double 0x3FD2492494229359, %1108
  %1110 = fmul double %1100, %1109
  %1111 = fadd double 0x3FE5555555555593, %1110
  %1112 = fmul double %1099, %1111
  %1113 = fadd double %1112, %1105
  %1114 = sitofp i64 %1087 to double
  %1115 = fadd double %1096, %1113
  %1116 = fmul double %1098, %1115
  %1117 = fmul double %1114, 0x3DEA39EF35793C76
  %1118 = fadd double %1116, %1117
  %1119 = fsub double %1118, %1096
  %1120 = fadd double %1119, %1094
  %1121 = fmul double %1114, 0x3FE62E42FEE00000
  %1122 = fadd double %1120, %1121
  %1123 = fneg double %1122
  %1124 = bitcast double %1123 to i64
  %1125 = lshr i64 %1124, 32
  %1126 = add i64 %1125, 614242
  %1127 = lshr i64 %1126, 20
  %1128 = sub i64 %1127, 1023
  %1129 = and i64 %1126, 1048575
  %1130 = add i64 %1129, 1072079006
  %1131 = shl i64 %1130, 32
  %1132 = and i64 %1124, 4294967295
  %1133 = or i64 %1131, %1132
  %1134 = bitcast i64 %1133 to double
  %1135 = fsub double %1134, 1.000000e+00
  %1136 = fmul double 5.000000e-01, %1135
  %1137 = fmul double %1136, %1135
  %1138 = fadd double 2.000000e+00, %1135
  %1139 = fdiv double %1135, %1138
  %1140 = fmul double %1139, %1139
  %1141 = fmul double %1140, %1140
  %1142 = fmul double %1141, 0x3FC39A09D078C69F
  %1143 = fadd double 0x3FCC71C51D8E78AF, %1142
  %1144 = fmul double %1141, %1143
  %1145 = fadd double 0x3FD999999997FA04, %1144
  %1146 = fmul double %1141, %1145
  %1147 = fmul double %1141, 0x3FC2F112DF3E5244
  %1148 = fadd double 0x3FC7466496CB03DE, %1147
  %1149 = fmul double %1141, %1148
  %1150 = fadd double 0x3FD2492494229359, %1149
  %1151 = fmul double %1141, %1150
  %1152 = fadd double 0x3FE5555555555593, %1151
  %1153 = fmul double %1140, %1152
  %1154 = fadd double %1153, %1146
  %1155 = sitofp i64 %1128 to double
  %1156 = fadd double %1137, %1154
  %1157 = fmul double %1139, %1156
  %1158 = fmul double %1155, 0x3DEA39EF35793C76
  %1159 = fadd double %1157, %1158
  %1160 = fsub double %1159, %1137
  %1161 = fadd double %1160, %1135
  %1162 = fmul double %1155, 0x3FE62E42FEE00000
  %1163 = fadd double %1161, %1162
  %1164 = fneg double %1163
  %1165 = fptrunc double %1164 to float
  %1166 = fadd float %902, %1165
  %1167 = fcmp une float %max248, 0.000000e+00
  %1168 = select i1 %1167, float %1166, float 0xFFF0000000000000
  %1169 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature243
  store float %1168, ptr addrspace(3) %1169, align 4
  br label %slot.done246

slot.done246:                                     ; preds = %slot.then245, %guard.then240
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then249, label %fold.done250

fold.then249:                                     ; preds = %slot.done246
  store float 0xFFF0000000000000, ptr %fold_value251, align 4
  store i64 0, ptr %fold_index252, align 8
  store i64 0, ptr %pairwise_depth255, align 8
  br label %fold.header256

fold.done250:                                     ; preds = %fold.exit258, %slot.done246
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done242

fold.header256:                                   ; preds = %fold.body257, %fold.then249
  %fold259 = phi i64 [ 0, %fold.then249 ], [ %1181, %fold.body257 ]
  %1170 = icmp ult i64 %fold259, %n_features
  br i1 %1170, label %fold.body257, label %fold.exit258

fold.body257:                                     ; preds = %fold.header256
  %1171 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold259
  %1172 = load float, ptr addrspace(3) %1171, align 4
  %1173 = load float, ptr %fold_value251, align 4
  %1174 = fcmp ogt float %1172, %1173
  %1175 = fcmp uno float %1172, %1172
  %1176 = fcmp ord float %1173, %1173
  %1177 = and i1 %1175, %1176
  %take260 = or i1 %1174, %1177
  %1178 = select i1 %take260, float %1172, float %1173
  store float %1178, ptr %fold_value251, align 4
  %1179 = load i64, ptr %fold_index252, align 8
  %1180 = select i1 %take260, i64 %fold259, i64 %1179
  store i64 %1180, ptr %fold_index252, align 8
  %1181 = add i64 %fold259, 1
  br label %fold.header256

fold.exit258:                                     ; preds = %fold.header256
  %1182 = load i64, ptr %fold_index252, align 8
  %argmax261 = uitofp i64 %1182 to float
  store float %argmax261, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 12), align 4
  br label %fold.done250

guard.skipped.then262:                            ; preds = %guard.else241
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 12), align 4
  br label %guard.skipped.done263

guard.skipped.done263:                            ; preds = %guard.skipped.then262, %guard.else241
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done242

uniform_sinks.then:                               ; preds = %guard.done242
  %1183 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %1184 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %1185 = fmul float %1184, 2.000000e+00
  %1186 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %1187 = fcmp oeq float %1186, 0xFFF0000000000000
  %1188 = select i1 %1187, float 1.000000e+00, float 0.000000e+00
  %1189 = fmul float %1188, 4.000000e+00
  %1190 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  %1191 = fmul float %1190, 8.000000e+00
  %1192 = fadd float %1183, %1185
  %1193 = fadd float %1192, %1189
  %1194 = fadd float %1193, %1191
  %1195 = fcmp olt float %top_p, 1.000000e+00
  %1196 = select i1 %1195, float 1.000000e+00, float 0.000000e+00
  %1197 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  %1198 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 12), align 4
  %1199 = fcmp une float %1196, 0.000000e+00
  %1200 = select i1 %1199, float %1197, float %1198
  %1201 = icmp ne i32 %greedy, 0
  %greedy266 = select i1 %1201, float 1.000000e+00, float 0.000000e+00
  %1202 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  %1203 = fcmp une float %greedy266, 0.000000e+00
  %1204 = select i1 %1203, float %1202, float %1200
  %1205 = fcmp une float %1194, 0.000000e+00
  %1206 = select i1 %1205, float -1.000000e+00, float %1204
  %id = fptosi float %1206 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %1194 to i32
  %status267 = load i32, ptr addrspace(1) %4, align 4
  %1207 = or i32 %status267, %status_bits
  store i32 %1207, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %guard.done242
  %feature268 = add i64 %lane, 0
  %valid269 = icmp ult i64 %feature268, %n_features
  %1208 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid269, label %slot.then270, label %slot.done271

slot.then270:                                     ; preds = %uniform_sinks.done
  %1209 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %1210 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %1211 = fmul float %1210, 2.000000e+00
  %1212 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %1213 = fcmp oeq float %1212, 0xFFF0000000000000
  %1214 = select i1 %1213, float 1.000000e+00, float 0.000000e+00
  %1215 = fmul float %1214, 4.000000e+00
  %1216 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  %1217 = fmul float %1216, 8.000000e+00
  %1218 = fadd float %1209, %1211
  %1219 = fadd float %1218, %1215
  %1220 = fadd float %1219, %1217
  %1221 = fcmp olt float %top_p, 1.000000e+00
  %1222 = select i1 %1221, float 1.000000e+00, float 0.000000e+00
  %1223 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  %1224 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 12), align 4
  %1225 = fcmp une float %1222, 0.000000e+00
  %1226 = select i1 %1225, float %1223, float %1224
  %1227 = icmp ne i32 %greedy, 0
  %greedy272 = select i1 %1227, float 1.000000e+00, float 0.000000e+00
  %1228 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  %1229 = fcmp une float %greedy272, 0.000000e+00
  %1230 = select i1 %1229, float %1228, float %1226
  %1231 = fcmp une float %1220, 0.000000e+00
  %1232 = select i1 %1231, float -1.000000e+00, float %1230
  br label %slot.done271

slot.done271:                                     ; preds = %slot.then270, %uniform_sinks.done
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
  %pairwise_depth255 = alloca i64, align 8
  %pairwise_levels254 = alloca [64 x i64], align 8
  %pairwise_sums253 = alloca [64 x float], align 4
  %fold_index252 = alloca i64, align 8
  %fold_value251 = alloca float, align 4
  %pairwise_depth229 = alloca i64, align 8
  %pairwise_levels228 = alloca [64 x i64], align 8
  %pairwise_sums227 = alloca [64 x float], align 4
  %fold_index226 = alloca i64, align 8
  %fold_value225 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done271, %entry
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
  %not_greedy209 = icmp eq i32 %greedy, 0
  %top_p_on210 = fcmp olt float %top_p, 1.000000e+00
  %guard211 = and i1 %top_p_on210, %not_greedy209
  br i1 %guard211, label %guard.then212, label %guard.else213

slot.then148:                                     ; preds = %guard.then143
  %348 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature146
  %349 = load float, ptr addrspace(1) %348, align 4
  %350 = fmul float %349, %inv_t
  %351 = fadd float %349, 0.000000e+00
  %352 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %353 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature150 = uitofp i64 %feature146 to float
  %354 = fcmp ogt float %351, %352
  %355 = select i1 %354, float 1.000000e+00, float 0.000000e+00
  %356 = fcmp oeq float %351, %352
  %357 = select i1 %356, float 1.000000e+00, float 0.000000e+00
  %358 = fcmp ole float %feature150, %353
  %359 = select i1 %358, float 1.000000e+00, float 0.000000e+00
  %360 = fmul float %357, %359
  %361 = fcmp ogt float %360, %355
  %max151 = select i1 %361, float %360, float %355
  %362 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %363 = fsub float %350, %362
  %364 = fcmp olt float %363, -1.040000e+02
  %365 = select i1 %364, float -1.040000e+02, float %363
  %366 = fcmp olt float 8.900000e+01, %365
  %367 = select i1 %366, float 8.900000e+01, float %365
  %368 = fmul float %367, 0x3FF7154760000000
  %369 = fadd float %368, 0x4168000000000000
  %370 = fsub float %369, 0x4168000000000000
  %371 = bitcast float %369 to i32
  %372 = sub i32 %371, 1262485504
  %373 = fmul float %370, 0x3FE62E4000000000
  %374 = fsub float %367, %373
  %375 = fmul float %370, 0x3EB7F7D1C0000000
  %376 = fsub float %374, %375
  %377 = fmul float %376, %376
  %378 = fmul float %377, 0x3E66376980000000
  %379 = fadd float 0xBEBBBD41C0000000, %378
  %380 = fmul float %377, %379
  %381 = fadd float 0x3F11566AA0000000, %380
  %382 = fmul float %377, %381
  %383 = fadd float 0xBF66C16C20000000, %382
  %384 = fmul float %377, %383
  %385 = fadd float 0x3FC5555560000000, %384
  %386 = fmul float %377, %385
  %387 = fsub float %376, %386
  %388 = fmul float %376, %387
  %389 = fsub float 2.000000e+00, %387
  %390 = fdiv float %388, %389
  %391 = fsub float %375, %390
  %392 = fsub float %391, %374
  %393 = fsub float 1.000000e+00, %392
  %394 = add i32 %372, 256
  %395 = lshr i32 %394, 1
  %396 = sub i32 %395, 1
  %397 = add i32 %372, 255
  %398 = sub i32 %397, %395
  %399 = shl i32 %396, 23
  %400 = shl i32 %398, 23
  %401 = bitcast i32 %399 to float
  %402 = bitcast i32 %400 to float
  %403 = fmul float %393, %401
  %404 = fmul float %403, %402
  %405 = fcmp uno float %363, %363
  %406 = select i1 %405, float 0x7FF8000000000000, float %404
  %407 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %408 = fdiv float %406, %407
  %409 = fcmp une float %max151, 0.000000e+00
  %410 = select i1 %409, float %408, float -1.000000e+00
  %411 = fcmp une float %max151, 0.000000e+00
  %412 = select i1 %411, float %408, float 0.000000e+00
  %413 = fadd float %410, 0.000000e+00
  %414 = bitcast float %413 to i32
  %415 = icmp ult i32 2147483647, %414
  %416 = xor i32 %414, -1
  %417 = or i32 %414, -2147483648
  %418 = select i1 %415, i32 %416, i32 %417
  %419 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature146
  store i32 %418, ptr addrspace(3) %419, align 4
  %420 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %feature146
  store float %412, ptr addrspace(3) %420, align 4
  br label %slot.done149

slot.done149:                                     ; preds = %slot.then148, %guard.then143
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature152 = add i64 %lane, 0
  %valid153 = icmp ult i64 %feature152, %n_features
  %421 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then154, label %search.done155

search.then154:                                   ; preds = %slot.done149
  %422 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %423 = load float, ptr addrspace(1) %422, align 4
  %424 = fmul float %423, %inv_t
  %425 = fadd float %423, 0.000000e+00
  %426 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %427 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %428 = fcmp ogt float %425, %426
  %429 = select i1 %428, float 1.000000e+00, float 0.000000e+00
  %430 = fcmp oeq float %425, %426
  %431 = select i1 %430, float 1.000000e+00, float 0.000000e+00
  %432 = fcmp ole float 0.000000e+00, %427
  %433 = select i1 %432, float 1.000000e+00, float 0.000000e+00
  %434 = fmul float %431, %433
  %435 = fcmp ogt float %434, %429
  %max156 = select i1 %435, float %434, float %429
  %436 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %437 = fsub float %424, %436
  %438 = fcmp olt float %437, -1.040000e+02
  %439 = select i1 %438, float -1.040000e+02, float %437
  %440 = fcmp olt float 8.900000e+01, %439
  %441 = select i1 %440, float 8.900000e+01, float %439
  %442 = fmul float %441, 0x3FF7154760000000
  %443 = fadd float %442, 0x4168000000000000
  %444 = fsub float %443, 0x4168000000000000
  %445 = bitcast float %443 to i32
  %446 = sub i32 %445, 1262485504
  %447 = fmul float %444, 0x3FE62E4000000000
  %448 = fsub float %441, %447
  %449 = fmul float %444, 0x3EB7F7D1C0000000
  %450 = fsub float %448, %449
  %451 = fmul float %450, %450
  %452 = fmul float %451, 0x3E66376980000000
  %453 = fadd float 0xBEBBBD41C0000000, %452
  %454 = fmul float %451, %453
  %455 = fadd float 0x3F11566AA0000000, %454
  %456 = fmul float %451, %455
  %457 = fadd float 0xBF66C16C20000000, %456
  %458 = fmul float %451, %457
  %459 = fadd float 0x3FC5555560000000, %458
  %460 = fmul float %451, %459
  %461 = fsub float %450, %460
  %462 = fmul float %450, %461
  %463 = fsub float 2.000000e+00, %461
  %464 = fdiv float %462, %463
  %465 = fsub float %449, %464
  %466 = fsub float %465, %448
  %467 = fsub float 1.000000e+00, %466
  %468 = add i32 %446, 256
  %469 = lshr i32 %468, 1
  %470 = sub i32 %469, 1
  %471 = add i32 %446, 255
  %472 = sub i32 %471, %469
  %473 = shl i32 %470, 23
  %474 = shl i32 %472, 23
  %475 = bitcast i32 %473 to float
  %476 = bitcast i32 %474 to float
  %477 = fmul float %467, %475
  %478 = fmul float %477, %476
  %479 = fcmp uno float %437, %437
  %480 = select i1 %479, float 0x7FF8000000000000, float %478
  %481 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %482 = fdiv float %480, %481
  %483 = fcmp une float %max156, 0.000000e+00
  %484 = select i1 %483, float %482, float -1.000000e+00
  %485 = fcmp une float %max156, 0.000000e+00
  %486 = select i1 %485, float %482, float 0.000000e+00
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
  %search.feature167 = phi i64 [ 0, %search.then154 ], [ %495, %search.feature.body165 ]
  %487 = icmp ult i64 %search.feature167, %n_features
  br i1 %487, label %search.feature.body165, label %search.feature.exit166

search.feature.body165:                           ; preds = %search.feature.header164
  %488 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature167
  %489 = load i32, ptr addrspace(3) %488, align 4
  %490 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature167
  %491 = load float, ptr addrspace(3) %490, align 4
  %492 = select i1 true, float %491, float 0.000000e+00
  %493 = load float, ptr %fold_value159, align 4
  %494 = fadd float %492, %493
  store float %494, ptr %fold_value159, align 4
  %495 = add i64 %search.feature167, 1
  br label %search.feature.header164

search.feature.exit166:                           ; preds = %search.feature.header164
  %496 = load float, ptr %fold_value159, align 4
  %497 = fcmp ogt float %top_p, 0.000000e+00
  %498 = fcmp oge float %496, %top_p
  %search.run168 = and i1 %498, %497
  br i1 %search.run168, label %search.then169, label %search.done170

search.then169:                                   ; preds = %search.feature.exit166
  store i32 0, ptr %search_hi171, align 4
  br label %search.key_bit.header172

search.done170:                                   ; preds = %search.index_bit.exit193, %search.feature.exit166
  %499 = load float, ptr %search_value157, align 4
  %500 = load float, ptr %search_index158, align 4
  store float %499, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  store float %500, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  br label %search.done155

search.key_bit.header172:                         ; preds = %search.feature.exit184, %search.then169
  %search.key_bit175 = phi i64 [ 0, %search.then169 ], [ %521, %search.feature.exit184 ]
  %501 = icmp ult i64 %search.key_bit175, 32
  br i1 %501, label %search.key_bit.body173, label %search.key_bit.exit174

search.key_bit.body173:                           ; preds = %search.key_bit.header172
  %502 = sub i64 31, %search.key_bit175
  %503 = trunc i64 %502 to i32
  %504 = shl i32 1, %503
  %505 = load i32, ptr %search_hi171, align 4
  %candidate176 = or i32 %505, %504
  store float 0.000000e+00, ptr %fold_value177, align 4
  store i64 0, ptr %fold_index178, align 8
  store i64 0, ptr %pairwise_depth181, align 8
  br label %search.feature.header182

search.key_bit.exit174:                           ; preds = %search.key_bit.header172
  %hi186 = load i32, ptr %search_hi171, align 4
  %506 = sub i64 %n_features, 1
  %ctlz187 = call i64 @llvm.ctlz.i64(i64 %506, i1 false)
  %index_bits188 = sub i64 64, %ctlz187
  %507 = shl i64 1, %index_bits188
  %mask189 = sub i64 %507, 1
  store i64 0, ptr %search_lo190, align 8
  br label %search.index_bit.header191

search.feature.header182:                         ; preds = %search.feature.body183, %search.key_bit.body173
  %search.feature185 = phi i64 [ 0, %search.key_bit.body173 ], [ %517, %search.feature.body183 ]
  %508 = icmp ult i64 %search.feature185, %n_features
  br i1 %508, label %search.feature.body183, label %search.feature.exit184

search.feature.body183:                           ; preds = %search.feature.header182
  %509 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature185
  %510 = load i32, ptr addrspace(3) %509, align 4
  %511 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature185
  %512 = load float, ptr addrspace(3) %511, align 4
  %513 = icmp uge i32 %510, %candidate176
  %514 = select i1 %513, float %512, float 0.000000e+00
  %515 = load float, ptr %fold_value177, align 4
  %516 = fadd float %514, %515
  store float %516, ptr %fold_value177, align 4
  %517 = add i64 %search.feature185, 1
  br label %search.feature.header182

search.feature.exit184:                           ; preds = %search.feature.header182
  %518 = load float, ptr %fold_value177, align 4
  %519 = fcmp oge float %518, %top_p
  %520 = select i1 %519, i32 %candidate176, i32 %505
  store i32 %520, ptr %search_hi171, align 4
  %521 = add i64 %search.key_bit175, 1
  br label %search.key_bit.header172

search.index_bit.header191:                       ; preds = %search.feature.exit203, %search.key_bit.exit174
  %search.index_bit194 = phi i64 [ 0, %search.key_bit.exit174 ], [ %552, %search.feature.exit203 ]
  %522 = icmp ult i64 %search.index_bit194, %index_bits188
  br i1 %522, label %search.index_bit.body192, label %search.index_bit.exit193

search.index_bit.body192:                         ; preds = %search.index_bit.header191
  %523 = sub i64 %index_bits188, 1
  %524 = sub i64 %523, %search.index_bit194
  %525 = shl i64 1, %524
  %526 = load i64, ptr %search_lo190, align 8
  %candidate195 = or i64 %526, %525
  store float 0.000000e+00, ptr %fold_value196, align 4
  store i64 0, ptr %fold_index197, align 8
  store i64 0, ptr %pairwise_depth200, align 8
  br label %search.feature.header201

search.index_bit.exit193:                         ; preds = %search.index_bit.header191
  %lo205 = load i64, ptr %search_lo190, align 8
  %527 = and i32 %hi186, -2147483648
  %528 = icmp ne i32 %527, 0
  %529 = and i32 %hi186, 2147483647
  %530 = xor i32 %hi186, -1
  %531 = select i1 %528, i32 %529, i32 %530
  %532 = bitcast i32 %531 to float
  store float %532, ptr %search_value157, align 4
  %533 = sub i64 %mask189, %lo205
  %search_index206 = uitofp i64 %533 to float
  store float %search_index206, ptr %search_index158, align 4
  br label %search.done170

search.feature.header201:                         ; preds = %search.feature.body202, %search.index_bit.body192
  %search.feature204 = phi i64 [ 0, %search.index_bit.body192 ], [ %548, %search.feature.body202 ]
  %534 = icmp ult i64 %search.feature204, %n_features
  br i1 %534, label %search.feature.body202, label %search.feature.exit203

search.feature.body202:                           ; preds = %search.feature.header201
  %535 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature204
  %536 = load i32, ptr addrspace(3) %535, align 4
  %537 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature204
  %538 = load float, ptr addrspace(3) %537, align 4
  %539 = icmp ugt i32 %536, %hi186
  %540 = icmp eq i32 %536, %hi186
  %541 = sub i64 %mask189, %search.feature204
  %542 = icmp uge i64 %541, %candidate195
  %543 = and i1 %540, %542
  %544 = or i1 %539, %543
  %545 = select i1 %544, float %538, float 0.000000e+00
  %546 = load float, ptr %fold_value196, align 4
  %547 = fadd float %545, %546
  store float %547, ptr %fold_value196, align 4
  %548 = add i64 %search.feature204, 1
  br label %search.feature.header201

search.feature.exit203:                           ; preds = %search.feature.header201
  %549 = load float, ptr %fold_value196, align 4
  %550 = fcmp oge float %549, %top_p
  %551 = select i1 %550, i64 %candidate195, i64 %526
  store i64 %551, ptr %search_lo190, align 8
  %552 = add i64 %search.index_bit194, 1
  br label %search.index_bit.header191

guard.skipped.then207:                            ; preds = %guard.else144
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  br label %guard.skipped.done208

guard.skipped.done208:                            ; preds = %guard.skipped.then207, %guard.else144
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done145

guard.then212:                                    ; preds = %guard.done145
  %feature215 = add i64 %lane, 0
  %valid216 = icmp ult i64 %feature215, %n_features
  %553 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid216, label %slot.then217, label %slot.done218

guard.else213:                                    ; preds = %guard.done145
  br i1 %lane0, label %guard.skipped.then236, label %guard.skipped.done237

guard.done214:                                    ; preds = %guard.skipped.done237, %fold.done224
  %not_greedy238 = icmp eq i32 %greedy, 0
  %top_p_off = fcmp uge float %top_p, 1.000000e+00
  %guard239 = and i1 %top_p_off, %not_greedy238
  br i1 %guard239, label %guard.then240, label %guard.else241

slot.then217:                                     ; preds = %guard.then212
  %554 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature215
  %555 = load float, ptr addrspace(1) %554, align 4
  %556 = fmul float %555, %inv_t
  %557 = fadd float %555, 0.000000e+00
  %558 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %559 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature219 = uitofp i64 %feature215 to float
  %560 = fcmp ogt float %557, %558
  %561 = select i1 %560, float 1.000000e+00, float 0.000000e+00
  %562 = fcmp oeq float %557, %558
  %563 = select i1 %562, float 1.000000e+00, float 0.000000e+00
  %564 = fcmp ole float %feature219, %559
  %565 = select i1 %564, float 1.000000e+00, float 0.000000e+00
  %566 = fmul float %563, %565
  %567 = fcmp ogt float %566, %561
  %max220 = select i1 %567, float %566, float %561
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
  %615 = fcmp une float %max220, 0.000000e+00
  %616 = select i1 %615, float %614, float -1.000000e+00
  %617 = fadd float %616, 0.000000e+00
  %618 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  %619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  %feature221 = uitofp i64 %feature215 to float
  %620 = fcmp ogt float %617, %618
  %621 = select i1 %620, float 1.000000e+00, float 0.000000e+00
  %622 = fcmp oeq float %617, %618
  %623 = select i1 %622, float 1.000000e+00, float 0.000000e+00
  %624 = fcmp ole float %feature221, %619
  %625 = select i1 %624, float 1.000000e+00, float 0.000000e+00
  %626 = fmul float %623, %625
  %627 = fcmp ogt float %626, %621
  %max222 = select i1 %627, float %626, float %621
  %628 = fmul float %max220, %max222
  %629 = trunc i64 %key0 to i32
  %630 = lshr i64 %key0, 32
  %631 = trunc i64 %630 to i32
  %632 = trunc i64 %feature215 to i32
  %633 = trunc i64 %row to i32
  %634 = trunc i64 %key1 to i32
  %635 = lshr i64 %key1, 32
  %636 = trunc i64 %635 to i32
  %637 = zext i32 %632 to i64
  %638 = mul i64 3528531795, %637
  %639 = zext i32 %634 to i64
  %640 = mul i64 3449720151, %639
  %641 = lshr i64 %638, 32
  %642 = trunc i64 %641 to i32
  %643 = trunc i64 %638 to i32
  %644 = lshr i64 %640, 32
  %645 = trunc i64 %644 to i32
  %646 = trunc i64 %640 to i32
  %647 = xor i32 %645, %633
  %648 = xor i32 %647, %629
  %649 = xor i32 %642, %636
  %650 = xor i32 %649, %631
  %651 = add i32 %629, -1640531527
  %652 = add i32 %631, -1150833019
  %653 = zext i32 %648 to i64
  %654 = mul i64 3528531795, %653
  %655 = zext i32 %650 to i64
  %656 = mul i64 3449720151, %655
  %657 = lshr i64 %654, 32
  %658 = trunc i64 %657 to i32
  %659 = trunc i64 %654 to i32
  %660 = lshr i64 %656, 32
  %661 = trunc i64 %660 to i32
  %662 = trunc i64 %656 to i32
  %663 = xor i32 %661, %646
  %664 = xor i32 %663, %651
  %665 = xor i32 %658, %643
  %666 = xor i32 %665, %652
  %667 = add i32 %651, -1640531527
  %668 = add i32 %652, -1150833019
  %669 = zext i32 %664 to i64
  %670 = mul i64 3528531795, %669
  %671 = zext i32 %666 to i64
  %672 = mul i64 3449720151, %671
  %673 = lshr i64 %670, 32
  %674 = trunc i64 %673 to i32
  %675 = trunc i64 %670 to i32
  %676 = lshr i64 %672, 32
  %677 = trunc i64 %676 to i32
  %678 = trunc i64 %672 to i32
  %679 = xor i32 %677, %662
  %680 = xor i32 %679, %667
  %681 = xor i32 %674, %659
  %682 = xor i32 %681, %668
  %683 = add i32 %667, -1640531527
  %684 = add i32 %668, -1150833019
  %685 = zext i32 %680 to i64
  %686 = mul i64 3528531795, %685
  %687 = zext i32 %682 to i64
  %688 = mul i64 3449720151, %687
  %689 = lshr i64 %686, 32
  %690 = trunc i64 %689 to i32
  %691 = trunc i64 %686 to i32
  %692 = lshr i64 %688, 32
  %693 = trunc i64 %692 to i32
  %694 = trunc i64 %688 to i32
  %695 = xor i32 %693, %678
  %696 = xor i32 %695, %683
  %697 = xor i32 %690, %675
  %698 = xor i32 %697, %684
  %699 = add i32 %683, -1640531527
  %700 = add i32 %684, -1150833019
  %701 = zext i32 %696 to i64
  %702 = mul i64 3528531795, %701
  %703 = zext i32 %698 to i64
  %704 = mul i64 3449720151, %703
  %705 = lshr i64 %702, 32
  %706 = trunc i64 %705 to i32
  %707 = trunc i64 %702 to i32
  %708 = lshr i64 %704, 32
  %709 = trunc i64 %708 to i32
  %710 = trunc i64 %704 to i32
  %711 = xor i32 %709, %694
  %712 = xor i32 %711, %699
  %713 = xor i32 %706, %691
  %714 = xor i32 %713, %700
  %715 = add i32 %699, -1640531527
  %716 = add i32 %700, -1150833019
  %717 = zext i32 %712 to i64
  %718 = mul i64 3528531795, %717
  %719 = zext i32 %714 to i64
  %720 = mul i64 3449720151, %719
  %721 = lshr i64 %718, 32
  %722 = trunc i64 %721 to i32
  %723 = trunc i64 %718 to i32
  %724 = lshr i64 %720, 32
  %725 = trunc i64 %724 to i32
  %726 = trunc i64 %720 to i32
  %727 = xor i32 %725, %710
  %728 = xor i32 %727, %715
  %729 = xor i32 %722, %707
  %730 = xor i32 %729, %716
  %731 = add i32 %715, -1640531527
  %732 = add i32 %716, -1150833019
  %733 = zext i32 %728 to i64
  %734 = mul i64 3528531795, %733
  %735 = zext i32 %730 to i64
  %736 = mul i64 3449720151, %735
  %737 = lshr i64 %734, 32
  %738 = trunc i64 %737 to i32
  %739 = trunc i64 %734 to i32
  %740 = lshr i64 %736, 32
  %741 = trunc i64 %740 to i32
  %742 = trunc i64 %736 to i32
  %743 = xor i32 %741, %726
  %744 = xor i32 %743, %731
  %745 = xor i32 %738, %723
  %746 = xor i32 %745, %732
  %747 = add i32 %731, -1640531527
  %748 = add i32 %732, -1150833019
  %749 = zext i32 %744 to i64
  %750 = mul i64 3528531795, %749
  %751 = zext i32 %746 to i64
  %752 = mul i64 3449720151, %751
  %753 = lshr i64 %750, 32
  %754 = trunc i64 %753 to i32
  %755 = trunc i64 %750 to i32
  %756 = lshr i64 %752, 32
  %757 = trunc i64 %756 to i32
  %758 = trunc i64 %752 to i32
  %759 = xor i32 %757, %742
  %760 = xor i32 %759, %747
  %761 = xor i32 %754, %739
  %762 = xor i32 %761, %748
  %763 = add i32 %747, -1640531527
  %764 = add i32 %748, -1150833019
  %765 = zext i32 %760 to i64
  %766 = mul i64 3528531795, %765
  %767 = zext i32 %762 to i64
  %768 = mul i64 3449720151, %767
  %769 = lshr i64 %766, 32
  %770 = trunc i64 %769 to i32
  %771 = trunc i64 %766 to i32
  %772 = lshr i64 %768, 32
  %773 = trunc i64 %772 to i32
  %774 = trunc i64 %768 to i32
  %775 = xor i32 %773, %758
  %776 = xor i32 %775, %763
  %777 = xor i32 %770, %755
  %778 = xor i32 %777, %764
  %779 = add i32 %763, -1640531527
  %780 = add i32 %764, -1150833019
  %781 = zext i32 %776 to i64
  %782 = mul i64 3528531795, %781
  %783 = zext i32 %778 to i64
  %784 = mul i64 3449720151, %783
  %785 = lshr i64 %782, 32
  %786 = trunc i64 %785 to i32
  %787 = trunc i64 %782 to i32
  %788 = lshr i64 %784, 32
  %789 = trunc i64 %788 to i32
  %790 = trunc i64 %784 to i32
  %791 = xor i32 %789, %774
  %792 = xor i32 %791, %779
  %793 = xor i32 %786, %771
  %794 = xor i32 %793, %780
  %795 = uitofp i32 %792 to double
  %796 = fadd double %795, 5.000000e-01
  %797 = fmul double %796, 0x3DF0000000000000
  %798 = bitcast double %797 to i64
  %799 = lshr i64 %798, 32
  %800 = add i64 %799, 614242
  %801 = lshr i64 %800, 20
  %802 = sub i64 %801, 1023
  %803 = and i64 %800, 1048575
  %804 = add i64 %803, 1072079006
  %805 = shl i64 %804, 32
  %806 = and i64 %798, 4294967295
  %807 = or i64 %805, %806
  %808 = bitcast i64 %807 to double
  %809 = fsub double %808, 1.000000e+00
  %810 = fmul double 5.000000e-01, %809
  %811 = fmul double %810, %809
  %812 = fadd double 2.000000e+00, %809
  %813 = fdiv double %809, %812
  %814 = fmul double %813, %813
  %815 = fmul double %814, %814
  %816 = fmul double %815, 0x3FC39A09D078C69F
  %817 = fadd double 0x3FCC71C51D8E78AF, %816
  %818 = fmul double %815, %817
  %819 = fadd double 0x3FD999999997FA04, %818
  %820 = fmul double %815, %819
  %821 = fmul double %815, 0x3FC2F112DF3E5244
  %822 = fadd double 0x3FC7466496CB03DE, %821
  %823 = fmul double %815, %822
  %824 = fadd double 0x3FD2492494229359, %823
  %825 = fmul double %815, %824
  %826 = fadd double 0x3FE5555555555593, %825
  %827 = fmul double %814, %826
  %828 = fadd double %827, %820
  %829 = sitofp i64 %802 to double
  %830 = fadd double %811, %828
  %831 = fmul double %813, %830
  %832 = fmul double %829, 0x3DEA39EF35793C76
  %833 = fadd double %831, %832
  %834 = fsub double %833, %811
  %835 = fadd double %834, %809
  %836 = fmul double %829, 0x3FE62E42FEE00000
  %837 = fadd double %835, %836
  %838 = fneg double %837
  %839 = bitcast double %838 to i64
  %840 = lshr i64 %839, 32
  %841 = add i64 %840, 614242
  %842 = lshr i64 %841, 20
  %843 = sub i64 %842, 1023
  %844 = and i64 %841, 1048575
  %845 = add i64 %844, 1072079006
  %846 = shl i64 %845, 32
  %847 = and i64 %839, 4294967295
  %848 = or i64 %846, %847
  %849 = bitcast i64 %848 to double
  %850 = fsub double %849, 1.000000e+00
  %851 = fmul double 5.000000e-01, %850
  %852 = fmul double %851, %850
  %853 = fadd double 2.000000e+00, %850
  %854 = fdiv double %850, %853
  %855 = fmul double %854, %854
  %856 = fmul double %855, %855
  %857 = fmul double %856, 0x3FC39A09D078C69F
  %858 = fadd double 0x3FCC71C51D8E78AF, %857
  %859 = fmul double %856, %858
  %860 = fadd double 0x3FD999999997FA04, %859
  %861 = fmul double %856, %860
  %862 = fmul double %856, 0x3FC2F112DF3E5244
  %863 = fadd double 0x3FC7466496CB03DE, %862
  %864 = fmul double %856, %863
  %865 = fadd double 0x3FD2492494229359, %864
  %866 = fmul double %856, %865
  %867 = fadd double 0x3FE5555555555593, %866
  %868 = fmul double %855, %867
  %869 = fadd double %868, %861
  %870 = sitofp i64 %843 to double
  %871 = fadd double %852, %869
  %872 = fmul double %854, %871
  %873 = fmul double %870, 0x3DEA39EF35793C76
  %874 = fadd double %872, %873
  %875 = fsub double %874, %852
  %876 = fadd double %875, %850
  %877 = fmul double %870, 0x3FE62E42FEE00000
  %878 = fadd double %876, %877
  %879 = fneg double %878
  %880 = fptrunc double %879 to float
  %881 = fadd float %556, %880
  %882 = fcmp une float %628, 0.000000e+00
  %883 = select i1 %882, float %881, float 0xFFF0000000000000
  %884 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature215
  store float %883, ptr addrspace(3) %884, align 4
  br label %slot.done218

slot.done218:                                     ; preds = %slot.then217, %guard.then212
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then223, label %fold.done224

fold.then223:                                     ; preds = %slot.done218
  store float 0xFFF0000000000000, ptr %fold_value225, align 4
  store i64 0, ptr %fold_index226, align 8
  store i64 0, ptr %pairwise_depth229, align 8
  br label %fold.header230

fold.done224:                                     ; preds = %fold.exit232, %slot.done218
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done214

fold.header230:                                   ; preds = %fold.body231, %fold.then223
  %fold233 = phi i64 [ 0, %fold.then223 ], [ %896, %fold.body231 ]
  %885 = icmp ult i64 %fold233, %n_features
  br i1 %885, label %fold.body231, label %fold.exit232

fold.body231:                                     ; preds = %fold.header230
  %886 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold233
  %887 = load float, ptr addrspace(3) %886, align 4
  %888 = load float, ptr %fold_value225, align 4
  %889 = fcmp ogt float %887, %888
  %890 = fcmp uno float %887, %887
  %891 = fcmp ord float %888, %888
  %892 = and i1 %890, %891
  %take234 = or i1 %889, %892
  %893 = select i1 %take234, float %887, float %888
  store float %893, ptr %fold_value225, align 4
  %894 = load i64, ptr %fold_index226, align 8
  %895 = select i1 %take234, i64 %fold233, i64 %894
  store i64 %895, ptr %fold_index226, align 8
  %896 = add i64 %fold233, 1
  br label %fold.header230

fold.exit232:                                     ; preds = %fold.header230
  %897 = load i64, ptr %fold_index226, align 8
  %argmax235 = uitofp i64 %897 to float
  store float %argmax235, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  br label %fold.done224

guard.skipped.then236:                            ; preds = %guard.else213
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  br label %guard.skipped.done237

guard.skipped.done237:                            ; preds = %guard.skipped.then236, %guard.else213
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done214

guard.then240:                                    ; preds = %guard.done214
  %feature243 = add i64 %lane, 0
  %valid244 = icmp ult i64 %feature243, %n_features
  %898 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid244, label %slot.then245, label %slot.done246

guard.else241:                                    ; preds = %guard.done214
  br i1 %lane0, label %guard.skipped.then262, label %guard.skipped.done263

guard.done242:                                    ; preds = %guard.skipped.done263, %fold.done250
  %feature264 = add i64 %lane, 0
  %valid265 = icmp ult i64 %feature264, %n_features
  %899 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

slot.then245:                                     ; preds = %guard.then240
  %900 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature243
  %901 = load float, ptr addrspace(1) %900, align 4
  %902 = fmul float %901, %inv_t
  %903 = fadd float %901, 0.000000e+00
  %904 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %905 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature247 = uitofp i64 %feature243 to float
  %906 = fcmp ogt float %903, %904
  %907 = select i1 %906, float 1.000000e+00, float 0.000000e+00
  %908 = fcmp oeq float %903, %904
  %909 = select i1 %908, float 1.000000e+00, float 0.000000e+00
  %910 = fcmp ole float %feature247, %905
  %911 = select i1 %910, float 1.000000e+00, float 0.000000e+00
  %912 = fmul float %909, %911
  %913 = fcmp ogt float %912, %907
  %max248 = select i1 %913, float %912, float %907
  %914 = trunc i64 %key0 to i32
  %915 = lshr i64 %key0, 32
  %916 = trunc i64 %915 to i32
  %917 = trunc i64 %feature243 to i32
  %918 = trunc i64 %row to i32
  %919 = trunc i64 %key1 to i32
  %920 = lshr i64 %key1, 32
  %921 = trunc i64 %920 to i32
  %922 = zext i32 %917 to i64
  %923 = mul i64 3528531795, %922
  %924 = zext i32 %919 to i64
  %925 = mul i64 3449720151, %924
  %926 = lshr i64 %923, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %923 to i32
  %929 = lshr i64 %925, 32
  %930 = trunc i64 %929 to i32
  %931 = trunc i64 %925 to i32
  %932 = xor i32 %930, %918
  %933 = xor i32 %932, %914
  %934 = xor i32 %927, %921
  %935 = xor i32 %934, %916
  %936 = add i32 %914, -1640531527
  %937 = add i32 %916, -1150833019
  %938 = zext i32 %933 to i64
  %939 = mul i64 3528531795, %938
  %940 = zext i32 %935 to i64
  %941 = mul i64 3449720151, %940
  %942 = lshr i64 %939, 32
  %943 = trunc i64 %942 to i32
  %944 = trunc i64 %939 to i32
  %945 = lshr i64 %941, 32
  %946 = trunc i64 %945 to i32
  %947 = trunc i64 %941 to i32
  %948 = xor i32 %946, %931
  %949 = xor i32 %948, %936
  %950 = xor i32 %943, %928
  %951 = xor i32 %950, %937
  %952 = add i32 %936, -1640531527
  %953 = add i32 %937, -1150833019
  %954 = zext i32 %949 to i64
  %955 = mul i64 3528531795, %954
  %956 = zext i32 %951 to i64
  %957 = mul i64 3449720151, %956
  %958 = lshr i64 %955, 32
  %959 = trunc i64 %958 to i32
  %960 = trunc i64 %955 to i32
  %961 = lshr i64 %957, 32
  %962 = trunc i64 %961 to i32
  %963 = trunc i64 %957 to i32
  %964 = xor i32 %962, %947
  %965 = xor i32 %964, %952
  %966 = xor i32 %959, %944
  %967 = xor i32 %966, %953
  %968 = add i32 %952, -1640531527
  %969 = add i32 %953, -1150833019
  %970 = zext i32 %965 to i64
  %971 = mul i64 3528531795, %970
  %972 = zext i32 %967 to i64
  %973 = mul i64 3449720151, %972
  %974 = lshr i64 %971, 32
  %975 = trunc i64 %974 to i32
  %976 = trunc i64 %971 to i32
  %977 = lshr i64 %973, 32
  %978 = trunc i64 %977 to i32
  %979 = trunc i64 %973 to i32
  %980 = xor i32 %978, %963
  %981 = xor i32 %980, %968
  %982 = xor i32 %975, %960
  %983 = xor i32 %982, %969
  %984 = add i32 %968, -1640531527
  %985 = add i32 %969, -1150833019
  %986 = zext i32 %981 to i64
  %987 = mul i64 3528531795, %986
  %988 = zext i32 %983 to i64
  %989 = mul i64 3449720151, %988
  %990 = lshr i64 %987, 32
  %991 = trunc i64 %990 to i32
  %992 = trunc i64 %987 to i32
  %993 = lshr i64 %989, 32
  %994 = trunc i64 %993 to i32
  %995 = trunc i64 %989 to i32
  %996 = xor i32 %994, %979
  %997 = xor i32 %996, %984
  %998 = xor i32 %991, %976
  %999 = xor i32 %998, %985
  %1000 = add i32 %984, -1640531527
  %1001 = add i32 %985, -1150833019
  %1002 = zext i32 %997 to i64
  %1003 = mul i64 3528531795, %1002
  %1004 = zext i32 %999 to i64
  %1005 = mul i64 3449720151, %1004
  %1006 = lshr i64 %1003, 32
  %1007 = trunc i64 %1006 to i32
  %1008 = trunc i64 %1003 to i32
  %1009 = lshr i64 %1005, 32
  %1010 = trunc i64 %1009 to i32
  %1011 = trunc i64 %1005 to i32
  %1012 = xor i32 %1010, %995
  %1013 = xor i32 %1012, %1000
  %1014 = xor i32 %1007, %992
  %1015 = xor i32 %1014, %1001
  %1016 = add i32 %1000, -1640531527
  %1017 = add i32 %1001, -1150833019
  %1018 = zext i32 %1013 to i64
  %1019 = mul i64 3528531795, %1018
  %1020 = zext i32 %1015 to i64
  %1021 = mul i64 3449720151, %1020
  %1022 = lshr i64 %1019, 32
  %1023 = trunc i64 %1022 to i32
  %1024 = trunc i64 %1019 to i32
  %1025 = lshr i64 %1021, 32
  %1026 = trunc i64 %1025 to i32
  %1027 = trunc i64 %1021 to i32
  %1028 = xor i32 %1026, %1011
  %1029 = xor i32 %1028, %1016
  %1030 = xor i32 %1023, %1008
  %1031 = xor i32 %1030, %1017
  %1032 = add i32 %1016, -1640531527
  %1033 = add i32 %1017, -1150833019
  %1034 = zext i32 %1029 to i64
  %1035 = mul i64 3528531795, %1034
  %1036 = zext i32 %1031 to i64
  %1037 = mul i64 3449720151, %1036
  %1038 = lshr i64 %1035, 32
  %1039 = trunc i64 %1038 to i32
  %1040 = trunc i64 %1035 to i32
  %1041 = lshr i64 %1037, 32
  %1042 = trunc i64 %1041 to i32
  %1043 = trunc i64 %1037 to i32
  %1044 = xor i32 %1042, %1027
  %1045 = xor i32 %1044, %1032
  %1046 = xor i32 %1039, %1024
  %1047 = xor i32 %1046, %1033
  %1048 = add i32 %1032, -1640531527
  %1049 = add i32 %1033, -1150833019
  %1050 = zext i32 %1045 to i64
  %1051 = mul i64 3528531795, %1050
  %1052 = zext i32 %1047 to i64
  %1053 = mul i64 3449720151, %1052
  %1054 = lshr i64 %1051, 32
  %1055 = trunc i64 %1054 to i32
  %1056 = trunc i64 %1051 to i32
  %1057 = lshr i64 %1053, 32
  %1058 = trunc i64 %1057 to i32
  %1059 = trunc i64 %1053 to i32
  %1060 = xor i32 %1058, %1043
  %1061 = xor i32 %1060, %1048
  %1062 = xor i32 %1055, %1040
  %1063 = xor i32 %1062, %1049
  %1064 = add i32 %1048, -1640531527
  %1065 = add i32 %1049, -1150833019
  %1066 = zext i32 %1061 to i64
  %1067 = mul i64 3528531795, %1066
  %1068 = zext i32 %1063 to i64
  %1069 = mul i64 3449720151, %1068
  %1070 = lshr i64 %1067, 32
  %1071 = trunc i64 %1070 to i32
  %1072 = trunc i64 %1067 to i32
  %1073 = lshr i64 %1069, 32
  %1074 = trunc i64 %1073 to i32
  %1075 = trunc i64 %1069 to i32
  %1076 = xor i32 %1074, %1059
  %1077 = xor i32 %1076, %1064
  %1078 = xor i32 %1071, %1056
  %1079 = xor i32 %1078, %1065
  %1080 = uitofp i32 %1077 to double
  %1081 = fadd double %1080, 5.000000e-01
  %1082 = fmul double %1081, 0x3DF0000000000000
  %1083 = bitcast double %1082 to i64
  %1084 = lshr i64 %1083, 32
  %1085 = add i64 %1084, 614242
  %1086 = lshr i64 %1085, 20
  %1087 = sub i64 %1086, 1023
  %1088 = and i64 %1085, 1048575
  %1089 = add i64 %1088, 1072079006
  %1090 = shl i64 %1089, 32
  %1091 = and i64 %1083, 4294967295
  %1092 = or i64 %1090, %1091
  %1093 = bitcast i64 %1092 to double
  %1094 = fsub double %1093, 1.000000e+00
  %1095 = fmul double 5.000000e-01, %1094
  %1096 = fmul double %1095, %1094
  %1097 = fadd double 2.000000e+00, %1094
  %1098 = fdiv double %1094, %1097
  %1099 = fmul double %1098, %1098
  %1100 = fmul double %1099, %1099
  %1101 = fmul double %1100, 0x3FC39A09D078C69F
  %1102 = fadd double 0x3FCC71C51D8E78AF, %1101
  %1103 = fmul double %1100, %1102
  %1104 = fadd double 0x3FD999999997FA04, %1103
  %1105 = fmul double %1100, %1104
  %1106 = fmul double %1100, 0x3FC2F112DF3E5244
  %1107 = fadd double 0x3FC7466496CB03DE, %1106
  %1108 = fmul double %1100, %1107
  %1109 = fadd double 0x3FD2492494229359, %1108
  %1110 = fmul double %1100, %1109
  %1111 = fadd double 0x3FE5555555555593, %1110
  %1112 = fmul double %1099, %1111
  %1113 = fadd double %1112, %1105
  %1114 = sitofp i64 %1087 to double
  %1115 = fadd double %1096, %1113
  %1116 = fmul double %1098, %1115
  %1117 = fmul double %1114, 0x3DEA39EF35793C76
  %1118 = fadd double %1116, %1117
  %1119 = fsub double %1118, %1096
  %1120 = fadd double %1119, %1094
  %1121 = fmul double %1114, 0x3FE62E42FEE00000
  %1122 = fadd double %1120, %1121
  %1123 = fneg double %1122
  %1124 = bitcast double %1123 to i64
  %1125 = lshr i64 %1124, 32
  %1126 = add i64 %1125, 614242
  %1127 = lshr i64 %1126, 20
  %1128 = sub i64 %1127, 1023
  %1129 = and i64 %1126, 1048575
  %1130 = add i64 %1129, 1072079006
  %1131 = shl i64 %1130, 32
  %1132 = and i64 %1124, 4294967295
  %1133 = or i64 %1131, %1132
  %1134 = bitcast i64 %1133 to double
  %1135 = fsub double %1134, 1.000000e+00
  %1136 = fmul double 5.000000e-01, %1135
  %1137 = fmul double %1136, %1135
  %1138 = fadd double 2.000000e+00, %1135
  %1139 = fdiv double %1135, %1138
  %1140 = fmul double %1139, %1139
  %1141 = fmul double %1140, %1140
  %1142 = fmul double %1141, 0x3FC39A09D078C69F
  %1143 = fadd double 0x3FCC71C51D8E78AF, %1142
  %1144 = fmul double %1141, %1143
  %1145 = fadd double 0x3FD999999997FA04, %1144
  %1146 = fmul double %1141, %1145
  %1147 = fmul double %1141, 0x3FC2F112DF3E5244
  %1148 = fadd double 0x3FC7466496CB03DE, %1147
  %1149 = fmul double %1141, %1148
  %1150 = fadd double 0x3FD2492494229359, %1149
  %1151 = fmul double %1141, %1150
  %1152 = fadd double 0x3FE5555555555593, %1151
  %1153 = fmul double %1140, %1152
  %1154 = fadd double %1153, %1146
  %1155 = sitofp i64 %1128 to double
  %1156 = fadd double %1137, %1154
  %1157 = fmul double %1139, %1156
  %1158 = fmul double %1155, 0x3DEA39EF35793C76
  %1159 = fadd double %1157, %1158
  %1160 = fsub double %1159, %1137
  %1161 = fadd double %1160, %1135
  %1162 = fmul double %1155, 0x3FE62E42FEE00000
  %1163 = fadd double %1161, %1162
  %1164 = fneg double %1163
  %1165 = fptrunc double %1164 to float
  %1166 = fadd float %902, %1165
  %1167 = fcmp une float %max248, 0.000000e+00
  %1168 = select i1 %1167, float %1166, float 0xFFF0000000000000
  %1169 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature243
  store float %1168, ptr addrspace(3) %1169, align 4
  br label %slot.done246

slot.done246:                                     ; preds = %slot.then245, %guard.then240
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then249, label %fold.done250

fold.then249:                                     ; preds = %slot.done246
  store float 0xFFF0000000000000, ptr %fold_value251, align 4
  store i64 0, ptr %fold_index252, align 8
  store i64 0, ptr %pairwise_depth255, align 8
  br label %fold.header256

fold.done250:                                     ; preds = %fold.exit258, %slot.done246
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done242

fold.header256:                                   ; preds = %fold.body257, %fold.then249
  %fold259 = phi i64 [ 0, %fold.then249 ], [ %1181, %fold.body257 ]
  %1170 = icmp ult i64 %fold259, %n_features
  br i1 %1170, label %fold.body257, label %fold.exit258

fold.body257:                                     ; preds = %fold.header256
  %1171 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold259
  %1172 = load float, ptr addrspace(3) %1171, align 4
  %1173 = load float, ptr %fold_value251, align 4
  %1174 = fcmp ogt float %1172, %1173
  %1175 = fcmp uno float %1172, %1172
  %1176 = fcmp ord float %1173, %1173
  %1177 = and i1 %1175, %1176
  %take260 = or i1 %1174, %1177
  %1178 = select i1 %take260, float %1172, float %1173
  store float %1178, ptr %fold_value251, align 4
  %1179 = load i64, ptr %fold_index252, align 8
  %1180 = select i1 %take260, i64 %fold259, i64 %1179
  store i64 %1180, ptr %fold_index252, align 8
  %1181 = add i64 %fold259, 1
  br label %fold.header256

fold.exit258:                                     ; preds = %fold.header256
  %1182 = load i64, ptr %fold_index252, align 8
  %argmax261 = uitofp i64 %1182 to float
  store float %argmax261, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 12), align 4
  br label %fold.done250

guard.skipped.then262:                            ; preds = %guard.else241
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 12), align 4
  br label %guard.skipped.done263

guard.skipped.done263:                            ; preds = %guard.skipped.then262, %guard.else241
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done242

uniform_sinks.then:                               ; preds = %guard.done242
  %1183 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1184 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1185 = fmul float %1184, 2.000000e+00
  %1186 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1187 = fcmp oeq float %1186, 0xFFF0000000000000
  %1188 = select i1 %1187, float 1.000000e+00, float 0.000000e+00
  %1189 = fmul float %1188, 4.000000e+00
  %1190 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  %1191 = fmul float %1190, 8.000000e+00
  %1192 = fadd float %1183, %1185
  %1193 = fadd float %1192, %1189
  %1194 = fadd float %1193, %1191
  %1195 = fcmp olt float %top_p, 1.000000e+00
  %1196 = select i1 %1195, float 1.000000e+00, float 0.000000e+00
  %1197 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  %1198 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 12), align 4
  %1199 = fcmp une float %1196, 0.000000e+00
  %1200 = select i1 %1199, float %1197, float %1198
  %1201 = icmp ne i32 %greedy, 0
  %greedy266 = select i1 %1201, float 1.000000e+00, float 0.000000e+00
  %1202 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %1203 = fcmp une float %greedy266, 0.000000e+00
  %1204 = select i1 %1203, float %1202, float %1200
  %1205 = fcmp une float %1194, 0.000000e+00
  %1206 = select i1 %1205, float -1.000000e+00, float %1204
  %id = fptosi float %1206 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %1194 to i32
  %status267 = load i32, ptr addrspace(1) %4, align 4
  %1207 = or i32 %status267, %status_bits
  store i32 %1207, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %guard.done242
  %feature268 = add i64 %lane, 0
  %valid269 = icmp ult i64 %feature268, %n_features
  %1208 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid269, label %slot.then270, label %slot.done271

slot.then270:                                     ; preds = %uniform_sinks.done
  %1209 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %1210 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %1211 = fmul float %1210, 2.000000e+00
  %1212 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %1213 = fcmp oeq float %1212, 0xFFF0000000000000
  %1214 = select i1 %1213, float 1.000000e+00, float 0.000000e+00
  %1215 = fmul float %1214, 4.000000e+00
  %1216 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  %1217 = fmul float %1216, 8.000000e+00
  %1218 = fadd float %1209, %1211
  %1219 = fadd float %1218, %1215
  %1220 = fadd float %1219, %1217
  %1221 = fcmp olt float %top_p, 1.000000e+00
  %1222 = select i1 %1221, float 1.000000e+00, float 0.000000e+00
  %1223 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  %1224 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 12), align 4
  %1225 = fcmp une float %1222, 0.000000e+00
  %1226 = select i1 %1225, float %1223, float %1224
  %1227 = icmp ne i32 %greedy, 0
  %greedy272 = select i1 %1227, float 1.000000e+00, float 0.000000e+00
  %1228 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %1229 = fcmp une float %greedy272, 0.000000e+00
  %1230 = select i1 %1229, float %1228, float %1226
  %1231 = fcmp une float %1220, 0.000000e+00
  %1232 = select i1 %1231, float -1.000000e+00, float %1230
  br label %slot.done271

slot.done271:                                     ; preds = %slot.then270, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w2048(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth312 = alloca i64, align 8
  %pairwise_levels311 = alloca [64 x i64], align 8
  %pairwise_sums310 = alloca [64 x float], align 4
  %fold_index309 = alloca i64, align 8
  %fold_value308 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done333, %entry
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
  %not_greedy252 = icmp eq i32 %greedy, 0
  %top_p_on253 = fcmp olt float %top_p, 1.000000e+00
  %guard254 = and i1 %top_p_on253, %not_greedy252
  br i1 %guard254, label %guard.then255, label %guard.else256

slot.then185:                                     ; preds = %guard.then180
  %540 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature183
  %541 = load float, ptr addrspace(1) %540, align 4
  %542 = fmul float %541, %inv_t
  %543 = fadd float %541, 0.000000e+00
  %544 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %545 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature187 = uitofp i64 %feature183 to float
  %546 = fcmp ogt float %543, %544
  %547 = select i1 %546, float 1.000000e+00, float 0.000000e+00
  %548 = fcmp oeq float %543, %544
  %549 = select i1 %548, float 1.000000e+00, float 0.000000e+00
  %550 = fcmp ole float %feature187, %545
  %551 = select i1 %550, float 1.000000e+00, float 0.000000e+00
  %552 = fmul float %549, %551
  %553 = fcmp ogt float %552, %547
  %max188 = select i1 %553, float %552, float %547
  %554 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %555 = fsub float %542, %554
  %556 = fcmp olt float %555, -1.040000e+02
  %557 = select i1 %556, float -1.040000e+02, float %555
  %558 = fcmp olt float 8.900000e+01, %557
  %559 = select i1 %558, float 8.900000e+01, float %557
  %560 = fmul float %559, 0x3FF7154760000000
  %561 = fadd float %560, 0x4168000000000000
  %562 = fsub float %561, 0x4168000000000000
  %563 = bitcast float %561 to i32
  %564 = sub i32 %563, 1262485504
  %565 = fmul float %562, 0x3FE62E4000000000
  %566 = fsub float %559, %565
  %567 = fmul float %562, 0x3EB7F7D1C0000000
  %568 = fsub float %566, %567
  %569 = fmul float %568, %568
  %570 = fmul float %569, 0x3E66376980000000
  %571 = fadd float 0xBEBBBD41C0000000, %570
  %572 = fmul float %569, %571
  %573 = fadd float 0x3F11566AA0000000, %572
  %574 = fmul float %569, %573
  %575 = fadd float 0xBF66C16C20000000, %574
  %576 = fmul float %569, %575
  %577 = fadd float 0x3FC5555560000000, %576
  %578 = fmul float %569, %577
  %579 = fsub float %568, %578
  %580 = fmul float %568, %579
  %581 = fsub float 2.000000e+00, %579
  %582 = fdiv float %580, %581
  %583 = fsub float %567, %582
  %584 = fsub float %583, %566
  %585 = fsub float 1.000000e+00, %584
  %586 = add i32 %564, 256
  %587 = lshr i32 %586, 1
  %588 = sub i32 %587, 1
  %589 = add i32 %564, 255
  %590 = sub i32 %589, %587
  %591 = shl i32 %588, 23
  %592 = shl i32 %590, 23
  %593 = bitcast i32 %591 to float
  %594 = bitcast i32 %592 to float
  %595 = fmul float %585, %593
  %596 = fmul float %595, %594
  %597 = fcmp uno float %555, %555
  %598 = select i1 %597, float 0x7FF8000000000000, float %596
  %599 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %600 = fdiv float %598, %599
  %601 = fcmp une float %max188, 0.000000e+00
  %602 = select i1 %601, float %600, float -1.000000e+00
  %603 = fcmp une float %max188, 0.000000e+00
  %604 = select i1 %603, float %600, float 0.000000e+00
  %605 = fadd float %602, 0.000000e+00
  %606 = bitcast float %605 to i32
  %607 = icmp ult i32 2147483647, %606
  %608 = xor i32 %606, -1
  %609 = or i32 %606, -2147483648
  %610 = select i1 %607, i32 %608, i32 %609
  %611 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature183
  store i32 %610, ptr addrspace(3) %611, align 4
  %612 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature183
  store float %604, ptr addrspace(3) %612, align 4
  br label %slot.done186

slot.done186:                                     ; preds = %slot.then185, %guard.then180
  %feature189 = add i64 %lane, 1024
  %valid190 = icmp ult i64 %feature189, %n_features
  %613 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid190, label %slot.then191, label %slot.done192

slot.then191:                                     ; preds = %slot.done186
  %614 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature189
  %615 = load float, ptr addrspace(1) %614, align 4
  %616 = fmul float %615, %inv_t
  %617 = fadd float %615, 0.000000e+00
  %618 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature193 = uitofp i64 %feature189 to float
  %620 = fcmp ogt float %617, %618
  %621 = select i1 %620, float 1.000000e+00, float 0.000000e+00
  %622 = fcmp oeq float %617, %618
  %623 = select i1 %622, float 1.000000e+00, float 0.000000e+00
  %624 = fcmp ole float %feature193, %619
  %625 = select i1 %624, float 1.000000e+00, float 0.000000e+00
  %626 = fmul float %623, %625
  %627 = fcmp ogt float %626, %621
  %max194 = select i1 %627, float %626, float %621
  %628 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %629 = fsub float %616, %628
  %630 = fcmp olt float %629, -1.040000e+02
  %631 = select i1 %630, float -1.040000e+02, float %629
  %632 = fcmp olt float 8.900000e+01, %631
  %633 = select i1 %632, float 8.900000e+01, float %631
  %634 = fmul float %633, 0x3FF7154760000000
  %635 = fadd float %634, 0x4168000000000000
  %636 = fsub float %635, 0x4168000000000000
  %637 = bitcast float %635 to i32
  %638 = sub i32 %637, 1262485504
  %639 = fmul float %636, 0x3FE62E4000000000
  %640 = fsub float %633, %639
  %641 = fmul float %636, 0x3EB7F7D1C0000000
  %642 = fsub float %640, %641
  %643 = fmul float %642, %642
  %644 = fmul float %643, 0x3E66376980000000
  %645 = fadd float 0xBEBBBD41C0000000, %644
  %646 = fmul float %643, %645
  %647 = fadd float 0x3F11566AA0000000, %646
  %648 = fmul float %643, %647
  %649 = fadd float 0xBF66C16C20000000, %648
  %650 = fmul float %643, %649
  %651 = fadd float 0x3FC5555560000000, %650
  %652 = fmul float %643, %651
  %653 = fsub float %642, %652
  %654 = fmul float %642, %653
  %655 = fsub float 2.000000e+00, %653
  %656 = fdiv float %654, %655
  %657 = fsub float %641, %656
  %658 = fsub float %657, %640
  %659 = fsub float 1.000000e+00, %658
  %660 = add i32 %638, 256
  %661 = lshr i32 %660, 1
  %662 = sub i32 %661, 1
  %663 = add i32 %638, 255
  %664 = sub i32 %663, %661
  %665 = shl i32 %662, 23
  %666 = shl i32 %664, 23
  %667 = bitcast i32 %665 to float
  %668 = bitcast i32 %666 to float
  %669 = fmul float %659, %667
  %670 = fmul float %669, %668
  %671 = fcmp uno float %629, %629
  %672 = select i1 %671, float 0x7FF8000000000000, float %670
  %673 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %674 = fdiv float %672, %673
  %675 = fcmp une float %max194, 0.000000e+00
  %676 = select i1 %675, float %674, float -1.000000e+00
  %677 = fcmp une float %max194, 0.000000e+00
  %678 = select i1 %677, float %674, float 0.000000e+00
  %679 = fadd float %676, 0.000000e+00
  %680 = bitcast float %679 to i32
  %681 = icmp ult i32 2147483647, %680
  %682 = xor i32 %680, -1
  %683 = or i32 %680, -2147483648
  %684 = select i1 %681, i32 %682, i32 %683
  %685 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature189
  store i32 %684, ptr addrspace(3) %685, align 4
  %686 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature189
  store float %678, ptr addrspace(3) %686, align 4
  br label %slot.done192

slot.done192:                                     ; preds = %slot.then191, %slot.done186
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature195 = add i64 %lane, 0
  %valid196 = icmp ult i64 %feature195, %n_features
  %687 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then197, label %search.done198

search.then197:                                   ; preds = %slot.done192
  %688 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %689 = load float, ptr addrspace(1) %688, align 4
  %690 = fmul float %689, %inv_t
  %691 = fadd float %689, 0.000000e+00
  %692 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %693 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %694 = fcmp ogt float %691, %692
  %695 = select i1 %694, float 1.000000e+00, float 0.000000e+00
  %696 = fcmp oeq float %691, %692
  %697 = select i1 %696, float 1.000000e+00, float 0.000000e+00
  %698 = fcmp ole float 0.000000e+00, %693
  %699 = select i1 %698, float 1.000000e+00, float 0.000000e+00
  %700 = fmul float %697, %699
  %701 = fcmp ogt float %700, %695
  %max199 = select i1 %701, float %700, float %695
  %702 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %703 = fsub float %690, %702
  %704 = fcmp olt float %703, -1.040000e+02
  %705 = select i1 %704, float -1.040000e+02, float %703
  %706 = fcmp olt float 8.900000e+01, %705
  %707 = select i1 %706, float 8.900000e+01, float %705
  %708 = fmul float %707, 0x3FF7154760000000
  %709 = fadd float %708, 0x4168000000000000
  %710 = fsub float %709, 0x4168000000000000
  %711 = bitcast float %709 to i32
  %712 = sub i32 %711, 1262485504
  %713 = fmul float %710, 0x3FE62E4000000000
  %714 = fsub float %707, %713
  %715 = fmul float %710, 0x3EB7F7D1C0000000
  %716 = fsub float %714, %715
  %717 = fmul float %716, %716
  %718 = fmul float %717, 0x3E66376980000000
  %719 = fadd float 0xBEBBBD41C0000000, %718
  %720 = fmul float %717, %719
  %721 = fadd float 0x3F11566AA0000000, %720
  %722 = fmul float %717, %721
  %723 = fadd float 0xBF66C16C20000000, %722
  %724 = fmul float %717, %723
  %725 = fadd float 0x3FC5555560000000, %724
  %726 = fmul float %717, %725
  %727 = fsub float %716, %726
  %728 = fmul float %716, %727
  %729 = fsub float 2.000000e+00, %727
  %730 = fdiv float %728, %729
  %731 = fsub float %715, %730
  %732 = fsub float %731, %714
  %733 = fsub float 1.000000e+00, %732
  %734 = add i32 %712, 256
  %735 = lshr i32 %734, 1
  %736 = sub i32 %735, 1
  %737 = add i32 %712, 255
  %738 = sub i32 %737, %735
  %739 = shl i32 %736, 23
  %740 = shl i32 %738, 23
  %741 = bitcast i32 %739 to float
  %742 = bitcast i32 %740 to float
  %743 = fmul float %733, %741
  %744 = fmul float %743, %742
  %745 = fcmp uno float %703, %703
  %746 = select i1 %745, float 0x7FF8000000000000, float %744
  %747 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %748 = fdiv float %746, %747
  %749 = fcmp une float %max199, 0.000000e+00
  %750 = select i1 %749, float %748, float -1.000000e+00
  %751 = fcmp une float %max199, 0.000000e+00
  %752 = select i1 %751, float %748, float 0.000000e+00
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
  %search.feature210 = phi i64 [ 0, %search.then197 ], [ %761, %search.feature.body208 ]
  %753 = icmp ult i64 %search.feature210, %n_features
  br i1 %753, label %search.feature.body208, label %search.feature.exit209

search.feature.body208:                           ; preds = %search.feature.header207
  %754 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature210
  %755 = load i32, ptr addrspace(3) %754, align 4
  %756 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature210
  %757 = load float, ptr addrspace(3) %756, align 4
  %758 = select i1 true, float %757, float 0.000000e+00
  %759 = load float, ptr %fold_value202, align 4
  %760 = fadd float %758, %759
  store float %760, ptr %fold_value202, align 4
  %761 = add i64 %search.feature210, 1
  br label %search.feature.header207

search.feature.exit209:                           ; preds = %search.feature.header207
  %762 = load float, ptr %fold_value202, align 4
  %763 = fcmp ogt float %top_p, 0.000000e+00
  %764 = fcmp oge float %762, %top_p
  %search.run211 = and i1 %764, %763
  br i1 %search.run211, label %search.then212, label %search.done213

search.then212:                                   ; preds = %search.feature.exit209
  store i32 0, ptr %search_hi214, align 4
  br label %search.key_bit.header215

search.done213:                                   ; preds = %search.index_bit.exit236, %search.feature.exit209
  %765 = load float, ptr %search_value200, align 4
  %766 = load float, ptr %search_index201, align 4
  store float %765, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  store float %766, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  br label %search.done198

search.key_bit.header215:                         ; preds = %search.feature.exit227, %search.then212
  %search.key_bit218 = phi i64 [ 0, %search.then212 ], [ %787, %search.feature.exit227 ]
  %767 = icmp ult i64 %search.key_bit218, 32
  br i1 %767, label %search.key_bit.body216, label %search.key_bit.exit217

search.key_bit.body216:                           ; preds = %search.key_bit.header215
  %768 = sub i64 31, %search.key_bit218
  %769 = trunc i64 %768 to i32
  %770 = shl i32 1, %769
  %771 = load i32, ptr %search_hi214, align 4
  %candidate219 = or i32 %771, %770
  store float 0.000000e+00, ptr %fold_value220, align 4
  store i64 0, ptr %fold_index221, align 8
  store i64 0, ptr %pairwise_depth224, align 8
  br label %search.feature.header225

search.key_bit.exit217:                           ; preds = %search.key_bit.header215
  %hi229 = load i32, ptr %search_hi214, align 4
  %772 = sub i64 %n_features, 1
  %ctlz230 = call i64 @llvm.ctlz.i64(i64 %772, i1 false)
  %index_bits231 = sub i64 64, %ctlz230
  %773 = shl i64 1, %index_bits231
  %mask232 = sub i64 %773, 1
  store i64 0, ptr %search_lo233, align 8
  br label %search.index_bit.header234

search.feature.header225:                         ; preds = %search.feature.body226, %search.key_bit.body216
  %search.feature228 = phi i64 [ 0, %search.key_bit.body216 ], [ %783, %search.feature.body226 ]
  %774 = icmp ult i64 %search.feature228, %n_features
  br i1 %774, label %search.feature.body226, label %search.feature.exit227

search.feature.body226:                           ; preds = %search.feature.header225
  %775 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature228
  %776 = load i32, ptr addrspace(3) %775, align 4
  %777 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature228
  %778 = load float, ptr addrspace(3) %777, align 4
  %779 = icmp uge i32 %776, %candidate219
  %780 = select i1 %779, float %778, float 0.000000e+00
  %781 = load float, ptr %fold_value220, align 4
  %782 = fadd float %780, %781
  store float %782, ptr %fold_value220, align 4
  %783 = add i64 %search.feature228, 1
  br label %search.feature.header225

search.feature.exit227:                           ; preds = %search.feature.header225
  %784 = load float, ptr %fold_value220, align 4
  %785 = fcmp oge float %784, %top_p
  %786 = select i1 %785, i32 %candidate219, i32 %771
  store i32 %786, ptr %search_hi214, align 4
  %787 = add i64 %search.key_bit218, 1
  br label %search.key_bit.header215

search.index_bit.header234:                       ; preds = %search.feature.exit246, %search.key_bit.exit217
  %search.index_bit237 = phi i64 [ 0, %search.key_bit.exit217 ], [ %818, %search.feature.exit246 ]
  %788 = icmp ult i64 %search.index_bit237, %index_bits231
  br i1 %788, label %search.index_bit.body235, label %search.index_bit.exit236

search.index_bit.body235:                         ; preds = %search.index_bit.header234
  %789 = sub i64 %index_bits231, 1
  %790 = sub i64 %789, %search.index_bit237
  %791 = shl i64 1, %790
  %792 = load i64, ptr %search_lo233, align 8
  %candidate238 = or i64 %792, %791
  store float 0.000000e+00, ptr %fold_value239, align 4
  store i64 0, ptr %fold_index240, align 8
  store i64 0, ptr %pairwise_depth243, align 8
  br label %search.feature.header244

search.index_bit.exit236:                         ; preds = %search.index_bit.header234
  %lo248 = load i64, ptr %search_lo233, align 8
  %793 = and i32 %hi229, -2147483648
  %794 = icmp ne i32 %793, 0
  %795 = and i32 %hi229, 2147483647
  %796 = xor i32 %hi229, -1
  %797 = select i1 %794, i32 %795, i32 %796
  %798 = bitcast i32 %797 to float
  store float %798, ptr %search_value200, align 4
  %799 = sub i64 %mask232, %lo248
  %search_index249 = uitofp i64 %799 to float
  store float %search_index249, ptr %search_index201, align 4
  br label %search.done213

search.feature.header244:                         ; preds = %search.feature.body245, %search.index_bit.body235
  %search.feature247 = phi i64 [ 0, %search.index_bit.body235 ], [ %814, %search.feature.body245 ]
  %800 = icmp ult i64 %search.feature247, %n_features
  br i1 %800, label %search.feature.body245, label %search.feature.exit246

search.feature.body245:                           ; preds = %search.feature.header244
  %801 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature247
  %802 = load i32, ptr addrspace(3) %801, align 4
  %803 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature247
  %804 = load float, ptr addrspace(3) %803, align 4
  %805 = icmp ugt i32 %802, %hi229
  %806 = icmp eq i32 %802, %hi229
  %807 = sub i64 %mask232, %search.feature247
  %808 = icmp uge i64 %807, %candidate238
  %809 = and i1 %806, %808
  %810 = or i1 %805, %809
  %811 = select i1 %810, float %804, float 0.000000e+00
  %812 = load float, ptr %fold_value239, align 4
  %813 = fadd float %811, %812
  store float %813, ptr %fold_value239, align 4
  %814 = add i64 %search.feature247, 1
  br label %search.feature.header244

search.feature.exit246:                           ; preds = %search.feature.header244
  %815 = load float, ptr %fold_value239, align 4
  %816 = fcmp oge float %815, %top_p
  %817 = select i1 %816, i64 %candidate238, i64 %792
  store i64 %817, ptr %search_lo233, align 8
  %818 = add i64 %search.index_bit237, 1
  br label %search.index_bit.header234

guard.skipped.then250:                            ; preds = %guard.else181
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  br label %guard.skipped.done251

guard.skipped.done251:                            ; preds = %guard.skipped.then250, %guard.else181
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done182

guard.then255:                                    ; preds = %guard.done182
  %feature258 = add i64 %lane, 0
  %valid259 = icmp ult i64 %feature258, %n_features
  %819 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid259, label %slot.then260, label %slot.done261

guard.else256:                                    ; preds = %guard.done182
  br i1 %lane0, label %guard.skipped.then287, label %guard.skipped.done288

guard.done257:                                    ; preds = %guard.skipped.done288, %fold.done275
  %not_greedy289 = icmp eq i32 %greedy, 0
  %top_p_off = fcmp uge float %top_p, 1.000000e+00
  %guard290 = and i1 %top_p_off, %not_greedy289
  br i1 %guard290, label %guard.then291, label %guard.else292

slot.then260:                                     ; preds = %guard.then255
  %820 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature258
  %821 = load float, ptr addrspace(1) %820, align 4
  %822 = fmul float %821, %inv_t
  %823 = fadd float %821, 0.000000e+00
  %824 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %825 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature262 = uitofp i64 %feature258 to float
  %826 = fcmp ogt float %823, %824
  %827 = select i1 %826, float 1.000000e+00, float 0.000000e+00
  %828 = fcmp oeq float %823, %824
  %829 = select i1 %828, float 1.000000e+00, float 0.000000e+00
  %830 = fcmp ole float %feature262, %825
  %831 = select i1 %830, float 1.000000e+00, float 0.000000e+00
  %832 = fmul float %829, %831
  %833 = fcmp ogt float %832, %827
  %max263 = select i1 %833, float %832, float %827
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
  %881 = fcmp une float %max263, 0.000000e+00
  %882 = select i1 %881, float %880, float -1.000000e+00
  %883 = fadd float %882, 0.000000e+00
  %884 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  %885 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  %feature264 = uitofp i64 %feature258 to float
  %886 = fcmp ogt float %883, %884
  %887 = select i1 %886, float 1.000000e+00, float 0.000000e+00
  %888 = fcmp oeq float %883, %884
  %889 = select i1 %888, float 1.000000e+00, float 0.000000e+00
  %890 = fcmp ole float %feature264, %885
  %891 = select i1 %890, float 1.000000e+00, float 0.000000e+00
  %892 = fmul float %889, %891
  %893 = fcmp ogt float %892, %887
  %max265 = select i1 %893, float %892, float %887
  %894 = fmul float %max263, %max265
  %895 = trunc i64 %key0 to i32
  %896 = lshr i64 %key0, 32
  %897 = trunc i64 %896 to i32
  %898 = trunc i64 %feature258 to i32
  %899 = trunc i64 %row to i32
  %900 = trunc i64 %key1 to i32
  %901 = lshr i64 %key1, 32
  %902 = trunc i64 %901 to i32
  %903 = zext i32 %898 to i64
  %904 = mul i64 3528531795, %903
  %905 = zext i32 %900 to i64
  %906 = mul i64 3449720151, %905
  %907 = lshr i64 %904, 32
  %908 = trunc i64 %907 to i32
  %909 = trunc i64 %904 to i32
  %910 = lshr i64 %906, 32
  %911 = trunc i64 %910 to i32
  %912 = trunc i64 %906 to i32
  %913 = xor i32 %911, %899
  %914 = xor i32 %913, %895
  %915 = xor i32 %908, %902
  %916 = xor i32 %915, %897
  %917 = add i32 %895, -1640531527
  %918 = add i32 %897, -1150833019
  %919 = zext i32 %914 to i64
  %920 = mul i64 3528531795, %919
  %921 = zext i32 %916 to i64
  %922 = mul i64 3449720151, %921
  %923 = lshr i64 %920, 32
  %924 = trunc i64 %923 to i32
  %925 = trunc i64 %920 to i32
  %926 = lshr i64 %922, 32
  %927 = trunc i64 %926 to i32
  %928 = trunc i64 %922 to i32
  %929 = xor i32 %927, %912
  %930 = xor i32 %929, %917
  %931 = xor i32 %924, %909
  %932 = xor i32 %931, %918
  %933 = add i32 %917, -1640531527
  %934 = add i32 %918, -1150833019
  %935 = zext i32 %930 to i64
  %936 = mul i64 3528531795, %935
  %937 = zext i32 %932 to i64
  %938 = mul i64 3449720151, %937
  %939 = lshr i64 %936, 32
  %940 = trunc i64 %939 to i32
  %941 = trunc i64 %936 to i32
  %942 = lshr i64 %938, 32
  %943 = trunc i64 %942 to i32
  %944 = trunc i64 %938 to i32
  %945 = xor i32 %943, %928
  %946 = xor i32 %945, %933
  %947 = xor i32 %940, %925
  %948 = xor i32 %947, %934
  %949 = add i32 %933, -1640531527
  %950 = add i32 %934, -1150833019
  %951 = zext i32 %946 to i64
  %952 = mul i64 3528531795, %951
  %953 = zext i32 %948 to i64
  %954 = mul i64 3449720151, %953
  %955 = lshr i64 %952, 32
  %956 = trunc i64 %955 to i32
  %957 = trunc i64 %952 to i32
  %958 = lshr i64 %954, 32
  %959 = trunc i64 %958 to i32
  %960 = trunc i64 %954 to i32
  %961 = xor i32 %959, %944
  %962 = xor i32 %961, %949
  %963 = xor i32 %956, %941
  %964 = xor i32 %963, %950
  %965 = add i32 %949, -1640531527
  %966 = add i32 %950, -1150833019
  %967 = zext i32 %962 to i64
  %968 = mul i64 3528531795, %967
  %969 = zext i32 %964 to i64
  %970 = mul i64 3449720151, %969
  %971 = lshr i64 %968, 32
  %972 = trunc i64 %971 to i32
  %973 = trunc i64 %968 to i32
  %974 = lshr i64 %970, 32
  %975 = trunc i64 %974 to i32
  %976 = trunc i64 %970 to i32
  %977 = xor i32 %975, %960
  %978 = xor i32 %977, %965
  %979 = xor i32 %972, %957
  %980 = xor i32 %979, %966
  %981 = add i32 %965, -1640531527
  %982 = add i32 %966, -1150833019
  %983 = zext i32 %978 to i64
  %984 = mul i64 3528531795, %983
  %985 = zext i32 %980 to i64
  %986 = mul i64 3449720151, %985
  %987 = lshr i64 %984, 32
  %988 = trunc i64 %987 to i32
  %989 = trunc i64 %984 to i32
  %990 = lshr i64 %986, 32
  %991 = trunc i64 %990 to i32
  %992 = trunc i64 %986 to i32
  %993 = xor i32 %991, %976
  %994 = xor i32 %993, %981
  %995 = xor i32 %988, %973
  %996 = xor i32 %995, %982
  %997 = add i32 %981, -1640531527
  %998 = add i32 %982, -1150833019
  %999 = zext i32 %994 to i64
  %1000 = mul i64 3528531795, %999
  %1001 = zext i32 %996 to i64
  %1002 = mul i64 3449720151, %1001
  %1003 = lshr i64 %1000, 32
  %1004 = trunc i64 %1003 to i32
  %1005 = trunc i64 %1000 to i32
  %1006 = lshr i64 %1002, 32
  %1007 = trunc i64 %1006 to i32
  %1008 = trunc i64 %1002 to i32
  %1009 = xor i32 %1007, %992
  %1010 = xor i32 %1009, %997
  %1011 = xor i32 %1004, %989
  %1012 = xor i32 %1011, %998
  %1013 = add i32 %997, -1640531527
  %1014 = add i32 %998, -1150833019
  %1015 = zext i32 %1010 to i64
  %1016 = mul i64 3528531795, %1015
  %1017 = zext i32 %1012 to i64
  %1018 = mul i64 3449720151, %1017
  %1019 = lshr i64 %1016, 32
  %1020 = trunc i64 %1019 to i32
  %1021 = trunc i64 %1016 to i32
  %1022 = lshr i64 %1018, 32
  %1023 = trunc i64 %1022 to i32
  %1024 = trunc i64 %1018 to i32
  %1025 = xor i32 %1023, %1008
  %1026 = xor i32 %1025, %1013
  %1027 = xor i32 %1020, %1005
  %1028 = xor i32 %1027, %1014
  %1029 = add i32 %1013, -1640531527
  %1030 = add i32 %1014, -1150833019
  %1031 = zext i32 %1026 to i64
  %1032 = mul i64 3528531795, %1031
  %1033 = zext i32 %1028 to i64
  %1034 = mul i64 3449720151, %1033
  %1035 = lshr i64 %1032, 32
  %1036 = trunc i64 %1035 to i32
  %1037 = trunc i64 %1032 to i32
  %1038 = lshr i64 %1034, 32
  %1039 = trunc i64 %1038 to i32
  %1040 = trunc i64 %1034 to i32
  %1041 = xor i32 %1039, %1024
  %1042 = xor i32 %1041, %1029
  %1043 = xor i32 %1036, %1021
  %1044 = xor i32 %1043, %1030
  %1045 = add i32 %1029, -1640531527
  %1046 = add i32 %1030, -1150833019
  %1047 = zext i32 %1042 to i64
  %1048 = mul i64 3528531795, %1047
  %1049 = zext i32 %1044 to i64
  %1050 = mul i64 3449720151, %1049
  %1051 = lshr i64 %1048, 32
  %1052 = trunc i64 %1051 to i32
  %1053 = trunc i64 %1048 to i32
  %1054 = lshr i64 %1050, 32
  %1055 = trunc i64 %1054 to i32
  %1056 = trunc i64 %1050 to i32
  %1057 = xor i32 %1055, %1040
  %1058 = xor i32 %1057, %1045
  %1059 = xor i32 %1052, %1037
  %1060 = xor i32 %1059, %1046
  %1061 = uitofp i32 %1058 to double
  %1062 = fadd double %1061, 5.000000e-01
  %1063 = fmul double %1062, 0x3DF0000000000000
  %1064 = bitcast double %1063 to i64
  %1065 = lshr i64 %1064, 32
  %1066 = add i64 %1065, 614242
  %1067 = lshr i64 %1066, 20
  %1068 = sub i64 %1067, 1023
  %1069 = and i64 %1066, 1048575
  %1070 = add i64 %1069, 1072079006
  %1071 = shl i64 %1070, 32
  %1072 = and i64 %1064, 4294967295
  %1073 = or i64 %1071, %1072
  %1074 = bitcast i64 %1073 to double
  %1075 = fsub double %1074, 1.000000e+00
  %1076 = fmul double 5.000000e-01, %1075
  %1077 = fmul double %1076, %1075
  %1078 = fadd double 2.000000e+00, %1075
  %1079 = fdiv double %1075, %1078
  %1080 = fmul double %1079, %1079
  %1081 = fmul double %1080, %1080
  %1082 = fmul double %1081, 0x3FC39A09D078C69F
  %1083 = fadd double 0x3FCC71C51D8E78AF, %1082
  %1084 = fmul double %1081, %1083
  %1085 = fadd double 0x3FD999999997FA04, %1084
  %1086 = fmul double %1081, %1085
  %1087 = fmul double %1081, 0x3FC2F112DF3E5244
  %1088 = fadd double 0x3FC7466496CB03DE, %1087
  %1089 = fmul double %1081, %1088
  %1090 = fadd double 0x3FD2492494229359, %1089
  %1091 = fmul double %1081, %1090
  %1092 = fadd double 0x3FE5555555555593, %1091
  %1093 = fmul double %1080, %1092
  %1094 = fadd double %1093, %1086
  %1095 = sitofp i64 %1068 to double
  %1096 = fadd double %1077, %1094
  %1097 = fmul double %1079, %1096
  %1098 = fmul double %1095, 0x3DEA39EF35793C76
  %1099 = fadd double %1097, %1098
  %1100 = fsub double %1099, %1077
  %1101 = fadd double %1100, %1075
  %1102 = fmul double %1095, 0x3FE62E42FEE00000
  %1103 = fadd double %1101, %1102
  %1104 = fneg double %1103
  %1105 = bitcast double %1104 to i64
  %1106 = lshr i64 %1105, 32
  %1107 = add i64 %1106, 614242
  %1108 = lshr i64 %1107, 20
  %1109 = sub i64 %1108, 1023
  %1110 = and i64 %1107, 1048575
  %1111 = add i64 %1110, 1072079006
  %1112 = shl i64 %1111, 32
  %1113 = and i64 %1105, 4294967295
  %1114 = or i64 %1112, %1113
  %1115 = bitcast i64 %1114 to double
  %1116 = fsub double %1115, 1.000000e+00
  %1117 = fmul double 5.000000e-01, %1116
  %1118 = fmul double %1117, %1116
  %1119 = fadd double 2.000000e+00, %1116
  %1120 = fdiv double %1116, %1119
  %1121 = fmul double %1120, %1120
  %1122 = fmul double %1121, %1121
  %1123 = fmul double %1122, 0x3FC39A09D078C69F
  %1124 = fadd double 0x3FCC71C51D8E78AF, %1123
  %1125 = fmul double %1122, %1124
  %1126 = fadd double 0x3FD999999997FA04, %1125
  %1127 = fmul double %1122, %1126
  %1128 = fmul double %1122, 0x3FC2F112DF3E5244
  %1129 = fadd double 0x3FC7466496CB03DE, %1128
  %1130 = fmul double %1122, %1129
  %1131 = fadd double 0x3FD2492494229359, %1130
  %1132 = fmul double %1122, %1131
  %1133 = fadd double 0x3FE5555555555593, %1132
  %1134 = fmul double %1121, %1133
  %1135 = fadd double %1134, %1127
  %1136 = sitofp i64 %1109 to double
  %1137 = fadd double %1118, %1135
  %1138 = fmul double %1120, %1137
  %1139 = fmul double %1136, 0x3DEA39EF35793C76
  %1140 = fadd double %1138, %1139
  %1141 = fsub double %1140, %1118
  %1142 = fadd double %1141, %1116
  %1143 = fmul double %1136, 0x3FE62E42FEE00000
  %1144 = fadd double %1142, %1143
  %1145 = fneg double %1144
  %1146 = fptrunc double %1145 to float
  %1147 = fadd float %822, %1146
  %1148 = fcmp une float %894, 0.000000e+00
  %1149 = select i1 %1148, float %1147, float 0xFFF0000000000000
  %1150 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature258
  store float %1149, ptr addrspace(3) %1150, align 4
  br label %slot.done261

slot.done261:                                     ; preds = %slot.then260, %guard.then255
  %feature266 = add i64 %lane, 1024
  %valid267 = icmp ult i64 %feature266, %n_features
  %1151 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid267, label %slot.then268, label %slot.done269

slot.then268:                                     ; preds = %slot.done261
  %1152 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature266
  %1153 = load float, ptr addrspace(1) %1152, align 4
  %1154 = fmul float %1153, %inv_t
  %1155 = fadd float %1153, 0.000000e+00
  %1156 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %1157 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature270 = uitofp i64 %feature266 to float
  %1158 = fcmp ogt float %1155, %1156
  %1159 = select i1 %1158, float 1.000000e+00, float 0.000000e+00
  %1160 = fcmp oeq float %1155, %1156
  %1161 = select i1 %1160, float 1.000000e+00, float 0.000000e+00
  %1162 = fcmp ole float %feature270, %1157
  %1163 = select i1 %1162, float 1.000000e+00, float 0.000000e+00
  %1164 = fmul float %1161, %1163
  %1165 = fcmp ogt float %1164, %1159
  %max271 = select i1 %1165, float %1164, float %1159
  %1166 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %1167 = fsub float %1154, %1166
  %1168 = fcmp olt float %1167, -1.040000e+02
  %1169 = select i1 %1168, float -1.040000e+02, float %1167
  %1170 = fcmp olt float 8.900000e+01, %1169
  %1171 = select i1 %1170, float 8.900000e+01, float %1169
  %1172 = fmul float %1171, 0x3FF7154760000000
  %1173 = fadd float %1172, 0x4168000000000000
  %1174 = fsub float %1173, 0x4168000000000000
  %1175 = bitcast float %1173 to i32
  %1176 = sub i32 %1175, 1262485504
  %1177 = fmul float %1174, 0x3FE62E4000000000
  %1178 = fsub float %1171, %1177
  %1179 = fmul float %1174, 0x3EB7F7D1C0000000
  %1180 = fsub float %1178, %1179
  %1181 = fmul float %1180, %1180
  %1182 = fmul float %1181, 0x3E66376980000000
  %1183 = fadd float 0xBEBBBD41C0000000, %1182
  %1184 = fmul float %1181, %1183
  %1185 = fadd float 0x3F11566AA0000000, %1184
  %1186 = fmul float %1181, %1185
  %1187 = fadd float 0xBF66C16C20000000, %1186
  %1188 = fmul float %1181, %1187
  %1189 = fadd float 0x3FC5555560000000, %1188
  %1190 = fmul float %1181, %1189
  %1191 = fsub float %1180, %1190
  %1192 = fmul float %1180, %1191
  %1193 = fsub float 2.000000e+00, %1191
  %1194 = fdiv float %1192, %1193
  %1195 = fsub float %1179, %1194
  %1196 = fsub float %1195, %1178
  %1197 = fsub float 1.000000e+00, %1196
  %1198 = add i32 %1176, 256
  %1199 = lshr i32 %1198, 1
  %1200 = sub i32 %1199, 1
  %1201 = add i32 %1176, 255
  %1202 = sub i32 %1201, %1199
  %1203 = shl i32 %1200, 23
  %1204 = shl i32 %1202, 23
  %1205 = bitcast i32 %1203 to float
  %1206 = bitcast i32 %1204 to float
  %1207 = fmul float %1197, %1205
  %1208 = fmul float %1207, %1206
  %1209 = fcmp uno float %1167, %1167
  %1210 = select i1 %1209, float 0x7FF8000000000000, float %1208
  %1211 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %1212 = fdiv float %1210, %1211
  %1213 = fcmp une float %max271, 0.000000e+00
  %1214 = select i1 %1213, float %1212, float -1.000000e+00
  %1215 = fadd float %1214, 0.000000e+00
  %1216 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  %1217 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  %feature272 = uitofp i64 %feature266 to float
  %1218 = fcmp ogt float %1215, %1216
  %1219 = select i1 %1218, float 1.000000e+00, float 0.000000e+00
  %1220 = fcmp oeq float %1215, %1216
  %1221 = select i1 %1220, float 1.000000e+00, float 0.000000e+00
  %1222 = fcmp ole float %feature272, %1217
  %1223 = select i1 %1222, float 1.000000e+00, float 0.000000e+00
  %1224 = fmul float %1221, %1223
  %1225 = fcmp ogt float %1224, %1219
  %max273 = select i1 %1225, float %1224, float %1219
  %1226 = fmul float %max271, %max273
  %1227 = trunc i64 %key0 to i32
  %1228 = lshr i64 %key0, 32
  %1229 = trunc i64 %1228 to i32
  %1230 = trunc i64 %feature266 to i32
  %1231 = trunc i64 %row to i32
  %1232 = trunc i64 %key1 to i32
  %1233 = lshr i64 %key1, 32
  %1234 = trunc i64 %1233 to i32
  %1235 = zext i32 %1230 to i64
  %1236 = mul i64 3528531795, %1235
  %1237 = zext i32 %1232 to i64
  %1238 = mul i64 3449720151, %1237
  %1239 = lshr i64 %1236, 32
  %1240 = trunc i64 %1239 to i32
  %1241 = trunc i64 %1236 to i32
  %1242 = lshr i64 %1238, 32
  %1243 = trunc i64 %1242 to i32
  %1244 = trunc i64 %1238 to i32
  %1245 = xor i32 %1243, %1231
  %1246 = xor i32 %1245, %1227
  %1247 = xor i32 %1240, %1234
  %1248 = xor i32 %1247, %1229
  %1249 = add i32 %1227, -1640531527
  %1250 = add i32 %1229, -1150833019
  %1251 = zext i32 %1246 to i64
  %1252 = mul i64 3528531795, %1251
  %1253 = zext i32 %1248 to i64
  %1254 = mul i64 3449720151, %1253
  %1255 = lshr i64 %1252, 32
  %1256 = trunc i64 %1255 to i32
  %1257 = trunc i64 %1252 to i32
  %1258 = lshr i64 %1254, 32
  %1259 = trunc i64 %1258 to i32
  %1260 = trunc i64 %1254 to i32
  %1261 = xor i32 %1259, %1244
  %1262 = xor i32 %1261, %1249
  %1263 = xor i32 %1256, %1241
  %1264 = xor i32 %1263, %1250
  %1265 = add i32 %1249, -1640531527
  %1266 = add i32 %1250, -1150833019
  %1267 = zext i32 %1262 to i64
  %1268 = mul i64 3528531795, %1267
  %1269 = zext i32 %1264 to i64
  %1270 = mul i64 3449720151, %1269
  %1271 = lshr i64 %1268, 32
  %1272 = trunc i64 %1271 to i32
  %1273 = trunc i64 %1268 to i32
  %1274 = lshr i64 %1270, 32
  %1275 = trunc i64 %1274 to i32
  %1276 = trunc i64 %1270 to i32
  %1277 = xor i32 %1275, %1260
  %1278 = xor i32 %1277, %1265
  %1279 = xor i32 %1272, %1257
  %1280 = xor i32 %1279, %1266
  %1281 = add i32 %1265, -1640531527
  %1282 = add i32 %1266, -1150833019
  %1283 = zext i32 %1278 to i64
  %1284 = mul i64 3528531795, %1283
  %1285 = zext i32 %1280 to i64
  %1286 = mul i64 3449720151, %1285
  %1287 = lshr i64 %1284, 32
  %1288 = trunc i64 %1287 to i32
  %1289 = trunc i64 %1284 to i32
  %1290 = lshr i64 %1286, 32
  %1291 = trunc i64 %1290 to i32
  %1292 = trunc i64 %1286 to i32
  %1293 = xor i32 %1291, %1276
  %1294 = xor i32 %1293, %1281
  %1295 = xor i32 %1288, %1273
  %1296 = xor i32 %1295, %1282
  %1297 = add i32 %1281, -1640531527
  %1298 = add i32 %1282, -1150833019
  %1299 = zext i32 %1294 to i64
  %1300 = mul i64 3528531795, %1299
  %1301 = zext i32 %1296 to i64
  %1302 = mul i64 3449720151, %1301
  %1303 = lshr i64 %1300, 32
  %1304 = trunc i64 %1303 to i32
  %1305 = trunc i64 %1300 to i32
  %1306 = lshr i64 %1302, 32
  %1307 = trunc i64 %1306 to i32
  %1308 = trunc i64 %1302 to i32
  %1309 = xor i32 %1307, %1292
  %1310 = xor i32 %1309, %1297
  %1311 = xor i32 %1304, %1289
  %1312 = xor i32 %1311, %1298
  %1313 = add i32 %1297, -1640531527
  %1314 = add i32 %1298, -1150833019
  %1315 = zext i32 %1310 to i64
  %1316 = mul i64 3528531795, %1315
  %1317 = zext i32 %1312 to i64
  %1318 = mul i64 3449720151, %1317
  %1319 = lshr i64 %1316, 32
  %1320 = trunc i64 %1319 to i32
  %1321 = trunc i64 %1316 to i32
  %1322 = lshr i64 %1318, 32
  %1323 = trunc i64 %1322 to i32
  %1324 = trunc i64 %1318 to i32
  %1325 = xor i32 %1323, %1308
  %1326 = xor i32 %1325, %1313
  %1327 = xor i32 %1320, %1305
  %1328 = xor i32 %1327, %1314
  %1329 = add i32 %1313, -1640531527
  %1330 = add i32 %1314, -1150833019
  %1331 = zext i32 %1326 to i64
  %1332 = mul i64 3528531795, %1331
  %1333 = zext i32 %1328 to i64
  %1334 = mul i64 3449720151, %1333
  %1335 = lshr i64 %1332, 32
  %1336 = trunc i64 %1335 to i32
  %1337 = trunc i64 %1332 to i32
  %1338 = lshr i64 %1334, 32
  %1339 = trunc i64 %1338 to i32
  %1340 = trunc i64 %1334 to i32
  %1341 = xor i32 %1339, %1324
  %1342 = xor i32 %1341, %1329
  %1343 = xor i32 %1336, %1321
  %1344 = xor i32 %1343, %1330
  %1345 = add i32 %1329, -1640531527
  %1346 = add i32 %1330, -1150833019
  %1347 = zext i32 %1342 to i64
  %1348 = mul i64 3528531795, %1347
  %1349 = zext i32 %1344 to i64
  %1350 = mul i64 3449720151, %1349
  %1351 = lshr i64 %1348, 32
  %1352 = trunc i64 %1351 to i32
  %1353 = trunc i64 %1348 to i32
  %1354 = lshr i64 %1350, 32
  %1355 = trunc i64 %1354 to i32
  %1356 = trunc i64 %1350 to i32
  %1357 = xor i32 %1355, %1340
  %1358 = xor i32 %1357, %1345
  %1359 = xor i32 %1352, %1337
  %1360 = xor i32 %1359, %1346
  %1361 = add i32 %1345, -1640531527
  %1362 = add i32 %1346, -1150833019
  %1363 = zext i32 %1358 to i64
  %1364 = mul i64 3528531795, %1363
  %1365 = zext i32 %1360 to i64
  %1366 = mul i64 3449720151, %1365
  %1367 = lshr i64 %1364, 32
  %1368 = trunc i64 %1367 to i32
  %1369 = trunc i64 %1364 to i32
  %1370 = lshr i64 %1366, 32
  %1371 = trunc i64 %1370 to i32
  %1372 = trunc i64 %1366 to i32
  %1373 = xor i32 %1371, %1356
  %1374 = xor i32 %1373, %1361
  %1375 = xor i32 %1368, %1353
  %1376 = xor i32 %1375, %1362
  %1377 = add i32 %1361, -1640531527
  %1378 = add i32 %1362, -1150833019
  %1379 = zext i32 %1374 to i64
  %1380 = mul i64 3528531795, %1379
  %1381 = zext i32 %1376 to i64
  %1382 = mul i64 3449720151, %1381
  %1383 = lshr i64 %1380, 32
  %1384 = trunc i64 %1383 to i32
  %1385 = trunc i64 %1380 to i32
  %1386 = lshr i64 %1382, 32
  %1387 = trunc i64 %1386 to i32
  %1388 = trunc i64 %1382 to i32
  %1389 = xor i32 %1387, %1372
  %1390 = xor i32 %1389, %1377
  %1391 = xor i32 %1384, %1369
  %1392 = xor i32 %1391, %1378
  %1393 = uitofp i32 %1390 to double
  %1394 = fadd double %1393, 5.000000e-01
  %1395 = fmul double %1394, 0x3DF0000000000000
  %1396 = bitcast double %1395 to i64
  %1397 = lshr i64 %1396, 32
  %1398 = add i64 %1397, 614242
  %1399 = lshr i64 %1398, 20
  %1400 = sub i64 %1399, 1023
  %1401 = and i64 %1398, 1048575
  %1402 = add i64 %1401, 1072079006
  %1403 = shl i64 %1402, 32
  %1404 = and i64 %1396, 4294967295
  %1405 = or i64 %1403, %1404
  %1406 = bitcast i64 %1405 to double
  %1407 = fsub double %1406, 1.000000e+00
  %1408 = fmul double 5.000000e-01, %1407
  %1409 = fmul double %1408, %1407
  %1410 = fadd double 2.000000e+00, %1407
  %1411 = fdiv double %1407, %1410
  %1412 = fmul double %1411, %1411
  %1413 = fmul double %1412, %1412
  %1414 = fmul double %1413, 0x3FC39A09D078C69F
  %1415 = fadd double 0x3FCC71C51D8E78AF, %1414
  %1416 = fmul double %1413, %1415
  %1417 = fadd double 0x3FD999999997FA04, %1416
  %1418 = fmul double %1413, %1417
  %1419 = fmul double %1413, 0x3FC2F112DF3E5244
  %1420 = fadd double 0x3FC7466496CB03DE, %1419
  %1421 = fmul double %1413, %1420
  %1422 = fadd double 0x3FD2492494229359, %1421
  %1423 = fmul double %1413, %1422
  %1424 = fadd double 0x3FE5555555555593, %1423
  %1425 = fmul double %1412, %1424
  %1426 = fadd double %1425, %1418
  %1427 = sitofp i64 %1400 to double
  %1428 = fadd double %1409, %1426
  %1429 = fmul double %1411, %1428
  %1430 = fmul double %1427, 0x3DEA39EF35793C76
  %1431 = fadd double %1429, %1430
  %1432 = fsub double %1431, %1409
  %1433 = fadd double %1432, %1407
  %1434 = fmul double %1427, 0x3FE62E42FEE00000
  %1435 = fadd double %1433, %1434
  %1436 = fneg double %1435
  %1437 = bitcast double %1436 to i64
  %1438 = lshr i64 %1437, 32
  %1439 = add i64 %1438, 614242
  %1440 = lshr i64 %1439, 20
  %1441 = sub i64 %1440, 1023
  %1442 = and i64 %1439, 1048575
  %1443 = add i64 %1442, 1072079006
  %1444 = shl i64 %1443, 32
  %1445 = and i64 %1437, 4294967295
  %1446 = or i64 %1444, %1445
  %1447 = bitcast i64 %1446 to double
  %1448 = fsub double %1447, 1.000000e+00
  %1449 = fmul double 5.000000e-01, %1448
  %1450 = fmul double %1449, %1448
  %1451 = fadd double 2.000000e+00, %1448
  %1452 = fdiv double %1448, %1451
  %1453 = fmul double %1452, %1452
  %1454 = fmul double %1453, %1453
  %1455 = fmul double %1454, 0x3FC39A09D078C69F
  %1456 = fadd double 0x3FCC71C51D8E78AF, %1455
  %1457 = fmul double %1454, %1456
  %1458 = fadd double 0x3FD999999997FA04, %1457
  %1459 = fmul double %1454, %1458
  %1460 = fmul double %1454, 0x3FC2F112DF3E5244
  %1461 = fadd double 0x3FC7466496CB03DE, %1460
  %1462 = fmul double %1454, %1461
  %1463 = fadd double 0x3FD2492494229359, %1462
  %1464 = fmul double %1454, %1463
  %1465 = fadd double 0x3FE5555555555593, %1464
  %1466 = fmul double %1453, %1465
  %1467 = fadd double %1466, %1459
  %1468 = sitofp i64 %1441 to double
  %1469 = fadd double %1450, %1467
  %1470 = fmul double %1452, %1469
  %1471 = fmul double %1468, 0x3DEA39EF35793C76
  %1472 = fadd double %1470, %1471
  %1473 = fsub double %1472, %1450
  %1474 = fadd double %1473, %1448
  %1475 = fmul double %1468, 0x3FE62E42FEE00000
  %1476 = fadd double %1474, %1475
  %1477 = fneg double %1476
  %1478 = fptrunc double %1477 to float
  %1479 = fadd float %1154, %1478
  %1480 = fcmp une float %1226, 0.000000e+00
  %1481 = select i1 %1480, float %1479, float 0xFFF0000000000000
  %1482 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature266
  store float %1481, ptr addrspace(3) %1482, align 4
  br label %slot.done269

slot.done269:                                     ; preds = %slot.then268, %slot.done261
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then274, label %fold.done275

fold.then274:                                     ; preds = %slot.done269
  store float 0xFFF0000000000000, ptr %fold_value276, align 4
  store i64 0, ptr %fold_index277, align 8
  store i64 0, ptr %pairwise_depth280, align 8
  br label %fold.header281

fold.done275:                                     ; preds = %fold.exit283, %slot.done269
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done257

fold.header281:                                   ; preds = %fold.body282, %fold.then274
  %fold284 = phi i64 [ 0, %fold.then274 ], [ %1494, %fold.body282 ]
  %1483 = icmp ult i64 %fold284, %n_features
  br i1 %1483, label %fold.body282, label %fold.exit283

fold.body282:                                     ; preds = %fold.header281
  %1484 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold284
  %1485 = load float, ptr addrspace(3) %1484, align 4
  %1486 = load float, ptr %fold_value276, align 4
  %1487 = fcmp ogt float %1485, %1486
  %1488 = fcmp uno float %1485, %1485
  %1489 = fcmp ord float %1486, %1486
  %1490 = and i1 %1488, %1489
  %take285 = or i1 %1487, %1490
  %1491 = select i1 %take285, float %1485, float %1486
  store float %1491, ptr %fold_value276, align 4
  %1492 = load i64, ptr %fold_index277, align 8
  %1493 = select i1 %take285, i64 %fold284, i64 %1492
  store i64 %1493, ptr %fold_index277, align 8
  %1494 = add i64 %fold284, 1
  br label %fold.header281

fold.exit283:                                     ; preds = %fold.header281
  %1495 = load i64, ptr %fold_index277, align 8
  %argmax286 = uitofp i64 %1495 to float
  store float %argmax286, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  br label %fold.done275

guard.skipped.then287:                            ; preds = %guard.else256
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  br label %guard.skipped.done288

guard.skipped.done288:                            ; preds = %guard.skipped.then287, %guard.else256
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done257

guard.then291:                                    ; preds = %guard.done257
  %feature294 = add i64 %lane, 0
  %valid295 = icmp ult i64 %feature294, %n_features
  %1496 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid295, label %slot.then296, label %slot.done297

guard.else292:                                    ; preds = %guard.done257
  br i1 %lane0, label %guard.skipped.then319, label %guard.skipped.done320

guard.done293:                                    ; preds = %guard.skipped.done320, %fold.done307
  %feature321 = add i64 %lane, 0
  %valid322 = icmp ult i64 %feature321, %n_features
  %1497 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

slot.then296:                                     ; preds = %guard.then291
  %1498 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature294
  %1499 = load float, ptr addrspace(1) %1498, align 4
  %1500 = fmul float %1499, %inv_t
  %1501 = fadd float %1499, 0.000000e+00
  %1502 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %1503 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature298 = uitofp i64 %feature294 to float
  %1504 = fcmp ogt float %1501, %1502
  %1505 = select i1 %1504, float 1.000000e+00, float 0.000000e+00
  %1506 = fcmp oeq float %1501, %1502
  %1507 = select i1 %1506, float 1.000000e+00, float 0.000000e+00
  %1508 = fcmp ole float %feature298, %1503
  %1509 = select i1 %1508, float 1.000000e+00, float 0.000000e+00
  %1510 = fmul float %1507, %1509
  %1511 = fcmp ogt float %1510, %1505
  %max299 = select i1 %1511, float %1510, float %1505
  %1512 = trunc i64 %key0 to i32
  %1513 = lshr i64 %key0, 32
  %1514 = trunc i64 %1513 to i32
  %1515 = trunc i64 %feature294 to i32
  %1516 = trunc i64 %row to i32
  %1517 = trunc i64 %key1 to i32
  %1518 = lshr i64 %key1, 32
  %1519 = trunc i64 %1518 to i32
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
  %1530 = xor i32 %1528, %1516
  %1531 = xor i32 %1530, %1512
  %1532 = xor i32 %1525, %1519
  %1533 = xor i32 %1532, %1514
  %1534 = add i32 %1512, -1640531527
  %1535 = add i32 %1514, -1150833019
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
  %1598 = add i32 %1582, -1640531527
  %1599 = add i32 %1583, -1150833019
  %1600 = zext i32 %1595 to i64
  %1601 = mul i64 3528531795, %1600
  %1602 = zext i32 %1597 to i64
  %1603 = mul i64 3449720151, %1602
  %1604 = lshr i64 %1601, 32
  %1605 = trunc i64 %1604 to i32
  %1606 = trunc i64 %1601 to i32
  %1607 = lshr i64 %1603, 32
  %1608 = trunc i64 %1607 to i32
  %1609 = trunc i64 %1603 to i32
  %1610 = xor i32 %1608, %1593
  %1611 = xor i32 %1610, %1598
  %1612 = xor i32 %1605, %1590
  %1613 = xor i32 %1612, %1599
  %1614 = add i32 %1598, -1640531527
  %1615 = add i32 %1599, -1150833019
  %1616 = zext i32 %1611 to i64
  %1617 = mul i64 3528531795, %1616
  %1618 = zext i32 %1613 to i64
  %1619 = mul i64 3449720151, %1618
  %1620 = lshr i64 %1617, 32
  %1621 = trunc i64 %1620 to i32
  %1622 = trunc i64 %1617 to i32
  %1623 = lshr i64 %1619, 32
  %1624 = trunc i64 %1623 to i32
  %1625 = trunc i64 %1619 to i32
  %1626 = xor i32 %1624, %1609
  %1627 = xor i32 %1626, %1614
  %1628 = xor i32 %1621, %1606
  %1629 = xor i32 %1628, %1615
  %1630 = add i32 %1614, -1640531527
  %1631 = add i32 %1615, -1150833019
  %1632 = zext i32 %1627 to i64
  %1633 = mul i64 3528531795, %1632
  %1634 = zext i32 %1629 to i64
  %1635 = mul i64 3449720151, %1634
  %1636 = lshr i64 %1633, 32
  %1637 = trunc i64 %1636 to i32
  %1638 = trunc i64 %1633 to i32
  %1639 = lshr i64 %1635, 32
  %1640 = trunc i64 %1639 to i32
  %1641 = trunc i64 %1635 to i32
  %1642 = xor i32 %1640, %1625
  %1643 = xor i32 %1642, %1630
  %1644 = xor i32 %1637, %1622
  %1645 = xor i32 %1644, %1631
  %1646 = add i32 %1630, -1640531527
  %1647 = add i32 %1631, -1150833019
  %1648 = zext i32 %1643 to i64
  %1649 = mul i64 3528531795, %1648
  %1650 = zext i32 %1645 to i64
  %1651 = mul i64 3449720151, %1650
  %1652 = lshr i64 %1649, 32
  %1653 = trunc i64 %1652 to i32
  %1654 = trunc i64 %1649 to i32
  %1655 = lshr i64 %1651, 32
  %1656 = trunc i64 %1655 to i32
  %1657 = trunc i64 %1651 to i32
  %1658 = xor i32 %1656, %1641
  %1659 = xor i32 %1658, %1646
  %1660 = xor i32 %1653, %1638
  %1661 = xor i32 %1660, %1647
  %1662 = add i32 %1646, -1640531527
  %1663 = add i32 %1647, -1150833019
  %1664 = zext i32 %1659 to i64
  %1665 = mul i64 3528531795, %1664
  %1666 = zext i32 %1661 to i64
  %1667 = mul i64 3449720151, %1666
  %1668 = lshr i64 %1665, 32
  %1669 = trunc i64 %1668 to i32
  %1670 = trunc i64 %1665 to i32
  %1671 = lshr i64 %1667, 32
  %1672 = trunc i64 %1671 to i32
  %1673 = trunc i64 %1667 to i32
  %1674 = xor i32 %1672, %1657
  %1675 = xor i32 %1674, %1662
  %1676 = xor i32 %1669, %1654
  %1677 = xor i32 %1676, %1663
  %1678 = uitofp i32 %1675 to double
  %1679 = fadd double %1678, 5.000000e-01
  %1680 = fmul double %1679, 0x3DF0000000000000
  %1681 = bitcast double %1680 to i64
  %1682 = lshr i64 %1681, 32
  %1683 = add i64 %1682, 614242
  %1684 = lshr i64 %1683, 20
  %1685 = sub i64 %1684, 1023
  %1686 = and i64 %1683, 1048575
  %1687 = add i64 %1686, 1072079006
  %1688 = shl i64 %1687, 32
  %1689 = and i64 %1681, 4294967295
  %1690 = or i64 %1688, %1689
  %1691 = bitcast i64 %1690 to double
  %1692 = fsub double %1691, 1.000000e+00
  %1693 = fmul double 5.000000e-01, %1692
  %1694 = fmul double %1693, %1692
  %1695 = fadd double 2.000000e+00, %1692
  %1696 = fdiv double %1692, %1695
  %1697 = fmul double %1696, %1696
  %1698 = fmul double %1697, %1697
  %1699 = fmul double %1698, 0x3FC39A09D078C69F
  %1700 = fadd double 0x3FCC71C51D8E78AF, %1699
  %1701 = fmul double %1698, %1700
  %1702 = fadd double 0x3FD999999997FA04, %1701
  %1703 = fmul double %1698, %1702
  %1704 = fmul double %1698, 0x3FC2F112DF3E5244
  %1705 = fadd double 0x3FC7466496CB03DE, %1704
  %1706 = fmul double %1698, %1705
  %1707 = fadd double 0x3FD2492494229359, %1706
  %1708 = fmul double %1698, %1707
  %1709 = fadd double 0x3FE5555555555593, %1708
  %1710 = fmul double %1697, %1709
  %1711 = fadd double %1710, %1703
  %1712 = sitofp i64 %1685 to double
  %1713 = fadd double %1694, %1711
  %1714 = fmul double %1696, %1713
  %1715 = fmul double %1712, 0x3DEA39EF35793C76
  %1716 = fadd double %1714, %1715
  %1717 = fsub double %1716, %1694
  %1718 = fadd double %1717, %1692
  %1719 = fmul double %1712, 0x3FE62E42FEE00000
  %1720 = fadd double %1718, %1719
  %1721 = fneg double %1720
  %1722 = bitcast double %1721 to i64
  %1723 = lshr i64 %1722, 32
  %1724 = add i64 %1723, 614242
  %1725 = lshr i64 %1724, 20
  %1726 = sub i64 %1725, 1023
  %1727 = and i64 %1724, 1048575
  %1728 = add i64 %1727, 1072079006
  %1729 = shl i64 %1728, 32
  %1730 = and i64 %1722, 4294967295
  %1731 = or i64 %1729, %1730
  %1732 = bitcast i64 %1731 to double
  %1733 = fsub double %1732, 1.000000e+00
  %1734 = fmul double 5.000000e-01, %1733
  %1735 = fmul double %1734, %1733
  %1736 = fadd double 2.000000e+00, %1733
  %1737 = fdiv double %1733, %1736
  %1738 = fmul double %1737, %1737
  %1739 = fmul double %1738, %1738
  %1740 = fmul double %1739, 0x3FC39A09D078C69F
  %1741 = fadd double 0x3FCC71C51D8E78AF, %1740
  %1742 = fmul double %1739, %1741
  %1743 = fadd double 0x3FD999999997FA04, %1742
  %1744 = fmul double %1739, %1743
  %1745 = fmul double %1739, 0x3FC2F112DF3E5244
  %1746 = fadd double 0x3FC7466496CB03DE, %1745
  %1747 = fmul double %1739, %1746
  %1748 = fadd double 0x3FD2492494229359, %1747
  %1749 = fmul double %1739, %1748
  %1750 = fadd double 0x3FE5555555555593, %1749
  %1751 = fmul double %1738, %1750
  %1752 = fadd double %1751, %1744
  %1753 = sitofp i64 %1726 to double
  %1754 = fadd double %1735, %1752
  %1755 = fmul double %1737, %1754
  %1756 = fmul double %1753, 0x3DEA39EF35793C76
  %1757 = fadd double %1755, %1756
  %1758 = fsub double %1757, %1735
  %1759 = fadd double %1758, %1733
  %1760 = fmul double %1753, 0x3FE62E42FEE00000
  %1761 = fadd double %1759, %1760
  %1762 = fneg double %1761
  %1763 = fptrunc double %1762 to float
  %1764 = fadd float %1500, %1763
  %1765 = fcmp une float %max299, 0.000000e+00
  %1766 = select i1 %1765, float %1764, float 0xFFF0000000000000
  %1767 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature294
  store float %1766, ptr addrspace(3) %1767, align 4
  br label %slot.done297

slot.done297:                                     ; preds = %slot.then296, %guard.then291
  %feature300 = add i64 %lane, 1024
  %valid301 = icmp ult i64 %feature300, %n_features
  %1768 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid301, label %slot.then302, label %slot.done303

slot.then302:                                     ; preds = %slot.done297
  %1769 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature300
  %1770 = load float, ptr addrspace(1) %1769, align 4
  %1771 = fmul float %1770, %inv_t
  %1772 = fadd float %1770, 0.000000e+00
  %1773 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %1774 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature304 = uitofp i64 %feature300 to float
  %1775 = fcmp ogt float %1772, %1773
  %1776 = select i1 %1775, float 1.000000e+00, float 0.000000e+00
  %1777 = fcmp oeq float %1772, %1773
  %1778 = select i1 %1777, float 1.000000e+00, float 0.000000e+00
  %1779 = fcmp ole float %feature304, %1774
  %1780 = select i1 %1779, float 1.000000e+00, float 0.000000e+00
  %1781 = fmul float %1778, %1780
  %1782 = fcmp ogt float %1781, %1776
  %max305 = select i1 %1782, float %1781, float %1776
  %1783 = trunc i64 %key0 to i32
  %1784 = lshr i64 %key0, 32
  %1785 = trunc i64 %1784 to i32
  %1786 = trunc i64 %feature300 to i32
  %1787 = trunc i64 %row to i32
  %1788 = trunc i64 %key1 to i32
  %1789 = lshr i64 %key1, 32
  %1790 = trunc i64 %1789 to i32
  %1791 = zext i32 %1786 to i64
  %1792 = mul i64 3528531795, %1791
  %1793 = zext i32 %1788 to i64
  %1794 = mul i64 3449720151, %1793
  %1795 = lshr i64 %1792, 32
  %1796 = trunc i64 %1795 to i32
  %1797 = trunc i64 %1792 to i32
  %1798 = lshr i64 %1794, 32
  %1799 = trunc i64 %1798 to i32
  %1800 = trunc i64 %1794 to i32
  %1801 = xor i32 %1799, %1787
  %1802 = xor i32 %1801, %1783
  %1803 = xor i32 %1796, %1790
  %1804 = xor i32 %1803, %1785
  %1805 = add i32 %1783, -1640531527
  %1806 = add i32 %1785, -1150833019
  %1807 = zext i32 %1802 to i64
  %1808 = mul i64 3528531795, %1807
  %1809 = zext i32 %1804 to i64
  %1810 = mul i64 3449720151, %1809
  %1811 = lshr i64 %1808, 32
  %1812 = trunc i64 %1811 to i32
  %1813 = trunc i64 %1808 to i32
  %1814 = lshr i64 %1810, 32
  %1815 = trunc i64 %1814 to i32
  %1816 = trunc i64 %1810 to i32
  %1817 = xor i32 %1815, %1800
  %1818 = xor i32 %1817, %1805
  %1819 = xor i32 %1812, %1797
  %1820 = xor i32 %1819, %1806
  %1821 = add i32 %1805, -1640531527
  %1822 = add i32 %1806, -1150833019
  %1823 = zext i32 %1818 to i64
  %1824 = mul i64 3528531795, %1823
  %1825 = zext i32 %1820 to i64
  %1826 = mul i64 3449720151, %1825
  %1827 = lshr i64 %1824, 32
  %1828 = trunc i64 %1827 to i32
  %1829 = trunc i64 %1824 to i32
  %1830 = lshr i64 %1826, 32
  %1831 = trunc i64 %1830 to i32
  %1832 = trunc i64 %1826 to i32
  %1833 = xor i32 %1831, %1816
  %1834 = xor i32 %1833, %1821
  %1835 = xor i32 %1828, %1813
  %1836 = xor i32 %1835, %1822
  %1837 = add i32 %1821, -1640531527
  %1838 = add i32 %1822, -1150833019
  %1839 = zext i32 %1834 to i64
  %1840 = mul i64 3528531795, %1839
  %1841 = zext i32 %1836 to i64
  %1842 = mul i64 3449720151, %1841
  %1843 = lshr i64 %1840, 32
  %1844 = trunc i64 %1843 to i32
  %1845 = trunc i64 %1840 to i32
  %1846 = lshr i64 %1842, 32
  %1847 = trunc i64 %1846 to i32
  %1848 = trunc i64 %1842 to i32
  %1849 = xor i32 %1847, %1832
  %1850 = xor i32 %1849, %1837
  %1851 = xor i32 %1844, %1829
  %1852 = xor i32 %1851, %1838
  %1853 = add i32 %1837, -1640531527
  %1854 = add i32 %1838, -1150833019
  %1855 = zext i32 %1850 to i64
  %1856 = mul i64 3528531795, %1855
  %1857 = zext i32 %1852 to i64
  %1858 = mul i64 3449720151, %1857
  %1859 = lshr i64 %1856, 32
  %1860 = trunc i64 %1859 to i32
  %1861 = trunc i64 %1856 to i32
  %1862 = lshr i64 %1858, 32
  %1863 = trunc i64 %1862 to i32
  %1864 = trunc i64 %1858 to i32
  %1865 = xor i32 %1863, %1848
  %1866 = xor i32 %1865, %1853
  %1867 = xor i32 %1860, %1845
  %1868 = xor i32 %1867, %1854
  %1869 = add i32 %1853, -1640531527
  %1870 = add i32 %1854, -1150833019
  %1871 = zext i32 %1866 to i64
  %1872 = mul i64 3528531795, %1871
  %1873 = zext i32 %1868 to i64
  %1874 = mul i64 3449720151, %1873
  %1875 = lshr i64 %1872, 32
  %1876 = trunc i64 %1875 to i32
  %1877 = trunc i64 %1872 to i32
  %1878 = lshr i64 %1874, 32
  %1879 = trunc i64 %1878 to i32
  %1880 = trunc i64 %1874 to i32
  %1881 = xor i32 %1879, %1864
  %1882 = xor i32 %1881, %1869
  %1883 = xor i32 %1876, %1861
  %1884 = xor i32 %1883, %1870
  %1885 = add i32 %1869, -1640531527
  %1886 = add i32 %1870, -1150833019
  %1887 = zext i32 %1882 to i64
  %1888 = mul i64 3528531795, %1887
  %1889 = zext i32 %1884 to i64
  %1890 = mul i64 3449720151, %1889
  %1891 = lshr i64 %1888, 32
  %1892 = trunc i64 %1891 to i32
  %1893 = trunc i64 %1888 to i32
  %1894 = lshr i64 %1890, 32
  %1895 = trunc i64 %1894 to i32
  %1896 = trunc i64 %1890 to i32
  %1897 = xor i32 %1895, %1880
  %1898 = xor i32 %1897, %1885
  %1899 = xor i32 %1892, %1877
  %1900 = xor i32 %1899, %1886
  %1901 = add i32 %1885, -1640531527
  %1902 = add i32 %1886, -1150833019
  %1903 = zext i32 %1898 to i64
  %1904 = mul i64 3528531795, %1903
  %1905 = zext i32 %1900 to i64
  %1906 = mul i64 3449720151, %1905
  %1907 = lshr i64 %1904, 32
  %1908 = trunc i64 %1907 to i32
  %1909 = trunc i64 %1904 to i32
  %1910 = lshr i64 %1906, 32
  %1911 = trunc i64 %1910 to i32
  %1912 = trunc i64 %1906 to i32
  %1913 = xor i32 %1911, %1896
  %1914 = xor i32 %1913, %1901
  %1915 = xor i32 %1908, %1893
  %1916 = xor i32 %1915, %1902
  %1917 = add i32 %1901, -1640531527
  %1918 = add i32 %1902, -1150833019
  %1919 = zext i32 %1914 to i64
  %1920 = mul i64 3528531795, %1919
  %1921 = zext i32 %1916 to i64
  %1922 = mul i64 3449720151, %1921
  %1923 = lshr i64 %1920, 32
  %1924 = trunc i64 %1923 to i32
  %1925 = trunc i64 %1920 to i32
  %1926 = lshr i64 %1922, 32
  %1927 = trunc i64 %1926 to i32
  %1928 = trunc i64 %1922 to i32
  %1929 = xor i32 %1927, %1912
  %1930 = xor i32 %1929, %1917
  %1931 = xor i32 %1924, %1909
  %1932 = xor i32 %1931, %1918
  %1933 = add i32 %1917, -1640531527
  %1934 = add i32 %1918, -1150833019
  %1935 = zext i32 %1930 to i64
  %1936 = mul i64 3528531795, %1935
  %1937 = zext i32 %1932 to i64
  %1938 = mul i64 3449720151, %1937
  %1939 = lshr i64 %1936, 32
  %1940 = trunc i64 %1939 to i32
  %1941 = trunc i64 %1936 to i32
  %1942 = lshr i64 %1938, 32
  %1943 = trunc i64 %1942 to i32
  %1944 = trunc i64 %1938 to i32
  %1945 = xor i32 %1943, %1928
  %1946 = xor i32 %1945, %1933
  %1947 = xor i32 %1940, %1925
  %1948 = xor i32 %1947, %1934
  %1949 = uitofp i32 %1946 to double
  %1950 = fadd double %1949, 5.000000e-01
  %1951 = fmul double %1950, 0x3DF0000000000000
  %1952 = bitcast double %1951 to i64
  %1953 = lshr i64 %1952, 32
  %1954 = add i64 %1953, 614242
  %1955 = lshr i64 %1954, 20
  %1956 = sub i64 %1955, 1023
  %1957 = and i64 %1954, 1048575
  %1958 = add i64 %1957, 1072079006
  %1959 = shl i64 %1958, 32
  %1960 = and i64 %1952, 4294967295
  %1961 = or i64 %1959, %1960
  %1962 = bitcast i64 %1961 to double
  %1963 = fsub double %1962, 1.000000e+00
  %1964 = fmul double 5.000000e-01, %1963
  %1965 = fmul double %1964, %1963
  %1966 = fadd double 2.000000e+00, %1963
  %1967 = fdiv double %1963, %1966
  %1968 = fmul double %1967, %1967
  %1969 = fmul double %1968, %1968
  %1970 = fmul double %1969, 0x3FC39A09D078C69F
  %1971 = fadd double 0x3FCC71C51D8E78AF, %1970
  %1972 = fmul double %1969, %1971
  %1973 = fadd double 0x3FD999999997FA04, %1972
  %1974 = fmul double %1969, %1973
  %1975 = fmul double %1969, 0x3FC2F112DF3E5244
  %1976 = fadd double 0x3FC7466496CB03DE, %1975
  %1977 = fmul double %1969, %1976
  %1978 = fadd double 0x3FD2492494229359, %1977
  %1979 = fmul double %1969, %1978
  %1980 = fadd double 0x3FE5555555555593, %1979
  %1981 = fmul double %1968, %1980
  %1982 = fadd double %1981, %1974
  %1983 = sitofp i64 %1956 to double
  %1984 = fadd double %1965, %1982
  %1985 = fmul double %1967, %1984
  %1986 = fmul double %1983, 0x3DEA39EF35793C76
  %1987 = fadd double %1985, %1986
  %1988 = fsub double %1987, %1965
  %1989 = fadd double %1988, %1963
  %1990 = fmul double %1983, 0x3FE62E42FEE00000
  %1991 = fadd double %1989, %1990
  %1992 = fneg double %1991
  %1993 = bitcast double %1992 to i64
  %1994 = lshr i64 %1993, 32
  %1995 = add i64 %1994, 614242
  %1996 = lshr i64 %1995, 20
  %1997 = sub i64 %1996, 1023
  %1998 = and i64 %1995, 1048575
  %1999 = add i64 %1998, 1072079006
  %2000 = shl i64 %1999, 32
  %2001 = and i64 %1993, 4294967295
  %2002 = or i64 %2000, %2001
  %2003 = bitcast i64 %2002 to double
  %2004 = fsub double %2003, 1.000000e+00
  %2005 = fmul double 5.000000e-01, %2004
  %2006 = fmul double %2005, %2004
  %2007 = fadd double 2.000000e+00, %2004
  %2008 = fdiv double %2004, %2007
  %2009 = fmul double %2008, %2008
  %2010 = fmul double %2009, %2009
  %2011 = fmul double %2010, 0x3FC39A09D078C69F
  %2012 = fadd double 0x3FCC71C51D8E78AF, %2011
  %2013 = fmul double %2010, %2012
  %2014 = fadd double 0x3FD999999997FA04, %2013
  %2015 = fmul double %2010, %2014
  %2016 = fmul double %2010, 0x3FC2F112DF3E5244
  %2017 = fadd double 0x3FC7466496CB03DE, %2016
  %2018 = fmul double %2010, %2017
  %2019 = fadd double 0x3FD2492494229359, %2018
  %2020 = fmul double %2010, %2019
  %2021 = fadd double 0x3FE5555555555593, %2020
  %2022 = fmul double %2009, %2021
  %2023 = fadd double %2022, %2015
  %2024 = sitofp i64 %1997 to double
  %2025 = fadd double %2006, %2023
  %2026 = fmul double %2008, %2025
  %2027 = fmul double %2024, 0x3DEA39EF35793C76
  %2028 = fadd double %2026, %2027
  %2029 = fsub double %2028, %2006
  %2030 = fadd double %2029, %2004
  %2031 = fmul double %2024, 0x3FE62E42FEE00000
  %2032 = fadd double %2030, %2031
  %2033 = fneg double %2032
  %2034 = fptrunc double %2033 to float
  %2035 = fadd float %1771, %2034
  %2036 = fcmp une float %max305, 0.000000e+00
  %2037 = select i1 %2036, float %2035, float 0xFFF0000000000000
  %2038 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature300
  store float %2037, ptr addrspace(3) %2038, align 4
  br label %slot.done303

slot.done303:                                     ; preds = %slot.then302, %slot.done297
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then306, label %fold.done307

fold.then306:                                     ; preds = %slot.done303
  store float 0xFFF0000000000000, ptr %fold_value308, align 4
  store i64 0, ptr %fold_index309, align 8
  store i64 0, ptr %pairwise_depth312, align 8
  br label %fold.header313

fold.done307:                                     ; preds = %fold.exit315, %slot.done303
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done293

fold.header313:                                   ; preds = %fold.body314, %fold.then306
  %fold316 = phi i64 [ 0, %fold.then306 ], [ %2050, %fold.body314 ]
  %2039 = icmp ult i64 %fold316, %n_features
  br i1 %2039, label %fold.body314, label %fold.exit315

fold.body314:                                     ; preds = %fold.header313
  %2040 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold316
  %2041 = load float, ptr addrspace(3) %2040, align 4
  %2042 = load float, ptr %fold_value308, align 4
  %2043 = fcmp ogt float %2041, %2042
  %2044 = fcmp uno float %2041, %2041
  %2045 = fcmp ord float %2042, %2042
  %2046 = and i1 %2044, %2045
  %take317 = or i1 %2043, %2046
  %2047 = select i1 %take317, float %2041, float %2042
  store float %2047, ptr %fold_value308, align 4
  %2048 = load i64, ptr %fold_index309, align 8
  %2049 = select i1 %take317, i64 %fold316, i64 %2048
  store i64 %2049, ptr %fold_index309, align 8
  %2050 = add i64 %fold316, 1
  br label %fold.header313

fold.exit315:                                     ; preds = %fold.header313
  %2051 = load i64, ptr %fold_index309, align 8
  %argmax318 = uitofp i64 %2051 to float
  store float %argmax318, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 12), align 4
  br label %fold.done307

guard.skipped.then319:                            ; preds = %guard.else292
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 12), align 4
  br label %guard.skipped.done320

guard.skipped.done320:                            ; preds = %guard.skipped.then319, %guard.else292
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done293

uniform_sinks.then:                               ; preds = %guard.done293
  %2052 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2053 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %2054 = fmul float %2053, 2.000000e+00
  %2055 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %2056 = fcmp oeq float %2055, 0xFFF0000000000000
  %2057 = select i1 %2056, float 1.000000e+00, float 0.000000e+00
  %2058 = fmul float %2057, 4.000000e+00
  %2059 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %2060 = fmul float %2059, 8.000000e+00
  %2061 = fadd float %2052, %2054
  %2062 = fadd float %2061, %2058
  %2063 = fadd float %2062, %2060
  %2064 = fcmp olt float %top_p, 1.000000e+00
  %2065 = select i1 %2064, float 1.000000e+00, float 0.000000e+00
  %2066 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %2067 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 12), align 4
  %2068 = fcmp une float %2065, 0.000000e+00
  %2069 = select i1 %2068, float %2066, float %2067
  %2070 = icmp ne i32 %greedy, 0
  %greedy323 = select i1 %2070, float 1.000000e+00, float 0.000000e+00
  %2071 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %2072 = fcmp une float %greedy323, 0.000000e+00
  %2073 = select i1 %2072, float %2071, float %2069
  %2074 = fcmp une float %2063, 0.000000e+00
  %2075 = select i1 %2074, float -1.000000e+00, float %2073
  %id = fptosi float %2075 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %2063 to i32
  %status324 = load i32, ptr addrspace(1) %4, align 4
  %2076 = or i32 %status324, %status_bits
  store i32 %2076, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %guard.done293
  %feature325 = add i64 %lane, 0
  %valid326 = icmp ult i64 %feature325, %n_features
  %2077 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid326, label %slot.then327, label %slot.done328

slot.then327:                                     ; preds = %uniform_sinks.done
  %2078 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2079 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %2080 = fmul float %2079, 2.000000e+00
  %2081 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %2082 = fcmp oeq float %2081, 0xFFF0000000000000
  %2083 = select i1 %2082, float 1.000000e+00, float 0.000000e+00
  %2084 = fmul float %2083, 4.000000e+00
  %2085 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %2086 = fmul float %2085, 8.000000e+00
  %2087 = fadd float %2078, %2080
  %2088 = fadd float %2087, %2084
  %2089 = fadd float %2088, %2086
  %2090 = fcmp olt float %top_p, 1.000000e+00
  %2091 = select i1 %2090, float 1.000000e+00, float 0.000000e+00
  %2092 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %2093 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 12), align 4
  %2094 = fcmp une float %2091, 0.000000e+00
  %2095 = select i1 %2094, float %2092, float %2093
  %2096 = icmp ne i32 %greedy, 0
  %greedy329 = select i1 %2096, float 1.000000e+00, float 0.000000e+00
  %2097 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %2098 = fcmp une float %greedy329, 0.000000e+00
  %2099 = select i1 %2098, float %2097, float %2095
  %2100 = fcmp une float %2089, 0.000000e+00
  %2101 = select i1 %2100, float -1.000000e+00, float %2099
  br label %slot.done328

slot.done328:                                     ; preds = %slot.then327, %uniform_sinks.done
  %feature330 = add i64 %lane, 1024
  %valid331 = icmp ult i64 %feature330, %n_features
  %2102 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid331, label %slot.then332, label %slot.done333

slot.then332:                                     ; preds = %slot.done328
  %2103 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %2104 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %2105 = fmul float %2104, 2.000000e+00
  %2106 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %2107 = fcmp oeq float %2106, 0xFFF0000000000000
  %2108 = select i1 %2107, float 1.000000e+00, float 0.000000e+00
  %2109 = fmul float %2108, 4.000000e+00
  %2110 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %2111 = fmul float %2110, 8.000000e+00
  %2112 = fadd float %2103, %2105
  %2113 = fadd float %2112, %2109
  %2114 = fadd float %2113, %2111
  %2115 = fcmp olt float %top_p, 1.000000e+00
  %2116 = select i1 %2115, float 1.000000e+00, float 0.000000e+00
  %2117 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %2118 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 12), align 4
  %2119 = fcmp une float %2116, 0.000000e+00
  %2120 = select i1 %2119, float %2117, float %2118
  %2121 = icmp ne i32 %greedy, 0
  %greedy334 = select i1 %2121, float 1.000000e+00, float 0.000000e+00
  %2122 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %2123 = fcmp une float %greedy334, 0.000000e+00
  %2124 = select i1 %2123, float %2122, float %2120
  %2125 = fcmp une float %2114, 0.000000e+00
  %2126 = select i1 %2125, float -1.000000e+00, float %2124
  br label %slot.done333

slot.done333:                                     ; preds = %slot.then332, %slot.done328
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w4096(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth426 = alloca i64, align 8
  %pairwise_levels425 = alloca [64 x i64], align 8
  %pairwise_sums424 = alloca [64 x float], align 4
  %fold_index423 = alloca i64, align 8
  %fold_value422 = alloca float, align 4
  %pairwise_depth382 = alloca i64, align 8
  %pairwise_levels381 = alloca [64 x i64], align 8
  %pairwise_sums380 = alloca [64 x float], align 4
  %fold_index379 = alloca i64, align 8
  %fold_value378 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done457, %entry
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
  %not_greedy338 = icmp eq i32 %greedy, 0
  %top_p_on339 = fcmp olt float %top_p, 1.000000e+00
  %guard340 = and i1 %top_p_on339, %not_greedy338
  br i1 %guard340, label %guard.then341, label %guard.else342

slot.then259:                                     ; preds = %guard.then254
  %924 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature257
  %925 = load float, ptr addrspace(1) %924, align 4
  %926 = fmul float %925, %inv_t
  %927 = fadd float %925, 0.000000e+00
  %928 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %929 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature261 = uitofp i64 %feature257 to float
  %930 = fcmp ogt float %927, %928
  %931 = select i1 %930, float 1.000000e+00, float 0.000000e+00
  %932 = fcmp oeq float %927, %928
  %933 = select i1 %932, float 1.000000e+00, float 0.000000e+00
  %934 = fcmp ole float %feature261, %929
  %935 = select i1 %934, float 1.000000e+00, float 0.000000e+00
  %936 = fmul float %933, %935
  %937 = fcmp ogt float %936, %931
  %max262 = select i1 %937, float %936, float %931
  %938 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %939 = fsub float %926, %938
  %940 = fcmp olt float %939, -1.040000e+02
  %941 = select i1 %940, float -1.040000e+02, float %939
  %942 = fcmp olt float 8.900000e+01, %941
  %943 = select i1 %942, float 8.900000e+01, float %941
  %944 = fmul float %943, 0x3FF7154760000000
  %945 = fadd float %944, 0x4168000000000000
  %946 = fsub float %945, 0x4168000000000000
  %947 = bitcast float %945 to i32
  %948 = sub i32 %947, 1262485504
  %949 = fmul float %946, 0x3FE62E4000000000
  %950 = fsub float %943, %949
  %951 = fmul float %946, 0x3EB7F7D1C0000000
  %952 = fsub float %950, %951
  %953 = fmul float %952, %952
  %954 = fmul float %953, 0x3E66376980000000
  %955 = fadd float 0xBEBBBD41C0000000, %954
  %956 = fmul float %953, %955
  %957 = fadd float 0x3F11566AA0000000, %956
  %958 = fmul float %953, %957
  %959 = fadd float 0xBF66C16C20000000, %958
  %960 = fmul float %953, %959
  %961 = fadd float 0x3FC5555560000000, %960
  %962 = fmul float %953, %961
  %963 = fsub float %952, %962
  %964 = fmul float %952, %963
  %965 = fsub float 2.000000e+00, %963
  %966 = fdiv float %964, %965
  %967 = fsub float %951, %966
  %968 = fsub float %967, %950
  %969 = fsub float 1.000000e+00, %968
  %970 = add i32 %948, 256
  %971 = lshr i32 %970, 1
  %972 = sub i32 %971, 1
  %973 = add i32 %948, 255
  %974 = sub i32 %973, %971
  %975 = shl i32 %972, 23
  %976 = shl i32 %974, 23
  %977 = bitcast i32 %975 to float
  %978 = bitcast i32 %976 to float
  %979 = fmul float %969, %977
  %980 = fmul float %979, %978
  %981 = fcmp uno float %939, %939
  %982 = select i1 %981, float 0x7FF8000000000000, float %980
  %983 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %984 = fdiv float %982, %983
  %985 = fcmp une float %max262, 0.000000e+00
  %986 = select i1 %985, float %984, float -1.000000e+00
  %987 = fcmp une float %max262, 0.000000e+00
  %988 = select i1 %987, float %984, float 0.000000e+00
  %989 = fadd float %986, 0.000000e+00
  %990 = bitcast float %989 to i32
  %991 = icmp ult i32 2147483647, %990
  %992 = xor i32 %990, -1
  %993 = or i32 %990, -2147483648
  %994 = select i1 %991, i32 %992, i32 %993
  %995 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature257
  store i32 %994, ptr addrspace(3) %995, align 4
  %996 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature257
  store float %988, ptr addrspace(3) %996, align 4
  br label %slot.done260

slot.done260:                                     ; preds = %slot.then259, %guard.then254
  %feature263 = add i64 %lane, 1024
  %valid264 = icmp ult i64 %feature263, %n_features
  %997 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid264, label %slot.then265, label %slot.done266

slot.then265:                                     ; preds = %slot.done260
  %998 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature263
  %999 = load float, ptr addrspace(1) %998, align 4
  %1000 = fmul float %999, %inv_t
  %1001 = fadd float %999, 0.000000e+00
  %1002 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1003 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature267 = uitofp i64 %feature263 to float
  %1004 = fcmp ogt float %1001, %1002
  %1005 = select i1 %1004, float 1.000000e+00, float 0.000000e+00
  %1006 = fcmp oeq float %1001, %1002
  %1007 = select i1 %1006, float 1.000000e+00, float 0.000000e+00
  %1008 = fcmp ole float %feature267, %1003
  %1009 = select i1 %1008, float 1.000000e+00, float 0.000000e+00
  %1010 = fmul float %1007, %1009
  %1011 = fcmp ogt float %1010, %1005
  %max268 = select i1 %1011, float %1010, float %1005
  %1012 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1013 = fsub float %1000, %1012
  %1014 = fcmp olt float %1013, -1.040000e+02
  %1015 = select i1 %1014, float -1.040000e+02, float %1013
  %1016 = fcmp olt float 8.900000e+01, %1015
  %1017 = select i1 %1016, float 8.900000e+01, float %1015
  %1018 = fmul float %1017, 0x3FF7154760000000
  %1019 = fadd float %1018, 0x4168000000000000
  %1020 = fsub float %1019, 0x4168000000000000
  %1021 = bitcast float %1019 to i32
  %1022 = sub i32 %1021, 1262485504
  %1023 = fmul float %1020, 0x3FE62E4000000000
  %1024 = fsub float %1017, %1023
  %1025 = fmul float %1020, 0x3EB7F7D1C0000000
  %1026 = fsub float %1024, %1025
  %1027 = fmul float %1026, %1026
  %1028 = fmul float %1027, 0x3E66376980000000
  %1029 = fadd float 0xBEBBBD41C0000000, %1028
  %1030 = fmul float %1027, %1029
  %1031 = fadd float 0x3F11566AA0000000, %1030
  %1032 = fmul float %1027, %1031
  %1033 = fadd float 0xBF66C16C20000000, %1032
  %1034 = fmul float %1027, %1033
  %1035 = fadd float 0x3FC5555560000000, %1034
  %1036 = fmul float %1027, %1035
  %1037 = fsub float %1026, %1036
  %1038 = fmul float %1026, %1037
  %1039 = fsub float 2.000000e+00, %1037
  %1040 = fdiv float %1038, %1039
  %1041 = fsub float %1025, %1040
  %1042 = fsub float %1041, %1024
  %1043 = fsub float 1.000000e+00, %1042
  %1044 = add i32 %1022, 256
  %1045 = lshr i32 %1044, 1
  %1046 = sub i32 %1045, 1
  %1047 = add i32 %1022, 255
  %1048 = sub i32 %1047, %1045
  %1049 = shl i32 %1046, 23
  %1050 = shl i32 %1048, 23
  %1051 = bitcast i32 %1049 to float
  %1052 = bitcast i32 %1050 to float
  %1053 = fmul float %1043, %1051
  %1054 = fmul float %1053, %1052
  %1055 = fcmp uno float %1013, %1013
  %1056 = select i1 %1055, float 0x7FF8000000000000, float %1054
  %1057 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1058 = fdiv float %1056, %1057
  %1059 = fcmp une float %max268, 0.000000e+00
  %1060 = select i1 %1059, float %1058, float -1.000000e+00
  %1061 = fcmp une float %max268, 0.000000e+00
  %1062 = select i1 %1061, float %1058, float 0.000000e+00
  %1063 = fadd float %1060, 0.000000e+00
  %1064 = bitcast float %1063 to i32
  %1065 = icmp ult i32 2147483647, %1064
  %1066 = xor i32 %1064, -1
  %1067 = or i32 %1064, -2147483648
  %1068 = select i1 %1065, i32 %1066, i32 %1067
  %1069 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature263
  store i32 %1068, ptr addrspace(3) %1069, align 4
  %1070 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature263
  store float %1062, ptr addrspace(3) %1070, align 4
  br label %slot.done266

slot.done266:                                     ; preds = %slot.then265, %slot.done260
  %feature269 = add i64 %lane, 2048
  %valid270 = icmp ult i64 %feature269, %n_features
  %1071 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid270, label %slot.then271, label %slot.done272

slot.then271:                                     ; preds = %slot.done266
  %1072 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature269
  %1073 = load float, ptr addrspace(1) %1072, align 4
  %1074 = fmul float %1073, %inv_t
  %1075 = fadd float %1073, 0.000000e+00
  %1076 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1077 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature273 = uitofp i64 %feature269 to float
  %1078 = fcmp ogt float %1075, %1076
  %1079 = select i1 %1078, float 1.000000e+00, float 0.000000e+00
  %1080 = fcmp oeq float %1075, %1076
  %1081 = select i1 %1080, float 1.000000e+00, float 0.000000e+00
  %1082 = fcmp ole float %feature273, %1077
  %1083 = select i1 %1082, float 1.000000e+00, float 0.000000e+00
  %1084 = fmul float %1081, %1083
  %1085 = fcmp ogt float %1084, %1079
  %max274 = select i1 %1085, float %1084, float %1079
  %1086 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1087 = fsub float %1074, %1086
  %1088 = fcmp olt float %1087, -1.040000e+02
  %1089 = select i1 %1088, float -1.040000e+02, float %1087
  %1090 = fcmp olt float 8.900000e+01, %1089
  %1091 = select i1 %1090, float 8.900000e+01, float %1089
  %1092 = fmul float %1091, 0x3FF7154760000000
  %1093 = fadd float %1092, 0x4168000000000000
  %1094 = fsub float %1093, 0x4168000000000000
  %1095 = bitcast float %1093 to i32
  %1096 = sub i32 %1095, 1262485504
  %1097 = fmul float %1094, 0x3FE62E4000000000
  %1098 = fsub float %1091, %1097
  %1099 = fmul float %1094, 0x3EB7F7D1C0000000
  %1100 = fsub float %1098, %1099
  %1101 = fmul float %1100, %1100
  %1102 = fmul float %1101, 0x3E66376980000000
  %1103 = fadd float 0xBEBBBD41C0000000, %1102
  %1104 = fmul float %1101, %1103
  %1105 = fadd float 0x3F11566AA0000000, %1104
  %1106 = fmul float %1101, %1105
  %1107 = fadd float 0xBF66C16C20000000, %1106
  %1108 = fmul float %1101, %1107
  %1109 = fadd float 0x3FC5555560000000, %1108
  %1110 = fmul float %1101, %1109
  %1111 = fsub float %1100, %1110
  %1112 = fmul float %1100, %1111
  %1113 = fsub float 2.000000e+00, %1111
  %1114 = fdiv float %1112, %1113
  %1115 = fsub float %1099, %1114
  %1116 = fsub float %1115, %1098
  %1117 = fsub float 1.000000e+00, %1116
  %1118 = add i32 %1096, 256
  %1119 = lshr i32 %1118, 1
  %1120 = sub i32 %1119, 1
  %1121 = add i32 %1096, 255
  %1122 = sub i32 %1121, %1119
  %1123 = shl i32 %1120, 23
  %1124 = shl i32 %1122, 23
  %1125 = bitcast i32 %1123 to float
  %1126 = bitcast i32 %1124 to float
  %1127 = fmul float %1117, %1125
  %1128 = fmul float %1127, %1126
  %1129 = fcmp uno float %1087, %1087
  %1130 = select i1 %1129, float 0x7FF8000000000000, float %1128
  %1131 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1132 = fdiv float %1130, %1131
  %1133 = fcmp une float %max274, 0.000000e+00
  %1134 = select i1 %1133, float %1132, float -1.000000e+00
  %1135 = fcmp une float %max274, 0.000000e+00
  %1136 = select i1 %1135, float %1132, float 0.000000e+00
  %1137 = fadd float %1134, 0.000000e+00
  %1138 = bitcast float %1137 to i32
  %1139 = icmp ult i32 2147483647, %1138
  %1140 = xor i32 %1138, -1
  %1141 = or i32 %1138, -2147483648
  %1142 = select i1 %1139, i32 %1140, i32 %1141
  %1143 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature269
  store i32 %1142, ptr addrspace(3) %1143, align 4
  %1144 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature269
  store float %1136, ptr addrspace(3) %1144, align 4
  br label %slot.done272

slot.done272:                                     ; preds = %slot.then271, %slot.done266
  %feature275 = add i64 %lane, 3072
  %valid276 = icmp ult i64 %feature275, %n_features
  %1145 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid276, label %slot.then277, label %slot.done278

slot.then277:                                     ; preds = %slot.done272
  %1146 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature275
  %1147 = load float, ptr addrspace(1) %1146, align 4
  %1148 = fmul float %1147, %inv_t
  %1149 = fadd float %1147, 0.000000e+00
  %1150 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1151 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature279 = uitofp i64 %feature275 to float
  %1152 = fcmp ogt float %1149, %1150
  %1153 = select i1 %1152, float 1.000000e+00, float 0.000000e+00
  %1154 = fcmp oeq float %1149, %1150
  %1155 = select i1 %1154, float 1.000000e+00, float 0.000000e+00
  %1156 = fcmp ole float %feature279, %1151
  %1157 = select i1 %1156, float 1.000000e+00, float 0.000000e+00
  %1158 = fmul float %1155, %1157
  %1159 = fcmp ogt float %1158, %1153
  %max280 = select i1 %1159, float %1158, float %1153
  %1160 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1161 = fsub float %1148, %1160
  %1162 = fcmp olt float %1161, -1.040000e+02
  %1163 = select i1 %1162, float -1.040000e+02, float %1161
  %1164 = fcmp olt float 8.900000e+01, %1163
  %1165 = select i1 %1164, float 8.900000e+01, float %1163
  %1166 = fmul float %1165, 0x3FF7154760000000
  %1167 = fadd float %1166, 0x4168000000000000
  %1168 = fsub float %1167, 0x4168000000000000
  %1169 = bitcast float %1167 to i32
  %1170 = sub i32 %1169, 1262485504
  %1171 = fmul float %1168, 0x3FE62E4000000000
  %1172 = fsub float %1165, %1171
  %1173 = fmul float %1168, 0x3EB7F7D1C0000000
  %1174 = fsub float %1172, %1173
  %1175 = fmul float %1174, %1174
  %1176 = fmul float %1175, 0x3E66376980000000
  %1177 = fadd float 0xBEBBBD41C0000000, %1176
  %1178 = fmul float %1175, %1177
  %1179 = fadd float 0x3F11566AA0000000, %1178
  %1180 = fmul float %1175, %1179
  %1181 = fadd float 0xBF66C16C20000000, %1180
  %1182 = fmul float %1175, %1181
  %1183 = fadd float 0x3FC5555560000000, %1182
  %1184 = fmul float %1175, %1183
  %1185 = fsub float %1174, %1184
  %1186 = fmul float %1174, %1185
  %1187 = fsub float 2.000000e+00, %1185
  %1188 = fdiv float %1186, %1187
  %1189 = fsub float %1173, %1188
  %1190 = fsub float %1189, %1172
  %1191 = fsub float 1.000000e+00, %1190
  %1192 = add i32 %1170, 256
  %1193 = lshr i32 %1192, 1
  %1194 = sub i32 %1193, 1
  %1195 = add i32 %1170, 255
  %1196 = sub i32 %1195, %1193
  %1197 = shl i32 %1194, 23
  %1198 = shl i32 %1196, 23
  %1199 = bitcast i32 %1197 to float
  %1200 = bitcast i32 %1198 to float
  %1201 = fmul float %1191, %1199
  %1202 = fmul float %1201, %1200
  %1203 = fcmp uno float %1161, %1161
  %1204 = select i1 %1203, float 0x7FF8000000000000, float %1202
  %1205 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1206 = fdiv float %1204, %1205
  %1207 = fcmp une float %max280, 0.000000e+00
  %1208 = select i1 %1207, float %1206, float -1.000000e+00
  %1209 = fcmp une float %max280, 0.000000e+00
  %1210 = select i1 %1209, float %1206, float 0.000000e+00
  %1211 = fadd float %1208, 0.000000e+00
  %1212 = bitcast float %1211 to i32
  %1213 = icmp ult i32 2147483647, %1212
  %1214 = xor i32 %1212, -1
  %1215 = or i32 %1212, -2147483648
  %1216 = select i1 %1213, i32 %1214, i32 %1215
  %1217 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature275
  store i32 %1216, ptr addrspace(3) %1217, align 4
  %1218 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature275
  store float %1210, ptr addrspace(3) %1218, align 4
  br label %slot.done278

slot.done278:                                     ; preds = %slot.then277, %slot.done272
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature281 = add i64 %lane, 0
  %valid282 = icmp ult i64 %feature281, %n_features
  %1219 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then283, label %search.done284

search.then283:                                   ; preds = %slot.done278
  %1220 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %1221 = load float, ptr addrspace(1) %1220, align 4
  %1222 = fmul float %1221, %inv_t
  %1223 = fadd float %1221, 0.000000e+00
  %1224 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1225 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %1226 = fcmp ogt float %1223, %1224
  %1227 = select i1 %1226, float 1.000000e+00, float 0.000000e+00
  %1228 = fcmp oeq float %1223, %1224
  %1229 = select i1 %1228, float 1.000000e+00, float 0.000000e+00
  %1230 = fcmp ole float 0.000000e+00, %1225
  %1231 = select i1 %1230, float 1.000000e+00, float 0.000000e+00
  %1232 = fmul float %1229, %1231
  %1233 = fcmp ogt float %1232, %1227
  %max285 = select i1 %1233, float %1232, float %1227
  %1234 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1235 = fsub float %1222, %1234
  %1236 = fcmp olt float %1235, -1.040000e+02
  %1237 = select i1 %1236, float -1.040000e+02, float %1235
  %1238 = fcmp olt float 8.900000e+01, %1237
  %1239 = select i1 %1238, float 8.900000e+01, float %1237
  %1240 = fmul float %1239, 0x3FF7154760000000
  %1241 = fadd float %1240, 0x4168000000000000
  %1242 = fsub float %1241, 0x4168000000000000
  %1243 = bitcast float %1241 to i32
  %1244 = sub i32 %1243, 1262485504
  %1245 = fmul float %1242, 0x3FE62E4000000000
  %1246 = fsub float %1239, %1245
  %1247 = fmul float %1242, 0x3EB7F7D1C0000000
  %1248 = fsub float %1246, %1247
  %1249 = fmul float %1248, %1248
  %1250 = fmul float %1249, 0x3E66376980000000
  %1251 = fadd float 0xBEBBBD41C0000000, %1250
  %1252 = fmul float %1249, %1251
  %1253 = fadd float 0x3F11566AA0000000, %1252
  %1254 = fmul float %1249, %1253
  %1255 = fadd float 0xBF66C16C20000000, %1254
  %1256 = fmul float %1249, %1255
  %1257 = fadd float 0x3FC5555560000000, %1256
  %1258 = fmul float %1249, %1257
  %1259 = fsub float %1248, %1258
  %1260 = fmul float %1248, %1259
  %1261 = fsub float 2.000000e+00, %1259
  %1262 = fdiv float %1260, %1261
  %1263 = fsub float %1247, %1262
  %1264 = fsub float %1263, %1246
  %1265 = fsub float 1.000000e+00, %1264
  %1266 = add i32 %1244, 256
  %1267 = lshr i32 %1266, 1
  %1268 = sub i32 %1267, 1
  %1269 = add i32 %1244, 255
  %1270 = sub i32 %1269, %1267
  %1271 = shl i32 %1268, 23
  %1272 = shl i32 %1270, 23
  %1273 = bitcast i32 %1271 to float
  %1274 = bitcast i32 %1272 to float
  %1275 = fmul float %1265, %1273
  %1276 = fmul float %1275, %1274
  %1277 = fcmp uno float %1235, %1235
  %1278 = select i1 %1277, float 0x7FF8000000000000, float %1276
  %1279 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1280 = fdiv float %1278, %1279
  %1281 = fcmp une float %max285, 0.000000e+00
  %1282 = select i1 %1281, float %1280, float -1.000000e+00
  %1283 = fcmp une float %max285, 0.000000e+00
  %1284 = select i1 %1283, float %1280, float 0.000000e+00
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
  %search.feature296 = phi i64 [ 0, %search.then283 ], [ %1293, %search.feature.body294 ]
  %1285 = icmp ult i64 %search.feature296, %n_features
  br i1 %1285, label %search.feature.body294, label %search.feature.exit295

search.feature.body294:                           ; preds = %search.feature.header293
  %1286 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature296
  %1287 = load i32, ptr addrspace(3) %1286, align 4
  %1288 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature296
  %1289 = load float, ptr addrspace(3) %1288, align 4
  %1290 = select i1 true, float %1289, float 0.000000e+00
  %1291 = load float, ptr %fold_value288, align 4
  %1292 = fadd float %1290, %1291
  store float %1292, ptr %fold_value288, align 4
  %1293 = add i64 %search.feature296, 1
  br label %search.feature.header293

search.feature.exit295:                           ; preds = %search.feature.header293
  %1294 = load float, ptr %fold_value288, align 4
  %1295 = fcmp ogt float %top_p, 0.000000e+00
  %1296 = fcmp oge float %1294, %top_p
  %search.run297 = and i1 %1296, %1295
  br i1 %search.run297, label %search.then298, label %search.done299

search.then298:                                   ; preds = %search.feature.exit295
  store i32 0, ptr %search_hi300, align 4
  br label %search.key_bit.header301

search.done299:                                   ; preds = %search.index_bit.exit322, %search.feature.exit295
  %1297 = load float, ptr %search_value286, align 4
  %1298 = load float, ptr %search_index287, align 4
  store float %1297, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  store float %1298, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  br label %search.done284

search.key_bit.header301:                         ; preds = %search.feature.exit313, %search.then298
  %search.key_bit304 = phi i64 [ 0, %search.then298 ], [ %1319, %search.feature.exit313 ]
  %1299 = icmp ult i64 %search.key_bit304, 32
  br i1 %1299, label %search.key_bit.body302, label %search.key_bit.exit303

search.key_bit.body302:                           ; preds = %search.key_bit.header301
  %1300 = sub i64 31, %search.key_bit304
  %1301 = trunc i64 %1300 to i32
  %1302 = shl i32 1, %1301
  %1303 = load i32, ptr %search_hi300, align 4
  %candidate305 = or i32 %1303, %1302
  store float 0.000000e+00, ptr %fold_value306, align 4
  store i64 0, ptr %fold_index307, align 8
  store i64 0, ptr %pairwise_depth310, align 8
  br label %search.feature.header311

search.key_bit.exit303:                           ; preds = %search.key_bit.header301
  %hi315 = load i32, ptr %search_hi300, align 4
  %1304 = sub i64 %n_features, 1
  %ctlz316 = call i64 @llvm.ctlz.i64(i64 %1304, i1 false)
  %index_bits317 = sub i64 64, %ctlz316
  %1305 = shl i64 1, %index_bits317
  %mask318 = sub i64 %1305, 1
  store i64 0, ptr %search_lo319, align 8
  br label %search.index_bit.header320

search.feature.header311:                         ; preds = %search.feature.body312, %search.key_bit.body302
  %search.feature314 = phi i64 [ 0, %search.key_bit.body302 ], [ %1315, %search.feature.body312 ]
  %1306 = icmp ult i64 %search.feature314, %n_features
  br i1 %1306, label %search.feature.body312, label %search.feature.exit313

search.feature.body312:                           ; preds = %search.feature.header311
  %1307 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature314
  %1308 = load i32, ptr addrspace(3) %1307, align 4
  %1309 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature314
  %1310 = load float, ptr addrspace(3) %1309, align 4
  %1311 = icmp uge i32 %1308, %candidate305
  %1312 = select i1 %1311, float %1310, float 0.000000e+00
  %1313 = load float, ptr %fold_value306, align 4
  %1314 = fadd float %1312, %1313
  store float %1314, ptr %fold_value306, align 4
  %1315 = add i64 %search.feature314, 1
  br label %search.feature.header311

search.feature.exit313:                           ; preds = %search.feature.header311
  %1316 = load float, ptr %fold_value306, align 4
  %1317 = fcmp oge float %1316, %top_p
  %1318 = select i1 %1317, i32 %candidate305, i32 %1303
  store i32 %1318, ptr %search_hi300, align 4
  %1319 = add i64 %search.key_bit304, 1
  br label %search.key_bit.header301

search.index_bit.header320:                       ; preds = %search.feature.exit332, %search.key_bit.exit303
  %search.index_bit323 = phi i64 [ 0, %search.key_bit.exit303 ], [ %1350, %search.feature.exit332 ]
  %1320 = icmp ult i64 %search.index_bit323, %index_bits317
  br i1 %1320, label %search.index_bit.body321, label %search.index_bit.exit322

search.index_bit.body321:                         ; preds = %search.index_bit.header320
  %1321 = sub i64 %index_bits317, 1
  %1322 = sub i64 %1321, %search.index_bit323
  %1323 = shl i64 1, %1322
  %1324 = load i64, ptr %search_lo319, align 8
  %candidate324 = or i64 %1324, %1323
  store float 0.000000e+00, ptr %fold_value325, align 4
  store i64 0, ptr %fold_index326, align 8
  store i64 0, ptr %pairwise_depth329, align 8
  br label %search.feature.header330

search.index_bit.exit322:                         ; preds = %search.index_bit.header320
  %lo334 = load i64, ptr %search_lo319, align 8
  %1325 = and i32 %hi315, -2147483648
  %1326 = icmp ne i32 %1325, 0
  %1327 = and i32 %hi315, 2147483647
  %1328 = xor i32 %hi315, -1
  %1329 = select i1 %1326, i32 %1327, i32 %1328
  %1330 = bitcast i32 %1329 to float
  store float %1330, ptr %search_value286, align 4
  %1331 = sub i64 %mask318, %lo334
  %search_index335 = uitofp i64 %1331 to float
  store float %search_index335, ptr %search_index287, align 4
  br label %search.done299

search.feature.header330:                         ; preds = %search.feature.body331, %search.index_bit.body321
  %search.feature333 = phi i64 [ 0, %search.index_bit.body321 ], [ %1346, %search.feature.body331 ]
  %1332 = icmp ult i64 %search.feature333, %n_features
  br i1 %1332, label %search.feature.body331, label %search.feature.exit332

search.feature.body331:                           ; preds = %search.feature.header330
  %1333 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature333
  %1334 = load i32, ptr addrspace(3) %1333, align 4
  %1335 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature333
  %1336 = load float, ptr addrspace(3) %1335, align 4
  %1337 = icmp ugt i32 %1334, %hi315
  %1338 = icmp eq i32 %1334, %hi315
  %1339 = sub i64 %mask318, %search.feature333
  %1340 = icmp uge i64 %1339, %candidate324
  %1341 = and i1 %1338, %1340
  %1342 = or i1 %1337, %1341
  %1343 = select i1 %1342, float %1336, float 0.000000e+00
  %1344 = load float, ptr %fold_value325, align 4
  %1345 = fadd float %1343, %1344
  store float %1345, ptr %fold_value325, align 4
  %1346 = add i64 %search.feature333, 1
  br label %search.feature.header330

search.feature.exit332:                           ; preds = %search.feature.header330
  %1347 = load float, ptr %fold_value325, align 4
  %1348 = fcmp oge float %1347, %top_p
  %1349 = select i1 %1348, i64 %candidate324, i64 %1324
  store i64 %1349, ptr %search_lo319, align 8
  %1350 = add i64 %search.index_bit323, 1
  br label %search.index_bit.header320

guard.skipped.then336:                            ; preds = %guard.else255
  store float 0xFFF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  store float 0x7FF0000000000000, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  br label %guard.skipped.done337

guard.skipped.done337:                            ; preds = %guard.skipped.then336, %guard.else255
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done256

guard.then341:                                    ; preds = %guard.done256
  %feature344 = add i64 %lane, 0
  %valid345 = icmp ult i64 %feature344, %n_features
  %1351 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid345, label %slot.then346, label %slot.done347

guard.else342:                                    ; preds = %guard.done256
  br i1 %lane0, label %guard.skipped.then389, label %guard.skipped.done390

guard.done343:                                    ; preds = %guard.skipped.done390, %fold.done377
  %not_greedy391 = icmp eq i32 %greedy, 0
  %top_p_off = fcmp uge float %top_p, 1.000000e+00
  %guard392 = and i1 %top_p_off, %not_greedy391
  br i1 %guard392, label %guard.then393, label %guard.else394

slot.then346:                                     ; preds = %guard.then341
  %1352 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature344
  %1353 = load float, ptr addrspace(1) %1352, align 4
  %1354 = fmul float %1353, %inv_t
  %1355 = fadd float %1353, 0.000000e+00
  %1356 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1357 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature348 = uitofp i64 %feature344 to float
  %1358 = fcmp ogt float %1355, %1356
  %1359 = select i1 %1358, float 1.000000e+00, float 0.000000e+00
  %1360 = fcmp oeq float %1355, %1356
  %1361 = select i1 %1360, float 1.000000e+00, float 0.000000e+00
  %1362 = fcmp ole float %feature348, %1357
  %1363 = select i1 %1362, float 1.000000e+00, float 0.000000e+00
  %1364 = fmul float %1361, %1363
  %1365 = fcmp ogt float %1364, %1359
  %max349 = select i1 %1365, float %1364, float %1359
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
  %1413 = fcmp une float %max349, 0.000000e+00
  %1414 = select i1 %1413, float %1412, float -1.000000e+00
  %1415 = fadd float %1414, 0.000000e+00
  %1416 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %1417 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature350 = uitofp i64 %feature344 to float
  %1418 = fcmp ogt float %1415, %1416
  %1419 = select i1 %1418, float 1.000000e+00, float 0.000000e+00
  %1420 = fcmp oeq float %1415, %1416
  %1421 = select i1 %1420, float 1.000000e+00, float 0.000000e+00
  %1422 = fcmp ole float %feature350, %1417
  %1423 = select i1 %1422, float 1.000000e+00, float 0.000000e+00
  %1424 = fmul float %1421, %1423
  %1425 = fcmp ogt float %1424, %1419
  %max351 = select i1 %1425, float %1424, float %1419
  %1426 = fmul float %max349, %max351
  %1427 = trunc i64 %key0 to i32
  %1428 = lshr i64 %key0, 32
  %1429 = trunc i64 %1428 to i32
  %1430 = trunc i64 %feature344 to i32
  %1431 = trunc i64 %row to i32
  %1432 = trunc i64 %key1 to i32
  %1433 = lshr i64 %key1, 32
  %1434 = trunc i64 %1433 to i32
  %1435 = zext i32 %1430 to i64
  %1436 = mul i64 3528531795, %1435
  %1437 = zext i32 %1432 to i64
  %1438 = mul i64 3449720151, %1437
  %1439 = lshr i64 %1436, 32
  %1440 = trunc i64 %1439 to i32
  %1441 = trunc i64 %1436 to i32
  %1442 = lshr i64 %1438, 32
  %1443 = trunc i64 %1442 to i32
  %1444 = trunc i64 %1438 to i32
  %1445 = xor i32 %1443, %1431
  %1446 = xor i32 %1445, %1427
  %1447 = xor i32 %1440, %1434
  %1448 = xor i32 %1447, %1429
  %1449 = add i32 %1427, -1640531527
  %1450 = add i32 %1429, -1150833019
  %1451 = zext i32 %1446 to i64
  %1452 = mul i64 3528531795, %1451
  %1453 = zext i32 %1448 to i64
  %1454 = mul i64 3449720151, %1453
  %1455 = lshr i64 %1452, 32
  %1456 = trunc i64 %1455 to i32
  %1457 = trunc i64 %1452 to i32
  %1458 = lshr i64 %1454, 32
  %1459 = trunc i64 %1458 to i32
  %1460 = trunc i64 %1454 to i32
  %1461 = xor i32 %1459, %1444
  %1462 = xor i32 %1461, %1449
  %1463 = xor i32 %1456, %1441
  %1464 = xor i32 %1463, %1450
  %1465 = add i32 %1449, -1640531527
  %1466 = add i32 %1450, -1150833019
  %1467 = zext i32 %1462 to i64
  %1468 = mul i64 3528531795, %1467
  %1469 = zext i32 %1464 to i64
  %1470 = mul i64 3449720151, %1469
  %1471 = lshr i64 %1468, 32
  %1472 = trunc i64 %1471 to i32
  %1473 = trunc i64 %1468 to i32
  %1474 = lshr i64 %1470, 32
  %1475 = trunc i64 %1474 to i32
  %1476 = trunc i64 %1470 to i32
  %1477 = xor i32 %1475, %1460
  %1478 = xor i32 %1477, %1465
  %1479 = xor i32 %1472, %1457
  %1480 = xor i32 %1479, %1466
  %1481 = add i32 %1465, -1640531527
  %1482 = add i32 %1466, -1150833019
  %1483 = zext i32 %1478 to i64
  %1484 = mul i64 3528531795, %1483
  %1485 = zext i32 %1480 to i64
  %1486 = mul i64 3449720151, %1485
  %1487 = lshr i64 %1484, 32
  %1488 = trunc i64 %1487 to i32
  %1489 = trunc i64 %1484 to i32
  %1490 = lshr i64 %1486, 32
  %1491 = trunc i64 %1490 to i32
  %1492 = trunc i64 %1486 to i32
  %1493 = xor i32 %1491, %1476
  %1494 = xor i32 %1493, %1481
  %1495 = xor i32 %1488, %1473
  %1496 = xor i32 %1495, %1482
  %1497 = add i32 %1481, -1640531527
  %1498 = add i32 %1482, -1150833019
  %1499 = zext i32 %1494 to i64
  %1500 = mul i64 3528531795, %1499
  %1501 = zext i32 %1496 to i64
  %1502 = mul i64 3449720151, %1501
  %1503 = lshr i64 %1500, 32
  %1504 = trunc i64 %1503 to i32
  %1505 = trunc i64 %1500 to i32
  %1506 = lshr i64 %1502, 32
  %1507 = trunc i64 %1506 to i32
  %1508 = trunc i64 %1502 to i32
  %1509 = xor i32 %1507, %1492
  %1510 = xor i32 %1509, %1497
  %1511 = xor i32 %1504, %1489
  %1512 = xor i32 %1511, %1498
  %1513 = add i32 %1497, -1640531527
  %1514 = add i32 %1498, -1150833019
  %1515 = zext i32 %1510 to i64
  %1516 = mul i64 3528531795, %1515
  %1517 = zext i32 %1512 to i64
  %1518 = mul i64 3449720151, %1517
  %1519 = lshr i64 %1516, 32
  %1520 = trunc i64 %1519 to i32
  %1521 = trunc i64 %1516 to i32
  %1522 = lshr i64 %1518, 32
  %1523 = trunc i64 %1522 to i32
  %1524 = trunc i64 %1518 to i32
  %1525 = xor i32 %1523, %1508
  %1526 = xor i32 %1525, %1513
  %1527 = xor i32 %1520, %1505
  %1528 = xor i32 %1527, %1514
  %1529 = add i32 %1513, -1640531527
  %1530 = add i32 %1514, -1150833019
  %1531 = zext i32 %1526 to i64
  %1532 = mul i64 3528531795, %1531
  %1533 = zext i32 %1528 to i64
  %1534 = mul i64 3449720151, %1533
  %1535 = lshr i64 %1532, 32
  %1536 = trunc i64 %1535 to i32
  %1537 = trunc i64 %1532 to i32
  %1538 = lshr i64 %1534, 32
  %1539 = trunc i64 %1538 to i32
  %1540 = trunc i64 %1534 to i32
  %1541 = xor i32 %1539, %1524
  %1542 = xor i32 %1541, %1529
  %1543 = xor i32 %1536, %1521
  %1544 = xor i32 %1543, %1530
  %1545 = add i32 %1529, -1640531527
  %1546 = add i32 %1530, -1150833019
  %1547 = zext i32 %1542 to i64
  %1548 = mul i64 3528531795, %1547
  %1549 = zext i32 %1544 to i64
  %1550 = mul i64 3449720151, %1549
  %1551 = lshr i64 %1548, 32
  %1552 = trunc i64 %1551 to i32
  %1553 = trunc i64 %1548 to i32
  %1554 = lshr i64 %1550, 32
  %1555 = trunc i64 %1554 to i32
  %1556 = trunc i64 %1550 to i32
  %1557 = xor i32 %1555, %1540
  %1558 = xor i32 %1557, %1545
  %1559 = xor i32 %1552, %1537
  %1560 = xor i32 %1559, %1546
  %1561 = add i32 %1545, -1640531527
  %1562 = add i32 %1546, -1150833019
  %1563 = zext i32 %1558 to i64
  %1564 = mul i64 3528531795, %1563
  %1565 = zext i32 %1560 to i64
  %1566 = mul i64 3449720151, %1565
  %1567 = lshr i64 %1564, 32
  %1568 = trunc i64 %1567 to i32
  %1569 = trunc i64 %1564 to i32
  %1570 = lshr i64 %1566, 32
  %1571 = trunc i64 %1570 to i32
  %1572 = trunc i64 %1566 to i32
  %1573 = xor i32 %1571, %1556
  %1574 = xor i32 %1573, %1561
  %1575 = xor i32 %1568, %1553
  %1576 = xor i32 %1575, %1562
  %1577 = add i32 %1561, -1640531527
  %1578 = add i32 %1562, -1150833019
  %1579 = zext i32 %1574 to i64
  %1580 = mul i64 3528531795, %1579
  %1581 = zext i32 %1576 to i64
  %1582 = mul i64 3449720151, %1581
  %1583 = lshr i64 %1580, 32
  %1584 = trunc i64 %1583 to i32
  %1585 = trunc i64 %1580 to i32
  %1586 = lshr i64 %1582, 32
  %1587 = trunc i64 %1586 to i32
  %1588 = trunc i64 %1582 to i32
  %1589 = xor i32 %1587, %1572
  %1590 = xor i32 %1589, %1577
  %1591 = xor i32 %1584, %1569
  %1592 = xor i32 %1591, %1578
  %1593 = uitofp i32 %1590 to double
  %1594 = fadd double %1593, 5.000000e-01
  %1595 = fmul double %1594, 0x3DF0000000000000
  %1596 = bitcast double %1595 to i64
  %1597 = lshr i64 %1596, 32
  %1598 = add i64 %1597, 614242
  %1599 = lshr i64 %1598, 20
  %1600 = sub i64 %1599, 1023
  %1601 = and i64 %1598, 1048575
  %1602 = add i64 %1601, 1072079006
  %1603 = shl i64 %1602, 32
  %1604 = and i64 %1596, 4294967295
  %1605 = or i64 %1603, %1604
  %1606 = bitcast i64 %1605 to double
  %1607 = fsub double %1606, 1.000000e+00
  %1608 = fmul double 5.000000e-01, %1607
  %1609 = fmul double %1608, %1607
  %1610 = fadd double 2.000000e+00, %1607
  %1611 = fdiv double %1607, %1610
  %1612 = fmul double %1611, %1611
  %1613 = fmul double %1612, %1612
  %1614 = fmul double %1613, 0x3FC39A09D078C69F
  %1615 = fadd double 0x3FCC71C51D8E78AF, %1614
  %1616 = fmul double %1613, %1615
  %1617 = fadd double 0x3FD999999997FA04, %1616
  %1618 = fmul double %1613, %1617
  %1619 = fmul double %1613, 0x3FC2F112DF3E5244
  %1620 = fadd double 0x3FC7466496CB03DE, %1619
  %1621 = fmul double %1613, %1620
  %1622 = fadd double 0x3FD2492494229359, %1621
  %1623 = fmul double %1613, %1622
  %1624 = fadd double 0x3FE5555555555593, %1623
  %1625 = fmul double %1612, %1624
  %1626 = fadd double %1625, %1618
  %1627 = sitofp i64 %1600 to double
  %1628 = fadd double %1609, %1626
  %1629 = fmul double %1611, %1628
  %1630 = fmul double %1627, 0x3DEA39EF35793C76
  %1631 = fadd double %1629, %1630
  %1632 = fsub double %1631, %1609
  %1633 = fadd double %1632, %1607
  %1634 = fmul double %1627, 0x3FE62E42FEE00000
  %1635 = fadd double %1633, %1634
  %1636 = fneg double %1635
  %1637 = bitcast double %1636 to i64
  %1638 = lshr i64 %1637, 32
  %1639 = add i64 %1638, 614242
  %1640 = lshr i64 %1639, 20
  %1641 = sub i64 %1640, 1023
  %1642 = and i64 %1639, 1048575
  %1643 = add i64 %1642, 1072079006
  %1644 = shl i64 %1643, 32
  %1645 = and i64 %1637, 4294967295
  %1646 = or i64 %1644, %1645
  %1647 = bitcast i64 %1646 to double
  %1648 = fsub double %1647, 1.000000e+00
  %1649 = fmul double 5.000000e-01, %1648
  %1650 = fmul double %1649, %1648
  %1651 = fadd double 2.000000e+00, %1648
  %1652 = fdiv double %1648, %1651
  %1653 = fmul double %1652, %1652
  %1654 = fmul double %1653, %1653
  %1655 = fmul double %1654, 0x3FC39A09D078C69F
  %1656 = fadd double 0x3FCC71C51D8E78AF, %1655
  %1657 = fmul double %1654, %1656
  %1658 = fadd double 0x3FD999999997FA04, %1657
  %1659 = fmul double %1654, %1658
  %1660 = fmul double %1654, 0x3FC2F112DF3E5244
  %1661 = fadd double 0x3FC7466496CB03DE, %1660
  %1662 = fmul double %1654, %1661
  %1663 = fadd double 0x3FD2492494229359, %1662
  %1664 = fmul double %1654, %1663
  %1665 = fadd double 0x3FE5555555555593, %1664
  %1666 = fmul double %1653, %1665
  %1667 = fadd double %1666, %1659
  %1668 = sitofp i64 %1641 to double
  %1669 = fadd double %1650, %1667
  %1670 = fmul double %1652, %1669
  %1671 = fmul double %1668, 0x3DEA39EF35793C76
  %1672 = fadd double %1670, %1671
  %1673 = fsub double %1672, %1650
  %1674 = fadd double %1673, %1648
  %1675 = fmul double %1668, 0x3FE62E42FEE00000
  %1676 = fadd double %1674, %1675
  %1677 = fneg double %1676
  %1678 = fptrunc double %1677 to float
  %1679 = fadd float %1354, %1678
  %1680 = fcmp une float %1426, 0.000000e+00
  %1681 = select i1 %1680, float %1679, float 0xFFF0000000000000
  %1682 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature344
  store float %1681, ptr addrspace(3) %1682, align 4
  br label %slot.done347

slot.done347:                                     ; preds = %slot.then346, %guard.then341
  %feature352 = add i64 %lane, 1024
  %valid353 = icmp ult i64 %feature352, %n_features
  %1683 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid353, label %slot.then354, label %slot.done355

slot.then354:                                     ; preds = %slot.done347
  %1684 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature352
  %1685 = load float, ptr addrspace(1) %1684, align 4
  %1686 = fmul float %1685, %inv_t
  %1687 = fadd float %1685, 0.000000e+00
  %1688 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1689 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature356 = uitofp i64 %feature352 to float
  %1690 = fcmp ogt float %1687, %1688
  %1691 = select i1 %1690, float 1.000000e+00, float 0.000000e+00
  %1692 = fcmp oeq float %1687, %1688
  %1693 = select i1 %1692, float 1.000000e+00, float 0.000000e+00
  %1694 = fcmp ole float %feature356, %1689
  %1695 = select i1 %1694, float 1.000000e+00, float 0.000000e+00
  %1696 = fmul float %1693, %1695
  %1697 = fcmp ogt float %1696, %1691
  %max357 = select i1 %1697, float %1696, float %1691
  %1698 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1699 = fsub float %1686, %1698
  %1700 = fcmp olt float %1699, -1.040000e+02
  %1701 = select i1 %1700, float -1.040000e+02, float %1699
  %1702 = fcmp olt float 8.900000e+01, %1701
  %1703 = select i1 %1702, float 8.900000e+01, float %1701
  %1704 = fmul float %1703, 0x3FF7154760000000
  %1705 = fadd float %1704, 0x4168000000000000
  %1706 = fsub float %1705, 0x4168000000000000
  %1707 = bitcast float %1705 to i32
  %1708 = sub i32 %1707, 1262485504
  %1709 = fmul float %1706, 0x3FE62E4000000000
  %1710 = fsub float %1703, %1709
  %1711 = fmul float %1706, 0x3EB7F7D1C0000000
  %1712 = fsub float %1710, %1711
  %1713 = fmul float %1712, %1712
  %1714 = fmul float %1713, 0x3E66376980000000
  %1715 = fadd float 0xBEBBBD41C0000000, %1714
  %1716 = fmul float %1713, %1715
  %1717 = fadd float 0x3F11566AA0000000, %1716
  %1718 = fmul float %1713, %1717
  %1719 = fadd float 0xBF66C16C20000000, %1718
  %1720 = fmul float %1713, %1719
  %1721 = fadd float 0x3FC5555560000000, %1720
  %1722 = fmul float %1713, %1721
  %1723 = fsub float %1712, %1722
  %1724 = fmul float %1712, %1723
  %1725 = fsub float 2.000000e+00, %1723
  %1726 = fdiv float %1724, %1725
  %1727 = fsub float %1711, %1726
  %1728 = fsub float %1727, %1710
  %1729 = fsub float 1.000000e+00, %1728
  %1730 = add i32 %1708, 256
  %1731 = lshr i32 %1730, 1
  %1732 = sub i32 %1731, 1
  %1733 = add i32 %1708, 255
  %1734 = sub i32 %1733, %1731
  %1735 = shl i32 %1732, 23
  %1736 = shl i32 %1734, 23
  %1737 = bitcast i32 %1735 to float
  %1738 = bitcast i32 %1736 to float
  %1739 = fmul float %1729, %1737
  %1740 = fmul float %1739, %1738
  %1741 = fcmp uno float %1699, %1699
  %1742 = select i1 %1741, float 0x7FF8000000000000, float %1740
  %1743 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1744 = fdiv float %1742, %1743
  %1745 = fcmp une float %max357, 0.000000e+00
  %1746 = select i1 %1745, float %1744, float -1.000000e+00
  %1747 = fadd float %1746, 0.000000e+00
  %1748 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %1749 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature358 = uitofp i64 %feature352 to float
  %1750 = fcmp ogt float %1747, %1748
  %1751 = select i1 %1750, float 1.000000e+00, float 0.000000e+00
  %1752 = fcmp oeq float %1747, %1748
  %1753 = select i1 %1752, float 1.000000e+00, float 0.000000e+00
  %1754 = fcmp ole float %feature358, %1749
  %1755 = select i1 %1754, float 1.000000e+00, float 0.000000e+00
  %1756 = fmul float %1753, %1755
  %1757 = fcmp ogt float %1756, %1751
  %max359 = select i1 %1757, float %1756, float %1751
  %1758 = fmul float %max357, %max359
  %1759 = trunc i64 %key0 to i32
  %1760 = lshr i64 %key0, 32
  %1761 = trunc i64 %1760 to i32
  %1762 = trunc i64 %feature352 to i32
  %1763 = trunc i64 %row to i32
  %1764 = trunc i64 %key1 to i32
  %1765 = lshr i64 %key1, 32
  %1766 = trunc i64 %1765 to i32
  %1767 = zext i32 %1762 to i64
  %1768 = mul i64 3528531795, %1767
  %1769 = zext i32 %1764 to i64
  %1770 = mul i64 3449720151, %1769
  %1771 = lshr i64 %1768, 32
  %1772 = trunc i64 %1771 to i32
  %1773 = trunc i64 %1768 to i32
  %1774 = lshr i64 %1770, 32
  %1775 = trunc i64 %1774 to i32
  %1776 = trunc i64 %1770 to i32
  %1777 = xor i32 %1775, %1763
  %1778 = xor i32 %1777, %1759
  %1779 = xor i32 %1772, %1766
  %1780 = xor i32 %1779, %1761
  %1781 = add i32 %1759, -1640531527
  %1782 = add i32 %1761, -1150833019
  %1783 = zext i32 %1778 to i64
  %1784 = mul i64 3528531795, %1783
  %1785 = zext i32 %1780 to i64
  %1786 = mul i64 3449720151, %1785
  %1787 = lshr i64 %1784, 32
  %1788 = trunc i64 %1787 to i32
  %1789 = trunc i64 %1784 to i32
  %1790 = lshr i64 %1786, 32
  %1791 = trunc i64 %1790 to i32
  %1792 = trunc i64 %1786 to i32
  %1793 = xor i32 %1791, %1776
  %1794 = xor i32 %1793, %1781
  %1795 = xor i32 %1788, %1773
  %1796 = xor i32 %1795, %1782
  %1797 = add i32 %1781, -1640531527
  %1798 = add i32 %1782, -1150833019
  %1799 = zext i32 %1794 to i64
  %1800 = mul i64 3528531795, %1799
  %1801 = zext i32 %1796 to i64
  %1802 = mul i64 3449720151, %1801
  %1803 = lshr i64 %1800, 32
  %1804 = trunc i64 %1803 to i32
  %1805 = trunc i64 %1800 to i32
  %1806 = lshr i64 %1802, 32
  %1807 = trunc i64 %1806 to i32
  %1808 = trunc i64 %1802 to i32
  %1809 = xor i32 %1807, %1792
  %1810 = xor i32 %1809, %1797
  %1811 = xor i32 %1804, %1789
  %1812 = xor i32 %1811, %1798
  %1813 = add i32 %1797, -1640531527
  %1814 = add i32 %1798, -1150833019
  %1815 = zext i32 %1810 to i64
  %1816 = mul i64 3528531795, %1815
  %1817 = zext i32 %1812 to i64
  %1818 = mul i64 3449720151, %1817
  %1819 = lshr i64 %1816, 32
  %1820 = trunc i64 %1819 to i32
  %1821 = trunc i64 %1816 to i32
  %1822 = lshr i64 %1818, 32
  %1823 = trunc i64 %1822 to i32
  %1824 = trunc i64 %1818 to i32
  %1825 = xor i32 %1823, %1808
  %1826 = xor i32 %1825, %1813
  %1827 = xor i32 %1820, %1805
  %1828 = xor i32 %1827, %1814
  %1829 = add i32 %1813, -1640531527
  %1830 = add i32 %1814, -1150833019
  %1831 = zext i32 %1826 to i64
  %1832 = mul i64 3528531795, %1831
  %1833 = zext i32 %1828 to i64
  %1834 = mul i64 3449720151, %1833
  %1835 = lshr i64 %1832, 32
  %1836 = trunc i64 %1835 to i32
  %1837 = trunc i64 %1832 to i32
  %1838 = lshr i64 %1834, 32
  %1839 = trunc i64 %1838 to i32
  %1840 = trunc i64 %1834 to i32
  %1841 = xor i32 %1839, %1824
  %1842 = xor i32 %1841, %1829
  %1843 = xor i32 %1836, %1821
  %1844 = xor i32 %1843, %1830
  %1845 = add i32 %1829, -1640531527
  %1846 = add i32 %1830, -1150833019
  %1847 = zext i32 %1842 to i64
  %1848 = mul i64 3528531795, %1847
  %1849 = zext i32 %1844 to i64
  %1850 = mul i64 3449720151, %1849
  %1851 = lshr i64 %1848, 32
  %1852 = trunc i64 %1851 to i32
  %1853 = trunc i64 %1848 to i32
  %1854 = lshr i64 %1850, 32
  %1855 = trunc i64 %1854 to i32
  %1856 = trunc i64 %1850 to i32
  %1857 = xor i32 %1855, %1840
  %1858 = xor i32 %1857, %1845
  %1859 = xor i32 %1852, %1837
  %1860 = xor i32 %1859, %1846
  %1861 = add i32 %1845, -1640531527
  %1862 = add i32 %1846, -1150833019
  %1863 = zext i32 %1858 to i64
  %1864 = mul i64 3528531795, %1863
  %1865 = zext i32 %1860 to i64
  %1866 = mul i64 3449720151, %1865
  %1867 = lshr i64 %1864, 32
  %1868 = trunc i64 %1867 to i32
  %1869 = trunc i64 %1864 to i32
  %1870 = lshr i64 %1866, 32
  %1871 = trunc i64 %1870 to i32
  %1872 = trunc i64 %1866 to i32
  %1873 = xor i32 %1871, %1856
  %1874 = xor i32 %1873, %1861
  %1875 = xor i32 %1868, %1853
  %1876 = xor i32 %1875, %1862
  %1877 = add i32 %1861, -1640531527
  %1878 = add i32 %1862, -1150833019
  %1879 = zext i32 %1874 to i64
  %1880 = mul i64 3528531795, %1879
  %1881 = zext i32 %1876 to i64
  %1882 = mul i64 3449720151, %1881
  %1883 = lshr i64 %1880, 32
  %1884 = trunc i64 %1883 to i32
  %1885 = trunc i64 %1880 to i32
  %1886 = lshr i64 %1882, 32
  %1887 = trunc i64 %1886 to i32
  %1888 = trunc i64 %1882 to i32
  %1889 = xor i32 %1887, %1872
  %1890 = xor i32 %1889, %1877
  %1891 = xor i32 %1884, %1869
  %1892 = xor i32 %1891, %1878
  %1893 = add i32 %1877, -1640531527
  %1894 = add i32 %1878, -1150833019
  %1895 = zext i32 %1890 to i64
  %1896 = mul i64 3528531795, %1895
  %1897 = zext i32 %1892 to i64
  %1898 = mul i64 3449720151, %1897
  %1899 = lshr i64 %1896, 32
  %1900 = trunc i64 %1899 to i32
  %1901 = trunc i64 %1896 to i32
  %1902 = lshr i64 %1898, 32
  %1903 = trunc i64 %1902 to i32
  %1904 = trunc i64 %1898 to i32
  %1905 = xor i32 %1903, %1888
  %1906 = xor i32 %1905, %1893
  %1907 = xor i32 %1900, %1885
  %1908 = xor i32 %1907, %1894
  %1909 = add i32 %1893, -1640531527
  %1910 = add i32 %1894, -1150833019
  %1911 = zext i32 %1906 to i64
  %1912 = mul i64 3528531795, %1911
  %1913 = zext i32 %1908 to i64
  %1914 = mul i64 3449720151, %1913
  %1915 = lshr i64 %1912, 32
  %1916 = trunc i64 %1915 to i32
  %1917 = trunc i64 %1912 to i32
  %1918 = lshr i64 %1914, 32
  %1919 = trunc i64 %1918 to i32
  %1920 = trunc i64 %1914 to i32
  %1921 = xor i32 %1919, %1904
  %1922 = xor i32 %1921, %1909
  %1923 = xor i32 %1916, %1901
  %1924 = xor i32 %1923, %1910
  %1925 = uitofp i32 %1922 to double
  %1926 = fadd double %1925, 5.000000e-01
  %1927 = fmul double %1926, 0x3DF0000000000000
  %1928 = bitcast double %1927 to i64
  %1929 = lshr i64 %1928, 32
  %1930 = add i64 %1929, 614242
  %1931 = lshr i64 %1930, 20
  %1932 = sub i64 %1931, 1023
  %1933 = and i64 %1930, 1048575
  %1934 = add i64 %1933, 1072079006
  %1935 = shl i64 %1934, 32
  %1936 = and i64 %1928, 4294967295
  %1937 = or i64 %1935, %1936
  %1938 = bitcast i64 %1937 to double
  %1939 = fsub double %1938, 1.000000e+00
  %1940 = fmul double 5.000000e-01, %1939
  %1941 = fmul double %1940, %1939
  %1942 = fadd double 2.000000e+00, %1939
  %1943 = fdiv double %1939, %1942
  %1944 = fmul double %1943, %1943
  %1945 = fmul double %1944, %1944
  %1946 = fmul double %1945, 0x3FC39A09D078C69F
  %1947 = fadd double 0x3FCC71C51D8E78AF, %1946
  %1948 = fmul double %1945, %1947
  %1949 = fadd double 0x3FD999999997FA04, %1948
  %1950 = fmul double %1945, %1949
  %1951 = fmul double %1945, 0x3FC2F112DF3E5244
  %1952 = fadd double 0x3FC7466496CB03DE, %1951
  %1953 = fmul double %1945, %1952
  %1954 = fadd double 0x3FD2492494229359, %1953
  %1955 = fmul double %1945, %1954
  %1956 = fadd double 0x3FE5555555555593, %1955
  %1957 = fmul double %1944, %1956
  %1958 = fadd double %1957, %1950
  %1959 = sitofp i64 %1932 to double
  %1960 = fadd double %1941, %1958
  %1961 = fmul double %1943, %1960
  %1962 = fmul double %1959, 0x3DEA39EF35793C76
  %1963 = fadd double %1961, %1962
  %1964 = fsub double %1963, %1941
  %1965 = fadd double %1964, %1939
  %1966 = fmul double %1959, 0x3FE62E42FEE00000
  %1967 = fadd double %1965, %1966
  %1968 = fneg double %1967
  %1969 = bitcast double %1968 to i64
  %1970 = lshr i64 %1969, 32
  %1971 = add i64 %1970, 614242
  %1972 = lshr i64 %1971, 20
  %1973 = sub i64 %1972, 1023
  %1974 = and i64 %1971, 1048575
  %1975 = add i64 %1974, 1072079006
  %1976 = shl i64 %1975, 32
  %1977 = and i64 %1969, 4294967295
  %1978 = or i64 %1976, %1977
  %1979 = bitcast i64 %1978 to double
  %1980 = fsub double %1979, 1.000000e+00
  %1981 = fmul double 5.000000e-01, %1980
  %1982 = fmul double %1981, %1980
  %1983 = fadd double 2.000000e+00, %1980
  %1984 = fdiv double %1980, %1983
  %1985 = fmul double %1984, %1984
  %1986 = fmul double %1985, %1985
  %1987 = fmul double %1986, 0x3FC39A09D078C69F
  %1988 = fadd double 0x3FCC71C51D8E78AF, %1987
  %1989 = fmul double %1986, %1988
  %1990 = fadd double 0x3FD999999997FA04, %1989
  %1991 = fmul double %1986, %1990
  %1992 = fmul double %1986, 0x3FC2F112DF3E5244
  %1993 = fadd double 0x3FC7466496CB03DE, %1992
  %1994 = fmul double %1986, %1993
  %1995 = fadd double 0x3FD2492494229359, %1994
  %1996 = fmul double %1986, %1995
  %1997 = fadd double 0x3FE5555555555593, %1996
  %1998 = fmul double %1985, %1997
  %1999 = fadd double %1998, %1991
  %2000 = sitofp i64 %1973 to double
  %2001 = fadd double %1982, %1999
  %2002 = fmul double %1984, %2001
  %2003 = fmul double %2000, 0x3DEA39EF35793C76
  %2004 = fadd double %2002, %2003
  %2005 = fsub double %2004, %1982
  %2006 = fadd double %2005, %1980
  %2007 = fmul double %2000, 0x3FE62E42FEE00000
  %2008 = fadd double %2006, %2007
  %2009 = fneg double %2008
  %2010 = fptrunc double %2009 to float
  %2011 = fadd float %1686, %2010
  %2012 = fcmp une float %1758, 0.000000e+00
  %2013 = select i1 %2012, float %2011, float 0xFFF0000000000000
  %2014 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature352
  store float %2013, ptr addrspace(3) %2014, align 4
  br label %slot.done355

slot.done355:                                     ; preds = %slot.then354, %slot.done347
  %feature360 = add i64 %lane, 2048
  %valid361 = icmp ult i64 %feature360, %n_features
  %2015 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid361, label %slot.then362, label %slot.done363

slot.then362:                                     ; preds = %slot.done355
  %2016 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature360
  %2017 = load float, ptr addrspace(1) %2016, align 4
  %2018 = fmul float %2017, %inv_t
  %2019 = fadd float %2017, 0.000000e+00
  %2020 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2021 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature364 = uitofp i64 %feature360 to float
  %2022 = fcmp ogt float %2019, %2020
  %2023 = select i1 %2022, float 1.000000e+00, float 0.000000e+00
  %2024 = fcmp oeq float %2019, %2020
  %2025 = select i1 %2024, float 1.000000e+00, float 0.000000e+00
  %2026 = fcmp ole float %feature364, %2021
  %2027 = select i1 %2026, float 1.000000e+00, float 0.000000e+00
  %2028 = fmul float %2025, %2027
  %2029 = fcmp ogt float %2028, %2023
  %max365 = select i1 %2029, float %2028, float %2023
  %2030 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %2031 = fsub float %2018, %2030
  %2032 = fcmp olt float %2031, -1.040000e+02
  %2033 = select i1 %2032, float -1.040000e+02, float %2031
  %2034 = fcmp olt float 8.900000e+01, %2033
  %2035 = select i1 %2034, float 8.900000e+01, float %2033
  %2036 = fmul float %2035, 0x3FF7154760000000
  %2037 = fadd float %2036, 0x4168000000000000
  %2038 = fsub float %2037, 0x4168000000000000
  %2039 = bitcast float %2037 to i32
  %2040 = sub i32 %2039, 1262485504
  %2041 = fmul float %2038, 0x3FE62E4000000000
  %2042 = fsub float %2035, %2041
  %2043 = fmul float %2038, 0x3EB7F7D1C0000000
  %2044 = fsub float %2042, %2043
  %2045 = fmul float %2044, %2044
  %2046 = fmul float %2045, 0x3E66376980000000
  %2047 = fadd float 0xBEBBBD41C0000000, %2046
  %2048 = fmul float %2045, %2047
  %2049 = fadd float 0x3F11566AA0000000, %2048
  %2050 = fmul float %2045, %2049
  %2051 = fadd float 0xBF66C16C20000000, %2050
  %2052 = fmul float %2045, %2051
  %2053 = fadd float 0x3FC5555560000000, %2052
  %2054 = fmul float %2045, %2053
  %2055 = fsub float %2044, %2054
  %2056 = fmul float %2044, %2055
  %2057 = fsub float 2.000000e+00, %2055
  %2058 = fdiv float %2056, %2057
  %2059 = fsub float %2043, %2058
  %2060 = fsub float %2059, %2042
  %2061 = fsub float 1.000000e+00, %2060
  %2062 = add i32 %2040, 256
  %2063 = lshr i32 %2062, 1
  %2064 = sub i32 %2063, 1
  %2065 = add i32 %2040, 255
  %2066 = sub i32 %2065, %2063
  %2067 = shl i32 %2064, 23
  %2068 = shl i32 %2066, 23
  %2069 = bitcast i32 %2067 to float
  %2070 = bitcast i32 %2068 to float
  %2071 = fmul float %2061, %2069
  %2072 = fmul float %2071, %2070
  %2073 = fcmp uno float %2031, %2031
  %2074 = select i1 %2073, float 0x7FF8000000000000, float %2072
  %2075 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %2076 = fdiv float %2074, %2075
  %2077 = fcmp une float %max365, 0.000000e+00
  %2078 = select i1 %2077, float %2076, float -1.000000e+00
  %2079 = fadd float %2078, 0.000000e+00
  %2080 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %2081 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature366 = uitofp i64 %feature360 to float
  %2082 = fcmp ogt float %2079, %2080
  %2083 = select i1 %2082, float 1.000000e+00, float 0.000000e+00
  %2084 = fcmp oeq float %2079, %2080
  %2085 = select i1 %2084, float 1.000000e+00, float 0.000000e+00
  %2086 = fcmp ole float %feature366, %2081
  %2087 = select i1 %2086, float 1.000000e+00, float 0.000000e+00
  %2088 = fmul float %2085, %2087
  %2089 = fcmp ogt float %2088, %2083
  %max367 = select i1 %2089, float %2088, float %2083
  %2090 = fmul float %max365, %max367
  %2091 = trunc i64 %key0 to i32
  %2092 = lshr i64 %key0, 32
  %2093 = trunc i64 %2092 to i32
  %2094 = trunc i64 %feature360 to i32
  %2095 = trunc i64 %row to i32
  %2096 = trunc i64 %key1 to i32
  %2097 = lshr i64 %key1, 32
  %2098 = trunc i64 %2097 to i32
  %2099 = zext i32 %2094 to i64
  %2100 = mul i64 3528531795, %2099
  %2101 = zext i32 %2096 to i64
  %2102 = mul i64 3449720151, %2101
  %2103 = lshr i64 %2100, 32
  %2104 = trunc i64 %2103 to i32
  %2105 = trunc i64 %2100 to i32
  %2106 = lshr i64 %2102, 32
  %2107 = trunc i64 %2106 to i32
  %2108 = trunc i64 %2102 to i32
  %2109 = xor i32 %2107, %2095
  %2110 = xor i32 %2109, %2091
  %2111 = xor i32 %2104, %2098
  %2112 = xor i32 %2111, %2093
  %2113 = add i32 %2091, -1640531527
  %2114 = add i32 %2093, -1150833019
  %2115 = zext i32 %2110 to i64
  %2116 = mul i64 3528531795, %2115
  %2117 = zext i32 %2112 to i64
  %2118 = mul i64 3449720151, %2117
  %2119 = lshr i64 %2116, 32
  %2120 = trunc i64 %2119 to i32
  %2121 = trunc i64 %2116 to i32
  %2122 = lshr i64 %2118, 32
  %2123 = trunc i64 %2122 to i32
  %2124 = trunc i64 %2118 to i32
  %2125 = xor i32 %2123, %2108
  %2126 = xor i32 %2125, %2113
  %2127 = xor i32 %2120, %2105
  %2128 = xor i32 %2127, %2114
  %2129 = add i32 %2113, -1640531527
  %2130 = add i32 %2114, -1150833019
  %2131 = zext i32 %2126 to i64
  %2132 = mul i64 3528531795, %2131
  %2133 = zext i32 %2128 to i64
  %2134 = mul i64 3449720151, %2133
  %2135 = lshr i64 %2132, 32
  %2136 = trunc i64 %2135 to i32
  %2137 = trunc i64 %2132 to i32
  %2138 = lshr i64 %2134, 32
  %2139 = trunc i64 %2138 to i32
  %2140 = trunc i64 %2134 to i32
  %2141 = xor i32 %2139, %2124
  %2142 = xor i32 %2141, %2129
  %2143 = xor i32 %2136, %2121
  %2144 = xor i32 %2143, %2130
  %2145 = add i32 %2129, -1640531527
  %2146 = add i32 %2130, -1150833019
  %2147 = zext i32 %2142 to i64
  %2148 = mul i64 3528531795, %2147
  %2149 = zext i32 %2144 to i64
  %2150 = mul i64 3449720151, %2149
  %2151 = lshr i64 %2148, 32
  %2152 = trunc i64 %2151 to i32
  %2153 = trunc i64 %2148 to i32
  %2154 = lshr i64 %2150, 32
  %2155 = trunc i64 %2154 to i32
  %2156 = trunc i64 %2150 to i32
  %2157 = xor i32 %2155, %2140
  %2158 = xor i32 %2157, %2145
  %2159 = xor i32 %2152, %2137
  %2160 = xor i32 %2159, %2146
  %2161 = add i32 %2145, -1640531527
  %2162 = add i32 %2146, -1150833019
  %2163 = zext i32 %2158 to i64
  %2164 = mul i64 3528531795, %2163
  %2165 = zext i32 %2160 to i64
  %2166 = mul i64 3449720151, %2165
  %2167 = lshr i64 %2164, 32
  %2168 = trunc i64 %2167 to i32
  %2169 = trunc i64 %2164 to i32
  %2170 = lshr i64 %2166, 32
  %2171 = trunc i64 %2170 to i32
  %2172 = trunc i64 %2166 to i32
  %2173 = xor i32 %2171, %2156
  %2174 = xor i32 %2173, %2161
  %2175 = xor i32 %2168, %2153
  %2176 = xor i32 %2175, %2162
  %2177 = add i32 %2161, -1640531527
  %2178 = add i32 %2162, -1150833019
  %2179 = zext i32 %2174 to i64
  %2180 = mul i64 3528531795, %2179
  %2181 = zext i32 %2176 to i64
  %2182 = mul i64 3449720151, %2181
  %2183 = lshr i64 %2180, 32
  %2184 = trunc i64 %2183 to i32
  %2185 = trunc i64 %2180 to i32
  %2186 = lshr i64 %2182, 32
  %2187 = trunc i64 %2186 to i32
  %2188 = trunc i64 %2182 to i32
  %2189 = xor i32 %2187, %2172
  %2190 = xor i32 %2189, %2177
  %2191 = xor i32 %2184, %2169
  %2192 = xor i32 %2191, %2178
  %2193 = add i32 %2177, -1640531527
  %2194 = add i32 %2178, -1150833019
  %2195 = zext i32 %2190 to i64
  %2196 = mul i64 3528531795, %2195
  %2197 = zext i32 %2192 to i64
  %2198 = mul i64 3449720151, %2197
  %2199 = lshr i64 %2196, 32
  %2200 = trunc i64 %2199 to i32
  %2201 = trunc i64 %2196 to i32
  %2202 = lshr i64 %2198, 32
  %2203 = trunc i64 %2202 to i32
  %2204 = trunc i64 %2198 to i32
  %2205 = xor i32 %2203, %2188
  %2206 = xor i32 %2205, %2193
  %2207 = xor i32 %2200, %2185
  %2208 = xor i32 %2207, %2194
  %2209 = add i32 %2193, -1640531527
  %2210 = add i32 %2194, -1150833019
  %2211 = zext i32 %2206 to i64
  %2212 = mul i64 3528531795, %2211
  %2213 = zext i32 %2208 to i64
  %2214 = mul i64 3449720151, %2213
  %2215 = lshr i64 %2212, 32
  %2216 = trunc i64 %2215 to i32
  %2217 = trunc i64 %2212 to i32
  %2218 = lshr i64 %2214, 32
  %2219 = trunc i64 %2218 to i32
  %2220 = trunc i64 %2214 to i32
  %2221 = xor i32 %2219, %2204
  %2222 = xor i32 %2221, %2209
  %2223 = xor i32 %2216, %2201
  %2224 = xor i32 %2223, %2210
  %2225 = add i32 %2209, -1640531527
  %2226 = add i32 %2210, -1150833019
  %2227 = zext i32 %2222 to i64
  %2228 = mul i64 3528531795, %2227
  %2229 = zext i32 %2224 to i64
  %2230 = mul i64 3449720151, %2229
  %2231 = lshr i64 %2228, 32
  %2232 = trunc i64 %2231 to i32
  %2233 = trunc i64 %2228 to i32
  %2234 = lshr i64 %2230, 32
  %2235 = trunc i64 %2234 to i32
  %2236 = trunc i64 %2230 to i32
  %2237 = xor i32 %2235, %2220
  %2238 = xor i32 %2237, %2225
  %2239 = xor i32 %2232, %2217
  %2240 = xor i32 %2239, %2226
  %2241 = add i32 %2225, -1640531527
  %2242 = add i32 %2226, -1150833019
  %2243 = zext i32 %2238 to i64
  %2244 = mul i64 3528531795, %2243
  %2245 = zext i32 %2240 to i64
  %2246 = mul i64 3449720151, %2245
  %2247 = lshr i64 %2244, 32
  %2248 = trunc i64 %2247 to i32
  %2249 = trunc i64 %2244 to i32
  %2250 = lshr i64 %2246, 32
  %2251 = trunc i64 %2250 to i32
  %2252 = trunc i64 %2246 to i32
  %2253 = xor i32 %2251, %2236
  %2254 = xor i32 %2253, %2241
  %2255 = xor i32 %2248, %2233
  %2256 = xor i32 %2255, %2242
  %2257 = uitofp i32 %2254 to double
  %2258 = fadd double %2257, 5.000000e-01
  %2259 = fmul double %2258, 0x3DF0000000000000
  %2260 = bitcast double %2259 to i64
  %2261 = lshr i64 %2260, 32
  %2262 = add i64 %2261, 614242
  %2263 = lshr i64 %2262, 20
  %2264 = sub i64 %2263, 1023
  %2265 = and i64 %2262, 1048575
  %2266 = add i64 %2265, 1072079006
  %2267 = shl i64 %2266, 32
  %2268 = and i64 %2260, 4294967295
  %2269 = or i64 %2267, %2268
  %2270 = bitcast i64 %2269 to double
  %2271 = fsub double %2270, 1.000000e+00
  %2272 = fmul double 5.000000e-01, %2271
  %2273 = fmul double %2272, %2271
  %2274 = fadd double 2.000000e+00, %2271
  %2275 = fdiv double %2271, %2274
  %2276 = fmul double %2275, %2275
  %2277 = fmul double %2276, %2276
  %2278 = fmul double %2277, 0x3FC39A09D078C69F
  %2279 = fadd double 0x3FCC71C51D8E78AF, %2278
  %2280 = fmul double %2277, %2279
  %2281 = fadd double 0x3FD999999997FA04, %2280
  %2282 = fmul double %2277, %2281
  %2283 = fmul double %2277, 0x3FC2F112DF3E5244
  %2284 = fadd double 0x3FC7466496CB03DE, %2283
  %2285 = fmul double %2277, %2284
  %2286 = fadd double 0x3FD2492494229359, %2285
  %2287 = fmul double %2277, %2286
  %2288 = fadd double 0x3FE5555555555593, %2287
  %2289 = fmul double %2276, %2288
  %2290 = fadd double %2289, %2282
  %2291 = sitofp i64 %2264 to double
  %2292 = fadd double %2273, %2290
  %2293 = fmul double %2275, %2292
  %2294 = fmul double %2291, 0x3DEA39EF35793C76
  %2295 = fadd double %2293, %2294
  %2296 = fsub double %2295, %2273
  %2297 = fadd double %2296, %2271
  %2298 = fmul double %2291, 0x3FE62E42FEE00000
  %2299 = fadd double %2297, %2298
  %2300 = fneg double %2299
  %2301 = bitcast double %2300 to i64
  %2302 = lshr i64 %2301, 32
  %2303 = add i64 %2302, 614242
  %2304 = lshr i64 %2303, 20
  %2305 = sub i64 %2304, 1023
  %2306 = and i64 %2303, 1048575
  %2307 = add i64 %2306, 1072079006
  %2308 = shl i64 %2307, 32
  %2309 = and i64 %2301, 4294967295
  %2310 = or i64 %2308, %2309
  %2311 = bitcast i64 %2310 to double
  %2312 = fsub double %2311, 1.000000e+00
  %2313 = fmul double 5.000000e-01, %2312
  %2314 = fmul double %2313, %2312
  %2315 = fadd double 2.000000e+00, %2312
  %2316 = fdiv double %2312, %2315
  %2317 = fmul double %2316, %2316
  %2318 = fmul double %2317, %2317
  %2319 = fmul double %2318, 0x3FC39A09D078C69F
  %2320 = fadd double 0x3FCC71C51D8E78AF, %2319
  %2321 = fmul double %2318, %2320
  %2322 = fadd double 0x3FD999999997FA04, %2321
  %2323 = fmul double %2318, %2322
  %2324 = fmul double %2318, 0x3FC2F112DF3E5244
  %2325 = fadd double 0x3FC7466496CB03DE, %2324
  %2326 = fmul double %2318, %2325
  %2327 = fadd double 0x3FD2492494229359, %2326
  %2328 = fmul double %2318, %2327
  %2329 = fadd double 0x3FE5555555555593, %2328
  %2330 = fmul double %2317, %2329
  %2331 = fadd double %2330, %2323
  %2332 = sitofp i64 %2305 to double
  %2333 = fadd double %2314, %2331
  %2334 = fmul double %2316, %2333
  %2335 = fmul double %2332, 0x3DEA39EF35793C76
  %2336 = fadd double %2334, %2335
  %2337 = fsub double %2336, %2314
  %2338 = fadd double %2337, %2312
  %2339 = fmul double %2332, 0x3FE62E42FEE00000
  %2340 = fadd double %2338, %2339
  %2341 = fneg double %2340
  %2342 = fptrunc double %2341 to float
  %2343 = fadd float %2018, %2342
  %2344 = fcmp une float %2090, 0.000000e+00
  %2345 = select i1 %2344, float %2343, float 0xFFF0000000000000
  %2346 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature360
  store float %2345, ptr addrspace(3) %2346, align 4
  br label %slot.done363

slot.done363:                                     ; preds = %slot.then362, %slot.done355
  %feature368 = add i64 %lane, 3072
  %valid369 = icmp ult i64 %feature368, %n_features
  %2347 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid369, label %slot.then370, label %slot.done371

slot.then370:                                     ; preds = %slot.done363
  %2348 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature368
  %2349 = load float, ptr addrspace(1) %2348, align 4
  %2350 = fmul float %2349, %inv_t
  %2351 = fadd float %2349, 0.000000e+00
  %2352 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2353 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature372 = uitofp i64 %feature368 to float
  %2354 = fcmp ogt float %2351, %2352
  %2355 = select i1 %2354, float 1.000000e+00, float 0.000000e+00
  %2356 = fcmp oeq float %2351, %2352
  %2357 = select i1 %2356, float 1.000000e+00, float 0.000000e+00
  %2358 = fcmp ole float %feature372, %2353
  %2359 = select i1 %2358, float 1.000000e+00, float 0.000000e+00
  %2360 = fmul float %2357, %2359
  %2361 = fcmp ogt float %2360, %2355
  %max373 = select i1 %2361, float %2360, float %2355
  %2362 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %2363 = fsub float %2350, %2362
  %2364 = fcmp olt float %2363, -1.040000e+02
  %2365 = select i1 %2364, float -1.040000e+02, float %2363
  %2366 = fcmp olt float 8.900000e+01, %2365
  %2367 = select i1 %2366, float 8.900000e+01, float %2365
  %2368 = fmul float %2367, 0x3FF7154760000000
  %2369 = fadd float %2368, 0x4168000000000000
  %2370 = fsub float %2369, 0x4168000000000000
  %2371 = bitcast float %2369 to i32
  %2372 = sub i32 %2371, 1262485504
  %2373 = fmul float %2370, 0x3FE62E4000000000
  %2374 = fsub float %2367, %2373
  %2375 = fmul float %2370, 0x3EB7F7D1C0000000
  %2376 = fsub float %2374, %2375
  %2377 = fmul float %2376, %2376
  %2378 = fmul float %2377, 0x3E66376980000000
  %2379 = fadd float 0xBEBBBD41C0000000, %2378
  %2380 = fmul float %2377, %2379
  %2381 = fadd float 0x3F11566AA0000000, %2380
  %2382 = fmul float %2377, %2381
  %2383 = fadd float 0xBF66C16C20000000, %2382
  %2384 = fmul float %2377, %2383
  %2385 = fadd float 0x3FC5555560000000, %2384
  %2386 = fmul float %2377, %2385
  %2387 = fsub float %2376, %2386
  %2388 = fmul float %2376, %2387
  %2389 = fsub float 2.000000e+00, %2387
  %2390 = fdiv float %2388, %2389
  %2391 = fsub float %2375, %2390
  %2392 = fsub float %2391, %2374
  %2393 = fsub float 1.000000e+00, %2392
  %2394 = add i32 %2372, 256
  %2395 = lshr i32 %2394, 1
  %2396 = sub i32 %2395, 1
  %2397 = add i32 %2372, 255
  %2398 = sub i32 %2397, %2395
  %2399 = shl i32 %2396, 23
  %2400 = shl i32 %2398, 23
  %2401 = bitcast i32 %2399 to float
  %2402 = bitcast i32 %2400 to float
  %2403 = fmul float %2393, %2401
  %2404 = fmul float %2403, %2402
  %2405 = fcmp uno float %2363, %2363
  %2406 = select i1 %2405, float 0x7FF8000000000000, float %2404
  %2407 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %2408 = fdiv float %2406, %2407
  %2409 = fcmp une float %max373, 0.000000e+00
  %2410 = select i1 %2409, float %2408, float -1.000000e+00
  %2411 = fadd float %2410, 0.000000e+00
  %2412 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %2413 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature374 = uitofp i64 %feature368 to float
  %2414 = fcmp ogt float %2411, %2412
  %2415 = select i1 %2414, float 1.000000e+00, float 0.000000e+00
  %2416 = fcmp oeq float %2411, %2412
  %2417 = select i1 %2416, float 1.000000e+00, float 0.000000e+00
  %2418 = fcmp ole float %feature374, %2413
  %2419 = select i1 %2418, float 1.000000e+00, float 0.000000e+00
  %2420 = fmul float %2417, %2419
  %2421 = fcmp ogt float %2420, %2415
  %max375 = select i1 %2421, float %2420, float %2415
  %2422 = fmul float %max373, %max375
  %2423 = trunc i64 %key0 to i32
  %2424 = lshr i64 %key0, 32
  %2425 = trunc i64 %2424 to i32
  %2426 = trunc i64 %feature368 to i32
  %2427 = trunc i64 %row to i32
  %2428 = trunc i64 %key1 to i32
  %2429 = lshr i64 %key1, 32
  %2430 = trunc i64 %2429 to i32
  %2431 = zext i32 %2426 to i64
  %2432 = mul i64 3528531795, %2431
  %2433 = zext i32 %2428 to i64
  %2434 = mul i64 3449720151, %2433
  %2435 = lshr i64 %2432, 32
  %2436 = trunc i64 %2435 to i32
  %2437 = trunc i64 %2432 to i32
  %2438 = lshr i64 %2434, 32
  %2439 = trunc i64 %2438 to i32
  %2440 = trunc i64 %2434 to i32
  %2441 = xor i32 %2439, %2427
  %2442 = xor i32 %2441, %2423
  %2443 = xor i32 %2436, %2430
  %2444 = xor i32 %2443, %2425
  %2445 = add i32 %2423, -1640531527
  %2446 = add i32 %2425, -1150833019
  %2447 = zext i32 %2442 to i64
  %2448 = mul i64 3528531795, %2447
  %2449 = zext i32 %2444 to i64
  %2450 = mul i64 3449720151, %2449
  %2451 = lshr i64 %2448, 32
  %2452 = trunc i64 %2451 to i32
  %2453 = trunc i64 %2448 to i32
  %2454 = lshr i64 %2450, 32
  %2455 = trunc i64 %2454 to i32
  %2456 = trunc i64 %2450 to i32
  %2457 = xor i32 %2455, %2440
  %2458 = xor i32 %2457, %2445
  %2459 = xor i32 %2452, %2437
  %2460 = xor i32 %2459, %2446
  %2461 = add i32 %2445, -1640531527
  %2462 = add i32 %2446, -1150833019
  %2463 = zext i32 %2458 to i64
  %2464 = mul i64 3528531795, %2463
  %2465 = zext i32 %2460 to i64
  %2466 = mul i64 3449720151, %2465
  %2467 = lshr i64 %2464, 32
  %2468 = trunc i64 %2467 to i32
  %2469 = trunc i64 %2464 to i32
  %2470 = lshr i64 %2466, 32
  %2471 = trunc i64 %2470 to i32
  %2472 = trunc i64 %2466 to i32
  %2473 = xor i32 %2471, %2456
  %2474 = xor i32 %2473, %2461
  %2475 = xor i32 %2468, %2453
  %2476 = xor i32 %2475, %2462
  %2477 = add i32 %2461, -1640531527
  %2478 = add i32 %2462, -1150833019
  %2479 = zext i32 %2474 to i64
  %2480 = mul i64 3528531795, %2479
  %2481 = zext i32 %2476 to i64
  %2482 = mul i64 3449720151, %2481
  %2483 = lshr i64 %2480, 32
  %2484 = trunc i64 %2483 to i32
  %2485 = trunc i64 %2480 to i32
  %2486 = lshr i64 %2482, 32
  %2487 = trunc i64 %2486 to i32
  %2488 = trunc i64 %2482 to i32
  %2489 = xor i32 %2487, %2472
  %2490 = xor i32 %2489, %2477
  %2491 = xor i32 %2484, %2469
  %2492 = xor i32 %2491, %2478
  %2493 = add i32 %2477, -1640531527
  %2494 = add i32 %2478, -1150833019
  %2495 = zext i32 %2490 to i64
  %2496 = mul i64 3528531795, %2495
  %2497 = zext i32 %2492 to i64
  %2498 = mul i64 3449720151, %2497
  %2499 = lshr i64 %2496, 32
  %2500 = trunc i64 %2499 to i32
  %2501 = trunc i64 %2496 to i32
  %2502 = lshr i64 %2498, 32
  %2503 = trunc i64 %2502 to i32
  %2504 = trunc i64 %2498 to i32
  %2505 = xor i32 %2503, %2488
  %2506 = xor i32 %2505, %2493
  %2507 = xor i32 %2500, %2485
  %2508 = xor i32 %2507, %2494
  %2509 = add i32 %2493, -1640531527
  %2510 = add i32 %2494, -1150833019
  %2511 = zext i32 %2506 to i64
  %2512 = mul i64 3528531795, %2511
  %2513 = zext i32 %2508 to i64
  %2514 = mul i64 3449720151, %2513
  %2515 = lshr i64 %2512, 32
  %2516 = trunc i64 %2515 to i32
  %2517 = trunc i64 %2512 to i32
  %2518 = lshr i64 %2514, 32
  %2519 = trunc i64 %2518 to i32
  %2520 = trunc i64 %2514 to i32
  %2521 = xor i32 %2519, %2504
  %2522 = xor i32 %2521, %2509
  %2523 = xor i32 %2516, %2501
  %2524 = xor i32 %2523, %2510
  %2525 = add i32 %2509, -1640531527
  %2526 = add i32 %2510, -1150833019
  %2527 = zext i32 %2522 to i64
  %2528 = mul i64 3528531795, %2527
  %2529 = zext i32 %2524 to i64
  %2530 = mul i64 3449720151, %2529
  %2531 = lshr i64 %2528, 32
  %2532 = trunc i64 %2531 to i32
  %2533 = trunc i64 %2528 to i32
  %2534 = lshr i64 %2530, 32
  %2535 = trunc i64 %2534 to i32
  %2536 = trunc i64 %2530 to i32
  %2537 = xor i32 %2535, %2520
  %2538 = xor i32 %2537, %2525
  %2539 = xor i32 %2532, %2517
  %2540 = xor i32 %2539, %2526
  %2541 = add i32 %2525, -1640531527
  %2542 = add i32 %2526, -1150833019
  %2543 = zext i32 %2538 to i64
  %2544 = mul i64 3528531795, %2543
  %2545 = zext i32 %2540 to i64
  %2546 = mul i64 3449720151, %2545
  %2547 = lshr i64 %2544, 32
  %2548 = trunc i64 %2547 to i32
  %2549 = trunc i64 %2544 to i32
  %2550 = lshr i64 %2546, 32
  %2551 = trunc i64 %2550 to i32
  %2552 = trunc i64 %2546 to i32
  %2553 = xor i32 %2551, %2536
  %2554 = xor i32 %2553, %2541
  %2555 = xor i32 %2548, %2533
  %2556 = xor i32 %2555, %2542
  %2557 = add i32 %2541, -1640531527
  %2558 = add i32 %2542, -1150833019
  %2559 = zext i32 %2554 to i64
  %2560 = mul i64 3528531795, %2559
  %2561 = zext i32 %2556 to i64
  %2562 = mul i64 3449720151, %2561
  %2563 = lshr i64 %2560, 32
  %2564 = trunc i64 %2563 to i32
  %2565 = trunc i64 %2560 to i32
  %2566 = lshr i64 %2562, 32
  %2567 = trunc i64 %2566 to i32
  %2568 = trunc i64 %2562 to i32
  %2569 = xor i32 %2567, %2552
  %2570 = xor i32 %2569, %2557
  %2571 = xor i32 %2564, %2549
  %2572 = xor i32 %2571, %2558
  %2573 = add i32 %2557, -1640531527
  %2574 = add i32 %2558, -1150833019
  %2575 = zext i32 %2570 to i64
  %2576 = mul i64 3528531795, %2575
  %2577 = zext i32 %2572 to i64
  %2578 = mul i64 3449720151, %2577
  %2579 = lshr i64 %2576, 32
  %2580 = trunc i64 %2579 to i32
  %2581 = trunc i64 %2576 to i32
  %2582 = lshr i64 %2578, 32
  %2583 = trunc i64 %2582 to i32
  %2584 = trunc i64 %2578 to i32
  %2585 = xor i32 %2583, %2568
  %2586 = xor i32 %2585, %2573
  %2587 = xor i32 %2580, %2565
  %2588 = xor i32 %2587, %2574
  %2589 = uitofp i32 %2586 to double
  %2590 = fadd double %2589, 5.000000e-01
  %2591 = fmul double %2590, 0x3DF0000000000000
  %2592 = bitcast double %2591 to i64
  %2593 = lshr i64 %2592, 32
  %2594 = add i64 %2593, 614242
  %2595 = lshr i64 %2594, 20
  %2596 = sub i64 %2595, 1023
  %2597 = and i64 %2594, 1048575
  %2598 = add i64 %2597, 1072079006
  %2599 = shl i64 %2598, 32
  %2600 = and i64 %2592, 4294967295
  %2601 = or i64 %2599, %2600
  %2602 = bitcast i64 %2601 to double
  %2603 = fsub double %2602, 1.000000e+00
  %2604 = fmul double 5.000000e-01, %2603
  %2605 = fmul double %2604, %2603
  %2606 = fadd double 2.000000e+00, %2603
  %2607 = fdiv double %2603, %2606
  %2608 = fmul double %2607, %2607
  %2609 = fmul double %2608, %2608
  %2610 = fmul double %2609, 0x3FC39A09D078C69F
  %2611 = fadd double 0x3FCC71C51D8E78AF, %2610
  %2612 = fmul double %2609, %2611
  %2613 = fadd double 0x3FD999999997FA04, %2612
  %2614 = fmul double %2609, %2613
  %2615 = fmul double %2609, 0x3FC2F112DF3E5244
  %2616 = fadd double 0x3FC7466496CB03DE, %2615
  %2617 = fmul double %2609, %2616
  %2618 = fadd double 0x3FD2492494229359, %2617
  %2619 = fmul double %2609, %2618
  %2620 = fadd double 0x3FE5555555555593, %2619
  %2621 = fmul double %2608, %2620
  %2622 = fadd double %2621, %2614
  %2623 = sitofp i64 %2596 to double
  %2624 = fadd double %2605, %2622
  %2625 = fmul double %2607, %2624
  %2626 = fmul double %2623, 0x3DEA39EF35793C76
  %2627 = fadd double %2625, %2626
  %2628 = fsub double %2627, %2605
  %2629 = fadd double %2628, %2603
  %2630 = fmul double %2623, 0x3FE62E42FEE00000
  %2631 = fadd double %2629, %2630
  %2632 = fneg double %2631
  %2633 = bitcast double %2632 to i64
  %2634 = lshr i64 %2633, 32
  %2635 = add i64 %2634, 614242
  %2636 = lshr i64 %2635, 20
  %2637 = sub i64 %2636, 1023
  %2638 = and i64 %2635, 1048575
  %2639 = add i64 %2638, 1072079006
  %2640 = shl i64 %2639, 32
  %2641 = and i64 %2633, 4294967295
  %2642 = or i64 %2640, %2641
  %2643 = bitcast i64 %2642 to double
  %2644 = fsub double %2643, 1.000000e+00
  %2645 = fmul double 5.000000e-01, %2644
  %2646 = fmul double %2645, %2644
  %2647 = fadd double 2.000000e+00, %2644
  %2648 = fdiv double %2644, %2647
  %2649 = fmul double %2648, %2648
  %2650 = fmul double %2649, %2649
  %2651 = fmul double %2650, 0x3FC39A09D078C69F
  %2652 = fadd double 0x3FCC71C51D8E78AF, %2651
  %2653 = fmul double %2650, %2652
  %2654 = fadd double 0x3FD999999997FA04, %2653
  %2655 = fmul double %2650, %2654
  %2656 = fmul double %2650, 0x3FC2F112DF3E5244
  %2657 = fadd double 0x3FC7466496CB03DE, %2656
  %2658 = fmul double %2650, %2657
  %2659 = fadd double 0x3FD2492494229359, %2658
  %2660 = fmul double %2650, %2659
  %2661 = fadd double 0x3FE5555555555593, %2660
  %2662 = fmul double %2649, %2661
  %2663 = fadd double %2662, %2655
  %2664 = sitofp i64 %2637 to double
  %2665 = fadd double %2646, %2663
  %2666 = fmul double %2648, %2665
  %2667 = fmul double %2664, 0x3DEA39EF35793C76
  %2668 = fadd double %2666, %2667
  %2669 = fsub double %2668, %2646
  %2670 = fadd double %2669, %2644
  %2671 = fmul double %2664, 0x3FE62E42FEE00000
  %2672 = fadd double %2670, %2671
  %2673 = fneg double %2672
  %2674 = fptrunc double %2673 to float
  %2675 = fadd float %2350, %2674
  %2676 = fcmp une float %2422, 0.000000e+00
  %2677 = select i1 %2676, float %2675, float 0xFFF0000000000000
  %2678 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature368
  store float %2677, ptr addrspace(3) %2678, align 4
  br label %slot.done371

slot.done371:                                     ; preds = %slot.then370, %slot.done363
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then376, label %fold.done377

fold.then376:                                     ; preds = %slot.done371
  store float 0xFFF0000000000000, ptr %fold_value378, align 4
  store i64 0, ptr %fold_index379, align 8
  store i64 0, ptr %pairwise_depth382, align 8
  br label %fold.header383

fold.done377:                                     ; preds = %fold.exit385, %slot.done371
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done343

fold.header383:                                   ; preds = %fold.body384, %fold.then376
  %fold386 = phi i64 [ 0, %fold.then376 ], [ %2690, %fold.body384 ]
  %2679 = icmp ult i64 %fold386, %n_features
  br i1 %2679, label %fold.body384, label %fold.exit385

fold.body384:                                     ; preds = %fold.header383
  %2680 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold386
  %2681 = load float, ptr addrspace(3) %2680, align 4
  %2682 = load float, ptr %fold_value378, align 4
  %2683 = fcmp ogt float %2681, %2682
  %2684 = fcmp uno float %2681, %2681
  %2685 = fcmp ord float %2682, %2682
  %2686 = and i1 %2684, %2685
  %take387 = or i1 %2683, %2686
  %2687 = select i1 %take387, float %2681, float %2682
  store float %2687, ptr %fold_value378, align 4
  %2688 = load i64, ptr %fold_index379, align 8
  %2689 = select i1 %take387, i64 %fold386, i64 %2688
  store i64 %2689, ptr %fold_index379, align 8
  %2690 = add i64 %fold386, 1
  br label %fold.header383

fold.exit385:                                     ; preds = %fold.header383
  %2691 = load i64, ptr %fold_index379, align 8
  %argmax388 = uitofp i64 %2691 to float
  store float %argmax388, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  br label %fold.done377

guard.skipped.then389:                            ; preds = %guard.else342
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  br label %guard.skipped.done390

guard.skipped.done390:                            ; preds = %guard.skipped.then389, %guard.else342
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done343

guard.then393:                                    ; preds = %guard.done343
  %feature396 = add i64 %lane, 0
  %valid397 = icmp ult i64 %feature396, %n_features
  %2692 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid397, label %slot.then398, label %slot.done399

guard.else394:                                    ; preds = %guard.done343
  br i1 %lane0, label %guard.skipped.then433, label %guard.skipped.done434

guard.done395:                                    ; preds = %guard.skipped.done434, %fold.done421
  %feature435 = add i64 %lane, 0
  %valid436 = icmp ult i64 %feature435, %n_features
  %2693 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

slot.then398:                                     ; preds = %guard.then393
  %2694 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature396
  %2695 = load float, ptr addrspace(1) %2694, align 4
  %2696 = fmul float %2695, %inv_t
  %2697 = fadd float %2695, 0.000000e+00
  %2698 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2699 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature400 = uitofp i64 %feature396 to float
  %2700 = fcmp ogt float %2697, %2698
  %2701 = select i1 %2700, float 1.000000e+00, float 0.000000e+00
  %2702 = fcmp oeq float %2697, %2698
  %2703 = select i1 %2702, float 1.000000e+00, float 0.000000e+00
  %2704 = fcmp ole float %feature400, %2699
  %2705 = select i1 %2704, float 1.000000e+00, float 0.000000e+00
  %2706 = fmul float %2703, %2705
  %2707 = fcmp ogt float %2706, %2701
  %max401 = select i1 %2707, float %2706, float %2701
  %2708 = trunc i64 %key0 to i32
  %2709 = lshr i64 %key0, 32
  %2710 = trunc i64 %2709 to i32
  %2711 = trunc i64 %feature396 to i32
  %2712 = trunc i64 %row to i32
  %2713 = trunc i64 %key1 to i32
  %2714 = lshr i64 %key1, 32
  %2715 = trunc i64 %2714 to i32
  %2716 = zext i32 %2711 to i64
  %2717 = mul i64 3528531795, %2716
  %2718 = zext i32 %2713 to i64
  %2719 = mul i64 3449720151, %2718
  %2720 = lshr i64 %2717, 32
  %2721 = trunc i64 %2720 to i32
  %2722 = trunc i64 %2717 to i32
  %2723 = lshr i64 %2719, 32
  %2724 = trunc i64 %2723 to i32
  %2725 = trunc i64 %2719 to i32
  %2726 = xor i32 %2724, %2712
  %2727 = xor i32 %2726, %2708
  %2728 = xor i32 %2721, %2715
  %2729 = xor i32 %2728, %2710
  %2730 = add i32 %2708, -1640531527
  %2731 = add i32 %2710, -1150833019
  %2732 = zext i32 %2727 to i64
  %2733 = mul i64 3528531795, %2732
  %2734 = zext i32 %2729 to i64
  %2735 = mul i64 3449720151, %2734
  %2736 = lshr i64 %2733, 32
  %2737 = trunc i64 %2736 to i32
  %2738 = trunc i64 %2733 to i32
  %2739 = lshr i64 %2735, 32
  %2740 = trunc i64 %2739 to i32
  %2741 = trunc i64 %2735 to i32
  %2742 = xor i32 %2740, %2725
  %2743 = xor i32 %2742, %2730
  %2744 = xor i32 %2737, %2722
  %2745 = xor i32 %2744, %2731
  %2746 = add i32 %2730, -1640531527
  %2747 = add i32 %2731, -1150833019
  %2748 = zext i32 %2743 to i64
  %2749 = mul i64 3528531795, %2748
  %2750 = zext i32 %2745 to i64
  %2751 = mul i64 3449720151, %2750
  %2752 = lshr i64 %2749, 32
  %2753 = trunc i64 %2752 to i32
  %2754 = trunc i64 %2749 to i32
  %2755 = lshr i64 %2751, 32
  %2756 = trunc i64 %2755 to i32
  %2757 = trunc i64 %2751 to i32
  %2758 = xor i32 %2756, %2741
  %2759 = xor i32 %2758, %2746
  %2760 = xor i32 %2753, %2738
  %2761 = xor i32 %2760, %2747
  %2762 = add i32 %2746, -1640531527
  %2763 = add i32 %2747, -1150833019
  %2764 = zext i32 %2759 to i64
  %2765 = mul i64 3528531795, %2764
  %2766 = zext i32 %2761 to i64
  %2767 = mul i64 3449720151, %2766
  %2768 = lshr i64 %2765, 32
  %2769 = trunc i64 %2768 to i32
  %2770 = trunc i64 %2765 to i32
  %2771 = lshr i64 %2767, 32
  %2772 = trunc i64 %2771 to i32
  %2773 = trunc i64 %2767 to i32
  %2774 = xor i32 %2772, %2757
  %2775 = xor i32 %2774, %2762
  %2776 = xor i32 %2769, %2754
  %2777 = xor i32 %2776, %2763
  %2778 = add i32 %2762, -1640531527
  %2779 = add i32 %2763, -1150833019
  %2780 = zext i32 %2775 to i64
  %2781 = mul i64 3528531795, %2780
  %2782 = zext i32 %2777 to i64
  %2783 = mul i64 3449720151, %2782
  %2784 = lshr i64 %2781, 32
  %2785 = trunc i64 %2784 to i32
  %2786 = trunc i64 %2781 to i32
  %2787 = lshr i64 %2783, 32
  %2788 = trunc i64 %2787 to i32
  %2789 = trunc i64 %2783 to i32
  %2790 = xor i32 %2788, %2773
  %2791 = xor i32 %2790, %2778
  %2792 = xor i32 %2785, %2770
  %2793 = xor i32 %2792, %2779
  %2794 = add i32 %2778, -1640531527
  %2795 = add i32 %2779, -1150833019
  %2796 = zext i32 %2791 to i64
  %2797 = mul i64 3528531795, %2796
  %2798 = zext i32 %2793 to i64
  %2799 = mul i64 3449720151, %2798
  %2800 = lshr i64 %2797, 32
  %2801 = trunc i64 %2800 to i32
  %2802 = trunc i64 %2797 to i32
  %2803 = lshr i64 %2799, 32
  %2804 = trunc i64 %2803 to i32
  %2805 = trunc i64 %2799 to i32
  %2806 = xor i32 %2804, %2789
  %2807 = xor i32 %2806, %2794
  %2808 = xor i32 %2801, %2786
  %2809 = xor i32 %2808, %2795
  %2810 = add i32 %2794, -1640531527
  %2811 = add i32 %2795, -1150833019
  %2812 = zext i32 %2807 to i64
  %2813 = mul i64 3528531795, %2812
  %2814 = zext i32 %2809 to i64
  %2815 = mul i64 3449720151, %2814
  %2816 = lshr i64 %2813, 32
  %2817 = trunc i64 %2816 to i32
  %2818 = trunc i64 %2813 to i32
  %2819 = lshr i64 %2815, 32
  %2820 = trunc i64 %2819 to i32
  %2821 = trunc i64 %2815 to i32
  %2822 = xor i32 %2820, %2805
  %2823 = xor i32 %2822, %2810
  %2824 = xor i32 %2817, %2802
  %2825 = xor i32 %2824, %2811
  %2826 = add i32 %2810, -1640531527
  %2827 = add i32 %2811, -1150833019
  %2828 = zext i32 %2823 to i64
  %2829 = mul i64 3528531795, %2828
  %2830 = zext i32 %2825 to i64
  %2831 = mul i64 3449720151, %2830
  %2832 = lshr i64 %2829, 32
  %2833 = trunc i64 %2832 to i32
  %2834 = trunc i64 %2829 to i32
  %2835 = lshr i64 %2831, 32
  %2836 = trunc i64 %2835 to i32
  %2837 = trunc i64 %2831 to i32
  %2838 = xor i32 %2836, %2821
  %2839 = xor i32 %2838, %2826
  %2840 = xor i32 %2833, %2818
  %2841 = xor i32 %2840, %2827
  %2842 = add i32 %2826, -1640531527
  %2843 = add i32 %2827, -1150833019
  %2844 = zext i32 %2839 to i64
  %2845 = mul i64 3528531795, %2844
  %2846 = zext i32 %2841 to i64
  %2847 = mul i64 3449720151, %2846
  %2848 = lshr i64 %2845, 32
  %2849 = trunc i64 %2848 to i32
  %2850 = trunc i64 %2845 to i32
  %2851 = lshr i64 %2847, 32
  %2852 = trunc i64 %2851 to i32
  %2853 = trunc i64 %2847 to i32
  %2854 = xor i32 %2852, %2837
  %2855 = xor i32 %2854, %2842
  %2856 = xor i32 %2849, %2834
  %2857 = xor i32 %2856, %2843
  %2858 = add i32 %2842, -1640531527
  %2859 = add i32 %2843, -1150833019
  %2860 = zext i32 %2855 to i64
  %2861 = mul i64 3528531795, %2860
  %2862 = zext i32 %2857 to i64
  %2863 = mul i64 3449720151, %2862
  %2864 = lshr i64 %2861, 32
  %2865 = trunc i64 %2864 to i32
  %2866 = trunc i64 %2861 to i32
  %2867 = lshr i64 %2863, 32
  %2868 = trunc i64 %2867 to i32
  %2869 = trunc i64 %2863 to i32
  %2870 = xor i32 %2868, %2853
  %2871 = xor i32 %2870, %2858
  %2872 = xor i32 %2865, %2850
  %2873 = xor i32 %2872, %2859
  %2874 = uitofp i32 %2871 to double
  %2875 = fadd double %2874, 5.000000e-01
  %2876 = fmul double %2875, 0x3DF0000000000000
  %2877 = bitcast double %2876 to i64
  %2878 = lshr i64 %2877, 32
  %2879 = add i64 %2878, 614242
  %2880 = lshr i64 %2879, 20
  %2881 = sub i64 %2880, 1023
  %2882 = and i64 %2879, 1048575
  %2883 = add i64 %2882, 1072079006
  %2884 = shl i64 %2883, 32
  %2885 = and i64 %2877, 4294967295
  %2886 = or i64 %2884, %2885
  %2887 = bitcast i64 %2886 to double
  %2888 = fsub double %2887, 1.000000e+00
  %2889 = fmul double 5.000000e-01, %2888
  %2890 = fmul double %2889, %2888
  %2891 = fadd double 2.000000e+00, %2888
  %2892 = fdiv double %2888, %2891
  %2893 = fmul double %2892, %2892
  %2894 = fmul double %2893, %2893
  %2895 = fmul double %2894, 0x3FC39A09D078C69F
  %2896 = fadd double 0x3FCC71C51D8E78AF, %2895
  %2897 = fmul double %2894, %2896
  %2898 = fadd double 0x3FD999999997FA04, %2897
  %2899 = fmul double %2894, %2898
  %2900 = fmul double %2894, 0x3FC2F112DF3E5244
  %2901 = fadd double 0x3FC7466496CB03DE, %2900
  %2902 = fmul double %2894, %2901
  %2903 = fadd double 0x3FD2492494229359, %2902
  %2904 = fmul double %2894, %2903
  %2905 = fadd double 0x3FE5555555555593, %2904
  %2906 = fmul double %2893, %2905
  %2907 = fadd double %2906, %2899
  %2908 = sitofp i64 %2881 to double
  %2909 = fadd double %2890, %2907
  %2910 = fmul double %2892, %2909
  %2911 = fmul double %2908, 0x3DEA39EF35793C76
  %2912 = fadd double %2910, %2911
  %2913 = fsub double %2912, %2890
  %2914 = fadd double %2913, %2888
  %2915 = fmul double %2908, 0x3FE62E42FEE00000
  %2916 = fadd double %2914, %2915
  %2917 = fneg double %2916
  %2918 = bitcast double %2917 to i64
  %2919 = lshr i64 %2918, 32
  %2920 = add i64 %2919, 614242
  %2921 = lshr i64 %2920, 20
  %2922 = sub i64 %2921, 1023
  %2923 = and i64 %2920, 1048575
  %2924 = add i64 %2923, 1072079006
  %2925 = shl i64 %2924, 32
  %2926 = and i64 %2918, 4294967295
  %2927 = or i64 %2925, %2926
  %2928 = bitcast i64 %2927 to double
  %2929 = fsub double %2928, 1.000000e+00
  %2930 = fmul double 5.000000e-01, %2929
  %2931 = fmul double %2930, %2929
  %2932 = fadd double 2.000000e+00, %2929
  %2933 = fdiv double %2929, %2932
  %2934 = fmul double %2933, %2933
  %2935 = fmul double %2934, %2934
  %2936 = fmul double %2935, 0x3FC39A09D078C69F
  %2937 = fadd double 0x3FCC71C51D8E78AF, %2936
  %2938 = fmul double %2935, %2937
  %2939 = fadd double 0x3FD999999997FA04, %2938
  %2940 = fmul double %2935, %2939
  %2941 = fmul double %2935, 0x3FC2F112DF3E5244
  %2942 = fadd double 0x3FC7466496CB03DE, %2941
  %2943 = fmul double %2935, %2942
  %2944 = fadd double 0x3FD2492494229359, %2943
  %2945 = fmul double %2935, %2944
  %2946 = fadd double 0x3FE5555555555593, %2945
  %2947 = fmul double %2934, %2946
  %2948 = fadd double %2947, %2940
  %2949 = sitofp i64 %2922 to double
  %2950 = fadd double %2931, %2948
  %2951 = fmul double %2933, %2950
  %2952 = fmul double %2949, 0x3DEA39EF35793C76
  %2953 = fadd double %2951, %2952
  %2954 = fsub double %2953, %2931
  %2955 = fadd double %2954, %2929
  %2956 = fmul double %2949, 0x3FE62E42FEE00000
  %2957 = fadd double %2955, %2956
  %2958 = fneg double %2957
  %2959 = fptrunc double %2958 to float
  %2960 = fadd float %2696, %2959
  %2961 = fcmp une float %max401, 0.000000e+00
  %2962 = select i1 %2961, float %2960, float 0xFFF0000000000000
  %2963 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature396
  store float %2962, ptr addrspace(3) %2963, align 4
  br label %slot.done399

slot.done399:                                     ; preds = %slot.then398, %guard.then393
  %feature402 = add i64 %lane, 1024
  %valid403 = icmp ult i64 %feature402, %n_features
  %2964 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid403, label %slot.then404, label %slot.done405

slot.then404:                                     ; preds = %slot.done399
  %2965 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature402
  %2966 = load float, ptr addrspace(1) %2965, align 4
  %2967 = fmul float %2966, %inv_t
  %2968 = fadd float %2966, 0.000000e+00
  %2969 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2970 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature406 = uitofp i64 %feature402 to float
  %2971 = fcmp ogt float %2968, %2969
  %2972 = select i1 %2971, float 1.000000e+00, float 0.000000e+00
  %2973 = fcmp oeq float %2968, %2969
  %2974 = select i1 %2973, float 1.000000e+00, float 0.000000e+00
  %2975 = fcmp ole float %feature406, %2970
  %2976 = select i1 %2975, float 1.000000e+00, float 0.000000e+00
  %2977 = fmul float %2974, %2976
  %2978 = fcmp ogt float %2977, %2972
  %max407 = select i1 %2978, float %2977, float %2972
  %2979 = trunc i64 %key0 to i32
  %2980 = lshr i64 %key0, 32
  %2981 = trunc i64 %2980 to i32
  %2982 = trunc i64 %feature402 to i32
  %2983 = trunc i64 %row to i32
  %2984 = trunc i64 %key1 to i32
  %2985 = lshr i64 %key1, 32
  %2986 = trunc i64 %2985 to i32
  %2987 = zext i32 %2982 to i64
  %2988 = mul i64 3528531795, %2987
  %2989 = zext i32 %2984 to i64
  %2990 = mul i64 3449720151, %2989
  %2991 = lshr i64 %2988, 32
  %2992 = trunc i64 %2991 to i32
  %2993 = trunc i64 %2988 to i32
  %2994 = lshr i64 %2990, 32
  %2995 = trunc i64 %2994 to i32
  %2996 = trunc i64 %2990 to i32
  %2997 = xor i32 %2995, %2983
  %2998 = xor i32 %2997, %2979
  %2999 = xor i32 %2992, %2986
  %3000 = xor i32 %2999, %2981
  %3001 = add i32 %2979, -1640531527
  %3002 = add i32 %2981, -1150833019
  %3003 = zext i32 %2998 to i64
  %3004 = mul i64 3528531795, %3003
  %3005 = zext i32 %3000 to i64
  %3006 = mul i64 3449720151, %3005
  %3007 = lshr i64 %3004, 32
  %3008 = trunc i64 %3007 to i32
  %3009 = trunc i64 %3004 to i32
  %3010 = lshr i64 %3006, 32
  %3011 = trunc i64 %3010 to i32
  %3012 = trunc i64 %3006 to i32
  %3013 = xor i32 %3011, %2996
  %3014 = xor i32 %3013, %3001
  %3015 = xor i32 %3008, %2993
  %3016 = xor i32 %3015, %3002
  %3017 = add i32 %3001, -1640531527
  %3018 = add i32 %3002, -1150833019
  %3019 = zext i32 %3014 to i64
  %3020 = mul i64 3528531795, %3019
  %3021 = zext i32 %3016 to i64
  %3022 = mul i64 3449720151, %3021
  %3023 = lshr i64 %3020, 32
  %3024 = trunc i64 %3023 to i32
  %3025 = trunc i64 %3020 to i32
  %3026 = lshr i64 %3022, 32
  %3027 = trunc i64 %3026 to i32
  %3028 = trunc i64 %3022 to i32
  %3029 = xor i32 %3027, %3012
  %3030 = xor i32 %3029, %3017
  %3031 = xor i32 %3024, %3009
  %3032 = xor i32 %3031, %3018
  %3033 = add i32 %3017, -1640531527
  %3034 = add i32 %3018, -1150833019
  %3035 = zext i32 %3030 to i64
  %3036 = mul i64 3528531795, %3035
  %3037 = zext i32 %3032 to i64
  %3038 = mul i64 3449720151, %3037
  %3039 = lshr i64 %3036, 32
  %3040 = trunc i64 %3039 to i32
  %3041 = trunc i64 %3036 to i32
  %3042 = lshr i64 %3038, 32
  %3043 = trunc i64 %3042 to i32
  %3044 = trunc i64 %3038 to i32
  %3045 = xor i32 %3043, %3028
  %3046 = xor i32 %3045, %3033
  %3047 = xor i32 %3040, %3025
  %3048 = xor i32 %3047, %3034
  %3049 = add i32 %3033, -1640531527
  %3050 = add i32 %3034, -1150833019
  %3051 = zext i32 %3046 to i64
  %3052 = mul i64 3528531795, %3051
  %3053 = zext i32 %3048 to i64
  %3054 = mul i64 3449720151, %3053
  %3055 = lshr i64 %3052, 32
  %3056 = trunc i64 %3055 to i32
  %3057 = trunc i64 %3052 to i32
  %3058 = lshr i64 %3054, 32
  %3059 = trunc i64 %3058 to i32
  %3060 = trunc i64 %3054 to i32
  %3061 = xor i32 %3059, %3044
  %3062 = xor i32 %3061, %3049
  %3063 = xor i32 %3056, %3041
  %3064 = xor i32 %3063, %3050
  %3065 = add i32 %3049, -1640531527
  %3066 = add i32 %3050, -1150833019
  %3067 = zext i32 %3062 to i64
  %3068 = mul i64 3528531795, %3067
  %3069 = zext i32 %3064 to i64
  %3070 = mul i64 3449720151, %3069
  %3071 = lshr i64 %3068, 32
  %3072 = trunc i64 %3071 to i32
  %3073 = trunc i64 %3068 to i32
  %3074 = lshr i64 %3070, 32
  %3075 = trunc i64 %3074 to i32
  %3076 = trunc i64 %3070 to i32
  %3077 = xor i32 %3075, %3060
  %3078 = xor i32 %3077, %3065
  %3079 = xor i32 %3072, %3057
  %3080 = xor i32 %3079, %3066
  %3081 = add i32 %3065, -1640531527
  %3082 = add i32 %3066, -1150833019
  %3083 = zext i32 %3078 to i64
  %3084 = mul i64 3528531795, %3083
  %3085 = zext i32 %3080 to i64
  %3086 = mul i64 3449720151, %3085
  %3087 = lshr i64 %3084, 32
  %3088 = trunc i64 %3087 to i32
  %3089 = trunc i64 %3084 to i32
  %3090 = lshr i64 %3086, 32
  %3091 = trunc i64 %3090 to i32
  %3092 = trunc i64 %3086 to i32
  %3093 = xor i32 %3091, %3076
  %3094 = xor i32 %3093, %3081
  %3095 = xor i32 %3088, %3073
  %3096 = xor i32 %3095, %3082
  %3097 = add i32 %3081, -1640531527
  %3098 = add i32 %3082, -1150833019
  %3099 = zext i32 %3094 to i64
  %3100 = mul i64 3528531795, %3099
  %3101 = zext i32 %3096 to i64
  %3102 = mul i64 3449720151, %3101
  %3103 = lshr i64 %3100, 32
  %3104 = trunc i64 %3103 to i32
  %3105 = trunc i64 %3100 to i32
  %3106 = lshr i64 %3102, 32
  %3107 = trunc i64 %3106 to i32
  %3108 = trunc i64 %3102 to i32
  %3109 = xor i32 %3107, %3092
  %3110 = xor i32 %3109, %3097
  %3111 = xor i32 %3104, %3089
  %3112 = xor i32 %3111, %3098
  %3113 = add i32 %3097, -1640531527
  %3114 = add i32 %3098, -1150833019
  %3115 = zext i32 %3110 to i64
  %3116 = mul i64 3528531795, %3115
  %3117 = zext i32 %3112 to i64
  %3118 = mul i64 3449720151, %3117
  %3119 = lshr i64 %3116, 32
  %3120 = trunc i64 %3119 to i32
  %3121 = trunc i64 %3116 to i32
  %3122 = lshr i64 %3118, 32
  %3123 = trunc i64 %3122 to i32
  %3124 = trunc i64 %3118 to i32
  %3125 = xor i32 %3123, %3108
  %3126 = xor i32 %3125, %3113
  %3127 = xor i32 %3120, %3105
  %3128 = xor i32 %3127, %3114
  %3129 = add i32 %3113, -1640531527
  %3130 = add i32 %3114, -1150833019
  %3131 = zext i32 %3126 to i64
  %3132 = mul i64 3528531795, %3131
  %3133 = zext i32 %3128 to i64
  %3134 = mul i64 3449720151, %3133
  %3135 = lshr i64 %3132, 32
  %3136 = trunc i64 %3135 to i32
  %3137 = trunc i64 %3132 to i32
  %3138 = lshr i64 %3134, 32
  %3139 = trunc i64 %3138 to i32
  %3140 = trunc i64 %3134 to i32
  %3141 = xor i32 %3139, %3124
  %3142 = xor i32 %3141, %3129
  %3143 = xor i32 %3136, %3121
  %3144 = xor i32 %3143, %3130
  %3145 = uitofp i32 %3142 to double
  %3146 = fadd double %3145, 5.000000e-01
  %3147 = fmul double %3146, 0x3DF0000000000000
  %3148 = bitcast double %3147 to i64
  %3149 = lshr i64 %3148, 32
  %3150 = add i64 %3149, 614242
  %3151 = lshr i64 %3150, 20
  %3152 = sub i64 %3151, 1023
  %3153 = and i64 %3150, 1048575
  %3154 = add i64 %3153, 1072079006
  %3155 = shl i64 %3154, 32
  %3156 = and i64 %3148, 4294967295
  %3157 = or i64 %3155, %3156
  %3158 = bitcast i64 %3157 to double
  %3159 = fsub double %3158, 1.000000e+00
  %3160 = fmul double 5.000000e-01, %3159
  %3161 = fmul double %3160, %3159
  %3162 = fadd double 2.000000e+00, %3159
  %3163 = fdiv double %3159, %3162
  %3164 = fmul double %3163, %3163
  %3165 = fmul double %3164, %3164
  %3166 = fmul double %3165, 0x3FC39A09D078C69F
  %3167 = fadd double 0x3FCC71C51D8E78AF, %3166
  %3168 = fmul double %3165, %3167
  %3169 = fadd double 0x3FD999999997FA04, %3168
  %3170 = fmul double %3165, %3169
  %3171 = fmul double %3165, 0x3FC2F112DF3E5244
  %3172 = fadd double 0x3FC7466496CB03DE, %3171
  %3173 = fmul double %3165, %3172
  %3174 = fadd double 0x3FD2492494229359, %3173
  %3175 = fmul double %3165, %3174
  %3176 = fadd double 0x3FE5555555555593, %3175
  %3177 = fmul double %3164, %3176
  %3178 = fadd double %3177, %3170
  %3179 = sitofp i64 %3152 to double
  %3180 = fadd double %3161, %3178
  %3181 = fmul double %3163, %3180
  %3182 = fmul double %3179, 0x3DEA39EF35793C76
  %3183 = fadd double %3181, %3182
  %3184 = fsub double %3183, %3161
  %3185 = fadd double %3184, %3159
  %3186 = fmul double %3179, 0x3FE62E42FEE00000
  %3187 = fadd double %3185, %3186
  %3188 = fneg double %3187
  %3189 = bitcast double %3188 to i64
  %3190 = lshr i64 %3189, 32
  %3191 = add i64 %3190, 614242
  %3192 = lshr i64 %3191, 20
  %3193 = sub i64 %3192, 1023
  %3194 = and i64 %3191, 1048575
  %3195 = add i64 %3194, 1072079006
  %3196 = shl i64 %3195, 32
  %3197 = and i64 %3189, 4294967295
  %3198 = or i64 %3196, %3197
  %3199 = bitcast i64 %3198 to double
  %3200 = fsub double %3199, 1.000000e+00
  %3201 = fmul double 5.000000e-01, %3200
  %3202 = fmul double %3201, %3200
  %3203 = fadd double 2.000000e+00, %3200
  %3204 = fdiv double %3200, %3203
  %3205 = fmul double %3204, %3204
  %3206 = fmul double %3205, %3205
  %3207 = fmul double %3206, 0x3FC39A09D078C69F
  %3208 = fadd double 0x3FCC71C51D8E78AF, %3207
  %3209 = fmul double %3206, %3208
  %3210 = fadd double 0x3FD999999997FA04, %3209
  %3211 = fmul double %3206, %3210
  %3212 = fmul double %3206, 0x3FC2F112DF3E5244
  %3213 = fadd double 0x3FC7466496CB03DE, %3212
  %3214 = fmul double %3206, %3213
  %3215 = fadd double 0x3FD2492494229359, %3214
  %3216 = fmul double %3206, %3215
  %3217 = fadd double 0x3FE5555555555593, %3216
  %3218 = fmul double %3205, %3217
  %3219 = fadd double %3218, %3211
  %3220 = sitofp i64 %3193 to double
  %3221 = fadd double %3202, %3219
  %3222 = fmul double %3204, %3221
  %3223 = fmul double %3220, 0x3DEA39EF35793C76
  %3224 = fadd double %3222, %3223
  %3225 = fsub double %3224, %3202
  %3226 = fadd double %3225, %3200
  %3227 = fmul double %3220, 0x3FE62E42FEE00000
  %3228 = fadd double %3226, %3227
  %3229 = fneg double %3228
  %3230 = fptrunc double %3229 to float
  %3231 = fadd float %2967, %3230
  %3232 = fcmp une float %max407, 0.000000e+00
  %3233 = select i1 %3232, float %3231, float 0xFFF0000000000000
  %3234 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature402
  store float %3233, ptr addrspace(3) %3234, align 4
  br label %slot.done405

slot.done405:                                     ; preds = %slot.then404, %slot.done399
  %feature408 = add i64 %lane, 2048
  %valid409 = icmp ult i64 %feature408, %n_features
  %3235 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid409, label %slot.then410, label %slot.done411

slot.then410:                                     ; preds = %slot.done405
  %3236 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature408
  %3237 = load float, ptr addrspace(1) %3236, align 4
  %3238 = fmul float %3237, %inv_t
  %3239 = fadd float %3237, 0.000000e+00
  %3240 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %3241 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature412 = uitofp i64 %feature408 to float
  %3242 = fcmp ogt float %3239, %3240
  %3243 = select i1 %3242, float 1.000000e+00, float 0.000000e+00
  %3244 = fcmp oeq float %3239, %3240
  %3245 = select i1 %3244, float 1.000000e+00, float 0.000000e+00
  %3246 = fcmp ole float %feature412, %3241
  %3247 = select i1 %3246, float 1.000000e+00, float 0.000000e+00
  %3248 = fmul float %3245, %3247
  %3249 = fcmp ogt float %3248, %3243
  %max413 = select i1 %3249, float %3248, float %3243
  %3250 = trunc i64 %key0 to i32
  %3251 = lshr i64 %key0, 32
  %3252 = trunc i64 %3251 to i32
  %3253 = trunc i64 %feature408 to i32
  %3254 = trunc i64 %row to i32
  %3255 = trunc i64 %key1 to i32
  %3256 = lshr i64 %key1, 32
  %3257 = trunc i64 %3256 to i32
  %3258 = zext i32 %3253 to i64
  %3259 = mul i64 3528531795, %3258
  %3260 = zext i32 %3255 to i64
  %3261 = mul i64 3449720151, %3260
  %3262 = lshr i64 %3259, 32
  %3263 = trunc i64 %3262 to i32
  %3264 = trunc i64 %3259 to i32
  %3265 = lshr i64 %3261, 32
  %3266 = trunc i64 %3265 to i32
  %3267 = trunc i64 %3261 to i32
  %3268 = xor i32 %3266, %3254
  %3269 = xor i32 %3268, %3250
  %3270 = xor i32 %3263, %3257
  %3271 = xor i32 %3270, %3252
  %3272 = add i32 %3250, -1640531527
  %3273 = add i32 %3252, -1150833019
  %3274 = zext i32 %3269 to i64
  %3275 = mul i64 3528531795, %3274
  %3276 = zext i32 %3271 to i64
  %3277 = mul i64 3449720151, %3276
  %3278 = lshr i64 %3275, 32
  %3279 = trunc i64 %3278 to i32
  %3280 = trunc i64 %3275 to i32
  %3281 = lshr i64 %3277, 32
  %3282 = trunc i64 %3281 to i32
  %3283 = trunc i64 %3277 to i32
  %3284 = xor i32 %3282, %3267
  %3285 = xor i32 %3284, %3272
  %3286 = xor i32 %3279, %3264
  %3287 = xor i32 %3286, %3273
  %3288 = add i32 %3272, -1640531527
  %3289 = add i32 %3273, -1150833019
  %3290 = zext i32 %3285 to i64
  %3291 = mul i64 3528531795, %3290
  %3292 = zext i32 %3287 to i64
  %3293 = mul i64 3449720151, %3292
  %3294 = lshr i64 %3291, 32
  %3295 = trunc i64 %3294 to i32
  %3296 = trunc i64 %3291 to i32
  %3297 = lshr i64 %3293, 32
  %3298 = trunc i64 %3297 to i32
  %3299 = trunc i64 %3293 to i32
  %3300 = xor i32 %3298, %3283
  %3301 = xor i32 %3300, %3288
  %3302 = xor i32 %3295, %3280
  %3303 = xor i32 %3302, %3289
  %3304 = add i32 %3288, -1640531527
  %3305 = add i32 %3289, -1150833019
  %3306 = zext i32 %3301 to i64
  %3307 = mul i64 3528531795, %3306
  %3308 = zext i32 %3303 to i64
  %3309 = mul i64 3449720151, %3308
  %3310 = lshr i64 %3307, 32
  %3311 = trunc i64 %3310 to i32
  %3312 = trunc i64 %3307 to i32
  %3313 = lshr i64 %3309, 32
  %3314 = trunc i64 %3313 to i32
  %3315 = trunc i64 %3309 to i32
  %3316 = xor i32 %3314, %3299
  %3317 = xor i32 %3316, %3304
  %3318 = xor i32 %3311, %3296
  %3319 = xor i32 %3318, %3305
  %3320 = add i32 %3304, -1640531527
  %3321 = add i32 %3305, -1150833019
  %3322 = zext i32 %3317 to i64
  %3323 = mul i64 3528531795, %3322
  %3324 = zext i32 %3319 to i64
  %3325 = mul i64 3449720151, %3324
  %3326 = lshr i64 %3323, 32
  %3327 = trunc i64 %3326 to i32
  %3328 = trunc i64 %3323 to i32
  %3329 = lshr i64 %3325, 32
  %3330 = trunc i64 %3329 to i32
  %3331 = trunc i64 %3325 to i32
  %3332 = xor i32 %3330, %3315
  %3333 = xor i32 %3332, %3320
  %3334 = xor i32 %3327, %3312
  %3335 = xor i32 %3334, %3321
  %3336 = add i32 %3320, -1640531527
  %3337 = add i32 %3321, -1150833019
  %3338 = zext i32 %3333 to i64
  %3339 = mul i64 3528531795, %3338
  %3340 = zext i32 %3335 to i64
  %3341 = mul i64 3449720151, %3340
  %3342 = lshr i64 %3339, 32
  %3343 = trunc i64 %3342 to i32
  %3344 = trunc i64 %3339 to i32
  %3345 = lshr i64 %3341, 32
  %3346 = trunc i64 %3345 to i32
  %3347 = trunc i64 %3341 to i32
  %3348 = xor i32 %3346, %3331
  %3349 = xor i32 %3348, %3336
  %3350 = xor i32 %3343, %3328
  %3351 = xor i32 %3350, %3337
  %3352 = add i32 %3336, -1640531527
  %3353 = add i32 %3337, -1150833019
  %3354 = zext i32 %3349 to i64
  %3355 = mul i64 3528531795, %3354
  %3356 = zext i32 %3351 to i64
  %3357 = mul i64 3449720151, %3356
  %3358 = lshr i64 %3355, 32
  %3359 = trunc i64 %3358 to i32
  %3360 = trunc i64 %3355 to i32
  %3361 = lshr i64 %3357, 32
  %3362 = trunc i64 %3361 to i32
  %3363 = trunc i64 %3357 to i32
  %3364 = xor i32 %3362, %3347
  %3365 = xor i32 %3364, %3352
  %3366 = xor i32 %3359, %3344
  %3367 = xor i32 %3366, %3353
  %3368 = add i32 %3352, -1640531527
  %3369 = add i32 %3353, -1150833019
  %3370 = zext i32 %3365 to i64
  %3371 = mul i64 3528531795, %3370
  %3372 = zext i32 %3367 to i64
  %3373 = mul i64 3449720151, %3372
  %3374 = lshr i64 %3371, 32
  %3375 = trunc i64 %3374 to i32
  %3376 = trunc i64 %3371 to i32
  %3377 = lshr i64 %3373, 32
  %3378 = trunc i64 %3377 to i32
  %3379 = trunc i64 %3373 to i32
  %3380 = xor i32 %3378, %3363
  %3381 = xor i32 %3380, %3368
  %3382 = xor i32 %3375, %3360
  %3383 = xor i32 %3382, %3369
  %3384 = add i32 %3368, -1640531527
  %3385 = add i32 %3369, -1150833019
  %3386 = zext i32 %3381 to i64
  %3387 = mul i64 3528531795, %3386
  %3388 = zext i32 %3383 to i64
  %3389 = mul i64 3449720151, %3388
  %3390 = lshr i64 %3387, 32
  %3391 = trunc i64 %3390 to i32
  %3392 = trunc i64 %3387 to i32
  %3393 = lshr i64 %3389, 32
  %3394 = trunc i64 %3393 to i32
  %3395 = trunc i64 %3389 to i32
  %3396 = xor i32 %3394, %3379
  %3397 = xor i32 %3396, %3384
  %3398 = xor i32 %3391, %3376
  %3399 = xor i32 %3398, %3385
  %3400 = add i32 %3384, -1640531527
  %3401 = add i32 %3385, -1150833019
  %3402 = zext i32 %3397 to i64
  %3403 = mul i64 3528531795, %3402
  %3404 = zext i32 %3399 to i64
  %3405 = mul i64 3449720151, %3404
  %3406 = lshr i64 %3403, 32
  %3407 = trunc i64 %3406 to i32
  %3408 = trunc i64 %3403 to i32
  %3409 = lshr i64 %3405, 32
  %3410 = trunc i64 %3409 to i32
  %3411 = trunc i64 %3405 to i32
  %3412 = xor i32 %3410, %3395
  %3413 = xor i32 %3412, %3400
  %3414 = xor i32 %3407, %3392
  %3415 = xor i32 %3414, %3401
  %3416 = uitofp i32 %3413 to double
  %3417 = fadd double %3416, 5.000000e-01
  %3418 = fmul double %3417, 0x3DF0000000000000
  %3419 = bitcast double %3418 to i64
  %3420 = lshr i64 %3419, 32
  %3421 = add i64 %3420, 614242
  %3422 = lshr i64 %3421, 20
  %3423 = sub i64 %3422, 1023
  %3424 = and i64 %3421, 1048575
  %3425 = add i64 %3424, 1072079006
  %3426 = shl i64 %3425, 32
  %3427 = and i64 %3419, 4294967295
  %3428 = or i64 %3426, %3427
  %3429 = bitcast i64 %3428 to double
  %3430 = fsub double %3429, 1.000000e+00
  %3431 = fmul double 5.000000e-01, %3430
  %3432 = fmul double %3431, %3430
  %3433 = fadd double 2.000000e+00, %3430
  %3434 = fdiv double %3430, %3433
  %3435 = fmul double %3434, %3434
  %3436 = fmul double %3435, %3435
  %3437 = fmul double %3436, 0x3FC39A09D078C69F
  %3438 = fadd double 0x3FCC71C51D8E78AF, %3437
  %3439 = fmul double %3436, %3438
  %3440 = fadd double 0x3FD999999997FA04, %3439
  %3441 = fmul double %3436, %3440
  %3442 = fmul double %3436, 0x3FC2F112DF3E5244
  %3443 = fadd double 0x3FC7466496CB03DE, %3442
  %3444 = fmul double %3436, %3443
  %3445 = fadd double 0x3FD2492494229359, %3444
  %3446 = fmul double %3436, %3445
  %3447 = fadd double 0x3FE5555555555593, %3446
  %3448 = fmul double %3435, %3447
  %3449 = fadd double %3448, %3441
  %3450 = sitofp i64 %3423 to double
  %3451 = fadd double %3432, %3449
  %3452 = fmul double %3434, %3451
  %3453 = fmul double %3450, 0x3DEA39EF35793C76
  %3454 = fadd double %3452, %3453
  %3455 = fsub double %3454, %3432
  %3456 = fadd double %3455, %3430
  %3457 = fmul double %3450, 0x3FE62E42FEE00000
  %3458 = fadd double %3456, %3457
  %3459 = fneg double %3458
  %3460 = bitcast double %3459 to i64
  %3461 = lshr i64 %3460, 32
  %3462 = add i64 %3461, 614242
  %3463 = lshr i64 %3462, 20
  %3464 = sub i64 %3463, 1023
  %3465 = and i64 %3462, 1048575
  %3466 = add i64 %3465, 1072079006
  %3467 = shl i64 %3466, 32
  %3468 = and i64 %3460, 4294967295
  %3469 = or i64 %3467, %3468
  %3470 = bitcast i64 %3469 to double
  %3471 = fsub double %3470, 1.000000e+00
  %3472 = fmul double 5.000000e-01, %3471
  %3473 = fmul double %3472, %3471
  %3474 = fadd double 2.000000e+00, %3471
  %3475 = fdiv double %3471, %3474
  %3476 = fmul double %3475, %3475
  %3477 = fmul double %3476, %3476
  %3478 = fmul double %3477, 0x3FC39A09D078C69F
  %3479 = fadd double 0x3FCC71C51D8E78AF, %3478
  %3480 = fmul double %3477, %3479
  %3481 = fadd double 0x3FD999999997FA04, %3480
  %3482 = fmul double %3477, %3481
  %3483 = fmul double %3477, 0x3FC2F112DF3E5244
  %3484 = fadd double 0x3FC7466496CB03DE, %3483
  %3485 = fmul double %3477, %3484
  %3486 = fadd double 0x3FD2492494229359, %3485
  %3487 = fmul double %3477, %3486
  %3488 = fadd double 0x3FE5555555555593, %3487
  %3489 = fmul double %3476, %3488
  %3490 = fadd double %3489, %3482
  %3491 = sitofp i64 %3464 to double
  %3492 = fadd double %3473, %3490
  %3493 = fmul double %3475, %3492
  %3494 = fmul double %3491, 0x3DEA39EF35793C76
  %3495 = fadd double %3493, %3494
  %3496 = fsub double %3495, %3473
  %3497 = fadd double %3496, %3471
  %3498 = fmul double %3491, 0x3FE62E42FEE00000
  %3499 = fadd double %3497, %3498
  %3500 = fneg double %3499
  %3501 = fptrunc double %3500 to float
  %3502 = fadd float %3238, %3501
  %3503 = fcmp une float %max413, 0.000000e+00
  %3504 = select i1 %3503, float %3502, float 0xFFF0000000000000
  %3505 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature408
  store float %3504, ptr addrspace(3) %3505, align 4
  br label %slot.done411

slot.done411:                                     ; preds = %slot.then410, %slot.done405
  %feature414 = add i64 %lane, 3072
  %valid415 = icmp ult i64 %feature414, %n_features
  %3506 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid415, label %slot.then416, label %slot.done417

slot.then416:                                     ; preds = %slot.done411
  %3507 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature414
  %3508 = load float, ptr addrspace(1) %3507, align 4
  %3509 = fmul float %3508, %inv_t
  %3510 = fadd float %3508, 0.000000e+00
  %3511 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %3512 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature418 = uitofp i64 %feature414 to float
  %3513 = fcmp ogt float %3510, %3511
  %3514 = select i1 %3513, float 1.000000e+00, float 0.000000e+00
  %3515 = fcmp oeq float %3510, %3511
  %3516 = select i1 %3515, float 1.000000e+00, float 0.000000e+00
  %3517 = fcmp ole float %feature418, %3512
  %3518 = select i1 %3517, float 1.000000e+00, float 0.000000e+00
  %3519 = fmul float %3516, %3518
  %3520 = fcmp ogt float %3519, %3514
  %max419 = select i1 %3520, float %3519, float %3514
  %3521 = trunc i64 %key0 to i32
  %3522 = lshr i64 %key0, 32
  %3523 = trunc i64 %3522 to i32
  %3524 = trunc i64 %feature414 to i32
  %3525 = trunc i64 %row to i32
  %3526 = trunc i64 %key1 to i32
  %3527 = lshr i64 %key1, 32
  %3528 = trunc i64 %3527 to i32
  %3529 = zext i32 %3524 to i64
  %3530 = mul i64 3528531795, %3529
  %3531 = zext i32 %3526 to i64
  %3532 = mul i64 3449720151, %3531
  %3533 = lshr i64 %3530, 32
  %3534 = trunc i64 %3533 to i32
  %3535 = trunc i64 %3530 to i32
  %3536 = lshr i64 %3532, 32
  %3537 = trunc i64 %3536 to i32
  %3538 = trunc i64 %3532 to i32
  %3539 = xor i32 %3537, %3525
  %3540 = xor i32 %3539, %3521
  %3541 = xor i32 %3534, %3528
  %3542 = xor i32 %3541, %3523
  %3543 = add i32 %3521, -1640531527
  %3544 = add i32 %3523, -1150833019
  %3545 = zext i32 %3540 to i64
  %3546 = mul i64 3528531795, %3545
  %3547 = zext i32 %3542 to i64
  %3548 = mul i64 3449720151, %3547
  %3549 = lshr i64 %3546, 32
  %3550 = trunc i64 %3549 to i32
  %3551 = trunc i64 %3546 to i32
  %3552 = lshr i64 %3548, 32
  %3553 = trunc i64 %3552 to i32
  %3554 = trunc i64 %3548 to i32
  %3555 = xor i32 %3553, %3538
  %3556 = xor i32 %3555, %3543
  %3557 = xor i32 %3550, %3535
  %3558 = xor i32 %3557, %3544
  %3559 = add i32 %3543, -1640531527
  %3560 = add i32 %3544, -1150833019
  %3561 = zext i32 %3556 to i64
  %3562 = mul i64 3528531795, %3561
  %3563 = zext i32 %3558 to i64
  %3564 = mul i64 3449720151, %3563
  %3565 = lshr i64 %3562, 32
  %3566 = trunc i64 %3565 to i32
  %3567 = trunc i64 %3562 to i32
  %3568 = lshr i64 %3564, 32
  %3569 = trunc i64 %3568 to i32
  %3570 = trunc i64 %3564 to i32
  %3571 = xor i32 %3569, %3554
  %3572 = xor i32 %3571, %3559
  %3573 = xor i32 %3566, %3551
  %3574 = xor i32 %3573, %3560
  %3575 = add i32 %3559, -1640531527
  %3576 = add i32 %3560, -1150833019
  %3577 = zext i32 %3572 to i64
  %3578 = mul i64 3528531795, %3577
  %3579 = zext i32 %3574 to i64
  %3580 = mul i64 3449720151, %3579
  %3581 = lshr i64 %3578, 32
  %3582 = trunc i64 %3581 to i32
  %3583 = trunc i64 %3578 to i32
  %3584 = lshr i64 %3580, 32
  %3585 = trunc i64 %3584 to i32
  %3586 = trunc i64 %3580 to i32
  %3587 = xor i32 %3585, %3570
  %3588 = xor i32 %3587, %3575
  %3589 = xor i32 %3582, %3567
  %3590 = xor i32 %3589, %3576
  %3591 = add i32 %3575, -1640531527
  %3592 = add i32 %3576, -1150833019
  %3593 = zext i32 %3588 to i64
  %3594 = mul i64 3528531795, %3593
  %3595 = zext i32 %3590 to i64
  %3596 = mul i64 3449720151, %3595
  %3597 = lshr i64 %3594, 32
  %3598 = trunc i64 %3597 to i32
  %3599 = trunc i64 %3594 to i32
  %3600 = lshr i64 %3596, 32
  %3601 = trunc i64 %3600 to i32
  %3602 = trunc i64 %3596 to i32
  %3603 = xor i32 %3601, %3586
  %3604 = xor i32 %3603, %3591
  %3605 = xor i32 %3598, %3583
  %3606 = xor i32 %3605, %3592
  %3607 = add i32 %3591, -1640531527
  %3608 = add i32 %3592, -1150833019
  %3609 = zext i32 %3604 to i64
  %3610 = mul i64 3528531795, %3609
  %3611 = zext i32 %3606 to i64
  %3612 = mul i64 3449720151, %3611
  %3613 = lshr i64 %3610, 32
  %3614 = trunc i64 %3613 to i32
  %3615 = trunc i64 %3610 to i32
  %3616 = lshr i64 %3612, 32
  %3617 = trunc i64 %3616 to i32
  %3618 = trunc i64 %3612 to i32
  %3619 = xor i32 %3617, %3602
  %3620 = xor i32 %3619, %3607
  %3621 = xor i32 %3614, %3599
  %3622 = xor i32 %3621, %3608
  %3623 = add i32 %3607, -1640531527
  %3624 = add i32 %3608, -1150833019
  %3625 = zext i32 %3620 to i64
  %3626 = mul i64 3528531795, %3625
  %3627 = zext i32 %3622 to i64
  %3628 = mul i64 3449720151, %3627
  %3629 = lshr i64 %3626, 32
  %3630 = trunc i64 %3629 to i32
  %3631 = trunc i64 %3626 to i32
  %3632 = lshr i64 %3628, 32
  %3633 = trunc i64 %3632 to i32
  %3634 = trunc i64 %3628 to i32
  %3635 = xor i32 %3633, %3618
  %3636 = xor i32 %3635, %3623
  %3637 = xor i32 %3630, %3615
  %3638 = xor i32 %3637, %3624
  %3639 = add i32 %3623, -1640531527
  %3640 = add i32 %3624, -1150833019
  %3641 = zext i32 %3636 to i64
  %3642 = mul i64 3528531795, %3641
  %3643 = zext i32 %3638 to i64
  %3644 = mul i64 3449720151, %3643
  %3645 = lshr i64 %3642, 32
  %3646 = trunc i64 %3645 to i32
  %3647 = trunc i64 %3642 to i32
  %3648 = lshr i64 %3644, 32
  %3649 = trunc i64 %3648 to i32
  %3650 = trunc i64 %3644 to i32
  %3651 = xor i32 %3649, %3634
  %3652 = xor i32 %3651, %3639
  %3653 = xor i32 %3646, %3631
  %3654 = xor i32 %3653, %3640
  %3655 = add i32 %3639, -1640531527
  %3656 = add i32 %3640, -1150833019
  %3657 = zext i32 %3652 to i64
  %3658 = mul i64 3528531795, %3657
  %3659 = zext i32 %3654 to i64
  %3660 = mul i64 3449720151, %3659
  %3661 = lshr i64 %3658, 32
  %3662 = trunc i64 %3661 to i32
  %3663 = trunc i64 %3658 to i32
  %3664 = lshr i64 %3660, 32
  %3665 = trunc i64 %3664 to i32
  %3666 = trunc i64 %3660 to i32
  %3667 = xor i32 %3665, %3650
  %3668 = xor i32 %3667, %3655
  %3669 = xor i32 %3662, %3647
  %3670 = xor i32 %3669, %3656
  %3671 = add i32 %3655, -1640531527
  %3672 = add i32 %3656, -1150833019
  %3673 = zext i32 %3668 to i64
  %3674 = mul i64 3528531795, %3673
  %3675 = zext i32 %3670 to i64
  %3676 = mul i64 3449720151, %3675
  %3677 = lshr i64 %3674, 32
  %3678 = trunc i64 %3677 to i32
  %3679 = trunc i64 %3674 to i32
  %3680 = lshr i64 %3676, 32
  %3681 = trunc i64 %3680 to i32
  %3682 = trunc i64 %3676 to i32
  %3683 = xor i32 %3681, %3666
  %3684 = xor i32 %3683, %3671
  %3685 = xor i32 %3678, %3663
  %3686 = xor i32 %3685, %3672
  %3687 = uitofp i32 %3684 to double
  %3688 = fadd double %3687, 5.000000e-01
  %3689 = fmul double %3688, 0x3DF0000000000000
  %3690 = bitcast double %3689 to i64
  %3691 = lshr i64 %3690, 32
  %3692 = add i64 %3691, 614242
  %3693 = lshr i64 %3692, 20
  %3694 = sub i64 %3693, 1023
  %3695 = and i64 %3692, 1048575
  %3696 = add i64 %3695, 1072079006
  %3697 = shl i64 %3696, 32
  %3698 = and i64 %3690, 4294967295
  %3699 = or i64 %3697, %3698
  %3700 = bitcast i64 %3699 to double
  %3701 = fsub double %3700, 1.000000e+00
  %3702 = fmul double 5.000000e-01, %3701
  %3703 = fmul double %3702, %3701
  %3704 = fadd double 2.000000e+00, %3701
  %3705 = fdiv double %3701, %3704
  %3706 = fmul double %3705, %3705
  %3707 = fmul double %3706, %3706
  %3708 = fmul double %3707, 0x3FC39A09D078C69F
  %3709 = fadd double 0x3FCC71C51D8E78AF, %3708
  %3710 = fmul double %3707, %3709
  %3711 = fadd double 0x3FD999999997FA04, %3710
  %3712 = fmul double %3707, %3711
  %3713 = fmul double %3707, 0x3FC2F112DF3E5244
  %3714 = fadd double 0x3FC7466496CB03DE, %3713
  %3715 = fmul double %3707, %3714
  %3716 = fadd double 0x3FD2492494229359, %3715
  %3717 = fmul double %3707, %3716
  %3718 = fadd double 0x3FE5555555555593, %3717
  %3719 = fmul double %3706, %3718
  %3720 = fadd double %3719, %3712
  %3721 = sitofp i64 %3694 to double
  %3722 = fadd double %3703, %3720
  %3723 = fmul double %3705, %3722
  %3724 = fmul double %3721, 0x3DEA39EF35793C76
  %3725 = fadd double %3723, %3724
  %3726 = fsub double %3725, %3703
  %3727 = fadd double %3726, %3701
  %3728 = fmul double %3721, 0x3FE62E42FEE00000
  %3729 = fadd double %3727, %3728
  %3730 = fneg double %3729
  %3731 = bitcast double %3730 to i64
  %3732 = lshr i64 %3731, 32
  %3733 = add i64 %3732, 614242
  %3734 = lshr i64 %3733, 20
  %3735 = sub i64 %3734, 1023
  %3736 = and i64 %3733, 1048575
  %3737 = add i64 %3736, 1072079006
  %3738 = shl i64 %3737, 32
  %3739 = and i64 %3731, 4294967295
  %3740 = or i64 %3738, %3739
  %3741 = bitcast i64 %3740 to double
  %3742 = fsub double %3741, 1.000000e+00
  %3743 = fmul double 5.000000e-01, %3742
  %3744 = fmul double %3743, %3742
  %3745 = fadd double 2.000000e+00, %3742
  %3746 = fdiv double %3742, %3745
  %3747 = fmul double %3746, %3746
  %3748 = fmul double %3747, %3747
  %3749 = fmul double %3748, 0x3FC39A09D078C69F
  %3750 = fadd double 0x3FCC71C51D8E78AF, %3749
  %3751 = fmul double %3748, %3750
  %3752 = fadd double 0x3FD999999997FA04, %3751
  %3753 = fmul double %3748, %3752
  %3754 = fmul double %3748, 0x3FC2F112DF3E5244
  %3755 = fadd double 0x3FC7466496CB03DE, %3754
  %3756 = fmul double %3748, %3755
  %3757 = fadd double 0x3FD2492494229359, %3756
  %3758 = fmul double %3748, %3757
  %3759 = fadd double 0x3FE5555555555593, %3758
  %3760 = fmul double %3747, %3759
  %3761 = fadd double %3760, %3753
  %3762 = sitofp i64 %3735 to double
  %3763 = fadd double %3744, %3761
  %3764 = fmul double %3746, %3763
  %3765 = fmul double %3762, 0x3DEA39EF35793C76
  %3766 = fadd double %3764, %3765
  %3767 = fsub double %3766, %3744
  %3768 = fadd double %3767, %3742
  %3769 = fmul double %3762, 0x3FE62E42FEE00000
  %3770 = fadd double %3768, %3769
  %3771 = fneg double %3770
  %3772 = fptrunc double %3771 to float
  %3773 = fadd float %3509, %3772
  %3774 = fcmp une float %max419, 0.000000e+00
  %3775 = select i1 %3774, float %3773, float 0xFFF0000000000000
  %3776 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature414
  store float %3775, ptr addrspace(3) %3776, align 4
  br label %slot.done417

slot.done417:                                     ; preds = %slot.then416, %slot.done411
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then420, label %fold.done421

fold.then420:                                     ; preds = %slot.done417
  store float 0xFFF0000000000000, ptr %fold_value422, align 4
  store i64 0, ptr %fold_index423, align 8
  store i64 0, ptr %pairwise_depth426, align 8
  br label %fold.header427

fold.done421:                                     ; preds = %fold.exit429, %slot.done417
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done395

fold.header427:                                   ; preds = %fold.body428, %fold.then420
  %fold430 = phi i64 [ 0, %fold.then420 ], [ %3788, %fold.body428 ]
  %3777 = icmp ult i64 %fold430, %n_features
  br i1 %3777, label %fold.body428, label %fold.exit429

fold.body428:                                     ; preds = %fold.header427
  %3778 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold430
  %3779 = load float, ptr addrspace(3) %3778, align 4
  %3780 = load float, ptr %fold_value422, align 4
  %3781 = fcmp ogt float %3779, %3780
  %3782 = fcmp uno float %3779, %3779
  %3783 = fcmp ord float %3780, %3780
  %3784 = and i1 %3782, %3783
  %take431 = or i1 %3781, %3784
  %3785 = select i1 %take431, float %3779, float %3780
  store float %3785, ptr %fold_value422, align 4
  %3786 = load i64, ptr %fold_index423, align 8
  %3787 = select i1 %take431, i64 %fold430, i64 %3786
  store i64 %3787, ptr %fold_index423, align 8
  %3788 = add i64 %fold430, 1
  br label %fold.header427

fold.exit429:                                     ; preds = %fold.header427
  %3789 = load i64, ptr %fold_index423, align 8
  %argmax432 = uitofp i64 %3789 to float
  store float %argmax432, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 12), align 4
  br label %fold.done421

guard.skipped.then433:                            ; preds = %guard.else394
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 12), align 4
  br label %guard.skipped.done434

guard.skipped.done434:                            ; preds = %guard.skipped.then433, %guard.else394
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done395

uniform_sinks.then:                               ; preds = %guard.done395
  %3790 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %3791 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %3792 = fmul float %3791, 2.000000e+00
  %3793 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %3794 = fcmp oeq float %3793, 0xFFF0000000000000
  %3795 = select i1 %3794, float 1.000000e+00, float 0.000000e+00
  %3796 = fmul float %3795, 4.000000e+00
  %3797 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %3798 = fmul float %3797, 8.000000e+00
  %3799 = fadd float %3790, %3792
  %3800 = fadd float %3799, %3796
  %3801 = fadd float %3800, %3798
  %3802 = fcmp olt float %top_p, 1.000000e+00
  %3803 = select i1 %3802, float 1.000000e+00, float 0.000000e+00
  %3804 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %3805 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 12), align 4
  %3806 = fcmp une float %3803, 0.000000e+00
  %3807 = select i1 %3806, float %3804, float %3805
  %3808 = icmp ne i32 %greedy, 0
  %greedy437 = select i1 %3808, float 1.000000e+00, float 0.000000e+00
  %3809 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %3810 = fcmp une float %greedy437, 0.000000e+00
  %3811 = select i1 %3810, float %3809, float %3807
  %3812 = fcmp une float %3801, 0.000000e+00
  %3813 = select i1 %3812, float -1.000000e+00, float %3811
  %id = fptosi float %3813 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %3801 to i32
  %status438 = load i32, ptr addrspace(1) %4, align 4
  %3814 = or i32 %status438, %status_bits
  store i32 %3814, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %guard.done395
  %feature439 = add i64 %lane, 0
  %valid440 = icmp ult i64 %feature439, %n_features
  %3815 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid440, label %slot.then441, label %slot.done442

slot.then441:                                     ; preds = %uniform_sinks.done
  %3816 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %3817 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %3818 = fmul float %3817, 2.000000e+00
  %3819 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %3820 = fcmp oeq float %3819, 0xFFF0000000000000
  %3821 = select i1 %3820, float 1.000000e+00, float 0.000000e+00
  %3822 = fmul float %3821, 4.000000e+00
  %3823 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %3824 = fmul float %3823, 8.000000e+00
  %3825 = fadd float %3816, %3818
  %3826 = fadd float %3825, %3822
  %3827 = fadd float %3826, %3824
  %3828 = fcmp olt float %top_p, 1.000000e+00
  %3829 = select i1 %3828, float 1.000000e+00, float 0.000000e+00
  %3830 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %3831 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 12), align 4
  %3832 = fcmp une float %3829, 0.000000e+00
  %3833 = select i1 %3832, float %3830, float %3831
  %3834 = icmp ne i32 %greedy, 0
  %greedy443 = select i1 %3834, float 1.000000e+00, float 0.000000e+00
  %3835 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %3836 = fcmp une float %greedy443, 0.000000e+00
  %3837 = select i1 %3836, float %3835, float %3833
  %3838 = fcmp une float %3827, 0.000000e+00
  %3839 = select i1 %3838, float -1.000000e+00, float %3837
  br label %slot.done442

slot.done442:                                     ; preds = %slot.then441, %uniform_sinks.done
  %feature444 = add i64 %lane, 1024
  %valid445 = icmp ult i64 %feature444, %n_features
  %3840 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid445, label %slot.then446, label %slot.done447

slot.then446:                                     ; preds = %slot.done442
  %3841 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %3842 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %3843 = fmul float %3842, 2.000000e+00
  %3844 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %3845 = fcmp oeq float %3844, 0xFFF0000000000000
  %3846 = select i1 %3845, float 1.000000e+00, float 0.000000e+00
  %3847 = fmul float %3846, 4.000000e+00
  %3848 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %3849 = fmul float %3848, 8.000000e+00
  %3850 = fadd float %3841, %3843
  %3851 = fadd float %3850, %3847
  %3852 = fadd float %3851, %3849
  %3853 = fcmp olt float %top_p, 1.000000e+00
  %3854 = select i1 %3853, float 1.000000e+00, float 0.000000e+00
  %3855 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %3856 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 12), align 4
  %3857 = fcmp une float %3854, 0.000000e+00
  %3858 = select i1 %3857, float %3855, float %3856
  %3859 = icmp ne i32 %greedy, 0
  %greedy448 = select i1 %3859, float 1.000000e+00, float 0.000000e+00
  %3860 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %3861 = fcmp une float %greedy448, 0.000000e+00
  %3862 = select i1 %3861, float %3860, float %3858
  %3863 = fcmp une float %3852, 0.000000e+00
  %3864 = select i1 %3863, float -1.000000e+00, float %3862
  br label %slot.done447

slot.done447:                                     ; preds = %slot.then446, %slot.done442
  %feature449 = add i64 %lane, 2048
  %valid450 = icmp ult i64 %feature449, %n_features
  %3865 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid450, label %slot.then451, label %slot.done452

slot.then451:                                     ; preds = %slot.done447
  %3866 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %3867 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %3868 = fmul float %3867, 2.000000e+00
  %3869 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %3870 = fcmp oeq float %3869, 0xFFF0000000000000
  %3871 = select i1 %3870, float 1.000000e+00, float 0.000000e+00
  %3872 = fmul float %3871, 4.000000e+00
  %3873 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %3874 = fmul float %3873, 8.000000e+00
  %3875 = fadd float %3866, %3868
  %3876 = fadd float %3875, %3872
  %3877 = fadd float %3876, %3874
  %3878 = fcmp olt float %top_p, 1.000000e+00
  %3879 = select i1 %3878, float 1.000000e+00, float 0.000000e+00
  %3880 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %3881 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 12), align 4
  %3882 = fcmp une float %3879, 0.000000e+00
  %3883 = select i1 %3882, float %3880, float %3881
  %3884 = icmp ne i32 %greedy, 0
  %greedy453 = select i1 %3884, float 1.000000e+00, float 0.000000e+00
  %3885 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %3886 = fcmp une float %greedy453, 0.000000e+00
  %3887 = select i1 %3886, float %3885, float %3883
  %3888 = fcmp une float %3877, 0.000000e+00
  %3889 = select i1 %3888, float -1.000000e+00, float %3887
  br label %slot.done452

slot.done452:                                     ; preds = %slot.then451, %slot.done447
  %feature454 = add i64 %lane, 3072
  %valid455 = icmp ult i64 %feature454, %n_features
  %3890 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid455, label %slot.then456, label %slot.done457

slot.then456:                                     ; preds = %slot.done452
  %3891 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %3892 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %3893 = fmul float %3892, 2.000000e+00
  %3894 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %3895 = fcmp oeq float %3894, 0xFFF0000000000000
  %3896 = select i1 %3895, float 1.000000e+00, float 0.000000e+00
  %3897 = fmul float %3896, 4.000000e+00
  %3898 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %3899 = fmul float %3898, 8.000000e+00
  %3900 = fadd float %3891, %3893
  %3901 = fadd float %3900, %3897
  %3902 = fadd float %3901, %3899
  %3903 = fcmp olt float %top_p, 1.000000e+00
  %3904 = select i1 %3903, float 1.000000e+00, float 0.000000e+00
  %3905 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %3906 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 12), align 4
  %3907 = fcmp une float %3904, 0.000000e+00
  %3908 = select i1 %3907, float %3905, float %3906
  %3909 = icmp ne i32 %greedy, 0
  %greedy458 = select i1 %3909, float 1.000000e+00, float 0.000000e+00
  %3910 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %3911 = fcmp une float %greedy458, 0.000000e+00
  %3912 = select i1 %3911, float %3910, float %3908
  %3913 = fcmp une float %3902, 0.000000e+00
  %3914 = select i1 %3913, float -1.000000e+00, float %3912
  br label %slot.done457

slot.done457:                                     ; preds = %slot.then456, %slot.done452
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_wide(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, ptr addrspace(1) %scratch, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #0 {
entry:
  %max_index293 = alloca <8 x i64>, align 64
  %max_best292 = alloca <8 x float>, align 32
  %pairwise_depth291 = alloca i64, align 8
  %pairwise_levels290 = alloca [64 x i64], align 8
  %pairwise_sums289 = alloca [64 x float], align 4
  %fold_index288 = alloca i64, align 8
  %fold_value287 = alloca float, align 4
  %max_index258 = alloca <8 x i64>, align 64
  %max_best257 = alloca <8 x float>, align 32
  %pairwise_depth256 = alloca i64, align 8
  %pairwise_levels255 = alloca [64 x i64], align 8
  %pairwise_sums254 = alloca [64 x float], align 4
  %fold_index253 = alloca i64, align 8
  %fold_value252 = alloca float, align 4
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

row.done:                                         ; preds = %feature.exit313, %entry
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
  %not_greedy236 = icmp eq i32 %greedy, 0
  %top_p_on237 = fcmp olt float %top_p, 1.000000e+00
  %guard238 = and i1 %top_p_on237, %not_greedy236
  br i1 %guard238, label %guard.then239, label %guard.else240

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

guard.then239:                                    ; preds = %guard.done167
  br label %feature.header242

guard.else240:                                    ; preds = %guard.done167
  br i1 %lane0, label %guard.skipped.then272, label %guard.skipped.done273

guard.done241:                                    ; preds = %guard.skipped.done273, %reduce.done251
  %not_greedy274 = icmp eq i32 %greedy, 0
  %top_p_off = fcmp uge float %top_p, 1.000000e+00
  %guard275 = and i1 %top_p_off, %not_greedy274
  br i1 %guard275, label %guard.then276, label %guard.else277

feature.header242:                                ; preds = %feature.body243, %guard.then239
  %feature245 = phi i64 [ %lane, %guard.then239 ], [ %1755, %feature.body243 ]
  %1421 = icmp ult i64 %feature245, %n_features
  br i1 %1421, label %feature.body243, label %feature.exit244

feature.body243:                                  ; preds = %feature.header242
  %1422 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature245
  %1423 = load float, ptr addrspace(1) %1422, align 4
  %1424 = fmul float %1423, %inv_t
  %1425 = fadd float %1423, 0.000000e+00
  %1426 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  %1427 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  %feature246 = uitofp i64 %feature245 to float
  %1428 = fcmp ogt float %1425, %1426
  %1429 = select i1 %1428, float 1.000000e+00, float 0.000000e+00
  %1430 = fcmp oeq float %1425, %1426
  %1431 = select i1 %1430, float 1.000000e+00, float 0.000000e+00
  %1432 = fcmp ole float %feature246, %1427
  %1433 = select i1 %1432, float 1.000000e+00, float 0.000000e+00
  %1434 = fmul float %1431, %1433
  %1435 = fcmp ogt float %1434, %1429
  %max247 = select i1 %1435, float %1434, float %1429
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
  %1483 = fcmp une float %max247, 0.000000e+00
  %1484 = select i1 %1483, float %1482, float -1.000000e+00
  %1485 = fadd float %1484, 0.000000e+00
  %1486 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 9), align 4
  %1487 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 10), align 4
  %feature248 = uitofp i64 %feature245 to float
  %1488 = fcmp ogt float %1485, %1486
  %1489 = select i1 %1488, float 1.000000e+00, float 0.000000e+00
  %1490 = fcmp oeq float %1485, %1486
  %1491 = select i1 %1490, float 1.000000e+00, float 0.000000e+00
  %1492 = fcmp ole float %feature248, %1487
  %1493 = select i1 %1492, float 1.000000e+00, float 0.000000e+00
  %1494 = fmul float %1491, %1493
  %1495 = fcmp ogt float %1494, %1489
  %max249 = select i1 %1495, float %1494, float %1489
  %1496 = fmul float %max247, %max249
  %1497 = trunc i64 %key0 to i32
  %1498 = lshr i64 %key0, 32
  %1499 = trunc i64 %1498 to i32
  %1500 = trunc i64 %feature245 to i32
  %1501 = trunc i64 %row to i32
  %1502 = trunc i64 %key1 to i32
  %1503 = lshr i64 %key1, 32
  %1504 = trunc i64 %1503 to i32
  %1505 = zext i32 %1500 to i64
  %1506 = mul i64 3528531795, %1505
  %1507 = zext i32 %1502 to i64
  %1508 = mul i64 3449720151, %1507
  %1509 = lshr i64 %1506, 32
  %1510 = trunc i64 %1509 to i32
  %1511 = trunc i64 %1506 to i32
  %1512 = lshr i64 %1508, 32
  %1513 = trunc i64 %1512 to i32
  %1514 = trunc i64 %1508 to i32
  %1515 = xor i32 %1513, %1501
  %1516 = xor i32 %1515, %1497
  %1517 = xor i32 %1510, %1504
  %1518 = xor i32 %1517, %1499
  %1519 = add i32 %1497, -1640531527
  %1520 = add i32 %1499, -1150833019
  %1521 = zext i32 %1516 to i64
  %1522 = mul i64 3528531795, %1521
  %1523 = zext i32 %1518 to i64
  %1524 = mul i64 3449720151, %1523
  %1525 = lshr i64 %1522, 32
  %1526 = trunc i64 %1525 to i32
  %1527 = trunc i64 %1522 to i32
  %1528 = lshr i64 %1524, 32
  %1529 = trunc i64 %1528 to i32
  %1530 = trunc i64 %1524 to i32
  %1531 = xor i32 %1529, %1514
  %1532 = xor i32 %1531, %1519
  %1533 = xor i32 %1526, %1511
  %1534 = xor i32 %1533, %1520
  %1535 = add i32 %1519, -1640531527
  %1536 = add i32 %1520, -1150833019
  %1537 = zext i32 %1532 to i64
  %1538 = mul i64 3528531795, %1537
  %1539 = zext i32 %1534 to i64
  %1540 = mul i64 3449720151, %1539
  %1541 = lshr i64 %1538, 32
  %1542 = trunc i64 %1541 to i32
  %1543 = trunc i64 %1538 to i32
  %1544 = lshr i64 %1540, 32
  %1545 = trunc i64 %1544 to i32
  %1546 = trunc i64 %1540 to i32
  %1547 = xor i32 %1545, %1530
  %1548 = xor i32 %1547, %1535
  %1549 = xor i32 %1542, %1527
  %1550 = xor i32 %1549, %1536
  %1551 = add i32 %1535, -1640531527
  %1552 = add i32 %1536, -1150833019
  %1553 = zext i32 %1548 to i64
  %1554 = mul i64 3528531795, %1553
  %1555 = zext i32 %1550 to i64
  %1556 = mul i64 3449720151, %1555
  %1557 = lshr i64 %1554, 32
  %1558 = trunc i64 %1557 to i32
  %1559 = trunc i64 %1554 to i32
  %1560 = lshr i64 %1556, 32
  %1561 = trunc i64 %1560 to i32
  %1562 = trunc i64 %1556 to i32
  %1563 = xor i32 %1561, %1546
  %1564 = xor i32 %1563, %1551
  %1565 = xor i32 %1558, %1543
  %1566 = xor i32 %1565, %1552
  %1567 = add i32 %1551, -1640531527
  %1568 = add i32 %1552, -1150833019
  %1569 = zext i32 %1564 to i64
  %1570 = mul i64 3528531795, %1569
  %1571 = zext i32 %1566 to i64
  %1572 = mul i64 3449720151, %1571
  %1573 = lshr i64 %1570, 32
  %1574 = trunc i64 %1573 to i32
  %1575 = trunc i64 %1570 to i32
  %1576 = lshr i64 %1572, 32
  %1577 = trunc i64 %1576 to i32
  %1578 = trunc i64 %1572 to i32
  %1579 = xor i32 %1577, %1562
  %1580 = xor i32 %1579, %1567
  %1581 = xor i32 %1574, %1559
  %1582 = xor i32 %1581, %1568
  %1583 = add i32 %1567, -1640531527
  %1584 = add i32 %1568, -1150833019
  %1585 = zext i32 %1580 to i64
  %1586 = mul i64 3528531795, %1585
  %1587 = zext i32 %1582 to i64
  %1588 = mul i64 3449720151, %1587
  %1589 = lshr i64 %1586, 32
  %1590 = trunc i64 %1589 to i32
  %1591 = trunc i64 %1586 to i32
  %1592 = lshr i64 %1588, 32
  %1593 = trunc i64 %1592 to i32
  %1594 = trunc i64 %1588 to i32
  %1595 = xor i32 %1593, %1578
  %1596 = xor i32 %1595, %1583
  %1597 = xor i32 %1590, %1575
  %1598 = xor i32 %1597, %1584
  %1599 = add i32 %1583, -1640531527
  %1600 = add i32 %1584, -1150833019
  %1601 = zext i32 %1596 to i64
  %1602 = mul i64 3528531795, %1601
  %1603 = zext i32 %1598 to i64
  %1604 = mul i64 3449720151, %1603
  %1605 = lshr i64 %1602, 32
  %1606 = trunc i64 %1605 to i32
  %1607 = trunc i64 %1602 to i32
  %1608 = lshr i64 %1604, 32
  %1609 = trunc i64 %1608 to i32
  %1610 = trunc i64 %1604 to i32
  %1611 = xor i32 %1609, %1594
  %1612 = xor i32 %1611, %1599
  %1613 = xor i32 %1606, %1591
  %1614 = xor i32 %1613, %1600
  %1615 = add i32 %1599, -1640531527
  %1616 = add i32 %1600, -1150833019
  %1617 = zext i32 %1612 to i64
  %1618 = mul i64 3528531795, %1617
  %1619 = zext i32 %1614 to i64
  %1620 = mul i64 3449720151, %1619
  %1621 = lshr i64 %1618, 32
  %1622 = trunc i64 %1621 to i32
  %1623 = trunc i64 %1618 to i32
  %1624 = lshr i64 %1620, 32
  %1625 = trunc i64 %1624 to i32
  %1626 = trunc i64 %1620 to i32
  %1627 = xor i32 %1625, %1610
  %1628 = xor i32 %1627, %1615
  %1629 = xor i32 %1622, %1607
  %1630 = xor i32 %1629, %1616
  %1631 = add i32 %1615, -1640531527
  %1632 = add i32 %1616, -1150833019
  %1633 = zext i32 %1628 to i64
  %1634 = mul i64 3528531795, %1633
  %1635 = zext i32 %1630 to i64
  %1636 = mul i64 3449720151, %1635
  %1637 = lshr i64 %1634, 32
  %1638 = trunc i64 %1637 to i32
  %1639 = trunc i64 %1634 to i32
  %1640 = lshr i64 %1636, 32
  %1641 = trunc i64 %1640 to i32
  %1642 = trunc i64 %1636 to i32
  %1643 = xor i32 %1641, %1626
  %1644 = xor i32 %1643, %1631
  %1645 = xor i32 %1638, %1623
  %1646 = xor i32 %1645, %1632
  %1647 = add i32 %1631, -1640531527
  %1648 = add i32 %1632, -1150833019
  %1649 = zext i32 %1644 to i64
  %1650 = mul i64 3528531795, %1649
  %1651 = zext i32 %1646 to i64
  %1652 = mul i64 3449720151, %1651
  %1653 = lshr i64 %1650, 32
  %1654 = trunc i64 %1653 to i32
  %1655 = trunc i64 %1650 to i32
  %1656 = lshr i64 %1652, 32
  %1657 = trunc i64 %1656 to i32
  %1658 = trunc i64 %1652 to i32
  %1659 = xor i32 %1657, %1642
  %1660 = xor i32 %1659, %1647
  %1661 = xor i32 %1654, %1639
  %1662 = xor i32 %1661, %1648
  %1663 = uitofp i32 %1660 to double
  %1664 = fadd double %1663, 5.000000e-01
  %1665 = fmul double %1664, 0x3DF0000000000000
  %1666 = bitcast double %1665 to i64
  %1667 = lshr i64 %1666, 32
  %1668 = add i64 %1667, 614242
  %1669 = lshr i64 %1668, 20
  %1670 = sub i64 %1669, 1023
  %1671 = and i64 %1668, 1048575
  %1672 = add i64 %1671, 1072079006
  %1673 = shl i64 %1672, 32
  %1674 = and i64 %1666, 4294967295
  %1675 = or i64 %1673, %1674
  %1676 = bitcast i64 %1675 to double
  %1677 = fsub double %1676, 1.000000e+00
  %1678 = fmul double 5.000000e-01, %1677
  %1679 = fmul double %1678, %1677
  %1680 = fadd double 2.000000e+00, %1677
  %1681 = fdiv double %1677, %1680
  %1682 = fmul double %1681, %1681
  %1683 = fmul double %1682, %1682
  %1684 = fmul double %1683, 0x3FC39A09D078C69F
  %1685 = fadd double 0x3FCC71C51D8E78AF, %1684
  %1686 = fmul double %1683, %1685
  %1687 = fadd double 0x3FD999999997FA04, %1686
  %1688 = fmul double %1683, %1687
  %1689 = fmul double %1683, 0x3FC2F112DF3E5244
  %1690 = fadd double 0x3FC7466496CB03DE, %1689
  %1691 = fmul double %1683, %1690
  %1692 = fadd double 0x3FD2492494229359, %1691
  %1693 = fmul double %1683, %1692
  %1694 = fadd double 0x3FE5555555555593, %1693
  %1695 = fmul double %1682, %1694
  %1696 = fadd double %1695, %1688
  %1697 = sitofp i64 %1670 to double
  %1698 = fadd double %1679, %1696
  %1699 = fmul double %1681, %1698
  %1700 = fmul double %1697, 0x3DEA39EF35793C76
  %1701 = fadd double %1699, %1700
  %1702 = fsub double %1701, %1679
  %1703 = fadd double %1702, %1677
  %1704 = fmul double %1697, 0x3FE62E42FEE00000
  %1705 = fadd double %1703, %1704
  %1706 = fneg double %1705
  %1707 = bitcast double %1706 to i64
  %1708 = lshr i64 %1707, 32
  %1709 = add i64 %1708, 614242
  %1710 = lshr i64 %1709, 20
  %1711 = sub i64 %1710, 1023
  %1712 = and i64 %1709, 1048575
  %1713 = add i64 %1712, 1072079006
  %1714 = shl i64 %1713, 32
  %1715 = and i64 %1707, 4294967295
  %1716 = or i64 %1714, %1715
  %1717 = bitcast i64 %1716 to double
  %1718 = fsub double %1717, 1.000000e+00
  %1719 = fmul double 5.000000e-01, %1718
  %1720 = fmul double %1719, %1718
  %1721 = fadd double 2.000000e+00, %1718
  %1722 = fdiv double %1718, %1721
  %1723 = fmul double %1722, %1722
  %1724 = fmul double %1723, %1723
  %1725 = fmul double %1724, 0x3FC39A09D078C69F
  %1726 = fadd double 0x3FCC71C51D8E78AF, %1725
  %1727 = fmul double %1724, %1726
  %1728 = fadd double 0x3FD999999997FA04, %1727
  %1729 = fmul double %1724, %1728
  %1730 = fmul double %1724, 0x3FC2F112DF3E5244
  %1731 = fadd double 0x3FC7466496CB03DE, %1730
  %1732 = fmul double %1724, %1731
  %1733 = fadd double 0x3FD2492494229359, %1732
  %1734 = fmul double %1724, %1733
  %1735 = fadd double 0x3FE5555555555593, %1734
  %1736 = fmul double %1723, %1735
  %1737 = fadd double %1736, %1729
  %1738 = sitofp i64 %1711 to double
  %1739 = fadd double %1720, %1737
  %1740 = fmul double %1722, %1739
  %1741 = fmul double %1738, 0x3DEA39EF35793C76
  %1742 = fadd double %1740, %1741
  %1743 = fsub double %1742, %1720
  %1744 = fadd double %1743, %1718
  %1745 = fmul double %1738, 0x3FE62E42FEE00000
  %1746 = fadd double %1744, %1745
  %1747 = fneg double %1746
  %1748 = fptrunc double %1747 to float
  %1749 = fadd float %1424, %1748
  %1750 = fcmp une float %1496, 0.000000e+00
  %1751 = select i1 %1750, float %1749, float 0xFFF0000000000000
  %1752 = mul i64 %n_features, 0
  %1753 = add i64 %1752, %feature245
  %1754 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1753
  store float %1751, ptr addrspace(1) %1754, align 4
  %1755 = add i64 %feature245, 256
  br label %feature.header242

feature.exit244:                                  ; preds = %feature.header242
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then250, label %reduce.done251

reduce.then250:                                   ; preds = %feature.exit244
  %1756 = mul i64 %n_features, 0
  %1757 = add i64 %1756, 0
  %1758 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %1757
  store float 0xFFF0000000000000, ptr %fold_value252, align 4
  store i64 0, ptr %fold_index253, align 8
  store i64 0, ptr %pairwise_depth256, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best257, align 32
  store <8 x i64> zeroinitializer, ptr %max_index258, align 64
  %blocks_end259 = and i64 %n_features, -8
  br label %max_block.header260

reduce.done251:                                   ; preds = %fold_tail.exit268, %feature.exit244
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done241

max_block.header260:                              ; preds = %max_block.body261, %reduce.then250
  %max_block263 = phi i64 [ 0, %reduce.then250 ], [ %1772, %max_block.body261 ]
  %1759 = icmp ult i64 %max_block263, %blocks_end259
  br i1 %1759, label %max_block.body261, label %max_block.exit262

max_block.body261:                                ; preds = %max_block.header260
  %1760 = getelementptr inbounds float, ptr addrspace(1) %1758, i64 %max_block263
  %block264 = load <8 x float>, ptr addrspace(1) %1760, align 4
  %1761 = load <8 x float>, ptr %max_best257, align 32
  %1762 = fcmp ogt <8 x float> %block264, %1761
  %1763 = fcmp uno <8 x float> %block264, %block264
  %1764 = fcmp ord <8 x float> %1761, %1761
  %1765 = and <8 x i1> %1763, %1764
  %take265 = or <8 x i1> %1762, %1765
  %1766 = select <8 x i1> %take265, <8 x float> %block264, <8 x float> %1761
  store <8 x float> %1766, ptr %max_best257, align 32
  %1767 = insertelement <8 x i64> undef, i64 %max_block263, i32 0
  %1768 = shufflevector <8 x i64> %1767, <8 x i64> undef, <8 x i32> zeroinitializer
  %1769 = add <8 x i64> %1768, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %1770 = load <8 x i64>, ptr %max_index258, align 64
  %1771 = select <8 x i1> %take265, <8 x i64> %1769, <8 x i64> %1770
  store <8 x i64> %1771, ptr %max_index258, align 64
  %1772 = add i64 %max_block263, 8
  br label %max_block.header260

max_block.exit262:                                ; preds = %max_block.header260
  %1773 = load <8 x float>, ptr %max_best257, align 32
  %1774 = load <8 x i64>, ptr %max_index258, align 64
  %1775 = extractelement <8 x float> %1773, i32 0
  %1776 = extractelement <8 x i64> %1774, i32 0
  %1777 = fcmp uno float %1775, %1775
  %1778 = icmp ult i64 %1776, 0
  %1779 = fcmp ogt float %1775, 0xFFF0000000000000
  %1780 = fcmp oeq float %1775, 0xFFF0000000000000
  %1781 = or i1 true, %1778
  %1782 = and i1 %1780, %1778
  %1783 = or i1 %1779, %1782
  %1784 = and i1 true, %1783
  %1785 = select i1 %1777, i1 %1781, i1 %1784
  %1786 = select i1 %1785, float %1775, float 0xFFF0000000000000
  %1787 = select i1 %1785, i64 %1776, i64 0
  %1788 = extractelement <8 x float> %1773, i32 1
  %1789 = extractelement <8 x i64> %1774, i32 1
  %1790 = fcmp uno float %1788, %1788
  %1791 = fcmp uno float %1786, %1786
  %1792 = icmp ult i64 %1789, %1787
  %1793 = fcmp ogt float %1788, %1786
  %1794 = fcmp oeq float %1788, %1786
  %1795 = xor i1 %1791, true
  %1796 = or i1 %1795, %1792
  %1797 = and i1 %1794, %1792
  %1798 = or i1 %1793, %1797
  %1799 = xor i1 %1791, true
  %1800 = and i1 %1799, %1798
  %1801 = select i1 %1790, i1 %1796, i1 %1800
  %1802 = select i1 %1801, float %1788, float %1786
  %1803 = select i1 %1801, i64 %1789, i64 %1787
  %1804 = extractelement <8 x float> %1773, i32 2
  %1805 = extractelement <8 x i64> %1774, i32 2
  %1806 = fcmp uno float %1804, %1804
  %1807 = fcmp uno float %1802, %1802
  %1808 = icmp ult i64 %1805, %1803
  %1809 = fcmp ogt float %1804, %1802
  %1810 = fcmp oeq float %1804, %1802
  %1811 = xor i1 %1807, true
  %1812 = or i1 %1811, %1808
  %1813 = and i1 %1810, %1808
  %1814 = or i1 %1809, %1813
  %1815 = xor i1 %1807, true
  %1816 = and i1 %1815, %1814
  %1817 = select i1 %1806, i1 %1812, i1 %1816
  %1818 = select i1 %1817, float %1804, float %1802
  %1819 = select i1 %1817, i64 %1805, i64 %1803
  %1820 = extractelement <8 x float> %1773, i32 3
  %1821 = extractelement <8 x i64> %1774, i32 3
  %1822 = fcmp uno float %1820, %1820
  %1823 = fcmp uno float %1818, %1818
  %1824 = icmp ult i64 %1821, %1819
  %1825 = fcmp ogt float %1820, %1818
  %1826 = fcmp oeq float %1820, %1818
  %1827 = xor i1 %1823, true
  %1828 = or i1 %1827, %1824
  %1829 = and i1 %1826, %1824
  %1830 = or i1 %1825, %1829
  %1831 = xor i1 %1823, true
  %1832 = and i1 %1831, %1830
  %1833 = select i1 %1822, i1 %1828, i1 %1832
  %1834 = select i1 %1833, float %1820, float %1818
  %1835 = select i1 %1833, i64 %1821, i64 %1819
  %1836 = extractelement <8 x float> %1773, i32 4
  %1837 = extractelement <8 x i64> %1774, i32 4
  %1838 = fcmp uno float %1836, %1836
  %1839 = fcmp uno float %1834, %1834
  %1840 = icmp ult i64 %1837, %1835
  %1841 = fcmp ogt float %1836, %1834
  %1842 = fcmp oeq float %1836, %1834
  %1843 = xor i1 %1839, true
  %1844 = or i1 %1843, %1840
  %1845 = and i1 %1842, %1840
  %1846 = or i1 %1841, %1845
  %1847 = xor i1 %1839, true
  %1848 = and i1 %1847, %1846
  %1849 = select i1 %1838, i1 %1844, i1 %1848
  %1850 = select i1 %1849, float %1836, float %1834
  %1851 = select i1 %1849, i64 %1837, i64 %1835
  %1852 = extractelement <8 x float> %1773, i32 5
  %1853 = extractelement <8 x i64> %1774, i32 5
  %1854 = fcmp uno float %1852, %1852
  %1855 = fcmp uno float %1850, %1850
  %1856 = icmp ult i64 %1853, %1851
  %1857 = fcmp ogt float %1852, %1850
  %1858 = fcmp oeq float %1852, %1850
  %1859 = xor i1 %1855, true
  %1860 = or i1 %1859, %1856
  %1861 = and i1 %1858, %1856
  %1862 = or i1 %1857, %1861
  %1863 = xor i1 %1855, true
  %1864 = and i1 %1863, %1862
  %1865 = select i1 %1854, i1 %1860, i1 %1864
  %1866 = select i1 %1865, float %1852, float %1850
  %1867 = select i1 %1865, i64 %1853, i64 %1851
  %1868 = extractelement <8 x float> %1773, i32 6
  %1869 = extractelement <8 x i64> %1774, i32 6
  %1870 = fcmp uno float %1868, %1868
  %1871 = fcmp uno float %1866, %1866
  %1872 = icmp ult i64 %1869, %1867
  %1873 = fcmp ogt float %1868, %1866
  %1874 = fcmp oeq float %1868, %1866
  %1875 = xor i1 %1871, true
  %1876 = or i1 %1875, %1872
  %1877 = and i1 %1874, %1872
  %1878 = or i1 %1873, %1877
  %1879 = xor i1 %1871, true
  %1880 = and i1 %1879, %1878
  %1881 = select i1 %1870, i1 %1876, i1 %1880
  %1882 = select i1 %1881, float %1868, float %1866
  %1883 = select i1 %1881, i64 %1869, i64 %1867
  %1884 = extractelement <8 x float> %1773, i32 7
  %1885 = extractelement <8 x i64> %1774, i32 7
  %1886 = fcmp uno float %1884, %1884
  %1887 = fcmp uno float %1882, %1882
  %1888 = icmp ult i64 %1885, %1883
  %1889 = fcmp ogt float %1884, %1882
  %1890 = fcmp oeq float %1884, %1882
  %1891 = xor i1 %1887, true
  %1892 = or i1 %1891, %1888
  %1893 = and i1 %1890, %1888
  %1894 = or i1 %1889, %1893
  %1895 = xor i1 %1887, true
  %1896 = and i1 %1895, %1894
  %1897 = select i1 %1886, i1 %1892, i1 %1896
  %1898 = select i1 %1897, float %1884, float %1882
  %1899 = select i1 %1897, i64 %1885, i64 %1883
  store float %1898, ptr %fold_value252, align 4
  store i64 %1899, ptr %fold_index253, align 8
  br label %fold_tail.header266

fold_tail.header266:                              ; preds = %fold_tail.body267, %max_block.exit262
  %fold_tail269 = phi i64 [ %blocks_end259, %max_block.exit262 ], [ %1911, %fold_tail.body267 ]
  %1900 = icmp ult i64 %fold_tail269, %n_features
  br i1 %1900, label %fold_tail.body267, label %fold_tail.exit268

fold_tail.body267:                                ; preds = %fold_tail.header266
  %1901 = getelementptr inbounds float, ptr addrspace(1) %1758, i64 %fold_tail269
  %1902 = load float, ptr addrspace(1) %1901, align 4
  %1903 = load float, ptr %fold_value252, align 4
  %1904 = fcmp ogt float %1902, %1903
  %1905 = fcmp uno float %1902, %1902
  %1906 = fcmp ord float %1903, %1903
  %1907 = and i1 %1905, %1906
  %take270 = or i1 %1904, %1907
  %1908 = select i1 %take270, float %1902, float %1903
  store float %1908, ptr %fold_value252, align 4
  %1909 = load i64, ptr %fold_index253, align 8
  %1910 = select i1 %take270, i64 %fold_tail269, i64 %1909
  store i64 %1910, ptr %fold_index253, align 8
  %1911 = add i64 %fold_tail269, 1
  br label %fold_tail.header266

fold_tail.exit268:                                ; preds = %fold_tail.header266
  %1912 = load i64, ptr %fold_index253, align 8
  %argmax271 = uitofp i64 %1912 to float
  store float %argmax271, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 11), align 4
  br label %reduce.done251

guard.skipped.then272:                            ; preds = %guard.else240
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 11), align 4
  br label %guard.skipped.done273

guard.skipped.done273:                            ; preds = %guard.skipped.then272, %guard.else240
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done241

guard.then276:                                    ; preds = %guard.done241
  br label %feature.header279

guard.else277:                                    ; preds = %guard.done241
  br i1 %lane0, label %guard.skipped.then307, label %guard.skipped.done308

guard.done278:                                    ; preds = %guard.skipped.done308, %reduce.done286
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

feature.header279:                                ; preds = %feature.body280, %guard.then276
  %feature282 = phi i64 [ %lane, %guard.then276 ], [ %2186, %feature.body280 ]
  %1913 = icmp ult i64 %feature282, %n_features
  br i1 %1913, label %feature.body280, label %feature.exit281

feature.body280:                                  ; preds = %feature.header279
  %1914 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %feature282
  %1915 = load float, ptr addrspace(1) %1914, align 4
  %1916 = fmul float %1915, %inv_t
  %1917 = fadd float %1915, 0.000000e+00
  %1918 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 5), align 4
  %1919 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 6), align 4
  %feature283 = uitofp i64 %feature282 to float
  %1920 = fcmp ogt float %1917, %1918
  %1921 = select i1 %1920, float 1.000000e+00, float 0.000000e+00
  %1922 = fcmp oeq float %1917, %1918
  %1923 = select i1 %1922, float 1.000000e+00, float 0.000000e+00
  %1924 = fcmp ole float %feature283, %1919
  %1925 = select i1 %1924, float 1.000000e+00, float 0.000000e+00
  %1926 = fmul float %1923, %1925
  %1927 = fcmp ogt float %1926, %1921
  %max284 = select i1 %1927, float %1926, float %1921
  %1928 = trunc i64 %key0 to i32
  %1929 = lshr i64 %key0, 32
  %1930 = trunc i64 %1929 to i32
  %1931 = trunc i64 %feature282 to i32
  %1932 = trunc i64 %row to i32
  %1933 = trunc i64 %key1 to i32
  %1934 = lshr i64 %key1, 32
  %1935 = trunc i64 %1934 to i32
  %1936 = zext i32 %1931 to i64
  %1937 = mul i64 3528531795, %1936
  %1938 = zext i32 %1933 to i64
  %1939 = mul i64 3449720151, %1938
  %1940 = lshr i64 %1937, 32
  %1941 = trunc i64 %1940 to i32
  %1942 = trunc i64 %1937 to i32
  %1943 = lshr i64 %1939, 32
  %1944 = trunc i64 %1943 to i32
  %1945 = trunc i64 %1939 to i32
  %1946 = xor i32 %1944, %1932
  %1947 = xor i32 %1946, %1928
  %1948 = xor i32 %1941, %1935
  %1949 = xor i32 %1948, %1930
  %1950 = add i32 %1928, -1640531527
  %1951 = add i32 %1930, -1150833019
  %1952 = zext i32 %1947 to i64
  %1953 = mul i64 3528531795, %1952
  %1954 = zext i32 %1949 to i64
  %1955 = mul i64 3449720151, %1954
  %1956 = lshr i64 %1953, 32
  %1957 = trunc i64 %1956 to i32
  %1958 = trunc i64 %1953 to i32
  %1959 = lshr i64 %1955, 32
  %1960 = trunc i64 %1959 to i32
  %1961 = trunc i64 %1955 to i32
  %1962 = xor i32 %1960, %1945
  %1963 = xor i32 %1962, %1950
  %1964 = xor i32 %1957, %1942
  %1965 = xor i32 %1964, %1951
  %1966 = add i32 %1950, -1640531527
  %1967 = add i32 %1951, -1150833019
  %1968 = zext i32 %1963 to i64
  %1969 = mul i64 3528531795, %1968
  %1970 = zext i32 %1965 to i64
  %1971 = mul i64 3449720151, %1970
  %1972 = lshr i64 %1969, 32
  %1973 = trunc i64 %1972 to i32
  %1974 = trunc i64 %1969 to i32
  %1975 = lshr i64 %1971, 32
  %1976 = trunc i64 %1975 to i32
  %1977 = trunc i64 %1971 to i32
  %1978 = xor i32 %1976, %1961
  %1979 = xor i32 %1978, %1966
  %1980 = xor i32 %1973, %1958
  %1981 = xor i32 %1980, %1967
  %1982 = add i32 %1966, -1640531527
  %1983 = add i32 %1967, -1150833019
  %1984 = zext i32 %1979 to i64
  %1985 = mul i64 3528531795, %1984
  %1986 = zext i32 %1981 to i64
  %1987 = mul i64 3449720151, %1986
  %1988 = lshr i64 %1985, 32
  %1989 = trunc i64 %1988 to i32
  %1990 = trunc i64 %1985 to i32
  %1991 = lshr i64 %1987, 32
  %1992 = trunc i64 %1991 to i32
  %1993 = trunc i64 %1987 to i32
  %1994 = xor i32 %1992, %1977
  %1995 = xor i32 %1994, %1982
  %1996 = xor i32 %1989, %1974
  %1997 = xor i32 %1996, %1983
  %1998 = add i32 %1982, -1640531527
  %1999 = add i32 %1983, -1150833019
  %2000 = zext i32 %1995 to i64
  %2001 = mul i64 3528531795, %2000
  %2002 = zext i32 %1997 to i64
  %2003 = mul i64 3449720151, %2002
  %2004 = lshr i64 %2001, 32
  %2005 = trunc i64 %2004 to i32
  %2006 = trunc i64 %2001 to i32
  %2007 = lshr i64 %2003, 32
  %2008 = trunc i64 %2007 to i32
  %2009 = trunc i64 %2003 to i32
  %2010 = xor i32 %2008, %1993
  %2011 = xor i32 %2010, %1998
  %2012 = xor i32 %2005, %1990
  %2013 = xor i32 %2012, %1999
  %2014 = add i32 %1998, -1640531527
  %2015 = add i32 %1999, -1150833019
  %2016 = zext i32 %2011 to i64
  %2017 = mul i64 3528531795, %2016
  %2018 = zext i32 %2013 to i64
  %2019 = mul i64 3449720151, %2018
  %2020 = lshr i64 %2017, 32
  %2021 = trunc i64 %2020 to i32
  %2022 = trunc i64 %2017 to i32
  %2023 = lshr i64 %2019, 32
  %2024 = trunc i64 %2023 to i32
  %2025 = trunc i64 %2019 to i32
  %2026 = xor i32 %2024, %2009
  %2027 = xor i32 %2026, %2014
  %2028 = xor i32 %2021, %2006
  %2029 = xor i32 %2028, %2015
  %2030 = add i32 %2014, -1640531527
  %2031 = add i32 %2015, -1150833019
  %2032 = zext i32 %2027 to i64
  %2033 = mul i64 3528531795, %2032
  %2034 = zext i32 %2029 to i64
  %2035 = mul i64 3449720151, %2034
  %2036 = lshr i64 %2033, 32
  %2037 = trunc i64 %2036 to i32
  %2038 = trunc i64 %2033 to i32
  %2039 = lshr i64 %2035, 32
  %2040 = trunc i64 %2039 to i32
  %2041 = trunc i64 %2035 to i32
  %2042 = xor i32 %2040, %2025
  %2043 = xor i32 %2042, %2030
  %2044 = xor i32 %2037, %2022
  %2045 = xor i32 %2044, %2031
  %2046 = add i32 %2030, -1640531527
  %2047 = add i32 %2031, -1150833019
  %2048 = zext i32 %2043 to i64
  %2049 = mul i64 3528531795, %2048
  %2050 = zext i32 %2045 to i64
  %2051 = mul i64 3449720151, %2050
  %2052 = lshr i64 %2049, 32
  %2053 = trunc i64 %2052 to i32
  %2054 = trunc i64 %2049 to i32
  %2055 = lshr i64 %2051, 32
  %2056 = trunc i64 %2055 to i32
  %2057 = trunc i64 %2051 to i32
  %2058 = xor i32 %2056, %2041
  %2059 = xor i32 %2058, %2046
  %2060 = xor i32 %2053, %2038
  %2061 = xor i32 %2060, %2047
  %2062 = add i32 %2046, -1640531527
  %2063 = add i32 %2047, -1150833019
  %2064 = zext i32 %2059 to i64
  %2065 = mul i64 3528531795, %2064
  %2066 = zext i32 %2061 to i64
  %2067 = mul i64 3449720151, %2066
  %2068 = lshr i64 %2065, 32
  %2069 = trunc i64 %2068 to i32
  %2070 = trunc i64 %2065 to i32
  %2071 = lshr i64 %2067, 32
  %2072 = trunc i64 %2071 to i32
  %2073 = trunc i64 %2067 to i32
  %2074 = xor i32 %2072, %2057
  %2075 = xor i32 %2074, %2062
  %2076 = xor i32 %2069, %2054
  %2077 = xor i32 %2076, %2063
  %2078 = add i32 %2062, -1640531527
  %2079 = add i32 %2063, -1150833019
  %2080 = zext i32 %2075 to i64
  %2081 = mul i64 3528531795, %2080
  %2082 = zext i32 %2077 to i64
  %2083 = mul i64 3449720151, %2082
  %2084 = lshr i64 %2081, 32
  %2085 = trunc i64 %2084 to i32
  %2086 = trunc i64 %2081 to i32
  %2087 = lshr i64 %2083, 32
  %2088 = trunc i64 %2087 to i32
  %2089 = trunc i64 %2083 to i32
  %2090 = xor i32 %2088, %2073
  %2091 = xor i32 %2090, %2078
  %2092 = xor i32 %2085, %2070
  %2093 = xor i32 %2092, %2079
  %2094 = uitofp i32 %2091 to double
  %2095 = fadd double %2094, 5.000000e-01
  %2096 = fmul double %2095, 0x3DF0000000000000
  %2097 = bitcast double %2096 to i64
  %2098 = lshr i64 %2097, 32
  %2099 = add i64 %2098, 614242
  %2100 = lshr i64 %2099, 20
  %2101 = sub i64 %2100, 1023
  %2102 = and i64 %2099, 1048575
  %2103 = add i64 %2102, 1072079006
  %2104 = shl i64 %2103, 32
  %2105 = and i64 %2097, 4294967295
  %2106 = or i64 %2104, %2105
  %2107 = bitcast i64 %2106 to double
  %2108 = fsub double %2107, 1.000000e+00
  %2109 = fmul double 5.000000e-01, %2108
  %2110 = fmul double %2109, %2108
  %2111 = fadd double 2.000000e+00, %2108
  %2112 = fdiv double %2108, %2111
  %2113 = fmul double %2112, %2112
  %2114 = fmul double %2113, %2113
  %2115 = fmul double %2114, 0x3FC39A09D078C69F
  %2116 = fadd double 0x3FCC71C51D8E78AF, %2115
  %2117 = fmul double %2114, %2116
  %2118 = fadd double 0x3FD999999997FA04, %2117
  %2119 = fmul double %2114, %2118
  %2120 = fmul double %2114, 0x3FC2F112DF3E5244
  %2121 = fadd double 0x3FC7466496CB03DE, %2120
  %2122 = fmul double %2114, %2121
  %2123 = fadd double 0x3FD2492494229359, %2122
  %2124 = fmul double %2114, %2123
  %2125 = fadd double 0x3FE5555555555593, %2124
  %2126 = fmul double %2113, %2125
  %2127 = fadd double %2126, %2119
  %2128 = sitofp i64 %2101 to double
  %2129 = fadd double %2110, %2127
  %2130 = fmul double %2112, %2129
  %2131 = fmul double %2128, 0x3DEA39EF35793C76
  %2132 = fadd double %2130, %2131
  %2133 = fsub double %2132, %2110
  %2134 = fadd double %2133, %2108
  %2135 = fmul double %2128, 0x3FE62E42FEE00000
  %2136 = fadd double %2134, %2135
  %2137 = fneg double %2136
  %2138 = bitcast double %2137 to i64
  %2139 = lshr i64 %2138, 32
  %2140 = add i64 %2139, 614242
  %2141 = lshr i64 %2140, 20
  %2142 = sub i64 %2141, 1023
  %2143 = and i64 %2140, 1048575
  %2144 = add i64 %2143, 1072079006
  %2145 = shl i64 %2144, 32
  %2146 = and i64 %2138, 4294967295
  %2147 = or i64 %2145, %2146
  %2148 = bitcast i64 %2147 to double
  %2149 = fsub double %2148, 1.000000e+00
  %2150 = fmul double 5.000000e-01, %2149
  %2151 = fmul double %2150, %2149
  %2152 = fadd double 2.000000e+00, %2149
  %2153 = fdiv double %2149, %2152
  %2154 = fmul double %2153, %2153
  %2155 = fmul double %2154, %2154
  %2156 = fmul double %2155, 0x3FC39A09D078C69F
  %2157 = fadd double 0x3FCC71C51D8E78AF, %2156
  %2158 = fmul double %2155, %2157
  %2159 = fadd double 0x3FD999999997FA04, %2158
  %2160 = fmul double %2155, %2159
  %2161 = fmul double %2155, 0x3FC2F112DF3E5244
  %2162 = fadd double 0x3FC7466496CB03DE, %2161
  %2163 = fmul double %2155, %2162
  %2164 = fadd double 0x3FD2492494229359, %2163
  %2165 = fmul double %2155, %2164
  %2166 = fadd double 0x3FE5555555555593, %2165
  %2167 = fmul double %2154, %2166
  %2168 = fadd double %2167, %2160
  %2169 = sitofp i64 %2142 to double
  %2170 = fadd double %2151, %2168
  %2171 = fmul double %2153, %2170
  %2172 = fmul double %2169, 0x3DEA39EF35793C76
  %2173 = fadd double %2171, %2172
  %2174 = fsub double %2173, %2151
  %2175 = fadd double %2174, %2149
  %2176 = fmul double %2169, 0x3FE62E42FEE00000
  %2177 = fadd double %2175, %2176
  %2178 = fneg double %2177
  %2179 = fptrunc double %2178 to float
  %2180 = fadd float %1916, %2179
  %2181 = fcmp une float %max284, 0.000000e+00
  %2182 = select i1 %2181, float %2180, float 0xFFF0000000000000
  %2183 = mul i64 %n_features, 0
  %2184 = add i64 %2183, %feature282
  %2185 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %2184
  store float %2182, ptr addrspace(1) %2185, align 4
  %2186 = add i64 %feature282, 256
  br label %feature.header279

feature.exit281:                                  ; preds = %feature.header279
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %reduce.then285, label %reduce.done286

reduce.then285:                                   ; preds = %feature.exit281
  %2187 = mul i64 %n_features, 0
  %2188 = add i64 %2187, 0
  %2189 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %2188
  store float 0xFFF0000000000000, ptr %fold_value287, align 4
  store i64 0, ptr %fold_index288, align 8
  store i64 0, ptr %pairwise_depth291, align 8
  store <8 x float> splat (float 0xFFF0000000000000), ptr %max_best292, align 32
  store <8 x i64> zeroinitializer, ptr %max_index293, align 64
  %blocks_end294 = and i64 %n_features, -8
  br label %max_block.header295

reduce.done286:                                   ; preds = %fold_tail.exit303, %feature.exit281
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done278

max_block.header295:                              ; preds = %max_block.body296, %reduce.then285
  %max_block298 = phi i64 [ 0, %reduce.then285 ], [ %2203, %max_block.body296 ]
  %2190 = icmp ult i64 %max_block298, %blocks_end294
  br i1 %2190, label %max_block.body296, label %max_block.exit297

max_block.body296:                                ; preds = %max_block.header295
  %2191 = getelementptr inbounds float, ptr addrspace(1) %2189, i64 %max_block298
  %block299 = load <8 x float>, ptr addrspace(1) %2191, align 4
  %2192 = load <8 x float>, ptr %max_best292, align 32
  %2193 = fcmp ogt <8 x float> %block299, %2192
  %2194 = fcmp uno <8 x float> %block299, %block299
  %2195 = fcmp ord <8 x float> %2192, %2192
  %2196 = and <8 x i1> %2194, %2195
  %take300 = or <8 x i1> %2193, %2196
  %2197 = select <8 x i1> %take300, <8 x float> %block299, <8 x float> %2192
  store <8 x float> %2197, ptr %max_best292, align 32
  %2198 = insertelement <8 x i64> undef, i64 %max_block298, i32 0
  %2199 = shufflevector <8 x i64> %2198, <8 x i64> undef, <8 x i32> zeroinitializer
  %2200 = add <8 x i64> %2199, <i64 0, i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7>
  %2201 = load <8 x i64>, ptr %max_index293, align 64
  %2202 = select <8 x i1> %take300, <8 x i64> %2200, <8 x i64> %2201
  store <8 x i64> %2202, ptr %max_index293, align 64
  %2203 = add i64 %max_block298, 8
  br label %max_block.header295

max_block.exit297:                                ; preds = %max_block.header295
  %2204 = load <8 x float>, ptr %max_best292, align 32
  %2205 = load <8 x i64>, ptr %max_index293, align 64
  %2206 = extractelement <8 x float> %2204, i32 0
  %2207 = extractelement <8 x i64> %2205, i32 0
  %2208 = fcmp uno float %2206, %2206
  %2209 = icmp ult i64 %2207, 0
  %2210 = fcmp ogt float %2206, 0xFFF0000000000000
  %2211 = fcmp oeq float %2206, 0xFFF0000000000000
  %2212 = or i1 true, %2209
  %2213 = and i1 %2211, %2209
  %2214 = or i1 %2210, %2213
  %2215 = and i1 true, %2214
  %2216 = select i1 %2208, i1 %2212, i1 %2215
  %2217 = select i1 %2216, float %2206, float 0xFFF0000000000000
  %2218 = select i1 %2216, i64 %2207, i64 0
  %2219 = extractelement <8 x float> %2204, i32 1
  %2220 = extractelement <8 x i64> %2205, i32 1
  %2221 = fcmp uno float %2219, %2219
  %2222 = fcmp uno float %2217, %2217
  %2223 = icmp ult i64 %2220, %2218
  %2224 = fcmp ogt float %2219, %2217
  %2225 = fcmp oeq float %2219, %2217
  %2226 = xor i1 %2222, true
  %2227 = or i1 %2226, %2223
  %2228 = and i1 %2225, %2223
  %2229 = or i1 %2224, %2228
  %2230 = xor i1 %2222, true
  %2231 = and i1 %2230, %2229
  %2232 = select i1 %2221, i1 %2227, i1 %2231
  %2233 = select i1 %2232, float %2219, float %2217
  %2234 = select i1 %2232, i64 %2220, i64 %2218
  %2235 = extractelement <8 x float> %2204, i32 2
  %2236 = extractelement <8 x i64> %2205, i32 2
  %2237 = fcmp uno float %2235, %2235
  %2238 = fcmp uno float %2233, %2233
  %2239 = icmp ult i64 %2236, %2234
  %2240 = fcmp ogt float %2235, %2233
  %2241 = fcmp oeq float %2235, %2233
  %2242 = xor i1 %2238, true
  %2243 = or i1 %2242, %2239
  %2244 = and i1 %2241, %2239
  %2245 = or i1 %2240, %2244
  %2246 = xor i1 %2238, true
  %2247 = and i1 %2246, %2245
  %2248 = select i1 %2237, i1 %2243, i1 %2247
  %2249 = select i1 %2248, float %2235, float %2233
  %2250 = select i1 %2248, i64 %2236, i64 %2234
  %2251 = extractelement <8 x float> %2204, i32 3
  %2252 = extractelement <8 x i64> %2205, i32 3
  %2253 = fcmp uno float %2251, %2251
  %2254 = fcmp uno float %2249, %2249
  %2255 = icmp ult i64 %2252, %2250
  %2256 = fcmp ogt float %2251, %2249
  %2257 = fcmp oeq float %2251, %2249
  %2258 = xor i1 %2254, true
  %2259 = or i1 %2258, %2255
  %2260 = and i1 %2257, %2255
  %2261 = or i1 %2256, %2260
  %2262 = xor i1 %2254, true
  %2263 = and i1 %2262, %2261
  %2264 = select i1 %2253, i1 %2259, i1 %2263
  %2265 = select i1 %2264, float %2251, float %2249
  %2266 = select i1 %2264, i64 %2252, i64 %2250
  %2267 = extractelement <8 x float> %2204, i32 4
  %2268 = extractelement <8 x i64> %2205, i32 4
  %2269 = fcmp uno float %2267, %2267
  %2270 = fcmp uno float %2265, %2265
  %2271 = icmp ult i64 %2268, %2266
  %2272 = fcmp ogt float %2267, %2265
  %2273 = fcmp oeq float %2267, %2265
  %2274 = xor i1 %2270, true
  %2275 = or i1 %2274, %2271
  %2276 = and i1 %2273, %2271
  %2277 = or i1 %2272, %2276
  %2278 = xor i1 %2270, true
  %2279 = and i1 %2278, %2277
  %2280 = select i1 %2269, i1 %2275, i1 %2279
  %2281 = select i1 %2280, float %2267, float %2265
  %2282 = select i1 %2280, i64 %2268, i64 %2266
  %2283 = extractelement <8 x float> %2204, i32 5
  %2284 = extractelement <8 x i64> %2205, i32 5
  %2285 = fcmp uno float %2283, %2283
  %2286 = fcmp uno float %2281, %2281
  %2287 = icmp ult i64 %2284, %2282
  %2288 = fcmp ogt float %2283, %2281
  %2289 = fcmp oeq float %2283, %2281
  %2290 = xor i1 %2286, true
  %2291 = or i1 %2290, %2287
  %2292 = and i1 %2289, %2287
  %2293 = or i1 %2288, %2292
  %2294 = xor i1 %2286, true
  %2295 = and i1 %2294, %2293
  %2296 = select i1 %2285, i1 %2291, i1 %2295
  %2297 = select i1 %2296, float %2283, float %2281
  %2298 = select i1 %2296, i64 %2284, i64 %2282
  %2299 = extractelement <8 x float> %2204, i32 6
  %2300 = extractelement <8 x i64> %2205, i32 6
  %2301 = fcmp uno float %2299, %2299
  %2302 = fcmp uno float %2297, %2297
  %2303 = icmp ult i64 %2300, %2298
  %2304 = fcmp ogt float %2299, %2297
  %2305 = fcmp oeq float %2299, %2297
  %2306 = xor i1 %2302, true
  %2307 = or i1 %2306, %2303
  %2308 = and i1 %2305, %2303
  %2309 = or i1 %2304, %2308
  %2310 = xor i1 %2302, true
  %2311 = and i1 %2310, %2309
  %2312 = select i1 %2301, i1 %2307, i1 %2311
  %2313 = select i1 %2312, float %2299, float %2297
  %2314 = select i1 %2312, i64 %2300, i64 %2298
  %2315 = extractelement <8 x float> %2204, i32 7
  %2316 = extractelement <8 x i64> %2205, i32 7
  %2317 = fcmp uno float %2315, %2315
  %2318 = fcmp uno float %2313, %2313
  %2319 = icmp ult i64 %2316, %2314
  %2320 = fcmp ogt float %2315, %2313
  %2321 = fcmp oeq float %2315, %2313
  %2322 = xor i1 %2318, true
  %2323 = or i1 %2322, %2319
  %2324 = and i1 %2321, %2319
  %2325 = or i1 %2320, %2324
  %2326 = xor i1 %2318, true
  %2327 = and i1 %2326, %2325
  %2328 = select i1 %2317, i1 %2323, i1 %2327
  %2329 = select i1 %2328, float %2315, float %2313
  %2330 = select i1 %2328, i64 %2316, i64 %2314
  store float %2329, ptr %fold_value287, align 4
  store i64 %2330, ptr %fold_index288, align 8
  br label %fold_tail.header301

fold_tail.header301:                              ; preds = %fold_tail.body302, %max_block.exit297
  %fold_tail304 = phi i64 [ %blocks_end294, %max_block.exit297 ], [ %2342, %fold_tail.body302 ]
  %2331 = icmp ult i64 %fold_tail304, %n_features
  br i1 %2331, label %fold_tail.body302, label %fold_tail.exit303

fold_tail.body302:                                ; preds = %fold_tail.header301
  %2332 = getelementptr inbounds float, ptr addrspace(1) %2189, i64 %fold_tail304
  %2333 = load float, ptr addrspace(1) %2332, align 4
  %2334 = load float, ptr %fold_value287, align 4
  %2335 = fcmp ogt float %2333, %2334
  %2336 = fcmp uno float %2333, %2333
  %2337 = fcmp ord float %2334, %2334
  %2338 = and i1 %2336, %2337
  %take305 = or i1 %2335, %2338
  %2339 = select i1 %take305, float %2333, float %2334
  store float %2339, ptr %fold_value287, align 4
  %2340 = load i64, ptr %fold_index288, align 8
  %2341 = select i1 %take305, i64 %fold_tail304, i64 %2340
  store i64 %2341, ptr %fold_index288, align 8
  %2342 = add i64 %fold_tail304, 1
  br label %fold_tail.header301

fold_tail.exit303:                                ; preds = %fold_tail.header301
  %2343 = load i64, ptr %fold_index288, align 8
  %argmax306 = uitofp i64 %2343 to float
  store float %argmax306, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 12), align 4
  br label %reduce.done286

guard.skipped.then307:                            ; preds = %guard.else277
  store float 0.000000e+00, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 12), align 4
  br label %guard.skipped.done308

guard.skipped.done308:                            ; preds = %guard.skipped.then307, %guard.else277
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br label %guard.done278

uniform_sinks.then:                               ; preds = %guard.done278
  %2344 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %2345 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %2346 = fmul float %2345, 2.000000e+00
  %2347 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %2348 = fcmp oeq float %2347, 0xFFF0000000000000
  %2349 = select i1 %2348, float 1.000000e+00, float 0.000000e+00
  %2350 = fmul float %2349, 4.000000e+00
  %2351 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 4), align 4
  %2352 = fmul float %2351, 8.000000e+00
  %2353 = fadd float %2344, %2346
  %2354 = fadd float %2353, %2350
  %2355 = fadd float %2354, %2352
  %2356 = fcmp olt float %top_p, 1.000000e+00
  %2357 = select i1 %2356, float 1.000000e+00, float 0.000000e+00
  %2358 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 11), align 4
  %2359 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 12), align 4
  %2360 = fcmp une float %2357, 0.000000e+00
  %2361 = select i1 %2360, float %2358, float %2359
  %2362 = icmp ne i32 %greedy, 0
  %greedy309 = select i1 %2362, float 1.000000e+00, float 0.000000e+00
  %2363 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %2364 = fcmp une float %greedy309, 0.000000e+00
  %2365 = select i1 %2364, float %2363, float %2361
  %2366 = fcmp une float %2355, 0.000000e+00
  %2367 = select i1 %2366, float -1.000000e+00, float %2365
  %id = fptosi float %2367 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %2355 to i32
  %status310 = load i32, ptr addrspace(1) %3, align 4
  %2368 = or i32 %status310, %status_bits
  store i32 %2368, ptr addrspace(1) %3, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %guard.done278
  br label %feature.header311

feature.header311:                                ; preds = %feature.body312, %uniform_sinks.done
  %feature314 = phi i64 [ %lane, %uniform_sinks.done ], [ %2394, %feature.body312 ]
  %2369 = icmp ult i64 %feature314, %n_features
  br i1 %2369, label %feature.body312, label %feature.exit313

feature.body312:                                  ; preds = %feature.header311
  %2370 = load float, ptr addrspace(3) @tessera_uniforms_wide, align 4
  %2371 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 1), align 4
  %2372 = fmul float %2371, 2.000000e+00
  %2373 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 2), align 4
  %2374 = fcmp oeq float %2373, 0xFFF0000000000000
  %2375 = select i1 %2374, float 1.000000e+00, float 0.000000e+00
  %2376 = fmul float %2375, 4.000000e+00
  %2377 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 4), align 4
  %2378 = fmul float %2377, 8.000000e+00
  %2379 = fadd float %2370, %2372
  %2380 = fadd float %2379, %2376
  %2381 = fadd float %2380, %2378
  %2382 = fcmp olt float %top_p, 1.000000e+00
  %2383 = select i1 %2382, float 1.000000e+00, float 0.000000e+00
  %2384 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 11), align 4
  %2385 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 12), align 4
  %2386 = fcmp une float %2383, 0.000000e+00
  %2387 = select i1 %2386, float %2384, float %2385
  %2388 = icmp ne i32 %greedy, 0
  %greedy315 = select i1 %2388, float 1.000000e+00, float 0.000000e+00
  %2389 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_wide, i64 3), align 4
  %2390 = fcmp une float %greedy315, 0.000000e+00
  %2391 = select i1 %2390, float %2389, float %2387
  %2392 = fcmp une float %2381, 0.000000e+00
  %2393 = select i1 %2392, float -1.000000e+00, float %2391
  %2394 = add i64 %feature314, 256
  br label %feature.header311

feature.exit313:                                  ; preds = %feature.header311
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "nvvm.maxntid"="1024" }
