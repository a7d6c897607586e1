; ModuleID = 'well_energy'
source_filename = "well_energy.toml"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define void @tessera_well_energy_x86_64_v4(ptr readonly captures(none) %args) local_unnamed_addr #0 {
entry:
  %lockstep_uniforms = alloca [8 x float], align 4
  %across_uniforms = alloca [128 x float], align 4
  %across_input_0 = alloca [8192 x float], align 4
  %across_out_1 = alloca [8192 x float], align 4
  %across_state = alloca [8192 x float], align 4
  %state = load ptr, ptr %args, align 8
  %state1098 = ptrtoint ptr %state to i64
  %0 = getelementptr inbounds nuw i8, ptr %args, i64 8
  %out_0 = load ptr, ptr %0, align 8
  %1 = getelementptr inbounds nuw i8, ptr %args, i64 16
  %out_1 = load ptr, ptr %1, align 8
  %out_11097 = ptrtoint ptr %out_1 to i64
  %2 = getelementptr inbounds nuw i8, ptr %args, i64 24
  %input_0 = load ptr, ptr %2, align 8
  %input_01099 = ptrtoint ptr %input_0 to i64
  %3 = getelementptr inbounds nuw i8, ptr %args, i64 32
  %scratch = load ptr, ptr %3, align 8
  %scratch1117 = ptrtoint ptr %scratch to i64
  %4 = getelementptr inbounds nuw i8, ptr %args, i64 40
  %row_begin = load i64, ptr %4, align 8
  %5 = getelementptr inbounds nuw i8, ptr %args, i64 48
  %row_end = load i64, ptr %5, align 8
  %6 = getelementptr inbounds nuw i8, ptr %args, i64 56
  %n_features = load i64, ptr %6, align 8
  %across = icmp ult i64 %n_features, 16
  br i1 %across, label %across.then, label %across.else

across.then:                                      ; preds = %entry
  %block_elements = shl nuw nsw i64 %n_features, 6
  %7 = icmp ult i64 %row_begin, %row_end
  br i1 %7, label %across_block.body.lr.ph, label %across.done

across_block.body.lr.ph:                          ; preds = %across.then
  %.not942 = icmp eq i64 %n_features, 0
  %8 = sub nuw i64 %row_end, %row_begin
  %9 = getelementptr inbounds nuw i8, ptr %across_state, i64 64
  %10 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 64
  %11 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %12 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %13 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %14 = getelementptr inbounds nuw i8, ptr %across_state, i64 128
  %15 = getelementptr inbounds nuw i8, ptr %across_state, i64 192
  %16 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 128
  %17 = getelementptr inbounds nuw i8, ptr %across_input_0, i64 192
  %18 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %19 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %20 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %21 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  %exitcond1005.not.peel = icmp eq i64 %n_features, 1
  %22 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 256
  %23 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 64
  %24 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 320
  %25 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 128
  %26 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 384
  %27 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 192
  %28 = getelementptr inbounds nuw i8, ptr %across_uniforms, i64 448
  br label %across_block.body

across.else:                                      ; preds = %entry
  %29 = icmp ult i64 %n_features, 4097
  br i1 %29, label %lockstep.then, label %row.header.preheader

row.header.preheader:                             ; preds = %across.else
  %30 = icmp ult i64 %row_begin, %row_end
  br i1 %30, label %row.body.lr.ph, label %across.done

row.body.lr.ph:                                   ; preds = %row.header.preheader
  %31 = getelementptr float, ptr %scratch, i64 %n_features
  %32 = sub i64 %out_11097, %state1098
  %33 = sub i64 %out_11097, %input_01099
  %34 = mul i64 %row_begin, %n_features
  %35 = shl i64 %34, 2
  %36 = sub i64 %scratch1117, %35
  %37 = sub i64 %36, %state1098
  %38 = mul i64 %n_features, -4
  %39 = sub i64 %36, %input_01099
  %40 = shl i64 %row_begin, 2
  %41 = sub i64 4, %40
  %42 = mul i64 %n_features, %41
  %43 = add i64 %42, %scratch1117
  %44 = sub i64 %43, %state1098
  %45 = sub i64 %43, %input_01099
  %46 = and i64 %n_features, 4611686018427387872
  %diff.check1116 = icmp eq i64 %46, 0
  %diff.check = icmp ult i64 %32, 256
  %diff.check1100 = icmp ult i64 %33, 256
  %conflict.rdx = or i1 %diff.check, %diff.check1100
  %n.mod.vf = and i64 %n_features, 56
  %n.vec = and i64 %n_features, -64
  %cmp.n = icmp eq i64 %n_features, %n.vec
  %min.epilog.iters.check = icmp eq i64 %n.mod.vf, 0
  %n.vec1109 = and i64 %n_features, -8
  %cmp.n1114 = icmp eq i64 %n_features, %n.vec1109
  %xtraiter1363 = and i64 %n_features, 1
  %lcmp.mod1364.not = icmp eq i64 %xtraiter1363, 0
  br label %row.body

across.done:                                      ; preds = %feature.exit782, %lockstep_row.exit761, %across_out.done, %row.header.preheader, %lockstep.then, %across.then
  ret void

across_block.body:                                ; preds = %across_block.body.lr.ph, %across_out.done
  %indvars.iv1006 = phi i64 [ %8, %across_block.body.lr.ph ], [ %indvars.iv.next1007, %across_out.done ]
  %across_block936 = phi i64 [ %row_begin, %across_block.body.lr.ph ], [ %800, %across_out.done ]
  %umin1370 = tail call i64 @llvm.umin.i64(i64 %indvars.iv1006, i64 64)
  %47 = mul nuw nsw i64 %n_features, %umin1370
  %48 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1006, i64 1)
  %umax1267 = tail call i64 @llvm.umin.i64(i64 %48, i64 64)
  %49 = tail call i64 @llvm.umax.i64(i64 %indvars.iv1006, i64 1)
  %umax1009 = tail call i64 @llvm.umin.i64(i64 %49, i64 64)
  %rows_left = sub nuw i64 %row_end, %across_block936
  %50 = tail call i64 @llvm.umin.i64(i64 %rows_left, i64 64)
  %last_row = add nsw i64 %50, -1
  %whole = icmp ugt i64 %rows_left, 63
  %vector_width = select i1 %whole, i64 %n_features, i64 0
  switch i64 %vector_width, label %across_in.header.preheader [
    i64 1, label %across_in_1.body
    i64 2, label %across_in_2.body
    i64 3, label %across_in_3.body
    i64 4, label %across_in_4.body
    i64 5, label %across_in_5.body
    i64 6, label %across_in_6.body
    i64 7, label %across_in_7.body
    i64 8, label %across_in_8.body
    i64 9, label %across_in_9.body
    i64 10, label %across_in_10.body
    i64 11, label %across_in_11.body
    i64 12, label %across_in_12.body
    i64 13, label %across_in_13.body
    i64 14, label %across_in_14.body
    i64 15, label %across_in_15.body
  ]

across_in.header.preheader:                       ; preds = %across_block.body
  br i1 %.not942, label %iter.check1270, label %across_in.body

across_in.done:                                   ; preds = %across_in_15.body, %across_in_14.body, %across_in_13.body, %across_in_12.body, %across_in_11.body, %across_in_10.body, %across_in_9.body, %across_in_8.body, %across_in_7.body, %across_in_6.body, %across_in_5.body, %across_in_4.body, %across_in_3.body, %across_in_2.body, %across_in_1.body
  br i1 %.not942, label %iter.check1270, label %vector.body1301.peel

vector.body1301.peel:                             ; preds = %across_in.body, %across_in.done
  %wide.load1303.peel = load <16 x float>, ptr %across_state, align 4
  %wide.load1304.peel = load <16 x float>, ptr %9, align 4
  %51 = fmul <16 x float> %wide.load1303.peel, %wide.load1303.peel
  %52 = fmul <16 x float> %wide.load1304.peel, %wide.load1304.peel
  %53 = fmul <16 x float> %wide.load1303.peel, %51
  %54 = fmul <16 x float> %wide.load1304.peel, %52
  %55 = fmul <16 x float> %wide.load1303.peel, %53
  %56 = fmul <16 x float> %wide.load1304.peel, %54
  %57 = fmul <16 x float> %55, splat (float 2.500000e-01)
  %58 = fmul <16 x float> %56, splat (float 2.500000e-01)
  %59 = fmul <16 x float> %51, splat (float 5.000000e-01)
  %60 = fmul <16 x float> %52, splat (float 5.000000e-01)
  %61 = fsub <16 x float> %57, %59
  %62 = fsub <16 x float> %58, %60
  %wide.load1305.peel = load <16 x float>, ptr %across_input_0, align 4
  %wide.load1306.peel = load <16 x float>, ptr %10, align 4
  %63 = fsub <16 x float> %wide.load1303.peel, %wide.load1305.peel
  %64 = fsub <16 x float> %wide.load1304.peel, %wide.load1306.peel
  %65 = fmul <16 x float> %63, %63
  %66 = fmul <16 x float> %64, %64
  %67 = fadd <16 x float> %61, zeroinitializer
  %68 = fadd <16 x float> %62, zeroinitializer
  store <16 x float> %67, ptr %across_uniforms, align 4
  store <16 x float> %68, ptr %11, align 4
  store <16 x float> %65, ptr %12, align 4
  store <16 x float> %66, ptr %13, align 4
  %wide.load1303.1.peel = load <16 x float>, ptr %14, align 4
  %wide.load1304.1.peel = load <16 x float>, ptr %15, align 4
  %69 = fmul <16 x float> %wide.load1303.1.peel, %wide.load1303.1.peel
  %70 = fmul <16 x float> %wide.load1304.1.peel, %wide.load1304.1.peel
  %71 = fmul <16 x float> %wide.load1303.1.peel, %69
  %72 = fmul <16 x float> %wide.load1304.1.peel, %70
  %73 = fmul <16 x float> %wide.load1303.1.peel, %71
  %74 = fmul <16 x float> %wide.load1304.1.peel, %72
  %75 = fmul <16 x float> %73, splat (float 2.500000e-01)
  %76 = fmul <16 x float> %74, splat (float 2.500000e-01)
  %77 = fmul <16 x float> %69, splat (float 5.000000e-01)
  %78 = fmul <16 x float> %70, splat (float 5.000000e-01)
  %79 = fsub <16 x float> %75, %77
  %80 = fsub <16 x float> %76, %78
  %wide.load1305.1.peel = load <16 x float>, ptr %16, align 4
  %wide.load1306.1.peel = load <16 x float>, ptr %17, align 4
  %81 = fsub <16 x float> %wide.load1303.1.peel, %wide.load1305.1.peel
  %82 = fsub <16 x float> %wide.load1304.1.peel, %wide.load1306.1.peel
  %83 = fmul <16 x float> %81, %81
  %84 = fmul <16 x float> %82, %82
  %85 = fadd <16 x float> %79, zeroinitializer
  %86 = fadd <16 x float> %80, zeroinitializer
  store <16 x float> %85, ptr %18, align 4
  store <16 x float> %86, ptr %19, align 4
  store <16 x float> %83, ptr %20, align 4
  store <16 x float> %84, ptr %21, align 4
  br i1 %exitcond1005.not.peel, label %iter.check1270, label %across_feature.body.preheader.peel.newph

across_feature.body.preheader.peel.newph:         ; preds = %vector.body1301.peel
  %across_uniforms.promoted = load <16 x float>, ptr %across_uniforms, align 1
  %.promoted = load <16 x float>, ptr %22, align 1
  %.promoted1433 = load <16 x float>, ptr %23, align 1
  %.promoted1435 = load <16 x float>, ptr %24, align 1
  %.promoted1437 = load <16 x float>, ptr %25, align 1
  %.promoted1439 = load <16 x float>, ptr %26, align 1
  %.promoted1441 = load <16 x float>, ptr %27, align 1
  %.promoted1443 = load <16 x float>, ptr %28, align 1
  br label %across_feature.body

across_in_1.body:                                 ; preds = %across_block.body, %across_in_1.body
  %across_in_1913 = phi i64 [ %91, %across_in_1.body ], [ 0, %across_block.body ]
  %chunk_element = add i64 %across_in_1913, %across_block936
  %87 = getelementptr inbounds float, ptr %state, i64 %chunk_element
  %block = load <16 x float>, ptr %87, align 4
  %88 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_1913
  store <16 x float> %block, ptr %88, align 4
  %89 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element
  %block1 = load <16 x float>, ptr %89, align 4
  %90 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_1913
  store <16 x float> %block1, ptr %90, align 4
  %91 = add nuw nsw i64 %across_in_1913, 16
  %92 = icmp samesign ult i64 %across_in_1913, 48
  br i1 %92, label %across_in_1.body, label %across_in.done, !llvm.loop !0

across_in_2.body:                                 ; preds = %across_block.body, %across_in_2.body
  %across_in_2912 = phi i64 [ %103, %across_in_2.body ], [ 0, %across_block.body ]
  %first_element3811 = add i64 %across_in_2912, %across_block936
  %chunk_element4 = shl i64 %first_element3811, 1
  %93 = getelementptr inbounds float, ptr %state, i64 %chunk_element4
  %block5 = load <32 x float>, ptr %93, align 4
  %94 = shufflevector <32 x float> %block5, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %95 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_2912
  store <16 x float> %94, ptr %95, align 4
  %96 = shufflevector <32 x float> %block5, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %k7 = or disjoint i64 %across_in_2912, 64
  %97 = getelementptr inbounds nuw float, ptr %across_state, i64 %k7
  store <16 x float> %96, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element4
  %block8 = load <32 x float>, ptr %98, align 4
  %99 = shufflevector <32 x float> %block8, <32 x float> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %100 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_2912
  store <16 x float> %99, ptr %100, align 4
  %101 = shufflevector <32 x float> %block8, <32 x float> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %102 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k7
  store <16 x float> %101, ptr %102, align 4
  %103 = add nuw nsw i64 %across_in_2912, 16
  %104 = icmp samesign ult i64 %across_in_2912, 48
  br i1 %104, label %across_in_2.body, label %across_in.done, !llvm.loop !2

across_in_3.body:                                 ; preds = %across_block.body, %across_in_3.body
  %across_in_3911 = phi i64 [ %119, %across_in_3.body ], [ 0, %across_block.body ]
  %first_element11810 = add i64 %across_in_3911, %across_block936
  %chunk_element12 = mul i64 %first_element11810, 3
  %105 = getelementptr inbounds float, ptr %state, i64 %chunk_element12
  %block13 = load <48 x float>, ptr %105, align 4
  %106 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %107 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_3911
  store <16 x float> %106, ptr %107, align 4
  %108 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %k15 = or disjoint i64 %across_in_3911, 64
  %109 = getelementptr inbounds nuw float, ptr %across_state, i64 %k15
  store <16 x float> %108, ptr %109, align 4
  %110 = shufflevector <48 x float> %block13, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %k16 = or disjoint i64 %across_in_3911, 128
  %111 = getelementptr inbounds nuw float, ptr %across_state, i64 %k16
  store <16 x float> %110, ptr %111, align 4
  %112 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element12
  %block17 = load <48 x float>, ptr %112, align 4
  %113 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21, i32 24, i32 27, i32 30, i32 33, i32 36, i32 39, i32 42, i32 45>
  %114 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_3911
  store <16 x float> %113, ptr %114, align 4
  %115 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22, i32 25, i32 28, i32 31, i32 34, i32 37, i32 40, i32 43, i32 46>
  %116 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k15
  store <16 x float> %115, ptr %116, align 4
  %117 = shufflevector <48 x float> %block17, <48 x float> poison, <16 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23, i32 26, i32 29, i32 32, i32 35, i32 38, i32 41, i32 44, i32 47>
  %118 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k16
  store <16 x float> %117, ptr %118, align 4
  %119 = add nuw nsw i64 %across_in_3911, 16
  %120 = icmp samesign ult i64 %across_in_3911, 48
  br i1 %120, label %across_in_3.body, label %across_in.done, !llvm.loop !3

across_in_4.body:                                 ; preds = %across_block.body, %across_in_4.body
  %across_in_4910 = phi i64 [ %139, %across_in_4.body ], [ 0, %across_block.body ]
  %first_element21809 = add i64 %across_in_4910, %across_block936
  %chunk_element22 = shl i64 %first_element21809, 2
  %121 = getelementptr inbounds float, ptr %state, i64 %chunk_element22
  %block23 = load <64 x float>, ptr %121, align 4
  %122 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %123 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_4910
  store <16 x float> %122, ptr %123, align 4
  %124 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %k25 = or disjoint i64 %across_in_4910, 64
  %125 = getelementptr inbounds nuw float, ptr %across_state, i64 %k25
  store <16 x float> %124, ptr %125, align 4
  %126 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %k26 = or disjoint i64 %across_in_4910, 128
  %127 = getelementptr inbounds nuw float, ptr %across_state, i64 %k26
  store <16 x float> %126, ptr %127, align 4
  %128 = shufflevector <64 x float> %block23, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %k27 = or disjoint i64 %across_in_4910, 192
  %129 = getelementptr inbounds nuw float, ptr %across_state, i64 %k27
  store <16 x float> %128, ptr %129, align 4
  %130 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element22
  %block28 = load <64 x float>, ptr %130, align 4
  %131 = shufflevector <64 x float> %block28, <64 x float> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %132 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_4910
  store <16 x float> %131, ptr %132, align 4
  %133 = shufflevector <64 x float> %block28, <64 x float> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %134 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k25
  store <16 x float> %133, ptr %134, align 4
  %135 = shufflevector <64 x float> %block28, <64 x float> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %136 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k26
  store <16 x float> %135, ptr %136, align 4
  %137 = shufflevector <64 x float> %block28, <64 x float> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %138 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k27
  store <16 x float> %137, ptr %138, align 4
  %139 = add nuw nsw i64 %across_in_4910, 16
  %140 = icmp samesign ult i64 %across_in_4910, 48
  br i1 %140, label %across_in_4.body, label %across_in.done, !llvm.loop !4

across_in_5.body:                                 ; preds = %across_block.body, %across_in_5.body
  %across_in_5909 = phi i64 [ %163, %across_in_5.body ], [ 0, %across_block.body ]
  %first_element33808 = add i64 %across_in_5909, %across_block936
  %chunk_element34 = mul i64 %first_element33808, 5
  %141 = getelementptr inbounds float, ptr %state, i64 %chunk_element34
  %block35 = load <80 x float>, ptr %141, align 4
  %142 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %143 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_5909
  store <16 x float> %142, ptr %143, align 4
  %144 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 1, i32 6, i32 11, i32 16, i32 21, i32 26, i32 31, i32 36, i32 41, i32 46, i32 51, i32 56, i32 61, i32 66, i32 71, i32 76>
  %k37 = or disjoint i64 %across_in_5909, 64
  %145 = getelementptr inbounds nuw float, ptr %across_state, i64 %k37
  store <16 x float> %144, ptr %145, align 4
  %146 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 2, i32 7, i32 12, i32 17, i32 22, i32 27, i32 32, i32 37, i32 42, i32 47, i32 52, i32 57, i32 62, i32 67, i32 72, i32 77>
  %k38 = or disjoint i64 %across_in_5909, 128
  %147 = getelementptr inbounds nuw float, ptr %across_state, i64 %k38
  store <16 x float> %146, ptr %147, align 4
  %148 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 3, i32 8, i32 13, i32 18, i32 23, i32 28, i32 33, i32 38, i32 43, i32 48, i32 53, i32 58, i32 63, i32 68, i32 73, i32 78>
  %k39 = or disjoint i64 %across_in_5909, 192
  %149 = getelementptr inbounds nuw float, ptr %across_state, i64 %k39
  store <16 x float> %148, ptr %149, align 4
  %150 = shufflevector <80 x float> %block35, <80 x float> poison, <16 x i32> <i32 4, i32 9, i32 14, i32 19, i32 24, i32 29, i32 34, i32 39, i32 44, i32 49, i32 54, i32 59, i32 64, i32 69, i32 74, i32 79>
  %k40 = or disjoint i64 %across_in_5909, 256
  %151 = getelementptr inbounds nuw float, ptr %across_state, i64 %k40
  store <16 x float> %150, ptr %151, align 4
  %152 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element34
  %block41 = load <80 x float>, ptr %152, align 4
  %153 = shufflevector <80 x float> %block41, <80 x float> poison, <16 x i32> <i32 0, i32 5, i32 10, i32 15, i32 20, i32 25, i32 30, i32 35, i32 40, i32 45, i32 50, i32 55, i32 60, i32 65, i32 70, i32 75>
  %154 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_5909
  store <16 x float> %153, ptr %154, align 4
  %155 = shufflevector <80 x float> %block41, <80 x float> poison, <16 x i32> <i32 1, i32 6, i32 11, i32 16, i32 21, i32 26, i32 31, i32 36, i32 41, i32 46, i32 51, i32 56, i32 61, i32 66, i32 71, i32 76>
  %156 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k37
  store <16 x float> %155, ptr %156, align 4
  %157 = shufflevector <80 x float> %block41, <80 x float> poison, <16 x i32> <i32 2, i32 7, i32 12, i32 17, i32 22, i32 27, i32 32, i32 37, i32 42, i32 47, i32 52, i32 57, i32 62, i32 67, i32 72, i32 77>
  %158 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k38
  store <16 x float> %157, ptr %158, align 4
  %159 = shufflevector <80 x float> %block41, <80 x float> poison, <16 x i32> <i32 3, i32 8, i32 13, i32 18, i32 23, i32 28, i32 33, i32 38, i32 43, i32 48, i32 53, i32 58, i32 63, i32 68, i32 73, i32 78>
  %160 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k39
  store <16 x float> %159, ptr %160, align 4
  %161 = shufflevector <80 x float> %block41, <80 x float> poison, <16 x i32> <i32 4, i32 9, i32 14, i32 19, i32 24, i32 29, i32 34, i32 39, i32 44, i32 49, i32 54, i32 59, i32 64, i32 69, i32 74, i32 79>
  %162 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k40
  store <16 x float> %161, ptr %162, align 4
  %163 = add nuw nsw i64 %across_in_5909, 16
  %164 = icmp samesign ult i64 %across_in_5909, 48
  br i1 %164, label %across_in_5.body, label %across_in.done, !llvm.loop !5

across_in_6.body:                                 ; preds = %across_block.body, %across_in_6.body
  %across_in_6908 = phi i64 [ %191, %across_in_6.body ], [ 0, %across_block.body ]
  %first_element47807 = add i64 %across_in_6908, %across_block936
  %chunk_element48 = mul i64 %first_element47807, 6
  %165 = getelementptr inbounds float, ptr %state, i64 %chunk_element48
  %block49 = load <96 x float>, ptr %165, align 4
  %166 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42, i32 48, i32 54, i32 60, i32 66, i32 72, i32 78, i32 84, i32 90>
  %167 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_6908
  store <16 x float> %166, ptr %167, align 4
  %168 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 1, i32 7, i32 13, i32 19, i32 25, i32 31, i32 37, i32 43, i32 49, i32 55, i32 61, i32 67, i32 73, i32 79, i32 85, i32 91>
  %k51 = or disjoint i64 %across_in_6908, 64
  %169 = getelementptr inbounds nuw float, ptr %across_state, i64 %k51
  store <16 x float> %168, ptr %169, align 4
  %170 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 2, i32 8, i32 14, i32 20, i32 26, i32 32, i32 38, i32 44, i32 50, i32 56, i32 62, i32 68, i32 74, i32 80, i32 86, i32 92>
  %k52 = or disjoint i64 %across_in_6908, 128
  %171 = getelementptr inbounds nuw float, ptr %across_state, i64 %k52
  store <16 x float> %170, ptr %171, align 4
  %172 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 3, i32 9, i32 15, i32 21, i32 27, i32 33, i32 39, i32 45, i32 51, i32 57, i32 63, i32 69, i32 75, i32 81, i32 87, i32 93>
  %k53 = or disjoint i64 %across_in_6908, 192
  %173 = getelementptr inbounds nuw float, ptr %across_state, i64 %k53
  store <16 x float> %172, ptr %173, align 4
  %174 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 4, i32 10, i32 16, i32 22, i32 28, i32 34, i32 40, i32 46, i32 52, i32 58, i32 64, i32 70, i32 76, i32 82, i32 88, i32 94>
  %k54 = or disjoint i64 %across_in_6908, 256
  %175 = getelementptr inbounds nuw float, ptr %across_state, i64 %k54
  store <16 x float> %174, ptr %175, align 4
  %176 = shufflevector <96 x float> %block49, <96 x float> poison, <16 x i32> <i32 5, i32 11, i32 17, i32 23, i32 29, i32 35, i32 41, i32 47, i32 53, i32 59, i32 65, i32 71, i32 77, i32 83, i32 89, i32 95>
  %k55 = or disjoint i64 %across_in_6908, 320
  %177 = getelementptr inbounds nuw float, ptr %across_state, i64 %k55
  store <16 x float> %176, ptr %177, align 4
  %178 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element48
  %block56 = load <96 x float>, ptr %178, align 4
  %179 = shufflevector <96 x float> %block56, <96 x float> poison, <16 x i32> <i32 0, i32 6, i32 12, i32 18, i32 24, i32 30, i32 36, i32 42, i32 48, i32 54, i32 60, i32 66, i32 72, i32 78, i32 84, i32 90>
  %180 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_6908
  store <16 x float> %179, ptr %180, align 4
  %181 = shufflevector <96 x float> %block56, <96 x float> poison, <16 x i32> <i32 1, i32 7, i32 13, i32 19, i32 25, i32 31, i32 37, i32 43, i32 49, i32 55, i32 61, i32 67, i32 73, i32 79, i32 85, i32 91>
  %182 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k51
  store <16 x float> %181, ptr %182, align 4
  %183 = shufflevector <96 x float> %block56, <96 x float> poison, <16 x i32> <i32 2, i32 8, i32 14, i32 20, i32 26, i32 32, i32 38, i32 44, i32 50, i32 56, i32 62, i32 68, i32 74, i32 80, i32 86, i32 92>
  %184 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k52
  store <16 x float> %183, ptr %184, align 4
  %185 = shufflevector <96 x float> %block56, <96 x float> poison, <16 x i32> <i32 3, i32 9, i32 15, i32 21, i32 27, i32 33, i32 39, i32 45, i32 51, i32 57, i32 63, i32 69, i32 75, i32 81, i32 87, i32 93>
  %186 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k53
  store <16 x float> %185, ptr %186, align 4
  %187 = shufflevector <96 x float> %block56, <96 x float> poison, <16 x i32> <i32 4, i32 10, i32 16, i32 22, i32 28, i32 34, i32 40, i32 46, i32 52, i32 58, i32 64, i32 70, i32 76, i32 82, i32 88, i32 94>
  %188 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k54
  store <16 x float> %187, ptr %188, align 4
  %189 = shufflevector <96 x float> %block56, <96 x float> poison, <16 x i32> <i32 5, i32 11, i32 17, i32 23, i32 29, i32 35, i32 41, i32 47, i32 53, i32 59, i32 65, i32 71, i32 77, i32 83, i32 89, i32 95>
  %190 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k55
  store <16 x float> %189, ptr %190, align 4
  %191 = add nuw nsw i64 %across_in_6908, 16
  %192 = icmp samesign ult i64 %across_in_6908, 48
  br i1 %192, label %across_in_6.body, label %across_in.done, !llvm.loop !6

across_in_7.body:                                 ; preds = %across_block.body, %across_in_7.body
  %across_in_7907 = phi i64 [ %223, %across_in_7.body ], [ 0, %across_block.body ]
  %first_element63806 = add i64 %across_in_7907, %across_block936
  %chunk_element64 = mul i64 %first_element63806, 7
  %193 = getelementptr inbounds float, ptr %state, i64 %chunk_element64
  %block65 = load <112 x float>, ptr %193, align 4
  %194 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49, i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %195 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_7907
  store <16 x float> %194, ptr %195, align 4
  %196 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50, i32 57, i32 64, i32 71, i32 78, i32 85, i32 92, i32 99, i32 106>
  %k67 = or disjoint i64 %across_in_7907, 64
  %197 = getelementptr inbounds nuw float, ptr %across_state, i64 %k67
  store <16 x float> %196, ptr %197, align 4
  %198 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 2, i32 9, i32 16, i32 23, i32 30, i32 37, i32 44, i32 51, i32 58, i32 65, i32 72, i32 79, i32 86, i32 93, i32 100, i32 107>
  %k68 = or disjoint i64 %across_in_7907, 128
  %199 = getelementptr inbounds nuw float, ptr %across_state, i64 %k68
  store <16 x float> %198, ptr %199, align 4
  %200 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 3, i32 10, i32 17, i32 24, i32 31, i32 38, i32 45, i32 52, i32 59, i32 66, i32 73, i32 80, i32 87, i32 94, i32 101, i32 108>
  %k69 = or disjoint i64 %across_in_7907, 192
  %201 = getelementptr inbounds nuw float, ptr %across_state, i64 %k69
  store <16 x float> %200, ptr %201, align 4
  %202 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 4, i32 11, i32 18, i32 25, i32 32, i32 39, i32 46, i32 53, i32 60, i32 67, i32 74, i32 81, i32 88, i32 95, i32 102, i32 109>
  %k70 = or disjoint i64 %across_in_7907, 256
  %203 = getelementptr inbounds nuw float, ptr %across_state, i64 %k70
  store <16 x float> %202, ptr %203, align 4
  %204 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 5, i32 12, i32 19, i32 26, i32 33, i32 40, i32 47, i32 54, i32 61, i32 68, i32 75, i32 82, i32 89, i32 96, i32 103, i32 110>
  %k71 = or disjoint i64 %across_in_7907, 320
  %205 = getelementptr inbounds nuw float, ptr %across_state, i64 %k71
  store <16 x float> %204, ptr %205, align 4
  %206 = shufflevector <112 x float> %block65, <112 x float> poison, <16 x i32> <i32 6, i32 13, i32 20, i32 27, i32 34, i32 41, i32 48, i32 55, i32 62, i32 69, i32 76, i32 83, i32 90, i32 97, i32 104, i32 111>
  %k72 = or disjoint i64 %across_in_7907, 384
  %207 = getelementptr inbounds nuw float, ptr %across_state, i64 %k72
  store <16 x float> %206, ptr %207, align 4
  %208 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element64
  %block73 = load <112 x float>, ptr %208, align 4
  %209 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 0, i32 7, i32 14, i32 21, i32 28, i32 35, i32 42, i32 49, i32 56, i32 63, i32 70, i32 77, i32 84, i32 91, i32 98, i32 105>
  %210 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_7907
  store <16 x float> %209, ptr %210, align 4
  %211 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 1, i32 8, i32 15, i32 22, i32 29, i32 36, i32 43, i32 50, i32 57, i32 64, i32 71, i32 78, i32 85, i32 92, i32 99, i32 106>
  %212 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k67
  store <16 x float> %211, ptr %212, align 4
  %213 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 2, i32 9, i32 16, i32 23, i32 30, i32 37, i32 44, i32 51, i32 58, i32 65, i32 72, i32 79, i32 86, i32 93, i32 100, i32 107>
  %214 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k68
  store <16 x float> %213, ptr %214, align 4
  %215 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 3, i32 10, i32 17, i32 24, i32 31, i32 38, i32 45, i32 52, i32 59, i32 66, i32 73, i32 80, i32 87, i32 94, i32 101, i32 108>
  %216 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k69
  store <16 x float> %215, ptr %216, align 4
  %217 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 4, i32 11, i32 18, i32 25, i32 32, i32 39, i32 46, i32 53, i32 60, i32 67, i32 74, i32 81, i32 88, i32 95, i32 102, i32 109>
  %218 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k70
  store <16 x float> %217, ptr %218, align 4
  %219 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 5, i32 12, i32 19, i32 26, i32 33, i32 40, i32 47, i32 54, i32 61, i32 68, i32 75, i32 82, i32 89, i32 96, i32 103, i32 110>
  %220 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k71
  store <16 x float> %219, ptr %220, align 4
  %221 = shufflevector <112 x float> %block73, <112 x float> poison, <16 x i32> <i32 6, i32 13, i32 20, i32 27, i32 34, i32 41, i32 48, i32 55, i32 62, i32 69, i32 76, i32 83, i32 90, i32 97, i32 104, i32 111>
  %222 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k72
  store <16 x float> %221, ptr %222, align 4
  %223 = add nuw nsw i64 %across_in_7907, 16
  %224 = icmp samesign ult i64 %across_in_7907, 48
  br i1 %224, label %across_in_7.body, label %across_in.done, !llvm.loop !7

across_in_8.body:                                 ; preds = %across_block.body, %across_in_8.body
  %across_in_8906 = phi i64 [ %259, %across_in_8.body ], [ 0, %across_block.body ]
  %first_element81805 = add i64 %across_in_8906, %across_block936
  %chunk_element82 = shl i64 %first_element81805, 3
  %225 = getelementptr inbounds float, ptr %state, i64 %chunk_element82
  %block83 = load <128 x float>, ptr %225, align 4
  %226 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %227 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_8906
  store <16 x float> %226, ptr %227, align 4
  %228 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %k85 = or disjoint i64 %across_in_8906, 64
  %229 = getelementptr inbounds nuw float, ptr %across_state, i64 %k85
  store <16 x float> %228, ptr %229, align 4
  %230 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %k86 = or disjoint i64 %across_in_8906, 128
  %231 = getelementptr inbounds nuw float, ptr %across_state, i64 %k86
  store <16 x float> %230, ptr %231, align 4
  %232 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %k87 = or disjoint i64 %across_in_8906, 192
  %233 = getelementptr inbounds nuw float, ptr %across_state, i64 %k87
  store <16 x float> %232, ptr %233, align 4
  %234 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %k88 = or disjoint i64 %across_in_8906, 256
  %235 = getelementptr inbounds nuw float, ptr %across_state, i64 %k88
  store <16 x float> %234, ptr %235, align 4
  %236 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %k89 = or disjoint i64 %across_in_8906, 320
  %237 = getelementptr inbounds nuw float, ptr %across_state, i64 %k89
  store <16 x float> %236, ptr %237, align 4
  %238 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %k90 = or disjoint i64 %across_in_8906, 384
  %239 = getelementptr inbounds nuw float, ptr %across_state, i64 %k90
  store <16 x float> %238, ptr %239, align 4
  %240 = shufflevector <128 x float> %block83, <128 x float> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %k91 = or disjoint i64 %across_in_8906, 448
  %241 = getelementptr inbounds nuw float, ptr %across_state, i64 %k91
  store <16 x float> %240, ptr %241, align 4
  %242 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element82
  %block92 = load <128 x float>, ptr %242, align 4
  %243 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 64, i32 72, i32 80, i32 88, i32 96, i32 104, i32 112, i32 120>
  %244 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_8906
  store <16 x float> %243, ptr %244, align 4
  %245 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 65, i32 73, i32 81, i32 89, i32 97, i32 105, i32 113, i32 121>
  %246 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k85
  store <16 x float> %245, ptr %246, align 4
  %247 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 66, i32 74, i32 82, i32 90, i32 98, i32 106, i32 114, i32 122>
  %248 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k86
  store <16 x float> %247, ptr %248, align 4
  %249 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 67, i32 75, i32 83, i32 91, i32 99, i32 107, i32 115, i32 123>
  %250 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k87
  store <16 x float> %249, ptr %250, align 4
  %251 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 68, i32 76, i32 84, i32 92, i32 100, i32 108, i32 116, i32 124>
  %252 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k88
  store <16 x float> %251, ptr %252, align 4
  %253 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 69, i32 77, i32 85, i32 93, i32 101, i32 109, i32 117, i32 125>
  %254 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k89
  store <16 x float> %253, ptr %254, align 4
  %255 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 70, i32 78, i32 86, i32 94, i32 102, i32 110, i32 118, i32 126>
  %256 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k90
  store <16 x float> %255, ptr %256, align 4
  %257 = shufflevector <128 x float> %block92, <128 x float> poison, <16 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63, i32 71, i32 79, i32 87, i32 95, i32 103, i32 111, i32 119, i32 127>
  %258 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k91
  store <16 x float> %257, ptr %258, align 4
  %259 = add nuw nsw i64 %across_in_8906, 16
  %260 = icmp samesign ult i64 %across_in_8906, 48
  br i1 %260, label %across_in_8.body, label %across_in.done, !llvm.loop !8

across_in_9.body:                                 ; preds = %across_block.body, %across_in_9.body
  %across_in_9905 = phi i64 [ %299, %across_in_9.body ], [ 0, %across_block.body ]
  %first_element101804 = add i64 %across_in_9905, %across_block936
  %chunk_element102 = mul i64 %first_element101804, 9
  %261 = getelementptr inbounds float, ptr %state, i64 %chunk_element102
  %block103 = load <72 x float>, ptr %261, align 4
  %262 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 0, i32 9, i32 18, i32 27, i32 36, i32 45, i32 54, i32 63>
  %263 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_9905
  store <8 x float> %262, ptr %263, align 4
  %264 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 1, i32 10, i32 19, i32 28, i32 37, i32 46, i32 55, i32 64>
  %k105 = or disjoint i64 %across_in_9905, 64
  %265 = getelementptr inbounds nuw float, ptr %across_state, i64 %k105
  store <8 x float> %264, ptr %265, align 4
  %266 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 2, i32 11, i32 20, i32 29, i32 38, i32 47, i32 56, i32 65>
  %k106 = or disjoint i64 %across_in_9905, 128
  %267 = getelementptr inbounds nuw float, ptr %across_state, i64 %k106
  store <8 x float> %266, ptr %267, align 4
  %268 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 3, i32 12, i32 21, i32 30, i32 39, i32 48, i32 57, i32 66>
  %k107 = or disjoint i64 %across_in_9905, 192
  %269 = getelementptr inbounds nuw float, ptr %across_state, i64 %k107
  store <8 x float> %268, ptr %269, align 4
  %270 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 4, i32 13, i32 22, i32 31, i32 40, i32 49, i32 58, i32 67>
  %k108 = or disjoint i64 %across_in_9905, 256
  %271 = getelementptr inbounds nuw float, ptr %across_state, i64 %k108
  store <8 x float> %270, ptr %271, align 4
  %272 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 5, i32 14, i32 23, i32 32, i32 41, i32 50, i32 59, i32 68>
  %k109 = or disjoint i64 %across_in_9905, 320
  %273 = getelementptr inbounds nuw float, ptr %across_state, i64 %k109
  store <8 x float> %272, ptr %273, align 4
  %274 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 6, i32 15, i32 24, i32 33, i32 42, i32 51, i32 60, i32 69>
  %k110 = or disjoint i64 %across_in_9905, 384
  %275 = getelementptr inbounds nuw float, ptr %across_state, i64 %k110
  store <8 x float> %274, ptr %275, align 4
  %276 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 7, i32 16, i32 25, i32 34, i32 43, i32 52, i32 61, i32 70>
  %k111 = or disjoint i64 %across_in_9905, 448
  %277 = getelementptr inbounds nuw float, ptr %across_state, i64 %k111
  store <8 x float> %276, ptr %277, align 4
  %278 = shufflevector <72 x float> %block103, <72 x float> poison, <8 x i32> <i32 8, i32 17, i32 26, i32 35, i32 44, i32 53, i32 62, i32 71>
  %k112 = or disjoint i64 %across_in_9905, 512
  %279 = getelementptr inbounds nuw float, ptr %across_state, i64 %k112
  store <8 x float> %278, ptr %279, align 4
  %280 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element102
  %block113 = load <72 x float>, ptr %280, align 4
  %281 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 0, i32 9, i32 18, i32 27, i32 36, i32 45, i32 54, i32 63>
  %282 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_9905
  store <8 x float> %281, ptr %282, align 4
  %283 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 1, i32 10, i32 19, i32 28, i32 37, i32 46, i32 55, i32 64>
  %284 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k105
  store <8 x float> %283, ptr %284, align 4
  %285 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 2, i32 11, i32 20, i32 29, i32 38, i32 47, i32 56, i32 65>
  %286 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k106
  store <8 x float> %285, ptr %286, align 4
  %287 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 3, i32 12, i32 21, i32 30, i32 39, i32 48, i32 57, i32 66>
  %288 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k107
  store <8 x float> %287, ptr %288, align 4
  %289 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 4, i32 13, i32 22, i32 31, i32 40, i32 49, i32 58, i32 67>
  %290 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k108
  store <8 x float> %289, ptr %290, align 4
  %291 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 5, i32 14, i32 23, i32 32, i32 41, i32 50, i32 59, i32 68>
  %292 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k109
  store <8 x float> %291, ptr %292, align 4
  %293 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 6, i32 15, i32 24, i32 33, i32 42, i32 51, i32 60, i32 69>
  %294 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k110
  store <8 x float> %293, ptr %294, align 4
  %295 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 7, i32 16, i32 25, i32 34, i32 43, i32 52, i32 61, i32 70>
  %296 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k111
  store <8 x float> %295, ptr %296, align 4
  %297 = shufflevector <72 x float> %block113, <72 x float> poison, <8 x i32> <i32 8, i32 17, i32 26, i32 35, i32 44, i32 53, i32 62, i32 71>
  %298 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k112
  store <8 x float> %297, ptr %298, align 4
  %299 = add nuw nsw i64 %across_in_9905, 8
  %300 = icmp samesign ult i64 %across_in_9905, 56
  br i1 %300, label %across_in_9.body, label %across_in.done, !llvm.loop !9

across_in_10.body:                                ; preds = %across_block.body, %across_in_10.body
  %across_in_10904 = phi i64 [ %343, %across_in_10.body ], [ 0, %across_block.body ]
  %first_element123803 = add i64 %across_in_10904, %across_block936
  %chunk_element124 = mul i64 %first_element123803, 10
  %301 = getelementptr inbounds float, ptr %state, i64 %chunk_element124
  %block125 = load <80 x float>, ptr %301, align 4
  %302 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70>
  %303 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_10904
  store <8 x float> %302, ptr %303, align 4
  %304 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 1, i32 11, i32 21, i32 31, i32 41, i32 51, i32 61, i32 71>
  %k127 = or disjoint i64 %across_in_10904, 64
  %305 = getelementptr inbounds nuw float, ptr %across_state, i64 %k127
  store <8 x float> %304, ptr %305, align 4
  %306 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 2, i32 12, i32 22, i32 32, i32 42, i32 52, i32 62, i32 72>
  %k128 = or disjoint i64 %across_in_10904, 128
  %307 = getelementptr inbounds nuw float, ptr %across_state, i64 %k128
  store <8 x float> %306, ptr %307, align 4
  %308 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 3, i32 13, i32 23, i32 33, i32 43, i32 53, i32 63, i32 73>
  %k129 = or disjoint i64 %across_in_10904, 192
  %309 = getelementptr inbounds nuw float, ptr %across_state, i64 %k129
  store <8 x float> %308, ptr %309, align 4
  %310 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 4, i32 14, i32 24, i32 34, i32 44, i32 54, i32 64, i32 74>
  %k130 = or disjoint i64 %across_in_10904, 256
  %311 = getelementptr inbounds nuw float, ptr %across_state, i64 %k130
  store <8 x float> %310, ptr %311, align 4
  %312 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 5, i32 15, i32 25, i32 35, i32 45, i32 55, i32 65, i32 75>
  %k131 = or disjoint i64 %across_in_10904, 320
  %313 = getelementptr inbounds nuw float, ptr %across_state, i64 %k131
  store <8 x float> %312, ptr %313, align 4
  %314 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 6, i32 16, i32 26, i32 36, i32 46, i32 56, i32 66, i32 76>
  %k132 = or disjoint i64 %across_in_10904, 384
  %315 = getelementptr inbounds nuw float, ptr %across_state, i64 %k132
  store <8 x float> %314, ptr %315, align 4
  %316 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 7, i32 17, i32 27, i32 37, i32 47, i32 57, i32 67, i32 77>
  %k133 = or disjoint i64 %across_in_10904, 448
  %317 = getelementptr inbounds nuw float, ptr %across_state, i64 %k133
  store <8 x float> %316, ptr %317, align 4
  %318 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 8, i32 18, i32 28, i32 38, i32 48, i32 58, i32 68, i32 78>
  %k134 = or disjoint i64 %across_in_10904, 512
  %319 = getelementptr inbounds nuw float, ptr %across_state, i64 %k134
  store <8 x float> %318, ptr %319, align 4
  %320 = shufflevector <80 x float> %block125, <80 x float> poison, <8 x i32> <i32 9, i32 19, i32 29, i32 39, i32 49, i32 59, i32 69, i32 79>
  %k135 = or disjoint i64 %across_in_10904, 576
  %321 = getelementptr inbounds nuw float, ptr %across_state, i64 %k135
  store <8 x float> %320, ptr %321, align 4
  %322 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element124
  %block136 = load <80 x float>, ptr %322, align 4
  %323 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 0, i32 10, i32 20, i32 30, i32 40, i32 50, i32 60, i32 70>
  %324 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_10904
  store <8 x float> %323, ptr %324, align 4
  %325 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 1, i32 11, i32 21, i32 31, i32 41, i32 51, i32 61, i32 71>
  %326 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k127
  store <8 x float> %325, ptr %326, align 4
  %327 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 2, i32 12, i32 22, i32 32, i32 42, i32 52, i32 62, i32 72>
  %328 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k128
  store <8 x float> %327, ptr %328, align 4
  %329 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 3, i32 13, i32 23, i32 33, i32 43, i32 53, i32 63, i32 73>
  %330 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k129
  store <8 x float> %329, ptr %330, align 4
  %331 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 4, i32 14, i32 24, i32 34, i32 44, i32 54, i32 64, i32 74>
  %332 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k130
  store <8 x float> %331, ptr %332, align 4
  %333 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 5, i32 15, i32 25, i32 35, i32 45, i32 55, i32 65, i32 75>
  %334 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k131
  store <8 x float> %333, ptr %334, align 4
  %335 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 6, i32 16, i32 26, i32 36, i32 46, i32 56, i32 66, i32 76>
  %336 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k132
  store <8 x float> %335, ptr %336, align 4
  %337 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 7, i32 17, i32 27, i32 37, i32 47, i32 57, i32 67, i32 77>
  %338 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k133
  store <8 x float> %337, ptr %338, align 4
  %339 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 8, i32 18, i32 28, i32 38, i32 48, i32 58, i32 68, i32 78>
  %340 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k134
  store <8 x float> %339, ptr %340, align 4
  %341 = shufflevector <80 x float> %block136, <80 x float> poison, <8 x i32> <i32 9, i32 19, i32 29, i32 39, i32 49, i32 59, i32 69, i32 79>
  %342 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k135
  store <8 x float> %341, ptr %342, align 4
  %343 = add nuw nsw i64 %across_in_10904, 8
  %344 = icmp samesign ult i64 %across_in_10904, 56
  br i1 %344, label %across_in_10.body, label %across_in.done, !llvm.loop !10

across_in_11.body:                                ; preds = %across_block.body, %across_in_11.body
  %across_in_11903 = phi i64 [ %391, %across_in_11.body ], [ 0, %across_block.body ]
  %first_element147802 = add i64 %across_in_11903, %across_block936
  %chunk_element148 = mul i64 %first_element147802, 11
  %345 = getelementptr inbounds float, ptr %state, i64 %chunk_element148
  %block149 = load <88 x float>, ptr %345, align 4
  %346 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 0, i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77>
  %347 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_11903
  store <8 x float> %346, ptr %347, align 4
  %348 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 1, i32 12, i32 23, i32 34, i32 45, i32 56, i32 67, i32 78>
  %k151 = or disjoint i64 %across_in_11903, 64
  %349 = getelementptr inbounds nuw float, ptr %across_state, i64 %k151
  store <8 x float> %348, ptr %349, align 4
  %350 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 2, i32 13, i32 24, i32 35, i32 46, i32 57, i32 68, i32 79>
  %k152 = or disjoint i64 %across_in_11903, 128
  %351 = getelementptr inbounds nuw float, ptr %across_state, i64 %k152
  store <8 x float> %350, ptr %351, align 4
  %352 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 3, i32 14, i32 25, i32 36, i32 47, i32 58, i32 69, i32 80>
  %k153 = or disjoint i64 %across_in_11903, 192
  %353 = getelementptr inbounds nuw float, ptr %across_state, i64 %k153
  store <8 x float> %352, ptr %353, align 4
  %354 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 4, i32 15, i32 26, i32 37, i32 48, i32 59, i32 70, i32 81>
  %k154 = or disjoint i64 %across_in_11903, 256
  %355 = getelementptr inbounds nuw float, ptr %across_state, i64 %k154
  store <8 x float> %354, ptr %355, align 4
  %356 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 5, i32 16, i32 27, i32 38, i32 49, i32 60, i32 71, i32 82>
  %k155 = or disjoint i64 %across_in_11903, 320
  %357 = getelementptr inbounds nuw float, ptr %across_state, i64 %k155
  store <8 x float> %356, ptr %357, align 4
  %358 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 6, i32 17, i32 28, i32 39, i32 50, i32 61, i32 72, i32 83>
  %k156 = or disjoint i64 %across_in_11903, 384
  %359 = getelementptr inbounds nuw float, ptr %across_state, i64 %k156
  store <8 x float> %358, ptr %359, align 4
  %360 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 7, i32 18, i32 29, i32 40, i32 51, i32 62, i32 73, i32 84>
  %k157 = or disjoint i64 %across_in_11903, 448
  %361 = getelementptr inbounds nuw float, ptr %across_state, i64 %k157
  store <8 x float> %360, ptr %361, align 4
  %362 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 8, i32 19, i32 30, i32 41, i32 52, i32 63, i32 74, i32 85>
  %k158 = or disjoint i64 %across_in_11903, 512
  %363 = getelementptr inbounds nuw float, ptr %across_state, i64 %k158
  store <8 x float> %362, ptr %363, align 4
  %364 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 9, i32 20, i32 31, i32 42, i32 53, i32 64, i32 75, i32 86>
  %k159 = or disjoint i64 %across_in_11903, 576
  %365 = getelementptr inbounds nuw float, ptr %across_state, i64 %k159
  store <8 x float> %364, ptr %365, align 4
  %366 = shufflevector <88 x float> %block149, <88 x float> poison, <8 x i32> <i32 10, i32 21, i32 32, i32 43, i32 54, i32 65, i32 76, i32 87>
  %k160 = or disjoint i64 %across_in_11903, 640
  %367 = getelementptr inbounds nuw float, ptr %across_state, i64 %k160
  store <8 x float> %366, ptr %367, align 4
  %368 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element148
  %block161 = load <88 x float>, ptr %368, align 4
  %369 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 0, i32 11, i32 22, i32 33, i32 44, i32 55, i32 66, i32 77>
  %370 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_11903
  store <8 x float> %369, ptr %370, align 4
  %371 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 1, i32 12, i32 23, i32 34, i32 45, i32 56, i32 67, i32 78>
  %372 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k151
  store <8 x float> %371, ptr %372, align 4
  %373 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 2, i32 13, i32 24, i32 35, i32 46, i32 57, i32 68, i32 79>
  %374 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k152
  store <8 x float> %373, ptr %374, align 4
  %375 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 3, i32 14, i32 25, i32 36, i32 47, i32 58, i32 69, i32 80>
  %376 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k153
  store <8 x float> %375, ptr %376, align 4
  %377 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 4, i32 15, i32 26, i32 37, i32 48, i32 59, i32 70, i32 81>
  %378 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k154
  store <8 x float> %377, ptr %378, align 4
  %379 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 5, i32 16, i32 27, i32 38, i32 49, i32 60, i32 71, i32 82>
  %380 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k155
  store <8 x float> %379, ptr %380, align 4
  %381 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 6, i32 17, i32 28, i32 39, i32 50, i32 61, i32 72, i32 83>
  %382 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k156
  store <8 x float> %381, ptr %382, align 4
  %383 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 7, i32 18, i32 29, i32 40, i32 51, i32 62, i32 73, i32 84>
  %384 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k157
  store <8 x float> %383, ptr %384, align 4
  %385 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 8, i32 19, i32 30, i32 41, i32 52, i32 63, i32 74, i32 85>
  %386 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k158
  store <8 x float> %385, ptr %386, align 4
  %387 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 9, i32 20, i32 31, i32 42, i32 53, i32 64, i32 75, i32 86>
  %388 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k159
  store <8 x float> %387, ptr %388, align 4
  %389 = shufflevector <88 x float> %block161, <88 x float> poison, <8 x i32> <i32 10, i32 21, i32 32, i32 43, i32 54, i32 65, i32 76, i32 87>
  %390 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k160
  store <8 x float> %389, ptr %390, align 4
  %391 = add nuw nsw i64 %across_in_11903, 8
  %392 = icmp samesign ult i64 %across_in_11903, 56
  br i1 %392, label %across_in_11.body, label %across_in.done, !llvm.loop !11

across_in_12.body:                                ; preds = %across_block.body, %across_in_12.body
  %across_in_12902 = phi i64 [ %443, %across_in_12.body ], [ 0, %across_block.body ]
  %first_element173801 = add i64 %across_in_12902, %across_block936
  %chunk_element174 = mul i64 %first_element173801, 12
  %393 = getelementptr inbounds float, ptr %state, i64 %chunk_element174
  %block175 = load <96 x float>, ptr %393, align 4
  %394 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84>
  %395 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_12902
  store <8 x float> %394, ptr %395, align 4
  %396 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 1, i32 13, i32 25, i32 37, i32 49, i32 61, i32 73, i32 85>
  %k177 = or disjoint i64 %across_in_12902, 64
  %397 = getelementptr inbounds nuw float, ptr %across_state, i64 %k177
  store <8 x float> %396, ptr %397, align 4
  %398 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 2, i32 14, i32 26, i32 38, i32 50, i32 62, i32 74, i32 86>
  %k178 = or disjoint i64 %across_in_12902, 128
  %399 = getelementptr inbounds nuw float, ptr %across_state, i64 %k178
  store <8 x float> %398, ptr %399, align 4
  %400 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 3, i32 15, i32 27, i32 39, i32 51, i32 63, i32 75, i32 87>
  %k179 = or disjoint i64 %across_in_12902, 192
  %401 = getelementptr inbounds nuw float, ptr %across_state, i64 %k179
  store <8 x float> %400, ptr %401, align 4
  %402 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 4, i32 16, i32 28, i32 40, i32 52, i32 64, i32 76, i32 88>
  %k180 = or disjoint i64 %across_in_12902, 256
  %403 = getelementptr inbounds nuw float, ptr %across_state, i64 %k180
  store <8 x float> %402, ptr %403, align 4
  %404 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 5, i32 17, i32 29, i32 41, i32 53, i32 65, i32 77, i32 89>
  %k181 = or disjoint i64 %across_in_12902, 320
  %405 = getelementptr inbounds nuw float, ptr %across_state, i64 %k181
  store <8 x float> %404, ptr %405, align 4
  %406 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 6, i32 18, i32 30, i32 42, i32 54, i32 66, i32 78, i32 90>
  %k182 = or disjoint i64 %across_in_12902, 384
  %407 = getelementptr inbounds nuw float, ptr %across_state, i64 %k182
  store <8 x float> %406, ptr %407, align 4
  %408 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 7, i32 19, i32 31, i32 43, i32 55, i32 67, i32 79, i32 91>
  %k183 = or disjoint i64 %across_in_12902, 448
  %409 = getelementptr inbounds nuw float, ptr %across_state, i64 %k183
  store <8 x float> %408, ptr %409, align 4
  %410 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 8, i32 20, i32 32, i32 44, i32 56, i32 68, i32 80, i32 92>
  %k184 = or disjoint i64 %across_in_12902, 512
  %411 = getelementptr inbounds nuw float, ptr %across_state, i64 %k184
  store <8 x float> %410, ptr %411, align 4
  %412 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 9, i32 21, i32 33, i32 45, i32 57, i32 69, i32 81, i32 93>
  %k185 = or disjoint i64 %across_in_12902, 576
  %413 = getelementptr inbounds nuw float, ptr %across_state, i64 %k185
  store <8 x float> %412, ptr %413, align 4
  %414 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 10, i32 22, i32 34, i32 46, i32 58, i32 70, i32 82, i32 94>
  %k186 = or disjoint i64 %across_in_12902, 640
  %415 = getelementptr inbounds nuw float, ptr %across_state, i64 %k186
  store <8 x float> %414, ptr %415, align 4
  %416 = shufflevector <96 x float> %block175, <96 x float> poison, <8 x i32> <i32 11, i32 23, i32 35, i32 47, i32 59, i32 71, i32 83, i32 95>
  %k187 = or disjoint i64 %across_in_12902, 704
  %417 = getelementptr inbounds nuw float, ptr %across_state, i64 %k187
  store <8 x float> %416, ptr %417, align 4
  %418 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element174
  %block188 = load <96 x float>, ptr %418, align 4
  %419 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 0, i32 12, i32 24, i32 36, i32 48, i32 60, i32 72, i32 84>
  %420 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_12902
  store <8 x float> %419, ptr %420, align 4
  %421 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 1, i32 13, i32 25, i32 37, i32 49, i32 61, i32 73, i32 85>
  %422 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k177
  store <8 x float> %421, ptr %422, align 4
  %423 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 2, i32 14, i32 26, i32 38, i32 50, i32 62, i32 74, i32 86>
  %424 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k178
  store <8 x float> %423, ptr %424, align 4
  %425 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 3, i32 15, i32 27, i32 39, i32 51, i32 63, i32 75, i32 87>
  %426 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k179
  store <8 x float> %425, ptr %426, align 4
  %427 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 4, i32 16, i32 28, i32 40, i32 52, i32 64, i32 76, i32 88>
  %428 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k180
  store <8 x float> %427, ptr %428, align 4
  %429 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 5, i32 17, i32 29, i32 41, i32 53, i32 65, i32 77, i32 89>
  %430 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k181
  store <8 x float> %429, ptr %430, align 4
  %431 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 6, i32 18, i32 30, i32 42, i32 54, i32 66, i32 78, i32 90>
  %432 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k182
  store <8 x float> %431, ptr %432, align 4
  %433 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 7, i32 19, i32 31, i32 43, i32 55, i32 67, i32 79, i32 91>
  %434 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k183
  store <8 x float> %433, ptr %434, align 4
  %435 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 8, i32 20, i32 32, i32 44, i32 56, i32 68, i32 80, i32 92>
  %436 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k184
  store <8 x float> %435, ptr %436, align 4
  %437 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 9, i32 21, i32 33, i32 45, i32 57, i32 69, i32 81, i32 93>
  %438 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k185
  store <8 x float> %437, ptr %438, align 4
  %439 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 10, i32 22, i32 34, i32 46, i32 58, i32 70, i32 82, i32 94>
  %440 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k186
  store <8 x float> %439, ptr %440, align 4
  %441 = shufflevector <96 x float> %block188, <96 x float> poison, <8 x i32> <i32 11, i32 23, i32 35, i32 47, i32 59, i32 71, i32 83, i32 95>
  %442 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k187
  store <8 x float> %441, ptr %442, align 4
  %443 = add nuw nsw i64 %across_in_12902, 8
  %444 = icmp samesign ult i64 %across_in_12902, 56
  br i1 %444, label %across_in_12.body, label %across_in.done, !llvm.loop !12

across_in_13.body:                                ; preds = %across_block.body, %across_in_13.body
  %across_in_13901 = phi i64 [ %499, %across_in_13.body ], [ 0, %across_block.body ]
  %first_element201800 = add i64 %across_in_13901, %across_block936
  %chunk_element202 = mul i64 %first_element201800, 13
  %445 = getelementptr inbounds float, ptr %state, i64 %chunk_element202
  %block203 = load <104 x float>, ptr %445, align 4
  %446 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 0, i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91>
  %447 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_13901
  store <8 x float> %446, ptr %447, align 4
  %448 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 1, i32 14, i32 27, i32 40, i32 53, i32 66, i32 79, i32 92>
  %k205 = or disjoint i64 %across_in_13901, 64
  %449 = getelementptr inbounds nuw float, ptr %across_state, i64 %k205
  store <8 x float> %448, ptr %449, align 4
  %450 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 2, i32 15, i32 28, i32 41, i32 54, i32 67, i32 80, i32 93>
  %k206 = or disjoint i64 %across_in_13901, 128
  %451 = getelementptr inbounds nuw float, ptr %across_state, i64 %k206
  store <8 x float> %450, ptr %451, align 4
  %452 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 3, i32 16, i32 29, i32 42, i32 55, i32 68, i32 81, i32 94>
  %k207 = or disjoint i64 %across_in_13901, 192
  %453 = getelementptr inbounds nuw float, ptr %across_state, i64 %k207
  store <8 x float> %452, ptr %453, align 4
  %454 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 4, i32 17, i32 30, i32 43, i32 56, i32 69, i32 82, i32 95>
  %k208 = or disjoint i64 %across_in_13901, 256
  %455 = getelementptr inbounds nuw float, ptr %across_state, i64 %k208
  store <8 x float> %454, ptr %455, align 4
  %456 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 5, i32 18, i32 31, i32 44, i32 57, i32 70, i32 83, i32 96>
  %k209 = or disjoint i64 %across_in_13901, 320
  %457 = getelementptr inbounds nuw float, ptr %across_state, i64 %k209
  store <8 x float> %456, ptr %457, align 4
  %458 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 6, i32 19, i32 32, i32 45, i32 58, i32 71, i32 84, i32 97>
  %k210 = or disjoint i64 %across_in_13901, 384
  %459 = getelementptr inbounds nuw float, ptr %across_state, i64 %k210
  store <8 x float> %458, ptr %459, align 4
  %460 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 7, i32 20, i32 33, i32 46, i32 59, i32 72, i32 85, i32 98>
  %k211 = or disjoint i64 %across_in_13901, 448
  %461 = getelementptr inbounds nuw float, ptr %across_state, i64 %k211
  store <8 x float> %460, ptr %461, align 4
  %462 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 8, i32 21, i32 34, i32 47, i32 60, i32 73, i32 86, i32 99>
  %k212 = or disjoint i64 %across_in_13901, 512
  %463 = getelementptr inbounds nuw float, ptr %across_state, i64 %k212
  store <8 x float> %462, ptr %463, align 4
  %464 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 9, i32 22, i32 35, i32 48, i32 61, i32 74, i32 87, i32 100>
  %k213 = or disjoint i64 %across_in_13901, 576
  %465 = getelementptr inbounds nuw float, ptr %across_state, i64 %k213
  store <8 x float> %464, ptr %465, align 4
  %466 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 10, i32 23, i32 36, i32 49, i32 62, i32 75, i32 88, i32 101>
  %k214 = or disjoint i64 %across_in_13901, 640
  %467 = getelementptr inbounds nuw float, ptr %across_state, i64 %k214
  store <8 x float> %466, ptr %467, align 4
  %468 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 11, i32 24, i32 37, i32 50, i32 63, i32 76, i32 89, i32 102>
  %k215 = or disjoint i64 %across_in_13901, 704
  %469 = getelementptr inbounds nuw float, ptr %across_state, i64 %k215
  store <8 x float> %468, ptr %469, align 4
  %470 = shufflevector <104 x float> %block203, <104 x float> poison, <8 x i32> <i32 12, i32 25, i32 38, i32 51, i32 64, i32 77, i32 90, i32 103>
  %k216 = or disjoint i64 %across_in_13901, 768
  %471 = getelementptr inbounds nuw float, ptr %across_state, i64 %k216
  store <8 x float> %470, ptr %471, align 4
  %472 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element202
  %block217 = load <104 x float>, ptr %472, align 4
  %473 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 0, i32 13, i32 26, i32 39, i32 52, i32 65, i32 78, i32 91>
  %474 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_13901
  store <8 x float> %473, ptr %474, align 4
  %475 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 1, i32 14, i32 27, i32 40, i32 53, i32 66, i32 79, i32 92>
  %476 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k205
  store <8 x float> %475, ptr %476, align 4
  %477 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 2, i32 15, i32 28, i32 41, i32 54, i32 67, i32 80, i32 93>
  %478 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k206
  store <8 x float> %477, ptr %478, align 4
  %479 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 3, i32 16, i32 29, i32 42, i32 55, i32 68, i32 81, i32 94>
  %480 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k207
  store <8 x float> %479, ptr %480, align 4
  %481 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 4, i32 17, i32 30, i32 43, i32 56, i32 69, i32 82, i32 95>
  %482 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k208
  store <8 x float> %481, ptr %482, align 4
  %483 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 5, i32 18, i32 31, i32 44, i32 57, i32 70, i32 83, i32 96>
  %484 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k209
  store <8 x float> %483, ptr %484, align 4
  %485 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 6, i32 19, i32 32, i32 45, i32 58, i32 71, i32 84, i32 97>
  %486 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k210
  store <8 x float> %485, ptr %486, align 4
  %487 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 7, i32 20, i32 33, i32 46, i32 59, i32 72, i32 85, i32 98>
  %488 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k211
  store <8 x float> %487, ptr %488, align 4
  %489 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 8, i32 21, i32 34, i32 47, i32 60, i32 73, i32 86, i32 99>
  %490 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k212
  store <8 x float> %489, ptr %490, align 4
  %491 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 9, i32 22, i32 35, i32 48, i32 61, i32 74, i32 87, i32 100>
  %492 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k213
  store <8 x float> %491, ptr %492, align 4
  %493 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 10, i32 23, i32 36, i32 49, i32 62, i32 75, i32 88, i32 101>
  %494 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k214
  store <8 x float> %493, ptr %494, align 4
  %495 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 11, i32 24, i32 37, i32 50, i32 63, i32 76, i32 89, i32 102>
  %496 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k215
  store <8 x float> %495, ptr %496, align 4
  %497 = shufflevector <104 x float> %block217, <104 x float> poison, <8 x i32> <i32 12, i32 25, i32 38, i32 51, i32 64, i32 77, i32 90, i32 103>
  %498 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k216
  store <8 x float> %497, ptr %498, align 4
  %499 = add nuw nsw i64 %across_in_13901, 8
  %500 = icmp samesign ult i64 %across_in_13901, 56
  br i1 %500, label %across_in_13.body, label %across_in.done, !llvm.loop !13

across_in_14.body:                                ; preds = %across_block.body, %across_in_14.body
  %across_in_14900 = phi i64 [ %559, %across_in_14.body ], [ 0, %across_block.body ]
  %first_element231799 = add i64 %across_in_14900, %across_block936
  %chunk_element232 = mul i64 %first_element231799, 14
  %501 = getelementptr inbounds float, ptr %state, i64 %chunk_element232
  %block233 = load <112 x float>, ptr %501, align 4
  %502 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 0, i32 14, i32 28, i32 42, i32 56, i32 70, i32 84, i32 98>
  %503 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_14900
  store <8 x float> %502, ptr %503, align 4
  %504 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 1, i32 15, i32 29, i32 43, i32 57, i32 71, i32 85, i32 99>
  %k235 = or disjoint i64 %across_in_14900, 64
  %505 = getelementptr inbounds nuw float, ptr %across_state, i64 %k235
  store <8 x float> %504, ptr %505, align 4
  %506 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 2, i32 16, i32 30, i32 44, i32 58, i32 72, i32 86, i32 100>
  %k236 = or disjoint i64 %across_in_14900, 128
  %507 = getelementptr inbounds nuw float, ptr %across_state, i64 %k236
  store <8 x float> %506, ptr %507, align 4
  %508 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 3, i32 17, i32 31, i32 45, i32 59, i32 73, i32 87, i32 101>
  %k237 = or disjoint i64 %across_in_14900, 192
  %509 = getelementptr inbounds nuw float, ptr %across_state, i64 %k237
  store <8 x float> %508, ptr %509, align 4
  %510 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 4, i32 18, i32 32, i32 46, i32 60, i32 74, i32 88, i32 102>
  %k238 = or disjoint i64 %across_in_14900, 256
  %511 = getelementptr inbounds nuw float, ptr %across_state, i64 %k238
  store <8 x float> %510, ptr %511, align 4
  %512 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 5, i32 19, i32 33, i32 47, i32 61, i32 75, i32 89, i32 103>
  %k239 = or disjoint i64 %across_in_14900, 320
  %513 = getelementptr inbounds nuw float, ptr %across_state, i64 %k239
  store <8 x float> %512, ptr %513, align 4
  %514 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 6, i32 20, i32 34, i32 48, i32 62, i32 76, i32 90, i32 104>
  %k240 = or disjoint i64 %across_in_14900, 384
  %515 = getelementptr inbounds nuw float, ptr %across_state, i64 %k240
  store <8 x float> %514, ptr %515, align 4
  %516 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 7, i32 21, i32 35, i32 49, i32 63, i32 77, i32 91, i32 105>
  %k241 = or disjoint i64 %across_in_14900, 448
  %517 = getelementptr inbounds nuw float, ptr %across_state, i64 %k241
  store <8 x float> %516, ptr %517, align 4
  %518 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 8, i32 22, i32 36, i32 50, i32 64, i32 78, i32 92, i32 106>
  %k242 = or disjoint i64 %across_in_14900, 512
  %519 = getelementptr inbounds nuw float, ptr %across_state, i64 %k242
  store <8 x float> %518, ptr %519, align 4
  %520 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 9, i32 23, i32 37, i32 51, i32 65, i32 79, i32 93, i32 107>
  %k243 = or disjoint i64 %across_in_14900, 576
  %521 = getelementptr inbounds nuw float, ptr %across_state, i64 %k243
  store <8 x float> %520, ptr %521, align 4
  %522 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 10, i32 24, i32 38, i32 52, i32 66, i32 80, i32 94, i32 108>
  %k244 = or disjoint i64 %across_in_14900, 640
  %523 = getelementptr inbounds nuw float, ptr %across_state, i64 %k244
  store <8 x float> %522, ptr %523, align 4
  %524 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 11, i32 25, i32 39, i32 53, i32 67, i32 81, i32 95, i32 109>
  %k245 = or disjoint i64 %across_in_14900, 704
  %525 = getelementptr inbounds nuw float, ptr %across_state, i64 %k245
  store <8 x float> %524, ptr %525, align 4
  %526 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 12, i32 26, i32 40, i32 54, i32 68, i32 82, i32 96, i32 110>
  %k246 = or disjoint i64 %across_in_14900, 768
  %527 = getelementptr inbounds nuw float, ptr %across_state, i64 %k246
  store <8 x float> %526, ptr %527, align 4
  %528 = shufflevector <112 x float> %block233, <112 x float> poison, <8 x i32> <i32 13, i32 27, i32 41, i32 55, i32 69, i32 83, i32 97, i32 111>
  %k247 = or disjoint i64 %across_in_14900, 832
  %529 = getelementptr inbounds nuw float, ptr %across_state, i64 %k247
  store <8 x float> %528, ptr %529, align 4
  %530 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element232
  %block248 = load <112 x float>, ptr %530, align 4
  %531 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 0, i32 14, i32 28, i32 42, i32 56, i32 70, i32 84, i32 98>
  %532 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_14900
  store <8 x float> %531, ptr %532, align 4
  %533 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 1, i32 15, i32 29, i32 43, i32 57, i32 71, i32 85, i32 99>
  %534 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k235
  store <8 x float> %533, ptr %534, align 4
  %535 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 2, i32 16, i32 30, i32 44, i32 58, i32 72, i32 86, i32 100>
  %536 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k236
  store <8 x float> %535, ptr %536, align 4
  %537 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 3, i32 17, i32 31, i32 45, i32 59, i32 73, i32 87, i32 101>
  %538 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k237
  store <8 x float> %537, ptr %538, align 4
  %539 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 4, i32 18, i32 32, i32 46, i32 60, i32 74, i32 88, i32 102>
  %540 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k238
  store <8 x float> %539, ptr %540, align 4
  %541 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 5, i32 19, i32 33, i32 47, i32 61, i32 75, i32 89, i32 103>
  %542 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k239
  store <8 x float> %541, ptr %542, align 4
  %543 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 6, i32 20, i32 34, i32 48, i32 62, i32 76, i32 90, i32 104>
  %544 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k240
  store <8 x float> %543, ptr %544, align 4
  %545 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 7, i32 21, i32 35, i32 49, i32 63, i32 77, i32 91, i32 105>
  %546 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k241
  store <8 x float> %545, ptr %546, align 4
  %547 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 8, i32 22, i32 36, i32 50, i32 64, i32 78, i32 92, i32 106>
  %548 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k242
  store <8 x float> %547, ptr %548, align 4
  %549 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 9, i32 23, i32 37, i32 51, i32 65, i32 79, i32 93, i32 107>
  %550 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k243
  store <8 x float> %549, ptr %550, align 4
  %551 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 10, i32 24, i32 38, i32 52, i32 66, i32 80, i32 94, i32 108>
  %552 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k244
  store <8 x float> %551, ptr %552, align 4
  %553 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 11, i32 25, i32 39, i32 53, i32 67, i32 81, i32 95, i32 109>
  %554 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k245
  store <8 x float> %553, ptr %554, align 4
  %555 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 12, i32 26, i32 40, i32 54, i32 68, i32 82, i32 96, i32 110>
  %556 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k246
  store <8 x float> %555, ptr %556, align 4
  %557 = shufflevector <112 x float> %block248, <112 x float> poison, <8 x i32> <i32 13, i32 27, i32 41, i32 55, i32 69, i32 83, i32 97, i32 111>
  %558 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k247
  store <8 x float> %557, ptr %558, align 4
  %559 = add nuw nsw i64 %across_in_14900, 8
  %560 = icmp samesign ult i64 %across_in_14900, 56
  br i1 %560, label %across_in_14.body, label %across_in.done, !llvm.loop !14

across_in_15.body:                                ; preds = %across_block.body, %across_in_15.body
  %across_in_15899 = phi i64 [ %623, %across_in_15.body ], [ 0, %across_block.body ]
  %first_element263798 = add i64 %across_in_15899, %across_block936
  %chunk_element264 = mul i64 %first_element263798, 15
  %561 = getelementptr inbounds float, ptr %state, i64 %chunk_element264
  %block265 = load <120 x float>, ptr %561, align 4
  %562 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 0, i32 15, i32 30, i32 45, i32 60, i32 75, i32 90, i32 105>
  %563 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in_15899
  store <8 x float> %562, ptr %563, align 4
  %564 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 1, i32 16, i32 31, i32 46, i32 61, i32 76, i32 91, i32 106>
  %k267 = or disjoint i64 %across_in_15899, 64
  %565 = getelementptr inbounds nuw float, ptr %across_state, i64 %k267
  store <8 x float> %564, ptr %565, align 4
  %566 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 2, i32 17, i32 32, i32 47, i32 62, i32 77, i32 92, i32 107>
  %k268 = or disjoint i64 %across_in_15899, 128
  %567 = getelementptr inbounds nuw float, ptr %across_state, i64 %k268
  store <8 x float> %566, ptr %567, align 4
  %568 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 3, i32 18, i32 33, i32 48, i32 63, i32 78, i32 93, i32 108>
  %k269 = or disjoint i64 %across_in_15899, 192
  %569 = getelementptr inbounds nuw float, ptr %across_state, i64 %k269
  store <8 x float> %568, ptr %569, align 4
  %570 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 4, i32 19, i32 34, i32 49, i32 64, i32 79, i32 94, i32 109>
  %k270 = or disjoint i64 %across_in_15899, 256
  %571 = getelementptr inbounds nuw float, ptr %across_state, i64 %k270
  store <8 x float> %570, ptr %571, align 4
  %572 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 5, i32 20, i32 35, i32 50, i32 65, i32 80, i32 95, i32 110>
  %k271 = or disjoint i64 %across_in_15899, 320
  %573 = getelementptr inbounds nuw float, ptr %across_state, i64 %k271
  store <8 x float> %572, ptr %573, align 4
  %574 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 6, i32 21, i32 36, i32 51, i32 66, i32 81, i32 96, i32 111>
  %k272 = or disjoint i64 %across_in_15899, 384
  %575 = getelementptr inbounds nuw float, ptr %across_state, i64 %k272
  store <8 x float> %574, ptr %575, align 4
  %576 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 7, i32 22, i32 37, i32 52, i32 67, i32 82, i32 97, i32 112>
  %k273 = or disjoint i64 %across_in_15899, 448
  %577 = getelementptr inbounds nuw float, ptr %across_state, i64 %k273
  store <8 x float> %576, ptr %577, align 4
  %578 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 8, i32 23, i32 38, i32 53, i32 68, i32 83, i32 98, i32 113>
  %k274 = or disjoint i64 %across_in_15899, 512
  %579 = getelementptr inbounds nuw float, ptr %across_state, i64 %k274
  store <8 x float> %578, ptr %579, align 4
  %580 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 9, i32 24, i32 39, i32 54, i32 69, i32 84, i32 99, i32 114>
  %k275 = or disjoint i64 %across_in_15899, 576
  %581 = getelementptr inbounds nuw float, ptr %across_state, i64 %k275
  store <8 x float> %580, ptr %581, align 4
  %582 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 10, i32 25, i32 40, i32 55, i32 70, i32 85, i32 100, i32 115>
  %k276 = or disjoint i64 %across_in_15899, 640
  %583 = getelementptr inbounds nuw float, ptr %across_state, i64 %k276
  store <8 x float> %582, ptr %583, align 4
  %584 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 11, i32 26, i32 41, i32 56, i32 71, i32 86, i32 101, i32 116>
  %k277 = or disjoint i64 %across_in_15899, 704
  %585 = getelementptr inbounds nuw float, ptr %across_state, i64 %k277
  store <8 x float> %584, ptr %585, align 4
  %586 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 12, i32 27, i32 42, i32 57, i32 72, i32 87, i32 102, i32 117>
  %k278 = or disjoint i64 %across_in_15899, 768
  %587 = getelementptr inbounds nuw float, ptr %across_state, i64 %k278
  store <8 x float> %586, ptr %587, align 4
  %588 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 13, i32 28, i32 43, i32 58, i32 73, i32 88, i32 103, i32 118>
  %k279 = or disjoint i64 %across_in_15899, 832
  %589 = getelementptr inbounds nuw float, ptr %across_state, i64 %k279
  store <8 x float> %588, ptr %589, align 4
  %590 = shufflevector <120 x float> %block265, <120 x float> poison, <8 x i32> <i32 14, i32 29, i32 44, i32 59, i32 74, i32 89, i32 104, i32 119>
  %k280 = or disjoint i64 %across_in_15899, 896
  %591 = getelementptr inbounds nuw float, ptr %across_state, i64 %k280
  store <8 x float> %590, ptr %591, align 4
  %592 = getelementptr inbounds float, ptr %input_0, i64 %chunk_element264
  %block281 = load <120 x float>, ptr %592, align 4
  %593 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 0, i32 15, i32 30, i32 45, i32 60, i32 75, i32 90, i32 105>
  %594 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in_15899
  store <8 x float> %593, ptr %594, align 4
  %595 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 1, i32 16, i32 31, i32 46, i32 61, i32 76, i32 91, i32 106>
  %596 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k267
  store <8 x float> %595, ptr %596, align 4
  %597 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 2, i32 17, i32 32, i32 47, i32 62, i32 77, i32 92, i32 107>
  %598 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k268
  store <8 x float> %597, ptr %598, align 4
  %599 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 3, i32 18, i32 33, i32 48, i32 63, i32 78, i32 93, i32 108>
  %600 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k269
  store <8 x float> %599, ptr %600, align 4
  %601 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 4, i32 19, i32 34, i32 49, i32 64, i32 79, i32 94, i32 109>
  %602 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k270
  store <8 x float> %601, ptr %602, align 4
  %603 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 5, i32 20, i32 35, i32 50, i32 65, i32 80, i32 95, i32 110>
  %604 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k271
  store <8 x float> %603, ptr %604, align 4
  %605 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 6, i32 21, i32 36, i32 51, i32 66, i32 81, i32 96, i32 111>
  %606 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k272
  store <8 x float> %605, ptr %606, align 4
  %607 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 7, i32 22, i32 37, i32 52, i32 67, i32 82, i32 97, i32 112>
  %608 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k273
  store <8 x float> %607, ptr %608, align 4
  %609 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 8, i32 23, i32 38, i32 53, i32 68, i32 83, i32 98, i32 113>
  %610 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k274
  store <8 x float> %609, ptr %610, align 4
  %611 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 9, i32 24, i32 39, i32 54, i32 69, i32 84, i32 99, i32 114>
  %612 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k275
  store <8 x float> %611, ptr %612, align 4
  %613 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 10, i32 25, i32 40, i32 55, i32 70, i32 85, i32 100, i32 115>
  %614 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k276
  store <8 x float> %613, ptr %614, align 4
  %615 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 11, i32 26, i32 41, i32 56, i32 71, i32 86, i32 101, i32 116>
  %616 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k277
  store <8 x float> %615, ptr %616, align 4
  %617 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 12, i32 27, i32 42, i32 57, i32 72, i32 87, i32 102, i32 117>
  %618 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k278
  store <8 x float> %617, ptr %618, align 4
  %619 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 13, i32 28, i32 43, i32 58, i32 73, i32 88, i32 103, i32 118>
  %620 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k279
  store <8 x float> %619, ptr %620, align 4
  %621 = shufflevector <120 x float> %block281, <120 x float> poison, <8 x i32> <i32 14, i32 29, i32 44, i32 59, i32 74, i32 89, i32 104, i32 119>
  %622 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %k280
  store <8 x float> %621, ptr %622, align 4
  %623 = add nuw nsw i64 %across_in_15899, 8
  %624 = icmp samesign ult i64 %across_in_15899, 56
  br i1 %624, label %across_in_15.body, label %across_in.done, !llvm.loop !15

across_in.body:                                   ; preds = %across_in.header.preheader, %across_in.body
  %across_in914 = phi i64 [ %644, %across_in.body ], [ 0, %across_in.header.preheader ]
  %r = and i64 %across_in914, 62
  %f = lshr i64 %across_in914, 6
  %625 = icmp ugt i64 %rows_left, %r
  %626 = select i1 %625, i64 %r, i64 %last_row
  %row = add i64 %626, %across_block936
  %row_element = mul i64 %row, %n_features
  %627 = add i64 %row_element, %f
  %628 = getelementptr inbounds nuw float, ptr %across_state, i64 %across_in914
  %629 = getelementptr inbounds float, ptr %state, i64 %627
  %630 = load float, ptr %629, align 4
  store float %630, ptr %628, align 4
  %631 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %across_in914
  %632 = getelementptr inbounds float, ptr %input_0, i64 %627
  %633 = load float, ptr %632, align 4
  store float %633, ptr %631, align 4
  %634 = or disjoint i64 %across_in914, 1
  %r.1 = and i64 %634, 63
  %f.1 = lshr i64 %across_in914, 6
  %635 = icmp ugt i64 %rows_left, %r.1
  %636 = select i1 %635, i64 %r.1, i64 %last_row
  %row.1 = add i64 %636, %across_block936
  %row_element.1 = mul i64 %row.1, %n_features
  %637 = add i64 %row_element.1, %f.1
  %638 = getelementptr inbounds nuw float, ptr %across_state, i64 %634
  %639 = getelementptr inbounds float, ptr %state, i64 %637
  %640 = load float, ptr %639, align 4
  store float %640, ptr %638, align 4
  %641 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %634
  %642 = getelementptr inbounds float, ptr %input_0, i64 %637
  %643 = load float, ptr %642, align 4
  store float %643, ptr %641, align 4
  %644 = add nuw nsw i64 %across_in914, 2
  %exitcond1002.not.1 = icmp eq i64 %644, %block_elements
  br i1 %exitcond1002.not.1, label %vector.body1301.peel, label %across_in.body, !llvm.loop !16

iter.check1270.loopexit.loopexit:                 ; preds = %across_feature.body
  store <16 x float> %683, ptr %across_uniforms, align 1
  store <16 x float> %684, ptr %22, align 1
  store <16 x float> %696, ptr %23, align 1
  store <16 x float> %697, ptr %24, align 1
  store <16 x float> %709, ptr %25, align 1
  store <16 x float> %710, ptr %26, align 1
  store <16 x float> %722, ptr %27, align 1
  store <16 x float> %723, ptr %28, align 1
  br label %iter.check1270

iter.check1270:                                   ; preds = %vector.body1301.peel, %iter.check1270.loopexit.loopexit, %across_in.header.preheader, %across_in.done
  %645 = getelementptr float, ptr %out_0, i64 %across_block936
  %min.iters.check1268 = icmp ult i64 %indvars.iv1006, 4
  br i1 %min.iters.check1268, label %across_uniform_sinks.body.preheader, label %vector.main.loop.iter.check1272

vector.main.loop.iter.check1272:                  ; preds = %iter.check1270
  %min.iters.check1271 = icmp ult i64 %indvars.iv1006, 32
  br i1 %min.iters.check1271, label %vec.epilog.ph1289, label %vector.ph1273

vector.ph1273:                                    ; preds = %vector.main.loop.iter.check1272
  %n.mod.vf1274 = and i64 %umax1267, 28
  %n.vec1275 = and i64 %umax1267, 96
  br label %vector.body1276

vector.body1276:                                  ; preds = %vector.body1276, %vector.ph1273
  %index1277 = phi i64 [ 0, %vector.ph1273 ], [ %index.next1282, %vector.body1276 ]
  %646 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %index1277
  %647 = getelementptr inbounds nuw i8, ptr %646, i64 64
  %wide.load1278 = load <16 x float>, ptr %646, align 4
  %wide.load1279 = load <16 x float>, ptr %647, align 4
  %648 = getelementptr i8, ptr %646, i64 256
  %649 = getelementptr i8, ptr %646, i64 320
  %wide.load1280 = load <16 x float>, ptr %648, align 4
  %wide.load1281 = load <16 x float>, ptr %649, align 4
  %650 = fmul <16 x float> %wide.load1280, splat (float 5.000000e-01)
  %651 = fmul <16 x float> %wide.load1281, splat (float 5.000000e-01)
  %652 = fadd <16 x float> %wide.load1278, %650
  %653 = fadd <16 x float> %wide.load1279, %651
  %654 = getelementptr float, ptr %645, i64 %index1277
  %655 = getelementptr i8, ptr %654, i64 64
  store <16 x float> %652, ptr %654, align 4
  store <16 x float> %653, ptr %655, align 4
  %index.next1282 = add nuw i64 %index1277, 32
  %656 = icmp eq i64 %index.next1282, %n.vec1275
  br i1 %656, label %middle.block1283, label %vector.body1276, !llvm.loop !18

middle.block1283:                                 ; preds = %vector.body1276
  %cmp.n1284 = icmp eq i64 %umax1267, %n.vec1275
  br i1 %cmp.n1284, label %across_feature.header305.preheader, label %vec.epilog.iter.check1287

vec.epilog.iter.check1287:                        ; preds = %middle.block1283
  %min.epilog.iters.check1288 = icmp eq i64 %n.mod.vf1274, 0
  br i1 %min.epilog.iters.check1288, label %across_uniform_sinks.body.preheader, label %vec.epilog.ph1289, !prof !21

vec.epilog.ph1289:                                ; preds = %vector.main.loop.iter.check1272, %vec.epilog.iter.check1287
  %vec.epilog.resume.val1285 = phi i64 [ %n.vec1275, %vec.epilog.iter.check1287 ], [ 0, %vector.main.loop.iter.check1272 ]
  %n.vec1291 = and i64 %umax1267, 124
  br label %vec.epilog.vector.body1292

vec.epilog.vector.body1292:                       ; preds = %vec.epilog.vector.body1292, %vec.epilog.ph1289
  %index1293 = phi i64 [ %vec.epilog.resume.val1285, %vec.epilog.ph1289 ], [ %index.next1296, %vec.epilog.vector.body1292 ]
  %657 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %index1293
  %wide.load1294 = load <4 x float>, ptr %657, align 4
  %658 = getelementptr i8, ptr %657, i64 256
  %wide.load1295 = load <4 x float>, ptr %658, align 4
  %659 = fmul <4 x float> %wide.load1295, splat (float 5.000000e-01)
  %660 = fadd <4 x float> %wide.load1294, %659
  %661 = getelementptr float, ptr %645, i64 %index1293
  store <4 x float> %660, ptr %661, align 4
  %index.next1296 = add nuw i64 %index1293, 4
  %662 = icmp eq i64 %index.next1296, %n.vec1291
  br i1 %662, label %vec.epilog.middle.block1297, label %vec.epilog.vector.body1292, !llvm.loop !22

vec.epilog.middle.block1297:                      ; preds = %vec.epilog.vector.body1292
  %cmp.n1298 = icmp eq i64 %umax1267, %n.vec1291
  br i1 %cmp.n1298, label %across_feature.header305.preheader, label %across_uniform_sinks.body.preheader

across_uniform_sinks.body.preheader:              ; preds = %iter.check1270, %vec.epilog.iter.check1287, %vec.epilog.middle.block1297
  %across_uniform_sinks917.ph = phi i64 [ 0, %iter.check1270 ], [ %n.vec1275, %vec.epilog.iter.check1287 ], [ %n.vec1291, %vec.epilog.middle.block1297 ]
  br label %across_uniform_sinks.body

across_feature.body:                              ; preds = %across_feature.body.preheader.peel.newph, %across_feature.body
  %663 = phi <16 x float> [ %723, %across_feature.body ], [ %.promoted1443, %across_feature.body.preheader.peel.newph ]
  %664 = phi <16 x float> [ %722, %across_feature.body ], [ %.promoted1441, %across_feature.body.preheader.peel.newph ]
  %665 = phi <16 x float> [ %710, %across_feature.body ], [ %.promoted1439, %across_feature.body.preheader.peel.newph ]
  %666 = phi <16 x float> [ %709, %across_feature.body ], [ %.promoted1437, %across_feature.body.preheader.peel.newph ]
  %667 = phi <16 x float> [ %697, %across_feature.body ], [ %.promoted1435, %across_feature.body.preheader.peel.newph ]
  %668 = phi <16 x float> [ %696, %across_feature.body ], [ %.promoted1433, %across_feature.body.preheader.peel.newph ]
  %669 = phi <16 x float> [ %684, %across_feature.body ], [ %.promoted, %across_feature.body.preheader.peel.newph ]
  %670 = phi <16 x float> [ %683, %across_feature.body ], [ %across_uniforms.promoted, %across_feature.body.preheader.peel.newph ]
  %wide.load1315.31413 = phi <16 x float> [ %723, %across_feature.body ], [ %84, %across_feature.body.preheader.peel.newph ]
  %wide.load1315.21407 = phi <16 x float> [ %710, %across_feature.body ], [ %83, %across_feature.body.preheader.peel.newph ]
  %wide.load1315.11401 = phi <16 x float> [ %697, %across_feature.body ], [ %66, %across_feature.body.preheader.peel.newph ]
  %wide.load13151395 = phi <16 x float> [ %684, %across_feature.body ], [ %65, %across_feature.body.preheader.peel.newph ]
  %wide.load1314.31389 = phi <16 x float> [ %722, %across_feature.body ], [ %86, %across_feature.body.preheader.peel.newph ]
  %wide.load1314.21383 = phi <16 x float> [ %709, %across_feature.body ], [ %85, %across_feature.body.preheader.peel.newph ]
  %wide.load1314.11377 = phi <16 x float> [ %696, %across_feature.body ], [ %68, %across_feature.body.preheader.peel.newph ]
  %671 = phi <16 x float> [ %683, %across_feature.body ], [ %67, %across_feature.body.preheader.peel.newph ]
  %across_feature916 = phi i64 [ %724, %across_feature.body ], [ 1, %across_feature.body.preheader.peel.newph ]
  %672 = shl nuw nsw i64 %across_feature916, 6
  %673 = getelementptr inbounds nuw float, ptr %across_state, i64 %672
  %wide.load1312 = load <16 x float>, ptr %673, align 4
  %674 = fmul <16 x float> %wide.load1312, %wide.load1312
  %675 = fmul <16 x float> %wide.load1312, %674
  %676 = fmul <16 x float> %wide.load1312, %675
  %677 = fmul <16 x float> %676, splat (float 2.500000e-01)
  %678 = fmul <16 x float> %674, splat (float 5.000000e-01)
  %679 = fsub <16 x float> %677, %678
  %680 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %672
  %wide.load1313 = load <16 x float>, ptr %680, align 4
  %681 = fsub <16 x float> %wide.load1312, %wide.load1313
  %682 = fmul <16 x float> %681, %681
  %683 = fadd <16 x float> %671, %679
  %684 = fadd <16 x float> %682, %wide.load13151395
  %685 = or disjoint i64 %672, 16
  %686 = getelementptr inbounds nuw float, ptr %across_state, i64 %685
  %wide.load1312.1 = load <16 x float>, ptr %686, align 4
  %687 = fmul <16 x float> %wide.load1312.1, %wide.load1312.1
  %688 = fmul <16 x float> %wide.load1312.1, %687
  %689 = fmul <16 x float> %wide.load1312.1, %688
  %690 = fmul <16 x float> %689, splat (float 2.500000e-01)
  %691 = fmul <16 x float> %687, splat (float 5.000000e-01)
  %692 = fsub <16 x float> %690, %691
  %693 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %685
  %wide.load1313.1 = load <16 x float>, ptr %693, align 4
  %694 = fsub <16 x float> %wide.load1312.1, %wide.load1313.1
  %695 = fmul <16 x float> %694, %694
  %696 = fadd <16 x float> %wide.load1314.11377, %692
  %697 = fadd <16 x float> %695, %wide.load1315.11401
  %698 = or disjoint i64 %672, 32
  %699 = getelementptr inbounds nuw float, ptr %across_state, i64 %698
  %wide.load1312.2 = load <16 x float>, ptr %699, align 4
  %700 = fmul <16 x float> %wide.load1312.2, %wide.load1312.2
  %701 = fmul <16 x float> %wide.load1312.2, %700
  %702 = fmul <16 x float> %wide.load1312.2, %701
  %703 = fmul <16 x float> %702, splat (float 2.500000e-01)
  %704 = fmul <16 x float> %700, splat (float 5.000000e-01)
  %705 = fsub <16 x float> %703, %704
  %706 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %698
  %wide.load1313.2 = load <16 x float>, ptr %706, align 4
  %707 = fsub <16 x float> %wide.load1312.2, %wide.load1313.2
  %708 = fmul <16 x float> %707, %707
  %709 = fadd <16 x float> %wide.load1314.21383, %705
  %710 = fadd <16 x float> %708, %wide.load1315.21407
  %711 = or disjoint i64 %672, 48
  %712 = getelementptr inbounds nuw float, ptr %across_state, i64 %711
  %wide.load1312.3 = load <16 x float>, ptr %712, align 4
  %713 = fmul <16 x float> %wide.load1312.3, %wide.load1312.3
  %714 = fmul <16 x float> %wide.load1312.3, %713
  %715 = fmul <16 x float> %wide.load1312.3, %714
  %716 = fmul <16 x float> %715, splat (float 2.500000e-01)
  %717 = fmul <16 x float> %713, splat (float 5.000000e-01)
  %718 = fsub <16 x float> %716, %717
  %719 = getelementptr inbounds nuw float, ptr %across_input_0, i64 %711
  %wide.load1313.3 = load <16 x float>, ptr %719, align 4
  %720 = fsub <16 x float> %wide.load1312.3, %wide.load1313.3
  %721 = fmul <16 x float> %720, %720
  %722 = fadd <16 x float> %wide.load1314.31389, %718
  %723 = fadd <16 x float> %721, %wide.load1315.31413
  %724 = add nuw i64 %across_feature916, 1
  %exitcond1005.not = icmp eq i64 %724, %n_features
  br i1 %exitcond1005.not, label %iter.check1270.loopexit.loopexit, label %across_feature.body, !llvm.loop !23

across_feature.header305.preheader:               ; preds = %across_uniform_sinks.body, %vec.epilog.middle.block1297, %middle.block1283
  br i1 %.not942, label %across_feature.exit307, label %across_row.header309.preheader

across_uniform_sinks.body:                        ; preds = %across_uniform_sinks.body.preheader, %across_uniform_sinks.body
  %across_uniform_sinks917 = phi i64 [ %732, %across_uniform_sinks.body ], [ %across_uniform_sinks917.ph, %across_uniform_sinks.body.preheader ]
  %725 = getelementptr inbounds nuw float, ptr %across_uniforms, i64 %across_uniform_sinks917
  %726 = load float, ptr %725, align 4
  %727 = getelementptr i8, ptr %725, i64 256
  %728 = load float, ptr %727, align 4
  %729 = fmul float %728, 5.000000e-01
  %730 = fadd float %726, %729
  %731 = getelementptr float, ptr %645, i64 %across_uniform_sinks917
  store float %730, ptr %731, align 4
  %732 = add nuw nsw i64 %across_uniform_sinks917, 1
  %exitcond1010.not = icmp eq i64 %732, %umax1009
  br i1 %exitcond1010.not, label %across_feature.header305.preheader, label %across_uniform_sinks.body, !llvm.loop !25

across_row.header309.preheader:                   ; preds = %across_feature.header305.preheader, %across_row.header309.preheader
  %across_feature308919 = phi i64 [ %790, %across_row.header309.preheader ], [ 0, %across_feature.header305.preheader ]
  %733 = shl i64 %across_feature308919, 6
  %734 = getelementptr inbounds float, ptr %across_state, i64 %733
  %735 = getelementptr inbounds nuw i8, ptr %734, i64 64
  %736 = getelementptr inbounds nuw i8, ptr %734, i64 128
  %737 = getelementptr inbounds nuw i8, ptr %734, i64 192
  %wide.load1257 = load <16 x float>, ptr %734, align 4
  %wide.load1258 = load <16 x float>, ptr %735, align 4
  %wide.load1259 = load <16 x float>, ptr %736, align 4
  %wide.load1260 = load <16 x float>, ptr %737, align 4
  %738 = getelementptr inbounds float, ptr %across_input_0, i64 %733
  %739 = getelementptr inbounds nuw i8, ptr %738, i64 64
  %740 = getelementptr inbounds nuw i8, ptr %738, i64 128
  %741 = getelementptr inbounds nuw i8, ptr %738, i64 192
  %wide.load1261 = load <16 x float>, ptr %738, align 4
  %wide.load1262 = load <16 x float>, ptr %739, align 4
  %wide.load1263 = load <16 x float>, ptr %740, align 4
  %wide.load1264 = load <16 x float>, ptr %741, align 4
  %742 = fsub <16 x float> %wide.load1257, %wide.load1261
  %743 = fsub <16 x float> %wide.load1258, %wide.load1262
  %744 = fsub <16 x float> %wide.load1259, %wide.load1263
  %745 = fsub <16 x float> %wide.load1260, %wide.load1264
  %746 = fmul <16 x float> %742, splat (float 2.000000e+00)
  %747 = fmul <16 x float> %743, splat (float 2.000000e+00)
  %748 = fmul <16 x float> %744, splat (float 2.000000e+00)
  %749 = fmul <16 x float> %745, splat (float 2.000000e+00)
  %750 = fmul <16 x float> %746, splat (float 5.000000e-01)
  %751 = fmul <16 x float> %747, splat (float 5.000000e-01)
  %752 = fmul <16 x float> %748, splat (float 5.000000e-01)
  %753 = fmul <16 x float> %749, splat (float 5.000000e-01)
  %754 = fmul <16 x float> %wide.load1257, splat (float 2.000000e+00)
  %755 = fmul <16 x float> %wide.load1258, splat (float 2.000000e+00)
  %756 = fmul <16 x float> %wide.load1259, splat (float 2.000000e+00)
  %757 = fmul <16 x float> %wide.load1260, splat (float 2.000000e+00)
  %758 = fmul <16 x float> %754, splat (float 5.000000e-01)
  %759 = fmul <16 x float> %755, splat (float 5.000000e-01)
  %760 = fmul <16 x float> %756, splat (float 5.000000e-01)
  %761 = fmul <16 x float> %757, splat (float 5.000000e-01)
  %762 = fsub <16 x float> %750, %758
  %763 = fsub <16 x float> %751, %759
  %764 = fsub <16 x float> %752, %760
  %765 = fsub <16 x float> %753, %761
  %766 = fmul <16 x float> %wide.load1257, %wide.load1257
  %767 = fmul <16 x float> %wide.load1258, %wide.load1258
  %768 = fmul <16 x float> %wide.load1259, %wide.load1259
  %769 = fmul <16 x float> %wide.load1260, %wide.load1260
  %770 = fmul <16 x float> %wide.load1257, %766
  %771 = fmul <16 x float> %wide.load1258, %767
  %772 = fmul <16 x float> %wide.load1259, %768
  %773 = fmul <16 x float> %wide.load1260, %769
  %774 = fmul <16 x float> %770, splat (float 4.000000e+00)
  %775 = fmul <16 x float> %771, splat (float 4.000000e+00)
  %776 = fmul <16 x float> %772, splat (float 4.000000e+00)
  %777 = fmul <16 x float> %773, splat (float 4.000000e+00)
  %778 = fmul <16 x float> %774, splat (float 2.500000e-01)
  %779 = fmul <16 x float> %775, splat (float 2.500000e-01)
  %780 = fmul <16 x float> %776, splat (float 2.500000e-01)
  %781 = fmul <16 x float> %777, splat (float 2.500000e-01)
  %782 = fadd <16 x float> %778, %762
  %783 = fadd <16 x float> %779, %763
  %784 = fadd <16 x float> %780, %764
  %785 = fadd <16 x float> %781, %765
  %786 = getelementptr inbounds float, ptr %across_out_1, i64 %733
  %787 = getelementptr inbounds nuw i8, ptr %786, i64 64
  %788 = getelementptr inbounds nuw i8, ptr %786, i64 128
  %789 = getelementptr inbounds nuw i8, ptr %786, i64 192
  store <16 x float> %782, ptr %786, align 4
  store <16 x float> %783, ptr %787, align 4
  store <16 x float> %784, ptr %788, align 4
  store <16 x float> %785, ptr %789, align 4
  %790 = add nuw i64 %across_feature308919, 1
  %exitcond1012.not = icmp eq i64 %790, %n_features
  br i1 %exitcond1012.not, label %across_feature.exit307, label %across_row.header309.preheader

across_feature.exit307:                           ; preds = %across_row.header309.preheader, %across_feature.header305.preheader
  switch i64 %vector_width, label %across_out.default [
    i64 1, label %across_out_1.header.preheader
    i64 2, label %across_out_2.body
    i64 3, label %across_out_3.body
    i64 4, label %across_out_4.body
    i64 5, label %across_out_5.body
    i64 6, label %across_out_6.body
    i64 7, label %across_out_7.body
    i64 8, label %across_out_8.body
    i64 9, label %across_out_9.body
    i64 10, label %across_out_10.body
    i64 11, label %across_out_11.body
    i64 12, label %across_out_12.body
    i64 13, label %across_out_13.body
    i64 14, label %across_out_14.body
    i64 15, label %across_out_15.body
  ]

across_out_1.header.preheader:                    ; preds = %across_feature.exit307
  %791 = getelementptr float, ptr %out_1, i64 %across_block936
  br label %across_out_1.body

across_out.default:                               ; preds = %across_feature.exit307
  %real_elements = mul nuw nsw i64 %50, %n_features
  %.not946 = icmp eq i64 %real_elements, 0
  br i1 %.not946, label %across_out.done, label %across_out.body.preheader

across_out.body.preheader:                        ; preds = %across_out.default
  %xtraiter1371 = and i64 %47, 1
  %792 = icmp eq i64 %47, 1
  br i1 %792, label %across_out.body.epil.preheader, label %across_out.body.preheader.new

across_out.body.preheader.new:                    ; preds = %across_out.body.preheader
  %unroll_iter1375 = and i64 %47, 2046
  br label %across_out.body

across_out.done.loopexit.unr-lcssa:               ; preds = %across_out.body
  %lcmp.mod1373.not = icmp eq i64 %xtraiter1371, 0
  br i1 %lcmp.mod1373.not, label %across_out.done, label %across_out.body.epil.preheader

across_out.body.epil.preheader:                   ; preds = %across_out.done.loopexit.unr-lcssa, %across_out.body.preheader
  %across_out935.epil.init = phi i64 [ 0, %across_out.body.preheader ], [ %1073, %across_out.done.loopexit.unr-lcssa ]
  %lcmp.mod1374 = icmp ne i64 %xtraiter1371, 0
  tail call void @llvm.assume(i1 %lcmp.mod1374)
  %r708.epil = udiv i64 %across_out935.epil.init, %n_features
  %f709.epil = urem i64 %across_out935.epil.init, %n_features
  %793 = icmp ult i64 %r708.epil, %50
  %794 = select i1 %793, i64 %r708.epil, i64 %last_row
  %row710.epil = add i64 %794, %across_block936
  %row_element711.epil = mul i64 %row710.epil, %n_features
  %.idx840.epil = shl nuw nsw i64 %f709.epil, 8
  %795 = getelementptr i8, ptr %across_out_1, i64 %.idx840.epil
  %796 = getelementptr float, ptr %795, i64 %r708.epil
  %797 = load float, ptr %796, align 4
  %798 = getelementptr float, ptr %out_1, i64 %row_element711.epil
  %799 = getelementptr float, ptr %798, i64 %f709.epil
  store float %797, ptr %799, align 4
  br label %across_out.done

across_out.done:                                  ; preds = %across_out_15.body, %across_out_14.body, %across_out_13.body, %across_out_12.body, %across_out_11.body, %across_out_10.body, %across_out_9.body, %across_out_8.body, %across_out_7.body, %across_out_6.body, %across_out_5.body, %across_out_4.body, %across_out_3.body, %across_out_2.body, %across_out_1.body, %across_out.body.epil.preheader, %across_out.done.loopexit.unr-lcssa, %across_out.default
  %800 = add i64 %across_block936, 64
  %801 = icmp ult i64 %800, %row_end
  %indvars.iv.next1007 = add i64 %indvars.iv1006, -64
  br i1 %801, label %across_block.body, label %across.done

across_out_1.body:                                ; preds = %across_out_1.header.preheader, %across_out_1.body
  %across_out_1319934 = phi i64 [ 0, %across_out_1.header.preheader ], [ %804, %across_out_1.body ]
  %802 = getelementptr float, ptr %791, i64 %across_out_1319934
  %803 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_1319934
  %block322 = load <16 x float>, ptr %803, align 4
  store <16 x float> %block322, ptr %802, align 4
  %804 = add nuw nsw i64 %across_out_1319934, 16
  %805 = icmp samesign ult i64 %across_out_1319934, 48
  br i1 %805, label %across_out_1.body, label %across_out.done, !llvm.loop !26

across_out_2.body:                                ; preds = %across_feature.exit307, %across_out_2.body
  %across_out_2933 = phi i64 [ %809, %across_out_2.body ], [ 0, %across_feature.exit307 ]
  %first_element323838 = add i64 %across_out_2933, %across_block936
  %.idx839 = shl i64 %first_element323838, 3
  %806 = getelementptr inbounds i8, ptr %out_1, i64 %.idx839
  %807 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_2933
  %block326 = load <16 x float>, ptr %807, align 4
  %808 = getelementptr inbounds nuw i8, ptr %807, i64 256
  %block329 = load <16 x float>, ptr %808, align 4
  %interleaved330 = shufflevector <16 x float> %block326, <16 x float> %block329, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 4, i32 20, i32 5, i32 21, i32 6, i32 22, i32 7, i32 23, i32 8, i32 24, i32 9, i32 25, i32 10, i32 26, i32 11, i32 27, i32 12, i32 28, i32 13, i32 29, i32 14, i32 30, i32 15, i32 31>
  store <32 x float> %interleaved330, ptr %806, align 4
  %809 = add nuw nsw i64 %across_out_2933, 16
  %810 = icmp samesign ult i64 %across_out_2933, 48
  br i1 %810, label %across_out_2.body, label %across_out.done, !llvm.loop !27

across_out_3.body:                                ; preds = %across_feature.exit307, %across_out_3.body
  %across_out_3932 = phi i64 [ %816, %across_out_3.body ], [ 0, %across_feature.exit307 ]
  %first_element331836 = add i64 %across_out_3932, %across_block936
  %.idx837 = mul i64 %first_element331836, 12
  %811 = getelementptr inbounds i8, ptr %out_1, i64 %.idx837
  %812 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_3932
  %block334 = load <16 x float>, ptr %812, align 4
  %813 = getelementptr inbounds nuw i8, ptr %812, i64 256
  %block337 = load <16 x float>, ptr %813, align 4
  %interleaved338 = shufflevector <16 x float> %block334, <16 x float> %block337, <48 x i32> <i32 0, i32 16, i32 poison, i32 1, i32 17, i32 poison, i32 2, i32 18, i32 poison, i32 3, i32 19, i32 poison, i32 4, i32 20, i32 poison, i32 5, i32 21, i32 poison, i32 6, i32 22, i32 poison, i32 7, i32 23, i32 poison, i32 8, i32 24, i32 poison, i32 9, i32 25, i32 poison, i32 10, i32 26, i32 poison, i32 11, i32 27, i32 poison, i32 12, i32 28, i32 poison, i32 13, i32 29, i32 poison, i32 14, i32 30, i32 poison, i32 15, i32 31, i32 poison>
  %814 = getelementptr inbounds nuw i8, ptr %812, i64 512
  %block340 = load <16 x float>, ptr %814, align 4
  %815 = shufflevector <16 x float> %block340, <16 x float> poison, <48 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved341 = shufflevector <48 x float> %interleaved338, <48 x float> %815, <48 x i32> <i32 0, i32 1, i32 48, i32 3, i32 4, i32 49, i32 6, i32 7, i32 50, i32 9, i32 10, i32 51, i32 12, i32 13, i32 52, i32 15, i32 16, i32 53, i32 18, i32 19, i32 54, i32 21, i32 22, i32 55, i32 24, i32 25, i32 56, i32 27, i32 28, i32 57, i32 30, i32 31, i32 58, i32 33, i32 34, i32 59, i32 36, i32 37, i32 60, i32 39, i32 40, i32 61, i32 42, i32 43, i32 62, i32 45, i32 46, i32 63>
  store <48 x float> %interleaved341, ptr %811, align 4
  %816 = add nuw nsw i64 %across_out_3932, 16
  %817 = icmp samesign ult i64 %across_out_3932, 48
  br i1 %817, label %across_out_3.body, label %across_out.done, !llvm.loop !28

across_out_4.body:                                ; preds = %across_feature.exit307, %across_out_4.body
  %across_out_4931 = phi i64 [ %825, %across_out_4.body ], [ 0, %across_feature.exit307 ]
  %first_element342834 = add i64 %across_out_4931, %across_block936
  %.idx835 = shl i64 %first_element342834, 4
  %818 = getelementptr inbounds i8, ptr %out_1, i64 %.idx835
  %819 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_4931
  %block345 = load <16 x float>, ptr %819, align 4
  %820 = getelementptr inbounds nuw i8, ptr %819, i64 256
  %block348 = load <16 x float>, ptr %820, align 4
  %interleaved349 = shufflevector <16 x float> %block345, <16 x float> %block348, <64 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison>
  %821 = getelementptr inbounds nuw i8, ptr %819, i64 512
  %block351 = load <16 x float>, ptr %821, align 4
  %822 = shufflevector <16 x float> %block351, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved352 = shufflevector <64 x float> %interleaved349, <64 x float> %822, <64 x i32> <i32 0, i32 1, i32 64, i32 poison, i32 4, i32 5, i32 65, i32 poison, i32 8, i32 9, i32 66, i32 poison, i32 12, i32 13, i32 67, i32 poison, i32 16, i32 17, i32 68, i32 poison, i32 20, i32 21, i32 69, i32 poison, i32 24, i32 25, i32 70, i32 poison, i32 28, i32 29, i32 71, i32 poison, i32 32, i32 33, i32 72, i32 poison, i32 36, i32 37, i32 73, i32 poison, i32 40, i32 41, i32 74, i32 poison, i32 44, i32 45, i32 75, i32 poison, i32 48, i32 49, i32 76, i32 poison, i32 52, i32 53, i32 77, i32 poison, i32 56, i32 57, i32 78, i32 poison, i32 60, i32 61, i32 79, i32 poison>
  %823 = getelementptr inbounds nuw i8, ptr %819, i64 768
  %block354 = load <16 x float>, ptr %823, align 4
  %824 = shufflevector <16 x float> %block354, <16 x float> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved355 = shufflevector <64 x float> %interleaved352, <64 x float> %824, <64 x i32> <i32 0, i32 1, i32 2, i32 64, i32 4, i32 5, i32 6, i32 65, i32 8, i32 9, i32 10, i32 66, i32 12, i32 13, i32 14, i32 67, i32 16, i32 17, i32 18, i32 68, i32 20, i32 21, i32 22, i32 69, i32 24, i32 25, i32 26, i32 70, i32 28, i32 29, i32 30, i32 71, i32 32, i32 33, i32 34, i32 72, i32 36, i32 37, i32 38, i32 73, i32 40, i32 41, i32 42, i32 74, i32 44, i32 45, i32 46, i32 75, i32 48, i32 49, i32 50, i32 76, i32 52, i32 53, i32 54, i32 77, i32 56, i32 57, i32 58, i32 78, i32 60, i32 61, i32 62, i32 79>
  store <64 x float> %interleaved355, ptr %818, align 4
  %825 = add nuw nsw i64 %across_out_4931, 16
  %826 = icmp samesign ult i64 %across_out_4931, 48
  br i1 %826, label %across_out_4.body, label %across_out.done, !llvm.loop !29

across_out_5.body:                                ; preds = %across_feature.exit307, %across_out_5.body
  %across_out_5930 = phi i64 [ %836, %across_out_5.body ], [ 0, %across_feature.exit307 ]
  %first_element356832 = add i64 %across_out_5930, %across_block936
  %.idx833 = mul i64 %first_element356832, 20
  %827 = getelementptr inbounds i8, ptr %out_1, i64 %.idx833
  %828 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_5930
  %block359 = load <16 x float>, ptr %828, align 4
  %829 = getelementptr inbounds nuw i8, ptr %828, i64 256
  %block362 = load <16 x float>, ptr %829, align 4
  %interleaved363 = shufflevector <16 x float> %block359, <16 x float> %block362, <80 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison>
  %830 = getelementptr inbounds nuw i8, ptr %828, i64 512
  %block365 = load <16 x float>, ptr %830, align 4
  %831 = shufflevector <16 x float> %block365, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved366 = shufflevector <80 x float> %interleaved363, <80 x float> %831, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 5, i32 6, i32 81, i32 poison, i32 poison, i32 10, i32 11, i32 82, i32 poison, i32 poison, i32 15, i32 16, i32 83, i32 poison, i32 poison, i32 20, i32 21, i32 84, i32 poison, i32 poison, i32 25, i32 26, i32 85, i32 poison, i32 poison, i32 30, i32 31, i32 86, i32 poison, i32 poison, i32 35, i32 36, i32 87, i32 poison, i32 poison, i32 40, i32 41, i32 88, i32 poison, i32 poison, i32 45, i32 46, i32 89, i32 poison, i32 poison, i32 50, i32 51, i32 90, i32 poison, i32 poison, i32 55, i32 56, i32 91, i32 poison, i32 poison, i32 60, i32 61, i32 92, i32 poison, i32 poison, i32 65, i32 66, i32 93, i32 poison, i32 poison, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 75, i32 76, i32 95, i32 poison, i32 poison>
  %832 = getelementptr inbounds nuw i8, ptr %828, i64 768
  %block368 = load <16 x float>, ptr %832, align 4
  %833 = shufflevector <16 x float> %block368, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved369 = shufflevector <80 x float> %interleaved366, <80 x float> %833, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 5, i32 6, i32 7, i32 81, i32 poison, i32 10, i32 11, i32 12, i32 82, i32 poison, i32 15, i32 16, i32 17, i32 83, i32 poison, i32 20, i32 21, i32 22, i32 84, i32 poison, i32 25, i32 26, i32 27, i32 85, i32 poison, i32 30, i32 31, i32 32, i32 86, i32 poison, i32 35, i32 36, i32 37, i32 87, i32 poison, i32 40, i32 41, i32 42, i32 88, i32 poison, i32 45, i32 46, i32 47, i32 89, i32 poison, i32 50, i32 51, i32 52, i32 90, i32 poison, i32 55, i32 56, i32 57, i32 91, i32 poison, i32 60, i32 61, i32 62, i32 92, i32 poison, i32 65, i32 66, i32 67, i32 93, i32 poison, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 75, i32 76, i32 77, i32 95, i32 poison>
  %834 = getelementptr inbounds nuw i8, ptr %828, i64 1024
  %block371 = load <16 x float>, ptr %834, align 4
  %835 = shufflevector <16 x float> %block371, <16 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved372 = shufflevector <80 x float> %interleaved369, <80 x float> %835, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 5, i32 6, i32 7, i32 8, i32 81, i32 10, i32 11, i32 12, i32 13, i32 82, i32 15, i32 16, i32 17, i32 18, i32 83, i32 20, i32 21, i32 22, i32 23, i32 84, i32 25, i32 26, i32 27, i32 28, i32 85, i32 30, i32 31, i32 32, i32 33, i32 86, i32 35, i32 36, i32 37, i32 38, i32 87, i32 40, i32 41, i32 42, i32 43, i32 88, i32 45, i32 46, i32 47, i32 48, i32 89, i32 50, i32 51, i32 52, i32 53, i32 90, i32 55, i32 56, i32 57, i32 58, i32 91, i32 60, i32 61, i32 62, i32 63, i32 92, i32 65, i32 66, i32 67, i32 68, i32 93, i32 70, i32 71, i32 72, i32 73, i32 94, i32 75, i32 76, i32 77, i32 78, i32 95>
  store <80 x float> %interleaved372, ptr %827, align 4
  %836 = add nuw nsw i64 %across_out_5930, 16
  %837 = icmp samesign ult i64 %across_out_5930, 48
  br i1 %837, label %across_out_5.body, label %across_out.done, !llvm.loop !30

across_out_6.body:                                ; preds = %across_feature.exit307, %across_out_6.body
  %across_out_6929 = phi i64 [ %849, %across_out_6.body ], [ 0, %across_feature.exit307 ]
  %first_element373830 = add i64 %across_out_6929, %across_block936
  %.idx831 = mul i64 %first_element373830, 24
  %838 = getelementptr inbounds i8, ptr %out_1, i64 %.idx831
  %839 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_6929
  %block376 = load <16 x float>, ptr %839, align 4
  %840 = getelementptr inbounds nuw i8, ptr %839, i64 256
  %block379 = load <16 x float>, ptr %840, align 4
  %interleaved380 = shufflevector <16 x float> %block376, <16 x float> %block379, <96 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison>
  %841 = getelementptr inbounds nuw i8, ptr %839, i64 512
  %block382 = load <16 x float>, ptr %841, align 4
  %842 = shufflevector <16 x float> %block382, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved383 = shufflevector <96 x float> %interleaved380, <96 x float> %842, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 6, i32 7, i32 97, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 98, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 99, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 100, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 101, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 102, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 103, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 104, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 105, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 106, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 107, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 108, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 109, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 111, i32 poison, i32 poison, i32 poison>
  %843 = getelementptr inbounds nuw i8, ptr %839, i64 768
  %block385 = load <16 x float>, ptr %843, align 4
  %844 = shufflevector <16 x float> %block385, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved386 = shufflevector <96 x float> %interleaved383, <96 x float> %844, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 6, i32 7, i32 8, i32 97, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 98, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 99, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 100, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 101, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 102, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 103, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 104, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 105, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 106, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 107, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 108, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 109, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 111, i32 poison, i32 poison>
  %845 = getelementptr inbounds nuw i8, ptr %839, i64 1024
  %block388 = load <16 x float>, ptr %845, align 4
  %846 = shufflevector <16 x float> %block388, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved389 = shufflevector <96 x float> %interleaved386, <96 x float> %846, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 6, i32 7, i32 8, i32 9, i32 97, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 98, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 99, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 100, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 101, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 102, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 103, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 104, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 105, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 106, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 107, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 108, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 109, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 111, i32 poison>
  %847 = getelementptr inbounds nuw i8, ptr %839, i64 1280
  %block391 = load <16 x float>, ptr %847, align 4
  %848 = shufflevector <16 x float> %block391, <16 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved392 = shufflevector <96 x float> %interleaved389, <96 x float> %848, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 6, i32 7, i32 8, i32 9, i32 10, i32 97, i32 12, i32 13, i32 14, i32 15, i32 16, i32 98, i32 18, i32 19, i32 20, i32 21, i32 22, i32 99, i32 24, i32 25, i32 26, i32 27, i32 28, i32 100, i32 30, i32 31, i32 32, i32 33, i32 34, i32 101, i32 36, i32 37, i32 38, i32 39, i32 40, i32 102, i32 42, i32 43, i32 44, i32 45, i32 46, i32 103, i32 48, i32 49, i32 50, i32 51, i32 52, i32 104, i32 54, i32 55, i32 56, i32 57, i32 58, i32 105, i32 60, i32 61, i32 62, i32 63, i32 64, i32 106, i32 66, i32 67, i32 68, i32 69, i32 70, i32 107, i32 72, i32 73, i32 74, i32 75, i32 76, i32 108, i32 78, i32 79, i32 80, i32 81, i32 82, i32 109, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 90, i32 91, i32 92, i32 93, i32 94, i32 111>
  store <96 x float> %interleaved392, ptr %838, align 4
  %849 = add nuw nsw i64 %across_out_6929, 16
  %850 = icmp samesign ult i64 %across_out_6929, 48
  br i1 %850, label %across_out_6.body, label %across_out.done, !llvm.loop !31

across_out_7.body:                                ; preds = %across_feature.exit307, %across_out_7.body
  %across_out_7928 = phi i64 [ %864, %across_out_7.body ], [ 0, %across_feature.exit307 ]
  %first_element393828 = add i64 %across_out_7928, %across_block936
  %.idx829 = mul i64 %first_element393828, 28
  %851 = getelementptr inbounds i8, ptr %out_1, i64 %.idx829
  %852 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_7928
  %block396 = load <16 x float>, ptr %852, align 4
  %853 = getelementptr inbounds nuw i8, ptr %852, i64 256
  %block399 = load <16 x float>, ptr %853, align 4
  %interleaved400 = shufflevector <16 x float> %block396, <16 x float> %block399, <112 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %854 = getelementptr inbounds nuw i8, ptr %852, i64 512
  %block402 = load <16 x float>, ptr %854, align 4
  %855 = shufflevector <16 x float> %block402, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved403 = shufflevector <112 x float> %interleaved400, <112 x float> %855, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %856 = getelementptr inbounds nuw i8, ptr %852, i64 768
  %block405 = load <16 x float>, ptr %856, align 4
  %857 = shufflevector <16 x float> %block405, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved406 = shufflevector <112 x float> %interleaved403, <112 x float> %857, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 113, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 114, i32 poison, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 115, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 116, i32 poison, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 117, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 118, i32 poison, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 119, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 120, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 121, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 122, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 123, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 124, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 125, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison>
  %858 = getelementptr inbounds nuw i8, ptr %852, i64 1024
  %block408 = load <16 x float>, ptr %858, align 4
  %859 = shufflevector <16 x float> %block408, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved409 = shufflevector <112 x float> %interleaved406, <112 x float> %859, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 113, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 114, i32 poison, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 115, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 116, i32 poison, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 117, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 118, i32 poison, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 119, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 120, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 121, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 122, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 123, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 124, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 125, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison>
  %860 = getelementptr inbounds nuw i8, ptr %852, i64 1280
  %block411 = load <16 x float>, ptr %860, align 4
  %861 = shufflevector <16 x float> %block411, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved412 = shufflevector <112 x float> %interleaved409, <112 x float> %861, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 7, i32 8, i32 9, i32 10, i32 11, i32 113, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 114, i32 poison, i32 21, i32 22, i32 23, i32 24, i32 25, i32 115, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 116, i32 poison, i32 35, i32 36, i32 37, i32 38, i32 39, i32 117, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 118, i32 poison, i32 49, i32 50, i32 51, i32 52, i32 53, i32 119, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 120, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 121, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 122, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 123, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 124, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 125, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison>
  %862 = getelementptr inbounds nuw i8, ptr %852, i64 1536
  %block414 = load <16 x float>, ptr %862, align 4
  %863 = shufflevector <16 x float> %block414, <16 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved415 = shufflevector <112 x float> %interleaved412, <112 x float> %863, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 113, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 114, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 115, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 116, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 117, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 118, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 119, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 120, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 121, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 122, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 123, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 124, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 125, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127>
  store <112 x float> %interleaved415, ptr %851, align 4
  %864 = add nuw nsw i64 %across_out_7928, 16
  %865 = icmp samesign ult i64 %across_out_7928, 48
  br i1 %865, label %across_out_7.body, label %across_out.done, !llvm.loop !32

across_out_8.body:                                ; preds = %across_feature.exit307, %across_out_8.body
  %across_out_8927 = phi i64 [ %881, %across_out_8.body ], [ 0, %across_feature.exit307 ]
  %first_element416826 = add i64 %across_out_8927, %across_block936
  %.idx827 = shl i64 %first_element416826, 5
  %866 = getelementptr inbounds i8, ptr %out_1, i64 %.idx827
  %867 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_8927
  %block419 = load <16 x float>, ptr %867, align 4
  %868 = getelementptr inbounds nuw i8, ptr %867, i64 256
  %block422 = load <16 x float>, ptr %868, align 4
  %interleaved423 = shufflevector <16 x float> %block419, <16 x float> %block422, <128 x i32> <i32 0, i32 16, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 17, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 18, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 19, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 20, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 21, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 22, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 23, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 24, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 25, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 26, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 27, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 28, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 29, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 30, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 31, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %869 = getelementptr inbounds nuw i8, ptr %867, i64 512
  %block425 = load <16 x float>, ptr %869, align 4
  %870 = shufflevector <16 x float> %block425, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved426 = shufflevector <128 x float> %interleaved423, <128 x float> %870, <128 x i32> <i32 0, i32 1, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 143, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %871 = getelementptr inbounds nuw i8, ptr %867, i64 768
  %block428 = load <16 x float>, ptr %871, align 4
  %872 = shufflevector <16 x float> %block428, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved429 = shufflevector <128 x float> %interleaved426, <128 x float> %872, <128 x i32> <i32 0, i32 1, i32 2, i32 128, i32 poison, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 129, i32 poison, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 130, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 131, i32 poison, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 132, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 133, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 134, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 135, i32 poison, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 136, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 137, i32 poison, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 138, i32 poison, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 139, i32 poison, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 140, i32 poison, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 141, i32 poison, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 142, i32 poison, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 143, i32 poison, i32 poison, i32 poison, i32 poison>
  %873 = getelementptr inbounds nuw i8, ptr %867, i64 1024
  %block431 = load <16 x float>, ptr %873, align 4
  %874 = shufflevector <16 x float> %block431, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved432 = shufflevector <128 x float> %interleaved429, <128 x float> %874, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 128, i32 poison, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 129, i32 poison, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 130, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 131, i32 poison, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 132, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 133, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 134, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 135, i32 poison, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 136, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 137, i32 poison, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 138, i32 poison, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 139, i32 poison, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 140, i32 poison, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 141, i32 poison, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 142, i32 poison, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 143, i32 poison, i32 poison, i32 poison>
  %875 = getelementptr inbounds nuw i8, ptr %867, i64 1280
  %block434 = load <16 x float>, ptr %875, align 4
  %876 = shufflevector <16 x float> %block434, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved435 = shufflevector <128 x float> %interleaved432, <128 x float> %876, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 128, i32 poison, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 129, i32 poison, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 130, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 131, i32 poison, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 132, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 133, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 134, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 135, i32 poison, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 136, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 137, i32 poison, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 138, i32 poison, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 139, i32 poison, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 140, i32 poison, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 141, i32 poison, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 142, i32 poison, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 143, i32 poison, i32 poison>
  %877 = getelementptr inbounds nuw i8, ptr %867, i64 1536
  %block437 = load <16 x float>, ptr %877, align 4
  %878 = shufflevector <16 x float> %block437, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved438 = shufflevector <128 x float> %interleaved435, <128 x float> %878, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 128, i32 poison, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 129, i32 poison, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 130, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 131, i32 poison, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 132, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 133, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 134, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 135, i32 poison, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 136, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 137, i32 poison, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 138, i32 poison, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 139, i32 poison, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 140, i32 poison, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 141, i32 poison, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 142, i32 poison, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 143, i32 poison>
  %879 = getelementptr inbounds nuw i8, ptr %867, i64 1792
  %block440 = load <16 x float>, ptr %879, align 4
  %880 = shufflevector <16 x float> %block440, <16 x float> poison, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved441 = shufflevector <128 x float> %interleaved438, <128 x float> %880, <128 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 128, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 129, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 130, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 131, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 132, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 133, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 134, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 135, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 136, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 137, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 138, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 139, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 140, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 141, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 142, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126, i32 143>
  store <128 x float> %interleaved441, ptr %866, align 4
  %881 = add nuw nsw i64 %across_out_8927, 16
  %882 = icmp samesign ult i64 %across_out_8927, 48
  br i1 %882, label %across_out_8.body, label %across_out.done, !llvm.loop !33

across_out_9.body:                                ; preds = %across_feature.exit307, %across_out_9.body
  %across_out_9926 = phi i64 [ %900, %across_out_9.body ], [ 0, %across_feature.exit307 ]
  %first_element442824 = add i64 %across_out_9926, %across_block936
  %.idx825 = mul i64 %first_element442824, 36
  %883 = getelementptr inbounds i8, ptr %out_1, i64 %.idx825
  %884 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_9926
  %block445 = load <8 x float>, ptr %884, align 4
  %885 = getelementptr inbounds nuw i8, ptr %884, i64 256
  %block448 = load <8 x float>, ptr %885, align 4
  %interleaved449 = shufflevector <8 x float> %block445, <8 x float> %block448, <72 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %886 = getelementptr inbounds nuw i8, ptr %884, i64 512
  %block451 = load <8 x float>, ptr %886, align 4
  %887 = shufflevector <8 x float> %block451, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved452 = shufflevector <72 x float> %interleaved449, <72 x float> %887, <72 x i32> <i32 0, i32 1, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %888 = getelementptr inbounds nuw i8, ptr %884, i64 768
  %block454 = load <8 x float>, ptr %888, align 4
  %889 = shufflevector <8 x float> %block454, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved455 = shufflevector <72 x float> %interleaved452, <72 x float> %889, <72 x i32> <i32 0, i32 1, i32 2, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 79, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %890 = getelementptr inbounds nuw i8, ptr %884, i64 1024
  %block457 = load <8 x float>, ptr %890, align 4
  %891 = shufflevector <8 x float> %block457, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved458 = shufflevector <72 x float> %interleaved455, <72 x float> %891, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 72, i32 poison, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 73, i32 poison, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 74, i32 poison, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 75, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 76, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 77, i32 poison, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 78, i32 poison, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 79, i32 poison, i32 poison, i32 poison, i32 poison>
  %892 = getelementptr inbounds nuw i8, ptr %884, i64 1280
  %block460 = load <8 x float>, ptr %892, align 4
  %893 = shufflevector <8 x float> %block460, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved461 = shufflevector <72 x float> %interleaved458, <72 x float> %893, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 72, i32 poison, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 73, i32 poison, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 74, i32 poison, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 75, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 76, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 77, i32 poison, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 78, i32 poison, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 79, i32 poison, i32 poison, i32 poison>
  %894 = getelementptr inbounds nuw i8, ptr %884, i64 1536
  %block463 = load <8 x float>, ptr %894, align 4
  %895 = shufflevector <8 x float> %block463, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved464 = shufflevector <72 x float> %interleaved461, <72 x float> %895, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 72, i32 poison, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 73, i32 poison, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 74, i32 poison, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 75, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 76, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 77, i32 poison, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 78, i32 poison, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 79, i32 poison, i32 poison>
  %896 = getelementptr inbounds nuw i8, ptr %884, i64 1792
  %block466 = load <8 x float>, ptr %896, align 4
  %897 = shufflevector <8 x float> %block466, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved467 = shufflevector <72 x float> %interleaved464, <72 x float> %897, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 72, i32 poison, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 73, i32 poison, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 74, i32 poison, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 75, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 76, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 77, i32 poison, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 78, i32 poison, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 79, i32 poison>
  %898 = getelementptr inbounds nuw i8, ptr %884, i64 2048
  %block469 = load <8 x float>, ptr %898, align 4
  %899 = shufflevector <8 x float> %block469, <8 x float> poison, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved470 = shufflevector <72 x float> %interleaved467, <72 x float> %899, <72 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 72, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 73, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 74, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 75, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 76, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 77, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 78, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 79>
  store <72 x float> %interleaved470, ptr %883, align 4
  %900 = add nuw nsw i64 %across_out_9926, 8
  %901 = icmp samesign ult i64 %across_out_9926, 56
  br i1 %901, label %across_out_9.body, label %across_out.done, !llvm.loop !34

across_out_10.body:                               ; preds = %across_feature.exit307, %across_out_10.body
  %across_out_10925 = phi i64 [ %921, %across_out_10.body ], [ 0, %across_feature.exit307 ]
  %first_element471822 = add i64 %across_out_10925, %across_block936
  %.idx823 = mul i64 %first_element471822, 40
  %902 = getelementptr inbounds i8, ptr %out_1, i64 %.idx823
  %903 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_10925
  %block474 = load <8 x float>, ptr %903, align 4
  %904 = getelementptr inbounds nuw i8, ptr %903, i64 256
  %block477 = load <8 x float>, ptr %904, align 4
  %interleaved478 = shufflevector <8 x float> %block474, <8 x float> %block477, <80 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %905 = getelementptr inbounds nuw i8, ptr %903, i64 512
  %block480 = load <8 x float>, ptr %905, align 4
  %906 = shufflevector <8 x float> %block480, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved481 = shufflevector <80 x float> %interleaved478, <80 x float> %906, <80 x i32> <i32 0, i32 1, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %907 = getelementptr inbounds nuw i8, ptr %903, i64 768
  %block483 = load <8 x float>, ptr %907, align 4
  %908 = shufflevector <8 x float> %block483, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved484 = shufflevector <80 x float> %interleaved481, <80 x float> %908, <80 x i32> <i32 0, i32 1, i32 2, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %909 = getelementptr inbounds nuw i8, ptr %903, i64 1024
  %block486 = load <8 x float>, ptr %909, align 4
  %910 = shufflevector <8 x float> %block486, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved487 = shufflevector <80 x float> %interleaved484, <80 x float> %910, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 87, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %911 = getelementptr inbounds nuw i8, ptr %903, i64 1280
  %block489 = load <8 x float>, ptr %911, align 4
  %912 = shufflevector <8 x float> %block489, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved490 = shufflevector <80 x float> %interleaved487, <80 x float> %912, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 80, i32 poison, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 81, i32 poison, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 82, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 83, i32 poison, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 84, i32 poison, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 85, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 86, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 87, i32 poison, i32 poison, i32 poison, i32 poison>
  %913 = getelementptr inbounds nuw i8, ptr %903, i64 1536
  %block492 = load <8 x float>, ptr %913, align 4
  %914 = shufflevector <8 x float> %block492, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved493 = shufflevector <80 x float> %interleaved490, <80 x float> %914, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 80, i32 poison, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 81, i32 poison, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 82, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 83, i32 poison, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 84, i32 poison, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 85, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 86, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 87, i32 poison, i32 poison, i32 poison>
  %915 = getelementptr inbounds nuw i8, ptr %903, i64 1792
  %block495 = load <8 x float>, ptr %915, align 4
  %916 = shufflevector <8 x float> %block495, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved496 = shufflevector <80 x float> %interleaved493, <80 x float> %916, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 80, i32 poison, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 81, i32 poison, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 82, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 83, i32 poison, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 84, i32 poison, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 85, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 86, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 87, i32 poison, i32 poison>
  %917 = getelementptr inbounds nuw i8, ptr %903, i64 2048
  %block498 = load <8 x float>, ptr %917, align 4
  %918 = shufflevector <8 x float> %block498, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved499 = shufflevector <80 x float> %interleaved496, <80 x float> %918, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 80, i32 poison, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 81, i32 poison, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 82, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 83, i32 poison, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 84, i32 poison, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 85, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 86, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 87, i32 poison>
  %919 = getelementptr inbounds nuw i8, ptr %903, i64 2304
  %block501 = load <8 x float>, ptr %919, align 4
  %920 = shufflevector <8 x float> %block501, <8 x float> poison, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved502 = shufflevector <80 x float> %interleaved499, <80 x float> %920, <80 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 80, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 81, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 82, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 83, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 84, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 85, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 86, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 87>
  store <80 x float> %interleaved502, ptr %902, align 4
  %921 = add nuw nsw i64 %across_out_10925, 8
  %922 = icmp samesign ult i64 %across_out_10925, 56
  br i1 %922, label %across_out_10.body, label %across_out.done, !llvm.loop !35

across_out_11.body:                               ; preds = %across_feature.exit307, %across_out_11.body
  %across_out_11924 = phi i64 [ %944, %across_out_11.body ], [ 0, %across_feature.exit307 ]
  %first_element503820 = add i64 %across_out_11924, %across_block936
  %.idx821 = mul i64 %first_element503820, 44
  %923 = getelementptr inbounds i8, ptr %out_1, i64 %.idx821
  %924 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_11924
  %block506 = load <8 x float>, ptr %924, align 4
  %925 = getelementptr inbounds nuw i8, ptr %924, i64 256
  %block509 = load <8 x float>, ptr %925, align 4
  %interleaved510 = shufflevector <8 x float> %block506, <8 x float> %block509, <88 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %926 = getelementptr inbounds nuw i8, ptr %924, i64 512
  %block512 = load <8 x float>, ptr %926, align 4
  %927 = shufflevector <8 x float> %block512, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved513 = shufflevector <88 x float> %interleaved510, <88 x float> %927, <88 x i32> <i32 0, i32 1, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %928 = getelementptr inbounds nuw i8, ptr %924, i64 768
  %block515 = load <8 x float>, ptr %928, align 4
  %929 = shufflevector <8 x float> %block515, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved516 = shufflevector <88 x float> %interleaved513, <88 x float> %929, <88 x i32> <i32 0, i32 1, i32 2, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %930 = getelementptr inbounds nuw i8, ptr %924, i64 1024
  %block518 = load <8 x float>, ptr %930, align 4
  %931 = shufflevector <8 x float> %block518, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved519 = shufflevector <88 x float> %interleaved516, <88 x float> %931, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %932 = getelementptr inbounds nuw i8, ptr %924, i64 1280
  %block521 = load <8 x float>, ptr %932, align 4
  %933 = shufflevector <8 x float> %block521, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved522 = shufflevector <88 x float> %interleaved519, <88 x float> %933, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 95, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %934 = getelementptr inbounds nuw i8, ptr %924, i64 1536
  %block524 = load <8 x float>, ptr %934, align 4
  %935 = shufflevector <8 x float> %block524, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved525 = shufflevector <88 x float> %interleaved522, <88 x float> %935, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 88, i32 poison, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 89, i32 poison, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 90, i32 poison, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 91, i32 poison, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 92, i32 poison, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 93, i32 poison, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 94, i32 poison, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 95, i32 poison, i32 poison, i32 poison, i32 poison>
  %936 = getelementptr inbounds nuw i8, ptr %924, i64 1792
  %block527 = load <8 x float>, ptr %936, align 4
  %937 = shufflevector <8 x float> %block527, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved528 = shufflevector <88 x float> %interleaved525, <88 x float> %937, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 88, i32 poison, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 89, i32 poison, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 90, i32 poison, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 91, i32 poison, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 92, i32 poison, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 93, i32 poison, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 94, i32 poison, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 95, i32 poison, i32 poison, i32 poison>
  %938 = getelementptr inbounds nuw i8, ptr %924, i64 2048
  %block530 = load <8 x float>, ptr %938, align 4
  %939 = shufflevector <8 x float> %block530, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved531 = shufflevector <88 x float> %interleaved528, <88 x float> %939, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 88, i32 poison, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 89, i32 poison, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 90, i32 poison, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 91, i32 poison, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 92, i32 poison, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 93, i32 poison, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 94, i32 poison, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 95, i32 poison, i32 poison>
  %940 = getelementptr inbounds nuw i8, ptr %924, i64 2304
  %block533 = load <8 x float>, ptr %940, align 4
  %941 = shufflevector <8 x float> %block533, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved534 = shufflevector <88 x float> %interleaved531, <88 x float> %941, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 88, i32 poison, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 89, i32 poison, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 90, i32 poison, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 91, i32 poison, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 92, i32 poison, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 93, i32 poison, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 94, i32 poison, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 95, i32 poison>
  %942 = getelementptr inbounds nuw i8, ptr %924, i64 2560
  %block536 = load <8 x float>, ptr %942, align 4
  %943 = shufflevector <8 x float> %block536, <8 x float> poison, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved537 = shufflevector <88 x float> %interleaved534, <88 x float> %943, <88 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 88, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 89, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 90, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 91, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 92, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 93, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 94, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 95>
  store <88 x float> %interleaved537, ptr %923, align 4
  %944 = add nuw nsw i64 %across_out_11924, 8
  %945 = icmp samesign ult i64 %across_out_11924, 56
  br i1 %945, label %across_out_11.body, label %across_out.done, !llvm.loop !36

across_out_12.body:                               ; preds = %across_feature.exit307, %across_out_12.body
  %across_out_12923 = phi i64 [ %969, %across_out_12.body ], [ 0, %across_feature.exit307 ]
  %first_element538818 = add i64 %across_out_12923, %across_block936
  %.idx819 = mul i64 %first_element538818, 48
  %946 = getelementptr inbounds i8, ptr %out_1, i64 %.idx819
  %947 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_12923
  %block541 = load <8 x float>, ptr %947, align 4
  %948 = getelementptr inbounds nuw i8, ptr %947, i64 256
  %block544 = load <8 x float>, ptr %948, align 4
  %interleaved545 = shufflevector <8 x float> %block541, <8 x float> %block544, <96 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %949 = getelementptr inbounds nuw i8, ptr %947, i64 512
  %block547 = load <8 x float>, ptr %949, align 4
  %950 = shufflevector <8 x float> %block547, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved548 = shufflevector <96 x float> %interleaved545, <96 x float> %950, <96 x i32> <i32 0, i32 1, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %951 = getelementptr inbounds nuw i8, ptr %947, i64 768
  %block550 = load <8 x float>, ptr %951, align 4
  %952 = shufflevector <8 x float> %block550, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved551 = shufflevector <96 x float> %interleaved548, <96 x float> %952, <96 x i32> <i32 0, i32 1, i32 2, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %953 = getelementptr inbounds nuw i8, ptr %947, i64 1024
  %block553 = load <8 x float>, ptr %953, align 4
  %954 = shufflevector <8 x float> %block553, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved554 = shufflevector <96 x float> %interleaved551, <96 x float> %954, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %955 = getelementptr inbounds nuw i8, ptr %947, i64 1280
  %block556 = load <8 x float>, ptr %955, align 4
  %956 = shufflevector <8 x float> %block556, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved557 = shufflevector <96 x float> %interleaved554, <96 x float> %956, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %957 = getelementptr inbounds nuw i8, ptr %947, i64 1536
  %block559 = load <8 x float>, ptr %957, align 4
  %958 = shufflevector <8 x float> %block559, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved560 = shufflevector <96 x float> %interleaved557, <96 x float> %958, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 103, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %959 = getelementptr inbounds nuw i8, ptr %947, i64 1792
  %block562 = load <8 x float>, ptr %959, align 4
  %960 = shufflevector <8 x float> %block562, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved563 = shufflevector <96 x float> %interleaved560, <96 x float> %960, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 96, i32 poison, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 97, i32 poison, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 98, i32 poison, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 99, i32 poison, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 100, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 101, i32 poison, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 102, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 103, i32 poison, i32 poison, i32 poison, i32 poison>
  %961 = getelementptr inbounds nuw i8, ptr %947, i64 2048
  %block565 = load <8 x float>, ptr %961, align 4
  %962 = shufflevector <8 x float> %block565, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved566 = shufflevector <96 x float> %interleaved563, <96 x float> %962, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 96, i32 poison, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 97, i32 poison, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 98, i32 poison, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 99, i32 poison, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 100, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 101, i32 poison, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 102, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 103, i32 poison, i32 poison, i32 poison>
  %963 = getelementptr inbounds nuw i8, ptr %947, i64 2304
  %block568 = load <8 x float>, ptr %963, align 4
  %964 = shufflevector <8 x float> %block568, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved569 = shufflevector <96 x float> %interleaved566, <96 x float> %964, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 96, i32 poison, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 97, i32 poison, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 98, i32 poison, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 99, i32 poison, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 100, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 101, i32 poison, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 102, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 103, i32 poison, i32 poison>
  %965 = getelementptr inbounds nuw i8, ptr %947, i64 2560
  %block571 = load <8 x float>, ptr %965, align 4
  %966 = shufflevector <8 x float> %block571, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved572 = shufflevector <96 x float> %interleaved569, <96 x float> %966, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 96, i32 poison, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 97, i32 poison, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 98, i32 poison, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 99, i32 poison, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 100, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 101, i32 poison, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 102, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 103, i32 poison>
  %967 = getelementptr inbounds nuw i8, ptr %947, i64 2816
  %block574 = load <8 x float>, ptr %967, align 4
  %968 = shufflevector <8 x float> %block574, <8 x float> poison, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved575 = shufflevector <96 x float> %interleaved572, <96 x float> %968, <96 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 96, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 97, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 98, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 99, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 100, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 101, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 102, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 103>
  store <96 x float> %interleaved575, ptr %946, align 4
  %969 = add nuw nsw i64 %across_out_12923, 8
  %970 = icmp samesign ult i64 %across_out_12923, 56
  br i1 %970, label %across_out_12.body, label %across_out.done, !llvm.loop !37

across_out_13.body:                               ; preds = %across_feature.exit307, %across_out_13.body
  %across_out_13922 = phi i64 [ %996, %across_out_13.body ], [ 0, %across_feature.exit307 ]
  %first_element576816 = add i64 %across_out_13922, %across_block936
  %.idx817 = mul i64 %first_element576816, 52
  %971 = getelementptr inbounds i8, ptr %out_1, i64 %.idx817
  %972 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_13922
  %block579 = load <8 x float>, ptr %972, align 4
  %973 = getelementptr inbounds nuw i8, ptr %972, i64 256
  %block582 = load <8 x float>, ptr %973, align 4
  %interleaved583 = shufflevector <8 x float> %block579, <8 x float> %block582, <104 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %974 = getelementptr inbounds nuw i8, ptr %972, i64 512
  %block585 = load <8 x float>, ptr %974, align 4
  %975 = shufflevector <8 x float> %block585, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved586 = shufflevector <104 x float> %interleaved583, <104 x float> %975, <104 x i32> <i32 0, i32 1, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %976 = getelementptr inbounds nuw i8, ptr %972, i64 768
  %block588 = load <8 x float>, ptr %976, align 4
  %977 = shufflevector <8 x float> %block588, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved589 = shufflevector <104 x float> %interleaved586, <104 x float> %977, <104 x i32> <i32 0, i32 1, i32 2, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %978 = getelementptr inbounds nuw i8, ptr %972, i64 1024
  %block591 = load <8 x float>, ptr %978, align 4
  %979 = shufflevector <8 x float> %block591, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved592 = shufflevector <104 x float> %interleaved589, <104 x float> %979, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %980 = getelementptr inbounds nuw i8, ptr %972, i64 1280
  %block594 = load <8 x float>, ptr %980, align 4
  %981 = shufflevector <8 x float> %block594, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved595 = shufflevector <104 x float> %interleaved592, <104 x float> %981, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %982 = getelementptr inbounds nuw i8, ptr %972, i64 1536
  %block597 = load <8 x float>, ptr %982, align 4
  %983 = shufflevector <8 x float> %block597, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved598 = shufflevector <104 x float> %interleaved595, <104 x float> %983, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %984 = getelementptr inbounds nuw i8, ptr %972, i64 1792
  %block600 = load <8 x float>, ptr %984, align 4
  %985 = shufflevector <8 x float> %block600, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved601 = shufflevector <104 x float> %interleaved598, <104 x float> %985, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 111, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %986 = getelementptr inbounds nuw i8, ptr %972, i64 2048
  %block603 = load <8 x float>, ptr %986, align 4
  %987 = shufflevector <8 x float> %block603, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved604 = shufflevector <104 x float> %interleaved601, <104 x float> %987, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 104, i32 poison, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 105, i32 poison, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 106, i32 poison, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 107, i32 poison, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 108, i32 poison, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 109, i32 poison, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 110, i32 poison, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 111, i32 poison, i32 poison, i32 poison, i32 poison>
  %988 = getelementptr inbounds nuw i8, ptr %972, i64 2304
  %block606 = load <8 x float>, ptr %988, align 4
  %989 = shufflevector <8 x float> %block606, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved607 = shufflevector <104 x float> %interleaved604, <104 x float> %989, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 104, i32 poison, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 105, i32 poison, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 106, i32 poison, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 107, i32 poison, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 108, i32 poison, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 109, i32 poison, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 110, i32 poison, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 111, i32 poison, i32 poison, i32 poison>
  %990 = getelementptr inbounds nuw i8, ptr %972, i64 2560
  %block609 = load <8 x float>, ptr %990, align 4
  %991 = shufflevector <8 x float> %block609, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved610 = shufflevector <104 x float> %interleaved607, <104 x float> %991, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 104, i32 poison, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 105, i32 poison, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 106, i32 poison, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 107, i32 poison, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 108, i32 poison, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 109, i32 poison, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 110, i32 poison, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 111, i32 poison, i32 poison>
  %992 = getelementptr inbounds nuw i8, ptr %972, i64 2816
  %block612 = load <8 x float>, ptr %992, align 4
  %993 = shufflevector <8 x float> %block612, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved613 = shufflevector <104 x float> %interleaved610, <104 x float> %993, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 104, i32 poison, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 105, i32 poison, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 106, i32 poison, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 107, i32 poison, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 108, i32 poison, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 109, i32 poison, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 110, i32 poison, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 111, i32 poison>
  %994 = getelementptr inbounds nuw i8, ptr %972, i64 3072
  %block615 = load <8 x float>, ptr %994, align 4
  %995 = shufflevector <8 x float> %block615, <8 x float> poison, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved616 = shufflevector <104 x float> %interleaved613, <104 x float> %995, <104 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 104, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 105, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 106, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 107, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 108, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 109, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 110, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 111>
  store <104 x float> %interleaved616, ptr %971, align 4
  %996 = add nuw nsw i64 %across_out_13922, 8
  %997 = icmp samesign ult i64 %across_out_13922, 56
  br i1 %997, label %across_out_13.body, label %across_out.done, !llvm.loop !38

across_out_14.body:                               ; preds = %across_feature.exit307, %across_out_14.body
  %across_out_14921 = phi i64 [ %1025, %across_out_14.body ], [ 0, %across_feature.exit307 ]
  %first_element617814 = add i64 %across_out_14921, %across_block936
  %.idx815 = mul i64 %first_element617814, 56
  %998 = getelementptr inbounds i8, ptr %out_1, i64 %.idx815
  %999 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_14921
  %block620 = load <8 x float>, ptr %999, align 4
  %1000 = getelementptr inbounds nuw i8, ptr %999, i64 256
  %block623 = load <8 x float>, ptr %1000, align 4
  %interleaved624 = shufflevector <8 x float> %block620, <8 x float> %block623, <112 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1001 = getelementptr inbounds nuw i8, ptr %999, i64 512
  %block626 = load <8 x float>, ptr %1001, align 4
  %1002 = shufflevector <8 x float> %block626, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved627 = shufflevector <112 x float> %interleaved624, <112 x float> %1002, <112 x i32> <i32 0, i32 1, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1003 = getelementptr inbounds nuw i8, ptr %999, i64 768
  %block629 = load <8 x float>, ptr %1003, align 4
  %1004 = shufflevector <8 x float> %block629, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved630 = shufflevector <112 x float> %interleaved627, <112 x float> %1004, <112 x i32> <i32 0, i32 1, i32 2, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1005 = getelementptr inbounds nuw i8, ptr %999, i64 1024
  %block632 = load <8 x float>, ptr %1005, align 4
  %1006 = shufflevector <8 x float> %block632, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved633 = shufflevector <112 x float> %interleaved630, <112 x float> %1006, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1007 = getelementptr inbounds nuw i8, ptr %999, i64 1280
  %block635 = load <8 x float>, ptr %1007, align 4
  %1008 = shufflevector <8 x float> %block635, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved636 = shufflevector <112 x float> %interleaved633, <112 x float> %1008, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1009 = getelementptr inbounds nuw i8, ptr %999, i64 1536
  %block638 = load <8 x float>, ptr %1009, align 4
  %1010 = shufflevector <8 x float> %block638, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved639 = shufflevector <112 x float> %interleaved636, <112 x float> %1010, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1011 = getelementptr inbounds nuw i8, ptr %999, i64 1792
  %block641 = load <8 x float>, ptr %1011, align 4
  %1012 = shufflevector <8 x float> %block641, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved642 = shufflevector <112 x float> %interleaved639, <112 x float> %1012, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1013 = getelementptr inbounds nuw i8, ptr %999, i64 2048
  %block644 = load <8 x float>, ptr %1013, align 4
  %1014 = shufflevector <8 x float> %block644, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved645 = shufflevector <112 x float> %interleaved642, <112 x float> %1014, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 119, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1015 = getelementptr inbounds nuw i8, ptr %999, i64 2304
  %block647 = load <8 x float>, ptr %1015, align 4
  %1016 = shufflevector <8 x float> %block647, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved648 = shufflevector <112 x float> %interleaved645, <112 x float> %1016, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 112, i32 poison, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 113, i32 poison, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 114, i32 poison, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 115, i32 poison, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 116, i32 poison, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 117, i32 poison, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 118, i32 poison, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 119, i32 poison, i32 poison, i32 poison, i32 poison>
  %1017 = getelementptr inbounds nuw i8, ptr %999, i64 2560
  %block650 = load <8 x float>, ptr %1017, align 4
  %1018 = shufflevector <8 x float> %block650, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved651 = shufflevector <112 x float> %interleaved648, <112 x float> %1018, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 112, i32 poison, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 113, i32 poison, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 114, i32 poison, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 115, i32 poison, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 116, i32 poison, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 117, i32 poison, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 118, i32 poison, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 119, i32 poison, i32 poison, i32 poison>
  %1019 = getelementptr inbounds nuw i8, ptr %999, i64 2816
  %block653 = load <8 x float>, ptr %1019, align 4
  %1020 = shufflevector <8 x float> %block653, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved654 = shufflevector <112 x float> %interleaved651, <112 x float> %1020, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 112, i32 poison, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 113, i32 poison, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 114, i32 poison, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 115, i32 poison, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 116, i32 poison, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 117, i32 poison, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 118, i32 poison, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 119, i32 poison, i32 poison>
  %1021 = getelementptr inbounds nuw i8, ptr %999, i64 3072
  %block656 = load <8 x float>, ptr %1021, align 4
  %1022 = shufflevector <8 x float> %block656, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved657 = shufflevector <112 x float> %interleaved654, <112 x float> %1022, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 112, i32 poison, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 113, i32 poison, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 114, i32 poison, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 115, i32 poison, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 116, i32 poison, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 117, i32 poison, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 118, i32 poison, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 119, i32 poison>
  %1023 = getelementptr inbounds nuw i8, ptr %999, i64 3328
  %block659 = load <8 x float>, ptr %1023, align 4
  %1024 = shufflevector <8 x float> %block659, <8 x float> poison, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved660 = shufflevector <112 x float> %interleaved657, <112 x float> %1024, <112 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 112, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 113, i32 28, i32 29, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 114, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 115, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 116, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 117, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 118, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 119>
  store <112 x float> %interleaved660, ptr %998, align 4
  %1025 = add nuw nsw i64 %across_out_14921, 8
  %1026 = icmp samesign ult i64 %across_out_14921, 56
  br i1 %1026, label %across_out_14.body, label %across_out.done, !llvm.loop !39

across_out_15.body:                               ; preds = %across_feature.exit307, %across_out_15.body
  %across_out_15920 = phi i64 [ %1056, %across_out_15.body ], [ 0, %across_feature.exit307 ]
  %first_element661812 = add i64 %across_out_15920, %across_block936
  %.idx813 = mul i64 %first_element661812, 60
  %1027 = getelementptr inbounds i8, ptr %out_1, i64 %.idx813
  %1028 = getelementptr inbounds nuw float, ptr %across_out_1, i64 %across_out_15920
  %block664 = load <8 x float>, ptr %1028, align 4
  %1029 = getelementptr inbounds nuw i8, ptr %1028, i64 256
  %block667 = load <8 x float>, ptr %1029, align 4
  %interleaved668 = shufflevector <8 x float> %block664, <8 x float> %block667, <120 x i32> <i32 0, i32 8, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 1, i32 9, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 2, i32 10, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 3, i32 11, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 4, i32 12, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 5, i32 13, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 6, i32 14, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 7, i32 15, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1030 = getelementptr inbounds nuw i8, ptr %1028, i64 512
  %block670 = load <8 x float>, ptr %1030, align 4
  %1031 = shufflevector <8 x float> %block670, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved671 = shufflevector <120 x float> %interleaved668, <120 x float> %1031, <120 x i32> <i32 0, i32 1, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1032 = getelementptr inbounds nuw i8, ptr %1028, i64 768
  %block673 = load <8 x float>, ptr %1032, align 4
  %1033 = shufflevector <8 x float> %block673, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved674 = shufflevector <120 x float> %interleaved671, <120 x float> %1033, <120 x i32> <i32 0, i32 1, i32 2, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1034 = getelementptr inbounds nuw i8, ptr %1028, i64 1024
  %block676 = load <8 x float>, ptr %1034, align 4
  %1035 = shufflevector <8 x float> %block676, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved677 = shufflevector <120 x float> %interleaved674, <120 x float> %1035, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1036 = getelementptr inbounds nuw i8, ptr %1028, i64 1280
  %block679 = load <8 x float>, ptr %1036, align 4
  %1037 = shufflevector <8 x float> %block679, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved680 = shufflevector <120 x float> %interleaved677, <120 x float> %1037, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1038 = getelementptr inbounds nuw i8, ptr %1028, i64 1536
  %block682 = load <8 x float>, ptr %1038, align 4
  %1039 = shufflevector <8 x float> %block682, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved683 = shufflevector <120 x float> %interleaved680, <120 x float> %1039, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1040 = getelementptr inbounds nuw i8, ptr %1028, i64 1792
  %block685 = load <8 x float>, ptr %1040, align 4
  %1041 = shufflevector <8 x float> %block685, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved686 = shufflevector <120 x float> %interleaved683, <120 x float> %1041, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1042 = getelementptr inbounds nuw i8, ptr %1028, i64 2048
  %block688 = load <8 x float>, ptr %1042, align 4
  %1043 = shufflevector <8 x float> %block688, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved689 = shufflevector <120 x float> %interleaved686, <120 x float> %1043, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1044 = getelementptr inbounds nuw i8, ptr %1028, i64 2304
  %block691 = load <8 x float>, ptr %1044, align 4
  %1045 = shufflevector <8 x float> %block691, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved692 = shufflevector <120 x float> %interleaved689, <120 x float> %1045, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 127, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %1046 = getelementptr inbounds nuw i8, ptr %1028, i64 2560
  %block694 = load <8 x float>, ptr %1046, align 4
  %1047 = shufflevector <8 x float> %block694, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved695 = shufflevector <120 x float> %interleaved692, <120 x float> %1047, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 120, i32 poison, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 121, i32 poison, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 122, i32 poison, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 123, i32 poison, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 124, i32 poison, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 125, i32 poison, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 126, i32 poison, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 127, i32 poison, i32 poison, i32 poison, i32 poison>
  %1048 = getelementptr inbounds nuw i8, ptr %1028, i64 2816
  %block697 = load <8 x float>, ptr %1048, align 4
  %1049 = shufflevector <8 x float> %block697, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved698 = shufflevector <120 x float> %interleaved695, <120 x float> %1049, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 120, i32 poison, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 121, i32 poison, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 122, i32 poison, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 123, i32 poison, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 124, i32 poison, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 125, i32 poison, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 126, i32 poison, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 127, i32 poison, i32 poison, i32 poison>
  %1050 = getelementptr inbounds nuw i8, ptr %1028, i64 3072
  %block700 = load <8 x float>, ptr %1050, align 4
  %1051 = shufflevector <8 x float> %block700, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved701 = shufflevector <120 x float> %interleaved698, <120 x float> %1051, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 120, i32 poison, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 121, i32 poison, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 122, i32 poison, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 123, i32 poison, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 124, i32 poison, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 125, i32 poison, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 126, i32 poison, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 127, i32 poison, i32 poison>
  %1052 = getelementptr inbounds nuw i8, ptr %1028, i64 3328
  %block703 = load <8 x float>, ptr %1052, align 4
  %1053 = shufflevector <8 x float> %block703, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved704 = shufflevector <120 x float> %interleaved701, <120 x float> %1053, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 120, i32 poison, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 121, i32 poison, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 122, i32 poison, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 123, i32 poison, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 124, i32 poison, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 125, i32 poison, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 126, i32 poison, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 127, i32 poison>
  %1054 = getelementptr inbounds nuw i8, ptr %1028, i64 3584
  %block706 = load <8 x float>, ptr %1054, align 4
  %1055 = shufflevector <8 x float> %block706, <8 x float> poison, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %interleaved707 = shufflevector <120 x float> %interleaved704, <120 x float> %1055, <120 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 120, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 121, i32 30, i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 122, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 123, i32 60, i32 61, i32 62, i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 124, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 125, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 126, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 127>
  store <120 x float> %interleaved707, ptr %1027, align 4
  %1056 = add nuw nsw i64 %across_out_15920, 8
  %1057 = icmp samesign ult i64 %across_out_15920, 56
  br i1 %1057, label %across_out_15.body, label %across_out.done, !llvm.loop !40

across_out.body:                                  ; preds = %across_out.body, %across_out.body.preheader.new
  %across_out935 = phi i64 [ 0, %across_out.body.preheader.new ], [ %1073, %across_out.body ]
  %niter1376 = phi i64 [ 0, %across_out.body.preheader.new ], [ %niter1376.next.1, %across_out.body ]
  %r708 = udiv i64 %across_out935, %n_features
  %f709 = urem i64 %across_out935, %n_features
  %1058 = icmp ult i64 %r708, %50
  %1059 = select i1 %1058, i64 %r708, i64 %last_row
  %row710 = add i64 %1059, %across_block936
  %row_element711 = mul i64 %row710, %n_features
  %.idx840 = shl nuw nsw i64 %f709, 8
  %1060 = getelementptr i8, ptr %across_out_1, i64 %.idx840
  %1061 = getelementptr float, ptr %1060, i64 %r708
  %1062 = load float, ptr %1061, align 4
  %1063 = getelementptr float, ptr %out_1, i64 %row_element711
  %1064 = getelementptr float, ptr %1063, i64 %f709
  store float %1062, ptr %1064, align 4
  %1065 = or disjoint i64 %across_out935, 1
  %r708.1 = udiv i64 %1065, %n_features
  %f709.1 = urem i64 %1065, %n_features
  %1066 = icmp ult i64 %r708.1, %50
  %1067 = select i1 %1066, i64 %r708.1, i64 %last_row
  %row710.1 = add i64 %1067, %across_block936
  %row_element711.1 = mul i64 %row710.1, %n_features
  %.idx840.1 = shl nuw nsw i64 %f709.1, 8
  %1068 = getelementptr i8, ptr %across_out_1, i64 %.idx840.1
  %1069 = getelementptr float, ptr %1068, i64 %r708.1
  %1070 = load float, ptr %1069, align 4
  %1071 = getelementptr float, ptr %out_1, i64 %row_element711.1
  %1072 = getelementptr float, ptr %1071, i64 %f709.1
  store float %1070, ptr %1072, align 4
  %1073 = add nuw i64 %across_out935, 2
  %niter1376.next.1 = add i64 %niter1376, 2
  %niter1376.ncmp.1 = icmp eq i64 %niter1376.next.1, %unroll_iter1375
  br i1 %niter1376.ncmp.1, label %across_out.done.loopexit.unr-lcssa, label %across_out.body, !llvm.loop !41

lockstep.then:                                    ; preds = %across.else
  %slot_values = shl nuw nsw i64 %n_features, 1
  %1074 = icmp ult i64 %row_begin, %row_end
  br i1 %1074, label %lockstep_block.body.lr.ph, label %across.done

lockstep_block.body.lr.ph:                        ; preds = %lockstep.then
  %1075 = getelementptr inbounds nuw float, ptr %scratch, i64 %n_features
  %whole_tiles_end = and i64 %n_features, 8188
  %.not939 = icmp eq i64 %whole_tiles_end, %n_features
  %1076 = sub nuw i64 %row_end, %row_begin
  %1077 = sub i64 %out_11097, %state1098
  %1078 = sub i64 %out_11097, %input_01099
  %1079 = shl nuw nsw i64 %n_features, 2
  %scevgep = getelementptr i8, ptr %scratch, i64 %1079
  %1080 = shl nuw nsw i64 %n_features, 3
  %1081 = mul i64 %row_begin, %n_features
  %1082 = shl i64 %1081, 2
  %1083 = shl nuw nsw i64 %n_features, 4
  %1084 = shl i64 %row_begin, 2
  %1085 = add i64 %1084, 4
  %1086 = mul i64 %n_features, %1085
  %1087 = shl nuw nsw i64 %n_features, 2
  %min.iters.check1226 = icmp ult i64 %n_features, 32
  %n.mod.vf1229 = and i64 %n_features, 28
  %n.vec1230 = and i64 %n_features, 8160
  %cmp.n1239 = icmp eq i64 %n_features, %n.vec1230
  %min.epilog.iters.check1243 = icmp eq i64 %n.mod.vf1229, 0
  %n.vec1246 = and i64 %n_features, 8188
  %cmp.n1253 = icmp eq i64 %n_features, %n.vec1246
  %xtraiter1365 = and i64 %n_features, 1
  %lcmp.mod1366.not = icmp eq i64 %xtraiter1365, 0
  %diff.check1161 = icmp ult i64 %1077, 256
  %diff.check1162 = icmp ult i64 %1078, 256
  %conflict.rdx1163 = or i1 %diff.check1161, %diff.check1162
  %min.iters.check1166 = icmp ult i64 %n_features, 64
  %n.mod.vf1169 = and i64 %n_features, 56
  %n.vec1170 = and i64 %n_features, 8128
  %cmp.n1183 = icmp eq i64 %n_features, %n.vec1170
  %min.epilog.iters.check1187 = icmp eq i64 %n.mod.vf1169, 0
  %n.vec1190 = and i64 %n_features, 8184
  %cmp.n1197 = icmp eq i64 %n_features, %n.vec1190
  %xtraiter1367 = and i64 %n_features, 1
  %lcmp.mod1368.not = icmp eq i64 %xtraiter1367, 0
  br label %lockstep_row.body.us.preheader

lockstep_row.body.us.preheader:                   ; preds = %lockstep_block.body.lr.ph, %lockstep_row.exit761
  %indvar1203 = phi i64 [ 0, %lockstep_block.body.lr.ph ], [ %indvar.next1204, %lockstep_row.exit761 ]
  %indvars.iv993 = phi i64 [ %1076, %lockstep_block.body.lr.ph ], [ %indvars.iv.next994, %lockstep_row.exit761 ]
  %lockstep_block897 = phi i64 [ %row_begin, %lockstep_block.body.lr.ph ], [ %1351, %lockstep_row.exit761 ]
  %umax1200 = tail call i64 @llvm.umax.i64(i64 %indvars.iv993, i64 1)
  %umin1201 = tail call i64 @llvm.umin.i64(i64 %umax1200, i64 4)
  %1088 = mul nuw nsw i64 %1080, %umin1201
  %scevgep1202 = getelementptr i8, ptr %scratch, i64 %1088
  %1089 = mul i64 %1083, %indvar1203
  %1090 = add i64 %1082, %1089
  %scevgep1205 = getelementptr i8, ptr %state, i64 %1090
  %1091 = add i64 %1086, %1089
  %scevgep1206 = getelementptr i8, ptr %state, i64 %1091
  %1092 = add nsw i64 %umin1201, -1
  %1093 = mul nsw i64 %1087, %1092
  %scevgep1207 = getelementptr i8, ptr %scevgep1206, i64 %1093
  %scevgep1208 = getelementptr i8, ptr %input_0, i64 %1090
  %scevgep1209 = getelementptr i8, ptr %input_0, i64 %1091
  %scevgep1210 = getelementptr i8, ptr %scevgep1209, i64 %1093
  %1094 = shl nuw nsw i64 %umin1201, 3
  %1095 = add nsw i64 %1094, -4
  %1096 = mul nsw i64 %n_features, %1095
  %scevgep1211 = getelementptr i8, ptr %scratch, i64 %1096
  %1097 = tail call i64 @llvm.umax.i64(i64 %indvars.iv993, i64 1)
  %umax1000 = tail call i64 @llvm.umin.i64(i64 %1097, i64 4)
  %rows_left713 = sub nuw i64 %row_end, %lockstep_block897
  %1098 = tail call i64 @llvm.umin.i64(i64 %rows_left713, i64 4)
  %last_slot = add nsw i64 %1098, -1
  %bound0 = icmp ult ptr %scevgep, %scevgep1207
  %bound1 = icmp ult ptr %scevgep1205, %scevgep1202
  %found.conflict = and i1 %bound0, %bound1
  %bound01212 = icmp ult ptr %scevgep, %scevgep1210
  %bound11213 = icmp ult ptr %scevgep1208, %scevgep1202
  %found.conflict1214 = and i1 %bound01212, %bound11213
  %conflict.rdx1215 = or i1 %found.conflict, %found.conflict1214
  %bound01216 = icmp ult ptr %scratch, %scevgep1207
  %bound11217 = icmp ult ptr %scevgep1205, %scevgep1211
  %found.conflict1218 = and i1 %bound01216, %bound11217
  %conflict.rdx1219 = or i1 %conflict.rdx1215, %found.conflict1218
  %bound01220 = icmp ult ptr %scratch, %scevgep1210
  %bound11221 = icmp ult ptr %scevgep1208, %scevgep1211
  %found.conflict1222 = and i1 %bound01220, %bound11221
  %conflict.rdx1223 = or i1 %conflict.rdx1219, %found.conflict1222
  br label %iter.check1225

iter.check1225:                                   ; preds = %lockstep_row.body.us.preheader, %feature.header.feature.exit_crit_edge.us
  %lockstep_row884.us = phi i64 [ %1188, %feature.header.feature.exit_crit_edge.us ], [ 0, %lockstep_row.body.us.preheader ]
  %row714.us = add i64 %lockstep_row884.us, %lockstep_block897
  %1099 = mul i64 %lockstep_row884.us, %slot_values
  %1100 = getelementptr inbounds float, ptr %scratch, i64 %1099
  %row_offset715.us = mul i64 %row714.us, %n_features
  %1101 = getelementptr inbounds float, ptr %state, i64 %row_offset715.us
  %1102 = getelementptr inbounds float, ptr %input_0, i64 %row_offset715.us
  %1103 = getelementptr inbounds nuw float, ptr %1100, i64 %n_features
  br i1 %conflict.rdx1223, label %feature.body.us.preheader, label %vector.main.loop.iter.check1227

vector.main.loop.iter.check1227:                  ; preds = %iter.check1225
  br i1 %min.iters.check1226, label %vec.epilog.ph1244, label %vector.body1231

vector.body1231:                                  ; preds = %vector.main.loop.iter.check1227, %vector.body1231
  %index1232 = phi i64 [ %index.next1237, %vector.body1231 ], [ 0, %vector.main.loop.iter.check1227 ]
  %1104 = getelementptr inbounds nuw float, ptr %1101, i64 %index1232
  %1105 = getelementptr inbounds nuw i8, ptr %1104, i64 64
  %wide.load1233 = load <16 x float>, ptr %1104, align 4, !alias.scope !42
  %wide.load1234 = load <16 x float>, ptr %1105, align 4, !alias.scope !42
  %1106 = fmul <16 x float> %wide.load1233, %wide.load1233
  %1107 = fmul <16 x float> %wide.load1234, %wide.load1234
  %1108 = fmul <16 x float> %wide.load1233, %1106
  %1109 = fmul <16 x float> %wide.load1234, %1107
  %1110 = fmul <16 x float> %wide.load1233, %1108
  %1111 = fmul <16 x float> %wide.load1234, %1109
  %1112 = fmul <16 x float> %1110, splat (float 2.500000e-01)
  %1113 = fmul <16 x float> %1111, splat (float 2.500000e-01)
  %1114 = fmul <16 x float> %1106, splat (float 5.000000e-01)
  %1115 = fmul <16 x float> %1107, splat (float 5.000000e-01)
  %1116 = fsub <16 x float> %1112, %1114
  %1117 = fsub <16 x float> %1113, %1115
  %1118 = getelementptr inbounds nuw float, ptr %1102, i64 %index1232
  %1119 = getelementptr inbounds nuw i8, ptr %1118, i64 64
  %wide.load1235 = load <16 x float>, ptr %1118, align 4, !alias.scope !45
  %wide.load1236 = load <16 x float>, ptr %1119, align 4, !alias.scope !45
  %1120 = fsub <16 x float> %wide.load1233, %wide.load1235
  %1121 = fsub <16 x float> %wide.load1234, %wide.load1236
  %1122 = fmul <16 x float> %1120, %1120
  %1123 = fmul <16 x float> %1121, %1121
  %1124 = getelementptr inbounds nuw float, ptr %1100, i64 %index1232
  %1125 = getelementptr inbounds nuw i8, ptr %1124, i64 64
  store <16 x float> %1116, ptr %1124, align 4, !alias.scope !47, !noalias !49
  store <16 x float> %1117, ptr %1125, align 4, !alias.scope !47, !noalias !49
  %1126 = getelementptr inbounds nuw float, ptr %1103, i64 %index1232
  %1127 = getelementptr inbounds nuw i8, ptr %1126, i64 64
  store <16 x float> %1122, ptr %1126, align 4, !alias.scope !50, !noalias !49
  store <16 x float> %1123, ptr %1127, align 4, !alias.scope !50, !noalias !49
  %index.next1237 = add nuw i64 %index1232, 32
  %1128 = icmp eq i64 %index.next1237, %n.vec1230
  br i1 %1128, label %middle.block1238, label %vector.body1231, !llvm.loop !52

middle.block1238:                                 ; preds = %vector.body1231
  br i1 %cmp.n1239, label %feature.header.feature.exit_crit_edge.us, label %vec.epilog.iter.check1242

vec.epilog.iter.check1242:                        ; preds = %middle.block1238
  br i1 %min.epilog.iters.check1243, label %feature.body.us.preheader, label %vec.epilog.ph1244, !prof !21

vec.epilog.ph1244:                                ; preds = %vector.main.loop.iter.check1227, %vec.epilog.iter.check1242
  %vec.epilog.resume.val1240 = phi i64 [ %n.vec1230, %vec.epilog.iter.check1242 ], [ 0, %vector.main.loop.iter.check1227 ]
  br label %vec.epilog.vector.body1247

vec.epilog.vector.body1247:                       ; preds = %vec.epilog.vector.body1247, %vec.epilog.ph1244
  %index1248 = phi i64 [ %vec.epilog.resume.val1240, %vec.epilog.ph1244 ], [ %index.next1251, %vec.epilog.vector.body1247 ]
  %1129 = getelementptr inbounds nuw float, ptr %1101, i64 %index1248
  %wide.load1249 = load <4 x float>, ptr %1129, align 4, !alias.scope !42
  %1130 = fmul <4 x float> %wide.load1249, %wide.load1249
  %1131 = fmul <4 x float> %wide.load1249, %1130
  %1132 = fmul <4 x float> %wide.load1249, %1131
  %1133 = fmul <4 x float> %1132, splat (float 2.500000e-01)
  %1134 = fmul <4 x float> %1130, splat (float 5.000000e-01)
  %1135 = fsub <4 x float> %1133, %1134
  %1136 = getelementptr inbounds nuw float, ptr %1102, i64 %index1248
  %wide.load1250 = load <4 x float>, ptr %1136, align 4, !alias.scope !45
  %1137 = fsub <4 x float> %wide.load1249, %wide.load1250
  %1138 = fmul <4 x float> %1137, %1137
  %1139 = getelementptr inbounds nuw float, ptr %1100, i64 %index1248
  store <4 x float> %1135, ptr %1139, align 4, !alias.scope !47, !noalias !49
  %1140 = getelementptr inbounds nuw float, ptr %1103, i64 %index1248
  store <4 x float> %1138, ptr %1140, align 4, !alias.scope !50, !noalias !49
  %index.next1251 = add nuw i64 %index1248, 4
  %1141 = icmp eq i64 %index.next1251, %n.vec1246
  br i1 %1141, label %vec.epilog.middle.block1252, label %vec.epilog.vector.body1247, !llvm.loop !53

vec.epilog.middle.block1252:                      ; preds = %vec.epilog.vector.body1247
  br i1 %cmp.n1253, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us.preheader

feature.body.us.preheader:                        ; preds = %iter.check1225, %vec.epilog.iter.check1242, %vec.epilog.middle.block1252
  %feature883.us.ph = phi i64 [ 0, %iter.check1225 ], [ %n.vec1230, %vec.epilog.iter.check1242 ], [ %n.vec1246, %vec.epilog.middle.block1252 ]
  %.neg1420 = or disjoint i64 %feature883.us.ph, 1
  br i1 %lcmp.mod1366.not, label %feature.body.us.prol.loopexit, label %feature.body.us.prol

feature.body.us.prol:                             ; preds = %feature.body.us.preheader
  %1142 = getelementptr inbounds nuw float, ptr %1101, i64 %feature883.us.ph
  %1143 = load float, ptr %1142, align 4
  %1144 = fmul float %1143, %1143
  %1145 = fmul float %1143, %1144
  %1146 = fmul float %1143, %1145
  %1147 = fmul float %1146, 2.500000e-01
  %1148 = fmul float %1144, 5.000000e-01
  %1149 = fsub float %1147, %1148
  %1150 = getelementptr inbounds nuw float, ptr %1102, i64 %feature883.us.ph
  %1151 = load float, ptr %1150, align 4
  %1152 = fsub float %1143, %1151
  %1153 = fmul float %1152, %1152
  %1154 = getelementptr inbounds nuw float, ptr %1100, i64 %feature883.us.ph
  store float %1149, ptr %1154, align 4
  %1155 = getelementptr inbounds nuw float, ptr %1103, i64 %feature883.us.ph
  store float %1153, ptr %1155, align 4
  %1156 = or disjoint i64 %feature883.us.ph, 1
  br label %feature.body.us.prol.loopexit

feature.body.us.prol.loopexit:                    ; preds = %feature.body.us.prol, %feature.body.us.preheader
  %feature883.us.unr = phi i64 [ %feature883.us.ph, %feature.body.us.preheader ], [ %1156, %feature.body.us.prol ]
  %1157 = icmp eq i64 %n_features, %.neg1420
  br i1 %1157, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us

feature.body.us:                                  ; preds = %feature.body.us.prol.loopexit, %feature.body.us
  %feature883.us = phi i64 [ %1187, %feature.body.us ], [ %feature883.us.unr, %feature.body.us.prol.loopexit ]
  %1158 = getelementptr inbounds nuw float, ptr %1101, i64 %feature883.us
  %1159 = load float, ptr %1158, align 4
  %1160 = fmul float %1159, %1159
  %1161 = fmul float %1159, %1160
  %1162 = fmul float %1159, %1161
  %1163 = fmul float %1162, 2.500000e-01
  %1164 = fmul float %1160, 5.000000e-01
  %1165 = fsub float %1163, %1164
  %1166 = getelementptr inbounds nuw float, ptr %1102, i64 %feature883.us
  %1167 = load float, ptr %1166, align 4
  %1168 = fsub float %1159, %1167
  %1169 = fmul float %1168, %1168
  %1170 = getelementptr inbounds nuw float, ptr %1100, i64 %feature883.us
  store float %1165, ptr %1170, align 4
  %1171 = getelementptr inbounds nuw float, ptr %1103, i64 %feature883.us
  store float %1169, ptr %1171, align 4
  %1172 = add nuw nsw i64 %feature883.us, 1
  %1173 = getelementptr inbounds nuw float, ptr %1101, i64 %1172
  %1174 = load float, ptr %1173, align 4
  %1175 = fmul float %1174, %1174
  %1176 = fmul float %1174, %1175
  %1177 = fmul float %1174, %1176
  %1178 = fmul float %1177, 2.500000e-01
  %1179 = fmul float %1175, 5.000000e-01
  %1180 = fsub float %1178, %1179
  %1181 = getelementptr inbounds nuw float, ptr %1102, i64 %1172
  %1182 = load float, ptr %1181, align 4
  %1183 = fsub float %1174, %1182
  %1184 = fmul float %1183, %1183
  %1185 = getelementptr inbounds nuw float, ptr %1100, i64 %1172
  store float %1180, ptr %1185, align 4
  %1186 = getelementptr inbounds nuw float, ptr %1103, i64 %1172
  store float %1184, ptr %1186, align 4
  %1187 = add nuw nsw i64 %feature883.us, 2
  %exitcond992.not.1 = icmp eq i64 %1187, %n_features
  br i1 %exitcond992.not.1, label %feature.header.feature.exit_crit_edge.us, label %feature.body.us, !llvm.loop !54

feature.header.feature.exit_crit_edge.us:         ; preds = %feature.body.us.prol.loopexit, %feature.body.us, %vec.epilog.middle.block1252, %middle.block1238
  %1188 = add nuw nsw i64 %lockstep_row884.us, 1
  %exitcond997.not = icmp eq i64 %1188, %umax1000
  br i1 %exitcond997.not, label %lockstep_sums.body.preheader, label %iter.check1225

lockstep_sums.body.preheader:                     ; preds = %feature.header.feature.exit_crit_edge.us
  %1189 = icmp ugt i64 %rows_left713, 1
  %1190 = select i1 %1189, i64 1, i64 %last_slot
  %1191 = mul nsw i64 %1190, %slot_values
  %1192 = getelementptr inbounds float, ptr %scratch, i64 %1191
  %1193 = icmp ugt i64 %rows_left713, 2
  %1194 = select i1 %1193, i64 2, i64 %last_slot
  %1195 = mul nsw i64 %1194, %slot_values
  %1196 = getelementptr inbounds float, ptr %scratch, i64 %1195
  %1197 = icmp ugt i64 %rows_left713, 3
  %1198 = select i1 %1197, i64 3, i64 %last_slot
  %1199 = mul nsw i64 %1198, %slot_values
  %1200 = getelementptr inbounds float, ptr %scratch, i64 %1199
  %1201 = getelementptr inbounds nuw float, ptr %1192, i64 %n_features
  %1202 = getelementptr inbounds nuw float, ptr %1196, i64 %n_features
  %1203 = getelementptr inbounds nuw float, ptr %1200, i64 %n_features
  br label %lockstep_sums.body

lockstep_sums_tail.header.preheader:              ; preds = %lockstep_sums.body
  br i1 %.not939, label %lockstep_row.body760.preheader, label %lockstep_sums_tail.body

lockstep_sums.body:                               ; preds = %lockstep_sums.body.preheader, %lockstep_sums.body
  %lockstep_sums725887 = phi i64 [ %1220, %lockstep_sums.body ], [ 0, %lockstep_sums.body.preheader ]
  %lockstep_sums.0886 = phi <4 x float> [ %1211, %lockstep_sums.body ], [ zeroinitializer, %lockstep_sums.body.preheader ]
  %lockstep_sums724.0885 = phi <4 x float> [ %1219, %lockstep_sums.body ], [ zeroinitializer, %lockstep_sums.body.preheader ]
  %1204 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums725887
  %block726 = load <4 x float>, ptr %1204, align 4
  %1205 = getelementptr inbounds nuw float, ptr %1192, i64 %lockstep_sums725887
  %block727 = load <4 x float>, ptr %1205, align 4
  %1206 = getelementptr inbounds nuw float, ptr %1196, i64 %lockstep_sums725887
  %block728 = load <4 x float>, ptr %1206, align 4
  %1207 = getelementptr inbounds nuw float, ptr %1200, i64 %lockstep_sums725887
  %block729 = load <4 x float>, ptr %1207, align 4
  %transpose = shufflevector <4 x float> %block726, <4 x float> %block728, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose730 = shufflevector <4 x float> %block726, <4 x float> %block728, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose731 = shufflevector <4 x float> %block727, <4 x float> %block729, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose732 = shufflevector <4 x float> %block727, <4 x float> %block729, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose733 = shufflevector <4 x float> %transpose, <4 x float> %transpose731, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose734 = shufflevector <4 x float> %transpose, <4 x float> %transpose731, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose735 = shufflevector <4 x float> %transpose730, <4 x float> %transpose732, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose736 = shufflevector <4 x float> %transpose730, <4 x float> %transpose732, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %1208 = fadd <4 x float> %lockstep_sums.0886, %transpose733
  %1209 = fadd <4 x float> %transpose734, %1208
  %1210 = fadd <4 x float> %transpose735, %1209
  %1211 = fadd <4 x float> %transpose736, %1210
  %1212 = getelementptr inbounds nuw float, ptr %1075, i64 %lockstep_sums725887
  %block740 = load <4 x float>, ptr %1212, align 4
  %1213 = getelementptr inbounds nuw float, ptr %1201, i64 %lockstep_sums725887
  %block741 = load <4 x float>, ptr %1213, align 4
  %1214 = getelementptr inbounds nuw float, ptr %1202, i64 %lockstep_sums725887
  %block742 = load <4 x float>, ptr %1214, align 4
  %1215 = getelementptr inbounds nuw float, ptr %1203, i64 %lockstep_sums725887
  %block743 = load <4 x float>, ptr %1215, align 4
  %transpose744 = shufflevector <4 x float> %block740, <4 x float> %block742, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose745 = shufflevector <4 x float> %block740, <4 x float> %block742, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose746 = shufflevector <4 x float> %block741, <4 x float> %block743, <4 x i32> <i32 0, i32 1, i32 4, i32 5>
  %transpose747 = shufflevector <4 x float> %block741, <4 x float> %block743, <4 x i32> <i32 2, i32 3, i32 6, i32 7>
  %transpose748 = shufflevector <4 x float> %transpose744, <4 x float> %transpose746, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose749 = shufflevector <4 x float> %transpose744, <4 x float> %transpose746, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %transpose750 = shufflevector <4 x float> %transpose745, <4 x float> %transpose747, <4 x i32> <i32 0, i32 4, i32 2, i32 6>
  %transpose751 = shufflevector <4 x float> %transpose745, <4 x float> %transpose747, <4 x i32> <i32 1, i32 5, i32 3, i32 7>
  %1216 = fadd <4 x float> %lockstep_sums724.0885, %transpose748
  %1217 = fadd <4 x float> %transpose749, %1216
  %1218 = fadd <4 x float> %transpose750, %1217
  %1219 = fadd <4 x float> %transpose751, %1218
  %1220 = add nuw nsw i64 %lockstep_sums725887, 4
  %1221 = icmp samesign ult i64 %1220, %whole_tiles_end
  br i1 %1221, label %lockstep_sums.body, label %lockstep_sums_tail.header.preheader, !llvm.loop !55

lockstep_sums_tail.body:                          ; preds = %lockstep_sums_tail.header.preheader, %lockstep_sums_tail.body
  %lockstep_sums_tail892 = phi i64 [ %1248, %lockstep_sums_tail.body ], [ %whole_tiles_end, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums.1891 = phi <4 x float> [ %1234, %lockstep_sums_tail.body ], [ %1211, %lockstep_sums_tail.header.preheader ]
  %lockstep_sums724.1890 = phi <4 x float> [ %1247, %lockstep_sums_tail.body ], [ %1219, %lockstep_sums_tail.header.preheader ]
  %1222 = getelementptr inbounds nuw float, ptr %scratch, i64 %lockstep_sums_tail892
  %1223 = load float, ptr %1222, align 4
  %1224 = insertelement <4 x float> poison, float %1223, i64 0
  %1225 = getelementptr inbounds nuw float, ptr %1192, i64 %lockstep_sums_tail892
  %1226 = load float, ptr %1225, align 4
  %1227 = insertelement <4 x float> %1224, float %1226, i64 1
  %1228 = getelementptr inbounds nuw float, ptr %1196, i64 %lockstep_sums_tail892
  %1229 = load float, ptr %1228, align 4
  %1230 = insertelement <4 x float> %1227, float %1229, i64 2
  %1231 = getelementptr inbounds nuw float, ptr %1200, i64 %lockstep_sums_tail892
  %1232 = load float, ptr %1231, align 4
  %1233 = insertelement <4 x float> %1230, float %1232, i64 3
  %1234 = fadd <4 x float> %lockstep_sums.1891, %1233
  %1235 = getelementptr inbounds nuw float, ptr %1075, i64 %lockstep_sums_tail892
  %1236 = load float, ptr %1235, align 4
  %1237 = insertelement <4 x float> poison, float %1236, i64 0
  %1238 = getelementptr inbounds nuw float, ptr %1201, i64 %lockstep_sums_tail892
  %1239 = load float, ptr %1238, align 4
  %1240 = insertelement <4 x float> %1237, float %1239, i64 1
  %1241 = getelementptr inbounds nuw float, ptr %1202, i64 %lockstep_sums_tail892
  %1242 = load float, ptr %1241, align 4
  %1243 = insertelement <4 x float> %1240, float %1242, i64 2
  %1244 = getelementptr inbounds nuw float, ptr %1203, i64 %lockstep_sums_tail892
  %1245 = load float, ptr %1244, align 4
  %1246 = insertelement <4 x float> %1243, float %1245, i64 3
  %1247 = fadd <4 x float> %lockstep_sums724.1890, %1246
  %1248 = add nuw nsw i64 %lockstep_sums_tail892, 1
  %1249 = icmp ult i64 %1248, %n_features
  br i1 %1249, label %lockstep_sums_tail.body, label %lockstep_row.body760.preheader, !llvm.loop !56

lockstep_row.body760.preheader:                   ; preds = %lockstep_sums_tail.body, %lockstep_sums_tail.header.preheader
  %lockstep_sums724.1.lcssa = phi <4 x float> [ %1219, %lockstep_sums_tail.header.preheader ], [ %1247, %lockstep_sums_tail.body ]
  %lockstep_sums.1.lcssa = phi <4 x float> [ %1211, %lockstep_sums_tail.header.preheader ], [ %1234, %lockstep_sums_tail.body ]
  %1250 = shufflevector <4 x float> %lockstep_sums.1.lcssa, <4 x float> %lockstep_sums724.1.lcssa, <8 x i32> <i32 0, i32 4, i32 1, i32 5, i32 2, i32 6, i32 3, i32 7>
  store <8 x float> %1250, ptr %lockstep_uniforms, align 4
  br label %iter.check1165

iter.check1165:                                   ; preds = %feature.exit767, %lockstep_row.body760.preheader
  %lockstep_row762896 = phi i64 [ %1387, %feature.exit767 ], [ 0, %lockstep_row.body760.preheader ]
  %row763 = add i64 %lockstep_row762896, %lockstep_block897
  %.idx = shl i64 %lockstep_row762896, 3
  %1251 = getelementptr inbounds i8, ptr %lockstep_uniforms, i64 %.idx
  %row_offset764 = mul i64 %row763, %n_features
  %1252 = getelementptr inbounds float, ptr %out_0, i64 %row763
  %1253 = getelementptr inbounds float, ptr %out_1, i64 %row_offset764
  %1254 = getelementptr inbounds float, ptr %state, i64 %row_offset764
  %1255 = getelementptr inbounds float, ptr %input_0, i64 %row_offset764
  %1256 = load float, ptr %1251, align 4
  %1257 = getelementptr inbounds nuw i8, ptr %1251, i64 4
  %1258 = load float, ptr %1257, align 4
  %1259 = fmul float %1258, 5.000000e-01
  %1260 = fadd float %1256, %1259
  store float %1260, ptr %1252, align 4
  br i1 %conflict.rdx1163, label %feature.body766.preheader, label %vector.main.loop.iter.check1167

vector.main.loop.iter.check1167:                  ; preds = %iter.check1165
  br i1 %min.iters.check1166, label %vec.epilog.ph1188, label %vector.body1171

vector.body1171:                                  ; preds = %vector.main.loop.iter.check1167, %vector.body1171
  %index1172 = phi i64 [ %index.next1181, %vector.body1171 ], [ 0, %vector.main.loop.iter.check1167 ]
  %1261 = getelementptr inbounds nuw float, ptr %1254, i64 %index1172
  %1262 = getelementptr inbounds nuw i8, ptr %1261, i64 64
  %1263 = getelementptr inbounds nuw i8, ptr %1261, i64 128
  %1264 = getelementptr inbounds nuw i8, ptr %1261, i64 192
  %wide.load1173 = load <16 x float>, ptr %1261, align 4
  %wide.load1174 = load <16 x float>, ptr %1262, align 4
  %wide.load1175 = load <16 x float>, ptr %1263, align 4
  %wide.load1176 = load <16 x float>, ptr %1264, align 4
  %1265 = getelementptr inbounds nuw float, ptr %1255, i64 %index1172
  %1266 = getelementptr inbounds nuw i8, ptr %1265, i64 64
  %1267 = getelementptr inbounds nuw i8, ptr %1265, i64 128
  %1268 = getelementptr inbounds nuw i8, ptr %1265, i64 192
  %wide.load1177 = load <16 x float>, ptr %1265, align 4
  %wide.load1178 = load <16 x float>, ptr %1266, align 4
  %wide.load1179 = load <16 x float>, ptr %1267, align 4
  %wide.load1180 = load <16 x float>, ptr %1268, align 4
  %1269 = fsub <16 x float> %wide.load1173, %wide.load1177
  %1270 = fsub <16 x float> %wide.load1174, %wide.load1178
  %1271 = fsub <16 x float> %wide.load1175, %wide.load1179
  %1272 = fsub <16 x float> %wide.load1176, %wide.load1180
  %1273 = fmul <16 x float> %1269, splat (float 2.000000e+00)
  %1274 = fmul <16 x float> %1270, splat (float 2.000000e+00)
  %1275 = fmul <16 x float> %1271, splat (float 2.000000e+00)
  %1276 = fmul <16 x float> %1272, splat (float 2.000000e+00)
  %1277 = fmul <16 x float> %1273, splat (float 5.000000e-01)
  %1278 = fmul <16 x float> %1274, splat (float 5.000000e-01)
  %1279 = fmul <16 x float> %1275, splat (float 5.000000e-01)
  %1280 = fmul <16 x float> %1276, splat (float 5.000000e-01)
  %1281 = fmul <16 x float> %wide.load1173, splat (float 2.000000e+00)
  %1282 = fmul <16 x float> %wide.load1174, splat (float 2.000000e+00)
  %1283 = fmul <16 x float> %wide.load1175, splat (float 2.000000e+00)
  %1284 = fmul <16 x float> %wide.load1176, splat (float 2.000000e+00)
  %1285 = fmul <16 x float> %1281, splat (float 5.000000e-01)
  %1286 = fmul <16 x float> %1282, splat (float 5.000000e-01)
  %1287 = fmul <16 x float> %1283, splat (float 5.000000e-01)
  %1288 = fmul <16 x float> %1284, splat (float 5.000000e-01)
  %1289 = fsub <16 x float> %1277, %1285
  %1290 = fsub <16 x float> %1278, %1286
  %1291 = fsub <16 x float> %1279, %1287
  %1292 = fsub <16 x float> %1280, %1288
  %1293 = fmul <16 x float> %wide.load1173, %wide.load1173
  %1294 = fmul <16 x float> %wide.load1174, %wide.load1174
  %1295 = fmul <16 x float> %wide.load1175, %wide.load1175
  %1296 = fmul <16 x float> %wide.load1176, %wide.load1176
  %1297 = fmul <16 x float> %wide.load1173, %1293
  %1298 = fmul <16 x float> %wide.load1174, %1294
  %1299 = fmul <16 x float> %wide.load1175, %1295
  %1300 = fmul <16 x float> %wide.load1176, %1296
  %1301 = fmul <16 x float> %1297, splat (float 4.000000e+00)
  %1302 = fmul <16 x float> %1298, splat (float 4.000000e+00)
  %1303 = fmul <16 x float> %1299, splat (float 4.000000e+00)
  %1304 = fmul <16 x float> %1300, splat (float 4.000000e+00)
  %1305 = fmul <16 x float> %1301, splat (float 2.500000e-01)
  %1306 = fmul <16 x float> %1302, splat (float 2.500000e-01)
  %1307 = fmul <16 x float> %1303, splat (float 2.500000e-01)
  %1308 = fmul <16 x float> %1304, splat (float 2.500000e-01)
  %1309 = fadd <16 x float> %1305, %1289
  %1310 = fadd <16 x float> %1306, %1290
  %1311 = fadd <16 x float> %1307, %1291
  %1312 = fadd <16 x float> %1308, %1292
  %1313 = getelementptr inbounds nuw float, ptr %1253, i64 %index1172
  %1314 = getelementptr inbounds nuw i8, ptr %1313, i64 64
  %1315 = getelementptr inbounds nuw i8, ptr %1313, i64 128
  %1316 = getelementptr inbounds nuw i8, ptr %1313, i64 192
  store <16 x float> %1309, ptr %1313, align 4
  store <16 x float> %1310, ptr %1314, align 4
  store <16 x float> %1311, ptr %1315, align 4
  store <16 x float> %1312, ptr %1316, align 4
  %index.next1181 = add nuw i64 %index1172, 64
  %1317 = icmp eq i64 %index.next1181, %n.vec1170
  br i1 %1317, label %middle.block1182, label %vector.body1171, !llvm.loop !57

middle.block1182:                                 ; preds = %vector.body1171
  br i1 %cmp.n1183, label %feature.exit767, label %vec.epilog.iter.check1186

vec.epilog.iter.check1186:                        ; preds = %middle.block1182
  br i1 %min.epilog.iters.check1187, label %feature.body766.preheader, label %vec.epilog.ph1188, !prof !58

vec.epilog.ph1188:                                ; preds = %vector.main.loop.iter.check1167, %vec.epilog.iter.check1186
  %vec.epilog.resume.val1184 = phi i64 [ %n.vec1170, %vec.epilog.iter.check1186 ], [ 0, %vector.main.loop.iter.check1167 ]
  br label %vec.epilog.vector.body1191

vec.epilog.vector.body1191:                       ; preds = %vec.epilog.vector.body1191, %vec.epilog.ph1188
  %index1192 = phi i64 [ %vec.epilog.resume.val1184, %vec.epilog.ph1188 ], [ %index.next1195, %vec.epilog.vector.body1191 ]
  %1318 = getelementptr inbounds nuw float, ptr %1254, i64 %index1192
  %wide.load1193 = load <8 x float>, ptr %1318, align 4
  %1319 = getelementptr inbounds nuw float, ptr %1255, i64 %index1192
  %wide.load1194 = load <8 x float>, ptr %1319, align 4
  %1320 = fsub <8 x float> %wide.load1193, %wide.load1194
  %1321 = fmul <8 x float> %1320, splat (float 2.000000e+00)
  %1322 = fmul <8 x float> %1321, splat (float 5.000000e-01)
  %1323 = fmul <8 x float> %wide.load1193, splat (float 2.000000e+00)
  %1324 = fmul <8 x float> %1323, splat (float 5.000000e-01)
  %1325 = fsub <8 x float> %1322, %1324
  %1326 = fmul <8 x float> %wide.load1193, %wide.load1193
  %1327 = fmul <8 x float> %wide.load1193, %1326
  %1328 = fmul <8 x float> %1327, splat (float 4.000000e+00)
  %1329 = fmul <8 x float> %1328, splat (float 2.500000e-01)
  %1330 = fadd <8 x float> %1329, %1325
  %1331 = getelementptr inbounds nuw float, ptr %1253, i64 %index1192
  store <8 x float> %1330, ptr %1331, align 4
  %index.next1195 = add nuw i64 %index1192, 8
  %1332 = icmp eq i64 %index.next1195, %n.vec1190
  br i1 %1332, label %vec.epilog.middle.block1196, label %vec.epilog.vector.body1191, !llvm.loop !59

vec.epilog.middle.block1196:                      ; preds = %vec.epilog.vector.body1191
  br i1 %cmp.n1197, label %feature.exit767, label %feature.body766.preheader

feature.body766.preheader:                        ; preds = %iter.check1165, %vec.epilog.iter.check1186, %vec.epilog.middle.block1196
  %feature768895.ph = phi i64 [ 0, %iter.check1165 ], [ %n.vec1170, %vec.epilog.iter.check1186 ], [ %n.vec1190, %vec.epilog.middle.block1196 ]
  %.neg1421 = or disjoint i64 %feature768895.ph, 1
  br i1 %lcmp.mod1368.not, label %feature.body766.prol.loopexit, label %feature.body766.prol

feature.body766.prol:                             ; preds = %feature.body766.preheader
  %1333 = getelementptr inbounds nuw float, ptr %1254, i64 %feature768895.ph
  %1334 = load float, ptr %1333, align 4
  %1335 = getelementptr inbounds nuw float, ptr %1255, i64 %feature768895.ph
  %1336 = load float, ptr %1335, align 4
  %1337 = fsub float %1334, %1336
  %1338 = fmul float %1337, 2.000000e+00
  %1339 = fmul float %1338, 5.000000e-01
  %1340 = fmul float %1334, 2.000000e+00
  %1341 = fmul float %1340, 5.000000e-01
  %1342 = fsub float %1339, %1341
  %1343 = fmul float %1334, %1334
  %1344 = fmul float %1334, %1343
  %1345 = fmul float %1344, 4.000000e+00
  %1346 = fmul float %1345, 2.500000e-01
  %1347 = fadd float %1346, %1342
  %1348 = getelementptr inbounds nuw float, ptr %1253, i64 %feature768895.ph
  store float %1347, ptr %1348, align 4
  %1349 = or disjoint i64 %feature768895.ph, 1
  br label %feature.body766.prol.loopexit

feature.body766.prol.loopexit:                    ; preds = %feature.body766.prol, %feature.body766.preheader
  %feature768895.unr = phi i64 [ %feature768895.ph, %feature.body766.preheader ], [ %1349, %feature.body766.prol ]
  %1350 = icmp eq i64 %n_features, %.neg1421
  br i1 %1350, label %feature.exit767, label %feature.body766

lockstep_row.exit761:                             ; preds = %feature.exit767
  %1351 = add i64 %lockstep_block897, 4
  %1352 = icmp ult i64 %1351, %row_end
  %indvars.iv.next994 = add i64 %indvars.iv993, -4
  %indvar.next1204 = add i64 %indvar1203, 1
  br i1 %1352, label %lockstep_row.body.us.preheader, label %across.done

feature.body766:                                  ; preds = %feature.body766.prol.loopexit, %feature.body766
  %feature768895 = phi i64 [ %1386, %feature.body766 ], [ %feature768895.unr, %feature.body766.prol.loopexit ]
  %1353 = getelementptr inbounds nuw float, ptr %1254, i64 %feature768895
  %1354 = load float, ptr %1353, align 4
  %1355 = getelementptr inbounds nuw float, ptr %1255, i64 %feature768895
  %1356 = load float, ptr %1355, align 4
  %1357 = fsub float %1354, %1356
  %1358 = fmul float %1357, 2.000000e+00
  %1359 = fmul float %1358, 5.000000e-01
  %1360 = fmul float %1354, 2.000000e+00
  %1361 = fmul float %1360, 5.000000e-01
  %1362 = fsub float %1359, %1361
  %1363 = fmul float %1354, %1354
  %1364 = fmul float %1354, %1363
  %1365 = fmul float %1364, 4.000000e+00
  %1366 = fmul float %1365, 2.500000e-01
  %1367 = fadd float %1366, %1362
  %1368 = getelementptr inbounds nuw float, ptr %1253, i64 %feature768895
  store float %1367, ptr %1368, align 4
  %1369 = add nuw nsw i64 %feature768895, 1
  %1370 = getelementptr inbounds nuw float, ptr %1254, i64 %1369
  %1371 = load float, ptr %1370, align 4
  %1372 = getelementptr inbounds nuw float, ptr %1255, i64 %1369
  %1373 = load float, ptr %1372, align 4
  %1374 = fsub float %1371, %1373
  %1375 = fmul float %1374, 2.000000e+00
  %1376 = fmul float %1375, 5.000000e-01
  %1377 = fmul float %1371, 2.000000e+00
  %1378 = fmul float %1377, 5.000000e-01
  %1379 = fsub float %1376, %1378
  %1380 = fmul float %1371, %1371
  %1381 = fmul float %1371, %1380
  %1382 = fmul float %1381, 4.000000e+00
  %1383 = fmul float %1382, 2.500000e-01
  %1384 = fadd float %1383, %1379
  %1385 = getelementptr inbounds nuw float, ptr %1253, i64 %1369
  store float %1384, ptr %1385, align 4
  %1386 = add nuw nsw i64 %feature768895, 2
  %exitcond998.not.1 = icmp eq i64 %1386, %n_features
  br i1 %exitcond998.not.1, label %feature.exit767, label %feature.body766, !llvm.loop !60

feature.exit767:                                  ; preds = %feature.body766.prol.loopexit, %feature.body766, %vec.epilog.middle.block1196, %middle.block1182
  %1387 = add nuw nsw i64 %lockstep_row762896, 1
  %exitcond1001.not = icmp eq i64 %1387, %umax1000
  br i1 %exitcond1001.not, label %lockstep_row.exit761, label %iter.check1165

row.body:                                         ; preds = %row.body.lr.ph, %feature.exit782
  %indvar = phi i64 [ 0, %row.body.lr.ph ], [ %indvar.next, %feature.exit782 ]
  %row769882 = phi i64 [ %row_begin, %row.body.lr.ph ], [ %1687, %feature.exit782 ]
  %1388 = mul i64 %38, %indvar
  %1389 = add i64 %37, %1388
  %1390 = add i64 %39, %1388
  %1391 = add i64 %44, %1388
  %1392 = add i64 %45, %1388
  %row_offset770 = mul i64 %row769882, %n_features
  %1393 = getelementptr inbounds float, ptr %state, i64 %row_offset770
  %1394 = getelementptr inbounds float, ptr %input_0, i64 %row_offset770
  br label %fold_chunk.body

fold_chunk.header.loopexit.loopexit.unr-lcssa:    ; preds = %fold_sums.body
  %lcmp.mod1359.not = icmp eq i64 %xtraiter1358, 0
  br i1 %lcmp.mod1359.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil.preheader

fold_sums.body.epil.preheader:                    ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.preheader
  %fold_sums876.epil.init = phi i64 [ 0, %fold_sums.body.preheader ], [ %1652, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %fold_value771.1875.epil.init = phi float [ %fold_value771.0879, %fold_sums.body.preheader ], [ %1651, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %fold_value.1874.epil.init = phi float [ %fold_value.0878, %fold_sums.body.preheader ], [ %1648, %fold_chunk.header.loopexit.loopexit.unr-lcssa ]
  %lcmp.mod1362 = icmp ne i64 %xtraiter1358, 0
  tail call void @llvm.assume(i1 %lcmp.mod1362)
  br label %fold_sums.body.epil

fold_sums.body.epil:                              ; preds = %fold_sums.body.epil, %fold_sums.body.epil.preheader
  %fold_sums876.epil = phi i64 [ %1401, %fold_sums.body.epil ], [ %fold_sums876.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value771.1875.epil = phi float [ %1400, %fold_sums.body.epil ], [ %fold_value771.1875.epil.init, %fold_sums.body.epil.preheader ]
  %fold_value.1874.epil = phi float [ %1397, %fold_sums.body.epil ], [ %fold_value.1874.epil.init, %fold_sums.body.epil.preheader ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold_sums.body.epil ], [ 0, %fold_sums.body.epil.preheader ]
  %1395 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums876.epil
  %1396 = load float, ptr %1395, align 4
  %1397 = fadd float %fold_value.1874.epil, %1396
  %1398 = getelementptr inbounds float, ptr %31, i64 %fold_sums876.epil
  %1399 = load float, ptr %1398, align 4
  %1400 = fadd float %fold_value771.1875.epil, %1399
  %1401 = add nuw i64 %fold_sums876.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter1358
  br i1 %epil.iter.cmp.not, label %fold_chunk.header.loopexit, label %fold_sums.body.epil, !llvm.loop !61

fold_chunk.header.loopexit:                       ; preds = %fold_chunk.header.loopexit.loopexit.unr-lcssa, %fold_sums.body.epil, %feature.exit778
  %fold_value.1.lcssa = phi float [ %fold_value.0878, %feature.exit778 ], [ %1648, %fold_chunk.header.loopexit.loopexit.unr-lcssa ], [ %1397, %fold_sums.body.epil ]
  %fold_value771.1.lcssa = phi float [ %fold_value771.0879, %feature.exit778 ], [ %1651, %fold_chunk.header.loopexit.loopexit.unr-lcssa ], [ %1400, %fold_sums.body.epil ]
  %1402 = icmp ult i64 %1410, %n_features
  %indvars.iv.next = add i64 %indvars.iv, 1024
  %indvars.iv.next988 = add i64 %indvars.iv987, -1024
  %indvar.next1119 = add i64 %indvar1118, 1
  br i1 %1402, label %fold_chunk.body, label %iter.check

fold_chunk.body:                                  ; preds = %row.body, %fold_chunk.header.loopexit
  %indvar1118 = phi i64 [ 0, %row.body ], [ %indvar.next1119, %fold_chunk.header.loopexit ]
  %indvars.iv987 = phi i64 [ 0, %row.body ], [ %indvars.iv.next988, %fold_chunk.header.loopexit ]
  %indvars.iv = phi i64 [ 1024, %row.body ], [ %indvars.iv.next, %fold_chunk.header.loopexit ]
  %fold_chunk880 = phi i64 [ 0, %row.body ], [ %1410, %fold_chunk.header.loopexit ]
  %fold_value771.0879 = phi float [ 0.000000e+00, %row.body ], [ %fold_value771.1.lcssa, %fold_chunk.header.loopexit ]
  %fold_value.0878 = phi float [ 0.000000e+00, %row.body ], [ %fold_value.1.lcssa, %fold_chunk.header.loopexit ]
  %umin1356 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1403 = add i64 %umin1356, %indvars.iv987
  %umax1357 = tail call i64 @llvm.umax.i64(i64 %1403, i64 1)
  %umin1355 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %umin = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1404 = add i64 %umin, %indvars.iv987
  %1405 = mul i64 %indvar1118, -4096
  %1406 = add i64 %1389, %1405
  %1407 = add i64 %1390, %1405
  %1408 = add i64 %1391, %1405
  %1409 = add i64 %1392, %1405
  %umin986 = tail call i64 @llvm.umin.i64(i64 %n_features, i64 %indvars.iv)
  %1410 = add i64 %fold_chunk880, 1024
  %chunk_end = tail call i64 @llvm.umin.i64(i64 %1410, i64 %n_features)
  %1411 = icmp ult i64 %fold_chunk880, %chunk_end
  br i1 %1411, label %iter.check1130, label %feature.exit778

iter.check1130:                                   ; preds = %fold_chunk.body
  %min.iters.check1128 = icmp ult i64 %1404, 4
  br i1 %min.iters.check1128, label %feature.body777.preheader, label %vector.memcheck1115

vector.memcheck1115:                              ; preds = %iter.check1130
  %diff.check1120 = icmp ult i64 %1406, 128
  %conflict.rdx1121 = or i1 %diff.check1116, %diff.check1120
  %diff.check1122 = icmp ult i64 %1407, 128
  %conflict.rdx1123 = or i1 %conflict.rdx1121, %diff.check1122
  %diff.check1124 = icmp ult i64 %1408, 128
  %conflict.rdx1125 = or i1 %conflict.rdx1123, %diff.check1124
  %diff.check1126 = icmp ult i64 %1409, 128
  %conflict.rdx1127 = or i1 %conflict.rdx1125, %diff.check1126
  br i1 %conflict.rdx1127, label %feature.body777.preheader, label %vector.main.loop.iter.check1132

vector.main.loop.iter.check1132:                  ; preds = %vector.memcheck1115
  %min.iters.check1131 = icmp ult i64 %1404, 32
  br i1 %min.iters.check1131, label %vec.epilog.ph1149, label %vector.ph1133

vector.ph1133:                                    ; preds = %vector.main.loop.iter.check1132
  %n.mod.vf1134 = and i64 %umin, 31
  %n.vec1135 = sub nuw i64 %1404, %n.mod.vf1134
  br label %vector.body1136

vector.body1136:                                  ; preds = %vector.body1136, %vector.ph1133
  %index1137 = phi i64 [ 0, %vector.ph1133 ], [ %index.next1142, %vector.body1136 ]
  %1412 = add i64 %fold_chunk880, %index1137
  %1413 = getelementptr inbounds float, ptr %1393, i64 %1412
  %1414 = getelementptr inbounds nuw i8, ptr %1413, i64 64
  %wide.load1138 = load <16 x float>, ptr %1413, align 4
  %wide.load1139 = load <16 x float>, ptr %1414, align 4
  %1415 = fmul <16 x float> %wide.load1138, %wide.load1138
  %1416 = fmul <16 x float> %wide.load1139, %wide.load1139
  %1417 = fmul <16 x float> %wide.load1138, %1415
  %1418 = fmul <16 x float> %wide.load1139, %1416
  %1419 = fmul <16 x float> %wide.load1138, %1417
  %1420 = fmul <16 x float> %wide.load1139, %1418
  %1421 = fmul <16 x float> %1419, splat (float 2.500000e-01)
  %1422 = fmul <16 x float> %1420, splat (float 2.500000e-01)
  %1423 = fmul <16 x float> %1415, splat (float 5.000000e-01)
  %1424 = fmul <16 x float> %1416, splat (float 5.000000e-01)
  %1425 = fsub <16 x float> %1421, %1423
  %1426 = fsub <16 x float> %1422, %1424
  %1427 = getelementptr inbounds float, ptr %1394, i64 %1412
  %1428 = getelementptr inbounds nuw i8, ptr %1427, i64 64
  %wide.load1140 = load <16 x float>, ptr %1427, align 4
  %wide.load1141 = load <16 x float>, ptr %1428, align 4
  %1429 = fsub <16 x float> %wide.load1138, %wide.load1140
  %1430 = fsub <16 x float> %wide.load1139, %wide.load1141
  %1431 = fmul <16 x float> %1429, %1429
  %1432 = fmul <16 x float> %1430, %1430
  %1433 = getelementptr inbounds float, ptr %scratch, i64 %index1137
  %1434 = getelementptr inbounds nuw i8, ptr %1433, i64 64
  store <16 x float> %1425, ptr %1433, align 4
  store <16 x float> %1426, ptr %1434, align 4
  %1435 = getelementptr float, ptr %31, i64 %index1137
  %1436 = getelementptr i8, ptr %1435, i64 64
  store <16 x float> %1431, ptr %1435, align 4
  store <16 x float> %1432, ptr %1436, align 4
  %index.next1142 = add nuw i64 %index1137, 32
  %1437 = icmp eq i64 %index.next1142, %n.vec1135
  br i1 %1437, label %middle.block1143, label %vector.body1136, !llvm.loop !62

middle.block1143:                                 ; preds = %vector.body1136
  %cmp.n1144 = icmp eq i64 %n.mod.vf1134, 0
  br i1 %cmp.n1144, label %feature.exit778, label %vec.epilog.iter.check1147

vec.epilog.iter.check1147:                        ; preds = %middle.block1143
  %ind.end = add i64 %fold_chunk880, %n.vec1135
  %min.epilog.iters.check1148 = icmp samesign ult i64 %n.mod.vf1134, 4
  br i1 %min.epilog.iters.check1148, label %feature.body777.preheader, label %vec.epilog.ph1149, !prof !21

vec.epilog.ph1149:                                ; preds = %vector.main.loop.iter.check1132, %vec.epilog.iter.check1147
  %vec.epilog.resume.val1145 = phi i64 [ %n.vec1135, %vec.epilog.iter.check1147 ], [ 0, %vector.main.loop.iter.check1132 ]
  %n.mod.vf1150 = and i64 %umin, 3
  %n.vec1151 = sub i64 %1404, %n.mod.vf1150
  %1438 = add i64 %fold_chunk880, %n.vec1151
  br label %vec.epilog.vector.body1152

vec.epilog.vector.body1152:                       ; preds = %vec.epilog.vector.body1152, %vec.epilog.ph1149
  %index1153 = phi i64 [ %vec.epilog.resume.val1145, %vec.epilog.ph1149 ], [ %index.next1156, %vec.epilog.vector.body1152 ]
  %offset.idx = add i64 %fold_chunk880, %index1153
  %1439 = getelementptr inbounds float, ptr %1393, i64 %offset.idx
  %wide.load1154 = load <4 x float>, ptr %1439, align 4
  %1440 = fmul <4 x float> %wide.load1154, %wide.load1154
  %1441 = fmul <4 x float> %wide.load1154, %1440
  %1442 = fmul <4 x float> %wide.load1154, %1441
  %1443 = fmul <4 x float> %1442, splat (float 2.500000e-01)
  %1444 = fmul <4 x float> %1440, splat (float 5.000000e-01)
  %1445 = fsub <4 x float> %1443, %1444
  %1446 = getelementptr inbounds float, ptr %1394, i64 %offset.idx
  %wide.load1155 = load <4 x float>, ptr %1446, align 4
  %1447 = fsub <4 x float> %wide.load1154, %wide.load1155
  %1448 = fmul <4 x float> %1447, %1447
  %1449 = getelementptr inbounds float, ptr %scratch, i64 %index1153
  store <4 x float> %1445, ptr %1449, align 4
  %1450 = getelementptr float, ptr %31, i64 %index1153
  store <4 x float> %1448, ptr %1450, align 4
  %index.next1156 = add nuw i64 %index1153, 4
  %1451 = icmp eq i64 %index.next1156, %n.vec1151
  br i1 %1451, label %vec.epilog.middle.block1157, label %vec.epilog.vector.body1152, !llvm.loop !63

vec.epilog.middle.block1157:                      ; preds = %vec.epilog.vector.body1152
  %cmp.n1158 = icmp eq i64 %n.mod.vf1150, 0
  br i1 %cmp.n1158, label %feature.exit778, label %feature.body777.preheader

feature.body777.preheader:                        ; preds = %vector.memcheck1115, %iter.check1130, %vec.epilog.iter.check1147, %vec.epilog.middle.block1157
  %feature779873.ph = phi i64 [ %fold_chunk880, %iter.check1130 ], [ %fold_chunk880, %vector.memcheck1115 ], [ %ind.end, %vec.epilog.iter.check1147 ], [ %1438, %vec.epilog.middle.block1157 ]
  %1452 = sub i64 %umin1355, %feature779873.ph
  %.neg = add i64 %feature779873.ph, 1
  %xtraiter = and i64 %1452, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %feature.body777.prol.loopexit, label %feature.body777.prol

feature.body777.prol:                             ; preds = %feature.body777.preheader
  %1453 = getelementptr inbounds float, ptr %1393, i64 %feature779873.ph
  %1454 = load float, ptr %1453, align 4
  %1455 = fmul float %1454, %1454
  %1456 = fmul float %1454, %1455
  %1457 = fmul float %1454, %1456
  %1458 = fmul float %1457, 2.500000e-01
  %1459 = fmul float %1455, 5.000000e-01
  %1460 = fsub float %1458, %1459
  %1461 = getelementptr inbounds float, ptr %1394, i64 %feature779873.ph
  %1462 = load float, ptr %1461, align 4
  %1463 = fsub float %1454, %1462
  %1464 = fmul float %1463, %1463
  %1465 = sub nuw i64 %feature779873.ph, %fold_chunk880
  %1466 = getelementptr inbounds float, ptr %scratch, i64 %1465
  store float %1460, ptr %1466, align 4
  %1467 = getelementptr float, ptr %31, i64 %1465
  store float %1464, ptr %1467, align 4
  %1468 = add nuw i64 %feature779873.ph, 1
  br label %feature.body777.prol.loopexit

feature.body777.prol.loopexit:                    ; preds = %feature.body777.prol, %feature.body777.preheader
  %feature779873.unr = phi i64 [ %feature779873.ph, %feature.body777.preheader ], [ %1468, %feature.body777.prol ]
  %1469 = icmp eq i64 %umin1355, %.neg
  br i1 %1469, label %feature.exit778, label %feature.body777

iter.check:                                       ; preds = %fold_chunk.header.loopexit
  %1470 = getelementptr inbounds float, ptr %out_0, i64 %row769882
  %1471 = getelementptr inbounds float, ptr %out_1, i64 %row_offset770
  %1472 = fmul float %fold_value771.1.lcssa, 5.000000e-01
  %1473 = fadd float %fold_value.1.lcssa, %1472
  store float %1473, ptr %1470, align 4
  br i1 %conflict.rdx, label %feature.body781.preheader, label %vector.body

vector.body:                                      ; preds = %iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %iter.check ]
  %1474 = getelementptr inbounds float, ptr %1393, i64 %index
  %1475 = getelementptr inbounds nuw i8, ptr %1474, i64 64
  %1476 = getelementptr inbounds nuw i8, ptr %1474, i64 128
  %1477 = getelementptr inbounds nuw i8, ptr %1474, i64 192
  %wide.load = load <16 x float>, ptr %1474, align 4
  %wide.load1101 = load <16 x float>, ptr %1475, align 4
  %wide.load1102 = load <16 x float>, ptr %1476, align 4
  %wide.load1103 = load <16 x float>, ptr %1477, align 4
  %1478 = getelementptr inbounds float, ptr %1394, i64 %index
  %1479 = getelementptr inbounds nuw i8, ptr %1478, i64 64
  %1480 = getelementptr inbounds nuw i8, ptr %1478, i64 128
  %1481 = getelementptr inbounds nuw i8, ptr %1478, i64 192
  %wide.load1104 = load <16 x float>, ptr %1478, align 4
  %wide.load1105 = load <16 x float>, ptr %1479, align 4
  %wide.load1106 = load <16 x float>, ptr %1480, align 4
  %wide.load1107 = load <16 x float>, ptr %1481, align 4
  %1482 = fsub <16 x float> %wide.load, %wide.load1104
  %1483 = fsub <16 x float> %wide.load1101, %wide.load1105
  %1484 = fsub <16 x float> %wide.load1102, %wide.load1106
  %1485 = fsub <16 x float> %wide.load1103, %wide.load1107
  %1486 = fmul <16 x float> %1482, splat (float 2.000000e+00)
  %1487 = fmul <16 x float> %1483, splat (float 2.000000e+00)
  %1488 = fmul <16 x float> %1484, splat (float 2.000000e+00)
  %1489 = fmul <16 x float> %1485, splat (float 2.000000e+00)
  %1490 = fmul <16 x float> %1486, splat (float 5.000000e-01)
  %1491 = fmul <16 x float> %1487, splat (float 5.000000e-01)
  %1492 = fmul <16 x float> %1488, splat (float 5.000000e-01)
  %1493 = fmul <16 x float> %1489, splat (float 5.000000e-01)
  %1494 = fmul <16 x float> %wide.load, splat (float 2.000000e+00)
  %1495 = fmul <16 x float> %wide.load1101, splat (float 2.000000e+00)
  %1496 = fmul <16 x float> %wide.load1102, splat (float 2.000000e+00)
  %1497 = fmul <16 x float> %wide.load1103, splat (float 2.000000e+00)
  %1498 = fmul <16 x float> %1494, splat (float 5.000000e-01)
  %1499 = fmul <16 x float> %1495, splat (float 5.000000e-01)
  %1500 = fmul <16 x float> %1496, splat (float 5.000000e-01)
  %1501 = fmul <16 x float> %1497, splat (float 5.000000e-01)
  %1502 = fsub <16 x float> %1490, %1498
  %1503 = fsub <16 x float> %1491, %1499
  %1504 = fsub <16 x float> %1492, %1500
  %1505 = fsub <16 x float> %1493, %1501
  %1506 = fmul <16 x float> %wide.load, %wide.load
  %1507 = fmul <16 x float> %wide.load1101, %wide.load1101
  %1508 = fmul <16 x float> %wide.load1102, %wide.load1102
  %1509 = fmul <16 x float> %wide.load1103, %wide.load1103
  %1510 = fmul <16 x float> %wide.load, %1506
  %1511 = fmul <16 x float> %wide.load1101, %1507
  %1512 = fmul <16 x float> %wide.load1102, %1508
  %1513 = fmul <16 x float> %wide.load1103, %1509
  %1514 = fmul <16 x float> %1510, splat (float 4.000000e+00)
  %1515 = fmul <16 x float> %1511, splat (float 4.000000e+00)
  %1516 = fmul <16 x float> %1512, splat (float 4.000000e+00)
  %1517 = fmul <16 x float> %1513, splat (float 4.000000e+00)
  %1518 = fmul <16 x float> %1514, splat (float 2.500000e-01)
  %1519 = fmul <16 x float> %1515, splat (float 2.500000e-01)
  %1520 = fmul <16 x float> %1516, splat (float 2.500000e-01)
  %1521 = fmul <16 x float> %1517, splat (float 2.500000e-01)
  %1522 = fadd <16 x float> %1518, %1502
  %1523 = fadd <16 x float> %1519, %1503
  %1524 = fadd <16 x float> %1520, %1504
  %1525 = fadd <16 x float> %1521, %1505
  %1526 = getelementptr inbounds float, ptr %1471, i64 %index
  %1527 = getelementptr inbounds nuw i8, ptr %1526, i64 64
  %1528 = getelementptr inbounds nuw i8, ptr %1526, i64 128
  %1529 = getelementptr inbounds nuw i8, ptr %1526, i64 192
  store <16 x float> %1522, ptr %1526, align 4
  store <16 x float> %1523, ptr %1527, align 4
  store <16 x float> %1524, ptr %1528, align 4
  store <16 x float> %1525, ptr %1529, align 4
  %index.next = add nuw i64 %index, 64
  %1530 = icmp eq i64 %index.next, %n.vec
  br i1 %1530, label %middle.block, label %vector.body, !llvm.loop !64

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %feature.exit782, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %feature.body781.preheader, label %vec.epilog.vector.body, !prof !58

vec.epilog.vector.body:                           ; preds = %vec.epilog.iter.check, %vec.epilog.vector.body
  %index1110 = phi i64 [ %index.next1113, %vec.epilog.vector.body ], [ %n.vec, %vec.epilog.iter.check ]
  %1531 = getelementptr inbounds float, ptr %1393, i64 %index1110
  %wide.load1111 = load <8 x float>, ptr %1531, align 4
  %1532 = getelementptr inbounds float, ptr %1394, i64 %index1110
  %wide.load1112 = load <8 x float>, ptr %1532, align 4
  %1533 = fsub <8 x float> %wide.load1111, %wide.load1112
  %1534 = fmul <8 x float> %1533, splat (float 2.000000e+00)
  %1535 = fmul <8 x float> %1534, splat (float 5.000000e-01)
  %1536 = fmul <8 x float> %wide.load1111, splat (float 2.000000e+00)
  %1537 = fmul <8 x float> %1536, splat (float 5.000000e-01)
  %1538 = fsub <8 x float> %1535, %1537
  %1539 = fmul <8 x float> %wide.load1111, %wide.load1111
  %1540 = fmul <8 x float> %wide.load1111, %1539
  %1541 = fmul <8 x float> %1540, splat (float 4.000000e+00)
  %1542 = fmul <8 x float> %1541, splat (float 2.500000e-01)
  %1543 = fadd <8 x float> %1542, %1538
  %1544 = getelementptr inbounds float, ptr %1471, i64 %index1110
  store <8 x float> %1543, ptr %1544, align 4
  %index.next1113 = add nuw i64 %index1110, 8
  %1545 = icmp eq i64 %index.next1113, %n.vec1109
  br i1 %1545, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !65

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n1114, label %feature.exit782, label %feature.body781.preheader

feature.body781.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %feature783881.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec1109, %vec.epilog.middle.block ]
  %.neg1419 = or disjoint i64 %feature783881.ph, 1
  br i1 %lcmp.mod1364.not, label %feature.body781.prol.loopexit, label %feature.body781.prol

feature.body781.prol:                             ; preds = %feature.body781.preheader
  %1546 = getelementptr inbounds float, ptr %1393, i64 %feature783881.ph
  %1547 = load float, ptr %1546, align 4
  %1548 = getelementptr inbounds float, ptr %1394, i64 %feature783881.ph
  %1549 = load float, ptr %1548, align 4
  %1550 = fsub float %1547, %1549
  %1551 = fmul float %1550, 2.000000e+00
  %1552 = fmul float %1551, 5.000000e-01
  %1553 = fmul float %1547, 2.000000e+00
  %1554 = fmul float %1553, 5.000000e-01
  %1555 = fsub float %1552, %1554
  %1556 = fmul float %1547, %1547
  %1557 = fmul float %1547, %1556
  %1558 = fmul float %1557, 4.000000e+00
  %1559 = fmul float %1558, 2.500000e-01
  %1560 = fadd float %1559, %1555
  %1561 = getelementptr inbounds float, ptr %1471, i64 %feature783881.ph
  store float %1560, ptr %1561, align 4
  %1562 = or disjoint i64 %feature783881.ph, 1
  br label %feature.body781.prol.loopexit

feature.body781.prol.loopexit:                    ; preds = %feature.body781.prol, %feature.body781.preheader
  %feature783881.unr = phi i64 [ %feature783881.ph, %feature.body781.preheader ], [ %1562, %feature.body781.prol ]
  %1563 = icmp eq i64 %n_features, %.neg1419
  br i1 %1563, label %feature.exit782, label %feature.body781

feature.body777:                                  ; preds = %feature.body777.prol.loopexit, %feature.body777
  %feature779873 = phi i64 [ %1595, %feature.body777 ], [ %feature779873.unr, %feature.body777.prol.loopexit ]
  %1564 = getelementptr inbounds float, ptr %1393, i64 %feature779873
  %1565 = load float, ptr %1564, align 4
  %1566 = fmul float %1565, %1565
  %1567 = fmul float %1565, %1566
  %1568 = fmul float %1565, %1567
  %1569 = fmul float %1568, 2.500000e-01
  %1570 = fmul float %1566, 5.000000e-01
  %1571 = fsub float %1569, %1570
  %1572 = getelementptr inbounds float, ptr %1394, i64 %feature779873
  %1573 = load float, ptr %1572, align 4
  %1574 = fsub float %1565, %1573
  %1575 = fmul float %1574, %1574
  %1576 = sub nuw i64 %feature779873, %fold_chunk880
  %1577 = getelementptr inbounds float, ptr %scratch, i64 %1576
  store float %1571, ptr %1577, align 4
  %1578 = getelementptr float, ptr %31, i64 %1576
  store float %1575, ptr %1578, align 4
  %1579 = add nuw i64 %feature779873, 1
  %1580 = getelementptr inbounds float, ptr %1393, i64 %1579
  %1581 = load float, ptr %1580, align 4
  %1582 = fmul float %1581, %1581
  %1583 = fmul float %1581, %1582
  %1584 = fmul float %1581, %1583
  %1585 = fmul float %1584, 2.500000e-01
  %1586 = fmul float %1582, 5.000000e-01
  %1587 = fsub float %1585, %1586
  %1588 = getelementptr inbounds float, ptr %1394, i64 %1579
  %1589 = load float, ptr %1588, align 4
  %1590 = fsub float %1581, %1589
  %1591 = fmul float %1590, %1590
  %1592 = sub nuw i64 %1579, %fold_chunk880
  %1593 = getelementptr inbounds float, ptr %scratch, i64 %1592
  store float %1587, ptr %1593, align 4
  %1594 = getelementptr float, ptr %31, i64 %1592
  store float %1591, ptr %1594, align 4
  %1595 = add nuw i64 %feature779873, 2
  %exitcond.not.1 = icmp eq i64 %1595, %umin986
  br i1 %exitcond.not.1, label %feature.exit778, label %feature.body777, !llvm.loop !66

feature.exit778:                                  ; preds = %feature.body777.prol.loopexit, %feature.body777, %middle.block1143, %vec.epilog.middle.block1157, %fold_chunk.body
  %.not = icmp eq i64 %chunk_end, %fold_chunk880
  br i1 %.not, label %fold_chunk.header.loopexit, label %fold_sums.body.preheader

fold_sums.body.preheader:                         ; preds = %feature.exit778
  %xtraiter1358 = and i64 %umax1357, 7
  %1596 = icmp ult i64 %1403, 8
  br i1 %1596, label %fold_sums.body.epil.preheader, label %fold_sums.body.preheader.new

fold_sums.body.preheader.new:                     ; preds = %fold_sums.body.preheader
  %unroll_iter = and i64 %umax1357, -8
  br label %fold_sums.body

fold_sums.body:                                   ; preds = %fold_sums.body, %fold_sums.body.preheader.new
  %fold_sums876 = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %1652, %fold_sums.body ]
  %fold_value771.1875 = phi float [ %fold_value771.0879, %fold_sums.body.preheader.new ], [ %1651, %fold_sums.body ]
  %fold_value.1874 = phi float [ %fold_value.0878, %fold_sums.body.preheader.new ], [ %1648, %fold_sums.body ]
  %niter = phi i64 [ 0, %fold_sums.body.preheader.new ], [ %niter.next.7, %fold_sums.body ]
  %1597 = getelementptr inbounds float, ptr %scratch, i64 %fold_sums876
  %1598 = load float, ptr %1597, align 4
  %1599 = fadd float %fold_value.1874, %1598
  %1600 = getelementptr inbounds float, ptr %31, i64 %fold_sums876
  %1601 = load float, ptr %1600, align 4
  %1602 = fadd float %fold_value771.1875, %1601
  %1603 = or disjoint i64 %fold_sums876, 1
  %1604 = getelementptr inbounds float, ptr %scratch, i64 %1603
  %1605 = load float, ptr %1604, align 4
  %1606 = fadd float %1599, %1605
  %1607 = getelementptr inbounds float, ptr %31, i64 %1603
  %1608 = load float, ptr %1607, align 4
  %1609 = fadd float %1602, %1608
  %1610 = or disjoint i64 %fold_sums876, 2
  %1611 = getelementptr inbounds float, ptr %scratch, i64 %1610
  %1612 = load float, ptr %1611, align 4
  %1613 = fadd float %1606, %1612
  %1614 = getelementptr inbounds float, ptr %31, i64 %1610
  %1615 = load float, ptr %1614, align 4
  %1616 = fadd float %1609, %1615
  %1617 = or disjoint i64 %fold_sums876, 3
  %1618 = getelementptr inbounds float, ptr %scratch, i64 %1617
  %1619 = load float, ptr %1618, align 4
  %1620 = fadd float %1613, %1619
  %1621 = getelementptr inbounds float, ptr %31, i64 %1617
  %1622 = load float, ptr %1621, align 4
  %1623 = fadd float %1616, %1622
  %1624 = or disjoint i64 %fold_sums876, 4
  %1625 = getelementptr inbounds float, ptr %scratch, i64 %1624
  %1626 = load float, ptr %1625, align 4
  %1627 = fadd float %1620, %1626
  %1628 = getelementptr inbounds float, ptr %31, i64 %1624
  %1629 = load float, ptr %1628, align 4
  %1630 = fadd float %1623, %1629
  %1631 = or disjoint i64 %fold_sums876, 5
  %1632 = getelementptr inbounds float, ptr %scratch, i64 %1631
  %1633 = load float, ptr %1632, align 4
  %1634 = fadd float %1627, %1633
  %1635 = getelementptr inbounds float, ptr %31, i64 %1631
  %1636 = load float, ptr %1635, align 4
  %1637 = fadd float %1630, %1636
  %1638 = or disjoint i64 %fold_sums876, 6
  %1639 = getelementptr inbounds float, ptr %scratch, i64 %1638
  %1640 = load float, ptr %1639, align 4
  %1641 = fadd float %1634, %1640
  %1642 = getelementptr inbounds float, ptr %31, i64 %1638
  %1643 = load float, ptr %1642, align 4
  %1644 = fadd float %1637, %1643
  %1645 = or disjoint i64 %fold_sums876, 7
  %1646 = getelementptr inbounds float, ptr %scratch, i64 %1645
  %1647 = load float, ptr %1646, align 4
  %1648 = fadd float %1641, %1647
  %1649 = getelementptr inbounds float, ptr %31, i64 %1645
  %1650 = load float, ptr %1649, align 4
  %1651 = fadd float %1644, %1650
  %1652 = add nuw i64 %fold_sums876, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold_chunk.header.loopexit.loopexit.unr-lcssa, label %fold_sums.body

feature.body781:                                  ; preds = %feature.body781.prol.loopexit, %feature.body781
  %feature783881 = phi i64 [ %1686, %feature.body781 ], [ %feature783881.unr, %feature.body781.prol.loopexit ]
  %1653 = getelementptr inbounds float, ptr %1393, i64 %feature783881
  %1654 = load float, ptr %1653, align 4
  %1655 = getelementptr inbounds float, ptr %1394, i64 %feature783881
  %1656 = load float, ptr %1655, align 4
  %1657 = fsub float %1654, %1656
  %1658 = fmul float %1657, 2.000000e+00
  %1659 = fmul float %1658, 5.000000e-01
  %1660 = fmul float %1654, 2.000000e+00
  %1661 = fmul float %1660, 5.000000e-01
  %1662 = fsub float %1659, %1661
  %1663 = fmul float %1654, %1654
  %1664 = fmul float %1654, %1663
  %1665 = fmul float %1664, 4.000000e+00
  %1666 = fmul float %1665, 2.500000e-01
  %1667 = fadd float %1666, %1662
  %1668 = getelementptr inbounds float, ptr %1471, i64 %feature783881
  store float %1667, ptr %1668, align 4
  %1669 = add nuw i64 %feature783881, 1
  %1670 = getelementptr inbounds float, ptr %1393, i64 %1669
  %1671 = load float, ptr %1670, align 4
  %1672 = getelementptr inbounds float, ptr %1394, i64 %1669
  %1673 = load float, ptr %1672, align 4
  %1674 = fsub float %1671, %1673
  %1675 = fmul float %1674, 2.000000e+00
  %1676 = fmul float %1675, 5.000000e-01
  %1677 = fmul float %1671, 2.000000e+00
  %1678 = fmul float %1677, 5.000000e-01
  %1679 = fsub float %1676, %1678
  %1680 = fmul float %1671, %1671
  %1681 = fmul float %1671, %1680
  %1682 = fmul float %1681, 4.000000e+00
  %1683 = fmul float %1682, 2.500000e-01
  %1684 = fadd float %1683, %1679
  %1685 = getelementptr inbounds float, ptr %1471, i64 %1669
  store float %1684, ptr %1685, align 4
  %1686 = add nuw i64 %feature783881, 2
  %exitcond990.not.1 = icmp eq i64 %1686, %n_features
  br i1 %exitcond990.not.1, label %feature.exit782, label %feature.body781, !llvm.loop !67

feature.exit782:                                  ; preds = %feature.body781.prol.loopexit, %feature.body781, %vec.epilog.middle.block, %middle.block
  %1687 = add nuw i64 %row769882, 1
  %exitcond991.not = icmp eq i64 %1687, %row_end
  %indvar.next = add i64 %indvar, 1
  br i1 %exitcond991.not, label %across.done, label %row.body
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) "no-builtins" "no-trapping-math"="true" "prefer-vector-width"="512" "probe-stack"="inline-asm" "target-cpu"="x86-64-v4" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
!9 = distinct !{!9, !1}
!10 = distinct !{!10, !1}
!11 = distinct !{!11, !1}
!12 = distinct !{!12, !1}
!13 = distinct !{!13, !1}
!14 = distinct !{!14, !1}
!15 = distinct !{!15, !1}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.vectorize.width", i32 1}
!18 = distinct !{!18, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = !{!"branch_weights", i32 4, i32 28}
!22 = distinct !{!22, !19, !20}
!23 = distinct !{!23, !24}
!24 = !{!"llvm.loop.peeled.count", i32 1}
!25 = distinct !{!25, !20, !19}
!26 = distinct !{!26, !1}
!27 = distinct !{!27, !1}
!28 = distinct !{!28, !1}
!29 = distinct !{!29, !1}
!30 = distinct !{!30, !1}
!31 = distinct !{!31, !1}
!32 = distinct !{!32, !1}
!33 = distinct !{!33, !1}
!34 = distinct !{!34, !1}
!35 = distinct !{!35, !1}
!36 = distinct !{!36, !1}
!37 = distinct !{!37, !1}
!38 = distinct !{!38, !1}
!39 = distinct !{!39, !1}
!40 = distinct !{!40, !1}
!41 = distinct !{!41, !17}
!42 = !{!43}
!43 = distinct !{!43, !44}
!44 = distinct !{!44, !"LVerDomain"}
!45 = !{!46}
!46 = distinct !{!46, !44}
!47 = !{!48}
!48 = distinct !{!48, !44}
!49 = !{!43, !46}
!50 = !{!51}
!51 = distinct !{!51, !44}
!52 = distinct !{!52, !19, !20}
!53 = distinct !{!53, !19, !20}
!54 = distinct !{!54, !19}
!55 = distinct !{!55, !17}
!56 = distinct !{!56, !17}
!57 = distinct !{!57, !19, !20}
!58 = !{!"branch_weights", i32 8, i32 56}
!59 = distinct !{!59, !19, !20}
!60 = distinct !{!60, !19}
!61 = distinct !{!61, !1}
!62 = distinct !{!62, !19, !20}
!63 = distinct !{!63, !19, !20}
!64 = distinct !{!64, !19, !20}
!65 = distinct !{!65, !19, !20}
!66 = distinct !{!66, !19}
!67 = distinct !{!67, !19}
