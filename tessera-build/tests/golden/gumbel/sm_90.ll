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
  %pairwise_depth217 = alloca i64, align 8
  %pairwise_levels216 = alloca [64 x i64], align 8
  %pairwise_sums215 = alloca [64 x float], align 4
  %fold_index214 = alloca i64, align 8
  %fold_value213 = alloca float, align 4
  %pairwise_depth196 = alloca i64, align 8
  %pairwise_levels195 = alloca [64 x i64], align 8
  %pairwise_sums194 = alloca [64 x float], align 4
  %fold_index193 = alloca i64, align 8
  %fold_value192 = alloca float, align 4
  %search_lo186 = alloca i64, align 8
  %pairwise_depth177 = alloca i64, align 8
  %pairwise_levels176 = alloca [64 x i64], align 8
  %pairwise_sums175 = alloca [64 x float], align 4
  %fold_index174 = alloca i64, align 8
  %fold_value173 = alloca float, align 4
  %search_hi167 = alloca i32, align 4
  %pairwise_depth159 = alloca i64, align 8
  %pairwise_levels158 = alloca [64 x i64], align 8
  %pairwise_sums157 = alloca [64 x float], align 4
  %fold_index156 = alloca i64, align 8
  %fold_value155 = alloca float, align 4
  %search_index154 = alloca float, align 4
  %search_value153 = alloca float, align 4
  %pairwise_depth133 = alloca i64, align 8
  %pairwise_levels132 = alloca [64 x i64], align 8
  %pairwise_sums131 = alloca [64 x float], align 4
  %fold_index130 = alloca i64, align 8
  %fold_value129 = alloca float, align 4
  %pairwise_depth115 = alloca i64, align 8
  %pairwise_levels114 = alloca [64 x i64], align 8
  %pairwise_sums113 = alloca [64 x float], align 4
  %fold_index112 = alloca i64, align 8
  %fold_value111 = alloca float, align 4
  %pairwise_depth97 = alloca i64, align 8
  %pairwise_levels96 = alloca [64 x i64], align 8
  %pairwise_sums95 = alloca [64 x float], align 4
  %fold_index94 = alloca i64, align 8
  %fold_value93 = alloca float, align 4
  %search_lo = alloca i64, align 8
  %pairwise_depth87 = alloca i64, align 8
  %pairwise_levels86 = alloca [64 x i64], align 8
  %pairwise_sums85 = alloca [64 x float], align 4
  %fold_index84 = alloca i64, align 8
  %fold_value83 = alloca float, align 4
  %search_hi = alloca i32, align 4
  %pairwise_depth80 = alloca i64, align 8
  %pairwise_levels79 = alloca [64 x i64], align 8
  %pairwise_sums78 = alloca [64 x float], align 4
  %fold_index77 = alloca i64, align 8
  %fold_value76 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done231, %entry
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
  store float 0.000000e+00, ptr %fold_value76, align 4
  store i64 0, ptr %fold_index77, align 8
  store i64 0, ptr %pairwise_depth80, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done82, %slot.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature103 = add i64 %lane, 0
  %valid104 = icmp ult i64 %feature103, %n_features
  %196 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid104, label %slot.then105, label %slot.done106

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %205, %search.feature.body ]
  %197 = icmp ult i64 %search.feature, %n_features
  br i1 %197, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %198 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature
  %199 = load i32, ptr addrspace(3) %198, align 4
  %200 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature
  %201 = load float, ptr addrspace(3) %200, align 4
  %202 = select i1 true, float %201, float 0.000000e+00
  %203 = load float, ptr %fold_value76, align 4
  %204 = fadd float %202, %203
  store float %204, ptr %fold_value76, align 4
  %205 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %206 = load float, ptr %fold_value76, align 4
  %207 = fcmp ogt float %195, 0.000000e+00
  %208 = fcmp oge float %206, %195
  %search.run = and i1 %208, %207
  br i1 %search.run, label %search.then81, label %search.done82

search.then81:                                    ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done82:                                    ; preds = %search.index_bit.exit, %search.feature.exit
  %209 = load float, ptr %search_value, align 4
  %210 = load float, ptr %search_index, align 4
  store float %209, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  store float %210, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit90, %search.then81
  %search.key_bit = phi i64 [ 0, %search.then81 ], [ %231, %search.feature.exit90 ]
  %211 = icmp ult i64 %search.key_bit, 32
  br i1 %211, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %212 = sub i64 31, %search.key_bit
  %213 = trunc i64 %212 to i32
  %214 = shl i32 1, %213
  %215 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %215, %214
  store float 0.000000e+00, ptr %fold_value83, align 4
  store i64 0, ptr %fold_index84, align 8
  store i64 0, ptr %pairwise_depth87, align 8
  br label %search.feature.header88

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %216 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %216, i1 false)
  %index_bits = sub i64 64, %ctlz
  %217 = shl i64 1, %index_bits
  %mask = sub i64 %217, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header88:                          ; preds = %search.feature.body89, %search.key_bit.body
  %search.feature91 = phi i64 [ 0, %search.key_bit.body ], [ %227, %search.feature.body89 ]
  %218 = icmp ult i64 %search.feature91, %n_features
  br i1 %218, label %search.feature.body89, label %search.feature.exit90

search.feature.body89:                            ; preds = %search.feature.header88
  %219 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature91
  %220 = load i32, ptr addrspace(3) %219, align 4
  %221 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature91
  %222 = load float, ptr addrspace(3) %221, align 4
  %223 = icmp uge i32 %220, %candidate
  %224 = select i1 %223, float %222, float 0.000000e+00
  %225 = load float, ptr %fold_value83, align 4
  %226 = fadd float %224, %225
  store float %226, ptr %fold_value83, align 4
  %227 = add i64 %search.feature91, 1
  br label %search.feature.header88

search.feature.exit90:                            ; preds = %search.feature.header88
  %228 = load float, ptr %fold_value83, align 4
  %229 = fcmp oge float %228, %195
  %230 = select i1 %229, i32 %candidate, i32 %215
  store i32 %230, ptr %search_hi, align 4
  %231 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit100, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %262, %search.feature.exit100 ]
  %232 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %232, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %233 = sub i64 %index_bits, 1
  %234 = sub i64 %233, %search.index_bit
  %235 = shl i64 1, %234
  %236 = load i64, ptr %search_lo, align 8
  %candidate92 = or i64 %236, %235
  store float 0.000000e+00, ptr %fold_value93, align 4
  store i64 0, ptr %fold_index94, align 8
  store i64 0, ptr %pairwise_depth97, align 8
  br label %search.feature.header98

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %237 = and i32 %hi, -2147483648
  %238 = icmp ne i32 %237, 0
  %239 = and i32 %hi, 2147483647
  %240 = xor i32 %hi, -1
  %241 = select i1 %238, i32 %239, i32 %240
  %242 = bitcast i32 %241 to float
  store float %242, ptr %search_value, align 4
  %243 = sub i64 %mask, %lo
  %search_index102 = uitofp i64 %243 to float
  store float %search_index102, ptr %search_index, align 4
  br label %search.done82

search.feature.header98:                          ; preds = %search.feature.body99, %search.index_bit.body
  %search.feature101 = phi i64 [ 0, %search.index_bit.body ], [ %258, %search.feature.body99 ]
  %244 = icmp ult i64 %search.feature101, %n_features
  br i1 %244, label %search.feature.body99, label %search.feature.exit100

search.feature.body99:                            ; preds = %search.feature.header98
  %245 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature101
  %246 = load i32, ptr addrspace(3) %245, align 4
  %247 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature101
  %248 = load float, ptr addrspace(3) %247, align 4
  %249 = icmp ugt i32 %246, %hi
  %250 = icmp eq i32 %246, %hi
  %251 = sub i64 %mask, %search.feature101
  %252 = icmp uge i64 %251, %candidate92
  %253 = and i1 %250, %252
  %254 = or i1 %249, %253
  %255 = select i1 %254, float %248, float 0.000000e+00
  %256 = load float, ptr %fold_value93, align 4
  %257 = fadd float %255, %256
  store float %257, ptr %fold_value93, align 4
  %258 = add i64 %search.feature101, 1
  br label %search.feature.header98

search.feature.exit100:                           ; preds = %search.feature.header98
  %259 = load float, ptr %fold_value93, align 4
  %260 = fcmp oge float %259, %195
  %261 = select i1 %260, i64 %candidate92, i64 %236
  store i64 %261, ptr %search_lo, align 8
  %262 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

slot.then105:                                     ; preds = %search.done
  %263 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature103
  %264 = load float, ptr addrspace(1) %263, align 4
  %265 = fmul float %264, %inv_t
  %266 = fadd float %264, 0.000000e+00
  %267 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %268 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature107 = uitofp i64 %feature103 to float
  %269 = fcmp ogt float %266, %267
  %270 = select i1 %269, float 1.000000e+00, float 0.000000e+00
  %271 = fcmp oeq float %266, %267
  %272 = select i1 %271, float 1.000000e+00, float 0.000000e+00
  %273 = fcmp ole float %feature107, %268
  %274 = select i1 %273, float 1.000000e+00, float 0.000000e+00
  %275 = fmul float %272, %274
  %276 = fcmp ogt float %275, %270
  %max108 = select i1 %276, float %275, float %270
  %277 = fcmp une float %max108, 0.000000e+00
  %278 = select i1 %277, float %265, float 0xFFF0000000000000
  %279 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature103
  store float %278, ptr addrspace(3) %279, align 4
  br label %slot.done106

slot.done106:                                     ; preds = %slot.then105, %search.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then109, label %fold.done110

fold.then109:                                     ; preds = %slot.done106
  store float 0xFFF0000000000000, ptr %fold_value111, align 4
  store i64 0, ptr %fold_index112, align 8
  store i64 0, ptr %pairwise_depth115, align 8
  br label %fold.header116

fold.done110:                                     ; preds = %fold.exit118, %slot.done106
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature121 = add i64 %lane, 0
  %valid122 = icmp ult i64 %feature121, %n_features
  %280 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid122, label %slot.then123, label %slot.done124

fold.header116:                                   ; preds = %fold.body117, %fold.then109
  %fold119 = phi i64 [ 0, %fold.then109 ], [ %292, %fold.body117 ]
  %281 = icmp ult i64 %fold119, %n_features
  br i1 %281, label %fold.body117, label %fold.exit118

fold.body117:                                     ; preds = %fold.header116
  %282 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold119
  %283 = load float, ptr addrspace(3) %282, align 4
  %284 = load float, ptr %fold_value111, align 4
  %285 = fcmp ogt float %283, %284
  %286 = fcmp uno float %283, %283
  %287 = fcmp ord float %284, %284
  %288 = and i1 %286, %287
  %take120 = or i1 %285, %288
  %289 = select i1 %take120, float %283, float %284
  store float %289, ptr %fold_value111, align 4
  %290 = load i64, ptr %fold_index112, align 8
  %291 = select i1 %take120, i64 %fold119, i64 %290
  store i64 %291, ptr %fold_index112, align 8
  %292 = add i64 %fold119, 1
  br label %fold.header116

fold.exit118:                                     ; preds = %fold.header116
  %293 = load float, ptr %fold_value111, align 4
  store float %293, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  br label %fold.done110

slot.then123:                                     ; preds = %fold.done110
  %294 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature121
  %295 = load float, ptr addrspace(1) %294, align 4
  %296 = fmul float %295, %inv_t
  %297 = fadd float %295, 0.000000e+00
  %298 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %299 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature125 = uitofp i64 %feature121 to float
  %300 = fcmp ogt float %297, %298
  %301 = select i1 %300, float 1.000000e+00, float 0.000000e+00
  %302 = fcmp oeq float %297, %298
  %303 = select i1 %302, float 1.000000e+00, float 0.000000e+00
  %304 = fcmp ole float %feature125, %299
  %305 = select i1 %304, float 1.000000e+00, float 0.000000e+00
  %306 = fmul float %303, %305
  %307 = fcmp ogt float %306, %301
  %max126 = select i1 %307, float %306, float %301
  %308 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %309 = fsub float %296, %308
  %310 = fcmp olt float %309, -1.040000e+02
  %311 = select i1 %310, float -1.040000e+02, float %309
  %312 = fcmp olt float 8.900000e+01, %311
  %313 = select i1 %312, float 8.900000e+01, float %311
  %314 = fmul float %313, 0x3FF7154760000000
  %315 = fadd float %314, 0x4168000000000000
  %316 = fsub float %315, 0x4168000000000000
  %317 = bitcast float %315 to i32
  %318 = sub i32 %317, 1262485504
  %319 = fmul float %316, 0x3FE62E4000000000
  %320 = fsub float %313, %319
  %321 = fmul float %316, 0x3EB7F7D1C0000000
  %322 = fsub float %320, %321
  %323 = fmul float %322, %322
  %324 = fmul float %323, 0x3E66376980000000
  %325 = fadd float 0xBEBBBD41C0000000, %324
  %326 = fmul float %323, %325
  %327 = fadd float 0x3F11566AA0000000, %326
  %328 = fmul float %323, %327
  %329 = fadd float 0xBF66C16C20000000, %328
  %330 = fmul float %323, %329
  %331 = fadd float 0x3FC5555560000000, %330
  %332 = fmul float %323, %331
  %333 = fsub float %322, %332
  %334 = fmul float %322, %333
  %335 = fsub float 2.000000e+00, %333
  %336 = fdiv float %334, %335
  %337 = fsub float %321, %336
  %338 = fsub float %337, %320
  %339 = fsub float 1.000000e+00, %338
  %340 = add i32 %318, 256
  %341 = lshr i32 %340, 1
  %342 = sub i32 %341, 1
  %343 = add i32 %318, 255
  %344 = sub i32 %343, %341
  %345 = shl i32 %342, 23
  %346 = shl i32 %344, 23
  %347 = bitcast i32 %345 to float
  %348 = bitcast i32 %346 to float
  %349 = fmul float %339, %347
  %350 = fmul float %349, %348
  %351 = fcmp uno float %309, %309
  %352 = select i1 %351, float 0x7FF8000000000000, float %350
  %353 = fcmp une float %max126, 0.000000e+00
  %354 = select i1 %353, float %352, float 0.000000e+00
  %355 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature121
  store float %354, ptr addrspace(3) %355, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %fold.done110
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then127, label %fold.done128

fold.then127:                                     ; preds = %slot.done124
  store float 0.000000e+00, ptr %fold_value129, align 4
  store i64 0, ptr %fold_index130, align 8
  store i64 0, ptr %pairwise_depth133, align 8
  br label %fold.header134

fold.done128:                                     ; preds = %fold.exit136, %slot.done124
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature138 = add i64 %lane, 0
  %valid139 = icmp ult i64 %feature138, %n_features
  %356 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid139, label %slot.then140, label %slot.done141

fold.header134:                                   ; preds = %fold.body135, %fold.then127
  %fold137 = phi i64 [ 0, %fold.then127 ], [ %362, %fold.body135 ]
  %357 = icmp ult i64 %fold137, %n_features
  br i1 %357, label %fold.body135, label %fold.exit136

fold.body135:                                     ; preds = %fold.header134
  %358 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold137
  %359 = load float, ptr addrspace(3) %358, align 4
  %360 = load float, ptr %fold_value129, align 4
  %361 = fadd float %359, %360
  store float %361, ptr %fold_value129, align 4
  %362 = add i64 %fold137, 1
  br label %fold.header134

fold.exit136:                                     ; preds = %fold.header134
  %363 = load float, ptr %fold_value129, align 4
  store float %363, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  br label %fold.done128

slot.then140:                                     ; preds = %fold.done128
  %364 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature138
  %365 = load float, ptr addrspace(1) %364, align 4
  %366 = fmul float %365, %inv_t
  %367 = fadd float %365, 0.000000e+00
  %368 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %369 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature142 = uitofp i64 %feature138 to float
  %370 = fcmp ogt float %367, %368
  %371 = select i1 %370, float 1.000000e+00, float 0.000000e+00
  %372 = fcmp oeq float %367, %368
  %373 = select i1 %372, float 1.000000e+00, float 0.000000e+00
  %374 = fcmp ole float %feature142, %369
  %375 = select i1 %374, float 1.000000e+00, float 0.000000e+00
  %376 = fmul float %373, %375
  %377 = fcmp ogt float %376, %371
  %max143 = select i1 %377, float %376, float %371
  %378 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %379 = fsub float %366, %378
  %380 = fcmp olt float %379, -1.040000e+02
  %381 = select i1 %380, float -1.040000e+02, float %379
  %382 = fcmp olt float 8.900000e+01, %381
  %383 = select i1 %382, float 8.900000e+01, float %381
  %384 = fmul float %383, 0x3FF7154760000000
  %385 = fadd float %384, 0x4168000000000000
  %386 = fsub float %385, 0x4168000000000000
  %387 = bitcast float %385 to i32
  %388 = sub i32 %387, 1262485504
  %389 = fmul float %386, 0x3FE62E4000000000
  %390 = fsub float %383, %389
  %391 = fmul float %386, 0x3EB7F7D1C0000000
  %392 = fsub float %390, %391
  %393 = fmul float %392, %392
  %394 = fmul float %393, 0x3E66376980000000
  %395 = fadd float 0xBEBBBD41C0000000, %394
  %396 = fmul float %393, %395
  %397 = fadd float 0x3F11566AA0000000, %396
  %398 = fmul float %393, %397
  %399 = fadd float 0xBF66C16C20000000, %398
  %400 = fmul float %393, %399
  %401 = fadd float 0x3FC5555560000000, %400
  %402 = fmul float %393, %401
  %403 = fsub float %392, %402
  %404 = fmul float %392, %403
  %405 = fsub float 2.000000e+00, %403
  %406 = fdiv float %404, %405
  %407 = fsub float %391, %406
  %408 = fsub float %407, %390
  %409 = fsub float 1.000000e+00, %408
  %410 = add i32 %388, 256
  %411 = lshr i32 %410, 1
  %412 = sub i32 %411, 1
  %413 = add i32 %388, 255
  %414 = sub i32 %413, %411
  %415 = shl i32 %412, 23
  %416 = shl i32 %414, 23
  %417 = bitcast i32 %415 to float
  %418 = bitcast i32 %416 to float
  %419 = fmul float %409, %417
  %420 = fmul float %419, %418
  %421 = fcmp uno float %379, %379
  %422 = select i1 %421, float 0x7FF8000000000000, float %420
  %423 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %424 = fdiv float %422, %423
  %425 = fcmp une float %max143, 0.000000e+00
  %426 = select i1 %425, float %424, float -1.000000e+00
  %427 = fcmp une float %max143, 0.000000e+00
  %428 = select i1 %427, float %424, float 0.000000e+00
  %429 = fcmp oge float %top_p, 1.000000e+00
  %430 = select i1 %429, float 1.000000e+00, float 0.000000e+00
  %431 = icmp ne i32 %greedy, 0
  %greedy144 = select i1 %431, float 1.000000e+00, float 0.000000e+00
  %432 = fcmp ogt float %greedy144, %430
  %max145 = select i1 %432, float %greedy144, float %430
  %433 = fcmp une float %max145, 0.000000e+00
  %434 = select i1 %433, float 0x7FF0000000000000, float %top_p
  %435 = fadd float %426, 0.000000e+00
  %436 = bitcast float %435 to i32
  %437 = icmp ult i32 2147483647, %436
  %438 = xor i32 %436, -1
  %439 = or i32 %436, -2147483648
  %440 = select i1 %437, i32 %438, i32 %439
  %441 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature138
  store i32 %440, ptr addrspace(3) %441, align 4
  %442 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %feature138
  store float %428, ptr addrspace(3) %442, align 4
  br label %slot.done141

slot.done141:                                     ; preds = %slot.then140, %fold.done128
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature146 = add i64 %lane, 0
  %valid147 = icmp ult i64 %feature146, %n_features
  %443 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then148, label %search.done149

search.then148:                                   ; preds = %slot.done141
  %444 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %445 = load float, ptr addrspace(1) %444, align 4
  %446 = fmul float %445, %inv_t
  %447 = fadd float %445, 0.000000e+00
  %448 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %449 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %450 = fcmp ogt float %447, %448
  %451 = select i1 %450, float 1.000000e+00, float 0.000000e+00
  %452 = fcmp oeq float %447, %448
  %453 = select i1 %452, float 1.000000e+00, float 0.000000e+00
  %454 = fcmp ole float 0.000000e+00, %449
  %455 = select i1 %454, float 1.000000e+00, float 0.000000e+00
  %456 = fmul float %453, %455
  %457 = fcmp ogt float %456, %451
  %max150 = select i1 %457, float %456, float %451
  %458 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %459 = fsub float %446, %458
  %460 = fcmp olt float %459, -1.040000e+02
  %461 = select i1 %460, float -1.040000e+02, float %459
  %462 = fcmp olt float 8.900000e+01, %461
  %463 = select i1 %462, float 8.900000e+01, float %461
  %464 = fmul float %463, 0x3FF7154760000000
  %465 = fadd float %464, 0x4168000000000000
  %466 = fsub float %465, 0x4168000000000000
  %467 = bitcast float %465 to i32
  %468 = sub i32 %467, 1262485504
  %469 = fmul float %466, 0x3FE62E4000000000
  %470 = fsub float %463, %469
  %471 = fmul float %466, 0x3EB7F7D1C0000000
  %472 = fsub float %470, %471
  %473 = fmul float %472, %472
  %474 = fmul float %473, 0x3E66376980000000
  %475 = fadd float 0xBEBBBD41C0000000, %474
  %476 = fmul float %473, %475
  %477 = fadd float 0x3F11566AA0000000, %476
  %478 = fmul float %473, %477
  %479 = fadd float 0xBF66C16C20000000, %478
  %480 = fmul float %473, %479
  %481 = fadd float 0x3FC5555560000000, %480
  %482 = fmul float %473, %481
  %483 = fsub float %472, %482
  %484 = fmul float %472, %483
  %485 = fsub float 2.000000e+00, %483
  %486 = fdiv float %484, %485
  %487 = fsub float %471, %486
  %488 = fsub float %487, %470
  %489 = fsub float 1.000000e+00, %488
  %490 = add i32 %468, 256
  %491 = lshr i32 %490, 1
  %492 = sub i32 %491, 1
  %493 = add i32 %468, 255
  %494 = sub i32 %493, %491
  %495 = shl i32 %492, 23
  %496 = shl i32 %494, 23
  %497 = bitcast i32 %495 to float
  %498 = bitcast i32 %496 to float
  %499 = fmul float %489, %497
  %500 = fmul float %499, %498
  %501 = fcmp uno float %459, %459
  %502 = select i1 %501, float 0x7FF8000000000000, float %500
  %503 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %504 = fdiv float %502, %503
  %505 = fcmp une float %max150, 0.000000e+00
  %506 = select i1 %505, float %504, float -1.000000e+00
  %507 = fcmp une float %max150, 0.000000e+00
  %508 = select i1 %507, float %504, float 0.000000e+00
  %509 = fcmp oge float %top_p, 1.000000e+00
  %510 = select i1 %509, float 1.000000e+00, float 0.000000e+00
  %511 = icmp ne i32 %greedy, 0
  %greedy151 = select i1 %511, float 1.000000e+00, float 0.000000e+00
  %512 = fcmp ogt float %greedy151, %510
  %max152 = select i1 %512, float %greedy151, float %510
  %513 = fcmp une float %max152, 0.000000e+00
  %514 = select i1 %513, float 0x7FF0000000000000, float %top_p
  store float 0xFFF0000000000000, ptr %search_value153, align 4
  store float 0x7FF0000000000000, ptr %search_index154, align 4
  store float 0.000000e+00, ptr %fold_value155, align 4
  store i64 0, ptr %fold_index156, align 8
  store i64 0, ptr %pairwise_depth159, align 8
  br label %search.feature.header160

search.done149:                                   ; preds = %search.done166, %slot.done141
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature203 = add i64 %lane, 0
  %valid204 = icmp ult i64 %feature203, %n_features
  %515 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid204, label %slot.then205, label %slot.done206

search.feature.header160:                         ; preds = %search.feature.body161, %search.then148
  %search.feature163 = phi i64 [ 0, %search.then148 ], [ %524, %search.feature.body161 ]
  %516 = icmp ult i64 %search.feature163, %n_features
  br i1 %516, label %search.feature.body161, label %search.feature.exit162

search.feature.body161:                           ; preds = %search.feature.header160
  %517 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature163
  %518 = load i32, ptr addrspace(3) %517, align 4
  %519 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature163
  %520 = load float, ptr addrspace(3) %519, align 4
  %521 = select i1 true, float %520, float 0.000000e+00
  %522 = load float, ptr %fold_value155, align 4
  %523 = fadd float %521, %522
  store float %523, ptr %fold_value155, align 4
  %524 = add i64 %search.feature163, 1
  br label %search.feature.header160

search.feature.exit162:                           ; preds = %search.feature.header160
  %525 = load float, ptr %fold_value155, align 4
  %526 = fcmp ogt float %514, 0.000000e+00
  %527 = fcmp oge float %525, %514
  %search.run164 = and i1 %527, %526
  br i1 %search.run164, label %search.then165, label %search.done166

search.then165:                                   ; preds = %search.feature.exit162
  store i32 0, ptr %search_hi167, align 4
  br label %search.key_bit.header168

search.done166:                                   ; preds = %search.index_bit.exit189, %search.feature.exit162
  %528 = load float, ptr %search_value153, align 4
  %529 = load float, ptr %search_index154, align 4
  store float %528, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  store float %529, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  br label %search.done149

search.key_bit.header168:                         ; preds = %search.feature.exit180, %search.then165
  %search.key_bit171 = phi i64 [ 0, %search.then165 ], [ %550, %search.feature.exit180 ]
  %530 = icmp ult i64 %search.key_bit171, 32
  br i1 %530, label %search.key_bit.body169, label %search.key_bit.exit170

search.key_bit.body169:                           ; preds = %search.key_bit.header168
  %531 = sub i64 31, %search.key_bit171
  %532 = trunc i64 %531 to i32
  %533 = shl i32 1, %532
  %534 = load i32, ptr %search_hi167, align 4
  %candidate172 = or i32 %534, %533
  store float 0.000000e+00, ptr %fold_value173, align 4
  store i64 0, ptr %fold_index174, align 8
  store i64 0, ptr %pairwise_depth177, align 8
  br label %search.feature.header178

search.key_bit.exit170:                           ; preds = %search.key_bit.header168
  %hi182 = load i32, ptr %search_hi167, align 4
  %535 = sub i64 %n_features, 1
  %ctlz183 = call i64 @llvm.ctlz.i64(i64 %535, i1 false)
  %index_bits184 = sub i64 64, %ctlz183
  %536 = shl i64 1, %index_bits184
  %mask185 = sub i64 %536, 1
  store i64 0, ptr %search_lo186, align 8
  br label %search.index_bit.header187

search.feature.header178:                         ; preds = %search.feature.body179, %search.key_bit.body169
  %search.feature181 = phi i64 [ 0, %search.key_bit.body169 ], [ %546, %search.feature.body179 ]
  %537 = icmp ult i64 %search.feature181, %n_features
  br i1 %537, label %search.feature.body179, label %search.feature.exit180

search.feature.body179:                           ; preds = %search.feature.header178
  %538 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature181
  %539 = load i32, ptr addrspace(3) %538, align 4
  %540 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature181
  %541 = load float, ptr addrspace(3) %540, align 4
  %542 = icmp uge i32 %539, %candidate172
  %543 = select i1 %542, float %541, float 0.000000e+00
  %544 = load float, ptr %fold_value173, align 4
  %545 = fadd float %543, %544
  store float %545, ptr %fold_value173, align 4
  %546 = add i64 %search.feature181, 1
  br label %search.feature.header178

search.feature.exit180:                           ; preds = %search.feature.header178
  %547 = load float, ptr %fold_value173, align 4
  %548 = fcmp oge float %547, %514
  %549 = select i1 %548, i32 %candidate172, i32 %534
  store i32 %549, ptr %search_hi167, align 4
  %550 = add i64 %search.key_bit171, 1
  br label %search.key_bit.header168

search.index_bit.header187:                       ; preds = %search.feature.exit199, %search.key_bit.exit170
  %search.index_bit190 = phi i64 [ 0, %search.key_bit.exit170 ], [ %581, %search.feature.exit199 ]
  %551 = icmp ult i64 %search.index_bit190, %index_bits184
  br i1 %551, label %search.index_bit.body188, label %search.index_bit.exit189

search.index_bit.body188:                         ; preds = %search.index_bit.header187
  %552 = sub i64 %index_bits184, 1
  %553 = sub i64 %552, %search.index_bit190
  %554 = shl i64 1, %553
  %555 = load i64, ptr %search_lo186, align 8
  %candidate191 = or i64 %555, %554
  store float 0.000000e+00, ptr %fold_value192, align 4
  store i64 0, ptr %fold_index193, align 8
  store i64 0, ptr %pairwise_depth196, align 8
  br label %search.feature.header197

search.index_bit.exit189:                         ; preds = %search.index_bit.header187
  %lo201 = load i64, ptr %search_lo186, align 8
  %556 = and i32 %hi182, -2147483648
  %557 = icmp ne i32 %556, 0
  %558 = and i32 %hi182, 2147483647
  %559 = xor i32 %hi182, -1
  %560 = select i1 %557, i32 %558, i32 %559
  %561 = bitcast i32 %560 to float
  store float %561, ptr %search_value153, align 4
  %562 = sub i64 %mask185, %lo201
  %search_index202 = uitofp i64 %562 to float
  store float %search_index202, ptr %search_index154, align 4
  br label %search.done166

search.feature.header197:                         ; preds = %search.feature.body198, %search.index_bit.body188
  %search.feature200 = phi i64 [ 0, %search.index_bit.body188 ], [ %577, %search.feature.body198 ]
  %563 = icmp ult i64 %search.feature200, %n_features
  br i1 %563, label %search.feature.body198, label %search.feature.exit199

search.feature.body198:                           ; preds = %search.feature.header197
  %564 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %search.feature200
  %565 = load i32, ptr addrspace(3) %564, align 4
  %566 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w256, i64 %search.feature200
  %567 = load float, ptr addrspace(3) %566, align 4
  %568 = icmp ugt i32 %565, %hi182
  %569 = icmp eq i32 %565, %hi182
  %570 = sub i64 %mask185, %search.feature200
  %571 = icmp uge i64 %570, %candidate191
  %572 = and i1 %569, %571
  %573 = or i1 %568, %572
  %574 = select i1 %573, float %567, float 0.000000e+00
  %575 = load float, ptr %fold_value192, align 4
  %576 = fadd float %574, %575
  store float %576, ptr %fold_value192, align 4
  %577 = add i64 %search.feature200, 1
  br label %search.feature.header197

search.feature.exit199:                           ; preds = %search.feature.header197
  %578 = load float, ptr %fold_value192, align 4
  %579 = fcmp oge float %578, %514
  %580 = select i1 %579, i64 %candidate191, i64 %555
  store i64 %580, ptr %search_lo186, align 8
  %581 = add i64 %search.index_bit190, 1
  br label %search.index_bit.header187

slot.then205:                                     ; preds = %search.done149
  %582 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature203
  %583 = load float, ptr addrspace(1) %582, align 4
  %584 = fmul float %583, %inv_t
  %585 = fadd float %583, 0.000000e+00
  %586 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 5), align 4
  %587 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 6), align 4
  %feature207 = uitofp i64 %feature203 to float
  %588 = fcmp ogt float %585, %586
  %589 = select i1 %588, float 1.000000e+00, float 0.000000e+00
  %590 = fcmp oeq float %585, %586
  %591 = select i1 %590, float 1.000000e+00, float 0.000000e+00
  %592 = fcmp ole float %feature207, %587
  %593 = select i1 %592, float 1.000000e+00, float 0.000000e+00
  %594 = fmul float %591, %593
  %595 = fcmp ogt float %594, %589
  %max208 = select i1 %595, float %594, float %589
  %596 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 7), align 4
  %597 = fsub float %584, %596
  %598 = fcmp olt float %597, -1.040000e+02
  %599 = select i1 %598, float -1.040000e+02, float %597
  %600 = fcmp olt float 8.900000e+01, %599
  %601 = select i1 %600, float 8.900000e+01, float %599
  %602 = fmul float %601, 0x3FF7154760000000
  %603 = fadd float %602, 0x4168000000000000
  %604 = fsub float %603, 0x4168000000000000
  %605 = bitcast float %603 to i32
  %606 = sub i32 %605, 1262485504
  %607 = fmul float %604, 0x3FE62E4000000000
  %608 = fsub float %601, %607
  %609 = fmul float %604, 0x3EB7F7D1C0000000
  %610 = fsub float %608, %609
  %611 = fmul float %610, %610
  %612 = fmul float %611, 0x3E66376980000000
  %613 = fadd float 0xBEBBBD41C0000000, %612
  %614 = fmul float %611, %613
  %615 = fadd float 0x3F11566AA0000000, %614
  %616 = fmul float %611, %615
  %617 = fadd float 0xBF66C16C20000000, %616
  %618 = fmul float %611, %617
  %619 = fadd float 0x3FC5555560000000, %618
  %620 = fmul float %611, %619
  %621 = fsub float %610, %620
  %622 = fmul float %610, %621
  %623 = fsub float 2.000000e+00, %621
  %624 = fdiv float %622, %623
  %625 = fsub float %609, %624
  %626 = fsub float %625, %608
  %627 = fsub float 1.000000e+00, %626
  %628 = add i32 %606, 256
  %629 = lshr i32 %628, 1
  %630 = sub i32 %629, 1
  %631 = add i32 %606, 255
  %632 = sub i32 %631, %629
  %633 = shl i32 %630, 23
  %634 = shl i32 %632, 23
  %635 = bitcast i32 %633 to float
  %636 = bitcast i32 %634 to float
  %637 = fmul float %627, %635
  %638 = fmul float %637, %636
  %639 = fcmp uno float %597, %597
  %640 = select i1 %639, float 0x7FF8000000000000, float %638
  %641 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 8), align 4
  %642 = fdiv float %640, %641
  %643 = fcmp une float %max208, 0.000000e+00
  %644 = select i1 %643, float %642, float -1.000000e+00
  %645 = fadd float %644, 0.000000e+00
  %646 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 9), align 4
  %647 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 10), align 4
  %feature209 = uitofp i64 %feature203 to float
  %648 = fcmp ogt float %645, %646
  %649 = select i1 %648, float 1.000000e+00, float 0.000000e+00
  %650 = fcmp oeq float %645, %646
  %651 = select i1 %650, float 1.000000e+00, float 0.000000e+00
  %652 = fcmp ole float %feature209, %647
  %653 = select i1 %652, float 1.000000e+00, float 0.000000e+00
  %654 = fmul float %651, %653
  %655 = fcmp ogt float %654, %649
  %max210 = select i1 %655, float %654, float %649
  %656 = fmul float %max208, %max210
  %657 = trunc i64 %key0 to i32
  %658 = lshr i64 %key0, 32
  %659 = trunc i64 %658 to i32
  %660 = trunc i64 %feature203 to i32
  %661 = trunc i64 %row to i32
  %662 = trunc i64 %key1 to i32
  %663 = lshr i64 %key1, 32
  %664 = trunc i64 %663 to i32
  %665 = zext i32 %660 to i64
  %666 = mul i64 3528531795, %665
  %667 = zext i32 %662 to i64
  %668 = mul i64 3449720151, %667
  %669 = lshr i64 %666, 32
  %670 = trunc i64 %669 to i32
  %671 = trunc i64 %666 to i32
  %672 = lshr i64 %668, 32
  %673 = trunc i64 %672 to i32
  %674 = trunc i64 %668 to i32
  %675 = xor i32 %673, %661
  %676 = xor i32 %675, %657
  %677 = xor i32 %670, %664
  %678 = xor i32 %677, %659
  %679 = add i32 %657, -1640531527
  %680 = add i32 %659, -1150833019
  %681 = zext i32 %676 to i64
  %682 = mul i64 3528531795, %681
  %683 = zext i32 %678 to i64
  %684 = mul i64 3449720151, %683
  %685 = lshr i64 %682, 32
  %686 = trunc i64 %685 to i32
  %687 = trunc i64 %682 to i32
  %688 = lshr i64 %684, 32
  %689 = trunc i64 %688 to i32
  %690 = trunc i64 %684 to i32
  %691 = xor i32 %689, %674
  %692 = xor i32 %691, %679
  %693 = xor i32 %686, %671
  %694 = xor i32 %693, %680
  %695 = add i32 %679, -1640531527
  %696 = add i32 %680, -1150833019
  %697 = zext i32 %692 to i64
  %698 = mul i64 3528531795, %697
  %699 = zext i32 %694 to i64
  %700 = mul i64 3449720151, %699
  %701 = lshr i64 %698, 32
  %702 = trunc i64 %701 to i32
  %703 = trunc i64 %698 to i32
  %704 = lshr i64 %700, 32
  %705 = trunc i64 %704 to i32
  %706 = trunc i64 %700 to i32
  %707 = xor i32 %705, %690
  %708 = xor i32 %707, %695
  %709 = xor i32 %702, %687
  %710 = xor i32 %709, %696
  %711 = add i32 %695, -1640531527
  %712 = add i32 %696, -1150833019
  %713 = zext i32 %708 to i64
  %714 = mul i64 3528531795, %713
  %715 = zext i32 %710 to i64
  %716 = mul i64 3449720151, %715
  %717 = lshr i64 %714, 32
  %718 = trunc i64 %717 to i32
  %719 = trunc i64 %714 to i32
  %720 = lshr i64 %716, 32
  %721 = trunc i64 %720 to i32
  %722 = trunc i64 %716 to i32
  %723 = xor i32 %721, %706
  %724 = xor i32 %723, %711
  %725 = xor i32 %718, %703
  %726 = xor i32 %725, %712
  %727 = add i32 %711, -1640531527
  %728 = add i32 %712, -1150833019
  %729 = zext i32 %724 to i64
  %730 = mul i64 3528531795, %729
  %731 = zext i32 %726 to i64
  %732 = mul i64 3449720151, %731
  %733 = lshr i64 %730, 32
  %734 = trunc i64 %733 to i32
  %735 = trunc i64 %730 to i32
  %736 = lshr i64 %732, 32
  %737 = trunc i64 %736 to i32
  %738 = trunc i64 %732 to i32
  %739 = xor i32 %737, %722
  %740 = xor i32 %739, %727
  %741 = xor i32 %734, %719
  %742 = xor i32 %741, %728
  %743 = add i32 %727, -1640531527
  %744 = add i32 %728, -1150833019
  %745 = zext i32 %740 to i64
  %746 = mul i64 3528531795, %745
  %747 = zext i32 %742 to i64
  %748 = mul i64 3449720151, %747
  %749 = lshr i64 %746, 32
  %750 = trunc i64 %749 to i32
  %751 = trunc i64 %746 to i32
  %752 = lshr i64 %748, 32
  %753 = trunc i64 %752 to i32
  %754 = trunc i64 %748 to i32
  %755 = xor i32 %753, %738
  %756 = xor i32 %755, %743
  %757 = xor i32 %750, %735
  %758 = xor i32 %757, %744
  %759 = add i32 %743, -1640531527
  %760 = add i32 %744, -1150833019
  %761 = zext i32 %756 to i64
  %762 = mul i64 3528531795, %761
  %763 = zext i32 %758 to i64
  %764 = mul i64 3449720151, %763
  %765 = lshr i64 %762, 32
  %766 = trunc i64 %765 to i32
  %767 = trunc i64 %762 to i32
  %768 = lshr i64 %764, 32
  %769 = trunc i64 %768 to i32
  %770 = trunc i64 %764 to i32
  %771 = xor i32 %769, %754
  %772 = xor i32 %771, %759
  %773 = xor i32 %766, %751
  %774 = xor i32 %773, %760
  %775 = add i32 %759, -1640531527
  %776 = add i32 %760, -1150833019
  %777 = zext i32 %772 to i64
  %778 = mul i64 3528531795, %777
  %779 = zext i32 %774 to i64
  %780 = mul i64 3449720151, %779
  %781 = lshr i64 %778, 32
  %782 = trunc i64 %781 to i32
  %783 = trunc i64 %778 to i32
  %784 = lshr i64 %780, 32
  %785 = trunc i64 %784 to i32
  %786 = trunc i64 %780 to i32
  %787 = xor i32 %785, %770
  %788 = xor i32 %787, %775
  %789 = xor i32 %782, %767
  %790 = xor i32 %789, %776
  %791 = add i32 %775, -1640531527
  %792 = add i32 %776, -1150833019
  %793 = zext i32 %788 to i64
  %794 = mul i64 3528531795, %793
  %795 = zext i32 %790 to i64
  %796 = mul i64 3449720151, %795
  %797 = lshr i64 %794, 32
  %798 = trunc i64 %797 to i32
  %799 = trunc i64 %794 to i32
  %800 = lshr i64 %796, 32
  %801 = trunc i64 %800 to i32
  %802 = trunc i64 %796 to i32
  %803 = xor i32 %801, %786
  %804 = xor i32 %803, %791
  %805 = xor i32 %798, %783
  %806 = xor i32 %805, %792
  %807 = add i32 %791, -1640531527
  %808 = add i32 %792, -1150833019
  %809 = zext i32 %804 to i64
  %810 = mul i64 3528531795, %809
  %811 = zext i32 %806 to i64
  %812 = mul i64 3449720151, %811
  %813 = lshr i64 %810, 32
  %814 = trunc i64 %813 to i32
  %815 = trunc i64 %810 to i32
  %816 = lshr i64 %812, 32
  %817 = trunc i64 %816 to i32
  %818 = trunc i64 %812 to i32
  %819 = xor i32 %817, %802
  %820 = xor i32 %819, %807
  %821 = xor i32 %814, %799
  %822 = xor i32 %821, %808
  %823 = uitofp i32 %820 to double
  %824 = fadd double %823, 5.000000e-01
  %825 = fmul double %824, 0x3DF0000000000000
  %826 = fcmp olt double %825, 0x10000000000000
  %827 = fmul double %825, 0x4350000000000000
  %828 = select i1 %826, double %827, double %825
  %829 = select i1 %826, i64 1077, i64 1023
  %830 = bitcast double %828 to i64
  %831 = lshr i64 %830, 32
  %832 = add i64 %831, 614242
  %833 = lshr i64 %832, 20
  %834 = sub i64 %833, %829
  %835 = and i64 %832, 1048575
  %836 = add i64 %835, 1072079006
  %837 = shl i64 %836, 32
  %838 = and i64 %830, 4294967295
  %839 = or i64 %837, %838
  %840 = bitcast i64 %839 to double
  %841 = fsub double %840, 1.000000e+00
  %842 = fmul double 5.000000e-01, %841
  %843 = fmul double %842, %841
  %844 = fadd double 2.000000e+00, %841
  %845 = fdiv double %841, %844
  %846 = fmul double %845, %845
  %847 = fmul double %846, %846
  %848 = fmul double %847, 0x3FC39A09D078C69F
  %849 = fadd double 0x3FCC71C51D8E78AF, %848
  %850 = fmul double %847, %849
  %851 = fadd double 0x3FD999999997FA04, %850
  %852 = fmul double %847, %851
  %853 = fmul double %847, 0x3FC2F112DF3E5244
  %854 = fadd double 0x3FC7466496CB03DE, %853
  %855 = fmul double %847, %854
  %856 = fadd double 0x3FD2492494229359, %855
  %857 = fmul double %847, %856
  %858 = fadd double 0x3FE5555555555593, %857
  %859 = fmul double %846, %858
  %860 = fadd double %859, %852
  %861 = sitofp i64 %834 to double
  %862 = fadd double %843, %860
  %863 = fmul double %845, %862
  %864 = fmul double %861, 0x3DEA39EF35793C76
  %865 = fadd double %863, %864
  %866 = fsub double %865, %843
  %867 = fadd double %866, %841
  %868 = fmul double %861, 0x3FE62E42FEE00000
  %869 = fadd double %867, %868
  %870 = fcmp oeq double %825, 0x7FF0000000000000
  %871 = select i1 %870, double 0x7FF0000000000000, double %869
  %872 = fcmp oeq double %825, 0.000000e+00
  %873 = select i1 %872, double 0xFFF0000000000000, double %871
  %874 = fcmp olt double %825, 0.000000e+00
  %875 = fcmp uno double %825, %825
  %876 = or i1 %874, %875
  %877 = select i1 %876, double 0x7FF8000000000000, double %873
  %878 = fneg double %877
  %879 = fcmp olt double %878, 0x10000000000000
  %880 = fmul double %878, 0x4350000000000000
  %881 = select i1 %879, double %880, double %878
  %882 = select i1 %879, i64 1077, i64 1023
  %883 = bitcast double %881 to i64
  %884 = lshr i64 %883, 32
  %885 = add i64 %884, 614242
  %886 = lshr i64 %885, 20
  %887 = sub i64 %886, %882
  %888 = and i64 %885, 1048575
  %889 = add i64 %888, 1072079006
  %890 = shl i64 %889, 32
  %891 = and i64 %883, 4294967295
  %892 = or i64 %890, %891
  %893 = bitcast i64 %892 to double
  %894 = fsub double %893, 1.000000e+00
  %895 = fmul double 5.000000e-01, %894
  %896 = fmul double %895, %894
  %897 = fadd double 2.000000e+00, %894
  %898 = fdiv double %894, %897
  %899 = fmul double %898, %898
  %900 = fmul double %899, %899
  %901 = fmul double %900, 0x3FC39A09D078C69F
  %902 = fadd double 0x3FCC71C51D8E78AF, %901
  %903 = fmul double %900, %902
  %904 = fadd double 0x3FD999999997FA04, %903
  %905 = fmul double %900, %904
  %906 = fmul double %900, 0x3FC2F112DF3E5244
  %907 = fadd double 0x3FC7466496CB03DE, %906
  %908 = fmul double %900, %907
  %909 = fadd double 0x3FD2492494229359, %908
  %910 = fmul double %900, %909
  %911 = fadd double 0x3FE5555555555593, %910
  %912 = fmul double %899, %911
  %913 = fadd double %912, %905
  %914 = sitofp i64 %887 to double
  %915 = fadd double %896, %913
  %916 = fmul double %898, %915
  %917 = fmul double %914, 0x3DEA39EF35793C76
  %918 = fadd double %916, %917
  %919 = fsub double %918, %896
  %920 = fadd double %919, %894
  %921 = fmul double %914, 0x3FE62E42FEE00000
  %922 = fadd double %920, %921
  %923 = fcmp oeq double %878, 0x7FF0000000000000
  %924 = select i1 %923, double 0x7FF0000000000000, double %922
  %925 = fcmp oeq double %878, 0.000000e+00
  %926 = select i1 %925, double 0xFFF0000000000000, double %924
  %927 = fcmp olt double %878, 0.000000e+00
  %928 = fcmp uno double %878, %878
  %929 = or i1 %927, %928
  %930 = select i1 %929, double 0x7FF8000000000000, double %926
  %931 = fneg double %930
  %932 = fptrunc double %931 to float
  %933 = fadd float %584, %932
  %934 = fcmp une float %656, 0.000000e+00
  %935 = select i1 %934, float %933, float 0xFFF0000000000000
  %936 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %feature203
  store float %935, ptr addrspace(3) %936, align 4
  br label %slot.done206

slot.done206:                                     ; preds = %slot.then205, %search.done149
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then211, label %fold.done212

fold.then211:                                     ; preds = %slot.done206
  store float 0xFFF0000000000000, ptr %fold_value213, align 4
  store i64 0, ptr %fold_index214, align 8
  store i64 0, ptr %pairwise_depth217, align 8
  br label %fold.header218

fold.done212:                                     ; preds = %fold.exit220, %slot.done206
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature224 = add i64 %lane, 0
  %valid225 = icmp ult i64 %feature224, %n_features
  %937 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header218:                                   ; preds = %fold.body219, %fold.then211
  %fold221 = phi i64 [ 0, %fold.then211 ], [ %949, %fold.body219 ]
  %938 = icmp ult i64 %fold221, %n_features
  br i1 %938, label %fold.body219, label %fold.exit220

fold.body219:                                     ; preds = %fold.header218
  %939 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w256, i64 %fold221
  %940 = load float, ptr addrspace(3) %939, align 4
  %941 = load float, ptr %fold_value213, align 4
  %942 = fcmp ogt float %940, %941
  %943 = fcmp uno float %940, %940
  %944 = fcmp ord float %941, %941
  %945 = and i1 %943, %944
  %take222 = or i1 %942, %945
  %946 = select i1 %take222, float %940, float %941
  store float %946, ptr %fold_value213, align 4
  %947 = load i64, ptr %fold_index214, align 8
  %948 = select i1 %take222, i64 %fold221, i64 %947
  store i64 %948, ptr %fold_index214, align 8
  %949 = add i64 %fold221, 1
  br label %fold.header218

fold.exit220:                                     ; preds = %fold.header218
  %950 = load i64, ptr %fold_index214, align 8
  %argmax223 = uitofp i64 %950 to float
  store float %argmax223, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  br label %fold.done212

uniform_sinks.then:                               ; preds = %fold.done212
  %951 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %952 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %953 = fmul float %952, 2.000000e+00
  %954 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %955 = fcmp oeq float %954, 0xFFF0000000000000
  %956 = select i1 %955, float 1.000000e+00, float 0.000000e+00
  %957 = fmul float %956, 4.000000e+00
  %958 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  %959 = fmul float %958, 8.000000e+00
  %960 = fadd float %951, %953
  %961 = fadd float %960, %957
  %962 = fadd float %961, %959
  %963 = icmp ne i32 %greedy, 0
  %greedy226 = select i1 %963, float 1.000000e+00, float 0.000000e+00
  %964 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  %965 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  %966 = fcmp une float %greedy226, 0.000000e+00
  %967 = select i1 %966, float %964, float %965
  %968 = fcmp une float %962, 0.000000e+00
  %969 = select i1 %968, float -1.000000e+00, float %967
  %id = fptosi float %969 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %962 to i32
  %status227 = load i32, ptr addrspace(1) %4, align 4
  %970 = or i32 %status227, %status_bits
  store i32 %970, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done212
  %feature228 = add i64 %lane, 0
  %valid229 = icmp ult i64 %feature228, %n_features
  %971 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid229, label %slot.then230, label %slot.done231

slot.then230:                                     ; preds = %uniform_sinks.done
  %972 = load float, ptr addrspace(3) @tessera_uniforms_w256, align 4
  %973 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 1), align 4
  %974 = fmul float %973, 2.000000e+00
  %975 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 2), align 4
  %976 = fcmp oeq float %975, 0xFFF0000000000000
  %977 = select i1 %976, float 1.000000e+00, float 0.000000e+00
  %978 = fmul float %977, 4.000000e+00
  %979 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 4), align 4
  %980 = fmul float %979, 8.000000e+00
  %981 = fadd float %972, %974
  %982 = fadd float %981, %978
  %983 = fadd float %982, %980
  %984 = icmp ne i32 %greedy, 0
  %greedy232 = select i1 %984, float 1.000000e+00, float 0.000000e+00
  %985 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 3), align 4
  %986 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w256, i64 11), align 4
  %987 = fcmp une float %greedy232, 0.000000e+00
  %988 = select i1 %987, float %985, float %986
  %989 = fcmp une float %983, 0.000000e+00
  %990 = select i1 %989, float -1.000000e+00, float %988
  br label %slot.done231

slot.done231:                                     ; preds = %slot.then230, %uniform_sinks.done
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
  %pairwise_depth217 = alloca i64, align 8
  %pairwise_levels216 = alloca [64 x i64], align 8
  %pairwise_sums215 = alloca [64 x float], align 4
  %fold_index214 = alloca i64, align 8
  %fold_value213 = alloca float, align 4
  %pairwise_depth196 = alloca i64, align 8
  %pairwise_levels195 = alloca [64 x i64], align 8
  %pairwise_sums194 = alloca [64 x float], align 4
  %fold_index193 = alloca i64, align 8
  %fold_value192 = alloca float, align 4
  %search_lo186 = alloca i64, align 8
  %pairwise_depth177 = alloca i64, align 8
  %pairwise_levels176 = alloca [64 x i64], align 8
  %pairwise_sums175 = alloca [64 x float], align 4
  %fold_index174 = alloca i64, align 8
  %fold_value173 = alloca float, align 4
  %search_hi167 = alloca i32, align 4
  %pairwise_depth159 = alloca i64, align 8
  %pairwise_levels158 = alloca [64 x i64], align 8
  %pairwise_sums157 = alloca [64 x float], align 4
  %fold_index156 = alloca i64, align 8
  %fold_value155 = alloca float, align 4
  %search_index154 = alloca float, align 4
  %search_value153 = alloca float, align 4
  %pairwise_depth133 = alloca i64, align 8
  %pairwise_levels132 = alloca [64 x i64], align 8
  %pairwise_sums131 = alloca [64 x float], align 4
  %fold_index130 = alloca i64, align 8
  %fold_value129 = alloca float, align 4
  %pairwise_depth115 = alloca i64, align 8
  %pairwise_levels114 = alloca [64 x i64], align 8
  %pairwise_sums113 = alloca [64 x float], align 4
  %fold_index112 = alloca i64, align 8
  %fold_value111 = alloca float, align 4
  %pairwise_depth97 = alloca i64, align 8
  %pairwise_levels96 = alloca [64 x i64], align 8
  %pairwise_sums95 = alloca [64 x float], align 4
  %fold_index94 = alloca i64, align 8
  %fold_value93 = alloca float, align 4
  %search_lo = alloca i64, align 8
  %pairwise_depth87 = alloca i64, align 8
  %pairwise_levels86 = alloca [64 x i64], align 8
  %pairwise_sums85 = alloca [64 x float], align 4
  %fold_index84 = alloca i64, align 8
  %fold_value83 = alloca float, align 4
  %search_hi = alloca i32, align 4
  %pairwise_depth80 = alloca i64, align 8
  %pairwise_levels79 = alloca [64 x i64], align 8
  %pairwise_sums78 = alloca [64 x float], align 4
  %fold_index77 = alloca i64, align 8
  %fold_value76 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done231, %entry
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
  store float 0.000000e+00, ptr %fold_value76, align 4
  store i64 0, ptr %fold_index77, align 8
  store i64 0, ptr %pairwise_depth80, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done82, %slot.done68
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature103 = add i64 %lane, 0
  %valid104 = icmp ult i64 %feature103, %n_features
  %196 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid104, label %slot.then105, label %slot.done106

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %205, %search.feature.body ]
  %197 = icmp ult i64 %search.feature, %n_features
  br i1 %197, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %198 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature
  %199 = load i32, ptr addrspace(3) %198, align 4
  %200 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature
  %201 = load float, ptr addrspace(3) %200, align 4
  %202 = select i1 true, float %201, float 0.000000e+00
  %203 = load float, ptr %fold_value76, align 4
  %204 = fadd float %202, %203
  store float %204, ptr %fold_value76, align 4
  %205 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %206 = load float, ptr %fold_value76, align 4
  %207 = fcmp ogt float %195, 0.000000e+00
  %208 = fcmp oge float %206, %195
  %search.run = and i1 %208, %207
  br i1 %search.run, label %search.then81, label %search.done82

search.then81:                                    ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done82:                                    ; preds = %search.index_bit.exit, %search.feature.exit
  %209 = load float, ptr %search_value, align 4
  %210 = load float, ptr %search_index, align 4
  store float %209, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  store float %210, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit90, %search.then81
  %search.key_bit = phi i64 [ 0, %search.then81 ], [ %231, %search.feature.exit90 ]
  %211 = icmp ult i64 %search.key_bit, 32
  br i1 %211, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %212 = sub i64 31, %search.key_bit
  %213 = trunc i64 %212 to i32
  %214 = shl i32 1, %213
  %215 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %215, %214
  store float 0.000000e+00, ptr %fold_value83, align 4
  store i64 0, ptr %fold_index84, align 8
  store i64 0, ptr %pairwise_depth87, align 8
  br label %search.feature.header88

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %216 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %216, i1 false)
  %index_bits = sub i64 64, %ctlz
  %217 = shl i64 1, %index_bits
  %mask = sub i64 %217, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header88:                          ; preds = %search.feature.body89, %search.key_bit.body
  %search.feature91 = phi i64 [ 0, %search.key_bit.body ], [ %227, %search.feature.body89 ]
  %218 = icmp ult i64 %search.feature91, %n_features
  br i1 %218, label %search.feature.body89, label %search.feature.exit90

search.feature.body89:                            ; preds = %search.feature.header88
  %219 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature91
  %220 = load i32, ptr addrspace(3) %219, align 4
  %221 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature91
  %222 = load float, ptr addrspace(3) %221, align 4
  %223 = icmp uge i32 %220, %candidate
  %224 = select i1 %223, float %222, float 0.000000e+00
  %225 = load float, ptr %fold_value83, align 4
  %226 = fadd float %224, %225
  store float %226, ptr %fold_value83, align 4
  %227 = add i64 %search.feature91, 1
  br label %search.feature.header88

search.feature.exit90:                            ; preds = %search.feature.header88
  %228 = load float, ptr %fold_value83, align 4
  %229 = fcmp oge float %228, %195
  %230 = select i1 %229, i32 %candidate, i32 %215
  store i32 %230, ptr %search_hi, align 4
  %231 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit100, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %262, %search.feature.exit100 ]
  %232 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %232, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %233 = sub i64 %index_bits, 1
  %234 = sub i64 %233, %search.index_bit
  %235 = shl i64 1, %234
  %236 = load i64, ptr %search_lo, align 8
  %candidate92 = or i64 %236, %235
  store float 0.000000e+00, ptr %fold_value93, align 4
  store i64 0, ptr %fold_index94, align 8
  store i64 0, ptr %pairwise_depth97, align 8
  br label %search.feature.header98

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %237 = and i32 %hi, -2147483648
  %238 = icmp ne i32 %237, 0
  %239 = and i32 %hi, 2147483647
  %240 = xor i32 %hi, -1
  %241 = select i1 %238, i32 %239, i32 %240
  %242 = bitcast i32 %241 to float
  store float %242, ptr %search_value, align 4
  %243 = sub i64 %mask, %lo
  %search_index102 = uitofp i64 %243 to float
  store float %search_index102, ptr %search_index, align 4
  br label %search.done82

search.feature.header98:                          ; preds = %search.feature.body99, %search.index_bit.body
  %search.feature101 = phi i64 [ 0, %search.index_bit.body ], [ %258, %search.feature.body99 ]
  %244 = icmp ult i64 %search.feature101, %n_features
  br i1 %244, label %search.feature.body99, label %search.feature.exit100

search.feature.body99:                            ; preds = %search.feature.header98
  %245 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature101
  %246 = load i32, ptr addrspace(3) %245, align 4
  %247 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature101
  %248 = load float, ptr addrspace(3) %247, align 4
  %249 = icmp ugt i32 %246, %hi
  %250 = icmp eq i32 %246, %hi
  %251 = sub i64 %mask, %search.feature101
  %252 = icmp uge i64 %251, %candidate92
  %253 = and i1 %250, %252
  %254 = or i1 %249, %253
  %255 = select i1 %254, float %248, float 0.000000e+00
  %256 = load float, ptr %fold_value93, align 4
  %257 = fadd float %255, %256
  store float %257, ptr %fold_value93, align 4
  %258 = add i64 %search.feature101, 1
  br label %search.feature.header98

search.feature.exit100:                           ; preds = %search.feature.header98
  %259 = load float, ptr %fold_value93, align 4
  %260 = fcmp oge float %259, %195
  %261 = select i1 %260, i64 %candidate92, i64 %236
  store i64 %261, ptr %search_lo, align 8
  %262 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

slot.then105:                                     ; preds = %search.done
  %263 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature103
  %264 = load float, ptr addrspace(1) %263, align 4
  %265 = fmul float %264, %inv_t
  %266 = fadd float %264, 0.000000e+00
  %267 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %268 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature107 = uitofp i64 %feature103 to float
  %269 = fcmp ogt float %266, %267
  %270 = select i1 %269, float 1.000000e+00, float 0.000000e+00
  %271 = fcmp oeq float %266, %267
  %272 = select i1 %271, float 1.000000e+00, float 0.000000e+00
  %273 = fcmp ole float %feature107, %268
  %274 = select i1 %273, float 1.000000e+00, float 0.000000e+00
  %275 = fmul float %272, %274
  %276 = fcmp ogt float %275, %270
  %max108 = select i1 %276, float %275, float %270
  %277 = fcmp une float %max108, 0.000000e+00
  %278 = select i1 %277, float %265, float 0xFFF0000000000000
  %279 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature103
  store float %278, ptr addrspace(3) %279, align 4
  br label %slot.done106

slot.done106:                                     ; preds = %slot.then105, %search.done
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then109, label %fold.done110

fold.then109:                                     ; preds = %slot.done106
  store float 0xFFF0000000000000, ptr %fold_value111, align 4
  store i64 0, ptr %fold_index112, align 8
  store i64 0, ptr %pairwise_depth115, align 8
  br label %fold.header116

fold.done110:                                     ; preds = %fold.exit118, %slot.done106
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature121 = add i64 %lane, 0
  %valid122 = icmp ult i64 %feature121, %n_features
  %280 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid122, label %slot.then123, label %slot.done124

fold.header116:                                   ; preds = %fold.body117, %fold.then109
  %fold119 = phi i64 [ 0, %fold.then109 ], [ %292, %fold.body117 ]
  %281 = icmp ult i64 %fold119, %n_features
  br i1 %281, label %fold.body117, label %fold.exit118

fold.body117:                                     ; preds = %fold.header116
  %282 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold119
  %283 = load float, ptr addrspace(3) %282, align 4
  %284 = load float, ptr %fold_value111, align 4
  %285 = fcmp ogt float %283, %284
  %286 = fcmp uno float %283, %283
  %287 = fcmp ord float %284, %284
  %288 = and i1 %286, %287
  %take120 = or i1 %285, %288
  %289 = select i1 %take120, float %283, float %284
  store float %289, ptr %fold_value111, align 4
  %290 = load i64, ptr %fold_index112, align 8
  %291 = select i1 %take120, i64 %fold119, i64 %290
  store i64 %291, ptr %fold_index112, align 8
  %292 = add i64 %fold119, 1
  br label %fold.header116

fold.exit118:                                     ; preds = %fold.header116
  %293 = load float, ptr %fold_value111, align 4
  store float %293, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  br label %fold.done110

slot.then123:                                     ; preds = %fold.done110
  %294 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature121
  %295 = load float, ptr addrspace(1) %294, align 4
  %296 = fmul float %295, %inv_t
  %297 = fadd float %295, 0.000000e+00
  %298 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %299 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature125 = uitofp i64 %feature121 to float
  %300 = fcmp ogt float %297, %298
  %301 = select i1 %300, float 1.000000e+00, float 0.000000e+00
  %302 = fcmp oeq float %297, %298
  %303 = select i1 %302, float 1.000000e+00, float 0.000000e+00
  %304 = fcmp ole float %feature125, %299
  %305 = select i1 %304, float 1.000000e+00, float 0.000000e+00
  %306 = fmul float %303, %305
  %307 = fcmp ogt float %306, %301
  %max126 = select i1 %307, float %306, float %301
  %308 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %309 = fsub float %296, %308
  %310 = fcmp olt float %309, -1.040000e+02
  %311 = select i1 %310, float -1.040000e+02, float %309
  %312 = fcmp olt float 8.900000e+01, %311
  %313 = select i1 %312, float 8.900000e+01, float %311
  %314 = fmul float %313, 0x3FF7154760000000
  %315 = fadd float %314, 0x4168000000000000
  %316 = fsub float %315, 0x4168000000000000
  %317 = bitcast float %315 to i32
  %318 = sub i32 %317, 1262485504
  %319 = fmul float %316, 0x3FE62E4000000000
  %320 = fsub float %313, %319
  %321 = fmul float %316, 0x3EB7F7D1C0000000
  %322 = fsub float %320, %321
  %323 = fmul float %322, %322
  %324 = fmul float %323, 0x3E66376980000000
  %325 = fadd float 0xBEBBBD41C0000000, %324
  %326 = fmul float %323, %325
  %327 = fadd float 0x3F11566AA0000000, %326
  %328 = fmul float %323, %327
  %329 = fadd float 0xBF66C16C20000000, %328
  %330 = fmul float %323, %329
  %331 = fadd float 0x3FC5555560000000, %330
  %332 = fmul float %323, %331
  %333 = fsub float %322, %332
  %334 = fmul float %322, %333
  %335 = fsub float 2.000000e+00, %333
  %336 = fdiv float %334, %335
  %337 = fsub float %321, %336
  %338 = fsub float %337, %320
  %339 = fsub float 1.000000e+00, %338
  %340 = add i32 %318, 256
  %341 = lshr i32 %340, 1
  %342 = sub i32 %341, 1
  %343 = add i32 %318, 255
  %344 = sub i32 %343, %341
  %345 = shl i32 %342, 23
  %346 = shl i32 %344, 23
  %347 = bitcast i32 %345 to float
  %348 = bitcast i32 %346 to float
  %349 = fmul float %339, %347
  %350 = fmul float %349, %348
  %351 = fcmp uno float %309, %309
  %352 = select i1 %351, float 0x7FF8000000000000, float %350
  %353 = fcmp une float %max126, 0.000000e+00
  %354 = select i1 %353, float %352, float 0.000000e+00
  %355 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature121
  store float %354, ptr addrspace(3) %355, align 4
  br label %slot.done124

slot.done124:                                     ; preds = %slot.then123, %fold.done110
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then127, label %fold.done128

fold.then127:                                     ; preds = %slot.done124
  store float 0.000000e+00, ptr %fold_value129, align 4
  store i64 0, ptr %fold_index130, align 8
  store i64 0, ptr %pairwise_depth133, align 8
  br label %fold.header134

fold.done128:                                     ; preds = %fold.exit136, %slot.done124
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature138 = add i64 %lane, 0
  %valid139 = icmp ult i64 %feature138, %n_features
  %356 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid139, label %slot.then140, label %slot.done141

fold.header134:                                   ; preds = %fold.body135, %fold.then127
  %fold137 = phi i64 [ 0, %fold.then127 ], [ %362, %fold.body135 ]
  %357 = icmp ult i64 %fold137, %n_features
  br i1 %357, label %fold.body135, label %fold.exit136

fold.body135:                                     ; preds = %fold.header134
  %358 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold137
  %359 = load float, ptr addrspace(3) %358, align 4
  %360 = load float, ptr %fold_value129, align 4
  %361 = fadd float %359, %360
  store float %361, ptr %fold_value129, align 4
  %362 = add i64 %fold137, 1
  br label %fold.header134

fold.exit136:                                     ; preds = %fold.header134
  %363 = load float, ptr %fold_value129, align 4
  store float %363, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  br label %fold.done128

slot.then140:                                     ; preds = %fold.done128
  %364 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature138
  %365 = load float, ptr addrspace(1) %364, align 4
  %366 = fmul float %365, %inv_t
  %367 = fadd float %365, 0.000000e+00
  %368 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %369 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature142 = uitofp i64 %feature138 to float
  %370 = fcmp ogt float %367, %368
  %371 = select i1 %370, float 1.000000e+00, float 0.000000e+00
  %372 = fcmp oeq float %367, %368
  %373 = select i1 %372, float 1.000000e+00, float 0.000000e+00
  %374 = fcmp ole float %feature142, %369
  %375 = select i1 %374, float 1.000000e+00, float 0.000000e+00
  %376 = fmul float %373, %375
  %377 = fcmp ogt float %376, %371
  %max143 = select i1 %377, float %376, float %371
  %378 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %379 = fsub float %366, %378
  %380 = fcmp olt float %379, -1.040000e+02
  %381 = select i1 %380, float -1.040000e+02, float %379
  %382 = fcmp olt float 8.900000e+01, %381
  %383 = select i1 %382, float 8.900000e+01, float %381
  %384 = fmul float %383, 0x3FF7154760000000
  %385 = fadd float %384, 0x4168000000000000
  %386 = fsub float %385, 0x4168000000000000
  %387 = bitcast float %385 to i32
  %388 = sub i32 %387, 1262485504
  %389 = fmul float %386, 0x3FE62E4000000000
  %390 = fsub float %383, %389
  %391 = fmul float %386, 0x3EB7F7D1C0000000
  %392 = fsub float %390, %391
  %393 = fmul float %392, %392
  %394 = fmul float %393, 0x3E66376980000000
  %395 = fadd float 0xBEBBBD41C0000000, %394
  %396 = fmul float %393, %395
  %397 = fadd float 0x3F11566AA0000000, %396
  %398 = fmul float %393, %397
  %399 = fadd float 0xBF66C16C20000000, %398
  %400 = fmul float %393, %399
  %401 = fadd float 0x3FC5555560000000, %400
  %402 = fmul float %393, %401
  %403 = fsub float %392, %402
  %404 = fmul float %392, %403
  %405 = fsub float 2.000000e+00, %403
  %406 = fdiv float %404, %405
  %407 = fsub float %391, %406
  %408 = fsub float %407, %390
  %409 = fsub float 1.000000e+00, %408
  %410 = add i32 %388, 256
  %411 = lshr i32 %410, 1
  %412 = sub i32 %411, 1
  %413 = add i32 %388, 255
  %414 = sub i32 %413, %411
  %415 = shl i32 %412, 23
  %416 = shl i32 %414, 23
  %417 = bitcast i32 %415 to float
  %418 = bitcast i32 %416 to float
  %419 = fmul float %409, %417
  %420 = fmul float %419, %418
  %421 = fcmp uno float %379, %379
  %422 = select i1 %421, float 0x7FF8000000000000, float %420
  %423 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %424 = fdiv float %422, %423
  %425 = fcmp une float %max143, 0.000000e+00
  %426 = select i1 %425, float %424, float -1.000000e+00
  %427 = fcmp une float %max143, 0.000000e+00
  %428 = select i1 %427, float %424, float 0.000000e+00
  %429 = fcmp oge float %top_p, 1.000000e+00
  %430 = select i1 %429, float 1.000000e+00, float 0.000000e+00
  %431 = icmp ne i32 %greedy, 0
  %greedy144 = select i1 %431, float 1.000000e+00, float 0.000000e+00
  %432 = fcmp ogt float %greedy144, %430
  %max145 = select i1 %432, float %greedy144, float %430
  %433 = fcmp une float %max145, 0.000000e+00
  %434 = select i1 %433, float 0x7FF0000000000000, float %top_p
  %435 = fadd float %426, 0.000000e+00
  %436 = bitcast float %435 to i32
  %437 = icmp ult i32 2147483647, %436
  %438 = xor i32 %436, -1
  %439 = or i32 %436, -2147483648
  %440 = select i1 %437, i32 %438, i32 %439
  %441 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature138
  store i32 %440, ptr addrspace(3) %441, align 4
  %442 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %feature138
  store float %428, ptr addrspace(3) %442, align 4
  br label %slot.done141

slot.done141:                                     ; preds = %slot.then140, %fold.done128
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature146 = add i64 %lane, 0
  %valid147 = icmp ult i64 %feature146, %n_features
  %443 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then148, label %search.done149

search.then148:                                   ; preds = %slot.done141
  %444 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %445 = load float, ptr addrspace(1) %444, align 4
  %446 = fmul float %445, %inv_t
  %447 = fadd float %445, 0.000000e+00
  %448 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %449 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %450 = fcmp ogt float %447, %448
  %451 = select i1 %450, float 1.000000e+00, float 0.000000e+00
  %452 = fcmp oeq float %447, %448
  %453 = select i1 %452, float 1.000000e+00, float 0.000000e+00
  %454 = fcmp ole float 0.000000e+00, %449
  %455 = select i1 %454, float 1.000000e+00, float 0.000000e+00
  %456 = fmul float %453, %455
  %457 = fcmp ogt float %456, %451
  %max150 = select i1 %457, float %456, float %451
  %458 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %459 = fsub float %446, %458
  %460 = fcmp olt float %459, -1.040000e+02
  %461 = select i1 %460, float -1.040000e+02, float %459
  %462 = fcmp olt float 8.900000e+01, %461
  %463 = select i1 %462, float 8.900000e+01, float %461
  %464 = fmul float %463, 0x3FF7154760000000
  %465 = fadd float %464, 0x4168000000000000
  %466 = fsub float %465, 0x4168000000000000
  %467 = bitcast float %465 to i32
  %468 = sub i32 %467, 1262485504
  %469 = fmul float %466, 0x3FE62E4000000000
  %470 = fsub float %463, %469
  %471 = fmul float %466, 0x3EB7F7D1C0000000
  %472 = fsub float %470, %471
  %473 = fmul float %472, %472
  %474 = fmul float %473, 0x3E66376980000000
  %475 = fadd float 0xBEBBBD41C0000000, %474
  %476 = fmul float %473, %475
  %477 = fadd float 0x3F11566AA0000000, %476
  %478 = fmul float %473, %477
  %479 = fadd float 0xBF66C16C20000000, %478
  %480 = fmul float %473, %479
  %481 = fadd float 0x3FC5555560000000, %480
  %482 = fmul float %473, %481
  %483 = fsub float %472, %482
  %484 = fmul float %472, %483
  %485 = fsub float 2.000000e+00, %483
  %486 = fdiv float %484, %485
  %487 = fsub float %471, %486
  %488 = fsub float %487, %470
  %489 = fsub float 1.000000e+00, %488
  %490 = add i32 %468, 256
  %491 = lshr i32 %490, 1
  %492 = sub i32 %491, 1
  %493 = add i32 %468, 255
  %494 = sub i32 %493, %491
  %495 = shl i32 %492, 23
  %496 = shl i32 %494, 23
  %497 = bitcast i32 %495 to float
  %498 = bitcast i32 %496 to float
  %499 = fmul float %489, %497
  %500 = fmul float %499, %498
  %501 = fcmp uno float %459, %459
  %502 = select i1 %501, float 0x7FF8000000000000, float %500
  %503 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %504 = fdiv float %502, %503
  %505 = fcmp une float %max150, 0.000000e+00
  %506 = select i1 %505, float %504, float -1.000000e+00
  %507 = fcmp une float %max150, 0.000000e+00
  %508 = select i1 %507, float %504, float 0.000000e+00
  %509 = fcmp oge float %top_p, 1.000000e+00
  %510 = select i1 %509, float 1.000000e+00, float 0.000000e+00
  %511 = icmp ne i32 %greedy, 0
  %greedy151 = select i1 %511, float 1.000000e+00, float 0.000000e+00
  %512 = fcmp ogt float %greedy151, %510
  %max152 = select i1 %512, float %greedy151, float %510
  %513 = fcmp une float %max152, 0.000000e+00
  %514 = select i1 %513, float 0x7FF0000000000000, float %top_p
  store float 0xFFF0000000000000, ptr %search_value153, align 4
  store float 0x7FF0000000000000, ptr %search_index154, align 4
  store float 0.000000e+00, ptr %fold_value155, align 4
  store i64 0, ptr %fold_index156, align 8
  store i64 0, ptr %pairwise_depth159, align 8
  br label %search.feature.header160

search.done149:                                   ; preds = %search.done166, %slot.done141
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature203 = add i64 %lane, 0
  %valid204 = icmp ult i64 %feature203, %n_features
  %515 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid204, label %slot.then205, label %slot.done206

search.feature.header160:                         ; preds = %search.feature.body161, %search.then148
  %search.feature163 = phi i64 [ 0, %search.then148 ], [ %524, %search.feature.body161 ]
  %516 = icmp ult i64 %search.feature163, %n_features
  br i1 %516, label %search.feature.body161, label %search.feature.exit162

search.feature.body161:                           ; preds = %search.feature.header160
  %517 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature163
  %518 = load i32, ptr addrspace(3) %517, align 4
  %519 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature163
  %520 = load float, ptr addrspace(3) %519, align 4
  %521 = select i1 true, float %520, float 0.000000e+00
  %522 = load float, ptr %fold_value155, align 4
  %523 = fadd float %521, %522
  store float %523, ptr %fold_value155, align 4
  %524 = add i64 %search.feature163, 1
  br label %search.feature.header160

search.feature.exit162:                           ; preds = %search.feature.header160
  %525 = load float, ptr %fold_value155, align 4
  %526 = fcmp ogt float %514, 0.000000e+00
  %527 = fcmp oge float %525, %514
  %search.run164 = and i1 %527, %526
  br i1 %search.run164, label %search.then165, label %search.done166

search.then165:                                   ; preds = %search.feature.exit162
  store i32 0, ptr %search_hi167, align 4
  br label %search.key_bit.header168

search.done166:                                   ; preds = %search.index_bit.exit189, %search.feature.exit162
  %528 = load float, ptr %search_value153, align 4
  %529 = load float, ptr %search_index154, align 4
  store float %528, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  store float %529, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  br label %search.done149

search.key_bit.header168:                         ; preds = %search.feature.exit180, %search.then165
  %search.key_bit171 = phi i64 [ 0, %search.then165 ], [ %550, %search.feature.exit180 ]
  %530 = icmp ult i64 %search.key_bit171, 32
  br i1 %530, label %search.key_bit.body169, label %search.key_bit.exit170

search.key_bit.body169:                           ; preds = %search.key_bit.header168
  %531 = sub i64 31, %search.key_bit171
  %532 = trunc i64 %531 to i32
  %533 = shl i32 1, %532
  %534 = load i32, ptr %search_hi167, align 4
  %candidate172 = or i32 %534, %533
  store float 0.000000e+00, ptr %fold_value173, align 4
  store i64 0, ptr %fold_index174, align 8
  store i64 0, ptr %pairwise_depth177, align 8
  br label %search.feature.header178

search.key_bit.exit170:                           ; preds = %search.key_bit.header168
  %hi182 = load i32, ptr %search_hi167, align 4
  %535 = sub i64 %n_features, 1
  %ctlz183 = call i64 @llvm.ctlz.i64(i64 %535, i1 false)
  %index_bits184 = sub i64 64, %ctlz183
  %536 = shl i64 1, %index_bits184
  %mask185 = sub i64 %536, 1
  store i64 0, ptr %search_lo186, align 8
  br label %search.index_bit.header187

search.feature.header178:                         ; preds = %search.feature.body179, %search.key_bit.body169
  %search.feature181 = phi i64 [ 0, %search.key_bit.body169 ], [ %546, %search.feature.body179 ]
  %537 = icmp ult i64 %search.feature181, %n_features
  br i1 %537, label %search.feature.body179, label %search.feature.exit180

search.feature.body179:                           ; preds = %search.feature.header178
  %538 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature181
  %539 = load i32, ptr addrspace(3) %538, align 4
  %540 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature181
  %541 = load float, ptr addrspace(3) %540, align 4
  %542 = icmp uge i32 %539, %candidate172
  %543 = select i1 %542, float %541, float 0.000000e+00
  %544 = load float, ptr %fold_value173, align 4
  %545 = fadd float %543, %544
  store float %545, ptr %fold_value173, align 4
  %546 = add i64 %search.feature181, 1
  br label %search.feature.header178

search.feature.exit180:                           ; preds = %search.feature.header178
  %547 = load float, ptr %fold_value173, align 4
  %548 = fcmp oge float %547, %514
  %549 = select i1 %548, i32 %candidate172, i32 %534
  store i32 %549, ptr %search_hi167, align 4
  %550 = add i64 %search.key_bit171, 1
  br label %search.key_bit.header168

search.index_bit.header187:                       ; preds = %search.feature.exit199, %search.key_bit.exit170
  %search.index_bit190 = phi i64 [ 0, %search.key_bit.exit170 ], [ %581, %search.feature.exit199 ]
  %551 = icmp ult i64 %search.index_bit190, %index_bits184
  br i1 %551, label %search.index_bit.body188, label %search.index_bit.exit189

search.index_bit.body188:                         ; preds = %search.index_bit.header187
  %552 = sub i64 %index_bits184, 1
  %553 = sub i64 %552, %search.index_bit190
  %554 = shl i64 1, %553
  %555 = load i64, ptr %search_lo186, align 8
  %candidate191 = or i64 %555, %554
  store float 0.000000e+00, ptr %fold_value192, align 4
  store i64 0, ptr %fold_index193, align 8
  store i64 0, ptr %pairwise_depth196, align 8
  br label %search.feature.header197

search.index_bit.exit189:                         ; preds = %search.index_bit.header187
  %lo201 = load i64, ptr %search_lo186, align 8
  %556 = and i32 %hi182, -2147483648
  %557 = icmp ne i32 %556, 0
  %558 = and i32 %hi182, 2147483647
  %559 = xor i32 %hi182, -1
  %560 = select i1 %557, i32 %558, i32 %559
  %561 = bitcast i32 %560 to float
  store float %561, ptr %search_value153, align 4
  %562 = sub i64 %mask185, %lo201
  %search_index202 = uitofp i64 %562 to float
  store float %search_index202, ptr %search_index154, align 4
  br label %search.done166

search.feature.header197:                         ; preds = %search.feature.body198, %search.index_bit.body188
  %search.feature200 = phi i64 [ 0, %search.index_bit.body188 ], [ %577, %search.feature.body198 ]
  %563 = icmp ult i64 %search.feature200, %n_features
  br i1 %563, label %search.feature.body198, label %search.feature.exit199

search.feature.body198:                           ; preds = %search.feature.header197
  %564 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %search.feature200
  %565 = load i32, ptr addrspace(3) %564, align 4
  %566 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w1024, i64 %search.feature200
  %567 = load float, ptr addrspace(3) %566, align 4
  %568 = icmp ugt i32 %565, %hi182
  %569 = icmp eq i32 %565, %hi182
  %570 = sub i64 %mask185, %search.feature200
  %571 = icmp uge i64 %570, %candidate191
  %572 = and i1 %569, %571
  %573 = or i1 %568, %572
  %574 = select i1 %573, float %567, float 0.000000e+00
  %575 = load float, ptr %fold_value192, align 4
  %576 = fadd float %574, %575
  store float %576, ptr %fold_value192, align 4
  %577 = add i64 %search.feature200, 1
  br label %search.feature.header197

search.feature.exit199:                           ; preds = %search.feature.header197
  %578 = load float, ptr %fold_value192, align 4
  %579 = fcmp oge float %578, %514
  %580 = select i1 %579, i64 %candidate191, i64 %555
  store i64 %580, ptr %search_lo186, align 8
  %581 = add i64 %search.index_bit190, 1
  br label %search.index_bit.header187

slot.then205:                                     ; preds = %search.done149
  %582 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature203
  %583 = load float, ptr addrspace(1) %582, align 4
  %584 = fmul float %583, %inv_t
  %585 = fadd float %583, 0.000000e+00
  %586 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 5), align 4
  %587 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 6), align 4
  %feature207 = uitofp i64 %feature203 to float
  %588 = fcmp ogt float %585, %586
  %589 = select i1 %588, float 1.000000e+00, float 0.000000e+00
  %590 = fcmp oeq float %585, %586
  %591 = select i1 %590, float 1.000000e+00, float 0.000000e+00
  %592 = fcmp ole float %feature207, %587
  %593 = select i1 %592, float 1.000000e+00, float 0.000000e+00
  %594 = fmul float %591, %593
  %595 = fcmp ogt float %594, %589
  %max208 = select i1 %595, float %594, float %589
  %596 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 7), align 4
  %597 = fsub float %584, %596
  %598 = fcmp olt float %597, -1.040000e+02
  %599 = select i1 %598, float -1.040000e+02, float %597
  %600 = fcmp olt float 8.900000e+01, %599
  %601 = select i1 %600, float 8.900000e+01, float %599
  %602 = fmul float %601, 0x3FF7154760000000
  %603 = fadd float %602, 0x4168000000000000
  %604 = fsub float %603, 0x4168000000000000
  %605 = bitcast float %603 to i32
  %606 = sub i32 %605, 1262485504
  %607 = fmul float %604, 0x3FE62E4000000000
  %608 = fsub float %601, %607
  %609 = fmul float %604, 0x3EB7F7D1C0000000
  %610 = fsub float %608, %609
  %611 = fmul float %610, %610
  %612 = fmul float %611, 0x3E66376980000000
  %613 = fadd float 0xBEBBBD41C0000000, %612
  %614 = fmul float %611, %613
  %615 = fadd float 0x3F11566AA0000000, %614
  %616 = fmul float %611, %615
  %617 = fadd float 0xBF66C16C20000000, %616
  %618 = fmul float %611, %617
  %619 = fadd float 0x3FC5555560000000, %618
  %620 = fmul float %611, %619
  %621 = fsub float %610, %620
  %622 = fmul float %610, %621
  %623 = fsub float 2.000000e+00, %621
  %624 = fdiv float %622, %623
  %625 = fsub float %609, %624
  %626 = fsub float %625, %608
  %627 = fsub float 1.000000e+00, %626
  %628 = add i32 %606, 256
  %629 = lshr i32 %628, 1
  %630 = sub i32 %629, 1
  %631 = add i32 %606, 255
  %632 = sub i32 %631, %629
  %633 = shl i32 %630, 23
  %634 = shl i32 %632, 23
  %635 = bitcast i32 %633 to float
  %636 = bitcast i32 %634 to float
  %637 = fmul float %627, %635
  %638 = fmul float %637, %636
  %639 = fcmp uno float %597, %597
  %640 = select i1 %639, float 0x7FF8000000000000, float %638
  %641 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 8), align 4
  %642 = fdiv float %640, %641
  %643 = fcmp une float %max208, 0.000000e+00
  %644 = select i1 %643, float %642, float -1.000000e+00
  %645 = fadd float %644, 0.000000e+00
  %646 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 9), align 4
  %647 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 10), align 4
  %feature209 = uitofp i64 %feature203 to float
  %648 = fcmp ogt float %645, %646
  %649 = select i1 %648, float 1.000000e+00, float 0.000000e+00
  %650 = fcmp oeq float %645, %646
  %651 = select i1 %650, float 1.000000e+00, float 0.000000e+00
  %652 = fcmp ole float %feature209, %647
  %653 = select i1 %652, float 1.000000e+00, float 0.000000e+00
  %654 = fmul float %651, %653
  %655 = fcmp ogt float %654, %649
  %max210 = select i1 %655, float %654, float %649
  %656 = fmul float %max208, %max210
  %657 = trunc i64 %key0 to i32
  %658 = lshr i64 %key0, 32
  %659 = trunc i64 %658 to i32
  %660 = trunc i64 %feature203 to i32
  %661 = trunc i64 %row to i32
  %662 = trunc i64 %key1 to i32
  %663 = lshr i64 %key1, 32
  %664 = trunc i64 %663 to i32
  %665 = zext i32 %660 to i64
  %666 = mul i64 3528531795, %665
  %667 = zext i32 %662 to i64
  %668 = mul i64 3449720151, %667
  %669 = lshr i64 %666, 32
  %670 = trunc i64 %669 to i32
  %671 = trunc i64 %666 to i32
  %672 = lshr i64 %668, 32
  %673 = trunc i64 %672 to i32
  %674 = trunc i64 %668 to i32
  %675 = xor i32 %673, %661
  %676 = xor i32 %675, %657
  %677 = xor i32 %670, %664
  %678 = xor i32 %677, %659
  %679 = add i32 %657, -1640531527
  %680 = add i32 %659, -1150833019
  %681 = zext i32 %676 to i64
  %682 = mul i64 3528531795, %681
  %683 = zext i32 %678 to i64
  %684 = mul i64 3449720151, %683
  %685 = lshr i64 %682, 32
  %686 = trunc i64 %685 to i32
  %687 = trunc i64 %682 to i32
  %688 = lshr i64 %684, 32
  %689 = trunc i64 %688 to i32
  %690 = trunc i64 %684 to i32
  %691 = xor i32 %689, %674
  %692 = xor i32 %691, %679
  %693 = xor i32 %686, %671
  %694 = xor i32 %693, %680
  %695 = add i32 %679, -1640531527
  %696 = add i32 %680, -1150833019
  %697 = zext i32 %692 to i64
  %698 = mul i64 3528531795, %697
  %699 = zext i32 %694 to i64
  %700 = mul i64 3449720151, %699
  %701 = lshr i64 %698, 32
  %702 = trunc i64 %701 to i32
  %703 = trunc i64 %698 to i32
  %704 = lshr i64 %700, 32
  %705 = trunc i64 %704 to i32
  %706 = trunc i64 %700 to i32
  %707 = xor i32 %705, %690
  %708 = xor i32 %707, %695
  %709 = xor i32 %702, %687
  %710 = xor i32 %709, %696
  %711 = add i32 %695, -1640531527
  %712 = add i32 %696, -1150833019
  %713 = zext i32 %708 to i64
  %714 = mul i64 3528531795, %713
  %715 = zext i32 %710 to i64
  %716 = mul i64 3449720151, %715
  %717 = lshr i64 %714, 32
  %718 = trunc i64 %717 to i32
  %719 = trunc i64 %714 to i32
  %720 = lshr i64 %716, 32
  %721 = trunc i64 %720 to i32
  %722 = trunc i64 %716 to i32
  %723 = xor i32 %721, %706
  %724 = xor i32 %723, %711
  %725 = xor i32 %718, %703
  %726 = xor i32 %725, %712
  %727 = add i32 %711, -1640531527
  %728 = add i32 %712, -1150833019
  %729 = zext i32 %724 to i64
  %730 = mul i64 3528531795, %729
  %731 = zext i32 %726 to i64
  %732 = mul i64 3449720151, %731
  %733 = lshr i64 %730, 32
  %734 = trunc i64 %733 to i32
  %735 = trunc i64 %730 to i32
  %736 = lshr i64 %732, 32
  %737 = trunc i64 %736 to i32
  %738 = trunc i64 %732 to i32
  %739 = xor i32 %737, %722
  %740 = xor i32 %739, %727
  %741 = xor i32 %734, %719
  %742 = xor i32 %741, %728
  %743 = add i32 %727, -1640531527
  %744 = add i32 %728, -1150833019
  %745 = zext i32 %740 to i64
  %746 = mul i64 3528531795, %745
  %747 = zext i32 %742 to i64
  %748 = mul i64 3449720151, %747
  %749 = lshr i64 %746, 32
  %750 = trunc i64 %749 to i32
  %751 = trunc i64 %746 to i32
  %752 = lshr i64 %748, 32
  %753 = trunc i64 %752 to i32
  %754 = trunc i64 %748 to i32
  %755 = xor i32 %753, %738
  %756 = xor i32 %755, %743
  %757 = xor i32 %750, %735
  %758 = xor i32 %757, %744
  %759 = add i32 %743, -1640531527
  %760 = add i32 %744, -1150833019
  %761 = zext i32 %756 to i64
  %762 = mul i64 3528531795, %761
  %763 = zext i32 %758 to i64
  %764 = mul i64 3449720151, %763
  %765 = lshr i64 %762, 32
  %766 = trunc i64 %765 to i32
  %767 = trunc i64 %762 to i32
  %768 = lshr i64 %764, 32
  %769 = trunc i64 %768 to i32
  %770 = trunc i64 %764 to i32
  %771 = xor i32 %769, %754
  %772 = xor i32 %771, %759
  %773 = xor i32 %766, %751
  %774 = xor i32 %773, %760
  %775 = add i32 %759, -1640531527
  %776 = add i32 %760, -1150833019
  %777 = zext i32 %772 to i64
  %778 = mul i64 3528531795, %777
  %779 = zext i32 %774 to i64
  %780 = mul i64 3449720151, %779
  %781 = lshr i64 %778, 32
  %782 = trunc i64 %781 to i32
  %783 = trunc i64 %778 to i32
  %784 = lshr i64 %780, 32
  %785 = trunc i64 %784 to i32
  %786 = trunc i64 %780 to i32
  %787 = xor i32 %785, %770
  %788 = xor i32 %787, %775
  %789 = xor i32 %782, %767
  %790 = xor i32 %789, %776
  %791 = add i32 %775, -1640531527
  %792 = add i32 %776, -1150833019
  %793 = zext i32 %788 to i64
  %794 = mul i64 3528531795, %793
  %795 = zext i32 %790 to i64
  %796 = mul i64 3449720151, %795
  %797 = lshr i64 %794, 32
  %798 = trunc i64 %797 to i32
  %799 = trunc i64 %794 to i32
  %800 = lshr i64 %796, 32
  %801 = trunc i64 %800 to i32
  %802 = trunc i64 %796 to i32
  %803 = xor i32 %801, %786
  %804 = xor i32 %803, %791
  %805 = xor i32 %798, %783
  %806 = xor i32 %805, %792
  %807 = add i32 %791, -1640531527
  %808 = add i32 %792, -1150833019
  %809 = zext i32 %804 to i64
  %810 = mul i64 3528531795, %809
  %811 = zext i32 %806 to i64
  %812 = mul i64 3449720151, %811
  %813 = lshr i64 %810, 32
  %814 = trunc i64 %813 to i32
  %815 = trunc i64 %810 to i32
  %816 = lshr i64 %812, 32
  %817 = trunc i64 %816 to i32
  %818 = trunc i64 %812 to i32
  %819 = xor i32 %817, %802
  %820 = xor i32 %819, %807
  %821 = xor i32 %814, %799
  %822 = xor i32 %821, %808
  %823 = uitofp i32 %820 to double
  %824 = fadd double %823, 5.000000e-01
  %825 = fmul double %824, 0x3DF0000000000000
  %826 = fcmp olt double %825, 0x10000000000000
  %827 = fmul double %825, 0x4350000000000000
  %828 = select i1 %826, double %827, double %825
  %829 = select i1 %826, i64 1077, i64 1023
  %830 = bitcast double %828 to i64
  %831 = lshr i64 %830, 32
  %832 = add i64 %831, 614242
  %833 = lshr i64 %832, 20
  %834 = sub i64 %833, %829
  %835 = and i64 %832, 1048575
  %836 = add i64 %835, 1072079006
  %837 = shl i64 %836, 32
  %838 = and i64 %830, 4294967295
  %839 = or i64 %837, %838
  %840 = bitcast i64 %839 to double
  %841 = fsub double %840, 1.000000e+00
  %842 = fmul double 5.000000e-01, %841
  %843 = fmul double %842, %841
  %844 = fadd double 2.000000e+00, %841
  %845 = fdiv double %841, %844
  %846 = fmul double %845, %845
  %847 = fmul double %846, %846
  %848 = fmul double %847, 0x3FC39A09D078C69F
  %849 = fadd double 0x3FCC71C51D8E78AF, %848
  %850 = fmul double %847, %849
  %851 = fadd double 0x3FD999999997FA04, %850
  %852 = fmul double %847, %851
  %853 = fmul double %847, 0x3FC2F112DF3E5244
  %854 = fadd double 0x3FC7466496CB03DE, %853
  %855 = fmul double %847, %854
  %856 = fadd double 0x3FD2492494229359, %855
  %857 = fmul double %847, %856
  %858 = fadd double 0x3FE5555555555593, %857
  %859 = fmul double %846, %858
  %860 = fadd double %859, %852
  %861 = sitofp i64 %834 to double
  %862 = fadd double %843, %860
  %863 = fmul double %845, %862
  %864 = fmul double %861, 0x3DEA39EF35793C76
  %865 = fadd double %863, %864
  %866 = fsub double %865, %843
  %867 = fadd double %866, %841
  %868 = fmul double %861, 0x3FE62E42FEE00000
  %869 = fadd double %867, %868
  %870 = fcmp oeq double %825, 0x7FF0000000000000
  %871 = select i1 %870, double 0x7FF0000000000000, double %869
  %872 = fcmp oeq double %825, 0.000000e+00
  %873 = select i1 %872, double 0xFFF0000000000000, double %871
  %874 = fcmp olt double %825, 0.000000e+00
  %875 = fcmp uno double %825, %825
  %876 = or i1 %874, %875
  %877 = select i1 %876, double 0x7FF8000000000000, double %873
  %878 = fneg double %877
  %879 = fcmp olt double %878, 0x10000000000000
  %880 = fmul double %878, 0x4350000000000000
  %881 = select i1 %879, double %880, double %878
  %882 = select i1 %879, i64 1077, i64 1023
  %883 = bitcast double %881 to i64
  %884 = lshr i64 %883, 32
  %885 = add i64 %884, 614242
  %886 = lshr i64 %885, 20
  %887 = sub i64 %886, %882
  %888 = and i64 %885, 1048575
  %889 = add i64 %888, 1072079006
  %890 = shl i64 %889, 32
  %891 = and i64 %883, 4294967295
  %892 = or i64 %890, %891
  %893 = bitcast i64 %892 to double
  %894 = fsub double %893, 1.000000e+00
  %895 = fmul double 5.000000e-01, %894
  %896 = fmul double %895, %894
  %897 = fadd double 2.000000e+00, %894
  %898 = fdiv double %894, %897
  %899 = fmul double %898, %898
  %900 = fmul double %899, %899
  %901 = fmul double %900, 0x3FC39A09D078C69F
  %902 = fadd double 0x3FCC71C51D8E78AF, %901
  %903 = fmul double %900, %902
  %904 = fadd double 0x3FD999999997FA04, %903
  %905 = fmul double %900, %904
  %906 = fmul double %900, 0x3FC2F112DF3E5244
  %907 = fadd double 0x3FC7466496CB03DE, %906
  %908 = fmul double %900, %907
  %909 = fadd double 0x3FD2492494229359, %908
  %910 = fmul double %900, %909
  %911 = fadd double 0x3FE5555555555593, %910
  %912 = fmul double %899, %911
  %913 = fadd double %912, %905
  %914 = sitofp i64 %887 to double
  %915 = fadd double %896, %913
  %916 = fmul double %898, %915
  %917 = fmul double %914, 0x3DEA39EF35793C76
  %918 = fadd double %916, %917
  %919 = fsub double %918, %896
  %920 = fadd double %919, %894
  %921 = fmul double %914, 0x3FE62E42FEE00000
  %922 = fadd double %920, %921
  %923 = fcmp oeq double %878, 0x7FF0000000000000
  %924 = select i1 %923, double 0x7FF0000000000000, double %922
  %925 = fcmp oeq double %878, 0.000000e+00
  %926 = select i1 %925, double 0xFFF0000000000000, double %924
  %927 = fcmp olt double %878, 0.000000e+00
  %928 = fcmp uno double %878, %878
  %929 = or i1 %927, %928
  %930 = select i1 %929, double 0x7FF8000000000000, double %926
  %931 = fneg double %930
  %932 = fptrunc double %931 to float
  %933 = fadd float %584, %932
  %934 = fcmp une float %656, 0.000000e+00
  %935 = select i1 %934, float %933, float 0xFFF0000000000000
  %936 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %feature203
  store float %935, ptr addrspace(3) %936, align 4
  br label %slot.done206

slot.done206:                                     ; preds = %slot.then205, %search.done149
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then211, label %fold.done212

fold.then211:                                     ; preds = %slot.done206
  store float 0xFFF0000000000000, ptr %fold_value213, align 4
  store i64 0, ptr %fold_index214, align 8
  store i64 0, ptr %pairwise_depth217, align 8
  br label %fold.header218

fold.done212:                                     ; preds = %fold.exit220, %slot.done206
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature224 = add i64 %lane, 0
  %valid225 = icmp ult i64 %feature224, %n_features
  %937 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header218:                                   ; preds = %fold.body219, %fold.then211
  %fold221 = phi i64 [ 0, %fold.then211 ], [ %949, %fold.body219 ]
  %938 = icmp ult i64 %fold221, %n_features
  br i1 %938, label %fold.body219, label %fold.exit220

fold.body219:                                     ; preds = %fold.header218
  %939 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w1024, i64 %fold221
  %940 = load float, ptr addrspace(3) %939, align 4
  %941 = load float, ptr %fold_value213, align 4
  %942 = fcmp ogt float %940, %941
  %943 = fcmp uno float %940, %940
  %944 = fcmp ord float %941, %941
  %945 = and i1 %943, %944
  %take222 = or i1 %942, %945
  %946 = select i1 %take222, float %940, float %941
  store float %946, ptr %fold_value213, align 4
  %947 = load i64, ptr %fold_index214, align 8
  %948 = select i1 %take222, i64 %fold221, i64 %947
  store i64 %948, ptr %fold_index214, align 8
  %949 = add i64 %fold221, 1
  br label %fold.header218

fold.exit220:                                     ; preds = %fold.header218
  %950 = load i64, ptr %fold_index214, align 8
  %argmax223 = uitofp i64 %950 to float
  store float %argmax223, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  br label %fold.done212

uniform_sinks.then:                               ; preds = %fold.done212
  %951 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %952 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %953 = fmul float %952, 2.000000e+00
  %954 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %955 = fcmp oeq float %954, 0xFFF0000000000000
  %956 = select i1 %955, float 1.000000e+00, float 0.000000e+00
  %957 = fmul float %956, 4.000000e+00
  %958 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  %959 = fmul float %958, 8.000000e+00
  %960 = fadd float %951, %953
  %961 = fadd float %960, %957
  %962 = fadd float %961, %959
  %963 = icmp ne i32 %greedy, 0
  %greedy226 = select i1 %963, float 1.000000e+00, float 0.000000e+00
  %964 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %965 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  %966 = fcmp une float %greedy226, 0.000000e+00
  %967 = select i1 %966, float %964, float %965
  %968 = fcmp une float %962, 0.000000e+00
  %969 = select i1 %968, float -1.000000e+00, float %967
  %id = fptosi float %969 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %962 to i32
  %status227 = load i32, ptr addrspace(1) %4, align 4
  %970 = or i32 %status227, %status_bits
  store i32 %970, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done212
  %feature228 = add i64 %lane, 0
  %valid229 = icmp ult i64 %feature228, %n_features
  %971 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid229, label %slot.then230, label %slot.done231

slot.then230:                                     ; preds = %uniform_sinks.done
  %972 = load float, ptr addrspace(3) @tessera_uniforms_w1024, align 4
  %973 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 1), align 4
  %974 = fmul float %973, 2.000000e+00
  %975 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 2), align 4
  %976 = fcmp oeq float %975, 0xFFF0000000000000
  %977 = select i1 %976, float 1.000000e+00, float 0.000000e+00
  %978 = fmul float %977, 4.000000e+00
  %979 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 4), align 4
  %980 = fmul float %979, 8.000000e+00
  %981 = fadd float %972, %974
  %982 = fadd float %981, %978
  %983 = fadd float %982, %980
  %984 = icmp ne i32 %greedy, 0
  %greedy232 = select i1 %984, float 1.000000e+00, float 0.000000e+00
  %985 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 3), align 4
  %986 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w1024, i64 11), align 4
  %987 = fcmp une float %greedy232, 0.000000e+00
  %988 = select i1 %987, float %985, float %986
  %989 = fcmp une float %983, 0.000000e+00
  %990 = select i1 %989, float -1.000000e+00, float %988
  br label %slot.done231

slot.done231:                                     ; preds = %slot.then230, %uniform_sinks.done
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w2048(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth272 = alloca i64, align 8
  %pairwise_levels271 = alloca [64 x i64], align 8
  %pairwise_sums270 = alloca [64 x float], align 4
  %fold_index269 = alloca i64, align 8
  %fold_value268 = alloca float, align 4
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
  %pairwise_depth172 = alloca i64, align 8
  %pairwise_levels171 = alloca [64 x i64], align 8
  %pairwise_sums170 = alloca [64 x float], align 4
  %fold_index169 = alloca i64, align 8
  %fold_value168 = alloca float, align 4
  %pairwise_depth148 = alloca i64, align 8
  %pairwise_levels147 = alloca [64 x i64], align 8
  %pairwise_sums146 = alloca [64 x float], align 4
  %fold_index145 = alloca i64, align 8
  %fold_value144 = alloca float, align 4
  %pairwise_depth124 = alloca i64, align 8
  %pairwise_levels123 = alloca [64 x i64], align 8
  %pairwise_sums122 = alloca [64 x float], align 4
  %fold_index121 = alloca i64, align 8
  %fold_value120 = alloca float, align 4
  %search_lo = alloca i64, align 8
  %pairwise_depth114 = alloca i64, align 8
  %pairwise_levels113 = alloca [64 x i64], align 8
  %pairwise_sums112 = alloca [64 x float], align 4
  %fold_index111 = alloca i64, align 8
  %fold_value110 = alloca float, align 4
  %search_hi = alloca i32, align 4
  %pairwise_depth107 = alloca i64, align 8
  %pairwise_levels106 = alloca [64 x i64], align 8
  %pairwise_sums105 = alloca [64 x float], align 4
  %fold_index104 = alloca i64, align 8
  %fold_value103 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done291, %entry
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
  store float 0.000000e+00, ptr %fold_value103, align 4
  store i64 0, ptr %fold_index104, align 8
  store i64 0, ptr %pairwise_depth107, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done109, %slot.done94
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature130 = add i64 %lane, 0
  %valid131 = icmp ult i64 %feature130, %n_features
  %313 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid131, label %slot.then132, label %slot.done133

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %322, %search.feature.body ]
  %314 = icmp ult i64 %search.feature, %n_features
  br i1 %314, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %315 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature
  %316 = load i32, ptr addrspace(3) %315, align 4
  %317 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature
  %318 = load float, ptr addrspace(3) %317, align 4
  %319 = select i1 true, float %318, float 0.000000e+00
  %320 = load float, ptr %fold_value103, align 4
  %321 = fadd float %319, %320
  store float %321, ptr %fold_value103, align 4
  %322 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %323 = load float, ptr %fold_value103, align 4
  %324 = fcmp ogt float %312, 0.000000e+00
  %325 = fcmp oge float %323, %312
  %search.run = and i1 %325, %324
  br i1 %search.run, label %search.then108, label %search.done109

search.then108:                                   ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done109:                                   ; preds = %search.index_bit.exit, %search.feature.exit
  %326 = load float, ptr %search_value, align 4
  %327 = load float, ptr %search_index, align 4
  store float %326, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  store float %327, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit117, %search.then108
  %search.key_bit = phi i64 [ 0, %search.then108 ], [ %348, %search.feature.exit117 ]
  %328 = icmp ult i64 %search.key_bit, 32
  br i1 %328, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %329 = sub i64 31, %search.key_bit
  %330 = trunc i64 %329 to i32
  %331 = shl i32 1, %330
  %332 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %332, %331
  store float 0.000000e+00, ptr %fold_value110, align 4
  store i64 0, ptr %fold_index111, align 8
  store i64 0, ptr %pairwise_depth114, align 8
  br label %search.feature.header115

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %333 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %333, i1 false)
  %index_bits = sub i64 64, %ctlz
  %334 = shl i64 1, %index_bits
  %mask = sub i64 %334, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header115:                         ; preds = %search.feature.body116, %search.key_bit.body
  %search.feature118 = phi i64 [ 0, %search.key_bit.body ], [ %344, %search.feature.body116 ]
  %335 = icmp ult i64 %search.feature118, %n_features
  br i1 %335, label %search.feature.body116, label %search.feature.exit117

search.feature.body116:                           ; preds = %search.feature.header115
  %336 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature118
  %337 = load i32, ptr addrspace(3) %336, align 4
  %338 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature118
  %339 = load float, ptr addrspace(3) %338, align 4
  %340 = icmp uge i32 %337, %candidate
  %341 = select i1 %340, float %339, float 0.000000e+00
  %342 = load float, ptr %fold_value110, align 4
  %343 = fadd float %341, %342
  store float %343, ptr %fold_value110, align 4
  %344 = add i64 %search.feature118, 1
  br label %search.feature.header115

search.feature.exit117:                           ; preds = %search.feature.header115
  %345 = load float, ptr %fold_value110, align 4
  %346 = fcmp oge float %345, %312
  %347 = select i1 %346, i32 %candidate, i32 %332
  store i32 %347, ptr %search_hi, align 4
  %348 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit127, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %379, %search.feature.exit127 ]
  %349 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %349, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %350 = sub i64 %index_bits, 1
  %351 = sub i64 %350, %search.index_bit
  %352 = shl i64 1, %351
  %353 = load i64, ptr %search_lo, align 8
  %candidate119 = or i64 %353, %352
  store float 0.000000e+00, ptr %fold_value120, align 4
  store i64 0, ptr %fold_index121, align 8
  store i64 0, ptr %pairwise_depth124, align 8
  br label %search.feature.header125

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %354 = and i32 %hi, -2147483648
  %355 = icmp ne i32 %354, 0
  %356 = and i32 %hi, 2147483647
  %357 = xor i32 %hi, -1
  %358 = select i1 %355, i32 %356, i32 %357
  %359 = bitcast i32 %358 to float
  store float %359, ptr %search_value, align 4
  %360 = sub i64 %mask, %lo
  %search_index129 = uitofp i64 %360 to float
  store float %search_index129, ptr %search_index, align 4
  br label %search.done109

search.feature.header125:                         ; preds = %search.feature.body126, %search.index_bit.body
  %search.feature128 = phi i64 [ 0, %search.index_bit.body ], [ %375, %search.feature.body126 ]
  %361 = icmp ult i64 %search.feature128, %n_features
  br i1 %361, label %search.feature.body126, label %search.feature.exit127

search.feature.body126:                           ; preds = %search.feature.header125
  %362 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature128
  %363 = load i32, ptr addrspace(3) %362, align 4
  %364 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature128
  %365 = load float, ptr addrspace(3) %364, align 4
  %366 = icmp ugt i32 %363, %hi
  %367 = icmp eq i32 %363, %hi
  %368 = sub i64 %mask, %search.feature128
  %369 = icmp uge i64 %368, %candidate119
  %370 = and i1 %367, %369
  %371 = or i1 %366, %370
  %372 = select i1 %371, float %365, float 0.000000e+00
  %373 = load float, ptr %fold_value120, align 4
  %374 = fadd float %372, %373
  store float %374, ptr %fold_value120, align 4
  %375 = add i64 %search.feature128, 1
  br label %search.feature.header125

search.feature.exit127:                           ; preds = %search.feature.header125
  %376 = load float, ptr %fold_value120, align 4
  %377 = fcmp oge float %376, %312
  %378 = select i1 %377, i64 %candidate119, i64 %353
  store i64 %378, ptr %search_lo, align 8
  %379 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

slot.then132:                                     ; preds = %search.done
  %380 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature130
  %381 = load float, ptr addrspace(1) %380, align 4
  %382 = fmul float %381, %inv_t
  %383 = fadd float %381, 0.000000e+00
  %384 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %385 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature134 = uitofp i64 %feature130 to float
  %386 = fcmp ogt float %383, %384
  %387 = select i1 %386, float 1.000000e+00, float 0.000000e+00
  %388 = fcmp oeq float %383, %384
  %389 = select i1 %388, float 1.000000e+00, float 0.000000e+00
  %390 = fcmp ole float %feature134, %385
  %391 = select i1 %390, float 1.000000e+00, float 0.000000e+00
  %392 = fmul float %389, %391
  %393 = fcmp ogt float %392, %387
  %max135 = select i1 %393, float %392, float %387
  %394 = fcmp une float %max135, 0.000000e+00
  %395 = select i1 %394, float %382, float 0xFFF0000000000000
  %396 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature130
  store float %395, ptr addrspace(3) %396, align 4
  br label %slot.done133

slot.done133:                                     ; preds = %slot.then132, %search.done
  %feature136 = add i64 %lane, 1024
  %valid137 = icmp ult i64 %feature136, %n_features
  %397 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid137, label %slot.then138, label %slot.done139

slot.then138:                                     ; preds = %slot.done133
  %398 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature136
  %399 = load float, ptr addrspace(1) %398, align 4
  %400 = fmul float %399, %inv_t
  %401 = fadd float %399, 0.000000e+00
  %402 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %403 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature140 = uitofp i64 %feature136 to float
  %404 = fcmp ogt float %401, %402
  %405 = select i1 %404, float 1.000000e+00, float 0.000000e+00
  %406 = fcmp oeq float %401, %402
  %407 = select i1 %406, float 1.000000e+00, float 0.000000e+00
  %408 = fcmp ole float %feature140, %403
  %409 = select i1 %408, float 1.000000e+00, float 0.000000e+00
  %410 = fmul float %407, %409
  %411 = fcmp ogt float %410, %405
  %max141 = select i1 %411, float %410, float %405
  %412 = fcmp une float %max141, 0.000000e+00
  %413 = select i1 %412, float %400, float 0xFFF0000000000000
  %414 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature136
  store float %413, ptr addrspace(3) %414, align 4
  br label %slot.done139

slot.done139:                                     ; preds = %slot.then138, %slot.done133
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then142, label %fold.done143

fold.then142:                                     ; preds = %slot.done139
  store float 0xFFF0000000000000, ptr %fold_value144, align 4
  store i64 0, ptr %fold_index145, align 8
  store i64 0, ptr %pairwise_depth148, align 8
  br label %fold.header149

fold.done143:                                     ; preds = %fold.exit151, %slot.done139
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature154 = add i64 %lane, 0
  %valid155 = icmp ult i64 %feature154, %n_features
  %415 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid155, label %slot.then156, label %slot.done157

fold.header149:                                   ; preds = %fold.body150, %fold.then142
  %fold152 = phi i64 [ 0, %fold.then142 ], [ %427, %fold.body150 ]
  %416 = icmp ult i64 %fold152, %n_features
  br i1 %416, label %fold.body150, label %fold.exit151

fold.body150:                                     ; preds = %fold.header149
  %417 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold152
  %418 = load float, ptr addrspace(3) %417, align 4
  %419 = load float, ptr %fold_value144, align 4
  %420 = fcmp ogt float %418, %419
  %421 = fcmp uno float %418, %418
  %422 = fcmp ord float %419, %419
  %423 = and i1 %421, %422
  %take153 = or i1 %420, %423
  %424 = select i1 %take153, float %418, float %419
  store float %424, ptr %fold_value144, align 4
  %425 = load i64, ptr %fold_index145, align 8
  %426 = select i1 %take153, i64 %fold152, i64 %425
  store i64 %426, ptr %fold_index145, align 8
  %427 = add i64 %fold152, 1
  br label %fold.header149

fold.exit151:                                     ; preds = %fold.header149
  %428 = load float, ptr %fold_value144, align 4
  store float %428, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  br label %fold.done143

slot.then156:                                     ; preds = %fold.done143
  %429 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature154
  %430 = load float, ptr addrspace(1) %429, align 4
  %431 = fmul float %430, %inv_t
  %432 = fadd float %430, 0.000000e+00
  %433 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %434 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature158 = uitofp i64 %feature154 to float
  %435 = fcmp ogt float %432, %433
  %436 = select i1 %435, float 1.000000e+00, float 0.000000e+00
  %437 = fcmp oeq float %432, %433
  %438 = select i1 %437, float 1.000000e+00, float 0.000000e+00
  %439 = fcmp ole float %feature158, %434
  %440 = select i1 %439, float 1.000000e+00, float 0.000000e+00
  %441 = fmul float %438, %440
  %442 = fcmp ogt float %441, %436
  %max159 = select i1 %442, float %441, float %436
  %443 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %444 = fsub float %431, %443
  %445 = fcmp olt float %444, -1.040000e+02
  %446 = select i1 %445, float -1.040000e+02, float %444
  %447 = fcmp olt float 8.900000e+01, %446
  %448 = select i1 %447, float 8.900000e+01, float %446
  %449 = fmul float %448, 0x3FF7154760000000
  %450 = fadd float %449, 0x4168000000000000
  %451 = fsub float %450, 0x4168000000000000
  %452 = bitcast float %450 to i32
  %453 = sub i32 %452, 1262485504
  %454 = fmul float %451, 0x3FE62E4000000000
  %455 = fsub float %448, %454
  %456 = fmul float %451, 0x3EB7F7D1C0000000
  %457 = fsub float %455, %456
  %458 = fmul float %457, %457
  %459 = fmul float %458, 0x3E66376980000000
  %460 = fadd float 0xBEBBBD41C0000000, %459
  %461 = fmul float %458, %460
  %462 = fadd float 0x3F11566AA0000000, %461
  %463 = fmul float %458, %462
  %464 = fadd float 0xBF66C16C20000000, %463
  %465 = fmul float %458, %464
  %466 = fadd float 0x3FC5555560000000, %465
  %467 = fmul float %458, %466
  %468 = fsub float %457, %467
  %469 = fmul float %457, %468
  %470 = fsub float 2.000000e+00, %468
  %471 = fdiv float %469, %470
  %472 = fsub float %456, %471
  %473 = fsub float %472, %455
  %474 = fsub float 1.000000e+00, %473
  %475 = add i32 %453, 256
  %476 = lshr i32 %475, 1
  %477 = sub i32 %476, 1
  %478 = add i32 %453, 255
  %479 = sub i32 %478, %476
  %480 = shl i32 %477, 23
  %481 = shl i32 %479, 23
  %482 = bitcast i32 %480 to float
  %483 = bitcast i32 %481 to float
  %484 = fmul float %474, %482
  %485 = fmul float %484, %483
  %486 = fcmp uno float %444, %444
  %487 = select i1 %486, float 0x7FF8000000000000, float %485
  %488 = fcmp une float %max159, 0.000000e+00
  %489 = select i1 %488, float %487, float 0.000000e+00
  %490 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature154
  store float %489, ptr addrspace(3) %490, align 4
  br label %slot.done157

slot.done157:                                     ; preds = %slot.then156, %fold.done143
  %feature160 = add i64 %lane, 1024
  %valid161 = icmp ult i64 %feature160, %n_features
  %491 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid161, label %slot.then162, label %slot.done163

slot.then162:                                     ; preds = %slot.done157
  %492 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature160
  %493 = load float, ptr addrspace(1) %492, align 4
  %494 = fmul float %493, %inv_t
  %495 = fadd float %493, 0.000000e+00
  %496 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %497 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature164 = uitofp i64 %feature160 to float
  %498 = fcmp ogt float %495, %496
  %499 = select i1 %498, float 1.000000e+00, float 0.000000e+00
  %500 = fcmp oeq float %495, %496
  %501 = select i1 %500, float 1.000000e+00, float 0.000000e+00
  %502 = fcmp ole float %feature164, %497
  %503 = select i1 %502, float 1.000000e+00, float 0.000000e+00
  %504 = fmul float %501, %503
  %505 = fcmp ogt float %504, %499
  %max165 = select i1 %505, float %504, float %499
  %506 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %507 = fsub float %494, %506
  %508 = fcmp olt float %507, -1.040000e+02
  %509 = select i1 %508, float -1.040000e+02, float %507
  %510 = fcmp olt float 8.900000e+01, %509
  %511 = select i1 %510, float 8.900000e+01, float %509
  %512 = fmul float %511, 0x3FF7154760000000
  %513 = fadd float %512, 0x4168000000000000
  %514 = fsub float %513, 0x4168000000000000
  %515 = bitcast float %513 to i32
  %516 = sub i32 %515, 1262485504
  %517 = fmul float %514, 0x3FE62E4000000000
  %518 = fsub float %511, %517
  %519 = fmul float %514, 0x3EB7F7D1C0000000
  %520 = fsub float %518, %519
  %521 = fmul float %520, %520
  %522 = fmul float %521, 0x3E66376980000000
  %523 = fadd float 0xBEBBBD41C0000000, %522
  %524 = fmul float %521, %523
  %525 = fadd float 0x3F11566AA0000000, %524
  %526 = fmul float %521, %525
  %527 = fadd float 0xBF66C16C20000000, %526
  %528 = fmul float %521, %527
  %529 = fadd float 0x3FC5555560000000, %528
  %530 = fmul float %521, %529
  %531 = fsub float %520, %530
  %532 = fmul float %520, %531
  %533 = fsub float 2.000000e+00, %531
  %534 = fdiv float %532, %533
  %535 = fsub float %519, %534
  %536 = fsub float %535, %518
  %537 = fsub float 1.000000e+00, %536
  %538 = add i32 %516, 256
  %539 = lshr i32 %538, 1
  %540 = sub i32 %539, 1
  %541 = add i32 %516, 255
  %542 = sub i32 %541, %539
  %543 = shl i32 %540, 23
  %544 = shl i32 %542, 23
  %545 = bitcast i32 %543 to float
  %546 = bitcast i32 %544 to float
  %547 = fmul float %537, %545
  %548 = fmul float %547, %546
  %549 = fcmp uno float %507, %507
  %550 = select i1 %549, float 0x7FF8000000000000, float %548
  %551 = fcmp une float %max165, 0.000000e+00
  %552 = select i1 %551, float %550, float 0.000000e+00
  %553 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature160
  store float %552, ptr addrspace(3) %553, align 4
  br label %slot.done163

slot.done163:                                     ; preds = %slot.then162, %slot.done157
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then166, label %fold.done167

fold.then166:                                     ; preds = %slot.done163
  store float 0.000000e+00, ptr %fold_value168, align 4
  store i64 0, ptr %fold_index169, align 8
  store i64 0, ptr %pairwise_depth172, align 8
  br label %fold.header173

fold.done167:                                     ; preds = %fold.exit175, %slot.done163
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature177 = add i64 %lane, 0
  %valid178 = icmp ult i64 %feature177, %n_features
  %554 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid178, label %slot.then179, label %slot.done180

fold.header173:                                   ; preds = %fold.body174, %fold.then166
  %fold176 = phi i64 [ 0, %fold.then166 ], [ %560, %fold.body174 ]
  %555 = icmp ult i64 %fold176, %n_features
  br i1 %555, label %fold.body174, label %fold.exit175

fold.body174:                                     ; preds = %fold.header173
  %556 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold176
  %557 = load float, ptr addrspace(3) %556, align 4
  %558 = load float, ptr %fold_value168, align 4
  %559 = fadd float %557, %558
  store float %559, ptr %fold_value168, align 4
  %560 = add i64 %fold176, 1
  br label %fold.header173

fold.exit175:                                     ; preds = %fold.header173
  %561 = load float, ptr %fold_value168, align 4
  store float %561, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  br label %fold.done167

slot.then179:                                     ; preds = %fold.done167
  %562 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature177
  %563 = load float, ptr addrspace(1) %562, align 4
  %564 = fmul float %563, %inv_t
  %565 = fadd float %563, 0.000000e+00
  %566 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %567 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature181 = uitofp i64 %feature177 to float
  %568 = fcmp ogt float %565, %566
  %569 = select i1 %568, float 1.000000e+00, float 0.000000e+00
  %570 = fcmp oeq float %565, %566
  %571 = select i1 %570, float 1.000000e+00, float 0.000000e+00
  %572 = fcmp ole float %feature181, %567
  %573 = select i1 %572, float 1.000000e+00, float 0.000000e+00
  %574 = fmul float %571, %573
  %575 = fcmp ogt float %574, %569
  %max182 = select i1 %575, float %574, float %569
  %576 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %577 = fsub float %564, %576
  %578 = fcmp olt float %577, -1.040000e+02
  %579 = select i1 %578, float -1.040000e+02, float %577
  %580 = fcmp olt float 8.900000e+01, %579
  %581 = select i1 %580, float 8.900000e+01, float %579
  %582 = fmul float %581, 0x3FF7154760000000
  %583 = fadd float %582, 0x4168000000000000
  %584 = fsub float %583, 0x4168000000000000
  %585 = bitcast float %583 to i32
  %586 = sub i32 %585, 1262485504
  %587 = fmul float %584, 0x3FE62E4000000000
  %588 = fsub float %581, %587
  %589 = fmul float %584, 0x3EB7F7D1C0000000
  %590 = fsub float %588, %589
  %591 = fmul float %590, %590
  %592 = fmul float %591, 0x3E66376980000000
  %593 = fadd float 0xBEBBBD41C0000000, %592
  %594 = fmul float %591, %593
  %595 = fadd float 0x3F11566AA0000000, %594
  %596 = fmul float %591, %595
  %597 = fadd float 0xBF66C16C20000000, %596
  %598 = fmul float %591, %597
  %599 = fadd float 0x3FC5555560000000, %598
  %600 = fmul float %591, %599
  %601 = fsub float %590, %600
  %602 = fmul float %590, %601
  %603 = fsub float 2.000000e+00, %601
  %604 = fdiv float %602, %603
  %605 = fsub float %589, %604
  %606 = fsub float %605, %588
  %607 = fsub float 1.000000e+00, %606
  %608 = add i32 %586, 256
  %609 = lshr i32 %608, 1
  %610 = sub i32 %609, 1
  %611 = add i32 %586, 255
  %612 = sub i32 %611, %609
  %613 = shl i32 %610, 23
  %614 = shl i32 %612, 23
  %615 = bitcast i32 %613 to float
  %616 = bitcast i32 %614 to float
  %617 = fmul float %607, %615
  %618 = fmul float %617, %616
  %619 = fcmp uno float %577, %577
  %620 = select i1 %619, float 0x7FF8000000000000, float %618
  %621 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %622 = fdiv float %620, %621
  %623 = fcmp une float %max182, 0.000000e+00
  %624 = select i1 %623, float %622, float -1.000000e+00
  %625 = fcmp une float %max182, 0.000000e+00
  %626 = select i1 %625, float %622, float 0.000000e+00
  %627 = fcmp oge float %top_p, 1.000000e+00
  %628 = select i1 %627, float 1.000000e+00, float 0.000000e+00
  %629 = icmp ne i32 %greedy, 0
  %greedy183 = select i1 %629, float 1.000000e+00, float 0.000000e+00
  %630 = fcmp ogt float %greedy183, %628
  %max184 = select i1 %630, float %greedy183, float %628
  %631 = fcmp une float %max184, 0.000000e+00
  %632 = select i1 %631, float 0x7FF0000000000000, float %top_p
  %633 = fadd float %624, 0.000000e+00
  %634 = bitcast float %633 to i32
  %635 = icmp ult i32 2147483647, %634
  %636 = xor i32 %634, -1
  %637 = or i32 %634, -2147483648
  %638 = select i1 %635, i32 %636, i32 %637
  %639 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature177
  store i32 %638, ptr addrspace(3) %639, align 4
  %640 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature177
  store float %626, ptr addrspace(3) %640, align 4
  br label %slot.done180

slot.done180:                                     ; preds = %slot.then179, %fold.done167
  %feature185 = add i64 %lane, 1024
  %valid186 = icmp ult i64 %feature185, %n_features
  %641 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid186, label %slot.then187, label %slot.done188

slot.then187:                                     ; preds = %slot.done180
  %642 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature185
  %643 = load float, ptr addrspace(1) %642, align 4
  %644 = fmul float %643, %inv_t
  %645 = fadd float %643, 0.000000e+00
  %646 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %647 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature189 = uitofp i64 %feature185 to float
  %648 = fcmp ogt float %645, %646
  %649 = select i1 %648, float 1.000000e+00, float 0.000000e+00
  %650 = fcmp oeq float %645, %646
  %651 = select i1 %650, float 1.000000e+00, float 0.000000e+00
  %652 = fcmp ole float %feature189, %647
  %653 = select i1 %652, float 1.000000e+00, float 0.000000e+00
  %654 = fmul float %651, %653
  %655 = fcmp ogt float %654, %649
  %max190 = select i1 %655, float %654, float %649
  %656 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %657 = fsub float %644, %656
  %658 = fcmp olt float %657, -1.040000e+02
  %659 = select i1 %658, float -1.040000e+02, float %657
  %660 = fcmp olt float 8.900000e+01, %659
  %661 = select i1 %660, float 8.900000e+01, float %659
  %662 = fmul float %661, 0x3FF7154760000000
  %663 = fadd float %662, 0x4168000000000000
  %664 = fsub float %663, 0x4168000000000000
  %665 = bitcast float %663 to i32
  %666 = sub i32 %665, 1262485504
  %667 = fmul float %664, 0x3FE62E4000000000
  %668 = fsub float %661, %667
  %669 = fmul float %664, 0x3EB7F7D1C0000000
  %670 = fsub float %668, %669
  %671 = fmul float %670, %670
  %672 = fmul float %671, 0x3E66376980000000
  %673 = fadd float 0xBEBBBD41C0000000, %672
  %674 = fmul float %671, %673
  %675 = fadd float 0x3F11566AA0000000, %674
  %676 = fmul float %671, %675
  %677 = fadd float 0xBF66C16C20000000, %676
  %678 = fmul float %671, %677
  %679 = fadd float 0x3FC5555560000000, %678
  %680 = fmul float %671, %679
  %681 = fsub float %670, %680
  %682 = fmul float %670, %681
  %683 = fsub float 2.000000e+00, %681
  %684 = fdiv float %682, %683
  %685 = fsub float %669, %684
  %686 = fsub float %685, %668
  %687 = fsub float 1.000000e+00, %686
  %688 = add i32 %666, 256
  %689 = lshr i32 %688, 1
  %690 = sub i32 %689, 1
  %691 = add i32 %666, 255
  %692 = sub i32 %691, %689
  %693 = shl i32 %690, 23
  %694 = shl i32 %692, 23
  %695 = bitcast i32 %693 to float
  %696 = bitcast i32 %694 to float
  %697 = fmul float %687, %695
  %698 = fmul float %697, %696
  %699 = fcmp uno float %657, %657
  %700 = select i1 %699, float 0x7FF8000000000000, float %698
  %701 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %702 = fdiv float %700, %701
  %703 = fcmp une float %max190, 0.000000e+00
  %704 = select i1 %703, float %702, float -1.000000e+00
  %705 = fcmp une float %max190, 0.000000e+00
  %706 = select i1 %705, float %702, float 0.000000e+00
  %707 = fcmp oge float %top_p, 1.000000e+00
  %708 = select i1 %707, float 1.000000e+00, float 0.000000e+00
  %709 = icmp ne i32 %greedy, 0
  %greedy191 = select i1 %709, float 1.000000e+00, float 0.000000e+00
  %710 = fcmp ogt float %greedy191, %708
  %max192 = select i1 %710, float %greedy191, float %708
  %711 = fcmp une float %max192, 0.000000e+00
  %712 = select i1 %711, float 0x7FF0000000000000, float %top_p
  %713 = fadd float %704, 0.000000e+00
  %714 = bitcast float %713 to i32
  %715 = icmp ult i32 2147483647, %714
  %716 = xor i32 %714, -1
  %717 = or i32 %714, -2147483648
  %718 = select i1 %715, i32 %716, i32 %717
  %719 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature185
  store i32 %718, ptr addrspace(3) %719, align 4
  %720 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %feature185
  store float %706, ptr addrspace(3) %720, align 4
  br label %slot.done188

slot.done188:                                     ; preds = %slot.then187, %slot.done180
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature193 = add i64 %lane, 0
  %valid194 = icmp ult i64 %feature193, %n_features
  %721 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then195, label %search.done196

search.then195:                                   ; preds = %slot.done188
  %722 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %723 = load float, ptr addrspace(1) %722, align 4
  %724 = fmul float %723, %inv_t
  %725 = fadd float %723, 0.000000e+00
  %726 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %727 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %728 = fcmp ogt float %725, %726
  %729 = select i1 %728, float 1.000000e+00, float 0.000000e+00
  %730 = fcmp oeq float %725, %726
  %731 = select i1 %730, float 1.000000e+00, float 0.000000e+00
  %732 = fcmp ole float 0.000000e+00, %727
  %733 = select i1 %732, float 1.000000e+00, float 0.000000e+00
  %734 = fmul float %731, %733
  %735 = fcmp ogt float %734, %729
  %max197 = select i1 %735, float %734, float %729
  %736 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %737 = fsub float %724, %736
  %738 = fcmp olt float %737, -1.040000e+02
  %739 = select i1 %738, float -1.040000e+02, float %737
  %740 = fcmp olt float 8.900000e+01, %739
  %741 = select i1 %740, float 8.900000e+01, float %739
  %742 = fmul float %741, 0x3FF7154760000000
  %743 = fadd float %742, 0x4168000000000000
  %744 = fsub float %743, 0x4168000000000000
  %745 = bitcast float %743 to i32
  %746 = sub i32 %745, 1262485504
  %747 = fmul float %744, 0x3FE62E4000000000
  %748 = fsub float %741, %747
  %749 = fmul float %744, 0x3EB7F7D1C0000000
  %750 = fsub float %748, %749
  %751 = fmul float %750, %750
  %752 = fmul float %751, 0x3E66376980000000
  %753 = fadd float 0xBEBBBD41C0000000, %752
  %754 = fmul float %751, %753
  %755 = fadd float 0x3F11566AA0000000, %754
  %756 = fmul float %751, %755
  %757 = fadd float 0xBF66C16C20000000, %756
  %758 = fmul float %751, %757
  %759 = fadd float 0x3FC5555560000000, %758
  %760 = fmul float %751, %759
  %761 = fsub float %750, %760
  %762 = fmul float %750, %761
  %763 = fsub float 2.000000e+00, %761
  %764 = fdiv float %762, %763
  %765 = fsub float %749, %764
  %766 = fsub float %765, %748
  %767 = fsub float 1.000000e+00, %766
  %768 = add i32 %746, 256
  %769 = lshr i32 %768, 1
  %770 = sub i32 %769, 1
  %771 = add i32 %746, 255
  %772 = sub i32 %771, %769
  %773 = shl i32 %770, 23
  %774 = shl i32 %772, 23
  %775 = bitcast i32 %773 to float
  %776 = bitcast i32 %774 to float
  %777 = fmul float %767, %775
  %778 = fmul float %777, %776
  %779 = fcmp uno float %737, %737
  %780 = select i1 %779, float 0x7FF8000000000000, float %778
  %781 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %782 = fdiv float %780, %781
  %783 = fcmp une float %max197, 0.000000e+00
  %784 = select i1 %783, float %782, float -1.000000e+00
  %785 = fcmp une float %max197, 0.000000e+00
  %786 = select i1 %785, float %782, float 0.000000e+00
  %787 = fcmp oge float %top_p, 1.000000e+00
  %788 = select i1 %787, float 1.000000e+00, float 0.000000e+00
  %789 = icmp ne i32 %greedy, 0
  %greedy198 = select i1 %789, float 1.000000e+00, float 0.000000e+00
  %790 = fcmp ogt float %greedy198, %788
  %max199 = select i1 %790, float %greedy198, float %788
  %791 = fcmp une float %max199, 0.000000e+00
  %792 = select i1 %791, float 0x7FF0000000000000, float %top_p
  store float 0xFFF0000000000000, ptr %search_value200, align 4
  store float 0x7FF0000000000000, ptr %search_index201, align 4
  store float 0.000000e+00, ptr %fold_value202, align 4
  store i64 0, ptr %fold_index203, align 8
  store i64 0, ptr %pairwise_depth206, align 8
  br label %search.feature.header207

search.done196:                                   ; preds = %search.done213, %slot.done188
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature250 = add i64 %lane, 0
  %valid251 = icmp ult i64 %feature250, %n_features
  %793 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid251, label %slot.then252, label %slot.done253

search.feature.header207:                         ; preds = %search.feature.body208, %search.then195
  %search.feature210 = phi i64 [ 0, %search.then195 ], [ %802, %search.feature.body208 ]
  %794 = icmp ult i64 %search.feature210, %n_features
  br i1 %794, label %search.feature.body208, label %search.feature.exit209

search.feature.body208:                           ; preds = %search.feature.header207
  %795 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature210
  %796 = load i32, ptr addrspace(3) %795, align 4
  %797 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature210
  %798 = load float, ptr addrspace(3) %797, align 4
  %799 = select i1 true, float %798, float 0.000000e+00
  %800 = load float, ptr %fold_value202, align 4
  %801 = fadd float %799, %800
  store float %801, ptr %fold_value202, align 4
  %802 = add i64 %search.feature210, 1
  br label %search.feature.header207

search.feature.exit209:                           ; preds = %search.feature.header207
  %803 = load float, ptr %fold_value202, align 4
  %804 = fcmp ogt float %792, 0.000000e+00
  %805 = fcmp oge float %803, %792
  %search.run211 = and i1 %805, %804
  br i1 %search.run211, label %search.then212, label %search.done213

search.then212:                                   ; preds = %search.feature.exit209
  store i32 0, ptr %search_hi214, align 4
  br label %search.key_bit.header215

search.done213:                                   ; preds = %search.index_bit.exit236, %search.feature.exit209
  %806 = load float, ptr %search_value200, align 4
  %807 = load float, ptr %search_index201, align 4
  store float %806, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  store float %807, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  br label %search.done196

search.key_bit.header215:                         ; preds = %search.feature.exit227, %search.then212
  %search.key_bit218 = phi i64 [ 0, %search.then212 ], [ %828, %search.feature.exit227 ]
  %808 = icmp ult i64 %search.key_bit218, 32
  br i1 %808, label %search.key_bit.body216, label %search.key_bit.exit217

search.key_bit.body216:                           ; preds = %search.key_bit.header215
  %809 = sub i64 31, %search.key_bit218
  %810 = trunc i64 %809 to i32
  %811 = shl i32 1, %810
  %812 = load i32, ptr %search_hi214, align 4
  %candidate219 = or i32 %812, %811
  store float 0.000000e+00, ptr %fold_value220, align 4
  store i64 0, ptr %fold_index221, align 8
  store i64 0, ptr %pairwise_depth224, align 8
  br label %search.feature.header225

search.key_bit.exit217:                           ; preds = %search.key_bit.header215
  %hi229 = load i32, ptr %search_hi214, align 4
  %813 = sub i64 %n_features, 1
  %ctlz230 = call i64 @llvm.ctlz.i64(i64 %813, i1 false)
  %index_bits231 = sub i64 64, %ctlz230
  %814 = shl i64 1, %index_bits231
  %mask232 = sub i64 %814, 1
  store i64 0, ptr %search_lo233, align 8
  br label %search.index_bit.header234

search.feature.header225:                         ; preds = %search.feature.body226, %search.key_bit.body216
  %search.feature228 = phi i64 [ 0, %search.key_bit.body216 ], [ %824, %search.feature.body226 ]
  %815 = icmp ult i64 %search.feature228, %n_features
  br i1 %815, label %search.feature.body226, label %search.feature.exit227

search.feature.body226:                           ; preds = %search.feature.header225
  %816 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature228
  %817 = load i32, ptr addrspace(3) %816, align 4
  %818 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature228
  %819 = load float, ptr addrspace(3) %818, align 4
  %820 = icmp uge i32 %817, %candidate219
  %821 = select i1 %820, float %819, float 0.000000e+00
  %822 = load float, ptr %fold_value220, align 4
  %823 = fadd float %821, %822
  store float %823, ptr %fold_value220, align 4
  %824 = add i64 %search.feature228, 1
  br label %search.feature.header225

search.feature.exit227:                           ; preds = %search.feature.header225
  %825 = load float, ptr %fold_value220, align 4
  %826 = fcmp oge float %825, %792
  %827 = select i1 %826, i32 %candidate219, i32 %812
  store i32 %827, ptr %search_hi214, align 4
  %828 = add i64 %search.key_bit218, 1
  br label %search.key_bit.header215

search.index_bit.header234:                       ; preds = %search.feature.exit246, %search.key_bit.exit217
  %search.index_bit237 = phi i64 [ 0, %search.key_bit.exit217 ], [ %859, %search.feature.exit246 ]
  %829 = icmp ult i64 %search.index_bit237, %index_bits231
  br i1 %829, label %search.index_bit.body235, label %search.index_bit.exit236

search.index_bit.body235:                         ; preds = %search.index_bit.header234
  %830 = sub i64 %index_bits231, 1
  %831 = sub i64 %830, %search.index_bit237
  %832 = shl i64 1, %831
  %833 = load i64, ptr %search_lo233, align 8
  %candidate238 = or i64 %833, %832
  store float 0.000000e+00, ptr %fold_value239, align 4
  store i64 0, ptr %fold_index240, align 8
  store i64 0, ptr %pairwise_depth243, align 8
  br label %search.feature.header244

search.index_bit.exit236:                         ; preds = %search.index_bit.header234
  %lo248 = load i64, ptr %search_lo233, align 8
  %834 = and i32 %hi229, -2147483648
  %835 = icmp ne i32 %834, 0
  %836 = and i32 %hi229, 2147483647
  %837 = xor i32 %hi229, -1
  %838 = select i1 %835, i32 %836, i32 %837
  %839 = bitcast i32 %838 to float
  store float %839, ptr %search_value200, align 4
  %840 = sub i64 %mask232, %lo248
  %search_index249 = uitofp i64 %840 to float
  store float %search_index249, ptr %search_index201, align 4
  br label %search.done213

search.feature.header244:                         ; preds = %search.feature.body245, %search.index_bit.body235
  %search.feature247 = phi i64 [ 0, %search.index_bit.body235 ], [ %855, %search.feature.body245 ]
  %841 = icmp ult i64 %search.feature247, %n_features
  br i1 %841, label %search.feature.body245, label %search.feature.exit246

search.feature.body245:                           ; preds = %search.feature.header244
  %842 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %search.feature247
  %843 = load i32, ptr addrspace(3) %842, align 4
  %844 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w2048, i64 %search.feature247
  %845 = load float, ptr addrspace(3) %844, align 4
  %846 = icmp ugt i32 %843, %hi229
  %847 = icmp eq i32 %843, %hi229
  %848 = sub i64 %mask232, %search.feature247
  %849 = icmp uge i64 %848, %candidate238
  %850 = and i1 %847, %849
  %851 = or i1 %846, %850
  %852 = select i1 %851, float %845, float 0.000000e+00
  %853 = load float, ptr %fold_value239, align 4
  %854 = fadd float %852, %853
  store float %854, ptr %fold_value239, align 4
  %855 = add i64 %search.feature247, 1
  br label %search.feature.header244

search.feature.exit246:                           ; preds = %search.feature.header244
  %856 = load float, ptr %fold_value239, align 4
  %857 = fcmp oge float %856, %792
  %858 = select i1 %857, i64 %candidate238, i64 %833
  store i64 %858, ptr %search_lo233, align 8
  %859 = add i64 %search.index_bit237, 1
  br label %search.index_bit.header234

slot.then252:                                     ; preds = %search.done196
  %860 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature250
  %861 = load float, ptr addrspace(1) %860, align 4
  %862 = fmul float %861, %inv_t
  %863 = fadd float %861, 0.000000e+00
  %864 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %865 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature254 = uitofp i64 %feature250 to float
  %866 = fcmp ogt float %863, %864
  %867 = select i1 %866, float 1.000000e+00, float 0.000000e+00
  %868 = fcmp oeq float %863, %864
  %869 = select i1 %868, float 1.000000e+00, float 0.000000e+00
  %870 = fcmp ole float %feature254, %865
  %871 = select i1 %870, float 1.000000e+00, float 0.000000e+00
  %872 = fmul float %869, %871
  %873 = fcmp ogt float %872, %867
  %max255 = select i1 %873, float %872, float %867
  %874 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %875 = fsub float %862, %874
  %876 = fcmp olt float %875, -1.040000e+02
  %877 = select i1 %876, float -1.040000e+02, float %875
  %878 = fcmp olt float 8.900000e+01, %877
  %879 = select i1 %878, float 8.900000e+01, float %877
  %880 = fmul float %879, 0x3FF7154760000000
  %881 = fadd float %880, 0x4168000000000000
  %882 = fsub float %881, 0x4168000000000000
  %883 = bitcast float %881 to i32
  %884 = sub i32 %883, 1262485504
  %885 = fmul float %882, 0x3FE62E4000000000
  %886 = fsub float %879, %885
  %887 = fmul float %882, 0x3EB7F7D1C0000000
  %888 = fsub float %886, %887
  %889 = fmul float %888, %888
  %890 = fmul float %889, 0x3E66376980000000
  %891 = fadd float 0xBEBBBD41C0000000, %890
  %892 = fmul float %889, %891
  %893 = fadd float 0x3F11566AA0000000, %892
  %894 = fmul float %889, %893
  %895 = fadd float 0xBF66C16C20000000, %894
  %896 = fmul float %889, %895
  %897 = fadd float 0x3FC5555560000000, %896
  %898 = fmul float %889, %897
  %899 = fsub float %888, %898
  %900 = fmul float %888, %899
  %901 = fsub float 2.000000e+00, %899
  %902 = fdiv float %900, %901
  %903 = fsub float %887, %902
  %904 = fsub float %903, %886
  %905 = fsub float 1.000000e+00, %904
  %906 = add i32 %884, 256
  %907 = lshr i32 %906, 1
  %908 = sub i32 %907, 1
  %909 = add i32 %884, 255
  %910 = sub i32 %909, %907
  %911 = shl i32 %908, 23
  %912 = shl i32 %910, 23
  %913 = bitcast i32 %911 to float
  %914 = bitcast i32 %912 to float
  %915 = fmul float %905, %913
  %916 = fmul float %915, %914
  %917 = fcmp uno float %875, %875
  %918 = select i1 %917, float 0x7FF8000000000000, float %916
  %919 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %920 = fdiv float %918, %919
  %921 = fcmp une float %max255, 0.000000e+00
  %922 = select i1 %921, float %920, float -1.000000e+00
  %923 = fadd float %922, 0.000000e+00
  %924 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  %925 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  %feature256 = uitofp i64 %feature250 to float
  %926 = fcmp ogt float %923, %924
  %927 = select i1 %926, float 1.000000e+00, float 0.000000e+00
  %928 = fcmp oeq float %923, %924
  %929 = select i1 %928, float 1.000000e+00, float 0.000000e+00
  %930 = fcmp ole float %feature256, %925
  %931 = select i1 %930, float 1.000000e+00, float 0.000000e+00
  %932 = fmul float %929, %931
  %933 = fcmp ogt float %932, %927
  %max257 = select i1 %933, float %932, float %927
  %934 = fmul float %max255, %max257
  %935 = trunc i64 %key0 to i32
  %936 = lshr i64 %key0, 32
  %937 = trunc i64 %936 to i32
  %938 = trunc i64 %feature250 to i32
  %939 = trunc i64 %row to i32
  %940 = trunc i64 %key1 to i32
  %941 = lshr i64 %key1, 32
  %942 = trunc i64 %941 to i32
  %943 = zext i32 %938 to i64
  %944 = mul i64 3528531795, %943
  %945 = zext i32 %940 to i64
  %946 = mul i64 3449720151, %945
  %947 = lshr i64 %944, 32
  %948 = trunc i64 %947 to i32
  %949 = trunc i64 %944 to i32
  %950 = lshr i64 %946, 32
  %951 = trunc i64 %950 to i32
  %952 = trunc i64 %946 to i32
  %953 = xor i32 %951, %939
  %954 = xor i32 %953, %935
  %955 = xor i32 %948, %942
  %956 = xor i32 %955, %937
  %957 = add i32 %935, -1640531527
  %958 = add i32 %937, -1150833019
  %959 = zext i32 %954 to i64
  %960 = mul i64 3528531795, %959
  %961 = zext i32 %956 to i64
  %962 = mul i64 3449720151, %961
  %963 = lshr i64 %960, 32
  %964 = trunc i64 %963 to i32
  %965 = trunc i64 %960 to i32
  %966 = lshr i64 %962, 32
  %967 = trunc i64 %966 to i32
  %968 = trunc i64 %962 to i32
  %969 = xor i32 %967, %952
  %970 = xor i32 %969, %957
  %971 = xor i32 %964, %949
  %972 = xor i32 %971, %958
  %973 = add i32 %957, -1640531527
  %974 = add i32 %958, -1150833019
  %975 = zext i32 %970 to i64
  %976 = mul i64 3528531795, %975
  %977 = zext i32 %972 to i64
  %978 = mul i64 3449720151, %977
  %979 = lshr i64 %976, 32
  %980 = trunc i64 %979 to i32
  %981 = trunc i64 %976 to i32
  %982 = lshr i64 %978, 32
  %983 = trunc i64 %982 to i32
  %984 = trunc i64 %978 to i32
  %985 = xor i32 %983, %968
  %986 = xor i32 %985, %973
  %987 = xor i32 %980, %965
  %988 = xor i32 %987, %974
  %989 = add i32 %973, -1640531527
  %990 = add i32 %974, -1150833019
  %991 = zext i32 %986 to i64
  %992 = mul i64 3528531795, %991
  %993 = zext i32 %988 to i64
  %994 = mul i64 3449720151, %993
  %995 = lshr i64 %992, 32
  %996 = trunc i64 %995 to i32
  %997 = trunc i64 %992 to i32
  %998 = lshr i64 %994, 32
  %999 = trunc i64 %998 to i32
  %1000 = trunc i64 %994 to i32
  %1001 = xor i32 %999, %984
  %1002 = xor i32 %1001, %989
  %1003 = xor i32 %996, %981
  %1004 = xor i32 %1003, %990
  %1005 = add i32 %989, -1640531527
  %1006 = add i32 %990, -1150833019
  %1007 = zext i32 %1002 to i64
  %1008 = mul i64 3528531795, %1007
  %1009 = zext i32 %1004 to i64
  %1010 = mul i64 3449720151, %1009
  %1011 = lshr i64 %1008, 32
  %1012 = trunc i64 %1011 to i32
  %1013 = trunc i64 %1008 to i32
  %1014 = lshr i64 %1010, 32
  %1015 = trunc i64 %1014 to i32
  %1016 = trunc i64 %1010 to i32
  %1017 = xor i32 %1015, %1000
  %1018 = xor i32 %1017, %1005
  %1019 = xor i32 %1012, %997
  %1020 = xor i32 %1019, %1006
  %1021 = add i32 %1005, -1640531527
  %1022 = add i32 %1006, -1150833019
  %1023 = zext i32 %1018 to i64
  %1024 = mul i64 3528531795, %1023
  %1025 = zext i32 %1020 to i64
  %1026 = mul i64 3449720151, %1025
  %1027 = lshr i64 %1024, 32
  %1028 = trunc i64 %1027 to i32
  %1029 = trunc i64 %1024 to i32
  %1030 = lshr i64 %1026, 32
  %1031 = trunc i64 %1030 to i32
  %1032 = trunc i64 %1026 to i32
  %1033 = xor i32 %1031, %1016
  %1034 = xor i32 %1033, %1021
  %1035 = xor i32 %1028, %1013
  %1036 = xor i32 %1035, %1022
  %1037 = add i32 %1021, -1640531527
  %1038 = add i32 %1022, -1150833019
  %1039 = zext i32 %1034 to i64
  %1040 = mul i64 3528531795, %1039
  %1041 = zext i32 %1036 to i64
  %1042 = mul i64 3449720151, %1041
  %1043 = lshr i64 %1040, 32
  %1044 = trunc i64 %1043 to i32
  %1045 = trunc i64 %1040 to i32
  %1046 = lshr i64 %1042, 32
  %1047 = trunc i64 %1046 to i32
  %1048 = trunc i64 %1042 to i32
  %1049 = xor i32 %1047, %1032
  %1050 = xor i32 %1049, %1037
  %1051 = xor i32 %1044, %1029
  %1052 = xor i32 %1051, %1038
  %1053 = add i32 %1037, -1640531527
  %1054 = add i32 %1038, -1150833019
  %1055 = zext i32 %1050 to i64
  %1056 = mul i64 3528531795, %1055
  %1057 = zext i32 %1052 to i64
  %1058 = mul i64 3449720151, %1057
  %1059 = lshr i64 %1056, 32
  %1060 = trunc i64 %1059 to i32
  %1061 = trunc i64 %1056 to i32
  %1062 = lshr i64 %1058, 32
  %1063 = trunc i64 %1062 to i32
  %1064 = trunc i64 %1058 to i32
  %1065 = xor i32 %1063, %1048
  %1066 = xor i32 %1065, %1053
  %1067 = xor i32 %1060, %1045
  %1068 = xor i32 %1067, %1054
  %1069 = add i32 %1053, -1640531527
  %1070 = add i32 %1054, -1150833019
  %1071 = zext i32 %1066 to i64
  %1072 = mul i64 3528531795, %1071
  %1073 = zext i32 %1068 to i64
  %1074 = mul i64 3449720151, %1073
  %1075 = lshr i64 %1072, 32
  %1076 = trunc i64 %1075 to i32
  %1077 = trunc i64 %1072 to i32
  %1078 = lshr i64 %1074, 32
  %1079 = trunc i64 %1078 to i32
  %1080 = trunc i64 %1074 to i32
  %1081 = xor i32 %1079, %1064
  %1082 = xor i32 %1081, %1069
  %1083 = xor i32 %1076, %1061
  %1084 = xor i32 %1083, %1070
  %1085 = add i32 %1069, -1640531527
  %1086 = add i32 %1070, -1150833019
  %1087 = zext i32 %1082 to i64
  %1088 = mul i64 3528531795, %1087
  %1089 = zext i32 %1084 to i64
  %1090 = mul i64 3449720151, %1089
  %1091 = lshr i64 %1088, 32
  %1092 = trunc i64 %1091 to i32
  %1093 = trunc i64 %1088 to i32
  %1094 = lshr i64 %1090, 32
  %1095 = trunc i64 %1094 to i32
  %1096 = trunc i64 %1090 to i32
  %1097 = xor i32 %1095, %1080
  %1098 = xor i32 %1097, %1085
  %1099 = xor i32 %1092, %1077
  %1100 = xor i32 %1099, %1086
  %1101 = uitofp i32 %1098 to double
  %1102 = fadd double %1101, 5.000000e-01
  %1103 = fmul double %1102, 0x3DF0000000000000
  %1104 = fcmp olt double %1103, 0x10000000000000
  %1105 = fmul double %1103, 0x4350000000000000
  %1106 = select i1 %1104, double %1105, double %1103
  %1107 = select i1 %1104, i64 1077, i64 1023
  %1108 = bitcast double %1106 to i64
  %1109 = lshr i64 %1108, 32
  %1110 = add i64 %1109, 614242
  %1111 = lshr i64 %1110, 20
  %1112 = sub i64 %1111, %1107
  %1113 = and i64 %1110, 1048575
  %1114 = add i64 %1113, 1072079006
  %1115 = shl i64 %1114, 32
  %1116 = and i64 %1108, 4294967295
  %1117 = or i64 %1115, %1116
  %1118 = bitcast i64 %1117 to double
  %1119 = fsub double %1118, 1.000000e+00
  %1120 = fmul double 5.000000e-01, %1119
  %1121 = fmul double %1120, %1119
  %1122 = fadd double 2.000000e+00, %1119
  %1123 = fdiv double %1119, %1122
  %1124 = fmul double %1123, %1123
  %1125 = fmul double %1124, %1124
  %1126 = fmul double %1125, 0x3FC39A09D078C69F
  %1127 = fadd double 0x3FCC71C51D8E78AF, %1126
  %1128 = fmul double %1125, %1127
  %1129 = fadd double 0x3FD999999997FA04, %1128
  %1130 = fmul double %1125, %1129
  %1131 = fmul double %1125, 0x3FC2F112DF3E5244
  %1132 = fadd double 0x3FC7466496CB03DE, %1131
  %1133 = fmul double %1125, %1132
  %1134 = fadd double 0x3FD2492494229359, %1133
  %1135 = fmul double %1125, %1134
  %1136 = fadd double 0x3FE5555555555593, %1135
  %1137 = fmul double %1124, %1136
  %1138 = fadd double %1137, %1130
  %1139 = sitofp i64 %1112 to double
  %1140 = fadd double %1121, %1138
  %1141 = fmul double %1123, %1140
  %1142 = fmul double %1139, 0x3DEA39EF35793C76
  %1143 = fadd double %1141, %1142
  %1144 = fsub double %1143, %1121
  %1145 = fadd double %1144, %1119
  %1146 = fmul double %1139, 0x3FE62E42FEE00000
  %1147 = fadd double %1145, %1146
  %1148 = fcmp oeq double %1103, 0x7FF0000000000000
  %1149 = select i1 %1148, double 0x7FF0000000000000, double %1147
  %1150 = fcmp oeq double %1103, 0.000000e+00
  %1151 = select i1 %1150, double 0xFFF0000000000000, double %1149
  %1152 = fcmp olt double %1103, 0.000000e+00
  %1153 = fcmp uno double %1103, %1103
  %1154 = or i1 %1152, %1153
  %1155 = select i1 %1154, double 0x7FF8000000000000, double %1151
  %1156 = fneg double %1155
  %1157 = fcmp olt double %1156, 0x10000000000000
  %1158 = fmul double %1156, 0x4350000000000000
  %1159 = select i1 %1157, double %1158, double %1156
  %1160 = select i1 %1157, i64 1077, i64 1023
  %1161 = bitcast double %1159 to i64
  %1162 = lshr i64 %1161, 32
  %1163 = add i64 %1162, 614242
  %1164 = lshr i64 %1163, 20
  %1165 = sub i64 %1164, %1160
  %1166 = and i64 %1163, 1048575
  %1167 = add i64 %1166, 1072079006
  %1168 = shl i64 %1167, 32
  %1169 = and i64 %1161, 4294967295
  %1170 = or i64 %1168, %1169
  %1171 = bitcast i64 %1170 to double
  %1172 = fsub double %1171, 1.000000e+00
  %1173 = fmul double 5.000000e-01, %1172
  %1174 = fmul double %1173, %1172
  %1175 = fadd double 2.000000e+00, %1172
  %1176 = fdiv double %1172, %1175
  %1177 = fmul double %1176, %1176
  %1178 = fmul double %1177, %1177
  %1179 = fmul double %1178, 0x3FC39A09D078C69F
  %1180 = fadd double 0x3FCC71C51D8E78AF, %1179
  %1181 = fmul double %1178, %1180
  %1182 = fadd double 0x3FD999999997FA04, %1181
  %1183 = fmul double %1178, %1182
  %1184 = fmul double %1178, 0x3FC2F112DF3E5244
  %1185 = fadd double 0x3FC7466496CB03DE, %1184
  %1186 = fmul double %1178, %1185
  %1187 = fadd double 0x3FD2492494229359, %1186
  %1188 = fmul double %1178, %1187
  %1189 = fadd double 0x3FE5555555555593, %1188
  %1190 = fmul double %1177, %1189
  %1191 = fadd double %1190, %1183
  %1192 = sitofp i64 %1165 to double
  %1193 = fadd double %1174, %1191
  %1194 = fmul double %1176, %1193
  %1195 = fmul double %1192, 0x3DEA39EF35793C76
  %1196 = fadd double %1194, %1195
  %1197 = fsub double %1196, %1174
  %1198 = fadd double %1197, %1172
  %1199 = fmul double %1192, 0x3FE62E42FEE00000
  %1200 = fadd double %1198, %1199
  %1201 = fcmp oeq double %1156, 0x7FF0000000000000
  %1202 = select i1 %1201, double 0x7FF0000000000000, double %1200
  %1203 = fcmp oeq double %1156, 0.000000e+00
  %1204 = select i1 %1203, double 0xFFF0000000000000, double %1202
  %1205 = fcmp olt double %1156, 0.000000e+00
  %1206 = fcmp uno double %1156, %1156
  %1207 = or i1 %1205, %1206
  %1208 = select i1 %1207, double 0x7FF8000000000000, double %1204
  %1209 = fneg double %1208
  %1210 = fptrunc double %1209 to float
  %1211 = fadd float %862, %1210
  %1212 = fcmp une float %934, 0.000000e+00
  %1213 = select i1 %1212, float %1211, float 0xFFF0000000000000
  %1214 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature250
  store float %1213, ptr addrspace(3) %1214, align 4
  br label %slot.done253

slot.done253:                                     ; preds = %slot.then252, %search.done196
  %feature258 = add i64 %lane, 1024
  %valid259 = icmp ult i64 %feature258, %n_features
  %1215 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid259, label %slot.then260, label %slot.done261

slot.then260:                                     ; preds = %slot.done253
  %1216 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature258
  %1217 = load float, ptr addrspace(1) %1216, align 4
  %1218 = fmul float %1217, %inv_t
  %1219 = fadd float %1217, 0.000000e+00
  %1220 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 5), align 4
  %1221 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 6), align 4
  %feature262 = uitofp i64 %feature258 to float
  %1222 = fcmp ogt float %1219, %1220
  %1223 = select i1 %1222, float 1.000000e+00, float 0.000000e+00
  %1224 = fcmp oeq float %1219, %1220
  %1225 = select i1 %1224, float 1.000000e+00, float 0.000000e+00
  %1226 = fcmp ole float %feature262, %1221
  %1227 = select i1 %1226, float 1.000000e+00, float 0.000000e+00
  %1228 = fmul float %1225, %1227
  %1229 = fcmp ogt float %1228, %1223
  %max263 = select i1 %1229, float %1228, float %1223
  %1230 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 7), align 4
  %1231 = fsub float %1218, %1230
  %1232 = fcmp olt float %1231, -1.040000e+02
  %1233 = select i1 %1232, float -1.040000e+02, float %1231
  %1234 = fcmp olt float 8.900000e+01, %1233
  %1235 = select i1 %1234, float 8.900000e+01, float %1233
  %1236 = fmul float %1235, 0x3FF7154760000000
  %1237 = fadd float %1236, 0x4168000000000000
  %1238 = fsub float %1237, 0x4168000000000000
  %1239 = bitcast float %1237 to i32
  %1240 = sub i32 %1239, 1262485504
  %1241 = fmul float %1238, 0x3FE62E4000000000
  %1242 = fsub float %1235, %1241
  %1243 = fmul float %1238, 0x3EB7F7D1C0000000
  %1244 = fsub float %1242, %1243
  %1245 = fmul float %1244, %1244
  %1246 = fmul float %1245, 0x3E66376980000000
  %1247 = fadd float 0xBEBBBD41C0000000, %1246
  %1248 = fmul float %1245, %1247
  %1249 = fadd float 0x3F11566AA0000000, %1248
  %1250 = fmul float %1245, %1249
  %1251 = fadd float 0xBF66C16C20000000, %1250
  %1252 = fmul float %1245, %1251
  %1253 = fadd float 0x3FC5555560000000, %1252
  %1254 = fmul float %1245, %1253
  %1255 = fsub float %1244, %1254
  %1256 = fmul float %1244, %1255
  %1257 = fsub float 2.000000e+00, %1255
  %1258 = fdiv float %1256, %1257
  %1259 = fsub float %1243, %1258
  %1260 = fsub float %1259, %1242
  %1261 = fsub float 1.000000e+00, %1260
  %1262 = add i32 %1240, 256
  %1263 = lshr i32 %1262, 1
  %1264 = sub i32 %1263, 1
  %1265 = add i32 %1240, 255
  %1266 = sub i32 %1265, %1263
  %1267 = shl i32 %1264, 23
  %1268 = shl i32 %1266, 23
  %1269 = bitcast i32 %1267 to float
  %1270 = bitcast i32 %1268 to float
  %1271 = fmul float %1261, %1269
  %1272 = fmul float %1271, %1270
  %1273 = fcmp uno float %1231, %1231
  %1274 = select i1 %1273, float 0x7FF8000000000000, float %1272
  %1275 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 8), align 4
  %1276 = fdiv float %1274, %1275
  %1277 = fcmp une float %max263, 0.000000e+00
  %1278 = select i1 %1277, float %1276, float -1.000000e+00
  %1279 = fadd float %1278, 0.000000e+00
  %1280 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 9), align 4
  %1281 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 10), align 4
  %feature264 = uitofp i64 %feature258 to float
  %1282 = fcmp ogt float %1279, %1280
  %1283 = select i1 %1282, float 1.000000e+00, float 0.000000e+00
  %1284 = fcmp oeq float %1279, %1280
  %1285 = select i1 %1284, float 1.000000e+00, float 0.000000e+00
  %1286 = fcmp ole float %feature264, %1281
  %1287 = select i1 %1286, float 1.000000e+00, float 0.000000e+00
  %1288 = fmul float %1285, %1287
  %1289 = fcmp ogt float %1288, %1283
  %max265 = select i1 %1289, float %1288, float %1283
  %1290 = fmul float %max263, %max265
  %1291 = trunc i64 %key0 to i32
  %1292 = lshr i64 %key0, 32
  %1293 = trunc i64 %1292 to i32
  %1294 = trunc i64 %feature258 to i32
  %1295 = trunc i64 %row to i32
  %1296 = trunc i64 %key1 to i32
  %1297 = lshr i64 %key1, 32
  %1298 = trunc i64 %1297 to i32
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
  %1309 = xor i32 %1307, %1295
  %1310 = xor i32 %1309, %1291
  %1311 = xor i32 %1304, %1298
  %1312 = xor i32 %1311, %1293
  %1313 = add i32 %1291, -1640531527
  %1314 = add i32 %1293, -1150833019
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
  %1393 = add i32 %1377, -1640531527
  %1394 = add i32 %1378, -1150833019
  %1395 = zext i32 %1390 to i64
  %1396 = mul i64 3528531795, %1395
  %1397 = zext i32 %1392 to i64
  %1398 = mul i64 3449720151, %1397
  %1399 = lshr i64 %1396, 32
  %1400 = trunc i64 %1399 to i32
  %1401 = trunc i64 %1396 to i32
  %1402 = lshr i64 %1398, 32
  %1403 = trunc i64 %1402 to i32
  %1404 = trunc i64 %1398 to i32
  %1405 = xor i32 %1403, %1388
  %1406 = xor i32 %1405, %1393
  %1407 = xor i32 %1400, %1385
  %1408 = xor i32 %1407, %1394
  %1409 = add i32 %1393, -1640531527
  %1410 = add i32 %1394, -1150833019
  %1411 = zext i32 %1406 to i64
  %1412 = mul i64 3528531795, %1411
  %1413 = zext i32 %1408 to i64
  %1414 = mul i64 3449720151, %1413
  %1415 = lshr i64 %1412, 32
  %1416 = trunc i64 %1415 to i32
  %1417 = trunc i64 %1412 to i32
  %1418 = lshr i64 %1414, 32
  %1419 = trunc i64 %1418 to i32
  %1420 = trunc i64 %1414 to i32
  %1421 = xor i32 %1419, %1404
  %1422 = xor i32 %1421, %1409
  %1423 = xor i32 %1416, %1401
  %1424 = xor i32 %1423, %1410
  %1425 = add i32 %1409, -1640531527
  %1426 = add i32 %1410, -1150833019
  %1427 = zext i32 %1422 to i64
  %1428 = mul i64 3528531795, %1427
  %1429 = zext i32 %1424 to i64
  %1430 = mul i64 3449720151, %1429
  %1431 = lshr i64 %1428, 32
  %1432 = trunc i64 %1431 to i32
  %1433 = trunc i64 %1428 to i32
  %1434 = lshr i64 %1430, 32
  %1435 = trunc i64 %1434 to i32
  %1436 = trunc i64 %1430 to i32
  %1437 = xor i32 %1435, %1420
  %1438 = xor i32 %1437, %1425
  %1439 = xor i32 %1432, %1417
  %1440 = xor i32 %1439, %1426
  %1441 = add i32 %1425, -1640531527
  %1442 = add i32 %1426, -1150833019
  %1443 = zext i32 %1438 to i64
  %1444 = mul i64 3528531795, %1443
  %1445 = zext i32 %1440 to i64
  %1446 = mul i64 3449720151, %1445
  %1447 = lshr i64 %1444, 32
  %1448 = trunc i64 %1447 to i32
  %1449 = trunc i64 %1444 to i32
  %1450 = lshr i64 %1446, 32
  %1451 = trunc i64 %1450 to i32
  %1452 = trunc i64 %1446 to i32
  %1453 = xor i32 %1451, %1436
  %1454 = xor i32 %1453, %1441
  %1455 = xor i32 %1448, %1433
  %1456 = xor i32 %1455, %1442
  %1457 = uitofp i32 %1454 to double
  %1458 = fadd double %1457, 5.000000e-01
  %1459 = fmul double %1458, 0x3DF0000000000000
  %1460 = fcmp olt double %1459, 0x10000000000000
  %1461 = fmul double %1459, 0x4350000000000000
  %1462 = select i1 %1460, double %1461, double %1459
  %1463 = select i1 %1460, i64 1077, i64 1023
  %1464 = bitcast double %1462 to i64
  %1465 = lshr i64 %1464, 32
  %1466 = add i64 %1465, 614242
  %1467 = lshr i64 %1466, 20
  %1468 = sub i64 %1467, %1463
  %1469 = and i64 %1466, 1048575
  %1470 = add i64 %1469, 1072079006
  %1471 = shl i64 %1470, 32
  %1472 = and i64 %1464, 4294967295
  %1473 = or i64 %1471, %1472
  %1474 = bitcast i64 %1473 to double
  %1475 = fsub double %1474, 1.000000e+00
  %1476 = fmul double 5.000000e-01, %1475
  %1477 = fmul double %1476, %1475
  %1478 = fadd double 2.000000e+00, %1475
  %1479 = fdiv double %1475, %1478
  %1480 = fmul double %1479, %1479
  %1481 = fmul double %1480, %1480
  %1482 = fmul double %1481, 0x3FC39A09D078C69F
  %1483 = fadd double 0x3FCC71C51D8E78AF, %1482
  %1484 = fmul double %1481, %1483
  %1485 = fadd double 0x3FD999999997FA04, %1484
  %1486 = fmul double %1481, %1485
  %1487 = fmul double %1481, 0x3FC2F112DF3E5244
  %1488 = fadd double 0x3FC7466496CB03DE, %1487
  %1489 = fmul double %1481, %1488
  %1490 = fadd double 0x3FD2492494229359, %1489
  %1491 = fmul double %1481, %1490
  %1492 = fadd double 0x3FE5555555555593, %1491
  %1493 = fmul double %1480, %1492
  %1494 = fadd double %1493, %1486
  %1495 = sitofp i64 %1468 to double
  %1496 = fadd double %1477, %1494
  %1497 = fmul double %1479, %1496
  %1498 = fmul double %1495, 0x3DEA39EF35793C76
  %1499 = fadd double %1497, %1498
  %1500 = fsub double %1499, %1477
  %1501 = fadd double %1500, %1475
  %1502 = fmul double %1495, 0x3FE62E42FEE00000
  %1503 = fadd double %1501, %1502
  %1504 = fcmp oeq double %1459, 0x7FF0000000000000
  %1505 = select i1 %1504, double 0x7FF0000000000000, double %1503
  %1506 = fcmp oeq double %1459, 0.000000e+00
  %1507 = select i1 %1506, double 0xFFF0000000000000, double %1505
  %1508 = fcmp olt double %1459, 0.000000e+00
  %1509 = fcmp uno double %1459, %1459
  %1510 = or i1 %1508, %1509
  %1511 = select i1 %1510, double 0x7FF8000000000000, double %1507
  %1512 = fneg double %1511
  %1513 = fcmp olt double %1512, 0x10000000000000
  %1514 = fmul double %1512, 0x4350000000000000
  %1515 = select i1 %1513, double %1514, double %1512
  %1516 = select i1 %1513, i64 1077, i64 1023
  %1517 = bitcast double %1515 to i64
  %1518 = lshr i64 %1517, 32
  %1519 = add i64 %1518, 614242
  %1520 = lshr i64 %1519, 20
  %1521 = sub i64 %1520, %1516
  %1522 = and i64 %1519, 1048575
  %1523 = add i64 %1522, 1072079006
  %1524 = shl i64 %1523, 32
  %1525 = and i64 %1517, 4294967295
  %1526 = or i64 %1524, %1525
  %1527 = bitcast i64 %1526 to double
  %1528 = fsub double %1527, 1.000000e+00
  %1529 = fmul double 5.000000e-01, %1528
  %1530 = fmul double %1529, %1528
  %1531 = fadd double 2.000000e+00, %1528
  %1532 = fdiv double %1528, %1531
  %1533 = fmul double %1532, %1532
  %1534 = fmul double %1533, %1533
  %1535 = fmul double %1534, 0x3FC39A09D078C69F
  %1536 = fadd double 0x3FCC71C51D8E78AF, %1535
  %1537 = fmul double %1534, %1536
  %1538 = fadd double 0x3FD999999997FA04, %1537
  %1539 = fmul double %1534, %1538
  %1540 = fmul double %1534, 0x3FC2F112DF3E5244
  %1541 = fadd double 0x3FC7466496CB03DE, %1540
  %1542 = fmul double %1534, %1541
  %1543 = fadd double 0x3FD2492494229359, %1542
  %1544 = fmul double %1534, %1543
  %1545 = fadd double 0x3FE5555555555593, %1544
  %1546 = fmul double %1533, %1545
  %1547 = fadd double %1546, %1539
  %1548 = sitofp i64 %1521 to double
  %1549 = fadd double %1530, %1547
  %1550 = fmul double %1532, %1549
  %1551 = fmul double %1548, 0x3DEA39EF35793C76
  %1552 = fadd double %1550, %1551
  %1553 = fsub double %1552, %1530
  %1554 = fadd double %1553, %1528
  %1555 = fmul double %1548, 0x3FE62E42FEE00000
  %1556 = fadd double %1554, %1555
  %1557 = fcmp oeq double %1512, 0x7FF0000000000000
  %1558 = select i1 %1557, double 0x7FF0000000000000, double %1556
  %1559 = fcmp oeq double %1512, 0.000000e+00
  %1560 = select i1 %1559, double 0xFFF0000000000000, double %1558
  %1561 = fcmp olt double %1512, 0.000000e+00
  %1562 = fcmp uno double %1512, %1512
  %1563 = or i1 %1561, %1562
  %1564 = select i1 %1563, double 0x7FF8000000000000, double %1560
  %1565 = fneg double %1564
  %1566 = fptrunc double %1565 to float
  %1567 = fadd float %1218, %1566
  %1568 = fcmp une float %1290, 0.000000e+00
  %1569 = select i1 %1568, float %1567, float 0xFFF0000000000000
  %1570 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %feature258
  store float %1569, ptr addrspace(3) %1570, align 4
  br label %slot.done261

slot.done261:                                     ; preds = %slot.then260, %slot.done253
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then266, label %fold.done267

fold.then266:                                     ; preds = %slot.done261
  store float 0xFFF0000000000000, ptr %fold_value268, align 4
  store i64 0, ptr %fold_index269, align 8
  store i64 0, ptr %pairwise_depth272, align 8
  br label %fold.header273

fold.done267:                                     ; preds = %fold.exit275, %slot.done261
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature279 = add i64 %lane, 0
  %valid280 = icmp ult i64 %feature279, %n_features
  %1571 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header273:                                   ; preds = %fold.body274, %fold.then266
  %fold276 = phi i64 [ 0, %fold.then266 ], [ %1583, %fold.body274 ]
  %1572 = icmp ult i64 %fold276, %n_features
  br i1 %1572, label %fold.body274, label %fold.exit275

fold.body274:                                     ; preds = %fold.header273
  %1573 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w2048, i64 %fold276
  %1574 = load float, ptr addrspace(3) %1573, align 4
  %1575 = load float, ptr %fold_value268, align 4
  %1576 = fcmp ogt float %1574, %1575
  %1577 = fcmp uno float %1574, %1574
  %1578 = fcmp ord float %1575, %1575
  %1579 = and i1 %1577, %1578
  %take277 = or i1 %1576, %1579
  %1580 = select i1 %take277, float %1574, float %1575
  store float %1580, ptr %fold_value268, align 4
  %1581 = load i64, ptr %fold_index269, align 8
  %1582 = select i1 %take277, i64 %fold276, i64 %1581
  store i64 %1582, ptr %fold_index269, align 8
  %1583 = add i64 %fold276, 1
  br label %fold.header273

fold.exit275:                                     ; preds = %fold.header273
  %1584 = load i64, ptr %fold_index269, align 8
  %argmax278 = uitofp i64 %1584 to float
  store float %argmax278, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  br label %fold.done267

uniform_sinks.then:                               ; preds = %fold.done267
  %1585 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1586 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1587 = fmul float %1586, 2.000000e+00
  %1588 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1589 = fcmp oeq float %1588, 0xFFF0000000000000
  %1590 = select i1 %1589, float 1.000000e+00, float 0.000000e+00
  %1591 = fmul float %1590, 4.000000e+00
  %1592 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1593 = fmul float %1592, 8.000000e+00
  %1594 = fadd float %1585, %1587
  %1595 = fadd float %1594, %1591
  %1596 = fadd float %1595, %1593
  %1597 = icmp ne i32 %greedy, 0
  %greedy281 = select i1 %1597, float 1.000000e+00, float 0.000000e+00
  %1598 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1599 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1600 = fcmp une float %greedy281, 0.000000e+00
  %1601 = select i1 %1600, float %1598, float %1599
  %1602 = fcmp une float %1596, 0.000000e+00
  %1603 = select i1 %1602, float -1.000000e+00, float %1601
  %id = fptosi float %1603 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %1596 to i32
  %status282 = load i32, ptr addrspace(1) %4, align 4
  %1604 = or i32 %status282, %status_bits
  store i32 %1604, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done267
  %feature283 = add i64 %lane, 0
  %valid284 = icmp ult i64 %feature283, %n_features
  %1605 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid284, label %slot.then285, label %slot.done286

slot.then285:                                     ; preds = %uniform_sinks.done
  %1606 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1607 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1608 = fmul float %1607, 2.000000e+00
  %1609 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1610 = fcmp oeq float %1609, 0xFFF0000000000000
  %1611 = select i1 %1610, float 1.000000e+00, float 0.000000e+00
  %1612 = fmul float %1611, 4.000000e+00
  %1613 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1614 = fmul float %1613, 8.000000e+00
  %1615 = fadd float %1606, %1608
  %1616 = fadd float %1615, %1612
  %1617 = fadd float %1616, %1614
  %1618 = icmp ne i32 %greedy, 0
  %greedy287 = select i1 %1618, float 1.000000e+00, float 0.000000e+00
  %1619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1620 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1621 = fcmp une float %greedy287, 0.000000e+00
  %1622 = select i1 %1621, float %1619, float %1620
  %1623 = fcmp une float %1617, 0.000000e+00
  %1624 = select i1 %1623, float -1.000000e+00, float %1622
  br label %slot.done286

slot.done286:                                     ; preds = %slot.then285, %uniform_sinks.done
  %feature288 = add i64 %lane, 1024
  %valid289 = icmp ult i64 %feature288, %n_features
  %1625 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid289, label %slot.then290, label %slot.done291

slot.then290:                                     ; preds = %slot.done286
  %1626 = load float, ptr addrspace(3) @tessera_uniforms_w2048, align 4
  %1627 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 1), align 4
  %1628 = fmul float %1627, 2.000000e+00
  %1629 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 2), align 4
  %1630 = fcmp oeq float %1629, 0xFFF0000000000000
  %1631 = select i1 %1630, float 1.000000e+00, float 0.000000e+00
  %1632 = fmul float %1631, 4.000000e+00
  %1633 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 4), align 4
  %1634 = fmul float %1633, 8.000000e+00
  %1635 = fadd float %1626, %1628
  %1636 = fadd float %1635, %1632
  %1637 = fadd float %1636, %1634
  %1638 = icmp ne i32 %greedy, 0
  %greedy292 = select i1 %1638, float 1.000000e+00, float 0.000000e+00
  %1639 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 3), align 4
  %1640 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w2048, i64 11), align 4
  %1641 = fcmp une float %greedy292, 0.000000e+00
  %1642 = select i1 %1641, float %1639, float %1640
  %1643 = fcmp une float %1637, 0.000000e+00
  %1644 = select i1 %1643, float -1.000000e+00, float %1642
  br label %slot.done291

slot.done291:                                     ; preds = %slot.then290, %slot.done286
  br label %row.done
}

; Function Attrs: nounwind
define ptx_kernel void @tessera_gumbel_w4096(ptr addrspace(1) %status, ptr addrspace(1) %out_0, ptr addrspace(1) %input_0, i64 %n_rows, i64 %n_features, i64 %key0, i64 %key1, float %inv_t, i64 %top_k, float %top_p, i32 %greedy) #3 {
entry:
  %pairwise_depth382 = alloca i64, align 8
  %pairwise_levels381 = alloca [64 x i64], align 8
  %pairwise_sums380 = alloca [64 x float], align 4
  %fold_index379 = alloca i64, align 8
  %fold_value378 = alloca float, align 4
  %pairwise_depth337 = alloca i64, align 8
  %pairwise_levels336 = alloca [64 x i64], align 8
  %pairwise_sums335 = alloca [64 x float], align 4
  %fold_index334 = alloca i64, align 8
  %fold_value333 = alloca float, align 4
  %search_lo327 = alloca i64, align 8
  %pairwise_depth318 = alloca i64, align 8
  %pairwise_levels317 = alloca [64 x i64], align 8
  %pairwise_sums316 = alloca [64 x float], align 4
  %fold_index315 = alloca i64, align 8
  %fold_value314 = alloca float, align 4
  %search_hi308 = alloca i32, align 4
  %pairwise_depth300 = alloca i64, align 8
  %pairwise_levels299 = alloca [64 x i64], align 8
  %pairwise_sums298 = alloca [64 x float], align 4
  %fold_index297 = alloca i64, align 8
  %fold_value296 = alloca float, align 4
  %search_index295 = alloca float, align 4
  %search_value294 = alloca float, align 4
  %pairwise_depth250 = alloca i64, align 8
  %pairwise_levels249 = alloca [64 x i64], align 8
  %pairwise_sums248 = alloca [64 x float], align 4
  %fold_index247 = alloca i64, align 8
  %fold_value246 = alloca float, align 4
  %pairwise_depth214 = alloca i64, align 8
  %pairwise_levels213 = alloca [64 x i64], align 8
  %pairwise_sums212 = alloca [64 x float], align 4
  %fold_index211 = alloca i64, align 8
  %fold_value210 = alloca float, align 4
  %pairwise_depth178 = alloca i64, align 8
  %pairwise_levels177 = alloca [64 x i64], align 8
  %pairwise_sums176 = alloca [64 x float], align 4
  %fold_index175 = alloca i64, align 8
  %fold_value174 = alloca float, align 4
  %search_lo = alloca i64, align 8
  %pairwise_depth168 = alloca i64, align 8
  %pairwise_levels167 = alloca [64 x i64], align 8
  %pairwise_sums166 = alloca [64 x float], align 4
  %fold_index165 = alloca i64, align 8
  %fold_value164 = alloca float, align 4
  %search_hi = alloca i32, align 4
  %pairwise_depth161 = alloca i64, align 8
  %pairwise_levels160 = alloca [64 x i64], align 8
  %pairwise_sums159 = alloca [64 x float], align 4
  %fold_index158 = alloca i64, align 8
  %fold_value157 = alloca float, align 4
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

row.done:                                         ; preds = %slot.done411, %entry
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
  store float 0.000000e+00, ptr %fold_value157, align 4
  store i64 0, ptr %fold_index158, align 8
  store i64 0, ptr %pairwise_depth161, align 8
  br label %search.feature.header

search.done:                                      ; preds = %search.done163, %slot.done148
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature184 = add i64 %lane, 0
  %valid185 = icmp ult i64 %feature184, %n_features
  %547 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid185, label %slot.then186, label %slot.done187

search.feature.header:                            ; preds = %search.feature.body, %search.then
  %search.feature = phi i64 [ 0, %search.then ], [ %556, %search.feature.body ]
  %548 = icmp ult i64 %search.feature, %n_features
  br i1 %548, label %search.feature.body, label %search.feature.exit

search.feature.body:                              ; preds = %search.feature.header
  %549 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature
  %550 = load i32, ptr addrspace(3) %549, align 4
  %551 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature
  %552 = load float, ptr addrspace(3) %551, align 4
  %553 = select i1 true, float %552, float 0.000000e+00
  %554 = load float, ptr %fold_value157, align 4
  %555 = fadd float %553, %554
  store float %555, ptr %fold_value157, align 4
  %556 = add i64 %search.feature, 1
  br label %search.feature.header

search.feature.exit:                              ; preds = %search.feature.header
  %557 = load float, ptr %fold_value157, align 4
  %558 = fcmp ogt float %546, 0.000000e+00
  %559 = fcmp oge float %557, %546
  %search.run = and i1 %559, %558
  br i1 %search.run, label %search.then162, label %search.done163

search.then162:                                   ; preds = %search.feature.exit
  store i32 0, ptr %search_hi, align 4
  br label %search.key_bit.header

search.done163:                                   ; preds = %search.index_bit.exit, %search.feature.exit
  %560 = load float, ptr %search_value, align 4
  %561 = load float, ptr %search_index, align 4
  store float %560, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  store float %561, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  br label %search.done

search.key_bit.header:                            ; preds = %search.feature.exit171, %search.then162
  %search.key_bit = phi i64 [ 0, %search.then162 ], [ %582, %search.feature.exit171 ]
  %562 = icmp ult i64 %search.key_bit, 32
  br i1 %562, label %search.key_bit.body, label %search.key_bit.exit

search.key_bit.body:                              ; preds = %search.key_bit.header
  %563 = sub i64 31, %search.key_bit
  %564 = trunc i64 %563 to i32
  %565 = shl i32 1, %564
  %566 = load i32, ptr %search_hi, align 4
  %candidate = or i32 %566, %565
  store float 0.000000e+00, ptr %fold_value164, align 4
  store i64 0, ptr %fold_index165, align 8
  store i64 0, ptr %pairwise_depth168, align 8
  br label %search.feature.header169

search.key_bit.exit:                              ; preds = %search.key_bit.header
  %hi = load i32, ptr %search_hi, align 4
  %567 = sub i64 %n_features, 1
  %ctlz = call i64 @llvm.ctlz.i64(i64 %567, i1 false)
  %index_bits = sub i64 64, %ctlz
  %568 = shl i64 1, %index_bits
  %mask = sub i64 %568, 1
  store i64 0, ptr %search_lo, align 8
  br label %search.index_bit.header

search.feature.header169:                         ; preds = %search.feature.body170, %search.key_bit.body
  %search.feature172 = phi i64 [ 0, %search.key_bit.body ], [ %578, %search.feature.body170 ]
  %569 = icmp ult i64 %search.feature172, %n_features
  br i1 %569, label %search.feature.body170, label %search.feature.exit171

search.feature.body170:                           ; preds = %search.feature.header169
  %570 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature172
  %571 = load i32, ptr addrspace(3) %570, align 4
  %572 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature172
  %573 = load float, ptr addrspace(3) %572, align 4
  %574 = icmp uge i32 %571, %candidate
  %575 = select i1 %574, float %573, float 0.000000e+00
  %576 = load float, ptr %fold_value164, align 4
  %577 = fadd float %575, %576
  store float %577, ptr %fold_value164, align 4
  %578 = add i64 %search.feature172, 1
  br label %search.feature.header169

search.feature.exit171:                           ; preds = %search.feature.header169
  %579 = load float, ptr %fold_value164, align 4
  %580 = fcmp oge float %579, %546
  %581 = select i1 %580, i32 %candidate, i32 %566
  store i32 %581, ptr %search_hi, align 4
  %582 = add i64 %search.key_bit, 1
  br label %search.key_bit.header

search.index_bit.header:                          ; preds = %search.feature.exit181, %search.key_bit.exit
  %search.index_bit = phi i64 [ 0, %search.key_bit.exit ], [ %613, %search.feature.exit181 ]
  %583 = icmp ult i64 %search.index_bit, %index_bits
  br i1 %583, label %search.index_bit.body, label %search.index_bit.exit

search.index_bit.body:                            ; preds = %search.index_bit.header
  %584 = sub i64 %index_bits, 1
  %585 = sub i64 %584, %search.index_bit
  %586 = shl i64 1, %585
  %587 = load i64, ptr %search_lo, align 8
  %candidate173 = or i64 %587, %586
  store float 0.000000e+00, ptr %fold_value174, align 4
  store i64 0, ptr %fold_index175, align 8
  store i64 0, ptr %pairwise_depth178, align 8
  br label %search.feature.header179

search.index_bit.exit:                            ; preds = %search.index_bit.header
  %lo = load i64, ptr %search_lo, align 8
  %588 = and i32 %hi, -2147483648
  %589 = icmp ne i32 %588, 0
  %590 = and i32 %hi, 2147483647
  %591 = xor i32 %hi, -1
  %592 = select i1 %589, i32 %590, i32 %591
  %593 = bitcast i32 %592 to float
  store float %593, ptr %search_value, align 4
  %594 = sub i64 %mask, %lo
  %search_index183 = uitofp i64 %594 to float
  store float %search_index183, ptr %search_index, align 4
  br label %search.done163

search.feature.header179:                         ; preds = %search.feature.body180, %search.index_bit.body
  %search.feature182 = phi i64 [ 0, %search.index_bit.body ], [ %609, %search.feature.body180 ]
  %595 = icmp ult i64 %search.feature182, %n_features
  br i1 %595, label %search.feature.body180, label %search.feature.exit181

search.feature.body180:                           ; preds = %search.feature.header179
  %596 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature182
  %597 = load i32, ptr addrspace(3) %596, align 4
  %598 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature182
  %599 = load float, ptr addrspace(3) %598, align 4
  %600 = icmp ugt i32 %597, %hi
  %601 = icmp eq i32 %597, %hi
  %602 = sub i64 %mask, %search.feature182
  %603 = icmp uge i64 %602, %candidate173
  %604 = and i1 %601, %603
  %605 = or i1 %600, %604
  %606 = select i1 %605, float %599, float 0.000000e+00
  %607 = load float, ptr %fold_value174, align 4
  %608 = fadd float %606, %607
  store float %608, ptr %fold_value174, align 4
  %609 = add i64 %search.feature182, 1
  br label %search.feature.header179

search.feature.exit181:                           ; preds = %search.feature.header179
  %610 = load float, ptr %fold_value174, align 4
  %611 = fcmp oge float %610, %546
  %612 = select i1 %611, i64 %candidate173, i64 %587
  store i64 %612, ptr %search_lo, align 8
  %613 = add i64 %search.index_bit, 1
  br label %search.index_bit.header

slot.then186:                                     ; preds = %search.done
  %614 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature184
  %615 = load float, ptr addrspace(1) %614, align 4
  %616 = fmul float %615, %inv_t
  %617 = fadd float %615, 0.000000e+00
  %618 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %619 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature188 = uitofp i64 %feature184 to float
  %620 = fcmp ogt float %617, %618
  %621 = select i1 %620, float 1.000000e+00, float 0.000000e+00
  %622 = fcmp oeq float %617, %618
  %623 = select i1 %622, float 1.000000e+00, float 0.000000e+00
  %624 = fcmp ole float %feature188, %619
  %625 = select i1 %624, float 1.000000e+00, float 0.000000e+00
  %626 = fmul float %623, %625
  %627 = fcmp ogt float %626, %621
  %max189 = select i1 %627, float %626, float %621
  %628 = fcmp une float %max189, 0.000000e+00
  %629 = select i1 %628, float %616, float 0xFFF0000000000000
  %630 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature184
  store float %629, ptr addrspace(3) %630, align 4
  br label %slot.done187

slot.done187:                                     ; preds = %slot.then186, %search.done
  %feature190 = add i64 %lane, 1024
  %valid191 = icmp ult i64 %feature190, %n_features
  %631 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid191, label %slot.then192, label %slot.done193

slot.then192:                                     ; preds = %slot.done187
  %632 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature190
  %633 = load float, ptr addrspace(1) %632, align 4
  %634 = fmul float %633, %inv_t
  %635 = fadd float %633, 0.000000e+00
  %636 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %637 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature194 = uitofp i64 %feature190 to float
  %638 = fcmp ogt float %635, %636
  %639 = select i1 %638, float 1.000000e+00, float 0.000000e+00
  %640 = fcmp oeq float %635, %636
  %641 = select i1 %640, float 1.000000e+00, float 0.000000e+00
  %642 = fcmp ole float %feature194, %637
  %643 = select i1 %642, float 1.000000e+00, float 0.000000e+00
  %644 = fmul float %641, %643
  %645 = fcmp ogt float %644, %639
  %max195 = select i1 %645, float %644, float %639
  %646 = fcmp une float %max195, 0.000000e+00
  %647 = select i1 %646, float %634, float 0xFFF0000000000000
  %648 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature190
  store float %647, ptr addrspace(3) %648, align 4
  br label %slot.done193

slot.done193:                                     ; preds = %slot.then192, %slot.done187
  %feature196 = add i64 %lane, 2048
  %valid197 = icmp ult i64 %feature196, %n_features
  %649 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid197, label %slot.then198, label %slot.done199

slot.then198:                                     ; preds = %slot.done193
  %650 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature196
  %651 = load float, ptr addrspace(1) %650, align 4
  %652 = fmul float %651, %inv_t
  %653 = fadd float %651, 0.000000e+00
  %654 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %655 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature200 = uitofp i64 %feature196 to float
  %656 = fcmp ogt float %653, %654
  %657 = select i1 %656, float 1.000000e+00, float 0.000000e+00
  %658 = fcmp oeq float %653, %654
  %659 = select i1 %658, float 1.000000e+00, float 0.000000e+00
  %660 = fcmp ole float %feature200, %655
  %661 = select i1 %660, float 1.000000e+00, float 0.000000e+00
  %662 = fmul float %659, %661
  %663 = fcmp ogt float %662, %657
  %max201 = select i1 %663, float %662, float %657
  %664 = fcmp une float %max201, 0.000000e+00
  %665 = select i1 %664, float %652, float 0xFFF0000000000000
  %666 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature196
  store float %665, ptr addrspace(3) %666, align 4
  br label %slot.done199

slot.done199:                                     ; preds = %slot.then198, %slot.done193
  %feature202 = add i64 %lane, 3072
  %valid203 = icmp ult i64 %feature202, %n_features
  %667 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid203, label %slot.then204, label %slot.done205

slot.then204:                                     ; preds = %slot.done199
  %668 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature202
  %669 = load float, ptr addrspace(1) %668, align 4
  %670 = fmul float %669, %inv_t
  %671 = fadd float %669, 0.000000e+00
  %672 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %673 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature206 = uitofp i64 %feature202 to float
  %674 = fcmp ogt float %671, %672
  %675 = select i1 %674, float 1.000000e+00, float 0.000000e+00
  %676 = fcmp oeq float %671, %672
  %677 = select i1 %676, float 1.000000e+00, float 0.000000e+00
  %678 = fcmp ole float %feature206, %673
  %679 = select i1 %678, float 1.000000e+00, float 0.000000e+00
  %680 = fmul float %677, %679
  %681 = fcmp ogt float %680, %675
  %max207 = select i1 %681, float %680, float %675
  %682 = fcmp une float %max207, 0.000000e+00
  %683 = select i1 %682, float %670, float 0xFFF0000000000000
  %684 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature202
  store float %683, ptr addrspace(3) %684, align 4
  br label %slot.done205

slot.done205:                                     ; preds = %slot.then204, %slot.done199
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then208, label %fold.done209

fold.then208:                                     ; preds = %slot.done205
  store float 0xFFF0000000000000, ptr %fold_value210, align 4
  store i64 0, ptr %fold_index211, align 8
  store i64 0, ptr %pairwise_depth214, align 8
  br label %fold.header215

fold.done209:                                     ; preds = %fold.exit217, %slot.done205
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature220 = add i64 %lane, 0
  %valid221 = icmp ult i64 %feature220, %n_features
  %685 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid221, label %slot.then222, label %slot.done223

fold.header215:                                   ; preds = %fold.body216, %fold.then208
  %fold218 = phi i64 [ 0, %fold.then208 ], [ %697, %fold.body216 ]
  %686 = icmp ult i64 %fold218, %n_features
  br i1 %686, label %fold.body216, label %fold.exit217

fold.body216:                                     ; preds = %fold.header215
  %687 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold218
  %688 = load float, ptr addrspace(3) %687, align 4
  %689 = load float, ptr %fold_value210, align 4
  %690 = fcmp ogt float %688, %689
  %691 = fcmp uno float %688, %688
  %692 = fcmp ord float %689, %689
  %693 = and i1 %691, %692
  %take219 = or i1 %690, %693
  %694 = select i1 %take219, float %688, float %689
  store float %694, ptr %fold_value210, align 4
  %695 = load i64, ptr %fold_index211, align 8
  %696 = select i1 %take219, i64 %fold218, i64 %695
  store i64 %696, ptr %fold_index211, align 8
  %697 = add i64 %fold218, 1
  br label %fold.header215

fold.exit217:                                     ; preds = %fold.header215
  %698 = load float, ptr %fold_value210, align 4
  store float %698, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  br label %fold.done209

slot.then222:                                     ; preds = %fold.done209
  %699 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature220
  %700 = load float, ptr addrspace(1) %699, align 4
  %701 = fmul float %700, %inv_t
  %702 = fadd float %700, 0.000000e+00
  %703 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %704 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature224 = uitofp i64 %feature220 to float
  %705 = fcmp ogt float %702, %703
  %706 = select i1 %705, float 1.000000e+00, float 0.000000e+00
  %707 = fcmp oeq float %702, %703
  %708 = select i1 %707, float 1.000000e+00, float 0.000000e+00
  %709 = fcmp ole float %feature224, %704
  %710 = select i1 %709, float 1.000000e+00, float 0.000000e+00
  %711 = fmul float %708, %710
  %712 = fcmp ogt float %711, %706
  %max225 = select i1 %712, float %711, float %706
  %713 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %714 = fsub float %701, %713
  %715 = fcmp olt float %714, -1.040000e+02
  %716 = select i1 %715, float -1.040000e+02, float %714
  %717 = fcmp olt float 8.900000e+01, %716
  %718 = select i1 %717, float 8.900000e+01, float %716
  %719 = fmul float %718, 0x3FF7154760000000
  %720 = fadd float %719, 0x4168000000000000
  %721 = fsub float %720, 0x4168000000000000
  %722 = bitcast float %720 to i32
  %723 = sub i32 %722, 1262485504
  %724 = fmul float %721, 0x3FE62E4000000000
  %725 = fsub float %718, %724
  %726 = fmul float %721, 0x3EB7F7D1C0000000
  %727 = fsub float %725, %726
  %728 = fmul float %727, %727
  %729 = fmul float %728, 0x3E66376980000000
  %730 = fadd float 0xBEBBBD41C0000000, %729
  %731 = fmul float %728, %730
  %732 = fadd float 0x3F11566AA0000000, %731
  %733 = fmul float %728, %732
  %734 = fadd float 0xBF66C16C20000000, %733
  %735 = fmul float %728, %734
  %736 = fadd float 0x3FC5555560000000, %735
  %737 = fmul float %728, %736
  %738 = fsub float %727, %737
  %739 = fmul float %727, %738
  %740 = fsub float 2.000000e+00, %738
  %741 = fdiv float %739, %740
  %742 = fsub float %726, %741
  %743 = fsub float %742, %725
  %744 = fsub float 1.000000e+00, %743
  %745 = add i32 %723, 256
  %746 = lshr i32 %745, 1
  %747 = sub i32 %746, 1
  %748 = add i32 %723, 255
  %749 = sub i32 %748, %746
  %750 = shl i32 %747, 23
  %751 = shl i32 %749, 23
  %752 = bitcast i32 %750 to float
  %753 = bitcast i32 %751 to float
  %754 = fmul float %744, %752
  %755 = fmul float %754, %753
  %756 = fcmp uno float %714, %714
  %757 = select i1 %756, float 0x7FF8000000000000, float %755
  %758 = fcmp une float %max225, 0.000000e+00
  %759 = select i1 %758, float %757, float 0.000000e+00
  %760 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature220
  store float %759, ptr addrspace(3) %760, align 4
  br label %slot.done223

slot.done223:                                     ; preds = %slot.then222, %fold.done209
  %feature226 = add i64 %lane, 1024
  %valid227 = icmp ult i64 %feature226, %n_features
  %761 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid227, label %slot.then228, label %slot.done229

slot.then228:                                     ; preds = %slot.done223
  %762 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature226
  %763 = load float, ptr addrspace(1) %762, align 4
  %764 = fmul float %763, %inv_t
  %765 = fadd float %763, 0.000000e+00
  %766 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %767 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature230 = uitofp i64 %feature226 to float
  %768 = fcmp ogt float %765, %766
  %769 = select i1 %768, float 1.000000e+00, float 0.000000e+00
  %770 = fcmp oeq float %765, %766
  %771 = select i1 %770, float 1.000000e+00, float 0.000000e+00
  %772 = fcmp ole float %feature230, %767
  %773 = select i1 %772, float 1.000000e+00, float 0.000000e+00
  %774 = fmul float %771, %773
  %775 = fcmp ogt float %774, %769
  %max231 = select i1 %775, float %774, float %769
  %776 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %777 = fsub float %764, %776
  %778 = fcmp olt float %777, -1.040000e+02
  %779 = select i1 %778, float -1.040000e+02, float %777
  %780 = fcmp olt float 8.900000e+01, %779
  %781 = select i1 %780, float 8.900000e+01, float %779
  %782 = fmul float %781, 0x3FF7154760000000
  %783 = fadd float %782, 0x4168000000000000
  %784 = fsub float %783, 0x4168000000000000
  %785 = bitcast float %783 to i32
  %786 = sub i32 %785, 1262485504
  %787 = fmul float %784, 0x3FE62E4000000000
  %788 = fsub float %781, %787
  %789 = fmul float %784, 0x3EB7F7D1C0000000
  %790 = fsub float %788, %789
  %791 = fmul float %790, %790
  %792 = fmul float %791, 0x3E66376980000000
  %793 = fadd float 0xBEBBBD41C0000000, %792
  %794 = fmul float %791, %793
  %795 = fadd float 0x3F11566AA0000000, %794
  %796 = fmul float %791, %795
  %797 = fadd float 0xBF66C16C20000000, %796
  %798 = fmul float %791, %797
  %799 = fadd float 0x3FC5555560000000, %798
  %800 = fmul float %791, %799
  %801 = fsub float %790, %800
  %802 = fmul float %790, %801
  %803 = fsub float 2.000000e+00, %801
  %804 = fdiv float %802, %803
  %805 = fsub float %789, %804
  %806 = fsub float %805, %788
  %807 = fsub float 1.000000e+00, %806
  %808 = add i32 %786, 256
  %809 = lshr i32 %808, 1
  %810 = sub i32 %809, 1
  %811 = add i32 %786, 255
  %812 = sub i32 %811, %809
  %813 = shl i32 %810, 23
  %814 = shl i32 %812, 23
  %815 = bitcast i32 %813 to float
  %816 = bitcast i32 %814 to float
  %817 = fmul float %807, %815
  %818 = fmul float %817, %816
  %819 = fcmp uno float %777, %777
  %820 = select i1 %819, float 0x7FF8000000000000, float %818
  %821 = fcmp une float %max231, 0.000000e+00
  %822 = select i1 %821, float %820, float 0.000000e+00
  %823 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature226
  store float %822, ptr addrspace(3) %823, align 4
  br label %slot.done229

slot.done229:                                     ; preds = %slot.then228, %slot.done223
  %feature232 = add i64 %lane, 2048
  %valid233 = icmp ult i64 %feature232, %n_features
  %824 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid233, label %slot.then234, label %slot.done235

slot.then234:                                     ; preds = %slot.done229
  %825 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature232
  %826 = load float, ptr addrspace(1) %825, align 4
  %827 = fmul float %826, %inv_t
  %828 = fadd float %826, 0.000000e+00
  %829 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %830 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature236 = uitofp i64 %feature232 to float
  %831 = fcmp ogt float %828, %829
  %832 = select i1 %831, float 1.000000e+00, float 0.000000e+00
  %833 = fcmp oeq float %828, %829
  %834 = select i1 %833, float 1.000000e+00, float 0.000000e+00
  %835 = fcmp ole float %feature236, %830
  %836 = select i1 %835, float 1.000000e+00, float 0.000000e+00
  %837 = fmul float %834, %836
  %838 = fcmp ogt float %837, %832
  %max237 = select i1 %838, float %837, float %832
  %839 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %840 = fsub float %827, %839
  %841 = fcmp olt float %840, -1.040000e+02
  %842 = select i1 %841, float -1.040000e+02, float %840
  %843 = fcmp olt float 8.900000e+01, %842
  %844 = select i1 %843, float 8.900000e+01, float %842
  %845 = fmul float %844, 0x3FF7154760000000
  %846 = fadd float %845, 0x4168000000000000
  %847 = fsub float %846, 0x4168000000000000
  %848 = bitcast float %846 to i32
  %849 = sub i32 %848, 1262485504
  %850 = fmul float %847, 0x3FE62E4000000000
  %851 = fsub float %844, %850
  %852 = fmul float %847, 0x3EB7F7D1C0000000
  %853 = fsub float %851, %852
  %854 = fmul float %853, %853
  %855 = fmul float %854, 0x3E66376980000000
  %856 = fadd float 0xBEBBBD41C0000000, %855
  %857 = fmul float %854, %856
  %858 = fadd float 0x3F11566AA0000000, %857
  %859 = fmul float %854, %858
  %860 = fadd float 0xBF66C16C20000000, %859
  %861 = fmul float %854, %860
  %862 = fadd float 0x3FC5555560000000, %861
  %863 = fmul float %854, %862
  %864 = fsub float %853, %863
  %865 = fmul float %853, %864
  %866 = fsub float 2.000000e+00, %864
  %867 = fdiv float %865, %866
  %868 = fsub float %852, %867
  %869 = fsub float %868, %851
  %870 = fsub float 1.000000e+00, %869
  %871 = add i32 %849, 256
  %872 = lshr i32 %871, 1
  %873 = sub i32 %872, 1
  %874 = add i32 %849, 255
  %875 = sub i32 %874, %872
  %876 = shl i32 %873, 23
  %877 = shl i32 %875, 23
  %878 = bitcast i32 %876 to float
  %879 = bitcast i32 %877 to float
  %880 = fmul float %870, %878
  %881 = fmul float %880, %879
  %882 = fcmp uno float %840, %840
  %883 = select i1 %882, float 0x7FF8000000000000, float %881
  %884 = fcmp une float %max237, 0.000000e+00
  %885 = select i1 %884, float %883, float 0.000000e+00
  %886 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature232
  store float %885, ptr addrspace(3) %886, align 4
  br label %slot.done235

slot.done235:                                     ; preds = %slot.then234, %slot.done229
  %feature238 = add i64 %lane, 3072
  %valid239 = icmp ult i64 %feature238, %n_features
  %887 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid239, label %slot.then240, label %slot.done241

slot.then240:                                     ; preds = %slot.done235
  %888 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature238
  %889 = load float, ptr addrspace(1) %888, align 4
  %890 = fmul float %889, %inv_t
  %891 = fadd float %889, 0.000000e+00
  %892 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %893 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature242 = uitofp i64 %feature238 to float
  %894 = fcmp ogt float %891, %892
  %895 = select i1 %894, float 1.000000e+00, float 0.000000e+00
  %896 = fcmp oeq float %891, %892
  %897 = select i1 %896, float 1.000000e+00, float 0.000000e+00
  %898 = fcmp ole float %feature242, %893
  %899 = select i1 %898, float 1.000000e+00, float 0.000000e+00
  %900 = fmul float %897, %899
  %901 = fcmp ogt float %900, %895
  %max243 = select i1 %901, float %900, float %895
  %902 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %903 = fsub float %890, %902
  %904 = fcmp olt float %903, -1.040000e+02
  %905 = select i1 %904, float -1.040000e+02, float %903
  %906 = fcmp olt float 8.900000e+01, %905
  %907 = select i1 %906, float 8.900000e+01, float %905
  %908 = fmul float %907, 0x3FF7154760000000
  %909 = fadd float %908, 0x4168000000000000
  %910 = fsub float %909, 0x4168000000000000
  %911 = bitcast float %909 to i32
  %912 = sub i32 %911, 1262485504
  %913 = fmul float %910, 0x3FE62E4000000000
  %914 = fsub float %907, %913
  %915 = fmul float %910, 0x3EB7F7D1C0000000
  %916 = fsub float %914, %915
  %917 = fmul float %916, %916
  %918 = fmul float %917, 0x3E66376980000000
  %919 = fadd float 0xBEBBBD41C0000000, %918
  %920 = fmul float %917, %919
  %921 = fadd float 0x3F11566AA0000000, %920
  %922 = fmul float %917, %921
  %923 = fadd float 0xBF66C16C20000000, %922
  %924 = fmul float %917, %923
  %925 = fadd float 0x3FC5555560000000, %924
  %926 = fmul float %917, %925
  %927 = fsub float %916, %926
  %928 = fmul float %916, %927
  %929 = fsub float 2.000000e+00, %927
  %930 = fdiv float %928, %929
  %931 = fsub float %915, %930
  %932 = fsub float %931, %914
  %933 = fsub float 1.000000e+00, %932
  %934 = add i32 %912, 256
  %935 = lshr i32 %934, 1
  %936 = sub i32 %935, 1
  %937 = add i32 %912, 255
  %938 = sub i32 %937, %935
  %939 = shl i32 %936, 23
  %940 = shl i32 %938, 23
  %941 = bitcast i32 %939 to float
  %942 = bitcast i32 %940 to float
  %943 = fmul float %933, %941
  %944 = fmul float %943, %942
  %945 = fcmp uno float %903, %903
  %946 = select i1 %945, float 0x7FF8000000000000, float %944
  %947 = fcmp une float %max243, 0.000000e+00
  %948 = select i1 %947, float %946, float 0.000000e+00
  %949 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature238
  store float %948, ptr addrspace(3) %949, align 4
  br label %slot.done241

slot.done241:                                     ; preds = %slot.then240, %slot.done235
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  br i1 %lane0, label %fold.then244, label %fold.done245

fold.then244:                                     ; preds = %slot.done241
  store float 0.000000e+00, ptr %fold_value246, align 4
  store i64 0, ptr %fold_index247, align 8
  store i64 0, ptr %pairwise_depth250, align 8
  br label %fold.header251

fold.done245:                                     ; preds = %fold.exit253, %slot.done241
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature255 = add i64 %lane, 0
  %valid256 = icmp ult i64 %feature255, %n_features
  %950 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid256, label %slot.then257, label %slot.done258

fold.header251:                                   ; preds = %fold.body252, %fold.then244
  %fold254 = phi i64 [ 0, %fold.then244 ], [ %956, %fold.body252 ]
  %951 = icmp ult i64 %fold254, %n_features
  br i1 %951, label %fold.body252, label %fold.exit253

fold.body252:                                     ; preds = %fold.header251
  %952 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold254
  %953 = load float, ptr addrspace(3) %952, align 4
  %954 = load float, ptr %fold_value246, align 4
  %955 = fadd float %953, %954
  store float %955, ptr %fold_value246, align 4
  %956 = add i64 %fold254, 1
  br label %fold.header251

fold.exit253:                                     ; preds = %fold.header251
  %957 = load float, ptr %fold_value246, align 4
  store float %957, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  br label %fold.done245

slot.then257:                                     ; preds = %fold.done245
  %958 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature255
  %959 = load float, ptr addrspace(1) %958, align 4
  %960 = fmul float %959, %inv_t
  %961 = fadd float %959, 0.000000e+00
  %962 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %963 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature259 = uitofp i64 %feature255 to float
  %964 = fcmp ogt float %961, %962
  %965 = select i1 %964, float 1.000000e+00, float 0.000000e+00
  %966 = fcmp oeq float %961, %962
  %967 = select i1 %966, float 1.000000e+00, float 0.000000e+00
  %968 = fcmp ole float %feature259, %963
  %969 = select i1 %968, float 1.000000e+00, float 0.000000e+00
  %970 = fmul float %967, %969
  %971 = fcmp ogt float %970, %965
  %max260 = select i1 %971, float %970, float %965
  %972 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %973 = fsub float %960, %972
  %974 = fcmp olt float %973, -1.040000e+02
  %975 = select i1 %974, float -1.040000e+02, float %973
  %976 = fcmp olt float 8.900000e+01, %975
  %977 = select i1 %976, float 8.900000e+01, float %975
  %978 = fmul float %977, 0x3FF7154760000000
  %979 = fadd float %978, 0x4168000000000000
  %980 = fsub float %979, 0x4168000000000000
  %981 = bitcast float %979 to i32
  %982 = sub i32 %981, 1262485504
  %983 = fmul float %980, 0x3FE62E4000000000
  %984 = fsub float %977, %983
  %985 = fmul float %980, 0x3EB7F7D1C0000000
  %986 = fsub float %984, %985
  %987 = fmul float %986, %986
  %988 = fmul float %987, 0x3E66376980000000
  %989 = fadd float 0xBEBBBD41C0000000, %988
  %990 = fmul float %987, %989
  %991 = fadd float 0x3F11566AA0000000, %990
  %992 = fmul float %987, %991
  %993 = fadd float 0xBF66C16C20000000, %992
  %994 = fmul float %987, %993
  %995 = fadd float 0x3FC5555560000000, %994
  %996 = fmul float %987, %995
  %997 = fsub float %986, %996
  %998 = fmul float %986, %997
  %999 = fsub float 2.000000e+00, %997
  %1000 = fdiv float %998, %999
  %1001 = fsub float %985, %1000
  %1002 = fsub float %1001, %984
  %1003 = fsub float 1.000000e+00, %1002
  %1004 = add i32 %982, 256
  %1005 = lshr i32 %1004, 1
  %1006 = sub i32 %1005, 1
  %1007 = add i32 %982, 255
  %1008 = sub i32 %1007, %1005
  %1009 = shl i32 %1006, 23
  %1010 = shl i32 %1008, 23
  %1011 = bitcast i32 %1009 to float
  %1012 = bitcast i32 %1010 to float
  %1013 = fmul float %1003, %1011
  %1014 = fmul float %1013, %1012
  %1015 = fcmp uno float %973, %973
  %1016 = select i1 %1015, float 0x7FF8000000000000, float %1014
  %1017 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1018 = fdiv float %1016, %1017
  %1019 = fcmp une float %max260, 0.000000e+00
  %1020 = select i1 %1019, float %1018, float -1.000000e+00
  %1021 = fcmp une float %max260, 0.000000e+00
  %1022 = select i1 %1021, float %1018, float 0.000000e+00
  %1023 = fcmp oge float %top_p, 1.000000e+00
  %1024 = select i1 %1023, float 1.000000e+00, float 0.000000e+00
  %1025 = icmp ne i32 %greedy, 0
  %greedy261 = select i1 %1025, float 1.000000e+00, float 0.000000e+00
  %1026 = fcmp ogt float %greedy261, %1024
  %max262 = select i1 %1026, float %greedy261, float %1024
  %1027 = fcmp une float %max262, 0.000000e+00
  %1028 = select i1 %1027, float 0x7FF0000000000000, float %top_p
  %1029 = fadd float %1020, 0.000000e+00
  %1030 = bitcast float %1029 to i32
  %1031 = icmp ult i32 2147483647, %1030
  %1032 = xor i32 %1030, -1
  %1033 = or i32 %1030, -2147483648
  %1034 = select i1 %1031, i32 %1032, i32 %1033
  %1035 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature255
  store i32 %1034, ptr addrspace(3) %1035, align 4
  %1036 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature255
  store float %1022, ptr addrspace(3) %1036, align 4
  br label %slot.done258

slot.done258:                                     ; preds = %slot.then257, %fold.done245
  %feature263 = add i64 %lane, 1024
  %valid264 = icmp ult i64 %feature263, %n_features
  %1037 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid264, label %slot.then265, label %slot.done266

slot.then265:                                     ; preds = %slot.done258
  %1038 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature263
  %1039 = load float, ptr addrspace(1) %1038, align 4
  %1040 = fmul float %1039, %inv_t
  %1041 = fadd float %1039, 0.000000e+00
  %1042 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1043 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature267 = uitofp i64 %feature263 to float
  %1044 = fcmp ogt float %1041, %1042
  %1045 = select i1 %1044, float 1.000000e+00, float 0.000000e+00
  %1046 = fcmp oeq float %1041, %1042
  %1047 = select i1 %1046, float 1.000000e+00, float 0.000000e+00
  %1048 = fcmp ole float %feature267, %1043
  %1049 = select i1 %1048, float 1.000000e+00, float 0.000000e+00
  %1050 = fmul float %1047, %1049
  %1051 = fcmp ogt float %1050, %1045
  %max268 = select i1 %1051, float %1050, float %1045
  %1052 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1053 = fsub float %1040, %1052
  %1054 = fcmp olt float %1053, -1.040000e+02
  %1055 = select i1 %1054, float -1.040000e+02, float %1053
  %1056 = fcmp olt float 8.900000e+01, %1055
  %1057 = select i1 %1056, float 8.900000e+01, float %1055
  %1058 = fmul float %1057, 0x3FF7154760000000
  %1059 = fadd float %1058, 0x4168000000000000
  %1060 = fsub float %1059, 0x4168000000000000
  %1061 = bitcast float %1059 to i32
  %1062 = sub i32 %1061, 1262485504
  %1063 = fmul float %1060, 0x3FE62E4000000000
  %1064 = fsub float %1057, %1063
  %1065 = fmul float %1060, 0x3EB7F7D1C0000000
  %1066 = fsub float %1064, %1065
  %1067 = fmul float %1066, %1066
  %1068 = fmul float %1067, 0x3E66376980000000
  %1069 = fadd float 0xBEBBBD41C0000000, %1068
  %1070 = fmul float %1067, %1069
  %1071 = fadd float 0x3F11566AA0000000, %1070
  %1072 = fmul float %1067, %1071
  %1073 = fadd float 0xBF66C16C20000000, %1072
  %1074 = fmul float %1067, %1073
  %1075 = fadd float 0x3FC5555560000000, %1074
  %1076 = fmul float %1067, %1075
  %1077 = fsub float %1066, %1076
  %1078 = fmul float %1066, %1077
  %1079 = fsub float 2.000000e+00, %1077
  %1080 = fdiv float %1078, %1079
  %1081 = fsub float %1065, %1080
  %1082 = fsub float %1081, %1064
  %1083 = fsub float 1.000000e+00, %1082
  %1084 = add i32 %1062, 256
  %1085 = lshr i32 %1084, 1
  %1086 = sub i32 %1085, 1
  %1087 = add i32 %1062, 255
  %1088 = sub i32 %1087, %1085
  %1089 = shl i32 %1086, 23
  %1090 = shl i32 %1088, 23
  %1091 = bitcast i32 %1089 to float
  %1092 = bitcast i32 %1090 to float
  %1093 = fmul float %1083, %1091
  %1094 = fmul float %1093, %1092
  %1095 = fcmp uno float %1053, %1053
  %1096 = select i1 %1095, float 0x7FF8000000000000, float %1094
  %1097 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1098 = fdiv float %1096, %1097
  %1099 = fcmp une float %max268, 0.000000e+00
  %1100 = select i1 %1099, float %1098, float -1.000000e+00
  %1101 = fcmp une float %max268, 0.000000e+00
  %1102 = select i1 %1101, float %1098, float 0.000000e+00
  %1103 = fcmp oge float %top_p, 1.000000e+00
  %1104 = select i1 %1103, float 1.000000e+00, float 0.000000e+00
  %1105 = icmp ne i32 %greedy, 0
  %greedy269 = select i1 %1105, float 1.000000e+00, float 0.000000e+00
  %1106 = fcmp ogt float %greedy269, %1104
  %max270 = select i1 %1106, float %greedy269, float %1104
  %1107 = fcmp une float %max270, 0.000000e+00
  %1108 = select i1 %1107, float 0x7FF0000000000000, float %top_p
  %1109 = fadd float %1100, 0.000000e+00
  %1110 = bitcast float %1109 to i32
  %1111 = icmp ult i32 2147483647, %1110
  %1112 = xor i32 %1110, -1
  %1113 = or i32 %1110, -2147483648
  %1114 = select i1 %1111, i32 %1112, i32 %1113
  %1115 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature263
  store i32 %1114, ptr addrspace(3) %1115, align 4
  %1116 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature263
  store float %1102, ptr addrspace(3) %1116, align 4
  br label %slot.done266

slot.done266:                                     ; preds = %slot.then265, %slot.done258
  %feature271 = add i64 %lane, 2048
  %valid272 = icmp ult i64 %feature271, %n_features
  %1117 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid272, label %slot.then273, label %slot.done274

slot.then273:                                     ; preds = %slot.done266
  %1118 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature271
  %1119 = load float, ptr addrspace(1) %1118, align 4
  %1120 = fmul float %1119, %inv_t
  %1121 = fadd float %1119, 0.000000e+00
  %1122 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1123 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature275 = uitofp i64 %feature271 to float
  %1124 = fcmp ogt float %1121, %1122
  %1125 = select i1 %1124, float 1.000000e+00, float 0.000000e+00
  %1126 = fcmp oeq float %1121, %1122
  %1127 = select i1 %1126, float 1.000000e+00, float 0.000000e+00
  %1128 = fcmp ole float %feature275, %1123
  %1129 = select i1 %1128, float 1.000000e+00, float 0.000000e+00
  %1130 = fmul float %1127, %1129
  %1131 = fcmp ogt float %1130, %1125
  %max276 = select i1 %1131, float %1130, float %1125
  %1132 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1133 = fsub float %1120, %1132
  %1134 = fcmp olt float %1133, -1.040000e+02
  %1135 = select i1 %1134, float -1.040000e+02, float %1133
  %1136 = fcmp olt float 8.900000e+01, %1135
  %1137 = select i1 %1136, float 8.900000e+01, float %1135
  %1138 = fmul float %1137, 0x3FF7154760000000
  %1139 = fadd float %1138, 0x4168000000000000
  %1140 = fsub float %1139, 0x4168000000000000
  %1141 = bitcast float %1139 to i32
  %1142 = sub i32 %1141, 1262485504
  %1143 = fmul float %1140, 0x3FE62E4000000000
  %1144 = fsub float %1137, %1143
  %1145 = fmul float %1140, 0x3EB7F7D1C0000000
  %1146 = fsub float %1144, %1145
  %1147 = fmul float %1146, %1146
  %1148 = fmul float %1147, 0x3E66376980000000
  %1149 = fadd float 0xBEBBBD41C0000000, %1148
  %1150 = fmul float %1147, %1149
  %1151 = fadd float 0x3F11566AA0000000, %1150
  %1152 = fmul float %1147, %1151
  %1153 = fadd float 0xBF66C16C20000000, %1152
  %1154 = fmul float %1147, %1153
  %1155 = fadd float 0x3FC5555560000000, %1154
  %1156 = fmul float %1147, %1155
  %1157 = fsub float %1146, %1156
  %1158 = fmul float %1146, %1157
  %1159 = fsub float 2.000000e+00, %1157
  %1160 = fdiv float %1158, %1159
  %1161 = fsub float %1145, %1160
  %1162 = fsub float %1161, %1144
  %1163 = fsub float 1.000000e+00, %1162
  %1164 = add i32 %1142, 256
  %1165 = lshr i32 %1164, 1
  %1166 = sub i32 %1165, 1
  %1167 = add i32 %1142, 255
  %1168 = sub i32 %1167, %1165
  %1169 = shl i32 %1166, 23
  %1170 = shl i32 %1168, 23
  %1171 = bitcast i32 %1169 to float
  %1172 = bitcast i32 %1170 to float
  %1173 = fmul float %1163, %1171
  %1174 = fmul float %1173, %1172
  %1175 = fcmp uno float %1133, %1133
  %1176 = select i1 %1175, float 0x7FF8000000000000, float %1174
  %1177 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1178 = fdiv float %1176, %1177
  %1179 = fcmp une float %max276, 0.000000e+00
  %1180 = select i1 %1179, float %1178, float -1.000000e+00
  %1181 = fcmp une float %max276, 0.000000e+00
  %1182 = select i1 %1181, float %1178, float 0.000000e+00
  %1183 = fcmp oge float %top_p, 1.000000e+00
  %1184 = select i1 %1183, float 1.000000e+00, float 0.000000e+00
  %1185 = icmp ne i32 %greedy, 0
  %greedy277 = select i1 %1185, float 1.000000e+00, float 0.000000e+00
  %1186 = fcmp ogt float %greedy277, %1184
  %max278 = select i1 %1186, float %greedy277, float %1184
  %1187 = fcmp une float %max278, 0.000000e+00
  %1188 = select i1 %1187, float 0x7FF0000000000000, float %top_p
  %1189 = fadd float %1180, 0.000000e+00
  %1190 = bitcast float %1189 to i32
  %1191 = icmp ult i32 2147483647, %1190
  %1192 = xor i32 %1190, -1
  %1193 = or i32 %1190, -2147483648
  %1194 = select i1 %1191, i32 %1192, i32 %1193
  %1195 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature271
  store i32 %1194, ptr addrspace(3) %1195, align 4
  %1196 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature271
  store float %1182, ptr addrspace(3) %1196, align 4
  br label %slot.done274

slot.done274:                                     ; preds = %slot.then273, %slot.done266
  %feature279 = add i64 %lane, 3072
  %valid280 = icmp ult i64 %feature279, %n_features
  %1197 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid280, label %slot.then281, label %slot.done282

slot.then281:                                     ; preds = %slot.done274
  %1198 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature279
  %1199 = load float, ptr addrspace(1) %1198, align 4
  %1200 = fmul float %1199, %inv_t
  %1201 = fadd float %1199, 0.000000e+00
  %1202 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1203 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature283 = uitofp i64 %feature279 to float
  %1204 = fcmp ogt float %1201, %1202
  %1205 = select i1 %1204, float 1.000000e+00, float 0.000000e+00
  %1206 = fcmp oeq float %1201, %1202
  %1207 = select i1 %1206, float 1.000000e+00, float 0.000000e+00
  %1208 = fcmp ole float %feature283, %1203
  %1209 = select i1 %1208, float 1.000000e+00, float 0.000000e+00
  %1210 = fmul float %1207, %1209
  %1211 = fcmp ogt float %1210, %1205
  %max284 = select i1 %1211, float %1210, float %1205
  %1212 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1213 = fsub float %1200, %1212
  %1214 = fcmp olt float %1213, -1.040000e+02
  %1215 = select i1 %1214, float -1.040000e+02, float %1213
  %1216 = fcmp olt float 8.900000e+01, %1215
  %1217 = select i1 %1216, float 8.900000e+01, float %1215
  %1218 = fmul float %1217, 0x3FF7154760000000
  %1219 = fadd float %1218, 0x4168000000000000
  %1220 = fsub float %1219, 0x4168000000000000
  %1221 = bitcast float %1219 to i32
  %1222 = sub i32 %1221, 1262485504
  %1223 = fmul float %1220, 0x3FE62E4000000000
  %1224 = fsub float %1217, %1223
  %1225 = fmul float %1220, 0x3EB7F7D1C0000000
  %1226 = fsub float %1224, %1225
  %1227 = fmul float %1226, %1226
  %1228 = fmul float %1227, 0x3E66376980000000
  %1229 = fadd float 0xBEBBBD41C0000000, %1228
  %1230 = fmul float %1227, %1229
  %1231 = fadd float 0x3F11566AA0000000, %1230
  %1232 = fmul float %1227, %1231
  %1233 = fadd float 0xBF66C16C20000000, %1232
  %1234 = fmul float %1227, %1233
  %1235 = fadd float 0x3FC5555560000000, %1234
  %1236 = fmul float %1227, %1235
  %1237 = fsub float %1226, %1236
  %1238 = fmul float %1226, %1237
  %1239 = fsub float 2.000000e+00, %1237
  %1240 = fdiv float %1238, %1239
  %1241 = fsub float %1225, %1240
  %1242 = fsub float %1241, %1224
  %1243 = fsub float 1.000000e+00, %1242
  %1244 = add i32 %1222, 256
  %1245 = lshr i32 %1244, 1
  %1246 = sub i32 %1245, 1
  %1247 = add i32 %1222, 255
  %1248 = sub i32 %1247, %1245
  %1249 = shl i32 %1246, 23
  %1250 = shl i32 %1248, 23
  %1251 = bitcast i32 %1249 to float
  %1252 = bitcast i32 %1250 to float
  %1253 = fmul float %1243, %1251
  %1254 = fmul float %1253, %1252
  %1255 = fcmp uno float %1213, %1213
  %1256 = select i1 %1255, float 0x7FF8000000000000, float %1254
  %1257 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1258 = fdiv float %1256, %1257
  %1259 = fcmp une float %max284, 0.000000e+00
  %1260 = select i1 %1259, float %1258, float -1.000000e+00
  %1261 = fcmp une float %max284, 0.000000e+00
  %1262 = select i1 %1261, float %1258, float 0.000000e+00
  %1263 = fcmp oge float %top_p, 1.000000e+00
  %1264 = select i1 %1263, float 1.000000e+00, float 0.000000e+00
  %1265 = icmp ne i32 %greedy, 0
  %greedy285 = select i1 %1265, float 1.000000e+00, float 0.000000e+00
  %1266 = fcmp ogt float %greedy285, %1264
  %max286 = select i1 %1266, float %greedy285, float %1264
  %1267 = fcmp une float %max286, 0.000000e+00
  %1268 = select i1 %1267, float 0x7FF0000000000000, float %top_p
  %1269 = fadd float %1260, 0.000000e+00
  %1270 = bitcast float %1269 to i32
  %1271 = icmp ult i32 2147483647, %1270
  %1272 = xor i32 %1270, -1
  %1273 = or i32 %1270, -2147483648
  %1274 = select i1 %1271, i32 %1272, i32 %1273
  %1275 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature279
  store i32 %1274, ptr addrspace(3) %1275, align 4
  %1276 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %feature279
  store float %1262, ptr addrspace(3) %1276, align 4
  br label %slot.done282

slot.done282:                                     ; preds = %slot.then281, %slot.done274
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature287 = add i64 %lane, 0
  %valid288 = icmp ult i64 %feature287, %n_features
  %1277 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %search.then289, label %search.done290

search.then289:                                   ; preds = %slot.done282
  %1278 = getelementptr inbounds float, ptr addrspace(1) %3, i64 0
  %1279 = load float, ptr addrspace(1) %1278, align 4
  %1280 = fmul float %1279, %inv_t
  %1281 = fadd float %1279, 0.000000e+00
  %1282 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1283 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %1284 = fcmp ogt float %1281, %1282
  %1285 = select i1 %1284, float 1.000000e+00, float 0.000000e+00
  %1286 = fcmp oeq float %1281, %1282
  %1287 = select i1 %1286, float 1.000000e+00, float 0.000000e+00
  %1288 = fcmp ole float 0.000000e+00, %1283
  %1289 = select i1 %1288, float 1.000000e+00, float 0.000000e+00
  %1290 = fmul float %1287, %1289
  %1291 = fcmp ogt float %1290, %1285
  %max291 = select i1 %1291, float %1290, float %1285
  %1292 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1293 = fsub float %1280, %1292
  %1294 = fcmp olt float %1293, -1.040000e+02
  %1295 = select i1 %1294, float -1.040000e+02, float %1293
  %1296 = fcmp olt float 8.900000e+01, %1295
  %1297 = select i1 %1296, float 8.900000e+01, float %1295
  %1298 = fmul float %1297, 0x3FF7154760000000
  %1299 = fadd float %1298, 0x4168000000000000
  %1300 = fsub float %1299, 0x4168000000000000
  %1301 = bitcast float %1299 to i32
  %1302 = sub i32 %1301, 1262485504
  %1303 = fmul float %1300, 0x3FE62E4000000000
  %1304 = fsub float %1297, %1303
  %1305 = fmul float %1300, 0x3EB7F7D1C0000000
  %1306 = fsub float %1304, %1305
  %1307 = fmul float %1306, %1306
  %1308 = fmul float %1307, 0x3E66376980000000
  %1309 = fadd float 0xBEBBBD41C0000000, %1308
  %1310 = fmul float %1307, %1309
  %1311 = fadd float 0x3F11566AA0000000, %1310
  %1312 = fmul float %1307, %1311
  %1313 = fadd float 0xBF66C16C20000000, %1312
  %1314 = fmul float %1307, %1313
  %1315 = fadd float 0x3FC5555560000000, %1314
  %1316 = fmul float %1307, %1315
  %1317 = fsub float %1306, %1316
  %1318 = fmul float %1306, %1317
  %1319 = fsub float 2.000000e+00, %1317
  %1320 = fdiv float %1318, %1319
  %1321 = fsub float %1305, %1320
  %1322 = fsub float %1321, %1304
  %1323 = fsub float 1.000000e+00, %1322
  %1324 = add i32 %1302, 256
  %1325 = lshr i32 %1324, 1
  %1326 = sub i32 %1325, 1
  %1327 = add i32 %1302, 255
  %1328 = sub i32 %1327, %1325
  %1329 = shl i32 %1326, 23
  %1330 = shl i32 %1328, 23
  %1331 = bitcast i32 %1329 to float
  %1332 = bitcast i32 %1330 to float
  %1333 = fmul float %1323, %1331
  %1334 = fmul float %1333, %1332
  %1335 = fcmp uno float %1293, %1293
  %1336 = select i1 %1335, float 0x7FF8000000000000, float %1334
  %1337 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1338 = fdiv float %1336, %1337
  %1339 = fcmp une float %max291, 0.000000e+00
  %1340 = select i1 %1339, float %1338, float -1.000000e+00
  %1341 = fcmp une float %max291, 0.000000e+00
  %1342 = select i1 %1341, float %1338, float 0.000000e+00
  %1343 = fcmp oge float %top_p, 1.000000e+00
  %1344 = select i1 %1343, float 1.000000e+00, float 0.000000e+00
  %1345 = icmp ne i32 %greedy, 0
  %greedy292 = select i1 %1345, float 1.000000e+00, float 0.000000e+00
  %1346 = fcmp ogt float %greedy292, %1344
  %max293 = select i1 %1346, float %greedy292, float %1344
  %1347 = fcmp une float %max293, 0.000000e+00
  %1348 = select i1 %1347, float 0x7FF0000000000000, float %top_p
  store float 0xFFF0000000000000, ptr %search_value294, align 4
  store float 0x7FF0000000000000, ptr %search_index295, align 4
  store float 0.000000e+00, ptr %fold_value296, align 4
  store i64 0, ptr %fold_index297, align 8
  store i64 0, ptr %pairwise_depth300, align 8
  br label %search.feature.header301

search.done290:                                   ; preds = %search.done307, %slot.done282
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %feature344 = add i64 %lane, 0
  %valid345 = icmp ult i64 %feature344, %n_features
  %1349 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid345, label %slot.then346, label %slot.done347

search.feature.header301:                         ; preds = %search.feature.body302, %search.then289
  %search.feature304 = phi i64 [ 0, %search.then289 ], [ %1358, %search.feature.body302 ]
  %1350 = icmp ult i64 %search.feature304, %n_features
  br i1 %1350, label %search.feature.body302, label %search.feature.exit303

search.feature.body302:                           ; preds = %search.feature.header301
  %1351 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature304
  %1352 = load i32, ptr addrspace(3) %1351, align 4
  %1353 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature304
  %1354 = load float, ptr addrspace(3) %1353, align 4
  %1355 = select i1 true, float %1354, float 0.000000e+00
  %1356 = load float, ptr %fold_value296, align 4
  %1357 = fadd float %1355, %1356
  store float %1357, ptr %fold_value296, align 4
  %1358 = add i64 %search.feature304, 1
  br label %search.feature.header301

search.feature.exit303:                           ; preds = %search.feature.header301
  %1359 = load float, ptr %fold_value296, align 4
  %1360 = fcmp ogt float %1348, 0.000000e+00
  %1361 = fcmp oge float %1359, %1348
  %search.run305 = and i1 %1361, %1360
  br i1 %search.run305, label %search.then306, label %search.done307

search.then306:                                   ; preds = %search.feature.exit303
  store i32 0, ptr %search_hi308, align 4
  br label %search.key_bit.header309

search.done307:                                   ; preds = %search.index_bit.exit330, %search.feature.exit303
  %1362 = load float, ptr %search_value294, align 4
  %1363 = load float, ptr %search_index295, align 4
  store float %1362, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  store float %1363, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  br label %search.done290

search.key_bit.header309:                         ; preds = %search.feature.exit321, %search.then306
  %search.key_bit312 = phi i64 [ 0, %search.then306 ], [ %1384, %search.feature.exit321 ]
  %1364 = icmp ult i64 %search.key_bit312, 32
  br i1 %1364, label %search.key_bit.body310, label %search.key_bit.exit311

search.key_bit.body310:                           ; preds = %search.key_bit.header309
  %1365 = sub i64 31, %search.key_bit312
  %1366 = trunc i64 %1365 to i32
  %1367 = shl i32 1, %1366
  %1368 = load i32, ptr %search_hi308, align 4
  %candidate313 = or i32 %1368, %1367
  store float 0.000000e+00, ptr %fold_value314, align 4
  store i64 0, ptr %fold_index315, align 8
  store i64 0, ptr %pairwise_depth318, align 8
  br label %search.feature.header319

search.key_bit.exit311:                           ; preds = %search.key_bit.header309
  %hi323 = load i32, ptr %search_hi308, align 4
  %1369 = sub i64 %n_features, 1
  %ctlz324 = call i64 @llvm.ctlz.i64(i64 %1369, i1 false)
  %index_bits325 = sub i64 64, %ctlz324
  %1370 = shl i64 1, %index_bits325
  %mask326 = sub i64 %1370, 1
  store i64 0, ptr %search_lo327, align 8
  br label %search.index_bit.header328

search.feature.header319:                         ; preds = %search.feature.body320, %search.key_bit.body310
  %search.feature322 = phi i64 [ 0, %search.key_bit.body310 ], [ %1380, %search.feature.body320 ]
  %1371 = icmp ult i64 %search.feature322, %n_features
  br i1 %1371, label %search.feature.body320, label %search.feature.exit321

search.feature.body320:                           ; preds = %search.feature.header319
  %1372 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature322
  %1373 = load i32, ptr addrspace(3) %1372, align 4
  %1374 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature322
  %1375 = load float, ptr addrspace(3) %1374, align 4
  %1376 = icmp uge i32 %1373, %candidate313
  %1377 = select i1 %1376, float %1375, float 0.000000e+00
  %1378 = load float, ptr %fold_value314, align 4
  %1379 = fadd float %1377, %1378
  store float %1379, ptr %fold_value314, align 4
  %1380 = add i64 %search.feature322, 1
  br label %search.feature.header319

search.feature.exit321:                           ; preds = %search.feature.header319
  %1381 = load float, ptr %fold_value314, align 4
  %1382 = fcmp oge float %1381, %1348
  %1383 = select i1 %1382, i32 %candidate313, i32 %1368
  store i32 %1383, ptr %search_hi308, align 4
  %1384 = add i64 %search.key_bit312, 1
  br label %search.key_bit.header309

search.index_bit.header328:                       ; preds = %search.feature.exit340, %search.key_bit.exit311
  %search.index_bit331 = phi i64 [ 0, %search.key_bit.exit311 ], [ %1415, %search.feature.exit340 ]
  %1385 = icmp ult i64 %search.index_bit331, %index_bits325
  br i1 %1385, label %search.index_bit.body329, label %search.index_bit.exit330

search.index_bit.body329:                         ; preds = %search.index_bit.header328
  %1386 = sub i64 %index_bits325, 1
  %1387 = sub i64 %1386, %search.index_bit331
  %1388 = shl i64 1, %1387
  %1389 = load i64, ptr %search_lo327, align 8
  %candidate332 = or i64 %1389, %1388
  store float 0.000000e+00, ptr %fold_value333, align 4
  store i64 0, ptr %fold_index334, align 8
  store i64 0, ptr %pairwise_depth337, align 8
  br label %search.feature.header338

search.index_bit.exit330:                         ; preds = %search.index_bit.header328
  %lo342 = load i64, ptr %search_lo327, align 8
  %1390 = and i32 %hi323, -2147483648
  %1391 = icmp ne i32 %1390, 0
  %1392 = and i32 %hi323, 2147483647
  %1393 = xor i32 %hi323, -1
  %1394 = select i1 %1391, i32 %1392, i32 %1393
  %1395 = bitcast i32 %1394 to float
  store float %1395, ptr %search_value294, align 4
  %1396 = sub i64 %mask326, %lo342
  %search_index343 = uitofp i64 %1396 to float
  store float %search_index343, ptr %search_index295, align 4
  br label %search.done307

search.feature.header338:                         ; preds = %search.feature.body339, %search.index_bit.body329
  %search.feature341 = phi i64 [ 0, %search.index_bit.body329 ], [ %1411, %search.feature.body339 ]
  %1397 = icmp ult i64 %search.feature341, %n_features
  br i1 %1397, label %search.feature.body339, label %search.feature.exit340

search.feature.body339:                           ; preds = %search.feature.header338
  %1398 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %search.feature341
  %1399 = load i32, ptr addrspace(3) %1398, align 4
  %1400 = getelementptr inbounds float, ptr addrspace(3) @tessera_search_weights_w4096, i64 %search.feature341
  %1401 = load float, ptr addrspace(3) %1400, align 4
  %1402 = icmp ugt i32 %1399, %hi323
  %1403 = icmp eq i32 %1399, %hi323
  %1404 = sub i64 %mask326, %search.feature341
  %1405 = icmp uge i64 %1404, %candidate332
  %1406 = and i1 %1403, %1405
  %1407 = or i1 %1402, %1406
  %1408 = select i1 %1407, float %1401, float 0.000000e+00
  %1409 = load float, ptr %fold_value333, align 4
  %1410 = fadd float %1408, %1409
  store float %1410, ptr %fold_value333, align 4
  %1411 = add i64 %search.feature341, 1
  br label %search.feature.header338

search.feature.exit340:                           ; preds = %search.feature.header338
  %1412 = load float, ptr %fold_value333, align 4
  %1413 = fcmp oge float %1412, %1348
  %1414 = select i1 %1413, i64 %candidate332, i64 %1389
  store i64 %1414, ptr %search_lo327, align 8
  %1415 = add i64 %search.index_bit331, 1
  br label %search.index_bit.header328

slot.then346:                                     ; preds = %search.done290
  %1416 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature344
  %1417 = load float, ptr addrspace(1) %1416, align 4
  %1418 = fmul float %1417, %inv_t
  %1419 = fadd float %1417, 0.000000e+00
  %1420 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1421 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature348 = uitofp i64 %feature344 to float
  %1422 = fcmp ogt float %1419, %1420
  %1423 = select i1 %1422, float 1.000000e+00, float 0.000000e+00
  %1424 = fcmp oeq float %1419, %1420
  %1425 = select i1 %1424, float 1.000000e+00, float 0.000000e+00
  %1426 = fcmp ole float %feature348, %1421
  %1427 = select i1 %1426, float 1.000000e+00, float 0.000000e+00
  %1428 = fmul float %1425, %1427
  %1429 = fcmp ogt float %1428, %1423
  %max349 = select i1 %1429, float %1428, float %1423
  %1430 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1431 = fsub float %1418, %1430
  %1432 = fcmp olt float %1431, -1.040000e+02
  %1433 = select i1 %1432, float -1.040000e+02, float %1431
  %1434 = fcmp olt float 8.900000e+01, %1433
  %1435 = select i1 %1434, float 8.900000e+01, float %1433
  %1436 = fmul float %1435, 0x3FF7154760000000
  %1437 = fadd float %1436, 0x4168000000000000
  %1438 = fsub float %1437, 0x4168000000000000
  %1439 = bitcast float %1437 to i32
  %1440 = sub i32 %1439, 1262485504
  %1441 = fmul float %1438, 0x3FE62E4000000000
  %1442 = fsub float %1435, %1441
  %1443 = fmul float %1438, 0x3EB7F7D1C0000000
  %1444 = fsub float %1442, %1443
  %1445 = fmul float %1444, %1444
  %1446 = fmul float %1445, 0x3E66376980000000
  %1447 = fadd float 0xBEBBBD41C0000000, %1446
  %1448 = fmul float %1445, %1447
  %1449 = fadd float 0x3F11566AA0000000, %1448
  %1450 = fmul float %1445, %1449
  %1451 = fadd float 0xBF66C16C20000000, %1450
  %1452 = fmul float %1445, %1451
  %1453 = fadd float 0x3FC5555560000000, %1452
  %1454 = fmul float %1445, %1453
  %1455 = fsub float %1444, %1454
  %1456 = fmul float %1444, %1455
  %1457 = fsub float 2.000000e+00, %1455
  %1458 = fdiv float %1456, %1457
  %1459 = fsub float %1443, %1458
  %1460 = fsub float %1459, %1442
  %1461 = fsub float 1.000000e+00, %1460
  %1462 = add i32 %1440, 256
  %1463 = lshr i32 %1462, 1
  %1464 = sub i32 %1463, 1
  %1465 = add i32 %1440, 255
  %1466 = sub i32 %1465, %1463
  %1467 = shl i32 %1464, 23
  %1468 = shl i32 %1466, 23
  %1469 = bitcast i32 %1467 to float
  %1470 = bitcast i32 %1468 to float
  %1471 = fmul float %1461, %1469
  %1472 = fmul float %1471, %1470
  %1473 = fcmp uno float %1431, %1431
  %1474 = select i1 %1473, float 0x7FF8000000000000, float %1472
  %1475 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1476 = fdiv float %1474, %1475
  %1477 = fcmp une float %max349, 0.000000e+00
  %1478 = select i1 %1477, float %1476, float -1.000000e+00
  %1479 = fadd float %1478, 0.000000e+00
  %1480 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %1481 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature350 = uitofp i64 %feature344 to float
  %1482 = fcmp ogt float %1479, %1480
  %1483 = select i1 %1482, float 1.000000e+00, float 0.000000e+00
  %1484 = fcmp oeq float %1479, %1480
  %1485 = select i1 %1484, float 1.000000e+00, float 0.000000e+00
  %1486 = fcmp ole float %feature350, %1481
  %1487 = select i1 %1486, float 1.000000e+00, float 0.000000e+00
  %1488 = fmul float %1485, %1487
  %1489 = fcmp ogt float %1488, %1483
  %max351 = select i1 %1489, float %1488, float %1483
  %1490 = fmul float %max349, %max351
  %1491 = trunc i64 %key0 to i32
  %1492 = lshr i64 %key0, 32
  %1493 = trunc i64 %1492 to i32
  %1494 = trunc i64 %feature344 to i32
  %1495 = trunc i64 %row to i32
  %1496 = trunc i64 %key1 to i32
  %1497 = lshr i64 %key1, 32
  %1498 = trunc i64 %1497 to i32
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
  %1509 = xor i32 %1507, %1495
  %1510 = xor i32 %1509, %1491
  %1511 = xor i32 %1504, %1498
  %1512 = xor i32 %1511, %1493
  %1513 = add i32 %1491, -1640531527
  %1514 = add i32 %1493, -1150833019
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
  %1593 = add i32 %1577, -1640531527
  %1594 = add i32 %1578, -1150833019
  %1595 = zext i32 %1590 to i64
  %1596 = mul i64 3528531795, %1595
  %1597 = zext i32 %1592 to i64
  %1598 = mul i64 3449720151, %1597
  %1599 = lshr i64 %1596, 32
  %1600 = trunc i64 %1599 to i32
  %1601 = trunc i64 %1596 to i32
  %1602 = lshr i64 %1598, 32
  %1603 = trunc i64 %1602 to i32
  %1604 = trunc i64 %1598 to i32
  %1605 = xor i32 %1603, %1588
  %1606 = xor i32 %1605, %1593
  %1607 = xor i32 %1600, %1585
  %1608 = xor i32 %1607, %1594
  %1609 = add i32 %1593, -1640531527
  %1610 = add i32 %1594, -1150833019
  %1611 = zext i32 %1606 to i64
  %1612 = mul i64 3528531795, %1611
  %1613 = zext i32 %1608 to i64
  %1614 = mul i64 3449720151, %1613
  %1615 = lshr i64 %1612, 32
  %1616 = trunc i64 %1615 to i32
  %1617 = trunc i64 %1612 to i32
  %1618 = lshr i64 %1614, 32
  %1619 = trunc i64 %1618 to i32
  %1620 = trunc i64 %1614 to i32
  %1621 = xor i32 %1619, %1604
  %1622 = xor i32 %1621, %1609
  %1623 = xor i32 %1616, %1601
  %1624 = xor i32 %1623, %1610
  %1625 = add i32 %1609, -1640531527
  %1626 = add i32 %1610, -1150833019
  %1627 = zext i32 %1622 to i64
  %1628 = mul i64 3528531795, %1627
  %1629 = zext i32 %1624 to i64
  %1630 = mul i64 3449720151, %1629
  %1631 = lshr i64 %1628, 32
  %1632 = trunc i64 %1631 to i32
  %1633 = trunc i64 %1628 to i32
  %1634 = lshr i64 %1630, 32
  %1635 = trunc i64 %1634 to i32
  %1636 = trunc i64 %1630 to i32
  %1637 = xor i32 %1635, %1620
  %1638 = xor i32 %1637, %1625
  %1639 = xor i32 %1632, %1617
  %1640 = xor i32 %1639, %1626
  %1641 = add i32 %1625, -1640531527
  %1642 = add i32 %1626, -1150833019
  %1643 = zext i32 %1638 to i64
  %1644 = mul i64 3528531795, %1643
  %1645 = zext i32 %1640 to i64
  %1646 = mul i64 3449720151, %1645
  %1647 = lshr i64 %1644, 32
  %1648 = trunc i64 %1647 to i32
  %1649 = trunc i64 %1644 to i32
  %1650 = lshr i64 %1646, 32
  %1651 = trunc i64 %1650 to i32
  %1652 = trunc i64 %1646 to i32
  %1653 = xor i32 %1651, %1636
  %1654 = xor i32 %1653, %1641
  %1655 = xor i32 %1648, %1633
  %1656 = xor i32 %1655, %1642
  %1657 = uitofp i32 %1654 to double
  %1658 = fadd double %1657, 5.000000e-01
  %1659 = fmul double %1658, 0x3DF0000000000000
  %1660 = fcmp olt double %1659, 0x10000000000000
  %1661 = fmul double %1659, 0x4350000000000000
  %1662 = select i1 %1660, double %1661, double %1659
  %1663 = select i1 %1660, i64 1077, i64 1023
  %1664 = bitcast double %1662 to i64
  %1665 = lshr i64 %1664, 32
  %1666 = add i64 %1665, 614242
  %1667 = lshr i64 %1666, 20
  %1668 = sub i64 %1667, %1663
  %1669 = and i64 %1666, 1048575
  %1670 = add i64 %1669, 1072079006
  %1671 = shl i64 %1670, 32
  %1672 = and i64 %1664, 4294967295
  %1673 = or i64 %1671, %1672
  %1674 = bitcast i64 %1673 to double
  %1675 = fsub double %1674, 1.000000e+00
  %1676 = fmul double 5.000000e-01, %1675
  %1677 = fmul double %1676, %1675
  %1678 = fadd double 2.000000e+00, %1675
  %1679 = fdiv double %1675, %1678
  %1680 = fmul double %1679, %1679
  %1681 = fmul double %1680, %1680
  %1682 = fmul double %1681, 0x3FC39A09D078C69F
  %1683 = fadd double 0x3FCC71C51D8E78AF, %1682
  %1684 = fmul double %1681, %1683
  %1685 = fadd double 0x3FD999999997FA04, %1684
  %1686 = fmul double %1681, %1685
  %1687 = fmul double %1681, 0x3FC2F112DF3E5244
  %1688 = fadd double 0x3FC7466496CB03DE, %1687
  %1689 = fmul double %1681, %1688
  %1690 = fadd double 0x3FD2492494229359, %1689
  %1691 = fmul double %1681, %1690
  %1692 = fadd double 0x3FE5555555555593, %1691
  %1693 = fmul double %1680, %1692
  %1694 = fadd double %1693, %1686
  %1695 = sitofp i64 %1668 to double
  %1696 = fadd double %1677, %1694
  %1697 = fmul double %1679, %1696
  %1698 = fmul double %1695, 0x3DEA39EF35793C76
  %1699 = fadd double %1697, %1698
  %1700 = fsub double %1699, %1677
  %1701 = fadd double %1700, %1675
  %1702 = fmul double %1695, 0x3FE62E42FEE00000
  %1703 = fadd double %1701, %1702
  %1704 = fcmp oeq double %1659, 0x7FF0000000000000
  %1705 = select i1 %1704, double 0x7FF0000000000000, double %1703
  %1706 = fcmp oeq double %1659, 0.000000e+00
  %1707 = select i1 %1706, double 0xFFF0000000000000, double %1705
  %1708 = fcmp olt double %1659, 0.000000e+00
  %1709 = fcmp uno double %1659, %1659
  %1710 = or i1 %1708, %1709
  %1711 = select i1 %1710, double 0x7FF8000000000000, double %1707
  %1712 = fneg double %1711
  %1713 = fcmp olt double %1712, 0x10000000000000
  %1714 = fmul double %1712, 0x4350000000000000
  %1715 = select i1 %1713, double %1714, double %1712
  %1716 = select i1 %1713, i64 1077, i64 1023
  %1717 = bitcast double %1715 to i64
  %1718 = lshr i64 %1717, 32
  %1719 = add i64 %1718, 614242
  %1720 = lshr i64 %1719, 20
  %1721 = sub i64 %1720, %1716
  %1722 = and i64 %1719, 1048575
  %1723 = add i64 %1722, 1072079006
  %1724 = shl i64 %1723, 32
  %1725 = and i64 %1717, 4294967295
  %1726 = or i64 %1724, %1725
  %1727 = bitcast i64 %1726 to double
  %1728 = fsub double %1727, 1.000000e+00
  %1729 = fmul double 5.000000e-01, %1728
  %1730 = fmul double %1729, %1728
  %1731 = fadd double 2.000000e+00, %1728
  %1732 = fdiv double %1728, %1731
  %1733 = fmul double %1732, %1732
  %1734 = fmul double %1733, %1733
  %1735 = fmul double %1734, 0x3FC39A09D078C69F
  %1736 = fadd double 0x3FCC71C51D8E78AF, %1735
  %1737 = fmul double %1734, %1736
  %1738 = fadd double 0x3FD999999997FA04, %1737
  %1739 = fmul double %1734, %1738
  %1740 = fmul double %1734, 0x3FC2F112DF3E5244
  %1741 = fadd double 0x3FC7466496CB03DE, %1740
  %1742 = fmul double %1734, %1741
  %1743 = fadd double 0x3FD2492494229359, %1742
  %1744 = fmul double %1734, %1743
  %1745 = fadd double 0x3FE5555555555593, %1744
  %1746 = fmul double %1733, %1745
  %1747 = fadd double %1746, %1739
  %1748 = sitofp i64 %1721 to double
  %1749 = fadd double %1730, %1747
  %1750 = fmul double %1732, %1749
  %1751 = fmul double %1748, 0x3DEA39EF35793C76
  %1752 = fadd double %1750, %1751
  %1753 = fsub double %1752, %1730
  %1754 = fadd double %1753, %1728
  %1755 = fmul double %1748, 0x3FE62E42FEE00000
  %1756 = fadd double %1754, %1755
  %1757 = fcmp oeq double %1712, 0x7FF0000000000000
  %1758 = select i1 %1757, double 0x7FF0000000000000, double %1756
  %1759 = fcmp oeq double %1712, 0.000000e+00
  %1760 = select i1 %1759, double 0xFFF0000000000000, double %1758
  %1761 = fcmp olt double %1712, 0.000000e+00
  %1762 = fcmp uno double %1712, %1712
  %1763 = or i1 %1761, %1762
  %1764 = select i1 %1763, double 0x7FF8000000000000, double %1760
  %1765 = fneg double %1764
  %1766 = fptrunc double %1765 to float
  %1767 = fadd float %1418, %1766
  %1768 = fcmp une float %1490, 0.000000e+00
  %1769 = select i1 %1768, float %1767, float 0xFFF0000000000000
  %1770 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature344
  store float %1769, ptr addrspace(3) %1770, align 4
  br label %slot.done347

slot.done347:                                     ; preds = %slot.then346, %search.done290
  %feature352 = add i64 %lane, 1024
  %valid353 = icmp ult i64 %feature352, %n_features
  %1771 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid353, label %slot.then354, label %slot.done355

slot.then354:                                     ; preds = %slot.done347
  %1772 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature352
  %1773 = load float, ptr addrspace(1) %1772, align 4
  %1774 = fmul float %1773, %inv_t
  %1775 = fadd float %1773, 0.000000e+00
  %1776 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %1777 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature356 = uitofp i64 %feature352 to float
  %1778 = fcmp ogt float %1775, %1776
  %1779 = select i1 %1778, float 1.000000e+00, float 0.000000e+00
  %1780 = fcmp oeq float %1775, %1776
  %1781 = select i1 %1780, float 1.000000e+00, float 0.000000e+00
  %1782 = fcmp ole float %feature356, %1777
  %1783 = select i1 %1782, float 1.000000e+00, float 0.000000e+00
  %1784 = fmul float %1781, %1783
  %1785 = fcmp ogt float %1784, %1779
  %max357 = select i1 %1785, float %1784, float %1779
  %1786 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %1787 = fsub float %1774, %1786
  %1788 = fcmp olt float %1787, -1.040000e+02
  %1789 = select i1 %1788, float -1.040000e+02, float %1787
  %1790 = fcmp olt float 8.900000e+01, %1789
  %1791 = select i1 %1790, float 8.900000e+01, float %1789
  %1792 = fmul float %1791, 0x3FF7154760000000
  %1793 = fadd float %1792, 0x4168000000000000
  %1794 = fsub float %1793, 0x4168000000000000
  %1795 = bitcast float %1793 to i32
  %1796 = sub i32 %1795, 1262485504
  %1797 = fmul float %1794, 0x3FE62E4000000000
  %1798 = fsub float %1791, %1797
  %1799 = fmul float %1794, 0x3EB7F7D1C0000000
  %1800 = fsub float %1798, %1799
  %1801 = fmul float %1800, %1800
  %1802 = fmul float %1801, 0x3E66376980000000
  %1803 = fadd float 0xBEBBBD41C0000000, %1802
  %1804 = fmul float %1801, %1803
  %1805 = fadd float 0x3F11566AA0000000, %1804
  %1806 = fmul float %1801, %1805
  %1807 = fadd float 0xBF66C16C20000000, %1806
  %1808 = fmul float %1801, %1807
  %1809 = fadd float 0x3FC5555560000000, %1808
  %1810 = fmul float %1801, %1809
  %1811 = fsub float %1800, %1810
  %1812 = fmul float %1800, %1811
  %1813 = fsub float 2.000000e+00, %1811
  %1814 = fdiv float %1812, %1813
  %1815 = fsub float %1799, %1814
  %1816 = fsub float %1815, %1798
  %1817 = fsub float 1.000000e+00, %1816
  %1818 = add i32 %1796, 256
  %1819 = lshr i32 %1818, 1
  %1820 = sub i32 %1819, 1
  %1821 = add i32 %1796, 255
  %1822 = sub i32 %1821, %1819
  %1823 = shl i32 %1820, 23
  %1824 = shl i32 %1822, 23
  %1825 = bitcast i32 %1823 to float
  %1826 = bitcast i32 %1824 to float
  %1827 = fmul float %1817, %1825
  %1828 = fmul float %1827, %1826
  %1829 = fcmp uno float %1787, %1787
  %1830 = select i1 %1829, float 0x7FF8000000000000, float %1828
  %1831 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %1832 = fdiv float %1830, %1831
  %1833 = fcmp une float %max357, 0.000000e+00
  %1834 = select i1 %1833, float %1832, float -1.000000e+00
  %1835 = fadd float %1834, 0.000000e+00
  %1836 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %1837 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature358 = uitofp i64 %feature352 to float
  %1838 = fcmp ogt float %1835, %1836
  %1839 = select i1 %1838, float 1.000000e+00, float 0.000000e+00
  %1840 = fcmp oeq float %1835, %1836
  %1841 = select i1 %1840, float 1.000000e+00, float 0.000000e+00
  %1842 = fcmp ole float %feature358, %1837
  %1843 = select i1 %1842, float 1.000000e+00, float 0.000000e+00
  %1844 = fmul float %1841, %1843
  %1845 = fcmp ogt float %1844, %1839
  %max359 = select i1 %1845, float %1844, float %1839
  %1846 = fmul float %max357, %max359
  %1847 = trunc i64 %key0 to i32
  %1848 = lshr i64 %key0, 32
  %1849 = trunc i64 %1848 to i32
  %1850 = trunc i64 %feature352 to i32
  %1851 = trunc i64 %row to i32
  %1852 = trunc i64 %key1 to i32
  %1853 = lshr i64 %key1, 32
  %1854 = trunc i64 %1853 to i32
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
  %1865 = xor i32 %1863, %1851
  %1866 = xor i32 %1865, %1847
  %1867 = xor i32 %1860, %1854
  %1868 = xor i32 %1867, %1849
  %1869 = add i32 %1847, -1640531527
  %1870 = add i32 %1849, -1150833019
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
  %1949 = add i32 %1933, -1640531527
  %1950 = add i32 %1934, -1150833019
  %1951 = zext i32 %1946 to i64
  %1952 = mul i64 3528531795, %1951
  %1953 = zext i32 %1948 to i64
  %1954 = mul i64 3449720151, %1953
  %1955 = lshr i64 %1952, 32
  %1956 = trunc i64 %1955 to i32
  %1957 = trunc i64 %1952 to i32
  %1958 = lshr i64 %1954, 32
  %1959 = trunc i64 %1958 to i32
  %1960 = trunc i64 %1954 to i32
  %1961 = xor i32 %1959, %1944
  %1962 = xor i32 %1961, %1949
  %1963 = xor i32 %1956, %1941
  %1964 = xor i32 %1963, %1950
  %1965 = add i32 %1949, -1640531527
  %1966 = add i32 %1950, -1150833019
  %1967 = zext i32 %1962 to i64
  %1968 = mul i64 3528531795, %1967
  %1969 = zext i32 %1964 to i64
  %1970 = mul i64 3449720151, %1969
  %1971 = lshr i64 %1968, 32
  %1972 = trunc i64 %1971 to i32
  %1973 = trunc i64 %1968 to i32
  %1974 = lshr i64 %1970, 32
  %1975 = trunc i64 %1974 to i32
  %1976 = trunc i64 %1970 to i32
  %1977 = xor i32 %1975, %1960
  %1978 = xor i32 %1977, %1965
  %1979 = xor i32 %1972, %1957
  %1980 = xor i32 %1979, %1966
  %1981 = add i32 %1965, -1640531527
  %1982 = add i32 %1966, -1150833019
  %1983 = zext i32 %1978 to i64
  %1984 = mul i64 3528531795, %1983
  %1985 = zext i32 %1980 to i64
  %1986 = mul i64 3449720151, %1985
  %1987 = lshr i64 %1984, 32
  %1988 = trunc i64 %1987 to i32
  %1989 = trunc i64 %1984 to i32
  %1990 = lshr i64 %1986, 32
  %1991 = trunc i64 %1990 to i32
  %1992 = trunc i64 %1986 to i32
  %1993 = xor i32 %1991, %1976
  %1994 = xor i32 %1993, %1981
  %1995 = xor i32 %1988, %1973
  %1996 = xor i32 %1995, %1982
  %1997 = add i32 %1981, -1640531527
  %1998 = add i32 %1982, -1150833019
  %1999 = zext i32 %1994 to i64
  %2000 = mul i64 3528531795, %1999
  %2001 = zext i32 %1996 to i64
  %2002 = mul i64 3449720151, %2001
  %2003 = lshr i64 %2000, 32
  %2004 = trunc i64 %2003 to i32
  %2005 = trunc i64 %2000 to i32
  %2006 = lshr i64 %2002, 32
  %2007 = trunc i64 %2006 to i32
  %2008 = trunc i64 %2002 to i32
  %2009 = xor i32 %2007, %1992
  %2010 = xor i32 %2009, %1997
  %2011 = xor i32 %2004, %1989
  %2012 = xor i32 %2011, %1998
  %2013 = uitofp i32 %2010 to double
  %2014 = fadd double %2013, 5.000000e-01
  %2015 = fmul double %2014, 0x3DF0000000000000
  %2016 = fcmp olt double %2015, 0x10000000000000
  %2017 = fmul double %2015, 0x4350000000000000
  %2018 = select i1 %2016, double %2017, double %2015
  %2019 = select i1 %2016, i64 1077, i64 1023
  %2020 = bitcast double %2018 to i64
  %2021 = lshr i64 %2020, 32
  %2022 = add i64 %2021, 614242
  %2023 = lshr i64 %2022, 20
  %2024 = sub i64 %2023, %2019
  %2025 = and i64 %2022, 1048575
  %2026 = add i64 %2025, 1072079006
  %2027 = shl i64 %2026, 32
  %2028 = and i64 %2020, 4294967295
  %2029 = or i64 %2027, %2028
  %2030 = bitcast i64 %2029 to double
  %2031 = fsub double %2030, 1.000000e+00
  %2032 = fmul double 5.000000e-01, %2031
  %2033 = fmul double %2032, %2031
  %2034 = fadd double 2.000000e+00, %2031
  %2035 = fdiv double %2031, %2034
  %2036 = fmul double %2035, %2035
  %2037 = fmul double %2036, %2036
  %2038 = fmul double %2037, 0x3FC39A09D078C69F
  %2039 = fadd double 0x3FCC71C51D8E78AF, %2038
  %2040 = fmul double %2037, %2039
  %2041 = fadd double 0x3FD999999997FA04, %2040
  %2042 = fmul double %2037, %2041
  %2043 = fmul double %2037, 0x3FC2F112DF3E5244
  %2044 = fadd double 0x3FC7466496CB03DE, %2043
  %2045 = fmul double %2037, %2044
  %2046 = fadd double 0x3FD2492494229359, %2045
  %2047 = fmul double %2037, %2046
  %2048 = fadd double 0x3FE5555555555593, %2047
  %2049 = fmul double %2036, %2048
  %2050 = fadd double %2049, %2042
  %2051 = sitofp i64 %2024 to double
  %2052 = fadd double %2033, %2050
  %2053 = fmul double %2035, %2052
  %2054 = fmul double %2051, 0x3DEA39EF35793C76
  %2055 = fadd double %2053, %2054
  %2056 = fsub double %2055, %2033
  %2057 = fadd double %2056, %2031
  %2058 = fmul double %2051, 0x3FE62E42FEE00000
  %2059 = fadd double %2057, %2058
  %2060 = fcmp oeq double %2015, 0x7FF0000000000000
  %2061 = select i1 %2060, double 0x7FF0000000000000, double %2059
  %2062 = fcmp oeq double %2015, 0.000000e+00
  %2063 = select i1 %2062, double 0xFFF0000000000000, double %2061
  %2064 = fcmp olt double %2015, 0.000000e+00
  %2065 = fcmp uno double %2015, %2015
  %2066 = or i1 %2064, %2065
  %2067 = select i1 %2066, double 0x7FF8000000000000, double %2063
  %2068 = fneg double %2067
  %2069 = fcmp olt double %2068, 0x10000000000000
  %2070 = fmul double %2068, 0x4350000000000000
  %2071 = select i1 %2069, double %2070, double %2068
  %2072 = select i1 %2069, i64 1077, i64 1023
  %2073 = bitcast double %2071 to i64
  %2074 = lshr i64 %2073, 32
  %2075 = add i64 %2074, 614242
  %2076 = lshr i64 %2075, 20
  %2077 = sub i64 %2076, %2072
  %2078 = and i64 %2075, 1048575
  %2079 = add i64 %2078, 1072079006
  %2080 = shl i64 %2079, 32
  %2081 = and i64 %2073, 4294967295
  %2082 = or i64 %2080, %2081
  %2083 = bitcast i64 %2082 to double
  %2084 = fsub double %2083, 1.000000e+00
  %2085 = fmul double 5.000000e-01, %2084
  %2086 = fmul double %2085, %2084
  %2087 = fadd double 2.000000e+00, %2084
  %2088 = fdiv double %2084, %2087
  %2089 = fmul double %2088, %2088
  %2090 = fmul double %2089, %2089
  %2091 = fmul double %2090, 0x3FC39A09D078C69F
  %2092 = fadd double 0x3FCC71C51D8E78AF, %2091
  %2093 = fmul double %2090, %2092
  %2094 = fadd double 0x3FD999999997FA04, %2093
  %2095 = fmul double %2090, %2094
  %2096 = fmul double %2090, 0x3FC2F112DF3E5244
  %2097 = fadd double 0x3FC7466496CB03DE, %2096
  %2098 = fmul double %2090, %2097
  %2099 = fadd double 0x3FD2492494229359, %2098
  %2100 = fmul double %2090, %2099
  %2101 = fadd double 0x3FE5555555555593, %2100
  %2102 = fmul double %2089, %2101
  %2103 = fadd double %2102, %2095
  %2104 = sitofp i64 %2077 to double
  %2105 = fadd double %2086, %2103
  %2106 = fmul double %2088, %2105
  %2107 = fmul double %2104, 0x3DEA39EF35793C76
  %2108 = fadd double %2106, %2107
  %2109 = fsub double %2108, %2086
  %2110 = fadd double %2109, %2084
  %2111 = fmul double %2104, 0x3FE62E42FEE00000
  %2112 = fadd double %2110, %2111
  %2113 = fcmp oeq double %2068, 0x7FF0000000000000
  %2114 = select i1 %2113, double 0x7FF0000000000000, double %2112
  %2115 = fcmp oeq double %2068, 0.000000e+00
  %2116 = select i1 %2115, double 0xFFF0000000000000, double %2114
  %2117 = fcmp olt double %2068, 0.000000e+00
  %2118 = fcmp uno double %2068, %2068
  %2119 = or i1 %2117, %2118
  %2120 = select i1 %2119, double 0x7FF8000000000000, double %2116
  %2121 = fneg double %2120
  %2122 = fptrunc double %2121 to float
  %2123 = fadd float %1774, %2122
  %2124 = fcmp une float %1846, 0.000000e+00
  %2125 = select i1 %2124, float %2123, float 0xFFF0000000000000
  %2126 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature352
  store float %2125, ptr addrspace(3) %2126, align 4
  br label %slot.done355

slot.done355:                                     ; preds = %slot.then354, %slot.done347
  %feature360 = add i64 %lane, 2048
  %valid361 = icmp ult i64 %feature360, %n_features
  %2127 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid361, label %slot.then362, label %slot.done363

slot.then362:                                     ; preds = %slot.done355
  %2128 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature360
  %2129 = load float, ptr addrspace(1) %2128, align 4
  %2130 = fmul float %2129, %inv_t
  %2131 = fadd float %2129, 0.000000e+00
  %2132 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2133 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature364 = uitofp i64 %feature360 to float
  %2134 = fcmp ogt float %2131, %2132
  %2135 = select i1 %2134, float 1.000000e+00, float 0.000000e+00
  %2136 = fcmp oeq float %2131, %2132
  %2137 = select i1 %2136, float 1.000000e+00, float 0.000000e+00
  %2138 = fcmp ole float %feature364, %2133
  %2139 = select i1 %2138, float 1.000000e+00, float 0.000000e+00
  %2140 = fmul float %2137, %2139
  %2141 = fcmp ogt float %2140, %2135
  %max365 = select i1 %2141, float %2140, float %2135
  %2142 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %2143 = fsub float %2130, %2142
  %2144 = fcmp olt float %2143, -1.040000e+02
  %2145 = select i1 %2144, float -1.040000e+02, float %2143
  %2146 = fcmp olt float 8.900000e+01, %2145
  %2147 = select i1 %2146, float 8.900000e+01, float %2145
  %2148 = fmul float %2147, 0x3FF7154760000000
  %2149 = fadd float %2148, 0x4168000000000000
  %2150 = fsub float %2149, 0x4168000000000000
  %2151 = bitcast float %2149 to i32
  %2152 = sub i32 %2151, 1262485504
  %2153 = fmul float %2150, 0x3FE62E4000000000
  %2154 = fsub float %2147, %2153
  %2155 = fmul float %2150, 0x3EB7F7D1C0000000
  %2156 = fsub float %2154, %2155
  %2157 = fmul float %2156, %2156
  %2158 = fmul float %2157, 0x3E66376980000000
  %2159 = fadd float 0xBEBBBD41C0000000, %2158
  %2160 = fmul float %2157, %2159
  %2161 = fadd float 0x3F11566AA0000000, %2160
  %2162 = fmul float %2157, %2161
  %2163 = fadd float 0xBF66C16C20000000, %2162
  %2164 = fmul float %2157, %2163
  %2165 = fadd float 0x3FC5555560000000, %2164
  %2166 = fmul float %2157, %2165
  %2167 = fsub float %2156, %2166
  %2168 = fmul float %2156, %2167
  %2169 = fsub float 2.000000e+00, %2167
  %2170 = fdiv float %2168, %2169
  %2171 = fsub float %2155, %2170
  %2172 = fsub float %2171, %2154
  %2173 = fsub float 1.000000e+00, %2172
  %2174 = add i32 %2152, 256
  %2175 = lshr i32 %2174, 1
  %2176 = sub i32 %2175, 1
  %2177 = add i32 %2152, 255
  %2178 = sub i32 %2177, %2175
  %2179 = shl i32 %2176, 23
  %2180 = shl i32 %2178, 23
  %2181 = bitcast i32 %2179 to float
  %2182 = bitcast i32 %2180 to float
  %2183 = fmul float %2173, %2181
  %2184 = fmul float %2183, %2182
  %2185 = fcmp uno float %2143, %2143
  %2186 = select i1 %2185, float 0x7FF8000000000000, float %2184
  %2187 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %2188 = fdiv float %2186, %2187
  %2189 = fcmp une float %max365, 0.000000e+00
  %2190 = select i1 %2189, float %2188, float -1.000000e+00
  %2191 = fadd float %2190, 0.000000e+00
  %2192 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %2193 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature366 = uitofp i64 %feature360 to float
  %2194 = fcmp ogt float %2191, %2192
  %2195 = select i1 %2194, float 1.000000e+00, float 0.000000e+00
  %2196 = fcmp oeq float %2191, %2192
  %2197 = select i1 %2196, float 1.000000e+00, float 0.000000e+00
  %2198 = fcmp ole float %feature366, %2193
  %2199 = select i1 %2198, float 1.000000e+00, float 0.000000e+00
  %2200 = fmul float %2197, %2199
  %2201 = fcmp ogt float %2200, %2195
  %max367 = select i1 %2201, float %2200, float %2195
  %2202 = fmul float %max365, %max367
  %2203 = trunc i64 %key0 to i32
  %2204 = lshr i64 %key0, 32
  %2205 = trunc i64 %2204 to i32
  %2206 = trunc i64 %feature360 to i32
  %2207 = trunc i64 %row to i32
  %2208 = trunc i64 %key1 to i32
  %2209 = lshr i64 %key1, 32
  %2210 = trunc i64 %2209 to i32
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
  %2221 = xor i32 %2219, %2207
  %2222 = xor i32 %2221, %2203
  %2223 = xor i32 %2216, %2210
  %2224 = xor i32 %2223, %2205
  %2225 = add i32 %2203, -1640531527
  %2226 = add i32 %2205, -1150833019
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
  %2257 = add i32 %2241, -1640531527
  %2258 = add i32 %2242, -1150833019
  %2259 = zext i32 %2254 to i64
  %2260 = mul i64 3528531795, %2259
  %2261 = zext i32 %2256 to i64
  %2262 = mul i64 3449720151, %2261
  %2263 = lshr i64 %2260, 32
  %2264 = trunc i64 %2263 to i32
  %2265 = trunc i64 %2260 to i32
  %2266 = lshr i64 %2262, 32
  %2267 = trunc i64 %2266 to i32
  %2268 = trunc i64 %2262 to i32
  %2269 = xor i32 %2267, %2252
  %2270 = xor i32 %2269, %2257
  %2271 = xor i32 %2264, %2249
  %2272 = xor i32 %2271, %2258
  %2273 = add i32 %2257, -1640531527
  %2274 = add i32 %2258, -1150833019
  %2275 = zext i32 %2270 to i64
  %2276 = mul i64 3528531795, %2275
  %2277 = zext i32 %2272 to i64
  %2278 = mul i64 3449720151, %2277
  %2279 = lshr i64 %2276, 32
  %2280 = trunc i64 %2279 to i32
  %2281 = trunc i64 %2276 to i32
  %2282 = lshr i64 %2278, 32
  %2283 = trunc i64 %2282 to i32
  %2284 = trunc i64 %2278 to i32
  %2285 = xor i32 %2283, %2268
  %2286 = xor i32 %2285, %2273
  %2287 = xor i32 %2280, %2265
  %2288 = xor i32 %2287, %2274
  %2289 = add i32 %2273, -1640531527
  %2290 = add i32 %2274, -1150833019
  %2291 = zext i32 %2286 to i64
  %2292 = mul i64 3528531795, %2291
  %2293 = zext i32 %2288 to i64
  %2294 = mul i64 3449720151, %2293
  %2295 = lshr i64 %2292, 32
  %2296 = trunc i64 %2295 to i32
  %2297 = trunc i64 %2292 to i32
  %2298 = lshr i64 %2294, 32
  %2299 = trunc i64 %2298 to i32
  %2300 = trunc i64 %2294 to i32
  %2301 = xor i32 %2299, %2284
  %2302 = xor i32 %2301, %2289
  %2303 = xor i32 %2296, %2281
  %2304 = xor i32 %2303, %2290
  %2305 = add i32 %2289, -1640531527
  %2306 = add i32 %2290, -1150833019
  %2307 = zext i32 %2302 to i64
  %2308 = mul i64 3528531795, %2307
  %2309 = zext i32 %2304 to i64
  %2310 = mul i64 3449720151, %2309
  %2311 = lshr i64 %2308, 32
  %2312 = trunc i64 %2311 to i32
  %2313 = trunc i64 %2308 to i32
  %2314 = lshr i64 %2310, 32
  %2315 = trunc i64 %2314 to i32
  %2316 = trunc i64 %2310 to i32
  %2317 = xor i32 %2315, %2300
  %2318 = xor i32 %2317, %2305
  %2319 = xor i32 %2312, %2297
  %2320 = xor i32 %2319, %2306
  %2321 = add i32 %2305, -1640531527
  %2322 = add i32 %2306, -1150833019
  %2323 = zext i32 %2318 to i64
  %2324 = mul i64 3528531795, %2323
  %2325 = zext i32 %2320 to i64
  %2326 = mul i64 3449720151, %2325
  %2327 = lshr i64 %2324, 32
  %2328 = trunc i64 %2327 to i32
  %2329 = trunc i64 %2324 to i32
  %2330 = lshr i64 %2326, 32
  %2331 = trunc i64 %2330 to i32
  %2332 = trunc i64 %2326 to i32
  %2333 = xor i32 %2331, %2316
  %2334 = xor i32 %2333, %2321
  %2335 = xor i32 %2328, %2313
  %2336 = xor i32 %2335, %2322
  %2337 = add i32 %2321, -1640531527
  %2338 = add i32 %2322, -1150833019
  %2339 = zext i32 %2334 to i64
  %2340 = mul i64 3528531795, %2339
  %2341 = zext i32 %2336 to i64
  %2342 = mul i64 3449720151, %2341
  %2343 = lshr i64 %2340, 32
  %2344 = trunc i64 %2343 to i32
  %2345 = trunc i64 %2340 to i32
  %2346 = lshr i64 %2342, 32
  %2347 = trunc i64 %2346 to i32
  %2348 = trunc i64 %2342 to i32
  %2349 = xor i32 %2347, %2332
  %2350 = xor i32 %2349, %2337
  %2351 = xor i32 %2344, %2329
  %2352 = xor i32 %2351, %2338
  %2353 = add i32 %2337, -1640531527
  %2354 = add i32 %2338, -1150833019
  %2355 = zext i32 %2350 to i64
  %2356 = mul i64 3528531795, %2355
  %2357 = zext i32 %2352 to i64
  %2358 = mul i64 3449720151, %2357
  %2359 = lshr i64 %2356, 32
  %2360 = trunc i64 %2359 to i32
  %2361 = trunc i64 %2356 to i32
  %2362 = lshr i64 %2358, 32
  %2363 = trunc i64 %2362 to i32
  %2364 = trunc i64 %2358 to i32
  %2365 = xor i32 %2363, %2348
  %2366 = xor i32 %2365, %2353
  %2367 = xor i32 %2360, %2345
  %2368 = xor i32 %2367, %2354
  %2369 = uitofp i32 %2366 to double
  %2370 = fadd double %2369, 5.000000e-01
  %2371 = fmul double %2370, 0x3DF0000000000000
  %2372 = fcmp olt double %2371, 0x10000000000000
  %2373 = fmul double %2371, 0x4350000000000000
  %2374 = select i1 %2372, double %2373, double %2371
  %2375 = select i1 %2372, i64 1077, i64 1023
  %2376 = bitcast double %2374 to i64
  %2377 = lshr i64 %2376, 32
  %2378 = add i64 %2377, 614242
  %2379 = lshr i64 %2378, 20
  %2380 = sub i64 %2379, %2375
  %2381 = and i64 %2378, 1048575
  %2382 = add i64 %2381, 1072079006
  %2383 = shl i64 %2382, 32
  %2384 = and i64 %2376, 4294967295
  %2385 = or i64 %2383, %2384
  %2386 = bitcast i64 %2385 to double
  %2387 = fsub double %2386, 1.000000e+00
  %2388 = fmul double 5.000000e-01, %2387
  %2389 = fmul double %2388, %2387
  %2390 = fadd double 2.000000e+00, %2387
  %2391 = fdiv double %2387, %2390
  %2392 = fmul double %2391, %2391
  %2393 = fmul double %2392, %2392
  %2394 = fmul double %2393, 0x3FC39A09D078C69F
  %2395 = fadd double 0x3FCC71C51D8E78AF, %2394
  %2396 = fmul double %2393, %2395
  %2397 = fadd double 0x3FD999999997FA04, %2396
  %2398 = fmul double %2393, %2397
  %2399 = fmul double %2393, 0x3FC2F112DF3E5244
  %2400 = fadd double 0x3FC7466496CB03DE, %2399
  %2401 = fmul double %2393, %2400
  %2402 = fadd double 0x3FD2492494229359, %2401
  %2403 = fmul double %2393, %2402
  %2404 = fadd double 0x3FE5555555555593, %2403
  %2405 = fmul double %2392, %2404
  %2406 = fadd double %2405, %2398
  %2407 = sitofp i64 %2380 to double
  %2408 = fadd double %2389, %2406
  %2409 = fmul double %2391, %2408
  %2410 = fmul double %2407, 0x3DEA39EF35793C76
  %2411 = fadd double %2409, %2410
  %2412 = fsub double %2411, %2389
  %2413 = fadd double %2412, %2387
  %2414 = fmul double %2407, 0x3FE62E42FEE00000
  %2415 = fadd double %2413, %2414
  %2416 = fcmp oeq double %2371, 0x7FF0000000000000
  %2417 = select i1 %2416, double 0x7FF0000000000000, double %2415
  %2418 = fcmp oeq double %2371, 0.000000e+00
  %2419 = select i1 %2418, double 0xFFF0000000000000, double %2417
  %2420 = fcmp olt double %2371, 0.000000e+00
  %2421 = fcmp uno double %2371, %2371
  %2422 = or i1 %2420, %2421
  %2423 = select i1 %2422, double 0x7FF8000000000000, double %2419
  %2424 = fneg double %2423
  %2425 = fcmp olt double %2424, 0x10000000000000
  %2426 = fmul double %2424, 0x4350000000000000
  %2427 = select i1 %2425, double %2426, double %2424
  %2428 = select i1 %2425, i64 1077, i64 1023
  %2429 = bitcast double %2427 to i64
  %2430 = lshr i64 %2429, 32
  %2431 = add i64 %2430, 614242
  %2432 = lshr i64 %2431, 20
  %2433 = sub i64 %2432, %2428
  %2434 = and i64 %2431, 1048575
  %2435 = add i64 %2434, 1072079006
  %2436 = shl i64 %2435, 32
  %2437 = and i64 %2429, 4294967295
  %2438 = or i64 %2436, %2437
  %2439 = bitcast i64 %2438 to double
  %2440 = fsub double %2439, 1.000000e+00
  %2441 = fmul double 5.000000e-01, %2440
  %2442 = fmul double %2441, %2440
  %2443 = fadd double 2.000000e+00, %2440
  %2444 = fdiv double %2440, %2443
  %2445 = fmul double %2444, %2444
  %2446 = fmul double %2445, %2445
  %2447 = fmul double %2446, 0x3FC39A09D078C69F
  %2448 = fadd double 0x3FCC71C51D8E78AF, %2447
  %2449 = fmul double %2446, %2448
  %2450 = fadd double 0x3FD999999997FA04, %2449
  %2451 = fmul double %2446, %2450
  %2452 = fmul double %2446, 0x3FC2F112DF3E5244
  %2453 = fadd double 0x3FC7466496CB03DE, %2452
  %2454 = fmul double %2446, %2453
  %2455 = fadd double 0x3FD2492494229359, %2454
  %2456 = fmul double %2446, %2455
  %2457 = fadd double 0x3FE5555555555593, %2456
  %2458 = fmul double %2445, %2457
  %2459 = fadd double %2458, %2451
  %2460 = sitofp i64 %2433 to double
  %2461 = fadd double %2442, %2459
  %2462 = fmul double %2444, %2461
  %2463 = fmul double %2460, 0x3DEA39EF35793C76
  %2464 = fadd double %2462, %2463
  %2465 = fsub double %2464, %2442
  %2466 = fadd double %2465, %2440
  %2467 = fmul double %2460, 0x3FE62E42FEE00000
  %2468 = fadd double %2466, %2467
  %2469 = fcmp oeq double %2424, 0x7FF0000000000000
  %2470 = select i1 %2469, double 0x7FF0000000000000, double %2468
  %2471 = fcmp oeq double %2424, 0.000000e+00
  %2472 = select i1 %2471, double 0xFFF0000000000000, double %2470
  %2473 = fcmp olt double %2424, 0.000000e+00
  %2474 = fcmp uno double %2424, %2424
  %2475 = or i1 %2473, %2474
  %2476 = select i1 %2475, double 0x7FF8000000000000, double %2472
  %2477 = fneg double %2476
  %2478 = fptrunc double %2477 to float
  %2479 = fadd float %2130, %2478
  %2480 = fcmp une float %2202, 0.000000e+00
  %2481 = select i1 %2480, float %2479, float 0xFFF0000000000000
  %2482 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature360
  store float %2481, ptr addrspace(3) %2482, align 4
  br label %slot.done363

slot.done363:                                     ; preds = %slot.then362, %slot.done355
  %feature368 = add i64 %lane, 3072
  %valid369 = icmp ult i64 %feature368, %n_features
  %2483 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid369, label %slot.then370, label %slot.done371

slot.then370:                                     ; preds = %slot.done363
  %2484 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %feature368
  %2485 = load float, ptr addrspace(1) %2484, align 4
  %2486 = fmul float %2485, %inv_t
  %2487 = fadd float %2485, 0.000000e+00
  %2488 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 5), align 4
  %2489 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 6), align 4
  %feature372 = uitofp i64 %feature368 to float
  %2490 = fcmp ogt float %2487, %2488
  %2491 = select i1 %2490, float 1.000000e+00, float 0.000000e+00
  %2492 = fcmp oeq float %2487, %2488
  %2493 = select i1 %2492, float 1.000000e+00, float 0.000000e+00
  %2494 = fcmp ole float %feature372, %2489
  %2495 = select i1 %2494, float 1.000000e+00, float 0.000000e+00
  %2496 = fmul float %2493, %2495
  %2497 = fcmp ogt float %2496, %2491
  %max373 = select i1 %2497, float %2496, float %2491
  %2498 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 7), align 4
  %2499 = fsub float %2486, %2498
  %2500 = fcmp olt float %2499, -1.040000e+02
  %2501 = select i1 %2500, float -1.040000e+02, float %2499
  %2502 = fcmp olt float 8.900000e+01, %2501
  %2503 = select i1 %2502, float 8.900000e+01, float %2501
  %2504 = fmul float %2503, 0x3FF7154760000000
  %2505 = fadd float %2504, 0x4168000000000000
  %2506 = fsub float %2505, 0x4168000000000000
  %2507 = bitcast float %2505 to i32
  %2508 = sub i32 %2507, 1262485504
  %2509 = fmul float %2506, 0x3FE62E4000000000
  %2510 = fsub float %2503, %2509
  %2511 = fmul float %2506, 0x3EB7F7D1C0000000
  %2512 = fsub float %2510, %2511
  %2513 = fmul float %2512, %2512
  %2514 = fmul float %2513, 0x3E66376980000000
  %2515 = fadd float 0xBEBBBD41C0000000, %2514
  %2516 = fmul float %2513, %2515
  %2517 = fadd float 0x3F11566AA0000000, %2516
  %2518 = fmul float %2513, %2517
  %2519 = fadd float 0xBF66C16C20000000, %2518
  %2520 = fmul float %2513, %2519
  %2521 = fadd float 0x3FC5555560000000, %2520
  %2522 = fmul float %2513, %2521
  %2523 = fsub float %2512, %2522
  %2524 = fmul float %2512, %2523
  %2525 = fsub float 2.000000e+00, %2523
  %2526 = fdiv float %2524, %2525
  %2527 = fsub float %2511, %2526
  %2528 = fsub float %2527, %2510
  %2529 = fsub float 1.000000e+00, %2528
  %2530 = add i32 %2508, 256
  %2531 = lshr i32 %2530, 1
  %2532 = sub i32 %2531, 1
  %2533 = add i32 %2508, 255
  %2534 = sub i32 %2533, %2531
  %2535 = shl i32 %2532, 23
  %2536 = shl i32 %2534, 23
  %2537 = bitcast i32 %2535 to float
  %2538 = bitcast i32 %2536 to float
  %2539 = fmul float %2529, %2537
  %2540 = fmul float %2539, %2538
  %2541 = fcmp uno float %2499, %2499
  %2542 = select i1 %2541, float 0x7FF8000000000000, float %2540
  %2543 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 8), align 4
  %2544 = fdiv float %2542, %2543
  %2545 = fcmp une float %max373, 0.000000e+00
  %2546 = select i1 %2545, float %2544, float -1.000000e+00
  %2547 = fadd float %2546, 0.000000e+00
  %2548 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 9), align 4
  %2549 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 10), align 4
  %feature374 = uitofp i64 %feature368 to float
  %2550 = fcmp ogt float %2547, %2548
  %2551 = select i1 %2550, float 1.000000e+00, float 0.000000e+00
  %2552 = fcmp oeq float %2547, %2548
  %2553 = select i1 %2552, float 1.000000e+00, float 0.000000e+00
  %2554 = fcmp ole float %feature374, %2549
  %2555 = select i1 %2554, float 1.000000e+00, float 0.000000e+00
  %2556 = fmul float %2553, %2555
  %2557 = fcmp ogt float %2556, %2551
  %max375 = select i1 %2557, float %2556, float %2551
  %2558 = fmul float %max373, %max375
  %2559 = trunc i64 %key0 to i32
  %2560 = lshr i64 %key0, 32
  %2561 = trunc i64 %2560 to i32
  %2562 = trunc i64 %feature368 to i32
  %2563 = trunc i64 %row to i32
  %2564 = trunc i64 %key1 to i32
  %2565 = lshr i64 %key1, 32
  %2566 = trunc i64 %2565 to i32
  %2567 = zext i32 %2562 to i64
  %2568 = mul i64 3528531795, %2567
  %2569 = zext i32 %2564 to i64
  %2570 = mul i64 3449720151, %2569
  %2571 = lshr i64 %2568, 32
  %2572 = trunc i64 %2571 to i32
  %2573 = trunc i64 %2568 to i32
  %2574 = lshr i64 %2570, 32
  %2575 = trunc i64 %2574 to i32
  %2576 = trunc i64 %2570 to i32
  %2577 = xor i32 %2575, %2563
  %2578 = xor i32 %2577, %2559
  %2579 = xor i32 %2572, %2566
  %2580 = xor i32 %2579, %2561
  %2581 = add i32 %2559, -1640531527
  %2582 = add i32 %2561, -1150833019
  %2583 = zext i32 %2578 to i64
  %2584 = mul i64 3528531795, %2583
  %2585 = zext i32 %2580 to i64
  %2586 = mul i64 3449720151, %2585
  %2587 = lshr i64 %2584, 32
  %2588 = trunc i64 %2587 to i32
  %2589 = trunc i64 %2584 to i32
  %2590 = lshr i64 %2586, 32
  %2591 = trunc i64 %2590 to i32
  %2592 = trunc i64 %2586 to i32
  %2593 = xor i32 %2591, %2576
  %2594 = xor i32 %2593, %2581
  %2595 = xor i32 %2588, %2573
  %2596 = xor i32 %2595, %2582
  %2597 = add i32 %2581, -1640531527
  %2598 = add i32 %2582, -1150833019
  %2599 = zext i32 %2594 to i64
  %2600 = mul i64 3528531795, %2599
  %2601 = zext i32 %2596 to i64
  %2602 = mul i64 3449720151, %2601
  %2603 = lshr i64 %2600, 32
  %2604 = trunc i64 %2603 to i32
  %2605 = trunc i64 %2600 to i32
  %2606 = lshr i64 %2602, 32
  %2607 = trunc i64 %2606 to i32
  %2608 = trunc i64 %2602 to i32
  %2609 = xor i32 %2607, %2592
  %2610 = xor i32 %2609, %2597
  %2611 = xor i32 %2604, %2589
  %2612 = xor i32 %2611, %2598
  %2613 = add i32 %2597, -1640531527
  %2614 = add i32 %2598, -1150833019
  %2615 = zext i32 %2610 to i64
  %2616 = mul i64 3528531795, %2615
  %2617 = zext i32 %2612 to i64
  %2618 = mul i64 3449720151, %2617
  %2619 = lshr i64 %2616, 32
  %2620 = trunc i64 %2619 to i32
  %2621 = trunc i64 %2616 to i32
  %2622 = lshr i64 %2618, 32
  %2623 = trunc i64 %2622 to i32
  %2624 = trunc i64 %2618 to i32
  %2625 = xor i32 %2623, %2608
  %2626 = xor i32 %2625, %2613
  %2627 = xor i32 %2620, %2605
  %2628 = xor i32 %2627, %2614
  %2629 = add i32 %2613, -1640531527
  %2630 = add i32 %2614, -1150833019
  %2631 = zext i32 %2626 to i64
  %2632 = mul i64 3528531795, %2631
  %2633 = zext i32 %2628 to i64
  %2634 = mul i64 3449720151, %2633
  %2635 = lshr i64 %2632, 32
  %2636 = trunc i64 %2635 to i32
  %2637 = trunc i64 %2632 to i32
  %2638 = lshr i64 %2634, 32
  %2639 = trunc i64 %2638 to i32
  %2640 = trunc i64 %2634 to i32
  %2641 = xor i32 %2639, %2624
  %2642 = xor i32 %2641, %2629
  %2643 = xor i32 %2636, %2621
  %2644 = xor i32 %2643, %2630
  %2645 = add i32 %2629, -1640531527
  %2646 = add i32 %2630, -1150833019
  %2647 = zext i32 %2642 to i64
  %2648 = mul i64 3528531795, %2647
  %2649 = zext i32 %2644 to i64
  %2650 = mul i64 3449720151, %2649
  %2651 = lshr i64 %2648, 32
  %2652 = trunc i64 %2651 to i32
  %2653 = trunc i64 %2648 to i32
  %2654 = lshr i64 %2650, 32
  %2655 = trunc i64 %2654 to i32
  %2656 = trunc i64 %2650 to i32
  %2657 = xor i32 %2655, %2640
  %2658 = xor i32 %2657, %2645
  %2659 = xor i32 %2652, %2637
  %2660 = xor i32 %2659, %2646
  %2661 = add i32 %2645, -1640531527
  %2662 = add i32 %2646, -1150833019
  %2663 = zext i32 %2658 to i64
  %2664 = mul i64 3528531795, %2663
  %2665 = zext i32 %2660 to i64
  %2666 = mul i64 3449720151, %2665
  %2667 = lshr i64 %2664, 32
  %2668 = trunc i64 %2667 to i32
  %2669 = trunc i64 %2664 to i32
  %2670 = lshr i64 %2666, 32
  %2671 = trunc i64 %2670 to i32
  %2672 = trunc i64 %2666 to i32
  %2673 = xor i32 %2671, %2656
  %2674 = xor i32 %2673, %2661
  %2675 = xor i32 %2668, %2653
  %2676 = xor i32 %2675, %2662
  %2677 = add i32 %2661, -1640531527
  %2678 = add i32 %2662, -1150833019
  %2679 = zext i32 %2674 to i64
  %2680 = mul i64 3528531795, %2679
  %2681 = zext i32 %2676 to i64
  %2682 = mul i64 3449720151, %2681
  %2683 = lshr i64 %2680, 32
  %2684 = trunc i64 %2683 to i32
  %2685 = trunc i64 %2680 to i32
  %2686 = lshr i64 %2682, 32
  %2687 = trunc i64 %2686 to i32
  %2688 = trunc i64 %2682 to i32
  %2689 = xor i32 %2687, %2672
  %2690 = xor i32 %2689, %2677
  %2691 = xor i32 %2684, %2669
  %2692 = xor i32 %2691, %2678
  %2693 = add i32 %2677, -1640531527
  %2694 = add i32 %2678, -1150833019
  %2695 = zext i32 %2690 to i64
  %2696 = mul i64 3528531795, %2695
  %2697 = zext i32 %2692 to i64
  %2698 = mul i64 3449720151, %2697
  %2699 = lshr i64 %2696, 32
  %2700 = trunc i64 %2699 to i32
  %2701 = trunc i64 %2696 to i32
  %2702 = lshr i64 %2698, 32
  %2703 = trunc i64 %2702 to i32
  %2704 = trunc i64 %2698 to i32
  %2705 = xor i32 %2703, %2688
  %2706 = xor i32 %2705, %2693
  %2707 = xor i32 %2700, %2685
  %2708 = xor i32 %2707, %2694
  %2709 = add i32 %2693, -1640531527
  %2710 = add i32 %2694, -1150833019
  %2711 = zext i32 %2706 to i64
  %2712 = mul i64 3528531795, %2711
  %2713 = zext i32 %2708 to i64
  %2714 = mul i64 3449720151, %2713
  %2715 = lshr i64 %2712, 32
  %2716 = trunc i64 %2715 to i32
  %2717 = trunc i64 %2712 to i32
  %2718 = lshr i64 %2714, 32
  %2719 = trunc i64 %2718 to i32
  %2720 = trunc i64 %2714 to i32
  %2721 = xor i32 %2719, %2704
  %2722 = xor i32 %2721, %2709
  %2723 = xor i32 %2716, %2701
  %2724 = xor i32 %2723, %2710
  %2725 = uitofp i32 %2722 to double
  %2726 = fadd double %2725, 5.000000e-01
  %2727 = fmul double %2726, 0x3DF0000000000000
  %2728 = fcmp olt double %2727, 0x10000000000000
  %2729 = fmul double %2727, 0x4350000000000000
  %2730 = select i1 %2728, double %2729, double %2727
  %2731 = select i1 %2728, i64 1077, i64 1023
  %2732 = bitcast double %2730 to i64
  %2733 = lshr i64 %2732, 32
  %2734 = add i64 %2733, 614242
  %2735 = lshr i64 %2734, 20
  %2736 = sub i64 %2735, %2731
  %2737 = and i64 %2734, 1048575
  %2738 = add i64 %2737, 1072079006
  %2739 = shl i64 %2738, 32
  %2740 = and i64 %2732, 4294967295
  %2741 = or i64 %2739, %2740
  %2742 = bitcast i64 %2741 to double
  %2743 = fsub double %2742, 1.000000e+00
  %2744 = fmul double 5.000000e-01, %2743
  %2745 = fmul double %2744, %2743
  %2746 = fadd double 2.000000e+00, %2743
  %2747 = fdiv double %2743, %2746
  %2748 = fmul double %2747, %2747
  %2749 = fmul double %2748, %2748
  %2750 = fmul double %2749, 0x3FC39A09D078C69F
  %2751 = fadd double 0x3FCC71C51D8E78AF, %2750
  %2752 = fmul double %2749, %2751
  %2753 = fadd double 0x3FD999999997FA04, %2752
  %2754 = fmul double %2749, %2753
  %2755 = fmul double %2749, 0x3FC2F112DF3E5244
  %2756 = fadd double 0x3FC7466496CB03DE, %2755
  %2757 = fmul double %2749, %2756
  %2758 = fadd double 0x3FD2492494229359, %2757
  %2759 = fmul double %2749, %2758
  %2760 = fadd double 0x3FE5555555555593, %2759
  %2761 = fmul double %2748, %2760
  %2762 = fadd double %2761, %2754
  %2763 = sitofp i64 %2736 to double
  %2764 = fadd double %2745, %2762
  %2765 = fmul double %2747, %2764
  %2766 = fmul double %2763, 0x3DEA39EF35793C76
  %2767 = fadd double %2765, %2766
  %2768 = fsub double %2767, %2745
  %2769 = fadd double %2768, %2743
  %2770 = fmul double %2763, 0x3FE62E42FEE00000
  %2771 = fadd double %2769, %2770
  %2772 = fcmp oeq double %2727, 0x7FF0000000000000
  %2773 = select i1 %2772, double 0x7FF0000000000000, double %2771
  %2774 = fcmp oeq double %2727, 0.000000e+00
  %2775 = select i1 %2774, double 0xFFF0000000000000, double %2773
  %2776 = fcmp olt double %2727, 0.000000e+00
  %2777 = fcmp uno double %2727, %2727
  %2778 = or i1 %2776, %2777
  %2779 = select i1 %2778, double 0x7FF8000000000000, double %2775
  %2780 = fneg double %2779
  %2781 = fcmp olt double %2780, 0x10000000000000
  %2782 = fmul double %2780, 0x4350000000000000
  %2783 = select i1 %2781, double %2782, double %2780
  %2784 = select i1 %2781, i64 1077, i64 1023
  %2785 = bitcast double %2783 to i64
  %2786 = lshr i64 %2785, 32
  %2787 = add i64 %2786, 614242
  %2788 = lshr i64 %2787, 20
  %2789 = sub i64 %2788, %2784
  %2790 = and i64 %2787, 1048575
  %2791 = add i64 %2790, 1072079006
  %2792 = shl i64 %2791, 32
  %2793 = and i64 %2785, 4294967295
  %2794 = or i64 %2792, %2793
  %2795 = bitcast i64 %2794 to double
  %2796 = fsub double %2795, 1.000000e+00
  %2797 = fmul double 5.000000e-01, %2796
  %2798 = fmul double %2797, %2796
  %2799 = fadd double 2.000000e+00, %2796
  %2800 = fdiv double %2796, %2799
  %2801 = fmul double %2800, %2800
  %2802 = fmul double %2801, %2801
  %2803 = fmul double %2802, 0x3FC39A09D078C69F
  %2804 = fadd double 0x3FCC71C51D8E78AF, %2803
  %2805 = fmul double %2802, %2804
  %2806 = fadd double 0x3FD999999997FA04, %2805
  %2807 = fmul double %2802, %2806
  %2808 = fmul double %2802, 0x3FC2F112DF3E5244
  %2809 = fadd double 0x3FC7466496CB03DE, %2808
  %2810 = fmul double %2802, %2809
  %2811 = fadd double 0x3FD2492494229359, %2810
  %2812 = fmul double %2802, %2811
  %2813 = fadd double 0x3FE5555555555593, %2812
  %2814 = fmul double %2801, %2813
  %2815 = fadd double %2814, %2807
  %2816 = sitofp i64 %2789 to double
  %2817 = fadd double %2798, %2815
  %2818 = fmul double %2800, %2817
  %2819 = fmul double %2816, 0x3DEA39EF35793C76
  %2820 = fadd double %2818, %2819
  %2821 = fsub double %2820, %2798
  %2822 = fadd double %2821, %2796
  %2823 = fmul double %2816, 0x3FE62E42FEE00000
  %2824 = fadd double %2822, %2823
  %2825 = fcmp oeq double %2780, 0x7FF0000000000000
  %2826 = select i1 %2825, double 0x7FF0000000000000, double %2824
  %2827 = fcmp oeq double %2780, 0.000000e+00
  %2828 = select i1 %2827, double 0xFFF0000000000000, double %2826
  %2829 = fcmp olt double %2780, 0.000000e+00
  %2830 = fcmp uno double %2780, %2780
  %2831 = or i1 %2829, %2830
  %2832 = select i1 %2831, double 0x7FF8000000000000, double %2828
  %2833 = fneg double %2832
  %2834 = fptrunc double %2833 to float
  %2835 = fadd float %2486, %2834
  %2836 = fcmp une float %2558, 0.000000e+00
  %2837 = select i1 %2836, float %2835, float 0xFFF0000000000000
  %2838 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %feature368
  store float %2837, ptr addrspace(3) %2838, align 4
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
  %feature389 = add i64 %lane, 0
  %valid390 = icmp ult i64 %feature389, %n_features
  %2839 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %lane0, label %uniform_sinks.then, label %uniform_sinks.done

fold.header383:                                   ; preds = %fold.body384, %fold.then376
  %fold386 = phi i64 [ 0, %fold.then376 ], [ %2851, %fold.body384 ]
  %2840 = icmp ult i64 %fold386, %n_features
  br i1 %2840, label %fold.body384, label %fold.exit385

fold.body384:                                     ; preds = %fold.header383
  %2841 = getelementptr inbounds float, ptr addrspace(3) @tessera_fold_scratch_w4096, i64 %fold386
  %2842 = load float, ptr addrspace(3) %2841, align 4
  %2843 = load float, ptr %fold_value378, align 4
  %2844 = fcmp ogt float %2842, %2843
  %2845 = fcmp uno float %2842, %2842
  %2846 = fcmp ord float %2843, %2843
  %2847 = and i1 %2845, %2846
  %take387 = or i1 %2844, %2847
  %2848 = select i1 %take387, float %2842, float %2843
  store float %2848, ptr %fold_value378, align 4
  %2849 = load i64, ptr %fold_index379, align 8
  %2850 = select i1 %take387, i64 %fold386, i64 %2849
  store i64 %2850, ptr %fold_index379, align 8
  %2851 = add i64 %fold386, 1
  br label %fold.header383

fold.exit385:                                     ; preds = %fold.header383
  %2852 = load i64, ptr %fold_index379, align 8
  %argmax388 = uitofp i64 %2852 to float
  store float %argmax388, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  br label %fold.done377

uniform_sinks.then:                               ; preds = %fold.done377
  %2853 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2854 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2855 = fmul float %2854, 2.000000e+00
  %2856 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2857 = fcmp oeq float %2856, 0xFFF0000000000000
  %2858 = select i1 %2857, float 1.000000e+00, float 0.000000e+00
  %2859 = fmul float %2858, 4.000000e+00
  %2860 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2861 = fmul float %2860, 8.000000e+00
  %2862 = fadd float %2853, %2855
  %2863 = fadd float %2862, %2859
  %2864 = fadd float %2863, %2861
  %2865 = icmp ne i32 %greedy, 0
  %greedy391 = select i1 %2865, float 1.000000e+00, float 0.000000e+00
  %2866 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2867 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2868 = fcmp une float %greedy391, 0.000000e+00
  %2869 = select i1 %2868, float %2866, float %2867
  %2870 = fcmp une float %2864, 0.000000e+00
  %2871 = select i1 %2870, float -1.000000e+00, float %2869
  %id = fptosi float %2871 to i64
  store i64 %id, ptr addrspace(1) %id_ptr, align 8
  %status_bits = fptoui float %2864 to i32
  %status392 = load i32, ptr addrspace(1) %4, align 4
  %2872 = or i32 %status392, %status_bits
  store i32 %2872, ptr addrspace(1) %4, align 4
  br label %uniform_sinks.done

uniform_sinks.done:                               ; preds = %uniform_sinks.then, %fold.done377
  %feature393 = add i64 %lane, 0
  %valid394 = icmp ult i64 %feature393, %n_features
  %2873 = getelementptr inbounds float, ptr %state_regs, i64 0
  br i1 %valid394, label %slot.then395, label %slot.done396

slot.then395:                                     ; preds = %uniform_sinks.done
  %2874 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2875 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2876 = fmul float %2875, 2.000000e+00
  %2877 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2878 = fcmp oeq float %2877, 0xFFF0000000000000
  %2879 = select i1 %2878, float 1.000000e+00, float 0.000000e+00
  %2880 = fmul float %2879, 4.000000e+00
  %2881 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2882 = fmul float %2881, 8.000000e+00
  %2883 = fadd float %2874, %2876
  %2884 = fadd float %2883, %2880
  %2885 = fadd float %2884, %2882
  %2886 = icmp ne i32 %greedy, 0
  %greedy397 = select i1 %2886, float 1.000000e+00, float 0.000000e+00
  %2887 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2888 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2889 = fcmp une float %greedy397, 0.000000e+00
  %2890 = select i1 %2889, float %2887, float %2888
  %2891 = fcmp une float %2885, 0.000000e+00
  %2892 = select i1 %2891, float -1.000000e+00, float %2890
  br label %slot.done396

slot.done396:                                     ; preds = %slot.then395, %uniform_sinks.done
  %feature398 = add i64 %lane, 1024
  %valid399 = icmp ult i64 %feature398, %n_features
  %2893 = getelementptr inbounds float, ptr %state_regs, i64 1
  br i1 %valid399, label %slot.then400, label %slot.done401

slot.then400:                                     ; preds = %slot.done396
  %2894 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2895 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2896 = fmul float %2895, 2.000000e+00
  %2897 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2898 = fcmp oeq float %2897, 0xFFF0000000000000
  %2899 = select i1 %2898, float 1.000000e+00, float 0.000000e+00
  %2900 = fmul float %2899, 4.000000e+00
  %2901 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2902 = fmul float %2901, 8.000000e+00
  %2903 = fadd float %2894, %2896
  %2904 = fadd float %2903, %2900
  %2905 = fadd float %2904, %2902
  %2906 = icmp ne i32 %greedy, 0
  %greedy402 = select i1 %2906, float 1.000000e+00, float 0.000000e+00
  %2907 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2908 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2909 = fcmp une float %greedy402, 0.000000e+00
  %2910 = select i1 %2909, float %2907, float %2908
  %2911 = fcmp une float %2905, 0.000000e+00
  %2912 = select i1 %2911, float -1.000000e+00, float %2910
  br label %slot.done401

slot.done401:                                     ; preds = %slot.then400, %slot.done396
  %feature403 = add i64 %lane, 2048
  %valid404 = icmp ult i64 %feature403, %n_features
  %2913 = getelementptr inbounds float, ptr %state_regs, i64 2
  br i1 %valid404, label %slot.then405, label %slot.done406

slot.then405:                                     ; preds = %slot.done401
  %2914 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2915 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2916 = fmul float %2915, 2.000000e+00
  %2917 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2918 = fcmp oeq float %2917, 0xFFF0000000000000
  %2919 = select i1 %2918, float 1.000000e+00, float 0.000000e+00
  %2920 = fmul float %2919, 4.000000e+00
  %2921 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2922 = fmul float %2921, 8.000000e+00
  %2923 = fadd float %2914, %2916
  %2924 = fadd float %2923, %2920
  %2925 = fadd float %2924, %2922
  %2926 = icmp ne i32 %greedy, 0
  %greedy407 = select i1 %2926, float 1.000000e+00, float 0.000000e+00
  %2927 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2928 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2929 = fcmp une float %greedy407, 0.000000e+00
  %2930 = select i1 %2929, float %2927, float %2928
  %2931 = fcmp une float %2925, 0.000000e+00
  %2932 = select i1 %2931, float -1.000000e+00, float %2930
  br label %slot.done406

slot.done406:                                     ; preds = %slot.then405, %slot.done401
  %feature408 = add i64 %lane, 3072
  %valid409 = icmp ult i64 %feature408, %n_features
  %2933 = getelementptr inbounds float, ptr %state_regs, i64 3
  br i1 %valid409, label %slot.then410, label %slot.done411

slot.then410:                                     ; preds = %slot.done406
  %2934 = load float, ptr addrspace(3) @tessera_uniforms_w4096, align 4
  %2935 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 1), align 4
  %2936 = fmul float %2935, 2.000000e+00
  %2937 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 2), align 4
  %2938 = fcmp oeq float %2937, 0xFFF0000000000000
  %2939 = select i1 %2938, float 1.000000e+00, float 0.000000e+00
  %2940 = fmul float %2939, 4.000000e+00
  %2941 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 4), align 4
  %2942 = fmul float %2941, 8.000000e+00
  %2943 = fadd float %2934, %2936
  %2944 = fadd float %2943, %2940
  %2945 = fadd float %2944, %2942
  %2946 = icmp ne i32 %greedy, 0
  %greedy412 = select i1 %2946, float 1.000000e+00, float 0.000000e+00
  %2947 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 3), align 4
  %2948 = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @tessera_uniforms_w4096, i64 11), align 4
  %2949 = fcmp une float %greedy412, 0.000000e+00
  %2950 = select i1 %2949, float %2947, float %2948
  %2951 = fcmp une float %2945, 0.000000e+00
  %2952 = select i1 %2951, float -1.000000e+00, float %2950
  br label %slot.done411

slot.done411:                                     ; preds = %slot.then410, %slot.done406
  br label %row.done
}

attributes #0 = { nounwind "nvvm.maxntid"="256" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind "nvvm.maxntid"="1024" }
